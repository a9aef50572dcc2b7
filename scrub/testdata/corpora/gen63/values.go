package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

type G struct{ r *rand.Rand }

func (g *G) n(k int) int              { return g.r.Intn(k) }
func (g *G) rng(lo, hi int) int       { return lo + g.r.Intn(hi-lo+1) }
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) p(pct int) bool           { return g.r.Intn(100) < pct }

const (
	digitsA = "0123456789"
	alnumA  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upperA  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	hexA    = "0123456789abcdef"
	b64A    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	urlA    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	lowerA  = "abcdefghijklmnopqrstuvwxyz0123456789"
)

func (g *G) from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

// mixed makes sure a random secret has digits and both cases, as real ones do.
func (g *G) mixed(alpha string, n int) string {
	for {
		s := g.from(alpha, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && (alpha == upperA || strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz")) {
			return s
		}
	}
}
func (g *G) digits(n int) string { return g.from(digitsA, n) }
func (g *G) nz(n int) string     { return g.from("123456789", 1) + g.digits(n-1) }
func (g *G) hex(n int) string    { return g.from(hexA, n) }
func (g *G) uuid() string {
	h := g.hex(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + g.pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}
func (g *G) UUID() string { return strings.ToUpper(g.uuid()) }

// ---------- dates, amounts, ids (keep material) ----------

func (g *G) ymd() (int, int, int) { return g.rng(2019, 2026), g.rng(1, 12), g.rng(1, 28) }
func (g *G) isoDate() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
}
func (g *G) isoTime() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02dZ", y, m, d, g.n(24), g.n(60), g.n(60))
}
func (g *G) icsTime() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%04d%02d%02dT%02d%s00Z", y, m, d, g.rng(6, 19), g.pick("00", "15", "30", "45"))
}
func (g *G) euDate() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%02d.%02d.%04d", d, m, y)
}
func (g *G) slashDate() string {
	y, m, d := g.ymd()
	return fmt.Sprintf("%02d/%02d/%04d", d, m, y)
}
func (g *G) rfc2822() string {
	y, m, d := g.ymd()
	mons := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	days := []string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}
	return fmt.Sprintf("%s, %d %s %d %02d:%02d:%02d %s", days[g.n(7)], d, mons[m-1], y, g.n(24), g.n(60), g.n(60), g.pick("+0000", "+0100", "+0200", "-0500", "-0800", "+0900", "+0530", "+0300"))
}
func (g *G) epochMs() string { return fmt.Sprintf("17%011d", g.r.Int63n(99999999999)) }

// amount in the locale's style: dec is "," or "."
func (g *G) amount(dec string) string {
	whole := g.rng(1, 98000)
	cents := g.n(100)
	w := fmt.Sprint(whole)
	if whole >= 1000 && dec == "," {
		sep := ","
		if dec == "," {
			sep = g.pick(".", " ", "")
		}
		w = w[:len(w)-3] + sep + w[len(w)-3:]
	}
	return fmt.Sprintf("%s%s%02d", w, dec, cents)
}
func (g *G) version() string {
	return fmt.Sprintf("%d.%d.%d", g.rng(0, 14), g.rng(0, 40), g.rng(0, 30))
}
func (g *G) orderID() string {
	switch g.n(6) {
	case 0:
		return fmt.Sprintf("ORD-%d-%s", g.rng(2021, 2026), g.digits(6))
	case 1:
		return "INV-" + g.nz(7)
	case 2:
		return fmt.Sprintf("%s-%s-%s", g.digits(3), g.digits(7), g.digits(7))
	case 3:
		return "PO" + g.nz(8)
	case 4:
		return "RE" + fmt.Sprint(g.rng(2021, 2026)) + "/" + g.digits(5)
	default:
		return "#" + g.nz(6)
	}
}
func (g *G) sku() string {
	return g.pick("SKU-", "ART-", "MAT-", "P/N ", "") + strings.ToUpper(g.from("ABCDEFGHJKLMNPRSTUVWXYZ", 2)) + "-" + g.digits(4) + "-" + g.digits(2)
}
func (g *G) isbn13() string {
	d := "978" + g.digits(9)
	s := 0
	for i, c := range d {
		v := int(c - '0')
		if i%2 == 1 {
			v *= 3
		}
		s += v
	}
	return d + fmt.Sprint((10-s%10)%10)
}
func (g *G) isbnFmt() string {
	d := g.isbn13()
	return d[:3] + "-" + d[3:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
}
func (g *G) ean13() string {
	d := g.pick("40", "50", "76", "80", "84", "87", "90", "45", "69", "88") + g.digits(10)
	s := 0
	for i, c := range d {
		v := int(c - '0')
		if i%2 == 1 {
			v *= 3
		}
		s += v
	}
	return d + fmt.Sprint((10-s%10)%10)
}
func (g *G) sha256() string { return g.hex(64) }
func (g *G) gitsha() string { return g.hex(40) }

// ---------- e-mail ----------

func (g *G) emailFor(L *Loc, p Person) string {
	first, last := strings.ToLower(strings.ReplaceAll(p.LatFirst, " ", "")), strings.ToLower(strings.ReplaceAll(p.LatLast, " ", ""))
	var local string
	switch g.n(9) {
	case 0:
		local = first + "." + last
	case 1:
		local = first[:1] + last
	case 2:
		local = first + "_" + last + g.digits(2)
	case 3:
		local = first + "." + last[:1]
	case 4:
		local = last + "." + first
	case 5:
		local = first + fmt.Sprint(g.rng(1965, 2005))
	case 6:
		local = first + "-" + last
	case 7:
		local = last + first[:1] + g.digits(g.rng(1, 3))
	default:
		local = first + "." + last + "+" + g.pick("shop", "news", "work", "kb", "jira")
	}
	dom := g.pick(L.Domains...)
	if dom == "qq.com" && g.p(60) {
		local = g.nz(g.rng(8, 10))
	}
	if g.p(25) {
		dom = g.pick(L.Corp...)
		local = first + "." + last
		if g.p(30) {
			local = first[:1] + "." + last
		}
	}
	return local + "@" + dom
}

func (g *G) roleEmail(L *Loc) string {
	return g.pick("support", "billing", "noreply", "hr", "facturacion", "kontakt", "info", "ops-alerts", "datenschutz", "accounts.payable", "helpdesk", "rh") + "@" + g.pick(L.Corp...)
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	var a int
	for {
		a = g.rng(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g.rng(1, 99)), fmt.Sprintf("%04d", g.rng(1, 9999))
}
func (g *G) itinParts() (string, string, string) {
	grp := []int{}
	for i := 50; i <= 65; i++ {
		grp = append(grp, i)
	}
	for i := 70; i <= 88; i++ {
		grp = append(grp, i)
	}
	grp = append(grp, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return "9" + g.digits(2), fmt.Sprint(grp[g.n(len(grp))]), fmt.Sprintf("%04d", g.rng(1, 9999))
}

// ssn returns an SSN (or ITIN when itin) in the given style: 0 dashed, 1 spaced, 2 bare.
func (g *G) ssn(style int, itin bool) string {
	a, b, c := g.ssnParts()
	if itin {
		a, b, c = g.itinParts()
	}
	switch style {
	case 1:
		return a + " " + b + " " + c
	case 2:
		return a + b + c
	}
	return a + "-" + b + "-" + c
}

// ---------- payment cards ----------

func luhnOK(d string) bool {
	if len(d) < 12 {
		return false
	}
	s := 0
	for i := 0; i < len(d); i++ {
		v := int(d[len(d)-1-i] - '0')
		if i%2 == 1 {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		s += v
	}
	return s%10 == 0
}
func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}
func (g *G) luhnComplete(prefix string, n int) string {
	d := prefix + g.digits(n-1-len(prefix))
	for c := 0; c < 10; c++ {
		if luhnOK(d + fmt.Sprint(c)) {
			return d + fmt.Sprint(c)
		}
	}
	panic("luhn")
}

type Card struct{ Brand, Digits string }

func (g *G) card(brands ...string) Card {
	var b string
	if len(brands) > 0 {
		b = g.pick(brands...)
	} else {
		b = g.pick("visa", "visa", "visa", "mc", "mc", "amex", "discover", "jcb", "unionpay", "maestro", "diners", "mir", "troy", "rupay", "mc2")
	}
	switch b {
	case "visa":
		return Card{"Visa", g.luhnComplete("4"+g.digits(5), 16)}
	case "mc":
		return Card{"Mastercard", g.luhnComplete(fmt.Sprint(g.rng(51, 55))+g.digits(4), 16)}
	case "mc2":
		return Card{"Mastercard", g.luhnComplete(fmt.Sprint(g.rng(2221, 2720))+g.digits(2), 16)}
	case "amex":
		return Card{"American Express", g.luhnComplete(g.pick("34", "37")+g.digits(4), 15)}
	case "discover":
		return Card{"Discover", g.luhnComplete(g.pick("6011", "6445", "6500", "6573"), 16)}
	case "jcb":
		return Card{"JCB", g.luhnComplete(fmt.Sprint(g.rng(3528, 3589)), 16)}
	case "unionpay":
		return Card{"UnionPay", g.luhnComplete("62"+g.pick("2126", "1483", "2588", "2848", "1700"), []int{16, 16, 19}[g.n(3)])}
	case "maestro":
		return Card{"Maestro", g.luhnComplete(g.pick("6759", "6761", "5018", "5020", "6763"), []int{16, 18, 19}[g.n(3)])}
	case "diners":
		return Card{"Diners Club", g.luhnComplete(g.pick("36", "38", "300", "305"), 14)}
	case "mir":
		return Card{"Mir", g.luhnComplete(fmt.Sprint(g.rng(2200, 2204)), 16)}
	case "troy":
		return Card{"Troy", g.luhnComplete("9792"+g.digits(2), 16)}
	case "rupay":
		return Card{"RuPay", g.luhnComplete(g.pick("6521", "6522", "6080", "5085"), 16)}
	}
	return Card{"Visa", g.luhnComplete("4"+g.digits(5), 16)}
}

// cardFmt groups digits the way the brand prints them; style 0 plain, 1 spaces, 2 dashes.
func cardFmt(c Card, style int) string {
	d := c.Digits
	if style == 0 {
		return d
	}
	sep := " "
	if style == 2 {
		sep = "-"
	}
	var groups []int
	switch len(d) {
	case 15:
		groups = []int{4, 6, 5}
	case 14:
		groups = []int{4, 6, 4}
	case 16:
		groups = []int{4, 4, 4, 4}
	case 18:
		groups = []int{4, 4, 4, 6}
	case 19:
		groups = []int{4, 4, 4, 4, 3}
	default:
		return d
	}
	var parts []string
	i := 0
	for _, n := range groups {
		parts = append(parts, d[i:i+n])
		i += n
	}
	return strings.Join(parts, sep)
}
func (g *G) cardStr(brands ...string) (Card, string) {
	c := g.card(brands...)
	return c, cardFmt(c, g.n(3))
}
func (g *G) expiry() string { return fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(26, 31)) }

// ---------- JWT ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt() string {
	alg := g.pick("HS256", "RS256", "RS256", "ES256", "HS512", "PS256")
	var hdr string
	switch g.n(3) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.from(urlA, 27))
	default:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s","kid":"%s"}`, alg, g.hex(16))
	}
	iat := g.rng(1690000000, 1790000000)
	var pl string
	switch g.n(4) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d}`, g.digits(8), iat, iat+3600)
	case 1:
		pl = fmt.Sprintf(`{"iss":"https://%s/","sub":"auth0|%s","aud":["https://api.%s","https://%s/userinfo"],"iat":%d,"exp":%d,"scope":"openid profile email offline_access"}`,
			g.pick("login.acme-corp.com", "dev-4k2x.eu.auth0.com", "id.kontor.de"), g.hex(24), g.pick("acme-corp.com", "kontor.de"), g.pick("login.acme-corp.com", "dev-4k2x.eu.auth0.com"), iat, iat+86400)
	case 2:
		pl = fmt.Sprintf(`{"aud":"api://%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"oid":"%s","tid":"%s","ver":"1.0"}`,
			g.uuid(), g.uuid(), iat, iat, iat+4500, g.uuid(), g.uuid())
	default:
		pl = fmt.Sprintf(`{"user_id":%d,"role":"%s","session":"%s","iat":%d,"exp":%d}`, g.rng(1000, 999999), g.pick("admin", "agent", "customer", "editor"), g.hex(12), iat, iat+900)
	}
	sigLen := 43
	switch alg {
	case "RS256", "PS256":
		sigLen = 342
	case "ES256":
		sigLen = 86
	case "HS512":
		sigLen = 86
	}
	return b64u(hdr) + "." + b64u(pl) + "." + g.from(urlA, sigLen)
}

// ---------- secrets ----------

// password a person chose (no blanks, letters and digits, sometimes symbols).
func (g *G) password() string {
	words := []string{"Sommer", "Falcon", "Maracuja", "Tulpen", "Kirsch", "Orion", "Bagheera", "Lisboa", "Zeppelin", "Nordlicht", "Castor", "Pelikan", "Mistral", "Wombat", "Kaiser", "Gaudi", "Saturno", "Birke", "Quokka", "Vesuvio", "Hanami", "Tamarind", "Granat", "Fjord", "Sakura", "Marmelade", "Estrela", "Bosphorus"}
	syms := "!#$%&*?_.-+="
	for {
		var s string
		switch g.n(5) {
		case 0:
			s = g.pick(words...) + g.digits(g.rng(2, 4)) + string(syms[g.n(len(syms))])
		case 1:
			s = g.mixed(alnumA, g.rng(12, 20))
		case 2:
			s = g.pick(words...) + string(syms[g.n(len(syms))]) + g.pick(words...) + g.digits(2)
		case 3:
			s = g.mixed(alnumA+"!#%&*_-", g.rng(16, 28))
		default:
			s = strings.ToLower(g.pick(words...)) + "-" + strings.ToLower(g.pick(words...)) + "-" + g.digits(g.rng(1, 3)) + "-" + strings.ToLower(g.pick(words...))
		}
		if strings.ContainsAny(s, "0123456789") {
			return s
		}
	}
}

// urlPassword: a password that can stand in a URL's userinfo unescaped.
func (g *G) urlPassword() string {
	for {
		s := g.password()
		if !strings.ContainsAny(s, "#%&?+=/@:") {
			return s
		}
	}
}

type Secret struct{ Name, Value string }

// secret returns a credential of some issuer, with the variable name a config would give it.
func (g *G) secret() Secret {
	switch g.n(22) {
	case 0:
		return Secret{"GITHUB_TOKEN", "ghp_" + g.mixed(alnumA, 36)}
	case 1:
		return Secret{"GH_PAT", "github_pat_11" + g.from(upperA, 20) + "_" + g.mixed(alnumA, 59)}
	case 2:
		return Secret{"STRIPE_SECRET_KEY", "sk_live_51" + g.mixed(alnumA, 97)}
	case 3:
		return Secret{"STRIPE_WEBHOOK_SECRET", "whsec_" + g.mixed(alnumA, 32)}
	case 4:
		return Secret{"SLACK_BOT_TOKEN", "xoxb-" + g.nz(12) + "-" + g.nz(13) + "-" + g.mixed(alnumA, 24)}
	case 5:
		return Secret{"OPENAI_API_KEY", "sk-proj-" + g.mixed(urlA, 74) + "T3BlbkFJ" + g.mixed(urlA, 74)}
	case 6:
		return Secret{"ANTHROPIC_API_KEY", "sk-ant-api03-" + g.mixed(urlA, 93) + "AA"}
	case 7:
		return Secret{"AWS_SECRET_ACCESS_KEY", g.mixed(alnumA+"+/", 40)}
	case 8:
		return Secret{"GOOGLE_ACCESS_TOKEN", "ya29.a0" + g.mixed(urlA, 160)}
	case 9:
		return Secret{"GITLAB_TOKEN", "glpat-" + g.mixed(urlA, 20)}
	case 10:
		return Secret{"SENDGRID_API_KEY", "SG." + g.mixed(urlA, 22) + "." + g.mixed(urlA, 43)}
	case 11:
		return Secret{"TWILIO_AUTH_TOKEN", g.hex(32)}
	case 12:
		return Secret{"NPM_TOKEN", "npm_" + g.mixed(alnumA, 36)}
	case 13:
		return Secret{"HF_TOKEN", "hf_" + g.from(alnumA[:52], 34)}
	case 14:
		return Secret{"AZURE_CLIENT_SECRET", g.mixed(alnumA, 3) + "8Q~" + g.mixed(alnumA+"._-~", 31)}
	case 15:
		return Secret{"MAILGUN_API_KEY", "key-" + g.hex(32)}
	case 16:
		return Secret{"DD_API_KEY", g.hex(32)}
	case 17:
		return Secret{"OAUTH_CLIENT_SECRET", g.mixed(urlA, 40)}
	case 18:
		return Secret{"JWT_SIGNING_SECRET", g.mixed(b64A, 43) + "="}
	case 19:
		return Secret{"SHOPIFY_ACCESS_TOKEN", "shpat_" + g.hex(32)}
	case 20:
		return Secret{"DOCKERHUB_TOKEN", "dckr_pat_" + g.mixed(urlA, 27)}
	default:
		return Secret{"SENTRY_AUTH_TOKEN", "sntrys_" + g.mixed(alnumA, 60)}
	}
}

// opaque OAuth access / refresh tokens and session ids.
func (g *G) oauthToken() string {
	switch g.n(5) {
	case 0:
		return g.mixed(urlA, 43)
	case 1:
		return "ya29.a0" + g.mixed(urlA, 150)
	case 2:
		return "1//0" + g.mixed(urlA, 99) // Google refresh token shape
	case 3:
		return g.mixed(alnumA, 64)
	default:
		return "EwB" + g.mixed(b64A, 120) + "="
	}
}
func (g *G) sessionID() string {
	switch g.n(3) {
	case 0:
		return g.from(lowerA, 32)
	case 1:
		return "s%3A" + g.mixed(urlA, 32) + "." + g.mixed(b64A[:62], 43)
	default:
		return g.mixed(alnumA, 40)
	}
}
func basicBlob(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}
func (g *G) user() string {
	return g.pick("svc_", "app_", "etl-", "deploy", "admin", "ci-", "report_", "backup") + g.from("abcdefghijklmnopqrstuvwxyz", g.rng(3, 7))
}
func (g *G) host() string {
	return g.pick("db-prod-01.internal", "pg.eu-central-1.rds.amazonaws.com", "10.20.3.14", "mysql.kontor.lan", "redis-master.cache.svc.cluster.local", "mongo-0.mongo.default.svc", "sql-fin-02.corp.local", "db.acme-logistics.com", "ora-erp.intra.example.net")
}

func b64std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
