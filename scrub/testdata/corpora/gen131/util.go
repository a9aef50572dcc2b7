package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type G struct {
	r    *rand.Rand
	pii  []PII
	keep []string
}

func (g *G) P(f, v string) string { g.pii = append(g.pii, PII{f, v}); return v }
func (g *G) K(v string) string    { g.keep = append(g.keep, v); return v }
func (g *G) n(lo, hi int) int     { return lo + g.r.Intn(hi-lo+1) }
func (g *G) pick(xs ...string) string {
	return xs[g.r.Intn(len(xs))]
}
func (g *G) maybe(p float64) bool { return g.r.Float64() < p }
func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}
func (g *G) nzdigits(n int) string { return string(rune('1'+g.r.Intn(9))) + g.digits(n-1) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const lower = "abcdefghijklmnopqrstuvwxyz"
const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
const hexd = "0123456789abcdef"
const b64u = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

func (g *G) from(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.r.Intn(len(set))]
	}
	return string(b)
}

// rnd returns a random string from set that has at least one digit, one upper and one lower (if set has them).
func (g *G) rnd(set string, n int) string {
	for {
		s := g.from(set, n)
		hasD := strings.ContainsAny(s, "0123456789")
		hasU := strings.ContainsAny(s, upper)
		hasL := strings.ContainsAny(s, lower)
		if (!strings.ContainsAny(set, "0123456789") || hasD) && (!strings.ContainsAny(set, upper) || hasU) && (!strings.ContainsAny(set, lower) || hasL) {
			return s
		}
	}
}

// emo returns an optional trailing emoji (with leading space) or "".
func (g *G) emo() string {
	if g.maybe(0.4) {
		return ""
	}
	return " " + g.pick("🙏", "😂", "🤣", "😅", "👍", "🙏🏽", "❤️", "😭", "🔥", "✅", "😬", "🤞", "💯", "😊", "🥲", "lol", "pls", "thx", "ty", "xx", "haha", "hehe", "po", "na", "o")
}

// cz makes filler text casual: random shortenings, no capitals.
func (g *G) cz(s string) string {
	repl := [][2]string{{"you", "u"}, {"please", "pls"}, {"thanks", "thx"}, {"tomorrow", "tmrw"}, {"because", "bc"}, {"your", "ur"}, {"are", "r"}, {"okay", "ok"}, {"message", "msg"}, {"number", "num"}, {"before", "b4"}, {"tonight", "tonite"}, {"with", "w"}}
	ws := strings.Split(s, " ")
	for i, w := range ws {
		for _, p := range repl {
			if w == p[0] && g.maybe(0.45) {
				ws[i] = p[1]
			}
		}
	}
	out := strings.Join(ws, " ")
	if g.maybe(0.15) && len(out) > 0 {
		out = strings.ToUpper(out[:1]) + out[1:]
	}
	return out
}

// group writes digits d in groups of sizes with separator seps (one sep chosen per gap from seps).
func group(d string, sizes []int, sep func(i int) string) string {
	var b strings.Builder
	p := 0
	for i, s := range sizes {
		if i > 0 {
			b.WriteString(sep(i))
		}
		b.WriteString(d[p : p+s])
		p += s
	}
	return b.String()
}
func fixed(s string) func(int) string { return func(int) string { return s } }

// ---------------- phones ----------------

var usAreas = []string{"201", "202", "206", "212", "213", "214", "215", "267", "281", "301", "303", "305", "310", "312", "313", "323", "347", "404", "408", "415", "425", "469", "470", "480", "503", "510", "512", "562", "602", "615", "617", "619", "626", "646", "650", "678", "702", "704", "713", "718", "720", "732", "757", "773", "786", "808", "818", "832", "858", "904", "909", "916", "917", "919", "925", "929", "951", "954", "971", "972"}

func (g *G) usParts() (string, string, string) {
	a := g.pick(usAreas...)
	var ex string
	for {
		ex = g.nzdigits(3)
		if ex[0] >= '2' && ex != "555" && ex[1:] != "11" && ex != "950" && ex != "958" && ex != "959" && ex != "976" {
			break
		}
	}
	return a, ex, g.digits(4)
}

// usPhone style: 0 spaced, 1 dashed, 2 parens, 3 plain10, 4 +1 spaced, 5 +1 plain, 6 dots, 7 1-dashed, -1 random
func (g *G) usPhone(style int) string {
	a, e, l := g.usParts()
	if style < 0 {
		style = g.r.Intn(8)
	}
	switch style {
	case 0:
		return a + " " + e + " " + l
	case 1:
		return a + "-" + e + "-" + l
	case 2:
		return "(" + a + ") " + e + "-" + l
	case 3:
		return a + e + l
	case 4:
		return "+1 " + a + " " + e + " " + l
	case 5:
		return "+1" + a + e + l
	case 6:
		return a + "." + e + "." + l
	default:
		return "1-" + a + "-" + e + "-" + l
	}
}

func (g *G) ukMobile(style int) string {
	d := "7" + g.pick("4", "5", "7", "8", "9") + g.digits(8)
	for strings.HasPrefix(d, "7700900") {
		d = "7" + g.pick("4", "5", "8", "9") + g.digits(8)
	}
	if style < 0 {
		style = g.r.Intn(5)
	}
	switch style {
	case 0:
		return "0" + d[:4] + " " + d[4:]
	case 1:
		return "0" + d
	case 2:
		return "+44 " + d[:4] + " " + d[4:]
	case 3:
		return "+44" + d
	default:
		return "+44 (0)" + d[:4] + " " + d[4:]
	}
}

func (g *G) ukLandline() string {
	switch g.r.Intn(3) {
	case 0:
		return "020 " + g.pick("3", "8") + g.digits(3) + " " + g.digits(4)
	case 1:
		return g.pick("0161", "0121", "0113", "0117", "0131", "0141") + " " + g.pick("2", "3", "4", "5", "7", "8") + g.digits(2) + " " + g.digits(4)
	default:
		return "01" + g.pick("223", "865", "273", "904", "792") + " " + g.pick("3", "4", "5", "6") + g.digits(5)
	}
}

func (g *G) inMobile(style int) string {
	d := g.pick("6", "7", "8", "9") + g.digits(9)
	if style < 0 {
		style = g.r.Intn(6)
	}
	switch style {
	case 0:
		return d[:5] + " " + d[5:]
	case 1:
		return d
	case 2:
		return "+91 " + d[:5] + " " + d[5:]
	case 3:
		return "+91-" + d
	case 4:
		return "0" + d
	default:
		return "+91" + d
	}
}

var ngPrefixes = []string{"803", "806", "813", "816", "703", "706", "805", "807", "815", "811", "905", "802", "808", "812", "701", "708", "902", "809", "817", "818", "909", "810", "814", "903", "906"}

func (g *G) ngMobile(style int) string {
	p := g.pick(ngPrefixes...)
	l := g.digits(7)
	if style < 0 {
		style = g.r.Intn(5)
	}
	switch style {
	case 0:
		return "0" + p + " " + l[:3] + " " + l[3:]
	case 1:
		return "0" + p + l
	case 2:
		return "+234 " + p + " " + l[:3] + " " + l[3:]
	case 3:
		return "+234" + p + l
	default:
		return "234" + p + l
	}
}

var phPrefixes = []string{"917", "918", "919", "920", "921", "927", "928", "929", "939", "945", "946", "947", "949", "955", "956", "966", "977", "995", "998", "906", "915", "926", "935", "936", "961", "975", "976"}

func (g *G) phMobile(style int) string {
	p := g.pick(phPrefixes...)
	l := g.digits(7)
	if style < 0 {
		style = g.r.Intn(5)
	}
	switch style {
	case 0:
		return "0" + p + " " + l[:3] + " " + l[3:]
	case 1:
		return "0" + p + l
	case 2:
		return "+63 " + p + " " + l[:3] + " " + l[3:]
	case 3:
		return "+63" + p + l
	default:
		return "0" + p + "-" + l[:3] + "-" + l[3:]
	}
}

func (g *G) auMobile(style int) string {
	var d string
	for {
		d = "4" + g.pick("0", "1", "2", "3", "5", "6", "7", "8", "9") + g.digits(7)
		if !strings.HasPrefix(d, "491570") {
			break
		}
	}
	if style < 0 {
		style = g.r.Intn(4)
	}
	switch style {
	case 0:
		return "0" + d[:3] + " " + d[3:6] + " " + d[6:]
	case 1:
		return "0" + d
	case 2:
		return "+61 " + d[:3] + " " + d[3:6] + " " + d[6:]
	default:
		return "+61" + d
	}
}

func (g *G) auLandline() string {
	a := g.pick("2", "3", "7", "8")
	l := g.pick("9", "8", "6", "5") + g.digits(7)
	if g.maybe(0.5) {
		return "(0" + a + ") " + l[:4] + " " + l[4:]
	}
	return "0" + a + " " + l[:4] + " " + l[4:]
}

// ---------------- ssn ----------------

func (g *G) ssnParts() (string, string, string) {
	var a int
	for {
		a = g.n(1, 899)
		if a != 666 {
			break
		}
	}
	gr := g.n(1, 99)
	se := g.n(1, 9999)
	s := fmt.Sprintf("%03d", a)
	if s == "078" || s == "219" {
		s = "123"
	}
	return s, fmt.Sprintf("%02d", gr), fmt.Sprintf("%04d", se)
}

func (g *G) itinParts() (string, string, string) {
	groups := []int{}
	for i := 50; i <= 65; i++ {
		groups = append(groups, i)
	}
	for i := 70; i <= 88; i++ {
		groups = append(groups, i)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return "9" + g.digits(2), fmt.Sprintf("%02d", groups[g.r.Intn(len(groups))]), fmt.Sprintf("%04d", g.n(1, 9999))
}

// style 0 dashed, 1 spaced, 2 bare, 3 dots, -1 random (weighted to dashed/spaced)
func joinSSN(a, b, c string, style int) string {
	switch style {
	case 1:
		return a + " " + b + " " + c
	case 2:
		return a + b + c
	case 3:
		return a + "." + b + "." + c
	default:
		return a + "-" + b + "-" + c
	}
}
func (g *G) ssn(style int) string {
	a, b, c := g.ssnParts()
	if style < 0 {
		style = g.pick4()
	}
	return joinSSN(a, b, c, style)
}
func (g *G) itin(style int) string {
	a, b, c := g.itinParts()
	if style < 0 {
		style = g.pick4()
	}
	return joinSSN(a, b, c, style)
}
func (g *G) pick4() int {
	x := g.r.Intn(10)
	switch {
	case x < 4:
		return 0
	case x < 7:
		return 1
	case x < 9:
		return 2
	default:
		return 3
	}
}

// ---------------- cards ----------------

func luhnCheck(d string) byte {
	sum := 0
	dbl := true
	for i := len(d) - 1; i >= 0; i-- {
		x := int(d[i] - '0')
		if dbl {
			x *= 2
			if x > 9 {
				x -= 9
			}
		}
		sum += x
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}
func luhnValid(d string) bool { return luhnCheck(d[:len(d)-1]) == d[len(d)-1] }

func (g *G) cardDigits(issuer string) string {
	var pre string
	n := 16
	switch issuer {
	case "visa":
		pre = "4" + g.pick("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")
	case "mc":
		pre = g.pick("51", "52", "53", "54", "55", "5399", "5186", "5412")
	case "mc2":
		pre = fmt.Sprintf("%d", g.n(2221, 2720))
	case "amex":
		pre = g.pick("34", "37")
		n = 15
	case "disc":
		pre = g.pick("6011", "65", "644", "645", "646", "647", "648", "649")
	case "jcb":
		pre = fmt.Sprintf("%d", g.n(3528, 3589))
	case "rupay":
		pre = g.pick("6521", "6522", "6070", "6080", "8172", "5081")
	}
	d := pre + g.digits(n-1-len(pre))
	return d + string(luhnCheck(d))
}

// style: 0 4-4-4-4 spaces, 1 dashes, 2 plain, 3 mixed, -1 random
func fmtCard(d string, style int, r *rand.Rand) string {
	if len(d) == 15 {
		switch style {
		case 2:
			return d
		case 1:
			return d[:4] + "-" + d[4:10] + "-" + d[10:]
		default:
			return d[:4] + " " + d[4:10] + " " + d[10:]
		}
	}
	sz := []int{4, 4, 4, 4}
	switch style {
	case 0:
		return group(d, sz, fixed(" "))
	case 1:
		return group(d, sz, fixed("-"))
	case 2:
		return d
	default:
		seps := []string{" ", "-", "-", " "}
		a, b, c := seps[r.Intn(4)], seps[r.Intn(4)], seps[r.Intn(4)]
		if a == b && b == c {
			c = map[string]string{" ": "-", "-": " "}[c]
		}
		return d[:4] + a + d[4:8] + b + d[8:12] + c + d[12:]
	}
}
func (g *G) card(issuer string, style int) string {
	if style < 0 {
		style = g.r.Intn(4)
	}
	return fmtCard(g.cardDigits(issuer), style, g.r)
}

// non-Luhn 16 digit number that is no card (gift card / loyalty)
func (g *G) badCard(pre string) string {
	d := pre + g.digits(15-len(pre))
	c := luhnCheck(d)
	return d + string('0'+(c-'0'+1+byte(g.r.Intn(8)))%10)
}

// ---------------- jwt ----------------

func b64(s []byte) string { return base64.RawURLEncoding.EncodeToString(s) }

var firstNames = []string{"priya", "rahul", "ananya", "arjun", "sneha", "vikram", "chinedu", "aisha", "tunde", "ngozi", "emeka", "funmi", "maria", "juan", "kc", "angelica", "mark", "joy", "jessica", "mike", "ashley", "tyler", "brianna", "marcus", "olivia", "liam", "chloe", "jack", "mia", "harry", "sophie", "oliver", "amelia", "lachlan", "isla", "kavya", "rohan", "divya", "bola", "kemi", "ifeoma", "jhun", "mae", "paolo", "rica", "carlos", "lupita", "diego", "sofia", "valeria"}
var lastNames = []string{"sharma", "verma", "iyer", "reddy", "patel", "nair", "okafor", "bello", "adeyemi", "okonkwo", "eze", "balogun", "santos", "delacruz", "reyes", "garcia", "mendoza", "bautista", "miller", "johnson", "williams", "brown", "davis", "thompson", "smith", "jones", "taylor", "wilson", "nguyen", "kelly", "murphy", "singh", "gupta", "mehta", "pillai", "adebayo", "nwosu", "villanueva", "aquino", "hernandez", "rodriguez", "lopez", "martinez", "walker", "clarke", "evans", "oconnor", "ramos", "cruz", "joshi"}

func (g *G) jwt() string {
	hdrs := []string{`{"alg":"HS256","typ":"JWT"}`, `{"typ":"JWT","alg":"HS256"}`, `{"alg":"RS256","typ":"JWT","kid":"` + g.from(hexd, 16) + `"}`, `{"alg":"HS512","typ":"JWT"}`, `{"alg":"ES256","typ":"JWT"}`}
	h := hdrs[g.r.Intn(len(hdrs))]
	iat := 1700000000 + g.r.Intn(60000000)
	fn := g.pick(firstNames...)
	p := map[string]any{}
	_ = p
	var payload string
	switch g.r.Intn(4) {
	case 0:
		payload = fmt.Sprintf(`{"sub":"%s","name":"%s %s","iat":%d}`, g.digits(10), strings.Title(fn), strings.Title(g.pick(lastNames...)), iat)
	case 1:
		payload = fmt.Sprintf(`{"user_id":%d,"email":"%s%d@gmail.com","iat":%d,"exp":%d}`, g.n(1000, 9999999), fn, g.n(1, 999), iat, iat+3600)
	case 2:
		payload = fmt.Sprintf(`{"iss":"https://auth.%s.com","sub":"usr_%s","aud":"mobile","exp":%d,"iat":%d,"scope":"read write"}`, g.pick("gymbuddy", "splitr", "tiffinbox", "jeepneygo", "kudi", "mateship"), g.from(alnum, 12), iat+86400, iat)
	default:
		b, _ := json.Marshal(struct {
			Sub  string `json:"sub"`
			Role string `json:"role"`
			Iat  int    `json:"iat"`
			Exp  int    `json:"exp"`
		}{g.from(hexd, 24), g.pick("user", "admin", "member"), iat, iat + 900})
		payload = string(b)
	}
	n := 32
	if strings.Contains(h, "HS512") || strings.Contains(h, "ES256") {
		n = 64
	}
	if strings.Contains(h, "RS256") {
		n = 256
	}
	sig := make([]byte, n)
	for i := range sig {
		sig[i] = byte(g.r.Intn(256))
	}
	return b64([]byte(h)) + "." + b64([]byte(payload)) + "." + b64(sig)
}

// ---------------- secrets ----------------

var pwWords = []string{"mango", "sunflower", "kaveri", "tiger", "buttercup", "adobo", "jollof", "chinchin", "lagos", "manila", "cebu", "koala", "wombat", "pikachu", "sinigang", "biryani", "paneer", "ganesh", "shiva", "blessing", "favour", "princess", "dragon", "sunshine", "monkey", "football", "arsenal", "chelsea", "liverpool", "cricket", "virat", "dhoni", "taylorswift", "bts", "barkada", "lola", "nanay", "ammi", "papa", "rover", "bella", "milo", "coco", "buddy", "simba", "kangaroo", "vegemite", "tacos", "abuela", "chispa"}

// password styles; always contains a letter and a digit
func (g *G) password() string {
	w := g.pick(pwWords...)
	switch g.r.Intn(9) {
	case 0:
		return w + g.digits(g.n(2, 4))
	case 1:
		return strings.Title(w) + g.pick("@", "#", "!", "$", "_", ".") + g.digits(g.n(2, 4))
	case 2:
		return strings.Title(w) + g.digits(2) + g.pick("!", "!!", "#", "*")
	case 3:
		return g.rnd(alnum, g.n(10, 14))
	case 4:
		return g.rnd(alnum+"!#%&*", g.n(12, 16))
	case 5:
		return strings.Title(w) + "." + strings.Title(g.pick(pwWords...)) + g.digits(2)
	case 6:
		return strings.ToUpper(w[:1]) + w[1:] + g.pick("@", "#") + fmt.Sprint(g.n(1975, 2024))
	case 7:
		return w + "_" + g.pick(pwWords...) + g.digits(3)
	default:
		return g.pick("I", "i") + "love" + strings.Title(w) + g.digits(g.n(2, 4))
	}
}

func (g *G) wifiPass() string {
	switch g.r.Intn(6) {
	case 0:
		return "PLDTWIFI" + g.rnd(upper+"0123456789", 5)
	case 1:
		return g.from("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) + g.digits(1) + g.from("abcdefghjkmnpqrstuvwxyz", 5)
	case 2:
		return g.from(hexd[:10], 3) + g.from(hexd, 7) + g.digits(2)
	default:
		return g.password()
	}
}

func (g *G) googleAppPw() string {
	return g.from(lower, 4) + " " + g.from(lower, 4) + " " + g.from(lower, 4) + " " + g.from(lower, 4)
}
func (g *G) appleAppPw() string {
	return g.from(lower, 4) + "-" + g.from(lower, 4) + "-" + g.from(lower, 4) + "-" + g.from(lower, 4)
}

func (g *G) apiKey(kind string) string {
	switch kind {
	case "openai":
		return "sk-proj-" + g.rnd(alnum+"-_", g.n(48, 74)) + "T3BlbkFJ" + g.rnd(alnum+"-_", 24)
	case "openai_old":
		return "sk-" + g.rnd(alnum, 20) + "T3BlbkFJ" + g.rnd(alnum, 20)
	case "github":
		return "ghp_" + g.rnd(alnum, 36)
	case "github_pat":
		return "github_pat_11" + g.rnd(upper+"0123456789", 20) + "_" + g.rnd(alnum, 59)
	case "stripe":
		return "sk_live_51" + g.rnd(alnum, 97)
	case "stripe_test":
		return "sk_test_51" + g.rnd(alnum, 97)
	case "google":
		return "AIza" + g.rnd(alnum+"-_", 35)
	case "slack":
		return "xoxb-" + g.nzdigits(12) + "-" + g.nzdigits(13) + "-" + g.rnd(alnum, 24)
	case "hf":
		return "hf_" + g.rnd(alnum, 34)
	case "anthropic":
		return "sk-ant-api03-" + g.rnd(alnum+"-_", 93) + "AA"
	case "aws_secret":
		return g.rnd(alnum+"+/", 40)
	case "telegram":
		return g.nzdigits(10) + ":AA" + g.rnd(alnum+"-_", 33)
	case "groq":
		return "gsk_" + g.rnd(alnum, 52)
	case "gitlab":
		return "glpat-" + g.rnd(alnum+"-_", 20)
	}
	return ""
}

func (g *G) recoveryGH() string { return g.from(hexd, 5) + "-" + g.from(hexd, 5) }
func (g *G) linkToken() string  { return g.rnd(alnum, g.n(32, 48)) }

// ---------------- emails ----------------

var domains = map[string][]string{
	"us": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "aol.com", "comcast.net", "att.net", "protonmail.com"},
	"uk": {"gmail.com", "hotmail.co.uk", "btinternet.com", "yahoo.co.uk", "outlook.com", "sky.com", "icloud.com"},
	"in": {"gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "hotmail.com", "yahoo.in"},
	"ng": {"gmail.com", "yahoo.com", "outlook.com", "ymail.com", "hotmail.com"},
	"ph": {"gmail.com", "yahoo.com", "yahoo.com.ph", "outlook.com", "icloud.com"},
	"au": {"gmail.com", "bigpond.com", "optusnet.com.au", "outlook.com", "icloud.com", "hotmail.com"},
}
var regionFirst = map[string][]string{
	"us": {"jessica", "mike", "ashley", "tyler", "brianna", "marcus", "kayla", "jordan", "dani", "carlos", "lupita", "diego", "jenny", "josh", "madison"},
	"uk": {"harry", "sophie", "oliver", "amelia", "george", "poppy", "jack", "ellie", "tom", "charlotte", "callum", "niamh"},
	"in": {"priya", "rahul", "ananya", "arjun", "sneha", "vikram", "kavya", "rohan", "divya", "aditya", "pooja", "nikhil", "deepika", "sanjay"},
	"ng": {"chinedu", "aisha", "tunde", "ngozi", "emeka", "funmi", "bola", "kemi", "ifeoma", "segun", "chioma", "yusuf", "tobi"},
	"ph": {"maria", "juan", "kc", "angelica", "mark", "joy", "jhun", "mae", "paolo", "rica", "jerome", "kristine", "aljon"},
	"au": {"lachlan", "isla", "chloe", "jack", "mia", "brodie", "matilda", "hamish", "zoe", "riley", "sienna"},
}
var regionLast = map[string][]string{
	"us": {"miller", "johnson", "williams", "brown", "davis", "thompson", "garcia", "hernandez", "lopez", "walker", "nguyen", "martinez"},
	"uk": {"smith", "jones", "taylor", "wilson", "evans", "clarke", "murphy", "hughes", "patel", "wright"},
	"in": {"sharma", "verma", "iyer", "reddy", "patel", "nair", "singh", "gupta", "mehta", "pillai", "joshi", "rao"},
	"ng": {"okafor", "bello", "adeyemi", "okonkwo", "eze", "balogun", "adebayo", "nwosu", "ibrahim", "olawale"},
	"ph": {"santos", "delacruz", "reyes", "mendoza", "bautista", "villanueva", "aquino", "ramos", "cruz", "garcia"},
	"au": {"kelly", "murphy", "smith", "nguyen", "oconnor", "walsh", "campbell", "brown", "ryan"},
}

func (g *G) name(region string) (string, string) {
	return g.pick(regionFirst[region]...), g.pick(regionLast[region]...)
}

func (g *G) emailLocal(region string) string {
	f, l := g.name(region)
	switch g.r.Intn(7) {
	case 0:
		return f + "." + l
	case 1:
		return f + l + g.digits(g.n(2, 4))
	case 2:
		return f + "_" + l[:1] + g.digits(2)
	case 3:
		return f[:1] + "." + l + g.digits(2)
	case 4:
		return f + "." + l + "." + fmt.Sprint(g.n(70, 99))
	case 5:
		return f + g.pick("", "_", ".") + g.pick("loves", "the", "its", "xo", "real") + g.pick(lower[:5], "cats", "music", "bts", "jollof", "adobo") + g.digits(2)
	default:
		return l + "." + f + g.digits(g.n(1, 3))
	}
}

func (g *G) email(region string) string {
	return g.emailLocal(region) + "@" + g.pick(domains[region]...)
}

func (g *G) region() string { return g.pick("us", "uk", "in", "ng", "ph", "au") }

// ---------------- look-alikes (keep) ----------------

func (g *G) price(region string) string {
	switch region {
	case "in":
		return "₹" + g.pick(fmt.Sprint(g.n(50, 999)), fmt.Sprintf("%d,%03d", g.n(1, 99), g.n(0, 999)))
	case "ng":
		return "₦" + fmt.Sprintf("%d,%03d", g.n(1, 250), g.n(0, 999)/50*50)
	case "ph":
		return g.pick("₱", "P", "php ") + fmt.Sprint(g.n(20, 9999))
	case "uk":
		return "£" + fmt.Sprintf("%d.%02d", g.n(1, 450), g.n(0, 99))
	case "au":
		return "$" + fmt.Sprintf("%d.%02d", g.n(2, 600), g.n(0, 19)*5)
	}
	return "$" + fmt.Sprintf("%d.%02d", g.n(1, 1999), g.n(0, 99))
}
func (g *G) tm() string {
	if g.maybe(0.5) {
		return fmt.Sprintf("%d:%02d%s", g.n(1, 12), g.n(0, 11)*5, g.pick("am", "pm", " am", " pm", ""))
	}
	return fmt.Sprintf("%d%s", g.n(1, 12), g.pick("am", "pm"))
}
func (g *G) date() string {
	m, d := g.n(1, 12), g.n(1, 28)
	switch g.r.Intn(5) {
	case 0:
		return fmt.Sprintf("%d/%d", m, d)
	case 1:
		return fmt.Sprintf("%02d/%02d/%d", d, m, g.n(2023, 2026))
	case 2:
		return fmt.Sprintf("%s %d", g.pick("jan", "feb", "march", "apr", "may", "june", "july", "aug", "sept", "oct", "nov", "dec"), d)
	case 3:
		return fmt.Sprintf("%d-%02d-%02d", g.n(2023, 2026), m, d)
	default:
		return fmt.Sprintf("%d %s", d, g.pick("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"))
	}
}
func (g *G) amzOrder() string {
	return g.pick("111", "112", "113", "114") + "-" + g.digits(7) + "-" + g.digits(7)
}
func (g *G) upsTrack() string {
	return "1Z" + g.from(upper+"0123456789", 6) + g.digits(10)
}
func (g *G) uspsTrack() string {
	d := "9400" + g.digits(18)
	return group(d, []int{4, 4, 4, 4, 4, 2}, fixed(" "))
}
func (g *G) orderShort() string { return g.nzdigits(g.n(6, 9)) }
func (g *G) confCode() string   { return g.from("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6) }
func (g *G) flight() string {
	return g.pick("UA", "AA", "DL", "6E", "AI", "UK", "5J", "PR", "QF", "JQ", "VA", "BA", "VS", "W5", "P4") + " " + fmt.Sprint(g.n(100, 2999))
}
func (g *G) irctcPNR() string { return g.pick("2", "4", "6", "8") + g.digits(9) }
func (g *G) upiRef() string   { return g.nzdigits(12) }
func (g *G) gcashRef() string {
	d := "10" + g.digits(11)
	return d[:4] + " " + d[4:7] + " " + d[7:10] + " " + d[10:]
}
func (g *G) zip() string { return fmt.Sprintf("%05d", g.n(10001, 99950)) }
