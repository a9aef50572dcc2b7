package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type G struct {
	r    *rand.Rand
	pii  []PII
	keep []string
}

func (g *G) P(f, v string) string { g.pii = append(g.pii, PII{f, v}); return v }
func (g *G) K(v string) string    { g.keep = append(g.keep, v); return v }

func (g *G) n(lo, hi int) int         { return lo + g.r.Intn(hi-lo+1) }
func (g *G) ch(p float64) bool        { return g.r.Float64() < p }
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) pk(xs []string) string    { return xs[g.r.Intn(len(xs))] }

func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}
func (g *G) nz(n int) string { return fmt.Sprint(g.n(1, 9)) + g.digits(n-1) }

func (g *G) fromAlpha(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

const (
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b64u   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	hexLo  = "0123456789abcdef"
	hexUp  = "0123456789ABCDEF"
	upNum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	lowNum = "abcdefghijklmnopqrstuvwxyz0123456789"
	b64s   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
)

// alnumMixed guarantees digits and capitals appear (a random secret).
func (g *G) secret(alpha string, n int) string {
	for {
		s := g.fromAlpha(alpha, n)
		if strings.ContainsAny(s, "0123456789") && (alpha == hexLo || alpha == lowNum || strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")) {
			return s
		}
	}
}

// ---------- people ----------

var asciiFold = strings.NewReplacer("á", "a", "à", "a", "â", "a", "ä", "ae", "ã", "a", "å", "a", "é", "e", "è", "e", "ê", "e", "ë", "e", "í", "i", "ì", "i", "î", "i", "ï", "i", "ó", "o", "ò", "o", "ô", "o", "ö", "oe", "õ", "o", "ú", "u", "ù", "u", "û", "u", "ü", "ue", "ñ", "n", "ç", "c", "ß", "ss", "É", "E", "Á", "A", "Ó", "O", "Ú", "U", "Í", "I", "Ñ", "N", "Ü", "Ue", "Ö", "Oe", "Ä", "Ae", "'", "", " ", "", "ł", "l", "ś", "s", "ż", "z", "ź", "z", "ć", "c", "ń", "n", "ą", "a", "ę", "e")

func fold(s string) string { return asciiFold.Replace(s) }

func (g *G) person(loc string) Person {
	if l, ok := namesByLoc[loc]; ok {
		x := l[g.r.Intn(len(l))]
		return Person{x.native, x.first, x.last, loc}
	}
	fl, ok := firstByLoc[loc]
	if !ok {
		loc = "en"
		fl = firstByLoc["en"]
	}
	f := g.pk(fl)
	l := g.pk(lastByLoc[loc])
	if loc == "es" && g.ch(0.5) {
		l = l + " " + g.pk(lastByLoc["es"])
	}
	return Person{f + " " + l, fold(f), fold(strings.Fields(l)[0]), loc}
}

func (g *G) local(p Person) string {
	f := strings.ToLower(fold(p.First))
	l := strings.ToLower(fold(p.Last))
	switch g.n(0, 9) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return f + "_" + l + g.digits(2)
	case 3:
		return f + l + fmt.Sprint(g.n(1985, 2008))
	case 4:
		return l + "." + f
	case 5:
		return f + "." + l + g.digits(g.n(1, 3))
	case 6:
		return f[:1] + "." + l
	case 7:
		return l + f[:1] + g.digits(2)
	case 8:
		return f + g.digits(3)
	default:
		return f + "-" + l
	}
}

func (g *G) email(p Person) string {
	d := freeMail[p.Loc]
	if d == nil {
		d = freeMail["en"]
	}
	return g.local(p) + "@" + g.pk(d)
}

func (g *G) uniEmail(p Person) string {
	d := uniByLoc[p.Loc]
	if d == nil {
		d = uniByLoc["en"]
	}
	l := g.local(p)
	if g.ch(0.2) {
		l = strings.ToLower(p.First[:1]+p.Last[:1]) + g.digits(g.n(3, 4))
	}
	return l + "@" + g.pk(d)
}

func (g *G) anyEmail(p Person) string {
	if g.ch(0.45) {
		return g.uniEmail(p)
	}
	return g.email(p)
}

func (g *G) uni(loc string) string {
	d := uniByLoc[loc]
	if d == nil {
		d = uniByLoc["en"]
	}
	return g.pk(d)
}

// ---------- digits in other systems ----------

var digitSets = map[string][]rune{
	"arab": []rune("٠١٢٣٤٥٦٧٨٩"),
	"fa":   []rune("۰۱۲۳۴۵۶۷۸۹"),
	"deva": []rune("०१२३४५६७८९"),
	"thai": []rune("๐๑๒๓๔๕๖๗๘๙"),
	"full": []rune("０１２３４５６７８９"),
	"beng": []rune("০১২৩৪৫৬৭৮৯"),
}

func conv(s, set string) string {
	ds := digitSets[set]
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(ds[c-'0'])
		} else if set == "full" && c == '-' {
			b.WriteRune('－')
		} else if set == "full" && c == '+' {
			b.WriteRune('＋')
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// ---------- phones ----------

func (g *G) nanpLine(areas []string) (string, string, string) {
	a := g.pk(areas)
	var ex string
	for {
		ex = fmt.Sprint(g.n(2, 9)) + g.digits(2)
		if ex != "555" && ex[1:] != "11" {
			break
		}
	}
	return a, ex, g.digits(4)
}

func (g *G) phoneNANP(areas []string) string {
	a, e, l := g.nanpLine(areas)
	switch g.n(0, 10) {
	case 0, 1:
		return fmt.Sprintf("(%s) %s-%s", a, e, l)
	case 2, 3:
		return fmt.Sprintf("%s-%s-%s", a, e, l)
	case 4:
		return fmt.Sprintf("%s.%s.%s", a, e, l)
	case 5:
		return fmt.Sprintf("+1 %s %s %s", a, e, l)
	case 6:
		return fmt.Sprintf("+1-%s-%s-%s", a, e, l)
	case 7:
		return fmt.Sprintf("%s %s %s", a, e, l)
	case 8:
		return fmt.Sprintf("1-%s-%s-%s", a, e, l)
	case 9:
		return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
	default:
		return a + e + l
	}
}

func (g *G) phone(cc string) string {
	d := g.digits
	switch cc {
	case "US":
		return g.phoneNANP(usAreas)
	case "CA":
		return g.phoneNANP(caAreas)
	case "UK":
		m := "7" + g.pick("4", "5", "7", "8", "9") + d(2)
		switch g.n(0, 5) {
		case 0:
			return "+44 " + m + " " + d(6)
		case 1:
			return "0" + m + " " + d(6)
		case 2:
			return "+44 (0)20 " + g.pick("7", "3", "8") + d(3) + " " + d(4)
		case 3:
			return "0131 " + g.pick("650", "651", "242") + " " + d(4)
		case 4:
			return "0161 " + g.pick("275", "306") + " " + d(4)
		default:
			return "+447" + g.pick("4", "5", "7", "8", "9") + d(8)
		}
	case "AU":
		switch g.n(0, 3) {
		case 0:
			return "04" + d(2) + " " + d(3) + " " + d(3)
		case 1:
			return "+61 4" + d(2) + " " + d(3) + " " + d(3)
		case 2:
			return "(02) 9" + d(3) + " " + d(4)
		default:
			return "+61 3 9" + d(3) + " " + d(4)
		}
	case "IN":
		m := g.pick("98", "97", "99", "88", "70", "63", "91") + d(3)
		switch g.n(0, 4) {
		case 0:
			return "+91 " + m + " " + d(5)
		case 1:
			return m + d(5)
		case 2:
			return "+91-" + m + d(5)
		case 3:
			return "0" + m + d(5)
		default:
			return "022 2576 " + d(4)
		}
	case "CN":
		p := "1" + g.pick("38", "39", "58", "59", "86", "87", "35", "37", "52", "77", "88", "36", "51")
		switch g.n(0, 4) {
		case 0:
			return p + " " + d(4) + " " + d(4)
		case 1:
			return "+86 " + p + " " + d(4) + " " + d(4)
		case 2:
			return p + d(8)
		case 3:
			return "+86-" + p + "-" + d(4) + "-" + d(4)
		default:
			return "010-" + g.pick("6278", "6275", "8231") + d(4)
		}
	case "JP":
		switch g.n(0, 4) {
		case 0:
			return g.pick("090", "080", "070") + "-" + d(4) + "-" + d(4)
		case 1:
			return "+81 " + g.pick("90", "80", "70") + "-" + d(4) + "-" + d(4)
		case 2:
			return "03-" + g.pick("5841", "3812", "5452") + "-" + d(4)
		case 3:
			return g.pick("090", "080") + " " + d(4) + " " + d(4)
		default:
			return "075-" + d(3) + "-" + d(4)
		}
	case "KR":
		switch g.n(0, 3) {
		case 0:
			return "010-" + d(4) + "-" + d(4)
		case 1:
			return "+82 10-" + d(4) + "-" + d(4)
		case 2:
			return "02-880-" + d(4)
		default:
			return "010 " + d(4) + " " + d(4)
		}
	case "DE":
		m := g.pick("151", "152", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179", "157", "159")
		switch g.n(0, 5) {
		case 0:
			return "+49 " + m + " " + d(7)
		case 1:
			return "0" + m + " " + d(7)
		case 2:
			return "0" + m + "/" + d(7)
		case 3:
			return "+49 (0)6221 54-" + d(4)
		case 4:
			return "030 2093-" + d(4)
		default:
			return "089 / 2180 " + d(4)
		}
	case "FR":
		p := g.pick("6", "7")
		switch g.n(0, 4) {
		case 0:
			return "0" + p + " " + d(2) + " " + d(2) + " " + d(2) + " " + d(2)
		case 1:
			return "+33 " + p + " " + d(2) + " " + d(2) + " " + d(2) + " " + d(2)
		case 2:
			return "01 44 27 " + d(2) + " " + d(2)
		case 3:
			return "+33 (0)4 72 " + d(2) + " " + d(2) + " " + d(2)
		default:
			return "0" + p + "." + d(2) + "." + d(2) + "." + d(2) + "." + d(2)
		}
	case "ES":
		p := g.pick("6", "7")
		switch g.n(0, 2) {
		case 0:
			return p + d(2) + " " + d(3) + " " + d(3)
		case 1:
			return "+34 " + p + d(2) + " " + d(2) + " " + d(2) + " " + d(2)
		default:
			return "91 394 " + d(2) + " " + d(2)
		}
	case "BR":
		ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "19", "85")
		switch g.n(0, 4) {
		case 0:
			return "(" + ddd + ") 9" + d(4) + "-" + d(4)
		case 1:
			return "+55 " + ddd + " 9" + d(4) + "-" + d(4)
		case 2:
			return "(" + ddd + ") 3" + d(3) + "-" + d(4)
		case 3:
			return ddd + " 9 " + d(4) + "-" + d(4)
		default:
			return "+55 (" + ddd + ") 9" + d(4) + "-" + d(4)
		}
	case "MX":
		switch g.n(0, 3) {
		case 0:
			return "+52 55 " + d(4) + " " + d(4)
		case 1:
			return "55 " + d(4) + " " + d(4)
		case 2:
			return "+52 1 33 " + d(4) + " " + d(4)
		default:
			return "(81) " + d(4) + "-" + d(4)
		}
	case "RU":
		c := g.pick("916", "903", "905", "926", "965", "985", "999", "921")
		switch g.n(0, 4) {
		case 0:
			return "+7 (" + c + ") " + d(3) + "-" + d(2) + "-" + d(2)
		case 1:
			return "8 (495) 939-" + d(2) + "-" + d(2)
		case 2:
			return "+7 " + c + " " + d(3) + " " + d(2) + " " + d(2)
		case 3:
			return "8" + c + d(7)
		default:
			return "8-" + c + "-" + d(3) + "-" + d(2) + "-" + d(2)
		}
	case "TR":
		c := g.pick("532", "533", "535", "505", "542", "544", "555", "506")
		switch g.n(0, 2) {
		case 0:
			return "0 (" + c + ") " + d(3) + " " + d(2) + " " + d(2)
		case 1:
			return "+90 " + c + " " + d(3) + " " + d(2) + " " + d(2)
		default:
			return "0" + c + " " + d(3) + " " + d(2) + " " + d(2)
		}
	case "VN":
		c := g.pick("91", "90", "98", "97", "93", "86", "33", "35")
		switch g.n(0, 2) {
		case 0:
			return "+84 " + c + d(1) + " " + d(3) + " " + d(3)
		case 1:
			return "0" + c + d(1) + " " + d(3) + " " + d(3)
		default:
			return "0" + c + d(1) + "." + d(3) + "." + d(3)
		}
	case "TH":
		c := g.pick("81", "86", "89", "92", "95", "61", "62")
		switch g.n(0, 2) {
		case 0:
			return "0" + c + "-" + d(3) + "-" + d(4)
		case 1:
			return "+66 " + c + " " + d(3) + " " + d(4)
		default:
			return "02-218-" + d(4)
		}
	case "ID":
		c := g.pick("812", "813", "821", "822", "852", "857", "878", "896")
		switch g.n(0, 2) {
		case 0:
			return "+62 " + c + "-" + d(4) + "-" + d(4)
		case 1:
			return "0" + c + "-" + d(4) + "-" + d(4)
		default:
			return "0" + c + d(8)
		}
	case "IT":
		switch g.n(0, 2) {
		case 0:
			return "+39 3" + d(2) + " " + d(3) + " " + d(4)
		case 1:
			return "3" + d(2) + " " + d(7)
		default:
			return "06 4991 " + d(4)
		}
	case "PL":
		switch g.n(0, 2) {
		case 0:
			return "+48 " + g.pick("5", "6", "7", "8") + d(2) + " " + d(3) + " " + d(3)
		case 1:
			return g.pick("5", "6", "7") + d(2) + " " + d(3) + " " + d(3)
		default:
			return "22 55 " + d(2) + " " + d(3)
		}
	case "NL":
		switch g.n(0, 2) {
		case 0:
			return "06-" + d(8)
		case 1:
			return "+31 6 " + d(8)
		default:
			return "020 525 " + d(4)
		}
	case "KE":
		c := g.pick("712", "722", "733", "701", "741", "757", "110")
		switch g.n(0, 1) {
		case 0:
			return "+254 " + c + " " + d(3) + " " + d(3)
		default:
			return "0" + c + " " + d(6)
		}
	case "NG":
		c := g.pick("803", "806", "813", "816", "703", "706", "805", "807", "810", "905")
		switch g.n(0, 2) {
		case 0:
			return "+234 " + c + " " + d(3) + " " + d(4)
		case 1:
			return "0" + c + " " + d(3) + " " + d(4)
		default:
			return "0" + c + d(7)
		}
	case "EG":
		c := g.pick("10", "11", "12", "15")
		if g.ch(0.5) {
			return "+20 1" + c[1:] + d(1) + " " + d(3) + " " + d(4)
		}
		return "0" + c + " " + d(4) + " " + d(4)
	case "SA":
		c := g.pick("50", "53", "54", "55", "56", "59")
		if g.ch(0.5) {
			return "+966 " + c + " " + d(3) + " " + d(4)
		}
		return "0" + c + " " + d(3) + " " + d(4)
	case "IR":
		c := g.pick("912", "913", "919", "935", "936", "901", "921")
		if g.ch(0.5) {
			return "+98 " + c + " " + d(3) + " " + d(4)
		}
		return "0" + c + " " + d(3) + " " + d(4)
	case "PH":
		c := g.pick("917", "918", "905", "927", "995", "939")
		if g.ch(0.5) {
			return "+63 " + c + " " + d(3) + " " + d(4)
		}
		return "0" + c + " " + d(3) + " " + d(4)
	case "PK":
		c := g.pick("300", "301", "321", "333", "345")
		if g.ch(0.5) {
			return "+92 " + c + " " + d(7)
		}
		return "0" + c + "-" + d(7)
	}
	panic("phone cc " + cc)
}

// mobile returns a mobile number in international form, digits only after +.
func (g *G) intlMobileDigits(cc string) string {
	switch cc {
	case "IN":
		return "91" + g.pick("98", "97", "99", "70") + g.digits(8)
	case "ID":
		return "62" + g.pick("812", "813", "857") + g.digits(8)
	case "BR":
		return "55" + g.pick("11", "21", "31") + "9" + g.digits(8)
	case "NG":
		return "234" + g.pick("803", "806", "813") + g.digits(7)
	case "KE":
		return "254" + g.pick("712", "722", "733") + g.digits(6)
	case "MX":
		return "521" + g.pick("55", "33", "81") + g.digits(8)
	default:
		a, e, l := g.nanpLine(usAreas)
		return "1" + a + e + l
	}
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	var a int
	for {
		a = g.n(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g.n(1, 99)), fmt.Sprintf("%04d", g.n(1, 9999))
}

func (g *G) ssn() string {
	a, b, c := g.ssnParts()
	return a + "-" + b + "-" + c
}

func (g *G) itin() string {
	groups := []int{}
	for i := 50; i <= 65; i++ {
		groups = append(groups, i)
	}
	for i := 70; i <= 88; i++ {
		groups = append(groups, i)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%d-%04d", g.n(0, 99), groups[g.r.Intn(len(groups))], g.n(1, 9999))
}

func (g *G) ssnStyled() string {
	a, b, c := g.ssnParts()
	switch g.n(0, 5) {
	case 0:
		return a + " " + b + " " + c
	case 1:
		return a + b + c
	default:
		return a + "-" + b + "-" + c
	}
}

// ---------- payment cards ----------

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

func (g *G) cardNum(brand string) string {
	var pre string
	n := 16
	switch brand {
	case "visa":
		pre = "4" + g.pick("147", "266", "388", "0", "5", "9", "815", "246", "1")
	case "mc":
		if g.ch(0.7) {
			pre = fmt.Sprint(g.n(51, 55))
		} else {
			pre = fmt.Sprint(g.n(2221, 2720))
		}
	case "amex":
		pre = g.pick("34", "37")
		n = 15
	case "disc":
		pre = g.pick("6011", "65", "644", "649")
	case "jcb":
		pre = fmt.Sprint(g.n(3528, 3589))
	case "unionpay":
		pre = "62" + g.pick("2202", "1700", "1483", "2848", "1226")
		if g.ch(0.4) {
			n = 19
		}
	case "rupay":
		pre = g.pick("6522", "6521", "6070", "5085", "8172")
	case "mir":
		pre = fmt.Sprint(g.n(2200, 2204))
	case "diners":
		pre = g.pick("36", "300", "305", "38")
		n = 14
	case "troy":
		pre = "9792"
	default:
		panic(brand)
	}
	body := pre + g.digits(n-1-len(pre))
	return body + string(luhnDigit(body))
}

func (g *G) cardBrand() string {
	return g.pick("visa", "visa", "visa", "mc", "mc", "amex", "disc", "jcb", "unionpay", "rupay", "mir", "diners", "troy")
}

func (g *G) cardFmt(num string) string {
	switch len(num) {
	case 15:
		if g.ch(0.7) {
			return num[:4] + " " + num[4:10] + " " + num[10:]
		}
		return num
	case 14:
		if g.ch(0.6) {
			return num[:4] + " " + num[4:10] + " " + num[10:]
		}
		return num
	case 19:
		if g.ch(0.5) {
			return num[:6] + " " + num[6:]
		}
		return num
	}
	switch g.n(0, 4) {
	case 0, 1:
		return num[:4] + " " + num[4:8] + " " + num[8:12] + " " + num[12:]
	case 2:
		return num[:4] + "-" + num[4:8] + "-" + num[8:12] + "-" + num[12:]
	default:
		return num
	}
}

func (g *G) card() string { return g.cardFmt(g.cardNum(g.cardBrand())) }

func brandName(num string) string {
	switch {
	case num[0] == '4':
		return "Visa"
	case num[:2] == "34" || num[:2] == "37":
		return "Amex"
	case num[:2] >= "51" && num[:2] <= "55", num[:4] >= "2221" && num[:4] <= "2720":
		return "Mastercard"
	case num[:4] >= "2200" && num[:4] <= "2204":
		return "Мир"
	case num[:2] == "62":
		return "UnionPay"
	case num[:4] == "9792":
		return "Troy"
	case num[:2] == "35":
		return "JCB"
	case num[:2] == "36" || num[:2] == "30" || num[:2] == "38":
		return "Diners Club"
	case num[:4] == "6522" || num[:4] == "6521" || num[:4] == "6070" || num[:4] == "5085" || num[:4] == "8172":
		return "RuPay"
	default:
		return "Discover"
	}
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

// ---------- secrets ----------

func (g *G) canvasToken() string {
	return g.pick("1", "7", "10", "4", "21", "1876", "10395", "3") + "~" + g.secret(alnum, 64)
}
func (g *G) moodleToken() string  { return g.secret(hexLo, 32) }
func (g *G) redcapToken() string  { return g.secret(hexUp, 32) }
func (g *G) qualtricsTok() string { return g.secret(alnum, 40) }
func (g *G) ghToken() string      { return "ghp_" + g.secret(alnum, 36) }
func (g *G) ghPat() string {
	return "github_pat_11" + g.secret(upNum, 20) + "_" + g.secret(alnum, 59)
}
func (g *G) openaiKey() string {
	return "sk-proj-" + g.secret(b64u, 48) + "T3BlbkFJ" + g.secret(b64u, 48)
}
func (g *G) hfToken() string  { return "hf_" + g.secret(alnum, 34) }
func (g *G) awsKeyID() string { return "AKIA" + g.secret("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }
func (g *G) awsSecret() string {
	s := g.secret(b64s, 40)
	return s
}
func (g *G) slackBot() string {
	return "xoxb-" + g.nz(12) + "-" + g.nz(13) + "-" + g.secret(alnum, 24)
}
func (g *G) sendgrid() string  { return "SG." + g.secret(b64u, 22) + "." + g.secret(b64u, 43) }
func (g *G) stripeSK() string  { return "sk_live_51" + g.secret(alnum, 97) }
func (g *G) stripeWh() string  { return "whsec_" + g.secret(alnum, 32) }
func (g *G) stripePK() string  { return "pk_live_51" + g.secret(alnum, 97) }
func (g *G) twilioSID() string { return "AC" + g.secret(hexLo, 32) }
func (g *G) hex32() string     { return g.secret(hexLo, 32) }
func (g *G) googleKey() string { return "AIza" + g.secret(b64u, 35) }
func (g *G) ya29() string      { return "ya29.a0" + g.secret(b64u, 150) }
func (g *G) mailchimp() string { return g.secret(hexLo, 32) + "-us" + fmt.Sprint(g.n(2, 21)) }
func (g *G) wandb() string     { return g.secret(hexLo, 40) }
func (g *G) uuid() string {
	h := g.fromAlpha(hexLo, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + g.pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}
func (g *G) randToken(n int) string { return g.secret(alnum, n) }

var pwWords = []string{"Wolverine", "Buckeye", "Goblue", "Husky", "Tiger", "Badger", "Spartan", "Longhorn", "Bruin", "Gator", "Sunflower", "Maple", "Summer", "Winter", "Thesis", "Physics", "Library", "Campus", "Dragon", "Soccer", "Kaffee", "Sommer", "Printemps", "Primavera", "Sakura", "Hangang", "Moskva", "Istanbul", "Jakarta", "Mumbai"}

func (g *G) password() string {
	switch g.n(0, 5) {
	case 0:
		return g.pk(pwWords) + g.pick("!", "#", "@", "$", "_", ".") + fmt.Sprint(g.n(1990, 2026))
	case 1:
		return g.pk(pwWords) + fmt.Sprint(g.n(10, 99)) + g.pick("!", "?", "*", "")
	case 2:
		return g.secret(alnum, 4) + g.pick("#", "!", "-", "%") + g.secret(alnum, 4) + g.pick("$", "&", "") + g.digits(2)
	case 3:
		return strings.ToLower(g.pk(pwWords)) + "." + strings.ToLower(g.pk(pwWords)) + g.digits(2)
	case 4:
		return g.secret(alnum, 3) + "-" + g.secret(alnum, 4) + "-" + g.secret(alnum, 4)
	default:
		return g.pk(pwWords) + g.pick("&", "^", "+") + g.pk(pwWords) + g.digits(1)
	}
}

// ---------- JWT ----------

func b64json(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt(payload string, rs bool) string {
	var h string
	if rs {
		h = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, g.secret(b64u, 22))
	} else {
		h = `{"alg":"HS256","typ":"JWT"}`
	}
	sigLen := 43
	if rs {
		sigLen = 342
	}
	return b64json(h) + "." + b64json(payload) + "." + g.secret(b64u, sigLen)
}

func (g *G) unix() int64 { return int64(g.n(1693526400, 1767225600)) }

// ---------- look-alikes ----------

func (g *G) studentID() string {
	switch g.n(0, 6) {
	case 0:
		return "9" + g.digits(8)
	case 1:
		return "A0" + g.digits(7)
	case 2:
		return "U" + g.digits(8)
	case 3:
		return fmt.Sprint(g.n(2019, 2025)) + g.digits(5)
	case 4:
		return "@00" + g.digits(6)
	case 5:
		return g.nz(8)
	default:
		return "S" + g.digits(7)
	}
}

func (g *G) crn() string    { return fmt.Sprint(g.n(10000, 99999)) }
func (g *G) course() string { return g.pk(subjects) + " " + fmt.Sprint(g.n(100, 499)) }
func (g *G) courseSec() string {
	return g.pk(subjects) + " " + fmt.Sprint(g.n(100, 499)) + "-" + fmt.Sprintf("%03d", g.n(1, 30))
}
func (g *G) room() string {
	return g.pk([]string{"Room ", "Rm. ", "Hall ", "Lab "}) + fmt.Sprint(g.n(100, 4999)) + g.pick("", "", "A", "B")
}
func (g *G) term() string {
	return g.pick("Fall", "Spring", "Summer", "Winter") + " " + fmt.Sprint(g.n(2023, 2026))
}
func (g *G) gpa() string { return fmt.Sprintf("%.2f", 2.0+g.r.Float64()*2.0) }

func (g *G) date() string {
	y, m, d := g.n(2023, 2026), g.n(1, 12), g.n(1, 28)
	switch g.n(0, 4) {
	case 0:
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
	case 1:
		return fmt.Sprintf("%02d/%02d/%04d", m, d, y)
	case 2:
		mon := []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
		return fmt.Sprintf("%s %d, %d", mon[m-1], d, y)
	case 3:
		return fmt.Sprintf("%02d.%02d.%04d", d, m, y)
	default:
		return fmt.Sprintf("%d/%d/%d", m, d, y)
	}
}
func (g *G) isoDate() string {
	return fmt.Sprintf("%04d-%02d-%02d", g.n(2023, 2026), g.n(1, 12), g.n(1, 28))
}
func (g *G) dob() string {
	return fmt.Sprintf("%02d/%02d/%04d", g.n(1, 12), g.n(1, 28), g.n(1960, 2008))
}
func (g *G) isoTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", g.isoDate(), g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) clock() string {
	if g.ch(0.5) {
		return fmt.Sprintf("%d:%02d %s", g.n(1, 12), g.pick2(0, 15, 30, 45), g.pick("AM", "PM", "am", "pm"))
	}
	return fmt.Sprintf("%02d:%02d", g.n(7, 21), g.pick2(0, 10, 30, 40))
}
func (g *G) pick2(xs ...int) int { return xs[g.r.Intn(len(xs))] }

func (g *G) usd(lo, hi int) string {
	v := g.n(lo, hi)
	cents := g.pick("00", "00", fmt.Sprintf("%02d", g.n(1, 99)))
	return "$" + commas(v) + "." + cents
}
func commas(v int) string {
	s := fmt.Sprint(v)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, ",")
}

func (g *G) nihGrant() string {
	return fmt.Sprintf("%s%s %s%06d", g.pick("", "1", "5", "2"), g.pick("R01", "R21", "K99", "U01", "P30", "T32", "R03", "F31"), g.pick("MH", "AI", "GM", "CA", "HL", "DA", "AG", "NS"), g.n(100000, 199999))
}
func (g *G) nsfAward() string {
	return fmt.Sprintf("%s-%d", g.pick("DMS", "CHE", "IIS", "CNS", "DUE", "BCS", "OCE", "DGE"), g.n(2100000, 2499999))
}
func (g *G) grant() string {
	switch g.n(0, 3) {
	case 0:
		return g.nihGrant()
	case 1:
		return g.nsfAward()
	case 2:
		return fmt.Sprintf("Award No. %d", g.n(2100000, 2499999))
	default:
		return fmt.Sprintf("Grant Agreement No %d", g.n(101000000, 101199999))
	}
}
func (g *G) irb() string {
	switch g.n(0, 4) {
	case 0:
		return fmt.Sprintf("IRB-%d-%04d", g.n(2021, 2025), g.n(1, 2999))
	case 1:
		return fmt.Sprintf("STUDY%08d", g.n(1000, 30000))
	case 2:
		return fmt.Sprintf("HUM%08d", g.n(100000, 250000))
	case 3:
		return fmt.Sprintf("Protocol #%d-%06d", g.n(21, 25), g.n(1000, 999999))
	default:
		return fmt.Sprintf("IRB #%d-%04d", g.n(2021, 2025), g.n(1, 999))
	}
}
func (g *G) isbn() string {
	body := "978" + g.digits(9)
	sum := 0
	for i, c := range body {
		d := int(c - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	ck := (10 - sum%10) % 10
	full := body + fmt.Sprint(ck)
	if g.ch(0.6) {
		return full[:3] + "-" + full[3:4] + "-" + full[4:7] + "-" + full[7:12] + "-" + full[12:]
	}
	return full
}
func (g *G) doi() string {
	switch g.n(0, 4) {
	case 0:
		return fmt.Sprintf("10.1038/s41586-0%d-0%04d-%d", g.n(21, 25), g.n(1000, 9999), g.n(0, 9))
	case 1:
		return fmt.Sprintf("10.1016/j.%s.%d.%02d.%03d", g.pick("neuron", "cell", "jml", "learninstruc", "compedu"), g.n(2018, 2025), g.n(1, 12), g.n(1, 999))
	case 2:
		return fmt.Sprintf("10.1103/PhysRevLett.%d.%06d", g.n(120, 134), g.n(10000, 269999))
	case 3:
		return fmt.Sprintf("10.1145/%d.%d", g.n(3400000, 3699999), g.n(3400000, 3699999))
	default:
		return fmt.Sprintf("10.1371/journal.pone.0%06d", g.n(200000, 320000))
	}
}
func (g *G) orcid() string {
	base := "0000000" + fmt.Sprint(g.n(1, 3)) + g.digits(7)
	total := 0
	for _, c := range base {
		total = (total + int(c-'0')) * 2
	}
	r := (12 - total%11) % 11
	ck := fmt.Sprint(r)
	if r == 10 {
		ck = "X"
	}
	s := base + ck
	return s[:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:]
}
func (g *G) pmid() string { return fmt.Sprint(g.n(30000000, 39999999)) }
func (g *G) arxiv() string {
	return fmt.Sprintf("%02d%02d.%05d", g.n(19, 25), g.n(1, 12), g.n(1, 19999))
}
func (g *G) ticket() string {
	return g.pick("INC", "RITM", "REQ", "TASK", "CS") + fmt.Sprintf("%07d", g.n(10000, 3999999))
}
func (g *G) ipv4() string {
	return fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254))
}
func (g *G) mac() string {
	h := g.fromAlpha(hexUp, 12)
	return h[:2] + ":" + h[2:4] + ":" + h[4:6] + ":" + h[6:8] + ":" + h[8:10] + ":" + h[10:]
}
func (g *G) zoomID() string {
	return fmt.Sprintf("%d %04d %04d", g.n(810, 999), g.n(0, 9999), g.n(0, 9999))
}
func (g *G) sevis() string { return "N00" + g.digits(8) }
func (g *G) passport() string {
	return g.pick("E", "G", "K", "P", "M", "C", "EA", "FR") + g.digits(7)
}
func (g *G) libBarcode() string { return g.pick("2", "3") + "9015" + g.digits(9) }
func (g *G) canvasDevKey() string {
	return fmt.Sprintf("%d00000000%05d", g.n(10, 17), g.n(100, 99999))
}

func b64std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func (g *G) cnMobile() string {
	p := "1" + g.pick("38", "39", "58", "59", "86", "87", "35", "37", "52", "77", "88", "36", "51")
	switch g.n(0, 3) {
	case 0:
		return p + " " + g.digits(4) + " " + g.digits(4)
	case 1:
		return "+86 " + p + " " + g.digits(4) + " " + g.digits(4)
	case 2:
		return "+86-" + p + "-" + g.digits(4) + "-" + g.digits(4)
	default:
		return p + g.digits(8)
	}
}

// times returns n increasing clock times of one day, formatted HH:MM.
func (g *G) times(n int) []string {
	t := g.n(7*60, 20*60)
	var out []string
	for i := 0; i < n; i++ {
		out = append(out, fmt.Sprintf("%02d:%02d", t/60, t%60))
		t += g.n(1, 25)
	}
	return out
}

// ext returns, with probability p, an office extension after a number (kept).
func (g *G) ext(p float64) string {
	if !g.ch(p) {
		return ""
	}
	return " " + g.K(g.pick("ext. ", "x", "Ext ", "ext ")+fmt.Sprint(g.n(2000, 7999)))
}
