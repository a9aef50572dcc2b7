package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
)

type PV struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []PV     `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type piiArg struct{ f, v string }
type keepArg string

// P marks a PII value, K a look-alike that must survive.
func P(f, v string) piiArg { return piiArg{f, v} }
func K(v string) keepArg   { return keepArg(v) }

type B struct {
	sb   strings.Builder
	pii  []PV
	keep []string
}

// X writes format, replacing each § with the next argument; ´ in the literal
// parts becomes a backtick.
func (b *B) X(format string, args ...any) {
	parts := strings.Split(format, "§")
	if len(parts)-1 != len(args) {
		panic(fmt.Sprintf("X: %d slots, %d args in %q", len(parts)-1, len(args), format))
	}
	for i, p := range parts {
		b.sb.WriteString(strings.ReplaceAll(p, "´", "`"))
		if i >= len(args) {
			break
		}
		b.arg(args[i])
	}
}

func (b *B) arg(x any) {
	{
		switch a := x.(type) {
		case []any:
			for _, e := range a {
				b.arg(e)
			}
		case piiArg:
			if a.v == "" {
				panic("empty pii")
			}
			b.pii = append(b.pii, PV{a.f, a.v})
			b.sb.WriteString(a.v)
		case keepArg:
			b.keep = append(b.keep, string(a))
			b.sb.WriteString(string(a))
		case string:
			b.sb.WriteString(a)
		case int:
			fmt.Fprintf(&b.sb, "%d", a)
		default:
			fmt.Fprint(&b.sb, a)
		}
	}
}

// QV is V with the value quoted by q; only the value is labelled.
func QV(clean bool, f, v, q string, alt any) any {
	if clean {
		return alt
	}
	return []any{q, P(f, v), q}
}

// V returns a PII arg when not clean, else the clean replacement (keep or text).
func V(clean bool, f, v string, alt any) any {
	if clean {
		return alt
	}
	return P(f, v)
}

type tmpl struct {
	name  string
	f     func(b *B, clean bool)
	pii   bool // can produce a PII query
	clean bool // can produce a clean query
	w     int
}

var templates []tmpl

func reg(name string, f func(*B, bool), pii, clean bool, w int) {
	templates = append(templates, tmpl{name, f, pii, clean, w})
}

func choose(want func(t tmpl) bool) tmpl {
	tot := 0
	for _, t := range templates {
		if want(t) {
			tot += t.w
		}
	}
	x := r.IntN(tot)
	for _, t := range templates {
		if want(t) {
			if x < t.w {
				return t
			}
			x -= t.w
		}
	}
	panic("unreachable")
}

func finish(b *B, kind string, clean bool) (Rec, error) {
	q := b.sb.String()
	rec := Rec{Q: q, Clean: clean, Kind: kind, PII: []PV{}, Keep: []string{}}
	seen := map[string]bool{}
	for _, p := range b.pii {
		if !strings.Contains(q, p.V) {
			return rec, fmt.Errorf("pii not in q: %q", p.V)
		}
		if seen[p.F+"\x00"+p.V] {
			continue
		}
		seen[p.F+"\x00"+p.V] = true
		rec.PII = append(rec.PII, p)
	}
	ks := map[string]bool{}
	for _, k := range b.keep {
		if k == "" || ks[k] {
			continue
		}
		if !strings.Contains(q, k) {
			return rec, fmt.Errorf("keep not in q: %q", k)
		}
		bad := false
		for _, p := range rec.PII {
			if strings.Contains(p.V, k) {
				bad = true // keep inside a PII value: drop it
				break
			}
			if strings.Contains(k, p.V) {
				return rec, fmt.Errorf("keep %q contains pii %q", k, p.V)
			}
		}
		if bad {
			continue
		}
		// every occurrence of k must be clear of every occurrence of every PII value
		if overlapsPII(q, k, rec.PII) {
			continue
		}
		ks[k] = true
		rec.Keep = append(rec.Keep, k)
	}
	if clean && len(rec.PII) > 0 {
		return rec, fmt.Errorf("clean query with pii")
	}
	if !clean && len(rec.PII) == 0 {
		return rec, fmt.Errorf("pii query without pii")
	}
	return rec, nil
}

func overlapsPII(q, k string, pii []PV) bool {
	type iv struct{ a, b int }
	var ivs []iv
	for _, p := range pii {
		for off := 0; ; {
			i := strings.Index(q[off:], p.V)
			if i < 0 {
				break
			}
			ivs = append(ivs, iv{off + i, off + i + len(p.V)})
			off += i + 1
		}
	}
	for off := 0; ; {
		i := strings.Index(q[off:], k)
		if i < 0 {
			break
		}
		a, e := off+i, off+i+len(k)
		for _, v := range ivs {
			if a < v.b && v.a < e {
				return true
			}
		}
		off += i + 1
	}
	return false
}

func main() {
	r = rand.New(rand.NewPCG(43, 4343))
	register()
	var recs []Rec
	kinds := map[string][2]int{}
	gen := func(clean bool) {
		for tries := 0; ; tries++ {
			t := choose(func(t tmpl) bool {
				if clean {
					return t.clean
				}
				return t.pii
			})
			b := &B{}
			t.f(b, clean)
			rec, err := finish(b, t.name, clean)
			if err != nil {
				fmt.Fprintf(os.Stderr, "%s (clean=%v): %v\n", t.name, clean, err)
				if tries > 50 {
					os.Exit(1)
				}
				continue
			}
			recs = append(recs, rec)
			c := kinds[t.name]
			if clean {
				c[1]++
			} else {
				c[0]++
			}
			kinds[t.name] = c
			return
		}
	}
	for i := 0; i < 2000; i++ {
		gen(false)
	}
	for i := 0; i < 1000; i++ {
		gen(true)
	}
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
	out := "/work/corpus43/c43.ndjson"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	f, err := os.Create(out)
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, rec := range recs {
		if err := enc.Encode(rec); err != nil {
			panic(err)
		}
	}
	w.Flush()
	f.Close()
	names := make([]string, 0, len(kinds))
	for k := range kinds {
		names = append(names, k)
	}
	sort.Strings(names)
	fam := map[string]int{}
	nk := 0
	for _, rec := range recs {
		for _, p := range rec.PII {
			fam[p.F]++
		}
		nk += len(rec.Keep)
	}
	fmt.Fprintf(os.Stderr, "%d records, %d kinds, pii by family %v, keep %d\n", len(recs), len(kinds), fam, nk)
	for _, n := range names {
		fmt.Fprintf(os.Stderr, "  %-24s pii=%4d clean=%4d\n", n, kinds[n][0], kinds[n][1])
	}
}
