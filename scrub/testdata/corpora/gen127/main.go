// Command gen writes ../c127.ndjson: 3,000 labelled lines of what people and
// agents paste into a knowledge base's search box, 1,000 of them clean.
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

// G holds the seeded source and the set of values already handed out.
type G struct {
	r    *rand.Rand
	used map[string]bool // lookup only, never iterated
	pend []string
}

// fresh reports whether v has not been used and reserves it for the line being built.
func (g *G) fresh(v string) bool {
	if g.used[v] {
		return false
	}
	for _, p := range g.pend {
		if p == v {
			return false
		}
	}
	g.pend = append(g.pend, v)
	return true
}

// L is a line under construction.
type L struct {
	q    string
	pii  []PII
	keep []string
}

func Q(format string, a ...any) *L { return &L{q: fmt.Sprintf(format, a...)} }

func (l *L) P(f string, vs ...string) *L {
	for _, v := range vs {
		l.pii = append(l.pii, PII{f, v})
	}
	return l
}

func (l *L) K(ks ...string) *L { l.keep = append(l.keep, ks...); return l }

type tpl struct {
	kind string
	f    func(g *G) *L
}

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

func check(l *L, clean bool) error {
	if clean && len(l.pii) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !clean && len(l.pii) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	type span struct{ a, b int }
	var spans []span
	for _, p := range l.pii {
		ok := false
		for _, f := range families {
			ok = ok || f == p.F
		}
		if !ok {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(l.q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		for i := 0; ; {
			j := strings.Index(l.q[i:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(p.V)})
			i += j + 1
		}
	}
	for _, k := range l.keep {
		if k == "" || !strings.Contains(l.q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for i := 0; ; {
			j := strings.Index(l.q[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					return fmt.Errorf("keep %q overlaps a pii value", k)
				}
			}
			i += j + 1
		}
	}
	return nil
}

// unique refuses a line whose pii values were used before or twice in it.
func (g *G) unique(l *L) error {
	for i, p := range l.pii {
		if g.used[p.V] {
			return fmt.Errorf("value %q used before", p.V)
		}
		for _, o := range l.pii[:i] {
			if o.V == p.V {
				return fmt.Errorf("value %q twice", p.V)
			}
		}
	}
	return nil
}

func main() {
	g := &G{r: rand.New(rand.NewSource(127)), used: map[string]bool{}}
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	// a seeded order of the templates; each is used in turn so all appear evenly
	pOrder := g.r.Perm(len(piiT))
	cOrder := g.r.Perm(len(cleanT))
	var out bytes.Buffer
	pi, ci := 0, 0
	kinds := map[string]bool{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t tpl
		if clean {
			t = cleanT[cOrder[ci%len(cleanT)]]
			ci++
			if ci%len(cleanT) == 0 {
				cOrder = g.r.Perm(len(cleanT))
			}
		} else {
			t = piiT[pOrder[pi%len(piiT)]]
			pi++
			if pi%len(piiT) == 0 {
				pOrder = g.r.Perm(len(piiT))
			}
		}
		var l *L
		var err error
		for try := 0; try < 200; try++ {
			g.pend = g.pend[:0]
			l = t.f(g)
			if err = check(l, clean); err == nil {
				err = g.unique(l)
			}
			if err == nil {
				break
			}
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "line %d kind %s: %v\n%s\n", i, t.kind, err, l.q)
			os.Exit(1)
		}
		for _, p := range l.pii {
			g.used[p.V] = true
		}
		for _, p := range g.pend {
			g.used[p] = true
		}
		kinds[t.kind] = true
		if l.keep == nil {
			l.keep = []string{}
		}
		if l.pii == nil {
			l.pii = []PII{}
		}
		enc := json.NewEncoder(&out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(Line{Q: l.q, PII: l.pii, Keep: l.keep, Clean: clean, Kind: t.kind}); err != nil {
			panic(err)
		}
	}
	if err := os.WriteFile("../c127.ndjson", out.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}
