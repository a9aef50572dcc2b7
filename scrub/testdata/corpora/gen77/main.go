// Command gen writes c77.ndjson, a labelled held-out corpus for a PII
// scrubber: everyday Spanish and Portuguese traffic of Latin America and
// Iberia. The output is byte-identical on every run (math/rand seeded with
// 77, no map iteration or clock in the output).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
)

type pii struct {
	F string `json:"f"`
	V string `json:"v"`
}

type record struct {
	Q     string   `json:"q"`
	PII   []pii    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B collects the labels while a template writes its text.
type B struct {
	pii  []pii
	keep []string
}

// P labels v as a value of family f and returns it.
func (b *B) P(f, v string) string {
	for _, x := range b.pii {
		if x.F == f && x.V == v {
			return v
		}
	}
	b.pii = append(b.pii, pii{f, v})
	return v
}

// K labels v as a look-alike that must stay intact and returns it.
func (b *B) K(v string) string {
	for _, x := range b.keep {
		if x == v {
			return v
		}
	}
	b.keep = append(b.keep, v)
	return v
}

type tmpl struct {
	name string
	fn   func(b *B) string
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

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

func validate(rec record) error {
	if rec.Clean != (len(rec.PII) == 0) {
		return fmt.Errorf("clean=%v with %d pii", rec.Clean, len(rec.PII))
	}
	var ps [][2]int
	for _, p := range rec.PII {
		if !families[p.F] {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(rec.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		ps = append(ps, spans(rec.Q, p.V)...)
	}
	for _, k := range rec.Keep {
		if len(k) < 4 || !strings.Contains(rec.Q, k) {
			return fmt.Errorf("keep %q short or not in q", k)
		}
		for _, ks := range spans(rec.Q, k) {
			for _, s := range ps {
				if ks[0] < s[1] && s[0] < ks[1] {
					return fmt.Errorf("keep %q overlaps pii %q", k, rec.Q[s[0]:s[1]])
				}
			}
		}
	}
	return nil
}

func main() {
	out := flag.String("o", "../c77.ndjson", "output file")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	piiT, cleanT := piiTemplates(), cleanTemplates()
	var piiOrder, cleanOrder []int
	retries := 0
	for i := 0; i < 3000; i++ {
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
		var rec record
		for try := 0; ; try++ {
			b := &B{}
			q := t.fn(b)
			rec = record{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.name}
			if rec.PII == nil {
				rec.PII = []pii{}
			}
			if rec.Keep == nil {
				rec.Keep = []string{}
			}
			err := validate(rec)
			if err == nil {
				break
			}
			if try >= 20 {
				fmt.Fprintf(os.Stderr, "line %d kind %s: %v\n%s\n", i+1, t.name, err, q)
				os.Exit(1)
			}
			if os.Getenv("GEN_DEBUG") != "" {
				fmt.Fprintf(os.Stderr, "retry %s: %v\n", t.name, err)
			}
			retries++
		}
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
	fmt.Fprintf(os.Stderr, "wrote %s: 3000 lines, %d pii kinds, %d clean kinds, %d regenerated\n", *out, len(piiT), len(cleanT), retries)
}
