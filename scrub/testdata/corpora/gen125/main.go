// Command gen writes ../c125.ndjson: a labelled PII corpus of developers asking
// for help in their own (non-English) languages, with pasted code, configs,
// logs and commands. Deterministic: math/rand seeded with 125, no clock, no
// map iteration reaches the output.
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

// B builds one line: t appends text, p appends a labelled value, k a look-alike to keep.
type B struct {
	sb   strings.Builder
	pii  []PII
	keep []string
	l    *Lang
}

func (b *B) t(s ...string) *B {
	for _, x := range s {
		b.sb.WriteString(x)
	}
	return b
}
func (b *B) p(f, v string) *B {
	b.sb.WriteString(v)
	for _, e := range b.pii {
		if e.V == v {
			return b
		}
	}
	b.pii = append(b.pii, PII{f, v})
	return b
}
func (b *B) k(v string) *B {
	b.sb.WriteString(v)
	for _, e := range b.keep {
		if e == v {
			return b
		}
	}
	b.keep = append(b.keep, v)
	return b
}

// kq records a keep string already written with t (or to be written later).
func (b *B) kq(v string) string {
	for _, e := range b.keep {
		if e == v {
			return v
		}
	}
	b.keep = append(b.keep, v)
	return v
}

type Kind struct {
	name string
	fn   func(b *B)
}

var r = rand.New(rand.NewSource(125))

var used = map[string]bool{}

// u returns a value from g not seen before anywhere in the corpus.
func u(g func() string) string {
	for i := 0; i < 1000; i++ {
		v := g()
		if !used[v] {
			used[v] = true
			return v
		}
	}
	panic("cannot find a unique value")
}

func validate(ln *Line) error {
	for _, p := range ln.PII {
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		switch p.F {
		case "email", "phone", "ssn", "jwt", "bearer", "credit_card":
		default:
			return fmt.Errorf("bad family %q", p.F)
		}
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, p := range ln.PII {
			if strings.Contains(p.V, k) || strings.Contains(k, p.V) {
				return fmt.Errorf("keep %q overlaps pii %q", k, p.V)
			}
		}
	}
	for i, p := range ln.PII {
		for j, o := range ln.PII {
			if i != j && strings.Contains(o.V, p.V) {
				return fmt.Errorf("pii %q inside pii %q", p.V, o.V)
			}
		}
	}
	if ln.Clean && len(ln.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	return nil
}

func build(k Kind, clean bool) Line {
	for try := 0; try < 50; try++ {
		b := &B{l: langs[r.Intn(len(langs))]}
		k.fn(b)
		ln := Line{Q: b.sb.String(), PII: b.pii, Keep: b.keep, Clean: clean, Kind: k.name}
		if ln.PII == nil {
			ln.PII = []PII{}
		}
		if ln.Keep == nil {
			ln.Keep = []string{}
		}
		if err := validate(&ln); err != nil {
			if try == 49 {
				panic(k.name + ": " + err.Error())
			}
			continue
		}
		return ln
	}
	panic("unreachable")
}

func main() {
	piiKinds := allPII()
	cleanKinds := allClean()
	seen := map[string]bool{}
	for _, k := range append(append([]Kind{}, piiKinds...), cleanKinds...) {
		if seen[k.name] {
			panic("duplicate kind " + k.name)
		}
		seen[k.name] = true
	}
	f, err := os.Create("../c125.ndjson")
	if err != nil {
		panic(err)
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
				cOrder = r.Perm(len(cleanKinds))
			}
			ln = build(cleanKinds[cOrder[ci%len(cleanKinds)]], true)
			ci++
		} else {
			if pi%len(piiKinds) == 0 {
				pOrder = r.Perm(len(piiKinds))
			}
			ln = build(piiKinds[pOrder[pi%len(piiKinds)]], false)
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
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiKinds), len(cleanKinds))
}
