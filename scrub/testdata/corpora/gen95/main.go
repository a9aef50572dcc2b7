// Command gen writes ../c95.ndjson: 3,000 labelled queries from the French-speaking
// world outside mainland France (one in three clean). Deterministic: seed 95.
package main

import (
	"bufio"
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

// C collects the labels of one query while its template writes it.
type C struct {
	pii  []PII
	keep []string
}

func (c *C) P(f, v string) string { c.pii = append(c.pii, PII{f, v}); return v }
func (c *C) E(v string) string    { return c.P("email", v) }
func (c *C) Ph(v string) string   { return c.P("phone", v) }
func (c *C) S(v string) string    { return c.P("ssn", v) }
func (c *C) J(v string) string    { return c.P("jwt", v) }
func (c *C) B(v string) string    { return c.P("bearer", v) }
func (c *C) CC(v string) string   { return c.P("credit_card", v) }
func (c *C) K(v string) string    { c.keep = append(c.keep, v); return v }

type Kind struct {
	name string
	f    func(g *G, c *C) string
}

func check(n int, ln Line, seen map[string]int) error {
	if ln.Clean && len(ln.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	type span struct{ a, b int }
	var spans []span
	for _, p := range ln.PII {
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		if prev, ok := seen[p.V]; ok {
			return fmt.Errorf("value %q repeated (line %d)", p.V, prev)
		}
		seen[p.V] = n
		for i := 0; ; {
			j := strings.Index(ln.Q[i:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(p.V)})
			i += j + 1
		}
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for i := 0; ; {
			j := strings.Index(ln.Q[i:], k)
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

func dedupe(xs []string) []string {
	out := []string{}
	for _, x := range xs {
		dup := false
		for _, y := range out {
			if x == y {
				dup = true
			}
		}
		if !dup {
			out = append(out, x)
		}
	}
	return out
}

func main() {
	g := &G{r: rand.New(rand.NewSource(95)), used: map[string]bool{}}
	pk, ck := piiKinds(), cleanKinds()
	if len(pk) < 100 || len(ck) < 40 {
		fmt.Fprintf(os.Stderr, "too few kinds: %d pii, %d clean\n", len(pk), len(ck))
		os.Exit(1)
	}
	names := map[string]bool{}
	for _, k := range append(append([]Kind{}, pk...), ck...) {
		if names[k.name] {
			fmt.Fprintln(os.Stderr, "duplicate kind", k.name)
			os.Exit(1)
		}
		names[k.name] = true
	}
	pOrder, cOrder := []int{}, []int{}
	seen := map[string]int{}
	var buf bytes.Buffer
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var k Kind
		if clean {
			if len(cOrder) == 0 {
				cOrder = g.r.Perm(len(ck))
			}
			k, cOrder = ck[cOrder[0]], cOrder[1:]
		} else {
			if len(pOrder) == 0 {
				pOrder = g.r.Perm(len(pk))
			}
			k, pOrder = pk[pOrder[0]], pOrder[1:]
		}
		c := &C{}
		q := k.f(g, c)
		ln := Line{Q: q, PII: c.pii, Keep: dedupe(c.keep), Clean: clean, Kind: k.name}
		if ln.PII == nil {
			ln.PII = []PII{}
		}
		if err := check(i, ln, seen); err != nil {
			fmt.Fprintf(os.Stderr, "line %d [%s]: %v\n%s\n", i, k.name, err, q)
			os.Exit(1)
		}
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	f, err := os.Create("../c95.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	w.Write(buf.Bytes())
	w.Flush()
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines, %d pii kinds, %d clean kinds\n", len(pk), len(ck))
}
