package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// keywordTexts returns n random texts made of keywords in either case,
// their prefixes and the bytes around them, and every keyword with its
// category.
func keywordTexts(n int) (texts, words []string, cats []uint8) {
	for _, l := range keywordLists {
		for _, w := range l.words {
			words, cats = append(words, w), append(cats, l.cat)
		}
	}
	pieces := []string{" ", "a", "Z", "1", ":", "$", "\n", "é", "12345678"}
	for _, w := range words {
		w = strings.TrimSuffix(w, "$")
		pieces = append(pieces, w, strings.ToUpper(w), strings.ToLower(w), w[:len(w)-1])
	}
	r := rand.New(rand.NewPCG(5, 6))
	for range n {
		var b strings.Builder
		for range 1 + r.IntN(8) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	return texts, words, cats
}

// TestWordsOfAt checks wordsOfAt, which compares up to eight bytes at once,
// against hasWordAt on every keyword at every offset (and notPhoneWordAt's
// veto, applied alike).
func TestWordsOfAt(t *testing.T) {
	texts, words, cats := keywordTexts(20000)
	for _, s := range texts {
		for i := range len(s) {
			var want uint8
			if (i == 0 || !isAlpha(s[i-1])) && (i == 0 || s[i-1] < 0x80 || !midWord(s, i)) {
				for k, w := range words {
					if isUpper(w[0]) {
						// An acronym that counts only in capitals.
						if lw := strings.ToLower(w); hasWordAt(s, i, lw) && capsAt(s, i, len(strings.TrimSuffix(w, "$"))) {
							want |= cats[k]
						}
					} else if hasWordAt(s, i, w) {
						want |= cats[k]
					}
				}
				if want&catStrongPhone != 0 && isAlpha(s[i]) && notPhoneWordAt(s, i) {
					want &^= catStrongPhone // a word that only starts like one
				}
				if want&catWeakPhone != 0 && numberOfWordBefore(s, i) {
					want &^= catWeakPhone // an id's number ("order number")
				}
				if want&catStrongPhone != 0 && adjectiveAfterNoun(s, i) {
					want &^= catStrongPhone // "plazo fijo"
				}
			}
			for _, m := range []uint8{0xFF, catSSN, catPart | catID} {
				if got := wordsOfAt(s, i, m); got != want&m {
					t.Fatalf("wordsOfAt(%q, %d, %#x) = %#x, want %#x", s, i, m, got, want&m)
				}
			}
		}
	}
}

// TestScanWindow checks scanWindow, which looks at eight bytes at once,
// against wordsOfAt at every offset of every window.
func TestScanWindow(t *testing.T) {
	texts, _, _ := keywordTexts(3000)
	for _, s := range texts {
		for lo := 0; lo <= len(s); lo++ {
			for _, m := range []uint8{0xFF, catSSN, catStrongPhone | catWeakPhone} {
				want := false
				for hi := lo; hi <= len(s); hi++ {
					if got := scanWindow(s, lo, hi, m); got != want {
						t.Fatalf("scanWindow(%q, %d, %d, %#x) = %v, want %v", s, lo, hi, m, got, want)
					}
					if hi < len(s) && wordsOfAt(s, hi, m) != 0 {
						want = true
					}
				}
			}
		}
	}
}

// TestKeywordInsideWord: a keyword is not read out of the middle of a word
// in a script written with spaces ("тел" in "пользователь", "tel" in
// "Hôtel"), but is where the script glues or runs words together (CJK,
// Arabic with its article).
func TestKeywordInsideWord(t *testing.T) {
	checkHits(t, Phone, []hit{
		{"телефон 916 123 45 67", "916 123 45 67"},
		{"Тел.: 916 123 45 67", "916 123 45 67"},
		{"рабочий тел. 916 123 45 67", "916 123 45 67"},
		{"رقم الهاتف 612 34 56 78", "612 34 56 78"},
		{"بالهاتف 612 34 56 78", "612 34 56 78"},
		{"お電話は612 34 56 78", "612 34 56 78"},
		{"客户电话612 34 56 78", "612 34 56 78"},
		{"Tél. 612 34 56 78", "612 34 56 78"},
		{"hôtel, tél. 612 34 56 78", "612 34 56 78"},
		{"मोबाइल 9876543210", "9876543210"},
	})
	checkMisses(t, []string{
		"пользователь 9161234567 вошёл",
		"ID пользователя 9161234567",
		"покупатель 612 34 56 78",
		"получатель 612 34 56 78",
		"держатель 612 34 56 78",
		"Hôtel 9161234567",
		"Hôtel 612 34 56 78",
		"Gästetel 612 34 56 78",
		"Ξενοδοχείο 612 34 56 78",
	})
}
