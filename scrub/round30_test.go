package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPrefixSetAt checks prefixSet.at against a plain loop over its
// words, on text built from the words' own pieces.
func TestPrefixSetAt(t *testing.T) {
	sets := []*prefixSet{wordSuffixes, gluedIs, appWords, isVerbs, valueArticles, valueOwners, laterVerbs}
	r := rand.New(rand.NewPCG(30, 1))
	for _, ps := range sets {
		var pieces []string
		for _, w := range ps.words {
			pieces = append(pieces, w, w[:len(w)/2], w[len(w)/2:])
		}
		pieces = append(pieces, " ", "x", "é", "\n")
		for n := 0; n < 2000; n++ {
			var b strings.Builder
			for k := 1 + r.IntN(6); k > 0; k-- {
				b.WriteString(pieces[r.IntN(len(pieces))])
			}
			s := b.String()
			for i := 0; i <= len(s); i++ {
				want := ""
				for _, w := range ps.words {
					if strings.HasPrefix(s[i:], w) {
						want = w
						break
					}
				}
				if got := ps.at(s, i); got != want {
					t.Fatalf("at(%q, %d) = %q, want %q", s, i, got, want)
				}
			}
		}
	}
}

// TestLaterMemo checks that passwordLaterInSentence answers the same with
// a memo shared by every word of a text, read in order, as with a new one
// for each: the memo only skips bytes read before.
func TestLaterMemo(t *testing.T) {
	pieces := []string{"password", " ", "Kennwort ", "was ", " fue ", "Sunflower241!", ". ", "\n", "x", "era", " était ", "Tornado1045!", ",", "a"}
	r := rand.New(rand.NewPCG(30, 2))
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(20); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		var shared laterMemo
		for e := 0; e <= len(s); e += 1 + r.IntN(9) {
			var fresh laterMemo
			a0, a1, aok := passwordLaterInSentence(s, e, &fresh)
			b0, b1, bok := passwordLaterInSentence(s, e, &shared)
			if a0 != b0 || a1 != b1 || aok != bok {
				t.Fatalf("%q at %d: shared memo %d %d %v, fresh %d %d %v", s, e, b0, b1, bok, a0, a1, aok)
			}
		}
	}
}
