// Command gen55 writes corpus 55: 3,000 labelled queries (1,000 clean) in the
// personal-finance / tax / crypto / payments domain, for evaluating a PII
// scrubber. Standard library only, fixed seed: the output is reproducible.
//
// Templates build their text with two markers: P(family, value) marks a PII
// value, K(value) a string that must survive. finalize strips the markers and
// records the labels, so every label is an exact substring by construction.
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

const (
	total      = 3000
	cleanCount = 1000
	outPath    = "../c55.ndjson"
)

// P marks a PII value of family f.
func P(f, v string) string {
	switch f {
	case "email", "phone", "credit_card", "ssn", "jwt", "bearer":
	default:
		panic("bad family " + f)
	}
	if v == "" {
		panic("empty pii")
	}
	return "\x01" + f + "\x02" + v + "\x03"
}

// K marks a string that must survive scrubbing.
func K(v string) string { return "\x04" + v + "\x05" }

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type span struct{ a, b int }

var droppedKeeps int

func finalize(raw string) (string, []PII, []string) {
	var q strings.Builder
	var pii []PII
	var keeps []string
	var spans []span
	for i := 0; i < len(raw); {
		c := raw[i]
		switch c {
		case '\x01':
			j := strings.IndexByte(raw[i:], '\x02') + i
			k := strings.IndexByte(raw[i:], '\x03') + i
			f := raw[i+1 : j]
			v := raw[j+1 : k]
			if strings.ContainsAny(v, "\x01\x02\x04\x05") {
				panic("nested marker in pii: " + v)
			}
			spans = append(spans, span{q.Len(), q.Len() + len(v)})
			q.WriteString(v)
			pii = append(pii, PII{f, v})
			i = k + 1
		case '\x04':
			k := strings.IndexByte(raw[i:], '\x05') + i
			v := raw[i+1 : k]
			if strings.ContainsAny(v, "\x01\x02\x03\x04") {
				panic("nested marker in keep: " + v)
			}
			q.WriteString(v)
			keeps = append(keeps, v)
			i = k + 1
		case '\x02', '\x03', '\x05':
			panic("stray marker in: " + raw)
		default:
			q.WriteByte(c)
			i++
		}
	}
	s := q.String()
	// every occurrence of every pii value counts as pii
	for _, p := range pii {
		for off := 0; ; {
			j := strings.Index(s[off:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, span{off + j, off + j + len(p.V)})
			off += j + 1
		}
	}
	// dedupe pii
	seen := map[PII]bool{}
	var up []PII
	for _, p := range pii {
		if !seen[p] {
			seen[p] = true
			up = append(up, p)
		}
	}
	// keep strings: unique, non-empty, no occurrence overlapping any pii span
	seenK := map[string]bool{}
	var uk []string
	for _, k := range keeps {
		k = strings.TrimSpace(k)
		if len([]rune(k)) < 2 || seenK[k] {
			continue
		}
		seenK[k] = true
		bad := false
		for off := 0; ; {
			j := strings.Index(s[off:], k)
			if j < 0 {
				break
			}
			a, b := off+j, off+j+len(k)
			for _, sp := range spans {
				if a < sp.b && sp.a < b {
					bad = true
				}
			}
			off += j + 1
		}
		if bad {
			if os.Getenv("DEBUGKEEP") != "" {
				fmt.Fprintf(os.Stderr, "drop keep %q\n", k)
			}
			droppedKeeps++
			continue
		}
		uk = append(uk, k)
	}
	return s, up, uk
}

type Tmpl struct {
	Name       string
	Fn         func(r *R, clean bool) string
	Pii, Clean bool
}

var templates []Tmpl

func reg(name string, pii, clean bool, fn func(r *R, clean bool) string) {
	templates = append(templates, Tmpl{name, fn, pii, clean})
}

func main() {
	registerAll()
	r := &R{rand.New(rand.NewPCG(55, 20250555))}
	if os.Getenv("AUDIT") != "" {
		audit(r)
		return
	}
	names := map[string]bool{}
	var piiT, cleanT []Tmpl
	for _, t := range templates {
		if names[t.Name] {
			panic("dup template " + t.Name)
		}
		names[t.Name] = true
		if t.Pii {
			piiT = append(piiT, t)
		}
		if t.Clean {
			cleanT = append(cleanT, t)
		}
	}
	seenQ := map[string]bool{}
	var recs []Rec
	gen := func(list []Tmpl, n int, clean bool) {
		order := make([]int, 0, n)
		for len(order) < n {
			perm := r.Perm(len(list))
			order = append(order, perm...)
		}
		order = order[:n]
		for _, ti := range order {
			t := list[ti]
			lastQ := ""
			for tries := 0; ; tries++ {
				if tries > 200 {
					panic(fmt.Sprintf("cannot make line for %s (clean=%v): last q %q", t.Name, clean, lastQ))
				}
				raw := perturb(r, t.Fn(r, clean))
				q, pii, keep := finalize(raw)
				lastQ = q
				if seenQ[q] {
					continue
				}
				if clean && len(pii) > 0 {
					panic(fmt.Sprintf("clean %s has pii: %q", t.Name, q))
				}
				if !clean && len(pii) == 0 {
					panic(fmt.Sprintf("pii %s has no pii: %q", t.Name, q))
				}
				if len(keep) == 0 {
					continue
				}
				seenQ[q] = true
				if pii == nil {
					pii = []PII{}
				}
				recs = append(recs, Rec{q, pii, keep, clean, t.Name})
				break
			}
		}
	}
	gen(piiT, total-cleanCount, false)
	gen(cleanT, cleanCount, true)
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })

	f, err := os.Create(outPath)
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	fam := map[string]int{}
	kinds := map[string]int{}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, rec := range recs {
		if err := enc.Encode(rec); err != nil {
			panic(err)
		}
		for _, p := range rec.PII {
			fam[p.F]++
		}
		kinds[rec.Kind]++
	}
	w.Flush()
	f.Close()
	fmt.Printf("wrote %d lines to %s (%d templates: %d pii-capable, %d clean-capable; %d keep strings dropped for overlap)\n",
		len(recs), outPath, len(templates), len(piiT), len(cleanT), droppedKeeps)
	var fs []string
	for k := range fam {
		fs = append(fs, k)
	}
	sort.Strings(fs)
	for _, k := range fs {
		fmt.Printf("  %-12s %d\n", k, fam[k])
	}
}

// audit reports templates that sometimes produce no keep strings or wrong labels.
func audit(r *R) {
	for _, t := range templates {
		for _, clean := range []bool{false, true} {
			if (clean && !t.Clean) || (!clean && !t.Pii) {
				continue
			}
			noKeep, bad := 0, 0
			for i := 0; i < 300; i++ {
				q, pii, keep := finalize(t.Fn(r, clean))
				_ = q
				if len(keep) == 0 {
					noKeep++
				}
				if clean != (len(pii) == 0) {
					bad++
				}
			}
			if noKeep > 0 || bad > 0 {
				fmt.Printf("%-28s clean=%-5v noKeep=%d badLabel=%d\n", t.Name, clean, noKeep, bad)
			}
		}
	}
}

var prefixes = []string{"hi, ", "Hello — ", "quick q: ", "URGENT: ", "Sorry if this is a dumb question. ", "[submitted via help center]\n", "> ", "Context: first year filing on my own.\n", "(posting for my dad) ", "Q: ", "hey all,\n", "Help pls!! ", "Follow-up to my earlier message:\n", "Long story short — ", "From the support inbox:\n\n"}
var suffixes = []string{" Thanks!", "\n\nthx", "\n\nSent from my iPhone", "\n\nAny help appreciated 🙏", " ??", "\n-- \nSent from Outlook for Android", " Thank you in advance.", "\n\n(edited for typos)", " ty", "\n\nP.S. deadline is close, please answer soon"}

// mapOutside applies f to the text outside PII markers.
func mapOutside(raw string, f func(string) string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(raw, '\x01')
		if i < 0 {
			b.WriteString(f(raw))
			return b.String()
		}
		j := strings.IndexByte(raw[i:], '\x03') + i
		b.WriteString(f(raw[:i]))
		b.WriteString(raw[i : j+1])
		raw = raw[j+1:]
	}
}

// perturb varies the surroundings of a generated query the way real text varies.
func perturb(r *R, raw string) string {
	if r.C(0.18) {
		raw = pick(r, prefixes) + raw
	}
	if r.C(0.18) {
		raw += pick(r, suffixes)
	}
	switch x := r.Float64(); {
	case x < 0.04:
		raw = mapOutside(raw, strings.ToLower)
	case x < 0.055:
		raw = mapOutside(raw, strings.ToUpper)
	case x < 0.08:
		raw = strings.ReplaceAll(raw, "\n", "\r\n")
	case x < 0.10:
		raw = "  " + strings.ReplaceAll(raw, "\n", "\n  ") + "\n"
	}
	return raw
}
