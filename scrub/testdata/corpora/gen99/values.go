package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
)

// Gen holds the seeded source and the set of personal values already used.
// The set is only looked up, never iterated, so output order never depends on it.
type Gen struct {
	r    *rand.Rand
	used map[string]bool
}

func (g *Gen) n(k int) int              { return g.r.Intn(k) }
func (g *Gen) rng(a, b int) int         { return a + g.r.Intn(b-a+1) }
func (g *Gen) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *Gen) coin() bool               { return g.r.Intn(2) == 0 }

func (g *Gen) digits(k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}

func (g *Gen) nzdigits(k int) string { return fmt.Sprint(g.rng(1, 9)) + g.digits(k-1) }

const (
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upalnum = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	b64url  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64std  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	hexlc   = "0123456789abcdef"
	upper   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
)

func (g *Gen) from(alpha string, k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

// secret returns k bytes of alpha with at least two digits, an upper and a lower letter
// where the alphabet has them: a generated secret as issuers' generators make them.
func (g *Gen) secret(alpha string, k int) string {
	for {
		s := g.from(alpha, k)
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
		hasU := strings.ContainsAny(alpha, "AB")
		hasL := strings.ContainsAny(alpha, "ab")
		if d >= 2 && (!hasU || u >= 2) && (!hasL || l >= 2) {
			return s
		}
	}
}

// uniq draws from f until it yields a value not used before, then marks it used.
func (g *Gen) uniq(f func() string) string {
	for i := 0; i < 1000; i++ {
		v := f()
		k := normKey(v)
		if !g.used[k] {
			g.used[k] = true
			return v
		}
	}
	panic("uniq: exhausted")
}

// normKey keeps digits only for digit-dominated values so one number written two ways counts once.
func normKey(v string) string {
	d := 0
	var b strings.Builder
	for _, c := range v {
		if c >= '0' && c <= '9' {
			d++
			b.WriteRune(c)
		}
	}
	if d >= 7 && d*2 >= len(v) {
		return "#" + b.String()
	}
	return v
}

// ---------- cards ----------

func luhnCheck(body string) byte {
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

func luhnOK(s string) bool {
	return luhnCheck(s[:len(s)-1]) == s[len(s)-1]
}

type issuer struct {
	name string
	bins []string
	ln   []int
}

var issuers = []issuer{
	{"visa", []string{"414720", "426684", "453201", "471604", "448590", "476173", "400022", "411773", "492913", "455673", "434256", "465901", "404159", "489537"}, []int{16}},
	{"mastercard", []string{"542418", "552433", "515462", "531106", "222300", "223100", "271000", "520082", "545616", "558158", "536012", "512345"}, []int{16}},
	{"amex", []string{"371449", "378282", "374245", "341134", "379764", "376711", "372301"}, []int{15}},
	{"discover", []string{"601100", "601120", "644564", "650017", "658800"}, []int{16}},
	{"jcb", []string{"352800", "353011", "356600", "358955"}, []int{16}},
	{"unionpay", []string{"622126", "621483", "625094", "623058"}, []int{16, 19}},
	{"diners", []string{"305693", "361234", "380712"}, []int{14}},
	{"maestro", []string{"676770", "675964", "630495", "501800"}, []int{16, 19}},
	{"rupay", []string{"608001", "652150", "508227", "607384"}, []int{16}},
	{"elo", []string{"636368", "438935", "504175", "451416", "650031"}, []int{16}},
	{"mir", []string{"220070", "220220"}, []int{16}},
}

func issuerByName(n string) issuer {
	for _, is := range issuers {
		if is.name == n {
			return is
		}
	}
	panic(n)
}

// pan returns a Luhn-valid number of the named issuer (or of a weighted random one for "").
func (g *Gen) pan(name string) string {
	if name == "" {
		name = g.pick("visa", "visa", "visa", "mastercard", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "rupay", "elo", "diners", "mir")
	}
	is := issuerByName(name)
	return g.uniq(func() string {
		l := is.ln[g.n(len(is.ln))]
		body := is.bins[g.n(len(is.bins))] + g.digits(l-7)
		return body + string(luhnCheck(body))
	})
}

// badPan returns an issuer-prefixed number whose check digit is wrong.
func (g *Gen) badPan() string {
	is := issuers[g.n(2)]
	body := is.bins[g.n(len(is.bins))] + g.digits(9)
	c := luhnCheck(body)
	w := byte('0' + (int(c-'0')+g.rng(1, 9))%10)
	return body + string(w)
}

func groupCard(p, sep string) string {
	switch len(p) {
	case 15:
		return p[:4] + sep + p[4:10] + sep + p[10:]
	case 14:
		return p[:4] + sep + p[4:10] + sep + p[10:]
	case 19:
		return p[:4] + sep + p[4:8] + sep + p[8:12] + sep + p[12:16] + sep + p[16:]
	}
	var parts []string
	for i := 0; i < len(p); i += 4 {
		e := i + 4
		if e > len(p) {
			e = len(p)
		}
		parts = append(parts, p[i:e])
	}
	return strings.Join(parts, sep)
}

func (g *Gen) fmtCard(p string) string {
	switch g.n(4) {
	case 0:
		return p
	case 1:
		return groupCard(p, "-")
	default:
		return groupCard(p, " ")
	}
}

// maskedPan returns a masked card as terminals print it (a keep string).
func (g *Gen) maskedPan() string {
	is := issuers[g.n(4)]
	bin := is.bins[g.n(len(is.bins))]
	l4 := g.digits(4)
	switch g.n(7) {
	case 0:
		return "************" + l4
	case 1:
		return bin + "******" + l4
	case 2:
		return "XXXX XXXX XXXX " + l4
	case 3:
		return bin[:4] + " **** **** " + l4
	case 4:
		return "**** **** **** " + l4
	case 5:
		return "xxxxxxxxxxxx" + l4
	default:
		return bin[:4] + "********" + l4
	}
}

func brandOf(p string) string {
	for _, is := range issuers {
		for _, b := range is.bins {
			if strings.HasPrefix(p, b) {
				return strings.ToUpper(is.name)
			}
		}
	}
	return "CARD"
}

// ---------- SSN ----------

func (g *Gen) ssnDigits() string {
	return g.uniq(func() string {
		a := g.rng(1, 899)
		for a == 666 {
			a = g.rng(1, 899)
		}
		return fmt.Sprintf("%03d%02d%04d", a, g.rng(1, 99), g.rng(1, 9999))
	})
}

func (g *Gen) itinDigits() string {
	return g.uniq(func() string {
		grp := []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}
		return fmt.Sprintf("9%02d%02d%04d", g.n(100), grp[g.n(len(grp))], g.rng(1, 9999))
	})
}

func dashSSN(d string) string { return d[:3] + "-" + d[3:5] + "-" + d[5:] }

func (g *Gen) ssn() string { return dashSSN(g.ssnDigits()) }

// badSSN is SSN-shaped but invalid (a keep string).
func (g *Gen) badSSN() string {
	switch g.n(5) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", g.rng(1, 99), g.rng(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", g.rng(1, 99), g.rng(1, 9999))
	case 2:
		return fmt.Sprintf("%03d-00-%04d", g.rng(100, 599), g.rng(1, 9999))
	case 3:
		return fmt.Sprintf("%03d-%02d-0000", g.rng(100, 599), g.rng(1, 99))
	default:
		return fmt.Sprintf("9%02d-93-%04d", g.n(100), g.rng(1, 9999))
	}
}

// ---------- phones ----------

var usAreas = []string{"212", "646", "718", "917", "415", "510", "408", "650", "312", "773", "617", "206", "512", "303", "404", "305", "702", "602", "213", "310", "323", "818", "214", "469", "713", "832", "215", "267", "503", "612", "314", "615", "704", "919", "720", "801", "916", "619", "858", "347", "929", "201", "973", "617", "857", "412", "216", "313", "414", "504"}

func (g *Gen) usParts() (string, string, string) {
	var a, e, l string
	for {
		a = usAreas[g.n(len(usAreas))]
		e = fmt.Sprintf("%d%02d", g.rng(2, 9), g.n(100))
		if e[1:] == "11" || e == "555" || e == "950" || e == "958" || e == "959" || e == "976" {
			continue
		}
		l = g.digits(4)
		if g.used["#1"+a+e+l] || g.used["#"+a+e+l] {
			continue
		}
		break
	}
	return a, e, l
}

// usPhone returns a NANP number in one of the shapes people write; the style picks it.
func (g *Gen) usPhone(style int) string {
	return g.uniq(func() string { return g.usPhoneRaw(style) })
}

func (g *Gen) usPhoneRaw(style int) string {
	{
		a, e, l := g.usParts()
		switch style {
		case 0:
			return "(" + a + ") " + e + "-" + l
		case 1:
			return a + "-" + e + "-" + l
		case 2:
			return a + "." + e + "." + l
		case 3:
			return "+1 " + a + " " + e + " " + l
		case 4:
			return "+1" + a + e + l
		case 5:
			return "1-" + a + "-" + e + "-" + l
		case 6:
			return "+1 (" + a + ") " + e + "-" + l
		case 7:
			return a + e + l
		case 8:
			return "+1-" + a + "-" + e + "-" + l
		default:
			return a + " " + e + " " + l
		}
	}
}

func (g *Gen) usPhoneAny() string { return g.usPhone(g.pick6()) }
func (g *Gen) pick6() int         { return []int{0, 0, 1, 1, 2, 3, 4, 5, 6, 8}[g.n(10)] }

func sp(s string, sizes ...int) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		parts = append(parts, s[i:i+n])
		i += n
	}
	return strings.Join(parts, " ")
}

// intlPhone returns a number of the locale (uk, au, de, fr, es, it, nl, br, mx, ar, in, ie, us).
func (g *Gen) intlPhone(loc string, intl bool) string {
	return g.uniq(func() string {
		switch loc {
		case "uk":
			if g.n(4) == 0 {
				n := "20" + fmt.Sprint(g.pick("7", "8", "3")) + g.digits(7)
				if intl {
					return "+44 " + sp(n, 2, 4, 4)
				}
				return "0" + sp(n, 2, 4, 4)
			}
			n := "7" + g.pick("4", "5", "7", "8", "9") + g.digits(8)
			if n[:4] == "7700" {
				n = "7911" + n[4:]
			}
			if intl {
				return g.pick("+44 "+sp(n, 4, 6), "+44"+n, "+44 (0)"+sp(n, 4, 3, 3))
			}
			return g.pick("0"+sp(n, 4, 6), "0"+n, "0"+sp(n, 4, 3, 3))
		case "au":
			n := "4" + g.pick("0", "1", "2", "3", "5", "7", "8") + g.digits(7)
			if g.n(4) == 0 {
				n = g.pick("2", "3", "7", "8") + g.pick("9", "8", "6") + g.digits(7)
				if intl {
					return "+61 " + sp(n, 1, 4, 4)
				}
				return "(0" + n[:1] + ") " + sp(n[1:], 4, 4)
			}
			if intl {
				return g.pick("+61 "+sp(n, 3, 3, 3), "+61"+n)
			}
			return g.pick("0"+sp(n, 3, 3, 3), "0"+n)
		case "de":
			n := "1" + g.pick("51", "52", "57", "60", "62", "70", "71", "72", "76") + g.digits(g.rng(7, 8))
			if g.n(4) == 0 {
				n = g.pick("30", "40", "89", "221", "69") + g.nzdigits(7)
			}
			if intl {
				return g.pick("+49 "+n[:3]+" "+n[3:], "+49"+n, "+49 (0)"+n[:3]+" "+n[3:])
			}
			return g.pick("0"+n[:3]+" "+n[3:], "0"+n[:3]+"/"+n[3:], "0"+n[:3]+"-"+n[3:])
		case "fr":
			n := g.pick("6", "7", "1", "4") + g.digits(8)
			if intl {
				return "+33 " + sp(n, 1, 2, 2, 2, 2)
			}
			return g.pick("0"+sp(n, 1, 2, 2, 2, 2), "0"+strings.ReplaceAll(sp(n, 1, 2, 2, 2, 2), " ", "."))
		case "es":
			n := g.pick("6", "7", "91", "93")
			n += g.digits(9 - len(n))
			if intl {
				return "+34 " + sp(n, 3, 3, 3)
			}
			return g.pick(sp(n, 3, 3, 3), sp(n, 3, 2, 2, 2))
		case "it":
			n := "3" + g.pick("20", "33", "35", "38", "40", "47", "49", "88", "93") + g.digits(7)
			if intl {
				return "+39 " + sp(n, 3, 3, 4)
			}
			return sp(n, 3, 3, 4)
		case "nl":
			n := "6" + g.nzdigits(8)
			if intl {
				return g.pick("+31 6 "+n[1:], "+31 "+sp(n, 1, 2, 2, 2, 2))
			}
			return "06-" + n[1:]
		case "br":
			ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19")
			n := "9" + g.rngI(6, 9).String() + g.digits(7)
			if intl {
				return "+55 " + ddd + " " + n[:5] + "-" + n[5:]
			}
			return "(" + ddd + ") " + n[:5] + "-" + n[5:]
		case "mx":
			n := g.pick("55", "33", "81") + g.nzdigits(8)
			return "+52 " + sp(n, 2, 4, 4)
		case "ar":
			n := "11" + g.rngI(2, 6).String() + g.digits(7)
			return "+54 9 " + n[:2] + " " + n[2:6] + "-" + n[6:]
		case "in":
			n := g.pick("9", "8", "7") + g.digits(9)
			if n[1:5] == "0000" {
				n = n[:1] + "1234" + n[5:]
			}
			if intl {
				return g.pick("+91 "+sp(n, 5, 5), "+91-"+n, "+91 "+n)
			}
			return g.pick(sp(n, 5, 5), n, "0"+n)
		case "ie":
			n := "8" + g.pick("3", "5", "6", "7", "9") + g.digits(7)
			if intl {
				return "+353 " + sp(n, 2, 3, 4)
			}
			return "0" + sp(n, 2, 3, 4)
		}
		return g.usPhoneRaw(g.pick6())
	})
}

type iv int

func (i iv) String() string { return fmt.Sprint(int(i)) }

func (g *Gen) rngI(a, b int) iv { return iv(g.rng(a, b)) }

// ---------- names and e-mail ----------

var firstUS = []string{"Jessica", "Michael", "Ashley", "Tyler", "Brianna", "Marcus", "Kayla", "Jordan", "Nicole", "Devon", "Megan", "Andre", "Lauren", "Kevin", "Tiffany", "Carlos", "Hannah", "Derek", "Samantha", "Trevor", "Alyssa", "Jamal", "Courtney", "Ethan", "Rachel", "Luis", "Whitney", "Brandon", "Morgan", "Dylan"}
var lastUS = []string{"Nguyen", "Johnson", "Patel", "Williams", "Garcia", "Brown", "Kowalski", "Okafor", "Martinez", "Thompson", "Rivera", "Chen", "Walker", "Sullivan", "Kim", "Robinson", "Hernandez", "Foster", "Murphy", "Reyes", "Coleman", "Bennett", "Delgado", "Harper", "Ramirez", "Nakamura", "Schultz", "Obi", "Lindqvist", "Moreau"}
var firstUK = []string{"Oliver", "Amelia", "Harry", "Isla", "George", "Poppy", "Jack", "Freya", "Charlie", "Niamh", "Callum", "Siobhan", "Rhys", "Imogen"}
var lastUK = []string{"Smith", "Jones", "Taylor", "Davies", "Evans", "Wright", "Hughes", "Walsh", "McLeod", "Fletcher", "Ahmed", "Begum", "O'Connor", "Pritchard"}
var firstES = []string{"Lucía", "Mateo", "Valentina", "Santiago", "Camila", "Diego", "Sofía", "Javier", "Martina", "Alejandro", "Ximena", "Rodrigo"}
var lastES = []string{"García", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Díaz", "Herrera", "Castillo", "Vargas"}
var firstBR = []string{"João", "Ana", "Pedro", "Beatriz", "Lucas", "Mariana", "Gabriel", "Larissa", "Rafael", "Fernanda", "Thiago", "Juliana"}
var lastBR = []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Carvalho", "Ribeiro", "Barbosa"}
var firstIN = []string{"Aarav", "Priya", "Rohan", "Ananya", "Vikram", "Sneha", "Arjun", "Kavya", "Rahul", "Divya", "Karthik", "Meera", "Siddharth", "Pooja"}
var lastIN = []string{"Sharma", "Iyer", "Reddy", "Gupta", "Nair", "Verma", "Menon", "Kulkarni", "Bhat", "Chatterjee", "Desai", "Singh", "Rao", "Pillai"}
var firstEU = []string{"Lukas", "Sophie", "Jonas", "Emma", "Luca", "Chiara", "Camille", "Hugo", "Lotte", "Daan", "Giulia", "Matteo", "Léa", "Maximilian", "Anouk"}
var lastEU = []string{"Müller", "Schneider", "Rossi", "Bianchi", "Dubois", "Lefèvre", "de Vries", "Jansen", "Fischer", "Weber", "Romano", "Martin", "Bakker", "Colombo", "Becker"}

func ascii(s string) string {
	r := strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ã", "a", "õ", "o", "ç", "c", "ü", "ue", "ö", "oe", "ä", "ae", "è", "e", "ñ", "n", "ê", "e", "'", "", " ", "")
	return strings.ToLower(r.Replace(s))
}

type person struct{ first, last, loc string }

func (g *Gen) person(loc string) person {
	switch loc {
	case "uk", "ie":
		return person{firstUK[g.n(len(firstUK))], lastUK[g.n(len(lastUK))], loc}
	case "es", "mx", "ar":
		return person{firstES[g.n(len(firstES))], lastES[g.n(len(lastES))], loc}
	case "br":
		return person{firstBR[g.n(len(firstBR))], lastBR[g.n(len(lastBR))], loc}
	case "in":
		return person{firstIN[g.n(len(firstIN))], lastIN[g.n(len(lastIN))], loc}
	case "de", "fr", "it", "nl":
		return person{firstEU[g.n(len(firstEU))], lastEU[g.n(len(lastEU))], loc}
	}
	return person{firstUS[g.n(len(firstUS))], lastUS[g.n(len(lastUS))], "us"}
}

func (p person) full() string { return p.first + " " + p.last }

var mailDomains = map[string][]string{
	"us": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "aol.com", "comcast.net", "protonmail.com"},
	"uk": {"gmail.com", "hotmail.co.uk", "btinternet.com", "outlook.com", "yahoo.co.uk", "sky.com"},
	"ie": {"gmail.com", "eircom.net", "hotmail.com"},
	"au": {"gmail.com", "bigpond.com", "outlook.com.au", "optusnet.com.au", "icloud.com"},
	"de": {"gmx.de", "web.de", "t-online.de", "gmail.com"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "gmail.com"},
	"it": {"libero.it", "virgilio.it", "gmail.com", "alice.it"},
	"nl": {"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net"},
	"mx": {"gmail.com", "hotmail.com", "prodigy.net.mx", "outlook.com"},
	"ar": {"gmail.com", "hotmail.com.ar", "yahoo.com.ar"},
	"br": {"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"},
	"in": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"},
}

func (g *Gen) email(p person) string {
	doms := mailDomains[p.loc]
	if doms == nil {
		doms = mailDomains["us"]
	}
	return g.uniq(func() string {
		f, l := ascii(p.first), ascii(p.last)
		var local string
		switch g.n(7) {
		case 0:
			local = f + "." + l
		case 1:
			local = f + "." + l + fmt.Sprint(g.rng(1, 99))
		case 2:
			local = f[:1] + l + fmt.Sprint(g.rng(70, 2004))
		case 3:
			local = f + "_" + l
		case 4:
			local = f + l + fmt.Sprint(g.rng(1, 999))
		case 5:
			local = l + "." + f[:1]
		default:
			local = f + "." + l + "+" + g.pick("rewards", "receipts", "orders", "promo")
		}
		return local + "@" + doms[g.n(len(doms))]
	})
}

// ---------- tokens ----------

func b64u(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func (g *Gen) bytes(k int) []byte {
	b := make([]byte, k)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b
}

type kv struct {
	k string
	v any
}

// ordered JSON object so claims keep a fixed order
func objJSON(kvs []kv) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, p := range kvs {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(p.k)
		v, _ := json.Marshal(p.v)
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.String()
}

// jwt returns a real base64url JSON header.payload.signature for the given claims.
func (g *Gen) jwt(iss string, claims []kv) string {
	return g.uniq(func() string {
		alg := g.pick("HS256", "RS256", "ES256", "HS256")
		h := []kv{{"alg", alg}, {"typ", "JWT"}}
		if alg != "HS256" {
			h = append(h, kv{"kid", g.from(hexlc, 8) + "-" + g.from(hexlc, 4)})
		}
		iat := 1735689600 + g.n(31536000)
		p := []kv{{"iss", iss}}
		p = append(p, claims...)
		p = append(p, kv{"iat", iat}, kv{"exp", iat + []int{300, 1800, 3600, 86400}[g.n(4)]}, kv{"jti", g.from(hexlc, 16)})
		sl := 32
		if alg == "RS256" {
			sl = 256
		} else if alg == "ES256" {
			sl = 64
		}
		return b64u([]byte(objJSON(h))) + "." + b64u([]byte(objJSON(p))) + "." + b64u(g.bytes(sl))
	})
}

func (g *Gen) uuid() string {
	h := g.from(hexlc, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + g.pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}

func (g *Gen) uuidUpper() string { return strings.ToUpper(g.uuid()) }

// ---------- look-alikes (keep strings) ----------

func eanCheck(body string) byte {
	sum := 0
	for i := 0; i < len(body); i++ {
		d := int(body[len(body)-1-i] - '0')
		if i%2 == 0 {
			d *= 3
		}
		sum += d
	}
	return byte('0' + (10-sum%10)%10)
}

func (g *Gen) upc() string {
	b := g.pick("0", "7", "8", "6") + g.digits(10)
	return b + string(eanCheck(b))
}

func (g *Gen) ean() string {
	b := g.pick("400", "401", "426", "500", "501", "506", "300", "340", "800", "803", "840", "870", "871", "890", "789", "750", "930", "779") + g.digits(9)
	return b + string(eanCheck(b))
}

func (g *Gen) sku() string {
	switch g.n(4) {
	case 0:
		return g.from(upper, 3) + "-" + g.digits(4) + "-" + g.pick("S", "M", "L", "XL", "RG", "LG")
	case 1:
		return g.digits(3) + "-" + g.digits(3) + "-" + g.digits(3)
	case 2:
		return "SKU" + g.digits(6)
	default:
		return g.from(upper, 2) + g.digits(5)
	}
}

func (g *Gen) tid() string {
	switch g.n(3) {
	case 0:
		return g.nzdigits(8)
	case 1:
		return g.pick("T", "TRM", "TID") + g.digits(5)
	default:
		return "V" + g.digits(7)
	}
}

func (g *Gen) mid() string {
	return g.pick("4445", "0000", "5204", "8788", "3901", "2600", "1120") + g.digits(11)
}

func (g *Gen) rrn() string {
	return fmt.Sprintf("%d%03d%02d%06d", 5, g.rng(1, 365), g.rng(0, 23), g.n(1000000))
}

func (g *Gen) stan() string  { return fmt.Sprintf("%06d", g.rng(1, 999999)) }
func (g *Gen) batch() string { return fmt.Sprintf("%06d", g.rng(1, 999)) }
func (g *Gen) auth() string {
	if g.coin() {
		return fmt.Sprintf("%06d", g.rng(1, 999999))
	}
	return g.from("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
}

// arn: a 23-digit acquirer reference number, as chargebacks quote it.
func (g *Gen) arn() string {
	b := g.pick("2", "7", "8") + g.digits(21)
	return b + string(luhnCheck(b))
}

func (g *Gen) money(lo, hi int) string {
	c := g.rng(lo*100, hi*100)
	return fmt.Sprintf("%d.%02d", c/100, c%100)
}

func (g *Gen) moneyEU(lo, hi int) string {
	c := g.rng(lo*100, hi*100)
	return fmt.Sprintf("%d,%02d", c/100, c%100)
}

func (g *Gen) date() string {
	return fmt.Sprintf("2025-%02d-%02d", g.rng(1, 12), g.rng(1, 28))
}

func (g *Gen) dateUS() string {
	return fmt.Sprintf("%02d/%02d/2025", g.rng(1, 12), g.rng(1, 28))
}

func (g *Gen) dateEU() string {
	return fmt.Sprintf("%02d/%02d/2025", g.rng(1, 28), g.rng(1, 12))
}

func (g *Gen) hhmm() string   { return fmt.Sprintf("%02d:%02d", g.rng(6, 23), g.n(60)) }
func (g *Gen) hhmmss() string { return fmt.Sprintf("%02d:%02d:%02d", g.rng(6, 23), g.n(60), g.n(60)) }
func (g *Gen) ts() string     { return g.date() + "T" + g.hhmmss() + "Z" }

func (g *Gen) version() string {
	return fmt.Sprintf("%d.%d.%d", g.rng(1, 9), g.n(30), g.n(200))
}

func (g *Gen) expiry() string { return fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(25, 31)) }
