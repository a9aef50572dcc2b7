// Command gen65 writes corpus 65: production telemetry where personal data
// leaks into logs. Standard library only, fixed seed, byte-identical output.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"strings"
)

const (
	seed     = 65065
	nPII     = 2000
	nClean   = 1000
	outPath  = "/work/corpus65/c65.ndjson"
	maxTries = 60
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
}

// B collects labels while a template writes its text.
type B struct {
	r    *rand.Rand
	pii  []PII
	keep []string
}

// P labels v as family f and returns it for the text.
func (b *B) P(f, v string) string { b.pii = append(b.pii, PII{f, v}); return v }

// K marks v as a string that must survive and returns it.
func (b *B) K(v string) string { b.keep = append(b.keep, v); return v }

type Tmpl struct {
	kind string
	fn   func(b *B) string
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "credit_card": true, "jwt": true, "bearer": true}

var looseEmail = regexp.MustCompile(`[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`)
var jwtRe = regexp.MustCompile(`^eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$`)

func dedupe(ss []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

func dedupePII(ps []PII) []PII {
	seen := map[PII]bool{}
	out := []PII{}
	for _, p := range ps {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

func validate(rec *Rec, seenQ map[string]bool) error {
	if rec.Q == "" {
		return fmt.Errorf("empty q")
	}
	if seenQ[rec.Q] {
		return fmt.Errorf("duplicate q")
	}
	if rec.Clean != (len(rec.PII) == 0) {
		return fmt.Errorf("clean flag mismatch")
	}
	for _, p := range rec.PII {
		if !families[p.F] {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(rec.Q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		if err := checkValue(p); err != nil {
			return err
		}
	}
	for _, k := range rec.Keep {
		if len(k) < 5 {
			return fmt.Errorf("keep %q shorter than 5 bytes", k)
		}
		if !strings.Contains(rec.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, p := range rec.PII {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return fmt.Errorf("keep %q overlaps value %q", k, p.V)
			}
		}
	}
	for i, p := range rec.PII {
		for j, o := range rec.PII {
			if i != j && p.V != o.V && strings.Contains(p.V, o.V) {
				return fmt.Errorf("value %q contains value %q", p.V, o.V)
			}
		}
	}
	if rec.Clean {
		// a clean record must not hold anything shaped like an address or a JWT
		for _, m := range looseEmail.FindAllString(rec.Q, -1) {
			if !strings.HasSuffix(m, ".png") && !strings.HasSuffix(m, ".jpg") && !strings.HasSuffix(m, ".svg") {
				return fmt.Errorf("clean record holds address-like %q", m)
			}
		}
		if strings.Contains(rec.Q, "eyJ") && regexp.MustCompile(`eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}`).MatchString(rec.Q) {
			return fmt.Errorf("clean record holds a JWT")
		}
	}
	return nil
}

func digitsOf(s string) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(c)
		} else if c >= '０' && c <= '９' {
			sb.WriteRune('0' + (c - '０'))
		}
	}
	return sb.String()
}

func checkValue(p PII) error {
	switch p.F {
	case "credit_card":
		d := digitsOf(p.V)
		if len(d) < 13 || len(d) > 19 || !luhnOK(d) {
			return fmt.Errorf("card %q fails Luhn/length", p.V)
		}
	case "ssn":
		d := digitsOf(p.V)
		if len(d) != 9 || !ssnOK(d) {
			return fmt.Errorf("ssn %q invalid", p.V)
		}
	case "jwt":
		if !jwtRe.MatchString(p.V) {
			return fmt.Errorf("jwt %q malformed", p.V)
		}
	case "email":
		if !strings.Contains(p.V, "@") && !strings.Contains(p.V, "%40") && !strings.Contains(p.V, `\u0040`) {
			return fmt.Errorf("email %q has no at sign", p.V)
		}
	case "phone":
		v := strings.ReplaceAll(p.V, "%2B", "+")
		v = strings.ReplaceAll(v, "%20", " ")
		n := len(digitsOf(v))
		if n < 7 || n > 15 {
			return fmt.Errorf("phone %q has %d digits", p.V, n)
		}
	case "bearer":
		if len(p.V) < 6 {
			return fmt.Errorf("secret %q too short", p.V)
		}
	}
	return nil
}

func luhnOK(d string) bool {
	sum := 0
	dbl := false
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if dbl {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		dbl = !dbl
	}
	return sum%10 == 0
}

func ssnOK(d string) bool {
	area, group, serial := d[:3], d[3:5], d[5:]
	if area == "000" || area == "666" || group == "00" || serial == "0000" {
		return false
	}
	if area[0] == '9' { // ITIN
		g := int(group[0]-'0')*10 + int(group[1]-'0')
		return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99)
	}
	return true
}

func build(r *rand.Rand, t Tmpl, clean bool, seenQ map[string]bool) (*Rec, error) {
	var last error
	for try := 0; try < maxTries; try++ {
		b := &B{r: r}
		q := t.fn(b)
		rec := &Rec{Q: q, PII: dedupePII(b.pii), Keep: dedupe(b.keep), Clean: clean, Kind: t.kind}
		if rec.Keep == nil {
			rec.Keep = []string{}
		}
		if clean && len(rec.PII) != 0 {
			return nil, fmt.Errorf("clean template %s labelled PII", t.kind)
		}
		if !clean && len(rec.PII) == 0 {
			return nil, fmt.Errorf("pii template %s labelled nothing", t.kind)
		}
		if err := validate(rec, seenQ); err != nil {
			last = err
			continue
		}
		return rec, nil
	}
	return nil, fmt.Errorf("kind %s: no valid record after %d tries: %v", t.kind, maxTries, last)
}

func main() {
	r := rand.New(rand.NewSource(seed))
	seenQ := map[string]bool{}
	var recs []*Rec
	pk, ck := piiTemplates(), cleanTemplates()
	kinds := map[string]bool{}
	for _, t := range pk {
		if kinds[t.kind] {
			fmt.Fprintf(os.Stderr, "duplicate kind %s\n", t.kind)
			os.Exit(1)
		}
		kinds[t.kind] = true
	}
	for _, t := range ck {
		if kinds[t.kind] {
			fmt.Fprintf(os.Stderr, "duplicate kind %s\n", t.kind)
			os.Exit(1)
		}
		kinds[t.kind] = true
	}
	for i := 0; i < nPII; i++ {
		rec, err := build(r, pk[i%len(pk)], false, seenQ)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		seenQ[rec.Q] = true
		recs = append(recs, rec)
	}
	for i := 0; i < nClean; i++ {
		rec, err := build(r, ck[i%len(ck)], true, seenQ)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		seenQ[rec.Q] = true
		recs = append(recs, rec)
	}
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })

	f, err := os.Create(outPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	for _, rec := range recs {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rec); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		w.Write(buf.Bytes())
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote %d records (%d pii kinds, %d clean kinds) to %s\n", len(recs), len(pk), len(ck), outPath)
}
