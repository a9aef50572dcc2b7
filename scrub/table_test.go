package scrub

import (
	"strings"
	"testing"
)

// hit is a positive case: in holds pii, which must come back as exactly one
// finding of the family under test.
type hit struct{ in, pii string }

func checkHits(t *testing.T, fam Family, cases []hit) {
	t.Helper()
	for _, c := range cases {
		at := strings.Index(c.in, c.pii)
		if at < 0 {
			t.Fatalf("bad case: %q not in %q", c.pii, c.in)
		}
		want := Finding{Family: fam, Start: at, End: at + len(c.pii)}
		found := false
		for _, f := range Find(c.in) {
			if f == want {
				found = true
			}
		}
		if !found {
			t.Errorf("Find(%q) = %v, want %s %q at [%d,%d)\n  Scrub: %q", c.in, Find(c.in), fam, c.pii, want.Start, want.End, Scrub(c.in))
		}
		checkInvariants(t, c.in)
	}
}

// checkMisses asserts that PII-free text comes back unchanged.
func checkMisses(t *testing.T, cases []string) {
	t.Helper()
	for _, in := range cases {
		if fs := Find(in); len(fs) != 0 {
			t.Errorf("Find(%q) = %v, want nothing; Scrub: %q", in, fs, Scrub(in))
		}
		checkInvariants(t, in)
	}
}

// scrubbed is a case whose whole output is pinned: Scrub(in) == want.
type scrubbed struct{ in, want string }

// checkScrubbed asserts each case's output and the invariants.
func checkScrubbed(t *testing.T, cases []scrubbed) {
	t.Helper()
	for _, c := range cases {
		if got := Scrub(c.in); got != c.want {
			t.Errorf("Scrub(%q) = %q, want %q", c.in, got, c.want)
		}
		checkInvariants(t, c.in)
	}
}

func minCases(t *testing.T, hits []hit, misses []string) {
	t.Helper()
	if len(hits) < 30 || len(misses) < 30 {
		t.Errorf("want at least 30 positives and 30 negatives, have %d and %d", len(hits), len(misses))
	}
}
