package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
)

func validate(l *Line) error {
	type span struct{ a, b int }
	var piiSpans []span
	for _, p := range l.PII {
		if p.V == "" || !strings.Contains(l.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		switch p.F {
		case "email", "phone", "ssn", "credit_card", "jwt", "bearer":
		default:
			return fmt.Errorf("bad family %q", p.F)
		}
		for i := 0; ; {
			j := strings.Index(l.Q[i:], p.V)
			if j < 0 {
				break
			}
			piiSpans = append(piiSpans, span{i + j, i + j + len(p.V)})
			i += j + 1
		}
		if p.F == "credit_card" {
			d := digitsOnly(p.V)
			if !luhnOK(d) || !issuerOK(d) {
				return fmt.Errorf("bad card %q", p.V)
			}
		}
		if p.F == "ssn" {
			if err := ssnOK(digitsOnly(p.V)); err != nil {
				return err
			}
		}
	}
	for _, k := range l.Keep {
		if k == "" || !strings.Contains(l.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for i := 0; ; {
			j := strings.Index(l.Q[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, s := range piiSpans {
				if a < s.b && s.a < b {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
			i += j + 1
		}
	}
	if l.Clean != (len(l.PII) == 0) {
		return fmt.Errorf("clean flag mismatch")
	}
	return nil
}

func digitsOnly(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func issuerOK(d string) bool {
	n := len(d)
	p := func(k int) int {
		v := 0
		for i := 0; i < k; i++ {
			v = v*10 + int(d[i]-'0')
		}
		return v
	}
	switch {
	case d[0] == '4':
		return n == 13 || n == 16 || n == 19
	case p(2) >= 51 && p(2) <= 55, p(4) >= 2221 && p(4) <= 2720:
		return n == 16
	case p(2) == 34 || p(2) == 37:
		return n == 15
	case p(4) == 6011 || p(2) == 65:
		return n >= 16 && n <= 19
	case p(4) >= 3528 && p(4) <= 3589:
		return n >= 16 && n <= 19
	}
	return false
}

func ssnOK(d string) error {
	if len(d) != 9 {
		return fmt.Errorf("ssn len %q", d)
	}
	area, group, serial := d[:3], d[3:5], d[5:]
	if group == "00" || serial == "0000" || area == "000" || area == "666" {
		return fmt.Errorf("invalid ssn %q", d)
	}
	if area[0] == '9' {
		g := int(group[0]-'0')*10 + int(group[1]-'0')
		if !((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99)) {
			return fmt.Errorf("invalid itin %q", d)
		}
	}
	return nil
}

func main() {
	g := &G{r: rand.New(rand.NewPCG(48, 20240648))}
	var lines []Line
	seen := map[string]bool{}
	gen := func(ts []tpl, n int, clean bool) {
		var order []int
		for len(order) < n {
			perm := g.r.Perm(len(ts))
			order = append(order, perm...)
		}
		for i := 0; i < n; i++ {
			t := ts[order[i]]
			for try := 0; ; try++ {
				if try > 50 {
					panic("cannot generate " + t.kind)
				}
				q := t.fn(g)
				l := Line{Q: q.sb.String(), PII: q.pii, Keep: q.keep, Clean: clean, Kind: t.kind}
				if l.PII == nil {
					l.PII = []PII{}
				}
				if len(l.Keep) > 6 {
					g.r.Shuffle(len(l.Keep), func(a, b int) { l.Keep[a], l.Keep[b] = l.Keep[b], l.Keep[a] })
					l.Keep = l.Keep[:6]
				}
				if seen[l.Q] {
					continue
				}
				if err := validate(&l); err != nil {
					if try > 40 {
						fmt.Fprintln(os.Stderr, t.kind, err)
					}
					continue
				}
				if clean != (len(l.PII) == 0) {
					panic("template " + t.kind + " clean mismatch")
				}
				seen[l.Q] = true
				lines = append(lines, l)
				break
			}
		}
	}
	gen(piiT, 2000, false)
	gen(cleanT, 1000, true)
	g.r.Shuffle(len(lines), func(a, b int) { lines[a], lines[b] = lines[b], lines[a] })

	f, err := os.Create("../c48.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	for _, l := range lines {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
		w.Write(buf.Bytes())
	}
	w.Flush()
	f.Close()
	kinds := map[string]int{}
	fam := map[string]int{}
	for _, l := range lines {
		kinds[l.Kind]++
		for _, p := range l.PII {
			fam[p.F]++
		}
	}
	fmt.Fprintf(os.Stderr, "wrote %d lines, %d kinds, families %v\n", len(lines), len(kinds), fam)
}
