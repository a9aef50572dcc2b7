package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"
)

func overlaps(q, k string, pii []P) bool {
	for _, p := range pii {
		if strings.Contains(p.V, k) || strings.Contains(k, p.V) {
			return true
		}
	}
	// every occurrence of k must not overlap an occurrence of a pii value
	for i := 0; ; {
		j := strings.Index(q[i:], k)
		if j < 0 {
			break
		}
		s, e := i+j, i+j+len(k)
		for _, p := range pii {
			for a := 0; ; {
				x := strings.Index(q[a:], p.V)
				if x < 0 {
					break
				}
				ps, pe := a+x, a+x+len(p.V)
				if ps < e && s < pe {
					return true
				}
				a = ps + 1
			}
		}
		i = s + 1
	}
	return false
}

var digitRe = regexp.MustCompile(`\d{13,19}`)

func check(rec Rec) error {
	for _, p := range rec.PII {
		if !strings.Contains(rec.Q, p.V) {
			return fmt.Errorf("pii not substring: %q", p.V)
		}
		if p.F == "credit_card" {
			d := strings.NewReplacer(" ", "", "-", "").Replace(p.V)
			if !luhnOK(d) {
				return fmt.Errorf("bad luhn %s", p.V)
			}
		}
	}
	for _, k := range rec.Keep {
		if !strings.Contains(rec.Q, k) {
			return fmt.Errorf("keep not substring: %q", k)
		}
		if overlaps(rec.Q, k, rec.PII) {
			return fmt.Errorf("keep overlaps pii: %q", k)
		}
	}
	return nil
}

func build(t tpl, clean bool) Rec {
	for tries := 0; ; tries++ {
		b := &B{}
		t.fn(b)
		rec := Rec{Q: b.sb.String(), PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.name}
		if rec.PII == nil {
			rec.PII = []P{}
		}
		if rec.Keep == nil {
			rec.Keep = []string{}
		}
		// dedupe keep
		seen := map[string]bool{}
		var ks []string
		for _, k := range rec.Keep {
			if !seen[k] {
				seen[k] = true
				ks = append(ks, k)
			}
		}
		if ks == nil {
			ks = []string{}
		}
		rec.Keep = ks
		if err := check(rec); err != nil {
			if tries > 200 {
				panic(t.name + ": " + err.Error() + "\n" + rec.Q)
			}
			continue // regenerate (random collision)
		}
		if clean && len(rec.PII) > 0 {
			panic("clean with pii")
		}
		if !clean && len(rec.PII) == 0 {
			panic("pii template without pii: " + t.name)
		}
		return rec
	}
}

func main() {
	out, err := os.Create("/work/corpus71/c71.ndjson")
	if err != nil {
		panic(err)
	}
	defer out.Close()
	w := bufio.NewWriter(out)
	defer w.Flush()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := 0; i < 3000; i++ {
		var rec Rec
		if i%3 == 2 {
			rec = build(cleanTpls[r.Intn(len(cleanTpls))], true)
		} else {
			rec = build(piiTpls[r.Intn(len(piiTpls))], false)
		}
		if err := enc.Encode(rec); err != nil {
			panic(err)
		}
	}
}
