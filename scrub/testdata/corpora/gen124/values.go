package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var rng = rand.New(rand.NewSource(124))

// used holds every PII value handed out so far (membership only, never iterated).
var used = map[string]bool{}

func pick(xs ...string) string { return xs[rng.Intn(len(xs))] }
func digits(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(byte('0' + rng.Intn(10)))
	}
	return b.String()
}
func nz(n int) string { // n digits, first non-zero
	return string(byte('1'+rng.Intn(9))) + digits(n-1)
}
func upper(n int) string {
	const a = "ABCDEFGHJKLMNPQRSTUVWXYZ"
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(a[rng.Intn(len(a))])
	}
	return b.String()
}
func alnum(n int, set string) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(set[rng.Intn(len(set))])
	}
	return b.String()
}

const b62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexs = "0123456789abcdef"

// unique retries gen until it yields a value not seen before.
func unique(gen func() string) string {
	for i := 0; i < 1000; i++ {
		v := gen()
		if !used[v] {
			used[v] = true
			return v
		}
	}
	panic("unique: exhausted")
}

// ---------- SSN / ITIN ----------

func ssnParts() (int, int, int) {
	for {
		a := 1 + rng.Intn(899)
		g := 1 + rng.Intn(99)
		s := 1 + rng.Intn(9999)
		if a == 666 || (a == 78 && g == 5 && s == 1120) || (a == 219 && g == 9 && s == 9999) {
			continue
		}
		return a, g, s
	}
}
func ssnFmt(sep string) string {
	return unique(func() string {
		a, g, s := ssnParts()
		return fmt.Sprintf("%03d%s%02d%s%04d", a, sep, g, sep, s)
	})
}

var itinGroups = func() []int {
	var r []int
	for g := 50; g <= 65; g++ {
		r = append(r, g)
	}
	for g := 70; g <= 88; g++ {
		r = append(r, g)
	}
	for _, g := range []int{90, 91, 92, 94, 95, 96, 97, 98, 99} {
		r = append(r, g)
	}
	return r
}()

func itinFmt(sep string) string {
	return unique(func() string {
		return fmt.Sprintf("9%02d%s%02d%s%04d", rng.Intn(100), sep, itinGroups[rng.Intn(len(itinGroups))], sep, 1+rng.Intn(9999))
	})
}

// ---------- phones ----------

var usAreas = []string{"213", "305", "347", "415", "469", "512", "617", "678", "703", "713", "718", "773", "786", "832", "909", "956", "914", "571", "240", "301", "404", "602", "702", "206", "503", "612", "646", "917", "929", "201", "973", "862", "732", "516", "631", "954", "561", "407", "813", "904", "210", "214", "281", "323", "408", "510", "559", "626", "657", "714", "760", "818", "915", "346", "720", "919", "980", "615", "502", "515", "402", "816", "385", "801", "347", "267", "215", "410", "443", "857", "978", "401", "203", "860", "413"}

func nanp() (string, string, string) {
	for {
		a := usAreas[rng.Intn(len(usAreas))]
		e := fmt.Sprintf("%d%02d", 2+rng.Intn(8), rng.Intn(100))
		if e[1:] == "11" || e == "555" || e == "950" || e == "958" || e == "959" {
			continue
		}
		return a, e, digits(4)
	}
}
func phUS(style int) string {
	return unique(func() string {
		a, e, n := nanp()
		switch style {
		case 0:
			return fmt.Sprintf("(%s) %s-%s", a, e, n)
		case 1:
			return fmt.Sprintf("%s-%s-%s", a, e, n)
		case 2:
			return fmt.Sprintf("%s.%s.%s", a, e, n)
		case 3:
			return fmt.Sprintf("+1 %s-%s-%s", a, e, n)
		case 4:
			return fmt.Sprintf("+1 (%s) %s-%s", a, e, n)
		case 5:
			return fmt.Sprintf("+1%s%s%s", a, e, n)
		case 6:
			return fmt.Sprintf("%s %s %s", a, e, n)
		case 7:
			return fmt.Sprintf("%s%s%s", a, e, n)
		case 8:
			return fmt.Sprintf("1-%s-%s-%s", a, e, n)
		}
		return fmt.Sprintf("(%s)%s-%s", a, e, n)
	})
}
func phUSany() string { return phUS(rng.Intn(5)) }

func phDO() string {
	return unique(func() string {
		return fmt.Sprintf("+1 (%s) %d%s-%s", pick("809", "829", "849"), 2+rng.Intn(8), digits(2), digits(4))
	})
}

func phIntl(cc string, nat bool) string {
	return unique(func() string {
		switch cc {
		case "mx":
			if nat {
				return pick("55", "33", "81") + " " + nz(4) + " " + digits(4)
			}
			if rng.Intn(2) == 0 {
				return "+52 " + pick("55", "33", "81") + " " + nz(4) + " " + digits(4)
			}
			return "+52 1 " + pick("664", "656", "999", "443", "222", "477") + " " + nz(3) + " " + digits(4)
		case "gt":
			return "+502 " + pick("3", "4", "5") + digits(3) + " " + digits(4)
		case "sv":
			return "+503 " + pick("7", "6") + digits(3) + " " + digits(4)
		case "hn":
			return "+504 " + pick("9", "3", "8") + digits(3) + "-" + digits(4)
		case "ph":
			p := pick("917", "918", "920", "927", "939", "995", "906", "945")
			if nat {
				return "0" + p + " " + digits(3) + " " + digits(4)
			}
			return "+63 " + p + " " + digits(3) + " " + digits(4)
		case "vn":
			p := pick("90", "91", "93", "97", "98", "86", "70", "77", "38", "35")
			if nat {
				return "0" + p + digits(1) + " " + digits(3) + " " + digits(3)
			}
			return "+84 " + p + digits(1) + " " + digits(3) + " " + digits(3)
		case "cn":
			p := pick("138", "139", "135", "186", "159", "152", "188", "177", "131")
			if nat {
				return p + digits(8)
			}
			return "+86 " + p + " " + digits(4) + " " + digits(4)
		case "in":
			p := pick("98", "97", "99", "96", "88", "70", "81", "63")
			if nat {
				return p + digits(3) + " " + digits(5)
			}
			return "+91 " + p + digits(3) + " " + digits(5)
		case "ht":
			p := pick("3", "4", "5")
			if nat {
				return p + digits(3) + "-" + digits(4)
			}
			return "+509 " + p + digits(1) + " " + digits(2) + " " + digits(4)
		case "eg":
			return "+20 1" + pick("0", "1", "2", "5") + " " + digits(4) + " " + digits(4)
		case "sy":
			return "+963 9" + digits(2) + " " + digits(3) + " " + digits(3)
		case "jo":
			return "+962 7" + pick("7", "8", "9") + " " + digits(3) + " " + digits(4)
		case "iq":
			return "+964 7" + pick("50", "70", "80", "90", "71") + " " + digits(3) + " " + digits(4)
		case "ye":
			return "+967 7" + pick("1", "3", "7", "0") + digits(1) + " " + digits(3) + " " + digits(3)
		case "co":
			return "+57 3" + pick("10", "12", "15", "20", "01") + " " + digits(3) + " " + digits(4)
		case "ve":
			return "+58 4" + pick("12", "14", "16", "24", "26") + "-" + digits(3) + "-" + digits(4)
		case "cu":
			return "+53 5" + digits(3) + " " + digits(4)
		case "ni":
			return "+505 8" + digits(3) + " " + digits(4)
		}
		panic(cc)
	})
}

// ---------- e-mail ----------

var mailFirst = []string{"maria", "jose", "rosa", "juan", "wei", "li", "ngoc", "thanh", "minh", "jean", "marie", "rodrigue", "fatima", "ahmed", "omar", "layla", "priya", "rahul", "anjali", "arjun", "maricel", "jocelyn", "ramon", "lourdes", "carlos", "guadalupe", "xiaoming", "hui", "linh", "tuan", "nadia", "youssef", "kenia", "edwin", "daniela", "wilson", "mirlande", "samir", "deepa", "vikram"}
var mailLast = []string{"garcia", "hernandez", "lopez", "martinez", "zhang", "wang", "chen", "nguyen", "tran", "pham", "le", "pierre", "joseph", "louis", "charles", "haddad", "khalil", "alsayed", "patel", "sharma", "singh", "reddy", "santos", "reyes", "cruz", "bautista", "ramirez", "flores", "morales", "liu", "huang", "vo", "dang", "jean-baptiste", "mansour", "nasser", "gupta", "iyer", "dela.cruz", "castillo"}
var mailProv = []string{"gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "icloud.com", "aol.com", "live.com", "qq.com", "163.com", "yahoo.com.mx", "hotmail.es", "yahoo.com.ph", "gmail.com", "gmail.com", "rediffmail.com", "protonmail.com", "126.com", "msn.com"}
var firmDom = []string{"garzaimmigration.com", "lopezvisalaw.com", "pacificimmigrationlaw.com", "nguyenlawgroup.com", "mehta-immigration.com", "bostonimmigrationjustice.org", "ayudalegaltx.org", "haitianlegalaid.org", "catholiccharitiesla.org", "hias-sf.org", "cliniclegal.org", "visalawpartners.com"}

func email() string {
	return unique(func() string {
		f, l := mailFirst[rng.Intn(len(mailFirst))], mailLast[rng.Intn(len(mailLast))]
		var local string
		switch rng.Intn(6) {
		case 0:
			local = f + "." + l
		case 1:
			local = f + l + digits(2)
		case 2:
			local = f + "_" + l + fmt.Sprint(1960+rng.Intn(45))
		case 3:
			local = string(f[0]) + l + digits(3)
		case 4:
			local = l + "." + f + digits(1)
		default:
			local = f + "." + l + "." + digits(2)
		}
		local = strings.ReplaceAll(local, "dela.cruz", "delacruz")
		return local + "@" + mailProv[rng.Intn(len(mailProv))]
	})
}
func emailFirm() string {
	return unique(func() string {
		f, l := mailFirst[rng.Intn(len(mailFirst))], mailLast[rng.Intn(len(mailLast))]
		l = strings.ReplaceAll(l, "dela.cruz", "delacruz")
		local := pick(string(f[0])+l, f+"."+l, f, f+"."+string(l[0]))
		return local + "@" + firmDom[rng.Intn(len(firmDom))]
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
func luhnOK(s string) bool { return luhnDigit(s[:len(s)-1]) == s[len(s)-1] }

func cardNum(prefix string, n int) string {
	body := prefix + digits(n-1-len(prefix))
	return body + string(luhnDigit(body))
}
func group(s string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, z := range sizes {
		parts = append(parts, s[i:i+z])
		i += z
	}
	return strings.Join(parts, sep)
}

// card returns a Luhn-valid card for issuer: visa, mc, amex, disc, ebt.
func card(issuer string, style int) string {
	return unique(func() string {
		var n string
		switch issuer {
		case "visa":
			n = cardNum("4"+pick("147", "266", "388", "024", "532", "815", "000", "217"), 16)
		case "mc":
			if rng.Intn(3) == 0 {
				n = cardNum(fmt.Sprint(2221+rng.Intn(499)), 16)
			} else {
				n = cardNum(fmt.Sprint(51+rng.Intn(5)), 16)
			}
		case "amex":
			n = cardNum(pick("34", "37"), 15)
			if style == 3 {
				return n
			}
			return group(n, []int{4, 6, 5}, pick(" ", "-"))
		case "disc":
			n = cardNum(pick("6011", "65"), 16)
		case "ebt":
			// state EBT issuer numbers (Quest/Maestro-range and Discover-range BINs)
			n = cardNum(pick("507680", "507719", "508139", "600890", "610098", "600486", "507703", "504476"), 16)
		}
		switch style {
		case 0:
			return group(n, []int{4, 4, 4, 4}, " ")
		case 1:
			return group(n, []int{4, 4, 4, 4}, "-")
		default:
			return n
		}
	})
}

// ---------- JWT / tokens / passwords ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func randB64(n int) string {
	return alnum(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
}
func uuid() string {
	return alnum(8, hexs) + "-" + alnum(4, hexs) + "-4" + alnum(3, hexs) + "-" + pick("8", "9", "a", "b") + alnum(3, hexs) + "-" + alnum(12, hexs)
}

func jwt() string {
	return unique(func() string {
		iss := pick("https://secure.login.gov", "https://myaccount.uscis.gov", "https://idp.id.me", "https://auth.benefits.ny.gov", "https://login.ssa.gov", "https://sso.twc.texas.gov", "https://accounts.ca.gov/edd")
		alg := pick("RS256", "ES256", "HS256", "RS256")
		h := fmt.Sprintf(`{"alg":"%s","typ":"JWT","kid":"%s"}`, alg, alnum(10, b62))
		if rng.Intn(3) == 0 {
			h = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
		}
		iat := 1700000000 + rng.Intn(60000000)
		p := fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","iat":%d,"exp":%d,"acr":"%s"}`, iss, uuid(), alnum(12, b62), iat, iat+900, pick("http://idmanagement.gov/ns/assurance/ial/2", "urn:acr.login.gov:verified", "loa3"))
		if rng.Intn(2) == 0 {
			p = fmt.Sprintf(`{"sub":"%s","email_verified":true,"iat":%d,"exp":%d,"scope":"case.read benefits.status"}`, uuid(), iat, iat+3600)
		}
		sig := randB64(43)
		if alg == "RS256" {
			sig = randB64(342)
		}
		if alg == "ES256" {
			sig = randB64(86)
		}
		return b64(h) + "." + b64(p) + "." + sig
	})
}

func bearerTok() string {
	return unique(func() string {
		switch rng.Intn(3) {
		case 0:
			return alnum(28, b62)
		case 1:
			return alnum(40, b62) + pick("", "==", "")
		}
		return alnum(8, hexs) + alnum(24, b62)
	})
}
func skLive() string {
	return unique(func() string { return "sk_live_" + alnum(24+rng.Intn(76), b62) })
}
func ghp() string { return unique(func() string { return "ghp_" + alnum(36, b62) }) }
func clientSec() string {
	return unique(func() string { return alnum(8, b62) + "~" + alnum(24, b62+"-") })
}
func apiKey() string { return unique(func() string { return alnum(32, hexs) }) }
func sessID() string { return unique(func() string { return alnum(32, "ABCDEF0123456789") }) }

var pwWords = []string{"Guadalupe", "Tigre", "Manila", "Saigon", "Lotus", "Falcon", "Girasol", "Mango", "Jacmel", "Cedar", "Delhi", "Esperanza", "Corazon", "Bayabas", "Hoasen", "Soleil", "Zaytoun", "Ganesh", "Quetzal", "Lempira", "Sampaguita", "Phoenix", "Milagros", "Kiskeya", "Petunia", "Yasmin", "Dragon", "Halong", "Cebu", "Tegucigalpa"}

func password() string {
	return unique(func() string {
		w := pwWords[rng.Intn(len(pwWords))]
		switch rng.Intn(5) {
		case 0:
			return w + fmt.Sprint(1970+rng.Intn(40)) + pick("!", "#", "$", "*")
		case 1:
			return strings.ToLower(w) + pick(".", "_", "@") + digits(2+rng.Intn(3)) + upper(1)
		case 2:
			return alnum(3, b62) + pick("#", "!", "%", "&") + alnum(4, b62) + digits(2) + pick("?", "$", "@")
		case 3:
			w2 := pwWords[rng.Intn(len(pwWords))]
			if w2 == w {
				w2 = "Sol"
			}
			return w + "_" + w2 + digits(2)
		}
		return pick("Mi", "My", "La", "Ti") + w + digits(4) + pick("!", ".")
	})
}

// basicAuth is the value of an HTTP Basic header: base64 of login:password.
func basicAuth() string {
	return unique(func() string {
		return base64.StdEncoding.EncodeToString([]byte(pick("intake", "paralegal", "admin", "clinic") + digits(2) + ":" + password()))
	})
}
