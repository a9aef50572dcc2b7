package main

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand"
	"strings"
)

const (
	lowerA  = "abcdefghijklmnopqrstuvwxyz"
	upperA  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digitA  = "0123456789"
	b62A    = upperA + lowerA + digitA
	b64A    = b62A + "+/"
	b64uA   = b62A + "-_"
	hexA    = "0123456789abcdef"
	hexUA   = "0123456789ABCDEF"
	b32A    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	lowAlnA = lowerA + digitA
)

// G holds the seeded source. used is only looked up, never iterated.
type G struct {
	r    *rand.Rand
	used map[string]bool
}

func (g *G) n(a, b int) int { return a + g.r.Intn(b-a+1) }

func (g *G) rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

// rsMix is a random string over alpha that holds a digit, a capital and a small letter
// when alpha has them (random secrets of 16+ bytes almost always do; this makes sure).
func (g *G) rsMix(alpha string, n int) string {
	for {
		s := g.rs(alpha, n)
		if n < 8 || (strings.ContainsAny(s, digitA) && strings.ContainsAny(s, upperA) && strings.ContainsAny(s, lowerA)) ||
			!strings.ContainsAny(alpha, upperA) || !strings.ContainsAny(alpha, lowerA) {
			return s
		}
	}
}

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) pickS(xs []string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) coin() bool               { return g.r.Intn(2) == 0 }
func (g *G) chance(p float64) bool    { return g.r.Float64() < p }

func (g *G) bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b
}

func b64u(b []byte) string  { return base64.RawURLEncoding.EncodeToString(b) }
func b64s(b []byte) string  { return base64.StdEncoding.EncodeToString(b) }
func b64su(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func capit(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

var words = []string{"harbor", "maple", "tiger", "falcon", "copper", "river", "sunset", "granite", "velvet", "orchid",
	"pepper", "comet", "meadow", "lantern", "cobalt", "thistle", "juniper", "saffron", "walrus", "pixel", "nimbus",
	"quartz", "ember", "willow", "glacier", "mango", "raven", "cactus", "basil", "otter", "biscuit", "marble", "hazel",
	"zebra", "anchor", "tundra", "kettle", "plum", "rocket", "summit", "fjord", "lemon", "badger", "cinder", "dune",
	"garnet", "harpoon", "igloo", "jasmine", "koala", "lobster", "nectar", "oyster", "puffin", "quill", "rhubarb"}

const pwSyms = "!@#$%&*?.-_+="

// pw is a password a person chose: a letter and a digit, no blank.
func (g *G) pw() string {
	for {
		var s string
		w1, w2 := g.pickS(words), g.pickS(words)
		switch g.r.Intn(7) {
		case 0:
			s = capit(w1) + string(pwSyms[g.r.Intn(len(pwSyms))]) + capit(w2) + fmt.Sprint(g.n(10, 9999)) + g.pick("!", "?", "#", "")
		case 1:
			s = w1 + fmt.Sprint(g.n(1970, 2025)) + g.pick("!", "$", "#", "*", ".")
		case 2:
			s = g.rsMix(b62A+"!@#%^&*-_=+?.", g.n(12, 20))
		case 3:
			lr := strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1", "s", "$")
			s = capit(lr.Replace(w1)) + capit(w2) + string(pwSyms[g.r.Intn(len(pwSyms))]) + fmt.Sprint(g.n(1, 99))
		case 4:
			s = w1 + "-" + w2 + "-" + g.pickS(words) + "-" + fmt.Sprint(g.n(10, 99))
		case 5:
			s = capit(w1) + fmt.Sprint(g.n(100, 999)) + capit(w2) + g.pick("!", "&", "%", "@")
		case 6:
			s = g.rsMix(b62A, g.n(14, 24))
		}
		if strings.ContainsAny(s, digitA) && strings.ContainsAny(s, lowerA+upperA) && !strings.Contains(s, "ssw0rd") {
			return s
		}
	}
}

// wifi is a Wi-Fi passphrase: chosen or a router's printed default.
func (g *G) wifi() string {
	switch g.r.Intn(4) {
	case 0:
		return capit(g.pickS(words)) + capit(g.pickS(words)) + fmt.Sprint(g.n(1000, 9999))
	case 1:
		return g.pickS(words) + "-" + g.pickS(words) + "-" + fmt.Sprint(g.n(10, 99))
	case 2:
		return g.rsMix(b62A, 12)
	default:
		return g.rs("abcdefghjkmnpqrstuvwxyz23456789", 4) + g.rs(digitA, 4) + g.rs("ABCDEFGHJKMNPQRSTUVWXYZ", 2)
	}
}

func (g *G) otp() string { return fmt.Sprintf("%06d", g.n(100000, 999999)) }

func (g *G) uuid() string {
	b := g.bytes(16)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b)
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// ---- issuers' tokens ----

func (g *G) ghp() string { return g.pick("ghp_", "ghp_", "gho_", "ghu_", "ghs_") + g.rsMix(b62A, 36) }
func (g *G) githubPAT() string {
	return "github_pat_11" + g.rs(upperA+digitA, 20) + "_" + g.rsMix(b62A, 59)
}
func (g *G) glpat() string { return "glpat-" + g.rsMix(b62A+"-_", 20) }
func (g *G) slackBot() string {
	return "xoxb-" + g.rs(digitA, 12) + "-" + g.rs(digitA, 13) + "-" + g.rsMix(b62A, 24)
}
func (g *G) slackUser() string {
	return "xoxp-" + g.rs(digitA, 12) + "-" + g.rs(digitA, 12) + "-" + g.rs(digitA, 13) + "-" + g.rs(hexA, 32)
}
func (g *G) stripeSK() string {
	if g.coin() {
		return "sk_live_" + g.rsMix(b62A, 24)
	}
	return "sk_live_51" + g.rs(digitA+upperA, 12) + g.rsMix(b62A, 86)
}
func (g *G) stripeRK() string { return "rk_live_51" + g.rs(digitA+upperA, 12) + g.rsMix(b62A, 86) }
func (g *G) openai() string {
	if g.chance(0.3) {
		return "sk-" + g.rsMix(b62A, 20) + "T3BlbkFJ" + g.rsMix(b62A, 20)
	}
	return "sk-proj-" + g.rsMix(b64uA, 74) + "T3BlbkFJ" + g.rsMix(b64uA, 74)
}
func (g *G) anthropic() string { return "sk-ant-api03-" + g.rsMix(b64uA, 93) + "AA" }
func (g *G) npm() string       { return "npm_" + g.rsMix(b62A, 36) }
func (g *G) hf() string        { return "hf_" + g.rs(upperA+lowerA, 34) }
func (g *G) shopify() string   { return g.pick("shpat_", "shpss_", "shpca_") + g.rs(hexA, 32) }
func (g *G) sendgrid() string  { return "SG." + g.rsMix(b64uA, 22) + "." + g.rsMix(b64uA, 43) }
func (g *G) googleKey() string { return "AIza" + g.rsMix(b64uA, 35) }
func (g *G) ya29() string      { return "ya29.a0" + g.rsMix(b64uA, g.n(110, 170)) }
func (g *G) googleRefresh() string {
	return "1//0" + g.rs(lowerA+digitA, 1) + g.rsMix(b64uA, 98)
}
func (g *G) gocspx() string    { return "GOCSPX-" + g.rsMix(b64uA, 28) }
func (g *G) awsSecret() string { return g.rsMix(b62A+"+/", 40) }
func (g *G) awsKeyID() string  { return g.pick("AKIA", "AKIA", "ASIA") + g.rs(upperA+"234567", 16) }
func (g *G) awsSession() string {
	return "IQoJb3JpZ2luX2Vj" + g.rsMix(b64A, 260) + g.pick("=", "==", "")
}
func (g *G) mailgun() string {
	if g.coin() {
		return "key-" + g.rs(hexA, 32)
	}
	return g.rs(hexA, 32) + "-" + g.rs(hexA, 8) + "-" + g.rs(hexA, 8)
}
func (g *G) twilioSID() string   { return "AC" + g.rs(hexA, 32) }
func (g *G) twilioToken() string { return g.rs(hexA, 32) }
func (g *G) dop() string         { return "dop_v1_" + g.rs(hexA, 64) }
func (g *G) vault() string       { return "hvs." + g.rsMix(b62A, 24) }
func (g *G) vaultLong() string {
	return "hvs.CAESI" + g.rsMix(b64uA, 82) + "Gh4KHGh2cy4" + g.rsMix(b62A, 24)
}
func (g *G) telegram() string {
	return fmt.Sprint(g.n(1000000000, 7999999999)) + ":AA" + g.rsMix(b64uA, 33)
}
func (g *G) discordHookToken() string { return g.rsMix(b64uA, 68) }
func (g *G) slackHook() (string, string, string) {
	return "T" + g.rs(upperA+digitA, 8), "B" + g.rs(upperA+digitA, 10), g.rsMix(b62A, 24)
}
func (g *G) pypi() string      { return "pypi-AgEIcHlwaS5vcmc" + g.rsMix(b64uA, 150) }
func (g *G) dockerPAT() string { return "dckr_pat_" + g.rsMix(b64uA, 27) }
func (g *G) azureKey() string  { return g.rsMix(b64A, 86) + "==" }
func (g *G) azureSig() string {
	s := b64s(g.bytes(32))
	r := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D")
	return r.Replace(s)
}
func (g *G) atlassian() string {
	return "ATATT3xFfGF0" + g.rsMix(b64uA, 170) + "=" + g.rs(hexUA, 8)
}
func (g *G) linear() string  { return "lin_api_" + g.rsMix(b62A, 40) }
func (g *G) notion() string  { return "ntn_" + g.rs(digitA, 11) + g.rsMix(b62A, 35) }
func (g *G) cfToken() string { return g.rsMix(b64uA, 40) }
func (g *G) datadog() string { return g.rs(hexA, 32) }
func (g *G) ddApp() string   { return g.rs(hexA, 40) }
func (g *G) mapboxSK() string {
	user := g.pickS(words) + fmt.Sprint(g.n(1, 99))
	return "sk." + b64su(fmt.Sprintf(`{"u":"%s","a":"%s"}`, user, g.rs(lowAlnA, 25))) + "." + g.rsMix(b64uA, 22)
}
func (g *G) mapboxPK() string {
	user := g.pickS(words) + fmt.Sprint(g.n(1, 99))
	return "pk." + b64su(fmt.Sprintf(`{"u":"%s","a":"%s"}`, user, g.rs(lowAlnA, 25))) + "." + g.rsMix(b64uA, 22)
}
func (g *G) whsec() string    { return "whsec_" + g.rsMix(b62A+"+/", 32) }
func (g *G) cratesIO() string { return "cio" + g.rsMix(b62A, 32) }
func (g *G) entraSecret() string {
	return g.rs(b62A, 3) + fmt.Sprint(g.n(0, 9)) + "Q~" + g.rsMix(b62A+"~._-", 34)
}
func (g *G) auth0Secret() string { return g.rsMix(b64uA, 64) }
func (g *G) opaque(n int) string { return g.rsMix(b64uA, n) }
func (g *G) hexSecret(n int) string {
	return g.rs(hexA, n)
}
func (g *G) b32() string          { return g.rs(b32A, 32) }
func (g *G) dockerHubPAT() string { return g.dockerPAT() }
func (g *G) age() string {
	return "AGE-SECRET-KEY-1" + g.rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
}
func (g *G) agePub() string {
	return "age1" + g.rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
}
func (g *G) wgKey() string      { return b64s(g.bytes(32)) }
func (g *G) fernet() string     { return b64u(g.bytes(32)) + "=" }
func (g *G) laravelKey() string { return "base64:" + b64s(g.bytes(32)) }
func (g *G) djangoKey() string {
	return "django-insecure-" + g.rs(lowerA+digitA+"!@#$%^&*(-_=+)", 50)
}
func (g *G) djangoKey2() string   { return g.rs(lowerA+digitA+"!@#$%^&*(-_=+)", 50) }
func (g *G) railsKeyBase() string { return g.rs(hexA, 128) }
func (g *G) googleAppPw() string {
	return g.rs(lowerA, 4) + " " + g.rs(lowerA, 4) + " " + g.rs(lowerA, 4) + " " + g.rs("bcdfghjklmnpqrstvwxz", 4)
}
func (g *G) appleAppPw() string {
	return g.rs(lowerA, 4) + "-" + g.rs(lowerA, 4) + "-" + g.rs(lowerA, 4) + "-" + g.rs(lowerA, 4)
}

// ---- session cookies ----
func (g *G) djangoSession() string { return g.rs(lowerA+digitA, 32) }
func (g *G) phpSess() string       { return g.rs(lowerA+digitA, 26) }
func (g *G) jsession() string      { return g.rs(hexUA, 32) }
func (g *G) connectSid() string {
	return "s%3A" + g.rsMix(b64uA, 32) + "." + strings.TrimRight(b64s(g.bytes(32)), "=")
}
func (g *G) railsSession() string {
	return strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(b64s(g.bytes(g.n(90, 160)))) + "--" + g.rs(hexA, 40)
}
func (g *G) laravelSession() string {
	j := fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, b64s(g.bytes(16)), b64s(g.bytes(48)), g.rs(hexA, 64))
	return strings.TrimRight(b64s([]byte(j)), "=") + "%3D"
}
func (g *G) aspSession() string { return g.rs("abcdefghijklmnopqrstuvwxyz012345", 24) }

// ---- JWTs ----

var jwtIss = []string{"https://auth.acme-cloud.io/", "https://login.microsoftonline.com/%s/v2.0", "https://accounts.google.com",
	"https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_%s", "https://dev-%s.us.auth0.com/", "https://keycloak.internal/realms/prod",
	"https://token.actions.githubusercontent.com", "kubernetes/serviceaccount"}

func (g *G) jwt(email string) string {
	alg := g.pick("RS256", "RS256", "HS256", "ES256", "PS256")
	var hdr string
	switch g.r.Intn(3) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.rsMix(b64uA, 22))
	default:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s","kid":"%s"}`, alg, g.rs(hexA, 16))
	}
	iss := g.pickS(jwtIss)
	if strings.Contains(iss, "%s") {
		iss = fmt.Sprintf(iss, g.rs(lowAlnA, 9))
	}
	iat := g.n(1704067200, 1767225600)
	var pl string
	switch {
	case iss == "kubernetes/serviceaccount":
		pl = fmt.Sprintf(`{"iss":"kubernetes/serviceaccount","kubernetes.io/serviceaccount/namespace":"%s","kubernetes.io/serviceaccount/secret.name":"%s-token-%s","sub":"system:serviceaccount:%s:%s"}`,
			g.pick("prod", "ci", "monitoring", "default"), g.pick("deployer", "argocd", "grafana"), g.rs(lowAlnA, 5), g.pick("prod", "ci"), g.pick("deployer", "argocd", "grafana"))
	case email != "":
		pl = fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","email":"%s","iat":%d,"exp":%d}`, iss, g.uuid(), g.rs(lowAlnA, 24), email, iat, iat+3600)
	default:
		pl = fmt.Sprintf(`{"sub":"%s","iss":"%s","scope":"%s","iat":%d,"exp":%d,"jti":"%s"}`, g.pick("user_", "usr_", "")+g.rs(lowAlnA, 12), iss,
			g.pick("read:orders write:orders", "openid profile email", "api.read", "admin"), iat, iat+g.pick3(900, 3600, 86400), g.uuid())
	}
	sigN := map[string]int{"RS256": 256, "PS256": 256, "HS256": 32, "ES256": 64}[alg]
	return b64su(hdr) + "." + b64su(pl) + "." + b64u(g.bytes(sigN))
}

func (g *G) pick3(a, b, c int) int { return []int{a, b, c}[g.r.Intn(3)] }

// ---- private keys ----

func wrap(s string, w int) string {
	var b strings.Builder
	for i := 0; i < len(s); i += w {
		if i > 0 {
			b.WriteByte('\n')
		}
		e := i + w
		if e > len(s) {
			e = len(s)
		}
		b.WriteString(s[i:e])
	}
	return b.String()
}

// pemKey returns armour begin, body, armour end.
func (g *G) pemKey() (string, string, string) {
	switch g.r.Intn(4) {
	case 0: // EC P-256
		der := append([]byte{0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20}, g.bytes(32)...)
		der = append(der, 0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0xa1, 0x44, 0x03, 0x42, 0x00, 0x04)
		der = append(der, g.bytes(64)...)
		return "-----BEGIN EC PRIVATE KEY-----", wrap(b64s(der), 64), "-----END EC PRIVATE KEY-----"
	case 1: // PKCS8 ed25519
		der := append([]byte{0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20}, g.bytes(32)...)
		return "-----BEGIN PRIVATE KEY-----", b64s(der), "-----END PRIVATE KEY-----"
	case 2: // openssh ed25519
		var b []byte
		b = append(b, []byte("openssh-key-v1\x00")...)
		b = append(b, 0, 0, 0, 4, 'n', 'o', 'n', 'e', 0, 0, 0, 4, 'n', 'o', 'n', 'e', 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0x33)
		b = append(b, 0, 0, 0, 11)
		b = append(b, []byte("ssh-ed25519")...)
		b = append(b, 0, 0, 0, 32)
		b = append(b, g.bytes(32)...)
		b = append(b, 0, 0, 0, 0x88)
		b = append(b, g.bytes(0x88)...)
		return "-----BEGIN OPENSSH PRIVATE KEY-----", wrap(b64s(b), 70), "-----END OPENSSH PRIVATE KEY-----"
	default: // RSA, shortened body as people paste a part of it? no: a 1024-bit key, whole
		der := append([]byte{0x30, 0x82, 0x02, 0x5c, 0x02, 0x01, 0x00, 0x02, 0x81, 0x81, 0x00}, g.bytes(128)...)
		der = append(der, 0x02, 0x03, 0x01, 0x00, 0x01, 0x02, 0x81, 0x80)
		der = append(der, g.bytes(128+2*66+3*65)...)
		return "-----BEGIN RSA PRIVATE KEY-----", wrap(b64s(der), 64), "-----END RSA PRIVATE KEY-----"
	}
}

func (g *G) sshPub() string {
	var b []byte
	b = binary.BigEndian.AppendUint32(b, 11)
	b = append(b, []byte("ssh-ed25519")...)
	b = binary.BigEndian.AppendUint32(b, 32)
	b = append(b, g.bytes(32)...)
	return "ssh-ed25519 " + b64s(b)
}

func (g *G) sshRSAPub() string {
	var b []byte
	b = binary.BigEndian.AppendUint32(b, 7)
	b = append(b, []byte("ssh-rsa")...)
	b = append(b, 0, 0, 0, 3, 1, 0, 1)
	b = binary.BigEndian.AppendUint32(b, 257)
	b = append(b, 0)
	b = append(b, g.bytes(256)...)
	return "ssh-rsa " + b64s(b)
}

func (g *G) pemPub() string {
	der := append([]byte{0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00, 0x04}, g.bytes(64)...)
	return wrap(b64s(der), 64)
}

// ---- look-alikes ----

func (g *G) sha256hex() string { h := sha256.Sum256(g.bytes(20)); return hex.EncodeToString(h[:]) }
func (g *G) sha1hex() string   { return g.rs(hexA, 40) }
func (g *G) shortSha() string  { return g.rs(hexA, g.n(7, 10)) }
func (g *G) md5hex() string    { return g.rs(hexA, 32) }
func (g *G) digest() string    { return "sha256:" + g.sha256hex() }
func (g *G) version() string {
	return fmt.Sprintf("%d.%d.%d", g.n(0, 4), g.n(0, 30), g.n(0, 19))
}
func (g *G) vversion() string { return "v" + g.version() }
func (g *G) date() string {
	return fmt.Sprintf("%04d-%02d-%02d", g.n(2023, 2026), g.n(1, 12), g.n(1, 28))
}
func (g *G) isoTime() string {
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", g.date(), g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) ticket() string {
	return g.pick("OPS", "SEC", "INFRA", "PLAT", "SUP", "DEV", "BE", "IT") + "-" + fmt.Sprint(g.n(100, 9999))
}
func (g *G) reqID() string {
	switch g.r.Intn(4) {
	case 0:
		return "req_" + g.rsMix(b62A, 14)
	case 1:
		return g.uuid()
	case 2:
		return g.rs(hexA, 16) + "-" + g.pick("FRA", "AMS", "IAD", "SJC", "NRT", "GRU", "CDG")
	default:
		return "Root=1-" + g.rs(hexA, 8) + "-" + g.rs(hexA, 24)
	}
}
func (g *G) pkLive() string {
	return g.pick("pk_live_", "pk_test_") + g.rsMix(b62A, g.pick3(24, 99, 99))
}
func (g *G) gClientID() string {
	return fmt.Sprint(g.n(100000000000, 999999999999)) + "-" + g.rs(lowAlnA, 32) + ".apps.googleusercontent.com"
}
func (g *G) gpgFpr() string {
	h := g.rs(hexUA, 40)
	var p []string
	for i := 0; i < 40; i += 4 {
		p = append(p, h[i:i+4])
	}
	return strings.Join(p[:5], " ") + "  " + strings.Join(p[5:], " ")
}
func (g *G) sshFpr() string {
	h := sha256.Sum256(g.bytes(8))
	return "SHA256:" + strings.TrimRight(b64s(h[:]), "=")
}
func (g *G) certFpr() string {
	b := g.bytes(32)
	var p []string
	for _, c := range b {
		p = append(p, fmt.Sprintf("%02X", c))
	}
	return strings.Join(p, ":")
}
func (g *G) ip() string { return fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(2, 254)) }
func (g *G) pubIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", g.pick3(34, 52, 185), g.n(1, 250), g.n(0, 255), g.n(2, 254))
}
func (g *G) host() string {
	return g.pick("db", "pg", "mysql", "cache", "redis", "mq", "api", "auth", "mail", "smtp", "ftp", "files") + "-" +
		fmt.Sprint(g.n(1, 9)) + "." + g.pick("prod", "staging", "internal", "eu-west-1", "corp") + "." +
		g.pick("acme-corp.net", "northwind.io", "globex.internal", "initech.com", "contoso.dev", "umbrella-it.de", "hooli.cloud", "piedpiper.app")
}
func (g *G) domain() string {
	return g.pick("acme-corp.net", "northwind.io", "globex.com", "initech.com", "contoso.dev", "umbrella-it.de", "hooli.cloud", "piedpiper.app",
		"brightlane.co.uk", "vandelay.com", "kumo-soft.jp", "tiendalumen.es", "lojaverde.com.br", "studio-rossi.it")
}
func (g *G) user() string {
	return g.pick("app", "svc_app", "deploy", "ci", "backup", "reporting", "etl", "shop", "billing", "grafana", "wp_user", "odoo", "n8n", "airflow", "metabase")
}
func (g *G) b64plain() (string, string) {
	txt := g.pick(`{"page":%d,"limit":50}`, `{"offset":%d}`, `{"cursor":%d,"dir":"next"}`, `hello world %d`, `{"theme":"dark","v":%d}`, `order:%d`)
	t := fmt.Sprintf(txt, g.n(2, 9999))
	return b64s([]byte(t)), t
}

// ---- people ----

var firsts = []string{"anna", "ben", "chloe", "david", "elena", "farid", "greta", "hiro", "ines", "jonas", "kavya", "liam", "marta",
	"noah", "olga", "pablo", "quinn", "rosa", "sven", "tomasz", "ugo", "vera", "wei", "ximena", "yusuf", "zoe", "mehmet", "sakura",
	"minji", "lucas", "camille", "matteo", "lieke", "agnieszka", "dmitri", "fatma", "haruto", "jiwoo", "emil", "beatriz"}
var lasts = []string{"keller", "moreau", "garcia", "rossi", "silva", "nowak", "ivanov", "yilmaz", "tanaka", "wang", "kim", "johansson",
	"dejong", "schmidt", "dubois", "lopez", "costa", "bianchi", "kowalski", "petrov", "demir", "suzuki", "li", "park", "lindqvist",
	"vandenberg", "fischer", "martin", "fernandez", "santos"}

func (g *G) email() string { return g.emailOf(g.pickS(firsts)) }

func (g *G) emailOf(f string) string {
	l := g.pickS(lasts)
	var local string
	switch g.r.Intn(5) {
	case 0:
		local = f + "." + l
	case 1:
		local = f + l + fmt.Sprint(g.n(1, 99))
	case 2:
		local = f[:1] + l
	case 3:
		local = f + "_" + l
	default:
		local = f + "." + l + fmt.Sprint(g.n(70, 99))
	}
	dom := g.pick("gmail.com", "outlook.com", "yahoo.com", "icloud.com", "gmx.de", "web.de", "orange.fr", "libero.it", "wp.pl",
		"yandex.ru", "naver.com", "qq.com", "protonmail.com", "hotmail.co.uk", "uol.com.br", "acme-corp.net", "northwind.io", "initech.com", "contoso.dev")
	return local + "@" + dom
}

func (g *G) svcEmail(dom string) string {
	return g.pick("noreply", "alerts", "notifications", "mailer", "no-reply", "billing", "postmaster", "support") + fmt.Sprint(g.n(1, 99)) + "@" + dom
}

var nanpAreas = []string{"212", "213", "312", "415", "503", "512", "617", "646", "702", "713", "718", "773", "808", "917", "929", "206", "303", "404", "470", "602", "720", "786", "858", "972"}

func (g *G) phone() string {
	switch g.r.Intn(7) {
	case 0:
		return fmt.Sprintf("+1 %s-%d%02d-%04d", g.pickS(nanpAreas), g.n(2, 9), g.n(0, 99), g.n(0, 9999))
	case 1:
		return fmt.Sprintf("(%s) %d%02d-%04d", g.pickS(nanpAreas), g.n(2, 9), g.n(10, 99), g.n(0, 9999))
	case 2:
		return fmt.Sprintf("+44 7%d%02d %06d", g.n(4, 9), g.n(0, 99), g.n(0, 999999))
	case 3:
		return fmt.Sprintf("+49 1%s %d", g.pick("51", "52", "60", "70", "71", "76"), g.n(10000000, 99999999))
	case 4:
		return fmt.Sprintf("+33 %d %02d %02d %02d %02d", g.n(6, 7), g.n(10, 99), g.n(0, 99), g.n(0, 99), g.n(0, 99))
	case 5:
		return fmt.Sprintf("+34 6%02d %03d %03d", g.n(0, 99), g.n(0, 999), g.n(0, 999))
	default:
		return fmt.Sprintf("+55 11 9%04d-%04d", g.n(1000, 9999), g.n(0, 9999))
	}
}

func (g *G) sentryOrg() string {
	j := fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://%s.sentry.io","org":"%s"}`, g.n(1704067200, 1767225600), g.n(0, 999999), g.pick("us", "de"), g.pickS(words))
	return "sntrys_" + b64su(j) + "_" + g.rsMix(b62A+"/+", 43)
}

func (g *G) setupKey() string {
	s := strings.ToLower(g.b32())
	return s[0:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:16] + " " + s[16:20] + " " + s[20:24] + " " + s[24:28] + " " + s[28:32]
}
