package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"strings"
)

var r *rand.Rand

const (
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	digits = "0123456789"
	alnum  = upper + lower + digits
	b64u   = alnum + "-_"
	b64s   = alnum + "+/"
	hexl   = "0123456789abcdef"
	hexu   = "0123456789ABCDEF"
	b32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

func rn(n int) int             { return r.IntN(n) }
func rr(a, b int) int          { return a + r.IntN(b-a+1) }
func chance(p float64) bool    { return r.Float64() < p }
func pick[T any](xs ...T) T    { return xs[r.IntN(len(xs))] }
func pickS(xs []string) string { return xs[r.IntN(len(xs))] }

func rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.IntN(len(alpha))]
	}
	return string(b)
}

// secretish: random string that looks like a real secret (mixed classes, no long runs).
func sec(alpha string, n int) string {
	for {
		s := rs(alpha, n)
		var d, u, l int
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			case c >= 'a' && c <= 'z':
				l++
			}
		}
		ok := true
		if strings.ContainsAny(alpha, upper) && strings.ContainsAny(alpha, lower) && n >= 12 {
			ok = u >= 2 && l >= 2 && (d >= 2 || !strings.ContainsAny(alpha, digits))
		} else if (alpha == hexl || alpha == hexu) && n >= 12 {
			ok = d >= 3 && (u+l) >= 3
		} else if n >= 10 && strings.ContainsAny(alpha, digits) {
			ok = d >= 1
		}
		for i := 0; ok && i+3 < len(s); i++ {
			if s[i] == s[i+1] && s[i] == s[i+2] && s[i] == s[i+3] {
				ok = false
			}
		}
		if ok {
			return s
		}
	}
}

func dg(n int) string { // digits, first non-zero
	return string("123456789"[rn(9)]) + rs(digits, n-1)
}

// ---------- secrets ----------

func b62(n uint32) string {
	const a = digits + upper + lower
	s := ""
	for n > 0 {
		s = string(a[n%62]) + s
		n /= 62
	}
	for len(s) < 6 {
		s = "0" + s
	}
	return s
}

func ghTok(prefix string) string {
	body := sec(alnum, 30)
	return prefix + body + b62(crc32.ChecksumIEEE([]byte(body)))
}
func ghp() string       { return ghTok("ghp_") }
func githubPAT() string { return "github_pat_11" + sec(upper+digits, 20) + "_" + sec(alnum, 59) }
func stripeSK(mode string) string {
	if chance(0.5) {
		return "sk_" + mode + "_" + sec(alnum, 24)
	}
	return "sk_" + mode + "_51" + sec(alnum, 97)
}
func stripeRK() string { return "rk_live_51" + sec(alnum, 97) }
func pkLive() string {
	if chance(0.5) {
		return "pk_live_" + sec(alnum, 24)
	}
	return "pk_live_51" + sec(alnum, 97)
}
func pkTest() string    { return "pk_test_51" + sec(alnum, 97) }
func slackBot() string  { return "xoxb-" + dg(rr(11, 13)) + "-" + dg(13) + "-" + sec(alnum, 24) }
func slackUser() string { return "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + sec(hexl, 32) }
func slackApp() string {
	return "xapp-1-A" + sec(upper+digits, 10) + "-" + dg(13) + "-" + sec(hexl, 64)
}
func openaiKey() string {
	switch rn(4) {
	case 0:
		return "sk-" + sec(alnum, 20) + "T3BlbkFJ" + sec(alnum, 20)
	case 1:
		return "sk-svcacct-" + sec(b64u, 74) + "T3BlbkFJ" + sec(b64u, 74)
	default:
		return "sk-proj-" + sec(b64u, 74) + "T3BlbkFJ" + sec(b64u, 74)
	}
}
func anthropicKey() string { return "sk-ant-api03-" + sec(b64u, 93) + "AA" }
func sendgridKey() string  { return "SG." + sec(b64u, 22) + "." + sec(b64u, 43) }
func twilioSK() string     { return "SK" + sec(hexl, 32) }
func twilioAC() string     { return "AC" + sec(hexl, 32) }
func hex32() string        { return sec(hexl, 32) }
func npmTok() string       { return "npm_" + sec(alnum, 36) }
func hfTok() string        { return "hf_" + sec(upper+lower, 34) }
func glpat() string        { return "glpat-" + sec(alnum+"-_", 20) }
func ya29() string         { return "ya29.a0" + sec(b64u, rr(140, 200)) }
func gRefresh() string     { return "1//0" + pick("g", "5", "d", "e") + sec(b64u, rr(96, 100)) }
func aiza() string         { return "AIza" + sec(b64u, 35) }
func akia() string         { return pick("AKIA", "AKIA", "ASIA") + sec(b32[:26]+"234567", 16) }
func awsSecret() string    { return sec(b64s, 40) }
func shpat() string        { return "shpat_" + sec(hexl, 32) }
func mailgunKey() string   { return "key-" + sec(hexl, 32) }
func doTok() string        { return "dop_v1_" + sec(hexl, 64) }
func pypiTok() string      { return "pypi-AgEIcHlwaS5vcmc" + sec(b64u, rr(120, 160)) }
func sentryTok() string    { return "sntryu_" + sec(hexl, 64) }
func linearTok() string    { return "lin_api_" + sec(alnum, 40) }
func dbxTok() string       { return "dapi" + sec(hexl, 32) }
func postmanKey() string   { return "PMAK-" + sec(hexl, 24) + "-" + sec(hexl, 34) }
func oktaTok() string      { return "00" + sec(b64u, 40) }
func cfTok() string        { return sec(b64u, 40) }
func shopifySecret() string {
	return "shpss_" + sec(hexl, 32)
}
func discordBot() string {
	id := snowflake()
	return strings.TrimRight(base64.StdEncoding.EncodeToString([]byte(id)), "=") + "." + sec(b64u, 6) + "." + sec(b64u, 38)
}
func telegramTok() string { return dg(10) + ":AA" + sec(b64u, 33) }
func azureKey() string {
	bs := make([]byte, 64)
	for i := range bs {
		bs[i] = byte(rn(256))
	}
	return base64.StdEncoding.EncodeToString(bs)
}
func atlassianTok() string { return "ATATT3xFfGF0" + sec(b64u, 170) + "=" + sec(hexu, 8) }
func opaqueTok() string {
	switch rn(4) {
	case 0:
		return sec(alnum, rr(32, 48))
	case 1:
		return sec(hexl, 40)
	case 2:
		return sec(b64u, 43)
	default:
		return sec(alnum, 20) + "." + sec(alnum, 24)
	}
}
func basicCred() (string, string) {
	u := pick("admin", "deploy", "ci-bot", "jenkins", "api", handle(), strings.ToLower(firstName()))
	p := sec(alnum+"!#$%", rr(10, 20))
	plain := u + ":" + p
	return base64.StdEncoding.EncodeToString([]byte(plain)), plain
}

// vendorTok returns an env var name, a value and a short vendor label.
func vendorTok() (string, string, string) {
	switch rn(16) {
	case 0:
		return "GITHUB_TOKEN", ghp(), "github"
	case 1:
		return "GH_PAT", githubPAT(), "github"
	case 2:
		return "STRIPE_SECRET_KEY", stripeSK("live"), "stripe"
	case 3:
		return "SLACK_BOT_TOKEN", slackBot(), "slack"
	case 4:
		return "OPENAI_API_KEY", openaiKey(), "openai"
	case 5:
		return "ANTHROPIC_API_KEY", anthropicKey(), "anthropic"
	case 6:
		return "SENDGRID_API_KEY", sendgridKey(), "sendgrid"
	case 7:
		return "NPM_TOKEN", npmTok(), "npm"
	case 8:
		return "HF_TOKEN", hfTok(), "huggingface"
	case 9:
		return "GITLAB_TOKEN", glpat(), "gitlab"
	case 10:
		return "SHOPIFY_ACCESS_TOKEN", shpat(), "shopify"
	case 11:
		return "TWILIO_API_KEY", twilioSK(), "twilio"
	case 12:
		return "SLACK_USER_TOKEN", slackUser(), "slack"
	case 13:
		return "STRIPE_RESTRICTED_KEY", stripeRK(), "stripe"
	case 14:
		return "GOOGLE_ACCESS_TOKEN", ya29(), "google"
	default:
		return "SLACK_APP_TOKEN", slackApp(), "slack"
	}
}

// headerTok: something one pastes after "Bearer ". Returns family and value.
func headerTok() (string, string) {
	switch rn(6) {
	case 0, 1:
		return "jwt", jwt()
	case 2, 3:
		_, v, _ := vendorTok()
		return "bearer", v
	default:
		return "bearer", opaqueTok()
	}
}

// ---------- JWT ----------

func b64j(v any) string {
	bs, _ := json.Marshal(v)
	return base64.RawURLEncoding.EncodeToString(bs)
}

type kv struct {
	k string
	v any
}

// ordered JSON object
func obj(kvs ...kv) string {
	var sb strings.Builder
	sb.WriteByte('{')
	for i, p := range kvs {
		if i > 0 {
			sb.WriteByte(',')
		}
		kb, _ := json.Marshal(p.k)
		vb, _ := json.Marshal(p.v)
		sb.Write(kb)
		sb.WriteByte(':')
		sb.Write(vb)
	}
	sb.WriteByte('}')
	return sb.String()
}

func jwtParts() (string, string, string) {
	var hdr string
	alg := pick("HS256", "RS256", "ES256", "RS256")
	switch alg {
	case "HS256":
		hdr = obj(kv{"alg", "HS256"}, kv{"typ", "JWT"})
	default:
		hdr = obj(kv{"alg", alg}, kv{"kid", sec(hexl, 40)}, kv{"typ", "JWT"})
	}
	iat := 1700000000 + rn(60000000)
	var pl string
	switch rn(4) {
	case 0:
		pl = obj(kv{"sub", uuid4()}, kv{"email", email()}, kv{"iat", iat}, kv{"exp", iat + 3600})
	case 1:
		pl = obj(kv{"iss", "https://" + pick("auth.", "login.", "") + pick("acme.io", "globex.com", "hooli.dev") + "/"}, kv{"sub", "auth0|" + sec(hexl, 24)}, kv{"aud", pick("https://api.acme.io", "web-client")}, kv{"iat", iat}, kv{"exp", iat + 86400}, kv{"scope", "openid profile email"})
	case 2:
		pl = obj(kv{"user_id", rr(1000, 999999)}, kv{"role", pick("admin", "user", "editor")}, kv{"iat", iat}, kv{"exp", iat + 900})
	default:
		pl = obj(kv{"sub", dg(21)}, kv{"name", fullName()}, kv{"iat", iat})
	}
	var sig string
	switch alg {
	case "HS256":
		sig = sec(b64u, 43)
	case "ES256":
		sig = sec(b64u, 86)
	default:
		sig = sec(b64u, 342)
	}
	return base64.RawURLEncoding.EncodeToString([]byte(hdr)), base64.RawURLEncoding.EncodeToString([]byte(pl)), sig
}

func jwt() string {
	h, p, s := jwtParts()
	return h + "." + p + "." + s
}

// ---------- people ----------

var firsts = []string{"James", "Maria", "Wei", "Aisha", "Lucas", "Sofia", "Mateo", "Olga", "Kenji", "Priya", "Noah", "Emma", "Liam", "Chloe", "Diego", "Fatima", "Ivan", "Hannah", "Omar", "Yuki", "Carlos", "Nina", "Arjun", "Zoe", "Mehmet", "Sara", "Tom", "Anna", "Ravi", "Lena", "Jonas", "Elif", "Marco", "Julia", "Dmitri", "Grace", "Ahmed", "Camille", "Oliver", "Mia", "Ben", "Leah", "Kwame", "Ingrid", "Pablo", "Mei", "Tariq", "Freya", "Sven", "Alex"}
var lasts = []string{"Smith", "Garcia", "Chen", "Khan", "Silva", "Rossi", "Novak", "Petrova", "Tanaka", "Patel", "Johnson", "Martin", "Müller", "Dubois", "Lopez", "Haddad", "Kowalski", "Nguyen", "Kim", "Okafor", "Andersson", "Yilmaz", "Schneider", "Fernandes", "O'Brien", "Brown", "Wilson", "Costa", "Ivanov", "Sato", "Moreau", "Berg", "Hughes", "Reyes", "Fischer", "Lee", "Walker", "Mendes", "Larsen", "Shah"}

func firstName() string { return pickS(firsts) }
func lastName() string  { return pickS(lasts) }
func fullName() string  { return firstName() + " " + lastName() }

func ascii(s string) string {
	s = strings.NewReplacer("ü", "u", "'", "", "é", "e").Replace(s)
	return strings.ToLower(s)
}

var freeDomains = []string{"gmail.com", "gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "proton.me", "protonmail.com", "fastmail.com", "gmx.de", "web.de", "yandex.ru", "mail.ru", "qq.com", "naver.com", "yahoo.co.jp", "orange.fr", "libero.it", "live.co.uk"}
var corpDomains = []string{"acme.io", "globex.com", "initech.dev", "hooli.xyz", "piedpiper.com", "umbrella-corp.net", "wayne-ent.com", "contoso.com", "fabrikam.com", "northwind.io", "tailspin.dev", "example.com", "example.org", "bigcorp.co.uk", "startup.ai", "shopify-store.de", "lumen.app", "kestrel.tech", "brightwave.io", "orbital.cloud"}

func handle() string {
	f, l := ascii(firstName()), ascii(lastName())
	switch rn(5) {
	case 0:
		return f + l[:1] + fmt.Sprint(rr(1, 99))
	case 1:
		return f + "-" + l
	case 2:
		return f[:1] + l
	case 3:
		return f + "dev"
	default:
		return l + fmt.Sprint(rr(70, 99))
	}
}

func emailAt(domain string) string { return emailFor(firstName(), lastName(), domain) }

func emailFor(first, last, domain string) string {
	f, l := ascii(first), ascii(last)
	var local string
	switch rn(6) {
	case 0:
		local = f + "." + l
	case 1:
		local = f[:1] + l
	case 2:
		local = f + "_" + l + fmt.Sprint(rr(1, 99))
	case 3:
		local = f
	case 4:
		local = f + "+" + pick("test", "dev", "staging", "spam", "github", "qa") + fmt.Sprint(rr(1, 9))
	default:
		local = f + l + fmt.Sprint(rr(1980, 2005))
	}
	return local + "@" + domain
}

func email() string {
	switch rn(10) {
	case 0, 1, 2, 3:
		return emailAt(pickS(freeDomains))
	case 4:
		return fmt.Sprintf("%d+%s@users.noreply.github.com", rr(100000, 99999999), handle())
	default:
		return emailAt(pickS(corpDomains))
	}
}
func workEmail() string { return emailAt(pickS(corpDomains)) }

// ---------- phones ----------

func nanp() (string, string, string) {
	for {
		a := fmt.Sprintf("%d%d%d", rr(2, 9), rn(9), rn(10))
		if a[1] == '1' && a[2] == '1' || a == "555" {
			continue
		}
		e := fmt.Sprintf("%d%d%d", rr(2, 9), rn(10), rn(10))
		if e[1] == '1' && e[2] == '1' || e == "555" {
			continue
		}
		return a, e, fmt.Sprintf("%04d", rn(10000))
	}
}

func phoneUS() string {
	a, e, l := nanp()
	switch rn(8) {
	case 0:
		return a + "-" + e + "-" + l
	case 1:
		return "(" + a + ") " + e + "-" + l
	case 2:
		return a + "." + e + "." + l
	case 3:
		return "+1" + a + e + l
	case 4:
		return "+1 " + a + " " + e + " " + l
	case 5:
		return "+1-" + a + "-" + e + "-" + l
	case 6:
		return "+1 (" + a + ") " + e + "-" + l
	default:
		return "1-" + a + "-" + e + "-" + l
	}
}

func phoneE164US() string { a, e, l := nanp(); return "+1" + a + e + l }

func phoneIntl() string {
	switch rn(11) {
	case 0:
		return fmt.Sprintf("+44 7%d%02d %06d", rr(4, 9), rn(100), rn(1000000))
	case 1:
		return fmt.Sprintf("+49 %d %d", pick(30, 89, 40, 221, 151, 160, 176), rr(1000000, 99999999))
	case 2:
		return fmt.Sprintf("+33 %d %02d %02d %02d %02d", rr(1, 7), rn(100), rn(100), rn(100), rn(100))
	case 3:
		return fmt.Sprintf("+91 %d%04d %05d", rr(6, 9), rn(10000), rn(100000))
	case 4:
		return fmt.Sprintf("+81 %d0-%04d-%04d", rr(7, 9), rn(10000), rn(10000))
	case 5:
		return fmt.Sprintf("+55 %d 9%04d-%04d", pick(11, 21, 31, 41, 51), rn(10000), rn(10000))
	case 6:
		return fmt.Sprintf("+61 4%02d %03d %03d", rn(100), rn(1000), rn(1000))
	case 7:
		return fmt.Sprintf("+34 6%02d %02d %02d %02d", rn(100), rn(100), rn(100), rn(100))
	case 8:
		return fmt.Sprintf("+31 6 %08d", rn(100000000))
	case 9:
		return fmt.Sprintf("+447%d%08d", rr(4, 9), rn(100000000))
	default:
		return fmt.Sprintf("+52 %d %04d %04d", pick(33, 55, 81), rn(10000), rn(10000))
	}
}

func phone() string {
	if chance(0.55) {
		return phoneUS()
	}
	return phoneIntl()
}

func phoneE164() string {
	if chance(0.5) {
		return phoneE164US()
	}
	return strings.NewReplacer(" ", "", "-", "").Replace(phoneIntl())
}

// ---------- ssn / cards ----------

func ssn() string {
	for {
		a := rr(1, 899)
		if a == 666 {
			continue
		}
		v := fmt.Sprintf("%03d-%02d-%04d", a, rr(1, 99), rr(1, 9999))
		if v == "078-05-1120" || v == "219-09-9999" || v == "123-45-6789" || strings.HasPrefix(v, "987-65-432") {
			continue
		}
		return v
	}
}

func itin() string {
	g := pick(rr(50, 65), rr(70, 88), rr(90, 92), rr(94, 99))
	return fmt.Sprintf("9%02d-%02d-%04d", rn(100), g, rr(1, 9999))
}

func luhnSum(s string) int {
	sum := 0
	dbl := false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return sum
}
func luhnOK(s string) bool { return luhnSum(s)%10 == 0 }

func luhnComplete(prefix string, n int) string {
	s := prefix + rs(digits, n-len(prefix)-1)
	for c := byte('0'); c <= '9'; c++ {
		if luhnOK(s + string(c)) {
			return s + string(c)
		}
	}
	panic("luhn")
}

var testPANs = map[string]bool{"4242424242424242": true, "4111111111111111": true, "5555555555554444": true, "4000056655665556": true, "378282246310005": true, "6011111111111117": true, "5105105105105100": true, "4000000000000002": true, "4000000000009995": true, "4000002500003155": true}

func cardDigits() string {
	for {
		var c string
		switch rn(7) {
		case 0, 1, 2:
			c = luhnComplete("4", 16)
		case 3:
			c = luhnComplete(fmt.Sprint(rr(51, 55)), 16)
		case 4:
			c = luhnComplete(fmt.Sprint(rr(2221, 2720)), 16)
		case 5:
			c = luhnComplete(pick("34", "37"), 15)
		default:
			c = luhnComplete(pick("6011", "65", fmt.Sprint(rr(3528, 3589))), 16)
		}
		if !testPANs[c] {
			return c
		}
	}
}

func groupCard(c, sep string) string {
	if len(c) == 15 {
		return c[:4] + sep + c[4:10] + sep + c[10:]
	}
	return c[:4] + sep + c[4:8] + sep + c[8:12] + sep + c[12:]
}

func card() string {
	c := cardDigits()
	switch rn(3) {
	case 0:
		return c
	case 1:
		return groupCard(c, " ")
	default:
		return groupCard(c, "-")
	}
}

// a number that must not be taken for a card: non-Luhn or no issuer prefix
func notCard(s string) bool {
	if len(s) < 13 || len(s) > 19 {
		return true
	}
	if !luhnOK(s) {
		return true
	}
	return !strings.ContainsAny(s[:1], "23456")
}

// ---------- look-alikes ----------

func sha1hex() string   { return sec(hexl, 40) }
func shortSHA() string  { return sec(hexl, pick(7, 7, 8, 10, 12)) }
func sha256hex() string { return sec(hexl, 64) }
func md5hex() string    { return sec(hexl, 32) }
func uuid4() string {
	h := sec(hexl, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[rn(4)]) + h[17:20] + "-" + h[20:]
}
func uuid7() string {
	ms := int64(1710000000000 + rn(60000000000))
	h := fmt.Sprintf("%012x", ms) + sec(hexl, 20)
	return h[:8] + "-" + h[8:12] + "-7" + h[13:16] + "-" + string("89ab"[rn(4)]) + h[17:20] + "-" + h[20:32]
}
func semver() string { return fmt.Sprintf("%d.%d.%d", rr(0, 9), rr(0, 30), rr(0, 20)) }
func vsemver() string {
	return "v" + semver()
}
func ipPriv() string {
	switch rn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rn(256), rn(256), rr(2, 254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", rn(256), rr(2, 254))
	default:
		return fmt.Sprintf("172.%d.%d.%d", rr(16, 31), rn(256), rr(2, 254))
	}
}
func ipPub() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick(104, 34, 35, 52, 13, 151, 142, 185, 140), rn(256), rn(256), rr(2, 254))
}
func port() int {
	return pick(80, 443, 3000, 5000, 5173, 5432, 6379, 8000, 8080, 8443, 9090, 9200, 27017, 3306, 4200, 8081, 15672, 5672, 2379, 6443)
}

type ts struct{ y, mo, d, h, mi, s, ms int }

func rts() ts {
	return ts{rr(2023, 2025), rr(1, 12), rr(1, 28), rn(24), rn(60), rn(60), rn(1000)}
}
func (t ts) iso() string {
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", t.y, t.mo, t.d, t.h, t.mi, t.s, t.ms)
}
func (t ts) isoS() string {
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02dZ", t.y, t.mo, t.d, t.h, t.mi, t.s)
}
func (t ts) sp() string {
	return fmt.Sprintf("%04d-%02d-%02d %02d:%02d:%02d", t.y, t.mo, t.d, t.h, t.mi, t.s)
}
func (t ts) date() string { return fmt.Sprintf("%04d-%02d-%02d", t.y, t.mo, t.d) }
func (t ts) clock() string {
	return fmt.Sprintf("%02d:%02d:%02d", t.h, t.mi, t.s)
}

var months = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func (t ts) syslog() string {
	return fmt.Sprintf("%s %2d %02d:%02d:%02d", months[t.mo-1], t.d, t.h, t.mi, t.s)
}
func (t ts) git() string {
	return fmt.Sprintf("%s %s %d %02d:%02d:%02d %d %s", pick("Mon", "Tue", "Wed", "Thu", "Fri"), months[t.mo-1], t.d, t.h, t.mi, t.s, t.y, pick("+0000", "-0700", "+0100", "+0530", "-0500", "+0900"))
}
func epochMs() string { return fmt.Sprint(int64(1690000000000 + r.Int64N(80000000000))) }
func epochS() string  { return fmt.Sprint(1690000000 + rn(80000000)) }
func snowflake() string {
	for {
		var s string
		if chance(0.6) {
			s = fmt.Sprint(int64(1100000000000000000 + r.Int64N(200000000000000000)))
		} else {
			s = fmt.Sprint(int64(700000000000000000 + r.Int64N(290000000000000000)))
		}
		if notCard(s) {
			return s
		}
	}
}
func bigDec(n int) string { // decimal id that is not a card
	for {
		s := dg(n)
		if notCard(s) {
			return s
		}
	}
}
func dockerDigest() string { return "sha256:" + sha256hex() }
func b64blob(n int) string {
	bs := make([]byte, n)
	for i := range bs {
		bs[i] = byte(rn(256))
	}
	return base64.StdEncoding.EncodeToString(bs)
}
func sri() string { return pick("sha384-", "sha512-") + b64blob(pick(48, 64)) }
func goSumHash() string {
	return "h1:" + b64blob(32)
}

var pkgs = []string{"lodash", "react", "react-dom", "axios", "express", "next", "typescript", "webpack", "vite", "eslint", "jest", "zod", "prisma", "@prisma/client", "@types/node", "@types/react", "@angular/core", "@nestjs/common", "@aws-sdk/client-s3", "@tanstack/react-query", "@vitejs/plugin-react", "@testing-library/react", "tailwindcss", "dotenv", "jsonwebtoken", "passport-jwt", "mongoose", "pg", "redis", "stripe", "@sendgrid/mail", "twilio", "openai", "@anthropic-ai/sdk", "discord.js", "@slack/bolt"}

func pkgAt() string { return pickS(pkgs) + "@" + semver() }

var envNames = []string{"DATABASE_URL", "REDIS_URL", "NODE_ENV", "PORT", "LOG_LEVEL", "AWS_REGION", "SENTRY_DSN", "NEXT_PUBLIC_API_URL", "VITE_API_BASE", "JWT_EXPIRES_IN", "CORS_ORIGIN", "S3_BUCKET", "FEATURE_FLAGS", "OTEL_EXPORTER_OTLP_ENDPOINT", "KAFKA_BROKERS", "RAILS_ENV", "DJANGO_SETTINGS_MODULE", "GOMAXPROCS", "JAVA_OPTS", "ASPNETCORE_ENVIRONMENT"}

var placeholders = []string{"YOUR_API_KEY", "<token>", "<YOUR_TOKEN>", "$TOKEN", "${API_TOKEN}", "xxxxxxxxxxxxxxxxxxxxxxxx", "REDACTED", "<redacted>", "your-token-here", "{{token}}", "YOUR_ACCESS_TOKEN", "<api-key>", "$ACCESS_TOKEN", "***"}

func placeholder() string { return pickS(placeholders) }

// vendor-shaped placeholders
func vendorPH(vendor string) string {
	switch vendor {
	case "github":
		return pick("ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ghp_...", "<your-github-pat>", "${{ secrets.GITHUB_TOKEN }}")
	case "stripe":
		return pick("sk_live_...", "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "sk_live_YOUR_KEY_HERE", "<STRIPE_SECRET_KEY>")
	case "slack":
		return pick("xoxb-your-token-here", "xoxb-...", "xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX")
	case "openai":
		return pick("sk-...", "sk-proj-...", "sk-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<OPENAI_API_KEY>")
	case "anthropic":
		return pick("sk-ant-...", "sk-ant-api03-...", "<ANTHROPIC_API_KEY>")
	case "sendgrid":
		return pick("SG.xxxxx.yyyyy", "SG.your_key_here", "<SENDGRID_API_KEY>")
	case "npm":
		return pick("npm_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "${NPM_TOKEN}", "npm_...")
	case "huggingface":
		return pick("hf_...", "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<HF_TOKEN>")
	case "gitlab":
		return pick("glpat-xxxxxxxxxxxxxxxxxxxx", "$CI_JOB_TOKEN", "<gitlab-token>")
	}
	return placeholder()
}

func fakePhone() string {
	return pick("(555) 555-5555", "123-456-7890", "+1 000-000-0000", "000-000-0000", "+15555555555", "555-0100", "555-0123", "0000000000", "+1.0000000000", "(123) 456-7890")
}
func fakeEmail() string {
	return pick("user@localhost", "test@test", "jane@localhost", "admin@localhost", "<EMAIL>", "{{email}}", "user_${i}@test", "REDACTED_EMAIL", "foo@bar", "me@host")
}
func fakeSSN() string {
	return pick("000-00-0000", "XXX-XX-1234", "***-**-6789", "xxx-xx-xxxx", "000-12-3456", "666-00-0000")
}
func fakeCard() string {
	return pick("**** **** **** 4242", "XXXX-XXXX-XXXX-1881", "•••• •••• •••• 0005", "4242", "0000 0000 0000 0000", "1234 5678 9012 3456")
}
