package scrub

import "strings"

// Phone numbers in URLs and form fields come percent-encoded: the '+' of an
// international number as %2B, the spaces between groups as %20, an area
// code's parentheses as %28 and %29 ("?phone=%2B15551234567",
// "tel=%2B44%2020%207946%200958"), which encodeURIComponent and Python's
// quote() write for them. The address matcher reads %40 for '@' itself;
// the number matchers read plain text, so findNumbersDecoded hands them
// the text with those four escapes decoded and maps what they find back.

// numberEscape returns the character the percent escape at s[i] encodes,
// if it is one of the four.
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
	}
	return 0, false
}

// findNumbersDecoded is findNumbers on s with the escapes of numberEscape
// decoded, its findings mapped back onto s: a finding covers the escapes
// it holds whole.
func findNumbersDecoded(s string, fs []Finding) []Finding {
	first := -1
	for i := 0; ; {
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
		return findNumbers(s, fs)
	}
	d := make([]byte, 0, len(s))
	// offs[k] is where the character d[k] came from in s; offs[len(d)]
	// is len(s).
	offs := make([]int, 0, len(s)+1)
	for i := 0; i < first; i++ {
		offs = append(offs, i)
	}
	d = append(d, s[:first]...)
	for i := first; i < len(s); {
		if c, ok := numberEscape(s, i); ok {
			d = append(d, c)
			offs = append(offs, i)
			i += 3
			continue
		}
		d = append(d, s[i])
		offs = append(offs, i)
		i++
	}
	offs = append(offs, len(s))
	k := len(fs)
	fs = findNumbers(string(d), fs)
	for j := k; j < len(fs); j++ {
		fs[j].Start, fs[j].End = offs[fs[j].Start], offs[fs[j].End]
	}
	return fs
}
