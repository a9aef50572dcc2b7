package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

type G struct{ r *rand.Rand }

const (
	NB   = "\u00a0"
	TH   = "\u2009"
	NNB  = "\u202f"
	SHY  = "\u00ad"
	RLM  = "\u200f"
	LRM  = "\u200e"
	ZWSP = "\u200b"
)

func (g *G) n(k int) int           { return g.r.Intn(k) }
func (g *G) rng(a, b int) int      { return a + g.r.Intn(b-a+1) }
func (g *G) p(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) chance(pct int) bool   { return g.r.Intn(100) < pct }
func (g *G) d(k int) string {
	var b strings.Builder
	for i := 0; i < k; i++ {
		b.WriteByte(byte('0' + g.r.Intn(10)))
	}
	return b.String()
}
func (g *G) dnz(k int) string { return fmt.Sprint(g.rng(1, 9)) + g.d(k-1) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexs = "0123456789abcdef"
const b64u = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

func (g *G) from(set string, k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = set[g.r.Intn(len(set))]
	}
	return string(b)
}

// random token with at least two digits and capitals
func (g *G) tok(k int) string {
	for {
		s := g.from(alnum, k)
		dg, up := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				dg++
			}
			if c >= 'A' && c <= 'Z' {
				up++
			}
		}
		if dg >= 2 && up >= 2 {
			return s
		}
	}
}

func (g *G) bytesN(k int) []byte {
	b := make([]byte, k)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b
}

var firsts = []string{"Anna", "Lukas", "Julia", "Markus", "Sophie", "Jonas", "Camille", "Julien", "Chiara", "Marco", "Lucía", "Javier", "Sarah", "Michael", "Emily", "David", "Priya", "Rahul", "Yuki", "Haruto", "Wei", "Li", "Olga", "Dmitri", "Fatima", "Omar", "Ayşe", "Mehmet", "Joana", "Tiago", "Katarzyna", "Piotr", "Ingrid", "Lars", "Noa", "Yosef", "Minji", "Jisoo", "Thabo", "Aroha", "Grace", "Ethan", "Zoe", "Liam", "Mia", "Kwame"}
var lasts = []string{"Schmidt", "Weber", "Fischer", "Braun", "Dubois", "Lefèvre", "Rossi", "Bianchi", "García", "López", "Smith", "Johnson", "Okafor", "Patel", "Sharma", "Tanaka", "Suzuki", "Zhang", "Wang", "Ivanova", "Petrov", "Haddad", "Yılmaz", "Demir", "Silva", "Santos", "Kowalska", "Nowak", "Larsen", "Nilsson", "Cohen", "Levi", "Kim", "Park", "Nkosi", "Walker", "Nguyen", "Murphy", "Kelly", "Mensah"}

func ascii(s string) string {
	r := strings.NewReplacer("ç", "c", "é", "e", "è", "e", "ë", "e", "í", "i", "ı", "i", "ş", "s", "ğ", "g", "ö", "o", "ü", "u", "ä", "a", "á", "a", "ó", "o", "ñ", "n", "Ç", "C", "Ş", "S", "İ", "I", "Ö", "O", "Ü", "U")
	return strings.ToLower(r.Replace(s))
}

func (g *G) name() (string, string) { return g.p(firsts...), g.p(lasts...) }

var freeDomains = []string{"gmail.com", "web.de", "gmx.de", "t-online.de", "orange.fr", "free.fr", "libero.it", "yahoo.co.jp", "naver.com", "mail.ru", "yandex.ru", "outlook.com", "hotmail.co.uk", "icloud.com", "protonmail.com", "qq.com", "163.com", "uol.com.br", "wp.pl", "seznam.cz", "bigpond.com", "btinternet.com", "yahoo.es", "gmx.at", "bluewin.ch", "docomo.ne.jp"}
var orgWords = []string{"kanzlei", "praxis", "logistik", "immobilien", "studio", "consulting", "clinic", "holdings", "partners", "trading", "bau", "avocats", "servizi", "grupo", "medical", "verwaltung", "steuer", "hausverwaltung"}
var tlds = []string{"de", "fr", "it", "es", "com", "co.uk", "nl", "at", "ch", "pl", "io", "com.br", "jp", "se", "be", "org", "net", "com.au"}

func (g *G) domain() string {
	if g.chance(45) {
		return g.p(freeDomains...)
	}
	_, l := g.name()
	return ascii(l) + "-" + g.p(orgWords...) + "." + g.p(tlds...)
}

func (g *G) email() string {
	f, l := g.name()
	f, l = ascii(f), ascii(l)
	var local string
	switch g.n(7) {
	case 0:
		local = f + "." + l
	case 1:
		local = f[:1] + "." + l
	case 2:
		local = f + "_" + l + g.d(2)
	case 3:
		local = l + "." + f + g.d(1)
	case 4:
		local = f + l[:1] + g.d(3)
	case 5:
		local = f + "." + l + "+" + g.p("rechnung", "shop", "news", "work")
	default:
		local = f[:1] + l + g.d(2)
	}
	return local + "@" + g.domain()
}

// ---------- phones ----------
func (g *G) nanp() (string, string, string) {
	var a string
	for {
		a = fmt.Sprintf("%d%d%d", g.rng(2, 9), g.rng(0, 8), g.n(10))
		if a[1:] != "11" && a != "555" {
			break
		}
	}
	var e string
	for {
		e = fmt.Sprintf("%d%s", g.rng(2, 9), g.d(2))
		if e[1:] != "11" && e != "555" {
			break
		}
	}
	return a, e, g.d(4)
}

func (g *G) usPhone() string {
	a, e, s := g.nanp()
	switch g.n(6) {
	case 0:
		return "(" + a + ") " + e + "-" + s
	case 1:
		return a + "-" + e + "-" + s
	case 2:
		return a + "." + e + "." + s
	case 3:
		return "+1 " + a + " " + e + " " + s
	case 4:
		return "+1-" + a + "-" + e + "-" + s
	default:
		return "1 (" + a + ") " + e + "-" + s
	}
}

// intl phone of a country, formatted with plain spaces
func (g *G) intlPhone(cc string) string {
	switch cc {
	case "DE":
		return "+49 " + g.p("151", "152", "157", "160", "162", "170", "171", "176", "179") + " " + g.d(g.rng(7, 8))
	case "FR":
		return "+33 " + g.p("6", "7") + " " + g.d(2) + " " + g.d(2) + " " + g.d(2) + " " + g.d(2)
	case "UK":
		return "+44 7" + g.p("4", "5", "7", "8", "9") + g.d(2) + " " + g.d(6)
	case "IT":
		return "+39 3" + g.p("20", "33", "38", "40", "47", "49", "66", "88", "93") + " " + g.d(3) + " " + g.d(4)
	case "ES":
		return "+34 6" + g.d(2) + " " + g.d(3) + " " + g.d(3)
	case "NL":
		return "+31 6 " + g.d(8)
	case "BR":
		return "+55 " + g.p("11", "21", "31", "41", "51", "61") + " 9" + g.d(4) + "-" + g.d(4)
	case "JP":
		return "+81 " + g.p("90", "80", "70") + "-" + g.d(4) + "-" + g.d(4)
	case "IN":
		return "+91 " + g.p("9", "8", "7") + g.d(4) + " " + g.d(5)
	case "PL":
		return "+48 " + g.p("5", "6", "7") + g.d(2) + " " + g.d(3) + " " + g.d(3)
	case "RU":
		return "+7 9" + g.d(2) + " " + g.d(3) + "-" + g.d(2) + "-" + g.d(2)
	case "TR":
		return "+90 5" + g.p("32", "33", "35", "42", "05", "55") + " " + g.d(3) + " " + g.d(2) + " " + g.d(2)
	case "CN":
		return "+86 1" + g.p("38", "39", "58", "86", "35", "77") + " " + g.d(4) + " " + g.d(4)
	case "AU":
		return "+61 4" + g.d(2) + " " + g.d(3) + " " + g.d(3)
	case "MX":
		return "+52 " + g.p("55", "33", "81") + " " + g.d(4) + " " + g.d(4)
	case "KR":
		return "+82 10-" + g.d(4) + "-" + g.d(4)
	case "SE":
		return "+46 7" + g.p("0", "2", "3", "6") + " " + g.d(3) + " " + g.d(2) + " " + g.d(2)
	case "CH":
		return "+41 7" + g.p("6", "7", "8", "9") + " " + g.d(3) + " " + g.d(2) + " " + g.d(2)
	case "AT":
		return "+43 6" + g.p("64", "60", "76", "99") + " " + g.d(7)
	case "AE":
		return "+971 5" + g.p("0", "2", "5", "6") + " " + g.d(3) + " " + g.d(4)
	case "IL":
		return "+972 5" + g.p("0", "2", "4", "8") + "-" + g.d(3) + "-" + g.d(4)
	case "ZA":
		return "+27 " + g.p("82", "83", "72", "71") + " " + g.d(3) + " " + g.d(4)
	case "US":
		a, e, s := g.nanp()
		return "+1 " + a + " " + e + " " + s
	}
	panic(cc)
}

var ccs = []string{"DE", "FR", "UK", "IT", "ES", "NL", "BR", "JP", "IN", "PL", "RU", "TR", "CN", "AU", "MX", "KR", "SE", "CH", "AT", "AE", "IL", "ZA", "US"}

func (g *G) anyIntl() string { return g.intlPhone(g.p(ccs...)) }

// national formats with trunk 0
func (g *G) natPhone(cc string) string {
	switch cc {
	case "DE":
		switch g.n(4) {
		case 0:
			return "0" + g.p("151", "160", "170", "171", "176") + " " + g.d(7)
		case 1:
			return "0" + g.p("30", "40", "89", "69") + " " + g.d(8)
		case 2:
			return "0" + g.p("221", "211", "711", "351") + " " + g.d(3) + " " + g.d(4)
		default:
			return "0" + g.p("170", "151", "176") + "/" + g.d(7)
		}
	case "FR":
		return "0" + g.p("1", "2", "3", "4", "5", "6", "7", "9") + " " + g.d(2) + " " + g.d(2) + " " + g.d(2) + " " + g.d(2)
	case "UK":
		if g.chance(50) {
			return "07" + g.p("4", "5", "7", "8", "9") + g.d(2) + " " + g.d(6)
		}
		return "020 " + g.p("3", "7", "8") + g.d(3) + " " + g.d(4)
	case "IT":
		return "3" + g.p("20", "33", "38", "40", "47") + " " + g.d(3) + " " + g.d(4)
	case "NL":
		return "06-" + g.d(8)
	case "JP":
		return "0" + g.p("90", "80", "70") + "-" + g.d(4) + "-" + g.d(4)
	case "BR":
		return "(" + g.p("11", "21", "31", "41") + ") 9" + g.d(4) + "-" + g.d(4)
	case "TR":
		return "0 (5" + g.p("32", "33", "42", "05") + ") " + g.d(3) + " " + g.d(2) + " " + g.d(2)
	case "RU":
		return "8 (9" + g.d(2) + ") " + g.d(3) + "-" + g.d(2) + "-" + g.d(2)
	case "AU":
		return "04" + g.d(2) + " " + g.d(3) + " " + g.d(3)
	case "KR":
		return "010-" + g.d(4) + "-" + g.d(4)
	case "IN":
		return "0" + g.p("9", "8") + g.d(4) + " " + g.d(5)
	case "SE":
		return "07" + g.p("0", "2", "3") + "-" + g.d(3) + " " + g.d(2) + " " + g.d(2)
	case "ES":
		return "6" + g.d(2) + " " + g.d(2) + " " + g.d(2) + " " + g.d(2)
	case "PL":
		return g.p("5", "6", "7") + g.d(2) + " " + g.d(3) + " " + g.d(3)
	case "US":
		return g.usPhone()
	}
	panic(cc)
}

var natCCs = []string{"DE", "FR", "UK", "IT", "NL", "JP", "BR", "TR", "RU", "AU", "KR", "IN", "SE", "ES", "PL", "US"}

func (g *G) anyNat() string { return g.natPhone(g.p(natCCs...)) }
func (g *G) anyPhone() string {
	if g.chance(50) {
		return g.anyIntl()
	}
	return g.anyNat()
}

// ---------- SSN ----------
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
func (g *G) ssn() string { a, b, c := g.ssnParts(); return a + "-" + b + "-" + c }
func (g *G) itin() string {
	grp := g.p("50", "52", "57", "63", "65", "70", "73", "78", "81", "88", "90", "92", "94", "97", "99")
	return fmt.Sprintf("9%02d-%s-%04d", g.n(100), grp, g.rng(1, 9999))
}

// ---------- cards ----------
func luhnDigit(s string) byte {
	sum := 0
	dbl := true
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
	return byte('0' + (10-sum%10)%10)
}
func luhnOK(s string) bool { return luhnDigit(s[:len(s)-1]) == s[len(s)-1] }

func (g *G) cardNum(brand string) string {
	var pre string
	n := 16
	switch brand {
	case "visa":
		pre = "4" + g.d(1)
	case "mc":
		if g.chance(70) {
			pre = fmt.Sprint(g.rng(51, 55))
		} else {
			pre = fmt.Sprint(g.rng(2221, 2720))
		}
	case "amex":
		pre = g.p("34", "37")
		n = 15
	case "disc":
		pre = g.p("6011", "65")
	case "jcb":
		pre = fmt.Sprint(g.rng(3528, 3589))
	case "diners":
		pre = "36"
		n = 14
	case "mir":
		pre = fmt.Sprint(g.rng(2200, 2204))
	case "up":
		pre = "62" + fmt.Sprint(g.rng(2126, 2925))
		n = g.p16or19(g)
	case "maestro":
		pre = g.p("6759", "5018", "5020", "6763")
		n = g.p16or19(g)
	}
	body := pre + g.d(n-1-len(pre))
	return body + string(luhnDigit(body))
}
func (g *G) p16or19(_ *G) int {
	if g.chance(70) {
		return 16
	}
	return 19
}

func group(s string, sep string, sizes ...int) string {
	var parts []string
	i := 0
	for _, z := range sizes {
		if i+z > len(s) {
			break
		}
		parts = append(parts, s[i:i+z])
		i += z
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

var brands = []string{"visa", "visa", "visa", "mc", "mc", "amex", "disc", "jcb", "diners", "mir", "up", "maestro"}

func (g *G) cardFmt(brand, sep string) string {
	c := g.cardNum(brand)
	switch len(c) {
	case 15:
		return group(c, sep, 4, 6, 5)
	case 14:
		return group(c, sep, 4, 6, 4)
	case 19:
		if g.chance(50) {
			return group(c, sep, 4, 4, 4, 4, 3)
		}
		return c
	}
	if sep == "" {
		return c
	}
	return group(c, sep, 4, 4, 4, 4)
}
func (g *G) card(sep string) (string, string) {
	b := g.p(brands...)
	return g.cardFmt(b, sep), b
}

// ---------- JWT ----------
func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func (g *G) jwt() string {
	alg := g.p("HS256", "RS256", "ES256", "RS512", "PS256")
	var h string
	switch g.n(3) {
	case 0:
		h = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.from(hexs, 16))
	default:
		h = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	}
	f, l := g.name()
	iat := 1700000000 + g.n(60000000)
	pl := fmt.Sprintf(`{"sub":"%s","name":"%s %s","email":"%s.%s@%s","iat":%d,"exp":%d,"scope":"%s"}`, g.d(8), f, l, ascii(f), ascii(l), g.domain(), iat, iat+3600*g.rng(1, 24), g.p("read write", "openid profile", "admin", "api"))
	if g.chance(40) {
		pl = fmt.Sprintf(`{"iss":"https://auth.%s/","sub":"auth0|%s","aud":"%s","iat":%d,"exp":%d}`, g.domain(), g.from(hexs, 24), g.p("api", "portal", "mobile"), iat, iat+900)
	}
	sl := 43
	if alg[0] != 'H' {
		sl = 86 + g.n(3)*85
	}
	return b64(h) + "." + b64(pl) + "." + g.from(b64u, sl)
}

// ---------- secrets ----------
func (g *G) password() string {
	w := g.p("Harbor", "Sonne", "Tigre", "Maple", "Kirsche", "Falcon", "Luna", "Nebel", "Cobalt", "Pinien", "Orca", "Zephyr")
	sym := g.p("!", "#", "?", "$", "%", "&", "*", ".", "-")
	switch g.n(4) {
	case 0:
		return w + sym + g.d(2) + g.from("abcdefghjkmnpqrstuvwxyz", 3)
	case 1:
		return g.tok(g.rng(10, 16))
	case 2:
		return g.from("abcdefghjkmnpqrstuvwxyz", 2) + g.d(1) + w + sym + g.d(3)
	default:
		return g.from(alnum, 4) + sym + g.from(alnum, 3) + g.d(2) + sym + g.from(alnum, 3)
	}
}

func (g *G) vendorToken() (string, string) {
	switch g.n(14) {
	case 0:
		return "ghp_" + g.tok(36), "github"
	case 1:
		return "github_pat_11" + g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20) + "_" + g.tok(59), "github"
	case 2:
		return "glpat-" + g.tok(20), "gitlab"
	case 3:
		return "xoxb-" + g.d(12) + "-" + g.d(13) + "-" + g.tok(24), "slack"
	case 4:
		return "sk_live_" + g.tok(99), "stripe"
	case 5:
		return "sk-proj-" + g.from(alnum+"-_", 74) + "T3BlbkFJ" + g.tok(74), "openai"
	case 6:
		return "sk-ant-api03-" + g.from(alnum+"-_", 93) + "AA", "anthropic"
	case 7:
		return "npm_" + g.tok(36), "npm"
	case 8:
		return "hf_" + g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34), "huggingface"
	case 9:
		return "AIza" + g.from(alnum+"-_", 35), "google"
	case 10:
		return "xoxp-" + g.d(12) + "-" + g.d(12) + "-" + g.d(13) + "-" + g.from(hexs, 32), "slack"
	case 11:
		return "rk_live_" + g.tok(99), "stripe"
	case 12:
		return "dop_v1_" + g.from(hexs, 64), "digitalocean"
	default:
		return "SG." + g.from(alnum+"-_", 22) + "." + g.from(alnum+"-_", 43), "sendgrid"
	}
}

// ---------- look-alikes ----------
func (g *G) date() string {
	d, m, y := g.rng(1, 28), g.rng(1, 12), g.rng(2019, 2026)
	switch g.n(5) {
	case 0:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case 1:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 2:
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case 3:
		return fmt.Sprintf("%d %s %d", d, g.p("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), y)
	default:
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	}
}
func (g *G) amountEU() string {
	return fmt.Sprintf("%d.%03d,%02d €", g.rng(1, 99), g.n(1000), g.n(100))
}
func (g *G) amountUS() string { return fmt.Sprintf("$%d,%03d.%02d", g.rng(1, 99), g.n(1000), g.n(100)) }
func (g *G) small() string    { return fmt.Sprintf("%d,%02d", g.rng(1, 999), g.n(100)) }
func (g *G) ref() string {
	switch g.n(5) {
	case 0:
		return fmt.Sprintf("RE-%d-%05d", g.rng(2022, 2026), g.n(100000))
	case 1:
		return fmt.Sprintf("INV-%s", g.d(6))
	case 2:
		return fmt.Sprintf("%d/%s", g.rng(2022, 2026), g.d(5))
	case 3:
		return fmt.Sprintf("AZ %s/%02d", g.d(4), g.rng(19, 26))
	default:
		return fmt.Sprintf("KD-%s-%s", g.d(4), g.from("ABCDEFGHJKLMNPRSTUVWXYZ", 2))
	}
}
func (g *G) time() string { return fmt.Sprintf("%02d:%02d", g.n(24), g.n(60)) }
func (g *G) iban() string {
	return "DE" + g.d(2) + " " + g.d(4) + " " + g.d(4) + " " + g.d(4) + " " + g.d(4) + " " + g.d(2)
}
func (g *G) plz() string { return g.dnz(5) }
func (g *G) uuid() string {
	return g.from(hexs, 8) + "-" + g.from(hexs, 4) + "-4" + g.from(hexs, 3) + "-a" + g.from(hexs, 3) + "-" + g.from(hexs, 12)
}
func (g *G) ver() string { return fmt.Sprintf("v%d.%d.%d", g.rng(0, 4), g.n(30), g.n(20)) }

// OCR damage inside words: l->1, o->0, m->rn, e->c
func (g *G) ocr(w string) string {
	if !g.chance(40) {
		return w
	}
	rs := []rune(w)
	var b strings.Builder
	done := false
	for i, r := range rs {
		if !done && i > 0 && g.chance(35) {
			switch r {
			case 'l':
				b.WriteString("1")
				done = true
				continue
			case 'o':
				b.WriteString("0")
				done = true
				continue
			case 'm':
				b.WriteString("rn")
				done = true
				continue
			case 'i':
				b.WriteString("í")
				done = true
				continue
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// swap spaces inside a value for a PDF-ish space
func (g *G) pdfSpace(v string) string {
	sp := g.p(NB, TH, NNB, " ", NB)
	return strings.ReplaceAll(v, " ", sp)
}
