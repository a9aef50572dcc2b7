// Command gen writes ../c120.ndjson: 3,000 labelled lines of consumer health,
// fitness and wellness app text (2,000 with personal or secret values, 1,000 clean).
package main

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type Tpl struct{ Kind, Lang, Text string }

type G struct {
	r     *rand.Rand
	used  map[string]bool // every personal value handed out (lookups only)
	lang  string
	p1    person
	p2    person
	cache map[string]string
	pii   []PII
	keep  []string
}

func pick[T any](g *G, xs []T) T { return xs[g.r.Intn(len(xs))] }

func (g *G) person(lang string) person {
	return person{pick(g, firsts[lang]), pick(g, lasts[lang])}
}

// unique calls f until it yields a value not used before in the corpus.
func (g *G) unique(f func() string) string {
	for i := 0; ; i++ {
		v := f()
		if !g.used[v] {
			g.used[v] = true
			return v
		}
		if i > 1000 {
			panic("cannot make unique value: " + v)
		}
	}
}

func familyOf(name string) string {
	switch {
	case strings.HasPrefix(name, "email"):
		return "email"
	case name == "ph" || name == "ph2" || name == "ph3" || strings.HasPrefix(name, "ph_") || strings.HasPrefix(name, "ph2_"):
		return "phone"
	case strings.HasPrefix(name, "ssn"), strings.HasPrefix(name, "itin"):
		return "ssn"
	case strings.HasPrefix(name, "cc"):
		return "credit_card"
	case strings.HasPrefix(name, "jwt"):
		return "jwt"
	case strings.HasPrefix(name, "b_"):
		return "bearer"
	case strings.HasPrefix(name, "k_"):
		return "keep"
	}
	return ""
}

// expand fills a template. ⟨name⟩ is a value; ⟨name#1⟩ repeats the value made
// for that tag in the line; ⟨|a|b|c⟩ picks one alternative of plain text.
func (g *G) expand(t string) string {
	var b strings.Builder
	for {
		i := strings.Index(t, "⟨")
		if i < 0 {
			b.WriteString(t)
			break
		}
		b.WriteString(t[:i])
		t = t[i+len("⟨"):]
		j := strings.Index(t, "⟩")
		if j < 0 {
			panic("unclosed placeholder")
		}
		name := t[:j]
		t = t[j+len("⟩"):]
		if strings.HasPrefix(name, "|") {
			alts := strings.Split(name[1:], "|")
			b.WriteString(g.expand(pick(g, alts)))
			continue
		}
		if v, ok := g.cache[name]; ok {
			b.WriteString(v)
			continue
		}
		base := name
		if k := strings.Index(name, "#"); k >= 0 {
			base = name[:k]
		}
		fam := familyOf(base)
		var v string
		switch fam {
		case "":
			v = g.text(base)
		case "keep":
			v = g.keepVal(base)
			g.keep = append(g.keep, v)
		default:
			v = g.unique(func() string { return g.piiVal(base) })
			g.pii = append(g.pii, PII{fam, v})
		}
		if base != name {
			g.cache[name] = v
		}
		b.WriteString(v)
	}
	return b.String()
}

func (g *G) line(tp Tpl, clean bool) Line {
	g.lang = tp.Lang
	g.p1, g.p2 = g.person(tp.Lang), g.person(tp.Lang)
	for g.p2.f == g.p1.f {
		g.p2 = g.person(tp.Lang)
	}
	for try := 0; ; try++ {
		g.cache = map[string]string{}
		g.pii, g.keep = nil, nil
		q := g.expand(tp.Text)
		ln := Line{Q: q, PII: g.pii, Keep: dedup(g.keep), Clean: clean, Kind: tp.Kind}
		if ln.PII == nil {
			ln.PII = []PII{}
		}
		if ln.Keep == nil {
			ln.Keep = []string{}
		}
		err := check(ln)
		if err == nil {
			return ln
		}
		if try > 50 {
			panic(err)
		}
	}
}

func dedup(xs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func check(ln Line) (err error) {
	type failure struct{ error }
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(failure)
			if !ok {
				panic(r)
			}
			err = f.error
		}
	}()
	fail := func(f string, a ...any) {
		panic(failure{fmt.Errorf("[%s] %s\n%s", ln.Kind, fmt.Sprintf(f, a...), ln.Q)})
	}
	if ln.Clean && len(ln.PII) > 0 {
		fail("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		fail("pii line without pii")
	}
	masked := ln.Q
	for _, p := range ln.PII {
		if !strings.Contains(ln.Q, p.V) {
			fail("pii %q not in q", p.V)
		}
		for _, o := range ln.PII {
			if o.V != p.V && strings.Contains(o.V, p.V) {
				fail("pii %q inside pii %q", p.V, o.V)
			}
		}
		masked = strings.ReplaceAll(masked, p.V, "\x00")
	}
	for _, k := range ln.Keep {
		if !strings.Contains(ln.Q, k) {
			fail("keep %q not in q", k)
		}
		if !strings.Contains(masked, k) {
			fail("keep %q overlaps a pii value", k)
		}
		for _, p := range ln.PII {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				fail("keep %q and pii %q overlap", k, p.V)
			}
		}
	}
	return nil
}

func main() {
	g := &G{r: rand.New(rand.NewSource(120)), used: map[string]bool{}}
	if len(piiTpls) < 100 || len(cleanTpls) < 40 {
		fmt.Fprintf(os.Stderr, "want 100+ pii kinds and 40+ clean kinds, have %d and %d\n", len(piiTpls), len(cleanTpls))
	}
	kinds := map[string]bool{}
	for _, t := range append(append([]Tpl{}, piiTpls...), cleanTpls...) {
		if kinds[t.Kind] {
			panic("duplicate kind " + t.Kind)
		}
		kinds[t.Kind] = true
	}
	// Orders of the kinds: shuffled once, then cycled, so each kind gets its share.
	po := g.r.Perm(len(piiTpls))
	co := g.r.Perm(len(cleanTpls))
	out, err := os.Create("../c120.ndjson")
	if err != nil {
		panic(err)
	}
	defer out.Close()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		var ln Line
		if i%3 == 0 {
			ln = g.line(cleanTpls[co[ci%len(co)]], true)
			ci++
		} else {
			ln = g.line(piiTpls[po[pi%len(po)]], false)
			pi++
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds, %d personal values\n", len(piiTpls), len(cleanTpls), len(g.used))
}
