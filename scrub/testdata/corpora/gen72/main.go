// Command gen writes corpus 72: 3,000 labelled lines for the PII scrubber,
// every third one clean, from Faker-style templates over many locales.
// The output depends only on the seed (72): run it twice, get the same bytes.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"unicode/utf8"
)

const (
	total = 3000
)

var families = []string{"email", "phone", "ssn", "jwt", "bearer", "credit_card"}

func main() {
	out := flag.String("o", "../c72.ndjson", "output file")
	flag.Parse()

	pk, ck := piiKinds(), cleanKinds()
	checkNames(append(append([]kind{}, pk...), ck...))

	var pq, cq []kind // queues of kinds, reshuffled on each pass
	next := func(q *[]kind, all []kind) kind {
		if len(*q) == 0 {
			*q = append([]kind{}, all...)
			r.Shuffle(len(*q), func(i, j int) { (*q)[i], (*q)[j] = (*q)[j], (*q)[i] })
		}
		k := (*q)[0]
		*q = (*q)[1:]
		return k
	}

	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)

	famCount := make([]int, len(families))
	clean := 0
	for i := 0; i < total; i++ {
		var k kind
		if i%3 == 2 {
			k = next(&cq, ck)
		} else {
			k = next(&pq, pk)
		}
		ln := k.fn()
		ln.Kind = k.name
		ln.Clean = k.clean
		if err := validate(ln); err != nil {
			fmt.Fprintf(os.Stderr, "line %d (%s): %v\n%q\n", i+1, k.name, err, ln.Q)
			os.Exit(1)
		}
		if ln.Clean {
			clean++
		}
		for _, p := range ln.PII {
			for j, fam := range families {
				if p.F == fam {
					famCount[j]++
				}
			}
		}
		if err := enc.Encode(ln); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := f.Close(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "wrote %s: %d lines, %d clean, %d PII kinds, %d clean kinds\n", *out, total, clean, len(pk), len(ck))
	for j, fam := range families {
		fmt.Fprintf(os.Stderr, "  %-12s %d values\n", fam, famCount[j])
	}
}

func checkNames(ks []kind) {
	for i := range ks {
		for j := i + 1; j < len(ks); j++ {
			if ks[i].name == ks[j].name {
				panic("duplicate kind " + ks[i].name)
			}
		}
	}
}

type span struct{ a, b int }

func occurrences(s, sub string) []span {
	var out []span
	for off := 0; ; {
		i := strings.Index(s[off:], sub)
		if i < 0 {
			return out
		}
		out = append(out, span{off + i, off + i + len(sub)})
		off += i + 1
	}
}

func overlaps(x, y span) bool { return x.a < y.b && y.a < x.b }

// validate checks the labelling rules of the corpus.
func validate(ln line) error {
	if !utf8.ValidString(ln.Q) {
		return fmt.Errorf("invalid UTF-8")
	}
	if ln.Clean && len(ln.PII) > 0 {
		return fmt.Errorf("clean line with labels")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		return fmt.Errorf("PII line without labels")
	}
	var piiSpans []span
	var famOf []string
	for _, p := range ln.PII {
		ok := false
		for _, f := range families {
			ok = ok || p.F == f
		}
		if !ok {
			return fmt.Errorf("family %q", p.F)
		}
		occ := occurrences(ln.Q, p.V)
		if p.V == "" || len(occ) == 0 {
			return fmt.Errorf("value %q not in q", p.V)
		}
		for _, o := range occ {
			for n, s := range piiSpans {
				if overlaps(o, s) {
					return fmt.Errorf("values overlap: %q (%s)", p.V, famOf[n])
				}
			}
		}
		for _, o := range occ {
			piiSpans = append(piiSpans, o)
			famOf = append(famOf, p.F)
		}
		if p.F == "credit_card" {
			if err := checkCard(p.V); err != nil {
				return err
			}
		}
	}
	for _, k := range ln.Keep {
		occ := occurrences(ln.Q, k)
		if k == "" || len(occ) == 0 {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, o := range occ {
			for _, s := range piiSpans {
				if overlaps(o, s) {
					return fmt.Errorf("keep %q overlaps a value", k)
				}
			}
		}
	}
	// Every e-mail-shaped string and every "eyJ" must lie inside a label.
	covered := func(i int, fam string) bool {
		for n, s := range piiSpans {
			if s.a <= i && i < s.b && (fam == "" || famOf[n] == fam) {
				return true
			}
		}
		return false
	}
	for _, o := range occurrences(ln.Q, "@") {
		if looksLikeEmail(ln.Q, o.a) && !covered(o.a, "") {
			return fmt.Errorf("unlabelled e-mail-like text at %d", o.a)
		}
	}
	for _, o := range occurrences(ln.Q, "eyJ") {
		if !covered(o.a, "jwt") {
			return fmt.Errorf("unlabelled eyJ at %d", o.a)
		}
	}
	return nil
}

func isLocal(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("._%+-", c) >= 0
}

// looksLikeEmail reports whether the '@' at i joins a local part and a
// dotted domain, outside a URL.
func looksLikeEmail(s string, i int) bool {
	st := i
	for st > 0 && isLocal(s[st-1]) {
		st--
	}
	if st == i {
		return false
	}
	tokStart := strings.LastIndexAny(s[:i], " \n\t\"'<(")
	if strings.Contains(s[tokStart+1:i], "://") {
		return false
	}
	e := i + 1
	dot := false
	for e < len(s) && (isLocal(s[e]) && s[e] != '%' && s[e] != '+' && s[e] != '_') {
		if s[e] == '.' && e+1 < len(s) && s[e+1] >= 'a' && s[e+1] <= 'z' {
			dot = true
		}
		e++
	}
	return dot
}

func checkCard(v string) error {
	var d []byte
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c >= '0' && c <= '9':
			d = append(d, c)
		case c == ' ' || c == '-':
		default:
			return fmt.Errorf("card %q holds %q", v, c)
		}
	}
	ds := string(d)
	if !luhnOK(ds) {
		return fmt.Errorf("card %q fails Luhn", v)
	}
	for _, iss := range issuers {
		for _, p := range iss.prefixes {
			for _, n := range iss.lengths {
				if strings.HasPrefix(ds, p) && len(ds) == n {
					return nil
				}
			}
		}
	}
	return fmt.Errorf("card %q has no issuer", v)
}
