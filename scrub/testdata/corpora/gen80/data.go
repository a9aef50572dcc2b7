package main

import (
	"math/rand"
	"strings"
)

// City: PC is a postcode pattern, '#' a digit, 'L' a capital letter.
type City struct{ Name, PC string }

type Country struct {
	Code           string // ISO code
	TLD            string
	GivenM, GivenF []string
	SurM, SurF     []string
	Domains        []string // free-mail providers
	Biz            []string // words for company domains
	Legal          []string // legal forms
	Streets        []string
	Cities         []City
	Mob, Land      Plan
	Umlaut         bool // ä → ae when folding
}

type Person struct {
	Given, Sur, Full string
	Female           bool
	C                *Country
}

func (c *Country) Person(r *rand.Rand) Person {
	f := r.Intn(2) == 0
	var g, s string
	if f {
		g = pick(r, c.GivenF)
		s = pick(r, c.SurF)
	} else {
		g = pick(r, c.GivenM)
		s = pick(r, c.SurM)
	}
	full := g + " " + s
	if c.Code == "HU" {
		full = s + " " + g
	}
	return Person{Given: g, Sur: s, Full: full, Female: f, C: c}
}

func (c *Country) City(r *rand.Rand) (string, string) {
	ci := pick(r, c.Cities)
	if strings.HasPrefix(ci.PC, "L-") {
		return ci.Name, "L-" + pattern(r, ci.PC[2:])
	}
	return ci.Name, pattern(r, ci.PC)
}

func (c *Country) Street(r *rand.Rand) string {
	s := pick(r, c.Streets)
	n := 1 + r.Intn(120)
	switch c.Code {
	case "FR", "BE", "LU", "UK", "IE":
		if strings.HasPrefix(s, "Rue") || strings.HasPrefix(s, "Avenue") || strings.HasPrefix(s, "Boulevard") || strings.HasPrefix(s, "Place") || c.Code == "UK" || c.Code == "IE" {
			return itoa(n) + " " + s
		}
	case "IT":
		return s + ", " + itoa(n)
	case "PL":
		return s + " " + itoa(n) + "/" + itoa(1+r.Intn(40))
	}
	return s + " " + itoa(n)
}

func pattern(r *rand.Rand, p string) string {
	var sb strings.Builder
	for _, ch := range p {
		switch ch {
		case '#':
			sb.WriteByte(byte('0' + r.Intn(10)))
		case 'L':
			sb.WriteByte(byte('A' + r.Intn(26)))
		case 'l':
			sb.WriteByte(byte('a' + r.Intn(26)))
		default:
			sb.WriteRune(ch)
		}
	}
	return sb.String()
}

var (
	DE, AT, CH, FR, BE, NL, LU, IT, DK, SE, NO, FI, IS, PL, CZ, SK, HU, SI, HR, UK, IE *Country
	AllC                                                                               []*Country
)

func init() {
	DE = &Country{Code: "DE", TLD: "de", Umlaut: true,
		GivenM:  []string{"Lukas", "Jonas", "Felix", "Maximilian", "Jürgen", "Tobias", "Matthias", "Stefan", "Florian", "Sebastian", "Thomas", "Jan", "Moritz", "Dirk"},
		GivenF:  []string{"Anna", "Lea", "Sophie", "Marie", "Sabine", "Katrin", "Julia", "Claudia", "Lena", "Hannah", "Birgit", "Jana", "Franziska", "Nicole"},
		SurM:    []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hartmann", "Lange", "Werner", "Krause", "Lehmann", "Köhler", "Maier", "Jäger", "Vogt", "Otto", "Brandt"},
		Domains: []string{"web.de", "gmx.de", "gmx.net", "t-online.de", "posteo.de", "mailbox.org", "freenet.de", "outlook.de", "gmail.com", "icloud.com", "yahoo.de", "arcor.de"},
		Biz:     []string{"haustechnik", "immobilien", "steuerberatung", "logistik", "elektro", "kanzlei", "bau", "it-service", "consulting", "dachdeckerei", "physio", "autohaus", "druckerei", "gartenbau"},
		Legal:   []string{"GmbH", "GmbH & Co. KG", "AG", "e.K.", "UG (haftungsbeschränkt)", "OHG"},
		Streets: []string{"Hauptstraße", "Bahnhofstraße", "Gartenstr.", "Schillerstraße", "Goethestr.", "Lindenallee", "Am Markt", "Kirchweg", "Friedrichstraße", "Berliner Allee", "Industriestraße", "Mühlenweg"},
		Cities:  []City{{"Berlin", "10###"}, {"Hamburg", "22###"}, {"München", "80###"}, {"Köln", "50###"}, {"Frankfurt am Main", "60###"}, {"Stuttgart", "70###"}, {"Düsseldorf", "40###"}, {"Leipzig", "04###"}, {"Dresden", "01###"}, {"Hannover", "30###"}, {"Nürnberg", "90###"}, {"Bremen", "28###"}, {"Freiburg im Breisgau", "79###"}, {"Münster", "48###"}},
	}
	AT = &Country{Code: "AT", TLD: "at", Umlaut: true,
		GivenM:  []string{"Florian", "Lukas", "Johannes", "David", "Elias", "Markus", "Andreas", "Christoph", "Wolfgang"},
		GivenF:  []string{"Katharina", "Magdalena", "Theresa", "Verena", "Hannah", "Elisabeth", "Barbara", "Sarah", "Lisa"},
		SurM:    []string{"Gruber", "Huber", "Wagner", "Pichler", "Steiner", "Moser", "Mayer", "Hofer", "Leitner", "Berger", "Fuchs", "Eder", "Fischer", "Schmid", "Winkler", "Weber", "Auer", "Egger", "Lechner"},
		Domains: []string{"gmx.at", "aon.at", "chello.at", "a1.net", "gmail.com", "icloud.com", "outlook.com", "drei.at"},
		Biz:     []string{"installateur", "tischlerei", "immobilien", "steuerberatung", "elektrotechnik", "hotel", "weinbau"},
		Legal:   []string{"GmbH", "KG", "e.U.", "OG"},
		Streets: []string{"Mariahilfer Straße", "Hauptplatz", "Linzer Straße", "Landstraße", "Herrengasse", "Bahnhofstraße", "Kirchengasse"},
		Cities:  []City{{"Wien", "1###"}, {"Graz", "80##"}, {"Linz", "40##"}, {"Salzburg", "50##"}, {"Innsbruck", "60##"}, {"Klagenfurt", "90##"}},
	}
	CH = &Country{Code: "CH", TLD: "ch", Umlaut: true,
		GivenM:  []string{"Luca", "Noah", "Nico", "Reto", "Urs", "Beat", "Daniel", "Marco", "Samuel", "Thomas"},
		GivenF:  []string{"Lara", "Mia", "Alina", "Corinne", "Nadine", "Sandra", "Laura", "Céline", "Andrea", "Monika"},
		SurM:    []string{"Müller", "Meier", "Schmid", "Keller", "Weber", "Huber", "Schneider", "Meyer", "Steiner", "Fischer", "Gerber", "Brunner", "Baumann", "Frei", "Zimmermann", "Moser", "Favre", "Rochat", "Bianchi"},
		Domains: []string{"bluewin.ch", "gmx.ch", "sunrise.ch", "hispeed.ch", "gmail.com", "icloud.com", "outlook.com", "proton.me"},
		Biz:     []string{"treuhand", "schreinerei", "sanitaer", "immobilien", "garage", "elektro", "architektur"},
		Legal:   []string{"AG", "GmbH", "Sàrl", "SA", "Genossenschaft"},
		Streets: []string{"Bahnhofstrasse", "Seestrasse", "Dorfstrasse", "Rue du Rhône", "Hauptstrasse", "Kirchgasse", "Limmatquai"},
		Cities:  []City{{"Zürich", "80##"}, {"Bern", "30##"}, {"Basel", "40##"}, {"Luzern", "60##"}, {"Winterthur", "84##"}, {"St. Gallen", "90##"}, {"Genève", "12##"}, {"Lausanne", "10##"}},
	}
	FR = &Country{Code: "FR", TLD: "fr",
		GivenM:  []string{"Louis", "Hugo", "Lucas", "Théo", "Julien", "Nicolas", "Mathieu", "Antoine", "Maxime", "Thomas", "Olivier", "Benoît"},
		GivenF:  []string{"Camille", "Léa", "Chloé", "Manon", "Inès", "Émilie", "Céline", "Aurélie", "Sophie", "Pauline", "Élodie", "Margaux"},
		SurM:    []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "Fournier", "Girard", "Bonnet", "Mercier", "Lambert", "Faure", "Rousseau", "Blanc", "Chevalier", "Gauthier", "Perrin"},
		Domains: []string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "hotmail.fr", "yahoo.fr", "outlook.fr", "neuf.fr", "bbox.fr"},
		Biz:     []string{"boulangerie", "plomberie", "immobilier", "conseil", "transports", "cabinet", "garage", "paysagiste", "notaires", "informatique"},
		Legal:   []string{"SARL", "SAS", "SA", "EURL", "SASU"},
		Streets: []string{"Rue de la République", "Rue Victor Hugo", "Avenue Jean Jaurès", "Boulevard Voltaire", "Rue du Moulin", "Place de la Mairie", "Rue Pasteur", "Avenue de la Gare", "Rue des Lilas"},
		Cities:  []City{{"Paris", "750##"}, {"Lyon", "6900#"}, {"Marseille", "130##"}, {"Toulouse", "310##"}, {"Nantes", "440##"}, {"Lille", "590##"}, {"Bordeaux", "330##"}, {"Strasbourg", "670##"}, {"Rennes", "350##"}, {"Montpellier", "340##"}},
	}
	BE = &Country{Code: "BE", TLD: "be",
		GivenM:  []string{"Lars", "Arthur", "Wout", "Thibault", "Pieter", "Jules", "Koen", "Maxime", "Bart", "Sander"},
		GivenF:  []string{"Emma", "Louise", "Elise", "Noémie", "Fien", "Charlotte", "Lien", "Marie", "An", "Sofie"},
		SurM:    []string{"Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters", "De Smet", "Dubois", "Lambert", "Dupont", "Vermeulen", "Van den Broeck", "Leclercq", "Desmet"},
		Domains: []string{"skynet.be", "telenet.be", "proximus.be", "hotmail.com", "gmail.com", "outlook.be", "scarlet.be", "live.be"},
		Biz:     []string{"bouw", "boekhouding", "advocaten", "immo", "schrijnwerkerij", "transport", "consult"},
		Legal:   []string{"BV", "NV", "SRL", "SA", "CommV"},
		Streets: []string{"Kerkstraat", "Stationsstraat", "Rue de la Loi", "Avenue Louise", "Dorpsstraat", "Nieuwstraat", "Rue Haute", "Meir"},
		Cities:  []City{{"Brussel", "10##"}, {"Antwerpen", "20##"}, {"Gent", "90##"}, {"Leuven", "30##"}, {"Liège", "40##"}, {"Brugge", "80##"}, {"Namur", "50##"}, {"Mechelen", "28##"}},
	}
	NL = &Country{Code: "NL", TLD: "nl",
		GivenM:  []string{"Daan", "Bram", "Thijs", "Ruben", "Jeroen", "Sem", "Lucas", "Niels", "Joost", "Maarten"},
		GivenF:  []string{"Sanne", "Lotte", "Femke", "Anouk", "Marieke", "Eva", "Fleur", "Iris", "Lieke", "Esther"},
		SurM:    []string{"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Janssen", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker", "Brouwer", "van der Meer"},
		Domains: []string{"ziggo.nl", "kpnmail.nl", "hotmail.nl", "gmail.com", "outlook.com", "planet.nl", "xs4all.nl", "live.nl", "home.nl"},
		Biz:     []string{"installatie", "administratie", "makelaardij", "bouwbedrijf", "advies", "transport", "schilders", "fietsen"},
		Legal:   []string{"B.V.", "V.O.F.", "N.V.", "Eenmanszaak"},
		Streets: []string{"Kerkstraat", "Dorpsstraat", "Stationsweg", "Prinsengracht", "Molenweg", "Schoolstraat", "Julianalaan", "Markt"},
		Cities:  []City{{"Amsterdam", "10## LL"}, {"Rotterdam", "30## LL"}, {"Den Haag", "25## LL"}, {"Utrecht", "35## LL"}, {"Eindhoven", "56## LL"}, {"Groningen", "97## LL"}, {"Tilburg", "50## LL"}, {"Breda", "48## LL"}},
	}
	LU = &Country{Code: "LU", TLD: "lu",
		GivenM:  []string{"Gilles", "Marc", "Luc", "Yves", "Jeff", "Tom", "Laurent"},
		GivenF:  []string{"Anne", "Sophie", "Nathalie", "Carole", "Sandra", "Joëlle", "Tessy"},
		SurM:    []string{"Schmit", "Muller", "Weber", "Wagner", "Hoffmann", "Thill", "Schmitz", "Klein", "Reuter", "Kieffer", "Hansen", "Feller", "Welter", "Majerus"},
		Domains: []string{"pt.lu", "internet.lu", "gmail.com", "outlook.com", "hotmail.com", "vo.lu"},
		Biz:     []string{"fiduciaire", "immobilier", "construction", "consulting", "garage"},
		Legal:   []string{"S.à r.l.", "S.A.", "SCS"},
		Streets: []string{"Rue de Hollerich", "Avenue de la Liberté", "Route d'Arlon", "Grand-Rue", "Rue de Strasbourg", "Boulevard Royal"},
		Cities:  []City{{"Luxembourg", "L-1###"}, {"Esch-sur-Alzette", "L-4###"}, {"Differdange", "L-4###"}, {"Ettelbruck", "L-9###"}},
	}
	IT = &Country{Code: "IT", TLD: "it",
		GivenM:  []string{"Marco", "Alessandro", "Matteo", "Lorenzo", "Andrea", "Davide", "Giuseppe", "Francesco", "Luca", "Stefano"},
		GivenF:  []string{"Giulia", "Francesca", "Chiara", "Sara", "Federica", "Martina", "Elena", "Valentina", "Alessia", "Silvia"},
		SurM:    []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Costa", "Giordano", "Mancini", "Lombardi", "Moretti", "Barbieri"},
		Domains: []string{"libero.it", "tiscali.it", "virgilio.it", "alice.it", "gmail.com", "hotmail.it", "yahoo.it", "fastwebnet.it", "tin.it"},
		Biz:     []string{"impianti", "immobiliare", "studiolegale", "costruzioni", "trasporti", "commercialista", "ristorante"},
		Legal:   []string{"S.r.l.", "S.p.A.", "S.n.c.", "S.a.s."},
		Streets: []string{"Via Roma", "Via Garibaldi", "Corso Vittorio Emanuele II", "Via Mazzini", "Piazza Duomo", "Via Dante", "Viale Europa", "Via Cavour"},
		Cities:  []City{{"Milano", "201##"}, {"Roma", "001##"}, {"Torino", "101##"}, {"Napoli", "801##"}, {"Bologna", "401##"}, {"Firenze", "501##"}, {"Verona", "371##"}, {"Bolzano", "391##"}},
	}
	DK = &Country{Code: "DK", TLD: "dk",
		GivenM:  []string{"Mads", "Rasmus", "Mikkel", "Søren", "Anders", "Frederik", "Jens", "Kasper", "Niels", "Christian"},
		GivenF:  []string{"Freja", "Ida", "Mette", "Line", "Camilla", "Sofie", "Maja", "Louise", "Anne", "Signe"},
		SurM:    []string{"Nielsen", "Jensen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen", "Rasmussen", "Jørgensen", "Petersen", "Madsen", "Kristensen", "Olsen", "Thomsen", "Møller"},
		Domains: []string{"live.dk", "jubii.dk", "hotmail.com", "gmail.com", "mail.dk", "stofanet.dk", "outlook.dk", "youmail.dk"},
		Biz:     []string{"vvs", "toemrer", "revision", "ejendomme", "el", "maler", "advokat"},
		Legal:   []string{"ApS", "A/S", "I/S", "IVS"},
		Streets: []string{"Vestergade", "Østergade", "Nørregade", "Strandvejen", "Jernbanegade", "Søndergade", "Algade", "Skolevej"},
		Cities:  []City{{"København K", "1###"}, {"Aarhus C", "8000"}, {"Odense C", "5000"}, {"Aalborg", "9000"}, {"Esbjerg", "67##"}, {"Roskilde", "4000"}, {"Frederiksberg", "20##"}},
	}
	SE = &Country{Code: "SE", TLD: "se",
		GivenM:  []string{"Erik", "Oskar", "Johan", "Lars", "Anders", "Gustav", "Karl", "Nils", "Mattias", "Per"},
		GivenF:  []string{"Elsa", "Maja", "Sara", "Karin", "Linnéa", "Ebba", "Astrid", "Ingrid", "Emma", "Ida"},
		SurM:    []string{"Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Gustafsson", "Pettersson", "Jonsson", "Lindberg", "Lindström", "Åberg", "Sjöberg", "Öberg", "Holm", "Bergström"},
		Domains: []string{"telia.com", "bredband.net", "hotmail.se", "gmail.com", "outlook.com", "spray.se", "yahoo.se", "live.se", "icloud.com"},
		Biz:     []string{"bygg", "redovisning", "fastigheter", "el", "maleri", "vvs", "konsult"},
		Legal:   []string{"AB", "HB", "KB"},
		Streets: []string{"Storgatan", "Drottninggatan", "Kungsgatan", "Vasagatan", "Skolgatan", "Järnvägsgatan", "Götgatan", "Sveavägen"},
		Cities:  []City{{"Stockholm", "11# ##"}, {"Göteborg", "41# ##"}, {"Malmö", "21# ##"}, {"Uppsala", "75# ##"}, {"Västerås", "72# ##"}, {"Örebro", "70# ##"}, {"Linköping", "58# ##"}, {"Umeå", "90# ##"}},
	}
	NO = &Country{Code: "NO", TLD: "no",
		GivenM:  []string{"Jakob", "Emil", "Håkon", "Magnus", "Ola", "Sindre", "Henrik", "Kristian", "Lars", "Eirik"},
		GivenF:  []string{"Nora", "Ingrid", "Sofie", "Kari", "Solveig", "Marit", "Ingeborg", "Thea", "Silje", "Hanne"},
		SurM:    []string{"Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Pedersen", "Nilsen", "Kristiansen", "Jensen", "Karlsen", "Haugen", "Berg", "Dahl", "Bakken", "Solberg", "Strand", "Halvorsen", "Lie", "Moen"},
		Domains: []string{"online.no", "yahoo.no", "hotmail.com", "gmail.com", "outlook.com", "live.no", "getmail.no", "icloud.com"},
		Biz:     []string{"bygg", "regnskap", "eiendom", "elektro", "rorlegger", "maling", "transport"},
		Legal:   []string{"AS", "ASA", "ENK", "DA"},
		Streets: []string{"Karl Johans gate", "Storgata", "Kirkegata", "Dronningens gate", "Strandveien", "Skolegata", "Bogstadveien"},
		Cities:  []City{{"Oslo", "0###"}, {"Bergen", "50##"}, {"Trondheim", "70##"}, {"Stavanger", "40##"}, {"Tromsø", "90##"}, {"Drammen", "30##"}, {"Kristiansand", "46##"}},
	}
	FI = &Country{Code: "FI", TLD: "fi",
		GivenM:  []string{"Mikko", "Juha", "Antti", "Ville", "Jari", "Teemu", "Matti", "Janne", "Lauri", "Eero"},
		GivenF:  []string{"Aino", "Emilia", "Laura", "Sanna", "Eveliina", "Noora", "Minna", "Johanna", "Elina", "Kaisa"},
		SurM:    []string{"Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen", "Lehtonen", "Lehtinen", "Saarinen", "Salminen", "Heinonen", "Niemi"},
		Domains: []string{"kolumbus.fi", "luukku.com", "elisanet.fi", "gmail.com", "hotmail.com", "outlook.com", "saunalahti.fi", "welho.com"},
		Biz:     []string{"rakennus", "tilitoimisto", "kiinteistot", "sahko", "maalaus", "kuljetus", "lvi"},
		Legal:   []string{"Oy", "Oyj", "Ky", "Tmi"},
		Streets: []string{"Mannerheimintie", "Hämeenkatu", "Aleksanterinkatu", "Kauppakatu", "Rantatie", "Koulukatu", "Puistokatu"},
		Cities:  []City{{"Helsinki", "00###"}, {"Espoo", "02###"}, {"Tampere", "33###"}, {"Turku", "20###"}, {"Oulu", "90###"}, {"Jyväskylä", "40###"}},
	}
	IS = &Country{Code: "IS", TLD: "is",
		GivenM:  []string{"Jón", "Sigurður", "Gunnar", "Ólafur", "Einar", "Kristján", "Magnús", "Stefán"},
		GivenF:  []string{"Guðrún", "Anna", "Kristín", "Sigríður", "Helga", "Katrín", "Margrét", "Sara"},
		SurM:    []string{"Jónsson", "Sigurðsson", "Guðmundsson", "Gunnarsson", "Einarsson", "Magnússon", "Ólafsson", "Kristjánsson"},
		SurF:    []string{"Jónsdóttir", "Sigurðardóttir", "Guðmundsdóttir", "Ólafsdóttir", "Magnúsdóttir", "Einarsdóttir", "Kristjánsdóttir"},
		Domains: []string{"simnet.is", "internet.is", "gmail.com", "hotmail.com", "visir.is", "mi.is"},
		Biz:     []string{"bokhald", "verktakar", "fasteignir", "rafverk", "ferdir"},
		Legal:   []string{"ehf.", "hf.", "sf."},
		Streets: []string{"Laugavegur", "Skólavörðustígur", "Hafnarstræti", "Bankastræti", "Suðurlandsbraut", "Austurstræti"},
		Cities:  []City{{"Reykjavík", "10#"}, {"Kópavogur", "20#"}, {"Hafnarfjörður", "22#"}, {"Akureyri", "60#"}},
	}
	PL = &Country{Code: "PL", TLD: "pl",
		GivenM:  []string{"Jakub", "Kacper", "Piotr", "Tomasz", "Michał", "Paweł", "Krzysztof", "Marcin", "Łukasz", "Adam"},
		GivenF:  []string{"Zuzanna", "Julia", "Agnieszka", "Katarzyna", "Magdalena", "Małgorzata", "Anna", "Joanna", "Aleksandra", "Ewa"},
		SurM:    []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur"},
		SurF:    []string{"Nowak", "Kowalska", "Wiśniewska", "Wójcik", "Kowalczyk", "Kamińska", "Lewandowska", "Zielińska", "Szymańska", "Woźniak", "Dąbrowska", "Kozłowska", "Jankowska", "Mazur"},
		Domains: []string{"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com", "op.pl", "poczta.fm", "tlen.pl"},
		Biz:     []string{"budownictwo", "ksiegowosc", "nieruchomosci", "transport", "instalacje", "serwis", "meble"},
		Legal:   []string{"sp. z o.o.", "S.A.", "sp.j.", "sp.k."},
		Streets: []string{"ul. Marszałkowska", "ul. Długa", "ul. Mickiewicza", "ul. Słowackiego", "ul. Kościuszki", "al. Jerozolimskie", "ul. Piotrkowska", "ul. Floriańska"},
		Cities:  []City{{"Warszawa", "00-###"}, {"Kraków", "31-###"}, {"Wrocław", "50-###"}, {"Poznań", "61-###"}, {"Gdańsk", "80-###"}, {"Łódź", "90-###"}, {"Lublin", "20-###"}},
	}
	CZ = &Country{Code: "CZ", TLD: "cz",
		GivenM:  []string{"Jan", "Jakub", "Tomáš", "Petr", "Martin", "Ondřej", "Lukáš", "Pavel", "David", "Jiří"},
		GivenF:  []string{"Tereza", "Eliška", "Lucie", "Kateřina", "Veronika", "Barbora", "Petra", "Markéta", "Jana", "Klára"},
		SurM:    []string{"Novák", "Svoboda", "Novotný", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec", "Marek", "Pokorný", "Pospíšil", "Hájek"},
		SurF:    []string{"Nováková", "Svobodová", "Novotná", "Dvořáková", "Černá", "Procházková", "Kučerová", "Veselá", "Horáková", "Němcová", "Marková", "Pokorná", "Pospíšilová", "Hájková"},
		Domains: []string{"seznam.cz", "email.cz", "centrum.cz", "post.cz", "gmail.com", "volny.cz", "atlas.cz"},
		Biz:     []string{"stavby", "ucetnictvi", "reality", "elektro", "autoservis", "truhlarstvi", "doprava"},
		Legal:   []string{"s.r.o.", "a.s.", "v.o.s."},
		Streets: []string{"Vinohradská", "Národní", "Masarykova", "Husova", "Palackého", "Nádražní", "Školní", "Komenského"},
		Cities:  []City{{"Praha 2", "120 00"}, {"Praha 3", "130 00"}, {"Brno", "602 00"}, {"Ostrava", "702 00"}, {"Plzeň", "301 00"}, {"Olomouc", "779 00"}, {"Liberec", "460 01"}},
	}
	SK = &Country{Code: "SK", TLD: "sk",
		GivenM:  []string{"Marek", "Lukáš", "Peter", "Ján", "Michal", "Martin", "Tomáš", "Juraj"},
		GivenF:  []string{"Zuzana", "Lucia", "Jana", "Katarína", "Simona", "Monika", "Veronika", "Martina"},
		SurM:    []string{"Horváth", "Kováč", "Varga", "Tóth", "Nagy", "Baláž", "Szabó", "Molnár", "Lukáč", "Hudák"},
		SurF:    []string{"Horváthová", "Kováčová", "Vargová", "Tóthová", "Nagyová", "Balážová", "Szabóová", "Molnárová", "Lukáčová", "Hudáková"},
		Domains: []string{"azet.sk", "zoznam.sk", "centrum.sk", "gmail.com", "post.sk", "pobox.sk"},
		Biz:     []string{"stavby", "uctovnictvo", "reality", "elektro", "autoservis"},
		Legal:   []string{"s.r.o.", "a.s."},
		Streets: []string{"Obchodná", "Hlavná", "Štúrova", "Námestie SNP", "Mlynská", "Hviezdoslavova"},
		Cities:  []City{{"Bratislava", "811 0#"}, {"Košice", "040 01"}, {"Žilina", "010 01"}, {"Nitra", "949 01"}, {"Trnava", "917 01"}},
	}
	HU = &Country{Code: "HU", TLD: "hu",
		GivenM:  []string{"Bence", "Dániel", "Gábor", "László", "Péter", "Zoltán", "Attila", "Balázs"},
		GivenF:  []string{"Anna", "Eszter", "Zsófia", "Katalin", "Réka", "Judit", "Ágnes", "Krisztina"},
		SurM:    []string{"Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár", "Németh", "Farkas", "Balogh", "Papp", "Takács"},
		Domains: []string{"freemail.hu", "citromail.hu", "gmail.com", "t-online.hu", "indamail.hu", "vipmail.hu"},
		Biz:     []string{"epitoipar", "konyveles", "ingatlan", "villanyszereles", "szerviz"},
		Legal:   []string{"Kft.", "Zrt.", "Bt.", "Nyrt."},
		Streets: []string{"Váci utca", "Andrássy út", "Rákóczi út", "Kossuth Lajos utca", "Petőfi Sándor utca", "Fő utca", "Dózsa György út"},
		Cities:  []City{{"Budapest", "1###"}, {"Debrecen", "40##"}, {"Szeged", "67##"}, {"Pécs", "76##"}, {"Győr", "90##"}, {"Miskolc", "35##"}},
	}
	SI = &Country{Code: "SI", TLD: "si",
		GivenM:  []string{"Luka", "Jan", "Matej", "Nejc", "Gregor", "Rok", "Miha", "Blaž"},
		GivenF:  []string{"Maja", "Nina", "Eva", "Špela", "Tjaša", "Urška", "Mojca", "Petra"},
		SurM:    []string{"Novak", "Horvat", "Kovačič", "Krajnc", "Zupančič", "Potočnik", "Kovač", "Mlakar", "Vidmar", "Golob", "Kos", "Turk"},
		Domains: []string{"siol.net", "gmail.com", "t-2.net", "amis.net", "telemach.net", "hotmail.com"},
		Biz:     []string{"gradnje", "racunovodstvo", "nepremicnine", "elektro", "servis"},
		Legal:   []string{"d.o.o.", "d.d.", "s.p."},
		Streets: []string{"Slovenska cesta", "Trubarjeva ulica", "Celovška cesta", "Dunajska cesta", "Prešernova ulica", "Glavni trg"},
		Cities:  []City{{"Ljubljana", "1000"}, {"Maribor", "2000"}, {"Celje", "3000"}, {"Kranj", "4000"}, {"Koper", "6000"}},
	}
	HR = &Country{Code: "HR", TLD: "hr",
		GivenM:  []string{"Ivan", "Luka", "Marko", "Josip", "Ante", "Tomislav", "Filip", "Mario"},
		GivenF:  []string{"Ana", "Petra", "Ivana", "Marija", "Lucija", "Maja", "Kristina", "Martina"},
		SurM:    []string{"Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Novak", "Knežević", "Vuković", "Marković", "Petrović", "Matić", "Tomić"},
		Domains: []string{"net.hr", "t-com.hr", "gmail.com", "hotmail.com", "inet.hr", "email.t-com.hr"},
		Biz:     []string{"gradnja", "racunovodstvo", "nekretnine", "elektro", "turizam", "apartmani"},
		Legal:   []string{"d.o.o.", "d.d.", "j.d.o.o.", "obrt"},
		Streets: []string{"Ilica", "Vukovarska ulica", "Savska cesta", "Frankopanska", "Riva", "Ulica kralja Zvonimira"},
		Cities:  []City{{"Zagreb", "10000"}, {"Split", "21000"}, {"Rijeka", "51000"}, {"Osijek", "31000"}, {"Zadar", "23000"}, {"Dubrovnik", "20000"}},
	}
	UK = &Country{Code: "UK", TLD: "co.uk",
		GivenM:  []string{"Oliver", "Harry", "George", "James", "Tom", "Ben", "Jack", "William", "Daniel", "Sam"},
		GivenF:  []string{"Amelia", "Isla", "Emily", "Charlotte", "Sophie", "Hannah", "Olivia", "Grace", "Lucy", "Chloe"},
		SurM:    []string{"Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Hughes", "Edwards", "Clarke", "Patel"},
		Domains: []string{"btinternet.com", "sky.com", "gmail.com", "outlook.com", "hotmail.co.uk", "yahoo.co.uk", "icloud.com", "virginmedia.com", "talktalk.net"},
		Biz:     []string{"plumbing", "lettings", "accountants", "electrical", "solicitors", "builders", "logistics"},
		Legal:   []string{"Ltd", "LLP", "plc"},
		Streets: []string{"High Street", "Station Road", "Church Lane", "Victoria Road", "Mill Lane", "King Street", "Park Avenue"},
		Cities:  []City{{"London", "SW# #LL"}, {"London", "E# #LL"}, {"Manchester", "M# #LL"}, {"Bristol", "BS# #LL"}, {"Leeds", "LS# #LL"}, {"Edinburgh", "EH# #LL"}, {"Birmingham", "B# #LL"}, {"Cardiff", "CF## #LL"}},
	}
	IE = &Country{Code: "IE", TLD: "ie",
		GivenM:  []string{"Seán", "Conor", "Cian", "Ciarán", "Darragh", "Niall", "Eoin", "Patrick"},
		GivenF:  []string{"Aoife", "Niamh", "Saoirse", "Siobhán", "Róisín", "Ciara", "Orla", "Sinéad"},
		SurM:    []string{"Murphy", "Kelly", "O'Sullivan", "Walsh", "Smith", "O'Brien", "Byrne", "Ryan", "O'Connor", "O'Neill", "Doyle", "McCarthy", "Gallagher", "Kennedy"},
		Domains: []string{"eircom.net", "gmail.com", "hotmail.com", "outlook.ie", "yahoo.ie", "icloud.com", "vodafone.ie"},
		Biz:     []string{"plumbing", "accountants", "auctioneers", "electrical", "solicitors", "motors"},
		Legal:   []string{"Ltd", "DAC", "Teoranta"},
		Streets: []string{"Main Street", "O'Connell Street", "Patrick Street", "Church Road", "Grafton Street", "Shop Street"},
		Cities:  []City{{"Dublin 2", "D02 L###"}, {"Dublin 8", "D08 L###"}, {"Cork", "T12 L###"}, {"Galway", "H91 L###"}, {"Limerick", "V94 L###"}},
	}
	for _, c := range []*Country{DE, AT, CH, FR, BE, NL, LU, IT, DK, SE, NO, FI, HU, UK, IE, SI, HR} {
		if c.GivenF == nil {
			c.GivenF = c.GivenM
		}
		if c.SurF == nil {
			c.SurF = c.SurM
		}
	}
	AllC = []*Country{DE, AT, CH, FR, BE, NL, LU, IT, DK, SE, NO, FI, IS, PL, CZ, SK, HU, SI, HR, UK, IE}
	initPlans()
}

// fold turns a name into an e-mail local-part word.
func fold(s string, umlaut bool) string {
	var sb strings.Builder
	for _, ch := range strings.ToLower(s) {
		switch ch {
		case 'ä':
			if umlaut {
				sb.WriteString("ae")
			} else {
				sb.WriteString("a")
			}
		case 'ö':
			if umlaut {
				sb.WriteString("oe")
			} else {
				sb.WriteString("o")
			}
		case 'ü':
			if umlaut {
				sb.WriteString("ue")
			} else {
				sb.WriteString("u")
			}
		case 'ß':
			sb.WriteString("ss")
		case 'æ':
			sb.WriteString("ae")
		case 'ø', 'ó', 'ò', 'ô', 'õ', 'ő':
			sb.WriteByte('o')
		case 'å', 'á', 'à', 'â', 'ą':
			sb.WriteByte('a')
		case 'é', 'è', 'ê', 'ë', 'ę', 'ě':
			sb.WriteByte('e')
		case 'í', 'ì', 'î', 'ï':
			sb.WriteByte('i')
		case 'ú', 'ù', 'û', 'ů', 'ű':
			sb.WriteByte('u')
		case 'ç', 'ć', 'č':
			sb.WriteByte('c')
		case 'ñ', 'ń', 'ň':
			sb.WriteByte('n')
		case 'ł':
			sb.WriteByte('l')
		case 'ś', 'š':
			sb.WriteByte('s')
		case 'ź', 'ż', 'ž':
			sb.WriteByte('z')
		case 'ř':
			sb.WriteByte('r')
		case 'ť':
			sb.WriteByte('t')
		case 'ď', 'đ', 'ð':
			sb.WriteByte('d')
		case 'ý':
			sb.WriteByte('y')
		case 'þ':
			sb.WriteString("th")
		case ' ', '\'', '.':
		default:
			if ch < 128 {
				sb.WriteRune(ch)
			}
		}
	}
	return sb.String()
}
