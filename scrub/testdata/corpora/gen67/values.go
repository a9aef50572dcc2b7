package main

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
)

func digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + r.Intn(10)))
	}
	return sb.String()
}

// nz: digits with a non-zero first digit
func nz(n int) string { return string(byte('1'+r.Intn(9))) + digits(n-1) }

func from(set string) string { return string(set[r.Intn(len(set))]) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const upnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
const lowhex = "0123456789abcdef"
const b64u = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

func rs(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// rsMixed guarantees at least one digit, one upper and one lower (random-looking secret).
func rsMixed(n int) string {
	for {
		s := rs(alnum, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") {
			return s
		}
	}
}

func group(s string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		parts = append(parts, s[i:i+n])
		i += n
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

// ---------------------------------------------------------------- digits in other scripts
var scripts = map[string][]rune{
	"arabic":     []rune("٠١٢٣٤٥٦٧٨٩"),
	"persian":    []rune("۰۱۲۳۴۵۶۷۸۹"),
	"devanagari": []rune("०१२३४५६७८९"),
	"thai":       []rune("๐๑๒๓๔๕๖๗๘๙"),
	"fullwidth":  []rune("０１２３４５６７８９"),
}

func toScript(s, script string) string {
	ds := scripts[script]
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(ds[c-'0'])
		} else if c == '+' && script == "fullwidth" {
			sb.WriteRune('＋')
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

// ---------------------------------------------------------------- phones
// Each country gives a phone number in a random real-world written form.
// style: 0 any, 1 international, 2 national
type phoneGen func(style int) string

func styleOK(style int, intl bool) bool {
	return style == 0 || (style == 1 && intl) || (style == 2 && !intl)
}

func choose(style int, intl []string, nat []string) string {
	switch style {
	case 1:
		return pick(intl)
	case 2:
		return pick(nat)
	}
	if chance(0.45) {
		return pick(intl)
	}
	return pick(nat)
}

func usPhone(style int) string {
	area := pick([]string{"212", "213", "312", "415", "469", "512", "617", "646", "702", "713", "718", "773", "786", "818", "917", "929", "305", "404", "480", "503", "206", "303", "602", "619", "650", "678", "720", "832", "949", "971", "347", "201", "253", "336", "407", "614", "901"})
	var ex string
	for {
		ex = string(byte('2'+r.Intn(8))) + digits(2)
		if ex != "555" && ex[1:] != "11" {
			break
		}
	}
	ln := digits(4)
	intl := []string{
		"+1 " + area + " " + ex + " " + ln,
		"+1 (" + area + ") " + ex + "-" + ln,
		"+1-" + area + "-" + ex + "-" + ln,
		"+1" + area + ex + ln,
		"+1." + area + "." + ex + "." + ln,
	}
	nat := []string{
		"(" + area + ") " + ex + "-" + ln,
		area + "-" + ex + "-" + ln,
		area + "." + ex + "." + ln,
		"1-" + area + "-" + ex + "-" + ln,
		area + " " + ex + " " + ln,
		area + ex + ln,
		"(" + area + ")" + ex + "-" + ln,
	}
	return choose(style, intl, nat)
}

func mxPhone(style int) string {
	var a, rest string
	if chance(0.5) {
		a = pick([]string{"55", "33", "81"})
		rest = nz(8)
		nat := []string{a + " " + rest[:4] + " " + rest[4:], "(" + a + ") " + rest[:4] + "-" + rest[4:], a + rest, a + "-" + rest[:4] + "-" + rest[4:]}
		intl := []string{"+52 " + a + " " + rest[:4] + " " + rest[4:], "+52 1 " + a + " " + rest[:4] + " " + rest[4:], "+52" + a + rest, "+521" + a + rest, "+52 (" + a + ") " + rest[:4] + " " + rest[4:]}
		return choose(style, intl, nat)
	}
	a = pick([]string{"222", "442", "664", "998", "477", "614", "999"})
	rest = nz(7)
	nat := []string{a + " " + rest[:3] + " " + rest[3:], "(" + a + ") " + rest[:3] + " " + rest[3:], a + rest, a + "-" + rest[:3] + "-" + rest[3:]}
	intl := []string{"+52 " + a + " " + rest[:3] + " " + rest[3:], "+52" + a + rest, "+52 1 " + a + " " + rest[:3] + " " + rest[3:]}
	return choose(style, intl, nat)
}

func brPhone(style int) string {
	ddd := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48", "62", "91", "13", "47"})
	if chance(0.8) {
		m := "9" + from("6789") + digits(7)
		nat := []string{"(" + ddd + ") " + m[:5] + "-" + m[5:], ddd + " " + m[:5] + "-" + m[5:], "(" + ddd + ") 9 " + m[1:5] + "-" + m[5:], ddd + m, "0" + ddd + " " + m[:5] + "-" + m[5:], "(" + ddd + ")" + m[:5] + "-" + m[5:], ddd + " 9 " + m[1:5] + " " + m[5:], m[:5] + "-" + m[5:]}
		intl := []string{"+55 " + ddd + " " + m[:5] + "-" + m[5:], "+55 (" + ddd + ") " + m[:5] + "-" + m[5:], "+55" + ddd + m, "+55 " + ddd + " 9 " + m[1:5] + "-" + m[5:], "55" + ddd + m}
		return choose(style, intl, nat)
	}
	l := from("2345") + digits(7)
	nat := []string{"(" + ddd + ") " + l[:4] + "-" + l[4:], ddd + " " + l[:4] + "-" + l[4:]}
	intl := []string{"+55 " + ddd + " " + l[:4] + "-" + l[4:], "+55 (" + ddd + ") " + l[:4] + "-" + l[4:]}
	return choose(style, intl, nat)
}

func arPhone(style int) string {
	if chance(0.6) {
		s := from("2345679") + digits(3) + digits(4)
		s = s[:4] + "-" + s[4:]
		nat := []string{"011 15-" + s, "(011) 15-" + s, "15-" + s, "15 " + strings.Replace(s, "-", " ", 1), "11 " + s, "011 " + s}
		intl := []string{"+54 9 11 " + s, "+54 9 11 " + strings.Replace(s, "-", " ", 1), "+54911" + strings.Replace(s, "-", "", 1), "+54 11 " + s}
		return choose(style, intl, nat)
	}
	a := pick([]string{"351", "341", "261", "381", "223"})
	s := from("4567") + digits(6)
	nat := []string{"(0" + a + ") 15-" + s[:3] + "-" + s[3:], "0" + a + " 15-" + s[:3] + "-" + s[3:], "0" + a + " 15 " + s[:3] + " " + s[3:]}
	intl := []string{"+54 9 " + a + " " + s[:3] + "-" + s[3:], "+549" + a + s}
	return choose(style, intl, nat)
}

func coPhone(style int) string {
	if chance(0.85) {
		m := "3" + pick([]string{"00", "01", "04", "10", "11", "12", "13", "14", "15", "16", "17", "18", "20", "21", "23", "50", "51"}) + digits(7)
		nat := []string{m[:3] + " " + m[3:6] + " " + m[6:], m, m[:3] + "-" + m[3:6] + "-" + m[6:], m[:3] + " " + m[3:]}
		intl := []string{"+57 " + m[:3] + " " + m[3:6] + " " + m[6:], "+57" + m, "+57 " + m, "(+57) " + m[:3] + " " + m[3:6] + " " + m[6:]}
		return choose(style, intl, nat)
	}
	l := "60" + from("124") + from("2345678") + digits(6)
	nat := []string{"(" + l[:3] + ") " + l[3:6] + " " + l[6:], l[:3] + " " + l[3:6] + " " + l[6:]}
	intl := []string{"+57 " + l[:3] + " " + l[3:6] + " " + l[6:]}
	return choose(style, intl, nat)
}

func clPhone(style int) string {
	m := "9" + from("3456789") + digits(7)
	nat := []string{m[:1] + " " + m[1:5] + " " + m[5:], m, "09 " + m[1:5] + " " + m[5:], m[:1] + "-" + m[1:5] + "-" + m[5:]}
	intl := []string{"+56 9 " + m[1:5] + " " + m[5:], "+56" + m, "+56 " + m, "+56 9 " + m[1:]}
	return choose(style, intl, nat)
}

func pePhone(style int) string {
	m := "9" + digits(8)
	nat := []string{m[:3] + " " + m[3:6] + " " + m[6:], m, m[:3] + "-" + m[3:6] + "-" + m[6:]}
	intl := []string{"+51 " + m[:3] + " " + m[3:6] + " " + m[6:], "+51" + m, "+51 " + m}
	return choose(style, intl, nat)
}

func ukPhone(style int) string {
	if chance(0.75) {
		var m string
		for {
			m = "7" + from("45789") + digits(8)
			if !strings.HasPrefix(m, "7700900") {
				break
			}
		}
		nat := []string{"0" + m[:4] + " " + m[4:], "0" + m, "0" + m[:4] + " " + m[4:7] + " " + m[7:], "0" + m[:4] + "-" + m[4:]}
		intl := []string{"+44 " + m[:4] + " " + m[4:], "+44 (0)" + m[:4] + " " + m[4:], "+44" + m, "+44 " + m[:4] + " " + m[4:7] + " " + m[7:], "0044 " + m[:4] + " " + m[4:]}
		return choose(style, intl, nat)
	}
	if chance(0.5) {
		l := from("378") + digits(7)
		nat := []string{"020 " + l[:4] + " " + l[4:], "(020) " + l[:4] + " " + l[4:], "020" + l}
		intl := []string{"+44 20 " + l[:4] + " " + l[4:], "+44 (0)20 " + l[:4] + " " + l[4:], "+4420" + l}
		return choose(style, intl, nat)
	}
	a := pick([]string{"161", "113", "121", "131", "141", "117", "114"})
	var l string
	for {
		l = from("2345789") + digits(6)
		if l[:3] != "496" {
			break
		}
	}
	nat := []string{"0" + a + " " + l[:3] + " " + l[3:], "(0" + a + ") " + l[:3] + " " + l[3:]}
	intl := []string{"+44 " + a + " " + l[:3] + " " + l[3:], "+44 (0)" + a + " " + l[:3] + " " + l[3:]}
	return choose(style, intl, nat)
}

func dePhone(style int) string {
	if chance(0.7) {
		pre := pick([]string{"151", "152", "157", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179", "159"})
		sub := nz(7 + r.Intn(2))
		nat := []string{"0" + pre + " " + sub, "0" + pre + "/" + sub, "0" + pre + "-" + sub, "0" + pre + sub, "0" + pre + " " + sub[:3] + " " + sub[3:], "0" + pre + " / " + sub}
		intl := []string{"+49 " + pre + " " + sub, "+49 (0)" + pre + " " + sub, "+49" + pre + sub, "+49 " + pre + " " + sub[:3] + " " + sub[3:], "0049 " + pre + " " + sub, "+49-" + pre + "-" + sub}
		return choose(style, intl, nat)
	}
	a := pick([]string{"30", "40", "89", "221", "69", "211", "711", "341"})
	sub := nz(10 - len(a) + r.Intn(2) - 1)
	nat := []string{"0" + a + " " + sub, "0" + a + "/" + sub, "(0" + a + ") " + sub, "0" + a + " " + group(sub, []int{2, 2, 2}, " "), "0" + a + "-" + sub}
	intl := []string{"+49 " + a + " " + sub, "+49 (0)" + a + " " + sub, "+49 " + a + " " + group(sub, []int{2, 2, 2}, " ")}
	return choose(style, intl, nat)
}

func frPhone(style int) string {
	var n string
	if chance(0.75) {
		n = from("67") + digits(8)
	} else {
		n = from("12345") + from("1234") + digits(7)
	}
	pairs := group(n[1:], []int{2, 2, 2, 2}, " ")
	nat := []string{"0" + n[:1] + " " + pairs, "0" + n[:1] + "." + strings.ReplaceAll(pairs, " ", "."), "0" + n, "0" + n[:1] + "-" + strings.ReplaceAll(pairs, " ", "-"), "0" + n[:1] + pairs}
	intl := []string{"+33 " + n[:1] + " " + pairs, "+33 (0)" + n[:1] + " " + pairs, "+33" + n, "0033 " + n[:1] + " " + pairs, "+33 " + n[:1] + "." + strings.ReplaceAll(pairs, " ", ".")}
	return choose(style, intl, nat)
}

func esPhone(style int) string {
	var n string
	if chance(0.75) {
		n = from("67") + digits(8)
		if n[0] == '7' {
			n = "7" + from("1234") + n[2:]
		}
	} else {
		n = "9" + from("1345") + digits(7)
	}
	nat := []string{n[:3] + " " + n[3:6] + " " + n[6:], n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], n, n[:3] + "-" + n[3:6] + "-" + n[6:], n[:3] + " " + n[3:]}
	if n[0] == '9' {
		nat = append(nat, n[:2]+" "+n[2:5]+" "+n[5:7]+" "+n[7:])
	}
	intl := []string{"+34 " + n[:3] + " " + n[3:6] + " " + n[6:], "+34 " + n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], "+34" + n, "0034 " + n[:3] + " " + n[3:6] + " " + n[6:], "(+34) " + n}
	return choose(style, intl, nat)
}

func itPhone(style int) string {
	if chance(0.8) {
		m := pick([]string{"320", "324", "327", "328", "329", "330", "331", "333", "334", "335", "336", "337", "338", "339", "340", "342", "345", "346", "347", "348", "349", "350", "351", "360", "366", "368", "370", "371", "377", "380", "388", "389", "391", "392", "393"}) + digits(7)
		nat := []string{m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + " " + m[3:], m, m[:3] + "-" + m[3:], m[:3] + "/" + m[3:], m[:3] + "." + m[3:6] + "." + m[6:]}
		intl := []string{"+39 " + m[:3] + " " + m[3:6] + " " + m[6:], "+39 " + m, "+39" + m, "0039 " + m[:3] + " " + m[3:]}
		return choose(style, intl, nat)
	}
	a := pick([]string{"02", "06", "011", "081", "055", "051"})
	sub := nz(10 - len(a))
	nat := []string{a + " " + sub[:4] + " " + sub[4:], a + " " + sub, a + "-" + sub, a + "/" + sub}
	intl := []string{"+39 " + a + " " + sub[:4] + " " + sub[4:], "+39 " + a + sub}
	return choose(style, intl, nat)
}

func nlPhone(style int) string {
	if chance(0.8) {
		m := from("12345") + digits(7)
		nat := []string{"06-" + m, "06 " + m, "06 " + m[:4] + " " + m[4:], "06" + m, "06 " + group(m, []int{2, 2, 2, 2}, " "), "(06) " + m}
		intl := []string{"+31 6 " + m, "+31 (0)6 " + m[:4] + " " + m[4:], "+316" + m, "0031 6 " + m, "+31 6 " + group(m, []int{2, 2, 2, 2}, " ")}
		return choose(style, intl, nat)
	}
	a := pick([]string{"20", "10", "30", "70", "40"})
	sub := nz(7)
	nat := []string{"0" + a + "-" + sub[:3] + " " + sub[3:], "0" + a + " " + sub[:3] + " " + sub[3:], "0" + a + "-" + sub}
	intl := []string{"+31 " + a + " " + sub[:3] + " " + sub[3:], "+31 (0)" + a + " " + sub[:3] + " " + sub[3:]}
	return choose(style, intl, nat)
}

func plPhone(style int) string {
	m := from("5678") + from("0123456789") + digits(7)
	nat := []string{m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + "-" + m[3:6] + "-" + m[6:], m, m[:2] + " " + m[2:5] + " " + m[5:7] + " " + m[7:]}
	intl := []string{"+48 " + m[:3] + " " + m[3:6] + " " + m[6:], "+48" + m, "+48 " + m, "0048 " + m[:3] + " " + m[3:6] + " " + m[6:], "(+48) " + m[:3] + "-" + m[3:6] + "-" + m[6:]}
	return choose(style, intl, nat)
}

func trPhone(style int) string {
	o := "5" + from("0345") + digits(1)
	s := digits(7)
	nat := []string{"0" + o + " " + s[:3] + " " + s[3:5] + " " + s[5:], "0 (" + o + ") " + s[:3] + " " + s[3:5] + " " + s[5:], "0" + o + s, o + " " + s[:3] + " " + s[3:5] + " " + s[5:], "0" + o + " " + s[:3] + " " + s[3:], "(0" + o + ") " + s[:3] + " " + s[3:5] + " " + s[5:]}
	intl := []string{"+90 " + o + " " + s[:3] + " " + s[3:5] + " " + s[5:], "+90 (" + o + ") " + s[:3] + " " + s[3:], "+90" + o + s, "0090 " + o + " " + s[:3] + " " + s[3:5] + " " + s[5:]}
	return choose(style, intl, nat)
}

func aePhone(style int) string {
	o := "5" + from("024568")
	s := nz(7)
	nat := []string{"0" + o + " " + s[:3] + " " + s[3:], "0" + o + s, "0" + o + "-" + s, "0" + o + " " + s}
	intl := []string{"+971 " + o + " " + s[:3] + " " + s[3:], "+971" + o + s, "+971-" + o + "-" + s, "00971 " + o + " " + s, "+971 " + o + s}
	return choose(style, intl, nat)
}

func saPhone(style int) string {
	o := "5" + from("0345689")
	s := nz(7)
	nat := []string{"0" + o + " " + s[:3] + " " + s[3:], "0" + o + s, "0" + o + "-" + s[:3] + "-" + s[3:]}
	intl := []string{"+966 " + o + " " + s[:3] + " " + s[3:], "+966" + o + s, "00966" + o + s, "+966 " + o + s}
	return choose(style, intl, nat)
}

func egPhone(style int) string {
	o := "1" + from("0125")
	s := digits(8)
	nat := []string{"0" + o + " " + s[:4] + " " + s[4:], "0" + o + s, "0" + o + "-" + s, "0" + o + " " + s[:3] + " " + s[3:]}
	intl := []string{"+20 " + o + " " + s[:4] + " " + s[4:], "+20" + o + s, "0020 " + o + " " + s, "+20 " + o + s}
	return choose(style, intl, nat)
}

func inPhone(style int) string {
	m := from("6789") + digits(9)
	nat := []string{m[:5] + " " + m[5:], m, "0" + m, "0" + m[:5] + " " + m[5:], m[:5] + "-" + m[5:], m[:3] + " " + m[3:6] + " " + m[6:]}
	intl := []string{"+91 " + m[:5] + " " + m[5:], "+91-" + m, "+91" + m, "+91 " + m, "91" + m, "(+91) " + m[:5] + " " + m[5:], "+91 " + m[:3] + " " + m[3:6] + " " + m[6:]}
	return choose(style, intl, nat)
}

func pkPhone(style int) string {
	o := "3" + from("01234") + digits(1)
	s := nz(7)
	nat := []string{"0" + o + " " + s, "0" + o + "-" + s, "0" + o + s, "0" + o + " " + s[:3] + " " + s[3:]}
	intl := []string{"+92 " + o + " " + s, "+92" + o + s, "+92-" + o + "-" + s, "0092 " + o + " " + s}
	return choose(style, intl, nat)
}

func idPhone(style int) string {
	o := "8" + from("1257") + digits(1)
	s := digits(7 + r.Intn(2))
	var g string
	if len(s) == 8 {
		g = s[:4] + "-" + s[4:]
	} else {
		g = s[:4] + "-" + s[4:]
	}
	nat := []string{"0" + o + "-" + g, "0" + o + " " + strings.Replace(g, "-", " ", 1), "0" + o + s, "0" + o + "-" + s}
	intl := []string{"+62 " + o + "-" + g, "+62 " + o + " " + strings.Replace(g, "-", " ", 1), "+62" + o + s, "62" + o + s, "+62 " + o + s}
	return choose(style, intl, nat)
}

func phPhone(style int) string {
	o := "9" + from("0123456789") + from("0123456789")
	s := digits(7)
	nat := []string{"0" + o + " " + s[:3] + " " + s[3:], "0" + o + s, "0" + o + "-" + s[:3] + "-" + s[3:], "(0" + o + ") " + s[:3] + " " + s[3:]}
	intl := []string{"+63 " + o + " " + s[:3] + " " + s[3:], "+63" + o + s, "+63-" + o + "-" + s[:3] + "-" + s[3:]}
	return choose(style, intl, nat)
}

func vnPhone(style int) string {
	o := from("35789") + from("0123456789")
	s := digits(7)
	nat := []string{"0" + o + " " + s[:3] + " " + s[3:], "0" + o + s[:1] + " " + s[1:4] + " " + s[4:], "0" + o + s, "0" + o + "." + s[:3] + "." + s[3:]}
	intl := []string{"+84 " + o + " " + s[:3] + " " + s[3:], "+84 " + o + s[:1] + " " + s[1:4] + " " + s[4:], "+84" + o + s, "84" + o + s}
	return choose(style, intl, nat)
}

func thPhone(style int) string {
	o := from("689") + from("0123456789")
	s := digits(7)
	nat := []string{"0" + o + "-" + s[:3] + "-" + s[3:], "0" + o + " " + s[:3] + " " + s[3:], "0" + o + s, "0" + o + "-" + s}
	intl := []string{"+66 " + o + " " + s[:3] + " " + s[3:], "+66" + o + s, "+66-" + o + "-" + s[:3] + "-" + s[3:]}
	return choose(style, intl, nat)
}

func myPhone(style int) string {
	o := "1" + from("0123456789")
	var s string
	if o == "11" {
		s = digits(8)
	} else {
		s = nz(7)
	}
	nat := []string{"0" + o + "-" + s[:len(s)-4] + " " + s[len(s)-4:], "0" + o + "-" + s, "0" + o + s, "0" + o + " " + s[:len(s)-4] + " " + s[len(s)-4:]}
	intl := []string{"+60 " + o + "-" + s[:len(s)-4] + " " + s[len(s)-4:], "+60" + o + s, "+60 " + o + " " + s[:len(s)-4] + " " + s[len(s)-4:], "60" + o + s}
	return choose(style, intl, nat)
}

func sgPhone(style int) string {
	m := from("89") + digits(7)
	nat := []string{m[:4] + " " + m[4:], m, m[:4] + "-" + m[4:]}
	intl := []string{"+65 " + m[:4] + " " + m[4:], "+65" + m, "+65-" + m[:4] + "-" + m[4:], "(+65) " + m}
	return choose(style, intl, nat)
}

func ngPhone(style int) string {
	o := pick([]string{"803", "806", "813", "816", "703", "706", "802", "808", "812", "701", "902", "905", "809", "817", "818", "909", "908", "805", "807", "815", "811", "905"})
	s := digits(7)
	nat := []string{"0" + o + " " + s[:3] + " " + s[3:], "0" + o + s, "0" + o + "-" + s[:3] + "-" + s[3:], "0" + o + " " + s}
	intl := []string{"+234 " + o + " " + s[:3] + " " + s[3:], "+234" + o + s, "234" + o + s, "+234 (0)" + o + " " + s[:3] + " " + s[3:], "+234-" + o + "-" + s}
	return choose(style, intl, nat)
}

func kePhone(style int) string {
	o := "7" + pick([]string{"01", "02", "05", "08", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "40", "41", "42", "43", "45", "46", "90", "91", "92", "93", "94", "95"})
	if chance(0.2) {
		o = "1" + pick([]string{"10", "11", "12", "13", "14", "15"})
	}
	s := digits(6)
	nat := []string{"0" + o + " " + s, "0" + o + s, "0" + o + " " + s[:3] + " " + s[3:], "0" + o + "-" + s}
	intl := []string{"+254 " + o + " " + s, "+254" + o + s, "254" + o + s, "+254 " + o + " " + s[:3] + " " + s[3:], "+254-" + o + "-" + s}
	return choose(style, intl, nat)
}

func zaPhone(style int) string {
	o := pick([]string{"82", "83", "84", "72", "73", "74", "76", "79", "81", "71", "60", "61", "63", "64", "65", "66"})
	s := digits(7)
	nat := []string{"0" + o + " " + s[:3] + " " + s[3:], "0" + o + s, "0" + o + "-" + s[:3] + "-" + s[3:], "(0" + o + ") " + s[:3] + " " + s[3:]}
	intl := []string{"+27 " + o + " " + s[:3] + " " + s[3:], "+27" + o + s, "+27 (0)" + o + " " + s[:3] + " " + s[3:], "0027 " + o + " " + s[:3] + " " + s[3:]}
	return choose(style, intl, nat)
}

// ---------------------------------------------------------------- cards
type issuer struct {
	name   string
	prefix func() string
	length int
}

var issuers = []issuer{
	{"Visa", func() string {
		return "4" + pick([]string{"539", "716", "485", "111", "242", "929", "532", "916", "024", "556", "917", "000"}) + digits(2)
	}, 16},
	{"Visa", func() string { return "4" + digits(5) }, 16},
	{"Mastercard", func() string { return "5" + from("12345") + digits(4) }, 16},
	{"Mastercard", func() string { return strconv.Itoa(2221+r.Intn(500)) + digits(2) }, 16},
	{"Amex", func() string { return "3" + from("47") + digits(4) }, 15},
	{"Discover", func() string { return "6011" + digits(2) }, 16},
	{"Discover", func() string { return "65" + digits(4) }, 16},
	{"Diners", func() string { return "36" + digits(4) }, 14},
	{"JCB", func() string { return strconv.Itoa(3528+r.Intn(62)) + digits(2) }, 16},
	{"UnionPay", func() string { return "62" + from("12345") + digits(3) }, 16},
	{"UnionPay", func() string { return "62" + from("12345") + digits(3) }, 19},
	{"Elo", func() string {
		return pick([]string{"636368", "438935", "504175", "451416", "636297", "506726", "509066"})
	}, 16},
	{"Hipercard", func() string { return "606282" }, 16},
	{"RuPay", func() string { return pick([]string{"6521", "6522", "6080", "6081", "5085"}) + digits(2) }, 16},
	{"Troy", func() string { return "9792" + digits(2) }, 16},
	{"Verve", func() string { return pick([]string{"506099", "506102", "507865", "650002"}) }, 19},
	{"Verve", func() string { return pick([]string{"506099", "506118", "507865"}) }, 16},
	{"Maestro", func() string { return pick([]string{"6759", "5018", "5020", "5038", "6304"}) + digits(2) }, 16},
	{"mada", func() string { return pick([]string{"446404", "588845", "968208", "440647", "457865"}) }, 16},
}

func luhnCheck(s string) byte {
	sum := 0
	dbl := true
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}

func luhnValid(s string) bool {
	return luhnCheck(s[:len(s)-1]) == s[len(s)-1]
}

func cardNumber() (string, string) {
	is := pick(issuers)
	p := is.prefix()
	body := p + digits(is.length-len(p)-1)
	return body + string(luhnCheck(body)), is.name
}

func cardNumberOf(name string) string {
	for {
		n, nm := cardNumber()
		if nm == name {
			return n
		}
	}
}

func fmtCard(n string) string {
	switch len(n) {
	case 15:
		return pick([]string{group(n, []int{4, 6}, " "), group(n, []int{4, 6}, "-"), n})
	case 14:
		return pick([]string{group(n, []int{4, 6}, " "), n})
	case 19:
		return pick([]string{group(n, []int{4, 4, 4, 4}, " "), n, group(n, []int{6}, " ")})
	}
	return pick([]string{group(n, []int{4, 4, 4}, " "), group(n, []int{4, 4, 4}, "-"), n, group(n, []int{4, 4, 4}, " "), group(n, []int{4, 4, 4}, " ")})
}

func card() string { n, _ := cardNumber(); return fmtCard(n) }

func expiry() string {
	m := 1 + r.Intn(12)
	y := 26 + r.Intn(6)
	return pick([]string{fmt.Sprintf("%02d/%02d", m, y), fmt.Sprintf("%02d/20%02d", m, y), fmt.Sprintf("%02d-%02d", m, y)})
}

// ---------------------------------------------------------------- SSN / ITIN
func ssnParts() (string, string, string) {
	var a int
	for {
		a = 1 + r.Intn(899)
		if a != 666 {
			break
		}
	}
	g := 1 + r.Intn(99)
	s := 1 + r.Intn(9999)
	A, G, S := fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
	if A == "987" && G == "65" && strings.HasPrefix(S, "432") {
		return ssnParts()
	}
	return A, G, S
}

func ssn() string { a, g, s := ssnParts(); return a + "-" + g + "-" + s }
func ssnAny() string {
	a, g, s := ssnParts()
	return pick([]string{a + "-" + g + "-" + s, a + "-" + g + "-" + s, a + " " + g + " " + s, a + g + s})
}
func itin() string {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", r.Intn(100), pick(groups), 1+r.Intn(9999))
}

// ---------------------------------------------------------------- JWT
func b64(s []byte) string { return base64.RawURLEncoding.EncodeToString(s) }

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func jwt() string {
	alg := pick([]string{"HS256", "RS256", "ES256", "HS512", "RS256"})
	var hdr string
	switch r.Intn(3) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, rs(lowhex, 16))
	default:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	}
	iat := 1735689600 + r.Intn(40000000)
	sub := pick([]string{"drv_", "usr_", "cour_", "rider_", "partner_", "seller_"}) + rs(lowhex, 10)
	pl := fmt.Sprintf(`{"sub":"%s","iss":"https://%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`, sub,
		pick([]string{"auth.rydr.app", "id.quickbite.io", "login.cleanly.eu", "sso.tix-resale.com", "accounts.parcelgo.ng"}),
		pick([]string{"partner-api", "courier-app", "ops-console", "payouts"}), iat, iat+3600*(1+r.Intn(24)),
		pick([]string{"orders:read orders:write", "payouts:read", "trips:read", "chat:write", "admin"}))
	if chance(0.3) {
		pl = fmt.Sprintf(`{"user_id":%d,"role":"%s","exp":%d}`, 100000+r.Intn(9000000), pick([]string{"driver", "courier", "customer", "host"}), iat)
	}
	var sig int
	switch alg {
	case "HS256":
		sig = 32
	case "HS512":
		sig = 64
	case "ES256":
		sig = 64
	default:
		sig = 256
	}
	return b64([]byte(hdr)) + "." + b64([]byte(pl)) + "." + b64(randBytes(sig))
}

// ---------------------------------------------------------------- tokens
func opaque() string {
	return pick([]string{rsMixed(32), rsMixed(40), rsMixed(48), rs(lowhex, 40), rsMixed(24) + "." + rsMixed(16)})
}

type vend struct {
	name string
	gen  func() string
}

var vendors = []vend{
	{"stripe", func() string { return "sk_live_" + rsMixed(pick([]int{24, 99})) }},
	{"stripe_rk", func() string { return "rk_live_" + rsMixed(pick([]int{24, 99})) }},
	{"stripe_whsec", func() string { return "whsec_" + rsMixed(32) }},
	{"github", func() string { return "ghp_" + rsMixed(36) }},
	{"github_pat", func() string { return "github_pat_" + "11" + rs(upnum, 20) + "_" + rsMixed(59) }},
	{"slack", func() string {
		return "xoxb-" + nz(12) + "-" + nz(13) + "-" + rsMixed(24)
	}},
	{"openai", func() string { return "sk-proj-" + rs(b64u, 74) + "T3BlbkFJ" + rs(b64u, 74) }},
	{"sendgrid", func() string { return "SG." + rs(b64u, 22) + "." + rs(b64u, 43) }},
	{"google", func() string { return "AIza" + rs(b64u, 35) }},
	{"twilio", func() string { return rs(lowhex, 32) }},
	{"shopify", func() string { return "shpat_" + rs(lowhex, 32) }},
	{"paystack", func() string { return "sk_live_" + rs(lowhex, 40) }},
	{"flutterwave", func() string { return "FLWSECK-" + rs(lowhex, 32) + "-X" }},
	{"mercadopago", func() string {
		return "APP_USR-" + nz(16) + "-" + digits(6) + "-" + rs(lowhex, 32) + "-" + nz(9)
	}},
	{"xendit", func() string { return "xnd_production_" + rsMixed(60) }},
	{"midtrans", func() string { return "Mid-server-" + rsMixed(24) }},
	{"square", func() string { return "EAAA" + rs(b64u, 60) }},
	{"google_oauth", func() string { return "ya29.a0" + rs(b64u, 120) }},
	{"mailchimp", func() string { return rs(lowhex, 32) + "-us" + strconv.Itoa(1+r.Intn(21)) }},
	{"gitlab", func() string { return "glpat-" + rs(b64u, 20) }},
	{"telegram", func() string { return nz(10) + ":AA" + rs(b64u, 33) }},
	{"razorpay_secret", func() string { return rsMixed(24) }},
	{"aws_secret", func() string { return rs(alnum+"+/", 40) }},
}

func vendor(name string) string {
	for _, v := range vendors {
		if v.name == name {
			return v.gen()
		}
	}
	panic(name)
}

func password() string {
	w := pick([]string{"Summer", "Lagos", "Bogota", "Chennai", "Mumbai", "Sabado", "Fenerbahce", "Corinthians", "Bunda", "Harbor", "Maple", "Kobe", "Jakarta", "Palmeiras", "Ramadan", "Dragon", "Tulip", "Zaragoza", "Fiesta", "Rocket"})
	return pick([]string{
		w + strconv.Itoa(1990+r.Intn(36)) + from("!#$%*?"),
		strings.ToLower(w) + "." + digits(2) + from("!?#") + rs(alnum, 3),
		rsMixed(12) + from("!@#%"),
		w[:3] + from("@#$") + digits(4) + strings.ToUpper(w[3:]),
		rsMixed(16),
	})
}

// ---------------------------------------------------------------- misc ids
func uuid() string {
	h := rs(lowhex, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + from("89ab") + h[17:20] + "-" + h[20:]
}

func sha(n int) string {
	s := sha256.Sum256(randBytes(16))
	return hex.EncodeToString(s[:])[:n]
}

func ibanCheck(cc, bban string) string {
	s := bban + cc + "00"
	mod := 0
	for _, c := range s {
		var v int
		if c >= '0' && c <= '9' {
			v = int(c - '0')
			mod = (mod*10 + v) % 97
		} else {
			v = int(c-'A') + 10
			mod = (mod*100 + v) % 97
		}
	}
	return fmt.Sprintf("%02d", 98-mod)
}

func iban() (string, string) {
	cc := pick([]string{"DE", "FR", "ES", "IT", "NL", "PL", "TR", "AE", "SA", "BR", "GB", "PK", "EG"})
	var bban string
	U := "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	switch cc {
	case "DE":
		bban = digits(18)
	case "FR":
		bban = digits(23)
	case "ES":
		bban = digits(20)
	case "IT":
		bban = rs(U, 1) + digits(10) + digits(12)
	case "NL":
		bban = pick([]string{"ABNA", "INGB", "RABO", "TRIO", "KNAB"}) + digits(10)
	case "PL":
		bban = digits(24)
	case "TR":
		bban = digits(5) + "0" + digits(16)
	case "AE":
		bban = digits(19)
	case "SA":
		bban = digits(20)
	case "BR":
		bban = digits(23) + "C1"
	case "GB":
		bban = pick([]string{"NWBK", "BARC", "HBUK", "LOYD", "MIDL"}) + digits(14)
	case "PK":
		bban = pick([]string{"SCBL", "HABB", "MEZN", "UNIL"}) + digits(16)
	case "EG":
		bban = digits(25)
	}
	compact := cc + ibanCheck(cc, bban) + bban
	var sb strings.Builder
	for i := 0; i < len(compact); i += 4 {
		if i > 0 {
			sb.WriteByte(' ')
		}
		e := i + 4
		if e > len(compact) {
			e = len(compact)
		}
		sb.WriteString(compact[i:e])
	}
	if chance(0.5) {
		return compact, cc
	}
	return sb.String(), cc
}

// nonLuhn returns n digits that fail Luhn.
func nonLuhn(n int, first string) string {
	for {
		s := first + digits(n-len(first))
		if !luhnValid(s) {
			return s
		}
	}
}
