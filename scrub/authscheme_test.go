package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// hasAuthWord is what findAuthSchemes reports, by definition.
func hasAuthWord(s string) bool {
	return strings.Contains(strings.ToLower(s), "authorization")
}

// TestScrubbedTextHoldsNoNewAuthWord checks what Find relies on to skip the
// Authorization scheme matcher in the re-check: text without
// "authorization", in any case, keeps none once findings are replaced,
// whatever sits around them.
func TestScrubbedTextHoldsNoNewAuthWord(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 16))
	pieces := []string{"Author", "AUTHOR", "ization", "IZATION", "iza", "z", "Z", "auth", ": ", "Basic ", "Token ",
		" ", "555-123-4567", "a@b.co", "123-45-6789", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", "[", "]", "REDACTED",
		"Authorization: Basic dXNlcjpwYXNz", "4111111111111111"}
	checked := 0
	for range 20000 {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		_, anchored := findAuthSchemes(s, nil)
		if anchored != hasAuthWord(s) {
			t.Fatalf("%q: findAuthSchemes says %v", s, anchored)
		}
		if !anchored {
			checked++
			if out := Scrub(s); hasAuthWord(out) {
				t.Fatalf("%q: no authorization word, but Scrub's output %q has one", s, out)
			}
		}
	}
	if checked < 2000 {
		t.Fatalf("only %d inputs without the word: the generator no longer tests the claim", checked)
	}
}
