package main

import (
	"encoding/base64"
	"fmt"
	"hash/crc32"
	"math/rand"
	"strings"
)

var r *rand.Rand

const (
	lowerA = "abcdefghijklmnopqrstuvwxyz"
	upperA = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digitA = "0123456789"
	alnumA = lowerA + upperA + digitA
	b64uA  = alnumA + "-_"
	b64A   = alnumA + "+/"
	hexA   = "0123456789abcdef"
)

func pick[T any](xs ...T) T    { return xs[r.Intn(len(xs))] }
func pickS(xs []string) string { return xs[r.Intn(len(xs))] }
func chance(p float64) bool    { return r.Float64() < p }

// between returns an int in [a, b].
func between(a, b int) int { return a + r.Intn(b-a+1) }

func from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

func digits(n int) string { return from(digitA, n) }
func hexl(n int) string   { return from(hexA, n) }
func hexu(n int) string   { return strings.ToUpper(from(hexA, n)) }
func alnum(n int) string  { return from(alnumA, n) }
func b64u(n int) string   { return from(b64uA, n) }
func b64s(n int) string   { return from(b64A, n) }
func upnum(n int) string  { return from(upperA+digitA, n) }
func lownum(n int) string { return from(lowerA+digitA, n) }

// nz returns n digits, the first one not zero.
func nz(n int) string { return fmt.Sprint(between(1, 9)) + digits(n-1) }

// pat expands a small pattern: '#' a digit, 'N' 2-9, 'M' 1-9, "{abc}" one
// of the bytes listed; anything else is copied.
func pat(p string) string {
	var sb strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch c {
		case '#':
			sb.WriteByte(byte('0' + r.Intn(10)))
		case 'N':
			sb.WriteByte(byte('2' + r.Intn(8)))
		case 'M':
			sb.WriteByte(byte('1' + r.Intn(9)))
		case '{':
			j := strings.IndexByte(p[i:], '}')
			set := p[i+1 : i+j]
			sb.WriteByte(set[r.Intn(len(set))])
			i += j
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// luhnFill completes prefix with random digits and a check digit.
func luhnFill(prefix string, length int) string {
	d := prefix + digits(length-len(prefix)-1)
	for c := 0; c < 10; c++ {
		s := d + string(rune('0'+c))
		if luhnOK(s) {
			return s
		}
	}
	panic("luhn")
}

// notLuhn returns n digits starting with first that fail the Luhn check.
func notLuhn(first string, n int) string {
	for {
		s := first + digits(n-len(first))
		if !luhnOK(s) {
			return s
		}
	}
}

// group splits d into groups of the given sizes joined by sep.
func group(d string, sep string, sizes ...int) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		if i >= len(d) {
			break
		}
		e := i + n
		if e > len(d) {
			e = len(d)
		}
		parts = append(parts, d[i:e])
		i = e
	}
	if i < len(d) {
		parts = append(parts, d[i:])
	}
	return strings.Join(parts, sep)
}

func uuid4() string {
	return hexl(8) + "-" + hexl(4) + "-4" + hexl(3) + "-" + pick("8", "9", "a", "b") + hexl(3) + "-" + hexl(12)
}

const base62A = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

func base62(n uint32, width int) string {
	var b []byte
	for n > 0 {
		b = append([]byte{base62A[n%62]}, b...)
		n /= 62
	}
	for len(b) < width {
		b = append([]byte{'0'}, b...)
	}
	return string(b)
}

// checksummed builds a GitHub/npm-style token: prefix, 30 random base62
// characters and the CRC32 of those in 6 base62 characters.
func checksummed(prefix string) string {
	body := alnum(30)
	return prefix + body + base62(crc32.ChecksumIEEE([]byte(body)), 6)
}

func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
func b64std(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

// dates and look-alikes ------------------------------------------------------

var monthsEN = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

type date struct{ y, m, d int }

func rdate() date { return date{between(2023, 2026), between(1, 12), between(1, 28)} }

func (d date) iso() string { return fmt.Sprintf("%04d-%02d-%02d", d.y, d.m, d.d) }
func (d date) eu() string  { return fmt.Sprintf("%02d.%02d.%04d", d.d, d.m, d.y) }
func (d date) us() string  { return fmt.Sprintf("%02d/%02d/%04d", d.m, d.d, d.y) }
func (d date) uk() string  { return fmt.Sprintf("%02d/%02d/%04d", d.d, d.m, d.y) }
func (d date) long() string {
	return fmt.Sprintf("%s %d, %d", monthsEN[d.m-1], d.d, d.y)
}
func (d date) ja() string { return fmt.Sprintf("%d年%d月%d日", d.y, d.m, d.d) }
func rtime() string       { return fmt.Sprintf("%02d:%02d", between(7, 21), r.Intn(60)) }
func rtimes() string      { return fmt.Sprintf("%02d:%02d:%02d", r.Intn(24), r.Intn(60), r.Intn(60)) }
func isoTS() string {
	return rdate().iso() + "T" + rtimes() + fmt.Sprintf(".%03dZ", r.Intn(1000))
}
func unixTS() int64 { return int64(between(1672531200, 1767225600)) }

func anyDate() string {
	d := rdate()
	return pick(d.iso(), d.eu(), d.us(), d.long())
}

func money() string {
	v := between(5, 4999)
	c := r.Intn(100)
	return pick(
		fmt.Sprintf("$%d.%02d", v, c),
		fmt.Sprintf("€%d.%02d", v, c),
		fmt.Sprintf("%d,%02d €", v, c),
		fmt.Sprintf("£%d.%02d", v, c),
		fmt.Sprintf("USD %d.%02d", v, c),
	)
}

func amazonOrder() string { return fmt.Sprintf("%s-%s-%s", nz(3), digits(7), digits(7)) }
func orderNo() string {
	return pick(
		"#"+nz(6),
		"ORD-"+fmt.Sprint(between(2023, 2026))+"-"+digits(6),
		"A"+nz(8),
		"SO-"+nz(7),
		"#"+upnum(3)+"-"+nz(5),
	)
}
func ticketNo() string {
	return pick("INC"+digits(7), "CS-"+nz(6), "#"+nz(5), "SR-"+nz(8), "ZD-"+nz(6), "JIRA-"+nz(4))
}
func upsTracking() string { return "1Z" + upnum(6) + digits(10) }
func fedexTracking() string {
	return nz(12)
}
func uspsTracking() string { return "9400 " + group(digits(17), " ", 4, 4, 4, 4, 1) }
func version() string {
	return fmt.Sprintf("%d.%d.%d", between(0, 12), between(0, 40), between(0, 30))
}
func privIP() string {
	return pick(
		fmt.Sprintf("10.%d.%d.%d", between(0, 255), between(0, 255), between(1, 254)),
		fmt.Sprintf("192.168.%d.%d", between(0, 255), between(1, 254)),
		fmt.Sprintf("172.%d.%d.%d", between(16, 31), between(0, 255), between(1, 254)),
	)
}
func sha40() string { return hexl(40) }
func sha7() string  { return hexl(7) }
func invoiceNo() string {
	return pick("INV-"+fmt.Sprint(between(2023, 2026))+"-"+digits(5), "RE-"+nz(6), "F"+fmt.Sprint(between(2023, 2026))+"/"+digits(5), "Invoice "+nz(7))
}
