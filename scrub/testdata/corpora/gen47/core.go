package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
)

var r = rand.New(rand.NewPCG(47, 20260047))

func pick[T any](xs []T) T { return xs[r.IntN(len(xs))] }
func rn(lo, hi int) int    { return lo + r.IntN(hi-lo+1) }
func chance(p float64) bool {
	return r.Float64() < p
}

// digits returns n random digits (first digit may be 0).
func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.IntN(10))
	}
	return string(b)
}

// nz returns n random digits with a non-zero first digit.
func nz(n int) string {
	return string(byte('1'+r.IntN(9))) + digits(n-1)
}

// dfrom returns one digit from the set.
func dfrom(set string) string { return string(set[r.IntN(len(set))]) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const b64u = alnum + "-_"
const hexd = "0123456789abcdef"

func randFrom(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.IntN(len(set))]
	}
	return string(b)
}

// secretish makes sure a random token has digits and capitals in it.
func secretish(set string, n int) string {
	for {
		s := randFrom(set, n)
		up, dg := 0, 0
		for _, c := range s {
			if c >= 'A' && c <= 'Z' {
				up++
			}
			if c >= '0' && c <= '9' {
				dg++
			}
		}
		if (up >= 2 || !strings.ContainsAny(set, "ABC")) && dg >= 2 {
			return s
		}
	}
}

func b64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
func b64url(s string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(s))
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

// Q builds a query and its labels together so values are exact substrings.
type Q struct {
	b    strings.Builder
	pii  []PII
	keep []string
}

func (q *Q) t(parts ...string) *Q {
	for _, p := range parts {
		q.b.WriteString(p)
	}
	return q
}
func (q *Q) f(format string, a ...any) *Q { fmt.Fprintf(&q.b, format, a...); return q }

// p writes a PII value and labels it.
func (q *Q) p(fam, v string) *Q {
	q.b.WriteString(v)
	for _, x := range q.pii {
		if x.V == v {
			return q
		}
	}
	q.pii = append(q.pii, PII{fam, v})
	return q
}

// k writes a keep string and records it.
func (q *Q) k(s string) *Q {
	q.b.WriteString(s)
	q.addKeep(s)
	return q
}
func (q *Q) addKeep(s string) {
	for _, x := range q.keep {
		if x == s {
			return
		}
	}
	q.keep = append(q.keep, s)
}
func (q *Q) String() string { return q.b.String() }

// ---------- validation ----------

func luhn(num string) bool {
	sum, alt := 0, false
	for i := len(num) - 1; i >= 0; i-- {
		d := int(num[i] - '0')
		if alt {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		alt = !alt
	}
	return sum%10 == 0
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

func issuerOK(d string) bool {
	n := len(d)
	p2 := atoi(d[:2])
	p4 := atoi(d[:4])
	p6 := atoi(d[:6])
	switch {
	case d[0] == '4':
		return n == 13 || n == 16 || n == 19
	case (p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720):
		return n == 16
	case p2 == 34 || p2 == 37:
		return n == 15
	case p4 == 6011 || p2 == 65 || (p6 >= 622126 && p6 <= 622925) || (p4/10 >= 644 && p4/10 <= 649):
		return n >= 16 && n <= 19
	case p4 >= 3528 && p4 <= 3589:
		return n >= 16 && n <= 19
	case p2 == 36 || (p4/10 >= 300 && p4/10 <= 305) || p2 == 38 || p2 == 39:
		return n == 14 || n == 16
	case p2 == 62:
		return n >= 16 && n <= 19
	}
	return false
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func ssnOK(v string) error {
	d := onlyDigits(v)
	if len(d) != 9 {
		return fmt.Errorf("ssn %q not 9 digits", v)
	}
	a, g, s := atoi(d[:3]), atoi(d[3:5]), atoi(d[5:])
	if g == 0 || s == 0 || a == 0 || a == 666 {
		return fmt.Errorf("ssn %q invalid", v)
	}
	if a >= 900 {
		if !((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99)) {
			return fmt.Errorf("itin %q bad group", v)
		}
	}
	if d[:5] == "98765" && d[5:8] == "432" {
		return fmt.Errorf("ssn %q advertising", v)
	}
	return nil
}

func validate(rec Rec) error {
	q := rec.Q
	if rec.Clean != (len(rec.PII) == 0) {
		return fmt.Errorf("clean flag mismatch")
	}
	type span struct{ a, b int }
	var spans []span
	for _, p := range rec.PII {
		if p.V == "" || !strings.Contains(q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
		if strings.TrimSpace(p.V) != p.V {
			return fmt.Errorf("pii %q has outer space", p.V)
		}
		for i := 0; ; {
			j := strings.Index(q[i:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(p.V)})
			i += j + 1
		}
		switch p.F {
		case "credit_card":
			d := onlyDigits(p.V)
			if !luhn(d) || !issuerOK(d) {
				return fmt.Errorf("card %q invalid", p.V)
			}
		case "ssn":
			if err := ssnOK(p.V); err != nil {
				return err
			}
		case "email", "phone", "jwt", "bearer":
		default:
			return fmt.Errorf("bad family %q", p.F)
		}
	}
	for _, k := range rec.Keep {
		if k == "" || !strings.Contains(q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for i := 0; ; {
			j := strings.Index(q[i:], k)
			if j < 0 {
				break
			}
			a, b := i+j, i+j+len(k)
			for _, s := range spans {
				if a < s.b && s.a < b {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
			i += j + 1
		}
	}
	return nil
}

type tmpl struct {
	kind string
	fn   func(q *Q)
}

func main() {
	var out []Rec
	seen := map[string]bool{}
	gen := func(ts []tmpl, n int, clean bool) {
		for i := 0; i < n; i++ {
			t := ts[i%len(ts)]
			for try := 0; ; try++ {
				if try > 200 {
					panic("cannot build " + t.kind)
				}
				q := &Q{}
				t.fn(q)
				rec := Rec{Q: q.String(), PII: q.pii, Keep: trimKeep(q.keep), Clean: clean, Kind: t.kind}
				if rec.PII == nil {
					rec.PII = []PII{}
				}
				if rec.Keep == nil {
					rec.Keep = []string{}
				}
				if clean && len(rec.PII) > 0 {
					panic("clean template labelled pii: " + t.kind)
				}
				if !clean && len(rec.PII) == 0 {
					continue
				}
				if seen[rec.Q] {
					continue
				}
				if err := validate(rec); err != nil {
					if try > 150 {
						fmt.Fprintln(os.Stderr, t.kind, err)
					}
					continue
				}
				seen[rec.Q] = true
				out = append(out, rec)
				break
			}
		}
	}
	gen(piiTemplates(), 2000, false)
	gen(cleanTemplates(), 1000, true)
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	f, err := os.Create("../c47.ndjson")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	enc := json.NewEncoder(f)
	enc.SetEscapeHTML(false)
	for _, rec := range out {
		if err := enc.Encode(rec); err != nil {
			panic(err)
		}
	}
	kinds := map[string]int{}
	for _, rec := range out {
		kinds[rec.Kind]++
	}
	fmt.Fprintf(os.Stderr, "wrote %d records, %d kinds\n", len(out), len(kinds))
}

// trimKeep drops keep strings too short to say anything (a lone "2" survives
// any scrubber) and samples at most six of the rest, in order.
func trimKeep(ks []string) []string {
	var out []string
	for _, k := range ks {
		if len(k) >= 4 {
			out = append(out, k)
		}
	}
	for len(out) > 6 {
		i := r.IntN(len(out))
		out = append(out[:i], out[i+1:]...)
	}
	return out
}
