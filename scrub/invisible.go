package scrub

import "strings"

// Invisible characters: format characters (Unicode category Cf) that take
// no space and show nothing. Web pages and word processors put them inside
// words and numbers (a soft hyphen where a long word may break, a
// zero-width space where a line may), chat apps and editors around runs
// of another direction (the bidi marks), files begin with a BOM, and
// someone slipping an address past a filter puts any of them anywhere. A
// reader sees "john@exa\u200bmple.com" and "123\u200b-45-6789" whole, and
// "4111\u00ad1111 1111 1111" as four groups, so a text that holds one is
// read twice, from two copies (findReadings): with each run of them taken
// out, and with each run between two letters or digits made one space,
// which parts them as the zero-width space always did. What either
// reading finds is mapped back onto the text, covering the invisible
// characters inside it.
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
//
// It is written to be inlined: the three-byte ones are looked up by their
// first two bytes (invisibleThird).
func invisibleAt(s string, i int) int {
	if i+2 < len(s) {
		// Continuation bytes (80–BF) are below 0x40 with the high bit
		// flipped.
		if b, c := s[i+1]^0x80, s[i+2]^0x80; b|c < 0x40 && invisibleThird[invisibleLeadRow[s[i]]|b&63]>>c&1 != 0 {
			return 3
		}
	}
	if i+1 < len(s) && s[i] == 0xC2 && s[i+1] == 0xAD {
		return 2
	}
	return 0
}

// invisibleLeadRow gives the first bytes of the three-byte invisible
// characters (E1, E2, EF) their row of invisibleThird, as its first index;
// every other byte has row 0, which holds nothing.
var invisibleLeadRow = [256]uint8{0xE1: 1 << 6, 0xE2: 2 << 6, 0xEF: 3 << 6}

// invisibleThird holds, by the row of the first byte and the low six bits
// of the second, the set of the third bytes' low six bits that make an
// invisible character. A byte indexes it, so no bound is checked.
var invisibleThird = func() (t [256]uint64) {
	bit := func(c int) uint64 { return 1 << (c & 63) }
	t[1<<6|0xA0&63] = bit(0x8E) // U+180E
	for c := 0x8B; c <= 0x8F; c++ {
		t[2<<6|0x80&63] |= bit(c) // U+200B–U+200F
	}
	for c := 0xAA; c <= 0xAE; c++ {
		t[2<<6|0x80&63] |= bit(c) // U+202A–U+202E
	}
	for c := 0xA0; c <= 0xAF; c++ {
		if c != 0xA5 {
			t[2<<6|0x81&63] |= bit(c) // U+2060–U+2064, U+2066–U+206F
		}
	}
	t[3<<6|0xBB&63] = bit(0xBF) // U+FEFF
	return t
}()

// nonASCIIAnchors reports the anchors among anchorWideAt and
// anchorInvisible (those want asks for) that s holds: a full-width at sign,
// an invisible character after the text's first visible one.
func nonASCIIAnchors(s string, want uint8) uint8 {
	if len(s) <= 256 && asciiOnly(s) {
		// Most short questions: no search is started. On longer text
		// the searches cost less than reading it up to its first byte
		// of another script.
		return 0
	}
	var got uint8
	from := 0
	if want&anchorInvisible != 0 {
		if invisibleAt(s, 0) > 0 {
			from = runEnd(s, 0) // a leading run (a BOM, most often) joins nothing: no second reading
		}
		if invisibleFrom(s, from) {
			got = anchorInvisible
			if want&anchorWideAt != 0 && strings.Contains(s, "＠") {
				// Text crowded with invisible characters may be
				// crowded with 0xA0 bytes too ("\u2060"): the search
				// below would stop at each.
				got |= anchorWideAt
			}
			return got
		}
	}
	// One pass over the bytes 0xA0 answers both questions left: the
	// last byte of "＠" (EF BC A0), the rarest of its three in CJK text,
	// full of full-width punctuation that shares the first two ("，",
	// "："), and the second of U+180E (E1 A0 8E).
	j, prev := -1, -32
	if want != 0 {
		j = strings.IndexByte(s, 0xA0)
	}
	for j >= 0 {
		if j >= 2 && s[j-2] == 0xEF && s[j-1] == 0xBC && want&anchorWideAt != 0 {
			got |= anchorWideAt
			want &^= anchorWideAt
		}
		if j > from && s[j-1] == 0xE1 && j+1 < len(s) && s[j+1] == 0x8E && want&anchorInvisible != 0 {
			got |= anchorInvisible
			want &^= anchorInvisible
		}
		if want == 0 {
			break
		}
		// Where 0xA0 bytes crowd (no-break spaces between digits) the
		// words after them are read eight bytes a step, up to the first
		// that holds no 0xA0 or one after 0xBC or 0xE1, where the
		// search goes on.
		k := j + 1
		if j-prev < 16 {
			for k+8 <= len(s) {
				x, y := load64(s, k), load64(s, k-1)
				a := eqBytesExact(x, 0xA0)
				if a == 0 || a&(eqBytesExact(y, 0xBC)|eqBytesExact(y, 0xE1)) != 0 {
					break
				}
				k += 8
			}
		}
		prev = j
		if k >= len(s) {
			break
		}
		if j = strings.IndexByte(s[k:], 0xA0); j >= 0 {
			j += k
		}
	}
	return got
}

// asciiOnly reports whether s holds no byte >= 0x80, eight bytes a step.
// It stops at the first such byte, so on text of another script it costs
// a few steps.
func asciiOnly(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if load64(s, i)&msbs != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// invisibleSecond holds the second bytes of the invisible characters but
// U+180E: AD (C2 AD), 80 and 81 (E2 80, E2 81), BB (EF BB BF).
var invisibleSecond = [256]bool{0xAD: true, 0x80: true, 0x81: true, 0xBB: true}

// invisibleFrom reports an invisible character in s[from:] but U+180E,
// found by its lead byte (E2, C2) or, for the BOM, whose lead byte EF
// starts every full-width form, by its last (BF). Most texts hold none of
// the three bytes: three searches tell.
func invisibleFrom(s string, from int) bool {
	t := s[from:]
	if strings.IndexByte(t, 0xE2) < 0 && strings.IndexByte(t, 0xC2) < 0 && strings.IndexByte(t, 0xBF) < 0 {
		return false
	}
	// Eight bytes a step: only the bytes from 0xC2 up can start one, and
	// where they crowd (no-break or thin spaces between digits) each is
	// looked at without a search started for it.
	i := 0
	for ; i+9 <= len(t); i += 8 {
		x := load64(t, i)
		for m := leadBytes(x); m != 0; m &= m - 1 {
			if k := i + firstByte(m); invisibleSecond[t[k+1]] && t[k] != 0xE1 && invisibleAt(t, k) > 0 {
				return true
			}
		}
	}
	for ; i < len(t); i++ {
		if c := t[i]; c == 0xE2 || c == 0xC2 || c == 0xEF {
			if invisibleAt(t, i) > 0 {
				return true
			}
		}
	}
	return false
}

// findReadings returns, sorted and united, what the two readings of s
// find (see above), mapped back onto s, and the anchors they found. want
// is the anchors they may look for; buf is used as findOnce uses it.
func findReadings(s string, buf []Finding, want uint8) ([]Finding, uint8) {
	gone, spaced := readingCopies(s)
	fs, anchors := findOnce(gone, buf, want&^anchorInvisible, nil, nil)
	fs = mapReading(s, fs, false)
	if spaced != "" {
		var seen [stackFindings]Finding
		more, a := findOnce(spaced, seen[:0], want&^anchorInvisible, nil, nil)
		fs, anchors = append(fs, mapReading(s, more, true)...), anchors|a
		fs = normalize(fs)
	}
	return fs, anchors | anchorInvisible
}

// readingCopies returns s without its invisible characters and s with
// each run of them that parts two letters or digits (partsRun) made one
// space; spaced is empty when no run does, as the two copies are then
// the same.
func readingCopies(s string) (gone, spaced string) {
	g := make([]byte, len(s))
	i, n := copyGone(s, g)
	if i == len(s) {
		return string(g[:n]), ""
	}
	sp := make([]byte, len(s))
	copy(sp, g[:n])
	n, m := copyBoth(s, i, g, sp, n)
	return string(g[:n]), string(sp[:m])
}

// copyGone copies s into g without its invisible characters, up to the
// first run of them that parts two letters or digits, and returns where
// that run starts (len(s) if none does) and the bytes written. Its loop
// and copyBoth's make no call, so that what they hold stays in registers:
// on text crowded with invisible characters they are most of the work.
func copyGone(s string, g []byte) (i, n int) {
	g = g[:len(s)]
	for i < len(s) {
		c := s[i]
		if c >= 0xC2 {
			if w := invisibleAt(s, i); w > 0 {
				e := i + w
				for e < len(s) && s[e] >= 0xC2 {
					if w = invisibleAt(s, e); w == 0 {
						break
					}
					e += w
				}
				if partsRun(s, i, e) {
					return i, n
				}
				i = e
				continue
			}
		}
		g[n] = c
		n++
		i++
	}
	return i, n
}

// copyBoth goes on from s[i] with both copies, g written up to n and sp
// up to the same length.
func copyBoth(s string, i int, g, sp []byte, n int) (int, int) {
	g, sp = g[:len(s)], sp[:len(s)]
	m := n
	for i < len(s) {
		c := s[i]
		if c >= 0xC2 {
			w := 0
			if c == 0xC2 {
				// The soft hyphen without the general lookup.
				if i+1 < len(s) && s[i+1] == 0xAD {
					w = 2
				}
			} else {
				w = invisibleAt(s, i)
			}
			if w > 0 {
				e := i + w
				for e < len(s) && s[e] >= 0xC2 {
					if w = invisibleAt(s, e); w == 0 {
						break
					}
					e += w
				}
				if partsRun(s, i, e) {
					sp[m] = ' '
					m++
				}
				i = e
				continue
			}
		}
		g[n], sp[m] = c, c
		n, m, i = n+1, m+1, i+1
	}
	return n, m
}

// runEnd returns the end of the run of invisible characters at s[i], i if
// none starts there.
func runEnd(s string, i int) int {
	for i < len(s) {
		w := invisibleAt(s, i)
		if w == 0 {
			break
		}
		i += w
	}
	return i
}

// partsRun reports whether the spaced copy makes the run of invisible
// characters s[i:e] a space: between two letters or digits ("4111\u00ad1111",
// "call\u200b5551234"). Next to a space or a punctuation mark a space adds
// nothing but distance ("Order #\u2060: 555…" would put the label out of
// reach), so there the run is taken out in both copies.
func partsRun(s string, i, e int) bool {
	return i > 0 && e < len(s) && (isAlnum(s[i-1]) || s[i-1] >= 0x80) && (isAlnum(s[e]) || s[e] >= 0x80)
}

// mapReading maps findings in a copy made by readingCopies (the spaced one
// when spaced, else the other) back onto s, in place. The findings are
// sorted and do not overlap, so one walk over both texts does, up to the
// last. A start moves past the invisible characters right before it (in
// the spaced copy a start at the space takes the run in) and an end stays
// before those right after it: a finding covers those inside it, and no
// more.
func mapReading(s string, fs []Finding, spaced bool) []Finding {
	i, j := 0, 0 // the same place in s and in the copy
	to := func(t int, isEnd bool) int {
		for i < len(s) {
			e := runEnd(s, i)
			if j == t && (e == i || isEnd || spaced && partsRun(s, i, e)) {
				break
			}
			if e > i {
				if spaced && partsRun(s, i, e) {
					j++
				}
				i = e
				continue
			}
			i, j = i+1, j+1
		}
		return i
	}
	for k := range fs {
		fs[k].Start = to(fs[k].Start, false)
		fs[k].End = to(fs[k].End, true)
	}
	return fs
}
