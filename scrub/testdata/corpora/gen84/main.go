// Command gen writes c84.ndjson: 3,000 long synthetic documents (loan files,
// statements, claims, discharge letters, contracts, support threads, runbooks…)
// labelled with the PII values they hold and the look-alikes that must stay.
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
	minLen  = 800
	maxLen  = 4000
	minPII  = 3
	maxPII  = 12
	outPath = "../c84.ndjson"
)

// Lab is one labelled PII value.
type Lab struct {
	F string `json:"f"`
	V string `json:"v"`
}

// Line is one output record; field order is the output order.
type Line struct {
	Q     string   `json:"q"`
	PII   []Lab    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// Tmpl is one template kind.
type Tmpl struct {
	Name  string
	Lang  string
	Topic string
	Fn    func(g *G, d *Doc)
}

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

const fillMark = "\x00FILL\x00"

// Doc collects a document's text and its labels.
type Doc struct {
	b    strings.Builder
	pii  []Lab
	keep []string
	lang string
}

// P labels v as PII of family f and returns it.
func (d *Doc) P(f, v string) string {
	ok := false
	for _, x := range families {
		if x == f {
			ok = true
		}
	}
	if !ok {
		panic("bad family " + f)
	}
	for _, l := range d.pii {
		if l.V == v {
			return v
		}
	}
	d.pii = append(d.pii, Lab{f, v})
	return v
}

// K marks v as a look-alike that must survive and returns it.
func (d *Doc) K(v string) string {
	for _, k := range d.keep {
		if k == v {
			return v
		}
	}
	d.keep = append(d.keep, v)
	return v
}

// W writes strings as they are.
func (d *Doc) W(ss ...string) {
	for _, s := range ss {
		d.b.WriteString(s)
	}
}

// L writes each string as a line.
func (d *Doc) L(ss ...string) {
	for _, s := range ss {
		d.b.WriteString(s)
		d.b.WriteByte('\n')
	}
}

// F writes a formatted string.
func (d *Doc) F(format string, a ...any) { fmt.Fprintf(&d.b, format, a...) }

// Fill marks where boilerplate paragraphs go to bring the document to length.
func (d *Doc) Fill() { d.b.WriteString(fillMark) }

func overlaps(q, a, b string) bool {
	// any occurrence of a overlapping any occurrence of b
	var ra, rb [][2]int
	for i := 0; ; {
		j := strings.Index(q[i:], a)
		if j < 0 {
			break
		}
		ra = append(ra, [2]int{i + j, i + j + len(a)})
		i += j + 1
	}
	for i := 0; ; {
		j := strings.Index(q[i:], b)
		if j < 0 {
			break
		}
		rb = append(rb, [2]int{i + j, i + j + len(b)})
		i += j + 1
	}
	for _, x := range ra {
		for _, y := range rb {
			if x[0] < y[1] && y[0] < x[1] {
				return true
			}
		}
	}
	return false
}

func validate(l *Line) error {
	if n := len(l.Q); n < minLen || n > maxLen {
		return fmt.Errorf("length %d", n)
	}
	if strings.Contains(l.Q, "\x00") {
		return fmt.Errorf("fill marker left")
	}
	if l.Clean && len(l.PII) != 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !l.Clean && (len(l.PII) < minPII || len(l.PII) > maxPII) {
		return fmt.Errorf("%d pii values", len(l.PII))
	}
	for _, p := range l.PII {
		if p.V == "" || !strings.Contains(l.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
	}
	for _, k := range l.Keep {
		if k == "" || !strings.Contains(l.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, p := range l.PII {
			if overlaps(l.Q, k, p.V) {
				return fmt.Errorf("keep %q overlaps pii %q", k, p.V)
			}
		}
	}
	return nil
}

func main() {
	g := NewG(84)
	piiT, cleanT := piiTemplates(), cleanTemplates()
	names := map[string]bool{}
	for _, t := range append(append([]Tmpl{}, piiT...), cleanT...) {
		if names[t.Name] {
			fmt.Fprintln(os.Stderr, "duplicate kind", t.Name)
			os.Exit(1)
		}
		names[t.Name] = true
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	for i := 1; i <= total; i++ {
		clean := i%3 == 0
		var t Tmpl
		if clean {
			t = cleanT[ci%len(cleanT)]
			ci++
		} else {
			t = piiT[pi%len(piiT)]
			pi++
		}
		d := &Doc{lang: t.Lang}
		t.Fn(g, d)
		q := g.fill(d.b.String(), t.Lang, t.Topic)
		l := Line{Q: q, PII: d.pii, Keep: d.keep, Clean: clean, Kind: t.Name}
		if l.PII == nil {
			l.PII = []Lab{}
		}
		if l.Keep == nil {
			l.Keep = []string{}
		}
		if err := validate(&l); err != nil {
			fmt.Fprintf(os.Stderr, "line %d (%s): %v\n", i, t.Name, err)
			os.Exit(1)
		}
		if err := enc.Encode(&l); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	f, err := os.Create(outPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	w.Write(out.Bytes())
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote %s: %d lines, %d pii kinds, %d clean kinds\n", outPath, total, len(piiT), len(cleanT))
}

// fill replaces the marker with boilerplate paragraphs of the document's
// language and topic until the text reaches a random target length.
func (g *G) fill(s, lang, topic string) string {
	i := strings.Index(s, fillMark)
	if i < 0 {
		return s
	}
	base := len(s) - len(fillMark)
	target := g.rng(900, 3300)
	var add strings.Builder
	for _, pool := range fillPool(lang, topic) {
		for _, k := range g.r.Perm(len(pool)) {
			if base+add.Len() >= target {
				break
			}
			p := pool[k] + "\n\n"
			if base+add.Len()+len(p) > maxLen-20 {
				continue
			}
			add.WriteString(p)
		}
	}
	return s[:i] + add.String() + s[i+len(fillMark):]
}

var _ = rand.New
