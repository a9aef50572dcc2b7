// Command gen writes c85.ndjson: 3,000 labelled queries for the scrub package.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
	"unicode/utf8"
)

type Lab struct{ F, V string }

// L collects the labels of one line while its template builds it.
type L struct {
	*G
	pii  []Lab
	keep []string
}

func (l *L) P(f, v string) string { l.pii = append(l.pii, Lab{f, v}); return v }
func (l *L) K(v string) string    { l.keep = append(l.keep, v); return v }

func (l *L) Ph(cc string, mode byte) string    { return l.P("phone", l.phone(cc, mode)) }
func (l *L) PhL(lang string, mode byte) string { return l.P("phone", l.phoneLang(lang, mode)) }
func (l *L) Em(p Person) string                { return l.P("email", l.email(p)) }
func (l *L) Card(brand string, style byte) string {
	return l.P("credit_card", l.card(brand, style))
}
func (l *L) Sec(kind string) string { return l.P("bearer", l.secretOf(kind)) }

type T struct {
	kind string
	f    func(l *L) string
}

type Line struct {
	Q     string
	PII   []Lab
	Keep  []string
	Clean bool
	Kind  string
}

var families = map[string]bool{"email": true, "phone": true, "ssn": true, "jwt": true, "bearer": true, "credit_card": true}

func occurrences(s, sub string) [][2]int {
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i + j, i + j + len(sub)})
		i += j + 1
	}
}

// check returns a problem of the line, or "" when it is sound.
func check(ln Line) string {
	if !utf8.ValidString(ln.Q) {
		return "invalid UTF-8"
	}
	if len(ln.Q) < 20 || len(ln.Q) > 400 {
		return fmt.Sprintf("length %d", len(ln.Q))
	}
	if ln.Kind == "" {
		return "no kind"
	}
	if ln.Clean != (len(ln.PII) == 0) {
		return "clean/pii mismatch"
	}
	var spans [][2]int
	for _, p := range ln.PII {
		if !families[p.F] {
			return "bad family " + p.F
		}
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			return "pii not in q: " + p.V
		}
		spans = append(spans, occurrences(ln.Q, p.V)...)
	}
	for i, a := range ln.PII {
		for _, b := range ln.PII[:i] {
			if a.V == b.V {
				return "pii twice: " + a.V
			}
		}
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			return "keep not in q: " + k
		}
		for _, o := range occurrences(ln.Q, k) {
			for _, s := range spans {
				if o[0] < s[1] && s[0] < o[1] {
					return "keep overlaps pii: " + k
				}
			}
		}
	}
	return ""
}

func jstr(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		panic(err)
	}
	return strings.TrimRight(b.String(), "\n")
}

func (ln Line) encode() string {
	var b strings.Builder
	b.WriteString(`{"q": ` + jstr(ln.Q) + `, "pii": [`)
	for i, p := range ln.PII {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(`{"f": ` + jstr(p.F) + `, "v": ` + jstr(p.V) + `}`)
	}
	b.WriteString(`], "keep": [`)
	for i, k := range ln.Keep {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(jstr(k))
	}
	fmt.Fprintf(&b, `], "clean": %v, "kind": %s}`, ln.Clean, jstr(ln.Kind))
	return b.String()
}

func main() {
	g := &G{r: rand.New(rand.NewSource(85))}
	piiT, cleanT := piiTemplates(), append(cleanTemplates(), moreCleanTemplates()...)
	kindSeen := map[string]bool{}
	for _, t := range append(append([]T{}, piiT...), cleanT...) {
		if kindSeen[t.kind] {
			panic("duplicate kind " + t.kind)
		}
		kindSeen[t.kind] = true
	}
	used := map[string]bool{}
	usedQ := map[string]bool{}
	var lines []Line
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t T
		if clean {
			t = cleanT[ci%len(cleanT)]
			ci++
		} else {
			t = piiT[pi%len(piiT)]
			pi++
		}
		var ln Line
		for attempt := 0; ; attempt++ {
			if attempt == 200 {
				panic(fmt.Sprintf("line %d (%s): no sound draw", i, t.kind))
			}
			l := &L{G: g}
			q := t.f(l)
			ln = Line{Q: q, PII: l.pii, Keep: l.keep, Clean: clean, Kind: t.kind}
			if msg := check(ln); msg != "" {
				if strings.HasPrefix(msg, "pii not in q") || strings.HasPrefix(msg, "keep not in q") || strings.HasPrefix(msg, "bad family") || strings.HasPrefix(msg, "clean/pii") {
					panic(fmt.Sprintf("line %d (%s): %s\n%q", i, t.kind, msg, q))
				}
				continue // a random clash (length, overlap, twice): draw again
			}
			dup := usedQ[q]
			for _, p := range ln.PII {
				if used[p.V] {
					dup = true
				}
			}
			if !dup {
				break
			}
		}
		for _, p := range ln.PII {
			used[p.V] = true
		}
		usedQ[ln.Q] = true
		lines = append(lines, ln)
	}

	// final validation of the whole corpus before anything is written
	seen := map[string]int{}
	nClean := 0
	for i, ln := range lines {
		if msg := check(ln); msg != "" {
			panic(fmt.Sprintf("line %d: %s", i+1, msg))
		}
		if ln.Clean != ((i+1)%3 == 0) {
			panic(fmt.Sprintf("line %d: clean flag", i+1))
		}
		if ln.Clean {
			nClean++
		}
		for _, p := range ln.PII {
			if j, ok := seen[p.V]; ok {
				panic(fmt.Sprintf("line %d repeats a value of line %d: %s", i+1, j, p.V))
			}
			seen[p.V] = i + 1
		}
	}
	if len(lines) != 3000 || nClean != 1000 {
		panic("counts")
	}
	var out strings.Builder
	for _, ln := range lines {
		out.WriteString(ln.encode())
		out.WriteByte('\n')
	}
	if err := os.WriteFile("../c85.ndjson", []byte(out.String()), 0o644); err != nil {
		panic(err)
	}
	fam := map[string]int{}
	for _, ln := range lines {
		for _, p := range ln.PII {
			fam[p.F]++
		}
	}
	var fs []string
	for k := range fam {
		fs = append(fs, k)
	}
	sort.Strings(fs)
	fmt.Fprintf(os.Stderr, "wrote 3000 lines, %d pii kinds, %d clean kinds;", len(piiT), len(cleanT))
	for _, k := range fs {
		fmt.Fprintf(os.Stderr, " %s=%d", k, fam[k])
	}
	fmt.Fprintln(os.Stderr)
}

// alt runs one of the variants; only that one's labels are recorded.
func (l *L) alt(fs ...func() string) string { return fs[l.r.Intn(len(fs))]() }

func piiTemplates() []T {
	var ts []T
	for _, part := range [][]T{phoneTemplates(), emailTemplates(), ssnCardJWTTemplates(), bearerTemplates(), moreTemplates(), extraTemplates()} {
		ts = append(ts, part...)
	}
	return ts
}

// tail is a short context people add to a question.
func (l *L) tail() string {
	who := l.p("Jonas", "Priya", "Mateo", "Anna", "Kenji", "Lea", "Omar", "Sofia", "Tom", "Ines", "the intern", "ops", "legal")
	switch l.r.Intn(9) {
	case 0:
		return ""
	case 1:
		return sf(" — asked by %s", who)
	case 2:
		return sf(" (from the %s notes)", l.p("Monday", "standup", "offsite", "onboarding", "retro", "Q3", "vendor"))
	case 3:
		return l.p(" pls", " thx", " asap", " ??", " again", " btw")
	case 4:
		return sf(" for %s", who)
	case 5:
		return sf(" in the %s repo", l.p("notes", "infra", "evalkit", "web", "sync", "mobile"))
	case 6:
		return sf(", %s says", who)
	case 7:
		return sf(" — see %s", l.p("page 2", "the wiki", "the runbook", "the README", "ticket "+sf("%d", l.n(100, 9999))))
	}
	return sf(" (%s)", l.p("again", "still", "urgent", "low prio", "just curious", "for the audit"))
}
