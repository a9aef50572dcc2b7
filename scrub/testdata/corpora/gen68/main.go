// Command corpus68 writes a labelled PII test corpus to ../c68.ndjson.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

var r = rand.New(rand.NewSource(680068))

type Rec struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

func build(kind string, b *B, clean bool) Rec {
	q := b.sb.String()
	rec := Rec{Q: q, PII: []P{}, Keep: []string{}, Clean: clean, Kind: kind}
	// byte ranges covered by PII values
	cover := make([]bool, len(q))
	for _, p := range b.pii {
		if !strings.Contains(q, p.V) {
			panic(fmt.Sprintf("%s: pii %q not in q", kind, p.V))
		}
		for off := 0; ; {
			i := strings.Index(q[off:], p.V)
			if i < 0 {
				break
			}
			for k := off + i; k < off+i+len(p.V); k++ {
				cover[k] = true
			}
			off += i + 1
		}
		checkValue(kind, p)
		dup := false
		for _, x := range rec.PII {
			if x == p {
				dup = true
			}
		}
		if !dup {
			rec.PII = append(rec.PII, p)
		}
	}
	for _, k := range b.keep {
		if k == "" {
			continue
		}
		ok := false
		for off := 0; ; {
			i := strings.Index(q[off:], k)
			if i < 0 {
				break
			}
			free := true
			for x := off + i; x < off+i+len(k); x++ {
				if cover[x] {
					free = false
					break
				}
			}
			if free {
				ok = true
				break
			}
			off += i + 1
		}
		for _, p := range b.pii {
			if strings.Contains(k, p.V) || strings.Contains(p.V, k) {
				ok = false
			}
		}
		dup := false
		for _, x := range rec.Keep {
			if x == k {
				dup = true
			}
		}
		if ok && !dup {
			rec.Keep = append(rec.Keep, k)
		}
	}
	if clean && len(rec.PII) > 0 {
		panic(kind + ": clean with pii")
	}
	if !clean && len(rec.PII) == 0 {
		panic(kind + ": no pii")
	}
	return rec
}

func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func checkValue(kind string, p P) {
	switch p.F {
	case "credit_card":
		d := onlyDigits(p.V)
		if len(d) < 13 || len(d) > 19 || !luhnValid(d) {
			panic(kind + ": bad card " + p.V)
		}
	case "ssn":
		d := onlyDigits(p.V)
		if len(d) != 9 || d[:3] == "000" || d[:3] == "666" || d[3:5] == "00" || d[5:] == "0000" {
			panic(kind + ": bad ssn " + p.V)
		}
	case "jwt":
		if strings.Count(p.V, ".") != 2 || !strings.HasPrefix(p.V, "eyJ") {
			panic(kind + ": bad jwt")
		}
	}
}

func main() {
	var recs []Rec
	for i := 0; i < 2000; i++ {
		b := &B{}
		var kind string
		if r.Intn(100) < 40 {
			t := proseTpls[r.Intn(len(proseTpls))]
			kind = t.kind
			b.Fill(newCtx(t.lang), t.tpl)
		} else {
			g := piiGens[r.Intn(len(piiGens))]
			kind = g.kind
			g.fn(b)
		}
		recs = append(recs, build(kind, b, false))
	}
	for i := 0; i < 1000; i++ {
		b := &B{}
		var kind string
		if r.Intn(100) < 35 {
			t := cleanProse[r.Intn(len(cleanProse))]
			kind = t.kind
			b.Fill(newCtx(t.lang), t.tpl)
		} else {
			g := cleanGens[r.Intn(len(cleanGens))]
			kind = g.kind
			g.fn(b)
		}
		recs = append(recs, build(kind, b, true))
	}
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
	f, err := os.Create("../c68.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, rec := range recs {
		if err := enc.Encode(rec); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	f.Close()
}
