package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"
)

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B collects labels while a template writes its text.
type B struct {
	pii  []P
	keep []string
}

func (b *B) P(f, v string) string { b.pii = append(b.pii, P{f, v}); return v }
func (b *B) K(v string) string    { b.keep = append(b.keep, v); return v }

var r = rand.New(rand.NewPCG(50, 20250314))

func rn(n int) int                { return r.IntN(n) }
func chance(p float64) bool       { return r.Float64() < p }
func pick[T any](xs []T) T        { return xs[r.IntN(len(xs))] }
func between(a, b int) int        { return a + r.IntN(b-a+1) }
func f(s string, a ...any) string { return fmt.Sprintf(s, a...) }

func digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + rn(10)))
	}
	return sb.String()
}
func ndigits(n int) string { return strconv.Itoa(1+rn(9)) + digits(n-1) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const lowalnum = "abcdefghijklmnopqrstuvwxyz0123456789"
const hexd = "0123456789abcdef"

func randFrom(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rn(len(set))]
	}
	return string(b)
}

// token with digits and capitals in several places
func tok(n int) string {
	for {
		s := randFrom(alnum, n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 3 && u >= 3 {
			return s
		}
	}
}

func uuid() string {
	return randFrom(hexd, 8) + "-" + randFrom(hexd, 4) + "-4" + randFrom(hexd, 3) + "-" + string("89ab"[rn(4)]) + randFrom(hexd, 3) + "-" + randFrom(hexd, 12)
}

// ---------- cards ----------

func luhnOK(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
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

func luhnComplete(prefix string, length int) string {
	s := prefix + digits(length-len(prefix)-1)
	for c := 0; c < 10; c++ {
		t := s + strconv.Itoa(c)
		if luhnOK(t) {
			return t
		}
	}
	panic("luhn")
}

type issuer struct {
	name   string
	prefix func() string
	length int
}

var issuers = []issuer{
	{"Visa", func() string { return "4" + digits(5) }, 16},
	{"Visa", func() string { return "4" + digits(5) }, 16},
	{"Visa", func() string { return "4" + digits(5) }, 16},
	{"Mastercard", func() string { return strconv.Itoa(between(51, 55)) + digits(4) }, 16},
	{"Mastercard", func() string { return strconv.Itoa(between(2221, 2720)) + digits(2) }, 16},
	{"Amex", func() string { return pick([]string{"34", "37"}) + digits(4) }, 15},
	{"Discover", func() string {
		return pick([]string{"6011" + digits(2), "65" + digits(4), strconv.Itoa(between(644, 649)) + digits(3)})
	}, 16},
	{"JCB", func() string { return strconv.Itoa(between(3528, 3589)) + digits(2) }, 16},
	{"Diners", func() string { return "36" + digits(4) }, 14},
	{"UnionPay", func() string { return "62" + digits(4) }, 16},
	{"UnionPay", func() string { return "62" + digits(4) }, 19},
}

func cardDigits(pref string) (string, string) {
	var is issuer
	for {
		is = pick(issuers)
		if pref == "" || is.name == pref {
			break
		}
	}
	return luhnComplete(is.prefix(), is.length), is.name
}

func groupCard(d string, sep string) string {
	switch len(d) {
	case 15:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 19:
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:16] + sep + d[16:]
	}
	var parts []string
	for i := 0; i < len(d); i += 4 {
		e := min(i+4, len(d))
		parts = append(parts, d[i:e])
	}
	return strings.Join(parts, sep)
}

func card(pref string) (string, string) {
	d, name := cardDigits(pref)
	switch rn(6) {
	case 0, 1, 2:
		return groupCard(d, " "), name
	case 3:
		return groupCard(d, "-"), name
	default:
		return d, name
	}
}

// non-card long number (fails Luhn) for keep look-alikes
func nonLuhn(n int) string {
	for {
		s := ndigits(n)
		if !luhnOK(s) {
			return s
		}
	}
}

// ---------- SSN ----------

func ssnParts() (string, string, string) {
	for {
		a := between(1, 899)
		if a == 666 {
			continue
		}
		g := between(1, 99)
		s := between(1, 9999)
		as := f("%03d", a)
		if as == "123" || as == "078" {
			continue
		}
		return as, f("%02d", g), f("%04d", s)
	}
}

func ssn() string { a, g, s := ssnParts(); return a + "-" + g + "-" + s }

var itinGroups = func() []int {
	var x []int
	for g := 50; g <= 65; g++ {
		x = append(x, g)
	}
	for g := 70; g <= 88; g++ {
		x = append(x, g)
	}
	for _, g := range []int{90, 91, 92, 94, 95, 96, 97, 98, 99} {
		x = append(x, g)
	}
	return x
}()

func itin() string {
	return "9" + digits(2) + "-" + strconv.Itoa(pick(itinGroups)) + "-" + f("%04d", between(1, 9999))
}

// ---------- JWT ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt(claims map[string]any) string {
	hdr := pick([]string{`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"` + randFrom(hexd, 16) + `"}`, `{"typ":"JWT","alg":"ES256"}`})
	pb, _ := json.Marshal(claims)
	var sig []byte
	n := 32
	if strings.Contains(hdr, "RS256") {
		n = 256
	} else if strings.Contains(hdr, "ES256") {
		n = 64
	}
	sig = make([]byte, n)
	for i := range sig {
		sig[i] = byte(rn(256))
	}
	return b64(hdr) + "." + b64(string(pb)) + "." + base64.RawURLEncoding.EncodeToString(sig)
}

// ---------- output ----------

func validate(rec *Rec) error {
	type span struct{ a, b int }
	var spans []span
	for _, p := range rec.PII {
		if p.V == "" || !strings.Contains(rec.Q, p.V) {
			return fmt.Errorf("pii not in q: %q", p.V)
		}
		for i := 0; ; {
			j := strings.Index(rec.Q[i:], p.V)
			if j < 0 {
				break
			}
			spans = append(spans, span{i + j, i + j + len(p.V)})
			i += j + 1
		}
		switch p.F {
		case "email", "phone", "ssn", "credit_card", "jwt", "bearer":
		default:
			return fmt.Errorf("bad family %s", p.F)
		}
	}
	for _, k := range rec.Keep {
		if k == "" || !strings.Contains(rec.Q, k) {
			return fmt.Errorf("keep not in q: %q", k)
		}
		for i := 0; ; {
			j := strings.Index(rec.Q[i:], k)
			if j < 0 {
				break
			}
			a, bb := i+j, i+j+len(k)
			for _, s := range spans {
				if a < s.b && s.a < bb {
					return fmt.Errorf("keep %q overlaps pii", k)
				}
			}
			i += j + 1
		}
	}
	if rec.Clean != (len(rec.PII) == 0) {
		return fmt.Errorf("clean flag")
	}
	return nil
}

type tmpl struct {
	kind  string
	clean bool
	w     int
	fn    func(b *B) string
}

func main() {
	var pi, cl []tmpl
	for _, t := range templates() {
		if t.clean {
			cl = append(cl, t)
		} else {
			pi = append(pi, t)
		}
	}
	seen := map[string]bool{}
	var out []Rec
	fails := 0
	gen := func(ts []tmpl, n int) {
		tot := 0
		for _, t := range ts {
			tot += t.w
		}
		for c := 0; c < n; {
			x := rn(tot)
			var t tmpl
			for _, tt := range ts {
				if x < tt.w {
					t = tt
					break
				}
				x -= tt.w
			}
			b := &B{}
			q := t.fn(b)
			if seen[q] {
				continue
			}
			// dedupe labels
			var pii []P
			ps := map[P]bool{}
			for _, p := range b.pii {
				if !strings.Contains(q, p.V) {
					continue // label from an option pick() did not choose
				}
				if !ps[p] {
					ps[p] = true
					pii = append(pii, p)
				}
			}
			var keep []string
			ks := map[string]bool{}
			for _, k := range b.keep {
				if !strings.Contains(q, k) || len(k) < 3 {
					continue // not chosen by pick(), or too short to be a meaningful keep
				}
				if !ks[k] {
					ks[k] = true
					keep = append(keep, k)
				}
			}
			if len(keep) > 6 {
				idx := r.Perm(len(keep))[:6]
				sort.Ints(idx)
				var k6 []string
				for _, i := range idx {
					k6 = append(k6, keep[i])
				}
				keep = k6
			}
			if pii == nil {
				pii = []P{}
			}
			if keep == nil {
				keep = []string{}
			}
			rec := Rec{Q: q, PII: pii, Keep: keep, Clean: t.clean, Kind: t.kind}
			if t.clean && len(pii) > 0 {
				panic("clean template made pii: " + t.kind)
			}
			if !t.clean && len(pii) == 0 {
				continue
			}
			if err := validate(&rec); err != nil {
				fails++
				if fails < 20 {
					fmt.Fprintln(os.Stderr, t.kind, err)
				}
				continue
			}
			seen[q] = true
			out = append(out, rec)
			c++
		}
	}
	gen(pi, 2000)
	gen(cl, 1000)
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	fh, err := os.Create("../c50.ndjson")
	if err != nil {
		panic(err)
	}
	defer fh.Close()
	kinds := map[string]int{}
	for _, rec := range out {
		bs, _ := json.Marshal(rec)
		fh.Write(bs)
		fh.Write([]byte("\n"))
		kinds[rec.Kind]++
	}
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Fprintf(os.Stderr, "%-28s %d\n", k, kinds[k])
	}
	fmt.Fprintf(os.Stderr, "kinds=%d lines=%d validation-retries=%d\n", len(ks), len(out), fails)
}
