package scrub

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// hasBearerWordB is what findBearersNoting reports of a short text, by
// definition: 'b' or 'B', then "earer" or "EARER".
func hasBearerWordB(s string) bool { return len(bearerWordsIn(s)) > 0 }

// bearerWordsIn lists where s holds the word "bearer", at its "earer".
func bearerWordsIn(s string) []int {
	var at []int
	for p := 0; p+6 <= len(s); p++ {
		if s[p]|0x20 == 'b' && (s[p+1:p+6] == "earer" || s[p+1:p+6] == "EARER") {
			at = append(at, p+1)
		}
	}
	return at
}

// bearerWordPieces make texts where the words touch findings on either
// side.
var bearerWordPieces = []string{"E", "AR", "ER", "e", "ar", "er", "B", "b", "earer", "EARER", "Bear", "er ", " ", "\n", ": ",
	"555-123-4567", "a@b.co", "123-45-6789", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", "[", "]", "REDACTED",
	"Bearer abc123XYZ789def", "bearer ", "BEARER ", "Authorization: ", "b2e1f0a9c8d7e6f5a4b3", "4111 1111 1111 1111"}

// TestScrubbedTextHoldsNoNewBearerWordB checks what Find relies on to skip
// the bearer matcher in the re-check: text without the word "bearer"
// keeps none once findings are replaced, whatever sits around them.
func TestScrubbedTextHoldsNoNewBearerWordB(t *testing.T) {
	scan := func(s string) bool { _, w := findBearersNoting(s, nil, nil); return w }
	checkNoNewWord(t, 16, bearerWordPieces, scan, hasBearerWordB)
}

// TestReplayBearers checks the re-check's shortcut: calling bearerAt at the
// words the first pass noted, moved into the scrubbed text, finds what
// findBearers finds there.
func TestReplayBearers(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 17))
	replayed := 0
	for range 20000 {
		s := joinPieces(r, bearerWordPieces, 16)
		var words bearerWords
		fs, _ := findOnce(s, nil, anchorAll, &words, nil)
		if len(fs) == 0 || !words.kept() {
			continue
		}
		text := replace(s, fs)
		if len(text) >= longInput {
			continue
		}
		left := words.inScrubbed(fs)
		if at := bearerWordsIn(text); !slices.Equal(left.at[:left.n], at) {
			t.Fatalf("%q scrubbed to %q: words noted %v, there %v", s, text, left.at[:left.n], at)
		}
		got := replayBearers(text, nil, &left)
		want, _ := findBearersNoting(text, nil, nil)
		if !slices.Equal(got, want) {
			t.Fatalf("%q scrubbed to %q: replay finds %v, the matcher %v", s, text, got, want)
		}
		if left.n > 0 {
			replayed++
		}
	}
	if replayed < 2000 {
		t.Fatalf("only %d texts with words left: the generator no longer tests the replay", replayed)
	}
}
