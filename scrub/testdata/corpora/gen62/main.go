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

var r = rand.New(rand.NewSource(62062))

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B builds a query while recording labelled spans.
type B struct {
	s    strings.Builder
	pii  []P
	keep []string
}

func nb() *B { return &B{} }

func (b *B) T(xs ...string) *B {
	for _, x := range xs {
		b.s.WriteString(x)
	}
	return b
}
func (b *B) F(format string, a ...any) *B { b.s.WriteString(fmt.Sprintf(format, a...)); return b }
func (b *B) P(f, v string) *B {
	b.s.WriteString(v)
	b.pii = append(b.pii, P{f, v})
	return b
}
func (b *B) K(v string) *B {
	b.s.WriteString(v)
	b.keep = append(b.keep, v)
	return b
}

// shorthand for families
func (b *B) Em(v string) *B { return b.P("email", v) }
func (b *B) Ph(v string) *B { return b.P("phone", v) }
func (b *B) Ss(v string) *B { return b.P("ssn", v) }
func (b *B) Cc(v string) *B { return b.P("credit_card", v) }
func (b *B) Jw(v string) *B { return b.P("jwt", v) }
func (b *B) Br(v string) *B { return b.P("bearer", v) }

type Tpl struct {
	kind string
	fn   func() *B
}

var fams = map[string]bool{"email": true, "phone": true, "ssn": true, "credit_card": true, "jwt": true, "bearer": true}

func validate(rec *Rec) error {
	if rec.Clean != (len(rec.PII) == 0) {
		return fmt.Errorf("clean flag mismatch")
	}
	for _, p := range rec.PII {
		if !fams[p.F] {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(rec.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		for _, k := range rec.Keep {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return fmt.Errorf("pii %q overlaps keep %q", p.V, k)
			}
		}
	}
	for _, k := range rec.Keep {
		if k == "" || !strings.Contains(rec.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
	}
	return nil
}

func dedupKeep(ks []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, k := range ks {
		if len(k) >= 5 && !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

func dedupPII(ps []P) []P {
	seen := map[P]bool{}
	out := []P{}
	for _, p := range ps {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

func build(t Tpl, clean bool, seen map[string]bool) Rec {
	for try := 0; try < 200; try++ {
		b := t.fn()
		rec := Rec{Q: b.s.String(), PII: dedupPII(b.pii), Keep: dedupKeep(b.keep), Clean: clean, Kind: t.kind}
		if seen[rec.Q] {
			continue
		}
		if err := validate(&rec); err != nil {
			if try > 150 {
				fmt.Fprintf(os.Stderr, "kind %s: %v\n", t.kind, err)
				os.Exit(1)
			}
			continue
		}
		seen[rec.Q] = true
		return rec
	}
	fmt.Fprintf(os.Stderr, "kind %s: cannot make a unique valid record\n", t.kind)
	os.Exit(1)
	return Rec{}
}

func main() {
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	if len(piiT) < 60 || len(cleanT) < 30 {
		fmt.Fprintf(os.Stderr, "too few kinds: %d pii, %d clean\n", len(piiT), len(cleanT))
		os.Exit(1)
	}
	kinds := map[string]bool{}
	for _, t := range append(append([]Tpl{}, piiT...), cleanT...) {
		if kinds[t.kind] {
			fmt.Fprintf(os.Stderr, "duplicate kind %s\n", t.kind)
			os.Exit(1)
		}
		kinds[t.kind] = true
	}
	seen := map[string]bool{}
	var recs []Rec
	for i := 0; i < 2000; i++ {
		t := piiT[i%len(piiT)]
		rec := build(t, false, seen)
		if len(rec.PII) == 0 {
			fmt.Fprintf(os.Stderr, "kind %s produced no pii\n", t.kind)
			os.Exit(1)
		}
		recs = append(recs, rec)
	}
	for i := 0; i < 1000; i++ {
		t := cleanT[i%len(cleanT)]
		recs = append(recs, build(t, true, seen))
	}
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
	f, err := os.Create("/work/corpus62/c62.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	counts := map[string]int{}
	for i := range recs {
		if err := enc.Encode(&recs[i]); err != nil {
			panic(err)
		}
		for _, p := range recs[i].PII {
			counts[p.F]++
		}
	}
	w.Flush()
	f.Close()
	var ks []string
	for k := range counts {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Printf("%s %d\n", k, counts[k])
	}
	fmt.Printf("records %d, pii kinds %d, clean kinds %d\n", len(recs), len(piiT), len(cleanT))
}
