// Command gen writes ../c117.ndjson: 3,000 labelled lines of US consumer-finance
// and identity paperwork (1,000 clean). Deterministic: math/rand seeded with 117.
package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

const seed = 117

func allPII() []T {
	var ts []T
	for _, l := range [][]T{piiLoan, piiCredit, piiScreen, piiBank, piiIRS, piiPayroll, piiSSA, piiStudent, piiCollect, piiIDTheft, piiCourt, piiMisc, piiMore} {
		ts = append(ts, l...)
	}
	return ts
}

func fail(f string, a ...any) {
	fmt.Fprintf(os.Stderr, "gen: "+f+"\n", a...)
	os.Exit(1)
}

func main() {
	g := &G{r: rand.New(rand.NewSource(seed)), used: map[string]bool{}}
	piiT, cleanT := allPII(), cleanT
	kinds := map[string]bool{}
	for _, t := range append(append([]T{}, piiT...), cleanT...) {
		if kinds[t.kind] {
			fail("duplicate kind %s", t.kind)
		}
		kinds[t.kind] = true
	}
	var piiOrder, cleanOrder []int
	next := func(order *[]int, n int) int {
		if len(*order) == 0 {
			*order = g.r.Perm(n)
		}
		i := (*order)[0]
		*order = (*order)[1:]
		return i
	}
	seenV := map[string]int{}
	var lines []Line
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t T
		if clean {
			t = cleanT[next(&cleanOrder, len(cleanT))]
		} else {
			t = piiT[next(&piiOrder, len(piiT))]
		}
		var ln Line
		for try := 0; ; try++ {
			b := &B{}
			t.fn(g, b)
			ln = Line{Q: b.sb.String(), PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.kind}
			if ln.PII == nil {
				ln.PII = []PII{}
			}
			if ln.Keep == nil {
				ln.Keep = []string{}
			}
			// a value written twice in its line (a short PIN inside another number)
			// would be scored as missed however well it was redacted: draw again.
			ok := true
			for _, p := range ln.PII {
				if strings.Count(ln.Q, p.V) != 1 {
					ok = false
				}
			}
			if ok {
				break
			}
			if try == 20 {
				fail("line %d [%s]: a value occurs twice", i, t.kind)
			}
		}
		check(i, ln, seenV)
		lines = append(lines, ln)
	}
	f, err := os.Create("../c117.ndjson")
	if err != nil {
		fail("%v", err)
	}
	w := bufio.NewWriter(f)
	for _, ln := range lines {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(ln); err != nil {
			fail("%v", err)
		}
		w.Write(buf.Bytes())
	}
	if err := w.Flush(); err != nil {
		fail("%v", err)
	}
	f.Close()
	fams := map[string]int{}
	for _, ln := range lines {
		for _, p := range ln.PII {
			fams[p.F]++
		}
	}
	fmt.Printf("wrote ../c117.ndjson: %d lines, %d PII kinds, %d clean kinds; values: email %d phone %d ssn %d jwt %d bearer %d credit_card %d\n",
		len(lines), len(piiT), len(cleanT), fams["email"], fams["phone"], fams["ssn"], fams["jwt"], fams["bearer"], fams["credit_card"])
}

var validFam = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func check(i int, ln Line, seen map[string]int) {
	if ln.Clean != (i%3 == 0) {
		fail("line %d: clean flag", i)
	}
	if ln.Clean && len(ln.PII) > 0 {
		fail("line %d: clean line with pii", i)
	}
	if !ln.Clean && len(ln.PII) == 0 {
		fail("line %d [%s]: no pii", i, ln.Kind)
	}
	masked := ln.Q
	for _, p := range ln.PII {
		if !validFam[p.F] {
			fail("line %d: family %q", i, p.F)
		}
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			fail("line %d: value %q not in q", i, p.V)
		}
		if j, ok := seen[p.V]; ok {
			fail("line %d: value %q repeats line %d", i, p.V, j)
		}
		seen[p.V] = i
		validate(i, p)
	}
	for _, p := range ln.PII {
		masked = strings.ReplaceAll(masked, p.V, "\x00")
	}
	for _, k := range ln.Keep {
		if !strings.Contains(ln.Q, k) {
			fail("line %d: keep %q not in q", i, k)
		}
		if !strings.Contains(masked, k) {
			fail("line %d: keep %q overlaps a pii value", i, k)
		}
	}
}

func luhnOK(d string) bool {
	return len(d) >= 13 && luhnCheck(d[:len(d)-1]) == d[len(d)-1]
}

func validate(i int, p PII) {
	d := onlyDigits(p.V)
	switch p.F {
	case "ssn":
		if len(d) == 0 { // spoken digits
			return
		}
		if len(d) != 9 {
			fail("line %d: ssn %q", i, p.V)
		}
		a, gp, s := d[:3], d[3:5], d[5:]
		if a == "000" || a == "666" || gp == "00" || s == "0000" {
			fail("line %d: invalid ssn %q", i, p.V)
		}
		if a[0] == '9' {
			ok := false
			for _, x := range itinGroups {
				if fmt.Sprintf("%02d", x) == gp {
					ok = true
				}
			}
			if !ok {
				fail("line %d: invalid itin %q", i, p.V)
			}
		}
	case "credit_card":
		if !luhnOK(d) {
			fail("line %d: card fails luhn %q", i, p.V)
		}
	case "jwt":
		parts := strings.Split(p.V, ".")
		if len(parts) != 3 {
			fail("line %d: jwt parts", i)
		}
		for _, s := range parts[:2] {
			raw, err := base64.RawURLEncoding.DecodeString(s)
			if err != nil || !json.Valid(raw) {
				fail("line %d: jwt segment %q", i, s)
			}
		}
	case "phone":
		if len(d) < 10 {
			fail("line %d: phone %q", i, p.V)
		}
	case "email":
		if strings.Count(p.V, "@")+strings.Count(p.V, "%40") != 1 {
			fail("line %d: email %q", i, p.V)
		}
	}
}
