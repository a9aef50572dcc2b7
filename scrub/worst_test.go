package scrub

import (
	"flag"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

// The randomized search for hostile inputs behind BenchmarkAdversarial's
// fuzz_5( case: short patterns drawn from pieces that the scanners react to
// (digits in four systems, separators, at signs, "%40", "eyJ", "Bearer",
// labels), repeated to 50 KB, each timed against 50 KB of prose in the same
// loop. A benchmark, so it runs only when asked for:
//
//	go test -run '^$' -bench WorstCaseSearch -benchtime 1x -worst 3000 -v
//
// and it logs the slowest patterns, with their findings count: an input with
// findings does real work per finding, one without is pure overhead.
var worstN = flag.Int("worst", 200, "patterns to try in BenchmarkWorstCaseSearch")

func BenchmarkWorstCaseSearch(t *testing.B) {
	pieces := []string{"a", "1", "@", ".", "-", "+", " ", "é", "１", "٠", "०", "e", "y", "J", "B", "b", "r", ":",
		"/", "\n", "(", ")", "x", "0", "9", "_", "=", "%40", "\t", "ext", "ssn", "call ", "eyJ", "Bearer ",
		",", ";", "|", "\"", "4", "5", "6", "co", "com", "\r\n ", "'", "#", "$", "1234", "555", "tel"}
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 15))
	prose := proseOfSize(50000)
	type result struct {
		pattern  string
		xProse   float64
		findings int
	}
	var all []result
	for range *worstN {
		var b strings.Builder
		for k := 1 + r.IntN(6); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		p := b.String()
		in := strings.Repeat(p, 50000/len(p)+1)[:50000]
		x := xProse(in, prose, 3)
		if x > 2.5 {
			x = xProse(in, prose, 15) // a closer look at the slow ones
		}
		all = append(all, result{p, x, len(Find(in))})
	}
	slices.SortFunc(all, func(a, b result) int {
		switch {
		case a.xProse > b.xProse:
			return -1
		case a.xProse < b.xProse:
			return 1
		}
		return 0
	})
	for _, a := range all[:min(20, len(all))] {
		t.Logf("%6.2fx prose  %5d findings  %q", a.xProse, a.findings, a.pattern)
	}
}

// xProse times in and prose alternately k times and returns the ratio of
// the medians.
func xProse(in, prose string, k int) float64 {
	var a, p []time.Duration
	for range k {
		x, y := timePair(in, prose, Scrub)
		a, p = append(a, x), append(p, y)
	}
	return float64(median(a)) / float64(median(p))
}
