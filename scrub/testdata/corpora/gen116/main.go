// Command gen writes ../c116.ndjson, a labelled corpus of secrets as people and programs
// leak them in everyday text, for the scrub package. Deterministic: math/rand seeded 116.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

// Parts of a line: a plain string, a labelled value (P) or a look-alike to keep (K).
type P struct{ f, v string }
type K string

func B(v string) P  { return P{"bearer", v} }
func J(v string) P  { return P{"jwt", v} }
func E(v string) P  { return P{"email", v} }
func Ph(v string) P { return P{"phone", v} }

type tmpl struct {
	kind string
	fn   func(g *G) []any
}

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

func build(parts []any) (string, []PII, []string) {
	var b strings.Builder
	pii := []PII{}
	keep := []string{}
	for _, p := range parts {
		switch x := p.(type) {
		case string:
			b.WriteString(x)
		case P:
			b.WriteString(x.v)
			pii = append(pii, PII{x.f, x.v})
		case K:
			b.WriteString(string(x))
			keep = append(keep, string(x))
		case []any:
			q, p2, k2 := build(x)
			b.WriteString(q)
			pii = append(pii, p2...)
			keep = append(keep, k2...)
		default:
			panic(fmt.Sprintf("bad part %T", p))
		}
	}
	return b.String(), pii, keep
}

// check returns "" when the line is well formed.
func check(q string, pii []PII, keep []string, used map[string]bool) string {
	type span struct{ a, b int }
	var spans []span
	seen := map[string]bool{}
	for _, p := range pii {
		if p.V == "" || !strings.Contains(q, p.V) {
			return "pii not in q: " + p.V
		}
		if used[p.V] || seen[p.V] {
			return "dup"
		}
		seen[p.V] = true
		for i := 0; ; {
			j := strings.Index(q[i:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(p.V)})
			i += j + 1
		}
	}
	// a pii value must not sit inside another's
	for _, p := range pii {
		for _, o := range pii {
			if p.V != o.V && strings.Contains(o.V, p.V) {
				return "pii inside pii"
			}
		}
	}
	for _, k := range keep {
		if k == "" || !strings.Contains(q, k) {
			return "keep not in q: " + k
		}
		for i := 0; ; {
			j := strings.Index(q[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					return "keep overlaps pii: " + k
				}
			}
			i += j + 1
		}
	}
	return ""
}

func main() {
	g := &G{r: rand.New(rand.NewSource(116)), used: map[string]bool{}}
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	var pOrder, cOrder []int
	kindsP, kindsC := map[string]bool{}, map[string]bool{}
	for _, t := range piiT {
		if kindsP[t.kind] {
			panic("dup kind " + t.kind)
		}
		kindsP[t.kind] = true
	}
	for _, t := range cleanT {
		if kindsC[t.kind] || kindsP[t.kind] {
			panic("dup kind " + t.kind)
		}
		kindsC[t.kind] = true
	}
	next := func(order *[]int, n int) int {
		if len(*order) == 0 {
			*order = g.r.Perm(n)
		}
		i := (*order)[0]
		*order = (*order)[1:]
		return i
	}
	fams := map[string]int{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t tmpl
		if clean {
			t = cleanT[next(&cOrder, len(cleanT))]
		} else {
			t = piiT[next(&pOrder, len(piiT))]
		}
		var ln Line
		for try := 0; ; try++ {
			q, pii, keep := build(t.fn(g))
			msg := check(q, pii, keep, g.used)
			if msg == "" && clean && len(pii) > 0 {
				msg = "clean line with pii"
			}
			if msg == "" && !clean && len(pii) == 0 {
				msg = "pii line without pii"
			}
			if msg == "" {
				ln = Line{q, pii, keep, clean, t.kind}
				break
			}
			if try > 50 {
				panic(t.kind + ": " + msg)
			}
		}
		for _, p := range ln.PII {
			g.used[p.V] = true
			fams[p.F]++
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := os.WriteFile("../c116.ndjson", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds; values:", len(piiT), len(cleanT))
	for _, f := range []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"} {
		fmt.Fprintf(os.Stderr, " %s=%d", f, fams[f])
	}
	fmt.Fprintln(os.Stderr)
}
