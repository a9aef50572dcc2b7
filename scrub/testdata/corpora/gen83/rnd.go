package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
)

const (
	csLower  = "abcdefghijklmnopqrstuvwxyz"
	csUpper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	csDigit  = "0123456789"
	csHex    = "0123456789abcdef"
	csHEX    = "0123456789ABCDEF"
	csAlnum  = csUpper + csLower + csDigit
	csUpAl   = csUpper + csDigit
	csLoAl   = csLower + csDigit
	csB64    = csAlnum + "+/"
	csB64u   = csAlnum + "-_"
	csB32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	csPwSym  = "!#%*-_.+=?@^~"
	csUrlSym = "-_.~"
)

func (g *G) str(cs string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = cs[g.r.Intn(len(cs))]
	}
	return string(b)
}

// mixed draws from cs but makes sure a digit, a capital and a small letter occur
// (real generated secrets almost always hold all three).
func (g *G) mixed(cs string, n int) string {
	for {
		s := g.str(cs, n)
		if n < 8 || ((!strings.ContainsAny(cs, csDigit) || strings.ContainsAny(s, csDigit)) &&
			(!strings.ContainsAny(cs, csUpper) || strings.ContainsAny(s, csUpper)) &&
			(!strings.ContainsAny(cs, csLower) || strings.ContainsAny(s, csLower))) {
			return s
		}
	}
}

func (g *G) alnum(n int) string { return g.mixed(csAlnum, n) }
func (g *G) hex(n int) string {
	for {
		s := g.str(csHex, n)
		if n < 6 || (strings.ContainsAny(s, csDigit) && strings.ContainsAny(s, "abcdef")) {
			return s
		}
	}
}
func (g *G) b64(n int) string  { return g.mixed(csB64, n) }
func (g *G) b64u(n int) string { return g.mixed(csB64u, n) }
func (g *G) digits(n int) string {
	s := g.str("123456789", 1) + g.str(csDigit, n-1)
	return s
}
func (g *G) upal(n int) string {
	for {
		s := g.str(csUpAl, n)
		if strings.ContainsAny(s, csDigit) && strings.ContainsAny(s, csUpper) {
			return s
		}
	}
}
func (g *G) loal(n int) string {
	for {
		s := g.str(csLoAl, n)
		if strings.ContainsAny(s, csDigit) && strings.ContainsAny(s, csLower) {
			return s
		}
	}
}
func (g *G) uuid() string {
	h := g.str(csHex, 32)
	v := "4" + h[13:16]
	vr := string("89ab"[g.r.Intn(4)]) + h[17:20]
	return h[0:8] + "-" + h[8:12] + "-" + v + "-" + vr + "-" + h[20:32]
}
func b64enc(s string) string  { return base64.StdEncoding.EncodeToString([]byte(s)) }
func b64uenc(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) rawBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b
}

// b64bytes is the standard base64 of n random bytes, padded.
func (g *G) b64bytes(n int) string { return base64.StdEncoding.EncodeToString(g.rawBytes(n)) }

// ---- words and people ----

var firstNames = []string{"jane", "priya", "lukas", "mateo", "aisha", "wei", "kenji", "olga", "tomasz", "fatima", "diego", "sofia", "noah", "emma", "ravi", "ines", "hannah", "omar", "chloe", "yusuf", "camille", "erik", "ana", "marek", "leila", "daniel", "mei", "sven", "nadia", "arjun", "julia", "kwame", "lucia", "ben", "zoe", "hiroshi", "ingrid", "pablo", "amara", "felix", "grace", "tariq", "elena", "jonas", "keiko", "rafael", "sara", "viktor", "maya", "connor", "aditi", "bruno", "lea", "samir", "ruth", "oskar", "nia", "dmitri", "isabel", "theo"}
var lastNames = []string{"doe", "raman", "schmidt", "garcia", "okafor", "zhang", "tanaka", "ivanova", "nowak", "haddad", "fernandez", "rossi", "miller", "dubois", "patel", "moreau", "weber", "farouk", "martin", "yilmaz", "lefevre", "lindqvist", "costa", "kowalski", "nasser", "chen", "berg", "petrova", "iyer", "novak", "mensah", "romero", "clarke", "kim", "sato", "hansen", "ortiz", "adeyemi", "wagner", "murphy", "kaur", "silva", "jansen", "hughes", "volkov", "sanchez", "obrien", "nakamura", "fischer", "alvarez", "park", "walsh", "eriksen", "reyes", "bauer", "khan", "lopez", "mueller", "brennan", "suzuki"}
var coWords = []string{"acme", "northwind", "globex", "initech", "hooli", "umbrella", "contoso", "fabrikam", "tailspin", "lumen", "brightlane", "quantia", "helixa", "corvid", "orbitly", "nimbus", "ferrous", "kestrel", "bluefin", "tessera", "pinecone", "marlow", "vantage", "solace", "arbor", "zephyr", "cobalt", "meridian", "halcyon", "juniper", "sable", "polaris", "redwood", "ember", "quarry", "lattice", "parcel", "fjord", "oakridge", "cinder"}
var coSuffix = []string{"", "", "-labs", "-corp", "hq", "-io", "tech", "-cloud", "-systems", "app"}
var tlds = []string{".com", ".io", ".dev", ".co", ".net", ".de", ".co.uk", ".fr", ".com.br", ".nl", ".app", ".cloud", ".ai", ".se", ".es", ".ch", ".com.au", ".in", ".pl"}
var freeMail = []string{"gmail.com", "outlook.com", "proton.me", "yahoo.com", "gmx.de", "web.de", "icloud.com", "hey.com", "fastmail.com", "hotmail.co.uk", "protonmail.com", "mail.ru", "yandex.com", "qq.com", "orange.fr", "libero.it"}
var services = []string{"billing", "checkout", "orders", "payments", "auth", "search", "catalog", "notify", "ledger", "inventory", "gateway", "reports", "users", "shipping", "analytics", "webhooks", "media", "pricing", "accounts", "scheduler"}
var envs = []string{"prod", "production", "staging", "stage", "dev", "qa", "uat", "preprod", "sandbox"}
var awsRegions = []string{"us-east-1", "us-east-2", "us-west-2", "eu-west-1", "eu-central-1", "eu-north-1", "ap-southeast-1", "ap-northeast-1", "ap-south-1", "sa-east-1", "ca-central-1", "eu-west-2"}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (g *G) first() string { return firstNames[g.r.Intn(len(firstNames))] }
func (g *G) last() string  { return lastNames[g.r.Intn(len(lastNames))] }
func (g *G) fullName() string {
	return title(g.first()) + " " + title(g.last())
}
func (g *G) co() string { return coWords[g.r.Intn(len(coWords))] }
func (g *G) domain() string {
	return g.co() + coSuffix[g.r.Intn(len(coSuffix))] + tlds[g.r.Intn(len(tlds))]
}
func (g *G) svc() string    { return services[g.r.Intn(len(services))] }
func (g *G) env() string    { return envs[g.r.Intn(len(envs))] }
func (g *G) region() string { return awsRegions[g.r.Intn(len(awsRegions))] }

// emailFor builds an address for a named person at a domain.
func (g *G) emailFor(f, l, dom string) string {
	var local string
	switch g.r.Intn(9) {
	case 0, 1, 2:
		local = f + "." + l
	case 3:
		local = f[:1] + l
	case 4:
		local = f
	case 5:
		local = f + "_" + l
	case 6:
		local = f + "." + l + "+" + g.pick("ci", "npm", "alerts", "github", "oncall", "dev")
	case 7:
		local = f + l[:1] + fmt.Sprint(g.n(1, 99))
	default:
		local = f + "-" + l
	}
	return local + "@" + dom
}
func (g *G) email() string {
	if g.chance(0.3) {
		return g.emailFor(g.first(), g.last(), freeMail[g.r.Intn(len(freeMail))])
	}
	return g.emailFor(g.first(), g.last(), g.domain())
}
func (g *G) workEmail(dom string) string { return g.emailFor(g.first(), g.last(), dom) }

// roleEmail is a team or robot mailbox: still an address to scrub.
func (g *G) roleEmail(dom string) string {
	return g.pick("devops", "platform", "sre", "security", "release", "ci-bot", "deploy", "infra", "oncall", "builds", "noreply-ci", "alerts") + "@" + dom
}

func (g *G) user() string {
	switch g.r.Intn(5) {
	case 0:
		return g.first()
	case 1:
		return g.first()[:1] + g.last()
	case 2:
		return g.pick("deploy", "ci", "svc", "app", "jenkins", "runner", "release", "build") + "-" + g.svc()
	case 3:
		return g.svc() + "_" + g.pick("app", "rw", "ro", "svc", "user", "writer")
	default:
		return g.first() + "." + g.last()
	}
}

func (g *G) host() string {
	switch g.r.Intn(6) {
	case 0:
		return g.svc() + "-db-" + fmt.Sprintf("%02d", g.n(1, 12)) + ".internal"
	case 1:
		return g.pick("db", "pg", "mysql", "sql", "data") + "." + g.env() + "." + g.domain()
	case 2:
		return g.svc() + "." + g.pick("svc.cluster.local", "internal", "lan", "corp."+g.domain())
	case 3:
		return g.pick("10", "172.16", "192.168")[0:2] + "." + fmt.Sprintf("%d.%d.%d", g.n(0, 31), g.n(0, 254), g.n(2, 254))
	case 4:
		return g.svc() + "-" + g.env() + "." + g.hex(12)[:8] + "." + g.region() + ".rds.amazonaws.com"
	default:
		return g.pick("db1", "db2", "primary", "replica-1", "pg-main") + "." + g.domain()
	}
}

// ---- passwords ----

var pwWords = []string{"Harbor", "Falcon", "Maple", "Quartz", "Orbit", "Tundra", "Copper", "Lantern", "Willow", "Cobalt", "Summit", "Pepper", "Velvet", "Nebula", "Cactus", "Granite", "Saffron", "Thistle", "Marble", "Otter", "Sparrow", "Juniper", "Glacier", "Basil"}

// password is a chosen or generated password: letters and digits, no blanks.
func (g *G) password() string {
	switch g.r.Intn(6) {
	case 0:
		return g.pick(pwWords...) + g.pick("!", "#", "", "$", "@", "_") + fmt.Sprint(g.n(10, 9999)) + g.pick("", "!", "?", "x")
	case 1:
		return g.mixed(csAlnum+csPwSym, g.n(14, 24))
	case 2:
		return g.str(csLower, g.n(2, 3)) + g.str(csUpper, 1) + g.str(csLower, 2) + g.str(csDigit, 1) + g.str(csLower, g.n(2, 3)) // pwgen style
	case 3:
		return strings.ToLower(g.pick(pwWords...)) + "-" + strings.ToLower(g.pick(pwWords...)) + "-" + fmt.Sprint(g.n(2, 99))
	case 4:
		return g.alnum(g.n(16, 32))
	default:
		return g.pick(pwWords...) + fmt.Sprint(g.n(1, 9)) + g.pick(pwWords...) + g.pick("!", "%", "&", "*", "^")
	}
}

// urlPassword is a password safe in a URL's userinfo (or percent-encoded).
func (g *G) urlPassword() string {
	switch g.r.Intn(5) {
	case 0:
		return g.pick(pwWords...) + fmt.Sprint(g.n(10, 9999)) + g.pick("%21", "%40", "%23", "")
	case 1:
		return g.mixed(csAlnum+csUrlSym, g.n(16, 28))
	case 2:
		return g.alnum(g.n(12, 32))
	case 3:
		return strings.ToLower(g.pick(pwWords...)) + "." + strings.ToLower(g.pick(pwWords...)) + "." + fmt.Sprint(g.n(2, 99))
	default:
		return g.hex(g.n(24, 40))
	}
}

// xmlPassword avoids characters XML would need escaped.
func (g *G) xmlPassword() string {
	for {
		p := g.password()
		if !strings.ContainsAny(p, "&<>\"'") {
			return p
		}
	}
}

// passphrase is a password people really choose that holds no digit.
func (g *G) passphrase() string {
	return strings.ToLower(g.pick(pwWords...)) + g.pick("-", "_", ".") + strings.ToLower(g.pick(pwWords...)) + g.pick("-", "_", ".") + strings.ToLower(g.pick(pwWords...)) + g.pick("", "!", "?")
}

// ---- versions and look-alikes ----

func (g *G) semver() string { return fmt.Sprintf("%d.%d.%d", g.n(0, 9), g.n(0, 30), g.n(0, 40)) }
func (g *G) sha256() string { return "sha256:" + g.str(csHex, 64) }
func (g *G) gitsha() string { return g.str(csHex, 40) }
func (g *G) akia() string {
	return g.pick("AKIA", "AKIA", "AKIA", "ASIA") + g.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func (g *G) awsAccount() string { return g.digits(12) }
func (g *G) awsSecret() string  { return g.mixed(csAlnum+"+/", 40) }
func (g *G) integrity() string  { return "sha512-" + g.b64bytes(64) }
func (g *G) ts() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) date() string { return fmt.Sprintf("2025-%02d-%02d", g.n(1, 12), g.n(1, 28)) }

// ---- phones ----

var usAreas = []string{"212", "415", "646", "312", "617", "206", "512", "303", "404", "720", "917", "650", "408", "213", "305", "702", "503", "612", "919", "718", "347", "470", "469", "214", "248", "773", "857", "929", "628", "737"}
var caAreas = []string{"416", "604", "514", "403", "613", "647", "778"}

func (g *G) nxx() string {
	for {
		s := g.str("23456789", 1) + g.str(csDigit, 2)
		if s[1:] != "11" && s != "555" && s != "950" && s != "958" && s != "959" {
			return s
		}
	}
}

func (g *G) phoneNANP(areas []string) string {
	a, x, l := g.pick(areas...), g.nxx(), g.str(csDigit, 4)
	switch g.r.Intn(7) {
	case 0:
		return "+1 " + a + "-" + x + "-" + l
	case 1:
		return "+1 (" + a + ") " + x + "-" + l
	case 2:
		return "(" + a + ") " + x + "-" + l
	case 3:
		return a + "-" + x + "-" + l
	case 4:
		return "+1" + a + x + l
	case 5:
		return a + "." + x + "." + l
	default:
		return "+1 " + a + " " + x + " " + l
	}
}

// phoneIntl is an international number of a random country in a way its people
// write it.
func (g *G) phoneIntl() string {
	d := func(n int) string { return g.str(csDigit, n) }
	switch g.r.Intn(20) {
	case 0, 1, 2:
		return g.phoneNANP(usAreas)
	case 3:
		return g.phoneNANP(caAreas)
	case 4:
		m := "7" + g.str("1234589", 1) + d(2)
		return g.pick("+44 "+m+" "+d(6), "+44 (0)"+m+" "+d(6), "0"+m+" "+d(6), "+44"+m+d(6))
	case 5:
		return g.pick("+44 20 3"+d(3)+" "+d(4), "020 3"+d(3)+" "+d(4), "+44 161 "+g.str("23456789", 1)+d(2)+" "+d(4))
	case 6:
		pre := g.pick("151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
		return g.pick("+49 "+pre+" "+d(7), "+49 (0)"+pre+" "+d(8), "0"+pre+" "+d(7), "+49"+pre+d(8), "0"+pre+"/"+d(7))
	case 7:
		return g.pick("+49 30 "+g.str("23456789", 1)+d(7), "+49 89 "+g.str("123456789", 1)+d(6), "+49 221 "+g.str("123456789", 1)+d(6), "+49 40 "+g.str("23456789", 1)+d(7))
	case 8:
		m := g.pick("6", "7")
		a, b, c, e := d(2), d(2), d(2), d(2)
		return g.pick("+33 "+m+" "+a+" "+b+" "+c+" "+e, "0"+m+" "+a+" "+b+" "+c+" "+e, "+33"+m+a+b+c+e, "+33 1 "+a+" "+b+" "+c+" "+e)
	case 9:
		return g.pick("+31 6 "+d(4)+" "+d(4), "+31 6"+d(8), "06-"+d(8), "+31 20 "+g.str("3456789", 1)+d(2)+" "+d(4))
	case 10:
		m := g.str("6789", 1) + d(4)
		return g.pick("+91 "+m+" "+d(5), "+91-"+m+d(5), "+91"+m+d(5))
	case 11:
		return g.pick("+61 4"+d(2)+" "+d(3)+" "+d(3), "04"+d(2)+" "+d(3)+" "+d(3), "+61 2 9"+d(3)+" "+d(4), "+61 3 9"+d(3)+" "+d(4))
	case 12:
		ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81")
		return g.pick("+55 "+ddd+" 9"+d(4)+"-"+d(4), "+55 ("+ddd+") 9"+d(4)+"-"+d(4), "("+ddd+") 9"+d(4)+"-"+d(4))
	case 13:
		p := g.pick("90", "80", "70")
		return g.pick("+81 "+p+"-"+d(4)+"-"+d(4), "0"+p+"-"+d(4)+"-"+d(4), "+81 3-"+d(4)+"-"+d(4))
	case 14:
		m := g.pick("6", "7") + d(2)
		return g.pick("+34 "+m+" "+d(3)+" "+d(3), "+34 "+m+" "+d(2)+" "+d(2)+" "+d(2), "+34"+m+d(6))
	case 15:
		m := g.pick("50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88") + d(1)
		return g.pick("+48 "+m+" "+d(3)+" "+d(3), "+48 "+m+"-"+d(3)+"-"+d(3))
	case 16:
		m := g.pick("70", "72", "73", "76", "79")
		return g.pick("+46 "+m+" "+d(3)+" "+d(2)+" "+d(2), "+46 (0)"+m+"-"+d(3)+" "+d(2)+" "+d(2), "0"+m+"-"+d(3)+" "+d(2)+" "+d(2))
	case 17:
		return g.pick("+65 "+g.pick("8", "9")+d(3)+" "+d(4), "+353 8"+g.pick("3", "5", "6", "7", "9")+" "+d(3)+" "+d(4), "+41 7"+g.pick("6", "7", "8", "9")+" "+d(3)+" "+d(2)+" "+d(2))
	case 18:
		return g.pick("+39 3"+d(2)+" "+d(3)+" "+d(4), "+39 3"+d(9), "+39 02 "+d(4)+" "+d(4))
	default:
		return g.pick("+972 5"+g.str("02345", 1)+"-"+d(3)+"-"+d(4), "+27 8"+g.pick("2", "3", "4")+" "+d(3)+" "+d(4), "+52 55 "+d(4)+" "+d(4), "+234 80"+g.pick("3", "6", "8")+" "+d(3)+" "+d(4))
	}
}

// phoneE164 is a compact +CC number as paging tools store it.
func (g *G) phoneE164() string {
	d := func(n int) string { return g.str(csDigit, n) }
	switch g.r.Intn(8) {
	case 0, 1, 2:
		return "+1" + g.pick(usAreas...) + g.nxx() + d(4)
	case 3:
		return "+447" + g.str("1234589", 1) + d(8)
	case 4:
		return "+49" + g.pick("151", "160", "170", "172", "176") + d(8)
	case 5:
		return "+33" + g.pick("6", "7") + d(8)
	case 6:
		return "+91" + g.str("6789", 1) + d(9)
	default:
		return "+61" + "4" + d(8)
	}
}

// ---- cards ----

func luhnOK(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if alt {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		alt = !alt
	}
	return sum%10 == 0
}

func luhnComplete(body string) string {
	for c := byte('0'); c <= '9'; c++ {
		if luhnOK(body + string(c)) {
			return body + string(c)
		}
	}
	panic("luhn")
}

type issuer struct {
	name   string
	prefix func(g *G) string
	length int
}

var issuers = []issuer{
	{"visa", func(g *G) string { return "4" }, 16},
	{"visa", func(g *G) string { return "4" }, 16},
	{"visa", func(g *G) string { return "4" }, 16},
	{"mastercard", func(g *G) string { return fmt.Sprint(g.n(51, 55)) }, 16},
	{"mastercard", func(g *G) string { return fmt.Sprint(g.n(2221, 2720)) }, 16},
	{"amex", func(g *G) string { return g.pick("34", "37") }, 15},
	{"discover", func(g *G) string { return g.pick("6011", "65", fmt.Sprint(g.n(644, 649))) }, 16},
	{"jcb", func(g *G) string { return fmt.Sprint(g.n(3528, 3589)) }, 16},
	{"diners", func(g *G) string { return g.pick("36", "38", fmt.Sprint(g.n(300, 305))) }, 14},
	{"unionpay", func(g *G) string { return "62" + g.str("12345678", 1) }, 16},
	{"maestro", func(g *G) string { return g.pick("5018", "5020", "5038", "6304", "6759") }, 16},
}

// cardDigits returns a Luhn-valid number and its issuer.
func (g *G) cardDigits() (string, string) {
	is := issuers[g.r.Intn(len(issuers))]
	p := is.prefix(g)
	return luhnComplete(p + g.str(csDigit, is.length-1-len(p))), is.name
}

func groupCard(d, sep string) string {
	switch len(d) {
	case 15:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	default:
		var parts []string
		for i := 0; i < len(d); i += 4 {
			e := i + 4
			if e > len(d) {
				e = len(d)
			}
			parts = append(parts, d[i:e])
		}
		return strings.Join(parts, sep)
	}
}

func (g *G) card() string {
	d, _ := g.cardDigits()
	switch g.r.Intn(4) {
	case 0, 1:
		return d
	case 2:
		return groupCard(d, " ")
	default:
		return groupCard(d, "-")
	}
}

func cardValid(v string) bool {
	d := strings.NewReplacer(" ", "", "-", "").Replace(v)
	for _, c := range d {
		if c < '0' || c > '9' {
			return false
		}
	}
	if !luhnOK(d) {
		return false
	}
	switch {
	case len(d) == 16 && d[0] == '4':
		return true
	case len(d) == 16 && d[:2] >= "51" && d[:2] <= "55":
		return true
	case len(d) == 16 && d[:4] >= "2221" && d[:4] <= "2720":
		return true
	case len(d) == 15 && (d[:2] == "34" || d[:2] == "37"):
		return true
	case len(d) == 16 && (d[:4] == "6011" || d[:2] == "65" || (d[:3] >= "644" && d[:3] <= "649")):
		return true
	case len(d) == 16 && d[:4] >= "3528" && d[:4] <= "3589":
		return true
	case len(d) == 14 && (d[:2] == "36" || d[:2] == "38" || (d[:3] >= "300" && d[:3] <= "305")):
		return true
	case len(d) == 16 && d[:2] == "62":
		return true
	case len(d) == 16 && (d[:4] == "5018" || d[:4] == "5020" || d[:4] == "5038" || d[:4] == "6304" || d[:4] == "6759"):
		return true
	}
	return false
}

// ---- SSNs ----

func (g *G) ssnParts() (string, string, string) {
	if g.chance(0.15) { // ITIN
		a := "9" + g.str(csDigit, 2)
		grp := g.pick(fmt.Sprint(g.n(50, 65)), fmt.Sprint(g.n(70, 88)), fmt.Sprint(g.n(90, 92)), fmt.Sprint(g.n(94, 99)))
		return a, grp, fmt.Sprintf("%04d", g.n(1, 9999))
	}
	for {
		a := g.n(1, 899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g.n(1, 99)), fmt.Sprintf("%04d", g.n(1, 9999))
	}
}
func (g *G) ssn() string {
	a, b, c := g.ssnParts()
	return a + "-" + b + "-" + c
}
func (g *G) ssnBare() string {
	a, b, c := g.ssnParts()
	return a + b + c
}

func ssnValid(v string) bool {
	d := strings.NewReplacer("-", "", " ", "").Replace(v)
	if len(d) != 9 {
		return false
	}
	a, grp, s := d[:3], d[3:5], d[5:]
	if a == "000" || a == "666" || grp == "00" || s == "0000" {
		return false
	}
	if a[0] == '9' {
		gi := int(grp[0]-'0')*10 + int(grp[1]-'0')
		return (gi >= 50 && gi <= 65) || (gi >= 70 && gi <= 88) || (gi >= 90 && gi <= 92) || (gi >= 94 && gi <= 99)
	}
	return true
}

// ---- JWTs ----

func (g *G) jwtHeader(alg string) string {
	switch alg {
	case "HS256", "HS512":
		return g.pick(`{"alg":"`+alg+`","typ":"JWT"}`, `{"typ":"JWT","alg":"`+alg+`"}`)
	case "RS256k8s":
		return `{"alg":"RS256","kid":"` + g.b64u(43) + `"}`
	default:
		return `{"alg":"` + alg + `","typ":"JWT","kid":"` + g.pick(g.hex(16), g.b64u(22), g.uuid()) + `"}`
	}
}

func sigLen(alg string) int {
	switch alg {
	case "HS256":
		return 43
	case "HS512":
		return 86
	case "ES256", "EdDSA":
		return 86
	default:
		return 342
	}
}

// jwt makes a signed token whose payload is the given JSON object text.
func (g *G) jwt(alg, payload string) string {
	h := g.jwtHeader(alg)
	a := alg
	if a == "RS256k8s" {
		a = "RS256"
	}
	return b64uenc(h) + "." + b64uenc(payload) + "." + g.b64u(sigLen(a))
}

func (g *G) iat() int64 { return 1735689600 + int64(g.n(0, 31_000_000)) }

func (g *G) jwtUser(iss string) string {
	iat := g.iat()
	alg := g.pick("HS256", "RS256", "ES256", "RS256", "HS512")
	p := fmt.Sprintf(`{"sub":"%s","iss":"%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		g.pick(g.uuid(), "user_"+g.alnum(14), fmt.Sprint(g.n(10000, 9999999)), "auth0|"+g.hex(24)),
		iss, g.pick("api", "https://api."+g.domain(), g.svc()+"-api"), iat, iat+int64(g.pick3(900, 3600, 86400)), g.pick("read:orders write:orders", "openid profile email", "admin", "ci:deploy"))
	return g.jwt(alg, p)
}

func (g *G) pick3(a, b, c int) int { return []int{a, b, c}[g.r.Intn(3)] }

func (g *G) jwtK8s(ns, sa string) string {
	iat := g.iat()
	p := fmt.Sprintf(`{"aud":["https://kubernetes.default.svc.cluster.local"],"exp":%d,"iat":%d,"iss":"https://kubernetes.default.svc.cluster.local","kubernetes.io":{"namespace":"%s","serviceaccount":{"name":"%s","uid":"%s"}},"nbf":%d,"sub":"system:serviceaccount:%s:%s"}`,
		iat+31536000, iat, ns, sa, g.uuid(), iat, ns, sa)
	return g.jwt("RS256k8s", p)
}

func (g *G) jwtSupabase(role string) string {
	iat := g.iat()
	p := fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"%s","iat":%d,"exp":%d}`, g.str(csLower, 20), role, iat, iat+315360000)
	return g.jwt("HS256", p)
}

func jwtValid(v string) bool {
	parts := strings.Split(v, ".")
	if len(parts) != 3 && len(parts) != 5 {
		return false
	}
	h, err := base64.RawURLEncoding.DecodeString(parts[0])
	if err != nil {
		return false
	}
	var m struct {
		Alg string `json:"alg"`
	}
	if json.Unmarshal(h, &m) != nil || m.Alg == "" {
		return false
	}
	if len(parts) == 5 {
		return true // JWE: the second segment is an encrypted key, empty for "dir"
	}
	p, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil || !json.Valid(p) {
		return false
	}
	return true
}

func phoneValid(v string) bool {
	v = strings.Replace(v, "%2B", "+", 1)
	n := 0
	for _, c := range v {
		switch {
		case c >= '0' && c <= '9':
			n++
		case strings.ContainsRune(" -.()+/", c):
		default:
			return false
		}
	}
	return n >= 8 && n <= 15
}

func checkValue(p PV) error {
	ok := true
	switch p.F {
	case "credit_card":
		ok = cardValid(p.V)
	case "ssn":
		ok = ssnValid(p.V)
	case "jwt":
		ok = jwtValid(p.V)
	case "phone":
		ok = phoneValid(p.V)
	case "email":
		ok = strings.Count(p.V, "@") == 1 && strings.Contains(p.V[strings.Index(p.V, "@"):], ".")
	case "bearer":
		ok = len(p.V) >= 6
	}
	if !ok {
		return fmt.Errorf("invalid %s value %q", p.F, p.V)
	}
	return nil
}

// ---- PEM ----

func wrap(s string, n int, sep string) string {
	var parts []string
	for i := 0; i < len(s); i += n {
		e := i + n
		if e > len(s) {
			e = len(s)
		}
		parts = append(parts, s[i:e])
	}
	return strings.Join(parts, sep)
}

// pemBody returns a private key's armour type and body (lines joined by sep).
func (g *G) pemBody(sep string) (string, string) {
	switch g.r.Intn(5) {
	case 0:
		raw := append([]byte{0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00}, g.rawBytes(1180)...)
		return "RSA PRIVATE KEY", wrap(base64.StdEncoding.EncodeToString(raw), 64, sep)
	case 1:
		raw := append([]byte{0x30, 0x82, 0x04, 0xbe, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x04, 0x82, 0x04, 0xa8}, g.rawBytes(1190)...)
		return "PRIVATE KEY", wrap(base64.StdEncoding.EncodeToString(raw), 64, sep)
	case 2:
		raw := append([]byte{0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20}, g.rawBytes(114)...)
		return "EC PRIVATE KEY", wrap(base64.StdEncoding.EncodeToString(raw), 64, sep)
	case 3:
		raw := append([]byte("openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519"), g.rawBytes(300)...)
		return "OPENSSH PRIVATE KEY", wrap(base64.StdEncoding.EncodeToString(raw), 70, sep)
	default:
		raw := append([]byte{0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20}, g.rawBytes(32)...)
		return "PRIVATE KEY", wrap(base64.StdEncoding.EncodeToString(raw), 64, sep)
	}
}

// certB64 is a public certificate, PEM then base64 as kubeconfig holds it.
func (g *G) certB64() string {
	raw := append([]byte{0x30, 0x82, 0x03, 0x0a, 0x30, 0x82, 0x01, 0xf2, 0xa0, 0x03, 0x02, 0x01, 0x02}, g.rawBytes(300)...)
	pem := "-----BEGIN CERTIFICATE-----\n" + wrap(base64.StdEncoding.EncodeToString(raw), 64, "\n") + "\n-----END CERTIFICATE-----\n"
	return b64enc(pem)
}

func (g *G) sshPub() string {
	if g.chance(0.5) {
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.b64(43)
	}
	return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + g.b64(200)
}

// ---- layout helpers ----

// fence opens a Markdown code fence half of the time; call the result to close it.
func (g *G) fence(lang string) func() {
	if g.chance(0.5) {
		g.t("```" + lang + "\n")
		return func() { g.t("\n```") }
	}
	return func() {}
}

// yq writes a YAML scalar value, quoting it when YAML would misread it.
func (g *G) yq(f, v string) {
	need := v == "" || strings.ContainsAny(v[:1], "!&*@%`|>'\"#?:-[]{},") || strings.Contains(v, ": ") || strings.Contains(v, " #")
	if need || g.chance(0.3) {
		q := g.pick(`"`, `'`)
		if strings.Contains(v, q) || strings.Contains(v, `\`) {
			q = `'`
		}
		g.t(q)
		g.p(f, v)
		g.t(q)
		return
	}
	g.p(f, v)
}

func (g *G) outro() {
	g.tp("", "", "", "\n\nany idea what's wrong?", "\nthanks in advance", "\n\nwhat am I missing here?", " — help?", "\n\nIs this config right?", "\nWhy?", "\nI'm stuck on this since yesterday.")
}
