package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

func overlaps(q string, spans [][2]int, k string) bool {
	for off := 0; ; {
		i := strings.Index(q[off:], k)
		if i < 0 {
			return false
		}
		a, b := off+i, off+i+len(k)
		for _, s := range spans {
			if a < s[1] && s[0] < b {
				return true
			}
		}
		off = a + 1
	}
}

func main() {
	r := rand.New(rand.NewSource(131))
	var piiKinds []T
	for _, l := range [][]T{piiPhone, piiSSN, piiCard, piiEmail, piiSecret, piiMulti} {
		piiKinds = append(piiKinds, l...)
	}
	seen := map[string]bool{}
	kindSeen := map[string]bool{}
	for _, t := range append(append([]T{}, piiKinds...), cleanT...) {
		if kindSeen[t.kind] {
			panic("dup kind " + t.kind)
		}
		kindSeen[t.kind] = true
	}
	out, err := os.Create("../c131.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t T
		if clean {
			t = cleanT[ci%len(cleanT)]
			ci++
		} else {
			t = piiKinds[pi%len(piiKinds)]
			pi++
		}
		var ln Line
		ok := false
		for try := 0; try < 200 && !ok; try++ {
			g := &G{r: r}
			q := t.fn(g)
			for strings.Contains(q, "  ") {
				q = strings.ReplaceAll(q, "  ", " ")
			}
			q = strings.TrimSpace(strings.ReplaceAll(q, " \n", "\n"))
			ln = Line{Q: q, PII: g.pii, Keep: g.keep, Clean: clean, Kind: t.kind}
			if ln.PII == nil {
				ln.PII = []PII{}
			}
			if ln.Keep == nil {
				ln.Keep = []string{}
			}
			ok = check(&ln, seen)
		}
		if !ok {
			panic(fmt.Sprintf("line %d kind %s: cannot generate", i, t.kind))
		}
		for _, p := range ln.PII {
			seen[p.V] = true
		}
		b, _ := json.Marshal(ln)
		w.Write(b)
		w.WriteByte('\n')
	}
	w.Flush()
	out.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiKinds), len(cleanT))
}

func check(ln *Line, seen map[string]bool) bool {
	q := ln.Q
	if ln.Clean != (len(ln.PII) == 0) {
		panic("clean/pii mismatch in " + ln.Kind)
	}
	var spans [][2]int
	local := map[string]bool{}
	for _, p := range ln.PII {
		if p.V == "" || strings.Count(q, p.V) != 1 || seen[p.V] || local[p.V] {
			return false
		}
		local[p.V] = true
		i := strings.Index(q, p.V)
		spans = append(spans, [2]int{i, i + len(p.V)})
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(q, k) {
			panic(fmt.Sprintf("keep %q not in q (%s)", k, ln.Kind))
		}
		if overlaps(q, spans, k) {
			return false
		}
	}
	return true
}
