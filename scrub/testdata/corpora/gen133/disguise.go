package main

import "strings"

// digit systems: the rune for 0 (digits 1–9 follow it), or a table.
var (
	fullwidth  = []rune("０１２３４５６７８９")
	arabicInd  = []rune("٠١٢٣٤٥٦٧٨٩")
	persian    = []rune("۰۱۲۳۴۵۶۷۸۹")
	devanagari = []rune("०१२३४५६७८९")
	bengali    = []rune("০১২৩৪৫৬৭৮৯")
	thaiD      = []rune("๐๑๒๓๔๕๖๗๘๙")
	mathBold   = []rune("𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗")
	dblStruck  = []rune("𝟘𝟙𝟚𝟛𝟜𝟝𝟞𝟟𝟠𝟡")
	monoD      = []rune("𝟶𝟷𝟸𝟹𝟺𝟻𝟼𝟽𝟾𝟿")
	sansD      = []rune("𝟢𝟣𝟤𝟥𝟦𝟧𝟨𝟩𝟪𝟫")
	circled    = []rune("⓪①②③④⑤⑥⑦⑧⑨")
	negCircled = []rune("⓿❶❷❸❹❺❻❼❽❾")
	superD     = []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")
)

func conv(s string, sys []rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(sys[c-'0'])
		} else if c == '+' && sys[0] == '０' && r.Intn(2) == 0 {
			b.WriteRune('＋')
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// mixConv turns about half of the digits into another system.
func mixConv(s string, sys []rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' && r.Intn(2) == 0 {
			b.WriteRune(sys[c-'0'])
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func keycap(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
			b.WriteString("\uFE0F\u20E3")
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// spaced puts sep between every character of s.
func spaced(s, sep string) string {
	rs := []rune(s)
	parts := make([]string, len(rs))
	for i, c := range rs {
		parts[i] = string(c)
	}
	return strings.Join(parts, sep)
}

var invisibles = []string{"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"}

// sprinkle inserts invisible characters between characters of s (never at its ends).
func sprinkle(s string, set []string, every int) string {
	rs := []rune(s)
	var b strings.Builder
	for i, c := range rs {
		b.WriteRune(c)
		if i < len(rs)-1 && (r.Intn(every) == 0 || i == len(rs)/2) {
			b.WriteString(pick(set))
		}
	}
	return b.String()
}

var emojis = []string{"🔥", "📞", "😘", "💯", "✨", "👉", "🌸", "🍀", "⭐", "❤️", "😉", "🙈", "📱", "💬", "🤙", "🌹", "🎮", "💎", "😎", "🍑", "🦋", "🌙"}

// joinVar joins groups with separators chosen by f for each gap.
func joinVar(g []string, f func(i int) string) string {
	var b strings.Builder
	for i, x := range g {
		if i > 0 {
			b.WriteString(f(i))
		}
		b.WriteString(x)
	}
	return b.String()
}

// regroup splits the digits of g (keeping a leading "+cc" group) into random small groups.
func regroup(g []string) []string {
	var out []string
	rest := strings.Join(g, "")
	if strings.HasPrefix(g[0], "+") {
		out = append(out, g[0])
		rest = strings.Join(g[1:], "")
	}
	for len(rest) > 0 {
		n := 1 + r.Intn(3)
		if n > len(rest) {
			n = len(rest)
		}
		out = append(out, rest[:n])
		rest = rest[n:]
	}
	return out
}

// allDigits is the number's characters with one sep between each (the '+' stays glued).
func allDigits(g []string, sep string) string {
	s := strings.Join(g, "")
	if strings.HasPrefix(s, "+") {
		return "+" + spaced(s[1:], sep)
	}
	return spaced(s, sep)
}

func natOrIntl(p phone) []string {
	if r.Intn(3) == 0 {
		return p.intl
	}
	return p.nat
}
