package main

import (
	"fmt"
	"strings"
	"time"
)

// ---------- basic random helpers ----------

func ri(a, b int) int { return a + R.Intn(b-a+1) }

func pick(xs ...string) string { return xs[R.Intn(len(xs))] }

func pickS(xs []string) string { return xs[R.Intn(len(xs))] }

func chance(p float64) bool { return R.Float64() < p }

func fromSet(set string, n int) string {
	rs := []rune(set)
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteRune(rs[R.Intn(len(rs))])
	}
	return sb.String()
}

const (
	sDig   = "0123456789"
	sHex   = "0123456789abcdef"
	sLow   = "abcdefghijklmnopqrstuvwxyz"
	sUp    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	sAlnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	sB64u  = sAlnum + "-_"
	sUpNum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

func digits(n int) string { return fromSet(sDig, n) }
func nz() string          { return fromSet("123456789", 1) }
func hexs(n int) string   { return fromSet(sHex, n) }
func alnum(n int) string  { return fromSet(sAlnum, n) }

// secretish returns an alnum string with at least one digit, one capital and one small letter.
func secretish(n int) string {
	for {
		s := alnum(n)
		if strings.ContainsAny(s, sDig) && strings.ContainsAny(s, sUp) && strings.ContainsAny(s, sLow) {
			return s
		}
	}
}

func b64u(n int) string {
	for {
		s := fromSet(sB64u, n)
		if strings.ContainsAny(s, sDig) && strings.ContainsAny(s, sUp) {
			return s
		}
	}
}

func uuid() string {
	return hexs(8) + "-" + hexs(4) + "-4" + hexs(3) + "-" + pick("8", "9", "a", "b") + hexs(3) + "-" + hexs(12)
}

// ---------- digit systems ----------

func toDigits(s string, sys string) string {
	var base rune
	switch sys {
	case "arab":
		base = '٠'
	case "fa":
		base = '۰'
	case "deva":
		base = '०'
	case "thai":
		base = '๐'
	case "full":
		base = '０'
	default:
		return s
	}
	var sb strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			sb.WriteRune(base + (r - '0'))
		case sys == "full" && r == '+':
			sb.WriteRune('＋')
		case sys == "full" && r == '-':
			sb.WriteString(pick("－", "－", "ー"))
		default:
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// ---------- dates, times, money ----------

var monthsEN = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

type date struct{ y, m, d int }

func rdate() date { return date{ri(2023, 2026), ri(1, 12), ri(1, 28)} }

func (d date) iso() string { return fmt.Sprintf("%04d-%02d-%02d", d.y, d.m, d.d) }
func (d date) us() string  { return fmt.Sprintf("%02d/%02d/%04d", d.m, d.d, d.y) }
func (d date) eu() string  { return fmt.Sprintf("%02d.%02d.%04d", d.d, d.m, d.y) }
func (d date) uk() string  { return fmt.Sprintf("%02d/%02d/%04d", d.d, d.m, d.y) }
func (d date) long() string {
	return fmt.Sprintf("%s %d, %d", monthsEN[d.m-1], d.d, d.y)
}
func (d date) cjk() string { return fmt.Sprintf("%d年%d月%d日", d.y, d.m, d.d) }
func (d date) ko() string  { return fmt.Sprintf("%d년 %d월 %d일", d.y, d.m, d.d) }

func rtime() string { return fmt.Sprintf("%02d:%s", ri(6, 21), pick("00", "15", "30", "45")) }
func rtime12() string {
	return fmt.Sprintf("%d:%s %s", ri(1, 12), pick("00", "15", "30", "45"), pick("AM", "PM", "a.m.", "p.m."))
}

func thousands(n int, sep string) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func usd(lo, hi int) string {
	return "$" + thousands(ri(lo, hi), ",") + "." + pick("00", "00", "50", "75")
}
func eur(lo, hi int) string {
	return thousands(ri(lo, hi), ".") + "," + pick("00", "00", "50") + " €"
}
func gbp(lo, hi int) string { return "£" + thousands(ri(lo, hi), ",") + "." + pick("00", "50") }

func timecode() string {
	return fmt.Sprintf("%02d:%02d:%02d:%02d", ri(0, 1), ri(0, 59), ri(0, 59), ri(0, 24))
}
func tstamp() string { return fmt.Sprintf("%02d:%02d:%02d", ri(0, 1), ri(0, 59), ri(0, 59)) }

// span returns a start date and an end date a few days to weeks later.
func span() (date, date) {
	a := rdate()
	t := time.Date(a.y, time.Month(a.m), a.d, 0, 0, 0, 0, time.UTC).AddDate(0, 0, ri(6, 60))
	return a, date{t.Year(), int(t.Month()), t.Day()}
}
