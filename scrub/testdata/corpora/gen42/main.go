package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type span struct {
	f          string // family for PII, "" for keep
	v          string
	start, end int
}

// B builds one query and records where its labelled pieces are.
type B struct {
	sb   strings.Builder
	pii  []span
	keep []span
	json bool // escape plain text for a JSON string context
}

type pv struct{ f, v string }
type kv struct{ v string }

func P(f, v string) pv { return pv{f, v} }
func K(v string) kv    { return kv{v} }

func (b *B) T(s string) *B {
	if b.json {
		s = jsonEsc(s)
	}
	b.sb.WriteString(s)
	return b
}
func (b *B) P(f, v string) *B {
	st := b.sb.Len()
	b.sb.WriteString(v)
	b.pii = append(b.pii, span{f, v, st, b.sb.Len()})
	return b
}
func (b *B) K(v string) *B {
	st := b.sb.Len()
	b.sb.WriteString(v)
	b.keep = append(b.keep, span{"", v, st, b.sb.Len()})
	return b
}

// add appends one piece of any kind.
func (b *B) add(a any) {
	switch x := a.(type) {
	case string:
		b.T(x)
	case pv:
		b.P(x.f, x.v)
	case kv:
		b.K(x.v)
	case []any:
		for _, y := range x {
			b.add(y)
		}
	case nil:
	default:
		panic(fmt.Sprintf("bad piece %T", a))
	}
}

// F writes format with each "{}" replaced by the next argument.
func (b *B) F(format string, args ...any) *B {
	parts := strings.Split(format, "{}")
	if len(parts)-1 != len(args) {
		panic(fmt.Sprintf("F: %d holes, %d args: %q", len(parts)-1, len(args), format))
	}
	for i, p := range parts {
		b.T(p)
		if i < len(args) {
			b.add(args[i])
		}
	}
	return b
}

// raw writes without JSON escaping.
func (b *B) raw(s string) *B { b.sb.WriteString(s); return b }

type Finding struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Row struct {
	Q     string    `json:"q"`
	PII   []Finding `json:"pii"`
	Keep  []string  `json:"keep"`
	Clean bool      `json:"clean"`
	Kind  string    `json:"kind"`
}

type Kind struct {
	name string
	fn   func(g *G, b *B, clean bool)
}

var kinds []Kind

func reg(name string, fn func(g *G, b *B, clean bool)) { kinds = append(kinds, Kind{name, fn}) }

func validate(b *B, clean bool) (Row, error) {
	q := b.sb.String()
	row := Row{Q: q, PII: []Finding{}, Keep: []string{}, Clean: clean}
	if clean && len(b.pii) > 0 {
		return row, fmt.Errorf("clean with pii")
	}
	if !clean && len(b.pii) == 0 {
		return row, fmt.Errorf("no pii")
	}
	seen := map[string]bool{}
	for _, p := range b.pii {
		if q[p.start:p.end] != p.v {
			return row, fmt.Errorf("pii span mismatch")
		}
		if err := checkPII(p.f, p.v); err != nil {
			return row, err
		}
		if seen[p.f+"\x00"+p.v] {
			continue
		}
		seen[p.f+"\x00"+p.v] = true
		row.PII = append(row.PII, Finding{p.f, p.v})
	}
	for _, k := range b.keep {
		if len(k.v) < 3 {
			continue
		}
		for _, p := range b.pii {
			if k.start < p.end && p.start < k.end {
				return row, fmt.Errorf("keep %q overlaps pii %q", k.v, p.v)
			}
			if strings.Contains(p.v, k.v) || strings.Contains(k.v, p.v) {
				return row, fmt.Errorf("keep %q and pii %q nest", k.v, p.v)
			}
		}
		if accidentalCard(k.v) || isSSNShape(k.v) {
			return row, fmt.Errorf("keep %q looks like pii", k.v)
		}
		if seen["k\x00"+k.v] {
			continue
		}
		seen["k\x00"+k.v] = true
		row.Keep = append(row.Keep, k.v)
	}
	if clean {
		if err := cleanLint(q); err != nil {
			return row, err
		}
	}
	return row, nil
}

func main() {
	out := "/work/corpus42/c42.ndjson"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	g := &G{r: rand.New(rand.NewPCG(42, 0xC42))}
	const total, nclean = 3000, 1000
	if len(kinds) < 40 && os.Getenv("ANYK") == "" {
		panic(fmt.Sprintf("only %d kinds", len(kinds)))
	}
	sort.SliceStable(kinds, func(i, j int) bool { return kinds[i].name < kinds[j].name })
	// Assign kinds round-robin over a shuffled order, and clean flags so that
	// every kind gets about a third clean.
	order := make([]int, total)
	for i := range order {
		order[i] = i % len(kinds)
	}
	g.r.Shuffle(total, func(i, j int) { order[i], order[j] = order[j], order[i] })
	perKind := map[int]int{}
	cleanFlags := make([]bool, total)
	nc := 0
	for i, k := range order {
		c := perKind[k]
		perKind[k]++
		if c%3 == 2 && nc < nclean {
			cleanFlags[i] = true
			nc++
		}
	}
	for i := 0; nc < nclean; i++ {
		if !cleanFlags[i] {
			cleanFlags[i] = true
			nc++
		}
	}
	f, err := os.Create(out)
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	fails := map[string]int{}
	for i, ki := range order {
		k := kinds[ki]
		clean := cleanFlags[i]
		var row Row
		for try := 0; ; try++ {
			b := &B{}
			k.fn(g, b, clean)
			var err error
			row, err = validate(b, clean)
			if err == nil {
				break
			}
			fails[k.name+": "+err.Error()]++
			if try > 200 {
				panic(fmt.Sprintf("%s: %v\n%s", k.name, err, b.sb.String()))
			}
		}
		row.Kind = k.name
		if err := enc.Encode(row); err != nil {
			panic(err)
		}
	}
	w.Flush()
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote %d rows (%d clean), %d kinds to %s\n", total, nclean, len(kinds), filepath.Clean(out))
	if len(fails) > 0 && os.Getenv("VERBOSE") != "" {
		for k, v := range fails {
			fmt.Fprintf(os.Stderr, "  retry %4d  %s\n", v, k)
		}
	}
}
