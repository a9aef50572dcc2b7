// Command gen writes corpus36: agent-to-KB queries with PII hidden in
// serialisations. Deterministic: fixed seeds.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
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

func render(b *B) (string, []PII, []string) {
	var sb strings.Builder
	var pii []PII
	var keep []string
	seenK := map[string]bool{}
	seenP := map[string]bool{}
	for _, s := range b.segs {
		sb.WriteString(s.S)
		if s.Fam != "" && !seenP[s.S] {
			seenP[s.S] = true
			pii = append(pii, PII{s.Fam, s.S})
		}
		if s.Keep && !seenK[s.S] {
			seenK[s.S] = true
			keep = append(keep, s.S)
		}
	}
	return sb.String(), pii, keep
}

func occ(q, v string) [][2]int {
	var o [][2]int
	for i := 0; ; {
		j := strings.Index(q[i:], v)
		if j < 0 {
			return o
		}
		o = append(o, [2]int{i + j, i + j + len(v)})
		i += j + 1
	}
}

func validate(q string, pii []PII, keep []string, clean bool) error {
	if clean && len(pii) > 0 {
		return fmt.Errorf("clean with pii")
	}
	if !clean && (len(pii) < 1 || len(pii) > 6) {
		return fmt.Errorf("pii count %d", len(pii))
	}
	if len(keep) < 2 {
		return fmt.Errorf("keep count %d", len(keep))
	}
	var iv [][2]int
	for _, p := range pii {
		o := occ(q, p.V)
		if len(o) == 0 {
			return fmt.Errorf("pii not in q")
		}
		iv = append(iv, o...)
	}
	for _, k := range keep {
		if len(k) < 6 {
			return fmt.Errorf("short keep %q", k)
		}
		for _, o := range occ(q, k) {
			for _, p := range iv {
				if o[0] < p[1] && p[0] < o[1] {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
		}
	}
	return nil
}

func main() {
	out := "corpus.ndjson"
	if len(os.Args) > 1 {
		out = os.Args[1]
	}
	f, err := os.Create(out)
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	seen := map[string]bool{}
	rejects := map[string]int{}
	counts := map[string][2]int{}
	emit := func(n int, clean bool, seedBase int64) {
		for i := 0; i < n; i++ {
			k := kinds[i%len(kinds)]
			for try := int64(0); ; try++ {
				r := rand.New(rand.NewSource(seedBase + int64(i)*1000 + try))
				q, pii, keep := render(k.fn(r, clean))
				if err := validate(q, pii, keep, clean); err != nil {
					rejects[k.name+": "+err.Error()]++
					if try > 500 {
						panic(k.name + ": " + err.Error() + "\n" + q)
					}
					continue
				}
				if seen[q] {
					continue
				}
				seen[q] = true
				if pii == nil {
					pii = []PII{}
				}
				enc.Encode(Rec{q, pii, keep, clean, k.name})
				c := counts[k.name]
				if clean {
					c[1]++
				} else {
					c[0]++
				}
				counts[k.name] = c
				break
			}
		}
	}
	emit(2000, false, 36_000_000)
	emit(1000, true, 36_900_000_000)
	w.Flush()
	f.Close()
	for k, v := range rejects {
		if v > 0 {
			fmt.Fprintf(os.Stderr, "rejected %5d  %s\n", v, k)
		}
	}
	for _, k := range kinds {
		fmt.Fprintf(os.Stderr, "%-22s pii=%d clean=%d\n", k.name, counts[k.name][0], counts[k.name][1])
	}
}
