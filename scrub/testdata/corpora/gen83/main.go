// Command gen writes c83.ndjson: a labelled corpus of secrets, credentials and
// contact data as developers paste configuration files, IaC, package-manager
// files and CI logs into a query box.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
)

const (
	total   = 3000
	outName = "c83.ndjson"
)

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

// PV is one labelled PII value.
type PV struct{ F, V string }

// G builds one line: text goes in order, labelled values are written through p
// and look-alikes that must stay through k, so both are substrings by
// construction.
type G struct {
	r    *rand.Rand
	b    strings.Builder
	pii  []PV
	keep []string
}

func (g *G) t(s string)                    { g.b.WriteString(s) }
func (g *G) tf(f string, a ...interface{}) { fmt.Fprintf(&g.b, f, a...) }
func (g *G) p(f, v string)                 { g.b.WriteString(v); g.addP(f, v) }
func (g *G) k(v string)                    { g.b.WriteString(v); g.addK(v) }
func (g *G) addP(f, v string)              { g.pii = append(g.pii, PV{f, v}) }
func (g *G) addK(v string)                 { g.keep = append(g.keep, v) }
func (g *G) pick(xs ...string) string      { return xs[g.r.Intn(len(xs))] }
func (g *G) n(lo, hi int) int              { return lo + g.r.Intn(hi-lo+1) }
func (g *G) chance(p float64) bool         { return g.r.Float64() < p }
func (g *G) tp(xs ...string)               { g.t(g.pick(xs...)) }

type tmpl struct {
	kind  string
	clean bool
	fn    func(g *G)
}

type line struct {
	Q     string
	PII   []PV
	Keep  []string
	Clean bool
	Kind  string
}

func jsonStr(s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		panic(err)
	}
	return strings.TrimSuffix(buf.String(), "\n")
}

func (l line) encode() string {
	var b strings.Builder
	b.WriteString(`{"q": `)
	b.WriteString(jsonStr(l.Q))
	b.WriteString(`, "pii": [`)
	for i, p := range l.PII {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(`{"f": `)
		b.WriteString(jsonStr(p.F))
		b.WriteString(`, "v": `)
		b.WriteString(jsonStr(p.V))
		b.WriteString(`}`)
	}
	b.WriteString(`], "keep": [`)
	for i, k := range l.Keep {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(jsonStr(k))
	}
	b.WriteString(`], "clean": `)
	if l.Clean {
		b.WriteString("true")
	} else {
		b.WriteString("false")
	}
	b.WriteString(`, "kind": `)
	b.WriteString(jsonStr(l.Kind))
	b.WriteString("}")
	return b.String()
}

func dedupP(ps []PV) []PV {
	var out []PV
	for _, p := range ps {
		dup := false
		for _, o := range out {
			if o.V == p.V {
				dup = true
			}
		}
		if !dup {
			out = append(out, p)
		}
	}
	return out
}

func dedupS(ss []string) []string {
	var out []string
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

type span struct{ a, b int }

func occurrences(s, sub string) []span {
	var out []span
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, span{i + j, i + j + len(sub)})
		i += j + 1
	}
}

// validate checks one line against the corpus rules.
func validate(l line) error {
	if l.Clean && len(l.PII) > 0 {
		return fmt.Errorf("clean line carries pii")
	}
	if !l.Clean && len(l.PII) == 0 {
		return fmt.Errorf("pii line carries no pii")
	}
	for _, p := range l.PII {
		ok := false
		for _, f := range families {
			if p.F == f {
				ok = true
			}
		}
		if !ok {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(l.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		if err := checkValue(p); err != nil {
			return err
		}
	}
	for _, k := range l.Keep {
		if k == "" || !strings.Contains(l.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, ks := range occurrences(l.Q, k) {
			for _, p := range l.PII {
				for _, ps := range occurrences(l.Q, p.V) {
					if ks.a < ps.b && ps.a < ks.b {
						return fmt.Errorf("keep %q overlaps pii %q", k, p.V)
					}
				}
			}
		}
	}
	return nil
}

func main() {
	outDir := ".."
	if len(os.Args) > 1 {
		outDir = os.Args[1]
	}
	r := rand.New(rand.NewSource(83))
	var piiT, cleanT []tmpl
	for _, t := range templates() {
		if t.clean {
			cleanT = append(cleanT, t)
		} else {
			piiT = append(piiT, t)
		}
	}
	seen := map[string]int{}
	var out bytes.Buffer
	pi, ci := 0, 0
	for i := 1; i <= total; i++ {
		var t tmpl
		if i%3 == 0 {
			t = cleanT[ci%len(cleanT)]
			ci++
		} else {
			t = piiT[pi%len(piiT)]
			pi++
		}
		var l line
		for try := 0; ; try++ {
			g := &G{r: r}
			t.fn(g)
			l = line{Q: g.b.String(), PII: dedupP(g.pii), Keep: dedupS(g.keep), Clean: t.clean, Kind: t.kind}
			if err := validate(l); err != nil {
				fmt.Fprintf(os.Stderr, "line %d (%s): %v\n", i, t.kind, err)
				os.Exit(1)
			}
			rep := false
			for _, p := range l.PII {
				if _, ok := seen[p.V]; ok {
					rep = true
				}
			}
			if !rep {
				break
			}
			if try > 100 {
				fmt.Fprintf(os.Stderr, "line %d (%s): cannot make unique values\n", i, t.kind)
				os.Exit(1)
			}
		}
		for _, p := range l.PII {
			seen[p.V] = i
		}
		out.WriteString(l.encode())
		out.WriteByte('\n')
	}
	path := filepath.Join(outDir, outName)
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "wrote %s: %d lines, %d pii templates, %d clean templates\n", path, total, len(piiT), len(cleanT))
}
