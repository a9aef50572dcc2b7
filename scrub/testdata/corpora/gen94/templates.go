package main

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
)

func street(lang string) string {
	n := fmt.Sprint(rn(1, 140))
	switch lang {
	case "da":
		return pick("Nørrebrogade ", "Vesterbrogade ", "Jernbanegade ", "Skovvej ", "Søndergade ", "Ryesgade ", "Kongensgade ") + n + pick("", ", 2. tv.", ", st. th.", ", 1. mf.")
	case "no":
		return pick("Storgata ", "Thorvald Meyers gate ", "Kirkeveien ", "Strandgaten ", "Bakkeveien ", "Markveien ") + n + pick("", " B", " H0201")
	case "sv":
		return pick("Storgatan ", "Drottninggatan ", "Kungsgatan ", "Björkvägen ", "Skolgatan ", "Sveavägen ") + n + pick("", " lgh 1102", " 3 tr")
	case "fi":
		return pick("Mannerheimintie ", "Hämeenkatu ", "Aleksanterinkatu ", "Koulukatu ", "Puistokatu ", "Kauppakatu ") + n + pick("", " A 12", " B 4")
	case "fisv":
		return pick("Mannerheimvägen ", "Fredriksgatan ", "Skolhusgatan ") + n + pick("", " A 5")
	case "is":
		return pick("Laugavegur ", "Hverfisgata ", "Skólavörðustígur ", "Bárugata ", "Hringbraut ") + n
	}
	return "Vej " + n
}

func item(lang string) string {
	switch lang {
	case "da":
		return pick("sofa fra IKEA", "Christiania-cykel", "barnevogn (Odder)", "PH-lampe", "spisebord i eg", "vinterdæk 16\"", "iPhone 13, 128 GB")
	case "no":
		return pick("sykkel (DBS)", "barnevogn", "langrennsski", "vinterdekk 17\"", "spisebord", "gaming-PC", "Stressless-stol")
	case "sv":
		return pick("barnvagn", "soffa från Mio", "cykel Crescent", "vinterdäck 16\"", "matbord i ek", "PlayStation 5", "kanot")
	case "fi":
		return pick("polkupyörä", "lastenvaunut", "sohva", "talvirenkaat 16\"", "ruokapöytä", "sähköpotkulauta", "hiihtosukset")
	case "is":
		return pick("sófi", "reiðhjól", "barnavagn", "vetrardekk", "borðstofuborð", "fartölva")
	}
	return "sofa"
}

func ordre() string {
	return pick("", "#", "SO-", "ORD-", "W") + fmt.Sprint(rn(100000, 9999999))
}

func year() string { return fmt.Sprint(rn(2022, 2025)) }

func price(lang string) string {
	n := 50 * rn(2, 400)
	switch lang {
	case "no":
		return fmt.Sprintf("kr %s,-", thou(n, " "))
	case "sv":
		return fmt.Sprintf("%s kr", thou(n, " "))
	case "da":
		return fmt.Sprintf("%s kr.", thou(n, "."))
	}
	return fmt.Sprintf("%d €", n/10)
}

func user() string {
	return pick("", "adm_", "ext-") + strings.ToLower(alnum(rn(5, 8), "abcdefghijklmnopqrstuvwxyz")) + fmt.Sprint(rn(1, 99))
}

func basicCred(u, p string) string { return base64.StdEncoding.EncodeToString([]byte(u + ":" + p)) }

// pctPhone percent-encodes the + of an E.164 number.
func pctPhone(s string) string { return url.QueryEscape(s) }

func sha() string { return alnum(40, hexSet) }

func piiTemplates() []tmpl {
	var ts []tmpl
	add := func(k string, f func(b *B)) { ts = append(ts, tmpl{k, f}) }

	// ---------------- Danish ----------------
	add("da_sms_ring", func(b *B) {
		p := name("da")
		b.T("Hej, det er ", p.first, " fra opgangen – kan du ringe til mig på ").Ph("da").T("? Det handler om pakken (").K(sscc()).T(") der blev afleveret hos dig ").K(date("da")).T(".")
	})
	add("da_signatur", func(b *B) {
		p := name("da")
		k := pick("Aarhus", "Odense", "Vejle", "Aalborg", "Roskilde")
		b.T("Med venlig hilsen\n\n", p.String(), "\nSagsbehandler | Borgerservice\n", k, " Kommune\nDirekte: ").Ph("da").T("\nMail: ").P("email", ascii(p.first)[:min(4, len(p.first))]+ascii(p.last)[:2]+"@"+ascii(k)+".dk").T("\nCVR ").K(cvr())
	})
	add("da_aula_besked", func(b *B) {
		p := name("da")
		b.T("Aula · Besked fra ", p.String(), " (forælder til ", name("da").first, ", 3.B)\nHej alle, vi holder børnefødselsdag lørdag d. ").K(date("da")).T(" kl. 13-16. Svar gerne på sms til ").Ph("da").T(". Adresse: ", street("da"), ", ").K(postDK()).T(".")
	})
	add("da_dba_annonce", func(b *B) {
		b.T("Sælges: ", item("da"), ", næsten ny. Pris ").K(price("da")).T(". Afhentes i ").K(postDK()).T(". Skriv eller ring ").Ph("da").T(" – ingen bytte. DBA-annonce ").K(fmt.Sprint(rn(1000000000, 1099999999)))
	})
	add("da_mobilepay", func(b *B) {
		b.T(pick("Du kan bare MobilePay'e mig de ", "Send lige de ", "Overfør "), "").K(amount("da")).T(pick(" på ", " til mig på MobilePay ", " via MobilePay til ")).Ph("da").T(pick(" 🙂", " – tak for i går!", ", så er vi kvit."))
	})
	add("da_boligforening", func(b *B) {
		b.T("Afdelingsbestyrelsen informerer: Varmen lukkes ").K(date("da")).T(" kl. 8-12. Akut? Kontakt ejendomsfunktionær ", name("da").String(), " på tlf. ").Ph("da").T(". Lejemål nr. ").K(fmt.Sprintf("%d-%03d", rn(10, 99), rn(1, 400))).T(", husleje ").K(amount("da")).T(".")
	})
	add("da_kontaktliste", func(b *B) {
		b.T("Telefonliste – Fodbold U11\n", name("da").String(), ": ").Ph("da").T("\n", name("da").String(), ": ").Ph("da").T("\n", name("da").String(), " (træner): ").Ph("da")
	})
	add("da_whatsapp", func(b *B) {
		y, m, d := ymd(2024, 2025)
		b.T(fmt.Sprintf("[%02d.%02d.%02d, %02d.%02d.%02d] ", d, m, y%100, rn(7, 22), rn(0, 59), rn(0, 59)), name("da").first, ": ", pick("ring lige til min mor på ", "her er nummeret til tømreren: ", "hans nummer er ")).Ph("da").T(pick(", hun har nøglerne", "", " 👍"))
	})
	add("da_nyt_nummer", func(b *B) {
		b.T(pick("Hej! Jeg har fået nyt nummer: ", "Hej alle, mit nye nummer er ", "NYT NUMMER: ")).Ph("da").T(". Slet venligst det gamle. Mvh ", name("da").first)
	})
	add("da_email_opdater", func(b *B) {
		b.T("Hej kundeservice. Min e-mailadresse er ændret til ").Em("da").T(". Kundenummer ").K(fmt.Sprint(rn(10000000, 99999999))).T(", ordre ").K(ordre()).T(".")
	})
	add("da_kort", func(b *B) {
		b.T("Jeg er blevet trukket to gange for ordre ").K(ordre()).T(". Kortet er et Visa/Dankort, nummer ").P("credit_card", cardVal()).T(", udløb ").K(expiry()).T(". Beløb ").K(amount("da")).T(".")
	})
	add("da_skat_kontakt", func(b *B) {
		b.T("Til Skattestyrelsen\nVedr. årsopgørelse ").K(year()).T(", CPR-nr. ").K(cpr()).T("\nJeg kan kontaktes på ").Ph("da").T(" eller ").Em("da").T(".")
	})
	add("da_sundhed", func(b *B) {
		b.T("Besked til lægen via sundhed.dk: Min søn (").K(cpr()).T(") har haft feber siden ").K(date("da")).T(". Ring gerne tilbage på ").Ph("da").T(".")
	})
	add("da_wifi_kode", func(b *B) {
		b.T("Velkommen i sommerhuset! Wifi: \"", pick("Fiberby", "Sommerhus", "Klitten", "Hygge"), "-", digits(4), "\", adgangskode: ").P("bearer", password()).T(". Nøgleboks-kode ").K(digits(4)).T(", affald tømmes ").K(date("da")).T(".")
	})
	add("da_economic_headers", func(b *B) {
		b.T("curl https://restapi.e-conomic.com/invoices/booked?pagesize=").K(fmt.Sprint(rn(20, 1000))).T(" \\\n  -H 'X-AppSecretToken: ").P("bearer", opaque(42)).T("' \\\n  -H 'X-AgreementGrantToken: ").P("bearer", opaque(42)).T("' \\\n  -H 'Content-Type: application/json'")
	})
	add("da_bank_chat", func(b *B) {
		b.T("Hej Danske Bank. Jeg har mistet mit kort (").P("credit_card", cardVal()).T(") i ", pick("Malaga", "Berlin", "Netto på Amager", "lufthavnen"), " d. ").K(date("da")).T(". I kan fange mig på ").Ph("da").T(".")
	})
	add("da_gls_label", func(b *B) {
		b.T("Modtager: ", name("da").String(), ", ", street("da"), ", ").K(postDK()).T(", Mobil ").Ph("da").T(", Pakke-ID ").K(sscc())
	})
	add("da_call_transcript", func(b *B) {
		b.T("Agent: Hvad er dit telefonnummer?\nKunde: Det er ").Ph("da").T(".\nAgent: Og din e-mail?\nKunde: ").Em("da").T("\nAgent: Tak, sag ").K(fmt.Sprintf("SAG-%d", rn(100000, 999999))).T(" er oprettet.")
	})
	add("da_email_obf", func(b *B) {
		p := name("da")
		l := ascii(p.first) + "." + ascii(p.last)
		d := pick("gmail", "hotmail", "live", "outlook")
		b.T("Skriv til mig på ").P("email", pick(l+" [at] "+d+".com", l+"(at)"+d+".com", l+" (at) "+d+" (dot) com", l+" snabel-a "+d+" punktum com")).T(" – jeg svarer hurtigt. Boligen ligger i ").K(postDK()).T(".")
	})

	// ---------------- Norwegian ----------------
	add("no_finn", func(b *B) {
		b.T("Selger ", item("no"), " – ").K(price("no")).T(". Kan hentes i ").K(postNO()).T(". Ring eller send SMS til ").Ph("no").T(". FINN-kode ").K(fmt.Sprint(rn(300000000, 399999999)))
	})
	add("no_vipps", func(b *B) {
		b.T("Betal med Vipps til ").Ph("no").T(" (", name("no").first, "), ").K(amount("no")).T(". Merk betalingen med navn på barnet. Frist ").K(date("no")).T(".")
	})
	add("no_signatur", func(b *B) {
		p := name("no")
		b.T("Med vennlig hilsen\n", p.String(), "\nSeniorrådgiver, ", pick("Skatteetaten", "NAV Oslo", "Bergen kommune", "Statens vegvesen"), "\nMobil: ").P("phone", noFmt(noDigits(true))).T("\nSentralbord: ").P("phone", group(noDigits(false), 2, 2, 2, 2)).T("\nOrg.nr. ").K(orgNOfmt())
	})
	add("no_legekontor", func(b *B) {
		b.T("Hei ", name("no").first, ". Timen din hos fastlegen er flyttet til ").K(date("no")).T(" ", clock(), ". Ved forfall, ring ").Ph("no").T(" senest 24 timer før. Mvh ", pick("Majorstuen", "Sentrum", "Lade"), " legesenter")
	})
	add("no_barnehage", func(b *B) {
		b.T("Hei! ", name("no").first, " blir hentet av ", pick("bestemor", "morfar", "tante Sigrid"), " i dag. ", pick("Nummeret hennes er ", "Nummeret hans er ", "Tlf: ")).Ph("no").T(". Hilsen ", name("no").first)
	})
	add("no_bring_mottaker", func(b *B) {
		b.T("Sending ").K(bringID()).T(" fra Bring er på vei. Mottaker: ", name("no").String(), ", ").Ph("no").T(", ", street("no"), ", ").K(postNO()).T(".")
	})
	add("no_skatt_kontakt", func(b *B) {
		b.T("Til Skatteetaten\nGjelder skattemelding ").K(year()).T(", fødselsnummer ").K(fnr()).T(".\nTelefon dagtid: ").Ph("no").T("\nE-post: ").Em("no")
	})
	add("no_faktura_epost", func(b *B) {
		b.T("Kan du sende fakturaen til ").Em("no").T("? KID ").K(kid()).T(", kontonummer ").K(kontoNO()).T(".")
	})
	add("no_nynorsk", func(b *B) {
		b.T("Ring meg på ").Ph("no").T(" om du lurer på noko. Eg er heime etter ", clock(), ". Helsing ", name("no").first)
	})
	add("no_passord", func(b *B) {
		b.T("Her er innloggingen til regnskapssystemet:\nBrukernavn: ", user(), "\nPassord: ").P("bearer", password()).T("\n(ikke del dette med noen, byttes ").K(date("no")).T(")")
	})
	add("no_maskinporten_curl", func(b *B) {
		b.T("curl -X POST https://idporten.no/api/v1/mvameldingvalidering \\\n  -H \"Authorization: Bearer ").P("jwt", jwtNordic()).T("\" \\\n  -H \"Content-Type: application/xml\" --data @mva-").K(fmt.Sprintf("%s-%d", year(), rn(1, 6))).T(".xml")
	})
	add("no_kort", func(b *B) {
		b.T("Kan dere refundere? Kortnummeret mitt er ").P("credit_card", cardVal()).T(", ordrenr ").K(ordre()).T(", beløp ").K(amount("no")).T(".")
	})
	add("no_epost_utleie", func(b *B) {
		b.T("Leilighet til leie, ").K(fmt.Sprintf("%d m²", rn(25, 120))).T(", ").K(amount("no")).T(" per mnd. Depositum 3 mnd. Henvendelse ").Em("no").T(". FINN-kode ").K(fmt.Sprint(rn(300000000, 399999999)))
	})
	add("no_dugnadsliste", func(b *B) {
		b.T("Dugnadsliste ", pick("Lille Tøyen", "Sagene", "Solsiden"), " borettslag\n")
		for i := 0; i < 3; i++ {
			b.T("Leil. ").K(fmt.Sprintf("H%02d%02d", rn(1, 6), rn(1, 9))).T(" – ", name("no").String(), " – ").Ph("no").T("\n")
		}
	})
	add("no_bankid_mobil", func(b *B) {
		b.T("BankID på mobil virker ikke. Telefonnummer: ").Ph("no").T(", fødselsdato ").K(fmt.Sprintf("%02d.%02d.%d", rn(1, 28), rn(1, 12), rn(1950, 2004))).T(". Referanse ").K(fmt.Sprintf("SR%d", rn(1000000, 9999999)))
	})

	// ---------------- Swedish ----------------
	add("sv_blocket", func(b *B) {
		b.T("Säljes: ", item("sv"), ", ").K(price("sv")).T(". Hämtas i ").K(postSE()).T(". Ring eller sms:a ").P("phone", seMobile()).T(". Annons-ID ").K(fmt.Sprint(rn(1010000000, 1099999999)))
	})
	add("sv_swish", func(b *B) {
		b.T("Swisha ").K(amount("sv")).T(" till ").P("phone", seMobile()).T(" (kassör ", name("sv").first, ") senast ").K(date("sv")).T(".")
	})
	add("sv_1177", func(b *B) {
		b.T("Meddelande via 1177: Din remiss är mottagen. Har du frågor, ring sjuksköterska ", name("sv").first, " på ").P("phone", seLand()).T(". Personnummer ").K(pnr()).T(".")
	})
	add("sv_signatur", func(b *B) {
		p := name("sv")
		b.T("Med vänliga hälsningar\n", p.String(), "\nHandläggare | ", pick("Försäkringskassan", "Skatteverket", "Göteborgs Stad", "Region Skåne"), "\nTel: ").P("phone", seLand()).T("\nMobil: ").P("phone", seMobile()).T("\n").P("email", emailFor(p, "sv"))
	})
	add("sv_brf_felanmalan", func(b *B) {
		b.T("Brf Solgläntan – felanmälan: Lägenhet ").K(fmt.Sprintf("lgh %d%02d", rn(10, 16), rn(1, 9))).T(", läckande kran. Nå mig på ").Ph("sv").T(" efter kl 16. /", name("sv").String())
	})
	add("sv_skatteverket", func(b *B) {
		b.T("Hej, jag har fått brev från Skatteverket om slutlig skatt (").K(amount("sv")).T("). Mitt personnummer är ").K(pnr()).T(", nås på ").Ph("sv").T(".")
	})
	add("sv_nytt_nummer", func(b *B) {
		b.T(pick("Hej! Nytt nummer: ", "Hej allihop, mitt nya nummer är ", "Har bytt nummer till ")).P("phone", seMobile()).T(" – spara gärna. /", name("sv").first)
	})
	add("sv_losenord", func(b *B) {
		b.T("Inloggning till bokföringen: användare ").Em("sv").T(", lösenord ").P("bearer", password()).T(". Bokslut ").K(date("sv")).T(".")
	})
	add("sv_kort", func(b *B) {
		b.T("Kortnummer ").P("credit_card", cardVal()).T(", giltigt till ").K(expiry()).T(". Ordernummer ").K(ordre()).T(", belopp ").K(amount("sv")).T(".")
	})
	add("sv_fortnox_headers", func(b *B) {
		b.T("GET https://api.fortnox.se/3/invoices?lastmodified=").K(date("iso")).T("\nAccess-Token: ").P("bearer", uuid()).T("\nClient-Secret: ").P("bearer", opaque(10)).T("\nAccept: application/json")
	})
	add("sv_vklass_mentor", func(b *B) {
		p := name("sv")
		b.T("Vid frånvaro, kontakta mentor ", p.String(), ", ").P("email", emailFor(p, "sv")).T(", eller anmäl i Vklass före ").K("kl 08.00").T(". Klass ").K(fmt.Sprintf("%d%s", rn(6, 9), pick("A", "B", "C"))).T(".")
	})
	add("sv_postnord_label", func(b *B) {
		b.T("Mottagare: ", name("sv").String(), "\n", street("sv"), "\n").K(postSE()).T("\nTel: ").Ph("sv").T("\nKolli-ID: ").K(sscc())
	})
	add("sv_transcript", func(b *B) {
		b.T("Handläggare: Vilket telefonnummer kan vi nå dig på?\nKund: ").Ph("sv").T("\nHandläggare: Och e-post?\nKund: ").Em("sv").T("\nÄrende ").K(fmt.Sprintf("%d-%d", rn(2024, 2025), rn(10000, 99999))).T(" registrerat.")
	})
	add("sv_bankid_support", func(b *B) {
		b.T("Mobilt BankID fungerar inte sedan uppdateringen till ").K(fmt.Sprintf("%d.%d.%d", rn(7, 8), rn(0, 9), rn(0, 9))).T(". Mitt nummer är ").P("phone", seMobile()).T(", personnummer ").K(pnr()).T(".")
	})
	add("sv_epost_arende", func(b *B) {
		b.T("Skicka underlaget till ").Em("sv").T(" senast ").K(date("sv")).T(". Ärendenummer ").K(fmt.Sprintf("%s %s/%05d", pick("FK", "SKV", "KS"), year(), rn(1, 99999))).T(".")
	})
	add("sv_email_snabela", func(b *B) {
		p := name("sv")
		b.T("Maila mig: ").P("email", ascii(p.first)+"."+ascii(p.last)+pick(" snabel-a ", " (snabel-a) ")+pick("telia", "gmail", "hotmail")+pick(" punkt com", " punkt se")).T(" så skickar jag ritningen. Fastighet ").K(fmt.Sprintf("%s %d:%d", pick("Lindormen", "Sjöstjärnan", "Granen"), rn(1, 40), rn(1, 99)))
	})

	// ---------------- Finnish ----------------
	add("fi_tori", func(b *B) {
		b.T("Myydään ", item("fi"), ", hinta ").K(amount("fi")).T(". Nouto ").K(postFI()).T(". Soita tai tekstaa ").Ph("fi").T(". Ilmoitus ").K(fmt.Sprint(rn(100000000, 199999999))).T(".")
	})
	add("fi_wilma", func(b *B) {
		b.T("Wilma-viesti: Hei, ", name("fi").first, " on sairaana tänään. Voitte soittaa minulle numeroon ").P("phone", fiMobile()).T(". T. ", name("fi").String())
	})
	add("fi_signatur", func(b *B) {
		p := name("fi")
		b.T("Ystävällisin terveisin\n", p.String(), "\nAsiakaspalvelu | ", pick("Posti Oy", "Kela", "Helsingin kaupunki", "OP Ryhmä"), "\npuh. ").Ph("fi").T("\n").P("email", emailFor(p, "fi")).T("\nY-tunnus ").K(ytunnus())
	})
	add("fi_isannointi", func(b *B) {
		b.T("Isännöitsijä ", name("fi").String(), ", p. ").Ph("fi").T(", tavoitettavissa ma–pe ", clock(), ". Asunto Oy ", pick("Koivukuja", "Rantapuisto", "Mäntylä"), ", ").K(postFI()).T(".")
	})
	add("fi_vero", func(b *B) {
		b.T("Hei, sain Verolta kirjeen. Henkilötunnukseni on ").K(hetu()).T(", puhelin ").Ph("fi").T(", sähköposti ").Em("fi").T(".")
	})
	add("fi_terveysasema", func(b *B) {
		b.T("Reseptin uusiminen: soita hoitaja ", name("fi").first, "lle numeroon ").Ph("fi").T(" tai asioi Omakannassa. Ajanvaraus ").K(date("fi")).T(" ", clock(), ".")
	})
	add("fi_salasana", func(b *B) {
		b.T("Käyttäjätunnus: ", user(), "\nSalasana: ").P("bearer", password()).T("\nVaihda salasana ").K(date("fi")).T(" mennessä.")
	})
	add("fi_kortti", func(b *B) {
		b.T("Kortin numero ").P("credit_card", cardVal()).T(", voimassa ").K(expiry()).T(". Tilausnumero ").K(ordre()).T(", summa ").K(amount("fi")).T(".")
	})
	add("fi_uusi_numero", func(b *B) {
		b.T(pick("Moi! Uusi numeroni on ", "Hei, vaihdoin numeroa: ", "Uusi numero: ")).P("phone", fiMobile()).T(", tallenna se. -", name("fi").first)
	})
	add("fi_posti_vastaanottaja", func(b *B) {
		b.T("Lähetys ").K(postiID()).T("\nVastaanottaja: ", name("fi").String(), ", puh. ").Ph("fi").T(", ", street("fi"), ", ").K(postFI())
	})
	add("fi_yhteydenotot", func(b *B) {
		b.T("Yhteydenotot: ", name("fi").String(), ", ").Ph("fi").T(" tai ").Em("fi").T(". Hakemukset ").K(date("fi")).T(" mennessä.")
	})

	// ---------------- Finland-Swedish ----------------
	add("fisv_signatur", func(b *B) {
		p := name("fisv")
		b.T("Med vänlig hälsning\n", p.String(), "\nStaden Helsingfors, Fostran och utbildning\ntfn ").P("phone", pick("09 310 ", "+358 9 310 ", "(09) 310 ")+fmt.Sprint(rn(20000, 89999))).T("\nGSM ").P("phone", fiMobile()).T("\n").P("email", emailFor(p, "fisv"))
	})
	add("fisv_wilma", func(b *B) {
		b.T("Hej! ", name("fisv").first, " kommer inte till skolan i dag (feber). Ni når mig på ").P("phone", fiMobile()).T(". Hälsningar ", name("fisv").String())
	})

	// ---------------- Icelandic ----------------
	add("is_signatur", func(b *B) {
		p := name("is")
		b.T("Með kveðju,\n", p.String(), "\n", pick("Þjónustufulltrúi", "Verkefnastjóri", "Bókari"), "\nSími: ").Ph("is").T("\nNetfang: ").P("email", emailFor(p, "is")).T("\nKennitala fyrirtækis: ").K(kennitala())
	})
	add("is_bland", func(b *B) {
		b.T("Til sölu: ", item("is"), ", verð ").K(amount("is")).T(". Upplýsingar í síma ").Ph("is").T(". Afhending í ").K(postIS()).T(".")
	})
	add("is_skattur", func(b *B) {
		b.T("Góðan dag, ég heiti ", name("is").String(), ", kt. ").K(kennitala()).T(". Vinsamlegast hringið í mig í síma ").Ph("is").T(" vegna álagningar ").K(year()).T(".")
	})
	add("is_lykilord", func(b *B) {
		b.T("Notandanafn: ", user(), ", lykilorð: ").P("bearer", password()).T(" – breyttu því fyrir ").K(date("is")).T(".")
	})
	add("is_nytt_numer", func(b *B) {
		b.T("Hæ! Nýja númerið mitt er ").Ph("is").T(". Kv. ", name("is").first)
	})

	// ---------------- Faroese / Greenlandic ----------------
	add("fo_sms", func(b *B) {
		b.T("Hey! Tú kanst ringja til mín á ").P("phone", foPhone()).T(", eg eri heima eftir ", clock(), ". Hilsan ", name("fo").first)
	})
	add("fo_teldupostur", func(b *B) {
		b.T("Vinarliga send umsóknina til ").Em("fo").T(" áðrenn ").K(date("da")).T(". Tlf. ").P("phone", foPhone()).T(". Postnr. ").K(pick("FO-100 Tórshavn", "FO-700 Klaksvík", "FO-110 Tórshavn"))
	})
	add("gl_kommune", func(b *B) {
		p := name("gl")
		b.T("Kommuneqarfik Sermersooq – Borgerservice\nSagsbehandler ", p.String(), "\nOqarasuaat/Tlf.: ").P("phone", glPhone()).T("\nE-mail: ").P("email", emailFor(p, "gl")).T("\nJ.nr. ").K(fmt.Sprintf("%s-%04d", year(), rn(1, 9999)))
	})
	add("gl_sms", func(b *B) {
		b.T("Aluu! Ring til mig på ").P("phone", glPhone()).T(" når du lander i Nuuk ").K(date("da")).T(". Qujanaq!")
	})

	// ---------------- multi ----------------
	add("multi_kontaktliste", func(b *B) {
		b.T("Nordisk kontaktliste (styregruppe):\nDK – ", name("da").String(), ": ").Ph("da").T("\nNO – ", name("no").String(), ": ").Ph("no").T("\nSE – ", name("sv").String(), ": ").Ph("sv").T("\nFI – ", name("fi").String(), ": ").Ph("fi").T("\nIS – ", name("is").String(), ": ").Ph("is")
	})

	// ---------------- developer ----------------
	add("dev_sms_log", func(b *B) {
		lang := pick("da", "no", "sv", "fi")
		b.T(isoTS(), " INFO sms.gateway send to=").P("phone", e164(lang)).T(" template=otp_login provider=linkmobility status=202 msg_id=").K(uuid())
	})
	add("dev_json_kunde", func(b *B) {
		lang := pick("da", "no", "sv")
		p := name(lang)
		b.T(`{"kundenr": `).K(fmt.Sprint(rn(100000, 9999999))).T(`, "navn": "`, p.String(), `", "telefon": "`).P("phone", e164(lang)).T(`", "email": "`).P("email", emailFor(p, lang)).T(`", "postnr": "`).K(fmt.Sprint(rn(1000, 9990))).T(`"}`)
	})
	add("dev_csv_kontakter", func(b *B) {
		b.T("navn;mobil;email;postnr\n")
		for i := 0; i < 2; i++ {
			p := name("da")
			b.T(p.String(), ";").P("phone", dkDigits()).T(";").P("email", emailFor(p, "da")).T(";").K(postDK()).T("\n")
		}
	})
	add("dev_vcard", func(b *B) {
		lang := pick("sv", "no", "fi")
		p := name(lang)
		b.T("BEGIN:VCARD\nVERSION:3.0\nFN:", p.String(), "\nTEL;TYPE=CELL:").Ph(lang).T("\nEMAIL;TYPE=WORK:").P("email", emailFor(p, lang)).T("\nREV:").K(date("iso")).T("\nEND:VCARD")
	})
	add("dev_twilio_form", func(b *B) {
		b.T("POST /webhooks/sms  From=").P("phone", pctPhone(e164(pick("sv", "no", "da")))).T("&To=").P("phone", pctPhone(e164("sv"))).T("&Body=Hej%2C+jag+vill+avboka+tiden&NumSegments=1&SmsSid=SM").K(alnum(32, hexSet))
	})
	add("dev_html_tel", func(b *B) {
		d := dkDigits()
		b.T(`<p>Ring til ejendomskontoret: <a href="tel:`).P("phone", "+45"+d).T(`">`).P("phone", group(d, 2, 2, 2, 2)).T(`</a> (hverdage 9-15)</p>`)
	})
	add("dev_git_log", func(b *B) {
		lang := pick("da", "no", "sv", "fi")
		p := name(lang)
		b.T("commit ").K(sha()).T("\nAuthor: ", p.String(), " <").P("email", emailFor(p, lang)).T(">\nDate:   ", pick("Mon", "Tue", "Wed", "Thu", "Fri"), " Mar ", fmt.Sprint(rn(1, 28)), " 10:22:31 2025 +0100\n\n    ", pick("Fix PostNord label printing", "Bump Vipps SDK", "Handle Swish callback timeout", "Add Posti pickup points"), " (#").K(fmt.Sprint(rn(100, 4000))).T(")")
	})
	add("dev_env_github", func(b *B) {
		b.T("# .env.production\nPOSTNORD_API_URL=https://api2.postnord.com\nGITHUB_TOKEN=").P("bearer", ghp()).T("\nNODE_ENV=production\nPORT=").K(fmt.Sprint(rn(3000, 9000)))
	})
	add("dev_bring_api", func(b *B) {
		id := bringID()
		b.T("curl -H \"X-Mybring-API-Uid: ").Em("no").T("\" -H \"X-Mybring-API-Key: ").P("bearer", uuid()).T("\" \"https://api.bring.com/tracking/api/v2/tracking.json?q=").K(id).T("\"")
	})
	add("dev_postnord_apikey", func(b *B) {
		b.T("GET https://api2.postnord.com/rest/shipment/v5/trackandtrace/findByIdentifier.json?apikey=").P("bearer", alnum(32, hexSet)).T("&id=").K(sscc()).T("&locale=sv -> 200 (").K(fmt.Sprintf("%d ms", rn(40, 900))).T(")")
	})
	add("dev_vipps_env", func(b *B) {
		b.T("VIPPS_CLIENT_ID=").K(uuid()).T("\nVIPPS_CLIENT_SECRET=").P("bearer", opaque(40)).T("\nVIPPS_SUBSCRIPTION_KEY=").P("bearer", alnum(32, hexSet)).T("\nVIPPS_MSN=").K(fmt.Sprint(rn(100000, 999999)))
	})
	add("dev_stripe", func(b *B) {
		b.T("stripe.api_key = \"").P("bearer", skLive()).T("\"  # ", pick("webshop i København", "nettbutikk Oslo", "butik Malmö"), ", valuta ", pick("dkk", "nok", "sek"))
	})
	add("dev_slack", func(b *B) {
		b.T("SLACK_BOT_TOKEN=").P("bearer", xoxb()).T("\nSLACK_CHANNEL=#drift-", pick("aarhus", "oslo", "gbg", "tampere"))
	})
	add("dev_openai", func(b *B) {
		b.T("export OPENAI_API_KEY=").P("bearer", skProj()).T("  # til chatbotten på borger.dk-testmiljøet")
	})
	add("dev_db_url", func(b *B) {
		b.T("DATABASE_URL=postgres://", pick("kommune_app", "borger", "skole_ro"), ":").P("bearer", password()).T("@db.intern.", pick("aarhus.dk", "bergen.kommune.no", "hel.fi", "goteborg.se"), ":5432/", pick("borgerservice", "aula_sync", "wilma_export"))
	})
	add("dev_basic_tripletex", func(b *B) {
		tok := opaque(40)
		b.T("# Tripletex session\ncurl -H \"Authorization: Basic ").P("bearer", basicCred("0", tok)).T("\" https://tripletex.no/v2/invoice?invoiceDateFrom=").K(date("iso"))
	})
	add("dev_bearer_fiken", func(b *B) {
		b.T("curl -H \"Authorization: Bearer ").P("bearer", opaque(rn(32, 48))).T("\" https://api.fiken.no/api/v2/companies/").K(fmt.Sprintf("fiken-demo-%d", rn(100, 999))).T("/invoices")
	})
	add("dev_jwt_log", func(b *B) {
		b.T(isoTS(), " WARN ", pick("idporten", "mitid", "suomifi"), ".callback token expired id_token=").P("jwt", jwtNordic()).T(" trace=").K(alnum(16, hexSet))
	})
	add("dev_jwt_json", func(b *B) {
		b.T(`{"access_token":"`).P("jwt", jwtNordic()).T(`","token_type":"Bearer","expires_in":`).K(fmt.Sprint(pick("120", "300", "3600"))).T(`,"scope":"skatteetaten:mvameldingvalidering"}`)
	})
	add("dev_jwt_header", func(b *B) {
		b.T("GET /api/v1/borger/", fmt.Sprint(rn(1000, 9999)), " HTTP/1.1\nHost: api.", pick("kommune.dk", "helsenorge.no", "1177.se", "kanta.fi"), "\nAuthorization: Bearer ").P("jwt", jwtNordic()).T("\nX-Request-ID: ").K(uuid())
	})
	add("dev_aws", func(b *B) {
		b.T("[default]\naws_access_key_id = AKIA", alnum(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"), "\naws_secret_access_key = ").P("bearer", awsSecret()).T("\nregion = ").K("eu-north-1")
	})
	add("dev_docker_auth", func(b *B) {
		b.T(`{"auths":{"registry.gitlab.com":{"auth":"`).P("bearer", basicCred(user(), glpat())).T(`"}}}`)
	})
	add("dev_azure_conn", func(b *B) {
		b.T("DefaultEndpointsProtocol=https;AccountName=st", pick("nordic", "kommune", "region"), "prod;AccountKey=").P("bearer", base64.StdEncoding.EncodeToString([]byte(alnum(64, alnumSet)))).T(";EndpointSuffix=core.windows.net")
	})
	add("dev_glpat_clone", func(b *B) {
		b.T("git clone https://oauth2:").P("bearer", glpat()).T("@gitlab.com/", pick("region-hovedstaden", "posti-it", "nav-it"), "/integration.git  # virker ikke fra ").K("10.20.30.40")
	})
	add("dev_hf", func(b *B) {
		b.T("HF_TOKEN=").P("bearer", hfTok()).T(" python train.py --model NbAiLab/nb-bert-base --epochs ").K(fmt.Sprint(rn(2, 9)))
	})
	add("dev_npmrc", func(b *B) {
		b.T("//registry.npmjs.org/:_authToken=").P("bearer", npmTok()).T("\n@", pick("postnord", "vipps", "posti"), ":registry=https://npm.pkg.github.com")
	})
	add("dev_k8s_secret", func(b *B) {
		b.T("kubectl create secret generic bankid-rp --from-literal=BANKID_CERT_PASSWORD=").P("bearer", password()).T(" -n ", pick("prod", "test"), "-", pick("se", "no"))
	})
	add("dev_sql_insert", func(b *B) {
		lang := pick("da", "no", "sv", "fi")
		p := name(lang)
		b.T("INSERT INTO kunder (id, navn, telefon, epost) VALUES (").K(fmt.Sprint(rn(1000, 99999))).T(", '", p.String(), "', '").Ph(lang).T("', '").P("email", emailFor(p, lang)).T("');")
	})
	add("dev_login_fail", func(b *B) {
		b.T(isoTS(), " WARN auth.login failed user=").Em(pick("da", "no", "sv", "fi")).T(" ip=").K(fmt.Sprintf("10.%d.%d.%d", rn(0, 255), rn(0, 255), rn(1, 254))).T(" attempts=3")
	})
	add("dev_msisdn_json", func(b *B) {
		e := e164(pick("no", "da", "sv"))
		b.T(`{"msisdn":"`).P("phone", e[1:]).T(`","operator":"`, pick("Telenor", "Telia", "TDC", "Ice"), `","sentAt":"`).K(isoTS()).T(`"}`)
	})
	add("dev_card_json", func(b *B) {
		b.T(`{"ts":"`).K(isoTS()).T(`","merchant":"`, pick("Netto", "Rema 1000", "ICA Maxi", "K-Citymarket", "Bónus"), `","pan":"`).P("credit_card", func() string { c, _ := card(); return c }()).T(`","amount":`).K(fmt.Sprintf("%d.%02d", rn(10, 3000), rn(0, 99))).T(`,"mcc":5411}`)
	})
	add("dev_ssn_hr", func(b *B) {
		b.T("employee_id,name,employee_ssn,start_date\n").K(fmt.Sprint(rn(1000, 9999))).T(",", name(pick("da", "no", "sv")).String(), ",").P("ssn", ssn()).T(",").K(date("iso"))
	})

	// ---------------- US SSN in Nordic text ----------------
	add("no_fatca", func(b *B) {
		b.T("Egenerklæring skatteplikt til USA (FATCA)\nNavn: ", name("no").String(), "\nUS TIN / SSN: ").P("ssn", ssn()).T("\nFødselsnummer: ").K(fnr())
	})
	add("sv_ssn_emigrant", func(b *B) {
		b.T("Jag bodde i Minnesota 2011–2016 och fick ett amerikanskt Social Security Number (SSN ").P("ssn", ssn()).T("). Behöver jag ange det i deklarationen? Mitt personnummer: ").K(pnr())
	})
	add("fi_itin", func(b *B) {
		b.T("Täytän W-8BEN-lomaketta. ITIN-numeroni on ").P("ssn", itin()).T(", suomalainen henkilötunnus ").K(hetu()).T(".")
	})
	add("da_ssn", func(b *B) {
		b.T("Min datter er født i Boston og har et SSN: ").P("ssn", ssn()).T(". Hendes CPR er ").K(cpr()).T(". Skal begge stå på ansøgningen?")
	})
	add("is_ssn", func(b *B) {
		b.T("Bandarísk kennitala (SSN): ").P("ssn", ssn()).T(", íslensk kennitala: ").K(kennitala())
	})

	// ---------------- more cards ----------------
	add("en_card_chat", func(b *B) {
		c, _ := card()
		b.T("Hi, I'm at the hotel in ", pick("Stockholm", "Bergen", "Reykjavík", "Turku"), " – can you charge my card ").P("credit_card", cardFmt(c)).T(" instead? Booking ref ").K(strings.ToUpper(alnum(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"))).T(", total ").K(fmt.Sprintf("%s %d.%02d", pick("SEK", "NOK", "EUR", "ISK"), rn(800, 9000), rn(0, 99))).T(".")
	})
	add("da_card_statement", func(b *B) {
		c, _ := card()
		b.T(date("iso"), " ").P("credit_card", group4(c)).T(" ").K(amount("da")).T(" hævet to gange hos ", pick("Føtex", "Bilka", "Matas", "DSB"))
	})
	add("sv_klarna_chat", func(b *B) {
		b.T("Hej Klarna, jag betalade ordern ").K(ordre()).T(" med kort ").P("credit_card", cardVal()).T(" men den står som obetald. Faktura-OCR ").K(ocr()).T(".")
	})

	// ---------------- more emails ----------------
	add("da_mailheader", func(b *B) {
		p1, p2 := name("da"), name("da")
		b.T("Fra: ", p1.String(), " <").P("email", emailFor(p1, "da")).T(">\nSendt: ").K(date("da")).T("\nTil: ", p2.String(), " <").P("email", emailFor(p2, "da")).T(">\nEmne: SV: Faktura ").K(fmt.Sprint(rn(10000, 99999)))
	})
	add("da_mailto", func(b *B) {
		b.T(`<a href="mailto:`).Em("da").T(`?subject=Bolig%20nr.%20`).K(fmt.Sprint(rn(100, 999))).T(`">Skriv til udlejer</a>`)
	})
	add("no_epost_skole", func(b *B) {
		p := name("no")
		b.T("Spørsmål om leksehjelp? Send e-post til kontaktlærer ", p.String(), ": ").P("email", emailFor(p, "no")).T(" (svarer innen ").K("2 virkedager").T(")")
	})
	add("fi_sahkoposti", func(b *B) {
		b.T("Lähetä lasku osoitteeseen ").Em("fi").T(", viitenumero ").K(viite()).T(".")
	})
	add("is_netfang", func(b *B) {
		b.T("Netfang: ").Em("is").T(" | Sími: ").Ph("is").T(" | ").K(postIS())
	})

	// ---------------- more phone shapes ----------------
	add("da_otp_sendt", func(b *B) {
		b.T("MitID: Vi har sendt en kode til ").Ph("da").T(". Koden udløber ", clock(), ". Transaktion ").K(fmt.Sprintf("%d-%d", rn(1000, 9999), rn(100000, 999999)))
	})
	add("no_ring_paa", func(b *B) {
		b.T(pick("Ring på ", "Send SMS til ", "Ta kontakt på ")).Ph("no").T(" hvis ", pick("hunden", "katten", "pakken"), " dukker opp. Finnerlønn ").K(amount("no")).T("!")
	})
	add("sv_vikarie", func(b *B) {
		b.T("Vikarie i dag: ", name("sv").String(), " (").P("phone", seMobile()).T(") ersätter ", name("sv").first, " i klass ").K(fmt.Sprintf("%d%s", rn(1, 9), pick("A", "B"))).T(", sal ").K(fmt.Sprintf("B%d", rn(101, 340)))
	})
	add("fi_toimitus", func(b *B) {
		b.T("Kuljettaja soittaa 30 min ennen toimitusta numeroon ").P("phone", fiMobile()).T(". Tilaus ").K(ordre()).T(", toimitus ").K(date("fi")).T(".")
	})
	add("en_dev_ticket", func(b *B) {
		lang := pick("da", "no", "sv", "fi")
		p := name(lang)
		b.T("JIRA ").K(fmt.Sprintf("NORD-%d", rn(100, 9999))).T(": Reporter ", p.String(), " (").P("email", emailFor(p, lang)).T(", ").Ph(lang).T(") says Swish/Vipps callback fails on v").K(fmt.Sprintf("%d.%d.%d", rn(1, 4), rn(0, 20), rn(0, 9)))
	})
	add("no_mobilnr_kolon", func(b *B) {
		b.T(name("no").String(), ": ").Ph("no").T("\n", name("no").String(), ": ").Ph("no").T("\n(foreldrekontakter ", pick("3A", "5B", "7C"), ", skoleåret ").K("2025/2026").T(")")
	})
	add("sv_kontaktlista_tab", func(b *B) {
		b.T("Namn\tTelefon\tE-post\n")
		for i := 0; i < 2; i++ {
			p := name("sv")
			b.T(p.String(), "\t").Ph("sv").T("\t").P("email", emailFor(p, "sv")).T("\n")
		}
	})
	add("fi_markdown_table", func(b *B) {
		b.T("| Nimi | Puhelin | Sähköposti |\n|---|---|---|\n")
		for i := 0; i < 2; i++ {
			p := name("fi")
			b.T("| ", p.String(), " | ").Ph("fi").T(" | ").P("email", emailFor(p, "fi")).T(" |\n")
		}
	})
	add("da_swish_private_vs_biz", func(b *B) {
		b.T("Betaling til foreningen: Swish ").K(swishBiz()).T(" (forening) eller privat til kasserer ", name("sv").first, " ").P("phone", seMobile()).T(".")
	})
	add("no_vipps_privat", func(b *B) {
		b.T("Loddsalg: Vipps til ").K("#" + fmt.Sprint(rn(100000, 999999))).T(" (Vipps-nummer til korpset) eller direkte til meg på ").Ph("no").T(". Trekning ").K(date("no")).T(".")
	})
	add("se_password_json", func(b *B) {
		b.T(`{"host":"smtp.`, pick("telia.com", "one.com", "loopia.se"), `","port":`).K("587").T(`,"user":"`).Em("sv").T(`","password":"`).P("bearer", password()).T(`"}`)
	})
	add("dk_password_yaml", func(b *B) {
		b.T("nets:\n  merchant_id: ").K(fmt.Sprint(rn(10000000, 99999999))).T("\n  api_secret: ").P("bearer", opaque(32)).T("\n  password: ").P("bearer", password()).T("\n  currency: DKK")
	})
	add("is_card", func(b *B) {
		b.T("Kortnúmer: ").P("credit_card", cardVal()).T(", gildir til ").K(expiry()).T(". Pöntun ").K(ordre()).T(".")
	})
	add("fo_card", func(b *B) {
		b.T("Gjaldkort: ").P("credit_card", cardVal()).T(" – roknskapur ").K(fmt.Sprintf("%d.%02d", rn(1000, 9999), rn(10, 99))).T(", dato ").K(date("da"))
	})
	add("multi_chat_export", func(b *B) {
		y, m, d := ymd(2024, 2025)
		b.T(fmt.Sprintf("%02d.%02d.%04d, %02d:%02d - ", d, m, y, rn(7, 22), rn(0, 59)), name("no").first, ": nummeret til rørleggeren er ").Ph("no").T(fmt.Sprintf("\n%02d.%02d.%04d, %02d:%02d - ", d, m, y, rn(7, 22), rn(0, 59)), name("no").first, ": takk! sender mail til ").Em("no")
	})
	add("sv_otp_sms", func(b *B) {
		b.T("Din kod är ").K(digits(6)).T(". Den skickades till ").P("phone", seMobile()).T(" den ", date("sv"), ". Dela den aldrig.")
	})
	add("fi_wolt_chat", func(b *B) {
		b.T("Lähetti: olen ovella, soitan numeroon ").P("phone", fiMobile()).T(" jos ei vastata. Tilaus ").K("#" + strings.ToUpper(alnum(5, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"))).T(".")
	})
	add("da_sms_kolon_liste", func(b *B) {
		b.T("Vagtplan weekend:\nLør: ", name("da").String(), " ").Ph("da").T("\nSøn: ", name("da").String(), " ").Ph("da").T("\nAkut uden for vagt: 1813")
	})
	return ts
}
