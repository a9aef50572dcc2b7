// Command gen writes ../c135.ndjson: 3,000 labelled knowledge-base pastes
// (mail threads, notes, forms, letters, IT handovers) in ten languages.
package main

import (
	"bufio"
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

type Tpl struct {
	Kind string
	Lang string
	Text string
}

var r *rand.Rand
var cleanT []Tpl
var attachWord = map[string]string{"fr": "Pièce jointe", "de": "Anhang", "es": "Adjunto", "pt": "Anexo", "it": "Allegato", "nl": "Bijlage", "pl": "Załącznik", "ja": "添付", "zh": "附件", "ko": "첨부"}
var used = map[string]bool{} // lookup only, never iterated

type Doc struct {
	L     *Lang
	cache map[string]string // lookup only
	pii   []PII
	keep  []string
	p     [4]person
	co    company
}

func (d *Doc) addP(f, v string) {
	for _, p := range d.pii {
		if p.V == v {
			return
		}
	}
	d.pii = append(d.pii, PII{f, v})
}

func (d *Doc) addK(v string) {
	for _, k := range d.keep {
		if k == v {
			return
		}
	}
	d.keep = append(d.keep, v)
}

// uniq draws from f until a value not used anywhere in the corpus comes out.
func uniq(f func() string) string {
	for i := 0; ; i++ {
		v := f()
		if !used[v] {
			used[v] = true
			return v
		}
		if i > 1000 {
			panic("uniq: exhausted " + v)
		}
	}
}

func render(t Tpl, clean bool) (Line, bool) {
	L := langs[t.Lang]
	d := &Doc{L: L, cache: map[string]string{}}
	for i := range d.p {
		d.p[i] = L.person()
	}
	d.co = L.company()
	var out []string
	for _, ln := range strings.Split(strings.Trim(t.Text, "\n"), "\n") {
		if strings.HasPrefix(ln, "?") {
			if r.Intn(2) == 0 {
				continue
			}
			ln = ln[1:]
		}
		out = append(out, d.subst(ln))
	}
	q := strings.Join(out, "\n")
	// company footers and disclaimers, as pasted mail and forms carry them
	if r.Intn(2) == 0 {
		q += "\n\n" + d.subst(L.footer[0])
	}
	if r.Intn(5) < 2 {
		q += "\n" + d.subst(L.footer[1])
	}
	// a pasted attachment: an invoice, minutes or notice of the same language (look-alikes only)
	if !clean && r.Intn(4) == 0 {
		var same []Tpl
		for _, c := range cleanT {
			if c.Lang == t.Lang {
				same = append(same, c)
			}
		}
		c := same[r.Intn(len(same))]
		q += "\n\n=== " + attachWord[t.Lang] + " ===\n" + d.subst(strings.Trim(c.Text, "\n"))
	}
	// pad short texts with the sender's company footer (look-alikes only)
	for tries := 0; len(q) < 300 && tries < 3; tries++ {
		q += "\n\n" + d.subst(L.footer[r.Intn(len(L.footer))])
	}
	ln := Line{Q: q, PII: d.pii, Keep: d.keep, Clean: clean, Kind: t.Kind}
	if ln.PII == nil {
		ln.PII = []PII{}
	}
	if ln.Keep == nil {
		ln.Keep = []string{}
	}
	if len(q) < 300 || len(q) > 2500 {
		return ln, false
	}
	if clean && len(ln.PII) > 0 {
		panic("clean template with pii: " + t.Kind)
	}
	if !clean && (len(ln.PII) < 2 || len(ln.PII) > 8) {
		return ln, false
	}
	return ln, check(ln)
}

// check: every value and keep string is in q, and no keep occurrence overlaps a value.
func check(ln Line) bool {
	q := ln.Q
	mask := make([]bool, len(q))
	for _, p := range ln.PII {
		if !strings.Contains(q, p.V) {
			panic(fmt.Sprintf("value %q not in q (%s)", p.V, ln.Kind))
		}
		for i := 0; ; {
			j := strings.Index(q[i:], p.V)
			if j < 0 {
				break
			}
			for k := i + j; k < i+j+len(p.V); k++ {
				mask[k] = true
			}
			i += j + 1
		}
	}
	for _, k := range ln.Keep {
		if !strings.Contains(q, k) {
			panic(fmt.Sprintf("keep %q not in q (%s)", k, ln.Kind))
		}
		for i := 0; ; {
			j := strings.Index(q[i:], k)
			if j < 0 {
				break
			}
			for x := i + j; x < i+j+len(k); x++ {
				if mask[x] {
					return false
				}
			}
			i += j + 1
		}
	}
	return true
}

func main() {
	r = rand.New(rand.NewSource(135))
	var piiT []Tpl
	for _, t := range allTemplates() {
		if strings.HasPrefix(t.Kind, "clean_") {
			cleanT = append(cleanT, t)
		} else {
			piiT = append(piiT, t)
		}
	}
	f, err := os.Create("../c135.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	kinds := map[string]int{}
	fam := map[string]int{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t Tpl
		if clean {
			t = cleanT[(ci+r.Intn(2))%len(cleanT)]
			ci++
		} else {
			t = piiT[(pi+r.Intn(2))%len(piiT)]
			pi++
		}
		var ln Line
		ok := false
		for tries := 0; tries < 200 && !ok; tries++ {
			ln, ok = render(t, clean)
		}
		if !ok {
			panic("cannot render " + t.Kind)
		}
		kinds[t.Kind]++
		for _, p := range ln.PII {
			fam[p.F]++
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	w.Flush()
	f.Close()
	fmt.Fprintf(os.Stderr, "pii kinds %d, clean kinds %d, used kinds %d\n", len(piiT), len(cleanT), len(kinds))
	for _, k := range []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"} {
		fmt.Fprintf(os.Stderr, "%s %d\n", k, fam[k])
	}
}
