// Command gen writes ../c132.ndjson: 3,000 labelled lines of structured tool-call
// arguments and results (JSON, YAML, TOML, URLs, GraphQL, SQL, protobuf, CSV, reprs, logs)
// with personal data and secrets, every third line clean. Deterministic (seed 132).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

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

// B collects the labels of one line while its text is built.
type B struct {
	pii  []P
	keep []string
}

func (b *B) P(f, v string) string { b.pii = append(b.pii, P{f, v}); return v }
func (b *B) K(v string) string    { b.keep = append(b.keep, v); return v }

// convenience: a labelled value of each family
func (b *B) Email(v string) string { return b.P("email", v) }
func (b *B) Phone(v string) string { return b.P("phone", v) }
func (b *B) SSN(v string) string   { return b.P("ssn", v) }
func (b *B) Card(v string) string  { return b.P("credit_card", v) }
func (b *B) JWT(v string) string   { return b.P("jwt", v) }
func (b *B) Sec(v string) string   { return b.P("bearer", v) }

type T struct {
	kind string
	fn   func(b *B) string
}

var sf = fmt.Sprintf

func main() {
	pk, ck := piiTemplates(), cleanTemplates()
	checkKinds(pk)
	checkKinds(ck)
	fmt.Fprintf(os.Stderr, "pii kinds %d, clean kinds %d\n", len(pk), len(ck))
	out, err := os.Create("../c132.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	seenV := map[string]int{}
	pOrder, cOrder := perm(len(pk)), perm(len(ck))
	pi, ci := 0, 0
	counts := map[string]int{}
	for i := 1; i <= 3000; i++ {
		var t T
		clean := i%3 == 0
		if clean {
			if ci == len(cOrder) {
				cOrder, ci = perm(len(ck)), 0
			}
			t = ck[cOrder[ci]]
			ci++
		} else {
			if pi == len(pOrder) {
				pOrder, pi = perm(len(pk)), 0
			}
			t = pk[pOrder[pi]]
			pi++
		}
		b := &B{}
		q := t.fn(b)
		if err := validate(q, b, clean); err != nil {
			fmt.Fprintf(os.Stderr, "line %d [%s]: %v\n%s\n", i, t.kind, err, q)
			os.Exit(1)
		}
		for _, p := range b.pii {
			if prev, ok := seenV[p.V]; ok {
				fmt.Fprintf(os.Stderr, "line %d [%s]: value %q repeats line %d\n", i, t.kind, p.V, prev)
				os.Exit(1)
			}
			seenV[p.V] = i
			counts[p.F]++
		}
		if b.pii == nil {
			b.pii = []P{}
		}
		if b.keep == nil {
			b.keep = []string{}
		}
		if err := enc.Encode(Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}); err != nil {
			panic(err)
		}
	}
	w.Flush()
	out.Close()
	for _, f := range []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"} {
		fmt.Fprintf(os.Stderr, "%s=%d ", f, counts[f])
	}
	fmt.Fprintln(os.Stderr)
}

func perm(n int) []int { return r.Perm(n) }

func checkKinds(ts []T) {
	seen := map[string]bool{}
	for _, t := range ts {
		if seen[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		seen[t.kind] = true
	}
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func validate(q string, b *B, clean bool) error {
	if clean && len(b.pii) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !clean && len(b.pii) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	rest := q
	for _, p := range b.pii {
		if !families[p.F] {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		rest = strings.ReplaceAll(rest, p.V, "\x00")
	}
	for _, k := range b.keep {
		if k == "" || !strings.Contains(q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		if !strings.Contains(rest, k) {
			return fmt.Errorf("keep %q overlaps a pii value", k)
		}
	}
	return nil
}
