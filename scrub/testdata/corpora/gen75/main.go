// Command gen writes the held-out PII corpus c75.ndjson: 3,000 labelled
// lines of everyday traffic from Africa, the Middle East and Pakistan.
//
// The output depends only on the seed (75) and this source: no clock, no map
// iteration, no environment.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

// PII is one labelled personal value.
type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

// Line is one corpus record.
type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// K marks a keep string in a template's arguments.
type K string

// P marks a personal value in a template's arguments.
type P struct{ F, V string }

func ph(v string) P  { return P{"phone", v} }
func em(v string) P  { return P{"email", v} }
func crd(v string) P { return P{"credit_card", v} }
func ssn(v string) P { return P{"ssn", v} }
func jw(v string) P  { return P{"jwt", v} }
func tk(v string) P  { return P{"bearer", v} }

type span struct{ s, e int }

// B builds one line. Templates write into it with F.
type B struct {
	*G
	clean bool
	sb    strings.Builder
	pii   []PII
	keep  []string
	pspan []span
	kspan []span
}

// hole is the placeholder F replaces with its next argument.
const hole = "¤"

// F appends format, replacing each ¤ with the next argument: a string is
// plain text, a K a keep string, a P a personal value.
func (b *B) F(format string, args ...any) {
	parts := strings.Split(format, hole)
	if len(parts)-1 != len(args) {
		panic(fmt.Sprintf("template %q: %d holes, %d args", format, len(parts)-1, len(args)))
	}
	for i, p := range parts {
		b.sb.WriteString(p)
		if i == len(args) {
			break
		}
		switch a := args[i].(type) {
		case string:
			b.sb.WriteString(a)
		case K:
			if len([]rune(string(a))) < 3 {
				// Too short to check meaningfully: plain text.
				b.sb.WriteString(string(a))
				continue
			}
			st := b.sb.Len()
			b.sb.WriteString(string(a))
			b.keep = append(b.keep, string(a))
			b.kspan = append(b.kspan, span{st, b.sb.Len()})
		case P:
			if b.clean {
				panic("personal value in a clean line: " + a.V)
			}
			st := b.sb.Len()
			b.sb.WriteString(a.V)
			b.pii = append(b.pii, PII{a.F, a.V})
			b.pspan = append(b.pspan, span{st, b.sb.Len()})
		default:
			panic(fmt.Sprintf("bad arg %T", a))
		}
	}
}

// T is a template: it writes one line into b (b.clean says which variant).
type T struct {
	Name  string
	Pii   bool // has a variant with personal data
	Clean bool // has a variant without
	Fn    func(b *B)
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func overlaps(a, b span) bool { return a.s < b.e && b.s < a.e }

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

var droppedKeep int

func (b *B) finish(kind string) Line {
	q := b.sb.String()
	ln := Line{Q: q, Clean: b.clean, Kind: kind, PII: []PII{}, Keep: []string{}}
	seenP := []PII{}
	for _, p := range b.pii {
		if !families[p.F] {
			panic("bad family " + p.F)
		}
		if strings.TrimSpace(p.V) != p.V || p.V == "" {
			panic(fmt.Sprintf("%s: pii value with blank edges %q", kind, p.V))
		}
		dup := false
		for _, s := range seenP {
			if s == p {
				dup = true
			}
		}
		if !dup {
			seenP = append(seenP, p)
		}
	}
	ln.PII = seenP
	for _, k := range b.keep {
		if strings.TrimSpace(k) != k || len([]rune(k)) < 3 {
			panic(fmt.Sprintf("%s: keep too short or with blank edges %q", kind, k))
		}
		dup := false
		for _, s := range ln.Keep {
			if s == k {
				dup = true
			}
		}
		if !dup {
			ln.Keep = append(ln.Keep, k)
		}
	}
	// No keep string may overlap a personal value, wherever either occurs.
	// A short look-alike that happens to recur inside a personal value (a
	// year inside a phone number) is dropped from keep and counted.
	var kept []string
	for _, k := range ln.Keep {
		ok := true
		for _, ko := range occurrences(q, k) {
			for _, p := range ln.PII {
				for _, po := range occurrences(q, p.V) {
					if overlaps(ko, po) {
						ok = false
					}
				}
			}
		}
		if ok {
			kept = append(kept, k)
		} else {
			droppedKeep++
			if droppedKeep <= 5 {
				fmt.Fprintf(os.Stderr, "dropped keep %q (%s): it recurs inside a personal value\n", k, kind)
			}
		}
	}
	ln.Keep = append([]string{}, kept...)
	for _, p := range ln.PII {
		if !strings.Contains(q, p.V) {
			panic("pii not in q")
		}
	}
	if b.clean && len(ln.PII) != 0 {
		panic("clean line with pii")
	}
	if !b.clean && len(ln.PII) == 0 {
		panic(kind + ": pii line without pii")
	}
	return ln
}

func main() {
	out := flag.String("o", "../c75.ndjson", "output file")
	n := flag.Int("n", 3000, "number of lines")
	flag.Parse()

	g := &G{r: rand.New(rand.NewSource(75))}
	var piiPool, cleanPool []T
	names := map[string]bool{}
	for _, t := range templates() {
		if names[t.Name] {
			panic("duplicate template " + t.Name)
		}
		names[t.Name] = true
		if t.Pii {
			piiPool = append(piiPool, t)
		}
		if t.Clean {
			cleanPool = append(cleanPool, t)
		}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	var pdeck, cdeck []int
	for i := 0; i < *n; i++ {
		clean := i%3 == 2
		var t T
		if clean {
			if len(cdeck) == 0 {
				cdeck = g.r.Perm(len(cleanPool))
			}
			t, cdeck = cleanPool[cdeck[0]], cdeck[1:]
		} else {
			if len(pdeck) == 0 {
				pdeck = g.r.Perm(len(piiPool))
			}
			t, pdeck = piiPool[pdeck[0]], pdeck[1:]
		}
		b := &B{G: g, clean: clean}
		t.Fn(b)
		if err := enc.Encode(b.finish(t.Name)); err != nil {
			panic(err)
		}
	}
	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	w.Write(buf.Bytes())
	if err := w.Flush(); err != nil {
		panic(err)
	}
	f.Close()
	fmt.Fprintf(os.Stderr, "%d keep strings dropped for recurring inside a personal value\n", droppedKeep)
	fmt.Fprintf(os.Stderr, "wrote %d lines to %s (%d kinds: %d with personal data, %d clean)\n", *n, *out, len(names), len(piiPool), len(cleanPool))
}
