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

type B struct {
	sb   strings.Builder
	pii  []P
	keep []string
}

func (b *B) T(s ...string) *B {
	for _, x := range s {
		b.sb.WriteString(x)
	}
	return b
}
func (b *B) P(f, v string) *B { b.sb.WriteString(v); b.pii = append(b.pii, P{f, v}); return b }
func (b *B) K(v string) *B    { b.sb.WriteString(v); b.keep = append(b.keep, v); return b }

// convenience
func (b *B) Ph(loc string) *B         { return b.P("phone", phone(loc)) }
func (b *B) Em(v string) *B           { return b.P("email", v) }
func (b *B) Tf(f string, a ...any) *B { b.sb.WriteString(fmt.Sprintf(f, a...)); return b }

type tmpl struct {
	kind string
	fn   func(loc string, b *B)
	locs []string // nil = all
}

func overlaps(q, k string, pii []P) bool {
	for i := 0; ; {
		j := strings.Index(q[i:], k)
		if j < 0 {
			return false
		}
		s, e := i+j, i+j+len(k)
		for _, p := range pii {
			for a := 0; ; {
				x := strings.Index(q[a:], p.V)
				if x < 0 {
					break
				}
				ps, pe := a+x, a+x+len(p.V)
				if s < pe && ps < e {
					return true
				}
				a = ps + 1
			}
		}
		i = s + 1
	}
}

func finish(kind string, b *B, clean bool) (Line, bool) {
	q := b.sb.String()
	seen := map[string]bool{}
	var pii []P
	for _, p := range b.pii {
		if p.V == "" || seen[p.F+"\x00"+p.V] {
			continue
		}
		seen[p.F+"\x00"+p.V] = true
		pii = append(pii, p)
	}
	var keep []string
	ks := map[string]bool{}
	for _, k := range b.keep {
		k = strings.TrimSpace(k)
		if len(k) < 3 || ks[k] || overlaps(q, k, pii) {
			continue
		}
		ks[k] = true
		keep = append(keep, k)
	}
	if len(keep) > 6 {
		keep = keep[:6]
	}
	if pii == nil {
		pii = []P{}
	}
	if keep == nil {
		keep = []string{}
	}
	if clean != (len(pii) == 0) {
		return Line{}, false
	}
	return Line{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: kind}, true
}

func main() {
	R = rand.New(rand.NewSource(52))
	var out []Line
	seen := map[string]bool{}
	gen := func(ts []tmpl, n int, clean bool) {
		counts := map[string]int{}
		for len(out) < n {
			t := ts[R.Intn(len(ts))]
			loc := pickS(locales)
			if t.locs != nil {
				loc = pickS(t.locs)
			}
			b := &B{}
			t.fn(loc, b)
			l, ok := finish(t.kind, b, clean)
			if !ok || seen[l.Q] {
				continue
			}
			seen[l.Q] = true
			counts[t.kind]++
			out = append(out, l)
		}
		_ = counts
	}
	gen(append(piiTemplates(), extraPII()...), 2000, false)
	gen(append(cleanTemplates(), extraClean()...), 3000, true)
	R.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	f, err := os.Create("../c52.ndjson")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	kinds := map[string]int{}
	for _, l := range out {
		var buf bytes.Buffer
		e := json.NewEncoder(&buf)
		e.SetEscapeHTML(false)
		e.Encode(l)
		f.Write(buf.Bytes())
		kinds[l.Kind]++
	}
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	fmt.Fprintln(os.Stderr, len(out), "lines,", len(ks), "kinds")
	for _, k := range ks {
		fmt.Fprintf(os.Stderr, "%s=%d ", k, kinds[k])
	}
	fmt.Fprintln(os.Stderr)
}
