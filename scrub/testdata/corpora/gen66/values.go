package main

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

const (
	digits  = "0123456789"
	lower   = "abcdefghijklmnopqrstuvwxyz"
	upper   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	alnum   = lower + upper + digits
	hexd    = "0123456789abcdef"
	b64url  = alnum + "-_"
	b64std  = alnum + "+/"
	upalnum = upper + digits
)

func ri(n int) int             { return rng.Intn(n) }
func rr(a, b int) int          { return a + rng.Intn(b-a+1) }
func pick(xs ...string) string { return xs[rng.Intn(len(xs))] }
func pickS(xs []string) string { return xs[rng.Intn(len(xs))] }
func chance(p float64) bool    { return rng.Float64() < p }

func rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.Intn(len(alpha))]
	}
	return string(b)
}

// rsMix: random string guaranteed to hold a digit, a lower and an upper letter.
func rsMix(alpha string, n int) string {
	for {
		s := rs(alpha, n)
		if strings.ContainsAny(s, digits) && strings.ContainsAny(s, lower) && strings.ContainsAny(s, upper) {
			return s
		}
	}
}

func d(n int) string { return rs(digits, n) }

// dnz: n digits, first from 1-9 (or from a given set)
func dnz(n int) string { return string("123456789"[ri(9)]) + d(n-1) }

// ---------- cards ----------

func luhnComplete(prefix string, length int) string {
	s := prefix + d(length-len(prefix)-1)
	sum := 0
	// compute check digit for s
	for i := 0; i < len(s); i++ {
		c := int(s[len(s)-1-i] - '0')
		if i%2 == 0 {
			c *= 2
			if c > 9 {
				c -= 9
			}
		}
		sum += c
	}
	return s + strconv.Itoa((10-sum%10)%10)
}

func luhnOK(s string) bool {
	sum := 0
	for i := 0; i < len(s); i++ {
		c := int(s[len(s)-1-i] - '0')
		if i%2 == 1 {
			c *= 2
			if c > 9 {
				c -= 9
			}
		}
		sum += c
	}
	return sum%10 == 0
}

func group(s string, sizes ...int) []string {
	var out []string
	i := 0
	for _, n := range sizes {
		if i+n > len(s) {
			n = len(s) - i
		}
		out = append(out, s[i:i+n])
		i += n
	}
	if i < len(s) {
		out = append(out, s[i:])
	}
	return out
}

// cardRaw returns digits and the grouping sizes of the issuer.
func cardRaw(kind string) (string, []int) {
	if kind == "" {
		kind = pick("visa", "visa", "visa", "mc", "mc", "mc2", "amex", "amex", "disc", "jcb", "diners", "up", "mir", "visa", "mc")
	}
	switch kind {
	case "visa":
		return luhnComplete("4"+d(ri(3)), 16), []int{4, 4, 4, 4}
	case "mc":
		return luhnComplete(strconv.Itoa(rr(51, 55)), 16), []int{4, 4, 4, 4}
	case "mc2":
		return luhnComplete(strconv.Itoa(rr(2221, 2720)), 16), []int{4, 4, 4, 4}
	case "amex":
		return luhnComplete(pick("34", "37"), 15), []int{4, 6, 5}
	case "disc":
		return luhnComplete(pick("6011", "65"+d(2), strconv.Itoa(rr(644, 649))), 16), []int{4, 4, 4, 4}
	case "jcb":
		return luhnComplete(strconv.Itoa(rr(3528, 3589)), 16), []int{4, 4, 4, 4}
	case "diners":
		return luhnComplete("36", 14), []int{4, 6, 4}
	case "up":
		return luhnComplete("62"+strconv.Itoa(rr(2126, 2925))[1:], 16), []int{4, 4, 4, 4}
	case "mir":
		return luhnComplete("220"+strconv.Itoa(rr(0, 4)), 16), []int{4, 4, 4, 4}
	}
	panic(kind)
}

// card returns a formatted card number. style: "sp", "dash", "plain", "" random
func card(kind, style string) string {
	raw, sizes := cardRaw(kind)
	if !luhnOK(raw) {
		panic("luhn " + raw)
	}
	if style == "" {
		style = pick("sp", "sp", "sp", "dash", "plain", "plain")
	}
	switch style {
	case "sp":
		return strings.Join(group(raw, sizes...), " ")
	case "dash":
		return strings.Join(group(raw, sizes...), "-")
	}
	return raw
}

// ---------- SSN ----------

func ssnParts() (string, string, string) {
	var a int
	for {
		a = rr(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", rr(1, 99)), fmt.Sprintf("%04d", rr(1, 9999))
}

func itinParts() (string, string, string) {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return "9" + d(2), strconv.Itoa(groups[ri(len(groups))]), fmt.Sprintf("%04d", rr(1, 9999))
}

func ssnFmt(a, g, s, style string) string {
	switch style {
	case "sp":
		return a + " " + g + " " + s
	case "bare":
		return a + g + s
	case "dot":
		return a + "." + g + "." + s
	}
	return a + "-" + g + "-" + s
}

// ---------- JWT ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt() string {
	alg := pick("HS256", "RS256", "RS256", "ES256", "HS512")
	var hdr string
	switch ri(3) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, rs(b64url, 27))
	default:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	}
	iat := 1700000000 + ri(40000000)
	var pl string
	switch ri(4) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d}`, d(7), iat, iat+3600)
	case 1:
		pl = fmt.Sprintf(`{"iss":"https://auth.%s.com/","sub":"auth0|%s","aud":"api","iat":%d,"exp":%d,"scope":"openid profile email"}`, pick("acme", "brightwave", "nordlicht", "tessera"), rs(hexd, 24), iat, iat+86400)
	case 2:
		pl = fmt.Sprintf(`{"user_id":%d,"role":"%s","iat":%d}`, rr(1000, 999999), pick("admin", "user", "support"), iat)
	default:
		pl = fmt.Sprintf(`{"sub":"%s","tenant":"%s","iat":%d,"exp":%d,"jti":"%s"}`, uuid(), pick("eu-1", "us-2", "ap-3"), iat, iat+900, rs(hexd, 16))
	}
	sigLen := map[string]int{"HS256": 32, "RS256": 256, "ES256": 64, "HS512": 64}[alg]
	sig := make([]byte, sigLen)
	for i := range sig {
		sig[i] = byte(ri(256))
	}
	return b64u(hdr) + "." + b64u(pl) + "." + base64.RawURLEncoding.EncodeToString(sig)
}

// ---------- credentials ----------

func token(kind string) string {
	switch kind {
	case "ghp":
		return pick("ghp_", "ghp_", "gho_", "ghs_") + rs(alnum, 36)
	case "ghpat":
		return "github_pat_11" + rs(upalnum, 20) + "_" + rs(alnum, 59)
	case "glpat":
		return "glpat-" + rsMix(alnum+"_-", 20)
	case "xoxb":
		return "xoxb-" + d(12) + "-" + d(13) + "-" + rs(alnum, 24)
	case "xoxp":
		return "xoxp-" + d(12) + "-" + d(12) + "-" + d(13) + "-" + rs(hexd, 32)
	case "stripe":
		if chance(0.5) {
			return "sk_live_" + rsMix(alnum, 24)
		}
		return "sk_live_51" + rsMix(alnum, 97)
	case "rk":
		return "rk_live_51" + rsMix(alnum, 97)
	case "openai":
		if chance(0.7) {
			return "sk-proj-" + rsMix(b64url, 74) + "T3BlbkFJ" + rsMix(b64url, 74)
		}
		return "sk-" + rsMix(alnum, 20) + "T3BlbkFJ" + rsMix(alnum, 20)
	case "anthropic":
		return "sk-ant-api03-" + rsMix(b64url, 93) + "AA"
	case "npm":
		return "npm_" + rsMix(alnum, 36)
	case "hf":
		return "hf_" + rs(lower+upper, 34)
	case "aws":
		return rsMix(b64std, 40)
	case "ya29":
		return "ya29.a0" + rsMix(b64url, rr(150, 200))
	case "aiza":
		return "AIza" + rsMix(b64url, 35)
	case "sg":
		return "SG." + rsMix(b64url, 22) + "." + rsMix(b64url, 43)
	case "twilio":
		return rs(hexd, 32)
	case "telegram":
		return strconv.Itoa(rr(1000000000, 7999999999)) + ":AA" + rsMix(b64url, 33)
	case "mailchimp":
		return rs(hexd, 32) + "-us" + strconv.Itoa(rr(1, 21))
	case "rand":
		return rsMix(alnum, rr(32, 48))
	case "slackhook":
		return rsMix(alnum, 24)
	case "randurl":
		return rsMix(b64url, rr(40, 64))
	case "hex":
		return rs(hexd, pick2(32, 40, 64))
	case "shpat":
		return "shpat_" + rs(hexd, 32)
	case "dop":
		return "dop_v1_" + rs(hexd, 64)
	case "azure":
		b := make([]byte, 64)
		for i := range b {
			b[i] = byte(ri(256))
		}
		return base64.StdEncoding.EncodeToString(b)
	case "session":
		return pick(rs(hexd, 32), rsMix(b64url, 43), "s%3A"+rsMix(b64url, 32)+"."+rsMix(b64url, 43))
	case "django":
		return "django-insecure-" + rs(lower+digits+"!@#$%^&*(-_=+)", 50)
	case "hvs":
		return "hvs." + rsMix(b64url, 24)
	case "doppler":
		return "dp.st.prd." + rsMix(alnum, 43)
	case "linear":
		return "lin_api_" + rsMix(alnum, 40)
	case "discord":
		uid := strconv.Itoa(rr(100000000, 999999999)) + d(9)
		return base64.RawStdEncoding.EncodeToString([]byte(uid)) + "." + rsMix(b64url, 6) + "." + rsMix(b64url, 38)
	}
	panic(kind)
}

func pick2(xs ...int) int { return xs[ri(len(xs))] }

var pwWords = []string{"Harbor", "Sunset", "Maple", "Tiger", "Falcon", "Orchid", "Granite", "Violet", "Pepper", "Winter", "Summer", "Mango", "Kestrel", "Lotus", "Cobalt", "Juniper", "Anker", "Sonne", "Soleil", "Estrella", "Zirkon"}

func password() string {
	switch ri(4) {
	case 0:
		return pickS(pwWords) + pick(".", "!", "#", "_", "-", "") + d(rr(2, 4)) + pick("!", "?ok", "#", "$", "x", "")
	case 1:
		return rsMix(alnum+"!#%*-_.?", rr(12, 20))
	case 2:
		return strings.ToLower(pickS(pwWords)) + d(2) + pickS(pwWords) + pick("!", "?", "#")
	default:
		return rsMix(alnum, rr(10, 16)) + pick("!", "#", "%", "")
	}
}

func urlPassword() string { return rsMix(alnum, rr(12, 24)) }

// ---------- look-alikes (keep / clean) ----------

func uuid() string {
	h := rs(hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[ri(4)]) + h[17:20] + "-" + h[20:]
}

func amazonOrder() string { return d(3) + "-" + d(7) + "-" + d(7) }

func orderID() string {
	switch ri(6) {
	case 0:
		return amazonOrder()
	case 1:
		return "ORD-" + strconv.Itoa(rr(2023, 2025)) + "-" + d(6)
	case 2:
		return "#" + dnz(rr(5, 6))
	case 3:
		return "SO" + dnz(8)
	case 4:
		return "PO-" + d(5) + "-" + rs(upper, 2)
	}
	return "A" + d(9)
}

func invoiceNo() string {
	return pick("INV-", "RE-", "F", "FAC-", "INV/") + strconv.Itoa(rr(2023, 2025)) + pick("-", "/", "") + fmt.Sprintf("%05d", rr(1, 99999))
}

func ticketNo() string {
	return pick("INC"+d(7), "CS-"+d(6), "SUP-"+dnz(5), "JIRA-"+dnz(4), "PRJ-"+dnz(4), "#"+dnz(5), "REQ"+d(8))
}

func amount() string {
	switch ri(8) {
	case 0:
		return fmt.Sprintf("$%d.%02d", rr(5, 999), ri(100))
	case 1:
		return fmt.Sprintf("$%d,%03d.%02d", rr(1, 9), ri(1000), ri(100))
	case 2:
		return fmt.Sprintf("%d,%02d €", rr(5, 999), ri(100))
	case 3:
		return fmt.Sprintf("€%d.%03d,%02d", rr(1, 9), ri(1000), ri(100))
	case 4:
		return fmt.Sprintf("£%d.%02d", rr(5, 999), ri(100))
	case 5:
		return fmt.Sprintf("¥%d,%03d", rr(1, 99), ri(1000))
	case 6:
		return fmt.Sprintf("₹%d,%03d", rr(1, 99), ri(1000))
	}
	return fmt.Sprintf("%d.%02d USD", rr(10, 9999), ri(100))
}

func date() string {
	y, m, dd := rr(2023, 2025), rr(1, 12), rr(1, 28)
	switch ri(5) {
	case 0:
		return fmt.Sprintf("%04d-%02d-%02d", y, m, dd)
	case 1:
		return fmt.Sprintf("%02d.%02d.%04d", dd, m, y)
	case 2:
		return fmt.Sprintf("%02d/%02d/%04d", m, dd, y)
	case 3:
		return fmt.Sprintf("%d %s %d", dd, pick("Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"), y)
	}
	return fmt.Sprintf("%02d/%02d/%04d", dd, m, y)
}

func isoTS() string {
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", rr(2023, 2025), rr(1, 12), rr(1, 28), ri(24), ri(60), ri(60), ri(1000))
}

func logTS() string {
	return fmt.Sprintf("%04d-%02d-%02d %02d:%02d:%02d,%03d", rr(2023, 2025), rr(1, 12), rr(1, 28), ri(24), ri(60), ri(60), ri(1000))
}

func epochMs() string { return "17" + d(11) }
func epochS() string  { return "17" + d(8) }

func sha(n int) string { return rs(hexd, n) }

func version() string {
	return fmt.Sprintf("%s%d.%d.%d", pick("v", "", ""), rr(0, 24), rr(0, 40), rr(0, 200))
}

func ipv4() string {
	return pick(fmt.Sprintf("10.%d.%d.%d", ri(256), ri(256), rr(1, 254)), fmt.Sprintf("192.168.%d.%d", ri(256), rr(1, 254)), fmt.Sprintf("172.%d.%d.%d", rr(16, 31), ri(256), rr(1, 254)), fmt.Sprintf("203.0.113.%d", rr(1, 254)), fmt.Sprintf("198.51.100.%d", rr(1, 254)))
}

func upsTracking() string { return "1Z" + rs(upalnum, 6) + d(2) + d(8) }
func fedexTracking() string {
	if chance(0.5) {
		return d(4) + " " + d(4) + " " + d(4)
	}
	return "7" + d(11)
}
func uspsTracking() string {
	s := "9400" + d(18)
	return strings.Join(group(s, 4, 4, 4, 4, 4, 2), " ")
}
func dhlTracking() string { return "JJD" + d(18) }
func royalMail() string   { return rs(upper, 2) + d(9) + "GB" }

func trackingNo() string {
	return pick(upsTracking(), fedexTracking(), uspsTracking(), dhlTracking(), royalMail())
}

func ean13(prefix string) string {
	s := prefix + d(12-len(prefix))
	sum := 0
	for i := 0; i < 12; i++ {
		c := int(s[i] - '0')
		if i%2 == 1 {
			c *= 3
		}
		sum += c
	}
	return s + strconv.Itoa((10-sum%10)%10)
}

var ibanSpec = map[string][2]int{"DE": {18, 0}, "FR": {23, 0}, "GB": {18, 4}, "NL": {14, 4}, "ES": {20, 0}, "IT": {23, 1}, "AT": {16, 0}, "BE": {12, 0}, "PL": {24, 0}, "CH": {17, 0}}
var ibanCCs = []string{"DE", "FR", "GB", "NL", "ES", "IT", "AT", "BE", "PL", "CH"}

func iban() string {
	cc := pickS(ibanCCs)
	sp := ibanSpec[cc]
	bban := rs(upper, sp[1]) + d(sp[0]-sp[1])
	if cc == "IT" {
		bban = rs(upper, 1) + d(10) + d(12)
	}
	// check digits
	rearr := bban + cc + "00"
	var num strings.Builder
	for _, ch := range rearr {
		if ch >= 'A' && ch <= 'Z' {
			num.WriteString(strconv.Itoa(int(ch-'A') + 10))
		} else {
			num.WriteRune(ch)
		}
	}
	n := new(big.Int)
	n.SetString(num.String(), 10)
	m := new(big.Int).Mod(n, big.NewInt(97)).Int64()
	chk := fmt.Sprintf("%02d", 98-m)
	full := cc + chk + bban
	if chance(0.6) {
		var parts []string
		for i := 0; i < len(full); i += 4 {
			e := i + 4
			if e > len(full) {
				e = len(full)
			}
			parts = append(parts, full[i:e])
		}
		return strings.Join(parts, " ")
	}
	return full
}

func akia() string      { return "AKIA" + rs(upalnum, 16) }
func pkLive() string    { return "pk_live_51" + rsMix(alnum, 97) }
func snowflake() string { return "1" + strconv.Itoa(rr(1, 2)) + d(rr(16, 17)) }

func maskedCard() string {
	l4 := d(4)
	return pick("**** **** **** "+l4, "•••• "+l4, "XXXX-XXXX-XXXX-"+l4, "ending in "+l4, "************"+l4, "x"+l4)
}
