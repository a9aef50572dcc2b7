package scrub

import (
	"strings"
	"testing"
)

// TestRecheckAfterScrub: a long token between a phone word and a spaced
// phone number keeps the word out of reach; once the token is replaced by
// the short marker the word is near. Find must report what Scrub's output
// would otherwise still reveal, so that Find(Scrub(x)) stays empty.
func TestRecheckAfterScrub(t *testing.T) {
	jwt := "eyJhbGciOiJIUzI1NiJ9." + strings.Repeat("eyJzdWIiOiIxMjM0In0", 4) + ".c2lnbmF0dXJl"
	in := "call " + jwt + " 555 123 4567"
	fs := Find(in)
	if len(fs) != 2 || fs[0].Family != JWT || fs[1].Family != Phone {
		t.Fatalf("Find = %v", fs)
	}
	if got := in[fs[1].Start:fs[1].End]; got != "555 123 4567" {
		t.Fatalf("phone finding covers %q", got)
	}
	if got := Scrub(in); got != "call [REDACTED] [REDACTED]" {
		t.Fatalf("Scrub = %q", got)
	}
	checkInvariants(t, in)
}

func TestMergeBack(t *testing.T) {
	// s = "aaXXXXbb" with one finding [2,6); t = "aa[REDACTED]bb".
	fs := []Finding{{Phone, 2, 6}}
	starts := []int{2}
	more := []Finding{{Email, 12, 14}, {Email, 0, 2}, {Email, 5, 13}}
	got := mergeBack(fs, more, starts, 8)
	// [5,13) starts inside the marker and ends past it: it swallows the
	// original finding; [12,14) maps to [6,8); [0,2) stops at the marker.
	want := []Finding{{Email, 0, 2}, {Email, 2, 8}}
	if len(got) != len(want) {
		t.Fatalf("mergeBack = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("mergeBack = %v, want %v", got, want)
		}
	}
}
