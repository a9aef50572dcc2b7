// Command gen57 writes /work/corpus57/c57.ndjson: a labelled evaluation corpus
// of traffic that AI agents and people send to a personal/team knowledge base.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"net/url"
	"os"
	"sort"
	"strings"
)

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

// B collects labels while a template composes its text.
type B struct {
	r    *rand.Rand
	pii  []Lab
	keep []string
}

func (b *B) p(f, v string) string { b.pii = append(b.pii, Lab{f, v}); return v }
func (b *B) k(v string) string    { b.keep = append(b.keep, v); return v }

// shorthands
func (b *B) em(v string) string  { return b.p("email", v) }
func (b *B) ph(v string) string  { return b.p("phone", v) }
func (b *B) ssn(v string) string { return b.p("ssn", v) }
func (b *B) cc(v string) string  { return b.p("credit_card", v) }
func (b *B) jwt(v string) string { return b.p("jwt", v) }
func (b *B) sec(v string) string { return b.p("bearer", v) }

type tmpl struct {
	kind string
	fn   func(b *B) string
}

func jsonEsc(s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	out := strings.TrimSpace(buf.String())
	return out[1 : len(out)-1]
}

// variants a labelled value may take once the template embedded it.
func variants(v string) []string {
	e1 := jsonEsc(v)
	e2 := jsonEsc(e1)
	return []string{v, e1, e2, url.QueryEscape(v), strings.ReplaceAll(url.QueryEscape(v), "+", "%20"), htmlEsc(v)}
}

func htmlEsc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

func resolve(q, v string) []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range variants(v) {
		if c != "" && !seen[c] && strings.Contains(q, c) {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

func finish(kind string, clean bool, q string, b *B) (Rec, error) {
	rec := Rec{Q: q, Kind: kind, Clean: clean, PII: []Lab{}, Keep: []string{}}
	seenL := map[Lab]bool{}
	for _, l := range b.pii {
		vs := resolve(q, l.V)
		if len(vs) == 0 {
			return rec, fmt.Errorf("%s: pii %q not in q:\n%s", kind, l.V, q)
		}
		for _, v := range vs {
			x := Lab{l.F, v}
			if !seenL[x] {
				seenL[x] = true
				rec.PII = append(rec.PII, x)
			}
		}
	}
	seenK := map[string]bool{}
	for _, k := range b.keep {
		ks := resolve(q, k)
		if len(ks) == 0 {
			return rec, fmt.Errorf("%s: keep %q not in q:\n%s", kind, k, q)
		}
		for _, v := range ks {
			if !seenK[v] {
				seenK[v] = true
				rec.Keep = append(rec.Keep, v)
			}
		}
	}
	if clean && len(rec.PII) > 0 {
		return rec, fmt.Errorf("%s: clean with pii", kind)
	}
	if !clean && len(rec.PII) == 0 {
		return rec, fmt.Errorf("%s: no pii", kind)
	}
	// substring rules
	for _, l := range rec.PII {
		for _, k := range rec.Keep {
			if strings.Contains(k, l.V) || strings.Contains(l.V, k) {
				return rec, fmt.Errorf("%s: pii %q and keep %q overlap as strings", kind, l.V, k)
			}
		}
	}
	// every keep must have an occurrence not touched by a pii occurrence
	cov := make([]bool, len(q))
	for _, l := range rec.PII {
		for i := 0; ; {
			j := strings.Index(q[i:], l.V)
			if j < 0 {
				break
			}
			for x := i + j; x < i+j+len(l.V); x++ {
				cov[x] = true
			}
			i += j + 1
		}
	}
	for _, k := range rec.Keep {
		ok := false
		for i := 0; !ok; {
			j := strings.Index(q[i:], k)
			if j < 0 {
				break
			}
			free := true
			for x := i + j; x < i+j+len(k); x++ {
				if cov[x] {
					free = false
					break
				}
			}
			ok = free
			i += j + 1
		}
		if !ok {
			return rec, fmt.Errorf("%s: keep %q only inside pii", kind, k)
		}
	}
	return rec, nil
}

func main() {
	r := rand.New(rand.NewSource(57))
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	kinds := map[string]bool{}
	for _, t := range piiT {
		if kinds[t.kind] {
			fail(fmt.Errorf("duplicate kind %s", t.kind))
		}
		kinds[t.kind] = true
	}
	for _, t := range cleanT {
		if kinds[t.kind] {
			fail(fmt.Errorf("duplicate kind %s", t.kind))
		}
		kinds[t.kind] = true
	}
	seenQ := map[string]bool{}
	retries := map[string]int{}
	var recs []Rec
	gen := func(ts []tmpl, n int, clean bool) {
		for i := 0; i < n; i++ {
			t := ts[i%len(ts)]
			var rec Rec
			for try := 0; ; try++ {
				if try > 50 {
					fail(fmt.Errorf("%s: cannot make a unique query", t.kind))
				}
				b := &B{r: r}
				q := t.fn(b)
				var err error
				rec, err = finish(t.kind, clean, q, b)
				if err != nil {
					retries[t.kind]++
					if try == 50 {
						fail(err)
					}
					continue
				}
				if !seenQ[q] {
					seenQ[q] = true
					break
				}
			}
			recs = append(recs, rec)
		}
	}
	gen(piiT, 2000, false)
	gen(cleanT, 1000, true)
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })

	f, err := os.Create("/work/corpus57/c57.ndjson")
	if err != nil {
		fail(err)
	}
	w := bufio.NewWriter(f)
	fam := map[string]int{}
	for _, rec := range recs {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rec); err != nil {
			fail(err)
		}
		w.Write(buf.Bytes())
		for _, l := range rec.PII {
			fam[l.F]++
		}
	}
	w.Flush()
	f.Close()
	var fs []string
	for k := range fam {
		fs = append(fs, k)
	}
	sort.Strings(fs)
	for _, t := range append(piiT, cleanT...) {
		if retries[t.kind] > 0 {
			fmt.Printf("  retries %s: %d\n", t.kind, retries[t.kind])
		}
	}
	fmt.Printf("wrote %d records (%d pii kinds, %d clean kinds)\n", len(recs), len(piiT), len(cleanT))
	for _, k := range fs {
		fmt.Printf("  %-12s %d\n", k, fam[k])
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gen57:", err)
	os.Exit(1)
}
