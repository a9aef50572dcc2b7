package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"unicode/utf8"
)

type PV struct {
	F string `json:"f"`
	V string `json:"v"`
}

type B struct {
	pii  []PV
	keep []string
}

func (b *B) P(f, v string) string { b.pii = append(b.pii, PV{f, v}); return v }
func (b *B) K(v string) string    { b.keep = append(b.keep, v); return v }

type Row struct{ F, L string }

func (r *Row) Name() string { return r.F + " " + r.L }

type Col struct {
	H string
	G func(b *B, r *Row) string
}

type Tmpl struct {
	Kind string
	Fn   func(b *B) string
}

// ---------- layouts ----------
func csvCell(c string, sep byte) string {
	if strings.ContainsAny(c, string(sep)+"\"\n") {
		return `"` + strings.ReplaceAll(c, `"`, `""`) + `"`
	}
	return c
}
func renderCSV(h []string, rows [][]string, sep byte) string {
	var sb strings.Builder
	all := append([][]string{h}, rows...)
	for _, r := range all {
		for i, c := range r {
			if i > 0 {
				sb.WriteByte(sep)
			}
			sb.WriteString(csvCell(c, sep))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
func widths(h []string, rows [][]string) []int {
	w := make([]int, len(h))
	for _, r := range append([][]string{h}, rows...) {
		for i, c := range r {
			if n := utf8.RuneCountInString(c); n > w[i] {
				w[i] = n
			}
		}
	}
	return w
}
func pad(s string, n int) string { return s + strings.Repeat(" ", n-utf8.RuneCountInString(s)) }
func renderMD(h []string, rows [][]string) string {
	var sb strings.Builder
	sb.WriteString("| " + strings.Join(h, " | ") + " |\n|")
	for range h {
		sb.WriteString(" --- |")
	}
	sb.WriteByte('\n')
	for _, r := range rows {
		sb.WriteString("| " + strings.Join(r, " | ") + " |\n")
	}
	return sb.String()
}
func renderPsql(h []string, rows [][]string) string {
	w := widths(h, rows)
	var sb strings.Builder
	for i, c := range h {
		if i > 0 {
			sb.WriteString("|")
		}
		sb.WriteString(" " + pad(c, w[i]) + " ")
	}
	sb.WriteString("\n")
	for i := range h {
		if i > 0 {
			sb.WriteString("+")
		}
		sb.WriteString(strings.Repeat("-", w[i]+2))
	}
	sb.WriteString("\n")
	for _, r := range rows {
		for i, c := range r {
			if i > 0 {
				sb.WriteString("|")
			}
			sb.WriteString(" " + pad(c, w[i]) + " ")
		}
		sb.WriteString("\n")
	}
	fmt.Fprintf(&sb, "(%d rows)\n", len(rows))
	return sb.String()
}
func renderMySQL(h []string, rows [][]string) string {
	w := widths(h, rows)
	line := "+"
	for _, x := range w {
		line += strings.Repeat("-", x+2) + "+"
	}
	var sb strings.Builder
	row := func(r []string) {
		sb.WriteString("|")
		for i, c := range r {
			sb.WriteString(" " + pad(c, w[i]) + " |")
		}
		sb.WriteString("\n")
	}
	sb.WriteString(line + "\n")
	row(h)
	sb.WriteString(line + "\n")
	for _, r := range rows {
		row(r)
	}
	sb.WriteString(line + "\n")
	fmt.Fprintf(&sb, "%d rows in set (0.%02d sec)\n", len(rows), rn(0, 9))
	return sb.String()
}
func renderFixed(h []string, rows [][]string) string {
	w := widths(h, rows)
	var sb strings.Builder
	row := func(r []string) {
		var parts []string
		for i, c := range r {
			parts = append(parts, pad(c, w[i]))
		}
		sb.WriteString(strings.TrimRight(strings.Join(parts, "   "), " ") + "\n")
	}
	row(h)
	var d []string
	for _, x := range w {
		d = append(d, strings.Repeat("-", x))
	}
	row(d)
	for _, r := range rows {
		row(r)
	}
	return sb.String()
}

var layouts = []struct {
	name string
	fn   func(h []string, rows [][]string) string
}{
	{"csv", func(h []string, r [][]string) string { return renderCSV(h, r, ',') }},
	{"semicolon", func(h []string, r [][]string) string { return renderCSV(h, r, ';') }},
	{"tsv", func(h []string, r [][]string) string { return renderCSV(h, r, '\t') }},
	{"md", renderMD},
	{"psql", renderPsql},
	{"mysql", renderMySQL},
	{"fixed", renderFixed},
}

type Schema struct {
	Name   string
	Intros []string
	Cols   []Col
	Min    int
	Max    int
}

func (s Schema) build(b *B, lay int) string {
	n := rn(s.Min, s.Max)
	var h []string
	for _, c := range s.Cols {
		h = append(h, c.H)
	}
	var rows [][]string
	for i := 0; i < n; i++ {
		r := &Row{first(), last()}
		var cells []string
		for _, c := range s.Cols {
			cells = append(cells, c.G(b, r))
		}
		rows = append(rows, cells)
	}
	intro := pick(s.Intros...)
	return intro + layouts[lay].fn(h, rows)
}

// common column generators
func cName(b *B, r *Row) string  { return r.Name() }
func cFirst(b *B, r *Row) string { return r.F }
func cLast(b *B, r *Row) string  { return r.L }
func cEmail(b *B, r *Row) string { return b.P("email", email(r.F, r.L)) }
func cPh(f func() string) func(b *B, r *Row) string {
	return func(b *B, r *Row) string { return b.P("phone", f()) }
}
func cPhOpt(f func() string) func(b *B, r *Row) string { // sometimes empty cell
	return func(b *B, r *Row) string {
		if R.Intn(4) == 0 {
			return ""
		}
		return b.P("phone", f())
	}
}
func cK(f func() string) func(b *B, r *Row) string {
	return func(b *B, r *Row) string { return b.K(f()) }
}
func cLit(f func() string) func(b *B, r *Row) string {
	return func(b *B, r *Row) string { return f() }
}
func cSSN(f func() string) func(b *B, r *Row) string {
	return func(b *B, r *Row) string { return b.P("ssn", f()) }
}
func cCard(style int) func(b *B, r *Row) string {
	return func(b *B, r *Row) string {
		d, i := cardDigits()
		s := style
		if s < 0 {
			s = R.Intn(3)
		}
		return b.P("credit_card", fmtCard(d, i, s))
	}
}
func usPh(st int) func() string { return func() string { return usPhone(st) } }

func main() {
	R = rand.New(rand.NewSource(87))
	pii, clean := piiTemplates(), cleanTemplates()
	fmt.Fprintf(os.Stderr, "pii kinds %d, clean kinds %d\n", len(pii), len(clean))
	seen := map[string]bool{}
	var out bytes.Buffer
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		var t Tmpl
		isClean := i%3 == 0
		if isClean {
			t = clean[ci%len(clean)]
			ci++
		} else {
			t = pii[pi%len(pii)]
			pi++
		}
		var q string
		var b *B
		ok := false
		var why string
		for try := 0; try < 200; try++ {
			b = &B{}
			q = t.Fn(b)
			if why = validate(q, b, isClean, seen); why == "" {
				ok = true
				break
			}
		}
		if !ok {
			fmt.Fprintf(os.Stderr, "line %d kind %s: cannot generate valid line: %s\n", i, t.Kind, why)
			os.Exit(1)
		}
		for _, p := range b.pii {
			seen[p.V] = true
		}
		keep := dedupe(b.keep)
		pv := b.pii
		if pv == nil {
			pv = []PV{}
		}
		out.WriteString(`{"q": ` + js(q) + `, "pii": [`)
		for j, p := range pv {
			if j > 0 {
				out.WriteString(", ")
			}
			out.WriteString(`{"f": ` + js(p.F) + `, "v": ` + js(p.V) + `}`)
		}
		out.WriteString(`], "keep": [`)
		for j, k := range keep {
			if j > 0 {
				out.WriteString(", ")
			}
			out.WriteString(js(k))
		}
		fmt.Fprintf(&out, `], "clean": %v, "kind": %s}`+"\n", isClean, js(t.Kind))
	}
	if err := os.WriteFile("/work/corpus87/c87.ndjson", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
}

func dedupe(xs []string) []string {
	var o []string
	for i, x := range xs {
		dup := false
		for _, y := range xs[:i] {
			if x == y {
				dup = true
			}
		}
		if !dup {
			o = append(o, x)
		}
	}
	if o == nil {
		o = []string{}
	}
	return o
}

func js(s string) string {
	var buf bytes.Buffer
	e := json.NewEncoder(&buf)
	e.SetEscapeHTML(false)
	if err := e.Encode(s); err != nil {
		panic(err)
	}
	return strings.TrimRight(buf.String(), "\n")
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func occ(q, v string) [][2]int {
	var o [][2]int
	for i := 0; ; {
		j := strings.Index(q[i:], v)
		if j < 0 {
			return o
		}
		o = append(o, [2]int{i + j, i + j + len(v)})
		i += j + 1
	}
}

func validate(q string, b *B, clean bool, seen map[string]bool) string {
	if !utf8.ValidString(q) {
		return "invalid utf8"
	}
	if clean && len(b.pii) > 0 {
		return "clean line with pii"
	}
	if !clean && len(b.pii) == 0 {
		return "pii line without pii"
	}
	local := map[string]bool{}
	for _, p := range b.pii {
		if !families[p.F] {
			return "bad family " + p.F
		}
		if p.V == "" || !strings.Contains(q, p.V) {
			return "pii not in q: " + p.V
		}
		if seen[p.V] || local[p.V] {
			return "repeated value " + p.V
		}
		local[p.V] = true
	}
	for _, k := range b.keep {
		if k == "" || !strings.Contains(q, k) {
			return "keep not in q: " + k
		}
		for _, ko := range occ(q, k) {
			for _, p := range b.pii {
				for _, po := range occ(q, p.V) {
					if ko[0] < po[1] && po[0] < ko[1] {
						return "keep overlaps pii: " + k + " / " + p.V
					}
				}
			}
		}
	}
	// pii values must not overlap one another either
	for i, p := range b.pii {
		for _, p2 := range b.pii[i+1:] {
			if strings.Contains(p.V, p2.V) || strings.Contains(p2.V, p.V) {
				return "pii values nest"
			}
		}
	}
	return ""
}
