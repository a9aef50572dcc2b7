// Command gen writes ../c112.ndjson: 3,000 labelled queries for a knowledge
// base's query log (people and agents, 12 languages), every third line clean.
// Deterministic: math/rand seeded with 112, no clock, no map iteration.
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

// Kind is one template family: a name, a language and variants whose
// placeholders ⟦name:args⟧ are filled by gen.
type Kind struct {
	Name  string
	Lang  string
	Clean bool
	Vars  []string
}

// seg is a piece of a rendered query: filler text, a PII value (fam set) or a
// keep string.
type seg struct {
	s    string
	fam  string
	keep bool
}

type G struct {
	r    *rand.Rand
	used map[string]bool // lookups only, never iterated
}

func (g *G) intn(n int) int { return g.r.Intn(n) }
func (g *G) pick(xs []string) string {
	return xs[g.r.Intn(len(xs))]
}
func (g *G) chance(p float64) bool { return g.r.Float64() < p }

// uniq draws values from f until one not used before.
func (g *G) uniq(f func() string) string {
	for i := 0; ; i++ {
		v := f()
		if !g.used[v] {
			g.used[v] = true
			return v
		}
		if i > 10000 {
			panic("uniq: cannot find a fresh value, last " + v)
		}
	}
}

func (g *G) render(k Kind, tmpl string) Line {
	var segs []seg
	rest := tmpl
	for {
		i := strings.Index(rest, "⟦")
		if i < 0 {
			segs = append(segs, seg{s: rest})
			break
		}
		segs = append(segs, seg{s: rest[:i]})
		rest = rest[i+len("⟦"):]
		j := strings.Index(rest, "⟧")
		if j < 0 {
			panic("unclosed placeholder in " + k.Name)
		}
		ph := rest[:j]
		rest = rest[j+len("⟧"):]
		parts := strings.Split(ph, ":")
		segs = append(segs, g.gen(parts[0], parts[1:], k.Lang)...)
	}
	var b strings.Builder
	ln := Line{PII: []PII{}, Keep: []string{}, Clean: k.Clean, Kind: k.Name}
	for _, s := range segs {
		b.WriteString(s.s)
		if s.fam != "" {
			ln.PII = append(ln.PII, PII{F: s.fam, V: s.s})
		} else if s.keep {
			dup := false
			for _, x := range ln.Keep {
				if x == s.s {
					dup = true
				}
			}
			if !dup {
				ln.Keep = append(ln.Keep, s.s)
			}
		}
	}
	ln.Q = b.String()
	return ln
}

// check enforces the corpus' invariants for one line.
func check(n int, ln Line) {
	fail := func(msg string) {
		fmt.Fprintf(os.Stderr, "line %d [%s]: %s\n  %q\n", n, ln.Kind, msg, ln.Q)
		os.Exit(1)
	}
	if ln.Clean && len(ln.PII) > 0 {
		fail("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		fail("pii line without pii")
	}
	masked := ln.Q
	for _, p := range ln.PII {
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			fail("pii value not in q: " + p.V)
		}
		if c := strings.Count(ln.Q, p.V); c != 1 {
			fail(fmt.Sprintf("pii value occurs %d times: %s", c, p.V))
		}
		masked = strings.ReplaceAll(masked, p.V, "\x00")
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			fail("keep not in q: " + k)
		}
		if !strings.Contains(masked, k) {
			fail("keep overlaps a pii value: " + k)
		}
		for _, p := range ln.PII {
			if strings.Contains(k, p.V) {
				fail("keep contains a pii value: " + k + " / " + p.V)
			}
		}
	}
}

func main() {
	g := &G{r: rand.New(rand.NewSource(112)), used: map[string]bool{}}
	piiKinds := piiKindList()
	cleanKinds := cleanKindList()
	// fixed shuffles of the kind order, so neighbouring lines differ
	g.r.Shuffle(len(piiKinds), func(i, j int) { piiKinds[i], piiKinds[j] = piiKinds[j], piiKinds[i] })
	g.r.Shuffle(len(cleanKinds), func(i, j int) { cleanKinds[i], cleanKinds[j] = cleanKinds[j], cleanKinds[i] })
	for _, k := range piiKinds {
		if k.Clean {
			panic("clean kind in pii list: " + k.Name)
		}
	}
	for _, k := range cleanKinds {
		if !k.Clean {
			panic("pii kind in clean list: " + k.Name)
		}
	}
	out, err := os.Create("../c112.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	for n := 1; n <= 3000; n++ {
		var k Kind
		if n%3 == 0 {
			k = cleanKinds[ci%len(cleanKinds)]
			ci++
		} else {
			k = piiKinds[pi%len(piiKinds)]
			pi++
		}
		ln := g.render(k, k.Vars[g.intn(len(k.Vars))])
		check(n, ln)
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	out.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiKinds), len(cleanKinds))
}
