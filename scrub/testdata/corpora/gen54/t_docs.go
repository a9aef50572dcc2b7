package main

import (
	"fmt"
	"strings"
)

var rfqBody = map[string]string{
	"de": "wir bitten um Ihr Angebot für {QTY} des Artikels {PN} (Zeichnung {DRW}), Liefertermin KW {KW}, Incoterms FCA. Bitte beziehen Sie sich auf die Anfrage {RFQ}.",
	"fr": "merci de nous faire parvenir votre offre pour {QTY} de l'article {PN} (plan {DRW}), livraison semaine {KW}, Incoterms FCA. Référence de la demande : {RFQ}.",
	"it": "vi chiediamo un'offerta per {QTY} dell'articolo {PN} (disegno {DRW}), consegna settimana {KW}, resa FCA. Riferimento richiesta {RFQ}.",
	"es": "les solicitamos oferta para {QTY} del artículo {PN} (plano {DRW}), entrega semana {KW}, Incoterm FCA. Referencia de la solicitud {RFQ}.",
	"pl": "prosimy o ofertę na {QTY} artykułu {PN} (rysunek {DRW}), termin dostawy tydzień {KW}, FCA. Numer zapytania {RFQ}.",
	"cs": "prosíme o nabídku na {QTY} položky {PN} (výkres {DRW}), dodání v týdnu {KW}, FCA. Číslo poptávky {RFQ}.",
	"tr": "{PN} kodlu üründen {QTY} için fiyat teklifinizi rica ederiz (teknik resim {DRW}), teslim {KW}. hafta, FCA. Talep no: {RFQ}.",
	"zh": "请就物料{PN}（图号{DRW}）报价，数量{QTY}，交期第{KW}周，FCA条款。询价单号：{RFQ}。",
	"ja": "品番{PN}（図面{DRW}）について、数量{QTY}、第{KW}週納入、FCA条件でお見積りをお願いいたします。引合番号：{RFQ}",
	"ko": "품번 {PN}(도면 {DRW}) 수량 {QTY}에 대한 견적을 요청드립니다. 납기 {KW}주차, FCA 조건. 견적요청번호 {RFQ}.",
	"in": "please share your best quote for {QTY} of item {PN} (drawing {DRW}), delivery in week {KW}, FCA basis. RFQ ref {RFQ}.",
	"br": "solicitamos cotação para {QTY} do item {PN} (desenho {DRW}), entrega na semana {KW}, FCA. Referência da cotação {RFQ}.",
	"mx": "les solicitamos cotización de {QTY} del número de parte {PN} (plano {DRW}), entrega semana {KW}, FCA. Folio de solicitud {RFQ}.",
	"us": "please quote {QTY} of P/N {PN} (drawing {DRW}), delivery week {KW}, FCA our dock. RFQ reference {RFQ}.",
	"gb": "please could you quote for {QTY} of part {PN} (drawing {DRW}), delivery week {KW}, FCA. RFQ ref {RFQ}.",
	"nl": "graag ontvangen wij uw offerte voor {QTY} van artikel {PN} (tekening {DRW}), levering week {KW}, FCA. Aanvraagnummer {RFQ}.",
}

func tRFQEmail(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	nl := g.NL()
	if g.C(0.5) && !clean {
		b.W("From: ", p.Disp, " <", Em(g.EmailP(p, dom)), ">", nl)
		to := g.Person(l)
		_, dom2 := g.Company(l)
		b.W("To: ", Em(g.S(g.EmailP(to, dom2), g.RoleEmail(l, dom2))), nl)
	}
	b.W("Subject: RFQ ", K("RFQ-"+g.D(7)), nl, nl, g.L(l.hello), nl)
	b.T(rfqBody[l.id], map[string]any{"QTY": K(g.Qty()), "PN": K(g.PartNo()), "DRW": K("DRW-" + g.D(6) + "-" + g.S("A", "B", "C")), "KW": fmt.Sprint(g.R(1, 52)), "RFQ": K("RFQ-" + g.D(7))})
	b.W(nl, nl, g.L(l.regards), nl)
	b.W(g.Sig(l, p, co, dom, clean, nl)...)
}

var replyBody = map[string][]string{
	"de": {"anbei unser Angebot {Q} über {AMT}, gültig bis {D}. Lieferzeit ca. 6 Wochen nach Auftragseingang.", "die Charge {LOT} wurde heute versendet, SSCC {SSCC}."},
	"fr": {"veuillez trouver ci-joint notre offre {Q} d'un montant de {AMT}, valable jusqu'au {D}.", "le lot {LOT} est parti ce jour, SSCC {SSCC}."},
	"it": {"in allegato la nostra offerta {Q} per {AMT}, valida fino al {D}.", "il lotto {LOT} è stato spedito oggi, SSCC {SSCC}."},
	"es": {"adjuntamos nuestra oferta {Q} por {AMT}, válida hasta el {D}.", "el lote {LOT} ha salido hoy, SSCC {SSCC}."},
	"pl": {"w załączeniu oferta {Q} na kwotę {AMT}, ważna do {D}.", "partia {LOT} została dziś wysłana, SSCC {SSCC}."},
	"cs": {"v příloze zasíláme nabídku {Q} na {AMT}, platnou do {D}.", "šarže {LOT} byla dnes odeslána, SSCC {SSCC}."},
	"tr": {"{AMT} tutarındaki {Q} numaralı teklifimiz ektedir, {D} tarihine kadar geçerlidir.", "{LOT} partisi bugün sevk edildi, SSCC {SSCC}."},
	"zh": {"附件为报价单{Q}，金额{AMT}，有效期至{D}。", "批次{LOT}今日已发货，SSCC {SSCC}。"},
	"ja": {"見積書{Q}（{AMT}、有効期限{D}）を添付いたします。", "ロット{LOT}は本日出荷いたしました。SSCC {SSCC}"},
	"ko": {"견적서 {Q}({AMT}, 유효기간 {D})를 첨부드립니다.", "로트 {LOT} 금일 출하되었습니다. SSCC {SSCC}"},
	"in": {"PFA our quotation {Q} for {AMT}, valid till {D}.", "Lot {LOT} dispatched today, SSCC {SSCC}."},
	"br": {"segue em anexo nossa proposta {Q} no valor de {AMT}, válida até {D}.", "o lote {LOT} foi expedido hoje, SSCC {SSCC}."},
	"mx": {"adjunto nuestra cotización {Q} por {AMT}, vigente al {D}.", "el lote {LOT} se embarcó hoy, SSCC {SSCC}."},
	"us": {"attached is quote {Q} for {AMT}, valid through {D}.", "lot {LOT} shipped today, SSCC {SSCC}."},
	"gb": {"please find attached quotation {Q} for {AMT}, valid until {D}.", "lot {LOT} went out today, SSCC {SSCC}."},
	"nl": {"in de bijlage onze offerte {Q} van {AMT}, geldig tot {D}.", "partij {LOT} is vandaag verzonden, SSCC {SSCC}."},
}

func tSupplierReply(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	nl := g.NL()
	b.W(g.L(l.hello), nl)
	b.T(g.L(replyBody[l.id]), map[string]any{"Q": K("Q" + g.D(6)), "AMT": K(l.money(g)), "D": K(l.date(g)), "LOT": K(g.Lot()), "SSCC": K(g.SSCC(l.id))})
	b.W(nl, nl, g.L(l.regards), nl, "--", nl)
	b.W(g.Sig(l, p, co, dom, clean, nl)...)
	if g.C(0.3) {
		b.W(nl, g.S("> -----Original Message-----", "> Am "+l.date(g)+" schrieb Einkauf:", "> On "+l.date(g)+", Purchasing wrote:"), nl, "> RFQ ", K("RFQ-"+g.D(7)))
	}
}

func tPOText(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	titles := map[string]string{"de": "BESTELLUNG", "fr": "BON DE COMMANDE", "it": "ORDINE DI ACQUISTO", "es": "PEDIDO DE COMPRA", "pl": "ZAMÓWIENIE", "cs": "OBJEDNÁVKA", "tr": "SATINALMA SİPARİŞİ", "zh": "采购订单", "ja": "注文書", "ko": "발주서", "br": "PEDIDO DE COMPRA", "mx": "ORDEN DE COMPRA"}
	t, ok := titles[l.id]
	if !ok {
		t = "PURCHASE ORDER"
	}
	b.W(t, "  ", K(g.SAPPO()), "   ", K(l.date(g)), "\n", co, "\n")
	if !clean {
		b.W(l.contact, ": ", p.Disp, "  ", g.L(l.telL), " ", g.PhoneExt(l, 0.3), "\n")
		if g.C(0.7) {
			b.W(g.L(l.mailL), " ", Em(g.EmailP(p, dom)), "\n")
		}
	} else {
		b.W(l.contact, ": ", p.Disp, " (", g.S("Einkäufergruppe", "Purch. group", "Grupo de compras"), " ", K(g.S("P01", "E12", "M07")), ")\n")
	}
	b.W(strings.Repeat("-", 78), "\n")
	b.W(fmt.Sprintf("%-6s %-22s %-28s %10s %8s\n", "Pos", "Material", "Text", "Menge", "Preis"))
	for i := 1; i <= g.R(2, 5); i++ {
		mat := g.PartNo()
		b.W(fmt.Sprintf("%05d  ", i*10), K(mat), strings.Repeat(" ", max(1, 23-len(mat))), fmt.Sprintf("%-28s", g.S("Hutmutter M8 DIN 1587", "O-Ring 25x3 FKM", "Kugellager 6205-2RS", "Reagent grade HCl 37%", "Gehäuse AlSi10Mg", "Tornillo M6x20 A2")), "  ", K(g.Qty()), "  ")
		b.W(K(fmt.Sprintf("%d,%02d", g.R(1, 999), g.N(100))), "\n")
	}
	b.W("Lieferadresse/Ship-to: ", g.L(l.streets), ", ", K(g.L(l.cities)), ", ", g.S("Tor 3", "Dock 7", "Rampe 12"), "\n")
	lbl, v := g.TaxID(l)
	b.W(lbl, " ", K(v))
}

func tDeliveryNote(g *G, b *B, clean bool) {
	l := g.Loc()
	p := g.Person(l)
	b.W(g.S("Lieferschein", "Bon de livraison", "Albarán", "Packing list", "送货单", "納品書", "Nota de entrega", "Remisión", "İrsaliye", "WZ"), " ", K(g.DelivNo()), " / ", K(l.date(g)), "\n")
	b.W("Spediteur/Carrier: ", g.S("DHL Freight", "Dachser", "Schenker", "Raben", "DSV", "Estafeta", "Jadlog", "顺丰速运", "ヤマト運輸", "CJ대한통운", "Blue Dart", "Ekol"), ", ", g.S("Kennz.", "Plate", "Placas", "车牌"), " ", g.S("HH-LX 4471", "B 2471 KX", "WA 12345", "34 ABC 123", "沪A·5D123"), "\n")
	if !clean {
		b.W(g.S("Fahrer", "Chauffeur", "Conductor", "Driver", "司机", "ドライバー", "Motorista", "Operador", "Şoför", "Kierowca"), ": ", p.First, " ", g.S("", g.L(l.mobL)+" "), g.MobP(l), "\n")
	}
	for i := 0; i < g.R(1, 4); i++ {
		b.W("SSCC ", K(g.SSCC(l.id)), "  GTIN ", K(g.GTIN14(l.id)), "  ", g.S("Charge", "Lot", "批号"), " ", K(g.Lot()), "  ", K(g.Qty()), "\n")
	}
	b.W(g.S("Bruttogewicht", "Gross weight", "毛重"), ": ", K(fmt.Sprintf("%d,%d kg", g.R(20, 2400), g.N(10))))
}

func tCarrierBooking(g *G, b *B, clean bool) {
	l := g.Loc()
	p := g.Person(l)
	_, dom := g.Company(l)
	b.W(g.S("Booking confirmation", "Buchungsbestätigung", "Confirmación de reserva", "订舱确认", "Booking-Bestätigung Luftfracht"), "\n")
	b.W("Booking no.: ", K(g.S("BKG", "HLCU", "MAEU")+g.D(9)), "\n")
	b.W("Container: ", K(g.S("MSCU", "HLXU", "TGHU", "CMAU")+g.D(7)), "  Seal: ", K(g.S("ML-", "SL")+g.D(7)), "\n")
	if g.C(0.5) {
		b.W("MAWB: ", K(g.S("020", "176", "157", "618")+"-"+g.D(8)), "\n")
	}
	b.W("POL/POD: ", g.S("DEHAM", "NLRTM", "CNSHA", "INNSA", "BRSSZ", "MXZLO", "USHOU", "KRPUS", "JPYOK", "TRMER"), " → ", g.S("USSAV", "DEBRV", "CNNGB", "BEANR"), "   ETD ", K(g.ISO()), "\n")
	b.W("HS: ", K(g.HS()), "   Gross: ", K(fmt.Sprintf("%s kg", thou(int64(g.R(500, 24000)), ","))), "   VGM: ", K(fmt.Sprintf("%s kg", thou(int64(g.R(2000, 30000)), ",")))+"", "\n")
	if !clean {
		b.W(g.S("Dispatcher", "Disponent", "Despachador", "调度", "Operations"), ": ", p.Disp, ", ", g.PhoneP(l))
		if g.C(0.6) {
			b.W(", ", Em(g.EmailP(p, dom)))
		}
		b.W("\n")
		if g.C(0.3) {
			b.W("After-hours: ", g.PhoneP(l), "\n")
		}
	}
	b.W("Cut-off: ", K(g.TS()))
}

func tCustomsInvoice(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	b.W("COMMERCIAL INVOICE ", K(g.InvNo()), "\nExporter: ", co, ", ", K(g.L(l.cities)), "\n")
	b.W("EORI: ", K(g.S("DE", "NL", "FR", "IT", "ES", "PL")+g.D(g.R(9, 15))), "\n")
	if !clean {
		b.W("Importer contact: ", p.Disp, " / ", g.PhoneP(l), g.S(" / ", "\n"), Em(g.EmailP(p, dom)), "\n")
	} else {
		b.W("Importer of record: ", g.S("on file", "see customs broker", "Consignee"), "\n")
	}
	b.W(fmt.Sprintf("%-12s %-34s %-6s %10s %12s\n", "HTS", "Description", "COO", "Qty", "Value"))
	for i := 0; i < g.R(2, 4); i++ {
		b.W(K(g.HS()), "   ", fmt.Sprintf("%-34s", g.S("Parts of machinery, steel", "Polyamide granules PA6", "Lab reagents, packed for retail", "Electrical connectors", "Ball bearings")), " ", g.S("DE", "CN", "MX", "IN", "JP"), "     ", K(g.Qty()), "  ", K(l.money(g)), "\n")
	}
	b.W("Incoterms ", g.S("DAP", "FCA", "EXW", "DDP"), " 2020, ", g.S("Preferential origin declaration REX ", "Origin statement, REX no. "), K(g.S("DEREX", "FRREX", "ITREX")+g.D(10)))
}

func tQualityNotif(g *G, b *B, clean bool) {
	l := g.Loc()
	p := g.Person(l)
	_, dom := g.Company(l)
	b.W(g.S("Q-Meldung", "QM notification", "Reclamación", "Réclamation", "不合格通知", "Reklamace", "Reklamacja", "Uygunsuzluk bildirimi"), " ", K("2000"+g.D(6)), " (", g.S("Q2", "F2", "Q3"), ")\n")
	b.W(g.S("Mangel", "Defect", "缺陷", "Defecto"), ": ", g.S("Maßabweichung Ø12 h7", "porosity in casting", "焊缝裂纹", "rebabas en perforación", "wrong GTIN on carton label"), ", ", g.S("betroffene Menge", "affected qty", "数量"), " ", K(g.Qty()), "\n")
	b.W("Material ", K(g.SAPMat()), ", ", g.S("Charge", "batch", "lote"), " ", K(g.Lot()), ", PO ", K(g.SAPPO()), "\n")
	if !clean {
		b.W(g.S("Lieferantenkontakt", "Supplier contact", "联系人", "Contacto proveedor"), ": ", p.Disp, ", ")
		switch g.N(3) {
		case 0:
			b.W(g.PhoneP(l))
		case 1:
			b.W(Em(g.EmailP(p, dom)))
		default:
			b.W(g.PhoneP(l), ", ", Em(g.EmailP(p, dom)))
		}
		b.W("\n")
	}
	b.W(g.S("8D fällig bis ", "8D due ", "8D截止 "), K(l.date(g)))
}

func tCapa8D(g *G, b *B, clean bool) {
	l := g.Loc()
	_, dom := g.Company(l)
	b.W("8D report ", K("8D-"+g.D(4)+"-"+g.D(3)), " — D1 Team\n")
	b.W("| Role | Name | Dept | Contact |\n|---|---|---|---|\n")
	for _, role := range []string{"Champion", "Team lead", "SQE", "Production"}[:g.R(2, 4)] {
		p := g.Person(l)
		b.W("| ", role, " | ", p.Disp, " | ", g.S("QA", "PROD", "ENG", "SCM"), " | ")
		if clean {
			b.W("ext. ", K(g.D(4)))
		} else if g.C(0.6) {
			b.W(Em(g.EmailP(p, dom)))
		} else {
			b.W(g.PhoneP(l))
		}
		b.W(" |\n")
	}
	b.W("D2: ", g.S("Crack at weld seam", "Burr on bore", "Label GTIN mismatch"), ", ppm ", K(fmt.Sprint(g.R(10, 9000))), ", cost ", K(l.money(g)))
}

func tCalibCert(g *G, b *B, clean bool) {
	l := LOCS[g.S("de", "de", "fr", "it", "es", "pl", "cs", "us", "gb", "in", "br", "mx")]
	p := g.Person(l)
	_, dom := g.Company(l)
	b.W(g.S("Kalibrierschein", "Certificat d'étalonnage", "Certificato di taratura", "Certificado de calibración", "Calibration Certificate"), " ", K(g.S("D-K-", "")+g.D(5)+"-"+g.D(2)+"-"+g.D(2)), " / ", K(g.YMD8()+"-"+g.D(3)), "\n")
	b.W("Gegenstand/Item: ", g.S("Drehmomentschlüssel", "Digital caliper 0-150 mm", "Analytical balance 220 g", "Pt100 temperature probe", "Pressure gauge 0-250 bar"), ", SN ", K(g.Serial()), ", Inventar ", K("EQ-"+g.D(5)), "\n")
	b.W("Messunsicherheit U (k=2): ", K(g.Measure()), "; Umgebung ", K(fmt.Sprintf("(%d.%d ± 0.5) °C", g.R(19, 23), g.N(10))), "\n")
	b.W("Bearbeiter: ", p.Disp, "\n")
	if !clean {
		b.W(g.L(l.telL), " ", g.PhoneExt(l, 0.4), g.S(" · ", "\n"), g.L(l.mailL), " ", Em(g.S(g.EmailP(p, dom), "kalibrierlabor@"+dom, "calibration@"+dom)))
	} else {
		b.W("Nächste Kalibrierung: ", K(l.date(g)))
	}
}

func tBankChange(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	if clean {
		b.W(g.S("Process question: ", "Audit finding: "), g.S("how should AP verify a supplier's bank change request before updating vendor ", "bank change for vendor "), K(g.SAPVendor()), g.S("? Our policy says call back a known number from the vendor master, never the one in the email.", " was approved without callback; control ID "), K("AP-CTL-"+g.D(3)))
		return
	}
	body := map[string]string{
		"de": "{H} wir haben unsere Bankverbindung geändert, bitte alle offenen Rechnungen ab sofort auf das neue Konto überweisen. Rückfragen unter {PH} oder an {EM}.",
		"fr": "{H} nous avons changé de banque, merci de régler les factures en cours sur le nouveau compte. Contact : {PH} ou {EM}.",
		"es": "{H} hemos cambiado de banco; por favor abonen las facturas pendientes en la nueva cuenta. Llamar al {PH} o escribir a {EM}.",
		"mx": "{H} cambiamos de banco, favor de depositar las facturas pendientes a la nueva cuenta. Cualquier duda al {PH} o a {EM}.",
		"it": "{H} abbiamo cambiato banca, vi preghiamo di pagare le fatture aperte sul nuovo conto. Per conferma: {PH} oppure {EM}.",
		"br": "{H} mudamos de banco, favor pagar as faturas em aberto na nova conta. Confirmação pelo {PH} ou {EM}.",
		"zh": "{H}我司银行账户已变更，请将未付款项汇入新账户。如有疑问请致电{PH}或邮件{EM}。",
		"pl": "{H} zmieniliśmy bank, prosimy o płatność zaległych faktur na nowe konto. Kontakt: {PH} lub {EM}.",
		"tr": "{H} banka hesabımız değişmiştir, açık faturaları yeni hesaba ödeyiniz. Teyit için {PH} veya {EM}.",
	}[l.id]
	if body == "" {
		body = "{H} please note our new bank details effective immediately for all open invoices. Confirm by phone at {PH} or reply to {EM}."
	}
	b.W(g.S("Suspicious? ", "FYI from AP: ", "", "Please verify: "), "\"")
	b.T(body, map[string]any{"H": g.L(l.hello), "PH": g.PhoneP(l), "EM": Em(g.S(g.FreeEmail(p, l), g.EmailP(p, strings.Replace(dom, ".", "-", 1)+".net")))})
	b.W("\" ")
	b.W("— sender claims to be ", co, ", vendor ", K(g.SAPVendor()), ", open items ", K(l.money(g)), ".")
}

func tAPInvoiceOCR(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	b.W(g.S("OCR result (Kofax) – low confidence fields marked *", "Invoice capture text:", "Rossum extraction:", "Texto extraído de la factura PDF:"), "\n")
	b.W(co, "\n", g.L(l.streets), "  ", K(g.L(l.cities)), "\n")
	if !clean {
		b.W(g.L(l.telL), " ", g.LandP(l), "  ", g.L(l.mailL), " ", Em(g.S(g.RoleEmail(l, dom), g.EmailP(g.Person(l), dom))), "\n")
	}
	lbl, v := g.TaxID(l)
	b.W(lbl, " ", K(v), "\n")
	b.W(g.S("Rechnung Nr.", "Invoice No.", "Factura n.º", "Facture n°", "发票号码", "請求書番号"), " ", K(g.InvNo()), "  ", K(l.date(g)), "\n")
	b.W("PO ", K(g.SAPPO()), "   ", g.S("Lieferschein", "Delivery note", "Albarán"), " ", K(g.DelivNo()), "\n")
	b.W(g.S("Netto", "Net", "Base imponible"), " ", K(l.money(g)), "  ", g.S("MwSt 19 %", "VAT 20%", "IVA 21 %", "GST 18%", "IVA 16%"), " ", K(l.money(g)), "  *", g.S("Gesamt", "Total"), " ", K(l.money(g)))
}

func tHelpdeskTicket(g *G, b *B, clean bool) {
	l := g.Loc()
	p := g.Person(l)
	_, dom := g.Company(l)
	b.W("INC", K(g.D(7)), " | ", g.S("P2", "P3", "P1"), " | ", g.S("SAP MM", "WMS", "Label printing", "LIMS", "EDI"), "\n")
	b.W("Caller: ", p.Disp, " (", g.S("Werk ", "Plant ", "Planta "), K(g.S("1000", "1100", "DE01", "MX20", "CN30")), ")\n")
	if !clean {
		b.W("Contact: ", g.PhoneP(l))
		if g.C(0.5) {
			b.W(" / ", Em(g.EmailP(p, dom)))
		}
		b.W("\n")
	}
	switch g.N(4) {
	case 0:
		b.W("Short description: Zebra ZT610 prints wrong SSCC ", K(g.SSCC(l.id)), "\n")
	case 1:
		b.W("Short description: Goods receipt blocked for PO ", K(g.SAPPO()), "\n")
	case 2:
		b.W("Short description: LIMS sample ", K("S24-"+g.D(4)+"-"+g.D(5)), " stuck in status 'Received'\n")
	default:
		b.W("Short description: Outbound 856 missing for delivery ", K(g.DelivNo()), "\n")
	}
	b.W("Opened ", K(g.TS()), ", assignment group ", g.S("SAP-LOG-L2", "MES-OPS", "EDI-Competence-Center"))
}

func tChatMessage(g *G, b *B, clean bool) {
	l := g.Loc()
	p := g.Person(l)
	msgs := map[string][]string{
		"de": {"Bin heute in der Frühschicht, falls die Presse wieder steht: {PH}", "LKW mit Lieferung {DN} steht an Tor 3, Fahrer erreichbar unter {PH}", "Kannst du mir das CoA für Charge {LOT} an {EM} schicken?"},
		"fr": {"Je suis de poste ce matin, si la presse s'arrête : {PH}", "Le camion de la livraison {DN} attend au quai 3, chauffeur au {PH}", "Tu peux m'envoyer le CoA du lot {LOT} à {EM} ?"},
		"es": {"Hoy estoy en el turno de mañana, si para la prensa: {PH}", "El camión de la entrega {DN} está en el muelle 3, el chófer: {PH}", "¿Me mandas el CoA del lote {LOT} a {EM}?"},
		"it": {"Oggi sono di turno mattina, se la pressa si ferma: {PH}", "Il camion della consegna {DN} è alla baia 3, autista {PH}", "Mi mandi il CoA del lotto {LOT} a {EM}?"},
		"pl": {"Dziś jestem na pierwszej zmianie, jak prasa stanie: {PH}", "Ciężarówka z dostawą {DN} stoi przy rampie 3, kierowca {PH}", "Wyślesz mi CoA dla partii {LOT} na {EM}?"},
		"cs": {"Dnes mám ranní, kdyby lis stál: {PH}", "Kamion s dodávkou {DN} stojí u rampy 3, řidič {PH}", "Pošleš mi CoA k šarži {LOT} na {EM}?"},
		"tr": {"Bugün sabah vardiyasındayım, pres durursa: {PH}", "{DN} teslimatlı tır 3 numaralı rampada, şoför {PH}", "{LOT} partisinin CoA'sını {EM} adresine atar mısın?"},
		"zh": {"今天我上早班，冲压机停了就打{PH}", "送货单{DN}的车在3号门，司机电话{PH}", "批次{LOT}的COA发我邮箱{EM}吧"},
		"ja": {"今日は早番です。プレスが止まったら{PH}まで", "納品{DN}のトラックが3番バースに到着、ドライバー{PH}", "ロット{LOT}の成績書を{EM}に送ってもらえますか？"},
		"ko": {"오늘 오전 근무예요. 프레스 멈추면 {PH}로 연락주세요", "납품 {DN} 트럭 3번 도크 도착, 기사님 {PH}", "로트 {LOT} CoA {EM}로 보내주실 수 있나요?"},
		"in": {"I'm in A shift today, if press stops call {PH}", "Truck for delivery {DN} at gate 3, driver no. {PH}", "Pls send CoA for batch {LOT} to {EM}"},
		"br": {"Hoje estou no primeiro turno, se a prensa parar: {PH}", "O caminhão da entrega {DN} está na doca 3, motorista {PH}", "Me manda o CoA do lote {LOT} no {EM}?"},
		"mx": {"Hoy ando en primer turno, si se para la prensa: {PH}", "El tráiler de la remisión {DN} está en el andén 3, el operador: {PH}", "¿Me mandas el CoA del lote {LOT} a {EM}?"},
		"us": {"On first shift today, if the press goes down text me {PH}", "Truck for delivery {DN} is at door 3, driver's cell {PH}", "Can you send the CoA for lot {LOT} to {EM}?"},
		"gb": {"On earlies today, if the press stops ring {PH}", "Lorry with delivery {DN} is at bay 3, driver on {PH}", "Could you email the CoA for lot {LOT} to {EM}?"},
		"nl": {"Ik sta vandaag in de vroege dienst, als de pers stilvalt: {PH}", "Vrachtwagen met levering {DN} staat bij dock 3, chauffeur {PH}", "Kun je het CoA van partij {LOT} naar {EM} sturen?"},
	}
	cleanMsgs := map[string]string{
		"de": "Presse 12 wieder in Betrieb, Auftrag {DN} läuft, Charge {LOT}.",
		"us": "Press 12 back up, order {DN} running, lot {LOT}.",
		"zh": "12号冲压机恢复，订单{DN}生产中，批次{LOT}。",
		"es": "La prensa 12 ya funciona, orden {DN} en marcha, lote {LOT}.",
		"ja": "プレス12号機復旧、オーダー{DN}稼働中、ロット{LOT}。",
	}
	ts := l.date(g) + g.S(" ", ", ") + fmt.Sprintf("%02d:%02d", g.N(24), g.N(60))
	if g.C(0.5) {
		b.W("[", K(ts), "] ", p.First, ": ")
	} else {
		b.W(K(ts), " - ", p.First, ": ")
	}
	if clean {
		m, ok := cleanMsgs[l.id]
		if !ok {
			m = cleanMsgs["us"]
		}
		b.T(m, map[string]any{"DN": K(g.DelivNo()), "LOT": K(g.Lot())})
		return
	}
	_, dom := g.Company(l)
	em := g.S(g.EmailP(p, dom), g.FreeEmail(p, l))
	b.T(g.L(msgs[l.id]), map[string]any{"PH": g.MobP(l), "EM": Em(em), "DN": K(g.DelivNo()), "LOT": K(g.Lot())})
}

func tContactTable(g *G, b *B, clean bool) {
	l := g.Loc()
	b.W(g.S("Supplier contact list (export from SharePoint):", "Eskalationsliste Lieferanten", "Lista de contactos proveedores", "供应商联系人清单", ""), "\n")
	if clean {
		b.W("| Supplier | Vendor no. | Commodity | Rating |\n|---|---|---|---|\n")
		for i := 0; i < g.R(2, 5); i++ {
			co, _ := g.Company(l)
			b.W("| ", co, " | ", K(g.SAPVendor()), " | ", K("MG-"+g.D(4)), " | ", g.S("A", "B", "C"), " |\n")
		}
		return
	}
	b.W("| Supplier | Vendor no. | Contact | Phone | Email |\n|---|---|---|---|---|\n")
	for i := 0; i < g.R(2, 4); i++ {
		co, dom := g.Company(l)
		p := g.Person(l)
		b.W("| ", co, " | ", K(g.SAPVendor()), " | ", p.Disp, " | ", g.PhoneP(l), " | ", Em(g.EmailP(p, dom)), " |\n")
	}
}

func tVCard(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	b.W("BEGIN:VCARD\nVERSION:3.0\nN:", p.Last, ";", p.First, "\nFN:", p.Disp, "\nORG:", co, "\nTITLE:", g.S("Key Account Manager", "Inside Sales", "Technical Sales", "Sales Engineer"), "\n")
	if !clean {
		b.W("TEL;TYPE=WORK,VOICE:", g.LandP(l), "\n")
		if g.C(0.6) {
			b.W("TEL;TYPE=CELL:", g.MobP(l), "\n")
		}
		b.W("EMAIL;TYPE=INTERNET:", Em(g.EmailP(p, dom)), "\n")
	}
	b.W("ADR;TYPE=WORK:;;", g.L(l.streets), ";", K(g.L(l.cities)), ";;;\nURL:https://www.", dom, "\nEND:VCARD")
}

func tBusinessCardOCR(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	b.W(g.S("Scanned business card from the trade fair (OCR):", "Visitenkarte Messe, bitte im CRM anlegen:", "名片识别结果：", "名刺OCR結果：", "명함 스캔 결과:", "Tarjeta de presentación escaneada:"), "\n")
	b.W(g.Sig(l, p, co, dom, clean, "\n")...)
	b.W(g.S("Met at: ", "Messe: ", "展会: ", "Feria: "), K(g.S("Hannover Messe", "ACHEMA", "analytica", "CPHI", "Fakuma", "FABTECH", "Expo Manufactura")+" "+fmt.Sprint(g.R(2023, 2026))+", "+g.S("Halle ", "Hall ", "Pab. ")+fmt.Sprint(g.R(1, 27))+" "+g.S("Stand ", "Booth ")+g.Str("ABCDEFGH", 1)+fmt.Sprint(g.R(1, 80))))
}

func tSQLInsertVendor(g *G, b *B, clean bool) {
	l := g.Loc()
	b.W(g.S("Migration script fails with duplicate key:", "Staging load for the supplier master:", "INSERT from the legacy AS/400 extract:"), "\n")
	if clean {
		b.W("INSERT INTO vendor_master (vendor_no, name, duns, tax_id, payment_terms) VALUES\n")
	} else {
		b.W("INSERT INTO vendor_master (vendor_no, name, duns, contact_email, contact_phone) VALUES\n")
	}
	n := g.R(2, 4)
	for i := 0; i < n; i++ {
		co, dom := g.Company(l)
		p := g.Person(l)
		b.W("  ('", K(g.SAPVendor()), "', '", strings.ReplaceAll(co, "'", "''"), "', '", K(g.DN(9)), "', ")
		if clean {
			_, v := g.TaxID(l)
			b.W("'", K(v), "', 'NT", g.S("30", "45", "60"), "')")
		} else {
			b.W("'", Em(g.EmailP(p, dom)), "', '", g.PhoneP(l), "')")
		}
		if i < n-1 {
			b.W(",\n")
		} else {
			b.W(";")
		}
	}
}

func tDSCSA(g *G, b *B, clean bool) {
	l := LOCS["us"]
	p := g.Person(l)
	_, dom := g.Company(l)
	b.W(g.S("DSCSA transaction statement / T3 for shipment ", "EPCIS T3 summary, ASN "), K(g.DelivNo()), "\n")
	for i := 0; i < g.R(1, 3); i++ {
		b.W("NDC ", K(g.NDC()), "  GTIN ", K("003"+g.D(10)), "  Lot ", K(g.Lot()), "  Exp ", K(g.ISO()), "  SN ", K(g.D(12)), "  Qty ", fmt.Sprint(g.R(1, 240)), "\n")
	}
	b.W("Seller DEA ", K(g.Str(upper, 2)+g.D(7)), ", HIN ", K(g.Str(upperAN, 9)), "\n")
	if !clean {
		b.W("Suspect product contact: ", p.Disp, ", ", Ph(phoneUS(g)), ", ", Em(g.EmailP(p, dom)), "\n")
	} else {
		b.W("Transaction history available on request via EPCIS endpoint.\n")
	}
}

func tLabAlarmEmail(g *G, b *B, clean bool) {
	l := g.Loc()
	_, dom := g.Company(l)
	b.W("Subject: [", g.S("ALARM", "WARNING", "ALERT"), "] ", g.S("-80 °C freezer F-12", "LN2 dewar D-3", "Stability chamber SC-04 (25 °C/60 % RH)", "Incubator INC-7 CO2"), " out of range\n")
	b.W("Time: ", K(g.TS()), "\nValue: ", K(fmt.Sprintf("%d.%d °C", g.R(-95, 45), g.N(10))), " (limit ", K(fmt.Sprintf("%d.%d °C", g.R(-90, 40), g.N(10))), ")\nSensor: ", K("TSN-"+g.D(6)), "\n")
	if !clean {
		b.W("Escalation level 2: calling ", g.MobP(l))
		if g.C(0.4) {
			b.W(", then ", g.MobP(l))
		}
		b.W("\n")
		b.W("Reply-To: ", Em(g.S("lab-monitoring@", "facility.alarms@", "rees-alerts@")+dom), "\n")
	} else {
		b.W("Acknowledged by badge ", K(g.D(6)), " via console.\n")
	}
}
