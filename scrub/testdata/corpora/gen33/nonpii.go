package main

import (
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"time"
)

func uuid(r *rand.Rand) string {
	h := hex(r, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.Intn(4)]) + h[17:20] + "-" + h[20:]
}

func isoDate(r *rand.Rand) string {
	t := time.Date(2024+r.Intn(3), time.Month(1+r.Intn(12)), 1+r.Intn(28), 0, 0, 0, 0, time.UTC)
	return t.Format("2006-01-02")
}
func tstamp(r *rand.Rand) time.Time {
	return time.Unix(int64(1735689600+r.Intn(60000000)), int64(r.Intn(1000))*1e6).UTC()
}
func isoTS(r *rand.Rand) string { return tstamp(r).Format("2006-01-02T15:04:05.000Z") }
func logTS(r *rand.Rand) string { return tstamp(r).Format("2006-01-02 15:04:05") }
func epochMs(r *rand.Rand) string {
	return fmt.Sprint(tstamp(r).UnixMilli())
}
func euDate(r *rand.Rand) string {
	return fmt.Sprintf("%02d.%02d.%d", 1+r.Intn(28), 1+r.Intn(12), 2024+r.Intn(3))
}

func ipv4(r *rand.Rand) string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", r.Intn(256), r.Intn(256), 1+r.Intn(254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", r.Intn(256), 1+r.Intn(254))
	default:
		return fmt.Sprintf("172.%d.%d.%d", 16+r.Intn(16), r.Intn(256), 1+r.Intn(254))
	}
}
func ipPort(r *rand.Rand) string {
	return ipv4(r) + ":" + fmt.Sprint(pick(r, []int{8080, 5432, 6379, 9090, 443, 3306, 27017, 8443, 9200, 31067}))
}
func mac(r *rand.Rand) string {
	p := make([]string, 6)
	for i := range p {
		p[i] = hex(r, 2)
	}
	return strings.Join(p, ":")
}
func ipv6(r *rand.Rand) string { return "2001:db8:" + hex(r, 4) + "::" + hex(r, 3) + ":" + hex(r, 4) }

func semver(r *rand.Rand) string {
	return fmt.Sprintf("%d.%d.%d", r.Intn(5), r.Intn(30), r.Intn(40))
}

var ibanSpecs = map[string]func(r *rand.Rand) string{
	"DE": func(r *rand.Rand) string { return digits(r, 8) + digits(r, 10) },
	"FR": func(r *rand.Rand) string { return digits(r, 10) + randFrom(r, "0123456789", 11) + digits(r, 2) },
	"NL": func(r *rand.Rand) string { return pick(r, []string{"ABNA", "INGB", "RABO", "TRIO"}) + digits(r, 10) },
	"IT": func(r *rand.Rand) string { return "X" + digits(r, 10) + digits(r, 12) },
	"ES": func(r *rand.Rand) string { return digits(r, 20) },
	"PL": func(r *rand.Rand) string { return digits(r, 24) },
	"PT": func(r *rand.Rand) string { return digits(r, 21) },
	"TR": func(r *rand.Rand) string { return digits(r, 5) + "0" + digits(r, 16) },
	"GB": func(r *rand.Rand) string { return pick(r, []string{"NWBK", "BARC", "HBUK"}) + digits(r, 14) },
}

func iban(r *rand.Rand, cc string) string {
	bban := ibanSpecs[cc](r)
	conv := func(s string) string {
		var sb strings.Builder
		for _, c := range s {
			if c >= 'A' && c <= 'Z' {
				sb.WriteString(fmt.Sprint(int(c-'A') + 10))
			} else {
				sb.WriteRune(c)
			}
		}
		return sb.String()
	}
	n, _ := new(big.Int).SetString(conv(bban+cc+"00"), 10)
	m := new(big.Int).Mod(n, big.NewInt(97)).Int64()
	full := fmt.Sprintf("%s%02d%s", cc, 98-m, bban)
	var g []string
	for i := 0; i < len(full); i += 4 {
		e := i + 4
		if e > len(full) {
			e = len(full)
		}
		g = append(g, full[i:e])
	}
	return strings.Join(g, " ")
}

func bic(r *rand.Rand, cc string) string {
	b := pick(r, []string{"DEUT", "COBA", "BNPA", "INGB", "UNCR", "BSCH", "CGDI", "PKOP", "TGBA", "SABR", "RABO", "BARC"})
	s := b + cc + pick(r, []string{"FF", "2X", "PP", "MM", "22"})
	if r.Intn(2) == 0 {
		s += pick(r, []string{"XXX", "100", "500"})
	}
	return s
}

func vatID(r *rand.Rand, cc string) string {
	switch cc {
	case "DE":
		return "DE" + digitsNZ(r, 9)
	case "FR":
		return "FR" + digits(r, 2) + digitsNZ(r, 9)
	case "IT":
		return "IT" + digits(r, 11)
	case "NL":
		return "NL" + digitsNZ(r, 9) + "B0" + fmt.Sprint(1+r.Intn(9))
	case "ES":
		return "ESB" + digits(r, 8)
	case "PL":
		return "PL" + digitsNZ(r, 10)
	case "PT":
		return "PT5" + digits(r, 8)
	case "GB":
		return "GB" + digitsNZ(r, 9)
	}
	return "EU" + digits(r, 9)
}

func invoiceNo(r *rand.Rand) string {
	y := 2024 + r.Intn(3)
	switch r.Intn(5) {
	case 0:
		return fmt.Sprintf("INV-%d-%06d", y, r.Intn(999999))
	case 1:
		return fmt.Sprintf("RE-%d-%05d", y, r.Intn(99999))
	case 2:
		return fmt.Sprintf("FA%d/%05d", y, r.Intn(99999))
	case 3:
		return fmt.Sprintf("F-%d-%04d", y, r.Intn(9999))
	default:
		return fmt.Sprintf("%d-%s", y, digitsNZ(r, 7))
	}
}

func amountEU(r *rand.Rand) string {
	v := r.Intn(9000000) + 1000
	whole := v / 100
	s := fmt.Sprint(whole)
	if whole >= 1000 {
		s = fmt.Sprintf("%d.%03d", whole/1000, whole%1000)
	}
	return fmt.Sprintf("%s,%02d €", s, v%100)
}
func amountUS(r *rand.Rand) string {
	v := r.Intn(9000000) + 1000
	whole := v / 100
	s := fmt.Sprint(whole)
	if whole >= 1000 {
		s = fmt.Sprintf("%d,%03d", whole/1000, whole%1000)
	}
	return fmt.Sprintf("$%s.%02d", s, v%100)
}

func eanCheck(s string) string {
	sum := 0
	for i, c := range s {
		d := int(c - '0')
		if (len(s)-i)%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return s + fmt.Sprint((10-sum%10)%10)
}
func ean13(r *rand.Rand) string {
	return eanCheck(pick(r, []string{"400", "301", "590", "869", "460", "490", "690", "880", "800", "789"}) + digits(r, 9))
}
func upcA(r *rand.Rand) string { return eanCheck("0" + digits(r, 10)) }
func isbn13(r *rand.Rand) string {
	s := eanCheck("978" + pick(r, []string{"3", "0", "2", "84", "88", "4"}) + digits(r, 8)[:0])
	_ = s
	body := "978" + digits(r, 9)
	full := eanCheck(body)
	return full[:3] + "-" + full[3:4] + "-" + full[4:8] + "-" + full[8:12] + "-" + full[12:]
}

func upsTracking(r *rand.Rand) string {
	return "1Z" + randFrom(r, upper+"0123456789", 6) + digits(r, 10)
}
func fedex(r *rand.Rand) string {
	n := digitsNZ(r, 12)
	if r.Intn(2) == 0 {
		return n[:4] + " " + n[4:8] + " " + n[8:]
	}
	return n
}
func dhl(r *rand.Rand) string { return "JD01" + digits(r, 16) }
func usps(r *rand.Rand) string {
	n := "9400" + digits(r, 18)
	return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:16] + " " + n[16:20] + " " + n[20:]
}
func awb(r *rand.Rand) string {
	serial := 10000000 + r.Intn(89999999)
	return pick(r, []string{"020", "176", "057", "235", "157", "618"}) + "-" + fmt.Sprintf("%07d%d", serial/10, (serial/10)%7)
}
func container(r *rand.Rand) string {
	owner := pick(r, []string{"MSCU", "MAEU", "CMAU", "HLXU", "TGHU", "OOLU"})
	num := digits(r, 6)
	// ISO 6346 check digit
	vals := map[byte]int{}
	v := 10
	for c := byte('A'); c <= 'Z'; c++ {
		if v%11 == 0 {
			v++
		}
		vals[c] = v
		v++
	}
	s := owner + num
	sum := 0
	for i := 0; i < 10; i++ {
		var d int
		if s[i] >= 'A' {
			d = vals[s[i]]
		} else {
			d = int(s[i] - '0')
		}
		sum += d << i
	}
	return s + fmt.Sprint(sum%11%10)
}

func sku(r *rand.Rand) string {
	return fmt.Sprintf("%s-%s-%s", pick(r, []string{"SKU", "ART", "PN"}), digitsNZ(r, 5), pick(r, []string{"BLK-XL", "WHT-M", "RED-S", "A", "B2", "STD"}))
}

func doi(r *rand.Rand) string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("10.1038/s41586-0%d-%05d-%d", 20+r.Intn(6), r.Intn(99999), r.Intn(10))
	case 1:
		return fmt.Sprintf("10.1016/j.cell.%d.%02d.%03d", 2018+r.Intn(8), 1+r.Intn(12), r.Intn(999))
	case 2:
		return fmt.Sprintf("10.1145/%d.%d", 3000000+r.Intn(700000), 3000000+r.Intn(700000))
	default:
		return fmt.Sprintf("10.1371/journal.pone.%07d", r.Intn(9999999))
	}
}
func arxiv(r *rand.Rand) string {
	return fmt.Sprintf("%02d%02d.%05d", 18+r.Intn(8), 1+r.Intn(12), r.Intn(99999))
}

func coords(r *rand.Rand) string {
	return fmt.Sprintf("%.6f, %.6f", -60+r.Float64()*120, -170+r.Float64()*340)
}

func duration(r *rand.Rand) string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("%dm%ds", 1+r.Intn(40), r.Intn(60))
	case 1:
		return fmt.Sprintf("%d.%03ds", r.Intn(900), r.Intn(1000))
	default:
		return fmt.Sprintf("%dms", 1000+r.Intn(90000))
	}
}

func addr64(r *rand.Rand) string {
	return "0x0000" + pick(r, []string{"7ffd", "7f3a", "5581", "c000"}) + hex(r, 8)
}

func gitHash(r *rand.Rand) string { return hex(r, 40) }
