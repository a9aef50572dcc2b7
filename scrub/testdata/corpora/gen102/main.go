// Command gen writes ../c102.ndjson: a labelled PII corpus for the crypto/web3 domain.
// Deterministic: math/rand seeded with 102, no clock, no map iteration in the output.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

var r = rand.New(rand.NewSource(102))

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

// B collects labels while a template builds its text.
type B struct {
	pii  []P
	keep []string
}

func (b *B) P(f, v string) string { b.pii = append(b.pii, P{f, v}); return v }
func (b *B) K(v string) string    { b.keep = append(b.keep, v); return v }

// shortcuts
func (b *B) Email(p person) string              { return b.P("email", emailFor(p, false)) }
func (b *B) CorpEmail(p person) string          { return b.P("email", emailFor(p, true)) }
func (b *B) Phone(reg string, intl bool) string { return b.P("phone", phone(reg, intl)) }
func (b *B) Bearer(v string) string             { return b.P("bearer", v) }
func (b *B) JWT(v string) string                { return b.P("jwt", v) }
func (b *B) Card(brand string) string           { return b.P("credit_card", card(brand)) }
func (b *B) SSN() string                        { return b.P("ssn", ssn()) }
func (b *B) ITIN() string                       { return b.P("ssn", itin()) }

type tmpl struct {
	kind string
	fn   func(b *B) string
}

var seen = map[string]bool{}

func overlaps(q, a, c string) bool {
	for i := 0; ; {
		j := strings.Index(q[i:], a)
		if j < 0 {
			return false
		}
		as, ae := i+j, i+j+len(a)
		for k := 0; ; {
			m := strings.Index(q[k:], c)
			if m < 0 {
				break
			}
			cs, ce := k+m, k+m+len(c)
			if as < ce && cs < ae {
				return true
			}
			k = cs + 1
		}
		i = as + 1
	}
}

func validate(q string, b *B, clean bool) error {
	if clean && len(b.pii) > 0 {
		return fmt.Errorf("clean line has pii")
	}
	if !clean && len(b.pii) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	local := map[string]bool{}
	for _, p := range b.pii {
		if p.V == "" || !strings.Contains(q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		if err := checkValue(p); err != nil {
			return err
		}
		if seen[p.V] || local[p.V] {
			return fmt.Errorf("duplicate value %q", p.V)
		}
		local[p.V] = true
	}
	for _, k := range b.keep {
		if len(k) < 3 || !strings.Contains(q, k) {
			return fmt.Errorf("keep %q not in q (or too short)", k)
		}
		for _, p := range b.pii {
			if overlaps(q, k, p.V) {
				return fmt.Errorf("keep %q overlaps %s %q", k, p.F, p.V)
			}
		}
	}
	for i, p := range b.pii {
		for j, o := range b.pii {
			if i != j && strings.Contains(o.V, p.V) {
				return fmt.Errorf("value %q inside %q", p.V, o.V)
			}
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

func build(t tmpl, clean bool) Line {
	var lastErr error
	for try := 0; try < 50; try++ {
		b := &B{}
		q := t.fn(b)
		b.keep = dedupe(b.keep)
		if err := validate(q, b, clean); err != nil {
			lastErr = err
			continue
		}
		for _, p := range b.pii {
			seen[p.V] = true
		}
		pii := b.pii
		if pii == nil {
			pii = []P{}
		}
		return Line{Q: q, PII: pii, Keep: b.keep, Clean: clean, Kind: t.kind}
	}
	fmt.Fprintf(os.Stderr, "template %s failed: %v\n", t.kind, lastErr)
	os.Exit(1)
	return Line{}
}

func checkKinds(ts []tmpl) {
	names := map[string]bool{}
	for _, t := range ts {
		if names[t.kind] {
			fmt.Fprintln(os.Stderr, "duplicate kind", t.kind)
			os.Exit(1)
		}
		names[t.kind] = true
	}
}

func main() {
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	checkKinds(append(append([]tmpl{}, piiT...), cleanT...))
	fmt.Fprintf(os.Stderr, "%d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))

	var pOrder, cOrder []int
	pi, ci := 0, 0
	f, err := os.Create("../c102.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := 1; i <= 3000; i++ {
		var ln Line
		if i%3 == 0 {
			if ci == len(cOrder) {
				cOrder, ci = r.Perm(len(cleanT)), 0
			}
			ln = build(cleanT[cOrder[ci]], true)
			ci++
		} else {
			if pi == len(pOrder) {
				pOrder, pi = r.Perm(len(piiT)), 0
			}
			ln = build(piiT[pOrder[pi]], false)
			pi++
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	w.Flush()
	f.Close()
}
