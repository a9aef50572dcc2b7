package scrub

import (
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestRuneClassAgreesWithUnicode checks the cached classes against the
// unicode package for every code point.
func TestRuneClassAgreesWithUnicode(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		k := runeClass(r)
		if got, want := k&rWord != 0, unicode.IsLetter(r) || unicode.IsDigit(r); got != want {
			t.Fatalf("U+%04X word: %v, unicode says %v", r, got, want)
		}
		if got, want := k&rCJK != 0, isCJKSlow(r); got != want {
			t.Fatalf("U+%04X CJK: %v, want %v", r, got, want)
		}
		if got, want := k&rMark != 0, unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r); got != want {
			t.Fatalf("U+%04X mark: %v, unicode says %v", r, got, want)
		}
	}
}

// TestNumWordTwoByte checks the two-byte shortcut of numWordBefore and
// numWordAt against the general decoding, on every pair of bytes after or
// before a few prefixes (ASCII, a three- and a four-byte lead left open).
func TestNumWordTwoByte(t *testing.T) {
	general := func(r rune) bool { return r != utf8.RuneError && runeClass(r)&(rWord|rCJK) == rWord && !unspaced(r) }
	for _, pre := range []string{"", "a", "\xe0", "\xf0\x9f"} {
		for b1 := 0; b1 < 256; b1++ {
			for b2 := 0; b2 < 256; b2++ {
				s := pre + string([]byte{byte(b1), byte(b2)})
				if b2 >= 0x80 {
					r, _ := utf8.DecodeLastRuneInString(s)
					if got, want := numWordBefore(s, len(s)), general(r); got != want {
						t.Fatalf("numWordBefore(%q) = %v, want %v", s, got, want)
					}
				}
				if u := string([]byte{byte(b1), byte(b2)}) + pre; b1 >= 0x80 {
					r, _ := utf8.DecodeRuneInString(u)
					if got, want := numWordAt(u, 0), general(r); got != want {
						t.Fatalf("numWordAt(%q) = %v, want %v", u, got, want)
					}
				}
			}
		}
	}
}

// TestSpaceAtIsSepAt checks spaceAt against sepAt on every character of
// the first three planes' lead bytes, cut short too.
func TestSpaceAtIsSepAt(t *testing.T) {
	check := func(s string, i int) {
		k, w := sepAt(s, i)
		want := 0
		if k == sSpace {
			want = w
		}
		if got := spaceAt(s, i); got != want {
			t.Fatalf("spaceAt(%q, %d) = %d, sepAt says %d", s, i, got, want)
		}
	}
	for r := rune(0); r < 0x10000; r++ {
		s := "1" + string(r) + "2"
		check(s, 1)
		check(s[:len(s)-1], 1)
		if len(s) > 3 {
			check(s[:len(s)-2], 1)
		}
	}
	for a := 0; a < 256; a++ {
		for b := 0; b < 256; b++ {
			check(string([]byte{byte(a), byte(b), 0x80}), 0)
			check(string([]byte{byte(a), byte(b), 0x80, '1'}), 0)
			check(string([]byte{0xE2, byte(a), byte(b)}), 0)
			check(string([]byte{0xE3, byte(a), byte(b)}), 0)
		}
	}
}
