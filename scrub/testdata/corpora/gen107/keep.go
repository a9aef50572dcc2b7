package main

import (
	"fmt"
	"math/big"
	"strings"
)

// Look-alikes that must survive a scrubber: ids, dates, amounts, masked and
// invalid values, company numbers, public keys.

func up(n int) string { return randFrom("ABCDEFGHJKLMNPRSTUVWXYZ", n) }

func policyNo(code string) string {
	switch code {
	case "US":
		return pick([]string{
			"HO3-" + digits(3) + "-" + digits(4),
			"LF" + digits(8),
			"UL-" + digits(7),
			"ANN-" + digits(3) + "-" + digits(5),
			"TRV" + digits(9),
			"PET-" + up(2) + digits(6),
		})
	case "UK":
		return pick([]string{"HHC/" + digits(7) + "/" + digits(2), "PP" + digits(8) + up(1), "TRV-UK-" + digits(6), "LIF" + digits(7) + "-" + digits(2)})
	case "DE":
		return pick([]string{digits(2) + "." + digits(3) + "." + digits(3) + "-" + digits(1), "LV-" + digits(4) + "-" + digits(4) + "-" + digits(2), "HR " + digits(3) + " " + digits(4) + " " + digits(3), "BU" + digits(9)})
	case "FR":
		return pick([]string{"AV-" + digits(8), "MRH " + digits(4) + " " + digits(4) + " " + digits(2), digits(10) + up(1), "PREV-" + digits(6)})
	case "ES":
		return pick([]string{"HOG-" + digits(9), digits(4) + "-" + digits(6) + "-" + digits(2), "VID" + digits(8), "0" + digits(2) + "-" + digits(7)})
	case "IT":
		return pick([]string{"VITA/" + digits(7), digits(3) + "." + digits(6) + "." + digits(2), "CASA-" + digits(8), "RC" + digits(9)})
	case "NL":
		return pick([]string{"PLS-" + digits(8), digits(3) + "." + digits(3) + "." + digits(3), "IBH" + digits(7), "AOV-" + digits(6)})
	case "BR":
		return pick([]string{digits(2) + "." + digits(2) + "." + digits(7) + "-" + digits(1), "AP-" + digits(10), "RES" + digits(8) + "/" + digits(2), digits(4) + "." + digits(4) + "." + digits(4)})
	case "IN":
		return pick([]string{digits(9), "P/" + digits(6) + "/01/2024/" + digits(6), "HS" + digits(10), digits(4) + "/" + digits(8) + "/00/000"})
	case "JP":
		return pick([]string{digits(2) + "-" + digits(7) + "-" + digits(2), "A" + digits(3) + "-" + digits(6), digits(10), "K" + digits(9)})
	}
	panic(code)
}

func claimNo(code string) string {
	y := pick([]string{"2023", "2024", "2025"})
	switch code {
	case "US":
		return pick([]string{"CLM-" + y[2:] + "-" + digits(6), "C" + digits(9), y + "HO" + digits(6), "FNOL-" + digits(7)})
	case "UK":
		return pick([]string{"CLM/" + y + "/" + digits(6), "HH" + digits(8), "TRV/" + digits(6)})
	case "DE":
		return pick([]string{"SN " + y + "-" + digits(6), "S-" + digits(9), "SCH/" + y + "/" + digits(5)})
	case "FR":
		return pick([]string{"SIN-" + y + "-" + digits(5), "DS" + digits(8), "réf. " + digits(2) + "/" + digits(6)})
	case "ES":
		return pick([]string{"SIN-" + y + "-" + digits(6), "EXP " + digits(9), "S" + digits(8)})
	case "IT":
		return pick([]string{"SX" + digits(8), "SIN/" + y + "/" + digits(6), "n. " + digits(4) + "/" + y})
	case "NL":
		return pick([]string{"SCH-" + digits(8), "SN" + digits(9), y + "/" + digits(6)})
	case "BR":
		return pick([]string{"SIN-" + digits(9), y + "." + digits(6), "AV" + digits(8)})
	case "IN":
		return pick([]string{"CLI" + digits(10), "CCN" + digits(7), "TPA/" + y + "/" + digits(6)})
	case "JP":
		return pick([]string{"事故受付番号 " + digits(8), "J" + y + "-" + digits(6), digits(4) + "-" + digits(6)})
	}
	panic(code)
}

func date(code string) string {
	y, m, d := rng(2022, 2026), rng(1, 12), rng(1, 28)
	switch code {
	case "US":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case "UK", "FR", "ES", "IT", "BR", "IN":
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case "DE":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "NL":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case "JP":
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	}
	return isoDate()
}

func isoDate() string { return fmt.Sprintf("%d-%02d-%02d", rng(2022, 2026), rng(1, 12), rng(1, 28)) }
func isoTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", isoDate(), rng(0, 23), rng(0, 59), rng(0, 59), rng(0, 999))
}
func hhmm() string { return fmt.Sprintf("%02d:%02d", rng(7, 19), rng(0, 59)) }

func dob(code string) string {
	y, m, d := rng(1938, 2004), rng(1, 12), rng(1, 28)
	switch code {
	case "US":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case "DE":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "JP":
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	case "NL":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func thousands(n int, sep string) string {
	s := fmt.Sprint(n)
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	parts = append([]string{s}, parts...)
	return strings.Join(parts, sep)
}

func money(code string) string {
	n, c := rng(12, 48000), rng(0, 99)
	switch code {
	case "US":
		return fmt.Sprintf("$%s.%02d", thousands(n, ","), c)
	case "UK":
		return fmt.Sprintf("£%s.%02d", thousands(n, ","), c)
	case "DE", "ES", "IT", "NL":
		return fmt.Sprintf("%s,%02d €", thousands(n, "."), c)
	case "FR":
		return fmt.Sprintf("%s,%02d €", thousands(n, "\u00a0"), c)
	case "BR":
		return fmt.Sprintf("R$ %s,%02d", thousands(n, "."), c)
	case "IN":
		return fmt.Sprintf("₹%s", indianGroup(n*10))
	case "JP":
		return fmt.Sprintf("%s円", thousands(n*10, ","))
	}
	panic(code)
}

func indianGroup(n int) string {
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
	parts = append([]string{head}, parts...)
	return strings.Join(parts, ",") + "," + tail
}

// luhnFail is a 16-digit number with a card's prefix whose check digit fails.
func luhnFail(style int) string {
	b := pick(brands[:2])
	d := luhnComplete(pick(b.prefixes), 16)
	last := int(d[15] - '0')
	d = d[:15] + fmt.Sprint((last+rng(1, 9))%10)
	return groupCard(d, style)
}

// invalidSSN is SSN-shaped but cannot be issued (or is no ITIN).
func invalidSSN() string {
	switch r.Intn(6) {
	case 0:
		return "000-" + digits(2) + "-" + fmt.Sprint(rng(1000, 9999))
	case 1:
		return "666-" + fmt.Sprint(rng(10, 99)) + "-" + fmt.Sprint(rng(1000, 9999))
	case 2:
		return fmt.Sprintf("9%02d-%02d-%04d", rng(0, 99), pick([]int{0, 10, 20, 31, 42, 49, 66, 67, 68, 69, 89, 93}), rng(1, 9999))
	case 3:
		return fmt.Sprintf("%03d-00-%04d", rng(100, 665), rng(1, 9999))
	case 4:
		return fmt.Sprintf("%03d-%02d-0000", rng(100, 665), rng(1, 99))
	}
	return "987-65-432" + fmt.Sprint(rng(0, 9))
}

func maskedSSN() string {
	return pick([]string{"***-**-", "XXX-XX-", "xxx-xx-", "•••-••-"}) + fmt.Sprint(rng(1000, 9999))
}

func maskedCard() string {
	l4 := fmt.Sprint(rng(1000, 9999))
	return pick([]string{"**** **** **** " + l4, "XXXX-XXXX-XXXX-" + l4, pick([]string{"411111", "545454", "401288"}) + "******" + l4, "************" + l4, "•••• " + l4})
}

func naic() string { return fmt.Sprint(rng(10000, 99999)) }

func ein() string {
	return fmt.Sprintf("%02d-%07d", pick([]int{13, 20, 26, 36, 41, 46, 52, 58, 74, 84, 94}), rng(1000000, 9999999))
}

// npi is a 10-digit US provider number with its Luhn check (prefix 80840).
func npi() string {
	for {
		body := fmt.Sprint(rng(1, 2)) + digits(8)
		for c := 0; c < 10; c++ {
			if luhnOK("80840" + body + fmt.Sprint(c)) {
				return body + fmt.Sprint(c)
			}
		}
	}
}

var abaRouting = []string{"021000021", "026009593", "121000248", "011000138", "071000013", "322271627", "061000104"}

// iban makes a valid IBAN (mod 97) for a company account of country cc.
func iban(cc string) string {
	var bban string
	switch cc {
	case "DE":
		bban = digits(18)
	case "FR":
		bban = digits(10) + digits(11) + digits(2)
	case "ES":
		bban = digits(20)
	case "IT":
		bban = up(1) + digits(10) + digits(12)
	case "NL":
		bban = pick([]string{"ABNA", "INGB", "RABO"}) + digits(10)
	case "UK":
		cc = "GB"
		bban = pick([]string{"NWBK", "BARC", "LOYD"}) + digits(14)
	default:
		bban = digits(18)
	}
	conv := func(s string) string {
		var b strings.Builder
		for _, c := range s {
			if c >= 'A' && c <= 'Z' {
				b.WriteString(fmt.Sprint(int(c-'A') + 10))
			} else {
				b.WriteRune(c)
			}
		}
		return b.String()
	}
	n, _ := new(big.Int).SetString(conv(bban+cc+"00"), 10)
	chk := 98 - int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
	s := fmt.Sprintf("%s%02d%s", cc, chk, bban)
	var parts []string
	for i := 0; i < len(s); i += 4 {
		j := i + 4
		if j > len(s) {
			j = len(s)
		}
		parts = append(parts, s[i:j])
	}
	return strings.Join(parts, " ")
}

func postcode(code string) string {
	switch code {
	case "US":
		return fmt.Sprintf("%05d-%04d", rng(10001, 99950), rng(1, 9999))
	case "UK":
		return pick([]string{"SW1A", "EC2V", "M4", "LS1", "BS8", "EH3", "G2", "CF10"}) + " " + fmt.Sprint(rng(1, 9)) + up(2)
	case "DE":
		return fmt.Sprintf("%05d", rng(10115, 99998))
	case "FR":
		return fmt.Sprintf("%05d", rng(1000, 95999))
	case "ES":
		return fmt.Sprintf("%05d", rng(1001, 52999))
	case "IT":
		return fmt.Sprintf("%05d", rng(10010, 98168))
	case "NL":
		return fmt.Sprintf("%04d %s", rng(1011, 9999), up(2))
	case "BR":
		return fmt.Sprintf("%05d-%03d", rng(1000, 99999), rng(0, 999))
	case "IN":
		return fmt.Sprintf("%06d", rng(110001, 855117))
	case "JP":
		return fmt.Sprintf("〒%03d-%04d", rng(100, 999), rng(1, 9999))
	}
	panic(code)
}

var icd10 = []string{"S82.101A", "K35.80", "J18.9", "I21.4", "S52.501A", "M54.5", "E11.9", "T78.40XA", "A09", "S06.0X0A", "R07.9", "N20.0"}
var cpt = []string{"99213", "99285", "71046", "29515", "27786", "93000", "36415", "85025", "99203", "73610"}

func microchip() string {
	return pick([]string{"985", "276", "250", "900", "981", "392", "528"}) + digits(12)
}
func uuid() string {
	h := randFrom(hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + "a" + h[17:20] + "-" + h[20:]
}
func ipv4() string {
	return pick([]string{"10." + fmt.Sprint(rng(0, 255)), "172." + fmt.Sprint(rng(16, 31)), "192.168"}) + fmt.Sprintf(".%d.%d", rng(0, 255), rng(1, 254))
}
func version() string { return fmt.Sprintf("%d.%d.%d", rng(1, 12), rng(0, 40), rng(0, 20)) }
func pct() string     { return fmt.Sprintf("%d.%d%%", rng(0, 12), rng(0, 99)) }
func npn() string     { return fmt.Sprint(rng(1000000, 19999999)) }
func pkLive() string  { return "pk_live_" + randTok(rng(24, 99)) }
func akia() string    { return "AKIA" + randFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }
func sha256hex() string {
	return randFrom(hexd, 64)
}
func reqID() string { return "req_" + randFrom(alnum, 14) }
func groupNo() string {
	return pick([]string{"GRP-" + digits(6), "G" + digits(7), digits(5) + "-" + up(2)})
}
func memberID() string {
	return pick([]string{"W" + digits(9), up(3) + digits(9), "M" + digits(8) + "-01"})
}
func planNo() string { return pick([]string{"001", "002", "003", "501"}) }
func contractNo() string {
	return pick([]string{"A-" + digits(9), "VA" + digits(8), "FIA-" + digits(6) + "-" + up(1)})
}
func agentCode() string {
	return pick([]string{"AG-" + digits(5), "BRK" + digits(6), digits(3) + "-" + up(2) + "-" + digits(3)})
}
func invoiceNo() string {
	return pick([]string{"INV-" + digits(6), "RE-" + isoDate()[:4] + "-" + digits(5), "FAT " + digits(4) + "/" + digits(2), "Nr. " + digits(7)})
}
func ticketNo() string {
	return pick([]string{"INC" + digits(7), "CS-" + digits(6), "#" + digits(6), "SR-" + digits(8)})
}
func flightNo() string {
	return pick([]string{"LH", "BA", "AF", "IB", "AZ", "KL", "LA", "AI", "NH", "UA", "DL"}) + fmt.Sprint(rng(10, 9999))
}
func pnr() string { return randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6) }
func uin() string {
	return fmt.Sprintf("%03d%s%03dV%02d", rng(100, 160), pick([]string{"N", "L", "P"}), rng(1, 399), rng(1, 4))
}
func susep() string {
	return fmt.Sprintf("15414.%06d/%d-%02d", rng(100000, 999999), rng(2015, 2024), rng(10, 99))
}
func sepaCI() string { return "DE" + fmt.Sprint(rng(10, 99)) + "ZZZ0" + digits(10) }
func bic() string {
	return pick([]string{"COBADEFFXXX", "DEUTDEFF", "BNPAFRPPXXX", "CAIXESBBXXX", "UNCRITMMXXX", "INGBNL2A", "ABNANL2A", "NWBKGB2L", "BARCGB22", "ITAUBRSP"})
}

// bicFor is a real bank's BIC of country c, to go with iban(c).
func bicFor(c string) string {
	switch c {
	case "DE":
		return pick([]string{"COBADEFFXXX", "DEUTDEFF"})
	case "FR":
		return "BNPAFRPPXXX"
	case "ES":
		return "CAIXESBBXXX"
	case "IT":
		return "UNCRITMMXXX"
	case "NL":
		return pick([]string{"INGBNL2A", "ABNANL2A"})
	case "UK":
		return pick([]string{"NWBKGB2L", "BARCGB22"})
	}
	return bic()
}

func sortCode() string { return fmt.Sprintf("%02d-%02d-%02d", rng(10, 99), rng(10, 99), rng(10, 99)) }
func placeholderTok() string {
	return pick([]string{"<token>", "YOUR_API_KEY", "${RATING_API_TOKEN}", "<ACCESS_TOKEN>", "$BROKER_TOKEN", "{{api_key}}", "REDACTED"})
}
