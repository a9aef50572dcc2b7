// Command gen writes ../c92.ndjson: a labelled PII test corpus for the scrub package,
// domain c92 (Southern and South-Eastern Europe and the Baltics). Deterministic: one
// math/rand source seeded with 92, no map iteration, no clock.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

var rng = rand.New(rand.NewSource(92))

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

type B struct {
	pii  []PII
	keep []string
}

func (b *B) P(f, v string) string { b.pii = append(b.pii, PII{f, v}); return v }
func (b *B) K(v string) string    { b.keep = append(b.keep, v); return v }

// shortcuts that draw and label in one step
func (b *B) Ph(cc string, style int) string   { return b.P("phone", ph(cc, style)) }
func (b *B) Mob(cc string, style int) string  { return b.P("phone", mob(cc).fmt(style)) }
func (b *B) Land(cc string, style int) string { return b.P("phone", land(cc).fmt(style)) }
func (b *B) Em(p Person) string               { return b.P("email", email(p)) }
func (b *B) WEm(p Person) string              { return b.P("email", workEmail(p)) }
func (b *B) Card(f int) string                { return b.P("credit_card", card(f)) }
func (b *B) Tok(kind string) string           { return b.P("bearer", tok(kind)) }
func (b *B) Pw() string                       { return b.P("bearer", password()) }
func (b *B) JWT(v string) string              { return b.P("jwt", v) }

type Kind struct {
	name string
	fn   func(b *B) string
}

var used = map[string]bool{}

func validate(q string, b *B, clean bool) error {
	if clean && len(b.pii) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !clean && len(b.pii) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	seen := map[string]bool{}
	for _, p := range b.pii {
		if p.V == "" || !strings.Contains(q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		if used[p.V] || seen[p.V] {
			return fmt.Errorf("value %q not unique", p.V)
		}
		seen[p.V] = true
	}
	blank := q
	for _, p := range b.pii {
		blank = strings.ReplaceAll(blank, p.V, "\x00")
	}
	for _, k := range b.keep {
		if k == "" || !strings.Contains(q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		if !strings.Contains(blank, k) {
			return fmt.Errorf("keep %q overlaps a pii value", k)
		}
	}
	return nil
}

func dedupe(xs []string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func schedule(kinds []Kind, n int) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i % len(kinds)
	}
	rng.Shuffle(n, func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
	return idx
}

func main() {
	piiKinds := piiKindList()
	cleanKinds := cleanKindList()
	fmt.Fprintf(os.Stderr, "pii kinds: %d, clean kinds: %d\n", len(piiKinds), len(cleanKinds))
	ps := schedule(piiKinds, 2000)
	cs := schedule(cleanKinds, 1000)
	out, err := os.Create("../c92.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	counts := map[string]int{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var k Kind
		if clean {
			k = cleanKinds[cs[ci]]
			ci++
		} else {
			k = piiKinds[ps[pi]]
			pi++
		}
		var ln Line
		var lastErr error
		ok := false
		for try := 0; try < 200; try++ {
			b := &B{}
			q := k.fn(b)
			if lastErr = validate(q, b, clean); lastErr != nil {
				continue
			}
			for _, p := range b.pii {
				used[p.V] = true
			}
			if b.pii == nil {
				b.pii = []PII{}
			}
			ln = Line{Q: q, PII: b.pii, Keep: dedupe(b.keep), Clean: clean, Kind: k.name}
			ok = true
			break
		}
		if !ok {
			panic(fmt.Sprintf("line %d kind %s: %v", i, k.name, lastErr))
		}
		counts[k.name]++
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	w.Flush()
	out.Close()
}
