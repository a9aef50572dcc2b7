package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(40_2026))

const (
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	hexd   = "0123456789abcdef"
	b64u   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	digits = "0123456789"
)

func pick[T any](xs ...T) T { return xs[r.Intn(len(xs))] }
func rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// secretish: random alnum with at least two digits and two capitals.
func secretish(alpha string, n int) string {
	for {
		s := rs(alpha, n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && u >= 2 && !strings.Contains(strings.ToLower(s), "example") {
			return s
		}
	}
}
func hex(n int) string { return rs(hexd, n) }
func uuid() string {
	h := hex(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.Intn(4)]) + h[17:20] + "-" + h[20:]
}
func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
func randBytes(n int) []byte {
	b := make([]byte, n)
	r.Read(b)
	return b
}

var firsts = []string{"jane", "john", "maria", "wei", "priya", "omar", "lena", "diego", "sofia", "kenji", "amara", "lucas", "nina", "arjun", "fatima", "tom", "elena", "yusuf", "chloe", "mateo", "hana", "oliver", "zoe", "ravi", "ingrid"}
var lasts = []string{"doe", "smith", "garcia", "chen", "patel", "haddad", "schmidt", "rossi", "nakamura", "okafor", "silva", "novak", "kumar", "rahman", "martin", "ivanova", "yilmaz", "dubois", "lopez", "kim", "berg", "walsh", "mendes", "sato", "nilsen"}
var domains = []string{"acme.io", "globex.com", "initech.dev", "northwind.co.uk", "umbrella-corp.net", "gmail.com", "outlook.com", "proton.me", "fastmail.fm", "hooli.xyz", "stark-industries.com", "wayne.enterprises", "pied-piper.app", "contoso.org", "tyrell.ai"}

func person() (string, string) { return pick(firsts...), pick(lasts...) }
func email() string {
	f, l := person()
	switch r.Intn(5) {
	case 0:
		return f + "." + l + "@" + pick(domains...)
	case 1:
		return f[:1] + l + "@" + pick(domains...)
	case 2:
		return f + "+" + pick("ci", "test", "stg", "alerts") + "@" + pick(domains...)
	case 3:
		return f + "_" + l + fmt.Sprint(r.Intn(90)+10) + "@" + pick(domains...)
	}
	return f + "@" + pick(domains...)
}
func nanp() (string, string, string) {
	var a, e string
	for {
		a = fmt.Sprintf("%d%02d", r.Intn(8)+2, r.Intn(100))
		if a[1:] != "11" && a != "555" && a[1] != '9' {
			break
		}
	}
	for {
		e = fmt.Sprintf("%d%02d", r.Intn(8)+2, r.Intn(100))
		if e[1:] != "11" && e != "555" {
			break
		}
	}
	return a, e, fmt.Sprintf("%04d", r.Intn(10000))
}
func phone() string {
	a, e, l := nanp()
	switch r.Intn(8) {
	case 0:
		return "+1" + a + e + l
	case 1:
		return "+1 " + a + "-" + e + "-" + l
	case 2:
		return "(" + a + ") " + e + "-" + l
	case 3:
		return a + "-" + e + "-" + l
	case 4:
		return fmt.Sprintf("+44 7%03d %06d", r.Intn(900)+100, r.Intn(1000000))
	case 5:
		return fmt.Sprintf("+49 15%d %08d", r.Intn(3)+1, r.Intn(100000000))
	case 6:
		return fmt.Sprintf("+33 6 %02d %02d %02d %02d", r.Intn(100), r.Intn(100), r.Intn(100), r.Intn(100))
	}
	return fmt.Sprintf("+61 4%02d %03d %03d", r.Intn(100), r.Intn(1000), r.Intn(1000))
}
func e164() string {
	a, e, l := nanp()
	return "+1" + a + e + l
}
func ssn() string {
	var a int
	for {
		a = r.Intn(899) + 1
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d-%02d-%04d", a, r.Intn(99)+1, r.Intn(9999)+1)
}

var famousCards = map[string]bool{"4242424242424242": true, "4111111111111111": true, "5555555555554444": true, "4000056655665556": true, "378282246310005": true, "5105105105105100": true, "4012888888881881": true, "6011111111111117": true, "371449635398431": true, "5200828282828210": true, "4000000000000002": true, "4000000000009995": true}

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
func cardDigits() string {
	for {
		var p string
		n := 16
		switch r.Intn(4) {
		case 0, 1:
			p = "4"
		case 2:
			p = fmt.Sprint(51 + r.Intn(5))
		case 3:
			p = pick("34", "37")
			n = 15
		}
		s := p + rs(digits, n-1-len(p))
		s += string(luhnDigit(s))
		if !famousCards[s] && !strings.Contains(s, "0000") {
			return s
		}
	}
}
func card() string {
	s := cardDigits()
	if len(s) == 16 {
		switch r.Intn(3) {
		case 1:
			return s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:]
		case 2:
			return s[:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:]
		}
	} else if r.Intn(2) == 0 {
		return s[:4] + " " + s[4:10] + " " + s[10:]
	}
	return s
}

// ---- tokens ----
func jwtHeader(alg string) string {
	if r.Intn(2) == 0 {
		return fmt.Sprintf(`{"alg":"%s","typ":"JWT","kid":"%s"}`, alg, hex(16))
	}
	return fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
}
func jwtPayload() string {
	iat := 1767000000 + r.Intn(9000000)
	return fmt.Sprintf(`{"sub":"%s","iss":"https://%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		pick(uuid(), "auth0|"+hex(24), fmt.Sprint(r.Intn(900000)+100000)),
		pick("login.acme.io/", "accounts.google.com", "auth.globex.com/realms/prod", "sts.windows.net/"+uuid()+"/"),
		pick("api://default", "https://api.acme.io", uuid()), iat, iat+3600, pick("openid profile", "read:orders write:orders", "repo workflow", "offline_access"))
}
func jwtOf(h, p string) string {
	alg := "RS256"
	if strings.Contains(h, "HS256") {
		alg = "HS256"
	}
	sig := b64url(randBytes(256))
	if alg == "HS256" {
		sig = b64url(randBytes(32))
	}
	return b64url([]byte(h)) + "." + b64url([]byte(p)) + "." + sig
}
func jwt() string { return jwtOf(jwtHeader(pick("RS256", "RS256", "HS256", "ES256")), jwtPayload()) }
func jwe() string {
	h := `{"alg":"RSA-OAEP-256","enc":"A256GCM","kid":"` + hex(8) + `"}`
	return b64url([]byte(h)) + "." + b64url(randBytes(256)) + "." + b64url(randBytes(12)) + "." + b64url(randBytes(40+r.Intn(200))) + "." + b64url(randBytes(16))
}
func opaque() string { return secretish(alnum+"-_", 32+r.Intn(40)) }
func vendor() string {
	switch r.Intn(13) {
	case 0:
		return "ghp_" + secretish(alnum, 36)
	case 1:
		return "gho_" + secretish(alnum, 36)
	case 2:
		return "github_pat_11" + secretish(alnum, 20) + "_" + secretish(alnum, 59)
	case 3:
		return "glpat-" + secretish(alnum+"-_", 20)
	case 4:
		return fmt.Sprintf("xoxb-%d-%d-%s", 1000000000+r.Intn(900000000), 1000000000000+r.Int63n(900000000000), secretish(alnum, 24))
	case 5:
		return "sk_live_" + secretish(alnum, 24+r.Intn(75))
	case 6:
		return "rk_live_" + secretish(alnum, 24+r.Intn(75))
	case 7:
		return "sk-proj-" + secretish(alnum+"-_", 48+r.Intn(100))
	case 8:
		return "sk-ant-api03-" + secretish(alnum+"-_", 93) + "AA"
	case 9:
		return "npm_" + secretish(alnum, 36)
	case 10:
		return "hf_" + secretish(alnum, 34)
	case 11:
		return "shpat_" + hex(32)
	}
	return "ya29.a0" + secretish(alnum+"-_", 150+r.Intn(60))
}
func basicCred() string {
	f, l := person()
	u := pick(f+"."+l, "svc-"+pick("deploy", "ci", "backup", "metrics"), f, "admin", "client_"+hex(8))
	p := secretish(alnum+"!#%&*", 12+r.Intn(16))
	return base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
}

// ---- look-alikes ----
func sha1() string   { return hex(40) }
func sha256() string { return hex(64) }
func traceparent() string {
	return "00-" + hex(32) + "-" + hex(16) + "-01"
}
func etag() string  { return `W/"` + hex(8) + "-" + secretish(alnum, 27) + `"` }
func pkce() string  { return b64url(randBytes(32)) }
func nonce() string { return b64url(randBytes(16)) }
func awsKeyID() string {
	return pick("AKIA", "ASIA") + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func pkLive() string { return pick("pk_live_", "pk_test_") + secretish(alnum, 24+r.Intn(75)) }
func sshPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + base64.StdEncoding.EncodeToString(randBytes(32))[:43] + " " + pick(firsts...) + "@" + pick("laptop", "build-01", "bastion")
}
func pemPub() string {
	b := base64.StdEncoding.EncodeToString(append([]byte{0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01}, randBytes(78)...))
	return "-----BEGIN PUBLIC KEY-----\n" + b[:64] + "\n" + b[64:] + "\n-----END PUBLIC KEY-----"
}
func b64Config() string {
	cfgs := []string{`{"region":"eu-west-1","retries":3,"timeout_ms":2500}`, `{"feature_flags":{"new_checkout":true,"dark_mode":false}}`, `{"log_level":"debug","sample_rate":0.25}`, `{"cluster":"prod-eu","replicas":4}`}
	return base64.StdEncoding.EncodeToString([]byte(pick(cfgs...)))
}
func ts() string {
	return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02d.%03dZ", r.Intn(12)+1, r.Intn(28)+1, r.Intn(24), r.Intn(60), r.Intn(60), r.Intn(1000))
}
func ip() string { return fmt.Sprintf("10.%d.%d.%d", r.Intn(256), r.Intn(256), r.Intn(254)+1) }
func placeholder() string {
	return pick("<token>", "$TOKEN", "${ACCESS_TOKEN}", "YOUR_API_KEY", "<YOUR_TOKEN>", "xxxxxxxxxxxxxxxx", "REDACTED", "{{token}}", "${{ secrets.API_TOKEN }}", "$GITHUB_TOKEN", "<access_token>")
}
func host() string {
	return pick("api.acme.io", "auth.globex.com", "gateway.initech.dev", "api.northwind.co.uk", "idp.contoso.org", "hooks.pied-piper.app")
}
func path() string {
	return pick("/v1/users/me", "/api/v2/orders?limit=50", "/oauth/token", "/graphql", "/v1/charges", "/api/projects/"+fmt.Sprint(r.Intn(9000)+1000)+"/pipelines", "/healthz", "/userinfo", "/v3/repos/acme/infra/actions/runs")
}
