package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Item struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type B struct {
	sb   strings.Builder
	pii  []P
	keep []string
}

func (b *B) T(ss ...string) *B {
	for _, s := range ss {
		b.sb.WriteString(s)
	}
	return b
}

func (b *B) P(f, v string) *B {
	b.sb.WriteString(v)
	b.pii = append(b.pii, P{f, v})
	return b
}

func (b *B) K(v string) *B {
	b.sb.WriteString(v)
	b.keep = append(b.keep, v)
	return b
}

func build(t tmpl, clean bool) Item {
	b := &B{}
	t.fn(b)
	it := Item{Q: b.sb.String(), PII: b.pii, Clean: clean, Kind: t.kind}
	if it.PII == nil {
		it.PII = []P{}
	}
	// a keep string must survive even when every labelled value is removed
	masked := it.Q
	for _, p := range it.PII {
		masked = strings.ReplaceAll(masked, p.V, "\x00")
	}
	seen := map[string]bool{}
	it.Keep = []string{}
	for _, k := range b.keep {
		if k == "" || seen[k] || !strings.Contains(masked, k) {
			continue
		}
		seen[k] = true
		it.Keep = append(it.Keep, k)
	}
	return it
}

func check(it Item) error {
	if it.Clean != (len(it.PII) == 0) {
		return fmt.Errorf("clean flag mismatch")
	}
	for _, p := range it.PII {
		if p.V == "" || !strings.Contains(it.Q, p.V) {
			return fmt.Errorf("value not in q: %q", p.V)
		}
		switch p.F {
		case "credit_card":
			if !luhnOK(p.V) {
				return fmt.Errorf("bad luhn %q", p.V)
			}
		case "email", "phone", "ssn", "jwt", "bearer":
		default:
			return fmt.Errorf("family %q", p.F)
		}
	}
	return nil
}

func main() {
	var items []Item
	seen := map[string]bool{}
	add := func(t tmpl, clean bool) {
		for tries := 0; ; tries++ {
			it := build(t, clean)
			if seen[it.Q] && tries < 50 {
				continue
			}
			if err := check(it); err != nil {
				fmt.Fprintln(os.Stderr, t.kind, err, it.Q)
				os.Exit(1)
			}
			seen[it.Q] = true
			items = append(items, it)
			return
		}
	}
	for i := 0; i < 2000; i++ {
		add(piiTemplates[i%len(piiTemplates)], false)
	}
	for i := 0; i < 1000; i++ {
		add(cleanTemplates[i%len(cleanTemplates)], true)
	}
	r.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	f, err := os.Create("../c70.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, it := range items {
		if err := enc.Encode(it); err != nil {
			panic(err)
		}
	}
	w.Flush()
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote %d lines, %d pii kinds, %d clean kinds\n", len(items), len(piiTemplates), len(cleanTemplates))
}
