package main

import (
	"fmt"
	"strings"
)

func nanp() (string, string, string) {
	for {
		a := fmt.Sprintf("%d%d%d", 2+rn(8), rn(10), rn(10))
		if a[1:] == "11" || a == "555" || a[1] == '9' {
			continue
		}
		e := fmt.Sprintf("%d%d%d", 2+rn(8), rn(10), rn(10))
		if e[1:] == "11" || e == "555" {
			continue
		}
		return a, e, digits(4)
	}
}

func sp(s string, sizes ...int) string { return groupBy(s, sizes, " ") }

var arabicIndic = strings.NewReplacer("0", "٠", "1", "١", "2", "٢", "3", "٣", "4", "٤", "5", "٥", "6", "٦", "7", "٧", "8", "٨", "9", "٩")
var fullWidth = strings.NewReplacer("0", "０", "1", "１", "2", "２", "3", "３", "4", "４", "5", "５", "6", "６", "7", "７", "8", "８", "9", "９", "-", "－")

// phone returns a phone number in one of the locale's real layouts.
// mode: "" any, "intl" with country code, "nat" national.
func phone(loc, mode string) string {
	intl := chance(0.4)
	if mode == "intl" {
		intl = true
	} else if mode == "nat" {
		intl = false
	}
	switch loc {
	case "en-US":
		a, e, l := nanp()
		if intl {
			return pick("+1 "+a+"-"+e+"-"+l, "+1 ("+a+") "+e+"-"+l, "+1"+a+e+l, "+1."+a+"."+e+"."+l, "1-"+a+"-"+e+"-"+l, "+1 "+a+" "+e+" "+l)
		}
		return pick("("+a+") "+e+"-"+l, "("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l, a+" "+e+" "+l, "("+a+")"+e+"-"+l)
	case "en-GB":
		if chance(0.6) { // mobile
			m := "7" + pick("4", "5", "7", "8", "9") + digits(8)
			if intl {
				return pick("+44 "+sp(m, 4, 6), "+44 (0)"+sp(m, 4, 6), "+44"+m, "+44 "+sp(m, 4, 3, 3))
			}
			return pick("0"+sp(m, 4, 6), "0"+sp(m, 4, 3, 3), "0"+m)
		}
		if chance(0.5) {
			n := pick("3", "7", "8") + digits(7)
			if intl {
				return pick("+44 20 "+sp(n, 4, 4), "+44 (0)20 "+sp(n, 4, 4))
			}
			return pick("020 "+sp(n, 4, 4), "(020) "+sp(n, 4, 4))
		}
		ac := pick("161", "113", "117", "121", "131", "141")
		n := digitsNZ(7)
		if intl {
			return "+44 " + ac + " " + sp(n, 3, 4)
		}
		return "0" + ac + " " + sp(n, 3, 4)
	case "en-IN":
		if chance(0.7) {
			m := pick("9", "8", "7", "6") + digits(9)
			if intl {
				return pick("+91 "+sp(m, 5, 5), "+91-"+m, "+91"+m, "+91 "+m, "(+91) "+sp(m, 5, 5))
			}
			return pick(sp(m, 5, 5), "0"+m, m, sp(m, 5, 5))
		}
		ac := pick("22", "80", "11", "44", "40")
		n := pick("2", "4", "6") + digits(7)
		if intl {
			return "+91 " + ac + " " + sp(n, 4, 4)
		}
		return pick("0"+ac+" "+sp(n, 4, 4), "0"+ac+"-"+groupBy(n, []int{4, 4}, "-"), "0"+ac+"-"+n)
	case "de":
		if chance(0.55) {
			p := pick("151", "152", "160", "162", "170", "171", "172", "175", "176", "177", "157")
			n := digitsNZ(7 + rn(2))
			if intl {
				return pick("+49 "+p+" "+n, "+49 (0)"+p+" "+n, "+49"+p+n, "+49 "+p+" "+sp(n, 3, 4, 4))
			}
			g := sp(n, 3, 2, 2)
			if len(n) == 8 {
				g = sp(n, 4, 4)
			}
			return pick("0"+p+" "+n, "0"+p+"/"+n, "0"+p+"-"+n, "0"+p+" "+g, "0"+p+n)
		}
		ac := pick("30", "89", "40", "221", "69", "711", "211")
		n := digitsNZ(10 - len(ac))
		if intl {
			return pick("+49 "+ac+" "+n, "+49 (0)"+ac+" "+n, "+49 "+ac+" "+n[:len(n)-4]+" "+n[len(n)-4:], "+49 "+ac+" "+n[:len(n)-2]+"-"+n[len(n)-2:])
		}
		din := sp(n, 2, 2, 2, 2)
		if len(n)%2 == 1 {
			din = sp(n, 3, 2, 2, 2)
		}
		return pick("0"+ac+" "+n, "0"+ac+"/"+n, "(0"+ac+") "+n, "0"+ac+" / "+din, "0"+ac+" "+n[:len(n)-2]+"-"+n[len(n)-2:])
	case "fr":
		n := pick("6", "7", "1", "2", "3", "4", "5", "9") + digits(8)
		if intl {
			return pick("+33 "+sp(n, 1, 2, 2, 2, 2), "+33 (0)"+sp(n, 1, 2, 2, 2, 2), "+33"+n, "+33 "+n[:1]+" "+n[1:])
		}
		return pick("0"+sp(n, 1, 2, 2, 2, 2), "0"+groupBy(n, []int{1, 2, 2, 2, 2}, "."), "0"+n, "0"+groupBy(n, []int{1, 2, 2, 2, 2}, "-"))
	case "es":
		n := pick("6", "7", "9") + digits(8)
		if intl {
			return pick("+34 "+sp(n, 3, 3, 3), "+34 "+sp(n, 3, 2, 2, 2), "+34"+n, "0034 "+sp(n, 3, 3, 3))
		}
		return pick(sp(n, 3, 3, 3), sp(n, 3, 2, 2, 2), n, sp(n, 2, 3, 2, 2))
	case "es-MX":
		ac := pick("55", "33", "81")
		n := digitsNZ(8)
		if intl {
			return pick("+52 "+ac+" "+sp(n, 4, 4), "+52 1 "+ac+" "+sp(n, 4, 4), "+52"+ac+n)
		}
		return pick(ac+" "+sp(n, 4, 4), "("+ac+") "+sp(n, 4, 4), ac+"-"+groupBy(n, []int{4, 4}, "-"), ac+n)
	case "pt-BR":
		ac := pick("11", "21", "31", "41", "51", "61", "71", "81", "19")
		if chance(0.7) {
			n := "9" + pick("6", "7", "8", "9") + digits(7)
			if intl {
				return pick("+55 "+ac+" "+n[:5]+"-"+n[5:], "+55 ("+ac+") "+n[:5]+"-"+n[5:], "+55"+ac+n, "+55 ("+ac+") 9 "+n[1:5]+"-"+n[5:])
			}
			return pick("("+ac+") "+n[:5]+"-"+n[5:], "("+ac+") "+n[:5]+"-"+n[5:], ac+" "+n[:5]+"-"+n[5:], "("+ac+") 9 "+n[1:5]+"-"+n[5:], "("+ac+")"+n[:5]+"-"+n[5:], "0"+ac+" "+n[:5]+"-"+n[5:])
		}
		n := pick("2", "3", "4") + digits(7)
		if intl {
			return "+55 " + ac + " " + n[:4] + "-" + n[4:]
		}
		return "(" + ac + ") " + n[:4] + "-" + n[4:]
	case "it":
		if chance(0.6) {
			n := "3" + pick("3", "4", "2", "9", "8") + digits(8)
			if intl {
				return pick("+39 "+sp(n, 3, 3, 4), "+39 "+sp(n, 3, 7), "+39"+n, "0039 "+sp(n, 3, 7))
			}
			return pick(sp(n, 3, 3, 4), sp(n, 3, 7), n, groupBy(n, []int{3, 7}, "-"), groupBy(n, []int{3, 7}, "/"))
		}
		ac := pick("02", "06", "011", "081", "055")
		n := digitsNZ(10 - len(ac))
		if intl {
			return "+39 " + ac + " " + sp(n, 4, 4)
		}
		return pick(ac+" "+sp(n, 4, 4), ac+" "+n, ac+"/"+n, ac+"-"+n)
	case "nl":
		if chance(0.6) {
			n := "6" + digitsNZ(8)
			if intl {
				return pick("+31 6 "+n[1:], "+31 (0)6 "+sp(n[1:], 2, 2, 2, 2), "+31"+n, "+31 6-"+n[1:])
			}
			return pick("06-"+n[1:], "06 "+n[1:], "06 "+sp(n[1:], 2, 2, 2, 2), "0"+n)
		}
		ac := pick("20", "10", "30", "70", "40")
		n := digitsNZ(7)
		if intl {
			return "+31 " + ac + " " + sp(n, 3, 4)
		}
		return pick("0"+ac+"-"+n, "0"+ac+" "+sp(n, 3, 4), "0"+ac+" "+n)
	case "pl":
		if chance(0.6) {
			n := pick("50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88") + digits(7)
			if intl {
				return pick("+48 "+sp(n, 3, 3, 3), "+48 "+groupBy(n, []int{3, 3, 3}, "-"), "+48"+n, "(+48) "+sp(n, 3, 3, 3))
			}
			return pick(sp(n, 3, 3, 3), groupBy(n, []int{3, 3, 3}, "-"), n)
		}
		ac := pick("22", "12", "71", "61", "58")
		n := digitsNZ(7)
		if intl {
			return "+48 " + ac + " " + sp(n, 3, 2, 2)
		}
		return pick(ac+" "+sp(n, 3, 2, 2), "("+ac+") "+sp(n, 3, 2, 2), ac+" "+n)
	case "tr":
		var ac string
		if chance(0.7) {
			ac = "5" + pick("32", "33", "35", "42", "05", "55", "44", "30")
		} else {
			ac = pick("212", "216", "312", "232")
		}
		n := digitsNZ(7)
		if intl {
			return pick("+90 "+ac+" "+sp(n, 3, 2, 2), "+90 ("+ac+") "+sp(n, 3, 2, 2), "+90"+ac+n, "0090 "+ac+" "+sp(n, 3, 2, 2))
		}
		return pick("0"+ac+" "+sp(n, 3, 2, 2), "0 ("+ac+") "+sp(n, 3, 2, 2), "0"+ac+n, "("+ac+") "+sp(n, 3, 2, 2), "0"+ac+" "+n)
	case "ru":
		ac := pick("916", "926", "903", "985", "495", "499", "812", "921")
		n := digitsNZ(7)
		d := n[:3] + "-" + n[3:5] + "-" + n[5:]
		if intl {
			return pick("+7 ("+ac+") "+d, "+7 "+ac+" "+d, "+7"+ac+n, "+7 "+ac+" "+sp(n, 3, 2, 2), "+7-"+ac+"-"+d)
		}
		return pick("8 ("+ac+") "+d, "8-"+ac+"-"+d, "8"+ac+n, "8 "+ac+" "+sp(n, 3, 2, 2), "("+ac+") "+d)
	case "ja":
		if chance(0.6) {
			p := pick("90", "80", "70")
			n := digitsNZ(8)
			if intl {
				return pick("+81 "+p+"-"+n[:4]+"-"+n[4:], "+81-"+p+"-"+n[:4]+"-"+n[4:], "+81 "+p+" "+n[:4]+" "+n[4:])
			}
			s := "0" + p + "-" + n[:4] + "-" + n[4:]
			if chance(0.12) {
				return fullWidth.Replace(s)
			}
			return pick(s, s, "0"+p+n, "0"+p+" "+n[:4]+" "+n[4:], "0"+p+"("+n[:4]+")"+n[4:])
		}
		ac := pick("3", "6", "52", "45", "92")
		n := digitsNZ(9 - len(ac))
		mid := len(n) - 4
		if intl {
			return "+81 " + ac + "-" + n[:mid] + "-" + n[mid:]
		}
		return pick("0"+ac+"-"+n[:mid]+"-"+n[mid:], "0"+ac+"("+n[:mid]+")"+n[mid:])
	case "zh":
		if chance(0.7) {
			m := "1" + pick("3", "5", "7", "8", "9") + digits(9)
			if intl {
				return pick("+86 "+sp(m, 3, 4, 4), "+86-"+m, "+86 "+m, "+86 "+groupBy(m, []int{3, 4, 4}, "-"))
			}
			return pick(m, m, sp(m, 3, 4, 4), groupBy(m, []int{3, 4, 4}, "-"))
		}
		ac := pick("10", "21", "20", "755", "571")
		n := digitsNZ(8)
		if intl {
			return "+86 " + ac + " " + n
		}
		return pick("0"+ac+"-"+n, "(0"+ac+") "+n, "0"+ac+"-"+sp(n, 4, 4))
	case "ar":
		var s string
		switch rn(3) {
		case 0:
			n := pick("50", "52", "55", "56") + digits(7)
			if intl {
				s = pick("+971 "+sp(n, 2, 3, 4), "+971-"+groupBy(n, []int{2, 3, 4}, "-"), "+971"+n, "00971 "+sp(n, 2, 3, 4))
			} else {
				s = pick("0"+sp(n, 2, 3, 4), "0"+n, "0"+groupBy(n, []int{2, 3, 4}, "-"))
			}
		case 1:
			n := "5" + pick("0", "3", "4", "5", "6", "9") + digits(7)
			if intl {
				s = pick("+966 "+sp(n, 2, 3, 4), "+966"+n, "00966 "+sp(n, 2, 3, 4))
			} else {
				s = pick("0"+sp(n, 2, 3, 4), "0"+n)
			}
		default:
			n := "1" + pick("0", "1", "2", "5") + digits(8)
			if intl {
				s = pick("+20 "+sp(n, 2, 4, 4), "+20"+n)
			} else {
				s = pick("0"+sp(n, 2, 4, 4), "0"+n)
			}
		}
		if chance(0.15) {
			s = arabicIndic.Replace(s)
		}
		return s
	}
	panic("loc " + loc)
}
