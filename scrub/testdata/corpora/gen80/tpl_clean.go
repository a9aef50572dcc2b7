package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func cOrderConfirmation(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, DE})
	city, pc := c.City(r)
	ord := pick(r, []string{AmazonOrder(r), itoa(10000000 + r.Intn(89999999)), fmt.Sprintf("%s%d", b.Pick("BOL", "ZA", "OT"), 100000000+r.Intn(899999999))})
	b.W("Bestellbestätigung ", K(ord), " vom ", K(DateDE(r)), "\n")
	n := 1 + r.Intn(3)
	for i := 0; i < n; i++ {
		b.W(itoa(1+r.Intn(3)), " x ", b.Pick("Bettwäsche 135x200", "USB-C Ladegerät 65W", "Laufschuhe Gr. 42", "Kaffeebohnen 1 kg", "LEGO Technic 42151", "Philips Hue E27"), " · EAN ", K(EAN13(r)), " · ", K(Amount(r, c.Code, 200)), "\n")
	}
	b.W("Versand: ", K(Amount(r, c.Code, 10)), " · Gesamt: ", K(Amount(r, c.Code, 500)), " inkl. ", itoa(pick(r, []int{19, 20, 21, 22, 25, 23, 7})), " % MwSt.\n")
	b.W("Lieferung an Packstation ", K(itoa(100+r.Intn(900))), ", ", K(addrLine(c, city, pc)), " · voraussichtlich ", K(DateDE(r)), " · Sendungsnummer ", K(DHLTrack(r)))
}

func cSEPAStatement(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, DE, AT, NL, BE, FR})
	b.W("Buchungstag;Valuta;Buchungstext;Auftraggeber/Empfänger;IBAN;Verwendungszweck;Betrag\n")
	n := 3 + r.Intn(3)
	for i := 0; i < n; i++ {
		d := DateDE(r)
		kind := b.Pick("SEPA-Lastschrift", "Gutschrift", "Kartenzahlung", "Dauerauftrag", "SEPA-Überweisung")
		who := c.Company(r).Name
		ref := b.Pick(fmt.Sprintf("Mandat %s Gläubiger-ID DE%02dZZZ%08d", rs(r, upperAN, 12), r.Intn(100), r.Intn(100000000)), fmt.Sprintf("Miete %02d/2025", 1+r.Intn(12)), fmt.Sprintf("RG %d-%05d", 2025, r.Intn(100000)), fmt.Sprintf("%s//%s/DE %s", DateDE(r), b.Pick("REWE", "dm-drogerie", "Aral"), dg(r, 6)), fmt.Sprintf("Kd-Nr. %d Vertr. %d", r.Intn(10000000), r.Intn(100000000)))
		sign := b.Pick("-", "", "-")
		b.W(K(d), ";", K(d), ";", kind, ";", who, ";", K(IBAN(r, c.Code, false)), ";", K(ref), ";", K(sign+fmt.Sprintf("%d,%02d", 1+r.Intn(2000), r.Intn(100))))
		if i < n-1 {
			b.W("\n")
		}
	}
}

func cInvoiceLines(b *B) {
	r := b.r
	c := anyCountry(r)
	co := c.Company(r)
	w := map[string][4]string{
		"DE": {"Rechnung", "Summe netto", "MwSt.", "Brutto"}, "AT": {"Rechnung", "Summe netto", "USt.", "Brutto"}, "CH": {"Rechnung", "Total exkl. MWST", "MWST", "Total"},
		"FR": {"Facture", "Total HT", "TVA", "Total TTC"}, "BE": {"Factuur", "Totaal excl. btw", "btw", "Totaal"}, "LU": {"Facture", "Total HTVA", "TVA", "Total TTC"},
		"NL": {"Factuur", "Subtotaal", "btw", "Totaal"}, "IT": {"Fattura", "Imponibile", "IVA", "Totale"}, "DK": {"Faktura", "Subtotal", "Moms", "Total"},
		"SE": {"Faktura", "Summa exkl. moms", "Moms", "Att betala"}, "NO": {"Faktura", "Sum eks. mva", "MVA", "Å betale"}, "FI": {"Lasku", "Veroton", "ALV", "Yhteensä"},
		"IS": {"Reikningur", "Samtals án vsk", "VSK", "Samtals"}, "PL": {"Faktura", "Netto", "VAT", "Brutto"}, "CZ": {"Faktura", "Základ", "DPH", "Celkem"},
		"SK": {"Faktúra", "Základ", "DPH", "Spolu"}, "HU": {"Számla", "Nettó", "ÁFA", "Bruttó"}, "SI": {"Račun", "Neto", "DDV", "Skupaj"}, "HR": {"Račun", "Osnovica", "PDV", "Ukupno"},
		"UK": {"Invoice", "Subtotal", "VAT", "Total"}, "IE": {"Invoice", "Subtotal", "VAT", "Total"},
	}[c.Code]
	b.W(co.Name, " – ", w[0], " ", K(fmt.Sprintf("%d/%05d", 2025, r.Intn(100000))), "\n")
	for i := 0; i < 2+r.Intn(3); i++ {
		b.W(itoa(i+1), ". ", b.Pick("Service", "Consulting", "Hosting CX22", "Support", "Licence", "Transport"), "  ", itoa(1+r.Intn(10)), " h  à ", K(Amount(r, c.Code, 150)), "\n")
	}
	b.W(w[1], " ", K(Amount(r, c.Code, 5000)), " | ", w[2], " ", K(Amount(r, c.Code, 900)), " | ", w[3], " ", K(Amount(r, c.Code, 6000)), "\n")
	b.W(K(CompanyReg(r, c.Code)), " · ", K(VATID(r, c.Code)), " · ", K(IBAN(r, c.Code, true)))
}

func cParcelTracking(b *B) {
	r := b.r
	c := pick(r, []*Country{NL, NO, SE, FR, DE, DK, FI, CZ, PL})
	var id string
	switch c.Code {
	case "NL":
		id = PostNLTrack(r)
	case "NO":
		id = BringTrack(r)
	case "FR":
		id = ColissimoTrack(r)
	case "DE":
		id = DHLTrack(r)
	default:
		id = S10(r, c.Code)
	}
	b.W("Sendung ", K(id), "\n")
	steps := []string{"Sendung elektronisch angekündigt", "Im Start-Paketzentrum bearbeitet", "Im Ziel-Paketzentrum bearbeitet", "In Zustellung", "Zugestellt – Ablageort: Garage"}
	if c.Code == "NL" {
		steps = []string{"Zending aangemeld", "Gesorteerd", "Onderweg naar bezorger", "Bezorger is onderweg", "Bezorgd bij buren (nr. " + itoa(1+r.Intn(200)) + ")"}
	}
	day, mon, hour := 1+r.Intn(20), 1+r.Intn(12), 6
	for i, s := range steps[:2+r.Intn(4)] {
		hour += 1 + r.Intn(4)
		if hour > 21 {
			hour -= 15
			day++
		}
		b.W(K(fmt.Sprintf("%02d.%02d.2025", day, mon)), " ", K(fmt.Sprintf("%02d:%02d", hour, r.Intn(60))), "  ", s, "  ", K(fmt.Sprintf("%s %d", b.Pick("Hub", "Depot", "PZ"), 10+r.Intn(90))))
		if i < 5 {
			b.W("\n")
		}
	}
	b.W("Gewicht ", K(fmt.Sprintf("%d,%d kg", r.Intn(30), r.Intn(10))), " · Maße ", K(fmt.Sprintf("%dx%dx%d cm", 20+r.Intn(60), 10+r.Intn(40), 5+r.Intn(30))))
}

func cDevLog(b *B) {
	r := b.r
	n := 3 + r.Intn(3)
	for i := 0; i < n; i++ {
		b.W(K(TS(r)), " ", b.Pick("INFO ", "WARN ", "DEBUG", "INFO "), " ", b.Pick("http", "db", "cache", "worker", "grpc"), ": ")
		switch r.Intn(5) {
		case 0:
			b.W("GET /api/v2/orders/", K(itoa(1000000+r.Intn(9000000))), " 200 ", K(fmt.Sprintf("%dms", 3+r.Intn(900))), " req_id=", K(uuid(r)))
		case 1:
			b.W("connected to ", K(PrivIP(r)+":"+itoa(pick(r, []int{5432, 6379, 3306, 9200, 5672}))), " pool=", itoa(5+r.Intn(50)), " version=", K(Semver(r)))
		case 2:
			b.W("job ", K(fmt.Sprintf("%d", 1700000000000+r.Intn(99999999))), " done in ", K(fmt.Sprintf("%d.%03ds", r.Intn(60), r.Intn(1000))), " items=", itoa(r.Intn(100000)))
		case 3:
			b.W("deployed ", K(ShortSHA(r)), " to ", b.Pick("fsn1", "nbg1", "gra", "par1", "ams3"), " pods=", itoa(1+r.Intn(12)), " image=", K("registry.gitlab.com/"+rs(r, lower, 6)+"/"+appName(r)+":"+Semver(r)))
		default:
			b.W("snowflake id ", K(itoa(1800000000000000000+r.Intn(99999999))), " trace=", K(rs(r, hexd, 32)), " span=", K(rs(r, hexd, 16)))
		}
		if i < n-1 {
			b.W("\n")
		}
	}
}

func cConfigPlaceholders(b *B) {
	r := b.r
	b.W("# .env.example – copy to .env and fill in\n")
	b.W("DB_PASSWORD=", K(b.Pick("changeme", "<password>", "${DB_PASSWORD}", "********", "secret")), "\n")
	b.W("STRIPE_PUBLISHABLE_KEY=", K(StripePK(r)), "\nSTRIPE_SECRET_KEY=", K(b.Pick("sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "${STRIPE_SECRET_KEY}", "<your-stripe-secret>", "sk_test_...")), "\n")
	b.W("AWS_ACCESS_KEY_ID=", K(AWSKeyID(r)), "\nAWS_SECRET_ACCESS_KEY=", K(b.Pick("${AWS_SECRET_ACCESS_KEY}", "<secret>", "REDACTED", "your-secret-key-here")), "\n")
	b.W("HCLOUD_TOKEN=", K(b.Pick("$HCLOUD_TOKEN", "<dein-token>", "YOUR_TOKEN", "xxxx")), "\n")
	b.W("# Authorization: Bearer ", K("<token>"), "\nGITHUB_TOKEN=", K(b.Pick("ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "${{ secrets.GITHUB_TOKEN }}", "<github-token>")), "\n")
	b.W("DEPLOY_KEY_PUB=\"", K(SSHPub(r)), "\"\nAPP_VERSION=", K(Semver(r)))
}

func cMeterReading(b *B) {
	r := b.r
	b.W("Zählerstandsmeldung ", K(DateDE(r)), "\nMarktlokations-ID: ", K(dgNZ(r, 11)), "\nMesslokation: ", K("DE000"+dg(r, 6)+rs(r, upperAN, 22)), "\n")
	b.W("Zählernummer: ", K("1"+rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3)+dg(r, 10)), "\nZählerstand HT: ", K(fmt.Sprintf("%06d,%d kWh", r.Intn(1000000), r.Intn(10))), "  NT: ", K(fmt.Sprintf("%06d,%d kWh", r.Intn(1000000), r.Intn(10))), "\n")
	b.W("Gaszähler ", K(dg(r, 8)), ": ", K(fmt.Sprintf("%d,%03d m³", r.Intn(100000), r.Intn(1000))), " · Zustandszahl ", K(fmt.Sprintf("0,%04d", 9000+r.Intn(999))), " · Brennwert ", K(fmt.Sprintf("11,%03d kWh/m³", r.Intn(1000))), "\n")
	b.W("Vertragskonto ", K(dgNZ(r, 12)), " · Abschlag neu ", K(Amount(r, "DE", 250)))
}

func cHealthIDs(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, FR, BE, NL, LU})
	lab, id := NationalID(r, c.Code)
	b.W("Versicherungsnachweis / Insurance certificate\n")
	if c == DE {
		b.W("Krankenversichertennummer ", K(string(byte('A'+r.Intn(26)))+dg(r, 9)), " · Kassen-IK ", K("10"+dg(r, 7)), " · Versichertenstatus ", K(b.Pick("1000001", "3000001", "5000001")), "\n")
	} else {
		b.W(lab, ": ", K(id), "\n")
	}
	b.W("EHIC card no. ", K("80"+pick(r, []string{"276", "040", "756", "250", "056", "528", "442"})+dg(r, 15)), " · valid until ", K(DateSlash(r)), "\n")
	b.W("Diagnose ", K(b.Pick("J06.9", "M54.5", "Z00.0", "S93.4")), " · Leistung GOÄ ", K(itoa(1+r.Intn(5000))), " · Betrag ", K(Amount(r, c.Code, 300)))
}

func cPayslip(b *B) {
	r := b.r
	_, sid := NationalID(r, "DE")
	sv := fmt.Sprintf("%02d %02d%02d%02d %c %03d", 10+r.Intn(80), 1+r.Intn(28), 1+r.Intn(12), 60+r.Intn(40), 'A'+rune(r.Intn(26)), r.Intn(1000))
	b.W("Entgeltabrechnung ", K(fmt.Sprintf("%02d/2025", 1+r.Intn(12))), "\nPersonalnummer ", K(fmt.Sprintf("%05d", r.Intn(100000))), "  Steuerklasse ", itoa(1+r.Intn(5)), "  Konfession ", b.Pick("rk", "ev", "--"), "\n")
	b.W("Steuer-ID ", K(sid), "  SV-Nummer ", K(sv), "\n")
	b.W("Gesamtbrutto ", K(Amount(r, "DE", 9000)), "  Lohnsteuer ", K(Amount(r, "DE", 1800)), "  Soli ", K("0,00 €"), "  KV ", K(Amount(r, "DE", 500)), "\n")
	b.W("Auszahlungsbetrag ", K(Amount(r, "DE", 6000)), " auf ", K(IBAN(r, "DE", true)))
	if b.Chance(0.5) {
		b.W("\nUS payroll (shadow): SSN on file ", K("XXX-XX-"+dg(r, 4)), ", EIN ", K(ein(r)))
	}
}

func cCardReceipt(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, NL, DK, FR, SE, CH})
	n := EUBrand(r).Gen(r)
	b.W(b.Pick("REWE Markt GmbH", "dm-drogerie markt", "Albert Heijn 1234", "Netto", "Carrefour Market", "ICA Kvantum", "Migros"), "\n")
	b.W("Kartenzahlung\n", b.Pick("girocard", "Visa", "Mastercard", "Dankort", "CB", "V PAY", "Maestro"), " kontaktlos\n")
	b.W("Karten-Nr. ", K(maskedCard(r, n)), "\n")
	b.W("Terminal-ID ", K(dg(r, 8)), "  TA-Nr. ", K(dg(r, 6)), "  Beleg ", K(dg(r, 4)), "\n")
	b.W("AID ", K(b.Pick("A0000000031010", "A0000000041010", "A0000003591010028001", "A0000001211010")), "  VU-Nr. ", K(dg(r, 9)), "  Genehmigung ", K(dg(r, 6)), "\n")
	b.W(K(DateDE(r)+" "+Clock(r)), "  Betrag EUR ", K(fmt.Sprintf("%d,%02d", 1+r.Intn(250), r.Intn(100))), "\nZahlung erfolgt")
	_ = c
}

func cClassifiedNoContact(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, FR, NL, SE, NO, PL, CZ, IT})
	city, pc := c.City(r)
	site := map[string]string{"DE": "Kleinanzeigen", "FR": "leboncoin", "NL": "Marktplaats", "SE": "Blocket", "NO": "FINN.no", "PL": "OLX", "CZ": "Bazoš", "IT": "Subito"}[c.Code]
	item := map[string][]string{
		"DE": {"Waschmaschine Miele W1, 7 kg", "Kinderfahrrad 20 Zoll", "Canon EOS 250D + 18-55 mm"},
		"FR": {"Lave-linge Bosch 8 kg", "Vélo enfant 20 pouces", "Fauteuil vintage années 60"},
		"NL": {"Wasmachine Miele, 7 kg", "Kinderfiets 20 inch", "Vintage fauteuil jaren 60"},
		"SE": {"Tvättmaskin Electrolux 7 kg", "Barncykel 20 tum", "Fåtölj 60-tal"},
		"NO": {"Vaskemaskin Bosch 8 kg", "Barnesykkel 20 tommer", "Lenestol 60-tallet"},
		"PL": {"Pralka Bosch 7 kg", "Rower dziecięcy 20 cali", "Fotel vintage lata 60."},
		"CZ": {"Pračka Whirlpool 7 kg", "Dětské kolo 20\"", "Křeslo retro 60. léta"},
		"IT": {"Lavatrice Candy 8 kg", "Bici bambino 20 pollici", "Poltrona vintage anni '60"},
	}[c.Code]
	note := map[string]string{
		"DE": "Nur Abholung, Kontakt bitte ausschließlich über die Nachrichtenfunktion.",
		"FR": "À récupérer sur place, contact uniquement via la messagerie leboncoin.",
		"NL": "Alleen ophalen, reageren via de berichtenfunctie.",
		"SE": "Hämtas på plats, kontakt endast via Blocket-meddelanden.",
		"NO": "Må hentes, kontakt via FINN-meldinger.",
		"PL": "Odbiór osobisty, kontakt tylko przez wiadomości OLX.",
		"CZ": "Pouze osobní odběr, kontakt přes zprávy.",
		"IT": "Solo ritiro a mano, contattare tramite chat Subito.",
	}[c.Code]
	b.W(site, " · ", pick(r, item), "\n")
	b.W(K(Amount(r, c.Code, 900)), " · ", K(addrLine(c, city, pc)), " · ID ", K(safeID(r, 10)), "\n")
	b.W(K(fmt.Sprintf("%d x %d x %d cm", 30+r.Intn(170), 30+r.Intn(100), 20+r.Intn(80))), ", ", K(itoa(2008+r.Intn(17))), ". ", note)
}

func cTrainTicket(b *B) {
	r := b.r
	bc := "7081 " + dg(r, 4) + " " + dg(r, 4) + " " + dg(r, 4)
	b.W("Ihre Fahrkarte – Auftragsnummer ", K(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)), "\n")
	b.W(K(DateDE(r)), " ", b.Pick("Hamburg Hbf", "München Hbf", "Köln Hbf", "Berlin Hbf", "Frankfurt(Main)Hbf"), " ", K(Clock(r)), " → ", b.Pick("Amsterdam Centraal", "Wien Hbf", "Zürich HB", "Paris Est", "Kopenhagen H"), " ", K(Clock(r)), "\n")
	b.W(b.Pick("ICE", "IC", "EC", "NJ", "TGV"), " ", K(itoa(100+r.Intn(1900))), ", Wagen ", K(itoa(1+r.Intn(14))), ", Platz ", K(itoa(11+r.Intn(110))), ", ", b.Pick("Fenster", "Gang", "Tisch"), "\n")
	b.W("BahnCard 25, Nr. ", K(bc), ", gültig bis ", K(DateDE(r)), " · Preis ", K(Amount(r, "DE", 250)), " · Ticket-ID ", K(rs(r, upperAN, 10)))
}

func cPublicFormIDs(b *B) {
	r := b.r
	c := pick(r, []*Country{SE, NO, DK, FI, PL, CZ, IT, FR, NL, HU, HR, SI, UK, IE})
	lab, id := NationalID(r, c.Code)
	city, _ := DE.City(r)
	_, dpc := DE.City(r)
	b.W("Landeshauptstadt ", city, " – Ausländerbehörde\nBescheid ", K(fmt.Sprintf("%d/%d/%05d", 2025, 1+r.Intn(99), r.Intn(100000))), " vom ", K(DateDE(r)), "\n")
	b.W("Staatsangehörigkeit: ", c.Code, " · ausländische Kennung (", lab, "): ", K(id), "\n")
	b.W("Meldeadresse: ", DE.Street(r), ", ", K(dpc+" "+city), "\n")
	b.W("Gebühr ", K(Amount(r, "DE", 200)), ", zahlbar bis ", K(DateDE(r)), " unter Kassenzeichen ", K(fmt.Sprintf("%d.%04d.%04d.%d", r.Intn(10), r.Intn(10000), r.Intn(10000), r.Intn(10))))
}

func cCILog(b *B) {
	r := b.r
	b.W(K(TS(r)), " ##[group]Run actions/setup-go@v5\n", K(TS(r)), " with:\n", K(TS(r)), "   go-version: ", K("1."+itoa(22+r.Intn(4))+"."+itoa(r.Intn(10))), "\n")
	b.W(K(TS(r)), "   token: ***\n", K(TS(r)), " ##[endgroup]\n")
	b.W(K(TS(r)), " ok  \t", rs(r, lower, 6), "/internal/", b.Pick("billing", "mail", "sepa", "vat"), "\t", K(fmt.Sprintf("%d.%03ds", r.Intn(20), r.Intn(1000))), "\tcoverage: ", K(fmt.Sprintf("%d.%d%%", 40+r.Intn(59), r.Intn(10))), "\n")
	b.W(K(TS(r)), " Artifact ", K(fmt.Sprintf("%s-linux-amd64.tar.gz", appName(r))), " (", K(fmt.Sprintf("%d bytes", 1000000+r.Intn(90000000))), ") uploaded, id ", K(itoa(1000000000+r.Intn(999999999))), ", sha256 ", K(rs(r, hexd, 64)))
}

func cWebhookClean(b *B) {
	r := b.r
	n := EUBrand(r).Gen(r)
	if b.Chance(0.5) {
		b.W(`{"live":"true","notificationItems":[{"NotificationRequestItem":{"amount":{"currency":"EUR","value":`, itoa(100+r.Intn(99900)), `},"eventCode":"AUTHORISATION","eventDate":"`, K(TS(r)), `","merchantAccountCode":"`, appName(r), `","merchantReference":"`, K(fmt.Sprintf("ORD-%07d", r.Intn(10000000))), `","pspReference":"`, K("88"+dg(r, 14)), `","paymentMethod":"`, b.Pick("visa", "mc", "maestro", "cartebancaire", "amex"), `","additionalData":{"cardSummary":"`, last4(n), `","expiryDate":"`, K(fmt.Sprintf("%d/20%d", 1+r.Intn(12), 26+r.Intn(6))), `","cardBin":"`, n[:6], `"},"success":"true"}}]}`)
	} else {
		b.W(`{"id":"`, K("evt_"+mixed(r, alnum, 24)), `","object":"event","api_version":"2024-06-20","created":`, K(itoa(1735689600+r.Intn(31536000))), `,"data":{"object":{"id":"`, K("pi_"+mixed(r, alnum, 24)), `","amount":`, itoa(100+r.Intn(99900)), `,"currency":"eur","customer":"`, K("cus_"+mixed(r, alnum, 14)), `","payment_method_details":{"card":{"brand":"visa","last4":"`, last4(n), `","exp_month":`, itoa(1+r.Intn(12)), `,"exp_year":`, itoa(2026+r.Intn(5)), `,"country":"DE"}}}},"type":"payment_intent.succeeded"}`)
	}
}

func cMeetingInvite(b *B) {
	r := b.r
	switch r.Intn(3) {
	case 0:
		b.W("Zoom-Meeting beitreten\nhttps://us06web.zoom.us/j/", K(dgNZ(r, 11)), "\n\nMeeting-ID: ", K(dgNZ(r, 3)+" "+dg(r, 4)+" "+dg(r, 4)), "\nThema: ", b.Pick("Jour fixe Vertrieb", "Sprint Review", "Quartalsabschluss Q3"), "\nZeit: ", K(DateDE(r)+" "+Clock(r)), " Amsterdam, Berlin, Rom")
	case 1:
		b.W("Microsoft Teams-Besprechung\nJetzt an der Besprechung teilnehmen\nBesprechungs-ID: ", K(dgNZ(r, 3)+" "+dg(r, 3)+" "+dg(r, 3)+" "+dg(r, 3)), "\nTelefonkonferenz-ID: ", K(dgNZ(r, 3)+" "+dg(r, 3)+" "+dg(r, 3)+"#"), "\nBesprechungsoptionen | Hilfe")
	default:
		b.W("Webex meeting – ", b.Pick("Kick-off ERP", "Audit 2025", "Réunion hebdo"), "\nMeeting number (access code): ", K(dgNZ(r, 4)+" "+dg(r, 3)+" "+dg(r, 4)), "\nWhen: ", K(DateSlash(r)), " ", K(Clock(r)), " CET, ", itoa(30+r.Intn(60)), " min")
	}
}

func cCoordinates(b *B) {
	r := b.r
	lat := 45 + r.Float64()*20
	lon := -8 + r.Float64()*35
	b.W(b.Pick("Treffpunkt", "Meeting point", "Point de rendez-vous", "Trefpunt", "Mødested"), ": ", K(fmt.Sprintf("%.5f, %.5f", lat, lon)), " (", K(fmt.Sprintf("%d m ü. NN", r.Intn(2500))), ")\n")
	b.W("Wetter ", K(DateDE(r)), ": ", K(fmt.Sprintf("%d,%d °C", r.Intn(30), r.Intn(10))), ", Wind ", K(fmt.Sprintf("%d km/h", r.Intn(60))), ", Luftdruck ", K(fmt.Sprintf("%d hPa", 990+r.Intn(40))), ", Niederschlag ", K(fmt.Sprintf("%d,%d mm", r.Intn(20), r.Intn(10))), "\n")
	b.W("Strecke ", K(fmt.Sprintf("%d,%d km", 5+r.Intn(40), r.Intn(10))), ", ", K(fmt.Sprintf("%d Hm", 100+r.Intn(1500))), ", GPX-Track ", K(fmt.Sprintf("tour_%d_%d.gpx", 2025, 1000+r.Intn(9000))))
}

func cBankCSVNL(b *B) {
	r := b.r
	b.W("\"Datum\",\"Naam / Omschrijving\",\"Rekening\",\"Tegenrekening\",\"Code\",\"Af Bij\",\"Bedrag (EUR)\",\"Mutatiesoort\",\"Mededelingen\"\n")
	own := IBAN(r, "NL", false)
	for i := 0; i < 2+r.Intn(3); i++ {
		b.W("\"", K(fmt.Sprintf("2025%02d%02d", 1+r.Intn(12), 1+r.Intn(28))), "\",\"", b.Pick("Albert Heijn 1403", "NS Reizigers", "Vattenfall", "Ziggo", "Belastingdienst", "bol.com"), "\",\"", K(own), "\",\"", K(IBAN(r, "NL", false)), "\",\"", b.Pick("BA", "IC", "OV", "GT"), "\",\"", b.Pick("Af", "Bij"), "\",\"", K(fmt.Sprintf("%d,%02d", 1+r.Intn(900), r.Intn(100))), "\",\"", b.Pick("Betaalautomaat", "Incasso", "Overschrijving"), "\",\"", K(fmt.Sprintf("Kenmerk: %s Machtiging ID: %s", safeID(r, 16), rs(r, upperAN, 10))), "\"\n")
	}
}

func cRentalContract(b *B) {
	r := b.r
	b.W("Mietvertrag – Anlage 2 Übergabeprotokoll\nObjekt-Nr. ", K(fmt.Sprintf("%d-%03d-%02d", 1000+r.Intn(9000), r.Intn(1000), r.Intn(100))), ", Wohnung Nr. ", K(itoa(1+r.Intn(40))), ", ", itoa(1+r.Intn(6)), ". OG links\n")
	b.W("Wohnfläche ", K(fmt.Sprintf("%d,%d m²", 30+r.Intn(100), r.Intn(10))), ", Kaltmiete ", K(Amount(r, "DE", 1800)), ", NK-Vorauszahlung ", K(Amount(r, "DE", 300)), ", Kaution ", K(Amount(r, "DE", 5000)), "\n")
	b.W("Stromzähler ", K("1ESY"+dg(r, 10)), " Stand ", K(fmt.Sprintf("%05d,%d", r.Intn(100000), r.Intn(10))), "; Wasser kalt ", K(dg(r, 8)), " Stand ", K(fmt.Sprintf("%d,%03d m³", r.Intn(1000), r.Intn(1000))), "; Schlüssel: ", itoa(2+r.Intn(3)), " Haustür, 1 Briefkasten Nr. ", K(itoa(1+r.Intn(40))))
}

func cIoTTelemetry(b *B) {
	r := b.r
	b.W(`{"device":"`, b.Pick("tracker", "meter", "gateway", "ebike"), `-`, K(rs(r, upperAN, 8)), `","imei":"`, K(IMEI(r)), `","iccid":"`, K(ICCID(r)), `","fw":"`, K(Semver(r)), `","ts":`, K(itoa(1735689600000+r.Intn(31536000)*1000)), `,"lat":`, K(fmt.Sprintf("%.6f", 45+r.Float64()*20)), `,"lon":`, K(fmt.Sprintf("%.6f", r.Float64()*25)), `,"rssi":-`, itoa(50+r.Intn(60)), `,"battery_mv":`, itoa(3300+r.Intn(900)), `,"mcc":`, K(itoa(pick(r, []int{262, 232, 228, 208, 204, 222, 238, 240, 242, 244, 260}))), `,"`, b.Pick("cell", "cellId", "cell_id", "ci"), `":`, K(itoa(10000000+r.Intn(90000000))), `}`)
}

func cReleaseNotes(b *B) {
	r := b.r
	v := Semver(r)
	b.W("## ", K("v"+v), " (", K(DateISO(r)), ")\n")
	for i := 0; i < 2+r.Intn(3); i++ {
		b.W("- ", b.Pick("Fix", "Add", "Bump", "Security"), ": ", b.Pick("SEPA XML pain.001.001.09 export", "VAT rounding for AT/CH", "PostNL label API", "Klarna session timeout", "CVE-2025-"+itoa(10000+r.Intn(50000))+" in zlib", "golang.org/x/net to "+Semver(r)), " (", K("#"+itoa(1000+r.Intn(9000))), ", ", K(ShortSHA(r)), ")\n")
	}
	b.W("Full changelog: ", K(Semver(r)+"..."+v))
}

func cProductListing(b *B) {
	r := b.r
	b.W(b.Pick("Bosch Professional GSR 18V-55", "Miele Complete C3", "Fjällräven Kånken", "Philips Sonicare 9900", "Nespresso Vertuo Pop", "Tefal Ingenio 13-tlg."), "\n")
	b.W("Art.-Nr. ", K(fmt.Sprintf("%d %03d %03d %03d", r.Intn(10), r.Intn(1000), r.Intn(1000), r.Intn(1000))), " · EAN ", K(EAN13(r)), " · ASIN ", K("B0"+rs(r, upperAN, 8)), "\n")
	b.W("Maße ", K(fmt.Sprintf("%d x %d x %d mm", 100+r.Intn(500), 50+r.Intn(300), 20+r.Intn(300))), " · Gewicht ", K(fmt.Sprintf("%d,%d kg", r.Intn(15), r.Intn(10))), " · ", K(fmt.Sprintf("%d W", 10+r.Intn(2000))), "\n")
	b.W("UVP ", K(Amount(r, "DE", 600)), " · jetzt ", K(Amount(r, "DE", 500)), " · ", itoa(r.Intn(500)), " Bewertungen, Ø ", K(fmt.Sprintf("%d,%d", 3+r.Intn(2), r.Intn(10))))
}

func cSwissQRBill(b *B) {
	r := b.r
	ref := dg(r, 27)
	b.W("Zahlteil / Empfangsschein\nKonto / Zahlbar an\n", K(IBAN(r, "CH", true)), "\n", CH.Company(r).Name, "\n")
	b.W("Referenz\n", K(group(ref, []int{2, 5, 5, 5, 5, 5}, " ")), "\nWährung CHF  Betrag ", K(fmt.Sprintf("%d.%02d", 10+r.Intn(3000), r.Intn(100))), "\n")
	b.W("Zusätzliche Informationen: ", K(fmt.Sprintf("Rechnung %d/%04d", 2025, r.Intn(10000))), " //S1/10/", K(dg(r, 6)), "/11/", K(fmt.Sprintf("25%02d%02d", 1+r.Intn(12), 1+r.Intn(28))), "/30/", K(dg(r, 9)))
}

func cPaymentRefs(b *B) {
	r := b.r
	switch r.Intn(5) {
	case 0:
		a, m := dg(r, 3), dg(r, 4)
		base := a + m + dg(r, 3)
		n := 0
		for _, ch := range base {
			n = n*10 + int(ch-'0')
			n %= 97
		}
		chk := n
		if chk == 0 {
			chk = 97
		}
		b.W("Gelieve te betalen vóór ", K(DateSlash(r)), " met gestructureerde mededeling ", K(fmt.Sprintf("+++%s/%s/%s%02d+++", a, m, base[7:], chk)), " op rekening ", K(IBAN(r, "BE", true)), ". Bedrag ", K(Amount(r, "BE", 900)), ".")
	case 1:
		b.W("Maksa ", K(fmt.Sprintf("%d,%02d €", 5+r.Intn(500), r.Intn(100))), " tilille ", K(IBAN(r, "FI", true)), ", viite ", K("RF"+dg(r, 2)+" "+dg(r, 4)+" "+dg(r, 4)+" "+dg(r, 4)), ", eräpäivä ", K(fmt.Sprintf("%d.%d.2025", 1+r.Intn(28), 1+r.Intn(12))), ".")
	case 2:
		b.W("Betal ", K(Amount(r, "DK", 3000)), " via FI-kort: ", K(fmt.Sprintf("+71< %s +%s<", dg(r, 15), dg(r, 8))), " senest ", K(DateDE(r)), ".")
	case 3:
		b.W("Betalas till bankgiro ", K(dg(r, 4)+"-"+dg(r, 4)), ", OCR ", K(dg(r, 12)), ", belopp ", K(Amount(r, "SE", 5000)), ", förfallodag ", K(DateISO(r)), ". Plusgiro ", K(dg(r, 2)+" "+dg(r, 2)+" "+dg(r, 2)+"-"+dg(r, 1)), ".")
	default:
		b.W("Beløp ", K(Amount(r, "NO", 5000)), " betales til kontonr. ", K(dg(r, 4)+"."+dg(r, 2)+"."+dg(r, 5)), " med KID ", K(dg(r, 13)), ", forfall ", K(DateDE(r)), ".")
	}
}

func cChatNoPII(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, NL, FR, IT, SE, PL, UK})
	d := DateDE(r)
	t := Clock(r)
	switch c.Code {
	case "DE":
		b.W("[", K(d), ", ", K(t), "] Lena: Treffen wir uns um ", K(Clock(r)), " am Hbf, Gleis ", K(itoa(1+r.Intn(20))), "? Tram ", K(itoa(1+r.Intn(20))), " bis Haltestelle ", b.Pick("Rathaus", "Uni", "Marktplatz"), "\n[", d, ", ", K(Clock(r)), "] Jonas: Passt, ich hab die Tickets, ", K(Amount(r, "DE", 60)), " pro Person, Reservierung ", K(rs(r, upperAN, 6)))
	case "NL":
		b.W("Sanne: Om ", K(Clock(r)), " bij spoor ", K(itoa(1+r.Intn(15))), "? Ik heb ", K(Amount(r, "NL", 40)), " betaald voor de kaartjes, zaal ", K(itoa(1+r.Intn(12))), ", rij ", K(itoa(1+r.Intn(20))))
	case "FR":
		b.W("Camille : RDV à ", K(Clock(r)), " devant la sortie ", K(itoa(1+r.Intn(9))), " du métro ligne ", K(itoa(1+r.Intn(14))), ", j'ai payé ", K(Amount(r, "FR", 90)), " les places, rang ", b.Pick("F", "K", "M"), ", sièges ", K(fmt.Sprintf("%d-%d", 10+r.Intn(10), 21+r.Intn(10))))
	case "IT":
		b.W("Giulia: Ci vediamo alle ", K(Clock(r)), " al binario ", K(itoa(1+r.Intn(20))), ", treno ", K("FR "+itoa(9500+r.Intn(500))), ", carrozza ", K(itoa(1+r.Intn(11))), ", posti ", K(fmt.Sprintf("%dA-%dB", 1+r.Intn(15), 1+r.Intn(15))))
	case "SE":
		b.W("Maja: Ses ", K(Clock(r)), " vid spår ", K(itoa(1+r.Intn(19))), "! Biljetterna kostade ", K(Amount(r, "SE", 800)), ", vagn ", K(itoa(1+r.Intn(8))), " plats ", K(itoa(1+r.Intn(80))))
	case "PL":
		b.W("Kasia: Widzimy się o ", K(Clock(r)), " na peronie ", K(itoa(1+r.Intn(8))), ", tor ", K(itoa(1+r.Intn(12))), ". Bilety ", K(Amount(r, "PL", 200)), ", wagon ", K(itoa(1+r.Intn(16))), ", miejsca ", K(fmt.Sprintf("%d i %d", 11+r.Intn(40), 51+r.Intn(40))))
	default:
		b.W("Tom: Meet at ", K(Clock(r)), " by platform ", K(itoa(1+r.Intn(19))), "? Tickets were ", K(Amount(r, "UK", 120)), ", coach ", string(byte('A'+r.Intn(12))), ", seats ", K(fmt.Sprintf("%d and %d", 11+r.Intn(40), 51+r.Intn(20))))
	}
}

func cHetznerInvoice(b *B) {
	r := b.r
	b.W("Hetzner Online GmbH – Rechnung ", K("R"+dg(r, 10)), " – Kundennummer ", K("K"+dg(r, 10)), "\n")
	for i := 0; i < 2+r.Intn(3); i++ {
		b.W(b.Pick("Cloud Server CX22", "Dedicated AX42", "Storage Box BX11", "Primary IPv4", "Load Balancer LB11", "Volume 100 GB"), " #", K(itoa(10000000+r.Intn(90000000))), "  ", K(fmt.Sprintf("%02d.%02d.2025 – %02d.%02d.2025", 1, 1+r.Intn(12), 28, 1+r.Intn(12))), "  ", K(fmt.Sprintf("%d,%04d €", r.Intn(120), r.Intn(10000))), "\n")
	}
	b.W("IP ", K(IPv4(r)), " / ", K(IPv6(r)), " · Traffic ", K(fmt.Sprintf("%d,%d TB", r.Intn(20), r.Intn(10))), " · Summe ", K(Amount(r, "DE", 400)), " · ", K("USt-IdNr. DE 812 871 812"))
}

func cDevQuestion(b *B) {
	r := b.r
	hdr := b64j(`{"alg":"HS256","typ":"JWT"}`)
	if r.Intn(2) == 0 {
		hdr = b64j(`{"alg":"RS256","typ":"JWT"}`)
	}
	b.W(b.Pick("How do I verify a JWT in Go? ", "Wie prüfe ich ein JWT in Node? ", "Comment vérifier un JWT en PHP ? "), "My token starts with ", K(hdr), " (that's the header), but jwt.Parse says \"token is malformed\". ")
	b.W("Request: `curl -H \"Authorization: Bearer ", K(b.Pick("<token>", "$TOKEN", "${ACCESS_TOKEN}", "YOUR_TOKEN")), "\" https://api.", anyCountry(r).Company(r).Domain, "/v1/me`. ")
	b.W("Using ", K(b.Pick("github.com/golang-jwt/jwt/v5 v5.", "jsonwebtoken@9.", "firebase/php-jwt v6.")+itoa(r.Intn(5))+"."+itoa(r.Intn(5))), ", the truncated token in the log is ", K(hdr[:10]+"..."), " and token_type is \"Bearer\".")
}

func cSSHKnownHosts(b *B) {
	r := b.r
	b.W("# ~/.ssh/authorized_keys on ", K(IPv4(r)), "\n", K(SSHPub(r)), " ", b.Pick("deploy@ci", "lukas@thinkpad", "admin@bastion"), "\n")
	b.W("# fingerprint ", K("SHA256:"+strings.TrimRight(base64.StdEncoding.EncodeToString(randBytes(r, 32)), "=")), "\n")
	b.W("$ git remote -v\norigin\t", K("git@github.com:"+rs(r, lower, 7)+"/"+appName(r)+".git"), " (fetch)\n# known_hosts: ", K("|1|"+base64.StdEncoding.EncodeToString(randBytes(r, 20))+"|"+base64.StdEncoding.EncodeToString(randBytes(r, 20))))
}

func cFlightBooking(b *B) {
	r := b.r
	carrier := pick(r, []string{"220", "057", "074", "117", "125", "081", "105", "235"})
	b.W("Buchungscode ", K(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)), "\nE-Ticket ", K(carrier+"-"+dg(r, 10)), "\n")
	b.W(b.Pick("LH", "LX", "OS", "SK", "KL", "AF", "AY", "LO", "EI"), " ", K(itoa(100+r.Intn(9000))), " ", b.Pick("FRA", "MUC", "ZRH", "VIE", "CPH", "AMS", "CDG", "HEL", "WAW", "DUB"), "–", b.Pick("OSL", "ARN", "LIS", "FCO", "BCN", "KEF", "PRG", "BUD", "ZAG", "LHR"), " ", K(DateDE(r)), " ", K(Clock(r)), " · Sitz ", K(fmt.Sprintf("%d%c", 1+r.Intn(40), 'A'+rune(r.Intn(6)))), " · Gepäck ", K("1 x 23 kg"), "\n")
	b.W("Miles & More ", K("992 00"+dg(r, 2)+" "+dg(r, 3)+" "+dg(r, 4)), " · Preis ", K(Amount(r, "DE", 900)))
}

func cLoyaltyCards(b *B) {
	r := b.r
	switch r.Intn(4) {
	case 0:
		b.W("PAYBACK Kundennummer ", K(dg(r, 10)), " · ", K(itoa(r.Intn(5000))+" Punkte"), " · Karte ", K("3083 "+dg(r, 4)+" "+dg(r, 4)+" "+dg(r, 1)), " · Coupon ", K(rs(r, upperAN, 8)))
	case 1:
		b.W("Bonuskaart ", K("2620 "+dg(r, 4)+" "+dg(r, 4)+" "+dg(r, 1)), " · Airmiles ", K(dg(r, 9)), " · zegels ", itoa(r.Intn(50)), "/49")
	case 2:
		cc := "634004" + dg(r, 10)
		for luhnOK(cc) {
			// a Luhn-valid 63… number is Maestro-shaped; keep the
			// look-alike unambiguous
			cc = "634004" + dg(r, 10)
		}
		b.W("Clubcard ", K(group(cc, []int{4, 4, 4, 4}, " ")), " · points ", K(itoa(r.Intn(9000))), " · voucher ", K(rs(r, upperAN, 12)), " worth ", K(Amount(r, "UK", 20)))
	default:
		b.W("ICA-kort ", K("9752 "+dg(r, 4)+" "+dg(r, 4)+" "+dg(r, 4)), " · bonus ", K(Amount(r, "SE", 300)), " · kvitto ", K(dg(r, 6)), " · kassa ", K(itoa(1+r.Intn(20))))
	}
}

func cPartNumbers(b *B) {
	r := b.r
	b.W(b.Pick("Ersatzteilliste", "Spare parts list", "Liste des pièces", "Onderdelenlijst"), " – Maschine ", K(rs(r, upperAN, 3)+"-"+dg(r, 4)), ", Baujahr ", K(itoa(2005+r.Intn(20))), "\n")
	for i := 0; i < 3+r.Intn(2); i++ {
		switch r.Intn(4) {
		case 0:
			b.W("Teile-Nr. ", K(fmt.Sprintf("%d %03d %03d %03d", r.Intn(10), r.Intn(1000), r.Intn(1000), r.Intn(1000))), "  Dichtung  ", itoa(1+r.Intn(9)), " Stk  ", K(Amount(r, "DE", 90)), "\n")
		case 1:
			b.W("P/N ", K(fmt.Sprintf("%03d-%02d-%04d", r.Intn(1000), r.Intn(100), r.Intn(10000))), "  Bearing  ", itoa(1+r.Intn(9)), " pcs  ", K(Amount(r, "DE", 90)), "\n")
		case 2:
			b.W("Mat.-Nr. ", K(fmt.Sprintf("%d.%03d.%03d", 1+r.Intn(9), r.Intn(1000), r.Intn(1000))), "  Filter  ", itoa(1+r.Intn(9)), " Stk  ", K(Amount(r, "DE", 90)), "\n")
		default:
			b.W("S/N ", K(rs(r, upperAN, 2)+dg(r, 8)), "  Motor ", K(fmt.Sprintf("%d,%d kW", 1+r.Intn(30), r.Intn(10))), "  ", K(fmt.Sprintf("%d 1/min", 900+r.Intn(2100))), "\n")
		}
	}
	b.W("Lieferzeit ", K(itoa(2+r.Intn(10))+" Werktage"), ", Angebot gültig bis ", K(DateDE(r)))
}

func cVATCheck(b *B) {
	r := b.r
	cs := []*Country{DE, AT, FR, NL, BE, IT, PL, CZ, DK, SE, FI, HU, SI, HR, LU, SK, IE}
	b.W("VIES check ", K(DateISO(r)), "\n")
	for i := 0; i < 3+r.Intn(3); i++ {
		c := pick(r, cs)
		b.W(c.Code, ": ", K(VATID(r, c.Code)), " – ", b.Pick("valid", "valid", "invalid", "service unavailable"), " – request ", K(rs(r, upperAN, 12)), "\n")
	}
	b.W("Batch ", K(uuid(r)), " finished in ", K(fmt.Sprintf("%d ms", 100+r.Intn(5000))))
}

func cNewsletterFooter(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, NL, FR, SE, DK})
	co := c.Company(r)
	city, pc := c.City(r)
	b.W(b.Pick("Sie erhalten diesen Newsletter, weil Sie sich angemeldet haben.", "Je ontvangt deze nieuwsbrief omdat je je hebt aangemeld.", "Vous recevez cette lettre car vous êtes inscrit.", "Du får det här nyhetsbrevet eftersom du har anmält dig."), " Abmelden | Einstellungen | Im Browser ansehen\n")
	b.W("© ", K(itoa(2025)), " ", co.Name, " · ", c.Street(r), " · ", K(addrLine(c, city, pc)), "\n")
	b.W(K(CompanyReg(r, c.Code)), " · ", K(VATID(r, c.Code)), " · Kontakt nur über unser Formular: https://", co.Domain, "/kontakt\n")
	b.W("Kampagne ", K(fmt.Sprintf("NL-%d-%02d-%03d", 2025, 1+r.Intn(12), r.Intn(1000))), " · utm_source=newsletter&utm_campaign=", K(fmt.Sprintf("kw%02d", 1+r.Intn(52))), " · Tracking-ID ", K(uuid(r)))
}

func cCalendarReminder(b *B) {
	r := b.r
	b.W(b.Pick("Erinnerung", "Rappel", "Herinnering", "Påminnelse", "Reminder"), ": ", b.Pick("Jour fixe", "Zahnarzt", "Elternabend", "Sprint Planning", "Steuerberater"), "\n")
	b.W(K(DateDE(r)), " ", K(Clock(r)), "–", K(Clock(r)), " · Raum ", K(fmt.Sprintf("%d.%02d", 1+r.Intn(5), 1+r.Intn(40))), " · ", b.Pick("Gebäude B", "Etage 3", "Haus 2"), "\n")
	b.W("Wiederholung: ", b.Pick("wöchentlich", "alle 2 Wochen", "monatlich"), " bis ", K(DateDE(r)), " · Erinnerung ", K(itoa(pick(r, []int{5, 10, 15, 30, 60}))+" Min."), " vorher · Kalender-ID ", K(rs(r, lowerAN, 26)))
}
