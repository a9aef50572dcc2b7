package main

import (
	"fmt"
	"strings"
)

type person struct{ first, last string }

func (p person) full() string { return p.first + " " + p.last }

var usFirst = []string{"Maria", "James", "Linda", "Robert", "Patricia", "Michael", "Jennifer", "David", "Elizabeth", "William", "Susan", "Richard", "Jessica", "Joseph", "Sarah", "Thomas", "Karen", "Daniel", "Nancy", "Matthew", "Lisa", "Anthony", "Betty", "Mark", "Sandra", "Donald", "Ashley", "Steven", "Kimberly", "Andrew", "Donna", "Joshua", "Emily", "Kevin", "Michelle", "Brian", "Carol", "Latoya", "DeShawn", "Priya", "Tuan", "Aaliyah", "Jose", "Guadalupe", "Mei", "Kenji", "Fatima", "Omar", "Siobhan", "Colin"}
var usLast = []string{"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Nguyen", "Patel", "Okafor", "Kowalski", "O'Brien", "Fitzgerald", "Yamamoto", "Chen", "Haddad", "Novak", "Brennan"}
var ukFirst = []string{"Oliver", "Amelia", "Harry", "Isla", "George", "Ava", "Jack", "Mia", "Noah", "Grace", "Charlotte", "Thomas", "Sophie", "Eleanor", "Callum", "Rhiannon", "Aisha", "Mohammed", "Niamh", "Fergus"}
var ukLast = []string{"Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Evans", "Thomas", "Roberts", "Walker", "Wright", "Hughes", "Edwards", "Green", "Hall", "Wood", "Harris", "Clarke", "Patel", "Khan", "Begum", "Macleod", "Davies", "Price"}
var auFirst = []string{"Jack", "Charlotte", "Liam", "Olivia", "Chloe", "Lachlan", "Mia", "Cooper", "Ruby", "Zoe", "Harrison", "Matilda", "Bronwyn", "Darcy", "Tran", "Mehmet"}
var auLast = []string{"Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Nguyen", "Kelly", "Martin", "Ryan", "Walsh", "Thompson", "Papadopoulos", "Singh", "O'Connor", "McKenzie"}
var caFirst = []string{"Liam", "Emma", "Noah", "Olivia", "William", "Chloé", "Félix", "Léa", "Gabriel", "Jacob", "Mathis", "Zoé", "Harpreet", "Wei", "Aiden", "Brooke"}
var caLast = []string{"Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Smith", "Brown", "MacDonald", "Singh", "Li", "Campbell", "Anderson"}
var deFirst = []string{"Lukas", "Anna", "Jonas", "Lena", "Felix", "Leonie", "Maximilian", "Sophie", "Paul", "Marie", "Jürgen", "Ursula", "Klaus", "Monika", "Stefan", "Sabine", "Mehmet", "Ayşe", "Katharina", "Wolfgang"}
var deLast = []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Zimmermann", "Braun", "Krüger", "Yılmaz"}
var frFirst = []string{"Jean", "Marie", "Pierre", "Camille", "Louis", "Chloé", "Lucas", "Manon", "Hugo", "Léa", "Nathalie", "Philippe", "Sophie", "Karim", "Amina", "Élodie", "François", "Isabelle"}
var frLast = []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "Fournier", "Mercier", "Benali"}
var esFirst = []string{"José", "María", "Antonio", "Carmen", "Manuel", "Lucía", "Francisco", "Laura", "David", "Marta", "Javier", "Ana", "Alejandro", "Isabel", "Pablo", "Elena", "Sergio", "Cristina"}
var esLast = []string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Álvarez", "Romero", "Navarro"}
var mxFirst = []string{"José Luis", "María Guadalupe", "Juan Carlos", "Ana Karen", "Luis Fernando", "Fernanda", "Miguel Ángel", "Ximena", "Jorge", "Daniela", "Alejandro", "Itzel", "Ricardo", "Valeria"}
var mxLast = []string{"Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez", "Cruz", "Flores", "Gómez", "Morales", "Vázquez", "Reyes", "Jiménez"}
var brFirst = []string{"João", "Maria", "José", "Ana", "Francisco", "Antônia", "Carlos", "Juliana", "Paulo", "Fernanda", "Lucas", "Beatriz", "Rafael", "Camila", "Thiago", "Larissa"}
var brLast = []string{"Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Nascimento"}
var inFirst = []string{"Rahul", "Priya", "Amit", "Sunita", "Vikram", "Anjali", "Suresh", "Lakshmi", "Arjun", "Deepa", "Rajesh", "Kavita", "Mohammed", "Fatima", "Harpreet", "Meenakshi"}
var inLast = []string{"Sharma", "Verma", "Patel", "Reddy", "Iyer", "Nair", "Gupta", "Singh", "Kumar", "Rao", "Menon", "Joshi", "Chatterjee", "Das", "Khan", "Pillai"}

type jpName struct{ kanji, roma string }

var jpLast = []jpName{{"山田", "yamada"}, {"佐藤", "sato"}, {"鈴木", "suzuki"}, {"高橋", "takahashi"}, {"田中", "tanaka"}, {"伊藤", "ito"}, {"渡辺", "watanabe"}, {"中村", "nakamura"}, {"小林", "kobayashi"}, {"加藤", "kato"}, {"吉田", "yoshida"}, {"松本", "matsumoto"}}
var jpFirst = []jpName{{"太郎", "taro"}, {"花子", "hanako"}, {"健一", "kenichi"}, {"美咲", "misaki"}, {"大輔", "daisuke"}, {"由美", "yumi"}, {"翔太", "shota"}, {"陽子", "yoko"}, {"誠", "makoto"}, {"恵", "megumi"}}

func (g *G) personFrom(first, last []string) person {
	return person{pickOf(g, first), pickOf(g, last)}
}

func (g *G) us() person { return g.personFrom(usFirst, usLast) }
func (g *G) uk() person { return g.personFrom(ukFirst, ukLast) }
func (g *G) au() person { return g.personFrom(auFirst, auLast) }
func (g *G) ca() person { return g.personFrom(caFirst, caLast) }
func (g *G) de() person { return g.personFrom(deFirst, deLast) }
func (g *G) fr() person { return g.personFrom(frFirst, frLast) }
func (g *G) es() person { return g.personFrom(esFirst, esLast) }
func (g *G) mx() person { return g.personFrom(mxFirst, mxLast) }
func (g *G) br() person { return g.personFrom(brFirst, brLast) }
func (g *G) in() person { return g.personFrom(inFirst, inLast) }

var asciiFold = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ê", "e", "ë", "e", "à", "a", "á", "a", "â", "a", "ã", "a", "í", "i", "ï", "i", "î", "i", "ó", "o", "ô", "o", "õ", "o", "ú", "u", "ç", "c", "ñ", "n", "ı", "i", "ş", "s", "'", "", " ", ".", "Á", "A", "É", "E", "Ü", "Ue", "Ö", "Oe", "Ä", "Ae", "ô", "o")

func slug(s string) string { return strings.ToLower(asciiFold.Replace(s)) }

// personalEmail makes a private address for a person.
func (g *G) personalEmail(p person, domains ...string) string {
	f, l := slug(p.first), slug(p.last)
	if i := strings.Index(f, "."); i > 0 {
		f = f[:i]
	}
	var local string
	switch g.r.IntN(7) {
	case 0:
		local = f + "." + l
	case 1:
		local = f + l + fmt.Sprint(g.n(1, 99))
	case 2:
		local = f[:1] + l + fmt.Sprint(g.n(60, 99))
	case 3:
		local = f + "_" + l
	case 4:
		local = l + "." + f + fmt.Sprint(g.n(1970, 2005))
	case 5:
		local = f + "." + l + "+portal"
	default:
		local = f[:1] + "." + l
	}
	if len(domains) == 0 {
		domains = []string{"gmail.com", "gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net"}
	}
	return local + "@" + pickOf(g, domains)
}

func (g *G) workEmail(p person, domain string) string {
	f, l := slug(p.first), slug(p.last)
	if i := strings.Index(f, "."); i > 0 {
		f = f[:i]
	}
	switch g.r.IntN(4) {
	case 0:
		return f + "." + l + "@" + domain
	case 1:
		return f[:1] + l + "@" + domain
	case 2:
		return l + "@" + domain
	default:
		return f + "@" + domain
	}
}

// ---------- organisations ----------

type org struct{ name, domain, city, state, zip, street string }

var usOrgs = []org{
	{"Cascade Family Medicine", "cascadefm.com", "Portland", "OR", "97214", "3181 SE Division St, Suite 200"},
	{"Riverside Cardiology Associates", "riversidecardio.org", "Columbus", "OH", "43215", "600 N High St, Ste 410"},
	{"Lakeshore Orthopedics", "lakeshoreortho.com", "Chicago", "IL", "60611", "680 N Lake Shore Dr, Floor 12"},
	{"Mercy Valley Medical Center", "mercyvalley.org", "Fresno", "CA", "93721", "2823 Fresno St"},
	{"Sunbelt Endocrinology", "sunbeltendo.com", "Tampa", "FL", "33606", "2 Columbia Dr, Suite 640"},
	{"Green Mountain Pediatrics", "gmpeds.org", "Burlington", "VT", "05401", "111 Colchester Ave"},
	{"Desert Sky Pulmonary", "desertskypulm.com", "Phoenix", "AZ", "85006", "1300 N 12th St, Ste 520"},
	{"Bayou Women's Health", "bayouwomenshealth.com", "New Orleans", "LA", "70115", "4429 Clara St"},
	{"Northstar Behavioral Health", "northstarbh.org", "Minneapolis", "MN", "55404", "2312 S 6th St"},
	{"Harborview Oncology Partners", "harborviewonc.com", "Seattle", "WA", "98104", "325 9th Ave"},
	{"Piedmont Renal Clinic", "piedmontrenal.com", "Charlotte", "NC", "28204", "1918 Randolph Rd, Ste 300"},
	{"Lone Star Sleep Center", "lonestarsleep.com", "Austin", "TX", "78705", "1301 W 38th St, Ste 104"},
}

var usPayers = []string{"Aetna PPO", "Aetna Medicare Advantage", "Blue Cross Blue Shield of Illinois", "Anthem Blue Cross", "UnitedHealthcare Choice Plus", "Cigna Open Access Plus", "Humana Gold Plus HMO", "Kaiser Permanente", "Medicare Part B", "Oregon Health Plan (Medicaid)", "Tricare Select", "Molina Healthcare", "Regence BlueCross BlueShield", "Premera Blue Cross", "Ambetter from Sunshine Health"}

var lawFirms = []org{
	{"Smith & Kowalski LLP", "smithkowalski.com", "Portland", "OR", "97204", "1211 SW 5th Ave, Suite 1900"},
	{"Harmon Ruiz Injury Law", "harmonruizlaw.com", "Houston", "TX", "77002", "909 Fannin St, Ste 2000"},
	{"Brennan Okafor PC", "brennanokafor.com", "Boston", "MA", "02110", "100 Federal St, 20th Fl"},
	{"Westlake Disability Advocates", "westlakedisability.com", "Cleveland", "OH", "44113", "1360 W 9th St"},
	{"Pacific Med-Mal Group", "pacmedmal.com", "San Diego", "CA", "92101", "600 W Broadway, Suite 700"},
	{"Nguyen & Patel Elder Law", "nguyenpatellaw.com", "Atlanta", "GA", "30303", "191 Peachtree St NE, Ste 3300"},
}

func (g *G) memberID() string {
	switch g.r.IntN(7) {
	case 0:
		return g.upper(3) + g.digits(9)
	case 1:
		return "W" + g.digits(9)
	case 2:
		return g.digits(9) + "01"
	case 3:
		return g.upper(3) + "W" + g.digits(8)
	case 4:
		return "H" + g.digits(8)
	case 5:
		return g.digits(11)
	default:
		return "ZGP" + g.digits(8)
	}
}

func (g *G) groupNo() string {
	switch g.r.IntN(5) {
	case 0:
		return g.digits(7)
	case 1:
		return fmt.Sprintf("%d-%s", g.n(10, 99), g.digits(5))
	case 2:
		return "GRP" + g.digits(6)
	case 3:
		return g.digits(6) + "-" + g.digits(3) + "-" + g.digits(5)
	default:
		return g.upper(2) + g.digits(5)
	}
}

func (g *G) mrn() string {
	switch g.r.IntN(5) {
	case 0:
		return g.digits(8)
	case 1:
		return "E" + g.digits(7)
	case 2:
		return g.digits(3) + "-" + g.digits(2) + "-" + g.digits(2)
	case 3:
		return g.digits(10)
	default:
		return g.digits(7)
	}
}

func (g *G) claimNo() string {
	switch g.r.IntN(6) {
	case 0:
		return fmt.Sprintf("%d%s", g.n(22, 25), g.digits(11))
	case 1:
		return "CLM-" + g.digits(8)
	case 2:
		return fmt.Sprintf("E%s", g.digits(10))
	case 3:
		return fmt.Sprintf("%02d%s", g.n(0, 2), g.digits(11))
	case 4:
		return fmt.Sprintf("%d-%s-%s", g.n(2023, 2025), g.digits(6), g.digits(2))
	default:
		return g.alnumU(3) + g.digits(7)
	}
}

func (g *G) authNo() string {
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprintf("PA-%d-%s", g.n(2023, 2025), g.digits(6))
	case 1:
		return "A" + g.digits(10)
	case 2:
		return fmt.Sprintf("%dR%s", g.n(23, 25), g.digits(8))
	default:
		return g.digits(12)
	}
}

func (g *G) roomBed() string {
	switch g.r.IntN(4) {
	case 0:
		return fmt.Sprintf("Rm %d%02d-%s", g.n(2, 9), g.n(1, 40), g.pick("A", "B"))
	case 1:
		return fmt.Sprintf("Room %d, Bed %d", g.n(201, 934), g.n(1, 2))
	case 2:
		return fmt.Sprintf("%s %d%s", g.pick("4 West", "5N", "ICU", "MICU", "PCU", "3 East"), g.n(1, 32), g.pick("", "A", "B"))
	default:
		return fmt.Sprintf("Unit %s, bed %02d", g.pick("7B", "6C", "CVICU", "L&D"), g.n(1, 30))
	}
}
