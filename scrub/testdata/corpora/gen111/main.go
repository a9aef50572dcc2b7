// Command gen writes ../c111.ndjson: 3,000 labelled lines of IT-operations chat
// (incident channels, alert bots, handoffs, runbooks, pasted logs) for testing scrub.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

func check(n int, ln Line) {
	fail := func(msg string, a ...any) {
		fmt.Fprintf(os.Stderr, "line %d [%s]: %s\n", n, ln.Kind, fmt.Sprintf(msg, a...))
		os.Exit(1)
	}
	masked := ln.Q
	for _, p := range ln.PII {
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			fail("pii %q not in q", p.V)
		}
		if !strings.Contains(masked, p.V) {
			fail("pii %q overlaps another pii value", p.V)
		}
		masked = strings.ReplaceAll(masked, p.V, strings.Repeat("\x00", len(p.V)))
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			fail("keep %q not in q", k)
		}
		if !strings.Contains(masked, k) {
			fail("keep %q overlaps a pii value", k)
		}
	}
	if ln.Clean != (len(ln.PII) == 0) {
		fail("clean flag disagrees with pii")
	}
}

// addPending adds to a line's keep list the look-alikes its generators handed out
// that the text shows outside every PII value: ids, dates, versions, hosts, hashes.
func addPending(res R) []string {
	masked := res.q
	for _, p := range res.pii {
		masked = strings.ReplaceAll(masked, p.V, strings.Repeat("\x00", len(p.V)))
	}
	keep := append([]string{}, res.keep...)
	has := func(s string) bool {
		for _, k := range keep {
			if k == s {
				return true
			}
		}
		return false
	}
	for _, c := range pending {
		if len(c) >= 4 && strings.ContainsAny(c, "0123456789") && strings.Contains(masked, c) && !has(c) {
			keep = append(keep, c)
		}
	}
	return keep
}

func main() {
	kinds := append(append(append(append(append([]K{}, piiKinds...), piiKinds2...), piiKinds3...), piiKinds4...), piiKinds5...)
	names := map[string]bool{}
	cleanKinds = append(cleanKinds, cleanKinds2...)
	for _, k := range append(append([]K{}, kinds...), cleanKinds...) {
		if names[k.name] {
			fmt.Fprintln(os.Stderr, "duplicate kind", k.name)
			os.Exit(1)
		}
		names[k.name] = true
	}
	out, err := os.Create("../c111.ndjson")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	seen := map[string]int{}
	var pOrder, cOrder []int
	pi, ci := 0, 0
	for n := 1; n <= 3000; n++ {
		var k K
		clean := n%3 == 0
		if clean {
			if ci%len(cleanKinds) == 0 {
				cOrder = r.Perm(len(cleanKinds))
			}
			k = cleanKinds[cOrder[ci%len(cleanKinds)]]
			ci++
		} else {
			if pi%len(kinds) == 0 {
				pOrder = r.Perm(len(kinds))
			}
			k = kinds[pOrder[pi%len(kinds)]]
			pi++
		}
		pending = nil
		res := k.fn()
		ln := Line{Q: res.q, PII: res.pii, Keep: addPending(res), Clean: clean, Kind: k.name}
		if ln.PII == nil {
			ln.PII = []P{}
		}
		if ln.Keep == nil {
			ln.Keep = []string{}
		}
		check(n, ln)
		for _, p := range ln.PII {
			if m, ok := seen[p.V]; ok {
				fmt.Fprintf(os.Stderr, "line %d: value %q repeats line %d\n", n, p.V, m)
				os.Exit(1)
			}
			seen[p.V] = n
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
	out.Close()
	fmt.Printf("wrote 3000 lines: %d PII kinds, %d clean kinds\n", len(kinds), len(cleanKinds))
}
