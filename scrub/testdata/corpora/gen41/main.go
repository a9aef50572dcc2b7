// Command c41gen writes corpus 41: healthcare, insurance and legal intake text
// as pasted into a knowledge-base search, labelled for six PII families.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Query struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// O accumulates one query's text and labels.
type O struct {
	sb   strings.Builder
	pii  []PII
	keep []string
}

func (o *O) w(parts ...string) {
	for _, p := range parts {
		o.sb.WriteString(p)
	}
}

func (o *O) wf(format string, a ...any) { fmt.Fprintf(&o.sb, format, a...) }

// P records a PII value and returns it for writing.
func (o *O) P(f, v string) string {
	for _, x := range o.pii {
		if x.V == v {
			return v
		}
	}
	o.pii = append(o.pii, PII{f, v})
	return v
}

// K records a keep string and returns it.
func (o *O) K(v string) string {
	for _, x := range o.keep {
		if x == v {
			return v
		}
	}
	o.keep = append(o.keep, v)
	return v
}

type tmpl struct {
	name  string
	fn    func(g *G, o *O, clean bool)
	dirty int // weight among PII queries
	cln   int // weight among clean queries
}

var templates []tmpl

func reg(name string, dirty, cln int, fn func(g *G, o *O, clean bool)) {
	templates = append(templates, tmpl{name, fn, dirty, cln})
}

func pickTemplate(g *G, clean bool) tmpl {
	total := 0
	for _, t := range templates {
		if clean {
			total += t.cln
		} else {
			total += t.dirty
		}
	}
	x := g.r.IntN(total)
	for _, t := range templates {
		w := t.dirty
		if clean {
			w = t.cln
		}
		if x < w {
			return t
		}
		x -= w
	}
	panic("unreachable")
}

type span struct{ a, b int }

func occurrences(s, sub string) []span {
	var out []span
	if sub == "" {
		return out
	}
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			break
		}
		out = append(out, span{i + j, i + j + len(sub)})
		i += j + 1
	}
	return out
}

// validate returns an error string, or "" when the query is well-formed.
func validate(q *Query) string {
	if q.Clean && len(q.PII) > 0 {
		return "clean query with PII"
	}
	if !q.Clean && len(q.PII) == 0 {
		return "PII query without PII"
	}
	var piiSpans []span
	for _, p := range q.PII {
		occ := occurrences(q.Q, p.V)
		if len(occ) == 0 {
			return "pii not in q: " + p.V
		}
		piiSpans = append(piiSpans, occ...)
		switch p.F {
		case "email", "phone", "ssn", "jwt", "bearer", "credit_card":
		default:
			return "bad family " + p.F
		}
	}
	for _, k := range q.Keep {
		occ := occurrences(q.Q, k)
		if len(occ) == 0 {
			return "keep not in q: " + k
		}
		for _, o := range occ {
			for _, p := range piiSpans {
				if o.a < p.b && p.a < o.b {
					return "keep overlaps pii: " + k
				}
			}
		}
	}
	return ""
}

func main() {
	g := &G{r: rand.New(rand.NewPCG(41, 0xC41))}
	const total, nClean = 3000, 1000
	// Interleave clean and PII queries deterministically.
	cleanAt := make([]bool, total)
	for i := 0; i < nClean; i++ {
		cleanAt[i] = true
	}
	g.r.Shuffle(total, func(i, j int) { cleanAt[i], cleanAt[j] = cleanAt[j], cleanAt[i] })

	f, err := os.Create("/work/corpus41/c41.ndjson")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	bw := bufio.NewWriter(f)
	defer bw.Flush()
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)

	kinds := map[string][2]int{}
	seen := map[string]bool{}
	fam := map[string]int{}
	nKeep := 0
	for i := 0; i < total; i++ {
		clean := cleanAt[i]
		var q *Query
		for attempt := 0; ; attempt++ {
			t := pickTemplate(g, clean)
			o := &O{}
			t.fn(g, o, clean)
			text := o.sb.String()
			// Labels made for an alternative that g.pick did not choose never
			// reached the text: drop them.
			var pii []PII
			for _, p := range o.pii {
				if strings.Contains(text, p.V) {
					pii = append(pii, p)
				}
			}
			var keep []string
			for _, k := range o.keep {
				if strings.Contains(text, k) {
					keep = append(keep, k)
				}
			}
			q = &Query{Q: text, PII: pii, Keep: keep, Clean: clean, Kind: t.name}
			if q.PII == nil {
				q.PII = []PII{}
			}
			if q.Keep == nil {
				q.Keep = []string{}
			}
			if msg := validate(q); msg != "" {
				if attempt > 50 {
					fmt.Fprintf(os.Stderr, "template %s keeps failing: %s\n%s\n", t.name, msg, q.Q)
					os.Exit(1)
				}
				if os.Getenv("C41_DEBUG") != "" {
					fmt.Fprintf(os.Stderr, "retry %s: %s\n", t.name, msg)
				}
				continue
			}
			if seen[q.Q] {
				continue
			}
			seen[q.Q] = true
			break
		}
		k := kinds[q.Kind]
		if q.Clean {
			k[1]++
		} else {
			k[0]++
		}
		kinds[q.Kind] = k
		for _, p := range q.PII {
			fam[p.F]++
		}
		nKeep += len(q.Keep)
		if err := enc.Encode(q); err != nil {
			panic(err)
		}
	}
	names := make([]string, 0, len(kinds))
	for k := range kinds {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Fprintf(os.Stderr, "%-28s pii=%4d clean=%4d\n", k, kinds[k][0], kinds[k][1])
	}
	fmt.Fprintf(os.Stderr, "%d kinds; families %v; keep %d\n", len(names), fam, nKeep)
}
