// Command gen writes ../c104.ndjson: 3,000 labelled lines of clinical free text
// (1,000 clean) for testing the scrub PII scrubber. Deterministic: math/rand
// seeded with 104, no clock, no map iteration into the output.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// R collects the labels of one line while a template builds its text.
type R struct {
	g    *G
	pii  []PII
	keep []string
	bad  string
}

// P registers a personal/secret value and returns it.
func (r *R) P(f, v string) string {
	if r.g.used[v] {
		r.bad = "duplicate value " + v
	}
	for _, p := range r.pii {
		if p.V == v {
			r.bad = "duplicate in line " + v
		}
	}
	r.pii = append(r.pii, PII{f, v})
	return v
}

// K registers a look-alike that must survive and returns it.
func (r *R) K(v string) string {
	for _, k := range r.keep {
		if k == v {
			return v
		}
	}
	r.keep = append(r.keep, v)
	return v
}

type G struct {
	r    *rand.Rand
	used map[string]bool
}

func (g *G) n(a, b int) int { return a + g.r.Intn(b-a+1) }
func (g *G) pick(xs ...string) string {
	return xs[g.r.Intn(len(xs))]
}
func (g *G) chance(p float64) bool { return g.r.Float64() < p }
func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}

type Tmpl struct {
	kind string
	f    func(g *G, r *R) string
}

// check validates a built line; it returns a reason when the line must be rebuilt.
func check(q string, r *R, clean bool) string {
	if r.bad != "" {
		return r.bad
	}
	if clean && len(r.pii) > 0 {
		return "clean line with pii"
	}
	if !clean && len(r.pii) == 0 {
		return "pii line without pii"
	}
	type span struct{ a, b int }
	var spans []span
	for _, p := range r.pii {
		if !strings.Contains(q, p.V) {
			return "value not in q: " + p.V
		}
		for off := 0; ; {
			i := strings.Index(q[off:], p.V)
			if i < 0 {
				break
			}
			spans = append(spans, span{off + i, off + i + len(p.V)})
			off += i + 1
		}
		for _, o := range r.pii {
			if o.V != p.V && strings.Contains(o.V, p.V) {
				return "value inside another value: " + p.V
			}
		}
	}
	for _, k := range r.keep {
		if k == "" {
			return "empty keep"
		}
		if !strings.Contains(q, k) {
			return "keep not in q: " + k
		}
		for off := 0; ; {
			i := strings.Index(q[off:], k)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					return "keep overlaps pii: " + k
				}
			}
			off += i + 1
		}
	}
	return ""
}

func main() {
	g := &G{r: rand.New(rand.NewSource(104)), used: map[string]bool{}}
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	seen := map[string]bool{}
	for _, t := range append(append([]Tmpl{}, piiT...), cleanT...) {
		if seen[t.kind] {
			fmt.Fprintln(os.Stderr, "duplicate kind", t.kind)
			os.Exit(1)
		}
		seen[t.kind] = true
	}
	f, err := os.Create("../c104.ndjson")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	np, nc := 0, 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t Tmpl
		if clean {
			t = cleanT[nc%len(cleanT)]
			nc++
		} else {
			t = piiT[np%len(piiT)]
			np++
		}
		var ln Line
		ok := false
		for try := 0; try < 200; try++ {
			r := &R{g: g}
			q := t.f(g, r)
			if why := check(q, r, clean); why != "" {
				if try == 199 {
					fmt.Fprintf(os.Stderr, "line %d kind %s: %s\n%s\n", i, t.kind, why, q)
					os.Exit(1)
				}
				continue
			}
			for _, p := range r.pii {
				g.used[p.V] = true
			}
			if r.keep == nil {
				r.keep = []string{}
			}
			if r.pii == nil {
				r.pii = []PII{}
			}
			ln = Line{Q: q, PII: r.pii, Keep: r.keep, Clean: clean, Kind: t.kind}
			ok = true
			break
		}
		if !ok {
			os.Exit(1)
		}
		b, _ := json.Marshal(ln)
		w.Write(b)
		w.WriteByte('\n')
	}
	w.Flush()
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}
