// Command gen writes ../c103.ndjson, a labelled PII corpus for the security
// operations and threat-intelligence domain. Deterministic: math/rand seeded
// with 103, no maps iterated into the output, no clock.
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

// mk formats a line; P arguments become pii labels, K arguments keep strings.
func (g *G) mk(format string, args ...any) *Line {
	l := &Line{Q: fmt.Sprintf(format, args...), PII: []PII{}, Keep: []string{}}
	seenP, seenK := map[string]bool{}, map[string]bool{}
	for _, a := range args {
		switch x := a.(type) {
		case P:
			if !seenP[x.V] {
				seenP[x.V] = true
				l.PII = append(l.PII, PII{x.F, x.V})
			}
		case K:
			if !seenK[string(x)] {
				seenK[string(x)] = true
				l.Keep = append(l.Keep, string(x))
			}
		case []P:
			for _, p := range x {
				if !seenP[p.V] {
					seenP[p.V] = true
					l.PII = append(l.PII, PII{p.F, p.V})
				}
			}
		}
	}
	return l
}

type tmpl struct {
	kind string
	f    func(g *G) *Line
}

func check(n int, l *Line) {
	fail := func(msg string) {
		fmt.Fprintf(os.Stderr, "line %d [%s]: %s\n%s\n", n, l.Kind, msg, l.Q)
		os.Exit(1)
	}
	if strings.Contains(l.Q, "%!") {
		fail("format error")
	}
	if l.Clean && len(l.PII) > 0 {
		fail("clean line with pii")
	}
	if !l.Clean && len(l.PII) == 0 {
		fail("pii line without pii")
	}
	type span struct{ a, b int }
	var spans []span
	for _, p := range l.PII {
		if p.V == "" || !strings.Contains(l.Q, p.V) {
			fail("pii not in q: " + p.V)
		}
		for off := 0; ; {
			i := strings.Index(l.Q[off:], p.V)
			if i < 0 {
				break
			}
			spans = append(spans, span{off + i, off + i + len(p.V)})
			off += i + 1
		}
	}
	for _, k := range l.Keep {
		if k == "" || !strings.Contains(l.Q, k) {
			fail("keep not in q: " + k)
		}
		for off := 0; ; {
			i := strings.Index(l.Q[off:], k)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					fail("keep overlaps pii: " + k)
				}
			}
			off += i + 1
		}
	}
}

func main() {
	g := &G{r: rand.New(rand.NewSource(103)), used: map[string]bool{}}
	piiT, cleanT := piiTemplates(), cleanTemplates()
	f, err := os.Create("../c103.ndjson")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	defer w.Flush()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	// each kind appears in turn; the order within a round is shuffled by the seed
	var piiOrder, cleanOrder []int
	nextPII := func() tmpl {
		if len(piiOrder) == 0 {
			piiOrder = g.r.Perm(len(piiT))
		}
		t := piiT[piiOrder[0]]
		piiOrder = piiOrder[1:]
		return t
	}
	nextClean := func() tmpl {
		if len(cleanOrder) == 0 {
			cleanOrder = g.r.Perm(len(cleanT))
		}
		t := cleanT[cleanOrder[0]]
		cleanOrder = cleanOrder[1:]
		return t
	}
	for i := 1; i <= 3000; i++ {
		var t tmpl
		clean := i%3 == 0
		if clean {
			t = nextClean()
		} else {
			t = nextPII()
		}
		l := t.f(g)
		l.Kind, l.Clean = t.kind, clean
		check(i, l)
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
	}
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}
