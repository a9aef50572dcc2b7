package main

import (
	"fmt"
	"strings"
)

// ---------- phones ----------

// Num is a phone number: country and national significant number.
type Num struct {
	c    string // US GB IN AU ES MX FR DE IT PT BR NL PL TR ID
	nsn  string
	kind string // "m" mobile, "l" landline
	acl  int    // area code length for landlines
}

var usAreas = []string{"212", "213", "206", "214", "267", "281", "303", "305", "312", "346", "404", "415", "480", "503", "512", "541", "602", "614", "617", "646", "678", "702", "704", "713", "718", "720", "773", "801", "808", "813", "832", "858", "917", "929", "949", "971", "972", "984"}

func (g *G) newNum(c string) Num {
	m := g.p(0.75)
	n := Num{c: c, kind: "m"}
	if !m {
		n.kind = "l"
	}
	switch c {
	case "US":
		for {
			ex := g.dnz(3)
			if ex[0] == '1' || ex == "555" || ex[1:] == "11" {
				continue
			}
			n.nsn = pickT(g, usAreas) + ex + g.d(4)
			n.kind = "m"
			break
		}
	case "GB":
		if m {
			n.nsn = "7" + g.pick("4", "5", "7", "8", "9") + g.d(8)
			if strings.HasPrefix(n.nsn, "7700900") {
				n.nsn = "7911" + g.d(6)
			}
		} else {
			switch g.n(3) {
			case 0:
				n.nsn, n.acl = "20"+g.pick("3", "7", "8")+g.d(7), 2
			case 1:
				n.nsn, n.acl = g.pick("161", "113", "121", "117", "131")+g.dnz(7), 3
				if n.nsn[3] == '1' || n.nsn[3] == '0' {
					n.nsn = n.nsn[:3] + "2" + n.nsn[4:]
				}
			default:
				n.nsn, n.acl = "1"+g.pick("223", "273", "392", "603", "792")+g.dnz(6), 4
			}
		}
	case "IN":
		if m {
			n.nsn = g.pick("6", "7", "8", "9") + g.d(9)
		} else {
			n.nsn, n.acl = g.pick("80", "11", "22", "44")+g.pick("2", "4", "6")+g.d(7), 2
		}
	case "AU":
		if m {
			n.nsn = "4" + g.pick("0", "1", "2", "3", "5", "7", "8") + g.d(7)
		} else {
			n.nsn, n.acl = g.pick("2", "3", "7", "8")+g.pick("9", "8", "6", "3")+g.d(7), 1
		}
	case "ES":
		if m {
			n.nsn = g.pick("6", "6", "7") + g.d(8)
			if n.nsn[0] == '7' {
				n.nsn = "7" + g.pick("1", "2", "3", "4") + n.nsn[2:]
			}
		} else {
			n.nsn, n.acl = g.pick("91", "93", "96", "95", "94")+g.dnz(7), 2
		}
	case "MX":
		n.nsn, n.acl = g.pick("33", "55", "81")+g.dnz(8), 2
	case "FR":
		if m {
			n.nsn = g.pick("6", "7") + g.d(8)
		} else {
			n.nsn, n.acl = g.pick("1", "2", "3", "4", "5")+g.d(8), 1
		}
	case "DE":
		if m {
			n.nsn = g.pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179") + g.dnz(g.btw(7, 8))
		} else {
			switch g.n(3) {
			case 0:
				n.nsn, n.acl = "30"+g.dnz(8), 2
			case 1:
				n.nsn, n.acl = "89"+g.dnz(g.btw(7, 8)), 2
			default:
				n.nsn, n.acl = g.pick("221", "211", "711", "351", "341")+g.dnz(g.btw(6, 7)), 3
			}
		}
	case "IT":
		if m {
			n.nsn = "3" + g.pick("20", "28", "33", "35", "38", "39", "40", "45", "47", "49") + g.d(7)
		} else {
			n.nsn, n.acl = g.pick("06", "02")+g.dnz(8), 2
		}
	case "PT":
		if m {
			n.nsn = "9" + g.pick("1", "2", "3", "6") + g.d(7)
		} else {
			n.nsn, n.acl = g.pick("21", "22")+g.dnz(7), 2
		}
	case "BR":
		ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48")
		if m {
			n.nsn = ddd + "9" + g.pick("6", "7", "8", "9") + g.d(7)
		} else {
			n.nsn = ddd + g.pick("2", "3", "4") + g.d(7)
		}
		n.acl = 2
	case "NL":
		if m {
			n.nsn = "6" + g.dnz(8)
		} else {
			n.nsn, n.acl = g.pick("20", "10", "30", "70")+g.dnz(7), 2
		}
	case "PL":
		if m {
			n.nsn = g.pick("50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88") + g.d(7)
		} else {
			n.nsn, n.acl = g.pick("22", "12", "61", "71", "58")+g.dnz(7), 2
		}
	case "TR":
		if m {
			n.nsn = "5" + g.pick("30", "32", "33", "35", "36", "38", "42", "43", "44", "05", "06", "52", "53", "54", "55") + g.dnz(7)
		} else {
			n.nsn, n.acl = g.pick("212", "216", "312", "232")+g.dnz(7), 3
		}
	case "ID":
		if m {
			n.nsn = "81" + g.pick("1", "2", "3", "5", "7", "8", "9") + g.d(g.btw(7, 8))
		} else {
			n.nsn, n.acl = "21"+g.dnz(8), 2
		}
	default:
		panic("country " + c)
	}
	return n
}

var ccOf = map[string]string{"US": "1", "GB": "44", "IN": "91", "AU": "61", "ES": "34", "MX": "52", "FR": "33", "DE": "49", "IT": "39", "PT": "351", "BR": "55", "NL": "31", "PL": "48", "TR": "90", "ID": "62"}

// trunk is the national prefix written at home.
func (n Num) national() string {
	switch n.c {
	case "US", "ES", "PT", "PL", "IT", "MX", "BR":
		return n.nsn
	}
	return "0" + n.nsn
}

// Phone formatting modes.
const (
	anyFmt   = 0 // any way people write it (some need a label)
	shapeFmt = 1 // self-evident shapes
	asrFmt   = 2 // digits read out one at a time
)

func (g *G) fmtNum(n Num, mode int) string {
	if mode == asrFmt {
		if g.p(0.2) && n.c == "US" {
			s := n.nsn
			return spaced(s[:3]) + ", " + spaced(s[3:6]) + ", " + spaced(s[6:])
		}
		return spaced(n.national())
	}
	shape, label := n.formats()
	if mode == anyFmt && len(label) > 0 && g.p(0.3) {
		return pickT(g, label)
	}
	if len(shape) == 0 {
		return pickT(g, label)
	}
	return pickT(g, shape)
}

func (n Num) formats() (shape, label []string) {
	s := n.nsn
	cc := ccOf[n.c]
	switch n.c {
	case "US":
		a, e, l := s[:3], s[3:6], s[6:]
		shape = []string{"(" + a + ") " + e + "-" + l, a + "-" + e + "-" + l, a + "." + e + "." + l, "+1 " + a + "-" + e + "-" + l,
			"+1 (" + a + ") " + e + "-" + l, "+1" + s, "1-" + a + "-" + e + "-" + l, "+1 " + a + " " + e + " " + l, "(" + a + ")" + e + "-" + l}
		label = []string{a + " " + e + " " + l, s}
	case "GB":
		if n.kind == "m" {
			shape = []string{"0" + s[:4] + " " + s[4:], "+44 " + s[:4] + " " + s[4:], "+44 (0)" + s[:4] + " " + s[4:], "+44" + s, "0" + s[:4] + " " + s[4:7] + " " + s[7:], "+44 " + s[:4] + " " + s[4:7] + " " + s[7:]}
			label = []string{"0" + s}
		} else {
			a := s[:n.acl]
			r := s[n.acl:]
			if n.acl == 2 {
				shape = []string{"0" + a + " " + r[:4] + " " + r[4:], "+44 " + a + " " + r[:4] + " " + r[4:], "(0" + a + ") " + r[:4] + " " + r[4:], "+44 (0)" + a + " " + r[:4] + " " + r[4:]}
			} else {
				shape = []string{"0" + a + " " + group(r, " ", len(r)-4, 4), "+44 " + a + " " + group(r, " ", len(r)-4, 4), "(0" + a + ") " + r}
			}
			label = []string{"0" + s}
		}
	case "IN":
		if n.kind == "m" {
			shape = []string{"+91 " + s[:5] + " " + s[5:], "+91-" + s, "+91 " + s, "+91 " + s[:3] + " " + s[3:6] + " " + s[6:], "+91" + s}
			label = []string{s[:5] + " " + s[5:], s, s[:5] + "-" + s[5:], "0" + s}
		} else {
			a, r := s[:2], s[2:]
			shape = []string{"0" + a + " " + r[:4] + " " + r[4:], "0" + a + "-" + r[:4] + "-" + r[4:], "+91 " + a + " " + r[:4] + " " + r[4:], "0" + a + "-" + r}
			label = []string{"0" + s}
		}
	case "AU":
		if n.kind == "m" {
			shape = []string{"0" + s[:3] + " " + s[3:6] + " " + s[6:], "+61 " + s[:3] + " " + s[3:6] + " " + s[6:], "+61" + s, "+61 " + s}
			label = []string{"0" + s}
		} else {
			a, r := s[:1], s[1:]
			shape = []string{"(0" + a + ") " + r[:4] + " " + r[4:], "0" + a + " " + r[:4] + " " + r[4:], "+61 " + a + " " + r[:4] + " " + r[4:]}
			label = []string{"0" + s}
		}
	case "ES":
		if n.kind == "m" {
			shape = []string{"+34 " + group(s, " ", 3, 3, 3), "+34 " + group(s, " ", 3, 2, 2, 2), "+34" + s, "(+34) " + group(s, " ", 3, 3, 3)}
			label = []string{group(s, " ", 3, 3, 3), group(s, " ", 3, 2, 2, 2), s, group(s, " ", 3, 2, 2, 2), group(s, " ", 3, 3, 3)}
		} else {
			shape = []string{"+34 " + group(s, " ", 2, 3, 2, 2), "+34 " + s}
			label = []string{group(s, " ", 2, 3, 2, 2), group(s, " ", 3, 3, 3), s}
		}
	case "MX":
		shape = []string{"+52 " + group(s, " ", 2, 4, 4), "+52 1 " + group(s, " ", 2, 4, 4), "+52" + s}
		label = []string{group(s, " ", 2, 4, 4), "(" + s[:2] + ") " + group(s[2:], " ", 4, 4), s, group(s, "-", 2, 4, 4)}
	case "FR":
		shape = []string{"0" + group(s, " ", 1, 2, 2, 2, 2), "0" + group(s, ".", 1, 2, 2, 2, 2), "+33 " + group(s, " ", 1, 2, 2, 2, 2), "+33 (0)" + group(s, " ", 1, 2, 2, 2, 2), "+33" + s, "0" + group(s, "-", 1, 2, 2, 2, 2)}
		label = []string{"0" + s}
	case "DE":
		if n.kind == "m" {
			a, r := s[:3], s[3:]
			grp := group(r, " ", 3, 2, 2)
			if len(r) == 8 {
				grp = group(r, " ", 4, 4)
			}
			shape = []string{"0" + a + " " + r, "0" + a + "/" + r, "+49 " + a + " " + r, "+49 (0)" + a + " " + r, "+49" + s, "0" + a + "-" + r, "+49 " + a + " " + grp}
			label = []string{"0" + s}
		} else {
			a, r := s[:n.acl], s[n.acl:]
			shape = []string{"0" + a + " " + r, "0" + a + "/" + r, "+49 " + a + " " + r, "(0" + a + ") " + r, "0" + a + " / " + r, "+49 (0)" + a + " " + r}
			label = []string{"0" + s}
		}
	case "IT":
		if n.kind == "m" {
			shape = []string{"+39 " + group(s, " ", 3, 3, 4), "+39 " + s[:3] + " " + s[3:], "+39" + s, "0039 " + s[:3] + " " + s[3:]}
			label = []string{group(s, " ", 3, 3, 4), s[:3] + " " + s[3:], s, s[:3] + "/" + s[3:], s[:3] + "-" + s[3:]}
		} else {
			a, r := s[:2], s[2:]
			shape = []string{a + " " + r[:4] + " " + r[4:], "+39 " + a + " " + r[:4] + " " + r[4:], a + " " + r}
			label = []string{s, a + "/" + r}
		}
	case "PT":
		if n.kind == "m" {
			shape = []string{"+351 " + group(s, " ", 3, 3, 3), "+351" + s, "(+351) " + group(s, " ", 3, 3, 3)}
			label = []string{group(s, " ", 3, 3, 3), s, group(s, " ", 3, 3, 3)}
		} else {
			shape = []string{"+351 " + group(s, " ", 2, 3, 4)}
			label = []string{group(s, " ", 2, 3, 4), s}
		}
	case "BR":
		d, r := s[:2], s[2:]
		if n.kind == "m" {
			shape = []string{"(" + d + ") " + r[:5] + "-" + r[5:], "(" + d + ") " + r[:1] + " " + r[1:5] + "-" + r[5:], "+55 " + d + " " + r[:5] + "-" + r[5:], "+55 (" + d + ") " + r[:5] + "-" + r[5:], "+55" + s, "+55 " + d + " " + r[:1] + " " + r[1:5] + "-" + r[5:]}
			label = []string{d + " " + r[:5] + "-" + r[5:], s, d + r[:5] + "-" + r[5:], r[:5] + "-" + r[5:]}
		} else {
			shape = []string{"(" + d + ") " + r[:4] + "-" + r[4:], "+55 " + d + " " + r[:4] + "-" + r[4:]}
			label = []string{d + " " + r[:4] + "-" + r[4:], s}
		}
	case "NL":
		if n.kind == "m" {
			shape = []string{"06-" + s[1:], "06 " + s[1:], "06 " + group(s[1:], " ", 2, 2, 2, 2), "+31 6 " + s[1:], "+31 (0)6 " + s[1:], "+31 6 " + group(s[1:], " ", 4, 4), "+31" + s, "06-" + group(s[1:], " ", 4, 4)}
			label = []string{"0" + s}
		} else {
			a, r := s[:n.acl], s[n.acl:]
			shape = []string{"0" + a + "-" + r, "0" + a + " " + r[:3] + " " + r[3:], "+31 " + a + " " + r[:3] + " " + r[3:], "+31 (0)" + a + " " + r}
			label = []string{"0" + s}
		}
	case "PL":
		if n.kind == "m" {
			shape = []string{"+48 " + group(s, " ", 3, 3, 3), "+48" + s, "+48 " + group(s, "-", 3, 3, 3), "(+48) " + group(s, " ", 3, 3, 3)}
			label = []string{group(s, " ", 3, 3, 3), group(s, "-", 3, 3, 3), s, group(s, " ", 3, 3, 3)}
		} else {
			shape = []string{"+48 " + group(s, " ", 2, 3, 2, 2)}
			label = []string{group(s, " ", 2, 3, 2, 2), "(" + s[:2] + ") " + group(s[2:], " ", 3, 2, 2)}
		}
	case "TR":
		if n.kind == "m" {
			shape = []string{"0" + group(s, " ", 3, 3, 2, 2), "0 (" + s[:3] + ") " + group(s[3:], " ", 3, 2, 2), "+90 " + group(s, " ", 3, 3, 2, 2), "+90 (" + s[:3] + ") " + group(s[3:], " ", 3, 2, 2), "+90" + s, "0" + group(s, " ", 3, 3, 4), "0(" + s[:3] + ") " + group(s[3:], " ", 3, 2, 2)}
			label = []string{"0" + s, group(s, " ", 3, 3, 2, 2)}
		} else {
			shape = []string{"0" + group(s, " ", 3, 3, 2, 2), "0 (" + s[:3] + ") " + group(s[3:], " ", 3, 2, 2), "+90 " + group(s, " ", 3, 3, 2, 2)}
			label = []string{"0" + s}
		}
	case "ID":
		if n.kind == "m" {
			a, r := s[:3], s[3:]
			shape = []string{"0" + a + "-" + group(r, "-", 4), "0" + a + " " + group(r, " ", 4), "+62 " + a + " " + group(r, " ", 4), "+62 " + a + "-" + group(r, "-", 4), "+62" + s, "(+62) " + a + " " + group(r, " ", 4)}
			label = []string{"0" + s, "62" + s}
		} else {
			shape = []string{"(021) " + group(s[2:], " ", 4, 4), "021-" + s[2:], "+62 21 " + group(s[2:], " ", 4, 4)}
			label = []string{"0" + s}
		}
	}
	_ = cc
	return
}

func (g *G) phone(c string, mode int) string { return g.fmtNum(g.newNum(c), mode) }

// ---------- e-mail ----------

func (g *G) emailFor(first, last string, domains []string) string {
	f, l := fold(first), fold(last)
	var local string
	switch g.n(8) {
	case 0, 1:
		local = f + "." + l
	case 2:
		local = f + l
	case 3:
		local = f[:1] + "." + l
	case 4:
		local = f + "_" + l
	case 5:
		local = f + "." + l + g.d(2)
	case 6:
		local = l + "." + f
	default:
		local = f[:1] + l + g.d(g.btw(2, 4))
	}
	return local + "@" + pickT(g, domains)
}

// emailBracket spells the at sign in brackets, as the README says is handled.
func (g *G) emailBracket(first, last string, domains []string) string {
	local := fold(first) + "." + fold(last)
	d := pickT(g, domains)
	switch g.n(4) {
	case 0:
		return local + "(at)" + d
	case 1:
		return local + " [at] " + strings.Replace(d, ".", " [dot] ", -1)
	case 2:
		return local + "[at]" + d
	default:
		return local + " (at) " + d
	}
}

// emailSpoken is how an ASR engine writes an address; left unlabelled.
func emailSpoken(first, last, domain string) string {
	return fold(first) + " dot " + fold(last) + " at " + strings.Replace(domain, ".", " dot ", -1)
}

// ---------- cards ----------

func (g *G) cardDigits(brand string) string {
	var prefix string
	n := 16
	switch brand {
	case "visa":
		prefix = "4" + g.pick("0", "1", "2", "4", "5", "6", "7", "8", "9") + g.d(2)
	case "mc":
		if g.p(0.75) {
			prefix = "5" + g.pick("1", "2", "3", "4", "5") + g.d(2)
		} else {
			prefix = fmt.Sprint(g.btw(2221, 2720))
		}
	case "amex":
		prefix, n = g.pick("34", "37")+g.d(2), 15
	case "disc":
		prefix = g.pick("6011", "6500", "6504", "6510", "6445", "6480")
	case "jcb":
		prefix = fmt.Sprint(g.btw(3528, 3589))
	case "diners":
		prefix, n = "36"+g.d(2), 14
	case "troy":
		prefix = "9792"
	case "rupay":
		prefix = g.pick("6521", "6522", "6080", "6070", "8172", "5085")
	case "elo":
		prefix = g.pick("636368", "504175", "451416", "636297", "506727")
	case "maestro":
		prefix, n = g.pick("6759", "6761", "5018", "5020", "6304"), g.pick2(16, 19)
	default:
		panic(brand)
	}
	for {
		body := prefix + g.d(n-len(prefix)-1)
		s := body + fmt.Sprint(luhnDigit(body))
		if !boringDigits(s) {
			return s
		}
	}
}

func (g *G) pick2(a, b int) int {
	if g.p(0.5) {
		return a
	}
	return b
}

func boringDigits(s string) bool {
	cnt := map[rune]int{}
	for _, c := range s {
		cnt[c]++
	}
	return len(cnt) < 5
}

const (
	cardSpaced = iota
	cardPlain
	cardDashed
	cardASR
	cardChunks
)

func (g *G) fmtCard(d string, style int) string {
	var sizes []int
	switch len(d) {
	case 15:
		sizes = []int{4, 6, 5}
	case 14:
		sizes = []int{4, 6, 4}
	case 19:
		sizes = []int{4, 4, 4, 4, 3}
	default:
		sizes = []int{4, 4, 4, 4}
	}
	switch style {
	case cardSpaced:
		return group(d, " ", sizes...)
	case cardDashed:
		return group(d, "-", sizes...)
	case cardASR:
		return spaced(d)
	case cardChunks:
		// the way people read a card out: fours, with a pause that splits one group
		var parts []string
		for _, p := range strings.Split(group(d, " ", sizes...), " ") {
			if len(p) == 4 && g.p(0.35) {
				parts = append(parts, p[:2], p[2:])
			} else {
				parts = append(parts, p)
			}
		}
		sep := g.pick(" ", " ", ", ", "... ")
		return strings.Join(parts, sep)
	}
	return d
}

func (g *G) cardStyle() int {
	x := g.n(100)
	switch {
	case x < 42:
		return cardSpaced
	case x < 62:
		return cardPlain
	case x < 72:
		return cardDashed
	case x < 86:
		return cardASR
	default:
		return cardChunks
	}
}

func (g *G) brandFor(c string) string {
	switch c {
	case "IN":
		return g.pick("visa", "mc", "rupay", "visa", "mc", "rupay", "amex")
	case "TR":
		return g.pick("visa", "mc", "troy", "visa", "mc")
	case "BR":
		return g.pick("visa", "mc", "elo", "visa", "mc", "amex")
	case "US":
		return g.pick("visa", "visa", "mc", "mc", "amex", "disc", "disc", "diners", "jcb")
	case "NL", "DE", "PL", "IT":
		return g.pick("visa", "visa", "mc", "mc", "maestro", "amex")
	default:
		return g.pick("visa", "visa", "mc", "mc", "amex", "jcb")
	}
}

var brandName = map[string]string{"visa": "Visa", "mc": "Mastercard", "amex": "Amex", "disc": "Discover", "jcb": "JCB", "diners": "Diners", "troy": "Troy", "rupay": "RuPay", "elo": "Elo", "maestro": "Maestro"}

// card is a card number as typed in writing.
func (g *G) card(c string) string {
	return g.fmtCard(g.cardDigits(g.brandFor(c)), pickT(g, []int{cardSpaced, cardSpaced, cardPlain, cardDashed}))
}

// ---------- SSN ----------

func (g *G) ssnDigits() string {
	for {
		a := g.btw(1, 899)
		if a == 666 {
			continue
		}
		gr := g.btw(1, 99)
		se := g.btw(1, 9999)
		s := fmt.Sprintf("%03d%02d%04d", a, gr, se)
		if s == "078051120" || s == "219099999" {
			continue
		}
		return s
	}
}

func (g *G) itinDigits() string {
	gr := pickT(g, []int{g.btw(50, 65), g.btw(70, 88), g.btw(90, 92), g.btw(94, 99)})
	return fmt.Sprintf("9%02d%02d%04d", g.n(100), gr, g.btw(1, 9999))
}

func (g *G) fmtSSN(s string, style int) string {
	switch style {
	case 0:
		return s[:3] + "-" + s[3:5] + "-" + s[5:]
	case 1:
		return s[:3] + " " + s[3:5] + " " + s[5:]
	case 2:
		return s
	case 3:
		return spaced(s)
	case 4:
		return spaced(s[:3]) + ", " + spaced(s[3:5]) + ", " + spaced(s[5:])
	}
	return s[:3] + "." + s[3:5] + "." + s[5:]
}

// ssn gives an SSN in one of the ways it is read out or typed.
func (g *G) ssn() string {
	x := g.n(100)
	switch {
	case x < 55:
		return g.fmtSSN(g.ssnDigits(), 0)
	case x < 70:
		return g.fmtSSN(g.ssnDigits(), 1)
	case x < 80:
		return g.fmtSSN(g.ssnDigits(), 2)
	case x < 88:
		return g.fmtSSN(g.ssnDigits(), 3)
	case x < 92:
		return g.fmtSSN(g.ssnDigits(), 4)
	case x < 96:
		return g.fmtSSN(g.itinDigits(), 0)
	}
	return g.fmtSSN(g.ssnDigits(), 5)
}

// ---------- tokens ----------

func (g *G) jwt() string {
	var hdr string
	switch g.n(3) {
	case 0:
		hdr = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		hdr = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, g.from(hexl, 16))
	default:
		hdr = `{"typ":"JWT","alg":"ES256"}`
	}
	iat := 1704067200 + g.n(60000000)
	pl := fmt.Sprintf(`{"sub":"%s","iss":"%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		g.pick("usr_"+g.from(alnum, 10), fmt.Sprint(g.btw(100000, 9999999)), "agent:"+fmt.Sprint(g.btw(1000, 99999))),
		g.pick("https://auth.helpdeskly.io", "https://login.salesforce.com", "https://api.hubapi.com", "https://id.voxline.cloud", "genesys-cloud"),
		g.pick("crm-webhooks", "zendesk", "contact-center", "ivr-gateway"), iat, iat+3600,
		g.pick("tickets:read tickets:write", "calls.read", "contacts.read", "webhooks"))
	sigLen := 43
	if strings.Contains(hdr, "RS256") {
		sigLen = 342
	} else if strings.Contains(hdr, "ES256") {
		sigLen = 86
	}
	return b64url(hdr) + "." + b64url(pl) + "." + g.from(b64u, sigLen)
}

func (g *G) bearer() string {
	switch g.n(7) {
	case 0:
		return "pat-" + g.pick("na1", "eu1") + "-" + g.uuid()
	case 1:
		return g.from(hexl, 64)
	case 2:
		return "00D" + g.from(alnum, 12) + "!AQ" + g.from(alnum, 4) + "." + g.from(alnum+"._", 90)
	case 3:
		return "ya29." + g.from(alnum+"-_", 120)
	case 4:
		return g.secret(g.btw(32, 48))
	case 5:
		return "sk_live_" + g.secret(24)
	}
	return g.secret(40)
}

// ---------- label sanity ----------

func checkPII(f, v string) error {
	d := onlyDigits(v)
	switch f {
	case "phone":
		if len(d) < 7 || len(d) > 15 {
			return fmt.Errorf("phone %q digits", v)
		}
	case "email":
		if !strings.Contains(v, "@") && !strings.Contains(v, "at") && !strings.Contains(v, "%40") {
			return fmt.Errorf("email %q", v)
		}
	case "credit_card":
		if len(d) < 13 || len(d) > 19 || !luhnValid(d) {
			return fmt.Errorf("card %q", v)
		}
	case "ssn":
		if len(d) != 9 || d[:3] == "000" || d[:3] == "666" || d[3:5] == "00" || d[5:] == "0000" {
			return fmt.Errorf("ssn %q", v)
		}
	case "jwt":
		if !strings.HasPrefix(v, "eyJ") || strings.Count(v, ".") != 2 {
			return fmt.Errorf("jwt %q", v)
		}
	case "bearer":
		if len(v) < 16 {
			return fmt.Errorf("bearer %q", v)
		}
	default:
		return fmt.Errorf("family %q", f)
	}
	return nil
}

var cardPrefixes = []string{"4", "51", "52", "53", "54", "55", "22", "23", "24", "25", "26", "27", "34", "37", "6011", "65", "64", "35", "36", "38", "30", "9792", "60", "81", "82", "50", "63", "67", "62"}

// accidentalCard reports whether a digit run (single spaces or dashes
// allowed) in s is a Luhn-valid card-length number with an issuer prefix.
func accidentalCard(s string) bool {
	runs := digitRuns(s)
	for _, r := range runs {
		for i := 0; i < len(r); i++ {
			for j := i + 13; j <= len(r) && j <= i+19; j++ {
				if i > 0 || j < len(r) {
					continue
				}
				sub := r[i:j]
				if !luhnValid(sub) {
					continue
				}
				for _, p := range cardPrefixes {
					if strings.HasPrefix(sub, p) {
						return true
					}
				}
			}
		}
	}
	return false
}

func digitRuns(s string) []string {
	var runs []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			runs = append(runs, cur.String())
		}
		cur.Reset()
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			cur.WriteByte(c)
			continue
		}
		if (c == ' ' || c == '-') && cur.Len() > 0 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
			continue
		}
		flush()
	}
	flush()
	return runs
}

func isSSNShape(s string) bool {
	for i := 0; i+11 <= len(s); i++ {
		t := s[i : i+11]
		if t[3] == '-' && t[6] == '-' && onlyDigits(t) == t[:3]+t[4:6]+t[7:] && len(onlyDigits(t)) == 9 {
			if (i == 0 || !isDigit(s[i-1])) && (i+11 == len(s) || !isDigit(s[i+11])) {
				return true
			}
		}
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func cleanLint(q string) error {
	for i := 0; i < len(q); i++ {
		if q[i] == '@' && i > 0 && i+3 < len(q) {
			c := q[i-1]
			if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' {
				rest := q[i+1:]
				end := strings.IndexAny(rest, " \n\t,;\"'<>)")
				if end < 0 {
					end = len(rest)
				}
				if strings.Contains(rest[:end], ".") {
					return fmt.Errorf("clean has email near %q", q[max(0, i-10):min(len(q), i+20)])
				}
			}
		}
	}
	if strings.Contains(q, "eyJ") {
		return fmt.Errorf("clean has jwt")
	}
	for i := strings.Index(q, "Bearer "); i >= 0; {
		r := q[i+7:]
		if len(r) > 0 && strings.IndexByte("[*<$.", r[0]) < 0 {
			return fmt.Errorf("clean has bearer")
		}
		j := strings.Index(r, "Bearer ")
		if j < 0 {
			break
		}
		i = i + 7 + j
	}
	for i := 0; i < len(q); i++ {
		if q[i] == '+' {
			j := i + 1
			for j < len(q) && strings.IndexByte("0123456789 ()-./", q[j]) >= 0 {
				j++
			}
			if len(onlyDigits(q[i:j])) >= 8 {
				return fmt.Errorf("clean has +number near %q", q[i:j])
			}
		}
	}
	if accidentalCard(q) {
		return fmt.Errorf("clean has card-like run")
	}
	if isSSNShape(q) {
		return fmt.Errorf("clean has ssn shape")
	}
	return nil
}
