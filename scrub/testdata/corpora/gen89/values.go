package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(89))

func pick(xs ...string) string { return xs[r.Intn(len(xs))] }

func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

// digits with a non-zero first digit
func digitsNZ(n int) string {
	return string(byte('1'+r.Intn(9))) + digits(n-1)
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const b64u = alnum + "-_"
const upperDig = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
const hexd = "0123456789abcdef"

func randFrom(set string, n int) string {
	for {
		b := make([]byte, n)
		for i := range b {
			b[i] = set[r.Intn(len(set))]
		}
		s := string(b)
		// secrets must look random: a digit and an upper and a lower when the set allows
		if strings.ContainsAny(set, "0123456789") && n >= 12 && !strings.ContainsAny(s, "0123456789") {
			continue
		}
		if strings.ContainsAny(set, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(set, "abcdefghijklmnopqrstuvwxyz") && n >= 12 &&
			(!strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") || !strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz")) {
			continue
		}
		return s
	}
}

var used = map[string]bool{}

// uniq regenerates until the value was never produced before.
func uniq(f func() string) string {
	for i := 0; i < 1000; i++ {
		v := f()
		if !used[v] {
			used[v] = true
			return v
		}
	}
	panic("uniq: exhausted")
}

var firsts = []string{"jane", "lukas", "marie", "pablo", "wei", "yuki", "amara", "oliver", "sofia", "mehmet", "anna", "kenji", "fatima", "raj", "olga", "lucas", "emma", "noah", "ines", "tomasz", "giulia", "jan", "zoe", "omar", "priya", "hana", "diego", "chloe", "ahmed", "sven", "leila", "mateo", "nadia", "ivan", "camille", "thanh", "minji", "kofi", "elif", "bruno"}
var lasts = []string{"doe", "mueller", "dubois", "garcia", "li", "tanaka", "okafor", "smith", "rossi", "yilmaz", "kowalski", "sato", "khan", "patel", "ivanova", "silva", "schmidt", "martin", "fernandes", "nowak", "bianchi", "jansen", "tran", "haddad", "sharma", "kim", "lopez", "bernard", "hassan", "lindqvist", "moreau", "nguyen", "park", "mensah", "demir", "costa", "weber", "novak", "ali", "berg"}
var domains = []string{"gmail.com", "outlook.de", "yahoo.co.jp", "web.de", "orange.fr", "libero.it", "naver.com", "qq.com", "mail.ru", "uol.com.br", "hotmail.co.uk", "gmx.net", "proton.me", "icloud.com", "acme-logistics.io", "northwind.example.org", "kliniken-sued.de", "univ-lyon2.fr", "hanbit.co.kr", "tpg.com.au", "fastmail.fm", "zoho.in", "t-online.de", "wp.pl", "seznam.cz", "telia.se", "bigpond.net.au", "contoso.com", "studio-brava.es", "ziggo.nl"}

func caps(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func first() string { return caps(pick(firsts...)) }
func person() string {
	return caps(pick(firsts...)) + " " + caps(pick(lasts...))
}

func emailLocal() string {
	f, l := pick(firsts...), pick(lasts...)
	switch r.Intn(7) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return f + "_" + l + digits(2)
	case 3:
		return f + "+" + pick("billing", "news", "jobs", "shop", "travel")
	case 4:
		return l + "." + f + digits(1+r.Intn(3))
	case 5:
		return f + "-" + l
	default:
		return f + l + digits(2)
	}
}

func email() string {
	return uniq(func() string { return emailLocal() + "@" + pick(domains...) })
}

// ---------- phones ----------

var usAreas = []string{"212", "415", "646", "312", "617", "206", "303", "512", "404", "713", "305", "702", "971", "919", "503", "818", "720", "214", "347", "612"}

func nanp() (string, string, string) {
	a := pick(usAreas...)
	for {
		e := string(byte('2'+r.Intn(8))) + digits(2)
		if e == "555" || e[1:] == "11" {
			continue
		}
		return a, e, digits(4)
	}
}

func phoneUS(intlOnly bool) string {
	return func() string {
		a, e, l := nanp()
		if intlOnly {
			return pick("+1 "+a+" "+e+" "+l, "+1-"+a+"-"+e+"-"+l, "+1 ("+a+") "+e+"-"+l)
		}
		return pick("("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l, "+1 "+a+" "+e+" "+l, "+1-"+a+"-"+e+"-"+l, "+1 ("+a+") "+e+"-"+l)
	}()
}

func dig(n int) string { return digits(n) }

// national (trunk-0 or country-specific) and international formats per country
type phf func() string

var phoneCountries = map[string][2]phf{}
var phoneOrder = []string{"de", "uk", "fr", "es", "it", "nl", "br", "jp", "in", "ru", "cn", "kr", "tr", "au", "pl", "se", "mx", "ar", "ae", "us"}

func init() {
	p := func(c string, intl, nat phf) { phoneCountries[c] = [2]phf{intl, nat} }
	p("de", func() string {
		pre := pick("151", "160", "162", "170", "171", "172", "175", "176", "177", "178", "179")
		n := digits(7)
		if pre[1] == '5' {
			n = digits(8)
		}
		return pick("+49 "+pre+" "+n, "+49 30 "+digitsNZ(8), "+49 89 "+digitsNZ(3)+" "+dig(4), "+49-"+pre+"-"+n)
	}, func() string {
		pre := pick("151", "160", "162", "170", "171", "172", "175", "176", "177", "178", "179")
		return pick("0"+pre+" "+digits(7), "0"+pre+"/"+digits(7), "030 "+digitsNZ(8), "0221 "+digitsNZ(7), "089 / "+digitsNZ(2)+" "+dig(2)+" "+dig(2)+" "+dig(2))
	})
	p("uk", func() string {
		return pick("+44 7"+string(byte('4'+r.Intn(6)))+dig(2)+" "+dig(6), "+44 20 7"+dig(3)+" "+dig(4), "+44 161 "+digitsNZ(3)+" "+dig(4))
	}, func() string {
		return pick("07"+string(byte('4'+r.Intn(6)))+dig(2)+" "+dig(6), "020 7"+dig(3)+" "+dig(4), "0161 "+digitsNZ(3)+" "+dig(4))
	})
	fr := func() string { return dig(2) + " " + dig(2) + " " + dig(2) + " " + dig(2) }
	p("fr", func() string { return "+33 " + pick("6", "7", "1", "4") + " " + fr() },
		func() string { return "0" + pick("6", "7", "1", "4") + " " + fr() })
	p("es", func() string { return "+34 6" + dig(2) + " " + dig(3) + " " + dig(3) },
		func() string {
			return "+34 9" + pick("1", "3", "5") + dig(1) + " " + dig(2) + " " + dig(2) + " " + dig(2)
		})
	p("it", func() string { return "+39 3" + pick("2", "3", "4", "5", "8") + dig(1) + " " + dig(3) + " " + dig(4) },
		func() string { return "+39 06 " + digitsNZ(4) + " " + dig(4) })
	p("nl", func() string { return "+31 6 " + digitsNZ(8) },
		func() string { return "06-" + digitsNZ(8) })
	p("br", func() string { return "+55 " + pick("11", "21", "31", "41") + " 9" + dig(4) + "-" + dig(4) },
		func() string { return "(" + pick("11", "21", "31", "41") + ") 9" + dig(4) + "-" + dig(4) })
	p("jp", func() string { return "+81 " + pick("90", "80", "70") + "-" + dig(4) + "-" + dig(4) },
		func() string { return pick("090-", "080-", "070-") + dig(4) + "-" + dig(4) })
	p("in", func() string { return pick("+91 9", "+91 8", "+91 7") + dig(4) + " " + dig(5) },
		func() string { return pick("+91-9", "+91-8") + dig(9) })
	p("ru", func() string { return "+7 9" + dig(2) + " " + dig(3) + "-" + dig(2) + "-" + dig(2) },
		func() string { return "8 (9" + dig(2) + ") " + dig(3) + "-" + dig(2) + "-" + dig(2) })
	p("cn", func() string { return "+86 1" + pick("3", "5", "8") + dig(1) + " " + dig(4) + " " + dig(4) },
		func() string { return "+86 10 " + digitsNZ(4) + " " + dig(4) })
	p("kr", func() string { return "+82 10-" + digitsNZ(4) + "-" + dig(4) },
		func() string { return "010-" + digitsNZ(4) + "-" + dig(4) })
	p("tr", func() string {
		return "+90 5" + pick("3", "4", "5") + dig(1) + " " + dig(3) + " " + dig(2) + " " + dig(2)
	},
		func() string {
			return "0 (5" + pick("3", "4", "5") + dig(1) + ") " + dig(3) + " " + dig(2) + " " + dig(2)
		})
	p("au", func() string { return "+61 4" + dig(2) + " " + dig(3) + " " + dig(3) },
		func() string { return "04" + dig(2) + " " + dig(3) + " " + dig(3) })
	p("pl", func() string { return "+48 " + pick("5", "6", "7") + dig(2) + " " + dig(3) + " " + dig(3) },
		func() string { return "+48 22 " + digitsNZ(3) + " " + dig(2) + " " + dig(2) })
	p("se", func() string { return "+46 7" + pick("0", "2", "3", "6") + " " + dig(3) + " " + dig(2) + " " + dig(2) },
		func() string { return "07" + pick("0", "2", "3", "6") + "-" + dig(3) + " " + dig(2) + " " + dig(2) })
	p("mx", func() string { return "+52 " + pick("55", "33", "81") + " " + digitsNZ(4) + " " + dig(4) },
		func() string { return "+52 1 " + pick("55", "33", "81") + " " + digitsNZ(4) + " " + dig(4) })
	p("ar", func() string { return "+54 9 11 " + pick("2", "3", "4", "5", "6") + dig(3) + "-" + dig(4) },
		func() string { return "+54 11 4" + dig(3) + "-" + dig(4) })
	p("ae", func() string { return "+971 5" + pick("0", "2", "5", "6") + " " + dig(3) + " " + dig(4) },
		func() string { return "+971 4 " + digitsNZ(3) + " " + dig(4) })
	p("us", func() string { return phoneUS(true) }, func() string { return phoneUS(false) })
}

var lastPhone string

func phone(kind string) string {
	var v string
	switch kind {
	case "intl":
		c := phoneOrder[r.Intn(len(phoneOrder))]
		v = uniq(phoneCountries[c][0])
	case "nat":
		c := phoneOrder[r.Intn(len(phoneOrder))]
		v = uniq(phoneCountries[c][1])
	case "any":
		c := phoneOrder[r.Intn(len(phoneOrder))]
		v = uniq(phoneCountries[c][r.Intn(2)])
	case "pct":
		c := phoneOrder[r.Intn(len(phoneOrder))]
		v = uniq(func() string { return "%2B" + onlyDigits(phoneCountries[c][0]()) })
	case "e164":
		c := phoneOrder[r.Intn(len(phoneOrder))]
		v = uniq(func() string { return "+" + onlyDigits(phoneCountries[c][0]()) })
	default:
		f, ok := phoneCountries[kind]
		if !ok {
			panic("phone kind " + kind)
		}
		v = uniq(f[r.Intn(2)])
	}
	lastPhone = v
	return v
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

func luhnOK(num string) bool {
	return len(num) > 1 && luhnCheck(num[:len(num)-1]) == num[len(num)-1]
}

func cardNumber(issuer string) string {
	var pre string
	n := 16
	switch issuer {
	case "visa":
		pre = "4"
	case "mc":
		if r.Intn(3) == 0 {
			pre = fmt.Sprintf("%d", 2221+r.Intn(500))
		} else {
			pre = fmt.Sprintf("5%d", 1+r.Intn(5))
		}
	case "amex":
		pre, n = pick("34", "37"), 15
	case "disc":
		pre = pick("6011", "65")
	case "jcb":
		pre = fmt.Sprintf("35%d", 28+r.Intn(62))
	case "diners":
		pre, n = "36", 14
	case "unionpay":
		pre = "62"
	}
	body := pre + digits(n-1-len(pre))
	return body + string(luhnCheck(body))
}

func groupCard(num, sep string) string {
	var parts []string
	switch len(num) {
	case 15:
		parts = []string{num[:4], num[4:10], num[10:]}
	case 14:
		parts = []string{num[:4], num[4:10], num[10:]}
	default:
		for i := 0; i < len(num); i += 4 {
			e := i + 4
			if e > len(num) {
				e = len(num)
			}
			parts = append(parts, num[i:e])
		}
	}
	return strings.Join(parts, sep)
}

var issuers = []string{"visa", "mc", "visa", "amex", "mc", "disc", "jcb", "visa", "diners", "unionpay"}

func card(format string) string {
	return uniq(func() string {
		num := cardNumber(issuers[r.Intn(len(issuers))])
		if format == "" {
			format = pick("plain", "space", "space", "dash")
		}
		switch format {
		case "plain":
			return num
		case "space":
			return groupCard(num, " ")
		case "dash":
			return groupCard(num, "-")
		case "visa":
			return groupCard(cardNumber("visa"), " ")
		case "amex":
			return groupCard(cardNumber("amex"), " ")
		}
		return num
	})
}

func badCard() string {
	return uniq(func() string {
		num := cardNumber(pick("visa", "mc"))
		last := (int(num[len(num)-1]-'0') + 1 + r.Intn(8)) % 10
		num = num[:len(num)-1] + string(byte('0'+last))
		if luhnOK(num) {
			panic("badcard")
		}
		return groupCard(num, pick(" ", "-", ""))
	})
}

// ---------- ssn ----------

func ssnParts() (int, int, int) {
	for {
		a := 1 + r.Intn(899)
		if a == 666 {
			continue
		}
		return a, 1 + r.Intn(99), 1 + r.Intn(9999)
	}
}

func ssn(sep string) string {
	return uniq(func() string {
		a, g, s := ssnParts()
		return fmt.Sprintf("%03d%s%02d%s%04d", a, sep, g, sep, s)
	})
}

func itin() string {
	return uniq(func() string {
		gs := []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}
		return fmt.Sprintf("9%02d-%02d-%04d", r.Intn(100), gs[r.Intn(len(gs))], 1+r.Intn(9999))
	})
}

func badSSN() string {
	return uniq(func() string {
		switch r.Intn(4) {
		case 0:
			return fmt.Sprintf("000-%02d-%04d", 1+r.Intn(99), 1+r.Intn(9999))
		case 1:
			return fmt.Sprintf("666-%02d-%04d", 1+r.Intn(99), 1+r.Intn(9999))
		case 2: // 9xx with a group no ITIN uses
			return fmt.Sprintf("9%02d-%02d-%04d", r.Intn(100), 10+r.Intn(40), 1+r.Intn(9999))
		default:
			return fmt.Sprintf("987-65-432%d", r.Intn(10))
		}
	})
}

// ---------- jwt ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt() string {
	return uniq(func() string {
		alg := pick("HS256", "RS256", "ES256", "HS512")
		var h string
		switch r.Intn(3) {
		case 0:
			h = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
		case 1:
			h = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
		default:
			h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, randFrom(hexd, 16))
		}
		iat := 1735000000 + r.Intn(40000000)
		pl := fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"exp":%d}`, digitsNZ(7), person(), iat, iat+3600*(1+r.Intn(24)))
		if r.Intn(2) == 0 {
			pl = fmt.Sprintf(`{"iss":"https://auth.%s","sub":"usr_%s","aud":"api","scope":"read write","iat":%d}`, pick("acme.io", "northwind.dev", "contoso.com"), randFrom(alnum, 12), iat)
		}
		sigLen := 43
		if alg == "RS256" {
			sigLen = 342
		} else if alg == "ES256" {
			sigLen = 86
		} else if alg == "HS512" {
			sigLen = 86
		}
		return b64(h) + "." + b64(pl) + "." + randFrom(b64u, sigLen)
	})
}

// ---------- secrets ----------

func secret(kind string) string {
	return uniq(func() string {
		switch kind {
		case "ghp":
			return pick("ghp_", "gho_", "ghs_") + randFrom(alnum, 36)
		case "ghpat":
			return "github_pat_11" + randFrom(upperDig, 20) + "_" + randFrom(alnum, 59)
		case "glpat":
			return "glpat-" + randFrom(alnum+"-_", 20)
		case "xoxb":
			return pick("xoxb-", "xoxp-") + digitsNZ(12) + "-" + digitsNZ(13) + "-" + randFrom(alnum, 24)
		case "sklive":
			return pick("sk_live_", "rk_live_") + randFrom(alnum, pick24or99())
		case "skproj":
			return "sk-proj-" + randFrom(alnum+"-_", 74) + "T3BlbkFJ" + randFrom(alnum+"-_", 74)
		case "skant":
			return "sk-ant-api03-" + randFrom(alnum+"-_", 93) + "AA"
		case "npm":
			return "npm_" + randFrom(alnum, 36)
		case "hf":
			return "hf_" + randFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)
		case "ya29":
			return "ya29.a0" + randFrom(alnum+"-_", 120)
		case "aws":
			return randFrom(alnum+"/+", 40)
		case "opaque":
			return randFrom(alnum, 24+r.Intn(30))
		case "opaque2":
			return randFrom(alnum+"-_.", 32+r.Intn(20))
		case "sg":
			return "SG." + randFrom(alnum+"-_", 22) + "." + randFrom(alnum+"-_", 43)
		case "shpat":
			return "shpat_" + randFrom(hexd, 32)
		case "whsec":
			return "whsec_" + randFrom(alnum, 32)
		case "pw":
			return password()
		}
		panic("secret " + kind)
	})
}

func pick24or99() int {
	if r.Intn(2) == 0 {
		return 24
	}
	return 99
}

var pwWords = []string{"Harbor", "tulip", "Falcon", "maple", "Orbit", "cobalt", "Nimbus", "pepper", "Quartz", "river", "Saffron", "lantern", "Zephyr", "walnut", "Kestrel", "copper"}

func password() string {
	switch r.Intn(4) {
	case 0:
		return pick(pwWords...) + pick(".", "#", "!", "-", "_", "$") + digits(2+r.Intn(3)) + pick("?ok", "x", "!", "Zq", "&b", "")
	case 1:
		return randFrom(alnum+"!#%&*?", 12+r.Intn(8))
	case 2:
		return caps(pick(pwWords...)) + digits(3) + pick("!", "#", "@", "%") + pick(pwWords...)
	default:
		return randFrom(alnum, 10) + digits(2)
	}
}

func pem() string {
	var lines []string
	for i := 0; i < 4; i++ {
		lines = append(lines, randFrom(alnum+"+/", 64))
	}
	return uniq(func() string {
		return "MIIE" + pick("vQ", "pA", "ow") + "IBADANBgkqhkiG9w0BAQEFAASC" + strings.Join(lines, "\n")[32:]
	})
}

var secretKinds = []string{"ghp", "glpat", "xoxb", "sklive", "skproj", "npm", "hf", "ghpat", "skant", "sg", "shpat", "ya29"}

func anySecret() string { return secret(secretKinds[r.Intn(len(secretKinds))]) }
