package main

// Value generators. Every personal or secret value goes through uniq, so no
// value repeats anywhere in the corpus. Look-alikes (keep strings) are made
// by the helpers at the end and need not be unique.

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
	"time"
)

var R *rand.Rand

var used = map[string]bool{}

func uniq(f func() string) string {
	for i := 0; i < 10000; i++ {
		v := f()
		if !used[v] {
			used[v] = true
			return v
		}
	}
	panic("uniq: exhausted")
}

const (
	lowerC  = "abcdefghijklmnopqrstuvwxyz"
	upperC  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digitC  = "0123456789"
	alnumC  = lowerC + upperC + digitC
	hexC    = "0123456789abcdef"
	b64C    = alnumC + "+/"
	b64uC   = alnumC + "-_"
	lalnumC = lowerC + digitC
)

func rs(cs string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = cs[R.Intn(len(cs))]
	}
	return string(b)
}

// rsx is rs with at least two digits, two capitals and two small letters
// (when the charset has them): what a generated secret looks like.
func rsx(cs string, n int) string {
	for {
		s := rs(cs, n)
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
		okU := u >= 2 || !strings.ContainsAny(cs, upperC)
		okL := l >= 2 || !strings.ContainsAny(cs, lowerC)
		if d >= 2 && okU && okL {
			return s
		}
	}
}

func pick(xs ...string) string { return xs[R.Intn(len(xs))] }
func pickL(xs []string) string { return xs[R.Intn(len(xs))] }
func rn(a, b int) int          { return a + R.Intn(b-a+1) }
func dg(n int) string          { return rs(digitC, n) }
func nz(n int) string          { return string("123456789"[R.Intn(9)]) + dg(n-1) }
func coin() bool               { return R.Intn(2) == 0 }

var firstNames = []string{"james", "maria", "wei", "priya", "ahmed", "olga", "lucas", "sofia", "kenji", "fatima",
	"daniel", "aisha", "mateo", "chloe", "ivan", "mei", "arjun", "hannah", "diego", "yuki", "omar", "emma",
	"noah", "zara", "lars", "ines", "tomasz", "leila", "kwame", "ana", "rahul", "sarah", "mohammed", "elena",
	"jin", "carlos", "grace", "felix", "nadia", "ben", "svetlana", "thiago", "haruto", "amara", "kevin",
	"rosa", "dmitri", "anika", "pablo", "megan", "tariq", "lena", "jorge", "sakura", "oliver", "camila",
	"vikram", "julia", "hyun", "nneka", "marco", "ingrid", "joao", "alexei", "fiona", "sanjay", "beatriz"}

var lastNames = []string{"smith", "garcia", "chen", "patel", "hassan", "ivanova", "silva", "rossi", "tanaka",
	"khan", "miller", "okafor", "fernandez", "dubois", "petrov", "wang", "sharma", "schmidt", "lopez", "sato",
	"ali", "johnson", "nguyen", "larsen", "moreau", "kowalski", "haddad", "mensah", "costa", "gupta", "brown",
	"rahman", "popescu", "kim", "alvarez", "oconnor", "weber", "novak", "eriksen", "santos", "yamamoto", "adeyemi",
	"bianchi", "kozlov", "reyes", "murphy", "fischer", "lindqvist", "mehta", "park", "horvat", "torres", "oliveira",
	"zhang", "nakamura", "bauer", "walsh", "dias", "volkov", "singh"}

func cap1(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

type person struct{ first, last string }

func newPerson() person       { return person{pickL(firstNames), pickL(lastNames)} }
func (p person) Full() string { return cap1(p.first) + " " + cap1(p.last) }

var freeMail = []string{"gmail.com", "gmail.com", "gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "icloud.com",
	"proton.me", "gmx.de", "web.de", "yandex.ru", "mail.ru", "qq.com", "163.com", "naver.com", "uol.com.br",
	"libero.it", "orange.fr", "hotmail.co.uk", "yahoo.co.jp", "fastmail.com", "outlook.es", "bol.com.br", "t-online.de"}

var workDomains = []string{"brightlane.io", "helixhealth.com", "orbitcart.de", "kestrelpay.com", "northwind-logistics.com",
	"quantaledger.io", "tidewaterbank.com", "lumenretail.co.uk", "sablecloud.dev", "fernhill.com.au", "pinecrest-med.org",
	"vantagehr.com", "corvidlabs.ai", "meridian-insure.com", "atlasfreight.co", "bluefinapps.io", "oakridgecu.org",
	"novamart.com.br", "hanseatic-it.de", "kumo-sys.co.jp", "redwoodclinic.com", "stellarfin.in", "parcelpoint.fr"}

func localPart(p person) string {
	switch R.Intn(9) {
	case 0:
		return p.first + "." + p.last
	case 1:
		return p.first + p.last
	case 2:
		return p.first[:1] + p.last
	case 3:
		return p.first + "_" + p.last + dg(2)
	case 4:
		return p.first + "." + p.last + "+" + pick("github", "dev", "test", "shop", "news", "aws")
	case 5:
		return p.first + dg(rn(2, 4))
	case 6:
		return p.last + "." + p.first[:1]
	case 7:
		return p.first + "-" + p.last
	default:
		return p.first[:1] + "." + p.last + dg(1)
	}
}

func emailFor(p person, work bool) string {
	return uniq(func() string {
		d := pickL(freeMail)
		if work {
			d = pickL(workDomains)
			switch R.Intn(3) {
			case 0:
				return p.first + "." + p.last + "@" + d
			case 1:
				return p.first[:1] + p.last + "@" + d
			}
			return p.first + "@" + d
		}
		return localPart(p) + "@" + d
	})
}

func email() string     { return emailFor(newPerson(), coin()) }
func freeEmail() string { return emailFor(newPerson(), false) }
func workEmail() string { return emailFor(newPerson(), true) }

// ---- phones ----

var usAreas = []string{"212", "415", "646", "312", "617", "206", "503", "512", "303", "404", "305", "713", "214", "702",
	"619", "718", "917", "408", "650", "510", "201", "973", "602", "720", "347", "929", "773", "469", "832", "571", "703", "984", "919", "615", "614", "248"}

func usParts() (string, string, string) {
	a := pickL(usAreas)
	for {
		e := string("23456789"[R.Intn(8)]) + dg(2)
		if e[1:] == "11" || e == "555" || e == "950" || e == "958" || e == "959" {
			continue
		}
		return a, e, dg(4)
	}
}

// phoneUS formats: 0 (415) 867-2301, 1 415-867-2301, 2 415.867.2301, 3 +1 415 867 2301,
// 4 +14158672301, 5 +1-415-867-2301, 6 +1 (415) 867-2301
func phoneUS(style int) string {
	return uniq(func() string {
		a, e, l := usParts()
		s := style
		if s < 0 {
			s = R.Intn(7)
		}
		switch s {
		case 0:
			return "(" + a + ") " + e + "-" + l
		case 1:
			return a + "-" + e + "-" + l
		case 2:
			return a + "." + e + "." + l
		case 3:
			return "+1 " + a + " " + e + " " + l
		case 4:
			return "+1" + a + e + l
		case 5:
			return "+1-" + a + "-" + e + "-" + l
		}
		return "+1 (" + a + ") " + e + "-" + l
	})
}

func phoneE164() string {
	return uniq(func() string {
		switch R.Intn(8) {
		case 0, 1:
			a, e, l := usParts()
			return "+1" + a + e + l
		case 2:
			return "+447" + pick("4", "5", "7", "8", "9") + dg(8)
		case 3:
			return "+4915" + pick("1", "2", "7") + dg(8)
		case 4:
			return "+336" + dg(8)
		case 5:
			return "+91" + string("6789"[R.Intn(4)]) + dg(9)
		case 6:
			return "+5511" + "9" + nz(8)
		}
		return "+61" + "4" + dg(8)
	})
}

// phoneIntl returns a number written as people of that country write it.
func phoneIntl() string {
	return uniq(func() string {
		switch R.Intn(16) {
		case 0:
			return "+44 7" + pick("4", "5", "7", "8", "9") + dg(2) + " " + dg(6)
		case 1:
			return "07" + pick("4", "5", "7", "8", "9") + dg(2) + " " + dg(6)
		case 2:
			return "+49 1" + pick("51", "52", "57", "60", "62", "70", "71", "76") + " " + nz(8)
		case 3:
			return "+49 30 " + nz(8)
		case 4:
			return "+33 " + pick("6", "7") + " " + dg(2) + " " + dg(2) + " " + dg(2) + " " + dg(2)
		case 5:
			return "0" + pick("6", "7") + " " + dg(2) + " " + dg(2) + " " + dg(2) + " " + dg(2)
		case 6:
			return "+91 " + string("6789"[R.Intn(4)]) + dg(4) + " " + dg(5)
		case 7:
			return "+55 " + pick("11", "21", "31", "41", "51", "61", "71", "81") + " 9" + nz(4) + "-" + dg(4)
		case 8:
			return "+81 " + pick("90", "80", "70") + "-" + nz(4) + "-" + dg(4)
		case 9:
			return "+61 4" + dg(2) + " " + dg(3) + " " + dg(3)
		case 10:
			return "+34 6" + dg(2) + " " + dg(2) + " " + dg(2) + " " + dg(2)
		case 11:
			return "+7 9" + dg(2) + " " + dg(3) + "-" + dg(2) + "-" + dg(2)
		case 12:
			return "+86 1" + string("356789"[R.Intn(6)]) + dg(1) + " " + dg(4) + " " + dg(4)
		case 13:
			return "+82 10-" + nz(4) + "-" + dg(4)
		case 14:
			return "+52 55 " + nz(4) + " " + dg(4)
		}
		return "+234 80" + pick("3", "6", "8") + " " + dg(3) + " " + dg(4)
	})
}

func phone() string {
	if R.Intn(5) < 2 {
		return phoneUS(-1)
	}
	return phoneIntl()
}

func phoneRU() string {
	return uniq(func() string {
		if coin() {
			return "+7 (9" + dg(2) + ") " + dg(3) + "-" + dg(2) + "-" + dg(2)
		}
		return "8 (9" + dg(2) + ") " + dg(3) + "-" + dg(2) + "-" + dg(2)
	})
}
func phoneBR() string {
	return uniq(func() string {
		ddd := pick("11", "21", "31", "41", "48", "51", "61", "71", "81", "85")
		if coin() {
			return "(" + ddd + ") 9" + nz(4) + "-" + dg(4)
		}
		return "+55 " + ddd + " 9" + nz(4) + "-" + dg(4)
	})
}
func phoneCN() string {
	return uniq(func() string { return "1" + string("3589"[R.Intn(4)]) + dg(9) })
}
func phoneJP() string {
	return uniq(func() string { return pick("090", "080", "070") + "-" + nz(4) + "-" + dg(4) })
}
func phoneDE() string {
	return uniq(func() string {
		if coin() {
			return "+49 1" + pick("51", "52", "57", "60", "62", "70", "71", "76") + " " + nz(8)
		}
		return "01" + pick("51", "52", "57", "60", "62", "70", "71", "76") + " " + nz(8)
	})
}
func phoneES() string {
	return uniq(func() string { return "+34 6" + dg(2) + " " + dg(3) + " " + dg(3) })
}
func phoneFR() string {
	return uniq(func() string {
		return "0" + pick("6", "7") + " " + dg(2) + " " + dg(2) + " " + dg(2) + " " + dg(2)
	})
}
func phoneKR() string {
	return uniq(func() string { return "010-" + nz(4) + "-" + dg(4) })
}

// ---- SSN / ITIN ----

func ssnParts() (int, int, int) {
	for {
		a := rn(1, 899)
		if a == 666 {
			continue
		}
		return a, rn(1, 99), rn(1, 9999)
	}
}

func ssn() string {
	return uniq(func() string {
		a, g, s := ssnParts()
		return fmt.Sprintf("%03d-%02d-%04d", a, g, s)
	})
}
func ssnBare() string {
	return uniq(func() string {
		a, g, s := ssnParts()
		return fmt.Sprintf("%03d%02d%04d", a, g, s)
	})
}

var itinGroups = func() []int {
	var g []int
	for i := 50; i <= 65; i++ {
		g = append(g, i)
	}
	for i := 70; i <= 88; i++ {
		g = append(g, i)
	}
	g = append(g, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return g
}()

func itin() string {
	return uniq(func() string {
		return fmt.Sprintf("9%02d-%02d-%04d", rn(0, 99), itinGroups[R.Intn(len(itinGroups))], rn(1, 9999))
	})
}

// badSSN is a look-alike no SSA would issue.
func badSSN() string {
	switch R.Intn(5) {
	case 0:
		return "000-" + fmt.Sprintf("%02d-%04d", rn(1, 99), rn(1, 9999))
	case 1:
		return "666-" + fmt.Sprintf("%02d-%04d", rn(1, 99), rn(1, 9999))
	case 2:
		return fmt.Sprintf("9%02d-%02d-%04d", rn(0, 99), rn(10, 49), rn(1, 9999))
	case 3:
		return fmt.Sprintf("%03d-00-%04d", rn(100, 600), rn(1, 9999))
	}
	return fmt.Sprintf("%03d-%02d-0000", rn(100, 600), rn(1, 99))
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

func luhnOK(s string) bool {
	return luhnDigit(s[:len(s)-1]) == s[len(s)-1]
}

var testCards = map[string]bool{"4242424242424242": true, "4111111111111111": true, "5555555555554444": true,
	"378282246310005": true, "6011111111111117": true, "5105105105105100": true, "4012888888881881": true}

func cardDigits(issuer string) string {
	var pre string
	n := 16
	switch issuer {
	case "visa":
		pre = "4" + pick("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")
	case "mc":
		if coin() {
			pre = fmt.Sprintf("5%d", rn(1, 5))
		} else {
			pre = fmt.Sprintf("%d", rn(2221, 2720))
		}
	case "amex":
		pre, n = pick("34", "37"), 15
	case "discover":
		pre = pick("6011", "65", "644", "645", "646", "647", "648", "649")
	case "jcb":
		pre = fmt.Sprintf("%d", rn(3528, 3589))
	case "diners":
		pre, n = pick("36", "300", "301", "305", "38"), 14
	case "unionpay":
		pre = "62" + pick("2", "4", "5", "6", "8")
	}
	body := pre + dg(n-1-len(pre))
	return body + string(luhnDigit(body))
}

var issuers = []string{"visa", "visa", "visa", "mc", "mc", "amex", "discover", "jcb", "diners", "unionpay"}

// card formats: 0 plain, 1 spaced groups, 2 dashed groups
func cardFmt(d string, style int) string {
	var groups []int
	switch len(d) {
	case 15:
		groups = []int{4, 6, 5}
	case 14:
		groups = []int{4, 6, 4}
	default:
		groups = []int{4, 4, 4, 4}
	}
	if style == 0 {
		return d
	}
	sep := " "
	if style == 2 {
		sep = "-"
	}
	var parts []string
	i := 0
	for _, g := range groups {
		parts = append(parts, d[i:i+g])
		i += g
	}
	return strings.Join(parts, sep)
}

func card(issuer string, style int) string {
	return uniq(func() string {
		is := issuer
		if is == "" {
			is = pickL(issuers)
		}
		d := cardDigits(is)
		if testCards[d] {
			d = cardDigits(is)
		}
		s := style
		if s < 0 {
			s = R.Intn(3)
		}
		return cardFmt(d, s)
	})
}

// badCard: 16 digits with a Visa/MC prefix that fail Luhn.
func badCard() string {
	d := cardDigits(pick("visa", "mc"))
	last := d[15]
	nd := byte('0' + (int(last-'0')+rn(1, 9))%10)
	return d[:15] + string(nd)
}

// ---- JWT ----

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func rawB64u(n int) string {
	b := make([]byte, n)
	R.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}
func rawB64(n int) string {
	b := make([]byte, n)
	R.Read(b)
	return base64.StdEncoding.EncodeToString(b)
}

var baseTime = time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)

func unixT() int64 { return baseTime.Unix() + int64(R.Intn(3*365*86400)) }

func jwt() string { return jwtWith("") }

// jwtWith builds a signed token; iss is the issuer or "" for a random one.
func jwtWith(iss string) string {
	return uniq(func() string {
		var h string
		sigN := 32
		switch R.Intn(4) {
		case 0:
			h = `{"alg":"HS256","typ":"JWT"}`
		case 1:
			h = `{"alg":"RS256","kid":"` + rs(alnumC, 20) + `","typ":"JWT"}`
			sigN = 256
		case 2:
			h = `{"alg":"ES256","typ":"JWT","kid":"` + rs(hexC, 16) + `"}`
			sigN = 64
		default:
			h = `{"typ":"JWT","alg":"RS256","x5t":"` + rawB64u(20) + `"}`
			sigN = 256
		}
		if iss == "" {
			iss = pick("https://auth."+pickL(workDomains)+"/", "https://securetoken.google.com/"+pick("shop", "crm", "app")+"-"+dg(5),
				"https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_"+rs(alnumC, 9), "https://login.microsoftonline.com/"+uuid()+"/v2.0",
				"https://"+pick("dev", "acme", "tenant")+"-"+rs(lalnumC, 8)+".us.auth0.com/", "kubernetes/serviceaccount", "supabase")
		}
		iat := unixT()
		var p string
		switch R.Intn(4) {
		case 0:
			p = fmt.Sprintf(`{"sub":"%s","iss":"%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`, uuid(), iss, pick("api", "https://api."+pickL(workDomains), "account"), iat, iat+3600, pick("read:orders write:orders", "openid profile email", "admin", "offline_access"))
		case 1:
			p = fmt.Sprintf(`{"user_id":%d,"role":"%s","iat":%d,"exp":%d}`, rn(1000, 999999), pick("admin", "user", "service_role", "editor"), iat, iat+86400*7)
		case 2:
			p = fmt.Sprintf(`{"iss":"%s","sub":"%s","email":"%s","email_verified":true,"iat":%d,"exp":%d}`, iss, dg(21), freeEmailNoReg(), iat, iat+3600)
		default:
			p = fmt.Sprintf(`{"jti":"%s","sub":"%d","nbf":%d,"exp":%d,"tenant":"%s"}`, rs(hexC, 32), rn(1, 99999), iat, iat+900, rs(lalnumC, 6))
		}
		return b64u(h) + "." + b64u(p) + "." + rawB64u(sigN)
	})
}

// freeEmailNoReg is an address that only appears inside a token's payload.
func freeEmailNoReg() string { p := newPerson(); return localPart(p) + "@" + pickL(freeMail) }

// ---- secrets ----

func ghp() string {
	return uniq(func() string { return pick("ghp_", "ghp_", "gho_", "ghu_", "ghs_") + rsx(alnumC, 36) })
}
func githubPat() string {
	return uniq(func() string { return "github_pat_11" + rs(upperC+digitC, 20) + "_" + rsx(alnumC, 59) })
}
func glpat() string { return uniq(func() string { return "glpat-" + rsx(alnumC+"-_", 20) }) }
func slackBot() string {
	return uniq(func() string { return "xoxb-" + nz(12) + "-" + nz(13) + "-" + rsx(alnumC, 24) })
}
func slackUser() string {
	return uniq(func() string { return "xoxp-" + nz(12) + "-" + nz(12) + "-" + nz(13) + "-" + rs(hexC, 32) })
}
func stripeSK() string {
	return uniq(func() string {
		if coin() {
			return pick("sk_live_", "sk_live_", "rk_live_", "sk_test_") + "51" + rsx(alnumC, 97)
		}
		return pick("sk_live_", "sk_test_") + rsx(alnumC, 24)
	})
}
func whsec() string { return uniq(func() string { return "whsec_" + rsx(alnumC, 32) }) }
func openaiK() string {
	return uniq(func() string {
		if R.Intn(3) == 0 {
			return "sk-" + rsx(alnumC, 20) + "T3BlbkFJ" + rsx(alnumC, 20)
		}
		return "sk-proj-" + rsx(b64uC, 74) + "T3BlbkFJ" + rsx(b64uC, 74)
	})
}
func anthropicK() string {
	return uniq(func() string { return "sk-ant-api03-" + rsx(b64uC, 93) + "AA" })
}
func awsSecret() string { return uniq(func() string { return rsx(b64C, 40) }) }
func akia() string      { return "AKIA" + rs(upperC+"234567", 16) }
func googleKey() string { return uniq(func() string { return "AIza" + rsx(b64uC, 35) }) }
func ya29() string      { return uniq(func() string { return "ya29.a0" + rsx(b64uC, 150) }) }
func googleRefresh() string {
	return uniq(func() string { return "1//0" + rs(alnumC, 1) + rsx(b64uC, 98) })
}
func npmT() string { return uniq(func() string { return "npm_" + rsx(alnumC, 36) }) }
func hfT() string  { return uniq(func() string { return "hf_" + rsx(alnumC, 34) }) }
func sendgrid() string {
	return uniq(func() string { return "SG." + rsx(b64uC, 22) + "." + rsx(b64uC, 43) })
}
func twilioTok() string { return uniq(func() string { return rsx(hexC, 32) }) }
func twilioSID() string { return "AC" + rs(hexC, 32) }
func telegramT() string {
	return uniq(func() string { return nz(10) + ":AA" + rsx(b64uC, 33) })
}
func discordT() string {
	return uniq(func() string {
		id := fmt.Sprintf("1%d", 10000000000000000+R.Int63n(89999999999999999))
		return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + rs(b64uC, 6) + "." + rsx(b64uC, 38)
	})
}
func hex32() string    { return uniq(func() string { return rsx(hexC, 32) }) }
func hex40() string    { return uniq(func() string { return rsx(hexC, 40) }) }
func hex64() string    { return uniq(func() string { return rsx(hexC, 64) }) }
func mailgunK() string { return uniq(func() string { return "key-" + rsx(hexC, 32) }) }
func azureKey() string { return uniq(func() string { return rawB64(64) }) }
func doToken() string  { return uniq(func() string { return "dop_v1_" + rsx(hexC, 64) }) }
func dockerPat() string {
	return uniq(func() string { return "dckr_pat_" + rsx(b64uC, 27) })
}
func vaultT() string   { return uniq(func() string { return "hvs." + rsx(b64uC, 24) }) }
func shopifyT() string { return uniq(func() string { return "shpat_" + rsx(hexC, 32) }) }
func linearT() string  { return uniq(func() string { return "lin_api_" + rsx(alnumC, 40) }) }
func pypiT() string {
	return uniq(func() string { return "pypi-AgEIcHlwaS5vcmc" + rsx(b64uC, 150) })
}
func sonarT() string { return uniq(func() string { return "squ_" + rsx(hexC, 40) }) }
func opaque(n int) string {
	return uniq(func() string { return rsx(alnumC, n) })
}
func uuidSecret() string { return uniq(uuid) }
func googleClientSecret() string {
	return uniq(func() string { return "GOCSPX-" + rsx(b64uC, 28) })
}
func djangoKey() string {
	return uniq(func() string { return rsx(lowerC+digitC+"!@%^&*(-_=+)", 50) })
}
func mercadoPago() string {
	return uniq(func() string {
		return "APP_USR-" + nz(16) + "-" + dg(6) + "-" + rsx(hexC, 32) + "-" + nz(9)
	})
}
func kakaoK() string { return uniq(func() string { return rsx(hexC, 32) }) }
func lineToken() string {
	return uniq(func() string { return rsx(b64C, 171) + "=" })
}

var pwWords = []string{"Harbor", "Falcon", "Maple", "Quartz", "Nimbus", "Copper", "Violet", "Tundra", "Sierra", "Orchid",
	"Pepper", "Saturn", "Cobalt", "Juniper", "Raven", "Willow", "Bronco", "Mango", "Zephyr", "Ember", "Lagoon", "Marble",
	"Cactus", "Gizmo", "Tango", "Rocket", "Summer", "Polaris", "Kestrel", "Biscuit"}

// password looks chosen by a person or a generator; safe inside quotes of
// any of the formats used (no quote, backslash, '#', '$' or blank).
func password() string {
	return uniq(func() string {
		switch R.Intn(4) {
		case 0:
			return pickL(pwWords) + pick("!", "@", "%", "&", "*", ".", "-", "_", "+") + dg(rn(2, 4)) + rs(lowerC, 2)
		case 1:
			return pickL(pwWords) + dg(4) + pick("!", "?", "%", "*")
		case 2:
			return rsx(alnumC+"!%^&*-_+=.", rn(16, 24))
		}
		return strings.ToLower(pickL(pwWords)) + "-" + strings.ToLower(pickL(pwWords)) + "-" + dg(2) + rs(upperC, 1)
	})
}

// urlPassword is what people put in a connection URL: no reserved bytes.
func urlPassword() string {
	return uniq(func() string {
		if coin() {
			return rsx(alnumC, rn(16, 28))
		}
		return pickL(pwWords) + dg(rn(3, 5)) + rs(lowerC+upperC, 3)
	})
}

func appPassword() string {
	return uniq(func() string {
		return rs(lowerC, 4) + " " + rs(lowerC, 4) + " " + rs("bcdfghjklmnpqrstvwxz", 4) + " " + rs(lowerC, 4)
	})
}

func basicAuth(user, pw string) string {
	return uniq(func() string { return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw)) })
}

func pemBody(kind string) string {
	return uniq(func() string {
		var head string
		var n int
		switch kind {
		case "rsa":
			head, n = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1580
		case "ec":
			head, n = "MHcCAQEEI", 218
		default: // openssh ed25519
			head, n = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 330
		}
		s := head + rs(b64C, n-len(head))
		w := 64
		if kind == "openssh" {
			w = 70
		}
		var lines []string
		for i := 0; i < len(s); i += w {
			j := i + w
			if j > len(s) {
				j = len(s)
			}
			lines = append(lines, s[i:j])
		}
		lines[len(lines)-1] += "=="
		return strings.Join(lines, "\n")
	})
}

// ---- look-alikes (not unique) ----

func uuid() string {
	return rs(hexC, 8) + "-" + rs(hexC, 4) + "-4" + rs(hexC, 3) + "-" + pick("8", "9", "a", "b") + rs(hexC, 3) + "-" + rs(hexC, 12)
}
func sha40() string   { return rs(hexC, 40) }
func sha7() string    { return rs(hexC, 7) }
func sha256h() string { return "sha256:" + rs(hexC, 64) }
func ver() string     { return fmt.Sprintf("%d.%d.%d", rn(0, 9), rn(0, 30), rn(0, 40)) }
func privIP() string {
	switch R.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rn(0, 255), rn(0, 255), rn(2, 254))
	case 1:
		return fmt.Sprintf("172.%d.%d.%d", rn(16, 31), rn(0, 255), rn(2, 254))
	}
	return fmt.Sprintf("192.168.%d.%d", rn(0, 255), rn(2, 254))
}
func tm() time.Time { return baseTime.Add(time.Duration(R.Int63n(int64(3 * 365 * 24 * time.Hour)))) }
func isoTS() string { return tm().Format("2006-01-02T15:04:05.000Z") }
func logTS() string { return tm().Format("2006-01-02 15:04:05,000") }
func dateS() string { return tm().Format("2006-01-02") }
func orderNo() string {
	return pick("ORD-", "INV-", "PO-", "#", "TCK-") + fmt.Sprint(rn(100000, 9999999))
}
func traceID() string { return rs(hexC, 32) }
func reqID() string   { return pick("req_", "") + rs(alnumC, 14) }
func port() string {
	return pick("5432", "3306", "6379", "8080", "8443", "27017", "5672", "9092", "3000", "9200")
}
func podHash() string {
	return rs("bcdfghjklmnpqrstvwxz2456789", 10) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 5)
}
func snowflake() string {
	return fmt.Sprintf("1%d", 100000000000000000+R.Int63n(99999999999999999))[:19]
}
func nsTime() string           { return fmt.Sprintf("%d", unixT()*1000000000+R.Int63n(1000000000)) }
func msTime() string           { return fmt.Sprintf("%d", unixT()*1000+R.Int63n(1000)) }
func memAddr() string          { return "0x" + pick("7ffd", "c000", "7f3a", "5581") + rs(hexC, 8) }
func objectID() string         { return rs(hexC, 24) }
func stripeID(p string) string { return p + "_" + rs(alnumC, 14+R.Intn(10)) }
func pkLive() string           { return pick("pk_live_", "pk_test_") + "51" + rs(alnumC, 97) }
func sshPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(b64C, 43)
}
func repoName() string {
	return pick("acme", "orbit", "kestrel", "helix", "tidewater", "lumen", "sable", "corvid") + "-" + pick("api", "web", "billing", "auth", "infra", "mobile", "worker", "etl")
}
func host() string {
	return pick("db", "pg", "mysql", "redis", "cache", "mq", "api") + "-" + pick("prod", "staging", "eu", "primary") + "." + pick("internal", "svc.cluster.local", "corp.lan", "int")
}
func user() string {
	return pick("app", "svc_", "api_user", "shop", "etl", "backend", "admin_ro", "reporter", "billing") + rs(lowerC, R.Intn(3))
}
func amount() string { return fmt.Sprintf("%d.%02d", rn(1, 4999), rn(0, 99)) }
