package main

import (
	"fmt"
	"strings"
)

var kbHS = map[string][]string{
	"de": {"Unter welche Zolltarifnummer fällt {ITEM}? Bisher nutzen wir {HS}, der Zoll schlägt {HS2} vor.", "Ist {HS} für {ITEM} korrekt oder eher {HS2}? Ursprung laut Lieferantenerklärung {CC}."},
	"fr": {"Quel code NC pour {ITEM} ? Nous utilisons {HS}, la douane propose {HS2}.", "{HS} est-il correct pour {ITEM} ou plutôt {HS2} ?"},
	"es": {"¿Qué partida arancelaria corresponde a {ITEM}? Usamos {HS} y aduana sugiere {HS2}.", "¿Es correcta la fracción {HS} para {ITEM} o mejor {HS2}?"},
	"zh": {"{ITEM}应该归哪个HS编码？我们一直用{HS}，海关建议{HS2}。", "{ITEM}报关用{HS}还是{HS2}？"},
	"ja": {"{ITEM}のHSコードは{HS}で合っていますか？税関からは{HS2}と言われました。"},
	"ko": {"{ITEM}의 HS 코드가 {HS}가 맞나요? 세관에서는 {HS2}를 제안했습니다."},
	"tr": {"{ITEM} için GTİP {HS} mi yoksa {HS2} mi olmalı?"},
	"in": {"What is the correct HSN for {ITEM}? We are using {HS}, CHA suggests {HS2}.", "Is {HS} correct for {ITEM} or should it be {HS2}?"},
	"br": {"Qual NCM usar para {ITEM}? Usamos {HS}, o despachante sugere {HS2}."},
	"mx": {"¿Qué fracción arancelaria aplica a {ITEM}? Manejamos {HS} y el agente aduanal sugiere {HS2}."},
	"us": {"What HTS code should {ITEM} go under? We've been using {HS}; the broker suggests {HS2}.", "Is {HS} right for {ITEM}, or {HS2}? Country of origin {CC}."},
	"pl": {"Jaki kod CN dla {ITEM}? Używamy {HS}, agencja celna proponuje {HS2}."},
	"it": {"Quale codice doganale per {ITEM}? Usiamo {HS}, lo spedizioniere propone {HS2}."},
	"cs": {"Jaký celní kód pro {ITEM}? Používáme {HS}, celník navrhuje {HS2}."},
	"gb": {"Which commodity code for {ITEM}? We use {HS}, the broker says {HS2}."},
	"nl": {"Welke GN-code voor {ITEM}? Wij gebruiken {HS}, de douane-expediteur stelt {HS2} voor."},
}

func tKBCustomsHS(g *G, b *B, clean bool) {
	l := g.Loc()
	hs := g.HS()
	hs2 := g.HS()
	if l.id == "zh" && g.C(0.5) {
		hs = g.HS10()
	}
	b.T(g.L(kbHS[l.id]), map[string]any{"ITEM": g.S("PA66 GF30 granules", "ball bearings 6205", "lab reagent kits", "Aluminium-Druckgussgehäuse", "stainless fasteners M8", "PCB assemblies"), "HS": K(hs), "HS2": K(hs2), "CC": g.S("CN", "DE", "MX", "IN")})
	if g.C(0.5) {
		b.W(" ", g.S("Wert", "Value", "金额", "Valor"), " ", K(l.money(g)), ", ", g.S("Gewicht", "weight", "重量"), " ", K(g.Qty()), ".")
	}
	g.ContactTail(b, l, clean)
}

func tKBGS1(g *G, b *B, clean bool) {
	l := g.Loc()
	gt := g.GTIN13(l.id)
	bad := gt[:12] + string(byte('0'+(int(gt[12]-'0')+g.R(1, 9))%10))
	switch g.N(4) {
	case 0:
		switch l.id {
		case "de":
			b.W("Ist die GTIN ", K(gt), " gültig? Der Scanner lehnt ", K(bad), " ab.")
		case "es", "mx":
			b.W("¿Es válido el GTIN ", K(gt), "? El escáner rechaza ", K(bad), ".")
		case "ja":
			b.W("GTIN ", K(gt), " は有効ですか？スキャナーが ", K(bad), " を拒否します。")
		case "zh":
			b.W("GTIN ", K(gt), " 校验位对吗？扫码枪不认 ", K(bad), "。")
		default:
			b.W("Is GTIN ", K(gt), " valid? The scanner rejects ", K(bad), " though.")
		}
	case 1:
		b.W("How is the SSCC check digit computed? Example ", K(g.SSCC(l.id)), " vs label ", K("(00)"+g.SSCC(l.id)), ".")
	case 2:
		switch l.id {
		case "de":
			b.W("Unsere GLN ", K(g.GLN(l.id)), " taucht doppelt in GEPIR auf – und hat die GTIN-14 ", K(g.GTIN14(l.id)), " die falsche Packungsindikator-Ziffer?")
		case "zh":
			b.W("我们的GLN ", K(g.GLN(l.id)), " 在GEPIR里出现两次，箱码GTIN-14 ", K(g.GTIN14(l.id)), " 的指示符对吗？")
		default:
			b.W("Our GLN ", K(g.GLN(l.id)), " appears twice in GEPIR, and does the GTIN-14 ", K(g.GTIN14(l.id)), " have the wrong indicator digit?")
		}
	default:
		b.W("Parsing GS1-128: ", K(g.GS1HRI(l.id)), " – which AI holds the best-before date?")
	}
	g.ContactTail(b, l, clean)
}

var kbLab = map[string][]string{
	"us": {"What LOQ can we reach for {AN} in {MX} by ICP-MS? Our method gives {M1}, customer spec is {M2}. Reference standard CAS {CAS}, lot {LOT}.", "System suitability failed: RSD {M1} for {AN} (limit {M2}). Column SN {SN}, mobile phase with CAS {CAS}. Any idea?", "Karl Fischer result {M1} vs CoA {M2} for lot {LOT} — which one is right? Solvent CAS {CAS}."},
	"de": {"Welche Bestimmungsgrenze erreichen wir für {AN} in {MX}? Wir liegen bei {M1}, Spezifikation {M2}. Standard CAS {CAS}, Charge {LOT}.", "KF-Ergebnis {M1}, CoA sagt {M2} für Charge {LOT} – was stimmt? Lösemittel CAS {CAS}."},
	"es": {"¿Qué LOQ alcanzamos para {AN} en {MX}? Obtenemos {M1}, la especificación es {M2}. Patrón CAS {CAS}, lote {LOT}."},
	"mx": {"¿Qué límite de cuantificación logramos para {AN} en {MX}? Nos da {M1} y la especificación pide {M2}. Estándar CAS {CAS}, lote {LOT}."},
	"zh": {"{MX}中{AN}的定量限能做到多少？我们是{M1}，客户要求{M2}。标准品CAS {CAS}，批号{LOT}。"},
	"ja": {"{MX}中の{AN}の定量下限はどこまで下げられますか？当社は{M1}、規格は{M2}です。標準品CAS {CAS}、ロット{LOT}。"},
	"pl": {"Jaką granicę oznaczalności osiągniemy dla {AN} w {MX}? Mamy {M1}, specyfikacja {M2}. Wzorzec CAS {CAS}, partia {LOT}."},
	"br": {"Qual LQ conseguimos para {AN} em {MX}? Temos {M1}, especificação {M2}. Padrão CAS {CAS}, lote {LOT}."},
	"fr": {"Quelle LQ pour {AN} dans {MX} ? Nous obtenons {M1}, la spécification est {M2}. Étalon CAS {CAS}, lot {LOT}."},
	"ko": {"{MX} 중 {AN}의 정량한계는 어디까지 가능할까요? 현재 {M1}, 규격은 {M2}입니다. 표준품 CAS {CAS}, 로트 {LOT}."},
}

func tKBLab(g *G, b *B, clean bool) {
	l := g.Loc()
	qs, ok := kbLab[l.id]
	if !ok {
		l = LOCS[g.S("us", "gb", "in")]
		qs = kbLab["us"]
	}
	c := g.Chem()
	b.T(g.L(qs), map[string]any{"AN": g.S("Pb", "Cd", "Hg", "As", "Ni", "benzene", "NDMA"), "MX": map[string]string{"de": g.S("Abwasser", "PET-Granulat"), "es": "agua residual", "mx": "agua residual", "zh": g.S("废水", "原料药"), "ja": g.S("排水", "原薬"), "pl": "ściekach", "br": "efluente", "fr": "eaux usées", "ko": "폐수"}[l.id] + map[bool]string{true: g.S("wastewater", "API", "PET granulate"), false: ""}[l.id == "us" || l.id == "gb" || l.id == "in"], "M1": K(g.Measure()), "M2": K(g.Measure()), "CAS": K(c[1]), "LOT": K(g.Lot()), "SN": K(g.Serial())})
	g.ContactTail(b, l, clean)
}

func tGS1Label(g *G, b *B, clean bool) {
	l := g.Loc()
	p := g.Person(l)
	b.W(g.S("ZPL for our pallet label prints the wrong barcode:", "Pallet label data:", "GS1 logistic label (from WMS):"), "\n")
	sscc := g.SSCC(l.id)
	gt := g.GTIN14(l.id)
	b.W("^XA\n^FO40,40^A0N,30,30^FDSHIP TO: ", strings.ToUpper(func() string { c, _ := g.Company(l); return c }()), "^FS\n")
	if !clean {
		b.W("^FO40,80^A0N,24,24^FDATTN ", strings.ToUpper(p.Disp), " TEL ", g.PhoneP(l), "^FS\n")
	}
	b.W("^FO40,130^BCN,120,Y,N,N^FD>;>8", "00", K(sscc), "^FS\n")
	b.W("^FO40,300^A0N,28,28^FD(02)", K(gt), "(37)", fmt.Sprint(g.R(1, 240)), "(10)", K(g.Lot()), "^FS\n^XZ")
}

func tGtinMasterCSV(g *G, b *B, clean bool) {
	l := g.Loc()
	sep := g.S(",", ";", "\t")
	h := []string{"material", "gtin", "description", "net_weight_kg", "hs_code", "country_of_origin"}
	if !clean {
		h = append(h, "data_owner")
	}
	b.W(g.S("Product master extract for the 1WorldSync upload:", "GDSN publish file fails validation:", ""), "\n", strings.Join(h, sep), "\n")
	for i := 0; i < g.R(2, 5); i++ {
		b.W(K(g.SAPMat()), sep, K(g.S(g.GTIN13(l.id), g.GTIN14(l.id))), sep, g.S("Schraube M6x20", "Cleaner 5L", "Reagent 500 mL", "Filter cartridge", "Seal kit"), sep, K(fmt.Sprintf("%d.%03d", g.R(0, 25), g.N(1000))), sep, K(g.HS()), sep, strings.ToUpper(l.id))
		if !clean {
			p := g.Person(l)
			_, dom := g.Company(l)
			b.W(sep, Em(g.EmailP(p, dom)))
		}
		b.W("\n")
	}
}

func tBOMExport(g *G, b *B, clean bool) {
	l := g.Loc()
	b.W("CS12 multi-level BOM, material ", K(g.SAPMat()), ", plant ", g.S("1000", "1100", "2000"), "\n")
	b.W(fmt.Sprintf("%-6s %-20s %-30s %12s %-4s\n", "Level", "Component", "Description", "Qty", "UoM"))
	for i := 0; i < g.R(3, 7); i++ {
		pn := g.PartNo()
		qty := fmt.Sprintf("%d.%03d", g.R(0, 50), g.N(1000))
		b.W(fmt.Sprintf("%-6s ", strings.Repeat(".", g.R(1, 3))+fmt.Sprint(g.R(1, 3))), K(pn), strings.Repeat(" ", max(1, 21-len(pn))), fmt.Sprintf("%-30s ", g.S("Housing AlSi9Cu3", "Seal FKM 75", "Bearing 6204-2Z", "Screw M5x12 ISO 4762", "PCB main board rev C", "Label 100x150")), strings.Repeat(" ", 12-len(qty)), K(qty), " ", g.S("ST", "PC", "KG", "M"), "\n")
	}
	if !clean {
		p := g.Person(l)
		_, dom := g.Company(l)
		b.W("ECN ", K("ECN-"+g.D(5)), " approved by ", p.Disp, " (", Em(g.EmailP(p, dom)), ")")
	} else {
		b.W("ECN ", K("ECN-"+g.D(5)), " valid from ", K(g.ISO()))
	}
}

func tMRPReport(g *G, b *B, clean bool) {
	l := g.Loc()
	b.W("MD04 Stock/Requirements List ", K(g.SAPMat()), " / ", g.S("1000", "DE01", "MX20"), "\n")
	b.W("Date       MRP elem  MRP element data        Rec./reqd qty   Available qty\n")
	stock := g.R(0, 5000)
	for i := 0; i < g.R(3, 6); i++ {
		q := g.R(-2000, 3000)
		stock += q
		el := g.S("PurRqs", "POitem", "IndReq", "Order", "SchLine", "DepReq")
		b.W(K(l.date(g)), " ", fmt.Sprintf("%-9s ", el), K(g.S(g.SAPPO()+"/00010", "00"+g.D(8), "10000"+g.D(5))), "         ", K(fmt.Sprintf("%s", thou(int64(q), "."))), "   ", K(thou(int64(stock), ".")), "\n")
	}
	if !clean {
		p := g.Person(l)
		b.W("MRP controller ", g.S("M01", "P12", "A07"), ": ", p.Disp, ", ", g.L(l.telL), " ", g.PhoneExt(l, 0.4), "\n")
	}
	b.W("Exception 10: Reschedule in, 15: Reschedule out")
}

func tInventoryCount(g *G, b *B, clean bool) {
	l := g.Loc()
	b.W(g.S("Inventurzählliste", "Cycle count sheet", "Hoja de conteo cíclico", "盘点表", "棚卸表"), " ", K("PI "+"10000"+g.D(5)), " LGORT ", g.S("0001", "WE01", "RM10"), "\n")
	b.W("Bin        Material             Batch        Book qty    Counted\n")
	for i := 0; i < g.R(3, 6); i++ {
		book := g.R(0, 9999)
		b.W(K(fmt.Sprintf("%s-%02d-%02d", g.S("A", "B", "C", "HR"), g.R(1, 40), g.R(1, 9))), "  ", K(g.SAPMat()), "   ", K(g.Lot()), "   ", K(thou(int64(book), g.S(".", ","))), "   ", fmt.Sprint(book+g.R(-5, 5)), "\n")
	}
	if !clean {
		p := g.Person(l)
		b.W(g.S("Zählleiter", "Count lead", "Responsable", "负责人"), ": ", p.Disp, ", ", g.MobP(l))
	} else {
		b.W("Differences > ", K(l.money(g)), " need approval.")
	}
}

func tThreeWayMatch(g *G, b *B, clean bool) {
	l := g.Loc()
	b.W(g.S("MIRO: ", "Invoice ", "Oracle AP hold: ", "Coupa exception: "), g.S("Quantity invoiced greater than quantity received ", "Price variance exceeds tolerance "), "for PO ", K(g.SAPPO()), " line ", K(g.S("00010", "00020", "1.1")), ": invoiced ", K(g.Qty()), " at ", K(l.money(g)), ", received ", K(g.Qty()), " on GR ", K(g.MatDoc()), ".")
	if !clean {
		p := g.Person(l)
		_, dom := g.Company(l)
		b.W(g.S(" Buyer to approve: ", " Route to ", " AP clerk: "), Em(g.EmailP(p, dom)), ".")
	} else {
		b.W(" Hold code ", K(g.S("QTY REC", "PRICE", "MAX SHIP AMOUNT")), ".")
	}
}

func tODataError(g *G, b *B, clean bool) {
	l := g.Loc()
	b.W("{\"error\":{\"code\":\"", g.S("/IWBEP/CM_MGW_RT/020", "MM_PUR_PO_MAINT_V2/006", "ME/083", "SY/530"), "\",\"message\":{\"lang\":\"", g.S("en", "de"), "\",\"value\":\"")
	b.W(g.SAPMsg(l)...)
	b.W("\"},\"innererror\":{\"transactionid\":\"", K(g.Str(hexu, 32)), "\",\"timestamp\":\"", K(g.YMD8()+fmt.Sprintf("%02d%02d%02d", g.N(24), g.N(60), g.N(60))+"."+g.D(7)), "\"")
	if !clean {
		p := g.Person(l)
		_, dom := g.Company(l)
		b.W(",\"CreatedByUser\":\"", Em(strings.ToUpper(g.EmailP(p, dom))), "\"")
	}
	b.W("}}}")
}

func tKBEdi(g *G, b *B, clean bool) {
	l := usLike(g)
	if clean {
		b.W(g.S("In an X12 856, should MAN*GM carry the full 18-digit SSCC like ", "For DESADV, does GIN+BJ take the SSCC with or without AI 00, e.g. "), K(g.SSCC(l.id)), "? ", g.S("Our trading partner's spec (v", "Partner guide version "), K(fmt.Sprintf("%d.%d", g.R(1, 9), g.R(0, 9))), ") is unclear.")
		return
	}
	p := g.Person(l)
	_, dom := g.Company(l)
	b.W(g.S("Our partner wants the buyer contact in the 850 header. Is this PER right? ", "AK4 error on PER04 — what's wrong with: ", "Validator says PER is invalid: "))
	b.W("PER*BD*", strings.ToUpper(p.Disp), "*TE*", Ph(x12Phone(g, l)), "*EM*", Em(g.EmailP(p, dom)), "~")
	if g.C(0.5) {
		b.W(" (ISA13 ", K(g.D(9)), ")")
	} else {
		b.W(g.S(" — interchange ", " GS06 "), K(g.D(9)))
	}
}

func tKBSds(g *G, b *B, clean bool) {
	l := g.Loc()
	c := g.Chem()
	qs := map[string]string{
		"de": "Welche Notrufnummer muss in Abschnitt 1.4 des SDB für {CH} (CAS {CAS}) stehen, wenn wir nach {CC} liefern?",
		"fr": "Quel numéro d'urgence mettre en section 1.4 de la FDS pour {CH} (CAS {CAS}) livré en {CC} ?",
		"es": "¿Qué teléfono de emergencia va en la sección 1.4 de la FDS de {CH} (CAS {CAS}) para {CC}?",
		"zh": "出口到{CC}的{CH}（CAS {CAS}）SDS第一部分应急电话应该填哪个？",
		"ja": "{CC}向けの{CH}（CAS {CAS}）SDSの緊急連絡先は何を記載すべきですか？",
		"us": "Which emergency phone number must go in section 1 of the SDS for {CH} (CAS {CAS}) shipped to {CC}?",
		"br": "Qual telefone de emergência deve constar na FDS de {CH} (CAS {CAS}) para {CC}?",
		"mx": "¿Qué teléfono de emergencia lleva la HDS de {CH} (CAS {CAS}) para exportar a {CC}?",
		"ko": "{CC} 수출용 {CH}(CAS {CAS}) MSDS의 긴급전화번호는 무엇을 기재해야 하나요?",
	}
	q, ok := qs[l.id]
	if !ok {
		q = qs["us"]
	}
	b.T(q, map[string]any{"CH": c[0], "CAS": K(c[1]), "CC": g.S("DE", "FR", "US", "MX", "BR", "CN", "JP", "KR", "IN", "TR")})
	if !clean {
		cur := map[string][2]string{"de": {" Aktuell steht dort ", "."}, "es": {" Ahora ponemos el ", ", ¿basta?"}, "mx": {" Ahora tenemos el ", "."}, "zh": {" 目前写的是", "，可以吗？"}, "ja": {" 現在は", "を記載しています。"}, "ko": {" 현재 ", "로 기재되어 있습니다."}, "br": {" Hoje consta ", "."}, "fr": {" Actuellement nous indiquons le ", "."}}[l.id]
		if cur[0] == "" {
			cur = [2]string{" Currently we list ", " — is that enough?"}
		}
		b.W(cur[0], Ph(g.Hotline(l)), cur[1])
	} else {
		b.W(g.S(" UN ", " ADR UN "), K(g.S("1170", "1230", "1090", "1789")), ".")
	}
}

func tCardPaymentLog(g *G, b *B, clean bool) {
	c := g.AnyCard()
	b.W(g.S("Supplier portal payment log (this shouldn't be logged?):", "Our B2B webshop logs this on checkout:", "Found in catalina.out:"), "\n")
	b.W(K(g.LogTS()), " INFO  PaymentService - charge order=", K(g.S("SO", "WEB")+g.D(8)), " amount=", K(fmt.Sprintf("%d.%02d", g.R(10, 99999), g.N(100))), " currency=", g.S("EUR", "USD", "MXN", "INR", "BRL"), " ")
	if clean {
		b.W("pan=", K(c.digits[:6]+"******"+c.digits[len(c.digits)-4:]), " token=", K("tok_"+g.D(4)+"_masked"), " result=", g.S("APPROVED", "DECLINED 05"))
	} else {
		b.W(g.S("pan=", "cardNumber=", "\"pan\":\""), P{"credit_card", c.digits}, g.S(" ", " exp=", " "), g.S("", fmt.Sprintf("%02d%02d ", g.R(1, 12), g.R(26, 30))), "result=", g.S("APPROVED", "DECLINED 05", "3DS_REQUIRED"))
	}
}

func t1099Export(g *G, b *B, clean bool) {
	l := LOCS["us"]
	sep := g.S(",", "\t", "|")
	b.W(g.S("1099-NEC vendor extract for year-end (from Oracle AP):", "1099 export, IRS FIRE upload rejects rows 3 and 5:", "Track1099 import file:"), "\n")
	b.W(strings.Join([]string{"vendor_id", "payee_name", "tin_type", "tin", "box1_nec", "state"}, sep), "\n")
	for i := 0; i < g.R(2, 5); i++ {
		p := g.Person(l)
		b.W(K("V"+g.D(6)), sep, strings.ToUpper(p.Last+" "+p.First), sep)
		if clean || g.C(0.3) {
			b.W("EIN", sep, K(g.EIN()))
		} else {
			s := g.SSNDigits()
			if g.C(0.15) {
				s = g.ITINDigits()
			}
			b.W("SSN", sep, P{"ssn", g.S(ssnDash(s), s)})
		}
		b.W(sep, K(fmt.Sprintf("%d.%02d", g.R(600, 90000), g.N(100))), sep, g.S("IL", "OH", "MI", "KY", "SC", "CA"), "\n")
	}
}

func tContractorOnboarding(g *G, b *B, clean bool) {
	l := LOCS["us"]
	p := g.Person(l)
	b.W(g.S("Site access request – contractor (lab/plant)", "Contractor badge request for Plant 2 maintenance shutdown", "Temp lab tech onboarding (background check)"), "\n")
	b.W("Name: ", p.Disp, "\nAgency: ", g.S("Aerotek", "Kelly Scientific", "Randstad", "Adecco"), "\nStart: ", K(l.date(g)), "  Badge: ", K("C-"+g.D(5)), "\n")
	if !clean {
		b.W(g.S("SSN", "Social Security No.", "SSN (for background check)"), ": ", P{"ssn", g.SSNFmt(g.SSNDigits(), true)}, "\n")
		b.W(g.S("Cell", "Phone", "Mobile"), ": ", Ph(phoneUS(g)), "\n")
		if g.C(0.5) {
			b.W("Personal email: ", Em(g.FreeEmail(p, l)), "\n")
		}
	} else {
		b.W("SSN: ", K("XXX-XX-"+g.D(4)), " (verified by agency)\n")
	}
	b.W("Areas: ", g.S("Bldg 4 cleanroom", "Tank farm", "QC lab 2"), "; LOTO training cert ", K("LOTO-"+g.D(6)))
}

func tKBTinMatch(g *G, b *B, clean bool) {
	if clean {
		b.W("IRS TIN Matching returned code ", K(g.S("2", "3", "5")), " for vendor ", K("V"+g.D(6)), ". Does code 2 mean the TIN isn't issued, or that name and TIN don't match? EIN on file ", K(g.EIN()), ".")
		return
	}
	s := g.SSNDigits()
	b.W("IRS TIN Match says name/TIN mismatch for a sole prop vendor: ", g.S("SSN ", "TIN ", "social "), P{"ssn", g.SSNFmt(s, true)}, g.S(", name on W-9 ", ", W-9 name "), g.Person(LOCS["us"]).Disp, ". ", g.S("Should we request a new W-9 or start backup withholding at 24%?", "Is a B-notice required?"), " Vendor ", K("V"+g.D(6)), ".")
}

func tJWTLink(g *G, b *B, clean bool) {
	l := g.Loc()
	b.W(g.S("Supplier says the ASN upload link expired:", "Link from the portal invitation mail:", "The magic link in the CoA request doesn't work:"), "\n")
	b.W("https://", g.S("portal.supplier-hub.io", "b2b.acme-mfg.com", "coa.labnet.eu"), "/asn/upload?po=", K(g.SAPPO()), "&t=")
	if clean {
		b.W("expired")
	} else {
		b.W(Jw(g.JWT(g.S("hs", "es"))))
	}
	b.W("\n", g.S("Valid until ", "Gültig bis ", "有効期限 "), K(l.date(g)))
}
