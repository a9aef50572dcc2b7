package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
)

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
	Lang  string   `json:"lang"`
}

type B struct {
	r       *rand.Rand
	lang    string
	country string
	pii     []PII
	keep    []string
	budget  int
	clean   bool
}

func (b *B) K(s string) string {
	if len(s) >= 6 {
		b.keep = append(b.keep, s)
	}
	return s
}
func (b *B) P(f, v string) string { b.pii = append(b.pii, PII{f, v}); return v }

// want decides whether a PII site gets filled.
func (b *B) want(p float64) bool {
	if b.clean || b.budget <= 0 {
		return false
	}
	if b.r.Float64() < p {
		b.budget--
		return true
	}
	return false
}
func (b *B) Email() string { return b.P("email", email(b.r, b.lang)) }
func (b *B) Phone() string {
	c := pick(b.r, langCountries[b.lang])
	p := phone(b.r, c, b.r.Intn(2) == 0)
	if (b.lang == "ja" || b.lang == "zh") && b.r.Intn(5) == 0 {
		p = strings.Map(func(c rune) rune {
			switch {
			case c >= '0' && c <= '9':
				return c - '0' + '０'
			case c == '-':
				return '－'
			case c == '+':
				return '＋'
			}
			return c
		}, p)
	}
	if b.lang == "ar" && b.r.Intn(5) == 0 {
		p = strings.Map(func(c rune) rune {
			if c >= '0' && c <= '9' {
				return c - '0' + '٠'
			}
			return c
		}, p)
	}
	return b.P("phone", p)
}
func (b *B) PhoneIntl() string {
	c := pick(b.r, langCountries[b.lang])
	p := phone(b.r, c, true)
	if b.r.Intn(8) == 0 {
		p = toZeroZero(p)
	}
	return b.P("phone", p)
}
func (b *B) Card() string { v, _ := cardNumber(b.r); return b.P("credit_card", v) }
func (b *B) CardRaw() string {
	for {
		v, _ := cardNumber(b.r)
		if !strings.ContainsAny(v, " -") {
			return b.P("credit_card", v)
		}
	}
}
func (b *B) SSN() string {
	if b.r.Intn(5) == 0 {
		return b.P("ssn", itin(b.r))
	}
	return b.P("ssn", ssn(b.r))
}
func (b *B) JWT() string    { return b.P("jwt", jwt(b.r)) }
func (b *B) Bearer() string { return b.P("bearer", bearerTok(b.r)) }
func (b *B) Secret() (string, string) {
	v, n := vendorSecret(b.r)
	return b.P("bearer", v), n
}

type tmpl struct {
	kind string
	f    func(b *B) string
}

func fence(lang, body string) string { return "```" + lang + "\n" + body + "\n```" }

func main() {
	r := rand.New(rand.NewSource(20261203))
	out, _ := os.Create("corpus.ndjson")
	w := bufio.NewWriter(out)
	defer func() { w.Flush(); out.Close() }()
	n := 0
	stats := map[string]int{}
	for i := 0; i < 3000; i++ {
		clean := i%3 == 2
		var rec *Rec
		for tries := 0; rec == nil; tries++ {
			rec = gen(r, clean)
			if tries > 50 {
				panic("cannot generate")
			}
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		enc.Encode(rec)
		n++
		stats[rec.Kind]++
	}
	fmt.Fprintln(os.Stderr, "queries", n)
	ks := []string{}
	for k := range stats {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Fprintf(os.Stderr, "%s=%d ", k, stats[k])
	}
	fmt.Fprintln(os.Stderr)
}

func gen(r *rand.Rand, clean bool) *Rec {
	lang := pick(r, langs)
	b := &B{r: r, lang: lang, clean: clean}
	if !clean {
		b.budget = 1 + r.Intn(6)
	}
	t := pick(r, templates)
	body := t.f(b)
	var sb strings.Builder
	sb.WriteString(pick(r, intros[lang]))
	sb.WriteString("\n\n")
	sb.WriteString(body)
	if !clean && (len(b.pii) == 0 || (b.budget > 0 && r.Intn(2) == 0)) {
		o := pick(r, outros[lang])
		if strings.Contains(o, "%E") {
			o = strings.Replace(o, "%E", b.Email(), 1)
		}
		if strings.Contains(o, "%P") {
			o = strings.Replace(o, "%P", b.Phone(), 1)
		}
		sb.WriteString("\n\n")
		sb.WriteString(o)
	}
	q := sb.String()
	rec := &Rec{Q: q, Clean: clean, Kind: t.kind, Lang: lang, PII: []PII{}, Keep: []string{}}
	// validate PII
	seen := map[string]bool{}
	var spans [][2]int
	for _, p := range b.pii {
		if !strings.Contains(q, p.V) {
			panic("pii not in q: " + p.V)
		}
		if seen[p.V] {
			continue
		}
		seen[p.V] = true
		rec.PII = append(rec.PII, p)
		for off := 0; ; {
			k := strings.Index(q[off:], p.V)
			if k < 0 {
				break
			}
			spans = append(spans, [2]int{off + k, off + k + len(p.V)})
			off += k + 1
		}
	}
	if clean && len(rec.PII) > 0 {
		panic("clean with pii")
	}
	if !clean && (len(rec.PII) == 0 || len(rec.PII) > 6) {
		return nil
	}
	// keeps: must be present, >= 6 bytes, not overlapping PII occurrences
	kseen := map[string]bool{}
	for _, k := range b.keep {
		if len(k) < 6 || kseen[k] || !strings.Contains(q, k) {
			continue
		}
		ok := true
		for off := 0; ; {
			x := strings.Index(q[off:], k)
			if x < 0 {
				break
			}
			s, e := off+x, off+x+len(k)
			for _, sp := range spans {
				if s < sp[1] && sp[0] < e {
					ok = false
				}
			}
			off += x + 1
		}
		for _, p := range rec.PII {
			if strings.Contains(p.V, k) || strings.Contains(k, p.V) {
				ok = false
			}
		}
		if ok {
			kseen[k] = true
			rec.Keep = append(rec.Keep, k)
		}
	}
	if len(rec.Keep) < 2 {
		return nil
	}
	return rec
}
