package scrub

import "strings"

// A global distribution system (Amadeus, Sabre) writes a booking's
// contact and payment lines in codes of its own, glued to the values:
// "SSR CTCE BA HK1/JANE..DOE//GMAIL.COM/P2" (an e-mail, '@' written "//",
// '_' "..", '-' "./"), "FP CCVI4111111111111111/0828" (a card after the
// form of payment's "CC" and the card's two-letter code).

// gdsCardAt reports a card glued after a form of payment's "CC" and the
// card's code, whose digits start at s[i] and end at s[e]: "FP
// CCVI4996966107191207/0327", "FOP CCAX375760712482641/0228", the expiry
// after a slash. It asks the card's issuer, length and Luhn.
func gdsCardAt(s string, i, e int) bool {
	if i < 7 || e-i < 13 || e-i > 19 || !isUpper(s[i-1]) || !isUpper(s[i-2]) || s[i-3] != 'C' || s[i-4] != 'C' {
		return false
	}
	if !strings.HasSuffix(s[:i-4], "FP ") && !strings.HasSuffix(s[:i-4], "FOP ") && !strings.HasSuffix(s[:i-4], "FP PAX ") {
		return false
	}
	if e+5 > len(s) || s[e] != '/' || !isDigit(s[e+1]) || !isDigit(s[e+4]) {
		return false
	}
	var buf [19]byte
	return cardDigits(digits(buf[:0], s, i, e))
}

// findGDSEmails appends the e-mail addresses of a booking's "SSR CTCE"
// lines (IATA's contact element, an address in the codes above), and
// reports whether s holds one (the re-check's anchor).
func findGDSEmails(s string, fs []Finding) ([]Finding, bool) {
	seen := false
	for i := 0; ; {
		k := strings.Index(s[i:], "CTCE")
		if k < 0 {
			return fs, seen
		}
		i += k + len("CTCE")
		seen = true
		// "… HK1/" (the airline and the status before the address).
		line := s[i:min(len(s), i+24)]
		slash := strings.IndexByte(line, '/')
		if slash < 0 || strings.IndexByte(line[:slash], '\n') >= 0 {
			continue
		}
		a := i + slash + 1
		// The address: one "//" for its at sign and no other '/' ("/P2"
		// is the passenger the element is for), so a run of slashes
		// ("CTCE////…") is not read on for each "CTCE" in it.
		e, at := a, -1
		for e < len(s) && e-a < 128 {
			if c := s[e]; c == '/' {
				if at >= 0 || e+1 >= len(s) || s[e+1] != '/' {
					break
				}
				at, e = e-a, e+2
			} else if isAlnum(c) || c == '.' || c == '+' || c == '-' || c == '_' {
				e++
			} else {
				break
			}
		}
		if at <= 0 || e-a-at-2 < 1 {
			continue
		}
		dom := s[a+at+2 : e]
		if dot := strings.LastIndexByte(dom, '.'); dot <= 0 || len(dom)-dot-1 < 2 {
			continue
		}
		fs = append(fs, Finding{Family: Email, Start: a, End: e})
		i = e
	}
}
