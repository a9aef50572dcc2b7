// Command gen53 writes corpus 53: social platforms, community moderation and
// the creator economy. 3,000 labelled queries, 1,000 of them clean.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

var rng = rand.New(rand.NewPCG(53, 0x53C0FFEE))

func rn(a, b int) int       { return a + rng.IntN(b-a+1) }
func chance(p float64) bool { return rng.Float64() < p }
func pick[T any](xs ...T) T { return xs[rng.IntN(len(xs))] }
func shuffle[T any](xs []T) { rng.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] }) }
func sample[T any](xs []T, n int) []T {
	c := append([]T(nil), xs...)
	shuffle(c)
	if n > len(c) {
		n = len(c)
	}
	return c[:n]
}

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

// B collects the labels of one query while a template writes it.
type B struct {
	pii   []PII
	keep  []string
	clean bool
	bad   bool
}

// P labels v as PII of family f and returns it for the template to place.
func (b *B) P(f, v string) string {
	if b.clean {
		b.bad = true
	}
	b.pii = append(b.pii, PII{f, v})
	return v
}

// K marks v as a string that must survive and returns it.
func (b *B) K(v string) string {
	b.keep = append(b.keep, v)
	return v
}

type Kind struct {
	Name       string
	PII, Clean bool
	Fn         func(b *B) string
	W          int
}

var kinds []Kind

func reg(name string, pii, clean bool, fn func(b *B) string) {
	kinds = append(kinds, Kind{name, pii, clean, fn, 1})
}

func weight(name string, w int) {
	for i := range kinds {
		if kinds[i].Name == name {
			kinds[i].W = w
			return
		}
	}
	panic(name)
}

var families = map[string]bool{"email": true, "phone": true, "credit_card": true, "ssn": true, "jwt": true, "bearer": true}

// audit patterns: PII-shaped text left outside labels means a template bug.
var (
	reEmail = regexp.MustCompile(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}`)
	reSSN   = regexp.MustCompile(`(^|[^0-9\-])[0-9]{3}-[0-9]{2}-[0-9]{4}($|[^0-9\-])`)
	reJWT   = regexp.MustCompile(`eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}\.`)
	reTok   = regexp.MustCompile(`(ghp_[A-Za-z0-9]{30}|xox[abp]-[0-9]{6}|sk_live_[A-Za-z0-9]{10}|rk_live_[A-Za-z0-9]{10}|[0-9]{8,10}:AA[A-Za-z0-9_\-]{30}|sk-(proj|ant)-[A-Za-z0-9]{10}|hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{20}|whsec_[A-Za-z0-9]{20}|AIza[A-Za-z0-9_\-]{30}|github_pat_[A-Za-z0-9_]{30})`)
	reRun   = regexp.MustCompile(`[0-9]{13,19}`)
)

func spans(q, v string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(q[i:], v)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(v)})
		i += j + 1
		if i >= len(q) {
			return out
		}
	}
}

func check(q string, b *B, clean bool) error {
	if b.bad {
		return fmt.Errorf("PII in a clean template")
	}
	if !utf8.ValidString(q) {
		return fmt.Errorf("invalid utf8")
	}
	if clean && len(b.pii) > 0 {
		return fmt.Errorf("clean with pii")
	}
	if !clean && len(b.pii) == 0 {
		return fmt.Errorf("no pii")
	}
	if clean && len(b.keep) == 0 {
		return fmt.Errorf("clean without keep")
	}
	inPII := make([]bool, len(q))
	inKeep := make([]bool, len(q))
	for _, p := range b.pii {
		if !families[p.F] {
			return fmt.Errorf("family %q", p.F)
		}
		if p.V == "" || strings.TrimSpace(p.V) != p.V {
			return fmt.Errorf("pii value %q empty or padded", p.V)
		}
		ss := spans(q, p.V)
		if len(ss) == 0 {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		for _, s := range ss {
			for i := s[0]; i < s[1]; i++ {
				inPII[i] = true
			}
		}
	}
	for _, k := range b.keep {
		if k == "" || strings.TrimSpace(k) != k {
			return fmt.Errorf("keep %q empty or padded", k)
		}
		ss := spans(q, k)
		if len(ss) == 0 {
			return fmt.Errorf("keep %q not in q", k)
		}
		for _, s := range ss {
			for i := s[0]; i < s[1]; i++ {
				if inPII[i] {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
				inKeep[i] = true
			}
		}
	}
	covered := func(lo, hi int) bool {
		for i := lo; i < hi; i++ {
			if !inPII[i] && !inKeep[i] {
				return false
			}
		}
		return true
	}
	uncovered := func(lo, hi int) bool {
		for i := lo; i < hi; i++ {
			if inPII[i] {
				return false
			}
		}
		return true
	}
	for _, m := range reEmail.FindAllStringIndex(q, -1) {
		if !covered(m[0], m[1]) {
			// a Mastodon handle @user@host is kept whole; anything else is a bug
			return fmt.Errorf("unlabelled email-like %q", q[m[0]:m[1]])
		}
	}
	for _, re := range []*regexp.Regexp{reSSN, reJWT, reTok} {
		for _, m := range re.FindAllStringIndex(q, -1) {
			if x := q[m[0]:m[1]]; strings.Contains(x, "xxxxxxxx") || strings.Contains(x, "XXXXXXXX") {
				continue
			}
			if uncovered(m[0], m[1]) && !covered(m[0], m[1]) {
				return fmt.Errorf("unlabelled %q", q[m[0]:m[1]])
			}
		}
	}
	for _, m := range reRun.FindAllStringIndex(q, -1) {
		s := q[m[0]:m[1]]
		if uncovered(m[0], m[1]) && luhnOK(s) && isCardPrefix(s) {
			return fmt.Errorf("luhn-valid run %q unlabelled", s)
		}
	}
	return nil
}

func dedupe(b *B) ([]PII, []string) {
	seen := map[PII]bool{}
	var ps []PII
	for _, p := range b.pii {
		if !seen[p] {
			seen[p] = true
			ps = append(ps, p)
		}
	}
	ks := []string{}
	kseen := map[string]bool{}
	for _, k := range b.keep {
		if !kseen[k] {
			kseen[k] = true
			ks = append(ks, k)
		}
	}
	if ps == nil {
		ps = []PII{}
	}
	return ps, ks
}

type job struct {
	k     Kind
	clean bool
}

func main() {
	var piiK, cleanK []Kind
	weight("short_message", 4)
	weight("chat_oneliner", 2)
	for _, k := range kinds {
		for w := 0; w < k.W; w++ {
			if k.PII {
				piiK = append(piiK, k)
			}
			if k.Clean {
				cleanK = append(cleanK, k)
			}
		}
	}
	shuffle(piiK)
	shuffle(cleanK)
	var jobs []job
	for i := 0; i < 2000; i++ {
		jobs = append(jobs, job{piiK[i%len(piiK)], false})
	}
	for i := 0; i < 1000; i++ {
		jobs = append(jobs, job{cleanK[i%len(cleanK)], true})
	}
	shuffle(jobs)

	var out bytes.Buffer
	fam := map[string]int{}
	kindN := map[string]int{}
	retries := map[string]int{}
	lastErr := map[string]string{}
	nClean := 0
	seenQ := map[string]bool{}
	for _, j := range jobs {
		var rec Rec
		ok := false
		for try := 0; try < 400; try++ {
			b := &B{clean: j.clean}
			q := j.k.Fn(b)
			if err := check(q, b, j.clean); err != nil {
				retries[j.k.Name]++
				lastErr[j.k.Name] = err.Error()
				continue
			}
			if seenQ[q] {
				retries[j.k.Name]++
				lastErr[j.k.Name] = "duplicate"
				continue
			}
			seenQ[q] = true
			ps, ks := dedupe(b)
			rec = Rec{Q: q, PII: ps, Keep: ks, Clean: j.clean, Kind: j.k.Name}
			ok = true
			break
		}
		if !ok {
			fmt.Fprintf(os.Stderr, "kind %s (clean=%v) failed: %s\n", j.k.Name, j.clean, lastErr[j.k.Name])
			os.Exit(1)
		}
		for _, p := range rec.PII {
			fam[p.F]++
		}
		kindN[rec.Kind]++
		if rec.Clean {
			nClean++
		}
		var line bytes.Buffer
		enc := json.NewEncoder(&line)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rec); err != nil {
			panic(err)
		}
		out.Write(line.Bytes())
	}
	if err := os.WriteFile("../c53.ndjson", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
	fmt.Printf("wrote ../c53.ndjson: %d lines, %d clean, %d kinds (%d pii-capable, %d clean-capable)\n", len(jobs), nClean, len(kinds), len(piiK), len(cleanK))
	var fs []string
	for f := range fam {
		fs = append(fs, f)
	}
	sort.Strings(fs)
	for _, f := range fs {
		fmt.Printf("  %-12s %d\n", f, fam[f])
	}
	if os.Getenv("GEN53_VERBOSE") != "" {
		var ks []string
		for k := range kindN {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		for _, k := range ks {
			fmt.Printf("  kind %-28s %4d  retries %d  last %s\n", k, kindN[k], retries[k], lastErr[k])
		}
	}
}
