package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var rng = rand.New(rand.NewSource(90))

// used holds every personal/secret value handed out, so each is unique across the corpus.
var used = map[string]bool{}

func uniq(f func() string) string {
	for i := 0; i < 1000; i++ {
		v := f()
		if len(v) >= 6 && !used[v] {
			used[v] = true
			return v
		}
	}
	panic("uniq: could not find a fresh value")
}

func pick[T any](xs ...T) T { return xs[rng.Intn(len(xs))] }
func chance(p float64) bool { return rng.Float64() < p }
func rint(a, b int) int     { return a + rng.Intn(b-a+1) }

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digits = "0123456789"
	alnum  = lower + upper + digits
	hexd   = "0123456789abcdef"
	b64    = upper + lower + digits + "+/"
	b64url = upper + lower + digits + "-_"
)

func rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.Intn(len(alpha))]
	}
	return string(b)
}

// secretish: random string with at least two digits and a capital, as real tokens have.
func secretish(alpha string, n int) string {
	for {
		s := rs(alpha, n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if (d >= 2 || !strings.ContainsAny(alpha, digits)) && (u >= 2 || !strings.ContainsAny(alpha, upper)) {
			return s
		}
	}
}

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Intn(256))
	}
	return b
}

// ---------- people ----------

var firstNames = []string{"james", "maria", "olivia", "liam", "sophie", "lukas", "anna", "jonas", "lea", "camille", "hugo", "chloe", "lucas", "sofia", "mateo", "valentina", "diego", "lucia", "joao", "ana", "pedro", "beatriz", "dmitry", "olga", "ivan", "natalia", "wei", "li", "yuki", "haruto", "sakura", "kenji", "minjun", "jiwoo", "emre", "elif", "giulia", "marco", "priya", "arjun", "aisha", "omar", "fatima", "noah", "emma", "ethan", "ava", "mia", "daniel", "grace", "thomas", "julia", "felix", "clara", "paul", "ines", "rafael", "carmen", "sergey", "tatiana", "chen", "mei", "takumi", "aoi", "seoyeon", "mehmet", "zeynep", "francesca", "luca", "rohan", "ananya", "kofi", "amara", "nils", "freja", "oskar", "ewa", "piotr", "hana", "tomas"}
var lastNames = []string{"smith", "johnson", "garcia", "martinez", "mueller", "schmidt", "schneider", "fischer", "weber", "dubois", "martin", "bernard", "lefebvre", "rodriguez", "lopez", "gonzalez", "fernandez", "silva", "santos", "oliveira", "souza", "ivanov", "petrova", "smirnov", "wang", "zhang", "liu", "tanaka", "suzuki", "sato", "watanabe", "kim", "park", "lee", "yilmaz", "kaya", "rossi", "russo", "bianchi", "sharma", "patel", "iyer", "khan", "hassan", "brown", "wilson", "taylor", "anderson", "thompson", "moore", "clark", "walker", "novak", "kowalski", "nowak", "jansen", "devries", "larsen", "nielsen", "andersson", "okafor", "mensah", "costa", "pereira", "moreau", "laurent", "becker", "hoffmann", "kozlov", "chen", "huang", "nakamura", "choi", "demir", "ricci", "gupta", "reddy"}
var freeMail = []string{"gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "icloud.com", "proton.me", "gmx.de", "web.de", "t-online.de", "orange.fr", "free.fr", "laposte.net", "yahoo.co.jp", "docomo.ne.jp", "mail.ru", "yandex.ru", "qq.com", "163.com", "naver.com", "uol.com.br", "bol.com.br", "libero.it", "hotmail.es", "gmail.com", "gmail.com", "outlook.de", "telefonica.net", "rediffmail.com", "seznam.cz", "wp.pl"}
var corpDomains = []string{"acme-logistics.com", "northwind-traders.io", "contoso.de", "globex.fr", "initech.com.br", "umbrella-health.com", "hooli.dev", "stark-industries.co.uk", "wayne-ent.com", "tyrell.jp", "cyberdyne.ru", "soylent.es", "brightpath.io", "kraftwerk-energie.de", "lumen-pay.com", "fernbank.co", "meridian-bank.com.mx", "oakridge-clinic.org", "bluefin-analytics.ai", "quantix.tech", "polar-freight.no", "sakura-shoji.co.jp", "hanbit-soft.kr", "anadolu-lojistik.com.tr", "vitalis-care.it"}

func fname() string { return pick(firstNames...) }
func lname() string { return pick(lastNames...) }
func capw(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
func fullName() string { return capw(fname()) + " " + capw(lname()) }

func email() string {
	return uniq(func() string {
		f, l := fname(), lname()
		var local string
		switch rng.Intn(7) {
		case 0:
			local = f + "." + l
		case 1:
			local = f[:1] + l + fmt.Sprint(rint(1, 99))
		case 2:
			local = f + "_" + l
		case 3:
			local = f + l + fmt.Sprint(rint(70, 2005))
		case 4:
			local = l + "." + f
		case 5:
			local = f + "." + l + fmt.Sprint(rint(1, 9))
		default:
			local = f + fmt.Sprint(rint(100, 9999))
		}
		if chance(0.45) {
			return local + "@" + pick(corpDomains...)
		}
		return local + "@" + pick(freeMail...)
	})
}

func corpEmail() string {
	return uniq(func() string {
		f, l := fname(), lname()
		local := pick(f+"."+l, f[:1]+l, f+"."+l+fmt.Sprint(rint(1, 9)), f)
		return local + "@" + pick(corpDomains...)
	})
}

func username() string {
	return pick(fname()+"."+lname(), fname()[:1]+lname(), "svc-"+pick("deploy", "billing", "etl", "api", "ci", "backup", "report"), lname()+fmt.Sprint(rint(1, 99)))
}

// ---------- phones ----------

var usAreas = []string{"212", "415", "646", "312", "617", "206", "305", "512", "702", "303", "404", "213", "718", "917", "469", "630", "971", "774", "720", "832", "617", "480", "503", "612", "919", "470", "347", "929", "214", "562", "858", "323", "818", "443", "267", "786", "954", "248", "313", "737"}

func usParts() (string, string, string) {
	a := pick(usAreas...)
	var ex string
	for {
		ex = fmt.Sprintf("%d%02d", rint(2, 9), rint(0, 99))
		if ex[1:] != "11" && ex != "555" {
			break
		}
	}
	return a, ex, fmt.Sprintf("%04d", rint(0, 9999))
}

// phoneE164 returns a compact international number as APIs log it.
func phoneE164() string {
	return uniq(func() string {
		switch rng.Intn(14) {
		case 0, 1, 2:
			a, e, l := usParts()
			return "+1" + a + e + l
		case 3:
			return fmt.Sprintf("+447%d%08d", rint(1, 9), rint(0, 99999999))
		case 4:
			return fmt.Sprintf("+49%s%07d", pick("151", "152", "157", "160", "162", "170", "171", "172", "175", "176", "177", "178", "179"), rint(1000000, 9999999))
		case 5:
			return fmt.Sprintf("+33%d%08d", rint(6, 7), rint(10000000, 99999999))
		case 6:
			return fmt.Sprintf("+346%08d", rint(10000000, 99999999))
		case 7:
			return fmt.Sprintf("+55%s9%08d", pick("11", "21", "31", "41", "51", "61", "71", "81"), rint(60000000, 99999999))
		case 8:
			return fmt.Sprintf("+81%s%08d", pick("90", "80", "70"), rint(10000000, 99999999))
		case 9:
			return fmt.Sprintf("+91%d%09d", rint(6, 9), rint(0, 999999999))
		case 10:
			return fmt.Sprintf("+79%02d%07d", rint(0, 99), rint(1000000, 9999999))
		case 11:
			return fmt.Sprintf("+861%d%09d", rint(3, 9), rint(0, 999999999))
		case 12:
			return fmt.Sprintf("+393%d%08d", rint(20, 99)/10, rint(10000000, 99999999))
		default:
			return fmt.Sprintf("+614%08d", rint(10000000, 99999999))
		}
	})
}

// phoneFmt returns a formatted number (international or national) as people type it.
func phoneFmt() string {
	return uniq(func() string {
		switch rng.Intn(16) {
		case 0:
			a, e, l := usParts()
			return fmt.Sprintf("(%s) %s-%s", a, e, l)
		case 1:
			a, e, l := usParts()
			return fmt.Sprintf("%s-%s-%s", a, e, l)
		case 2:
			a, e, l := usParts()
			return fmt.Sprintf("+1 %s-%s-%s", a, e, l)
		case 3:
			a, e, l := usParts()
			return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
		case 4:
			return fmt.Sprintf("+44 7%d%02d %06d", rint(1, 9), rint(0, 99), rint(0, 999999))
		case 5:
			return fmt.Sprintf("07%d%02d %06d", rint(1, 9), rint(0, 99), rint(100000, 999999))
		case 6:
			return fmt.Sprintf("+49 %s %07d", pick("151", "160", "170", "171", "176", "179"), rint(1000000, 9999999))
		case 7:
			return fmt.Sprintf("0%s %07d", pick("151", "160", "170", "171", "176", "179"), rint(1000000, 9999999))
		case 8:
			return fmt.Sprintf("+33 %d %02d %02d %02d %02d", rint(6, 7), rint(10, 99), rint(0, 99), rint(0, 99), rint(0, 99))
		case 9:
			return fmt.Sprintf("0%d %02d %02d %02d %02d", rint(6, 7), rint(10, 99), rint(0, 99), rint(0, 99), rint(0, 99))
		case 10:
			return fmt.Sprintf("+34 6%02d %02d %02d %02d", rint(0, 99), rint(0, 99), rint(0, 99), rint(0, 99))
		case 11:
			return fmt.Sprintf("(%s) 9%04d-%04d", pick("11", "21", "31", "41", "48", "85"), rint(6000, 9999), rint(0, 9999))
		case 12:
			return fmt.Sprintf("0%s-%04d-%04d", pick("90", "80", "70"), rint(1000, 9999), rint(0, 9999))
		case 13:
			return fmt.Sprintf("+7 9%02d %03d-%02d-%02d", rint(0, 99), rint(100, 999), rint(0, 99), rint(0, 99))
		case 14:
			return fmt.Sprintf("+91 %d%04d %05d", rint(7, 9), rint(0, 9999), rint(0, 99999))
		default:
			return fmt.Sprintf("010-%04d-%04d", rint(2000, 9999), rint(0, 9999))
		}
	})
}

// ---------- SSN / ITIN ----------

func ssnParts() (int, int, int) {
	for {
		a := rint(1, 899)
		if a == 666 {
			continue
		}
		return a, rint(1, 99), rint(1, 9999)
	}
}

func ssn() string {
	return uniq(func() string {
		a, g, s := ssnParts()
		v := fmt.Sprintf("%03d-%02d-%04d", a, g, s)
		if v == "078-05-1120" || v == "219-09-9999" {
			return "000"
		}
		return v
	})
}

func ssnBare() string {
	return uniq(func() string {
		a, g, s := ssnParts()
		return fmt.Sprintf("%03d%02d%04d", a, g, s)
	})
}

func itin() string {
	return uniq(func() string {
		var g int
		for {
			g = rint(50, 99)
			if (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94 {
				break
			}
		}
		return fmt.Sprintf("9%02d-%02d-%04d", rint(0, 99), g, rint(1, 9999))
	})
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

func cardDigits() string {
	return uniq(func() string {
		var pre string
		n := 16
		switch rng.Intn(10) {
		case 0, 1, 2:
			pre = "4" + pick("539", "716", "929", "485", "024", "111", "556", "147", "006")
		case 3, 4:
			pre = fmt.Sprint(rint(51, 55)) + fmt.Sprint(rint(10, 99))
		case 5:
			pre = fmt.Sprint(rint(2221, 2720))
		case 6:
			pre = pick("34", "37") + fmt.Sprint(rint(10, 99))
			n = 15
		case 7:
			pre = pick("6011", "6500", "6440", "6221")
			if pre == "6221" {
				pre = "65" + fmt.Sprint(rint(10, 99))
			}
		case 8:
			pre = fmt.Sprint(rint(3528, 3589))
		default:
			pre = "62" + fmt.Sprint(rint(12, 88))
		}
		body := pre + rs(digits, n-1-len(pre))
		if strings.HasPrefix(body, "4111111") || strings.HasPrefix(body, "4242424") {
			return "x"
		}
		return body + string(luhnDigit(body))
	})
}

func groupCard(d, sep string) string {
	if len(d) == 15 {
		return d[:4] + sep + d[4:10] + sep + d[10:]
	}
	var parts []string
	for i := 0; i < len(d); i += 4 {
		j := i + 4
		if j > len(d) {
			j = len(d)
		}
		parts = append(parts, d[i:j])
	}
	return strings.Join(parts, sep)
}

func cardAny() string {
	d := cardDigits()
	switch rng.Intn(4) {
	case 0:
		return d
	case 1:
		return groupCard(d, " ")
	case 2:
		return groupCard(d, "-")
	}
	return d
}

// luhnBad: a 16-digit number with a card-like prefix that fails Luhn (a keep).
func luhnBad() string {
	body := pick("4", "5", "6") + rs(digits, 14)
	d := luhnDigit(body)
	bad := byte('0' + (int(d-'0')+rint(1, 9))%10)
	return body + string(bad)
}

// ---------- tokens ----------

func jwt() string {
	return uniq(func() string {
		var hdr string
		sigLen := 32
		switch rng.Intn(5) {
		case 0:
			hdr = `{"alg":"HS256","typ":"JWT"}`
		case 1:
			hdr = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, rs(hexd, 40))
			sigLen = 256
		case 2:
			hdr = fmt.Sprintf(`{"alg":"ES256","typ":"JWT","kid":"%s"}`, rs(b64url, 22))
			sigLen = 64
		case 3:
			hdr = fmt.Sprintf(`{"typ":"JWT","alg":"RS256","x5t":"%s","kid":"%s"}`, rs(b64url, 27), rs(b64url, 27))
			sigLen = 256
		default:
			hdr = `{"alg":"HS512","typ":"JWT"}`
			sigLen = 64
		}
		iat := rint(1690000000, 1760000000)
		var pl string
		switch rng.Intn(5) {
		case 0:
			pl = fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, rint(1000, 9999999), fullName(), iat, iat+3600)
		case 1:
			pl = fmt.Sprintf(`{"iss":"https://%s.auth0.com/","sub":"auth0|%s","aud":["https://api.%s","https://%s.auth0.com/userinfo"],"iat":%d,"exp":%d,"scope":"openid profile email"}`, pick("acme", "brightpath", "lumen"), rs(hexd, 24), pick(corpDomains...), pick("acme", "hooli"), iat, iat+86400)
		case 2:
			pl = fmt.Sprintf(`{"aud":"https://management.azure.com/","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"oid":"%s","upn":"%s.%s@%s","ver":"1.0"}`, uuid(), iat, iat, iat+4200, uuid(), fname(), lname(), pick(corpDomains...))
		case 3:
			pl = fmt.Sprintf(`{"iss":"https://kubernetes.default.svc.cluster.local","kubernetes.io":{"namespace":"%s","serviceaccount":{"name":"%s"}},"sub":"system:serviceaccount:%s","exp":%d,"iat":%d}`, pick("prod", "payments", "default"), pick("api", "worker", "ci-runner"), pick("prod:api", "default:default"), iat+31536000, iat)
		default:
			pl = fmt.Sprintf(`{"user_id":%d,"role":"%s","session":"%s","exp":%d}`, rint(1, 500000), pick("admin", "user", "support"), rs(hexd, 16), iat+900)
		}
		enc := base64.RawURLEncoding
		return enc.EncodeToString([]byte(hdr)) + "." + enc.EncodeToString([]byte(pl)) + "." + enc.EncodeToString(randBytes(sigLen))
	})
}

func opaqueToken() string {
	return uniq(func() string {
		switch rng.Intn(4) {
		case 0:
			return secretish(alnum, rint(32, 48))
		case 1:
			return secretish(b64url, rint(40, 64))
		case 2:
			return rs(hexd, 40)
		}
		return secretish(alnum+"._-", rint(28, 44))
	})
}

func vendorToken() string {
	return uniq(func() string {
		switch rng.Intn(16) {
		case 0:
			return "ghp_" + secretish(alnum, 36)
		case 1:
			return "github_pat_11" + secretish(upper+digits, 20) + "_" + secretish(alnum, 59)
		case 2:
			return "glpat-" + secretish(alnum+"_-", 20)
		case 3:
			return fmt.Sprintf("xoxb-%d-%d-%s", rint(1000000000, 9999999999), rint(1000000000000, 9999999999999), secretish(alnum, 24))
		case 4:
			return "sk_live_51" + secretish(alnum, 97)
		case 5:
			return "sk-proj-" + secretish(b64url, 80) + "T3BlbkFJ" + secretish(b64url, 40)
		case 6:
			return "sk-ant-api03-" + secretish(b64url, 93) + "AA"
		case 7:
			return "npm_" + secretish(alnum, 36)
		case 8:
			return "hf_" + rs(upper+lower, 34)
		case 9:
			return "SG." + secretish(b64url, 22) + "." + secretish(b64url, 43)
		case 10:
			return "ya29.a0" + secretish(b64url, 150)
		case 11:
			return "gho_" + secretish(alnum, 36)
		case 12:
			return "shpat_" + rs(hexd, 32)
		case 13:
			return "hvs.CAESI" + secretish(b64url, 86)
		case 14:
			return "rk_live_51" + secretish(alnum, 97)
		}
		return "dop_v1_" + rs(hexd, 64)
	})
}

func awsSecret() string   { return uniq(func() string { return secretish(alnum+"/+", 40) }) }
func hexKey(n int) string { return uniq(func() string { return rs(hexd, n) }) }

func password() string {
	return uniq(func() string {
		words := []string{"Lisbon", "harbor", "Falcon", "river", "Mango", "winter", "Koala", "tundra", "Orbit", "maple", "Zephyr", "copper", "Nebula", "quartz", "Pelican", "saffron", "Borealis", "Kobalt", "sommer", "Papillon", "Girasol", "Sakura", "Tigre", "Lampada", "Medved", "Yildiz"}
		sym := "!#$%&*?@-_.+="
		switch rng.Intn(5) {
		case 0:
			return pick(words...) + pick("#", "!", "_", "-", ".") + fmt.Sprint(rint(10, 2099)) + pick(words...)
		case 1:
			return secretish(alnum, 6) + string(sym[rng.Intn(len(sym))]) + secretish(alnum, rint(6, 10))
		case 2:
			return pick(words...) + pick(words...) + fmt.Sprint(rint(1, 999)) + string(sym[rng.Intn(len(sym))])
		case 3:
			return secretish(alnum, rint(16, 24))
		}
		return strings.ToUpper(rs(lower, 1)) + rs(lower, 5) + fmt.Sprint(rint(10, 99)) + string(sym[rng.Intn(len(sym))]) + rs(alnum, 4)
	})
}

// urlPassword: a password safe inside a URL's userinfo (no @ : / ? #).
func urlPassword() string {
	return uniq(func() string {
		switch rng.Intn(3) {
		case 0:
			return secretish(alnum, rint(16, 28))
		case 1:
			return secretish(alnum, 8) + pick("-", "_", ".", "~") + secretish(alnum, 8)
		}
		return pick("Harbor", "Kestrel", "Mistral", "Ocelot", "Tamarind") + fmt.Sprint(rint(100, 9999)) + pick("x", "Q", "z") + rs(alnum, 5)
	})
}

func basicCred(user, pass string) string {
	return uniq(func() string { return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass)) })
}

func b64std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func cookieSession() (name, val string) {
	switch rng.Intn(6) {
	case 0:
		return "sessionid", uniq(func() string { return rs(lower+digits, 32) })
	case 1:
		return "connect.sid", uniq(func() string { return "s%3A" + rs(b64url, 32) + "." + secretish(alnum+"%", 43) })
	case 2:
		return "JSESSIONID", uniq(func() string { return strings.ToUpper(rs(hexd, 32)) })
	case 3:
		return "PHPSESSID", uniq(func() string { return rs(lower+digits, 26) })
	case 4:
		return "_shop_session", uniq(func() string { return secretish(b64, 120) + "--" + rs(hexd, 40) })
	}
	return "laravel_session", uniq(func() string {
		return strings.ReplaceAll(b64std(fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, b64std(string(randBytes(16))), b64std(string(randBytes(48))), rs(hexd, 64))), "=", "%3D")
	})
}

func pemBody(nlines int) string {
	var ls []string
	for i := 0; i < nlines; i++ {
		ls = append(ls, rs(b64, 64))
	}
	ls = append(ls, rs(b64, rint(10, 60))+"==")
	return uniq(func() string { return strings.Join(ls, "\n") })
}

// ---------- keep look-alikes ----------

func uuid() string {
	return rs(hexd, 8) + "-" + rs(hexd, 4) + "-4" + rs(hexd, 3) + "-" + pick("8", "9", "a", "b") + rs(hexd, 3) + "-" + rs(hexd, 12)
}
func traceparent() string { return "00-" + rs(hexd, 32) + "-" + rs(hexd, 16) + "-01" }
func sha256d() string     { return "sha256:" + rs(hexd, 64) }
func commit() string      { return rs(hexd, 40) }
func ipPriv() string {
	switch rng.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rint(0, 255), rint(0, 255), rint(1, 254))
	case 1:
		return fmt.Sprintf("172.%d.%d.%d", rint(16, 31), rint(0, 255), rint(1, 254))
	}
	return fmt.Sprintf("192.168.%d.%d", rint(0, 255), rint(1, 254))
}
func ipPub() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick(3, 13, 18, 34, 35, 52, 54, 104, 142, 151, 185, 203), rint(0, 255), rint(0, 255), rint(1, 254))
}

var months = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
var wdays = []string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}

func httpDate() string {
	return fmt.Sprintf("%s, %02d %s %d %02d:%02d:%02d GMT", pick(wdays...), rint(1, 28), pick(months...), rint(2023, 2026), rint(0, 23), rint(0, 59), rint(0, 59))
}
func isoTS() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", rint(2023, 2026), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
}
func logTS() string {
	return fmt.Sprintf("%d-%02d-%02d %02d:%02d:%02d,%03d", rint(2023, 2026), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
}
func etag() string {
	if chance(0.5) {
		return fmt.Sprintf(`W/"%x-%s"`, rint(100, 99999), rs(b64url, 27))
	}
	return `"` + rs(hexd, 32) + `"`
}
func podName(app string) string {
	return app + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 9) + "-" + rs("bcdfghjklmnpqrstvwxz2456789", 5)
}
func akia() string     { return "AKIA" + rs(upper+"234567", 16) }
func amzReqID() string { return strings.ToUpper(rs(hexd, 16)) }
func amzID2() string   { return rs(b64, 76) }
func cfRay() string {
	return rs(hexd, 16) + "-" + pick("FRA", "AMS", "IAD", "SJC", "NRT", "GRU", "CDG", "LHR")
}
func stripeID(p string) string {
	return p + "_" + rs(alnum, 24)
}
func reqID() string { return pick("req_"+rs(alnum, 14), uuid(), rs(hexd, 32)) }
func port() string {
	return fmt.Sprint(pick(443, 8443, 5432, 3306, 6379, 27017, 5672, 9092, 8080, 3000, 9200, 1433, 587, 465, 993, 636, 389))
}
func ver() string  { return fmt.Sprintf("%d.%d.%d", rint(1, 9), rint(0, 30), rint(0, 20)) }
func nsTS() string { return fmt.Sprintf("17%017d", rng.Int63n(1e17)) }
func maskedPAN() string {
	return pick("411111", "545454", "371449", "601100", "353011") + "******" + rs(digits, 4)
}

// vtok returns a credential in the format of the named vendor.
func vtok(vendor string) string {
	return uniq(func() string {
		switch vendor {
		case "github":
			return pick("ghp_"+secretish(alnum, 36), "github_pat_11"+secretish(upper+digits, 20)+"_"+secretish(alnum, 59), "ghs_"+secretish(alnum, 36))
		case "stripe":
			return pick("sk_live_51", "rk_live_51") + secretish(alnum, 97)
		case "openai":
			return "sk-proj-" + secretish(b64url, 80) + "T3BlbkFJ" + secretish(b64url, 40)
		case "slack":
			return fmt.Sprintf("xoxb-%d-%d-%s", rint(1000000000, 9999999999), rint(1000000000000, 9999999999999), secretish(alnum, 24))
		case "npm":
			return "npm_" + secretish(alnum, 36)
		case "nuget":
			return "oy2" + rs(lower+digits, 43)
		case "gitlab":
			return "glpat-" + secretish(alnum+"_-", 20)
		case "anthropic":
			return "sk-ant-api03-" + secretish(b64url, 93) + "AA"
		}
		return vendorToken()
	})
}

// tsSeq returns n increasing ISO timestamps a few seconds apart.
func tsSeq(n int) []string {
	y, mo, d, h, mi := rint(2023, 2026), rint(1, 12), rint(1, 28), rint(0, 22), rint(0, 58)
	sec := float64(rint(0, 50)) + rng.Float64()
	var out []string
	for i := 0; i < n; i++ {
		s := int(sec)
		out = append(out, fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%07dZ", y, mo, d, h, mi+s/60, s%60, int((sec-float64(s))*1e7)))
		sec += rng.Float64() * 3
	}
	return out
}
