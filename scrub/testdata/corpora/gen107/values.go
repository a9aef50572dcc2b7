package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r *rand.Rand

// used holds every personal value handed out, by a key (digits for numbers),
// so no value repeats across the corpus. It is only looked up, never iterated.
var used = map[string]bool{}

func pick[T any](xs []T) T  { return xs[r.Intn(len(xs))] }
func chance(p float64) bool { return r.Float64() < p }
func rng(a, b int) int      { return a + r.Intn(b-a+1) }

func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		} else if c >= '０' && c <= '９' {
			b.WriteRune('0' + (c - '０'))
		}
	}
	return b.String()
}

// uniq calls gen until its key is new.
func uniq(key func(string) string, gen func() string) string {
	for i := 0; i < 10000; i++ {
		v := gen()
		k := key(v)
		if !used[k] {
			used[k] = true
			return v
		}
	}
	panic("uniq: exhausted")
}

func same(s string) string { return s }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const b64url = alnum + "-_"
const hexd = "0123456789abcdef"

func randFrom(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// randTok is random alphanumerics with at least two digits and two capitals.
func randTok(n int) string {
	for {
		s := randFrom(alnum, n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			} else if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && u >= 2 {
			return s
		}
	}
}

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

// ---------- people ----------

type Loc struct {
	Code    string
	Given   []string
	Sur     []string
	Domains []string
}

var locs = []Loc{
	{"US", []string{"James", "Mary", "Robert", "Patricia", "Michael", "Jennifer", "William", "Linda", "David", "Elizabeth", "Maria", "Jose", "Aaliyah", "DeShawn", "Emily", "Tyler", "Megan", "Brandon", "Keisha", "Luis", "Connor", "Grace", "Darnell", "Haley"},
		[]string{"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Nguyen", "Kowalski", "O'Brien", "Whitfield", "Castillo", "Brennan"},
		[]string{"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "aol.com", "icloud.com", "comcast.net", "att.net", "verizon.net", "protonmail.com"}},
	{"UK", []string{"Oliver", "Amelia", "Harry", "Isla", "George", "Ava", "Jack", "Emily", "Charlie", "Sophie", "Thomas", "Chloe", "Rhys", "Siobhan", "Callum", "Priya", "Fiona", "Gareth"},
		[]string{"Smith", "Jones", "Williams", "Taylor", "Davies", "Evans", "Wilson", "Roberts", "Walker", "Wright", "Patel", "Hughes", "Clarke", "MacLeod", "Fitzgerald", "Pritchard", "Ahmed", "Turner"},
		[]string{"btinternet.com", "gmail.com", "hotmail.co.uk", "yahoo.co.uk", "sky.com", "virginmedia.com", "outlook.com", "talktalk.net"}},
	{"DE", []string{"Lukas", "Anna", "Leon", "Lena", "Jonas", "Marie", "Felix", "Sophie", "Maximilian", "Laura", "Tobias", "Julia", "Sabine", "Jürgen", "Uwe", "Birgit", "Dieter", "Katrin"},
		[]string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Krüger"},
		[]string{"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de", "gmx.net", "outlook.de"}},
	{"FR", []string{"Camille", "Léa", "Manon", "Chloé", "Louis", "Lucas", "Hugo", "Jules", "Nathalie", "Philippe", "Isabelle", "Sébastien", "Émilie", "Thierry", "Céline", "Mathieu"},
		[]string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garnier", "Rousseau"},
		[]string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "gmail.com", "wanadoo.fr", "hotmail.fr", "yahoo.fr"}},
	{"ES", []string{"Lucía", "María", "Carmen", "Sofía", "Javier", "Alejandro", "Pablo", "Daniel", "Manuel", "Antonio", "Marta", "Elena", "Jordi", "Nerea", "Iker", "Rocío"},
		[]string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Etxeberria"},
		[]string{"gmail.com", "hotmail.es", "telefonica.net", "yahoo.es", "outlook.es", "movistar.es"}},
	{"IT", []string{"Giulia", "Francesca", "Chiara", "Alessandro", "Lorenzo", "Matteo", "Marco", "Luca", "Giuseppe", "Anna", "Sara", "Paolo", "Federica", "Davide", "Elisa", "Simone"},
		[]string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Lombardi"},
		[]string{"libero.it", "virgilio.it", "gmail.com", "tiscali.it", "alice.it", "hotmail.it", "tin.it"}},
	{"NL", []string{"Daan", "Sem", "Lucas", "Emma", "Julia", "Sophie", "Tess", "Bram", "Jan", "Anouk", "Sanne", "Pieter", "Maarten", "Femke", "Joost", "Ilse"},
		[]string{"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Janssen", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos", "Vos", "Dekker", "van Leeuwen"},
		[]string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "planet.nl", "home.nl"}},
	{"BR", []string{"Ana", "João", "Maria", "Pedro", "Lucas", "Gabriel", "Juliana", "Fernanda", "Rafael", "Larissa", "Thiago", "Camila", "Bruno", "Letícia", "Mateus", "Patrícia"},
		[]string{"Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Araújo", "Barbosa"},
		[]string{"gmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "hotmail.com", "yahoo.com.br", "outlook.com"}},
	{"IN", []string{"Aarav", "Vivaan", "Aditya", "Priya", "Ananya", "Diya", "Rohan", "Arjun", "Kavya", "Sneha", "Rahul", "Pooja", "Lakshmi", "Venkatesh", "Harpreet", "Nikhil"},
		[]string{"Sharma", "Verma", "Gupta", "Patel", "Reddy", "Iyer", "Nair", "Singh", "Kumar", "Mehta", "Joshi", "Rao", "Desai", "Banerjee", "Pillai", "Chatterjee"},
		[]string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com", "hotmail.com", "yahoo.in"}},
	{"JP", []string{"Haruto", "Yui", "Sota", "Hina", "Yuto", "Aoi", "Riku", "Sakura", "Takumi", "Mei", "Kenji", "Yuko", "Hiroshi", "Naoko", "Daisuke", "Emi"},
		[]string{"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Inoue", "Kimura", "Matsumoto"},
		[]string{"docomo.ne.jp", "ezweb.ne.jp", "i.softbank.jp", "yahoo.co.jp", "gmail.com", "nifty.com", "icloud.com", "au.com"}},
}

var jpKanjiSur = []string{"佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村", "小林", "加藤", "吉田", "山田"}
var jpKanjiGiven = []string{"健太", "花子", "翔", "美咲", "大輔", "由美", "直樹", "陽菜", "誠", "恵子", "拓也", "真理子"}

func loc(code string) Loc {
	for _, l := range locs {
		if l.Code == code {
			return l
		}
	}
	panic(code)
}

func rloc() Loc { return pick(locs) }

// lastGiven and lastSur remember the person name() made last, so that the
// address email() makes right after it usually belongs to that person.
var lastGiven, lastSur string

func name(l Loc) string {
	g, s := pick(l.Given), pick(l.Sur)
	lastGiven, lastSur = g, s
	if l.Code == "JP" && chance(0.5) {
		return pick(jpKanjiSur) + " " + pick(jpKanjiGiven)
	}
	return g + " " + s
}

var fold = strings.NewReplacer("ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "é", "e", "è", "e", "ê", "e", "É", "e", "í", "i", "á", "a", "ó", "o", "ú", "u", "ñ", "n", "ç", "c", "ã", "a", "õ", "o", "â", "a", "'", "", "ï", "i", "ô", "o")

func asciiLower(s string) string { return strings.ToLower(fold.Replace(s)) }

// email makes a personal address for a person of locale l.
func email(l Loc) string {
	return uniq(same, func() string {
		g := asciiLower(pick(l.Given))
		s := strings.ReplaceAll(asciiLower(pick(l.Sur)), " ", "")
		if lastGiven != "" && chance(0.75) {
			g = asciiLower(lastGiven)
			s = strings.ReplaceAll(asciiLower(lastSur), " ", "")
		}
		var local string
		switch r.Intn(8) {
		case 0:
			local = g + "." + s
		case 1:
			local = g + s + digits(2)
		case 2:
			local = g[:1] + "." + s
		case 3:
			local = g + "_" + s
		case 4:
			local = s + "." + g + fmt.Sprint(rng(60, 99))
		case 5:
			local = g + "." + s + fmt.Sprint(rng(1, 99))
		case 6:
			local = g[:1] + s + digits(3)
		default:
			local = g + "-" + s
		}
		return local + "@" + pick(l.Domains)
	})
}

// workEmail is a named employee's address at a broker or employer.
func workEmail(l Loc, dom string) string {
	return uniq(same, func() string {
		g := asciiLower(pick(l.Given))
		s := strings.ReplaceAll(asciiLower(pick(l.Sur)), " ", "")
		switch r.Intn(3) {
		case 0:
			return g + "." + s + "@" + dom
		case 1:
			return g[:1] + "." + s + "@" + dom
		}
		return g + s[:1] + "@" + dom
	})
}

// ---------- phones ----------

var usAreas = []string{"201", "202", "203", "205", "206", "212", "213", "214", "215", "216", "224", "267", "281", "305", "310", "312", "313", "314", "323", "347", "404", "408", "410", "412", "415", "469", "480", "503", "512", "602", "612", "614", "617", "619", "646", "678", "702", "704", "713", "718", "773", "786", "801", "813", "832", "860", "904", "917", "919", "949", "971", "972"}

func nanpParts() (string, string, string) {
	a := pick(usAreas)
	var e string
	for {
		e = fmt.Sprint(rng(2, 9)) + digits(2)
		if e[1:] != "11" && e != "555" && e != "958" && e != "959" {
			break
		}
	}
	return a, e, digits(4)
}

func phoneKey(v string) string { return "tel:" + onlyDigits(v) }

// phone returns a realistic number of locale code in one of its written
// styles; style < 0 picks one of the common styles.
func phone(code string, style int) string {
	return uniq(phoneKey, func() string { return phone1(code, style) })
}

func phone1(code string, style int) string {
	switch code {
	case "US":
		a, e, s := nanpParts()
		if style < 0 {
			style = pick([]int{0, 0, 1, 1, 2, 3, 4, 8})
		}
		switch style {
		case 0:
			return "(" + a + ") " + e + "-" + s
		case 1:
			return a + "-" + e + "-" + s
		case 2:
			return a + "." + e + "." + s
		case 3:
			return "+1 " + a + " " + e + " " + s
		case 4:
			return "+1-" + a + "-" + e + "-" + s
		case 5:
			return "1-" + a + "-" + e + "-" + s
		case 6:
			return a + e + s
		case 7:
			return a + " " + e + " " + s
		case 9:
			return "+1" + a + e + s
		}
		return "+1 (" + a + ") " + e + "-" + s
	case "UK":
		if style < 0 {
			style = r.Intn(7)
		}
		mob := "7" + pick([]string{"4", "5", "7", "8", "9"}) + digits(2)
		rest := digits(6)
		for strings.HasPrefix(mob+rest, "7700900") {
			mob = "79" + digits(2)
		}
		switch style {
		case 0:
			return "0" + mob + " " + rest
		case 1:
			return "+44 " + mob + " " + rest
		case 2:
			return "+44 (0)" + mob + " " + rest[:3] + " " + rest[3:]
		case 3:
			return "0" + mob + rest
		case 4:
			return "020 " + pick([]string{"3", "7", "8"}) + digits(3) + " " + fmt.Sprint(rng(1000, 9999))
		case 5:
			return pick([]string{"0161", "0113", "0117", "0121", "0131", "0141", "0151"}) + " " + fmt.Sprint(rng(200, 899)) + " " + digits(4)
		case 6:
			return "+44 20 " + pick([]string{"3", "7", "8"}) + digits(3) + " " + digits(4)
		}
		return "+44" + mob + rest
	case "DE":
		if style < 0 {
			style = r.Intn(8)
		}
		pre := pick([]string{"151", "152", "157", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179"})
		n := fmt.Sprint(rng(2, 9)) + digits(6)
		if pre[:2] == "15" {
			n += digits(1)
		}
		switch style {
		case 0:
			return "0" + pre + " " + n
		case 1:
			return "0" + pre + "/" + n
		case 2:
			return "+49 " + pre + " " + n
		case 3:
			return "+49 (0)" + pre + " " + n
		case 4:
			return "030 " + fmt.Sprint(rng(2, 9)) + digits(7)
		case 5:
			return "089 / " + fmt.Sprint(rng(2, 9)) + digits(2) + " " + digits(3) + " " + digits(2)
		case 6:
			return pick([]string{"0221", "0211", "0711", "0341"}) + " " + fmt.Sprint(rng(2, 9)) + digits(6)
		}
		return "+49 " + pick([]string{"40", "69", "30", "89"}) + " " + fmt.Sprint(rng(2, 9)) + digits(6)
	case "FR":
		if style < 0 {
			style = r.Intn(6)
		}
		g := func() string { return digits(2) + " " + digits(2) + " " + digits(2) + " " + digits(2) }
		m := pick([]string{"6", "7"})
		switch style {
		case 0:
			return "0" + m + " " + g()
		case 1:
			return "+33 " + m + " " + g()
		case 2:
			return "0" + m + "." + strings.ReplaceAll(g(), " ", ".")
		case 3:
			return "0" + m + strings.ReplaceAll(g(), " ", "")
		case 4:
			return "0" + pick([]string{"1", "2", "3", "4", "5"}) + " " + g()
		}
		return "+33 (0)" + pick([]string{"1", "4", "5"}) + " " + g()
	case "ES":
		if style < 0 {
			style = r.Intn(5)
		}
		m := pick([]string{"6", "6", "7"})
		if m == "7" {
			m += fmt.Sprint(rng(1, 4))
		} else {
			m += digits(1)
		}
		m += digits(1)
		switch style {
		case 0:
			return m + " " + digits(3) + " " + digits(3)
		case 1:
			return "+34 " + m + " " + digits(3) + " " + digits(3)
		case 2:
			return m + digits(6)
		case 3:
			return pick([]string{"91", "93", "96", "95"}) + " " + digits(3) + " " + digits(2) + " " + digits(2)
		}
		return "+34 " + pick([]string{"91", "93", "94"}) + " " + digits(3) + " " + digits(2) + " " + digits(2)
	case "IT":
		if style < 0 {
			style = r.Intn(6)
		}
		m := "3" + pick([]string{"20", "28", "29", "30", "31", "33", "34", "35", "38", "39", "40", "45", "47", "48", "49", "66", "88", "89", "91", "92"})
		switch style {
		case 0:
			return m + " " + digits(3) + " " + digits(4)
		case 1:
			return "+39 " + m + " " + digits(3) + " " + digits(4)
		case 2:
			return m + digits(7)
		case 3:
			return m + "-" + digits(7)
		case 4:
			return pick([]string{"02", "06"}) + " " + digits(4) + " " + digits(4)
		}
		return "+39 " + pick([]string{"02", "06", "011", "055"}) + " " + digits(4) + " " + digits(3)
	case "NL":
		if style < 0 {
			style = r.Intn(6)
		}
		switch style {
		case 0:
			return "06-" + fmt.Sprint(rng(1, 6)) + digits(7)
		case 1:
			return "06 " + fmt.Sprint(rng(1, 6)) + digits(3) + " " + digits(4)
		case 2:
			return "+31 6 " + fmt.Sprint(rng(1, 6)) + digits(7)
		case 3:
			return "+31 (0)6 " + fmt.Sprint(rng(1, 6)) + digits(3) + " " + digits(4)
		case 4:
			return pick([]string{"020", "010", "030", "070"}) + "-" + fmt.Sprint(rng(2, 8)) + digits(2) + " " + digits(4)
		}
		return "+31 " + pick([]string{"20", "10", "30"}) + " " + fmt.Sprint(rng(2, 8)) + digits(2) + " " + digits(4)
	case "BR":
		if style < 0 {
			style = r.Intn(7)
		}
		ddd := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48", "62"})
		m := "9" + fmt.Sprint(rng(6, 9)) + digits(3)
		s := digits(4)
		switch style {
		case 0:
			return "(" + ddd + ") " + m + "-" + s
		case 1:
			return "+55 " + ddd + " " + m + "-" + s
		case 2:
			return "+55 (" + ddd + ") " + m + "-" + s
		case 3:
			return ddd + " " + m[:1] + " " + m[1:] + "-" + s
		case 4:
			return "(" + ddd + ") " + fmt.Sprint(rng(2, 4)) + digits(3) + "-" + s
		case 5:
			return "(" + ddd + ") " + m[:1] + " " + m[1:] + "-" + s
		}
		return "+55" + ddd + m + s
	case "IN":
		if style < 0 {
			style = r.Intn(6)
		}
		m := fmt.Sprint(rng(6, 9)) + digits(4)
		s := digits(5)
		switch style {
		case 0:
			return "+91 " + m + " " + s
		case 1:
			return "+91-" + m + s
		case 2:
			return "+91" + m + s
		case 3:
			return "0" + m + " " + s
		case 4:
			return m + s
		}
		return pick([]string{"022", "080", "044", "011"}) + " " + fmt.Sprint(rng(2, 6)) + digits(3) + " " + digits(4)
	case "JP":
		if style < 0 {
			style = r.Intn(6)
		}
		p := pick([]string{"90", "80", "70"})
		a, b := fmt.Sprint(rng(1, 9))+digits(3), digits(4)
		switch style {
		case 0:
			return "0" + p + "-" + a + "-" + b
		case 1:
			return "+81 " + p + "-" + a + "-" + b
		case 2:
			return "+81 " + p + " " + a + " " + b
		case 3:
			return "0" + pick([]string{"3", "6"}) + "-" + fmt.Sprint(rng(3, 6)) + digits(3) + "-" + digits(4)
		case 4:
			return pick([]string{"045", "052", "092", "011"}) + "-" + fmt.Sprint(rng(2, 9)) + digits(2) + "-" + digits(4)
		}
		return toFullWidth("0" + p + "-" + a + "-" + b)
	}
	panic(code)
}

func toFullWidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune('０' + (c - '0'))
		case c == '-':
			b.WriteRune('－')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// ---------- SSNs and ITINs ----------

func ssnKey(v string) string { return "ssn:" + onlyDigits(v) }

func ssnParts() (string, string, string) {
	for {
		a := rng(1, 899)
		if a == 666 {
			continue
		}
		g, s := rng(1, 99), rng(1, 9999)
		if a == 78 && g == 5 || a == 219 && g == 9 || a == 987 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
	}
}

// ssn writes a valid SSN: sep between groups.
func ssn(sep string) string {
	return uniq(ssnKey, func() string {
		a, g, s := ssnParts()
		return a + sep + g + sep + s
	})
}

func itin(sep string) string {
	return uniq(ssnKey, func() string {
		groups := []int{}
		for g := 50; g <= 65; g++ {
			groups = append(groups, g)
		}
		for g := 70; g <= 88; g++ {
			groups = append(groups, g)
		}
		groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
		return fmt.Sprintf("9%02d%s%02d%s%04d", rng(0, 99), sep, pick(groups), sep, rng(1, 9999))
	})
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

func luhnComplete(prefix string, length int) string {
	body := prefix + digits(length-len(prefix)-1)
	for c := 0; c < 10; c++ {
		d := body + fmt.Sprint(c)
		if luhnOK(d) {
			return d
		}
	}
	panic("luhn")
}

type brand struct {
	name     string
	prefixes []string
	length   int
}

var brands = []brand{
	{"Visa", []string{"4539", "4556", "4916", "4532", "4024", "4485", "4716", "4929", "4147", "4263"}, 16},
	{"Mastercard", []string{"51", "52", "53", "54", "55", "2221", "2300", "2500", "2720"}, 16},
	{"Amex", []string{"34", "37"}, 15},
	{"Discover", []string{"6011", "644", "645", "649", "65"}, 16},
	{"JCB", []string{"3528", "3530", "3540", "3566", "3589"}, 16},
	{"Diners", []string{"36", "300", "305"}, 14},
	{"Elo", []string{"636368", "438935", "504175", "451416", "636297", "506699", "509048", "627780"}, 16},
	{"Hipercard", []string{"606282"}, 16},
	{"RuPay", []string{"6521", "6522", "6070", "5085"}, 16},
	{"Maestro", []string{"6759", "5018", "6304"}, 16},
	{"UnionPay", []string{"6212", "6250"}, 16},
}

func brandByName(n string) brand {
	for _, b := range brands {
		if b.name == n {
			return b
		}
	}
	panic(n)
}

func cardKey(v string) string { return "cc:" + onlyDigits(v) }

// card returns a Luhn-valid number of brand bn; style 0 spaced groups,
// 1 dashed groups, 2 plain.
func card(bn string, style int) string {
	b := brandByName(bn)
	return uniq(cardKey, func() string {
		d := luhnComplete(pick(b.prefixes), b.length)
		return groupCard(d, style)
	})
}

func groupCard(d string, style int) string {
	if style == 2 {
		return d
	}
	sep := " "
	if style == 1 {
		sep = "-"
	}
	switch len(d) {
	case 15:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	}
	var parts []string
	for i := 0; i < len(d); i += 4 {
		j := i + 4
		if j > len(d) {
			j = len(d)
		}
		parts = append(parts, d[i:j])
	}
	return strings.Join(parts, sep)
}

func expiry() string { return fmt.Sprintf("%02d/%02d", rng(1, 12), rng(26, 31)) }

// ---------- tokens ----------

func b64u(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

var jwtIssuers = []string{"https://login.northbridge-mutual.com", "https://auth.lakeshorelife.com/oauth2/default", "https://id.versicherung-portal.de/realms/kunden", "https://sso.assurvie-direct.fr", "https://accounts.claimsdesk.io", "https://auth.polizza-online.it/realms/clienti", "https://login.mijnpensioen.nl", "https://auth.corretora-segura.com.br", "https://iam.suraksha-health.in", "https://id.hoken-portal.jp", "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Q7xK2pLmN"}

// jwt builds a real JWS: base64url JSON header and payload and a random
// signature of the algorithm's size.
func jwt(sub string) string {
	return uniq(same, func() string {
		alg := pick([]string{"RS256", "RS256", "HS256", "ES256", "PS256"})
		hdr := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
		if chance(0.6) {
			hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, randFrom(b64url, 22))
		}
		iat := 1717000000 + r.Intn(50000000)
		pay := fmt.Sprintf(`{"sub":"%s","iss":"%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
			sub, pick(jwtIssuers), pick([]string{"policy-api", "claims-portal", "broker-gateway", "pension-web", "mobile-app"}), iat, iat+pick([]int{900, 3600, 86400}),
			pick([]string{"claims:read claims:write", "policy.read", "openid profile email", "quotes:create", "beneficiary:update", "payments:write"}))
		n := 256
		switch alg {
		case "HS256":
			n = 32
		case "ES256":
			n = 64
		}
		if n == 256 && chance(0.5) {
			n = 128
		}
		return b64u([]byte(hdr)) + "." + b64u([]byte(pay)) + "." + b64u(randBytes(n))
	})
}

func subID() string {
	return pick([]string{"usr_", "cust-", "pol-", "00u", "auth0|", ""}) + randFrom(hexd, 12)
}

func tokUniq(gen func() string) string { return uniq(same, gen) }

func opaqueTok() string { return tokUniq(func() string { return randTok(rng(32, 56)) }) }
func stripeSK() string {
	return tokUniq(func() string { return "sk_live_" + pick([]string{"51", "51", ""}) + randTok(rng(24, 40)) })
}
func stripeRK() string { return tokUniq(func() string { return "rk_live_" + randTok(rng(24, 34)) }) }
func ghp() string      { return tokUniq(func() string { return "ghp_" + randTok(36) }) }
func glpat() string    { return tokUniq(func() string { return "glpat-" + randFrom(b64url, 20) }) }
func sendgrid() string {
	return tokUniq(func() string { return "SG." + randFrom(b64url, 22) + "." + randFrom(b64url, 43) })
}
func slackBot() string {
	return tokUniq(func() string { return "xoxb-" + digits(12) + "-" + digits(13) + "-" + randTok(24) })
}
func googleAT() string {
	return tokUniq(func() string { return "ya29.a0" + randFrom(b64url, rng(90, 140)) })
}
func openaiKey() string {
	return tokUniq(func() string { return "sk-proj-" + randFrom(b64url, 64) + "T3BlbkFJ" + randTok(24) })
}
func awsSecret() string {
	return tokUniq(func() string { return randFrom(alnum+"+/", 40) })
}
func twilioTok() string { return tokUniq(func() string { return randFrom(hexd, 32) }) }
func hexSecret(n int) string {
	return tokUniq(func() string { return randFrom(hexd, n) })
}
func whsec() string { return tokUniq(func() string { return "whsec_" + randTok(32) }) }
func slackHookSecret() string {
	return tokUniq(func() string { return randTok(24) })
}
func sasSig() string {
	return tokUniq(func() string {
		s := base64.StdEncoding.EncodeToString(randBytes(32))
		s = strings.ReplaceAll(s, "+", "%2B")
		s = strings.ReplaceAll(s, "/", "%2F")
		return strings.ReplaceAll(s, "=", "%3D")
	})
}
func clientSecret() string { return tokUniq(func() string { return randTok(rng(32, 44)) }) }
func azureClientSecret() string {
	return tokUniq(func() string { return randFrom(alnum, 3) + fmt.Sprint(rng(1, 9)) + "Q~" + randFrom(alnum+"_.-~", 34) })
}

var pwWords = []string{"Tulpe", "Harbor", "Maple", "Soleil", "Girasol", "Tramonto", "Fiets", "Saudade", "Chai", "Sakura", "Falcon", "Kestrel", "Bretzel", "Lavanda", "Molen", "Ipanema", "Monsoon", "Fuji", "Otter", "Granite"}

// password is a chosen-looking password: a word, digits, a symbol, mixed case.
func password() string {
	return tokUniq(func() string {
		switch r.Intn(4) {
		case 0:
			return pick(pwWords) + pick([]string{"!", "#", "$", "%", "&", "*", "?", "."}) + digits(rng(2, 4)) + randFrom("abcdefghjkmnpqrstuvwxyz", 2)
		case 1:
			return randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + randFrom("abcdefghjkmnpqrstuvwxyz", 3) + digits(2) + pick([]string{"#", "@", "!", "_"}) + randFrom(alnum, 4)
		case 2:
			return pick(pwWords) + "_" + pick(pwWords) + digits(2)
		}
		return randTok(rng(12, 16)) + pick([]string{"!", "=", "^", "+"})
	})
}

func basicCred(user string) (string, string) {
	pw := password()
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw)), pw
}
