// Command gen writes ../c106.ndjson: 3,000 labelled lines of identity, access and
// secrets administration text (2,000 with PII, 1,000 clean). Deterministic: math/rand
// seeded with 106, no clock, no map iteration into the output.
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

var r = rand.New(rand.NewSource(106))

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

// B collects the labels of one line while its template writes it.
type B struct {
	pii  []P
	keep []string
}

func (b *B) add(f, v string) string {
	for _, p := range b.pii {
		if p.V == v {
			return v
		}
	}
	b.pii = append(b.pii, P{f, v})
	return v
}
func (b *B) E(v string) string  { return b.add("email", v) }
func (b *B) Ph(v string) string { return b.add("phone", v) }
func (b *B) S(v string) string  { return b.add("ssn", v) }
func (b *B) J(v string) string  { return b.add("jwt", v) }
func (b *B) T(v string) string  { return b.add("bearer", v) }
func (b *B) C(v string) string  { return b.add("credit_card", v) }
func (b *B) K(v string) string {
	for _, k := range b.keep {
		if k == v {
			return v
		}
	}
	b.keep = append(b.keep, v)
	return v
}

type T struct {
	kind string
	fn   func(b *B) string
}

func spans(q, v string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(q[i:], v)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(v)})
		i += j + 1
	}
}

func validate(q string, b *B, clean bool) error {
	if clean && len(b.pii) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !clean && len(b.pii) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	var ps [][2]int
	for _, p := range b.pii {
		if p.V == "" {
			return fmt.Errorf("empty pii value")
		}
		s := spans(q, p.V)
		if len(s) == 0 {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		if used[p.V] {
			return fmt.Errorf("pii %q reused", p.V)
		}
		ps = append(ps, s...)
	}
	for _, k := range b.keep {
		if k == "" {
			return fmt.Errorf("empty keep")
		}
		s := spans(q, k)
		if len(s) == 0 {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, a := range s {
			for _, p := range ps {
				if a[0] < p[1] && p[0] < a[1] {
					return fmt.Errorf("keep %q overlaps pii %q", k, q[p[0]:p[1]])
				}
			}
		}
	}
	return nil
}

func gen(t T, clean bool) Line {
	var lastErr error
	for try := 0; try < 60; try++ {
		pend = map[string]bool{}
		b := &B{}
		q := t.fn(b)
		if err := validate(q, b, clean); err != nil {
			lastErr = err
			continue
		}
		for _, p := range b.pii {
			used[p.V] = true
		}
		if b.pii == nil {
			b.pii = []P{}
		}
		if b.keep == nil {
			b.keep = []string{}
		}
		return Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}
	}
	panic(fmt.Sprintf("template %s: %v", t.kind, lastErr))
}

func main() {
	piiT, cleanT := piiTemplates(), cleanTemplates()
	checkKinds(piiT)
	checkKinds(cleanT)
	var lines []Line
	var pOrder, cOrder []int
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		if i%3 == 0 {
			if ci%len(cleanT) == 0 {
				cOrder = r.Perm(len(cleanT))
			}
			lines = append(lines, gen(cleanT[cOrder[ci%len(cleanT)]], true))
			ci++
		} else {
			if pi%len(piiT) == 0 {
				pOrder = r.Perm(len(piiT))
			}
			lines = append(lines, gen(piiT[pOrder[pi%len(piiT)]], false))
			pi++
		}
	}
	f, err := os.Create("../c106.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	fam := map[string]int{}
	for _, l := range lines {
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
		for _, p := range l.PII {
			fam[p.F]++
		}
	}
	w.Flush()
	f.Close()
	names := []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}
	fmt.Fprintf(os.Stderr, "wrote %d lines; %d pii kinds, %d clean kinds\n", len(lines), len(piiT), len(cleanT))
	for _, n := range names {
		fmt.Fprintf(os.Stderr, "  %-12s %d\n", n, fam[n])
	}
}

func checkKinds(ts []T) {
	seen := map[string]bool{}
	var ks []string
	for _, t := range ts {
		if seen[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		seen[t.kind] = true
		ks = append(ks, t.kind)
	}
	sort.Strings(ks)
}

func piiTemplates() []T {
	var ts []T
	ts = append(ts, idpTemplates()...)
	ts = append(ts, dirTemplates()...)
	ts = append(ts, opsTemplates()...)
	ts = append(ts, extraTemplates()...)
	return ts
}
