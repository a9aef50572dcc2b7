package main

import (
	"fmt"
	"strings"
)

// PN is one phone number with several renderings people actually type.
type PN struct {
	Nat  []string
	Intl []string
	E164 string
}

func (p PN) N() string { return pick(p.Nat) }
func (p PN) I() string { return pick(p.Intl) }
func (p PN) Any() string {
	if chance(0.5) {
		return p.N()
	}
	return p.I()
}

func sp(s string, sizes ...int) string { return group(s, sizes, " ") }

func phoneUS(mobile bool) PN {
	area := pick([]string{"212", "312", "415", "617", "206", "303", "404", "512", "602", "713", "818", "929", "646", "470", "719", "952", "614", "503", "305", "678", "720", "972", "480", "858", "704", "347"})
	if !mobile && chance(0.15) {
		area = pick([]string{"800", "888", "877", "866", "855"})
	}
	var ex string
	for {
		ex = fromA("23456789", 1) + digits(2)
		if ex != "555" && ex[1:] != "11" {
			break
		}
	}
	ln := digits(4)
	nat := []string{"(" + area + ") " + ex + "-" + ln, area + "-" + ex + "-" + ln, area + "." + ex + "." + ln, "(" + area + ")" + ex + "-" + ln}
	if area[0] == '8' {
		nat = append(nat, "1-"+area+"-"+ex+"-"+ln, "1 ("+area+") "+ex+"-"+ln)
	}
	return PN{nat, []string{"+1 " + area + " " + ex + " " + ln, "+1-" + area + "-" + ex + "-" + ln, "+1 (" + area + ") " + ex + "-" + ln, "+1." + area + "." + ex + "." + ln, "+1 " + area + "-" + ex + "-" + ln}, "+1" + area + ex + ln}
}

func phoneUK(mobile bool) PN {
	if mobile {
		m := "7" + fromA("456789", 1) + digits(2) + digits(6)
		return PN{[]string{"0" + m[:4] + " " + m[4:], "0" + m[:4] + " " + m[4:7] + " " + m[7:], "0" + m}, []string{"+44 " + m[:4] + " " + m[4:], "+44 (0)" + m[:4] + " " + m[4:], "+44 (0) " + m[:4] + " " + m[4:7] + " " + m[7:], "+44" + m}, "+44" + m}
	}
	if chance(0.5) {
		sub := fromA("378", 1) + digits(7)
		n := "20" + sub
		return PN{[]string{"020 " + sub[:4] + " " + sub[4:], "(020) " + sub[:4] + " " + sub[4:]}, []string{"+44 20 " + sub[:4] + " " + sub[4:], "+44 (0)20 " + sub[:4] + " " + sub[4:], "+44 (0) 20 " + sub[:4] + " " + sub[4:]}, "+44" + n}
	}
	a := pick([]string{"161", "121", "131", "141", "113", "117", "114", "151"})
	sub := fromA("2345789", 1) + digits(6)
	return PN{[]string{"0" + a + " " + sub[:3] + " " + sub[3:], "(0" + a + ") " + sub[:3] + " " + sub[3:]}, []string{"+44 " + a + " " + sub[:3] + " " + sub[3:], "+44 (0)" + a + " " + sub[:3] + " " + sub[3:]}, "+44" + a + sub}
}

func phoneAU(mobile bool) PN {
	if mobile {
		m := "4" + fromA("0123456789", 2) + digits(6)
		return PN{[]string{"0" + m[:3] + " " + m[3:6] + " " + m[6:], "0" + m, "0" + m[:3] + "-" + m[3:6] + "-" + m[6:]}, []string{"+61 " + m[:3] + " " + m[3:6] + " " + m[6:], "+61 (0)" + m[:3] + " " + m[3:6] + " " + m[6:], "+61" + m}, "+61" + m}
	}
	if chance(0.15) {
		p := pick([]string{"1300", "1800"})
		s := digits(6)
		return PN{[]string{p + " " + s[:3] + " " + s[3:], p + s}, []string{p + " " + s[:3] + " " + s[3:]}, ""}
	}
	a := pick([]string{"2", "3", "7", "8"})
	s := fromA("3456789", 1) + digits(7)
	return PN{[]string{"(0" + a + ") " + s[:4] + " " + s[4:], "0" + a + " " + s[:4] + " " + s[4:]}, []string{"+61 " + a + " " + s[:4] + " " + s[4:], "+61 (0)" + a + " " + s[:4] + " " + s[4:]}, "+61" + a + s}
}

func phoneIN(mobile bool) PN {
	if mobile {
		m := fromA("6789", 1) + digits(9)
		return PN{[]string{m[:5] + " " + m[5:], m, "0" + m[:5] + " " + m[5:], "0" + m}, []string{"+91 " + m[:5] + " " + m[5:], "+91-" + m, "+91 " + m, "+91-" + m[:5] + "-" + m[5:]}, "+91" + m}
	}
	a := pick([]string{"80", "22", "11", "40", "44", "20"})
	s := fromA("234567", 1) + digits(7)
	return PN{[]string{"0" + a + "-" + s[:4] + " " + s[4:], "0" + a + " " + s[:4] + " " + s[4:], "0" + a + "-" + s}, []string{"+91 " + a + " " + s[:4] + " " + s[4:], "+91-" + a + "-" + s, "+91 " + a + " " + s}, "+91" + a + s}
}

func phoneDE(mobile bool) PN {
	if mobile {
		p := pick([]string{"151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "175", "176", "177", "178", "179"})
		s := nz(pick([]int{7, 8}))
		return PN{[]string{"0" + p + " " + s, "0" + p + "/" + s, "0" + p + "-" + s, "0" + p + " " + s[:4] + " " + s[4:]}, []string{"+49 " + p + " " + s, "+49 (0)" + p + " " + s, "+49 (0) " + p + " " + s, "+49 " + p + " " + s[:4] + " " + s[4:], "+49-" + p + "-" + s}, "+49" + p + s}
	}
	a := pick([]string{"30", "40", "89", "221", "69", "711", "211", "351", "341", "511", "421"})
	s := nz(10 - len(a))
	if chance(0.3) {
		s = nz(11 - len(a))
	}
	nat := []string{"0" + a + " " + s, "(0" + a + ") " + s, "0" + a + "/" + s, "0" + a + " / " + s, "0" + a + "-" + s}
	if len(s) == 8 {
		nat = append(nat, "0"+a+" "+sp(s, 2, 2, 2, 2), "0"+a+" / "+sp(s, 2, 2, 2, 2), "0"+a+" "+s[:4]+" "+s[4:])
	}
	return PN{nat, []string{"+49 " + a + " " + s, "+49 (0)" + a + " " + s, "+49 (0) " + a + " " + s, "+49-" + a + "-" + s}, "+49" + a + s}
}

func phoneFR(mobile bool) PN {
	var n string
	if mobile {
		n = fromA("67", 1) + digits(8)
	} else {
		n = fromA("123459", 1) + digits(8)
	}
	g := func(sep string) string { return "0" + n[:1] + sep + group(n[1:], []int{2, 2, 2, 2}, sep) }
	return PN{[]string{g(" "), g(" "), g("."), g("-"), "0" + n}, []string{"+33 " + n[:1] + " " + sp(n[1:], 2, 2, 2, 2), "+33 (0)" + n[:1] + " " + sp(n[1:], 2, 2, 2, 2), "+33 (0) " + n[:1] + " " + sp(n[1:], 2, 2, 2, 2), "+33" + n, "(+33) " + n[:1] + " " + sp(n[1:], 2, 2, 2, 2)}, "+33" + n}
}

func phoneES(mobile bool) PN {
	var n string
	if mobile {
		n = fromA("67", 1) + digits(8)
	} else {
		n = pick([]string{"91", "93", "96", "95", "94", "98"}) + fromA("2345", 1) + digits(6)
	}
	nat := []string{sp(n, 3, 3, 3), sp(n, 3, 2, 2, 2), n}
	return PN{nat, []string{"+34 " + sp(n, 3, 3, 3), "+34 " + sp(n, 3, 2, 2, 2), "+34" + n, "0034 " + sp(n, 3, 3, 3)}, "+34" + n}
}

func phoneMX(mobile bool) PN {
	a := pick([]string{"55", "33", "81", "55", "222", "442"})
	s := nz(10 - len(a))
	var nat []string
	if len(a) == 2 {
		nat = []string{a + " " + s[:4] + " " + s[4:], "(" + a + ") " + s[:4] + " " + s[4:], a + "-" + s[:4] + "-" + s[4:], "(" + a + ") " + s[:4] + "-" + s[4:]}
	} else {
		nat = []string{a + " " + s[:3] + " " + s[3:], "(" + a + ") " + s[:3] + " " + s[3:]}
	}
	intl := []string{"+52 " + nat[0], "+52 (" + a + ") " + strings.TrimPrefix(nat[1], "("+a+") ")}
	if mobile {
		intl = append(intl, "+52 1 "+nat[0])
	}
	return PN{nat, intl, "+52" + a + s}
}

func phoneBR(mobile bool) PN {
	ddd := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "19", "48", "85"})
	if mobile {
		s := "9" + fromA("6789", 1) + digits(7)
		return PN{[]string{"(" + ddd + ") " + s[:5] + "-" + s[5:], "(" + ddd + ") 9 " + s[1:5] + "-" + s[5:], ddd + " " + s[:5] + "-" + s[5:], "(" + ddd + ")" + s[:5] + "-" + s[5:], ddd + s}, []string{"+55 " + ddd + " " + s[:5] + "-" + s[5:], "+55 (" + ddd + ") " + s[:5] + "-" + s[5:], "+55 (" + ddd + ") 9 " + s[1:5] + "-" + s[5:], "+55" + ddd + s}, "+55" + ddd + s}
	}
	s := fromA("2345", 1) + digits(7)
	return PN{[]string{"(" + ddd + ") " + s[:4] + "-" + s[4:], ddd + " " + s[:4] + "-" + s[4:], "(" + ddd + ")" + s[:4] + "-" + s[4:]}, []string{"+55 " + ddd + " " + s[:4] + "-" + s[4:], "+55 (" + ddd + ") " + s[:4] + "-" + s[4:]}, "+55" + ddd + s}
}

func phoneIT(mobile bool) PN {
	if mobile {
		m := "3" + fromA("234589", 1) + digits(8)
		return PN{[]string{m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + " " + m[3:], m[:3] + "-" + m[3:], m}, []string{"+39 " + m[:3] + " " + m[3:6] + " " + m[6:], "+39 " + m, "+39 " + m[:3] + " " + m[3:], "0039 " + m[:3] + " " + m[3:]}, "+39" + m}
	}
	a := pick([]string{"02", "06", "011", "055", "081", "051", "045"})
	s := nz(10 - len(a))
	nat := []string{a + " " + s[:4] + " " + s[4:], a + " " + s, a + "-" + s}
	if len(a) == 3 {
		nat = []string{a + " " + s[:3] + " " + s[3:], a + " " + s, a + "/" + s}
	}
	return PN{nat, []string{"+39 " + nat[0], "+39 " + a + " " + s}, "+39" + a + s}
}

func phoneNL(mobile bool) PN {
	if mobile {
		m := "6" + nz(8)
		return PN{[]string{"06 " + m[1:], "06-" + m[1:], "06 " + m[1:5] + " " + m[5:], "06 " + sp(m[1:], 2, 2, 2, 2)}, []string{"+31 6 " + m[1:], "+31 (0)6 " + m[1:5] + " " + m[5:], "+31 6 " + sp(m[1:], 2, 2, 2, 2), "+31" + m}, "+31" + m}
	}
	a := pick([]string{"20", "10", "70", "30", "40", "50"})
	s := nz(7)
	return PN{[]string{"0" + a + " " + s[:3] + " " + s[3:], "0" + a + "-" + s, "0" + a + " " + s[:3] + " " + s[3:5] + " " + s[5:], "(0" + a + ") " + s}, []string{"+31 " + a + " " + s[:3] + " " + s[3:], "+31 (0)" + a + " " + s[:3] + " " + s[3:], "+31 (0) " + a + " " + s}, "+31" + a + s}
}

func phonePL(mobile bool) PN {
	if mobile {
		m := fromA("5678", 1) + digits(8)
		return PN{[]string{sp(m, 3, 3, 3), group(m, []int{3, 3, 3}, "-"), m}, []string{"+48 " + sp(m, 3, 3, 3), "+48 " + group(m, []int{3, 3, 3}, "-"), "+48" + m, "0048 " + sp(m, 3, 3, 3), "(+48) " + sp(m, 3, 3, 3)}, "+48" + m}
	}
	a := pick([]string{"22", "12", "61", "71", "58", "42", "32"})
	s := fromA("2345678", 1) + digits(6)
	return PN{[]string{a + " " + sp(s, 3, 2, 2), "(" + a + ") " + sp(s, 3, 2, 2), a + " " + s}, []string{"+48 " + a + " " + sp(s, 3, 2, 2), "+48 " + a + " " + s}, "+48" + a + s}
}

var fwDigits = []rune("０１２３４５６７８９")

func fullwidth(s string) string {
	var sb strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			sb.WriteRune(fwDigits[c-'0'])
		case c == '-':
			sb.WriteRune('－')
		case c == '+':
			sb.WriteRune('＋')
		case c == '(':
			sb.WriteRune('（')
		case c == ')':
			sb.WriteRune('）')
		default:
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func phoneJP(mobile bool) PN {
	if mobile {
		p := pick([]string{"90", "80", "70"})
		s := digits(8)
		nat := "0" + p + "-" + s[:4] + "-" + s[4:]
		n := []string{nat, nat, "0" + p + s, "0" + p + " " + s[:4] + " " + s[4:]}
		if chance(0.15) {
			n = append(n, fullwidth(nat))
		}
		return PN{n, []string{"+81 " + p + "-" + s[:4] + "-" + s[4:], "+81-" + p + "-" + s[:4] + "-" + s[4:], "+81 " + p + " " + s[:4] + " " + s[4:]}, "+81" + p + s}
	}
	if chance(0.15) {
		s := digits(6)
		return PN{[]string{"0120-" + s[:3] + "-" + s[3:]}, []string{"0120-" + s[:3] + "-" + s[3:]}, ""}
	}
	a := pick([]string{"3", "6", "45", "52", "92", "11", "75"})
	s := fromA("23456789", 1) + digits(8-len(a))
	var nat, intl []string
	if len(a) == 1 {
		nat = []string{"0" + a + "-" + s[:4] + "-" + s[4:], "0" + a + "(" + s[:4] + ")" + s[4:]}
		intl = []string{"+81 " + a + "-" + s[:4] + "-" + s[4:], "+81-" + a + "-" + s[:4] + "-" + s[4:]}
	} else {
		nat = []string{"0" + a + "-" + s[:3] + "-" + s[3:], "0" + a + "(" + s[:3] + ")" + s[3:]}
		intl = []string{"+81 " + a + "-" + s[:3] + "-" + s[3:], "+81-" + a + "-" + s[:3] + "-" + s[3:]}
	}
	if chance(0.12) {
		nat = append(nat, fullwidth(nat[0]))
	}
	return PN{nat, intl, "+81" + a + s}
}

func phoneKR(mobile bool) PN {
	if mobile {
		s := fromA("2345678", 1) + digits(7)
		return PN{[]string{"010-" + s[:4] + "-" + s[4:], "010 " + s[:4] + " " + s[4:], "010" + s}, []string{"+82 10-" + s[:4] + "-" + s[4:], "+82-10-" + s[:4] + "-" + s[4:], "+82 10 " + s[:4] + " " + s[4:]}, "+8210" + s}
	}
	if chance(0.1) {
		s := digits(4)
		p := pick([]string{"1588", "1577", "1544", "1600"})
		return PN{[]string{p + "-" + s}, []string{p + "-" + s}, ""}
	}
	a := pick([]string{"2", "31", "32", "51", "53", "42"})
	s := fromA("2345678", 1) + digits(pick([]int{6, 7}))
	mid := len(s) - 4
	return PN{[]string{"0" + a + "-" + s[:mid] + "-" + s[mid:], "0" + a + ")" + s[:mid] + "-" + s[mid:], "(0" + a + ") " + s[:mid] + "-" + s[mid:]}, []string{"+82 " + a + "-" + s[:mid] + "-" + s[mid:], "+82-" + a + "-" + s[:mid] + "-" + s[mid:]}, "+82" + a + s}
}

func phoneCN(mobile bool) PN {
	if mobile {
		m := pick([]string{"130", "131", "132", "133", "135", "136", "137", "138", "139", "147", "150", "151", "152", "153", "155", "156", "157", "158", "159", "166", "173", "176", "177", "178", "180", "181", "182", "183", "185", "186", "187", "188", "189", "191", "193", "195", "198", "199"}) + digits(8)
		return PN{[]string{m[:3] + " " + m[3:7] + " " + m[7:], m, m[:3] + "-" + m[3:7] + "-" + m[7:]}, []string{"+86 " + m[:3] + " " + m[3:7] + " " + m[7:], "+86-" + m, "+86 " + m, "(+86) " + m[:3] + " " + m[3:7] + " " + m[7:]}, "+86" + m}
	}
	if chance(0.12) {
		s := digits(6)
		p := pick([]string{"400", "800"})
		return PN{[]string{p + "-" + s[:3] + "-" + s[3:] + digits(1)}, []string{p + "-" + s[:3] + "-" + s[3:] + digits(1)}, ""}
	}
	a := pick([]string{"10", "21", "20", "755", "571", "28"})
	s := fromA("2345678", 1) + digits(7)
	if len(a) == 3 && chance(0.5) {
		s = s[:7]
	}
	h := len(s) - 4
	return PN{[]string{"0" + a + "-" + s, "0" + a + "-" + s[:h] + " " + s[h:], "(0" + a + ") " + s[:h] + " " + s[h:], "0" + a + " " + s[:h] + " " + s[h:]}, []string{"+86 " + a + " " + s[:h] + " " + s[h:], "+86-" + a + "-" + s, "+86 " + a + " " + s}, "+86" + a + s}
}

var arDigits = []rune("٠١٢٣٤٥٦٧٨٩")

func arabicDigits(s string) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(arDigits[c-'0'])
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func phoneSA(mobile bool) PN {
	if mobile {
		m := "5" + fromA("0345689", 1) + digits(7)
		nat := []string{"0" + m[:2] + " " + m[2:5] + " " + m[5:], "0" + m, "0" + m[:2] + "-" + m[2:5] + "-" + m[5:]}
		if chance(0.2) {
			nat = append(nat, arabicDigits("0"+m[:2]+" "+m[2:5]+" "+m[5:]))
		}
		return PN{nat, []string{"+966 " + m[:2] + " " + m[2:5] + " " + m[5:], "+966 " + m, "+966" + m, "00966 " + m[:2] + " " + m[2:5] + " " + m[5:]}, "+966" + m}
	}
	a := pick([]string{"11", "12", "13", "14"})
	s := fromA("2345678", 1) + digits(6)
	return PN{[]string{"0" + a + " " + s[:3] + " " + s[3:], "0" + a + "-" + s[:3] + "-" + s[3:], "(0" + a + ") " + s[:3] + " " + s[3:]}, []string{"+966 " + a + " " + s[:3] + " " + s[3:], "+966-" + a + "-" + s}, "+966" + a + s}
}

func phoneAE(mobile bool) PN {
	if mobile {
		m := pick([]string{"50", "52", "54", "55", "56", "58"}) + fromA("2345678", 1) + digits(6)
		nat := []string{"0" + m[:2] + " " + m[2:5] + " " + m[5:], "0" + m[:2] + "-" + m[2:5] + "-" + m[5:], "0" + m}
		if chance(0.2) {
			nat = append(nat, arabicDigits("0"+m[:2]+" "+m[2:5]+" "+m[5:]))
		}
		return PN{nat, []string{"+971 " + m[:2] + " " + m[2:5] + " " + m[5:], "+971-" + m[:2] + "-" + m[2:5] + "-" + m[5:], "+971" + m, "+971 " + m}, "+971" + m}
	}
	a := pick([]string{"4", "2", "6"})
	s := fromA("2345678", 1) + digits(6)
	return PN{[]string{"0" + a + " " + s[:3] + " " + s[3:], "0" + a + "-" + s, "(0" + a + ") " + s[:3] + " " + s[3:]}, []string{"+971 " + a + " " + s[:3] + " " + s[3:], "+971-" + a + "-" + s, "+971 (0)" + a + " " + s[:3] + " " + s[3:]}, "+971" + a + s}
}

func phoneTR(mobile bool) PN {
	var a string
	if mobile {
		a = "5" + fromA("012345", 1) + digits(1)
	} else {
		a = pick([]string{"212", "216", "312", "232", "224", "242"})
	}
	s := fromA("2345678", 1) + digits(6)
	g := s[:3] + " " + s[3:5] + " " + s[5:]
	return PN{[]string{"0" + a + " " + g, "0 " + a + " " + g, "0 (" + a + ") " + g, "(0" + a + ") " + g, "0" + a + " " + s, "0" + a + s}, []string{"+90 " + a + " " + g, "+90 (" + a + ") " + g, "+90" + a + s, "+90 " + a + " " + s[:3] + " " + s[3:]}, "+90" + a + s}
}

func phoneSE(mobile bool) PN {
	if mobile {
		m := "7" + fromA("02369", 1) + digits(7)
		return PN{[]string{"0" + m[:2] + "-" + m[2:5] + " " + m[5:7] + " " + m[7:], "0" + m[:2] + " " + m[2:5] + " " + m[5:7] + " " + m[7:], "0" + m[:2] + "-" + m[2:]}, []string{"+46 " + m[:2] + " " + m[2:5] + " " + m[5:7] + " " + m[7:], "+46 (0)" + m[:2] + "-" + m[2:5] + " " + m[5:7] + " " + m[7:], "+46" + m}, "+46" + m}
	}
	s := fromA("1234567", 1) + digits(7)
	return PN{[]string{"08-" + s[:3] + " " + s[3:6] + " " + s[6:], "08 " + s[:3] + " " + s[3:6] + " " + s[6:], "08-" + s}, []string{"+46 8 " + s[:3] + " " + s[3:6] + " " + s[6:], "+46 (0)8 " + s[:3] + " " + s[3:6] + " " + s[6:]}, "+468" + s}
}

func extNum() string { return fmt.Sprint(rn(100, 9999)) }
