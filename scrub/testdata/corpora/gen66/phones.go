package main

import "strings"

var nanpAreas = []string{"212", "213", "305", "312", "404", "415", "503", "512", "602", "617", "646", "702", "713", "720", "773", "808", "917", "972", "206", "303", "469", "630", "248", "919", "347", "510", "612", "971"}
var caAreas = []string{"416", "604", "514", "403", "613", "647", "905"}

func nanpExch() string {
	for {
		e := string("23456789"[ri(8)]) + d(2)
		if e[1:] != "11" && e != "555" && e != "950" && e != "958" && e != "959" {
			return e
		}
	}
}

// sub formats digit groups with separator
func j(sep string, parts ...string) string { return strings.Join(parts, sep) }

func phone(cc, mode string) string {
	intl := false
	switch mode {
	case "i":
		intl = true
	case "n":
		intl = false
	default:
		intl = chance(0.45)
	}
	switch cc {
	case "US", "CA":
		a := pickS(nanpAreas)
		if cc == "CA" {
			a = pickS(caAreas)
		}
		e, l := nanpExch(), d(4)
		if intl {
			return pick("+1 "+j(" ", a, e, l), "+1 ("+a+") "+e+"-"+l, "+1-"+j("-", a, e, l), "+1"+a+e+l, "+1."+j(".", a, e, l), "1-"+j("-", a, e, l))
		}
		return pick("("+a+") "+e+"-"+l, j("-", a, e, l), j("-", a, e, l), j(".", a, e, l), "("+a+")"+e+"-"+l, j(" ", a, e, l), a+e+l)
	case "GB":
		if chance(0.65) {
			m := "7" + string("45789"[ri(5)]) + d(2)
			s := d(6)
			if intl {
				return pick("+44 "+m+" "+s, "+44 (0)"+m+" "+s, "+44"+m+s, "+44 "+m[:4]+" "+s[:3]+" "+s[3:])
			}
			return pick("0"+m+" "+s, "0"+m+s, "0"+m+" "+s[:3]+" "+s[3:])
		}
		x := string("378"[ri(3)]) + d(3)
		y := d(4)
		if intl {
			return pick("+44 20 "+x+" "+y, "+44 (0)20 "+x+" "+y, "+44 161 "+d(3)+" "+d(4))
		}
		return pick("020 "+x+" "+y, "(020) "+x+" "+y, "0161 "+d(3)+" "+d(4), "0113 "+d(3)+" "+d(4))
	case "DE":
		if chance(0.6) {
			var pre, sub string
			switch ri(3) {
			case 0:
				pre, sub = "15"+string("1279"[ri(4)]), d(8)
			case 1:
				pre, sub = "17"+string("012345"[ri(6)]), d(7)
			default:
				pre, sub = "17"+string("6789"[ri(4)]), d(8)
			}
			if intl {
				return pick("+49 "+pre+" "+sub, "+49 (0)"+pre+" "+sub, "+49"+pre+sub, "+49 "+pre+" "+sub[:3]+" "+sub[3:], "0049 "+pre+" "+sub)
			}
			return pick("0"+pre+" "+sub, "0"+pre+"/"+sub, "0"+pre+"-"+sub, "0"+pre+" "+sub[:3]+" "+sub[3:])
		}
		ac, n := pick("30", "40", "89", "221", "69", "711", "211"), ""
		if len(ac) == 2 {
			n = dnz(rr(7, 8))
		} else {
			n = dnz(7)
		}
		if intl {
			return pick("+49 "+ac+" "+n, "+49 (0)"+ac+" "+n, "+49 "+ac+" "+n[:len(n)-2]+"-"+n[len(n)-2:])
		}
		return pick("0"+ac+" "+n, "0"+ac+"/"+n, "(0"+ac+") "+n, "0"+ac+" / "+n, "0"+ac+"-"+n)
	case "FR":
		p := string("67"[ri(2)])
		if chance(0.3) {
			p = string("12345"[ri(5)])
		}
		g := []string{d(2), d(2), d(2), d(2)}
		if intl {
			return pick("+33 "+p+" "+j(" ", g...), "+33 (0)"+p+" "+j(" ", g...), "+33"+p+strings.Join(g, ""), "0033 "+p+" "+j(" ", g...))
		}
		return pick("0"+p+" "+j(" ", g...), "0"+p+"."+j(".", g...), "0"+p+strings.Join(g, ""), "0"+p+"-"+j("-", g...))
	case "ES":
		f := pick("6"+d(2), "6"+d(2), "7"+string("1234"[ri(4)])+d(1), "91"+d(1), "93"+d(1))
		r := d(6)
		if intl {
			return pick("+34 "+f+" "+r[:2]+" "+r[2:4]+" "+r[4:], "+34 "+f+" "+r[:3]+" "+r[3:], "+34"+f+r, "0034 "+f+" "+r[:3]+" "+r[3:])
		}
		return pick(f+" "+r[:2]+" "+r[2:4]+" "+r[4:], f+" "+r[:3]+" "+r[3:], f+r)
	case "IT":
		if chance(0.7) {
			m := "3" + string("2345789"[ri(7)]) + d(1)
			r := d(7)
			if intl {
				return pick("+39 "+m+" "+r[:3]+" "+r[3:], "+39 "+m+r, "+39"+m+r, "0039 "+m+" "+r)
			}
			return pick(m+" "+r[:3]+" "+r[3:], m+r, m+"-"+r, m+" "+r)
		}
		a := pick("06", "02")
		r := d(8)
		if intl {
			return pick("+39 "+a+" "+r[:4]+" "+r[4:], "+39 "+a+r)
		}
		return pick(a+" "+r[:4]+" "+r[4:], a+"-"+r, a+" "+r)
	case "NL":
		if chance(0.7) {
			r := d(8)
			if intl {
				return pick("+31 6 "+r, "+31 (0)6 "+r[:4]+" "+r[4:], "+316"+r, "0031 6 "+r, "+31 6 "+r[:2]+" "+r[2:4]+" "+r[4:6]+" "+r[6:])
			}
			return pick("06-"+r, "06 "+r, "06 "+r[:4]+" "+r[4:], "06"+r)
		}
		r := d(7)
		if intl {
			return "+31 20 " + r
		}
		return pick("020-"+r, "020 "+r[:3]+" "+r[3:])
	case "PL":
		m := pick("50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88") + d(1)
		r := d(6)
		if intl {
			return pick("+48 "+m+" "+r[:3]+" "+r[3:], "+48"+m+r, "+48 "+m+"-"+r[:3]+"-"+r[3:], "0048 "+m+" "+r[:3]+" "+r[3:])
		}
		return pick(m+" "+r[:3]+" "+r[3:], m+"-"+r[:3]+"-"+r[3:], m+r)
	case "SE":
		m := pick("70", "72", "73", "76", "79")
		r := d(7)
		if intl {
			return pick("+46 "+m+" "+r[:3]+" "+r[3:5]+" "+r[5:], "+46"+m+r, "+46 (0)"+m+"-"+r[:3]+" "+r[3:5]+" "+r[5:])
		}
		return pick("0"+m+"-"+r[:3]+" "+r[3:5]+" "+r[5:], "0"+m+" "+r[:3]+" "+r[3:5]+" "+r[5:], "0"+m+"-"+r)
	case "TR":
		m := pick("501", "505", "506", "507", "530", "531", "532", "533", "534", "535", "536", "537", "538", "539", "541", "542", "543", "544", "545", "546", "547", "548", "549", "551", "552", "553", "554", "555", "559")
		r := d(7)
		if intl {
			return pick("+90 "+m+" "+r[:3]+" "+r[3:5]+" "+r[5:], "+90 ("+m+") "+r[:3]+" "+r[3:5]+" "+r[5:], "+90"+m+r)
		}
		return pick("0"+m+" "+r[:3]+" "+r[3:5]+" "+r[5:], "0 ("+m+") "+r[:3]+" "+r[3:5]+" "+r[5:], "0"+m+" "+r[:3]+" "+r[3:], "0"+m+r)
	case "RU":
		m := pick("9"+d(2), "9"+d(2), "495", "499", "812")
		r := d(7)
		if intl {
			return pick("+7 "+m+" "+r[:3]+"-"+r[3:5]+"-"+r[5:], "+7 ("+m+") "+r[:3]+"-"+r[3:5]+"-"+r[5:], "+7"+m+r, "+7 "+m+" "+r[:3]+" "+r[3:5]+" "+r[5:])
		}
		return pick("8 ("+m+") "+r[:3]+"-"+r[3:5]+"-"+r[5:], "8 "+m+" "+r[:3]+"-"+r[3:5]+"-"+r[5:], "8-"+m+"-"+r[:3]+"-"+r[3:5]+"-"+r[5:], "8"+m+r)
	case "UA":
		m := pick("50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99")
		r := d(7)
		if intl {
			return pick("+380 "+m+" "+r[:3]+" "+r[3:], "+380 ("+m+") "+r[:3]+"-"+r[3:5]+"-"+r[5:], "+380"+m+r)
		}
		return pick("0"+m+" "+r[:3]+" "+r[3:5]+" "+r[5:], "(0"+m+") "+r[:3]+"-"+r[3:5]+"-"+r[5:], "0"+m+r)
	case "GR":
		m := pick("69"+d(1), "69"+d(1), "210")
		r := d(7)
		if intl {
			return pick("+30 "+m+" "+r[:3]+" "+r[3:], "+30 "+m+r, "+30"+m+r)
		}
		return pick(m+" "+r[:3]+" "+r[3:], m+r, m+"-"+r)
	case "AE":
		m := "5" + string("02568"[ri(5)])
		r := d(7)
		if intl {
			return pick("+971 "+m+" "+r[:3]+" "+r[3:], "+971-"+m+"-"+r, "+971"+m+r, "00971 "+m+" "+r[:3]+" "+r[3:])
		}
		return pick("0"+m+" "+r[:3]+" "+r[3:], "0"+m+"-"+r[:3]+"-"+r[3:], "0"+m+r)
	case "SA":
		m := "5" + string("0345679"[ri(7)])
		r := d(7)
		if intl {
			return pick("+966 "+m+" "+r[:3]+" "+r[3:], "+966"+m+r, "00966 "+m+" "+r)
		}
		return pick("0"+m+" "+r[:3]+" "+r[3:], "0"+m+r, "0"+m+"-"+r[:3]+"-"+r[3:])
	case "EG":
		m := "1" + string("0125"[ri(4)])
		r := d(8)
		if intl {
			return pick("+20 "+m+" "+r[:4]+" "+r[4:], "+20"+m+r)
		}
		return pick("0"+m+" "+r[:4]+" "+r[4:], "0"+m+r)
	case "IL":
		m := "5" + string("0234578"[ri(7)])
		r := d(7)
		if intl {
			return pick("+972 "+m+"-"+r[:3]+"-"+r[3:], "+972-"+m+"-"+r, "+972 "+m+" "+r[:3]+" "+r[3:], "+972"+m+r)
		}
		return pick("0"+m+"-"+r[:3]+"-"+r[3:], "0"+m+"-"+r, "0"+m+r)
	case "IN":
		m := string("6789"[ri(4)]) + d(4)
		r := d(5)
		if intl {
			return pick("+91 "+m+" "+r, "+91-"+m+r, "+91 "+m+r, "+91"+m+r, "0091 "+m+" "+r)
		}
		return pick(m+" "+r, m+r, "0"+m+" "+r, "0"+m+r, m[:3]+"-"+m[3:]+r[:1]+"-"+r[1:])
	case "CN":
		m := pick("13"+d(1), "15"+string("0123456789"[ri(3)]), "15"+string("56789"[ri(5)]), "18"+d(1), "17"+string("35678"[ri(5)]), "19"+string("189"[ri(3)]))
		r := d(8)
		if intl {
			return pick("+86 "+m+" "+r[:4]+" "+r[4:], "+86 "+m+r, "+86-"+m+"-"+r[:4]+"-"+r[4:], "(+86) "+m+r, "+86"+m+r)
		}
		return pick(m+" "+r[:4]+" "+r[4:], m+r, m+"-"+r[:4]+"-"+r[4:])
	case "JP":
		if chance(0.7) {
			m := string("789"[ri(3)]) + "0"
			a, b2 := d(4), d(4)
			if intl {
				return pick("+81 "+m+"-"+a+"-"+b2, "+81 "+m+" "+a+" "+b2, "+81-"+m+"-"+a+"-"+b2, "+81"+m+a+b2)
			}
			return pick("0"+m+"-"+a+"-"+b2, "0"+m+a+b2, "0"+m+" "+a+" "+b2, "0"+m+"("+a+")"+b2)
		}
		a, b2 := d(4), d(4)
		if intl {
			return pick("+81 3-"+a+"-"+b2, "+81-6-"+a+"-"+b2)
		}
		return pick("03-"+a+"-"+b2, "06-"+a+"-"+b2, "03("+a+")"+b2)
	case "KR":
		if chance(0.75) {
			a, b2 := dnz(4), d(4)
			if intl {
				return pick("+82 10-"+a+"-"+b2, "+82 10 "+a+" "+b2, "+82-10-"+a+"-"+b2, "+8210"+a+b2)
			}
			return pick("010-"+a+"-"+b2, "010 "+a+" "+b2, "010"+a+b2, "010-"+a+"-"+b2)
		}
		a, b2 := dnz(4), d(4)
		if intl {
			return "+82 2-" + a + "-" + b2
		}
		return pick("02-"+a+"-"+b2, "02-"+a[:3]+"-"+b2)
	case "TH":
		m := string("689"[ri(3)]) + d(1)
		a, b2 := d(3), d(4)
		if intl {
			return pick("+66 "+m+" "+a+" "+b2, "+66 (0)"+m+" "+a+" "+b2, "+66"+m+a+b2, "+66-"+m+"-"+a+"-"+b2)
		}
		return pick("0"+m+"-"+a+"-"+b2, "0"+m+" "+a+" "+b2, "0"+m+a+b2)
	case "VN":
		m := pick("90", "91", "93", "94", "96", "97", "98", "32", "33", "34", "35", "36", "37", "38", "39", "70", "76", "77", "78", "79", "81", "82", "83", "84", "85", "86", "88", "89")
		r := d(7)
		if intl {
			return pick("+84 "+m+" "+r[:3]+" "+r[3:], "+84 "+m+r[:1]+" "+r[1:4]+" "+r[4:], "+84"+m+r)
		}
		return pick("0"+m+" "+r[:3]+" "+r[3:], "0"+m+r[:1]+" "+r[1:4]+" "+r[4:], "0"+m+r, "0"+m+"."+r[:3]+"."+r[3:])
	case "ID":
		m := pick("811", "812", "813", "817", "818", "819", "821", "822", "823", "831", "832", "838", "851", "852", "853", "859", "877", "878", "881", "882", "895", "896", "897", "898", "899")
		r := d(rr(7, 8))
		if intl {
			return pick("+62 "+m+"-"+r[:4]+"-"+r[4:], "+62 "+m+" "+r[:4]+" "+r[4:], "+62"+m+r)
		}
		return pick("0"+m+"-"+r[:4]+"-"+r[4:], "0"+m+" "+r[:4]+" "+r[4:], "0"+m+r)
	case "BR":
		ddd := pick("11", "21", "31", "41", "51", "61", "71", "81", "19", "48")
		if chance(0.75) {
			a, b2 := "9"+d(4), d(4)
			if intl {
				return pick("+55 "+ddd+" "+a+"-"+b2, "+55 ("+ddd+") "+a+"-"+b2, "+55"+ddd+a+b2, "+55 "+ddd+" "+a+" "+b2)
			}
			return pick("("+ddd+") "+a+"-"+b2, ddd+" "+a+"-"+b2, "("+ddd+") 9 "+a[1:]+"-"+b2, "("+ddd+")"+a+"-"+b2)
		}
		a, b2 := string("2345"[ri(4)])+d(3), d(4)
		if intl {
			return "+55 " + ddd + " " + a + "-" + b2
		}
		return "(" + ddd + ") " + a + "-" + b2
	case "MX":
		ac := pick("55", "33", "81")
		a, b2 := d(4), d(4)
		if intl {
			return pick("+52 "+ac+" "+a+" "+b2, "+52 ("+ac+") "+a+" "+b2, "+52 1 "+ac+" "+a+" "+b2, "+52"+ac+a+b2)
		}
		return pick(ac+" "+a+" "+b2, "("+ac+") "+a+"-"+b2, ac+a+b2)
	case "AU":
		if chance(0.7) {
			r := d(8)
			if intl {
				return pick("+61 4"+r[:2]+" "+r[2:5]+" "+r[5:], "+61 4 "+r[:4]+" "+r[4:], "+614"+r)
			}
			return pick("04"+r[:2]+" "+r[2:5]+" "+r[5:], "04"+r, "04"+r[:2]+"-"+r[2:5]+"-"+r[5:])
		}
		a, b2 := string("3456789"[ri(7)])+d(3), d(4)
		if intl {
			return "+61 2 " + a + " " + b2
		}
		return pick("(02) "+a+" "+b2, "02 "+a+" "+b2, "(03) "+a+" "+b2)
	case "AR":
		a, b2 := d(4), d(4)
		if intl {
			return pick("+54 9 11 "+a+"-"+b2, "+54 9 11 "+a+" "+b2, "+54911"+a+b2)
		}
		return pick("11 15-"+a+"-"+b2, "011 15-"+a+"-"+b2, "(011) 15 "+a+"-"+b2)
	}
	panic("cc " + cc)
}
