// Command gen writes ../c134.ndjson: 3,000 labelled lines (every third clean)
// for scoring a PII scrubber. Deterministic: math/rand seeded with 134, no maps
// iterated into the output, no clock.
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

var rnd = rand.New(rand.NewSource(134))

// B builds one line: text, labelled values and keep strings, with their offsets.
type B struct {
	s    strings.Builder
	pii  []PII
	keep []string
	pr   [][2]int
	kr   [][2]int
}

func (b *B) t(parts ...string) {
	for _, p := range parts {
		b.s.WriteString(p)
	}
}
func (b *B) f(format string, a ...any) { fmt.Fprintf(&b.s, format, a...) }

// p writes a personal or secret value and labels it.
func (b *B) p(fam, v string) string {
	st := b.s.Len()
	b.s.WriteString(v)
	b.pii = append(b.pii, PII{fam, v})
	b.pr = append(b.pr, [2]int{st, b.s.Len()})
	return v
}

// k writes a look-alike that must survive.
func (b *B) k(v string) string {
	st := b.s.Len()
	b.s.WriteString(v)
	b.keep = append(b.keep, v)
	b.kr = append(b.kr, [2]int{st, b.s.Len()})
	return v
}

type tpl struct {
	kind string
	fn   func(b *B)
}

var (
	piiPools   = map[string][]tpl{}
	cleanPools = map[string][]tpl{}
	langs      = []string{"en", "es", "fr", "de", "pt", "hi", "zh"}
	weights    = []int{70, 6, 5, 5, 5, 5, 4}
)

func addP(lang, kind string, fn func(b *B)) {
	piiPools[lang] = append(piiPools[lang], tpl{lang + "_" + kind, fn})
}
func addC(lang, kind string, fn func(b *B)) {
	cleanPools[lang] = append(cleanPools[lang], tpl{lang + "_" + kind, fn})
}

func pickLang() string {
	r := rnd.Intn(100)
	for i, w := range weights {
		if r < w {
			return langs[i]
		}
		r -= w
	}
	return "en"
}

var seen = map[string]bool{}

func die(format string, a ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", a...)
	os.Exit(1)
}

func main() {
	registerEN()
	registerIntl()
	registerClean()
	hardInit()
	// cursors over each pool, each pool shuffled once, so every kind is used
	order := func(pools map[string][]tpl) map[string][]int {
		o := map[string][]int{}
		for _, l := range langs {
			o[l] = rnd.Perm(len(pools[l]))
		}
		return o
	}
	po, co := order(piiPools), order(cleanPools)
	pc, cc := map[string]int{}, map[string]int{}
	out, err := os.Create("../c134.ndjson")
	if err != nil {
		die("%v", err)
	}
	w := bufio.NewWriter(out)
	kinds := map[string]int{}
	nk := 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		lang := pickLang()
		var t tpl
		if clean {
			pool := cleanPools[lang]
			t = pool[co[lang][cc[lang]%len(pool)]]
			cc[lang]++
		} else {
			pool := piiPools[lang]
			t = pool[po[lang][pc[lang]%len(pool)]]
			pc[lang]++
		}
		if kinds[t.kind] == 0 {
			nk++
		}
		kinds[t.kind]++
		b := &B{}
		t.fn(b)
		q := b.s.String()
		ln := Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}
		if ln.PII == nil {
			ln.PII = []PII{}
		}
		if ln.Keep == nil {
			ln.Keep = []string{}
		}
		if clean && len(b.pii) > 0 {
			die("line %d: clean kind %s has pii", i, t.kind)
		}
		if !clean && len(b.pii) == 0 {
			die("line %d: kind %s has no pii", i, t.kind)
		}
		for j, p := range b.pii {
			if p.V == "" || !strings.Contains(q, p.V) {
				die("line %d: pii %q not in q", i, p.V)
			}
			if seen[p.V] {
				die("line %d [%s]: value %q not unique", i, t.kind, p.V)
			}
			seen[p.V] = true
			for k, p2 := range b.pii {
				if k != j && p2.V != p.V && strings.Contains(p2.V, p.V) {
					die("line %d: pii %q inside pii %q", i, p.V, p2.V)
				}
			}
		}
		for j, k := range b.keep {
			if k == "" || !strings.Contains(q, k) {
				die("line %d: keep %q not in q", i, k)
			}
			r := b.kr[j]
			for x, p := range b.pii {
				pr := b.pr[x]
				if r[0] < pr[1] && pr[0] < r[1] {
					die("line %d: keep %q overlaps pii %q", i, k, p.V)
				}
				if strings.Contains(p.V, k) || strings.Contains(k, p.V) {
					die("line %d [%s]: keep %q and pii %q contain each other", i, t.kind, k, p.V)
				}
			}
		}
		js, err := json.Marshal(ln)
		if err != nil {
			die("%v", err)
		}
		w.Write(js)
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		die("%v", err)
	}
	out.Close()
	np, ncl := 0, 0
	for _, l := range langs {
		np += len(piiPools[l])
		ncl += len(cleanPools[l])
	}
	fmt.Printf("wrote ../c134.ndjson: 3000 lines, %d pii kinds, %d clean kinds defined, %d kinds used\n", np, ncl, nk)
}
