package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs   = "0123456789"
	alnum  = lower + upper + digs
	hexd   = "0123456789abcdef"
	b64u   = alnum + "-_"
	b32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	awsset = alnum + "/+"
)

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) in(a, b int) int          { return a + g.r.Intn(b-a+1) }
func (g *G) from(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.r.Intn(len(set))]
	}
	return string(b)
}
func (g *G) d(n int) string { return g.from(digs, n) }

// randomish returns n bytes from set holding at least two digits and two capitals.
func (g *G) randomish(set string, n int) string {
	for {
		s := g.from(set, n)
		nd, nu := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				nd++
			}
			if c >= 'A' && c <= 'Z' {
				nu++
			}
		}
		if (nd >= 2 || !strings.ContainsAny(set, digs)) && (nu >= 2 || !strings.ContainsAny(set, upper)) && !strings.Contains(strings.ToLower(s), "example") {
			return s
		}
	}
}

var firstNames = []string{"james", "maria", "wei", "priya", "lukas", "sofia", "mateus", "chloe", "ahmed", "yuki", "olga", "kemal", "anna", "jan", "giulia", "pieter", "minh", "siti", "arjun", "hana", "diego", "emma", "noah", "fatima", "tomasz", "elif", "dmitri", "camille", "jonas", "lucia", "rahul", "mei", "jisoo", "bram", "ines", "omar", "grace", "liam", "zoe", "marco", "aylin", "sven", "nadia", "carlos", "hiroshi", "leila", "ravi", "beatriz", "felix", "amara"}
var lastNames = []string{"smith", "garcia", "chen", "patel", "mueller", "rossi", "silva", "dubois", "hassan", "tanaka", "ivanova", "yilmaz", "kowalski", "devries", "nguyen", "santoso", "sharma", "kim", "lopez", "johnson", "brown", "martin", "schmidt", "ferrari", "costa", "bernard", "khan", "sato", "petrov", "demir", "nowak", "jansen", "tran", "wijaya", "gupta", "park", "fernandez", "oconnor", "walsh", "novak", "okafor", "mendes", "lindqvist", "moreau", "becker", "romano", "haddad", "suzuki", "wong", "reyes"}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (g *G) person() {
	if !g.hasPerson {
		g.first = firstNames[g.r.Intn(len(firstNames))]
		g.last = lastNames[g.r.Intn(len(lastNames))]
		g.hasPerson = true
	}
}

var freeMail = []string{"gmail.com", "gmail.com", "gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "proton.me", "gmx.de", "web.de", "orange.fr", "free.fr", "libero.it", "yahoo.co.jp", "naver.com", "qq.com", "163.com", "mail.ru", "yandex.ru", "wp.pl", "o2.pl", "uol.com.br", "terra.com.br", "hotmail.es", "ziggo.nl", "kpnmail.nl", "rediffmail.com", "yahoo.co.id", "fastmail.com", "hey.com", "sapo.pt", "t-online.de", "seznam.cz", "bigpond.com"}
var workDomains = []string{"acme-corp.com", "northwind.io", "brightlane.co", "kestrel-labs.com", "fintrella.de", "orbisdata.fr", "lumenhealth.org", "tidewater.co.uk", "qubitworks.ai", "zentrix.com.br", "harbourline.com.au", "paloma-studio.es", "vireo.nl", "sakura-sys.co.jp", "hanbit-soft.kr", "polaris-tech.in", "mercato.it", "nordlys.no", "atlasfreight.com", "greenleaf.edu"}

func (g *G) local() string {
	g.person()
	f, l := g.first, g.last
	switch g.r.Intn(8) {
	case 0:
		return f + "." + l
	case 1:
		return f + l + g.d(2)
	case 2:
		return f[:1] + l
	case 3:
		return f + "_" + l
	case 4:
		return f + "." + l + g.d(g.in(1, 4))
	case 5:
		return l + "." + f
	case 6:
		return f + g.d(g.in(2, 4))
	default:
		return f[:1] + "." + l + g.d(2)
	}
}

func (g *G) email() string { return g.local() + "@" + g.pick(freeMail...) }
func (g *G) emailWork() string {
	g.person()
	switch g.r.Intn(3) {
	case 0:
		return g.first + "." + g.last + "@" + g.pick(workDomains...)
	case 1:
		return g.first[:1] + g.last + "@" + g.pick(workDomains...)
	}
	return g.first + "@" + g.pick(workDomains...)
}

// ---- phones ----

var usAreas = []string{"201", "202", "206", "212", "213", "214", "215", "303", "305", "310", "312", "314", "317", "404", "408", "412", "415", "425", "469", "503", "512", "513", "602", "617", "646", "650", "702", "713", "718", "720", "773", "786", "801", "804", "808", "813", "818", "832", "857", "904", "916", "919", "929", "954", "971", "972"}

func (g *G) nanpParts() (string, string, string) {
	a := g.pick(usAreas...)
	var ex string
	for {
		ex = fmt.Sprintf("%d%s", g.in(2, 9), g.d(2))
		if ex != "555" && ex[1:] != "11" {
			break
		}
	}
	return a, ex, g.d(4)
}

func (g *G) phoneUS() string {
	a, e, n := g.nanpParts()
	switch g.r.Intn(6) {
	case 0, 1:
		return fmt.Sprintf("(%s) %s-%s", a, e, n)
	case 2:
		return fmt.Sprintf("%s-%s-%s", a, e, n)
	case 3:
		return fmt.Sprintf("%s.%s.%s", a, e, n)
	case 4:
		return fmt.Sprintf("+1 %s %s %s", a, e, n)
	}
	return fmt.Sprintf("+1-%s-%s-%s", a, e, n)
}
func (g *G) phoneUSspace() string { a, e, n := g.nanpParts(); return a + " " + e + " " + n }
func (g *G) phoneUSplain() string { a, e, n := g.nanpParts(); return a + e + n }

func (g *G) ukMobile() string {
	for {
		s := "7" + fmt.Sprint(g.in(4, 9)) + g.d(2)
		r := g.d(6)
		if s == "7700" && r[:3] == "900" {
			continue
		}
		return s + " " + r
	}
}
func (g *G) phoneUK() string {
	switch g.r.Intn(4) {
	case 0:
		return "+44 " + g.ukMobile()
	case 1:
		return "0" + g.ukMobile()
	case 2:
		return "020 " + g.pick("3", "8") + g.d(3) + " " + g.d(4)
	}
	m := g.ukMobile()
	return "+44 (0)" + m
}

func (g *G) deMobile() string {
	return g.pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
}
func (g *G) phoneDE() string {
	switch g.r.Intn(6) {
	case 0:
		return "+49 " + g.deMobile() + " " + g.d(8)
	case 1:
		return "0" + g.deMobile() + " " + g.d(7)
	case 2:
		return "0" + g.deMobile() + "/" + g.d(7)
	case 3:
		return "030 " + fmt.Sprint(g.in(2, 9)) + g.d(7)
	case 4:
		return "+49 89 " + fmt.Sprint(g.in(2, 9)) + g.d(6)
	}
	return "+49 (0) 221 " + fmt.Sprint(g.in(2, 9)) + g.d(6)
}

func (g *G) pairs(n int) string {
	var p []string
	for i := 0; i < n; i++ {
		p = append(p, g.d(2))
	}
	return strings.Join(p, " ")
}
func (g *G) phoneFR() string {
	m := g.pick("6", "7")
	switch g.r.Intn(4) {
	case 0:
		return "+33 " + m + " " + g.pairs(4)
	case 1:
		return "0" + m + " " + g.pairs(4)
	case 2:
		return "0" + m + "." + strings.ReplaceAll(g.pairs(4), " ", ".")
	}
	return "+33 1 " + g.pairs(4)
}
func (g *G) phoneES() string {
	n := g.pick("6", "7") + g.d(2)
	switch g.r.Intn(3) {
	case 0:
		return "+34 " + n + " " + g.d(3) + " " + g.d(3)
	case 1:
		return "+34 " + n + g.d(6)
	}
	return "+34 91 " + g.d(3) + " " + g.d(2) + " " + g.d(2)
}
func (g *G) phoneESlocal() string { return g.pick("6", "7") + g.d(8) }
func (g *G) phoneIT() string {
	p := "3" + fmt.Sprint(g.in(2, 9)) + g.d(1)
	switch g.r.Intn(3) {
	case 0:
		return "+39 " + p + " " + g.d(3) + " " + g.d(4)
	case 1:
		return "+39 " + p + g.d(7)
	}
	return "+39 06 " + g.d(4) + " " + g.d(4)
}
func (g *G) phoneITlocal() string { return "3" + fmt.Sprint(g.in(2, 9)) + g.d(1) + " " + g.d(7) }
func (g *G) phoneBR() string {
	a := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19")
	n := "9" + fmt.Sprint(g.in(6, 9)) + g.d(3) + "-" + g.d(4)
	switch g.r.Intn(3) {
	case 0:
		return "+55 " + a + " " + n
	case 1:
		return "(" + a + ") " + n
	}
	return "+55 (" + a + ") " + n
}
func (g *G) phonePT() string {
	return "+351 9" + g.pick("1", "2", "3", "6") + g.d(1) + " " + g.d(3) + " " + g.d(3)
}
func (g *G) phoneNL() string {
	switch g.r.Intn(3) {
	case 0:
		return "+31 6 " + g.d(8)
	case 1:
		return "06-" + g.d(8)
	}
	return "+31 20 " + g.d(3) + " " + g.d(4)
}
func (g *G) phonePL() string {
	return "+48 " + g.pick("5", "6", "7", "8") + g.d(2) + " " + g.d(3) + " " + g.d(3)
}
func (g *G) phoneTR() string {
	p := "5" + fmt.Sprint(g.in(0, 5)) + g.d(1)
	switch g.r.Intn(3) {
	case 0:
		return "+90 " + p + " " + g.d(3) + " " + g.d(2) + " " + g.d(2)
	case 1:
		return "0 (" + p + ") " + g.d(3) + " " + g.d(2) + " " + g.d(2)
	}
	return "0" + p + " " + g.d(3) + " " + g.d(2) + " " + g.d(2)
}
func (g *G) phoneRU() string {
	switch g.r.Intn(3) {
	case 0:
		return "+7 9" + g.d(2) + " " + g.d(3) + "-" + g.d(2) + "-" + g.d(2)
	case 1:
		return "8 (495) " + fmt.Sprint(g.in(2, 9)) + g.d(2) + "-" + g.d(2) + "-" + g.d(2)
	}
	return "+7 (9" + g.d(2) + ") " + g.d(3) + "-" + g.d(2) + "-" + g.d(2)
}
func (g *G) phoneAR() string {
	switch g.r.Intn(3) {
	case 0:
		return "+971 5" + g.pick("0", "2", "4", "5", "6", "8") + " " + g.d(3) + " " + g.d(4)
	case 1:
		return "+966 5" + g.d(1) + " " + g.d(3) + " " + g.d(4)
	}
	return "+20 1" + g.pick("0", "1", "2", "5") + " " + g.d(4) + " " + g.d(4)
}
func (g *G) phoneIN() string {
	n := fmt.Sprint(g.in(6, 9)) + g.d(4)
	if g.r.Intn(3) == 0 {
		return "+91-" + n + g.d(5)
	}
	return "+91 " + n + " " + g.d(5)
}
func (g *G) phoneJP() string {
	switch g.r.Intn(4) {
	case 0:
		return g.pick("090", "080", "070") + "-" + g.d(4) + "-" + g.d(4)
	case 1:
		return "+81 " + g.pick("90", "80", "70") + "-" + g.d(4) + "-" + g.d(4)
	case 2:
		return "03-" + g.d(4) + "-" + g.d(4)
	}
	return "06-" + g.d(4) + "-" + g.d(4)
}
func (g *G) cnMobile() string {
	return "1" + fmt.Sprint(g.in(3, 9)) + g.d(1) + " " + g.d(4) + " " + g.d(4)
}
func (g *G) phoneCN() string {
	if g.r.Intn(2) == 0 {
		return "+86 " + g.cnMobile()
	}
	return "+86 10 " + g.d(4) + " " + g.d(4)
}
func (g *G) phoneKR() string {
	if g.r.Intn(2) == 0 {
		return "010-" + g.d(4) + "-" + g.d(4)
	}
	return "+82 10-" + g.d(4) + "-" + g.d(4)
}
func (g *G) phoneVN() string {
	p := g.pick("90", "91", "93", "94", "96", "97", "98", "32", "33", "34", "35", "36", "37", "38", "39", "70", "76", "77", "78", "79", "81", "82", "83", "84", "85", "86", "88")
	if g.r.Intn(2) == 0 {
		return "+84 " + p + " " + g.d(3) + " " + g.d(4)
	}
	return "0" + p + g.d(1) + " " + g.d(3) + " " + g.d(3)
}
func (g *G) phoneID() string {
	p := "81" + fmt.Sprint(g.in(1, 9))
	if g.r.Intn(2) == 0 {
		return "+62 " + p + "-" + g.d(4) + "-" + g.d(4)
	}
	return "0" + p + "-" + g.d(4) + "-" + g.d(4)
}
func (g *G) phoneAU() string {
	if g.r.Intn(2) == 0 {
		return "+61 4" + g.d(2) + " " + g.d(3) + " " + g.d(3)
	}
	return "04" + g.d(2) + " " + g.d(3) + " " + g.d(3)
}
func (g *G) phoneMX() string { return "+52 55 " + g.d(4) + " " + g.d(4) }

func (g *G) phoneIntl() string {
	switch g.r.Intn(10) {
	case 0:
		return "+44 " + g.ukMobile()
	case 1:
		return "+49 " + g.deMobile() + " " + g.d(8)
	case 2:
		return "+33 " + g.pick("6", "7") + " " + g.pairs(4)
	case 3:
		return g.phoneMX()
	case 4:
		return "+61 4" + g.d(2) + " " + g.d(3) + " " + g.d(3)
	case 5:
		return g.phoneBR()
	case 6:
		return g.phoneIN()
	case 7:
		return "+81 " + g.pick("90", "80") + "-" + g.d(4) + "-" + g.d(4)
	case 8:
		return g.phonePT()
	}
	a, e, n := g.nanpParts()
	return "+1 " + a + " " + e + " " + n
}

// e164 returns a dialable number without separators, with or without '+'.
func (g *G) e164digits() string {
	switch g.r.Intn(5) {
	case 0:
		return "44" + strings.ReplaceAll(g.ukMobile(), " ", "")
	case 1:
		return "49" + g.deMobile() + g.d(8)
	case 2:
		return "55" + g.pick("11", "21") + "9" + fmt.Sprint(g.in(6, 9)) + g.d(7)
	case 3:
		return "62" + "81" + fmt.Sprint(g.in(1, 9)) + g.d(8)
	}
	return "1" + g.phoneUSplain()
}

// ---- SSN / ITIN ----

func (g *G) ssnParts() (string, string, string) {
	var a int
	for {
		a = g.in(1, 899)
		if a != 666 && a != 987 && a != 78 && a != 219 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g.in(1, 99)), fmt.Sprintf("%04d", g.in(1, 9999))
}
func (g *G) ssn() string      { a, b, c := g.ssnParts(); return a + "-" + b + "-" + c }
func (g *G) ssnSpace() string { a, b, c := g.ssnParts(); return a + " " + b + " " + c }
func (g *G) ssnBare() string  { a, b, c := g.ssnParts(); return a + b + c }
func (g *G) itin() string {
	grp := []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}
	return fmt.Sprintf("9%s-%d-%04d", g.d(2), grp[g.r.Intn(len(grp))], g.in(1, 9999))
}
func (g *G) badSSN() string {
	switch g.r.Intn(5) {
	case 0:
		return "000-" + fmt.Sprintf("%02d", g.in(1, 99)) + "-" + g.d(4)
	case 1:
		return "666-" + fmt.Sprintf("%02d", g.in(1, 99)) + "-" + g.d(4)
	case 2:
		return "987-65-432" + fmt.Sprint(g.in(0, 9))
	case 3:
		return fmt.Sprintf("%03d-00-%s", g.in(100, 899), g.d(4))
	}
	return fmt.Sprintf("%03d-%02d-0000", g.in(100, 899), g.in(1, 99))
}

// ---- cards ----

func luhnDigit(body string) byte {
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

func (g *G) cardNum(issuer string) string {
	var pre string
	n := 16
	switch issuer {
	case "visa":
		pre = "4" + g.pick("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")
	case "mc":
		if g.r.Intn(3) == 0 {
			pre = fmt.Sprint(g.in(2221, 2720))
		} else {
			pre = fmt.Sprint(g.in(51, 55))
		}
	case "amex":
		pre, n = g.pick("34", "37"), 15
	case "discover":
		pre = g.pick("6011", "65", "644", "645", "646", "647", "648", "649")
	case "jcb":
		pre = fmt.Sprint(g.in(3528, 3589))
	case "diners":
		pre, n = g.pick("36", "38", "300", "305"), 14
	case "unionpay":
		pre = "62" + g.pick("22", "28", "12", "17")
		if g.r.Intn(4) == 0 {
			n = 19
		}
	case "mir":
		pre = fmt.Sprint(g.in(2200, 2204))
	case "maestro":
		pre = g.pick("6759", "6761", "5018", "5020", "6304")
	}
	for {
		body := pre + g.d(n-1-len(pre))
		s := body + string(luhnDigit(body))
		if !strings.Contains(s, "0000000") && s != "4111111111111111" {
			return s
		}
	}
}

func groupCard(s, sep string) string {
	var sizes []int
	switch len(s) {
	case 15:
		sizes = []int{4, 6, 5}
	case 14:
		sizes = []int{4, 6, 4}
	case 19:
		sizes = []int{4, 4, 4, 4, 3}
	default:
		sizes = []int{4, 4, 4, 4}
	}
	var out []string
	i := 0
	for _, z := range sizes {
		out = append(out, s[i:i+z])
		i += z
	}
	return strings.Join(out, sep)
}

var issuers = []string{"visa", "visa", "visa", "mc", "mc", "amex", "discover", "jcb", "diners", "unionpay", "mir", "maestro"}

func (g *G) card() string {
	s := g.cardNum(g.pick(issuers...))
	switch g.r.Intn(5) {
	case 0, 1:
		return groupCard(s, " ")
	case 2:
		return groupCard(s, "-")
	}
	return s
}

// luhnFail: a 16-digit number in a card's groups whose check digit is wrong.
func (g *G) luhnFail() string {
	s := g.cardNum(g.pick("visa", "mc"))
	last := s[15]
	s = s[:15] + string(byte('0'+(int(last-'0')+g.in(1, 9))%10))
	return groupCard(s, " ")
}

// ---- JWT ----

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt() string {
	var hdr string
	var sig int
	switch g.r.Intn(5) {
	case 0:
		hdr, sig = `{"alg":"HS256","typ":"JWT"}`, 32
	case 1:
		hdr, sig = `{"alg":"ES256","typ":"JWT","kid":"`+g.from(hexd, 8)+`"}`, 64
	case 2:
		hdr, sig = `{"typ":"JWT","alg":"HS384"}`, 48
	case 3:
		hdr, sig = `{"alg":"HS256"}`, 32
	default:
		hdr, sig = `{"alg":"EdDSA","kid":"k`+g.d(3)+`"}`, 64
	}
	iat := 1700000000 + g.r.Intn(70000000)
	g.person()
	var pl string
	switch g.r.Intn(4) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"%s","name":"%s %s","iat":%d,"exp":%d}`, g.d(7), title(g.first), title(g.last), iat, iat+3600)
	case 1:
		pl = fmt.Sprintf(`{"iss":"https://auth.%s","sub":"auth0|%s","aud":"kb-api","iat":%d,"exp":%d,"scope":"read:notes"}`, g.pick(workDomains...), g.from(hexd, 24), iat, iat+86400)
	case 2:
		pl = fmt.Sprintf(`{"uid":%s,"email":"%s@%s","role":"%s","exp":%d}`, g.d(5), g.first, g.pick(freeMail...), g.pick("admin", "editor", "viewer"), iat)
	default:
		pl = fmt.Sprintf(`{"sub":"%s","sid":"%s","iat":%d}`, g.from(hexd, 16), g.from(alnum, 12), iat)
	}
	sb := make([]byte, sig)
	for i := range sb {
		sb[i] = byte(g.r.Intn(256))
	}
	return b64(hdr) + "." + b64(pl) + "." + base64.RawURLEncoding.EncodeToString(sb)
}

// ---- secrets ----

var pwWords = []string{"harbor", "maple", "otter", "falcon", "sunset", "cobalt", "juniper", "lantern", "meadow", "pebble", "orchid", "tundra", "velvet", "walnut", "zephyr", "marble", "canyon", "ember", "quartz", "willow", "biscuit", "pickle", "mango", "rocket", "tango", "dolphin", "cactus", "sparrow", "nebula", "paprika", "lakeside", "gondola", "bramble", "sequoia", "kiwi", "pistache", "ferien", "sommer", "casa", "praia", "gatito", "anatra", "kotek", "deniz", "solnce", "bintang"}

const pwSym = "!#$%&*?^-_+=."

func (g *G) pw() string {
	for {
		var s string
		switch g.r.Intn(6) {
		case 0:
			s = title(g.pick(pwWords...)) + g.d(g.in(2, 4)) + g.from(pwSym, 1)
		case 1:
			s = g.pick(pwWords...) + g.from(pwSym, 1) + title(g.pick(pwWords...)) + g.d(2)
		case 2, 3:
			s = g.randomish(alnum+pwSym, g.in(11, 18))
		case 4:
			w := []byte(title(g.pick(pwWords...)) + g.pick(pwWords...))
			for i := range w {
				switch w[i] {
				case 'o':
					w[i] = '0'
				case 'a':
					if g.r.Intn(2) == 0 {
						w[i] = '4'
					}
				case 'e':
					w[i] = '3'
				}
			}
			s = string(w) + g.from(pwSym, 1) + g.d(1)
		default:
			s = g.pick(pwWords...) + g.d(4) + title(g.pick(pwWords...))
		}
		if strings.ContainsAny(s, digs) && len(s) >= 8 && !strings.ContainsAny(s[:1], ".-!?") && !strings.ContainsAny(s[len(s)-1:], ".!?-") {
			return s
		}
	}
}

// pwURL: a password safe inside a URL's userinfo.
func (g *G) pwURL() string {
	if g.r.Intn(2) == 0 {
		return g.randomish(alnum, g.in(14, 24))
	}
	return title(g.pick(pwWords...)) + g.d(3) + g.pick("-", "_", ".", "~") + g.pick(pwWords...)
}

func (g *G) pwWifi() string {
	switch g.r.Intn(5) {
	case 0:
		return title(g.pick(pwWords...)) + title(g.pick(pwWords...)) + g.d(g.in(2, 4))
	case 1:
		return g.pick(pwWords...) + "-" + g.d(4) + "-" + g.pick(pwWords...)
	case 2:
		return g.d(4) + g.pick(pwWords...) + g.from(pwSym, 1) + title(g.pick(pwWords...))
	case 3:
		return g.randomish(alnum, g.in(12, 20))
	}
	return title(g.pick(pwWords...)) + g.from(pwSym, 1) + g.d(2) + g.pick(pwWords...) + g.d(1)
}

func (g *G) tok() string { return g.randomish(alnum, g.in(32, 48)) }
func (g *G) tokU() string {
	return g.randomish(b64u, g.in(40, 64))
}
func (g *G) basic() string {
	g.person()
	return base64.StdEncoding.EncodeToString([]byte(g.first + "." + g.last + ":" + g.pw()))
}
func (g *G) user() string {
	g.person()
	return g.pick(g.first, g.first[:1]+g.last, g.first+"."+g.last, "admin", "deploy", g.first+g.d(2))
}

// vendor keys: name -> generator
func (g *G) key(v string) string {
	switch v {
	case "openai":
		if g.r.Intn(3) == 0 {
			return "sk-" + g.randomish(alnum, 20) + "T3BlbkFJ" + g.randomish(alnum, 20)
		}
		return "sk-proj-" + g.randomish(b64u, g.in(56, 92))
	case "anthropic":
		return "sk-ant-api03-" + g.randomish(b64u, 93) + "AA"
	case "stripe":
		return g.pick("sk_live_", "rk_live_") + "51" + g.randomish(alnum, g.in(40, 60))
	case "github":
		if g.r.Intn(3) == 0 {
			return "github_pat_11" + g.randomish(upper+digs, 20) + "_" + g.randomish(alnum, 59)
		}
		return g.pick("ghp_", "ghp_", "gho_", "ghs_") + g.randomish(alnum, 36)
	case "gitlab":
		return "glpat-" + g.randomish(b64u, 20)
	case "slack":
		return g.pick("xoxb-", "xoxp-") + g.d(12) + "-" + g.d(13) + "-" + g.randomish(alnum, 24)
	case "aws":
		return g.randomish(awsset, 40)
	case "google":
		return "AIza" + g.randomish(b64u, 35)
	case "hf":
		return "hf_" + g.randomish(lower+upper, 34)
	case "npm":
		return "npm_" + g.randomish(alnum, 36)
	case "sendgrid":
		return "SG." + g.randomish(b64u, 22) + "." + g.randomish(b64u, 43)
	case "telegram":
		return fmt.Sprint(g.in(100000000, 8999999999)) + ":AA" + g.randomish(b64u, 33)
	case "mailchimp":
		return g.from(hexd, 32) + "-us" + fmt.Sprint(g.in(1, 21))
	case "shopify":
		return "shpat_" + g.from(hexd, 32)
	case "digitalocean":
		return "dop_v1_" + g.from(hexd, 64)
	case "notion":
		return "ntn_" + g.d(11) + g.randomish(alnum, 35)
	case "linear":
		return "lin_api_" + g.randomish(alnum, 40)
	case "groq":
		return "gsk_" + g.randomish(alnum, 52)
	case "vault":
		return "hvs." + g.randomish(b64u, g.in(90, 100))
	case "doppler":
		return "dp.pt." + g.randomish(alnum, 43)
	case "pypi":
		return "pypi-AgEIcHlwaS5vcmc" + g.randomish(b64u, 60)
	case "postman":
		return "PMAK-" + g.from(hexd, 24) + "-" + g.from(hexd, 34)
	case "figma":
		return "figd_" + g.randomish(b64u, 40)
	case "replicate":
		return "r8_" + g.randomish(alnum, 37)
	case "supabase":
		return "sbp_" + g.from(hexd, 40)
	case "dockerhub":
		return "dckr_pat_" + g.randomish(b64u, 27)
	case "whsec":
		return "whsec_" + g.randomish(alnum, 32)
	case "twilio", "datadog", "hex32":
		return g.from(hexd, 32)
	case "cloudflare":
		return g.randomish(b64u, 40)
	case "heroku":
		return "HRKU-AA" + g.randomish(b64u, 58)
	case "mapbox":
		g.person()
		return "sk." + b64(`{"u":"`+g.first+g.last[:2]+`","a":"`+g.from("abcdefghijklmnopqrstuvwxyz0123456789", 25)+`"}`) + "." + g.randomish(b64u, 22)
	case "totp":
		return g.from(b32, 32)
	}
	panic("unknown vendor " + v)
}

var vendors = []struct{ name, id, envvar string }{
	{"OpenAI", "openai", "OPENAI_API_KEY"},
	{"Anthropic", "anthropic", "ANTHROPIC_API_KEY"},
	{"Stripe", "stripe", "STRIPE_SECRET_KEY"},
	{"GitHub", "github", "GITHUB_TOKEN"},
	{"GitLab", "gitlab", "GITLAB_TOKEN"},
	{"Slack", "slack", "SLACK_BOT_TOKEN"},
	{"Google Maps", "google", "GOOGLE_MAPS_API_KEY"},
	{"Hugging Face", "hf", "HF_TOKEN"},
	{"npm", "npm", "NPM_TOKEN"},
	{"SendGrid", "sendgrid", "SENDGRID_API_KEY"},
	{"Mailchimp", "mailchimp", "MAILCHIMP_API_KEY"},
	{"Shopify", "shopify", "SHOPIFY_ACCESS_TOKEN"},
	{"DigitalOcean", "digitalocean", "DIGITALOCEAN_TOKEN"},
	{"Notion", "notion", "NOTION_TOKEN"},
	{"Linear", "linear", "LINEAR_API_KEY"},
	{"Groq", "groq", "GROQ_API_KEY"},
	{"Vault", "vault", "VAULT_TOKEN"},
	{"Doppler", "doppler", "DOPPLER_TOKEN"},
	{"PyPI", "pypi", "TWINE_PASSWORD"},
	{"Postman", "postman", "POSTMAN_API_KEY"},
	{"Figma", "figma", "FIGMA_TOKEN"},
	{"Replicate", "replicate", "REPLICATE_API_TOKEN"},
	{"Supabase", "supabase", "SUPABASE_ACCESS_TOKEN"},
	{"Docker Hub", "dockerhub", "DOCKERHUB_TOKEN"},
	{"Twilio", "twilio", "TWILIO_AUTH_TOKEN"},
	{"Datadog", "datadog", "DD_API_KEY"},
	{"Cloudflare", "cloudflare", "CLOUDFLARE_API_TOKEN"},
	{"Heroku", "heroku", "HEROKU_API_KEY"},
	{"Mapbox", "mapbox", "MAPBOX_SECRET_TOKEN"},
	{"Telegram", "telegram", "TELEGRAM_BOT_TOKEN"},
}
