package main

import (
	"fmt"
	"strings"
)

type Person struct{ First, Last, LatFirst, LatLast string }

func (p Person) Full() string {
	if p.First == p.LatFirst || !strings.ContainsAny(p.First+p.Last, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		// CJK orders family name first; everything else given name first
		return p.First + " " + p.Last
	}
	return p.First + " " + p.Last
}

type Loc struct {
	Code    string
	People  []Person
	Domains []string
	Corp    []string
	Dec     string // decimal separator
	Cur     string
	// header words for tables
	WName, WEmail, WPhone, WMobile, WFax, WCity, WAmount, WDate, WNote string
	Cities                                                             []string
	Native                                                             string // digit system used in running text, "" for ASCII
	phoneFn                                                            func(g *G, style string) string
}

// Phone styles: "nat" national, "intl" +CC spaced, "e164" +CC glued, "bare" digits with CC, no plus.
func (L *Loc) Phone(g *G, style string) string { return L.phoneFn(g, style) }

// PhoneAny picks a style the way people write them in that country.
func (L *Loc) PhoneAny(g *G) string {
	s := g.pick("nat", "nat", "nat", "intl", "intl", "e164")
	return L.Phone(g, s)
}

// native converts ASCII digits to the locale's digit system.
func toDigits(s, sys string) string {
	if sys == "" {
		return s
	}
	rs := []rune(sys)
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(rs[c-'0'])
		} else if sys == fullwidth && c == '-' {
			b.WriteRune('－')
		} else if sys == fullwidth && c == '+' {
			b.WriteRune('＋')
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

const (
	arabicIndic = "٠١٢٣٤٥٦٧٨٩"
	devanagari  = "०१२३४५६७८९"
	thaiDigits  = "๐๑๒๓๔๕๖๗๘๙"
	fullwidth   = "０１２３４５６７８９"
)

func pp(first, last string) Person { return Person{first, last, first, last} }
func pn(first, last, lf, ll string) Person {
	return Person{first, last, lf, ll}
}

func foldASCII(s string) string {
	r := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ê", "e", "ë", "e", "à", "a", "á", "a", "â", "a", "ã", "a", "ç", "c", "í", "i", "ì", "i", "ï", "i", "î", "i", "ó", "o", "ò", "o", "ô", "o", "õ", "o", "ú", "u", "ù", "u", "ñ", "n", "ł", "l", "ś", "s", "ż", "z", "ź", "z", "ć", "c", "ń", "n", "ę", "e", "ą", "a", "ş", "s", "ğ", "g", "ı", "i", "å", "a", "ø", "o", "Ö", "O", "Ä", "A", "Ü", "U", "Ş", "S", "Ł", "L", "Ż", "Z", "Ç", "C", "İ", "I", "É", "E", "Å", "A")
	return r.Replace(s)
}

func lp(first, last string) Person { return Person{first, last, foldASCII(first), foldASCII(last)} }

var locales []*Loc

func init() {
	us := &Loc{Code: "en-US", Dec: ".", Cur: "USD",
		People:  []Person{pp("Jennifer", "Alvarez"), pp("Marcus", "Whitfield"), pp("Tanya", "Okafor"), pp("Brian", "Kowalczyk"), pp("Deshawn", "Price"), pp("Emily", "Nguyen"), pp("Robert", "Hargrove"), pp("Kaitlyn", "Brennan"), pp("Luis", "Delgado"), pp("Megan", "Schultz")},
		Domains: []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "comcast.net", "hotmail.com", "aol.com", "verizon.net"},
		Corp:    []string{"brightharbor.com", "acme-logistics.com", "pinecrest-dental.com", "northloop.io", "tristatefreight.com", "hollisterlaw.com"},
		WName:   "Name", WEmail: "Email", WPhone: "Phone", WMobile: "Mobile", WFax: "Fax", WCity: "City", WAmount: "Amount", WDate: "Date", WNote: "Notes",
		Cities: []string{"Columbus", "Tacoma", "Raleigh", "Boise", "Scranton", "Tucson"}}
	us.phoneFn = func(g *G, st string) string {
		var a, e string
		for {
			a = g.from("23456789", 1) + g.digits(2)
			e = g.from("23456789", 1) + g.digits(2)
			if a[1:] != "11" && e[1:] != "11" && a != "555" && e != "555" && a[1] != '9' {
				break
			}
		}
		n := g.digits(4)
		switch st {
		case "intl":
			return g.pick("+1 "+a+" "+e+" "+n, "+1-"+a+"-"+e+"-"+n, "+1 ("+a+") "+e+"-"+n, "+1."+a+"."+e+"."+n)
		case "e164":
			return "+1" + a + e + n
		case "bare":
			return g.pick("1", "") + a + e + n
		}
		return g.pick("("+a+") "+e+"-"+n, a+"-"+e+"-"+n, a+"."+e+"."+n, "1-"+a+"-"+e+"-"+n, "("+a+")"+e+"-"+n)
	}
	gb := &Loc{Code: "en-GB", Dec: ".", Cur: "GBP",
		People:  []Person{pp("Oliver", "Pemberton"), pp("Charlotte", "Ainsworth"), pp("Harry", "Mistry"), pp("Siobhan", "Gallagher"), pp("Amelia", "Thornbury"), pp("Callum", "McLeod"), pp("Priya", "Chandra"), pp("Gareth", "Llewellyn")},
		Domains: []string{"btinternet.com", "gmail.com", "hotmail.co.uk", "sky.com", "outlook.com", "virginmedia.com", "yahoo.co.uk"},
		Corp:    []string{"harrowgate-surveyors.co.uk", "nhs.net", "fenwick-partners.co.uk", "kestrel-ops.uk"},
		WName:   "Name", WEmail: "Email", WPhone: "Telephone", WMobile: "Mobile", WFax: "Fax", WCity: "Town", WAmount: "Amount", WDate: "Date", WNote: "Notes",
		Cities: []string{"Leeds", "Bristol", "Cardiff", "Norwich", "Glasgow"}}
	gb.phoneFn = func(g *G, st string) string {
		mob := g.p(60)
		if mob {
			n := "7" + g.from("45789", 1) + g.digits(2) + g.digits(6)
			switch st {
			case "intl":
				return g.pick("+44 "+n[:4]+" "+n[4:], "+44 (0)"+n[:4]+" "+n[4:], "+44 "+n[:4]+" "+n[4:7]+" "+n[7:])
			case "e164":
				return "+44" + n
			case "bare":
				return "44" + n
			}
			return g.pick("0"+n[:4]+" "+n[4:], "0"+n[:4]+" "+n[4:7]+" "+n[7:], "0"+n)
		}
		area, rest := g.pick("20", "161", "113", "117", "131", "29"), ""
		if area == "20" {
			rest = g.from("378", 1) + g.digits(7)
			switch st {
			case "intl":
				return "+44 20 " + rest[:4] + " " + rest[4:]
			case "e164":
				return "+4420" + rest
			case "bare":
				return "4420" + rest
			}
			return g.pick("020 "+rest[:4]+" "+rest[4:], "(020) "+rest[:4]+" "+rest[4:])
		}
		rest = g.from("2345", 1) + g.digits(6)
		switch st {
		case "intl":
			return "+44 " + area + " " + rest[:3] + " " + rest[3:]
		case "e164":
			return "+44" + area + rest
		case "bare":
			return "44" + area + rest
		}
		return "0" + area + " " + rest[:3] + " " + rest[3:]
	}
	de := &Loc{Code: "de", Dec: ",", Cur: "EUR",
		People:  []Person{lp("Jürgen", "Schäfer"), lp("Katrin", "Hoffmann"), lp("Lukas", "Bergmann"), lp("Anja", "Wöhrle"), lp("Tobias", "Krüger"), lp("Sabine", "Neumeier"), lp("Mehmet", "Yıldız"), lp("Franziska", "Lange")},
		Domains: []string{"web.de", "gmx.de", "t-online.de", "gmx.net", "posteo.de", "freenet.de", "mailbox.org"},
		Corp:    []string{"nordwind-logistik.de", "stadtwerke-beispielhausen.de", "kanzlei-roth.de", "brandt-maschinenbau.de"},
		WName:   "Name", WEmail: "E-Mail", WPhone: "Telefon", WMobile: "Mobil", WFax: "Fax", WCity: "Ort", WAmount: "Betrag", WDate: "Datum", WNote: "Bemerkung",
		Cities: []string{"Köln", "Leipzig", "Bremen", "Augsburg", "Kassel"}}
	de.phoneFn = func(g *G, st string) string {
		if g.p(55) {
			pre := g.pick("151", "152", "157", "159", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
			n := g.nz(g.rng(7, 8))
			switch st {
			case "intl":
				return g.pick("+49 "+pre+" "+n, "+49 ("+"0)"+pre+" "+n, "+49-"+pre+"-"+n)
			case "e164":
				return "+49" + pre + n
			case "bare":
				return "49" + pre + n
			}
			return g.pick("0"+pre+" "+n, "0"+pre+"/"+n, "0"+pre+"-"+n, "0"+pre+" "+n[:3]+" "+n[3:])
		}
		area := g.pick("30", "40", "89", "221", "69", "711", "341", "511")
		n := g.nz(8 - len(area) + 2)
		switch st {
		case "intl":
			return "+49 " + area + " " + n
		case "e164":
			return "+49" + area + n
		case "bare":
			return "49" + area + n
		}
		return g.pick("0"+area+" "+n, "(0"+area+") "+n, "0"+area+"/"+n, "0"+area+" "+n[:len(n)-2]+"-"+n[len(n)-2:])
	}
	fr := &Loc{Code: "fr", Dec: ",", Cur: "EUR",
		People:  []Person{lp("Élodie", "Marchand"), lp("Thierry", "Lefèvre"), lp("Camille", "Rousseau"), lp("Nicolas", "Girard"), lp("Inès", "Benali"), lp("Sébastien", "Faure"), lp("Margaux", "Chevalier")},
		Domains: []string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "hotmail.fr"},
		Corp:    []string{"ateliers-lumiere.fr", "cabinet-morel.fr", "transports-garnier.fr", "mairie-exemple.fr"},
		WName:   "Nom", WEmail: "Courriel", WPhone: "Téléphone", WMobile: "Portable", WFax: "Fax", WCity: "Ville", WAmount: "Montant", WDate: "Date", WNote: "Remarque",
		Cities: []string{"Lyon", "Nantes", "Lille", "Rennes", "Toulouse"}}
	fr.phoneFn = func(g *G, st string) string {
		d := g.from("1234567", 1) + g.digits(8)
		if g.p(55) {
			d = g.pick("6", "7") + g.digits(8)
		}
		pairs := d[1:3] + " " + d[3:5] + " " + d[5:7] + " " + d[7:9]
		switch st {
		case "intl":
			return g.pick("+33 "+d[:1]+" "+pairs, "+33 (0)"+d[:1]+" "+pairs, "+33 "+d)
		case "e164":
			return "+33" + d
		case "bare":
			return "33" + d
		}
		return g.pick("0"+d[:1]+" "+pairs, "0"+d[:1]+"."+strings.ReplaceAll(pairs, " ", "."), "0"+d, "0"+d[:1]+"-"+strings.ReplaceAll(pairs, " ", "-"))
	}
	es := &Loc{Code: "es", Dec: ",", Cur: "EUR",
		People:  []Person{lp("Alejandro", "Fernández"), lp("Lucía", "Moreno"), lp("Javier", "Ruiz"), lp("Carmen", "Ibáñez"), lp("Pablo", "Serrano"), lp("Nerea", "Etxeberria"), lp("Marta", "Gil")},
		Domains: []string{"telefonica.net", "gmail.com", "hotmail.es", "yahoo.es", "outlook.es"},
		Corp:    []string{"construcciones-vega.es", "asesoria-marin.com", "clinicadentalsol.es"},
		WName:   "Nombre", WEmail: "Correo", WPhone: "Teléfono", WMobile: "Móvil", WFax: "Fax", WCity: "Ciudad", WAmount: "Importe", WDate: "Fecha", WNote: "Observaciones",
		Cities: []string{"Valencia", "Zaragoza", "Bilbao", "Sevilla", "Málaga"}}
	es.phoneFn = func(g *G, st string) string {
		d := g.pick("6", "6", "7") + g.digits(8)
		if g.p(40) {
			d = "9" + g.from("1345678", 1) + g.digits(7)
		}
		switch st {
		case "intl":
			return g.pick("+34 "+d[:3]+" "+d[3:6]+" "+d[6:], "+34 "+d[:3]+" "+d[3:5]+" "+d[5:7]+" "+d[7:], "0034 "+d)
		case "e164":
			return "+34" + d
		case "bare":
			return "34" + d
		}
		return g.pick(d[:3]+" "+d[3:6]+" "+d[6:], d[:3]+" "+d[3:5]+" "+d[5:7]+" "+d[7:], d, d[:2]+" "+d[2:5]+" "+d[5:7]+" "+d[7:])
	}
	it := &Loc{Code: "it", Dec: ",", Cur: "EUR",
		People:  []Person{lp("Giulia", "Ferrari"), lp("Lorenzo", "Esposito"), lp("Chiara", "Bianchi"), lp("Matteo", "Romano"), lp("Francesca", "Colombo"), lp("Davide", "Ricci"), lp("Sara", "De Luca")},
		Domains: []string{"libero.it", "alice.it", "virgilio.it", "tiscali.it", "gmail.com", "hotmail.it"},
		Corp:    []string{"studio-bernardi.it", "ferramenta-conti.it", "officinemarconi.it"},
		WName:   "Nome", WEmail: "Email", WPhone: "Telefono", WMobile: "Cellulare", WFax: "Fax", WCity: "Città", WAmount: "Importo", WDate: "Data", WNote: "Note",
		Cities: []string{"Torino", "Bologna", "Bari", "Verona", "Padova"}}
	it.phoneFn = func(g *G, st string) string {
		if g.p(60) {
			d := "3" + g.from("23456789", 1) + g.digits(8)
			switch st {
			case "intl":
				return g.pick("+39 "+d[:3]+" "+d[3:6]+" "+d[6:], "+39 "+d, "+39 "+d[:3]+" "+d[3:])
			case "e164":
				return "+39" + d
			case "bare":
				return "39" + d
			}
			return g.pick(d[:3]+" "+d[3:6]+" "+d[6:], d[:3]+" "+d[3:], d[:3]+"-"+d[3:], d)
		}
		area := g.pick("02", "06", "011", "051", "080", "045")
		n := g.nz(10 - len(area))
		switch st {
		case "intl":
			return "+39 " + area + " " + n
		case "e164":
			return "+39" + area + n
		case "bare":
			return "39" + area + n
		}
		return g.pick(area+" "+n, area+"/"+n, area+"-"+n)
	}
	nl := &Loc{Code: "nl", Dec: ",", Cur: "EUR",
		People:  []Person{lp("Sanne", "de Vries"), lp("Daan", "Jansen"), lp("Femke", "van Dijk"), lp("Bram", "Visser"), lp("Lotte", "Bakker"), lp("Ruben", "Smit")},
		Domains: []string{"ziggo.nl", "kpnmail.nl", "hotmail.nl", "xs4all.nl", "gmail.com", "planet.nl"},
		Corp:    []string{"bouwbedrijf-vos.nl", "tandartsdecentrum.nl", "hofstede-advies.nl"},
		WName:   "Naam", WEmail: "E-mailadres", WPhone: "Telefoon", WMobile: "Mobiel", WFax: "Fax", WCity: "Plaats", WAmount: "Bedrag", WDate: "Datum", WNote: "Opmerking",
		Cities: []string{"Utrecht", "Zwolle", "Eindhoven", "Groningen"}}
	nl.phoneFn = func(g *G, st string) string {
		if g.p(60) {
			d := "6" + g.digits(8)
			switch st {
			case "intl":
				return g.pick("+31 6 "+d[1:], "+31 (0)6 "+d[1:], "+31 6 "+d[1:3]+" "+d[3:5]+" "+d[5:7]+" "+d[7:])
			case "e164":
				return "+31" + d
			case "bare":
				return "31" + d
			}
			return g.pick("06-"+d[1:], "06 "+d[1:], "06 "+d[1:3]+" "+d[3:5]+" "+d[5:7]+" "+d[7:], "0"+d)
		}
		area := g.pick("20", "10", "30", "70", "40", "50")
		n := g.nz(7)
		switch st {
		case "intl":
			return "+31 " + area + " " + n[:3] + " " + n[3:]
		case "e164":
			return "+31" + area + n
		case "bare":
			return "31" + area + n
		}
		return g.pick("0"+area+"-"+n, "0"+area+" "+n[:3]+" "+n[3:], "0"+area+"-"+n[:3]+" "+n[3:])
	}
	pl := &Loc{Code: "pl", Dec: ",", Cur: "PLN",
		People:  []Person{lp("Agnieszka", "Wiśniewska"), lp("Paweł", "Kamiński"), lp("Katarzyna", "Zielińska"), lp("Tomasz", "Wójcik"), lp("Marta", "Dąbrowska"), lp("Łukasz", "Nowak")},
		Domains: []string{"wp.pl", "onet.pl", "interia.pl", "o2.pl", "gmail.com", "op.pl"},
		Corp:    []string{"kancelaria-lis.pl", "transbud-sa.pl", "przychodnia-zdrowie.pl"},
		WName:   "Imię i nazwisko", WEmail: "E-mail", WPhone: "Telefon", WMobile: "Komórka", WFax: "Faks", WCity: "Miasto", WAmount: "Kwota", WDate: "Data", WNote: "Uwagi",
		Cities: []string{"Kraków", "Wrocław", "Gdańsk", "Poznań", "Łódź"}}
	pl.phoneFn = func(g *G, st string) string {
		d := g.from("5678", 1) + g.digits(8)
		if g.p(30) {
			d = g.pick("22", "12", "71", "58", "61") + g.nz(7)
			switch st {
			case "intl":
				return "+48 " + d[:2] + " " + d[2:5] + " " + d[5:7] + " " + d[7:]
			case "e164":
				return "+48" + d
			case "bare":
				return "48" + d
			}
			return g.pick(d[:2]+" "+d[2:5]+" "+d[5:7]+" "+d[7:], "("+d[:2]+") "+d[2:5]+"-"+d[5:7]+"-"+d[7:])
		}
		switch st {
		case "intl":
			return g.pick("+48 "+d[:3]+" "+d[3:6]+" "+d[6:], "+48 "+d[:3]+"-"+d[3:6]+"-"+d[6:], "(+48) "+d[:3]+" "+d[3:6]+" "+d[6:])
		case "e164":
			return "+48" + d
		case "bare":
			return "48" + d
		}
		return g.pick(d[:3]+" "+d[3:6]+" "+d[6:], d[:3]+"-"+d[3:6]+"-"+d[6:], d)
	}
	br := &Loc{Code: "pt-BR", Dec: ",", Cur: "BRL",
		People:  []Person{lp("João", "Pereira"), lp("Ana", "Carvalho"), lp("Rafael", "Nascimento"), lp("Juliana", "Souza"), lp("Thiago", "Oliveira"), lp("Larissa", "Gonçalves"), lp("Bruno", "Ribeiro")},
		Domains: []string{"uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "hotmail.com", "yahoo.com.br", "ig.com.br"},
		Corp:    []string{"contabilidade-sol.com.br", "mercadinho-boa-vista.com.br", "clinica-vida.med.br"},
		WName:   "Nome", WEmail: "E-mail", WPhone: "Telefone", WMobile: "Celular", WFax: "Fax", WCity: "Cidade", WAmount: "Valor", WDate: "Data", WNote: "Observação",
		Cities: []string{"Campinas", "Recife", "Curitiba", "Belo Horizonte", "Salvador"}}
	br.phoneFn = func(g *G, st string) string {
		ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "48", "62")
		var n string
		if g.p(70) {
			n = "9" + g.from("6789", 1) + g.digits(7)
		} else {
			n = g.from("2345", 1) + g.digits(7)
		}
		dash := n[:len(n)-4] + "-" + n[len(n)-4:]
		switch st {
		case "intl":
			return g.pick("+55 "+ddd+" "+dash, "+55 ("+ddd+") "+dash, "+55 "+ddd+" "+n)
		case "e164":
			return "+55" + ddd + n
		case "bare":
			return "55" + ddd + n
		}
		return g.pick("("+ddd+") "+dash, "("+ddd+")"+dash, ddd+" "+dash, "0"+ddd+" "+dash)
	}
	se := &Loc{Code: "sv", Dec: ",", Cur: "SEK",
		People:  []Person{lp("Elin", "Lindqvist"), lp("Johan", "Bergström"), lp("Maja", "Sandberg"), lp("Oskar", "Holm"), lp("Ingrid", "Åkesson"), lp("Viktor", "Nyberg")},
		Domains: []string{"telia.com", "bredband.net", "gmail.com", "hotmail.se", "outlook.com", "spray.se"},
		Corp:    []string{"fastighets-norrland.se", "bygg-och-el.se", "tandvardskliniken.se"},
		WName:   "Namn", WEmail: "E-post", WPhone: "Telefon", WMobile: "Mobil", WFax: "Fax", WCity: "Ort", WAmount: "Belopp", WDate: "Datum", WNote: "Anteckning",
		Cities: []string{"Uppsala", "Umeå", "Malmö", "Västerås"}}
	se.phoneFn = func(g *G, st string) string {
		if g.p(65) {
			d := "7" + g.from("0236", 1) + g.digits(7)
			switch st {
			case "intl":
				return g.pick("+46 "+d[:2]+" "+d[2:5]+" "+d[5:7]+" "+d[7:], "+46 (0)"+d[:2]+"-"+d[2:5]+" "+d[5:7]+" "+d[7:])
			case "e164":
				return "+46" + d
			case "bare":
				return "46" + d
			}
			return g.pick("0"+d[:2]+"-"+d[2:5]+" "+d[5:7]+" "+d[7:], "0"+d[:2]+"-"+d[2:], "0"+d[:2]+" "+d[2:5]+" "+d[5:7]+" "+d[7:])
		}
		d := "8" + g.nz(8)
		switch st {
		case "intl":
			return "+46 8 " + d[1:4] + " " + d[4:7] + " " + d[7:]
		case "e164":
			return "+46" + d
		case "bare":
			return "46" + d
		}
		return g.pick("08-"+d[1:4]+" "+d[4:7]+" "+d[7:], "08-"+d[1:])
	}
	tr := &Loc{Code: "tr", Dec: ",", Cur: "TRY",
		People:  []Person{lp("Emre", "Yılmaz"), lp("Zeynep", "Kaya"), lp("Burak", "Demir"), lp("Elif", "Şahin"), lp("Mert", "Çelik"), lp("Ayşe", "Öztürk")},
		Domains: []string{"hotmail.com", "gmail.com", "yandex.com.tr", "outlook.com", "ttmail.com", "mynet.com"},
		Corp:    []string{"akdeniz-lojistik.com.tr", "yildiz-insaat.com.tr", "ozel-saglik.com.tr"},
		WName:   "Ad Soyad", WEmail: "E-posta", WPhone: "Telefon", WMobile: "Cep", WFax: "Faks", WCity: "Şehir", WAmount: "Tutar", WDate: "Tarih", WNote: "Açıklama",
		Cities: []string{"İzmir", "Bursa", "Antalya", "Eskişehir"}}
	tr.phoneFn = func(g *G, st string) string {
		op := "5" + g.from("0345", 1) + g.digits(1)
		if g.p(25) {
			op = g.pick("212", "216", "312", "232")
		}
		n := g.nz(7)
		switch st {
		case "intl":
			return g.pick("+90 "+op+" "+n[:3]+" "+n[3:5]+" "+n[5:], "+90 ("+op+") "+n[:3]+"-"+n[3:], "+90 "+op+" "+n)
		case "e164":
			return "+90" + op + n
		case "bare":
			return "90" + op + n
		}
		return g.pick("0"+op+" "+n[:3]+" "+n[3:5]+" "+n[5:], "0 ("+op+") "+n[:3]+" "+n[3:5]+" "+n[5:], "0"+op+" "+n, "0"+op+n)
	}
	ru := &Loc{Code: "ru", Dec: ",", Cur: "RUB",
		People:  []Person{pn("Алексей", "Смирнов", "aleksey", "smirnov"), pn("Екатерина", "Волкова", "ekaterina", "volkova"), pn("Дмитрий", "Кузнецов", "dmitry", "kuznetsov"), pn("Ольга", "Морозова", "olga", "morozova"), pn("Игорь", "Павлов", "igor", "pavlov"), pn("Наталья", "Соколова", "natalya", "sokolova")},
		Domains: []string{"yandex.ru", "mail.ru", "rambler.ru", "bk.ru", "list.ru", "inbox.ru", "gmail.com"},
		Corp:    []string{"stroytrest-nn.ru", "avtodor-servis.ru", "klinika-zdorovie.ru"},
		WName:   "ФИО", WEmail: "Эл. почта", WPhone: "Телефон", WMobile: "Мобильный", WFax: "Факс", WCity: "Город", WAmount: "Сумма", WDate: "Дата", WNote: "Примечание",
		Cities: []string{"Казань", "Самара", "Пермь", "Томск"}}
	ru.phoneFn = func(g *G, st string) string {
		code := "9" + g.digits(2)
		if g.p(30) {
			code = g.pick("495", "499", "812", "843", "846")
		}
		n := g.from("23456789", 1) + g.digits(6)
		switch st {
		case "intl":
			return g.pick("+7 ("+code+") "+n[:3]+"-"+n[3:5]+"-"+n[5:], "+7 "+code+" "+n[:3]+"-"+n[3:5]+"-"+n[5:], "+7 "+code+" "+n[:3]+" "+n[3:5]+" "+n[5:], "+7-"+code+"-"+n[:3]+"-"+n[3:5]+"-"+n[5:])
		case "e164":
			return "+7" + code + n
		case "bare":
			return "7" + code + n
		}
		return g.pick("8 ("+code+") "+n[:3]+"-"+n[3:5]+"-"+n[5:], "8-"+code+"-"+n[:3]+"-"+n[3:5]+"-"+n[5:], "8"+code+n, "8 "+code+" "+n[:3]+" "+n[3:5]+" "+n[5:])
	}
	ua := &Loc{Code: "uk", Dec: ",", Cur: "UAH",
		People:  []Person{pn("Олександр", "Шевченко", "oleksandr", "shevchenko"), pn("Ірина", "Бондаренко", "iryna", "bondarenko"), pn("Андрій", "Коваленко", "andriy", "kovalenko"), pn("Оксана", "Мельник", "oksana", "melnyk"), pn("Тарас", "Ткаченко", "taras", "tkachenko")},
		Domains: []string{"ukr.net", "i.ua", "meta.ua", "gmail.com", "online.ua"},
		Corp:    []string{"agrosvit.com.ua", "budmaister.ua", "medcentr-zdorovia.com.ua"},
		WName:   "ПІБ", WEmail: "Ел. пошта", WPhone: "Телефон", WMobile: "Мобільний", WFax: "Факс", WCity: "Місто", WAmount: "Сума", WDate: "Дата", WNote: "Примітка",
		Cities: []string{"Львів", "Харків", "Одеса", "Дніпро"}}
	ua.phoneFn = func(g *G, st string) string {
		op := g.pick("50", "63", "66", "67", "68", "73", "93", "95", "96", "97", "98", "99", "44", "32")
		n := g.from("2345678", 1) + g.digits(6)
		switch st {
		case "intl":
			return g.pick("+380 "+op+" "+n[:3]+" "+n[3:], "+380 ("+op+") "+n[:3]+"-"+n[3:5]+"-"+n[5:], "+380 "+op+" "+n[:3]+" "+n[3:5]+" "+n[5:])
		case "e164":
			return "+380" + op + n
		case "bare":
			return "380" + op + n
		}
		return g.pick("0"+op+" "+n[:3]+" "+n[3:5]+" "+n[5:], "(0"+op+") "+n[:3]+"-"+n[3:5]+"-"+n[5:], "0"+op+n, "0"+op+"-"+n[:3]+"-"+n[3:5]+"-"+n[5:])
	}
	ar := &Loc{Code: "ar", Dec: ".", Cur: "SAR", Native: arabicIndic,
		People:  []Person{pn("محمد", "العتيبي", "mohammed", "alotaibi"), pn("فاطمة", "الزهراني", "fatimah", "alzahrani"), pn("أحمد", "حسن", "ahmed", "hassan"), pn("نورة", "القحطاني", "noura", "alqahtani"), pn("خالد", "المصري", "khaled", "elmasry"), pn("ليلى", "منصور", "layla", "mansour")},
		Domains: []string{"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com", "icloud.com"},
		Corp:    []string{"alnoor-trading.com.sa", "delta-eng.com.eg", "gulfmedical.ae"},
		WName:   "الاسم", WEmail: "البريد الإلكتروني", WPhone: "الهاتف", WMobile: "الجوال", WFax: "الفاكس", WCity: "المدينة", WAmount: "المبلغ", WDate: "التاريخ", WNote: "ملاحظات",
		Cities: []string{"الرياض", "جدة", "القاهرة", "دبي"}}
	ar.phoneFn = func(g *G, st string) string {
		switch g.n(3) {
		case 0: // Saudi
			n := "5" + g.from("0345689", 1) + g.digits(7)
			switch st {
			case "intl":
				return g.pick("+966 "+n[:2]+" "+n[2:5]+" "+n[5:], "+966 "+n)
			case "e164":
				return "+966" + n
			case "bare":
				return "966" + n
			}
			return g.pick("0"+n[:2]+" "+n[2:5]+" "+n[5:], "0"+n, "0"+n[:2]+"-"+n[2:5]+"-"+n[5:])
		case 1: // Egypt
			n := "1" + g.from("0125", 1) + g.digits(8)
			switch st {
			case "intl":
				return g.pick("+20 "+n[:2]+" "+n[2:6]+" "+n[6:], "+20 "+n)
			case "e164":
				return "+20" + n
			case "bare":
				return "20" + n
			}
			return g.pick("0"+n[:2]+" "+n[2:6]+" "+n[6:], "0"+n)
		}
		n := "5" + g.from("02458", 1) + g.digits(7)
		switch st {
		case "intl":
			return "+971 " + n[:2] + " " + n[2:5] + " " + n[5:]
		case "e164":
			return "+971" + n
		case "bare":
			return "971" + n
		}
		return g.pick("0"+n[:2]+" "+n[2:5]+" "+n[5:], "0"+n[:2]+"-"+n[2:])
	}
	he := &Loc{Code: "he", Dec: ".", Cur: "ILS",
		People:  []Person{pn("יוסי", "כהן", "yossi", "cohen"), pn("מיכל", "לוי", "michal", "levi"), pn("אבי", "מזרחי", "avi", "mizrahi"), pn("נועה", "פרץ", "noa", "peretz"), pn("דניאל", "ביטון", "daniel", "biton")},
		Domains: []string{"walla.co.il", "gmail.com", "bezeqint.net", "012.net.il", "hotmail.com"},
		Corp:    []string{"hitech-solutions.co.il", "migdal-law.co.il", "clalit-partner.co.il"},
		WName:   "שם", WEmail: "דוא\"ל", WPhone: "טלפון", WMobile: "נייד", WFax: "פקס", WCity: "עיר", WAmount: "סכום", WDate: "תאריך", WNote: "הערות",
		Cities: []string{"חיפה", "תל אביב", "באר שבע", "ירושלים"}}
	he.phoneFn = func(g *G, st string) string {
		if g.p(70) {
			n := "5" + g.from("023458", 1) + g.digits(7)
			switch st {
			case "intl":
				return g.pick("+972-"+n[:2]+"-"+n[2:5]+"-"+n[5:], "+972 "+n[:2]+" "+n[2:5]+" "+n[5:], "+972 "+n[:2]+"-"+n[2:])
			case "e164":
				return "+972" + n
			case "bare":
				return "972" + n
			}
			return g.pick("0"+n[:2]+"-"+n[2:5]+"-"+n[5:], "0"+n[:2]+"-"+n[2:], "0"+n)
		}
		a := g.pick("2", "3", "4", "8", "9")
		n := g.from("5679", 1) + g.digits(6)
		switch st {
		case "intl":
			return "+972-" + a + "-" + n[:3] + "-" + n[3:]
		case "e164":
			return "+972" + a + n
		case "bare":
			return "972" + a + n
		}
		return g.pick("0"+a+"-"+n[:3]+"-"+n[3:], "0"+a+"-"+n)
	}
	hi := &Loc{Code: "hi", Dec: ".", Cur: "INR", Native: devanagari,
		People:  []Person{pn("राहुल", "शर्मा", "rahul", "sharma"), pn("प्रिया", "वर्मा", "priya", "verma"), pn("अमित", "पटेल", "amit", "patel"), pn("स्नेहा", "गुप्ता", "sneha", "gupta"), pn("विक्रम", "सिंह", "vikram", "singh"), pn("अनीता", "यादव", "anita", "yadav")},
		Domains: []string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com", "hotmail.com"},
		Corp:    []string{"shreeji-traders.in", "apollo-clinic-partner.in", "infotech-solutions.co.in"},
		WName:   "नाम", WEmail: "ईमेल", WPhone: "फ़ोन", WMobile: "मोबाइल", WFax: "फैक्स", WCity: "शहर", WAmount: "राशि", WDate: "दिनांक", WNote: "टिप्पणी",
		Cities: []string{"पुणे", "जयपुर", "लखनऊ", "इंदौर"}}
	hi.phoneFn = func(g *G, st string) string {
		if g.p(75) {
			n := g.from("6789", 1) + g.digits(9)
			switch st {
			case "intl":
				return g.pick("+91 "+n[:5]+" "+n[5:], "+91-"+n, "+91 "+n)
			case "e164":
				return "+91" + n
			case "bare":
				return "91" + n
			}
			return g.pick(n[:5]+" "+n[5:], "0"+n[:5]+" "+n[5:], n, "0"+n)
		}
		a := g.pick("11", "22", "80", "44", "33", "20")
		n := "2" + g.digits(7)
		switch st {
		case "intl":
			return "+91 " + a + " " + n[:4] + " " + n[4:]
		case "e164":
			return "+91" + a + n
		case "bare":
			return "91" + a + n
		}
		return g.pick("0"+a+" "+n[:4]+" "+n[4:], "0"+a+"-"+n)
	}
	ja := &Loc{Code: "ja", Dec: ".", Cur: "JPY", Native: fullwidth,
		People:  []Person{pn("佐藤", "健太", "kenta", "sato"), pn("鈴木", "美咲", "misaki", "suzuki"), pn("高橋", "大輔", "daisuke", "takahashi"), pn("田中", "由美", "yumi", "tanaka"), pn("渡辺", "翔", "sho", "watanabe"), pn("伊藤", "さくら", "sakura", "ito")},
		Domains: []string{"yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "i.softbank.jp", "gmail.com", "nifty.com", "icloud.com"},
		Corp:    []string{"sakura-shoji.co.jp", "tokai-unyu.co.jp", "minato-clinic.jp"},
		WName:   "氏名", WEmail: "メールアドレス", WPhone: "電話番号", WMobile: "携帯電話", WFax: "FAX", WCity: "市区町村", WAmount: "金額", WDate: "日付", WNote: "備考",
		Cities: []string{"横浜市", "札幌市", "福岡市", "名古屋市"}}
	ja.phoneFn = func(g *G, st string) string {
		if g.p(60) {
			n := g.pick("90", "80", "70") + g.nz(8)
			switch st {
			case "intl":
				return g.pick("+81 "+n[:2]+"-"+n[2:6]+"-"+n[6:], "+81-"+n[:2]+"-"+n[2:6]+"-"+n[6:], "+81 "+n[:2]+" "+n[2:6]+" "+n[6:])
			case "e164":
				return "+81" + n
			case "bare":
				return "81" + n
			}
			return g.pick("0"+n[:2]+"-"+n[2:6]+"-"+n[6:], "0"+n, "0"+n[:2]+" "+n[2:6]+" "+n[6:])
		}
		a := g.pick("3", "6", "45", "52", "92", "11")
		n := g.nz(9 - len(a))
		mid := len(n) - 4
		switch st {
		case "intl":
			return "+81 " + a + "-" + n[:mid] + "-" + n[mid:]
		case "e164":
			return "+81" + a + n
		case "bare":
			return "81" + a + n
		}
		return g.pick("0"+a+"-"+n[:mid]+"-"+n[mid:], "(0"+a+") "+n[:mid]+"-"+n[mid:], "0"+a+"("+n[:mid]+")"+n[mid:])
	}
	zh := &Loc{Code: "zh", Dec: ".", Cur: "CNY", Native: fullwidth,
		People:  []Person{pn("王", "伟", "wei", "wang"), pn("李", "娜", "na", "li"), pn("张", "敏", "min", "zhang"), pn("刘", "洋", "yang", "liu"), pn("陈", "静", "jing", "chen"), pn("赵", "磊", "lei", "zhao")},
		Domains: []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com"},
		Corp:    []string{"huaxin-tech.com.cn", "dongfang-wuliu.cn", "jiahe-trading.com"},
		WName:   "姓名", WEmail: "邮箱", WPhone: "电话", WMobile: "手机", WFax: "传真", WCity: "城市", WAmount: "金额", WDate: "日期", WNote: "备注",
		Cities: []string{"杭州", "成都", "苏州", "武汉"}}
	zh.phoneFn = func(g *G, st string) string {
		if g.p(70) {
			n := "1" + g.from("356789", 1) + g.digits(9)
			switch st {
			case "intl":
				return g.pick("+86 "+n[:3]+" "+n[3:7]+" "+n[7:], "+86-"+n, "+86 "+n)
			case "e164":
				return "+86" + n
			case "bare":
				return "86" + n
			}
			return g.pick(n, n[:3]+" "+n[3:7]+" "+n[7:], n[:3]+"-"+n[3:7]+"-"+n[7:])
		}
		a := g.pick("10", "21", "20", "755", "571", "28")
		n := g.from("2345678", 1) + g.digits(11-len(a)-1-1)
		if len(a) == 2 {
			n = g.from("2345678", 1) + g.digits(7)
		}
		switch st {
		case "intl":
			return "+86 " + a + " " + n[:4] + " " + n[4:]
		case "e164":
			return "+86" + a + n
		case "bare":
			return "86" + a + n
		}
		return g.pick("0"+a+"-"+n, "(0"+a+") "+n[:4]+" "+n[4:], "0"+a+"-"+n[:4]+" "+n[4:])
	}
	ko := &Loc{Code: "ko", Dec: ".", Cur: "KRW",
		People:  []Person{pn("김", "민준", "minjun", "kim"), pn("이", "서연", "seoyeon", "lee"), pn("박", "지훈", "jihoon", "park"), pn("최", "수빈", "subin", "choi"), pn("정", "예린", "yerin", "jung")},
		Domains: []string{"naver.com", "daum.net", "hanmail.net", "kakao.com", "gmail.com", "nate.com"},
		Corp:    []string{"hanbit-logis.co.kr", "seoul-dental.kr", "daehan-eng.co.kr"},
		WName:   "이름", WEmail: "이메일", WPhone: "전화번호", WMobile: "휴대폰", WFax: "팩스", WCity: "도시", WAmount: "금액", WDate: "날짜", WNote: "비고",
		Cities: []string{"부산", "대구", "인천", "광주"}}
	ko.phoneFn = func(g *G, st string) string {
		if g.p(65) {
			n := "10" + g.nz(8)
			switch st {
			case "intl":
				return g.pick("+82 10-"+n[2:6]+"-"+n[6:], "+82-10-"+n[2:6]+"-"+n[6:], "+82 10 "+n[2:6]+" "+n[6:])
			case "e164":
				return "+82" + n
			case "bare":
				return "82" + n
			}
			return g.pick("010-"+n[2:6]+"-"+n[6:], "010 "+n[2:6]+" "+n[6:], "0"+n)
		}
		a := g.pick("2", "31", "51", "53", "32", "42")
		n := g.nz(g.rng(7, 8))
		mid := len(n) - 4
		switch st {
		case "intl":
			return "+82 " + a + "-" + n[:mid] + "-" + n[mid:]
		case "e164":
			return "+82" + a + n
		case "bare":
			return "82" + a + n
		}
		return g.pick("0"+a+"-"+n[:mid]+"-"+n[mid:], "(0"+a+") "+n[:mid]+"-"+n[mid:])
	}
	th := &Loc{Code: "th", Dec: ".", Cur: "THB", Native: thaiDigits,
		People:  []Person{pn("สมชาย", "ใจดี", "somchai", "jaidee"), pn("สุภาพร", "ศรีสุข", "supaporn", "srisuk"), pn("ธนากร", "วงศ์ไทย", "thanakorn", "wongthai"), pn("นภัส", "รัตนพันธ์", "napat", "rattanapan"), pn("กิตติ", "บุญมา", "kitti", "boonma")},
		Domains: []string{"hotmail.com", "gmail.com", "yahoo.co.th", "outlook.co.th"},
		Corp:    []string{"siam-logistics.co.th", "bangkok-dental.co.th", "chiangmai-craft.com"},
		WName:   "ชื่อ", WEmail: "อีเมล", WPhone: "โทรศัพท์", WMobile: "มือถือ", WFax: "แฟกซ์", WCity: "จังหวัด", WAmount: "จำนวนเงิน", WDate: "วันที่", WNote: "หมายเหตุ",
		Cities: []string{"เชียงใหม่", "ขอนแก่น", "ภูเก็ต", "ชลบุรี"}}
	th.phoneFn = func(g *G, st string) string {
		if g.p(70) {
			n := g.from("689", 1) + g.from("0123456789", 1) + g.digits(7)
			switch st {
			case "intl":
				return g.pick("+66 "+n[:2]+" "+n[2:5]+" "+n[5:], "+66 "+n[:1]+" "+n[1:5]+" "+n[5:], "+66-"+n[:2]+"-"+n[2:5]+"-"+n[5:])
			case "e164":
				return "+66" + n
			case "bare":
				return "66" + n
			}
			return g.pick("0"+n[:2]+"-"+n[2:5]+"-"+n[5:], "0"+n, "0"+n[:2]+" "+n[2:5]+" "+n[5:])
		}
		n := "2" + g.nz(7)
		switch st {
		case "intl":
			return "+66 2 " + n[1:4] + " " + n[4:]
		case "e164":
			return "+66" + n
		case "bare":
			return "66" + n
		}
		return g.pick("0"+n[:1]+"-"+n[1:4]+"-"+n[4:], "0"+n[:1]+" "+n[1:4]+" "+n[4:])
	}
	vi := &Loc{Code: "vi", Dec: ",", Cur: "VND",
		People:  nil,
		Domains: []string{"gmail.com", "yahoo.com.vn", "fpt.com.vn", "vnn.vn", "outlook.com"},
		Corp:    []string{"hoangphat-jsc.vn", "saigon-logistics.com.vn", "nhakhoa-an-binh.vn"},
		WName:   "Họ tên", WEmail: "Email", WPhone: "Điện thoại", WMobile: "Di động", WFax: "Fax", WCity: "Tỉnh/TP", WAmount: "Số tiền", WDate: "Ngày", WNote: "Ghi chú",
		Cities: []string{"Đà Nẵng", "Hải Phòng", "Cần Thơ", "Huế"}}
	vi.People = []Person{pn("Nguyễn", "Văn An", "an", "nguyen"), pn("Trần", "Thị Hoa", "hoa", "tran"), pn("Lê", "Minh Tuấn", "tuan", "le"), pn("Phạm", "Thu Trang", "trang", "pham"), pn("Hoàng", "Đức Huy", "huy", "hoang")}
	vi.phoneFn = func(g *G, st string) string {
		if g.p(70) {
			n := g.pick("9", "3", "8", "7") + g.from("0123456789", 1) + g.digits(7)
			switch st {
			case "intl":
				return g.pick("+84 "+n[:2]+" "+n[2:5]+" "+n[5:], "+84 "+n[:3]+" "+n[3:6]+" "+n[6:], "(+84) "+n)
			case "e164":
				return "+84" + n
			case "bare":
				return "84" + n
			}
			return g.pick("0"+n[:2]+" "+n[2:5]+" "+n[5:7]+" "+n[7:], "0"+n[:3]+" "+n[3:6]+" "+n[6:], "0"+n, "0"+n[:3]+"."+n[3:6]+"."+n[6:])
		}
		n := g.pick("28", "24") + "3" + g.digits(7)
		switch st {
		case "intl":
			return "+84 " + n[:2] + " " + n[2:6] + " " + n[6:]
		case "e164":
			return "+84" + n
		case "bare":
			return "84" + n
		}
		return g.pick("0"+n[:2]+" "+n[2:6]+" "+n[6:], "(0"+n[:2]+") "+n[2:6]+" "+n[6:])
	}
	locales = []*Loc{us, us, us, gb, gb, de, de, fr, es, it, nl, pl, br, se, tr, ru, ua, ar, he, hi, ja, zh, ko, th, vi}
	_ = fmt.Sprint
}

func (g *G) loc() *Loc { return locales[g.n(len(locales))] }
func (g *G) locCode(code string) *Loc {
	for _, l := range locales {
		if l.Code == code {
			return l
		}
	}
	panic(code)
}
func (g *G) person(L *Loc) Person { return L.People[g.n(len(L.People))] }

// phoneText: the number as it appears in running text in that locale; sometimes in its own digits.
func (g *G) phoneText(L *Loc) string {
	s := L.PhoneAny(g)
	if L.Native != "" && g.p(45) {
		return toDigits(s, L.Native)
	}
	return s
}
