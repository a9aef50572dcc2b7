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

type Rec struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// P is a PII value inserted into the text; K is a keep string inserted into the text.
type P struct{ F, V string }
type K string

type B struct {
	sb   strings.Builder
	pii  []PII
	keep []string
}

func (b *B) add(a any) {
	switch x := a.(type) {
	case string:
		b.sb.WriteString(x)
	case K:
		b.sb.WriteString(string(x))
		if len(strings.TrimSpace(string(x))) >= 4 {
			b.keep = append(b.keep, string(x))
		}
	case P:
		b.sb.WriteString(x.V)
		b.pii = append(b.pii, PII{x.F, x.V})
	case []any:
		for _, y := range x {
			b.add(y)
		}
	case nil:
	default:
		panic(fmt.Sprintf("bad arg %T", a))
	}
}

// W appends parts in order.
func (b *B) W(parts ...any) *B {
	for _, p := range parts {
		b.add(p)
	}
	return b
}

// F is Printf-like; a %s whose arg is P, K or []any records it.
func (b *B) F(format string, args ...any) *B {
	ai := 0
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.sb.WriteByte(c)
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			b.sb.WriteByte('%')
			i++
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("-+# 0123456789.", format[j]) >= 0 {
			j++
		}
		spec := format[i : j+1]
		if ai >= len(args) {
			panic(fmt.Sprintf("F: too few args: %q", format))
		}
		a := args[ai]
		ai++
		switch a.(type) {
		case P, K, []any:
			if spec != "%s" {
				panic("F: P/K need plain %s: " + format)
			}
			b.add(a)
		default:
			b.sb.WriteString(fmt.Sprintf(spec, a))
		}
		i = j
	}
	if ai != len(args) {
		panic(fmt.Sprintf("F: %d args used of %d: %q", ai, len(args), format))
	}
	return b
}

// T fills {NAME} markers from m.
func (b *B) T(text string, m map[string]any) *B {
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			b.sb.WriteString(text)
			return b
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			b.sb.WriteString(text)
			return b
		}
		name := text[i+1 : i+j]
		v, ok := m[name]
		if !ok {
			b.sb.WriteString(text[:i+j+1])
			text = text[i+j+1:]
			continue
		}
		b.sb.WriteString(text[:i])
		b.add(v)
		text = text[i+j+1:]
	}
}

func (b *B) Len() int { return b.sb.Len() }

func (b *B) Rec(kind string, clean bool) Rec {
	seenK := map[string]bool{}
	var keep []string
	for _, k := range b.keep {
		if !seenK[k] {
			seenK[k] = true
			keep = append(keep, k)
		}
	}
	seenP := map[PII]bool{}
	pii := []PII{}
	for _, p := range b.pii {
		if !seenP[p] {
			seenP[p] = true
			pii = append(pii, p)
		}
	}
	if keep == nil {
		keep = []string{}
	}
	return Rec{Q: b.sb.String(), PII: pii, Keep: keep, Clean: clean, Kind: kind}
}

// ---------- random helpers ----------

type G struct{ r *rand.Rand }

func (g *G) N(n int) int           { return g.r.IntN(n) }
func (g *G) R(lo, hi int) int      { return lo + g.r.IntN(hi-lo+1) }
func (g *G) C(p float64) bool      { return g.r.Float64() < p }
func (g *G) S(xs ...string) string { return xs[g.r.IntN(len(xs))] }
func (g *G) L(xs []string) string  { return xs[g.r.IntN(len(xs))] }
func (g *G) D(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + g.r.IntN(10)))
	}
	return sb.String()
}

// DN: n digits, first non-zero.
func (g *G) DN(n int) string {
	return string(byte('1'+g.r.IntN(9))) + g.D(n-1)
}

// DF: n digits, first in [lo,hi].
func (g *G) DF(n int, lo, hi byte) string {
	return string(lo+byte(g.r.IntN(int(hi-lo+1)))) + g.D(n-1)
}

const (
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	hexl    = "0123456789abcdef"
	hexu    = "0123456789ABCDEF"
	b64     = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	b64u    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	upperAN = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
	upper   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
)

func (g *G) Str(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.IntN(len(alpha))]
	}
	return string(b)
}

// StrMix: alnum string guaranteed to contain upper, lower and digit.
func (g *G) StrMix(alpha string, n int) string {
	for {
		s := g.Str(alpha, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, upper) && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") {
			return s
		}
	}
}

func (g *G) Bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.IntN(256))
	}
	return b
}

func (g *G) UUID() string {
	h := g.Str(hexl, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[g.N(4)]) + h[17:20] + "-" + h[20:]
}

func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
func b64std(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

func mustJSON(v any) string {
	bs, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(bs)
}

// group digits: grp("12345678", " ", 3, 3, 2)
func grp(s, sep string, sizes ...int) string {
	var out []string
	i := 0
	for _, n := range sizes {
		if i+n > len(s) {
			n = len(s) - i
		}
		out = append(out, s[i:i+n])
		i += n
	}
	if i < len(s) {
		out = append(out, s[i:])
	}
	return strings.Join(out, sep)
}

func fullwidth(s string) string {
	var sb strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			sb.WriteRune(r - '0' + '０')
		case r == '-':
			sb.WriteRune('－')
		case r == '(':
			sb.WriteRune('（')
		case r == ')':
			sb.WriteRune('）')
		case r == '+':
			sb.WriteRune('＋')
		default:
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// thousands grouping of integer part
func thou(n int64, sep string) string {
	if n < 0 {
		return "-" + thou(-n, sep)
	}
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func lakh(n int64) string {
	s := fmt.Sprint(n)
	if len(s) <= 3 {
		return s
	}
	last := s[len(s)-3:]
	s = s[:len(s)-3]
	var out []string
	for len(s) > 2 {
		out = append([]string{s[len(s)-2:]}, out...)
		s = s[:len(s)-2]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, ",") + "," + last
}
