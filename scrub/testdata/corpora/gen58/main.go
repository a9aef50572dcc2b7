// Command gen58 writes corpus 58 (community life and its admin) to
// /work/corpus58/c58.ndjson: 2,000 queries with labelled PII and 1,000 clean
// ones, deterministic from a fixed seed.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"sort"
	"strings"
)

const seed = 58_2024

type Span struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []Span   `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type tpl struct {
	kind  string
	clean bool
	fn    func(b *B) string
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "credit_card": true, "jwt": true, "bearer": true}

var emailRe = regexp.MustCompile(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}`)
var digitRun = regexp.MustCompile(`[0-9][0-9 \-]{11,24}[0-9]`)

func main() {
	if err := run("/work/corpus58/c58.ndjson"); err != nil {
		fmt.Fprintln(os.Stderr, "gen58: error:", err)
		os.Exit(1)
	}
}

func validate(r *Rec) error {
	if r.Clean != (len(r.PII) == 0) {
		return fmt.Errorf("clean=%v but %d pii", r.Clean, len(r.PII))
	}
	for _, p := range r.PII {
		if !families[p.F] {
			return fmt.Errorf("bad family %q", p.F)
		}
		if p.V == "" || !strings.Contains(r.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		for _, k := range r.Keep {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				return fmt.Errorf("pii %q overlaps keep %q", p.V, k)
			}
		}
	}
	for _, k := range r.Keep {
		if k == "" || !strings.Contains(r.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
	}
	// Every e-mail address in the text must be labelled (or be a keep
	// placeholder); a clean text has none.
	for _, m := range emailRe.FindAllString(r.Q, -1) {
		ok := false
		for _, p := range r.PII {
			if strings.Contains(p.V, m) || strings.Contains(m, p.V) {
				ok = true
			}
		}
		for _, k := range r.Keep {
			if strings.Contains(k, m) {
				ok = true
			}
		}
		if !ok {
			return fmt.Errorf("unlabelled email-like %q", m)
		}
	}
	// No accidental payment card: a 13-19 digit run passing Luhn with an
	// issuer prefix must be labelled.
	for _, m := range digitRun.FindAllString(r.Q, -1) {
		d := strings.NewReplacer(" ", "", "-", "").Replace(m)
		for i := 0; i < len(d); i++ {
			for L := 13; L <= 19 && i+L <= len(d); L++ {
				c := d[i : i+L]
				if !luhnOK(c) || !issuerOK(c) {
					continue
				}
				labelled := false
				for _, p := range r.PII {
					if p.F == "credit_card" && strings.Contains(strings.NewReplacer(" ", "", "-", "").Replace(p.V), c) {
						labelled = true
					}
				}
				if !labelled && (i == 0 && L == len(d)) {
					return fmt.Errorf("unlabelled card-like %q", m)
				}
			}
		}
	}
	if r.Clean && strings.Contains(r.Q, "eyJ") {
		for _, k := range r.Keep {
			if strings.Contains(k, "eyJ") {
				return nil
			}
		}
		return fmt.Errorf("clean text holds eyJ")
	}
	return nil
}

func dedupe(r *Rec) {
	seen := map[string]bool{}
	var ps []Span
	for _, p := range r.PII {
		k := p.F + "\x00" + p.V
		if !seen[k] {
			seen[k] = true
			ps = append(ps, p)
		}
	}
	r.PII = ps
	seenK := map[string]bool{}
	ks := []string{}
	for _, k := range r.Keep {
		if !seenK[k] {
			seenK[k] = true
			ks = append(ks, k)
		}
	}
	r.Keep = ks
	if r.PII == nil {
		r.PII = []Span{}
	}
}

func run(out string) error {
	rng := rand.New(rand.NewSource(seed))
	var piiT, cleanT []tpl
	for _, t := range templates() {
		if t.clean {
			cleanT = append(cleanT, t)
		} else {
			piiT = append(piiT, t)
		}
	}
	seenKind := map[string]bool{}
	for _, t := range append(append([]tpl{}, piiT...), cleanT...) {
		if seenKind[t.kind] {
			return fmt.Errorf("duplicate kind %s", t.kind)
		}
		seenKind[t.kind] = true
	}
	if len(piiT) < 60 || len(cleanT) < 30 {
		return fmt.Errorf("need 60 pii and 30 clean kinds, have %d and %d", len(piiT), len(cleanT))
	}
	seenQ := map[string]bool{}
	var recs []Rec
	make1 := func(t tpl) error {
		var last error
		for attempt := 0; attempt < 200; attempt++ {
			b := &B{r: rng}
			q := t.fn(b)
			r := Rec{Q: q, PII: b.pii, Keep: b.keep, Clean: t.clean, Kind: t.kind}
			dedupe(&r)
			if err := validate(&r); err != nil {
				last = err
				continue
			}
			if seenQ[q] {
				last = fmt.Errorf("duplicate q")
				continue
			}
			seenQ[q] = true
			recs = append(recs, r)
			return nil
		}
		return fmt.Errorf("kind %s: %v", t.kind, last)
	}
	for i := 0; i < 2000; i++ {
		if err := make1(piiT[i%len(piiT)]); err != nil {
			return err
		}
	}
	for i := 0; i < 1000; i++ {
		if err := make1(cleanT[i%len(cleanT)]); err != nil {
			return err
		}
	}
	rng.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	fam := map[string]int{}
	for _, r := range recs {
		for _, p := range r.PII {
			fam[p.F]++
		}
		if err := enc.Encode(r); err != nil {
			return err
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	var fs []string
	for k, v := range fam {
		fs = append(fs, fmt.Sprintf("%s=%d", k, v))
	}
	sort.Strings(fs)
	fmt.Fprintf(os.Stderr, "wrote %d records (%d pii kinds, %d clean kinds): %s\n", len(recs), len(piiT), len(cleanT), strings.Join(fs, " "))
	return nil
}
