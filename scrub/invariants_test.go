package scrub

import (
	"strings"
	"testing"
	"unicode/utf8"
)

var allFamilies = map[Family]bool{Email: true, Phone: true, SSN: true, JWT: true, Bearer: true, CreditCard: true}

// checkInvariants asserts the promises Find and Scrub make on any input.
func checkInvariants(t *testing.T, s string) {
	t.Helper()
	fs := Find(s)
	prev := 0
	for _, f := range fs {
		if !allFamilies[f.Family] {
			t.Fatalf("Find(%q): unknown family %q", s, f.Family)
		}
		if f.Start < prev || f.End <= f.Start || f.End > len(s) {
			t.Fatalf("Find(%q): findings out of order or overlapping: %v", s, fs)
		}
		prev = f.End
	}
	out := Scrub(s)
	// No byte outside a finding changes: rebuilding from the findings gives
	// exactly Scrub's output.
	var want strings.Builder
	prev = 0
	for _, f := range fs {
		want.WriteString(s[prev:f.Start])
		want.WriteString(Redacted)
		prev = f.End
	}
	want.WriteString(s[prev:])
	if out != want.String() {
		t.Fatalf("Scrub(%q) = %q, want %q (from findings %v)", s, out, want.String(), fs)
	}
	if utf8.ValidString(s) && !utf8.ValidString(out) {
		t.Fatalf("Scrub(%q) = %q: invalid UTF-8 from valid input", s, out)
	}
	if again := Find(out); len(again) != 0 {
		t.Fatalf("Find(Scrub(%q)) = %v on %q, want none", s, again, out)
	}
	if twice := Scrub(out); twice != out {
		t.Fatalf("Scrub not idempotent on %q: %q then %q", s, out, twice)
	}
}
