// Command gen writes c113.ndjson: a labelled PII corpus of e-mail and chat
// correspondence in 12 languages. Deterministic: math/rand seeded with 113.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
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

type B struct {
	L    *Lang
	Ph   *Phr
	pii  []PV
	keep []string
}

func (b *B) P(f, v string) string {
	b.pii = append(b.pii, PV{f, v})
	used[v] = true
	return v
}

func (b *B) K(v string) string {
	b.keep = append(b.keep, v)
	return v
}

// fill replaces {KEY} placeholders, given as key, value pairs.
func fill(s string, kv ...string) string {
	for i := 0; i+1 < len(kv); i += 2 {
		s = strings.ReplaceAll(s, "{"+kv[i]+"}", kv[i+1])
	}
	return s
}

type Tpl struct {
	Kind  string
	Clean bool
	Lang  string
	Fn    func(b *B) string
}

var tpls []Tpl

func reg(kind, lang string, clean bool, fn func(b *B) string) {
	tpls = append(tpls, Tpl{kind, clean, lang, fn})
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
		if i >= len(q) {
			return out
		}
	}
}

func check(rec Rec, line int) error {
	if rec.Clean != (len(rec.PII) == 0) {
		return fmt.Errorf("clean flag %v with %d pii", rec.Clean, len(rec.PII))
	}
	var pspans [][2]int
	for _, p := range rec.PII {
		if p.V == "" || !strings.Contains(rec.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		pspans = append(pspans, spans(rec.Q, p.V)...)
	}
	for _, k := range rec.Keep {
		if k == "" || !strings.Contains(rec.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, ks := range spans(rec.Q, k) {
			for _, ps := range pspans {
				if ks[0] < ps[1] && ps[0] < ks[1] {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
		}
	}
	return nil
}

func main() {
	registerPII()
	registerClean()
	var piiT, cleanT []Tpl
	for _, t := range tpls {
		if t.Clean {
			cleanT = append(cleanT, t)
		} else {
			piiT = append(piiT, t)
		}
	}
	fmt.Fprintf(os.Stderr, "templates: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
	f, err := os.Create("../c113.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	var pperm, cperm []int
	pi, ci := 0, 0
	seen := map[string]int{}
	for i := 1; i <= 3000; i++ {
		var t Tpl
		if i%3 == 0 {
			if ci%len(cleanT) == 0 {
				cperm = r.Perm(len(cleanT))
			}
			t = cleanT[cperm[ci%len(cleanT)]]
			ci++
		} else {
			if pi%len(piiT) == 0 {
				pperm = r.Perm(len(piiT))
			}
			t = piiT[pperm[pi%len(piiT)]]
			pi++
		}
		var l *Lang
		if t.Lang != "" {
			l = L(t.Lang)
		} else {
			l = L("en")
		}
		b := &B{L: l, Ph: phr[l.Code]}
		q := t.Fn(b)
		rec := Rec{Q: q, PII: b.pii, Keep: b.keep, Clean: t.Clean, Kind: t.Kind}
		if rec.PII == nil {
			rec.PII = []PV{}
		}
		if rec.Keep == nil {
			rec.Keep = []string{}
		}
		if err := check(rec, i); err != nil {
			fmt.Fprintf(os.Stderr, "line %d [%s]: %v\n%s\n", i, t.Kind, err, q)
			os.Exit(1)
		}
		for _, p := range rec.PII {
			if prev, ok := seen[p.V]; ok {
				fmt.Fprintf(os.Stderr, "line %d [%s]: value %q repeats line %d\n", i, t.Kind, p.V, prev)
				os.Exit(1)
			}
			seen[p.V] = i
		}
		if err := enc.Encode(rec); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	f.Close()
}
