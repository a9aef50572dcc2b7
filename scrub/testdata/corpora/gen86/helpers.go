package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(86))

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

// B collects labels for one line.
type B struct {
	pii  []P
	keep []string
}

func (b *B) p(f, v string) string { b.pii = append(b.pii, P{f, v}); return v }
func (b *B) k(v string) string    { b.keep = append(b.keep, v); return v }

func (b *B) email() string       { return b.p("email", email()) }
func (b *B) phone() string       { return b.p("phone", phone()) }
func (b *B) ssn() string         { return b.p("ssn", ssn()) }
func (b *B) card() string        { return b.p("credit_card", cardFmt()) }
func (b *B) jwt() string         { return b.p("jwt", jwt()) }
func (b *B) sec(v string) string { return b.p("bearer", v) }

func pick(l ...string) string { return l[r.Intn(len(l))] }
func pickL(l []string) string { return l[r.Intn(len(l))] }
func rng(a, b int) int        { return a + r.Intn(b-a+1) }

const (
	dig   = "0123456789"
	hexc  = "0123456789abcdef"
	alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b64u  = alnum + "-_"
	b64s  = alnum + "+/"
	lower = "abcdefghijklmnopqrstuvwxyz"
)

func rs(n int, set string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}
func digits(n int) string { return rs(n, dig) }
func hexs(n int) string   { return rs(n, hexc) }

// strong random alnum: guarantee digits and capitals
func tok(n int) string {
	for {
		s := rs(n, alnum)
		var d, u, l int
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			default:
				l++
			}
		}
		if d >= 2 && u >= 2 && l >= 2 {
			return s
		}
	}
}

var firsts = []string{"Jane", "Omar", "Priya", "Lukas", "Sofia", "Wei", "Mateo", "Aisha", "Kenji", "Olga", "Tomasz", "Chloe", "Rahul", "Fatima", "Diego", "Ingrid", "Noah", "Amara", "Yuki", "Lars", "Elena", "Marcus", "Hana", "Pablo", "Grace", "Dmitri", "Leila", "Connor", "Mei", "Arjun", "Zoe", "Felix", "Nadia", "Hugo", "Ines", "Tariq", "Camille", "Jonas", "Bianca", "Samir", "Ruth", "Emeka", "Sienna", "Viktor", "Ana", "Mohammed", "Keiko", "Brandon", "Laura", "Tobias"}
var lasts = []string{"Okafor", "Schmidt", "Nakamura", "Rossi", "Kowalski", "Fernandes", "Chen", "Haddad", "Larsen", "Dubois", "Patel", "Gonzalez", "Novak", "Ivanova", "Murphy", "Svensson", "Kim", "Moreau", "Silva", "Hoffmann", "Tanaka", "Reyes", "Ahmed", "Bauer", "Costa", "Walsh", "Singh", "Lindqvist", "Petrov", "Garcia", "O'Neill", "Yilmaz", "Nguyen", "Andersen", "Romero", "Fischer", "Brennan", "Castillo", "Weber", "Kapoor"}
var freeDomains = []string{"gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "hotmail.co.uk", "gmx.de", "web.de", "yandex.ru", "qq.com", "naver.com", "orange.fr", "libero.it", "fastmail.com", "hey.com"}
var orgDomains = []string{"acme-corp.io", "northwind.dev", "globex.com", "initech.co", "umbrella-labs.net", "hooli.xyz", "stark-industries.com", "wayneent.org", "cyberdyne.ai", "piedpiper.io", "vandelay.co.uk", "soylent.de", "tyrell.systems", "massive-dynamic.com", "aperture-science.eu", "monarch-fin.com", "bluthco.com", "dunder-mifflin.us", "kestrel-pay.io", "fjord-analytics.no"}

func person() (string, string) { return pickL(firsts), pickL(lasts) }

func slug(s string) string {
	s = strings.ToLower(s)
	s = strings.ReplaceAll(s, "'", "")
	return s
}

func emailFor(f, l string) string {
	f, l = slug(f), slug(l)
	switch r.Intn(9) {
	case 0:
		return f + "." + l + "@" + pickL(orgDomains)
	case 1:
		return f[:1] + l + "@" + pickL(orgDomains)
	case 2:
		return f + "." + l + digits(rng(1, 3)) + "@" + pickL(freeDomains)
	case 3:
		return f + "_" + l + "@" + pickL(freeDomains)
	case 4:
		return f + l + digits(2) + "@" + pickL(freeDomains)
	case 5:
		return f + "+" + pick("github", "ci", "test", "dev", "spam") + digits(1) + "@" + pickL(freeDomains)
	case 6:
		return l + "." + f + "@" + pick("eng.", "dev.", "corp.", "") + pickL(orgDomains)
	case 7:
		return digits(rng(6, 9)) + "+" + f + l[:1] + "@users.noreply.github.com"
	default:
		return f + digits(rng(2, 4)) + "@" + pickL(freeDomains)
	}
}
func email() string { f, l := person(); return emailFor(f, l) }

var usAreas = []string{"212", "415", "646", "312", "617", "206", "512", "303", "404", "702", "919", "971", "720", "347", "213", "305", "469", "503", "602", "708", "781", "818", "857", "929", "973", "248", "614", "774"}

func nanpParts() (string, string, string) {
	a := pickL(usAreas)
	var e string
	for {
		e = fmt.Sprintf("%d%s", rng(2, 9), digits(2))
		if e != "555" && e[1:] != "11" {
			break
		}
	}
	return a, e, digits(4)
}

func usPhone() string {
	a, e, l := nanpParts()
	switch r.Intn(6) {
	case 0:
		return "(" + a + ") " + e + "-" + l
	case 1:
		return a + "-" + e + "-" + l
	case 2:
		return a + "." + e + "." + l
	case 3:
		return "+1 " + a + " " + e + " " + l
	case 4:
		return "+1-" + a + "-" + e + "-" + l
	default:
		return "+1" + a + e + l
	}
}

func intlPhone() string {
	switch r.Intn(11) {
	case 0: // UK mobile
		n := "7" + pick("4", "5", "7", "8", "9") + digits(2)
		s := digits(6)
		if r.Intn(2) == 0 {
			return "+44 " + n + " " + s
		}
		return "0" + n + " " + s
	case 1: // DE mobile
		p := pick("151", "152", "160", "170", "171", "176", "157")
		if r.Intn(2) == 0 {
			return "+49 " + p + " " + digits(7)
		}
		return "+49 " + p + " " + digits(4) + " " + digits(4)
	case 2: // FR
		x := pick("6", "7")
		return "+33 " + x + " " + digits(2) + " " + digits(2) + " " + digits(2) + " " + digits(2)
	case 3: // IN
		return "+91 " + pick("98", "99", "97", "93", "88", "70") + digits(3) + " " + digits(5)
	case 4: // BR
		return "+55 " + pick("11", "21", "31", "41", "51") + " 9" + digits(4) + "-" + digits(4)
	case 5: // JP
		return "+81 " + pick("90", "80", "70") + "-" + digits(4) + "-" + digits(4)
	case 6: // AU
		return "+61 4" + digits(2) + " " + digits(3) + " " + digits(3)
	case 7: // NL
		return "+31 6 " + digits(8)
	case 8: // ES
		return "+34 6" + digits(2) + " " + digits(3) + " " + digits(3)
	case 9: // DE landline trunk
		return pick("030", "089", "040", "0221", "069") + " " + digits(8)
	default: // E.164 compact
		if r.Intn(2) == 0 {
			return "+447" + pick("4", "5", "7", "8", "9") + digits(8)
		}
		return "+4917" + pick("0", "1", "6") + digits(7)
	}
}

func phone() string {
	if r.Intn(2) == 0 {
		return usPhone()
	}
	return intlPhone()
}

// E.164 compact
func e164() string {
	switch r.Intn(4) {
	case 0:
		a, e, l := nanpParts()
		return "+1" + a + e + l
	case 1:
		return "+447" + pick("4", "5", "7", "8", "9") + digits(8)
	case 2:
		return "+4915" + pick("1", "2", "7") + digits(8)
	default:
		return "+3361" + digits(7)
	}
}

func ssnRaw() (string, string, string) {
	var a int
	for {
		a = rng(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", rng(1, 99)), fmt.Sprintf("%04d", rng(1, 9999))
}
func ssn() string { a, g, s := ssnRaw(); return a + "-" + g + "-" + s }
func itin() string {
	grp := []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}
	return fmt.Sprintf("9%02d-%02d-%04d", rng(0, 99), grp[r.Intn(len(grp))], rng(1, 9999))
}

func luhnComplete(prefix string, n int) string {
	s := prefix + digits(n-len(prefix)-1)
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return s + string(byte('0'+(10-sum%10)%10))
}
func luhnOK(s string) bool {
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// cardRaw returns digits and brand
func cardRaw() (string, string) {
	switch r.Intn(8) {
	case 0, 1:
		return luhnComplete("4"+digits(1), 16), "visa"
	case 2:
		return luhnComplete(pick("51", "52", "53", "54", "55"), 16), "mc"
	case 3:
		return luhnComplete(fmt.Sprint(rng(2221, 2720)), 16), "mc"
	case 4:
		return luhnComplete(pick("34", "37"), 15), "amex"
	case 5:
		return luhnComplete(pick("6011", "65"+digits(1)), 16), "discover"
	case 6:
		return luhnComplete(fmt.Sprint(rng(3528, 3589)), 16), "jcb"
	default:
		return luhnComplete("62"+fmt.Sprint(rng(2, 8)), 16), "unionpay"
	}
}

func group(s string, sizes ...int) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		parts = append(parts, s[i:i+n])
		i += n
	}
	return strings.Join(parts, " ")
}

func cardFmt() string {
	c, brand := cardRaw()
	sep := pick(" ", "-", "")
	if brand == "amex" {
		if sep == "" {
			return c
		}
		return strings.ReplaceAll(group(c, 4, 6, 5), " ", sep)
	}
	if sep == "" {
		return c
	}
	return strings.ReplaceAll(group(c, 4, 4, 4, 4), " ", sep)
}
func cardPlain() string { c, _ := cardRaw(); return c }

func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func jwt() string {
	var h string
	switch r.Intn(4) {
	case 0:
		h = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		h = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, hexs(16))
	case 2:
		h = `{"typ":"JWT","alg":"HS512"}`
	default:
		h = fmt.Sprintf(`{"alg":"ES256","typ":"JWT","kid":"%s"}`, tok(10))
	}
	f, l := person()
	iat := 1700000000 + r.Intn(60000000)
	var pl string
	switch r.Intn(3) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"%s","name":"%s %s","iat":%d,"exp":%d}`, digits(8), f, l, iat, iat+3600)
	case 1:
		pl = fmt.Sprintf(`{"iss":"https://auth.%s/","sub":"auth0|%s","aud":"api","iat":%d,"exp":%d,"scope":"read:orders"}`, pickL(orgDomains), hexs(24), iat, iat+86400)
	default:
		pl = fmt.Sprintf(`{"user_id":%d,"email":"%s","role":"%s","exp":%d}`, rng(1000, 999999), emailFor(f, l), pick("admin", "user", "reviewer"), iat)
	}
	sigLen := pick("32", "64", "256")
	n := 32
	if sigLen == "64" {
		n = 64
	} else if sigLen == "256" {
		n = 256
	}
	sig := make([]byte, n)
	for i := range sig {
		sig[i] = byte(r.Intn(256))
	}
	return b64url([]byte(h)) + "." + b64url([]byte(pl)) + "." + b64url(sig)
}

func sha() string   { return hexs(40) }
func short() string { return hexs(rng(7, 12)) }
func ver() string   { return fmt.Sprintf("%d.%d.%d", rng(0, 9), rng(0, 30), rng(0, 40)) }
func date() string  { return fmt.Sprintf("2025-%02d-%02d", rng(1, 12), rng(1, 28)) }
func gitDate() string {
	return fmt.Sprintf("%s %s %d %02d:%02d:%02d 2025 %s", pick("Mon", "Tue", "Wed", "Thu", "Fri"), pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Sep", "Oct", "Nov"), rng(1, 28), rng(0, 23), rng(0, 59), rng(0, 59), pick("+0200", "-0700", "+0000", "+0530", "-0500"))
}
func hunk() string {
	a := rng(1, 400)
	return fmt.Sprintf("@@ -%d,%d +%d,%d @@", a, rng(3, 12), a+rng(0, 9), rng(3, 14))
}
func issue() string { return fmt.Sprintf("#%d", rng(100, 19999)) }
func uuid() string {
	return hexs(8) + "-" + hexs(4) + "-4" + hexs(3) + "-" + pick("8", "9", "a", "b") + hexs(3) + "-" + hexs(12)
}
func indexLine() string {
	return fmt.Sprintf("index %s..%s 100644", hexs(7), hexs(7))
}

func password() string {
	switch r.Intn(5) {
	case 0:
		return pick("Winter", "Harbor", "Falcon", "Copper", "Maple", "Orbit", "Tundra", "Velvet") + fmt.Sprint(rng(10, 2099)) + pick("!", "#", "$", "%", "?", "&") + rs(2, lower)
	case 1:
		return tok(rng(16, 24))
	case 2:
		return rs(4, lower) + pick("-", ".", "_") + tok(6) + pick("!", "@", "#", "*") + digits(2)
	case 3:
		return tok(12) + pick("=", "^", "~")
	default:
		return strings.ToUpper(rs(1, lower)) + rs(5, lower) + digits(3) + pick("!", "$", "%") + rs(3, lower)
	}
}

func pemBody(lines int) []string {
	out := make([]string, lines)
	for i := range out {
		out[i] = rs(64, b64s)
	}
	out[0] = "MII" + pick("E", "J", "G") + rs(61, b64s)
	return out
}

func awsKeyID() string  { return "AKIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") }
func awsSecret() string { return tok(30) + rs(10, b64s) }

func ghp() string { return "ghp_" + tok(36) }
func gho() string { return "gho_" + tok(36) }
func ghPat() string {
	return "github_pat_11" + rs(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "_" + tok(59)
}
func glpat() string { return "glpat-" + rs(20, b64u) }
func xoxb() string  { return "xoxb-" + digits(12) + "-" + digits(13) + "-" + tok(24) }
func xoxp() string {
	return "xoxp-" + digits(11) + "-" + digits(12) + "-" + digits(13) + "-" + hexs(32)
}
func skLive() string    { return "sk_live_51" + tok(96) }
func rkLive() string    { return "rk_live_51" + tok(60) }
func skProj() string    { return "sk-proj-" + rs(156, b64u) }
func skAnt() string     { return "sk-ant-api03-" + rs(93, b64u) + "AA" }
func npmTok() string    { return "npm_" + tok(36) }
func hfTok() string     { return "hf_" + tok(34) }
func sgKey() string     { return "SG." + rs(22, b64u) + "." + rs(43, b64u) }
func aiza() string      { return "AIza" + rs(35, b64u) }
func shpat() string     { return "shpat_" + hexs(32) }
func dopV1() string     { return "dop_v1_" + hexs(64) }
func whsec() string     { return "whsec_" + tok(32) }
func pypiTok() string   { return "pypi-AgEIcHlwaS5vcmc" + rs(150, b64u) }
func dckr() string      { return "dckr_pat_" + rs(27, b64u) }
func twilioTok() string { return hexs(32) }
func twilioSID() string { return "AC" + hexs(32) }
func telegram() string  { return fmt.Sprintf("%d:AA%s", rng(100000000, 7999999999), rs(33, b64u)) }
func slackHook() string {
	return "https://hooks.slack.com/services/T" + rs(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "/B" + rs(10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "/"
}
func slackHookSecret() string { return tok(24) }
func vaultTok() string        { return "hvs.CAESI" + tok(86) }
func pkLive() string          { return "pk_live_51" + tok(60) }
func hexSecret(n int) string  { return hexs(n) }
func basic(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}
func b64std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
func sshPub() string         { return "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, b64s) }
func sha512i() string        { return "sha512-" + rs(86, b64s) + "==" }
func user() string           { f, l := person(); return slug(f)[:1] + slug(l) }
func repo() string {
	return pick("billing-api", "web-frontend", "infra", "payments-svc", "mobile-app", "data-pipeline", "auth-service", "notifier", "checkout", "crm-sync")
}
func branch() string {
	return pick("feature/", "fix/", "chore/", "hotfix/") + pick("sms-verify", "stripe-migration", "rotate-keys", "user-import", "gdpr-export", "kyc-flow", "retry-backoff", "ci-cache") + "-" + fmt.Sprint(rng(10, 999))
}
func file() string {
	return pick("src/config/settings.py", "config/application.yml", "internal/notify/sms.go", "app/models/user.rb", "src/services/payment.ts", "lib/billing/invoice.php", "src/main/java/com/acme/UserService.java", "Services/CustomerService.cs", "src/handlers/auth.rs", "app/src/main/kotlin/Api.kt", "Sources/App/Client.swift", "scripts/deploy.sh", "db/seeds.sql")
}
