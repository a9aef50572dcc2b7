package main

import (
	"strconv"
	"strings"
)

var usAreas = []string{"212", "213", "310", "312", "415", "503", "617", "646", "702", "713", "718", "773", "808", "917", "949", "206", "305", "404", "512", "602", "303", "720", "971", "214", "480", "619", "904", "267"}
var caAreas = []string{"416", "604", "514", "403", "613", "647", "778"}

func nanpExch() string {
	for {
		e := strconv.Itoa(rng(2, 9)) + digits(2)
		if e[1:] != "11" && e != "555" {
			return e
		}
	}
}

// phone returns a number in one of the formats its country's people and
// systems write. mode: 0 national, 1 international, -1 either.
func phone(cc string, mode int) string {
	intl := mode == 1 || (mode == -1 && chance(0.45))
	switch cc {
	case "US", "CA":
		a := usAreas[r.Intn(len(usAreas))]
		if cc == "CA" {
			a = caAreas[r.Intn(len(caAreas))]
		}
		e, l := nanpExch(), digits(4)
		if intl {
			return pick("+1 "+a+"-"+e+"-"+l, "+1 ("+a+") "+e+"-"+l, "+1"+a+e+l, "+1 "+a+" "+e+" "+l, "+1."+a+"."+e+"."+l)
		}
		return pick("("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l, "1-"+a+"-"+e+"-"+l, "("+a+")"+e+"-"+l)
	case "UK":
		if chance(0.6) {
			m := "7" + pick("4", "5", "7", "8", "9") + digits(2)
			s := digits(6)
			if intl {
				return pick("+44 "+m+" "+s, "+44"+m+s, "+44 (0)"+m+" "+s, "+44 "+m+" "+s[:3]+" "+s[3:])
			}
			return pick("0"+m+" "+s, "0"+m+" "+s[:3]+" "+s[3:], "0"+m+s)
		}
		if chance(0.6) {
			s1, s2 := pick("7", "8", "3")+digits(3), digits(4)
			if intl {
				return pick("+44 20 "+s1+" "+s2, "+44 (0)20 "+s1+" "+s2)
			}
			return pick("020 "+s1+" "+s2, "(020) "+s1+" "+s2)
		}
		a := pick("161", "121", "131", "141", "113", "117")
		s := digits(7)
		if intl {
			return "+44 " + a + " " + s[:3] + " " + s[3:]
		}
		return "0" + a + " " + s[:3] + " " + s[3:]
	case "AU":
		if chance(0.6) {
			m := "4" + digits(2)
			s := digits(6)
			if intl {
				return pick("+61 "+m+" "+s[:3]+" "+s[3:], "+61"+m+s)
			}
			return pick("0"+m+" "+s[:3]+" "+s[3:], "0"+m+s)
		}
		a := pick("2", "3", "7", "8")
		s := rng(2, 9)
		n := strconv.Itoa(s) + digits(3) + " " + digits(4)
		if intl {
			return "+61 " + a + " " + n
		}
		return pick("(0"+a+") "+n, "0"+a+" "+n)
	case "DE":
		if chance(0.55) {
			p := pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
			var s string
			if p[1] == '5' {
				s = digits(8)
			} else {
				s = digits(7)
			}
			if intl {
				return pick("+49 "+p+" "+s, "+49 (0)"+p+" "+s, "+49"+p+s, "+49 "+p+" "+s[:3]+" "+s[3:])
			}
			return pick("0"+p+" "+s, "0"+p+"/"+s, "0"+p+"-"+s, "0"+p+" "+s[:3]+" "+s[3:])
		}
		a := pick("30", "40", "89", "69", "221", "211", "711", "341")
		n := 8
		if len(a) == 3 {
			n = 7
		}
		s := nzdigits(n)
		if intl {
			return pick("+49 "+a+" "+s, "+49 (0)"+a+" "+s, "+49 "+a+" "+s[:len(s)-2]+"-"+s[len(s)-2:])
		}
		return pick("0"+a+" "+s, "(0"+a+") "+s, "0"+a+" / "+s[:4]+" "+s[4:], "0"+a+"-"+s)
	case "FR":
		f := pick("6", "7", "6", "1", "2", "3", "4", "5", "9")
		s := digits(8)
		pairs := s[0:2] + " " + s[2:4] + " " + s[4:6] + " " + s[6:8]
		if intl {
			return pick("+33 "+f+" "+pairs, "+33 (0)"+f+" "+pairs, "+33"+f+s)
		}
		return pick("0"+f+" "+pairs, "0"+f+"."+strings.ReplaceAll(pairs, " ", "."), "0"+f+s, "0"+f+"-"+strings.ReplaceAll(pairs, " ", "-"))
	case "ES":
		var s string
		if chance(0.7) {
			s = pick("6", "7") + digits(8)
		} else {
			s = "9" + pick("1", "3", "5", "6") + digits(7)
		}
		if intl {
			return pick("+34 "+s[:3]+" "+s[3:6]+" "+s[6:], "+34"+s, "0034 "+s[:3]+" "+s[3:6]+" "+s[6:])
		}
		return pick(s[:3]+" "+s[3:6]+" "+s[6:], s[:3]+" "+s[3:5]+" "+s[5:7]+" "+s[7:])
	case "MX":
		a := pick("55", "33", "81")
		s := digits(8)
		if intl {
			return pick("+52 "+a+" "+s[:4]+" "+s[4:], "+52 ("+a+") "+s[:4]+"-"+s[4:], "+52"+a+s)
		}
		return pick(a+" "+s[:4]+" "+s[4:], "("+a+") "+s[:4]+"-"+s[4:])
	case "AR":
		s := "15" + digits(2)
		l := digits(4)
		if intl {
			_ = s
			return pick("+54 9 11 "+rng4()+"-"+l, "+54 9 351 "+digits(3)+"-"+l, "+5491"+"1"+rng4()+l)
		}
		return pick("011 15-"+rng4()+"-"+l, "(011) "+rng4()+"-"+l)
	case "IT":
		if chance(0.65) {
			// assigned Italian mobile ranges (AGCOM): 320-329, 330-339, 340-349,
			// 350-351, 360-368, 370-373, 377, 380-389, 390-393
			m := pick("32"+digits(1), "33"+digits(1), "34"+digits(1), "35"+pick("0", "1"), "36"+pick("0", "1", "2", "3", "6", "8"), "37"+pick("0", "1", "2", "3", "7"), "38"+digits(1), "39"+pick("0", "1", "2", "3"))
			s := digits(7)
			if intl {
				return pick("+39 "+m+" "+s[:3]+" "+s[3:], "+39 "+m+" "+s, "+39"+m+s)
			}
			return pick(m+" "+s[:3]+" "+s[3:], m+" "+s, m+s, m+"-"+s)
		}
		a := pick("02", "06", "011", "055", "081")
		s := nzdigits(10 - len(a))
		if intl {
			return "+39 " + a + " " + s[:4] + " " + s[4:]
		}
		return pick(a+" "+s[:4]+" "+s[4:], a+" "+s, a+"/"+s)
	case "PT":
		s := "9" + pick("1", "2", "3", "6") + digits(7)
		if intl {
			return pick("+351 "+s[:3]+" "+s[3:6]+" "+s[6:], "+351"+s)
		}
		return s[:3] + " " + s[3:6] + " " + s[6:]
	case "BR":
		ddd := pick("11", "21", "31", "41", "51", "61", "71", "81", "19", "27", "48", "85")
		var a, b string
		if chance(0.75) {
			a, b = "9"+strconv.Itoa(rng(6, 9))+digits(3), digits(4)
		} else {
			a, b = strconv.Itoa(rng(2, 5))+digits(3), digits(4)
		}
		if intl {
			return pick("+55 "+ddd+" "+a+"-"+b, "+55 ("+ddd+") "+a+"-"+b, "+55"+ddd+a+b)
		}
		return pick("("+ddd+") "+a+"-"+b, ddd+" "+a+"-"+b, "("+ddd+") "+a+b)
	case "NL":
		if chance(0.6) {
			s := strconv.Itoa(rng(1, 5)) + digits(7) // 06-1 … 06-5 are mobile
			if intl {
				return pick("+31 6 "+s, "+31 (0)6 "+s[:4]+" "+s[4:], "+316"+s)
			}
			return pick("06-"+s, "06 "+s, "06 "+s[:4]+" "+s[4:], "06-"+s[:2]+" "+s[2:4]+" "+s[4:6]+" "+s[6:])
		}
		a := pick("20", "10", "70", "30")
		s := nzdigits(7)
		if intl {
			return "+31 " + a + " " + s[:3] + " " + s[3:]
		}
		return pick("0"+a+"-"+s, "0"+a+" "+s[:3]+" "+s[3:])
	case "PL":
		s := pick("5", "6", "7", "8") + digits(8)
		if chance(0.25) {
			s = "22" + nzdigits(7)
			if intl {
				return "+48 22 " + s[2:5] + " " + s[5:7] + " " + s[7:]
			}
			return "22 " + s[2:5] + " " + s[5:7] + " " + s[7:]
		}
		if intl {
			return pick("+48 "+s[:3]+" "+s[3:6]+" "+s[6:], "+48"+s, "+48 "+s[:3]+"-"+s[3:6]+"-"+s[6:])
		}
		return pick(s[:3]+" "+s[3:6]+" "+s[6:], s[:3]+"-"+s[3:6]+"-"+s[6:])
	case "SE":
		if chance(0.65) {
			p := "7" + pick("0", "2", "3", "6")
			s := digits(7)
			if intl {
				return pick("+46 "+p+" "+s[:3]+" "+s[3:5]+" "+s[5:], "+46"+p+s)
			}
			return pick("0"+p+"-"+s[:3]+" "+s[3:5]+" "+s[5:], "0"+p+" "+s[:3]+" "+s[3:5]+" "+s[5:], "0"+p+s)
		}
		s := nzdigits(8)
		if intl {
			return "+46 8 " + s[:3] + " " + s[3:6] + " " + s[6:]
		}
		return pick("08-"+s[:3]+" "+s[3:6]+" "+s[6:], "08-"+s)
	case "RU":
		a := pick("916", "903", "925", "985", "999", "921", "495", "812")
		s := digits(7)
		dash := s[:3] + "-" + s[3:5] + "-" + s[5:]
		if intl {
			return pick("+7 ("+a+") "+dash, "+7 "+a+" "+dash, "+7"+a+s, "+7 "+a+" "+s[:3]+" "+s[3:5]+" "+s[5:])
		}
		return pick("8 ("+a+") "+dash, "8-"+a+"-"+dash, "8 "+a+" "+s[:3]+" "+s[3:5]+" "+s[5:], "8"+a+s)
	case "TR":
		a := pick("50"+pick("1", "5", "6", "7"), "53"+digits(1), "54"+digits(1), "55"+pick("1", "2", "3", "4", "5", "9"))
		s := digits(7)
		sp := s[:3] + " " + s[3:5] + " " + s[5:]
		if chance(0.2) {
			a = pick("212", "216", "312", "232")
		}
		if intl {
			return pick("+90 "+a+" "+sp, "+90 ("+a+") "+sp, "+90"+a+s)
		}
		return pick("0"+a+" "+sp, "0 ("+a+") "+sp, "0"+a+" "+s[:3]+" "+s[3:], "("+"0"+a+") "+sp)
	case "JP":
		if chance(0.6) {
			p := pick("90", "80", "70")
			a, b := digits(4), digits(4)
			if intl {
				return pick("+81 "+p+"-"+a+"-"+b, "+81-"+p+"-"+a+"-"+b, "+81"+p+a+b)
			}
			return pick("0"+p+"-"+a+"-"+b, "0"+p+a+b, "0"+p+" "+a+" "+b)
		}
		if chance(0.6) {
			c := pick("3", "6")
			a, b := nzdigits(4), digits(4)
			if intl {
				return "+81 " + c + "-" + a + "-" + b
			}
			return pick("0"+c+"-"+a+"-"+b, "0"+c+"("+a+")"+b)
		}
		c := pick("45", "52", "75", "92", "11")
		a, b := nzdigits(3), digits(4)
		if intl {
			return "+81-" + c + "-" + a + "-" + b
		}
		return "0" + c + "-" + a + "-" + b
	case "CN":
		if chance(0.7) {
			m := "1" + pick("3", "5", "8", "7", "9") + digits(1)
			a, b := digits(4), digits(4)
			if intl {
				return pick("+86 "+m+" "+a+" "+b, "+86 "+m+a+b, "+86-"+m+"-"+a+"-"+b, "0086 "+m+a+b)
			}
			return pick(m+" "+a+" "+b, m+a+b, m+"-"+a+"-"+b)
		}
		c := pick("10", "21", "20", "755")
		s := nzdigits(8)
		if intl {
			return "+86-" + c + "-" + s
		}
		return pick("0"+c+"-"+s, "(0"+c+") "+s[:4]+" "+s[4:])
	case "KR":
		if chance(0.7) {
			a, b := digits(4), digits(4)
			if intl {
				return pick("+82 10-"+a+"-"+b, "+82-10-"+a+"-"+b, "+8210"+a+b)
			}
			return pick("010-"+a+"-"+b, "010 "+a+" "+b, "010"+a+b)
		}
		a, b := nzdigits(pick2(3, 4)), digits(4)
		if intl {
			return "+82 2-" + a + "-" + b
		}
		return pick("02-"+a+"-"+b, "031-"+nzdigits(3)+"-"+b, "051-"+a+"-"+b)
	case "IN":
		if chance(0.75) {
			s := strconv.Itoa(rng(6, 9)) + digits(9)
			if intl {
				return pick("+91 "+s[:5]+" "+s[5:], "+91-"+s, "+91 "+s, "+91"+s)
			}
			return pick(s[:5]+" "+s[5:], "0"+s[:5]+" "+s[5:], s, "0"+s)
		}
		a := pick("22", "11", "80", "44")
		s := nzdigits(8)
		if intl {
			return "+91 " + a + " " + s[:4] + " " + s[4:]
		}
		return pick("0"+a+"-"+s[:4]+" "+s[4:], "0"+a+" "+s)
	case "SA", "AE":
		code := "966"
		if cc == "AE" {
			code = "971"
		}
		m := "5" + pick("0", "4", "5", "6")
		a, b := digits(3), digits(4)
		if intl {
			return pick("+"+code+" "+m+" "+a+" "+b, "+"+code+m+a+b, "00"+code+" "+m+" "+a+" "+b)
		}
		return pick("0"+m+" "+a+" "+b, "0"+m+a+b, "0"+m+"-"+a+"-"+b)
	case "EG":
		m := "1" + pick("0", "1", "2", "5")
		a, b := digits(4), digits(4)
		if intl {
			return pick("+20 "+m+" "+a+" "+b, "+20"+m+a+b)
		}
		return pick("0"+m+" "+a+" "+b, "0"+m+a+b)
	case "TH":
		if chance(0.75) {
			m := pick("8", "9", "6") + digits(1)
			a, b := digits(3), digits(4)
			if intl {
				return pick("+66 "+m+" "+a+" "+b, "+66"+m+a+b, "+66 "+m+"-"+a+"-"+b)
			}
			return pick("0"+m+"-"+a+"-"+b, "0"+m+" "+a+" "+b, "0"+m+a+b)
		}
		a, b := nzdigits(3), digits(4)
		if intl {
			return "+66 2 " + a + " " + b
		}
		return "02-" + a + "-" + b
	case "VN":
		m := pick("9", "3", "8", "7") + digits(2)
		a, b := digits(3), digits(3)
		if intl {
			return pick("+84 "+m+" "+a+" "+b, "+84"+m+a+b)
		}
		return pick("0"+m+" "+a+" "+b, "0"+m+a+b, "0"+m[:2]+" "+m[2:]+a[:2]+" "+a[2:]+b)
	}
	panic("country " + cc)
}
func rng4() string { return strconv.Itoa(rng(2, 9)) + digits(3) }

// intl E.164 without spaces, as systems store it
func e164(cc string) string {
	p := strings.Replace(phone(cc, 1), "(0)", "", 1)
	var b strings.Builder
	for _, c := range p {
		if c == '+' || (c >= '0' && c <= '9') {
			b.WriteRune(c)
		}
	}
	s := b.String()
	if strings.HasPrefix(s, "00") {
		s = "+" + s[2:]
	}
	// drop the (0) trunk written in brackets
	return s
}

func arabicIndic(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune('٠' + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}
