// Command corpus67 writes c67.ndjson, a labelled test corpus for a PII scrubber
// in the gig-economy / marketplace domain. Deterministic: fixed seed, no maps
// iterated into output, no clock.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Item struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B builds a query while recording labels, so every label is a substring.
type B struct {
	sb     strings.Builder
	pii    []PII
	keep   []string
	spans  [][2]int // pii spans
	kspans [][2]int
}

func (b *B) w(s string) *B { b.sb.WriteString(s); return b }
func (b *B) p(f, v string) *B {
	st := b.sb.Len()
	b.sb.WriteString(v)
	b.pii = append(b.pii, PII{F: f, V: v})
	b.spans = append(b.spans, [2]int{st, b.sb.Len()})
	return b
}
func (b *B) k(v string) *B {
	st := b.sb.Len()
	b.sb.WriteString(v)
	if v != "" {
		b.keep = append(b.keep, v)
		b.kspans = append(b.kspans, [2]int{st, b.sb.Len()})
	}
	return b
}
func (b *B) String() string { return b.sb.String() }

var r = rand.New(rand.NewSource(6767))

func pick[T any](xs []T) T  { return xs[r.Intn(len(xs))] }
func chance(p float64) bool { return r.Float64() < p }

type tmpl struct {
	kind string
	fn   func(b *B)
	w    int
}

func main() {
	pi := piiTemplates()
	cl := cleanTemplates()
	var items []Item
	seenQ := map[string]bool{}
	gen := func(ts []tmpl, n int, clean bool) {
		// round-robin over templates weighted, then random
		total := 0
		for _, t := range ts {
			total += t.w
		}
		for i := 0; i < n; i++ {
			var t tmpl
			if i < len(ts) {
				t = ts[i]
			} else {
				x := r.Intn(total)
				for _, tt := range ts {
					if x < tt.w {
						t = tt
						break
					}
					x -= tt.w
				}
			}
			for attempt := 0; ; attempt++ {
				b := &B{}
				t.fn(b)
				it, err := finish(b, t.kind, clean)
				if err == nil && seenQ[it.Q] {
					err = fmt.Errorf("duplicate")
				}
				if err != nil {
					if attempt > 50 {
						panic(fmt.Sprintf("%s: %v", t.kind, err))
					}
					continue
				}
				seenQ[it.Q] = true
				items = append(items, it)
				break
			}
		}
	}
	gen(pi, 2000, false)
	gen(cl, 1000, true)
	r.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	// dedupe queries deterministically (regenerate impossible here; just check)
	seen := map[string]bool{}
	for _, it := range items {
		if seen[it.Q] {
			fmt.Fprintln(os.Stderr, "duplicate query:", it.Kind)
		}
		seen[it.Q] = true
	}
	f, err := os.Create("../c67.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	kinds := map[string]int{}
	for _, it := range items {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(it); err != nil {
			panic(err)
		}
		w.Write(buf.Bytes())
		kinds[it.Kind]++
	}
	w.Flush()
	f.Close()
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	fmt.Fprintf(os.Stderr, "wrote %d lines, %d kinds\n", len(items), len(ks))
}

func finish(b *B, kind string, clean bool) (Item, error) {
	q := b.String()
	it := Item{Q: q, PII: b.pii, Keep: nil, Clean: clean, Kind: kind}
	if it.PII == nil {
		it.PII = []PII{}
	}
	if clean && len(b.pii) > 0 {
		return it, fmt.Errorf("clean with pii")
	}
	if !clean && len(b.pii) == 0 {
		return it, fmt.Errorf("pii template without pii")
	}
	// keep strings must not overlap any PII occurrence: require each keep to
	// have an occurrence not overlapping a pii span; and no keep may contain
	// a pii value, nor pii value be a substring of a keep.
	seenK := map[string]bool{}
	for i, k := range b.keep {
		if seenK[k] {
			continue
		}
		ok := true
		ks := b.kspans[i]
		for _, s := range b.spans {
			if ks[0] < s[1] && s[0] < ks[1] {
				ok = false
			}
		}
		for _, p := range b.pii {
			if strings.Contains(k, p.V) {
				ok = false
			}
		}
		if !ok {
			return it, fmt.Errorf("keep %q overlaps pii", k)
		}
		seenK[k] = true
		it.Keep = append(it.Keep, k)
	}
	if it.Keep == nil {
		it.Keep = []string{}
	}
	for _, p := range b.pii {
		if !strings.Contains(q, p.V) || p.V == "" {
			return it, fmt.Errorf("pii not substring")
		}
	}
	return it, nil
}
