// Command gen writes ../c98.ndjson: a labelled PII corpus from the domain of
// mobile app development, release and support. Standard library only, fixed
// seed, no clock: the output is the same on every run.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
)

var rng = rand.New(rand.NewSource(98))

type Item struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []Item   `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// pv marks a personal or secret value, kv a look-alike that must survive.
type pv struct{ f, v string }
type kv string

func P(f, v string) pv { return pv{f, v} }
func K(v string) kv    { return kv(v) }

// Family shorthands.
func E(v string) pv  { return pv{"email", v} }
func Ph(v string) pv { return pv{"phone", v} }
func S(v string) pv  { return pv{"ssn", v} }
func J(v string) pv  { return pv{"jwt", v} }
func B(v string) pv  { return pv{"bearer", v} }
func C(v string) pv  { return pv{"credit_card", v} }

type Kind struct {
	Name string
	Fn   func() []any
}

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

func flatten(parts []any, sb *strings.Builder, r *Rec) {
	for _, p := range parts {
		switch x := p.(type) {
		case string:
			sb.WriteString(x)
		case pv:
			if x.v == "" {
				panic("empty pii value in " + r.Kind)
			}
			sb.WriteString(x.v)
			r.PII = append(r.PII, Item{x.f, x.v})
		case kv:
			sb.WriteString(string(x))
			s := string(x)
			dup := false
			for _, k := range r.Keep {
				if k == s {
					dup = true
				}
			}
			if !dup && s != "" {
				r.Keep = append(r.Keep, s)
			}
		case []any:
			flatten(x, sb, r)
		default:
			panic(fmt.Sprintf("bad part %T in %s", p, r.Kind))
		}
	}
}

func build(name string, parts []any) Rec {
	r := Rec{Kind: name, PII: []Item{}, Keep: []string{}}
	var sb strings.Builder
	flatten(parts, &sb, &r)
	r.Q = sb.String()
	return r
}

// fill splits s at each "{}" and puts the arguments between the pieces.
func fill(s string, args ...any) []any {
	pieces := strings.Split(s, "{}")
	if len(pieces) != len(args)+1 {
		panic(fmt.Sprintf("fill: %d holes, %d args: %q", len(pieces)-1, len(args), s))
	}
	out := []any{}
	for i, p := range pieces {
		out = append(out, p)
		if i < len(args) {
			out = append(out, args[i])
		}
	}
	return out
}

// check verifies a record: values and keep strings are substrings of q, each
// keep string has an occurrence that overlaps no pii value.
func check(r Rec, seen map[string]int, line int) error {
	mask := make([]bool, len(r.Q))
	for _, p := range r.PII {
		if !strings.Contains(r.Q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		ok := false
		for _, f := range families {
			ok = ok || f == p.F
		}
		if !ok {
			return fmt.Errorf("bad family %q", p.F)
		}
		if prev, dup := seen[p.V]; dup {
			return fmt.Errorf("value %q repeats line %d", p.V, prev)
		}
		seen[p.V] = line
		for i := 0; ; {
			j := strings.Index(r.Q[i:], p.V)
			if j < 0 {
				break
			}
			for k := i + j; k < i+j+len(p.V); k++ {
				mask[k] = true
			}
			i += j + 1
		}
	}
	for _, k := range r.Keep {
		free := false
		for i := 0; ; {
			j := strings.Index(r.Q[i:], k)
			if j < 0 {
				break
			}
			clear := true
			for x := i + j; x < i+j+len(k); x++ {
				if mask[x] {
					clear = false
				}
			}
			free = free || clear
			i += j + 1
		}
		if !free {
			return fmt.Errorf("keep %q missing or overlapping a value", k)
		}
	}
	if r.Clean && len(r.PII) != 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !r.Clean && len(r.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	return nil
}

func main() {
	pk, ck := piiKinds(), cleanKinds()
	names := map[string]bool{}
	for _, k := range append(append([]Kind{}, pk...), ck...) {
		if names[k.Name] {
			fmt.Fprintln(os.Stderr, "duplicate kind", k.Name)
			os.Exit(1)
		}
		names[k.Name] = true
	}
	out, err := os.Create("../c98.ndjson")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	seen := map[string]int{}
	fam := make([]int, len(families))
	pi, ci, nkeep := 0, 0, 0
	for i := 1; i <= 3000; i++ {
		var r Rec
		if i%3 == 0 {
			k := ck[ci%len(ck)]
			ci++
			r = build(k.Name, k.Fn())
			r.Clean = true
		} else {
			k := pk[pi%len(pk)]
			pi++
			r = build(k.Name, k.Fn())
		}
		if err := check(r, seen, i); err != nil {
			fmt.Fprintf(os.Stderr, "line %d [%s]: %v\n%q\n", i, r.Kind, err, r.Q)
			os.Exit(1)
		}
		for _, p := range r.PII {
			for j, f := range families {
				if f == p.F {
					fam[j]++
				}
			}
		}
		nkeep += len(r.Keep)
		if err := enc.Encode(r); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds, %d keep strings\n", len(pk), len(ck), nkeep)
	for j, f := range families {
		fmt.Fprintf(os.Stderr, "  %-12s %d\n", f, fam[j])
	}
	_ = sort.Strings
}
