package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// Gen holds the seeded source and the set of values already handed out, so
// every personal value is unique across the corpus. The map is only looked up,
// never iterated.
type Gen struct {
	r    *rand.Rand
	used map[string]bool
}

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs   = "0123456789"
	alnum  = lower + upper + digs
	hexd   = "0123456789abcdef"
	b64u   = alnum + "-_"
	b64std = alnum + "+/"
)

func (g *Gen) n(k int) int            { return g.r.Intn(k) }
func (g *Gen) pick(l []string) string { return l[g.r.Intn(len(l))] }
func (g *Gen) chance(p float64) bool  { return g.r.Float64() < p }

func (g *Gen) from(set string, k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = set[g.r.Intn(len(set))]
	}
	return string(b)
}

// rnd makes a random string from set that holds at least one digit, one lower
// and one upper letter when the set has them (a real key's body).
func (g *Gen) rnd(set string, k int) string {
	for {
		s := g.from(set, k)
		need := 0
		if strings.ContainsAny(set, digs) && !strings.ContainsAny(s, digs) {
			need++
		}
		if strings.ContainsAny(set, lower) && !strings.ContainsAny(s, lower) {
			need++
		}
		if strings.ContainsAny(set, upper) && !strings.ContainsAny(s, upper) {
			need++
		}
		if need == 0 || k < 6 {
			return s
		}
	}
}

func (g *Gen) digits(k int) string { return g.from(digs, k) }

// uniq runs mk until it yields a value whose key has not been used.
func (g *Gen) uniq(key func(string) string, mk func() string) string {
	for i := 0; ; i++ {
		v := mk()
		k := key(v)
		if !g.used[k] {
			g.used[k] = true
			return v
		}
		if i > 10000 {
			panic("cannot make unique value")
		}
	}
}

func same(s string) string { return s }
func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return "d:" + b.String()
}

// ---------- names ----------

var firstNames = []string{"james", "maria", "wei", "aiko", "lukas", "sofia", "mateo", "priya", "olga", "youssef",
	"emma", "liam", "chloe", "hiroshi", "minji", "jorge", "camille", "giulia", "ahmet", "ana", "daniel", "fatima",
	"noah", "lena", "marco", "julia", "tomasz", "ines", "raj", "yuki", "sven", "amelie", "diego", "elena", "kenji",
	"hana", "pablo", "nadia", "oliver", "clara", "victor", "mei", "arjun", "zoe", "felix", "lucia", "ivan", "sara",
	"thiago", "anouk", "jonas", "laura", "mohammed", "isabel", "ethan", "rin", "seo-yeon", "dmitri", "beatriz", "hugo"}
var lastNames = []string{"smith", "garcia", "chen", "tanaka", "mueller", "rossi", "silva", "patel", "ivanova", "haddad",
	"johnson", "martin", "dubois", "sato", "kim", "lopez", "bernard", "ferrari", "yilmaz", "santos", "nguyen",
	"schmidt", "kowalski", "fernandes", "sharma", "suzuki", "larsen", "moreau", "ramirez", "petrova", "watanabe",
	"park", "alvarez", "novak", "okafor", "brown", "wilson", "costa", "weber", "jansen", "de-vries", "zhang", "li",
	"wang", "choi", "romero", "becker", "fischer", "lindqvist", "oliveira", "gomez", "kaya", "nowak", "reddy"}
var displayFirst = []string{"James", "María", "Wei", "Aiko", "Lukas", "Sofia", "Mateo", "Priya", "Olga", "Youssef",
	"Emma", "Liam", "Chloé", "Hiroshi", "Min-ji", "Jorge", "Camille", "Giulia", "Ahmet", "Ana", "Daniel", "Fatima",
	"Noah", "Lena", "Marco", "Julia", "Tomasz", "Inês", "Raj", "Yuki", "Sven", "Diego", "Elena", "Kenji", "Pablo"}
var displayLast = []string{"Smith", "García", "Chen", "Tanaka", "Müller", "Rossi", "Silva", "Patel", "Ivanova",
	"Haddad", "Johnson", "Martin", "Dubois", "Sato", "Kim", "López", "Bernard", "Ferrari", "Yılmaz", "Santos",
	"Nguyen", "Schmidt", "Kowalski", "Fernandes", "Sharma", "Suzuki", "Larsen", "Moreau", "Ramírez", "Petrova"}

var freeMail = []string{"gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "icloud.com", "proton.me",
	"gmx.de", "web.de", "orange.fr", "free.fr", "libero.it", "uol.com.br", "yahoo.co.jp", "naver.com", "qq.com",
	"163.com", "mail.ru", "yandex.ru", "fastmail.com", "seznam.cz", "wp.pl", "hey.com"}
var companyDomains = []string{"brightcart.io", "northwind-labs.com", "kitestack.dev", "paylane.co", "orbitfit.app",
	"meridian-health.org", "zentrix.de", "lumenpay.com.br", "hikari-soft.co.jp", "cobaltsea.fr", "tessera.ai",
	"greenleaf-shop.com", "vantory.io", "quanta-rides.com", "bluefinch.co.uk", "sunbeam.es", "atelier-nova.it",
	"mokka.nl", "rivulet.in", "pinecrest.ca", "hanul-tech.kr", "shopfront.mx", "nordhaven.se", "tidewell.com.au"}

func (g *Gen) displayName() string { return g.pick(displayFirst) + " " + g.pick(displayLast) }

func (g *Gen) email() string {
	return g.uniq(strings.ToLower, func() string {
		f, l := g.pick(firstNames), g.pick(lastNames)
		var local string
		switch g.n(8) {
		case 0:
			local = f + "." + l
		case 1:
			local = f + l + g.digits(2)
		case 2:
			local = f[:1] + "." + l
		case 3:
			local = f + "_" + l
		case 4:
			local = f + "+" + g.pick([]string{"lumora", "dev", "billing", "api", "test"})
		case 5:
			local = l + "." + f + g.digits(1+g.n(3))
		case 6:
			local = f + "." + l[:1] + g.digits(2)
		default:
			local = f[:1] + l
		}
		var dom string
		if g.chance(0.55) {
			dom = g.pick(freeMail)
		} else {
			dom = g.pick(companyDomains)
		}
		return local + "@" + dom
	})
}

// workEmail is an address at the customer's own company (still a person's).
func (g *Gen) workEmail(dom string) string {
	return g.uniq(strings.ToLower, func() string {
		f, l := g.pick(firstNames), g.pick(lastNames)
		switch g.n(3) {
		case 0:
			return f + "." + l + "@" + dom
		case 1:
			return f[:1] + l + "@" + dom
		}
		return f + "@" + dom
	})
}

// ---------- phones ----------

var usAreas = []string{"212", "213", "303", "305", "312", "404", "415", "503", "512", "617", "646", "702", "713",
	"718", "773", "801", "857", "917", "919", "206", "224", "347", "470", "619", "720", "734", "908", "972"}
var caAreas = []string{"416", "604", "514", "403", "613", "647", "778", "902"}

func (g *Gen) nanpParts(areas []string) (string, string, string) {
	a := g.pick(areas)
	var ex string
	for {
		ex = fmt.Sprintf("%d%s", 2+g.n(8), g.digits(2))
		if ex != "555" && ex[1:] != "11" && ex != "950" && ex != "958" && ex != "959" {
			break
		}
	}
	return a, ex, g.digits(4)
}

// phone returns a number in the style of one country; style picks the layout.
func (g *Gen) phone(country string) string {
	return g.uniq(onlyDigits, func() string { return g.phone1(country) })
}

func (g *Gen) mobDigits(k int) string { return g.digits(k) }

func (g *Gen) phone1(c string) string {
	switch c {
	case "us", "ca":
		areas := usAreas
		if c == "ca" {
			areas = caAreas
		}
		a, e, l := g.nanpParts(areas)
		switch g.n(6) {
		case 0:
			return "+1 (" + a + ") " + e + "-" + l
		case 1:
			return "+1-" + a + "-" + e + "-" + l
		case 2:
			return "(" + a + ") " + e + "-" + l
		case 3:
			return a + "-" + e + "-" + l
		case 4:
			return a + "." + e + "." + l
		}
		return "+1" + a + e + l
	case "us_e164":
		a, e, l := g.nanpParts(usAreas)
		return "+1" + a + e + l
	case "uk":
		p := g.pick([]string{"7412", "7523", "7700", "7789", "7956", "7398", "7811", "7467"})
		if p == "7700" {
			p = "7701"
		}
		r := g.digits(6)
		if g.chance(0.5) {
			return "+44 " + p + " " + r
		}
		return "0" + p + " " + r
	case "de":
		p := g.pick([]string{"151", "152", "157", "160", "170", "171", "176", "179"})
		r := g.digits(8)
		if p == "160" || p == "170" || p == "171" {
			r = g.digits(7)
		}
		switch g.n(3) {
		case 0:
			return "+49 " + p + " " + r
		case 1:
			return "0" + p + " " + r
		}
		return "+49 (0)" + p + " " + r[:3] + " " + r[3:]
	case "fr":
		d := g.pick([]string{"6", "7"})
		r := fmt.Sprintf("%s %s %s %s", g.digits(2), g.digits(2), g.digits(2), g.digits(2))
		if g.chance(0.5) {
			return "+33 " + d + " " + r
		}
		return "0" + d + " " + r
	case "es":
		return "+34 6" + g.digits(2) + " " + g.digits(3) + " " + g.digits(3)
	case "it":
		return "+39 3" + g.pick([]string{"47", "35", "28", "39", "20", "66"}) + " " + g.digits(3) + " " + g.digits(4)
	case "br":
		a := g.pick([]string{"11", "21", "31", "41", "51", "61", "71", "81"})
		if g.chance(0.5) {
			return "+55 " + a + " 9" + g.digits(4) + "-" + g.digits(4)
		}
		return "(" + a + ") 9" + g.digits(4) + "-" + g.digits(4)
	case "mx":
		return "+52 " + g.pick([]string{"55", "33", "81"}) + " " + g.digits(4) + " " + g.digits(4)
	case "jp":
		p := g.pick([]string{"90", "80", "70"})
		if g.chance(0.5) {
			return "+81 " + p + "-" + g.digits(4) + "-" + g.digits(4)
		}
		return "0" + p + "-" + g.digits(4) + "-" + g.digits(4)
	case "kr":
		if g.chance(0.5) {
			return "+82 10-" + g.digits(4) + "-" + g.digits(4)
		}
		return "010-" + g.digits(4) + "-" + g.digits(4)
	case "cn":
		p := "1" + g.pick([]string{"38", "39", "58", "86", "35", "77", "52"})
		return "+86 " + p + " " + g.digits(4) + " " + g.digits(4)
	case "in":
		p := g.pick([]string{"98", "99", "97", "91", "88", "70", "63"})
		if g.chance(0.5) {
			return "+91 " + p + g.digits(3) + " " + g.digits(5)
		}
		return "+91-" + p + g.digits(8)
	case "ru":
		p := "9" + g.pick([]string{"16", "03", "26", "85", "99", "15"})
		if g.chance(0.5) {
			return "+7 " + p + " " + g.digits(3) + "-" + g.digits(2) + "-" + g.digits(2)
		}
		return "8 (" + p + ") " + g.digits(3) + "-" + g.digits(2) + "-" + g.digits(2)
	case "nl":
		if g.chance(0.5) {
			return "+31 6 " + g.digits(8)
		}
		return "06-" + g.digits(8)
	case "pl":
		return "+48 " + g.pick([]string{"501", "602", "791", "515", "888"}) + " " + g.digits(3) + " " + g.digits(3)
	case "tr":
		p := "5" + g.pick([]string{"32", "33", "42", "05", "55"})
		if g.chance(0.5) {
			return "+90 " + p + " " + g.digits(3) + " " + g.digits(2) + " " + g.digits(2)
		}
		return "0" + p + " " + g.digits(3) + " " + g.digits(2) + " " + g.digits(2)
	case "au":
		if g.chance(0.5) {
			return "+61 4" + g.digits(2) + " " + g.digits(3) + " " + g.digits(3)
		}
		return "04" + g.digits(2) + " " + g.digits(3) + " " + g.digits(3)
	}
	panic("country " + c)
}

var countries = []string{"us", "uk", "de", "fr", "es", "it", "br", "mx", "jp", "kr", "cn", "in", "ru", "nl", "pl", "tr", "au", "ca"}

// ---------- SSN / ITIN ----------

func (g *Gen) ssnDigits() string {
	for {
		a := 1 + g.n(899)
		if a == 666 {
			continue
		}
		s := fmt.Sprintf("%03d%02d%04d", a, 1+g.n(99), 1+g.n(9999))
		if s == "078051120" || s == "219099999" || s == "123456789" {
			continue
		}
		return s
	}
}

func (g *Gen) ssn() string {
	return g.uniq(onlyDigits, func() string {
		s := g.ssnDigits()
		return s[:3] + "-" + s[3:5] + "-" + s[5:]
	})
}

func (g *Gen) ssnBare() string {
	return g.uniq(onlyDigits, func() string { return g.ssnDigits() })
}

var itinGroups = []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}

func (g *Gen) itin() string {
	return g.uniq(onlyDigits, func() string {
		return fmt.Sprintf("9%02d-%02d-%04d", g.n(100), itinGroups[g.n(len(itinGroups))], 1+g.n(9999))
	})
}

// ---------- cards ----------

func luhnOK(d string) bool {
	sum, alt := 0, false
	for i := len(d) - 1; i >= 0; i-- {
		x := int(d[i] - '0')
		if alt {
			x *= 2
			if x > 9 {
				x -= 9
			}
		}
		sum += x
		alt = !alt
	}
	return sum%10 == 0
}

func (g *Gen) luhnComplete(prefix string, length int) string {
	body := prefix + g.digits(length-len(prefix)-1)
	for c := 0; c < 10; c++ {
		s := body + string(rune('0'+c))
		if luhnOK(s) {
			return s
		}
	}
	panic("luhn")
}

var famousTest = []string{"4242424242424242", "4000056655665556", "5555555555554444", "378282246310005", "4111111111111111", "6011111111111117", "4000000000000002", "5200828282828210"}

func (g *Gen) cardDigits(brand string) string {
	return g.uniq(onlyDigits, func() string {
		for {
			var s string
			switch brand {
			case "visa":
				s = g.luhnComplete("4"+g.pick([]string{"147", "266", "539", "716", "024", "388", "921", "815"}), 16)
			case "mc":
				if g.chance(0.7) {
					s = g.luhnComplete("5"+string(rune('1'+g.n(5))), 16)
				} else {
					s = g.luhnComplete(fmt.Sprintf("2%d", 221+g.n(499)), 16)
				}
			case "amex":
				s = g.luhnComplete(g.pick([]string{"34", "37"}), 15)
			case "discover":
				s = g.luhnComplete(g.pick([]string{"6011", "65"}), 16)
			case "jcb":
				s = g.luhnComplete(fmt.Sprintf("35%d", 28+g.n(62)), 16)
			case "unionpay":
				s = g.luhnComplete("62"+g.pick([]string{"22", "28", "12", "59"}), 16+g.n(2)*3)
			case "diners":
				s = g.luhnComplete("36", 14)
			default:
				panic(brand)
			}
			bad := false
			for _, f := range famousTest {
				if s == f {
					bad = true
				}
			}
			if !bad {
				return s
			}
		}
	})
}

func groupCard(d, sep string) string {
	switch len(d) {
	case 15:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 16:
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
	case 19:
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:16] + sep + d[16:]
	}
	return d
}

var brands = []string{"visa", "mc", "amex", "discover", "jcb", "unionpay", "diners", "visa", "mc", "visa"}

// card returns a card number in a human layout.
func (g *Gen) card(brand string) string {
	d := g.cardDigits(brand)
	switch g.n(4) {
	case 0:
		return d
	case 1:
		return groupCard(d, "-")
	}
	return groupCard(d, " ")
}

// luhnFail returns a 16-digit number that fails Luhn (a look-alike).
func (g *Gen) luhnFail(prefix string) string {
	for {
		s := prefix + g.digits(16-len(prefix))
		if !luhnOK(s) {
			return s
		}
	}
}

// ---------- JWT ----------

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *Gen) jwt(iss string, extra string) string {
	return g.uniq(same, func() string {
		alg := g.pick([]string{"HS256", "RS256", "ES256", "RS256"})
		var hdr string
		switch g.n(3) {
		case 0:
			hdr = `{"alg":"` + alg + `","typ":"JWT"}`
		case 1:
			hdr = `{"alg":"` + alg + `","kid":"` + g.from(hexd, 16) + `","typ":"JWT"}`
		default:
			hdr = `{"typ":"JWT","alg":"` + alg + `"}`
		}
		iat := 1714000000 + g.n(40000000)
		pl := fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","iat":%d,"exp":%d%s}`,
			iss, g.pick([]string{"usr_", "acct_", "user|", "auth0|", ""})+g.rnd(alnum, 16),
			g.pick([]string{"api.lumora.dev", "https://api.lumora.dev", "lumora-dashboard", "webhooks"}),
			iat, iat+[]int{900, 3600, 86400, 300}[g.n(4)], extra)
		sigLen := 32
		if alg == "RS256" {
			sigLen = 256
		} else if alg == "ES256" {
			sigLen = 64
		}
		sig := make([]byte, sigLen)
		for i := range sig {
			sig[i] = byte(g.n(256))
		}
		return b64url(hdr) + "." + b64url(pl) + "." + base64.RawURLEncoding.EncodeToString(sig)
	})
}

// ---------- secrets ----------

func (g *Gen) sec(mk func() string) string { return g.uniq(same, mk) }

func (g *Gen) skLive() string {
	return g.sec(func() string {
		if g.chance(0.5) {
			return "sk_live_51" + g.rnd(alnum, 97)
		}
		return "sk_live_" + g.rnd(alnum, 24)
	})
}
func (g *Gen) rkLive() string { return g.sec(func() string { return "rk_live_51" + g.rnd(alnum, 97) }) }
func (g *Gen) skTest() string {
	return g.sec(func() string {
		if g.chance(0.5) {
			return "sk_test_51" + g.rnd(alnum, 97)
		}
		return "sk_test_" + g.rnd(alnum, 24)
	})
}
func (g *Gen) whsec() string { return g.sec(func() string { return "whsec_" + g.rnd(alnum, 32) }) }
func (g *Gen) ghp() string   { return g.sec(func() string { return "ghp_" + g.rnd(alnum, 36) }) }
func (g *Gen) githubPat() string {
	return g.sec(func() string { return "github_pat_11" + g.rnd(upper+digs, 20) + "_" + g.rnd(alnum, 59) })
}
func (g *Gen) openai() string {
	return g.sec(func() string { return "sk-proj-" + g.rnd(b64u, 120) + "A" })
}
func (g *Gen) anthropic() string {
	return g.sec(func() string { return "sk-ant-api03-" + g.rnd(b64u, 93) + "AA" })
}
func (g *Gen) slackBot() string {
	return g.sec(func() string {
		return "xoxb-" + g.digits(12) + "-" + g.digits(13) + "-" + g.rnd(alnum, 24)
	})
}
func (g *Gen) awsSecret() string { return g.sec(func() string { return g.rnd(b64std, 40) }) }
func (g *Gen) awsKeyID() string  { return "AKIA" + g.from(upper+"234567", 16) }
func (g *Gen) hex32() string     { return g.sec(func() string { return g.from(hexd, 32) }) }
func (g *Gen) sendgrid() string {
	return g.sec(func() string { return "SG." + g.rnd(b64u, 22) + "." + g.rnd(b64u, 43) })
}
func (g *Gen) npm() string     { return g.sec(func() string { return "npm_" + g.rnd(alnum, 36) }) }
func (g *Gen) glpat() string   { return g.sec(func() string { return "glpat-" + g.rnd(alnum+"-_", 20) }) }
func (g *Gen) hfTok() string   { return g.sec(func() string { return "hf_" + g.rnd(lower+upper, 34) }) }
func (g *Gen) shpat() string   { return g.sec(func() string { return "shpat_" + g.from(hexd, 32) }) }
func (g *Gen) ya29() string    { return g.sec(func() string { return "ya29.a0" + g.rnd(b64u, 140) }) }
func (g *Gen) doToken() string { return g.sec(func() string { return "dop_v1_" + g.from(hexd, 64) }) }
func (g *Gen) oauthSecret() string {
	return g.sec(func() string {
		switch g.n(4) {
		case 0:
			return "GOCSPX-" + g.rnd(b64u, 28)
		case 1:
			return g.rnd(alnum, 3) + g.digits(1) + "Q~" + g.rnd(alnum+"-_.~", 34)
		case 2:
			return "cs_" + g.rnd(alnum, 40)
		}
		return g.rnd(alnum+"-_", 64)
	})
}
func (g *Gen) clientID() string { return "cli_" + g.rnd(alnum, 20) }
func (g *Gen) refreshToken() string {
	return g.sec(func() string {
		switch g.n(3) {
		case 0:
			return "rt_" + g.rnd(alnum, 48)
		case 1:
			return "1//0" + g.rnd(b64u, 98)
		}
		return g.rnd(alnum, 64)
	})
}
func (g *Gen) opaqueAccess() string {
	return g.sec(func() string {
		switch g.n(3) {
		case 0:
			return "at_" + g.rnd(alnum, 40)
		case 1:
			return "lum_oat_" + g.rnd(alnum, 32)
		}
		return g.rnd(alnum+"-_.", 48)
	})
}

var pwWords = []string{"Harbor", "Tangerine", "Falcon", "Marmot", "Quasar", "Lantern", "Cobalt", "Juniper", "Nimbus",
	"Orchid", "Pixel", "Saffron", "Tundra", "Velvet", "Walrus", "Zephyr", "Maple", "Glacier", "Otter", "Copper"}

func (g *Gen) password() string {
	return g.sec(func() string {
		switch g.n(4) {
		case 0:
			return g.pick(pwWords) + g.pick([]string{"!", "#", "-", "_", "."}) + g.digits(2+g.n(3)) + g.pick([]string{"", "x", "Q", "!"})
		case 1:
			return g.rnd(alnum, 10+g.n(6)) + g.pick([]string{"!", "#", "%", "*"})
		case 2:
			return strings.ToLower(g.pick(pwWords)) + g.digits(3) + g.pick(pwWords)
		}
		return g.rnd(alnum+"!#%*-_", 16)
	})
}

func (g *Gen) basicCred(user, pw string) string {
	return g.sec(func() string { return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw)) })
}

// ---------- look-alikes (keep) ----------

func (g *Gen) reqID() string   { return "req_" + g.rnd(alnum, 14) }
func (g *Gen) traceID() string { return g.from(hexd, 32) }
func (g *Gen) spanID() string  { return g.from(hexd, 16) }
func (g *Gen) uuid() string {
	h := g.from(hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[g.n(4)]) + h[17:20] + "-" + h[20:]
}
func (g *Gen) evtID() string  { return "evt_1" + g.rnd(alnum, 23) }
func (g *Gen) pkLive() string { return "pk_live_51" + g.rnd(alnum, 97) }
func (g *Gen) pkTest() string { return "pk_test_" + g.rnd(alnum, 24) }
func (g *Gen) chID() string   { return "ch_3" + g.rnd(alnum, 23) }
func (g *Gen) piID() string   { return "pi_3" + g.rnd(alnum, 23) }
func (g *Gen) cusID() string  { return "cus_" + g.rnd(alnum, 14) }
func (g *Gen) acctID() string { return "acct_1" + g.rnd(alnum, 15) }
func (g *Gen) weID() string   { return "we_1" + g.rnd(alnum, 23) }
func (g *Gen) invNo() string {
	return g.pick([]string{"INV-2024-", "INV-2025-", "LUM-"}) + fmt.Sprintf("%06d", g.n(999999))
}
func (g *Gen) stripeInvNo() string {
	return strings.ToUpper(g.from(hexd, 8)) + "-" + fmt.Sprintf("%04d", 1+g.n(60))
}
func (g *Gen) orderNo() string { return g.pick([]string{"ORD-", "SO-", "PO-"}) + g.digits(8) }
func (g *Gen) ticket() string  { return fmt.Sprintf("#%d", 300000+g.n(600000)) }
func (g *Gen) version() string {
	return fmt.Sprintf("%d.%d.%d", 1+g.n(14), g.n(30), g.n(20))
}
func (g *Gen) apiVersion() string {
	return fmt.Sprintf("20%d-%02d-%02d", 23+g.n(3), 1+g.n(12), 1+g.n(28))
}
func (g *Gen) sha1() string   { return g.from(hexd, 40) }
func (g *Gen) sha256() string { return g.from(hexd, 64) }
func (g *Gen) last4() string  { return g.digits(4) }
func (g *Gen) masked() string {
	l := g.last4()
	return g.pick([]string{"•••• " + l, "**** **** **** " + l, "XXXX-XXXX-XXXX-" + l, "************" + l, "ending in " + l})
}
func (g *Gen) ip() string {
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", g.n(255), g.n(255), 1+g.n(253))
	case 1:
		return fmt.Sprintf("203.0.113.%d", 1+g.n(253))
	}
	return fmt.Sprintf("198.51.100.%d", 1+g.n(253))
}
func (g *Gen) amount() string {
	return fmt.Sprintf("%s%d.%02d", g.pick([]string{"$", "€", "£", "US$"}), 10+g.n(9000), g.n(100))
}
func (g *Gen) unixTS() string { return fmt.Sprintf("%d", 1714000000+g.n(40000000)) }
func (g *Gen) isoTime() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+g.n(12), 1+g.n(28), g.n(24), g.n(60), g.n(60), g.n(1000))
}
func (g *Gen) date() string { return fmt.Sprintf("2025-%02d-%02d", 1+g.n(12), 1+g.n(28)) }
func (g *Gen) idem() string { return g.uuid() }
func (g *Gen) sshPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.rnd(b64std, 43)
}
func (g *Gen) ein() string { return fmt.Sprintf("%02d-%07d", 10+g.n(89), g.n(9999999)) }

// invalidSSN is SSN-shaped but not issuable (area 000, 666 or 9xx in a non-ITIN group).
func (g *Gen) invalidSSN() string {
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", 1+g.n(99), 1+g.n(9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", 1+g.n(99), 1+g.n(9999))
	}
	return fmt.Sprintf("%03d-00-%04d", 100+g.n(600), 1+g.n(9999))
}
