package scrub

// findNumbers finds phones, credit cards and SSNs. It walks s once; at each
// digit group that starts a number (not glued to a word on its left, not the
// continuation of a number already looked at) it parses one bounded run and
// asks the card, SSN and phone matchers in that order: a Luhn-valid card with
// an issuer prefix is the strongest evidence, a phone the weakest.
func findNumbers(s string, fs []Finding) []Finding {
	var r run
	var buf [40]byte
	n := len(s)
	for i := 0; i < n; {
		if class[s[i]]&cNumLead == 0 {
			i++
			continue
		}
		if _, _, ok := digitAt(s, i); !ok {
			i++
			continue
		}
		e, nd := scanGroup(s, i)
		if wordBefore(s, i) {
			i = e // "v2", "abc123": part of a word
			continue
		}
		if !quickReject(s, i, e, nd) {
			if f, ok := matchNumber(s, i, e, nd, &r, buf[:0]); ok {
				fs = append(fs, f)
				i = f.End
				continue
			}
		}
		i = e
	}
	return fs
}

// quickReject throws out, with a few byte comparisons, the groups that cannot
// start any number: the cheap path that keeps long lists of single digits
// ("1 1 1 …", "1-1-1-…") as fast as prose.
func quickReject(s string, p, e, nd int) bool {
	if nd > 19 {
		return true
	}
	if p > 0 {
		c := s[p-1]
		if (c == '-' || c == '.') && p > 1 && isDigit(s[p-2]) {
			return true // continues "1-2", "1.2": looked at from its first group
		}
	}
	if nd != 1 {
		return false
	}
	if p > 0 && (s[p-1] == '+' || s[p-1] == '(') {
		return false // "+1 …", "+44 (0)20 …"
	}
	if s[p] != '1' || e >= len(s) {
		return true
	}
	// A lone leading digit is only the NANP trunk "1" before a 3-digit area
	// code: "1-555-…", "1 (555) …". The ASCII case is decided inline.
	if e+1 < len(s) && (s[e] == ' ' || s[e] == '-' || s[e] == '.') && isDigit(s[e+1]) {
		return !(e+4 <= len(s) && isDigit(s[e+2]) && isDigit(s[e+3]) && (e+4 == len(s) || !isDigit(s[e+4])))
	}
	_, next, ok := scanSep(s, e)
	if !ok {
		return true
	}
	_, gnd := scanGroup(s, next)
	return gnd != 3
}

// matchNumber tries the families on the run starting at the group s[p:e].
func matchNumber(s string, p, e, nd int, r *run, buf []byte) (Finding, bool) {
	if !leftContext(s, p, r) {
		return Finding{}, false
	}
	if r.leftJoin != 0 && r.leftJoin&sSpace == 0 {
		return Finding{}, false // continues a number to its left
	}
	parseRun(s, p, e, nd, r)
	if end, ok := matchCard(s, r, buf); ok {
		return Finding{Family: CreditCard, Start: p, End: end}, true
	}
	if end, ok := matchSSN(s, r, buf); ok {
		return Finding{Family: SSN, Start: p, End: end}, true
	}
	if start, end, ok := matchPhone(s, r, buf); ok {
		return Finding{Family: Phone, Start: start, End: end}, true
	}
	return Finding{}, false
}
