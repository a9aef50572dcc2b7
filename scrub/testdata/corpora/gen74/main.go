// Command gen writes the labelled PII test corpus c74.ndjson.
//
// It uses the standard library only and one math/rand source seeded with 74;
// nothing in the output depends on map order or the clock, so every run writes
// the same bytes.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
)

// Families.
const (
	fE = "email"
	fP = "phone"
	fS = "ssn"
	fJ = "jwt"
	fB = "bearer"
	fC = "credit_card"
)

var families = []string{fE, fP, fS, fJ, fB, fC}

// PV is one labelled personal value.
type PV struct {
	F string `json:"f"`
	V string `json:"v"`
}

// Rec is one line of the corpus.
type Rec struct {
	Q     string   `json:"q"`
	PII   []PV     `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B builds a line: text, labelled values and keep strings are appended in
// order, so every label is an exact substring of the text by construction.
type B struct {
	sb   strings.Builder
	pii  []PV
	keep []string
}

// T appends plain text.
func (b *B) T(s string) *B { b.sb.WriteString(s); return b }

// P appends a personal value of family f.
func (b *B) P(f, v string) *B {
	b.sb.WriteString(v)
	b.pii = append(b.pii, PV{f, v})
	return b
}

// K appends a look-alike that must stay intact.
func (b *B) K(v string) *B {
	b.sb.WriteString(v)
	b.keep = append(b.keep, v)
	return b
}

// Label marks a value already written (or written later) as personal.
func (b *B) Label(f, v string) { b.pii = append(b.pii, PV{f, v}) }

// Keep marks a string already written as a look-alike to keep.
func (b *B) Keep(v string) { b.keep = append(b.keep, v) }

type slot struct {
	k    byte
	f, v string
}

// Pv is a personal-value slot for F.
func Pv(f, v string) slot { return slot{'p', f, v} }

// Kv is a keep slot for F.
func Kv(v string) slot { return slot{'k', "", v} }

// Tv is a plain text slot for F.
func Tv(v string) slot { return slot{'t', "", v} }

// F fills each "{}" of tpl with the next slot.
func (b *B) F(tpl string, s ...slot) *B {
	i := 0
	for {
		j := strings.Index(tpl, "{}")
		if j < 0 {
			b.T(tpl)
			break
		}
		b.T(tpl[:j])
		if i >= len(s) {
			panic("too few slots for " + tpl)
		}
		switch s[i].k {
		case 'p':
			b.P(s[i].f, s[i].v)
		case 'k':
			b.K(s[i].v)
		default:
			b.T(s[i].v)
		}
		i++
		tpl = tpl[j+2:]
	}
	if i != len(s) {
		panic("too many slots for " + tpl)
	}
	return b
}

// Tmpl is one template kind.
type Tmpl struct {
	Kind string
	Fn   func(b *B)
}

func build(t Tmpl, clean bool, retries map[string]int) Rec {
	var last error
	for attempt := 0; attempt < 200; attempt++ {
		b := &B{}
		t.Fn(b)
		rec := Rec{Q: b.sb.String(), PII: dedupPV(b.pii), Keep: dedupS(b.keep), Clean: clean, Kind: t.Kind}
		if err := validate(rec); err != nil {
			last = err
			retries[t.Kind]++
			continue
		}
		return rec
	}
	panic(fmt.Sprintf("template %s never validated: %v", t.Kind, last))
}

func dedupPV(xs []PV) []PV {
	out := []PV{}
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

func dedupS(xs []string) []string {
	out := []string{}
	for _, x := range xs {
		if len(x) < 3 {
			continue // too short to tell anything
		}
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
	outPath := flag.String("o", "../c74.ndjson", "output file")
	flag.Parse()
	r = rand.New(rand.NewSource(74))

	var piiT []Tmpl
	piiT = append(piiT, emailTemplates()...)
	piiT = append(piiT, phoneTemplates()...)
	piiT = append(piiT, ssnTemplates()...)
	piiT = append(piiT, cardTemplates()...)
	piiT = append(piiT, jwtTemplates()...)
	piiT = append(piiT, secretTemplates()...)
	piiT = append(piiT, mixedTemplates()...)
	cleanT := cleanTemplates()

	seen := map[string]bool{}
	for _, t := range append(append([]Tmpl{}, piiT...), cleanT...) {
		if seen[t.Kind] {
			panic("duplicate kind " + t.Kind)
		}
		seen[t.Kind] = true
	}

	retries := map[string]int{}
	var recs []Rec
	var pOrder, cOrder []int
	pi, ci := 0, 0
	for i := 0; i < 3000; i++ {
		if i%3 == 2 {
			if ci%len(cleanT) == 0 {
				cOrder = r.Perm(len(cleanT))
			}
			recs = append(recs, build(cleanT[cOrder[ci%len(cleanT)]], true, retries))
			ci++
		} else {
			if pi%len(piiT) == 0 {
				pOrder = r.Perm(len(piiT))
			}
			recs = append(recs, build(piiT[pOrder[pi%len(piiT)]], false, retries))
			pi++
		}
	}

	f, err := os.Create(*outPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, rec := range recs {
		if err := enc.Encode(rec); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	if err := f.Close(); err != nil {
		panic(err)
	}

	// Summary on stderr.
	fam := map[string]int{}
	for _, rec := range recs {
		for _, p := range rec.PII {
			fam[p.F]++
		}
	}
	fmt.Fprintf(os.Stderr, "wrote %d lines to %s: %d pii kinds, %d clean kinds\n", len(recs), *outPath, len(piiT), len(cleanT))
	for _, f := range families {
		fmt.Fprintf(os.Stderr, "  %-12s %d values\n", f, fam[f])
	}
	var rk []string
	for k := range retries {
		rk = append(rk, k)
	}
	sort.Strings(rk)
	for _, k := range rk {
		fmt.Fprintf(os.Stderr, "  retries %-28s %d\n", k, retries[k])
	}
}
