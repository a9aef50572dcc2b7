package main

import (
	"fmt"
	"strings"
)

type Loc struct {
	code     string // en-US etc.
	c        string // country for phones
	lang     string // en es fr de it pt nl pl tr id
	first    []string
	last     []string
	domains  []string
	brands   []string
	carriers []string
}

var locs = map[string]*Loc{
	"en-US": {code: "en-US", c: "US", lang: "en",
		first:    []string{"James", "Maria", "Robert", "Jennifer", "Michael", "Linda", "David", "Patricia", "Chris", "Ashley", "Daniel", "Jessica", "Kevin", "Brittany", "Tyler", "Megan", "Luis", "Keisha", "Andre", "Tanya", "Brandon", "Heather"},
		last:     []string{"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Nguyen", "Patel", "O'Brien", "Kowalczyk"},
		domains:  []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "aol.com", "hotmail.com", "comcast.net", "att.net", "sbcglobal.net", "verizon.net"},
		brands:   []string{"Northwind Home", "BrightCart", "Cascade Outfitters", "Summit Wireless", "Maple & Pine", "HomeGoods Direct"},
		carriers: []string{"UPS", "FedEx", "USPS", "UPS", "FedEx"}},
	"en-GB": {code: "en-GB", c: "GB", lang: "en",
		first:    []string{"Oliver", "Amelia", "Harry", "Isla", "George", "Ava", "Jack", "Emily", "Charlie", "Sophie", "Callum", "Niamh", "Rhys", "Fiona", "Priya", "Mohammed"},
		last:     []string{"Taylor", "Evans", "Thomas", "Roberts", "Walker", "Wright", "Hughes", "Edwards", "Green", "Hall", "Wood", "Clarke", "Patel", "Khan", "O'Neill", "MacDonald"},
		domains:  []string{"btinternet.com", "yahoo.co.uk", "hotmail.co.uk", "sky.com", "outlook.com", "gmail.com", "virginmedia.com", "talktalk.net"},
		brands:   []string{"Harbour & Co", "Albion Electricals", "Kestrel Mobile", "Thistle Home", "PennyLane Fashion"},
		carriers: []string{"Royal Mail", "DPD", "Evri", "DHL", "Parcelforce"}},
	"en-IN": {code: "en-IN", c: "IN", lang: "en",
		first:    []string{"Rahul", "Priya", "Amit", "Sneha", "Vikram", "Anjali", "Arjun", "Kavya", "Rohan", "Pooja", "Suresh", "Deepa", "Karthik", "Meera"},
		last:     []string{"Sharma", "Verma", "Iyer", "Reddy", "Nair", "Gupta", "Singh", "Kumar", "Mehta", "Rao", "Joshi", "Chatterjee", "Pillai", "Desai"},
		domains:  []string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com", "hotmail.com"},
		brands:   []string{"ShopKaro", "Zestify Retail", "VoltMart", "Kirana Express", "Saffron Fashion"},
		carriers: []string{"Delhivery", "Blue Dart", "India Post", "Ecom Express", "Xpressbees"}},
	"en-AU": {code: "en-AU", c: "AU", lang: "en",
		first:    []string{"Jack", "Chloe", "Liam", "Mia", "Noah", "Charlotte", "Lachlan", "Matilda", "Cooper", "Ruby", "Harrison", "Zoe"},
		last:     []string{"Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Nguyen", "Kelly", "Ryan", "Mitchell", "Campbell", "Murphy"},
		domains:  []string{"bigpond.com", "optusnet.com.au", "gmail.com", "outlook.com", "icloud.com", "iinet.net.au"},
		brands:   []string{"Coastline Living", "Wattle Tech", "OzOutdoor", "Kookaburra Kitchens"},
		carriers: []string{"Australia Post", "StarTrack", "Aramex", "Toll"}},
	"es-ES": {code: "es-ES", c: "ES", lang: "es",
		first:    []string{"Carlos", "Lucía", "Javier", "María", "Alejandro", "Carmen", "Sergio", "Elena", "Pablo", "Laura", "Diego", "Marta", "Íñigo", "Nuria"},
		last:     []string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Díaz", "Moreno", "Muñoz", "Jiménez"},
		domains:  []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
		brands:   []string{"Hogar Sol", "TecnoPlaza", "ModaViva", "ElectroMar"},
		carriers: []string{"SEUR", "Correos Express", "MRW", "GLS", "Correos"}},
	"es-MX": {code: "es-MX", c: "MX", lang: "es",
		first:    []string{"José", "Guadalupe", "Juan", "Fernanda", "Luis", "Ximena", "Miguel", "Valeria", "Ricardo", "Daniela"},
		last:     []string{"Hernández", "García", "Martínez", "López", "González", "Ramírez", "Flores", "Cruz", "Morales", "Reyes"},
		domains:  []string{"gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "prodigy.net.mx"},
		brands:   []string{"TiendaMax", "Casa Azteca", "ElectroNorte"},
		carriers: []string{"Estafeta", "DHL", "FedEx", "Paquetexpress"}},
	"fr-FR": {code: "fr-FR", c: "FR", lang: "fr",
		first:    []string{"Camille", "Louis", "Chloé", "Hugo", "Léa", "Thomas", "Manon", "Julien", "Inès", "Antoine", "Sophie", "Mathieu", "Gaëlle"},
		last:     []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Lefèvre", "Girard", "Fontaine"},
		domains:  []string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "hotmail.fr", "gmail.com", "wanadoo.fr"},
		brands:   []string{"Maison Lumière", "ÉlectroPlus", "Boutique Céleste", "TechnoFrance"},
		carriers: []string{"Colissimo", "Chronopost", "DPD", "Mondial Relay"}},
	"de-DE": {code: "de-DE", c: "DE", lang: "de",
		first:    []string{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Marie", "Leon", "Sophie", "Maximilian", "Laura", "Jürgen", "Sabine", "Jörg", "Katharina"},
		last:     []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Groß", "Krüger"},
		domains:  []string{"web.de", "gmx.de", "t-online.de", "gmx.net", "posteo.de", "gmail.com"},
		brands:   []string{"Hausgut", "TechnoMarkt", "Nordlicht Mode", "Elektro Kaiser"},
		carriers: []string{"DHL", "Hermes", "DPD", "GLS", "UPS"}},
	"it-IT": {code: "it-IT", c: "IT", lang: "it",
		first:    []string{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Luca", "Sara", "Matteo", "Valentina", "Andrea", "Giorgio", "Elena"},
		last:     []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo"},
		domains:  []string{"libero.it", "alice.it", "virgilio.it", "tiscali.it", "gmail.com", "hotmail.it"},
		brands:   []string{"Casa Bella", "ElettroItalia", "Moda Roma", "TecnoSud"},
		carriers: []string{"BRT", "Poste Italiane", "GLS", "SDA"}},
	"pt-PT": {code: "pt-PT", c: "PT", lang: "pt",
		first:    []string{"João", "Maria", "Tiago", "Inês", "Rui", "Beatriz", "Duarte", "Mariana", "Nuno", "Catarina"},
		last:     []string{"Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa", "Fernandes"},
		domains:  []string{"sapo.pt", "gmail.com", "hotmail.com", "netcabo.pt", "outlook.pt"},
		brands:   []string{"Casa Lusa", "TecnoLisboa", "Atlântico Shop"},
		carriers: []string{"CTT", "DPD", "GLS", "CTT Expresso"}},
	"pt-BR": {code: "pt-BR", c: "BR", lang: "br",
		first:    []string{"Lucas", "Ana", "Gabriel", "Júlia", "Matheus", "Larissa", "Rafael", "Camila", "Bruno", "Fernanda", "Thiago", "Aline"},
		last:     []string{"Silva", "Souza", "Oliveira", "Lima", "Carvalho", "Almeida", "Ribeiro", "Gomes", "Barbosa", "Rocha", "Araújo", "Conceição"},
		domains:  []string{"uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "hotmail.com", "yahoo.com.br"},
		brands:   []string{"Magazine Sol", "Casa Tropical", "EletroBrasil", "LojaMix"},
		carriers: []string{"Correios", "Jadlog", "Loggi", "Total Express"}},
	"nl-NL": {code: "nl-NL", c: "NL", lang: "nl",
		first:    []string{"Daan", "Emma", "Sem", "Julia", "Lucas", "Sophie", "Bram", "Lotte", "Thijs", "Anouk", "Joost", "Femke"},
		last:     []string{"de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "de Boer", "van Dijk", "Bos"},
		domains:  []string{"ziggo.nl", "kpnmail.nl", "hotmail.nl", "planet.nl", "gmail.com", "xs4all.nl"},
		brands:   []string{"Polderhuis", "TulpTech", "Dijkstra Wonen"},
		carriers: []string{"PostNL", "DHL", "DPD", "GLS"}},
	"pl-PL": {code: "pl-PL", c: "PL", lang: "pl",
		first:    []string{"Jakub", "Anna", "Kacper", "Zuzanna", "Mateusz", "Julia", "Piotr", "Katarzyna", "Tomasz", "Magdalena"},
		last:     []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Dąbrowski", "Kozłowski"},
		domains:  []string{"wp.pl", "o2.pl", "interia.pl", "onet.pl", "gmail.com"},
		brands:   []string{"DomPlus", "ElektroMax", "Sklep Wisła"},
		carriers: []string{"InPost", "DPD", "Poczta Polska", "DHL"}},
	"tr-TR": {code: "tr-TR", c: "TR", lang: "tr",
		first:    []string{"Mehmet", "Ayşe", "Mustafa", "Fatma", "Emre", "Zeynep", "Burak", "Elif", "Can", "Merve"},
		last:     []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir"},
		domains:  []string{"hotmail.com", "gmail.com", "yandex.com.tr", "mynet.com", "outlook.com.tr"},
		brands:   []string{"EvTek", "Boğaziçi Elektronik", "ModaPazar"},
		carriers: []string{"Yurtiçi Kargo", "Aras Kargo", "MNG Kargo", "PTT Kargo"}},
	"id-ID": {code: "id-ID", c: "ID", lang: "id",
		first:    []string{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Andi", "Ayu", "Fajar", "Nur"},
		last:     []string{"Santoso", "Wijaya", "Saputra", "Hidayat", "Kusuma", "Pratama", "Lestari", "Nugroho", "Siregar", "Halim"},
		domains:  []string{"yahoo.co.id", "gmail.com", "ymail.com", "outlook.co.id"},
		brands:   []string{"TokoNusa", "Belanja Kita", "ElektroJaya"},
		carriers: []string{"JNE", "J&T Express", "SiCepat", "AnterAja"}},
}

var locCodes = []string{"en-US", "en-GB", "en-IN", "en-AU", "es-ES", "es-MX", "fr-FR", "de-DE", "it-IT", "pt-PT", "pt-BR", "nl-NL", "pl-PL", "tr-TR", "id-ID"}

func (g *G) loc(codes ...string) *Loc {
	if len(codes) == 0 {
		codes = locCodes
	}
	return locs[pickT(g, codes)]
}

// Person is one customer of a query.
type Person struct {
	first, last string
	num         Num
}

func (g *G) person(l *Loc) Person {
	return Person{first: pickT(g, l.first), last: pickT(g, l.last), num: g.newNum(l.c)}
}
func (p Person) full() string { return p.first + " " + p.last }

func (g *G) email(l *Loc, p Person) string { return g.emailFor(p.first, p.last, l.domains) }

// ---------- look-alikes ----------

func (g *G) postcode(l *Loc) string {
	switch l.c {
	case "US":
		if g.p(0.2) {
			return fmt.Sprintf("%05d-%04d", g.btw(10001, 99950), g.btw(1, 9999))
		}
		return fmt.Sprintf("%05d", g.btw(10001, 99950))
	case "GB":
		return g.pick("SW1A", "M14", "LS6", "B15", "EH3", "CF10", "BS8", "NE1", "G12", "E14") + " " + fmt.Sprint(g.btw(1, 9)) + g.from("ABDEFGHJLNPQRSTUWXYZ", 2)
	case "IN":
		return fmt.Sprint(g.btw(110001, 855999))
	case "AU":
		return fmt.Sprint(g.btw(2000, 7999))
	case "ES":
		return fmt.Sprintf("%05d", g.btw(1001, 52080))
	case "MX":
		return fmt.Sprintf("%05d", g.btw(1000, 99999))
	case "FR":
		return fmt.Sprintf("%02d%03d", g.btw(1, 95), g.n(20)*10)
	case "DE":
		return fmt.Sprintf("%05d", g.btw(1067, 99998))
	case "IT":
		return fmt.Sprintf("%05d", g.btw(10, 98168))
	case "PT":
		return fmt.Sprintf("%04d-%03d", g.btw(1000, 9970), g.n(1000))
	case "BR":
		return fmt.Sprintf("%05d-%03d", g.btw(1000, 99999), g.n(1000))
	case "NL":
		return fmt.Sprintf("%04d %s", g.btw(1011, 9999), g.from("ABCDEGHJKLMNPRSTVWXZ", 2))
	case "PL":
		return fmt.Sprintf("%02d-%03d", g.btw(0, 99), g.n(1000))
	case "TR":
		return fmt.Sprintf("%02d%03d", g.btw(1, 81), g.n(1000))
	case "ID":
		return fmt.Sprintf("%05d", g.btw(10110, 99999))
	}
	return g.d(5)
}

func thousands(n int, sep string) string {
	s := fmt.Sprint(n)
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	parts = append([]string{s}, parts...)
	return strings.Join(parts, sep)
}

func (g *G) money(l *Loc) string {
	v := g.btw(3, 2500)
	c := g.n(100)
	switch l.c {
	case "US":
		return g.pick("$", "$", "USD ") + thousands(v, ",") + fmt.Sprintf(".%02d", c)
	case "GB":
		return "£" + thousands(v, ",") + fmt.Sprintf(".%02d", c)
	case "IN":
		return g.pick("₹", "Rs. ", "INR ") + thousands(v*20, ",")
	case "AU":
		return g.pick("$", "A$", "AUD ") + thousands(v, ",") + fmt.Sprintf(".%02d", c)
	case "MX":
		return "$" + thousands(v*10, ",") + fmt.Sprintf(".%02d", c) + " MXN"
	case "BR":
		return "R$ " + thousands(v, ".") + fmt.Sprintf(",%02d", c)
	case "PL":
		return thousands(v, " ") + fmt.Sprintf(",%02d zł", c)
	case "TR":
		return g.pick("₺", "") + thousands(v*10, ".") + fmt.Sprintf(",%02d", c) + g.pick(" TL", "")
	case "ID":
		return "Rp " + thousands(v*5000, ".")
	}
	if g.p(0.5) {
		return thousands(v, ".") + fmt.Sprintf(",%02d €", c)
	}
	return "€" + thousands(v, ".") + fmt.Sprintf(",%02d", c)
}

var months = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func (g *G) date(l *Loc) string {
	y, m, d := g.btw(2023, 2026), g.btw(1, 12), g.btw(1, 28)
	switch l.c {
	case "US":
		return g.pick(fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%s %d, %d", months[m-1], d, y), fmt.Sprintf("%d/%d", m, d))
	case "GB", "AU", "IN":
		return g.pick(fmt.Sprintf("%02d/%02d/%d", d, m, y), fmt.Sprintf("%d %s %d", d, months[m-1], y), fmt.Sprintf("%d %s", d, months[m-1]))
	case "DE", "PL", "TR":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "NL":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func (g *G) isoDate() string {
	return fmt.Sprintf("%d-%02d-%02d", g.btw(2023, 2026), g.btw(1, 12), g.btw(1, 28))
}
func (g *G) isoTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", g.isoDate(), g.n(24), g.n(60), g.n(60))
}
func (g *G) clock() string { return fmt.Sprintf("%02d:%02d", g.btw(7, 21), g.n(12)*5) }
func (g *G) clock12() string {
	return fmt.Sprintf("%d:%02d %s", g.btw(1, 12), g.n(12)*5, g.pick("AM", "PM", "am", "pm"))
}
func (g *G) hms(maxMin int) string {
	s := g.btw(5, maxMin*60)
	return fmt.Sprintf("%02d:%02d:%02d", s/3600, (s/60)%60, s%60)
}
func (g *G) dob() string {
	return fmt.Sprintf("%02d/%02d/%d", g.btw(1, 28), g.btw(1, 12), g.btw(1948, 2004))
}

// orderID gives an order number in one of many shops' formats.
func (g *G) orderID(l *Loc) string {
	for {
		var s string
		switch g.n(11) {
		case 0:
			s = fmt.Sprintf("%03d-%07d-%07d", g.btw(111, 114), g.n(10000000), g.n(10000000))
		case 1:
			s = "#" + fmt.Sprint(g.btw(1001, 99999))
		case 2:
			s = "ORD-" + g.d(8)
		case 3:
			s = "SO" + g.d(7)
		case 4:
			s = "0000" + g.dnz(5)
		case 5:
			s = g.dnz(10)
		case 6:
			s = fmt.Sprintf("%d-%06d", g.btw(2023, 2026), g.n(1000000))
		case 7:
			s = g.from(alnumU, 3) + "-" + g.d(6)
		case 8:
			s = g.dnz(7)
		case 9:
			s = g.dnz(8)
		default:
			s = g.dnz(12)
		}
		if !accidentalCard(s) && !isSSNShape(s) {
			return s
		}
	}
}

func (g *G) tracking(carrier string) string {
	for {
		s := g.trackingRaw(carrier)
		if !accidentalCard(s) {
			return s
		}
	}
}

func (g *G) trackingRaw(carrier string) string {
	switch carrier {
	case "UPS":
		s := "1Z" + g.from(alnumU, 6) + g.pick("01", "02", "03", "42") + g.d(8)
		if g.p(0.25) {
			return s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:10] + " " + s[10:14] + " " + s[14:]
		}
		return s
	case "FedEx":
		if g.p(0.6) {
			s := g.pick("7", "2", "5") + g.d(11)
			if g.p(0.3) {
				return group(s, " ", 4, 4, 4)
			}
			return s
		}
		return "96" + g.d(13)
	case "USPS":
		s := "9400" + g.d(18)
		if g.p(0.5) {
			return group(s, " ", 4, 4, 4, 4, 4, 2)
		}
		return s
	case "DHL":
		switch g.n(3) {
		case 0:
			return g.dnz(10)
		case 1:
			return "00340434" + g.d(12)
		}
		return "JJD" + g.d(18)
	case "Royal Mail", "Parcelforce":
		return g.from(upper, 2) + g.d(9) + "GB"
	case "Evri", "Hermes":
		return "H" + g.from(alnumU, 15)
	case "DPD":
		return "0" + g.d(13)
	case "GLS":
		return g.d(11)
	case "Delhivery":
		return g.d(13)
	case "Blue Dart", "Ecom Express", "Xpressbees":
		return g.dnz(11)
	case "India Post", "Correios", "Poczta Polska", "PTT Kargo", "CTT", "Poste Italiane", "Correos":
		cc := map[string]string{"India Post": "IN", "Correios": "BR", "Poczta Polska": "PL", "PTT Kargo": "TR", "CTT": "PT", "Poste Italiane": "IT", "Correos": "ES"}[carrier]
		return g.pick("RR", "EE", "LX", "CP", "RA", "LB") + g.d(9) + cc
	case "Australia Post", "StarTrack":
		return g.from(upper, 3) + g.d(10)
	case "Aramex", "Toll":
		return g.dnz(12)
	case "SEUR", "Correos Express", "MRW":
		return g.from(upper, 2) + g.d(14)
	case "Estafeta":
		return g.d(22)
	case "Paquetexpress":
		return g.from(upper, 3) + g.d(9)
	case "Colissimo":
		return g.pick("6A", "8R", "6C") + g.d(11)
	case "Chronopost":
		return g.from(upper, 2) + g.d(9) + "FR"
	case "Mondial Relay":
		return g.d(8)
	case "BRT":
		return g.d(15)
	case "SDA":
		return g.from(upper, 2) + g.d(11)
	case "CTT Expresso":
		return g.from(upper, 2) + g.d(9) + "PT"
	case "Jadlog":
		return g.d(14)
	case "Loggi", "Total Express":
		return g.from(upper, 3) + g.d(8) + g.from(upper, 2)
	case "PostNL":
		return "3S" + g.from(upper, 4) + g.d(g.btw(7, 9))
	case "InPost":
		return g.d(24)
	case "Yurtiçi Kargo", "Aras Kargo", "MNG Kargo":
		return g.dnz(g.btw(10, 13))
	case "JNE":
		return g.from(upper, 3) + g.d(10)
	case "J&T Express":
		return "JP" + g.d(10)
	case "SiCepat":
		return "00" + g.d(10)
	case "AnterAja":
		return "1000" + g.d(11)
	}
	return g.d(12)
}

func (g *G) caseID() string {
	switch g.n(7) {
	case 0:
		return "0" + g.d(7)
	case 1:
		return "#" + g.dnz(6)
	case 2:
		return "CS" + g.d(7)
	case 3:
		return fmt.Sprintf("TKT-%d-%06d", g.btw(2023, 2026), g.n(1000000))
	case 4:
		return "INC" + g.d(7)
	case 5:
		return g.dnz(6)
	}
	return "C-" + g.dnz(5)
}

func (g *G) agentID() string {
	return g.pick("A-", "AGT-", "agt", "EMP", "") + fmt.Sprint(g.btw(1000, 99999))
}
func (g *G) ext() string   { return fmt.Sprint(g.btw(100, 8999)) }
func (g *G) store() string { return fmt.Sprintf("%04d", g.btw(12, 2999)) }
func (g *G) sku() string {
	if g.p(0.08) {
		return fmt.Sprintf("%d-%03d-%04d", g.btw(200, 989), g.n(1000), g.n(10000))
	}
	switch g.n(5) {
	case 0:
		return fmt.Sprintf("%02d-%04d-%02d", g.n(100), g.n(10000), g.n(100))
	case 1:
		return g.from(upper, 3) + "-" + g.d(4) + "-" + g.from(upper, 2)
	case 2:
		return "B0" + g.from(alnumU, 8)
	case 3:
		return g.d(6)
	}
	return g.from(upper, 2) + g.d(5)
}
func (g *G) conf() string { return g.from(alnumU, 6) }
func (g *G) refNo() string {
	switch g.n(4) {
	case 0:
		return "RF" + g.d(8)
	case 1:
		return g.dnz(10)
	case 2:
		return fmt.Sprintf("REF-%s-%s", g.from(alnumU, 4), g.d(4))
	}
	return g.dnz(9)
}
func (g *G) callSid() string { return "CA" + g.from(hexl, 32) }
func (g *G) last4() string   { return g.d(4) }
func (g *G) exp() string     { return fmt.Sprintf("%02d/%02d", g.btw(1, 12), g.btw(25, 31)) }
func (g *G) queue() string {
	return g.pick("Q_BILLING", "Q_RETURNS", "Q_TECH_T1", "Q_SALES_IN", "Q_COLLECTIONS", "Q_VIP", "Q_ES_SOPORTE", "Q_DE_KUNDEN", "Q_FR_SAV", "Q_BR_ATEND") + g.pick("", "_0"+fmt.Sprint(g.btw(1, 9)))
}

// maskedPhone keeps only the last digits of a phone.
func (g *G) maskedPhone(n Num) string {
	s := n.national()
	k := g.pick2(2, 3)
	if g.p(0.3) {
		k = 4
	}
	switch g.n(3) {
	case 0:
		return strings.Repeat("*", len(s)-k) + s[len(s)-k:]
	case 1:
		return "•••• ••• " + s[len(s)-k:]
	}
	return "xxx-xxx-" + s[len(s)-4:]
}

// idNumber is a national id that is no family of the six, to keep.
func (g *G) idNumber(l *Loc) (label, v string) {
	switch l.c {
	case "ES":
		n := g.btw(10000000, 99999999)
		return "DNI", fmt.Sprintf("%08d%c", n, "TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
	case "BR":
		return "CPF", fmt.Sprintf("%s.%s.%s-%s", g.d(3), g.d(3), g.d(3), g.d(2))
	case "PT":
		return "NIF", g.pick("1", "2", "5") + g.d(8)
	case "IT":
		return "codice fiscale", g.from(upperA, 6) + g.d(2) + g.from(upperA, 1) + g.d(2) + g.from(upperA, 1) + g.d(3) + g.from(upperA, 1)
	case "NL":
		return "klantnummer", g.dnz(8)
	case "DE":
		return "Kundennummer", g.dnz(8)
	case "FR":
		return "n° client", g.dnz(8)
	case "PL":
		return "NIP", fmt.Sprintf("%s-%s-%s-%s", g.dnz(3), g.d(3), g.d(2), g.d(2))
	case "TR":
		return "müşteri no", g.dnz(8)
	case "ID":
		return "ID pelanggan", g.dnz(9)
	case "IN":
		return "PAN", g.from(upperA, 5) + g.d(4) + g.from(upperA, 1)
	case "GB":
		return "customer ref", g.from(upper, 2) + g.d(6)
	case "AU":
		return "customer no.", g.dnz(8)
	}
	return "member ID", g.dnz(9)
}

var streets = map[string][]string{
	"US": {"Oak Avenue", "Elm St", "NW Glisan St", "Maple Dr", "Main St"},
	"GB": {"High Street", "Church Road", "Station Road", "King Street"},
	"IN": {"MG Road", "Park Street", "Linking Road", "Anna Salai"},
	"AU": {"George St", "Beach Rd", "Chapel St", "Smith St"},
	"ES": {"Calle Mayor", "Calle Sol", "Gran Vía", "Calle Alcalá"},
	"MX": {"Av. Reforma", "Calle Morelos", "Av. Juárez"},
	"FR": {"Rue Victor Hugo", "Avenue Jean Jaurès", "Rue de la Paix"},
	"DE": {"Hauptstraße", "Lindenstraße", "Bahnhofstraße", "Königsallee"},
	"IT": {"Via Roma", "Via Garibaldi", "Corso Buenos Aires"},
	"PT": {"Rua Augusta", "Rua do Carmo", "Avenida da Liberdade"},
	"BR": {"Rua das Flores", "Av. Paulista", "Rua XV de Novembro"},
	"NL": {"Kerkstraat", "Dorpsstraat", "Damrak"},
	"PL": {"ul. Długa", "ul. Polna", "ul. Marszałkowska"},
	"TR": {"Atatürk Cd.", "Gül Sk.", "İstiklal Cd."},
	"ID": {"Jl. Sudirman", "Jl. Merdeka", "Jl. Thamrin"},
}

func (g *G) street(l *Loc) string { return pickT(g, streets[l.c]) }
