package main

import (
	"fmt"
	"strings"
)

func waDate(b *B) string {
	r := b.r
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("[%02d.%02d.%02d, %02d:%02d:%02d]", 1+r.Intn(28), 1+r.Intn(12), 24+r.Intn(2), r.Intn(24), r.Intn(60), r.Intn(60))
	case 1:
		return fmt.Sprintf("%02d/%02d/%d, %02d:%02d -", 1+r.Intn(28), 1+r.Intn(12), 2024+r.Intn(2), r.Intn(24), r.Intn(60))
	default:
		return fmt.Sprintf("%02d-%02d-%d %02d:%02d -", 1+r.Intn(28), 1+r.Intn(12), 2024+r.Intn(2), r.Intn(24), r.Intn(60))
	}
}

func tWhatsAppExport(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, NL, IT, FR, PL, HU, CZ, HR, AT, CH, BE})
	a := c.Person(r)
	num := Mob(r, c, Intl)
	msgs := map[string][]string{
		"DE": {"Bin in 10 Minuten da", "Hast du die Schlüssel?", "Kannst du Brot mitbringen?", "Danke dir!"},
		"AT": {"Servus, bin gleich dort", "Passt, bis später", "Hast Zeit am Samstag?"},
		"CH": {"Bin grad im Zug", "Merci vielmal!", "Chunsch au?"},
		"NL": {"Ben er over 10 min", "Top, dankjewel!", "Heb je de sleutel?"},
		"BE": {"Ik ben onderweg", "Merci!", "Oké, tot straks"},
		"IT": {"Arrivo tra 10 minuti", "Grazie mille!", "Hai le chiavi?"},
		"FR": {"J'arrive dans 10 min", "Merci beaucoup !", "Tu as les clés ?"},
		"PL": {"Będę za 10 minut", "Dzięki!", "Masz klucze?"},
		"HU": {"10 perc és ott vagyok", "Köszi!", "Nálad van a kulcs?"},
		"CZ": {"Budu tam za 10 minut", "Díky moc!", "Máš klíče?"},
		"HR": {"Stižem za 10 minuta", "Hvala!", "Imaš ključeve?"},
	}[c.Code]
	d1, d2 := waDate(b), waDate(b)
	b.W(d1, " ", a.Given, ": ", pick(r, msgs), "\n")
	b.W(d2, " ", Ph(num), ": ", pick(r, msgs), "\n")
	d3 := waDate(b)
	switch c.Code {
	case "DE", "AT", "CH":
		b.W(d3, " ", a.Given, ": Das ist übrigens meine neue Nummer: ", Ph(Mob(r, c, Nat)), ", die alte geht ab ", K(DateDE(r)), " nicht mehr")
	case "NL", "BE":
		b.W(d3, " ", a.Given, ": Mijn nieuwe nummer is ", Ph(Mob(r, c, Nat)), ", sla je die op?")
	case "IT":
		b.W(d3, " ", a.Given, ": Salva il mio nuovo numero: ", Ph(Mob(r, c, Nat)))
	case "FR":
		b.W(d3, " ", a.Given, ": Mon nouveau numéro c'est le ", Ph(Mob(r, c, Nat)))
	case "PL":
		b.W(d3, " ", a.Given, ": Zapisz mój nowy numer: ", Ph(Mob(r, c, Nat)))
	case "HU":
		b.W(d3, " ", a.Given, ": Az új számom: ", Ph(Mob(r, c, Nat)))
	case "CZ":
		b.W(d3, " ", a.Given, ": Moje nové číslo je ", Ph(Mob(r, c, Nat)))
	default:
		b.W(d3, " ", a.Given, ": Moj novi broj je ", Ph(Mob(r, c, Nat)))
	}
}

func tSignalChat(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, SE, DK, NO, FI, NL, UK, IE, AT})
	a := c.Person(r)
	x := c.Person(r)
	switch c.Code {
	case "DE", "AT":
		b.W(a.Given, ": Hast du die Nummer vom Handwerker?\n", x.Given, ": Ja, ", x.Sur, " Haustechnik, Herr ", c.Person(r).Sur, ", ", Ph(Mob(r, c, Any)), ". Angebot kam per Mail von ", Em(c.Person(r).WorkMail(r, c.Company(r))), "\n", a.Given, ": Danke 🙏")
	case "SE":
		b.W(a.Given, ": Har du numret till hantverkaren?\n", x.Given, ": Ja! ", Ph(Mob(r, c, Any)), " – han heter ", c.Person(r).Full, ". Offerten kom från ", Em(c.Person(r).WorkMail(r, c.Company(r))), "\n", a.Given, ": Tack!")
	case "DK":
		b.W(a.Given, ": Har du nummeret på VVS-manden?\n", x.Given, ": Ja, ", Ph(Mob(r, c, Any)), ", han hedder ", c.Person(r).Given, "\n", a.Given, ": Tak!")
	case "NO":
		b.W(a.Given, ": Har du nummeret til rørleggeren?\n", x.Given, ": Ja, ", Ph(Mob(r, c, Any)), " (", c.Person(r).Full, ")\n", a.Given, ": Takk!")
	case "FI":
		b.W(a.Given, ": Onko sulla putkimiehen numero?\n", x.Given, ": On, ", Ph(Mob(r, c, Any)), ", ", c.Person(r).Full, "\n", a.Given, ": Kiitos!")
	case "NL":
		b.W(a.Given, ": Heb jij het nummer van de loodgieter?\n", x.Given, ": Ja, ", Ph(Mob(r, c, Any)), ", hij heet ", c.Person(r).Given, ". Mailen kan ook: ", Em(c.Person(r).WorkMail(r, c.Company(r))), "\n", a.Given, ": Top!")
	default:
		b.W(a.Given, ": Have you got the plumber's number?\n", x.Given, ": Yeah it's ", Ph(Mob(r, c, Any)), ", ask for ", c.Person(r).Given, "\n", a.Given, ": Legend, thanks")
	}
}

func tSMSForward(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, FR, IT, PL, CZ, SK, HU, SI, HR, IS, LU})
	p := c.Person(r)
	b.W(b.Pick("Weitergeleitete SMS", "SMS transféré", "Forwarded SMS", "Przekazany SMS"), " von ", Ph(Mob(r, c, Intl)), ":\n")
	switch c.Code {
	case "DE":
		b.W("\"Hi, hier ist ", p.Given, ", bin die Nachbarin von oben. Dein Paket hab ich, melde dich einfach unter dieser Nummer oder ", Ph(Land(r, c, Nat)), " (Festnetz).\"")
	case "FR":
		b.W("\"Bonjour c'est ", p.Given, " la voisine, j'ai votre colis. Rappelez-moi au ", Ph(Land(r, c, Nat)), " (fixe).\"")
	case "IT":
		b.W("\"Ciao sono ", p.Given, ", la vicina. Ho il tuo pacco, chiamami al fisso ", Ph(Land(r, c, Nat)), ".\"")
	case "PL":
		b.W("\"Dzień dobry, tu ", p.Given, " z góry. Mam Pana paczkę, proszę dzwonić na stacjonarny ", Ph(Land(r, c, Nat)), ".\"")
	case "CZ", "SK":
		b.W("\"Dobrý den, tady ", p.Given, " od vedle. Mám Váš balík, volejte na pevnou linku ", Ph(Land(r, c, Nat)), ".\"")
	case "HU":
		b.W("\"Szia, ", p.Given, " vagyok a szomszédból. Nálam a csomagod, hívj a vezetékesen: ", Ph(Land(r, c, Nat)), ".\"")
	case "IS":
		b.W("\"Hæ, þetta er ", p.Given, " nágranni. Ég er með pakkann þinn, hringdu í ", Ph(Mob(r, c, Nat)), ".\"")
	case "LU":
		b.W("\"Moien, hei ass ", p.Given, ", d'Noperin. Ech hunn däi Pak, ruff mech un op ", Ph(Land(r, c, Nat)), ".\"")
	default:
		b.W("\"Bok, ", p.Given, " ovdje, susjeda. Imam tvoj paket, nazovi me na fiksni ", Ph(Land(r, c, Nat)), ".\"")
	}
}

type adLoc struct {
	price, id string
	call      []string
	extra     []string
}

var adLocs = map[string]adLoc{
	"DE": {"VB", "Anzeigen-ID", []string{"Bei Interesse gerne melden: ", "Tel. ", "Nur Abholung, Anrufe bitte unter ", "Erreichbar ab 17 Uhr: ", "Handy "}, []string{"auch WhatsApp", "nur SMS/WhatsApp", "keine Anrufe vor 9 Uhr"}},
	"AT": {"VB", "willhaben-Code", []string{"Bei Interesse: ", "Tel. ", "Anrufe unter ", "Handy "}, []string{"auch WhatsApp", "gerne SMS"}},
	"FR": {"Prix", "Annonce n°", []string{"Contactez-moi au ", "Tél : ", "Merci d'appeler le ", "Joignable après 18h au "}, []string{"pas d'appels masqués", "SMS de préférence", "WhatsApp"}},
	"BE": {"Prijs", "Zoekertje", []string{"Bel of sms: ", "Tel: ", "Contact : ", "GSM "}, []string{"enkel sms", "WhatsApp ok"}},
	"LU": {"Prix", "Annonce n°", []string{"Contact : ", "Tél : ", "GSM "}, []string{"SMS de préférence", "WhatsApp"}},
	"NL": {"Vraagprijs", "Advertentie-ID", []string{"Bel of app: ", "Tel: ", "Bereikbaar op ", "Alleen serieuze reacties, tel. "}, []string{"alleen WhatsApp", "na 18:00"}},
	"SE": {"Pris", "Annons-ID", []string{"Ring eller sms: ", "Tel: ", "Nås på ", "Mobil "}, []string{"endast sms", "ej swish i förskott"}},
	"FI": {"Hinta", "Ilmoitus", []string{"Puh. ", "Soita tai tekstaa: ", "Yhteydenotot: "}, []string{"vain tekstiviestit", "WhatsApp"}},
	"NO": {"Pris", "FINN-kode", []string{"Ring ", "Kontakt: ", "Tlf. ", "Send SMS til "}, []string{"kun sms", "ring etter kl. 16"}},
	"DK": {"Pris", "Annonce-ID", []string{"Ring på ", "Kontakt: ", "Tlf. ", "Sms til "}, []string{"kun sms", "MobilePay ok"}},
	"IS": {"Verð", "Auglýsing nr.", []string{"Sími ", "Hringið í ", "Upplýsingar í síma "}, []string{"eða sms"}},
	"PL": {"Cena", "ID ogłoszenia", []string{"Kontakt tel. ", "Tel.: ", "Proszę dzwonić: ", "Telefon: "}, []string{"tylko SMS", "WhatsApp"}},
	"CZ": {"Cena", "Inzerát č.", []string{"Volejte: ", "Tel.: ", "Kontakt: "}, []string{"SMS", "jen SMS"}},
	"SK": {"Cena", "Inzerát č.", []string{"Volajte: ", "Tel.: ", "Kontakt: "}, []string{"aj SMS"}},
	"HU": {"Ár", "Hirdetéskód", []string{"Telefon: ", "Hívjon: ", "Érd.: "}, []string{"SMS is", "Viber"}},
	"HR": {"Cijena", "Šifra oglasa", []string{"Nazovite: ", "Tel.: ", "Kontakt: "}, []string{"SMS", "Viber/WhatsApp"}},
	"SI": {"Cena", "Šifra oglasa", []string{"Pokličite: ", "Tel.: ", "GSM: "}, []string{"SMS", "Viber"}},
}

func classified(b *B, c *Country, site string, intro []string) {
	r := b.r
	p := c.Person(r)
	al := adLocs[c.Code]
	city, pc := c.City(r)
	b.W(site, " · ", pick(r, intro), "\n")
	b.W(al.price, " ", K(Amount(r, c.Code, 1500)), " · ", K(pc+" "+city), " · ", al.id, " ", K(safeID(r, 10)), "\n")
	b.W(pick(r, al.call), Ph(Mob(r, c, Any)))
	if b.Chance(0.4) {
		b.W(" (", pick(r, al.extra), ")")
	}
	if b.Chance(0.45) {
		b.W(" / ", Em(p.FreeMail(r)))
	}
}

func tKleinanzeigen(b *B) {
	c := pick(b.r, []*Country{DE, DE, AT})
	site := "Kleinanzeigen"
	if c == AT {
		site = "willhaben"
	}
	classified(b, c, site, []string{"Kinderwagen Bugaboo Fox 3, kaum benutzt", "IKEA PAX Kleiderschrank 200x236, Abholung", "Rennrad Canyon Endurace, RH 56", "iPhone 13 128GB, Akku 89 %", "Nachmieter gesucht, 2 Zi., Balkon"})
}

func tLeboncoin(b *B) {
	c := pick(b.r, []*Country{FR, FR, BE, LU})
	site := map[string]string{"FR": "leboncoin", "BE": "2ememain", "LU": "luxauto.lu"}[c.Code]
	classified(b, c, site, []string{"Canapé d'angle convertible, très bon état", "Vélo électrique Decathlon, batterie neuve", "Poussette Yoyo, à récupérer sur place", "Table en chêne massif + 6 chaises"})
}

func tMarktplaats(b *B) {
	c := pick(b.r, []*Country{NL, NL, BE})
	site := "Marktplaats"
	if c == BE {
		site = "2dehands"
	}
	classified(b, c, site, []string{"Gazelle damesfiets, 7 versnellingen", "Bakfiets Babboe Big, goed onderhouden", "Eettafel met 4 stoelen", "PlayStation 5 + 2 controllers"})
}

func tBlocket(b *B) {
	c := pick(b.r, []*Country{SE, SE, FI})
	if c == FI {
		classified(b, c, "Tori.fi", []string{"Lastenrattaat Emmaljunga, hyvä kunto", "Sohva 3-istuttava", "Talvirenkaat 205/55 R16 vanteilla", "Sukset + monot, koko 42"})
		return
	}
	classified(b, c, "Blocket", []string{"Barnvagn Emmaljunga, bra skick", "Soffa från Mio, 3-sits", "Vinterdäck 205/55 R16 på fälg", "Skidor + pjäxor, stl 42"})
}

func tFinnDBA(b *B) {
	c := pick(b.r, []*Country{NO, NO, DK, IS})
	switch c {
	case DK:
		classified(b, c, "DBA", []string{"Cykel Trek FX 3, næsten ny", "Spisebord i eg med 6 stole", "Barnevogn Odder, pæn stand"})
	case IS:
		classified(b, c, "Bland.is", []string{"Reiðhjól, lítið notað", "Borðstofuborð með 6 stólum", "Barnabílstóll Britax"})
	default:
		classified(b, c, "FINN.no", []string{"Sykkel Trek FX 3, lite brukt", "Spisebord i eik med 6 stoler", "Vinterjakke Bergans str. M", "Barnesete Britax, ulykkesfri"})
	}
}

func tOLXCEE(b *B) {
	c := pick(b.r, []*Country{PL, PL, CZ, SK, HU, HR, SI})
	site := map[string]string{"PL": "OLX", "CZ": "Bazoš", "SK": "Bazoš.sk", "HU": "Jófogás", "HR": "Njuškalo", "SI": "Bolha"}[c.Code]
	intro := map[string][]string{
		"PL": {"Rower górski Kross, rama M", "Wózek dziecięcy Cybex, stan bardzo dobry"},
		"CZ": {"Kočárek Cybex, zachovalý", "Sedačka rozkládací, 3+1"},
		"SK": {"Detský kočík, zachovalý", "Zimné pneumatiky 195/65 R15"},
		"HU": {"Gyerekülés Britax, újszerű", "Kanapé, kinyitható"},
		"HR": {"Perilica rublja Bosch, ispravna", "Zimske gume 195/65 R15"},
		"SI": {"Otroški voziček, ohranjen", "Zimske pnevmatike 195/65 R15"},
	}[c.Code]
	classified(b, c, site, intro)
}

func tNewNumber(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	old := Mob(r, c, Any)
	nw := Mob(r, c, Any)
	lines := map[string]string{
		"DE": "Hallo ihr Lieben, ich habe eine neue Handynummer: %s. Die alte (%s) bitte löschen. LG %s",
		"AT": "Hallo! Meine neue Nummer: %s – die alte %s ist ab sofort weg. Bussi, %s",
		"CH": "Hoi zäme, neue Natelnummer: %s, die alte %s gilt nicht mehr. Gruess %s",
		"FR": "Coucou, nouveau numéro : %s (l'ancien %s ne marche plus). Bises, %s",
		"BE": "Hallo allemaal, mijn nieuw gsm-nummer is %s, het oude (%s) vervalt. Groetjes %s",
		"NL": "Hoi allemaal, nieuw nummer: %s. Het oude nummer %s werkt niet meer. Groetjes %s",
		"LU": "Moien, meng nei Nummer ass %s, déi al %s gëtt ofgemellt. %s",
		"IT": "Ciao a tutti, nuovo numero: %s. Il vecchio %s non è più attivo. Un abbraccio, %s",
		"DK": "Hej alle, nyt nummer: %s. Det gamle (%s) lukker. Kh %s",
		"SE": "Hej! Nytt nummer: %s. Det gamla %s slutar fungera. Kram %s",
		"NO": "Hei! Nytt nummer: %s, det gamle %s blir sagt opp. Klem %s",
		"FI": "Moi! Uusi numero: %s, vanha %s lakkaa toimimasta. T. %s",
		"IS": "Hæ, nýtt númer: %s, gamla %s hættir. Kv. %s",
		"PL": "Hej, mój nowy numer to %s, stary %s już nieaktywny. Pozdrawiam %s",
		"CZ": "Ahoj, moje nové číslo je %s, staré %s už neplatí. %s",
		"SK": "Ahojte, nové číslo: %s, staré %s ruším. %s",
		"HU": "Sziasztok! Új számom: %s, a régi (%s) megszűnik. Puszi, %s",
		"SI": "Živjo, nova številka: %s, stara %s ne dela več. Lp %s",
		"HR": "Bok svima, novi broj: %s, stari %s više ne radi. Pozz %s",
		"UK": "Hi all, new number: %s. Old one (%s) is being cut off. %s x",
		"IE": "Hi lads, new number is %s, the old %s is gone. %s",
	}
	f := lines[c.Code]
	// split the format around its verbs so the values are labelled
	parts := splitFmt(f)
	b.W(parts[0], Ph(nw), parts[1], Ph(old), parts[2], p.Given, parts[3])
}

// splitFmt splits a format with three %s verbs into four literal parts.
func splitFmt(f string) [4]string {
	var out [4]string
	i := 0
	for k := 0; k < 3; k++ {
		j := indexFrom(f, "%s", i)
		out[k] = f[i:j]
		i = j + 2
	}
	out[3] = f[i:]
	return out
}

func indexFrom(s, sub string, from int) int {
	for i := from; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	panic("indexFrom: not found")
}

func tGroupContacts(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, NL, SE, DK, NO, FI, CH, AT, PL, UK})
	title := map[string]string{"DE": "Elternliste Klasse 3b", "NL": "Ouderlijst groep 5", "SE": "Föräldralista klass 2A", "DK": "Forældreliste 3.x", "NO": "Foreldreliste 4B", "FI": "Vanhempien yhteystiedot 2B", "CH": "Elternliste 2. Klasse", "AT": "Elternliste 1a", "PL": "Lista rodziców kl. 3c", "UK": "Year 4 class contacts"}[c.Code]
	b.W(title, " (", K(DateDE(r)), ")\n")
	n := 3 + r.Intn(3)
	for i := 1; i <= n; i++ {
		p := c.Person(r)
		kid := c.Person(r)
		b.W(itoa(i), ". ", kid.Given, " – ", p.Full, ": ", Ph(Mob(r, c, Any)))
		if r.Intn(2) == 0 {
			b.W(", ", Em(p.FreeMail(r)))
		}
		if i < n {
			b.W("\n")
		}
	}
}

// digitsOf keeps the digits of a number and a leading plus (tel: URIs).
func digitsOf(s string) string {
	s = strings.Replace(s, "(0)", "", 1)
	if strings.HasPrefix(s, "00") {
		s = "+" + s[2:]
	}
	var out []byte
	for i := 0; i < len(s); i++ {
		if (s[i] >= '0' && s[i] <= '9') || (s[i] == '+' && len(out) == 0) {
			out = append(out, s[i])
		}
	}
	return string(out)
}

func tHTMLSignature(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, NL, BE, FR, IT, DK, SE, PL, UK, IE, FI})
	p := c.Person(r)
	co := c.Company(r)
	l := L(c)
	tel := Land(r, c, Intl)
	mob := Mob(r, c, Intl)
	mail := p.WorkMail(r, co)
	b.W(`<table style="font-family:Arial;font-size:12px"><tr><td><b>`, p.Full, `</b><br>`, co.Name, `<br>`)
	b.W(strings.TrimSpace(pick(r, l.Tel)), ` <a href="tel:`, Ph(digitsOf(tel)), `">`, Ph(tel), `</a><br>`)
	if b.Chance(0.6) {
		b.W(strings.TrimSpace(pick(r, l.Mob)), ` <a href="tel:`, Ph(digitsOf(mob)), `">`, Ph(mob), `</a><br>`)
	}
	b.W(`<a href="mailto:`, Em(mail), `">`, mail, `</a> | <a href="https://www.`, co.Domain, `">www.`, co.Domain, `</a></td></tr>`)
	b.W(`<tr><td style="color:#888">`, K(CompanyReg(r, c.Code)), `</td></tr></table>`)
}

func tVCard(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	co := c.Company(r)
	city, pc := c.City(r)
	b.W("BEGIN:VCARD\nVERSION:3.0\nN:", p.Sur, ";", p.Given, ";;;\nFN:", p.Full, "\nORG:", co.Name, "\n")
	b.W("TEL;TYPE=CELL:", Ph(Mob(r, c, Intl)), "\n")
	if b.Chance(0.6) {
		b.W("TEL;TYPE=WORK,VOICE:", Ph(Land(r, c, Any)), "\n")
	}
	b.W("EMAIL;TYPE=INTERNET:", Em(p.WorkMail(r, co)), "\nADR;TYPE=WORK:;;", c.Street(r), ";", city, ";;", K(pc), ";", c.Code, "\nREV:", K(fmt.Sprintf("2025%02d%02dT%02d%02d%02dZ", 1+r.Intn(12), 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60))), "\nEND:VCARD")
}

func tWaMeLink(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, NL, FR, IT, AT, BE, PL, HR, CH})
	num := digitsOf(Mob(r, c, Intl))
	num = strings.TrimPrefix(num, "+")
	if strings.HasPrefix(num, "00") {
		num = num[2:]
	}
	intro := map[string]string{
		"DE": "Ferienwohnung an der Ostsee frei ab ", "AT": "Almhütte zu vermieten ab ", "CH": "Ferienwohnung im Engadin frei ab ",
		"NL": "Vakantiehuisje in Zeeland vrij vanaf ", "BE": "Appartement à la Côte belge libre dès le ", "FR": "Gîte en Bretagne disponible à partir du ",
		"IT": "Appartamento a Rimini libero dal ", "PL": "Domek nad morzem wolny od ", "HR": "Apartman u Splitu slobodan od ",
	}[c.Code]
	w := map[string][4]string{
		"DE": {"Nacht", "Anfragen direkt per WhatsApp: ", "Hallo%20ich%20interessiere%20mich", " oder per Mail: "},
		"AT": {"Nacht", "Anfragen gerne per WhatsApp: ", "Gr%C3%BC%C3%9F%20Gott", " oder "},
		"CH": {"Nacht", "Anfragen per WhatsApp: ", "Gr%C3%BCezi", " oder "},
		"NL": {"nacht", "Reserveren via WhatsApp: ", "Hoi", " of mail "},
		"BE": {"nuit", "Réservations par WhatsApp : ", "Bonjour", " ou "},
		"FR": {"nuit", "Réservation par WhatsApp : ", "Bonjour", " ou par mail : "},
		"IT": {"notte", "Prenotazioni su WhatsApp: ", "Ciao", " oppure "},
		"PL": {"noc", "Rezerwacje przez WhatsApp: ", "Dzie%C5%84%20dobry", " lub "},
		"HR": {"noć", "Rezervacije putem WhatsAppa: ", "Pozdrav", " ili "},
	}[c.Code]
	b.W(intro, K(DateDE(r)), " – ", K(Amount(r, c.Code, 200)), "/", w[0], ". ", w[1], "https://wa.me/", Ph(num), "?text=", w[2])
	if b.Chance(0.5) {
		b.W(w[3], Em(c.Person(r).FreeMail(r)))
	}
}
