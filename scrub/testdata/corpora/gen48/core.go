package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
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

// Q builds a query while tracking labelled spans.
type Q struct {
	sb   strings.Builder
	pii  []PII
	keep []string
}

func (q *Q) t(ss ...string) *Q {
	for _, s := range ss {
		q.sb.WriteString(s)
	}
	return q
}
func (q *Q) f(format string, a ...any) *Q { q.sb.WriteString(fmt.Sprintf(format, a...)); return q }
func (q *Q) p(fam, v string) *Q {
	q.sb.WriteString(v)
	for _, x := range q.pii {
		if x.V == v && x.F == fam {
			return q
		}
	}
	q.pii = append(q.pii, PII{fam, v})
	return q
}
func (q *Q) ph(v string) *Q  { return q.p("phone", v) }
func (q *Q) em(v string) *Q  { return q.p("email", v) }
func (q *Q) be(v string) *Q  { return q.p("bearer", v) }
func (q *Q) jw(v string) *Q  { return q.p("jwt", v) }
func (q *Q) cc(v string) *Q  { return q.p("credit_card", v) }
func (q *Q) ssn(v string) *Q { return q.p("ssn", v) }
func (q *Q) k(v string) *Q {
	q.sb.WriteString(v)
	for _, x := range q.keep {
		if x == v {
			return q
		}
	}
	q.keep = append(q.keep, v)
	return q
}

// G is the generator state.
type G struct{ r *rand.Rand }

func (g *G) n(a, b int) int        { return a + g.r.IntN(b-a+1) }
func (g *G) chance(p float64) bool { return g.r.Float64() < p }
func pick[T any](g *G, xs []T) T   { return xs[g.r.IntN(len(xs))] }

const (
	dig    = "0123456789"
	hexl   = "0123456789abcdef"
	hexu   = "0123456789ABCDEF"
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lowern = "abcdefghijklmnopqrstuvwxyz0123456789"
	upn    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b64u   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64s   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
)

func (g *G) s(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.IntN(len(alpha))]
	}
	return string(b)
}
func (g *G) d(n int) string { return g.s(dig, n) }

// secret makes a random string that contains digits and capitals (so it looks generated).
func (g *G) secret(alpha string, n int) string {
	for {
		s := g.s(alpha, n)
		hasD, hasU, hasL := false, false, false
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				hasD = true
			case c >= 'A' && c <= 'Z':
				hasU = true
			case c >= 'a' && c <= 'z':
				hasL = true
			}
		}
		okU := hasU || !strings.ContainsAny(alpha, upper)
		okL := hasL || !strings.ContainsAny(alpha, "abcdef")
		if hasD && okU && okL {
			return s
		}
	}
}

func luhnCheck(s string) byte {
	sum := 0
	dbl := true
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}
func luhnOK(s string) bool {
	if len(s) < 2 {
		return false
	}
	return luhnCheck(s[:len(s)-1]) == s[len(s)-1]
}
func (g *G) luhn(prefix string, total int) string {
	body := prefix + g.d(total-1-len(prefix))
	return body + string(luhnCheck(body))
}

// fill replaces X in pattern with digits in order.
func fill(pat, digits string) string {
	var b strings.Builder
	i := 0
	for _, c := range pat {
		if c == 'X' {
			if i >= len(digits) {
				panic("fill: too few digits for " + pat + " / " + digits)
			}
			b.WriteByte(digits[i])
			i++
		} else {
			b.WriteRune(c)
		}
	}
	if i != len(digits) {
		panic("fill: too many digits for " + pat + " / " + digits)
	}
	return b.String()
}
func xcount(p string) int { return strings.Count(p, "X") }

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func b64std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}
