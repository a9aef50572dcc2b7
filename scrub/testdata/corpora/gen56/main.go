package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

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

type seg struct {
	k    int // 0 plain, 1 pii, 2 keep
	f, v string
}
type A map[string]seg

func Pl(v string) seg { return seg{0, "", v} }
func Kp(v string) seg { return seg{2, "", v} }
func Ph(v string) seg { return seg{1, "phone", v} }
func Em(v string) seg { return seg{1, "email", v} }
func Be(v string) seg { return seg{1, "bearer", v} }
func Cc(v string) seg { return seg{1, "credit_card", v} }
func Ss(v string) seg { return seg{1, "ssn", v} }
func Jw(v string) seg { return seg{1, "jwt", v} }

type B struct {
	sb    strings.Builder
	plain strings.Builder
	pii   []Item
	keep  []string
}

func (b *B) T(ss ...string) {
	for _, s := range ss {
		b.sb.WriteString(s)
		b.plain.WriteString(s)
		b.plain.WriteByte('\x00')
	}
}
func (b *B) Tf(f string, a ...any) { b.T(fmt.Sprintf(f, a...)) }
func (b *B) P(f, v string) {
	if v == "" {
		panic("empty pii")
	}
	b.sb.WriteString(v)
	b.pii = append(b.pii, Item{f, v})
}
func (b *B) K(v string) {
	b.sb.WriteString(v)
	b.keep = append(b.keep, v)
}

// KeepOnly records a keep string already written as plain text.
func (b *B) Mark(v string) { b.keep = append(b.keep, v) }

func (b *B) S(s seg) {
	switch s.k {
	case 0:
		b.T(s.v)
	case 1:
		b.P(s.f, s.v)
	case 2:
		b.K(s.v)
	}
}

// F renders a template with {name} placeholders.
func (b *B) F(t string, a A) {
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.T(t)
			return
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			b.T(t)
			return
		}
		name := t[i+1 : i+j]
		s, ok := a[name]
		if !ok || strings.ContainsAny(name, " \"'") {
			b.T(t[:i+j+1])
			t = t[i+j+1:]
			continue
		}
		b.T(t[:i])
		b.S(s)
		t = t[i+j+1:]
	}
}

type kind struct {
	name  string
	clean bool
	gen   func(b *B)
}

var kinds []kind

func reg(name string, clean bool, gen func(b *B)) { kinds = append(kinds, kind{name, clean, gen}) }

var families = map[string]bool{"email": true, "phone": true, "credit_card": true, "ssn": true, "jwt": true, "bearer": true}

func occurrences(s, sub string) []int {
	var out []int
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, i+j)
		i += j + 1
	}
}

func validate(rec *Rec) error {
	if rec.Clean != (len(rec.PII) == 0) {
		return fmt.Errorf("clean=%v but %d pii", rec.Clean, len(rec.PII))
	}
	type span struct{ a, b int }
	var spans []span
	for _, p := range rec.PII {
		if !families[p.F] {
			return fmt.Errorf("family %q", p.F)
		}
		occ := occurrences(rec.Q, p.V)
		if len(occ) == 0 {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		for _, o := range occ {
			spans = append(spans, span{o, o + len(p.V)})
		}
		switch p.F {
		case "credit_card":
			d := strings.Map(func(c rune) rune {
				if c >= '0' && c <= '9' {
					return c
				}
				return -1
			}, p.V)
			if !luhnValid(d) || len(d) < 13 {
				return fmt.Errorf("card %q", p.V)
			}
		case "jwt":
			parts := strings.Split(p.V, ".")
			if len(parts) != 3 {
				return fmt.Errorf("jwt parts")
			}
			h, err := base64.RawURLEncoding.DecodeString(parts[0])
			if err != nil || !bytes.Contains(h, []byte(`"alg"`)) {
				return fmt.Errorf("jwt header")
			}
		case "ssn":
			d := strings.Map(func(c rune) rune {
				if c >= '0' && c <= '9' {
					return c
				}
				return -1
			}, p.V)
			if len(d) != 9 || d[:3] == "000" || d[:3] == "666" || d[0] == '9' || d[3:5] == "00" || d[5:] == "0000" {
				return fmt.Errorf("ssn %q", p.V)
			}
		}
	}
	// pii spans: different values must not partially overlap
	for i := range spans {
		for j := range spans {
			a, c := spans[i], spans[j]
			if a == c {
				continue
			}
			contained := (a.a >= c.a && a.b <= c.b) || (c.a >= a.a && c.b <= a.b)
			if a.a < c.b && c.a < a.b && !contained {
				// allow nesting of identical text only
				return fmt.Errorf("pii overlap %q / %q", rec.Q[a.a:a.b], rec.Q[c.a:c.b])
			}
		}
	}
	if len(rec.Keep) == 0 {
		return fmt.Errorf("no keep")
	}
	for _, k := range rec.Keep {
		occ := occurrences(rec.Q, k)
		if len(occ) == 0 || strings.TrimSpace(k) == "" {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, o := range occ {
			for _, s := range spans {
				if o < s.b && s.a < o+len(k) {
					return fmt.Errorf("keep %q overlaps pii %q", k, rec.Q[s.a:s.b])
				}
			}
		}
	}
	return nil
}

func dedupItems(xs []Item) []Item {
	seen := map[Item]bool{}
	var out []Item
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
func dedupStr(xs []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func build(k kind) (*Rec, string, error) {
	b := &B{}
	k.gen(b)
	rec := &Rec{Q: b.sb.String(), PII: dedupItems(b.pii), Keep: dedupStr(b.keep), Clean: k.clean, Kind: k.name}
	if rec.PII == nil {
		rec.PII = []Item{}
	}
	return rec, b.plain.String(), validate(rec)
}

func main() {
	registerPII()
	registerClean()
	var piiK, cleanK []kind
	names := map[string]bool{}
	for _, k := range kinds {
		if names[k.name] {
			panic("dup kind " + k.name)
		}
		names[k.name] = true
		if k.clean {
			cleanK = append(cleanK, k)
		} else {
			piiK = append(piiK, k)
		}
	}
	seenQ := map[string]bool{}
	retries := map[string]int{}
	var recs []*Rec
	var plains []string
	gen := func(list []kind, n int) {
		for i := 0; i < n; i++ {
			k := list[i%len(list)]
			for try := 0; ; try++ {
				rec, plain, err := build(k)
				if err != nil && strings.Contains(err.Error(), "overlaps") && try < 20 {
					retries[k.name]++
					continue
				}
				if err != nil {
					fmt.Fprintf(os.Stderr, "%s: %v\n%s\n", k.name, err, rec.Q)
					os.Exit(1)
				}
				if seenQ[rec.Q] {
					if try > 50 {
						panic("cannot make unique " + k.name)
					}
					continue
				}
				seenQ[rec.Q] = true
				recs = append(recs, rec)
				plains = append(plains, plain)
				break
			}
		}
	}
	gen(piiK, 2000)
	gen(cleanK, 1000)
	perm := r.Perm(len(recs))
	out, err := os.Create("../c56.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	for _, i := range perm {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(recs[i]); err != nil {
			panic(err)
		}
		w.Write(buf.Bytes())
	}
	w.Flush()
	out.Close()

	fam := map[string]int{}
	kc := map[string]int{}
	for _, rec := range recs {
		kc[rec.Kind]++
		for _, p := range rec.PII {
			fam[p.F]++
		}
	}
	fmt.Printf("lines=%d kinds=%d (pii %d, clean %d)\n", len(recs), len(kc), len(piiK), len(cleanK))
	fmt.Println("families:", fam)
	fmt.Println("overlap retries:", retries)
	if os.Getenv("GEN56_PLAIN") != "" {
		f, _ := os.Create(os.Getenv("GEN56_PLAIN"))
		for i, p := range plains {
			fmt.Fprintf(f, "%s\t%q\n", recs[i].Kind, p)
		}
		f.Close()
	}
	var ks []string
	for k := range kc {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	if os.Getenv("GEN56_KINDS") != "" {
		for _, k := range ks {
			fmt.Printf("%s %d\n", k, kc[k])
		}
	}
}
