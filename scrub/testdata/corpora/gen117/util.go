package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
)

// PII is one labelled value.
type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

// Line is one corpus record.
type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// B builds a line's text and its labels at once, so every label is a substring.
type B struct {
	sb   strings.Builder
	pii  []PII
	keep []string
}

func (b *B) T(s string, a ...any) *B {
	if len(a) > 0 {
		s = fmt.Sprintf(s, a...)
	}
	b.sb.WriteString(s)
	return b
}

func (b *B) P(f, v string) *B {
	b.sb.WriteString(v)
	for _, p := range b.pii {
		if p.V == v {
			return b
		}
	}
	b.pii = append(b.pii, PII{f, v})
	return b
}

func (b *B) K(v string) *B {
	b.sb.WriteString(v)
	b.addKeep(v)
	return b
}

func (b *B) addKeep(v string) {
	if len(strings.TrimSpace(v)) < 4 { // too short to say anything about a scrubber
		return
	}
	for _, k := range b.keep {
		if k == v {
			return
		}
	}
	b.keep = append(b.keep, v)
}

// Family shorthands.
func (b *B) SSN(v string) *B  { return b.P("ssn", v) }
func (b *B) Ph(v string) *B   { return b.P("phone", v) }
func (b *B) Em(v string) *B   { return b.P("email", v) }
func (b *B) Card(v string) *B { return b.P("credit_card", v) }
func (b *B) Sec(v string) *B  { return b.P("bearer", v) }
func (b *B) JWT(v string) *B  { return b.P("jwt", v) }
func (b *B) NL() *B           { return b.T("\n") }

// G holds the seeded source and the corpus-wide uniqueness set.
type G struct {
	r    *rand.Rand
	used map[string]bool // lookup only; never iterated
}

func (g *G) n(a, b int) int           { return a + g.r.Intn(b-a+1) }
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) pickL(xs []string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) chance(p float64) bool    { return g.r.Float64() < p }

func (g *G) digits(k int) string {
	var sb strings.Builder
	for i := 0; i < k; i++ {
		sb.WriteByte(byte('0' + g.r.Intn(10)))
	}
	return sb.String()
}

// nzdigits: k digits, first non-zero.
func (g *G) nzdigits(k int) string {
	return string(byte('1'+g.r.Intn(9))) + g.digits(k-1)
}

// claim marks a value as used; false if it was already.
func (g *G) claim(key string) bool {
	if g.used[key] {
		return false
	}
	g.used[key] = true
	return true
}

// ---------- people and places ----------

var firstEN = []string{"James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Christopher", "Karen", "Daniel", "Lisa", "Matthew", "Nancy", "Anthony", "Betty", "Mark", "Sandra", "Donald", "Ashley", "Steven", "Kimberly", "Andrew", "Emily", "Kenneth", "Donna", "Joshua", "Michelle", "Kevin", "Carol", "Brian", "Amanda", "Tyrone", "Latoya", "DeShawn", "Keisha", "Minh", "Priya", "Wei", "Aaliyah", "Connor", "Brittany", "Dustin", "Tamika", "Hannah", "Ethan", "Olivia", "Noah", "Grace", "Tanner"}
var firstES = []string{"José", "María", "Juan", "Guadalupe", "Luis", "Rosa", "Carlos", "Ana", "Jorge", "Lucía", "Miguel", "Carmen", "Alejandro", "Verónica", "Francisco", "Yesenia", "Ramón", "Marisol", "Héctor", "Beatriz", "Ernesto", "Daniela", "Jesús", "Alejandra"}
var lastEN = []string{"Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor", "Thomas", "Moore", "Jackson", "Martin", "Lee", "Thompson", "White", "Harris", "Clark", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Hill", "Green", "Adams", "Baker", "Nelson", "Carter", "Mitchell", "Nguyen", "Patel", "Kowalski", "O'Brien", "McAllister", "Washington", "Okafor", "Chen", "Kim", "Russo", "Schmidt", "Fitzgerald", "Bennett", "Brooks", "Hayes", "Sullivan"}
var lastES = []string{"García", "Rodríguez", "Martínez", "Hernández", "López", "González", "Pérez", "Sánchez", "Ramírez", "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Reyes", "Morales", "Cruz", "Ortiz", "Gutiérrez", "Chávez", "Ramos", "Vargas", "Castillo", "Mendoza"}

type place struct {
	city, st, zip3 string
	areas          []string
}

var places = []place{
	{"Columbus", "OH", "432", []string{"614", "380"}},
	{"Houston", "TX", "770", []string{"713", "281", "832", "346"}},
	{"Phoenix", "AZ", "850", []string{"602", "480", "623"}},
	{"Atlanta", "GA", "303", []string{"404", "470", "678", "770"}},
	{"Chicago", "IL", "606", []string{"312", "773", "872"}},
	{"Los Angeles", "CA", "900", []string{"213", "323", "310", "818"}},
	{"Miami", "FL", "331", []string{"305", "786"}},
	{"Charlotte", "NC", "282", []string{"704", "980"}},
	{"Denver", "CO", "802", []string{"303", "720"}},
	{"Seattle", "WA", "981", []string{"206", "425"}},
	{"Detroit", "MI", "482", []string{"313", "248"}},
	{"Memphis", "TN", "381", []string{"901"}},
	{"San Antonio", "TX", "782", []string{"210", "726"}},
	{"Newark", "NJ", "071", []string{"973", "862"}},
	{"Brooklyn", "NY", "112", []string{"718", "347", "929"}},
	{"Philadelphia", "PA", "191", []string{"215", "267", "445"}},
	{"Baltimore", "MD", "212", []string{"410", "443"}},
	{"Las Vegas", "NV", "891", []string{"702", "725"}},
	{"Fresno", "CA", "937", []string{"559"}},
	{"Tulsa", "OK", "741", []string{"918", "539"}},
	{"Omaha", "NE", "681", []string{"402", "531"}},
	{"Louisville", "KY", "402", []string{"502"}},
	{"Albuquerque", "NM", "871", []string{"505"}},
	{"Birmingham", "AL", "352", []string{"205", "659"}},
	{"Milwaukee", "WI", "532", []string{"414"}},
	{"Boise", "ID", "837", []string{"208", "986"}},
	{"San Juan", "PR", "009", []string{"787", "939"}},
	{"El Paso", "TX", "799", []string{"915"}},
	{"Richmond", "VA", "232", []string{"804"}},
	{"Portland", "OR", "972", []string{"503", "971"}},
}

var streets = []string{"Maple Ave", "Oak St", "E Main St", "Cedar Ln", "Washington Blvd", "Pine Ridge Dr", "W 3rd St", "Lincoln Ave", "Sunset Blvd", "Elm Ct", "Highland Rd", "Park Pl", "Riverside Dr", "Calle Luna", "Ave Ponce de León", "Magnolia Way", "S Broadway", "Harbor View Ter", "Kingsley Rd", "Old Mill Rd"}

type person struct {
	first, last string
	pl          place
	street      string
	zip5, zip4  string
}

func (p person) full() string  { return p.first + " " + p.last }
func (p person) upper() string { return strings.ToUpper(p.last + ", " + p.first) }
func (p person) cityLine() string {
	return fmt.Sprintf("%s, %s %s-%s", p.pl.city, p.pl.st, p.zip5, p.zip4)
}

func (g *G) person() person {
	return g.personL(g.chance(0.3))
}

func (g *G) personL(es bool) person {
	p := person{}
	if es {
		p.first, p.last = g.pickL(firstES), g.pickL(lastES)
		if g.chance(0.5) {
			p.last += " " + g.pickL(lastES)
		}
	} else {
		p.first, p.last = g.pickL(firstEN), g.pickL(lastEN)
	}
	p.pl = places[g.r.Intn(len(places))]
	p.street = fmt.Sprintf("%d %s", g.n(10, 9899), g.pickL(streets))
	p.zip5 = p.pl.zip3 + fmt.Sprintf("%02d", g.n(1, 99))
	p.zip4 = fmt.Sprintf("%04d", g.n(1, 9999))
	return p
}

// ---------- dates and amounts ----------

var monthsEN = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
var monthsES = []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}

type date struct{ y, m, d int }

func (g *G) dt(y0, y1 int) date { return date{g.n(y0, y1), g.n(1, 12), g.n(1, 28)} }
func (d date) us() string       { return fmt.Sprintf("%02d/%02d/%04d", d.m, d.d, d.y) }
func (d date) iso() string      { return fmt.Sprintf("%04d-%02d-%02d", d.y, d.m, d.d) }
func (d date) long() string     { return fmt.Sprintf("%s %d, %d", monthsEN[d.m-1], d.d, d.y) }
func (d date) es() string       { return fmt.Sprintf("%d de %s de %d", d.d, monthsES[d.m-1], d.y) }
func (d date) compact() string  { return fmt.Sprintf("%04d%02d%02d", d.y, d.m, d.d) }
func (d date) my() string       { return fmt.Sprintf("%02d/%04d", d.m, d.y) }
func (d date) short() string    { return fmt.Sprintf("%d/%d/%02d", d.m, d.d, d.y%100) }

func (g *G) dob() date    { return g.dt(1941, 2004) }
func (g *G) recent() date { return g.dt(2021, 2025) }

func commas(n int) string {
	s := fmt.Sprint(n)
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}

func (g *G) amt(lo, hi int) string {
	return fmt.Sprintf("$%s.%02d", commas(g.n(lo, hi)), g.n(0, 99))
}
func (g *G) amtN(lo, hi int) string {
	return fmt.Sprintf("%s.%02d", commas(g.n(lo, hi)), g.n(0, 99))
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.n(1, 899)
		if a == 666 {
			continue
		}
		gp := g.n(1, 99)
		s := g.n(1, 9999)
		if (a == 78 && gp == 5 && s == 1120) || (a == 219 && gp == 9 && s == 9999) || (a == 123 && gp == 45 && s == 6789) {
			continue
		}
		A, Gp, S := fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", gp), fmt.Sprintf("%04d", s)
		if g.claim("9:" + A + Gp + S) {
			return A, Gp, S
		}
	}
}

var itinGroups = func() []int {
	var x []int
	for i := 50; i <= 65; i++ {
		x = append(x, i)
	}
	for i := 70; i <= 88; i++ {
		x = append(x, i)
	}
	x = append(x, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return x
}()

func (g *G) itinParts() (string, string, string) {
	for {
		A := fmt.Sprintf("9%02d", g.n(0, 99))
		Gp := fmt.Sprintf("%02d", itinGroups[g.r.Intn(len(itinGroups))])
		S := fmt.Sprintf("%04d", g.n(1, 9999))
		if g.claim("9:" + A + Gp + S) {
			return A, Gp, S
		}
	}
}

func fmtTIN(a, gp, s, style string) string {
	switch style {
	case "dash":
		return a + "-" + gp + "-" + s
	case "space":
		return a + " " + gp + " " + s
	case "plain":
		return a + gp + s
	case "dot":
		return a + "." + gp + "." + s
	case "slash":
		return a + "/" + gp + "/" + s
	}
	panic(style)
}

// ssn returns a unique valid SSN in the given style ("" = weighted random).
func (g *G) ssn(style string) string {
	a, gp, s := g.ssnParts()
	if style == "" {
		style = g.pick("dash", "dash", "dash", "space", "plain", "plain")
	}
	return fmtTIN(a, gp, s, style)
}

func (g *G) itin(style string) string {
	a, gp, s := g.itinParts()
	if style == "" {
		style = g.pick("dash", "dash", "space", "plain")
	}
	return fmtTIN(a, gp, s, style)
}

// last4 of any formatted TIN.
func last4(v string) string {
	d := onlyDigits(v)
	return d[len(d)-4:]
}

func onlyDigits(v string) string {
	var sb strings.Builder
	for _, c := range v {
		if c >= '0' && c <= '9' {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

// masked SSN look-alikes (keep).
func (g *G) masked(l4 string) string {
	if l4 == "" {
		l4 = fmt.Sprintf("%04d", g.n(1, 9999))
	}
	return g.pick("XXX-XX-", "xxx-xx-", "***-**-", "###-##-", "XXX XX ", "•••-••-", "*****") + l4
}

// invalid SSN-shaped numbers (keep): 000/666 areas, 9xx outside ITIN groups, group 00, serial 0000, advertising range.
func (g *G) badSSN() string {
	sep := g.pick("-", "-", " ")
	switch g.n(0, 5) {
	case 0:
		return fmt.Sprintf("000%s%02d%s%04d", sep, g.n(1, 99), sep, g.n(1, 9999))
	case 1:
		return fmt.Sprintf("666%s%02d%s%04d", sep, g.n(1, 99), sep, g.n(1, 9999))
	case 2:
		return fmt.Sprintf("9%02d%s%02d%s%04d", g.n(0, 99), sep, g.pickInt(10, 11, 12, 20, 30, 40, 45, 66, 67, 69, 89, 93), sep, g.n(1, 9999))
	case 3:
		return fmt.Sprintf("%03d%s00%s%04d", g.n(1, 665), sep, sep, g.n(1, 9999))
	case 4:
		return fmt.Sprintf("%03d%s%02d%s0000", g.n(1, 665), sep, g.n(1, 99), sep)
	default:
		return fmt.Sprintf("987%s65%s432%d", sep, sep, g.n(0, 9))
	}
}

func (g *G) pickInt(xs ...int) int { return xs[g.r.Intn(len(xs))] }

// ---------- phones ----------

func (g *G) phoneParts(area string) (string, string, string) {
	for {
		ex := g.n(200, 999)
		if ex%100 == 11 || ex == 555 || ex == 950 || ex == 958 || ex == 959 || ex == 976 {
			continue
		}
		ln := g.n(0, 9999)
		E, L := fmt.Sprint(ex), fmt.Sprintf("%04d", ln)
		if g.claim("p:" + area + E + L) {
			return area, E, L
		}
	}
}

// phone: unique NANP number for a place in a given style ("" = random).
func (g *G) phone(p place, style string) string {
	a, e, l := g.phoneParts(g.pickL(p.areas))
	if style == "" {
		style = g.pick("paren", "paren", "dash", "dash", "dot", "plus", "one", "space", "plain")
	}
	switch style {
	case "paren":
		return "(" + a + ") " + e + "-" + l
	case "parennosp":
		return "(" + a + ")" + e + "-" + l
	case "dash":
		return a + "-" + e + "-" + l
	case "dot":
		return a + "." + e + "." + l
	case "plus":
		return "+1 " + a + " " + e + " " + l
	case "plusdash":
		return "+1-" + a + "-" + e + "-" + l
	case "e164":
		return "+1" + a + e + l
	case "one":
		return "1-" + a + "-" + e + "-" + l
	case "space":
		return a + " " + e + " " + l
	case "plain":
		return a + e + l
	}
	panic(style)
}

// Mexican mobile for ITIN filers' contacts.
func (g *G) mxPhone() string {
	for {
		a := g.pick("33", "55", "81")
		n := g.digits(8)
		if g.claim("mx:" + a + n) {
			return g.pick("+52 1 "+a+" "+n[:4]+" "+n[4:], "+52 "+a+" "+n[:4]+" "+n[4:], "+52"+a+n)
		}
	}
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

func (g *G) cardDigits(brand string, valid bool) string {
	for {
		var pre string
		ln := 16
		switch brand {
		case "visa":
			pre = "4" + g.pick("147", "266", "388", "400", "539", "716", "815", "024", "246", "832")
		case "mc":
			if g.chance(0.75) {
				pre = fmt.Sprint(g.n(51, 55))
			} else {
				pre = fmt.Sprint(g.n(2221, 2720))
			}
		case "amex":
			pre = g.pick("34", "37")
			ln = 15
		case "disc":
			pre = g.pick("6011", "65", fmt.Sprint(g.n(644, 649)))
		}
		body := pre + g.digits(ln-1-len(pre))
		c := luhnCheck(body)
		if !valid {
			c = byte('0' + (int(c-'0')+g.n(1, 9))%10)
		}
		d := body + string(c)
		if g.claim("c:" + d) {
			return d
		}
	}
}

func fmtCard(d, style string) string {
	switch style {
	case "plain":
		return d
	case "space", "dash":
		sep := " "
		if style == "dash" {
			sep = "-"
		}
		if len(d) == 15 {
			return d[:4] + sep + d[4:10] + sep + d[10:]
		}
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
	}
	panic(style)
}

func (g *G) card(brand, style string) string {
	if brand == "" {
		brand = g.pick("visa", "visa", "visa", "mc", "mc", "amex", "disc")
	}
	if style == "" {
		style = g.pick("space", "space", "dash", "plain")
	}
	return fmtCard(g.cardDigits(brand, true), style)
}

func (g *G) badCard() string {
	return fmtCard(g.cardDigits(g.pick("visa", "mc", "disc"), false), g.pick("space", "dash", "plain"))
}

func (g *G) maskedCard() string {
	l4 := fmt.Sprintf("%04d", g.n(0, 9999))
	return g.pick("XXXX-XXXX-XXXX-", "************", "xxxx xxxx xxxx ", "4147 20** **** ", "5178 05XX XXXX ", "ending in ", "…") + l4
}

// ---------- email ----------

var personalDomains = []string{"gmail.com", "gmail.com", "gmail.com", "yahoo.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net", "att.net", "sbcglobal.net", "bellsouth.net", "verizon.net", "proton.me", "live.com", "msn.com", "cox.net", "charter.net", "me.com"}

func asciiFold(s string) string {
	r := strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ñ", "n", "Á", "A", "É", "E", "Í", "I", "Ó", "O", "Ú", "U", "Ñ", "N", "'", "", " ", "")
	return r.Replace(s)
}

func (g *G) email(p person) string {
	f, l := strings.ToLower(asciiFold(p.first)), strings.ToLower(asciiFold(p.last))
	for {
		var local string
		switch g.n(0, 6) {
		case 0:
			local = f + "." + l
		case 1:
			local = f + l + fmt.Sprint(g.n(1, 99))
		case 2:
			local = f[:1] + l + fmt.Sprintf("%02d", g.n(60, 99))
		case 3:
			local = l + "." + f + fmt.Sprint(g.n(1, 9))
		case 4:
			local = f + "_" + l[:min(len(l), 4)] + fmt.Sprint(g.n(10, 999))
		case 5:
			local = f + "." + l + fmt.Sprint(g.n(1960, 2004))
		default:
			local = f[:1] + "." + l + fmt.Sprint(g.n(1, 999))
		}
		e := local + "@" + g.pickL(personalDomains)
		if g.claim("e:" + e) {
			return e
		}
	}
}

// ---------- tokens ----------

const b64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexd = "0123456789abcdef"

func (g *G) rnd(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

func (g *G) uniq(prefix string, f func() string) string {
	for {
		v := f()
		if g.claim(prefix + v) {
			return v
		}
	}
}

func b64j(v any) string {
	bs, _ := json.Marshal(v)
	return base64.RawURLEncoding.EncodeToString(bs)
}

type kv struct {
	k string
	v any
}

// ordered JSON object
func obj(kvs ...kv) string {
	var sb strings.Builder
	sb.WriteByte('{')
	for i, x := range kvs {
		if i > 0 {
			sb.WriteByte(',')
		}
		kb, _ := json.Marshal(x.k)
		vb, _ := json.Marshal(x.v)
		sb.Write(kb)
		sb.WriteByte(':')
		sb.Write(vb)
	}
	sb.WriteByte('}')
	return sb.String()
}

func (g *G) jwt(iss, sub string) string {
	return g.uniq("j:", func() string {
		alg := g.pick("RS256", "RS256", "ES256", "HS256", "PS256")
		hdr := obj(kv{"alg", alg}, kv{"typ", "JWT"}, kv{"kid", g.rnd(hexd, 16)})
		iat := 1700000000 + g.n(0, 60000000)
		pl := obj(kv{"iss", iss}, kv{"sub", sub}, kv{"aud", g.pick("api", "portal", "kyc-service", "los-web")}, kv{"iat", iat}, kv{"exp", iat + g.pickInt(900, 3600, 86400)}, kv{"scope", g.pick("applicant:read applicant:write", "credit:pull", "tax:transcript", "openid profile", "documents:upload")})
		e := base64.RawURLEncoding.EncodeToString([]byte(hdr)) + "." + base64.RawURLEncoding.EncodeToString([]byte(pl)) + "."
		sl := 256
		if alg == "ES256" {
			sl = 64
		} else if alg == "HS256" {
			sl = 32
		}
		sig := make([]byte, sl)
		for i := range sig {
			sig[i] = byte(g.r.Intn(256))
		}
		return e + base64.RawURLEncoding.EncodeToString(sig)
	})
}

func (g *G) opaque(n int) string {
	return g.uniq("t:", func() string {
		for {
			s := g.rnd(b64url, n)
			dig, up := 0, 0
			for _, c := range s {
				if c >= '0' && c <= '9' {
					dig++
				} else if c >= 'A' && c <= 'Z' {
					up++
				}
			}
			if dig >= 3 && up >= 3 {
				return s
			}
		}
	})
}

func (g *G) apiKey() string {
	return g.uniq("t:", func() string {
		switch g.n(0, 6) {
		case 0:
			return "sk_live_" + g.rnd(alnum, 24)
		case 1:
			return "sk_live_" + g.rnd(alnum, 99)
		case 2:
			return "rk_live_" + g.rnd(alnum, 24)
		case 3:
			return "ghp_" + g.rnd(alnum, 36)
		case 4:
			return "sk-proj-" + g.rnd(b64url, 48)
		case 5:
			return "xoxb-" + g.nzdigits(12) + "-" + g.nzdigits(13) + "-" + g.rnd(alnum, 24)
		default:
			return "SG." + g.rnd(b64url, 22) + "." + g.rnd(b64url, 43)
		}
	})
}

func (g *G) password() string {
	return g.uniq("t:", func() string {
		words := []string{"Harbor", "Maple", "Sunset", "Tiger", "Blue", "River", "Falcon", "Coffee", "Winter", "Rocket", "Lucky", "Panther", "Cielo", "Gato", "Bandit", "Monkey", "Dallas", "Jordan"}
		sym := g.pick("!", "#", "$", "@", "&", "*", "?", ".", "%")
		switch g.n(0, 3) {
		case 0:
			return g.pickL(words) + fmt.Sprint(g.n(10, 2025)) + sym
		case 1:
			return g.pickL(words) + sym + g.pickL(words) + fmt.Sprint(g.n(1, 99))
		case 2:
			return strings.ToLower(g.pickL(words)) + fmt.Sprint(g.n(100, 999)) + sym + g.pickL(words)
		default:
			return g.rnd(alnum, 6) + sym + g.rnd(alnum, 5)
		}
	})
}

// hex secret
func (g *G) hexSecret(n int) string { return g.uniq("t:", func() string { return g.rnd(hexd, n) }) }

// numeric PIN (IP PIN is 6 digits, freeze PINs 10, e-file self-select 5)
func (g *G) pin(n int) string {
	return g.uniq("pin:", func() string { return g.nzdigits(n) })
}

// ---------- look-alike ids (keep) ----------

var einPrefixes = []string{"01", "02", "03", "04", "05", "06", "10", "11", "12", "13", "14", "15", "16", "20", "21", "22", "23", "24", "25", "26", "27", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39", "41", "42", "43", "45", "46", "47", "48", "51", "52", "54", "55", "56", "57", "58", "59", "61", "62", "63", "64", "65", "66", "68", "71", "72", "73", "74", "75", "76", "77", "81", "82", "83", "84", "85", "86", "87", "88", "90", "91", "92", "93", "94", "95", "98", "99"}

func (g *G) ein() string { return g.pickL(einPrefixes) + "-" + g.digits(7) }

func (g *G) routing() string {
	pre := g.pick("01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31", "32")
	b := pre + g.digits(6)
	w := []int{3, 7, 1, 3, 7, 1, 3, 7}
	s := 0
	for i := 0; i < 8; i++ {
		s += int(b[i]-'0') * w[i]
	}
	return b + fmt.Sprint((10-s%10)%10)
}

func (g *G) acct() string         { return g.nzdigits(g.n(8, 12)) }
func (g *G) loanNo() string       { return g.pick("", "", "LN", "00") + g.nzdigits(10) }
func (g *G) zip4(p person) string { return p.zip5 + "-" + p.zip4 }
func (g *G) dl(st string) string {
	switch st {
	case "CA":
		return string(byte('A'+g.r.Intn(26))) + g.digits(7)
	case "FL":
		return string(byte('A'+g.r.Intn(26))) + g.digits(3) + "-" + g.digits(3) + "-" + g.digits(2) + "-" + g.digits(3) + "-" + g.digits(1)
	case "OH":
		return "S" + string(byte('A'+g.r.Intn(26))) + g.digits(6)
	case "IL":
		return string(byte('A'+g.r.Intn(26))) + g.digits(3) + "-" + g.digits(4) + "-" + g.digits(4)
	}
	return g.digits(8)
}
func (g *G) nmls() string { return fmt.Sprint(g.n(100000, 2599999)) }
func (g *G) caseNo() string {
	return g.pick(
		fmt.Sprintf("%d:%02d-cv-%05d", g.n(1, 4), g.n(19, 25), g.n(100, 99999)),
		fmt.Sprintf("%d-%05d-%s", g.n(19, 25), g.n(10000, 99999), g.pick("BK", "JPN", "MFG")),
		fmt.Sprintf("%d CV %06d", g.n(2019, 2025), g.n(1, 999999)),
		fmt.Sprintf("%02d-%05d-%s", g.n(19, 25), g.n(10000, 99999), g.pick("CMB", "SCC", "TBA")),
	)
}
func (g *G) ftcReport() string { return fmt.Sprint(g.n(100000000, 199999999)) }
func (g *G) certMail() string {
	return "9589 0710 5270 " + g.digits(4) + " " + g.digits(4) + " " + g.digits(2)
}
func (g *G) year() int { return g.n(2019, 2024) }

// acctNotCard: an account number of n digits that no card check would accept (Luhn fails).
func (g *G) acctNotCard(n int) string {
	for {
		d := g.nzdigits(n)
		if luhnCheck(d[:n-1]) != d[n-1] {
			return d
		}
	}
}
