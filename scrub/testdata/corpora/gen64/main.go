package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
	"unicode/utf8"
)

const seed = 64064

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

// R collects labels while a template builds its text.
type R struct {
	pii  []P
	keep []string
}

func (r *R) P(f, v string) string {
	for _, p := range r.pii {
		if p.F == f && p.V == v {
			return v
		}
	}
	r.pii = append(r.pii, P{f, v})
	return v
}
func (r *R) Ph(v string) string   { return r.P("phone", v) }
func (r *R) Em(v string) string   { return r.P("email", v) }
func (r *R) Card(v string) string { return r.P("credit_card", v) }
func (r *R) SSN(v string) string  { return r.P("ssn", v) }
func (r *R) JWT(v string) string  { return r.P("jwt", v) }
func (r *R) Sec(v string) string  { return r.P("bearer", v) }

// K marks a string that must survive scrubbing (only if >= 5 bytes).
func (r *R) K(v string) string {
	if len(v) >= 5 {
		for _, k := range r.keep {
			if k == v {
				return v
			}
		}
		r.keep = append(r.keep, v)
	}
	return v
}

type tmpl struct {
	kind string
	w    int
	f    func(g *G, r *R) string
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "credit_card": true, "jwt": true, "bearer": true}

func validate(rec *Rec, seen map[string]bool) error {
	if rec.Q == "" || !utf8.ValidString(rec.Q) {
		return fmt.Errorf("empty or invalid utf8 q")
	}
	if seen[rec.Q] {
		return fmt.Errorf("duplicate q")
	}
	if rec.Clean != (len(rec.PII) == 0) {
		return fmt.Errorf("clean flag mismatch")
	}
	for _, p := range rec.PII {
		if !families[p.F] {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(rec.Q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
	}
	for _, k := range rec.Keep {
		if len(k) < 5 {
			return fmt.Errorf("keep %q too short", k)
		}
		if !strings.Contains(rec.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, p := range rec.PII {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return fmt.Errorf("keep %q overlaps value %q", k, p.V)
			}
		}
	}
	return nil
}

func build(g *G, ts []tmpl, n int, clean bool, seen map[string]bool) []Rec {
	total := 0
	for _, t := range ts {
		total += t.w
	}
	var out []Rec
	for len(out) < n {
		x := g.r.Intn(total)
		var t tmpl
		for _, c := range ts {
			if x < c.w {
				t = c
				break
			}
			x -= c.w
		}
		var rec Rec
		var err error
		ok := false
		for try := 0; try < 200; try++ {
			r := &R{}
			q := t.f(g, r)
			// keep strings registered by a branch that was not taken are dropped;
			// labelled values are never dropped (a missing one fails validation).
			var keep []string
			for _, k := range r.keep {
				if strings.Contains(q, k) {
					keep = append(keep, k)
				}
			}
			rec = Rec{Q: q, PII: r.pii, Keep: keep, Clean: len(r.pii) == 0, Kind: t.kind}
			if rec.PII == nil {
				rec.PII = []P{}
			}
			if rec.Keep == nil {
				rec.Keep = []string{}
			}
			if rec.Clean != clean {
				err = fmt.Errorf("template %s: clean=%v expected %v", t.kind, rec.Clean, clean)
				continue
			}
			if err = validate(&rec, seen); err != nil {
				continue
			}
			ok = true
			break
		}
		if !ok {
			fmt.Fprintf(os.Stderr, "cannot make a valid record for %s: %v\n%s\n", t.kind, err, rec.Q)
			os.Exit(1)
		}
		seen[rec.Q] = true
		out = append(out, rec)
	}
	return out
}

func main() {
	g := &G{r: rand.New(rand.NewSource(seed))}
	seen := map[string]bool{}
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	pii := build(g, piiT, 2000, false, seen)
	cl := build(g, cleanT, 1000, true, seen)
	all := append(pii, cl...)
	g.r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })

	f, err := os.Create("/work/corpus64/c64.ndjson")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	for i := range all {
		var sb strings.Builder
		enc := json.NewEncoder(&sb)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(&all[i]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		w.WriteString(sb.String())
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f.Close()

	// summary to stderr
	fam := map[string]int{}
	kinds := map[string]int{}
	for _, r := range all {
		kinds[r.Kind]++
		for _, p := range r.PII {
			fam[p.F]++
		}
	}
	var ks []string
	for k := range fam {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Fprintf(os.Stderr, "%-12s %d\n", k, fam[k])
	}
	fmt.Fprintf(os.Stderr, "records %d, kinds %d\n", len(all), len(kinds))
}
