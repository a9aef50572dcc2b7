package scrub

import "strings"

// People hide an address from harvesters by spelling out its at sign, and
// often its dots: "jane(at)acme.io", "jane [at] acme [dot] io",
// "jane[@]acme.io". The at sign is only taken in round or square brackets:
// an "at" between words is English ("look at example.com", "LOOK AT
// EXAMPLE.COM"). The address must still end in a real TLD, so "meet me (at)
// the office" and "price [at] 5.99" stay.

// findObfuscatedEmails appends the addresses written so to fs, and reports
// whether s holds a spelled at sign (anchorSpelledAt). Two passes, for
// ')' and ']', find them: the check of the bytes before each costs
// nothing where brackets are few.
func findObfuscatedEmails(s string, fs []Finding) ([]Finding, bool) {
	spelled := false
	for _, close := range [...]byte{')', ']'} {
		for c := nextAtEnd(s, 1, close); c >= 0; c = nextAtEnd(s, c+1, close) {
			if open, ok := spelledAt(s, c); ok {
				spelled = true
				fs = obfuscatedAt(s, open, c+1, fs)
			}
		}
	}
	return fs, spelled
}

// nextAtEnd returns the first close bracket at or after s[i] (i >= 1) with
// a byte before it that may end a spelled at sign, or -1. A run of brackets
// is stepped over at once (")))…"); where other bytes stand between them
// ("٠)٠)…") each costs a call to IndexByte, and text has few.
func nextAtEnd(s string, i int, close byte) int {
	for i < len(s) {
		k := strings.IndexByte(s[i:], close)
		if k < 0 {
			return -1
		}
		c := i + k
		if atEndsBefore(s[c-1]) {
			return c
		}
		// The brackets right after this one have a bracket before
		// them.
		for c++; c < len(s) && s[c] == close; c++ {
		}
		i = c
	}
	return -1
}

// atEndsBefore reports a byte that may end a spelled at sign before its
// closing bracket: the t of "at", '@', or a space ("( at )").
func atEndsBefore(c byte) bool { return c|0x20 == 't' || c == '@' || c == ' ' }

// spelledAt reports an at sign spelled out in brackets that close at s[c]:
// "(at)", "[AT]", "[@]", "( at )"; it returns where the bracket opens.
func spelledAt(s string, c int) (int, bool) {
	j := c
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	switch {
	case j >= 1 && s[j-1] == '@':
		j--
	case j >= 2 && (s[j-2]|0x20) == 'a' && (s[j-1]|0x20) == 't':
		j -= 2
	default:
		return 0, false
	}
	if j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || s[j-1] != pairOf(s[c]) {
		return 0, false
	}
	return j - 1, true
}

// pairOf returns the bracket that pairs with c, round or square.
func pairOf(c byte) byte {
	switch c {
	case '(':
		return ')'
	case ')':
		return '('
	case '[':
		return ']'
	}
	return '['
}

// obfuscatedAt tries an address whose spelled-out at sign spans
// s[at:dom], with at most one space on either side of it.
func obfuscatedAt(s string, at, dom int, fs []Finding) []Finding {
	lend := at
	if lend > 0 && s[lend-1] == ' ' {
		lend--
	}
	if dom < len(s) && s[dom] == ' ' {
		dom++
	}
	if lend == 0 || dom >= len(s) || !localByteBefore(s, lend) || !isDomainByte[s[dom]] {
		return fs
	}
	// The local part never reaches back into an address found before.
	floor := 0
	for _, f := range fs {
		if f.End <= lend {
			floor = max(floor, f.End)
		}
	}
	start, ok := localStart(s, lend, floor)
	if !ok {
		return fs
	}
	end, ok := readDomain(s, dom, true)
	if !ok {
		return fs
	}
	return append(fs, Finding{Family: Email, Start: start, End: end})
}

// spelledDot reads a dot between two labels spelled out at s[j], "(dot)"
// or "[dot]" with a space on either side or none, and returns where the
// next label starts.
func spelledDot(s string, j int) (int, bool) {
	k := j
	if k < len(s) && s[k] == ' ' {
		k++
	}
	if k+5 > len(s) {
		return 0, false
	}
	o, w := s[k], s[k+1:k+4]
	if (o != '(' && o != '[') || !strings.EqualFold(w, "dot") || s[k+4] != pairOf(o) {
		return 0, false
	}
	k += 5
	if k < len(s) && s[k] == ' ' {
		k++
	}
	return k, k < len(s) && isDomainByte[s[k]]
}
