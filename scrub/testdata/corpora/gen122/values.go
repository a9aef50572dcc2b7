package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// G holds the generator state: the seeded source and the set of values
// already used, so that every personal value is unique across the corpus.
type G struct {
	r    *rand.Rand
	used map[string]bool
	lang string
}

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }

func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}

func (g *G) between(lo, hi int) int { return lo + g.r.Intn(hi-lo+1) }

// uniq calls f until it returns a value not seen before.
func (g *G) uniq(f func() string) string {
	for {
		v := f()
		if !g.used[v] {
			g.used[v] = true
			return v
		}
	}
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexd = "0123456789abcdef"

func (g *G) from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

// randomToken returns n bytes of alnum with at least two digits and two capitals.
func (g *G) randomToken(n int) string {
	for {
		s := g.from(alnum, n)
		d, c := 0, 0
		for _, ch := range s {
			if ch >= '0' && ch <= '9' {
				d++
			}
			if ch >= 'A' && ch <= 'Z' {
				c++
			}
		}
		if d >= 2 && c >= 2 {
			return s
		}
	}
}

// ---------- Luhn ----------

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

func luhnOK(s string) bool {
	return luhnDigit(s[:len(s)-1]) == s[len(s)-1]
}

func (g *G) luhnNumber(prefix string, length int) string {
	body := prefix + g.digits(length-1-len(prefix))
	return body + string(luhnDigit(body))
}

// ---------- cards ----------

type issuer struct {
	prefix func(g *G) string
	length int
}

var issuers = []issuer{
	{func(g *G) string { return "4" + g.digits(5) }, 16},                                            // Visa
	{func(g *G) string { return fmt.Sprint(g.between(51, 55)) + g.digits(4) }, 16},                  // Mastercard
	{func(g *G) string { return fmt.Sprint(g.between(2221, 2720)) + g.digits(2) }, 16},              // Mastercard 2-series
	{func(g *G) string { return g.pick("34", "37") + g.digits(4) }, 15},                             // Amex
	{func(g *G) string { return g.pick("6011", "6440", "6500", "6521") + g.digits(2) }, 16},         // Discover / RuPay 65
	{func(g *G) string { return fmt.Sprint(g.between(3528, 3589)) + g.digits(2) }, 16},              // JCB
	{func(g *G) string { return "62" + g.pick("2126", "5800", "1483", "2848") }, 16},                // UnionPay
	{func(g *G) string { return fmt.Sprint(g.between(2200, 2204)) + g.digits(2) }, 16},              // Mir
	{func(g *G) string { return "9792" + g.digits(2) }, 16},                                         // Troy
	{func(g *G) string { return g.pick("6070", "6080", "6521", "6522", "5085") + g.digits(2) }, 16}, // RuPay
	{func(g *G) string { return "4" + g.digits(5) }, 16},
	{func(g *G) string { return fmt.Sprint(g.between(51, 55)) + g.digits(4) }, 16},
}

// issuers preferred by language (index into issuers)
var langIssuers = map[string][]int{
	"en": {0, 1, 2, 3, 4, 10, 11}, "es": {0, 1, 3, 10, 11}, "pt": {0, 1, 2, 3, 10},
	"fr": {0, 1, 10, 11}, "de": {0, 1, 2, 10}, "it": {0, 1, 3, 11}, "tr": {0, 1, 8, 10},
	"ar": {0, 1, 3, 10}, "hi": {0, 1, 9, 10}, "id": {0, 1, 5, 10}, "ja": {0, 1, 5, 5, 10},
	"ru": {0, 1, 7, 7, 11},
}

func (g *G) cardDigits() string {
	ix := langIssuers[g.lang]
	if ix == nil {
		ix = langIssuers["en"]
	}
	is := issuers[ix[g.r.Intn(len(ix))]]
	return g.uniq(func() string { return g.luhnNumber(is.prefix(g), is.length) })
}

func group(s string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		if i+n > len(s) {
			n = len(s) - i
		}
		if n <= 0 {
			break
		}
		parts = append(parts, s[i:i+n])
		i += n
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

func cardGroups(d string) []int {
	if len(d) == 15 {
		return []int{4, 6, 5}
	}
	return []int{4, 4, 4, 4, 3}
}

func (g *G) card(style string) string {
	d := g.cardDigits()
	switch style {
	case "plain":
		return d
	case "spaced":
		return group(d, cardGroups(d), " ")
	case "dashed":
		return group(d, cardGroups(d), "-")
	}
	switch g.r.Intn(3) {
	case 0:
		return d
	case 1:
		return group(d, cardGroups(d), " ")
	}
	return group(d, cardGroups(d), "-")
}

// A 16-digit number with a Visa/Mastercard prefix that fails Luhn: a look-alike.
func (g *G) luhnFail() string {
	for {
		d := g.pick("4", "5") + g.digits(15)
		if !luhnOK(d) {
			return group(d, []int{4, 4, 4, 4}, g.pick(" ", "-"))
		}
	}
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.between(1, 899)
		if a == 666 {
			continue
		}
		gr := g.between(1, 99)
		s := g.between(1, 9999)
		if a == 987 && gr == 65 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", gr), fmt.Sprintf("%04d", s)
	}
}

func (g *G) ssn(sep string) string {
	return g.uniq(func() string {
		a, b, c := g.ssnParts()
		return a + sep + b + sep + c
	})
}

func (g *G) itin() string {
	return g.uniq(func() string {
		grp := []int{g.between(50, 65), g.between(70, 88), g.between(90, 92), g.between(94, 99)}[g.r.Intn(4)]
		return fmt.Sprintf("9%02d-%02d-%04d", g.between(0, 99), grp, g.between(1, 9999))
	})
}

func (g *G) badSSN() string {
	switch g.r.Intn(4) {
	case 0:
		return "000-" + fmt.Sprintf("%02d-%04d", g.between(1, 99), g.between(1, 9999))
	case 1:
		return "666-" + fmt.Sprintf("%02d-%04d", g.between(1, 99), g.between(1, 9999))
	case 2:
		return fmt.Sprintf("987-65-432%d", g.r.Intn(10))
	}
	return fmt.Sprintf("%03d-00-%04d", g.between(100, 665), g.between(1, 9999))
}

// ---------- phones ----------

var usAreas = []string{"212", "213", "214", "215", "206", "303", "305", "312", "313", "404", "415", "469", "503", "512", "602", "617", "646", "702", "713", "718", "773", "786", "818", "832", "917", "919", "972", "347", "480", "510"}

func (g *G) usExch() string {
	for {
		e := fmt.Sprint(g.between(200, 999))
		if e[1:] == "11" || e == "555" || e == "950" || e == "958" || e == "959" || e == "976" {
			continue
		}
		return e
	}
}

// phoneParts returns a country's number as parts: country code, trunk prefix,
// and national significant number groups.
type pnum struct {
	cc   string
	nsn  string // national significant number
	fmts func(g *G, p pnum, style string) string
}

func (g *G) country() string {
	switch g.lang {
	case "en":
		return g.pick("US", "US", "US", "UK")
	case "es":
		return g.pick("ES", "MX")
	case "pt":
		return "BR"
	case "fr":
		return "FR"
	case "de":
		return "DE"
	case "it":
		return "IT"
	case "tr":
		return "TR"
	case "ar":
		return g.pick("SA", "AE", "EG")
	case "hi":
		return "IN"
	case "id":
		return "ID"
	case "ja":
		return "JP"
	case "ru":
		return "RU"
	}
	return "US"
}

// phone returns a phone number of the line's country in a given style:
// nat (national), intl (+cc), raw (cc without +), any.
func (g *G) phone(style, cty string) string {
	if cty == "" {
		cty = g.country()
	}
	if style == "any" {
		style = g.pick("nat", "nat", "intl", "intl")
	}
	return g.uniq(func() string { return g.phoneOnce(style, cty) })
}

func (g *G) phoneOnce(style, c string) string {
	d := g.digits
	switch c {
	case "US":
		a, e, l := g.pick(usAreas...), g.usExch(), d(4)
		switch style {
		case "raw":
			return "1" + a + e + l
		case "intl":
			return g.pick("+1 "+a+"-"+e+"-"+l, "+1 ("+a+") "+e+"-"+l, "+1"+a+e+l, "+1 "+a+" "+e+" "+l, "+1."+a+"."+e+"."+l)
		}
		return g.pick("("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l, "("+a+")"+e+"-"+l)
	case "UK":
		p := "7" + g.pick("4", "5", "7", "8", "9") + d(2)
		s := d(6)
		if p == "7700" {
			p = "7712"
		}
		switch style {
		case "raw":
			return "44" + p + s
		case "intl":
			return g.pick("+44 "+p+" "+s, "+44"+p+s, "+44 (0)"+p+" "+s, "+44 "+p+" "+s[:3]+" "+s[3:])
		}
		return g.pick("0"+p+" "+s, "0"+p+" "+s[:3]+" "+s[3:], "0"+p+s)
	case "ES":
		n := g.pick("6", "6", "7") + d(8)
		if n[0] == '7' {
			n = "7" + string("1234"[g.r.Intn(4)]) + n[2:]
		}
		switch style {
		case "raw":
			return "34" + n
		case "intl":
			return g.pick("+34 "+n[:3]+" "+n[3:6]+" "+n[6:], "+34"+n, "+34 "+n[:3]+" "+n[3:5]+" "+n[5:7]+" "+n[7:], "0034 "+n[:3]+" "+n[3:6]+" "+n[6:])
		}
		return g.pick(n[:3]+" "+n[3:6]+" "+n[6:], n[:3]+" "+n[3:5]+" "+n[5:7]+" "+n[7:], n[:3]+"-"+n[3:6]+"-"+n[6:])
	case "MX":
		a := g.pick("55", "33", "81")
		n := d(8)
		if n[0] == '0' || n[0] == '1' {
			n = "5" + n[1:]
		}
		switch style {
		case "raw":
			return "52" + a + n
		case "intl":
			return g.pick("+52 "+a+" "+n[:4]+" "+n[4:], "+52 1 "+a+" "+n[:4]+" "+n[4:], "+52"+a+n)
		}
		return g.pick("("+a+") "+n[:4]+" "+n[4:], a+" "+n[:4]+" "+n[4:], a+"-"+n[:4]+"-"+n[4:])
	case "BR":
		a := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48", "62")
		n := "9" + g.pick("6", "7", "8", "9") + d(7)
		switch style {
		case "raw":
			return "55" + a + n
		case "intl":
			return g.pick("+55 "+a+" "+n[:5]+"-"+n[5:], "+55 ("+a+") "+n[:5]+"-"+n[5:], "+55"+a+n)
		}
		return g.pick("("+a+") "+n[:5]+"-"+n[5:], a+" "+n[:5]+"-"+n[5:], "("+a+") "+n[:1]+" "+n[1:5]+"-"+n[5:], "("+a+") "+n[:5]+" "+n[5:])
	case "FR":
		n := g.pick("6", "7") + d(8)
		if n[0] == '7' && n[1] < '3' {
			n = "73" + n[2:]
		}
		sp := func(sep string) string {
			return n[:1] + sep + n[1:3] + sep + n[3:5] + sep + n[5:7] + sep + n[7:]
		}
		switch style {
		case "raw":
			return "33" + n
		case "intl":
			return g.pick("+33 "+sp(" "), "+33 (0)"+sp(" "), "+33"+n, "+33 "+sp("."))
		}
		return g.pick("0"+sp(" "), "0"+sp("."), "0"+n, "0"+sp("-"))
	case "DE":
		p := g.pick("151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
		s := d(7 + g.r.Intn(2))
		if s[0] == '0' {
			s = "2" + s[1:]
		}
		switch style {
		case "raw":
			return "49" + p + s
		case "intl":
			return g.pick("+49 "+p+" "+s, "+49 (0)"+p+" "+s, "+49"+p+s, "+49 "+p+"/"+s)
		}
		return g.pick("0"+p+" "+s, "0"+p+"/"+s, "0"+p+"-"+s, "0"+p+" "+s[:3]+" "+s[3:])
	case "IT":
		p := g.pick("320", "328", "329", "330", "333", "334", "335", "338", "339", "340", "345", "347", "348", "349", "351", "366", "380", "388", "392")
		s := d(7)
		switch style {
		case "raw":
			return "39" + p + s
		case "intl":
			return g.pick("+39 "+p+" "+s[:3]+" "+s[3:], "+39 "+p+s, "+39"+p+s, "0039 "+p+" "+s)
		}
		return g.pick(p+" "+s[:3]+" "+s[3:], p+" "+s, p+"/"+s, p+"-"+s)
	case "TR":
		p := g.pick("530", "531", "532", "533", "535", "536", "537", "538", "539", "541", "542", "543", "544", "545", "546", "505", "506", "507", "551", "552", "553", "554", "555")
		s := d(7)
		sp := s[:3] + " " + s[3:5] + " " + s[5:]
		switch style {
		case "raw":
			return "90" + p + s
		case "intl":
			return g.pick("+90 "+p+" "+sp, "+90 ("+p+") "+sp, "+90"+p+s)
		}
		return g.pick("0"+p+" "+sp, "0 ("+p+") "+sp, "0"+p+" "+s[:3]+" "+s[3:], "0("+p+") "+s[:3]+" "+s[3:])
	case "SA", "AE":
		p := "5" + g.pick("0", "3", "4", "5", "6", "9")
		if c == "AE" {
			p = "5" + g.pick("0", "2", "4", "5", "6", "8")
		}
		s := d(7)
		cc := "966"
		if c == "AE" {
			cc = "971"
		}
		switch style {
		case "raw":
			return cc + p + s
		case "intl":
			return g.pick("+"+cc+" "+p+" "+s[:3]+" "+s[3:], "+"+cc+p+s, "+"+cc+"-"+p+"-"+s[:3]+"-"+s[3:])
		}
		return g.pick("0"+p+" "+s[:3]+" "+s[3:], "0"+p+s, "0"+p+"-"+s[:3]+"-"+s[3:])
	case "EG":
		p := "1" + g.pick("0", "1", "2", "5")
		s := d(8)
		switch style {
		case "raw":
			return "20" + p + s
		case "intl":
			return g.pick("+20 "+p+" "+s[:4]+" "+s[4:], "+20"+p+s)
		}
		return g.pick("0"+p+" "+s[:4]+" "+s[4:], "0"+p+s, "0"+p+"-"+s[:4]+"-"+s[4:])
	case "IN":
		n := g.pick("6", "7", "8", "9", "9", "9") + d(9)
		switch style {
		case "raw":
			return "91" + n
		case "intl":
			return g.pick("+91 "+n[:5]+" "+n[5:], "+91-"+n, "+91"+n, "+91 "+n)
		}
		return g.pick(n[:5]+" "+n[5:], "0"+n[:5]+" "+n[5:], n, "0"+n)
	case "ID":
		p := g.pick("811", "812", "813", "821", "822", "823", "852", "853", "815", "816", "855", "856", "857", "858", "817", "818", "819", "859", "877", "878", "895", "896", "897", "881", "882")
		s := d(7 + g.r.Intn(2))
		var sg string
		if len(s) == 8 {
			sg = s[:4] + "-" + s[4:]
		} else {
			sg = s[:3] + "-" + s[3:]
		}
		switch style {
		case "raw":
			return "62" + p + s
		case "intl":
			return g.pick("+62 "+p+"-"+sg, "+62 "+p+" "+strings.ReplaceAll(sg, "-", " "), "+62"+p+s)
		}
		return g.pick("0"+p+"-"+sg, "0"+p+" "+strings.ReplaceAll(sg, "-", " "), "0"+p+s)
	case "JP":
		p := g.pick("90", "80", "70")
		s := d(8)
		if s[0] == '0' {
			s = "1" + s[1:]
		}
		switch style {
		case "raw":
			return "81" + p + s
		case "intl":
			return g.pick("+81 "+p+"-"+s[:4]+"-"+s[4:], "+81-"+p+"-"+s[:4]+"-"+s[4:], "+81"+p+s, "+81 "+p+" "+s[:4]+" "+s[4:])
		}
		return g.pick("0"+p+"-"+s[:4]+"-"+s[4:], "0"+p+s, "0"+p+" "+s[:4]+" "+s[4:], "0"+p+"-"+s[:4]+"-"+s[4:])
	case "RU":
		p := "9" + d(2)
		s := d(7)
		sp := s[:3] + "-" + s[3:5] + "-" + s[5:]
		switch style {
		case "raw":
			return "7" + p + s
		case "intl":
			return g.pick("+7 "+p+" "+sp, "+7 ("+p+") "+sp, "+7"+p+s, "+7 "+p+" "+s[:3]+" "+s[3:5]+" "+s[5:])
		}
		return g.pick("8 ("+p+") "+sp, "8-"+p+"-"+sp, "8 "+p+" "+s[:3]+" "+s[3:5]+" "+s[5:], "8"+p+s)
	}
	return ""
}

// toFullWidth converts ASCII digits and '-' to their full-width forms.
func toFullWidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune('０' + (c - '0'))
		case c == '-':
			b.WriteRune('－')
		case c == '+':
			b.WriteRune('＋')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func toArabicIndic(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune('٠' + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func toDevanagari(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune('०' + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// ---------- names / e-mail ----------

type namePack struct{ first, last []string }

var names = map[string]namePack{
	"en": {[]string{"James", "Mary", "Robert", "Patricia", "Michael", "Jennifer", "David", "Linda", "Keisha", "Tyrone", "Ashley", "Brandon", "Megan", "Carlos", "Nicole", "Derek", "Olivia", "Ethan"}, []string{"Johnson", "Williams", "Brown", "Garcia", "Miller", "Davis", "Rodriguez", "Wilson", "Anderson", "Thompson", "Martinez", "Robinson", "Clark", "Lewis", "Walker", "Hughes", "Patel", "Nguyen"}},
	"es": {[]string{"María", "José", "Lucía", "Javier", "Carmen", "Alejandro", "Sofía", "Diego", "Valeria", "Andrés", "Paula", "Raúl"}, []string{"García", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Fernández", "Ruiz", "Hernández", "Torres", "Ramírez", "Castillo"}},
	"pt": {[]string{"João", "Ana", "Lucas", "Mariana", "Pedro", "Beatriz", "Gabriel", "Juliana", "Rafael", "Camila", "Thiago", "Larissa"}, []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Lima", "Carvalho", "Ribeiro"}},
	"fr": {[]string{"Camille", "Julien", "Manon", "Nicolas", "Léa", "Thomas", "Chloé", "Maxime", "Inès", "Antoine", "Sarah", "Hugo"}, []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Lefèvre", "Girard"}},
	"de": {[]string{"Lukas", "Anna", "Jonas", "Lena", "Felix", "Laura", "Maximilian", "Sophie", "Tobias", "Julia", "Niklas", "Katrin"}, []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Schulz", "Koch", "Richter"}},
	"it": {[]string{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Matteo", "Sara", "Lorenzo", "Elena", "Davide", "Martina", "Simone"}, []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo"}},
	"tr": {[]string{"Mehmet", "Ayşe", "Mustafa", "Fatma", "Emre", "Zeynep", "Burak", "Elif", "Can", "Merve", "Ahmet", "Esra"}, []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan", "Koç", "Kurt"}},
	"ar": {[]string{"محمد", "أحمد", "فاطمة", "عبدالله", "نورة", "خالد", "سارة", "يوسف", "مريم", "عمر", "ليلى", "حسن"}, []string{"العتيبي", "الشمري", "القحطاني", "الحربي", "المصري", "الزهراني", "الدوسري", "المطيري", "الغامدي", "حسن", "إبراهيم", "سالم"}},
	"hi": {[]string{"राहुल", "प्रिया", "अमित", "सुनीता", "विकास", "पूजा", "अंकित", "नेहा", "रोहित", "कविता", "संजय", "दीपिका"}, []string{"शर्मा", "वर्मा", "गुप्ता", "सिंह", "कुमार", "यादव", "पटेल", "जोशी", "मिश्रा", "अग्रवाल", "चौहान", "रेड्डी"}},
	"id": {[]string{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Andi", "Ayu", "Dimas", "Rina", "Fajar", "Intan"}, []string{"Santoso", "Wijaya", "Saputra", "Hidayat", "Kurniawan", "Pratama", "Lestari", "Nugroho", "Siregar", "Halim", "Gunawan", "Setiawan"}},
	"ja": {[]string{"太郎", "花子", "翔太", "美咲", "大輔", "陽菜", "健太", "さくら", "拓也", "優子", "直樹", "愛"}, []string{"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田"}},
	"ru": {[]string{"Алексей", "Мария", "Дмитрий", "Анна", "Сергей", "Елена", "Иван", "Ольга", "Никита", "Татьяна", "Андрей", "Юлия"}, []string{"Иванов", "Смирнова", "Кузнецов", "Попова", "Васильев", "Петрова", "Соколов", "Михайлова", "Новиков", "Фёдорова", "Морозов", "Волкова"}},
}

// latin name parts for e-mail local parts
var latin = map[string]namePack{
	"en": {[]string{"james", "mary", "rob", "patricia", "mike", "jen", "dave", "linda", "keisha", "tyrone", "ashley", "brandon", "megan", "olivia", "ethan", "derek"}, []string{"johnson", "williams", "brown", "garcia", "miller", "davis", "rodriguez", "wilson", "anderson", "thompson", "clark", "lewis", "walker", "hughes", "patel", "nguyen"}},
	"es": {[]string{"maria", "jose", "lucia", "javier", "carmen", "alejandro", "sofia", "diego", "valeria", "andres", "paula", "raul"}, []string{"garcia", "lopez", "martinez", "sanchez", "perez", "gomez", "fernandez", "ruiz", "hernandez", "torres", "ramirez", "castillo"}},
	"pt": {[]string{"joao", "ana", "lucas", "mariana", "pedro", "beatriz", "gabriel", "juliana", "rafael", "camila", "thiago", "larissa"}, []string{"silva", "santos", "oliveira", "souza", "pereira", "costa", "rodrigues", "almeida", "nascimento", "lima", "carvalho", "ribeiro"}},
	"fr": {[]string{"camille", "julien", "manon", "nicolas", "lea", "thomas", "chloe", "maxime", "ines", "antoine", "sarah", "hugo"}, []string{"martin", "bernard", "dubois", "thomas", "robert", "richard", "petit", "durand", "leroy", "moreau", "lefevre", "girard"}},
	"de": {[]string{"lukas", "anna", "jonas", "lena", "felix", "laura", "max", "sophie", "tobias", "julia", "niklas", "katrin"}, []string{"mueller", "schmidt", "schneider", "fischer", "weber", "meyer", "wagner", "becker", "hoffmann", "schulz", "koch", "richter"}},
	"it": {[]string{"giulia", "marco", "francesca", "alessandro", "chiara", "matteo", "sara", "lorenzo", "elena", "davide", "martina", "simone"}, []string{"rossi", "russo", "ferrari", "esposito", "bianchi", "romano", "colombo", "ricci", "marino", "greco", "bruno", "gallo"}},
	"tr": {[]string{"mehmet", "ayse", "mustafa", "fatma", "emre", "zeynep", "burak", "elif", "can", "merve", "ahmet", "esra"}, []string{"yilmaz", "kaya", "demir", "sahin", "celik", "yildiz", "aydin", "ozturk", "arslan", "dogan", "koc", "kurt"}},
	"ar": {[]string{"mohammed", "ahmed", "fatima", "abdullah", "noura", "khaled", "sara", "yousef", "maryam", "omar", "layla", "hassan"}, []string{"alotaibi", "alshammari", "alqahtani", "alharbi", "elmasry", "alzahrani", "aldosari", "almutairi", "alghamdi", "hassan", "ibrahim", "salem"}},
	"hi": {[]string{"rahul", "priya", "amit", "sunita", "vikas", "pooja", "ankit", "neha", "rohit", "kavita", "sanjay", "deepika"}, []string{"sharma", "verma", "gupta", "singh", "kumar", "yadav", "patel", "joshi", "mishra", "agarwal", "chauhan", "reddy"}},
	"id": {[]string{"budi", "siti", "agus", "dewi", "rizky", "putri", "andi", "ayu", "dimas", "rina", "fajar", "intan"}, []string{"santoso", "wijaya", "saputra", "hidayat", "kurniawan", "pratama", "lestari", "nugroho", "siregar", "halim", "gunawan", "setiawan"}},
	"ja": {[]string{"taro", "hanako", "shota", "misaki", "daisuke", "hina", "kenta", "sakura", "takuya", "yuko", "naoki", "ai"}, []string{"sato", "suzuki", "takahashi", "tanaka", "ito", "watanabe", "yamamoto", "nakamura", "kobayashi", "kato", "yoshida", "yamada"}},
	"ru": {[]string{"alexey", "maria", "dmitry", "anna", "sergey", "elena", "ivan", "olga", "nikita", "tatiana", "andrey", "yulia"}, []string{"ivanov", "smirnova", "kuznetsov", "popova", "vasiliev", "petrova", "sokolov", "mikhailova", "novikov", "fedorova", "morozov", "volkova"}},
}

var providers = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "aol.com", "hotmail.com", "comcast.net", "att.net", "btinternet.com", "sbcglobal.net"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "telefonica.net", "prodigy.net.mx", "hotmail.com"},
	"pt": {"gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "yahoo.com.br", "outlook.com"},
	"fr": {"gmail.com", "orange.fr", "free.fr", "laposte.net", "sfr.fr", "hotmail.fr", "wanadoo.fr"},
	"de": {"gmail.com", "web.de", "gmx.de", "t-online.de", "gmx.net", "posteo.de", "freenet.de"},
	"it": {"gmail.com", "libero.it", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it", "yahoo.it"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com", "mynet.com"},
	"ar": {"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa", "icloud.com"},
	"hi": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com", "hotmail.com"},
	"id": {"gmail.com", "yahoo.co.id", "ymail.com", "outlook.co.id", "hotmail.com"},
	"ja": {"gmail.com", "yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "icloud.com", "softbank.ne.jp", "nifty.com"},
	"ru": {"mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "bk.ru", "inbox.ru", "list.ru"},
}

func (g *G) name() string {
	p := names[g.lang]
	i, j := g.r.Intn(len(p.first)), g.r.Intn(len(p.last))
	if g.lang == "ru" && i%2 != j%2 {
		j = (j + 1) % len(p.last) // Russian surnames agree with the given name's gender
	}
	f, l := p.first[i], p.last[j]
	if g.lang == "ja" {
		return l + " " + f
	}
	return f + " " + l
}

func (g *G) email() string {
	return g.uniq(func() string {
		p := latin[g.lang]
		f, l := g.pick(p.first...), g.pick(p.last...)
		var local string
		switch g.r.Intn(7) {
		case 0:
			local = f + "." + l
		case 1:
			local = f[:1] + l + fmt.Sprint(g.between(1, 99))
		case 2:
			local = l + "." + f + fmt.Sprint(g.between(70, 99))
		case 3:
			local = f + "_" + l + fmt.Sprint(g.between(1990, 2005))
		case 4:
			local = f + l + fmt.Sprint(g.between(1, 999))
		case 5:
			local = f + "-" + l
		default:
			local = f + "." + l + fmt.Sprint(g.between(1, 9))
		}
		return local + "@" + g.pick(providers[g.lang]...)
	})
}

// ---------- secrets ----------

var pwWords = []string{"Sunset", "Marbella", "Tigre", "Koala", "Falcon", "Porto", "Milano", "Bosphorus", "Sakura", "Moskva", "Jakarta", "Ganesh", "Nebula", "Cobalt", "Orion", "Lisboa", "Zebra", "Mango", "Velvet", "Harbor"}

func (g *G) password() string {
	return g.uniq(func() string {
		switch g.r.Intn(4) {
		case 0:
			return g.pick(pwWords...) + g.pick("#", "!", "@", "$", "*", ".", "_") + fmt.Sprint(g.between(10, 9999))
		case 1:
			return strings.ToLower(g.pick(pwWords...)) + fmt.Sprint(g.between(1, 99)) + g.pick("!", "?", "#", "") + g.pick(pwWords...)[:3]
		case 2:
			s := g.from("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%&*", 12)
			return s[:3] + fmt.Sprint(g.r.Intn(10)) + s[3:] + "a"
		}
		return g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + g.digits(3) + g.from("abcdefghijkmnpqrstuvwxyz", 4) + g.pick("!", "$", "%")
	})
}

func (g *G) bearerTok() string {
	return g.uniq(func() string {
		switch g.r.Intn(3) {
		case 0:
			return g.randomToken(g.between(32, 44))
		case 1:
			return g.randomToken(24) + "." + g.randomToken(16)
		}
		return g.randomToken(40) + g.pick("==", "=", "")
	})
}

func (g *G) apiKey() string {
	return g.uniq(func() string {
		switch g.r.Intn(6) {
		case 0:
			return "sk_live_" + g.randomToken(24+g.r.Intn(24))
		case 1:
			return "rk_live_" + g.randomToken(32)
		case 2:
			return "sk-proj-" + g.randomToken(48)
		case 3:
			return "ghp_" + g.randomToken(36)
		case 4:
			return "xoxb-" + g.digits(11) + "-" + g.digits(12) + "-" + g.randomToken(24)
		}
		return "whsec_" + g.randomToken(32)
	})
}

func (g *G) hex32() string { return g.uniq(func() string { return g.from(hexd, 32) }) }

func (g *G) activationCode() string {
	return g.uniq(func() string {
		switch g.r.Intn(3) {
		case 0:
			return g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5) + "-" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5) + "-" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5) + "-" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5)
		case 1:
			return g.from("0123456789ABCDEF", 8) + "-" + g.from("0123456789ABCDEF", 4) + "-" + g.from("0123456789ABCDEF", 4) + "-" + g.from("0123456789ABCDEF", 4) + "-" + g.from("0123456789ABCDEF", 12)
		}
		return "K2-" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5) + "-" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 6)
	})
}

// ---------- JWT ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func b64std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

var operators = []string{"telco-one", "mobilix", "vivacel", "orbitel", "netlink", "skywave", "unitel", "celluna"}

func (g *G) jwt() string {
	return g.uniq(func() string {
		alg := g.pick("RS256", "ES256", "HS256", "PS256")
		var hdr string
		if g.r.Intn(2) == 0 {
			hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT","kid":"%s"}`, alg, g.from(hexd, 16))
		} else {
			hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
		}
		iat := 1735689600 + g.r.Intn(31536000)
		op := g.pick(operators...)
		var pl string
		switch g.r.Intn(3) {
		case 0:
			pl = fmt.Sprintf(`{"iss":"https://id.%s.com","sub":"%s","aud":"selfcare-web","iat":%d,"exp":%d,"scope":"usage:read billing:read"}`, op, g.from(hexd, 8)+"-"+g.from(hexd, 4)+"-4"+g.from(hexd, 3)+"-a"+g.from(hexd, 3)+"-"+g.from(hexd, 12), iat, iat+3600)
		case 1:
			pl = fmt.Sprintf(`{"sub":"sub_%s","ban":"%s","roles":["agent"],"iat":%d,"exp":%d,"jti":"%s"}`, g.digits(9), g.digits(9), iat, iat+900, g.from(alnum, 22))
		default:
			pl = fmt.Sprintf(`{"iss":"https://auth.%s.net/oauth2","client_id":"%s","grant":"client_credentials","scope":"sim-swap number-verification","iat":%d,"exp":%d}`, op, g.from(alnum, 20), iat, iat+3600)
		}
		var sig string
		switch alg {
		case "HS256":
			sig = g.from(alnum, 32)
		case "ES256":
			sig = g.from(alnum, 64)
		default:
			sig = g.from(alnum, 256)
		}
		return b64(hdr) + "." + b64(pl) + "." + b64(sig)[:len(b64(sig))-g.r.Intn(3)]
	})
}

// ---------- look-alikes ----------

var tacs = []string{"35332511", "35391110", "35209900", "35467408", "35290611", "35145120", "35875509", "86769303", "86091504", "86492705", "01332700", "01538100", "35699311", "35425210", "35103610", "35258711"}

func (g *G) imei() string {
	return g.luhnNumber(g.pick(tacs...), 15)
}

var iccPrefix = map[string][]string{
	"en": {"8901260", "8901410", "8901480", "894411", "894420"},
	"es": {"893407", "893401", "8952020"}, "pt": {"895511", "895505", "895502"},
	"fr": {"893301", "893320", "893310"}, "de": {"894902", "894922", "894907"},
	"it": {"893901", "893910", "893988"}, "tr": {"899001", "899002", "899003"},
	"ar": {"8996601", "8997102", "892002"}, "hi": {"899110", "899140", "899186"},
	"id": {"896210", "896201", "896211"}, "ja": {"898110", "898120", "898130"},
	"ru": {"897010", "897020", "897099"},
}

func (g *G) iccid() string {
	p := iccPrefix[g.lang]
	if p == nil {
		p = iccPrefix["en"]
	}
	return g.luhnNumber(g.pick(p...), 19+g.r.Intn(2))
}

var mccmnc = map[string][]string{
	"en": {"310260", "310410", "311480", "23415", "23430"}, "es": {"21407", "21401", "334020"},
	"pt": {"72405", "72410", "72431"}, "fr": {"20801", "20810", "20820"}, "de": {"26201", "26202", "26203"},
	"it": {"22201", "22210", "22288"}, "tr": {"28601", "28602", "28603"}, "ar": {"42001", "42402", "60202"},
	"hi": {"40445", "40410", "405857"}, "id": {"51010", "51011", "51001"}, "ja": {"44010", "44020", "44050"},
	"ru": {"25001", "25002", "25099"},
}

func (g *G) imsi() string {
	m := mccmnc[g.lang]
	if m == nil {
		m = mccmnc["en"]
	}
	p := g.pick(m...)
	return p + g.digits(15-len(p))
}

func (g *G) eid() string { return "89049032" + g.digits(24) }

func (g *G) ticket() string {
	switch g.r.Intn(6) {
	case 0:
		return "INC00" + g.digits(5)
	case 1:
		return "CS-2025-" + g.digits(6)
	case 2:
		return "TT" + g.digits(7)
	case 3:
		return "SR-" + g.digits(8)
	case 4:
		return "CASE-" + g.digits(6)
	}
	return "#" + fmt.Sprint(g.between(40000000, 49999999))
}

func (g *G) order() string {
	switch g.r.Intn(4) {
	case 0:
		return "ORD-" + g.digits(8)
	case 1:
		return "PO" + g.digits(9)
	case 2:
		return "INV-" + fmt.Sprint(g.between(2024, 2026)) + "-" + g.digits(6)
	}
	return "W" + g.digits(10)
}

// account numbers shaped like MSISDNs but billing accounts
func (g *G) account() string {
	switch g.r.Intn(4) {
	case 0:
		return fmt.Sprint(g.between(2, 9)) + g.digits(9)
	case 1:
		return fmt.Sprint(g.between(1, 9)) + g.digits(8)
	case 2:
		return fmt.Sprint(g.between(4, 9)) + g.digits(11)
	}
	return fmt.Sprint(g.between(1, 9)) + g.digits(3) + "-" + g.digits(3) + "-" + g.digits(3)
}

var plans = []string{"UNL-5G-PREM", "POST40GB-EU", "PREPAGO_TOP20", "MAX-ILIMITADO", "FAMILY4-100GB", "BIZ-UNL-PLUS", "ROAM-PASS-7D", "DATA-ONLY-50G", "SIMO-30GB-24M", "GIGA-XL-2025", "TRAVEL-WORLD-10", "STUDENT-25GB", "IoT-M2M-500MB", "KIDS-5GB-SAFE", "SENIOR-TALK-300"}

func (g *G) plan() string { return g.pick(plans...) }

func (g *G) data() string {
	switch g.r.Intn(4) {
	case 0:
		return fmt.Sprintf("%d.%d GB", g.between(1, 99), g.r.Intn(10))
	case 1:
		return fmt.Sprintf("%d MB", g.between(120, 980))
	case 2:
		return fmt.Sprintf("%d,%d GB", g.between(1, 60), g.r.Intn(10))
	}
	return fmt.Sprintf("%dGB", []int{5, 10, 15, 20, 25, 30, 50, 100, 150}[g.r.Intn(9)])
}

func (g *G) amount() string {
	a, c := g.between(3, 499), g.r.Intn(100)
	switch g.lang {
	case "en":
		return fmt.Sprintf("$%d.%02d", a, c)
	case "es":
		return g.pick(fmt.Sprintf("%d,%02d €", a, c), fmt.Sprintf("$%d,%03d.00 MXN", g.between(1, 9), g.between(0, 999)))
	case "pt":
		return fmt.Sprintf("R$ %d,%02d", a, c)
	case "fr", "de":
		return fmt.Sprintf("%d,%02d €", a, c)
	case "it":
		return fmt.Sprintf("€ %d,%02d", a, c)
	case "tr":
		return fmt.Sprintf("%d,%02d TL", a*5, c)
	case "ar":
		return g.pick(fmt.Sprintf("%d.%02d ر.س", a, c), fmt.Sprintf("AED %d.%02d", a, c))
	case "hi":
		return fmt.Sprintf("₹%d", a*10+9)
	case "id":
		return fmt.Sprintf("Rp%d.000", g.between(10, 500))
	case "ja":
		return fmt.Sprintf("%d,%03d円", g.between(1, 19), g.r.Intn(1000))
	case "ru":
		return fmt.Sprintf("%d %03d ₽", g.between(1, 9), g.r.Intn(1000))
	}
	return fmt.Sprintf("$%d.%02d", a, c)
}

func (g *G) date() string {
	y, m, d := g.between(2024, 2026), g.between(1, 12), g.between(1, 28)
	switch g.lang {
	case "en":
		return g.pick(fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%d-%02d-%02d", y, m, d))
	case "de", "ru", "tr":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "ja":
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	case "ar":
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case "hi":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func (g *G) ts() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", g.between(2024, 2026), g.between(1, 12), g.between(1, 28), g.r.Intn(24), g.r.Intn(60), g.r.Intn(60), g.r.Intn(1000))
}

var devices = []string{"iPhone 15 Pro", "iPhone 13", "Galaxy S24 Ultra", "Galaxy A54 5G", "Pixel 8", "Redmi Note 13", "Moto g84", "Xperia 10 V", "OPPO Reno11", "Nokia G42", "iPhone SE (3rd gen)", "Galaxy Z Flip5"}

func (g *G) device() string { return g.pick(devices...) }

func (g *G) version() string {
	return g.pick(fmt.Sprintf("iOS %d.%d.%d", g.between(16, 18), g.r.Intn(7), g.r.Intn(4)), fmt.Sprintf("Android %d", g.between(12, 15)), fmt.Sprintf("S918BXXU%dBX%s", g.between(1, 4), g.from("ABCDEF", 2)), fmt.Sprintf("v%d.%d.%d", g.between(1, 4), g.r.Intn(20), g.r.Intn(30)), fmt.Sprintf("Carrier Settings %d.%d", g.between(50, 62), g.r.Intn(3)))
}

var smdps = []string{"consumer.rsp.world", "rsp.truphone.com", "smdp.gsma-es.com", "sm-v4-004-a-gtm.pr.go-esim.com", "esim.vodafone.de", "prod.smdp-plus.rsp.goog", "smdpplus.orange.fr", "lpa.ds.gsma.com"}

func (g *G) smdp() string { return g.pick(smdps...) }

func (g *G) short() string {
	return g.pick("*#06#", "*100#", "*123#", "*121#", "*#21#", "*101*1#", "##002#", "*141#", "*556#", "*135*2#", "#31#")
}

func (g *G) cell() string { return fmt.Sprint(g.between(1000000, 268435455)) }

func (g *G) ip() string {
	return fmt.Sprintf("10.%d.%d.%d:%d", g.r.Intn(256), g.r.Intn(256), g.between(1, 254), []int{8080, 2775, 443, 9443, 3868}[g.r.Intn(5)])
}

func (g *G) msgid() string { return g.from(hexd, 8) + "-" + g.from(hexd, 4) + "-" + g.from(hexd, 4) }

func (g *G) pin() string { return g.digits([]int{4, 4, 6, 6, 8}[g.r.Intn(5)]) }
func (g *G) otp() string { return g.digits(6) }
func (g *G) pk() string  { return g.pick("pk_live_", "pk_test_") + g.randomToken(24) }
