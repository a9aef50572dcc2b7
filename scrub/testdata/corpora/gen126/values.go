package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---------- random helpers ----------

func rn(n int) int             { return rng.Intn(n) }
func pick(xs ...string) string { return xs[rng.Intn(len(xs))] }
func pickS(xs []string) string { return xs[rng.Intn(len(xs))] }
func chance(p float64) bool    { return rng.Float64() < p }
func between(a, b int) int     { return a + rng.Intn(b-a+1) }

const (
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	hexl    = "0123456789abcdef"
	b64url  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64std  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	lowers  = "abcdefghijklmnopqrstuvwxyz"
	digitsA = "0123456789"
)

func rs(alpha string, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(alpha[rng.Intn(len(alpha))])
	}
	return sb.String()
}

// randomish token: guarantees a digit and an upper-case letter and a lower-case letter.
func rtok(n int) string {
	for {
		s := rs(alnum, n)
		if strings.ContainsAny(s, digitsA) && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, lowers) {
			return s
		}
	}
}

func digs(n int) string { return rs(digitsA, n) }

// digit n, first digit from set
func digsF(first string, n int) string { return rs(first, 1) + digs(n-1) }

// ---------- digit systems ----------

const (
	dsASCII = iota
	dsArabic
	dsDeva
	dsFull
)

func conv(s string, ds int) string {
	if ds == dsASCII {
		return s
	}
	var base rune
	switch ds {
	case dsArabic:
		base = 0x0660
	case dsDeva:
		base = 0x0966
	case dsFull:
		base = 0xFF10
	}
	var sb strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			sb.WriteRune(base + (r - '0'))
		} else if ds == dsFull && r == '-' {
			sb.WriteRune('－')
		} else if ds == dsFull && r == '+' {
			sb.WriteRune('＋')
		} else {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// ---------- people ----------

type person struct {
	First, Last   string // display
	FirstA, LastA string // ascii, for e-mail local parts
}

func fold(s string) string {
	rep := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ê", "e", "ë", "e", "á", "a", "à", "a", "â", "a", "ã", "a", "ç", "c", "í", "i", "ì", "i", "î", "i", "ï", "i", "ó", "o", "ò", "o", "ô", "o", "õ", "o", "ú", "u", "ù", "u", "û", "u", "ñ", "n", "ł", "l", "ś", "s", "ź", "z", "ż", "z", "ć", "c", "ń", "n", "ę", "e", "ą", "a", "ş", "s", "ğ", "g", "ı", "i", "Ş", "S", "İ", "I", "Ö", "O", "Ü", "U", "Ç", "C", "Ł", "L", "Ś", "S", "Ż", "Z", "É", "E", "Á", "A")
	return strings.ToLower(rep.Replace(s))
}

func newPerson(lang string) person {
	L := langs[lang]
	i, j := rn(len(L.first)), rn(len(L.last))
	p := person{First: L.first[i], Last: L.last[j]}
	if L.firstA != nil {
		p.FirstA, p.LastA = L.firstA[i], L.lastA[j]
	} else {
		p.FirstA, p.LastA = fold(p.First), fold(p.Last)
	}
	return p
}

func (p person) Full(lang string) string {
	switch lang {
	case "ja", "zh":
		return p.Last + p.First
	case "hu":
		return p.Last + " " + p.First
	}
	return p.First + " " + p.Last
}

// ---------- e-mail ----------

var companyDomains = []string{"brightwave.io", "northwind-traders.com", "kestrel-logistics.de", "atelier-roux.fr", "solmar.es", "vetrotech.it", "meridian-health.org", "lumenpay.com", "haldor.nl", "polskabud.pl", "tekhnoprom.ru", "anadolu-yazilim.com.tr", "alnoor-trading.ae", "shreeram-infotech.in", "sakura-denki.co.jp", "huaxin-tech.cn", "bluepeak.co", "fernhill.co.uk", "orbitlane.ai", "cobaltbay.io", "granitehq.com", "pinecrest.edu", "riverside-clinic.org", "quantaflow.dev"}

func email(lang string, p person) string {
	L := langs[lang]
	dom := pickS(L.domains)
	if chance(0.25) {
		dom = pickS(companyDomains)
	}
	f, l := p.FirstA, p.LastA
	f = strings.ReplaceAll(f, " ", "")
	l = strings.ReplaceAll(l, " ", "")
	var local string
	switch rn(10) {
	case 0:
		local = f + "." + l
	case 1:
		local = f + l + digs(2)
	case 2:
		local = f[:1] + "." + l
	case 3:
		local = f + "_" + l + fmt.Sprint(between(70, 99))
	case 4:
		local = f + "." + l + "+" + pick("orders", "news", "work", "shop", "bank", "2fa")
	case 5:
		local = l + "." + f + digs(1)
	case 6:
		local = f + fmt.Sprint(between(1965, 2004))
	case 7:
		local = f[:1] + l + digs(3)
	case 8:
		local = f + "-" + l
	default:
		local = l + f[:1] + digs(2)
	}
	if lang == "zh" && chance(0.4) && (dom == "qq.com" || dom == "foxmail.com") {
		local = digsF("123456789", between(8, 10))
	}
	return local + "@" + dom
}

// ---------- phones ----------

var usAreas = []string{"212", "213", "312", "415", "503", "617", "646", "702", "713", "718", "805", "917", "206", "303", "404", "512", "619", "720", "773", "832", "347", "480", "571", "860", "919", "925", "253", "385"}

func nanpLocal() (string, string) {
	ex := digsF("23456789", 3)
	for ex[1:] == "11" || ex == "555" {
		ex = digsF("23456789", 3)
	}
	return ex, digs(4)
}

// phone returns a number from country cc in a random common style.
func phone(cc string) string {
	switch cc {
	case "US":
		a := pickS(usAreas)
		e, n := nanpLocal()
		switch rn(7) {
		case 0:
			return "(" + a + ") " + e + "-" + n
		case 1:
			return a + "-" + e + "-" + n
		case 2:
			return a + "." + e + "." + n
		case 3:
			return "+1 " + a + "-" + e + "-" + n
		case 4:
			return "+1 (" + a + ") " + e + "-" + n
		case 5:
			return "+1" + a + e + n
		default:
			return "1-" + a + "-" + e + "-" + n
		}
	case "UK":
		if chance(0.6) {
			m := "7" + pick("4", "5", "7", "8", "9") + digs(2)
			r := digs(6)
			return pick("0"+m+" "+r, "+44 "+m+" "+r, "+44 (0)"+m+" "+r, "+44"+m+r)
		}
		return pick("020 3"+digs(3)+" "+digs(4), "+44 20 3"+digs(3)+" "+digs(4), "0161 "+digsF("23456789", 3)+" "+digs(4), "+44 113 "+digsF("23456789", 3)+" "+digs(4))
	case "DE":
		if chance(0.6) {
			pre := pick("151", "152", "157", "160", "170", "171", "172", "173", "175", "176", "177", "178", "179")
			rest := digs(7)
			if pre == "151" || pre == "152" || pre == "157" || pre == "176" {
				rest = digs(8)
			}
			switch rn(5) {
			case 0:
				return "0" + pre + " " + rest
			case 1:
				return "+49 " + pre + " " + rest
			case 2:
				return "+49 (0)" + pre + " " + rest
			case 3:
				return "0" + pre + "/" + rest
			default:
				return "+49" + pre + rest
			}
		}
		city := pick("30", "40", "89", "221", "69", "711", "211", "341")
		n := digsF("23456789", 10-len(city))
		return pick("0"+city+" "+n, "+49 "+city+" "+n, "+49 (0)"+city+" "+n, "0"+city+" / "+n)
	case "FR":
		d := pick("6", "7", "1", "4", "9")
		g := []string{digs(2), digs(2), digs(2), digs(2)}
		switch rn(4) {
		case 0:
			return "0" + d + " " + strings.Join(g, " ")
		case 1:
			return "+33 " + d + " " + strings.Join(g, " ")
		case 2:
			return "0" + d + "." + strings.Join(g, ".")
		default:
			return "+33 (0)" + d + " " + strings.Join(g, " ")
		}
	case "ES":
		if chance(0.7) {
			m := pick("6", "7") + digs(2)
			switch rn(3) {
			case 0:
				return "+34 " + m + " " + digs(3) + " " + digs(3)
			case 1:
				return "+34 " + m + " " + digs(2) + " " + digs(2) + " " + digs(2)
			default:
				return "+34" + m + digs(6)
			}
		}
		return "+34 91 " + digs(3) + " " + digs(2) + " " + digs(2)
	case "MX":
		return pick("+52 55 "+digs(4)+" "+digs(4), "+52 1 33 "+digs(4)+" "+digs(4), "+52 (81) "+digs(4)+"-"+digs(4))
	case "BR":
		dd := pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "48")
		n := "9" + digs(4)
		m := digs(4)
		switch rn(4) {
		case 0:
			return "(" + dd + ") " + n + "-" + m
		case 1:
			return "+55 " + dd + " " + n + "-" + m
		case 2:
			return "+55 (" + dd + ") " + n + "-" + m
		default:
			return "+55" + dd + n + m
		}
	case "PT":
		return "+351 9" + pick("1", "2", "3", "6") + digs(1) + " " + digs(3) + " " + digs(3)
	case "IT":
		m := "3" + pick("2", "3", "4", "5", "8", "9") + digs(1)
		switch rn(4) {
		case 0:
			return "+39 " + m + " " + digs(3) + " " + digs(4)
		case 1:
			return "+39 " + m + " " + digs(7)
		case 2:
			return "+39" + m + digs(7)
		default:
			return "+39 02 " + digs(4) + " " + digs(4)
		}
	case "NL":
		switch rn(3) {
		case 0:
			return "+31 6 " + digs(8)
		case 1:
			return "06-" + digs(8)
		default:
			return "+31 20 " + digs(3) + " " + digs(4)
		}
	case "PL":
		m := pick("5", "6", "7", "8") + digs(2)
		switch rn(3) {
		case 0:
			return "+48 " + m + " " + digs(3) + " " + digs(3)
		case 1:
			return "+48 " + m + "-" + digs(3) + "-" + digs(3)
		default:
			return "+48" + m + digs(6)
		}
	case "RU":
		op := "9" + digs(2)
		a, b, c := digs(3), digs(2), digs(2)
		switch rn(4) {
		case 0:
			return "+7 " + op + " " + a + "-" + b + "-" + c
		case 1:
			return "8 (" + op + ") " + a + "-" + b + "-" + c
		case 2:
			return "+7 (" + op + ") " + a + "-" + b + "-" + c
		default:
			return "+7 (495) " + a + "-" + b + "-" + c
		}
	case "TR":
		op := "5" + pick("3", "4", "5", "0") + digs(1)
		a, b, c := digs(3), digs(2), digs(2)
		switch rn(4) {
		case 0:
			return "+90 " + op + " " + a + " " + b + " " + c
		case 1:
			return "0 (" + op + ") " + a + " " + b + " " + c
		case 2:
			return "0" + op + " " + a + " " + b + " " + c
		default:
			return "+90 (212) " + a + " " + b + " " + c
		}
	case "SA":
		return pick("+966 5"+pick("0", "3", "4", "5", "6")+" "+digs(3)+" "+digs(4), "05"+pick("0", "5")+" "+digs(3)+" "+digs(4), "+9665"+pick("0", "5")+digs(7))
	case "AE":
		return pick("+971 5"+pick("0", "2", "5", "6")+" "+digs(3)+" "+digs(4), "+971 4 "+digs(3)+" "+digs(4))
	case "EG":
		return pick("+20 1"+pick("0", "1", "2", "5")+" "+digs(4)+" "+digs(4), "01"+pick("0", "1", "2")+digs(1)+" "+digs(3)+" "+digs(4))
	case "IN":
		m := pick("9", "8", "7") + digs(4)
		r := digs(5)
		switch rn(4) {
		case 0:
			return "+91 " + m + " " + r
		case 1:
			return "+91-" + m + "-" + r
		case 2:
			return "+91" + m + r
		default:
			return "0" + m + " " + r
		}
	case "JP":
		m := pick("90", "80", "70")
		a, b := digs(4), digs(4)
		switch rn(4) {
		case 0:
			return "0" + m + "-" + a + "-" + b
		case 1:
			return "+81 " + m + "-" + a + "-" + b
		case 2:
			return "03-" + a + "-" + b
		default:
			return "06-" + digsF("23456789", 4) + "-" + b
		}
	case "CN":
		m := "1" + pick("3", "5", "8", "9") + digs(1)
		a, b := digs(4), digs(4)
		switch rn(4) {
		case 0:
			return m + " " + a + " " + b
		case 1:
			return "+86 " + m + " " + a + " " + b
		case 2:
			return "+86-" + m + "-" + a + "-" + b
		default:
			return "+86 10 " + digsF("5678", 4) + " " + b
		}
	case "KR":
		return pick("010-"+digs(4)+"-"+digs(4), "+82 10-"+digs(4)+"-"+digs(4))
	}
	panic("cc " + cc)
}

// ---------- SSN / ITIN ----------

func ssnParts() (int, int, int) {
	for {
		a := between(1, 899)
		if a == 666 {
			continue
		}
		g := between(1, 99)
		s := between(1, 9999)
		if (a == 78 && g == 5 && s == 1120) || (a == 219 && g == 9 && s == 9999) {
			continue
		}
		return a, g, s
	}
}

func ssn(style int) string {
	a, g, s := ssnParts()
	switch style {
	case 1:
		return fmt.Sprintf("%03d %02d %04d", a, g, s)
	case 2:
		return fmt.Sprintf("%03d%02d%04d", a, g, s)
	}
	return fmt.Sprintf("%03d-%02d-%04d", a, g, s)
}

func itin() string {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	for _, g := range []int{90, 91, 92, 94, 95, 96, 97, 98, 99} {
		groups = append(groups, g)
	}
	return fmt.Sprintf("9%02d-%02d-%04d", rn(100), groups[rn(len(groups))], between(1, 9999))
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

func luhnOK(n string) bool {
	return luhnDigit(n[:len(n)-1]) == n[len(n)-1]
}

type cardBrand struct {
	name   string
	prefix []string
	length int
}

var brands = []cardBrand{
	{"Visa", []string{"4532", "4716", "4929", "4024", "4485", "4539", "4916", "4556", "4147", "4266"}, 16},
	{"Mastercard", []string{"51", "52", "53", "54", "55", "2221", "2320", "2519", "2720"}, 16},
	{"Amex", []string{"34", "37"}, 15},
	{"Discover", []string{"6011", "644", "65"}, 16},
	{"JCB", []string{"3528", "3530", "3566", "3589"}, 16},
	{"Diners", []string{"36", "3056"}, 14},
	{"UnionPay", []string{"6222", "6228", "6212"}, 16},
	{"Mir", []string{"2200", "2202", "2204"}, 16},
	{"Maestro", []string{"6759", "5018"}, 16},
	{"RuPay", []string{"6522", "6081"}, 16},
	{"Troy", []string{"9792"}, 16},
}

func cardNumber(b cardBrand) string {
	p := pickS(b.prefix)
	body := p + digs(b.length-1-len(p))
	return body + string(luhnDigit(body))
}

// cardFmt formats a number: 0 plain, 1 spaced, 2 dashed
func cardFmt(n string, style int) string {
	if style == 0 {
		return n
	}
	sep := " "
	if style == 2 {
		sep = "-"
	}
	var groups []int
	switch len(n) {
	case 15:
		groups = []int{4, 6, 5}
	case 14:
		groups = []int{4, 6, 4}
	default:
		for i := 0; i < len(n); i += 4 {
			groups = append(groups, min(4, len(n)-i))
		}
	}
	var parts []string
	i := 0
	for _, g := range groups {
		parts = append(parts, n[i:i+g])
		i += g
	}
	return strings.Join(parts, sep)
}

func card() (string, string) {
	b := brands[rn(len(brands))]
	if rn(3) > 0 {
		b = brands[rn(4)]
	}
	return cardFmt(cardNumber(b), rn(3)), b.name
}

// Luhn-failing 16-digit reference number with a card-like prefix
func luhnFail16() string {
	for {
		body := pick("4", "5", "6", "3") + digs(15)
		if !luhnOK(body) {
			return body
		}
	}
}

// ---------- JWT ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt(sub, mail string) string {
	var h string
	sigLen := 32
	switch rn(4) {
	case 0:
		h = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		h = `{"alg":"RS256","typ":"JWT","kid":"` + rs(hexl, 16) + `"}`
		sigLen = 128
	case 2:
		h = `{"typ":"JWT","alg":"ES256","kid":"` + rs(alnum, 10) + `"}`
		sigLen = 64
	default:
		h = `{"alg":"HS512","typ":"JWT"}`
		sigLen = 64
	}
	iat := 1700000000 + rn(40000000)
	var p string
	switch rn(3) {
	case 0:
		p = fmt.Sprintf(`{"sub":"%s","email":"%s","iat":%d,"exp":%d}`, sub, mail, iat, iat+3600)
	case 1:
		p = fmt.Sprintf(`{"iss":"https://auth.%s/","sub":"%s","aud":"api","scope":"read write","iat":%d,"exp":%d}`, pickS(companyDomains), sub, iat, iat+900)
	default:
		p = fmt.Sprintf(`{"user_id":%d,"role":"%s","sid":"%s","iat":%d,"exp":%d}`, between(10000, 9999999), pick("admin", "member", "support", "viewer"), rs(hexl, 24), iat, iat+86400)
	}
	sig := make([]byte, sigLen)
	for i := range sig {
		sig[i] = byte(rn(256))
	}
	return b64u(h) + "." + b64u(p) + "." + base64.RawURLEncoding.EncodeToString(sig)
}

// ---------- secrets ----------

func secret(kind string) string {
	switch kind {
	case "opaque":
		return rtok(between(32, 48))
	case "ghp":
		return pick("ghp_", "gho_", "ghs_") + rtok(36)
	case "ghpat":
		return "github_pat_11" + rs(upnum, 20) + "_" + rtok(59)
	case "openai":
		return "sk-proj-" + rtok(48) + rs(b64url, 20)
	case "anthropic":
		return "sk-ant-api03-" + rs(b64url, 93) + "AA"
	case "stripe":
		return pick("sk_live_", "rk_live_") + rtok(between(24, 34))
	case "slack":
		return pick("xoxb-", "xoxp-") + digsF("123456789", 12) + "-" + digsF("123456789", 13) + "-" + rtok(24)
	case "gitlab":
		return "glpat-" + rs(alnum+"_-", 20)
	case "npm":
		return "npm_" + rtok(36)
	case "hf":
		return "hf_" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)
	case "aws":
		for {
			s := rs(b64std, 40)
			if strings.ContainsAny(s, digitsA) && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
				return s
			}
		}
	case "sendgrid":
		return "SG." + rs(b64url, 22) + "." + rs(b64url, 43)
	case "telegram":
		return digsF("123456789", 10) + ":AA" + rs(b64url, 33)
	case "google":
		return "ya29." + rs(b64url, between(80, 120))
	case "gapi":
		return "AIza" + rs(b64url, 35)
	case "docker":
		return "dckr_pat_" + rs(b64url, 27)
	case "shopify":
		return "shpat_" + rs(hexl, 32)
	case "hex":
		return rs(hexl, between(32, 64))
	case "pw":
		return password()
	}
	panic(kind)
}

var secretKinds = []string{"opaque", "ghp", "ghpat", "openai", "anthropic", "stripe", "slack", "gitlab", "npm", "hf", "sendgrid", "telegram", "google", "gapi", "docker", "shopify"}

var pwWords = []string{"Sommer", "Winter", "Kiwi", "Lamp", "Harbor", "Falcon", "Maple", "Tiger", "Orange", "Rocket", "Blue", "Dragon", "Gato", "Luna", "Kasia", "Istanbul", "Moscow", "Sakura", "Panda", "Delhi", "Nile", "Zeytin", "Tulpe", "Amsterdam", "Cafe", "Mango"}

func password() string {
	switch rn(5) {
	case 0:
		return pickS(pwWords) + fmt.Sprint(between(1970, 2025)) + pick("!", "?", "#", "$", "*")
	case 1:
		return pickS(pwWords) + "-" + strings.ToLower(pickS(pwWords)) + "-" + digs(2)
	case 2:
		return rtok(between(10, 14)) + pick("!", "#", "%", "&", "@")
	case 3:
		return strings.ToLower(pickS(pwWords)) + "." + digs(3) + "." + pickS(pwWords) + pick("!", "?")
	default:
		s := []byte(rtok(12))
		s[rn(12)] = "!#$%&*+?"[rn(8)]
		return string(s)
	}
}

func basicCred(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}

// ---------- keep look-alikes ----------

func dateISO() string {
	return fmt.Sprintf("%d-%02d-%02d", between(2022, 2026), between(1, 12), between(1, 28))
}

func dateL(lang string) string {
	y, m, d := between(2022, 2026), between(1, 12), between(1, 28)
	switch lang {
	case "en":
		return pick(fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%d-%02d-%02d", y, m, d), fmt.Sprintf("%s %d, %d", []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}[m-1], d, y))
	case "de", "ru", "pl", "tr":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "ja":
		return pick(fmt.Sprintf("%d年%d月%d日", y, m, d), fmt.Sprintf("%d/%02d/%02d", y, m, d))
	case "zh":
		return pick(fmt.Sprintf("%d年%d月%d日", y, m, d), fmt.Sprintf("%d-%02d-%02d", y, m, d))
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func timeHMS() string { return fmt.Sprintf("%02d:%02d:%02d", rn(24), rn(60), rn(60)) }

func version() string {
	return pick("v", "", "") + fmt.Sprintf("%d.%d.%d", between(0, 24), between(0, 40), between(0, 300))
}

func uuid() string {
	return rs(hexl, 8) + "-" + rs(hexl, 4) + "-4" + rs(hexl, 3) + "-" + pick("8", "9", "a", "b") + rs(hexl, 3) + "-" + rs(hexl, 12)
}

func orderNo() string {
	switch rn(6) {
	case 0:
		return fmt.Sprintf("ORD-%d-%06d", between(2022, 2026), rn(1000000))
	case 1:
		return "#" + digsF("123456789", 7)
	case 2:
		return fmt.Sprintf("%d-%07d-%07d", between(111, 114), rn(10000000), rn(10000000)) // amazon style
	case 3:
		return "A" + digs(2) + "-" + digs(5)
	case 4:
		return "SO" + digs(8)
	default:
		return "PO-" + digs(6)
	}
}

func invoiceNo() string {
	return pick("INV-", "RE-", "FA", "F-") + fmt.Sprintf("%d-%05d", between(2022, 2026), rn(100000))
}

func amount(lang string) string {
	w, c := between(3, 4999), rn(100)
	switch lang {
	case "en":
		return fmt.Sprintf("$%s.%02d", thou(w, ","), c)
	case "de", "it", "nl", "es":
		return fmt.Sprintf("%s,%02d €", thou(w, "."), c)
	case "fr":
		return fmt.Sprintf("%s,%02d €", thou(w, "\u202f"), c)
	case "pt":
		return fmt.Sprintf("R$ %s,%02d", thou(w, "."), c)
	case "pl":
		return fmt.Sprintf("%s,%02d zł", thou(w, " "), c)
	case "ru":
		return fmt.Sprintf("%s,%02d ₽", thou(w*10, " "), c)
	case "tr":
		return fmt.Sprintf("%s,%02d TL", thou(w*10, "."), c)
	case "ar":
		return fmt.Sprintf("%s.%02d ر.س", thou(w, ","), c)
	case "hi":
		return fmt.Sprintf("₹%s", thou(w*20, ","))
	case "ja":
		return fmt.Sprintf("¥%s", thou(w*100, ","))
	case "zh":
		return fmt.Sprintf("¥%s.%02d", thou(w, ","), c)
	}
	return fmt.Sprintf("%d.%02d", w, c)
}

func thou(n int, sep string) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func ipv4() string {
	return pick(fmt.Sprintf("10.%d.%d.%d", rn(256), rn(256), between(1, 254)), fmt.Sprintf("192.168.%d.%d", rn(256), between(1, 254)), fmt.Sprintf("172.%d.%d.%d", between(16, 31), rn(256), between(1, 254)), fmt.Sprintf("%d.%d.%d.%d", between(23, 223), rn(256), rn(256), between(1, 254)))
}

func ext() string {
	return pick("ext. ", "x", "Ext ", "ext ", "Durchwahl ", "poste ") + digs(between(2, 4))
}

func tracking() string {
	switch rn(4) {
	case 0:
		return "1Z" + rs(upnum, 6) + digs(10)
	case 1:
		return digs(12)
	case 2:
		return "JD0" + digs(17)
	default:
		return rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 2) + digs(9) + pick("DE", "NL", "GB", "CN", "US")
	}
}

func badSSN() string {
	switch rn(6) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", between(1, 99), between(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", between(1, 99), between(1, 9999))
	case 2:
		return fmt.Sprintf("%03d-00-%04d", between(1, 899), between(1, 9999))
	case 3:
		return "XXX-XX-" + digs(4)
	case 4:
		return "***-**-" + digs(4)
	default:
		return fmt.Sprintf("987-65-432%d", rn(10))
	}
}

func maskedCard() string {
	n := cardNumber(brands[rn(4)])
	switch rn(4) {
	case 0:
		return "**** **** **** " + n[len(n)-4:]
	case 1:
		return n[:6] + strings.Repeat("*", len(n)-10) + n[len(n)-4:]
	case 2:
		return "XXXX-XXXX-XXXX-" + n[len(n)-4:]
	default:
		return "•••• " + n[len(n)-4:]
	}
}

func maskedPhone(cc string) string {
	switch cc {
	case "US":
		return "(***) ***-" + digs(4)
	case "DE":
		return "+49 1** *** **" + digs(2)
	case "FR":
		return "06 ** ** ** " + digs(2)
	case "JP":
		return "090-****-" + digs(4)
	}
	return pick("+44 **** ***", "+34 *** *** ", "+39 *** ****", "+55 (11) *****-", "+91 ***** *") + digs(3)
}

func maskedEmail(lang string) string {
	p := newPerson(lang)
	f := p.FirstA
	return f[:1] + "***" + f[len(f)-1:] + "@" + pickS(langs[lang].domains)
}

func awsKeyID() string { return pick("AKIA", "ASIA") + rs(upnum, 16) }
func pkLive() string   { return pick("pk_live_", "pk_test_") + rtok(24) }
func gitSHA() string   { return rs(hexl, 40) }
func epoch() string    { return fmt.Sprint(1700000000 + rn(90000000)) }
func otp() string      { return digs(6) }
func zip(lang string) string {
	switch lang {
	case "en":
		return digs(5)
	case "ja":
		return digs(3) + "-" + digs(4)
	case "pt":
		return digs(5) + "-" + digs(3)
	case "nl":
		return digsF("123456789", 4) + " " + rs("ABCDEFGHJKLMNPRSTVWXZ", 2)
	case "pl":
		return digs(2) + "-" + digs(3)
	}
	return digsF("123456789", 5)
}

// e164 returns a valid international number without its plus sign.
func e164(cc string) string {
	switch cc {
	case "US":
		e, n := nanpLocal()
		return "1" + pickS(usAreas) + e + n
	case "UK":
		return "447" + pick("4", "5", "7", "8", "9") + digs(8)
	case "DE":
		return "49" + pick("151", "152", "157") + digs(8)
	case "FR":
		return "33" + pick("6", "7") + digs(8)
	case "ES":
		return "34" + pick("6", "7") + digs(8)
	case "BR":
		return "55" + pick("11", "21", "31", "41") + "9" + digs(8)
	case "IN":
		return "91" + pick("9", "8", "7") + digs(9)
	case "IT":
		return "393" + pick("2", "3", "4", "5", "8", "9") + digs(8)
	case "MX":
		return "52" + pick("55", "33", "81") + digs(8)
	case "TR":
		return "905" + pick("3", "4", "5") + digs(8)
	}
	return "336" + digs(8)
}

var e164CCs = []string{"US", "US", "UK", "DE", "FR", "ES", "BR", "IN", "IT", "MX", "TR"}
