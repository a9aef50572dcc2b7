package main

import (
	"fmt"
	"strings"
)

type Person struct {
	Given, Family string // display
	GA, FA        string // ascii for addresses
	Female        bool
	L             *Lang
}

func (p Person) Name() string {
	switch p.L.Code {
	case "zh":
		return p.Family + p.Given
	case "ja":
		return p.Family + " " + p.Given
	}
	return p.Given + " " + p.Family
}

type Company struct{ Name, Domain, Addr string }

type Lang struct {
	Code      string
	GF, GM    []string // "Display:ascii" (ascii optional)
	FamM      []string // "Display:ascii"
	FamF      []string // optional gendered surnames
	Providers []string
	Companies []Company
	TelL      []string // landline/office labels
	MobL      []string // mobile labels
	MailL     string
	Closing   []string
	Titles    []string
	Mobile    func() string
	Land      func() string
	Intl      func() string // international mobile with +
	Months    []string
	Currency  func() string // price
}

var translit = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "à", "a", "â", "a", "á", "a", "ã", "a", "ç", "c", "í", "i", "ì", "i", "î", "i", "ï", "i",
	"ó", "o", "ò", "o", "ô", "o", "õ", "o", "ú", "u", "ù", "u", "û", "u", "ñ", "n", "ł", "l", "ś", "s", "ć", "c", "ź", "z", "ż", "z",
	"ą", "a", "ę", "e", "ń", "n", "Ł", "L", "Ś", "S", "Ż", "Z", "ğ", "g", "ı", "i", "ş", "s", "İ", "I", "Ş", "S", "Ç", "C", "É", "E", "ij", "ij")

func split(pair string) (string, string) {
	if i := strings.Index(pair, ":"); i >= 0 {
		return pair[:i], pair[i+1:]
	}
	return pair, strings.ToLower(translit.Replace(pair))
}

func (l *Lang) Person() Person {
	fem := chance(0.5)
	var g, f string
	if fem {
		g = pick(l.GF)
	} else {
		g = pick(l.GM)
	}
	i := r.Intn(len(l.FamM))
	f = l.FamM[i]
	if fem && l.FamF != nil {
		f = l.FamF[i]
	}
	gd, ga := split(g)
	fd, fa := split(f)
	return Person{gd, fd, strings.ReplaceAll(ga, " ", ""), strings.ReplaceAll(strings.ReplaceAll(fa, " ", ""), "'", ""), fem, l}
}

// Email returns a unique address for the person at a provider or the company domain.
func (p Person) Email(domain string) string {
	if domain == "" {
		domain = pick(p.L.Providers)
	}
	g, f := p.GA, p.FA
	return uniq(func() string {
		var local string
		switch r.Intn(9) {
		case 0:
			local = g + "." + f
		case 1:
			local = g[:1] + "." + f
		case 2:
			local = g + "_" + f + fmt.Sprint(rng(1, 99))
		case 3:
			local = f + "." + g
		case 4:
			local = g + fmt.Sprint(rng(1960, 2006))
		case 5:
			local = g[:1] + f
		case 6:
			local = f + g[:1] + fmt.Sprint(rng(1, 999))
		case 7:
			local = g + "." + f + fmt.Sprint(rng(1, 99))
		default:
			local = g + f[:1] + fmt.Sprint(rng(10, 9999))
		}
		if domain == "qq.com" && chance(0.6) {
			local = nzdigits(rng(8, 10))
		}
		return local + "@" + domain
	})
}

func phoneU(f func() string) func() string { return func() string { return uniq(f) } }

func d(n int) string { return digits(n) }

var langs []*Lang

func L(code string) *Lang {
	for _, l := range langs {
		if l.Code == code {
			return l
		}
	}
	panic(code)
}

func eur(dec string, front bool) func() string {
	return func() string {
		v := fmt.Sprintf("%d%s%02d", rng(5, 899), dec, r.Intn(100))
		if front {
			return "€" + v
		}
		return v + " €"
	}
}

func init() {
	usArea := []string{"212", "213", "310", "312", "415", "503", "617", "646", "702", "713", "718", "773", "786", "818", "917", "206", "303", "404", "469", "512", "619", "720", "832", "929", "347", "571", "602", "651", "916", "980"}
	exch := func() string {
		for {
			e := fmt.Sprint(rng(201, 989))
			if e != "555" && e[1:] != "11" {
				return e
			}
		}
	}
	deMob := []string{"151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179"}
	deLand := []string{"30", "40", "89", "221", "69", "711", "211", "351", "341", "511", "911", "201", "421", "231"}
	brDDD := []string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48", "62", "92"}
	itMob := []string{"320", "328", "329", "333", "334", "335", "338", "339", "340", "342", "345", "347", "348", "349", "366", "380", "388", "392"}
	plMob := []string{"501", "502", "505", "509", "510", "512", "530", "533", "535", "600", "601", "602", "605", "660", "661", "664", "690", "691", "695", "721", "722", "730", "781", "783", "790", "880", "881", "886"}
	zhMob := []string{"130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155", "156", "158", "159", "176", "177", "180", "181", "182", "183", "185", "186", "187", "188", "189", "199"}
	ruMob := []string{"903", "905", "906", "909", "910", "912", "915", "916", "917", "919", "925", "926", "929", "950", "960", "977", "985", "999"}
	trMob := []string{"501", "505", "506", "507", "530", "532", "533", "535", "536", "539", "541", "542", "543", "544", "545", "546", "549", "552", "553", "554", "555"}

	langs = []*Lang{
		{Code: "en",
			GF:        []string{"Emily", "Sarah", "Jessica", "Megan", "Olivia", "Hannah", "Grace", "Chloe", "Rachel", "Lauren", "Amy", "Kate"},
			GM:        []string{"James", "Michael", "Daniel", "Ryan", "Tyler", "Matthew", "Oliver", "Jack", "Ethan", "Connor", "Brandon", "Kevin"},
			FamM:      []string{"Johnson", "Miller", "Davis", "Thompson", "Walker", "Harris", "Robinson", "Carter", "Bennett", "Hughes", "O'Brien", "Sullivan", "Patel", "Nguyen", "Reyes"},
			Providers: []string{"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "comcast.net", "hotmail.com", "aol.com", "btinternet.com", "hotmail.co.uk", "protonmail.com"},
			Companies: []Company{{"Brightline Logistics", "brightline-logistics.com", "1200 Market St, Suite 400, San Francisco, CA 94102"}, {"Harbor & Finch LLP", "harborfinch.com", "55 Water Street, New York, NY 10041"}, {"Kettle Home Goods", "kettlehome.co.uk", "14 Albion Road, Leeds LS1 6AG"}, {"Northwind Outfitters", "northwindoutfitters.com", "890 NW 13th Ave, Portland, OR 97209"}},
			TelL:      []string{"Office:", "Direct:", "Tel:", "O:", "Phone:"},
			MobL:      []string{"Mobile:", "Cell:", "M:", "Mob:", "cell"},
			MailL:     "Email:",
			Closing:   []string{"Best regards,", "Thanks,", "Kind regards,", "Cheers,", "Best,"},
			Titles:    []string{"Customer Success Manager", "Account Executive", "Office Manager", "Senior Support Engineer", "Operations Lead", "Paralegal"},
			Mobile: phoneU(func() string {
				a, e, n := pick(usArea), exch(), d(4)
				return pick([]string{"(" + a + ") " + e + "-" + n, a + "-" + e + "-" + n, a + "." + e + "." + n, "+1 " + a + " " + e + " " + n, "+1 (" + a + ") " + e + "-" + n, "1-" + a + "-" + e + "-" + n})
			}),
			Land: phoneU(func() string {
				if chance(0.5) {
					return pick([]string{"020 3", "020 8"}) + d(3) + " " + d(4)
				}
				return pick([]string{"0161 8", "0113 2", "0131 3", "0117 9"}) + d(2) + " " + d(4)
			}),
			Intl: phoneU(func() string {
				if chance(0.5) {
					return "+44 7" + pick([]string{"4", "5", "7", "8", "9"}) + d(2) + " " + d(6)
				}
				return "+1 " + pick(usArea) + "-" + exch() + "-" + d(4)
			}),
			Months:   []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
			Currency: func() string { return fmt.Sprintf("$%d.%02d", rng(5, 2400), r.Intn(100)) },
		},
		{Code: "de",
			GF:        []string{"Anna", "Julia", "Katrin", "Sabine", "Lena", "Jana", "Miriam", "Claudia", "Franziska", "Ute", "Birgit", "Sophie"},
			GM:        []string{"Lukas", "Jonas", "Tobias", "Stefan", "Markus", "Florian", "Matthias", "Sebastian", "Jörg:joerg", "Uwe", "Andreas", "Felix"},
			FamM:      []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Klein", "Wolf", "Neumann", "Schwarz"},
			Providers: []string{"gmx.de", "web.de", "t-online.de", "posteo.de", "gmail.com", "freenet.de", "gmx.net", "outlook.de", "mailbox.org", "arcor.de"},
			Companies: []Company{{"Hansen Logistik GmbH", "hansen-logistik.de", "Ostertorsteinweg 12, 28203 Bremen"}, {"Brandt & Kessler Steuerberater PartG", "brandt-kessler.de", "Leopoldstraße 44, 80802 München"}, {"Wohnwerk Möbel GmbH", "wohnwerk-moebel.de", "Am Sandtorkai 5, 20457 Hamburg"}, {"Stadtwerke Neustadt", "sw-neustadt.de", "Bahnhofstraße 3, 67433 Neustadt"}},
			TelL:      []string{"Tel.:", "Telefon:", "Tel:", "Fon:", "T:"},
			MobL:      []string{"Mobil:", "Handy:", "Mobil", "M:", "Mobiltelefon:"},
			MailL:     "E-Mail:",
			Closing:   []string{"Mit freundlichen Grüßen", "Viele Grüße", "Beste Grüße", "Freundliche Grüße", "LG"},
			Titles:    []string{"Kundenservice", "Sachbearbeiterin Buchhaltung", "Teamleiter Vertrieb", "Assistenz der Geschäftsführung", "Projektleiter", "Disponentin"},
			Mobile: phoneU(func() string {
				p, n := pick(deMob), d(rng(7, 8))
				return pick([]string{"0" + p + " " + n, "0" + p + "/" + n, "0" + p + " " + n[:3] + " " + n[3:], "+49 " + p + " " + n, "+49 (0)" + p + " " + n, "0" + p + "-" + n})
			}),
			Land: phoneU(func() string {
				a := pick(deLand)
				n := nzdigits(10 - len(a))
				return pick([]string{"0" + a + " " + n, "0" + a + " / " + n, "+49 " + a + " " + n, "+49 (0)" + a + " " + n[:len(n)-2] + "-" + n[len(n)-2:], "0" + a + "/" + n})
			}),
			Intl:     phoneU(func() string { return "+49 " + pick(deMob) + " " + d(7) }),
			Months:   []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"},
			Currency: eur(",", false),
		},
		{Code: "fr",
			GF:        []string{"Camille", "Léa", "Manon", "Chloé", "Inès", "Sophie", "Élodie", "Claire", "Julie", "Margaux", "Amélie", "Nathalie"},
			GM:        []string{"Julien", "Thomas", "Nicolas", "Mathieu", "Antoine", "Hugo", "Louis", "Maxime", "Pierre", "Sébastien", "Olivier", "Romain"},
			FamM:      []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Girard", "Fontaine"},
			Providers: []string{"orange.fr", "free.fr", "laposte.net", "wanadoo.fr", "sfr.fr", "gmail.com", "hotmail.fr", "yahoo.fr", "outlook.fr", "bbox.fr"},
			Companies: []Company{{"Atelier Lumière SARL", "atelier-lumiere.fr", "12 rue de la Roquette, 75011 Paris"}, {"Cabinet Morel Avocats", "morel-avocats.fr", "8 quai Saint-Antoine, 69002 Lyon"}, {"Maison Vauclair", "maisonvauclair.com", "45 cours Mirabeau, 13100 Aix-en-Provence"}, {"Transports Garnier", "transports-garnier.fr", "ZI des Bruyères, 44300 Nantes"}},
			TelL:      []string{"Tél. :", "Tél :", "Téléphone :", "Tel :", "Ligne directe :"},
			MobL:      []string{"Port. :", "Portable :", "Mobile :", "Tél. portable :", "Mob :"},
			MailL:     "Courriel :",
			Closing:   []string{"Cordialement,", "Bien à vous,", "Bien cordialement,", "Merci d'avance,", "Bonne journée,"},
			Titles:    []string{"Conseillère clientèle", "Responsable administratif", "Chargé de recouvrement", "Assistante de direction", "Chef de projet"},
			Mobile: phoneU(func() string {
				n := pick([]string{"6", "7"}) + d(8)
				g := "0" + n[:1] + " " + n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
				return pick([]string{g, strings.ReplaceAll(g, " ", "."), "+33 " + n[:1] + " " + n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], "+33 (0)" + n[:1] + " " + n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], "0" + n})
			}),
			Land: phoneU(func() string {
				n := pick([]string{"1", "2", "3", "4", "5"}) + d(8)
				return pick([]string{"0" + n[:1] + " " + n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], "+33 " + n[:1] + " " + n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]})
			}),
			Intl:     phoneU(func() string { n := "6" + d(8); return "+33" + n }),
			Months:   []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
			Currency: eur(",", false),
		},
		{Code: "es",
			GF:        []string{"Lucía", "María", "Carmen", "Paula", "Laura", "Marta", "Elena", "Sofía", "Nuria", "Ainhoa", "Cristina", "Alba"},
			GM:        []string{"Javier", "Pablo", "Alejandro", "Daniel", "Sergio", "Jorge", "Álvaro:alvaro", "Diego", "Iván", "Raúl", "Miguel", "Adrián"},
			FamM:      []string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Navarro", "Castillo", "Ortega", "Morales"},
			Providers: []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es", "movistar.es", "hotmail.com", "icloud.com"},
			Companies: []Company{{"Reformas Aldana S.L.", "reformasaldana.es", "Calle de Alcalá 210, 28028 Madrid"}, {"Gestoría Puerto", "gestoriapuerto.com", "Av. Diagonal 415, 08008 Barcelona"}, {"Viajes Sol y Mar", "viajessolymar.es", "Calle Larios 7, 29005 Málaga"}},
			TelL:      []string{"Tel.:", "Teléfono:", "Tlf.:", "Tfno.:", "Fijo:"},
			MobL:      []string{"Móvil:", "Movil:", "Cel.:", "Móvil"},
			MailL:     "Correo:",
			Closing:   []string{"Un saludo,", "Saludos cordiales,", "Atentamente,", "Gracias,", "Un abrazo,"},
			Titles:    []string{"Atención al cliente", "Administración", "Jefe de obra", "Asesora fiscal", "Coordinadora de reservas"},
			Mobile: phoneU(func() string {
				n := pick([]string{"6", "7"}) + d(8)
				return pick([]string{n[:3] + " " + n[3:6] + " " + n[6:], "+34 " + n[:3] + " " + n[3:6] + " " + n[6:], "+34 " + n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], "+34" + n, n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]})
			}),
			Land: phoneU(func() string {
				n := pick([]string{"91", "93", "95", "96", "94", "98"}) + d(7)
				return pick([]string{n[:3] + " " + n[3:6] + " " + n[6:], "+34 " + n[:3] + " " + n[3:6] + " " + n[6:], "+34 " + n[:2] + " " + n[2:5] + " " + n[5:7] + " " + n[7:]})
			}),
			Intl:     phoneU(func() string { n := "6" + d(8); return "+34 " + n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:] }),
			Months:   []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
			Currency: eur(",", false),
		},
		{Code: "pt",
			GF:        []string{"Ana", "Juliana", "Fernanda", "Camila", "Beatriz", "Larissa", "Mariana", "Patrícia", "Gabriela", "Letícia", "Renata", "Bruna"},
			GM:        []string{"João", "Pedro", "Lucas", "Gabriel", "Rafael", "Thiago", "Bruno", "Felipe", "Rodrigo", "Gustavo", "Leandro", "Marcelo"},
			FamM:      []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Lima", "Carvalho", "Ferreira", "Ribeiro", "Almeida", "Costa", "Gomes", "Rocha", "Barbosa"},
			Providers: []string{"gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "yahoo.com.br", "outlook.com", "ig.com.br"},
			Companies: []Company{{"Construtora Horizonte Ltda.", "construtorahorizonte.com.br", "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200"}, {"Contabilidade Ribeiro", "contabilidaderibeiro.com.br", "Rua da Bahia, 1148, Belo Horizonte - MG, 30160-011"}, {"Loja Casa Viva", "casaviva.com.br", "Rua Voluntários da Pátria, 45, Rio de Janeiro - RJ, 22270-000"}},
			TelL:      []string{"Tel.:", "Telefone:", "Fone:", "Tel:", "Fixo:"},
			MobL:      []string{"Cel.:", "Celular:", "WhatsApp:", "Cel:", "Whats:"},
			MailL:     "E-mail:",
			Closing:   []string{"Atenciosamente,", "Abraços,", "Obrigado,", "Att.,", "Um abraço,"},
			Titles:    []string{"Atendimento ao Cliente", "Analista Financeiro", "Gerente de Contas", "Corretora de Imóveis", "Supervisor de Logística"},
			Mobile: phoneU(func() string {
				dd, n := pick(brDDD), "9"+d(8)
				return pick([]string{"(" + dd + ") " + n[:5] + "-" + n[5:], "+55 " + dd + " " + n[:5] + "-" + n[5:], "+55 (" + dd + ") " + n[:5] + "-" + n[5:], "(" + dd + ") " + n[:1] + " " + n[1:5] + "-" + n[5:], dd + " " + n[:5] + "-" + n[5:]})
			}),
			Land: phoneU(func() string {
				dd, n := pick(brDDD), pick([]string{"2", "3", "4"})+d(7)
				return pick([]string{"(" + dd + ") " + n[:4] + "-" + n[4:], "+55 " + dd + " " + n[:4] + "-" + n[4:]})
			}),
			Intl:     phoneU(func() string { return "+55 " + pick(brDDD) + " 9" + d(4) + "-" + d(4) }),
			Months:   []string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"},
			Currency: func() string { return fmt.Sprintf("R$ %d,%02d", rng(10, 4999), r.Intn(100)) },
		},
		{Code: "it",
			GF:        []string{"Giulia", "Francesca", "Chiara", "Sara", "Martina", "Valentina", "Federica", "Elisa", "Alessia", "Silvia", "Paola", "Roberta"},
			GM:        []string{"Marco", "Luca", "Andrea", "Matteo", "Alessandro", "Davide", "Simone", "Federico", "Lorenzo", "Stefano", "Giovanni", "Riccardo"},
			FamM:      []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca:deluca", "Mancini"},
			Providers: []string{"libero.it", "virgilio.it", "alice.it", "tiscali.it", "gmail.com", "hotmail.it", "yahoo.it", "fastwebnet.it", "tin.it"},
			Companies: []Company{{"Studio Legale Conti", "studiolegaleconti.it", "Via Manzoni 38, 20121 Milano"}, {"Ferramenta Gallo S.r.l.", "ferramentagallo.it", "Corso Vittorio Emanuele II 112, 10121 Torino"}, {"Hotel Villa Serena", "villaserena-hotel.it", "Via del Mare 4, 84017 Positano (SA)"}},
			TelL:      []string{"Tel.", "Tel:", "Telefono:", "Ufficio:", "T."},
			MobL:      []string{"Cell.", "Cell:", "Cellulare:", "Mob."},
			MailL:     "Email:",
			Closing:   []string{"Cordiali saluti,", "Distinti saluti,", "Un saluto,", "Grazie e buona giornata,", "A presto,"},
			Titles:    []string{"Ufficio Amministrazione", "Responsabile Commerciale", "Assistenza Clienti", "Receptionist", "Geometra"},
			Mobile: phoneU(func() string {
				p, n := pick(itMob), d(7)
				return pick([]string{p + " " + n[:3] + " " + n[3:], p + " " + n, "+39 " + p + " " + n, "+39 " + p + " " + n[:3] + " " + n[3:], p + n, p + "-" + n})
			}),
			Land: phoneU(func() string {
				a := pick([]string{"02", "06", "011", "055", "081", "051", "041", "089"})
				n := nzdigits(10 - len(a))
				return pick([]string{a + " " + n, a + " " + n[:4] + " " + n[4:], "+39 " + a + " " + n, a + "/" + n})
			}),
			Intl:     phoneU(func() string { return "+39 " + pick(itMob) + " " + d(7) }),
			Months:   []string{"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"},
			Currency: eur(",", false),
		},
		{Code: "nl",
			GF:        []string{"Sanne", "Lotte", "Femke", "Anouk", "Eva", "Lieke", "Fleur", "Iris", "Marieke", "Noor", "Esther", "Ingrid"},
			GM:        []string{"Daan", "Bram", "Thijs", "Ruben", "Jeroen", "Sander", "Joost", "Pieter", "Wouter", "Niels", "Koen", "Maarten"},
			FamM:      []string{"de Jong:dejong", "Jansen", "de Vries:devries", "van den Berg:vandenberg", "Bakker", "Visser", "Smit", "Meijer", "de Boer:deboer", "Mulder", "Bos", "Vos", "Peters", "Hendriks"},
			Providers: []string{"ziggo.nl", "kpnmail.nl", "hotmail.nl", "xs4all.nl", "gmail.com", "planet.nl", "outlook.com", "live.nl", "telenet.be"},
			Companies: []Company{{"Van Dijk Installatietechniek B.V.", "vandijk-installatie.nl", "Keizersgracht 221, 1016 DV Amsterdam"}, {"Boekhoudkantoor Mulder", "mulder-boekhouding.nl", "Oudegracht 88, 3511 AV Utrecht"}, {"Fietsenwinkel De Spaak", "despaak.nl", "Grote Markt 12, 9711 LV Groningen"}},
			TelL:      []string{"T:", "Tel:", "Telefoon:", "Tel.", "Kantoor:"},
			MobL:      []string{"M:", "Mobiel:", "Mob:", "GSM:"},
			MailL:     "E-mail:",
			Closing:   []string{"Met vriendelijke groet,", "Groet,", "Groetjes,", "Hartelijke groet,", "Mvg,"},
			Titles:    []string{"Klantenservice", "Projectleider", "Financiële administratie", "Office manager", "Monteur"},
			Mobile: phoneU(func() string {
				n := d(8)
				return pick([]string{"06-" + n, "06 " + n, "06 " + n[:2] + " " + n[2:4] + " " + n[4:6] + " " + n[6:], "+31 6 " + n, "+31 (0)6 " + n, "+316" + n})
			}),
			Land: phoneU(func() string {
				a := pick([]string{"20", "10", "30", "70", "40", "50"})
				n := nzdigits(7)
				return pick([]string{"0" + a + "-" + n, "0" + a + " " + n[:3] + " " + n[3:], "+31 " + a + " " + n[:3] + " " + n[3:]})
			}),
			Intl:     phoneU(func() string { return "+31 6 " + d(8) }),
			Months:   []string{"januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"},
			Currency: eur(",", true),
		},
		{Code: "pl",
			GF:        []string{"Anna", "Katarzyna", "Magdalena", "Agnieszka", "Joanna", "Monika", "Aleksandra", "Natalia", "Ewa", "Karolina", "Zofia", "Marta"},
			GM:        []string{"Piotr", "Krzysztof", "Tomasz", "Paweł", "Michał", "Marcin", "Łukasz", "Jakub", "Grzegorz", "Adam", "Mateusz", "Bartosz"},
			FamM:      []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Mazur"},
			FamF:      []string{"Nowak", "Kowalska", "Wiśniewska", "Wójcik", "Kamińska", "Lewandowska", "Zielińska", "Szymańska", "Woźniak", "Dąbrowska", "Kozłowska", "Mazur"},
			Providers: []string{"wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com", "op.pl", "gazeta.pl", "poczta.fm"},
			Companies: []Company{{"Biuro Rachunkowe Mazur", "br-mazur.pl", "ul. Piotrkowska 104, 90-006 Łódź"}, {"Meble Kowalski Sp. z o.o.", "meblekowalski.pl", "ul. Marszałkowska 89, 00-693 Warszawa"}, {"Serwis AGD Nowak", "agd-nowak.pl", "ul. Długa 21, 80-831 Gdańsk"}},
			TelL:      []string{"tel.", "Tel.:", "Telefon:", "tel. stacjonarny:"},
			MobL:      []string{"kom.", "Kom.:", "tel. kom.:", "Komórka:"},
			MailL:     "e-mail:",
			Closing:   []string{"Z poważaniem,", "Pozdrawiam,", "Pozdrawiam serdecznie,", "Dziękuję i pozdrawiam,"},
			Titles:    []string{"Dział Obsługi Klienta", "Księgowa", "Kierownik projektu", "Specjalista ds. reklamacji"},
			Mobile: phoneU(func() string {
				p, n := pick(plMob), d(6)
				return pick([]string{p + " " + n[:3] + " " + n[3:], "+48 " + p + " " + n[:3] + " " + n[3:], "+48 " + p + "-" + n[:3] + "-" + n[3:], p + "-" + n[:3] + "-" + n[3:], "+48" + p + n})
			}),
			Land: phoneU(func() string {
				a := pick([]string{"22", "12", "71", "61", "58", "42"})
				n := d(7)
				return pick([]string{a + " " + n[:3] + " " + n[3:5] + " " + n[5:], "+48 " + a + " " + n[:3] + " " + n[3:5] + " " + n[5:], "(" + a + ") " + n[:3] + " " + n[3:5] + " " + n[5:]})
			}),
			Intl:     phoneU(func() string { n := d(6); return "+48 " + pick(plMob) + " " + n[:3] + " " + n[3:] }),
			Months:   []string{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"},
			Currency: func() string { return fmt.Sprintf("%d,%02d zł", rng(10, 4999), r.Intn(100)) },
		},
		{Code: "ja",
			GF:        []string{"花子:hanako", "陽子:yoko", "美咲:misaki", "由美:yumi", "さくら:sakura", "恵:megumi", "彩:aya", "真由美:mayumi"},
			GM:        []string{"太郎:taro", "健太:kenta", "翔太:shota", "大輔:daisuke", "浩:hiroshi", "直樹:naoki", "拓也:takuya", "誠:makoto"},
			FamM:      []string{"山田:yamada", "佐藤:sato", "鈴木:suzuki", "高橋:takahashi", "田中:tanaka", "伊藤:ito", "渡辺:watanabe", "中村:nakamura", "小林:kobayashi", "加藤:kato", "吉田:yoshida", "松本:matsumoto"},
			Providers: []string{"docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "i.softbank.jp", "gmail.com", "icloud.com", "au.com", "nifty.com", "ybb.ne.jp"},
			Companies: []Company{{"株式会社みなと物流", "minato-butsuryu.co.jp", "〒105-0022 東京都港区海岸1-2-3"}, {"さくら不動産株式会社", "sakura-fudosan.jp", "〒530-0001 大阪府大阪市北区梅田2-4-9"}, {"有限会社たなか工務店", "tanaka-koumuten.co.jp", "〒460-0008 愛知県名古屋市中区栄3-15-27"}},
			TelL:      []string{"TEL：", "TEL:", "電話：", "Tel."},
			MobL:      []string{"携帯：", "携帯:", "携帯電話：", "Mobile:"},
			MailL:     "Mail：",
			Closing:   []string{"よろしくお願いいたします。", "以上、よろしくお願い申し上げます。", "引き続きよろしくお願いいたします。"},
			Titles:    []string{"営業部", "カスタマーサポート担当", "総務課", "経理部 主任"},
			Mobile: phoneU(func() string {
				p, a, b := pick([]string{"090", "080", "070"}), d(4), d(4)
				return pick([]string{p + "-" + a + "-" + b, p + a + b, "+81 " + p[1:] + "-" + a + "-" + b, "+81-" + p[1:] + "-" + a + "-" + b, p + "-" + a + "-" + b})
			}),
			Land: phoneU(func() string {
				a := pick([]string{"03", "06"})
				return pick([]string{a + "-" + d(4) + "-" + d(4), "(" + a + ")" + d(4) + "-" + d(4), "+81-" + a[1:] + "-" + d(4) + "-" + d(4)})
			}),
			Intl:     phoneU(func() string { return "+81 " + pick([]string{"90", "80"}) + "-" + d(4) + "-" + d(4) }),
			Currency: func() string { return fmt.Sprintf("%d,%03d円", rng(1, 99), r.Intn(1000)) },
		},
		{Code: "zh",
			GF:        []string{"丽:li", "静:jing", "敏:min", "婷:ting", "芳:fang", "雪:xue", "晓燕:xiaoyan", "佳怡:jiayi"},
			GM:        []string{"伟:wei", "强:qiang", "磊:lei", "军:jun", "洋:yang", "浩:hao", "建华:jianhua", "志明:zhiming"},
			FamM:      []string{"王:wang", "李:li", "张:zhang", "刘:liu", "陈:chen", "杨:yang", "黄:huang", "赵:zhao", "周:zhou", "吴:wu", "徐:xu", "孙:sun"},
			Providers: []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com", "aliyun.com", "sohu.com"},
			Companies: []Company{{"上海云帆贸易有限公司", "yunfan-trade.cn", "上海市浦东新区世纪大道100号 200120"}, {"深圳市鑫达电子科技有限公司", "xinda-tech.com.cn", "深圳市南山区科技园南区 518057"}, {"北京华清物流有限公司", "huaqing-logistics.cn", "北京市朝阳区建国路88号 100022"}},
			TelL:      []string{"电话：", "座机：", "Tel:", "办公电话："},
			MobL:      []string{"手机：", "手机:", "电话/微信：", "Mobile:"},
			MailL:     "邮箱：",
			Closing:   []string{"谢谢！", "此致\n敬礼", "祝好！", "辛苦了，谢谢！"},
			Titles:    []string{"客服专员", "销售经理", "财务部", "采购主管"},
			Mobile: phoneU(func() string {
				p, n := pick(zhMob), d(8)
				return pick([]string{p + n, p + " " + n[:4] + " " + n[4:], "+86 " + p + " " + n[:4] + " " + n[4:], "+86-" + p + n, p + "-" + n[:4] + "-" + n[4:], p + n})
			}),
			Land: phoneU(func() string {
				a := pick([]string{"010", "021", "020", "0755", "0571", "028"})
				n := nzdigits(11 - len(a))
				return pick([]string{a + "-" + n, "+86 " + a[1:] + " " + n, "(" + a + ")" + n})
			}),
			Intl:     phoneU(func() string { return "+86 " + pick(zhMob) + " " + d(4) + " " + d(4) }),
			Currency: func() string { return fmt.Sprintf("¥%d.%02d", rng(10, 9999), r.Intn(100)) },
		},
		{Code: "ru",
			GF:        []string{"Анна:anna", "Екатерина:ekaterina", "Ольга:olga", "Мария:maria", "Наталья:natalya", "Татьяна:tatiana", "Юлия:yulia", "Ирина:irina", "Дарья:darya"},
			GM:        []string{"Алексей:alexey", "Дмитрий:dmitry", "Сергей:sergey", "Андрей:andrey", "Иван:ivan", "Михаил:mikhail", "Николай:nikolay", "Павел:pavel", "Артём:artem"},
			FamM:      []string{"Иванов:ivanov", "Смирнов:smirnov", "Кузнецов:kuznetsov", "Попов:popov", "Соколов:sokolov", "Лебедев:lebedev", "Козлов:kozlov", "Новиков:novikov", "Морозов:morozov", "Волков:volkov"},
			FamF:      []string{"Иванова:ivanova", "Смирнова:smirnova", "Кузнецова:kuznetsova", "Попова:popova", "Соколова:sokolova", "Лебедева:lebedeva", "Козлова:kozlova", "Новикова:novikova", "Морозова:morozova", "Волкова:volkova"},
			Providers: []string{"mail.ru", "yandex.ru", "rambler.ru", "bk.ru", "list.ru", "inbox.ru", "gmail.com", "ya.ru"},
			Companies: []Company{{"ООО «Северный Ветер»", "sevveter.ru", "191186, Санкт-Петербург, Невский пр., д. 28"}, {"АО «ТрансЛогистик»", "translogistic.ru", "125009, Москва, ул. Тверская, д. 7, оф. 310"}, {"ИП Соколова Е.В.", "sokolova-ip.ru", "620014, Екатеринбург, ул. Малышева, д. 51"}},
			TelL:      []string{"Тел.:", "Телефон:", "тел.", "Раб.:"},
			MobL:      []string{"Моб.:", "Мобильный:", "моб.", "Сот.:"},
			MailL:     "E-mail:",
			Closing:   []string{"С уважением,", "Спасибо,", "С наилучшими пожеланиями,", "Всего доброго,"},
			Titles:    []string{"Менеджер по работе с клиентами", "Бухгалтер", "Руководитель отдела продаж", "Специалист техподдержки"},
			Mobile: phoneU(func() string {
				p, n := pick(ruMob), d(7)
				return pick([]string{"+7 " + p + " " + n[:3] + "-" + n[3:5] + "-" + n[5:], "8 (" + p + ") " + n[:3] + "-" + n[3:5] + "-" + n[5:], "+7 (" + p + ") " + n[:3] + "-" + n[3:5] + "-" + n[5:], "8-" + p + "-" + n[:3] + "-" + n[3:5] + "-" + n[5:], "+7" + p + n, "8 " + p + " " + n[:3] + " " + n[3:5] + " " + n[5:]})
			}),
			Land: phoneU(func() string {
				a := pick([]string{"495", "499", "812", "343", "383"})
				n := d(7)
				return pick([]string{"+7 (" + a + ") " + n[:3] + "-" + n[3:5] + "-" + n[5:], "8 (" + a + ") " + n[:3] + "-" + n[3:5] + "-" + n[5:]})
			}),
			Intl:     phoneU(func() string { n := d(7); return "+7 " + pick(ruMob) + " " + n[:3] + "-" + n[3:5] + "-" + n[5:] }),
			Currency: func() string { return fmt.Sprintf("%d %03d ₽", rng(1, 99), r.Intn(1000)) },
		},
		{Code: "tr",
			GF:        []string{"Ayşe", "Fatma", "Elif", "Zeynep", "Merve", "Büşra:busra", "Esra", "Selin", "Derya", "Gamze"},
			GM:        []string{"Mehmet", "Mustafa", "Ahmet", "Emre", "Burak", "Murat", "Can", "Serkan", "Hakan", "Onur"},
			FamM:      []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk:ozturk", "Aydın", "Özdemir:ozdemir", "Arslan", "Doğan", "Koç", "Kurt"},
			Providers: []string{"hotmail.com", "gmail.com", "yandex.com.tr", "outlook.com", "yahoo.com", "mynet.com", "windowslive.com"},
			Companies: []Company{{"Anadolu Lojistik A.Ş.", "anadolulojistik.com.tr", "Büyükdere Cad. No:185, 34394 Şişli/İstanbul"}, {"Ege Mobilya Ltd. Şti.", "egemobilya.com.tr", "Kıbrıs Şehitleri Cad. No:52, 35220 Alsancak/İzmir"}, {"Kaya Mali Müşavirlik", "kayamm.com.tr", "Atatürk Blv. No:97, 06640 Çankaya/Ankara"}},
			TelL:      []string{"Tel:", "Telefon:", "T:", "Sabit:"},
			MobL:      []string{"GSM:", "Cep:", "Mobil:", "Cep Tel:"},
			MailL:     "E-posta:",
			Closing:   []string{"Saygılarımla,", "İyi çalışmalar,", "Teşekkürler,", "Kolay gelsin,"},
			Titles:    []string{"Müşteri Hizmetleri", "Muhasebe Uzmanı", "Satış Müdürü", "Operasyon Sorumlusu"},
			Mobile: phoneU(func() string {
				p, n := pick(trMob), d(7)
				return pick([]string{"0" + p + " " + n[:3] + " " + n[3:5] + " " + n[5:], "+90 " + p + " " + n[:3] + " " + n[3:5] + " " + n[5:], "0 (" + p + ") " + n[:3] + " " + n[3:5] + " " + n[5:], "0" + p + n, "+90 (" + p + ") " + n[:3] + " " + n[3:5] + " " + n[5:], "0" + p + "-" + n[:3] + "-" + n[3:5] + "-" + n[5:]})
			}),
			Land: phoneU(func() string {
				a := pick([]string{"212", "216", "312", "232", "224"})
				n := d(7)
				return pick([]string{"0" + a + " " + n[:3] + " " + n[3:5] + " " + n[5:], "+90 (" + a + ") " + n[:3] + " " + n[3:5] + " " + n[5:], "0 (" + a + ") " + n[:3] + " " + n[3:5] + " " + n[5:]})
			}),
			Intl:     phoneU(func() string { n := d(7); return "+90 " + pick(trMob) + " " + n[:3] + " " + n[3:5] + " " + n[5:] }),
			Currency: func() string { return fmt.Sprintf("%d.%03d,%02d TL", rng(1, 49), r.Intn(1000), r.Intn(100)) },
		},
	}
	for _, l := range langs {
		if l.Months == nil {
			l.Months = []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}
		}
	}
}

// Date returns a date written as the language writes it in mail.
func (l *Lang) Date() string {
	y, m, dd := rng(2023, 2025), rng(1, 12), rng(1, 28)
	switch l.Code {
	case "en":
		return pick([]string{fmt.Sprintf("%s %d, %d", l.Months[m-1], dd, y), fmt.Sprintf("%d/%d/%d", m, dd, y), fmt.Sprintf("%d %s %d", dd, l.Months[m-1][:3], y)})
	case "de", "ru", "tr":
		return fmt.Sprintf("%02d.%02d.%d", dd, m, y)
	case "pl":
		return pick([]string{fmt.Sprintf("%d.%02d.%d", dd, m, y), fmt.Sprintf("%d %s %d", dd, l.Months[m-1], y)})
	case "nl":
		return pick([]string{fmt.Sprintf("%02d-%02d-%d", dd, m, y), fmt.Sprintf("%d %s %d", dd, l.Months[m-1], y)})
	case "ja", "zh":
		return pick([]string{fmt.Sprintf("%d年%d月%d日", y, m, dd), fmt.Sprintf("%d/%02d/%02d", y, m, dd)})
	case "fr", "es", "pt", "it":
		return pick([]string{fmt.Sprintf("%02d/%02d/%d", dd, m, y), fmt.Sprintf("%d %s %d", dd, l.Months[m-1], y)})
	}
	return fmt.Sprintf("%d-%02d-%02d", y, m, dd)
}

func hhmm() string { return fmt.Sprintf("%02d:%02d", rng(7, 21), r.Intn(60)) }
