// Command gen writes ../c99.ndjson: a labelled PII corpus for retail, restaurants and
// payment terminals. Deterministic: math/rand seeded with 99, no clock, no map iteration.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
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

// B builds one line: templates call P for a personal value and K for a look-alike.
type B struct {
	*Gen
	pii  []P
	keep []string
}

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

func (b *B) P(f, v string) string {
	ok := false
	for _, x := range families {
		ok = ok || x == f
	}
	if !ok {
		panic("bad family " + f)
	}
	b.pii = append(b.pii, P{f, v})
	return v
}

func (b *B) K(v string) string {
	b.keep = append(b.keep, v)
	return v
}

// S returns a fresh unique secret of the alphabet.
func (b *B) S(alpha string, k int) string {
	return b.uniq(func() string { return b.secret(alpha, k) })
}

type T struct {
	kind string
	f    func(b *B) string
}

func occurrences(q, s string) [][2]int {
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

// check panics on a template bug and returns false when a keep string happens to
// overlap a personal value (the line is then drawn again).
func check(ln Line, seen map[string]bool) (ok bool) {
	fail := func(msg string) {
		panic(fmt.Sprintf("%s [%s]\nq=%q", msg, ln.Kind, ln.Q))
	}
	if ln.Clean && len(ln.PII) > 0 {
		fail("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		fail("pii line without pii")
	}
	for _, p := range ln.PII {
		if !strings.Contains(ln.Q, p.V) {
			fail("value not in q: " + p.V)
		}
		if seen[p.V] {
			fail("value used twice: " + p.V)
		}
	}
	for i, p := range ln.PII {
		for _, o := range ln.PII[i+1:] {
			if p.V == o.V {
				fail("value used twice in line: " + p.V)
			}
		}
	}
	for _, k := range ln.Keep {
		if len(k) < 4 {
			fail("keep too short: " + k)
		}
		if !strings.Contains(ln.Q, k) {
			fail("keep not in q: " + k)
		}
		for _, ko := range occurrences(ln.Q, k) {
			for _, p := range ln.PII {
				for _, po := range occurrences(ln.Q, p.V) {
					if ko[0] < po[1] && po[0] < ko[1] {
						return false
					}
				}
			}
		}
	}
	for _, p := range ln.PII {
		seen[p.V] = true
	}
	return true
}

func main() {
	g := &Gen{r: rand.New(rand.NewSource(99)), used: map[string]bool{}}
	piiT, cleanT := piiTemplates(), cleanTemplates()
	checkKinds(piiT, cleanT)
	out, err := os.Create("../c99.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	seen := map[string]bool{}
	var pOrder, cOrder []int
	retries := 0
	for i := 1; i <= 3000; i++ {
		var t T
		clean := i%3 == 0
		if clean {
			if len(cOrder) == 0 {
				cOrder = g.r.Perm(len(cleanT))
			}
			t, cOrder = cleanT[cOrder[0]], cOrder[1:]
		} else {
			if len(pOrder) == 0 {
				pOrder = g.r.Perm(len(piiT))
			}
			t, pOrder = piiT[pOrder[0]], pOrder[1:]
		}
		var ln Line
		for try := 0; ; try++ {
			if try == 50 {
				panic("keep strings keep overlapping in " + t.kind)
			}
			b := &B{Gen: g}
			q := t.f(b)
			ln = Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}
			if ln.PII == nil {
				ln.PII = []P{}
			}
			if ln.Keep == nil {
				ln.Keep = []string{}
			}
			if check(ln, seen) {
				break
			}
			retries++
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	out.Close()
	fmt.Printf("wrote ../c99.ndjson: 3000 lines, %d pii kinds, %d clean kinds (%d lines redrawn for overlapping keeps)\n", len(piiT), len(cleanT), retries)
}

func checkKinds(a, c []T) {
	seen := map[string]bool{}
	for _, t := range append(append([]T{}, a...), c...) {
		if seen[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		seen[t.kind] = true
	}
}
