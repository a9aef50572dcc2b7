// Command gen writes ../c105.ndjson: a labelled PII corpus for network and VPN
// administration text. Deterministic: math/rand seeded with 105, no clock, no
// map iteration into the output.
package main

import (
	"bufio"
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

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B builds one line: text written through p() is a labelled value, through k()
// a look-alike that must survive.
type B struct {
	sb   strings.Builder
	pii  []PII
	keep []string
}

func (b *B) t(s string, a ...any) *B {
	if len(a) > 0 {
		s = fmt.Sprintf(s, a...)
	}
	b.sb.WriteString(s)
	return b
}

func (b *B) p(fam, v string) *B {
	b.sb.WriteString(v)
	for _, x := range b.pii {
		if x.V == v {
			return b
		}
	}
	b.pii = append(b.pii, PII{fam, v})
	return b
}

func (b *B) k(v string) *B {
	b.sb.WriteString(v)
	b.K(v)
	return b
}

// K records a keep string without writing it (it is already in the text).
func (b *B) K(v string) *B {
	for _, x := range b.keep {
		if x == v {
			return b
		}
	}
	b.keep = append(b.keep, v)
	return b
}

type T struct {
	kind string
	fn   func(*B)
}

var famOK = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

func validate(l Line) error {
	q := l.Q
	type rg struct{ a, b int }
	var rgs []rg
	for _, p := range l.PII {
		ok := false
		for _, f := range famOK {
			ok = ok || f == p.F
		}
		if !ok {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		for i := 0; ; {
			j := strings.Index(q[i:], p.V)
			if j < 0 {
				break
			}
			rgs = append(rgs, rg{i + j, i + j + len(p.V)})
			i += j + 1
		}
	}
	for _, k := range l.Keep {
		if len(k) < 3 || !strings.Contains(q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for i := 0; ; {
			j := strings.Index(q[i:], k)
			if j < 0 {
				break
			}
			a, bb := i+j, i+j+len(k)
			for _, x := range rgs {
				if a < x.b && x.a < bb {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
			i += j + 1
		}
	}
	if l.Clean != (len(l.PII) == 0) {
		return fmt.Errorf("clean=%v with %d pii", l.Clean, len(l.PII))
	}
	return nil
}

func main() {
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	checkKinds(piiT)
	checkKinds(cleanT)
	fmt.Fprintf(os.Stderr, "pii kinds %d, clean kinds %d\n", len(piiT), len(cleanT))
	f, err := os.Create("../c105.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	var permP, permC []int
	np, nc := 0, 0
	seen := map[string]int{} // value -> line, lookups only
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var tp T
		if clean {
			if nc%len(cleanT) == 0 {
				permC = r.Perm(len(cleanT))
			}
			tp = cleanT[permC[nc%len(cleanT)]]
			nc++
		} else {
			if np%len(piiT) == 0 {
				permP = r.Perm(len(piiT))
			}
			tp = piiT[permP[np%len(piiT)]]
			np++
		}
		var l Line
		var verr error
		for try := 0; try < 20; try++ {
			b := &B{}
			tp.fn(b)
			l = Line{Q: b.sb.String(), PII: b.pii, Keep: b.keep, Clean: clean, Kind: tp.kind}
			if l.PII == nil {
				l.PII = []PII{}
			}
			if l.Keep == nil {
				l.Keep = []string{}
			}
			if verr = validate(l); verr == nil {
				break
			}
		}
		if verr != nil {
			panic(fmt.Sprintf("line %d kind %s: %v\n%s", i, tp.kind, verr, l.Q))
		}
		for _, p := range l.PII {
			if at, ok := seen[p.V]; ok && at != i {
				panic(fmt.Sprintf("value %q reused on lines %d and %d", p.V, at, i))
			}
			seen[p.V] = i
		}
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
	}
	w.Flush()
	f.Close()
}

func checkKinds(ts []T) {
	var ks []string
	for _, t := range ts {
		ks = append(ks, t.kind)
	}
	sort.Strings(ks)
	for i := 1; i < len(ks); i++ {
		if ks[i] == ks[i-1] {
			panic("duplicate kind " + ks[i])
		}
	}
}
