package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---- cards ----

// CardDigits returns a Luhn-valid number of the brand with a real issuer prefix for its length.
func (r R) CardDigits(brand string) string {
	switch brand {
	case "visa":
		return r.LuhnFill("4"+r.D(5), 16)
	case "visa13":
		return r.LuhnFill("4"+r.D(5), 13)
	case "visa19":
		return r.LuhnFill("4"+r.D(5), 19)
	case "mc":
		return r.LuhnFill(r.Pick("51", "52", "53", "54", "55")+r.D(4), 16)
	case "mc2":
		return r.LuhnFill(fmt.Sprint(r.N(2221, 2720))+r.D(2), 16)
	case "amex":
		return r.LuhnFill(r.Pick("34", "37")+r.D(4), 15)
	case "disc":
		return r.LuhnFill(r.Pick("6011", "65"+r.D(2), fmt.Sprint(r.N(644, 649))+r.D(1)), 16)
	case "jcb":
		return r.LuhnFill(fmt.Sprint(r.N(3528, 3589)), 16)
	case "diners":
		return r.LuhnFill(r.Pick("36", "30"+r.Pick("0", "1", "2", "3", "4", "5"), "38"), 14)
	case "unionpay":
		return r.LuhnFill("62"+r.Pick("2", "4", "5", "6", "8")+r.D(3), r.Pick2(16, 16, 19))
	case "maestro":
		return r.LuhnFill(r.Pick("6759", "5018", "5020", "5038", "6304", "6761", "6763"), 16)
	case "mir":
		return r.LuhnFill("220"+r.Pick("0", "1", "2", "3", "4"), 16)
	case "troy":
		return r.LuhnFill("9792", 16)
	case "rupay":
		return r.LuhnFill(r.Pick("6521", "6522", "6080", "6081", "5085", "8171"), 16)
	}
	panic(brand)
}

var cardBrands = []string{"visa", "visa", "visa", "mc", "mc", "mc2", "amex", "amex", "disc", "jcb", "diners", "unionpay", "maestro", "mir", "troy", "rupay", "visa13"}

// CardFmt writes d in one of the groupings printed for its length.
func (r R) CardFmt(d string) string {
	n := len(d)
	grp := func(sep string, sizes ...int) string {
		var parts []string
		i := 0
		for _, s := range sizes {
			parts = append(parts, d[i:i+s])
			i += s
		}
		if i < n {
			parts = append(parts, d[i:])
		}
		return strings.Join(parts, sep)
	}
	switch n {
	case 15:
		return r.Pick(d, grp(" ", 4, 6), grp("-", 4, 6), d)
	case 14:
		return r.Pick(d, grp(" ", 4, 6), grp("-", 4, 6))
	case 13:
		return r.Pick(d, d, grp(" ", 4, 4))
	case 19:
		return r.Pick(d, grp(" ", 4, 4, 4, 4), grp(" ", 6))
	}
	return r.Pick(d, grp(" ", 4, 4, 4), grp("-", 4, 4, 4), grp(" ", 4, 4, 4), d)
}

func (r R) Card() string { return r.CardFmt(r.CardDigits(r.PickL(cardBrands))) }

func (r R) CardOf(brand string) string { return r.CardFmt(r.CardDigits(brand)) }

func brandName(d string) string {
	switch {
	case d[0] == '4':
		return "Visa"
	case d[:2] == "34" || d[:2] == "37":
		return "Amex"
	case d[:4] == "9792":
		return "Troy"
	case d[:3] == "220":
		return "Mir"
	case d[:2] == "62":
		return "UnionPay"
	case d[:2] == "35":
		return "JCB"
	case d[:2] == "36" || d[:2] == "30" || d[:2] == "38":
		return "Diners Club"
	case d[:4] == "6011" || d[:2] == "64" || d[:2] == "65":
		return "Discover"
	case d[0] == '5' || d[0] == '2':
		return "Mastercard"
	}
	return "card"
}

// ---- SSN ----

func (r R) ssnParts() (string, string, string) {
	for {
		a := r.N(1, 899)
		if a == 666 {
			continue
		}
		g, s := r.N(1, 99), r.N(1, 9999)
		if a == 78 && g == 5 && s == 1120 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
	}
}

func (r R) SSN() string { a, g, s := r.ssnParts(); return a + "-" + g + "-" + s }

// SSNSep returns a valid SSN joined by sep ("", " ", ".", "–", "/").
func (r R) SSNSep(sep string) string { a, g, s := r.ssnParts(); return a + sep + g + sep + s }

func (r R) ITIN() string {
	gs := []int{}
	for g := 50; g <= 65; g++ {
		gs = append(gs, g)
	}
	for g := 70; g <= 88; g++ {
		gs = append(gs, g)
	}
	gs = append(gs, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return "9" + r.D(2) + "-" + fmt.Sprint(gs[r.Intn(len(gs))]) + "-" + fmt.Sprintf("%04d", r.N(1, 9999))
}

// ---- JWT ----

func (r R) JWT() string {
	kid := r.Hex(r.N(8, 16))
	hdrs := []string{
		`{"alg":"HS256","typ":"JWT"}`,
		`{"alg":"RS256","typ":"JWT","kid":"` + kid + `"}`,
		`{"typ":"JWT","alg":"ES256"}`,
		`{"alg":"RS256","kid":"` + r.Noise(b64urlA, 43) + `"}`,
		`{"alg":"HS512","typ":"JWT"}`,
		`{"kid":"` + kid + `","alg":"PS256"}`,
		`{"alg":"EdDSA","typ":"JWT"}`,
	}
	i := r.Intn(len(hdrs))
	hdr := hdrs[i]
	iat := r.N(1700000000, 1760000000)
	sub := r.Pick(r.D(r.N(5, 9)), "user_"+r.Noise(alnumA, 12), r.Hex(8)+"-"+r.Hex(4)+"-4"+r.Hex(3)+"-"+r.Hex(4)+"-"+r.Hex(12), "auth0|"+r.Hex(24))
	claims := []string{fmt.Sprintf(`"sub":"%s"`, sub), fmt.Sprintf(`"iat":%d`, iat), fmt.Sprintf(`"exp":%d`, iat+r.Pick2(900, 3600, 86400, 604800))}
	if r.Chance(0.6) {
		claims = append(claims, fmt.Sprintf(`"iss":"%s"`, r.Pick("https://auth.kestrel.io/", "https://login.microsoftonline.com/"+r.Hex(8)+"/v2.0", "https://accounts.google.com", "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_"+r.Noise(alnumA, 9), "api-gateway")))
	}
	if r.Chance(0.5) {
		claims = append(claims, fmt.Sprintf(`"scope":"%s"`, r.Pick("read:orders write:orders", "openid profile email", "admin", "shipments:read")))
	}
	if r.Chance(0.4) {
		claims = append(claims, fmt.Sprintf(`"jti":"%s"`, r.Hex(16)))
	}
	r.Shuffle(len(claims), func(a, b int) { claims[a], claims[b] = claims[b], claims[a] })
	pl := "{" + strings.Join(claims, ",") + "}"
	sigLen := 32
	switch {
	case strings.Contains(hdr, "RS256"), strings.Contains(hdr, "PS256"):
		sigLen = 256
	case strings.Contains(hdr, "ES256"), strings.Contains(hdr, "EdDSA"), strings.Contains(hdr, "HS512"):
		sigLen = 64
	}
	e := base64.RawURLEncoding.EncodeToString
	return e([]byte(hdr)) + "." + e([]byte(pl)) + "." + r.B64URLBytes(sigLen)
}

func (r R) Pick2(xs ...int) int { return xs[r.Intn(len(xs))] }

// ---- secrets ----

func (r R) GitHubToken() string {
	if r.Chance(0.25) {
		return "github_pat_" + r.Mixed(22) + "_" + r.Mixed(59)
	}
	return r.Pick("ghp_", "ghp_", "gho_", "ghs_", "ghu_", "ghr_") + r.Mixed(36)
}

func (r R) GitLabToken() string {
	return "glpat-" + r.MixedA(alnumA+"-_", 20)
}

func (r R) SlackToken() string {
	switch r.Intn(3) {
	case 0:
		return "xoxb-" + r.DNZ(12) + "-" + r.DNZ(13) + "-" + r.Mixed(24)
	case 1:
		return "xoxp-" + r.DNZ(12) + "-" + r.DNZ(12) + "-" + r.DNZ(13) + "-" + r.Hex(32)
	}
	return "xapp-1-A" + r.Upper(10) + "-" + r.DNZ(13) + "-" + r.Hex(64)
}

func (r R) StripeSecret() string {
	return r.Pick("sk_live_", "sk_live_", "rk_live_") + r.Mixed(r.Pick2(24, 99))
}

func (r R) OpenAIKey() string {
	switch r.Intn(3) {
	case 0:
		return "sk-" + r.Mixed(20) + "T3BlbkFJ" + r.Mixed(20)
	case 1:
		return "sk-proj-" + r.MixedA(alnumA+"-_", 74) + "T3BlbkFJ" + r.MixedA(alnumA+"-_", 74)
	}
	return "sk-svcacct-" + r.MixedA(alnumA+"-_", 64)
}

func (r R) AnthropicKey() string { return "sk-ant-api03-" + r.MixedA(alnumA+"-_", 93) + "AA" }

func (r R) NPMToken() string { return "npm_" + r.Mixed(36) }

func (r R) HFToken() string {
	for {
		s := r.from(lowerA+upperA, 34)
		if strings.ToLower(s) != s && strings.ToUpper(s) != s {
			return "hf_" + s
		}
	}
}

func (r R) AWSSecret() string { return r.MixedA(alnumA+"+/", 40) }

func (r R) AKIA() string { return r.Pick("AKIA", "AKIA", "ASIA") + r.from(upperA+"234567", 16) }

func (r R) GoogleKey() string { return "AIza" + r.MixedA(alnumA+"-_", 35) }

func (r R) SendGrid() string {
	return "SG." + r.MixedA(alnumA+"-_", 22) + "." + r.MixedA(alnumA+"-_", 43)
}

func (r R) WhSec() string { return "whsec_" + r.Mixed(32) }

func (r R) Telegram() (string, string) {
	id := r.DNZ(r.N(9, 10))
	return id, "AA" + r.MixedA(alnumA+"-_", 33)
}

func (r R) TwilioSID() string   { return "AC" + r.Hex(32) }
func (r R) TwilioToken() string { return r.Hex(32) }

func (r R) ShopifyToken() string { return r.Pick("shpat_", "shpss_", "shpca_") + r.Hex(32) }

func (r R) Opaque(n int) string { return r.Mixed(n) }

func (r R) OpaqueURL(n int) string { return r.MixedA(alnumA+"-_.", n) }

func (r R) YA29() string { return "ya29.a0" + r.MixedA(alnumA+"-_", r.N(120, 180)) }

func (r R) DOToken() string { return "dop_v1_" + r.Hex(64) }

// VaultToken mimics a Vault service token: "hvs." and the base64url of a
// protobuf holding a 32-byte HMAC and the token's accessor id (95 bytes).
func (r R) VaultToken() string {
	return "hvs.CAESI" + r.B64URLBytes(32) + "Gh4KHGh2cy5" + r.Mixed(32)
}

// PasswordURL is a chosen password that needs no escaping in a URL's userinfo.
func (r R) PasswordURL() string {
	for {
		p := r.Password()
		if !strings.ContainsAny(p, "@:/?#%[]") {
			return p
		}
	}
}

func (r R) SlackWebhookParts() (string, string, string) {
	return "T" + r.from(upperA+digitA, 8), "B" + r.from(upperA+digitA, 10), r.Mixed(24)
}

var pwWords = []string{"Harbor", "Falcon", "Maple", "Sunset", "Granite", "Tiger", "Copper", "Winter", "Sommer", "Blue", "Orbit", "Lobster", "Papaya", "Nebula", "Quartz", "Kestrel", "Violet", "Panda", "Cactus", "Rocket", "Mango", "Bremen", "Sevilla", "Kyoto"}

// Password returns a chosen-looking password: a letter and a digit, no blank, 8-32 bytes.
func (r R) Password() string {
	for {
		var p string
		switch r.Intn(6) {
		case 0:
			p = r.PickL(pwWords) + r.Pick(".", "!", "#", "_", "-", "$") + r.Ns(10, 99) + r.Pick("?", "!", "&", "") + strings.ToLower(r.PickL(pwWords))[:r.N(2, 4)]
		case 1:
			p = r.PickL(pwWords) + r.Ns(1990, 2026) + r.Pick("!", "#", "$", "%", "*")
		case 2:
			p = r.MixedA(alnumA+"!#$%&*?@^", r.N(12, 20))
		case 3:
			p = strings.ToLower(r.PickL(pwWords)) + r.Pick("-", ".", "_") + strings.ToLower(r.PickL(pwWords)) + r.Pick("-", ".", "_") + r.Ns(1, 999)
		case 4:
			p = r.Mixed(r.N(10, 16))
		default:
			p = r.Upper(1) + r.Lower(r.N(4, 7)) + r.Ns(100, 9999) + r.Pick("!", "@", "#", "&", "+")
		}
		if strings.ContainsAny(p, "0123456789") && !strings.ContainsAny(p, " \"'\\`") && !strings.Contains(strings.ToLower(p), "pass") && !strings.Contains(strings.ToLower(p), "change") && !strings.Contains(strings.ToLower(p), "example") {
			return p
		}
	}
}

// PEMBody returns n base64 lines of 64 bytes and a short last one.
func (r R) PEMBody(n int) string {
	var ls []string
	for i := 0; i < n; i++ {
		ls = append(ls, r.B64Noise(48))
	}
	ls = append(ls, r.B64Noise(r.N(10, 40)))
	return strings.Join(ls, "\n")
}

func basicCred(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}

var users = []string{"deploy", "svc-etl", "jenkins", "admin", "reporting", "ops", "ci-bot", "grafana", "backup", "api-user", "warehouse", "billing-sync", "mlflow", "airflow"}
