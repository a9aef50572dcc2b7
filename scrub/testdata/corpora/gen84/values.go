package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// G is the seeded source of every random choice.
type G struct {
	r    *rand.Rand
	used map[string]bool // membership only, never iterated
}

func NewG(seed int64) *G { return &G{r: rand.New(rand.NewSource(seed)), used: map[string]bool{}} }

func (g *G) n(k int) int           { return g.r.Intn(k) }
func (g *G) rng(a, b int) int      { return a + g.r.Intn(b-a+1) }
func (g *G) chance(p float64) bool { return g.r.Float64() < p }
func (g *G) pick(xs ...string) string {
	return xs[g.r.Intn(len(xs))]
}
func (g *G) pickS(xs []string) string { return xs[g.r.Intn(len(xs))] }

func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}

// nz is n digits, the first not zero.
func (g *G) nz(n int) string {
	return string(byte('1'+g.r.Intn(9))) + g.digits(n-1)
}

const (
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upperDg = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	lowerDg = "abcdefghijklmnopqrstuvwxyz0123456789"
	hexd    = "0123456789abcdef"
	b64url  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64std  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
)

func (g *G) str(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

// secretStr is random text of the alphabet with at least two digits, a capital
// and a small letter (a random secret almost always has them).
func (g *G) secretStr(alpha string, n int) string {
	for {
		s := g.str(alpha, n)
		d, u, l := 0, 0, 0
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
		if (d >= 2 || !strings.ContainsAny(alpha, "0123456789")) && (u >= 1 || !strings.ContainsAny(alpha, "ABC")) && (l >= 1 || !strings.ContainsAny(alpha, "abc")) {
			return s
		}
	}
}

// uniq draws from f until it yields a value no line has used.
func (g *G) uniq(f func() string) string {
	for i := 0; i < 10000; i++ {
		v := f()
		if !g.used[v] {
			g.used[v] = true
			return v
		}
	}
	panic("uniq: exhausted")
}

// ---------- people and companies ----------

type Person struct{ First, Last, Lang string }

func (p Person) Full() string { return p.First + " " + p.Last }

func nameLang(lang string) string {
	switch lang {
	case "us", "uk", "en", "ie":
		return "en"
	case "br":
		return "pt"
	}
	return lang
}

func (g *G) person(lang string) Person {
	l := nameLang(lang)
	return Person{g.pickS(firstNames[l]), g.pickS(lastNames[l]), l}
}

var fold = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ß", "ss",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "à", "a", "â", "a", "á", "a", "ã", "a", "ç", "c", "í", "i", "ì", "i", "î", "i", "ï", "i",
	"ó", "o", "ò", "o", "ô", "o", "õ", "o", "ú", "u", "ù", "u", "û", "u", "ñ", "n", "É", "E", "Á", "A", "Ó", "O", "Í", "I", "Ú", "U", "Ç", "C",
	"'", "", " ", "", "-", "")

func slug(s string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(fold.Replace(s)) {
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
			b.WriteRune(c)
		}
	}
	return b.String()
}

type Company struct{ Name, Domain string }

var coSuffix = map[string][]string{
	"en": {"LLC", "Inc.", "LLP", "Group", "Partners", "Corp."},
	"uk": {"Ltd", "Ltd", "plc", "LLP", "Group"},
	"de": {"GmbH", "AG", "GmbH & Co. KG", "e.K."},
	"fr": {"SAS", "SARL", "SA"},
	"es": {"S.L.", "S.A.", "S.L.U."},
	"it": {"S.r.l.", "S.p.A.", "S.n.c."},
	"nl": {"B.V.", "N.V.", "V.O.F."},
	"pt": {"Lda.", "S.A.", "Ltda."},
}

var coTLD = map[string][]string{
	"en": {"com", "com", "com", "net", "io", "us", "org"},
	"uk": {"co.uk", "co.uk", "com", "uk", "org.uk"},
	"de": {"de", "de", "com", "eu"},
	"fr": {"fr", "fr", "com", "eu"},
	"es": {"es", "es", "com"},
	"it": {"it", "it", "com"},
	"nl": {"nl", "nl", "com", "eu"},
	"pt": {"pt", "com.br", "com"},
}

func (g *G) company(lang string, noun string) Company {
	a := g.pickS(coWordA)
	if noun == "" {
		noun = g.pickS(coWordB)
	}
	name := strings.Title(a) + " " + strings.Title(noun)
	if g.chance(0.3) {
		name = strings.Title(a) + strings.ToLower(noun)
	}
	if lang != "uk" {
		lang = nameLang(lang)
	}
	suf := coSuffix[lang]
	if suf == nil {
		suf = coSuffix["en"]
	}
	tld := coTLD[lang]
	if tld == nil {
		tld = coTLD["en"]
	}
	dom := slug(a) + slug(noun)
	if g.chance(0.35) {
		dom = slug(a) + "-" + slug(noun)
	}
	return Company{name + " " + g.pickS(suf), dom + "." + g.pickS(tld)}
}

// ---------- e-mail ----------

func (g *G) email(p Person, domain string) string {
	return g.uniq(func() string {
		f, l := slug(p.First), slug(p.Last)
		dom := domain
		if dom == "" {
			dom = g.pickS(mailDomains[p.Lang])
		}
		var local string
		switch g.n(11) {
		case 0, 1, 2:
			local = f + "." + l
		case 3:
			local = f[:1] + l
		case 4:
			local = f + "_" + l + g.digits(2)
		case 5:
			local = f + l + g.digits(g.rng(2, 4))
		case 6:
			local = l + "." + f
		case 7:
			local = f + "." + l[:1]
		case 8:
			local = f[:1] + "." + l
		case 9:
			local = f + "-" + l
		default:
			local = f + "." + l + g.digits(2)
		}
		if domain == "" && g.chance(0.06) {
			local += "+" + g.pick("bank", "claims", "docs", "hr", "rent", "news")
		}
		if domain != "" && g.chance(0.3) {
			local = f + "." + l
		}
		addr := local + "@" + dom
		if g.chance(0.05) {
			addr = strings.Title(f) + "." + strings.Title(l) + "@" + dom
		}
		return addr
	})
}

// roleEmail is a mailbox of a function (claims@, hr@) at a company domain.
func (g *G) roleEmail(domain string, roles ...string) string {
	return g.uniq(func() string {
		r := g.pickS(roles)
		if g.chance(0.5) {
			r += g.pick("-team", "."+g.pick("us", "uk", "ops", "east", "west", "desk"), g.digits(1), "-"+g.pick("intake", "review", "support"))
		}
		return r + "@" + domain
	})
}

// ---------- phones ----------

var usAreas = []string{"201", "202", "206", "212", "213", "214", "215", "240", "248", "267", "301", "303", "305", "310", "312", "313", "314", "323", "347", "404", "407", "408", "410", "412", "415", "425", "469", "480", "503", "504", "512", "513", "571", "602", "609", "612", "614", "615", "617", "619", "626", "646", "678", "702", "703", "704", "713", "718", "720", "732", "757", "773", "786", "801", "804", "813", "816", "818", "832", "857", "862", "904", "908", "914", "917", "919", "925", "929", "949", "952", "971", "972", "980"}
var caAreas = []string{"416", "647", "437", "604", "778", "514", "438", "403", "587", "613", "905", "780"}

func (g *G) exch() string {
	for {
		e := g.nz(3)
		if e[0] < '2' || e[1:] == "11" || e == "555" || e == "950" || e == "958" || e == "959" || e == "976" {
			continue
		}
		return e
	}
}

// nanp formats a North American number; style -1 picks one.
func (g *G) nanp(country string, style int) string {
	areas := usAreas
	if country == "CA" {
		areas = caAreas
	}
	return g.uniq(func() string {
		a, e, l := g.pickS(areas), g.exch(), g.digits(4)
		st := style
		if st < 0 {
			st = []int{0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 10}[g.n(16)]
		}
		switch st {
		case 0, 1, 2:
			return "(" + a + ") " + e + "-" + l
		case 3, 4:
			return a + "-" + e + "-" + l
		case 5:
			return a + "." + e + "." + l
		case 6:
			return "+1 " + a + " " + e + " " + l
		case 7:
			return "+1 (" + a + ") " + e + "-" + l
		case 8:
			return "1-" + a + "-" + e + "-" + l
		case 9:
			return "+1-" + a + "-" + e + "-" + l
		case 10:
			return a + " " + e + " " + l
		case 11:
			return a + e + l
		case 12:
			return "(" + a + ")" + e + "-" + l
		case 13:
			return a + " " + e + "-" + l
		case 14:
			return "+1." + a + "." + e + "." + l
		default:
			return "+1" + a + e + l
		}
	})
}

func sp(s string, groups ...int) string {
	var b strings.Builder
	i := 0
	for k, n := range groups {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[i : i+n])
		i += n
	}
	if i < len(s) {
		b.WriteByte(' ')
		b.WriteString(s[i:])
	}
	return b.String()
}

func join(sep string, s string, groups ...int) string {
	var parts []string
	i := 0
	for _, n := range groups {
		parts = append(parts, s[i:i+n])
		i += n
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

// phone returns a number of the country's plan in one of the ways people
// write it there. mobile picks a mobile range.
func (g *G) phone(country string, mobile bool) string {
	switch country {
	case "US", "CA":
		return g.nanp(country, -1)
	}
	return g.uniq(func() string {
		s := g.phoneRaw(country, mobile)
		if strings.HasPrefix(s, "+") && !strings.Contains(s, "(") {
			switch g.n(25) {
			case 0:
				s = "00" + s[1:]
			case 1:
				s = strings.ReplaceAll(s, " ", "-")
			}
		}
		return s
	})
}

func (g *G) phoneRaw(country string, mobile bool) string {
	{
		switch country {
		case "UK":
			if mobile {
				n := "7" + g.pick("4", "5", "7", "8", "9") + g.digits(8)
				switch g.n(5) {
				case 0, 1:
					return "0" + n[:4] + " " + n[4:]
				case 2:
					return "+44 " + n[:4] + " " + n[4:]
				case 3:
					return "+44 (0)" + n[:4] + " " + n[4:]
				default:
					return "+44 " + sp(n, 4, 3)
				}
			}
			switch g.n(4) {
			case 0, 1:
				n := "20" + g.pick("7", "8", "3") + g.digits(7)
				if g.chance(0.5) {
					return "+44 " + sp(n, 2, 4)
				}
				return "0" + sp(n, 2, 4)
			default:
				area := g.pick("161", "121", "113", "131", "117", "141", "151", "114", "115", "191")
				sub := g.nz(7)
				if sub[0] < '2' {
					sub = "4" + sub[1:]
				}
				if g.chance(0.4) {
					return "+44 " + area + " " + sp(sub, 3)
				}
				return "0" + area + " " + sp(sub, 3)
			}
		case "DE":
			if mobile {
				pre := g.pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179", "159")
				n := g.digits(7)
				if pre == "176" || pre == "157" || pre == "159" {
					n = g.digits(8)
				}
				switch g.n(6) {
				case 0, 1:
					return "0" + pre + " " + n
				case 2:
					return "0" + pre + "/" + n
				case 3:
					return "+49 " + pre + " " + n
				case 4:
					return "+49 (0)" + pre + " " + n
				default:
					return "0" + pre + "-" + n
				}
			}
			area := g.pick("30", "40", "89", "69", "221", "711", "211", "351", "341", "511", "911", "228")
			var sub string
			if len(area) == 2 {
				sub = g.nz(8)
			} else {
				sub = g.nz(7)
			}
			switch g.n(6) {
			case 0, 1:
				return "0" + area + " " + sub
			case 2:
				return "+49 " + area + " " + sub
			case 3:
				return "0" + area + "/" + sub
			case 4:
				return "+49 (0)" + area + " " + sub
			default:
				return "(0" + area + ") " + sp(sub, len(sub)/2)
			}
		case "FR":
			var n string
			if mobile {
				n = g.pick("6", "7") + g.digits(8)
				if n[0] == '7' && n[1] < '3' {
					n = "73" + n[2:]
				}
			} else {
				n = g.pick("1", "2", "3", "4", "5", "9") + g.digits(8)
			}
			switch g.n(6) {
			case 0, 1, 2:
				return "0" + sp(n, 1, 2, 2, 2)
			case 3:
				return "+33 " + sp(n, 1, 2, 2, 2)
			case 4:
				return "0" + join(".", n, 1, 2, 2, 2)
			default:
				return "+33 (0)" + sp(n, 1, 2, 2, 2)
			}
		case "ES":
			var n string
			if mobile {
				n = g.pick("6", "6", "7") + g.digits(8)
				if n[0] == '7' {
					n = "7" + g.pick("1", "2", "3", "4") + n[2:]
				}
			} else {
				n = g.pick("91", "93", "96", "95", "94", "98") + g.nz(7)
			}
			switch g.n(5) {
			case 0, 1:
				if mobile {
					return sp(n, 3, 3)
				}
				return sp(n, 2, 3, 2)
			case 2:
				return "+34 " + sp(n, 3, 3)
			case 3:
				return "+34 " + n
			default:
				return "(+34) " + sp(n, 3, 3)
			}
		case "IT":
			if mobile {
				n := "3" + g.pick("2", "3", "4", "5", "6", "7", "8", "9") + g.digits(8)
				switch g.n(4) {
				case 0:
					return sp(n, 3, 3)
				case 1:
					return n[:3] + " " + n[3:]
				case 2:
					return "+39 " + sp(n, 3, 3)
				default:
					return "+39 " + n[:3] + " " + n[3:]
				}
			}
			area, sub := g.pick("02", "06"), g.nz(8)
			if g.chance(0.4) {
				area, sub = g.pick("011", "051", "055", "081", "010", "041"), g.nz(7)
			}
			if g.chance(0.4) {
				return "+39 " + area + " " + sp(sub, len(sub)-4)
			}
			return area + " " + sp(sub, len(sub)-4)
		case "NL":
			if mobile {
				n := "6" + g.nz(8)
				switch g.n(5) {
				case 0, 1:
					return "0" + n[:1] + " " + n[1:]
				case 2:
					return "0" + n[:1] + "-" + n[1:]
				case 3:
					return "+31 " + n[:1] + " " + n[1:]
				default:
					return "+31 (0)" + n[:1] + " " + sp(n[1:], 4)
				}
			}
			area := g.pick("20", "10", "30", "70", "40", "50")
			sub := g.nz(7)
			switch g.n(4) {
			case 0:
				return "0" + area + "-" + sub
			case 1:
				return "0" + area + " " + sp(sub, 3)
			case 2:
				return "+31 " + area + " " + sp(sub, 3)
			default:
				return "0" + area + " - " + sp(sub, 3, 2)
			}
		case "PT":
			var n string
			if mobile {
				n = "9" + g.pick("1", "2", "3", "6") + g.digits(7)
			} else {
				n = "2" + g.pick("1", "2", "3", "5") + g.nz(7)
			}
			switch g.n(3) {
			case 0:
				return sp(n, 3, 3)
			case 1:
				return "+351 " + sp(n, 3, 3)
			default:
				if mobile {
					return "+351 " + n
				}
				return n[:2] + " " + n[2:5] + " " + n[5:]
			}
		case "BR":
			ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "19", "27", "48", "85")
			var n string
			if mobile {
				n = "9" + g.pick("6", "7", "8", "9") + g.digits(3) + "-" + g.digits(4)
			} else {
				n = g.pick("2", "3", "4") + g.digits(3) + "-" + g.digits(4)
			}
			switch g.n(3) {
			case 0, 1:
				return "(" + ddd + ") " + n
			default:
				return "+55 " + ddd + " " + n
			}
		case "IE":
			n := "8" + g.pick("3", "5", "6", "7", "9") + g.digits(7)
			if g.chance(0.5) {
				return "+353 " + n[:2] + " " + sp(n[2:], 3)
			}
			return "0" + n[:2] + " " + sp(n[2:], 3)
		}
		panic("country " + country)
	}
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.rng(1, 899)
		if a == 666 {
			continue
		}
		gr := g.rng(1, 99)
		s := g.rng(1, 9999)
		if a == 987 || (a == 78 && gr == 5 && s == 1120) || (a == 219 && gr == 9 && s == 9999) {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", gr), fmt.Sprintf("%04d", s)
	}
}

// ssn gives the dashed shape by default; style 1 spaces, 2 bare digits.
func (g *G) ssn(style int) string {
	return g.uniq(func() string {
		a, b, c := g.ssnParts()
		switch style {
		case 1:
			return a + " " + b + " " + c
		case 2:
			return a + b + c
		}
		return a + "-" + b + "-" + c
	})
}

func (g *G) itin() string {
	groups := []int{}
	for x := 50; x <= 65; x++ {
		groups = append(groups, x)
	}
	for x := 70; x <= 88; x++ {
		groups = append(groups, x)
	}
	for _, x := range []int{90, 91, 92, 94, 95, 96, 97, 98, 99} {
		groups = append(groups, x)
	}
	return g.uniq(func() string {
		return fmt.Sprintf("9%02d-%02d-%04d", g.n(100), groups[g.n(len(groups))], g.rng(1, 9999))
	})
}

// ---------- cards ----------

func luhnDigit(body string) byte {
	sum := 0
	dbl := true
	for i := len(body) - 1; i >= 0; i-- {
		d := int(body[i] - '0')
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

func (g *G) cardDigits(prefix string, n int) string {
	body := prefix + g.digits(n-1-len(prefix))
	return body + string(luhnDigit(body))
}

type cardBrand struct {
	name string
	gen  func(g *G) string
}

var brands = []cardBrand{
	{"Visa", func(g *G) string { return g.cardDigits("4", 16) }},
	{"Visa", func(g *G) string { return g.cardDigits("4", 16) }},
	{"Visa", func(g *G) string { return g.cardDigits("4", 16) }},
	{"Mastercard", func(g *G) string { return g.cardDigits(fmt.Sprint(51+g.n(5)), 16) }},
	{"Mastercard", func(g *G) string { return g.cardDigits(fmt.Sprint(51+g.n(5)), 16) }},
	{"Mastercard", func(g *G) string { return g.cardDigits(fmt.Sprint(2221+g.n(500)), 16) }},
	{"American Express", func(g *G) string { return g.cardDigits(g.pick("34", "37"), 15) }},
	{"American Express", func(g *G) string { return g.cardDigits(g.pick("34", "37"), 15) }},
	{"Discover", func(g *G) string { return g.cardDigits(g.pick("6011", "65", fmt.Sprint(644+g.n(6))), 16) }},
	{"JCB", func(g *G) string { return g.cardDigits(fmt.Sprint(3528+g.n(62)), 16) }},
	{"Diners Club", func(g *G) string { return g.cardDigits(g.pick("36", "38", fmt.Sprint(300+g.n(6))), 14) }},
	{"UnionPay", func(g *G) string { return g.cardDigits("62"+g.pick("2", "4", "5", "8"), 16) }},
	{"Maestro", func(g *G) string { return g.cardDigits(g.pick("6759", "5018", "5020", "5038", "6304"), 16) }},
}

// card returns a brand name and a formatted number. style: -1 any, 0 spaced,
// 1 dashed, 2 plain.
func (g *G) card(style int) (string, string) {
	b := brands[g.n(len(brands))]
	var raw string
	num := g.uniq(func() string { raw = b.gen(g); return raw })
	st := style
	if st < 0 {
		st = []int{0, 0, 0, 1, 2}[g.n(5)]
	}
	sep := " "
	if st == 1 {
		sep = "-"
	}
	if st == 2 {
		return b.name, num
	}
	var s string
	switch len(num) {
	case 15:
		s = join(sep, num, 4, 6)
	case 14:
		s = join(sep, num, 4, 6)
	default:
		s = join(sep, num, 4, 4, 4)
	}
	g.used[s] = true
	return b.name, s
}

// masked is a card tail as statements print it.
func (g *G) masked() string {
	l4 := g.digits(4)
	return g.pick("**** **** **** "+l4, "XXXX-XXXX-XXXX-"+l4, "ending in "+l4, "•••• "+l4, "xxxxxxxxxxxx"+l4, "ending "+l4)
}

// ---------- JWT ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) randB64u(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.n(256))
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func (g *G) uuid() string {
	h := g.str(hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[g.n(4)]) + h[17:20] + "-" + h[20:]
}

func (g *G) jwt(issuer string) string {
	return g.uniq(func() string {
		var hdr string
		var sig int
		switch g.n(5) {
		case 0, 1:
			hdr, sig = `{"alg":"HS256","typ":"JWT"}`, 32
		case 2:
			hdr, sig = `{"alg":"RS256","typ":"JWT","kid":"`+g.str(alnum, 20)+`"}`, 256
		case 3:
			hdr, sig = `{"alg":"ES256","kid":"`+g.str(hexd, 16)+`","typ":"JWT"}`, 64
		default:
			hdr, sig = `{"typ":"JWT","alg":"HS512"}`, 64
		}
		iat := 1735689600 + g.n(40000000)
		var pl string
		switch g.n(3) {
		case 0:
			pl = fmt.Sprintf(`{"sub":"%s","iss":"https://%s/","aud":"api","iat":%d,"exp":%d,"scope":"%s"}`, g.uuid(), issuer, iat, iat+3600, g.pick("read:accounts write:payments", "openid profile email", "claims:read", "statements:read"))
		case 1:
			pl = fmt.Sprintf(`{"user_id":%d,"role":"%s","iat":%d,"exp":%d}`, g.rng(10000, 9999999), g.pick("admin", "agent", "underwriter", "viewer"), iat, iat+86400)
		default:
			pl = fmt.Sprintf(`{"iss":"%s","sub":"svc-%s","tenant":"%s","iat":%d,"exp":%d,"jti":"%s"}`, issuer, g.pick("billing", "claims", "kyc", "ledger"), g.str(lowerDg, 8), iat, iat+900, g.str(hexd, 16))
		}
		return b64u(hdr) + "." + b64u(pl) + "." + g.randB64u(sig)
	})
}

// ---------- secrets ----------

func (g *G) secret(kind string) string {
	return g.uniq(func() string {
		switch kind {
		case "stripe":
			return "sk_live_" + g.secretStr(alnum, 24+g.n(2)*75)
		case "stripe_rk":
			return "rk_live_" + g.secretStr(alnum, 24)
		case "ghp":
			return g.pick("ghp_", "ghp_", "gho_", "ghs_") + g.secretStr(alnum, 36)
		case "ghpat":
			return "github_pat_11" + g.secretStr(upperDg, 20) + "_" + g.secretStr(alnum, 59)
		case "slack":
			return g.pick("xoxb-", "xoxp-") + g.nz(11) + "-" + g.nz(12) + "-" + g.secretStr(alnum, 24)
		case "gitlab":
			return "glpat-" + g.secretStr(alnum+"_-", 20)
		case "openai":
			return "sk-proj-" + g.secretStr(alnum+"_-", 64) + "T3BlbkFJ" + g.secretStr(alnum+"_-", 64)
		case "anthropic":
			return "sk-ant-api03-" + g.secretStr(alnum+"_-", 93) + "AA"
		case "aws":
			return g.secretStr(alnum+"+/", 40)
		case "sendgrid":
			return "SG." + g.secretStr(alnum+"_-", 22) + "." + g.secretStr(alnum+"_-", 43)
		case "npm":
			return "npm_" + g.secretStr(alnum, 36)
		case "hf":
			return "hf_" + g.secretStr(alnum, 34)
		case "google":
			return "AIza" + g.secretStr(alnum+"_-", 35)
		case "twilio":
			return g.str(hexd, 32)
		case "hex64":
			return g.str(hexd, 64)
		case "opaque":
			return g.secretStr(alnum, g.rng(32, 48))
		case "opaque_dot":
			return g.secretStr(alnum, 20) + "." + g.secretStr(alnum+"_-", 27)
		case "vault":
			return "hvs." + g.secretStr(alnum, 24)
		case "azure":
			return g.secretStr(b64std, 86) + "=="
		case "django":
			return g.secretStr(lowerDg+"!@#%^&*(-_=+)", 50)
		case "shopify":
			return "shpat_" + g.str(hexd, 32)
		case "datadog":
			return g.str(hexd, 32)
		case "password":
			return g.password()
		case "urlpassword":
			return g.secretStr(alnum, g.rng(4, 7)) + g.pick("-", "!", "_", ".", "~", "*", "$") + g.secretStr(alnum, g.rng(5, 9))
		}
		panic("secret " + kind)
	})
}

var pwWords = []string{"Harbor", "Maple", "Tiger", "Falcon", "Orchid", "Quartz", "Copper", "Winter", "Summit", "Velvet", "Cobalt", "Jasper", "Meadow", "Raven", "Sierra", "Lumen", "Nimbus", "Pepper", "Saffron", "Tundra"}

// password is a chosen-looking password: a word and digits and a sign, or random.
func (g *G) password() string {
	switch g.n(4) {
	case 0:
		return g.pickS(pwWords) + g.pick("!", "#", "$", "%", "&", "?", "*", "-", ".") + g.digits(g.rng(2, 4)) + g.pickS(pwWords)[:g.rng(2, 4)]
	case 1:
		return g.pickS(pwWords) + g.digits(g.rng(2, 4)) + g.pick("!", "#", "$", "@", "&")
	case 2:
		return g.secretStr(alnum+"!#$%&*?@", g.rng(10, 16))
	default:
		s := g.secretStr(alnum, g.rng(4, 6)) + g.pick("-", "!", "#", "$", ".") + g.secretStr(alnum, g.rng(4, 8))
		return s
	}
}

// pemBody is the base64 body of a private key, lines of 64 (or 70 for OpenSSH).
func (g *G) pemBody(kind string) string {
	var raw string
	switch kind {
	case "ec":
		b := make([]byte, 121)
		for i := range b {
			b[i] = byte(g.n(256))
		}
		copy(b, []byte{0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20})
		raw = base64.StdEncoding.EncodeToString(b)
	case "openssh":
		b := make([]byte, 400)
		for i := range b {
			b[i] = byte(g.n(256))
		}
		copy(b, []byte("openssh-key-v1\x00\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00\x00\x00\x00\x01"))
		raw = base64.StdEncoding.EncodeToString(b)
	default: // pkcs8 rsa, cut to fit a document
		b := make([]byte, 640)
		for i := range b {
			b[i] = byte(g.n(256))
		}
		copy(b, []byte{0x30, 0x82, 0x04, 0xbe, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00})
		raw = base64.StdEncoding.EncodeToString(b)
	}
	w := 64
	if kind == "openssh" {
		w = 70
	}
	var lines []string
	for len(raw) > w {
		lines = append(lines, raw[:w])
		raw = raw[w:]
	}
	lines = append(lines, raw)
	v := strings.Join(lines, "\n")
	g.used[v] = true
	return v
}

func basicAuth(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}

// ---------- look-alikes ----------

func (g *G) akia() string {
	return g.pick("AKIA", "AKIA", "ASIA") + g.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func (g *G) pkLive() string { return "pk_live_" + g.secretStr(alnum, 24) }
func (g *G) sha() string    { return g.str(hexd, 40) }
func (g *G) version() string {
	return fmt.Sprintf("%d.%d.%d", g.rng(1, 9), g.n(30), g.n(20))
}

func (g *G) aba() string {
	for {
		b := g.pick("0", "1", "2", "3") + g.digits(7)
		w := []int{3, 7, 1, 3, 7, 1, 3, 7}
		s := 0
		for i := 0; i < 8; i++ {
			s += int(b[i]-'0') * w[i]
		}
		c := (10 - s%10) % 10
		r := b + fmt.Sprint(c)
		if r[:2] <= "12" || (r[:2] >= "21" && r[:2] <= "32") {
			return r
		}
	}
}

func mod97(s string) int {
	r := 0
	for _, c := range s {
		var v string
		if c >= 'A' && c <= 'Z' {
			v = fmt.Sprint(int(c-'A') + 10)
		} else {
			v = string(c)
		}
		for _, d := range v {
			r = (r*10 + int(d-'0')) % 97
		}
	}
	return r
}

// iban is a valid IBAN, grouped by four.
func (g *G) iban(cc string) string {
	var bban string
	switch cc {
	case "DE":
		bban = g.digits(18)
	case "FR":
		bban = g.digits(10) + g.str(upperDg, 11) + g.digits(2)
	case "ES":
		bban = g.digits(20)
	case "IT":
		bban = g.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + g.digits(10) + g.digits(12)
	case "NL":
		bban = g.pick("ABNA", "INGB", "RABO", "SNSB", "TRIO") + g.digits(10)
	case "PT":
		bban = g.digits(21)
	case "GB":
		bban = g.pick("NWBK", "BARC", "LOYD", "HBUK", "MIDL") + g.digits(14)
	default:
		bban = g.digits(18)
	}
	chk := 98 - mod97(bban+cc+"00")
	s := fmt.Sprintf("%s%02d%s", cc, chk, bban)
	var parts []string
	for len(s) > 4 {
		parts = append(parts, s[:4])
		s = s[4:]
	}
	parts = append(parts, s)
	return strings.Join(parts, " ")
}

func (g *G) npi() string {
	for {
		b := g.pick("1", "2") + g.digits(8)
		c := luhnDigit("80840" + b)
		return b + string(c)
	}
}

func (g *G) nhs() string {
	for {
		b := g.digits(9)
		s := 0
		for i := 0; i < 9; i++ {
			s += int(b[i]-'0') * (10 - i)
		}
		c := 11 - s%11
		if c == 11 {
			c = 0
		}
		if c == 10 {
			continue
		}
		n := b + fmt.Sprint(c)
		return n[:3] + " " + n[3:6] + " " + n[6:]
	}
}

func (g *G) ein() string        { return fmt.Sprintf("%02d-%s", g.pick2(10, 99), g.digits(7)) }
func (g *G) pick2(a, b int) int { return g.rng(a, b) }

func (g *G) vin() string {
	return g.pick("1HG", "1FT", "2T1", "3VW", "5YJ", "JHM", "WBA", "WVW", "1G1", "KNA") + g.str("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 6) + g.str("0123456789X", 1) + g.str("ABCDEFGHJKLMNPRSTVWXY123456789", 1) + g.str("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 1) + g.digits(6)
}

func (g *G) upsTracking() string { return "1Z" + g.str(upperDg, 6) + g.digits(10) }

func (g *G) ref(prefix string, n int) string { return prefix + g.digits(n) }

var monthsEN = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
var monthsDE = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}
var monthsFR = []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}
var monthsES = []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}
var monthsIT = []string{"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"}
var monthsNL = []string{"januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"}
var monthsPT = []string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"}

type Date struct{ Y, M, D int }

func (g *G) dateIn(y0, y1 int) Date { return Date{g.rng(y0, y1), g.rng(1, 12), g.rng(1, 28)} }

// long writes a date in words in the language; num writes it in digits.
func (d Date) long(lang string) string {
	switch lang {
	case "de":
		return fmt.Sprintf("%d. %s %d", d.D, monthsDE[d.M-1], d.Y)
	case "fr":
		return fmt.Sprintf("%d %s %d", d.D, monthsFR[d.M-1], d.Y)
	case "es":
		return fmt.Sprintf("%d de %s de %d", d.D, monthsES[d.M-1], d.Y)
	case "it":
		return fmt.Sprintf("%d %s %d", d.D, monthsIT[d.M-1], d.Y)
	case "nl":
		return fmt.Sprintf("%d %s %d", d.D, monthsNL[d.M-1], d.Y)
	case "pt":
		return fmt.Sprintf("%d de %s de %d", d.D, monthsPT[d.M-1], d.Y)
	case "uk":
		return fmt.Sprintf("%d %s %d", d.D, monthsEN[d.M-1], d.Y)
	}
	return fmt.Sprintf("%s %d, %d", monthsEN[d.M-1], d.D, d.Y)
}

func (d Date) num(lang string) string {
	switch lang {
	case "us", "en":
		return fmt.Sprintf("%02d/%02d/%d", d.M, d.D, d.Y)
	case "de":
		return fmt.Sprintf("%02d.%02d.%d", d.D, d.M, d.Y)
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d.D, d.M, d.Y)
	case "iso":
		return fmt.Sprintf("%d-%02d-%02d", d.Y, d.M, d.D)
	}
	return fmt.Sprintf("%02d/%02d/%d", d.D, d.M, d.Y)
}

// money formats an amount the way the language writes it.
func money(lang, cur string, cents int) string {
	whole, c := cents/100, cents%100
	group := func(sep string) string {
		s := fmt.Sprint(whole)
		var out []string
		for len(s) > 3 {
			out = append([]string{s[len(s)-3:]}, out...)
			s = s[:len(s)-3]
		}
		out = append([]string{s}, out...)
		return strings.Join(out, sep)
	}
	if cur == "R$" {
		return fmt.Sprintf("R$ %s,%02d", group("."), c)
	}
	switch lang {
	case "de", "es", "it", "nl", "pt":
		return fmt.Sprintf("%s,%02d %s", group("."), c, cur)
	case "fr":
		return fmt.Sprintf("%s,%02d %s", group("\u00a0"), c, cur)
	}
	return fmt.Sprintf("%s%s.%02d", cur, group(","), c)
}

func (g *G) amt(lang, cur string, lo, hi int) string {
	return money(lang, cur, g.rng(lo, hi)*100+g.n(100))
}

// ---------- addresses ----------

func (g *G) addrUS() (string, string) {
	st := g.pickS(streetsUS)
	city := cityUS[g.n(len(cityUS))]
	zip := city[2] + g.digits(2)
	line := fmt.Sprintf("%d %s", g.rng(12, 9870), st)
	if g.chance(0.3) {
		line += g.pick(", Apt ", ", Unit ", ", Suite ") + fmt.Sprint(g.rng(1, 40)) + g.pick("", "B", "C")
	}
	return line, city[0] + ", " + city[1] + " " + zip
}

func (g *G) addrUK() (string, string) {
	c := cityUK[g.n(len(cityUK))]
	pc := c[1] + fmt.Sprint(g.rng(1, 19)) + " " + fmt.Sprint(g.rng(1, 9)) + g.str("ABDEFGHJLNPQRSTUWXYZ", 2)
	return fmt.Sprintf("%d %s", g.rng(1, 220), g.pickS(streetsUK)), c[0] + " " + pc
}

func (g *G) addrDE() (string, string) {
	c := cityDE[g.n(len(cityDE))]
	return fmt.Sprintf("%s %d", g.pickS(streetsDE), g.rng(1, 140)), c[1] + g.digits(3) + " " + c[0]
}

func (g *G) addrFR() (string, string) {
	c := cityFR[g.n(len(cityFR))]
	return fmt.Sprintf("%d %s", g.rng(1, 120), g.pickS(streetsFR)), c[1] + g.digits(3) + " " + c[0]
}

func (g *G) addrES() (string, string) {
	c := cityES[g.n(len(cityES))]
	return fmt.Sprintf("%s %d, %dº %s", g.pickS(streetsES), g.rng(1, 200), g.rng(1, 8), g.pick("A", "B", "C", "D", "izq.", "dcha.")), c[1] + g.digits(3) + " " + c[0]
}

func (g *G) addrIT() (string, string) {
	c := cityIT[g.n(len(cityIT))]
	return fmt.Sprintf("%s %d", g.pickS(streetsIT), g.rng(1, 180)), c[1] + g.digits(2) + " " + c[0] + " (" + c[2] + ")"
}

func (g *G) addrNL() (string, string) {
	c := cityNL[g.n(len(cityNL))]
	return fmt.Sprintf("%s %d", g.pickS(streetsNL), g.rng(1, 300)), c[1] + g.digits(2) + " " + g.str("ABCDEGHJKLMNPRSTVWXZ", 2) + " " + c[0]
}

func (g *G) addrPT() (string, string) {
	c := cityPT[g.n(len(cityPT))]
	return fmt.Sprintf("%s %d, %dº %s", g.pickS(streetsPT), g.rng(1, 250), g.rng(1, 9), g.pick("Esq.", "Dto.", "A", "B")), c[1] + g.digits(2) + "-" + g.digits(3) + " " + c[0]
}

func (g *G) addrBR() (string, string) {
	c := cityBR[g.n(len(cityBR))]
	return fmt.Sprintf("%s, %d, %s", g.pickS(streetsBR), g.rng(10, 4000), g.pick("apto 12", "casa 2", "sala 804", "bloco B", "")), c[0] + " - " + c[2] + ", CEP " + c[1] + g.digits(3) + "-" + g.digits(3)
}

func (g *G) addr(lang string) (string, string) {
	switch lang {
	case "uk":
		return g.addrUK()
	case "de":
		return g.addrDE()
	case "fr":
		return g.addrFR()
	case "es":
		return g.addrES()
	case "it":
		return g.addrIT()
	case "nl":
		return g.addrNL()
	case "pt":
		return g.addrPT()
	case "br":
		return g.addrBR()
	}
	return g.addrUS()
}
