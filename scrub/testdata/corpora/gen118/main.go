// Command gen writes ../c118.ndjson: a labelled PII corpus on non-US identity
// and tax administration (ids to keep beside contact data to redact).
package main

import (
	"bufio"
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

type B struct {
	*G
	pii  []PII
	keep []string
}

// P records a personal/secret value.
func (b *B) P(f, v string) string { b.pii = append(b.pii, PII{f, v}); return v }

// K records a look-alike that must survive.
func (b *B) K(v string) string { b.keep = append(b.keep, v); return v }

func (b *B) ph(cc string, intl bool) string { return b.P("phone", b.phone(cc, intl)) }
func (b *B) em(p Person) string             { return b.P("email", b.emailOf(p)) }
func (b *B) ssnV() string                   { return b.P("ssn", b.ssn()) }
func (b *B) itinV() string                  { return b.P("ssn", b.itin()) }
func (b *B) cardV(brand, sep string) string {
	return b.P("credit_card", b.card(brand, sep))
}
func (b *B) sec(kind string) string { return b.P("bearer", b.secret(kind)) }

type T struct {
	kind string
	fn   func(b *B) string
}

var piiT, cleanT []T

func pii(kind string, fn func(b *B) string)   { piiT = append(piiT, T{kind, fn}) }
func clean(kind string, fn func(b *B) string) { cleanT = append(cleanT, T{"clean_" + kind, fn}) }

var months = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// date returns a date in one of several layouts.
func (g *G) date(style string) string {
	y, m, d := g.rng(2019, 2026), g.rng(1, 12), g.rng(1, 28)
	switch style {
	case "iso":
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
	case "dmy/":
		return fmt.Sprintf("%02d/%02d/%04d", d, m, y)
	case "dmy.":
		return fmt.Sprintf("%02d.%02d.%04d", d, m, y)
	case "dmy-":
		return fmt.Sprintf("%02d-%02d-%04d", d, m, y)
	case "long":
		return fmt.Sprintf("%d %s %d", d, months[m-1], y)
	case "cjk":
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	case "kr":
		return fmt.Sprintf("%d. %d. %d.", y, m, d)
	case "ymd.":
		return fmt.Sprintf("%04d.%02d.%02d", y, m, d)
	case "dob":
		return fmt.Sprintf("%02d/%02d/%04d", d, m, g.rng(1955, 2001))
	}
	panic(style)
}

func commas(n int, sep string) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

// money: "£1,234.56", "1.234,56 €", "R$ 1.234,56", "₹1,23,456.00", "¥123,456"
func (g *G) money(cur string) string {
	n := g.rng(120, 98000)
	c := g.rng(0, 99)
	switch cur {
	case "GBP":
		return fmt.Sprintf("£%s.%02d", commas(n, ","), c)
	case "CAD":
		return fmt.Sprintf("$%s.%02d", commas(n, ","), c)
	case "AUD":
		return fmt.Sprintf("$%s.%02d", commas(n, ","), c)
	case "ZAR":
		return fmt.Sprintf("R%s.%02d", commas(n, " "), c)
	case "EUR":
		return fmt.Sprintf("%s,%02d €", commas(n, "."), c)
	case "EURde":
		return fmt.Sprintf("%s,%02d EUR", commas(n, "."), c)
	case "BRL":
		return fmt.Sprintf("R$ %s,%02d", commas(n, "."), c)
	case "MXN":
		return fmt.Sprintf("$%s.%02d MXN", commas(n, ","), c)
	case "PLN":
		return fmt.Sprintf("%s,%02d zł", commas(n, " "), c)
	case "INR":
		s := fmt.Sprint(n * 10)
		if len(s) > 3 {
			h, t := s[:len(s)-3], s[len(s)-3:]
			var parts []string
			for len(h) > 2 {
				parts = append([]string{h[len(h)-2:]}, parts...)
				h = h[:len(h)-2]
			}
			parts = append([]string{h}, parts...)
			s = strings.Join(parts, ",") + "," + t
		}
		return "₹" + s + ".00"
	case "JPY":
		return "¥" + commas(n*10, ",")
	case "KRW":
		return commas(n*100, ",") + "원"
	case "CNY":
		return "¥" + commas(n, ",") + "." + fmt.Sprintf("%02d", c)
	}
	panic(cur)
}

func validate(ln *Line, seen map[string]bool) error {
	if strings.TrimSpace(ln.Q) == "" {
		return fmt.Errorf("empty q")
	}
	masked := ln.Q
	for _, p := range ln.PII {
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		if seen[p.V] {
			return errDup
		}
	}
	for _, p := range ln.PII {
		masked = strings.ReplaceAll(masked, p.V, "\x00")
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		if !strings.Contains(masked, k) {
			return errOverlap
		}
		for _, p := range ln.PII {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return errOverlap
			}
		}
	}
	if ln.Clean && len(ln.PII) != 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	return nil
}

var errDup = fmt.Errorf("duplicate value")
var errOverlap = fmt.Errorf("keep overlaps pii")
var retries = map[string]int{}

func main() {
	g := &G{rand.New(rand.NewSource(118))}
	registerPII()
	piiMore()
	registerClean()
	if len(piiT) < 100 || len(cleanT) < 40 {
		fmt.Fprintf(os.Stderr, "only %d pii and %d clean kinds\n", len(piiT), len(cleanT))
		os.Exit(1)
	}
	// fixed, seeded order of templates so neighbouring lines differ
	po := g.r.Perm(len(piiT))
	co := g.r.Perm(len(cleanT))
	out, err := os.Create("../c118.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	seen := map[string]bool{}
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		var t T
		isClean := i%3 == 0
		if isClean {
			t = cleanT[co[ci%len(co)]]
			ci++
		} else {
			t = piiT[po[pi%len(po)]]
			pi++
		}
		var ln Line
		for try := 0; ; try++ {
			b := &B{G: g}
			q := t.fn(b)
			ln = Line{Q: q, PII: b.pii, Keep: dedup(b.keep), Clean: isClean, Kind: t.kind}
			if ln.PII == nil {
				ln.PII = []PII{}
			}
			err := validate(&ln, seen)
			if err == nil {
				break
			}
			retries[err.Error()]++
			if (err != errDup && err != errOverlap) || try > 100 {
				fmt.Fprintf(os.Stderr, "line %d kind %s: %v\n%s\n", i, t.kind, err, q)
				os.Exit(1)
			}
		}
		for _, p := range ln.PII {
			seen[p.V] = true
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	w.Flush()
	out.Close()
	fmt.Fprintf(os.Stderr, "retries: duplicate %d, overlap %d\n", retries[errDup.Error()], retries[errOverlap.Error()])
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}

func dedup(xs []string) []string {
	out := []string{}
	have := map[string]bool{}
	for _, x := range xs {
		if !have[x] {
			have[x] = true
			out = append(out, x)
		}
	}
	return out
}
