package main

import (
	"fmt"
	"math/rand"
	"strings"
)

// G wraps the seeded source with value makers.
type G struct{ r *rand.Rand }

func (g *G) n(k int) int              { return g.r.Intn(k) }
func (g *G) rng(a, b int) int         { return a + g.r.Intn(b-a+1) }
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) digits(k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}
func (g *G) letters(k int, alpha string) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const b64u = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
const hexd = "0123456789abcdef"

func dig(s string, i int) int { return int(s[i] - '0') }

// ---------- UK ----------
func (g *G) nino(spaced bool) string {
	first := "ABCEGHJKLMNOPRSTWXYZ"
	second := "ABCEGHJKLMNPRSTWXYZ"
	var p string
	for {
		p = string(first[g.n(len(first))]) + string(second[g.n(len(second))])
		if p != "BG" && p != "GB" && p != "NK" && p != "KN" && p != "TN" && p != "NT" && p != "ZZ" {
			break
		}
	}
	d := g.digits(6)
	s := string("ABCD"[g.n(4)])
	if spaced {
		return p + " " + d[:2] + " " + d[2:4] + " " + d[4:] + " " + s
	}
	return p + d + s
}

func (g *G) utr() string {
	for {
		d := g.digits(9)
		w := []int{6, 7, 8, 9, 10, 5, 4, 3, 2}
		s := 0
		for i := 0; i < 9; i++ {
			s += dig(d, i) * w[i]
		}
		t := []int{2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1}[s%11]
		return fmt.Sprintf("%d%s", t, d)
	}
}

func (g *G) nhs() string {
	for {
		d := g.digits(9)
		if d[0] == '0' {
			continue
		}
		s := 0
		for i := 0; i < 9; i++ {
			s += dig(d, i) * (10 - i)
		}
		c := 11 - s%11
		if c == 11 {
			c = 0
		}
		if c == 10 {
			continue
		}
		x := d + fmt.Sprint(c)
		return x[:3] + " " + x[3:6] + " " + x[6:]
	}
}

// ---------- Canada ----------
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

func luhnComplete(prefix string) string {
	for c := 0; c < 10; c++ {
		s := prefix + fmt.Sprint(c)
		if luhnOK(s) {
			return s
		}
	}
	panic("luhn")
}

func (g *G) sin(sep string) string {
	first := g.pick("1", "2", "3", "4", "5", "6", "7", "9")
	s := luhnComplete(first + g.digits(7))
	return s[:3] + sep + s[3:6] + sep + s[6:]
}

// ---------- Australia ----------
func (g *G) tfn() string {
	w := []int{1, 4, 3, 7, 5, 8, 6, 9, 10}
	for {
		d := g.digits(9)
		if d[0] == '0' {
			continue
		}
		s := 0
		for i := 0; i < 9; i++ {
			s += dig(d, i) * w[i]
		}
		if s%11 == 0 {
			return d[:3] + " " + d[3:6] + " " + d[6:]
		}
	}
}

func (g *G) medicare() string {
	d := fmt.Sprint(g.rng(2, 6)) + g.digits(7)
	w := []int{1, 3, 7, 9, 1, 3, 7, 9}
	s := 0
	for i := 0; i < 8; i++ {
		s += dig(d, i) * w[i]
	}
	x := d + fmt.Sprint(s%10) + fmt.Sprint(g.rng(1, 9))
	return x[:4] + " " + x[4:9] + " " + x[9:]
}

func (g *G) abn() string {
	w := []int{10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19}
	for {
		d := g.digits(11)
		if d[0] == '0' || d[0] == '1' {
			continue
		}
		s := 0
		for i := 0; i < 11; i++ {
			v := dig(d, i)
			if i == 0 {
				v--
			}
			s += v * w[i]
		}
		if s%89 == 0 {
			return d[:2] + " " + d[2:5] + " " + d[5:8] + " " + d[8:]
		}
	}
}

// ---------- India ----------
func (g *G) pan(kind byte) string {
	return g.letters(3, upper) + string(kind) + g.letters(1, upper) + g.digits(4) + g.letters(1, upper)
}

var vd = [10][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 0, 6, 7, 8, 9, 5}, {2, 3, 4, 0, 1, 7, 8, 9, 5, 6}, {3, 4, 0, 1, 2, 8, 9, 5, 6, 7}, {4, 0, 1, 2, 3, 9, 5, 6, 7, 8}, {5, 9, 8, 7, 6, 0, 4, 3, 2, 1}, {6, 5, 9, 8, 7, 1, 0, 4, 3, 2}, {7, 6, 5, 9, 8, 2, 1, 0, 4, 3}, {8, 7, 6, 5, 9, 3, 2, 1, 0, 4}, {9, 8, 7, 6, 5, 4, 3, 2, 1, 0}}
var vp = [8][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 5, 7, 6, 2, 8, 3, 0, 9, 4}, {5, 8, 0, 3, 7, 9, 6, 1, 4, 2}, {8, 9, 1, 6, 0, 4, 3, 5, 2, 7}, {9, 4, 5, 3, 1, 2, 6, 8, 7, 0}, {4, 2, 8, 6, 5, 7, 3, 9, 0, 1}, {2, 7, 9, 3, 8, 0, 6, 4, 1, 5}, {7, 0, 4, 6, 9, 1, 3, 2, 5, 8}}
var vinv = [10]int{0, 4, 3, 2, 1, 5, 6, 7, 8, 9}

func verhoeff(num string) int {
	c := 0
	for i := 0; i < len(num); i++ {
		d := int(num[len(num)-1-i] - '0')
		c = vd[c][vp[(i+1)%8][d]]
	}
	return vinv[c]
}

func (g *G) aadhaar(sep string) string {
	d := fmt.Sprint(g.rng(2, 9)) + g.digits(10)
	x := d + fmt.Sprint(verhoeff(d))
	return x[:4] + sep + x[4:8] + sep + x[8:]
}

func (g *G) gstin() string {
	state := g.pick("27", "29", "07", "33", "24", "09", "19", "36")
	base := state + g.pan('C') + fmt.Sprint(g.rng(1, 9)) + "Z"
	cs := "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	sum := 0
	for i := 0; i < 14; i++ {
		v := strings.IndexByte(cs, base[i])
		f := 1
		if i%2 == 1 {
			f = 2
		}
		p := v * f
		sum += p/36 + p%36
	}
	return base + string(cs[(36-sum%36)%36])
}

func (g *G) ifsc() string {
	return g.pick("HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "PUNB") + "0" + g.digits(6)
}

// ---------- Brazil ----------
func (g *G) cpf(formatted bool) string {
	d := g.digits(9)
	calc := func(s string, w0 int) int {
		sum := 0
		for i := 0; i < len(s); i++ {
			sum += dig(s, i) * (w0 - i)
		}
		r := sum * 10 % 11
		if r == 10 {
			r = 0
		}
		return r
	}
	d1 := calc(d, 10)
	d += fmt.Sprint(d1)
	d += fmt.Sprint(calc(d, 11))
	if !formatted {
		return d
	}
	return d[:3] + "." + d[3:6] + "." + d[6:9] + "-" + d[9:]
}

func (g *G) cnpj() string {
	d := g.digits(8) + "0001"
	calc := func(s string, w []int) int {
		sum := 0
		for i := range w {
			sum += dig(s, i) * w[i]
		}
		r := sum % 11
		if r < 2 {
			return 0
		}
		return 11 - r
	}
	d += fmt.Sprint(calc(d, []int{5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}))
	d += fmt.Sprint(calc(d, []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}))
	return d[:2] + "." + d[2:5] + "." + d[5:8] + "/" + d[8:12] + "-" + d[12:]
}

func (g *G) pis() string {
	d := "1" + g.digits(9)
	w := []int{3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	s := 0
	for i := range w {
		s += dig(d, i) * w[i]
	}
	c := 11 - s%11
	if c >= 10 {
		c = 0
	}
	d += fmt.Sprint(c)
	return d[:3] + "." + d[3:8] + "." + d[8:10] + "-" + d[10:]
}

func (g *G) cep() string { return g.digits(5) + "-" + g.digits(3) }

// ---------- Mexico ----------
const consonants = "BCDFGHJKLMNPQRSTVWXYZ"

func (g *G) curp(last, last2, first string, yy, mm, dd int, female bool) string {
	L := strings.ToUpper(last)
	vow := byte('X')
	for i := 1; i < len(L); i++ {
		if strings.IndexByte("AEIOU", L[i]) >= 0 {
			vow = L[i]
			break
		}
	}
	firstCons := func(s string) byte {
		s = strings.ToUpper(s)
		for i := 1; i < len(s); i++ {
			if strings.IndexByte(consonants, s[i]) >= 0 {
				return s[i]
			}
		}
		return 'X'
	}
	sex := "H"
	if female {
		sex = "M"
	}
	state := g.pick("DF", "JC", "NL", "PL", "VZ", "GT", "MC", "YN", "BC", "QT")
	base := fmt.Sprintf("%c%c%c%c%02d%02d%02d%s%s%c%c%c", L[0], vow, strings.ToUpper(last2)[0], strings.ToUpper(first)[0], yy, mm, dd, sex, state, firstCons(last), firstCons(last2), firstCons(first))
	if yy < 30 {
		base += string(upper[g.n(10)])
	} else {
		base += fmt.Sprint(g.n(10))
	}
	dict := "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
	sum := 0
	for i := 0; i < 17; i++ {
		sum += strings.IndexByte(dict, base[i]) * (18 - i)
	}
	return base + fmt.Sprint((10-sum%10)%10)
}

func (g *G) rfcFrom(curp string) string {
	return curp[:10] + g.letters(2, "ABCDEFGHJKLMNPRSTUVWXYZ123456789") + g.letters(1, "0123456789A")
}

func (g *G) clabe() string {
	d := g.pick("002", "012", "014", "021", "072", "036") + g.pick("180", "320", "580", "010") + g.digits(11)
	w := []int{3, 7, 1}
	s := 0
	for i := 0; i < 17; i++ {
		s += (dig(d, i) * w[i%3]) % 10
	}
	return d + fmt.Sprint((10-s%10)%10)
}

// ---------- Spain ----------
func (g *G) dni() string {
	n := g.rng(10000000, 79999999)
	return fmt.Sprintf("%08d%c", n, "TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
}

func (g *G) nie() string {
	p := g.n(3)
	n := g.rng(1000000, 9999999)
	v := p*10000000 + n
	return fmt.Sprintf("%c%07d%c", "XYZ"[p], n, "TRWAGMYFPDXBNJZSQVHLCKE"[v%23])
}

func (g *G) nussEs() string { // Seguridad Social: 2 prov + 8 + 2 control
	prov := g.rng(1, 52)
	n := g.rng(1000000, 99999999)
	v := int64(prov)*100000000 + int64(n)
	return fmt.Sprintf("%02d %08d %02d", prov, n, v%97)
}

// ---------- France ----------
func (g *G) nir(spaced bool) string {
	sex := g.rng(1, 2)
	yy := g.rng(50, 99)
	mm := g.rng(1, 12)
	dept := g.pick("75", "69", "13", "33", "59", "31", "67", "44", "06", "92", "93", "94")
	com := fmt.Sprintf("%03d", g.rng(1, 400))
	ord := fmt.Sprintf("%03d", g.rng(1, 999))
	s := fmt.Sprintf("%d%02d%02d%s%s%s", sex, yy, mm, dept, com, ord)
	var v int64
	fmt.Sscan(s, &v)
	key := 97 - v%97
	if !spaced {
		return fmt.Sprintf("%s%02d", s, key)
	}
	return fmt.Sprintf("%s %s %s %s %s %s %02d", s[:1], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], key)
}

func (g *G) spi() string { // numéro fiscal: 13 digits starting 0-3
	d := fmt.Sprint(g.rng(0, 3)) + g.digits(12)
	return d[:2] + " " + d[2:4] + " " + d[4:7] + " " + d[7:10] + " " + d[10:]
}

func (g *G) siret() string {
	s := luhnComplete(g.digits(8))
	t := luhnComplete(s + g.pick("0001", "0002", "0003") + g.digits(0))
	_ = t
	return s[:3] + " " + s[3:6] + " " + s[6:] + " " + g.digits(5)
}

// ---------- Germany ----------
func (g *G) steuerID() string {
	for {
		perm := g.r.Perm(10)
		drop := perm[9]
		_ = drop
		ds := perm[:9]
		dup := ds[g.n(9)]
		ds = append(append([]int{}, ds...), dup)
		g.r.Shuffle(len(ds), func(i, j int) { ds[i], ds[j] = ds[j], ds[i] })
		if ds[0] == 0 {
			continue
		}
		prod := 10
		b := make([]byte, 0, 11)
		for _, d := range ds {
			b = append(b, byte('0'+d))
			s := (d + prod) % 10
			if s == 0 {
				s = 10
			}
			prod = (s * 2) % 11
		}
		c := 11 - prod
		if c == 10 {
			c = 0
		}
		b = append(b, byte('0'+c))
		x := string(b)
		return x[:2] + " " + x[2:5] + " " + x[5:8] + " " + x[8:]
	}
}

func (g *G) steuernummer() string {
	return fmt.Sprintf("%d/%03d/%05d", g.rng(11, 93), g.rng(100, 999), g.rng(10000, 99999))
}

func (g *G) svnr(last string, female bool) string {
	d := g.rng(1, 28)
	if female {
		d += 50
	}
	return fmt.Sprintf("%02d %02d%02d%02d %c %03d", g.rng(10, 89), d, g.rng(1, 12), g.rng(60, 99), strings.ToUpper(last)[0], g.rng(0, 499))
}

// ---------- Italy ----------
func cfPart(s string, isName bool) string {
	s = strings.ToUpper(s)
	var cons, vows []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if strings.IndexByte("AEIOU", c) >= 0 {
			vows = append(vows, c)
		} else if c >= 'A' && c <= 'Z' {
			cons = append(cons, c)
		}
	}
	if isName && len(cons) >= 4 {
		cons = []byte{cons[0], cons[2], cons[3]}
	}
	out := append(append([]byte{}, cons...), vows...)
	out = append(out, 'X', 'X', 'X')
	return string(out[:3])
}

func (g *G) codiceFiscale(last, first string, female bool) string {
	yy := g.rng(50, 99)
	dd := g.rng(1, 28)
	if female {
		dd += 40
	}
	base := cfPart(last, false) + cfPart(first, true) + fmt.Sprintf("%02d%c%02d", yy, "ABCDEHLMPRST"[g.n(12)], dd) + g.pick("H501", "F205", "L219", "A944", "G273", "F839", "D612", "L736")
	odd := []int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}
	s := 0
	for i := 0; i < 15; i++ {
		c := base[i]
		var v int
		if c >= '0' && c <= '9' {
			v = int(c - '0')
		} else {
			v = int(c - 'A')
		}
		if i%2 == 0 {
			s += odd[v]
		} else {
			s += v
		}
	}
	return base + string(rune('A'+s%26))
}

func (g *G) partitaIVA() string {
	return luhnComplete(g.digits(7) + g.pick("001", "015", "037", "058", "096"))
}

// ---------- Poland ----------
func (g *G) pesel() string {
	yy := g.rng(0, 99)
	mm := g.rng(1, 12)
	cent := 0
	if yy < 6 {
		cent = 20
	}
	d := fmt.Sprintf("%02d%02d%02d%s", yy, mm+cent, g.rng(1, 28), g.digits(4))
	w := []int{1, 3, 7, 9, 1, 3, 7, 9, 1, 3}
	s := 0
	for i := range w {
		s += dig(d, i) * w[i]
	}
	return d + fmt.Sprint((10-s%10)%10)
}

func (g *G) nip(dashed bool) string {
	w := []int{6, 5, 7, 2, 3, 4, 5, 6, 7}
	for {
		d := fmt.Sprint(g.rng(1, 9)) + g.digits(8)
		s := 0
		for i := range w {
			s += dig(d, i) * w[i]
		}
		if s%11 == 10 {
			continue
		}
		d += fmt.Sprint(s % 11)
		if dashed {
			return d[:3] + "-" + d[3:6] + "-" + d[6:8] + "-" + d[8:]
		}
		return d
	}
}

func (g *G) regon() string {
	w := []int{8, 9, 2, 3, 4, 5, 6, 7}
	d := g.digits(8)
	s := 0
	for i := range w {
		s += dig(d, i) * w[i]
	}
	return d + fmt.Sprint(s%11%10)
}

// ---------- South Africa ----------
func (g *G) zaID(yy int) string {
	if yy < 0 {
		yy = g.rng(40, 99)
	}
	d := fmt.Sprintf("%02d%02d%02d%04d%d8", yy, g.rng(1, 12), g.rng(1, 28), g.rng(0, 9999), g.n(2))
	return luhnComplete(d)
}

// ---------- Korea ----------
func (g *G) rrn() string {
	yy := g.rng(60, 99)
	d := fmt.Sprintf("%02d%02d%02d%d%s", yy, g.rng(1, 12), g.rng(1, 28), g.rng(1, 2), g.digits(5))
	w := []int{2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5}
	s := 0
	for i := range w {
		s += dig(d, i) * w[i]
	}
	return d[:6] + "-" + d[6:] + fmt.Sprint((11-s%11)%10)
}

func (g *G) brnKR() string {
	return fmt.Sprintf("%03d-%02d-%05d", g.rng(101, 899), g.rng(1, 99), g.rng(1, 99999))
}

// ---------- Japan ----------
func (g *G) myNumber(sep string) string {
	d := g.digits(11)
	s := 0
	for n := 1; n <= 11; n++ {
		p := dig(d, 11-n)
		q := n + 1
		if n > 6 {
			q = n - 5
		}
		s += p * q
	}
	r := s % 11
	c := 0
	if r > 1 {
		c = 11 - r
	}
	x := d + fmt.Sprint(c)
	return x[:4] + sep + x[4:8] + sep + x[8:]
}

func (g *G) houjin() string { return fmt.Sprint(g.rng(1, 9)) + g.digits(12) }

// ---------- China ----------
func (g *G) cnID() string {
	area := g.pick("110101", "310104", "440305", "510107", "330106", "420106", "320102", "610113")
	d := fmt.Sprintf("%s%04d%02d%02d%03d", area, g.rng(1960, 2002), g.rng(1, 12), g.rng(1, 28), g.rng(1, 999))
	w := []int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	s := 0
	for i := range w {
		s += dig(d, i) * w[i]
	}
	return d + string("10X98765432"[s%11])
}

func (g *G) uscc() string {
	return "91" + g.pick("110000", "310000", "440300", "510100") + g.letters(9, "0123456789ABCDEFGHJKLMNPQRTUWXY") + g.letters(1, "0123456789ABCDEFGHJKLMNPQRTUWXY")
}

// ---------- IBAN ----------
func ibanCheck(cc, bban string) string {
	s := bban + cc + "00"
	rem := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			rem = (rem*10 + int(c-'0')) % 97
		} else {
			v := int(c-'A') + 10
			rem = (rem*100 + v) % 97
		}
	}
	return fmt.Sprintf("%s%02d%s", cc, 98-rem, bban)
}

func (g *G) iban(cc string, spaced bool) string {
	var bban string
	switch cc {
	case "GB":
		bban = g.pick("NWBK", "BARC", "LOYD", "HBUK", "MIDL") + g.digits(14)
	case "DE":
		bban = g.digits(18)
	case "FR":
		bban = g.digits(23)
	case "ES":
		bban = g.digits(20)
	case "IT":
		bban = g.letters(1, upper) + g.digits(22)
	case "PL":
		bban = g.digits(24)
	case "BR":
		bban = g.digits(23) + "C1"
	default: // ZA has no IBAN; use NL
		cc = "NL"
		bban = g.pick("ABNA", "INGB", "RABO") + g.digits(10)
	}
	x := ibanCheck(cc, bban)
	if !spaced {
		return x
	}
	var parts []string
	for i := 0; i < len(x); i += 4 {
		j := i + 4
		if j > len(x) {
			j = len(x)
		}
		parts = append(parts, x[i:j])
	}
	return strings.Join(parts, " ")
}
