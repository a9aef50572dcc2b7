package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
)

// pv is a personal/secret value; kv a look-alike that must survive.
type pv struct{ f, v string }
type kv string

type G struct {
	r    *rand.Rand
	seen map[string]bool
}

func (g *G) n(n int) int             { return g.r.Intn(n) }
func (g *G) rng(a, b int) int        { return a + g.r.Intn(b-a+1) }
func (g *G) pick(s ...string) string { return s[g.r.Intn(len(s))] }
func (g *G) chance(p float64) bool   { return g.r.Float64() < p }
func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}
func (g *G) from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

const (
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	dig    = "0123456789"
	alnum  = upper + lower + dig
	b64u   = alnum + "-_"
	hexlow = "0123456789abcdef"
)

// uniq retries f until it yields a value not used before in the corpus.
func (g *G) uniq(f func() string) string {
	for {
		v := f()
		if !g.seen[v] {
			g.seen[v] = true
			return v
		}
	}
}

// ---------- names and places ----------
var firsts = []string{"Maria", "James", "Linh", "Wei", "Aaliyah", "Jose", "Priya", "Robert", "Guadalupe", "Minh", "Keisha", "Daniel", "Fatima", "Olga", "Marisol", "Tyrone", "Jennifer", "Hyun-woo", "Rosa", "Michael", "Esperanza", "Thanh", "Deborah", "Carlos", "Mei", "Jamal", "Anh", "Patricia", "Rajesh", "Yolanda", "Dmitri", "Ngozi", "Kevin", "Leticia", "Samuel", "Imani", "Rafael", "Hoa", "Sandra", "Marlon", "Jun", "Beatriz", "Tamika", "Arturo", "Ji-yeon", "Brenda", "Nadia", "Francisco", "Lakshmi", "Ethan"}
var lasts = []string{"Garcia", "Nguyen", "Johnson", "Chen", "Williams", "Hernandez", "Patel", "Smith", "Tran", "Rodriguez", "Brown", "Kim", "Lopez", "Washington", "Martinez", "Le", "Davis", "Gonzalez", "Park", "Wilson", "Pham", "Ramirez", "Jackson", "Singh", "Okafor", "Ivanova", "Flores", "Thompson", "Huang", "Reyes", "Cruz", "Baptiste", "Morales", "Haddad", "Sullivan", "Vo", "Castillo", "Robinson", "Mendoza", "Lee", "Dang", "Torres", "Murphy", "Alvarez", "Coleman", "Shah", "Jimenez", "Wright", "Santos", "Bui"}

func (g *G) first() string { return firsts[g.n(len(firsts))] }
func (g *G) last() string  { return lasts[g.n(len(lasts))] }
func (g *G) name() string  { return g.first() + " " + g.last() }

type place struct{ city, st, zip, area string }

var places = []place{
	{"San Jose", "CA", "95112", "408"}, {"Houston", "TX", "77036", "713"}, {"Miami", "FL", "33135", "305"},
	{"Chicago", "IL", "60614", "773"}, {"Brooklyn", "NY", "11220", "718"}, {"Phoenix", "AZ", "85015", "602"},
	{"Atlanta", "GA", "30310", "404"}, {"Seattle", "WA", "98118", "206"}, {"Denver", "CO", "80219", "720"},
	{"Boston", "MA", "02124", "617"}, {"Portland", "OR", "97266", "503"}, {"Dallas", "TX", "75217", "214"},
	{"Fresno", "CA", "93706", "559"}, {"Orlando", "FL", "32822", "407"}, {"Charlotte", "NC", "28205", "704"},
	{"Detroit", "MI", "48209", "313"}, {"Minneapolis", "MN", "55407", "612"}, {"Las Vegas", "NV", "89121", "702"},
	{"San Antonio", "TX", "78207", "210"}, {"Philadelphia", "PA", "19120", "215"}, {"Newark", "NJ", "07105", "973"},
	{"Columbus", "OH", "43204", "614"}, {"Nashville", "TN", "37211", "615"}, {"Sacramento", "CA", "95823", "916"},
	{"Salt Lake City", "UT", "84119", "801"}, {"Baltimore", "MD", "21224", "410"}, {"Raleigh", "NC", "27610", "919"},
	{"Tampa", "FL", "33614", "813"}, {"Los Angeles", "CA", "90011", "213"}, {"Oakland", "CA", "94601", "510"},
}

func (g *G) place() place { return places[g.n(len(places))] }
func (g *G) zip4(p place) string {
	if g.chance(0.5) {
		return p.zip
	}
	return p.zip + "-" + g.digits(4)
}
func (g *G) street() string {
	return fmt.Sprintf("%d %s %s", g.rng(12, 9870), g.pick("Oak", "Maple", "Mission", "Bellaire", "Calle Ocho", "Halsted", "Fulton", "Peachtree", "Rainier", "Federal", "Dorchester", "Foster", "Ventura", "Colonial", "Central", "Grand River", "Lake", "Flamingo", "Zarzamora", "Roosevelt"), g.pick("St", "Ave", "Blvd", "Rd", "Dr", "Way"))
}

var clinics = []string{"Mission Valley Family Medicine", "Bayview Community Health Center", "Northside Pediatrics", "Lakeshore Orthopedic Associates", "Sunrise Dermatology", "Riverbend Cardiology Group", "Eastside FQHC", "Cedar Park Women's Health", "Harbor Behavioral Health", "Summit Endocrinology", "Valley Kidney Specialists", "Pinecrest Pulmonary & Sleep", "Gateway Urgent Care", "St. Brigid Medical Group", "Desert Sky Oncology", "Clearview Eye Associates", "Bright Smiles Dental", "Metro Physical Therapy"}
var payers = []string{"Aetna", "Blue Cross Blue Shield of Texas", "UnitedHealthcare", "Cigna", "Humana", "Anthem Blue Cross", "Kaiser Permanente", "Molina Healthcare", "Ambetter", "Medi-Cal", "Florida Blue", "Oscar Health", "Highmark", "Centene / WellCare", "Tricare East", "Blue Shield of California", "Oxford Health Plans", "Premera Blue Cross"}
var pbms = []string{"CVS Caremark", "Express Scripts", "OptumRx", "MedImpact", "Prime Therapeutics", "Navitus"}
var drugs = []string{"metformin 500 mg tablet", "lisinopril 10 mg tablet", "atorvastatin 40 mg tablet", "Ozempic 1 mg/dose pen", "Eliquis 5 mg tablet", "levothyroxine 75 mcg tablet", "albuterol HFA 90 mcg inhaler", "sertraline 50 mg tablet", "Jardiance 25 mg tablet", "insulin glargine 100 units/mL pen", "amlodipine 5 mg tablet", "Humira 40 mg/0.4 mL pen", "Adderall XR 20 mg capsule", "gabapentin 300 mg capsule", "Trulicity 1.5 mg/0.5 mL pen", "montelukast 10 mg tablet"}

func (g *G) clinic() string { return clinics[g.n(len(clinics))] }
func (g *G) payer() string  { return payers[g.n(len(payers))] }
func (g *G) pbm() string    { return pbms[g.n(len(pbms))] }
func (g *G) drug() string   { return drugs[g.n(len(drugs))] }

// ---------- PII values ----------
var areas = []string{"212", "213", "206", "210", "214", "267", "281", "303", "305", "312", "323", "347", "404", "407", "408", "410", "415", "469", "480", "503", "510", "512", "559", "602", "612", "614", "615", "617", "626", "646", "669", "678", "702", "704", "713", "718", "720", "754", "773", "786", "801", "813", "832", "858", "909", "916", "919", "925", "929", "949", "971", "973", "984"}

func (g *G) nanp(area string) (string, string, string) {
	if area == "" {
		area = areas[g.n(len(areas))]
	}
	var ex string
	for {
		ex = fmt.Sprintf("%d%s", g.rng(2, 9), g.digits(2))
		if ex[1:] != "11" && ex != "555" && ex != "950" && ex != "958" && ex != "959" {
			break
		}
	}
	return area, ex, g.digits(4)
}

// phoneFmt renders a NANP number in a style: 0 (xxx) xxx-xxxx, 1 xxx-xxx-xxxx, 2 xxx.xxx.xxxx,
// 3 +1 xxx-xxx-xxxx, 4 +1 (xxx) xxx-xxxx, 5 1-xxx-xxx-xxxx, 6 +1xxxxxxxxxx, 7 xxxxxxxxxx, 8 xxx xxx xxxx, 9 (xxx)xxx-xxxx
func phoneFmt(style int, a, e, s string) string {
	switch style {
	case 0:
		return "(" + a + ") " + e + "-" + s
	case 1:
		return a + "-" + e + "-" + s
	case 2:
		return a + "." + e + "." + s
	case 3:
		return "+1 " + a + "-" + e + "-" + s
	case 4:
		return "+1 (" + a + ") " + e + "-" + s
	case 5:
		return "1-" + a + "-" + e + "-" + s
	case 6:
		return "+1" + a + e + s
	case 7:
		return a + e + s
	case 8:
		return a + " " + e + " " + s
	default:
		return "(" + a + ")" + e + "-" + s
	}
}

// ph: a shaped NANP phone (styles 0-5, 9) in the given area ("" random).
func (g *G) phA(area string) pv {
	st := []int{0, 0, 1, 1, 2, 3, 4, 5, 9}[g.n(9)]
	return pv{"phone", g.uniq(func() string { a, e, s := g.nanp(area); return phoneFmt(st, a, e, s) })}
}
func (g *G) ph() pv { return g.phA("") }

// phS: a phone in a fixed style.
func (g *G) phS(style int) pv {
	return pv{"phone", g.uniq(func() string { a, e, s := g.nanp(""); return phoneFmt(style, a, e, s) })}
}

// tollfree: a payer/pharmacy published line (labelled phone; see README).
func (g *G) tollfree() pv {
	st := []int{0, 1, 5, 5, 3}[g.n(5)]
	return pv{"phone", g.uniq(func() string {
		_, e, s := g.nanp("")
		return phoneFmt(st, g.pick("800", "888", "877", "866", "855", "844"), e, s)
	})}
}

func (g *G) intlPhone() pv {
	return pv{"phone", g.uniq(func() string {
		switch g.n(5) {
		case 0:
			return "+52 1 " + g.pick("33", "55", "81") + " " + g.digits(4) + " " + g.digits(4)
		case 1:
			return "+63 9" + g.digits(2) + " " + g.digits(3) + " " + g.digits(4)
		case 2:
			return "+84 9" + g.digits(1) + " " + g.digits(3) + " " + g.digits(4)
		case 3:
			return "+91 9" + g.digits(4) + " " + g.digits(5)
		default:
			return "+1 (" + g.pick("416", "604", "514", "403") + ") " + fmt.Sprint(g.rng(2, 9)) + g.digits(2) + "-" + g.digits(4)
		}
	})}
}

var freemail = []string{"gmail.com", "gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net", "att.net", "sbcglobal.net", "msn.com", "live.com", "protonmail.com", "ymail.com"}

func (g *G) email() pv {
	return pv{"email", g.uniq(func() string {
		f, l := strings.ToLower(strings.ReplaceAll(g.first(), "-", "")), strings.ToLower(g.last())
		var local string
		switch g.n(6) {
		case 0:
			local = f + "." + l
		case 1:
			local = f + l + g.digits(2)
		case 2:
			local = f[:1] + l + g.digits(g.rng(1, 4))
		case 3:
			local = l + "_" + f + fmt.Sprint(g.rng(1950, 2008))
		case 4:
			local = f + "." + l + "." + g.digits(2)
		default:
			local = g.pick("mama", "papa", "abuela", "tia", "nurse", "runner", "sunny", "blessed") + f + g.digits(3)
		}
		return local + "@" + freemail[g.n(len(freemail))]
	})}
}

var orgDomains = []string{"missionvalleyfm.org", "bayviewchc.org", "northsidepeds.com", "lakeshoreortho.com", "riverbendheart.org", "stbrigidmg.org", "harborbh.org", "summitendo.com", "desertskyonc.com", "gatewayuc.com", "metropt.net", "brightsmilesdental.com"}

func (g *G) workEmail() pv {
	return pv{"email", g.uniq(func() string {
		f, l := strings.ToLower(strings.ReplaceAll(g.first(), "-", "")), strings.ToLower(g.last())
		d := orgDomains[g.n(len(orgDomains))]
		switch g.n(4) {
		case 0:
			return f[:1] + l + "@" + d
		case 1:
			return f + "." + l + "@" + d
		case 2:
			return f + "." + l + "@direct." + d
		default:
			return g.pick("billing", "referrals", "priorauth", "records", "frontdesk", "pharmacy") + g.digits(1) + "." + l + "@" + d
		}
	})}
}

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.rng(1, 899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g.rng(1, 99)), fmt.Sprintf("%04d", g.rng(1, 9999))
	}
}

// ssn style 0 dashed, 1 spaces, 2 bare, 3 dots
func (g *G) ssnS(style int) pv {
	return pv{"ssn", g.uniq(func() string {
		a, b, c := g.ssnParts()
		switch style {
		case 1:
			return a + " " + b + " " + c
		case 2:
			return a + b + c
		case 3:
			return a + "." + b + "." + c
		}
		return a + "-" + b + "-" + c
	})}
}
func (g *G) ssn() pv { return g.ssnS(0) }
func (g *G) itin() pv {
	return pv{"ssn", g.uniq(func() string {
		grp := []int{50, 51, 52, 53, 55, 58, 60, 62, 65, 70, 71, 72, 73, 75, 78, 80, 83, 88, 90, 92, 94, 96, 99}
		return fmt.Sprintf("9%02d-%02d-%04d", g.rng(0, 99), grp[g.n(len(grp))], g.rng(1, 9999))
	})}
}

func luhnCheck(s string) int {
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
	return (10 - sum%10) % 10
}
func luhnOK(s string) bool { return luhnCheck(s[:len(s)-1]) == int(s[len(s)-1]-'0') }

func (g *G) cardDigits() string {
	var pre string
	n := 16
	switch g.n(10) {
	case 0, 1, 2, 3:
		pre = "4" + g.pick("147", "266", "388", "532", "716", "024", "815", "003")
	case 4, 5:
		pre = g.pick("51", "52", "53", "54", "55") + g.digits(2)
	case 6:
		pre = fmt.Sprint(g.rng(2221, 2720))
	case 7:
		pre = g.pick("34", "37") + g.digits(2)
		n = 15
	case 8:
		pre = g.pick("6011", "6500", "6445", "6221")
		if pre == "6221" {
			pre = "6011"
		}
	default:
		pre = fmt.Sprint(g.rng(3528, 3589))
	}
	body := pre + g.digits(n-1-len(pre))
	return body + fmt.Sprint(luhnCheck(body))
}

// card style: 0 plain, 1 spaced groups, 2 dashed groups
func (g *G) cardS(style int) pv {
	return pv{"credit_card", g.uniq(func() string {
		d := g.cardDigits()
		sep := " "
		if style == 2 {
			sep = "-"
		}
		if style == 0 {
			return d
		}
		if len(d) == 15 {
			return d[:4] + sep + d[4:10] + sep + d[10:]
		}
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
	})}
}
func (g *G) card() pv { return g.cardS([]int{0, 1, 1, 2}[g.n(4)]) }

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
func (g *G) randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b
}

type kvp struct {
	k string
	v any
}

func jsonObj(ps []kvp) string {
	var sb strings.Builder
	sb.WriteByte('{')
	for i, p := range ps {
		if i > 0 {
			sb.WriteByte(',')
		}
		kb, _ := json.Marshal(p.k)
		vb, _ := json.Marshal(p.v)
		sb.Write(kb)
		sb.WriteByte(':')
		sb.Write(vb)
	}
	sb.WriteByte('}')
	return sb.String()
}

var fhirBases = []string{"https://fhir.epic.com/interconnect-fhir-oauth/oauth2/token", "https://authorization.cerner.com/tenants/ec2458f2-1e24-41c8-b71b-0e701af7583d/protocols/oauth2/profiles/smart-v1/token", "https://mychart.stbrigidmg.org/FHIR/oauth2/token", "https://api.athenahealth.com/oauth2/v1/token", "https://fhir.bayviewchc.org/r4/auth/token"}

// jwt: real base64url JSON header.payload.signature, SMART on FHIR flavoured.
func (g *G) jwt() pv {
	return pv{"jwt", g.uniq(func() string {
		alg := g.pick("RS384", "RS256", "ES384", "HS256")
		h := jsonObj([]kvp{{"alg", alg}, {"typ", "JWT"}, {"kid", g.from(b64u, 22)}})
		iat := 1735700000 + g.n(40000000)
		var p string
		switch g.n(3) {
		case 0: // access token
			p = jsonObj([]kvp{{"iss", fhirBases[g.n(len(fhirBases))]}, {"sub", g.from(alnum, 24)}, {"aud", "https://fhir.stbrigidmg.org/api/FHIR/R4"}, {"scope", g.pick("patient/*.read launch/patient openid fhirUser", "user/Patient.read user/Observation.read", "system/Patient.rs system/Coverage.rs")}, {"patient", "e" + g.from(alnum, 22) + "3"}, {"iat", iat}, {"exp", iat + 3600}, {"jti", g.from(hexlow, 32)}})
		case 1: // id_token
			p = jsonObj([]kvp{{"iss", "https://mychart.stbrigidmg.org/FHIR"}, {"sub", "T" + g.from(alnum, 26)}, {"aud", g.from(hexlow, 8) + "-" + g.from(hexlow, 4) + "-" + g.from(hexlow, 4) + "-" + g.from(hexlow, 4) + "-" + g.from(hexlow, 12)}, {"fhirUser", "https://fhir.stbrigidmg.org/api/FHIR/R4/Patient/e" + g.from(alnum, 20)}, {"preferred_username", strings.ToUpper(g.from(lower, 7))}, {"iat", iat}, {"exp", iat + 300}})
		default: // backend client assertion
			cid := g.from(hexlow, 8) + "-" + g.from(hexlow, 4) + "-4" + g.from(hexlow, 3) + "-a" + g.from(hexlow, 3) + "-" + g.from(hexlow, 12)
			p = jsonObj([]kvp{{"iss", cid}, {"sub", cid}, {"aud", fhirBases[g.n(len(fhirBases))]}, {"jti", g.from(hexlow, 8) + "-" + g.from(hexlow, 4)}, {"exp", iat + 300}})
		}
		sl := 256
		if alg == "HS256" {
			sl = 32
		} else if alg == "ES384" {
			sl = 96
		}
		return b64([]byte(h)) + "." + b64([]byte(p)) + "." + b64(g.randBytes(sl))
	})}
}

// secrets (bearer family)
func (g *G) mixed(n int, alpha string) string {
	for {
		s := g.from(alpha, n)
		if strings.ContainsAny(s, dig) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}
func (g *G) opaqueTok() pv {
	return pv{"bearer", g.uniq(func() string { return g.mixed(g.rng(32, 48), alnum) })}
}
func (g *G) clientSec() pv {
	return pv{"bearer", g.uniq(func() string { return g.mixed(g.rng(40, 64), b64u) })}
}
func (g *G) hexSec(n int) pv { return pv{"bearer", g.uniq(func() string { return g.from(hexlow, n) })} }
func (g *G) stripe() pv {
	return pv{"bearer", g.uniq(func() string { return g.pick("sk_live_", "rk_live_") + g.mixed(g.rng(24, 40), alnum) })}
}
func (g *G) sendgrid() pv {
	return pv{"bearer", g.uniq(func() string { return "SG." + g.mixed(22, b64u) + "." + g.mixed(43, b64u) })}
}
func (g *G) awsSecret() pv {
	return pv{"bearer", g.uniq(func() string { return g.mixed(40, alnum+"/+") })}
}
func (g *G) ghp() pv {
	return pv{"bearer", g.uniq(func() string { return "ghp_" + g.mixed(36, alnum) })}
}
func (g *G) slack() pv {
	return pv{"bearer", g.uniq(func() string { return "xoxb-" + g.digits(12) + "-" + g.digits(13) + "-" + g.mixed(24, alnum) })}
}

var pwWords = []string{"Sunflower", "Bluebonnet", "Tigers", "Jesus", "Dolphins", "Mariposa", "Buster", "Grandkids", "Lakers", "Coffee", "Princesa", "Harley", "Rainbow", "Cowboys", "Goldfish", "Paloma", "Winter", "Dragon", "Savannah", "Mustang"}

func (g *G) password() pv {
	return pv{"bearer", g.uniq(func() string {
		w := pwWords[g.n(len(pwWords))]
		switch g.n(5) {
		case 0:
			return w + g.pick("#", "!", "$", "@") + fmt.Sprint(g.rng(1955, 2024))
		case 1:
			return strings.ToLower(w) + g.digits(2) + g.pick("!", "?", "*")
		case 2:
			return w + g.digits(3) + strings.ToLower(pwWords[g.n(len(pwWords))])
		case 3:
			return g.mixed(g.rng(12, 18), alnum+"!#$%&*")
		default:
			return g.pick("My", "I<3", "Go") + w + g.digits(4)
		}
	})}
}
func (g *G) basicAuth() pv {
	return pv{"bearer", g.uniq(func() string {
		u := g.pick("svc_", "api.", "edi_", "") + strings.ToLower(g.last()) + g.digits(2)
		return base64.StdEncoding.EncodeToString([]byte(u + ":" + g.password().v))
	})}
}

// ---------- look-alikes (keep) ----------
func (g *G) npi() kv {
	base := fmt.Sprint(g.rng(1, 2)) + g.digits(8)
	return kv(base + fmt.Sprint(luhnCheck("80840"+base)))
}
func (g *G) dea(lastName string) kv {
	d := g.digits(6)
	n := func(i int) int { return int(d[i] - '0') }
	c := (n(0) + n(2) + n(4) + 2*(n(1)+n(3)+n(5))) % 10
	return kv(g.pick("A", "B", "F", "G", "M") + lastName[:1] + d + fmt.Sprint(c))
}
func (g *G) mbi(dashed bool) kv {
	L := "ACDEFGHJKMNPQRTUVWXY"
	AN := L + dig
	s := fmt.Sprint(g.rng(1, 9)) + g.from(L, 1) + g.from(AN, 1) + g.from(dig, 1) + g.from(L, 1) + g.from(AN, 1) + g.from(dig, 1) + g.from(L, 2) + g.from(dig, 2)
	if dashed {
		return kv(s[:4] + "-" + s[4:7] + "-" + s[7:])
	}
	return kv(s)
}
func (g *G) member() kv {
	switch g.n(7) {
	case 0:
		return kv(g.pick("XEH", "ZGP", "JQU", "YRB", "R4D") + g.digits(9))
	case 1:
		return kv("W" + g.digits(9))
	case 2:
		return kv(g.digits(9) + "0" + g.digits(1))
	case 3:
		return kv("U" + g.digits(8) + g.pick("01", "02", "03"))
	case 4:
		return kv(g.from(upper, 3) + g.digits(6) + g.pick("00", "01"))
	case 5:
		return kv(g.digits(8) + g.from(upper, 1))
	default:
		return kv("M" + g.digits(10))
	}
}
func (g *G) group() kv {
	switch g.n(4) {
	case 0:
		return kv("00" + g.digits(5))
	case 1:
		return kv(g.digits(6) + "-" + g.digits(3))
	case 2:
		return kv(g.pick("HDHP", "PPO", "EPO", "HMO") + "-" + g.digits(4))
	default:
		return kv(g.digits(8))
	}
}
func (g *G) claim() kv {
	switch g.n(5) {
	case 0:
		return kv(g.pick("22", "21", "23", "25") + g.digits(11)) // Medicare ICN-like 13 digits
	case 1:
		return kv("CLM-" + fmt.Sprint(g.rng(2024, 2026)) + "-" + g.digits(7))
	case 2:
		return kv(g.from(upper+dig, 2) + g.digits(9))
	case 3:
		return kv(fmt.Sprint(g.rng(2024, 2026)) + g.digits(4) + g.from(upper, 2) + g.digits(5))
	default:
		return kv(g.digits(3) + "-" + g.digits(5) + "-" + g.digits(4))
	}
}
func (g *G) auth() kv {
	switch g.n(4) {
	case 0:
		return kv("PA-" + fmt.Sprint(g.rng(2024, 2026)) + "-" + g.digits(6))
	case 1:
		return kv("A" + g.digits(10))
	case 2:
		return kv(g.digits(3) + g.from(upper, 1) + g.digits(6))
	default:
		return kv("REF" + g.digits(8))
	}
}
func (g *G) ndc() kv {
	lab := g.pick("00093", "00378", "00591", "00002", "00169", "00006", "00310", "59762", "68180", "65862", "00173", "50090", "0074", "0781", "43547")
	if len(lab) == 4 {
		return kv(lab + "-" + g.digits(4) + "-" + g.digits(2))
	}
	switch g.n(4) {
	case 0:
		return kv(lab + "-" + g.digits(3) + "-" + g.digits(2))
	case 1:
		return kv(lab + "-" + g.digits(4) + "-" + g.digits(1))
	case 2:
		return kv(lab + g.digits(6)) // 11-digit unformatted
	default:
		return kv(lab + "-" + g.digits(4) + "-" + g.digits(2))
	}
}
func (g *G) cpt() kv {
	return kv(g.pick("99213", "99214", "99215", "99203", "99204", "99396", "93000", "80053", "85025", "36415", "71046", "97110", "90834", "90837", "G0439", "J1745", "J3420", "E0601", "A4253", "D0120", "D1110", "92014", "99441", "99457", "81002", "87635", "70553", "45378", "20610", "96372"))
}
func (g *G) icd() kv {
	return kv(g.pick("E11.9", "E11.65", "I10", "Z00.00", "M54.50", "J45.909", "F41.1", "F32.A", "E78.5", "K21.9", "N18.3", "Z79.4", "G47.33", "R10.9", "O09.523", "Z23", "H52.13", "K02.52", "M17.11", "C50.911", "E03.9", "U07.1", "Z01.419", "S83.511A"))
}
func (g *G) rxno() kv { return kv(fmt.Sprint(g.rng(1, 9)) + g.digits(6)) }
func (g *G) bin() kv {
	return kv(g.pick("004336", "610014", "003858", "610502", "012114", "610097", "004682", "015581", "610591", "020115"))
}
func (g *G) pcn() kv {
	return kv(g.pick("ADV", "MEDDADV", "9999", "A4", "CTRXMEDD", "03200000", "PDPIND", "MCAIDADV"))
}
func (g *G) rxgrp() kv {
	return kv(g.pick("RX", "RXGRP", "") + g.digits(4) + g.from(upper, 1))
}
func (g *G) ein() kv  { return kv(fmt.Sprintf("%02d-%s", g.rng(10, 98), g.digits(7))) }
func (g *G) clia() kv { return kv(fmt.Sprintf("%02dD%s", g.rng(1, 55), g.digits(7))) }
func (g *G) mrn() kv {
	switch g.n(3) {
	case 0:
		return kv("E" + g.digits(7))
	case 1:
		return kv(g.digits(8))
	default:
		return kv("MRN" + g.digits(6))
	}
}
func (g *G) date() kv {
	m, d, y := g.rng(1, 12), g.rng(1, 28), g.rng(2024, 2026)
	switch g.n(4) {
	case 0:
		return kv(fmt.Sprintf("%04d-%02d-%02d", y, m, d))
	case 1:
		return kv(fmt.Sprintf("%d/%d/%02d", m, d, y%100))
	default:
		return kv(fmt.Sprintf("%02d/%02d/%04d", m, d, y))
	}
}
func (g *G) dob() string {
	return fmt.Sprintf("%02d/%02d/%04d", g.rng(1, 12), g.rng(1, 28), g.rng(1938, 2020))
}
func (g *G) d8() kv {
	return kv(fmt.Sprintf("%04d%02d%02d", g.rng(2024, 2026), g.rng(1, 12), g.rng(1, 28)))
}
func (g *G) amt() kv {
	c := g.rng(1500, 1250000)
	d := c / 100
	s := fmt.Sprint(d)
	if d >= 1000 {
		s = fmt.Sprintf("%d,%03d", d/1000, d%1000)
	}
	return kv(fmt.Sprintf("$%s.%02d", s, c%100))
}
func (g *G) amtPlain() kv { return kv(fmt.Sprintf("%d.%02d", g.rng(15, 9800), g.rng(0, 99))) }
func (g *G) last4() kv    { return kv(g.digits(4)) }
func (g *G) uuid() kv {
	return kv(g.from(hexlow, 8) + "-" + g.from(hexlow, 4) + "-4" + g.from(hexlow, 3) + "-" + g.pick("8", "9", "a", "b") + g.from(hexlow, 3) + "-" + g.from(hexlow, 12))
}
func (g *G) fhirID() kv { return kv("e" + g.from(alnum, 22) + "3") }
func (g *G) time() kv {
	return kv(fmt.Sprintf("%d:%02d %s", g.rng(7, 11), []int{0, 15, 30, 45}[g.n(4)], g.pick("AM", "PM")))
}
func (g *G) luhnFail16() kv {
	for {
		d := "4" + g.digits(15)
		if !luhnOK(d) {
			return kv(d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:])
		}
	}
}
func (g *G) ncpdp() kv { return kv(fmt.Sprintf("%02d%s", g.rng(1, 56), g.digits(5))) }
func (g *G) taxonomy() kv {
	return kv(g.pick("207Q00000X", "208D00000X", "207RC0000X", "207V00000X", "2084P0800X", "1223G0001X", "225100000X", "363LF0000X", "207X00000X", "261QF0400X"))
}
func (g *G) maskedSSN() kv {
	return kv(g.pick("XXX-XX-", "***-**-", "xxx-xx-", "###-##-") + g.digits(4))
}
func (g *G) badSSN() kv {
	switch g.n(4) {
	case 0:
		return kv("000-" + g.digits(2) + "-" + g.digits(4))
	case 1:
		return kv("666-" + fmt.Sprintf("%02d", g.rng(10, 99)) + "-" + g.digits(4))
	case 2:
		return kv(fmt.Sprintf("%03d-00-%s", g.rng(100, 799), g.digits(4)))
	default:
		return kv("987-65-432" + g.digits(1))
	}
}
