// Command gen writes ../c96.ndjson: a labelled PII test corpus for scrub in the
// domain of data science and analytics pastes (notebooks, DataFrame prints,
// SQL consoles, pipeline logs, connection code). Deterministic: seed 96.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"unicode/utf8"
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

// L collects the labels of one line while its template writes it.
type L struct {
	pii  []PII
	keep []string
}

func (l *L) P(f, v string) string { l.pii = append(l.pii, PII{f, v}); return v }
func (l *L) K(v string) string    { l.keep = append(l.keep, v); return v }

// shortcuts
func (l *L) E(v string) string  { return l.P("email", v) }
func (l *L) Ph(v string) string { return l.P("phone", v) }
func (l *L) S(v string) string  { return l.P("ssn", v) }
func (l *L) C(v string) string  { return l.P("credit_card", v) }
func (l *L) J(v string) string  { return l.P("jwt", v) }
func (l *L) B(v string) string  { return l.P("bearer", v) }

type tmpl struct {
	kind string
	f    func(g *G, l *L) string
}

var piiT, cleanT []tmpl

func reg(kind string, f func(g *G, l *L) string)  { piiT = append(piiT, tmpl{kind, f}) }
func regC(kind string, f func(g *G, l *L) string) { cleanT = append(cleanT, tmpl{kind, f}) }

func overlaps(q, k string, pii []PII) bool {
	for i := 0; ; {
		j := strings.Index(q[i:], k)
		if j < 0 {
			return false
		}
		a, b := i+j, i+j+len(k)
		for _, p := range pii {
			for s := 0; ; {
				t := strings.Index(q[s:], p.V)
				if t < 0 {
					break
				}
				c, d := s+t, s+t+len(p.V)
				if a < d && c < b {
					return true
				}
				s = c + 1
			}
		}
		i = a + 1
	}
}

func main() {
	registerPII()
	registerPII2()
	registerPII3()
	registerPII4()
	registerClean()
	registerClean2()
	g := &G{r: rand.New(rand.NewSource(96)), used: map[string]bool{}}
	seenKind := map[string]bool{}
	for _, t := range append(append([]tmpl{}, piiT...), cleanT...) {
		if seenKind[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		seenKind[t.kind] = true
	}
	fmt.Fprintf(os.Stderr, "pii kinds %d, clean kinds %d\n", len(piiT), len(cleanT))
	// Kinds in a fixed shuffled order, cycled, so each is used about equally.
	po := g.r.Perm(len(piiT))
	co := g.r.Perm(len(cleanT))
	out, err := os.Create("../c96.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	allVals := map[string]int{}
	dropped := 0
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t tmpl
		if clean {
			t = cleanT[co[ci%len(co)]]
			ci++
		} else {
			t = piiT[po[pi%len(po)]]
			pi++
		}
		l := &L{}
		q := t.f(g, l)
		if !utf8.ValidString(q) {
			panic("invalid utf8 in " + t.kind)
		}
		if clean && len(l.pii) > 0 {
			panic("clean template labels pii: " + t.kind)
		}
		if !clean && len(l.pii) == 0 {
			panic("pii template without pii: " + t.kind)
		}
		for _, p := range l.pii {
			if !strings.Contains(q, p.V) {
				panic(fmt.Sprintf("line %d %s: value %q not in q", i, t.kind, p.V))
			}
			if prev, ok := allVals[p.V]; ok {
				panic(fmt.Sprintf("line %d %s: value %q repeats line %d", i, t.kind, p.V, prev))
			}
			allVals[p.V] = i
		}
		var keep []string
		seen := map[string]bool{}
		for _, k := range l.keep {
			if !strings.Contains(q, k) {
				panic(fmt.Sprintf("line %d %s: keep %q not in q", i, t.kind, k))
			}
			if seen[k] || len(k) < 3 {
				continue
			}
			if overlaps(q, k, l.pii) {
				if os.Getenv("SHOWDROP") != "" {
					fmt.Fprintf(os.Stderr, "drop %s %q\n", t.kind, k)
				}
				dropped++
				continue
			}
			seen[k] = true
			keep = append(keep, k)
		}
		if l.pii == nil {
			l.pii = []PII{}
		}
		if keep == nil {
			keep = []string{}
		}
		if err := enc.Encode(Line{Q: q, PII: l.pii, Keep: keep, Clean: clean, Kind: t.kind}); err != nil {
			panic(err)
		}
	}
	w.Flush()
	out.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines, %d pii values, %d keep strings dropped for overlap\n", len(allVals), dropped)
}

// ---------- layout helpers ----------

func width(s string) int {
	w := 0
	for _, r := range s {
		if r >= 0x1100 && (r <= 0x115f || (r >= 0x2e80 && r <= 0xa4cf) || (r >= 0xac00 && r <= 0xd7a3) || (r >= 0xf900 && r <= 0xfaff) || (r >= 0xff00 && r <= 0xff60)) {
			w += 2
		} else {
			w++
		}
	}
	return w
}
func padL(s string, n int) string { return strings.Repeat(" ", max(0, n-width(s))) + s }
func padR(s string, n int) string { return s + strings.Repeat(" ", max(0, n-width(s))) }

func colWidths(cols []string, rows [][]string) []int {
	w := make([]int, len(cols))
	for i, c := range cols {
		w[i] = width(c)
		for _, r := range rows {
			if width(r[i]) > w[i] {
				w[i] = width(r[i])
			}
		}
	}
	return w
}

// pandasTable prints like DataFrame.__repr__ (right-aligned, index left).
func pandasTable(cols []string, rows [][]string, idx []string) string {
	w := colWidths(cols, rows)
	iw := 0
	for _, x := range idx {
		iw = max(iw, width(x))
	}
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", iw))
	for i, c := range cols {
		b.WriteString("  " + padL(c, w[i]))
	}
	b.WriteString("\n")
	for j, r := range rows {
		b.WriteString(padR(idx[j], iw))
		for i, c := range r {
			b.WriteString("  " + padL(c, w[i]))
		}
		if j < len(rows)-1 {
			b.WriteString("\n")
		}
	}
	return b.String()
}

func seqIdx(start, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprint(start + i)
	}
	return out
}

func psqlTable(cols []string, rows [][]string) string {
	w := colWidths(cols, rows)
	var b strings.Builder
	for i, c := range cols {
		if i > 0 {
			b.WriteString("|")
		}
		b.WriteString(" " + padR(c, w[i]) + " ")
	}
	b.WriteString("\n")
	for i := range cols {
		if i > 0 {
			b.WriteString("+")
		}
		b.WriteString(strings.Repeat("-", w[i]+2))
	}
	b.WriteString("\n")
	for _, r := range rows {
		for i, c := range r {
			if i > 0 {
				b.WriteString("|")
			}
			b.WriteString(" " + padR(c, w[i]) + " ")
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "(%d rows)", len(rows))
	return b.String()
}

func sparkTable(cols []string, rows [][]string) string {
	w := colWidths(cols, rows)
	var sep strings.Builder
	sep.WriteString("+")
	for i := range cols {
		sep.WriteString(strings.Repeat("-", w[i]) + "+")
	}
	var b strings.Builder
	b.WriteString(sep.String() + "\n|")
	for i, c := range cols {
		b.WriteString(padL(c, w[i]) + "|")
	}
	b.WriteString("\n" + sep.String() + "\n")
	for _, r := range rows {
		b.WriteString("|")
		for i, c := range r {
			b.WriteString(padL(c, w[i]) + "|")
		}
		b.WriteString("\n")
	}
	b.WriteString(sep.String())
	return b.String()
}

// asciiBox: snowsql / BigQuery CLI / MySQL style +----+ boxes, left aligned.
func asciiBox(cols []string, rows [][]string) string {
	w := colWidths(cols, rows)
	var sep strings.Builder
	sep.WriteString("+")
	for i := range cols {
		sep.WriteString(strings.Repeat("-", w[i]+2) + "+")
	}
	var b strings.Builder
	b.WriteString(sep.String() + "\n|")
	for i, c := range cols {
		b.WriteString(" " + padR(c, w[i]) + " |")
	}
	b.WriteString("\n" + sep.String() + "\n")
	for _, r := range rows {
		b.WriteString("|")
		for i, c := range r {
			b.WriteString(" " + padR(c, w[i]) + " |")
		}
		b.WriteString("\n")
	}
	b.WriteString(sep.String())
	return b.String()
}

func polarsTable(cols, types []string, rows [][]string) string {
	all := append([][]string{types, dashes(len(cols))}, rows...)
	w := colWidths(cols, all)
	line := func(l, m, r, f string) string {
		var b strings.Builder
		b.WriteString(l)
		for i := range cols {
			if i > 0 {
				b.WriteString(m)
			}
			b.WriteString(strings.Repeat(f, w[i]+2))
		}
		b.WriteString(r + "\n")
		return b.String()
	}
	row := func(r []string) string {
		var b strings.Builder
		b.WriteString("│")
		for i, c := range r {
			if i > 0 {
				b.WriteString("┆")
			}
			b.WriteString(" " + padR(c, w[i]) + " ")
		}
		b.WriteString("│\n")
		return b.String()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "shape: (%d, %d)\n", len(rows), len(cols))
	b.WriteString(line("┌", "┬", "┐", "─"))
	b.WriteString(row(cols))
	b.WriteString(row(dashes(len(cols))))
	b.WriteString(row(types))
	b.WriteString(line("╞", "╪", "╡", "═"))
	for _, r := range rows {
		b.WriteString(row(r))
	}
	s := b.String() + strings.TrimSuffix(line("└", "┴", "┘", "─"), "\n")
	return s
}

func dashes(n int) []string {
	d := make([]string, n)
	for i := range d {
		d[i] = "---"
	}
	return d
}

func tibble(cols, types []string, rows [][]string) string {
	all := append([][]string{types}, rows...)
	w := colWidths(cols, all)
	var b strings.Builder
	fmt.Fprintf(&b, "# A tibble: %d × %d\n  ", len(rows), len(cols))
	for i, c := range cols {
		b.WriteString(padR(c, w[i]) + " ")
	}
	b.WriteString("\n  ")
	for i, t := range types {
		b.WriteString(padR(t, w[i]) + " ")
	}
	for j, r := range rows {
		fmt.Fprintf(&b, "\n%d ", j+1)
		for i, c := range r {
			b.WriteString(padR(c, w[i]) + " ")
		}
	}
	return strings.ReplaceAll(b.String(), " \n", "\n")
}

func mdTable(cols []string, rows [][]string) string {
	var b strings.Builder
	b.WriteString("| " + strings.Join(cols, " | ") + " |\n|")
	for range cols {
		b.WriteString("---|")
	}
	for _, r := range rows {
		b.WriteString("\n| " + strings.Join(r, " | ") + " |")
	}
	return b.String()
}

func csvJoin(sep string, cols []string, rows [][]string) string {
	var b strings.Builder
	b.WriteString(strings.Join(cols, sep))
	for _, r := range rows {
		b.WriteString("\n" + strings.Join(r, sep))
	}
	return b.String()
}

func fence(lang, s string) string { return "```" + lang + "\n" + s + "\n```" }

// nbJSON renders a minimal .ipynb with the given code cell source lines and
// stream output lines, JSON-escaped as a file on disk holds them.
func nbJSON(src []string, outs []string, execCount int) string {
	q := func(s string) string {
		var sb strings.Builder
		e := json.NewEncoder(&sb)
		e.SetEscapeHTML(false)
		e.Encode(s)
		return strings.TrimSuffix(sb.String(), "\n")
	}
	var b strings.Builder
	b.WriteString("{\n \"cells\": [\n  {\n   \"cell_type\": \"code\",\n")
	fmt.Fprintf(&b, "   \"execution_count\": %d,\n   \"metadata\": {},\n   \"outputs\": [\n", execCount)
	if len(outs) > 0 {
		b.WriteString("    {\n     \"name\": \"stdout\",\n     \"output_type\": \"stream\",\n     \"text\": [\n")
		for i, o := range outs {
			sep := ","
			if i == len(outs)-1 {
				sep = ""
			}
			b.WriteString("      " + q(o+"\n") + sep + "\n")
		}
		b.WriteString("     ]\n    }\n")
	}
	b.WriteString("   ],\n   \"source\": [\n")
	for i, s := range src {
		sep := ","
		nl := "\n"
		if i == len(src)-1 {
			sep, nl = "", ""
		}
		b.WriteString("    " + q(s+nl) + sep + "\n")
	}
	b.WriteString("   ]\n  }\n ],\n \"metadata\": {\n  \"kernelspec\": {\"display_name\": \"Python 3 (ipykernel)\", \"language\": \"python\", \"name\": \"python3\"},\n  \"language_info\": {\"name\": \"python\", \"version\": \"3.11.9\"}\n },\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}")
	return b.String()
}
