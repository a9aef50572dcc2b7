package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r *rand.Rand

func pick(xs ...string) string { return xs[r.Intn(len(xs))] }
func rn(lo, hi int) int        { return lo + r.Intn(hi-lo+1) }

func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

func alnum(n int, set string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

const (
	lowerDigits = "abcdefghijklmnopqrstuvwxyz0123456789"
	alnumSet    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	hexSet      = "0123456789abcdef"
	b64url      = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
)

// boring reports a digit string that is one digit repeated or a plain run.
func boring(s string) bool {
	d := strings.Map(func(c rune) rune {
		if c >= '0' && c <= '9' {
			return c
		}
		return -1
	}, s)
	if len(d) < 4 {
		return false
	}
	same := true
	for i := 1; i < len(d); i++ {
		if d[i] != d[0] {
			same = false
		}
	}
	return same || strings.Contains(d, "123456") || strings.Contains(d, "0000")
}

// ---------- check digits ----------

func luhnDigit(payload string) int {
	sum := 0
	dbl := true
	for i := len(payload) - 1; i >= 0; i-- {
		d := int(payload[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return (10 - sum%10) % 10
}

func luhnOK(s string) bool {
	return luhnDigit(s[:len(s)-1]) == int(s[len(s)-1]-'0')
}

func withLuhn(p string) string { return p + fmt.Sprint(luhnDigit(p)) }

func mod11w(s string, w []int) int {
	sum := 0
	for i := range w {
		sum += int(s[i]-'0') * w[i]
	}
	return sum % 11
}

func mod97(s string) int {
	m := 0
	for _, c := range s {
		m = (m*10 + int(c-'0')) % 97
	}
	return m
}

func group(s string, sizes ...int) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		if i+n > len(s) {
			n = len(s) - i
		}
		parts = append(parts, s[i:i+n])
		i += n
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, " ")
}

func group4(s string) string {
	var parts []string
	for i := 0; i < len(s); i += 4 {
		e := i + 4
		if e > len(s) {
			e = len(s)
		}
		parts = append(parts, s[i:e])
	}
	return strings.Join(parts, " ")
}

// ---------- dates ----------

var daysIn = []int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

func ymd(y0, y1 int) (int, int, int) {
	y := rn(y0, y1)
	m := rn(1, 12)
	d := rn(1, daysIn[m-1])
	return y, m, d
}

var monDA = []string{"januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"}
var monNO = []string{"januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"}
var monSV = []string{"januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"}
var monFI = []string{"tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"}
var monIS = []string{"janúar", "febrúar", "mars", "apríl", "maí", "júní", "júlí", "ágúst", "september", "október", "nóvember", "desember"}

// date in the style of a language; "iso" for ISO.
func date(lang string) string {
	y, m, d := ymd(2024, 2026)
	switch lang {
	case "iso":
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
	case "da":
		return pick(fmt.Sprintf("%02d.%02d.%04d", d, m, y), fmt.Sprintf("%d/%d-%d", d, m, y), fmt.Sprintf("%d. %s %d", d, monDA[m-1], y), fmt.Sprintf("%02d-%02d-%04d", d, m, y))
	case "no":
		return pick(fmt.Sprintf("%02d.%02d.%04d", d, m, y), fmt.Sprintf("%d. %s %d", d, monNO[m-1], y), fmt.Sprintf("%02d.%02d.%02d", d, m, y%100))
	case "sv":
		return pick(fmt.Sprintf("%04d-%02d-%02d", y, m, d), fmt.Sprintf("%d %s %d", d, monSV[m-1], y), fmt.Sprintf("%d/%d", d, m))
	case "fi":
		return pick(fmt.Sprintf("%d.%d.%04d", d, m, y), fmt.Sprintf("%d. %s %d", d, monFI[m-1], y), fmt.Sprintf("%02d.%02d.%04d", d, m, y))
	case "is":
		return pick(fmt.Sprintf("%d.%d.%04d", d, m, y), fmt.Sprintf("%d. %s %d", d, monIS[m-1], y))
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
}

func clock() string {
	return pick(fmt.Sprintf("kl. %02d.%02d", rn(7, 20), 5*rn(0, 11)), fmt.Sprintf("kl %02d:%02d", rn(7, 20), 5*rn(0, 11)), fmt.Sprintf("%02d:%02d", rn(7, 20), 5*rn(0, 11)))
}

func isoTS() string {
	y, m, d := ymd(2024, 2026)
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", y, m, d, rn(0, 23), rn(0, 59), rn(0, 59), rn(0, 999))
}

// ---------- amounts ----------

func thou(n int, sep string) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func amount(lang string) string {
	n := rn(49, 1999)
	if r.Intn(2) == 0 {
		n = rn(2000, 48000)
	}
	o := rn(0, 99)
	switch lang {
	case "da":
		return pick(fmt.Sprintf("%s,%02d kr.", thou(n, "."), o), fmt.Sprintf("DKK %s,%02d", thou(n, "."), o), fmt.Sprintf("%s kr.", thou(n, ".")))
	case "no":
		return pick(fmt.Sprintf("kr %s,-", thou(n, " ")), fmt.Sprintf("NOK %s,%02d", thou(n, " "), o), fmt.Sprintf("%s kr", thou(n, " ")))
	case "sv":
		return pick(fmt.Sprintf("%s kr", thou(n, " ")), fmt.Sprintf("%s,%02d SEK", thou(n, " "), o), fmt.Sprintf("%s:-", thou(n, " ")))
	case "fi":
		n = n / 10
		return pick(fmt.Sprintf("%s,%02d €", thou(n, " "), o), fmt.Sprintf("%d,%02d euroa", n, o), fmt.Sprintf("EUR %s,%02d", thou(n, " "), o))
	case "is":
		return pick(fmt.Sprintf("%s kr.", thou(n*10, ".")), fmt.Sprintf("ISK %s", thou(n*10, ".")))
	}
	return fmt.Sprintf("%d.%02d", n, o)
}

// ---------- national ids (keep strings) ----------

func cpr() string {
	for {
		y, m, d := ymd(1940, 2005)
		var s7 int
		if y >= 2000 {
			s7 = rn(4, 9)
			if s7 == 5 || s7 == 6 || s7 == 7 || s7 == 8 {
				s7 = 4
			}
		} else {
			s7 = rn(0, 3)
		}
		p := fmt.Sprintf("%02d%02d%02d%d%s", d, m, y%100, s7, digits(2))
		w := []int{4, 3, 2, 7, 6, 5, 4, 3, 2}
		sum := 0
		for i := range w {
			sum += int(p[i]-'0') * w[i]
		}
		c := (11 - sum%11) % 11
		if c == 10 {
			continue
		}
		s := p + fmt.Sprint(c)
		return pick(s[:6]+"-"+s[6:], s[:6]+"-"+s[6:], s)
	}
}

func fnr() string {
	for {
		y, m, d := ymd(1940, 2005)
		ind := rn(0, 499)
		if y >= 2000 {
			ind = rn(500, 999)
		}
		p := fmt.Sprintf("%02d%02d%02d%03d", d, m, y%100, ind)
		k1 := 11 - mod11w(p, []int{3, 7, 6, 1, 8, 9, 4, 5, 2})
		if k1 == 11 {
			k1 = 0
		}
		if k1 == 10 {
			continue
		}
		p += fmt.Sprint(k1)
		k2 := 11 - mod11w(p, []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2})
		if k2 == 11 {
			k2 = 0
		}
		if k2 == 10 {
			continue
		}
		s := p + fmt.Sprint(k2)
		return pick(s, s, s[:6]+" "+s[6:])
	}
}

func pnr() string {
	y, m, d := ymd(1940, 2006)
	p := fmt.Sprintf("%02d%02d%02d%s", y%100, m, d, digits(3))
	s := withLuhn(p)
	switch r.Intn(3) {
	case 0:
		return s[:6] + "-" + s[6:]
	case 1:
		return fmt.Sprintf("%d", y/100) + s[:6] + "-" + s[6:]
	}
	return fmt.Sprintf("%d", y/100) + s
}

func hetu() string {
	y, m, d := ymd(1940, 2010)
	sep := "-"
	if y >= 2000 {
		sep = pick("A", "A", "B")
	}
	n := rn(2, 899)
	num := (d*10000+m*100+y%100)*1000 + n
	chk := "0123456789ABCDEFHJKLMNPRSTUVWXY"[num%31]
	return fmt.Sprintf("%02d%02d%02d%s%03d%c", d, m, y%100, sep, n, chk)
}

func kennitala() string {
	for {
		y, m, d := ymd(1940, 2008)
		p := fmt.Sprintf("%02d%02d%02d%02d", d, m, y%100, rn(20, 99))
		rr := mod11w(p, []int{3, 2, 7, 6, 5, 4, 3, 2})
		c := 11 - rr
		if rr == 0 {
			c = 0
		}
		if c == 10 {
			continue
		}
		cen := 9
		if y >= 2000 {
			cen = 0
		}
		s := fmt.Sprintf("%s%d%d", p, c, cen)
		return pick(s[:6]+"-"+s[6:], s[:6]+"-"+s[6:], s)
	}
}

func orgSE() string {
	p := "55" + fmt.Sprint(rn(6, 9)) + digits(6)
	s := withLuhn(p)
	return s[:6] + "-" + s[6:]
}

func orgNO() string {
	for {
		p := pick("8", "9", "9") + digits(7)
		rr := mod11w(p, []int{3, 2, 7, 6, 5, 4, 3, 2})
		c := 11 - rr
		if rr == 0 {
			c = 0
		}
		if c == 10 {
			continue
		}
		return p + fmt.Sprint(c)
	}
}

func orgNOfmt() string {
	s := orgNO()
	return pick(s, s[:3]+" "+s[3:6]+" "+s[6:])
}

func cvr() string {
	for {
		p := fmt.Sprint(rn(1, 4)) + digits(6)
		w := []int{2, 7, 6, 5, 4, 3, 2}
		sum := 0
		for i := range w {
			sum += int(p[i]-'0') * w[i]
		}
		c := (11 - sum%11) % 11
		if c == 10 {
			continue
		}
		return p + fmt.Sprint(c)
	}
}

func ytunnus() string {
	for {
		p := fmt.Sprint(rn(1, 3)) + digits(6)
		w := []int{7, 9, 10, 5, 8, 4, 2}
		sum := 0
		for i := range w {
			sum += int(p[i]-'0') * w[i]
		}
		rr := sum % 11
		if rr == 1 {
			continue
		}
		c := 0
		if rr != 0 {
			c = 11 - rr
		}
		return p + "-" + fmt.Sprint(c)
	}
}

func iban(cc, bban string) string {
	conv := ""
	for _, ch := range bban + cc + "00" {
		if ch >= 'A' && ch <= 'Z' {
			conv += fmt.Sprint(int(ch-'A') + 10)
		} else {
			conv += string(ch)
		}
	}
	chk := 98 - mod97(conv)
	s := fmt.Sprintf("%s%02d%s", cc, chk, bban)
	if r.Intn(3) == 0 {
		return s
	}
	return group4(s)
}

func ibanAny() string {
	switch r.Intn(5) {
	case 0:
		return iban("DK", digits(14))
	case 1:
		return iban("NO", digits(11))
	case 2:
		return iban("SE", digits(20))
	case 3:
		return iban("FI", digits(14))
	}
	return iban("IS", digits(22))
}

func kontoNO() string {
	for {
		p := fmt.Sprint(rn(1200, 9800)) + digits(6)
		rr := mod11w(p, []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2})
		c := 11 - rr
		if rr == 0 {
			c = 0
		}
		if c == 10 {
			continue
		}
		s := p + fmt.Sprint(c)
		return pick(s[:4]+"."+s[4:6]+"."+s[6:], s[:4]+" "+s[4:6]+" "+s[6:], s)
	}
}

func bankgiro() string {
	if r.Intn(3) == 0 {
		s := withLuhn(fmt.Sprint(rn(100, 999)) + digits(3))
		return s[:3] + "-" + s[3:]
	}
	s := withLuhn(fmt.Sprint(rn(5000, 5999)) + digits(3))
	return s[:4] + "-" + s[4:]
}

func plusgiro() string {
	s := withLuhn(digits(rn(5, 7)))
	n := len(s)
	return group(s[:n-1], 2, 2, 2) + "-" + s[n-1:]
}

func kid() string { return withLuhn(fmt.Sprint(rn(1, 9)) + digits(rn(8, 14))) }

func ocr() string {
	p := fmt.Sprint(rn(1, 9)) + digits(rn(8, 14))
	return withLuhn(p)
}

func viite() string {
	p := fmt.Sprint(rn(1, 9)) + digits(rn(5, 15))
	w := []int{7, 3, 1}
	sum := 0
	for i, j := len(p)-1, 0; i >= 0; i, j = i-1, j+1 {
		sum += int(p[i]-'0') * w[j%3]
	}
	s := p + fmt.Sprint((10-sum%10)%10)
	// groups of five from the right
	var parts []string
	for len(s) > 5 {
		parts = append([]string{s[len(s)-5:]}, parts...)
		s = s[:len(s)-5]
	}
	parts = append([]string{s}, parts...)
	return strings.Join(parts, " ")
}

func rfRef() string {
	ref := digits(rn(8, 14))
	conv := ref + "2715" + "00"
	chk := 98 - mod97(conv)
	s := fmt.Sprintf("RF%02d%s", chk, ref)
	return group4(s)
}

func s10(cc string) string {
	p := digits(8)
	w := []int{8, 6, 4, 2, 3, 5, 9, 7}
	sum := 0
	for i := range w {
		sum += int(p[i]-'0') * w[i]
	}
	c := 11 - sum%11
	if c == 10 {
		c = 0
	} else if c == 11 {
		c = 5
	}
	return pick("RR", "CP", "UA", "LX", "RB", "CD") + p + fmt.Sprint(c) + cc
}

func gs1(p string) string {
	sum := 0
	for i, j := len(p)-1, 0; i >= 0; i, j = i-1, j+1 {
		d := int(p[i] - '0')
		if j%2 == 0 {
			d *= 3
		}
		sum += d
	}
	return p + fmt.Sprint((10-sum%10)%10)
}

func sscc() string { return "00" + gs1("3"+"70730"+digits(11)) }
func bringID() string {
	return gs1("370722" + digits(11))
}
func postiID() string { return "JJFI" + digits(20) }
func ean13() string   { return gs1(pick("570", "571", "700", "730", "640", "569") + digits(9)) }
func gsrn() string    { return gs1("571313" + digits(11)) }

func fikort() string {
	return fmt.Sprintf("+71<%s+%s<", withLuhn(digits(14)), digits(8))
}

func swishBiz() string {
	s := "123" + digits(7)
	return pick(s[:3]+" "+s[3:6]+" "+s[6:8]+" "+s[8:], s)
}

func postDK() string {
	return pick("2100 København Ø", "8000 Aarhus C", "5000 Odense C", "9000 Aalborg", "2200 København N", "7100 Vejle", "6700 Esbjerg", "4000 Roskilde", "8600 Silkeborg", "2630 Taastrup")
}
func postNO() string {
	return pick("0150 Oslo", "5003 Bergen", "7010 Trondheim", "4006 Stavanger", "9008 Tromsø", "0484 Oslo", "3015 Drammen", "1607 Fredrikstad", "6002 Ålesund")
}
func postSE() string {
	return pick("114 55 Stockholm", "411 04 Göteborg", "211 20 Malmö", "753 20 Uppsala", "582 24 Linköping", "903 26 Umeå", "702 10 Örebro", "118 46 Stockholm", "722 15 Västerås")
}
func postFI() string {
	return pick("00100 Helsinki", "33100 Tampere", "20100 Turku", "90100 Oulu", "02100 Espoo", "40100 Jyväskylä", "65100 Vaasa", "00530 Helsinki", "70100 Kuopio")
}
func postIS() string {
	return pick("101 Reykjavík", "105 Reykjavík", "200 Kópavogur", "600 Akureyri", "220 Hafnarfjörður", "800 Selfoss")
}

// ---------- people ----------

type person struct{ first, last string }

var namesDA = [][2][]string{{{"Mette", "Søren", "Anders", "Line", "Mads", "Freja", "Jens", "Kirsten", "Lars", "Camilla", "Rasmus", "Ida", "Henrik", "Louise", "Jørgen", "Signe", "Kasper", "Malene", "Troels", "Birgitte"}, {"Nielsen", "Jensen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen", "Rasmussen", "Jørgensen", "Madsen", "Kristensen", "Østergaard", "Thomsen", "Møller", "Kjær", "Lund", "Holm"}}}
var namesNO = [][2][]string{{{"Ole", "Kari", "Ingrid", "Håkon", "Sigrid", "Eirik", "Silje", "Magnus", "Nora", "Jonas", "Marit", "Torbjørn", "Solveig", "Øystein", "Ragnhild", "Vegard", "Tuva", "Sindre"}, {"Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Berg", "Haugen", "Bakke", "Solberg", "Dahl", "Strand", "Lie", "Næss", "Kristiansen", "Halvorsen", "Aasen", "Moe", "Bråten"}}}
var namesSV = [][2][]string{{{"Erik", "Anna", "Lars", "Karin", "Johan", "Maria", "Oskar", "Elsa", "Björn", "Linnea", "Gustav", "Ebba", "Per", "Åsa", "Fredrik", "Sofia", "Mattias", "Ingela"}, {"Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Lindqvist", "Bergström", "Lundgren", "Sjöberg", "Åberg", "Holmberg", "Wallin", "Engström", "Hedlund"}}}
var namesFI = [][2][]string{{{"Matti", "Liisa", "Juha", "Aino", "Mikko", "Sanna", "Antti", "Hanna", "Jukka", "Emilia", "Tuomas", "Päivi", "Ville", "Riikka", "Jari", "Minna", "Eero", "Kaisa"}, {"Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen", "Lehtonen", "Salminen", "Rantanen", "Leinonen", "Kärkkäinen", "Väisänen", "Tuominen", "Niskanen"}}}
var namesFISV = [][2][]string{{{"Mikael", "Johanna", "Henrik", "Camilla", "Patrik", "Annika", "Kristian", "Sofie", "Tobias", "Pia"}, {"Lindholm", "Sundström", "Ekholm", "Nyberg", "Blomqvist", "Lindroos", "Forsman", "Grönroos", "Holmström", "Westerlund"}}}
var namesIS = [][2][]string{{{"Guðrún", "Sigurður", "Jón", "Anna", "Ólafur", "Helga", "Kristín", "Gunnar", "Sigríður", "Einar", "Þórunn", "Björn", "Hrafnhildur", "Ragnar"}, {"Jónsdóttir", "Magnússon", "Einarsson", "Kristjánsdóttir", "Gunnarsson", "Sigurðardóttir", "Ólafsson", "Stefánsdóttir", "Þórsson", "Helgadóttir", "Björnsson", "Guðmundsdóttir"}}}
var namesFO = [][2][]string{{{"Jógvan", "Rannvá", "Heðin", "Sjúrður", "Sunniva", "Bárður", "Guðrið", "Rógvi", "Marjun", "Hallur"}, {"Joensen", "Hansen", "Poulsen", "Jacobsen", "Olsen", "Petersen", "Dam", "Nolsøe", "Mikkelsen", "Hentze"}}}
var namesGL = [][2][]string{{{"Aviaja", "Nuka", "Malik", "Pipaluk", "Inuk", "Naja", "Aputsiaq", "Paninnguaq", "Kaali", "Ivalo"}, {"Kleist", "Lynge", "Olsen", "Petersen", "Berthelsen", "Motzfeldt", "Heilmann", "Kristiansen", "Egede", "Rosing"}}}

func name(lang string) person {
	var t [2][]string
	switch lang {
	case "da":
		t = namesDA[0]
	case "no":
		t = namesNO[0]
	case "sv":
		t = namesSV[0]
	case "fi":
		t = namesFI[0]
	case "fisv":
		t = namesFISV[0]
	case "is":
		if r.Intn(2) == 0 {
			return person{pick("Guðrún", "Anna", "Helga", "Kristín", "Sigríður", "Þórunn", "Hrafnhildur", "Katrín"), pick("Jónsdóttir", "Kristjánsdóttir", "Sigurðardóttir", "Stefánsdóttir", "Helgadóttir", "Guðmundsdóttir")}
		}
		return person{pick("Sigurður", "Jón", "Ólafur", "Gunnar", "Einar", "Björn", "Ragnar", "Kári"), pick("Magnússon", "Einarsson", "Gunnarsson", "Ólafsson", "Þórsson", "Björnsson", "Jónsson")}
	case "fo":
		t = namesFO[0]
	case "gl":
		t = namesGL[0]
	default:
		t = namesDA[0]
	}
	return person{t[0][r.Intn(len(t[0]))], t[1][r.Intn(len(t[1]))]}
}

func (p person) String() string { return p.first + " " + p.last }

var fold = strings.NewReplacer("æ", "ae", "ø", "o", "å", "a", "ä", "a", "ö", "o", "Æ", "Ae", "Ø", "O", "Å", "A", "Ä", "A", "Ö", "O",
	"ð", "d", "Ð", "D", "þ", "th", "Þ", "Th", "á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ý", "y", "Á", "A", "Ó", "O", "Ú", "U", "É", "E", "Í", "I")

func ascii(s string) string { return strings.ToLower(fold.Replace(s)) }

func domain(lang string) string {
	switch lang {
	case "da":
		return pick("gmail.com", "hotmail.com", "outlook.dk", "live.dk", "mail.dk", "jubii.dk", "privat.dk", "youmail.dk", "stofanet.dk", "aarhus.dk", "kk.dk", "regionh.dk", "firma-byg.dk")
	case "no":
		return pick("gmail.com", "hotmail.com", "online.no", "yahoo.no", "outlook.com", "live.no", "getmail.no", "altibox.no", "bergen.kommune.no", "nav.no", "uio.no", "regnskapshuset.no")
	case "sv":
		return pick("gmail.com", "hotmail.se", "telia.com", "live.se", "outlook.com", "bredband.net", "spray.se", "icloud.com", "stockholm.se", "regionstockholm.se", "kth.se", "bygg-ab.se")
	case "fi", "fisv":
		return pick("gmail.com", "hotmail.com", "kolumbus.fi", "luukku.com", "suomi24.fi", "outlook.com", "elisanet.fi", "saunalahti.fi", "hel.fi", "helsinki.fi", "tampere.fi", "rakennus-oy.fi")
	case "is":
		return pick("gmail.com", "simnet.is", "internet.is", "visir.is", "hi.is", "reykjavik.is", "hotmail.com", "mi.is")
	case "fo":
		return pick("olivant.fo", "post.olivant.fo", "gmail.com", "setur.fo", "hotmail.com")
	case "gl":
		return pick("greennet.gl", "gmail.com", "sermersooq.gl", "nanoq.gl", "hotmail.com")
	}
	return pick("gmail.com", "outlook.com", "proton.me")
}

func emailFor(p person, lang string) string {
	f, l := ascii(p.first), ascii(p.last)
	var local string
	switch r.Intn(7) {
	case 0:
		local = f + "." + l
	case 1:
		local = f + l + fmt.Sprint(rn(1, 99))
	case 2:
		local = f[:1] + "." + l
	case 3:
		local = f + "_" + l
	case 4:
		local = f + "." + l + fmt.Sprint(rn(60, 99))
	case 5:
		local = f[:min(3, len(f))] + l[:min(3, len(l))]
	default:
		local = f + fmt.Sprint(rn(1970, 2010))
	}
	return local + "@" + domain(lang)
}

func email(lang string) string { return emailFor(name(lang), lang) }

// ---------- phones ----------

func dkDigits() string {
	for {
		s := pick("20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "40", "41", "42", "50", "51", "52", "53", "60", "61", "71", "81", "91", "93",
			"32", "33", "35", "36", "38", "39", "43", "44", "45", "46", "48", "49", "54", "56", "57", "58", "59", "62", "64", "65", "66", "74", "75", "76", "86", "87", "89", "96", "97", "98") + digits(6)
		if !boring(s) {
			return s
		}
	}
}

func dkFmt(s string) string {
	switch r.Intn(9) {
	case 0, 1:
		return group(s, 2, 2, 2, 2)
	case 2:
		return "+45 " + group(s, 2, 2, 2, 2)
	case 3:
		return "+45" + s
	case 4:
		return s
	case 5:
		return s[:4] + " " + s[4:]
	case 6:
		return "0045 " + s
	case 7:
		return "+45 " + s[:4] + " " + s[4:]
	}
	return "(+45) " + group(s, 2, 2, 2, 2)
}

func dkPhone() string { return dkFmt(dkDigits()) }

func noDigits(mobile bool) string {
	for {
		var s string
		if mobile {
			s = pick("4", "9") + fmt.Sprint(rn(0, 9)) + digits(6)
		} else {
			s = pick("22", "23", "21", "55", "73", "51", "38", "33", "67", "69", "77", "75", "35") + digits(6)
		}
		if !boring(s) {
			return s
		}
	}
}

func noFmt(s string) string {
	switch r.Intn(9) {
	case 0, 1:
		return group(s, 3, 2, 3)
	case 2:
		return group(s, 2, 2, 2, 2)
	case 3:
		return "+47 " + group(s, 3, 2, 3)
	case 4:
		return "+47" + s
	case 5:
		return s
	case 6:
		return "+47 " + group(s, 2, 2, 2, 2)
	case 7:
		return "0047 " + s
	}
	return "+47 " + s
}

func noPhone() string {
	s := noDigits(r.Intn(4) != 0)
	if s[0] != '4' && s[0] != '9' {
		// landlines are written in pairs
		return pick(group(s, 2, 2, 2, 2), "+47 "+group(s, 2, 2, 2, 2), s)
	}
	return noFmt(s)
}

func seMobile() string {
	for {
		p := pick("70", "72", "73", "76", "79")
		s := digits(7)
		if boring(p + s) {
			continue
		}
		switch r.Intn(9) {
		case 0, 1:
			return "0" + p + "-" + s[:3] + " " + s[3:5] + " " + s[5:]
		case 2:
			return "0" + p + " " + s[:3] + " " + s[3:5] + " " + s[5:]
		case 3:
			return "0" + p + s
		case 4:
			return "0" + p + "-" + s
		case 5:
			return "+46 " + p + " " + s[:3] + " " + s[3:5] + " " + s[5:]
		case 6:
			return "+46" + p + s
		case 7:
			return "+46 (0)" + p + "-" + s[:3] + " " + s[3:5] + " " + s[5:]
		}
		return "0" + p + "-" + s[:3] + s[3:5] + s[5:]
	}
}

func seLand() string {
	for {
		switch r.Intn(5) {
		case 0, 1:
			s := fmt.Sprint(rn(2, 8)) + digits(7)
			if boring(s) {
				continue
			}
			return pick("08-"+group(s, 3, 3, 2), "08-"+s[:3]+" "+s[3:6]+" "+s[6:], "+46 8 "+group(s, 3, 3, 2), "08 "+group(s, 3, 3, 2))
		case 2:
			s := fmt.Sprint(rn(2, 8)) + digits(5)
			return pick("08-"+group(s, 2, 2, 2), "08-"+s)
		}
		area := pick("031", "040", "018", "013", "090", "019", "021", "046", "054", "060")
		s := fmt.Sprint(rn(1, 7)) + digits(5+r.Intn(2))
		if boring(s) {
			continue
		}
		if len(s) == 6 {
			return pick(area+"-"+group(s, 2, 2, 2), area+" "+group(s, 2, 2, 2), "+46 "+area[1:]+" "+group(s, 2, 2, 2))
		}
		return pick(area+"-"+group(s, 3, 2, 2), area+"-"+s, "+46 "+area[1:]+" "+group(s, 3, 2, 2))
	}
}

func sePhone() string {
	if r.Intn(4) == 0 {
		return seLand()
	}
	return seMobile()
}

func fiMobile() string {
	for {
		p := pick("40", "41", "44", "45", "46", "50", "400", "442", "457")
		s := digits(10 - 1 - len(p))
		if boring(p + s) {
			continue
		}
		switch r.Intn(7) {
		case 0, 1:
			return "0" + p + " " + s[:3] + " " + s[3:]
		case 2:
			return "0" + p + s
		case 3:
			return "+358 " + p + " " + s[:3] + " " + s[3:]
		case 4:
			return "+358" + p + s
		case 5:
			return "0" + p + "-" + s[:3] + " " + s[3:]
		}
		return "+358 (0)" + p + " " + s
	}
}

func fiLand() string {
	for {
		area := pick("9", "9", "2", "3", "8", "14", "17", "6", "13")
		s := fmt.Sprint(rn(2, 8)) + digits(rn(5, 7))
		if boring(s) {
			continue
		}
		sp := s[:3] + " " + s[3:]
		if len(s) == 8 {
			sp = s[:4] + " " + s[4:]
		}
		switch r.Intn(4) {
		case 0:
			return "0" + area + " " + sp
		case 1:
			return "(0" + area + ") " + sp
		case 2:
			return "+358 " + area + " " + sp
		}
		return "0" + area + "-" + s
	}
}

func fiPhone() string {
	if r.Intn(4) == 0 {
		return fiLand()
	}
	return fiMobile()
}

func isPhone() string {
	for {
		s := pick("6", "7", "8", "8", "5", "4") + fmt.Sprint(rn(1, 9)) + digits(5)
		if boring(s) {
			continue
		}
		switch r.Intn(5) {
		case 0, 1:
			return s[:3] + " " + s[3:]
		case 2:
			return "+354 " + s[:3] + " " + s[3:]
		case 3:
			return s[:3] + "-" + s[3:]
		}
		return "+354 " + s
	}
}

func foPhone() string {
	s := pick("2", "5", "7", "9", "3", "4") + digits(5)
	return pick("+298 "+group(s, 2, 2, 2), "+298 "+s, "(+298) "+s, "00298 "+s)
}

func glPhone() string {
	s := pick("2", "4", "5", "3") + fmt.Sprint(rn(1, 9)) + digits(4)
	return pick("+299 "+group(s, 2, 2, 2), "+299 "+s, "(+299) "+s, "00299 "+group(s, 2, 2, 2))
}

func phone(lang string) string {
	switch lang {
	case "da":
		return dkPhone()
	case "no":
		return noPhone()
	case "sv":
		return sePhone()
	case "fi", "fisv":
		return fiPhone()
	case "is":
		return isPhone()
	case "fo":
		return foPhone()
	case "gl":
		return glPhone()
	}
	return dkPhone()
}

// e164 in plain form for machine contexts.
func e164(lang string) string {
	switch lang {
	case "da":
		return "+45" + dkDigits()
	case "no":
		return "+47" + noDigits(true)
	case "sv":
		return "+46" + pick("70", "72", "73", "76") + digits(7)
	case "fi":
		return "+358" + pick("40", "41", "44", "45", "50") + digits(7)
	case "is":
		return "+354" + pick("6", "7", "8") + digits(6)
	}
	return "+45" + dkDigits()
}

// ---------- cards ----------

func card() (string, string) {
	var p string
	var n int
	var brand string
	switch r.Intn(9) {
	case 0, 1:
		p, n, brand = pick("4571", "4213", "4925", "4581", "4026", "4175", "4389"), 16, "visa"
	case 2:
		p, n, brand = "4571"+digits(2), 16, "visadankort"
	case 3, 4:
		p, n, brand = fmt.Sprint(rn(51, 55)), 16, "mc"
	case 5:
		p, n, brand = fmt.Sprint(rn(2221, 2720)), 16, "mc"
	case 6:
		p, n, brand = pick("34", "37"), 15, "amex"
	case 7:
		p, n, brand = "5019", 16, "dankort"
	default:
		p, n, brand = pick("6759", "6763"), 16, "maestro"
	}
	s := withLuhn(p + digits(n-1-len(p)))
	return s, brand
}

func cardFmt(s string) string {
	if len(s) == 15 {
		return pick(s[:4]+" "+s[4:10]+" "+s[10:], s, s[:4]+"-"+s[4:10]+"-"+s[10:])
	}
	switch r.Intn(5) {
	case 0, 1:
		return group4(s)
	case 2:
		return s
	case 3:
		return strings.ReplaceAll(group4(s), " ", "-")
	}
	return group4(s)
}

func cardVal() string { c, _ := card(); return cardFmt(c) }

// a 16-digit number that fails Luhn.
func badCard() string {
	for {
		s := pick("4571", "5412", "6280", "9208") + digits(12)
		if !luhnOK(s) {
			return group4(s)
		}
	}
}

func expiry() string { return fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 31)) }

// ---------- ssn ----------

func ssn() string {
	for {
		a := rn(1, 899)
		if a == 666 {
			continue
		}
		g, s := rn(1, 99), rn(1, 9999)
		v := fmt.Sprintf("%03d-%02d-%04d", a, g, s)
		if strings.HasPrefix(v, "987-65-432") || boring(v) {
			continue
		}
		return v
	}
}

func itin() string {
	g := pick(fmt.Sprint(rn(50, 65)), fmt.Sprint(rn(70, 88)), fmt.Sprint(rn(90, 92)), fmt.Sprint(rn(94, 99)))
	return fmt.Sprintf("9%02d-%s-%04d", rn(0, 99), g, rn(1, 9999))
}

// ---------- tokens ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt(payload string) string {
	alg := pick("RS256", "RS256", "HS256", "ES256", "PS256")
	var hdr string
	switch r.Intn(3) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"kid":"%s","alg":"%s"}`, alnum(20, lowerDigits), alg)
	default:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s","kid":"%s"}`, alg, alnum(8, hexSet)+"-"+alnum(4, hexSet)+"-"+alnum(4, hexSet))
	}
	sigLen := 342
	switch alg {
	case "HS256":
		sigLen = 43
	case "ES256":
		sigLen = 86
	}
	return b64(hdr) + "." + b64(payload) + "." + alnum(sigLen, b64url)
}

func epoch() int { return rn(1735689600, 1798761600) }

func uuid() string {
	return alnum(8, hexSet) + "-" + alnum(4, hexSet) + "-4" + alnum(3, hexSet) + "-" + pick("8", "9", "a", "b") + alnum(3, hexSet) + "-" + alnum(12, hexSet)
}

func jwtNordic() string {
	e := epoch()
	var p string
	switch r.Intn(6) {
	case 0:
		p = fmt.Sprintf(`{"aud":"https://%s","scope":"%s","iss":"https://maskinporten.no/","client_amr":"private_key_jwt","token_type":"Bearer","exp":%d,"iat":%d,"client_id":"%s","consumer":{"authority":"iso6523-actorid-upis","ID":"0192:%s"}}`,
			pick("api.skatteetaten.no", "platform.altinn.no", "api.nav.no"), pick("skatteetaten:mvameldingvalidering", "altinn:serviceowner", "nav:arbeidsforhold"), e+120, e, uuid(), orgNO())
	case 1:
		p = fmt.Sprintf(`{"sub":"%s","iss":"https://idporten.no","acr":"idporten-loa-high","amr":["BankID"],"exp":%d,"iat":%d,"sid":"%s"}`, alnum(43, b64url), e+3600, e, alnum(22, b64url))
	case 2:
		p = fmt.Sprintf(`{"iss":"https://apitest.vipps.no","sub":"%s","aud":"%s","exp":%d,"scope":"openid name phoneNumber"}`, uuid(), uuid(), e)
	case 3:
		p = fmt.Sprintf(`{"sub":"%s","aud":"fortnox-api","tenantId":%d,"exp":%d,"scope":"invoice customer bookkeeping"}`, uuid(), rn(100000, 999999), e)
	case 4:
		p = fmt.Sprintf(`{"iss":"https://tunnistus.suomi.fi","sub":"%s","exp":%d,"iat":%d,"loa":"substantial"}`, alnum(32, hexSet), e+600, e)
	default:
		p = fmt.Sprintf(`{"iss":"https://pp.netseidbroker.dk/op","sub":"%s","aud":"%s","exp":%d,"idp":"mitid"}`, uuid(), alnum(12, lowerDigits), e)
	}
	return jwt(p)
}

func opaque(n int) string {
	for {
		s := alnum(n, alnumSet)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 3 && u >= 3 {
			return s
		}
	}
}

func ghp() string    { return "ghp_" + opaque(36) }
func glpat() string  { return "glpat-" + alnum(20, alnumSet+"-_") }
func skLive() string { return "sk_live_" + opaque(24+r.Intn(75)) }
func xoxb() string {
	return fmt.Sprintf("xoxb-%d-%d-%s", rn(100000000000, 999999999999)/10, rn(1000000000000, 9999999999999), opaque(24))
}
func skProj() string {
	return "sk-proj-" + alnum(48, alnumSet+"-_") + "T3BlbkFJ" + alnum(48, alnumSet+"-_")
}
func hfTok() string  { return "hf_" + opaque(34) }
func npmTok() string { return "npm_" + opaque(36) }
func awsSecret() string {
	return alnum(40, alnumSet+"+/")
}

var pwWords = []string{"Sommer", "Vinter", "Kaffe", "Hygge", "Fjord", "Lakrids", "Kanelbulle", "Sauna", "Revontuli", "Midsommar", "Lofoten", "Bjørn", "Hestur", "Fiskur", "Tusind", "Huldra", "Mummi", "Sisu", "Kanel", "Vikinger", "Aurora", "Ostehøvel", "Trold", "Loppe", "Elg", "Karjala"}

func password() string {
	w := pwWords[r.Intn(len(pwWords))]
	w2 := pwWords[r.Intn(len(pwWords))]
	switch r.Intn(4) {
	case 0:
		return w + fmt.Sprint(rn(10, 2026)) + pick("!", "#", "?", "%", "&")
	case 1:
		return strings.ToLower(w) + pick("-", ".", "_") + w2 + fmt.Sprint(rn(1, 99))
	case 2:
		return alnum(3, alnumSet) + pick("!", "#", "$") + alnum(5, alnumSet) + fmt.Sprint(rn(10, 99))
	}
	return fold.Replace(w) + fmt.Sprint(rn(1, 9)) + pick("!", "*", "+") + fold.Replace(strings.ToLower(w2)) + fmt.Sprint(rn(10, 99))
}
