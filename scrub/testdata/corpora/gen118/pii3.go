package main

import "fmt"

func piiDE() {
	pii("de_steuerbescheid", func(b *B) string {
		p := b.person("DE")
		return fmt.Sprintf("Finanzamt %s – Bescheid für %d über Einkommensteuer\nSteuernummer: %s   Identifikationsnummer: %s\n%s, Erstattung %s, fällig am %s.\nRückfragen: Sachbearbeitung, Ihre hinterlegte Rufnummer %s, E-Mail %s",
			b.pick("München II", "Köln-Altstadt", "Berlin-Mitte", "Hamburg-Nord"), b.rng(2022, 2024), b.K(b.steuernummer()), b.K(b.steuerID()), p.Full(), b.K(b.money("EURde")), b.K(b.date("dmy.")), b.ph("DE", false), b.em(p))
	})
	pii("de_lohnabrechnung", func(b *B) string {
		p := b.person("DE")
		return fmt.Sprintf("Entgeltabrechnung %s\nPers.-Nr. %s  %s\nSteuer-ID %s  SV-Nummer %s  StKl %d  Konf. rk\nBrutto %s  LSt %s  Netto %s\nIBAN %s\nMobil %s",
			b.K(b.pick("März 2025", "Dezember 2024", "Juni 2024")), b.K(b.digits(5)), p.Full(), b.K(b.steuerID()), b.K(b.svnr(p.Last, b.n(2) == 0)), b.rng(1, 5), b.K(b.money("EURde")), b.K(b.money("EURde")), b.K(b.money("EURde")), b.K(b.iban("DE", true)), b.ph("DE", false))
	})
	pii("de_elster_mail", func(b *B) string {
		p := b.person("DE")
		return fmt.Sprintf("Mein ELSTER: Neue Nachricht\nGuten Tag %s, Ihre Einkommensteuererklärung wurde übermittelt. Transferticket: %s. Steuernummer %s. Wir benachrichtigen Sie an %s.",
			p.Full(), b.K(b.letters(2, "abcdefghijklmnopqrstuvwxyz")+b.digits(1)+b.letters(9, "abcdefghijklmnopqrstuvwxyz0123456789")), b.K(b.steuernummer()), b.em(p))
	})
	pii("de_anmeldung_expat", func(b *B) string {
		p := b.person(b.pick("IN", "BR", "US", "ZA"))
		return fmt.Sprintf("Hi! Relocation checklist for %s:\n- Anmeldung done %s (Bürgeramt Friedrichshain), PLZ %s\n- Steuer-ID letter arrived: %s\n- Blue Card Aktenzeichen %s\n- TK Versichertennummer %s\nCall me on %s if the bank (N26) asks again.",
			p.Full(), b.K(b.date("dmy.")), b.K(b.pick("10245", "10247", "10243")), b.K(b.steuerID()), b.K("ABH-"+b.digits(6)), b.K(b.letters(1, upper)+b.digits(9)), b.ph("DE", true))
	})
	pii("de_sepa_mandat", func(b *B) string {
		p := b.person("DE")
		return fmt.Sprintf("SEPA-Lastschriftmandat\nGläubiger-ID: DE%s\nMandatsreferenz: %s\nKontoinhaber: %s\nIBAN: %s   BIC: %s\nE-Mail für Vorabankündigung: %s   Tel.: %s",
			b.K(b.digits(2)+"ZZZ0"+b.digits(7)), b.K("MR-"+b.digits(8)), p.Full(), b.K(b.iban("DE", true)), b.K(b.pick("COBADEFFXXX", "DEUTDEDBXXX", "GENODEF1M04", "BYLADEM1001")), b.em(p), b.ph("DE", true))
	})
	pii("de_datev_api", func(b *B) string {
		return fmt.Sprintf("DATEV Lohn-Import (Berater-Nr. %s, Mandant %s):\ncurl https://accounting-documents.api.datev.de/platform/v2/clients/%s-%s/documents -H \"Authorization: Bearer %s\" -H \"X-DATEV-Client-Id: %s\"",
			b.K(b.digits(7)), b.K(b.digits(5)), b.digits(7), b.digits(5), b.P("jwt", b.jwt(fmt.Sprintf(`{"iss":"https://login.datev.de/openid","sub":"%s","scope":"accounting:documents","exp":%d}`, b.letters(16, hexd), b.rng(1700000000, 1790000000)))), b.K(b.letters(32, hexd)))
	})
	pii("de_krankenkasse_brief", func(b *B) string {
		p := b.person("DE")
		return fmt.Sprintf("Sehr geehrte Frau %s,\nIhre Krankenversichertennummer lautet %s, Rentenversicherungsnummer %s. Bitte senden Sie die Steuer-ID (%s) für die Meldung nach § 39 EStG. Für Rückfragen erreichen wir Sie unter %s.",
			p.Last, b.K(b.letters(1, upper)+b.digits(9)), b.K(b.svnr(p.Last, true)), b.K(b.steuerID()), b.ph("DE", false))
	})
	pii("de_steuerberater_notiz", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("Mandant %s (US-Staatsbürger, unbeschränkt steuerpflichtig seit %d): SSN %s, Steuer-ID %s, W-8BEN an Broker. Kreditkarte für Honorar %s. E-Mail %s",
			p.Full(), b.rng(2015, 2023), b.ssnV(), b.K(b.steuerID()), b.cardV(b.pick("visa", "mc", "amex"), " "), b.em(p))
	})
}

func piiIT() {
	pii("it_agenzia_entrate", func(b *B) string {
		p := b.person("IT")
		return fmt.Sprintf("Agenzia delle Entrate – Comunicazione\nGentile %s, codice fiscale %s.\nLa dichiarazione 730/%d (protocollo %s) è stata acquisita. Rimborso %s.\nRecapiti: %s, cell. %s",
			p.Full(), b.K(b.codiceFiscale(p.Last, p.First, b.n(2) == 0)), b.rng(2023, 2025), b.K(b.digits(17)+"-"+b.digits(6)), b.K(b.money("EUR")), b.em(p), b.ph("IT", false))
	})
	pii("it_busta_paga", func(b *B) string {
		p := b.person("IT")
		return fmt.Sprintf("CEDOLINO PAGA %s\nDipendente: %s  C.F. %s  Matricola %s\nAzienda P.IVA %s  Posizione INPS %s\nLordo %s  IRPEF %s  Netto %s\nIBAN accredito %s\nTel. %s",
			b.K(b.pick("Gennaio 2025", "Ottobre 2024", "Tredicesima 2024")), p.Full(), b.K(b.codiceFiscale(p.Last, p.First, b.n(2) == 0)), b.K(b.digits(6)), b.K(b.partitaIVA()), b.K(b.digits(10)), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.money("EUR")), b.K(b.iban("IT", true)), b.ph("IT", true))
	})
	pii("it_permesso_soggiorno", func(b *B) string {
		p := b.person(b.pick("IN", "BR", "CN", "US"))
		return fmt.Sprintf("Questura di Milano – Permesso di soggiorno elettronico\nRichiedente: %s\nNumero assicurata: %s  Codice fiscale: %s\nAppuntamento per fotosegnalamento il %s. Notifiche a %s / %s",
			p.Full(), b.K(b.digits(12)), b.K(b.codiceFiscale(p.Last, p.First, b.n(2) == 0)), b.K(b.date("dmy/")), b.em(p), b.ph("IT", false))
	})
	pii("it_fattura_sdi", func(b *B) string {
		p := b.person("IT")
		return fmt.Sprintf(`<CessionarioCommittente><DatiAnagrafici><CodiceFiscale>%s</CodiceFiscale><Anagrafica><Nome>%s</Nome><Cognome>%s</Cognome></Anagrafica></DatiAnagrafici><Sede><CAP>%s</CAP></Sede></CessionarioCommittente><CodiceDestinatario>%s</CodiceDestinatario><PECDestinatario>%s</PECDestinatario>`,
			b.K(b.codiceFiscale(p.Last, p.First, false)), p.First, p.Last, b.K(b.pick("20121", "00184", "10128", "40126", "80133")), b.K(b.letters(7, upper+"0123456789")), b.P("email", ascii(p.First)+"."+ascii(p.Last)+fmt.Sprint(b.rng(1, 99))+"@pec.it"))
	})
	pii("it_spid_chat", func(b *B) string {
		return fmt.Sprintf("ciao, non riesco ad accedere con SPID al cassetto fiscale. CF %s, mi arriva l'OTP sul %s ma poi errore 19. Codice pratica %s",
			b.K(b.codiceFiscale(b.person("IT").Last, b.person("IT").First, b.n(2) == 0)), b.ph("IT", false), b.K("SPID-"+b.digits(8)))
	})
	pii("it_commercialista_card", func(b *B) string {
		p := b.person("IT")
		return fmt.Sprintf("Pagamento F24 (codice tributo %s, anno %d, importo %s): addebitato sulla carta %s di %s. P.IVA studio %s.",
			b.K(b.pick("4033", "4034", "1040", "3918")), b.rng(2023, 2025), b.K(b.money("EUR")), b.cardV(b.pick("visa", "mc", "maestro"), " "), p.Full(), b.K(b.partitaIVA()))
	})
}

func piiPL() {
	pii("pl_eurzad_pit", func(b *B) string {
		p := b.person("PL")
		return fmt.Sprintf("e-Urząd Skarbowy\nSzanowny Panie %s,\nTwoje zeznanie PIT-37 za %d zostało złożone. PESEL: %s. Numer referencyjny UPO: %s. Zwrot %s.\nPowiadomienia: %s, SMS %s",
			p.Full(), b.rng(2023, 2024), b.K(b.pesel()), b.K(b.letters(32, hexd)), b.K(b.money("PLN")), b.em(p), b.ph("PL", false))
	})
	pii("pl_pasek_placowy", func(b *B) string {
		p := b.person("PL")
		return fmt.Sprintf("PASEK WYNAGRODZEŃ %s\nPracownik: %s  PESEL %s\nPracodawca NIP %s  REGON %s\nBrutto %s  Zaliczka PIT %s  Netto %s\nKonto %s\nTel. %s",
			b.K(b.pick("luty 2025", "listopad 2024", "wrzesień 2024")), p.Full(), b.K(b.pesel()), b.K(b.nip(true)), b.K(b.regon()), b.K(b.money("PLN")), b.K(b.money("PLN")), b.K(b.money("PLN")), b.K(b.iban("PL", true)), b.ph("PL", false))
	})
	pii("pl_zus_pue", func(b *B) string {
		p := b.person("PL")
		return fmt.Sprintf("ZUS PUE eZUS: zgłoszenie ZUA dla %s, PESEL %s, kod tytułu %s, data %s. Kontakt do płatnika: %s",
			p.Full(), b.K(b.pesel()), b.K(b.pick("0110 0 0", "0411 0 0", "0570 0 0")), b.K(b.date("dmy.")), b.em(p))
	})
	pii("pl_karta_pobytu", func(b *B) string {
		p := b.person(b.pick("IN", "BR", "US", "MX"))
		return fmt.Sprintf("Wniosek o kartę pobytu – Mazowiecki Urząd Wojewódzki\nCudzoziemiec: %s\nNumer sprawy: %s\nPESEL nadany: %s\nAdres e-mail: %s  Telefon: %s",
			p.Full(), b.K("WSC-II-P."+b.digits(4)+"."+b.digits(6)+"."+b.rng4()), b.K(b.pesel()), b.em(p), b.ph("PL", true))
	})
	pii("pl_faktura_ksef", func(b *B) string {
		p := b.person("PL")
		return fmt.Sprintf("Faktura VAT nr %s z dnia %s\nSprzedawca NIP: %s\nNabywca: %s, NIP %s\nNumer KSeF: %s\nKontakt: %s, tel. %s",
			b.K("FV/"+b.digits(3)+"/"+fmt.Sprint(b.rng(2024, 2025))), b.K(b.date("dmy.")), b.K(b.nip(true)), p.Full(), b.K(b.nip(false)), b.K(b.nip(false)+"-"+b.digits(8)+"-"+b.letters(12, "0123456789ABCDEF")+"-"+b.letters(2, "0123456789ABCDEF")), b.P("email", b.workEmail(p, b.pick("biuro-rachunkowe.pl", "softex.com.pl", "krakmet.pl"))), b.ph("PL", false))
	})
	pii("pl_ksef_token", func(b *B) string {
		return fmt.Sprintf("ksef:\n  environment: prod\n  nip: %s\n  authorization_token: %s\n  session_token: %s",
			b.K(b.nip(false)), b.sec("rand40"), b.P("jwt", b.jwt(fmt.Sprintf(`{"nip":"%s","sid":"%s","iat":%d}`, b.digits(10), b.letters(20, alnum), b.rng(1700000000, 1790000000)))))
	})
}

func (g *G) rng4() string { return fmt.Sprint(g.rng(2023, 2025)) }

func piiZA() {
	pii("za_sars_efiling", func(b *B) string {
		p := b.person("ZA")
		return fmt.Sprintf("SARS eFiling – ITA34 Notice of Assessment\nTaxpayer: %s\nIncome tax reference: %s\nID number: %s\nAssessment date %s, refund %s\nNotifications to %s and %s",
			p.Full(), b.K(fmt.Sprint(b.rng(0, 3))+b.digits(9)), b.K(b.zaID(-1)), b.K(b.date("iso")), b.K(b.money("ZAR")), b.em(p), b.ph("ZA", false))
	})
	pii("za_irp5_payslip", func(b *B) string {
		p := b.person("ZA")
		return fmt.Sprintf("PAYSLIP %s | %s | ID %s | Tax no %s | Basic %s | PAYE %s | UIF %s | Nett %s | Acc %s branch %s | cell %s",
			b.K(b.pick("Feb 2025", "Nov 2024", "Aug 2024")), p.Full(), b.K(b.zaID(-1)), b.K(fmt.Sprint(b.rng(0, 3))+b.digits(9)), b.K(b.money("ZAR")), b.K(b.money("ZAR")), b.K(b.money("ZAR")), b.K(b.money("ZAR")), b.K(b.digits(10)), b.K(b.pick("250655", "632005", "198765", "470010")), b.ph("ZA", false))
	})
	pii("za_fica_afrikaans", func(b *B) string {
		p := b.person("ZA")
		return fmt.Sprintf("FICA-verifikasie: %s, ID-nommer %s, adres bewys ontvang (poskode %s). Kontak my gerus by %s of %s.",
			p.Full(), b.K(b.zaID(-1)), b.K(b.pick("7530", "0181", "2196", "4001", "8001")), b.ph("ZA", true), b.em(p))
	})
	pii("za_home_affairs", func(b *B) string {
		p := b.person("ZA")
		return fmt.Sprintf("Department of Home Affairs – Smart ID card application\nApplicant: %s  ID: %s\nBranch: %s  Reference %s  Collection from %s\nSMS updates to %s",
			p.Full(), b.K(b.zaID(b.rng(40, 49))), b.pick("Roodepoort", "Cape Town", "Durban"), b.K("HA"+b.digits(10)), b.K(b.date("dmy/")), b.ph("ZA", false))
	})
	pii("za_payfast_integration", func(b *B) string {
		return fmt.Sprintf("PAYFAST_MERCHANT_ID=%s\nPAYFAST_MERCHANT_KEY=%s\nPAYFAST_PASSPHRASE=%s\nSARS_EFILING_API_KEY=%s",
			b.K(b.digits(8)), b.K(b.letters(13, "abcdefghijklmnopqrstuvwxyz0123456789")), b.sec("pw"), b.sec("rand40"))
	})
	pii("za_expat_ssn", func(b *B) string {
		p := b.person("US")
		return fmt.Sprintf("Expat pack for %s: US SSN %s, SA tax number %s, temporary residence permit ref %s. Card on file %s. Cell %s",
			p.Full(), b.ssnV(), b.K(fmt.Sprint(b.rng(0, 3))+b.digits(9)), b.K("TRP"+b.digits(8)), b.cardV(b.pick("visa", "mc", "amex"), " "), b.ph("ZA", true))
	})
}
