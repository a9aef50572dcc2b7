// Command gen writes ../c109.ndjson: a labelled corpus of secrets in the
// formats public secret-scanning rule sets document, in their surroundings,
// and of the look-alikes those rule sets treat as false positives.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

var used = map[string]bool{}

func overlaps(q, k string, vals []string) bool {
	for i := 0; ; {
		j := strings.Index(q[i:], k)
		if j < 0 {
			return false
		}
		a, e := i+j, i+j+len(k)
		for _, v := range vals {
			for x := 0; ; {
				y := strings.Index(q[x:], v)
				if y < 0 {
					break
				}
				va, ve := x+y, x+y+len(v)
				if va < e && a < ve {
					return true
				}
				x = va + 1
			}
		}
		i = a + 1
	}
}

// check validates a line; a false return means "draw again" (a value seen
// before), a panic means a template bug.
func check(ln *Line) bool {
	var pii []PII
	seen := map[string]bool{}
	var vals []string
	for _, p := range ln.PII {
		if !strings.Contains(ln.Q, p.V) {
			panic(fmt.Sprintf("%s: value %q not in q", ln.Kind, p.V))
		}
		if seen[p.V] {
			continue
		}
		seen[p.V] = true
		if used[p.V] {
			return false
		}
		pii = append(pii, p)
		vals = append(vals, p.V)
	}
	var keep []string
	ks := map[string]bool{}
	for _, k := range ln.Keep {
		if !strings.Contains(ln.Q, k) {
			panic(fmt.Sprintf("%s: keep %q not in q", ln.Kind, k))
		}
		if ks[k] {
			continue
		}
		if overlaps(ln.Q, k, vals) {
			panic(fmt.Sprintf("%s: keep %q overlaps a value in %q", ln.Kind, k, ln.Q))
		}
		ks[k] = true
		keep = append(keep, k)
	}
	if ln.Clean != (len(pii) == 0) {
		panic(fmt.Sprintf("%s: clean=%v with %d values", ln.Kind, ln.Clean, len(pii)))
	}
	for _, v := range vals {
		used[v] = true
	}
	if pii == nil {
		pii = []PII{}
	}
	if keep == nil {
		keep = []string{}
	}
	ln.PII, ln.Keep = pii, keep
	return true
}

func main() {
	svcs := services()
	surrs := surroundings()
	spec := specials()
	clean := cleanKinds()
	var lines []Line
	si, sp, ci := 0, 0, 0
	for i := 1; i <= 3000; i++ {
		var ln Line
		for {
			b := &B{}
			switch {
			case i%3 == 0:
				k := clean[ci%len(clean)]
				ln = Line{Q: k.f(b), Clean: true, Kind: "clean/" + k.kind}
			case (i-i/3)%5 == 0:
				k := spec[sp%len(spec)]
				ln = Line{Q: k.f(b), Kind: k.kind}
			default:
				s := &svcs[si%len(svcs)]
				v := s.Gen()
				if len(s.Extra) > 0 && (s.Own || (s.Auth == "none" || r.Intn(100) < 45) && r.Intn(100) < 80) {
					x := r.Intn(len(s.Extra))
					ln = Line{Q: s.Extra[x](v, b), Kind: fmt.Sprintf("%s/own%d", s.Name, x+1)}
				} else {
					var ok []surr
					for _, su := range surrs {
						if su.needs == "auth" && (s.Auth == "none" || s.Host == "") {
							continue
						}
						ok = append(ok, su)
					}
					su := ok[r.Intn(len(ok))]
					ln = Line{Q: su.f(s, v, b), Kind: s.Name + "/" + su.name}
				}
			}
			ln.PII, ln.Keep = b.pii, b.keep
			if check(&ln) {
				break
			}
		}
		switch {
		case i%3 == 0:
			ci++
		case (i-i/3)%5 == 0:
			sp++
		default:
			si++
		}
		lines = append(lines, ln)
	}
	f, err := os.Create("../c109.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range lines {
		if err := enc.Encode(&lines[i]); err != nil {
			panic(err)
		}
	}
	w.Flush()
	f.Close()
	fmt.Printf("wrote %d lines: %d services, %d surroundings, %d special kinds, %d clean kinds\n", len(lines), len(svcs), len(surrs), len(spec), len(clean))
}
