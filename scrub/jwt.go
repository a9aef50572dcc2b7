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
	n := len(s)
	for i := 2; i < n; {
		// The next few bytes are looked at before strings.IndexByte is
		// called: when candidates crowd together ("eyJ.eyJ.…") the call
		// costs more than the search.
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
		if s[j-1] != 'y' || s[j-2] != 'e' {
			i = j + 1
			continue
		}
		p := j - 2
		if p > 0 && class[s[p-1]]&cB64URL != 0 {
			// In the middle of a base64url word: skip the rest of it.
			i = max(b64End(s, p), j+1)
			continue
		}
		// A header holds at least 12 base64url characters; most false
		// starts ("eyJ.", "eyJ ") end within them, decided here inline.
		if k := j + 1; k < len(s) && class[s[k]]&cB64URL == 0 {
			i = k + 1
			continue
		}
		end, ok, header := jwtAt(s, p)
		if ok {
			fs = append(fs, Finding{Family: JWT, Start: p, End: end})
			i = end + 2
			continue
		}
		i = max(header, j+1) // the header segment was read once; not again
	}
	return fs
}

// b64End returns the end of the base64url word at s[p] (padding included).
func b64End(s string, p int) int {
	// Four bytes per step: long base64url runs ("eyJ-eyJ-…") are the
	// adversarial case here.
	for p+4 <= len(s) && class[s[p]]&class[s[p+1]]&class[s[p+2]]&class[s[p+3]]&cB64URL != 0 {
		p += 4
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
	if e := b64End(s, p); e-p < 12 {
		return 0, false, e
	}
	nseg := 0
	i := p
	for nseg < 5 {
		e := b64End(s, i)
		ends[nseg] = e
		nseg++
		if e < len(s) && s[e] == '.' && nseg < 5 {
			i = e + 1
			continue
		}
		break
	}
	header := ends[0] - p
	if header < 12 {
		return 0, false, ends[0]
	}
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
		return ends[2], true, ends[0] // a fourth segment is something else glued on
	case nseg == 2:
		if seg(1) >= 4 && strings.HasPrefix(s[ends[0]+1:], "eyJ") {
			return ends[1], true, ends[0]
		}
	}
	return 0, false, ends[0]
}
