// Command gen writes ../c100.ndjson: a labelled PII corpus from the domain of
// meetings, calendars and workplace collaboration. Standard library only,
// math/rand seeded with 100, no clock, no map iteration into the output.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
)

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B collects the labels of one line while its template writes the text.
type B struct {
	pii  []P
	keep []string
}

// P labels v as personal or secret of family f and returns it.
func (b *B) P(f, v string) string {
	for _, p := range b.pii {
		if p.V == v {
			return v
		}
	}
	b.pii = append(b.pii, P{f, v})
	return v
}

// K labels v as a look-alike that must survive and returns it.
func (b *B) K(v string) string {
	for _, k := range b.keep {
		if k == v {
			return v
		}
	}
	b.keep = append(b.keep, v)
	return v
}

func (b *B) E(v string) string  { return b.P("email", v) }
func (b *B) Ph(v string) string { return b.P("phone", v) }
func (b *B) S(v string) string  { return b.P("ssn", v) }
func (b *B) J(v string) string  { return b.P("jwt", v) }
func (b *B) T(v string) string  { return b.P("bearer", v) }
func (b *B) C(v string) string  { return b.P("credit_card", v) }

type tmpl struct {
	kind string
	fn   func(b *B) string
}

var seen = map[string]bool{} // pii values used so far (looked up only, never iterated)

func valid(q string, b *B) error {
	if !strings.Contains(q, "") || len(q) == 0 {
		return fmt.Errorf("empty")
	}
	type rg struct{ a, z int }
	var spans []rg
	for _, p := range b.pii {
		if p.V == "" || !strings.Contains(q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		if seen[p.V] {
			return fmt.Errorf("pii %q used before", p.V)
		}
		for i := 0; ; {
			j := strings.Index(q[i:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, rg{i + j, i + j + len(p.V)})
			i += j + 1
		}
	}
	for _, k := range b.keep {
		if len(k) < 3 || !strings.Contains(q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for i := 0; ; {
			j := strings.Index(q[i:], k)
			if j < 0 {
				break
			}
			a, z := i+j, i+j+len(k)
			for _, s := range spans {
				if a < s.z && s.a < z {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
			i += j + 1
		}
	}
	return nil
}

func main() {
	rng = rand.New(rand.NewSource(100))
	piiT, cleanT := piiTemplates(), cleanTemplates()
	checkKinds(piiT, cleanT)
	out, err := os.Create("../c100.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	var pOrder, cOrder []int
	pi, ci := 0, 0
	next := func(order *[]int, at *int, n int) int {
		if *at >= len(*order) {
			*order = rng.Perm(n)
			*at = 0
		}
		v := (*order)[*at]
		*at++
		return v
	}
	counts := map[string]int{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t tmpl
		if clean {
			t = cleanT[next(&cOrder, &ci, len(cleanT))]
		} else {
			t = piiT[next(&pOrder, &pi, len(piiT))]
		}
		var ln Line
		ok := false
		var lastErr error
		for try := 0; try < 60; try++ {
			b := &B{}
			q := t.fn(b)
			if err := valid(q, b); err != nil {
				lastErr = err
				continue
			}
			if clean && len(b.pii) > 0 {
				panic("clean template labels pii: " + t.kind)
			}
			if !clean && len(b.pii) == 0 {
				panic("pii template without pii: " + t.kind)
			}
			for _, p := range b.pii {
				seen[p.V] = true
			}
			if b.pii == nil {
				b.pii = []P{}
			}
			if b.keep == nil {
				b.keep = []string{}
			}
			ln = Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}
			ok = true
			break
		}
		if !ok {
			panic(fmt.Sprintf("line %d kind %s: %v", i, t.kind, lastErr))
		}
		counts[t.kind]++
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	out.Close()
	kinds := make([]string, 0, len(counts))
	for k := range counts {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	fmt.Fprintf(os.Stderr, "wrote 3000 lines, %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}

func checkKinds(a, c []tmpl) {
	names := map[string]bool{}
	for _, t := range append(append([]tmpl{}, a...), c...) {
		if names[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		names[t.kind] = true
	}
}
