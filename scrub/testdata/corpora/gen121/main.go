// Command gen writes ../c121.ndjson: a labelled PII corpus for freight, trucking
// and logistics brokerage text (US, Canada, Mexico). Deterministic: math/rand
// seeded with 121, no clock, no map iteration reaches the output.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
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

// B collects the labels of one line while a template builds its text.
type B struct {
	pii  []PII
	keep []string
}

// P records a personal/secret value and returns it.
func (b *B) P(f, v string) string { b.pii = append(b.pii, PII{f, v}); return v }

// K records a look-alike that must survive and returns it.
func (b *B) K(v string) string { b.keep = append(b.keep, v); return v }

type T struct {
	kind string
	fn   func(g *G, b *B) string
}

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

func validate(g *G, q string, b *B, clean bool) error {
	if clean && len(b.pii) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !clean && len(b.pii) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	type iv struct{ a, b int }
	var spans []iv
	seen := map[string]bool{}
	for _, p := range b.pii {
		ok := false
		for _, f := range families {
			ok = ok || f == p.F
		}
		if !ok {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		if g.used[p.V] || seen[p.V] {
			return fmt.Errorf("value %q not unique", p.V)
		}
		seen[p.V] = true
		for off := 0; ; {
			i := strings.Index(q[off:], p.V)
			if i < 0 {
				break
			}
			spans = append(spans, iv{off + i, off + i + len(p.V)})
			off += i + 1
		}
	}
	for i := range spans {
		for j := range spans {
			if i != j && spans[i].a < spans[j].b && spans[j].a < spans[i].b &&
				!(spans[i] == spans[j]) {
				return fmt.Errorf("pii values overlap")
			}
		}
	}
	for _, k := range b.keep {
		if k == "" || !strings.Contains(q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for off := 0; ; {
			i := strings.Index(q[off:], k)
			if i < 0 {
				break
			}
			a, e := off+i, off+i+len(k)
			for _, s := range spans {
				if a < s.b && s.a < e {
					return fmt.Errorf("keep %q overlaps a pii value", k)
				}
			}
			off += i + 1
		}
	}
	return nil
}

func build(g *G, t T, clean bool) Line {
	var last error
	for try := 0; try < 50; try++ {
		b := &B{}
		q := t.fn(g, b)
		if err := validate(g, q, b, clean); err != nil {
			last = err
			continue
		}
		for _, p := range b.pii {
			g.used[p.V] = true
		}
		if b.pii == nil {
			b.pii = []PII{}
		}
		if b.keep == nil {
			b.keep = []string{}
		}
		return Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}
	}
	panic(fmt.Sprintf("template %s: %v", t.kind, last))
}

func main() {
	g := newG(121)
	pt, ct := piiTemplates(), cleanTemplates()
	checkKinds(pt, ct)
	// Round-robin over the templates in an order shuffled once per pass.
	var po, co []int
	var pi, ci int
	next := func(order *[]int, i *int, n int) int {
		if *i >= len(*order) {
			*order = g.r.Perm(n)
			*i = 0
		}
		v := (*order)[*i]
		*i++
		return v
	}
	out, err := os.Create("../c121.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := 1; i <= 3000; i++ {
		var ln Line
		if i%3 == 0 {
			ln = build(g, ct[next(&co, &ci, len(ct))], true)
		} else {
			ln = build(g, pt[next(&po, &pi, len(pt))], false)
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	out.Close()
	fmt.Fprintf(os.Stderr, "wrote ../c121.ndjson: 3000 lines, %d pii kinds, %d clean kinds\n", len(pt), len(ct))
}

func checkKinds(pt, ct []T) {
	seen := map[string]bool{}
	for _, t := range append(append([]T{}, pt...), ct...) {
		if seen[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		seen[t.kind] = true
	}
}
