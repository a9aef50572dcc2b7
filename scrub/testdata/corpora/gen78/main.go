// Command gen writes the labelled PII test corpus c78.ndjson.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

// Label is one personal value and its family.
type Label struct {
	F string `json:"f"`
	V string `json:"v"`
}

// Line is one corpus record.
type Line struct {
	Q     string   `json:"q"`
	PII   []Label  `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B builds one query from text, labelled values and keep strings.
type B struct {
	sb   strings.Builder
	pii  []Label
	keep []string
	low  bool
	typo bool
}

var typoRep = strings.NewReplacer(" the ", " teh ", "receive", "recieve", "please", "pls", " you ", " u ", "separate", "seperate", "thanks", "thx")

// T appends prose, lowercased or with typos when the line is casual.
func (b *B) T(s string) *B {
	if b.low {
		s = strings.ToLower(s)
	}
	if b.typo {
		s = typoRep.Replace(s)
	}
	b.sb.WriteString(s)
	return b
}

// P appends a personal value of family f and labels it.
func (b *B) P(f, v string) *B {
	b.sb.WriteString(v)
	for _, l := range b.pii {
		if l.F == f && l.V == v {
			return b
		}
	}
	b.pii = append(b.pii, Label{f, v})
	return b
}

// K appends a look-alike that must stay intact.
func (b *B) K(v string) *B {
	b.sb.WriteString(v)
	if len(v) < 4 {
		return b // too short to check as a keep string
	}
	for _, k := range b.keep {
		if k == v {
			return b
		}
	}
	b.keep = append(b.keep, v)
	return b
}

// R appends a value already labelled (a repeat) verbatim.
func (b *B) R(v string) *B {
	b.sb.WriteString(v)
	return b
}

type tpl struct {
	name string
	fn   func(r *rand.Rand, b *B)
}

func build(r *rand.Rand, t tpl, clean bool) (Line, error) {
	b := &B{}
	if r.Intn(5) == 0 {
		b.low = true
	}
	if r.Intn(6) == 0 {
		b.typo = true
	}
	t.fn(r, b)
	q := b.sb.String()
	ln := Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.name}
	if ln.PII == nil {
		ln.PII = []Label{}
	}
	if ln.Keep == nil {
		ln.Keep = []string{}
	}
	if clean && len(ln.PII) > 0 {
		return ln, fmt.Errorf("%s: clean template labelled pii", t.name)
	}
	if !clean && len(ln.PII) == 0 {
		return ln, fmt.Errorf("%s: pii template without pii", t.name)
	}
	for _, l := range ln.PII {
		if !strings.Contains(q, l.V) {
			return ln, fmt.Errorf("%s: pii %q not in q", t.name, l.V)
		}
		for _, k := range ln.Keep {
			if strings.Contains(l.V, k) || strings.Contains(k, l.V) {
				return ln, fmt.Errorf("%s: keep %q overlaps pii %q", t.name, k, l.V)
			}
		}
	}
	for _, k := range ln.Keep {
		if !strings.Contains(q, k) {
			return ln, fmt.Errorf("%s: keep %q not in q", t.name, k)
		}
	}
	return ln, nil
}

func main() {
	out := "/work/corpus78/c78.ndjson"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	r := rand.New(rand.NewSource(78))
	piiT, cleanT := piiTemplates(), cleanTemplates()
	names := map[string]bool{}
	for _, t := range append(append([]tpl{}, piiT...), cleanT...) {
		if names[t.name] {
			fmt.Fprintln(os.Stderr, "duplicate kind", t.name)
			os.Exit(1)
		}
		names[t.name] = true
	}
	f, err := os.Create(out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	// Each kind is used in turn (shuffled per round) so every kind appears.
	var pq, cq []int
	next := func(q *[]int, n int) int {
		if len(*q) == 0 {
			*q = r.Perm(n)
		}
		i := (*q)[0]
		*q = (*q)[1:]
		return i
	}
	for i := 0; i < 3000; i++ {
		clean := i%3 == 2
		var t tpl
		if clean {
			t = cleanT[next(&cq, len(cleanT))]
		} else {
			t = piiT[next(&pq, len(piiT))]
		}
		ln, err := build(r, t, clean)
		for try := 0; err != nil && try < 20; try++ {
			ln, err = build(r, t, clean) // a rare chance collision: draw again
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "line", i+1, err)
			os.Exit(1)
		}
		var sb strings.Builder
		enc := json.NewEncoder(&sb)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(ln); err != nil {
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
	fmt.Fprintf(os.Stderr, "wrote %s: %d pii kinds, %d clean kinds\n", out, len(piiT), len(cleanT))
}
