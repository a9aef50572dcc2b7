package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []tmpl {
	var ts []tmpl
	add := func(k string, f func(b *B)) { ts = append(ts, tmpl{k, f}) }

	add("clean_da_postnord_avisering", func(b *B) {
		b.T("PostNord: Din pakke ").K(sscc()).T(" kan afhentes i ", pick("Netto", "Føtex", "Pakkeshop Kiosk"), ", ", street("da"), ", ").K(postDK()).T(" til og med ").K(date("da")).T(". Afhentningskode: ").K(digits(4)).T(".")
	})
	add("clean_no_posten_hentemelding", func(b *B) {
		b.T("Posten: Pakken din (sporingsnummer ").K(bringID()).T(") er klar for henting på Post i butikk, ").K(postNO()).T(". Hentekode ").K(digits(6)).T(". Hentes innen ").K(date("no")).T(".")
	})
	add("clean_sv_postnord_avi", func(b *B) {
		b.T("Ditt paket med kolli-ID ").K(sscc()).T(" kan hämtas hos ICA Nära, ").K(postSE()).T(", senast ").K(date("sv")).T(". Ange kod ").K(digits(4)).T(" i appen.")
	})
	add("clean_fi_posti_nouto", func(b *B) {
		b.T("Posti: Lähetys ").K(postiID()).T(" on noudettavissa Pakettiautomaatista, ").K(postFI()).T(". Noutokoodi ").K(digits(6)).T(", viimeinen noutopäivä ").K(date("fi")).T(".")
	})
	add("clean_is_posturinn", func(b *B) {
		b.T("Pósturinn: Sendingin ").K(s10("IS")).T(" bíður þín í Póstbox, ").K(postIS()).T(". Kóði ").K(digits(6)).T(", sótt fyrir ").K(date("is")).T(".")
	})
	add("clean_intl_s10", func(b *B) {
		b.T("Tracking ").K(s10(pick("SE", "DK", "NO", "FI", "CN", "DE"))).T(" – ", pick("Ankommet til sorteringscentral", "Utlämnad till ombud", "Toimitettu"), " ").K(date("iso")).T(" ", fmt.Sprintf("%02d:%02d", rn(0, 23), rn(0, 59)), ", ").K(pick("DKCPHA", "SESTOA", "NOOSLA", "FIHELA"))
	})
	add("clean_da_aarsopgoerelse", func(b *B) {
		b.T("Skattestyrelsen – Årsopgørelse ").K(year()).T(" for CPR-nr. ").K(cpr()).T(": Du skal betale ").K(amount("da")).T(" i restskat. Betal senest ").K(date("da")).T(" med FI-kort ").K(fikort()).T(".")
	})
	add("clean_no_skatteoppgjor", func(b *B) {
		b.T("Skatteoppgjøret ").K(year()).T(" for fødselsnummer ").K(fnr()).T(": Restskatt ").K(amount("no")).T(". Betal til kontonummer ").K(kontoNO()).T(" med KID ").K(kid()).T(" innen ").K(date("no")).T(".")
	})
	add("clean_sv_skatteverket", func(b *B) {
		b.T("Slutlig skatt ").K(year()).T(", personnummer ").K(pnr()).T(": Att betala ").K(amount("sv")).T(". Bankgiro ").K(bankgiro()).T(", OCR ").K(ocr()).T(", senast ").K(date("sv")).T(".")
	})
	add("clean_fi_vero", func(b *B) {
		b.T("Verohallinto: Veronpalautus ").K(amount("fi")).T(" maksetaan tilillesi ").K(iban("FI", digits(14))).T(" ").K(date("fi")).T(". Henkilötunnus ").K(hetu()).T(".")
	})
	add("clean_is_skattur", func(b *B) {
		b.T("Álagning ").K(year()).T(": kennitala ").K(kennitala()).T(", inneign ").K(amount("is")).T(" greidd inn á reikning ").K(fmt.Sprintf("%04d-%02d-%06d", rn(100, 599), rn(1, 26), rn(1, 999999))).T(" ").K(date("is")).T(".")
	})
	add("clean_da_faktura", func(b *B) {
		b.T("Faktura nr. ").K(fmt.Sprintf("%s-%05d", year(), rn(1, 99999))).T("\nCVR ").K(cvr()).T("\nBeløb inkl. moms: ").K(amount("da")).T("\nForfald: ").K(date("da")).T("\nBetal med ").K(fikort()).T(" eller reg.nr. ").K(fmt.Sprint(rn(1000, 9999))).T(" kontonr. ").K(digits(10))
	})
	add("clean_no_faktura", func(b *B) {
		b.T("Faktura ").K(fmt.Sprint(rn(10000, 99999))).T(" fra ", pick("Hafslund", "Telenor", "Ruter"), " AS, org.nr. ").K(orgNOfmt() + " MVA").T(". Å betale ").K(amount("no")).T(", KID ").K(kid()).T(", forfall ").K(date("no")).T(".")
	})
	add("clean_sv_faktura", func(b *B) {
		o := orgSE()
		b.T("Faktura ").K(fmt.Sprint(rn(100000, 999999))).T(", org.nr ").K(o).T(", momsreg.nr ").K("SE" + strings.ReplaceAll(o, "-", "") + "01").T(". Bankgiro ").K(bankgiro()).T(", plusgiro ").K(plusgiro()).T(", OCR ").K(ocr()).T(". Förfallodag ").K(date("sv")).T(".")
	})
	add("clean_fi_lasku", func(b *B) {
		b.T("Lasku ").K(fmt.Sprint(rn(10000, 99999))).T(", Y-tunnus ").K(ytunnus()).T(", eräpäivä ").K(date("fi")).T(", summa ").K(amount("fi")).T(", viitenumero ").K(pick(viite(), rfRef())).T(", IBAN ").K(iban("FI", digits(14))).T(".")
	})
	add("clean_sv_1177_tid", func(b *B) {
		b.T("1177: Du har en bokad tid på ", pick("Vårdcentralen Husaby", "Capio Södermalm", "Närhälsan Majorna"), " ").K(date("sv")).T(" ").K(fmt.Sprintf("kl %02d:%02d", rn(8, 16), 15*rn(0, 3))).T(". Ta med legitimation. Avbokning senast 24 timmar innan via 1177.se.")
	})
	add("clean_no_helsenorge_resept", func(b *B) {
		b.T("Helsenorge: Resept på ", pick("Paracet 500 mg", "Ventoline", "Cetirizin 10 mg"), " er fornyet ").K(date("no")).T(". Gyldig til ").K(date("no")).T(". Varenummer ").K(fmt.Sprint(rn(100000, 599999))).T(", ").K(fmt.Sprintf("%d stk", pick2(20, 30, 100))).T(".")
	})
	add("clean_fi_kanta", func(b *B) {
		b.T("Omakanta: Resepti uusittu ").K(date("fi")).T(". Lääke ", pick("Burana 400 mg", "Panadol 500 mg", "Thyroxin 0,1 mg"), ", ").K(fmt.Sprintf("%d tabl.", pick2(30, 100))).T(", Kela-korvaus ").K(fmt.Sprintf("%d %%", pick2(40, 65, 100))).T(".")
	})
	add("clean_da_aula_info", func(b *B) {
		b.T("Aula: Husk madpakke og idrætstøj torsdag d. ").K(date("da")).T(". Klassens time ").K("10.40-11.25").T(". Forældremøde i lokale ").K(fmt.Sprintf("%d.%d", rn(1, 3), rn(10, 40))).T(" kl. 17.")
	})
	add("clean_fi_wilma_info", func(b *B) {
		b.T("Wilma: Retkipäivä ").K(date("fi")).T(", lähtö ").K("klo 8.15").T(". Retken hinta ").K(amount("fi")).T(", maksetaan viitenumerolla ").K(viite()).T(".")
	})
	add("clean_da_boligannonce", func(b *B) {
		b.T(fmt.Sprintf("%d-værelses, ", rn(2, 5))).K(fmt.Sprintf("%d m²", rn(45, 140))).T(", husleje ").K(amount("da")).T("/md., depositum ").K(amount("da")).T(", ledig ").K(date("da")).T(", ").K(postDK()).T(". Bolig-ID ").K(fmt.Sprint(rn(1000000, 9999999))).T(".")
	})
	add("clean_no_finn_bolig", func(b *B) {
		b.T("FINN-kode ").K(fmt.Sprint(rn(300000000, 399999999))).T(": Prisantydning ").K(fmt.Sprintf("%s kr", thou(rn(25, 120)*100000, " "))).T(", omkostninger ").K(fmt.Sprintf("%s kr", thou(rn(20000, 99999), " "))).T(", felleskost. ").K(amount("no")).T("/mnd. Visning ").K(date("no")).T(". Gnr. ").K(fmt.Sprintf("%d bnr. %d", rn(1, 300), rn(1, 900))).T(".")
	})
	add("clean_sv_blocket", func(b *B) {
		b.T("Blocket annons-ID ").K(fmt.Sprint(rn(1010000000, 1099999999))).T(": ", item("sv"), ", ").K(price("sv")).T(", ").K(postSE()).T(". Inlagd ").K(date("sv")).T(". Svara via Blocket-chatten.")
	})
	add("clean_fi_tori", func(b *B) {
		b.T("Tori.fi ilmoitus ").K(fmt.Sprint(rn(100000000, 199999999))).T(": ", item("fi"), ", ").K(amount("fi")).T(", ").K(postFI()).T(". Lähetä viesti Torin kautta.")
	})
	add("clean_dev_config_placeholder", func(b *B) {
		b.T("POSTNORD_API_URL=https://api2.postnord.com\nPOSTNORD_API_KEY=").K(pick("<din-nøgle-her>", "changeme", "${POSTNORD_API_KEY}", "xxxxxxxxxxxxxxxx")).T("\nTIMEOUT_MS=").K(fmt.Sprint(rn(1000, 60000))).T("\nREGION=eu-north-1\nRETRY=").K(fmt.Sprint(rn(2, 9)))
	})
	add("clean_dev_bankid_log", func(b *B) {
		b.T(isoTS(), " INFO bankid.collect orderRef=").K(uuid()).T(" status=pending hintCode=", pick("outstandingTransaction", "userSign", "started"), " elapsed=").K(fmt.Sprintf("%dms", rn(50, 30000)))
	})
	add("clean_dev_http_log", func(b *B) {
		ip := fmt.Sprintf("10.%d.%d.%d:%d", rn(0, 255), rn(0, 255), rn(1, 254), pick2(8080, 8443, 5432, 9090))
		b.T(ip).T(" - - [").K(fmt.Sprintf("%02d/Mar/2025:%02d:%02d:%02d +0100", rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59))).T("] \"GET /api/v2/forsendelser/").K(fmt.Sprint(rn(10000000, 99999999))).T(" HTTP/1.1\" 200 ").K(fmt.Sprint(rn(200, 99999))).T(" rt=").K(fmt.Sprintf("%d.%03d", rn(0, 3), rn(0, 999)))
	})
	add("clean_da_kontoudtog", func(b *B) {
		b.T("Dato;Tekst;Beløb;Saldo\n")
		for i := 0; i < 3; i++ {
			b.K(fmt.Sprintf("%02d.%02d.2025", rn(1, 28), rn(1, 12))).T(";", pick("Dankort-køb Netto", "MobilePay Box", "Overførsel", "Betalingsservice DONG", "Husleje"), " ").K(fmt.Sprint(rn(100000, 999999))).T(";").K(fmt.Sprintf("-%s,%02d", thou(rn(10, 9000), "."), rn(0, 99))).T(";").K(fmt.Sprintf("%s,%02d", thou(rn(1000, 90000), "."), rn(0, 99))).T("\n")
		}
	})
	add("clean_sv_swish_foretag", func(b *B) {
		b.T("Betala till föreningens Swish ").K(swishBiz()).T(", märk med medlemsnummer ").K(fmt.Sprint(rn(1000, 9999))).T(". Årsavgift ").K(amount("sv")).T(", senast ").K(date("sv")).T(".")
	})
	add("clean_mobilepay_vipps_biz", func(b *B) {
		if r.Intn(2) == 0 {
			b.T("Støt klubben på MobilePay Box ").K(fmt.Sprint(rn(10000, 99999))).T(" – kontingent ").K(amount("da")).T(" pr. halvår.")
		} else {
			b.T("Vipps til ").K("#" + fmt.Sprint(rn(100000, 999999))).T(" (korpset), ").K(amount("no")).T(" for lodd, trekning ").K(date("no")).T(".")
		}
	})
	add("clean_iban_list", func(b *B) {
		b.T("Bankoplysninger / Bankuppgifter:\nDK: ").K(iban("DK", digits(14))).T("\nSE: ").K(iban("SE", digits(20))).T("\nNO: ").K(iban("NO", digits(11))).T("\nBIC: ").K(pick("DABADKKK", "NDEASESS", "DNBANOKK", "OKOYFIHH"))
	})
	add("clean_release_notes", func(b *B) {
		b.T("Release ").K(fmt.Sprintf("%d.%d.%d", rn(1, 9), rn(0, 30), rn(0, 20))).T(" (build ").K(fmt.Sprintf("%s.%d", strings.ReplaceAll(date("iso"), "-", ""), rn(1, 9))).T("): Swish-callback retry, Vipps ePayment v1, PostNord label API v").K(fmt.Sprintf("%d.%d", rn(1, 6), rn(0, 9))).T(". Min. iOS ").K(fmt.Sprintf("%d.%d", rn(15, 18), rn(0, 4))).T(".")
	})
	add("clean_service_numbers", func(b *B) {
		b.T(pick("Ved akut sygdom ring 112, ellers lægevagten 1813.", "Vid frågor om vård, ring 1177. Vid nödläge, ring 112.", "Legevakt: ring 116 117. Nødnummer 113.", "Päivystysapu 116117, hätänumero 112.", "Neyðarlínan 112, Læknavaktin 1700."), " Opdateret ").K(date("iso")).T(".")
	})
	add("clean_timetable", func(b *B) {
		b.T(pick("Bus 18", "Tunnelbana 17", "Buss 31", "Ratikka 3", "T-bane 5"), " afgår ")
		h, m := rn(6, 8), rn(0, 9)
		for i := 0; i < 4; i++ {
			b.K(fmt.Sprintf("%02d.%02d", h, m)).T(", ")
			m += 10 + r.Intn(5)
			if m >= 60 {
				h, m = h+1, m-60
			}
		}
		b.T("spor ").K(fmt.Sprint(rn(1, 12))).T(".")
	})
	add("clean_elregning", func(b *B) {
		b.T("Elregning: Målepunkt-ID (GSRN) ").K(gsrn()).T(", forbrug ").K(fmt.Sprintf("%s kWh", thou(rn(100, 9000), "."))).T(", periode ").K(date("da")).T(" – ").K(date("da")).T(", i alt ").K(amount("da")).T(".")
	})
	add("clean_ordrebekraeftelse", func(b *B) {
		b.T("Ordrebekræftelse ").K(fmt.Sprint(rn(1000000000, 1999999999))).T("\nVarenr. ").K(ean13()).T("  2 stk  ").K(amount("da")).T("\nVarenr. ").K(ean13()).T("  1 stk  ").K(amount("da")).T("\nLevering ").K(date("da"))
	})
	add("clean_gavekort", func(b *B) {
		b.T("Gavekortnummer ").K(badCard()).T(", saldo ").K(amount(pick("da", "no", "sv"))).T(", gyldig til ").K(date("iso")).T(".")
	})
	add("clean_dev_schema_placeholder", func(b *B) {
		ph := pick("+45 00 00 00 00", "+47 000 00 000", "+46 70 000 00 00", "+358 40 000 0000")
		b.T(`{"telefon": {"type": "string", "pattern": "^\\+[0-9]{8,12}$", "example": "`).K(ph).T(`"}, "postnr": {"example": "`).K(fmt.Sprint(rn(1000, 9990))).T(`"}}`)
	})
	add("clean_teams_moede", func(b *B) {
		b.T("Microsoft Teams-møde\nMøde-id: ").K(fmt.Sprintf("%d %d %d %d", rn(100, 999), rn(100, 999), rn(100, 999), rn(100, 999))).T("\nDato: ").K(date("da")).T(" ").K("kl. 13.00-14.00").T("\nLokale ").K(fmt.Sprintf("%d.%02d", rn(1, 6), rn(1, 40)))
	})
	add("clean_sports", func(b *B) {
		b.T(pick("Superligaen", "Eliteserien", "Allsvenskan", "Veikkausliiga"), ": ", pick("FCK–Brøndby", "Rosenborg–Molde", "AIK–Djurgården", "HJK–KuPS"), " ").K(fmt.Sprintf("%d-%d", rn(0, 5), rn(0, 5))).T(", tilskuere ").K(thou(rn(3000, 38000), ".")).T(", ").K(date("iso")).T(".")
	})
	add("clean_hospital", func(b *B) {
		b.T("Indkaldelse: ", pick("Ortopædkirurgisk ambulatorium", "Røntgen", "Øjenafdeling"), ", afsnit ").K(fmt.Sprintf("%d%d", rn(1, 9), rn(100, 999))).T(", indgang ").K(fmt.Sprint(rn(1, 9))).T(", ").K(date("da")).T(" ", clock(), ". Henvisnings-ID ").K(fmt.Sprintf("%s-%d", year(), rn(1000000, 9999999))).T(".")
	})
	add("clean_nemkonto", func(b *B) {
		b.T("Udbetaling til NemKonto: reg.nr. ").K(fmt.Sprint(rn(1000, 9999))).T(", kontonr. ").K(digits(10)).T(", beløb ").K(amount("da")).T(", dispositionsdato ").K(date("da")).T(".")
	})
	add("clean_no_avtalegiro", func(b *B) {
		b.T("AvtaleGiro: ").K(amount("no")).T(" trekkes fra konto ").K(kontoNO()).T(" den ").K(date("no")).T(". KID ").K(kid()).T(", mottaker org.nr. ").K(orgNOfmt()).T(".")
	})
	add("clean_parkering", func(b *B) {
		b.T("P-afgift: Bil ").K(fmt.Sprintf("%s %02d %03d", strings.ToUpper(alnum(2, "abcdefghjklmnprstuvxyz")), rn(10, 99), rn(100, 999))).T(", zone ").K(fmt.Sprint(rn(1000, 9999))).T(", ").K(date("da")).T(" ").K(fmt.Sprintf("%02d.%02d-%02d.%02d", rn(7, 12), rn(0, 59), rn(13, 20), rn(0, 59))).T(", ").K(amount("da")).T(".")
	})
	add("clean_sql_orders", func(b *B) {
		b.T("SELECT ordre_id, kunde_id, beloeb FROM ordrer WHERE oprettet >= '").K(date("iso")).T("' AND beloeb > ").K(fmt.Sprint(rn(100, 99999))).T(" AND kunde_id IN (").K(fmt.Sprintf("%d, %d, %d", rn(100000, 999999), rn(100000, 999999), rn(100000, 999999))).T(");")
	})
	add("clean_market", func(b *B) {
		b.T(pick("OMXC25", "OBX", "OMXS30", "OMXH25"), " ").K(fmt.Sprintf("%s,%02d", thou(rn(900, 3000), "."), rn(0, 99))).T(" (").K(fmt.Sprintf("%+.2f %%", float64(rn(-300, 300))/100)).T("), omsætning ").K(fmt.Sprintf("%s mio. kr.", thou(rn(1000, 30000), "."))).T(" ").K(date("iso"))
	})
	add("clean_is_banki", func(b *B) {
		b.T("Reikningsnúmer ").K(fmt.Sprintf("%04d-%02d-%06d", rn(100, 599), rn(1, 26), rn(1, 999999))).T(", IBAN ").K(iban("IS", digits(22))).T(", upphæð ").K(amount("is")).T(".")
	})
	add("clean_vehicle", func(b *B) {
		b.T("Synsrapport: ").K(fmt.Sprintf("%s %d", strings.ToUpper(alnum(3, "abcdefghjklmnoprstuwxyz")), rn(100, 999))).T(", stelnummer ").K("YV1" + strings.ToUpper(alnum(14, "abcdefghjklmnprstuvwxyz0123456789"))).T(", km-stand ").K(thou(rn(10000, 300000), " ")).T(", godkänd ").K(date("sv")).T(".")
	})
	add("clean_fi_sahkolasku", func(b *B) {
		b.T("Sähkö: käyttöpaikka ").K(fmt.Sprint(rn(100000, 999999))).T(", kulutus ").K(fmt.Sprintf("%s kWh", thou(rn(100, 9000), " "))).T(", hinta ").K(fmt.Sprintf("%d,%02d c/kWh", rn(2, 30), rn(0, 99))).T(", yhteensä ").K(amount("fi")).T(".")
	})
	add("clean_dk_cpr_letter", func(b *B) {
		b.T("Digital Post fra ", pick("Udbetaling Danmark", "Københavns Kommune", "SU-styrelsen"), ": Sag ").K(fmt.Sprintf("%s-%06d", year(), rn(1, 999999))).T(", CPR ").K(cpr()).T(". Ydelsen på ").K(amount("da")).T(" udbetales ").K(date("da")).T(".")
	})
	add("clean_no_fnr_letter", func(b *B) {
		b.T("NAV: Vedtak om ", pick("foreldrepenger", "dagpenger", "barnetrygd"), " for ").K(fnr()).T(". Saksnummer ").K(fmt.Sprint(rn(10000000, 99999999))).T(", utbetaling ").K(amount("no")).T(" den ").K(date("no")).T(".")
	})
	add("clean_se_pnr_letter", func(b *B) {
		b.T("Försäkringskassan: Beslut om ", pick("föräldrapenning", "bostadsbidrag", "sjukpenning"), ", personnummer ").K(pnr()).T(", ärende ").K(fmt.Sprintf("%d-%07d", rn(2024, 2025), rn(1, 9999999))).T(", utbetalning ").K(amount("sv")).T(" ").K(date("sv")).T(".")
	})
	add("clean_fi_kela", func(b *B) {
		b.T("Kela: Päätös ", pick("asumistuesta", "opintotuesta", "lapsilisästä"), ", henkilötunnus ").K(hetu()).T(", ").K(amount("fi")).T("/kk alkaen ").K(date("fi")).T(". Asiakirja ").K(fmt.Sprintf("%d/%d", rn(1000000, 9999999), rn(2024, 2025))).T(".")
	})
	add("clean_dev_env_public", func(b *B) {
		b.T("NEXT_PUBLIC_VIPPS_MSN=").K(fmt.Sprint(rn(100000, 999999))).T("\nSTRIPE_PUBLISHABLE_KEY=").K("pk_live_" + opaque(24)).T("\nSENTRY_RELEASE=").K(fmt.Sprintf("%d.%d.%d", rn(1, 9), rn(0, 20), rn(0, 20))).T("\nPORT=").K(fmt.Sprint(rn(3000, 9000)))
	})
	add("clean_dev_git_sha", func(b *B) {
		b.T("Deployed ").K(alnum(7, hexSet)).T(" to prod-", pick("eu-north-1", "norwayeast", "swedencentral"), " at ").K(isoTS()).T(" (pipeline #").K(fmt.Sprint(rn(100000, 9999999))).T(", ").K(fmt.Sprintf("%dm%02ds", rn(1, 30), rn(0, 59))).T(")")
	})
	add("clean_apotek", func(b *B) {
		b.T("Apoteket: Varenummer ").K(fmt.Sprintf("%06d", rn(1, 999999))).T(", ").K(fmt.Sprintf("%d stk.", pick2(20, 30, 50, 100))).T(", pris ").K(amount(pick("da", "sv", "no"))).T(", tilskud ").K(fmt.Sprintf("%d %%", pick2(0, 50, 75))).T(".")
	})
	add("clean_luhn_fail_numbers", func(b *B) {
		b.T("Kundekortnummer ").K(badCard()).T(" er ikke gyldigt – tjek tallene og prøv igen (fejlkode ").K(fmt.Sprintf("E%d", rn(100, 999))).T(").")
	})
	add("clean_sv_lagenhet", func(b *B) {
		b.T("Hyresavi: Lägenhetsnummer ").K(fmt.Sprint(rn(1001, 1699))).T(", objekt-ID ").K(fmt.Sprintf("%d-%04d-%03d", rn(100, 999), rn(1, 9999), rn(1, 999))).T(", hyra ").K(amount("sv")).T(", OCR ").K(ocr()).T(", bankgiro ").K(bankgiro()).T(".")
	})
	return ts
}

func pick2(xs ...int) int { return xs[r.Intn(len(xs))] }
