package main

import (
	"encoding/base64"
	"fmt"
	"hash/crc32"
	"math/big"
	"math/rand"
	"strconv"
	"strings"
)

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.Intn(len(xs))] }

func itoa(n int) string { return strconv.Itoa(n) }

const (
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lowerAN = "abcdefghijklmnopqrstuvwxyz0123456789"
	upperAN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	hexd    = "0123456789abcdef"
	b64url  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64std  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	b32     = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	lower   = "abcdefghijklmnopqrstuvwxyz"
)

func rs(r *rand.Rand, alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// mixed returns n bytes of alpha with at least one digit, one capital and
// one small letter when the alphabet has them (a random-looking secret).
func mixed(r *rand.Rand, alpha string, n int) string {
	for {
		s := rs(r, alpha, n)
		d, u, l := false, false, false
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d = true
			case c >= 'A' && c <= 'Z':
				u = true
			case c >= 'a' && c <= 'z':
				l = true
			}
		}
		need := 0
		if strings.ContainsAny(alpha, "0123456789") && !d {
			need++
		}
		if strings.ContainsAny(alpha, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && !u {
			need++
		}
		if strings.ContainsAny(alpha, "abcdefghijklmnopqrstuvwxyz") && !l {
			need++
		}
		if need == 0 {
			return s
		}
	}
}

func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func uuid(r *rand.Rand) string {
	h := rs(r, hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.Intn(4)]) + h[17:20] + "-" + h[20:]
}

// ---------- e-mail ----------

func (p Person) Local(r *rand.Rand) string {
	g := fold(p.Given, p.C.Umlaut)
	s := fold(p.Sur, p.C.Umlaut)
	switch r.Intn(9) {
	case 0:
		return g + "." + s
	case 1:
		return g[:1] + "." + s
	case 2:
		return g + s
	case 3:
		return g + "_" + s
	case 4:
		return g + "." + s + itoa(60+r.Intn(45))
	case 5:
		return g[:1] + s
	case 6:
		return s + "." + g
	case 7:
		return g + "-" + s
	default:
		return g + "." + s + itoa(1+r.Intn(999))
	}
}

// FreeMail is the person's private address.
func (p Person) FreeMail(r *rand.Rand) string {
	return p.Local(r) + "@" + pick(r, p.C.Domains)
}

// Company is a company of country c: name and domain.
type Company struct {
	Name, Domain string
	C            *Country
}

func (c *Country) Company(r *rand.Rand) Company {
	s := pick(r, c.SurM)
	w := pick(r, c.Biz)
	name := s + " " + strings.ToUpper(w[:1]) + w[1:] + " " + pick(r, c.Legal)
	var dom string
	switch r.Intn(3) {
	case 0:
		dom = fold(s, c.Umlaut) + "-" + w + "." + c.TLD
	case 1:
		dom = w + "-" + fold(s, c.Umlaut) + "." + c.TLD
	default:
		dom = fold(s, c.Umlaut) + w + "." + c.TLD
	}
	return Company{name, dom, c}
}

// WorkMail: a person's address at a company.
func (p Person) WorkMail(r *rand.Rand, co Company) string {
	g := fold(p.Given, p.C.Umlaut)
	s := fold(p.Sur, p.C.Umlaut)
	switch r.Intn(4) {
	case 0:
		return g + "." + s + "@" + co.Domain
	case 1:
		return g[:1] + "." + s + "@" + co.Domain
	case 2:
		return g[:1] + s + "@" + co.Domain
	default:
		return g + "@" + co.Domain
	}
}

func roleMail(r *rand.Rand, co Company, roles ...string) string {
	return pick(r, roles) + "@" + co.Domain
}

// ---------- cards ----------

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

func luhnOK(s string) bool {
	return luhnDigit(s[:len(s)-1]) == s[len(s)-1]
}

func cardWith(r *rand.Rand, prefix string, n int) string {
	body := prefix + dg(r, n-1-len(prefix))
	return body + string(luhnDigit(body))
}

type Brand struct {
	Name string
	Gen  func(r *rand.Rand) string
}

var (
	Visa = Brand{"Visa", func(r *rand.Rand) string {
		return cardWith(r, pick(r, []string{"4970", "4974", "4978", "4571", "4921", "4462", "4539", "4556", "4716", "4532", "4917", "4026", "4508", "4844", "4913", "4175", "4659", "4622", "4388", "4893"}), 16)
	}}
	MC = Brand{"Mastercard", func(r *rand.Rand) string {
		if r.Intn(4) == 0 {
			return cardWith(r, itoa(2221+r.Intn(500)), 16)
		}
		return cardWith(r, itoa(51+r.Intn(5)), 16)
	}}
	Amex    = Brand{"American Express", func(r *rand.Rand) string { return cardWith(r, pick(r, []string{"34", "37"}), 15) }}
	Maestro = Brand{"Maestro", func(r *rand.Rand) string {
		return cardWith(r, pick(r, []string{"6759", "6761", "6763", "5018", "5020", "5038", "6304"}), pick(r, []int{16, 16, 19}))
	}}
	Dankort = Brand{"Dankort", func(r *rand.Rand) string { return cardWith(r, "5019", 16) }}
	Diners  = Brand{"Diners Club", func(r *rand.Rand) string {
		return cardWith(r, pick(r, []string{"36", "300", "301", "302", "303", "304", "305", "38"}), 14)
	}}
	Discover = Brand{"Discover", func(r *rand.Rand) string { return cardWith(r, pick(r, []string{"6011", "65"}), 16) }}
	JCB      = Brand{"JCB", func(r *rand.Rand) string { return cardWith(r, itoa(3528+r.Intn(62)), 16) }}
	Union    = Brand{"UnionPay", func(r *rand.Rand) string { return cardWith(r, "62"+itoa(10+r.Intn(80)), pick(r, []int{16, 19})) }}
)

// EUBrand: card brands as they come up in European traffic.
func EUBrand(r *rand.Rand) Brand {
	return pick(r, []Brand{Visa, Visa, Visa, MC, MC, MC, Amex, Maestro, Diners, Discover, JCB, Union, Visa, MC})
}

func group(s string, sizes []int, sep string) string {
	var parts []string
	pos := 0
	for _, n := range sizes {
		if pos+n > len(s) {
			break
		}
		parts = append(parts, s[pos:pos+n])
		pos += n
	}
	if pos < len(s) {
		parts = append(parts, s[pos:])
	}
	return strings.Join(parts, sep)
}

// CardFmt writes a card number as people and forms do.
func CardFmt(r *rand.Rand, n string) string {
	sep := pick(r, []string{" ", " ", "-", "", " "})
	switch len(n) {
	case 15:
		return group(n, []int{4, 6, 5}, sep)
	case 14:
		return group(n, []int{4, 6, 4}, sep)
	default:
		return group(n, []int{4, 4, 4, 4}, sep)
	}
}

func last4(n string) string { return n[len(n)-4:] }

func maskedCard(r *rand.Rand, n string) string {
	switch r.Intn(6) {
	case 0:
		return "**** **** **** " + last4(n)
	case 1:
		return "XXXX-XXXX-XXXX-" + last4(n)
	case 2:
		return n[:6] + "******" + last4(n)
	case 3:
		return "•••• " + last4(n)
	case 4:
		return "############" + last4(n)
	default:
		return n[:4] + " **** **** " + last4(n)
	}
}

func expiry(r *rand.Rand) string {
	return fmt.Sprintf("%02d/%02d", 1+r.Intn(12), 26+r.Intn(6))
}

// ---------- SSN ----------

func ssnDigits(r *rand.Rand) (string, string, string) {
	var a int
	for {
		a = 1 + r.Intn(899)
		if a != 666 {
			break
		}
	}
	g := 1 + r.Intn(99)
	s := 1 + r.Intn(9999)
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
}

func SSN(r *rand.Rand, sep string) string {
	a, g, s := ssnDigits(r)
	return a + sep + g + sep + s
}

func ITIN(r *rand.Rand, sep string) string {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d%s%02d%s%04d", r.Intn(100), sep, pick(r, groups), sep, r.Intn(10000))
}

// ---------- JWT ----------

func b64j(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwtTime(r *rand.Rand) int { return 1735689600 + r.Intn(31536000) }

type jwtOpt struct {
	iss, sub, extra string
}

func JWT(r *rand.Rand, o jwtOpt) string {
	alg := pick(r, []string{"HS256", "RS256", "RS256", "ES256", "EdDSA", "PS256"})
	var hdr string
	kid := rs(r, b64url, 43)
	switch r.Intn(4) {
	case 0:
		hdr = `{"alg":"` + alg + `","typ":"JWT"}`
	case 1:
		hdr = `{"alg":"` + alg + `","typ":"JWT","kid":"` + kid + `"}`
	case 2:
		hdr = `{"typ":"JWT","alg":"` + alg + `"}`
	default:
		hdr = `{"alg":"` + alg + `","kid":"` + uuid(r) + `"}`
	}
	if alg == "HS256" {
		hdr = `{"alg":"HS256","typ":"JWT"}`
	}
	iat := jwtTime(r)
	sub := o.sub
	if sub == "" {
		sub = uuid(r)
	}
	iss := o.iss
	if iss == "" {
		iss = pick(r, []string{"https://auth.shop-" + rs(r, lower, 5) + ".de/realms/kunden", "https://" + rs(r, lower, 6) + ".eu.auth0.com/", "https://login.microsoftonline.com/" + uuid(r) + "/v2.0", "https://id." + rs(r, lower, 7) + ".fr", "https://securetoken.google.com/" + rs(r, lower, 6) + "-app"})
	}
	payload := fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","iat":%d,"exp":%d%s}`, iss, sub, pick(r, []string{"account", "api", "mobile-app", "authenticated", "webshop"}), iat, iat+pick(r, []int{300, 900, 3600, 86400}), o.extra)
	var sigLen int
	switch alg {
	case "HS256":
		sigLen = 32
	case "RS256", "PS256":
		sigLen = 256
	default:
		sigLen = 64
	}
	return b64j(hdr) + "." + b64j(payload) + "." + base64.RawURLEncoding.EncodeToString(randBytes(r, sigLen))
}

func JWE(r *rand.Rand) string {
	hdr := fmt.Sprintf(`{"alg":"%s","enc":"%s","kid":"%s"}`, pick(r, []string{"RSA-OAEP-256", "RSA-OAEP", "ECDH-ES+A256KW"}), pick(r, []string{"A256GCM", "A128CBC-HS256"}), uuid(r))
	e := base64.RawURLEncoding
	return b64j(hdr) + "." + e.EncodeToString(randBytes(r, 256)) + "." + e.EncodeToString(randBytes(r, 12)) + "." + e.EncodeToString(randBytes(r, 60+r.Intn(200))) + "." + e.EncodeToString(randBytes(r, 16))
}

// ---------- secrets ----------

func base62(n uint32) string {
	const a = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	var b []byte
	for n > 0 {
		b = append([]byte{a[n%62]}, b...)
		n /= 62
	}
	for len(b) < 6 {
		b = append([]byte{'0'}, b...)
	}
	return string(b)
}

func GHP(r *rand.Rand, prefix string) string {
	e := mixed(r, alnum, 30)
	return prefix + e + base62(crc32.ChecksumIEEE([]byte(e)))
}
func GitHubPAT(r *rand.Rand) string {
	return "github_pat_11" + mixed(r, upperAN, 20) + "_" + mixed(r, alnum, 59)
}
func GLPAT(r *rand.Rand) string { return "glpat-" + mixed(r, alnum+"_-", 20) }
func Slack(r *rand.Rand) string {
	return pick(r, []string{"xoxb-", "xoxp-"}) + dgNZ(r, 12) + "-" + dgNZ(r, 13) + "-" + mixed(r, alnum, 24)
}
func StripeSK(r *rand.Rand) string {
	if r.Intn(2) == 0 {
		return "sk_live_" + mixed(r, alnum, 24)
	}
	return "sk_live_51" + mixed(r, alnum, 97)
}
func StripeRK(r *rand.Rand) string { return "rk_live_51" + mixed(r, alnum, 97) }
func StripePK(r *rand.Rand) string { return "pk_live_51" + mixed(r, alnum, 97) }
func Whsec(r *rand.Rand) string    { return "whsec_" + mixed(r, alnum, 32) }
func OpenAI(r *rand.Rand) string {
	return "sk-proj-" + mixed(r, alnum+"-_", 74) + "T3BlbkFJ" + mixed(r, alnum+"-_", 74)
}
func NPM(r *rand.Rand) string       { return "npm_" + mixed(r, alnum, 36) }
func DockerPAT(r *rand.Rand) string { return "dckr_pat_" + mixed(r, alnum+"-_", 27) }
func MollieKey(r *rand.Rand) string { return "live_" + mixed(r, alnum, 30) }
func MollieOAT(r *rand.Rand) string { return "access_" + mixed(r, alnum, 40) }
func AdyenKey(r *rand.Rand) string {
	return "AQE" + mixed(r, b64std, 85) + "==-" + mixed(r, b64std, 43) + "=-" + mixed(r, alnum+"%?{}:+$#<>", 16)
}
func HetznerToken(r *rand.Rand) string { return mixed(r, alnum, 64) }
func OVHSecret(r *rand.Rand) string    { return mixed(r, alnum, 32) }
func AWSSecret(r *rand.Rand) string    { return mixed(r, alnum+"+/", 40) }
func AWSKeyID(r *rand.Rand) string {
	return pick(r, []string{"AKIA", "AKIA", "ASIA"}) + mixed(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func ScwAccess(r *rand.Rand) string { return "SCW" + rs(r, "ABCDEFGHJKMNPQRSTVWXYZ0123456789", 17) }
func Telegram(r *rand.Rand) string {
	return dgNZ(r, 10) + ":AA" + mixed(r, alnum+"_-", 33)
}
func GoogleKey(r *rand.Rand) string { return "AIza" + mixed(r, alnum+"_-", 35) }
func SendGrid(r *rand.Rand) string {
	return "SG." + mixed(r, alnum+"_-", 22) + "." + mixed(r, alnum+"_-", 43)
}
func TwilioTok(r *rand.Rand) string { return rs(r, hexd, 32) }
func TwilioSID(r *rand.Rand) string { return "AC" + rs(r, hexd, 32) }
func DjangoKey(r *rand.Rand) string { return mixed(r, lowerAN+"!@#$%^&*(-_=+)", 50) }
func LaravelKey(r *rand.Rand) string {
	return "base64:" + base64.StdEncoding.EncodeToString(randBytes(r, 32))
}
func RailsKey(r *rand.Rand) string { return rs(r, hexd, 128) }
func B64Secret(r *rand.Rand, n int) string {
	return base64.StdEncoding.EncodeToString(randBytes(r, n))
}
func WGKey(r *rand.Rand) string      { return base64.StdEncoding.EncodeToString(randBytes(r, 32)) }
func TOTPSecret(r *rand.Rand) string { return rs(r, b32, 32) }
func GoogleAppPw(r *rand.Rand) string {
	return rs(r, lower, 4) + " " + rs(r, lower, 4) + " " + rs(r, lower, 4) + " " + rs(r, lower, 4)
}
func AppleAppPw(r *rand.Rand) string {
	return rs(r, lower, 4) + "-" + rs(r, lower, 4) + "-" + rs(r, lower, 4) + "-" + rs(r, lower, 4)
}
func NextcloudAppPw(r *rand.Rand) string {
	return mixed(r, alnum, 5) + "-" + mixed(r, alnum, 5) + "-" + mixed(r, alnum, 5) + "-" + mixed(r, alnum, 5) + "-" + mixed(r, alnum, 5)
}
func FritzWLAN(r *rand.Rand) string {
	return dg(r, 4) + " " + dg(r, 4) + " " + dg(r, 4) + " " + dg(r, 4) + " " + dg(r, 4)
}
func SessionID(r *rand.Rand, n int) string { return mixed(r, lowerAN, n) }

var pwWords = []string{"Sommer", "Winter", "Katze", "Bello", "Hamburg", "Bayern", "Sonne", "Mond", "Tiger", "Soleil", "Paris", "Marseille", "Fiets", "Amsterdam", "Roma", "Calcio", "Hygge", "Kaffe", "Fjell", "Sauna", "Kotek", "Praha", "Balaton", "Zagreb", "Arsenal", "Liverpool", "Guinness", "Schalke", "Dortmund", "Mietz", "Luna", "Nemo", "Pippi", "Viking", "Moose", "Fenja", "Hansa", "Bruxelles", "Frites", "Lego", "Ferrari", "Dolomiti", "Tatry", "Smurf", "Anemone", "Kiwi", "Brezel", "Zimt"}

// Password: a password that looks chosen.
func Password(r *rand.Rand) string {
	switch r.Intn(5) {
	case 0, 1:
		return pick(r, pwWords) + pick(r, []string{"!", "#", "$", "?", "*", "&", "%", "."}) + itoa(1960+r.Intn(66)) + strings.ToLower(pick(r, pwWords))[:2+r.Intn(3)]
	case 2:
		return strings.ToLower(pick(r, pwWords)) + itoa(10+r.Intn(9990)) + pick(r, []string{"!", "#", "_", "+", "-"}) + pick(r, pwWords)
	case 3:
		return mixed(r, alnum+"!#%&*+-.?_", 12+r.Intn(10))
	default:
		return mixed(r, alnum, 16+r.Intn(8))
	}
}

// PEM bodies. Returns the body lines joined with "\n".
func pemBody(r *rand.Rand, lead string, total int) string {
	s := lead + base64.StdEncoding.EncodeToString(randBytes(r, total))
	var lines []string
	for len(s) > 64 {
		lines = append(lines, s[:64])
		s = s[64:]
	}
	lines = append(lines, s)
	return strings.Join(lines, "\n")
}

func opensshBody(r *rand.Rand) string {
	s := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA" + base64.StdEncoding.EncodeToString(randBytes(r, 250))
	var lines []string
	for len(s) > 70 {
		lines = append(lines, s[:70])
		s = s[70:]
	}
	lines = append(lines, s)
	return strings.Join(lines, "\n")
}

func SSHPub(r *rand.Rand) string {
	if r.Intn(3) == 0 {
		return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + base64.StdEncoding.EncodeToString(randBytes(r, 384))[:510]
	}
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + base64.StdEncoding.EncodeToString(randBytes(r, 33))[:43]
}

func basicAuth(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

// ---------- look-alike identifiers ----------

// IBAN with a correct check number; bban is built from the pattern.
var ibanBBAN = map[string]string{
	"DE": "########" + "##########", "AT": "#####" + "###########", "CH": "#####" + "############",
	"FR": "##########" + "###########" + "##", "BE": "############", "NL": "LLLL##########",
	"LU": "###" + "#############", "IT": "L##########" + "############", "DK": "##############",
	"SE": "####################", "NO": "###########", "FI": "##############", "IS": "######################",
	"PL": "########################", "CZ": "####################", "SK": "####################",
	"HU": "########################", "SI": "###############", "HR": "#################",
	"GB": "LLLL##############", "IE": "LLLL##############",
}

func IBAN(r *rand.Rand, cc string, spaced bool) string {
	if cc == "UK" {
		cc = "GB"
	}
	bban := pattern(r, ibanBBAN[cc])
	if cc == "NL" {
		bban = pick(r, []string{"ABNA", "INGB", "RABO", "SNSB", "TRIO", "BUNQ", "KNAB"}) + bban[4:]
	}
	if cc == "GB" {
		bban = pick(r, []string{"NWBK", "BARC", "HBUK", "LOYD", "MIDL", "MONZ"}) + bban[4:]
	}
	if cc == "IE" {
		bban = pick(r, []string{"AIBK", "BOFI", "IPBS", "ULSB"}) + bban[4:]
	}
	num := ibanNum(bban + cc + "00")
	m := new(big.Int).Mod(num, big.NewInt(97)).Int64()
	check := fmt.Sprintf("%02d", 98-m)
	iban := cc + check + bban
	if !spaced {
		return iban
	}
	return group(iban, []int{4, 4, 4, 4, 4, 4, 4, 4}, " ")
}

func ibanNum(s string) *big.Int {
	var sb strings.Builder
	for _, c := range s {
		if c >= 'A' && c <= 'Z' {
			sb.WriteString(itoa(int(c-'A') + 10))
		} else {
			sb.WriteRune(c)
		}
	}
	n, _ := new(big.Int).SetString(sb.String(), 10)
	return n
}

var bics = map[string][]string{
	"DE": {"COBADEFFXXX", "DEUTDEFFXXX", "GENODEM1GLS", "BYLADEM1001", "SSKMDEMMXXX", "PBNKDEFFXXX", "INGDDEFFXXX"},
	"FR": {"BNPAFRPPXXX", "SOGEFRPP", "CRLYFRPP", "AGRIFRPP882", "CMCIFR2A"},
	"NL": {"ABNANL2A", "INGBNL2A", "RABONL2U", "BUNQNL2A"},
	"AT": {"BKAUATWW", "GIBAATWWXXX", "RZBAATWW"},
	"BE": {"GEBABEBB", "KREDBEBB", "BBRUBEBB", "GKCCBEBB"},
}

func BIC(r *rand.Rand, cc string) string {
	if l, ok := bics[cc]; ok {
		return pick(r, l)
	}
	return pick(r, bics["DE"])
}

// VAT id of a country, written as invoices print it.
func VATID(r *rand.Rand, cc string) string {
	switch cc {
	case "DE":
		return "DE" + dgNZ(r, 9)
	case "AT":
		return "ATU" + dgNZ(r, 8)
	case "CH":
		return "CHE-" + dg(r, 3) + "." + dg(r, 3) + "." + dg(r, 3) + " MWST"
	case "FR":
		return "FR" + dg(r, 2) + " " + dg(r, 3) + " " + dg(r, 3) + " " + dg(r, 3)
	case "BE":
		return "BE 0" + dg(r, 3) + "." + dg(r, 3) + "." + dg(r, 3)
	case "NL":
		return "NL" + dg(r, 9) + "B0" + itoa(1+r.Intn(9))
	case "LU":
		return "LU" + dg(r, 8)
	case "IT":
		return "IT" + dg(r, 11)
	case "DK":
		return "DK" + dgNZ(r, 8)
	case "SE":
		return "SE" + dgNZ(r, 10) + "01"
	case "NO":
		return "NO " + dgFrom(r, "89", 9) + " MVA"
	case "FI":
		return "FI" + dg(r, 8)
	case "PL":
		return "PL" + dgNZ(r, 10)
	case "CZ":
		return "CZ" + dgNZ(r, 8)
	case "SK":
		return "SK" + dgNZ(r, 10)
	case "HU":
		return "HU" + dgNZ(r, 8)
	case "SI":
		return "SI" + dgNZ(r, 8)
	case "HR":
		return "HR" + dg(r, 11)
	case "UK":
		return "GB " + dg(r, 3) + " " + dg(r, 4) + " " + dg(r, 2)
	case "IE":
		return "IE" + dg(r, 7) + string(byte('A'+r.Intn(23)))
	case "IS":
		return "VSK " + dg(r, 6)
	}
	return "EU" + dg(r, 9)
}

// CompanyReg: company register number with its label.
func CompanyReg(r *rand.Rand, cc string) string {
	switch cc {
	case "DE":
		return "Amtsgericht " + pick(r, []string{"Charlottenburg", "Hamburg", "München", "Köln", "Frankfurt am Main", "Stuttgart"}) + ", HRB " + dgNZ(r, 5+r.Intn(2))
	case "AT":
		return "FN " + dgNZ(r, 6) + " " + string(byte('a'+r.Intn(26)))
	case "CH":
		return "UID CHE-" + dg(r, 3) + "." + dg(r, 3) + "." + dg(r, 3)
	case "FR":
		return "SIRET " + dgNZ(r, 3) + " " + dg(r, 3) + " " + dg(r, 3) + " " + dg(r, 5)
	case "BE":
		return "KBO/BCE 0" + dg(r, 3) + "." + dg(r, 3) + "." + dg(r, 3)
	case "NL":
		return "KvK " + dgNZ(r, 8)
	case "LU":
		return "RCS Luxembourg B" + dgNZ(r, 6)
	case "IT":
		return "REA " + pick(r, []string{"MI", "RM", "TO", "NA", "BO", "FI", "VR", "BZ"}) + "-" + dgNZ(r, 6)
	case "DK":
		return "CVR " + dgNZ(r, 8)
	case "SE":
		return "Org.nr 5" + dg(r, 5) + "-" + dg(r, 4)
	case "NO":
		return "Org.nr. " + dgFrom(r, "89", 3) + " " + dg(r, 3) + " " + dg(r, 3)
	case "FI":
		return "Y-tunnus " + dg(r, 7) + "-" + dg(r, 1)
	case "IS":
		return "Kt. " + dg(r, 6) + "-" + dg(r, 4)
	case "PL":
		return "KRS 0000" + dg(r, 6)
	case "CZ":
		return "IČO " + dgNZ(r, 8)
	case "SK":
		return "IČO " + dgNZ(r, 8)
	case "HU":
		return "Cg. " + dg(r, 2) + "-" + dg(r, 2) + "-" + dg(r, 6)
	case "SI":
		return "Matična št. " + dg(r, 7) + "000"
	case "HR":
		return "OIB " + dg(r, 11)
	case "UK":
		return "Registered in England & Wales No. " + dg(r, 8)
	case "IE":
		return "CRO No. " + dgNZ(r, 6)
	}
	return "Reg. " + dg(r, 8)
}

// NationalID: a national identity / tax / insurance number (keep look-alike).
func NationalID(r *rand.Rand, cc string) (label, value string) {
	yy := 50 + r.Intn(50)
	mm := 1 + r.Intn(12)
	dd := 1 + r.Intn(28)
	switch cc {
	case "DE":
		return "Steuer-ID", dgNZ(r, 2) + " " + dg(r, 3) + " " + dg(r, 3) + " " + dg(r, 3)
	case "AT":
		return "SV-Nummer", dgNZ(r, 4) + " " + fmt.Sprintf("%02d%02d%02d", dd, mm, yy)
	case "CH":
		return "AHV-Nr.", "756." + dg(r, 4) + "." + dg(r, 4) + "." + dg(r, 2)
	case "FR":
		return "n° de sécurité sociale", fmt.Sprintf("%d %02d %02d %02d %03d %03d %02d", 1+r.Intn(2), yy, mm, 1+r.Intn(95), r.Intn(1000), r.Intn(1000), r.Intn(98))
	case "BE":
		return "rijksregisternummer", fmt.Sprintf("%02d.%02d.%02d-%03d.%02d", yy, mm, dd, r.Intn(1000), r.Intn(98))
	case "NL":
		return "BSN", dgNZ(r, 9)
	case "LU":
		return "matricule", fmt.Sprintf("19%02d%02d%02d%s", yy, mm, dd, dg(r, 5))
	case "IT":
		return "codice fiscale", rs(r, "BCDFGHLMNPRSTVZ", 6) + fmt.Sprintf("%02d", yy) + string("ABCDEHLMPRST"[mm-1]) + fmt.Sprintf("%02d", dd) + string(byte('A'+r.Intn(26))) + dg(r, 3) + string(byte('A'+r.Intn(26)))
	case "DK":
		return "CPR-nr.", fmt.Sprintf("%02d%02d%02d-%s", dd, mm, yy, dg(r, 4))
	case "SE":
		return "personnummer", fmt.Sprintf("%02d%02d%02d-%s", yy, mm, dd, dg(r, 4))
	case "NO":
		return "fødselsnummer", fmt.Sprintf("%02d%02d%02d %s", dd, mm, yy, dg(r, 5))
	case "FI":
		return "henkilötunnus", fmt.Sprintf("%02d%02d%02d-%s%c", dd, mm, yy, dg(r, 3), "0123456789ABCDEFHJKLMNPRSTUVWXY"[r.Intn(31)])
	case "IS":
		return "kennitala", fmt.Sprintf("%02d%02d%02d-%s", dd, mm, yy, dg(r, 4))
	case "PL":
		return "PESEL", fmt.Sprintf("%02d%02d%02d%s", yy, mm, dd, dg(r, 5))
	case "CZ":
		return "rodné číslo", fmt.Sprintf("%02d%02d%02d/%s", yy, mm+50*r.Intn(2), dd, dg(r, 4))
	case "SK":
		return "rodné číslo", fmt.Sprintf("%02d%02d%02d/%s", yy, mm, dd, dg(r, 4))
	case "HU":
		return "TAJ szám", dg(r, 3) + " " + dg(r, 3) + " " + dg(r, 3)
	case "SI":
		return "EMŠO", fmt.Sprintf("%02d%02d9%02d50%s", dd, mm, yy, dg(r, 4))
	case "HR":
		return "OIB", dg(r, 11)
	case "UK":
		return "NI number", string(byte('A'+r.Intn(8))) + string("ABCEHJKLMNPRSTWXYZ"[r.Intn(18)]) + " " + dg(r, 2) + " " + dg(r, 2) + " " + dg(r, 2) + " " + string("ABCD"[r.Intn(4)])
	case "IE":
		return "PPSN", dg(r, 7) + string(byte('A'+r.Intn(23)))
	}
	return "ID", dg(r, 9)
}

// Amount in the local way of writing money.
func Amount(r *rand.Rand, cc string, max int) string {
	v := 1 + r.Intn(max)
	c := r.Intn(100)
	th := func(sep string) string {
		s := itoa(v)
		if v < 1000 {
			return s
		}
		return s[:len(s)-3] + sep + s[len(s)-3:]
	}
	switch cc {
	case "CH":
		return "CHF " + th("'") + fmt.Sprintf(".%02d", c)
	case "UK":
		return "£" + th(",") + fmt.Sprintf(".%02d", c)
	case "IE":
		return "€" + th(",") + fmt.Sprintf(".%02d", c)
	case "DK", "NO":
		return th(".") + fmt.Sprintf(",%02d kr.", c)
	case "SE":
		return th(" ") + fmt.Sprintf(",%02d kr", c)
	case "PL":
		return th(" ") + fmt.Sprintf(",%02d zł", c)
	case "CZ":
		return th(" ") + " Kč"
	case "HU":
		return th(".") + " Ft"
	case "IS":
		return th(".") + " kr."
	case "FR", "BE", "LU":
		return th(" ") + fmt.Sprintf(",%02d €", c)
	case "IT":
		return "€ " + th(".") + fmt.Sprintf(",%02d", c)
	case "NL":
		return "€ " + th(".") + fmt.Sprintf(",%02d", c)
	}
	return th(".") + fmt.Sprintf(",%02d €", c)
}

func DateDE(r *rand.Rand) string {
	return fmt.Sprintf("%02d.%02d.%d", 1+r.Intn(28), 1+r.Intn(12), 2024+r.Intn(3))
}
func BirthDE(r *rand.Rand) string {
	return fmt.Sprintf("%02d.%02d.%d", 1+r.Intn(28), 1+r.Intn(12), 1950+r.Intn(55))
}
func DateSlash(r *rand.Rand) string {
	return fmt.Sprintf("%02d/%02d/%d", 1+r.Intn(28), 1+r.Intn(12), 2024+r.Intn(3))
}
func DateISO(r *rand.Rand) string {
	return fmt.Sprintf("%d-%02d-%02d", 2024+r.Intn(3), 1+r.Intn(12), 1+r.Intn(28))
}
func Clock(r *rand.Rand) string { return fmt.Sprintf("%02d:%02d", 7+r.Intn(14), r.Intn(60)) }
func TS(r *rand.Rand) string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", DateISO(r), r.Intn(24), r.Intn(60), r.Intn(60), r.Intn(1000))
}

// Shop / parcel ids.
func AmazonOrder(r *rand.Rand) string { return dgFrom(r, "3", 3) + "-" + dg(r, 7) + "-" + dg(r, 7) }
func DHLTrack(r *rand.Rand) string {
	switch r.Intn(3) {
	case 0:
		return "00340434" + dg(r, 12)
	case 1:
		return "JJD" + dg(r, 15)
	default:
		return dgNZ(r, 12)
	}
}
func S10(r *rand.Rand, cc string) string {
	return pick(r, []string{"RR", "LX", "CP", "RB", "EE", "LA", "CS"}) + dg(r, 9) + cc
}
func PostNLTrack(r *rand.Rand) string {
	return "3S" + rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + dg(r, 9)
}
func ColissimoTrack(r *rand.Rand) string {
	return pick(r, []string{"6A", "8R", "6C", "5Y", "8Q"}) + dg(r, 11)
}
func BringTrack(r *rand.Rand) string { return "70" + dg(r, 15) }
func DPDTrack(r *rand.Rand) string   { return "0" + dgNZ(r, 13) }
func GitSHA(r *rand.Rand) string     { return rs(r, hexd, 40) }
func ShortSHA(r *rand.Rand) string   { return rs(r, hexd, 7) }
func Semver(r *rand.Rand) string {
	return fmt.Sprintf("%d.%d.%d", r.Intn(5), r.Intn(30), r.Intn(20))
}
func IPv4(r *rand.Rand) string {
	return fmt.Sprintf("%d.%d.%d.%d", pick(r, []int{5, 23, 49, 78, 88, 95, 116, 128, 135, 138, 142, 157, 159, 162, 167, 176, 185, 188, 195, 212, 213}), r.Intn(256), r.Intn(256), 1+r.Intn(254))
}
func PrivIP(r *rand.Rand) string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("192.168.%d.%d", pick(r, []int{0, 1, 178, 2, 10}), 2+r.Intn(250))
	case 1:
		return fmt.Sprintf("10.%d.%d.%d", r.Intn(256), r.Intn(256), 1+r.Intn(254))
	default:
		return fmt.Sprintf("172.%d.%d.%d", 16+r.Intn(16), r.Intn(256), 1+r.Intn(254))
	}
}
func IPv6(r *rand.Rand) string {
	return fmt.Sprintf("2a01:4f8:%x:%x::%x", r.Intn(0xffff), r.Intn(0xffff), 1+r.Intn(0xff))
}
func EAN13(r *rand.Rand) string {
	s := pick(r, []string{"400", "401", "402", "403", "404", "405", "406", "407", "408", "409", "440", "300", "370", "380", "800", "870", "871", "872", "590", "594", "859", "599", "703", "735", "640"}) + dg(r, 9)
	sum := 0
	for i, c := range s {
		d := int(c - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	e := s + itoa((10-sum%10)%10)
	if luhnOK(e) {
		// an EAN that is also a Luhn-valid 13-digit Visa number is a card
		// by the README's shape rule; draw another so the label is clear.
		return EAN13(r)
	}
	return e
}

// safeID: n digits that are no card (no issuer prefix with a valid Luhn).
func safeID(r *rand.Rand, n int) string {
	for {
		s := dgNZ(r, n)
		if n >= 13 && n <= 19 && luhnOK(s) {
			continue
		}
		return s
	}
}

func IMEI(r *rand.Rand) string {
	return cardWith(r, pick(r, []string{"35", "86", "01", "35", "35"}), 15)
}
func ICCID(r *rand.Rand) string {
	return cardWith(r, "89"+pick(r, []string{"49", "33", "31", "46", "45", "47", "44", "48", "39"}), 19)
}

func capFirst(s string) string {
	if s == "" {
		return s
	}
	rs := []rune(s)
	return strings.ToUpper(string(rs[0])) + string(rs[1:])
}
