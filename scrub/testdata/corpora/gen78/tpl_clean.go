package main

import (
	"math/rand"
)

func cleanTemplates() []tpl {
	return []tpl{
		{"clean_en_order_status", func(r *rand.Rand, b *B) {
			b.T(pick(r, "where is my order", "Amazon says delivered but nothing here, order", "can you help me track order")).T(" ").K(amazonOrder(r)).T("? placed ").K(usDate(r)).T(", total ").K(usd(r)).T(", UPS tracking ").K(upsTracking(r))
		}},
		{"clean_es_factura_luz", func(r *rand.Rand, b *B) {
			b.T("¿Por qué mi factura de la luz ").K("nº " + nz(r, 10)).T(" subió a ").K(eur(r)).T("? El consumo fue de ").K(nz(r, 3) + " kWh").T(" del ").K(euDate(r, "/")).T(" al ").K(euDate(r, "/")).T(" con la tarifa 2.0TD")
		}},
		{"clean_de_rechnung_frage", func(r *rand.Rand, b *B) {
			b.T("Ist diese Rechnung korrekt? Rechnungsnummer ").K("RE-" + nz(r, 4) + "-" + nz(r, 5)).T(" vom ").K(euDate(r, ".")).T(", Nettobetrag ").K(eur(r)).T(", zzgl. 19 % MwSt., Kundennummer ").K(nz(r, 8))
		}},
		{"clean_fr_suivi_colis", func(r *rand.Rand, b *B) {
			b.T("mon colis est bloqué depuis le ").K(euDate(r, "/")).T(", numéro de suivi ").K(pick(r, "6A", "8R", "5V") + nz(r, 11)).T(", commande ").K("FR" + nz(r, 9)).T(". que faire ?")
		}},
		{"clean_pt_rastreio_correios", func(r *rand.Rand, b *B) {
			b.T("meu pacote ").K(randFrom(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 2) + nz(r, 9) + "BR").T(" está parado em Curitiba desde ").K(euDate(r, "/")).T(", pedido ").K(nz(r, 13)).T(" de ").K(money(r, "R$ ", 3000, ".") + ",90").T(". demora quanto?")
		}},
		{"clean_it_bolletta_gas", func(r *rand.Rand, b *B) {
			b.T("spiegami questa bolletta del gas: n. fattura ").K(nz(r, 3) + "/" + nz(r, 7)).T(", periodo ").K(euDate(r, "/")).T(" - ").K(euDate(r, "/")).T(", consumo ").K(nz(r, 3) + " Smc").T(", totale ").K(eur(r)).T(", codice PDR ").K(nz(r, 14))
		}},
		{"clean_nl_belasting_vraag", func(r *rand.Rand, b *B) {
			b.T("ik moet ").K(eur(r)).T(" bijbetalen volgens de voorlopige aanslag ").K(nz(r, 4) + "." + digits(r, 2) + "." + digits(r, 3) + ".H." + nz(r, 2)).T(", betalen voor ").K(euDate(r, "-")).T(". kan ik een betalingsregeling treffen?")
		}},
		{"clean_pl_faktura_vat", func(r *rand.Rand, b *B) {
			b.T("czy na fakturze ").K("FV/" + nz(r, 3) + "/" + nz(r, 2) + "/2025").T(" z dnia ").K(euDate(r, ".")).T(" stawka VAT 23% od kwoty ").K(money(r, "", 20000, " ") + ",00 zł").T(" jest dobrze policzona?")
		}},
		{"clean_tr_kargo_takip", func(r *rand.Rand, b *B) {
			b.T("kargom ").K(nz(r, 10)).T(" takip numarasıyla ").K(euDate(r, ".")).T(" tarihinden beri dağıtımda görünüyor, sipariş no ").K(nz(r, 9)).T(", ne yapmalıyım?")
		}},
		{"clean_hi_irctc_pnr", func(r *rand.Rand, b *B) {
			b.T("PNR ").K(nz(r, 10)).T(" ka status kya hai? train ").K(nz(r, 5)).T(" Rajdhani, date ").K(euDate(r, "-")).T(", WL ").K(nz(r, 2)).T(" tha, ticket fare ").K("₹" + money(r, "", 4000, ","))
		}},
		{"clean_id_resi_marketplace", func(r *rand.Rand, b *B) {
			b.T("paket saya belum sampai, no invoice ").K("INV/" + isoDate(r)[:4] + nz(r, 4) + "/MPL/" + nz(r, 10)).T(", resi ").K("JP" + nz(r, 10)).T(", total ").K(money(r, "Rp ", 900000, ".")).T(". harus komplain kemana?")
		}},
		{"clean_ja_chumon_toiawase", func(r *rand.Rand, b *B) {
			b.T("注文番号").K(amazonOrder(r)).T("の商品がまだ届きません。お届け予定日は").K(pick(r, "3月14日", "5月2日", "12月24日")).T("でした。金額は").K("¥" + money(r, "", 30000, ",")).T("です。問い合わせ文を作って")
		}},
		{"clean_en_w2_boxes_no_ssn", func(r *rand.Rand, b *B) {
			b.T("what does box 12 code DD mean on a W-2? mine says ").K(money(r, "", 9000, ",") + ".00").T(" and box 14 says CASDI ").K(money(r, "", 900, ",") + ".40").T(". Employer EIN ").K(ein(r)).T(". tax year ").K("2024")
		}},
		{"clean_code_placeholders", func(r *rand.Rand, b *B) {
			b.T("what should go here?\n\nOPENAI_API_KEY=your-api-key-here\nDATABASE_URL=postgres://USER:PASSWORD@localhost:").K("5432").T("/mydb\ncurl -H \"Authorization: Bearer <YOUR_TOKEN>\" https://api.example.com/v").K(nz(r, 1)).T("/me\npassword: ${DB_PASSWORD}")
		}},
		{"clean_code_stacktrace", func(r *rand.Rand, b *B) {
			b.T("how to fix?\nTraceback (most recent call last):\n  File \"/app/main.py\", line ").K(nz(r, 3)).T(", in handler\n    total = price * qty\nTypeError: can't multiply sequence by non-int of type 'str'\npython ").K("3." + nz(r, 2)[:2] + "." + nz(r, 1)).T(", django ").K(version(r)).T(", request id ").K(randFrom(r, hexd, 8) + "-" + randFrom(r, hexd, 4) + "-" + randFrom(r, hexd, 4) + "-" + randFrom(r, hexd, 4) + "-" + randFrom(r, hexd, 12))
		}},
		{"clean_en_flight_itinerary", func(r *rand.Rand, b *B) {
			b.T("summarize my itinerary: ").K(flight(r)).T(" departs ").K(isoDate(r) + " 06:55").T(" gate ").K("B" + nz(r, 2)).T(", seat ").K(nz(r, 2) + "C").T(", connection ").K(flight(r)).T(" at 11:40, booking ref ").K(pnr(r)).T(". how long is the layover?")
		}},
		{"clean_citation_isbn_doi", func(r *rand.Rand, b *B) {
			b.T("format this citation in APA: Smith, J. (").K("2019").T("). Cell Biology. ISBN ").K("978-" + nz(r, 1) + "-" + nz(r, 3) + "-" + nz(r, 5) + "-" + nz(r, 1)).T(", doi:").K("10." + nz(r, 4) + "/j.cell." + isoDate(r)[:4] + "." + nz(r, 2) + "." + nz(r, 3)).T(", pp. ").K(nz(r, 3) + "-" + nz(r, 3))
		}},
		{"clean_recipe_conversion", func(r *rand.Rand, b *B) {
			b.T(pick(r, "convert this recipe to metric:", "Receta: pásame esto a gramos:", "rezept umrechnen bitte:")).T(" ").K(pick(r, "2 1/4 cups", "1 1/2 cups", "3/4 cup")).T(" flour, ").K(pick(r, "350°F", "375°F", "425°F")).T(" for 25-30 minutes, ").K(pick(r, "8 oz", "12 oz", "16 oz")).T(" cream cheese")
		}},
		{"clean_de_zugverbindung", func(r *rand.Rand, b *B) {
			b.T("Mein ICE ").K(nz(r, 3)).T(" von ").K("14:35").T(" fällt aus, Auftragsnummer ").K(nz(r, 12)).T(", Fahrpreis ").K(eur(r)).T(". Habe ich Anspruch auf Erstattung nach der Fahrgastrechte-Verordnung?")
		}},
		{"clean_excel_formula", func(r *rand.Rand, b *B) {
			b.T("why does =SUMIFS(D2:D").K(nz(r, 4)).T(", B2:B").K(nz(r, 4)).T(", \">=\"&DATE(2024,1,1)) return 0? column D has values like ").K("1.234,56").T(" and ").K("12.500,00")
		}},
		{"clean_gps_coordinates", func(r *rand.Rand, b *B) {
			b.T(pick(r, "how far is", "qual a distância entre", "wie weit ist")).T(" ").K(pick(r, "40.7128, -74.0060", "-23.5505, -46.6333", "52.5200, 13.4050", "35.6762, 139.6503")).T(" from ").K(pick(r, "48.8566, 2.3522", "41.9028, 12.4964", "-6.2088, 106.8456")).T(" in km?")
		}},
		{"clean_masked_card_statement", func(r *rand.Rand, b *B) {
			b.T("on my statement there's a charge from ").T(pick(r, "GOOGLE *YouTubePremium", "SPOTIFY P2", "APPLE.COM/BILL")).T(" on ").K(usDate(r)).T(" for ").K(usd(r)).T(" to my card ").K("**** **** **** " + nz(r, 4)).T(", auth code ").K(nz(r, 6)).T(". how do I cancel it?")
		}},
		{"clean_pt_boleto_vencido", func(r *rand.Rand, b *B) {
			b.T("paguei esse boleto vencido, vai cobrar juros? linha digitável ").K(nz(r, 5) + "." + digits(r, 5) + " " + digits(r, 5) + "." + digits(r, 6) + " " + digits(r, 5) + "." + digits(r, 6) + " " + nz(r, 1) + " " + digits(r, 14)).T(" vencimento ").K(euDate(r, "/"))
		}},
		{"clean_fr_horaires_sncf", func(r *rand.Rand, b *B) {
			b.T("mon TGV INOUI ").K(nz(r, 4)).T(" du ").K(euDate(r, "/")).T(" a eu ").K("47 min").T(" de retard, dossier ").K(pnr(r)).T(", billet ").K(eur(r)).T(". combien puis-je récupérer avec G30 ?")
		}},
		{"clean_en_courier_tracking", func(r *rand.Rand, b *B) {
			b.T("DHL shows ").K(nz(r, 10)).T(" as held at customs and FedEx ").K(nz(r, 4) + " " + digits(r, 4) + " " + digits(r, 4)).T(" delivered ").K(usDate(r)).T(". which one is the replacement for RMA ").K("RMA-" + nz(r, 6)).T("?")
		}},
		{"clean_git_log_question", func(r *rand.Rand, b *B) {
			b.T("how do I revert commit ").K(randFrom(r, hexd, 40)).T(" but keep ").K(randFrom(r, hexd, 7)).T("? we're on release ").K("v" + version(r)).T(", build ").K(nz(r, 5))
		}},
		{"clean_ja_yubin_juusho", func(r *rand.Rand, b *B) {
			b.T("この住所を英語表記にして：").K("〒" + nz(r, 3) + "-" + digits(r, 4)).T(" 東京都千代田区千代田1-1 ").K(nz(r, 3) + "号室")
		}},
		{"clean_pl_numer_zamowienia", func(r *rand.Rand, b *B) {
			b.T("zamówienie ").K(nz(r, 10)).T(" z Allegro nie dotarło, przesyłka InPost ").K(nz(r, 24)).T(", kwota ").K(money(r, "", 3000, " ") + ",99 zł").T(". jak złożyć reklamację?")
		}},
		{"clean_tr_fatura_itiraz", func(r *rand.Rand, b *B) {
			b.T("elektrik faturam ").K(euDate(r, ".")).T(" döneminde ").K(money(r, "", 9000, ".") + ",45 TL").T(" gelmiş, tesisat no ").K(nz(r, 8)).T(", bu normal mi?")
		}},
		{"clean_id_cicilan_kredit", func(r *rand.Rand, b *B) {
			b.T("kalau pinjam ").K(money(r, "Rp ", 90000000, ".")).T(" bunga ").K("0,89%").T(" per bulan tenor ").K("24 bulan").T(", cicilan per bulan berapa?")
		}},
		{"clean_hi_salary_slip", func(r *rand.Rand, b *B) {
			b.T("meri salary slip me basic ").K("₹" + money(r, "", 90000, ",")).T(", HRA ").K("₹" + money(r, "", 40000, ",")).T(", PF deduction ").K("₹" + money(r, "", 9000, ",")).T(" hai, new tax regime me kitna tax lagega FY ").K("2024-25")
		}},
		{"clean_it_versione_app", func(r *rand.Rand, b *B) {
			b.T("l'app IO dopo l'aggiornamento alla versione ").K(version(r)).T(" non si apre su Android ").K("14").T(", errore codice ").K(nz(r, 4) + "-" + nz(r, 3)).T(". come risolvo?")
		}},
		{"clean_nl_huur_indexatie", func(r *rand.Rand, b *B) {
			b.T("mijn huur gaat van ").K(eur(r)).T(" naar ").K(eur(r)).T(" per ").K(euDate(r, "-")).T(", is ").K("5,5%").T(" verhoging toegestaan?")
		}},
		{"clean_es_hora_cita", func(r *rand.Rand, b *B) {
			b.T("tengo cita en el SEPE el ").K(euDate(r, "/")).T(" a las ").K("10:30").T(", expediente ").K(nz(r, 4) + "/" + nz(r, 6)).T(". ¿qué documentos llevo?")
		}},
		{"clean_de_steuer_frage", func(r *rand.Rand, b *B) {
			b.T("Kann ich die Handwerkerrechnung über ").K(eur(r)).T(" vom ").K(euDate(r, ".")).T(" absetzen? Steuerjahr ").K("2024").T(", Anlage Haushaltsnahe Aufwendungen Zeile ").K(nz(r, 2))
		}},
		{"clean_en_isbn_barcode", func(r *rand.Rand, b *B) {
			b.T("my scanner reads ").K(nz(r, 13)).T(" for this book but the store says ISBN-10 ").K(nz(r, 9) + "X").T(". which one is right? price ").K(usd(r))
		}},
	}
}
