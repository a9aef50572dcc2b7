package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type line struct {
	Q     string   `json:"q"`
	PII   []L      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

func check(t tpl, x rec) {
	for _, p := range x.pii {
		if p.V == "" || !strings.Contains(x.q, p.V) {
			panic(fmt.Sprintf("%s: label %q not in %q", t.kind, p.V, x.q))
		}
		switch p.F {
		case "email", "phone", "credit_card", "ssn", "jwt", "bearer":
		default:
			panic("bad family " + p.F)
		}
		if p.F == "credit_card" {
			d := strings.NewReplacer(" ", "", "-", "").Replace(p.V)
			if !luhnOK(d) {
				panic("luhn " + p.V)
			}
		}
	}
	for _, k := range x.keep {
		if k == "" || !strings.Contains(x.q, k) {
			panic(fmt.Sprintf("%s: keep %q not in %q", t.kind, k, x.q))
		}
		for _, p := range x.pii {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				panic(fmt.Sprintf("%s: keep %q overlaps %q", t.kind, k, p.V))
			}
		}
	}
	if t.clean && len(x.pii) > 0 {
		panic("clean with pii")
	}
	if !t.clean && len(x.pii) == 0 {
		panic("pii template without pii: " + t.kind)
	}
}

func dedupe(xs []L) []L {
	var out []L
	seen := map[L]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func main() {
	f, err := os.Create("/work/corpus69/c69.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	pi, ci := 0, 0
	for i := 0; i < 3000; i++ {
		var t tpl
		if i%3 == 2 {
			t = cleanTpls[ci%len(cleanTpls)]
			ci++
		} else {
			t = piiTpls[pi%len(piiTpls)]
			pi++
		}
		x := t.fn()
		check(t, x)
		pii := dedupe(x.pii)
		if pii == nil {
			pii = []L{}
		}
		keep := x.keep
		if keep == nil {
			keep = []string{}
		}
		if err := enc.Encode(line{x.q, pii, keep, t.clean, t.kind}); err != nil {
			panic(err)
		}
	}
	w.Flush()
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii templates, %d clean templates\n", len(piiTpls), len(cleanTpls))
}
