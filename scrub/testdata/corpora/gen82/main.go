// Command gen writes c82.ndjson: a labelled precision corpus for the scrub
// package. Standard library only; deterministic (math/rand seeded with 82,
// fixed template order, no map iteration in the output, no clock).
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

const (
	total   = 3000
	outPath = "../c82.ndjson"
)

type PV struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []PV     `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B collects the labels of one line while its template writes the text.
type B struct {
	R
	pii  []PV
	keep []string
}

// P records a PII value and returns it.
func (b *B) P(f, v string) string { b.pii = append(b.pii, PV{f, v}); return v }

// K records a keep string and returns it.
func (b *B) K(v string) string { b.keep = append(b.keep, v); return v }

// Ks records several keep strings and returns them joined by sep.
func (b *B) Ks(sep string, vs ...string) string {
	for _, v := range vs {
		b.K(v)
	}
	return strings.Join(vs, sep)
}

type Tpl struct {
	Name string
	F    func(b *B) string
}

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

func main() {
	r := R{rand.New(rand.NewSource(82))}
	piiT := piiTemplates()
	cleanT := cleanTemplates()
	if err := checkNames(piiT, cleanT); err != nil {
		fail(err)
	}
	if len(os.Args) > 1 && os.Args[1] == "-check" {
		for ti, t := range append(append([]Tpl{}, piiT...), cleanT...) {
			bad := 0
			var last error
			for k := 0; k < 40; k++ {
				b := &B{R: r}
				q := t.F(b)
				l := Line{Q: q, PII: b.pii, Keep: b.keep, Clean: ti >= len(piiT), Kind: t.Name}
				if err := validate(&l, map[string]int{}, map[string]int{}); err != nil {
					bad++
					last = err
				}
			}
			if bad > 0 {
				fmt.Printf("%-28s %2d/40 bad, e.g. %v\n", t.Name, bad, last)
			}
		}
		return
	}
	seenV := map[string]int{}
	seenQ := map[string]int{}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	np, nc := 0, 0
	for i := 1; i <= total; i++ {
		clean := i%3 == 0
		var t Tpl
		if clean {
			t = cleanT[nc%len(cleanT)]
			nc++
		} else {
			t = piiT[np%len(piiT)]
			np++
		}
		var l Line
		var err error
		for try := 0; ; try++ {
			b := &B{R: r}
			q := t.F(b)
			l = Line{Q: q, PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.Name}
			if l.PII == nil {
				l.PII = []PV{}
			}
			if l.Keep == nil {
				l.Keep = []string{}
			}
			err = validate(&l, seenV, seenQ)
			if err == nil {
				break
			}
			if try > 200 {
				fail(fmt.Errorf("line %d (%s): %v\nq=%q", i, t.Name, err, q))
			}
		}
		for _, p := range l.PII {
			seenV[p.V] = i
		}
		seenQ[l.Q] = i
		if err := enc.Encode(l); err != nil {
			fail(err)
		}
	}
	if bytes.Count(out.Bytes(), []byte("\n")) != total {
		fail(fmt.Errorf("wrong line count"))
	}
	f, err := os.Create(outPath)
	if err != nil {
		fail(err)
	}
	w := bufio.NewWriter(f)
	w.Write(out.Bytes())
	if err := w.Flush(); err != nil {
		fail(err)
	}
	if err := f.Close(); err != nil {
		fail(err)
	}
	fmt.Printf("wrote %s: %d lines, %d PII kinds, %d clean kinds\n", outPath, total, len(piiT), len(cleanT))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gen:", err)
	os.Exit(1)
}

func checkNames(a, c []Tpl) error {
	seen := map[string]bool{}
	for _, t := range append(append([]Tpl{}, a...), c...) {
		if seen[t.Name] {
			return fmt.Errorf("duplicate template name %s", t.Name)
		}
		seen[t.Name] = true
	}
	return nil
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

func overlaps(x, y span) bool { return x.a < y.b && y.a < x.b }

func validate(l *Line, seenV, seenQ map[string]int) error {
	q := l.Q
	if q == "" {
		return fmt.Errorf("empty q")
	}
	if _, ok := seenQ[q]; ok {
		return fmt.Errorf("repeated q")
	}
	if l.Clean && len(l.PII) != 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !l.Clean && (len(l.PII) < 1 || len(l.PII) > 3) {
		return fmt.Errorf("pii line with %d values", len(l.PII))
	}
	// keep strings under four bytes (a seat, a port, a count) stay in the text
	// but are not labelled: they are too short to test anything; duplicates
	// are labelled once.
	var ks []string
	seenK := map[string]bool{}
	for _, k := range l.Keep {
		if len(k) >= 4 && !seenK[k] {
			seenK[k] = true
			ks = append(ks, k)
		}
	}
	if ks == nil {
		ks = []string{}
	}
	l.Keep = ks
	minKeep := 4
	if l.Clean {
		minKeep = 6
	}
	if len(l.Keep) < minKeep {
		return fmt.Errorf("only %d keep strings", len(l.Keep))
	}
	var piiSpans []span
	var cardSpans []span
	inLine := map[string]bool{}
	for _, p := range l.PII {
		ok := false
		for _, f := range families {
			ok = ok || f == p.F
		}
		if !ok {
			return fmt.Errorf("bad family %q", p.F)
		}
		if len(p.V) < 4 || !strings.Contains(q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		if _, dup := seenV[p.V]; dup || inLine[p.V] {
			return fmt.Errorf("pii value %q repeated", p.V)
		}
		inLine[p.V] = true
		sp := occurrences(q, p.V)
		piiSpans = append(piiSpans, sp...)
		if p.F == "credit_card" {
			cardSpans = append(cardSpans, sp...)
		}
	}
	for _, k := range l.Keep {
		if !strings.Contains(q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, ks := range occurrences(q, k) {
			for _, ps := range piiSpans {
				if overlaps(ks, ps) {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
		}
	}
	if err := cardCheck(q, piiSpans); err != nil {
		return err
	}
	if err := ssnCheck(q, piiSpans); err != nil {
		return err
	}
	_ = cardSpans
	return nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// cardCheck fails when a chain of digit groups joined by single spaces or
// hyphens (or a sub-chain of it) reads as a payment card (issuer prefix for
// its length and Luhn) outside every PII value: look-alikes must not be
// cards by accident.
func cardCheck(q string, pii []span) error {
	type grp struct{ a, b int }
	i := 0
	for i < len(q) {
		if !isDigit(q[i]) || (i > 0 && isDigit(q[i-1])) {
			i++
			continue
		}
		var gs []grp
		j := i
		for {
			k := j
			for k < len(q) && isDigit(q[k]) {
				k++
			}
			gs = append(gs, grp{j, k})
			if k+1 < len(q) && (q[k] == ' ' || q[k] == '-') && isDigit(q[k+1]) {
				j = k + 1
				continue
			}
			i = k
			break
		}
		for x := 0; x < len(gs); x++ {
			d := ""
			for y := x; y < len(gs); y++ {
				d += q[gs[y].a:gs[y].b]
				if len(d) > 19 {
					break
				}
				if len(d) >= 13 && issuerCard(d) && luhnOK(d) {
					s := span{gs[x].a, gs[y].b}
					hit := false
					for _, p := range pii {
						hit = hit || overlaps(s, p)
					}
					if !hit {
						return fmt.Errorf("accidental card %q", q[s.a:s.b])
					}
				}
			}
		}
		// long single runs: every 13..19 window at the run's start and end
		for _, g := range gs {
			run := q[g.a:g.b]
			if len(run) > 19 {
				for n := 13; n <= 19; n++ {
					for _, w := range []string{run[:n], run[len(run)-n:]} {
						if issuerCard(w) && luhnOK(w) {
							hit := false
							for _, p := range pii {
								hit = hit || overlaps(span{g.a, g.b}, p)
							}
							if !hit {
								return fmt.Errorf("card inside long run %q", run)
							}
						}
					}
				}
			}
		}
	}
	return nil
}

// ssnCheck fails when a ddd-dd-dddd shape outside the PII values is a valid
// SSN or ITIN, unless a part-number label stands right before it.
func ssnCheck(q string, pii []span) error {
	for i := 0; i+11 <= len(q); i++ {
		s := q[i : i+11]
		if !(isDigit(s[0]) && isDigit(s[1]) && isDigit(s[2]) && s[3] == '-' && isDigit(s[4]) && isDigit(s[5]) && s[6] == '-' &&
			isDigit(s[7]) && isDigit(s[8]) && isDigit(s[9]) && isDigit(s[10])) {
			continue
		}
		if i > 0 && (isDigit(q[i-1]) || q[i-1] == '-') || i+11 < len(q) && (isDigit(q[i+11]) || q[i+11] == '-') {
			continue
		}
		if !validSSN(s) || strings.HasPrefix(s, "987-65-432") {
			continue
		}
		hit := false
		for _, p := range pii {
			hit = hit || overlaps(span{i, i + 11}, p)
		}
		if hit {
			continue
		}
		before := q[max(0, i-12):i]
		if strings.Contains(before, "P/N") || strings.Contains(before, "Part") || strings.Contains(before, "BP*") {
			continue
		}
		return fmt.Errorf("accidental ssn %q", s)
	}
	return nil
}

func validSSN(s string) bool {
	a := atoi(s[0:3])
	g := atoi(s[4:6])
	n := atoi(s[7:11])
	if g == 0 || n == 0 {
		return false
	}
	if a >= 900 {
		return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94
	}
	return a != 0 && a != 666
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}
