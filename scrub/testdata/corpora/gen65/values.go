package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
	"time"
)

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digits = "0123456789"
	hexs   = "0123456789abcdef"
	alnum  = lower + upper + digits
	b64a   = alnum + "+/"
	b64u   = alnum + "-_"
)

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.Intn(len(xs))] }

func rs(r *rand.Rand, alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// mixed returns n bytes of alpha holding at least one digit, one capital and one small letter.
func mixed(r *rand.Rand, alpha string, n int) string {
	for {
		s := rs(r, alpha, n)
		if strings.ContainsAny(s, digits) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

func dg(r *rand.Rand, n int) string { return rs(r, digits, n) }
func nz(r *rand.Rand) string        { return string(rune('1' + r.Intn(9))) }
func hx(r *rand.Rand, n int) string { return rs(r, hexs, n) }
func hexU(r *rand.Rand, n int) string {
	return strings.ToUpper(hx(r, n))
}

// ---------- neutral values (kept or left alone) ----------

func traceID(r *rand.Rand) string { return hx(r, 32) }
func spanID(r *rand.Rand) string  { return hx(r, 16) }
func uuid(r *rand.Rand) string {
	return fmt.Sprintf("%s-%s-4%s-%c%s-%s", hx(r, 8), hx(r, 4), hx(r, 3), "89ab"[r.Intn(4)], hx(r, 3), hx(r, 12))
}
func sha256h(r *rand.Rand) string { return hx(r, 64) }
func gitSHA(r *rand.Rand) string  { return hx(r, 40) }

var baseTime = time.Date(2024, 1, 3, 0, 0, 0, 0, time.UTC)

func tm(r *rand.Rand) time.Time {
	return baseTime.Add(time.Duration(r.Int63n(int64(600 * 24 * time.Hour))))
}
func isoTS(r *rand.Rand) string   { return tm(r).Format("2006-01-02T15:04:05.000Z") }
func isoTSus(r *rand.Rand) string { return tm(r).Format("2006-01-02T15:04:05.000000Z07:00") }
func clfTS(r *rand.Rand) string   { return tm(r).Format("02/Jan/2006:15:04:05 -0700") }
func pgTS(r *rand.Rand) string    { return tm(r).Format("2006-01-02 15:04:05.000 UTC") }
func sysTS(r *rand.Rand) string   { return tm(r).Format("Jan _2 15:04:05") }
func epoch(r *rand.Rand) int64    { return tm(r).Unix() }
func epochMs(r *rand.Rand) int64  { return tm(r).UnixMilli() }

func privIP(r *rand.Rand) string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", r.Intn(256), r.Intn(256), 1+r.Intn(254))
	case 1:
		return fmt.Sprintf("172.%d.%d.%d", 16+r.Intn(16), r.Intn(256), 1+r.Intn(254))
	}
	return fmt.Sprintf("192.168.%d.%d", r.Intn(256), 1+r.Intn(254))
}
func pubIP(r *rand.Rand) string {
	a := pick(r, []int{23, 31, 46, 52, 66, 77, 81, 89, 94, 103, 118, 145, 176, 185, 188, 201, 203, 212})
	return fmt.Sprintf("%d.%d.%d.%d", a, r.Intn(256), r.Intn(256), 1+r.Intn(254))
}
func ip6(r *rand.Rand) string {
	return fmt.Sprintf("2a02:%s:%s:%s::%s", hx(r, 4), hx(r, 4), hx(r, 3), hx(r, 3))
}
func ver(r *rand.Rand) string {
	return fmt.Sprintf("%d.%d.%d", r.Intn(9), r.Intn(30), r.Intn(40))
}
func reqID(r *rand.Rand) string {
	switch r.Intn(4) {
	case 0:
		return "req_" + rs(r, alnum, 14)
	case 1:
		return uuid(r)
	case 2:
		return hx(r, 16)
	}
	return strings.ToUpper(rs(r, "0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)) // ULID
}
func podName(r *rand.Rand, app string) string {
	return fmt.Sprintf("%s-%s-%s", app, rs(r, "bcdfghjklmnpqrstvwxz2456789", 10), rs(r, "bcdfghjklmnpqrstvwxz2456789", 5))
}

var apps = []string{"checkout", "billing-api", "notify-svc", "accounts", "onboarding", "sms-gateway", "profile-service", "payments", "crm-sync", "auth-proxy", "orders", "support-desk", "kyc-worker", "loyalty", "mailer"}
var regions = []string{"us-east-1", "eu-west-1", "eu-central-1", "ap-northeast-1", "sa-east-1", "ap-south-1", "us-west-2"}
var uas = []string{
	"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
	"Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
	"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15",
	"okhttp/4.12.0",
	"Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.99 Mobile Safari/537.36",
	"python-requests/2.31.0",
	"Dalvik/2.1.0 (Linux; U; Android 13; Pixel 7 Build/TQ3A.230901.001)",
	"curl/8.5.0",
	"Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
}

// ---------- PII values ----------

func luhnDigit(p string) byte {
	sum := 0
	dbl := true
	for i := len(p) - 1; i >= 0; i-- {
		n := int(p[i] - '0')
		if dbl {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}

type issuer struct {
	name   string
	prefix func(r *rand.Rand) string
	length int
}

var issuers = []issuer{
	{"visa", func(r *rand.Rand) string {
		return "4" + pick(r, []string{"539", "716", "024", "929", "485", "556", "111", "263", "012", "147"})
	}, 16},
	{"visa", func(r *rand.Rand) string { return "4" + dg(r, 3) }, 16},
	{"mc", func(r *rand.Rand) string { return fmt.Sprintf("5%d", 1+r.Intn(5)) + dg(r, 2) }, 16},
	{"mc2", func(r *rand.Rand) string { return fmt.Sprintf("2%d", 221+r.Intn(500)) }, 16},
	{"amex", func(r *rand.Rand) string { return pick(r, []string{"34", "37"}) + dg(r, 2) }, 15},
	{"disc", func(r *rand.Rand) string { return pick(r, []string{"6011", "6445", "6500", "6559"}) }, 16},
	{"jcb", func(r *rand.Rand) string { return fmt.Sprintf("35%d", 28+r.Intn(62)) }, 16},
	{"unionpay", func(r *rand.Rand) string { return "62" + pick(r, []string{"22", "58", "84", "12"}) }, 16},
	{"diners", func(r *rand.Rand) string { return pick(r, []string{"3056", "3600", "3852"}) }, 14},
	{"mir", func(r *rand.Rand) string { return fmt.Sprintf("220%d", r.Intn(5)) }, 16},
	{"visa19", func(r *rand.Rand) string { return "4" + dg(r, 3) }, 19},
}

// cardDigits returns a Luhn-valid PAN and its issuer.
func cardDigits(r *rand.Rand) (string, string) {
	w := r.Intn(100)
	var is issuer
	switch {
	case w < 38:
		is = issuers[r.Intn(2)]
	case w < 60:
		is = issuers[2+r.Intn(2)]
	case w < 72:
		is = issuers[4]
	default:
		is = issuers[5+r.Intn(len(issuers)-5)]
	}
	p := is.prefix(r)
	body := p + dg(r, is.length-1-len(p))
	return body + string(luhnDigit(body)), is.name
}

// card returns a formatted card number as it would be typed or logged.
func card(r *rand.Rand) string {
	d, name := cardDigits(r)
	switch name {
	case "amex":
		switch r.Intn(3) {
		case 0:
			return d[:4] + " " + d[4:10] + " " + d[10:]
		case 1:
			return d[:4] + "-" + d[4:10] + "-" + d[10:]
		}
		return d
	case "diners":
		if r.Intn(2) == 0 {
			return d[:4] + " " + d[4:10] + " " + d[10:]
		}
		return d
	}
	if len(d) == 19 {
		if r.Intn(2) == 0 {
			return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:]
		}
		return d
	}
	switch r.Intn(5) {
	case 0, 1:
		return d
	case 2, 3:
		return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
	}
	return d[:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
}
func cardPlain(r *rand.Rand) string { d, _ := cardDigits(r); return d }

func ssnDigits(r *rand.Rand, itin bool) string {
	if itin {
		groups := []int{}
		for g := 50; g <= 65; g++ {
			groups = append(groups, g)
		}
		for g := 70; g <= 88; g++ {
			groups = append(groups, g)
		}
		groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
		return fmt.Sprintf("9%02d%02d%04d", r.Intn(100), pick(r, groups), 1+r.Intn(9999))
	}
	for {
		a := 1 + r.Intn(899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d%02d%04d", a, 1+r.Intn(99), 1+r.Intn(9999))
	}
}
func ssn(r *rand.Rand) string {
	d := ssnDigits(r, r.Intn(6) == 0)
	return d[:3] + "-" + d[3:5] + "-" + d[5:]
}
func itin(r *rand.Rand) string {
	d := ssnDigits(r, true)
	return d[:3] + "-" + d[3:5] + "-" + d[5:]
}
func ssnBare(r *rand.Rand) string { return ssnDigits(r, r.Intn(6) == 0) }

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

var jwtIssuers = []string{"https://auth.acme-corp.io/", "https://accounts.google.com", "https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0", "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Xk29aPq", "https://securetoken.google.com/hermes-prod", "https://dev-4kq8.us.auth0.com/", "keycloak"}

func jwt(r *rand.Rand) string {
	var hdr string
	switch r.Intn(4) {
	case 0:
		hdr = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		hdr = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, hx(r, 40))
	case 2:
		hdr = fmt.Sprintf(`{"kid":"%s","alg":"RS256"}`, rs(r, b64u, 43))
	default:
		hdr = `{"typ":"JWT","alg":"ES256"}`
	}
	iat := epoch(r)
	var pl string
	switch r.Intn(3) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"%d","iat":%d,"exp":%d,"scope":"read write"}`, 100000+r.Intn(900000), iat, iat+3600)
	case 1:
		pl = fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","exp":%d,"iat":%d}`, pick(r, jwtIssuers), uuid(r), pick(r, apps), iat+900, iat)
	default:
		pl = fmt.Sprintf(`{"user_id":%d,"role":"%s","session":"%s","iat":%d,"exp":%d}`, r.Intn(5000000), pick(r, []string{"customer", "agent", "admin", "merchant"}), hx(r, 12), iat, iat+86400)
	}
	sigLen := 43
	if strings.Contains(hdr, "RS256") {
		sigLen = 342
	} else if strings.Contains(hdr, "ES256") {
		sigLen = 86
	}
	return b64url(hdr) + "." + b64url(pl) + "." + rs(r, b64u, sigLen)
}

// ---------- secrets ----------

func ghToken(r *rand.Rand) string {
	return pick(r, []string{"ghp_", "gho_", "ghs_", "ghu_"}) + mixed(r, alnum, 36)
}
func ghPAT(r *rand.Rand) string {
	return "github_pat_11" + strings.ToUpper(rs(r, upper+digits, 20)) + "_" + mixed(r, alnum, 59)
}
func stripeSK(r *rand.Rand) string {
	return pick(r, []string{"sk_live_", "rk_live_", "sk_live_51"}) + mixed(r, alnum, 24+r.Intn(76))
}
func slackTok(r *rand.Rand) string {
	return fmt.Sprintf("%s-%s-%s-%s", pick(r, []string{"xoxb", "xoxp"}), dg(r, 12), dg(r, 13), mixed(r, alnum, 24))
}
func openaiKey(r *rand.Rand) string {
	if r.Intn(2) == 0 {
		return "sk-proj-" + mixed(r, b64u, 156)
	}
	return "sk-ant-api03-" + mixed(r, b64u, 93) + "AA"
}
func awsSecret(r *rand.Rand) string { return mixed(r, b64a, 40) }
func awsKeyID(r *rand.Rand) string {
	return pick(r, []string{"AKIA", "ASIA"}) + rs(r, upper+"234567", 16)
}
func googleAT(r *rand.Rand) string { return "ya29.a0" + mixed(r, b64u, 150+r.Intn(60)) }
func googleRT(r *rand.Rand) string { return "1//0" + rs(r, alnum, 1) + mixed(r, b64u, 98) }
func sendgridKey(r *rand.Rand) string {
	return "SG." + mixed(r, b64u, 22) + "." + mixed(r, b64u, 43)
}
func mailgunKey(r *rand.Rand) string { return "key-" + hx(r, 32) }
func twilioSID(r *rand.Rand) string  { return "AC" + hx(r, 32) }
func twilioTok(r *rand.Rand) string  { return hx(r, 32) }
func glpat(r *rand.Rand) string      { return "glpat-" + mixed(r, alnum+"-_", 20) }
func npmTok(r *rand.Rand) string     { return "npm_" + mixed(r, alnum, 36) }
func hfTok(r *rand.Rand) string      { return "hf_" + rs(r, lower+upper, 34) }
func shopifyTok(r *rand.Rand) string { return pick(r, []string{"shpat_", "shpss_"}) + hx(r, 32) }
func whsec(r *rand.Rand) string      { return "whsec_" + mixed(r, alnum, 32) }
func ddKey(r *rand.Rand) string      { return hx(r, 32) }
func azureKey(r *rand.Rand) string   { return mixed(r, b64a, 86) + "==" }
func telegramTok(r *rand.Rand) string {
	return fmt.Sprintf("%s%s:AA%s", nz(r), dg(r, 9), mixed(r, b64u, 33))
}
func sessionTok(r *rand.Rand) string {
	switch r.Intn(4) {
	case 0:
		return rs(r, lower+digits, 32)
	case 1:
		return mixed(r, b64u, 43)
	case 2:
		return "s%3A" + mixed(r, b64u, 32) + "." + mixed(r, b64a, 43)
	}
	return rs(r, lower+digits, 26)
}
func apiKey(r *rand.Rand) string {
	switch r.Intn(5) {
	case 0:
		return hx(r, 32)
	case 1:
		return mixed(r, alnum, 40)
	case 2:
		return pick(r, []string{"live_", "prod_", "ak_live_", "pk_secret_"}) + mixed(r, alnum, 32)
	case 3:
		return mixed(r, b64u, 48)
	}
	return uuidUpper(r)
}
func uuidUpper(r *rand.Rand) string { return strings.ToUpper(uuid(r)) }
func refreshTok(r *rand.Rand) string {
	switch r.Intn(4) {
	case 0:
		return googleRT(r)
	case 1:
		return "rt_" + mixed(r, b64u, 64)
	case 2:
		return mixed(r, alnum, 64)
	}
	return "v1." + mixed(r, b64u, 80)
}
func clientSecret(r *rand.Rand) string {
	switch r.Intn(3) {
	case 0:
		return mixed(r, alnum, 40)
	case 1:
		return "GOCSPX-" + mixed(r, b64u, 28)
	}
	return mixed(r, alnum+"~._-", 40) // Azure AD client secret
}

var pwWords = []string{"Sommer", "Falcon", "Harbor", "Maple", "Kiwi", "Orion", "Lotus", "Nordic", "Tango", "Velvet", "Cobalt", "Sakura", "Jaguar", "Bistro", "Pixel", "Zephyr", "Mango", "Tundra"}

func password(r *rand.Rand) string {
	switch r.Intn(4) {
	case 0:
		return pick(r, pwWords) + pick(r, []string{"!", "#", ".", "_", "$", "*"}) + dg(r, 2+r.Intn(3)) + pick(r, []string{"", "x", "Qz", "!"})
	case 1:
		return mixed(r, alnum, 12+r.Intn(10))
	case 2:
		return mixed(r, alnum+"!#%^*_-", 16+r.Intn(12))
	}
	return strings.ToLower(pick(r, pwWords)) + dg(r, 4) + pick(r, []string{"Ab", "Zz", "Xq", "Pk"})
}
func basicBlob(r *rand.Rand, user string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + password(r)))
}

// anySecret returns a secret of a random kind.
func anySecret(r *rand.Rand) string {
	fs := []func(*rand.Rand) string{ghToken, stripeSK, slackTok, openaiKey, googleAT, sendgridKey, glpat, npmTok, hfTok, shopifyTok, apiKey, apiKey, sessionTok, refreshTok}
	return pick(r, fs)(r)
}

func b64std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// fullWidth converts ASCII digits and '-' to their full-width forms.
func fullWidth(s string) string {
	var sb strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			sb.WriteRune('０' + (c - '0'))
		case c == '-':
			sb.WriteRune('－')
		default:
			sb.WriteRune(c)
		}
	}
	return sb.String()
}
