// Command gen writes ../c110.ndjson: 3,000 labelled lines of life admin pasted
// into an AI assistant (tax, immigration, insurance, medical bills, school and
// daycare forms, utility and phone bills, rental applications, bank letters) in
// fifteen languages. Standard library only, fixed seed, no clock.
package main

import (
	"bufio"
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

// Kind is one template kind: a language and one or more templates in the
// small language of expand (⟦p:gen⟧ a labelled value, ⟦k:gen⟧ a keep string,
// ⟦n:gen⟧ a neutral value, ⟦a|b|c⟧ a choice, ⟦?text⟧ optional text).
type Kind struct {
	Name string
	Lang string
	T    []string
}

type span struct{ s, e int }

type out struct {
	b    strings.Builder
	pii  []PII
	keep []string
}

type G struct {
	r     *rand.Rand
	lang  string
	first string // romanized given name of the current person
	last  string // romanized surname
	used  map[string]bool
	pend  map[string]bool
	day   int // days after 2023-01-01 of the line's last date, 0 before the first
}

const open, close = "⟦", "⟧"

// matchClose returns the index of the ⟧ closing the ⟦ that ends at i.
func matchClose(t string, i int) int {
	depth := 1
	for j := i; j < len(t); {
		switch {
		case strings.HasPrefix(t[j:], open):
			depth++
			j += len(open)
		case strings.HasPrefix(t[j:], close):
			depth--
			if depth == 0 {
				return j
			}
			j += len(close)
		default:
			j++
		}
	}
	panic("unbalanced template: " + t)
}

// splitTop splits s on | at nesting depth 0.
func splitTop(s string) []string {
	var parts []string
	depth, last := 0, 0
	for j := 0; j < len(s); {
		switch {
		case strings.HasPrefix(s[j:], open):
			depth++
			j += len(open)
		case strings.HasPrefix(s[j:], close):
			depth--
			j += len(close)
		case s[j] == '|' && depth == 0:
			parts = append(parts, s[last:j])
			j++
			last = j
		default:
			j++
		}
	}
	return append(parts, s[last:])
}

func (g *G) expand(t string, o *out) {
	for {
		i := strings.Index(t, open)
		if i < 0 {
			o.b.WriteString(t)
			return
		}
		o.b.WriteString(t[:i])
		j := matchClose(t, i+len(open))
		inner := t[i+len(open) : j]
		t = t[j+len(close):]
		parts := splitTop(inner)
		if len(parts) == 1 && len(inner) > 2 && inner[1] == ':' && strings.IndexByte("pkn", inner[0]) >= 0 {
			g.token(inner[0], inner[2:], o)
			continue
		}
		if len(parts) == 1 && strings.HasPrefix(inner, "?") {
			if g.r.Intn(2) == 0 {
				g.expand(inner[1:], o)
			}
			continue
		}
		g.expand(parts[g.r.Intn(len(parts))], o)
	}
}

func (g *G) token(kind byte, name string, o *out) {
	switch kind {
	case 'p':
		gen, ok := piiGens[name]
		if !ok {
			panic("no pii generator " + name)
		}
		var v string
		for try := 0; ; try++ {
			v = gen.fn(g)
			if !g.used[v] && !g.pend[v] {
				break
			}
			if try > 200 {
				panic("cannot make a unique value for " + name)
			}
		}
		g.pend[v] = true
		o.b.WriteString(v)
		o.pii = append(o.pii, PII{gen.fam, v})
	case 'k':
		fn, ok := keepGens[name]
		if !ok {
			panic("no keep generator " + name)
		}
		v := fn(g)
		o.b.WriteString(v)
		for _, k := range o.keep {
			if k == v {
				return
			}
		}
		o.keep = append(o.keep, v)
	case 'n':
		fn, ok := neutralGens[name]
		if !ok {
			panic("no neutral generator " + name)
		}
		o.b.WriteString(fn(g))
	}
}

func occurrences(q, v string) []span {
	var s []span
	for from := 0; ; {
		i := strings.Index(q[from:], v)
		if i < 0 {
			return s
		}
		s = append(s, span{from + i, from + i + len(v)})
		from += i + 1
	}
}

// check returns why a line is not acceptable, or "".
func check(ln *Line) string {
	var piiSpans []span
	for _, p := range ln.PII {
		occ := occurrences(ln.Q, p.V)
		if len(occ) == 0 {
			return "pii value not in q: " + p.V
		}
		piiSpans = append(piiSpans, occ...)
		for _, p2 := range ln.PII {
			if p2.V != p.V && strings.Contains(p2.V, p.V) {
				return "pii value inside another: " + p.V
			}
		}
	}
	for _, k := range ln.Keep {
		occ := occurrences(ln.Q, k)
		if len(occ) == 0 {
			return "keep not in q: " + k
		}
		for _, o := range occ {
			for _, p := range piiSpans {
				if o.s < p.e && p.s < o.e {
					return "keep overlaps pii: " + k
				}
			}
		}
	}
	if ln.Clean && len(ln.PII) > 0 {
		return "clean line with pii"
	}
	return ""
}

func (g *G) build(k Kind, clean bool) Line {
	for try := 0; try < 50; try++ {
		g.lang = k.Lang
		g.first, g.last = "", ""
		g.day = 0
		g.pend = map[string]bool{}
		o := &out{}
		g.expand(k.T[g.r.Intn(len(k.T))], o)
		ln := Line{Q: o.b.String(), PII: o.pii, Keep: o.keep, Clean: clean, Kind: k.Name}
		if ln.PII == nil {
			ln.PII = []PII{}
		}
		if ln.Keep == nil {
			ln.Keep = []string{}
		}
		if why := check(&ln); why != "" {
			continue
		}
		if !clean && len(ln.PII) == 0 {
			panic("pii kind without pii: " + k.Name)
		}
		for _, p := range ln.PII {
			g.used[p.V] = true
		}
		return ln
	}
	panic("cannot build a valid line for " + k.Name)
}

func main() {
	g := &G{r: rand.New(rand.NewSource(110)), used: map[string]bool{}}
	checkKinds(piiKinds, false)
	checkKinds(cleanKinds, true)
	f, err := os.Create("../c110.ndjson")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	var pOrder, cOrder []int
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		var ln Line
		if i%3 == 0 {
			if ci%len(cleanKinds) == 0 {
				cOrder = g.r.Perm(len(cleanKinds))
			}
			ln = g.build(cleanKinds[cOrder[ci%len(cleanKinds)]], true)
			ci++
		} else {
			if pi%len(piiKinds) == 0 {
				pOrder = g.r.Perm(len(piiKinds))
			}
			ln = g.build(piiKinds[pOrder[pi%len(piiKinds)]], false)
			pi++
		}
		if err := enc.Encode(&ln); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds, %d unique values\n", len(piiKinds), len(cleanKinds), len(g.used))
}

// checkKinds makes sure every kind name is unique, clean kinds hold no
// labelled value and pii kinds hold at least one in every template.
func checkKinds(ks []Kind, clean bool) {
	seen := map[string]bool{}
	for _, k := range ks {
		if seen[k.Name] {
			panic("duplicate kind " + k.Name)
		}
		seen[k.Name] = true
		for _, t := range k.T {
			has := strings.Contains(t, open+"p:")
			if clean && has {
				panic("clean kind with pii token: " + k.Name)
			}
			if !clean && !has {
				panic("pii kind template without pii token: " + k.Name)
			}
		}
	}
}
