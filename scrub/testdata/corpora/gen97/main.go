// Command gen writes ../c97.ndjson, a labelled PII corpus for the email
// marketing / CRM / customer-data-platform domain. Deterministic: seed 97.
package main

import (
	"bytes"
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

type G struct {
	r    *rand.Rand
	used map[string]bool // values reserved by fresh
	seen map[string]bool // pii values emitted
	pii  []PII
	keep []string
}

// P records v as a personal/secret value of family f and returns it.
func (g *G) P(f, v string) string {
	for _, p := range g.pii {
		if p.V == v {
			return v
		}
	}
	if g.seen[v] {
		panic("duplicate pii value across corpus: " + v)
	}
	g.seen[v] = true
	g.pii = append(g.pii, PII{f, v})
	return v
}

// K records v as a look-alike that must survive and returns it.
func (g *G) K(v string) string {
	for _, k := range g.keep {
		if k == v {
			return v
		}
	}
	g.keep = append(g.keep, v)
	return v
}

// shorthands
func (g *G) E(v string) string  { return g.P("email", v) }
func (g *G) Ph(v string) string { return g.P("phone", v) }
func (g *G) B(v string) string  { return g.P("bearer", v) }

type tmpl struct {
	kind string
	f    func(g *G) string
}

func main() {
	const N = 3000
	g := &G{r: rand.New(rand.NewSource(97)), used: map[string]bool{}, seen: map[string]bool{}}
	pt, ct := piiTemplates(), cleanTemplates()
	checkKinds(pt, "pii", 100)
	checkKinds(ct, "clean", 40)
	var pOrder, cOrder []int
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	dropped, unused := 0, 0
	for i := 1; i <= N; i++ {
		clean := i%3 == 0
		var t tmpl
		if clean {
			if len(cOrder) == 0 {
				cOrder = g.r.Perm(len(ct))
			}
			t, cOrder = ct[cOrder[0]], cOrder[1:]
		} else {
			if len(pOrder) == 0 {
				pOrder = g.r.Perm(len(pt))
			}
			t, pOrder = pt[pOrder[0]], pOrder[1:]
		}
		g.pii, g.keep = nil, nil
		q := t.f(g)
		if clean && len(g.pii) > 0 {
			panic(fmt.Sprintf("line %d clean kind %s has pii", i, t.kind))
		}
		if !clean && len(g.pii) == 0 {
			panic(fmt.Sprintf("line %d kind %s has no pii", i, t.kind))
		}
		masked := q
		for _, p := range g.pii {
			if p.V == "" || !strings.Contains(q, p.V) {
				panic(fmt.Sprintf("line %d kind %s: pii %q not in q:\n%s", i, t.kind, p.V, q))
			}
		}
		// mask longest values first
		vals := make([]string, 0, len(g.pii))
		for _, p := range g.pii {
			vals = append(vals, p.V)
		}
		for a := 0; a < len(vals); a++ {
			for b := a + 1; b < len(vals); b++ {
				if len(vals[b]) > len(vals[a]) {
					vals[a], vals[b] = vals[b], vals[a]
				}
			}
		}
		for _, v := range vals {
			masked = strings.ReplaceAll(masked, v, "\x00")
		}
		keep := []string{}
		for _, k := range g.keep {
			if k == "" {
				panic("empty keep")
			}
			if !strings.Contains(q, k) {
				// recorded in a branch of pick that was not taken
				unused++
				continue
			}
			overlap := !strings.Contains(masked, k)
			for _, v := range vals {
				if strings.Contains(v, k) || strings.Contains(k, v) {
					overlap = true
				}
			}
			if overlap {
				if os.Getenv("GEN_DEBUG") != "" {
					fmt.Fprintf(os.Stderr, "drop %s %q\n", t.kind, k)
				}
				dropped++
				continue
			}
			keep = append(keep, k)
		}
		pii := g.pii
		if pii == nil {
			pii = []PII{}
		}
		if err := enc.Encode(Line{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: t.kind}); err != nil {
			panic(err)
		}
	}
	if err := os.WriteFile("../c97.ndjson", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintf(os.Stderr, "wrote %d lines (%d pii kinds, %d clean kinds), %d keep strings dropped for overlap, %d unused\n", N, len(pt), len(ct), dropped, unused)
}

func checkKinds(ts []tmpl, what string, min int) {
	seen := map[string]bool{}
	for _, t := range ts {
		if seen[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		seen[t.kind] = true
	}
	if len(ts) < min {
		fmt.Fprintf(os.Stderr, "warning: only %d %s kinds\n", len(ts), what)
	}
}
