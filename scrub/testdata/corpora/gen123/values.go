package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// G holds the random source and the registry that keeps every value unique.
type G struct {
	r    *rand.Rand
	used map[string]bool // canonical values already handed out (never iterated)
}

func (g *G) pick(xs []string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) n(lo, hi int) int        { return lo + g.r.Intn(hi-lo+1) }
func (g *G) chance(p float64) bool   { return g.r.Float64() < p }

func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}

func (g *G) from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

const (
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b64url = alnum + "-_"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	hexd   = "0123456789abcdef"
)

// claim registers a canonical value; false when it was already used.
func (g *G) claim(k string) bool {
	if g.used[k] {
		return false
	}
	g.used[k] = true
	return true
}

// randomish returns a string of n bytes from alpha with at least two digits
// and two capitals, so it reads as a machine secret.
func (g *G) randomish(alpha string, n int) string {
	for {
		s := g.from(alpha, n)
		d, c := 0, 0
		for _, ch := range s {
			if ch >= '0' && ch <= '9' {
				d++
			}
			if ch >= 'A' && ch <= 'Z' {
				c++
			}
		}
		if (d >= 2 || !strings.ContainsAny(alpha, "0123456789")) && (c >= 2 || !strings.ContainsAny(alpha, "ABC")) && g.claim("tok:"+s) {
			return s
		}
	}
}

// ---------- e-mail ----------

func fold(s string) string {
	rep := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ê", "e", "ë", "e",
		"á", "a", "à", "a", "â", "a", "ã", "a", "í", "i", "ì", "i", "ó", "o", "ò", "o", "ô", "o", "õ", "o", "ú", "u", "ù", "u",
		"ç", "c", "ñ", "n", "ł", "l", "ą", "a", "ę", "e", "ś", "s", "ź", "z", "ż", "z", "ć", "c", "ń", "n", "ï", "i", "ij", "ij", " ", "", "'", "")
	return rep.Replace(strings.ToLower(s))
}

type Person struct {
	First, Last   string // display
	RFirst, RLast string // romanised, lower case
}

func (g *G) person(L *Lang) Person {
	i, j := g.r.Intn(len(L.First)), g.r.Intn(len(L.Last))
	f, l := L.First[i], L.Last[j]
	p := Person{First: f, Last: l}
	if k := strings.Index(f, "|"); k >= 0 {
		p.First, p.RFirst = f[:k], f[k+1:]
	} else {
		p.RFirst = fold(f)
	}
	if k := strings.Index(l, "|"); k >= 0 {
		p.Last, p.RLast = l[:k], l[k+1:]
	} else {
		p.RLast = fold(l)
	}
	return p
}

func (p Person) Name() string { return p.First + " " + p.Last }

type Email struct{ Local, Domain string }

func (e Email) S() string { return e.Local + "@" + e.Domain }

func (g *G) email(L *Lang, p Person) Email {
	for {
		var local string
		switch g.r.Intn(7) {
		case 0:
			local = p.RFirst + "." + p.RLast
		case 1:
			local = p.RFirst[:1] + "." + p.RLast
		case 2:
			local = p.RFirst + p.RLast + fmt.Sprint(g.n(1, 99))
		case 3:
			local = p.RFirst + "_" + p.RLast
		case 4:
			local = p.RLast + "." + p.RFirst
		case 5:
			local = p.RFirst + "." + p.RLast + fmt.Sprint(g.n(60, 99))
		default:
			local = p.RFirst[:1] + p.RLast
		}
		var dom string
		if g.chance(0.55) {
			dom = g.pick(L.Providers)
		} else {
			dom = g.pick(L.CoWords) + g.pick([]string{"", "-" + g.pick(L.CoSuffix)}) + "." + g.pick(L.TLDs)
		}
		if g.chance(0.12) {
			local += fmt.Sprint(g.n(2, 9))
		}
		e := Email{local, dom}
		if g.claim("email:" + e.S()) {
			return e
		}
	}
}

// ---------- phones ----------

type Phone struct {
	CC     string   // country code digits
	Groups []string // national significant number in display groups
	Trunk  string   // "0", "8", "" ; NANP: "1"
	Nat    string   // national display form
}

func (p Phone) Intl(sep string) string { return "+" + p.CC + sep + strings.Join(p.Groups, sep) }
func (p Phone) E164() string           { return "+" + p.CC + p.NSN() }
func (p Phone) NSN() string            { return strings.ReplaceAll(strings.Join(p.Groups, ""), "-", "") }

func (g *G) phone(country string) Phone {
	for {
		p := g.phone1(country)
		if g.claim("phone:" + p.E164()) {
			return p
		}
	}
}

func (g *G) nanpExch() string {
	for {
		e := fmt.Sprint(g.n(2, 9)) + g.digits(2)
		if e != "555" && e[1:] != "11" {
			return e
		}
	}
}

func (g *G) phone1(c string) Phone {
	switch c {
	case "US":
		a := g.pick([]string{"212", "213", "206", "303", "305", "312", "347", "404", "415", "503", "512", "617", "646", "702", "713", "720", "818", "917", "971", "614", "619", "480"})
		e, l := g.nanpExch(), g.digits(4)
		return Phone{"1", []string{a, e, l}, "1", "(" + a + ") " + e + "-" + l}
	case "GB":
		if g.chance(0.5) {
			m := "7" + g.pick([]string{"4", "5", "7", "8", "9"}) + g.digits(2)
			r := g.digits(6)
			return Phone{"44", []string{m, r}, "0", "0" + m + " " + r}
		}
		a, b := "3"+g.digits(3), g.digits(4)
		return Phone{"44", []string{"20", a, b}, "0", "020 " + a + " " + b}
	case "DE":
		if g.chance(0.5) {
			m := g.pick([]string{"151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179"})
			r := fmt.Sprint(g.n(1, 9)) + g.digits(6+g.r.Intn(2))
			return Phone{"49", []string{m, r}, "0", "0" + m + " " + r}
		}
		a := g.pick([]string{"30", "40", "89", "69", "221", "211", "711", "341"})
		n := 8
		if len(a) == 3 {
			n = 7
		}
		r := fmt.Sprint(g.n(2, 9)) + g.digits(n-1)
		return Phone{"49", []string{a, r}, "0", "0" + a + " " + r}
	case "FR":
		gs := []string{fmt.Sprint(g.pick([]string{"1", "2", "3", "4", "5", "6", "7"})), fmt.Sprint(g.n(10, 99)), g.digits(2), g.digits(2), g.digits(2)}
		return Phone{"33", gs, "0", "0" + strings.Join(gs, " ")}
	case "ES":
		f := g.pick([]string{"6", "7", "91", "93", "95", "96"})
		rest := g.digits(9 - len(f))
		n := f + rest
		gs := []string{n[:3], n[3:6], n[6:]}
		return Phone{"34", gs, "", strings.Join(gs, " ")}
	case "IT":
		if g.chance(0.6) {
			gs := []string{"3" + g.pick([]string{"20", "28", "33", "35", "38", "40", "47", "49", "66", "80", "93"}), g.digits(3), g.digits(4)}
			return Phone{"39", gs, "", strings.Join(gs, " ")}
		}
		gs := []string{"02", fmt.Sprint(g.n(2, 9)) + g.digits(3), g.digits(4)}
		return Phone{"39", gs, "", strings.Join(gs, " ")}
	case "NL":
		if g.chance(0.6) {
			r := fmt.Sprint(g.n(1, 9)) + g.digits(7)
			return Phone{"31", []string{"6", r}, "0", "06-" + r}
		}
		a := g.pick([]string{"20", "10", "30", "70", "40"})
		b, c := fmt.Sprint(g.n(2, 9))+g.digits(2), g.digits(4)
		return Phone{"31", []string{a, b, c}, "0", "0" + a + " " + b + " " + c}
	case "PL":
		gs := []string{g.pick([]string{"50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"}) + g.digits(1), g.digits(3), g.digits(3)}
		return Phone{"48", gs, "", strings.Join(gs, " ")}
	case "BR":
		a := g.pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "19", "48"})
		m, l := "9"+fmt.Sprint(g.n(6, 9))+g.digits(3), g.digits(4)
		return Phone{"55", []string{a, m, l}, "0", "(" + a + ") " + m + "-" + l}
	case "PT":
		gs := []string{"9" + g.pick([]string{"1", "2", "3", "6"}) + g.digits(1), g.digits(3), g.digits(3)}
		return Phone{"351", gs, "", strings.Join(gs, " ")}
	case "JP":
		if g.chance(0.6) {
			gs := []string{g.pick([]string{"90", "80", "70"}), fmt.Sprint(g.n(1, 9)) + g.digits(3), g.digits(4)}
			return Phone{"81", gs, "0", "0" + strings.Join(gs, "-")}
		}
		gs := []string{g.pick([]string{"3", "6"}), fmt.Sprint(g.n(3, 6)) + g.digits(3), g.digits(4)}
		return Phone{"81", gs, "0", "0" + strings.Join(gs, "-")}
	case "RU":
		a := g.pick([]string{"495", "499", "812", "903", "905", "915", "916", "926", "985", "977"})
		b, c, d := fmt.Sprint(g.n(2, 9))+g.digits(2), g.digits(2), g.digits(2)
		return Phone{"7", []string{a, b + "-" + c + "-" + d}, "8", "8 (" + a + ") " + b + "-" + c + "-" + d}
	}
	panic(c)
}

// ---------- SSN / ITIN ----------

func (g *G) ssn() string {
	for {
		var s string
		if g.chance(0.2) {
			grp := g.pick([]string{"50", "51", "55", "62", "65", "70", "73", "78", "81", "88", "90", "92", "94", "97", "99"})
			s = fmt.Sprintf("9%02d-%s-%04d", g.n(0, 99), grp, g.n(1, 9999))
		} else {
			a := g.n(1, 899)
			if a == 666 {
				continue
			}
			s = fmt.Sprintf("%03d-%02d-%04d", a, g.n(1, 99), g.n(1, 9999))
		}
		if strings.HasPrefix(s, "987-65-432") || s == "078-05-1120" || s == "123-45-6789" || s == "219-09-9999" {
			continue
		}
		if g.claim("ssn:" + strings.ReplaceAll(s, "-", "")) {
			return s
		}
	}
}

// ---------- cards ----------

func luhnOK(d string) bool {
	sum := 0
	for i := 0; i < len(d); i++ {
		x := int(d[len(d)-1-i] - '0')
		if i%2 == 1 {
			x *= 2
			if x > 9 {
				x -= 9
			}
		}
		sum += x
	}
	return sum%10 == 0
}

func luhnComplete(p string) string {
	for c := 0; c < 10; c++ {
		if luhnOK(p + fmt.Sprint(c)) {
			return p + fmt.Sprint(c)
		}
	}
	panic("luhn")
}

type Card struct {
	Digits string
	Groups []string
	Brand  string
}

func (c Card) Spaced(sep string) string { return strings.Join(c.Groups, sep) }

func group(d string, sizes ...int) []string {
	var out []string
	for _, s := range sizes {
		out = append(out, d[:s])
		d = d[s:]
	}
	return out
}

func (g *G) card() Card {
	for {
		var c Card
		switch g.r.Intn(9) {
		case 0, 1, 2:
			d := luhnComplete("4" + g.pick([]string{"1", "2", "5", "7", "9"}) + g.digits(13))
			c = Card{d, group(d, 4, 4, 4, 4), "Visa"}
		case 3, 4:
			pre := g.pick([]string{"51", "52", "53", "54", "55", "2221", "2344", "2720", "2500"})
			d := luhnComplete(pre + g.digits(15-len(pre)))
			c = Card{d, group(d, 4, 4, 4, 4), "Mastercard"}
		case 5:
			d := luhnComplete(g.pick([]string{"34", "37"}) + g.digits(12))
			c = Card{d, group(d, 4, 6, 5), "American Express"}
		case 6:
			pre := g.pick([]string{"6011", "65", "644"})
			d := luhnComplete(pre + g.digits(15-len(pre)))
			c = Card{d, group(d, 4, 4, 4, 4), "Discover"}
		case 7:
			pre := fmt.Sprint(g.n(3528, 3589))
			d := luhnComplete(pre + g.digits(11))
			c = Card{d, group(d, 4, 4, 4, 4), "JCB"}
		default:
			if g.chance(0.5) {
				pre := fmt.Sprint(g.n(2200, 2204))
				d := luhnComplete(pre + g.digits(11))
				c = Card{d, group(d, 4, 4, 4, 4), "Мир"}
			} else {
				d := luhnComplete("36" + g.digits(11))
				c = Card{d, group(d, 4, 6, 4), "Diners Club"}
			}
		}
		if strings.Count(c.Digits, c.Digits[:1]) > 10 {
			continue
		}
		if g.claim("card:" + c.Digits) {
			return c
		}
	}
}

// badCard: card-shaped, issuer-prefixed but Luhn-failing.
func (g *G) badCard() string {
	for {
		d := g.pick([]string{"4", "5", "6011"})
		d += g.digits(16 - len(d))
		if !luhnOK(d) && g.claim("bad:"+d) {
			return d
		}
	}
}

// ---------- JWT ----------

func (g *G) jwt(email string) string {
	for {
		var hdr string
		switch g.r.Intn(4) {
		case 0:
			hdr = `{"alg":"HS256","typ":"JWT"}`
		case 1:
			hdr = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, g.from(hexd, 16))
		case 2:
			hdr = `{"typ":"JWT","alg":"ES256"}`
		default:
			hdr = fmt.Sprintf(`{"alg":"RS256","typ":"at+jwt","kid":"%s"}`, g.from(alnum, 22))
		}
		iat := 1704067200 + g.r.Intn(60000000)
		var pl string
		k := g.r.Intn(3)
		if email == "" && k == 0 {
			k = 1 + g.r.Intn(2)
		}
		switch k {
		case 0:
			pl = fmt.Sprintf(`{"sub":"%d","email":"%s","iat":%d,"exp":%d}`, g.n(100000, 9999999), email, iat, iat+3600)
		case 1:
			pl = fmt.Sprintf(`{"iss":"https://auth.%s/","sub":"auth0|%s","aud":"api","iat":%d,"exp":%d,"scope":"openid profile"}`, g.pick([]string{"shopline.io", "kundenportal.de", "monespace.fr", "tienda.es"}), g.from(hexd, 24), iat, iat+86400)
		default:
			pl = fmt.Sprintf(`{"user_id":%d,"role":"customer","sid":"%s","iat":%d}`, g.n(1000, 999999), g.from(alnum, 12), iat)
		}
		siglen := 32
		if strings.Contains(hdr, "ES256") {
			siglen = 64
		} else if strings.Contains(hdr, "RS256") {
			siglen = g.pick2(128, 256)
		}
		sig := make([]byte, siglen)
		g.r.Read(sig)
		e := base64.RawURLEncoding
		t := e.EncodeToString([]byte(hdr)) + "." + e.EncodeToString([]byte(pl)) + "." + e.EncodeToString(sig)
		if g.claim("jwt:" + t) {
			return t
		}
	}
}

func (g *G) pick2(a, b int) int {
	if g.chance(0.5) {
		return a
	}
	return b
}

// ---------- secrets ----------

func (g *G) secret() (string, string) { // kind, value
	switch g.r.Intn(12) {
	case 0:
		return "github", "ghp_" + g.randomish(alnum, 36)
	case 1:
		return "github", "github_pat_11" + g.randomish("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20) + "_" + g.randomish(alnum, 59)
	case 2:
		return "gitlab", "glpat-" + g.randomish(alnum+"-_", 20)
	case 3:
		return "slack", "xoxb-" + g.digits(12) + "-" + g.digits(13) + "-" + g.randomish(alnum, 24)
	case 4:
		return "stripe", "sk_live_51" + g.randomish(alnum, 97)
	case 5:
		return "openai", "sk-proj-" + g.randomish(alnum+"-_", 100)
	case 6:
		return "hf", "hf_" + g.randomish("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)
	case 7:
		return "npm", "npm_" + g.randomish(alnum, 36)
	case 8:
		return "sendgrid", "SG." + g.randomish(b64url, 22) + "." + g.randomish(b64url, 43)
	case 9:
		return "anthropic", "sk-ant-api03-" + g.randomish(alnum+"-_", 93) + "AA"
	case 10:
		return "shopify", "shpat_" + g.randomish("0123456789abcdef", 32)
	default:
		return "opaque", g.opaque()
	}
}

func (g *G) opaque() string {
	switch g.r.Intn(3) {
	case 0:
		return g.randomish(b64url, g.n(32, 48))
	case 1:
		return g.randomish(alnum, 40)
	default:
		return g.randomish(alnum+"+/", 43) + "="
	}
}

func (g *G) password() string {
	for {
		var p string
		switch g.r.Intn(5) {
		case 0:
			w := g.pick([]string{"Sommer", "Winter", "Herbst", "Soleil", "Verano", "Lisboa", "Gatto", "Fiets", "Zamek", "Sakura", "Medved", "Harbor", "Falcon", "Kiel", "Bretagne", "Mondo"})
			p = w + fmt.Sprint(g.n(1970, 2025)) + g.pick([]string{"!", "#", "?", "$", "%", "*", "+"}) + g.from(lower, 2)
		case 1:
			p = g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + g.from("abcdefghijkmnopqrstuvwxyz", 3) + g.pick([]string{"#", "!", "&", ".", "-", "%"}) + g.digits(4) + g.from("abcdefghijkmnopqrstuvwxyz", 2)
		case 2:
			p = g.randomish(alnum+"!#%&*?", g.n(12, 18))
		case 3:
			p = g.from(lower, 4) + g.digits(2) + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + g.pick([]string{"!", "?", "#"}) + g.from(lower, 3)
		default:
			p = g.pick([]string{"Blau", "Rouge", "Verde", "Azul", "Rosso", "Groen", "Zielony", "Kuro", "Krasny", "Amber"}) + "." + g.pick([]string{"Hund", "Chat", "Perro", "Gato", "Cane", "Hond", "Kot", "Neko", "Kot", "Otter"}) + "." + g.digits(g.n(2, 4)) + g.pick([]string{"!", "?", ""})
		}
		if g.claim("pw:" + p) {
			return p
		}
	}
}

// ---------- keep material ----------

func (g *G) hexColor() string {
	for {
		c := "#" + g.from("0123456789abcdef", 6)
		if g.claim("col:" + c) {
			return c
		}
	}
}
func (g *G) sha(n int) string { return g.from(hexd, n) }
func (g *G) uuid() string {
	h := g.from(hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:]
}
func (g *G) version() string {
	v := fmt.Sprintf("%d.%d.%d", g.n(0, 9), g.n(0, 30), g.n(0, 40))
	if g.chance(0.2) {
		v += "-rc." + fmt.Sprint(g.n(1, 4))
	}
	return v
}
func (g *G) orderNo() string {
	switch g.r.Intn(4) {
	case 0:
		return fmt.Sprintf("ORD-%d-%06d", g.n(2023, 2025), g.n(1, 999999))
	case 1:
		return fmt.Sprintf("#A%07d", g.n(1, 9999999))
	case 2:
		return fmt.Sprintf("%03d-%07d-%07d", g.n(100, 999), g.n(0, 9999999), g.n(0, 9999999)) // Amazon style
	default:
		return fmt.Sprintf("RE-%d/%05d", g.n(2023, 2025), g.n(1, 99999))
	}
}
func (g *G) msgID(dom string) string {
	switch g.r.Intn(3) {
	case 0:
		return "<CA" + g.from(alnum, 3) + "+" + g.from(alnum+"_-", 38) + "@mail.gmail.com>"
	case 1:
		return "<" + g.from("0123456789ABCDEF", 8) + "." + g.from("0123456789ABCDEF", 8) + "@" + dom + ">"
	default:
		return fmt.Sprintf("<%d.%d.%d.JavaMail.app@mx%d.%s>", g.n(1000000, 9999999), g.n(10, 99), g.n(1700000000000, 1739999999999), g.n(1, 9), dom)
	}
}
func (g *G) tracking() string {
	switch g.r.Intn(3) {
	case 0:
		return "1Z" + g.from("0123456789ABCDEFGHJKLMNPRSTVWXY", 16)
	case 1:
		return "JJD" + g.digits(18)
	default:
		return "00340434" + g.digits(12)
	}
}
func (g *G) pubKey() string {
	if g.chance(0.5) {
		return "pk_live_51" + g.from(alnum, 60)
	}
	pl := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"u":"%s","a":"%s"}`, g.pick([]string{"acme-maps", "mapteam", "geodesk", "tourplan"}), g.from("abcdefghijklmnopqrstuvwxyz0123456789", 25))))
	return "pk.eyJ" + pl[3:] + "." + g.from(b64url, 22)
}
