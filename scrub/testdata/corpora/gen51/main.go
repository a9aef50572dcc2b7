package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
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
}

type Tpl struct {
	Kind, Loc, Text string
}

type span struct{ a, b int }

func render(t Tpl) Rec {
	var b strings.Builder
	var pii []PII
	var piiSpans []span
	var keeps []string
	var keepSpans []span
	s := t.Text
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			break
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			break
		}
		key := s[i+1 : i+j]
		// literal braces (JSON): only treat known keys
		val, fam, isKeep, ok := expand(key, t.Loc)
		if !ok {
			b.WriteString(s[:i+1])
			s = s[i+1:]
			continue
		}
		b.WriteString(s[:i])
		start := b.Len()
		b.WriteString(val)
		if fam != "" {
			pii = append(pii, PII{fam, val})
			piiSpans = append(piiSpans, span{start, b.Len()})
		} else if isKeep {
			keeps = append(keeps, val)
			keepSpans = append(keepSpans, span{start, b.Len()})
		}
		s = s[i+j+1:]
	}
	q := b.String()
	// drop keeps that occur overlapping any PII occurrence, dedupe, cap 6
	var kk []string
	seen := map[string]bool{}
	for _, k := range keeps {
		if seen[k] || len(k) < 3 {
			continue
		}
		bad := false
		for _, p := range pii {
			if overlapsAny(q, k, p.V) {
				bad = true
			}
		}
		if !bad {
			kk = append(kk, k)
			seen[k] = true
		}
	}
	if len(kk) > 6 {
		kk = kk[:6]
	}
	if kk == nil {
		kk = []string{}
	}
	if pii == nil {
		pii = []PII{}
	}
	return Rec{Q: q, PII: pii, Keep: kk, Clean: len(pii) == 0, Kind: t.Kind}
}

func occ(q, x string) []span {
	var out []span
	for off := 0; ; {
		i := strings.Index(q[off:], x)
		if i < 0 {
			return out
		}
		out = append(out, span{off + i, off + i + len(x)})
		off += i + 1
	}
}

func overlapsAny(q, a, b string) bool {
	for _, x := range occ(q, a) {
		for _, y := range occ(q, b) {
			if x.a < y.b && y.a < x.b {
				return true
			}
		}
	}
	return false
}

// expand returns value, pii family (or ""), whether keep, and ok.
func expand(key, loc string) (string, string, bool, bool) {
	if at := strings.IndexByte(key, '@'); at > 0 {
		loc = key[at+1:]
		key = key[:at]
	}
	switch key {
	case "ph":
		return phone(loc), "phone", false, true
	case "phus":
		return nanp(nil), "phone", false, true
	case "hot":
		return pick(hotlines), "phone", false, true
	case "ssn":
		return ssn(), "ssn", false, true
	case "ssnd":
		a, g, s := ssnParts()
		return a + "-" + g + "-" + s, "ssn", false, true
	case "ssnb":
		a, g, s := ssnParts()
		return a + g + s, "ssn", false, true
	case "itin":
		return itin(), "ssn", false, true
	case "cc":
		return card(), "credit_card", false, true
	case "em":
		return email(loc), "email", false, true
	case "emgov":
		return govEmail(loc), "email", false, true
	case "jwt":
		return jwt(), "jwt", false, true
	case "tok":
		return tok(), "bearer", false, true
	case "rtok":
		return secret(24 + r.Intn(16)), "bearer", false, true
	case "apptok":
		return secret(25), "bearer", false, true
	case "pw":
		return password(), "bearer", false, true
	case "sklive":
		return "sk_live_" + secret(24+r.Intn(8)), "bearer", false, true
	case "apikey40":
		return secret(40), "bearer", false, true
	case "spelledem":
		lp := localPart("en-US")
		if i := strings.IndexByte(lp, '+'); i >= 0 {
			lp = lp[:i]
		}
		d := pick([]string{"gmail", "yahoo", "outlook"})
		return pick([]string{lp + " at " + d + " dot com", lp + " (at) " + d + " (dot) com", lp + " AT " + d + " DOT com", lp + "@" + d + " dot com"}), "email", false, true
	case "slashph":
		return nanpArea(nil) + "/" + nanpEx() + "-" + dg(4), "phone", false, true
	case "kom":
		return "010" + dg(8), "phone", false, true
	case "tlm":
		return "09" + dg(9), "phone", false, true
	case "zhm":
		return "1" + pick([]string{"39", "58", "86", "77"}) + dg(8), "phone", false, true
	case "inm":
		return pick([]string{"9", "8", "7"}) + dg(9), "phone", false, true
	case "frm":
		return "0" + pick([]string{"6", "7", "1"}) + dg(8), "phone", false, true
	case "n":
		return name(loc), "", false, true
	}
	if strings.HasPrefix(key, "k.") || strings.HasPrefix(key, "x.") {
		g, ok := keepGen[key[2:]]
		if !ok {
			return "", "", false, false
		}
		return g(loc), "", key[0] == 'k', true
	}
	return "", "", false, false
}

func main() {
	out, err := os.Create("../c51.ndjson")
	if err != nil {
		panic(err)
	}
	defer out.Close()
	w := bufio.NewWriter(out)
	defer w.Flush()
	var piiT, cleanT []Tpl
	for _, t := range piiTemplates {
		piiT = append(piiT, t)
	}
	cleanT = append(cleanT, cleanTemplates...)
	var recs []Rec
	emit := func(ts []Tpl, n int, wantClean bool) {
		for c := 0; c < n; {
			t := ts[c%len(ts)]
			if c >= len(ts) {
				t = pick(ts)
			}
			rec := render(t)
			if rec.Clean != wantClean {
				panic(fmt.Sprintf("template %s clean=%v", t.Kind, rec.Clean))
			}
			recs = append(recs, rec)
			c++
		}
	}
	emit(piiT, 2000, false)
	emit(cleanT, 1000, true)
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
	kinds := map[string]int{}
	for _, rec := range recs {
		kinds[rec.Kind]++
		bs, _ := json.Marshal(rec)
		w.Write(bs)
		w.WriteByte('\n')
	}
	fmt.Fprintf(os.Stderr, "wrote %d records, %d kinds (%d pii templates, %d clean templates)\n", len(recs), len(kinds), len(piiT), len(cleanT))
}
