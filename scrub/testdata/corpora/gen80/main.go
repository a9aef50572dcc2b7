// Command gen writes the labelled PII corpus c80.ndjson (3,000 lines).
//
// Line i (1-based) is clean when i%3 == 0. Lines with PII take the next
// template of piiTemplates, clean lines the next of cleanTemplates, in a
// fixed order. math/rand is seeded with 80; nothing depends on map order or
// the clock, so every run writes the same bytes.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
)

const (
	seed     = 80
	numLines = 3000
	outName  = "c80.ndjson"
)

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

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

// Tpl is one template kind.
type Tpl struct {
	Name string
	F    func(b *B)
}

// B builds one line: plain text, labelled PII values and keep strings are
// appended in order, so every label is a substring of q by construction.
type B struct {
	r    *rand.Rand
	sb   strings.Builder
	pii  []PII
	keep []string
}

// pv marks a PII value, kv a keep string inside W.
type pv struct{ f, v string }
type kv string

func P(f, v string) pv { return pv{f, v} }
func Ph(v string) pv   { return pv{"phone", v} }
func Em(v string) pv   { return pv{"email", v} }
func Cc(v string) pv   { return pv{"credit_card", v} }
func Sn(v string) pv   { return pv{"ssn", v} }
func Jw(v string) pv   { return pv{"jwt", v} }
func Br(v string) pv   { return pv{"bearer", v} }
func K(v string) kv    { return kv(v) }

// W appends parts: string (plain), pv (PII), kv (keep), []any (flattened).
func (b *B) W(parts ...any) *B {
	for _, p := range parts {
		switch x := p.(type) {
		case string:
			b.sb.WriteString(x)
		case pv:
			b.sb.WriteString(x.v)
			b.addPII(x.f, x.v)
		case kv:
			b.sb.WriteString(string(x))
			b.keep = append(b.keep, string(x))
		case []any:
			b.W(x...)
		default:
			panic(fmt.Sprintf("W: bad part %T", p))
		}
	}
	return b
}

func (b *B) addPII(f, v string) {
	for _, p := range b.pii {
		if p.F == f && p.V == v {
			return
		}
	}
	b.pii = append(b.pii, PII{f, v})
}

// Label marks an already written value as PII (used where the value is
// built into the text by a formatter, e.g. inside a CSV cell).
func (b *B) Label(f, v string) { b.addPII(f, v) }

func (b *B) Pick(xs ...string) string { return xs[b.r.Intn(len(xs))] }
func (b *B) Chance(p float64) bool    { return b.r.Float64() < p }
func (b *B) N(n int) int              { return b.r.Intn(n) }

func dedupKeep(xs []string) []string {
	out := []string{}
	for _, x := range xs {
		dup := false
		for _, y := range out {
			if x == y {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, x)
		}
	}
	return out
}

func occurrences(s, sub string) []int {
	var idx []int
	for off := 0; ; {
		i := strings.Index(s[off:], sub)
		if i < 0 {
			return idx
		}
		idx = append(idx, off+i)
		off += i + 1
	}
}

// check validates one line; seen holds PII values of earlier lines.
func check(l Line, seen map[string]bool) error {
	if l.Clean && len(l.PII) > 0 {
		return fmt.Errorf("clean line carries pii")
	}
	if !l.Clean && len(l.PII) == 0 {
		return fmt.Errorf("pii line carries no pii")
	}
	for _, p := range l.PII {
		ok := false
		for _, f := range families {
			if p.F == f {
				ok = true
			}
		}
		if !ok {
			return fmt.Errorf("bad family %q", p.F)
		}
		if strings.TrimSpace(p.V) == "" {
			return fmt.Errorf("empty pii value")
		}
		if !strings.Contains(l.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		if seen[p.V] {
			return fmt.Errorf("pii %q repeated across lines", p.V)
		}
	}
	for _, k := range l.Keep {
		if strings.TrimSpace(k) == "" {
			return fmt.Errorf("empty keep")
		}
		if !strings.Contains(l.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, ki := range occurrences(l.Q, k) {
			for _, p := range l.PII {
				for _, pi := range occurrences(l.Q, p.V) {
					if ki < pi+len(p.V) && pi < ki+len(k) {
						return fmt.Errorf("keep %q overlaps pii %q", k, p.V)
					}
				}
			}
		}
	}
	return nil
}

func main() {
	r := rand.New(rand.NewSource(seed))
	if len(piiTemplates) == 0 || len(cleanTemplates) == 0 {
		panic("no templates")
	}
	names := map[string]bool{}
	for _, t := range append(append([]Tpl{}, piiTemplates...), cleanTemplates...) {
		if names[t.Name] {
			panic("duplicate template name " + t.Name)
		}
		names[t.Name] = true
	}
	seen := map[string]bool{}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	for i := 1; i <= numLines; i++ {
		clean := i%3 == 0
		var t Tpl
		if clean {
			t = cleanTemplates[ci%len(cleanTemplates)]
			ci++
		} else {
			t = piiTemplates[pi%len(piiTemplates)]
			pi++
		}
		var line Line
		var err error
		for try := 0; try < 50; try++ {
			b := &B{r: r}
			t.F(b)
			line = Line{Q: b.sb.String(), PII: b.pii, Keep: dedupKeep(b.keep), Clean: clean, Kind: t.Name}
			if line.PII == nil {
				line.PII = []PII{}
			}
			if err = check(line, seen); err == nil {
				break
			}
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "line %d (%s): %v\n", i, t.Name, err)
			os.Exit(1)
		}
		for _, p := range line.PII {
			seen[p.V] = true
		}
		if err := enc.Encode(line); err != nil {
			panic(err)
		}
	}
	out := filepath.Join("..", outName)
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s: %d lines, %d pii kinds, %d clean kinds\n", out, numLines, len(piiTemplates), len(cleanTemplates))
}
