package scrub

import (
	"testing"
	"unicode"
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
		if got, want := k&rMark != 0, unicode.Is(unicode.Mn, r); got != want {
			t.Fatalf("U+%04X mark: %v, unicode says %v", r, got, want)
		}
	}
}
