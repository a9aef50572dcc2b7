package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"net/url"
	"os"
	"strconv"
	"strings"
)

var rng = rand.New(rand.NewSource(66))

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

func build(t Tpl) Line {
	loc := "en"
	if len(t.Locs) > 0 {
		loc = pickS(t.Locs)
	}
	b := newB(loc)
	if t.Fn != nil {
		t.Fn(b)
	} else {
		b.fill(pickS(t.Variants))
	}
	return Line{Q: b.sb.String(), PII: b.pii, Keep: b.keep, Kind: t.Kind}
}

func digitsOnly(s string) string {
	var o strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			o.WriteRune(c)
		}
	}
	return o.String()
}

func validate(l *Line) {
	// dedupe pii
	seen := map[string]bool{}
	var pii []PII
	for _, p := range l.PII {
		if !strings.Contains(l.Q, p.V) {
			panic("pii not substring: " + p.V)
		}
		if seen[p.V] {
			continue
		}
		seen[p.V] = true
		switch p.F {
		case "credit_card":
			ds := digitsOnly(p.V)
			if !luhnOK(ds) || len(ds) < 14 || len(ds) > 16 {
				panic("bad card " + p.V)
			}
		case "ssn":
			ds := digitsOnly(p.V)
			a, _ := strconv.Atoi(ds[:3])
			g, _ := strconv.Atoi(ds[3:5])
			s, _ := strconv.Atoi(ds[5:])
			if len(ds) != 9 || a == 0 || a == 666 || g == 0 || s == 0 {
				panic("bad ssn " + p.V)
			}
			if a >= 900 && !((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94) {
				panic("bad itin " + p.V)
			}
		case "jwt":
			parts := strings.Split(p.V, ".")
			if len(parts) != 3 {
				panic("jwt parts")
			}
			h, err := base64.RawURLEncoding.DecodeString(parts[0])
			if err != nil || !json.Valid(h) {
				panic("jwt header")
			}
		case "phone":
			v, err := url.QueryUnescape(p.V)
			if err != nil {
				v = p.V
			}
			n := len(digitsOnly(v))
			if n < 7 || n > 15 {
				panic("phone len " + p.V)
			}
		}
		pii = append(pii, p)
	}
	l.PII = pii
	// keeps: drop duplicates, trivial ones, and ones overlapping PII values
	var keep []string
	ks := map[string]bool{}
	for _, k := range l.Keep {
		if !strings.Contains(l.Q, k) {
			panic("keep not substring: " + k)
		}
		if ks[k] || len([]rune(k)) < 2 {
			continue
		}
		bad := false
		for _, p := range l.PII {
			if strings.Contains(k, p.V) {
				panic("keep holds pii: " + k)
			}
			if strings.Contains(p.V, k) {
				bad = true
			}
		}
		if bad {
			continue
		}
		ks[k] = true
		keep = append(keep, k)
	}
	l.Keep = keep
	if l.Keep == nil {
		l.Keep = []string{}
	}
	if l.PII == nil {
		l.PII = []PII{}
	}
	if l.Clean && len(l.PII) > 0 {
		panic("clean with pii " + l.Kind)
	}
	if !l.Clean && len(l.PII) == 0 {
		panic("pii line without pii " + l.Kind)
	}
}

func main() {
	var lines []Line
	for i := 0; i < 2000; i++ {
		var t Tpl
		if i < len(piiTpls)*5 {
			t = piiTpls[i%len(piiTpls)]
		} else {
			t = piiTpls[ri(len(piiTpls))]
		}
		l := build(t)
		validate(&l)
		lines = append(lines, l)
	}
	for i := 0; i < 1000; i++ {
		var t Tpl
		if i < len(cleanTpls)*10 {
			t = cleanTpls[i%len(cleanTpls)]
		} else {
			t = cleanTpls[ri(len(cleanTpls))]
		}
		l := build(t)
		l.Clean = true
		validate(&l)
		lines = append(lines, l)
	}
	rng.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	kinds := map[string]bool{}
	for _, l := range lines {
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
		kinds[l.Kind] = true
	}
	out := "/work/corpus66/c66.ndjson"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Fprintf(os.Stderr, "wrote %d lines, %d kinds (%d pii, %d clean templates) to %s\n", len(lines), len(kinds), len(piiTpls), len(cleanTpls), out)
}
