// Command gen writes ../c114.ndjson: 3,000 labelled lines of developers asking
// for help (Stack Overflow and GitHub-issue style), where real secrets and
// personal data leak beside placeholders and examples. Deterministic: math/rand
// seeded with 114, no clock, no map iterated into the output.
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

// B collects the labels of one line while its template writes the text.
type B struct {
	pii  []PII
	keep []string
}

func (b *B) P(f, v string) string { b.pii = append(b.pii, PII{f, v}); return v }
func (b *B) K(s string) string    { b.keep = append(b.keep, s); return s }

// shorthands: a fresh value of a family, labelled
func (b *B) Email() string        { return b.P("email", email()) }
func (b *B) FreeEmail() string    { return b.P("email", freeEmail()) }
func (b *B) WorkEmail() string    { return b.P("email", workEmail()) }
func (b *B) Phone() string        { return b.P("phone", phone()) }
func (b *B) PhoneUS(s int) string { return b.P("phone", phoneUS(s)) }
func (b *B) PhoneE164() string    { return b.P("phone", phoneE164()) }
func (b *B) SSN() string          { return b.P("ssn", ssn()) }
func (b *B) ITIN() string         { return b.P("ssn", itin()) }
func (b *B) Card(is string, st int) string {
	return b.P("credit_card", card(is, st))
}
func (b *B) JWT() string         { return b.P("jwt", jwt()) }
func (b *B) Sec(v string) string { return b.P("bearer", v) }
func (b *B) Pw() string          { return b.P("bearer", password()) }
func (b *B) UPw() string         { return b.P("bearer", urlPassword()) }

type T struct {
	kind string
	fn   func(b *B) string
}

var piiT, cleanT []T

func reg(kind string, fn func(b *B) string)  { piiT = append(piiT, T{kind, fn}) }
func regC(kind string, fn func(b *B) string) { cleanT = append(cleanT, T{kind, fn}) }

// check returns why a line is malformed, or "".
func check(q string, ln *B, clean bool) string {
	for _, bad := range []string{"%!d(", "%!s(", "%!x(", "%!(EXTRA", "%!v(MISSING", "%!d(MISSING", "%!s(MISSING"} {
		if strings.Contains(q, bad) {
			panic("format error in template output: " + q)
		}
	}
	if clean && len(ln.pii) > 0 {
		return "clean line with pii"
	}
	if !clean && len(ln.pii) == 0 {
		return "pii line without pii"
	}
	type span struct{ a, b int }
	var spans []span
	occ := func(s string) []span {
		var r []span
		for i := 0; ; {
			j := strings.Index(q[i:], s)
			if j < 0 {
				return r
			}
			r = append(r, span{i + j, i + j + len(s)})
			i += j + 1
		}
	}
	for _, p := range ln.pii {
		if p.V == "" {
			return "empty value"
		}
		o := occ(p.V)
		if len(o) == 0 {
			return "value not in q: " + p.V
		}
		spans = append(spans, o...)
	}
	// pii values must not overlap each other (other than identical repeats)
	for i, p := range ln.pii {
		for j, p2 := range ln.pii {
			if i != j && (p.V == p2.V || strings.Contains(p.V, p2.V)) {
				return "pii values nest: " + p.V + " / " + p2.V
			}
		}
	}
	for _, k := range ln.keep {
		if k == "" {
			return "empty keep"
		}
		o := occ(k)
		if len(o) == 0 {
			return "keep not in q: " + k
		}
		for _, a := range o {
			for _, s := range spans {
				if a.a < s.b && s.a < a.b {
					return "keep overlaps pii: " + k
				}
			}
		}
	}
	return ""
}

func main() {
	R = rand.New(rand.NewSource(114))
	if len(piiT) < 100 || len(cleanT) < 40 {
		fmt.Fprintf(os.Stderr, "templates: %d pii, %d clean\n", len(piiT), len(cleanT))
	}
	var buf bytes.Buffer
	w := bufio.NewWriter(&buf)
	var pOrder, cOrder []int
	pi, ci := 0, 0
	seen := map[string]bool{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t T
		if clean {
			if ci%len(cleanT) == 0 {
				cOrder = R.Perm(len(cleanT))
			}
			t = cleanT[cOrder[ci%len(cleanT)]]
			ci++
		} else {
			if pi%len(piiT) == 0 {
				pOrder = R.Perm(len(piiT))
			}
			t = piiT[pOrder[pi%len(piiT)]]
			pi++
		}
		var ln Line
		for try := 0; ; try++ {
			b := &B{}
			q := strings.ReplaceAll(strings.ReplaceAll(t.fn(b), "~~~", "```"), "¦", "`")
			if why := check(q, b, clean); why != "" {
				if try > 40 {
					fmt.Fprintf(os.Stderr, "line %d kind %s: %s\n", i, t.kind, why)
					os.Exit(1)
				}
				continue
			}
			ln = Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}
			break
		}
		if ln.PII == nil {
			ln.PII = []PII{}
		}
		if ln.Keep == nil {
			ln.Keep = []string{}
		}
		for _, p := range ln.PII {
			if seen[p.V] {
				fmt.Fprintf(os.Stderr, "line %d: value repeats in corpus: %s\n", i, p.V)
				os.Exit(1)
			}
			seen[p.V] = true
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	w.Flush()
	if err := os.WriteFile("../c114.ndjson", buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Printf("wrote ../c114.ndjson: 3000 lines, %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}
