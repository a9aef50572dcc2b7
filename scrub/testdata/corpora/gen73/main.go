// Command gen writes corpus 73: a held-out, labelled test corpus of everyday
// business and consumer text from Eastern Europe, the Caucasus, Central Asia
// and Turkey, for a PII scrubber.
//
// The output is byte-identical on every run: one math/rand source seeded
// with 73, templates picked from slices (never from a map), no clock.
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

// The six families the corpus labels.
var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

type piiRec struct {
	F string `json:"f"`
	V string `json:"v"`
}

type lineRec struct {
	Q     string   `json:"q"`
	PII   []piiRec `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B collects the labels of one line while its template builds the text.
type B struct {
	pii  []piiRec
	keep []string
}

// P labels v as personal data of family f and returns it.
func (b *B) P(f, v string) string {
	for _, p := range b.pii {
		if p.F == f && p.V == v {
			return v
		}
	}
	b.pii = append(b.pii, piiRec{f, v})
	return v
}

// K marks v as a look-alike that must stay intact and returns it.
func (b *B) K(v string) string {
	for _, k := range b.keep {
		if k == v {
			return v
		}
	}
	b.keep = append(b.keep, v)
	return v
}

type tmpl struct {
	kind string
	fn   func(b *B) string
}

// r is the only source of randomness.
var r = rand.New(rand.NewSource(73))

const (
	total = 3000
)

func main() {
	out := flag.String("o", "../c73.ndjson", "output file")
	flag.Parse()

	checkKinds()

	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)

	seen := make(map[string]bool) // membership only, never iterated
	retries := make([]int, 0)
	perKind := make(map[string]int)
	for i := 0; i < total; i++ {
		clean := i%3 == 2
		list := piiTemplates
		if clean {
			list = cleanTemplates
		}
		var rec lineRec
		tries := 0
		for {
			t := list[r.Intn(len(list))]
			b := &B{}
			q := fixDots(t.fn(b))
			// A template may mark a look-alike on a branch that does not
			// print it; only those in the text are kept.
			var keep []string
			for _, k := range b.keep {
				if strings.Contains(q, k) {
					keep = append(keep, k)
				}
			}
			rec = lineRec{Q: q, PII: b.pii, Keep: keep, Clean: clean, Kind: t.kind}
			if rec.PII == nil {
				rec.PII = []piiRec{}
			}
			if rec.Keep == nil {
				rec.Keep = []string{}
			}
			err, retry := validate(rec)
			if err == nil && seen[q] {
				err, retry = fmt.Errorf("duplicate line"), true
			}
			if err == nil {
				break
			}
			if !retry {
				fmt.Fprintf(os.Stderr, "template %s: %v\nq=%q\npii=%q\nkeep=%q\n", t.kind, err, q, rec.PII, rec.Keep)
				os.Exit(1)
			}
			tries++
			if tries > 50 {
				fmt.Fprintf(os.Stderr, "line %d: too many retries, last: %s %v\n", i+1, t.kind, err)
				os.Exit(1)
			}
		}
		retries = append(retries, tries)
		seen[rec.Q] = true
		perKind[rec.Kind]++
		if err := enc.Encode(rec); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := f.Close(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	nr := 0
	for _, t := range retries {
		nr += t
	}
	// Every kind must occur.
	missing := []string{}
	for _, t := range append(append([]tmpl{}, piiTemplates...), cleanTemplates...) {
		if perKind[t.kind] == 0 {
			missing = append(missing, t.kind)
		}
	}
	sort.Strings(missing)
	fmt.Fprintf(os.Stderr, "wrote %d lines to %s (%d pii kinds, %d clean kinds, %d retries)\n",
		total, *out, len(piiTemplates), len(cleanTemplates), nr)
	if len(missing) > 0 {
		fmt.Fprintf(os.Stderr, "kinds that never occurred: %s\n", strings.Join(missing, ", "))
		os.Exit(1)
	}
}

// fixDots drops the sentence's full stop after an abbreviated currency
// ("120 руб.." reads "120 руб.").
func fixDots(q string) string {
	for _, a := range []string{"руб", "р", "грн", "лв", "дин"} {
		q = strings.ReplaceAll(q, " "+a+"..", " "+a+".")
		q = strings.ReplaceAll(q, "\u00a0"+a+"..", "\u00a0"+a+".")
		q = strings.ReplaceAll(q, "\u202f"+a+"..", "\u202f"+a+".")
	}
	return q
}

// checkKinds makes sure template names are unique across both lists.
func checkKinds() {
	names := make(map[string]bool)
	for _, t := range append(append([]tmpl{}, piiTemplates...), cleanTemplates...) {
		if names[t.kind] {
			fmt.Fprintf(os.Stderr, "duplicate kind %s\n", t.kind)
			os.Exit(1)
		}
		names[t.kind] = true
	}
}
