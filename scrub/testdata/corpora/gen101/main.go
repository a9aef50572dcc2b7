// Command gen writes ../c101.ndjson: 3,000 labelled lines of text from
// applications built on large language models (provider keys, traces, vector
// stores, prompts and transcripts that carry users' data), 1,000 of them clean.
// Deterministic: math/rand seeded with 101, no clock, no map iteration.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

// P is one personal or secret value of a line.
type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

// Line is one corpus line.
type Line struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// G carries the generator's state for one attempt at a line.
type G struct {
	r    *rand.Rand
	pii  []P
	keep []string
	seen map[string]bool // every pii value already in the corpus
}

type kind struct {
	name string
	fn   func(g *G) string
}

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

// p records a personal/secret value and returns it.
func (g *G) p(f, v string) string {
	g.pii = append(g.pii, P{f, v})
	return v
}

// k records a look-alike that must survive and returns it.
// One-byte strings (a digit, a count) are written but not listed: they say
// nothing about what a scrubber keeps.
func (g *G) k(v string) string {
	if len(v) < 2 {
		return v
	}
	g.keep = append(g.keep, v)
	return v
}

// check returns why a line is not acceptable, or "".
func (g *G) check(q string, clean bool) string {
	if clean && len(g.pii) > 0 {
		return "clean line with pii"
	}
	if !clean && len(g.pii) == 0 {
		return "pii line without pii"
	}
	type span struct{ a, b int }
	var spans []span
	here := []string{}
	for _, p := range g.pii {
		ok := false
		for _, f := range families {
			ok = ok || f == p.F
		}
		if !ok {
			return "bad family " + p.F
		}
		if p.V == "" || !strings.Contains(q, p.V) {
			return "pii not in q: " + p.V
		}
		if g.seen[p.V] {
			return "duplicate pii " + p.V
		}
		for _, h := range here {
			if h == p.V {
				return "duplicate pii in line " + p.V
			}
		}
		here = append(here, p.V)
		for i := 0; ; {
			j := strings.Index(q[i:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(p.V)})
			i += j + 1
		}
	}
	for _, k := range g.keep {
		if k == "" || !strings.Contains(q, k) {
			return "keep not in q: " + k
		}
		for i := 0; ; {
			j := strings.Index(q[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					return "keep overlaps pii: " + k
				}
			}
			i += j + 1
		}
	}
	return ""
}

func shuffled(r *rand.Rand, n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	r.Shuffle(n, func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

func main() {
	r := rand.New(rand.NewSource(101))
	seen := map[string]bool{}
	pk, ck := piiKinds(), cleanKinds()
	names := map[string]bool{}
	for _, k := range append(append([]kind{}, pk...), ck...) {
		if names[k.name] {
			fmt.Fprintln(os.Stderr, "duplicate kind", k.name)
			os.Exit(1)
		}
		names[k.name] = true
	}
	fmt.Fprintf(os.Stderr, "pii kinds %d, clean kinds %d\n", len(pk), len(ck))
	out, err := os.Create("../c101.ndjson")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	var pPerm, cPerm []int
	pj, cj := 0, 0
	fams := map[string]int{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var kd kind
		if clean {
			if cj%len(ck) == 0 {
				cPerm = shuffled(r, len(ck))
			}
			kd = ck[cPerm[cj%len(ck)]]
			cj++
		} else {
			if pj%len(pk) == 0 {
				pPerm = shuffled(r, len(pk))
			}
			kd = pk[pPerm[pj%len(pk)]]
			pj++
		}
		var ln Line
		for try := 0; ; try++ {
			g := &G{r: r, seen: seen}
			q := kd.fn(g)
			why := g.check(q, clean)
			if why == "" {
				for _, p := range g.pii {
					seen[p.V] = true
					fams[p.F]++
				}
				if g.pii == nil {
					g.pii = []P{}
				}
				if g.keep == nil {
					g.keep = []string{}
				}
				ln = Line{Q: q, PII: g.pii, Keep: g.keep, Clean: clean, Kind: kd.name}
				break
			}
			if try > 50 {
				fmt.Fprintf(os.Stderr, "line %d kind %s: %s\n", i, kd.name, why)
				os.Exit(1)
			}
		}
		if err := enc.Encode(ln); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out.Close()
	for _, f := range families {
		fmt.Fprintf(os.Stderr, "%-12s %d\n", f, fams[f])
	}
}

func piiKinds() []kind {
	var ks []kind
	ks = append(ks, keyKinds()...)
	ks = append(ks, chatKinds()...)
	ks = append(ks, dataKinds()...)
	ks = append(ks, moreKinds()...)
	return ks
}
