package main

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

func pick(xs ...string) string { return xs[r.Intn(len(xs))] }
func chance(p float64) bool    { return r.Float64() < p }
func rng(a, b int) int         { return a + r.Intn(b-a+1) }

func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}
func nzdigits(n int) string { return strconv.Itoa(rng(1, 9)) + digits(n-1) }

func fromSet(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

const (
	alnumSet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	hexSet   = "0123456789abcdef"
	b64uSet  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64Set   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	upperNum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

// alnum guarantees at least one digit and one capital, like real generated secrets.
func alnum(n int) string {
	for {
		s := fromSet(alnumSet, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") {
			return s
		}
	}
}
func hexs(n int) string { return fromSet(hexSet, n) }
func b64u(n int) string {
	for {
		s := fromSet(b64uSet, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
			return s
		}
	}
}

// ---------- cards ----------

func luhnCheck(body string) byte {
	sum := 0
	dbl := true
	for i := len(body) - 1; i >= 0; i-- {
		d := int(body[i] - '0')
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
func luhnValid(s string) bool {
	return len(s) > 1 && luhnCheck(s[:len(s)-1]) == s[len(s)-1]
}

func cardNumber() (string, string) {
	var prefix, brand string
	n := 16
	switch x := r.Intn(100); {
	case x < 38:
		prefix, brand = "4", "visa"
	case x < 62:
		if chance(0.7) {
			prefix = strconv.Itoa(rng(51, 55))
		} else {
			prefix = strconv.Itoa(rng(2221, 2720))
		}
		brand = "mc"
	case x < 74:
		prefix, brand, n = pick("34", "37"), "amex", 15
	case x < 80:
		prefix, brand = pick("6011", "65", strconv.Itoa(rng(644, 649))), "discover"
	case x < 85:
		prefix, brand = strconv.Itoa(rng(3528, 3589)), "jcb"
	case x < 88:
		prefix, brand, n = "36", "diners", 14
	case x < 93:
		prefix, brand = "62", "unionpay"
		if chance(0.3) {
			n = 19
		}
	case x < 96:
		prefix, brand = pick("6759", "5018", "5020", "6304"), "maestro"
	case x < 98:
		prefix, brand = strconv.Itoa(rng(2200, 2204)), "mir"
	default:
		prefix, brand = "9792", "troy"
	}
	body := prefix + digits(n-1-len(prefix))
	return body + string(luhnCheck(body)), brand
}

func groupDigits(s string, sep string, sizes ...int) string {
	var parts []string
	i := 0
	for _, z := range sizes {
		if i+z > len(s) {
			break
		}
		parts = append(parts, s[i:i+z])
		i += z
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

// card returns a card as people and systems write it.
func card() string {
	num, brand := cardNumber()
	switch brand {
	case "amex":
		if chance(0.6) {
			return groupDigits(num, pick(" ", "-"), 4, 6, 5)
		}
		return num
	case "diners":
		if chance(0.6) {
			return groupDigits(num, " ", 4, 6, 4)
		}
		return num
	}
	if len(num) == 19 {
		if chance(0.5) {
			return groupDigits(num, " ", 4, 4, 4, 4, 3)
		}
		return num
	}
	switch r.Intn(3) {
	case 0:
		return num
	case 1:
		return groupDigits(num, " ", 4, 4, 4, 4)
	}
	return groupDigits(num, "-", 4, 4, 4, 4)
}
func cardPlain() string { n, _ := cardNumber(); return n }

// a 16-digit number that is not a card (fails Luhn)
func nonLuhn16() string {
	for {
		s := pick("4", "5", "3", "6", "1", "7", "8") + digits(15)
		if !luhnValid(s) {
			return s
		}
	}
}

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	var area int
	for {
		area = rng(1, 899)
		if area != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", area), fmt.Sprintf("%02d", rng(1, 99)), fmt.Sprintf("%04d", rng(1, 9999))
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
	return fmt.Sprintf("9%02d", rng(0, 99)), fmt.Sprintf("%02d", groups[r.Intn(len(groups))]), fmt.Sprintf("%04d", rng(1, 9999))
}
func ssn() string     { a, g, s := ssnParts(); return a + "-" + g + "-" + s }
func itin() string    { a, g, s := itinParts(); return a + "-" + g + "-" + s }
func ssnBare() string { a, g, s := ssnParts(); return a + g + s }

// ---------- JWT ----------

func b64url(s []byte) string { return base64.RawURLEncoding.EncodeToString(s) }

func jwt() string {
	alg := pick("HS256", "RS256", "RS256", "ES256", "HS512")
	var hdr string
	switch r.Intn(3) {
	case 0:
		hdr = `{"alg":"` + alg + `","typ":"JWT"}`
	case 1:
		hdr = `{"typ":"JWT","alg":"` + alg + `"}`
	default:
		hdr = `{"alg":"` + alg + `","kid":"` + hexs(16) + `","typ":"JWT"}`
	}
	iat := 1700000000 + r.Intn(40000000)
	var pl string
	switch r.Intn(4) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, rng(1000, 9999999), pick("Maria Lopez", "Kenji Sato", "Anna Schmidt", "Olivia Brown"), iat, iat+3600)
	case 1:
		pl = fmt.Sprintf(`{"iss":"https://auth.%s","sub":"auth0|%s","aud":"%s","iat":%d,"exp":%d,"scope":"openid profile email"}`, pick("acme.io", "shopline.com", "tessera.app"), hexs(24), pick("api", "https://api.acme.io"), iat, iat+86400)
	case 2:
		pl = fmt.Sprintf(`{"user_id":%d,"role":"%s","tenant":"%s","iat":%d,"exp":%d,"jti":"%s"}`, rng(1, 999999), pick("admin", "agent", "customer"), pick("eu-1", "us-2", "ap-1"), iat, iat+900, hexs(32))
	default:
		pl = fmt.Sprintf(`{"aud":"%s","exp":%d,"iat":%d,"iss":"https://sts.windows.net/%s/","oid":"%s","tid":"%s","ver":"1.0"}`, hexs(8)+"-"+hexs(4)+"-"+hexs(4)+"-"+hexs(4)+"-"+hexs(12), iat+3600, iat, uuid(), uuid(), uuid())
	}
	sigLen := map3(alg)
	sig := make([]byte, sigLen)
	for i := range sig {
		sig[i] = byte(r.Intn(256))
	}
	return b64url([]byte(hdr)) + "." + b64url([]byte(pl)) + "." + b64url(sig)
}
func map3(alg string) int {
	switch alg {
	case "RS256":
		return 256
	case "ES256":
		return 64
	case "HS512":
		return 64
	}
	return 32
}

// ---------- credentials ----------

type cred struct{ name, val string }

// vendorKey returns (env var name, key).
func vendorKey() cred {
	switch r.Intn(18) {
	case 0:
		return cred{"GITHUB_TOKEN", "ghp_" + alnum(36)}
	case 1:
		return cred{"GH_PAT", "github_pat_11" + fromSet(upperNum, 20) + "_" + alnum(59)}
	case 2:
		return cred{"GITLAB_TOKEN", "glpat-" + b64u(20)}
	case 3:
		return cred{"SLACK_BOT_TOKEN", "xoxb-" + nzdigits(12) + "-" + nzdigits(13) + "-" + alnum(24)}
	case 4:
		return cred{"STRIPE_SECRET_KEY", "sk_live_" + pick("51", "") + alnum(pick2(24, 96))}
	case 5:
		return cred{"OPENAI_API_KEY", "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74)}
	case 6:
		return cred{"ANTHROPIC_API_KEY", "sk-ant-api03-" + b64u(93) + "AA"}
	case 7:
		return cred{"NPM_TOKEN", "npm_" + alnum(36)}
	case 8:
		return cred{"HF_TOKEN", "hf_" + fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)}
	case 9:
		return cred{"SENDGRID_API_KEY", "SG." + b64u(22) + "." + b64u(43)}
	case 10:
		return cred{"GOOGLE_MAPS_API_KEY", "AIza" + b64u(35)}
	case 11:
		return cred{"SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32)}
	case 12:
		return cred{"DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64)}
	case 13:
		return cred{"STRIPE_RESTRICTED_KEY", "rk_live_" + alnum(24)}
	case 14:
		return cred{"SLACK_USER_TOKEN", "xoxp-" + nzdigits(12) + "-" + nzdigits(12) + "-" + nzdigits(13) + "-" + hexs(32)}
	case 15:
		return cred{"GOOGLE_OAUTH_TOKEN", "ya29.a0" + b64u(rng(140, 200))}
	case 16:
		return cred{"STRIPE_WEBHOOK_SECRET", "whsec_" + alnum(32)}
	default:
		return cred{"DOCKERHUB_TOKEN", "dckr_pat_" + b64u(27)}
	}
}
func pick2(a, b int) int {
	if chance(0.5) {
		return a
	}
	return b
}

func opaqueToken() string {
	switch r.Intn(4) {
	case 0:
		return alnum(rng(32, 48))
	case 1:
		return b64u(rng(40, 64))
	case 2:
		return hexs(40)
	}
	return alnum(8) + "." + b64u(30) + "." + b64u(16)
}

var pwWords = []string{"Harbor", "Maple", "Falcon", "Orchid", "Tundra", "Copper", "Velvet", "Pepper", "Nimbus", "Quartz", "Saffron", "Juniper", "Lantern", "Rocket", "Sierra", "Bamboo", "Glacier", "Mango"}

func password() string {
	switch r.Intn(4) {
	case 0:
		return pwWords[r.Intn(len(pwWords))] + strconv.Itoa(rng(10, 2099)) + pick("!", "#", "$", "?", "*", "%")
	case 1:
		return strings.ToLower(pwWords[r.Intn(len(pwWords))]) + pick("#", "-", ".", "&", "!") + pwWords[r.Intn(len(pwWords))] + digits(2)
	case 2:
		for {
			s := fromSet("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#$%*+-?@^", rng(12, 20))
			if strings.ContainsAny(s, "23456789") && strings.ContainsAny(s, "abcdefghijkmnopqrstuvwxyz") {
				return s
			}
		}
	}
	return alnum(rng(16, 24))
}

func basicCred(user string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + password()))
}

// ---------- look-alikes (keep / clean) ----------

func uuid() string {
	return hexs(8) + "-" + hexs(4) + "-4" + hexs(3) + "-" + pick("8", "9", "a", "b") + hexs(3) + "-" + hexs(12)
}
func orderID() string {
	switch r.Intn(8) {
	case 0:
		return "ORD-" + nzdigits(8)
	case 1:
		return "#" + nzdigits(rng(4, 6))
	case 2:
		return nzdigits(3) + "-" + digits(7) + "-" + digits(7)
	case 3:
		return "A" + digits(9)
	case 4:
		return fmt.Sprintf("SO-%d-%05d", rng(2023, 2026), rng(1, 99999))
	case 5:
		return "10000" + digits(4)
	case 6:
		return fmt.Sprintf("%d%02d-%s", rng(2023, 2026), rng(1, 12), fromSet(upperNum, 6))
	}
	return "W" + digits(10)
}
func invoiceID() string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("INV-%d-%05d", rng(2023, 2026), rng(1, 99999))
	case 1:
		return fmt.Sprintf("RE-%d-%04d", rng(2023, 2026), rng(1, 9999))
	case 2:
		return fmt.Sprintf("F%d/%05d", rng(2023, 2026), rng(1, 99999))
	}
	return "in_1" + alnum(23)
}
func ticketID() string {
	switch r.Intn(5) {
	case 0:
		return "#" + nzdigits(6)
	case 1:
		return pick("PROJ", "OPS", "BUG", "SUP", "PAY", "CORE", "MOB") + "-" + strconv.Itoa(rng(10, 9999))
	case 2:
		return "INC" + digits(7)
	case 3:
		return "CS-" + nzdigits(7)
	}
	return "0" + digits(7)
}
func trackingNo() string {
	switch r.Intn(6) {
	case 0:
		return "1Z" + fromSet(upperNum, 6) + digits(10)
	case 1:
		return groupDigits("9400"+digits(18), " ", 4, 4, 4, 4, 4)
	case 2:
		return fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 2) + digits(9) + pick("GB", "DE", "FR", "NL", "CN", "JP", "US")
	case 3:
		return nzdigits(12)
	case 4:
		return "JJD" + digits(18)
	}
	return "3S" + fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + digits(9)
}
func mod97(s string) int {
	var sb strings.Builder
	for _, c := range s {
		if c >= 'A' && c <= 'Z' {
			sb.WriteString(strconv.Itoa(int(c-'A') + 10))
		} else {
			sb.WriteRune(c)
		}
	}
	n := new(big.Int)
	n.SetString(sb.String(), 10)
	return int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
}
func iban(spaced bool) string {
	var cc, bban string
	switch r.Intn(7) {
	case 0:
		cc, bban = "DE", digits(18)
	case 1:
		cc, bban = "FR", digits(10)+fromSet(upperNum, 11)+digits(2)
	case 2:
		cc, bban = "NL", pick("ABNA", "INGB", "RABO", "TRIO")+digits(10)
	case 3:
		cc, bban = "ES", digits(20)
	case 4:
		cc, bban = "IT", fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1)+digits(10)+fromSet(upperNum, 12)
	case 5:
		cc, bban = "GB", pick("NWBK", "BARC", "HBUK", "LOYD")+digits(14)
	default:
		cc, bban = "PL", digits(24)
	}
	chk := 98 - mod97(bban+cc+"00")
	s := fmt.Sprintf("%s%02d%s", cc, chk, bban)
	if spaced {
		return groupDigits(s, " ", 4, 4, 4, 4, 4, 4, 4, 4)
	}
	return s
}
func amount(loc string) string {
	n := rng(5, 2500)
	c := rng(0, 99)
	switch loc {
	case "de", "nl", "it", "es", "pt_PT":
		return fmt.Sprintf("%d,%02d €", n, c)
	case "fr":
		return fmt.Sprintf("%d,%02d €", n, c)
	case "pt":
		return fmt.Sprintf("R$ %d,%02d", n, c)
	case "ja":
		return fmt.Sprintf("¥%d,%03d", n/100+1, r.Intn(1000))
	case "zh":
		return fmt.Sprintf("¥%d.%02d", n, c)
	case "ko":
		return fmt.Sprintf("%d,%03d원", n/10+1, r.Intn(100)*10)
	case "ru":
		return fmt.Sprintf("%d ₽", n*10)
	case "tr":
		return fmt.Sprintf("₺%d,%02d", n, c)
	case "hi":
		return fmt.Sprintf("₹%d", n*10)
	case "pl":
		return fmt.Sprintf("%d,%02d zł", n, c)
	case "sv":
		return fmt.Sprintf("%d kr", n)
	case "th":
		return fmt.Sprintf("%d บาท", n*10)
	case "vi":
		return fmt.Sprintf("%d.000đ", n*10)
	case "ar":
		return fmt.Sprintf("%d ر.س", n)
	}
	if chance(0.3) {
		return fmt.Sprintf("£%d.%02d", n, c)
	}
	if n >= 1000 {
		return fmt.Sprintf("$%d,%03d.%02d", n/1000, n%1000, c)
	}
	return fmt.Sprintf("$%d.%02d", n, c)
}
func sha(n int) string { return hexs(n) }
func version() string {
	return fmt.Sprintf("%s%d.%d.%d", pick("v", "", ""), rng(0, 14), rng(0, 30), rng(0, 40))
}
func ip() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rng(0, 255), rng(0, 255), rng(1, 254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", rng(0, 10), rng(1, 254))
	}
	return fmt.Sprintf("%d.%d.%d.%d", pick3(203, 198, 172), rng(0, 120), rng(0, 255), rng(1, 254))
}
func pick3(a, b, c int) int {
	switch r.Intn(3) {
	case 0:
		return a
	case 1:
		return b
	}
	return c
}

type date struct{ y, m, d, hh, mm, ss int }

func randDate() date {
	return date{rng(2023, 2026), rng(1, 12), rng(1, 28), rng(0, 23), rng(0, 59), rng(0, 59)}
}
func (d date) iso() string { return fmt.Sprintf("%04d-%02d-%02d", d.y, d.m, d.d) }
func (d date) ts() string {
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", d.y, d.m, d.d, d.hh, d.mm, d.ss, r.Intn(1000))
}
func (d date) logts() string {
	return fmt.Sprintf("%04d-%02d-%02d %02d:%02d:%02d,%03d", d.y, d.m, d.d, d.hh, d.mm, d.ss, r.Intn(1000))
}
func (d date) epoch() int64 {
	return int64(1672531200 + (d.y-2023)*31536000 + (d.m-1)*2592000 + (d.d-1)*86400 + d.hh*3600 + d.mm*60 + d.ss)
}

var monthsEn = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
var monShort = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func (d date) local(loc string) string {
	switch loc {
	case "en":
		if chance(0.5) {
			return fmt.Sprintf("%s %d, %d", monthsEn[d.m-1], d.d, d.y)
		}
		return fmt.Sprintf("%02d/%02d/%d", d.m, d.d, d.y)
	case "de", "ru", "pl", "tr":
		return fmt.Sprintf("%02d.%02d.%d", d.d, d.m, d.y)
	case "fr", "es", "it", "pt", "vi", "th", "ar", "hi":
		return fmt.Sprintf("%02d/%02d/%d", d.d, d.m, d.y)
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d.d, d.m, d.y)
	case "ja", "zh":
		return fmt.Sprintf("%d年%d月%d日", d.y, d.m, d.d)
	case "ko":
		return fmt.Sprintf("%d년 %d월 %d일", d.y, d.m, d.d)
	}
	return d.iso()
}

var products = []string{"AirPods Pro", "ThinkPad X1 Carbon", "Galaxy S24 Ultra", "Kindle Paperwhite", "Dyson V15 Detect", "Pixel 8a", "MacBook Air M3", "Nintendo Switch OLED", "Sony WH-1000XM5", "iPhone 15 Pro", "Fitbit Charge 6", "Roborock S8", "Philips Hue Starter Kit", "Logitech MX Master 3S", "Bosch Serie 6", "Xiaomi Redmi Note 13", "Garmin Forerunner 265", "Instant Pot Duo 7-in-1"}

func product() string { return products[r.Intn(len(products))] }
func sku() string {
	return fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3) + "-" + digits(4) + "-" + fromSet(upperNum, 2)
}
func ean13() string {
	body := pick("400", "500", "590", "300", "800", "450", "880", "690") + digits(9)
	sum := 0
	for i, c := range body {
		d := int(c - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return body + strconv.Itoa((10-sum%10)%10)
}
func snowflake() string { return "1" + pick("1", "2") + digits(17) }
func mac() string {
	return strings.ToUpper(hexs(2) + ":" + hexs(2) + ":" + hexs(2) + ":" + hexs(2) + ":" + hexs(2) + ":" + hexs(2))
}
