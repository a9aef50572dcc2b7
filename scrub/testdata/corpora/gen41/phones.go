package main

import (
	"fmt"
	"strings"
)

var usAreas = []string{"503", "971", "617", "212", "646", "312", "773", "415", "510", "206", "713", "832", "305", "404", "216", "614", "602", "480", "720", "303", "612", "919", "704", "615", "801", "702", "813", "407", "314", "816", "317", "502", "505", "859", "214", "469", "210", "512", "916", "619", "858", "808", "907", "504", "225", "313", "248", "414", "608", "402"}
var caAreas = []string{"416", "647", "437", "613", "514", "438", "450", "418", "604", "778", "403", "587", "780", "902", "204", "306", "519", "905"}

func (g *G) nanpParts(areas []string) (string, string, string) {
	a := pickOf(g, areas)
	var e string
	for {
		e = fmt.Sprintf("%d%02d", g.n(2, 9), g.n(0, 99))
		if e != "555" && e[1:] != "11" {
			break
		}
	}
	return a, e, g.digits(4)
}

// phoneNANP formats a North American number. labelled allows the shapes that
// only a nearby label makes a phone (space-only, ten bare digits).
func (g *G) phoneNANP(areas []string, labelled bool) string {
	a, e, l := g.nanpParts(areas)
	n := 9
	if labelled {
		n = 12
	}
	switch g.r.IntN(n) {
	case 0, 1:
		return "(" + a + ") " + e + "-" + l
	case 2:
		return a + "-" + e + "-" + l
	case 3:
		return a + "." + e + "." + l
	case 4:
		return "+1 " + a + " " + e + " " + l
	case 5:
		return "+1-" + a + "-" + e + "-" + l
	case 6:
		return "1-" + a + "-" + e + "-" + l
	case 7:
		return "+1 (" + a + ") " + e + "-" + l
	case 8:
		return "(" + a + ")" + e + "-" + l
	case 9, 10:
		return a + " " + e + " " + l
	default:
		return a + e + l
	}
}

func (g *G) phoneUS(labelled bool) string { return g.phoneNANP(usAreas, labelled) }
func (g *G) phoneCA(labelled bool) string { return g.phoneNANP(caAreas, labelled) }

func (g *G) tollFree() string {
	code := g.pick("800", "888", "877", "866", "855", "844")
	e := fmt.Sprintf("%d%02d", g.n(2, 9), g.n(0, 99))
	l := g.digits(4)
	switch g.r.IntN(4) {
	case 0:
		return "1-" + code + "-" + e + "-" + l
	case 1:
		return "(" + code + ") " + e + "-" + l
	case 2:
		return code + "-" + e + "-" + l
	default:
		return "1 (" + code + ") " + e + "-" + l
	}
}

func (g *G) ext() string {
	return g.pick("ext. ", "ext ", "x", "Ext. ", "x ") + g.digits(g.n(3, 5))
}

// UK
func (g *G) phoneUK(mobile, labelled bool) string {
	if mobile {
		n := "7" + g.pick("700", "711", "723", "738", "747", "756", "766", "775", "784", "796", "812", "830", "852", "886", "903", "917", "931", "958", "970", "984") + g.digits(6)
		switch g.r.IntN(5) {
		case 0, 1:
			return "0" + n[:4] + " " + n[4:]
		case 2:
			return "+44 " + n[:4] + " " + n[4:]
		case 3:
			return "+44 (0)" + n[:4] + " " + n[4:]
		default:
			if labelled {
				return "0" + n
			}
			return "0" + n[:4] + " " + n[4:7] + " " + n[7:]
		}
	}
	var area, rest string
	switch g.r.IntN(4) {
	case 0:
		area, rest = "20", g.pick("7", "3", "8")+g.digits(3)+" "+g.digits(4)
	case 1:
		area, rest = g.pick("161", "121", "113", "114", "117", "131", "141", "151", "191", "115", "116", "118"), g.d29(3)+" "+g.digits(4)
	case 2:
		area, rest = g.pick("1865", "1223", "1392", "1603", "1904", "1752", "1482", "1227"), g.d29(6)
	default:
		area, rest = "29", g.pick("20", "21", "22")+g.digits(2)+" "+g.digits(4)
	}
	switch g.r.IntN(4) {
	case 0:
		return "+44 " + area + " " + rest
	case 1:
		return "+44 (0)" + area + " " + rest
	default:
		return "0" + area + " " + rest
	}
}

// Germany
func (g *G) phoneDE(mobile bool) string {
	if mobile {
		pre := g.pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179")
		num := g.digits(g.n(7, 8))
		switch g.r.IntN(5) {
		case 0:
			return "0" + pre + " " + num
		case 1:
			return "0" + pre + "/" + num
		case 2:
			return "+49 " + pre + " " + num
		case 3:
			return "+49 (0)" + pre + " " + num
		default:
			return "0" + pre + "-" + num
		}
	}
	area := g.pick("30", "40", "89", "221", "69", "711", "211", "351", "341", "511", "911", "228", "421", "231", "201", "761", "6221", "7071", "9131", "3641")
	// subscriber numbers: area code and number together are 9 to 10 digits
	L := g.n(max(5, 9-len(area)), 10-len(area))
	D := g.d29(L)
	var local string
	switch g.r.IntN(4) {
	case 0: // direct dial: the switchboard number, a dash, the extension
		k := L - g.n(2, 3)
		local = D[:k] + "-" + D[k:]
	case 1:
		local = D
	case 2: // DIN 5008 of old: pairs from the right
		var parts []string
		for i := len(D); i > 0; i -= 2 {
			parts = append([]string{D[max(0, i-2):i]}, parts...)
		}
		local = strings.Join(parts, " ")
	default: // the switchboard: -0
		local = D[:L-1] + "-0"
	}
	switch g.r.IntN(6) {
	case 0:
		return "+49 " + area + " " + local
	case 1:
		return "+49 (0)" + area + " " + local
	case 2:
		return "(0" + area + ") " + local
	case 3:
		return "0" + area + "/" + local
	default:
		return "0" + area + " " + local
	}
}

// France
func (g *G) phoneFR(mobile, labelled bool) string {
	var first string
	if mobile {
		first = g.pick("6", "7")
	} else {
		first = g.pick("1", "2", "3", "4", "5", "9")
	}
	p := []string{g.digits(2), g.digits(2), g.digits(2), g.digits(2)}
	n := 5
	if labelled {
		n = 6
	}
	switch g.r.IntN(n) {
	case 0, 1:
		return "0" + first + " " + p[0] + " " + p[1] + " " + p[2] + " " + p[3]
	case 2:
		return "0" + first + "." + p[0] + "." + p[1] + "." + p[2] + "." + p[3]
	case 3:
		return "+33 " + first + " " + p[0] + " " + p[1] + " " + p[2] + " " + p[3]
	case 4:
		return "+33 (0)" + first + " " + p[0] + " " + p[1] + " " + p[2] + " " + p[3]
	default:
		return "0" + first + p[0] + p[1] + p[2] + p[3]
	}
}

// Spain
func (g *G) phoneES(mobile, labelled bool) string {
	var n string
	if mobile {
		n = g.pick("6", "6", "7") + g.digits(8)
	} else {
		n = g.pick("91", "93", "95", "96", "94", "98", "97", "92") + g.digits(7)
	}
	k := 4
	if labelled {
		k = 5
	}
	switch g.r.IntN(k) {
	case 0:
		return n[:3] + " " + n[3:6] + " " + n[6:]
	case 1:
		return "+34 " + n[:3] + " " + n[3:6] + " " + n[6:]
	case 2:
		if mobile {
			return n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
		}
		return n[:2] + " " + n[2:5] + " " + n[5:7] + " " + n[7:]
	case 3:
		return "+34 " + n
	default:
		return n
	}
}

// Mexico: ten digits, area 2 or 3 digits.
func (g *G) phoneMX(labelled bool) string {
	area := g.pick("55", "55", "33", "81", "222", "442", "477", "664", "998", "999", "614", "656")
	rest := g.d29(10 - len(area))
	var local string
	if len(area) == 2 {
		local = rest[:4] + " " + rest[4:]
	} else {
		local = rest[:3] + " " + rest[3:]
	}
	k := 4
	if labelled {
		k = 7
	}
	switch g.r.IntN(k) {
	case 0:
		return "+52 " + area + " " + local
	case 1:
		return "+52 (" + area + ") " + local
	case 2:
		return "+52 1 " + area + " " + local
	case 3:
		return "(" + area + ") " + rest[:len(rest)-4] + "-" + rest[len(rest)-4:]
	case 4:
		return area + " " + local
	case 5:
		return area + "-" + rest[:len(rest)-4] + "-" + rest[len(rest)-4:]
	default:
		return area + rest
	}
}

// Brazil
func (g *G) phoneBR(mobile bool) string {
	ddd := g.pick("11", "11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48", "62", "92")
	var a, b string
	if mobile {
		a, b = "9"+g.digits(4), g.digits(4)
	} else {
		a, b = g.pick("2", "3", "4")+g.digits(3), g.digits(4)
	}
	switch g.r.IntN(5) {
	case 0, 1:
		return "(" + ddd + ") " + a + "-" + b
	case 2:
		return "+55 " + ddd + " " + a + "-" + b
	case 3:
		return "+55 (" + ddd + ") " + a + "-" + b
	default:
		if mobile {
			return "(" + ddd + ") " + a[:1] + " " + a[1:] + "-" + b
		}
		return ddd + " " + a + "-" + b
	}
}

// India
func (g *G) phoneIN(mobile, labelled bool) string {
	if mobile {
		n := g.pick("98", "99", "97", "94", "90", "88", "81", "70", "63", "91") + g.digits(8)
		k := 4
		if labelled {
			k = 6
		}
		switch g.r.IntN(k) {
		case 0, 1:
			return "+91 " + n[:5] + " " + n[5:]
		case 2:
			return "+91-" + n
		case 3:
			return "0" + n[:5] + " " + n[5:]
		case 4:
			return n[:5] + " " + n[5:]
		default:
			return n
		}
	}
	city := g.pick("80", "22", "11", "44", "40", "33", "20", "79")
	loc := g.d29(4) + " " + g.digits(4)
	switch g.r.IntN(3) {
	case 0:
		return "+91 " + city + " " + loc
	case 1:
		return "0" + city + "-" + loc
	default:
		return "+91-" + city + "-" + g.digits(8)
	}
}

// Japan
func (g *G) phoneJP(mobile bool) string {
	if mobile {
		n := g.pick("090", "080", "070") + "-" + g.digits(4) + "-" + g.digits(4)
		if g.chance(0.2) {
			return "+81-" + n[1:]
		}
		return n
	}
	var n string
	switch g.r.IntN(4) {
	case 0:
		n = "03-" + g.d29(4) + "-" + g.digits(4)
	case 1:
		n = "06-" + g.d29(4) + "-" + g.digits(4)
	case 2:
		n = g.pick("045", "052", "092", "011", "022", "075", "078") + "-" + g.d29(3) + "-" + g.digits(4)
	default:
		n = g.pick("0422", "0466", "0276", "0198") + "-" + g.d29(2) + "-" + g.digits(4)
	}
	if g.chance(0.15) {
		return "+81 " + n[1:]
	}
	return n
}

var fullWidth = map[rune]rune{'0': '０', '1': '１', '2': '２', '3': '３', '4': '４', '5': '５', '6': '６', '7': '７', '8': '８', '9': '９', '-': '－'}

func toFullWidth(s string) string {
	out := []rune{}
	for _, c := range s {
		if f, ok := fullWidth[c]; ok {
			out = append(out, f)
		} else {
			out = append(out, c)
		}
	}
	return string(out)
}

// Australia
func (g *G) phoneAU(mobile bool) string {
	if mobile {
		n := "4" + g.digits(8)
		switch g.r.IntN(3) {
		case 0, 1:
			return "0" + n[:3] + " " + n[3:6] + " " + n[6:]
		default:
			return "+61 " + n[:3] + " " + n[3:6] + " " + n[6:]
		}
	}
	area := g.pick("2", "3", "7", "8", "2", "3")
	loc := string(byte('3'+g.r.IntN(7))) + g.digits(3) + " " + g.digits(4)
	switch g.r.IntN(4) {
	case 0:
		return "(0" + area + ") " + loc
	case 1:
		return "0" + area + " " + loc
	case 2:
		return "+61 " + area + " " + loc
	default:
		return "+61 (0)" + area + " " + loc
	}
}

// d29: n digits, the first from 2 to 9 (a local number's first digit).
func (g *G) d29(n int) string { return string(byte('2'+g.r.IntN(8))) + g.digits(n-1) }
