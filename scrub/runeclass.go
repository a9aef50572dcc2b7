package scrub

import (
	"sync"
	"unicode"
)

// Rune classes for the questions the scanners ask of non-ASCII text: is it
// a letter or digit (a word character), is it CJK (a script written without
// spaces, so it never glues to a number), is it a combining mark. The
// unicode package answers by searching range tables, hundreds of
// instructions a rune; PII-dense text in other scripts asks at every number
// and address, so the Basic Multilingual Plane is answered from a table
// built once, on first use, from the same range tables.
const (
	rWord = 1 << iota // unicode.IsLetter || unicode.IsDigit
	rCJK              // isCJK
	rMark             // unicode.Mn or unicode.Mc: a combining mark, part of a word (Devanagari's vowel signs are Mc)
)

var (
	bmpClassOnce sync.Once
	bmpClass     *[0x10000]uint8
)

func buildBMPClass() {
	t := new([0x10000]uint8)
	mark := func(tab *unicode.RangeTable, bit uint8) {
		for _, rg := range tab.R16 {
			for r := int(rg.Lo); r <= int(rg.Hi); r += int(rg.Stride) {
				t[r] |= bit
			}
		}
	}
	mark(unicode.Letter, rWord)
	mark(unicode.Digit, rWord)
	mark(unicode.Mn, rMark)
	mark(unicode.Mc, rMark)
	// isCJKSlow from the same tables: scripts written without spaces,
	// none below U+1100, and of the half- and full-width forms only the
	// half-width katakana.
	for _, tab := range []*unicode.RangeTable{unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul} {
		mark(tab, rCJK)
	}
	for r := 0; r < 0x1100; r++ {
		t[r] &^= rCJK
	}
	for r := 0xFF00; r <= 0xFFEF; r++ {
		t[r] &^= rCJK
		if r >= 0xFF65 && r <= 0xFF9F {
			t[r] |= rCJK
		}
	}
	bmpClass = t
}

// runeClass returns the classes of r.
func runeClass(r rune) uint8 {
	if r >= 0 && r < 0x10000 {
		bmpClassOnce.Do(buildBMPClass)
		return bmpClass[r]
	}
	var k uint8
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		k |= rWord
	}
	if isCJKSlow(r) {
		k |= rCJK
	}
	if unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) {
		k |= rMark
	}
	return k
}
