// Command gen writes ../c108.ndjson: a labelled PII test corpus for the domain of
// small-business accounting and bookkeeping. Deterministic: math/rand seeded with 108.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
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

// C collects the labels of one line while its template builds the text.
type C struct {
	pii  []PII
	keep []string
}

func (c *C) P(f, v string) string { c.pii = append(c.pii, PII{f, v}); return v }
func (c *C) K(v string) string    { c.keep = append(c.keep, v); return v }

func (c *C) Email(v string) string  { return c.P("email", v) }
func (c *C) Phone(v string) string  { return c.P("phone", v) }
func (c *C) SSN(v string) string    { return c.P("ssn", v) }
func (c *C) JWT(v string) string    { return c.P("jwt", v) }
func (c *C) Bearer(v string) string { return c.P("bearer", v) }
func (c *C) Card(v string) string   { return c.P("credit_card", v) }

// convenience makers that record as they make
func (c *C) Ph(loc string) string              { return c.Phone(phone(loc, 0)) }
func (c *C) PhI(loc string) string             { return c.Phone(phone(loc, 'i')) }
func (c *C) PhN(loc string) string             { return c.Phone(phone(loc, 'n')) }
func (c *C) Mail(p Person, loc string) string  { return c.Email(personalEmail(p, loc)) }
func (c *C) WMail(p Person, dom string) string { return c.Email(workEmail(p, dom)) }
func (c *C) Role(role, dom string) string      { return c.Email(roleEmail(role, dom)) }
func (c *C) Tok(v string) string               { return c.Bearer(v) }
func (c *C) Pw() string                        { return c.Bearer(password()) }

type Tpl struct {
	Kind string
	F    func(c *C) string
}

func check(n int, ln Line) error {
	fail := func(msg string, a ...any) {
		fmt.Fprintf(os.Stderr, "line %d [%s]: %s\nq=%q\n", n, ln.Kind, fmt.Sprintf(msg, a...), ln.Q)
		os.Exit(1)
	}
	type span struct{ a, b int }
	var spans []span
	for _, p := range ln.PII {
		if p.V == "" {
			fail("empty value")
		}
		i := strings.Index(ln.Q, p.V)
		if i < 0 {
			fail("pii value %q not in q", p.V)
		}
		for off := 0; ; {
			j := strings.Index(ln.Q[off:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, span{off + j, off + j + len(p.V)})
			off += j + 1
		}
	}
	for _, k := range ln.Keep {
		if k == "" {
			fail("empty keep")
		}
		ok := false
		for off := 0; ; {
			j := strings.Index(ln.Q[off:], k)
			if j < 0 {
				break
			}
			a, b := off+j, off+j+len(k)
			clash := false
			for _, s := range spans {
				if a < s.b && s.a < b {
					clash = true
				}
			}
			if !clash {
				ok = true
			}
			off += j + 1
		}
		if !ok {
			return fmt.Errorf("keep %q not in q apart from the pii values", k)
		}
		for _, p := range ln.PII {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return fmt.Errorf("keep %q and pii %q contain one another", k, p.V)
			}
		}
	}
	if ln.Clean && len(ln.PII) > 0 {
		fail("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		fail("pii line without pii")
	}
	return nil
}

func main() {
	out := "../c108.ndjson"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	piiT, cleanT := piiTemplates(), cleanTemplates()
	f, err := os.Create(out)
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	seenVal := map[string]int{}
	pi, ci := 0, 0
	kinds := map[string]int{}
	retries := 0
	for n := 1; n <= 3000; n++ {
		clean := n%3 == 0
		var t Tpl
		if clean {
			t = cleanT[ci%len(cleanT)]
			ci++
		} else {
			t = piiT[pi%len(piiT)]
			pi++
		}
		var ln Line
		for try := 0; ; try++ {
			c := &C{}
			q := t.F(c)
			ln = Line{Q: q, PII: c.pii, Keep: c.keep, Clean: clean, Kind: t.Kind}
			if ln.PII == nil {
				ln.PII = []PII{}
			}
			if ln.Keep == nil {
				ln.Keep = []string{}
			}
			err := check(n, ln)
			if err == nil {
				break
			}
			if try == 50 {
				fmt.Fprintf(os.Stderr, "line %d [%s]: %v\n", n, t.Kind, err)
				os.Exit(1)
			}
			retries++
		}
		for _, p := range ln.PII {
			if prev, ok := seenVal[p.V]; ok {
				fmt.Fprintf(os.Stderr, "line %d: value %q repeats line %d\n", n, p.V, prev)
				os.Exit(1)
			}
			seenVal[p.V] = n
		}
		kinds[t.Kind]++
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote %s: 3000 lines, %d PII kinds, %d clean kinds, %d lines regenerated\n", out, len(piiT), len(cleanT), retries)
}

func piiTemplates() []Tpl {
	var t []Tpl
	t = append(t, mailTemplates()...)
	t = append(t, docTemplates()...)
	t = append(t, apiTemplates()...)
	t = append(t, moreTemplates()...)
	return t
}
