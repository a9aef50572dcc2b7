// Command gen writes ../c107.ndjson: 3,000 labelled lines of insurance and
// pensions text (claims, policy admin, ACORD, underwriting, beneficiaries,
// premiums and refunds, call notes, portal messages, 401(k)/pension
// administration) in ten locales, for testing a PII scrubber.
//
// Deterministic: math/rand seeded with 107, no clock, no map iterated into
// the output.
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

// PII is one labelled value: its family and the exact substring of q.
type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

// Line is one NDJSON record.
type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B builds a line: text, labelled values and keep strings in order.
type B struct {
	sb   strings.Builder
	pii  []PII
	keep []string
}

type pv struct{ f, v string }
type kv string

// P marks a value of family f; K marks a look-alike that must survive.
func P(f, v string) pv { return pv{f, v} }
func K(v string) kv    { return kv(v) }

// S appends parts: plain strings, P(...) values and K(...) keep strings.
func (b *B) S(parts ...any) *B {
	for _, p := range parts {
		switch x := p.(type) {
		case string:
			b.sb.WriteString(x)
		case pv:
			b.sb.WriteString(x.v)
			b.pii = append(b.pii, PII{x.f, x.v})
		case kv:
			b.sb.WriteString(string(x))
			if len(x) >= 4 { // shorter ones prove nothing
				b.keep = append(b.keep, string(x))
			}
		case []any:
			b.S(x...)
		default:
			panic(fmt.Sprintf("bad part %T", p))
		}
	}
	return b
}

// N starts a new builder from parts.
func N(parts ...any) *B { b := &B{}; return b.S(parts...) }

type tmpl struct {
	kind string
	f    func() *B
}

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

func check(n int, ln *Line) error {
	if ln.Clean && len(ln.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	type span struct{ a, b int }
	var spans []span
	for _, p := range ln.PII {
		ok := false
		for _, f := range families {
			ok = ok || f == p.F
		}
		if !ok {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		if seenValue[p.V] {
			return fmt.Errorf("value %q not unique", p.V)
		}
		for i := 0; ; {
			j := strings.Index(ln.Q[i:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(p.V)})
			i += j + 1
		}
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for i := 0; ; {
			j := strings.Index(ln.Q[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					return fmt.Errorf("keep %q overlaps a pii value", k)
				}
			}
			i += j + 1
		}
	}
	return nil
}

var seenValue = map[string]bool{}

var retries int
var lastErr string

func main() {
	r = rand.New(rand.NewSource(107))
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	if len(piiT) < 100 || len(cleanT) < 40 {
		fmt.Fprintf(os.Stderr, "only %d pii and %d clean kinds\n", len(piiT), len(cleanT))
		os.Exit(1)
	}
	kinds := map[string]bool{}
	for _, t := range append(append([]tmpl{}, piiT...), cleanT...) {
		if kinds[t.kind] {
			fmt.Fprintf(os.Stderr, "duplicate kind %s\n", t.kind)
			os.Exit(1)
		}
		kinds[t.kind] = true
	}
	// Each kind gets its share in turn; the order within each round is shuffled.
	order := func(n, total int) []int {
		var out []int
		for len(out) < total {
			p := r.Perm(n)
			out = append(out, p...)
		}
		return out[:total]
	}
	piiOrder := order(len(piiT), 2000)
	cleanOrder := order(len(cleanT), 1000)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t tmpl
		if clean {
			t = cleanT[cleanOrder[ci]]
			ci++
		} else {
			t = piiT[piiOrder[pi]]
			pi++
		}
		var ln Line
		for try := 0; ; try++ {
			lastGiven, lastSur = "", ""
			b := t.f()
			ln = Line{Q: b.sb.String(), PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}
			if ln.PII == nil {
				ln.PII = []PII{}
			}
			if ln.Keep == nil {
				ln.Keep = []string{}
			}
			err := check(i, &ln)
			if err == nil {
				break
			}
			if try >= 30 {
				fmt.Fprintf(os.Stderr, "line %d [%s]: %v\n  %q\n", i, t.kind, err, ln.Q)
				os.Exit(1)
			}
			retries++
			lastErr = fmt.Sprintf("[%s] %v", t.kind, err)
		}
		for _, p := range ln.PII {
			seenValue[p.V] = true
		}
		if err := enc.Encode(&ln); err != nil {
			panic(err)
		}
	}
	f, err := os.Create("../c107.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	w.Write(buf.Bytes())
	w.Flush()
	f.Close()
	fmt.Printf("retries: %d (last: %s)\n", retries, lastErr)
	fmt.Printf("wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}
