// Command gen writes ../c128.ndjson: 3,000 labelled knowledge-base queries
// (every third line clean) for testing the scrub package. Deterministic:
// math/rand seeded with 128, no clock, no map iterated into the output.
package main

import (
	"bytes"
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

// piece is what a placeholder expands to: text goes into q; val (a substring
// of text) is labelled with fam ("keep" for a must-keep string, "" for filler).
type piece struct {
	text, val, fam string
}

type genFn func(g *G) piece

type Kind struct {
	name  string
	lang  string
	clean bool
	group string // clean lines: "q" (query with look-alikes) or "x" (other text)
	tpls  []string
}

type G struct {
	r    *rand.Rand
	seen map[string]bool // membership only
	// per-line state
	first, last string
	hasPerson   bool
	vend        int
	lineVals    []string
}

var gens = map[string]genFn{} // looked up by name only

func reg(fam string, names string, f func(g *G) string) {
	for _, n := range strings.Fields(names) {
		fam := fam
		gens[n] = func(g *G) piece {
			s := f(g)
			return piece{s, s, fam}
		}
	}
}

func regP(name string, f genFn) { gens[name] = f }

func (g *G) render(k *Kind, tpl string) (Line, bool) {
	g.hasPerson = false
	g.vend = -1
	g.lineVals = g.lineVals[:0]
	var sb strings.Builder
	ln := Line{PII: []PII{}, Keep: []string{}, Clean: k.clean, Kind: k.name}
	rest := tpl
	for {
		i := strings.Index(rest, "«")
		if i < 0 {
			sb.WriteString(rest)
			break
		}
		sb.WriteString(rest[:i])
		rest = rest[i+len("«"):]
		j := strings.Index(rest, "»")
		if j < 0 {
			panic("unclosed placeholder in " + k.name)
		}
		name := rest[:j]
		rest = rest[j+len("»"):]
		f, ok := gens[name]
		if !ok {
			panic("unknown placeholder " + name + " in " + k.name)
		}
		var p piece
		for try := 0; ; try++ {
			p = f(g)
			if p.fam == "" || p.fam == "keep" {
				break
			}
			if !g.seen[p.val] && !contains(g.lineVals, p.val) {
				break
			}
			if try > 200 {
				panic("cannot make a unique value for " + name)
			}
		}
		if !strings.Contains(p.text, p.val) {
			panic("piece value not in its text: " + name)
		}
		switch p.fam {
		case "":
		case "keep":
			if k.clean || true {
				ln.Keep = append(ln.Keep, p.val)
			}
		default:
			if k.clean {
				panic("pii placeholder in clean kind " + k.name)
			}
			ln.PII = append(ln.PII, PII{p.fam, p.val})
			g.lineVals = append(g.lineVals, p.val)
		}
		sb.WriteString(p.text)
	}
	ln.Q = sb.String()
	return ln, g.valid(&ln)
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// valid checks the line's invariants: length, every value and keep string a
// substring of q, no keep string overlapping any occurrence of a value.
func (g *G) valid(ln *Line) bool {
	if len(ln.Q) < 20 || len(ln.Q) > 400 {
		return false
	}
	type span struct{ a, b int }
	var spans []span
	for _, p := range ln.PII {
		if !strings.Contains(ln.Q, p.V) {
			panic("value not in q: " + p.V)
		}
		for off := 0; ; {
			i := strings.Index(ln.Q[off:], p.V)
			if i < 0 {
				break
			}
			spans = append(spans, span{off + i, off + i + len(p.V)})
			off += i + 1
		}
	}
	keep := []string{}
	for _, k := range ln.Keep {
		if k == "" || contains(keep, k) {
			continue
		}
		if !strings.Contains(ln.Q, k) {
			panic("keep not in q: " + k)
		}
		for off := 0; ; {
			i := strings.Index(ln.Q[off:], k)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					return false
				}
			}
			off += i + 1
		}
		keep = append(keep, k)
	}
	ln.Keep = keep
	if ln.Clean && len(ln.PII) > 0 {
		panic("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		panic("pii line without pii: " + ln.Kind)
	}
	return true
}

var langs = []string{"es", "pt", "fr", "de", "it", "nl", "pl", "tr", "ru", "ar", "hi", "ja", "zh", "ko", "vi", "id"}

func main() {
	registerValues()
	kinds := allKinds()
	// sanity: every (clean, lang) has candidates; count kinds
	npii, nclean := 0, 0
	for _, k := range kinds {
		if k.clean {
			nclean++
		} else {
			npii++
		}
	}
	for _, l := range append([]string{"en"}, langs...) {
		for _, c := range []bool{false, true} {
			if len(pickable(kinds, l, c, "")) == 0 {
				panic(fmt.Sprintf("no kinds for %s clean=%v", l, c))
			}
		}
	}
	g := &G{r: rand.New(rand.NewSource(128)), seen: map[string]bool{}}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		lang := "en"
		if g.r.Float64() < 0.2 {
			lang = langs[g.r.Intn(len(langs))]
		}
		group := ""
		if clean && lang == "en" {
			group = "x"
			if g.r.Float64() < 0.42 {
				group = "q"
			}
		}
		cands := pickable(kinds, lang, clean, group)
		var ln Line
		ok := false
		for try := 0; try < 100 && !ok; try++ {
			k := cands[g.r.Intn(len(cands))]
			ln, ok = g.render(k, k.tpls[g.r.Intn(len(k.tpls))])
		}
		if !ok {
			panic(fmt.Sprintf("line %d: no valid rendering", i))
		}
		for _, p := range ln.PII {
			g.seen[p.V] = true
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := os.WriteFile("../c128.ndjson", buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintf(os.Stderr, "wrote ../c128.ndjson: 3000 lines, %d pii kinds, %d clean kinds\n", npii, nclean)
}

func pickable(kinds []*Kind, lang string, clean bool, group string) []*Kind {
	var out []*Kind
	for _, k := range kinds {
		if k.lang == lang && k.clean == clean && (group == "" || k.group == group) {
			out = append(out, k)
		}
	}
	return out
}
