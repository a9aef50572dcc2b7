package main

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"strings"
)

// SafeD returns n random digits starting with one of first; when the run
// is 13-19 digits it is made to fail Luhn so that it is never a card.
func (r R) SafeD(first string, n int) string {
	d := r.from(first, 1) + r.D(n-1)
	if n >= 13 && n <= 19 {
		d = notLuhn(d)
	}
	return d
}

// ---- commerce ids ----

func (r R) OrderNo() string {
	switch r.Intn(9) {
	case 0:
		return fmt.Sprintf("ORD-%d-%06d", r.N(2023, 2026), r.N(1, 999999))
	case 1:
		return "#" + r.Ns(1001, 99999)
	case 2:
		return fmt.Sprintf("%s-%s-%s", r.Pick("111", "112", "113", "114", "202", "203", "205"), r.D(7), r.D(7))
	case 3:
		return "SO-" + r.D(6)
	case 4:
		return "A" + r.D(8)
	case 5:
		return r.Upper(2) + r.D(6) + r.Upper(1)
	case 6:
		return fmt.Sprintf("%d%s", r.N(2023, 2026), r.D(6))
	case 7:
		return "W" + r.D(9)
	}
	return r.Upper(3) + "-" + r.Noise(upperA+digitA, 6)
}

func (r R) InvoiceNo() string {
	y := r.N(2023, 2026)
	switch r.Intn(6) {
	case 0:
		return fmt.Sprintf("INV-%d-%05d", y, r.N(1, 99999))
	case 1:
		return fmt.Sprintf("RE-%d-%05d", y, r.N(1, 99999))
	case 2:
		return fmt.Sprintf("FA%d/%05d", y, r.N(1, 99999))
	case 3:
		return fmt.Sprintf("%d-%05d", y, r.N(1, 99999))
	case 4:
		return "INV" + r.D(8)
	}
	return fmt.Sprintf("F-%d-%04d", y, r.N(1, 9999))
}

func (r R) TicketNo() string {
	switch r.Intn(7) {
	case 0:
		return "INC" + r.D(7)
	case 1:
		return "CS" + r.D(8)
	case 2:
		return r.Pick("OPS", "SUP", "HELP", "NET", "FIN", "LOG") + "-" + r.Ns(100, 9999)
	case 3:
		return "#" + r.Ns(100000, 999999)
	case 4:
		return "CASE-" + r.D(7)
	case 5:
		return "ZD-" + r.Ns(10000, 999999)
	}
	return "RITM" + r.D(7)
}

func (r R) SKU() string {
	return r.Pick(r.Upper(3)+"-"+r.D(4)+"-"+r.Upper(2), r.Upper(2)+r.D(5), r.D(3)+"-"+r.D(3)+"-"+r.D(4), r.Upper(1)+r.D(3)+"-"+r.Upper(3))
}

// ---- logistics ----

var upsVal = map[byte]int{}

func upsCheck(s string) string { // s: 15 chars after 1Z, check digit appended
	sum := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		var v int
		if c >= '0' && c <= '9' {
			v = int(c - '0')
		} else {
			v = (int(c-'A') + 2) % 10
		}
		if i%2 == 1 {
			v *= 2
		}
		sum += v
	}
	ck := (10 - sum%10) % 10
	return s + fmt.Sprint(ck)
}

func (r R) UPS() string {
	body := r.Noise(upperA+digitA, 6) + r.Pick("01", "02", "03", "12", "13", "42") + r.D(7)
	t := "1Z" + upsCheck(body)
	if r.Chance(0.25) {
		return t[:2] + " " + t[2:5] + " " + t[5:8] + " " + t[8:10] + " " + t[10:14] + " " + t[14:]
	}
	return t
}

func (r R) FedEx12() string {
	d := r.SafeD("7", 12)
	if r.Chance(0.4) {
		return d[:4] + " " + d[4:8] + " " + d[8:]
	}
	return d
}

func (r R) FedEx15() string { return "96" + r.SafeD("1", 13)[1:] + r.D(1) }

func (r R) DHL() string {
	switch r.Intn(3) {
	case 0:
		return r.DNZ(10)
	case 1:
		return "00340434" + r.D(12)
	}
	return "JJD" + r.D(18)
}

func (r R) USPS() string {
	d := r.Pick("9400", "9205", "9361", "9270", "9300") + r.D(18)
	if r.Chance(0.5) {
		return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:20] + " " + d[20:]
	}
	return d
}

func (r R) RoyalMail() string { return r.Upper(2) + r.D(9) + "GB" }

func (r R) ContainerNo() string {
	owner := r.Pick("MSCU", "MAEU", "CMAU", "HLXU", "TGHU", "OOLU", "CSQU")
	serial := r.D(6)
	vals := map[byte]int{}
	v := 10
	for c := byte('A'); c <= 'Z'; c++ {
		if v%11 == 0 {
			v++
		}
		vals[c] = v
		v++
	}
	sum := 0
	s := owner + serial
	for i := 0; i < 10; i++ {
		var x int
		if s[i] >= 'A' {
			x = vals[s[i]]
		} else {
			x = int(s[i] - '0')
		}
		sum += x << i
	}
	return owner + " " + serial + " " + fmt.Sprint(sum%11%10)
}

func (r R) AWB() string { return r.Pick("020", "057", "176", "618", "160", "074") + "-" + r.D(8) }

func (r R) HSCode() string { return r.D(4) + "." + r.D(2) + "." + r.D(2) }

// ---- banking ----

var ibanSpec = map[string]string{"DE": "n18", "FR": "n10a11n2", "GB": "a4n14", "ES": "n20", "IT": "a1n22", "NL": "a4n10", "BE": "n12", "CH": "n17", "AT": "n16", "PL": "n24", "PT": "n21", "IE": "a4n14", "SE": "n20"}
var ibanCCs = []string{"DE", "FR", "GB", "ES", "IT", "NL", "BE", "CH", "AT", "PL", "PT", "IE", "SE"}

func ibanCheck(cc, bban string) string {
	s := bban + cc + "00"
	var num strings.Builder
	for _, c := range s {
		if c >= 'A' && c <= 'Z' {
			num.WriteString(fmt.Sprint(int(c-'A') + 10))
		} else {
			num.WriteRune(c)
		}
	}
	n, _ := new(big.Int).SetString(num.String(), 10)
	m := new(big.Int).Mod(n, big.NewInt(97)).Int64()
	return fmt.Sprintf("%02d", 98-m)
}

func (r R) IBANRaw(cc string) string {
	spec := ibanSpec[cc]
	var bban strings.Builder
	for i := 0; i < len(spec); {
		kind := spec[i]
		j := i + 1
		for j < len(spec) && spec[j] >= '0' && spec[j] <= '9' {
			j++
		}
		n := atoi(spec[i+1 : j])
		if kind == 'n' {
			bban.WriteString(r.D(n))
		} else {
			if cc == "GB" || cc == "IE" {
				bban.WriteString(r.Pick("NWBK", "BARC", "LOYD", "HBUK", "MIDL", "AIBK", "BOFI")[:n])
			} else if cc == "NL" {
				bban.WriteString(r.Pick("ABNA", "INGB", "RABO", "TRIO", "BUNQ")[:n])
			} else {
				bban.WriteString(r.from(upperA+digitA, n))
			}
		}
		i = j
	}
	b := bban.String()
	return cc + ibanCheck(cc, b) + b
}

func (r R) IBAN(cc string) string {
	raw := r.IBANRaw(cc)
	if r.Chance(0.6) {
		var parts []string
		for i := 0; i < len(raw); i += 4 {
			parts = append(parts, raw[i:min(i+4, len(raw))])
		}
		return strings.Join(parts, " ")
	}
	return raw
}

var bics = map[string][]string{"DE": {"COBADEFFXXX", "DEUTDEFF", "BYLADEM1001", "INGDDEFFXXX", "GENODEF1S04"}, "FR": {"BNPAFRPP", "SOGEFRPP", "CRLYFRPP", "AGRIFRPPXXX"},
	"GB": {"NWBKGB2L", "BARCGB22", "LOYDGB21", "HBUKGB4B"}, "ES": {"CAIXESBBXXX", "BBVAESMM", "BSCHESMM"}, "IT": {"UNCRITMM", "BCITITMM"}, "NL": {"INGBNL2A", "ABNANL2A", "RABONL2U"},
	"BE": {"GEBABEBB", "BBRUBEBB"}, "CH": {"UBSWCHZH80A", "CRESCHZZ80A"}, "AT": {"BKAUATWW", "RZBAATWW"}, "PL": {"PKOPPLPW", "BREXPLPW"}, "PT": {"CGDIPTPL"}, "IE": {"AIBKIE2D", "BOFIIE2D"}, "SE": {"ESSESESS", "HANDSESS"}}

func (r R) BIC(cc string) string { return r.PickL(bics[cc]) }

func (r R) ABA() string {
	for {
		d := fmt.Sprintf("%02d", r.Pick2(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31, 32)) + r.D(6)
		w := []int{3, 7, 1, 3, 7, 1, 3, 7}
		s := 0
		for i := 0; i < 8; i++ {
			s += w[i] * int(d[i]-'0')
		}
		ck := (10 - s%10) % 10
		return d + fmt.Sprint(ck)
	}
}

func (r R) AcctNo() string { return r.DNZ(r.N(8, 12)) }

// ---- publishing, retail codes ----

func (r R) ISBN13() string {
	body := r.Pick("978", "979") + r.D(9)
	s := 0
	for i := 0; i < 12; i++ {
		w := 1
		if i%2 == 1 {
			w = 3
		}
		s += w * int(body[i]-'0')
	}
	d := body + fmt.Sprint((10-s%10)%10)
	if r.Chance(0.6) {
		a := r.N(1, 2)
		b := r.N(2, 5)
		return d[:3] + "-" + d[3:3+a] + "-" + d[3+a:3+a+b] + "-" + d[3+a+b:12] + "-" + d[12:]
	}
	return d
}

func (r R) ISBN10() string {
	body := r.D(9)
	s := 0
	for i := 0; i < 9; i++ {
		s += (10 - i) * int(body[i]-'0')
	}
	c := (11 - s%11) % 11
	cs := fmt.Sprint(c)
	if c == 10 {
		cs = "X"
	}
	return body[:1] + "-" + body[1:4] + "-" + body[4:9] + "-" + cs
}

func (r R) ISSN() string {
	body := r.D(7)
	s := 0
	for i := 0; i < 7; i++ {
		s += (8 - i) * int(body[i]-'0')
	}
	c := (11 - s%11) % 11
	cs := fmt.Sprint(c)
	if c == 10 {
		cs = "X"
	}
	return body[:4] + "-" + body[4:] + cs
}

func eanCheck(body string) string {
	s := 0
	n := len(body)
	for i := 0; i < n; i++ {
		w := 1
		if (n-i)%2 == 1 {
			w = 3
		}
		s += w * int(body[i]-'0')
	}
	return body + fmt.Sprint((10-s%10)%10)
}

// EAN13 never reads as a card (regenerated when it would).
func (r R) EAN13() string {
	for {
		d := eanCheck(r.Pick("400", "401", "402", "405", "440", "300", "350", "376", "500", "539", "590", "690", "729", "800", "871", "880", "890", "789") + r.D(9))
		if !(issuerCard(d) && luhnOK(d)) {
			return d
		}
	}
}

func (r R) UPC() string { return eanCheck(r.Pick("0", "0", "1", "6", "7", "8") + r.D(10)) }

// ---- devices, network ----

func (r R) IMEI() string {
	d := r.LuhnFill(r.Pick("35", "35", "86", "01", "99", "35", "49", "44", "45")+r.D(6), 15)
	switch r.Intn(4) {
	case 0:
		return d[:2] + "-" + d[2:8] + "-" + d[8:14] + "-" + d[14:]
	case 1:
		return d[:2] + " " + d[2:8] + " " + d[8:14] + " " + d[14:]
	}
	return d
}

func (r R) ICCID() string {
	n := r.Pick2(19, 20, 19)
	d := r.LuhnFill("89"+r.Pick("44", "49", "01", "33", "86", "91", "34", "31")+r.D(2), n)
	if r.Chance(0.3) {
		var p []string
		for i := 0; i < len(d); i += 4 {
			p = append(p, d[i:min(i+4, len(d))])
		}
		return strings.Join(p, " ")
	}
	return d
}

func (r R) MAC() string {
	var p []string
	for i := 0; i < 6; i++ {
		p = append(p, r.HEX(2))
	}
	switch r.Intn(3) {
	case 0:
		return strings.Join(p, ":")
	case 1:
		return strings.ToLower(strings.Join(p, "-"))
	}
	s := strings.ToLower(strings.Join(p, ""))
	return s[:4] + "." + s[4:8] + "." + s[8:]
}

func (r R) IPv4() string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", r.N(0, 255), r.N(0, 255), r.N(1, 254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", r.N(0, 255), r.N(1, 254))
	case 2:
		return fmt.Sprintf("172.%d.%d.%d", r.N(16, 31), r.N(0, 255), r.N(1, 254))
	}
	return fmt.Sprintf("%d.%d.%d.%d", r.Pick2(34, 52, 81, 91, 104, 142, 151, 185, 203, 198, 62, 77), r.N(0, 255), r.N(0, 255), r.N(1, 254))
}

func (r R) IPv6() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("2001:db8:%x:%x::%x", r.N(0, 0xffff), r.N(0, 0xffff), r.N(1, 0xffff))
	case 1:
		return fmt.Sprintf("fe80::%x:%xff:fe%02x:%x", r.N(0x1000, 0xffff), r.N(0x10, 0xff), r.N(0, 255), r.N(0x1000, 0xffff))
	}
	return fmt.Sprintf("2a0%d:%x:%x:%x:%x:%x:%x:%x", r.N(0, 9), r.N(0x1000, 0xffff), r.N(0, 0xffff), r.N(0, 0xffff), r.N(0, 0xffff), r.N(0, 0xffff), r.N(0, 0xffff), r.N(1, 0xffff))
}

func (r R) Port() string {
	return r.Pick("443", "8443", "8080", "5432", "6379", "9092", "3306", "27017", "5672", "9200", "2379", "15672")
}

func (r R) UUID() string {
	return r.Hex(8) + "-" + r.Hex(4) + "-4" + r.Hex(3) + "-" + r.Pick("8", "9", "a", "b") + r.Hex(3) + "-" + r.Hex(12)
}

func (r R) SHA1() string   { return r.Hex(40) }
func (r R) SHA256() string { return r.Hex(64) }
func (r R) MD5() string    { return r.Hex(32) }
func (r R) Short() string  { return r.Hex(7) }

func (r R) Version() string {
	switch r.Intn(6) {
	case 0:
		return fmt.Sprintf("v%d.%d.%d", r.N(0, 5), r.N(0, 30), r.N(0, 20))
	case 1:
		return fmt.Sprintf("%d.%d.%d", r.N(1, 20), r.N(0, 40), r.N(0, 200))
	case 2:
		return fmt.Sprintf("%d.%d.%d-rc.%d", r.N(1, 4), r.N(0, 12), r.N(0, 9), r.N(1, 5))
	case 3:
		return fmt.Sprintf("1.%d.%d-gke.%d", r.N(26, 31), r.N(1, 12), r.N(100, 2400))
	case 4:
		return fmt.Sprintf("%d.%d.%d.%d", r.N(100, 131), 0, r.N(5000, 6999), r.N(10, 200))
	}
	return fmt.Sprintf("%d.%d", r.N(1, 9), r.N(0, 99))
}

func (r R) Build() string {
	return r.Pick("build "+r.Ns(1000, 99999), "#"+r.Ns(100, 9999), "b"+r.Ns(1000, 9999), "22631."+r.Ns(1000, 4999), r.Ns(2023, 2026)+r.D(4)+"."+r.Ns(1, 9))
}

// ---- time ----

func (r R) UnixS() string  { return fmt.Sprint(r.N(1600000000, 1790000000)) }
func (r R) UnixMs() string { return notLuhn(r.UnixS() + r.D(3)) }
func (r R) UnixNs() string { return notLuhn(r.UnixS() + r.D(9)) }

func (r R) ymd() (int, int, int) { return r.N(2023, 2026), r.N(1, 12), r.N(1, 28) }

func (r R) Date() string { y, m, d := r.ymd(); return fmt.Sprintf("%d-%02d-%02d", y, m, d) }

func (r R) DateDE() string { y, m, d := r.ymd(); return fmt.Sprintf("%02d.%02d.%d", d, m, y) }

func (r R) DateUS() string { y, m, d := r.ymd(); return fmt.Sprintf("%02d/%02d/%d", m, d, y) }

var months = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func (r R) DateText() string { y, m, d := r.ymd(); return fmt.Sprintf("%d %s %d", d, months[m-1], y) }

func (r R) Time() string { return fmt.Sprintf("%02d:%02d", r.N(6, 22), r.N(0, 59)) }

func (r R) ISOTime() string {
	y, m, d := r.ymd()
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", y, m, d, r.N(0, 23), r.N(0, 59), r.N(0, 59), r.N(0, 999))
}

func (r R) LogTime() string {
	y, m, d := r.ymd()
	return fmt.Sprintf("%d-%02d-%02d %02d:%02d:%02d", y, m, d, r.N(0, 23), r.N(0, 59), r.N(0, 59))
}

func (r R) Duration() string {
	return r.Pick(r.Ns(2, 999)+"ms", fmt.Sprintf("%dh%02dm", r.N(0, 12), r.N(0, 59)), fmt.Sprintf("%d.%03ds", r.N(0, 59), r.N(0, 999)), "PT"+r.Ns(5, 90)+"M", fmt.Sprintf("%02d:%02d:%02d", r.N(0, 3), r.N(0, 59), r.N(0, 59)))
}

// ---- geo, measures, money ----

func (r R) Coord() string {
	return fmt.Sprintf("%.5f, %.5f", float64(r.N(-60000000, 70000000))/1e6, float64(r.N(-170000000, 170000000))/1e6)
}

func (r R) Amount() string {
	w := r.N(1, 9999)
	c := r.N(0, 99)
	switch r.Intn(10) {
	case 0:
		return fmt.Sprintf("$%s.%02d", thousands(w, ","), c)
	case 1:
		return fmt.Sprintf("%s,%02d €", thousands(w, "."), c)
	case 2:
		return fmt.Sprintf("£%d.%02d", w, c)
	case 3:
		return fmt.Sprintf("¥%s", thousands(w*100, ","))
	case 4:
		return fmt.Sprintf("CHF %s.%02d", thousands(w, "'"), c)
	case 5:
		return fmt.Sprintf("R$ %s,%02d", thousands(w, "."), c)
	case 6:
		return fmt.Sprintf("USD %d.%02d", w, c)
	case 7:
		return fmt.Sprintf("EUR %s,%02d", thousands(w, "."), c)
	case 8:
		return fmt.Sprintf("PLN %d,%02d", w, c)
	}
	return fmt.Sprintf("₹%s", thousands(w*10, ","))
}

func thousands(n int, sep string) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func (r R) Measure() string {
	return r.Pick(fmt.Sprintf("%.1f kg", float64(r.N(1, 9999))/10), fmt.Sprintf("%d x %d x %d cm", r.N(10, 120), r.N(10, 80), r.N(5, 60)), fmt.Sprintf("%.2f mmol/L", float64(r.N(100, 2000))/100),
		fmt.Sprintf("%d mAh", r.N(1000, 6000)), fmt.Sprintf("%.1f °C", float64(r.N(-200, 400))/10), fmt.Sprintf("%d MB", r.Pick2(512, 1024, 1536, 2048, 4096)), fmt.Sprintf("%.3f mg/dL", float64(r.N(1, 9999))/1000))
}

func (r R) Pages() string { a := r.N(1, 2000); return fmt.Sprintf("pp. %d-%d", a, a+r.N(3, 40)) }

// ---- travel ----

func (r R) Flight() string {
	return r.Pick("LH", "BA", "AF", "UA", "DL", "KL", "IB", "AZ", "TK", "EK", "QF", "NH", "LX", "SK") + r.Pick("", " ") + r.Ns(1, 2999)
}
func (r R) Train() string {
	return r.Pick("ICE ", "TGV ", "IC ", "RE ", "EC ", "Eurostar ", "AVE ", "Frecciarossa ") + r.Ns(10, 9999)
}
func (r R) Seat() string { return r.Ns(1, 48) + r.Pick("A", "B", "C", "D", "E", "F", "K") }
func (r R) ETicket() string {
	return r.Pick("220", "125", "001", "057", "081", "074", "176", "235") + r.Pick("-", " ", "") + r.D(10)
}
func (r R) PNR() string { return r.Noise(upperA+"23456789", 6) }

// ---- tax and company ids ----

func (r R) EIN() string {
	return fmt.Sprintf("%02d-%07d", r.Pick2(10, 12, 20, 26, 27, 30, 33, 36, 45, 46, 47, 52, 54, 61, 81, 82, 84, 87, 88, 91, 94, 98), r.N(0, 9999999))
}

func (r R) VAT(cc string) string {
	switch cc {
	case "DE":
		return "DE" + r.DNZ(9)
	case "FR":
		return "FR" + r.D(2) + r.D(9)
	case "GB":
		return "GB " + r.D(3) + " " + r.D(4) + " " + r.D(2)
	case "IT":
		return "IT" + r.D(11)
	case "ES":
		return "ES" + r.Upper(1) + r.D(8)
	case "NL":
		return "NL" + r.D(9) + "B0" + r.Ns(1, 9)
	case "AT":
		return "ATU" + r.D(8)
	case "PL":
		return "PL" + r.D(10)
	}
	return "BE0" + r.D(9)
}

func (r R) SIREN() string { return notLuhn(r.LuhnFill(r.DNZ(1), 9)) }

func (r R) SIRET() string {
	siren := r.LuhnFill(r.DNZ(1), 9)
	d := r.LuhnFill(siren+r.D(4), 14)
	if issuerCard(d) && luhnOK(d) {
		// 14 digits starting 3: still spaced, see below; regenerate prefix
		d = r.LuhnFill("7"+siren[1:]+r.D(4), 14)
	}
	return d[:3] + " " + d[3:6] + " " + d[6:9] + " " + d[9:]
}

func (r R) CNPJ() string {
	b := r.D(8) + "0001"
	calc := func(s string, w []int) int {
		t := 0
		for i := range s {
			t += int(s[i]-'0') * w[i]
		}
		m := t % 11
		if m < 2 {
			return 0
		}
		return 11 - m
	}
	d1 := calc(b, []int{5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2})
	b2 := b + fmt.Sprint(d1)
	d2 := calc(b2, []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2})
	s := b2 + fmt.Sprint(d2)
	return s[:2] + "." + s[2:5] + "." + s[5:8] + "/" + s[8:12] + "-" + s[12:]
}

func (r R) CPF() string {
	b := r.D(9)
	calc := func(s string, start int) int {
		t := 0
		for i := range s {
			t += int(s[i]-'0') * (start - i)
		}
		m := (t * 10) % 11
		if m == 10 {
			return 0
		}
		return m
	}
	d1 := calc(b, 10)
	d2 := calc(b+fmt.Sprint(d1), 11)
	s := b + fmt.Sprint(d1) + fmt.Sprint(d2)
	return s[:3] + "." + s[3:6] + "." + s[6:9] + "-" + s[9:]
}

func (r R) ABN() string {
	w := []int{10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19}
	for {
		d := r.DNZ(11)
		t := 0
		for i := 0; i < 11; i++ {
			v := int(d[i] - '0')
			if i == 0 {
				v--
			}
			t += v * w[i]
		}
		if t%89 == 0 {
			return d[:2] + " " + d[2:5] + " " + d[5:8] + " " + d[8:]
		}
	}
}

func (r R) PIVA() string { return r.D(11) }

// ---- national ids that are not US SSNs ----

func (r R) NINO() string {
	return r.Pick("AB", "CE", "JG", "KL", "PR", "SW", "TN", "WP", "YZ", "HT") + " " + r.D(2) + " " + r.D(2) + " " + r.D(2) + " " + r.Pick("A", "B", "C", "D")
}

func (r R) SteuerID() string {
	d := r.DNZ(11)
	return d[:2] + " " + d[2:5] + " " + d[5:8] + " " + d[8:]
}

func (r R) DNI() string {
	n := r.N(10000000, 99999999)
	return fmt.Sprintf("%08d%c", n, "TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
}

func (r R) SIN() string {
	d := r.LuhnFill(r.Pick("1", "2", "3", "4", "5", "6", "7"), 9)
	return d[:3] + " " + d[3:6] + " " + d[6:]
}

func (r R) BSN() string {
	for {
		d := r.DNZ(9)
		t := 0
		for i := 0; i < 8; i++ {
			t += (9 - i) * int(d[i]-'0')
		}
		t -= int(d[8] - '0')
		if t%11 == 0 {
			return d
		}
	}
}

func (r R) KRRN() string {
	y, m, d := r.N(60, 99), r.N(1, 12), r.N(1, 28)
	return fmt.Sprintf("%02d%02d%02d-%d%s", y, m, d, r.Pick2(1, 2), r.D(6))
}

func (r R) PAN() string { return r.Upper(3) + "P" + r.Upper(1) + r.D(4) + r.Upper(1) }

func (r R) NHS() string {
	for {
		d := r.D(9)
		t := 0
		for i := 0; i < 9; i++ {
			t += (10 - i) * int(d[i]-'0')
		}
		c := 11 - t%11
		if c == 11 {
			c = 0
		}
		if c == 10 {
			continue
		}
		s := d + fmt.Sprint(c)
		return s[:3] + " " + s[3:6] + " " + s[6:]
	}
}

// ---- healthcare ----

func (r R) NPI() string {
	body := r.Pick("1", "2") + r.D(8)
	return body + luhnDigit("80840"+body)
}

func (r R) NDC() string { return r.D(4) + "-" + r.D(4) + "-" + r.D(2) }

func (r R) MRN() string { return r.Pick("MRN", "MR", "PID-") + r.D(r.N(6, 8)) }

func (r R) LOINC() string { return r.Ns(1000, 99999) + "-" + r.Ns(0, 9) }

// ---- keys that are public, placeholders ----

func (r R) SSHEd25519() string {
	var b []byte
	b = append(b, 0, 0, 0, 11)
	b = append(b, "ssh-ed25519"...)
	b = append(b, 0, 0, 0, 32)
	b = append(b, r.Bytes(32)...)
	return "ssh-ed25519 " + base64.StdEncoding.EncodeToString(b)
}

func (r R) PKLive() string {
	return r.Pick("pk_live_", "pk_live_", "pk_test_") + r.Mixed(r.Pick2(24, 99))
}

func (r R) PGPPublic() string {
	var ls []string
	ls = append(ls, "-----BEGIN PGP PUBLIC KEY BLOCK-----", "", "mDMEZ"+r.B64Noise(45))
	for i := 0; i < r.N(2, 4); i++ {
		ls = append(ls, r.B64Noise(48))
	}
	ls = append(ls, "="+r.B64Noise(3)[:4], "-----END PGP PUBLIC KEY BLOCK-----")
	return strings.Join(ls, "\n")
}

func (r R) DataURI() string {
	return "data:image/" + r.Pick("png;base64,iVBORw0KGgoAAAANSUhEUgAA", "gif;base64,R0lGODlh", "jpeg;base64,/9j/4AAQSkZJRgABAQ", "webp;base64,UklGR") + r.B64Noise(r.N(30, 90))
}

func (r R) CSSColor() string {
	return r.Pick("#"+r.HEX(6), "#"+r.Hex(6), "#"+r.Hex(3), fmt.Sprintf("rgb(%d, %d, %d)", r.N(0, 255), r.N(0, 255), r.N(0, 255)), fmt.Sprintf("hsl(%d, %d%%, %d%%)", r.N(0, 359), r.N(0, 100), r.N(0, 100)))
}

func (r R) HexDumpLine(off int) string {
	var g []string
	for i := 0; i < 8; i++ {
		g = append(g, r.Hex(4))
	}
	return fmt.Sprintf("%08x: %s", off, strings.Join(g, " "))
}

func (r R) Snowflake() string { return notLuhn("1" + r.from("0123", 1) + r.D(17)) }

func (r R) Snowflake18() string { return notLuhn(r.Pick("7", "8", "9") + r.D(17)) }

func (r R) TweetID() string { return notLuhn("1" + r.from("5678", 1) + r.D(17)) }

func (r R) ORCID() string {
	body := "0000000" + r.Pick("1", "2", "3") + r.D(7)
	t := 0
	for i := 0; i < len(body); i++ {
		t = (t + int(body[i]-'0')) * 2
	}
	c := (12 - t%11) % 11
	cs := fmt.Sprint(c)
	if c == 10 {
		cs = "X"
	}
	d := body + cs
	return d[:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
}

func (r R) DOI() string {
	return "10." + r.Pick("1016", "1038", "1126", "1371", "1093", "1101", "1145", "1002") + "/" + r.Pick("j.cell."+r.Ns(2018, 2025)+"."+r.D(2)+"."+r.D(3), "s"+r.D(5)+"-0"+r.D(2)+"-"+r.D(5)+"-"+r.Ns(1, 9), "journal.pone."+r.D(7), "nar/gk"+r.Lower(1)+r.D(3), r.Lower(4)+"."+r.Ns(1000, 9999))
}

func (r R) SemVerPkg() string {
	return r.Pick("lodash", "react", "@types/node", "express", "numpy", "requests", "tokio", "serde") + "@" + fmt.Sprintf("%d.%d.%d", r.N(0, 20), r.N(0, 30), r.N(0, 20))
}

func (r R) Hostname() string {
	return r.Pick("api", "db-prod", "cache", "edge", "worker", "ingest", "auth", "k8s-node") + "-" + r.Ns(1, 24) + "." + r.Pick("eu-west-1.internal", "prod.svc.cluster.local", "us-east-2.compute.internal", "dc2.corp")
}

func (r R) Region() string {
	return r.Pick("eu-west-1", "us-east-1", "ap-southeast-2", "eu-central-1", "us-west-2", "sa-east-1")
}

func (r R) AMI() string { return "ami-0" + r.Hex(16) }

func (r R) Weight() string {
	return r.Pick(f("%.1f kg", float64(r.N(1, 9999))/10), f("%d kg", r.N(1, 24000)), f("%.2f lb", float64(r.N(10, 99999))/100))
}

func (r R) Price() string {
	return r.Pick(f("€0.%02d", r.N(1, 99)), f("£%d.%02d", r.N(0, 3), r.N(0, 99)), f("$%d.%02d", r.N(0, 5), r.N(0, 99)), f("%d,%02d €", r.N(0, 4), r.N(0, 99)))
}

// TimeRange returns two times in order, "HH:MM", "HH:MM".
func (r R) TimeRange() (string, string) {
	a := r.N(6*60, 18*60)
	b := a + r.N(30, 240)
	return f("%02d:%02d", a/60, a%60), f("%02d:%02d", b/60, b%60)
}

// DateRange returns two ISO dates in order.
func (r R) DateRange() (string, string) {
	y, m, d := r.ymd()
	d2 := d + r.N(1, 20)
	m2 := m
	if d2 > 28 {
		d2 -= 28
		m2++
	}
	y2 := y
	if m2 > 12 {
		m2 = 1
		y2++
	}
	return f("%d-%02d-%02d", y, m, d), f("%d-%02d-%02d", y2, m2, d2)
}
