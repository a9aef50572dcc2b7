package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
)

var r = rand.New(rand.NewSource(72))

func pick[T any](xs []T) T { return xs[r.Intn(len(xs))] }

func chance(p float64) bool { return r.Float64() < p }

func between(lo, hi int) int { return lo + r.Intn(hi-lo+1) }

// fill expands a Faker-style format: # any digit, $ 2-9, % 1-9, ? capital letter.
func fill(f string) string {
	var b strings.Builder
	for _, c := range f {
		switch c {
		case '#':
			b.WriteByte(byte('0' + r.Intn(10)))
		case '$':
			b.WriteByte(byte('2' + r.Intn(8)))
		case '%':
			b.WriteByte(byte('1' + r.Intn(9)))
		case '?':
			b.WriteByte(byte('A' + r.Intn(26)))
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

const (
	alnum    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lowernum = "abcdefghijklmnopqrstuvwxyz0123456789"
	hexdig   = "0123456789abcdef"
	b64url   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	upnum    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

func randFrom(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// secretFrom draws n bytes of alpha that hold a digit, a small and a capital
// letter where the alphabet has them, as issued keys do.
func secretFrom(alpha string, n int) string {
	for {
		s := randFrom(alpha, n)
		hasD := strings.ContainsAny(s, "0123456789")
		hasL := !strings.ContainsAny(alpha, "abc") || strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz")
		hasU := !strings.ContainsAny(alpha, "ABC") || strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
		if hasD && hasL && hasU {
			return s
		}
	}
}

// money formats an amount between lo and hi with the given separators;
// dec "" means a whole amount.
func money(lo, hi int, thou, dec string) string {
	n := between(lo, hi)
	s := strconv.Itoa(n)
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	parts = append([]string{s}, parts...)
	out := strings.Join(parts, thou)
	if dec != "" {
		out += dec + fmt.Sprintf("%02d", pick([]int{0, 99, 50, 95, r.Intn(100), r.Intn(100)}))
	}
	return out
}

// ---------------------------------------------------------------- dates

type date struct{ y, m, d int }

func randDate() date { return date{between(2023, 2026), between(1, 12), between(1, 28)} }

var monthsEN = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
var monthsFR = []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}
var monthsES = []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}
var monthsDE = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}

func (d date) iso() string { return fmt.Sprintf("%04d-%02d-%02d", d.y, d.m, d.d) }

// in renders the date as the locale writes it.
func (d date) in(code string) string {
	switch code {
	case "en_US":
		return pick([]string{fmt.Sprintf("%02d/%02d/%04d", d.m, d.d, d.y), fmt.Sprintf("%s %d, %d", monthsEN[d.m-1], d.d, d.y), fmt.Sprintf("%d/%d/%02d", d.m, d.d, d.y%100)})
	case "en_GB", "en_AU", "en_IN", "hi_IN":
		return pick([]string{fmt.Sprintf("%02d/%02d/%04d", d.d, d.m, d.y), fmt.Sprintf("%d %s %d", d.d, monthsEN[d.m-1], d.y)})
	case "de_DE":
		return pick([]string{fmt.Sprintf("%02d.%02d.%04d", d.d, d.m, d.y), fmt.Sprintf("%d. %s %d", d.d, monthsDE[d.m-1], d.y)})
	case "fr_FR":
		return pick([]string{fmt.Sprintf("%02d/%02d/%04d", d.d, d.m, d.y), fmt.Sprintf("%d %s %d", d.d, monthsFR[d.m-1], d.y)})
	case "es_ES", "es_MX":
		return pick([]string{fmt.Sprintf("%02d/%02d/%04d", d.d, d.m, d.y), fmt.Sprintf("%d de %s de %d", d.d, monthsES[d.m-1], d.y)})
	case "nl_NL":
		return fmt.Sprintf("%02d-%02d-%04d", d.d, d.m, d.y)
	case "pl_PL", "ru_RU", "tr_TR":
		return fmt.Sprintf("%02d.%02d.%04d", d.d, d.m, d.y)
	case "ja_JP", "zh_CN":
		return pick([]string{fmt.Sprintf("%d年%d月%d日", d.y, d.m, d.d), fmt.Sprintf("%04d/%02d/%02d", d.y, d.m, d.d)})
	case "ko_KR":
		return pick([]string{fmt.Sprintf("%d년 %d월 %d일", d.y, d.m, d.d), fmt.Sprintf("%04d.%02d.%02d", d.y, d.m, d.d)})
	case "sv_SE":
		return d.iso()
	}
	return pick([]string{fmt.Sprintf("%02d/%02d/%04d", d.d, d.m, d.y), d.iso()})
}

func randTime(code string) string {
	h, m := between(7, 21), pick([]int{0, 5, 10, 15, 20, 30, 40, 45, 50})
	switch code {
	case "en_US", "en_AU", "en_IN":
		ap := "AM"
		hh := h
		if h >= 12 {
			ap = "PM"
			if h > 12 {
				hh = h - 12
			}
		}
		return fmt.Sprintf("%d:%02d %s", hh, m, ap)
	case "fr_FR":
		return fmt.Sprintf("%dh%02d", h, m)
	}
	return fmt.Sprintf("%02d:%02d", h, m)
}

// ---------------------------------------------------------------- e-mail

func emailFor(p person) string {
	l := p.loc
	f := strings.ToLower(strings.ReplaceAll(p.rfirst, " ", ""))
	la := strings.ToLower(strings.ReplaceAll(p.rlast, " ", ""))
	var user string
	switch r.Intn(9) {
	case 0:
		user = f + "." + la
	case 1:
		user = la + "." + f
	case 2:
		user = f + strconv.Itoa(between(1, 99))
	case 3:
		user = f[:1] + la
	case 4:
		user = f + "_" + la
	case 5:
		user = la + strconv.Itoa(between(1960, 2005))
	case 6:
		user = f + la
	case 7:
		user = f[:1] + "." + la + strconv.Itoa(between(1, 9))
	default:
		user = la + f[:1]
	}
	var dom string
	switch r.Intn(10) {
	case 0, 1:
		// Faker's company domain: lastname-lastname.tld or lastname.tld
		o := strings.ToLower(pickRoman(l))
		if chance(0.5) {
			dom = la + "-" + o + "." + l.tld
		} else {
			dom = o + "." + l.tld
		}
	case 2:
		dom = pick([]string{"example.org", "example.com", "example.net"})
	default:
		dom = pick(l.domains)
	}
	if chance(0.05) {
		user += "+" + pick([]string{"shop", "news", "work", "bills", "amazon"})
	}
	e := user + "@" + dom
	for _, c := range e {
		if c > 127 {
			panic("non-ASCII e-mail " + e)
		}
	}
	return e
}

func pickRoman(l *locale) string {
	_, rl := splitName(pick(l.lasts))
	return romanize(l, rl)
}

// ---------------------------------------------------------------- phones

func phoneOf(l *locale) string { return fill(pick(l.phones)) }

// toDigits rewrites ASCII digits into another digit system.
func toDigits(s string, zero rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(zero + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// tollFree is a business's public hotline (kept, not personal).
func tollFree() string {
	return pick([]string{
		fill("1-800-$##-####"), fill("1-888-$##-####"), fill("1 (877) $##-####"), fill("0800 ### ####"), fill("0800 ## ## ##"), fill("0120-###-###"),
	})
}

// ---------------------------------------------------------------- cards

type issuer struct {
	name     string // as Faker prints it
	prefixes []string
	lengths  []int
}

var issuers = []issuer{
	{"VISA 16 digit", []string{"4"}, []int{16}},
	{"VISA 13 digit", []string{"4"}, []int{13}},
	{"VISA 19 digit", []string{"4"}, []int{19}},
	{"Mastercard", []string{"51", "52", "53", "54", "55", "2221", "2223", "2300", "2500", "2720"}, []int{16}},
	{"American Express", []string{"34", "37"}, []int{15}},
	{"Discover", []string{"6011", "65", "644", "645", "649"}, []int{16, 19}},
	{"Diners Club / Carte Blanche", []string{"300", "301", "302", "303", "304", "305", "36", "38"}, []int{14}},
	{"JCB 16 digit", []string{"3528", "3530", "3540", "3566", "3589"}, []int{16}},
	{"JCB 15 digit", []string{"2131", "1800"}, []int{15}},
	{"Maestro", []string{"5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"}, []int{12, 16, 16, 19}},
	{"UnionPay", []string{"62"}, []int{16, 19}},
	{"Mir", []string{"2200", "2201", "2202", "2204"}, []int{16}},
	{"RuPay", []string{"6069", "6521", "508"}, []int{16}},
	{"Troy", []string{"9792"}, []int{16}},
	{"Elo", []string{"401178", "438935", "504175", "506699", "636297", "650031"}, []int{16}},
	{"Hipercard", []string{"606282"}, []int{16}},
}

func luhnOK(d string) bool {
	sum := 0
	for i := 0; i < len(d); i++ {
		c := int(d[len(d)-1-i] - '0')
		if i%2 == 1 {
			c *= 2
			if c > 9 {
				c -= 9
			}
		}
		sum += c
	}
	return sum%10 == 0
}

func luhnComplete(prefix string, n int) string {
	body := prefix + digits(n-1-len(prefix))
	for c := byte('0'); c <= '9'; c++ {
		if luhnOK(body + string(c)) {
			return body + string(c)
		}
	}
	panic("luhn")
}

type card struct {
	iss    issuer
	digits string
	text   string // as printed
	exp    string
	cvv    string
}

func issuerNamed(name string) issuer {
	for _, i := range issuers {
		if i.name == name {
			return i
		}
	}
	panic(name)
}

// cardFor draws a card of a locale's likely issuers and prints it in one of
// the usual styles: plain, spaced or dashed in the issuer's groups.
func cardFor(code string) card {
	var iss issuer
	switch {
	case code == "ru_RU" && chance(0.5):
		iss = issuerNamed("Mir")
	case code == "zh_CN" && chance(0.5):
		iss = issuerNamed("UnionPay")
	case (code == "en_IN" || code == "hi_IN") && chance(0.4):
		iss = issuerNamed("RuPay")
	case code == "tr_TR" && chance(0.4):
		iss = issuerNamed("Troy")
	case code == "pt_BR" && chance(0.4):
		iss = pick([]issuer{issuerNamed("Elo"), issuerNamed("Hipercard")})
	case code == "ja_JP" && chance(0.4):
		iss = issuerNamed("JCB 16 digit")
	default:
		// Faker's own types, weighted toward the common ones.
		iss = pick([]issuer{issuers[0], issuers[0], issuers[0], issuers[1], issuers[2], issuers[3], issuers[3], issuers[3], issuers[4], issuers[4],
			issuers[5], issuers[6], issuers[7], issuers[8], issuers[9]})
	}
	n := pick(iss.lengths)
	d := luhnComplete(pick(iss.prefixes), n)
	c := card{iss: iss, digits: d}
	c.text = printCard(d, pick([]string{"plain", "space", "space", "dash"}))
	c.exp = fmt.Sprintf("%02d/%02d", between(1, 12), between(25, 31))
	if strings.HasPrefix(iss.name, "American") {
		c.cvv = digits(4)
	} else {
		c.cvv = fmt.Sprintf("%03d", between(100, 999))
	}
	return c
}

func groupsFor(n int, first string) []int {
	switch n {
	case 15:
		if first == "3" {
			return []int{4, 6, 5}
		}
		return []int{4, 4, 4, 3}
	case 14:
		return []int{4, 6, 4}
	case 13:
		return []int{4, 4, 5}
	case 19:
		return []int{4, 4, 4, 4, 3}
	case 12:
		return []int{4, 4, 4}
	}
	return []int{4, 4, 4, 4}
}

func printCard(d, style string) string {
	if style == "plain" {
		return d
	}
	sep := " "
	if style == "dash" {
		sep = "-"
	}
	var parts []string
	i := 0
	for _, g := range groupsFor(len(d), d[:1]) {
		parts = append(parts, d[i:i+g])
		i += g
	}
	return strings.Join(parts, sep)
}

// ---------------------------------------------------------------- SSN

func ssnDigits() (a, g, s int) {
	for {
		a = between(1, 899)
		if a != 666 {
			break
		}
	}
	return a, between(1, 99), between(1, 9999)
}

// ssn prints like Faker's en_US ssn().
func ssn() string {
	a, g, s := ssnDigits()
	return fmt.Sprintf("%03d-%02d-%04d", a, g, s)
}

func ssnStyled() string {
	a, g, s := ssnDigits()
	switch r.Intn(6) {
	case 0:
		return fmt.Sprintf("%03d %02d %04d", a, g, s)
	case 1:
		return fmt.Sprintf("%03d%02d%04d", a, g, s)
	}
	return fmt.Sprintf("%03d-%02d-%04d", a, g, s)
}

// itin prints like Faker's en_US itin().
func itin() string {
	g := pick([]int{between(50, 65), between(70, 88), between(90, 92), between(94, 99)})
	return fmt.Sprintf("9%02d-%02d-%04d", between(0, 99), g, between(0, 9999))
}

// ein is a company's id (kept).
func ein() string { return fmt.Sprintf("%02d-%07d", between(10, 98), between(0, 9999999)) }

// ---------------------------------------------------------------- tokens

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwtFor(p person) string {
	alg := pick([]string{"HS256", "HS256", "RS256", "ES256", "HS512"})
	hdr := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if chance(0.3) {
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s","kid":"%s"}`, alg, randFrom(hexdig, 8))
	}
	iat := between(1700000000, 1780000000)
	var pl string
	switch r.Intn(3) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d}`, between(1000000, 9999999), p.fullRoman, iat)
	case 1:
		pl = fmt.Sprintf(`{"sub":"%s","email":"%s","role":"user","iat":%d,"exp":%d}`, randFrom(hexdig, 24), strings.ToLower(p.rfirst)+"@example.com", iat, iat+3600)
	default:
		pl = fmt.Sprintf(`{"iss":"https://auth.%s.%s/","sub":"auth0|%s","aud":"api","scope":"openid profile","iat":%d,"exp":%d}`, strings.ToLower(asciiFold(pickRoman(p.loc))), "io", randFrom(hexdig, 24), iat, iat+86400)
	}
	sigLen := map[string]int{"HS256": 43, "RS256": 342, "ES256": 86, "HS512": 86}[alg]
	return b64u(hdr) + "." + b64u(pl) + "." + randFrom(b64url, sigLen)
}

// apiKey returns a vendor's credential and the vendor's name.
func apiKey() (string, string) {
	switch r.Intn(14) {
	case 0:
		return "sk_live_" + secretFrom(alnum, 24), "Stripe"
	case 1:
		return "ghp_" + secretFrom(alnum, 36), "GitHub"
	case 2:
		return "xoxb-" + digits(12) + "-" + digits(13) + "-" + secretFrom(alnum, 24), "Slack"
	case 3:
		return "sk-proj-" + secretFrom(b64url, 48) + "T3BlbkFJ" + secretFrom(b64url, 40), "OpenAI"
	case 4:
		return "AIza" + secretFrom(b64url, 35), "Google Maps"
	case 5:
		return "glpat-" + secretFrom(alnum+"-_", 20), "GitLab"
	case 6:
		return "npm_" + secretFrom(alnum, 36), "npm"
	case 7:
		return "hf_" + secretFrom(alnum, 34), "Hugging Face"
	case 8:
		return "SG." + secretFrom(b64url, 22) + "." + secretFrom(b64url, 43), "SendGrid"
	case 9:
		return "key-" + randFrom(hexdig, 32), "Mailgun"
	case 10:
		return "sk-ant-api03-" + secretFrom(b64url, 93) + "AA", "Anthropic"
	case 11:
		return "github_pat_11" + secretFrom(upnum, 20) + "_" + secretFrom(alnum, 59), "GitHub"
	case 12:
		return "shpat_" + randFrom(hexdig, 32), "Shopify"
	}
	return "rk_live_" + secretFrom(alnum, 24), "Stripe"
}

// opaqueToken is an access token with no vendor prefix.
func opaqueToken() string {
	switch r.Intn(3) {
	case 0:
		return secretFrom(alnum, between(32, 48))
	case 1:
		return secretFrom(b64url, 43)
	}
	return randFrom(hexdig, 40)
}

func sessionID() string {
	switch r.Intn(3) {
	case 0:
		return randFrom("abcdefghijklmnopqrstuv0123456789", 26) // PHP
	case 1:
		return randFrom(lowernum, 32) // Django
	}
	return "s%3A" + secretFrom(b64url, 32) + "." + secretFrom(alnum, 43) // express
}

// password draws one the way Faker's password() does, or a chosen one.
func password() string {
	if chance(0.6) {
		const sp = "!@#$%^&*()_+"
		n := between(10, 16)
		for {
			b := []byte(randFrom(alnum+sp, n))
			b[r.Intn(n)] = sp[r.Intn(len(sp))]
			s := string(b)
			if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") {
				return s
			}
		}
	}
	w := pick([]string{"Sunflower", "Dolphin", "Marmalade", "Bluebird", "Cappuccino", "Tornado", "Lighthouse", "Pumpkin", "Galaxy", "Mariposa", "Kirschblüte", "Schmetterling", "Renard", "Ciliegia"})
	return w + strconv.Itoa(between(10, 2024)) + pick([]string{"!", "#", "?", "$", "", "*"})
}

func basicAuth(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

func awsSecret() string {
	return secretFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", 40)
}

// ---------------------------------------------------------------- look-alikes (kept)

func orderID() string {
	switch r.Intn(8) {
	case 0:
		return fill("ORD-202#-#####")
	case 1:
		return fill("#%########") // #100234987 style
	case 2:
		return fill("1##-#######-#######") // Amazon
	case 3:
		return fill("??-%#####")
	case 4:
		return fill("PO-%####")
	case 5:
		return fill("%#######")
	case 6:
		return fill("A%##?-####")
	}
	return fill("#%####-##")
}

func ticketID() string {
	return pick([]string{fill("INC00%####"), fill("CS-%####"), fill("#%#####"), fill("TKT-%#####"), fill("SR %#######")})
}

func invoiceNo() string {
	return pick([]string{fill("INV-202#-0###"), fill("FA202#/0####"), fill("RE-%######"), fill("%####/202#"), fill("F-202#-#####")})
}

func trackingNo() string {
	switch r.Intn(6) {
	case 0:
		return "1Z" + randFrom(upnum, 6) + fill("##########")
	case 1:
		return fill("9400 1### #### #### #### ##") // USPS
	case 2:
		return fill("%### #### ####") // FedEx 12
	case 3:
		return fill("JD01460000########")
	case 4:
		return fill("??%########") + pick([]string{"GB", "CN", "DE", "NL", "JP"})
	}
	return fill("%#########") // DHL 10
}

func ipv4() string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("192.168.%d.%d", between(0, 10), between(2, 254))
	case 1:
		return fmt.Sprintf("10.%d.%d.%d", between(0, 40), between(0, 255), between(2, 254))
	case 2:
		return fmt.Sprintf("203.0.113.%d", between(2, 254))
	}
	return fmt.Sprintf("%d.%d.%d.%d", between(23, 223), between(0, 255), between(0, 255), between(1, 254))
}

func ipv6() string {
	return fmt.Sprintf("2001:db8:%x:%x::%x", between(0, 65535), between(0, 65535), between(1, 65535))
}

func coords() string {
	lat := float64(between(-60000000, 70000000)) / 1e6
	lon := float64(between(-170000000, 170000000)) / 1e6
	if chance(0.5) {
		return fmt.Sprintf("%.6f, %.6f", lat, lon)
	}
	return fmt.Sprintf("%.4f,%.4f", lat, lon)
}

func isbn13() string {
	body := "978" + digits(9)
	sum := 0
	for i, c := range body {
		w := 1
		if i%2 == 1 {
			w = 3
		}
		sum += int(c-'0') * w
	}
	cd := (10 - sum%10) % 10
	s := body + strconv.Itoa(cd)
	if chance(0.6) {
		return s[:3] + "-" + s[3:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:]
	}
	return s
}

func version() string {
	return pick([]string{
		fmt.Sprintf("v%d.%d.%d", between(1, 5), between(0, 30), between(0, 20)),
		fmt.Sprintf("%d.%d.%d", between(1, 20), between(0, 40), between(0, 15)),
		fmt.Sprintf("iOS %d.%d.%d", between(15, 18), between(0, 6), between(1, 3)),
		fmt.Sprintf("Android %d", between(11, 15)),
		fmt.Sprintf("%d.%d.%d.%d", between(100, 130), 0, between(4000, 6999), between(10, 200)),
	})
}

var ibanFormats = []struct{ cc, bban string }{
	{"DE", "########" + "##########"},
	{"FR", "#####" + "#####" + "???########" + "##"},
	{"GB", "????" + "######" + "########"},
	{"ES", "####" + "####" + "##" + "##########"},
	{"IT", "?" + "#####" + "#####" + "############"},
	{"NL", "????" + "##########"},
	{"PL", "########" + "################"},
	{"TR", "#####" + "0" + "################"},
	{"SA", "##" + "##################"},
	{"BR", "########" + "#####" + "##########" + "?" + "#"},
	{"PT", "#####################"},
	{"BE", "############"},
}

// iban draws a valid IBAN (mod 97), printed in groups of four or plain.
func iban(cc string) string {
	var f struct{ cc, bban string }
	for _, x := range ibanFormats {
		if x.cc == cc {
			f = x
		}
	}
	if f.cc == "" {
		f = pick(ibanFormats)
	}
	bban := fill(f.bban)
	rearr := bban + f.cc + "00"
	rem := 0
	for _, c := range rearr {
		var v int
		if c >= '0' && c <= '9' {
			v = int(c - '0')
			rem = (rem*10 + v) % 97
		} else {
			v = int(c-'A') + 10
			rem = (rem*100 + v) % 97
		}
	}
	chk := 98 - rem
	s := fmt.Sprintf("%s%02d%s", f.cc, chk, bban)
	if chance(0.6) {
		var parts []string
		for i := 0; i < len(s); i += 4 {
			j := min(i+4, len(s))
			parts = append(parts, s[i:j])
		}
		return strings.Join(parts, " ")
	}
	return s
}

func ibanCountry(code string) string {
	m := []struct{ l, c string }{{"de_DE", "DE"}, {"fr_FR", "FR"}, {"en_GB", "GB"}, {"es_ES", "ES"}, {"it_IT", "IT"}, {"nl_NL", "NL"}, {"pl_PL", "PL"}, {"tr_TR", "TR"}, {"ar_SA", "SA"}, {"pt_BR", "BR"}}
	for _, x := range m {
		if x.l == code {
			return x.c
		}
	}
	return pick([]string{"DE", "FR", "NL", "BE", "PT", "ES"})
}

func uuid() string {
	h := randFrom(hexdig, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + "a" + h[17:20] + "-" + h[20:]
}

// postcode of a locale (kept as a look-alike).
func postcode(l *locale) string {
	if l.code == "en_GB" {
		return fill(pick([]string{"?? #??", "?# #??", "??# #??"}))
	}
	return fill(l.postcode)
}

func abaRouting() string {
	for {
		d := digits(8)
		d = pick([]string{"0", "1", "2"}) + d[1:]
		w := []int{3, 7, 1, 3, 7, 1, 3, 7}
		sum := 0
		for i := 0; i < 8; i++ {
			sum += int(d[i]-'0') * w[i]
		}
		c := (10 - sum%10) % 10
		return d + strconv.Itoa(c)
	}
}

func streetAddress(l *locale) string {
	n := between(1, 240)
	switch l.code {
	case "en_US":
		return fmt.Sprintf("%d %s %s, %s, %s %s", between(100, 9999), pick([]string{"Maple", "Oak", "Cedar", "Washington", "Lakeview", "Hillcrest", "Sunset"}), pick([]string{"St", "Ave", "Blvd", "Dr", "Ln", "Court"}), pick(l.cities), pick([]string{"TX", "OH", "CA", "FL", "CO", "NC", "WA"}), postcode(l))
	case "en_GB":
		return fmt.Sprintf("Flat %d, %d %s %s, %s, %s", between(1, 40), n, pick([]string{"Church", "Victoria", "Mill", "Station"}), pick([]string{"Road", "Lane", "Street"}), pick(l.cities), postcode(l))
	case "de_DE":
		return fmt.Sprintf("%s %d, %s %s", pick([]string{"Hauptstraße", "Lindenweg", "Bahnhofstr.", "Gartenstraße", "Schillerplatz"}), n, postcode(l), pick(l.cities))
	case "fr_FR":
		return fmt.Sprintf("%d %s, %s %s", n, pick([]string{"rue de la Paix", "avenue Victor Hugo", "boulevard Voltaire", "rue des Lilas"}), postcode(l), pick(l.cities))
	case "es_ES", "es_MX":
		return fmt.Sprintf("%s %d, %s %s", pick([]string{"Calle Mayor", "Avenida de la Constitución", "Calle del Sol", "Paseo de Gracia"}), n, postcode(l), pick(l.cities))
	case "it_IT":
		return fmt.Sprintf("Via %s %d, %s %s", pick([]string{"Roma", "Garibaldi", "Mazzini", "Dante"}), n, postcode(l), pick(l.cities))
	case "pt_BR":
		return fmt.Sprintf("Rua %s, %d - %s, CEP %s", pick([]string{"das Flores", "XV de Novembro", "Augusta", "Sete de Setembro"}), n, pick(l.cities), postcode(l))
	case "nl_NL":
		return fmt.Sprintf("%s %d, %s %s", pick([]string{"Kerkstraat", "Dorpsstraat", "Molenweg", "Stationsplein"}), n, postcode(l), pick(l.cities))
	case "pl_PL":
		return fmt.Sprintf("ul. %s %d, %s %s", pick([]string{"Długa", "Polna", "Lipowa", "Słoneczna"}), n, postcode(l), pick(l.cities))
	case "ja_JP":
		return fmt.Sprintf("〒%s %s%d-%d-%d", postcode(l), pick(l.cities), between(1, 9), between(1, 30), between(1, 20))
	}
	return fmt.Sprintf("%d %s, %s", n, pick([]string{"Main Street", "Park Avenue", "High Street"}), pick(l.cities))
}
