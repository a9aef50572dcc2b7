// Command gen writes corpus 76: 3,000 labelled lines of East Asian business,
// consumer and developer traffic for the PII scrubber. The output is
// byte-identical on every run (math/rand seeded with 76, no maps iterated,
// no clock).
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

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

type tmpl struct {
	name string
	f    func(g *G) string
}

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

func main() {
	out := flag.String("o", "../c76.ndjson", "output file")
	n := flag.Int("n", 3000, "number of lines (a multiple of 3)")
	list := flag.Bool("kinds", false, "print the template kinds and exit")
	flag.Parse()

	piiT, cleanT := piiTemplates(), cleanTemplates()
	if *list {
		for _, t := range piiT {
			fmt.Println("pii  ", t.name)
		}
		for _, t := range cleanT {
			fmt.Println("clean", t.name)
		}
		fmt.Println(len(piiT), "pii kinds,", len(cleanT), "clean kinds")
		return
	}
	seen := map[string]bool{}
	for _, t := range append(append([]tmpl{}, piiT...), cleanT...) {
		if seen[t.name] {
			fail("duplicate kind %s", t.name)
		}
		seen[t.name] = true
	}

	r := rand.New(rand.NewSource(76))
	var piiOrder, cleanOrder []int
	var buf bytes.Buffer
	w := bufio.NewWriter(&buf)
	for i := 0; i < *n; i++ {
		clean := i%3 == 2
		var t tmpl
		if clean {
			if len(cleanOrder) == 0 {
				cleanOrder = r.Perm(len(cleanT))
			}
			t, cleanOrder = cleanT[cleanOrder[0]], cleanOrder[1:]
		} else {
			if len(piiOrder) == 0 {
				piiOrder = r.Perm(len(piiT))
			}
			t, piiOrder = piiT[piiOrder[0]], piiOrder[1:]
		}
		g := &G{r: r}
		q := t.f(g)
		rec := Rec{Q: q, PII: g.pii, Keep: g.keep, Clean: clean, Kind: t.name}
		if rec.PII == nil {
			rec.PII = []PV{}
		}
		if rec.Keep == nil {
			rec.Keep = []string{}
		}
		check(i+1, rec)
		line, err := marshal(rec)
		if err != nil {
			fail("line %d: %v", i+1, err)
		}
		w.Write(line)
	}
	w.Flush()
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fail("%v", err)
	}
	fmt.Fprintf(os.Stderr, "wrote %d lines to %s (%d pii kinds, %d clean kinds)\n", *n, *out, len(piiT), len(cleanT))
}

func marshal(r Rec) ([]byte, error) {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(r); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// check enforces the corpus rules on one record.
func check(ln int, r Rec) {
	if r.Clean != (len(r.PII) == 0) {
		fail("line %d (%s): clean=%v with %d pii", ln, r.Kind, r.Clean, len(r.PII))
	}
	for _, p := range r.PII {
		ok := false
		for _, f := range families {
			ok = ok || p.F == f
		}
		if !ok {
			fail("line %d (%s): family %q", ln, r.Kind, p.F)
		}
		if p.V == "" || !strings.Contains(r.Q, p.V) {
			fail("line %d (%s): pii %q not in q", ln, r.Kind, p.V)
		}
		if p.F == "credit_card" {
			d := strings.Map(func(c rune) rune {
				if c >= '0' && c <= '9' {
					return c
				}
				if c >= '０' && c <= '９' {
					return '0' + (c - '０')
				}
				return -1
			}, p.V)
			if !luhnOK(d) {
				fail("line %d (%s): card %q fails Luhn", ln, r.Kind, p.V)
			}
		}
	}
	for _, k := range r.Keep {
		if k == "" || !strings.Contains(r.Q, k) {
			fail("line %d (%s): keep %q not in q", ln, r.Kind, k)
		}
		// no occurrence of a keep string may overlap an occurrence of a pii value
		for _, ks := range occurrences(r.Q, k) {
			for _, p := range r.PII {
				for _, ps := range occurrences(r.Q, p.V) {
					if ks < ps+len(p.V) && ps < ks+len(k) {
						fail("line %d (%s): keep %q overlaps pii %q", ln, r.Kind, k, p.V)
					}
				}
			}
		}
	}
}

func occurrences(s, sub string) []int {
	var out []int
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, i+j)
		i += j + 1
	}
}

func fail(f string, a ...any) {
	fmt.Fprintf(os.Stderr, "gen: "+f+"\n", a...)
	os.Exit(1)
}
