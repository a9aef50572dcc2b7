package scrub

import (
	"slices"
	"strings"
)

// Phone numbers in URLs and form fields come percent-encoded: the '+' of an
// international number as %2B, the spaces between groups as %20, an area
// code's parentheses as %28 and %29, the commas of a list as %2C and the
// slash of a German number as %2F ("?phone=%2B15551234567",
// "tel=%2B44%2020%207946%200958", "To=%2B1555…%2C%2B1555…"):
// encodeURIComponent writes the '+', the spaces, the commas and the slash
// so, Python's quote() the parentheses too. The address matcher reads %40
// for '@' itself; the number matchers read plain text, so
// findNumbersDecoded hands them the text with those escapes decoded and
// maps what they find back.

// numberEscape returns the character the percent escape at s[i] encodes,
// if it is one of those.
func numberEscape(s string, i int) (byte, bool) {
	if i+2 >= len(s) || s[i] != '%' || s[i+1] != '2' {
		return 0, false
	}
	switch s[i+2] {
	case '0':
		return ' ', true
	case 'B', 'b':
		return '+', true
	case '8':
		return '(', true
	case '9':
		return ')', true
	case 'C', 'c':
		return ',', true
	case 'F', 'f':
		return '/', true
	case '2':
		return '"', true // a quoted value in encoded JSON: %22%2B48…%22
	}
	return 0, false
}

// jsonPlus reports "\u002B" at s[i]: the '+' of an international number
// as .NET's System.Text.Json writes it by default, escaping the
// characters it deems unsafe in HTML ("phone":"\u002B14155552671").
func jsonPlus(s string, i int) bool {
	return i+5 < len(s) && s[i] == '\\' && s[i+1] == 'u' && s[i+2:i+5] == "002" && (s[i+5] == 'B' || s[i+5] == 'b')
}

// firstJSONPlus returns the offset of the first jsonPlus in s, or -1.
func firstJSONPlus(s string) int {
	for i := 0; ; {
		k := strings.Index(s[i:], `\u002`)
		if k < 0 {
			return -1
		}
		if jsonPlus(s, i+k) {
			return i + k
		}
		i += k + 1
	}
}

// qpPlus reports "=2B" and a digit at s[i] after a blank, a colon, an
// opening bracket or the text's start: the '+' of an international number
// in a quoted-printable mail body, which some mailers encode ("erreichen
// Sie mich unter =2B49 30 494624"). A marker ends in ']', so it makes
// none.
func qpPlus(s string, i int) bool {
	return i+3 < len(s) && s[i] == '=' && s[i+1] == '2' && s[i+2] == 'B' && s[i+3]-'0' < 10 &&
		(i == 0 || formByte[s[i-1]] == fBlank || s[i-1] == ':' || s[i-1] == '(' || s[i-1] == '<')
}

// firstQPPlus returns the offset of the first qpPlus in s, or -1. Quoted-
// printable writes its hex digits in capitals (RFC 2045), so "=2B" is the
// only spelling looked for: one vectorised search, not a call per "=2".
func firstQPPlus(s string) int {
	for i := 0; ; {
		k := strings.Index(s[i:], "=2B")
		if k < 0 {
			return -1
		}
		if qpPlus(s, i+k) {
			return i + k
		}
		i += k + 1
	}
}

// colonEscape reports "%3A", the ':' of "whatsapp%3A%2B62…" (Twilio's
// WhatsApp addresses), decoded with numberEscape's escapes once the text
// holds one of those.
func colonEscape(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && s[i+1] == '3' && (s[i+2] == 'A' || s[i+2] == 'a')
}

// formEncoded reports a '+' between two ASCII letters after an '=': the
// space of a form-encoded value (application/x-www-form-urlencoded:
// "Body=Call+me+on+06+12+34+56+78"). A marker cannot make one, its
// brackets standing next to any '+' beside it, so it is an anchor.
func formEncoded(s string, pct bool) bool {
	eq := strings.IndexByte(s, '=')
	if eq < 0 {
		return false
	}
	for i := eq; i >= 0; {
		if plusGroupsEnd(s, i+1) > 0 {
			return true
		}
		k := strings.IndexByte(s[i+1:], '=')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	if pct {
		// Only a text that holds a number escape may hold "=%2B".
		if k := encodedPlusValue(s); k >= 0 && strings.IndexByte(s[k:], '+') >= 0 {
			return true
		}
	}
	for i := eq + 1; i+1 < len(s); {
		k := strings.IndexByte(s[i:], '+')
		if k < 0 {
			return false
		}
		i += k
		if i+1 < len(s) && isAlpha(s[i-1]) && isAlpha(s[i+1]) {
			return true
		}
		i++
	}
	return false
}

// plusGroupsEnd returns the end of a form value at s[i] that is digit
// groups joined by '+' as a card number's spaces are encoded
// ("cc_number=4382+1277+4502+5891+546"): three or more groups of three to
// six digits, thirteen to nineteen digits in all, up to the value's end.
// It returns 0 for any other value. A marker makes none: its brackets
// are no digits.
func plusGroupsEnd[T string | []byte](s T, i int) int {
	groups, digits := 0, 0
	for {
		g := i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		if n := i - g; n < 3 || n > 6 {
			return 0
		}
		groups++
		digits += i - g
		if i < len(s) && s[i] == '+' {
			i++
			continue
		}
		if groups >= 3 && digits >= 13 && digits <= 19 && (i == len(s) || formByte[s[i]] == fBlank || s[i] == '&' || s[i] == '"') {
			return i
		}
		return 0
	}
}

// formSpaces turns back into spaces, in d, the '+' that form encoding
// writes for one: in each value (from the first '=' after a blank to the
// next blank) with a '+' between two letters, every '+' between two
// letters or digits ("06+53+61+61+71") or before an escape ("on+%2B44").
// A '+' after '=' or a blank, or next to punctuation, stays a plus; so
// does "%2B", decoded after. One pass with a table lookup a byte; only a
// value's bytes before its first '+' between letters are read twice.
func formSpaces(d []byte) {
	start, lettered := -1, false
	for i, c := range d {
		switch formByte[c] {
		case 0:
			continue
		case fEquals:
			if e := plusGroupsEnd(d, i+1); e > 0 {
				plusesToSpaces(d[i+1 : e])
			}
			if start < 0 {
				start, lettered = i+1, false
			}
			if encodedPlusAt(d, i+1) {
				// A value that writes its plus as %2B writes its
				// spaces as '+' ("phone=%2B351+210+234+441").
				lettered = true
			}
		case fPlus:
			if start < 0 || i <= start || i+1 >= len(d) {
				continue
			}
			if !lettered {
				if !isAlpha(d[i-1]) || !isAlpha(d[i+1]) {
					continue
				}
				// The value shows the encoding: its '+' before this
				// one are turned now, the rest as they come.
				lettered = true
				plusesToSpaces(d[start:i])
			}
			if isAlnum(d[i-1]) && (isAlnum(d[i+1]) || d[i+1] == '%') {
				d[i] = ' '
			}
		case fBlank:
			start = -1
		}
	}
}

// encodedPlusAt reports "%2B" at d[i]: an encoded plus, which a form
// value holds only where every plain '+' in it is a space.
func encodedPlusAt[T string | []byte](d T, i int) bool {
	return i+2 < len(d) && d[i] == '%' && d[i+1] == '2' && (d[i+2] == 'B' || d[i+2] == 'b')
}

// encodedPlusValue returns the offset of the first form value that starts
// with an encoded plus ("=%2B"), or -1.
func encodedPlusValue(s string) int {
	// Searched from the '%', rarer than '=' in JSON and logs.
	for i := 1; i < len(s); {
		k := strings.IndexByte(s[i:], '%')
		if k < 0 {
			return -1
		}
		if p := i + k; s[p-1] == '=' && encodedPlusAt(s, p) {
			return p
		}
		i += k + 1
	}
	return -1
}

// plusesToSpaces turns the '+' of v between two letters or digits, or
// before an escape, into spaces.
func plusesToSpaces(v []byte) {
	for p := 1; p+1 < len(v); p++ {
		if v[p] == '+' && isAlnum(v[p-1]) && (isAlnum(v[p+1]) || v[p+1] == '%') {
			v[p] = ' '
		}
	}
}

// formByte classifies the bytes formSpaces looks at.
const (
	fEquals = 1 + iota
	fPlus
	fBlank
)

var formByte = [256]uint8{'=': fEquals, '+': fPlus, ' ': fBlank, '\t': fBlank, '\n': fBlank, '\r': fBlank}

// findNumbersDecoded is findNumbers on s with the escapes of numberEscape
// decoded (when decode is set), its findings mapped back onto s: a finding
// covers the escapes it holds whole. It reports whether s held one.
func findNumbersDecoded(s string, fs []Finding, decode bool) ([]Finding, bool) {
	first := -1
	for i := 0; decode; {
		k := strings.Index(s[i:], "%2")
		if k < 0 {
			break
		}
		if _, ok := numberEscape(s, i+k); ok {
			first = i + k
			break
		}
		i += k + 2
	}
	pct := first >= 0
	if pct {
		first = strings.IndexByte(s, '%') // a "%3A" before the first number escape is decoded too
	}
	if decode {
		if j := firstNbspDigit(s); j >= 0 && (first < 0 || j < first) {
			first = j
		}
		if j := firstJSONPlus(s); j >= 0 && (first < 0 || j < first) {
			first = j
		}
		if j := firstQPPlus(s); j >= 0 && (first < 0 || j < first) {
			first = j
		}
	}
	form := decode && formEncoded(s, pct)
	if first < 0 && !form {
		return findNumbers(s, fs), false
	}
	if form {
		// Form spaces are one byte for one: offsets do not move.
		b := []byte(s)
		formSpaces(b)
		s = string(b)
		if first < 0 {
			first = len(s)
		}
	}
	d := make([]byte, 0, len(s))
	d = append(d, s[:first]...)
	// esc holds where each decoded escape stands in d, in order, and
	// grown how many bytes s holds beyond d up to and including it: an
	// offset k in d is k plus grown of the last escape before it.
	var esc, grown []int
	decoded := func(c byte, width int) {
		esc = append(esc, len(d))
		d = append(d, c)
		extra := width - 1
		if n := len(grown); n > 0 {
			extra += grown[n-1]
		}
		grown = append(grown, extra)
	}
	for i := first; i < len(s); {
		if c, ok := numberEscape(s, i); ok {
			decoded(c, 3)
			i += 3
			continue
		}
		if pct && colonEscape(s, i) {
			decoded(':', 3)
			i += 3
			continue
		}
		if jsonPlus(s, i) {
			decoded('+', 6)
			i += 6
			continue
		}
		if qpPlus(s, i) {
			decoded('+', 3)
			i += 3
			continue
		}
		if nbspDigit(s, i) {
			decoded(' ', 6)
			i += 6
			continue
		}
		d = append(d, s[i])
		i++
	}
	toS := func(k int) int {
		n, _ := slices.BinarySearch(esc, k) // the escapes before k
		if n == 0 {
			return k
		}
		return k + grown[n-1]
	}
	k := len(fs)
	fs = findNumbers(string(d), fs)
	for j := k; j < len(fs); j++ {
		fs[j].Start, fs[j].End = toS(fs[j].Start), toS(fs[j].End)
	}
	return fs, true
}

// nbspDigit reports HTML's no-break space, "&nbsp;", at s[i] between a
// digit and a digit or a '+' (or a slash): a web page's or a mail's HTML
// part keeps a number's groups apart so ("+1&nbsp;785&nbsp;647&nbsp;4713",
// "4821&nbsp;6788&nbsp;…"), and the decoded copy reads them as spaced.
func nbspDigit(s string, i int) bool {
	if i+7 > len(s) || s[i] != '&' || s[i:i+6] != "&nbsp;" {
		return false
	}
	c := s[i+6]
	p := byte(0)
	if i > 0 {
		p = s[i-1]
	}
	return (isDigit(c) || c == '+' || c == '(') && (isDigit(p) || p == ':' || p == ';' || p == '>' || p == '/')
}

// firstNbspDigit returns where the first "&nbsp;" nbspDigit takes stands,
// or -1: one IndexByte for most texts, which hold no '&'.
func firstNbspDigit(s string) int {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], '&')
		if k < 0 {
			return -1
		}
		if nbspDigit(s, i+k) {
			return i + k
		}
		i += k + 1
	}
}
