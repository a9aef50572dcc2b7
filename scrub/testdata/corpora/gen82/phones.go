package main

import "strings"

type pf struct {
	s   string
	lab bool // needs a phone word nearby (README: "needs a label nearby")
}

var usAreas = []string{"201", "202", "205", "206", "210", "212", "213", "214", "216", "224", "248", "267", "301", "303", "305", "312", "314", "317", "323", "347", "402", "404", "408", "412", "414", "415", "425", "470", "503", "504", "510", "512", "513", "602", "614", "615", "617", "619", "626", "646", "651", "678", "702", "704", "713", "718", "720", "727", "732", "773", "786", "801", "808", "813", "816", "832", "847", "858", "907", "908", "917", "919", "925", "929", "971", "980"}

// NANP exchange: 2-9, not N11, not 555.
func (r R) exch() string {
	for {
		e := r.from("23456789", 1) + r.D(2)
		if e[1:] != "11" && e != "555" && e != "958" && e != "959" {
			return e
		}
	}
}

func pairs(s string) string { // "12345678" -> "12 34 56 78"
	var b strings.Builder
	for i := 0; i < len(s); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[i:min(i+2, len(s))])
	}
	return b.String()
}

func (r R) phoneFormats(cc string) []pf {
	switch cc {
	case "us", "ca":
		a, e, l := r.PickL(usAreas), r.exch(), r.D(4)
		if cc == "ca" {
			a = r.Pick("416", "647", "437", "514", "438", "604", "778", "403", "587", "613", "905", "289")
		}
		return []pf{{"(" + a + ") " + e + "-" + l, false}, {a + "-" + e + "-" + l, false}, {a + "." + e + "." + l, false},
			{"+1 " + a + " " + e + " " + l, false}, {"+1-" + a + "-" + e + "-" + l, false}, {"+1 (" + a + ") " + e + "-" + l, false},
			{"+1" + a + e + l, false}, {a + " " + e + " " + l, true}, {a + e + l, true}, {"(" + a + ")" + e + "-" + l, false}}
	case "uk":
		if r.Chance(0.6) {
			var m string
			for {
				m = "7" + r.Pick("4", "5", "7", "8", "9", "3") + r.D(8)
				if !strings.HasPrefix(m, "7700900") {
					break
				}
			}
			return []pf{{"0" + m[:4] + " " + m[4:], false}, {"+44 " + m[:4] + " " + m[4:], false}, {"+44 (0)" + m[:4] + " " + m[4:], false},
				{"+44" + m, false}, {"0" + m[:4] + " " + m[4:7] + " " + m[7:], false}, {"0" + m, true}}
		}
		if r.Chance(0.5) {
			n := r.Pick("7", "8", "3") + r.D(7)
			if strings.HasPrefix(n, "7946") {
				n = "7" + "2" + n[2:]
			}
			return []pf{{"020 " + n[:4] + " " + n[4:], false}, {"+44 20 " + n[:4] + " " + n[4:], false}, {"+44 (0)20 " + n[:4] + " " + n[4:], false}}
		}
		a := r.Pick("113", "117", "121", "131", "141", "151", "161", "191")
		n := r.from("2345678", 1) + r.D(6)
		if a == "161" && strings.HasPrefix(n, "496") || a == "117" && strings.HasPrefix(n, "496") {
			n = "2" + n[1:]
		}
		return []pf{{"0" + a + " " + n[:3] + " " + n[3:], false}, {"+44 " + a + " " + n[:3] + " " + n[3:], false}}
	case "de":
		if r.Chance(0.6) {
			p := r.Pick("151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
			sub := r.DNZ(7)
			if p[1] == '5' {
				sub = r.DNZ(8)
			}
			return []pf{{"0" + p + " " + sub, false}, {"+49 " + p + " " + sub, false}, {"0" + p + "/" + sub, false}, {"+49 (0)" + p + " " + sub, false},
				{"+49" + p + sub, false}, {"+49 " + p + " " + sub[:4] + " " + sub[4:], false}, {"0" + p + " " + sub[:len(sub)-4] + " " + sub[len(sub)-4:], false}, {"0" + p + sub, true}}
		}
		a := r.Pick("30", "40", "89", "69", "221", "711", "211", "341", "351", "511")
		sub := r.from("2345789", 1) + r.D(9-len(a))
		slash := "0" + a + " / " + pairs(sub)
		if len(sub)%2 == 1 {
			slash = "0" + a + " / " + sub[:3] + " " + sub[3:5] + " " + sub[5:]
		}
		f := []pf{{"0" + a + " " + sub, false}, {"+49 " + a + " " + sub, false}, {"+49 (0)" + a + " " + sub, false}, {slash, false},
			{"0" + a + "/" + sub, false}, {"+49 " + a + " " + sub[:len(sub)-4] + "-" + sub[len(sub)-4:], false}}
		if len(a) == 3 {
			f = append(f, pf{"0" + a + " " + sub[:5] + "-" + r.D(2), false})
		}
		return f
	case "fr":
		p := r.Pick("6", "7", "1", "2", "3", "4", "5", "9", "6", "6")
		sub := p + r.D(8)
		if p == "7" {
			sub = "7" + r.from("3456789", 1) + r.D(7)
		}
		return []pf{{"0" + pairs(sub[:1]) + " " + pairs(sub[1:]), false}, {"+33 " + sub[:1] + " " + pairs(sub[1:]), false}, {"+33 (0)" + sub[:1] + " " + pairs(sub[1:]), false},
			{"0" + sub[:1] + "." + strings.ReplaceAll(pairs(sub[1:]), " ", "."), false}, {"+33" + sub, false}, {"0" + sub, true}, {"(+33) " + sub[:1] + " " + pairs(sub[1:]), false}}
	case "es":
		var n string
		if r.Chance(0.7) {
			n = "6" + r.D(8)
		} else {
			n = "9" + r.from("1345678", 1) + r.D(7)
		}
		return []pf{{"+34 " + n[:3] + " " + n[3:6] + " " + n[6:], false}, {"+34 " + n[:3] + " " + pairs(n[3:]), false}, {"+34" + n, false},
			{n[:3] + " " + n[3:6] + " " + n[6:], true}, {n, true}, {"+34 " + n, false}}
	case "it":
		if r.Chance(0.7) {
			n := "3" + r.Pick("20", "28", "29", "33", "34", "35", "38", "39", "40", "45", "47", "48", "49", "66", "88", "92", "93") + r.D(7)
			return []pf{{"+39 " + n[:3] + " " + n[3:6] + " " + n[6:], false}, {"+39 " + n[:3] + " " + n[3:], false}, {"+39" + n, false},
				{n[:3] + " " + n[3:6] + " " + n[6:], true}, {n, true}, {"(+39) " + n[:3] + " " + n[3:], false}}
		}
		a := r.Pick("06", "02", "011", "055", "081")
		sub := r.DNZ(10 - len(a))
		return []pf{{"+39 " + a + " " + sub[:len(sub)-4] + " " + sub[len(sub)-4:], false}, {a + " " + sub[:len(sub)-4] + " " + sub[len(sub)-4:], false}}
	case "nl":
		if r.Chance(0.7) {
			n := "6" + r.from("12345", 1) + r.D(7)
			return []pf{{"+31 6 " + n[1:], false}, {"06-" + n[1:], false}, {"+31 (0)6 " + n[1:5] + " " + n[5:], false}, {"06 " + n[1:5] + " " + n[5:], false}, {"+31" + n, false}, {"06 " + pairs(n[1:]), false}}
		}
		a := r.Pick("20", "10", "30", "70", "40")
		sub := r.DNZ(7)
		return []pf{{"0" + a + "-" + sub[:3] + " " + sub[3:], false}, {"+31 " + a + " " + sub[:3] + " " + sub[3:], false}, {"0" + a + " " + sub, false}}
	case "br":
		ddd := r.Pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "48", "62")
		if r.Chance(0.75) {
			n := "9" + r.from("6789", 1) + r.D(7)
			return []pf{{"(" + ddd + ") " + n[:5] + "-" + n[5:], false}, {"+55 " + ddd + " " + n[:5] + "-" + n[5:], false}, {"+55 (" + ddd + ") " + n[:5] + "-" + n[5:], false},
				{ddd + " 9 " + n[1:5] + " " + n[5:], false}, {"(" + ddd + ") 9 " + n[1:5] + "-" + n[5:], false}, {"+55" + ddd + n, false}, {ddd + n, true}}
		}
		n := r.from("2345", 1) + r.D(7)
		return []pf{{"(" + ddd + ") " + n[:4] + "-" + n[4:], true}, {"+55 " + ddd + " " + n[:4] + "-" + n[4:], false}}
	case "mx":
		a := r.Pick("55", "33", "81", "222", "442", "998")
		sub := r.DNZ(10 - len(a))
		sp := sub[:len(sub)-4] + " " + sub[len(sub)-4:]
		return []pf{{"+52 " + a + " " + sp, false}, {"+52 1 " + a + " " + sp, false}, {"+52" + a + sub, false}, {a + " " + sp, true}, {a + sub, true}}
	case "in":
		if r.Chance(0.8) {
			n := r.from("6789", 1) + r.D(9)
			return []pf{{"+91 " + n[:5] + " " + n[5:], false}, {"+91-" + n[:5] + "-" + n[5:], false}, {"+91" + n, false}, {"0" + n[:5] + " " + n[5:], false}, {n, true}, {n[:5] + " " + n[5:], true}, {"+91 " + n, false}}
		}
		a := r.Pick("80", "22", "11", "44", "40")
		sub := r.from("2346", 1) + r.D(7)
		return []pf{{"+91 " + a + " " + sub[:4] + " " + sub[4:], false}, {"0" + a + " " + sub[:4] + " " + sub[4:], false}, {"0" + a + "-" + sub, false}}
	case "jp":
		if r.Chance(0.7) {
			p := r.Pick("90", "80", "70")
			a, b := r.DNZ(4), r.D(4)
			return []pf{{"0" + p + "-" + a + "-" + b, false}, {"+81 " + p + "-" + a + "-" + b, false}, {"+81 " + p + " " + a + " " + b, false}, {"+81-" + p + "-" + a + "-" + b, false},
				{fullwidth("0"+p) + "ー" + fullwidth(a) + "ー" + fullwidth(b), false}, {fullwidth("0" + p + "-" + a + "-" + b), false}, {"0" + p + a + b, true}}
		}
		a := r.Pick("3", "6")
		x, y := r.DNZ(4), r.D(4)
		return []pf{{"0" + a + "-" + x + "-" + y, false}, {"+81 " + a + "-" + x + "-" + y, false}, {"0" + a + "(" + x + ")" + y, false}}
	case "au":
		if r.Chance(0.7) {
			n := "4" + r.D(8)
			return []pf{{"0" + n[:3] + " " + n[3:6] + " " + n[6:], false}, {"+61 " + n[:3] + " " + n[3:6] + " " + n[6:], false}, {"+61 " + n[:1] + " " + n[1:5] + " " + n[5:], false}, {"+61" + n, false}, {"0" + n, true}}
		}
		a := r.Pick("2", "3", "7", "8")
		sub := r.from("3456789", 1) + r.D(7)
		return []pf{{"(0" + a + ") " + sub[:4] + " " + sub[4:], false}, {"+61 " + a + " " + sub[:4] + " " + sub[4:], false}, {"0" + a + " " + sub[:4] + " " + sub[4:], false}}
	case "cn":
		if r.Chance(0.75) {
			n := "1" + r.Pick("3", "5", "8", "7", "9") + r.D(9)
			return []pf{{"+86 " + n[:3] + " " + n[3:7] + " " + n[7:], false}, {"+86 " + n, false}, {"+86-" + n, false}, {"+86" + n, false}, {n[:3] + " " + n[3:7] + " " + n[7:], true}, {n, true}, {n[:3] + "-" + n[3:7] + "-" + n[7:], true}}
		}
		a := r.Pick("10", "21", "20", "755")
		sub := r.DNZ(8)
		if len(a) == 3 {
			sub = r.DNZ(8)
		}
		return []pf{{"+86 " + a + " " + sub[:4] + " " + sub[4:], false}, {"0" + a + "-" + sub, false}, {"(0" + a + ") " + sub[:4] + " " + sub[4:], false}}
	case "ru":
		a := r.Pick("916", "926", "903", "905", "915", "985", "999", "495", "499", "812")
		x, y, z := r.from("23456789", 1)+r.D(2), r.D(2), r.D(2)
		return []pf{{"+7 " + a + " " + x + "-" + y + "-" + z, false}, {"+7 (" + a + ") " + x + "-" + y + "-" + z, false}, {"8 (" + a + ") " + x + "-" + y + "-" + z, false},
			{"8-" + a + "-" + x + "-" + y + "-" + z, false}, {"+7" + a + x + y + z, false}, {"8 " + a + " " + x + " " + y + " " + z, true}, {"+7 " + a + " " + x + " " + y + " " + z, false}}
	case "pl":
		n := r.Pick("5", "6", "7", "8") + r.D(8)
		if n[0] == '8' {
			n = "88" + r.D(7)
		}
		return []pf{{"+48 " + n[:3] + " " + n[3:6] + " " + n[6:], false}, {"+48" + n, false}, {n[:3] + " " + n[3:6] + " " + n[6:], true}, {n[:3] + "-" + n[3:6] + "-" + n[6:], true}, {n, true}}
	case "tr":
		a := "5" + r.Pick("30", "31", "32", "33", "35", "36", "38", "41", "42", "43", "44", "05", "06", "07", "52", "53", "54", "55")
		x, y, z := r.DNZ(3), r.D(2), r.D(2)
		return []pf{{"0 (" + a + ") " + x + " " + y + " " + z, false}, {"+90 " + a + " " + x + " " + y + " " + z, false}, {"0" + a + " " + x + " " + y + " " + z, false},
			{"+90 (" + a + ") " + x + " " + y + " " + z, false}, {"0" + a + x + y + z, true}}
	case "za":
		a := r.Pick("82", "83", "84", "72", "73", "76", "79", "61", "71", "21", "11")
		sub := r.DNZ(7)
		return []pf{{"+27 " + a + " " + sub[:3] + " " + sub[3:], false}, {"0" + a + " " + sub[:3] + " " + sub[3:], false}, {"+27" + a + sub, false}}
	case "ch":
		a := r.Pick("79", "78", "77", "76", "44", "31", "22", "61")
		sub := r.DNZ(7)
		return []pf{{"+41 " + a + " " + sub[:3] + " " + sub[3:5] + " " + sub[5:], false}, {"0" + a + " " + sub[:3] + " " + sub[3:5] + " " + sub[5:], false}, {"+41" + a + sub, false}}
	case "se":
		if r.Chance(0.6) {
			a := r.Pick("70", "72", "73", "76", "79")
			sub := r.DNZ(7)
			return []pf{{"0" + a + "-" + sub[:3] + " " + sub[3:5] + " " + sub[5:], false}, {"+46 " + a + " " + sub[:3] + " " + sub[3:5] + " " + sub[5:], false}, {"+46" + a + sub, false}}
		}
		sub := r.DNZ(8)
		return []pf{{"08-" + sub[:3] + " " + sub[3:6] + " " + sub[6:], false}, {"+46 8 " + sub[:3] + " " + sub[3:6] + " " + sub[6:], false}}
	case "be":
		if r.Chance(0.6) {
			a := r.Pick("470", "471", "472", "475", "476", "477", "478", "479", "485", "486", "496", "497")
			sub := r.D(6)
			return []pf{{"+32 " + a + " " + pairs(sub), false}, {"0" + a + " " + pairs(sub), false}, {"+32" + a + sub, false}}
		}
		a := r.Pick("2", "3", "9")
		sub := r.from("2345", 1) + r.D(6)
		return []pf{{"0" + a + " " + sub[:3] + " " + sub[3:5] + " " + sub[5:], false}, {"+32 " + a + " " + sub[:3] + " " + sub[3:5] + " " + sub[5:], false}}
	case "kr":
		if r.Chance(0.75) {
			a, b := r.DNZ(4), r.D(4)
			return []pf{{"010-" + a + "-" + b, false}, {"+82 10-" + a + "-" + b, false}, {"+82 10 " + a + " " + b, false}, {"+821" + "0" + a + b, false}, {"010" + a + b, true}}
		}
		a, b := r.from("2345678", 1)+r.D(2), r.D(4)
		return []pf{{"02-" + a + "-" + b, false}, {"+82 2-" + a + "-" + b, false}}
	case "ie":
		a := r.Pick("83", "85", "86", "87", "89")
		sub := r.DNZ(7)
		return []pf{{"+353 " + a + " " + sub[:3] + " " + sub[3:], false}, {"0" + a + " " + sub[:3] + " " + sub[3:], false}}
	case "nz":
		if r.Chance(0.6) {
			a := r.Pick("21", "22", "27")
			sub := r.DNZ(7)
			return []pf{{"0" + a + " " + sub[:3] + " " + sub[3:], false}, {"+64 " + a + " " + sub[:3] + " " + sub[3:], false}}
		}
		a := r.Pick("9", "4", "3", "7")
		sub := r.from("2345789", 1) + r.D(6)
		return []pf{{"0" + a + " " + sub[:3] + " " + sub[3:], false}, {"+64 " + a + " " + sub[:3] + " " + sub[3:], false}, {"0" + a + "-" + sub[:3] + "-" + sub[3:], false}}
	case "sg":
		n := r.Pick("8", "9") + r.D(7)
		return []pf{{"+65 " + n[:4] + " " + n[4:], false}, {"+65" + n, false}, {n[:4] + " " + n[4:], true}}
	case "ar":
		a := r.Pick("11", "341", "351", "261")
		sub := r.DNZ(10 - len(a))
		return []pf{{"+54 9 " + a + " " + sub[:len(sub)-4] + "-" + sub[len(sub)-4:], false}, {"0" + a + " 15-" + sub[:len(sub)-4] + "-" + sub[len(sub)-4:], false}}
	case "at":
		a := r.Pick("664", "676", "650", "660", "699")
		sub := r.DNZ(7)
		return []pf{{"+43 " + a + " " + sub, false}, {"0" + a + " " + sub, false}, {"+43 " + a + " " + sub[:3] + " " + sub[3:], false}}
	case "ae":
		a := r.Pick("50", "52", "54", "55", "56", "58")
		sub := r.DNZ(7)
		return []pf{{"+971 " + a + " " + sub[:3] + " " + sub[3:], false}, {"0" + a + " " + sub[:3] + " " + sub[3:], false}, {"+971" + a + sub, false}}
	case "ng":
		a := r.Pick("803", "806", "813", "703", "706", "810", "802", "805", "809")
		sub := r.DNZ(7)
		return []pf{{"+234 " + a + " " + sub[:3] + " " + sub[3:], false}, {"0" + a + " " + sub[:3] + " " + sub[3:], false}}
	case "pt":
		n := "9" + r.Pick("1", "2", "3", "6") + r.D(7)
		return []pf{{"+351 " + n[:3] + " " + n[3:6] + " " + n[6:], false}, {"+351" + n, false}, {n[:3] + " " + n[3:6] + " " + n[6:], true}}
	case "il":
		if r.Chance(0.6) {
			a := r.Pick("50", "52", "53", "54", "58")
			sub := r.DNZ(7)
			return []pf{{"+972 " + a + "-" + sub[:3] + "-" + sub[3:], false}, {"0" + a + "-" + sub[:3] + "-" + sub[3:], false}}
		}
		a := r.Pick("2", "3", "4", "8", "9")
		sub := r.from("56789", 1) + r.D(6)
		return []pf{{"0" + a + "-" + sub[:3] + "-" + sub[3:], false}, {"+972 " + a + "-" + sub[:3] + "-" + sub[3:], false}}
	}
	panic("phone country " + cc)
}

// Phone returns a dialable number of country cc. With lab false only the
// formats the README takes on their shape alone.
func (r R) Phone(cc string, lab bool) string {
	fs := r.phoneFormats(cc)
	var ok []string
	for _, f := range fs {
		if lab || !f.lab {
			ok = append(ok, f.s)
		}
	}
	return r.PickL(ok)
}

// PhoneLabelOnly returns one of the formats that needs a label, or "" if none.
func (r R) PhoneLabelOnly(cc string) string {
	var ok []string
	for _, f := range r.phoneFormats(cc) {
		if f.lab {
			ok = append(ok, f.s)
		}
	}
	if len(ok) == 0 {
		return ""
	}
	return r.PickL(ok)
}

var phoneCCs = []string{"us", "ca", "uk", "de", "fr", "es", "it", "nl", "br", "mx", "in", "jp", "au", "cn", "ru", "pl", "tr", "za", "ch", "se", "be", "kr", "ie", "nz", "sg", "ar", "at", "ae", "ng", "pt", "il"}

// locOf maps a phone country to a name locale.
func locOf(cc string) string {
	switch cc {
	case "us", "ca", "za", "ng", "sg", "il", "ae":
		return "us"
	case "uk", "ie":
		return "uk"
	case "de", "at", "ch":
		return "de"
	case "fr", "be":
		return "fr"
	case "es", "ar":
		return "es"
	case "it":
		return "it"
	case "nl":
		return "nl"
	case "br", "pt":
		return "br"
	case "mx":
		return "mx"
	case "in":
		return "in"
	case "jp":
		return "jp"
	case "au", "nz":
		return "au"
	case "cn":
		return "cn"
	case "ru":
		return "ru"
	case "pl":
		return "pl"
	case "tr":
		return "tr"
	case "se":
		return "se"
	case "kr":
		return "kr"
	}
	return "us"
}

func fullwidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune(c - '0' + '０')
		case c == '-':
			b.WriteRune('－')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// E164 returns a dialable number of cc as +<country code><national number>.
func (r R) E164(cc string) string {
	for {
		p := r.Phone(cc, false)
		if !strings.HasPrefix(p, "+") || strings.HasPrefix(p, "+") && strings.Contains(p, "ー") {
			continue
		}
		p = strings.Replace(p, "(0)", "", 1)
		var b strings.Builder
		b.WriteByte('+')
		for _, c := range p {
			if c >= '0' && c <= '9' {
				b.WriteRune(c)
			}
		}
		return b.String()
	}
}
