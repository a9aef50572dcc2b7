package main

import (
	"fmt"
	"strings"
)

type Person struct {
	First, Last, Name string // display
	EF, EL            string // ascii for e-mail
}

type Loc struct {
	Code    string
	First   []string
	Last    []string
	Domains []string
	Biz     []string // business domains
	phones  []func(r *R) string
	mobiles []func(r *R) string
	Money   func(r *R, c int64) string
	Date    func(r *R) string
	Cities  []string
}

func (l *Loc) Phone(r *R) string  { return pick(r, l.phones)(r) }
func (l *Loc) Mobile(r *R) string { return pick(r, l.mobiles)(r) }

var asciiRep = strings.NewReplacer("á", "a", "à", "a", "â", "a", "ä", "a", "ã", "a", "ą", "a", "é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e",
	"í", "i", "ì", "i", "î", "i", "ó", "o", "ò", "o", "ô", "o", "ö", "o", "õ", "o", "ú", "u", "ù", "u", "ü", "u", "ñ", "n", "ń", "n", "ç", "c", "ć", "c",
	"ł", "l", "ś", "s", "ź", "z", "ż", "z", "ß", "ss", "Á", "A", "É", "E", "Ł", "L", "Ś", "S", "Ż", "Z", "Ö", "O", "Ü", "U", "'", "", " ", "")

func asc(s string) string { return strings.ToLower(asciiRep.Replace(s)) }

var jpFirst = [][2]string{{"翔太", "shota"}, {"美咲", "misaki"}, {"大輔", "daisuke"}, {"陽菜", "hina"}, {"健", "ken"}, {"由美", "yumi"}, {"拓也", "takuya"}, {"直子", "naoko"}, {"蓮", "ren"}, {"さくら", "sakura"}}
var jpLast = [][2]string{{"佐藤", "sato"}, {"鈴木", "suzuki"}, {"高橋", "takahashi"}, {"田中", "tanaka"}, {"伊藤", "ito"}, {"渡辺", "watanabe"}, {"山本", "yamamoto"}, {"中村", "nakamura"}, {"小林", "kobayashi"}, {"加藤", "kato"}}

func (r *R) Person(l *Loc) Person {
	if l.Code == "jp" {
		f, la := pick(r, jpFirst), pick(r, jpLast)
		return Person{f[0], la[0], la[0] + " " + f[0], f[1], la[1]}
	}
	f, la := pick(r, l.First), pick(r, l.Last)
	return Person{f, la, f + " " + la, asc(f), asc(la)}
}

func (r *R) Email(l *Loc, p Person) string {
	f, la := p.EF, p.EL
	var local string
	switch r.IntN(9) {
	case 0:
		local = f + "." + la
	case 1:
		local = f[:1] + la
	case 2:
		local = f + la + r.D(r.I(2, 4))
	case 3:
		local = f + "_" + la
	case 4:
		local = f + "." + la + "+" + r.P("taxes", "irs", "banking", "crypto", "invoices", "cpa")
	case 5:
		local = la + "." + f[:1]
	case 6:
		local = f + r.D(2)
	case 7:
		local = f + "." + la + r.D(2)
	default:
		local = f[:1] + "." + la
	}
	return local + "@" + pick(r, l.Domains)
}

func (r *R) BizEmail(l *Loc, p Person) string {
	var local string
	switch r.IntN(5) {
	case 0:
		local = p.EF
	case 1:
		local = p.EF + "." + p.EL
	case 2:
		local = p.EF[:1] + p.EL
	case 3:
		generic := map[string][]string{"es": {"contabilidad", "administracion"}, "mx": {"contabilidad", "facturacion"}, "de": {"buchhaltung", "kanzlei"}, "fr": {"compta", "contact"}, "it": {"amministrazione", "studio"}, "nl": {"administratie", "info"}, "pl": {"ksiegowosc", "biuro"}, "br": {"financeiro", "contato"}, "jp": {"info", "keiri"}}[l.Code]
		local = pick(r, append([]string{"billing", "accounts", "invoices", "office"}, generic...))
	default:
		local = p.EF + "." + p.EL
	}
	return local + "@" + pick(r, l.Biz)
}

// ---------- phone helpers ----------

func fmtDigits(d string, sizes []int, sep string) string { return group(d, sizes, sep) }

var usAreas = []string{"212", "415", "312", "617", "713", "305", "206", "404", "646", "702", "503", "512", "720", "214", "919", "973", "704", "615", "858", "571", "267", "480", "909", "630", "347", "786", "424", "818", "602", "314"}
var caAreas = []string{"416", "604", "514", "403", "613", "647", "778", "905", "438", "587", "780", "902", "204", "306"}

func (r *R) nanp(areas []string) (string, string, string) {
	a := pick(r, areas)
	for {
		e := fmt.Sprintf("%d%s", r.I(2, 9), r.D(2))
		if e != "555" && e[1:] != "11" {
			return a, e, r.D(4)
		}
	}
}

func (r *R) nanpFmt(a, e, l string, intl bool) string {
	if intl {
		return nanpIntl(r, a, e, l)
	}
	switch r.IntN(8) {
	case 0, 1:
		return "(" + a + ") " + e + "-" + l
	case 2, 3:
		return a + "-" + e + "-" + l
	case 4:
		return a + "." + e + "." + l
	case 5:
		return a + " " + e + " " + l
	case 6:
		return "1-" + a + "-" + e + "-" + l
	default:
		return "(" + a + ")" + e + "-" + l
	}
}

func nanpIntl(r *R, a, e, l string) string {
	switch r.IntN(6) {
	case 0:
		return "+1 " + a + " " + e + " " + l
	case 1:
		return "+1-" + a + "-" + e + "-" + l
	case 2:
		return "+1 (" + a + ") " + e + "-" + l
	case 3:
		return "+1" + a + e + l
	case 4:
		return "+1." + a + "." + e + "." + l
	default:
		return "+1 " + a + "-" + e + "-" + l
	}
}

func nanpPhones(areas []string) []func(r *R) string {
	return []func(r *R) string{
		func(r *R) string { a, e, l := r.nanp(areas); return r.nanpFmt(a, e, l, false) },
		func(r *R) string { a, e, l := r.nanp(areas); return r.nanpFmt(a, e, l, false) },
		func(r *R) string { a, e, l := r.nanp(areas); return r.nanpFmt(a, e, l, false) },
		func(r *R) string { a, e, l := r.nanp(areas); return nanpIntl(r, a, e, l) },
		func(r *R) string { a, e, l := r.nanp(areas); return a + e + l },
	}
}

func tollFree(r *R) string {
	a := r.P("800", "888", "877", "866", "855", "844")
	e := fmt.Sprintf("%d%s", r.I(2, 9), r.D(2))
	l := r.D(4)
	switch r.IntN(4) {
	case 0:
		return "1-" + a + "-" + e + "-" + l
	case 1:
		return "(" + a + ") " + e + "-" + l
	case 2:
		return "+1 " + a + " " + e + " " + l
	default:
		return a + "-" + e + "-" + l
	}
}

func (r *R) sp(d string, sizes ...int) string { return group(d, sizes, " ") }

var locs = map[string]*Loc{}
var locList []*Loc

func L(code string) *Loc { return locs[code] }

func (r *R) AnyLoc() *Loc { return pick(r, locList) }

func init() {
	add := func(l *Loc) { locs[l.Code] = l; locList = append(locList, l) }

	usd2 := func(r *R, c int64) string { return usd(c) }
	add(&Loc{Code: "us",
		First:   []string{"James", "Maria", "Robert", "Jennifer", "Michael", "Linda", "David", "Ashley", "Christopher", "Jessica", "Tyrone", "Keisha", "Daniel", "Megan", "Brandon", "Priya", "Kevin", "Rachel"},
		Last:    []string{"Smith", "Johnson", "Williams", "Brown", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Nguyen", "Patel", "Thompson", "O'Connor", "Washington", "Kowalski", "Reyes"},
		Domains: []string{"gmail.com", "gmail.com", "yahoo.com", "outlook.com", "icloud.com", "aol.com", "hotmail.com", "comcast.net", "protonmail.com", "att.net"},
		Biz:     []string{"harborlinecpa.com", "brightpathtax.com", "summitledger.io", "oakandpinefinancial.com", "rivera-bookkeeping.com", "northstarmortgage.com", "cedarcreekcu.org"},
		phones:  append(nanpPhones(usAreas), tollFree),
		mobiles: nanpPhones(usAreas),
		Money:   usd2,
		Date:    func(r *R) string { return r.DateUS() },
		Cities:  []string{"Austin, TX 78704", "Brooklyn, NY 11215", "Oakland, CA 94610", "Columbus, OH 43215", "Tampa, FL 33602", "Denver, CO 80205", "Chicago, IL 60614", "Charlotte, NC 28203"},
	})
	add(&Loc{Code: "ca",
		First:   []string{"Liam", "Chloe", "Ethan", "Sophie", "Noah", "Olivia", "Mathieu", "Gabrielle", "Lucas", "Ava", "Harpreet", "Wei"},
		Last:    []string{"Tremblay", "Roy", "Gagnon", "MacDonald", "Campbell", "Wong", "Singh", "Lee", "Bouchard", "Fraser", "Chen"},
		Domains: []string{"gmail.com", "rogers.com", "shaw.ca", "sympatico.ca", "hotmail.ca", "outlook.com", "telus.net", "videotron.ca"},
		Biz:     []string{"maplefieldcpa.ca", "tremblay-comptables.ca", "northshoretax.ca", "prairiebooks.ca"},
		phones:  nanpPhones(caAreas),
		mobiles: nanpPhones(caAreas),
		Money: func(r *R, c int64) string {
			return r.P("$", "C$", "CA$") + commas(c/100, ",") + fmt.Sprintf(".%02d", c%100)
		},
		Date:   func(r *R) string { return r.DateISO() },
		Cities: []string{"Toronto, ON M5V 2T6", "Vancouver, BC V6B 1A1", "Montréal, QC H2X 1Y4", "Calgary, AB T2P 0L4", "Halifax, NS B3J 1A1"},
	})
	add(&Loc{Code: "uk",
		First:   []string{"Oliver", "Amelia", "Harry", "Isla", "George", "Charlotte", "Jack", "Emily", "Mohammed", "Sophie", "Callum", "Niamh"},
		Last:    []string{"Taylor", "Jones", "Wilson", "Evans", "Thomas", "Roberts", "Walker", "Wright", "Hughes", "Khan", "McLeod", "Begum"},
		Domains: []string{"gmail.com", "btinternet.com", "yahoo.co.uk", "outlook.com", "hotmail.co.uk", "sky.com", "virginmedia.com", "live.co.uk"},
		Biz:     []string{"mwtax.co.uk", "thornbury-accountants.co.uk", "ledgerlane.uk", "hughesandco.co.uk"},
		phones: []func(r *R) string{
			func(r *R) string { return "07" + r.P("7", "8", "9", "4", "5") + r.D(2) + " " + r.D(6) },
			func(r *R) string { return "+44 7" + r.P("7", "8", "9", "4") + r.D(2) + " " + r.D(6) },
			func(r *R) string { return "+44 (0)7" + r.P("7", "8", "9") + r.D(2) + " " + r.D(3) + " " + r.D(3) },
			func(r *R) string { return "07" + r.P("7", "8", "9", "4") + r.D(8) },
			func(r *R) string { return "020 " + r.P("7", "3", "8") + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "+44 20 " + r.P("7", "3", "8") + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "+44 (0)161 " + r.DN(3) + " " + r.D(4) },
			func(r *R) string {
				return r.P("0161", "0121", "0113", "0131", "0117", "0141") + " " + r.DN(3) + " " + r.D(4)
			},
			func(r *R) string { return "+447" + r.P("7", "8", "9") + r.D(8) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string { return "07" + r.P("7", "8", "9", "4", "5") + r.D(2) + " " + r.D(6) },
			func(r *R) string { return "+44 7" + r.P("7", "8", "9", "4") + r.D(2) + " " + r.D(6) },
			func(r *R) string { return "07" + r.P("7", "8", "9", "4") + r.D(2) + " " + r.D(3) + " " + r.D(3) },
		},
		Money:  func(r *R, c int64) string { return "£" + commas(c/100, ",") + fmt.Sprintf(".%02d", c%100) },
		Date:   func(r *R) string { return r.DateEU("/") },
		Cities: []string{"Leeds LS1 4AP", "Manchester M1 3BN", "London SE1 9SG", "Bristol BS1 5TR", "Glasgow G2 1DY"},
	})
	add(&Loc{Code: "mx",
		First:   []string{"José", "Guadalupe", "Juan", "María Fernanda", "Luis", "Ximena", "Carlos", "Sofía", "Alejandro", "Valeria"},
		Last:    []string{"Hernández", "García", "López", "Martínez", "González", "Pérez", "Sánchez", "Ramírez", "Flores", "Torres"},
		Domains: []string{"gmail.com", "hotmail.com", "yahoo.com.mx", "outlook.com", "prodigy.net.mx", "live.com.mx"},
		Biz:     []string{"contabilidadlopez.mx", "despachofiscalgarcia.com.mx", "asesoresmtz.mx"},
		phones: []func(r *R) string{
			func(r *R) string { return "+52 " + r.P("55", "33", "81") + " " + r.D(4) + " " + r.D(4) },
			func(r *R) string { return r.P("55", "33", "81") + " " + r.DN(4) + " " + r.D(4) },
			func(r *R) string { return "(" + r.P("55", "33", "81") + ") " + r.DN(4) + "-" + r.D(4) },
			func(r *R) string { return "+52 1 " + r.P("55", "33", "81") + " " + r.D(4) + " " + r.D(4) },
			func(r *R) string { return r.P("998", "222", "442", "664") + " " + r.DN(3) + " " + r.D(4) },
			func(r *R) string { return "+52" + r.P("55", "33", "81") + r.DN(8) },
			func(r *R) string { return r.P("55", "33") + r.DN(8) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string { return "+52 1 " + r.P("55", "33", "81") + " " + r.D(4) + " " + r.D(4) },
			func(r *R) string { return r.P("55", "33", "81") + " " + r.DN(4) + " " + r.D(4) },
		},
		Money: func(r *R, c int64) string {
			return "$" + commas(c/100, ",") + fmt.Sprintf(".%02d", c%100) + r.P(" MXN", " pesos", "")
		},
		Date:   func(r *R) string { return r.DateEU("/") },
		Cities: []string{"Col. Roma Norte, CDMX 06700", "Guadalajara, Jal. 44100", "Monterrey, N.L. 64000"},
	})
	add(&Loc{Code: "br",
		First:   []string{"João", "Ana", "Pedro", "Mariana", "Lucas", "Beatriz", "Gabriel", "Larissa", "Rafael", "Camila"},
		Last:    []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Ferreira"},
		Domains: []string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br", "yahoo.com.br", "outlook.com"},
		Biz:     []string{"escritoriosouza.com.br", "contabilalmeida.com.br", "ferreiracontabil.com.br"},
		phones: []func(r *R) string{
			func(r *R) string {
				return "+55 " + r.P("11", "21", "31", "41", "51", "61", "71", "81", "85") + " 9" + r.D(4) + "-" + r.D(4)
			},
			func(r *R) string { return "(" + r.P("11", "21", "31", "41", "51") + ") 9" + r.D(4) + "-" + r.D(4) },
			func(r *R) string {
				return "(" + r.P("11", "21", "31", "41") + ") " + r.P("2", "3", "4") + r.D(3) + "-" + r.D(4)
			},
			func(r *R) string { return "+55 (" + r.P("11", "21", "48") + ") 9 " + r.D(4) + "-" + r.D(4) },
			func(r *R) string { return r.P("11", "21", "31", "85") + " 9" + r.D(4) + "-" + r.D(4) },
			func(r *R) string { return "+55" + r.P("11", "21", "31") + "9" + r.D(8) },
			func(r *R) string { return r.P("11", "21", "31") + " 9 " + r.D(4) + " " + r.D(4) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string {
				return "+55 " + r.P("11", "21", "31", "41", "51", "61", "71", "81", "85") + " 9" + r.D(4) + "-" + r.D(4)
			},
			func(r *R) string { return "(" + r.P("11", "21", "31", "41", "51") + ") 9" + r.D(4) + "-" + r.D(4) },
			func(r *R) string { return "+55" + r.P("11", "21", "31") + "9" + r.D(8) },
			func(r *R) string { return r.P("11", "21") + "9" + r.D(8) },
		},
		Money:  func(r *R, c int64) string { return "R$ " + eurDE(c) },
		Date:   func(r *R) string { return r.DateEU("/") },
		Cities: []string{"São Paulo - SP, 01310-100", "Rio de Janeiro - RJ, 22041-001", "Belo Horizonte - MG, 30130-010"},
	})
	add(&Loc{Code: "es",
		First:   []string{"Javier", "Lucía", "Alejandro", "Carmen", "Pablo", "Marta", "Sergio", "Elena", "Álvaro", "Nuria"},
		Last:    []string{"García", "Fernández", "González", "Rodríguez", "López", "Martín", "Sánchez", "Jiménez", "Ruiz", "Moreno"},
		Domains: []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es", "movistar.es"},
		Biz:     []string{"asesoriamartin.es", "gestoriaruiz.com", "fiscalmoreno.es"},
		phones: []func(r *R) string{
			func(r *R) string { return r.P("6", "7") + r.D(2) + " " + r.D(3) + " " + r.D(3) },
			func(r *R) string { return "+34 " + r.P("6", "7") + r.D(2) + " " + r.D(3) + " " + r.D(3) },
			func(r *R) string { return r.P("6", "7") + r.D(2) + " " + r.D(2) + " " + r.D(2) + " " + r.D(2) },
			func(r *R) string { return "+34 " + r.P("6", "7") + r.D(8) },
			func(r *R) string { return r.P("91", "93", "95", "96") + " " + r.D(3) + " " + r.D(2) + " " + r.D(2) },
			func(r *R) string { return "+34 " + r.P("91", "93") + " " + r.D(3) + " " + r.D(2) + " " + r.D(2) },
			func(r *R) string { return r.P("6", "7") + r.D(8) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string { return r.P("6", "7") + r.D(2) + " " + r.D(3) + " " + r.D(3) },
			func(r *R) string { return "+34 6" + r.D(2) + " " + r.D(3) + " " + r.D(3) },
		},
		Money:  func(r *R, c int64) string { return eurDE(c) + " €" },
		Date:   func(r *R) string { return r.DateEU("/") },
		Cities: []string{"28013 Madrid", "08002 Barcelona", "46001 Valencia", "41001 Sevilla"},
	})
	add(&Loc{Code: "fr",
		First:   []string{"Thomas", "Camille", "Nicolas", "Léa", "Julien", "Manon", "Antoine", "Chloé", "Maxime", "Inès"},
		Last:    []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau"},
		Domains: []string{"gmail.com", "orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "hotmail.fr"},
		Biz:     []string{"cabinet-dubois.fr", "expertise-leroy.fr", "compta-durand.fr"},
		phones: []func(r *R) string{
			func(r *R) string {
				return "0" + r.P("6", "7") + " " + r.D(2) + " " + r.D(2) + " " + r.D(2) + " " + r.D(2)
			},
			func(r *R) string {
				return "+33 " + r.P("6", "7") + " " + r.D(2) + " " + r.D(2) + " " + r.D(2) + " " + r.D(2)
			},
			func(r *R) string {
				return "0" + r.P("1", "2", "3", "4", "5") + "." + r.D(2) + "." + r.D(2) + "." + r.D(2) + "." + r.D(2)
			},
			func(r *R) string {
				return "+33 (0)" + r.P("1", "4", "6") + " " + r.D(2) + " " + r.D(2) + " " + r.D(2) + " " + r.D(2)
			},
			func(r *R) string { return "0" + r.P("6", "7") + r.D(8) },
			func(r *R) string {
				return "0" + r.P("6", "7") + "-" + r.D(2) + "-" + r.D(2) + "-" + r.D(2) + "-" + r.D(2)
			},
			func(r *R) string { return "+33" + r.P("6", "7") + r.D(8) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string {
				return "0" + r.P("6", "7") + " " + r.D(2) + " " + r.D(2) + " " + r.D(2) + " " + r.D(2)
			},
			func(r *R) string { return "+33 6 " + r.D(2) + " " + r.D(2) + " " + r.D(2) + " " + r.D(2) },
		},
		Money:  func(r *R, c int64) string { return commas(c/100, " ") + fmt.Sprintf(",%02d", c%100) + " €" },
		Date:   func(r *R) string { return r.DateEU("/") },
		Cities: []string{"75011 Paris", "69002 Lyon", "13001 Marseille", "33000 Bordeaux"},
	})
	add(&Loc{Code: "de",
		First:   []string{"Lukas", "Anna", "Jonas", "Lena", "Felix", "Sophie", "Maximilian", "Marie", "Paul", "Hannah"},
		Last:    []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann"},
		Domains: []string{"gmail.com", "web.de", "gmx.de", "t-online.de", "posteo.de", "gmx.net", "outlook.de"},
		Biz:     []string{"steuerberatung-weber.de", "kanzlei-hoffmann.de", "stb-fischer.de"},
		phones: []func(r *R) string{
			func(r *R) string { return "+49 30 " + r.DN(8) },
			func(r *R) string { return "030 " + r.DN(8) },
			func(r *R) string { return "01" + r.P("51", "52", "60", "70", "71", "76", "79") + " " + r.D(7) },
			func(r *R) string { return "01" + r.P("70", "71", "51") + "/" + r.D(7) },
			func(r *R) string { return "+49 (0)1" + r.P("51", "71", "76") + " " + r.D(7) },
			func(r *R) string { return "089 / " + r.DN(2) + " " + r.D(2) + " " + r.D(2) + " " + r.D(2) },
			func(r *R) string { return "+49 1" + r.P("51", "52", "60", "72") + " " + r.D(8) },
			func(r *R) string { return "(0" + r.P("221", "40", "69", "711") + ") " + r.DN(4) + " " + r.D(3) },
			func(r *R) string { return "+49 " + r.P("221", "40", "69", "89") + " " + r.DN(7) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string { return "01" + r.P("51", "52", "60", "70", "71", "76", "79") + " " + r.D(7) },
			func(r *R) string { return "+49 1" + r.P("51", "52", "60", "72") + " " + r.D(8) },
		},
		Money:  func(r *R, c int64) string { return eurDE(c) + " €" },
		Date:   func(r *R) string { return r.DateEU(".") },
		Cities: []string{"10115 Berlin", "80331 München", "50667 Köln", "20095 Hamburg"},
	})
	add(&Loc{Code: "it",
		First:   []string{"Marco", "Giulia", "Alessandro", "Francesca", "Luca", "Chiara", "Matteo", "Sara", "Lorenzo", "Elena"},
		Last:    []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco"},
		Domains: []string{"gmail.com", "libero.it", "virgilio.it", "tiscali.it", "alice.it", "hotmail.it", "outlook.it"},
		Biz:     []string{"studiorossi.it", "commercialistabianchi.it", "caf-colombo.it"},
		phones: []func(r *R) string{
			func(r *R) string { return "+39 02 " + r.D(4) + " " + r.D(4) },
			func(r *R) string { return "02 " + r.D(4) + " " + r.D(4) },
			func(r *R) string { return "3" + r.P("33", "47", "28", "39", "40") + " " + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "+39 3" + r.P("33", "47", "28", "39") + " " + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "06 " + r.DN(7) },
			func(r *R) string { return "+39 3" + r.P("47", "33") + r.D(7) },
			func(r *R) string { return "3" + r.P("47", "33", "89") + "-" + r.D(7) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string { return "3" + r.P("33", "47", "28", "39", "40") + " " + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "+39 3" + r.P("33", "47", "28", "39") + " " + r.D(3) + " " + r.D(4) },
		},
		Money:  func(r *R, c int64) string { return "€ " + eurDE(c) },
		Date:   func(r *R) string { return r.DateEU("/") },
		Cities: []string{"20121 Milano (MI)", "00184 Roma (RM)", "80133 Napoli (NA)", "10121 Torino (TO)"},
	})
	add(&Loc{Code: "nl",
		First:   []string{"Daan", "Emma", "Sem", "Julia", "Lucas", "Sophie", "Bram", "Tess", "Thijs", "Anouk"},
		Last:    []string{"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer"},
		Domains: []string{"gmail.com", "ziggo.nl", "kpnmail.nl", "hotmail.nl", "outlook.com", "xs4all.nl", "planet.nl"},
		Biz:     []string{"administratiekantoor-bakker.nl", "visserboekhouding.nl", "fiscaal-smit.nl"},
		phones: []func(r *R) string{
			func(r *R) string { return "06-" + r.D(8) },
			func(r *R) string { return "+31 6 " + r.D(8) },
			func(r *R) string { return "020 " + r.DN(3) + " " + r.D(4) },
			func(r *R) string { return "+31 (0)20 " + r.DN(3) + " " + r.D(4) },
			func(r *R) string { return "06 " + r.D(4) + " " + r.D(4) },
			func(r *R) string { return "+316" + r.D(8) },
			func(r *R) string { return r.P("010", "030", "070") + "-" + r.DN(7) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string { return "06-" + r.D(8) },
			func(r *R) string { return "+31 6 " + r.D(8) },
			func(r *R) string { return "06 " + r.D(2) + " " + r.D(2) + " " + r.D(2) + " " + r.D(2) },
		},
		Money:  func(r *R, c int64) string { return "€ " + eurDE(c) },
		Date:   func(r *R) string { return r.DateEU("-") },
		Cities: []string{"1012 AB Amsterdam", "3011 AD Rotterdam", "3511 LX Utrecht"},
	})
	add(&Loc{Code: "pl",
		First:   []string{"Jakub", "Zuzanna", "Kacper", "Julia", "Szymon", "Maja", "Filip", "Zofia", "Mateusz", "Aleksandra"},
		Last:    []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak"},
		Domains: []string{"gmail.com", "wp.pl", "o2.pl", "interia.pl", "onet.pl", "op.pl"},
		Biz:     []string{"biuro-rachunkowe-nowak.pl", "kancelaria-wozniak.pl", "ksiegowosc24.pl"},
		phones: []func(r *R) string{
			func(r *R) string { return "+48 " + r.P("5", "6", "7", "8") + r.D(2) + " " + r.D(3) + " " + r.D(3) },
			func(r *R) string { return r.P("5", "6", "7") + r.D(2) + "-" + r.D(3) + "-" + r.D(3) },
			func(r *R) string { return r.P("5", "6", "7") + r.D(2) + " " + r.D(3) + " " + r.D(3) },
			func(r *R) string { return r.P("22", "12", "61", "71") + " " + r.D(3) + " " + r.D(2) + " " + r.D(2) },
			func(r *R) string { return "+48 22 " + r.D(3) + " " + r.D(2) + " " + r.D(2) },
			func(r *R) string { return "(22) " + r.D(3) + "-" + r.D(2) + "-" + r.D(2) },
			func(r *R) string { return "+48" + r.P("5", "6", "7") + r.D(8) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string { return "+48 " + r.P("5", "6", "7", "8") + r.D(2) + " " + r.D(3) + " " + r.D(3) },
			func(r *R) string { return r.P("5", "6", "7") + r.D(2) + " " + r.D(3) + " " + r.D(3) },
		},
		Money:  func(r *R, c int64) string { return commas(c/100, " ") + fmt.Sprintf(",%02d", c%100) + " zł" },
		Date:   func(r *R) string { return r.DateEU(".") },
		Cities: []string{"00-001 Warszawa", "30-001 Kraków", "50-001 Wrocław", "80-001 Gdańsk"},
	})
	add(&Loc{Code: "in",
		First:   []string{"Rahul", "Priya", "Amit", "Sneha", "Vikram", "Ananya", "Arjun", "Kavya", "Rohan", "Deepika"},
		Last:    []string{"Sharma", "Verma", "Patel", "Reddy", "Iyer", "Nair", "Gupta", "Singh", "Mehta", "Chatterjee"},
		Domains: []string{"gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "hotmail.com", "yahoo.in"},
		Biz:     []string{"sharmaassociates.in", "mehtaandco.co.in", "taxsaathi.in"},
		phones: []func(r *R) string{
			func(r *R) string { return "+91 " + r.P("9", "8", "7", "6") + r.D(4) + " " + r.D(5) },
			func(r *R) string { return "0" + r.P("9", "8", "7") + r.D(4) + " " + r.D(5) },
			func(r *R) string { return r.P("9", "8", "7", "6") + r.D(9) },
			func(r *R) string { return "+91-" + r.P("9", "8", "7") + r.D(9) },
			func(r *R) string { return "+91-22-" + r.DN(4) + "-" + r.D(4) },
			func(r *R) string { return r.P("022", "011", "080", "044") + " " + r.DN(4) + " " + r.D(4) },
			func(r *R) string { return r.P("9", "8", "7") + r.D(4) + " " + r.D(5) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string { return "+91 " + r.P("9", "8", "7", "6") + r.D(4) + " " + r.D(5) },
			func(r *R) string { return r.P("9", "8", "7", "6") + r.D(9) },
			func(r *R) string { return r.P("9", "8", "7") + r.D(4) + " " + r.D(5) },
		},
		Money:  func(r *R, c int64) string { return r.P("₹", "Rs. ", "INR ") + indian(c/100) + r.P(".00", "", "/-") },
		Date:   func(r *R) string { return r.DateEU(r.P("/", "-")) },
		Cities: []string{"Bengaluru 560034", "Mumbai 400050", "New Delhi 110017", "Pune 411001"},
	})
	add(&Loc{Code: "ph",
		First:   []string{"Juan", "Maria", "Jose", "Kristine", "Mark", "Angelica", "John Paul", "Jasmine", "Carlo", "Princess"},
		Last:    []string{"Santos", "Reyes", "Cruz", "Bautista", "Ocampo", "Garcia", "Mendoza", "Torres", "Villanueva", "dela Cruz"},
		Domains: []string{"gmail.com", "yahoo.com.ph", "yahoo.com", "outlook.com", "hotmail.com"},
		Biz:     []string{"reyes-cpa.ph", "ocampoaccounting.com.ph", "bautistabooks.ph"},
		phones: []func(r *R) string{
			func(r *R) string {
				return "+63 9" + r.P("17", "18", "27", "56", "95", "99") + " " + r.D(3) + " " + r.D(4)
			},
			func(r *R) string { return "09" + r.P("17", "18", "27", "56", "95") + " " + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "09" + r.P("17", "18", "27") + "-" + r.D(3) + "-" + r.D(4) },
			func(r *R) string { return "(02) 8" + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "+63 2 8" + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "09" + r.P("17", "18", "27", "56") + r.D(7) },
			func(r *R) string { return "+639" + r.P("17", "18", "56") + r.D(7) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string {
				return "+63 9" + r.P("17", "18", "27", "56", "95", "99") + " " + r.D(3) + " " + r.D(4)
			},
			func(r *R) string { return "09" + r.P("17", "18", "27", "56", "95") + " " + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "09" + r.P("17", "18", "27", "56") + r.D(7) },
		},
		Money: func(r *R, c int64) string {
			return r.P("₱", "PHP ", "P") + commas(c/100, ",") + fmt.Sprintf(".%02d", c%100)
		},
		Date:   func(r *R) string { return r.DateUS() },
		Cities: []string{"Makati City 1226", "Quezon City 1100", "Cebu City 6000", "Davao City 8000"},
	})
	add(&Loc{Code: "ng",
		First:   []string{"Chinedu", "Ngozi", "Oluwaseun", "Aisha", "Emeka", "Funmilayo", "Ibrahim", "Chiamaka", "Tunde", "Blessing"},
		Last:    []string{"Okafor", "Adeyemi", "Bello", "Eze", "Ogunleye", "Abubakar", "Nwosu", "Okonkwo", "Balogun", "Adebayo"},
		Domains: []string{"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "yahoo.co.uk"},
		Biz:     []string{"adeyemiandco.com.ng", "okaforconsulting.ng", "balogunpartners.com"},
		phones: []func(r *R) string{
			func(r *R) string {
				return "+234 " + r.P("803", "806", "813", "816", "703", "706", "805", "807", "809", "812", "701", "902", "908") + " " + r.D(3) + " " + r.D(4)
			},
			func(r *R) string {
				return "0" + r.P("803", "806", "813", "703", "805", "809", "812", "902") + " " + r.D(3) + " " + r.D(4)
			},
			func(r *R) string { return "0" + r.P("803", "806", "813", "703", "805", "810", "906") + r.D(7) },
			func(r *R) string { return "+234 (0)" + r.P("803", "805", "809") + " " + r.D(3) + " " + r.D(4) },
			func(r *R) string { return "0" + r.P("803", "806", "813", "703") + "-" + r.D(3) + "-" + r.D(4) },
			func(r *R) string { return "+234" + r.P("803", "806", "813", "703", "816") + r.D(7) },
			func(r *R) string { return "+234 1 " + r.D(3) + " " + r.D(4) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string {
				return "0" + r.P("803", "806", "813", "703", "805", "809", "812", "902") + " " + r.D(3) + " " + r.D(4)
			},
			func(r *R) string { return "0" + r.P("803", "806", "813", "703", "805", "810", "906") + r.D(7) },
			func(r *R) string { return "+234 " + r.P("803", "806", "813", "816") + " " + r.D(3) + " " + r.D(4) },
		},
		Money:  func(r *R, c int64) string { return r.P("₦", "N", "NGN ") + commas(c/100, ",") + r.P("", ".00") },
		Date:   func(r *R) string { return r.DateEU("/") },
		Cities: []string{"Lekki, Lagos", "Wuse II, Abuja", "GRA, Port Harcourt", "Bodija, Ibadan"},
	})
	add(&Loc{Code: "jp",
		Domains: []string{"gmail.com", "docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "i.softbank.jp", "icloud.com", "au.com"},
		Biz:     []string{"tanaka-zeirishi.jp", "sato-kaikei.co.jp", "yamamoto-tax.jp"},
		phones: []func(r *R) string{
			func(r *R) string { return "0" + r.P("90", "80", "70") + "-" + r.D(4) + "-" + r.D(4) },
			func(r *R) string { return "+81 " + r.P("90", "80", "70") + "-" + r.D(4) + "-" + r.D(4) },
			func(r *R) string { return "03-" + r.D(4) + "-" + r.D(4) },
			func(r *R) string { return "+81 3 " + r.D(4) + " " + r.D(4) },
			func(r *R) string { return "06-" + r.D(4) + "-" + r.D(4) },
			func(r *R) string { return "0" + r.P("90", "80") + " " + r.D(4) + " " + r.D(4) },
			func(r *R) string { return "0" + r.P("90", "80", "70") + r.D(8) },
			func(r *R) string { return fullwidth("0" + r.P("90", "80") + "-" + r.D(4) + "-" + r.D(4)) },
			func(r *R) string { return "+81-" + r.P("90", "80") + "-" + r.D(4) + "-" + r.D(4) },
		},
		mobiles: []func(r *R) string{
			func(r *R) string { return "0" + r.P("90", "80", "70") + "-" + r.D(4) + "-" + r.D(4) },
			func(r *R) string { return "+81 " + r.P("90", "80", "70") + "-" + r.D(4) + "-" + r.D(4) },
		},
		Money:  func(r *R, c int64) string { v := commas(c/100, ","); return r.P("¥"+v, v+"円", "￥"+v) },
		Date:   func(r *R) string { return r.P(r.DateJP(), r.DateISO()) },
		Cities: []string{"東京都渋谷区神南1-2-3", "大阪府大阪市北区梅田2-4-9", "神奈川県横浜市西区みなとみらい3-1"},
	})
}
