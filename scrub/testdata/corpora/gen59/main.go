// Command gen59 writes corpus 59 (education and research) for the scrub
// evaluation: 3,000 labelled queries, 2,000 with PII and 1,000 clean.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
)

type Rec struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type T struct {
	kind string
	f    func(g *G) string
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "credit_card": true, "jwt": true, "bearer": true}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if x == "" || seen[x] {
			continue
		}
		seen[x] = true
		out = append(out, x)
	}
	return out
}

// build runs a template; it returns an error for overlap problems (the
// caller draws again) and panics for a value missing from the text.
func build(g *G, t T, clean bool) (Rec, error) {
	g.pii, g.keep = nil, nil
	q := t.f(g)
	var pii []PII
	seen := map[string]bool{}
	for _, p := range g.pii {
		if !families[p.F] {
			panic("bad family " + p.F)
		}
		if p.V == "" {
			panic("empty pii in " + t.kind)
		}
		if !strings.Contains(q, p.V) {
			panic(fmt.Sprintf("kind %s: pii %q not in q:\n%s", t.kind, p.V, q))
		}
		if seen[p.V] {
			continue
		}
		seen[p.V] = true
		pii = append(pii, p)
	}
	var keep []string
	for _, k := range dedupe(g.keep) {
		if len(k) >= 3 { // one- and two-character keeps say nothing
			keep = append(keep, k)
		}
	}
	for _, k := range keep {
		if !strings.Contains(q, k) {
			panic(fmt.Sprintf("kind %s: keep %q not in q:\n%s", t.kind, k, q))
		}
		for _, p := range pii {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return Rec{}, fmt.Errorf("overlap %q / %q", k, p.V)
			}
		}
	}
	// a pii value must not be a substring of another family's value
	for i, a := range pii {
		for j, b := range pii {
			if i != j && a.F != b.F && strings.Contains(a.V, b.V) {
				return Rec{}, fmt.Errorf("pii nest %q / %q", a.V, b.V)
			}
		}
	}
	if clean && len(pii) > 0 {
		panic("clean template with pii: " + t.kind)
	}
	if !clean && len(pii) == 0 {
		panic("pii template without pii: " + t.kind)
	}
	if len(keep) == 0 && clean {
		panic("clean template without keep: " + t.kind)
	}
	if pii == nil {
		pii = []PII{}
	}
	if keep == nil {
		keep = []string{}
	}
	return Rec{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: t.kind}, nil
}

func gen(g *G, ts []T, n int, clean bool, seenQ map[string]bool) []Rec {
	var out []Rec
	for i := 0; i < n; i++ {
		t := ts[i%len(ts)]
		var rec Rec
		ok := false
		for try := 0; try < 50; try++ {
			r, err := build(g, t, clean)
			if err != nil || seenQ[r.Q] {
				continue
			}
			rec, ok = r, true
			break
		}
		if !ok {
			panic("could not build " + t.kind)
		}
		seenQ[rec.Q] = true
		out = append(out, rec)
	}
	return out
}

func main() {
	g := &G{r: rand.New(rand.NewSource(59))}
	seenQ := map[string]bool{}
	pt, ct := piiTemplates(), cleanTemplates()
	checkKinds(pt, ct)
	recs := gen(g, pt, 2000, false, seenQ)
	recs = append(recs, gen(g, ct, 1000, true, seenQ)...)
	g.r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })

	var buf bytes.Buffer
	fam := map[string]int{}
	for _, r := range recs {
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(r); err != nil {
			panic(err)
		}
		for _, p := range r.PII {
			fam[p.F]++
		}
	}
	if err := os.WriteFile("/work/corpus59/c59.ndjson", buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	var fs []string
	for f := range fam {
		fs = append(fs, f)
	}
	sort.Strings(fs)
	fmt.Printf("wrote %d records (%d pii kinds, %d clean kinds)\n", len(recs), len(pt), len(ct))
	for _, f := range fs {
		fmt.Printf("  %-12s %d\n", f, fam[f])
	}
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
