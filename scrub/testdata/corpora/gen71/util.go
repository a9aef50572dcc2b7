package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(71))

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

// B builds a query so that every label is a substring by construction.
type B struct {
	sb   strings.Builder
	pii  []P
	keep []string
}

func (b *B) t(f string, a ...any) *B {
	if len(a) == 0 {
		b.sb.WriteString(f)
	} else {
		b.sb.WriteString(fmt.Sprintf(f, a...))
	}
	return b
}
func (b *B) p(fam, v string) *B { b.sb.WriteString(v); b.pii = append(b.pii, P{fam, v}); return b }
func (b *B) k(v string) *B      { b.sb.WriteString(v); b.keep = append(b.keep, v); return b }

// label-only helpers (the value was written inside some encoding by the caller)
func (b *B) lp(fam, v string) { b.pii = append(b.pii, P{fam, v}) }
func (b *B) lk(v string)      { b.keep = append(b.keep, v) }

func pick[T any](xs []T) T  { return xs[r.Intn(len(xs))] }
func rn(lo, hi int) int     { return lo + r.Intn(hi-lo+1) }
func chance(p float64) bool { return r.Float64() < p }

func digits(n int) string {
	var s strings.Builder
	for i := 0; i < n; i++ {
		s.WriteByte(byte('0' + r.Intn(10)))
	}
	return s.String()
}
func digitsNZ(n int) string { return string(byte('1'+r.Intn(9))) + digits(n-1) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexd = "0123456789abcdef"

func randFrom(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// secretish: random alnum with at least 2 digits and 2 capitals
func secretish(n int) string {
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
		if d >= 2 && u >= 2 {
			return s
		}
	}
}

func b64u(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

// ---------- JWT ----------
func jwt() string {
	var hdr string
	switch r.Intn(3) {
	case 0:
		hdr = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		hdr = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, randFrom(hexd, 16))
	default:
		hdr = `{"typ":"JWT","alg":"ES256"}`
	}
	iat := 1735689600 + r.Intn(31536000)
	payloads := []string{
		fmt.Sprintf(`{"sub":"pac_%d","clinic_id":%d,"role":"patient","iat":%d,"exp":%d}`, rn(10000, 999999), rn(10, 9999), iat, iat+3600),
		fmt.Sprintf(`{"sub":"%d","name":"recepcion","scope":"agenda:read agenda:write","iat":%d,"exp":%d}`, rn(1000, 99999), iat, iat+86400),
		fmt.Sprintf(`{"iss":"https://auth.%s","aud":"portal-resultados","sub":"%s","iat":%d,"exp":%d}`, pick([]string{"labclinico.mx", "vidalab.com.br", "medilab.ph", "klinikku.id", "phongkham.vn"}), randFrom(hexd, 24), iat, iat+900),
	}
	p := pick(payloads)
	sig := 32
	if strings.Contains(hdr, "RS256") {
		sig = 256
	} else if strings.Contains(hdr, "ES256") {
		sig = 64
	}
	return b64u([]byte(hdr)) + "." + b64u([]byte(p)) + "." + b64u(randBytes(sig))
}

// ---------- cards ----------
func luhnComplete(prefix string, length int) string {
	s := prefix + digits(length-len(prefix)-1)
	sum := 0
	for i := 0; i < len(s); i++ {
		d := int(s[len(s)-1-i] - '0')
		if i%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return s + string(byte('0'+(10-sum%10)%10))
}

func luhnOK(s string) bool {
	sum := 0
	for i := 0; i < len(s); i++ {
		d := int(s[len(s)-1-i] - '0')
		if i%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

type cardKind struct {
	name   string
	prefix func() string
	length int
}

var cardKinds = []cardKind{
	{"Visa", func() string {
		return "4" + pick([]string{"152", "213", "509", "551", "915", "000", "898", "766", "111", "970"})
	}, 16},
	{"Visa", func() string { return "4" + pick([]string{"0", "5", "9"}) }, 16},
	{"Mastercard", func() string { return pick([]string{"51", "52", "53", "54", "55"}) }, 16},
	{"Mastercard", func() string { return fmt.Sprint(rn(2221, 2720)) }, 16},
	{"Amex", func() string { return pick([]string{"34", "37"}) }, 15},
	{"Elo", func() string {
		return pick([]string{"636368", "438935", "504175", "451416", "636297", "506722", "650031"})
	}, 16},
	{"Hipercard", func() string { return "606282" }, 16},
	{"Diners", func() string { return pick([]string{"36", "38"}) }, 14},
	{"JCB", func() string { return fmt.Sprint(rn(3528, 3589)) }, 16},
	{"UnionPay", func() string { return "62" + fmt.Sprint(rn(2126, 2925))[1:] }, 16},
	{"Discover", func() string { return "6011" }, 16},
}

// card returns brand, formatted number
func card() (string, string) {
	k := cardKinds[r.Intn(len(cardKinds))]
	n := luhnComplete(k.prefix(), k.length)
	return k.name, fmtCard(n)
}
func cardOf(brand string) string {
	for {
		k := cardKinds[r.Intn(len(cardKinds))]
		if k.name == brand {
			return fmtCard(luhnComplete(k.prefix(), k.length))
		}
	}
}

func fmtCard(n string) string {
	style := r.Intn(4)
	switch len(n) {
	case 15: // amex 4-6-5
		switch style {
		case 0, 1:
			return n[:4] + " " + n[4:10] + " " + n[10:]
		case 2:
			return n[:4] + "-" + n[4:10] + "-" + n[10:]
		}
		return n
	case 14: // diners 4-6-4
		if style < 2 {
			return n[:4] + " " + n[4:10] + " " + n[10:]
		}
		return n
	}
	switch style {
	case 0, 1:
		return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:]
	case 2:
		return n[:4] + "-" + n[4:8] + "-" + n[8:12] + "-" + n[12:]
	}
	return n
}

func last4() string { return digits(4) }

// ---------- SSN ----------
func ssnParts() (string, string, string) {
	var a int
	for {
		a = rn(1, 899)
		if a != 666 {
			break
		}
	}
	g := rn(1, 99)
	s := rn(1, 9999)
	if a == 987 && g == 65 {
		g = 64
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
}
func ssn() string { a, g, s := ssnParts(); return a + "-" + g + "-" + s }
func itin() string {
	g := pick([]int{rn(50, 65), rn(70, 88), rn(90, 92), rn(94, 99)})
	return fmt.Sprintf("9%02d-%02d-%04d", r.Intn(100), g, rn(1, 9999))
}

// ---------- emails ----------
var fold = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ñ", "n", "ã", "a", "õ", "o", "ç", "c", "â", "a", "ê", "e", "ô", "o", "à", "a", "è", "e", "ì", "i", "ò", "o", "ü", "u", " ", "")

func email(given, sur string, domains []string) string {
	g := strings.ToLower(fold.Replace(given))
	s := strings.ToLower(fold.Replace(sur))
	var local string
	switch r.Intn(6) {
	case 0:
		local = g + "." + s
	case 1:
		local = g + s + fmt.Sprint(rn(1, 99))
	case 2:
		local = g[:1] + s
	case 3:
		local = g + "_" + s + fmt.Sprint(rn(60, 2005))
	case 4:
		local = s + "." + g
	default:
		local = g + fmt.Sprint(rn(100, 9999))
	}
	return local + "@" + pick(domains)
}

func jsonStr(s string) string {
	var sb strings.Builder
	enc := json.NewEncoder(&sb)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	return strings.TrimSpace(sb.String())
}

func b64std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
