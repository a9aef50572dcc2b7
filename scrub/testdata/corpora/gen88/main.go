package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

type Line struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

var fams = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func spans(q, v string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(q[i:], v)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(v)})
		i += j + 1
	}
}

func check(l Line) error {
	if l.Clean && len(l.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !l.Clean && len(l.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	for _, p := range l.PII {
		if !fams[p.F] {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(l.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
	}
	for _, k := range l.Keep {
		if k == "" || !strings.Contains(l.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, ks := range spans(l.Q, k) {
			for _, p := range l.PII {
				for _, ps := range spans(l.Q, p.V) {
					if ks[0] < ps[1] && ps[0] < ks[1] {
						return fmt.Errorf("keep %q overlaps pii %q", k, p.V)
					}
				}
			}
		}
	}
	return nil
}

func main() {
	g := &G{r: rand.New(rand.NewSource(88))}
	seen := map[string]bool{}
	var buf bytes.Buffer
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		var t T
		if i%3 == 0 {
			t = cleanT[ci%len(cleanT)]
			ci++
		} else {
			t = piiT[pi%len(piiT)]
			pi++
		}
		var l Line
		ok := false
		for try := 0; try < 200; try++ {
			q, ps, kp := t.fn(g)
			if ps == nil {
				ps = []P{}
			}
			if kp == nil {
				kp = []string{}
			}
			l = Line{Q: q, PII: ps, Keep: kp, Clean: t.clean, Kind: t.name}
			dup := false
			for _, p := range ps {
				if seen[p.V] {
					dup = true
				}
			}
			if !dup {
				ok = true
				break
			}
		}
		if !ok {
			fmt.Fprintf(os.Stderr, "line %d (%s): could not make unique values\n", i, t.name)
			os.Exit(1)
		}
		if err := check(l); err != nil {
			fmt.Fprintf(os.Stderr, "line %d (%s): %v\n", i, t.name, err)
			os.Exit(1)
		}
		for _, p := range l.PII {
			seen[p.V] = true
		}
		var lb bytes.Buffer
		enc := json.NewEncoder(&lb)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
		buf.Write(lb.Bytes())
	}
	if err := os.WriteFile("/work/corpus88/c88.ndjson", buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Printf("wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}
