package main

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"strings"
	"unicode"
)

// ---- random helpers (all draw from the single seeded rng) ----

func rn(a, b int) int { return a + rng.Intn(b-a+1) } // inclusive

func pick(xs ...string) string { return xs[rng.Intn(len(xs))] }

func chance(p float64) bool { return rng.Float64() < p }

func digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + rng.Intn(10)))
	}
	return sb.String()
}

func nzdigits(n int) string { return fmt.Sprint(rn(1, 9)) + digits(n-1) }

const (
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	hexlc  = "0123456789abcdef"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	b64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
)

func rstr(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.Intn(len(alpha))]
	}
	return string(b)
}

// rtok makes a random token that has at least one digit, one capital and one small letter.
func rtok(n int) string {
	for {
		s := rstr(alnum, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

func rbytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Intn(256))
	}
	return b
}

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func uuid() string {
	h := rstr(hexlc, 32)
	return h[0:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[rng.Intn(4)]) + h[17:20] + "-" + h[20:32]
}

// ---- transliteration to ASCII for e-mail local parts ----

var translit = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ä': "a", 'ă': "a", 'ą': "a", 'ā': "a", 'è': "e", 'é': "e", 'ë': "e", 'ę': "e", 'ė': "e", 'ē': "e",
	'ì': "i", 'í': "i", 'î': "i", 'į': "i", 'ī': "i", 'ò': "o", 'ó': "o", 'ö': "o", 'õ': "o", 'ù': "u", 'ú': "u", 'ü': "u", 'ų': "u", 'ū': "u",
	'ș': "s", 'ş': "s", 'ț': "t", 'ţ': "t", 'č': "c", 'ć': "c", 'ç': "c", 'ċ': "c", 'š': "s", 'ž': "z", 'ż': "z", 'đ': "dj", 'ħ': "h", 'ġ': "g",
	'ģ': "g", 'ķ': "k", 'ļ': "l", 'ņ': "n",
	'α': "a", 'ά': "a", 'β': "v", 'γ': "g", 'δ': "d", 'ε': "e", 'έ': "e", 'ζ': "z", 'η': "i", 'ή': "i", 'θ': "th", 'ι': "i", 'ί': "i", 'ϊ': "i", 'ΐ': "i",
	'κ': "k", 'λ': "l", 'μ': "m", 'ν': "n", 'ξ': "x", 'ο': "o", 'ό': "o", 'π': "p", 'ρ': "r", 'σ': "s", 'ς': "s", 'τ': "t", 'υ': "y", 'ύ': "y", 'ϋ': "y",
	'φ': "f", 'χ': "ch", 'ψ': "ps", 'ω': "o", 'ώ': "o",
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'ѓ': "gj", 'е': "e", 'ж': "zh", 'з': "z", 'ѕ': "dz", 'и': "i", 'й': "y", 'ј': "j", 'к': "k",
	'л': "l", 'љ': "lj", 'м': "m", 'н': "n", 'њ': "nj", 'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t", 'ќ': "kj", 'ћ': "c", 'у': "u", 'ф': "f",
	'х': "h", 'ц': "c", 'ч': "ch", 'џ': "dz", 'ш': "sh", 'щ': "sht", 'ъ': "a", 'ь': "y", 'ю': "yu", 'я': "ya", 'ё': "yo", 'ы': "y", 'э': "e",
}

var grDigraphs = strings.NewReplacer("ου", "ou", "ού", "ou", "αυ", "av", "αύ", "av", "ευ", "ev", "εύ", "ev")

func ascii(s string) string {
	var sb strings.Builder
	for _, r := range grDigraphs.Replace(strings.ToLower(s)) {
		if r < 128 {
			if r >= 'a' && r <= 'z' {
				sb.WriteRune(r)
			}
			continue
		}
		if t, ok := translit[r]; ok {
			sb.WriteString(t)
		}
	}
	return sb.String()
}

// Serbian Latin to Cyrillic.
func srCyr(s string) string {
	pairs := []struct{ l, c string }{
		{"Lj", "Љ"}, {"lj", "љ"}, {"Nj", "Њ"}, {"nj", "њ"}, {"Dž", "Џ"}, {"dž", "џ"},
		{"A", "А"}, {"B", "Б"}, {"V", "В"}, {"G", "Г"}, {"D", "Д"}, {"Đ", "Ђ"}, {"E", "Е"}, {"Ž", "Ж"}, {"Z", "З"}, {"I", "И"}, {"J", "Ј"},
		{"K", "К"}, {"L", "Л"}, {"M", "М"}, {"N", "Н"}, {"O", "О"}, {"P", "П"}, {"R", "Р"}, {"S", "С"}, {"T", "Т"}, {"Ć", "Ћ"}, {"U", "У"},
		{"F", "Ф"}, {"H", "Х"}, {"C", "Ц"}, {"Č", "Ч"}, {"Š", "Ш"},
		{"a", "а"}, {"b", "б"}, {"v", "в"}, {"g", "г"}, {"d", "д"}, {"đ", "ђ"}, {"e", "е"}, {"ž", "ж"}, {"z", "з"}, {"i", "и"}, {"j", "ј"},
		{"k", "к"}, {"l", "л"}, {"m", "м"}, {"n", "н"}, {"o", "о"}, {"p", "п"}, {"r", "р"}, {"s", "с"}, {"t", "т"}, {"ć", "ћ"}, {"u", "у"},
		{"f", "ф"}, {"h", "х"}, {"c", "ц"}, {"č", "ч"}, {"š", "ш"},
	}
	out := s
	for _, p := range pairs {
		out = strings.ReplaceAll(out, p.l, p.c)
	}
	return out
}

func capFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}

// ---- check-digit algorithms ----

func luhnDigit(s string) int {
	sum := 0
	double := true
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return (10 - sum%10) % 10
}

func luhnOK(s string) bool {
	return luhnDigit(s[:len(s)-1]) == int(s[len(s)-1]-'0')
}

func mod97(s string) int {
	n := new(big.Int)
	n.SetString(s, 10)
	return int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
}

func ibanCheck(cc, bban string) string {
	var sb strings.Builder
	for _, r := range bban + cc + "00" {
		if r >= 'A' && r <= 'Z' {
			sb.WriteString(fmt.Sprint(int(r-'A') + 10))
		} else {
			sb.WriteRune(r)
		}
	}
	return fmt.Sprintf("%02d", 98-mod97(sb.String()))
}

func group4(s string) string {
	var parts []string
	for i := 0; i < len(s); i += 4 {
		j := i + 4
		if j > len(s) {
			j = len(s)
		}
		parts = append(parts, s[i:j])
	}
	return strings.Join(parts, " ")
}

func groupBy(s string, gs []int, sep string) string {
	var parts []string
	i := 0
	for _, g := range gs {
		if i+g > len(s) {
			break
		}
		parts = append(parts, s[i:i+g])
		i += g
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}
