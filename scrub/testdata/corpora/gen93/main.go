// Command gen writes ../c93.ndjson: 3,000 labelled lines of US healthcare and
// insurance administration text (1,000 clean) for testing the scrub PII scrubber.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
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

type tmpl struct {
	kind string
	fn   func(g *G) []any
}

// build joins parts: string = text, pv = personal value, kv = look-alike to keep.
func build(parts []any) (string, []PII, []string) {
	var sb strings.Builder
	var pii []PII
	var keep []string
	seenP, seenK := map[string]bool{}, map[string]bool{}
	for _, p := range parts {
		switch x := p.(type) {
		case string:
			sb.WriteString(x)
		case pv:
			sb.WriteString(x.v)
			if !seenP[x.v] {
				seenP[x.v] = true
				pii = append(pii, PII{x.f, x.v})
			}
		case kv:
			sb.WriteString(string(x))
			if len(x) >= 3 && !seenK[string(x)] {
				seenK[string(x)] = true
				keep = append(keep, string(x))
			}
		case []any:
			q, p2, k2 := build(x)
			sb.WriteString(q)
			for _, y := range p2 {
				if !seenP[y.V] {
					seenP[y.V] = true
					pii = append(pii, y)
				}
			}
			for _, y := range k2 {
				if !seenK[y] {
					seenK[y] = true
					keep = append(keep, y)
				}
			}
		default:
			panic(fmt.Sprintf("bad part %T", p))
		}
	}
	return sb.String(), pii, keep
}

func spans(q, s string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(q[i:], s)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(s)})
		i += j + 1
	}
}

// check: every value and keep string is in q, no keep occurrence overlaps a pii occurrence.
func check(q string, pii []PII, keep []string) error {
	var ps [][2]int
	for _, p := range pii {
		sp := spans(q, p.V)
		if len(sp) == 0 {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		ps = append(ps, sp...)
	}
	for _, k := range keep {
		sp := spans(q, k)
		if len(sp) == 0 {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, a := range sp {
			for _, b := range ps {
				if a[0] < b[1] && b[0] < a[1] {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
		}
	}
	return nil
}

func main() {
	g := &G{r: rand.New(rand.NewSource(93)), seen: map[string]bool{}}
	piiT, cleanT := piiTemplates(), cleanTemplates()
	fmt.Fprintf(os.Stderr, "pii kinds %d, clean kinds %d\n", len(piiT), len(cleanT))
	kinds := map[string]bool{}
	for _, t := range append(append([]tmpl{}, piiT...), cleanT...) {
		if kinds[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		kinds[t.kind] = true
	}
	var piiOrder, cleanOrder []int
	next := func(order *[]int, n int) int {
		if len(*order) == 0 {
			*order = g.r.Perm(n)
		}
		i := (*order)[0]
		*order = (*order)[1:]
		return i
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	qs := map[string]bool{}
	count := map[string]int{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t tmpl
		if clean {
			t = cleanT[next(&cleanOrder, len(cleanT))]
		} else {
			t = piiT[next(&piiOrder, len(piiT))]
		}
		var ln Line
		for try := 0; ; try++ {
			if try > 50 {
				panic("cannot build " + t.kind)
			}
			q, pii, keep := build(t.fn(g))
			if err := check(q, pii, keep); err != nil {
				fmt.Fprintf(os.Stderr, "retry %s: %v\n", t.kind, err)
				continue
			}
			if clean != (len(pii) == 0) {
				panic(fmt.Sprintf("kind %s: clean=%v but %d pii", t.kind, clean, len(pii)))
			}
			if qs[q] {
				continue
			}
			qs[q] = true
			if pii == nil {
				pii = []PII{}
			}
			if keep == nil {
				keep = []string{}
			}
			ln = Line{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: t.kind}
			break
		}
		count[t.kind]++
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := os.WriteFile("../c93.ndjson", buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	var ks []string
	for k := range count {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	fmt.Fprintf(os.Stderr, "wrote 3000 lines, %d kinds used\n", len(ks))
}
