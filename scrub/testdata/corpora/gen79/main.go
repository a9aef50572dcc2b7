// Command gen writes c79.ndjson, a labelled PII test corpus for South and
// South-East Asian traffic. The output is byte-identical on every run.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

type line struct {
	Q     string   `json:"q"`
	PII   []PV     `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

func occurrences(s, sub string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

func check(l line) error {
	if l.Clean && len(l.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !l.Clean && len(l.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	for _, p := range l.PII {
		if !strings.Contains(l.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
	}
	for _, k := range l.Keep {
		if k == "" || !strings.Contains(l.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, ko := range occurrences(l.Q, k) {
			for _, p := range l.PII {
				for _, po := range occurrences(l.Q, p.V) {
					if ko[0] < po[1] && po[0] < ko[1] {
						return fmt.Errorf("keep %q overlaps pii %q", k, p.V)
					}
				}
			}
		}
	}
	return nil
}

func main() {
	out := "/work/corpus79/c79.ndjson"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	r := rand.New(rand.NewSource(79))
	var buf bytes.Buffer
	w := bufio.NewWriter(&buf)
	np, nc := 0, 0
	for i := 0; i < 3000; i++ {
		clean := i%3 == 2
		var t tmpl
		if clean {
			t = cleanTemplates[nc%len(cleanTemplates)]
			nc++
		} else {
			t = piiTemplates[np%len(piiTemplates)]
			np++
		}
		var l line
		for attempt := 0; ; attempt++ {
			g := &G{r: r}
			q := t.f(g)
			l = line{Q: q, PII: g.pii, Keep: g.keep, Clean: clean, Kind: t.kind}
			if l.PII == nil {
				l.PII = []PV{}
			}
			if l.Keep == nil {
				l.Keep = []string{}
			}
			err := check(l)
			if err == nil {
				break
			}
			if attempt > 20 {
				fmt.Fprintf(os.Stderr, "line %d (%s): %v\n", i+1, t.kind, err)
				os.Exit(1)
			}
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
	}
	w.Flush()
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Printf("wrote %s: 3000 lines, %d pii kinds, %d clean kinds\n", out, len(piiTemplates), len(cleanTemplates))
}
