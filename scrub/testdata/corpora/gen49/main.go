package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}
type Rec struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type B struct {
	sb    strings.Builder
	pii   []PII
	keep  []string
	clean bool
}

func (b *B) t(s string) *B            { b.sb.WriteString(s); return b }
func (b *B) tf(f string, a ...any) *B { b.sb.WriteString(fmt.Sprintf(f, a...)); return b }
func (b *B) p(fam, v string) *B       { b.sb.WriteString(v); b.pii = append(b.pii, PII{fam, v}); return b }
func (b *B) k(v string) *B            { b.sb.WriteString(v); b.keep = append(b.keep, v); return b }
func (b *B) ph(v string) *B           { return b.p("phone", v) }
func (b *B) em(v string) *B           { return b.p("email", v) }
func (b *B) cc(v string) *B           { return b.p("credit_card", v) }

type tmpl struct {
	name string
	fn   func(b *B)
}

func overlaps(q, a, c string) bool {
	// any occurrence of a overlapping any occurrence of c
	for i := 0; ; {
		j := strings.Index(q[i:], a)
		if j < 0 {
			return false
		}
		s := i + j
		e := s + len(a)
		for m := 0; ; {
			n := strings.Index(q[m:], c)
			if n < 0 {
				break
			}
			cs := m + n
			ce := cs + len(c)
			if cs < e && s < ce {
				return true
			}
			m = cs + 1
		}
		i = s + 1
	}
}

func finish(b *B, kind string) (Rec, bool) {
	q := b.sb.String()
	rec := Rec{Q: q, Clean: b.clean, Kind: kind, PII: []PII{}, Keep: []string{}}
	seen := map[string]bool{}
	for _, p := range b.pii {
		if p.V == "" || seen[p.F+"\x00"+p.V] {
			continue
		}
		seen[p.F+"\x00"+p.V] = true
		rec.PII = append(rec.PII, p)
	}
	ks := map[string]bool{}
	for _, k := range b.keep {
		k = strings.TrimSpace(k)
		if len(k) < 2 || ks[k] {
			continue
		}
		bad := false
		for _, p := range rec.PII {
			if overlaps(q, k, p.V) {
				bad = true
				break
			}
		}
		if !bad {
			ks[k] = true
			rec.Keep = append(rec.Keep, k)
		}
	}
	if len(rec.Keep) > 6 {
		// keep a spread of at most 6
		r.Shuffle(len(rec.Keep), func(i, j int) { rec.Keep[i], rec.Keep[j] = rec.Keep[j], rec.Keep[i] })
		rec.Keep = rec.Keep[:6]
	}
	if b.clean && len(rec.PII) > 0 {
		return rec, false
	}
	if !b.clean && len(rec.PII) == 0 {
		return rec, false
	}
	return rec, true
}

func main() {
	ts := templates()
	names := map[string]bool{}
	for _, t := range ts {
		names[t.name] = true
	}
	var out []Rec
	for i := 0; i < 3000; i++ {
		cl := i%3 == 0
		t := ts[(i*7+i/3)%len(ts)]
		for tries := 0; ; tries++ {
			if tries > 20 {
				t = ts[r.IntN(len(ts))]
			}
			b := &B{clean: cl}
			t.fn(b)
			rec, ok := finish(b, t.name)
			if ok {
				out = append(out, rec)
				break
			}
		}
	}
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	f, err := os.Create("../c49.ndjson")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	cnt := map[string]int{}
	for _, rec := range out {
		bs, _ := json.Marshal(rec)
		f.Write(bs)
		f.Write([]byte("\n"))
		cnt[rec.Kind]++
	}
	var ks []string
	for k := range cnt {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	fmt.Fprintf(os.Stderr, "%d records, %d kinds\n", len(out), len(ks))
}
