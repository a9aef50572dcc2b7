package main

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
)

type person struct {
	full, given, rgiven, rfamily string // native full name, given name, romanised
}

type company struct{ name, dom string }

type Lang struct {
	code      string
	given     []string // "native:roman"
	family    []string
	asianName bool
	noSpace   bool
	providers []string
	companies []string // "Name:domain"
	cities    []string // "zip city"
	streets   []string
	months    []string
	footer    []string
}

func pick(a []string) string { return a[r.Intn(len(a))] }

func split2(s string) (string, string) {
	if i := strings.IndexByte(s, ':'); i >= 0 {
		return s[:i], s[i+1:]
	}
	return s, s
}

func (L *Lang) person() person {
	g, rg := split2(pick(L.given))
	f, rf := split2(pick(L.family))
	var full string
	switch {
	case L.noSpace:
		full = f + g
	case L.asianName:
		full = f + " " + g
	default:
		full = g + " " + f
	}
	return person{full, g, asciiFold(rg), asciiFold(rf)}
}

func (L *Lang) company() company {
	n, dom := split2(pick(L.companies))
	return company{n, dom}
}

func asciiFold(s string) string {
	rep := strings.NewReplacer("é", "e", "è", "e", "ê", "e", "ë", "e", "à", "a", "â", "a", "ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss",
		"ç", "c", "ñ", "n", "á", "a", "í", "i", "ó", "o", "ú", "u", "ã", "a", "õ", "o", "ô", "o", "ł", "l", "ś", "s", "ż", "z", "ź", "z",
		"ą", "a", "ę", "e", "ć", "c", "ń", "n", "ò", "o", "ì", "i", "ù", "u", "ï", "i", " ", "", "'", "")
	return strings.ToLower(rep.Replace(s))
}

func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

func nz(n int) string { // n digits, first non-zero
	return string(byte('1'+r.Intn(9))) + digits(n-1)
}

func between(a, b int) int { return a + r.Intn(b-a+1) }

const b62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

func rnd(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// secretish: random with at least two digits and a capital, so it reads as random.
func secretish(alpha string, n int) string {
	for {
		s := rnd(alpha, n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && u >= 2 {
			return s
		}
	}
}

// ---------- phones ----------

func grp(s string, sep string, sizes ...int) string {
	var parts []string
	for _, n := range sizes {
		if n >= len(s) {
			break
		}
		parts = append(parts, s[:n])
		s = s[n:]
	}
	if s != "" {
		parts = append(parts, s)
	}
	return strings.Join(parts, sep)
}

// phone returns a number for country cc; mobile or landline; intl form or national.
func phone(cc string, mobile, intl bool) string {
	v := r.Intn(3)
	switch cc {
	case "fr":
		var n string // 9 digits after the trunk 0
		if mobile {
			n = pick([]string{"6", "7"}) + digits(8)
		} else {
			n = string(byte('1'+r.Intn(5))) + digits(8)
		}
		if intl {
			return []string{"+33 " + grp(n, " ", 1, 2, 2, 2, 2), "+33 (0)" + grp(n, " ", 1, 2, 2, 2, 2), "+33" + n}[v]
		}
		return []string{grp("0"+n, " ", 2, 2, 2, 2, 2), grp("0"+n, ".", 2, 2, 2, 2, 2), "0" + n}[v]
	case "de":
		if mobile {
			pre := pick([]string{"151", "152", "157", "160", "162", "170", "171", "172", "175", "176", "177", "178", "179"})
			sub := nz(7 + r.Intn(2))
			if intl {
				return []string{"+49 " + pre + " " + sub, "+49 (0)" + pre + " " + sub, "+49 " + pre + " " + grp(sub, " ", 3, 2)}[v]
			}
			return []string{"0" + pre + " " + sub, "0" + pre + "/" + sub, "0" + pre + "-" + sub}[v]
		}
		area := pick([]string{"30", "40", "89", "69", "221", "211", "711", "511", "351"})
		sub := nz(10 - len(area) - r.Intn(2))
		if intl {
			return []string{"+49 " + area + " " + sub, "+49 (0)" + area + " " + sub, "+49 " + area + " " + grp(sub, " ", 3)}[v]
		}
		if v == 1 {
			if len(area) == 2 {
				sub = nz(8)
			} else {
				sub = nz(6)
			}
			return "0" + area + " / " + grp(sub, " ", 2, 2, 2)
		}
		return []string{"0" + area + " " + sub, "", "0" + area + "/" + sub}[v]
	case "es":
		var n string
		if mobile {
			n = pick([]string{"6", "7"}) + digits(8)
		} else {
			n = "9" + pick([]string{"1", "3", "5", "6"}) + digits(7)
		}
		if intl {
			return []string{"+34 " + grp(n, " ", 3, 3, 3), "+34 " + grp(n, " ", 3, 2, 2, 2), "+34" + n}[v]
		}
		return []string{grp(n, " ", 3, 3, 3), grp(n, " ", 3, 2, 2, 2), grp(n, ".", 3, 3, 3)}[v]
	case "pt":
		var n string
		if mobile {
			n = "9" + pick([]string{"1", "2", "3", "6"}) + digits(7)
		} else {
			n = "2" + pick([]string{"1", "2"}) + digits(7)
		}
		if intl {
			return []string{"+351 " + grp(n, " ", 3, 3, 3), "+351 " + n, "(+351) " + grp(n, " ", 3, 3, 3)}[v]
		}
		if !mobile {
			return []string{grp(n, " ", 2, 3, 4), grp(n, " ", 3, 3, 3), n}[v]
		}
		return []string{grp(n, " ", 3, 3, 3), n, grp(n, " ", 3, 3, 3)}[v]
	case "it":
		if mobile {
			n := "3" + pick([]string{"20", "28", "33", "35", "38", "39", "40", "47", "48", "49"}) + digits(7)
			if intl {
				return []string{"+39 " + grp(n, " ", 3, 3, 4), "+39 " + n, "0039 " + grp(n, " ", 3, 7)}[v]
			}
			return []string{grp(n, " ", 3, 3, 4), grp(n, " ", 3, 7), n}[v]
		}
		n := pick([]string{"06", "02", "011", "055", "081"}) + digits(7+r.Intn(2))
		if intl {
			return []string{"+39 " + grp(n, " ", 2, 4), "+39 " + n, "+39 " + grp(n, " ", 3, 4)}[v]
		}
		return []string{grp(n, " ", 2, 4), grp(n, " ", 3, 4), n}[v]
	case "nl":
		if mobile {
			n := "6" + nz(8)
			if intl {
				return []string{"+31 6 " + n[1:], "+31 (0)6 " + n[1:], "+31 6 " + grp(n[1:], " ", 2, 2, 2)}[v]
			}
			return []string{"06 " + n[1:], "06-" + n[1:], "06 " + grp(n[1:], " ", 2, 2, 2)}[v]
		}
		area := pick([]string{"20", "10", "30", "70", "40", "50"})
		sub := nz(7)
		if intl {
			return []string{"+31 " + area + " " + grp(sub, " ", 3), "+31 (0)" + area + " " + sub, "+31 " + area + " " + grp(sub, " ", 3)}[v]
		}
		return []string{"0" + area + " " + grp(sub, " ", 3), "0" + area + "-" + sub, "0" + area + " " + sub}[v]
	case "pl":
		if mobile {
			n := pick([]string{"5", "6", "7", "8"}) + digits(8)
			if intl {
				return []string{"+48 " + grp(n, " ", 3, 3, 3), "+48 " + grp(n, "-", 3, 3, 3), "+48" + n}[v]
			}
			return []string{grp(n, " ", 3, 3, 3), grp(n, "-", 3, 3, 3), grp(n, " ", 3, 3, 3)}[v]
		}
		n := pick([]string{"22", "12", "71", "61", "58"}) + nz(7)
		if intl {
			return []string{"+48 " + grp(n, " ", 2, 3, 2, 2), "+48 " + grp(n, " ", 2, 3, 2), "+48 (" + n[:2] + ") " + grp(n[2:], " ", 3, 2, 2)}[v]
		}
		return []string{grp(n, " ", 2, 3, 2, 2), "(" + n[:2] + ") " + grp(n[2:], " ", 3, 2, 2), grp(n, " ", 2, 3, 2, 2)}[v]
	case "ja":
		if mobile {
			pre := pick([]string{"90", "80", "70"})
			a, b := nz(4), digits(4)
			if intl {
				return []string{"+81 " + pre + "-" + a + "-" + b, "+81-" + pre + "-" + a + "-" + b, "+81 " + pre + " " + a + " " + b}[v]
			}
			return []string{"0" + pre + "-" + a + "-" + b, "0" + pre + "-" + a + "-" + b, "0" + pre + a + b}[v]
		}
		area := pick([]string{"3", "6", "45", "52", "92", "11"})
		a := nz(6 - len(area))
		b := digits(4)
		if intl {
			return []string{"+81 " + area + "-" + a + "-" + b, "+81-" + area + "-" + a + "-" + b, "+81 " + area + " " + a + " " + b}[v]
		}
		return []string{"0" + area + "-" + a + "-" + b, "0" + area + "(" + a + ")" + b, "0" + area + "-" + a + "-" + b}[v]
	case "zh":
		if mobile {
			n := "1" + pick([]string{"38", "39", "58", "59", "86", "87", "35", "36", "77", "89", "50", "52"}) + digits(8)
			if intl {
				return []string{"+86 " + grp(n, " ", 3, 4, 4), "+86 " + n, "+86-" + n}[v]
			}
			return []string{grp(n, " ", 3, 4, 4), n, grp(n, "-", 3, 4, 4)}[v]
		}
		area := pick([]string{"10", "21", "20", "755", "571", "28"})
		sub := nz(8)
		if intl {
			return []string{"+86 " + area + " " + grp(sub, " ", 4), "+86-" + area + "-" + sub, "+86 (" + area + ") " + sub}[v]
		}
		return []string{"0" + area + "-" + sub, "0" + area + "-" + grp(sub, " ", 4), "(0" + area + ") " + sub}[v]
	case "ko":
		if mobile {
			a, b := nz(4), digits(4)
			if intl {
				return []string{"+82 10-" + a + "-" + b, "+82-10-" + a + "-" + b, "+82 10 " + a + " " + b}[v]
			}
			return []string{"010-" + a + "-" + b, "010 " + a + " " + b, "010-" + a + "-" + b}[v]
		}
		area := pick([]string{"2", "31", "32", "51", "53", "42"})
		a := nz(3 + r.Intn(2))
		b := digits(4)
		if intl {
			return []string{"+82 " + area + "-" + a + "-" + b, "+82-" + area + "-" + a + "-" + b, "+82 " + area + " " + a + " " + b}[v]
		}
		return []string{"0" + area + "-" + a + "-" + b, "0" + area + ")" + a + "-" + b, "0" + area + "-" + a + "-" + b}[v]
	case "us":
		area := pick([]string{"212", "415", "617", "312", "206", "303", "512", "646", "718", "919", "704", "503"})
		ex := string(byte('2'+r.Intn(8))) + digits(2)
		if ex[1:] == "11" {
			ex = ex[:1] + "21"
		}
		sub := digits(4)
		if intl {
			return []string{"+1 " + area + " " + ex + " " + sub, "+1 (" + area + ") " + ex + "-" + sub, "+1-" + area + "-" + ex + "-" + sub}[v]
		}
		return []string{"(" + area + ") " + ex + "-" + sub, area + "-" + ex + "-" + sub, area + "." + ex + "." + sub}[v]
	}
	panic("phone cc " + cc)
}

// ---------- cards, ssn ----------

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

func cardNumber(kind string) string {
	var pre string
	n := 16
	switch kind {
	case "visa":
		pre = "4" + pick([]string{"532", "556", "929", "485", "716", "024", "539", "916"})
	case "mc":
		pre = pick([]string{"51", "52", "53", "54", "55", "2221", "2367", "2720"})
	case "amex":
		pre, n = pick([]string{"34", "37"}), 15
	case "jcb":
		pre = strconv.Itoa(between(3528, 3589))
	case "up":
		pre = "62" + pick([]string{"2126", "1700", "2848", "1485", "2588"})
	case "disc":
		pre = "6011"
	}
	body := pre + digits(n-1-len(pre))
	return body + string(luhnDigit(body))
}

func card(cc string) string {
	kinds := []string{"visa", "visa", "mc", "mc", "amex"}
	switch cc {
	case "ja":
		kinds = append(kinds, "jcb", "jcb")
	case "zh":
		kinds = append(kinds, "up", "up", "up")
	case "us":
		kinds = append(kinds, "disc")
	}
	k := pick(kinds)
	num := cardNumber(k)
	if k == "amex" {
		return []string{grp(num, " ", 4, 6), grp(num, "-", 4, 6), num}[r.Intn(3)]
	}
	return []string{grp(num, " ", 4, 4, 4), grp(num, " ", 4, 4, 4), grp(num, "-", 4, 4, 4), num}[r.Intn(4)]
}

func badLuhn() string {
	for {
		num := cardNumber(pick([]string{"visa", "mc"}))
		b := []byte(num)
		b[15] = byte('0' + (int(b[15]-'0')+1+r.Intn(8))%10)
		if !luhnOK(string(b)) {
			return grp(string(b), " ", 4, 4, 4)
		}
	}
}

func ssn() string {
	for {
		a := between(1, 899)
		if a == 666 {
			continue
		}
		g, s := between(1, 99), between(1, 9999)
		v := fmt.Sprintf("%03d-%02d-%04d", a, g, s)
		if v == "078-05-1120" || v == "219-09-9999" {
			continue
		}
		return v
	}
}

func itin() string {
	g := pick([]string{"70", "71", "73", "75", "78", "80", "83", "88", "90", "92", "94", "97"})
	return fmt.Sprintf("9%02d-%s-%04d", between(0, 99), g, between(1, 9999))
}

// ---------- secrets ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt(d *Doc) string {
	alg := pick([]string{"HS256", "RS256", "ES256"})
	hdr := `{"alg":"` + alg + `","typ":"JWT"}`
	if r.Intn(3) == 0 {
		hdr = `{"typ":"JWT","alg":"` + alg + `","kid":"` + rnd("abcdef0123456789", 8) + `"}`
	}
	iat := 1735689600 + r.Intn(40000000)
	pl := fmt.Sprintf(`{"sub":"%s","name":"%s %s","iss":"https://auth.%s","iat":%d,"exp":%d,"roles":["%s"]}`,
		digits(6), d.p[0].rgiven, d.p[0].rfamily, d.co.dom, iat, iat+3600*between(1, 72), pick([]string{"admin", "user", "ops", "hr"}))
	slen := 32
	if alg != "HS256" {
		slen = 64
	}
	sig := make([]byte, slen)
	for i := range sig {
		sig[i] = byte(r.Intn(256))
	}
	return b64u(hdr) + "." + b64u(pl) + "." + base64.RawURLEncoding.EncodeToString(sig)
}

var pwWords = map[string][]string{
	"fr": {"Soleil", "Bretagne", "Marmotte", "Tulipe", "Chaton", "Provence"},
	"de": {"Sonnenblume", "Bergsee", "Kaffee", "Dackel", "Ostsee", "Schwalbe"},
	"es": {"Girasol", "Marbella", "Gato", "Tortuga", "Sevilla", "Naranja"},
	"pt": {"Saudade", "Lisboa", "Sardinha", "Andorinha", "Porto", "Laranja"},
	"it": {"Girasole", "Tramonto", "Gelato", "Venezia", "Farfalla", "Limone"},
	"nl": {"Tulp", "Fiets", "Molen", "Stroopwafel", "Zeehond", "Gracht"},
	"pl": {"Kwiatek", "Wisla", "Zubr", "Pierogi", "Bursztyn", "Tatry"},
	"ja": {"Sakura", "Fujisan", "Neko", "Momiji", "Tanuki", "Hanabi"},
	"zh": {"Panda", "Changjiang", "Xiaomao", "Huanghe", "Longjing", "Meihua"},
	"ko": {"Hangang", "Kimchi", "Mugunghwa", "Hodori", "Seoraksan", "Bibimbap"},
	"us": {"Sunshine", "Brooklyn", "Maple", "Liberty"},
}

func password(cc string) string {
	w := pick(pwWords[cc])
	for len(w) < 5 {
		w += "a"
	}
	syms := "!#$%&*?+-_.@"
	switch r.Intn(5) {
	case 0:
		return w + digits(4) + string(syms[r.Intn(len(syms))])
	case 1:
		return strings.ToLower(w) + string(syms[r.Intn(9)]) + digits(2) + pick([]string{"Rot", "Bleu", "Azul", "Kot", "Sora", "Xing", "Blauw", "Verde"})
	case 2:
		return secretish(b62+"!#%&*?", 10+r.Intn(6))
	case 3:
		return w + "-" + pick(pwWords[cc]) + "-" + digits(2)
	default:
		return string(syms[r.Intn(9)]) + w[:3] + digits(3) + strings.ToUpper(w[3:5]) + string(syms[r.Intn(9)])
	}
}

func apiKey(kind string) string {
	switch kind {
	case "sk":
		return "sk_live_" + secretish(b62, 24+r.Intn(8))
	case "ghp":
		return "ghp_" + secretish(b62, 36)
	case "glpat":
		return "glpat-" + secretish(b62+"_-", 20)
	case "xoxb":
		return "xoxb-" + nz(11) + "-" + nz(13) + "-" + secretish(b62, 24)
	case "aws":
		return secretish(b62+"/+", 40)
	case "sg":
		return "SG." + secretish(b62+"_-", 22) + "." + secretish(b62+"_-", 43)
	case "hex":
		return rnd("0123456789abcdef", 32)
	case "tok":
		return secretish(b62+"-_", 40+r.Intn(20))
	case "openai":
		return "sk-proj-" + secretish(b62+"_-", 48)
	case "hf":
		return "hf_" + rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)
	}
	panic(kind)
}

// ---------- look-alikes ----------

func mod97(s string) int {
	m := 0
	for _, c := range s {
		var v string
		if c >= 'A' && c <= 'Z' {
			v = strconv.Itoa(int(c-'A') + 10)
		} else {
			v = string(c)
		}
		for _, x := range v {
			m = (m*10 + int(x-'0')) % 97
		}
	}
	return m
}

func iban(cc string) string {
	var c, bban string
	switch cc {
	case "fr":
		c = "FR"
		bban = pick([]string{"30006", "30004", "20041", "10278"}) + digits(5) + digits(11) + digits(2)
	case "de":
		c = "DE"
		bban = pick([]string{"10070000", "37040044", "50010517", "20050550"}) + digits(10)
	case "es":
		c = "ES"
		bban = pick([]string{"2100", "0049", "0182", "2080"}) + digits(16)
	case "pt":
		c = "PT"
		bban = pick([]string{"0035", "0033", "0007", "0010"}) + digits(17)
	case "it":
		c = "IT"
		bban = string(byte('A'+r.Intn(26))) + pick([]string{"03069", "02008", "05034"}) + digits(5) + digits(12)
	case "nl":
		c = "NL"
		bban = pick([]string{"ABNA", "INGB", "RABO", "TRIO"}) + digits(10)
	case "pl":
		c = "PL"
		bban = digits(24)
	default:
		c = "DE"
		bban = "50070010" + digits(10)
	}
	chk := 98 - mod97(bban+c+"00")
	s := fmt.Sprintf("%s%02d%s", c, chk, bban)
	if r.Intn(2) == 0 {
		return grp(s, " ", 4, 4, 4, 4, 4, 4, 4)
	}
	return s
}

func vat(cc string) string {
	switch cc {
	case "fr":
		siren := digits(9)
		n, _ := strconv.Atoi(siren)
		key := (12 + 3*(n%97)) % 97
		return []string{fmt.Sprintf("FR%02d%s", key, siren), fmt.Sprintf("FR %02d %s %s %s", key, siren[:3], siren[3:6], siren[6:])}[r.Intn(2)]
	case "de":
		return []string{"DE" + nz(9), "DE " + nz(9)}[r.Intn(2)]
	case "es":
		return "ES" + pick([]string{"B", "A"}) + digits(8)
	case "pt":
		return "PT" + pick([]string{"5", "5", "9"}) + digits(8)
	case "it":
		return "IT" + digits(11)
	case "nl":
		return "NL" + digits(9) + "B0" + strconv.Itoa(1+r.Intn(9))
	case "pl":
		return []string{"PL" + nz(10), "PL " + grp(nz(10), "-", 3, 3, 2)}[r.Intn(2)]
	case "ja":
		return "T" + nz(13)
	case "zh":
		return "91" + digits(6) + "MA" + rnd("0123456789ABCDEFGHJKLMNPQRTUWXY", 9) + string(rnd("0123456789", 1))
	case "ko":
		return digits(3) + "-" + digits(2) + "-" + digits(5)
	}
	return "EU" + digits(9)
}

func natID(cc string) string {
	switch cc {
	case "fr":
		s := fmt.Sprintf("%d%02d%02d%02d%03d%03d", 1+r.Intn(2), between(50, 99), between(1, 12), between(1, 95), between(1, 990), between(1, 999))
		n, _ := strconv.ParseInt(s, 10, 64)
		key := 97 - n%97
		return fmt.Sprintf("%s %s %s %s %s %s %02d", s[:1], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], key)
	case "de":
		s := nz(11)
		return grp(s, " ", 2, 3, 3, 3)
	case "es":
		if r.Intn(4) == 0 {
			n := between(0, 9999999)
			p := r.Intn(3)
			return string("XYZ"[p]) + fmt.Sprintf("%07d", n) + string("TRWAGMYFPDXBNJZSQVHLCKE"[(p*10000000+n)%23])
		}
		n := between(10000000, 79999999)
		return fmt.Sprintf("%08d%c", n, "TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
	case "pt":
		s := pick([]string{"1", "2", "2"}) + digits(7)
		sum := 0
		for i, c := range s {
			sum += int(c-'0') * (9 - i)
		}
		ck := 11 - sum%11
		if ck >= 10 {
			ck = 0
		}
		return s + strconv.Itoa(ck)
	case "it":
		L := "BCDFGHLMNPRSTVZ"
		return rnd(L, 6) + digits(2) + string("ABCDEHLMPRST"[r.Intn(12)]) + fmt.Sprintf("%02d", between(1, 71)) + string("ABCDEFGHLMZ"[r.Intn(11)]) + digits(3) + string(byte('A'+r.Intn(26)))
	case "nl":
		for {
			s := nz(8)
			sum := 0
			for i, c := range s {
				sum += int(c-'0') * (9 - i)
			}
			last := sum % 11
			if last <= 9 {
				return s + strconv.Itoa(last)
			}
		}
	case "pl":
		w := []int{1, 3, 7, 9, 1, 3, 7, 9, 1, 3}
		s := fmt.Sprintf("%02d%02d%02d%04d", between(50, 99), between(1, 12), between(1, 28), r.Intn(10000))
		sum := 0
		for i, c := range s {
			sum += int(c-'0') * w[i]
		}
		return s + strconv.Itoa((10-sum%10)%10)
	case "ja":
		return grp(nz(12), " ", 4, 4)
	case "zh":
		s := pick([]string{"110105", "310104", "440305", "330106", "510107"}) + fmt.Sprintf("%d%02d%02d", between(1960, 2004), between(1, 12), between(1, 28)) + digits(3)
		w := []int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
		sum := 0
		for i, c := range s {
			sum += int(c-'0') * w[i]
		}
		return s + string("10X98765432"[sum%11])
	case "ko":
		return fmt.Sprintf("%02d%02d%02d-%d%s", between(60, 99), between(1, 12), between(1, 28), 1+r.Intn(2), digits(6))
	}
	return nz(9)
}

func date(cc string, long bool) string {
	y, m, d := between(2023, 2026), between(1, 12), between(1, 28)
	L := langs[cc]
	switch cc {
	case "ja":
		if long || r.Intn(2) == 0 {
			return fmt.Sprintf("%d年%d月%d日", y, m, d)
		}
		return fmt.Sprintf("%d/%02d/%02d", y, m, d)
	case "zh":
		if long || r.Intn(2) == 0 {
			return fmt.Sprintf("%d年%d月%d日", y, m, d)
		}
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case "ko":
		if long || r.Intn(2) == 0 {
			return fmt.Sprintf("%d년 %d월 %d일", y, m, d)
		}
		return fmt.Sprintf("%d.%02d.%02d.", y, m, d)
	}
	if long {
		switch cc {
		case "de":
			return fmt.Sprintf("%d. %s %d", d, L.months[m-1], y)
		case "es", "pt":
			return fmt.Sprintf("%d de %s de %d", d, L.months[m-1], y)
		case "pl":
			return fmt.Sprintf("%d %s %d r.", d, L.months[m-1], y)
		}
		return fmt.Sprintf("%d %s %d", d, L.months[m-1], y)
	}
	switch cc {
	case "de", "pl":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func thousands(n int, sep string) string {
	s := strconv.Itoa(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func amount(cc string) string {
	n := between(12, 48000)
	c := between(0, 99)
	switch cc {
	case "fr":
		return fmt.Sprintf("%s,%02d €", thousands(n, "\u202f"), c)
	case "de", "es":
		return fmt.Sprintf("%s,%02d €", thousands(n, "."), c)
	case "pt":
		return fmt.Sprintf("%s,%02d €", thousands(n, " "), c)
	case "it", "nl":
		return fmt.Sprintf("€ %s,%02d", thousands(n, "."), c)
	case "pl":
		return fmt.Sprintf("%s,%02d zł", thousands(n, " "), c)
	case "ja":
		return []string{"¥" + thousands(n*100, ","), thousands(n*100, ",") + "円"}[r.Intn(2)]
	case "zh":
		return []string{fmt.Sprintf("¥%s.%02d", thousands(n, ","), c), thousands(n, ",") + "元"}[r.Intn(2)]
	case "ko":
		return thousands(n*1000, ",") + "원"
	case "us":
		return fmt.Sprintf("$%s.%02d", thousands(n, ","), c)
	}
	return strconv.Itoa(n)
}

func (L *Lang) city() (string, string) {
	c := pick(L.cities)
	i := strings.IndexByte(c, ' ')
	if L.code == "ja" || L.code == "zh" || L.code == "ko" {
		return c[:i], c[i+1:]
	}
	zipc := c[:i]
	switch L.code {
	case "de", "fr", "es", "it":
		zipc = zipc[:2] + digits(3)
	case "pl":
		zipc = zipc[:3] + digits(3)
	case "pt":
		zipc = zipc[:5] + digits(3)
	}
	return zipc, c[i+1:]
}

func version() string {
	return pick([]string{"v", "", "", "Version "}) + fmt.Sprintf("%d.%d.%d", between(1, 24), between(0, 30), between(0, 40))
}

func ip() string {
	return pick([]string{"10.", "192.168.", "172.16."}) + func() string {
		if r.Intn(2) == 0 {
			return fmt.Sprintf("%d.%d.%d", between(0, 40), between(0, 255), between(2, 254))
		}
		return fmt.Sprintf("%d.%d", between(0, 40), between(2, 254))
	}()
}

func emailOf(p person, dom string, personal bool) string {
	g, f := p.rgiven, p.rfamily
	var local string
	switch r.Intn(6) {
	case 0:
		local = g + "." + f
	case 1:
		local = g[:1] + "." + f
	case 2:
		local = f + "." + g
	case 3:
		local = g + f[:1]
	case 4:
		local = g + "_" + f
	default:
		local = f + g[:1]
	}
	if personal || r.Intn(3) == 0 {
		local += strconv.Itoa(between(1, 99))
		if r.Intn(3) == 0 {
			local += digits(2)
		}
	}
	return local + "@" + dom
}
