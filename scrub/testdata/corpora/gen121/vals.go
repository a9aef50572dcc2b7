package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
	"time"
)

type G struct {
	r    *rand.Rand
	used map[string]bool
}

func newG(seed int64) *G { return &G{r: rand.New(rand.NewSource(seed)), used: map[string]bool{}} }

func (g *G) n(a, b int) int           { return a + g.r.Intn(b-a+1) } // inclusive
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) chance(p float64) bool    { return g.r.Float64() < p }
func (g *G) digits(k int) string {
	var sb strings.Builder
	for i := 0; i < k; i++ {
		sb.WriteByte(byte('0' + g.r.Intn(10)))
	}
	return sb.String()
}
func (g *G) from(alpha string, k int) string {
	var sb strings.Builder
	for i := 0; i < k; i++ {
		sb.WriteByte(alpha[g.r.Intn(len(alpha))])
	}
	return sb.String()
}

const (
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	hexl   = "0123456789abcdef"
	b64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
)

// secretish returns a random string with capitals, small letters and digits in it.
func (g *G) secretish(k int, alpha string) string {
	for {
		s := g.from(alpha, k)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

// ---- people ----

var firstEN = []string{"Mike", "James", "Robert", "Dwayne", "Tyrone", "Cody", "Travis", "Brandon", "Kevin", "Jason", "Darnell", "Shawn", "Tammy", "Brenda", "Crystal", "Amber", "Heather", "Kayla", "Megan", "Lisa", "Earl", "Randy", "Bobby", "Jolene", "Dale", "Marcus", "Terrell", "Wade", "Luke", "Rhonda"}
var firstES = []string{"Juan", "José", "Luis", "Jesús", "Miguel", "Alejandro", "Ricardo", "Arturo", "Fernando", "Guadalupe", "María", "Rosa", "Alejandra", "Verónica", "Héctor", "Raúl", "Javier", "Rogelio", "Eduardo", "Karla"}
var firstFR = []string{"Jean-François", "Mathieu", "Étienne", "Marc-André", "Sylvain", "Benoît", "Geneviève", "Isabelle", "Chantal", "Nathalie", "Pierre-Luc", "Gilles", "Réjean", "Mélanie", "Sébastien"}
var firstOT = []string{"Gurpreet", "Harjinder", "Manpreet", "Jaswinder", "Rustam", "Bakhtiyor", "Oleksandr", "Dmytro", "Sergiu", "Emir", "Haile", "Navdeep", "Sukhwinder", "Vitalii", "Abdulla"}
var lastEN = []string{"Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor", "Moore", "Jackson", "Harris", "Carter", "Hughes", "Pruitt", "Whitaker", "Dunn", "Mullins", "Hatfield"}
var lastES = []string{"Hernández", "García", "Martínez", "López", "González", "Rodríguez", "Ramírez", "Flores", "Treviño", "Villarreal", "Garza", "Cantú", "Salinas", "Ibarra", "Zamora", "Cárdenas"}
var lastFR = []string{"Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Pelletier", "Bélanger", "Ouellet"}
var lastOT = []string{"Singh", "Sandhu", "Gill", "Dhillon", "Sidhu", "Karimov", "Tursunov", "Kovalenko", "Shevchenko", "Popescu", "Bekele", "Grewal"}

type Person struct{ First, Last, Lang string }

func (p Person) Full() string { return p.First + " " + p.Last }

func (g *G) person(lang string) Person {
	if lang == "" {
		lang = g.pick("en", "en", "en", "es", "es", "fr", "ot")
	}
	switch lang {
	case "es":
		return Person{g.pick(firstES...), g.pick(lastES...), "es"}
	case "fr":
		return Person{g.pick(firstFR...), g.pick(lastFR...), "fr"}
	case "ot":
		f := g.pick(firstOT...)
		l := g.pick(lastOT...)
		return Person{f, l, "ot"}
	}
	return Person{g.pick(firstEN...), g.pick(lastEN...), "en"}
}

var fold = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ñ", "n", "É", "E", "è", "e", "ê", "e", "ô", "o", "ç", "c", "ë", "e", "î", "i", "â", "a", "ü", "u")

func slug(s string) string {
	s = strings.ToLower(fold.Replace(s))
	var sb strings.Builder
	for _, c := range s {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

// ---- companies and places ----

var coWords = []string{"Lone Star", "Blue Ridge", "Red Rock", "Prairie", "Iron Horse", "Great Lakes", "Sierra", "Gulf Coast", "Desert Eagle", "Northern Lights", "Golden Spike", "Big Sky", "Cascade", "Keystone", "Bluegrass", "Patriot", "Midwest", "Pacific Rim", "Tri-State", "Copperline", "Redline", "Silver Bullet", "Hwy 59", "Crossroads", "Steel City"}
var coKinds = []string{"Transport", "Trucking", "Freight", "Logistics", "Carriers", "Express", "Hauling", "Freightways"}
var mxWords = []string{"del Norte", "Rio Bravo", "Sol Azteca", "Frontera", "Regiomontanos", "Bajío", "Sierra Madre", "Golfo", "Huasteca", "Alianza"}
var qcWords = []string{"Laurentides", "Saint-Laurent", "Beauce", "Rive-Sud", "Mauricie", "Boréal", "Outaouais", "Chaudière", "Lévis", "Estrie"}

type Co struct{ Name, Dom string }

func (g *G) carrier() Co {
	switch g.n(0, 9) {
	case 0, 1:
		w := g.pick(mxWords...)
		return Co{"Transportes " + w + " S.A. de C.V.", "transportes" + slug(w) + ".com.mx"}
	case 2:
		w := g.pick(qcWords...)
		return Co{"Transport " + w + " inc.", "transport" + slug(w) + ".ca"}
	case 3:
		p := g.person("")
		return Co{p.Last + " Trucking LLC", slug(p.Last) + "trucking.com"}
	}
	w, k := g.pick(coWords...), g.pick(coKinds...)
	return Co{w + " " + k + " " + g.pick("LLC", "Inc.", "Corp", "LLC"), slug(w) + slug(k) + ".com"}
}

func (g *G) broker() Co {
	w := g.pick("Arrowline", "TQ Freight", "Coyote Ridge", "Echo Point", "Summit", "Flatland", "RoadLink", "CargoBridge", "Anchor Point", "NorthStar", "BlueWave", "Pinnacle", "Harbor Point", "TransMex", "Fret Express Québec")
	return Co{w + " " + g.pick("Logistics", "Freight", "Brokerage", "Logistics Inc."), slug(w) + g.pick("logistics.com", "freight.com", "-log.com", "brokerage.com")}
}

type Place struct{ City, St, Zip, Country string }

var places = []Place{
	{"Dallas", "TX", "75247", "US"}, {"Laredo", "TX", "78045", "US"}, {"Atlanta", "GA", "30336", "US"},
	{"Memphis", "TN", "38118", "US"}, {"Chicago", "IL", "60638", "US"}, {"Joliet", "IL", "60436", "US"},
	{"Columbus", "OH", "43217", "US"}, {"Indianapolis", "IN", "46241", "US"}, {"Fontana", "CA", "92335", "US"},
	{"Ontario", "CA", "91761", "US"}, {"Phoenix", "AZ", "85043", "US"}, {"El Paso", "TX", "79927", "US"},
	{"Savannah", "GA", "31408", "US"}, {"Newark", "NJ", "07114", "US"}, {"Harrisburg", "PA", "17111", "US"},
	{"Kansas City", "MO", "64120", "US"}, {"Denver", "CO", "80216", "US"}, {"Salt Lake City", "UT", "84104", "US"},
	{"Reno", "NV", "89502", "US"}, {"Nogales", "AZ", "85621", "US"}, {"Pharr", "TX", "78577", "US"},
	{"Carlisle", "PA", "17013", "US"}, {"Gary", "IN", "46406", "US"}, {"Louisville", "KY", "40213", "US"},
	{"Mississauga", "ON", "L5T 2N7", "CA"}, {"Montréal", "QC", "H4S 1R7", "CA"}, {"Laval", "QC", "H7L 4S3", "CA"},
	{"Brampton", "ON", "L6T 5M3", "CA"}, {"Winnipeg", "MB", "R2R 0H2", "CA"}, {"Calgary", "AB", "T2C 4W8", "CA"},
	{"Lévis", "QC", "G6W 5M6", "CA"}, {"Apodaca", "NL", "66600", "MX"}, {"Nuevo Laredo", "TAMPS", "88275", "MX"},
	{"Ciudad Juárez", "CHIH", "32695", "MX"}, {"Querétaro", "QRO", "76246", "MX"}, {"Tijuana", "BC", "22500", "MX"},
	{"Guadalajara", "JAL", "45640", "MX"}, {"Saltillo", "COAH", "25900", "MX"},
}

func (g *G) place() Place { return places[g.r.Intn(len(places))] }
func (g *G) usPlace() Place {
	for {
		p := g.place()
		if p.Country == "US" {
			return p
		}
	}
}
func (g *G) mxPlace() Place {
	for {
		p := g.place()
		if p.Country == "MX" {
			return p
		}
	}
}
func (g *G) caPlace() Place {
	for {
		p := g.place()
		if p.Country == "CA" {
			return p
		}
	}
}

// ---- look-alike identifiers (keep) ----

func (g *G) mcNum() string  { return fmt.Sprint(g.n(120000, 1599999)) }
func (g *G) dotNum() string { return fmt.Sprint(g.n(1000000, 4299999)) }
func (g *G) mc() string     { return g.pick("MC ", "MC#", "MC-", "MC# ", "MC") + g.mcNum() }
func (g *G) dot() string    { return g.pick("USDOT ", "DOT# ", "US DOT ", "DOT ") + g.dotNum() }
func (g *G) scac() string   { return g.from(upper, 4) }
func (g *G) pro() string {
	switch g.n(0, 3) {
	case 0:
		return g.digits(10)
	case 1:
		return fmt.Sprint(g.n(100000000, 999999999))
	case 2:
		return g.digits(3) + "-" + g.digits(7)
	}
	return g.digits(11)
}
func (g *G) bol() string {
	return g.pick(fmt.Sprint(g.n(10000000, 99999999)), "BL"+g.digits(8), fmt.Sprintf("2025-%05d", g.n(1, 99999)), g.digits(17))
}
func (g *G) po() string {
	return g.pick("45"+g.digits(8), fmt.Sprint(g.n(100000, 9999999)), "PO-"+g.digits(6), g.digits(4)+"-"+g.digits(5))
}
func (g *G) load() string {
	return g.pick(fmt.Sprint(g.n(1000000, 9999999)), "LD"+g.digits(7), fmt.Sprintf("%d-%02d", g.n(300000, 999999), g.n(1, 9)), "T"+g.digits(9))
}
func (g *G) trailer() string {
	return g.pick(fmt.Sprint(g.n(1000, 99999)), "R"+g.digits(4), "53"+g.digits(4), g.from(upper, 4)+g.digits(6))
}
func (g *G) seal() string {
	return g.pick(g.digits(7), g.digits(8), "SL"+g.digits(6), g.from(upper, 2)+g.digits(7))
}
func (g *G) ein() string {
	pre := g.pick("20", "26", "27", "30", "32", "35", "36", "38", "45", "46", "47", "81", "82", "83", "84", "85", "86", "87", "88", "92", "93", "98")
	return pre + "-" + g.digits(7)
}

const vinChars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"

func (g *G) vin() string {
	wmi := g.pick("1FUJ", "3AKJ", "1XKY", "1XPB", "4V4N", "1M1A", "3HSD", "1UYV", "1JJV", "3H3V", "5KJJ", "1GRA")
	for {
		v := []byte(wmi + g.from(vinChars, 4) + "X" + g.pick("R", "S", "P", "N") + g.from(upper[:8], 1) + g.digits(6))
		if strings.ContainsAny(string(v[8:9]), "IOQ") {
			continue
		}
		trans := func(c byte) int {
			if c >= '0' && c <= '9' {
				return int(c - '0')
			}
			return [26]int{1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 0, 7, 0, 9, 2, 3, 4, 5, 6, 7, 8, 9}[c-'A']
		}
		w := []int{8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2}
		sum := 0
		for i := 0; i < 17; i++ {
			if i != 8 {
				sum += trans(v[i]) * w[i]
			}
		}
		c := sum % 11
		if c == 10 {
			v[8] = 'X'
		} else {
			v[8] = byte('0' + c)
		}
		if strings.ContainsAny(string(v), "IOQ") {
			continue
		}
		return string(v)
	}
}

// cdl returns a state and a licence number in that state's format.
func (g *G) cdl() (string, string) {
	switch g.n(0, 9) {
	case 0:
		return "TX", g.digits(8)
	case 1:
		return "CA", g.from(upper, 1) + g.digits(7)
	case 2:
		return "IL", g.from(upper, 1) + g.digits(3) + "-" + g.digits(4) + "-" + g.digits(4)
	case 3:
		return "FL", g.from(upper, 1) + g.digits(3) + "-" + g.digits(3) + "-" + g.digits(2) + "-" + g.digits(3) + "-" + g.digits(1)
	case 4:
		return "NY", g.digits(3) + " " + g.digits(3) + " " + g.digits(3)
	case 5:
		return "IN", g.digits(4) + "-" + g.digits(2) + "-" + g.digits(4)
	case 6:
		return "OH", g.from(upper, 2) + g.digits(6)
	case 7:
		return "ON", g.from(upper, 1) + g.digits(4) + "-" + g.digits(5) + "-" + g.digits(5)
	case 8:
		return "QC", g.from(upper, 1) + g.digits(4) + "-" + g.digits(6) + "-" + g.digits(2)
	}
	return "GA", g.digits(9)
}

func (g *G) weightLbs() string {
	w := g.n(8, 45)*1000 + g.n(0, 9)*100
	return g.pick(commas(w)+" lbs", fmt.Sprint(w)+" LB", commas(w)+" lb", fmt.Sprint(w)+"#")
}
func (g *G) weightKg() string {
	w := g.n(4000, 21000)
	return g.pick(fmt.Sprintf("%d %03d kg", w/1000, w%1000), commas(w)+" kg", fmt.Sprint(w)+" KG")
}
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
func (g *G) usd() string {
	v := g.n(450, 7800)
	return g.pick("$"+commas(v)+".00", "$"+commas(v), "USD "+commas(v)+".00", "$"+commas(v)+"."+fmt.Sprintf("%02d", g.n(0, 99)))
}
func (g *G) cad() string { v := g.n(800, 6500); return fmt.Sprintf("%d %03d,00 $", v/1000, v%1000) }
func (g *G) mxn() string { v := g.n(9000, 95000); return "MXN $" + commas(v) + ".00" }
func (g *G) rpm() string { return fmt.Sprintf("$%d.%02d/mi", g.n(1, 4), g.n(0, 99)) }

var months = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func (g *G) when() time.Time {
	return time.Date(2025, time.Month(g.n(1, 12)), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59), 0, time.UTC)
}
func (g *G) ts() string {
	t := g.when()
	switch g.n(0, 5) {
	case 0:
		return t.Format("2006-01-02T15:04:05Z")
	case 1:
		return t.Format("2006-01-02 15:04:05")
	case 2:
		return t.Format("01/02/2006 15:04")
	case 3:
		return t.Format("2006-01-02T15:04:05-07:00")
	case 4:
		return t.Format("Jan 2, 2006 3:04 PM")
	}
	return t.Format("2006-01-02 15:04") + " " + g.pick("CST", "CDT", "EST", "PDT", "MST")
}
func (g *G) date() string {
	t := g.when()
	return g.pick(t.Format("01/02/2006"), t.Format("2006-01-02"), t.Format("1/2/06"), t.Format("Jan 2"))
}
func (g *G) dateFR() string { t := g.when(); return t.Format("02/01/2006") }
func (g *G) ediDate() (string, string) {
	t := g.when()
	return t.Format("20060102"), t.Format("1504")
}
func (g *G) isaCtl() string { return fmt.Sprintf("%09d", g.n(1, 99999)) }

// fuelCardBad returns a full fuel-card number that fails Luhn (a look-alike).
func (g *G) fuelCardBad() string {
	for {
		s := g.pick("708305", "707138", "690046", "708349", "700014") + g.digits(g.pickI(10, 13, 12))
		if !luhnOK(s) {
			return s
		}
	}
}
func (g *G) pickI(xs ...int) int { return xs[g.r.Intn(len(xs))] }

func luhnOK(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if alt {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		alt = !alt
	}
	return sum%10 == 0
}

func (g *G) maskedCard() string {
	l4 := g.digits(4)
	return g.pick("****"+l4, "XXXX-XXXX-XXXX-"+l4, "**** **** **** "+l4, "xxxxxxxxxxxx"+l4, "ending in "+l4, "*"+l4)
}

// ---- personal and secret values ----

var usAreas = []string{"214", "469", "972", "956", "404", "470", "678", "901", "773", "312", "815", "614", "317", "909", "602", "623", "915", "912", "973", "717", "816", "720", "801", "775", "520", "281", "832", "210", "318", "501", "479", "870", "865", "423", "336", "704", "980", "843", "863", "561", "305", "786", "208", "509", "253", "559", "661", "209", "417", "573", "402", "515", "605", "701", "406", "307"}
var caAreas = []string{"514", "438", "450", "579", "418", "581", "819", "873", "416", "647", "905", "289", "519", "226", "613", "204", "403", "587", "780", "604", "778", "306", "506", "902"}
var mxAreas = []string{"55", "81", "33", "656", "664", "867", "899", "868", "844", "442", "477", "614", "686", "871", "449"}

func (g *G) exch() string {
	for {
		e := fmt.Sprint(g.n(200, 999))
		if e[1:] == "11" || e == "555" || e == "950" || e == "958" || e == "959" || e == "976" {
			continue
		}
		return e
	}
}

// nanp returns area, exchange, line of a North American number.
func (g *G) nanp(country string) (string, string, string) {
	a := g.pick(usAreas...)
	if country == "CA" || (country == "" && g.chance(0.25)) {
		a = g.pick(caAreas...)
	}
	return a, g.exch(), g.digits(4)
}

// phoneNA writes a NANP number in one of the common styles.
func (g *G) phoneNA(country string) string {
	a, e, l := g.nanp(country)
	switch g.n(0, 9) {
	case 0, 1:
		return fmt.Sprintf("(%s) %s-%s", a, e, l)
	case 2, 3:
		return fmt.Sprintf("%s-%s-%s", a, e, l)
	case 4:
		return fmt.Sprintf("%s.%s.%s", a, e, l)
	case 5:
		return fmt.Sprintf("+1 %s-%s-%s", a, e, l)
	case 6:
		return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
	case 7:
		return fmt.Sprintf("1-%s-%s-%s", a, e, l)
	case 8:
		return fmt.Sprintf("+1%s%s%s", a, e, l)
	}
	return fmt.Sprintf("(%s)%s-%s", a, e, l)
}
func (g *G) phoneNADigits(country string) string { a, e, l := g.nanp(country); return a + e + l }
func (g *G) phoneNASpaced(country string) string {
	a, e, l := g.nanp(country)
	return a + " " + e + " " + l
}
func (g *G) phoneQC() string {
	a := g.pick("514", "438", "450", "418", "581", "819", "873")
	e, l := g.exch(), g.digits(4)
	return g.pick(a+" "+e+"-"+l, "("+a+") "+e+"-"+l, a+"-"+e+"-"+l, "+1 "+a+" "+e+"-"+l)
}

// phoneMX returns a Mexican number: +52 with 10 digits, or the national 10 digits grouped.
func (g *G) phoneMX(intl bool) string {
	a := g.pick(mxAreas...)
	rest := g.digits(10 - len(a))
	rest = fmt.Sprint(g.n(1, 9)) + rest[1:]
	var loc string
	if len(a) == 2 {
		loc = a + " " + rest[:4] + " " + rest[4:]
	} else {
		loc = a + " " + rest[:3] + " " + rest[3:]
	}
	if !intl {
		if len(a) == 2 {
			return g.pick(loc, "("+a+") "+rest[:4]+"-"+rest[4:], a+"-"+rest[:4]+"-"+rest[4:])
		}
		return g.pick(loc, "("+a+") "+rest[:3]+"-"+rest[3:], a+"-"+rest[:3]+"-"+rest[3:])
	}
	return g.pick("+52 "+loc, "+52 1 "+loc, "+52 ("+a+") "+rest, "+52"+a+rest, "+52-"+a+"-"+rest)
}

var freeMail = []string{"gmail.com", "gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net", "att.net", "live.com"}
var mxMail = []string{"gmail.com", "hotmail.com", "outlook.com", "prodigy.net.mx", "live.com.mx", "yahoo.com.mx", "hotmail.es"}
var caMail = []string{"gmail.com", "videotron.ca", "bell.net", "sympatico.ca", "hotmail.com", "outlook.com", "yahoo.ca", "live.ca"}

func (g *G) email(p Person, dom string) string {
	f, l := slug(p.First), slug(p.Last)
	if dom == "" {
		switch p.Lang {
		case "es":
			dom = g.pick(mxMail...)
		case "fr":
			dom = g.pick(caMail...)
		default:
			dom = g.pick(freeMail...)
		}
	}
	for i := 0; ; i++ {
		var loc string
		switch g.n(0, 7) {
		case 0:
			loc = f + "." + l
		case 1:
			loc = f[:1] + l
		case 2:
			loc = f + l + g.digits(2)
		case 3:
			loc = f + "_" + l
		case 4:
			loc = f + "." + l + g.digits(1)
		case 5:
			loc = l + "." + f[:1]
		case 6:
			loc = g.pick("trucker", "driver", "bigrig", "otr", "hauler", "kw", "pete", "reefer") + f + g.digits(2)
		default:
			loc = f + g.digits(3)
		}
		if i > 3 {
			loc += g.digits(2)
		}
		e := loc + "@" + dom
		if !g.used[e] {
			return e
		}
	}
}

func (g *G) roleEmail(role string, dom string) string {
	p := g.person("")
	for {
		e := g.pick(role+"."+slug(p.First), slug(p.First)+"."+role, slug(p.First[:1]+p.Last), slug(p.First)+"."+slug(p.Last)) + "@" + dom
		if !g.used[e] {
			return e
		}
		p = g.person("")
	}
}

func (g *G) ssn() string {
	for {
		a := g.n(1, 899)
		if a == 666 {
			continue
		}
		s := fmt.Sprintf("%03d-%02d-%04d", a, g.n(1, 99), g.n(1, 9999))
		if strings.HasPrefix(s, "987-65-432") || s == "078-05-1120" {
			continue
		}
		return s
	}
}
func (g *G) itin() string {
	grp := []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}
	return fmt.Sprintf("9%02d-%02d-%04d", g.n(0, 99), grp[g.r.Intn(len(grp))], g.n(1, 9999))
}

type Card struct{ Brand, Num string }

func (g *G) card() Card {
	var pre, brand string
	n := 16
	switch g.n(0, 9) {
	case 0, 1, 2, 3:
		pre, brand = "4", "Visa"
	case 4, 5:
		pre, brand = fmt.Sprint(g.n(51, 55)), "Mastercard"
	case 6:
		pre, brand = fmt.Sprint(g.n(2221, 2720)), "Mastercard"
	case 7:
		pre, brand, n = g.pick("34", "37"), "Amex", 15
	case 8:
		pre, brand = g.pick("6011", "65"), "Discover"
	default:
		pre, brand = "4", "Visa"
	}
	body := pre + g.digits(n-len(pre)-1)
	for d := 0; d < 10; d++ {
		if luhnOK(body + fmt.Sprint(d)) {
			return Card{brand, body + fmt.Sprint(d)}
		}
	}
	panic("luhn")
}

func (g *G) cardFmt(c Card) string {
	s := c.Num
	if len(s) == 15 {
		return g.pick(s, s[:4]+" "+s[4:10]+" "+s[10:], s[:4]+"-"+s[4:10]+"-"+s[10:])
	}
	return g.pick(s, s[:4]+" "+s[4:8]+" "+s[8:12]+" "+s[12:], s[:4]+"-"+s[4:8]+"-"+s[8:12]+"-"+s[12:], s[:4]+" "+s[4:8]+" "+s[8:12]+" "+s[12:])
}

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt() string {
	var hdr string
	sigLen := 32
	switch g.n(0, 3) {
	case 0:
		hdr = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		hdr = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, g.from(hexl, 16))
		sigLen = 256
	case 2:
		hdr = fmt.Sprintf(`{"kid":"%s","alg":"ES256"}`, g.from(b64url, 22))
		sigLen = 64
	default:
		hdr = `{"typ":"JWT","alg":"HS512"}`
		sigLen = 64
	}
	iat := 1735689600 + g.n(0, 31000000)
	var pl string
	switch g.n(0, 3) {
	case 0:
		pl = fmt.Sprintf(`{"sub":"drv_%d","carrier_mc":"%s","role":"driver","iat":%d,"exp":%d}`, g.n(10000, 99999), g.mcNum(), iat, iat+3600)
	case 1:
		p := g.person("")
		pl = fmt.Sprintf(`{"iss":"https://auth.%s","sub":"%s","email":"%s","scope":"loads:read loads:write","iat":%d,"exp":%d}`, g.broker().Dom, g.from(hexl, 24), g.email(p, ""), iat, iat+86400)
	case 2:
		pl = fmt.Sprintf(`{"aud":"eld-api","uid":%d,"fleet":"%s","device":"%s","iat":%d}`, g.n(100000, 999999), g.scac(), g.from(upper+"0123456789", 10), iat)
	default:
		pl = fmt.Sprintf(`{"sub":"%d","name":"%s","tenant":"%s","roles":["dispatcher"],"nbf":%d,"exp":%d}`, g.n(1000, 99999), g.person("").Full(), slug(g.carrier().Name), iat, iat+28800)
	}
	sig := make([]byte, sigLen)
	for i := range sig {
		sig[i] = byte(g.r.Intn(256))
	}
	return b64(hdr) + "." + b64(pl) + "." + base64.RawURLEncoding.EncodeToString(sig)
}

func (g *G) apiKey() string { return g.secretish(g.pickI(32, 40, 36, 48), alnum) }
func (g *G) hexKey(n int) string {
	for {
		s := g.from(hexl, n)
		if strings.ContainsAny(s, "abcdef") && strings.ContainsAny(s, "0123456789") {
			return s
		}
	}
}

var pwWords = []string{"Kenworth", "Peterbilt", "Diesel", "Reefer", "Flatbed", "Trucker", "Highway", "Camion", "Routier", "Bigrig", "Lonestar", "Convoy", "Freight", "Dispatch", "Tractor", "Tolva", "Caja53", "Remorque", "Mustang", "Chevy", "Cowboys", "Raiders", "Tigres", "Canadiens"}

func (g *G) password() string {
	for {
		var s string
		switch g.n(0, 4) {
		case 0:
			s = g.pick(pwWords...) + g.pick("#", "!", "$", "@", "*", ".") + g.digits(g.n(2, 4))
		case 1:
			s = g.pick(pwWords...) + g.digits(g.n(2, 4)) + g.pick("!", "?", "$", "#")
		case 2:
			s = g.secretish(g.n(10, 14), alnum+"!#$%*")
		case 3:
			s = strings.ToLower(g.pick(pwWords...)) + "_" + g.pick(pwWords...) + g.digits(2)
		default:
			s = g.pick(pwWords...) + g.pick("-", ".", "_") + g.pick("Mx", "Tx", "Qc", "On", "Az") + g.digits(3) + g.pick("!", "&", "%")
		}
		if !g.used[s] {
			return s
		}
	}
}

// twoPlaces returns an origin and a destination in the US that differ.
func (g *G) twoPlaces() (Place, Place) {
	a := g.usPlace()
	for {
		c := g.usPlace()
		if c.City != a.City {
			return a, c
		}
	}
}

func (g *G) lane() string { a, c := g.twoPlaces(); return a.City + " -> " + c.City }
