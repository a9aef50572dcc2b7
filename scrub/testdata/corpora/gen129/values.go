package main

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
)

var used = map[string]bool{}

// U draws from gen until it gets a value never handed out before.
func U(gen func() string) string {
	for n := 0; n < 1000; n++ {
		v := gen()
		if !used[v] {
			used[v] = true
			return v
		}
	}
	panic("U: cannot find a fresh value")
}

func pick[T any](xs []T) T  { return xs[r.Intn(len(xs))] }
func rn(a, b int) int       { return a + r.Intn(b-a+1) }
func chance(p float64) bool { return r.Float64() < p }

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs   = "0123456789"
	alnumS = lower + upper + digs
	b64uS  = alnumS + "-_"
	hexS   = "0123456789abcdef"
)

func from(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// alnum makes a random-looking token with at least one digit and capital.
func alnum(n int) string {
	for {
		s := from(alnumS, n)
		if strings.ContainsAny(s, digs) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}
func b64u(n int) string {
	for {
		s := from(b64uS, n)
		if strings.ContainsAny(s, digs) && strings.ContainsAny(s, upper) {
			return s
		}
	}
}
func hexN(n int) string   { return from(hexS, n) }
func digits(n int) string { return from(digs, n) }
func upalnum(n int) string {
	for {
		s := from(upper+digs, n)
		if strings.ContainsAny(s, digs) {
			return s
		}
	}
}
func rbytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}
func b64std(n int) string { return base64.StdEncoding.EncodeToString(rbytes(n)) }
func b64raw(n int) string { return base64.RawURLEncoding.EncodeToString(rbytes(n)) }

// ---------- people ----------

var firsts = []string{"james", "maria", "wei", "yuki", "olga", "ahmed", "priya", "lucas", "sofia", "mateo", "emma", "noah", "lena", "jonas", "chloe", "hugo", "giulia", "marco", "anna", "piotr", "agnieszka", "dmitri", "elif", "mehmet", "haruto", "sakura", "minjun", "jiwoo", "aarav", "ananya", "fatima", "omar", "sven", "ingrid", "camila", "diego", "isabela", "thiago", "zoe", "liam", "ava", "ethan", "mia", "arjun", "kenji", "nadia", "tomasz", "bram", "femke", "rachel", "daniel", "grace", "samuel", "leila", "yusuf", "hana", "ji-ho", "valentina", "rafael", "ines", "matteo", "julien", "margaux", "kateryna", "oksana", "carlos", "lucia", "ravi", "deepa", "chen", "li", "mei", "kaito", "aiko", "felix", "clara", "nils", "astrid", "pablo", "amara", "kwame", "tariq", "noor", "sara", "ben"}
var lasts = []string{"smith", "garcia", "wang", "tanaka", "ivanova", "hassan", "patel", "martin", "rossi", "lopez", "johnson", "nguyen", "schmidt", "muller", "dubois", "bernard", "bianchi", "ferrari", "kowalski", "nowak", "petrov", "yilmaz", "demir", "sato", "suzuki", "kim", "park", "lee", "sharma", "gupta", "khan", "ali", "larsen", "berg", "silva", "santos", "oliveira", "costa", "brown", "wilson", "taylor", "singh", "reddy", "zhang", "liu", "chen", "yamamoto", "fischer", "weber", "devries", "jansen", "moreau", "leroy", "romano", "kaya", "cohen", "okafor", "mensah", "novak", "horvat", "lindqvist", "ortiz", "ramos", "herrera", "fernandes", "baker", "murphy", "obrien", "walsh", "kovacs"}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

type person struct{ first, last string }

func newPerson() person       { return person{pick(firsts), pick(lasts)} }
func (p person) Name() string { return title(p.first) + " " + title(p.last) }

var freeDomains = []string{"gmail.com", "gmail.com", "gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "proton.me", "gmx.de", "web.de", "orange.fr", "free.fr", "libero.it", "yandex.ru", "mail.ru", "naver.com", "qq.com", "163.com", "yahoo.co.jp", "uol.com.br", "wp.pl", "ziggo.nl", "hotmail.co.uk", "rediffmail.com", "fastmail.com", "gmx.at", "seznam.cz", "t-online.de", "bigpond.com", "hanmail.net"}
var corpDomains = []string{"acme-logistics.com", "northwind.io", "brightpath.health", "kestrel-labs.dev", "tallgrass.co", "bluefjord.no", "meridian-bank.com", "solaria.energy", "pinecrest.edu", "hollowtree.app", "quantaflow.ai", "riverbend.org", "zenmart.shop", "corvid.studio", "lumen-retail.de", "harbourview.co.uk", "novacare.fr", "takumi-soft.jp", "saopaulo-pagamentos.com.br", "orbitpay.in"}

func emailFor(p person, corp bool) string {
	return U(func() string {
		f, l := strings.ReplaceAll(p.first, "-", ""), p.last
		var local string
		switch r.Intn(8) {
		case 0:
			local = f + "." + l
		case 1:
			local = f + l + digits(rn(1, 3))
		case 2:
			local = f[:1] + l
		case 3:
			local = f + "_" + l
		case 4:
			local = f + "." + l + "+" + pick([]string{"shop", "news", "test", "billing", "stripe"})
		case 5:
			local = l + "." + f + digits(2)
		case 6:
			local = f + digits(rn(2, 4))
		default:
			local = f[:1] + "." + l + digits(1)
		}
		d := pick(freeDomains)
		if corp {
			d = pick(corpDomains)
		}
		return local + "@" + d
	})
}
func email() string     { return emailFor(newPerson(), chance(0.25)) }
func workEmail() string { return emailFor(newPerson(), true) }

// ---------- phones ----------

var usAreas = []string{"212", "213", "206", "214", "303", "305", "312", "404", "408", "415", "469", "503", "512", "602", "617", "646", "702", "713", "718", "720", "801", "808", "858", "917", "919", "929", "973", "980", "416", "604", "514", "403"}

func nxx() string {
	for {
		s := fmt.Sprintf("%d%s", rn(2, 9), digits(2))
		if s[1:] != "11" && s != "555" {
			return s
		}
	}
}

// phoneIn returns a number of country cc; e164 asks for +CCNNN without blanks.
func phoneIn(cc string, e164 bool) string {
	return U(func() string {
		var s string
		switch cc {
		case "us":
			a, x, n := pick(usAreas), nxx(), digits(4)
			if e164 {
				return "+1" + a + x + n
			}
			switch r.Intn(6) {
			case 0:
				s = "(" + a + ") " + x + "-" + n
			case 1:
				s = a + "-" + x + "-" + n
			case 2:
				s = "+1 " + a + " " + x + " " + n
			case 3:
				s = a + "." + x + "." + n
			case 4:
				s = "+1-" + a + "-" + x + "-" + n
			default:
				s = "+1 (" + a + ") " + x + "-" + n
			}
		case "uk":
			m := "7" + fmt.Sprint(rn(4, 9)) + digits(2)
			rest := digits(6)
			if e164 {
				return "+44" + m + rest
			}
			if chance(0.5) {
				s = "+44 " + m + " " + rest
			} else {
				s = "0" + m + " " + rest
			}
		case "de":
			pre := pick([]string{"151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179"})
			rest := digits(rn(7, 8))
			if e164 {
				return "+49" + pre + rest
			}
			switch r.Intn(3) {
			case 0:
				s = "+49 " + pre + " " + rest
			case 1:
				s = "0" + pre + " " + rest
			default:
				s = "+49 30 " + digits(8)
			}
		case "fr":
			d := []string{pick([]string{"6", "7"}), digits(2), digits(2), digits(2), digits(2)}
			if e164 {
				return "+33" + strings.Join(d, "")
			}
			if chance(0.5) {
				s = "+33 " + strings.Join(d, " ")
			} else {
				s = "0" + strings.Join(d, " ")
			}
		case "es":
			a := "6" + digits(2)
			b, c := digits(3), digits(3)
			if e164 {
				return "+34" + a + b + c
			}
			s = "+34 " + a + " " + b + " " + c
		case "it":
			a := "3" + fmt.Sprint(rn(2, 9)) + digits(1)
			b, c := digits(3), digits(4)
			if e164 {
				return "+39" + a + b + c
			}
			s = "+39 " + a + " " + b + " " + c
		case "nl":
			a := digits(8)
			if e164 {
				return "+316" + a
			}
			if chance(0.5) {
				s = "+31 6 " + a[:4] + " " + a[4:]
			} else {
				s = "06-" + a
			}
		case "pl":
			a := pick([]string{"5", "6", "7", "8"}) + digits(2)
			b, c := digits(3), digits(3)
			if e164 {
				return "+48" + a + b + c
			}
			s = "+48 " + a + " " + b + " " + c
		case "ru":
			a := "9" + digits(2)
			b, c, d := digits(3), digits(2), digits(2)
			if e164 {
				return "+7" + a + b + c + d
			}
			if chance(0.5) {
				s = "+7 " + a + " " + b + "-" + c + "-" + d
			} else {
				s = "8 (" + a + ") " + b + "-" + c + "-" + d
			}
		case "tr":
			a := "5" + fmt.Sprint(rn(0, 5)) + digits(1)
			b, c, d := digits(3), digits(2), digits(2)
			if e164 {
				return "+90" + a + b + c + d
			}
			s = "+90 " + a + " " + b + " " + c + " " + d
		case "jp":
			a := pick([]string{"90", "80", "70"})
			b, c := digits(4), digits(4)
			if e164 {
				return "+81" + a + b + c
			}
			if chance(0.5) {
				s = "0" + a + "-" + b + "-" + c
			} else {
				s = "+81 " + a + "-" + b + "-" + c
			}
		case "cn":
			a := "1" + pick([]string{"3", "5", "8", "9"}) + digits(1)
			b, c := digits(4), digits(4)
			if e164 {
				return "+86" + a + b + c
			}
			s = "+86 " + a + " " + b + " " + c
		case "kr":
			b, c := fmt.Sprint(rn(2, 9))+digits(3), digits(4)
			if e164 {
				return "+8210" + b + c
			}
			if chance(0.5) {
				s = "010-" + b + "-" + c
			} else {
				s = "+82 10-" + b + "-" + c
			}
		case "in":
			a := pick([]string{"9", "8", "7"}) + digits(4)
			b := digits(5)
			if e164 {
				return "+91" + a + b
			}
			s = "+91 " + a + " " + b
		case "br":
			a := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81"})
			b, c := "9"+digits(4), digits(4)
			if e164 {
				return "+55" + a + b + c
			}
			if chance(0.5) {
				s = "+55 " + a + " " + b + "-" + c
			} else {
				s = "(" + a + ") " + b + "-" + c
			}
		case "mx":
			a, b := digits(4), digits(4)
			if e164 {
				return "+5255" + a + b
			}
			s = "+52 55 " + a + " " + b
		case "au":
			a, b, c := "4"+digits(2), digits(3), digits(3)
			if e164 {
				return "+61" + a + b + c
			}
			if chance(0.5) {
				s = "+61 " + a + " " + b + " " + c
			} else {
				s = "0" + a + " " + b + " " + c
			}
		default:
			panic(cc)
		}
		return s
	})
}

var ccs = []string{"us", "us", "us", "us", "uk", "de", "fr", "es", "it", "nl", "pl", "ru", "tr", "jp", "cn", "kr", "in", "br", "mx", "au"}

func phone() string     { return phoneIn(pick(ccs), false) }
func phoneE164() string { return phoneIn(pick(ccs), true) }

// langCC maps a chat language to a country whose numbers its speakers give.
var langCC = map[string]string{"en": "us", "de": "de", "fr": "fr", "es": "es", "pt": "br", "it": "it", "nl": "nl", "pl": "pl", "ru": "ru", "tr": "tr", "ja": "jp", "zh": "cn", "ko": "kr", "hi": "in"}

// ---------- SSN / ITIN ----------

func ssnParts() (int, int, int) {
	for {
		a := rn(1, 899)
		if a == 666 {
			continue
		}
		g, s := rn(1, 99), rn(1, 9999)
		if (a == 78 && g == 5 && s == 1120) || (a == 219 && g == 9 && s == 9999) {
			continue
		}
		return a, g, s
	}
}
func ssn() string {
	return U(func() string { a, g, s := ssnParts(); return fmt.Sprintf("%03d-%02d-%04d", a, g, s) })
}
func ssnBare() string {
	return U(func() string { a, g, s := ssnParts(); return fmt.Sprintf("%03d%02d%04d", a, g, s) })
}

var itinGroups = []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}

func itin() string {
	return U(func() string { return fmt.Sprintf("9%02d-%02d-%04d", rn(0, 99), pick(itinGroups), rn(1, 9999)) })
}

// invalidSSN: shapes that are no SSN (kept).
func invalidSSN() string {
	switch r.Intn(6) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", rn(1, 99), rn(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", rn(1, 99), rn(1, 9999))
	case 2:
		return fmt.Sprintf("%03d-00-%04d", rn(1, 665), rn(1, 9999))
	case 3:
		return fmt.Sprintf("%03d-%02d-0000", rn(1, 665), rn(1, 99))
	case 4:
		return fmt.Sprintf("9%02d-%02d-%04d", rn(0, 99), pick([]int{10, 23, 45, 66, 93}), rn(1, 9999))
	default:
		return "078-05-1120"
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

type brand struct {
	name string
	pre  func() string
	n    int
}

var brands = []brand{
	{"visa", func() string { return "4" + digits(1) }, 16},
	{"visa", func() string { return "4" + digits(1) }, 16},
	{"visa", func() string { return "4" + digits(1) }, 16},
	{"mastercard", func() string { return fmt.Sprint(rn(51, 55)) }, 16},
	{"mastercard", func() string { return fmt.Sprint(rn(51, 55)) }, 16},
	{"mastercard", func() string { return fmt.Sprint(rn(2221, 2720)) }, 16},
	{"amex", func() string { return pick([]string{"34", "37"}) }, 15},
	{"discover", func() string { return pick([]string{"6011", "65", "644", "649"}) }, 16},
	{"jcb", func() string { return fmt.Sprint(rn(3528, 3589)) }, 16},
	{"unionpay", func() string { return "62" + digits(2) }, 16},
	{"diners", func() string { return "36" }, 14},
}

func rawCard(b brand) string {
	for {
		body := b.pre()
		body += digits(b.n - 1 - len(body))
		s := body + string(luhnDigit(body))
		if !strings.Contains(s, "0000") && !strings.Contains(s, "1111") && !strings.HasPrefix(s, "4242") && !strings.HasPrefix(s, "4000") {
			return s
		}
	}
}

func groupCard(s, sep string) string {
	switch len(s) {
	case 15:
		return s[:4] + sep + s[4:10] + sep + s[10:]
	case 14:
		return s[:4] + sep + s[4:10] + sep + s[10:]
	default:
		var parts []string
		for i := 0; i < len(s); i += 4 {
			e := i + 4
			if e > len(s) {
				e = len(s)
			}
			parts = append(parts, s[i:e])
		}
		return strings.Join(parts, sep)
	}
}

// card returns a valid card number; style 0 plain, 1 spaced, 2 dashed, -1 any.
func card(style int) string {
	return U(func() string {
		s := rawCard(pick(brands))
		st := style
		if st < 0 {
			st = pick([]int{0, 0, 1, 1, 2})
		}
		switch st {
		case 1:
			return groupCard(s, " ")
		case 2:
			return groupCard(s, "-")
		}
		return s
	})
}

// badCard: a card-shaped number whose Luhn check fails (kept).
func badCard(sep string) string {
	s := rawCard(pick(brands[:6]))
	last := s[len(s)-1]
	nd := '0' + (last-'0'+byte(rn(1, 9)))%10
	s = s[:len(s)-1] + string(nd)
	if sep != "" {
		return groupCard(s, sep)
	}
	return s
}

func last4() string { return digits(4) }

// ---------- JWT ----------

var jwtIssuers = []string{"https://auth.acme-logistics.com/", "https://login.microsoftonline.com/8f3c2a10-4b7e-4d6a-9a51-2c7f0e1d9b44/v2.0", "https://accounts.google.com", "https://northwind.eu.auth0.com/", "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Qx7LmP2aB", "https://keycloak.internal/realms/prod", "supabase", "https://clerk.hollowtree.app"}

func jwtTok() string {
	return U(func() string {
		alg := pick([]string{"HS256", "RS256", "RS256", "ES256", "HS512"})
		var hdr string
		switch r.Intn(3) {
		case 0:
			hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
		case 1:
			hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, hexN(16))
		default:
			hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
		}
		iat := rn(1704067200, 1767139200)
		var pl string
		switch r.Intn(4) {
		case 0:
			pl = fmt.Sprintf(`{"sub":"user_%s","iat":%d,"exp":%d}`, alnum(10), iat, iat+3600)
		case 1:
			pl = fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"api","scope":"read:orders write:orders","iat":%d,"exp":%d,"jti":"%s"}`, pick(jwtIssuers), uuid(), iat, iat+900, uuid())
		case 2:
			pl = fmt.Sprintf(`{"role":"service_role","iss":"supabase","ref":"%s","iat":%d,"exp":%d}`, from(lower, 20), iat, iat+315360000)
		default:
			pl = fmt.Sprintf(`{"sub":"%d","name":"%s","admin":%v,"iat":%d}`, rn(1000, 999999), newPerson().Name(), chance(0.3), iat)
		}
		sigN := map[string]int{"HS256": 32, "HS512": 64, "RS256": 256, "ES256": 64}[alg]
		enc := base64.RawURLEncoding
		return enc.EncodeToString([]byte(hdr)) + "." + enc.EncodeToString([]byte(pl)) + "." + enc.EncodeToString(rbytes(sigN))
	})
}

// ---------- keep look-alikes ----------

func uuid() string {
	b := rbytes(16)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}
func sha40() string  { return hexN(40) }
func sha7() string   { return hexN(7) }
func digest() string { return "sha256:" + hexN(64) }
func ts() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03dZ", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59), rn(0, 999))
}
func tsS() string {
	return fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59))
}
func date() string { return fmt.Sprintf("2025-%02d-%02d", rn(1, 12), rn(1, 28)) }
func ver() string  { return fmt.Sprintf("v%d.%d.%d", rn(0, 4), rn(0, 30), rn(0, 19)) }
func verN() string { return fmt.Sprintf("%d.%d.%d", rn(1, 22), rn(0, 30), rn(0, 19)) }
func ip() string   { return fmt.Sprintf("10.%d.%d.%d", rn(0, 255), rn(0, 255), rn(1, 254)) }
func pubIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{34, 35, 52, 54, 104, 142, 3, 18}), rn(0, 255), rn(0, 255), rn(1, 254))
}
func acct() string { return fmt.Sprint(rn(1, 9)) + digits(11) }
func arn(svc string) string {
	switch svc {
	case "iam":
		return "arn:aws:iam::" + acct() + ":role/" + pick([]string{"deploy-ci", "eks-node", "lambda-exec", "github-oidc"})
	case "s3":
		return "arn:aws:s3:::" + pick([]string{"acme-prod-assets", "northwind-backups", "tallgrass-logs"})
	case "sm":
		return "arn:aws:secretsmanager:" + pick(regions) + ":" + acct() + ":secret:prod/db-" + alnum(6)
	default:
		return "arn:aws:lambda:" + pick(regions) + ":" + acct() + ":function:" + pick([]string{"ingest", "resize-image", "webhook-handler"})
	}
}

var regions = []string{"us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-northeast-1", "ap-south-1", "sa-east-1"}

func instID() string { return "i-0" + hexN(16) }
func reqID() string {
	switch r.Intn(4) {
	case 0:
		return "req_" + alnum(14)
	case 1:
		return uuid()
	case 2:
		return "01J" + upalnum(23)
	default:
		return hexN(32)
	}
}
func orderNo() string {
	return pick([]string{"ORD-2025-", "SO-", "#A", "INV-", "PO-"}) + digits(rn(5, 7))
}
func price() string {
	return pick([]string{"$", "€", "£", "R$ "}) + fmt.Sprintf("%d.%02d", rn(5, 4999), rn(0, 99))
}
func podName(app string) string { return app + "-" + hexN(rn(8, 10)) + "-" + from(lower+digs, 5) }
func akia() string              { return "AKIA" + upalnum(16) }
func asia() string              { return "ASIA" + upalnum(16) }
func port() string {
	return fmt.Sprint(pick([]int{3000, 5432, 6379, 8080, 8443, 9090, 27017, 5672, 3306, 4000}))
}
func ticket() string {
	return pick([]string{"ENG-", "OPS-", "PLAT-", "SEC-", "INC-"}) + fmt.Sprint(rn(100, 9999))
}
func sshPub() string { return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64std(33)[:43] }
func pkLive() string { return "pk_live_" + alnum(24) }
func pkTest() string { return "pk_test_" + alnum(24) }

var placeholders = []string{"<API_KEY>", "${TOKEN}", "sk-...", "YOUR_API_KEY", "<your-token-here>", "$GITHUB_TOKEN", "${{ secrets.NPM_TOKEN }}", "<redacted>", "xxxxxxxxxxxxxxxx", "changeme", "${DB_PASSWORD}", "{{ .Values.apiKey }}", "REPLACE_ME", "********"}

// ---------- secrets ----------

type vendor struct {
	name, env string
	gen       func() string
}

var vendors = []vendor{
	{"GitHub", "GITHUB_TOKEN", func() string { return "ghp_" + alnum(36) }},
	{"GitHub", "GH_PAT", func() string { return "github_pat_11" + upalnum(20) + "_" + alnum(59) }},
	{"GitHub App", "GH_INSTALLATION_TOKEN", func() string { return "ghs_" + alnum(36) }},
	{"GitLab", "GITLAB_TOKEN", func() string { return "glpat-" + b64u(20) }},
	{"Slack", "SLACK_BOT_TOKEN", func() string { return "xoxb-" + digits(12) + "-" + digits(13) + "-" + alnum(24) }},
	{"Slack", "SLACK_USER_TOKEN", func() string { return "xoxp-" + digits(12) + "-" + digits(12) + "-" + digits(13) + "-" + hexN(32) }},
	{"Stripe", "STRIPE_SECRET_KEY", func() string { return "sk_live_51" + alnum(rn(50, 97)) }},
	{"Stripe", "STRIPE_RESTRICTED_KEY", func() string { return "rk_live_51" + alnum(rn(50, 97)) }},
	{"Stripe", "STRIPE_WEBHOOK_SECRET", func() string { return "whsec_" + alnum(32) }},
	{"OpenAI", "OPENAI_API_KEY", func() string { return "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74) }},
	{"OpenAI", "OPENAI_ADMIN_KEY", func() string { return "sk-svcacct-" + b64u(74) + "T3BlbkFJ" + b64u(74) }},
	{"Anthropic", "ANTHROPIC_API_KEY", func() string { return "sk-ant-api03-" + b64u(93) + "AA" }},
	{"AWS", "AWS_SECRET_ACCESS_KEY", func() string { return awsSecret() }},
	{"Google", "GOOGLE_API_KEY", func() string { return "AIza" + b64u(35) }},
	{"Google OAuth", "GOOGLE_OAUTH_ACCESS_TOKEN", func() string { return "ya29.a0" + b64u(rn(140, 200)) }},
	{"npm", "NPM_TOKEN", func() string { return "npm_" + alnum(36) }},
	{"Hugging Face", "HF_TOKEN", func() string { return "hf_" + from(lower+upper, 34) }},
	{"Shopify", "SHOPIFY_ACCESS_TOKEN", func() string { return "shpat_" + hexN(32) }},
	{"SendGrid", "SENDGRID_API_KEY", func() string { return "SG." + b64u(22) + "." + b64u(43) }},
	{"Twilio", "TWILIO_AUTH_TOKEN", func() string { return hexN(32) }},
	{"Telegram", "TELEGRAM_BOT_TOKEN", func() string { return fmt.Sprint(rn(5, 7)) + digits(9) + ":AA" + b64u(33) }},
	{"Discord", "DISCORD_BOT_TOKEN", func() string {
		return base64.RawStdEncoding.EncodeToString([]byte(fmt.Sprint(rn(1, 2))+digits(17))) + "." + b64u(6) + "." + b64u(38)
	}},
	{"Mailchimp", "MAILCHIMP_API_KEY", func() string { return hexN(32) + "-us" + fmt.Sprint(rn(2, 21)) }},
	{"DigitalOcean", "DIGITALOCEAN_TOKEN", func() string { return "dop_v1_" + hexN(64) }},
	{"Doppler", "DOPPLER_TOKEN", func() string { return "dp.pt." + alnum(43) }},
	{"Vault", "VAULT_TOKEN", func() string { return "hvs." + alnum(24) }},
	{"Docker Hub", "DOCKERHUB_TOKEN", func() string { return "dckr_pat_" + b64u(27) }},
	{"PyPI", "TWINE_PASSWORD", func() string { return "pypi-AgEIcHlwaS5vcmc" + b64u(rn(120, 160)) }},
	{"Notion", "NOTION_API_KEY", func() string { return "ntn_" + digits(11) + alnum(35) }},
	{"Linear", "LINEAR_API_KEY", func() string { return "lin_api_" + alnum(40) }},
	{"Grafana", "GRAFANA_SA_TOKEN", func() string { return "glsa_" + alnum(32) + "_" + hexN(8) }},
	{"Sentry", "SENTRY_AUTH_TOKEN", func() string { return "sntryu_" + hexN(64) }},
	{"Supabase", "SUPABASE_ACCESS_TOKEN", func() string { return "sbp_" + hexN(40) }},
	{"Fly.io", "FLY_API_TOKEN", func() string { return "fo1_" + b64u(43) }},
	{"Groq", "GROQ_API_KEY", func() string { return "gsk_" + alnum(52) }},
	{"Atlassian", "JIRA_API_TOKEN", func() string { return "ATATT3xFfGF0" + b64u(170) + "=" + strings.ToUpper(hexN(8)) }},
	{"Azure Storage", "AZURE_STORAGE_KEY", func() string { return b64std(64) }},
	{"Azure AD", "AZURE_CLIENT_SECRET", func() string { return alnum(3) + digits(1) + "Q~" + b64u(34) }},
	{"Heroku", "HEROKU_API_KEY", func() string { return "HRKU-AA" + b64u(58) }},
	{"Postman", "POSTMAN_API_KEY", func() string { return "PMAK-" + hexN(24) + "-" + hexN(34) }},
	{"Figma", "FIGMA_TOKEN", func() string { return "figd_" + b64u(40) }},
	{"New Relic", "NEW_RELIC_API_KEY", func() string { return "NRAK-" + upalnum(27) }},
	{"Pinecone", "PINECONE_API_KEY", func() string { return "pcsk_" + alnum(5) + "_" + alnum(63) }},
	{"Databricks", "DATABRICKS_TOKEN", func() string { return "dapi" + hexN(32) }},
	{"Cloudflare", "CLOUDFLARE_API_TOKEN", func() string { return b64u(40) }},
	{"Datadog", "DD_API_KEY", func() string { return hexN(32) }},
	{"Datadog", "DD_APP_KEY", func() string { return hexN(40) }},
	{"Square", "SQUARE_ACCESS_TOKEN", func() string { return "EAAA" + b64u(60) }},
	{"PlanetScale", "PLANETSCALE_SERVICE_TOKEN", func() string { return "pscale_tkn_" + b64u(43) }},
	{"Terraform Cloud", "TFE_TOKEN", func() string { return alnum(14) + ".atlasv1." + alnum(67) }},
	{"CircleCI", "CIRCLE_TOKEN", func() string { return "CCIPAT_" + alnum(22) + "_" + hexN(40) }},
	{"Algolia", "ALGOLIA_ADMIN_API_KEY", func() string { return hexN(32) }},
	{"Okta", "OKTA_API_TOKEN", func() string { return "00" + b64u(40) }},
	{"age", "SOPS_AGE_KEY", func() string { return "AGE-SECRET-KEY-1" + from("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58) }},
	{"Replicate", "REPLICATE_API_TOKEN", func() string { return "r8_" + alnum(37) }},
	{"LangSmith", "LANGSMITH_API_KEY", func() string { return "lsv2_pt_" + hexN(32) + "_" + hexN(10) }},
	{"xAI", "XAI_API_KEY", func() string { return "xai-" + alnum(80) }},
	{"OpenRouter", "OPENROUTER_API_KEY", func() string { return "sk-or-v1-" + hexN(64) }},
	{"Render", "RENDER_API_KEY", func() string { return "rnd_" + alnum(32) }},
	{"Neon", "NEON_API_KEY", func() string { return "napi_" + from(lower+digs, 64) }},
	{"RubyGems", "GEM_HOST_API_KEY", func() string { return "rubygems_" + hexN(48) }},
	{"Mapbox", "MAPBOX_SECRET_TOKEN", func() string {
		return "sk.eyJ1IjoiYWNtZS1sb2dpc3RpY3MiLCJhIjoi" + b64u(24) + "In0." + b64u(22)
	}},
	{"Sentry", "SENTRY_ORG_TOKEN", func() string { return "sntrys_" + hexN(64) }},
	{"1Password", "OP_SERVICE_ACCOUNT_TOKEN", func() string { return "ops_" + b64u(rn(80, 120)) }},
	{"Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", func() string { return "CFPAT-" + b64u(43) }},
	{"Dynatrace", "DT_API_TOKEN", func() string { return "dt0c01." + upalnum(24) + "." + upalnum(64) }},
	{"Cohere", "COHERE_API_KEY", func() string { return alnum(40) }},
	{"Mistral", "MISTRAL_API_KEY", func() string { return alnum(32) }},
}

func vend() vendor { return pick(vendors) }

// vendorNamed returns the vendor whose env name is env.
func vendorNamed(env string) vendor {
	for _, v := range vendors {
		if v.env == env {
			return v
		}
	}
	panic(env)
}

func secretOf(v vendor) string { return U(v.gen) }

func awsSecret() string {
	for {
		s := from(alnumS+"/+", 40)
		if strings.ContainsAny(s, digs) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

var pwWords = []string{"Harbor", "Falcon", "Maple", "Cobalt", "Tundra", "Saffron", "Quartz", "Nimbus", "Orchid", "Juniper", "Vortex", "Lantern", "Granite", "Pepper", "Meadow", "Zephyr", "Copper", "Willow", "Sierra", "Delta"}

// password makes a password someone chose or a generator made.
func password() string {
	return U(func() string {
		switch r.Intn(5) {
		case 0:
			return pick(pwWords) + pick([]string{"!", "#", "_", "-", "@", "."}) + digits(rn(2, 4)) + from(lower, rn(1, 3))
		case 1:
			return pick(pwWords) + "-" + pick(pwWords) + "-" + digits(2)
		case 2:
			return alnum(rn(16, 24))
		case 3:
			s := []byte(alnum(rn(12, 18)))
			s[r.Intn(len(s))] = pick([]byte("!#%^*?~"))
			s[r.Intn(len(s))] = pick([]byte("!#%^*?~"))
			return string(s)
		default:
			return strings.ToLower(pick(pwWords)) + digits(rn(3, 4)) + pick([]string{"!", "$", "?"}) + pick(pwWords)
		}
	})
}

// urlPassword: a password safe to write inside a URL's userinfo.
func urlPassword() string {
	return U(func() string {
		if chance(0.5) {
			return alnum(rn(16, 28))
		}
		return pick(pwWords) + digits(rn(3, 5)) + from(lower, 3) + pick([]string{"", "_", "-", "."}) + from(upper, 2)
	})
}

func hexSecret(n int) string { return U(func() string { return hexN(n) }) }
func b64Secret(n int) string { return U(func() string { return b64std(n) }) }

func basicCred(user string) (string, string) {
	pw := urlPassword()
	used[pw] = true
	enc := base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
	used[enc] = true
	return enc, pw
}

func pemBody(lines int) string {
	var b strings.Builder
	b.WriteString("MIIEv" + b64std(45)[:59])
	for i := 1; i < lines; i++ {
		b.WriteString("\n")
		b.WriteString(b64std(48))
	}
	b.WriteString("\n" + b64std(18))
	s := b.String()
	used[s] = true
	return s
}

func slackHook() (string, string) {
	sec := U(func() string { return alnum(24) })
	return "https://hooks.slack.com/services/T" + upalnum(8) + "/B" + upalnum(10) + "/" + sec, sec
}
func discordHook() (string, string) {
	sec := U(func() string { return b64u(68) })
	return "https://discord.com/api/webhooks/" + fmt.Sprint(rn(1, 2)) + digits(18) + "/" + sec, sec
}

var users = []string{"app", "svc_orders", "deploy", "admin", "root", "etl", "grafana", "readonly", "billing", "api", "postgres_rw", "n8n", "airflow", "metabase"}
var hosts = []string{"db.internal", "prod-db-1.c9akciq32.us-east-1.rds.amazonaws.com", "10.0.3.17", "pg-main.northwind.svc.cluster.local", "mysql.acme-logistics.com", "cluster0.x7kq2.mongodb.net", "redis-prod.abc123.ng.0001.use1.cache.amazonaws.com", "rabbitmq.default.svc", "aws-0-eu-central-1.pooler.supabase.com", "ep-cool-sun-a5r3k9.eu-central-1.aws.neon.tech"}

func b64encStd(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
