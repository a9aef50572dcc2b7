package main

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
)

func dg(r *rand.Rand, n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = r.Intn(10)
	}
	return d
}
func ds(d []int) string {
	var b strings.Builder
	for _, x := range d {
		b.WriteByte(byte('0' + x))
	}
	return b.String()
}
func luhnDigit(d []int) int { // check digit to append
	s := 0
	for i := len(d) - 1; i >= 0; i-- {
		x := d[i]
		if (len(d)-1-i)%2 == 0 {
			x *= 2
			if x > 9 {
				x -= 9
			}
		}
		s += x
	}
	return (10 - s%10) % 10
}
func luhnOK(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		x := int(s[i] - '0')
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
func withLuhn(d []int) []int { return append(d, luhnDigit(d)) }
func grp(s string, sizes ...int) string {
	var parts []string
	p := 0
	for _, n := range sizes {
		parts = append(parts, s[p:p+n])
		p += n
	}
	return strings.Join(parts, " ")
}
func grpSep(s, sep string, sizes ...int) string {
	var parts []string
	p := 0
	for _, n := range sizes {
		parts = append(parts, s[p:p+n])
		p += n
	}
	return strings.Join(parts, sep)
}
func birth(r *rand.Rand) (y, m, d int) { return 1940 + r.Intn(66), 1 + r.Intn(12), 1 + r.Intn(28) }

const up = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

func letters(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = up[r.Intn(26)]
	}
	return string(b)
}

// ---- Spain
func dni(r *rand.Rand) string {
	n := 10000000 + r.Intn(89999999)
	return fmt.Sprintf("%08d%c", n, "TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
}
func nie(r *rand.Rand) string {
	p := r.Intn(3)
	n := r.Intn(10000000)
	return fmt.Sprintf("%c%07d%c", "XYZ"[p], n, "TRWAGMYFPDXBNJZSQVHLCKE"[(p*10000000+n)%23])
}

// ---- Portugal
func nifPT(r *rand.Rand) string {
	for {
		d := append([]int{[]int{1, 2, 5, 9}[r.Intn(4)]}, dg(r, 7)...)
		s := 0
		for i, x := range d {
			s += x * (9 - i)
		}
		c := 11 - s%11
		if c >= 10 {
			c = 0
		}
		return ds(append(d, c))
	}
}
func nissPT(r *rand.Rand) string {
	for {
		d := append([]int{1 + r.Intn(2)}, dg(r, 9)...)
		w := []int{29, 23, 19, 17, 13, 11, 7, 5, 3, 2}
		s := 0
		for i, x := range d {
			s += x * w[i]
		}
		return ds(append(d, 9-s%10))
	}
}

// ---- Brazil
func cpf(r *rand.Rand) string {
	d := dg(r, 9)
	for k := 0; k < 2; k++ {
		s := 0
		for i, x := range d {
			s += x * (len(d) + 1 - i)
		}
		c := (s * 10) % 11
		if c == 10 {
			c = 0
		}
		d = append(d, c)
	}
	x := ds(d)
	return x[0:3] + "." + x[3:6] + "." + x[6:9] + "-" + x[9:]
}
func cnpj(r *rand.Rand) string {
	d := append(dg(r, 8), 0, 0, 0, 1)
	w1 := []int{5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	w2 := []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	for _, w := range [][]int{w1, w2} {
		s := 0
		for i, x := range d {
			s += x * w[i]
		}
		c := 11 - s%11
		if c >= 10 {
			c = 0
		}
		d = append(d, c)
	}
	x := ds(d)
	return x[0:2] + "." + x[2:5] + "." + x[5:8] + "/" + x[8:12] + "-" + x[12:]
}
func rgSP(r *rand.Rand) string {
	d := dg(r, 8)
	d[0] = 1 + r.Intn(5)
	s := 0
	for i, x := range d {
		s += x * (i + 2)
	}
	c := s % 11
	cs := fmt.Sprint(c)
	if c == 10 {
		cs = "X"
	}
	x := ds(d)
	return x[0:2] + "." + x[2:5] + "." + x[5:8] + "-" + cs
}
func cns(r *rand.Rand) string {
	for {
		d := append([]int{7 + r.Intn(3)}, dg(r, 13)...)
		s := 0
		for i, x := range d {
			s += x * (15 - i)
		}
		c := (11 - s%11) % 11
		if c == 10 {
			continue
		}
		x := ds(append(d, c))
		return grp(x, 3, 4, 4, 4)
	}
}

// ---- Argentina
func dniAR(r *rand.Rand) string {
	n := 10000000 + r.Intn(35000000)
	s := fmt.Sprint(n)
	return s[0:2] + "." + s[2:5] + "." + s[5:]
}
func cuit(r *rand.Rand) string {
	for {
		d := append([]int{}, [][]int{{2, 0}, {2, 3}, {2, 7}, {3, 0}}[r.Intn(4)]...)
		d = append(d, dg(r, 8)...)
		w := []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
		s := 0
		for i, x := range d {
			s += x * w[i]
		}
		c := 11 - s%11
		if c == 11 {
			c = 0
		}
		if c == 10 {
			continue
		}
		x := ds(append(d, c))
		return x[0:2] + "-" + x[2:10] + "-" + x[10:]
	}
}

// ---- Chile
func rut(r *rand.Rand) string {
	n := 5000000 + r.Intn(20000000)
	s, m, t := 0, 2, n
	for t > 0 {
		s += (t % 10) * m
		t /= 10
		m++
		if m > 7 {
			m = 2
		}
	}
	c := 11 - s%11
	cs := fmt.Sprint(c)
	if c == 11 {
		cs = "0"
	} else if c == 10 {
		cs = "K"
	}
	b := fmt.Sprint(n)
	var out string
	for len(b) > 3 {
		out = "." + b[len(b)-3:] + out
		b = b[:len(b)-3]
	}
	return b + out + "-" + cs
}

// ---- Mexico
const curpDict = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"

func curp(r *rand.Rand) string {
	y, m, d := birth(r)
	st := []string{"DF", "JC", "NL", "MC", "PL", "VZ", "GT", "YN"}[r.Intn(8)]
	vow := "AEIOU"
	cons := "BCDFGHJKLMNPRSTVZ"
	base := fmt.Sprintf("%c%c%c%c%02d%02d%02d%c%s%c%c%c", up[r.Intn(26)], vow[r.Intn(5)], up[r.Intn(26)], up[r.Intn(26)], y%100, m, d, "HM"[r.Intn(2)], st, cons[r.Intn(len(cons))], cons[r.Intn(len(cons))], cons[r.Intn(len(cons))])
	if y < 2000 {
		base += fmt.Sprint(r.Intn(10))
	} else {
		base += string(up[r.Intn(26)])
	}
	s := 0
	for i := 0; i < 17; i++ {
		s += runeIdx(curpDict, base[i]) * (18 - i)
	}
	return base + fmt.Sprint((10-s%10)%10)
}

const rfcDict = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"

func rfc(r *rand.Rand) string {
	y, m, d := birth(r)
	al := "ABCDEFGHIJKLMNPQRSTUVWXYZ123456789"
	base := fmt.Sprintf("%s%02d%02d%02d%c%c", letters(r, 4), y%100, m, d, al[r.Intn(len(al))], al[r.Intn(len(al))])
	s := 0
	for i := 0; i < 12; i++ {
		s += strings.IndexByte(rfcDict, base[i]) * (13 - i)
	}
	c := 11 - s%11
	cs := fmt.Sprint(c)
	if c == 11 {
		cs = "0"
	} else if c == 10 {
		cs = "A"
	}
	return base + cs
}
func nssMX(r *rand.Rand) string { return ds(withLuhn(dg(r, 10))) }

// ---- Colombia / Peru
func cedulaCO(r *rand.Rand) string {
	n := 10000000 + r.Intn(1090000000)
	s := fmt.Sprint(n)
	var out string
	for len(s) > 3 {
		out = "." + s[len(s)-3:] + out
		s = s[:len(s)-3]
	}
	return s + out
}
func nitCO(r *rand.Rand) string {
	d := append([]int{8 + r.Intn(2)}, dg(r, 8)...)
	w := []int{3, 7, 13, 17, 19, 23, 29, 37, 41}
	s := 0
	for i := 0; i < 9; i++ {
		s += d[8-i] * w[i]
	}
	c := s % 11
	if c > 1 {
		c = 11 - c
	}
	x := ds(d)
	return x[0:3] + "." + x[3:6] + "." + x[6:9] + "-" + fmt.Sprint(c)
}
func dniPE(r *rand.Rand) string { return fmt.Sprintf("%08d", 10000000+r.Intn(80000000)) }
func rucPE(r *rand.Rand) string {
	d := append([]int{[]int{1, 2}[r.Intn(2)], 0}, dg(r, 8)...)
	w := []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
	s := 0
	for i, x := range d {
		s += x * w[i]
	}
	c := 11 - s%11
	if c == 10 {
		c = 0
	} else if c == 11 {
		c = 1
	}
	return ds(append(d, c))
}

// ---- Italy
func codFisc(r *rand.Rand) string {
	y, m, d := birth(r)
	if r.Intn(2) == 0 {
		d += 40
	}
	base := fmt.Sprintf("%s%02d%c%02d%c%03d", letters(r, 6), y%100, "ABCDEHLMPRST"[m-1], d, "ABCDEFGHILM"[r.Intn(11)], r.Intn(1000))
	odd := []int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}
	s := 0
	for i := 0; i < 15; i++ {
		c := base[i]
		v := 0
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
	return base + string(up[s%26])
}
func pivaIT(r *rand.Rand) string { return ds(withLuhn(dg(r, 10))) }

// ---- France
func nir(r *rand.Rand) string {
	y, m, _ := birth(r)
	dep := 1 + r.Intn(95)
	body := fmt.Sprintf("%d%02d%02d%02d%03d%03d", 1+r.Intn(2), y%100, m, dep, 1+r.Intn(999), 1+r.Intn(999))
	var n int64
	n = atoi(body)
	k := 97 - n%97
	return fmt.Sprintf("%s %s %s %s %s %s %02d", body[0:1], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], k)
}
func siren(r *rand.Rand) []int   { return withLuhn(append([]int{3 + r.Intn(6)}, dg(r, 7)...)) }
func sirenS(r *rand.Rand) string { return grp(ds(siren(r)), 3, 3, 3) }
func siret(r *rand.Rand) string {
	d := append(siren(r), 0, 0, 0+r.Intn(2), r.Intn(10))
	d = withLuhn(d)
	return grp(ds(d), 3, 3, 3, 5)
}

// ---- Germany
func steuerID(r *rand.Rand) string {
	for {
		p := r.Perm(10)
		d := p[:9]
		rep := d[r.Intn(9)]
		d = append(d, rep)
		r.Shuffle(10, func(i, j int) { d[i], d[j] = d[j], d[i] })
		if d[0] == 0 {
			continue
		}
		prod := 10
		for _, x := range d {
			s := (x + prod) % 10
			if s == 0 {
				s = 10
			}
			prod = (s * 2) % 11
		}
		c := 11 - prod
		if c == 10 {
			c = 0
		}
		x := ds(append(d, c))
		return grp(x, 2, 3, 3, 3)
	}
}
func svNr(r *rand.Rand) string {
	y, m, d := birth(r)
	area := []int{12, 13, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 38, 39, 40, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70}[r.Intn(47)]
	l := up[r.Intn(26)]
	ser := r.Intn(50)
	if r.Intn(2) == 0 {
		ser += 50
	}
	s := fmt.Sprintf("%02d%02d%02d%02d%02d%02d", area, d, m, y%100, int(l-'A'+1), ser)
	w := []int{2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1}
	sum := 0
	for i := 0; i < 12; i++ {
		p := int(s[i]-'0') * w[i]
		sum += p/10 + p%10
	}
	return fmt.Sprintf("%02d %02d%02d%02d %c %02d%d", area, d, m, y%100, l, ser, sum%10)
}
func mod97(s string) int {
	rem := 0
	for _, c := range s {
		if c >= '0' && c <= '9' {
			rem = (rem*10 + int(c-'0')) % 97
		} else {
			v := int(c-'A') + 10
			rem = (rem*100 + v) % 97
		}
	}
	return rem
}
func iban(r *rand.Rand, cc string, bban string) string {
	ck := 98 - mod97(bban+cc+"00")
	s := fmt.Sprintf("%s%02d%s", cc, ck, bban)
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
func ibanDE(r *rand.Rand) string { return iban(r, "DE", ds(dg(r, 18))) }

// ---- NL/BE
func bsn(r *rand.Rand) string {
	for {
		d := append([]int{1 + r.Intn(6)}, dg(r, 8)...)
		s := 0
		for i := 0; i < 8; i++ {
			s += d[i] * (9 - i)
		}
		s -= d[8]
		if s%11 == 0 {
			return ds(d)
		}
	}
}
func rrn(r *rand.Rand) string {
	y, m, d := birth(r)
	seq := 1 + r.Intn(997)
	base := fmt.Sprintf("%02d%02d%02d%03d", y%100, m, d, seq)
	var n int64
	n = atoi(base)
	if y >= 2000 {
		n += 2000000000
	}
	c := 97 - n%97
	return fmt.Sprintf("%02d.%02d.%02d-%03d.%02d", y%100, m, d, seq, c)
}

// ---- PL / CZ
func pesel(r *rand.Rand) string {
	y, m, d := birth(r)
	if y >= 2000 {
		m += 20
	}
	base := fmt.Sprintf("%02d%02d%02d%04d", y%100, m, d, r.Intn(10000))
	w := []int{1, 3, 7, 9, 1, 3, 7, 9, 1, 3}
	s := 0
	for i := 0; i < 10; i++ {
		s += int(base[i]-'0') * w[i]
	}
	return base + fmt.Sprint((10-s%10)%10)
}
func nipPL(r *rand.Rand) string {
	for {
		d := append([]int{1 + r.Intn(9)}, dg(r, 8)...)
		w := []int{6, 5, 7, 2, 3, 4, 5, 6, 7}
		s := 0
		for i, x := range d {
			s += x * w[i]
		}
		if s%11 == 10 {
			continue
		}
		x := ds(append(d, s%11))
		return x[0:3] + "-" + x[3:6] + "-" + x[6:8] + "-" + x[8:]
	}
}
func regon(r *rand.Rand) string {
	d := append([]int{1 + r.Intn(9)}, dg(r, 7)...)
	w := []int{8, 9, 2, 3, 4, 5, 6, 7}
	s := 0
	for i, x := range d {
		s += x * w[i]
	}
	c := s % 11
	if c == 10 {
		c = 0
	}
	return ds(append(d, c))
}
func rodne(r *rand.Rand) string {
	for {
		y, m, d := birth(r)
		if y < 1954 {
			y += 20
		}
		if r.Intn(2) == 0 {
			m += 50
		}
		base := fmt.Sprintf("%02d%02d%02d%03d", y%100, m, d, r.Intn(1000))
		var n int64
		n = atoi(base)
		c := n % 11
		if c == 10 {
			continue
		}
		return fmt.Sprintf("%s/%s%d", base[:6], base[6:], c)
	}
}
func ico(r *rand.Rand) string {
	d := dg(r, 7)
	s := 0
	for i, x := range d {
		s += x * (8 - i)
	}
	return ds(append(d, (11-s%11)%10))
}

// ---- Nordics
func pnrSE(r *rand.Rand) string {
	y, m, d := birth(r)
	base := fmt.Sprintf("%02d%02d%02d%03d", y%100, m, d, r.Intn(1000))
	dd := make([]int, 9)
	for i := range dd {
		dd[i] = int(base[i] - '0')
	}
	return fmt.Sprintf("%s-%s%d", base[:6], base[6:], luhnDigit(dd))
}
func fnrNO(r *rand.Rand) string {
	for {
		y, m, d := birth(r)
		base := fmt.Sprintf("%02d%02d%02d%03d", d, m, y%100, r.Intn(500))
		dd := make([]int, 0, 11)
		for i := range base {
			dd = append(dd, int(base[i]-'0'))
		}
		w1 := []int{3, 7, 6, 1, 8, 9, 4, 5, 2}
		w2 := []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
		s := 0
		for i, x := range dd {
			s += x * w1[i]
		}
		k1 := 11 - s%11
		if k1 == 11 {
			k1 = 0
		}
		if k1 == 10 {
			continue
		}
		dd = append(dd, k1)
		s = 0
		for i, x := range dd {
			s += x * w2[i]
		}
		k2 := 11 - s%11
		if k2 == 11 {
			k2 = 0
		}
		if k2 == 10 {
			continue
		}
		return ds(append(dd, k2))
	}
}
func cprDK(r *rand.Rand) string {
	y, m, d := birth(r)
	return fmt.Sprintf("%02d%02d%02d-%04d", d, m, y%100, r.Intn(10000))
}
func hetu(r *rand.Rand) string {
	y, m, d := birth(r)
	ind := 2 + r.Intn(897)
	var n int
	n = int(atoi(fmt.Sprintf("%02d%02d%02d%03d", d, m, y%100, ind)))
	sep := "-"
	if y >= 2000 {
		sep = "A"
	}
	return fmt.Sprintf("%02d%02d%02d%s%03d%c", d, m, y%100, sep, ind, "0123456789ABCDEFHJKLMNPRSTUVWXY"[n%31])
}

// ---- Turkey
func tckn(r *rand.Rand) string {
	d := append([]int{1 + r.Intn(9)}, dg(r, 8)...)
	o := d[0] + d[2] + d[4] + d[6] + d[8]
	e := d[1] + d[3] + d[5] + d[7]
	d10 := ((o*7-e)%10 + 10) % 10
	d = append(d, d10)
	s := 0
	for _, x := range d {
		s += x
	}
	return ds(append(d, s%10))
}
func vknTR(r *rand.Rand) string {
	d := dg(r, 9)
	s := 0
	for i := 0; i < 9; i++ {
		t := (d[i] + 9 - i) % 10
		v := (t * (1 << (9 - i))) % 9
		if t != 0 && v == 0 {
			v = 9
		}
		s += v
	}
	return ds(append(d, (10-s%10)%10))
}

// ---- Russia / Ukraine
func innRU(r *rand.Rand, n int) string {
	d := append([]int{7, 7}, dg(r, n-4)...)
	d[1] = []int{7, 8, 5, 2, 6}[r.Intn(5)]
	chk := func(w []int) int {
		s := 0
		for i, x := range w {
			s += x * d[i]
		}
		return s % 11 % 10
	}
	if n == 10 {
		d = append(d, 0)
		d = d[:9]
		return ds(append(d, chk([]int{2, 4, 10, 3, 5, 9, 4, 6, 8})))
	}
	d = d[:10]
	d = append(d, chk([]int{7, 2, 4, 10, 3, 5, 9, 4, 6, 8}))
	d = append(d, chk([]int{3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8}))
	return ds(d)
}
func snils(r *rand.Rand) string {
	d := dg(r, 9)
	d[0] = 1 + r.Intn(9)
	s := 0
	for i, x := range d {
		s += x * (9 - i)
	}
	var c int
	switch {
	case s < 100:
		c = s
	case s == 100 || s == 101:
		c = 0
	default:
		c = s % 101
		if c == 100 {
			c = 0
		}
	}
	x := ds(d)
	return fmt.Sprintf("%s-%s-%s %02d", x[0:3], x[3:6], x[6:9], c)
}
func ogrn(r *rand.Rand) string {
	d := append([]int{1}, dg(r, 11)...)
	var n int64
	n = atoi(ds(d))
	return ds(append(d, int(n%11%10)))
}
func paspRU(r *rand.Rand) string {
	return fmt.Sprintf("%02d %02d %06d", 10+r.Intn(89), 0+r.Intn(25), r.Intn(1000000))
}
func rnokpp(r *rand.Rand) string {
	d := append([]int{2 + r.Intn(2)}, dg(r, 8)...)
	w := []int{-1, 5, 7, 9, 4, 6, 10, 5, 7}
	s := 0
	for i, x := range d {
		s += x * w[i]
	}
	return ds(append(d, ((s%11)+11)%11%10))
}

// ---- India
var vd = [10][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 0, 6, 7, 8, 9, 5}, {2, 3, 4, 0, 1, 7, 8, 9, 5, 6}, {3, 4, 0, 1, 2, 8, 9, 5, 6, 7}, {4, 0, 1, 2, 3, 9, 5, 6, 7, 8}, {5, 9, 8, 7, 6, 0, 4, 3, 2, 1}, {6, 5, 9, 8, 7, 1, 0, 4, 3, 2}, {7, 6, 5, 9, 8, 2, 1, 0, 4, 3}, {8, 7, 6, 5, 9, 3, 2, 1, 0, 4}, {9, 8, 7, 6, 5, 4, 3, 2, 1, 0}}
var vp = [8][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 5, 7, 6, 2, 8, 3, 0, 9, 4}, {5, 8, 0, 3, 7, 9, 6, 1, 4, 2}, {8, 9, 1, 6, 0, 4, 3, 5, 2, 7}, {9, 4, 5, 3, 1, 2, 6, 8, 7, 0}, {4, 2, 8, 6, 5, 7, 3, 9, 0, 1}, {2, 7, 9, 3, 8, 0, 6, 4, 1, 5}, {7, 0, 4, 6, 9, 1, 3, 2, 5, 8}}
var vinv = [10]int{0, 4, 3, 2, 1, 5, 6, 7, 8, 9}

func aadhaar(r *rand.Rand) string {
	d := append([]int{2 + r.Intn(8)}, dg(r, 10)...)
	c := 0
	for i := 0; i < len(d); i++ {
		c = vd[c][vp[(i+1)%8][d[len(d)-1-i]]]
	}
	return grp(ds(append(d, vinv[c])), 4, 4, 4)
}
func pan(r *rand.Rand) string {
	return fmt.Sprintf("%s%c%c%04d%c", letters(r, 3), "PCHFATBLJG"[r.Intn(10)], up[r.Intn(26)], r.Intn(10000), up[r.Intn(26)])
}

const b36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"

func gstin(r *rand.Rand) string {
	base := fmt.Sprintf("%02d%s%dZ", 1+r.Intn(37), pan(r), 1+r.Intn(9))
	s := 0
	for i := 0; i < 14; i++ {
		v := strings.IndexByte(b36, base[i])
		p := v * (1 + i%2)
		s += p/36 + p%36
	}
	return base + string(b36[(36-s%36)%36])
}

// ---- South / SE Asia
func cnic(r *rand.Rand) string {
	return fmt.Sprintf("%d%04d-%07d-%d", 1+r.Intn(7), r.Intn(10000), r.Intn(10000000), r.Intn(10))
}
func nidBD(r *rand.Rand) string {
	if r.Intn(2) == 0 {
		return ds(append([]int{1 + r.Intn(9)}, dg(r, 9)...))
	}
	y, _, _ := birth(r)
	return fmt.Sprintf("%d%s", y, ds(dg(r, 13)))
}
func nik(r *rand.Rand) string {
	y, m, d := birth(r)
	if r.Intn(2) == 0 {
		d += 40
	}
	return fmt.Sprintf("%02d%02d%02d%02d%02d%02d%04d", 11+r.Intn(80), 1+r.Intn(70), 1+r.Intn(40), d, m, y%100, 1+r.Intn(9999))
}
func npwp(r *rand.Rand) string {
	x := ds(dg(r, 15))
	return x[0:2] + "." + x[2:5] + "." + x[5:8] + "." + x[8:9] + "-" + x[9:12] + "." + x[12:15]
}
func mykad(r *rand.Rand) string {
	y, m, d := birth(r)
	return fmt.Sprintf("%02d%02d%02d-%02d-%04d", y%100, m, d, 1+r.Intn(16), r.Intn(10000))
}
func nric(r *rand.Rand) string {
	p := "ST"[r.Intn(2)]
	d := dg(r, 7)
	w := []int{2, 7, 6, 5, 4, 3, 2}
	s := 0
	for i, x := range d {
		s += x * w[i]
	}
	if p == 'T' {
		s += 4
	}
	return fmt.Sprintf("%c%s%c", p, ds(d), "JZIHGFEDCBA"[s%11])
}
func sssPH(r *rand.Rand) string {
	x := ds(dg(r, 10))
	return x[0:2] + "-" + x[2:9] + "-" + x[9:]
}
func tinPH(r *rand.Rand) string {
	x := ds(dg(r, 9))
	return x[0:3] + "-" + x[3:6] + "-" + x[6:9] + "-000"
}
func philhealth(r *rand.Rand) string {
	x := ds(dg(r, 12))
	return x[0:2] + "-" + x[2:11] + "-" + x[11:]
}
func cccd(r *rand.Rand) string {
	y, _, _ := birth(r)
	g := (y/100-19)*2 + r.Intn(2)
	return fmt.Sprintf("%03d%d%02d%06d", 1+r.Intn(96), g, y%100, r.Intn(1000000))
}
func thaiID(r *rand.Rand) string {
	d := append([]int{1 + r.Intn(8)}, dg(r, 11)...)
	s := 0
	for i, x := range d {
		s += x * (13 - i)
	}
	x := ds(append(d, (11-s%11)%10))
	return x[0:1] + "-" + x[1:5] + "-" + x[5:10] + "-" + x[10:12] + "-" + x[12:]
}

// ---- East Asia
func sfz(r *rand.Rand) string {
	y, m, d := birth(r)
	reg := []string{"110101", "310104", "440305", "510107", "330106", "420102", "320102"}[r.Intn(7)]
	base := fmt.Sprintf("%s%04d%02d%02d%03d", reg, y, m, d, r.Intn(1000))
	w := []int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	s := 0
	for i := 0; i < 17; i++ {
		s += int(base[i]-'0') * w[i]
	}
	return base + string("10X98765432"[s%11])
}

var twMap = map[byte]int{'A': 10, 'B': 11, 'C': 12, 'D': 13, 'E': 14, 'F': 15, 'G': 16, 'H': 17, 'I': 34, 'J': 18, 'K': 19, 'L': 20, 'M': 21, 'N': 22, 'O': 35, 'P': 23, 'Q': 24, 'R': 25, 'S': 26, 'T': 27, 'U': 28, 'V': 29, 'W': 32, 'X': 30, 'Y': 31, 'Z': 33}

func twID(r *rand.Rand) string {
	l := "ABCDEFGHJKLMNPQRSTUVXYWZIO"[r.Intn(26)]
	d := append([]int{1 + r.Intn(2)}, dg(r, 7)...)
	v := twMap[l]
	s := v/10 + (v%10)*9
	for i, x := range d {
		s += x * (8 - i)
	}
	return fmt.Sprintf("%c%s%d", l, ds(d), (10-s%10)%10)
}
func hkid(r *rand.Rand) string {
	l := up[r.Intn(26)]
	d := dg(r, 6)
	s := 36*9 + (int(l-'A')+10)*8
	for i, x := range d {
		s += x * (7 - i)
	}
	c := (11 - s%11) % 11
	cs := fmt.Sprint(c)
	if c == 10 {
		cs = "A"
	}
	return fmt.Sprintf("%c%s(%s)", l, ds(d), cs)
}
func myNumber(r *rand.Rand) string {
	d := dg(r, 11)
	d[0] = 1 + r.Intn(9)
	s := 0
	for n := 1; n <= 11; n++ {
		q := n + 1
		if n >= 7 {
			q = n - 5
		}
		s += d[11-n] * q
	}
	rm := s % 11
	c := 0
	if rm > 1 {
		c = 11 - rm
	}
	return grp(ds(append(d, c)), 4, 4, 4)
}
func rrnKR(r *rand.Rand) string {
	y, m, d := birth(r)
	g := 1 + r.Intn(2)
	if y >= 2000 {
		g += 2
	}
	base := fmt.Sprintf("%02d%02d%02d%d%05d", y%100, m, d, g, r.Intn(100000))
	w := []int{2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5}
	s := 0
	for i := 0; i < 12; i++ {
		s += int(base[i]-'0') * w[i]
	}
	return base[:6] + "-" + base[6:] + fmt.Sprint((11-s%11)%10)
}

// ---- Middle East / Africa
func tzIL(r *rand.Rand) string {
	d := dg(r, 8)
	// Israeli: weights 1,2,1,2... from left
	s := 0
	for i, x := range d {
		v := x * (1 + i%2)
		if v > 9 {
			v -= 9
		}
		s += v
	}
	return ds(append(d, (10-s%10)%10))
}
func emiratesID(r *rand.Rand) string {
	y, _, _ := birth(r)
	d := []int{7, 8, 4, y / 1000, y / 100 % 10, y / 10 % 10, y % 10}
	d = append(d, dg(r, 7)...)
	x := ds(withLuhn(d))
	return x[0:3] + "-" + x[3:7] + "-" + x[7:14] + "-" + x[14:]
}
func saudiID(r *rand.Rand) string {
	return ds(withLuhn(append([]int{1 + r.Intn(2)}, dg(r, 8)...)))
}
func egyptID(r *rand.Rand) string {
	y, m, d := birth(r)
	c := 2
	if y >= 2000 {
		c = 3
	}
	return fmt.Sprintf("%d%02d%02d%02d%02d%04d%d", c, y%100, m, d, 1+r.Intn(35), r.Intn(10000), r.Intn(10))
}
func ninNG(r *rand.Rand) string { return ds(append([]int{1 + r.Intn(9)}, dg(r, 10)...)) }
func bvnNG(r *rand.Rand) string { return "22" + ds(dg(r, 9)) }
func idKE(r *rand.Rand) string  { return fmt.Sprint(10000000 + r.Intn(30000000)) }
func kraPIN(r *rand.Rand) string {
	return fmt.Sprintf("A%09d%c", r.Intn(1000000000), up[r.Intn(26)])
}
func zaID(r *rand.Rand) string {
	y, m, d := birth(r)
	base := fmt.Sprintf("%02d%02d%02d%04d%d8", y%100, m, d, r.Intn(10000), r.Intn(2))
	dd := make([]int, 12)
	for i := range dd {
		dd[i] = int(base[i] - '0')
	}
	return base + fmt.Sprint(luhnDigit(dd))
}

// ---- Oceania / Anglo
func tfn(r *rand.Rand) string {
	w := []int{1, 4, 3, 7, 5, 8, 6, 9, 10}
	for {
		d := dg(r, 8)
		for last := 0; last < 10; last++ {
			s := 0
			for i, x := range append(append([]int{}, d...), last) {
				s += x * w[i]
			}
			if s%11 == 0 {
				return grp(ds(append(d, last)), 3, 3, 3)
			}
		}
	}
}
func medicare(r *rand.Rand) string {
	d := append([]int{2 + r.Intn(5)}, dg(r, 7)...)
	w := []int{1, 3, 7, 9, 1, 3, 7, 9}
	s := 0
	for i, x := range d {
		s += x * w[i]
	}
	d = append(d, s%10, 1+r.Intn(5))
	return grp(ds(d), 4, 5, 1)
}
func abn(r *rand.Rand) string {
	w := []int{10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19}
	for {
		d := append([]int{1 + r.Intn(9)}, dg(r, 10)...)
		s := 0
		for i, x := range d {
			if i == 0 {
				x--
			}
			s += x * w[i]
		}
		if s%89 == 0 {
			return grp(ds(d), 2, 3, 3, 3)
		}
	}
}
func ird(r *rand.Rand) string {
	for {
		d := append([]int{0}, dg(r, 7)...)
		d[1] = 1 + r.Intn(9)
		w1 := []int{3, 2, 7, 6, 5, 4, 3, 2}
		w2 := []int{7, 4, 3, 2, 5, 2, 7, 6}
		cal := func(w []int) int {
			s := 0
			for i, x := range d {
				s += x * w[i]
			}
			c := s % 11
			if c != 0 {
				c = 11 - c
			}
			return c
		}
		c := cal(w1)
		if c == 10 {
			c = cal(w2)
			if c == 10 {
				continue
			}
		}
		x := ds(append(d[1:], c))
		return x[0:2] + "-" + x[2:5] + "-" + x[5:]
	}
}
func sinCA(r *rand.Rand) string {
	d := append([]int{[]int{1, 2, 3, 4, 5, 6, 7}[r.Intn(7)]}, dg(r, 7)...)
	return grp(ds(withLuhn(d)), 3, 3, 3)
}
func niUK(r *rand.Rand) string {
	a := "ABCEGHJKLMNOPRSTWXYZ"
	b := "ABCEGHJKLMNPRSTWXYZ"
	for {
		p := string(a[r.Intn(len(a))]) + string(b[r.Intn(len(b))])
		if p == "GB" || p == "NK" || p == "KN" || p == "TN" || p == "NT" || p == "ZZ" || p == "BG" || p == "BO" {
			continue
		}
		x := ds(dg(r, 6))
		return fmt.Sprintf("%s %s %s %s %c", p, x[0:2], x[2:4], x[4:6], "ABCD"[r.Intn(4)])
	}
}
func nhs(r *rand.Rand) string {
	for {
		d := append([]int{4 + r.Intn(3)}, dg(r, 8)...)
		s := 0
		for i, x := range d {
			s += x * (10 - i)
		}
		c := 11 - s%11
		if c == 11 {
			c = 0
		}
		if c == 10 {
			continue
		}
		return grp(ds(append(d, c)), 3, 3, 4)
	}
}
func utr(r *rand.Rand) string {
	d := dg(r, 9)
	w := []int{6, 7, 8, 9, 10, 5, 4, 3, 2}
	s := 0
	for i, x := range d {
		s += x * w[i]
	}
	tab := []int{2, 1, 9, 8, 7, 6, 5, 4, 3, 2, 1}
	return ds(append([]int{tab[s%11]}, d...))
}

// ---- Telecom
func imei(r *rand.Rand) string {
	tac := []string{"35", "86", "01", "35"}[r.Intn(4)]
	d := []int{int(tac[0] - '0'), int(tac[1] - '0')}
	d = append(d, dg(r, 12)...)
	return ds(withLuhn(d))
}
func iccid(r *rand.Rand, cc string) string {
	d := []int{8, 9}
	for _, c := range cc {
		d = append(d, int(c-'0'))
	}
	d = append(d, dg(r, 18-len(d))...)
	return ds(withLuhn(d))
}
func imsi(r *rand.Rand, mccmnc string) string {
	return mccmnc + ds(dg(r, 15-len(mccmnc)))
}

func atoi(s string) int64 {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		panic(err)
	}
	return v
}
func runeIdx(dict string, b byte) int {
	for i, c := range []rune(dict) {
		if c == rune(b) {
			return i
		}
	}
	panic("rune")
}
