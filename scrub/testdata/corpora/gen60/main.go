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

// R is the single deterministic source of randomness.
var R = rand.New(rand.NewSource(60060))

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "credit_card": true, "jwt": true, "bearer": true}

type Lab struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []Lab    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B collects labels while a template is written; q is set at the end.
type B struct {
	q    string
	pii  []Lab
	keep []string
}

// P records a PII value and returns it for use in the text.
func (b *B) P(f, v string) string {
	if !families[f] {
		panic("bad family " + f)
	}
	b.pii = append(b.pii, Lab{f, v})
	return v
}

// K records a look-alike that must survive and returns it.
func (b *B) K(v string) string {
	b.keep = append(b.keep, v)
	return v
}

type tpl struct {
	kind string
	fn   func(b *B)
}

func validate(r *Rec) error {
	if strings.TrimSpace(r.Q) == "" {
		return fmt.Errorf("empty q")
	}
	if r.Clean != (len(r.PII) == 0) {
		return fmt.Errorf("clean flag mismatch")
	}
	for _, p := range r.PII {
		if !families[p.F] {
			return fmt.Errorf("family %q", p.F)
		}
		if p.V == "" || !strings.Contains(r.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		for _, k := range r.Keep {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return fmt.Errorf("pii %q vs keep %q overlap", p.V, k)
			}
		}
	}
	for _, k := range r.Keep {
		if k == "" || !strings.Contains(r.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
	}
	return nil
}

func dedupLabs(in []Lab) []Lab {
	seen := map[string]bool{}
	var out []Lab
	for _, l := range in {
		key := l.F + "\x00" + l.V
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, l)
	}
	return out
}

func dedupStr(in []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, s := range in {
		if seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
	}
	return out
}

func build(t tpl, clean bool, seenQ map[string]bool) Rec {
	for attempt := 0; attempt < 50; attempt++ {
		b := &B{}
		t.fn(b)
		r := Rec{Q: b.q, PII: dedupLabs(b.pii), Keep: dedupStr(b.keep), Clean: clean, Kind: t.kind}
		if r.PII == nil {
			r.PII = []Lab{}
		}
		// a value labelled twice under different families would be a template bug
		if err := validate(&r); err != nil {
			if attempt == 49 {
				fmt.Fprintf(os.Stderr, "kind %s: %v\n%s\n", t.kind, err, r.Q)
				os.Exit(1)
			}
			continue
		}
		if seenQ[r.Q] {
			continue
		}
		seenQ[r.Q] = true
		return r
	}
	fmt.Fprintf(os.Stderr, "kind %s: could not make a unique valid record\n", t.kind)
	os.Exit(1)
	return Rec{}
}

func main() {
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	if len(piiT) < 60 || len(cleanT) < 30 {
		fmt.Fprintf(os.Stderr, "need 60 pii and 30 clean kinds, have %d and %d\n", len(piiT), len(cleanT))
		os.Exit(1)
	}
	kinds := map[string]bool{}
	for _, t := range append(append([]tpl{}, piiT...), cleanT...) {
		if kinds[t.kind] {
			fmt.Fprintf(os.Stderr, "duplicate kind %s\n", t.kind)
			os.Exit(1)
		}
		kinds[t.kind] = true
	}
	seenQ := map[string]bool{}
	var recs []Rec
	for i := 0; i < 2000; i++ {
		recs = append(recs, build(piiT[i%len(piiT)], false, seenQ))
	}
	for i := 0; i < 1000; i++ {
		recs = append(recs, build(cleanT[i%len(cleanT)], true, seenQ))
	}
	R.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })

	out := "/work/corpus60/c60.ndjson"
	f, err := os.Create(out)
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	fam := map[string]int{}
	for _, r := range recs {
		if err := validate(&r); err != nil {
			panic(err)
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(r); err != nil {
			panic(err)
		}
		for _, p := range r.PII {
			fam[p.F]++
		}
	}
	w.Flush()
	f.Close()
	var fs []string
	for k := range fam {
		fs = append(fs, k)
	}
	sort.Strings(fs)
	fmt.Printf("wrote %d records (%d pii kinds, %d clean kinds) to %s\n", len(recs), len(piiT), len(cleanT), out)
	for _, k := range fs {
		fmt.Printf("  %-12s %d\n", k, fam[k])
	}
}
