package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(44))

func pick[T any](xs []T) T  { return xs[r.Intn(len(xs))] }
func chance(p float64) bool { return r.Float64() < p }
func dr(lo, hi int) int     { return lo + r.Intn(hi-lo+1) }

// d returns n random decimal digits.
func d(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

// nz returns n random digits, the first not zero.
func nz(n int) string { return fmt.Sprint(dr(1, 9)) + d(n-1) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const upnum = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
const lownum = "abcdefghijklmnopqrstuvwxyz0123456789"
const hexd = "0123456789abcdef"

func rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// tok returns a random token over alpha that holds at least one digit, one
// upper and one lower letter when alpha allows (so it looks random).
func tok(alpha string, n int) string {
	for {
		s := rs(alpha, n)
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
		ok := hasD
		if strings.ContainsAny(alpha, "ABC") && !hasU {
			ok = false
		}
		if strings.ContainsAny(alpha, "abc") && !hasL {
			ok = false
		}
		if ok {
			return s
		}
	}
}

func b64url(n int) string {
	b := make([]byte, n)
	r.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

func b64std(n int) string {
	b := make([]byte, n)
	r.Read(b)
	return base64.StdEncoding.EncodeToString(b)
}

// conv rewrites ASCII digits into another digit system whose zero is z.
func conv(s string, z rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(z + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

const (
	zArabic     = '٠'
	zPersian    = '۰'
	zDevanagari = '०'
	zFull       = '０'
)

func fullwidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune(zFull + (c - '0'))
		case c == '-':
			b.WriteRune('－')
		case c == '+':
			b.WriteRune('＋')
		case c == '(':
			b.WriteRune('（')
		case c == ')':
			b.WriteRune('）')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// fill replaces {X} placeholders.
func fill(t string, kv ...string) string {
	for i := 0; i+1 < len(kv); i += 2 {
		t = strings.ReplaceAll(t, "{"+kv[i]+"}", kv[i+1])
	}
	return t
}

func shuffle[T any](xs []T) {
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
}

func pickN[T any](xs []T, n int) []T {
	c := append([]T(nil), xs...)
	shuffle(c)
	if n > len(c) {
		n = len(c)
	}
	return c[:n]
}

func b64enc(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func b64s(s string) string   { return base64.StdEncoding.EncodeToString([]byte(s)) }
