// Command gen writes ../c129.ndjson: 3,000 labelled lines of agent-era traffic
// (MCP JSON-RPC, function calls, terminal transcripts, diffs, CI logs, configs,
// HTTP traces, query results and the chat turns around them) for testing scrub.
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

// L collects the labels of one line while a template writes it.
type L struct {
	pii  []PII
	keep []string
}

// P labels v as a value of family f and returns it.
func (l *L) P(f, v string) string { l.pii = append(l.pii, PII{f, v}); return v }

// K labels s as a string that must survive and returns it.
func (l *L) K(s string) string { l.keep = append(l.keep, s); return s }

type tpl struct {
	kind string
	fn   func(l *L) string
}

var r = rand.New(rand.NewSource(129))

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func overlaps(q, a, b string) bool {
	// true when every occurrence of a overlaps some occurrence of b
	for i := 0; ; {
		j := strings.Index(q[i:], a)
		if j < 0 {
			return true
		}
		s, e := i+j, i+j+len(a)
		ok := true
		for k := 0; ; {
			m := strings.Index(q[k:], b)
			if m < 0 {
				break
			}
			bs, be := k+m, k+m+len(b)
			if bs < e && s < be {
				ok = false
				break
			}
			k = bs + 1
		}
		if ok {
			return false
		}
		i = s + 1
	}
}

func main() {
	const N = 3000
	seenV := map[string]int{}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	var piiOrder, cleanOrder []int
	pi, ci := 0, 0
	next := func(order *[]int, n int, k *int) int {
		if *k%n == 0 {
			*order = r.Perm(n)
		}
		v := (*order)[*k%n]
		*k++
		return v
	}
	for i := 1; i <= N; i++ {
		clean := i%3 == 0
		var t tpl
		if clean {
			t = allClean[next(&cleanOrder, len(allClean), &ci)]
		} else {
			t = piiTpls[next(&piiOrder, len(piiTpls), &pi)]
		}
		l := &L{}
		q := t.fn(l)
		if clean && len(l.pii) > 0 {
			fail(i, t.kind, "clean line with pii")
		}
		if !clean && len(l.pii) == 0 {
			fail(i, t.kind, "pii line without pii")
		}
		for _, p := range l.pii {
			if !families[p.F] {
				fail(i, t.kind, "bad family "+p.F)
			}
			if p.V == "" || !strings.Contains(q, p.V) {
				fail(i, t.kind, "value not in q: "+p.V)
			}
			if prev, ok := seenV[p.V]; ok {
				fail(i, t.kind, fmt.Sprintf("value %q repeats line %d", p.V, prev))
			}
			seenV[p.V] = i
		}
		keep := []string{}
		kseen := map[string]bool{}
		for _, k := range l.keep {
			if k == "" || !strings.Contains(q, k) {
				fail(i, t.kind, "keep not in q: "+k)
			}
			for _, p := range l.pii {
				if overlaps(q, k, p.V) {
					fail(i, t.kind, fmt.Sprintf("keep %q overlaps %q", k, p.V))
				}
			}
			if !kseen[k] {
				kseen[k] = true
				keep = append(keep, k)
			}
		}
		pii := l.pii
		if pii == nil {
			pii = []PII{}
		}
		if err := enc.Encode(Line{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: t.kind}); err != nil {
			panic(err)
		}
	}
	kinds := map[string]bool{}
	for _, t := range piiTpls {
		if kinds[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		kinds[t.kind] = true
	}
	for _, t := range allClean {
		if kinds[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		kinds[t.kind] = true
	}
	if err := os.WriteFile("../c129.ndjson", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintf(os.Stderr, "wrote ../c129.ndjson: %d lines, %d pii kinds, %d clean kinds, %d values\n", N, len(piiTpls), len(allClean), len(seenV))
}

func fail(i int, kind, msg string) {
	fmt.Fprintf(os.Stderr, "line %d [%s]: %s\n", i, kind, msg)
	os.Exit(1)
}

var allClean = append(append([]tpl{}, cleanTpls...), cleanTpls2...)

var piiTpls = append(append(append(append([]tpl{}, tplA...), tplB...), tplC...), tplD...)
