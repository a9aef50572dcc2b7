package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// G wraps the seeded generator and remembers every PII-ish value it handed
// out, so that no value is repeated verbatim across lines.
type G struct {
	r    *rand.Rand
	used map[string]bool
}

func newG(seed int64) *G { return &G{r: rand.New(rand.NewSource(seed)), used: map[string]bool{}} }

func (g *G) intn(n int) int           { return g.r.Intn(n) }
func (g *G) rng(lo, hi int) int       { return lo + g.r.Intn(hi-lo+1) }
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) pickS(xs []string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) chance(pct int) bool      { return g.r.Intn(100) < pct }
func (g *G) digits(n int) string      { return g.from("0123456789", n) }
func (g *G) hex(n int) string         { return g.from("0123456789abcdef", n) }
func (g *G) alnum(n int) string       { return g.from(alnumSet, n) }
func (g *G) upperAlnum(n int) string  { return g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", n) }
func (g *G) b64url(n int) string      { return g.from(alnumSet+"-_", n) }
func (g *G) b64(n int) string         { return g.from(alnumSet+"+/", n) }
func (g *G) lower(n int) string       { return g.from("abcdefghijklmnopqrstuvwxyz", n) }
func (g *G) nz(n int) string          { return string(rune('1'+g.intn(9))) + g.digits(n-1) }
func (g *G) money(lo, hi int) string {
	return fmt.Sprintf("$%s.%02d", commas(g.rng(lo, hi)), g.intn(100))
}
func (g *G) moneyNoSign(lo, hi int) string {
	return fmt.Sprintf("%s.%02d", commas(g.rng(lo, hi)), g.intn(100))
}

const alnumSet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

func (g *G) from(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.r.Intn(len(set))]
	}
	return string(b)
}

// uniq draws until f gives a key not seen before; key(v) decides identity.
func (g *G) uniq(f func() string, key func(string) string) string {
	for {
		v := f()
		k := v
		if key != nil {
			k = key(v)
		}
		if !g.used[k] {
			g.used[k] = true
			return v
		}
	}
}

func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func digitKey(s string) string { return "d:" + onlyDigits(s) }

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

// ---------- people ----------

type person struct{ First, Last, loc string }

var firstNames = map[string][]string{
	"us": {"James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Christopher", "Karen", "Daniel", "Ashley", "Matthew", "Emily", "Anthony", "Megan", "Marcus", "Tanya", "DeShawn", "Keisha", "Jose", "Maria", "Luis", "Guadalupe", "Carlos", "Ana", "Wei", "Priya", "Raj", "Aaliyah", "Jamal", "Brandon", "Kayla", "Tyler", "Brittany", "Hunter", "Madison", "Logan", "Hannah", "Ethan", "Destiny", "Trevor", "Crystal", "Dustin"},
	"ca": {"Liam", "Olivia", "Noah", "Emma", "Ethan", "Charlotte", "Lucas", "Amelia", "Owen", "Ava", "Benjamin", "Sophie", "Harpreet", "Gurpreet", "Arjun", "Mei", "Connor", "Brooke", "Tyler", "Kaitlyn", "Jordan", "Avery", "Mackenzie", "Wyatt", "Navdeep", "Jasmine", "Declan", "Marissa"},
	"qc": {"Mathieu", "Chloé", "Gabriel", "Léa", "Félix", "Florence", "Samuel", "Alice", "William", "Rosalie", "Olivier", "Zoé", "Étienne", "Camille", "Jérémie", "Émilie", "Louis", "Juliette", "Maxime", "Mélanie", "Sébastien", "Geneviève", "François", "Nathalie", "Marc-André", "Marie-Ève"},
	"au": {"Jack", "Charlotte", "Oliver", "Olivia", "William", "Amelia", "Noah", "Isla", "Thomas", "Mia", "Lachlan", "Chloe", "Cooper", "Matilda", "Riley", "Ruby", "Harrison", "Zoe", "Kylie", "Shane", "Brooke", "Darren", "Bec", "Jarrah", "Tahlia", "Brodie"},
	"nz": {"Oliver", "Isla", "Jack", "Charlotte", "Noah", "Amelia", "Leo", "Olivia", "Nikau", "Aroha", "Wiremu", "Mere", "Tama", "Hemi", "Ana", "Manaia", "Sione", "Mele", "Hamish", "Sophie", "Fletcher", "Grace", "Riley", "Aria"},
	"ie": {"Seán", "Aoife", "Conor", "Niamh", "Cian", "Saoirse", "Oisín", "Ciara", "Darragh", "Siobhán", "Ciarán", "Aisling", "Pádraig", "Róisín", "Eoin", "Sinéad", "Fionn", "Orla", "Declan", "Gráinne", "Colm", "Clodagh", "Tadhg", "Emer"},
}

var lastNames = map[string][]string{
	"us": {"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Patel", "Kim", "Chen", "Washington", "Okafor", "Kowalski", "Schmidt", "Novak", "Delgado", "Brennan"},
	"ca": {"Smith", "Brown", "Tremblay", "Martin", "Roy", "Wilson", "MacDonald", "Taylor", "Campbell", "Anderson", "Leblanc", "Thompson", "Fraser", "Sandhu", "Gill", "Singh", "Wong", "Chan", "Li", "MacLeod", "McKenzie", "Stewart", "Reid", "Bouchard", "Dhillon", "Grewal", "Kowalchuk", "Friesen"},
	"qc": {"Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Gagné", "Ouellet", "Pelletier", "Bélanger", "Lévesque", "Bergeron", "Leblanc", "Paquette", "Girard", "Simard", "Boucher", "Caron", "Beaulieu", "Cloutier", "Dubé"},
	"au": {"Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Johnson", "White", "Martin", "Anderson", "Thompson", "Nguyen", "Thomas", "Walker", "Harris", "Lee", "Ryan", "Robinson", "Kelly", "King", "Papadopoulos", "Russo", "O'Brien", "Tran", "Nguyen", "Kovac"},
	"nz": {"Smith", "Williams", "Wilson", "Brown", "Taylor", "Ngata", "Parata", "Tipene", "Walker", "Harris", "Thompson", "Anderson", "Campbell", "Clarke", "Henare", "Tuhiwai", "Faleolo", "Fonoti", "Martin", "Young", "King", "Robinson", "Wood", "Scott"},
	"ie": {"Murphy", "Kelly", "O'Sullivan", "Walsh", "Smith", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill", "O'Reilly", "Doyle", "McCarthy", "Gallagher", "Doherty", "Kennedy", "Lynch", "Murray", "Quinn", "Moore", "McLoughlin", "Carroll", "Connolly", "Daly"},
}

func (g *G) person(loc string) person {
	return person{g.pickS(firstNames[loc]), g.pickS(lastNames[loc]), loc}
}
func (p person) Full() string { return p.First + " " + p.Last }

var fold = strings.NewReplacer("é", "e", "è", "e", "ê", "e", "ë", "e", "É", "E", "à", "a", "â", "a", "á", "a", "ç", "c", "ô", "o", "ó", "o", "î", "i", "ï", "i", "í", "i", "ú", "u", "ù", "u", "Á", "A", "Ó", "O", "'", "", " ", "", "-", "")

func asciiLower(s string) string { return strings.ToLower(fold.Replace(s)) }

var personalDomains = map[string][]string{
	"us": {"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net", "att.net", "verizon.net", "sbcglobal.net", "protonmail.com", "me.com", "msn.com", "cox.net"},
	"ca": {"gmail.com", "hotmail.ca", "yahoo.ca", "rogers.com", "sympatico.ca", "shaw.ca", "telus.net", "bell.net", "outlook.com", "icloud.com", "live.ca", "eastlink.ca"},
	"qc": {"videotron.ca", "hotmail.com", "gmail.com", "outlook.fr", "yahoo.ca", "sympatico.ca", "live.ca", "cgocable.ca", "globetrotter.net"},
	"au": {"gmail.com", "bigpond.com", "optusnet.com.au", "outlook.com.au", "hotmail.com", "iinet.net.au", "tpg.com.au", "icloud.com", "bigpond.net.au", "yahoo.com.au"},
	"nz": {"xtra.co.nz", "gmail.com", "slingshot.co.nz", "outlook.co.nz", "orcon.net.nz", "hotmail.co.nz", "vodafone.co.nz", "icloud.com"},
	"ie": {"eircom.net", "gmail.com", "hotmail.com", "outlook.ie", "yahoo.ie", "icloud.com", "live.ie", "hotmail.co.uk"},
}

var bizWords1 = []string{"north", "summit", "harbor", "maple", "cedar", "pioneer", "blue", "river", "granite", "prairie", "coastal", "silver", "red", "lakeview", "evergreen", "keystone", "bright", "iron", "golden", "pacific", "atlantic", "great", "first", "union"}
var bizWords2 = []string{"logistics", "dental", "realty", "motors", "payroll", "health", "builders", "tax", "insurance", "labs", "foods", "hvac", "legal", "clinic", "outfitters", "supply", "media", "analytics", "roofing", "plumbing", "academy", "cpa", "autogroup", "properties"}
var bizTLD = map[string][]string{
	"us": {".com", ".com", ".net", ".us", ".org", ".io", ".co"},
	"ca": {".ca", ".ca", ".com"},
	"qc": {".qc.ca", ".ca", ".com"},
	"au": {".com.au", ".com.au", ".net.au", ".au"},
	"nz": {".co.nz", ".co.nz", ".nz", ".org.nz"},
	"ie": {".ie", ".ie", ".com"},
}

func (g *G) bizName() (name, slug string) {
	a, b := g.pickS(bizWords1), g.pickS(bizWords2)
	return strings.Title(a) + " " + strings.Title(b), a + b
}

func (g *G) bizDomain(loc string) string {
	_, slug := g.bizName()
	if g.chance(30) {
		a, b := g.pickS(bizWords1), g.pickS(bizWords2)
		slug = a + "-" + b
	}
	return slug + g.pickS(bizTLD[loc])
}

// email for a person; work selects a company domain.
func (g *G) email(p person, work bool) string {
	f, l := asciiLower(p.First), asciiLower(p.Last)
	return g.uniq(func() string {
		var local string
		switch g.intn(9) {
		case 0:
			local = f + "." + l
		case 1:
			local = f + l + g.digits(g.rng(1, 2))
		case 2:
			local = f[:1] + l
		case 3:
			local = f + "_" + l + g.digits(2)
		case 4:
			local = f + "." + l + g.digits(g.rng(2, 4))
		case 5:
			local = l + "." + f
		case 6:
			local = f + g.digits(g.rng(2, 4))
		case 7:
			local = f[:1] + "." + l + g.digits(1)
		default:
			local = f + "." + l + "+" + g.pick("taxes", "rent", "school", "shop", "hockey", "cra", "bills")
		}
		var dom string
		if work {
			dom = g.bizDomain(p.loc)
			if g.chance(60) {
				local = strings.SplitN(local, "+", 2)[0]
			}
		} else {
			dom = g.pickS(personalDomains[p.loc])
		}
		return local + "@" + dom
	}, strings.ToLower)
}

// ---------- phones ----------

type city struct {
	Name, Region string
	Areas        []string
	Zip          string // US zip3 / CA FSA first letter
}

var usCities = []city{
	{"Austin", "TX", []string{"512", "737"}, "787"},
	{"Chicago", "IL", []string{"312", "773", "872"}, "606"},
	{"Denver", "CO", []string{"303", "720"}, "802"},
	{"Seattle", "WA", []string{"206"}, "981"},
	{"Portland", "OR", []string{"503", "971"}, "972"},
	{"Phoenix", "AZ", []string{"602", "480", "623"}, "850"},
	{"Atlanta", "GA", []string{"404", "678", "470"}, "303"},
	{"Boston", "MA", []string{"617", "857"}, "021"},
	{"Columbus", "OH", []string{"614", "380"}, "432"},
	{"Nashville", "TN", []string{"615", "629"}, "372"},
	{"Raleigh", "NC", []string{"919", "984"}, "276"},
	{"Minneapolis", "MN", []string{"612", "763", "952"}, "554"},
	{"Tampa", "FL", []string{"813", "727"}, "336"},
	{"San Diego", "CA", []string{"619", "858"}, "921"},
	{"Brooklyn", "NY", []string{"718", "347", "929"}, "112"},
	{"Madison", "WI", []string{"608"}, "537"},
	{"Salt Lake City", "UT", []string{"801", "385"}, "841"},
	{"Kansas City", "MO", []string{"816"}, "641"},
	{"Houston", "TX", []string{"713", "832", "281"}, "770"},
	{"Miami", "FL", []string{"305", "786"}, "331"},
	{"Los Angeles", "CA", []string{"213", "323", "310", "818"}, "900"},
	{"Philadelphia", "PA", []string{"215", "267"}, "191"},
	{"Detroit", "MI", []string{"313", "248"}, "482"},
	{"Charlotte", "NC", []string{"704", "980"}, "282"},
	{"Las Vegas", "NV", []string{"702", "725"}, "891"},
	{"Omaha", "NE", []string{"402"}, "681"},
	{"Boise", "ID", []string{"208"}, "837"},
	{"Louisville", "KY", []string{"502"}, "402"},
	{"Newark", "NJ", []string{"973", "862"}, "071"},
	{"Albuquerque", "NM", []string{"505"}, "871"},
}

var caCities = []city{
	{"Toronto", "ON", []string{"416", "647", "437"}, "M"},
	{"Ottawa", "ON", []string{"613", "343"}, "K"},
	{"Mississauga", "ON", []string{"905", "289", "365"}, "L"},
	{"Hamilton", "ON", []string{"905", "289"}, "L"},
	{"London", "ON", []string{"519", "226", "548"}, "N"},
	{"Vancouver", "BC", []string{"604", "778", "236"}, "V"},
	{"Victoria", "BC", []string{"250", "778"}, "V"},
	{"Calgary", "AB", []string{"403", "587", "825"}, "T"},
	{"Edmonton", "AB", []string{"780", "587"}, "T"},
	{"Winnipeg", "MB", []string{"204", "431"}, "R"},
	{"Regina", "SK", []string{"306", "639"}, "S"},
	{"Halifax", "NS", []string{"902", "782"}, "B"},
	{"St. John's", "NL", []string{"709"}, "A"},
	{"Moncton", "NB", []string{"506"}, "E"},
	{"Sudbury", "ON", []string{"705", "249"}, "P"},
}

var qcCities = []city{
	{"Montréal", "QC", []string{"514", "438"}, "H"},
	{"Laval", "QC", []string{"450", "579"}, "H"},
	{"Québec", "QC", []string{"418", "581"}, "G"},
	{"Gatineau", "QC", []string{"819", "873"}, "J"},
	{"Sherbrooke", "QC", []string{"819", "873"}, "J"},
	{"Longueuil", "QC", []string{"450", "579"}, "J"},
	{"Trois-Rivières", "QC", []string{"819"}, "G"},
	{"Saguenay", "QC", []string{"418", "581"}, "G"},
}

var streetNames = []string{"Maple", "Oak", "Elm", "Cedar", "Pine", "Main", "Washington", "Lake", "Hill", "Park", "Church", "Walnut", "Birch", "Spruce", "Willow", "Highland", "Sunset", "Ridge", "River", "Mill"}
var streetTypes = []string{"St", "Ave", "Rd", "Dr", "Ln", "Blvd", "Ct", "Way", "Pl"}

func (g *G) street() string {
	return fmt.Sprintf("%d %s %s", g.rng(10, 9899), g.pickS(streetNames), g.pickS(streetTypes))
}

func (g *G) usCity() city { return usCities[g.intn(len(usCities))] }
func (g *G) caCity() city { return caCities[g.intn(len(caCities))] }
func (g *G) qcCity() city { return qcCities[g.intn(len(qcCities))] }

func (g *G) zip5(c city) string { return c.Zip + g.digits(2) }
func (g *G) zip4(c city) string { return c.Zip + g.digits(2) + "-" + g.nz(4) }
func (g *G) postal(c city) string {
	const l = "ABCEGHJKLMNPRSTVWXYZ"
	return fmt.Sprintf("%s%d%c %d%c%d", c.Zip, g.intn(10), l[g.intn(len(l))], g.intn(10), l[g.intn(len(l))], g.intn(10))
}

func (g *G) exch() string {
	for {
		e := string(rune('2'+g.intn(8))) + g.digits(2)
		if e[1:] == "11" || e == "555" || e == "950" || e == "958" || e == "959" || e == "976" {
			continue
		}
		return e
	}
}

func allSame(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] != s[0] {
			return false
		}
	}
	return true
}

// NANP number in the given style. Styles:
// 0 (a) e-l  1 a-e-l  2 a.e.l  3 +1 a e l  4 +1 (a) e-l  5 +1-a-e-l  6 1-a-e-l
// 7 +1.a.e.l  8 a e l  9 aeld  10 +1aeld  11 (a)e-l  12 a e-l (Quebec)  13 1 (a) e-l
func (g *G) nanpStyle(area string, style int) string {
	return g.uniq(func() string {
		e, l := g.exch(), g.digits(4)
		if allSame(l) {
			l = g.digits(4)
		}
		a := area
		switch style {
		case 0:
			return fmt.Sprintf("(%s) %s-%s", a, e, l)
		case 1:
			return fmt.Sprintf("%s-%s-%s", a, e, l)
		case 2:
			return fmt.Sprintf("%s.%s.%s", a, e, l)
		case 3:
			return fmt.Sprintf("+1 %s %s %s", a, e, l)
		case 4:
			return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
		case 5:
			return fmt.Sprintf("+1-%s-%s-%s", a, e, l)
		case 6:
			return fmt.Sprintf("1-%s-%s-%s", a, e, l)
		case 7:
			return fmt.Sprintf("+1.%s.%s.%s", a, e, l)
		case 8:
			return fmt.Sprintf("%s %s %s", a, e, l)
		case 9:
			return a + e + l
		case 10:
			return "+1" + a + e + l
		case 11:
			return fmt.Sprintf("(%s)%s-%s", a, e, l)
		case 12:
			return fmt.Sprintf("%s %s-%s", a, e, l)
		case 14:
			return fmt.Sprintf("%s/%s-%s", a, e, l)
		case 15:
			return fmt.Sprintf("%s-%s%s", a, e, l)
		case 16:
			return fmt.Sprintf("+1 %s-%s-%s", a, e, l)
		case 17:
			return fmt.Sprintf("1.%s.%s.%s", a, e, l)
		default:
			return fmt.Sprintf("1 (%s) %s-%s", a, e, l)
		}
	}, func(s string) string { return "d:" + strings.TrimPrefix(onlyDigits(s), "1") })
}

// common written layouts (mostly shape-taken)
// commonNANP weights the layouts people and programs write: mostly
// shape-taken ones, but space-only and glued numbers too (~20%).
var commonNANP = []int{0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 8, 8, 8, 8, 9, 9, 9, 3, 4, 5, 6, 16, 10, 7, 11, 13, 14, 15, 17, 0, 1}

func (g *G) nanp(c city) string {
	return g.nanpStyle(g.pickS(c.Areas), commonNANP[g.intn(len(commonNANP))])
}
func (g *G) usPhone() string { return g.nanp(g.usCity()) }
func (g *G) caPhone() string { return g.nanp(g.caCity()) }
func (g *G) qcPhone() string {
	st := []int{12, 12, 12, 0, 1, 0}[g.intn(6)]
	return g.nanpStyle(g.pickS(g.qcCity().Areas), st)
}

func (g *G) tollFree() string {
	area := g.pick("800", "888", "877", "866", "855", "844", "833")
	st := []int{6, 6, 1, 0, 13, 5}[g.intn(6)]
	return g.nanpStyle(area, st)
}

// Australia
func (g *G) auMobile() string {
	return g.uniq(func() string {
		d := "4" + g.digits(8)
		switch g.intn(10) {
		case 0, 1, 2, 3:
			return "0" + d[:3] + " " + d[3:6] + " " + d[6:]
		case 4:
			return "0" + d
		case 5:
			return "+61 " + d[:3] + " " + d[3:6] + " " + d[6:]
		case 6:
			return "+61 " + d[:1] + " " + d[1:5] + " " + d[5:]
		case 7:
			return "0" + d[:1] + " " + d[1:5] + " " + d[5:]
		case 8:
			return "0" + d[:3] + "-" + d[3:6] + "-" + d[6:]
		default:
			return "+61 (0)" + d[:3] + " " + d[3:6] + " " + d[6:]
		}
	}, func(s string) string { return "au:" + onlyDigits(s)[len(onlyDigits(s))-9:] })
}

var auAreas = []struct{ code, first string }{{"02", "9"}, {"02", "8"}, {"02", "6"}, {"03", "9"}, {"03", "8"}, {"03", "6"}, {"07", "3"}, {"07", "5"}, {"08", "9"}, {"08", "8"}}

func (g *G) auLandline() string {
	return g.uniq(func() string {
		a := auAreas[g.intn(len(auAreas))]
		loc := a.first + g.digits(7)
		switch g.intn(4) {
		case 0, 1:
			return "(" + a.code + ") " + loc[:4] + " " + loc[4:]
		case 2:
			return a.code + " " + loc[:4] + " " + loc[4:]
		default:
			return "+61 " + a.code[1:] + " " + loc[:4] + " " + loc[4:]
		}
	}, func(s string) string { return "au:" + onlyDigits(s)[len(onlyDigits(s))-9:] })
}

func (g *G) au1300() string {
	return g.uniq(func() string {
		p := g.pick("1300", "1800")
		return p + " " + g.digits(3) + " " + g.digits(3)
	}, digitKey)
}

// New Zealand
func (g *G) nzMobile() string {
	return g.uniq(func() string {
		pre := g.pick("21", "22", "27", "27", "21", "29", "20")
		var a, b string
		if pre == "21" && g.chance(35) {
			a, b = g.nz(3), g.digits(3)
		} else {
			a, b = g.nz(3), g.digits(4)
		}
		switch g.intn(8) {
		case 0:
			return "+64 " + pre + " " + a + " " + b
		case 1:
			return "0" + pre + a + b
		case 2:
			return "0" + pre + "-" + a + "-" + b
		case 3:
			return "+64 (0)" + pre + " " + a + " " + b
		default:
			return "0" + pre + " " + a + " " + b
		}
	}, func(s string) string { return "nz:" + strings.TrimPrefix(strings.TrimPrefix(onlyDigits(s), "64"), "0") })
}

func (g *G) nzLandline() string {
	return g.uniq(func() string {
		a := g.pick("9", "9", "4", "3", "7", "6")
		loc := string(rune('2'+g.intn(8))) + g.digits(6)
		switch g.intn(4) {
		case 0:
			return "+64 " + a + " " + loc[:3] + " " + loc[3:]
		case 1:
			return "(0" + a + ") " + loc[:3] + " " + loc[3:]
		default:
			return "0" + a + " " + loc[:3] + " " + loc[3:]
		}
	}, func(s string) string { return "nz:" + onlyDigits(s) })
}

// Ireland
func (g *G) ieMobile() string {
	return g.uniq(func() string {
		pre := g.pick("83", "85", "86", "87", "87", "89")
		a, b := g.nz(3), g.digits(4)
		switch g.intn(9) {
		case 0:
			return "+353 " + pre + " " + a + " " + b
		case 1:
			return "0" + pre + "-" + a + b
		case 2:
			return "0" + pre + a + b
		case 3:
			return "+353 (0)" + pre + " " + a + " " + b
		case 4:
			return "(0" + pre + ") " + a + " " + b
		case 5:
			return "0" + pre + " " + a + b
		default:
			return "0" + pre + " " + a + " " + b
		}
	}, func(s string) string {
		return "ie:" + strings.TrimPrefix(strings.TrimPrefix(onlyDigits(s), "353"), "0")
	})
}

func (g *G) ieLandline() string {
	return g.uniq(func() string {
		switch g.intn(5) {
		case 0, 1: // Dublin
			loc := string(rune('2'+g.intn(8))) + g.digits(6)
			if g.chance(30) {
				return "+353 1 " + loc[:3] + " " + loc[3:]
			}
			return "01 " + loc[:3] + " " + loc[3:]
		case 2: // Cork
			return "021 4" + g.digits(2) + " " + g.digits(4)
		case 3: // Galway / Limerick 6-digit local
			return g.pick("091", "061", "051") + " " + g.nz(3) + " " + g.digits(3)
		default:
			return "(0" + g.pick("91", "61", "21", "51", "74") + ") " + g.nz(3) + " " + g.digits(4)
		}
	}, func(s string) string { return "ie:" + onlyDigits(s) })
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.rng(1, 899)
		if a == 666 {
			continue
		}
		gr := g.rng(1, 99)
		se := g.rng(1, 9999)
		k := fmt.Sprintf("%03d%02d%04d", a, gr, se)
		if g.used["ssn:"+k] || k == "078051120" || k == "219099999" {
			continue
		}
		g.used["ssn:"+k] = true
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", gr), fmt.Sprintf("%04d", se)
	}
}

var itinGroups = func() []int {
	var out []int
	for i := 50; i <= 65; i++ {
		out = append(out, i)
	}
	for i := 70; i <= 88; i++ {
		out = append(out, i)
	}
	for _, i := range []int{90, 91, 92, 94, 95, 96, 97, 98, 99} {
		out = append(out, i)
	}
	return out
}()

func (g *G) itinParts() (string, string, string) {
	for {
		a := fmt.Sprintf("9%02d", g.intn(100))
		gr := fmt.Sprintf("%02d", itinGroups[g.intn(len(itinGroups))])
		se := fmt.Sprintf("%04d", g.rng(1, 9999))
		if g.used["ssn:"+a+gr+se] {
			continue
		}
		g.used["ssn:"+a+gr+se] = true
		return a, gr, se
	}
}

func (g *G) ssn() string { a, b, c := g.ssnParts(); return a + "-" + b + "-" + c }

// ssnAny: the layouts people type after a label — mostly dashed, then
// spaced, bare, dotted, en dash.
func (g *G) ssnAny() string {
	a, b, c := g.ssnParts()
	switch g.intn(12) {
	case 0, 1:
		return a + " " + b + " " + c
	case 2, 3:
		return a + b + c
	case 4:
		return a + "." + b + "." + c
	case 5:
		return a + "–" + b + "–" + c
	default:
		return a + "-" + b + "-" + c
	}
}
func (g *G) itin() string { a, b, c := g.itinParts(); return a + "-" + b + "-" + c }
func (g *G) ssnSep(sep string) string {
	a, b, c := g.ssnParts()
	return a + sep + b + sep + c
}

// ---------- cards ----------

func luhnOK(d string) bool {
	sum, alt := 0, false
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if alt {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		alt = !alt
	}
	return sum%10 == 0
}

func (g *G) luhnComplete(prefix string, n int) string {
	s := prefix + g.digits(n-len(prefix)-1)
	for c := 0; c < 10; c++ {
		t := s + string(rune('0'+c))
		if luhnOK(t) {
			return t
		}
	}
	panic("luhn")
}

type cardBrand struct {
	name string
	pre  func(g *G) string
	n    int
}

var brands = []cardBrand{
	{"Visa", func(g *G) string { return "4" + g.pick("", "5", "1", "9", "0", "7") }, 16},
	{"Visa", func(g *G) string { return "4" + g.pick("5", "2", "8") }, 16},
	{"Mastercard", func(g *G) string { return fmt.Sprint(g.rng(51, 55)) }, 16},
	{"Mastercard", func(g *G) string { return fmt.Sprint(g.rng(2221, 2720)) }, 16},
	{"Amex", func(g *G) string { return g.pick("34", "37") }, 15},
	{"Discover", func(g *G) string { return g.pick("6011", "65", "644", "649") }, 16},
	{"JCB", func(g *G) string { return fmt.Sprint(g.rng(3528, 3589)) }, 16},
	{"Diners Club", func(g *G) string { return g.pick("36", "38", "300", "305") }, 14},
	{"UnionPay", func(g *G) string { return "62" + g.pick("22", "40", "60", "84") }, 16},
}

// card returns brand name and digits. which: -1 random.
func (g *G) cardDigits(which int) (string, string) {
	if which < 0 {
		w := []int{0, 0, 1, 0, 2, 2, 3, 4, 4, 5, 6, 7, 8}
		which = w[g.intn(len(w))]
	}
	b := brands[which]
	var d string
	g.uniq(func() string { d = g.luhnComplete(b.pre(g), b.n); return d }, func(s string) string { return "cc:" + s })
	return b.name, d
}

// formatCard: style 0 grouped spaces, 1 dashes, 2 plain
func formatCard(d string, style int) string {
	var groups []int
	switch len(d) {
	case 15:
		groups = []int{4, 6, 5}
	case 14:
		groups = []int{4, 6, 4}
	default:
		groups = []int{4, 4, 4, 4}
	}
	if style == 2 {
		return d
	}
	sep := " "
	if style == 1 {
		sep = "-"
	}
	var parts []string
	i := 0
	for _, n := range groups {
		parts = append(parts, d[i:i+n])
		i += n
	}
	return strings.Join(parts, sep)
}

func (g *G) card(which int) (string, string) {
	b, d := g.cardDigits(which)
	st := []int{0, 0, 0, 1, 2, 2}[g.intn(6)]
	return b, formatCard(d, st)
}

// ---------- JWT ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt() string {
	return g.uniq(func() string {
		var hdr string
		var sigLen int
		switch g.intn(5) {
		case 0:
			hdr, sigLen = `{"alg":"HS256","typ":"JWT"}`, 43
		case 1:
			hdr, sigLen = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, g.b64url(27)), 342
		case 2:
			hdr, sigLen = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, g.hex(40)), 342
		case 3:
			hdr, sigLen = `{"alg":"ES256","typ":"JWT"}`, 86
		default:
			hdr, sigLen = `{"typ":"JWT","alg":"HS512"}`, 86
		}
		iat := 1735000000 + g.intn(30000000)
		var pl string
		switch g.intn(4) {
		case 0:
			pl = fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d}`, g.rng(1000, 99999999), g.person("us").Full(), iat)
		case 1:
			pl = fmt.Sprintf(`{"iss":"https://%s.us.auth0.com/","sub":"auth0|%s","aud":"https://api.%s","iat":%d,"exp":%d,"scope":"read:orders write:orders"}`, g.lower(8), g.hex(24), g.bizDomain("us"), iat, iat+86400)
		case 2:
			pl = fmt.Sprintf(`{"sub":"%s","email":"%s","role":"authenticated","exp":%d}`, uuid(g), g.email(g.person("ca"), false), iat+3600)
		default:
			pl = fmt.Sprintf(`{"user_id":%d,"shop":"%s.myshopify.com","iat":%d,"exp":%d}`, g.rng(100, 999999), g.lower(9), iat, iat+900)
		}
		return b64u(hdr) + "." + b64u(pl) + "." + g.b64url(sigLen)
	}, nil)
}

func uuid(g *G) string {
	h := g.hex(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[g.intn(4)]) + h[17:20] + "-" + h[20:]
}

// ---------- secrets ----------

func (g *G) secret(f func() string) string { return g.uniq(f, nil) }

func (g *G) skLive() string {
	return g.secret(func() string {
		if g.chance(50) {
			return "sk_live_" + g.alnum(24)
		}
		return "sk_live_51" + g.alnum(12) + g.alnum(85)
	})
}
func (g *G) skTest() string { return g.secret(func() string { return "sk_test_51" + g.alnum(97) }) }
func (g *G) rkLive() string { return g.secret(func() string { return "rk_live_51" + g.alnum(97) }) }
func (g *G) whsec() string  { return g.secret(func() string { return "whsec_" + g.alnum(32) }) }
func (g *G) pkLive() string {
	return g.secret(func() string { return g.pick("pk_live_51", "pk_test_51") + g.alnum(97) })
}
func (g *G) twilioSID() string    { return g.secret(func() string { return "AC" + g.hex(32) }) }
func (g *G) twilioToken() string  { return g.secret(func() string { return g.hex(32) }) }
func (g *G) twilioMsgSID() string { return g.secret(func() string { return "SM" + g.hex(32) }) }
func (g *G) sendgrid() string {
	return g.secret(func() string { return "SG." + g.b64url(22) + "." + g.b64url(43) })
}
func (g *G) akia() string {
	return g.secret(func() string { return g.pick("AKIA", "AKIA", "ASIA") + g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) })
}
func (g *G) awsSecret() string { return g.secret(func() string { return g.b64(40) }) }
func (g *G) azureKey() string  { return g.secret(func() string { return g.b64(86) + "==" }) }
func (g *G) ghp() string {
	return g.secret(func() string { return g.pick("ghp_", "ghp_", "gho_", "ghs_") + g.alnum(36) })
}
func (g *G) ghPAT() string {
	return g.secret(func() string { return "github_pat_11" + g.upperAlnum(20) + "_" + g.alnum(59) })
}
func (g *G) shpat() string {
	return g.secret(func() string { return g.pick("shpat_", "shpat_", "shpss_", "shpca_") + g.hex(32) })
}
func (g *G) plaidSecret() string   { return g.secret(func() string { return g.hex(30) }) }
func (g *G) plaidClientID() string { return g.secret(func() string { return g.hex(24) }) }
func (g *G) plaidAccess() string {
	return g.secret(func() string { return "access-" + g.pick("sandbox", "production", "development") + "-" + uuid(g) })
}
func (g *G) squareToken() string { return g.secret(func() string { return "EAAA" + g.b64url(60) }) }
func (g *G) slackBot() string {
	return g.secret(func() string {
		return g.pick("xoxb-", "xoxp-") + g.nz(12) + "-" + g.nz(13) + "-" + g.alnum(24)
	})
}
func (g *G) openai() string {
	return g.secret(func() string { return "sk-proj-" + g.b64url(74) + "T3BlbkFJ" + g.b64url(74) })
}
func (g *G) npmTok() string { return g.secret(func() string { return "npm_" + g.alnum(36) }) }
func (g *G) aiza() string   { return g.secret(func() string { return "AIza" + g.b64url(35) }) }
func (g *G) mailchimp() string {
	return g.secret(func() string { return g.hex(32) + "-us" + fmt.Sprint(g.rng(2, 21)) })
}
func (g *G) opaque() string {
	return g.secret(func() string { return g.alnum(g.rng(32, 48)) })
}

var pwWords = []string{"Muskoka", "Blue", "Tiger", "Sunset", "Maple", "Canucks", "Leafs", "Bluejays", "Kangaroo", "Kiwi", "Shamrock", "Hurling", "Coffee", "Winter", "Summer", "Harbour", "Dragon", "Falcon", "Rocket", "Panther", "Wombat", "Tui", "Galway", "Raptors", "Packers", "Yankees", "Cowboys", "Ranger", "Buddy", "Bailey"}

func (g *G) password() string {
	return g.secret(func() string {
		w := g.pickS(pwWords)
		switch g.intn(6) {
		case 0:
			return w + g.pick("!", "#", "$", "@", "&") + g.digits(4)
		case 1:
			return w + g.digits(2) + g.pick("!", "?", "*") + strings.ToLower(g.pickS(pwWords))
		case 2:
			return g.alnum(3) + g.pick("$", "%", "#", "!") + g.alnum(6) + g.digits(2)
		case 3:
			return strings.ToLower(w) + "." + strings.ToLower(g.pickS(pwWords)) + g.digits(2)
		case 4:
			return g.b64url(14) + g.digits(2)
		default:
			return w + g.digits(4) + g.pick("!", "!!", "#", ".")
		}
	})
}

func (g *G) pemBody(lines int) string {
	var b []string
	for i := 0; i < lines; i++ {
		b = append(b, g.b64(64))
	}
	b = append(b, g.b64(g.rng(20, 60))+g.pick("=", "==", ""))
	return g.secret(func() string { return "MIIE" + strings.Join(b, "\n")[4:] })
}

// ---------- identifiers used as look-alikes ----------

func (g *G) ein() string {
	pre := []string{"01", "04", "06", "10", "13", "16", "20", "22", "26", "27", "30", "33", "36", "38", "41", "45", "46", "47", "52", "54", "56", "59", "61", "65", "71", "74", "77", "81", "82", "84", "85", "86", "87", "88", "90", "91", "93", "94", "95", "98", "99"}
	return g.pickS(pre) + "-" + g.digits(7)
}

func (g *G) routing() string {
	for {
		p := fmt.Sprintf("%02d", g.pick2([]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32}))
		d := p + g.digits(6)
		for c := 0; c < 10; c++ {
			t := d + string(rune('0'+c))
			x := func(i int) int { return int(t[i] - '0') }
			if (3*(x(0)+x(3)+x(6))+7*(x(1)+x(4)+x(7))+(x(2)+x(5)+x(8)))%10 == 0 {
				return t
			}
		}
	}
}

func (g *G) pick2(xs []int) int { return xs[g.intn(len(xs))] }

func (g *G) npi() string {
	for {
		d := g.pick("1", "1", "2") + g.digits(8)
		for c := 0; c < 10; c++ {
			t := d + string(rune('0'+c))
			if luhnOK("80840" + t) {
				return t
			}
		}
	}
}

func (g *G) abn() string {
	w := []int{10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19}
	for {
		d := g.nz(11)
		s := 0
		for i := range d {
			n := int(d[i] - '0')
			if i == 0 {
				n--
			}
			s += n * w[i]
		}
		if s%89 == 0 {
			return d[:2] + " " + d[2:5] + " " + d[5:8] + " " + d[8:]
		}
	}
}

func (g *G) tfn() string {
	w := []int{1, 4, 3, 7, 5, 8, 6, 9, 10}
	for {
		d := g.nz(9)
		s := 0
		for i := range d {
			s += int(d[i]-'0') * w[i]
		}
		if s%11 == 0 {
			return d[:3] + " " + d[3:6] + " " + d[6:]
		}
	}
}

func (g *G) sin() string {
	d := g.luhnComplete(fmt.Sprint(g.rng(1, 7)), 9)
	return d[:3] + " " + d[3:6] + " " + d[6:]
}

func (g *G) ird() string {
	w := []int{3, 2, 7, 6, 5, 4, 3, 2}
	for {
		base := fmt.Sprint(g.rng(10000000, 15000000))[:8]
		base = "0" + base[1:]
		s := 0
		for i := range base {
			s += int(base[i]-'0') * w[i]
		}
		r := s % 11
		c := 0
		if r != 0 {
			c = 11 - r
		}
		if c == 10 {
			continue
		}
		d := base[1:] + fmt.Sprint(c) // 8 digits
		return d[:2] + "-" + d[2:5] + "-" + d[5:]
	}
}

func (g *G) ppsn() string {
	d := g.digits(7)
	s := 0
	for i := range d {
		s += int(d[i]-'0') * (8 - i)
	}
	s %= 23
	l := "W"
	if s > 0 {
		l = string(rune('A' + s - 1))
	}
	return d + l
}

func (g *G) mbi() string {
	const a = "ACDEFGHJKMNPQRTUVWXY"
	const an = "ACDEFGHJKMNPQRTUVWXY0123456789"
	c := func(set string) byte { return set[g.intn(len(set))] }
	b := []byte{byte('1' + g.intn(9)), c(a), c(an), byte('0' + g.intn(10)), c(a), c(an), byte('0' + g.intn(10)), c(a), c(a), byte('0' + g.intn(10)), byte('0' + g.intn(10))}
	s := string(b)
	return s[:4] + "-" + s[4:7] + "-" + s[7:]
}

func (g *G) auMedicare() string {
	d := fmt.Sprint(g.rng(2, 6)) + g.digits(7)
	w := []int{1, 3, 7, 9, 1, 3, 7, 9}
	s := 0
	for i := range d {
		s += int(d[i]-'0') * w[i]
	}
	d += fmt.Sprint(s % 10)
	return d[:4] + " " + d[4:9] + " " + fmt.Sprint(g.rng(1, 5))
}

func (g *G) vin() string {
	const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
	wmi := g.pick("1HG", "2HK", "JTD", "1FT", "5YJ", "3VW", "2T3", "KM8", "1G1", "WBA", "4T1", "1C4", "5XY", "2GN", "JM3", "1N4")
	for {
		v := []byte(wmi + g.from(chars, 5) + "0" + g.pick("L", "M", "N", "P", "R", "S", "K", "J") + g.from("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 1) + g.digits(6))
		val := func(c byte) int {
			if c >= '0' && c <= '9' {
				return int(c - '0')
			}
			return map[byte]int{'A': 1, 'B': 2, 'C': 3, 'D': 4, 'E': 5, 'F': 6, 'G': 7, 'H': 8, 'J': 1, 'K': 2, 'L': 3, 'M': 4, 'N': 5, 'P': 7, 'R': 9, 'S': 2, 'T': 3, 'U': 4, 'V': 5, 'W': 6, 'X': 7, 'Y': 8, 'Z': 9}[c]
		}
		wt := []int{8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2}
		s := 0
		for i := range v {
			s += val(v[i]) * wt[i]
		}
		r := s % 11
		if r == 10 {
			v[8] = 'X'
		} else {
			v[8] = byte('0' + r)
		}
		return string(v)
	}
}

func (g *G) ups() string {
	s := g.upperAlnum(6) + g.pick("01", "02", "03", "12", "13") + g.digits(7)
	sum := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		var n int
		if c >= '0' && c <= '9' {
			n = int(c - '0')
		} else {
			n = int(c-'A'+2) % 10
		}
		if i%2 == 1 {
			n *= 2
		}
		sum += n
	}
	return "1Z" + s + fmt.Sprint((10-sum%10)%10)
}

func (g *G) usps() string {
	d := g.pick("9400111", "9405511", "9205590", "9361289", "9400136") + g.digits(14)
	s := 0
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if (len(d)-1-i)%2 == 0 {
			n *= 3
		}
		s += n
	}
	d += fmt.Sprint((10 - s%10) % 10)
	var parts []string
	for i := 0; i < len(d); i += 4 {
		e := i + 4
		if e > len(d) {
			e = len(d)
		}
		parts = append(parts, d[i:e])
	}
	return strings.Join(parts, " ")
}

func (g *G) amazonOrder() string {
	return fmt.Sprintf("%d-%s-%s", g.rng(111, 114), g.digits(7), g.digits(7))
}

func (g *G) stripeID(prefix string, n int) string { return prefix + g.alnum(n) }

func (g *G) date() string {
	return fmt.Sprintf("%02d/%02d/%d", g.rng(1, 12), g.rng(1, 28), g.rng(2023, 2025))
}
func (g *G) isoDate() string {
	return fmt.Sprintf("%d-%02d-%02d", g.rng(2024, 2025), g.rng(1, 12), g.rng(1, 28))
}
func (g *G) dob() string {
	return fmt.Sprintf("%02d/%02d/%d", g.rng(1, 12), g.rng(1, 28), g.rng(1952, 2004))
}
func (g *G) isoTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", g.isoDate(), g.intn(24), g.intn(60), g.intn(60), g.intn(1000))
}
func (g *G) eircode() string {
	keys := []string{"D02", "D04", "D08", "D6W", "D15", "T12", "T23", "H91", "V94", "X91", "A94", "K78", "W91", "F94"}
	const set = "ACDEFHKNPRTVWXY0123456789"
	return g.pickS(keys) + " " + g.from("ACDEFHKNPRTVWXY", 1) + g.from(set, 3)
}
func (g *G) time12() string {
	h := g.pick2([]int{8, 9, 10, 11, 1, 2, 3, 4, 5, 6, 7})
	ap := g.pick("PM", "pm")
	if h >= 8 && h <= 11 {
		ap = g.pick("AM", "am")
	}
	return fmt.Sprintf("%d:%02d %s", h, g.intn(4)*15, ap)
}

func (g *G) isoDOB() string {
	return fmt.Sprintf("%d-%02d-%02d", g.rng(1950, 2004), g.rng(1, 12), g.rng(1, 28))
}

// frMoney writes an amount the Quebec way: 1 234,56 (no-break space).
func (g *G) frMoney(lo, hi int) string {
	return strings.ReplaceAll(commas(g.rng(lo, hi)), ",", "\u00a0") + fmt.Sprintf(",%02d", g.intn(100))
}

func (g *G) dublinDistrict() string {
	return fmt.Sprint(g.pick2([]int{1, 2, 3, 4, 6, 7, 8, 9, 12, 14, 15, 18, 24}))
}

func (g *G) auE164() string {
	return g.uniq(func() string { return "+614" + g.digits(8) }, func(s string) string { return "au:" + onlyDigits(s)[2:] })
}

func (g *G) nzE164() string {
	return g.uniq(func() string { return "+642" + g.pick("1", "2", "7") + g.nz(1) + g.digits(6) }, func(s string) string { return "nz:" + onlyDigits(s)[2:] })
}

func urlPass(s string) string {
	return strings.NewReplacer("%", "%25", "@", "%40", "#", "%23", "?", "%3F", "/", "%2F", "&", "%26").Replace(s)
}

// monthEnd: a GST period end as New Zealand writes it, dd/mm/yyyy.
func (g *G) monthEnd() string {
	m := g.rng(1, 12)
	y := g.rng(2024, 2025)
	d := []int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m-1]
	if m == 2 && y == 2024 {
		d = 29
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}
