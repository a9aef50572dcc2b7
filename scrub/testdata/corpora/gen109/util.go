package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"hash/crc32"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(109))

const (
	dig    = "0123456789"
	hexl   = "0123456789abcdef"
	hexu   = "0123456789ABCDEF"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	alnum  = dig + upper + lower
	lalnum = dig + lower
	ualnum = dig + upper
	b64c   = upper + lower + dig + "+/"
	b64u   = upper + lower + dig + "-_"
	b32u   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

// rs returns n random bytes of alphabet al; for mixed alphabets it insists on
// at least one digit and (when present in al) one capital and one small letter,
// so values look like the random credentials they stand for.
func rs(al string, n int) string {
	for {
		b := make([]byte, n)
		for i := range b {
			b[i] = al[r.Intn(len(al))]
		}
		s := string(b)
		if n < 12 || !strings.ContainsAny(al, dig) || len(al) <= 16 {
			return s
		}
		if !strings.ContainsAny(s, dig) {
			continue
		}
		if strings.ContainsAny(al, upper) && !strings.ContainsAny(s, upper) {
			continue
		}
		if strings.ContainsAny(al, lower) && !strings.ContainsAny(s, lower) {
			continue
		}
		return s
	}
}

func pick[T any](xs ...T) T { return xs[r.Intn(len(xs))] }

func digits(n int) string { return rs(dig, n) }
func nz(n int) string     { return string("123456789"[r.Intn(9)]) + digits(n-1) }
func hx(n int) string     { return rs(hexl, n) }
func between(a, b int) int {
	return a + r.Intn(b-a+1)
}

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func b64std(n int) string { return base64.StdEncoding.EncodeToString(randBytes(n)) }
func b64url(n int) string { return base64.RawURLEncoding.EncodeToString(randBytes(n)) }
func b64s(s string) string {
	return base64.StdEncoding.EncodeToString([]byte(s))
}
func b64us(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func uuid() string {
	return hx(8) + "-" + hx(4) + "-4" + hx(3) + "-" + string("89ab"[r.Intn(4)]) + hx(3) + "-" + hx(12)
}
func sha40() string { return hx(40) }
func sha64() string { return hx(64) }

const b62 = dig + upper + lower

func base62(n uint32) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for n > 0 {
		b = append([]byte{b62[n%62]}, b...)
		n /= 62
	}
	return string(b)
}

// ghToken builds a GitHub-style token: prefix, 30 random base62 and the
// CRC32 of those 30 in base62, left-padded to 6.
func ghToken(prefix string) string {
	body := rs(alnum, 30)
	c := base62(crc32.ChecksumIEEE([]byte(body)))
	for len(c) < 6 {
		c = "0" + c
	}
	return prefix + body + c
}

func isoTime() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", 2023+r.Intn(3), 1+r.Intn(12), 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60))
}
func date() string {
	return fmt.Sprintf("%d-%02d-%02d", 2023+r.Intn(3), 1+r.Intn(12), 1+r.Intn(28))
}
func semver() string { return fmt.Sprintf("%d.%d.%d", r.Intn(6), r.Intn(30), r.Intn(20)) }

// jwt builds a real HS256/RS256/ES256 token: base64url JSON header and payload,
// the HS256 one signed with HMAC-SHA256.
func jwt(payload string) string {
	alg := pick("HS256", "RS256", "RS256", "ES256")
	var hdr string
	switch r.Intn(3) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, rs(alnum, 20))
	default:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	}
	si := b64us(hdr) + "." + b64us(payload)
	var sig string
	switch alg {
	case "HS256":
		m := hmac.New(sha256.New, randBytes(32))
		m.Write([]byte(si))
		sig = base64.RawURLEncoding.EncodeToString(m.Sum(nil))
	case "RS256":
		sig = b64url(256)
	default:
		sig = b64url(64)
	}
	return si + "." + sig
}

func unixT() int64 { return 1700000000 + int64(r.Intn(60000000)) }

var firsts = []string{"jane", "omar", "li", "priya", "lukas", "sofia", "mateo", "aiko", "noah", "fatima", "ivan", "chloe", "diego", "mei", "samuel", "amara", "tomas", "yuki", "elena", "kwame", "hannah", "ravi", "olga", "pedro", "zoe", "marcus", "ines", "arjun", "nina", "felix", "leila", "bjorn", "grace", "hiro", "ana", "david", "sara", "emeka", "julia", "wei"}
var lasts = []string{"doe", "haddad", "chen", "sharma", "becker", "rossi", "garcia", "tanaka", "smith", "khan", "petrov", "martin", "lopez", "wang", "okafor", "mensah", "novak", "sato", "ionescu", "asante", "schulz", "iyer", "sokolova", "silva", "tran", "johnson", "moreau", "patel", "kowalski", "weber", "nasser", "lindqvist", "obrien", "nakamura", "costa", "cohen", "berg", "eze", "fischer", "zhang"}
var orgDomains = []string{"northwind.io", "acme-corp.com", "lumenlabs.dev", "fabrikam.co", "brightpath.ai", "quantaflow.com", "helio-systems.de", "tessera.fr", "kairo.jp", "orbital-pay.com", "greenfield.org", "datalyne.io", "stackwise.dev", "mercado-norte.com.br", "polaris-health.com"}
var mailDomains = []string{"gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "hotmail.com", "fastmail.com", "gmx.de", "web.de", "yandex.ru", "qq.com", "naver.com"}

func cap1(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

type person struct{ First, Last, Email string }

func newPerson() person {
	f, l := pick(firsts...), pick(lasts...)
	var e string
	switch r.Intn(6) {
	case 0:
		e = f + "." + l + "@" + pick(orgDomains...)
	case 1:
		e = f[:1] + l + digits(r.Intn(3)) + "@" + pick(orgDomains...)
	case 2:
		e = f + "." + l + digits(2) + "@" + pick(mailDomains...)
	case 3:
		e = f + "_" + l + "@" + pick(mailDomains...)
	case 4:
		e = f + "+" + pick("github", "ci", "dev", "stripe") + "@" + pick(orgDomains...)
	default:
		e = l + "." + f + "@" + pick(orgDomains...)
	}
	return person{cap1(f), cap1(l), e}
}

// Luhn-valid card with a real issuer prefix.
func luhnDigit(s string) byte {
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

func card() (string, string) {
	var pre string
	n := 16
	brand := pick("visa", "visa", "mc", "mc2", "amex", "disc", "jcb", "unionpay", "diners")
	switch brand {
	case "visa":
		pre = "4" + nz(5)
	case "mc":
		pre = fmt.Sprintf("5%d", 1+r.Intn(5)) + digits(4)
	case "mc2":
		pre = fmt.Sprintf("2%d", 221+r.Intn(499)) + digits(2)
	case "amex":
		pre, n = pick("34", "37")+digits(4), 15
	case "disc":
		pre = pick("6011", "6500", "6521", "6445") + digits(2)
	case "jcb":
		pre = fmt.Sprintf("35%d", 28+r.Intn(62)) + digits(2)
	case "unionpay":
		pre = "62" + pick("2126", "1234", "2588", "1700") + ""
	case "diners":
		pre, n = "36"+digits(4), 14
	}
	s := pre + digits(n-1-len(pre))
	s += string(luhnDigit(s))
	return s, brand
}

func groupCard(s, sep string) string {
	if len(s) == 15 {
		return s[:4] + sep + s[4:10] + sep + s[10:]
	}
	if len(s) == 14 {
		return s[:4] + sep + s[4:10] + sep + s[10:]
	}
	var parts []string
	for i := 0; i < len(s); i += 4 {
		e := i + 4
		if e > len(s) {
			e = len(s)
		}
		parts = append(parts, s[i:e])
	}
	return strings.Join(parts, sep)
}

func luhnFail(n int) string {
	s := "4" + digits(n-2)
	d := luhnDigit(s)
	return s + string('0'+(d-'0'+1+byte(r.Intn(8)))%10)
}

func ssn() string {
	for {
		a := 1 + r.Intn(899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d-%02d-%04d", a, 1+r.Intn(99), 1+r.Intn(9999))
	}
}

func itin() string {
	g := pick(50+r.Intn(16), 70+r.Intn(19), 90+r.Intn(3), 94+r.Intn(6))
	return fmt.Sprintf("9%02d-%02d-%04d", r.Intn(100), g, 1+r.Intn(9999))
}

var usAreas = []string{"212", "415", "646", "312", "206", "617", "303", "512", "404", "720", "305", "213", "628", "347", "503", "602", "617", "702", "919", "972", "408", "425", "469", "773"}

func phone() string {
	ex := fmt.Sprintf("%d%02d", 2+r.Intn(8), r.Intn(100))
	for ex[1:] == "55" || ex == "555" {
		ex = fmt.Sprintf("%d%02d", 2+r.Intn(8), r.Intn(100))
	}
	a, s := pick(usAreas...), digits(4)
	switch r.Intn(11) {
	case 0:
		return "+1 " + a + "-" + ex + "-" + s
	case 1:
		return "(" + a + ") " + ex + "-" + s
	case 2:
		return "+1" + a + ex + s
	case 3:
		return a + "-" + ex + "-" + s
	case 4:
		return "+44 7" + pick("4", "5", "8", "9") + digits(2) + " " + digits(6)
	case 5:
		return "+49 1" + pick("51", "52", "60", "70", "76") + " " + digits(8)
	case 6:
		return "+33 6 " + digits(2) + " " + digits(2) + " " + digits(2) + " " + digits(2)
	case 7:
		return "+91 9" + digits(4) + " " + digits(5)
	case 8:
		return "+55 11 9" + digits(4) + "-" + digits(4)
	case 9:
		return "+81 90-" + digits(4) + "-" + digits(4)
	default:
		return "+61 4" + digits(2) + " " + digits(3) + " " + digits(3)
	}
}

// ---- bech32 (age keys) ----
const bech = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

func bechPoly(v []int) int {
	gen := []int{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3}
	chk := 1
	for _, x := range v {
		b := chk >> 25
		chk = (chk&0x1ffffff)<<5 ^ x
		for i := 0; i < 5; i++ {
			if (b>>i)&1 == 1 {
				chk ^= gen[i]
			}
		}
	}
	return chk
}

func bech32(hrp string, data []byte) string {
	// convert 8-bit to 5-bit
	var v []int
	acc, bits := 0, 0
	for _, b := range data {
		acc = acc<<8 | int(b)
		bits += 8
		for bits >= 5 {
			bits -= 5
			v = append(v, (acc>>bits)&31)
		}
	}
	if bits > 0 {
		v = append(v, (acc<<(5-bits))&31)
	}
	var exp []int
	for _, c := range hrp {
		exp = append(exp, int(c)>>5)
	}
	exp = append(exp, 0)
	for _, c := range hrp {
		exp = append(exp, int(c)&31)
	}
	pm := bechPoly(append(append(exp, v...), 0, 0, 0, 0, 0, 0)) ^ 1
	for i := 0; i < 6; i++ {
		v = append(v, (pm>>(5*(5-i)))&31)
	}
	out := hrp + "1"
	for _, x := range v {
		out += string(bech[x])
	}
	return out
}

// ---- base58check (Bitcoin WIF keys) ----
const b58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

func base58check(payload []byte) string {
	h1 := sha256.Sum256(payload)
	h2 := sha256.Sum256(h1[:])
	full := append(append([]byte{}, payload...), h2[:4]...)
	// big-number conversion
	num := append([]byte{}, full...)
	var out []byte
	for len(num) > 0 {
		var rem int
		var q []byte
		for _, b := range num {
			acc := rem*256 + int(b)
			d := acc / 58
			rem = acc % 58
			if len(q) > 0 || d > 0 {
				q = append(q, byte(d))
			}
		}
		out = append([]byte{b58[rem]}, out...)
		num = q
	}
	for _, b := range full {
		if b != 0 {
			break
		}
		out = append([]byte{'1'}, out...)
	}
	return string(out)
}

func choose(fs ...func() string) string { return fs[r.Intn(len(fs))]() }
