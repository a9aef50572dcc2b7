package scrub

import "strings"

// Invisible characters: format characters (Unicode category Cf) that take
// no space and show nothing. Web pages and word processors put them inside
// words and numbers (a soft hyphen where a long word may break, a
// zero-width space where a line may), chat apps and editors around runs
// of another direction (the bidi marks), files begin with a BOM, and
// someone slipping an address past a filter puts any of them anywhere. A
// reader sees "john@exa\u200bmple.com" and "123\u200b-45-6789" whole, so the scanners
// read the text twice where it holds one: as written, and as seen — with
// them taken out, the findings of that reading mapped back onto the text,
// each covering the invisible characters inside it.
//
// Text without them pays for three IndexByte passes: for the lead bytes
// 0xE2 and 0xC2 and the last byte of the BOM; U+180E is noted by the pass
// that looks for the full-width at sign (its second byte, 0xA0, is the one
// that pass searches for).

// invisibleAt returns the width of the invisible character at s[i], or 0:
//
//   - U+00AD soft hyphen (C2 AD);
//   - U+180E Mongolian vowel separator (E1 A0 8E);
//   - U+200B–U+200F zero-width space, non-joiner and joiner, the
//     left-to-right and right-to-left marks (E2 80 8B–8F);
//   - U+202A–U+202E the bidi embeddings and overrides (E2 80 AA–AE);
//   - U+2060–U+2064 word joiner and the invisible operators, U+2066–U+206F
//     the bidi isolates and the deprecated format characters (E2 81
//     A0–AF but A5, which is unassigned);
//   - U+FEFF zero-width no-break space, the BOM (EF BB BF).
//
// The other format characters are left as they are: the Arabic and Syriac
// number signs (U+0600–U+0605, U+06DD, U+070F, U+0890–U+0891, U+08E2, U+110BD,
// U+110CD) are drawn; the Arabic letter mark U+061C starts with the lead
// byte of half the Arabic letters, so finding it would cost a pass that
// stops on every other letter of Arabic text, and the software that marks
// direction writes U+200E/U+200F; the interlinear annotation characters
// (U+FFF9–U+FFFB) set text apart rather than nothing; the tags
// (U+E0001, U+E0020–U+E007F), the Egyptian, Duployan and musical format
// characters live outside the Basic Multilingual Plane and spell no digit
// or address apart.
func invisibleAt(s string, i int) int {
	switch s[i] {
	case 0xC2:
		if i+1 < len(s) && s[i+1] == 0xAD {
			return 2
		}
	case 0xE1:
		if i+2 < len(s) && s[i+1] == 0xA0 && s[i+2] == 0x8E {
			return 3
		}
	case 0xE2:
		if i+2 < len(s) {
			switch c := s[i+2]; s[i+1] {
			case 0x80:
				if c-0x8B < 5 || c-0xAA < 5 {
					return 3
				}
			case 0x81:
				if c-0xA0 < 16 && c != 0xA5 {
					return 3
				}
			}
		}
	case 0xEF:
		if i+2 < len(s) && s[i+1] == 0xBB && s[i+2] == 0xBF {
			return 3
		}
	}
	return 0
}

// invisibleBefore returns the width of the invisible character that ends
// right before s[j], or 0.
func invisibleBefore(s string, j int) int {
	if j < 2 || !invisibleLast[s[j-1]] {
		return 0
	}
	if s[j-2] == 0xC2 {
		return invisibleAt(s, j-2)
	}
	if j >= 3 && invisibleAt(s, j-3) == 3 {
		return 3
	}
	return 0
}

// invisibleLast marks the bytes an invisible character may end with: 8B–8F
// (U+200B–U+200F, U+180E), A0–AF (U+00AD, U+202A–U+202E, U+2060–U+206F)
// and BF (U+FEFF).
var invisibleLast = func() (t [256]bool) {
	for c := 0x8B; c <= 0x8F; c++ {
		t[c] = true
	}
	for c := 0xA0; c <= 0xAF; c++ {
		t[c] = true
	}
	t[0xBF] = true
	return t
}()

// leadingInvisible returns how many bytes of invisible characters start s
// (a BOM, most often). With nothing before them they join nothing, so they
// need no second reading.
func leadingInvisible(s string) int {
	i := 0
	for i < len(s) {
		w := invisibleAt(s, i)
		if w == 0 {
			break
		}
		i += w
	}
	return i
}

// nonASCIIAnchors reports the anchors among anchorWideAt and
// anchorInvisible (those want asks for) that s holds: a full-width at sign,
// an invisible character after the text's first visible one.
func nonASCIIAnchors(s string, want uint8) uint8 {
	var got uint8
	from := 0
	if want&anchorInvisible != 0 {
		if len(s) > 0 && s[0] >= 0xC2 {
			from = leadingInvisible(s)
		}
		if invisibleFrom(s, from) {
			got = anchorInvisible
			want &^= anchorInvisible
		}
	}
	// One pass over the bytes 0xA0 answers both questions left: the
	// last byte of "＠" (EF BC A0), the rarest of its three in CJK text,
	// full of full-width punctuation that shares the first two ("，",
	// "："), and the second of U+180E (E1 A0 8E).
	for i := 0; want != 0; {
		k := strings.IndexByte(s[i:], 0xA0)
		if k < 0 {
			break
		}
		j := i + k
		if j >= 2 && s[j-2] == 0xEF && s[j-1] == 0xBC && want&anchorWideAt != 0 {
			got |= anchorWideAt
			want &^= anchorWideAt
		}
		if j > from && s[j-1] == 0xE1 && j+1 < len(s) && s[j+1] == 0x8E && want&anchorInvisible != 0 {
			got |= anchorInvisible
			want &^= anchorInvisible
		}
		i = j + 1
	}
	return got
}

// invisibleFrom reports an invisible character in s[from:] but U+180E,
// found by its lead byte (E2, C2) or, for the BOM, whose lead byte EF
// starts every full-width form, by its last (BF). Most texts hold none of
// the three bytes: three searches tell.
func invisibleFrom(s string, from int) bool {
	t := s[from:]
	if strings.IndexByte(t, 0xE2) < 0 && strings.IndexByte(t, 0xC2) < 0 && strings.IndexByte(t, 0xBF) < 0 {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; c == 0xE2 || c == 0xC2 || c == 0xEF {
			if invisibleAt(t, i) > 0 {
				return true
			}
		}
	}
	return false
}

// cut records where invisible characters were taken out of a text: at
// that offset of the copy, and how many bytes had been taken out up to
// then, these included.
type cut struct{ at, removed int }

// stripInvisible returns s without its invisible characters, and where
// they were.
func stripInvisible(s string) (string, []cut) {
	var b strings.Builder
	b.Grow(len(s))
	var cuts []cut
	removed, copied := 0, 0
	for i := 0; i < len(s); {
		c := s[i]
		if c != 0xC2 && c != 0xE1 && c != 0xE2 && c != 0xEF {
			i++
			continue
		}
		w := invisibleAt(s, i)
		if w == 0 {
			i++
			continue
		}
		b.WriteString(s[copied:i])
		at := i - removed
		removed += w
		if n := len(cuts); n > 0 && cuts[n-1].at == at {
			cuts[n-1].removed = removed // a run of them: one cut
		} else {
			cuts = append(cuts, cut{at, removed})
		}
		i += w
		copied = i
	}
	b.WriteString(s[copied:])
	return b.String(), cuts
}

// toOriginal maps an offset in the stripped copy back onto the text. A
// finding's start moves past the invisible characters right before it and
// its end stays before those right after it: it covers those inside it, and
// no more.
func toOriginal(cuts []cut, off int, isEnd bool) int {
	// k counts the cuts before off: at < off for an end, at <= off for
	// a start.
	lo, hi := 0, len(cuts)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if cuts[m].at < off || !isEnd && cuts[m].at == off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return off
	}
	return off + cuts[lo-1].removed
}

// findSeenThrough appends the findings of s read without its invisible
// characters, mapped back onto s, and reports the anchors that reading
// found. want is the anchors it may look for.
func findSeenThrough(s string, fs []Finding, want uint8) ([]Finding, uint8) {
	t, cuts := stripInvisible(s)
	if len(cuts) == 0 || len(t) == 0 {
		return fs, 0
	}
	var buf [stackFindings]Finding
	seen, anchors := findOnce(t, buf[:0], want&^anchorInvisible, nil, nil)
	for _, f := range seen {
		fs = append(fs, Finding{Family: f.Family, Start: toOriginal(cuts, f.Start, false), End: toOriginal(cuts, f.End, true)})
	}
	return fs, anchors
}
