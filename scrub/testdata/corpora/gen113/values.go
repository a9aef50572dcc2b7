package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(113))

// used holds every pii value handed out (lookup only, never iterated).
var used = map[string]bool{}

func pick[T any](xs []T) T { return xs[r.Intn(len(xs))] }

func rng(lo, hi int) int { return lo + r.Intn(hi-lo+1) }

func chance(p float64) bool { return r.Float64() < p }

func digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + r.Intn(10)))
	}
	return sb.String()
}

// nzdigits: n digits, first not zero
func nzdigits(n int) string {
	return string(byte('1'+r.Intn(9))) + digits(n-1)
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const lowhex = "0123456789abcdef"
const b64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

func randFrom(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// randTok: random alnum with at least two digits and two capitals.
func randTok(n int) string {
	for {
		s := randFrom(alnum, n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			} else if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && u >= 2 {
			return s
		}
	}
}

func uniq(gen func() string) string {
	for i := 0; i < 10000; i++ {
		v := gen()
		if !used[v] {
			used[v] = true
			return v
		}
	}
	panic("uniq: cannot generate a fresh value")
}

// ---------------------------------------------------------------- Luhn

func luhnSum(s string, withCheck bool) int {
	sum := 0
	double := !withCheck
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
	return sum
}

func luhnOK(s string) bool { return luhnSum(s, true)%10 == 0 }

func luhnComplete(body string) string {
	c := (10 - luhnSum(body, false)%10) % 10
	return body + string(byte('0'+c))
}

// luhnFail makes a digit string that fails Luhn (for look-alikes).
func luhnFail(s string) string {
	if !luhnOK(s) {
		return s
	}
	last := s[len(s)-1]
	nd := byte('0' + (int(last-'0')+3)%10)
	return s[:len(s)-1] + string(nd)
}

// ---------------------------------------------------------------- cards

type issuer struct {
	name   string
	prefix func() string
	length int
}

var issuers = []issuer{
	{"visa", func() string { return "4" + digits(5) }, 16},
	{"mastercard", func() string { return fmt.Sprint(rng(51, 55)) + digits(4) }, 16},
	{"mastercard2", func() string { return fmt.Sprint(rng(2221, 2720)) + digits(2) }, 16},
	{"amex", func() string { return pick([]string{"34", "37"}) + digits(4) }, 15},
	{"discover", func() string { return "6011" + digits(2) }, 16},
	{"jcb", func() string { return fmt.Sprint(rng(3528, 3589)) + digits(2) }, 16},
	{"unionpay", func() string { return "62" + pick([]string{"2202", "2848", "1700", "1483", "1226", "5880"}) }, 19},
	{"unionpay16", func() string { return "62" + pick([]string{"2588", "1799", "2609"}) }, 16},
	{"mir", func() string { return fmt.Sprint(rng(2200, 2204)) + digits(2) }, 16},
	{"troy", func() string { return "9792" + digits(2) }, 16},
	{"maestro", func() string { return pick([]string{"6759", "6761", "6763"}) + digits(2) }, 16},
	{"diners", func() string { return pick([]string{"36", "38"}) + digits(4) }, 14},
}

func issuerBy(name string) issuer {
	for _, is := range issuers {
		if is.name == name {
			return is
		}
	}
	panic(name)
}

func cardDigits(name string) string {
	is := issuerBy(name)
	return uniq(func() string {
		p := is.prefix()
		return luhnComplete(p + digits(is.length-len(p)-1))
	})
}

func groupDigits(d string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		if i+n > len(d) {
			n = len(d) - i
		}
		parts = append(parts, d[i:i+n])
		i += n
	}
	if i < len(d) {
		parts = append(parts, d[i:])
	}
	return strings.Join(parts, sep)
}

// card returns a formatted, Luhn-valid, unique card number for the issuer.
func card(name string) string {
	for {
		d := cardDigits(name)
		var s string
		switch len(d) {
		case 15:
			s = pick([]string{groupDigits(d, []int{4, 6, 5}, " "), groupDigits(d, []int{4, 6, 5}, "-"), d})
		case 14:
			s = pick([]string{groupDigits(d, []int{4, 6, 4}, " "), d})
		case 19:
			s = pick([]string{groupDigits(d, []int{4, 4, 4, 4, 3}, " "), d, groupDigits(d, []int{6, 13}, " ")})
		default:
			s = pick([]string{groupDigits(d, []int{4, 4, 4, 4}, " "), groupDigits(d, []int{4, 4, 4, 4}, " "), groupDigits(d, []int{4, 4, 4, 4}, "-"), d})
		}
		if s == d || !used[s] {
			used[s] = true
			return s
		}
	}
}

// ---------------------------------------------------------------- SSN

func ssnDigits(itin bool) string {
	return uniq(func() string {
		var a int
		if itin {
			a = rng(900, 999)
			groups := []int{}
			for g := 50; g <= 65; g++ {
				groups = append(groups, g)
			}
			for g := 70; g <= 88; g++ {
				groups = append(groups, g)
			}
			for _, g := range []int{90, 91, 92, 94, 95, 96, 97, 98, 99} {
				groups = append(groups, g)
			}
			return fmt.Sprintf("%03d%02d%04d", a, pick(groups), rng(1, 9999))
		}
		for {
			a = rng(1, 899)
			if a != 666 {
				break
			}
		}
		return fmt.Sprintf("%03d%02d%04d", a, rng(1, 99), rng(1, 9999))
	})
}

func ssn(itin bool, sep string) string {
	d := ssnDigits(itin)
	if sep == "none" {
		return d
	}
	return d[:3] + sep + d[3:5] + sep + d[5:]
}

// invalid SSN look-alikes
func badSSN() string {
	switch r.Intn(5) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", rng(10, 99), rng(1000, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", rng(10, 99), rng(1000, 9999))
	case 2:
		return fmt.Sprintf("%03d-00-%04d", rng(100, 665), rng(1000, 9999))
	case 3:
		return fmt.Sprintf("%03d-%02d-0000", rng(100, 665), rng(10, 99))
	}
	return fmt.Sprintf("987-65-432%d", rng(0, 9))
}

// ---------------------------------------------------------------- JWT

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func uuid() string {
	h := randFrom(lowhex, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.Intn(4)]) + h[17:20] + "-" + h[20:]
}

func jwt(email string) string {
	return uniq(func() string {
		iat := 1704067200 + r.Intn(60*86400*6)
		var hdr, pl string
		var sig int
		switch r.Intn(4) {
		case 0:
			hdr = `{"alg":"HS256","typ":"JWT"}`
			sig = 32
		case 1:
			hdr = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, randFrom(lowhex, 16))
			sig = 256
		case 2:
			hdr = fmt.Sprintf(`{"alg":"ES256","typ":"JWT","kid":"%s"}`, randTok(10))
			sig = 64
		default:
			hdr = `{"typ":"JWT","alg":"HS512"}`
			sig = 64
		}
		switch r.Intn(4) {
		case 0:
			pl = fmt.Sprintf(`{"sub":"%d","name":"user","iat":%d,"exp":%d}`, rng(10000, 9999999), iat, iat+3600)
		case 1:
			em := email
			if em == "" {
				em = "u" + digits(6) + "@mail.app"
			}
			pl = fmt.Sprintf(`{"sub":"%s","email":"%s","scope":"openid profile email","iat":%d,"exp":%d}`, uuid(), em, iat, iat+900)
		case 2:
			pl = fmt.Sprintf(`{"iss":"https://auth.%s.com/","aud":"%s","sub":"auth0|%s","iat":%d,"exp":%d,"purpose":"password_reset"}`, pick([]string{"shopify", "bookly", "kundenportal", "ticketing", "payhub"}), randTok(12), randFrom(lowhex, 24), iat, iat+86400)
		default:
			pl = fmt.Sprintf(`{"uid":%d,"role":"customer","jti":"%s","iat":%d,"exp":%d}`, rng(1000, 999999), uuid(), iat, iat+7200)
		}
		sb := make([]byte, sig)
		for i := range sb {
			sb[i] = byte(r.Intn(256))
		}
		return b64(hdr) + "." + b64(pl) + "." + base64.RawURLEncoding.EncodeToString(sb)
	})
}

// ---------------------------------------------------------------- secrets

func secret(kind string) string {
	return uniq(func() string {
		switch kind {
		case "ghp":
			return "ghp_" + randTok(36)
		case "github_pat":
			return "github_pat_11" + randTok(20) + "_" + randTok(59)
		case "xoxb":
			return fmt.Sprintf("xoxb-%s-%s-%s", nzdigits(12), nzdigits(13), randTok(24))
		case "xoxp":
			return fmt.Sprintf("xoxp-%s-%s-%s-%s", nzdigits(12), nzdigits(12), nzdigits(13), randFrom(lowhex, 32))
		case "sk_live":
			return "sk_live_51" + randTok(96)
		case "rk_live":
			return "rk_live_51" + randTok(60)
		case "openai":
			return "sk-proj-" + randTok(48) + "_" + randTok(20) + "-" + randTok(20)
		case "anthropic":
			return "sk-ant-api03-" + randTok(86) + "-" + randTok(6) + "AA"
		case "glpat":
			return "glpat-" + randTok(20)
		case "sendgrid":
			return "SG." + randTok(22) + "." + randTok(43)
		case "google":
			return "AIza" + randTok(35)
		case "aws":
			return randTok(40)
		case "opaque":
			return randTok(rng(32, 48))
		case "hex":
			return randFrom(lowhex, 40)
		case "tgbot":
			return nzdigits(10) + ":AA" + randTok(33)
		case "twilio":
			return randFrom(lowhex, 32)
		case "mailchimp":
			return randFrom(lowhex, 32) + "-us" + fmt.Sprint(rng(2, 21))
		case "npm":
			return "npm_" + randTok(36)
		case "hf":
			return "hf_" + randTok(34)
		case "shpat":
			return "shpat_" + randFrom(lowhex, 32)
		case "notion":
			return "secret_" + randTok(43)
		case "doppler":
			return "dp.pt." + randTok(43)
		}
		panic(kind)
	})
}

var pwWords = []string{"Sommer", "Winter", "Kaffee", "Sonnenblume", "Fenster", "Bretagne", "Soleil", "Papillon", "Mariposa", "Girasol", "Saudade", "Cachorro", "Gelato", "Tramonto", "Fiets", "Tulpen", "Wiosna", "Kotek", "Sakura", "Tokyo", "Panda", "Moskva", "Zvezda", "Istanbul", "Deniz", "Harbor", "Maple", "Sunset", "Falcon", "Orchid", "Blue", "River", "Pixel", "Tango", "Bravo", "Castle"}

// password returns a chosen-looking password (letters and digits, sometimes a symbol).
func password() string {
	return uniq(func() string {
		switch r.Intn(6) {
		case 0:
			return pick(pwWords) + pick([]string{"#", "!", "$", "?", "."}) + fmt.Sprint(rng(1970, 2025))
		case 1:
			return pick(pwWords) + fmt.Sprint(rng(10, 999)) + pick([]string{"!", "*", "&", "%", "+"}) + strings.ToLower(pick(pwWords))[:3]
		case 2:
			return randFrom("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789", 4) + pick([]string{"-", "#", "@", "!"}) + randTok(7)
		case 3:
			return randTok(rng(10, 16))
		case 4:
			return strings.ToLower(pick(pwWords)) + "." + strings.ToLower(pick(pwWords)) + "." + fmt.Sprint(rng(10, 99))
		}
		return randFrom("abcdefghijkmnopqrstuvwxyz", 3) + fmt.Sprint(rng(100, 999)) + randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + pick([]string{"!", "?", "#"}) + fmt.Sprint(rng(10, 99))
	})
}

// wifiPassword: sometimes letters only, as people set them.
func wifiPassword() string {
	return uniq(func() string {
		if chance(0.3) {
			return strings.ToLower(pick(pwWords)) + strings.ToLower(pick(pwWords)) + strings.ToLower(pick(pwWords))
		}
		if chance(0.3) {
			return nzdigits(rng(10, 16))
		}
		return password() + "x"
	})
}

// ---------------------------------------------------------------- look-alikes (keep)

func kOrderAmazon() string {
	return fmt.Sprintf("%03d-%s-%s", pick([]int{302, 303, 304, 305, 26, 171, 112, 113, 114, 405, 406, 407}), digits(7), digits(7))
}

func kLongFail(n int) string { return luhnFail(nzdigits(n)) }

func kOTRS() string {
	return luhnFail(fmt.Sprintf("2024%02d%02d1%s", rng(1, 12), rng(1, 28), digits(7)))
}

func kTrack() string {
	switch r.Intn(8) {
	case 0:
		return luhnFail("00340434" + digits(12))
	case 1:
		return "1Z" + randFrom("0123456789ABCDEFGHJKLMNPRSTUVWXYZ", 6) + digits(10)
	case 2:
		return "JJD" + digits(15)
	case 3:
		return pick([]string{"LX", "RR", "CP", "OJ", "LP"}) + digits(9) + pick([]string{"DE", "BR", "CN", "FR", "NL", "TR"})
	case 4:
		return "SF" + digits(13)
	case 5:
		return "3S" + randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 4) + digits(9)
	case 6:
		return luhnFail(nzdigits(14))
	}
	return "Z" + randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7)
}

// kYamato: a Japanese Yamato/Sagawa slip number, 4-4-4.
func kYamato() string {
	return fmt.Sprintf("%d%s-%s-%s", rng(2, 7), digits(3), digits(4), digits(4))
}

func kVersion() string {
	return fmt.Sprintf("%d.%d.%d", rng(1, 17), rng(0, 30), rng(0, 40))
}

func kMsgID(dom string) string {
	switch r.Intn(4) {
	case 0:
		return "<CA" + randFrom(b64url[:62], 2) + randTok(30) + "+" + randTok(8) + "@mail.gmail.com>"
	case 1:
		return fmt.Sprintf("<%d%02d%02d%s.%s@%s>", rng(2023, 2025), rng(1, 12), rng(1, 28), digits(6), randFrom("0123456789ABCDEF", 8), dom)
	case 2:
		p := "AM" + digits(1) + "PR" + digits(2) + "MB" + digits(4)
		return "<" + p + randFrom("0123456789ABCDEF", 16) + "@" + p + ".eurprd0" + digits(1) + ".prod.outlook.com>"
	}
	return "<" + uuid() + "@" + dom + ">"
}

func kMaskCard() string {
	return pick([]string{"**** **** **** ", "XXXX-XXXX-XXXX-", "•••• ", "xxxx ", "************"}) + digits(4)
}

func kMeetingID() string {
	return fmt.Sprintf("%s %s %s", nzdigits(3), digits(4), digits(4))
}

func kUUID() string { return uuid() }

func kSHA() string { return randFrom(lowhex, rng(7, 12)) }

func kIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{10, 172, 192}), rng(0, 255), rng(0, 255), rng(1, 254))
}

// clock returns n increasing times of day, for chat exports.
func clock(n int) []string {
	t := rng(6*60, 20*60)
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%02d:%02d", (t/60)%24, t%60)
		t += rng(0, 25)
	}
	return out
}
