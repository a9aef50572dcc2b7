package main

import (
	"fmt"
	"strings"
)

// ---------- dates ----------

type Date struct{ Y, M, D int }

func rdate(y0, y1 int) Date { return Date{rn(y0, y1), rn(1, 12), rn(1, 28)} }

func (d Date) DMY(sep string) string { return fmt.Sprintf("%02d%s%02d%s%d", d.D, sep, d.M, sep, d.Y) }
func (d Date) ISO() string           { return fmt.Sprintf("%d-%02d-%02d", d.Y, d.M, d.D) }
func (d Date) Short(sep string) string {
	return fmt.Sprintf("%02d%s%02d%s%02d", d.D, sep, d.M, sep, d.Y%100)
}
func recent() Date { return rdate(2024, 2026) }
func hhmm() string { return fmt.Sprintf("%02d:%02d", rn(7, 20), 5*rn(0, 11)) }

// ---------- amounts ----------

// amt formats a euro-style amount: thousands sep, decimal comma.
func amt(lo, hi int, thou string) string {
	v := rn(lo, hi)
	c := rn(0, 99)
	s := fmt.Sprint(v)
	if len(s) > 3 && thou != "" {
		var parts []string
		for len(s) > 3 {
			parts = append([]string{s[len(s)-3:]}, parts...)
			s = s[:len(s)-3]
		}
		parts = append([]string{s}, parts...)
		s = strings.Join(parts, thou)
	}
	return fmt.Sprintf("%s,%02d", s, c)
}

// ---------- Italy ----------

func cfPart(s string, isName bool) string {
	s = strings.ToUpper(ascii(s))
	var cons, vow []byte
	for i := 0; i < len(s); i++ {
		if strings.IndexByte("AEIOU", s[i]) >= 0 {
			vow = append(vow, s[i])
		} else {
			cons = append(cons, s[i])
		}
	}
	if isName && len(cons) >= 4 {
		return string([]byte{cons[0], cons[2], cons[3]})
	}
	r := string(cons) + string(vow) + "XXX"
	return r[:3]
}

var cfOdd = []int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}

func cfCheck(s string) byte {
	sum := 0
	for i := 0; i < 15; i++ {
		c := s[i]
		var v int
		if c >= '0' && c <= '9' {
			v = int(c - '0')
		} else {
			v = int(c - 'A')
		}
		if i%2 == 0 {
			sum += cfOdd[v]
		} else {
			sum += v
		}
	}
	return byte('A' + sum%26)
}

var belfiore = []string{"H501", "F205", "F839", "L219", "D612", "A944", "G273", "L736", "A662", "E506", "C351", "B157", "L424", "D969", "G224"}

func codiceFiscale(p Person) string {
	d := rdate(1950, 2003)
	day := d.D
	if p.Female {
		day += 40
	}
	s := cfPart(p.Last, false) + cfPart(p.First, true) + fmt.Sprintf("%02d", d.Y%100) + string("ABCDEHLMPRST"[d.M-1]) + fmt.Sprintf("%02d", day) + pick(belfiore...)
	return s + string(cfCheck(s))
}

func partitaIVA() string {
	s := digits(7) + fmt.Sprintf("%03d", rn(1, 100))
	return s + fmt.Sprint(luhnDigit(s))
}

// ---------- Greece ----------

func afm() string {
	for {
		s := pick("0", "1", "0", "7", "8", "9") + digits(7)
		sum := 0
		for i := 0; i < 8; i++ {
			sum += int(s[i]-'0') << uint(8-i)
		}
		c := sum % 11 % 10
		return s + fmt.Sprint(c)
	}
}

func amka() string {
	d := rdate(1950, 2005)
	s := fmt.Sprintf("%02d%02d%02d", d.D, d.M, d.Y%100) + digits(4)
	return s + fmt.Sprint(luhnDigit(s))
}

func mark() string { return "4000" + digits(11) }

// ---------- Romania / Moldova ----------

func cnp() string {
	d := rdate(1955, 2004)
	s := "1"
	if d.Y >= 2000 {
		s = pick("5", "6")
	} else {
		s = pick("1", "2")
	}
	s += fmt.Sprintf("%02d%02d%02d%02d%03d", d.Y%100, d.M, d.D, rn(1, 46), rn(1, 999))
	w := "279146358279"
	sum := 0
	for i := 0; i < 12; i++ {
		sum += int(s[i]-'0') * int(w[i]-'0')
	}
	c := sum % 11
	if c == 10 {
		c = 1
	}
	return s + fmt.Sprint(c)
}

func cui() string {
	base := nzdigits(rn(7, 8))
	w := "753217532"
	sum := 0
	for i := 0; i < len(base); i++ {
		sum += int(base[len(base)-1-i]-'0') * int(w[len(w)-1-i]-'0')
	}
	c := sum * 10 % 11
	if c == 10 {
		c = 0
	}
	return base + fmt.Sprint(c)
}

func idnp() string { return "200" + digits(10) }

// ---------- Bulgaria ----------

func egn() string {
	d := rdate(1955, 2004)
	m := d.M
	if d.Y >= 2000 {
		m += 40
	}
	s := fmt.Sprintf("%02d%02d%02d%03d", d.Y%100, m, d.D, rn(0, 999))
	w := []int{2, 4, 8, 5, 10, 9, 7, 3, 6}
	sum := 0
	for i := 0; i < 9; i++ {
		sum += int(s[i]-'0') * w[i]
	}
	c := sum % 11
	if c == 10 {
		c = 0
	}
	return s + fmt.Sprint(c)
}

func eik() string {
	s := nzdigits(8)
	sum := 0
	for i := 0; i < 8; i++ {
		sum += int(s[i]-'0') * (i + 1)
	}
	c := sum % 11
	if c == 10 {
		sum = 0
		for i := 0; i < 8; i++ {
			sum += int(s[i]-'0') * (i + 3)
		}
		c = sum % 11 % 10
	}
	return s + fmt.Sprint(c)
}

// ---------- ex-Yugoslavia ----------

func jmbg(region int) string {
	for {
		d := rdate(1950, 2004)
		s := fmt.Sprintf("%02d%02d%03d%02d%03d", d.D, d.M, d.Y%1000, region, rn(0, 999))
		w := []int{7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
		sum := 0
		for i := 0; i < 12; i++ {
			sum += int(s[i]-'0') * w[i]
		}
		m := 11 - sum%11
		if m == 10 {
			continue
		}
		if m == 11 {
			m = 0
		}
		return s + fmt.Sprint(m)
	}
}

func iso7064(s string) int {
	a := 10
	for i := 0; i < len(s); i++ {
		a = (a + int(s[i]-'0')) % 10
		if a == 0 {
			a = 10
		}
		a = a * 2 % 11
	}
	c := 11 - a
	if c == 10 {
		c = 0
	}
	return c
}

func oib() string { s := nzdigits(10); return s + fmt.Sprint(iso7064(s)) }
func pib() string { s := "1" + digits(7); return s + fmt.Sprint(iso7064(s)) }

func siTax() string {
	for {
		s := nzdigits(7)
		sum := 0
		for i := 0; i < 7; i++ {
			sum += int(s[i]-'0') * (8 - i)
		}
		c := 11 - sum%11
		if c == 11 {
			continue
		}
		if c == 10 {
			c = 0
		}
		return s + fmt.Sprint(c)
	}
}

// Serbian bank account 3-13-2 with mod 97.
func rsAccount() string {
	bank := pick("160", "205", "265", "170", "310", "325", "340", "355")
	acct := digits(13)
	c := 98 - mod97(bank+acct+"00")
	return fmt.Sprintf("%s-%s-%02d", bank, acct, c)
}

// ---------- Baltics ----------

func balticID(base string) string {
	w1 := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 1}
	w2 := []int{3, 4, 5, 6, 7, 8, 9, 1, 2, 3}
	sum := 0
	for i := 0; i < 10; i++ {
		sum += int(base[i]-'0') * w1[i]
	}
	c := sum % 11
	if c == 10 {
		sum = 0
		for i := 0; i < 10; i++ {
			sum += int(base[i]-'0') * w2[i]
		}
		c = sum % 11
		if c == 10 {
			c = 0
		}
	}
	return base + fmt.Sprint(c)
}

func personalCodeLTEE(female bool) string {
	d := rdate(1955, 2004)
	g := 3
	if d.Y >= 2000 {
		g = 5
	}
	if female {
		g++
	}
	return balticID(fmt.Sprintf("%d%02d%02d%02d%03d", g, d.Y%100, d.M, d.D, rn(0, 999)))
}

func lvCode() string {
	for {
		d := rdate(1955, 2004)
		c := 1
		if d.Y >= 2000 {
			c = 2
		}
		s := fmt.Sprintf("%02d%02d%02d%d%03d", d.D, d.M, d.Y%100, c, rn(0, 999))
		w := []int{1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
		sum := 0
		for i := 0; i < 10; i++ {
			sum += int(s[i]-'0') * w[i]
		}
		k := (1101 - sum) % 11
		if k == 10 {
			continue
		}
		return s[:6] + "-" + s[6:] + fmt.Sprint(k)
	}
}

// Estonian reference number (viitenumber) 7-3-1.
func viitenumber() string {
	s := nzdigits(rn(5, 9))
	w := []int{7, 3, 1}
	sum := 0
	for i := 0; i < len(s); i++ {
		sum += int(s[len(s)-1-i]-'0') * w[i%3]
	}
	return s + fmt.Sprint((10-sum%10)%10)
}

// ---------- IBAN ----------

func ibanBBAN(cc string) string {
	switch cc {
	case "IT":
		return string(upper[rng.Intn(26)]) + pick("03069", "02008", "05034", "03111", "08327", "05696", "01030") + digits(5) + "0000" + digits(8)
	case "GR":
		return pick("011", "017", "026", "014") + digits(4) + "0000" + digits(12)
	case "CY":
		return pick("002", "005", "007") + digits(5) + "0000" + digits(12)
	case "MT":
		return pick("VALL", "MMEB", "APSB", "BKSA") + digits(5) + "000" + digits(15)
	case "RO":
		return pick("BTRL", "RNCB", "BRDE", "INGB", "RZBR", "CECE") + pick("RONCRT0", "0000000", "RON0000") + digits(9)
	case "MD":
		return pick("AG", "ML", "VI", "MO") + "0000000" + digits(11)
	case "BG":
		return pick("UNCR", "BPBI", "STSA", "FINV", "RZBB") + digits(4) + pick("10", "15", "50") + digits(8)
	case "RS":
		return pick("160", "205", "265", "170") + digits(13) + digits(2)
	case "HR":
		return pick("2340009", "2360000", "2484008", "2402006") + nzdigits(10)
	case "BA":
		return pick("154", "338", "161", "199") + digits(3) + digits(8) + digits(2)
	case "ME":
		return pick("510", "535", "520") + digits(13) + digits(2)
	case "SI":
		return pick("02", "04", "06", "10") + digits(3) + digits(8) + digits(2)
	case "MK":
		return pick("300", "250", "210") + digits(10) + digits(2)
	case "AL":
		return pick("202", "212", "205") + digits(5) + "0000000" + digits(9)
	case "XK":
		return pick("1212", "1301", "1501") + digits(10) + digits(2)
	case "LT":
		return pick("73000", "70440", "72900", "71800") + "1" + digits(10)
	case "LV":
		return pick("HABA", "UNLA", "PARX", "RIKO") + "0" + digits(12)
	case "EE":
		return pick("22", "10", "17", "77") + "00" + digits(11) + digits(1)
	}
	panic(cc)
}

func iban(cc string, spaced bool) string {
	b := ibanBBAN(cc)
	s := cc + ibanCheck(cc, b) + b
	if spaced {
		return group4(s)
	}
	return s
}

// ---------- UPU S10 tracking ----------

func s10(svc, cc string) string {
	s := digits(8)
	w := []int{8, 6, 4, 2, 3, 5, 9, 7}
	sum := 0
	for i := 0; i < 8; i++ {
		sum += int(s[i]-'0') * w[i]
	}
	c := 11 - sum%11
	if c == 10 {
		c = 0
	} else if c == 11 {
		c = 5
	}
	return svc + s + fmt.Sprint(c) + cc
}

// ---------- cards ----------

func card(format int) string {
	var pre string
	n := 16
	switch rng.Intn(10) {
	case 0, 1, 2, 3:
		pre = pick("4532", "4916", "4556", "4024", "4485", "4716", "4539", "4929", "4175", "4263")
	case 4, 5, 6:
		pre = pick("51", "52", "53", "54", "55") + digits(2)
	case 7:
		pre = fmt.Sprint(rn(2221, 2720))
	case 8:
		pre = pick("34", "37") + digits(2)
		n = 15
	case 9:
		pre = pick("6761", "6759", "5018", "5020") // Maestro
		n = pick2(16, 16, 19)
	}
	s := pre + digits(n-1-len(pre))
	s += fmt.Sprint(luhnDigit(s))
	if format < 0 {
		format = rng.Intn(4)
	}
	switch format {
	case 0, 3:
		if n == 15 {
			return s[:4] + " " + s[4:10] + " " + s[10:]
		}
		return group4(s)
	case 1:
		return s
	default:
		if n == 15 {
			return s[:4] + "-" + s[4:10] + "-" + s[10:]
		}
		return strings.ReplaceAll(group4(s), " ", "-")
	}
}

func pick2(xs ...int) int { return xs[rng.Intn(len(xs))] }

// a 16-digit number that fails Luhn, card-shaped
func badCard() string {
	s := pick("4532", "5412", "4916") + digits(11)
	d := (luhnDigit(s) + rn(1, 9)) % 10
	return group4(s + fmt.Sprint(d))
}

func maskedCard() string {
	return pick("**** **** **** ", "XXXX XXXX XXXX ", "************", "•••• ") + digits(4)
}

// ---------- US SSN / ITIN ----------

func ssn() string {
	for {
		a := rn(1, 899)
		if a == 666 {
			continue
		}
		s := fmt.Sprintf("%03d-%02d-%04d", a, rn(1, 99), rn(1, 9999))
		if strings.HasPrefix(s, "987-65-432") {
			continue
		}
		return s
	}
}

func itin() string {
	g := pick2(50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", rn(0, 99), g, rn(1, 9999))
}

// ---------- JWT ----------

func jwtMake(alg, kid, payload string) string {
	h := `{"alg":"` + alg + `","typ":"JWT"`
	if kid != "" {
		h += `,"kid":"` + kid + `"`
	}
	h += "}"
	sigLen := 32
	if strings.HasPrefix(alg, "RS") || strings.HasPrefix(alg, "PS") {
		sigLen = 256
	} else if alg == "ES256" {
		sigLen = 64
	}
	return b64u(h) + "." + b64u(payload) + "." + b64u(string(rbytes(sigLen)))
}

func epoch() int { return rn(1704067200, 1790000000) }

// ---------- secrets ----------

var pwWords = []string{"Primavera", "Sole", "Mare", "Kalimera", "Thalassa", "Ouzo", "Sarmale", "Dracula", "Brasov", "Rakija", "Sarma", "Banica",
	"Ajvar", "Jadran", "Dubrovnik", "Triglav", "Bled", "Ohrid", "Vardar", "Shqiponja", "Tirana", "Vilnius", "Baltija", "Daugava", "Riga",
	"Tallinn", "Kalev", "Napoli", "Juventus", "Olympiakos", "Steaua", "Levski", "Partizan", "Hajduk", "Dinamo", "Zalgiris", "Spritz",
	"Limoncello", "Souvlaki", "Mamaliga", "Rila", "Pirin", "Velebit", "Lovcen", "Sveti", "Ljubljana", "Cetinje", "Prizren", "Kaunas", "Tartu",
	"Gozo", "Valletta", "Limassol", "Paphos", "Chisinau", "Codru", "Palermo", "Verona", "Trieste", "Sofia", "Plovdiv", "Varna"}

func password() string {
	w := pick(pwWords...)
	if chance(0.3) {
		w = strings.ToLower(w)
	}
	sym := pick("!", "#", "@", "$", "?", "*", "_", ".", "&", "%")
	switch rng.Intn(4) {
	case 0:
		return w + fmt.Sprint(rn(1960, 2025)) + sym
	case 1:
		return w + sym + fmt.Sprint(rn(10, 999))
	case 2:
		return capFirst(pick(pwWords...)) + sym + w + fmt.Sprint(rn(1, 99))
	}
	return rtok(rn(10, 16)) + sym + fmt.Sprint(rn(0, 9))
}

func tok(kind string) string {
	switch kind {
	case "stripe":
		return "sk_live_51" + rtok(rn(60, 90))
	case "stripe_rk":
		return "rk_live_51" + rtok(rn(60, 90))
	case "ghp":
		return "ghp_" + rtok(36)
	case "glpat":
		return "glpat-" + rstr(alnum+"_-", 20)
	case "xoxb":
		return fmt.Sprintf("xoxb-%s-%s-%s", nzdigits(rn(11, 13)), nzdigits(13), rtok(24))
	case "aws":
		return rstr(alnum+"/+", 40)
	case "viber":
		return rstr(hexlc, 16) + "-" + rstr(hexlc, 16) + "-" + rstr(hexlc, 16)
	case "telegram":
		return nzdigits(10) + ":AA" + rstr(alnum+"_-", 33)
	case "sendgrid":
		return "SG." + rstr(alnum+"_-", 22) + "." + rstr(alnum+"_-", 43)
	case "openai":
		return "sk-proj-" + rstr(alnum+"_-", 74) + "T3BlbkFJ" + rstr(alnum+"_-", 74)
	case "google":
		return "AIza" + rstr(alnum+"_-", 35)
	case "mailgun":
		return "key-" + rstr(hexlc, 32)
	case "hex32":
		return rstr(hexlc, 32)
	case "hex40":
		return rstr(hexlc, 40)
	case "hex64":
		return rstr(hexlc, 64)
	case "uuid":
		return uuid()
	case "b64_32":
		return rtok(32)
	case "npm":
		return "npm_" + rtok(36)
	case "hf":
		return "hf_" + rtok(34)
	case "twilio":
		return rstr(hexlc, 32)
	case "bearer":
		return rtok(rn(28, 48))
	}
	panic(kind)
}
