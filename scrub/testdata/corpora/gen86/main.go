// Command gen writes c86.ndjson: a labelled PII corpus of code-review and
// version-control traffic. See README.md.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

type Line struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

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

// check validates one line; returns error text or "".
func check(l *Line) string {
	if l.Clean && len(l.PII) > 0 {
		return "clean line with pii"
	}
	if !l.Clean && len(l.PII) == 0 {
		return "pii line without pii"
	}
	for _, p := range l.PII {
		if !families[p.F] {
			return "bad family " + p.F
		}
		if p.V == "" || !strings.Contains(l.Q, p.V) {
			return "pii not in q: " + p.V
		}
		if p.F == "credit_card" {
			d := strings.Map(func(r rune) rune {
				if r >= '0' && r <= '9' {
					return r
				}
				return -1
			}, p.V)
			if !luhnOK(d) {
				return "card fails luhn: " + p.V
			}
		}
	}
	for _, k := range l.Keep {
		if k == "" || !strings.Contains(l.Q, k) {
			return "keep not in q: " + k
		}
		for _, p := range l.PII {
			for _, a := range occurrences(l.Q, k) {
				for _, c := range occurrences(l.Q, p.V) {
					if a[0] < c[1] && c[0] < a[1] {
						return fmt.Sprintf("keep %q overlaps pii %q", k, p.V)
					}
				}
			}
		}
	}
	return ""
}

func dedupe(ps []P) []P {
	out := []P{}
	for _, p := range ps {
		dup := false
		for _, o := range out {
			if o == p {
				dup = true
			}
		}
		if !dup {
			out = append(out, p)
		}
	}
	return out
}
func dedupeS(ss []string) []string {
	out := []string{}
	for _, s := range ss {
		dup := false
		for _, o := range out {
			if o == s {
				dup = true
			}
		}
		if !dup {
			out = append(out, s)
		}
	}
	return out
}

func main() {
	piiT := append(append(append([]T{}, piiT1...), piiT2...), piiT3...)
	seen := map[string]int{}   // pii value -> line (lookup only, never iterated)
	names := map[string]bool{} // template name uniqueness
	cleanAll := append(append([]T{}, cleanT...), cleanT2...)
	for _, t := range append(append([]T{}, piiT...), cleanAll...) {
		if names[t.name] {
			fmt.Fprintln(os.Stderr, "duplicate template name", t.name)
			os.Exit(1)
		}
		names[t.name] = true
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t T
		if clean {
			t = cleanAll[ci%len(cleanAll)]
			ci++
		} else {
			t = piiT[pi%len(piiT)]
			pi++
		}
		var l Line
		ok := false
		for try := 0; try < 50; try++ {
			b := &B{}
			q := t.fn(b)
			l = Line{Q: q, PII: dedupe(b.pii), Keep: dedupeS(b.keep), Clean: clean, Kind: t.name}
			if msg := check(&l); msg != "" {
				fmt.Fprintf(os.Stderr, "line %d (%s): %s\n", i, t.name, msg)
				os.Exit(1)
			}
			rep := false
			for _, p := range l.PII {
				if _, dup := seen[p.V]; dup {
					rep = true
				}
			}
			if !rep {
				ok = true
				break
			}
		}
		if !ok {
			fmt.Fprintf(os.Stderr, "line %d (%s): could not avoid repeated values\n", i, t.name)
			os.Exit(1)
		}
		for _, p := range l.PII {
			seen[p.V] = i
		}
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
	}
	exe, _ := os.Getwd()
	out := filepath.Join(filepath.Dir(exe), "c86.ndjson")
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintf(os.Stderr, "wrote %s: 3000 lines, %d pii kinds, %d clean kinds\n", out, len(piiT), len(cleanAll))
}
