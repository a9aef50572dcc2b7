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
	}
	return 0, false
}

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
	if first < 0 {
		return findNumbers(s, fs), false
	}
	d := make([]byte, 0, len(s))
	d = append(d, s[:first]...)
	// esc holds where each decoded escape stands in d, in order: an
	// offset k in d is k plus two for each escape before it in s.
	var esc []int
	for i := first; i < len(s); {
		if c, ok := numberEscape(s, i); ok {
			esc = append(esc, len(d))
			d = append(d, c)
			i += 3
			continue
		}
		d = append(d, s[i])
		i++
	}
	toS := func(k int) int {
		n, _ := slices.BinarySearch(esc, k) // the escapes before k
		return k + 2*n
	}
	k := len(fs)
	fs = findNumbers(string(d), fs)
	for j := k; j < len(fs); j++ {
		fs[j].Start, fs[j].End = toS(fs[j].Start), toS(fs[j].End)
	}
	return fs, true
}
