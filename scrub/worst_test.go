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
// findings does real work per finding, one without is pure overhead. Round
// 25 added the words and marks the later scanners anchor on (password and
// key words, a scheme's "://", "?code=", "-p", "CTCE", a PEM's armour, two
// spaces between digit cells, a full-width at sign, a zero-width space),
// a check that each pattern scrubs stably (Find(Scrub(x)) empty: a row of
// digit cells was not), and, for the slowest, the cost of twice the text,
// which is twice the cost when the work per byte is bounded (a search
// from each candidate for a byte the text lacked was not).
var worstN = flag.Int("worst", 200, "patterns to try in BenchmarkWorstCaseSearch")

func BenchmarkWorstCaseSearch(t *testing.B) {
	pieces := []string{"a", "1", "@", ".", "-", "+", " ", "é", "１", "٠", "०", "e", "y", "J", "B", "b", "r", ":",
		"/", "\n", "(", ")", "x", "0", "9", "_", "=", "%40", "\t", "ext", "ssn", "call ", "eyJ", "Bearer ",
		",", ";", "|", "\"", "4", "5", "6", "co", "com", "\r\n ", "'", "#", "$", "1234", "555", "tel",
		// Round 25.
		"password", "pw", "pass", "key", "KEY-----", "secret", "SECRET", "token", "admin", "user", "://", "?code=",
		"-p", "CTCE", "  ", "010", "＠", "\u200b", "AKIA", "xox", "sk_", "A", "10.", "1.2.3", "Tel.: ", "+34", "07", "ж", "李"}
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
		if out := Scrub(in); len(Find(out)) != 0 || Scrub(out) != out {
			t.Errorf("%q repeated: Find(Scrub(x)) not empty or Scrub not idempotent", p)
		}
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
		in := strings.Repeat(a.pattern, 100000/len(a.pattern)+1)
		twice := float64(median(timeScrubs(in[:100000], 5))) / float64(median(timeScrubs(in[:50000], 5)))
		t.Logf("%6.2fx prose  %5d findings  2n/n %.2f  %q", a.xProse, a.findings, twice, a.pattern)
	}
}

// timeScrubs times Scrub(in) k times.
func timeScrubs(in string, k int) []time.Duration {
	d := make([]time.Duration, k)
	for i := range d {
		t0 := time.Now()
		Scrub(in)
		d[i] = time.Since(t0)
	}
	return d
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
