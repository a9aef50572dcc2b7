// Command gen writes ../c133.ndjson: a labelled PII corpus of values disguised
// to slip past "no contact info" filters (marketplaces, dating apps, gaming
// chats, support forums, scams). Deterministic: math/rand seeded with 133.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

var r = rand.New(rand.NewSource(133))

type Line struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

var seenV = map[string]bool{}

// check returns "" when the line is well formed.
func check(q string, pii []P, keep []string) string {
	type span struct{ a, b int }
	var spans []span
	for _, p := range pii {
		if p.V == "" {
			return "empty value"
		}
		if strings.Count(q, p.V) != 1 {
			return fmt.Sprintf("value %q occurs %d times", p.V, strings.Count(q, p.V))
		}
		if seenV[p.V] {
			return "duplicate value " + p.V
		}
		i := strings.Index(q, p.V)
		spans = append(spans, span{i, i + len(p.V)})
	}
	for _, k := range keep {
		if k == "" || !strings.Contains(q, k) {
			return "keep not in q: " + k
		}
		for off := 0; ; {
			i := strings.Index(q[off:], k)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					return "keep overlaps pii: " + k
				}
			}
			off = a + 1
		}
	}
	return ""
}

func dedupe(xs []string) []string {
	out := []string{}
	for _, x := range xs {
		dup := false
		for _, y := range out {
			if x == y {
				dup = true
			}
		}
		if !dup {
			out = append(out, x)
		}
	}
	return out
}

func main() {
	pk := piiKinds()
	ck := cleanKinds()
	r.Shuffle(len(pk), func(i, j int) { pk[i], pk[j] = pk[j], pk[i] })
	out, err := os.Create("../c133.ndjson")
	if err != nil {
		panic(err)
	}
	defer out.Close()
	w := bufio.NewWriter(out)
	defer w.Flush()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	np, nc := 0, 0
	for i := 1; i <= 3000; i++ {
		var ln Line
		for try := 0; ; try++ {
			if try > 50 {
				panic(fmt.Sprintf("line %d: cannot build", i))
			}
			var q string
			var pii []P
			var keep []string
			if i%3 == 0 {
				c := ck[nc%len(ck)]
				t := pick(c.ts)
				var xs []string
				for strings.Contains(t, "{X}") {
					x, k := c.extra()
					t = strings.Replace(t, "{X}", fmt.Sprintf("\x01%d\x01", len(xs)), 1)
					xs = append(xs, x)
					keep = append(keep, k...)
				}
				var k2 []string
				q, k2 = fill(t, nil)
				for j, x := range xs {
					q = strings.Replace(q, fmt.Sprintf("\x01%d\x01", j), x, 1)
				}
				keep = append(keep, k2...)
				ln = Line{Clean: true, Kind: c.name}
			} else {
				k := pk[np%len(pk)]
				q, pii, keep = k.make()
				ln = Line{Kind: k.name}
			}
			keep = dedupe(keep)
			if msg := check(q, pii, keep); msg != "" {
				if try > 40 {
					fmt.Fprintf(os.Stderr, "line %d retry: %s\n", i, msg)
				}
				continue
			}
			ln.Q, ln.PII, ln.Keep = q, pii, keep
			if ln.PII == nil {
				ln.PII = []P{}
			}
			for _, p := range pii {
				seenV[p.V] = true
			}
			break
		}
		if ln.Clean {
			nc++
		} else {
			np++
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(pk), len(ck))
}
