// Command gen writes ../c91.ndjson: a labelled PII test corpus of everyday
// personal messages (SMS, chats, voicemail, notes, classifieds, bios).
// Deterministic: math/rand seeded with 91, no maps iterated into the output.
package main

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
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

type Kind struct {
	Name     string
	Variants []string
}

type G struct {
	cur  string // the currency a line's unspecified prices use
	r    *rand.Rand
	used map[string]bool // lookup only, never iterated
}

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) in(a, b int) int          { return a + g.r.Intn(b-a+1) }
func (g *G) digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + g.r.Intn(10)))
	}
	return sb.String()
}
func (g *G) nz(n int) string { // n digits, first non-zero
	return string(byte('1'+g.r.Intn(9))) + g.digits(n-1)
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const upper = "ABCDEFGHJKLMNPQRSTUVWXYZ"
const b64u = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

func (g *G) from(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.r.Intn(len(set))]
	}
	return string(b)
}

// ---------------------------------------------------------------- phones

var usAreas = []string{"201", "202", "203", "206", "210", "212", "213", "214", "215", "216", "224", "240", "248", "267", "281", "301", "302", "303", "305", "310", "312", "313", "314", "317", "323", "336", "347", "404", "407", "408", "410", "412", "415", "425", "469", "480", "502", "503", "504", "510", "512", "513", "516", "520", "571", "585", "602", "612", "614", "615", "617", "619", "626", "630", "646", "650", "651", "678", "702", "703", "704", "713", "714", "718", "720", "732", "757", "773", "786", "801", "804", "813", "816", "818", "832", "847", "857", "860", "901", "904", "909", "914", "916", "917", "919", "925", "929", "949", "954", "972", "973", "978"}

func (g *G) usParts() (string, string, string) {
	a := usAreas[g.r.Intn(len(usAreas))]
	var ex string
	for {
		ex = string(byte('2'+g.r.Intn(8))) + g.digits(2)
		if ex[1:] != "11" && ex != "555" && ex != "950" && ex != "958" && ex != "959" && ex != "976" {
			break
		}
	}
	return a, ex, g.digits(4)
}

func (g *G) phone(f string) string {
	switch f {
	case "us":
		f = g.pick("us_dash", "us_paren", "us_dot", "us_dash", "us_paren", "us_plus", "us_run", "us_space")
	case "uk":
		f = g.pick("uk_mob", "uk_mob_run", "uk_plus", "uk_land")
	case "au":
		f = g.pick("au_mob", "au_mob_run", "au_plus", "au_land")
	case "in":
		f = g.pick("in_mob", "in_plus", "in_run", "in_plusdash")
	case "ng":
		f = g.pick("ng", "ng_run", "ng_plus")
	case "ph":
		f = g.pick("ph", "ph_run", "ph_plus", "ph_dash")
	case "za":
		f = g.pick("za", "za_run", "za_plus")
	case "ie":
		f = g.pick("ie", "ie_run", "ie_plus", "ie_land")
	case "wa":
		p := g.phone(g.pick("us_plusrun", "uk_plus", "ng_plus", "ph_plus", "in_plus", "za_plus", "au_plus"))
		var sb strings.Builder
		for _, c := range p {
			if c >= '0' && c <= '9' {
				sb.WriteRune(c)
			}
		}
		if strings.Contains(p, "(0)") { // drop the trunk zero a wa.me link never has
			return g.phone("wa")
		}
		return sb.String()
	case "any":
		f = g.pick("us_dash", "us_paren", "us_dot", "uk_mob", "au_mob", "in_plus", "ng", "ph", "za", "ie", "us_plus", "uk_plus")
	}
	a, ex, ln := g.usParts()
	switch f {
	case "us_dash":
		return a + "-" + ex + "-" + ln
	case "us_paren":
		return "(" + a + ") " + ex + "-" + ln
	case "us_paren_tight":
		return "(" + a + ")" + ex + "-" + ln
	case "us_dot":
		return a + "." + ex + "." + ln
	case "us_space":
		return a + " " + ex + " " + ln
	case "us_run":
		return a + ex + ln
	case "us_plus":
		return g.pick("+1 "+a+" "+ex+" "+ln, "+1 ("+a+") "+ex+"-"+ln, "+1-"+a+"-"+ex+"-"+ln, "+1 "+a+"-"+ex+"-"+ln)
	case "us_plusrun":
		return "+1" + a + ex + ln
	case "us_1dash":
		return "1-" + a + "-" + ex + "-" + ln
	case "us_7":
		return ex + "-" + ln
	case "us_slash":
		return a + "/" + ex + "-" + ln
	case "uk_mob", "uk_mob_run", "uk_plus":
		p := g.pick("7700", "7712", "7723", "7734", "7745", "7751", "7766", "7777", "7788", "7799", "7802", "7817", "7825", "7831", "7846", "7851", "7864", "7873", "7886", "7894", "7903", "7912", "7921", "7932", "7949", "7956", "7961", "7970", "7983", "7990", "7411", "7424", "7435", "7447", "7453", "7468", "7479", "7481", "7492", "7506", "7511", "7525", "7535", "7547", "7557")
		rest := g.digits(6)
		if p == "7700" {
			rest = g.pick("1", "2", "3", "5", "7", "8") + g.digits(5) // avoid Ofcom 07700 900xxx drama range
		}
		switch f {
		case "uk_mob":
			return "0" + p + " " + rest
		case "uk_mob_run":
			return "0" + p + rest
		default:
			return g.pick("+44 "+p+" "+rest, "+44"+p+rest, "+44 (0)"+p+" "+rest, "+44 "+p+" "+rest[:3]+" "+rest[3:])
		}
	case "uk_land":
		switch g.r.Intn(4) {
		case 0:
			return "020 " + g.pick("8", "3") + g.digits(3) + " " + g.digits(4)
		case 1:
			return g.pick("0161", "0113", "0121", "0131", "0141", "0117", "0114", "0151") + " " + string(byte('2'+g.r.Intn(8))) + g.digits(2) + " " + g.digits(4)
		case 2:
			return g.pick("01632", "01865", "01223", "01904", "01273") + " " + string(byte('2'+g.r.Intn(8))) + g.digits(5)
		default:
			return "029 20" + g.digits(2) + " " + g.digits(4)
		}
	case "au_mob", "au_mob_run", "au_plus":
		p := "4" + g.pick("0", "1", "2", "3", "5", "6", "7", "8", "9") + g.digits(1)
		r1, r2 := g.digits(3), g.digits(3)
		switch f {
		case "au_mob":
			return "0" + p + " " + r1 + " " + r2
		case "au_mob_run":
			return "0" + p + r1 + r2
		default:
			return g.pick("+61 "+p+" "+r1+" "+r2, "+61"+p+r1+r2, "+61 (0)"+p+" "+r1+" "+r2)
		}
	case "au_land":
		ac := g.pick("2", "3", "7", "8")
		first := map[string]string{"2": "9", "3": "9", "7": "3", "8": "8"}[ac]
		num := first + g.digits(3)
		return g.pick("(0"+ac+") "+num+" "+g.digits(4), "0"+ac+" "+num+" "+g.digits(4))
	case "in_mob", "in_plus", "in_run", "in_plusdash":
		m := g.pick("98", "99", "97", "96", "95", "94", "93", "91", "90", "89", "88", "87", "86", "85", "84", "83", "82", "81", "80", "79", "78", "77", "76", "75", "74", "73", "72", "70", "63", "62") + g.digits(8)
		switch f {
		case "in_mob":
			return m[:5] + " " + m[5:]
		case "in_run":
			return g.pick(m, "0"+m)
		case "in_plusdash":
			return "+91-" + m
		default:
			return g.pick("+91 "+m[:5]+" "+m[5:], "+91"+m, "+91 "+m)
		}
	case "ng", "ng_run", "ng_plus":
		p := g.pick("803", "806", "813", "816", "703", "706", "810", "814", "903", "906", "805", "807", "815", "811", "905", "802", "808", "812", "701", "708", "902", "809", "817", "818", "909", "908")
		r1, r2 := g.digits(3), g.digits(4)
		switch f {
		case "ng":
			return "0" + p + " " + r1 + " " + r2
		case "ng_run":
			return "0" + p + r1 + r2
		default:
			return g.pick("+234 "+p+" "+r1+" "+r2, "+234"+p+r1+r2, "+234 (0)"+p+" "+r1+" "+r2)
		}
	case "ph", "ph_run", "ph_plus", "ph_dash":
		p := g.pick("917", "918", "919", "920", "921", "927", "928", "929", "935", "936", "945", "947", "951", "955", "961", "966", "967", "975", "977", "995", "998", "999", "905", "906", "915", "916", "926", "939")
		r1, r2 := g.digits(3), g.digits(4)
		switch f {
		case "ph":
			return "0" + p + " " + r1 + " " + r2
		case "ph_run":
			return "0" + p + r1 + r2
		case "ph_dash":
			return "0" + p + "-" + r1 + "-" + r2
		default:
			return g.pick("+63 "+p+" "+r1+" "+r2, "+63"+p+r1+r2, "+63 "+p+" "+r1+r2)
		}
	case "za", "za_run", "za_plus":
		p := g.pick("82", "83", "84", "72", "73", "74", "76", "79", "71", "81", "60", "61", "78")
		r1, r2 := g.digits(3), g.digits(4)
		switch f {
		case "za":
			return "0" + p + " " + r1 + " " + r2
		case "za_run":
			return "0" + p + r1 + r2
		default:
			return g.pick("+27 "+p+" "+r1+" "+r2, "+27"+p+r1+r2)
		}
	case "ie", "ie_run", "ie_plus", "ie_land":
		p := g.pick("83", "85", "86", "87", "89")
		r1, r2 := string(byte('2'+g.r.Intn(8)))+g.digits(2), g.digits(4)
		switch f {
		case "ie":
			return "0" + p + " " + r1 + " " + r2
		case "ie_run":
			return "0" + p + r1 + r2
		case "ie_plus":
			return g.pick("+353 "+p+" "+r1+" "+r2, "+353"+p+r1+r2, "+353 (0)"+p+" "+r1+" "+r2)
		default:
			return g.pick("01 "+string(byte('2'+g.r.Intn(8)))+g.digits(2)+" "+g.digits(4), "021 4"+g.digits(2)+" "+g.digits(4), "091 5"+g.digits(5))
		}
	}
	panic("phone format " + f)
}

// ---------------------------------------------------------------- emails

var given = []string{"James", "Maria", "Aisha", "Tunde", "Chioma", "Priya", "Rahul", "Ananya", "Arjun", "Siobhan", "Ciaran", "Aoife", "Liam", "Olivia", "Jack", "Chloe", "Thabo", "Lerato", "Sipho", "Naledi", "Joy", "Mark", "Kristine", "Paolo", "Jasmine", "Miguel", "Carmen", "Luis", "Sofia", "Diego", "Emma", "Noah", "Ava", "Ethan", "Mia", "Robert", "Linda", "Kevin", "Tanya", "Grace", "Emeka", "Ngozi", "Femi", "Bisi", "Deepak", "Sunita", "Vikram", "Neha", "Harry", "Amelia", "Oscar", "Isla", "Mitch", "Bec", "Shane", "Kylie", "Dylan", "Niamh", "Sean", "Roisin", "Zanele", "Pieter", "Anele", "Marisol", "Jorge", "Camila", "Tyler", "Brianna", "Marcus", "Keisha", "Hannah", "Josh", "Megan", "Ryan", "Abby", "Daniel"}
var surnames = []string{"Smith", "Johnson", "Garcia", "Martinez", "Okafor", "Adeyemi", "Eze", "Balogun", "Sharma", "Patel", "Iyer", "Reddy", "Gupta", "Murphy", "Kelly", "O'Brien", "Byrne", "Walsh", "Nguyen", "Reyes", "Santos", "Cruz", "Bautista", "Dela Cruz", "Mendoza", "Nkosi", "Dlamini", "van der Merwe", "Botha", "Naidoo", "Wilson", "Taylor", "Brown", "Jones", "Williams", "Thompson", "White", "Harris", "Clarke", "Lewis", "Hughes", "Lopez", "Hernandez", "Torres", "Ramirez", "Flores", "Kowalski", "Chen", "Kim", "Singh", "Khan", "Mensah", "Campbell", "Stewart", "Fitzgerald"}

var regionGiven = map[string][]string{
	"usd": {"Tyler", "Brianna", "Marcus", "Keisha", "Hannah", "Josh", "Megan", "Ryan", "Abby", "Daniel", "Emma", "Noah", "Ava", "Ethan", "Robert", "Linda", "Kevin", "Tanya", "Jorge", "Marisol", "Camila", "Luis", "Carmen", "Diego"},
	"gbp": {"Harry", "Amelia", "Oscar", "Isla", "Olivia", "Jack", "Chloe", "Sophie", "George", "Poppy", "Alfie", "Freya", "Ollie", "Priya", "Mohammed", "Callum"},
	"aud": {"Mitch", "Bec", "Shane", "Kylie", "Jack", "Chloe", "Lachlan", "Matilda", "Brodie", "Jess", "Hamish", "Tahlia"},
	"inr": {"Priya", "Rahul", "Ananya", "Arjun", "Deepak", "Sunita", "Vikram", "Neha", "Rohit", "Pooja", "Aman", "Kavya"},
	"ngn": {"Tunde", "Chioma", "Emeka", "Ngozi", "Femi", "Bisi", "Aisha", "Segun", "Funke", "Chinedu", "Kemi", "Ifeanyi"},
	"php": {"Joy", "Mark", "Kristine", "Paolo", "Jasmine", "Miguel", "Angelica", "Rommel", "Cherry", "Jun", "Marites", "Carlo"},
	"zar": {"Thabo", "Lerato", "Sipho", "Naledi", "Zanele", "Pieter", "Anele", "Riaan", "Lindiwe", "Bongani", "Ayesha", "Chantel"},
	"eur": {"Siobhan", "Ciaran", "Aoife", "Niamh", "Sean", "Roisin", "Oisin", "Ciara", "Darragh", "Orla", "Padraig", "Saoirse"},
}
var regionSur = map[string][]string{
	"usd": {"Smith", "Johnson", "Garcia", "Martinez", "Nguyen", "Brown", "Williams", "Harris", "Lopez", "Hernandez", "Torres", "Ramirez", "Kim", "Kowalski"},
	"gbp": {"Taylor", "Jones", "Wilson", "Clarke", "Lewis", "Hughes", "Khan", "Patel", "Campbell", "Stewart", "Thompson", "White"},
	"aud": {"Wilson", "Taylor", "Nguyen", "Smith", "Campbell", "Kelly", "Chen", "Brown", "Harris", "Stewart"},
	"inr": {"Sharma", "Patel", "Iyer", "Reddy", "Gupta", "Singh", "Nair", "Mehta", "Rao", "Joshi"},
	"ngn": {"Okafor", "Adeyemi", "Eze", "Balogun", "Okonkwo", "Adebayo", "Nwosu", "Bello", "Olawale", "Ibrahim"},
	"php": {"Reyes", "Santos", "Cruz", "Bautista", "Dela Cruz", "Mendoza", "Garcia", "Villanueva", "Ramos", "Aquino"},
	"zar": {"Nkosi", "Dlamini", "van der Merwe", "Botha", "Naidoo", "Mokoena", "Khumalo", "Pillay", "Jacobs", "Ndlovu"},
	"eur": {"Murphy", "Kelly", "O'Brien", "Byrne", "Walsh", "Ryan", "O'Sullivan", "Doyle", "McCarthy", "Fitzgerald"},
}

func (g *G) given() string {
	if xs, ok := regionGiven[g.cur]; ok && g.r.Intn(6) != 0 {
		return xs[g.r.Intn(len(xs))]
	}
	return given[g.r.Intn(len(given))]
}
func (g *G) surname() string {
	if xs, ok := regionSur[g.cur]; ok && g.r.Intn(6) != 0 {
		return xs[g.r.Intn(len(xs))]
	}
	return surnames[g.r.Intn(len(surnames))]
}

func slug(s string) string {
	var sb strings.Builder
	for _, c := range strings.ToLower(s) {
		if c >= 'a' && c <= 'z' {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func (g *G) localPart() string {
	f, l := slug(g.given()), slug(g.surname())
	switch g.r.Intn(9) {
	case 0:
		return f + "." + l
	case 1:
		return f + l + g.digits(2)
	case 2:
		return f[:1] + l
	case 3:
		return f + "_" + l + g.digits(g.in(1, 4))
	case 4:
		return f + "." + l + g.pick("", "", "1", "22", "87", "2004")
	case 5:
		return g.pick("sunny", "lil", "its", "the", "x", "mama", "tita", "real", "just", "baby") + f + g.digits(g.in(2, 4))
	case 6:
		return l + "." + f
	case 7:
		return f + g.pick("bear", "boo", "star", "lover", "girl", "guy", "gamer", "fan", "queen", "king") + g.digits(g.in(0, 3))
	default:
		return f + "." + l[:1] + g.digits(g.in(1, 3))
	}
}

func (g *G) email(style string) string {
	switch style {
	case "us":
		return g.localPart() + "@" + g.pick("gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "icloud.com", "aol.com", "comcast.net", "att.net", "me.com", "protonmail.com")
	case "uk":
		return g.localPart() + "@" + g.pick("gmail.com", "hotmail.co.uk", "yahoo.co.uk", "btinternet.com", "outlook.com", "sky.com", "live.co.uk", "virginmedia.com")
	case "au":
		return g.localPart() + "@" + g.pick("gmail.com", "bigpond.com", "hotmail.com", "optusnet.com.au", "outlook.com.au", "icloud.com")
	case "in":
		return g.localPart() + "@" + g.pick("gmail.com", "yahoo.co.in", "rediffmail.com", "hotmail.com", "outlook.com")
	case "ng":
		return g.localPart() + "@" + g.pick("gmail.com", "yahoo.com", "ymail.com", "hotmail.com")
	case "ph":
		return g.localPart() + "@" + g.pick("gmail.com", "yahoo.com", "yahoo.com.ph", "outlook.com")
	case "za":
		return g.localPart() + "@" + g.pick("gmail.com", "mweb.co.za", "telkomsa.net", "webmail.co.za", "vodamail.co.za", "outlook.com")
	case "ie":
		return g.localPart() + "@" + g.pick("gmail.com", "eircom.net", "hotmail.com", "yahoo.ie", "icloud.com")
	case "uni":
		return g.localPart() + "@" + g.pick("student.unimelb.edu.au", "ucdconnect.ie", "student.uj.ac.za", "up.edu.ph", "nyu.edu", "ed.ac.uk", "iitb.ac.in", "unilag.edu.ng", "umich.edu", "tcd.ie")
	case "work":
		return slug(g.given()) + "." + slug(g.surname()) + "@" + g.pick("brightsmiles-dental.com", "harbourrealty.com.au", "kellyplumbing.ie", "lagosevents.ng", "cebuhomes.ph", "capeweddings.co.za", "sunriserealty.com", "mapleleafmovers.com", "greenfieldschool.org", "oakwoodpta.org")
	case "obf_dot":
		f, l := slug(g.given()), slug(g.surname())
		return f + " dot " + l + " at " + g.pick("gmail", "yahoo", "hotmail", "outlook") + " dot com"
	case "obf_at":
		return g.localPart() + " at " + g.pick("gmail", "yahoo", "hotmail") + " dot com"
	case "obf_paren":
		return g.localPart() + g.pick("(at)", "[at]", " (at) ", " [at] ") + g.pick("gmail.com", "yahoo.com", "outlook.com")
	case "upper":
		return strings.ToUpper(g.localPart()) + "@" + g.pick("GMAIL.COM", "YAHOO.COM", "HOTMAIL.COM")
	case "space":
		return g.localPart() + " @ " + g.pick("gmail.com", "yahoo.com", "icloud.com")
	default:
		return g.email(g.pick("us", "uk", "au", "in", "ng", "ph", "za", "ie"))
	}
}

// ---------------------------------------------------------------- SSN, cards

func (g *G) ssnParts() (string, string, string) {
	var a int
	for {
		a = g.in(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g.in(1, 99)), fmt.Sprintf("%04d", g.in(1, 9999))
}

func (g *G) ssn(style string) string {
	a, b, c := g.ssnParts()
	switch style {
	case "bare":
		return a + b + c
	case "space":
		return a + " " + b + " " + c
	case "itin":
		grp := g.pick("50", "52", "57", "63", "65", "70", "71", "78", "80", "84", "88", "90", "92", "94", "97", "99")
		return "9" + g.digits(2) + "-" + grp + "-" + g.nz(4)
	default:
		return a + "-" + b + "-" + c
	}
}

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

func (g *G) cardNum(issuer string) string {
	var p string
	n := 16
	switch issuer {
	case "visa":
		p = "4" + g.pick("147", "266", "532", "716", "024", "485", "539", "916", "003", "837", "658", "744")
	case "mc":
		p = g.pick("51", "52", "53", "54", "55") + g.digits(2)
		if g.r.Intn(4) == 0 {
			p = fmt.Sprintf("%d", g.in(2221, 2720))
		}
	case "amex":
		p = g.pick("34", "37") + g.digits(2)
		n = 15
	case "disc":
		p = g.pick("6011", "6445", "6500", "6221")
		if p == "6221" {
			p = "62212" + g.digits(1) // China UnionPay co-badged Discover range
		}
	case "rupay":
		p = g.pick("6521", "6522", "6070", "6081")
	}
	body := p + g.digits(n-1-len(p))
	return body + string(luhnDigit(body))
}

func (g *G) card(style string) string {
	iss := g.pick("visa", "visa", "mc", "mc", "amex", "disc")
	if a, b, ok := strings.Cut(style, "."); ok { // issuer.style
		iss, style = a, b
	}
	if style == "rupay" {
		iss = "rupay"
		style = "sp"
	}
	num := g.cardNum(iss)
	if style == "any" {
		style = g.pick("sp", "sp", "run", "dash")
	}
	if len(num) == 15 {
		switch style {
		case "run":
			return num
		case "dash":
			return num[:4] + "-" + num[4:10] + "-" + num[10:]
		default:
			return num[:4] + " " + num[4:10] + " " + num[10:]
		}
	}
	switch style {
	case "run":
		return num
	case "dash":
		return num[:4] + "-" + num[4:8] + "-" + num[8:12] + "-" + num[12:]
	default:
		return num[:4] + " " + num[4:8] + " " + num[8:12] + " " + num[12:]
	}
}

// ---------------------------------------------------------------- JWT, secrets

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt() string {
	alg := g.pick("HS256", "HS256", "RS256")
	hdr := `{"alg":"` + alg + `","typ":"JWT"}`
	if g.r.Intn(3) == 0 {
		hdr = `{"alg":"` + alg + `","kid":"` + g.from("abcdef0123456789", 8) + `","typ":"JWT"}`
	}
	iat := 1700000000 + g.r.Intn(60000000)
	var pl string
	switch g.r.Intn(4) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"%s","name":"%s %s","iat":%d}`, g.digits(10), g.given(), g.surname(), iat)
	case 1:
		pl = fmt.Sprintf(`{"sub":"%s-%s-4%s","email":"%s","role":"authenticated","iat":%d,"exp":%d}`, g.from("0123456789abcdef", 8), g.from("0123456789abcdef", 4), g.from("0123456789abcdef", 3), g.email("us"), iat, iat+3600)
	case 2:
		pl = fmt.Sprintf(`{"user_id":%d,"username":"%s%s","exp":%d}`, g.in(1000, 999999), slug(g.given()), g.digits(2), iat+86400)
	default:
		pl = fmt.Sprintf(`{"iss":"https://securetoken.google.com/%s-app","aud":"%s-app","auth_time":%d,"user_id":"%s","sub":"%s","iat":%d,"exp":%d}`, slug(g.surname()), slug(g.surname()), iat, g.from(alnum, 28), g.from(alnum, 28), iat, iat+3600)
	}
	sigLen := 43
	if alg == "RS256" {
		sigLen = 342
	}
	return b64(hdr) + "." + b64(pl) + "." + g.from(b64u, sigLen)
}

var pwWords = []string{"sunflower", "mango", "bluebird", "pancake", "tigerlily", "coconut", "rainbow", "lemonade", "maple", "kangaroo", "jollof", "adobo", "biltong", "shamrock", "chai", "biryani", "sampaguita", "springbok", "wombat", "harbour", "galaxy", "butterfly", "pepper", "cookie", "dragon", "summer", "winter", "midnight", "peanut", "buttercup", "ginger", "oreo", "ranger", "mustang", "phoenix", "blessing", "lagos", "manila", "dublin", "durban"}

func cap1(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func (g *G) password() string {
	w1 := pwWords[g.r.Intn(len(pwWords))]
	w2 := pwWords[g.r.Intn(len(pwWords))]
	switch g.r.Intn(7) {
	case 0:
		return cap1(w1) + g.digits(g.in(2, 4)) + g.pick("!", "#", "$", "@", "")
	case 1:
		return w1 + w2 + g.digits(2)
	case 2:
		return cap1(w1) + g.pick("_", ".", "-") + cap1(w2) + g.digits(g.in(1, 3))
	case 3:
		return g.from(alnum, g.in(10, 14))
	case 4:
		return cap1(w1) + "@" + g.pick("19", "20") + g.digits(2)
	case 5:
		return strings.ToUpper(w1[:1]) + w1[1:] + g.pick("Family", "House", "Home", "Fam") + g.digits(g.in(2, 4))
	default:
		return g.pick("iLove", "Go", "My", "Team", "Ilove") + cap1(w1) + g.digits(g.in(1, 4)) + g.pick("!", "", "?", "*")
	}
}

func (g *G) secret(style string) string {
	switch style {
	case "pw":
		return g.password()
	case "ghp":
		return "ghp_" + g.from(alnum, 36)
	case "skproj":
		return "sk-proj-" + g.from(alnum+"-_", 74) + "T3BlbkFJ" + g.from(alnum+"-_", 74)
	case "sklive":
		return "sk_live_51" + g.from(alnum, 97)
	case "xoxb":
		return "xoxb-" + g.nz(12) + "-" + g.nz(13) + "-" + g.from(alnum, 24)
	case "glpat":
		return "glpat-" + g.from(alnum+"-_", 20)
	case "bearer":
		return g.from(alnum, g.in(32, 48))
	case "gapp":
		var parts []string
		for i := 0; i < 4; i++ {
			parts = append(parts, g.from("abcdefghijklmnopqrstuvwxyz", 4))
		}
		// ensure one group has no vowel
		parts[g.r.Intn(4)] = g.from("bcdfghjklmnpqrstvwxz", 4)
		return strings.Join(parts, " ")
	case "npm":
		return "npm_" + g.from(alnum, 36)
	case "hf":
		return "hf_" + g.from(alnum, 34)
	case "tg":
		return g.nz(10) + ":AA" + g.from(alnum+"-_", 33)
	}
	panic("secret " + style)
}

// ---------------------------------------------------------------- keep look-alikes

var regionStreets = map[string][]string{
	"usd": {"Maple Ave", "Oak St", "Elm Street", "Sunset Blvd", "Mission St", "Main St", "Ocean Dr", "Lincoln Ave"},
	"gbp": {"High Street", "Victoria Rd", "Church Rd", "Park Lane", "Kingsway", "Station Rd"},
	"aud": {"George St", "Pitt St", "Bourke St", "Chapel St", "Beach Rd", "Parramatta Rd"},
	"inr": {"MG Road", "Linking Road", "100 Feet Rd", "Park Street", "Brigade Rd"},
	"ngn": {"Herbert Macaulay Way", "Allen Avenue", "Adeola Odeku St", "Awolowo Rd", "Admiralty Way"},
	"php": {"Katipunan Ave", "Aurora Blvd", "Rizal St", "Ayala Ave", "Mabini St"},
	"zar": {"Jan Smuts Ave", "Long Street", "Main Rd", "Florida Rd", "Oxford Rd"},
	"eur": {"Grafton St", "O'Connell St", "Shop Street", "Main St", "Patrick St"},
}

var streets = []string{"Maple Ave", "Oak St", "Elm Street", "Sunset Blvd", "Mission St", "Church Rd", "High Street", "Victoria Rd", "George St", "Pitt St", "Herbert Macaulay Way", "Allen Avenue", "Adeola Odeku St", "MG Road", "Linking Road", "100 Feet Rd", "Katipunan Ave", "Aurora Blvd", "Rizal St", "Jan Smuts Ave", "Long Street", "Beach Rd", "Grafton St", "O'Connell St", "Main St", "Park Lane", "Kingsway", "Bourke St", "Chapel St", "Ocean Dr"}

func (g *G) keep(t string) string {
	switch t {
	case "price":
		return g.keep(g.cur)
	case "usd":
		return g.pick("$"+fmt.Sprint(g.in(5, 95)), fmt.Sprintf("$%d.%02d", g.in(1, 300), g.in(0, 99)), fmt.Sprintf("$%d,%03d", g.in(1, 24), g.in(0, 9)*100), fmt.Sprintf("$%d", g.in(100, 950)))
	case "gbp":
		return g.pick(fmt.Sprintf("£%d", g.in(5, 500)), fmt.Sprintf("£%d.%02d", g.in(1, 99), g.in(0, 99)))
	case "aud":
		return g.pick(fmt.Sprintf("$%d", g.in(10, 900)), fmt.Sprintf("AUD %d", g.in(50, 2000)))
	case "inr":
		return g.pick(fmt.Sprintf("₹%d", g.in(50, 999)), fmt.Sprintf("₹%d,%03d", g.in(1, 99), g.in(0, 999)), fmt.Sprintf("Rs %d", g.in(100, 5000)), fmt.Sprintf("Rs.%d/-", g.in(100, 9000)))
	case "ngn":
		return g.pick(fmt.Sprintf("₦%d,%03d", g.in(1, 950), g.in(0, 9)*100), fmt.Sprintf("N%dk", g.in(5, 300)))
	case "php":
		return g.pick(fmt.Sprintf("₱%d", g.in(50, 999)), fmt.Sprintf("P%d", g.in(100, 5000)), fmt.Sprintf("₱%d,%03d", g.in(1, 45), g.in(0, 9)*100))
	case "zar":
		return g.pick(fmt.Sprintf("R%d", g.in(20, 999)), fmt.Sprintf("R%d %03d", g.in(1, 250), g.in(0, 9)*100))
	case "eur":
		return g.pick(fmt.Sprintf("€%d", g.in(5, 500)), fmt.Sprintf("€%d.%02d", g.in(1, 99), g.in(0, 99)))
	case "time":
		return g.pick(fmt.Sprintf("%d:%02d", g.in(1, 12), g.in(0, 11)*5), fmt.Sprintf("%dpm", g.in(1, 11)), fmt.Sprintf("%d:%02dam", g.in(6, 11), g.in(0, 3)*15), fmt.Sprintf("%02d:%02d", g.in(6, 23), g.in(0, 11)*5), fmt.Sprintf("%d.%02d", g.in(1, 12), g.in(0, 3)*15))
	case "date":
		return g.pick(fmt.Sprintf("%d/%d", g.in(1, 12), g.in(1, 28)), fmt.Sprintf("%02d/%02d/%d", g.in(1, 12), g.in(1, 28), g.in(2024, 2026)), fmt.Sprintf("%d/%d/%d", g.in(1, 28), g.in(1, 12), g.in(24, 26)), g.pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")+fmt.Sprintf(" %d", g.in(1, 28)), fmt.Sprintf("%d-%02d-%02d", g.in(2024, 2026), g.in(1, 12), g.in(1, 28)), ordinal(g.in(1, 28))+" "+g.pick("March", "June", "July", "October", "December"))
	case "flight":
		return g.pick("UA", "AA", "DL", "BA", "QF", "AI", "6E", "PR", "5J", "SA", "FR", "EI", "WN", "VS", "JQ", "EK") + g.pick(" ", "") + fmt.Sprint(g.in(1, 2999))
	case "train":
		return g.pick(fmt.Sprintf("Amtrak %d", g.in(10, 2199)), fmt.Sprintf("train %d", g.in(12001, 22999)), fmt.Sprintf("the %02d:%02d", g.in(6, 22), g.in(0, 11)*5), fmt.Sprintf("DART %d", g.in(1, 40)))
	case "addr":
		if xs, ok := regionStreets[g.cur]; ok {
			n := g.in(2, 4999)
			if g.cur != "usd" {
				n = g.in(1, 240)
			}
			return fmt.Sprintf("%d %s", n, xs[g.r.Intn(len(xs))])
		}
		return fmt.Sprintf("%d %s", g.in(2, 4999), streets[g.r.Intn(len(streets))])
	case "big": // a rent, a deposit, a fee for a whole job
		switch g.cur {
		case "gbp":
			return fmt.Sprintf("£%d", g.in(45, 220)*10)
		case "aud":
			return fmt.Sprintf("$%d pw", g.in(28, 95)*10)
		case "inr":
			return fmt.Sprintf("₹%d,000", g.in(9, 48))
		case "ngn":
			return fmt.Sprintf("₦%d,000", g.in(25, 250)*10)
		case "php":
			return fmt.Sprintf("₱%d,%d00", g.in(4, 28), g.in(0, 9))
		case "zar":
			return fmt.Sprintf("R%d %d00", g.in(3, 18), g.in(0, 9))
		case "eur":
			return fmt.Sprintf("€%d", g.in(55, 210)*10)
		}
		return fmt.Sprintf("$%d,%d00", g.in(1, 3), g.in(0, 9))
	case "car":
		switch g.cur {
		case "ngn":
			return fmt.Sprintf("₦%d.%dm", g.in(3, 18), g.in(0, 9))
		case "zar":
			return fmt.Sprintf("R%d %d00", g.in(65, 390), g.in(0, 9))
		case "aud":
			return fmt.Sprintf("$%d,%d00", g.in(6, 38), g.in(0, 9))
		case "inr":
			return fmt.Sprintf("₹%d,000", g.in(35, 95))
		case "php":
			return fmt.Sprintf("₱%d,000", g.in(250, 900))
		}
		return fmt.Sprintf("$%d,%d00", g.in(4, 24), g.in(0, 9))
	case "caryear":
		return fmt.Sprint(g.in(2006, 2022))
	case "teen":
		return fmt.Sprint(g.in(15, 19))
	case "wadate":
		return g.pick(fmt.Sprintf("%02d/%02d/%d", g.in(1, 28), g.in(1, 12), g.in(2023, 2026)), fmt.Sprintf("%d/%d/%d", g.in(1, 12), g.in(1, 28), g.in(23, 26)))
	case "watime":
		return g.pick(fmt.Sprintf("%d:%02d", g.in(0, 23), g.in(0, 59)), fmt.Sprintf("%d:%02d pm", g.in(1, 11), g.in(0, 59)), fmt.Sprintf("%d:%02d am", g.in(1, 11), g.in(0, 59)))
	case "apt":
		return g.pick(fmt.Sprintf("Apt %d%s", g.in(1, 40), g.pick("A", "B", "C", "")), fmt.Sprintf("unit %d", g.in(1, 250)), fmt.Sprintf("Flat %d", g.in(1, 60)), fmt.Sprintf("#%d", g.in(101, 2409)), fmt.Sprintf("Unit %d/%d", g.in(1, 30), g.in(2, 120)))
	case "zip":
		return g.pick(g.nz(5), g.nz(5)+"-"+g.digits(4))
	case "pin":
		return g.nz(6)
	case "pcuk":
		return g.pick("M", "B", "LS", "SW", "E", "N", "BS", "G", "EH", "CF") + fmt.Sprint(g.in(1, 20)) + " " + fmt.Sprint(g.in(1, 9)) + g.from("ABDEFGHJLNPQRSTUWXYZ", 2)
	case "pcau":
		return fmt.Sprint(g.in(2000, 4999))
	case "amz":
		return g.pick("1", "2", "7") + g.digits(2) + "-" + g.digits(7) + "-" + g.digits(7)
	case "order":
		return g.pick("#"+g.nz(g.in(5, 8)), "order "+g.nz(g.in(6, 10)), "#"+g.from(upper, 2)+g.digits(6), "OD"+g.nz(17))
	case "ups":
		return "1Z" + g.from("0123456789ABCDEFGHJKLMNPRSTUVWXY", 6) + g.digits(10)
	case "usps":
		d := "9400" + g.digits(18)
		if g.r.Intn(2) == 0 {
			return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:20] + " " + d[20:]
		}
		return d
	case "fedex":
		return g.nz(12)
	case "pnr":
		return g.pick("2", "4", "6", "8") + g.digits(9)
	case "meeting":
		return g.nz(3) + " " + g.digits(4) + " " + g.digits(4)
	case "height":
		return g.pick(fmt.Sprintf("%d'%d\"", g.in(5, 6), g.in(0, 11)), fmt.Sprintf("%dcm", g.in(150, 195)), fmt.Sprintf("%dft %d", g.in(5, 6), g.in(0, 11)))
	case "weight":
		return g.pick(fmt.Sprintf("%d lbs", g.in(100, 240)), fmt.Sprintf("%dkg", g.in(45, 110)), fmt.Sprintf("%d.%dkg", g.in(2, 5), g.in(0, 9)))
	case "score":
		return g.pick(fmt.Sprintf("%d-%d", g.in(0, 5), g.in(0, 5)), fmt.Sprintf("%d-%d", g.in(7, 42), g.in(3, 38)), fmt.Sprintf("%d-%d", g.in(88, 130), g.in(80, 128)), fmt.Sprintf("%d/%d", g.in(120, 320), g.in(1, 9)))
	case "age":
		return fmt.Sprint(g.in(3, 88))
	case "year":
		return fmt.Sprint(g.in(1962, 2025))
	case "bus":
		return g.pick(fmt.Sprintf("bus %d", g.in(1, 99)), fmt.Sprintf("the %d%s", g.in(1, 499), g.pick("", "A", "X")), fmt.Sprintf("route %d", g.in(100, 999)), fmt.Sprintf("%dA", g.in(1, 99)))
	case "room":
		return g.pick(fmt.Sprintf("room %d", g.in(100, 450)), fmt.Sprintf("Rm %d", g.in(1, 330)), fmt.Sprintf("ward %d", g.in(1, 30)))
	case "gate":
		return g.pick(g.digits(4)+"#", "#"+g.digits(4), "*"+g.digits(4), g.digits(5))
	case "otp":
		return g.digits(6)
	case "seat":
		return fmt.Sprintf("%d%s", g.in(1, 45), g.pick("A", "B", "C", "D", "E", "F"))
	case "conf":
		return g.from(upper+"23456789", 6)
	case "plate":
		return g.pick(fmt.Sprintf("%d%s%03d", g.in(1, 9), g.from(upper, 3), g.in(0, 999)), fmt.Sprintf("KA %02d %s %04d", g.in(1, 60), g.from(upper, 2), g.in(1, 9999)), fmt.Sprintf("%s %d %s", g.from(upper, 3), g.in(100, 999), g.from(upper, 2)), fmt.Sprintf("%d-D-%d", g.in(141, 232), g.in(1000, 99999)))
	case "invoice":
		return fmt.Sprintf("INV-%d-%04d", g.in(2023, 2026), g.in(1, 9999))
	case "gcash":
		return g.pick(g.nz(4)+" "+g.digits(3)+" "+g.digits(6), g.nz(13))
	case "ssid":
		return g.pick("NETGEAR"+g.digits(2), "PLDTHOMEFIBR"+g.from("0123456789abcdef", 5), "TP-Link_"+g.from("0123456789ABCDEF", 4), "eir"+g.from("0123456789ABCDEF", 4)+"-5G", "Telstra"+g.from("0123456789ABCDEF", 4), "BT-"+g.from(upper, 6), "VM"+g.digits(7), "SKY"+g.from(upper, 5), "MTN_4G_"+g.from("0123456789ABCDEF", 6), "JioFiber-"+g.from(alnum, 5), "xfinitywifi", "Globe_LTE_"+g.from("0123456789ABCDEF", 4))
	case "miles":
		return g.pick(fmt.Sprintf("%d,%03d miles", g.in(8, 190), g.in(0, 999)), fmt.Sprintf("%dk km", g.in(10, 250)), fmt.Sprintf("%dk mi", g.in(10, 180)))
	case "jersey":
		return fmt.Sprintf("#%d", g.in(1, 99))
	case "lotto":
		var ns []string
		for i := 0; i < 6; i++ {
			ns = append(ns, fmt.Sprint(g.in(1+i*8, 8+i*8)))
		}
		return strings.Join(ns, " ")
	case "model":
		return g.pick("iPhone 13", "iPhone 14 Pro", "Galaxy S23", "Pixel 7a", "PS5", "RTX 3070", "MacBook Air M2", "Redmi Note 12", "Vivo Y36", "Xbox Series S", "Dyson V11")
	case "ticket":
		return g.pick("ticket #"+g.nz(6), "ref "+g.from(upper, 3)+g.digits(7), "case "+g.nz(8))
	case "kg":
		return fmt.Sprintf("%dkg", g.in(1, 30))
	case "count":
		return fmt.Sprint(g.in(2, 40))
	case "percent":
		return fmt.Sprintf("%d%%", g.in(5, 90))
	case "temp":
		return g.pick(fmt.Sprintf("%d°C", g.in(-2, 41)), fmt.Sprintf("%d°F", g.in(20, 104)), fmt.Sprintf("%d.%d", g.in(37, 39), g.in(0, 9)))
	case "isbn":
		return "978-" + g.digits(1) + "-" + g.digits(3) + "-" + g.digits(5) + "-" + g.digits(1)
	case "meter":
		return g.nz(11)
	case "nmi":
		return g.nz(10)
	case "policy":
		return g.from(upper, 3) + g.digits(8)
	case "last4":
		return g.digits(4)
	case "range":
		return fmt.Sprintf("%d-%d", g.in(1, 12)*100, g.in(13, 30)*100)
	case "version":
		return fmt.Sprintf("iOS %d.%d.%d", g.in(15, 18), g.in(0, 6), g.in(1, 3))
	case "day_time":
		return g.filler("day") + " " + g.keep("time")
	case "license":
		return "0" + g.nz(7)
	case "imei":
		body := g.pick("35", "35", "86", "01") + g.digits(12)
		return body + string(luhnDigit(body))
	case "eticket":
		return g.pick("016", "001", "006", "125", "081", "098", "079", "176", "083", "053") + g.pick(" ", "-", "") + g.nz(10)
	case "tid":
		return g.nz(8)
	case "vin":
		return g.pick("1HG", "JTD", "WVW", "5YJ", "MAL", "SAL", "KMH", "3VW") + g.from("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 14)
	case "order10":
		return g.nz(10)
	case "fake555":
		return g.pick("555-01"+g.digits(2), "(555) 555-5555", "555-"+g.digits(4), "867-5309", "123-456-7890")
	case "verse":
		return g.pick("John 3:16", "Psalm 23:1-6", "Jer 29:11", "Phil 4:13", "Romans 8:28", "Isaiah 40:31", "Prov 3:5-6", "Matt 6:33")
	case "hours":
		return g.pick("0800-1700", "9-5", "7:00–15:30", "10am-6pm", "08:30-16:30", "24/7", "6-10pm")
	case "storage":
		return g.pick("128GB", "256GB", "512GB", "64GB", "1TB")
	}
	panic("keep " + t)
}

// ---------------------------------------------------------------- fillers

var fillers = map[string][]string{
	"hi":     {"hey", "hi", "hiya", "yo", "heyy", "hello", "Hi", "Hey", "oi", "Heya"},
	"lol":    {"lol", "lmao", "haha", "😂", "🙏", "😅", "xx", "!!", "👍", "❤️"},
	"day":    {"Saturday", "tmrw", "tomorrow", "Sunday", "Friday night", "Monday", "this weekend", "tonight", "Thursday"},
	"shop":   {"Costco", "Target", "Tesco", "Woolies", "Aldi", "SM Megamall", "Shoprite", "Pick n Pay", "Dunnes", "Big Bazaar", "Walmart", "Coles", "Lidl", "Checkers", "Robinsons"},
	"rel":    {"mum", "mom", "dad", "tita", "lola", "bhaiya", "didi", "aunty", "uncle", "cuz", "sis", "bro", "nana", "gran"},
	"item":   {"sofa", "bike", "pram", "crib", "PS4", "desk", "fridge", "washing machine", "dining table", "mattress", "treadmill", "guitar", "microwave", "bookshelf", "car seat"},
	"pet":    {"dog", "cat", "beagle", "tabby cat", "lab puppy", "cockatiel", "husky", "jack russell", "ginger cat", "pug"},
	"suburb": {"Bondi", "Fitzroy", "Ikeja", "Lekki", "Yaba", "Makati", "Quezon City", "Cebu", "Soweto", "Sandton", "Rondebosch", "Rathmines", "Drumcondra", "Brixton", "Hackney", "Koramangala", "Andheri", "Bandra", "the Mission", "Astoria", "Echo Park", "Salthill"},
}

var regionFill = map[string]map[string][]string{
	"suburb": {
		"usd": {"the Mission", "Astoria", "Echo Park", "Park Slope", "Wicker Park", "Capitol Hill", "East Austin", "Midtown"},
		"gbp": {"Brixton", "Hackney", "Headingley", "Didsbury", "Clifton", "Leith", "Moseley"},
		"aud": {"Bondi", "Fitzroy", "Newtown", "Brunswick", "Paddington", "West End", "Glenelg"},
		"inr": {"Koramangala", "Andheri", "Bandra", "Indiranagar", "Salt Lake", "Powai", "Gachibowli"},
		"ngn": {"Ikeja", "Lekki", "Yaba", "Surulere", "Wuse 2", "Gbagada", "Ajah"},
		"php": {"Makati", "Quezon City", "Cebu", "Pasig", "Marikina", "Davao", "Taguig"},
		"zar": {"Soweto", "Sandton", "Rondebosch", "Sea Point", "Umhlanga", "Durbanville", "Centurion"},
		"eur": {"Rathmines", "Drumcondra", "Salthill", "Ballincollig", "Phibsborough", "Stoneybatter", "Clontarf"},
	},
	"shop": {
		"usd": {"Costco", "Target", "Walmart", "Trader Joe's", "CVS", "Kroger"},
		"gbp": {"Tesco", "Aldi", "Lidl", "Sainsbury's", "Boots", "Asda"},
		"aud": {"Woolies", "Coles", "Aldi", "Bunnings", "Kmart"},
		"inr": {"Big Bazaar", "DMart", "Reliance Fresh", "More", "Spencer's"},
		"ngn": {"Shoprite", "Spar", "Justrite", "Ebeano", "Market Square"},
		"php": {"SM Megamall", "Robinsons", "Puregold", "7-Eleven", "S&R"},
		"zar": {"Pick n Pay", "Checkers", "Woolworths", "Spar", "Shoprite"},
		"eur": {"Dunnes", "Tesco", "SuperValu", "Lidl", "Centra"},
	},
}

func (g *G) filler(k string) string {
	if byReg, ok := regionFill[k]; ok {
		if xs, ok := byReg[g.cur]; ok {
			return xs[g.r.Intn(len(xs))]
		}
	}
	xs, ok := fillers[k]
	if !ok {
		panic("filler " + k)
	}
	return xs[g.r.Intn(len(xs))]
}

// ---------------------------------------------------------------- rendering

// currencyFor picks the currency of a line from the region its slots name,
// so a Lagos ad is priced in naira and a Dublin one in euro.
func ordinal(n int) string {
	suf := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suf = "st"
	case n%10 == 2:
		suf = "nd"
	case n%10 == 3:
		suf = "rd"
	}
	return fmt.Sprintf("%d%s", n, suf)
}

func (g *G) currencyFor(t string) string {
	if strings.HasPrefix(t, "{{r:") { // a region named by the template itself
		return t[4:strings.Index(t, "}}")]
	}
	hints := []struct{ sub, cur string }{
		{"p:ph", "php"}, {"e:ph", "php"}, {"k:php", "php"},
		{"p:ng", "ngn"}, {"e:ng", "ngn"}, {"k:ngn", "ngn"},
		{"p:in", "inr"}, {"e:in", "inr"}, {"k:inr", "inr"}, {"k:pnr", "inr"}, {"k:pin", "inr"},
		{"p:za", "zar"}, {"e:za", "zar"}, {"k:zar", "zar"},
		{"p:ie", "eur"}, {"e:ie", "eur"}, {"k:eur", "eur"},
		{"p:au", "aud"}, {"e:au", "aud"}, {"k:aud", "aud"}, {"k:pcau", "aud"},
		{"p:uk", "gbp"}, {"e:uk", "gbp"}, {"k:gbp", "gbp"}, {"k:pcuk", "gbp"},
		{"p:us", "usd"}, {"e:us", "usd"}, {"k:usd", "usd"}, {"k:zip", "usd"},
	}
	for _, h := range hints {
		if strings.Contains(t, h.sub) {
			return h.cur
		}
	}
	return g.pick("usd", "usd", "usd", "gbp", "aud", "inr", "ngn", "php", "zar", "eur")
}

func (g *G) render(t string) (string, []PII, []string) {
	g.cur = g.currencyFor(t)
	var sb strings.Builder
	var pii []PII
	var keep []string
	for {
		i := strings.Index(t, "{{")
		if i < 0 {
			sb.WriteString(t)
			break
		}
		sb.WriteString(t[:i])
		j := strings.Index(t[i:], "}}")
		if j < 0 {
			panic("unclosed slot in " + t)
		}
		slot := t[i+2 : i+j]
		t = t[i+j+2:]
		typ, arg, _ := strings.Cut(slot, ":")
		var v, fam string
		for tries := 0; ; tries++ {
			switch typ {
			case "p":
				v, fam = g.phone(arg), "phone"
			case "e":
				v, fam = g.email(arg), "email"
			case "s":
				v, fam = g.ssn(arg), "ssn"
			case "c":
				v, fam = g.card(arg), "credit_card"
			case "j":
				v, fam = g.jwt(), "jwt"
			case "b":
				v, fam = g.secret(arg), "bearer"
			case "k":
				v = g.keep(arg)
			case "n":
				v = g.given()
			case "N":
				v = g.surname()
			case "f":
				v = g.filler(arg)
			case "r": // region marker, renders nothing
				v = ""
			case "o": // inline choice o:a|b|c
				xs := strings.Split(arg, "|")
				v = xs[g.r.Intn(len(xs))]
			default:
				panic("slot " + slot)
			}
			if fam == "" || !g.used[v] {
				break
			}
			if tries > 1000 {
				panic("cannot make unique " + slot)
			}
		}
		if fam != "" {
			g.used[v] = true
			pii = append(pii, PII{F: fam, V: v})
		} else if typ == "k" && len(v) >= 3 { // a count of one or two digits survives anything
			keep = append(keep, v)
		}
		sb.WriteString(v)
	}
	return sb.String(), pii, keep
}

func check(ln Line) error {
	masked := ln.Q
	for _, p := range ln.PII {
		if !strings.Contains(ln.Q, p.V) {
			return fmt.Errorf("pii %q not in q", p.V)
		}
	}
	for _, p := range ln.PII {
		masked = strings.ReplaceAll(masked, p.V, "\x00")
	}
	for _, k := range ln.Keep {
		if !strings.Contains(ln.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		if !strings.Contains(masked, k) {
			return fmt.Errorf("keep %q overlaps pii", k)
		}
	}
	if ln.Clean && len(ln.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	return nil
}

func main() {
	g := &G{r: rand.New(rand.NewSource(91)), used: map[string]bool{}}
	piiKinds, cleanKinds := piiTemplates(), cleanTemplates()
	// Shuffle the order in which kinds are visited, deterministically.
	piiOrder := g.r.Perm(len(piiKinds))
	cleanOrder := g.r.Perm(len(cleanKinds))
	out, err := os.Create("../c91.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	pi, ci := 0, 0
	seenQ := map[string]bool{}
	for i := 1; i <= 3000; i++ {
		var k Kind
		clean := i%3 == 0
		if clean {
			k = cleanKinds[cleanOrder[ci%len(cleanKinds)]]
			ci++
		} else {
			k = piiKinds[piiOrder[pi%len(piiKinds)]]
			pi++
		}
		var ln Line
		for tries := 0; ; tries++ {
			q, pii, keep := g.render(k.Variants[g.r.Intn(len(k.Variants))])
			if pii == nil {
				pii = []PII{}
			}
			if keep == nil {
				keep = []string{}
			}
			keep = dedup(keep)
			ln = Line{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: k.Name}
			err := check(ln)
			if err == nil && !seenQ[q] {
				break
			}
			for _, p := range pii { // give the values back
				delete(g.used, p.V)
			}
			if tries > 200 {
				fmt.Fprintf(os.Stderr, "line %d [%s]: %v\n%s\n", i, k.Name, err, ln.Q)
				os.Exit(1)
			}
		}
		seenQ[ln.Q] = true
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(ln); err != nil {
			panic(err)
		}
	}
	w.Flush()
	out.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiKinds), len(cleanKinds))
}

func dedup(xs []string) []string {
	var out []string
	for i, x := range xs {
		dup := false
		for _, y := range xs[:i] {
			if x == y {
				dup = true
			}
		}
		if !dup {
			out = append(out, x)
		}
	}
	if out == nil {
		out = []string{}
	}
	return out
}
