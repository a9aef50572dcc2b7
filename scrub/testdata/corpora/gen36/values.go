package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexd = "0123456789abcdef"

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.Intn(len(xs))] }

func rstr(r *rand.Rand, alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// secretBody: random, has digits, capitals and lowercase, no long runs.
func secretBody(r *rand.Rand, alpha string, n int) string {
	for {
		s := rstr(r, alpha, n)
		if s[0] == '-' || s[0] == '_' || s[n-1] == '-' || s[n-1] == '_' {
			continue
		}
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") &&
			(strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") || !strings.ContainsAny(alpha, "abcdefghijklmnopqrstuvwxyz")) {
			low := strings.ToLower(s)
			if !strings.Contains(low, "example") && !strings.Contains(low, "your") && !strings.Contains(low, "here") && !strings.Contains(low, "xxxx") && !strings.Contains(low, "test") {
				return s
			}
		}
	}
}

func digits(r *rand.Rand, n int) string {
	for {
		s := rstr(r, "0123456789", n)
		if n < 3 || strings.Count(s, s[:1]) < n {
			return s
		}
	}
}

func nz(r *rand.Rand, n int) string { // first digit 2-9
	return string(byte('2'+r.Intn(8))) + digits(r, n-1)
}

var firsts = []string{"jane", "john", "maria", "wei", "priya", "ahmed", "sofia", "lukas", "emma", "noah", "olivia", "liam", "yuki", "chen", "fatima", "diego", "anna", "omar", "isabel", "tom", "grace", "mateo", "elena", "kenji", "aisha", "pierre", "lena", "raj", "sara", "marco"}
var lasts = []string{"roe", "smith", "garcia", "zhang", "patel", "hassan", "rossi", "muller", "dubois", "kim", "nguyen", "okafor", "tanaka", "silva", "kowalski", "jensen", "novak", "ibrahim", "oconnor", "schmidt", "lopez", "martin", "ivanova", "costa", "yamamoto", "brown", "wilson", "moreau", "fischer", "larsen"}
var domains = []string{"gmail.com", "outlook.com", "yahoo.co.uk", "proton.me", "icloud.com", "gmx.de", "web.de", "orange.fr", "libero.it", "naver.com", "qq.com", "yandex.ru", "hey.com", "fastmail.fm", "acme-logistics.com", "northwind.io", "brightpath.health", "contoso.com", "fabrikam.co", "globex.net", "initech.org", "mail.utoronto.ca", "student.uva.nl", "corp.tailwind.dev", "hooli.app", "umbrella.com.au", "stark-industries.co.jp", "wayne.enterprises", "pied.piper.io", "bluth.company"}

func cap1(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func name(r *rand.Rand) (string, string) { return pick(r, firsts), pick(r, lasts) }

func email(r *rand.Rand) string {
	f, l := name(r)
	d := pick(r, domains)
	switch r.Intn(7) {
	case 0:
		return f + "." + l + "@" + d
	case 1:
		return f[:1] + l + "@" + d
	case 2:
		return f + l + fmt.Sprint(r.Intn(99)+1) + "@" + d
	case 3:
		return f + "_" + l + "@" + d
	case 4:
		return f + "+" + pick(r, []string{"kb", "billing", "news", "agent"}) + "@" + d
	case 5:
		return cap1(f) + "." + cap1(l) + "@" + d
	default:
		return l + "." + f + "@" + d
	}
}

var usAreas = []string{"212", "213", "312", "415", "510", "617", "646", "702", "713", "718", "805", "917", "206", "303", "404", "480", "503", "512", "571", "602", "615", "678", "720", "857", "929", "416", "604", "514"}

func exch(r *rand.Rand) string {
	for {
		e := nz(r, 3)
		if e[1:] != "11" && e != "555" {
			return e
		}
	}
}

// phone returns a phone number in a realistic format.
// national: whether a trunk/national format (no +).
func phone(r *rand.Rand, national bool) string {
	if national {
		switch r.Intn(14) {
		case 0:
			return "(" + pick(r, usAreas) + ") " + exch(r) + "-" + digits(r, 4)
		case 1:
			return pick(r, usAreas) + "-" + exch(r) + "-" + digits(r, 4)
		case 2:
			return pick(r, usAreas) + "." + exch(r) + "." + digits(r, 4)
		case 3:
			return "020 7" + digits(r, 3) + " " + digits(r, 4)
		case 4:
			return "07" + pick(r, []string{"4", "5", "7", "8", "9"}) + digits(r, 2) + " " + digits(r, 6)
		case 5:
			return "030 " + nz(r, 7)
		case 6:
			return "01" + pick(r, []string{"51", "52", "60", "70", "76"}) + " " + nz(r, 8)
		case 7:
			return "0" + pick(r, []string{"1", "6", "7"}) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2)
		case 8:
			return "03-" + nz(r, 4) + "-" + digits(r, 4)
		case 9:
			return "0" + pick(r, []string{"90", "80", "70"}) + "-" + nz(r, 4) + "-" + digits(r, 4)
		case 10:
			return "(02) 9" + digits(r, 3) + " " + digits(r, 4)
		case 11:
			return "04" + digits(r, 2) + " " + digits(r, 3) + " " + digits(r, 3)
		case 12:
			return "(11) 9" + nz(r, 4) + "-" + digits(r, 4)
		default:
			return "06." + digits(r, 2) + "." + digits(r, 2) + "." + digits(r, 2) + "." + digits(r, 2)
		}
	}
	switch r.Intn(26) {
	case 0:
		return "+1 " + pick(r, usAreas) + " " + exch(r) + " " + digits(r, 4)
	case 1:
		return "+1 (" + pick(r, usAreas) + ") " + exch(r) + "-" + digits(r, 4)
	case 2:
		return "+1-" + pick(r, usAreas) + "-" + exch(r) + "-" + digits(r, 4)
	case 3:
		return "+1" + pick(r, usAreas) + exch(r) + digits(r, 4)
	case 4:
		return "+44 20 7" + digits(r, 3) + " " + digits(r, 4)
	case 5:
		return "+44 7" + pick(r, []string{"4", "5", "7", "8", "9"}) + digits(r, 2) + " " + digits(r, 6)
	case 6:
		return "+447" + pick(r, []string{"4", "5", "7", "8", "9"}) + digits(r, 8)
	case 7:
		return "+49 30 " + nz(r, 7)
	case 8:
		return "+49 1" + pick(r, []string{"51", "52", "60", "70", "76"}) + " " + nz(r, 8)
	case 9:
		return "+49 (0)" + pick(r, []string{"30", "89", "40", "221"}) + " " + nz(r, 7)
	case 10:
		return "+33 1 " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2)
	case 11:
		return "+33 6 " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2)
	case 12:
		return "+34 6" + digits(r, 2) + " " + digits(r, 3) + " " + digits(r, 3)
	case 13:
		return "+39 06 " + digits(r, 4) + " " + digits(r, 4)
	case 14:
		return "+39 3" + digits(r, 2) + " " + digits(r, 3) + " " + digits(r, 4)
	case 15:
		return "+31 6 " + digits(r, 4) + " " + digits(r, 4)
	case 16:
		return "+91 9" + digits(r, 4) + " " + digits(r, 5)
	case 17:
		return "+81 3-" + nz(r, 4) + "-" + digits(r, 4)
	case 18:
		return "+81 90-" + nz(r, 4) + "-" + digits(r, 4)
	case 19:
		return "+61 4" + digits(r, 2) + " " + digits(r, 3) + " " + digits(r, 3)
	case 20:
		return "+55 11 9" + nz(r, 4) + "-" + digits(r, 4)
	case 21:
		return "+52 55 " + nz(r, 4) + " " + digits(r, 4)
	case 22:
		return "+46 70 " + digits(r, 3) + " " + digits(r, 2) + " " + digits(r, 2)
	case 23:
		return "+48 " + pick(r, []string{"501", "601", "691", "791", "881"}) + " " + digits(r, 3) + " " + digits(r, 3)
	case 24:
		return "+353 87 " + nz(r, 3) + " " + digits(r, 4)
	default:
		return "+65 " + pick(r, []string{"6", "8", "9"}) + digits(r, 3) + " " + digits(r, 4)
	}
}

func ssn(r *rand.Rand) string {
	if r.Intn(6) == 0 { // ITIN
		g := []int{}
		for i := 50; i <= 65; i++ {
			g = append(g, i)
		}
		for i := 70; i <= 88; i++ {
			g = append(g, i)
		}
		g = append(g, 90, 91, 92, 94, 95, 96, 97, 98, 99)
		return fmt.Sprintf("9%02d-%02d-%04d", r.Intn(100), pick(r, g), r.Intn(9999)+1)
	}
	for {
		a := r.Intn(899) + 1
		if a == 666 {
			continue
		}
		s := fmt.Sprintf("%03d-%02d-%04d", a, r.Intn(99)+1, r.Intn(9999)+1)
		if s == "078-05-1120" || s == "219-09-9999" || strings.HasPrefix(s, "987-65-432") {
			continue
		}
		return s
	}
}

func luhn(prefix string, n int, r *rand.Rand) string {
	s := prefix + digits(r, n-len(prefix)-1)
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

// card returns a Luhn-valid card grouped as its issuer prints it.
func card(r *rand.Rand) string {
	var raw string
	switch r.Intn(7) {
	case 0, 1:
		raw = luhn("4", 16, r)
	case 2:
		raw = luhn(pick(r, []string{"51", "52", "53", "54", "55", "2221", "2720", "2300"}), 16, r)
	case 3:
		raw = luhn(pick(r, []string{"34", "37"}), 15, r)
	case 4:
		raw = luhn(pick(r, []string{"6011", "65", "644"}), 16, r)
	case 5:
		raw = luhn(pick(r, []string{"3528", "3530", "3589"}), 16, r)
	default:
		raw = luhn("36", 14, r)
	}
	switch r.Intn(3) {
	case 0:
		return raw
	default:
		sep := pick(r, []string{" ", "-"})
		switch len(raw) {
		case 15:
			return raw[:4] + sep + raw[4:10] + sep + raw[10:]
		case 14:
			return raw[:4] + sep + raw[4:10] + sep + raw[10:]
		default:
			return raw[:4] + sep + raw[4:8] + sep + raw[8:12] + sep + raw[12:]
		}
	}
}

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func uuid(r *rand.Rand) string {
	h := rstr(r, hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.Intn(4)]) + h[17:20] + "-" + h[20:]
}

func jwt(r *rand.Rand) string {
	alg := pick(r, []string{"HS256", "RS256", "ES256"})
	hdr := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if r.Intn(2) == 0 {
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, rstr(r, hexd, 16))
	}
	iat := 1770000000 + r.Intn(9000000)
	pl := fmt.Sprintf(`{"sub":"%s","iss":"https://auth.%s","aud":"kb-api","iat":%d,"exp":%d,"scope":"kb.read kb.search"}`, uuid(r), pick(r, domains), iat, iat+3600)
	siglen := 43
	if alg == "RS256" {
		siglen = 342
	} else if alg == "ES256" {
		siglen = 86
	}
	return b64u(hdr) + "." + b64u(pl) + "." + secretBody(r, alnum+"-_", siglen)
}

func opaqueBearer(r *rand.Rand) string {
	switch r.Intn(4) {
	case 0:
		return "ya29.a0" + secretBody(r, alnum+"-_", 100+r.Intn(60))
	case 1:
		return secretBody(r, alnum, 40) + "=="
	default:
		return secretBody(r, alnum, 32+r.Intn(16))
	}
}

// vendorSecret returns (secret, envVarName)
func vendorSecret(r *rand.Rand) (string, string) {
	switch r.Intn(7) {
	case 0:
		return "ghp_" + secretBody(r, alnum, 36), "GITHUB_TOKEN"
	case 1:
		return "github_pat_11" + secretBody(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20) + "_" + secretBody(r, alnum, 59), "GH_PAT"
	case 2:
		return "sk_live_" + secretBody(r, alnum, pick(r, []int{24, 99})), "STRIPE_SECRET_KEY"
	case 3:
		return "sk-proj-" + secretBody(r, alnum+"-_", 48+r.Intn(100)), "OPENAI_API_KEY"
	case 4:
		return "xoxb-" + digits(r, 11) + "-" + digits(r, 13) + "-" + secretBody(r, alnum, 24), "SLACK_BOT_TOKEN"
	case 5:
		return "glpat-" + secretBody(r, alnum+"-_", 20), "GITLAB_TOKEN"
	default:
		return "npm_" + secretBody(r, alnum, 36), "NPM_TOKEN"
	}
}

// ---- non-PII values

func traceID(r *rand.Rand) string { return rstr(r, hexd, 32) }
func spanID(r *rand.Rand) string  { return rstr(r, hexd, 16) }
func iso(r *rand.Rand) string {
	return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02d.%03dZ", r.Intn(12)+1, r.Intn(28)+1, r.Intn(24), r.Intn(60), r.Intn(60), r.Intn(1000))
}
func isoDate(r *rand.Rand) string { return fmt.Sprintf("2026-%02d-%02d", r.Intn(12)+1, r.Intn(28)+1) }
func epochS(r *rand.Rand) string  { return fmt.Sprint(1760000000 + r.Intn(30000000)) }
func epochMs(r *rand.Rand) string { return epochS(r) + digits(r, 3) }
func epochNs(r *rand.Rand) string { return epochS(r) + digits(r, 9) }
func version(r *rand.Rand) string {
	return fmt.Sprintf("%d.%d.%d", r.Intn(5), r.Intn(30), r.Intn(40))
}
func ipv4(r *rand.Rand) string {
	return fmt.Sprintf("%d.%d.%d.%d", pick(r, []int{10, 172, 192, 34, 52}), r.Intn(256), r.Intn(256), r.Intn(254)+1)
}
func numID(r *rand.Rand) string { return nz(r, 6+r.Intn(5)) }
func callID(r *rand.Rand) string {
	return "call_" + secretBody(r, alnum, 24)
}
func reqID(r *rand.Rand) string {
	return pick(r, []string{"req_", "evt_", "run_", "msg_", "ord_"}) + rstr(r, "abcdefghijklmnopqrstuvwxyz0123456789", 20)
}
func sha(r *rand.Rand, n int) string { return rstr(r, hexd, n) }
func maskedSSN(r *rand.Rand) string  { return "***-**-" + digits(r, 4) }
func maskedPhone(r *rand.Rand) string {
	return pick(r, []string{"+1 ***-***-", "(***) ***-", "+44 **** ***", "+49 *** ****"}) + digits(r, 4)
}
func last4(r *rand.Rand) string { return pick(r, []string{"4242", "1881", "0005", "4444", "1117"}) }
func maskedCard(r *rand.Rand) string {
	return pick(r, []string{"**** **** **** ", "XXXX-XXXX-XXXX-", "•••• "}) + digits(r, 4)
}
func cents(r *rand.Rand) string {
	return fmt.Sprint((r.Intn(4000) + 1) * pick(r, []int{1, 25, 99, 100}))
}
