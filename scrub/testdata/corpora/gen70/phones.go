package main

import (
	"fmt"
	"strings"
)

var langCountries = map[string][]string{
	"en": {"US", "US", "GB"},
	"pt": {"BR", "BR", "PT"},
	"es": {"ES", "MX", "AR"},
	"ru": {"RU"},
	"tr": {"TR"},
	"pl": {"PL"},
	"de": {"DE"},
	"fr": {"FR"},
	"ko": {"KR"},
	"ja": {"JP"},
	"zh": {"CN"},
	"vi": {"VN"},
	"th": {"TH"},
	"id": {"ID"},
	"ar": {"SA", "AE", "EG"},
}

var usAreas = []string{"212", "213", "305", "312", "404", "415", "469", "512", "602", "617", "646", "702", "713", "718", "786", "818", "832", "917", "929", "954", "206", "503", "267", "720"}

func usExchange() string {
	for {
		e := nd1("23456789", 3)
		if e == "555" || e[1:] == "11" {
			continue
		}
		return e
	}
}

// phone returns a phone number of the country; intl selects the +CC form.
func phone(cc string, intl bool) string {
	s := r.Intn(4)
	switch cc {
	case "US":
		a, e, l := pick(usAreas), usExchange(), nd(4)
		if intl {
			return pick([]string{"+1 " + a + " " + e + " " + l, "+1-" + a + "-" + e + "-" + l, "+1" + a + e + l, "+1 (" + a + ") " + e + "-" + l})
		}
		return pick([]string{"(" + a + ") " + e + "-" + l, a + "-" + e + "-" + l, a + "." + e + "." + l, "(" + a + ")" + e + "-" + l})
	case "GB":
		n := nd1("456789", 1) + nd(8)
		if intl {
			return pick([]string{"+44 7" + n[:3] + " " + n[3:], "+447" + n})
		}
		return "07" + n[:3] + " " + n[3:]
	case "BR":
		ddd := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48"})
		m := "9" + nd1("6789", 1) + nd(3)
		l := nd(4)
		if intl {
			return pick([]string{"+55 " + ddd + " " + m + "-" + l, "+55" + ddd + m + l, "+55 (" + ddd + ") " + m + "-" + l})
		}
		return pick([]string{"(" + ddd + ") " + m + "-" + l, ddd + " " + m + "-" + l, "(" + ddd + ")" + m + "-" + l})
	case "PT":
		n := "9" + pick([]string{"1", "2", "3", "6"}) + nd(7)
		if intl {
			return "+351 " + n[:3] + " " + n[3:6] + " " + n[6:]
		}
		return n[:3] + " " + n[3:6] + " " + n[6:]
	case "ES":
		n := nd1("67", 1) + nd(8)
		if n[0] == '7' {
			n = "7" + nd1("1234", 1) + nd(7)
		}
		if intl {
			return pick([]string{"+34 " + n[:3] + " " + n[3:6] + " " + n[6:], "+34 " + n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], "+34" + n})
		}
		return pick([]string{n[:3] + " " + n[3:6] + " " + n[6:], n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]})
	case "MX":
		a := pick([]string{"55", "33", "81"})
		n := nd1("123456789", 4) + " " + nd(4)
		if intl {
			return pick([]string{"+52 " + a + " " + n, "+52 1 " + a + " " + n})
		}
		return a + " " + n
	case "AR":
		n := nd1("2345", 4) + "-" + nd(4)
		if intl {
			return "+54 9 11 " + n
		}
		return "011 15-" + n
	case "RU":
		op := "9" + pick([]string{"16", "03", "26", "85", "99", "62", "15", "05", "77"})
		a, b, c := nd1("123456789", 3), nd(2), nd(2)
		if intl {
			return pick([]string{"+7 " + op + " " + a + "-" + b + "-" + c, "+7" + op + a + b + c, "+7 (" + op + ") " + a + "-" + b + "-" + c})
		}
		return pick([]string{"8 (" + op + ") " + a + "-" + b + "-" + c, "8-" + op + "-" + a + "-" + b + "-" + c, "8" + op + a + b + c})
	case "TR":
		op := "5" + nd1("0345", 1) + nd(1)
		a, b, c := nd1("123456789", 3), nd(2), nd(2)
		if intl {
			return pick([]string{"+90 " + op + " " + a + " " + b + " " + c, "+90" + op + a + b + c})
		}
		return pick([]string{"0" + op + " " + a + " " + b + " " + c, "0 (" + op + ") " + a + " " + b + " " + c, "0" + op + a + b + c})
	case "PL":
		n := pick([]string{"50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"}) + nd(7)
		if intl {
			return pick([]string{"+48 " + n[:3] + " " + n[3:6] + " " + n[6:], "+48" + n})
		}
		return pick([]string{n[:3] + " " + n[3:6] + " " + n[6:], n[:3] + "-" + n[3:6] + "-" + n[6:]})
	case "DE":
		pre := pick([]string{"151", "152", "157", "160", "162", "163", "170", "171", "172", "173", "175", "176", "177", "178", "179"})
		sub := nd1("123456789", 7)
		if strings.HasPrefix(pre, "15") || pre == "176" || pre == "163" {
			sub = nd1("123456789", 8)
		}
		if intl {
			return pick([]string{"+49 " + pre + " " + sub, "+49 (0)" + pre + " " + sub, "+49" + pre + sub})
		}
		return pick([]string{"0" + pre + " " + sub, "0" + pre + "/" + sub, "0" + pre + "-" + sub})
	case "FR":
		n := nd1("67", 1) + nd(8)
		if intl {
			return pick([]string{"+33 " + n[:1] + " " + n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], "+33" + n})
		}
		d := "0" + n
		return pick([]string{d[:2] + " " + d[2:4] + " " + d[4:6] + " " + d[6:8] + " " + d[8:], d[:2] + "." + d[2:4] + "." + d[4:6] + "." + d[6:8] + "." + d[8:], d})
	case "KR":
		a, b := nd1("2345789", 4), nd(4)
		if intl {
			return pick([]string{"+82 10-" + a + "-" + b, "+82 10 " + a + " " + b, "+821" + "0" + a + b})
		}
		return pick([]string{"010-" + a + "-" + b, "010 " + a + " " + b, "010" + a + b})
	case "JP":
		p := pick([]string{"90", "80", "70"})
		a, b := nd1("1234566789", 4), nd(4)
		if intl {
			return pick([]string{"+81 " + p + "-" + a + "-" + b, "+81-" + p + "-" + a + "-" + b})
		}
		return pick([]string{"0" + p + "-" + a + "-" + b, "0" + p + a + b})
	case "CN":
		p := "1" + pick([]string{"38", "39", "36", "58", "59", "86", "88", "37", "50", "77", "99", "52"})
		a, b := nd(4), nd(4)
		if intl {
			return pick([]string{"+86 " + p + " " + a + " " + b, "+86-" + p + "-" + a + "-" + b, "+86" + p + a + b})
		}
		return pick([]string{p + a + b, p + " " + a + " " + b, p + "-" + a + "-" + b})
	case "VN":
		p := pick([]string{"91", "98", "97", "90", "93", "86", "88", "70", "77", "32", "35", "39", "83", "84"})
		a, b := nd(3), nd(4)
		if intl {
			return pick([]string{"+84 " + p + a[:1] + " " + a[1:] + b[:1] + " " + b[1:], "+84" + p + a + b, "+84 " + p + " " + a + " " + b})
		}
		d := "0" + p + a + b
		return pick([]string{d, d[:4] + " " + d[4:7] + " " + d[7:], d[:4] + "." + d[4:7] + "." + d[7:]})
	case "TH":
		p := pick([]string{"8", "9", "6"}) + nd1("123456789", 1)
		a, b := nd(3), nd(4)
		if intl {
			return pick([]string{"+66 " + p + " " + a + " " + b, "+66" + p + a + b, "+66 " + p + "-" + a + "-" + b})
		}
		return pick([]string{"0" + p + "-" + a + "-" + b, "0" + p + a + b, "0" + p + " " + a + " " + b})
	case "ID":
		p := "8" + pick([]string{"11", "12", "13", "21", "22", "52", "53", "57", "77", "78", "95", "96", "31", "38"})
		a, b := nd(4), nd(3+r.Intn(2))
		if intl {
			return pick([]string{"+62 " + p + "-" + a + "-" + b, "+62" + p + a + b, "+62 " + p + " " + a + " " + b})
		}
		return pick([]string{"0" + p + "-" + a + "-" + b, "0" + p + a + b, "0" + p + " " + a + " " + b})
	case "SA":
		p := "5" + pick([]string{"0", "3", "4", "5", "6", "9"})
		a, b := nd(3), nd(4)
		if intl {
			return pick([]string{"+966 " + p + " " + a + " " + b, "+966" + p + a + b})
		}
		return pick([]string{"0" + p + " " + a + " " + b, "0" + p + a + b})
	case "AE":
		p := "5" + pick([]string{"0", "2", "4", "5", "6", "8"})
		a, b := nd(3), nd(4)
		if intl {
			return pick([]string{"+971 " + p + " " + a + " " + b, "+971" + p + a + b})
		}
		return pick([]string{"0" + p + " " + a + " " + b, "0" + p + "-" + a + "-" + b})
	case "EG":
		p := "1" + pick([]string{"0", "1", "2", "5"})
		a, b := nd(4), nd(4)
		if intl {
			return pick([]string{"+20 " + p + " " + a + " " + b, "+20" + p + a + b})
		}
		return pick([]string{"0" + p + " " + a + " " + b, "0" + p + a + b})
	}
	_ = s
	panic("country " + cc)
}

func phoneLang(lang string, intl bool) string { return phone(pick(langCountries[lang]), intl) }

func phoneAny(lang string) string { return phoneLang(lang, chance(0.5)) }

var arabicIndic = []rune("٠١٢٣٤٥٦٧٨٩")
var fullWidth = []rune("０１２３４５６７８９")

func toDigits(s string, set []rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(set[c-'0'])
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

var _ = fmt.Sprintf
