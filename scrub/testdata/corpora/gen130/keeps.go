package main

import (
	"fmt"
	"strings"
)

// ---------- dates, times, amounts ----------

func ymd() (int, int, int) { return in(2024, 2026), in(1, 12), in(1, 28) }

func dateSep(sep string, order string) string {
	y, m, d := ymd()
	switch order {
	case "dmy":
		return fmt.Sprintf("%02d%s%02d%s%d", d, sep, m, sep, y)
	case "mdy":
		return fmt.Sprintf("%02d%s%02d%s%d", m, sep, d, sep, y)
	}
	return fmt.Sprintf("%d%s%02d%s%02d", y, sep, m, sep, d)
}

var monthsES = []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}
var monthsFR = []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}
var monthsDE = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}

func dateLang(l string) string {
	y, m, d := ymd()
	switch l {
	case "es", "it", "pt", "fr", "vi", "id", "sw", "hi", "ar":
		if l == "es" && chance(0.3) {
			return fmt.Sprintf("%d de %s", d, monthsES[m-1])
		}
		if l == "fr" && chance(0.3) {
			return fmt.Sprintf("%d %s %d", d, monthsFR[m-1], y)
		}
		if l == "ar" && chance(0.3) {
			return nat(fmt.Sprintf("%d/%d/%d", d, m, y), zArabic)
		}
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case "de", "pl", "tr", "ru", "uk":
		if l == "de" && chance(0.25) {
			return fmt.Sprintf("%d. %s %d", d, monthsDE[m-1], y)
		}
		if chance(0.3) {
			return fmt.Sprintf("%02d.%02d.%02d", d, m, y%100)
		}
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case "he":
		return fmt.Sprintf("%d.%d.%d", d, m, y)
	case "fa":
		return nat(fmt.Sprintf("%d/%02d/%02d", y-621, in(1, 12), in(1, 29)), zPersian)
	case "bn":
		return nat(fmt.Sprintf("%02d/%02d/%d", d, m, y), zBengali)
	case "ja", "zh", "tw":
		if chance(0.5) {
			return fmt.Sprintf("%d年%d月%d日", y, m, d)
		}
		return fmt.Sprintf("%d/%02d/%02d", y, m, d)
	case "ko":
		if chance(0.5) {
			return fmt.Sprintf("%d년 %d월 %d일", y, m, d)
		}
		return fmt.Sprintf("%d.%02d.%02d", y, m, d)
	case "th":
		return fmt.Sprintf("%d/%02d/%d", d, m, y+543)
	case "us":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	}
	return fmt.Sprintf("%d-%02d-%02d", y, m, d)
}

func thou(n int, sep string) string {
	s := fmt.Sprint(n)
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	parts = append([]string{s}, parts...)
	return strings.Join(parts, sep)
}

func indian(n int) string {
	s := fmt.Sprint(n)
	if len(s) <= 3 {
		return s
	}
	head, tail := s[:len(s)-3], s[len(s)-3:]
	var parts []string
	for len(head) > 2 {
		parts = append([]string{head[len(head)-2:]}, parts...)
		head = head[:len(head)-2]
	}
	if head != "" {
		parts = append([]string{head}, parts...)
	}
	return strings.Join(parts, ",") + "," + tail
}

func amount(l string) string {
	var n int
	switch x := r.Intn(20); {
	case x < 8:
		n = in(5, 999)
	case x < 17:
		n = in(1000, 9999)
	default:
		n = in(10000, 99999)
	}
	c := fmt.Sprintf("%02d", in(0, 99))
	switch l {
	case "es":
		return thou(n, ".") + "," + c + " €"
	case "mx":
		return "$" + thou(n, ",") + "." + c + " MXN"
	case "br":
		return "R$ " + thou(n, ".") + "," + c
	case "pt":
		return thou(n, ".") + "," + c + " €"
	case "fr":
		return thou(n, " ") + "," + c + " €"
	case "de":
		return thou(n, ".") + "," + c + " €"
	case "ch":
		return "CHF " + thou(n, "'") + "." + c
	case "it":
		return "€ " + thou(n, ".") + "," + c
	case "nl":
		return "€ " + thou(n, ".") + "," + c
	case "pl":
		return thou(n, " ") + "," + c + " zł"
	case "tr":
		if chance(0.5) {
			return "₺" + thou(n, ".") + "," + c
		}
		return thou(n, ".") + "," + c + " TL"
	case "ru":
		return thou(n, " ") + " ₽"
	case "uk":
		return thou(n, " ") + "," + c + " грн"
	case "ar":
		if chance(0.4) {
			return nat(thou(n, "٬"), zArabic) + " ر.س"
		}
		return thou(n, ",") + " درهم"
	case "fa":
		return nat(thou(n*1000, "٬"), zPersian) + " تومان"
	case "he":
		return "₪" + thou(n, ",") + "." + c
	case "hi":
		return "₹" + indian(n*10)
	case "bn":
		return "৳" + nat(thou(n, ","), zBengali)
	case "ja":
		if chance(0.5) {
			return thou(n, ",") + "円"
		}
		return "¥" + thou(n, ",")
	case "zh":
		if chance(0.5) {
			return fmt.Sprint(n) + "元"
		}
		return "¥" + thou(n, ",") + "." + c
	case "tw":
		return "NT$" + thou(n, ",")
	case "ko":
		if chance(0.5) {
			return thou(n*100, ",") + "원"
		}
		return "₩" + thou(n*100, ",")
	case "vi":
		return thou(n*1000, ".") + pk("₫", " đ", " VNĐ")
	case "th":
		if chance(0.5) {
			return thou(n, ",") + " บาท"
		}
		return "฿" + thou(n, ",")
	case "id":
		return "Rp " + thou(n*100, ".")
	case "sw":
		return "KSh " + thou(n, ",")
	}
	return fmt.Sprint(n)
}

func timeOf(l string) string {
	h, m := in(7, 21), pk("00", "15", "30", "45")
	switch l {
	case "fr":
		return fmt.Sprintf("%dh%s", h, m)
	case "ja", "zh", "tw":
		return fmt.Sprintf("%d:%s", h, m)
	}
	return fmt.Sprintf("%02d:%s", h, m)
}

// ---------- orders, tracking, invoices ----------

func orderAmz() string {
	return pk("028", "171", "302", "303", "304", "305", "306", "401", "402", "403", "404", "405", "406", "407", "408", "249", "250", "503") + "-" + dg(7) + "-" + dg(7)
}

func orderOf(kind string) string {
	switch kind {
	case "ml":
		return "2000" + dg(12)
	case "tr":
		return fmt.Sprint(in(1, 9)) + dg(9)
	case "ozon":
		return dg(8) + "-" + dg(4)
	case "wb":
		return fmt.Sprint(in(1, 9)) + dg(8)
	case "shopee":
		y, m, d := ymd()
		return fmt.Sprintf("%02d%02d%02d", y%100, m, d) + rs(8, upper+digits)
	case "tokped":
		y, m, d := ymd()
		return fmt.Sprintf("INV/%d%02d%02d/MPL/%s", y, m, d, dg(10))
	case "taobao":
		return pk("2", "3", "4") + dg(18)
	case "jd":
		return fmt.Sprint(in(1, 3)) + dg(11)
	case "coupang":
		return "1" + dg(13)
	case "flipkart":
		return "OD" + dg(18)
	case "rakuten":
		y, m, d := ymd()
		return fmt.Sprintf("%s-%d%02d%02d-%s", dg(6), y, m, d, dg(10))
	case "allegro":
		return rs(8, hexl) + "-" + rs(4, hexl) + "-11ef-" + rs(4, hexl) + "-" + rs(12, hexl)
	case "digikala":
		return "DKC-" + dg(9)
	case "noon":
		return "NAEG" + dg(8)
	case "jumia":
		return fmt.Sprint(in(3, 3)) + dg(8)
	case "lazada":
		return dg(15)
	case "bol":
		return "A000" + rs(6, upper+digits)
	case "fnac":
		return "8R" + rs(8, upper+digits)
	case "hepsi":
		return dg(9)
	case "rozetka":
		return dg(9)
	case "elcorte":
		return "EC" + dg(10)
	case "magalu":
		return dg(13)
	case "zalando":
		return "10" + dg(12)
	}
	return dg(9)
}

// carriers people in each language meet (indices into track's cases)
var trackCarriers = map[string][]int{
	"es": {0, 1, 13, 3}, "pt": {3, 3, 1, 0}, "fr": {0, 1, 13}, "de": {0, 0, 1, 13}, "it": {0, 1, 13}, "nl": {2, 2, 0}, "pl": {0, 1, 4},
	"tr": {11, 11, 1}, "ru": {4, 10, 1}, "uk": {8, 8, 4}, "ar": {1, 4, 10}, "fa": {4, 10}, "he": {4, 1, 10}, "hi": {1, 4, 12},
	"bn": {4, 1}, "ja": {6, 6, 1}, "zh": {5, 9, 10}, "tw": {6, 5, 4}, "ko": {6, 4, 1}, "vi": {4, 12, 10}, "th": {7, 7, 12}, "id": {12, 12, 4},
	"sw": {1, 4, 0},
}

func trackIn(l string) string { return trackCase(pk2i(trackCarriers[l])) }

func pk2i(a []int) int { return a[r.Intn(len(a))] }

func track() string { return trackCase(r.Intn(14)) }

func trackCase(c int) string {
	switch c {
	case 0:
		return "00340434" + dg(12)
	case 1:
		return "1Z" + rs(6, upper+digits) + dg(10)
	case 2:
		return "3S" + rs(4, upper) + dg(9)
	case 3:
		return rs(2, upper) + dg(9) + "BR"
	case 4:
		return pk("LX", "LP", "RB", "UA") + dg(9) + "CN"
	case 5:
		return "SF" + dg(13)
	case 6:
		return grp(dg(12), "-", 4, 4)
	case 7:
		return "EF" + dg(9) + "TH"
	case 8:
		return pk("20", "59") + dg(12)
	case 9:
		return "JD" + dg(18)
	case 10:
		return "YT" + dg(16)
	case 11:
		return "RR" + dg(9) + "TR"
	case 12:
		return "JX" + dg(10)
	}
	return "CP" + dg(9) + "DE"
}

func invoice(l string) string {
	y := in(2024, 2026)
	switch l {
	case "de":
		return fmt.Sprintf("RE-%d-%05d", y, in(1, 99999))
	case "es":
		return fmt.Sprintf("F%d-%04d", y, in(1, 9999))
	case "fr":
		return fmt.Sprintf("FA%d/%05d", y, in(1, 99999))
	case "pl":
		return fmt.Sprintf("FV/%d/%02d/%03d", y, in(1, 12), in(1, 999))
	case "nl":
		return fmt.Sprintf("%d%06d", y, in(1, 999999))
	case "it":
		return fmt.Sprintf("%d/%d", in(1, 999), y)
	case "devis":
		return fmt.Sprintf("D-%d-%04d", y, in(1, 9999))
	}
	return fmt.Sprintf("INV-%d-%04d", y, in(1, 9999))
}

// ---------- postal codes ----------

func postal(l string) string {
	switch l {
	case "br":
		return fmt.Sprintf("%05d-%03d", in(1000, 99999), in(0, 999))
	case "pt":
		return fmt.Sprintf("%d-%03d", in(1000, 9999), in(0, 999))
	case "nl":
		return fmt.Sprintf("%d %s", in(1000, 9999), rs(2, "ABCDEGHJKLMNPRSTVWXZ"))
	case "pl":
		return fmt.Sprintf("%02d-%03d", in(0, 99), in(0, 999))
	case "ru":
		return fmt.Sprintf("%d", in(101000, 692999))
	case "ir":
		return nat(fmt.Sprintf("%05d-%05d", in(11111, 99999), in(11111, 99999)), zPersian)
	case "il":
		return fmt.Sprint(in(1000000, 9999999))
	case "in":
		return fmt.Sprint(in(110001, 855999))
	case "bd":
		return fmt.Sprint(in(1000, 9400))
	case "jp":
		return fmt.Sprintf("〒%03d-%04d", in(1, 999), in(0, 9999))
	case "cn":
		return fmt.Sprint(in(100000, 850000))
	case "tw":
		return fmt.Sprint(in(100, 983))
	case "kr", "de", "fr", "es", "it", "tr", "ua", "sa", "id", "th", "mx":
		return fmt.Sprintf("%05d", in(1001, 99999))
	case "vn":
		return fmt.Sprint(in(10, 96)) + "0000"
	case "ke":
		return fmt.Sprintf("%05d", in(100, 90100))
	}
	return fmt.Sprint(in(1000, 9999))
}

// ---------- national ids (not US SSNs) ----------

func dni() string {
	n := in(10000000, 99999999)
	return fmt.Sprintf("%d%c", n, "TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
}
func nie() string {
	p := r.Intn(3)
	n := in(0, 9999999)
	return fmt.Sprintf("%c%07d%c", "XYZ"[p], n, "TRWAGMYFPDXBNJZSQVHLCKE"[(p*10000000+n)%23])
}
func digs(s string) []int {
	o := make([]int, len(s))
	for i := range s {
		o[i] = int(s[i] - '0')
	}
	return o
}
func cpf() string {
	d := digs(dg(9))
	s := 0
	for i := 0; i < 9; i++ {
		s += d[i] * (10 - i)
	}
	d1 := s * 10 % 11 % 10
	d = append(d, d1)
	s = 0
	for i := 0; i < 10; i++ {
		s += d[i] * (11 - i)
	}
	d2 := s * 10 % 11 % 10
	str := ""
	for _, x := range append(d, d2) {
		str += fmt.Sprint(x)
	}
	return str[:3] + "." + str[3:6] + "." + str[6:9] + "-" + str[9:]
}
func nifPT() string {
	d := digs(pk("1", "2") + dg(7))
	s := 0
	for i := 0; i < 8; i++ {
		s += d[i] * (9 - i)
	}
	c := 11 - s%11
	if c >= 10 {
		c = 0
	}
	out := ""
	for _, x := range d {
		out += fmt.Sprint(x)
	}
	return out + fmt.Sprint(c)
}
func bsn() string {
	for {
		d := digs(fmt.Sprint(in(1, 9)) + dg(8))
		s := 0
		for i := 0; i < 8; i++ {
			s += d[i] * (9 - i)
		}
		s -= d[8]
		if s%11 == 0 {
			out := ""
			for _, x := range d {
				out += fmt.Sprint(x)
			}
			return out
		}
	}
}
func pesel() string {
	y, m, d := in(50, 99), in(1, 12), in(1, 28)
	b := fmt.Sprintf("%02d%02d%02d%s", y, m, d, dg(4))
	w := []int{1, 3, 7, 9, 1, 3, 7, 9, 1, 3}
	s := 0
	for i, x := range digs(b) {
		s += x * w[i]
	}
	return b + fmt.Sprint((10-s%10)%10)
}
func tckn() string {
	d := digs(fmt.Sprint(in(1, 9)) + dg(8))
	d10 := ((d[0]+d[2]+d[4]+d[6]+d[8])*7 - (d[1] + d[3] + d[5] + d[7])) % 10
	if d10 < 0 {
		d10 += 10
	}
	d = append(d, d10)
	s := 0
	for _, x := range d {
		s += x
	}
	d = append(d, s%10)
	out := ""
	for _, x := range d {
		out += fmt.Sprint(x)
	}
	return out
}
func snils() string {
	b := dg(9)
	s := 0
	for i, x := range digs(b) {
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
	return fmt.Sprintf("%s-%s-%s %02d", b[:3], b[3:6], b[6:], c)
}
func tzIL() string {
	b := dg(8)
	s := 0
	for i, x := range digs(b) {
		v := x * (1 + i%2)
		if v > 9 {
			v -= 9
		}
		s += v
	}
	return b + fmt.Sprint((10-s%10)%10)
}
func melli() string {
	b := fmt.Sprintf("%03d", in(1, 999)) + dg(6)
	s := 0
	for i, x := range digs(b) {
		s += x * (10 - i)
	}
	rr := s % 11
	c := rr
	if rr >= 2 {
		c = 11 - rr
	}
	return b + fmt.Sprint(c)
}
func cnID() string {
	y, m, d := in(1950, 2005), in(1, 12), in(1, 28)
	b := pk("110105", "310104", "440305", "510107", "330106", "420111") + fmt.Sprintf("%d%02d%02d", y, m, d) + dg(3)
	w := []int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	s := 0
	for i, x := range digs(b) {
		s += x * w[i]
	}
	return b + string("10X98765432"[s%11])
}
func thaiID() string {
	b := fmt.Sprint(in(1, 8)) + dg(11)
	s := 0
	for i, x := range digs(b) {
		s += x * (13 - i)
	}
	c := (11 - s%11) % 10
	full := b + fmt.Sprint(c)
	return full[:1] + "-" + full[1:5] + "-" + full[5:10] + "-" + full[10:12] + "-" + full[12:]
}
func twID() string {
	letters := "ABCDEFGHJKLMNPQRSTUVXYWZIO"
	li := r.Intn(len(letters))
	code := 10 + li
	b := pk("1", "2") + dg(7)
	s := code/10 + (code%10)*9
	for i, x := range digs(b) {
		s += x * (8 - i)
	}
	c := (10 - s%10) % 10
	return string(letters[li]) + b + fmt.Sprint(c)
}
func nik() string {
	prov := pk("31", "32", "33", "34", "35", "36", "51", "52", "61", "64", "71", "73", "12", "13", "16")
	d := in(1, 28)
	if chance(0.5) {
		d += 40
	}
	return prov + fmt.Sprintf("%02d%02d", in(1, 20), in(1, 30)) + fmt.Sprintf("%02d%02d%02d", d, in(1, 12), in(60, 99)) + fmt.Sprintf("%04d", in(1, 30))
}
func aadhaar() string { return fmt.Sprint(in(2, 9)) + dg(3) + " " + dg(4) + " " + dg(4) }
func panIN() string {
	return rs(3, upper) + "P" + rs(1, upper) + dg(4) + rs(1, upper)
}
func curp() string {
	return rs(4, upper) + fmt.Sprintf("%02d%02d%02d", in(60, 99), in(1, 12), in(1, 28)) + pk("H", "M") + pk("DF", "JC", "NL", "PL", "MC") + rs(3, "BCDFGHJKLMNPRSTVZ") + pk("0", "A") + dg(1)
}
func codFisc() string {
	return rs(6, "BCDFGLMNPRSTVZ") + fmt.Sprintf("%02d", in(50, 99)) + string("ABCDEHLMPRST"[r.Intn(12)]) + fmt.Sprintf("%02d", in(1, 71)) + pk("H501", "F205", "A662", "L219", "G273") + rs(1, upper)
}
func siret() string { return grp(dg(14), " ", 3, 3, 3) }
func brnKR() string { return fmt.Sprintf("%03d-%02d-%05d", in(101, 899), in(1, 99), in(1, 99999)) }
func cccd() string  { return fmt.Sprintf("0%02d%d%02d%s", in(1, 96), in(0, 3), in(60, 99), dg(6)) }
func emiratesID() string {
	return fmt.Sprintf("784-%d-%s-%s", in(1960, 2005), dg(7), dg(1))
}
func iqama() string { return "2" + dg(9) }
func egyptID() string {
	return fmt.Sprintf("%d%02d%02d%02d%02d%s", in(2, 3), in(60, 99), in(1, 12), in(1, 28), in(1, 35), dg(5))
}
func myNumber() string {
	return grp(dg(12), " ", 4, 4)
}
func nidBD() string  { return fmt.Sprint(in(1, 9)) + dg(9) }
func kra() string    { return "A" + dg(9) + rs(1, upper) }
func keID() string   { return fmt.Sprint(in(2, 3)) + dg(7) }
func inn() string    { return "77" + dg(10) }
func rnokpp() string { return fmt.Sprint(in(2, 3)) + dg(9) }
func steuerID() string {
	return fmt.Sprint(in(1, 9)) + dg(1) + " " + dg(3) + " " + dg(3) + " " + dg(3)
}

// ---------- travel, rooms, misc ----------

func flight(l string) string {
	al := map[string][]string{
		"es": {"IB", "UX", "VY", "AM", "AV", "AR"}, "pt": {"TP", "LA", "G3", "AD"}, "fr": {"AF", "TO", "SN", "LX"},
		"de": {"LH", "EW", "OS", "LX", "DE"}, "it": {"AZ", "FR", "U2"}, "nl": {"KL", "HV"}, "pl": {"LO", "W6", "FR"},
		"tr": {"TK", "PC", "XQ"}, "ru": {"SU", "S7", "U6", "DP"}, "uk": {"PS", "LO", "W6"}, "ar": {"SV", "EK", "QR", "MS", "EY", "XY"},
		"fa": {"IR", "W5", "EP"}, "he": {"LY", "IZ", "6H"}, "hi": {"AI", "6E", "UK", "SG"}, "bn": {"BG", "BS", "2A"},
		"ja": {"JL", "NH", "MM", "BC"}, "zh": {"CA", "MU", "CZ", "HU"}, "tw": {"CI", "BR", "JX", "CX"}, "ko": {"KE", "OZ", "7C", "LJ"},
		"vi": {"VN", "VJ", "QH"}, "th": {"TG", "FD", "WE", "DD"}, "id": {"GA", "JT", "QG", "ID"}, "sw": {"KQ", "TC", "ET", "PW"},
	}[l]
	if al == nil {
		al = []string{"LH", "AF", "TK"}
	}
	if chance(0.5) {
		return pk(al...) + " " + fmt.Sprint(in(1, 9999))
	}
	return pk(al...) + fmt.Sprint(in(10, 9999))
}

func pnr() string { return rs(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") }

func room(l string) string {
	n := fmt.Sprint(in(101, 1899))
	switch l {
	case "es":
		return "habitación " + n
	case "pt":
		return "quarto " + n
	case "fr":
		return "chambre " + n
	case "de":
		return "Zimmer " + n
	case "it":
		return "camera " + n
	case "nl":
		return "kamer " + n
	case "pl":
		return "pokój " + n
	case "tr":
		return "oda " + n
	case "ru":
		return "номер " + n
	case "uk":
		return "кімната " + n
	case "ar":
		return "غرفة " + n
	case "fa":
		return "اتاق " + n
	case "he":
		return "חדר " + n
	case "hi":
		return "कमरा " + n
	case "bn":
		return "রুম " + n
	case "ja":
		return n + "号室"
	case "zh", "tw":
		return n + "房"
	case "ko":
		return n + "호"
	case "vi":
		return "phòng " + n
	case "th":
		return "ห้อง " + n
	case "id":
		return "kamar " + n
	case "sw":
		return "chumba " + n
	}
	return "room " + n
}

func expiry() string {
	if chance(0.2) {
		return fmt.Sprintf("%02d/20%d", in(1, 12), in(26, 31))
	}
	return fmt.Sprintf("%02d/%d", in(1, 12), in(26, 31))
}

func ssid() string {
	switch r.Intn(12) {
	case 0:
		return "MOVISTAR_" + rs(4, hexu)
	case 1:
		return "FRITZ!Box 7590 " + rs(2, upper)
	case 2:
		return "Livebox-" + rs(4, hexu)
	case 3:
		return "TP-Link_" + rs(4, hexu)
	case 4:
		return "Ziggo" + dg(7)
	case 5:
		return "SUPERONLINE_WiFi_" + dg(4)
	case 6:
		return "Keenetic-" + dg(4)
	case 7:
		return "VNPT_" + rs(4, upper)
	case 8:
		return "TRUE_H_" + dg(4)
	case 9:
		return "IndiHome-" + rs(4, upper)
	case 10:
		return "HUAWEI-" + rs(4, upper+digits)
	}
	return "Vodafone-" + rs(6, upper+digits)
}

func version() string {
	return fmt.Sprintf("%s%d.%d.%d", pk("v", "", "v", "ver. "), in(1, 24), in(0, 30), in(0, 40))
}

func sshPub() string { return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, alnum+"+/") }
func masked() string {
	l4 := dg(4)
	switch r.Intn(4) {
	case 0:
		return "**** **** **** " + l4
	case 1:
		return "•••• " + l4
	case 2:
		return "XXXX-XXXX-XXXX-" + l4
	}
	return "*" + l4
}
func imei() string {
	return luhnComplete(pk("35", "86", "35", "01") + dg(12))
}
func iban(cc string) string {
	switch cc {
	case "DE":
		return "DE" + dg(2) + " " + grp(dg(18), " ", 4, 4, 4, 4)
	case "ES":
		return "ES" + dg(2) + " " + grp(dg(20), " ", 4, 4, 4, 4, 4)
	case "FR":
		return "FR76 " + grp(dg(23), " ", 4, 4, 4, 4, 4)
	case "TR":
		return "TR" + dg(2) + " " + grp(dg(22), " ", 4, 4, 4, 4, 4)
	}
	return "NL" + dg(2) + " INGB " + grp(dg(10), " ", 4, 4)
}
func year() string  { return fmt.Sprint(in(2022, 2025)) }
func usZip() string { return fmt.Sprintf("%05d", in(10001, 99950)) }
func caseNo() string {
	return pk("IOE", "EAC", "MSC", "LIN", "WAC", "SRC") + dg(10)
}
func aNumber() string { return "A" + dg(9) }
