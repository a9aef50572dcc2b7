// Command gen writes ../c123.ndjson: 3,000 labelled lines of personal data as
// converters and markup leave it (HTML, Markdown, JSON, URL encoding,
// quoted-printable, MIME, RTF, LaTeX, CSV, XML, chat exports, PDF copy-paste).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"net/url"
	"os"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B builds one line: text, labelled values and keep strings in order.
type B struct {
	sb   strings.Builder
	pii  []PII
	keep []string
}

func (b *B) t(s ...string) {
	for _, x := range s {
		b.sb.WriteString(x)
	}
}

// p writes a personal value and labels it.
func (b *B) p(f, v string) {
	b.sb.WriteString(v)
	b.label(f, v)
}

// label labels a value written (or to be written) with t.
func (b *B) label(f, v string) {
	for _, x := range b.pii {
		if x.V == v {
			return
		}
	}
	b.pii = append(b.pii, PII{f, v})
}

// k writes a look-alike that must survive and records it.
func (b *B) k(s string) {
	b.sb.WriteString(s)
	for _, x := range b.keep {
		if x == s {
			return
		}
	}
	b.keep = append(b.keep, s)
}

type T struct {
	name string
	f    func(g *G, b *B, L *Lang)
}

// ---------- encoders ----------

func entDec(s string) string {
	var o strings.Builder
	for _, r := range s {
		fmt.Fprintf(&o, "&#%d;", r)
	}
	return o.String()
}

func entMixed(g *G, s string) string {
	var o strings.Builder
	for _, r := range s {
		switch {
		case g.chance(0.5):
			fmt.Fprintf(&o, "&#%d;", r)
		case g.chance(0.5):
			fmt.Fprintf(&o, "&#x%x;", r)
		default:
			o.WriteRune(r)
		}
	}
	return o.String()
}

func qEsc(s string) string  { return url.QueryEscape(s) }
func pEsc(s string) string  { return url.PathEscape(s) }
func qEsc2(s string) string { return url.QueryEscape(url.QueryEscape(s)) }

// qp encodes UTF-8 text as quoted-printable without soft breaks.
func qp(s string) string {
	var o strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '=' || c >= 0x80 {
			fmt.Fprintf(&o, "=%02X", c)
		} else {
			o.WriteByte(c)
		}
	}
	return o.String()
}

// softBreak inserts sep into s every n bytes (not inside an =XX escape).
func softBreak(s string, n int, sep string) string {
	var o strings.Builder
	col := 0
	for i := 0; i < len(s); {
		w := 1
		if s[i] == '=' && i+2 < len(s) {
			w = 3
		}
		if col+w > n {
			o.WriteString(sep)
			col = 0
		}
		o.WriteString(s[i : i+w])
		col += w
		i += w
	}
	return o.String()
}

func rtfU(s string) string { // RTF escape for non-ASCII
	var o strings.Builder
	for _, r := range s {
		if r < 0x80 {
			o.WriteRune(r)
		} else if r < 0x100 {
			fmt.Fprintf(&o, "\\'%02x", r)
		} else {
			v := int(r)
			if v > 32767 {
				v -= 65536
			}
			fmt.Fprintf(&o, "\\u%d?", v)
		}
	}
	return o.String()
}

func jsonU(s string) string { // \uXXXX for non-ASCII, as Python's json.dumps
	var o strings.Builder
	for _, r := range s {
		if r < 0x80 {
			o.WriteRune(r)
		} else {
			fmt.Fprintf(&o, "\\u%04x", r)
		}
	}
	return o.String()
}

func htmlEsc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;").Replace(s)
}

// ---------- main ----------

func main() {
	g := &G{r: rand.New(rand.NewSource(123)), used: map[string]bool{}}
	pt, ct := piiTemplates(), cleanTemplates()
	if len(pt) < 100 || len(ct) < 40 {
		fmt.Fprintf(os.Stderr, "too few templates: %d pii, %d clean\n", len(pt), len(ct))
		os.Exit(1)
	}
	order := func(n int) []int { return g.r.Perm(n) }
	pOrd, cOrd := order(len(pt)), order(len(ct))
	pi, ci := 0, 0
	seen := map[string]int{}
	f, err := os.Create("../c123.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	kinds := map[string]bool{}
	for i := 1; i <= 3000; i++ {
		clean := i%3 == 0
		var t T
		if clean {
			if ci == len(cOrd) {
				cOrd, ci = order(len(ct)), 0
			}
			t = ct[cOrd[ci]]
			ci++
		} else {
			if pi == len(pOrd) {
				pOrd, pi = order(len(pt)), 0
			}
			t = pt[pOrd[pi]]
			pi++
		}
		L := langs[(i*7+g.r.Intn(3))%len(langs)]
		b := &B{}
		t.f(g, b, L)
		ln := Line{Q: b.sb.String(), PII: b.pii, Keep: b.keep, Clean: clean, Kind: t.name}
		if ln.PII == nil {
			ln.PII = []PII{}
		}
		if ln.Keep == nil {
			ln.Keep = []string{}
		}
		if err := check(ln, seen, i); err != nil {
			fmt.Fprintf(os.Stderr, "line %d [%s]: %v\n%q\n", i, t.name, err, ln.Q)
			os.Exit(1)
		}
		kinds[t.name] = true
		enc, _ := json.Marshal(ln)
		w.Write(enc)
		w.WriteByte('\n')
	}
	w.Flush()
	f.Close()
	fmt.Printf("wrote 3000 lines, %d pii kinds, %d clean kinds, %d kinds used\n", len(pt), len(ct), len(kinds))
}

func check(ln Line, seen map[string]int, i int) error {
	if ln.Clean && len(ln.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	type iv struct{ a, b int }
	var spans []iv
	for _, p := range ln.PII {
		if p.V == "" || !strings.Contains(ln.Q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		switch p.F {
		case "email", "phone", "ssn", "jwt", "bearer", "credit_card":
		default:
			return fmt.Errorf("bad family %q", p.F)
		}
		if j, ok := seen[p.V]; ok {
			return fmt.Errorf("value %q already used on line %d", p.V, j)
		}
		seen[p.V] = i
		for off := 0; ; {
			k := strings.Index(ln.Q[off:], p.V)
			if k < 0 {
				break
			}
			spans = append(spans, iv{off + k, off + k + len(p.V)})
			off += k + 1
		}
	}
	for _, k := range ln.Keep {
		if k == "" || !strings.Contains(ln.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for off := 0; ; {
			x := strings.Index(ln.Q[off:], k)
			if x < 0 {
				break
			}
			a, e := off+x, off+x+len(k)
			for _, s := range spans {
				if a < s.b && s.a < e {
					return fmt.Errorf("keep %q overlaps a value", k)
				}
			}
			off += x + 1
		}
	}
	return nil
}
