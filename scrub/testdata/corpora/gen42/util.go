package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"strings"
)

// G wraps the seeded generator with small helpers.
type G struct{ r *rand.Rand }

func (g *G) n(n int) int              { return g.r.IntN(n) }
func (g *G) btw(a, b int) int         { return a + g.r.IntN(b-a+1) }
func (g *G) p(f float64) bool         { return g.r.Float64() < f }
func (g *G) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }

func pickT[T any](g *G, xs []T) T { return xs[g.r.IntN(len(xs))] }

// d returns n random digits.
func (g *G) d(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + g.n(10)))
	}
	return sb.String()
}

// dnz returns n random digits, the first non-zero.
func (g *G) dnz(n int) string {
	if n == 0 {
		return ""
	}
	return string(byte('1'+g.n(9))) + g.d(n-1)
}

func (g *G) from(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.n(len(set))]
	}
	return string(b)
}

const (
	upper  = "ABCDEFGHJKLMNPQRSTUVWXYZ"
	upperA = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	digs   = "0123456789"
	alnumU = upper + "23456789"
	alnum  = upperA + lower + digs
	hexl   = "0123456789abcdef"
	b64u   = upperA + lower + digs + "-_"
)

// secret returns a random token that certainly holds digits and capitals.
func (g *G) secret(n int) string {
	for {
		s := g.from(alnum, n)
		var d, u, l int
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			default:
				l++
			}
		}
		if d >= 3 && u >= 3 && l >= 3 {
			return s
		}
	}
}

func luhnDigit(s string) int {
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
	return (10 - sum%10) % 10
}

func luhnValid(s string) bool {
	if len(s) < 2 {
		return false
	}
	return luhnDigit(s[:len(s)-1]) == int(s[len(s)-1]-'0')
}

func onlyDigits(s string) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

// spaced writes every digit apart: "0 7 7 0 0".
func spaced(s string) string {
	parts := make([]string, 0, len(s))
	for _, c := range s {
		parts = append(parts, string(c))
	}
	return strings.Join(parts, " ")
}

// group splits s by the sizes given and joins with sep.
func group(s, sep string, sizes ...int) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		if i >= len(s) {
			break
		}
		j := i + n
		if j > len(s) {
			j = len(s)
		}
		parts = append(parts, s[i:j])
		i = j
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

var foldMap = map[rune]string{
	'á': "a", 'à': "a", 'â': "a", 'ä': "a", 'ã': "a", 'å': "a", 'ą': "a",
	'é': "e", 'è': "e", 'ê': "e", 'ë': "e", 'ę': "e",
	'í': "i", 'ì': "i", 'î': "i", 'ï': "i", 'ı': "i", 'İ': "i",
	'ó': "o", 'ò': "o", 'ô': "o", 'ö': "o", 'õ': "o", 'ø': "o",
	'ú': "u", 'ù': "u", 'û': "u", 'ü': "u",
	'ç': "c", 'ć': "c", 'č': "c", 'ñ': "n", 'ń': "n", 'ł': "l", 'ś': "s", 'ş': "s", 'š': "s",
	'ż': "z", 'ź': "z", 'ž': "z", 'ğ': "g", 'ß': "ss", '\'': "", ' ': "",
}

func fold(s string) string {
	var sb strings.Builder
	for _, c := range strings.ToLower(s) {
		if r, ok := foldMap[c]; ok {
			sb.WriteString(r)
		} else if c < 128 {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) uuid() string {
	return fmt.Sprintf("%s-%s-4%s-%s%s-%s", g.from(hexl, 8), g.from(hexl, 4), g.from(hexl, 3), g.pick("8", "9", "a", "b"), g.from(hexl, 3), g.from(hexl, 12))
}

func jsonEsc(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`)
	return r.Replace(s)
}
