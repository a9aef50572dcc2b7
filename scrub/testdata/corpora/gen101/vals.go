package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

const (
	digits = "0123456789"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	alnum  = upper + lower + digits
	hexs   = "0123456789abcdef"
	b64u   = alnum + "-_"
	b58    = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
)

func (g *G) rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

// secret draws a random string that has at least two digits, a capital and a small letter.
func (g *G) secret(alpha string, n int) string {
	for {
		s := g.rs(alpha, n)
		d, u, l := 0, 0, 0
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			case c >= 'a' && c <= 'z':
				l++
			}
		}
		if (d >= 2 || !strings.ContainsAny(alpha, digits)) && (u >= 1 || !strings.ContainsAny(alpha, upper)) && (l >= 1 || !strings.ContainsAny(alpha, lower)) {
			return s
		}
	}
}

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) n(a, b int) int           { return a + g.r.Intn(b-a+1) }
func (g *G) dg(n int) string          { return g.rs(digits, n) }
func (g *G) coin() bool               { return g.r.Intn(2) == 0 }

func (g *G) uuid() string {
	h := g.rs(hexs, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + g.pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}

// ---------- people ----------

type locale struct {
	first, last, domains []string
}

var locales = map[string]locale{
	"en": {[]string{"james", "olivia", "ethan", "priya", "marcus", "hannah", "daniel", "sofia", "liam", "chloe", "noah", "aisha", "ryan", "megan", "tyler", "grace", "brandon", "emily", "jordan", "keisha"},
		[]string{"walker", "nguyen", "patel", "obrien", "johnson", "kim", "reyes", "thompson", "carter", "brooks", "morgan", "hughes", "fischer", "coleman", "ward", "delgado", "foster", "bennett"},
		[]string{"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.com", "proton.me", "comcast.net", "northwind-labs.com", "brightpath.io", "quillhealth.com"}},
	"es": {[]string{"alejandro", "lucia", "javier", "carmen", "diego", "valentina", "pablo", "marta", "sergio", "ines"},
		[]string{"garcia", "martinez", "lopez", "sanchez", "fernandez", "ruiz", "moreno", "jimenez", "navarro", "torres"},
		[]string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"}},
	"mx": {[]string{"ximena", "santiago", "fernanda", "emiliano", "regina", "mateo"},
		[]string{"hernandez", "ramirez", "flores", "cruz", "morales", "vazquez"},
		[]string{"gmail.com", "hotmail.com", "prodigy.net.mx", "outlook.com"}},
	"de": {[]string{"lukas", "anna", "jonas", "lena", "felix", "katrin", "maximilian", "sabine", "tobias", "jana"},
		[]string{"mueller", "schmidt", "schneider", "weber", "wagner", "becker", "hoffmann", "schaefer", "koch", "richter"},
		[]string{"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "mailbox.org"}},
	"fr": {[]string{"camille", "julien", "elodie", "antoine", "manon", "thomas", "ines", "hugo", "claire", "mathieu"},
		[]string{"martin", "bernard", "dubois", "laurent", "moreau", "lefebvre", "girard", "bonnet", "roux", "fontaine"},
		[]string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"}},
	"pt": {[]string{"joao", "mariana", "thiago", "beatriz", "lucas", "camila", "rafael", "larissa"},
		[]string{"silva", "santos", "oliveira", "souza", "pereira", "costa", "rodrigues", "almeida"},
		[]string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"}},
	"it": {[]string{"giulia", "matteo", "francesca", "lorenzo", "chiara", "alessandro"},
		[]string{"rossi", "russo", "ferrari", "esposito", "bianchi", "romano"},
		[]string{"libero.it", "virgilio.it", "gmail.com", "alice.it", "tiscali.it"}},
	"ja": {[]string{"haruto", "yui", "sota", "aoi", "ren", "hina", "takumi", "sakura"},
		[]string{"sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito", "yamamoto", "nakamura"},
		[]string{"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "ezweb.ne.jp", "nifty.com", "icloud.com"}},
	"zh": {[]string{"wei", "fang", "jing", "hao", "xiaoming", "lina", "yang", "tao"},
		[]string{"wang", "li", "zhang", "liu", "chen", "zhao", "huang", "zhou"},
		[]string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com"}},
	"ko": {[]string{"minjun", "seoyeon", "jiwoo", "hayoon", "dohyun", "soyeon"},
		[]string{"kim", "lee", "park", "choi", "jung", "kang"},
		[]string{"naver.com", "daum.net", "kakao.com", "gmail.com", "hanmail.net"}},
	"nl": {[]string{"daan", "sanne", "bram", "lotte", "thijs", "femke"},
		[]string{"devries", "jansen", "bakker", "visser", "smit", "meijer"},
		[]string{"ziggo.nl", "kpnmail.nl", "gmail.com", "outlook.com", "xs4all.nl"}},
	"pl": {[]string{"kasia", "piotr", "agnieszka", "tomasz", "magda", "krzysztof"},
		[]string{"nowak", "kowalski", "wisniewski", "wojcik", "kaminska", "lewandowski"},
		[]string{"wp.pl", "onet.pl", "interia.pl", "gmail.com", "o2.pl"}},
	"ru": {[]string{"dmitry", "anastasia", "sergey", "olga", "ivan", "ekaterina"},
		[]string{"ivanov", "smirnova", "kuznetsov", "popova", "sokolov", "volkova"},
		[]string{"mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "bk.ru"}},
	"tr": {[]string{"emre", "elif", "burak", "zeynep", "mehmet", "ayse"},
		[]string{"yilmaz", "kaya", "demir", "sahin", "celik", "ozturk"},
		[]string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com"}},
	"in": {[]string{"rahul", "ananya", "vikram", "sneha", "arjun", "kavya", "rohan", "divya"},
		[]string{"sharma", "iyer", "reddy", "gupta", "nair", "mehta", "kulkarni", "banerjee"},
		[]string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"}},
	"au": {[]string{"mia", "jack", "isla", "cooper", "ruby", "harrison"},
		[]string{"taylor", "white", "martin", "anderson", "thompson", "kelly"},
		[]string{"bigpond.com", "gmail.com", "optusnet.com.au", "outlook.com"}},
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// name returns a display name for a locale.
func (g *G) name(loc string) string {
	l := locales[loc]
	return title(g.pick(l.first...)) + " " + title(g.pick(l.last...))
}

func (g *G) email(loc string) string {
	l := locales[loc]
	f, s := g.pick(l.first...), g.pick(l.last...)
	d := g.pick(l.domains...)
	var local string
	switch g.r.Intn(8) {
	case 0:
		local = f + "." + s
	case 1:
		local = f + s + g.dg(2)
	case 2:
		local = f[:1] + "." + s
	case 3:
		local = f + "_" + s
	case 4:
		local = f + "." + s + "+" + g.pick("llm", "beta", "openai", "chat", "shop")
	case 5:
		local = f + g.dg(g.n(2, 4))
	case 6:
		local = f[:1] + s + g.dg(2)
	default:
		local = s + "." + f
	}
	return local + "@" + d
}

// workEmail is a mailbox at an organisation's own domain.
func (g *G) workEmail() string {
	f := g.pick(locales["en"].first...)
	s := g.pick(locales["en"].last...)
	d := g.pick("acme-ai.dev", "helixbank.com", "lumenretail.co.uk", "orbitly.io", "kestrelhealth.org", "fernway.travel", "pinecrest-legal.com", "tallyfox.app")
	return g.pick(f+"."+s, f[:1]+s, f) + "@" + d
}

// ---------- phones ----------

var usAreas = []string{"212", "310", "415", "646", "617", "312", "206", "512", "303", "404", "713", "305", "702", "503", "619", "718", "917", "720", "971", "469", "628", "929", "347", "773", "650", "408"}
var caAreas = []string{"416", "604", "514", "403", "613", "647"}

func (g *G) nanp(areas []string) (string, string, string) {
	a := g.pick(areas...)
	var ex string
	for {
		ex = string(rune('2'+g.r.Intn(8))) + g.dg(2)
		if ex != "555" && ex[1:] != "11" {
			break
		}
	}
	return a, ex, g.dg(4)
}

// phone returns a number of a country in one of its usual written forms.
func (g *G) phone(cc string) string {
	switch cc {
	case "us", "ca":
		areas := usAreas
		if cc == "ca" {
			areas = caAreas
		}
		a, e, l := g.nanp(areas)
		switch g.r.Intn(7) {
		case 0:
			return fmt.Sprintf("(%s) %s-%s", a, e, l)
		case 1:
			return fmt.Sprintf("%s-%s-%s", a, e, l)
		case 2:
			return fmt.Sprintf("+1 %s-%s-%s", a, e, l)
		case 3:
			return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
		case 4:
			return fmt.Sprintf("%s.%s.%s", a, e, l)
		case 5:
			return fmt.Sprintf("+1%s%s%s", a, e, l)
		default:
			return fmt.Sprintf("+1 %s %s %s", a, e, l)
		}
	case "uk":
		m := "7" + g.pick("4", "5", "7", "8", "9") + g.dg(2)
		rest := g.dg(6)
		if g.coin() {
			return fmt.Sprintf("+44 %s %s", m, rest)
		}
		return fmt.Sprintf("0%s %s", m, rest)
	case "de":
		pre := g.pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179")
		num := g.dg(g.n(7, 8))
		switch g.r.Intn(4) {
		case 0:
			return fmt.Sprintf("+49 %s %s", pre, num)
		case 1:
			return fmt.Sprintf("0%s %s", pre, num)
		case 2:
			return fmt.Sprintf("+49 (0)%s %s", pre, num)
		default:
			return fmt.Sprintf("0%s/%s", pre, num)
		}
	case "fr":
		p := g.pick("6", "7")
		d := []string{g.dg(2), g.dg(2), g.dg(2), g.dg(2)}
		if g.coin() {
			return fmt.Sprintf("+33 %s %s %s %s %s", p, d[0], d[1], d[2], d[3])
		}
		return fmt.Sprintf("0%s %s %s %s %s", p, d[0], d[1], d[2], d[3])
	case "es":
		n := g.pick("6", "7") + g.dg(8)
		if g.coin() {
			return fmt.Sprintf("+34 %s %s %s", n[:3], n[3:6], n[6:])
		}
		return fmt.Sprintf("%s %s %s %s", n[:3], n[3:5], n[5:7], n[7:])
	case "it":
		p := "3" + g.pick("20", "28", "33", "35", "38", "39", "40", "45", "47", "48", "49", "66", "88", "92")
		if g.coin() {
			return fmt.Sprintf("+39 %s %s %s", p, g.dg(3), g.dg(4))
		}
		return fmt.Sprintf("%s %s", p, g.dg(7))
	case "br":
		ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19")
		n := "9" + string(rune('6'+g.r.Intn(4))) + g.dg(3)
		l := g.dg(4)
		if g.coin() {
			return fmt.Sprintf("+55 %s %s-%s", ddd, n, l)
		}
		return fmt.Sprintf("(%s) %s-%s", ddd, n, l)
	case "mx":
		return fmt.Sprintf("+52 %s %s %s", g.pick("55", "33", "81"), g.dg(4), g.dg(4))
	case "in":
		n := g.pick("9", "8", "7") + g.dg(4)
		if g.coin() {
			return fmt.Sprintf("+91 %s %s", n, g.dg(5))
		}
		return fmt.Sprintf("+91-%s%s", n, g.dg(5))
	case "jp":
		p := g.pick("90", "80", "70")
		switch g.r.Intn(3) {
		case 0:
			return fmt.Sprintf("0%s-%s-%s", p, g.dg(4), g.dg(4))
		case 1:
			return fmt.Sprintf("+81 %s-%s-%s", p, g.dg(4), g.dg(4))
		default:
			return fmt.Sprintf("03-%s-%s", g.dg(4), g.dg(4))
		}
	case "cn":
		p := "1" + g.pick("38", "39", "35", "36", "37", "50", "58", "86", "88", "89")
		if g.coin() {
			return fmt.Sprintf("+86 %s %s %s", p, g.dg(4), g.dg(4))
		}
		return fmt.Sprintf("%s-%s-%s", p, g.dg(4), g.dg(4))
	case "kr":
		if g.coin() {
			return fmt.Sprintf("010-%s-%s", g.dg(4), g.dg(4))
		}
		return fmt.Sprintf("+82 10-%s-%s", g.dg(4), g.dg(4))
	case "nl":
		if g.coin() {
			return fmt.Sprintf("+31 6 %s", g.dg(8))
		}
		return fmt.Sprintf("06-%s", g.dg(8))
	case "pl":
		p := g.pick("50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88")
		if g.coin() {
			return fmt.Sprintf("+48 %s%s %s %s", p, g.dg(1), g.dg(3), g.dg(3))
		}
		return fmt.Sprintf("%s%s %s %s", p, g.dg(1), g.dg(3), g.dg(3))
	case "ru":
		p := "9" + g.pick("16", "03", "05", "15", "25", "26", "77", "85")
		if g.coin() {
			return fmt.Sprintf("+7 %s %s-%s-%s", p, g.dg(3), g.dg(2), g.dg(2))
		}
		return fmt.Sprintf("8 (%s) %s-%s-%s", p, g.dg(3), g.dg(2), g.dg(2))
	case "tr":
		p := "5" + g.pick("32", "33", "05", "06", "42", "43", "52", "55")
		if g.coin() {
			return fmt.Sprintf("+90 %s %s %s %s", p, g.dg(3), g.dg(2), g.dg(2))
		}
		return fmt.Sprintf("0%s %s %s %s", p, g.dg(3), g.dg(2), g.dg(2))
	case "au":
		p := "4" + g.dg(2)
		if g.coin() {
			return fmt.Sprintf("+61 %s %s %s", p, g.dg(3), g.dg(3))
		}
		return fmt.Sprintf("0%s %s %s", p, g.dg(3), g.dg(3))
	}
	panic("phone " + cc)
}

// e164 returns a number as +CC and digits only.
func (g *G) e164(cc string) string {
	switch cc {
	case "us":
		a, e, l := g.nanp(usAreas)
		return "+1" + a + e + l
	case "uk":
		return "+447" + g.pick("4", "5", "7", "8", "9") + g.dg(8)
	case "de":
		return "+49" + g.pick("151", "160", "170", "176", "177") + g.dg(8)
	case "br":
		return "+55" + g.pick("11", "21", "31") + "9" + string(rune('6'+g.r.Intn(4))) + g.dg(7)
	case "in":
		return "+91" + g.pick("9", "8", "7") + g.dg(9)
	case "mx":
		return "+52" + g.pick("55", "33", "81") + g.dg(8)
	case "fr":
		return "+33" + g.pick("6", "7") + g.dg(8)
	case "es":
		return "+34" + g.pick("6", "7") + g.dg(8)
	}
	panic("e164 " + cc)
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.n(1, 899)
		if a == 666 {
			continue
		}
		gr, s := g.n(1, 99), g.n(1, 9999)
		as, gs, ss := fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", gr), fmt.Sprintf("%04d", s)
		if as == "987" && gs == "65" {
			continue
		}
		return as, gs, ss
	}
}

func (g *G) ssn() string {
	a, b, c := g.ssnParts()
	return a + "-" + b + "-" + c
}

func (g *G) itin() string {
	grp := []int{}
	for i := 50; i <= 65; i++ {
		grp = append(grp, i)
	}
	for i := 70; i <= 88; i++ {
		grp = append(grp, i)
	}
	grp = append(grp, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%s-%02d-%s", g.dg(2), grp[g.r.Intn(len(grp))], g.dg(4))
}

// invalidSSN is shaped like an SSN but cannot be one.
func (g *G) invalidSSN() string {
	switch g.r.Intn(5) {
	case 0:
		return "000-" + g.dg(2) + "-" + g.dg(4)
	case 1:
		return "666-" + fmt.Sprintf("%02d", g.n(10, 99)) + "-" + g.dg(4)
	case 2:
		return fmt.Sprintf("%03d-00-%s", g.n(100, 899), g.dg(4))
	case 3:
		return fmt.Sprintf("%03d-%02d-0000", g.n(100, 899), g.n(10, 99))
	default:
		return "9" + g.dg(2) + "-" + g.pick("00", "10", "31", "45", "93") + "-" + g.dg(4)
	}
}

// ---------- cards ----------

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

func (g *G) cardDigits(brand string) string {
	var pre string
	n := 16
	switch brand {
	case "visa":
		pre = "4" + g.pick("0", "1", "2", "3", "4", "5", "6", "7", "8", "9") + g.dg(1)
	case "mc":
		if g.coin() {
			pre = "5" + g.pick("1", "2", "3", "4", "5")
		} else {
			pre = fmt.Sprintf("%d", g.n(2221, 2720))
		}
	case "amex":
		pre, n = g.pick("34", "37"), 15
	case "discover":
		pre = g.pick("6011", "65", "644", "647", "649")
	case "jcb":
		pre = fmt.Sprintf("%d", g.n(3528, 3589))
	case "diners":
		pre, n = g.pick("36", "38"), 14
	case "unionpay":
		pre = "62" + g.pick("22", "28", "59", "14")
		if g.r.Intn(3) == 0 {
			n = 19
		}
	}
	for {
		body := pre + g.dg(n-1-len(pre))
		if strings.Count(body, body[len(body)-1:]) > 10 {
			continue
		}
		return body + string(luhnDigit(body))
	}
}

func groupCard(d, sep string) string {
	switch len(d) {
	case 15:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 19:
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:16] + sep + d[16:]
	}
	return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
}

func (g *G) brand() string {
	return g.pick("visa", "visa", "visa", "mc", "mc", "amex", "discover", "jcb", "diners", "unionpay")
}

// card returns a valid card number in a usual written form.
func (g *G) card() string {
	d := g.cardDigits(g.brand())
	switch g.r.Intn(4) {
	case 0:
		return d
	case 1:
		return groupCard(d, "-")
	default:
		return groupCard(d, " ")
	}
}

func brandName(d string) string {
	switch {
	case d[0] == '4':
		return "Visa"
	case d[0] == '5' || d[0] == '2':
		return "Mastercard"
	case d[:2] == "34" || d[:2] == "37":
		return "Amex"
	case d[:2] == "35":
		return "JCB"
	case d[:2] == "36" || d[:2] == "38":
		return "Diners"
	case d[:2] == "62":
		return "UnionPay"
	}
	return "Discover"
}

func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// luhnFail is a 16-digit number with a card prefix whose check digit is wrong.
func (g *G) luhnFail() string {
	d := g.cardDigits(g.pick("visa", "mc", "discover"))
	c := d[15]
	w := byte('0' + (int(c-'0')+g.n(1, 9))%10)
	return d[:15] + string(w)
}

// ---------- JWT ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwtWith(payload string) string {
	alg := g.pick("HS256", "RS256", "ES256", "HS256")
	var hdr string
	switch g.r.Intn(3) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.rs(hexs, 16))
	default:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	}
	sig := 32
	switch alg {
	case "RS256":
		sig = 256
	case "ES256":
		sig = 64
	}
	b := make([]byte, sig)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b64(hdr) + "." + b64(payload) + "." + base64.RawURLEncoding.EncodeToString(b)
}

func (g *G) iat() int { return 1717000000 + g.r.Intn(30000000) }

func (g *G) jwt() string {
	t := g.iat()
	var pl string
	switch g.r.Intn(4) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"user_%s","iat":%d,"exp":%d}`, g.rs(alnum, 27), t, t+3600)
	case 1:
		pl = fmt.Sprintf(`{"iss":"https://%s.auth0.com/","sub":"auth0|%s","aud":"https://api.%s.ai","iat":%d,"exp":%d,"scope":"openid profile chat:write"}`, g.pick("acme-ai", "orbitly", "tallyfox"), g.rs(hexs, 24), g.pick("acme", "orbitly", "tallyfox"), t, t+86400)
	case 2:
		pl = fmt.Sprintf(`{"aud":"authenticated","exp":%d,"sub":"%s","email":"%s","role":"authenticated"}`, t+3600, g.uuid(), g.email("en"))
	default:
		pl = fmt.Sprintf(`{"user_id":%d,"org":"%s","tier":"pro","iat":%d,"exp":%d}`, g.n(1000, 999999), g.pick("acme", "lumen", "kestrel"), t, t+900)
	}
	return g.jwtWith(pl)
}

// supabaseServiceRole is a Supabase service_role key (a JWT that bypasses row security).
func (g *G) supabaseServiceRole() string {
	t := g.iat()
	return g.jwtWith(fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}`, g.rs(lower, 20), t, t+315360000))
}

// ---------- provider keys and secrets ----------

func (g *G) openaiKey() string {
	switch g.r.Intn(4) {
	case 0:
		return "sk-" + g.secret(alnum, 20) + "T3BlbkFJ" + g.secret(alnum, 20)
	case 1:
		return "sk-svcacct-" + g.secret(b64u, 64) + "T3BlbkFJ" + g.secret(b64u, 64)
	default:
		return "sk-proj-" + g.secret(b64u, 64) + "T3BlbkFJ" + g.secret(b64u, 64)
	}
}
func (g *G) anthropicKey() string { return "sk-ant-api03-" + g.secret(b64u, 93) + "AA" }
func (g *G) anthropicAdmin() string {
	return "sk-ant-admin01-" + g.secret(b64u, 93) + "AA"
}
func (g *G) googleKey() string  { return "AIzaSy" + g.secret(b64u, 33) }
func (g *G) mistralKey() string { return g.secret(alnum, 32) }
func (g *G) groqKey() string    { return "gsk_" + g.secret(alnum, 52) }
func (g *G) togetherKey() string {
	if g.coin() {
		return g.secret(hexs, 64)
	}
	return "tgp_v1_" + g.secret(b64u, 43)
}
func (g *G) fireworksKey() string  { return "fw_" + g.secret(alnum, 24) }
func (g *G) cohereKey() string     { return g.secret(alnum, 40) }
func (g *G) hfKey() string         { return "hf_" + g.secret(upper+lower, 34) }
func (g *G) replicateKey() string  { return "r8_" + g.secret(alnum, 37) }
func (g *G) openrouterKey() string { return "sk-or-v1-" + g.secret(hexs, 64) }
func (g *G) azureKey() string {
	if g.r.Intn(3) == 0 {
		return g.secret(alnum, 84)
	}
	return g.secret(hexs, 32)
}
func (g *G) awsKeyID() string  { return "AKIA" + g.rs(upper+"234567", 16) }
func (g *G) awsSecret() string { return g.secret(alnum+"+/", 40) }
func (g *G) awsSession() string {
	return "IQoJb3JpZ2luX2VjE" + g.secret(alnum+"+/", g.n(180, 260)) + "=="
}
func (g *G) langsmithKey() string {
	return "lsv2_" + g.pick("pt", "sk") + "_" + g.rs(hexs, 32) + "_" + g.rs(hexs, 10)
}
func (g *G) langfuseSecret() string { return "sk-lf-" + g.uuid() }
func (g *G) langfusePublic() string { return "pk-lf-" + g.uuid() }
func (g *G) heliconeKey() string {
	return "sk-helicone-" + g.rs(lower+digits, 7) + "-" + g.rs(lower+digits, 7) + "-" + g.rs(lower+digits, 7) + "-" + g.rs(lower+digits, 7)
}
func (g *G) wandbKey() string    { return g.secret(hexs, 40) }
func (g *G) pineconeKey() string { return "pcsk_" + g.secret(alnum, 5) + "_" + g.secret(alnum, 63) }
func (g *G) weaviateKey() string { return g.secret(alnum, 48) }
func (g *G) qdrantKey() string {
	if g.coin() {
		return g.uuid() + "|" + g.secret(b64u, 43)
	}
	return g.secret(b64u, 54)
}
func (g *G) chromaKey() string     { return "ck-" + g.secret(alnum, 44) }
func (g *G) zillizKey() string     { return g.secret(hexs, 104) }
func (g *G) llamaCloudKey() string { return "llx-" + g.secret(alnum, 48) }
func (g *G) pplxKey() string       { return "pplx-" + g.secret(alnum, 48) }
func (g *G) xaiKey() string        { return "xai-" + g.secret(alnum, 80) }
func (g *G) deepseekKey() string   { return "sk-" + g.secret(hexs, 32) }
func (g *G) cerebrasKey() string   { return "csk-" + g.secret(lower+digits, 48) }
func (g *G) voyageKey() string     { return "pa-" + g.secret(b64u, 43) }
func (g *G) jinaKey() string       { return "jina_" + g.secret(hexs, 32) + g.secret(alnum, 28) }
func (g *G) tavilyKey() string     { return "tvly-" + g.pick("", "dev-", "prod-") + g.secret(alnum, 32) }
func (g *G) serpKey() string       { return g.secret(hexs, 64) }
func (g *G) ghpKey() string        { return "ghp_" + g.secret(alnum, 36) }
func (g *G) braveKey() string      { return "BSA" + g.secret(alnum, 28) }
func (g *G) stripeKey() string     { return "sk_live_51" + g.secret(alnum, 97) }
func (g *G) slackBot() string {
	return "xoxb-" + g.dg(12) + "-" + g.dg(13) + "-" + g.secret(alnum, 24)
}
func (g *G) litellmVirtual() string { return "sk-" + g.secret(b64u, 22) }
func (g *G) braintrustKey() string  { return "sk-" + g.secret(alnum, 48) }

// password looks chosen by a person or a password manager.
func (g *G) password() string {
	w := []string{"Tangerine", "harbor", "Quokka", "marble", "Saffron", "violet", "Cobalt", "ember", "Juniper", "falcon", "Nimbus", "otter", "Pelican", "crimson", "Lantern", "walrus"}
	switch g.r.Intn(4) {
	case 0:
		return g.pick(w...) + g.pick("!", "#", "$", "%", "*", "_", "-", ".") + g.pick(w...) + g.dg(g.n(2, 4))
	case 1:
		return g.secret(alnum+"!#%*-_", g.n(14, 24))
	case 2:
		return g.pick(w...) + g.dg(4) + g.pick("!", "?", "@", "&")
	default:
		return g.pick(w...) + "-" + g.pick(w...) + "-" + g.pick(w...) + g.dg(1)
	}
}

// ---------- look-alikes ----------

func (g *G) reqOpenAI() string    { return "req_" + g.rs(hexs, 32) }
func (g *G) reqAnthropic() string { return "req_011C" + g.rs(b58, 20) }
func (g *G) msgAnthropic() string { return "msg_01" + g.rs(b58, 22) }
func (g *G) toolu() string        { return "toolu_01" + g.rs(b58, 22) }
func (g *G) chatcmpl() string     { return "chatcmpl-" + g.rs(alnum, 29) }
func (g *G) callID() string       { return "call_" + g.rs(alnum, 24) }
func (g *G) orgID() string        { return "org-" + g.rs(alnum, 24) }
func (g *G) projID() string       { return "proj_" + g.rs(alnum, 24) }
func (g *G) fileID() string       { return "file-" + g.rs(alnum, 22) }
func (g *G) hex(n int) string     { return g.rs(hexs, n) }
func (g *G) created() string      { return fmt.Sprint(1718000000 + g.r.Intn(30000000)) }

func (g *G) model() string {
	return g.pick("gpt-4o-2024-08-06", "gpt-4o-mini-2024-07-18", "gpt-4.1-mini", "o3-mini-2025-01-31", "claude-3-5-sonnet-20241022", "claude-3-5-haiku-20241022", "claude-sonnet-4-20250514", "gemini-1.5-pro-002", "gemini-2.0-flash-001", "mistral-large-2407", "llama-3.1-70b-versatile", "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", "accounts/fireworks/models/llama-v3p1-70b-instruct", "command-r-plus-08-2024", "deepseek-chat", "qwen2.5-72b-instruct")
}
func (g *G) embModel() string {
	return g.pick("text-embedding-3-small", "text-embedding-3-large", "text-embedding-ada-002", "voyage-3", "embed-multilingual-v3.0", "BAAI/bge-m3", "nomic-embed-text-v1.5", "jina-embeddings-v3")
}
func (g *G) date() string {
	return fmt.Sprintf("2024-%02d-%02d", g.n(1, 12), g.n(1, 28))
}
func (g *G) ts() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02d.%03dZ", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999))
}
func (g *G) hm() string { return fmt.Sprintf("%02d:%02d", g.n(7, 22), g.n(0, 59)) }
func (g *G) floats(n int) string {
	var xs []string
	for i := 0; i < n; i++ {
		v := g.r.Float64()*0.2 - 0.1
		xs = append(xs, fmt.Sprintf("%.8f", v))
	}
	return strings.Join(xs, ", ")
}
func (g *G) order() string {
	switch g.r.Intn(5) {
	case 0:
		return "ORD-" + g.dg(4) + "-" + g.dg(6)
	case 1:
		return "#" + g.dg(7)
	case 2:
		return "A" + g.dg(9)
	case 3:
		return "INV-" + fmt.Sprint(g.n(2023, 2025)) + "-" + g.dg(5)
	default:
		return g.dg(3) + "-" + g.dg(7) + "-" + g.dg(7)
	}
}
func (g *G) price() string { return fmt.Sprintf("%d.%02d", g.n(3, 2400), g.n(0, 99)) }
func (g *G) tokens() int   { return g.n(12, 128000) }
func (g *G) version() string {
	return fmt.Sprintf("%d.%d.%d", g.n(0, 3), g.n(0, 40), g.n(0, 25))
}
func (g *G) ticket() string { return g.pick("TCK-", "CASE-", "SUP-", "INC") + g.dg(g.n(5, 8)) }
func (g *G) cost() string   { return fmt.Sprintf("%.6f", g.r.Float64()*0.05) }
func (g *G) maskedCard() string {
	return g.pick("**** **** **** ", "•••• ", "XXXX-XXXX-XXXX-", "ending in ") + g.dg(4)
}
func (g *G) last4() string { return g.dg(4) }

// idn is an id of n digits that no card, phone or SSN rule should take: it
// starts with 1 and, from 13 digits on, fails the Luhn check.
func (g *G) idn(n int) string {
	for {
		s := "1" + g.dg(n-1)
		if n < 13 || luhnDigit(s[:n-1]) != s[n-1] {
			return s
		}
	}
}

// choose calls one of fns: only the chosen template records its values.
func (g *G) choose(fns ...func() string) string { return fns[g.r.Intn(len(fns))]() }

// urlPassword is a password as it must be written in a URL's userinfo.
func (g *G) urlPassword() string {
	r := strings.NewReplacer("#", "%23", "$", "%24", "%", "%25", "@", "%40", "?", "%3F", "&", "%26", "/", "%2F")
	return r.Replace(g.password())
}

// fullwidth writes ASCII digits and dashes as an input method types them.
func fullwidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune('０' + (c - '0'))
		case c == '-':
			b.WriteRune('－')
		case c == ' ':
			b.WriteRune('　')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}
