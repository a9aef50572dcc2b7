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
	rMark             // unicode.Mn
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
	for r := 0x1100; r < 0x10000; r++ {
		if isCJKSlow(rune(r)) {
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
	if unicode.Is(unicode.Mn, r) {
		k |= rMark
	}
	return k
}
