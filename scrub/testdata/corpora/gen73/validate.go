package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

type span struct{ a, b int }

func occurrences(s, sub string) []span {
	var out []span
	if sub == "" {
		return out
	}
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, span{i + j, i + j + len(sub)})
		i += j + 1
	}
}

func within(a, b int, spans []span) bool {
	for _, s := range spans {
		if a >= s.a && b <= s.b {
			return true
		}
	}
	return false
}

// validate checks one line. The bool says whether the failure is a random
// collision (retry with fresh values) rather than a template bug.
func validate(l lineRec) (error, bool) {
	q := l.Q
	if !utf8.ValidString(q) {
		return fmt.Errorf("invalid UTF-8"), false
	}
	if l.Clean && len(l.PII) > 0 {
		return fmt.Errorf("clean line with pii"), false
	}
	if !l.Clean && len(l.PII) == 0 {
		return fmt.Errorf("pii line without pii"), false
	}
	var piiSpans, keepSpans []span
	for _, p := range l.PII {
		ok := false
		for _, f := range families {
			ok = ok || f == p.F
		}
		if !ok {
			return fmt.Errorf("unknown family %q", p.F), false
		}
		if len(p.V) < 6 {
			return fmt.Errorf("pii value too short: %q", p.V), false
		}
		occ := occurrences(q, p.V)
		if len(occ) == 0 {
			return fmt.Errorf("pii value not in q: %q", p.V), false
		}
		piiSpans = append(piiSpans, occ...)
	}
	for _, k := range l.Keep {
		occ := occurrences(q, k)
		if len(occ) == 0 {
			return fmt.Errorf("keep value not in q: %q", k), false
		}
		for _, o := range occ {
			for _, p := range piiSpans {
				if o.a < p.b && p.a < o.b {
					return fmt.Errorf("keep %q overlaps pii", k), true
				}
			}
		}
		keepSpans = append(keepSpans, occ...)
	}
	both := append(append([]span{}, piiSpans...), keepSpans...)

	// Every e-mail address must be labelled.
	for _, at := range []string{"@", "%40"} {
		for _, o := range occurrences(q, at) {
			a := o.a
			for a > 0 && isLocal(q[a-1]) {
				a--
			}
			if a == o.a {
				continue
			}
			e := o.b
			dot := false
			for e < len(q) {
				c, n := utf8.DecodeRuneInString(q[e:])
				if c == '.' {
					dot = true
				} else if !(unicode.IsLetter(c) || unicode.IsDigit(c) || c == '-') {
					break
				}
				e += n
			}
			for e > o.b && q[e-1] == '.' {
				e--
			}
			if !dot || e == o.b || strings.LastIndexByte(q[o.b:e], '.') < 0 {
				continue
			}
			t := a
			for t > 0 && q[t-1] != ' ' && q[t-1] != '\n' && q[t-1] != '"' && q[t-1] != '\'' {
				t--
			}
			if strings.Contains(q[t:o.a], "://") || (a > 0 && q[a-1] == ':') {
				continue // userinfo of a URL, labelled as a password if secret
			}
			if !within(a, e, piiSpans) {
				return fmt.Errorf("unlabelled e-mail %q", q[a:e]), false
			}
		}
	}
	// Every JWT must be labelled.
	for _, o := range occurrences(q, "eyJ") {
		if !within(o.a, o.b, piiSpans) {
			return fmt.Errorf("unlabelled eyJ at %d", o.a), false
		}
	}
	// A '+' and nine or more digits is a phone somebody must have judged.
	for _, o := range occurrences(q, "+") {
		n, e := 0, o.b
		for e < len(q) && (isDigit(q[e]) || q[e] == ' ' || q[e] == '(' || q[e] == ')' || q[e] == '-') {
			if isDigit(q[e]) {
				n++
			}
			e++
		}
		if n >= 9 && !within(o.a, o.a+2, both) {
			return fmt.Errorf("unlabelled +number %q", q[o.a:e]), false
		}
	}
	// A run of digits that reads as a payment card must be labelled (or be a
	// keep look-alike).
	for i := 0; i < len(q); {
		if !isDigit(q[i]) || (i > 0 && (isDigit(q[i-1]) || isLetterByte(q[i-1]))) {
			i++
			continue
		}
		j := i
		var ds []byte
		for j < len(q) {
			if isDigit(q[j]) {
				ds = append(ds, q[j])
				j++
				continue
			}
			if (q[j] == ' ' || q[j] == '-') && j+1 < len(q) && isDigit(q[j+1]) {
				j++
				continue
			}
			break
		}
		d := string(ds)
		if cardLike(d) && !within(i, j, both) {
			return fmt.Errorf("unlabelled card-like run %q", q[i:j]), true
		}
		i = j
	}
	return nil, false
}

func isDigit(c byte) bool      { return c >= '0' && c <= '9' }
func isLetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isLocal(c byte) bool {
	return isDigit(c) || isLetterByte(c) || c == '.' || c == '_' || c == '-' || c == '+' || c == '%'
}

// cardLike reports whether d has a payment card's length, issuer prefix and
// Luhn check digit.
func cardLike(d string) bool {
	n := len(d)
	if n < 13 || n > 19 || !luhnOK(d) {
		return false
	}
	p2 := atoi(d[:2])
	p4 := atoi(d[:4])
	switch {
	case d[0] == '4':
		return n == 13 || n == 16 || n == 19
	case p2 >= 51 && p2 <= 55, p4 >= 2221 && p4 <= 2720:
		return n == 16
	case p4 >= 2200 && p4 <= 2204:
		return n >= 16
	case p2 == 34 || p2 == 37:
		return n == 15
	case p2 == 36 || p2 == 38 || p2 == 39 || (p4 >= 3000 && p4 <= 3059):
		return n == 14 || n == 16
	case p4 >= 3528 && p4 <= 3589, p2 == 62, p4 == 6011, p2 == 65:
		return n >= 16
	case p2 == 50 || (p2 >= 56 && p2 <= 69):
		return n >= 13
	case p4 == 9792, p4 == 8600, p4 == 9860, p4 == 9112, p4 == 9051, p4 == 9804:
		return n == 16
	}
	return false
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

func luhnOK(d string) bool {
	sum := 0
	for i := 0; i < len(d); i++ {
		x := int(d[len(d)-1-i] - '0')
		if i%2 == 1 {
			x *= 2
			if x > 9 {
				x -= 9
			}
		}
		sum += x
	}
	return sum%10 == 0
}

func luhnDigit(payload string) byte {
	for c := byte('0'); c <= '9'; c++ {
		if luhnOK(payload + string(c)) {
			return c
		}
	}
	panic("unreachable")
}
