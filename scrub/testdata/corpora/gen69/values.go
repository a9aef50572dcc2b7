package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(69))

func pick(xs ...string) string { return xs[r.Intn(len(xs))] }
func pickS(xs []string) string { return xs[r.Intn(len(xs))] }
func rng(a, b int) int         { return a + r.Intn(b-a+1) }

// digits returns n random decimal digits.
func digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + r.Intn(10)))
	}
	return sb.String()
}

// nz returns n digits, the first in 2..9.
func nz(n int) string { return string(byte('0'+rng(2, 9))) + digits(n-1) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const lower = "abcdefghijklmnopqrstuvwxyz"
const upperDig = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
const hexd = "0123456789abcdef"
const b64u = alnum + "-_"

func randFrom(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// mixed returns a random alnum string that certainly holds upper, lower and digits.
func mixed(n int) string {
	for {
		s := randFrom(alnum, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

// ---------- phones ----------

var usAreas = []string{"212", "213", "312", "415", "617", "646", "702", "713", "718", "206", "303", "404", "512", "602", "720", "773", "818", "919", "971", "503", "469", "347", "510", "408", "614", "215", "305", "786", "480", "651"}
var caAreas = []string{"416", "647", "604", "514", "403", "613", "778", "905"}

func nanpParts(areas []string) (string, string, string) {
	a := pickS(areas)
	var e string
	for {
		e = nz(3)
		if e[1:] != "11" && e != "555" {
			break
		}
	}
	return a, e, digits(4)
}

func phoneUS() string { return nanpFmt(usAreas) }
func phoneCA() string { return nanpFmt(caAreas) }
func nanpFmt(areas []string) string {
	a, e, l := nanpParts(areas)
	switch r.Intn(9) {
	case 0, 1:
		return fmt.Sprintf("(%s) %s-%s", a, e, l)
	case 2, 3:
		return fmt.Sprintf("%s-%s-%s", a, e, l)
	case 4:
		return fmt.Sprintf("%s.%s.%s", a, e, l)
	case 5:
		return fmt.Sprintf("+1 %s %s %s", a, e, l)
	case 6:
		return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
	case 7:
		return fmt.Sprintf("+1-%s-%s-%s", a, e, l)
	default:
		return fmt.Sprintf("1-%s-%s-%s", a, e, l)
	}
}

func phoneGB() string {
	switch r.Intn(7) {
	case 0, 1:
		return "07" + pick("4", "5", "7", "8", "9") + digits(2) + " " + digits(6)
	case 2:
		return "+44 7" + pick("4", "5", "7", "8", "9") + digits(2) + " " + digits(6)
	case 3:
		return "020 " + pick("7", "3", "8") + digits(3) + " " + digits(4)
	case 4:
		return "+44 20 " + pick("7", "3", "8") + digits(3) + " " + digits(4)
	case 5:
		return "0161 " + nz(3) + " " + digits(4)
	default:
		return "+44 (0)" + pick("20 7", "113 ", "131 ") + digits(3) + " " + digits(4)
	}
}

var deMob = []string{"151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179", "159"}

func phoneDE() string {
	m := pickS(deMob)
	n := digits(7)
	if m[1] == '5' {
		n = digits(8)
	}
	switch r.Intn(9) {
	case 0, 1:
		return "0" + m + " " + n
	case 2:
		return "0" + m + "/" + n
	case 3:
		return "+49 " + m + " " + n
	case 4:
		return "+49 (0)" + m + " " + n
	case 5:
		return "030 " + nz(8)
	case 6:
		return "+49 89 " + nz(7)
	case 7:
		return "040 " + nz(3) + " " + digits(4)
	default:
		return "+49 221 " + nz(7)
	}
}

func pairs(n int) string {
	p := []string{}
	for i := 0; i < n; i++ {
		p = append(p, digits(2))
	}
	return strings.Join(p, " ")
}

func phoneFR() string {
	switch r.Intn(6) {
	case 0, 1:
		return "0" + pick("6", "7") + " " + pairs(4)
	case 2:
		return "+33 " + pick("6", "7") + " " + pairs(4)
	case 3:
		return "0" + pick("6", "7", "1", "4") + "." + strings.ReplaceAll(pairs(4), " ", ".")
	case 4:
		return "+33 (0)" + pick("6", "1") + " " + pairs(4)
	default:
		return "01 " + pairs(4)
	}
}

func phoneES() string {
	switch r.Intn(4) {
	case 0, 1:
		return pick("6", "7") + digits(2) + " " + digits(3) + " " + digits(3)
	case 2:
		return "+34 6" + digits(2) + " " + digits(2) + " " + digits(2) + " " + digits(2)
	default:
		return "91 " + nz(3) + " " + digits(2) + " " + digits(2)
	}
}

func phoneIT() string {
	m := pick("347", "333", "338", "340", "348", "320", "329", "393", "366", "351")
	switch r.Intn(5) {
	case 0, 1:
		return m + " " + digits(3) + " " + digits(4)
	case 2:
		return "+39 " + m + " " + digits(7)
	case 3:
		return "06 " + nz(4) + " " + digits(4)
	default:
		return "+39 02 " + nz(4) + " " + digits(4)
	}
}

func phoneBR() string {
	ddd := pick("11", "21", "31", "41", "51", "61", "71", "81", "19", "48")
	switch r.Intn(5) {
	case 0, 1:
		return "(" + ddd + ") 9" + digits(4) + "-" + digits(4)
	case 2:
		return "+55 " + ddd + " 9" + digits(4) + "-" + digits(4)
	case 3:
		return "+55 (" + ddd + ") 9" + digits(4) + "-" + digits(4)
	default:
		return "(" + ddd + ") " + pick("3", "2") + digits(3) + "-" + digits(4)
	}
}

func phoneNL() string {
	switch r.Intn(5) {
	case 0, 1:
		return "06-" + nz(8)
	case 2:
		return "06 " + pairs(4)
	case 3:
		return "+31 6 " + nz(8)
	default:
		return "020-" + nz(7)
	}
}

func phonePL() string {
	m := pick("5", "6", "7", "8") + digits(2)
	switch r.Intn(3) {
	case 0, 1:
		return m + " " + digits(3) + " " + digits(3)
	default:
		return "+48 " + m + " " + digits(3) + " " + digits(3)
	}
}

func phoneSE() string {
	switch r.Intn(3) {
	case 0:
		return "07" + pick("0", "2", "3", "6") + "-" + digits(3) + " " + digits(2) + " " + digits(2)
	case 1:
		return "+46 7" + pick("0", "2", "3", "6") + " " + digits(3) + " " + digits(2) + " " + digits(2)
	default:
		return "08-" + nz(3) + " " + digits(3) + " " + digits(2)
	}
}

func phoneTR() string {
	m := "5" + pick("3", "4", "5", "0") + digits(1)
	switch r.Intn(4) {
	case 0, 1:
		return "0" + m + " " + digits(3) + " " + digits(2) + " " + digits(2)
	case 2:
		return "+90 " + m + " " + digits(3) + " " + digits(2) + " " + digits(2)
	default:
		return "0 (" + m + ") " + digits(3) + " " + digits(2) + " " + digits(2)
	}
}

func phoneRU() string {
	m := "9" + digits(2)
	l := digits(3) + "-" + digits(2) + "-" + digits(2)
	switch r.Intn(5) {
	case 0, 1:
		return "+7 (" + m + ") " + l
	case 2:
		return "8 (" + m + ") " + l
	case 3:
		return "+7 " + m + " " + l
	default:
		return "8 " + m + " " + digits(3) + " " + digits(2) + " " + digits(2)
	}
}

func phoneUA() string {
	m := pick("67", "50", "63", "66", "73", "93", "97", "98")
	if r.Intn(2) == 0 {
		return "+380 " + m + " " + digits(3) + " " + digits(4)
	}
	return "0" + m + " " + digits(3) + " " + digits(2) + " " + digits(2)
}

func phoneAR() string { // Arabic-speaking: UAE, Saudi, Egypt
	switch r.Intn(5) {
	case 0:
		return "+971 5" + pick("0", "2", "5", "6") + " " + digits(3) + " " + digits(4)
	case 1:
		return "05" + pick("0", "2", "5", "6") + " " + digits(3) + " " + digits(4)
	case 2:
		return "+966 5" + pick("0", "3", "5", "4") + " " + digits(3) + " " + digits(4)
	case 3:
		return "+20 1" + pick("0", "1", "2", "5") + " " + digits(4) + " " + digits(4)
	default:
		return "01" + pick("0", "1", "2") + " " + digits(4) + " " + digits(4)
	}
}

func phoneIN() string {
	m := pick("9", "8", "7", "6") + digits(4)
	switch r.Intn(4) {
	case 0, 1:
		return "+91 " + m + " " + digits(5)
	case 2:
		return "+91-" + m + digits(5)
	default:
		return m + " " + digits(5)
	}
}

func phoneCN() string {
	m := "1" + pick("3", "5", "8", "7") + digits(1)
	switch r.Intn(4) {
	case 0:
		return m + " " + digits(4) + " " + digits(4)
	case 1:
		return "+86 " + m + " " + digits(4) + " " + digits(4)
	case 2:
		return m + digits(8)
	default:
		return "010-" + nz(8)
	}
}

func phoneJP() string {
	switch r.Intn(5) {
	case 0, 1:
		return "0" + pick("90", "80", "70") + "-" + digits(4) + "-" + digits(4)
	case 2:
		return "+81 " + pick("90", "80") + "-" + digits(4) + "-" + digits(4)
	case 3:
		return "03-" + nz(4) + "-" + digits(4)
	default:
		return "06-" + nz(4) + "-" + digits(4)
	}
}

func phoneKR() string {
	switch r.Intn(4) {
	case 0, 1:
		return "010-" + nz(4) + "-" + digits(4)
	case 2:
		return "+82 10-" + nz(4) + "-" + digits(4)
	default:
		return "02-" + nz(3) + "-" + digits(4)
	}
}

func phoneVN() string {
	m := pick("91", "90", "98", "97", "93", "88", "86")
	switch r.Intn(3) {
	case 0, 1:
		return "0" + m + digits(1) + " " + digits(3) + " " + digits(3)
	default:
		return "+84 " + m + digits(1) + " " + digits(3) + " " + digits(3)
	}
}

func phoneTH() string {
	m := pick("81", "82", "86", "89", "91", "95", "62", "63")
	switch r.Intn(3) {
	case 0, 1:
		return "0" + m + "-" + digits(3) + "-" + digits(4)
	default:
		return "+66 " + m + " " + digits(3) + " " + digits(4)
	}
}

func phoneID() string {
	m := "8" + pick("11", "12", "13", "21", "52", "57", "77", "95")
	switch r.Intn(3) {
	case 0, 1:
		return "0" + m + "-" + digits(4) + "-" + digits(4)
	default:
		return "+62 " + m + "-" + digits(4) + "-" + digits(4)
	}
}

func phoneGR() string {
	m := "69" + pick("4", "7", "8", "9", "3", "5")
	switch r.Intn(3) {
	case 0:
		return m + " " + digits(3) + " " + digits(4)
	case 1:
		return "+30 " + m + " " + digits(3) + " " + digits(4)
	default:
		return "210 " + nz(3) + " " + digits(4)
	}
}

func phoneIL() string {
	m := "5" + pick("0", "2", "3", "4", "8")
	switch r.Intn(3) {
	case 0, 1:
		return "0" + m + "-" + nz(3) + "-" + digits(4)
	default:
		return "+972 " + m + "-" + nz(3) + "-" + digits(4)
	}
}

func phoneMX() string {
	a := pick("55", "33", "81")
	switch r.Intn(3) {
	case 0:
		return "+52 " + a + " " + digits(4) + " " + digits(4)
	case 1:
		return "+52 1 " + a + " " + digits(4) + " " + digits(4)
	default:
		return "(" + a + ") " + digits(4) + " " + digits(4)
	}
}

func phoneAU() string {
	switch r.Intn(4) {
	case 0, 1:
		return "04" + digits(2) + " " + digits(3) + " " + digits(3)
	case 2:
		return "+61 4" + digits(2) + " " + digits(3) + " " + digits(3)
	default:
		return "(0" + pick("2", "3", "7", "8") + ") " + pick("9", "8") + digits(3) + " " + digits(4)
	}
}

func phoneARG() string {
	if r.Intn(2) == 0 {
		return "+54 9 11 " + digits(4) + "-" + digits(4)
	}
	return "+54 11 " + nz(4) + "-" + digits(4)
}

// ---------- cards ----------

func luhnComplete(prefix string, length int) string {
	body := prefix + digits(length-len(prefix)-1)
	sum := 0
	for i := 0; i < len(body); i++ {
		d := int(body[len(body)-1-i] - '0')
		if i%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return body + string(byte('0'+(10-sum%10)%10))
}

func luhnOK(s string) bool {
	sum := 0
	for i := 0; i < len(s); i++ {
		d := int(s[len(s)-1-i] - '0')
		if i%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

type card struct{ brand, num string }

func newCard() card {
	switch r.Intn(10) {
	case 0, 1, 2, 3:
		return card{"Visa", luhnComplete("4"+digits(5), 16)}
	case 4, 5:
		return card{"Mastercard", luhnComplete(fmt.Sprint(rng(51, 55))+digits(4), 16)}
	case 6:
		return card{"Mastercard", luhnComplete(fmt.Sprint(rng(2221, 2720))+digits(2), 16)}
	case 7:
		return card{"American Express", luhnComplete(pick("34", "37")+digits(4), 15)}
	case 8:
		return card{"Discover", luhnComplete(pick("6011", "65"+digits(2)), 16)}
	default:
		if r.Intn(2) == 0 {
			return card{"JCB", luhnComplete(fmt.Sprint(rng(3528, 3589)), 16)}
		}
		return card{"Diners Club", luhnComplete("36"+digits(2), 14)}
	}
}

func cardFmt(c card) string {
	n := c.num
	switch len(n) {
	case 15:
		if r.Intn(4) == 0 {
			return n
		}
		return n[:4] + " " + n[4:10] + " " + n[10:]
	case 14:
		if r.Intn(3) == 0 {
			return n
		}
		return n[:4] + " " + n[4:10] + " " + n[10:]
	}
	switch r.Intn(5) {
	case 0:
		return n
	case 1:
		return n[:4] + "-" + n[4:8] + "-" + n[8:12] + "-" + n[12:]
	default:
		return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:]
	}
}

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	var a int
	for {
		a = rng(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", rng(1, 99)), fmt.Sprintf("%04d", rng(1, 9999))
}

func ssn() string {
	a, g, s := ssnParts()
	return a + "-" + g + "-" + s
}

func ssnAny() string {
	a, g, s := ssnParts()
	switch r.Intn(6) {
	case 0:
		return a + " " + g + " " + s
	case 1:
		return a + g + s
	default:
		return a + "-" + g + "-" + s
	}
}

func itin() string {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", rng(0, 99), groups[r.Intn(len(groups))], rng(1, 9999))
}

// ---------- JWT ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt(email string) string {
	alg := pick("HS256", "RS256", "ES256")
	var h string
	switch alg {
	case "HS256":
		h = `{"alg":"HS256","typ":"JWT"}`
	default:
		h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, randFrom(hexd, 16))
	}
	iat := 1700000000 + r.Intn(60000000)
	var p string
	switch r.Intn(3) {
	case 0:
		p = fmt.Sprintf(`{"sub":"%d","email":"%s","iat":%d,"exp":%d}`, rng(10000, 9999999), email, iat, iat+3600)
	case 1:
		p = fmt.Sprintf(`{"iss":"https://auth.%s","sub":"auth0|%s","aud":"%s","iat":%d,"exp":%d,"scope":"openid profile email"}`, pick("shopwave.io", "mediportal.com", "learnhub.app"), randFrom(hexd, 24), randFrom(alnum, 32), iat, iat+86400)
	default:
		p = fmt.Sprintf(`{"user_id":%d,"purpose":"password_reset","iat":%d,"exp":%d}`, rng(1000, 999999), iat, iat+900)
	}
	sigLen := 32
	if alg == "RS256" {
		sigLen = 256
	} else if alg == "ES256" {
		sigLen = 64
	}
	sig := make([]byte, sigLen)
	for i := range sig {
		sig[i] = byte(r.Intn(256))
	}
	return b64(h) + "." + b64(p) + "." + base64.RawURLEncoding.EncodeToString(sig)
}

// ---------- credentials ----------

func opaqueToken() string {
	switch r.Intn(3) {
	case 0:
		return mixed(40)
	case 1:
		return mixed(32) + randFrom("-_", 1) + mixed(11)
	default:
		return mixed(24) + "." + mixed(18)
	}
}

type cred struct{ vendor, tok string }

func vendorKey() cred {
	switch r.Intn(12) {
	case 0:
		return cred{"GitHub", "ghp_" + mixed(36)}
	case 1:
		return cred{"GitHub", "github_pat_11" + randFrom(upperDig, 20) + "_" + mixed(59)}
	case 2:
		return cred{"GitLab", "glpat-" + mixed(20)}
	case 3:
		return cred{"Slack", fmt.Sprintf("xoxb-%s-%s-%s", nz(11), nz(13), mixed(24))}
	case 4:
		return cred{"Stripe", "sk_live_" + mixed(24)}
	case 5:
		return cred{"Stripe", "sk_live_51" + mixed(97)}
	case 6:
		return cred{"OpenAI", "sk-proj-" + mixed(40) + "-" + mixed(23) + "T3BlbkFJ" + mixed(20) + "_" + mixed(30)}
	case 7:
		return cred{"Anthropic", "sk-ant-api03-" + mixed(70) + "-" + mixed(22) + "AA"}
	case 8:
		return cred{"npm", "npm_" + mixed(36)}
	case 9:
		return cred{"Hugging Face", "hf_" + randFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)}
	case 10:
		return cred{"SendGrid", "SG." + mixed(22) + "." + mixed(43)}
	default:
		return cred{"Google Cloud", "AIza" + mixed(35)}
	}
}

var pwWords = []string{"Sunflower", "Harbor", "Bluebird", "Tiger", "Maple", "Coffee", "Winter", "Falcon", "Orange", "Rosie", "Lakers", "Mariposa", "Sommer", "Kirsche", "Soleil"}

func password() string {
	switch r.Intn(3) {
	case 0:
		return pickS(pwWords) + pick("#", "!", "$", "@", "") + digits(rng(2, 4))
	case 1:
		return mixed(rng(10, 14)) + pick("!", "#", "%", "")
	default:
		return pickS(pwWords) + "." + digits(2) + pick("?ok", "xy", "Zq", "!")
	}
}

// ---------- look-alikes ----------

func ibanDE() (string, string) {
	blz := pick("37040044", "10070000", "50010517", "20041111", "70150000", "12030000")
	acct := digits(10)
	bban := blz + acct
	return ibanFinish("DE", bban)
}

func ibanFinish(cc, bban string) (string, string) {
	// compute check digits mod 97
	s := letterNum(bban) + letterNum(cc) + "00"
	m := 0
	for _, ch := range s {
		m = (m*10 + int(ch-'0')) % 97
	}
	chk := fmt.Sprintf("%02d", 98-m)
	raw := cc + chk + bban
	var groups []string
	for i := 0; i < len(raw); i += 4 {
		j := i + 4
		if j > len(raw) {
			j = len(raw)
		}
		groups = append(groups, raw[i:j])
	}
	return raw, strings.Join(groups, " ")
}

func letterNum(cc string) string {
	s := ""
	for _, c := range cc {
		if c >= '0' && c <= '9' {
			s += string(c)
		} else {
			s += fmt.Sprint(int(c-'A') + 10)
		}
	}
	return s
}

func ibanAny() string {
	_, g := func() (string, string) {
		switch r.Intn(5) {
		case 0:
			return ibanDE()
		case 1:
			return ibanFinish("FR", "2004101005"+digits(11)+digits(2))
		case 2:
			return ibanFinish("NL", pick("ABNA", "INGB", "RABO")+digits(10))
		case 3:
			return ibanFinish("ES", "2100"+digits(4)+digits(2)+digits(10))
		default:
			return ibanFinish("IT", "X0542811101"+digits(12))
		}
	}()
	return g
}

func isoDate() string {
	return fmt.Sprintf("%d-%02d-%02d", rng(2022, 2026), rng(1, 12), rng(1, 28))
}
func euDate() string { return fmt.Sprintf("%02d.%02d.%d", rng(1, 28), rng(1, 12), rng(2022, 2026)) }
func usDate() string { return fmt.Sprintf("%02d/%02d/%d", rng(1, 12), rng(1, 28), rng(2022, 2026)) }
func dob() string    { return fmt.Sprintf("%02d/%02d/%d", rng(1, 12), rng(1, 28), rng(1950, 2005)) }
func hhmm() string   { return fmt.Sprintf("%02d:%02d", rng(7, 21), rng(0, 59)) }

func usd() string  { return fmt.Sprintf("$%d.%02d", rng(5, 2999), r.Intn(100)) }
func usdC() string { return fmt.Sprintf("$%d,%03d.%02d", rng(1, 48), r.Intn(1000), r.Intn(100)) }
func eur() string  { return fmt.Sprintf("%d,%02d €", rng(5, 999), r.Intn(100)) }
func eurK() string { return fmt.Sprintf("%d.%03d,%02d €", rng(1, 40), r.Intn(1000), r.Intn(100)) }

func uuid() string {
	return randFrom(hexd, 8) + "-" + randFrom(hexd, 4) + "-4" + randFrom(hexd, 3) + "-" + pick("8", "9", "a", "b") + randFrom(hexd, 3) + "-" + randFrom(hexd, 12)
}

func amazonOrder() string { return fmt.Sprintf("%03d-%s-%s", rng(111, 114), digits(7), digits(7)) }
func ups() string         { return "1Z" + randFrom(upperDig, 6) + digits(10) }
func uspsTrack() string {
	return "9400 " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(2)
}
func fedex() string     { return digits(4) + " " + digits(4) + " " + digits(4) }
func invoiceNo() string { return fmt.Sprintf("INV-%d-%05d", rng(2023, 2026), rng(1, 99999)) }
func vatDE() string     { return "DE" + nz(9) }
func ein() string       { return fmt.Sprintf("%02d-%07d", rng(10, 88), r.Intn(10000000)) }
func version() string   { return fmt.Sprintf("%d.%d.%d", rng(1, 17), rng(0, 30), rng(0, 40)) }
func sha() string       { return randFrom(hexd, 40) }
func unixTS() string    { return fmt.Sprint(1700000000 + r.Intn(90000000)) }
func isoTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", isoDate(), rng(0, 23), rng(0, 59), rng(0, 59))
}
func ean13() string {
	b := pick("400", "401", "590", "871", "761", "300", "978") + digits(9)
	s := 0
	for i := 0; i < 12; i++ {
		d := int(b[i] - '0')
		if i%2 == 1 {
			d *= 3
		}
		s += d
	}
	return b + fmt.Sprint((10-s%10)%10)
}

func bornEU() string { return fmt.Sprintf("%02d.%02d.%d", rng(1, 28), rng(1, 12), rng(1965, 2002)) }
