package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---------- small helpers ----------

func pk(a ...string) string { return a[r.Intn(len(a))] }
func in(lo, hi int) int     { return lo + r.Intn(hi-lo+1) }
func chance(p float64) bool { return r.Float64() < p }

func dg(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

func rs(n int, alpha string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digits = "0123456789"
	alnum  = lower + upper + digits
	b64u   = alnum + "-_"
	hexl   = "0123456789abcdef"
	hexu   = "0123456789ABCDEF"
)

// rsMixed returns a random string that holds at least two digits and two capitals.
func rsMixed(n int, alpha string) string {
	for {
		s := rs(n, alpha)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if (d >= 2 || !strings.ContainsAny(alpha, digits)) && (u >= 2 || !strings.ContainsAny(alpha, upper)) {
			return s
		}
	}
}

// grp splits digits into groups of the given sizes joined by sep.
func grp(d, sep string, sizes ...int) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		parts = append(parts, d[i:i+n])
		i += n
	}
	if i < len(d) {
		parts = append(parts, d[i:])
	}
	return strings.Join(parts, sep)
}

// nat writes ASCII digits in another digit system (zero is that system's 0).
func nat(s string, zero rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(zero + c - '0')
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

const (
	zArabic     = '\u0660'
	zPersian    = '\u06F0'
	zDevanagari = '\u0966'
	zBengali    = '\u09E6'
	zThai       = '\u0E50'
	zFull       = '\uFF10'
)

func fullwidth(s string) string {
	s = nat(s, zFull)
	s = strings.ReplaceAll(s, "+", "＋")
	if chance(0.5) {
		return strings.ReplaceAll(s, "-", "－")
	}
	return strings.ReplaceAll(s, "-", "ー")
}

// ---------- Luhn ----------

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

func luhnComplete(p string) string {
	for c := byte('0'); c <= '9'; c++ {
		if luhnOK(p + string(c)) {
			return p + string(c)
		}
	}
	panic("luhn")
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

// luhnBreak changes the last ASCII digit of a look-alike whose digits (13-19)
// would pass the Luhn check, so that no keep string is a card by accident.
func luhnBreak(s string) string {
	d := onlyDigits(s)
	if len(d) < 12 || len(d) > 19 || !luhnOK(d) {
		return s
	}
	b := []byte(s)
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] >= '0' && b[i] <= '9' {
			b[i] = '0' + (b[i]-'0'+1)%10
			break
		}
	}
	return string(b)
}

// ---------- cards ----------

func cardNum(prefix string, n int) string {
	return luhnComplete(prefix + dg(n-1-len(prefix)))
}

func cardFmt(d string) string {
	switch len(d) {
	case 15:
		if chance(0.7) {
			return grp(d, " ", 4, 6, 5)
		}
		return d
	case 16:
		switch x := r.Intn(20); {
		case x < 11:
			return grp(d, " ", 4, 4, 4, 4)
		case x < 14:
			return grp(d, "-", 4, 4, 4, 4)
		default:
			return d
		}
	case 19:
		if chance(0.6) {
			return grp(d, " ", 4, 4, 4, 4, 3)
		}
		return d
	}
	return d
}

func cVisa() string {
	return cardFmt(cardNum("4"+pk("1", "2", "5", "7", "8", "9", "0", "3", "6", "4"), 16))
}
func cMC() string {
	if chance(0.25) {
		return cardFmt(cardNum(fmt.Sprint(in(2221, 2720)), 16))
	}
	return cardFmt(cardNum(fmt.Sprint(in(51, 55)), 16))
}
func cAmex() string     { return cardFmt(cardNum(pk("34", "37"), 15)) }
func cDiscover() string { return cardFmt(cardNum(pk("6011", "65", fmt.Sprint(in(644, 649))), 16)) }
func cJCB() string      { return cardFmt(cardNum(fmt.Sprint(in(3528, 3589)), 16)) }
func cUnion() string {
	if chance(0.35) {
		return cardFmt(cardNum("62"+pk("22", "25", "28", "17", "14"), 19))
	}
	return cardFmt(cardNum("62"+pk("22", "25", "28", "17", "14", "12"), 16))
}
func cMir() string   { return cardFmt(cardNum(fmt.Sprint(in(2200, 2204)), 16)) }
func cTroy() string  { return cardFmt(cardNum("9792", 16)) }
func cRuPay() string { return cardFmt(cardNum(pk("6521", "6522", "6080", "6070", "5085"), 16)) }
func cElo() string {
	return cardFmt(cardNum(pk("636368", "636297", "504175", "650031", "509048", "650485"), 16))
}
func cAny() string {
	switch r.Intn(10) {
	case 0, 1, 2, 3:
		return cVisa()
	case 4, 5, 6:
		return cMC()
	case 7:
		return cAmex()
	case 8:
		return cDiscover()
	}
	return cJCB()
}

// a Luhn-failing number with a card's prefix and grouping (loyalty and gift cards)
func cardBad() string {
	d := cardNum(pk("4", "5", "6"), 16)
	last := d[15]
	d = d[:15] + string('0'+(last-'0'+3)%10)
	return grp(d, " ", 4, 4, 4, 4)
}

// ---------- SSN / ITIN ----------

func ssnRaw() (int, int, int) {
	for {
		a, g, s := in(1, 899), in(1, 99), in(1, 9999)
		if a == 666 || (a == 78 && g == 5 && s == 1120) || (a == 219 && g == 9 && s == 9999) {
			continue
		}
		return a, g, s
	}
}

func ssnDash() string { a, g, s := ssnRaw(); return fmt.Sprintf("%03d-%02d-%04d", a, g, s) }
func ssnAny() string {
	a, g, s := ssnRaw()
	switch r.Intn(10) {
	case 0:
		return fmt.Sprintf("%03d %02d %04d", a, g, s)
	case 1:
		return fmt.Sprintf("%03d%02d%04d", a, g, s)
	}
	return fmt.Sprintf("%03d-%02d-%04d", a, g, s)
}

func itinGroup() int {
	for {
		g := in(50, 99)
		if (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94 {
			return g
		}
	}
}

func itin() string { return fmt.Sprintf("9%02d-%02d-%04d", in(0, 99), itinGroup(), in(1, 9999)) }

func ssnBad() string {
	switch r.Intn(6) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", in(1, 99), in(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", in(1, 99), in(1, 9999))
	case 2:
		return fmt.Sprintf("9%02d-%02d-%04d", in(0, 99), in(10, 49), in(1, 9999))
	case 3:
		return "078-05-1120"
	case 4:
		return fmt.Sprintf("%03d-00-%04d", in(1, 665), in(1, 9999))
	}
	return fmt.Sprintf("%03d-%02d-0000", in(1, 665), in(1, 99))
}

// ---------- phones ----------

func pES() string {
	n := pk("6", "6", "6", "71", "72", "73", "74")
	n += dg(9 - len(n))
	switch r.Intn(4) {
	case 0:
		return grp(n, " ", 3, 2, 2, 2)
	case 1:
		return n
	}
	return grp(n, " ", 3, 3, 3)
}
func pESintl() string {
	n := pk("6", "6", "71", "73")
	n += dg(9 - len(n))
	switch r.Intn(4) {
	case 0:
		return "+34" + n
	case 1:
		return "0034 " + grp(n, " ", 3, 3, 3)
	case 2:
		return "+34 " + grp(n, " ", 3, 2, 2, 2)
	}
	return "+34 " + grp(n, " ", 3, 3, 3)
}
func pESfijo() string {
	n := pk("91", "93", "96", "95", "94", "98") + dg(7)
	if chance(0.5) {
		return grp(n, " ", 2, 3, 2, 2)
	}
	return grp(n, " ", 3, 3, 3)
}
func pMX() string {
	n := pk("55", "33", "81", "22", "44") + dg(8)
	switch r.Intn(5) {
	case 0:
		return "+52 " + grp(n, " ", 2, 4, 4)
	case 1:
		return "+52 1 " + grp(n, " ", 2, 4, 4)
	case 2:
		return "(" + n[:2] + ") " + grp(n[2:], "-", 4, 4)
	case 3:
		return grp(n, "-", 2, 4, 4)
	}
	return grp(n, " ", 2, 4, 4)
}
func pCO() string {
	n := "3" + pk("00", "01", "02", "04", "10", "11", "12", "13", "14", "15", "16", "17", "18", "20", "21", "23", "50") + dg(7)
	switch r.Intn(3) {
	case 0:
		return "+57 " + grp(n, " ", 3, 7)
	case 1:
		return "+57 " + grp(n, " ", 3, 3, 4)
	}
	return grp(n, " ", 3, 3, 4)
}
func pAR() string {
	a := pk("11", "11", "351", "341", "261")
	rest := dg(10 - len(a))
	if chance(0.5) {
		return "+54 9 " + a + " " + grp(rest, "-", len(rest)-4)
	}
	return "0" + a + " 15-" + grp(rest, "-", len(rest)-4)
}
func pBR() string {
	dd := pk("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48", "62", "92")
	n := "9" + pk("6", "7", "8", "9") + dg(7)
	switch r.Intn(7) {
	case 0:
		return "+55 " + dd + " " + grp(n, "-", 5)
	case 1:
		return "+55 (" + dd + ") " + grp(n, "-", 5)
	case 2:
		return dd + " " + grp(n, "-", 5)
	case 3:
		return "(" + dd + ")" + grp(n, "-", 5)
	case 4:
		return "+55" + dd + n
	}
	return "(" + dd + ") " + grp(n, "-", 5)
}
func pBRfixo() string {
	dd := pk("11", "21", "31", "41", "51", "61")
	n := pk("2", "3", "4") + dg(7)
	return "(" + dd + ") " + grp(n, "-", 4)
}
func pPT() string {
	n := pk("91", "92", "93", "96") + dg(7)
	switch r.Intn(4) {
	case 0:
		return "+351 " + grp(n, " ", 3, 3, 3)
	case 1:
		return "+351 " + n
	case 2:
		return n
	}
	return grp(n, " ", 3, 3, 3)
}
func pPTfixo() string { return grp("2"+pk("1", "2", "3", "5")+dg(7), " ", 3, 3, 3) }
func pFR() string {
	n := pk("6", "6", "73", "75", "76", "77", "78", "79")
	n += dg(9 - len(n))
	switch r.Intn(7) {
	case 0:
		return "+33 " + grp(n, " ", 1, 2, 2, 2, 2)
	case 1:
		return "+33 (0)" + grp(n, " ", 1, 2, 2, 2, 2)
	case 2:
		return grp("0"+n, ".", 2, 2, 2, 2, 2)
	case 3:
		return "0" + n
	case 4:
		return "+33" + n
	}
	return grp("0"+n, " ", 2, 2, 2, 2, 2)
}
func pFRfixe() string {
	n := fmt.Sprint(in(1, 5)) + dg(8)
	if chance(0.3) {
		return "+33 " + grp(n, " ", 1, 2, 2, 2, 2)
	}
	return grp("0"+n, " ", 2, 2, 2, 2, 2)
}
func pBE() string {
	n := "4" + pk("70", "71", "72", "73", "75", "76", "77", "78", "79", "60", "68", "84", "85", "86", "87", "88", "89", "91", "92", "93", "94", "95", "96", "97", "98", "99") + dg(6)
	switch r.Intn(3) {
	case 0:
		return "+32 " + grp(n, " ", 3, 2, 2, 2)
	case 1:
		return "0" + n[:3] + "/" + grp(n[3:], ".", 2, 2, 2)
	}
	return "0" + grp(n, " ", 3, 2, 2, 2)
}
func pCH() string {
	n := "7" + pk("6", "7", "8", "9") + dg(7)
	if chance(0.5) {
		return "+41 " + grp(n, " ", 2, 3, 2, 2)
	}
	return "0" + grp(n, " ", 2, 3, 2, 2)
}
func pDE() string {
	pre := pk("151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
	rest := dg(pk2(pre))
	switch r.Intn(8) {
	case 0:
		return "+49 " + pre + " " + rest
	case 1:
		return "+49 (0)" + pre + " " + rest
	case 2:
		return "0" + pre + "/" + rest
	case 3:
		return "0" + pre + "-" + rest
	case 4:
		return "+49" + pre + rest
	case 5:
		if len(rest) == 7 {
			return "0" + pre + " " + grp(rest, " ", 3, 2, 2)
		}
		return "0" + pre + " " + grp(rest, " ", 4)
	}
	return "0" + pre + " " + rest
}
func pk2(pre string) int {
	if pre[:2] == "15" {
		return 8
	}
	if chance(0.5) {
		return 7
	}
	return 8
}
func pDEfest() string {
	a := pk("30", "40", "89", "221", "69", "711", "211", "341", "351", "511", "911")
	rest := dg(10 - len(a))
	switch r.Intn(4) {
	case 0:
		return "+49 " + a + " " + rest
	case 1:
		return "0" + a + " / " + rest
	case 2:
		return "(0" + a + ") " + rest
	}
	return "0" + a + " " + rest
}
func pAT() string {
	n := pk("664", "660", "676", "650", "699", "681") + dg(7)
	switch r.Intn(3) {
	case 0:
		return "+43 " + grp(n, " ", 3)
	case 1:
		return "+43 " + grp(n, " ", 3, 3, 4)
	}
	return "0" + grp(n, " ", 3, 3, 2, 2)
}
func pIT() string {
	n := pk("320", "328", "329", "331", "333", "334", "335", "338", "339", "340", "345", "346", "347", "348", "349", "351", "366", "380", "388", "389", "391", "392", "393") + dg(7)
	switch r.Intn(6) {
	case 0:
		return "+39 " + grp(n, " ", 3, 3, 4)
	case 1:
		return "+39 " + n
	case 2:
		return n
	case 3:
		return grp(n, "-", 3)
	}
	return grp(n, " ", 3, 3, 4)
}
func pITfisso() string {
	a := pk("06", "02", "011", "055", "081", "051")
	rest := dg(10 - len(a))
	if chance(0.3) {
		return "+39 " + a + " " + rest
	}
	return a + " " + grp(rest, " ", 4)
}
func pNL() string {
	n := "6" + dg(8)
	switch r.Intn(6) {
	case 0:
		return "+31 6 " + n[1:]
	case 1:
		return "+31 (0)6 " + grp(n[1:], " ", 2, 2, 2, 2)
	case 2:
		return "06 " + grp(n[1:], " ", 2, 2, 2, 2)
	case 3:
		return "0" + n
	case 4:
		return "+31" + n
	}
	return "06-" + n[1:]
}
func pNLvast() string {
	a := pk("20", "10", "30", "70", "40", "50")
	return "0" + a + "-" + grp(dg(7), " ", 3)
}
func pPL() string {
	n := pk("50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88") + dg(7)
	switch r.Intn(6) {
	case 0:
		return "+48 " + grp(n, " ", 3, 3, 3)
	case 1:
		return "+48" + n
	case 2:
		return grp(n, "-", 3, 3, 3)
	case 3:
		return n
	}
	return grp(n, " ", 3, 3, 3)
}
func pTR() string {
	op := pk("530", "531", "532", "533", "534", "535", "536", "537", "538", "539", "541", "542", "543", "544", "545", "546", "505", "506", "507", "551", "552", "553", "554", "555", "559")
	rest := dg(7)
	switch r.Intn(7) {
	case 0:
		return "0 (" + op + ") " + grp(rest, " ", 3, 2, 2)
	case 1:
		return "+90 " + op + " " + grp(rest, " ", 3, 2, 2)
	case 2:
		return "0" + op + " " + grp(rest, " ", 3, 4)
	case 3:
		return "0" + op + rest
	case 4:
		return "+90 (" + op + ") " + grp(rest, " ", 3, 2, 2)
	}
	return "0" + op + " " + grp(rest, " ", 3, 2, 2)
}
func pTRsabit() string {
	return "0 (" + pk("212", "216", "312", "232") + ") " + grp(dg(7), " ", 3, 2, 2)
}
func pRU() string {
	op := "9" + pk("01", "03", "05", "06", "09", "10", "11", "12", "13", "15", "16", "17", "18", "19", "20", "21", "25", "26", "29", "31", "36", "50", "51", "52", "53", "58", "60", "61", "62", "63", "64", "65", "67", "68", "77", "78", "81", "82", "85", "88", "99")
	rest := dg(7)
	switch r.Intn(7) {
	case 0:
		return "8 (" + op + ") " + grp(rest, "-", 3, 2, 2)
	case 1:
		return "8 " + op + " " + grp(rest, " ", 3, 2, 2)
	case 2:
		return "+7 (" + op + ") " + grp(rest, "-", 3, 2, 2)
	case 3:
		return "8" + op + rest
	case 4:
		return "+7" + op + rest
	case 5:
		return "8-" + op + "-" + grp(rest, "-", 3, 2, 2)
	}
	return "+7 " + op + " " + grp(rest, "-", 3, 2, 2)
}
func pRUfix() string {
	a := pk("495", "499", "812", "343", "383")
	if chance(0.5) {
		return "+7 " + a + " " + grp(dg(7), "-", 3, 2, 2)
	}
	return "8 (" + a + ") " + grp(dg(7), "-", 3, 2, 2)
}
func pUA() string {
	op := pk("50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99")
	rest := dg(7)
	switch r.Intn(7) {
	case 0:
		return "+380 " + op + " " + grp(rest, " ", 3, 4)
	case 1:
		return "0" + op + " " + grp(rest, " ", 3, 2, 2)
	case 2:
		return "0" + op + "-" + grp(rest, "-", 3, 2, 2)
	case 3:
		return "0" + op + rest
	case 4:
		return "+38 (0" + op + ") " + grp(rest, "-", 3, 2, 2)
	case 5:
		return "(0" + op + ") " + grp(rest, " ", 3, 2, 2)
	}
	return "+380 " + op + " " + grp(rest, " ", 3, 2, 2)
}
func pSA() string {
	n := "5" + pk("0", "3", "4", "5", "6", "8", "9") + dg(7)
	switch r.Intn(4) {
	case 0:
		return "+966 " + grp(n, " ", 2, 3, 4)
	case 1:
		return "0" + n
	case 2:
		return "+966" + n
	}
	return "0" + grp(n, " ", 2, 3, 4)
}
func pAE() string {
	n := "5" + pk("0", "2", "4", "5", "6", "8") + dg(7)
	switch r.Intn(3) {
	case 0:
		return "+971 " + grp(n, " ", 2, 3, 4)
	case 1:
		return "+971-" + grp(n, "-", 2)
	}
	return "0" + grp(n, " ", 2, 3, 4)
}
func pEG() string {
	n := "1" + pk("0", "1", "2", "5") + dg(8)
	switch r.Intn(3) {
	case 0:
		return "+20 " + grp(n, " ", 2, 4, 4)
	case 1:
		return "0" + n
	}
	return "0" + grp(n, " ", 2, 4, 4)
}
func pIR() string {
	n := "9" + pk("12", "13", "19", "35", "36", "37", "38", "39", "01", "02", "03", "05", "10", "11", "90", "91", "21", "22") + dg(7)
	switch r.Intn(5) {
	case 0:
		return "+98 " + grp(n, " ", 3, 3, 4)
	case 1:
		return "0" + n
	case 2:
		return "+98" + n
	case 3:
		return "0" + grp(n, "-", 3, 3)
	}
	return "0" + grp(n, " ", 3, 3, 4)
}
func pIRfix() string { return "021-" + grp("2"+dg(7), " ", 4) }
func pIL() string {
	n := "5" + pk("0", "2", "3", "4", "8") + dg(7)
	switch r.Intn(6) {
	case 0:
		return "+972-" + grp(n, "-", 2, 3)
	case 1:
		return "+972 " + grp(n, " ", 2, 3, 4)
	case 2:
		return "0" + n
	case 3:
		return "0" + grp(n, "-", 2)
	case 4:
		return "+972" + n
	}
	return "0" + grp(n, "-", 2, 3)
}
func pILfix() string {
	return "0" + pk("2", "3", "4", "8", "9") + "-" + grp(pk("5", "6", "7", "9")+dg(6), "-", 3)
}
func pIN() string {
	n := pk("6", "7", "8", "9", "9", "9") + dg(9)
	switch r.Intn(6) {
	case 0:
		return "+91 " + grp(n, " ", 5)
	case 1:
		return "+91-" + n
	case 2:
		return "+91" + n
	case 3:
		return grp(n, " ", 5)
	case 4:
		return "0" + grp(n, " ", 5)
	}
	return "+91 " + n
}
func pINfix() string { return pk("011", "022", "080", "044", "033") + "-" + grp("2"+dg(7), " ", 4) }
func pBD() string {
	n := "1" + pk("3", "4", "5", "6", "7", "8", "9") + dg(8)
	switch r.Intn(5) {
	case 0:
		return "+880 " + grp(n, "-", 4)
	case 1:
		return "+880" + n
	case 2:
		return "0" + n
	case 3:
		return "+880 " + grp(n, " ", 4)
	}
	return "0" + grp(n, "-", 4)
}
func pJP() string {
	n := pk("90", "80", "70") + fmt.Sprint(in(1, 9)) + dg(7)
	switch r.Intn(5) {
	case 0:
		return "+81 " + grp(n, "-", 2, 4)
	case 1:
		return "+81-" + grp(n, "-", 2, 4)
	case 2:
		return "0" + n
	case 3:
		return "+81 " + grp(n, " ", 2, 4)
	}
	return "0" + grp(n, "-", 2, 4)
}
func pJPfix() string {
	switch r.Intn(3) {
	case 0:
		return "03-" + grp(pk("3", "5", "6")+dg(7), "-", 4)
	case 1:
		return "06-" + grp("6"+dg(7), "-", 4)
	}
	return pk("045", "052", "092", "011") + "-" + grp(dg(7), "-", 3)
}
func pCN() string {
	n := "1" + pk("3", "5", "8", "7", "9") + dg(9)
	switch r.Intn(6) {
	case 0:
		return "+86 " + grp(n, " ", 3, 4)
	case 1:
		return "+86-" + n
	case 2:
		return n
	case 3:
		return grp(n, "-", 3, 4)
	case 4:
		return "+86" + n
	}
	return grp(n, " ", 3, 4)
}
func pCNfix() string {
	switch r.Intn(3) {
	case 0:
		return "010-" + grp(pk("5", "6", "8")+dg(7), " ", 4)
	case 1:
		return "021-" + pk("5", "6") + dg(7)
	}
	return "(0755) " + grp("8"+dg(7), " ", 4)
}
func pTW() string {
	n := "9" + dg(8)
	switch r.Intn(6) {
	case 0:
		return "+886 " + grp(n, " ", 3, 3)
	case 1:
		return "+886-" + grp(n, "-", 3, 3)
	case 2:
		return "0" + n
	case 3:
		return "0" + grp(n, " ", 3, 3)
	case 4:
		return "+886" + n
	}
	return "0" + grp(n, "-", 3, 3)
}
func pTWfix() string {
	if chance(0.5) {
		return "(02) " + grp("2"+dg(7), "-", 4)
	}
	return "02-" + grp("2"+dg(7), "-", 4)
}
func pHK() string {
	n := pk("5", "6", "9") + dg(7)
	if chance(0.5) {
		return "+852 " + grp(n, " ", 4)
	}
	return "+852 " + n
}
func pKR() string {
	n := "10" + fmt.Sprint(in(2, 9)) + dg(7)
	switch r.Intn(6) {
	case 0:
		return "+82 " + grp(n, "-", 2, 4)
	case 1:
		return "+82-" + grp(n, "-", 2, 4)
	case 2:
		return "0" + n
	case 3:
		return "0" + grp(n, " ", 2, 4)
	case 4:
		return "+82 " + grp(n, " ", 2, 4)
	}
	return "0" + grp(n, "-", 2, 4)
}
func pKRfix() string {
	if chance(0.5) {
		n := pk("3", "5", "6", "7") + dg(6+r.Intn(2))
		return "02-" + grp(n, "-", len(n)-4)
	}
	return pk("031", "032", "051", "053") + "-" + grp(dg(7), "-", 3)
}
func pVN() string {
	op := pk("90", "91", "93", "94", "96", "97", "98", "86", "88", "89", "32", "33", "34", "35", "36", "37", "38", "39", "70", "76", "77", "78", "79", "81", "82", "83", "84", "85", "56", "58", "59")
	n := op + dg(7)
	switch r.Intn(7) {
	case 0:
		return "+84 " + grp(n, " ", 3, 3)
	case 1:
		return "+84 " + grp(n, " ", 2, 3, 2, 2)
	case 2:
		return "0" + n
	case 3:
		return "+84" + n
	case 4:
		return "0" + grp(n, ".", 3, 3)
	case 5:
		return "0" + grp(n, " ", 2, 3, 4)
	}
	return "0" + grp(n, " ", 3, 3)
}
func pTH() string {
	n := pk("81", "82", "83", "84", "85", "86", "87", "88", "89", "61", "62", "63", "64", "65", "80", "90", "91", "92", "93", "94", "95", "96", "97", "98", "99") + dg(7)
	switch r.Intn(5) {
	case 0:
		return "+66 " + grp(n, " ", 2, 3)
	case 1:
		return "+66" + n
	case 2:
		return "0" + n
	case 3:
		return "0" + grp(n, " ", 2, 3)
	}
	return "0" + grp(n, "-", 2, 3)
}
func pID() string {
	pre := pk("811", "812", "813", "821", "822", "823", "852", "853", "851", "855", "856", "857", "858", "877", "878", "895", "896", "897", "898", "899", "881", "882", "883", "887", "888", "831", "838")
	n := pre + dg(7+r.Intn(2))
	switch r.Intn(6) {
	case 0:
		return "+62 " + grp(n, "-", 3, 4)
	case 1:
		return "+62 " + grp(n, " ", 3, 4)
	case 2:
		return "0" + n
	case 3:
		return "+62" + n
	case 4:
		return "0" + grp(n, " ", 3, 4)
	}
	return "0" + grp(n, "-", 3, 4)
}
func pKE() string {
	n := "7" + pk("0", "1", "2", "4", "9", "9") + dg(7)
	switch r.Intn(4) {
	case 0:
		return "+254 " + grp(n, " ", 3, 3)
	case 1:
		return "+254" + n
	case 2:
		return "0" + n
	}
	return "0" + grp(n, " ", 3, 3)
}
func pTZ() string {
	n := "7" + pk("1", "5", "6", "8", "4") + dg(7)
	if chance(0.5) {
		return "+255 " + grp(n, " ", 3, 3)
	}
	return "0" + grp(n, " ", 3, 3)
}
func pUS() string {
	for {
		a, e := in(201, 989), in(201, 999)
		if a%100 == 11 || e%100 == 11 || e == 555 || a/100 == 9 && a%100 > 89 {
			continue
		}
		n := fmt.Sprintf("%03d%03d%s", a, e, dg(4))
		switch r.Intn(4) {
		case 0:
			return "(" + n[:3] + ") " + n[3:6] + "-" + n[6:]
		case 1:
			return "+1 " + grp(n, "-", 3, 3)
		case 2:
			return grp(n, ".", 3, 3)
		}
		return grp(n, "-", 3, 3)
	}
}

// ---------- e-mail ----------

type who struct{ first, last []string }

var romNames = map[string]who{
	"es": {[]string{"lucia", "carlos", "maria", "javier", "elena", "pablo", "sofia", "diego", "carmen", "alejandro", "nuria", "raul"}, []string{"garcia", "martinez", "lopez", "sanchez", "fernandez", "ruiz", "moreno", "jimenez", "navarro", "torres", "etxeberria", "vidal"}},
	"pt": {[]string{"ana", "joao", "mariana", "pedro", "beatriz", "lucas", "camila", "rafael", "juliana", "thiago", "rita", "goncalo"}, []string{"souza", "oliveira", "santos", "pereira", "costa", "almeida", "ferreira", "rodrigues", "carvalho", "lima", "matos", "pinto"}},
	"fr": {[]string{"camille", "julien", "chloe", "antoine", "manon", "nicolas", "lea", "thomas", "ines", "mathieu", "sebastien", "aurelie"}, []string{"dubois", "martin", "bernard", "lefebvre", "moreau", "laurent", "girard", "roux", "fontaine", "mercier", "lambert", "petit"}},
	"de": {[]string{"lukas", "anna", "felix", "lea", "jonas", "sophie", "maximilian", "laura", "tobias", "katharina", "juergen", "birgit"}, []string{"mueller", "schmidt", "schneider", "fischer", "weber", "wagner", "becker", "hoffmann", "schulz", "koch", "krueger", "vogel"}},
	"it": {[]string{"giulia", "marco", "francesca", "luca", "chiara", "alessandro", "sara", "matteo", "elena", "davide", "giorgio", "federica"}, []string{"rossi", "russo", "ferrari", "esposito", "bianchi", "romano", "colombo", "ricci", "marino", "greco", "conti", "galli"}},
	"nl": {[]string{"sanne", "daan", "lotte", "bram", "emma", "thijs", "fleur", "jeroen", "anouk", "ruben", "joost", "femke"}, []string{"jansen", "devries", "bakker", "visser", "smit", "meijer", "mulder", "bos", "vos", "dekker", "vandijk", "peeters"}},
	"pl": {[]string{"agnieszka", "tomasz", "katarzyna", "piotr", "magdalena", "krzysztof", "joanna", "marcin", "ewa", "pawel", "grzegorz", "monika"}, []string{"kowalski", "nowak", "wisniewska", "wojcik", "kaminski", "lewandowska", "zielinski", "szymanski", "wozniak", "dabrowski", "mazur", "krol"}},
	"tr": {[]string{"ahmet", "ayse", "mehmet", "elif", "mustafa", "zeynep", "emre", "fatma", "burak", "selin", "cem", "deniz"}, []string{"yilmaz", "kaya", "demir", "sahin", "celik", "yildiz", "aydin", "ozturk", "arslan", "dogan", "koc", "polat"}},
	"ru": {[]string{"ivan", "olga", "dmitry", "natalia", "sergey", "elena", "alexey", "irina", "andrey", "tatiana", "pavel", "svetlana"}, []string{"ivanov", "petrova", "smirnov", "kuznetsova", "popov", "sokolova", "volkov", "morozova", "lebedev", "novikova", "orlov", "zaitseva"}},
	"uk": {[]string{"oksana", "andriy", "olena", "taras", "iryna", "bohdan", "natalia", "mykola", "yulia", "dmytro", "halyna", "vasyl"}, []string{"shevchenko", "kovalenko", "bondarenko", "tkachenko", "kravchenko", "melnyk", "boyko", "savchenko", "rudenko", "marchenko", "hnatiuk", "lysenko"}},
	"ar": {[]string{"ahmed", "fatima", "mohammed", "aisha", "omar", "layla", "khalid", "noura", "youssef", "mariam", "abdullah", "huda"}, []string{"alharbi", "alqahtani", "hassan", "ibrahim", "mansour", "alotaibi", "saleh", "nasser", "haddad", "khalil", "elsayed", "aldosari"}},
	"fa": {[]string{"ali", "maryam", "reza", "zahra", "hossein", "fatemeh", "mohammad", "narges", "amir", "sara", "mehdi", "shirin"}, []string{"ahmadi", "hosseini", "karimi", "rezaei", "mousavi", "jafari", "rahimi", "hashemi", "moradi", "sadeghi", "tehrani", "najafi"}},
	"he": {[]string{"noa", "yossi", "tamar", "david", "michal", "avi", "shira", "eitan", "yael", "omer", "ronit", "gil"}, []string{"cohen", "levi", "mizrahi", "peretz", "biton", "friedman", "katz", "azoulay", "dahan", "shapira", "ben-david", "golan"}},
	"hi": {[]string{"priya", "rahul", "ananya", "amit", "sneha", "vikram", "pooja", "arjun", "neha", "rohan", "sunita", "manoj"}, []string{"sharma", "verma", "gupta", "singh", "patel", "kumar", "mehta", "joshi", "agarwal", "reddy", "iyer", "nair"}},
	"bn": {[]string{"rahim", "nusrat", "tanvir", "farzana", "arif", "sadia", "imran", "tahmina", "sabbir", "rumana", "shuvo", "mitu"}, []string{"hossain", "rahman", "islam", "ahmed", "chowdhury", "akter", "uddin", "sarkar", "khan", "begum", "das", "roy"}},
	"ja": {[]string{"taro", "hanako", "yuki", "kenta", "aoi", "haruto", "sakura", "ren", "mei", "daiki", "naoko", "shota"}, []string{"yamada", "sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito", "nakamura", "kobayashi", "kato", "yoshida", "matsumoto"}},
	"zh": {[]string{"wei", "fang", "jing", "lei", "xiaoming", "yan", "jun", "hui", "min", "tao", "xinyi", "haoran"}, []string{"wang", "li", "zhang", "liu", "chen", "yang", "zhao", "huang", "zhou", "wu", "xu", "sun"}},
	"tw": {[]string{"yating", "chihao", "meiling", "weiting", "shuhui", "chienhung", "yuchen", "pinyu", "tzuyu", "kuanlin", "hsinyi", "chiawei"}, []string{"chen", "lin", "huang", "chang", "lee", "wang", "wu", "liu", "tsai", "yang", "hsu", "cheng"}},
	"ko": {[]string{"minjun", "seoyeon", "jiho", "haeun", "doyoon", "jiwoo", "seojun", "yuna", "hyunwoo", "soyeon", "jaehyun", "eunji"}, []string{"kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim", "han", "shin"}},
	"vi": {[]string{"lan", "minh", "huong", "tuan", "thao", "duc", "ngoc", "hung", "mai", "khanh", "trang", "quang"}, []string{"nguyen", "tran", "le", "pham", "hoang", "huynh", "phan", "vu", "vo", "dang", "bui", "do"}},
	"th": {[]string{"somchai", "suda", "anan", "malee", "kittisak", "pimchanok", "wichai", "nattaya", "chaiwat", "siriporn", "thanawat", "kanya"}, []string{"saetang", "srisuk", "chaiyaporn", "wongsakul", "rattanakorn", "boonmee", "thongdee", "sukjai", "phromma", "kaewmanee", "jaidee", "intarasuk"}},
	"id": {[]string{"budi", "siti", "agus", "dewi", "rizky", "putri", "andi", "ayu", "dimas", "rina", "fajar", "wulan"}, []string{"santoso", "wijaya", "saputra", "lestari", "pratama", "hidayat", "kurniawan", "sari", "nugroho", "setiawan", "halim", "gunawan"}},
	"sw": {[]string{"amina", "juma", "neema", "baraka", "zawadi", "hassan", "rehema", "omari", "imani", "musa", "wanjiku", "kevin"}, []string{"otieno", "wanjiru", "mwangi", "kamau", "njoroge", "achieng", "odhiambo", "mohamed", "kariuki", "wambui", "mushi", "kimaro"}},
}

var mailDomains = map[string][]string{
	"es":   {"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "telefonica.net", "prodigy.net.mx", "hotmail.com", "gestoria-vidal.es", "colegiosanjose.edu.co", "gmail.com"},
	"pt":   {"gmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "hotmail.com", "yahoo.com.br", "outlook.com", "escritoriocontabil.com.br"},
	"ptpt": {"sapo.pt", "gmail.com", "outlook.pt", "netcabo.pt", "clix.pt", "contabilidade-matos.pt"},
	"fr":   {"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "hotmail.fr", "yahoo.fr", "skynet.be", "bluewin.ch", "ac-lyon.fr"},
	"de":   {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de", "gmx.at", "bluewin.ch", "outlook.de", "hausverwaltung-vogel.de"},
	"it":   {"libero.it", "virgilio.it", "gmail.com", "alice.it", "tiscali.it", "hotmail.it", "legalmail.it", "studiogalli.it"},
	"nl":   {"ziggo.nl", "kpnmail.nl", "hotmail.nl", "gmail.com", "xs4all.nl", "telenet.be", "planet.nl", "vve-zonnehof.nl"},
	"pl":   {"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com", "op.pl", "sp12.edu.pl"},
	"tr":   {"gmail.com", "hotmail.com", "yandex.com.tr", "mynet.com", "outlook.com.tr", "kocmuhasebe.com.tr"},
	"ru":   {"mail.ru", "yandex.ru", "gmail.com", "bk.ru", "list.ru", "rambler.ru", "inbox.ru", "ya.ru"},
	"uk":   {"ukr.net", "gmail.com", "i.ua", "meta.ua", "outlook.com", "school45.kiev.ua"},
	"ar":   {"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa", "emirates.net.ae", "icloud.com"},
	"fa":   {"gmail.com", "yahoo.com", "chmail.ir", "outlook.com", "ut.ac.ir"},
	"he":   {"walla.co.il", "gmail.com", "bezeqint.net", "netvision.net.il", "012.net.il"},
	"hi":   {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in", "sharmaassociates.in"},
	"bn":   {"gmail.com", "yahoo.com", "outlook.com", "du.ac.bd"},
	"ja":   {"docomo.ne.jp", "ezweb.ne.jp", "softbank.ne.jp", "yahoo.co.jp", "gmail.com", "icloud.com", "nifty.com", "i.softbank.jp"},
	"zh":   {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com"},
	"tw":   {"gmail.com", "yahoo.com.tw", "hotmail.com", "ms15.hinet.net", "hinet.net"},
	"ko":   {"naver.com", "daum.net", "hanmail.net", "kakao.com", "gmail.com", "nate.com"},
	"vi":   {"gmail.com", "yahoo.com.vn", "outlook.com", "fpt.com.vn", "vnpt.vn"},
	"th":   {"gmail.com", "hotmail.com", "hotmail.co.th", "yahoo.co.th", "outlook.co.th"},
	"id":   {"gmail.com", "yahoo.co.id", "ymail.com", "outlook.co.id", "kantorhalim.co.id"},
	"sw":   {"gmail.com", "yahoo.com", "outlook.com", "safaricom.co.ke", "uonbi.ac.ke"},
}

func email(lang string) string {
	if i := strings.IndexByte(lang, '_'); i > 0 {
		base, style := lang[:i], lang[i+1:]
		e := email(base)
		at := strings.IndexByte(e, '@')
		loc, dom := e[:at], e[at+1:]
		switch style {
		case "fw":
			return loc + "＠" + dom
		case "arroba":
			return loc + " arroba " + strings.ReplaceAll(dom, ".", " punto ")
		case "at":
			return loc + pk("(at)", " [at] ", "[at]") + dom
		}
		panic("email style " + style)
	}
	nl := lang
	if lang == "ptpt" {
		nl = "pt"
	}
	w := romNames[nl]
	f, l := pk(w.first...), pk(w.last...)
	dom := pk(mailDomains[lang]...)
	if lang == "zh" && chance(0.4) {
		return fmt.Sprintf("%d%s@%s", in(1, 9), dg(in(7, 9)), pk("qq.com", "qq.com", "foxmail.com"))
	}
	var loc string
	switch r.Intn(8) {
	case 0:
		loc = f + "." + l
	case 1:
		loc = f + l + dg(2)
	case 2:
		loc = f + "_" + l
	case 3:
		loc = f[:1] + "." + l
	case 4:
		loc = f + "." + l + dg(2)
	case 5:
		loc = l + "." + f
	case 6:
		loc = f + dg(4)
	default:
		loc = pk("contato", "contacto", "info", "kontakt", "office", "buero", "facturas", "admin", "hr", "ketoan", "muhasebe", "buh") + "." + l
	}
	return loc + "@" + dom
}

// ---------- secrets ----------

var pwWords = map[string][]string{
	"es": {"Girasol", "Mariposa", "Estrella", "Tortuga", "Paella", "Canela", "Lucero", "Chiquitin", "Almendra", "Tequila"},
	"pt": {"Praia", "Saudade", "Flamengo", "Cachorro", "Jabuticaba", "Bacalhau", "Sereia", "Palmeiras", "Goiaba", "Pastel"},
	"fr": {"Papillon", "Soleil", "Chaton", "Baguette", "Marseille", "Coquelicot", "Doudou", "Nounours", "Mirabelle", "Cerise"},
	"de": {"Sonnenblume", "Schmetterling", "Bergsee", "Hasenpfote", "Kaffeetasse", "Gartenzwerg", "Apfelbaum", "Zwetschge", "Brezel", "Fussball"},
	"it": {"Girasole", "Farfalla", "Gelato", "Juventus", "Stella", "Pizzeria", "Limoncello", "Tramonto", "Cicciobello", "Ciliegia"},
	"nl": {"Tulp", "Fietsen", "Molen", "Stroopwafel", "Zonnetje", "Kaaskop", "Klompen", "Dropje", "Hagelslag", "Konijn"},
	"pl": {"Kotek", "Sloneczko", "Biedronka", "Kwiatek", "Misiaczek", "Pierogi", "Zabka", "Wiewiorka", "Krakowiak", "Zlotko"},
	"tr": {"Galatasaray", "Kedicik", "Deniz", "Istanbul", "Bulut", "Fenerbahce", "Simit", "Lale", "Karadeniz", "Papatya"},
	"ru": {"Solnyshko", "Medved", "Kotik", "Moskva", "Romashka", "Zvezda", "Pelmeni", "Barsik", "Lastochka", "Spartak"},
	"uk": {"Kalyna", "Sonechko", "Kyiv", "Vyshyvanka", "Barvinok", "Lelka", "Chernihiv", "Zirochka", "Smerichka", "Karpaty"},
	"ar": {"Habibi", "Qamar", "Sahara", "Falcon", "Nour", "Yasmin", "Jeddah", "Ghazal", "Sultan", "Hilal"},
	"fa": {"Golnar", "Tehran", "Setareh", "Parvaneh", "Baran", "Shiraz", "Nasim", "Mahtab", "Esteghlal", "Anar"},
	"he": {"Shalom", "Tapuz", "Yerushalayim", "Dagdag", "Sababa", "Hatikva", "Rimon", "Kinneret", "Shemesh", "Pitriya"},
	"hi": {"Ganesh", "Chai", "Mumbai", "Kohli", "Diwali", "Gulab", "Laddoo", "Tiranga", "Mausam", "Bholu"},
	"bn": {"Shapla", "Ilish", "Dhaka", "Padma", "Rosogolla", "Bagha", "Kolkata", "Jamdani", "Shonar", "Tuntuni"},
	"ja": {"sakura", "neko", "fujisan", "tamago", "ramen", "pikachu", "momiji", "hanabi", "totoro", "onigiri"},
	"zh": {"woaini", "xiaomao", "wangcai", "Beijing", "panda", "xingfu", "baobei", "tiantian", "jiayou", "Shanghai"},
	"ko": {"saranghae", "gangaji", "Seoul", "kimchi", "haneul", "tteokbokki", "busan", "hangang", "dubu", "nabi"},
	"vi": {"matroi", "hoasen", "Saigon", "pho", "meomeo", "yeuem", "hanoi", "bongsen", "caphe", "bachdang"},
	"th": {"sawasdee", "chang", "Krungthep", "mamuang", "maew", "somtam", "chiangmai", "sanuk", "phuket", "jaidee"},
	"id": {"merdeka", "kucing", "Bandung", "rendang", "garuda", "Jakarta", "sayang", "nasgor", "melati", "bakso"},
	"sw": {"simba", "jambo", "Mombasa", "tembo", "rafiki", "Kilimanjaro", "chai", "twiga", "Nairobi", "pamoja"},
}

func pw(lang string) string {
	w := pk(pwWords[lang]...)
	sym := pk("!", "#", "@", "$", "*", "?", ".", "_", "&", "%")
	year := fmt.Sprint(in(1975, 2025))
	switch r.Intn(10) {
	case 0:
		return w + year + sym
	case 1:
		return w + sym + year
	case 2:
		return strings.ToLower(w) + dg(in(2, 4))
	case 3:
		return w + "_" + pk(pwWords[lang]...) + dg(2)
	case 4:
		return rsMixed(in(10, 14), alnum+"!#$%&*?@")
	case 5:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + "." + dg(in(3, 6))
	case 6:
		l := strings.NewReplacer("a", "4", "e", "3", "i", "1", "o", "0").Replace(w)
		return l + sym + dg(2)
	case 7:
		w2 := pk(pwWords[lang]...)
		for w2 == w {
			w2 = pk(pwWords[lang]...)
		}
		return w + sym + w2 + sym
	case 8:
		return dg(2) + w + dg(2) + sym
	}
	return w + dg(in(2, 4)) + sym + sym
}

func pwRand() string {
	switch r.Intn(4) {
	case 0:
		return rsMixed(in(12, 16), alnum)
	case 1:
		return rs(in(8, 10), "abcdefghijkmnpqrstuvwxyz23456789") + dg(2)
	case 2:
		return rsMixed(in(10, 14), alnum+"#$%&!?")
	}
	return rsMixed(8, upper+digits)
}

func wifiDigits() string { return fmt.Sprint(in(1, 9)) + dg(7+r.Intn(3)) }

func fritz() string { return grp(dg(20), " ", 4, 4, 4, 4, 4) }
func livebox() string {
	return rsMixed(26, hexu)
}

func skOpenAI() string {
	if chance(0.3) {
		return "sk-" + rsMixed(20, alnum) + "T3BlbkFJ" + rsMixed(20, alnum)
	}
	return "sk-proj-" + rsMixed(in(64, 100), b64u)
}
func skAnt() string { return "sk-ant-api03-" + rsMixed(93, b64u) + "AA" }
func skStripe() string {
	return pk("sk_live_", "sk_live_", "rk_live_") + "51" + rsMixed(in(40, 60), alnum)
}
func pkStripe() string { return "pk_live_51" + rsMixed(in(40, 50), alnum) }
func ghp() string      { return pk("ghp_", "ghp_", "gho_") + rsMixed(36, alnum) }
func githubPat() string {
	return "github_pat_11" + rsMixed(20, upper+digits) + "_" + rsMixed(59, alnum)
}
func xoxb() string {
	return pk("xoxb-", "xoxb-", "xoxp-") + fmt.Sprint(in(100000000000, 999999999999)) + "-" + fmt.Sprint(in(1000000000000, 9999999999999)) + "-" + rsMixed(24, alnum)
}
func aiza() string     { return "AIza" + rsMixed(35, b64u) }
func tgBot() string    { return fmt.Sprint(in(100000000, 8999999999)) + ":AA" + rsMixed(33, b64u) }
func sendgrid() string { return "SG." + rsMixed(22, b64u) + "." + rsMixed(43, b64u) }
func hfTok() string    { return "hf_" + rsMixed(34, lower+upper) }
func npmTok() string   { return "npm_" + rsMixed(36, alnum) }
func glpat() string    { return "glpat-" + rsMixed(20, b64u) }
func awsSecret() string {
	return rsMixed(40, alnum+"+/")
}
func awsKeyID() string { return "AKIA" + rs(16, upper+"234567") }
func ntn() string      { return "ntn_" + dg(11) + rsMixed(35, alnum) }
func deepl() string {
	return rs(8, hexl) + "-" + rs(4, hexl) + "-" + rs(4, hexl) + "-" + rs(4, hexl) + "-" + rs(12, hexl) + ":fx"
}
func yandexTok() string { return "y0_AgAAAAA" + rsMixed(48, b64u) }
func kakao() string     { return rs(32, hexl) }
func mailchimp() string { return rs(32, hexl) + "-us" + fmt.Sprint(in(2, 21)) }
func lineTok() string   { return rsMixed(in(120, 150), alnum+"+/") + "=" }
func bearerTok() string {
	switch r.Intn(3) {
	case 0:
		return "ya29.a0" + rsMixed(in(90, 120), b64u)
	case 1:
		return rsMixed(in(32, 48), alnum)
	}
	return rsMixed(40, b64u)
}
func gapp() string {
	return rs(4, lower) + " " + rs(4, lower) + " " + rs(4, lower) + " " + rs(4, lower)
}
func appleApp() string {
	return rs(4, lower) + "-" + rs(4, lower) + "-" + rs(4, lower) + "-" + rs(4, lower)
}
func naverSecret() string { return rsMixed(10, alnum) }
func aliSecret() string   { return rsMixed(30, alnum) }
func twilioTok() string   { return rs(32, hexl) }

// ---------- JWT ----------

var jwtNames = []string{"Lucía Fernández", "João Pereira", "Chloé Martin", "Jürgen Vogel", "Giulia Conti", "Sanne de Vries", "Paweł Mazur", "Ayşe Yılmaz", "Ирина Орлова", "Тарас Мельник", "أحمد حسن", "مریم رضایی", "נועה כהן", "प्रिया शर्मा", "তানভীর রহমান", "山田太郎", "王伟", "陳怡婷", "김민준", "Nguyễn Thảo", "สมชาย แซ่ตั้ง", "Budi Santoso", "Neema Mwangi"}

func b64j(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt() string {
	var hdr string
	sigLen := 32
	switch r.Intn(4) {
	case 0:
		hdr = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		hdr = `{"typ":"JWT","alg":"HS256"}`
	case 2:
		hdr = `{"alg":"ES256","typ":"JWT","kid":"` + rs(8, hexl) + `"}`
		sigLen = 64
	default:
		hdr = `{"alg":"HS512","typ":"JWT"}`
		sigLen = 64
	}
	iat := in(1735689600, 1767225600)
	var pl string
	switch r.Intn(3) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, in(1000, 999999), pk(jwtNames...), iat, iat+3600*in(1, 24))
	case 1:
		pl = fmt.Sprintf(`{"sub":"%s-%s-%s","role":"%s","iat":%d,"exp":%d}`, rs(8, hexl), rs(4, hexl), rs(12, hexl), pk("user", "admin", "editor", "viewer"), iat, iat+900)
	default:
		pl = fmt.Sprintf(`{"uid":%d,"tenant":"%s","scope":"read write","iat":%d}`, in(100, 99999), pk("acme", "familia", "casa", "team-kb", "notion-sync"), iat)
	}
	sig := make([]byte, sigLen)
	for i := range sig {
		sig[i] = byte(r.Intn(256))
	}
	return b64j(hdr) + "." + b64j(pl) + "." + base64.RawURLEncoding.EncodeToString(sig)
}

// the international number as a WhatsApp link or a dialler stores it: digits only
func waDigits() string {
	switch r.Intn(8) {
	case 0:
		return "55" + pk("11", "21", "31", "85") + "9" + pk("6", "7", "8", "9") + dg(7)
	case 1:
		return "34" + "6" + dg(8)
	case 2:
		return "91" + pk("9", "8", "7") + dg(9)
	case 3:
		return "62" + "8" + pk("12", "13", "21", "57") + dg(8)
	case 4:
		return "254" + "7" + pk("0", "1", "2") + dg(7)
	case 5:
		return "966" + "5" + pk("0", "5", "6") + dg(7)
	case 6:
		return "90" + "5" + pk("32", "33", "42", "55") + dg(7)
	}
	return "52" + "1" + pk("55", "33", "81") + dg(8)
}

// 00 and the country code, the prefix for abroad people type instead of +
func intl00() string {
	switch r.Intn(6) {
	case 0:
		return "0049 " + pk("151", "160", "170", "176") + " " + dg(8)
	case 1:
		return "0033 " + pk("6", "7") + " " + grp(dg(8), " ", 2, 2, 2)
	case 2:
		return "0090 5" + pk("32", "33", "42", "55") + " " + grp(dg(7), " ", 3, 2)
	case 3:
		return "0039 3" + pk("47", "33", "40", "89") + " " + grp(dg(7), " ", 3)
	case 4:
		return "00351 9" + pk("1", "2", "3", "6") + dg(1) + " " + grp(dg(6), " ", 3)
	}
	return "0048 " + pk("601", "512", "790", "663") + " " + grp(dg(6), " ", 3)
}

func telLink() string {
	switch r.Intn(4) {
	case 0:
		return "+33" + pk("6", "7") + dg(8)
	case 1:
		return "+49" + pk("151", "170", "176") + dg(8)
	case 2:
		return "+82" + "10" + fmt.Sprint(in(2, 9)) + dg(7)
	}
	return "+84" + pk("91", "98", "35", "86") + dg(7)
}

func zoomID() string { return fmt.Sprint(in(81, 99)) + dg(1) + " " + dg(4) + " " + dg(4) }
