package main

import (
	"fmt"
	"strings"
)

// signature: a business mail ending in a signature block of country c.
func signature(b *B, c *Country) {
	r := b.r
	l := L(c)
	p := c.Person(r)
	co := c.Company(r)
	city, pc := c.City(r)
	ref := fmt.Sprintf("%s-%d-%04d", b.Pick("AN", "VG", "RE", "PO", "OFF", "Q"), 2024+r.Intn(3), r.Intn(10000))
	body := map[string][]string{
		"DE": {"anbei unser Angebot ", "wie besprochen die Unterlagen zu Vorgang ", "die korrigierte Rechnung zu Auftrag "},
		"AT": {"anbei das Angebot ", "wie telefonisch besprochen der Kostenvoranschlag ", "die Unterlagen zum Akt "},
		"CH": {"anbei die Offerte ", "wie besprochen die Auftragsbestätigung ", "die Unterlagen zum Dossier "},
		"FR": {"veuillez trouver ci-joint le devis ", "suite à notre échange, voici la facture ", "je reviens vers vous concernant le dossier "},
		"BE": {"in bijlage vindt u de offerte ", "suite à votre demande, voici le devis ", "hierbij de factuur "},
		"NL": {"in de bijlage vindt u de offerte ", "hierbij de factuur met kenmerk ", "zoals besproken de orderbevestiging "},
		"LU": {"veuillez trouver en annexe l'offre ", "voici la facture ", "suite à notre appel, le dossier "},
		"IT": {"in allegato il preventivo ", "come da accordi, la fattura ", "le invio la conferma d'ordine "},
		"DK": {"hermed tilbud ", "vedhæftet faktura ", "som aftalt ordrebekræftelse "},
		"SE": {"bifogar offert ", "här kommer fakturan ", "som överenskommet orderbekräftelse "},
		"NO": {"vedlagt tilbud ", "her er fakturaen ", "som avtalt ordrebekreftelse "},
		"FI": {"liitteenä tarjous ", "ohessa lasku ", "kuten sovittiin, tilausvahvistus "},
		"IS": {"meðfylgjandi er tilboð ", "hér er reikningur ", "eins og rætt var, pöntun "},
		"PL": {"w załączeniu przesyłam ofertę ", "przesyłam fakturę ", "zgodnie z ustaleniami potwierdzenie zamówienia "},
		"CZ": {"v příloze zasílám nabídku ", "zasílám fakturu ", "dle domluvy potvrzení objednávky "},
		"SK": {"v prílohe posielam ponuku ", "posielam faktúru ", "podľa dohody potvrdenie objednávky "},
		"HU": {"mellékelten küldöm az árajánlatot ", "küldöm a számlát ", "a megbeszéltek szerint a rendelés visszaigazolását "},
		"SI": {"v prilogi pošiljam ponudbo ", "pošiljam račun ", "kot dogovorjeno potrditev naročila "},
		"HR": {"u privitku šaljem ponudu ", "šaljem račun ", "kako smo dogovorili, potvrdu narudžbe "},
		"UK": {"please find attached quote ", "attached is invoice ", "further to our call, the PO "},
		"IE": {"please find attached quote ", "attached is invoice ", "as discussed, the order confirmation "},
	}[c.Code]
	b.W(pick(r, l.Hello), "\n\n", pick(r, body), K(ref), ".\n\n", pick(r, l.Bye), "\n\n", p.Full, "\n")
	if b.Chance(0.5) {
		b.W(b.Pick("Vertrieb", "Sales", "Office Management", "Buchhaltung", "Customer Success", "Projektleitung", "Account Manager"), "\n")
	}
	b.W("\n", co.Name, "\n", c.Street(r), "\n", K(addrLine(c, city, pc)), "\n\n")
	tel := Land(r, c, Any)
	if b.Chance(0.15) {
		tel = nbsp(b, tel)
	}
	b.W(pick(r, l.Tel), Ph(tel), "\n")
	if b.Chance(0.35) {
		b.W(pick(r, l.Fax), Ph(Land(r, c, Any)), "\n")
	}
	if b.Chance(0.6) {
		b.W(pick(r, l.Mob), Ph(Mob(r, c, Any)), "\n")
	}
	b.W(pick(r, l.Mail), Em(p.WorkMail(r, co)), "\n", "www.", co.Domain, "\n\n")
	b.W(K(CompanyReg(r, c.Code)))
	if b.Chance(0.7) {
		vl := map[string]string{"DE": "USt-IdNr.: ", "AT": "UID: ", "CH": "MWST-Nr.: ", "FR": "TVA intracom. : ", "BE": "BTW/TVA: ", "NL": "BTW-nr: ", "LU": "TVA: ", "IT": "Partita IVA ", "DK": "Moms-nr.: ", "SE": "Momsreg.nr: ", "NO": "MVA: ", "FI": "ALV-nro: ", "IS": "VSK-nr.: ", "PL": "NIP UE: ", "CZ": "DIČ: ", "SK": "IČ DPH: ", "HU": "Közösségi adószám: ", "SI": "ID za DDV: ", "HR": "PDV ID: ", "UK": "VAT Reg. No. ", "IE": "VAT No. "}[c.Code]
		b.W(" | ", vl, K(VATID(r, c.Code)))
	}
}

func tSigDACH(b *B)   { signature(b, pick(b.r, []*Country{DE, DE, AT, CH})) }
func tSigFRBELU(b *B) { signature(b, pick(b.r, []*Country{FR, FR, BE, LU})) }
func tSigNL(b *B)     { signature(b, pick(b.r, []*Country{NL, NL, BE})) }
func tSigNordic(b *B) { signature(b, pick(b.r, []*Country{DK, SE, NO, FI, IS})) }
func tSigIT(b *B)     { signature(b, IT) }
func tSigCEE(b *B)    { signature(b, pick(b.r, []*Country{PL, CZ, SK, HU, SI, HR})) }
func tSigUKIE(b *B)   { signature(b, pick(b.r, []*Country{UK, UK, IE})) }

// One-line signature as mobile clients and forums write it.
func tSigOneLine(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	co := c.Company(r)
	sep := b.Pick(" | ", " · ", " – ", " / ", " • ")
	b.W("-- \n", p.Full, sep, co.Name, sep)
	switch r.Intn(3) {
	case 0:
		b.W(Ph(Mob(r, c, Intl)), sep, Em(p.WorkMail(r, co)))
	case 1:
		b.W(strings.TrimSpace(pick(r, L(c).Tel)), " ", Ph(Land(r, c, Any)), sep, strings.TrimSpace(pick(r, L(c).Mob)), " ", Ph(Mob(r, c, Any)))
	default:
		b.W(Em(p.WorkMail(r, co)), sep, Ph(Mob(r, c, Intl)))
	}
	b.W("\n", b.Pick("Gesendet von meinem iPhone", "Envoyé de mon iPhone", "Verzonden vanaf mijn iPhone", "Sent from Outlook for Android", "Skickat från min iPhone", "Wysłane z aplikacji Poczta", "Inviato da iPhone"))
}

// ---------- shop & delivery ----------

func tDHLNotice(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, DE, AT})
	p := c.Person(r)
	city, pc := c.City(r)
	tr := DHLTrack(r)
	b.W("Ihre DHL Sendung ", K(tr), " kommt ", b.Pick("heute", "morgen", "am "+DateDE(r)), " zwischen ", K(Clock(r)+" und "+Clock(r)), " Uhr.\n")
	b.W("Empfänger: ", p.Full, ", ", c.Street(r), ", ", K(pc+" "+city), "\n")
	b.W("Benachrichtigung per SMS an ", Ph(Mob(r, c, b.Pick2(Intl, Nat))), " und per E-Mail an ", Em(p.FreeMail(r)), ".\n")
	b.W("Sie möchten den Zustelltag ändern? Antworten Sie mit der Sendungsnummer oder nutzen Sie eine Packstation (Postnummer ", K(dg(r, 9)), ").")
}

// Pick2 picks one of two ints.
func (b *B) Pick2(x, y int) int {
	if b.r.Intn(2) == 0 {
		return x
	}
	return y
}

func tPostNL(b *B) {
	r := b.r
	c := pick(r, []*Country{NL, NL, BE})
	p := c.Person(r)
	city, pc := c.City(r)
	b.W("Hoi ", p.Given, ", je pakket met Track & Trace-code ", K(PostNLTrack(r)), " wordt ", b.Pick("vandaag", "morgen", "op "+DateSlash(r)), " bezorgd tussen ", K(Clock(r)), " en ", K(Clock(r)), ".\n")
	b.W("Adres: ", c.Street(r), ", ", K(pc+" "+city), "\n")
	b.W(b.Pick("Niet thuis? De bezorger belt je op ", "Bij vragen bellen we naar ", "Je ontvangt een sms op "), Ph(Mob(r, c, Any)), ". ")
	b.W("Bevestiging gestuurd naar ", Em(p.FreeMail(r)), ".")
}

func tColissimo(b *B) {
	r := b.r
	c := pick(r, []*Country{FR, FR, BE, LU})
	p := c.Person(r)
	city, pc := c.City(r)
	b.W("Votre colis n° ", K(ColissimoTrack(r)), " sera livré ", b.Pick("demain", "le "+DateSlash(r), "aujourd'hui"), ". ")
	b.W("Destinataire : ", p.Full, " – ", c.Street(r), " – ", K(pc+" "+city), ". ")
	b.W(b.Pick("Le livreur vous contactera au ", "Numéro de contact indiqué : ", "En cas d'absence, nous appellerons le "), Ph(Mob(r, c, Any)))
	if b.Chance(0.6) {
		b.W(" ou enverra un e-mail à ", Em(p.FreeMail(r)))
	}
	b.W(". Montant à régler : ", K(Amount(r, "FR", 80)), ".")
}

func tBring(b *B) {
	r := b.r
	c := pick(r, []*Country{NO, NO, SE, DK})
	p := c.Person(r)
	city, pc := c.City(r)
	switch c.Code {
	case "NO":
		b.W("Pakken din med sporingsnummer ", K(BringTrack(r)), " er klar til henting på ", b.Pick("Kiwi", "Rema 1000", "Posten i butikk", "Coop Extra"), ", ", K(pc+" "+city), ". ")
		b.W("Hentekode er sendt på SMS til ", Ph(Mob(r, c, Any)), " og e-post til ", Em(p.FreeMail(r)), ". Hentes innen ", K(DateDE(r)), ".")
	case "SE":
		b.W("Ditt paket ", K(S10(r, "SE")), " har ankommit till utlämningsstället ", b.Pick("ICA Nära", "Pressbyrån", "Coop"), ", ", K(pc+" "+city), ". ")
		b.W("Avisering skickad via SMS till ", Ph(Mob(r, c, Any)), " och till ", Em(p.FreeMail(r)), ".")
	default:
		b.W("Din pakke ", K(S10(r, "DK")), " er leveret i pakkeboks ved ", b.Pick("Netto", "Føtex", "SuperBrugsen"), ", ", K(pc+" "+city), ". ")
		b.W("Koden er sendt til ", Ph(Mob(r, c, Any)), ". Kvittering til ", Em(p.FreeMail(r)), ".")
	}
}

func tOrderJSON(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	city, pc := c.City(r)
	oid := itoa(5000000 + r.Intn(4999999))
	b.W(`{"id":`, K(oid), `,"order_number":"#`, itoa(1000+r.Intn(90000)), `","created_at":"`, K(TS(r)), `","currency":"EUR","total_price":"`, itoa(10+r.Intn(900)), ".", fmt.Sprintf("%02d", r.Intn(100)), `",`)
	b.W(`"customer":{"first_name":"`, p.Given, `","last_name":"`, p.Sur, `","email":"`, Em(p.FreeMail(r)), `","phone":"`, Ph(Mob(r, c, Intl)), `"},`)
	b.W(`"shipping_address":{"address1":"`, c.Street(r), `","zip":"`, K(pc), `","city":"`, city, `","country_code":"`, c.Code, `"`)
	if b.Chance(0.5) {
		b.W(`,"phone":"`, Ph(Mob(r, c, Any)), `"`)
	}
	b.W(`},"line_items":[{"sku":"`, K(fmt.Sprintf("SKU-%05d-%s", r.Intn(100000), b.Pick("BLK", "WHT", "M", "L", "XL"))), `","quantity":`, itoa(1+r.Intn(3)), `}]}`)
}

func tCustomerChat(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, FR, NL, IT, PL, SE, UK, AT, CH, BE, CZ})
	p := c.Person(r)
	ord := AmazonOrder(r)
	switch c.Code {
	case "DE", "AT", "CH":
		b.W("Kunde: Hallo, meine Bestellung ", K(ord), " ist immer noch nicht da. Sie können mich unter ", Ph(Mob(r, c, Any)), " erreichen oder mir an ", Em(p.FreeMail(r)), " schreiben.\nAgent: Danke, ich habe die Sendung geprüft, Betrag ", K(Amount(r, "DE", 300)), " wird erstattet.")
	case "FR", "BE":
		b.W("Client : Bonjour, commande ", K(ord), " jamais reçue. Vous pouvez me rappeler au ", Ph(Mob(r, c, Nat)), " ou m'écrire à ", Em(p.FreeMail(r)), ".\nConseiller : Merci, le remboursement de ", K(Amount(r, "FR", 300)), " est lancé.")
	case "NL":
		b.W("Klant: Hoi, mijn bestelling ", K(ord), " is nog niet binnen. Bel me gerust op ", Ph(Mob(r, c, Nat)), " of mail naar ", Em(p.FreeMail(r)), ".\nMedewerker: Ik zie het, je krijgt ", K(Amount(r, "NL", 300)), " terug.")
	case "IT":
		b.W("Cliente: Buongiorno, l'ordine ", K(ord), " non è arrivato. Potete chiamarmi al ", Ph(Mob(r, c, Nat)), " o scrivere a ", Em(p.FreeMail(r)), ".\nOperatore: Grazie, rimborso di ", K(Amount(r, "IT", 300)), " avviato.")
	case "PL":
		b.W("Klient: Dzień dobry, zamówienie ", K(ord), " nie dotarło. Proszę o kontakt: ", Ph(Mob(r, c, Any)), " lub ", Em(p.FreeMail(r)), ".\nKonsultant: Dziękuję, zwrot ", K(Amount(r, "PL", 900)), " zlecony.")
	case "SE":
		b.W("Kund: Hej, min order ", K(ord), " har inte kommit. Ring mig på ", Ph(Mob(r, c, Any)), " eller mejla ", Em(p.FreeMail(r)), ".\nKundtjänst: Tack, återbetalning på ", K(Amount(r, "SE", 3000)), " är gjord.")
	case "CZ":
		b.W("Zákazník: Dobrý den, objednávka ", K(ord), " nedorazila. Volejte prosím na ", Ph(Mob(r, c, Any)), " nebo pište na ", Em(p.FreeMail(r)), ".\nOperátor: Děkujeme, vracíme ", K(Amount(r, "CZ", 5000)), ".")
	default:
		b.W("Customer: Hi, order ", K(ord), " hasn't arrived. You can call me on ", Ph(Mob(r, c, Any)), " or email ", Em(p.FreeMail(r)), ".\nAgent: Thanks, a refund of ", K(Amount(r, "UK", 300)), " has been issued.")
	}
}

func tReturnForm(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, NL, FR, IT, PL})
	p := c.Person(r)
	city, pc := c.City(r)
	b.W("RÜCKSENDEFORMULAR / RETURN FORM\n")
	b.W("Bestellnummer: ", K(itoa(10000000+r.Intn(89999999))), "\nRetourenlabel: ", K(DHLTrack(r)), "\n")
	b.W("Name: ", p.Full, "\nAnschrift: ", c.Street(r), ", ", K(addrLine(c, city, pc)), "\n")
	b.W("Telefon (für Rückfragen): ", Ph(phoneAny(r, c)), "\nE-Mail: ", Em(p.FreeMail(r)), "\n")
	b.W("Grund: ", b.Pick("Artikel gefällt nicht", "zu klein", "defekt angekommen", "falscher Artikel"), " | Artikel-Nr. ", K(EAN13(r)), " | Erstattung auf: ", K(IBAN(r, c.Code, true)))
}

// ---------- invoices ----------

func tInvoiceContact(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, FR, NL, BE, IT, PL, CZ, HU})
	co := c.Company(r)
	p := c.Person(r)
	inv := fmt.Sprintf("RE-%d-%05d", 2024+r.Intn(3), r.Intn(100000))
	net := 100 + r.Intn(9000)
	b.W(co.Name, " · ", c.Street(r), " · ")
	city, pc := c.City(r)
	b.W(K(addrLine(c, city, pc)), "\n")
	b.W("Rechnung / Invoice ", K(inv), "   Datum ", K(DateDE(r)), "\n")
	b.W("Leistungszeitraum ", K(fmt.Sprintf("%02d/%d", 1+r.Intn(12), 2025)), "\n")
	b.W("Netto ", K(fmt.Sprintf("%d,%02d EUR", net, r.Intn(100))), " | USt 19 % | Brutto ", K(fmt.Sprintf("%d,%02d EUR", net*119/100, r.Intn(100))), "\n")
	b.W("Zahlbar bis ", K(DateDE(r)), " auf ", K(IBAN(r, c.Code, true)), " (BIC ", K(BIC(r, c.Code)), ")\n")
	b.W("Fragen zur Rechnung: ", p.Full, ", ", Ph(Land(r, c, Any)), ", ", Em(p.WorkMail(r, co)), "\n")
	b.W("Steuernummer ", K(fmt.Sprintf("%d/%03d/%05d", 10+r.Intn(90), r.Intn(1000), r.Intn(100000))), " · USt-IdNr. ", K(VATID(r, c.Code)))
}

func tInvoiceUK(b *B) {
	r := b.r
	c := pick(r, []*Country{UK, UK, IE})
	co := c.Company(r)
	p := c.Person(r)
	b.W("INVOICE ", K(fmt.Sprintf("INV-%06d", r.Intn(1000000))), "\nDate: ", K(DateSlash(r)), "  Terms: 30 days\n")
	b.W("Bill to: ", p.Full, ", ", c.Street(r), "\n")
	b.W("Subtotal ", K(Amount(r, c.Code, 5000)), "  VAT @ 20% ", K(Amount(r, c.Code, 1000)), "\n")
	if c == UK {
		b.W("Pay by BACS: sort code ", K(fmt.Sprintf("%02d-%02d-%02d", r.Intn(100), r.Intn(100), r.Intn(100))), ", account ", K(dg(r, 8)), "\n")
	} else {
		b.W("Pay to IBAN ", K(IBAN(r, "IE", true)), "\n")
	}
	b.W("Queries: ", Em(roleMail(r, co, "accounts", "finance", "billing", "ar")), " or ", Ph(Land(r, c, Nat)), "\n")
	b.W(co.Name, " · ", K(CompanyReg(r, c.Code)), " · VAT ", K(VATID(r, c.Code)))
}

// ---------- rentals & utilities ----------

func tRentalInquiry(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, NL, FR, SE, DK, PL})
	p := c.Person(r)
	obj := fmt.Sprintf("%s-%d", b.Pick("WE", "OBJ", "ID"), 100000+r.Intn(900000))
	rent := Amount(r, c.Code, 2500)
	switch c.Code {
	case "DE", "AT", "CH":
		b.W("Betreff: Anfrage Wohnung ", K(obj), "\n\nGuten Tag,\nich interessiere mich für die ", b.Pick("2-Zimmer", "3-Zimmer", "1,5-Zimmer"), "-Wohnung (Kaltmiete ", K(rent), "). Ich bin ", b.Pick("Ingenieurin", "Lehrer", "Pflegefachkraft", "Softwareentwickler"), ", Nichtraucher, keine Haustiere. Einen Besichtigungstermin würde ich gern vereinbaren.\n")
		b.W("Erreichbar unter ", Ph(Mob(r, c, Any)), " (ab ", K(Clock(r)), " Uhr) oder per Mail: ", Em(p.FreeMail(r)), "\n\n", p.Full)
	case "NL":
		b.W("Onderwerp: Reactie op woning ", K(obj), "\n\nBeste verhuurder,\nGraag kom ik bezichtigen (huur ", K(rent), " p/m). Bereikbaar op ", Ph(Mob(r, c, Any)), " of ", Em(p.FreeMail(r)), ".\n\nGroet,\n", p.Full)
	case "FR":
		b.W("Objet : Annonce ", K(obj), "\n\nBonjour,\nl'appartement à ", K(rent), " CC m'intéresse. Je suis joignable au ", Ph(Mob(r, c, Nat)), " ou par mail ", Em(p.FreeMail(r)), ".\n\n", p.Full)
	case "SE":
		b.W("Ämne: Intresseanmälan lägenhet ", K(obj), "\n\nHej! Jag är intresserad av lägenheten (hyra ", K(rent), "/mån). Nås på ", Ph(Mob(r, c, Any)), " eller ", Em(p.FreeMail(r)), ".\n/", p.Given)
	case "DK":
		b.W("Emne: Lejlighed ", K(obj), "\n\nHej, jeg vil gerne se lejligheden (husleje ", K(rent), "). Ring på ", Ph(Mob(r, c, Any)), " eller skriv til ", Em(p.FreeMail(r)), ".\nMvh ", p.Full)
	default:
		b.W("Temat: Mieszkanie ", K(obj), "\n\nDzień dobry, jestem zainteresowana mieszkaniem (czynsz ", K(rent), "). Mój numer: ", Ph(Mob(r, c, Any)), ", e-mail: ", Em(p.FreeMail(r)), ".\nPozdrawiam, ", p.Full)
	}
}

func tUtilityContract(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, DE, AT, NL, FR, IT})
	p := c.Person(r)
	meter := fmt.Sprintf("1%s%s", rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3), dg(r, 10))
	b.W("Vertragsbestätigung Strom ", b.Pick("Ökostrom Plus", "Klassik 24", "Fix12"), "\n")
	b.W("Kundennummer: ", K(dgNZ(r, 9)), "  Vertragskonto: ", K(dgNZ(r, 12)), "\n")
	b.W("Zählernummer: ", K(meter), "  Zählerstand am ", K(DateDE(r)), ": ", K(fmt.Sprintf("%d,%d kWh", 10000+r.Intn(80000), r.Intn(10))), "\n")
	b.W("Monatlicher Abschlag: ", K(Amount(r, "DE", 200)), " per SEPA-Lastschrift, Mandatsreferenz ", K(fmt.Sprintf("M%s%s", dg(r, 10), rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 2))), "\n")
	b.W("Ihre Kontaktdaten: ", p.Full, ", Tel. ", Ph(phoneAny(r, c)), ", ", Em(p.FreeMail(r)), "\n")
	b.W("Bei Störungen: Service-Hotline ", Ph("0800 "+dgNZ(r, 3)+" "+dg(r, 4)), " (kostenfrei)")
}

// ---------- health ----------

func tClinicAppointment(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, NL, DK, SE, FR, IT})
	p := c.Person(r)
	doc := c.Person(r)
	when := DateDE(r) + " um " + Clock(r)
	switch c.Code {
	case "DE", "AT":
		kv := string(byte('A'+r.Intn(26))) + dg(r, 9)
		b.W("Terminbestätigung Praxis Dr. ", doc.Sur, "\nPatient/in: ", p.Full, ", geb. ", K(BirthDE(r)), "\nVersichertennummer: ", K(kv), "\nTermin: ", K(when), " Uhr\n")
		b.W("Bitte bringen Sie Ihre eGK mit. Absagen bitte mind. 24 h vorher unter ", Ph(Land(r, c, Nat)), ".\nRückruf erbeten an: ", Ph(Mob(r, c, Any)), ", ", Em(p.FreeMail(r)))
	case "CH":
		_, ahv := NationalID(r, "CH")
		b.W("Terminbestätigung Praxis Dr. med. ", doc.Sur, "\nPatient: ", p.Full, "  AHV-Nr. ", K(ahv), "\nTermin: ", K(when), "\nAbsagen: ", Ph(Land(r, c, Nat)), " · Ihre Nummer laut Anmeldung: ", Ph(Mob(r, c, Nat)), " · ", Em(p.FreeMail(r)))
	case "NL":
		b.W("Afspraakbevestiging huisartsenpraktijk ", doc.Sur, "\nPatiënt: ", p.Full, ", BSN ", K(dgNZ(r, 9)), "\nAfspraak: ", K(DateSlash(r)+" "+Clock(r)), "\nAfzeggen: ", Ph(Land(r, c, Nat)), ". Wij bellen u terug op ", Ph(Mob(r, c, Nat)), ". Bevestiging naar ", Em(p.FreeMail(r)))
	case "DK":
		_, cpr := NationalID(r, "DK")
		b.W("Bekræftelse af tid hos læge ", doc.Full, "\nPatient: ", p.Full, ", CPR ", K(cpr), "\nTid: ", K(DateDE(r)+" kl. "+Clock(r)), "\nAflysning: ring ", Ph(Land(r, c, Any)), ". SMS-påmindelse sendes til ", Ph(Mob(r, c, Any)), ".")
	case "SE":
		_, pn := NationalID(r, "SE")
		b.W("Bokningsbekräftelse ", b.Pick("Vårdcentralen City", "Kry", "Folktandvården"), "\nPatient: ", p.Full, " (", K(pn), ")\nTid: ", K(DateISO(r)+" kl "+Clock(r)), "\nAvbokning senast 24 h innan på ", Ph(Land(r, c, Nat)), ". Påminnelse till ", Ph(Mob(r, c, Nat)), ".")
	case "FR":
		_, nir := NationalID(r, "FR")
		b.W("Confirmation de RDV – Dr ", doc.Sur, "\nPatient : ", p.Full, " – n° SS ", K(nir), "\nLe ", K(DateSlash(r)+" à "+Clock(r)), "\nEn cas d'empêchement, appelez le cabinet au ", Ph(Land(r, c, Nat)), ". Rappel SMS au ", Ph(Mob(r, c, Nat)), ", mail ", Em(p.FreeMail(r)), ".")
	default:
		_, cf := NationalID(r, "IT")
		b.W("Conferma prenotazione CUP – Dott. ", doc.Sur, "\nPaziente: ", p.Full, ", CF ", K(cf), "\nData: ", K(DateSlash(r)+" ore "+Clock(r)), "\nPer disdire chiamare ", Ph(Land(r, c, Nat)), ". Promemoria SMS al ", Ph(Mob(r, c, Any)), ".")
	}
}

func tHealthInsurance(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, BE, LU, NL})
	p := c.Person(r)
	ins := map[string][]string{"DE": {"TK", "AOK Bayern", "Barmer", "DAK-Gesundheit", "IKK classic"}, "AT": {"ÖGK", "SVS", "BVAEB"}, "CH": {"CSS", "Helsana", "Swica", "Sanitas"}, "BE": {"CM", "Solidaris", "Partena"}, "LU": {"CNS"}, "NL": {"Zilveren Kruis", "CZ", "VGZ", "Menzis"}}[c.Code]
	b.W(pick(r, ins), " – Änderung Ihrer Kontaktdaten\n")
	b.W("Versicherte/r: ", p.Full, "\n")
	if c == DE {
		b.W("Krankenversichertennummer: ", K(string(byte('A'+r.Intn(26)))+dg(r, 9)), "  IK ", K("10"+dg(r, 7)), "\n")
	} else {
		lab, v := NationalID(r, c.Code)
		b.W(lab, ": ", K(v), "\n")
	}
	b.W("Neue Telefonnummer: ", Ph(phoneAny(r, c)), "\n")
	b.W("Neue E-Mail-Adresse: ", Em(p.FreeMail(r)), "\n")
	b.W("Gültig ab: ", K(DateDE(r)), " · Beitrag ", K(Amount(r, c.Code, 600)), " / Monat")
}

func tClinicUKIE(b *B) {
	r := b.r
	c := pick(r, []*Country{UK, IE})
	p := c.Person(r)
	if c == UK {
		nhs := dg(r, 3) + " " + dg(r, 3) + " " + dg(r, 4)
		b.W("Appointment reminder – ", b.Pick("Riverside", "Castle Street", "Parkview", "Oakwood"), " Medical Practice\nPatient: ", p.Full, "  NHS No: ", K(nhs), "\nDate: ", K(DateSlash(r)), " at ", K(Clock(r)), "\n")
		b.W("To cancel call reception on ", Ph(Land(r, c, Nat)), ". We have your mobile as ", Ph(Mob(r, c, Nat)), " and email ", Em(p.FreeMail(r)), ". Reply STOP to ", K("60"+dg(r, 3)), " to opt out.")
	} else {
		_, pps := NationalID(r, "IE")
		b.W("Reminder: your appointment at ", b.Pick("Ranelagh", "Clonskeagh", "Salthill"), " Family Practice on ", K(DateSlash(r)), " ", K(Clock(r)), ". Patient ", p.Full, ", PPSN ", K(pps), ". Can't make it? Ring ", Ph(Land(r, c, Nat)), ". Mobile on file: ", Ph(Mob(r, c, Any)), ".")
	}
}

// ---------- public service ----------

func tBehoerdeForm(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, DE, AT})
	p := c.Person(r)
	city, pc := c.City(r)
	az := fmt.Sprintf("%s %d/%s/%d", b.Pick("Az.", "Aktenzeichen", "GZ"), 100+r.Intn(900), b.Pick("BA", "OA", "SG", "ABH"), 2024+r.Intn(2))
	b.W("Antrag auf ", b.Pick("Anwohnerparkausweis", "Wohngeld", "Ummeldung", "Führungszeugnis", "Hundesteuer-Anmeldung"), " – ", K(az), "\n")
	b.W("Familienname: ", p.Sur, "\nVorname: ", p.Given, "\nGeburtsdatum: ", K(BirthDE(r)), "\nAnschrift: ", c.Street(r), ", ", K(pc+" "+city), "\n")
	lab, id := NationalID(r, "DE")
	if c == AT {
		lab, id = NationalID(r, "AT")
	}
	b.W(lab, ": ", K(id), "\n")
	b.W("Telefon (tagsüber): ", Ph(phoneAny(r, c)), "\nE-Mail: ", Em(p.FreeMail(r)), "\n")
	b.W("Kassenzeichen: ", K(fmt.Sprintf("%d.%04d.%04d.%d", r.Intn(10), r.Intn(10000), r.Intn(10000), r.Intn(10))), "  Gebühr: ", K(Amount(r, "DE", 60)))
}

func tServicePublicFR(b *B) {
	r := b.r
	c := pick(r, []*Country{FR, FR, BE, LU})
	p := c.Person(r)
	city, pc := c.City(r)
	b.W("Formulaire de contact – ", b.Pick("Demande d'acte de naissance", "Changement d'adresse", "Carte grise", "Inscription scolaire"), "\n")
	b.W("Numéro de demande : ", K(fmt.Sprintf("%d-%s-%06d", 2025, rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3), r.Intn(1000000))), "\n")
	b.W("Nom : ", strings.ToUpper(p.Sur), "  Prénom : ", p.Given, "\nAdresse : ", c.Street(r), ", ", K(pc+" "+city), "\n")
	if c == FR {
		b.W("Numéro fiscal : ", K(dgFrom(r, "0123", 13)), "\n")
	}
	b.W("Téléphone : ", Ph(Mob(r, c, Any)), "\nCourriel : ", Em(p.FreeMail(r)), "\n")
	b.W("Réponse sous ", K(itoa(5+r.Intn(20))+" jours ouvrés"), ".")
}

func tNordicSkatt(b *B) {
	r := b.r
	c := pick(r, []*Country{SE, NO, DK, FI, IS})
	p := c.Person(r)
	lab, id := NationalID(r, c.Code)
	switch c.Code {
	case "SE":
		b.W("Skatteverket – ändrade kontaktuppgifter\n", capFirst(lab), ": ", K(id), "\nNamn: ", p.Full, "\nMobilnummer: ", Ph(Mob(r, c, Any)), "\nE-post: ", Em(p.FreeMail(r)), "\nÄrendenummer: ", K(fmt.Sprintf("%d/%d", 100000+r.Intn(900000), 2025)))
	case "NO":
		b.W("Skatteetaten – kontaktinformasjon\n", capFirst(lab), ": ", K(id), "\nNavn: ", p.Full, "\nMobil: ", Ph(Mob(r, c, Any)), "\nE-post: ", Em(p.FreeMail(r)), "\nSaksnummer: ", K(fmt.Sprintf("%d/%05d", 2025, r.Intn(100000))))
	case "DK":
		b.W("Skattestyrelsen – kontaktoplysninger\n", lab, " ", K(id), "\nNavn: ", p.Full, "\nTelefon: ", Ph(Mob(r, c, Any)), "\nE-mail: ", Em(p.FreeMail(r)), "\nSagsnr.: ", K(fmt.Sprintf("%d-%06d", 25, r.Intn(1000000))))
	case "FI":
		b.W("Verohallinto – yhteystiedot\nHenkilötunnus: ", K(id), "\nNimi: ", p.Full, "\nPuhelin: ", Ph(Mob(r, c, Any)), "\nSähköposti: ", Em(p.FreeMail(r)), "\nAsianumero: ", K(fmt.Sprintf("VH/%d/%02d.%02d.%02d/%d", 1000+r.Intn(9000), r.Intn(100), r.Intn(100), r.Intn(100), 2025)))
	default:
		b.W("Skatturinn – samskiptaupplýsingar\nKennitala: ", K(id), "\nNafn: ", p.Full, "\nGSM: ", Ph(Mob(r, c, Any)), "\nNetfang: ", Em(p.FreeMail(r)), "\nMálsnúmer: ", K(fmt.Sprintf("%d-%04d", 2025, r.Intn(10000))))
	}
}

func tComuneIT(b *B) {
	r := b.r
	p := IT.Person(r)
	_, cf := NationalID(r, "IT")
	city, pc := IT.City(r)
	b.W("Al Comune di ", city, " – Ufficio Anagrafe\nOggetto: ", b.Pick("richiesta certificato di residenza", "cambio di indirizzo", "rinnovo carta d'identità"), "\n")
	b.W("Il/La sottoscritto/a ", p.Full, ", C.F. ", K(cf), ", residente in ", IT.Street(r), ", ", K(pc+" "+city), "\n")
	b.W("recapito telefonico ", Ph(Mob(r, IT, Any)), ", PEC ", Em(fold(p.Given, false)+"."+fold(p.Sur, false)+"@pec.it"), "\n")
	b.W("Marca da bollo ", K("€ 16,00"), " – identificativo ", K(dg(r, 14)), "\nData ", K(DateSlash(r)))
}

func tCEEForm(b *B) {
	r := b.r
	c := pick(r, []*Country{PL, CZ, SK, HU, SI, HR})
	p := c.Person(r)
	lab, id := NationalID(r, c.Code)
	city, pc := c.City(r)
	switch c.Code {
	case "PL":
		b.W("Wniosek o wydanie dowodu osobistego\nImię i nazwisko: ", p.Full, "\n", lab, ": ", K(id), "\nAdres: ", c.Street(r), ", ", K(pc+" "+city), "\nTelefon kontaktowy: ", Ph(Mob(r, c, Any)), "\nAdres e-mail: ", Em(p.FreeMail(r)), "\nNr sprawy: ", K(fmt.Sprintf("SO.%d.%d.%d", 5300+r.Intn(100), 1+r.Intn(999), 2025)))
	case "CZ", "SK":
		b.W("Žádost – ", b.Pick("změna trvalého pobytu", "vydání řidičského průkazu", "výpis z rejstříku trestů"), "\nJméno: ", p.Full, "\nRodné číslo: ", K(id), "\nAdresa: ", c.Street(r), ", ", K(pc+" "+city), "\nTelefon: ", Ph(Mob(r, c, Any)), "\nE-mail: ", Em(p.FreeMail(r)), "\nČ. j.: ", K(fmt.Sprintf("MMB/%07d/%d", r.Intn(10000000), 2025)))
	case "HU":
		b.W("Kérelem – ", b.Pick("lakcímkártya", "útlevél", "hatósági bizonyítvány"), "\nNév: ", p.Full, "\n", lab, ": ", K(id), "\nLakcím: ", K(pc+" "+city), ", ", c.Street(r), "\nTelefonszám: ", Ph(Mob(r, c, Any)), "\nE-mail: ", Em(p.FreeMail(r)), "\nÜgyszám: ", K(fmt.Sprintf("BP/%d/%05d-2/%d", 1000+r.Intn(9000), r.Intn(100000), 2025)))
	case "SI":
		b.W("Vloga – ", b.Pick("sprememba naslova", "osebna izkaznica"), "\nIme in priimek: ", p.Full, "\nEMŠO: ", K(id), "\nNaslov: ", c.Street(r), ", ", K(pc+" "+city), "\nTelefon: ", Ph(Mob(r, c, Any)), "\nE-pošta: ", Em(p.FreeMail(r)))
	default:
		b.W("Zahtjev – ", b.Pick("prijava prebivališta", "izdavanje putovnice"), "\nIme i prezime: ", p.Full, "\nOIB: ", K(id), "\nAdresa: ", c.Street(r), ", ", K(pc+" "+city), "\nKontakt telefon: ", Ph(Mob(r, c, Any)), "\nE-mail: ", Em(p.FreeMail(r)), "\nKlasa: ", K(fmt.Sprintf("UP/I-%03d-%02d/25-01/%d", r.Intn(1000), r.Intn(100), r.Intn(1000))))
	}
}

// nbsp writes a number with no-break spaces, as Word and Outlook do (and
// French typography with its narrow no-break space).
func nbsp(b *B, s string) string {
	sp := "\u00a0"
	if b.Chance(0.3) {
		sp = "\u202f"
	}
	return strings.ReplaceAll(s, " ", sp)
}

func tImpressum(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, DE, AT, CH})
	co := c.Company(r)
	p := c.Person(r)
	city, pc := c.City(r)
	local := pick(r, []string{"info", "kontakt", "office", "post", "hallo", "service"})
	dom := co.Domain
	var mail string
	switch r.Intn(6) {
	case 0:
		mail = local + "(at)" + dom
	case 1:
		mail = local + " [at] " + dom
	case 2:
		mail = local + " [at] " + strings.Replace(dom, ".", " [punkt] ", 1)
	case 3:
		mail = local + " (at) " + strings.Replace(dom, ".", " (punkt) ", 1)
	case 4:
		mail = local + "[at]" + strings.Replace(dom, ".", "[dot]", 1)
	default:
		mail = local + " @ " + dom
	}
	b.W("Impressum\n\nAngaben gemäß § 5 DDG\n", co.Name, "\n", c.Street(r), "\n", K(addrLine(c, city, pc)), "\n\n")
	b.W("Vertreten durch: ", p.Full, " (Geschäftsführung)\n\nKontakt\nTelefon: ", Ph(Land(r, c, Any)), "\n")
	if b.Chance(0.5) {
		b.W("Telefax: ", Ph(Land(r, c, Any)), "\n")
	}
	b.W("E-Mail: ", Em(mail), "\n\nRegistereintrag: ", K(CompanyReg(r, c.Code)), "\nUmsatzsteuer-ID: ", K(VATID(r, c.Code)), "\n")
	b.W("Verbraucherstreitbeilegung: Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren teilzunehmen.")
}

func tMailThread(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, FR, BE, NL, IT, SE, DK, NO, FI, PL, CZ, UK, IE})
	a := c.Person(r)
	o := c.Person(r)
	co := c.Company(r)
	am := a.FreeMail(r)
	om := o.WorkMail(r, co)
	d := 1 + r.Intn(28)
	mo := 1 + r.Intn(12)
	t := Clock(r)
	switch c.Code {
	case "DE", "AT", "CH":
		b.W("Danke, passt so!\n\n", a.Given, "\n\nAm ", fmt.Sprintf("%02d.%02d.2025", d, mo), " um ", t, " schrieb ", o.Full, " <", Em(om), ">:\n> Guten Tag, anbei der Termin. Rückfragen gern unter ", Ph(nbsp(b, Land(r, c, Any))), ".\n> ", K(fmt.Sprintf("Vorgang %d/%d", 1000+r.Intn(9000), 2025)))
	case "FR", "BE":
		b.W("Merci, c'est parfait.\n\nLe ", fmt.Sprintf("%d/%02d/2025", d, mo), " à ", t, ", ", o.Full, " <", Em(om), "> a écrit :\n> Bonjour, vous pouvez nous joindre au ", Ph(nbsp(b, Land(r, c, Nat))), ".\n> Réf. ", K(fmt.Sprintf("DOS-%05d", r.Intn(100000))))
	case "NL":
		b.W("Top, dank je!\n\nOp ", fmt.Sprintf("%d-%d-2025", d, mo), " om ", t, " schreef ", o.Full, " <", Em(om), ">:\n> Goedemiddag, bel gerust naar ", Ph(Land(r, c, Nat)), ".\n> Kenmerk ", K(fmt.Sprintf("%d-%04d", 2025, r.Intn(10000))))
	case "IT":
		b.W("Grazie mille.\n\nIl giorno ", fmt.Sprintf("%d/%d/2025", d, mo), " alle ore ", t, " ", o.Full, " <", Em(om), "> ha scritto:\n> Buongiorno, per info chiamare lo ", Ph(Land(r, c, Nat)), ".\n> Prot. n. ", K(itoa(r.Intn(100000))))
	case "SE", "DK", "NO":
		w := map[string][4]string{"SE": {"Tack!", "Hej, ring oss på ", "Ärende ", "skrev"}, "DK": {"Tak!", "Hej, ring til os på ", "Sag ", "skrev"}, "NO": {"Takk!", "Hei, ring oss på ", "Sak ", "skrev"}}[c.Code]
		b.W(w[0], "\n\nDen ", fmt.Sprintf("%d. %s 2025", d, pick(r, []string{"jan.", "feb.", "mar.", "apr.", "maj", "jun."})), " kl. ", t, " ", w[3], " ", o.Full, " <", Em(om), ">:\n> ", w[1], Ph(Land(r, c, Any)), ".\n> ", w[2], K(fmt.Sprintf("#%d", 100000+r.Intn(900000))))
	case "FI":
		b.W("Kiitos!\n\n", o.Full, " <", Em(om), "> kirjoitti ", fmt.Sprintf("%d.%d.2025", d, mo), " klo ", t, ":\n> Hei, soita meille numeroon ", Ph(Land(r, c, Nat)), ".\n> Tiketti ", K(fmt.Sprintf("#%d", 10000+r.Intn(90000))))
	case "PL":
		b.W("Dziękuję!\n\n", fmt.Sprintf("%02d.%02d.2025", d, mo), " ", t, " ", o.Full, " <", Em(om), "> napisał(a):\n> Dzień dobry, prosimy o kontakt pod numerem ", Ph(Land(r, c, Any)), ".\n> Sprawa ", K(fmt.Sprintf("%d/%d", r.Intn(1000), 2025)))
	case "CZ":
		b.W("Děkuji!\n\nDne ", fmt.Sprintf("%d. %d. 2025", d, mo), " v ", t, " ", o.Full, " <", Em(om), "> napsal(a):\n> Dobrý den, volejte prosím na ", Ph(Land(r, c, Any)), ".\n> Č. j. ", K(fmt.Sprintf("%d/%d", r.Intn(1000), 2025)))
	default:
		b.W("Thanks, that works.\n\n", a.Given, "\n\nFrom: ", o.Full, " <", Em(om), ">\nSent: ", fmt.Sprintf("%02d/%02d/2025 %s", d, mo, t), "\nTo: ", a.Full, " <", Em(am), ">\nSubject: RE: Case ", K(fmt.Sprintf("CS%07d", r.Intn(10000000))), "\n\nHi, do give us a ring on ", Ph(Land(r, c, Nat)), ".")
		return
	}
	b.W("\n\n-----\nAn/To: ", Em(am))
}
