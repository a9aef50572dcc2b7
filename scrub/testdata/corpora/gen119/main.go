// Command gen writes ../c119.ndjson: 3,000 labelled lines of customer-support
// text for a developer platform (a SaaS API company), for testing a PII scrubber.
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

// B collects the labels of one line while a template writes it.
type B struct {
	*Gen
	pii  []PII
	keep []string
}

// P labels v as personal/secret of family f and returns it.
func (b *B) P(f, v string) string {
	b.pii = append(b.pii, PII{f, v})
	return v
}

// K labels s as a look-alike that must survive and returns it.
func (b *B) K(s string) string {
	b.keep = append(b.keep, s)
	return s
}

type tmpl struct {
	kind string
	fn   func(b *B) string
}

var piiT, cleanT []tmpl

func reg(kind string, fn func(b *B) string)  { piiT = append(piiT, tmpl{kind, fn}) }
func regC(kind string, fn func(b *B) string) { cleanT = append(cleanT, tmpl{kind, fn}) }

func overlaps(q, k string, vals []string) bool {
	// true when every occurrence of k overlaps an occurrence of some value
	for from := 0; ; {
		i := strings.Index(q[from:], k)
		if i < 0 {
			return true
		}
		a := from + i
		bad := false
		for _, v := range vals {
			for f2 := 0; ; {
				j := strings.Index(q[f2:], v)
				if j < 0 {
					break
				}
				s := f2 + j
				if s < a+len(k) && a < s+len(v) {
					bad = true
					break
				}
				f2 = s + 1
			}
			if bad {
				break
			}
		}
		if !bad {
			return false
		}
		from = a + 1
	}
}

func check(ln Line, n int) {
	fail := func(msg string) {
		fmt.Fprintf(os.Stderr, "line %d [%s]: %s\n  q=%q\n", n, ln.Kind, msg, ln.Q)
		os.Exit(1)
	}
	if ln.Clean && len(ln.PII) > 0 {
		fail("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		fail("pii line without pii")
	}
	var vals []string
	for _, p := range ln.PII {
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			fail("value not in q: " + p.V)
		}
		vals = append(vals, p.V)
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			fail("keep not in q: " + k)
		}
		if overlaps(ln.Q, k, vals) {
			fail("keep overlaps a value: " + k)
		}
	}
}

func main() {
	g := &Gen{r: rand.New(rand.NewSource(119)), used: map[string]bool{}}
	registerPII()
	registerClean()
	registerExtra()
	out, err := os.Create("../c119.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	seen := map[string]bool{}
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		var t tmpl
		clean := i%3 == 0
		if clean {
			t = cleanT[ci%len(cleanT)]
			ci++
		} else {
			t = piiT[pi%len(piiT)]
			pi++
		}
		b := &B{Gen: g}
		q := t.fn(b)
		ln := Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}
		if ln.PII == nil {
			ln.PII = []PII{}
		}
		if ln.Keep == nil {
			ln.Keep = []string{}
		}
		check(ln, i)
		for _, p := range ln.PII {
			if seen[p.V] {
				fmt.Fprintf(os.Stderr, "line %d: duplicate value %q\n", i, p.V)
				os.Exit(1)
			}
			seen[p.V] = true
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	w.Flush()
	out.Close()
	fmt.Printf("wrote ../c119.ndjson: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}
