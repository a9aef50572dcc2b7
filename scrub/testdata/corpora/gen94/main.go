// Command gen writes ../c94.ndjson: a labelled PII test corpus of Nordic
// everyday traffic (Danish, Norwegian, Swedish, Finnish, Finland-Swedish,
// Icelandic, Faroese, Greenlandic and developer text).
package main

import (
	"bytes"
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

type B struct {
	sb   strings.Builder
	pii  []PII
	keep []string
}

func (b *B) T(s ...string) *B {
	for _, x := range s {
		// an amount like "1.150 kr." does not take the sentence's own full stop
		if strings.HasPrefix(x, ".") && strings.HasSuffix(b.sb.String(), ".") {
			x = x[1:]
		}
		b.sb.WriteString(x)
	}
	return b
}

func (b *B) P(f, v string) *B {
	b.sb.WriteString(v)
	b.pii = append(b.pii, PII{f, v})
	return b
}

func (b *B) K(v string) *B {
	b.sb.WriteString(v)
	b.keep = append(b.keep, v)
	return b
}

func (b *B) Ph(lang string) *B { return b.P("phone", phone(lang)) }
func (b *B) Em(lang string) *B { return b.P("email", email(lang)) }

type tmpl struct {
	kind string
	fn   func(b *B)
}

var used = map[string]bool{}

func overlaps(q string, pii []PII, keep []string) bool {
	type span struct{ a, b int }
	var ps []span
	for _, p := range pii {
		for i := 0; ; {
			j := strings.Index(q[i:], p.V)
			if j < 0 {
				break
			}
			ps = append(ps, span{i + j, i + j + len(p.V)})
			i += j + 1
		}
	}
	for _, k := range keep {
		for i := 0; ; {
			j := strings.Index(q[i:], k)
			if j < 0 {
				break
			}
			a, e := i+j, i+j+len(k)
			for _, s := range ps {
				if a < s.b && s.a < e {
					return true
				}
			}
			i += j + 1
		}
	}
	return false
}

func build(t tmpl, clean bool) (Line, bool) {
	b := &B{}
	t.fn(b)
	q := b.sb.String()
	if clean && len(b.pii) > 0 || !clean && len(b.pii) == 0 {
		panic("template " + t.kind + " has wrong pii count")
	}
	seen := map[string]bool{}
	for _, p := range b.pii {
		if used[p.V] || seen[p.V] || !strings.Contains(q, p.V) {
			return Line{}, false
		}
		seen[p.V] = true
	}
	keep := []string{}
	ks := map[string]bool{}
	for _, k := range b.keep {
		if k == "" || !strings.Contains(q, k) {
			panic("keep not in q: " + t.kind)
		}
		if !ks[k] {
			ks[k] = true
			keep = append(keep, k)
		}
	}
	if overlaps(q, b.pii, keep) {
		return Line{}, false
	}
	for _, p := range b.pii {
		used[p.V] = true
	}
	pii := b.pii
	if pii == nil {
		pii = []PII{}
	}
	return Line{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: t.kind}, true
}

func main() {
	r = rand.New(rand.NewSource(94))
	pt, ct := piiTemplates(), cleanTemplates()
	checkKinds(pt)
	checkKinds(ct)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	var porder, corder []int
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t tmpl
		if clean {
			if len(corder) == 0 {
				corder = r.Perm(len(ct))
			}
			t, corder = ct[corder[0]], corder[1:]
		} else {
			if len(porder) == 0 {
				porder = r.Perm(len(pt))
			}
			t, porder = pt[porder[0]], porder[1:]
		}
		var ln Line
		ok := false
		for try := 0; try < 200 && !ok; try++ {
			ln, ok = build(t, clean)
		}
		if !ok {
			fmt.Fprintln(os.Stderr, "could not build", t.kind)
			os.Exit(1)
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := os.WriteFile("../c94.ndjson", buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(pt), len(ct))
}

func checkKinds(ts []tmpl) {
	seen := map[string]bool{}
	for _, t := range ts {
		if seen[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		seen[t.kind] = true
	}
}
