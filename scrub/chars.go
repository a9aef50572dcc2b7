package scrub

import (
	"unicode"
	"unicode/utf8"
)

// Byte classes for the hot loops: one table lookup per byte.
const (
	cDigit   = 1 << iota // 0-9
	cAlpha               // A-Z a-z
	cUnder               // _
	cB64URL              // A-Z a-z 0-9 - _   (base64url alphabet)
	cB64Tok              // RFC 6750 b64token: base64url plus . ~ + /
	cLocal               // e-mail local part (ASCII): alnum . _ % + - '
	cNumLead             // a byte that may start a digit: 0-9 or the lead byte of another system's digit
	cTight               // - . ( ): one-byte separators that glue digit groups into one token
)

var class [256]uint8

func init() {
	for c := 0; c < 256; c++ {
		var k uint8
		switch {
		case c >= '0' && c <= '9':
			k |= cDigit | cB64URL | cB64Tok | cLocal | cNumLead
		case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
			k |= cAlpha | cB64URL | cB64Tok | cLocal
		}
		switch c {
		case '_':
			k |= cUnder | cB64URL | cB64Tok | cLocal
		case '-':
			k |= cB64URL | cB64Tok | cLocal | cTight
		case '.':
			k |= cB64Tok | cLocal | cTight
		case '+':
			k |= cB64Tok | cLocal
		case '~', '/':
			k |= cB64Tok
		case '(', ')':
			k |= cTight
		case '%', '\'':
			k |= cLocal
		}
		if otherDigitLead(byte(c)) {
			k |= cNumLead
		}
		class[c] = k
	}
}

// otherDigitLead reports the first byte of a digit of the other systems
// digitAt reads: Arabic-Indic, Extended Arabic-Indic, Devanagari, Thai,
// full-width.
func otherDigitLead(c byte) bool { return c == 0xD9 || c == 0xDB || c == 0xE0 || c == 0xEF }

// sepLead reports a non-ASCII byte that may start a separator sepAt knows.
func sepLead(c byte) bool { return c == 0xC2 || c == 0xE2 || c == 0xE3 || c == 0xEF }

func isDigit(c byte) bool    { return c-'0' < 10 }
func isAlpha(c byte) bool    { return class[c]&cAlpha != 0 }
func isAlnum(c byte) bool    { return class[c]&(cAlpha|cDigit) != 0 }
func isWordByte(c byte) bool { return class[c]&(cAlpha|cDigit|cUnder) != 0 }

func lower(c byte) byte {
	if c-'A' < 26 {
		return c + 'a' - 'A'
	}
	return c
}

// digitAt reports whether a decimal digit starts at s[i], with its value and
// width in bytes. Besides ASCII it reads the digit systems people type phone
// and card numbers in: full-width (U+FF10..U+FF19, Chinese and Japanese
// input methods), Arabic-Indic (U+0660..U+0669), Extended Arabic-Indic
// (U+06F0..U+06F9, Persian and Urdu), Devanagari (U+0966..U+096F) and
// Bengali (U+09E6..U+09EF) and Thai (U+0E50..U+0E59).
func digitAt(s string, i int) (val, w int, ok bool) {
	c := s[i]
	if c-'0' < 10 {
		return int(c - '0'), 1, true
	}
	if class[c]&cNumLead == 0 || i+1 >= len(s) {
		return 0, 0, false
	}
	switch c {
	case 0xD9: // U+0660..U+0669: D9 A0..A9
		if d := s[i+1] - 0xA0; d < 10 {
			return int(d), 2, true
		}
	case 0xDB: // U+06F0..U+06F9: DB B0..B9
		if d := s[i+1] - 0xB0; d < 10 {
			return int(d), 2, true
		}
	case 0xE0: // U+0966..U+096F: E0 A5 A6..AF; Bengali U+09E6..U+09EF: E0 A7 A6..AF; Thai U+0E50..U+0E59: E0 B9 90..99
		if i+2 < len(s) && (s[i+1] == 0xA5 || s[i+1] == 0xA7) {
			if d := s[i+2] - 0xA6; d < 10 {
				return int(d), 3, true
			}
		} else if i+2 < len(s) && s[i+1] == 0xB9 {
			if d := s[i+2] - 0x90; d < 10 {
				return int(d), 3, true
			}
		}
	case 0xEF: // U+FF10..U+FF19: EF BC 90..99
		if i+2 < len(s) && s[i+1] == 0xBC {
			if d := s[i+2] - 0x90; d < 10 {
				return int(d), 3, true
			}
		}
	}
	return 0, 0, false
}

// digitBefore reports whether a digit (in any system digitAt reads) ends at
// s[i].
func digitBefore(s string, i int) bool {
	if i <= 0 {
		return false
	}
	c := s[i-1]
	if c-'0' < 10 {
		return true
	}
	if c < 0x80 {
		return false
	}
	for _, w := range [2]int{2, 3} {
		if i-w >= 0 {
			if _, dw, ok := digitAt(s, i-w); ok && dw == w {
				return true
			}
		}
	}
	return false
}

// Separator kinds found between digit groups.
const (
	sSpace = 1 << iota // space, no-break and thin spaces, ideographic space
	sDash              // ASCII hyphen-minus
	sUDash             // other dashes: hyphen, en dash, em dash, minus, full-width
	sDot               // full stop (ASCII or full-width)
	sOpen              // (
	sClose             // )
	sPlus              // + (only as a prefix, never between groups)
)

// sepAt classifies the separator character at s[i]: its kind (0 if none) and
// width. Only characters that people put inside phone and card numbers count.
func sepAt(s string, i int) (kind uint8, w int) {
	switch c := s[i]; c {
	case ' ':
		return sSpace, 1
	case '-':
		return sDash, 1
	case '.':
		return sDot, 1
	case '(':
		return sOpen, 1
	case ')':
		return sClose, 1
	case '+':
		return sPlus, 1
	case 0xC2:
		if i+1 < len(s) && s[i+1] == 0xA0 { // U+00A0 no-break space
			return sSpace, 2
		}
	case 0xE2:
		if i+2 < len(s) {
			b1, b2 := s[i+1], s[i+2]
			if b1 == 0x80 {
				switch b2 {
				case 0x87, 0x88, 0x89, 0x8A, 0xAF: // figure, punctuation, thin, hair, narrow no-break space
					return sSpace, 3
				case 0x8B: // zero-width space, left by web pages that break numbers across lines
					return sSpace, 3
				case 0x90, 0x91, 0x92, 0x93: // hyphen, non-breaking hyphen, figure dash, en dash
					return sUDash, 3
				case 0x94: // em dash
					// With a space beside it, prose's break between
					// clauses ("batch 645496 — 650268 1821…"): no
					// number goes on across it.
					if i > 0 && s[i-1] == ' ' || i+3 < len(s) && s[i+3] == ' ' {
						return 0, 0
					}
					return sUDash, 3
				}
			}
			if b1 == 0x88 && b2 == 0x92 { // U+2212 minus sign
				return sUDash, 3
			}
		}
	case 0xE3:
		if i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0x80 { // U+3000 ideographic space
			return sSpace, 3
		}
		if i+3 < len(s) && s[i+1] == 0x83 && s[i+2] == 0xBC && widthDigitBefore(s, i) {
			// U+30FC, the long vowel mark, typed for a dash between
			// full-width digits by a Japanese input method
			// ("０８０ー７９９１ー５４２４"); nowhere else.
			if _, _, ok := digitAt(s, i+3); ok {
				return sUDash, 3
			}
		}
	case 0xEF:
		if i+2 < len(s) && s[i+1] == 0xBC {
			switch s[i+2] {
			case 0x88:
				return sOpen, 3
			case 0x89:
				return sClose, 3
			case 0x8B:
				return sPlus, 3
			case 0x8D:
				return sUDash, 3
			case 0x8E:
				return sDot, 3
			}
		}
	}
	return 0, 0
}

// spaceAt returns the width of the separator of kind sSpace at s[i], as
// sepAt reads it, or 0: ' ', the no-break space, the figure, punctuation,
// thin, hair, narrow no-break and zero-width spaces and the ideographic
// space. Written to be inlined, for skipTail's loop over spaced groups.
func spaceAt(s string, i int) int {
	switch s[i] {
	case ' ':
		return 1
	case 0xC2:
		if i+1 < len(s) && s[i+1] == 0xA0 {
			return 2
		}
	case 0xE2:
		if i+2 < len(s) && s[i+1] == 0x80 && s[i+2]-0x80 < 64 && spaceThird>>(s[i+2]-0x80)&1 != 0 {
			return 3
		}
	case 0xE3:
		if i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0x80 {
			return 3
		}
	}
	return 0
}

// spaceThird holds the third bytes, less 0x80, of the spaces E2 80 xx.
const spaceThird = 1<<(0x87-0x80) | 1<<(0x88-0x80) | 1<<(0x89-0x80) | 1<<(0x8A-0x80) | 1<<(0x8B-0x80) | 1<<(0xAF-0x80)

// widthDigitBefore reports an ASCII or full-width digit right before s[i].
func widthDigitBefore(s string, i int) bool {
	return i > 0 && s[i-1]-'0' < 10 || i >= 3 && s[i-3] == 0xEF && s[i-2] == 0xBC && s[i-1]-0x90 < 10
}

// sepBefore classifies the separator character that ends just before s[i].
func sepBefore(s string, i int) (kind uint8, w int) {
	if i <= 0 {
		return 0, 0
	}
	if c := s[i-1]; c < 0x80 {
		if k := asciiSep[c]; k != 0 {
			return k, 1
		}
		return 0, 0
	}
	for _, w := range [2]int{2, 3} {
		if i-w >= 0 {
			if k, kw := sepAt(s, i-w); k != 0 && kw == w {
				return k, w
			}
		}
	}
	return 0, 0
}

// wordBefore reports whether the character ending just before s[i] is part
// of a word: an ASCII letter, digit or underscore, or a non-ASCII letter or
// digit.
func wordBefore(s string, i int) bool {
	if i <= 0 {
		return false
	}
	c := s[i-1]
	if c < 0x80 {
		return isWordByte(c)
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r != utf8.RuneError && runeClass(r)&rWord != 0
}

// wordAt reports whether the character starting at s[i] is part of a word.
func wordAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	c := s[i]
	if c < 0x80 {
		return isWordByte(c)
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r != utf8.RuneError && runeClass(r)&rWord != 0
}

// hasWordAt reports whether the ASCII word w (lower case) occurs at s[i],
// case-insensitively, starting on a word boundary. The end of the word is not
// checked, so "phone" also finds "phones" — unless w ends in '$', which asks
// for a whole word ("id$" finds "id" but not "identity").
func hasWordAt(s string, i int, w string) bool {
	whole := false
	if len(w) > 1 && w[len(w)-1] == '$' {
		w, whole = w[:len(w)-1], true
	}
	if i+len(w) > len(s) || (i > 0 && isAlpha(s[i-1])) {
		return false
	}
	for k := 0; k < len(w); k++ {
		if lower(s[i+k]) != w[k] {
			return false
		}
	}
	return !whole || i+len(w) == len(s) || !isAlpha(s[i+len(w)])
}

// isCJK reports Han, kana and Hangul: scripts written without spaces, so a
// number or an address can sit right against a word ("电话13800138000",
// "请联系john@example.com") without being part of it.
func isCJK(r rune) bool { return runeClass(r)&rCJK != 0 }

// isCJKSlow is isCJK from the unicode tables; runeClass caches it.
func isCJKSlow(r rune) bool {
	switch {
	case r < 0x1100:
		return false
	case r >= 0xFF00 && r <= 0xFFEF:
		return r >= 0xFF65 && r <= 0xFF9F // half-width katakana; the rest are full-width Latin and digits
	}
	return unicode.Is(unicode.Han, r) || unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// numWordBefore is wordBefore for numbers: CJK letters do not glue.
func numWordBefore(s string, i int) bool {
	if i <= 0 || s[i-1] < 0x80 {
		return wordBefore(s, i) && !escapedBreak(s, i) && (s[i-1] != '_' || !blankBefore(s, i))
	}
	if i >= 2 && s[i-1]&0xC0 == 0x80 && s[i-2]-0xC2 < 0xDF-0xC2+1 {
		// A two-byte character (Latin, Greek, Cyrillic, Hebrew,
		// Arabic), decoded here: below U+0800, so never CJK.
		r := rune(s[i-2]&0x1F)<<6 | rune(s[i-1]&0x3F)
		if i >= 3 && s[i-3] == ' ' && hebrewPrefix(r) {
			// Hebrew writes "to", "in", "from" and "and" as one letter
			// glued to the next word, a number too ("להתקשר
			// ל03-123-4567", call 03-…): the letter is a word of its own.
			return false
		}
		return runeClass(r)&rWord != 0
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	if i >= 4 && s[i-4] == ' ' && amharicPrefix(r) {
		return false // Amharic glues "by", "for", "from", "of" so: "በ+251 91 …"
	}
	return r != utf8.RuneError && runeClass(r)&(rWord|rCJK) == rWord && !unspaced(r)
}

// escapeAt returns the byte a percent-escape "%XX" at s[i] encodes.
func escapeAt(s string, i int) (byte, bool) {
	if i < 0 || i+2 >= len(s) || s[i] != '%' || !hexDigit(s[i+1]) || !hexDigit(s[i+2]) {
		return 0, false
	}
	return unhexByte(s[i+1])<<4 | unhexByte(s[i+2]), true
}

func unhexByte(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// escapedDelimBefore reports a percent-escape of punctuation right before
// s[p] ("%22", "%3A", "%3D", "%20", "%2C"): in URL-encoded JSON or a form
// value what follows starts a value of its own, as after the byte itself.
func escapedDelimBefore(s string, p int) bool {
	c, ok := escapeAt(s, p-3)
	return ok && c < 0x80 && !isWordByte(c) && c != '%'
}

// blankBefore reports underscores ending at s[i-1] that are a form's blank
// line, not part of a word: two or more after no letter or digit, or four
// or more ("Phone: __+1-503-227-3561____", "電話：__090-8017-3131__"). A
// value written on the blank is read as if they were spaces; an
// identifier's underscore ("var_1", "x__2") still glues.
func blankBefore(s string, i int) bool {
	k := 0
	for k < 64 && i-k > 0 && s[i-k-1] == '_' {
		k++
	}
	return k >= 4 || k >= 2 && (i-k == 0 || !isWordByte(s[i-k-1]))
}

// blankAfter is blankBefore for the underscores starting at s[i].
func blankAfter(s string, i int) bool {
	k := 0
	for k < 64 && i+k < len(s) && s[i+k] == '_' {
		k++
	}
	return k >= 4 || k >= 2 && (i+k == len(s) || !isWordByte(s[i+k]))
}

// amharicPrefix reports the Ethiopic syllables Amharic writes for a
// preposition glued to the next word: በ, ለ, ከ, የ.
func amharicPrefix(r rune) bool {
	return r == 'በ' || r == 'ለ' || r == 'ከ' || r == 'የ'
}

// hebrewPrefix reports the Hebrew letters that stand for a preposition or
// a conjunction glued to the word after them: ל, ב, מ, ו, ה, כ, ש.
func hebrewPrefix(r rune) bool {
	switch r {
	case 'ל', 'ב', 'מ', 'ו', 'ה', 'כ', 'ש':
		return true
	}
	return false
}

// escapedBreak reports "\n", "\r" or "\t" ending at s[i]: a line break or
// a tab as JSON strings, logs and iCalendar's DESCRIPTION write them, which
// sets a number apart as the character itself would ("…One tap
// mobile\n+13125529579,,…").
func escapedBreak(s string, i int) bool {
	if i < 2 || s[i-2] != '\\' || i >= 3 && s[i-3] == '\\' {
		return false
	}
	c := s[i-1]
	return c == 'n' || c == 'r' || c == 't'
}

// unspaced reports a letter of the other scripts written without spaces
// between words — Thai, Lao, Myanmar, Khmer — and the Japanese long vowel
// mark "ー" (of no script of its own, so not CJK to the tables): a number
// sits right against them as it does against CJK ("โทร0812345678ค่ะ",
// "ドライバー+81-90-…"). All are three bytes long in UTF-8.
func unspaced(r rune) bool {
	return r >= 0x0E00 && r <= 0x0EFF || r >= 0x1000 && r <= 0x109F || r >= 0x1780 && r <= 0x17FF || r == 0x30FC
}

// numWordAt is wordAt for numbers: CJK letters (and unspaced ones) do not
// glue.
func numWordAt(s string, i int) bool {
	if i >= len(s) || s[i] < 0x80 {
		return wordAt(s, i)
	}
	if i+1 < len(s) && s[i]-0xC2 < 0xDF-0xC2+1 && s[i+1]&0xC0 == 0x80 {
		// A two-byte character, as in numWordBefore.
		return runeClass(rune(s[i]&0x1F)<<6|rune(s[i+1]&0x3F))&rWord != 0
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r != utf8.RuneError && runeClass(r)&(rWord|rCJK) == rWord && !unspaced(r)
}

// prefixSet is a list of words with the bytes they start with, first and
// second, so that a position no word starts at is turned away with two
// lookups, not a compare per word (a password's word repeated, each
// followed by the next, asked every word of the verbs' lists).
type prefixSet struct {
	first, second [256]bool
	words         []string
}

func newPrefixSet(words ...string) *prefixSet {
	ps := &prefixSet{words: words}
	for _, w := range words {
		ps.first[w[0]] = true
		if len(w) == 1 {
			for c := range ps.second { // any byte may follow
				ps.second[c] = true
			}
			continue
		}
		ps.second[w[1]] = true
	}
	return ps
}

// at returns the first word of the list that s[i:] starts with, or "".
func (ps *prefixSet) at(s string, i int) string {
	if i >= len(s) || !ps.first[s[i]] || i+1 < len(s) && !ps.second[s[i+1]] {
		return ""
	}
	for _, w := range ps.words {
		if len(s)-i >= len(w) && s[i:i+len(w)] == w {
			return w
		}
	}
	return ""
}
