package scrub

import "strings"

// findJWTs finds JSON Web Tokens: a base64url header that starts with "eyJ"
// (the encoding of `{"`), then dot-separated base64url segments: three for a
// signed token (the signature may be empty, as with alg "none"), five for an
// encrypted one (JWE; its key segment may be empty). Two segments are taken
// when the second is itself a JSON object ("eyJ…"), a token with its
// signature cut off.
func findJWTs(s string, fs []Finding) []Finding {
	// Anchor on the rare 'J' of "eyJ" rather than on the common 'e'.
	// Where 'J' is rare IndexByte finds it; where candidates crowd
	// together ("eyJ.eyJ.…", base64 text) nextEyJ finds them eight
	// positions at a time, 256 bytes a go, for as long as "eyJ" keeps
	// turning up. A candidate is "eyJ" at p with no base64url byte at p-1
	// (in the middle of a word no token starts), one at p+3, and at least
	// 12 header bytes (shortHeader); only then is the token parsed. Every
	// step moves on by at least a byte and reads a bounded number of bytes
	// (words of 8, headers of 12) except for b64End and jwtAt, after which
	// the search goes on past what they read: linear.
	n := len(s)
	close := 0 // candidates found close together in a row
	for i := 2; i < n; {
		if close >= 4 && i >= 3 {
			close = 0
			j, found, seen := nextEyJ(s, i, min(n-12, i+256))
			if !found {
				i = max(i, j) // no candidate before j
				if seen {
					close = 4 // "eyJ" crowds here: stay
				}
				continue
			}
			var ok bool
			if fs, i, ok = jwtCandidate(s, j, fs); !ok {
				close = 4 // stay in the dense loop
			}
			continue
		}
		// The next few bytes are looked at before strings.IndexByte is
		// called: when candidates crowd together the call costs more
		// than the search.
		j := i
		for j < n && j < i+8 && s[j] != 'J' {
			j++
		}
		if j == n {
			break
		}
		if s[j] != 'J' {
			k := strings.IndexByte(s[j:], 'J')
			if k < 0 {
				break
			}
			j += k
		}
		if j-i < 16 {
			close++
		} else {
			close = 0
		}
		if s[j-1] != 'y' || s[j-2] != 'e' {
			i = j + 1
			continue
		}
		p := j - 2
		if p > 0 && class[s[p-1]]&cB64URL != 0 && !pctEscapeBefore(s, p) {
			// In the middle of a base64url word: skip the rest of it.
			i = max(b64End(s, p), j+1)
			continue
		}
		if k := j + 1; k < len(s) && class[s[k]]&cB64URL == 0 {
			i = k + 1
			continue
		}
		fs, i, _ = jwtCandidate(s, j, fs)
	}
	return fs
}

// nextEyJ returns the first candidate 'J' at or after s[j] (j >= 3) and
// before stop (at most len(s)-12): one that ends "eyJ" with no base64url
// byte before the 'e' and one after the 'J'. Without one it returns false
// and where the search goes on, and whether it saw "eyJ" at all. Eight
// positions are tested at a time from four loaded words; only those that
// pass are looked at one by one.
func nextEyJ(s string, j, stop int) (at int, found, seen bool) {
	for ; j < stop; j += 8 {
		w := s[j-3:][:16] // one bounds check for all the loads below
		// A byte of v is zero where "eyJ" ends.
		v := (load64(w, 1) ^ lsbs*'e') | (load64(w, 2) ^ lsbs*'y') | (load64(w, 3) ^ lsbs*'J')
		m := zeroBytesExact(v)
		if m == 0 {
			continue
		}
		seen = true
		// Keep those followed by '-' or an ASCII byte from '0' on: a
		// cheap superset of base64url that rules out "eyJ." and "eyJ ".
		x := load64(w, 4)
		x7 := x & low7s
		m &= (x7+lsbs*(0x80-'0'))&^x | ^((x7 ^ lsbs*'-') + low7s)
		for ; m != 0; m &= m - 1 {
			k := firstByte(m)
			if class[w[k+4]]&cB64URL != 0 && (class[w[k]]&cB64URL == 0 || pctEscapeBefore(s, j+k-2)) {
				if _, short := shortHeader(s, j+k-2); !short {
					return j + k, true, true
				}
			}
		}
	}
	return j, false, seen
}

// pctEscapeBefore reports a percent-escape ("%3D", "%20", "%22") right
// before s[p]: in a URL-encoded query or redirect ("id_token%3DeyJ…") the
// token starts after it, though the escape ends in a base64url byte.
func pctEscapeBefore(s string, p int) bool {
	return p >= 3 && s[p-3] == '%' && hexDigit(s[p-2]) && hexDigit(s[p-1])
}

func hexDigit(c byte) bool { return c-'0' < 10 || (c|0x20)-'a' < 6 }

// jwtCandidate looks at the "eyJ" whose 'J' is s[j], with no base64url byte
// (or a percent-escape) before it. It returns where the search goes on, and whether a token was
// found.
func jwtCandidate(s string, j int, fs []Finding) ([]Finding, int, bool) {
	p := j - 2
	if r, short := shortHeader(s, p); short {
		return fs, r, false
	}
	end, ok, header := jwtAt(s, p)
	if ok {
		return append(fs, Finding{Family: JWT, Start: p, End: end}), end + 2, true
	}
	return fs, max(header, j+1), false // the header segment was read once; not again
}

// shortHeader reports a header at s[p] that is too short, as most false
// starts are ("eyJabc."): a header holds at least 12 bytes (base64url, then
// '=' padding), so at most 12 bytes are read here. With it comes where the
// search goes on: after the first byte that is not base64url, as no "eyJ"
// with a base64url byte after it starts before.
func shortHeader(s string, p int) (int, bool) {
	if p+12 > len(s) {
		return 0, false // jwtAt will tell
	}
	h := s[p:][:12]
	r := 3 // s[p+3] is base64url: the callers have looked
	for r < 12 && class[h[r]]&cB64URL != 0 {
		r++
	}
	e := r
	for e < 12 && h[e] == '=' {
		e++
	}
	return p + r + 1, e < 12
}

// b64End returns the end of the base64url word at s[p] (padding included).
func b64End(s string, p int) int {
	// Eight bytes per step: long base64url runs ("eyJ-eyJ-…") are the
	// adversarial case here.
	for p+8 <= len(s) {
		if m := ^b64URLBytes(load64(s, p)) & msbs; m != 0 {
			p += firstByte(m)
			break
		}
		p += 8
	}
	for p < len(s) && class[s[p]]&cB64URL != 0 {
		p++
	}
	for p < len(s) && s[p] == '=' {
		p++
	}
	return p
}

// jwtAt parses the token at s[p], which starts with "eyJ". It returns the
// token's end, whether it is one, and the end of its first segment.
func jwtAt(s string, p int) (int, bool, int) {
	var ends [5]int // end of each segment
	// The header first: a short one ("eyJ.eyJ.…") ends the question before
	// any later segment is read.
	e := b64End(s, p)
	if e-p < 12 {
		return 0, false, e
	}
	ends[0] = e
	nseg := 1
	for nseg < 5 && e < len(s) && s[e] == '.' {
		e = b64End(s, e+1)
		ends[nseg] = e
		nseg++
	}
	header := ends[0] - p
	seg := func(k int) int { // length of segment k
		if k == 0 {
			return header
		}
		return ends[k] - ends[k-1] - 1
	}
	switch {
	case nseg == 5:
		if seg(2) > 0 && seg(3) > 0 {
			return ends[4], true, ends[0]
		}
		return ends[2], seg(1) > 0, ends[0]
	case nseg >= 3:
		if seg(1) == 0 {
			return 0, false, ends[0]
		}
		if nseg == 4 && seg(3) > 0 {
			// A fourth segment glued on: no token has four, but left
			// beside the marker it would be a piece of what was given
			// as one ("eyJ….eyJ….9.dEpNRp6haB5…").
			return ends[3], true, ends[0]
		}
		return ends[2], true, ends[0]
	case nseg == 2:
		if seg(1) >= 4 && strings.HasPrefix(s[ends[0]+1:], "eyJ") {
			return ends[1], true, ends[0]
		}
	}
	return 0, false, ends[0]
}
