// Command gen61 writes corpus 61 (home services, trades and the smart home)
// for the evalkit scrub evaluation: /work/corpus61/c61.ndjson.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strconv"
	"strings"
)

const (
	seed     = 61
	nPII     = 2000
	nClean   = 1000
	outPath  = "/work/corpus61/c61.ndjson"
	maxRetry = 200
)

type PV struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []PV     `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// C is the per-query builder: templates call P for a labelled value and K for
// a look-alike that must survive; both return the value for inline use.
type C struct {
	wh   int
	r    *rand.Rand
	pii  []PV
	keep []string
}

func (c *C) P(f, v string) string { c.pii = append(c.pii, PV{f, v}); return v }
func (c *C) K(v string) string {
	// Too short to be a look-alike worth asserting (a bare "3", "2024"):
	// listing it would only bias the random values away from its digits.
	n, digitsOnly := 0, true
	for _, r := range v {
		n++
		if !(r >= '0' && r <= '9') && !strings.ContainsRune("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹०१२३४५६७८९๐๑๒๓๔๕๖๗๘๙", r) {
			digitsOnly = false
		}
	}
	if n < 4 || (digitsOnly && n < 6) {
		return v
	}
	c.keep = append(c.keep, v)
	return v
}

type tmpl struct {
	kind string
	fn   func(c *C) string
}

var piiT, cleanT []tmpl

func reg(kind string, fn func(c *C) string)  { piiT = append(piiT, tmpl{kind, fn}) }
func regc(kind string, fn func(c *C) string) { cleanT = append(cleanT, tmpl{kind, fn}) }

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "credit_card": true, "jwt": true, "bearer": true}

func luhnOK(d string) bool {
	sum, alt := 0, false
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if alt {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		alt = !alt
	}
	return sum%10 == 0
}

func onlyDigits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// validate checks the labelling rules; an error makes the caller retry with
// fresh random values (a look-alike colliding with a value, say).
func validate(rec *Rec) error {
	if strings.TrimSpace(rec.Q) == "" {
		return fmt.Errorf("empty q")
	}
	if rec.Clean != (len(rec.PII) == 0) {
		return fmt.Errorf("clean flag %v with %d pii", rec.Clean, len(rec.PII))
	}
	seenV := map[string]string{}
	var pii []PV
	for _, p := range rec.PII {
		if !families[p.F] {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(rec.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		if f, ok := seenV[p.V]; ok {
			if f != p.F {
				return fmt.Errorf("value %q in two families", p.V)
			}
			continue
		}
		seenV[p.V] = p.F
		if p.F == "credit_card" {
			d := onlyDigits(p.V)
			if len(d) < 13 || len(d) > 19 || !luhnOK(d) {
				return fmt.Errorf("card %q fails luhn", p.V)
			}
		}
		if p.F == "ssn" {
			d := onlyDigits(p.V)
			if len(d) != 9 || d[:3] == "000" || d[:3] == "666" || d[3:5] == "00" || d[5:] == "0000" {
				return fmt.Errorf("bad ssn %q", p.V)
			}
		}
		pii = append(pii, p)
	}
	for i, a := range pii {
		for j, b := range pii {
			if i != j && strings.Contains(a.V, b.V) {
				return fmt.Errorf("pii %q inside pii %q", b.V, a.V)
			}
		}
	}
	seenK := map[string]bool{}
	var keep []string
	for _, k := range rec.Keep {
		if k == "" || !strings.Contains(rec.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		if seenK[k] {
			continue
		}
		seenK[k] = true
		for _, p := range pii {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return fmt.Errorf("keep %q overlaps pii %q", k, p.V)
			}
		}
		keep = append(keep, k)
	}
	rec.PII, rec.Keep = pii, keep
	if rec.PII == nil {
		rec.PII = []PV{}
	}
	if rec.Keep == nil {
		rec.Keep = []string{}
	}
	return nil
}

func build(r *rand.Rand, t tmpl, clean bool, seen map[string]bool) Rec {
	var lastErr error
	for try := 0; try < maxRetry; try++ {
		c := &C{r: r}
		q := t.fn(c)
		rec := Rec{Q: q, PII: c.pii, Keep: c.keep, Clean: clean, Kind: t.kind}
		if err := validate(&rec); err != nil {
			lastErr = err
			continue
		}
		if seen[rec.Q] {
			lastErr = fmt.Errorf("duplicate q")
			continue
		}
		seen[rec.Q] = true
		return rec
	}
	fmt.Fprintf(os.Stderr, "gen61: template %s failed %d times: %v\n", t.kind, maxRetry, lastErr)
	os.Exit(1)
	return Rec{}
}

func main() {
	r := rand.New(rand.NewSource(seed))
	seen := map[string]bool{}
	kinds := map[string]bool{}
	for _, t := range append(append([]tmpl{}, piiT...), cleanT...) {
		if kinds[t.kind] {
			fmt.Fprintf(os.Stderr, "gen61: duplicate kind %s\n", t.kind)
			os.Exit(1)
		}
		kinds[t.kind] = true
	}
	var recs []Rec
	for i := 0; i < nPII; i++ {
		recs = append(recs, build(r, piiT[i%len(piiT)], false, seen))
	}
	for i := 0; i < nClean; i++ {
		recs = append(recs, build(r, cleanT[i%len(cleanT)], true, seen))
	}
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })

	f, err := os.Create(outPath)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	fam := map[string]int{}
	for i := range recs {
		if err := enc.Encode(&recs[i]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		for _, p := range recs[i].PII {
			fam[p.F]++
		}
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f.Close()
	var fs []string
	for k, v := range fam {
		fs = append(fs, k+"="+strconv.Itoa(v))
	}
	sort.Strings(fs)
	fmt.Printf("wrote %d records (%d pii kinds, %d clean kinds) to %s; %s\n",
		len(recs), len(piiT), len(cleanT), outPath, strings.Join(fs, " "))
}
