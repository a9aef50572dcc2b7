// Command gen writes c81.ndjson: 3,000 labelled lines of North American,
// Australian, New Zealand and Irish everyday and developer traffic for the
// scrub package's evaluation. Deterministic: math/rand seeded with 81.
package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

// L is one generated line under construction.
type L struct {
	q    string
	pii  []P
	keep []string
}

// p records a PII value and returns it, so templates can write
// fmt.Sprintf("call %s", l.p("phone", v)).
func (l *L) p(f, v string) string { l.pii = append(l.pii, P{f, v}); return v }

// k records a keep string (a look-alike that must survive) and returns it.
func (l *L) k(v string) string { l.keep = append(l.keep, v); return v }

type tmpl struct {
	name string
	fn   func(g *G, l *L)
}

type record struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func main() {
	out := "../c81.ndjson"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	g := newG(81)
	piiT, cleanT := piiTemplates(), cleanTemplates()
	checkNames(piiT, cleanT)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	seen := map[string]int{}
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t tmpl
		if clean {
			t = cleanT[ci%len(cleanT)]
			ci++
		} else {
			t = piiT[pi%len(piiT)]
			pi++
		}
		var l L
		t.fn(g, &l)
		if l.keep == nil {
			l.keep = []string{}
		}
		if l.pii == nil {
			l.pii = []P{}
		}
		if err := check(i, clean, t.name, &l, seen); err != nil {
			fmt.Fprintln(os.Stderr, "gen:", err)
			os.Exit(1)
		}
		if err := enc.Encode(record{l.q, l.pii, l.keep, clean, t.name}); err != nil {
			panic(err)
		}
	}
	if n := bytes.Count(buf.Bytes(), []byte("\n")); n != 3000 {
		fmt.Fprintln(os.Stderr, "gen: wrote", n, "lines")
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.Clean(out), buf.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s: 3000 lines, %d pii kinds, %d clean kinds\n", out, len(piiT), len(cleanT))
}

func checkNames(a, b []tmpl) {
	names := map[string]bool{}
	for _, t := range append(append([]tmpl{}, a...), b...) {
		if names[t.name] {
			fmt.Fprintln(os.Stderr, "gen: duplicate template name", t.name)
			os.Exit(1)
		}
		names[t.name] = true
	}
}

func spans(q, v string) [][2]int {
	var out [][2]int
	for off := 0; ; {
		i := strings.Index(q[off:], v)
		if i < 0 {
			return out
		}
		out = append(out, [2]int{off + i, off + i + len(v)})
		off += i + 1
	}
}

func check(i int, clean bool, kind string, l *L, seen map[string]int) error {
	where := fmt.Sprintf("line %d (%s)", i, kind)
	if clean && len(l.pii) > 0 {
		return fmt.Errorf("%s: clean line carries pii %v", where, l.pii)
	}
	if !clean && len(l.pii) == 0 {
		return fmt.Errorf("%s: pii line without pii", where)
	}
	var piiSpans [][2]int
	for _, p := range l.pii {
		if !families[p.F] {
			return fmt.Errorf("%s: bad family %q", where, p.F)
		}
		if p.V == "" || !strings.Contains(l.q, p.V) {
			return fmt.Errorf("%s: pii %q not in q", where, p.V)
		}
		if j, ok := seen[p.V]; ok && j != i {
			return fmt.Errorf("%s: pii value %q repeated from line %d", where, p.V, j)
		}
		seen[p.V] = i
		if err := validate(p); err != nil {
			return fmt.Errorf("%s: %v", where, err)
		}
		piiSpans = append(piiSpans, spans(l.q, p.V)...)
	}
	for _, k := range l.keep {
		if k == "" || !strings.Contains(l.q, k) {
			return fmt.Errorf("%s: keep %q not in q", where, k)
		}
		for _, ks := range spans(l.q, k) {
			for _, ps := range piiSpans {
				if ks[0] < ps[1] && ps[0] < ks[1] {
					return fmt.Errorf("%s: keep %q overlaps pii %q", where, k, l.q[ps[0]:ps[1]])
				}
			}
		}
	}
	return nil
}

// validate checks the shape rules the brief sets for each family.
func validate(p P) error {
	v := p.V
	if strings.Contains(v, "%") {
		if u, err := url.QueryUnescape(v); err == nil {
			v = u
		}
	}
	d := onlyDigits(strings.ReplaceAll(v, "(0)", ""))
	switch p.F {
	case "credit_card":
		if !luhnOK(d) {
			return fmt.Errorf("card %q fails Luhn", p.V)
		}
		ok := false
		switch {
		case len(d) == 16 && d[0] == '4':
			ok = true
		case len(d) == 16 && d[:2] >= "51" && d[:2] <= "55":
			ok = true
		case len(d) == 16 && d[:4] >= "2221" && d[:4] <= "2720":
			ok = true
		case len(d) == 15 && (d[:2] == "34" || d[:2] == "37"):
			ok = true
		case len(d) == 16 && (d[:4] == "6011" || d[:2] == "65" || (d[:3] >= "644" && d[:3] <= "649")):
			ok = true
		case len(d) == 16 && d[:4] >= "3528" && d[:4] <= "3589":
			ok = true
		case len(d) == 14 && (d[:2] == "36" || d[:2] == "38" || (d[:3] >= "300" && d[:3] <= "305")):
			ok = true
		case len(d) == 16 && d[:2] == "62":
			ok = true
		}
		if !ok {
			return fmt.Errorf("card %q: no issuer prefix for its length", p.V)
		}
	case "ssn":
		if len(d) != 9 {
			return fmt.Errorf("ssn %q: not 9 digits", p.V)
		}
		a, gr, se := d[:3], d[3:5], d[5:]
		if se == "0000" || a == "000" || a == "666" {
			return fmt.Errorf("ssn %q invalid", p.V)
		}
		if a[0] == '9' {
			n := int(gr[0]-'0')*10 + int(gr[1]-'0')
			if !((n >= 50 && n <= 65) || (n >= 70 && n <= 88) || (n >= 90 && n <= 92) || (n >= 94 && n <= 99)) {
				return fmt.Errorf("itin %q: bad group", p.V)
			}
		} else if gr == "00" {
			return fmt.Errorf("ssn %q: group 00", p.V)
		}
	case "jwt":
		parts := strings.Split(p.V, ".")
		if len(parts) != 3 && len(parts) != 5 {
			return fmt.Errorf("jwt %q: %d segments", p.V, len(parts))
		}
		h, err := base64.RawURLEncoding.DecodeString(parts[0])
		if err != nil {
			return fmt.Errorf("jwt header: %v", err)
		}
		var m map[string]any
		if err := json.Unmarshal(h, &m); err != nil || m["alg"] == nil {
			return fmt.Errorf("jwt header %q not JSON with alg", h)
		}
		if pl, err := base64.RawURLEncoding.DecodeString(parts[1]); err != nil || !json.Valid(pl) {
			return fmt.Errorf("jwt payload not JSON")
		}
	case "phone":
		if err := validatePhone(v, d); err != nil {
			return err
		}
	case "email":
		if !strings.Contains(p.V, "@") && !strings.Contains(p.V, "%40") && !strings.Contains(p.V, "at") {
			return fmt.Errorf("email %q without at sign", p.V)
		}
	case "bearer":
		if len(p.V) < 6 {
			return fmt.Errorf("bearer %q too short", p.V)
		}
	}
	return nil
}

// validatePhone checks a number against the plan its prefix names: NANP
// (area and exchange 2-9, no N11 exchange, no 555), Australia, New Zealand,
// Ireland.
func validatePhone(v, d string) error {
	bad := func(why string) error { return fmt.Errorf("phone %q: %s", v, why) }
	nanp := func(t string) error {
		if len(t) != 10 || t[0] < '2' || t[3] < '2' || t[4:6] == "11" || t[3:6] == "555" {
			return bad("not a dialable NANP number")
		}
		return nil
	}
	plus := strings.Contains(v, "+") || strings.Contains(v, "%2B")
	switch {
	case plus && strings.HasPrefix(d, "1"):
		return nanp(d[1:])
	case plus && strings.HasPrefix(d, "61"):
		if len(d) != 11 || !strings.ContainsAny(d[2:3], "2378") && d[2] != '4' {
			return bad("AU")
		}
	case plus && strings.HasPrefix(d, "64"):
		if len(d) < 10 || len(d) > 11 {
			return bad("NZ")
		}
	case plus && strings.HasPrefix(d, "353"):
		if len(d) < 11 || len(d) > 12 {
			return bad("IE")
		}
	case plus:
		return bad("unknown country")
	case strings.HasPrefix(d, "1300") || strings.HasPrefix(d, "1800") && len(d) == 10:
		if len(d) != 10 {
			return bad("AU 13/1800")
		}
	case d[0] == '0':
		if len(d) < 9 || len(d) > 10 {
			return bad("trunk-0 length")
		}
	case len(d) == 11 && d[0] == '1':
		return nanp(d[1:])
	default:
		return nanp(d)
	}
	return nil
}
