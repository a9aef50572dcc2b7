package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var R *rand.Rand

func pick(xs ...string) string { return xs[R.Intn(len(xs))] }
func rn(a, b int) int          { return a + R.Intn(b-a+1) }
func digs(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + R.Intn(10)))
	}
	return sb.String()
}
func nzd(n int) string { return string(byte('1'+R.Intn(9))) + digs(n-1) }
func alnum(n int, set string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[R.Intn(len(set))]
	}
	return string(b)
}

const AN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const UPN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
const HEX = "0123456789abcdef"
const B64U = AN + "-_"

var firsts = []string{"James", "Maria", "Lukas", "Sophie", "Mohammed", "Aisha", "Wei", "Yuki", "Carlos", "Lucía", "Giulia", "Marco", "Emma", "Noah", "Olivia", "Liam", "Chloé", "Hugo", "Anna", "Jan", "Priya", "Rahul", "Fatima", "Omar", "Sven", "Ingrid", "Mateus", "Ana", "Hannah", "Felix", "Zoe", "Daniel", "Grace", "Ethan", "Léa", "Jonas", "Marta", "Pablo", "Kenji", "Min-jun", "Seo-yeon", "Oksana", "Dmitri", "Aylin", "Emre", "Nadia", "Tomás", "Isabel", "Rachel", "Kevin", "Tyler", "Brianna", "DeShawn", "Keisha", "Bjørn", "Astrid", "Paolo", "Chiara", "Niamh", "Siobhan"}
var lasts = []string{"Smith", "Johnson", "Müller", "Schmidt", "García", "Martínez", "Rossi", "Bianchi", "Dubois", "Lefèvre", "Nguyen", "Tran", "Kim", "Park", "Tanaka", "Sato", "Kowalski", "Nowak", "Silva", "Santos", "Patel", "Sharma", "Khan", "Ali", "Andersson", "Johansson", "de Vries", "Jansen", "O'Brien", "Murphy", "Wagner", "Becker", "Fischer", "Moreau", "Laurent", "Romano", "Costa", "Ferreira", "Yılmaz", "Kaya", "Ivanov", "Petrova", "Chen", "Wang", "Li", "Zhang", "Hernández", "López", "Brown", "Davis", "Wilson", "Taylor", "Anderson", "Thomas", "Walker", "Lewis", "Hughes", "Kelly", "Novak", "Horvat"}

func first() string { return pick(firsts...) }
func last() string  { return pick(lasts...) }

var asciiMap = strings.NewReplacer("ü", "ue", "ö", "oe", "ä", "ae", "é", "e", "è", "e", "í", "i", "á", "a", "ó", "o", "ç", "c", "ı", "i", "ø", "o", "'", "", " ", "", "-", "")

func slug(s string) string { return strings.ToLower(asciiMap.Replace(s)) }

var freeDomains = []string{"gmail.com", "outlook.com", "yahoo.com", "hotmail.com", "icloud.com", "web.de", "gmx.de", "t-online.de", "orange.fr", "free.fr", "libero.it", "virgilio.it", "yahoo.co.jp", "naver.com", "qq.com", "163.com", "mail.ru", "yandex.ru", "uol.com.br", "bol.com.br", "rediffmail.com", "bigpond.com", "telenet.be", "ziggo.nl", "wp.pl", "o2.pl", "proton.me", "gmx.at", "bluewin.ch", "sapo.pt", "hotmail.co.uk", "btinternet.com", "comcast.net", "aol.com", "live.se"}
var corpDomains = []string{"acme-logistics.com", "northwind.io", "brightpath.co.uk", "stadtwerke-kiel.de", "bauer-gmbh.de", "lumen-health.org", "riverbend.k12.ca.us", "meridian-consulting.com", "pixelforge.dev", "agence-soleil.fr", "studio-rossi.it", "grupoalba.es", "vandijk-bv.nl", "techno.com.br", "infosphere.in", "kanda-shoji.co.jp", "harborfoods.ca", "oakridge.edu", "summitcu.org", "fjordtech.no"}

func email(f, l string) string {
	f, l = slug(f), slug(l)
	var local string
	switch R.Intn(8) {
	case 0:
		local = f + "." + l
	case 1:
		local = f[:1] + l + digs(2)
	case 2:
		local = f + "_" + l + digs(rn(1, 4))
	case 3:
		local = l + "." + f[:1]
	case 4:
		local = f + digs(rn(2, 4))
	case 5:
		local = f + "." + l + "+" + pick("shop", "news", "hr", "crm")
	case 6:
		local = f[:1] + "." + l
	default:
		local = l + f + digs(2)
	}
	var dom string
	if R.Intn(2) == 0 {
		dom = pick(freeDomains...)
	} else {
		dom = pick(corpDomains...)
	}
	e := local + "@" + dom
	if R.Intn(15) == 0 {
		e = strings.ToUpper(e[:1]) + e[1:]
	}
	return e
}

// ---------- phones ----------
func nanpArea() string {
	for {
		a := fmt.Sprintf("%d%d%d", rn(2, 9), rn(0, 8), rn(0, 9))
		if a[1:] != "11" && a != "555" && a[1:] != "00" {
			return a
		}
	}
}
func nanpExch() string {
	for {
		e := fmt.Sprintf("%d%s", rn(2, 9), digs(2))
		if e[1:] != "11" && e != "555" {
			return e
		}
	}
}
func usPhone(style int) string {
	a, e, l := nanpArea(), nanpExch(), digs(4)
	switch style {
	case 0:
		return "(" + a + ") " + e + "-" + l
	case 1:
		return a + "-" + e + "-" + l
	case 2:
		return a + "." + e + "." + l
	case 3:
		return "+1 " + a + " " + e + " " + l
	case 4:
		return "+1-" + a + "-" + e + "-" + l
	case 5:
		return a + e + l
	case 6:
		return "1-" + a + "-" + e + "-" + l
	case 7:
		return "+1 (" + a + ") " + e + "-" + l
	case 8:
		return a + " " + e + " " + l
	default:
		return "+1" + a + e + l
	}
}
func usAny() string { return usPhone(R.Intn(10)) }

func ukPhone() string {
	m := pick("7", "7", "7") + string(byte('4'+R.Intn(6))) + digs(2)
	s := digs(6)
	switch R.Intn(7) {
	case 0:
		return "0" + m + " " + s
	case 1:
		return "+44 " + m + " " + s
	case 2:
		return "+44" + m + s
	case 3:
		return "020 " + pick("7", "8", "3") + digs(3) + " " + digs(4)
	case 4:
		return "0161 " + nzd(3) + " " + digs(4)
	case 5:
		return "+44 (0)20 " + pick("7", "8") + digs(3) + " " + digs(4)
	default:
		return "0" + m + s
	}
}
func dePhone() string {
	p := pick("151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "175", "176", "177", "178", "179")
	n := nzd(rn(7, 8))
	switch R.Intn(10) {
	case 0:
		return "0" + p + " " + n
	case 1:
		return "+49 " + p + " " + n
	case 2:
		return "+49 (0)" + p + " " + n
	case 3:
		return "0" + p + "/" + n
	case 4:
		return "0" + p + "-" + n
	case 5:
		return "030 " + nzd(8)
	case 6:
		return "089 / " + nzd(2) + " " + digs(2) + " " + digs(2) + " " + digs(2)
	case 7:
		return "0221 " + nzd(6) + "-" + digs(2)
	case 8:
		return "+49 40 " + nzd(7)
	default:
		return "+49" + p + n
	}
}
func dePhoneNoZero() string { // leading zero lost in Excel
	return pick("151", "160", "170", "171", "176", "177", "179") + nzd(rn(7, 8))
}
func frPhone() string {
	m := pick("6", "7")
	g := func() string { return digs(2) }
	switch R.Intn(7) {
	case 0:
		return "0" + m + " " + g() + " " + g() + " " + g() + " " + g()
	case 1:
		return "+33 " + m + " " + g() + " " + g() + " " + g() + " " + g()
	case 2:
		return "0" + pick("1", "2", "3", "4", "5") + " " + g() + " " + g() + " " + g() + " " + g()
	case 3:
		return "0" + m + g() + g() + g() + g()
	case 4:
		return "+33 (0)" + m + " " + g() + " " + g() + " " + g() + " " + g()
	case 5:
		return "0" + m + "." + g() + "." + g() + "." + g() + "." + g()
	default:
		return "+33" + m + g() + g() + g() + g()
	}
}
func itPhone() string {
	p := "3" + string(byte('2'+R.Intn(8))) + digs(1)
	switch R.Intn(6) {
	case 0:
		return p + " " + digs(3) + " " + digs(4)
	case 1:
		return "+39 " + p + " " + nzd(7)
	case 2:
		return "+39 " + p + " " + digs(3) + " " + digs(4)
	case 3:
		return "02 " + nzd(4) + " " + digs(4)
	case 4:
		return "+39 06 " + nzd(4) + " " + digs(4)
	default:
		return p + nzd(7)
	}
}
func itLand() string { return pick("02", "06", "011", "055", "081") + " " + nzd(4) + " " + digs(3) }
func esPhone() string {
	m := pick("6"+digs(2), "6"+digs(2), "7"+pick("1", "2", "3", "4")+digs(1))
	switch R.Intn(5) {
	case 0:
		return m + " " + digs(2) + " " + digs(2) + " " + digs(2)
	case 1:
		return m + " " + digs(3) + " " + digs(3)
	case 2:
		return "+34 " + m + " " + digs(3) + " " + digs(3)
	case 3:
		return "+34 " + m + digs(6)
	default:
		return m + digs(6)
	}
}
func esLand() string {
	return "9" + pick("1", "3", "5", "6") + " " + nzd(3) + " " + digs(2) + " " + digs(2)
}
func nlPhone() string {
	switch R.Intn(4) {
	case 0:
		return "06-" + nzd(8)
	case 1:
		return "+31 6 " + nzd(8)
	case 2:
		return "+31 (0)6 " + nzd(4) + " " + digs(4)
	default:
		return "020-" + nzd(7)
	}
}
func bePhone() string {
	m := "4" + pick("70", "71", "72", "75", "76", "77", "78", "79", "85", "86")
	if R.Intn(2) == 0 {
		return "0" + m + " " + digs(2) + " " + digs(2) + " " + digs(2)
	}
	return "+32 " + m + " " + digs(2) + " " + digs(2) + " " + digs(2)
}
func brPhone() string {
	ddd := pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19")
	switch R.Intn(5) {
	case 0:
		return "(" + ddd + ") 9" + digs(4) + "-" + digs(4)
	case 1:
		return "+55 " + ddd + " 9" + digs(4) + "-" + digs(4)
	case 2:
		return "+55 (" + ddd + ") 9" + digs(4) + "-" + digs(4)
	case 3:
		return ddd + " 9 " + digs(4) + "-" + digs(4)
	default:
		return "(" + ddd + ") " + nzd(4) + "-" + digs(4)
	}
}
func inPhone() string {
	m := pick("6", "7", "8", "9") + digs(4)
	switch R.Intn(5) {
	case 0:
		return "+91 " + m + " " + digs(5)
	case 1:
		return m + " " + digs(5)
	case 2:
		return "+91-" + m + digs(5)
	case 3:
		return "0" + m + digs(5)
	default:
		return "+91" + m + digs(5)
	}
}
func auPhone() string {
	switch R.Intn(4) {
	case 0:
		return "04" + digs(2) + " " + digs(3) + " " + digs(3)
	case 1:
		return "+61 4" + digs(2) + " " + digs(3) + " " + digs(3)
	case 2:
		return "(0" + pick("2", "3", "7", "8") + ") " + nzd(4) + " " + digs(4)
	default:
		return "+61 " + pick("2", "3", "7", "8") + " " + nzd(4) + " " + digs(4)
	}
}
func jpPhone() string {
	m := pick("090", "080", "070")
	switch R.Intn(4) {
	case 0:
		return m + "-" + nzd(4) + "-" + digs(4)
	case 1:
		return "03-" + nzd(4) + "-" + digs(4)
	case 2:
		return "+81 " + m[1:] + "-" + nzd(4) + "-" + digs(4)
	default:
		return "06-" + nzd(4) + "-" + digs(4)
	}
}
func mxPhone() string {
	a := pick("55", "33", "81")
	switch R.Intn(3) {
	case 0:
		return "+52 " + a + " " + nzd(4) + " " + digs(4)
	case 1:
		return a + " " + nzd(4) + " " + digs(4)
	default:
		return "+52 1 " + a + " " + nzd(4) + " " + digs(4)
	}
}
func plPhone() string {
	m := pick("50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88") + digs(1)
	switch R.Intn(3) {
	case 0:
		return "+48 " + m + " " + digs(3) + " " + digs(3)
	case 1:
		return m + " " + digs(3) + " " + digs(3)
	default:
		return m + "-" + digs(3) + "-" + digs(3)
	}
}
func sePhone() string {
	m := "7" + pick("0", "2", "3", "6", "9")
	switch R.Intn(3) {
	case 0:
		return "0" + m + "-" + nzd(3) + " " + digs(2) + " " + digs(2)
	case 1:
		return "+46 " + m + " " + nzd(3) + " " + digs(2) + " " + digs(2)
	default:
		return "08-" + nzd(3) + " " + digs(3) + " " + digs(2)
	}
}
func chPhone() string {
	m := pick("76", "77", "78", "79")
	if R.Intn(2) == 0 {
		return "+41 " + m + " " + digs(3) + " " + digs(2) + " " + digs(2)
	}
	return "0" + m + " " + digs(3) + " " + digs(2) + " " + digs(2)
}
func ptPhone() string {
	m := "9" + pick("1", "2", "3", "6") + digs(1)
	if R.Intn(2) == 0 {
		return "+351 " + m + " " + digs(3) + " " + digs(3)
	}
	return m + " " + digs(3) + " " + digs(3)
}
func trPhone() string {
	m := "5" + pick("05", "30", "32", "33", "35", "42", "44", "52", "55")
	switch R.Intn(3) {
	case 0:
		return "0" + m + " " + nzd(3) + " " + digs(2) + " " + digs(2)
	case 1:
		return "+90 " + m + " " + nzd(3) + " " + digs(2) + " " + digs(2)
	default:
		return "0 (" + m + ") " + nzd(3) + " " + digs(2) + " " + digs(2)
	}
}
func ruPhone() string {
	m := "9" + pick("01", "03", "05", "09", "15", "16", "26", "77", "85")
	switch R.Intn(3) {
	case 0:
		return "+7 " + m + " " + nzd(3) + "-" + digs(2) + "-" + digs(2)
	case 1:
		return "8 (" + m + ") " + nzd(3) + "-" + digs(2) + "-" + digs(2)
	default:
		return "+7 (495) " + nzd(3) + "-" + digs(2) + "-" + digs(2)
	}
}
func cnPhone() string {
	m := "1" + pick("38", "39", "58", "86", "35", "77", "59") + digs(8)
	switch R.Intn(3) {
	case 0:
		return m[:3] + " " + m[3:7] + " " + m[7:]
	case 1:
		return "+86 " + m[:3] + " " + m[3:7] + " " + m[7:]
	default:
		return m
	}
}
func krPhone() string {
	if R.Intn(2) == 0 {
		return "010-" + nzd(4) + "-" + digs(4)
	}
	return "+82 10-" + nzd(4) + "-" + digs(4)
}
func aePhone() string {
	if R.Intn(2) == 0 {
		return "+971 5" + pick("0", "2", "5", "6") + " " + nzd(3) + " " + digs(4)
	}
	return "+966 5" + pick("0", "3", "5") + " " + nzd(3) + " " + digs(4)
}
func atPhone() string {
	if R.Intn(2) == 0 {
		return "+43 664 " + nzd(7)
	}
	return "0664 " + nzd(7)
}

// ---------- ssn / cards / secrets ----------
func ssnParts() (string, string, string) {
	var a int
	for {
		a = rn(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", rn(1, 99)), fmt.Sprintf("%04d", rn(1, 9999))
}
func ssn() string       { a, g, s := ssnParts(); return a + "-" + g + "-" + s }
func ssnBare() string   { a, g, s := ssnParts(); return a + g + s }
func ssnSpaced() string { a, g, s := ssnParts(); return a + " " + g + " " + s }
func itin() string {
	grp := pick("50", "52", "57", "63", "65", "70", "71", "78", "83", "88", "90", "92", "94", "97", "99")
	return "9" + digs(2) + "-" + grp + "-" + fmt.Sprintf("%04d", rn(1, 9999))
}

func luhnComplete(prefix string, n int) string {
	s := prefix + digs(n-len(prefix)-1)
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return s + string(byte('0'+(10-sum%10)%10))
}

// card returns digits and issuer.
func cardDigits() (string, string) {
	switch R.Intn(9) {
	case 0, 1, 2:
		return luhnComplete("4", 16), "visa"
	case 3:
		return luhnComplete(pick("51", "52", "53", "54", "55"), 16), "mc"
	case 4:
		return luhnComplete(fmt.Sprint(rn(2221, 2720)), 16), "mc"
	case 5:
		return luhnComplete(pick("34", "37"), 15), "amex"
	case 6:
		return luhnComplete(pick("6011", "65", "644", "649"), 16), "discover"
	case 7:
		return luhnComplete(fmt.Sprint(rn(3528, 3589)), 16), "jcb"
	default:
		return luhnComplete(pick("36", "300", "305", "38"), 14), "diners"
	}
}
func fmtCard(d, iss string, style int) string {
	if iss == "amex" && style != 2 {
		return d[:4] + pick(" ", "-") + d[4:10] + pick(" ", "-")[:1] + d[10:]
	}
	if iss == "diners" && style != 2 {
		return d[:4] + " " + d[4:10] + " " + d[10:]
	}
	switch style {
	case 0:
		return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
	case 1:
		return d[:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
	default:
		return d
	}
}
func card() string { d, i := cardDigits(); return fmtCard(d, i, R.Intn(3)) }

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func jwt() string {
	var h string
	switch R.Intn(4) {
	case 0:
		h = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		h = `{"alg":"RS256","typ":"JWT","kid":"` + alnum(12, HEX) + `"}`
	case 2:
		h = `{"typ":"JWT","alg":"ES256"}`
	default:
		h = `{"alg":"HS512","typ":"JWT"}`
	}
	iat := 1735689600 + R.Intn(40000000)
	p := fmt.Sprintf(`{"sub":"%s","email_verified":true,"iat":%d,"exp":%d,"role":"%s"}`, digs(rn(5, 9)), iat, iat+3600*rn(1, 72), pick("user", "admin", "staff", "viewer"))
	sl := 43
	if strings.Contains(h, "RS256") {
		sl = 342
	} else if strings.Contains(h, "ES256") || strings.Contains(h, "HS512") {
		sl = 86
	}
	return b64u(h) + "." + b64u(p) + "." + alnum(sl, B64U)
}

func apiSecret() string {
	switch R.Intn(11) {
	case 0:
		return "ghp_" + alnum(36, AN)
	case 1:
		return "sk_live_" + alnum(rn(24, 40), AN)
	case 2:
		return "xoxb-" + nzd(11) + "-" + nzd(12) + "-" + alnum(24, AN)
	case 3:
		return "glpat-" + alnum(20, AN+"-_")
	case 4:
		return "sk-proj-" + alnum(48, AN+"-_")
	case 5:
		return "npm_" + alnum(36, AN)
	case 6:
		return "AIza" + alnum(35, AN+"-_")
	case 7:
		return "SG." + alnum(22, AN+"-_") + "." + alnum(43, AN+"-_")
	case 8:
		return "shpat_" + alnum(32, HEX)
	case 9:
		return "github_pat_11" + alnum(20, UPN) + "_" + alnum(59, AN)
	default:
		return "hf_" + alnum(34, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
	}
}
func password() string {
	w := pick("Harbor", "Maple", "Falcon", "Sunset", "Tiger", "Copper", "Winter", "Lotus", "Rocket", "Velvet", "Cobalt", "Juniper")
	switch R.Intn(4) {
	case 0:
		return w + "." + digs(2) + pick("?ok", "!x", "#a", "$z")
	case 1:
		return alnum(rn(10, 16), AN+"!#%&*")
	case 2:
		return strings.ToLower(w) + digs(4) + pick("!", "@", "#")
	default:
		return alnum(4, AN) + "-" + w + "-" + digs(3)
	}
}

// ---------- look-alikes ----------
func orderID() string {
	return pick("SO-", "ORD-", "PO-", "#", "RE-", "INV-", "A") + fmt.Sprint(rn(2019, 2026)) + "-" + digs(5)
}
func date() string {
	y, m, d := rn(2019, 2026), rn(1, 12), rn(1, 28)
	switch R.Intn(5) {
	case 0:
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
	case 1:
		return fmt.Sprintf("%02d.%02d.%04d", d, m, y)
	case 2:
		return fmt.Sprintf("%02d/%02d/%04d", m, d, y)
	case 3:
		return fmt.Sprintf("%d/%d/%04d", d, m, y)
	default:
		return fmt.Sprintf("%02d-%s-%04d", d, pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), y)
	}
}
func amountUS() string { return fmt.Sprintf("$%d,%03d.%02d", rn(1, 99), R.Intn(1000), R.Intn(100)) }
func amountEU() string { return fmt.Sprintf("%d.%03d,%02d €", rn(1, 99), R.Intn(1000), R.Intn(100)) }
func iban() string {
	cc := pick("DE", "FR", "NL", "IT", "ES", "BE")
	var bban string
	switch cc {
	case "DE":
		bban = digs(18)
	case "FR":
		bban = digs(10) + alnum(11, "0123456789") + digs(2)
	case "NL":
		bban = alnum(4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") + digs(10)
	case "IT":
		bban = "X" + digs(10) + digs(12)
	case "ES":
		bban = digs(20)
	default:
		bban = digs(12)
	}
	// mod 97
	re := bban + cc + "00"
	var num strings.Builder
	for _, c := range re {
		if c >= 'A' && c <= 'Z' {
			num.WriteString(fmt.Sprint(int(c-'A') + 10))
		} else {
			num.WriteRune(c)
		}
	}
	m := 0
	for _, c := range num.String() {
		m = (m*10 + int(c-'0')) % 97
	}
	s := fmt.Sprintf("%s%02d%s", cc, 98-m, bban)
	var sp strings.Builder
	for i := 0; i < len(s); i += 4 {
		if i > 0 {
			sp.WriteByte(' ')
		}
		e := i + 4
		if e > len(s) {
			e = len(s)
		}
		sp.WriteString(s[i:e])
	}
	return sp.String()
}
func sku() string {
	return pick("SKU-", "ART-", "") + alnum(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + "-" + digs(5) + pick("-BL", "-XL", "", "-02")
}
func empID() string { return pick("E", "EMP-", "P", "") + digs(rn(5, 6)) }
func usZip() string {
	z := nzd(5)
	if R.Intn(3) == 0 {
		z += "-" + digs(4)
	}
	return z
}
func ukPostcode() string {
	return pick("SW1A", "EC2V", "M1", "B33", "LS6", "G12", "EH3", "CF10") + " " + digs(1) + alnum(2, "ABDEFGHJLNPQRSTUWXYZ")
}
func ean13() string {
	s := pick("400", "590", "300", "800", "871") + digs(9)
	sum := 0
	for i, c := range s {
		d := int(c - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	return s + fmt.Sprint((10-sum%10)%10)
}
func awsKeyID() string { return "AKIA" + alnum(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") }
func pkLive() string   { return "pk_live_" + alnum(rn(24, 34), AN) }
func uuid() string {
	return alnum(8, HEX) + "-" + alnum(4, HEX) + "-4" + alnum(3, HEX) + "-a" + alnum(3, HEX) + "-" + alnum(12, HEX)
}
func ein() string       { return nzd(2) + "-" + digs(7) }
func pct() string       { return fmt.Sprintf("%d.%d%%", rn(0, 99), R.Intn(10)) }
func version() string   { return fmt.Sprintf("v%d.%d.%d", rn(0, 5), rn(0, 30), rn(0, 40)) }
func sshPub() string    { return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + alnum(43, AN+"+/") }
func snowflake() string { return fmt.Sprint(rn(11, 13)) + digs(16) }
func tracking() string  { return "1Z" + alnum(6, UPN) + digs(10) }
func masked4() string {
	return pick("**** **** **** ", "XXXX-XXXX-XXXX-", "•••• ", "****") + digs(4)
}
func sciPhone() string { return fmt.Sprintf("%d.%dE+%d", rn(1, 9), rn(1000, 99999), rn(9, 12)) }
