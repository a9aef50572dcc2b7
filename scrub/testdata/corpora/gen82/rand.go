package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

type R struct{ *rand.Rand }

const (
	lowerA  = "abcdefghijklmnopqrstuvwxyz"
	upperA  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digitA  = "0123456789"
	hexA    = "0123456789abcdef"
	alnumA  = lowerA + upperA + digitA
	b64A    = upperA + lowerA + digitA + "+/"
	b64urlA = upperA + lowerA + digitA + "-_"
)

// N returns an int in [a, b].
func (r R) N(a, b int) int { return a + r.Intn(b-a+1) }

// Ns is N formatted.
func (r R) Ns(a, b int) string { return fmt.Sprint(r.N(a, b)) }

// D returns n random digits.
func (r R) D(n int) string { return r.from(digitA, n) }

// DNZ returns n random digits, the first not zero.
func (r R) DNZ(n int) string { return r.from("123456789", 1) + r.D(n-1) }

func (r R) Pick(xs ...string) string { return xs[r.Intn(len(xs))] }

func (r R) PickL(xs []string) string { return xs[r.Intn(len(xs))] }

func (r R) Chance(p float64) bool { return r.Float64() < p }

func (r R) from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

func (r R) Hex(n int) string   { return r.from(hexA, n) }
func (r R) HEX(n int) string   { return strings.ToUpper(r.from(hexA, n)) }
func (r R) Upper(n int) string { return r.from(upperA, n) }
func (r R) Lower(n int) string { return r.from(lowerA, n) }

// noise words that must not appear inside random look-alike text.
var noiseBan = []string{"eyJ", "AIza", "AKIA", "ASIA", "ghp", "gho", "ghu", "ghs", "ghr", "glp", "xox", "sk-", "sk_", "rk_", "pk_",
	"hf_", "npm", "SG.", "ya29", "whsec", "pat", "Bearer", "bearer", "BEARER", "key", "KEY", "Key", "pass", "PASS", "Pass", "pwd", "secret",
	"token", "TOKEN", "Token", "ssn", "SSN", "tel", "Tel", "TEL", "fax", "FAX", "ATATT", "dop_", "hvs", "sbp", "gsk", "sntry", "ops_",
	"ntn", "lin_", "glc", "glsa", "dckr", "pypi", "Atz", "ck_", "cs_", "phone", "call", "mob", "Mob", "MOB", "ext", "auth", "Auth", "AUTH"}

func clean(s string) bool {
	for _, w := range noiseBan {
		if strings.Contains(s, w) {
			return false
		}
	}
	return true
}

// Noise returns random text from alpha that holds no credential-looking word.
func (r R) Noise(alpha string, n int) string {
	for {
		s := r.from(alpha, n)
		if clean(s) {
			return s
		}
	}
}

// Mixed returns a random [A-Za-z0-9] string with at least two digits, a capital and a small letter.
func (r R) Mixed(n int) string { return r.MixedA(alnumA, n) }

func (r R) MixedA(alpha string, n int) string {
	for {
		s := r.from(alpha, n)
		d, u, l := 0, 0, 0
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			case c >= 'a' && c <= 'z':
				l++
			}
		}
		if d >= 2 && u >= 2 && l >= 2 && !strings.Contains(strings.ToLower(s), "example") && !strings.Contains(strings.ToLower(s), "xxxx") {
			return s
		}
	}
}

func (r R) Bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func (r R) B64URLBytes(n int) string { return base64.RawURLEncoding.EncodeToString(r.Bytes(n)) }

// B64Noise is base64 of random bytes, filtered like Noise.
func (r R) B64Noise(n int) string {
	for {
		s := base64.StdEncoding.EncodeToString(r.Bytes(n))
		if clean(s) {
			return s
		}
	}
}

func luhnOK(d string) bool {
	sum := 0
	dbl := false
	for i := len(d) - 1; i >= 0; i-- {
		c := int(d[i] - '0')
		if dbl {
			c *= 2
			if c > 9 {
				c -= 9
			}
		}
		sum += c
		dbl = !dbl
	}
	return sum%10 == 0
}

// luhnDigit returns the check digit that makes body+digit Luhn-valid.
func luhnDigit(body string) string {
	for c := byte('0'); c <= '9'; c++ {
		if luhnOK(body + string(c)) {
			return string(c)
		}
	}
	panic("luhn")
}

// LuhnFill completes prefix with random digits and a Luhn check digit to n digits.
func (r R) LuhnFill(prefix string, n int) string {
	body := prefix + r.D(n-1-len(prefix))
	return body + luhnDigit(body)
}

// NotLuhn returns d with its last digit changed so that it fails Luhn.
func notLuhn(d string) string {
	if !luhnOK(d) {
		return d
	}
	last := d[len(d)-1]
	nd := byte('0' + (int(last-'0')+1)%10)
	return d[:len(d)-1] + string(nd)
}

func hasP(d string, ps ...string) bool {
	for _, p := range ps {
		if strings.HasPrefix(d, p) {
			return true
		}
	}
	return false
}

// issuerCard: a superset of the issuer prefixes for each length.
func issuerCard(d string) bool {
	n := len(d)
	if n < 13 || n > 19 {
		return false
	}
	p2 := atoi(d[:2])
	p3 := atoi(d[:3])
	p4 := atoi(d[:4])
	switch {
	case d[0] == '4':
		return n == 13 || n == 16 || n == 19
	case p2 >= 50 && p2 <= 69:
		return true
	case p4 >= 2221 && p4 <= 2720 && n == 16:
		return true
	case p4 >= 2200 && p4 <= 2204:
		return true
	case (p2 == 34 || p2 == 37) && n == 15:
		return true
	case p2 == 36 || p2 == 38 || p2 == 39 || (p3 >= 300 && p3 <= 305):
		return n >= 14
	case p4 >= 3528 && p4 <= 3589:
		return n >= 16
	case p3 == 353 || p3 == 356:
		return n >= 16
	case p2 == 81 || p2 == 82:
		return n >= 16
	case p4 == 9792:
		return n == 16
	case d[0] == '1':
		return n == 15
	}
	return false
}
