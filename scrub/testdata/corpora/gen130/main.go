// Command gen writes ../c130.ndjson: 3,000 labelled short queries to a personal or
// team knowledge base in 23 languages other than English (see README.md).
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

var r = rand.New(rand.NewSource(130))

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

type Kind struct {
	Name  string
	Clean bool
	T     []string
}

var families = map[byte]string{'e': "email", 'p': "phone", 's': "ssn", 'j': "jwt", 'b': "bearer", 'c': "credit_card"}

func gen(name string) string {
	f, ok := gens[name]
	if !ok {
		panic("no generator " + name)
	}
	return f()
}

// render expands [[x:arg]] tokens: x is a family letter (e p s j b c), k (keep),
// t (text from a generator) or o (one of the |-separated options).
func render(t string) (string, []PII, []string) {
	var b strings.Builder
	var pii []PII
	var keep []string
	for {
		i := strings.Index(t, "[[")
		if i < 0 {
			b.WriteString(t)
			break
		}
		b.WriteString(t[:i])
		j := strings.Index(t[i:], "]]")
		if j < 0 {
			panic("unclosed token in " + t)
		}
		tok := t[i+2 : i+j]
		t = t[i+j+2:]
		typ, arg := tok[0], tok[2:]
		switch typ {
		case 'o':
			opts := strings.Split(arg, "|")
			b.WriteString(opts[r.Intn(len(opts))])
		case 't':
			b.WriteString(gen(arg))
		case 'k':
			v := gen(arg)
			if arg != "imei" {
				v = luhnBreak(v)
			}
			keep = append(keep, v)
			b.WriteString(v)
		default:
			fam, ok := families[typ]
			if !ok {
				panic("bad token " + tok)
			}
			var v string
			if typ == 'e' {
				v = email(arg)
			} else {
				v = gen(arg)
			}
			pii = append(pii, PII{fam, v})
			b.WriteString(v)
		}
	}
	return b.String(), pii, keep
}

var used = map[string]bool{}

// check tells why a rendered line cannot be used, or "".
func check(q string, pii []PII, keep []string, clean bool) string {
	if len(q) < 15 || len(q) > 400 {
		return fmt.Sprintf("length %d", len(q))
	}
	if clean && len(pii) > 0 {
		return "clean line with pii"
	}
	if !clean && len(pii) == 0 {
		return "pii line without pii"
	}
	masked := q
	for i, p := range pii {
		if p.V == "" || !strings.Contains(q, p.V) {
			return "value not in q"
		}
		if used[p.V] {
			return "duplicate value"
		}
		for j, o := range pii {
			if i != j && strings.Contains(o.V, p.V) {
				return "overlapping values"
			}
		}
		masked = strings.ReplaceAll(masked, p.V, "\x00")
	}
	for _, k := range keep {
		if k == "" || !strings.Contains(q, k) {
			return "keep not in q"
		}
		if !strings.Contains(masked, k) {
			return "keep overlaps pii"
		}
		for _, p := range pii {
			if strings.Contains(k, p.V) {
				return "keep holds pii"
			}
		}
	}
	return ""
}

func main() {
	var piiKinds, cleanKinds []Kind
	for _, k := range kinds() {
		if k.Clean {
			cleanKinds = append(cleanKinds, k)
		} else {
			piiKinds = append(piiKinds, k)
		}
	}
	// seen names must be unique
	names := map[string]bool{}
	for _, k := range append(append([]Kind{}, piiKinds...), cleanKinds...) {
		if names[k.Name] {
			panic("duplicate kind " + k.Name)
		}
		names[k.Name] = true
	}
	r.Shuffle(len(piiKinds), func(i, j int) { piiKinds[i], piiKinds[j] = piiKinds[j], piiKinds[i] })
	r.Shuffle(len(cleanKinds), func(i, j int) { cleanKinds[i], cleanKinds[j] = cleanKinds[j], cleanKinds[i] })

	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	np, nc := 0, 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var k Kind
		if clean {
			k = cleanKinds[nc%len(cleanKinds)]
			nc++
		} else {
			k = piiKinds[np%len(piiKinds)]
			np++
		}
		var ln Line
		ok := false
		for try := 0; try < 200; try++ {
			q, pii, keep := render(k.T[r.Intn(len(k.T))])
			if why := check(q, pii, keep, clean); why != "" {
				if try == 199 {
					fmt.Fprintf(os.Stderr, "line %d kind %s: %s: %q\n", i, k.Name, why, q)
				}
				continue
			}
			if pii == nil {
				pii = []PII{}
			}
			if keep == nil {
				keep = []string{}
			}
			for _, p := range pii {
				used[p.V] = true
			}
			ln = Line{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: k.Name}
			ok = true
			break
		}
		if !ok {
			os.Exit(1)
		}
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	if err := os.WriteFile("../c130.ndjson", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Printf("wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiKinds), len(cleanKinds))
}
