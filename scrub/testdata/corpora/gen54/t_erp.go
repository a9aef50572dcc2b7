package main

import (
	"fmt"
	"strings"
)

var sapMsgs = []string{
	"Deficit of SL Unrestricted-use %d PC : %s %s %s (M7 021)",
	"Vendor %s is blocked for posting (M8 321) – material %s",
	"Purchase order %s item 00010: tolerance limit for price variance exceeded (M8 082)",
	"No goods receipt possible for purchase order %s 00010 (ME 048)",
	"Balance in transaction currency not zero: %s (F5 702)",
	"Batch %s of material %s does not exist in plant %s (M7 362)",
}

func (g *G) SAPMsg(l *Loc) []any {
	switch g.N(len(sapMsgs)) {
	case 0:
		return []any{fmt.Sprintf("Deficit of SL Unrestricted-use %d PC : ", g.R(1, 500)), K(g.SAPMat()), " ", g.S("1000", "DE01", "2100"), " ", g.S("0001", "0002", "WE01"), " (M7 021)"}
	case 1:
		return []any{"Vendor ", K(g.SAPVendor()), " is blocked for posting (M8 321)"}
	case 2:
		return []any{"Purchase order ", K(g.SAPPO()), " item 00010: tolerance limit for price variance exceeded (M8 082)"}
	case 3:
		return []any{"No goods receipt possible for purchase order ", K(g.SAPPO()), " 00010 (ME 048)"}
	case 4:
		return []any{"Balance in transaction currency not zero: ", K(l.money(g)), " (F5 702)"}
	}
	return []any{"Batch ", K(g.Lot()), " of material ", K(g.SAPMat()), " does not exist in plant ", g.S("1000", "1100", "MX20"), " (M7 362)"}
}

var kbSapQ = map[string][]string{
	"de": {"Beim Buchen mit MIGO kommt „{MSG}“. Was muss ich im Materialstamm prüfen?", "In ME21N erscheint {MSG} – liegt das an der Konditionsfindung?", "Wir bekommen seit dem Upgrade {MSG}. Gibt es einen SAP-Hinweis dazu?"},
	"fr": {"En MIGO j'obtiens « {MSG} ». Que dois-je vérifier ?", "Depuis la mise à jour, ME21N affiche {MSG}. Une note SAP existe ?"},
	"it": {"In MIGO compare \"{MSG}\". Cosa devo controllare nell'anagrafica?", "Dopo l'upgrade ricevo {MSG} in ME21N, c'è una nota SAP?"},
	"es": {"Al contabilizar en MIGO sale \"{MSG}\". ¿Qué reviso en el maestro?", "Desde la actualización ME21N muestra {MSG}. ¿Hay nota SAP?"},
	"pl": {"Przy księgowaniu w MIGO pojawia się „{MSG}”. Co sprawdzić w kartotece?", "Po aktualizacji ME21N pokazuje {MSG}. Jest na to nota SAP?"},
	"cs": {"Při účtování v MIGO se objeví „{MSG}“. Co zkontrolovat?", "Po upgradu hlásí ME21N {MSG}. Existuje SAP Note?"},
	"tr": {"MIGO'da kayıt yaparken \"{MSG}\" hatası alıyorum. Malzeme ana verisinde neyi kontrol etmeliyim?", "Yükseltmeden beri ME21N {MSG} veriyor, SAP notu var mı?"},
	"zh": {"MIGO过账时报错“{MSG}”，需要检查物料主数据哪里？", "升级后ME21N提示{MSG}，有没有相关的SAP Note？"},
	"ja": {"MIGOで転記すると「{MSG}」が出ます。品目マスタのどこを確認すべきですか？", "アップグレード後、ME21Nで{MSG}が表示されます。SAPノートはありますか？"},
	"ko": {"MIGO 전기 시 \"{MSG}\" 오류가 납니다. 자재마스터에서 뭘 확인해야 하나요?", "업그레이드 후 ME21N에서 {MSG} 메시지가 나옵니다. SAP 노트 있나요?"},
	"in": {"While posting GRN in MIGO getting \"{MSG}\". What to check in material master?", "After upgrade ME21N is throwing {MSG}, any SAP note for this?"},
	"br": {"Ao lançar na MIGO aparece \"{MSG}\". O que verifico no cadastro?", "Depois do upgrade a ME21N mostra {MSG}. Tem nota SAP?"},
	"mx": {"Al contabilizar en MIGO me sale \"{MSG}\". ¿Qué reviso?", "Después del upgrade ME21N marca {MSG}, ¿hay alguna nota SAP?"},
	"us": {"Getting \"{MSG}\" when posting in MIGO. What should I check in the material master?", "Since the upgrade ME21N throws {MSG} — is there an OSS note?"},
	"gb": {"MIGO gives \"{MSG}\" on posting. Where should I look?", "ME21N shows {MSG} since the upgrade, any SAP note?"},
	"nl": {"Bij boeken in MIGO krijg ik \"{MSG}\". Wat moet ik controleren?", "Sinds de upgrade geeft ME21N {MSG}. Is er een SAP-note?"},
}

var contactTail = map[string][]string{
	"de": {" Bitte Rückruf unter {PH}.", " Erreichbar bin ich unter {PH} oder {EM}.", " Antwort bitte an {EM}.", " Bei Rückfragen: {PH}"},
	"fr": {" Merci de me rappeler au {PH}.", " Je suis joignable au {PH} ou par mail {EM}.", " Réponse à {EM} svp."},
	"it": {" Per favore richiamatemi al {PH}.", " Sono raggiungibile al {PH} o a {EM}.", " Rispondete a {EM}, grazie."},
	"es": {" Por favor llamadme al {PH}.", " Estoy en el {PH} o en {EM}.", " Respuesta a {EM}, gracias."},
	"pl": {" Proszę o kontakt pod numerem {PH}.", " Jestem dostępny pod {PH} lub {EM}.", " Odpowiedź proszę na {EM}."},
	"cs": {" Prosím zavolejte na {PH}.", " Jsem k zastižení na {PH} nebo {EM}.", " Odpověď prosím na {EM}."},
	"tr": {" Lütfen {PH} numarasından dönüş yapın.", " Bana {PH} veya {EM} üzerinden ulaşabilirsiniz.", " Cevabı {EM} adresine gönderin lütfen."},
	"zh": {" 请回电{PH}。", " 我的电话{PH}，邮箱{EM}。", " 请回复到{EM}，谢谢。"},
	"ja": {" 折り返しは{PH}までお願いします。", " 連絡先：{PH}／{EM}", " 返信は{EM}までお願いします。"},
	"ko": {" {PH}로 연락 부탁드립니다.", " 연락처: {PH} / {EM}", " 회신은 {EM}로 부탁드려요."},
	"in": {" Kindly call back on {PH}.", " You can reach me at {PH} or {EM}.", " Please revert to {EM}.", " मुझे {PH} पर कॉल करें।"},
	"br": {" Por favor me liguem no {PH}.", " Meu contato: {PH} ou {EM}.", " Respostas para {EM}, por favor."},
	"mx": {" Por favor márquenme al {PH}.", " Me encuentran en el {PH} o en {EM}.", " Favor de responder a {EM}."},
	"us": {" Please call me back at {PH}.", " I'm at {PH} or {EM}.", " Reply to {EM} please."},
	"gb": {" Ring me on {PH} if easier.", " I'm on {PH} or {EM}.", " Please reply to {EM}."},
	"nl": {" Bel me graag terug op {PH}.", " Ik ben bereikbaar op {PH} of via {EM}.", " Antwoord graag naar {EM}."},
}

func (g *G) ContactTail(b *B, l *Loc, clean bool) {
	if clean {
		return
	}
	p := g.Person(l)
	_, dom := g.Company(l)
	em := g.EmailP(p, dom)
	if g.C(0.3) {
		em = g.FreeEmail(p, l)
	}
	b.T(g.L(contactTail[l.id]), map[string]any{"PH": g.PhoneP(l), "EM": Em(em)})
}

func tKBSap(g *G, b *B, clean bool) {
	l := g.Loc()
	b.T(g.L(kbSapQ[l.id]), map[string]any{"MSG": g.SAPMsg(l)})
	if g.C(0.5) {
		lbl, v := g.Decoy(l)
		b.W(g.S(" (", " – ", "; "), lbl, K(v), g.S(")", "", ""))
	}
	g.ContactTail(b, l, clean)
}

func tSapBPcsv(g *G, b *B, clean bool) {
	l := LOCS[g.S("de", "fr", "it", "es", "pl", "cs", "tr", "nl", "br", "mx")]
	sep := g.S(";", ";", ",", "\t")
	nl := g.NL()
	hdrs := map[string][]string{
		"de": {"Partner", "Name", "Straße", "Ort", "USt-IdNr", "Telefon", "E-Mail", "Kreditor"},
		"fr": {"Partenaire", "Nom", "Rue", "Ville", "N° TVA", "Téléphone", "E-mail", "Fournisseur"},
	}
	h := hdrs["de"]
	if l.id == "fr" {
		h = hdrs["fr"]
	} else if l.id != "de" && g.C(0.6) {
		h = []string{"BP", "Name1", "Street", "City", "TaxNum", "Tel", "SMTP_ADDR", "Vendor"}
	}
	if g.C(0.4) {
		b.W(g.S("Massenupload BP, Datei abgelehnt:", "LTMC staging file, rows 2-4 fail validation:", "Export aus SE16N (LFA1/ADR6):", "Import BP – erreurs de format :"), nl)
	}
	if clean {
		h = []string{h[0], h[1], h[2], h[3], h[4], h[7]}
	}
	b.W(strings.Join(h, sep), nl)
	for i := 0; i < g.R(2, 5); i++ {
		co, dom := g.Company(l)
		p := g.Person(l)
		_ = p
		lbl, tax := g.TaxID(l)
		_ = lbl
		b.F("%s"+sep+"%s"+sep+"%s"+sep+"%s"+sep+"%s"+sep, K(g.S("1", "2")+g.D(6)), strings.ReplaceAll(co, sep, " "), g.L(l.streets), K(g.L(l.cities)), K(tax))
		if !clean {
			b.W(g.LandP(l), sep)
			if g.C(0.85) {
				b.W(Em(g.S(g.EmailP(p, dom), g.RoleEmail(l, dom))))
			}
			b.W(sep)
		}
		b.W(K(g.SAPVendor()), nl)
	}
}

func tOracleSupplierJSON(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	ind := g.S("  ", "    ", "")
	nl := "\n"
	if ind == "" {
		nl = ""
	}
	if g.C(0.5) {
		b.W(g.S("POST /fscmRestApi/resources/11.13.18.05/suppliers returns 400:", "Oracle Fusion supplier import payload (Supplier Contacts):", "Why does this payload fail in Oracle? ", "REST payload:"), "\n")
	}
	if !clean && g.C(0.35) {
		user := g.S("integration.user", "svc_supplier_sync", "OIC_INT")
		b.W("Authorization: Basic ", Bt(b64std([]byte(user+":"+g.Pw("!#$%*-_.")))), "\n")
	}
	b.F("{"+nl+ind+"\"Supplier\": \"%s\","+nl+ind+"\"SupplierNumber\": \"%s\","+nl+ind+"\"TaxpayerId\": \"%s\","+nl+ind+"\"DUNSNumber\": \"%s\","+nl, co, K(fmt.Sprint(g.R(1000, 99999))), K(func() string { _, v := g.TaxID(l); return v }()), K(g.DN(9)))
	b.W(ind, "\"contacts\": [{", nl)
	b.F(ind+ind+"\"FirstName\": \"%s\", \"LastName\": \"%s\","+nl, p.First, p.Last)
	if !clean {
		b.F(ind+ind+"\"EmailAddress\": \"%s\","+nl, Em(g.EmailP(p, dom)))
		b.F(ind+ind+"\"PhoneNumber\": \"%s\""+nl, g.PhoneP(l))
	} else {
		b.F(ind+ind+"\"JobTitle\": \"%s\""+nl, g.S("Buyer", "Sales Rep", "AR Clerk"))
	}
	b.W(ind, "}],", nl)
	b.F(ind+"\"CreationDate\": \"%s\""+nl+"}", K(g.TS()))
	if g.C(0.4) {
		b.W("\n→ ", g.S("\"o:errorCode\": \"SUP-1024\"", "JBO-27014: Attribute PhoneNumber in SupplierContact is required.", "ORA-00001: unique constraint (POZ.POZ_SUPPLIERS_U2) violated"))
	}
}

func tNetsuiteVendor(g *G, b *B, clean bool) {
	l := LOCS[g.S("us", "us", "gb", "in", "mx", "br", "nl")]
	co, dom := g.Company(l)
	p := g.Person(l)
	b.W(g.S("SuiteScript 2.1 log (N/record.create vendor):", "NetSuite saved search export:", "Script execution log - ERROR: "), "\n")
	b.F("{\"recordType\":\"vendor\",\"id\":\"%s\",\"companyname\":\"%s\",\"entityid\":\"V%s\"", K(fmt.Sprint(g.R(1000, 99999))), co, K(g.D(5)))
	if !clean {
		b.F(",\"email\":\"%s\",\"phone\":\"%s\"", Em(g.EmailP(p, dom)), g.PhoneP(l))
		if g.C(0.3) {
			b.F(",\"altphone\":\"%s\"", g.MobP(l))
		}
	}
	b.F(",\"subsidiary\":\"%d\",\"terms\":\"Net 45\",\"creditlimit\":%d}", g.R(1, 9), g.R(1000, 500000))
	b.W("\n", g.S("USER_ERROR: Please enter value(s) for: Tax ID", "INVALID_FLD_VALUE: You have entered an Invalid Field Value 1099 for the following field: category", "UNEXPECTED_ERROR: An unexpected SuiteScript error has occurred (id "+g.Str(alnum, 18)+")"))
}

func tNetsuiteTBA(g *G, b *B, clean bool) {
	acct := g.D(7) + g.S("", "_SB1", "_SB2")
	b.W(g.S("Our Celigo/NetSuite integration config (TBA) — 401 INVALID_LOGIN_ATTEMPT:", "netsuite.properties:", "Token-based auth for RESTlet, getting 403:"), "\n")
	b.F("account=%s\n", K(acct))
	b.F("consumer_key=%s\n", g.Str(hexl, 64))
	if clean {
		b.W("consumer_secret=${NS_CONSUMER_SECRET}\ntoken_id=${NS_TOKEN_ID}\ntoken_secret=${NS_TOKEN_SECRET}\n")
		b.W(K("script=customscript_po_sync&deploy=1"), "\n")
		return
	}
	b.F("consumer_secret=%s\n", Bt(g.Str(hexl, 64)))
	b.F("token_id=%s\n", Bt(g.Str(hexl, 64)))
	b.F("token_secret=%s\n", Bt(g.Str(hexl, 64)))
	b.W(K("script=customscript_po_sync&deploy=1"), "\n")
}

func tW9(g *G, b *B, clean bool) {
	l := LOCS["us"]
	p := g.Person(l)
	nl := g.NL()
	b.W(g.S("Supplier onboarding – Form W-9 (Rev. March 2024) transcription", "W-9 received via Coupa, please key into vendor master:", "Vendor setup request — W-9 data below"), nl)
	b.F("1 Name: %s%s", p.Disp, nl)
	ein := g.EIN()
	corp := clean || g.C(0.25)
	if corp {
		b.F("2 Business name: %s%s3 Federal tax classification: %s%s", strings.ToUpper(p.Last)+" "+g.S("MACHINING LLC", "TOOL & DIE INC", "LAB SUPPLY CORP"), nl, g.S("C corporation", "S corporation", "LLC (C)"), nl)
	} else {
		b.F("2 Business name: %s%s3 Federal tax classification: [X] Individual/sole proprietor%s", g.S("", p.Last+" Welding", "DBA "+p.First+"'s Calibration Service"), nl, nl)
	}
	b.F("5 Address: %s%s6 City, state, ZIP: %s%s", g.L(l.streets), nl, K(g.L(l.cities)), nl)
	b.W("Part I Taxpayer Identification Number (TIN)", nl)
	if clean {
		b.F("Social security number: ___-__-____%sEmployer identification number: %s%s", nl, K(ein), nl)
	} else if !corp {
		s := g.SSNDigits()
		if g.C(0.15) {
			s = g.ITINDigits()
		}
		b.F("Social security number: %s%s", P{"ssn", g.SSNFmt(s, true)}, nl)
		if g.C(0.3) {
			b.W("Employer identification number: (blank)", nl)
		}
	} else {
		b.F("Employer identification number: %s%s", K(ein), nl)
	}
	b.F("Remit-to ACH: routing %s, acct ref %s%s", K(g.ABA()), K("VND-"+g.D(6)), nl)
	if !clean {
		b.W(g.S("AP contact", "Contact", "Phone"), ": ", Ph(phoneUS(g)))
		if g.C(0.6) {
			b.W(" / ", Em(g.S(g.FreeEmail(p, l), g.EmailP(p, g.S("gmail.com", "outlook.com", "yahoo.com")))))
		}
		b.W(nl)
	}
	b.F("Signature on file, date %s", K(l.date(g)))
}

func tW8Itin(g *G, b *B, clean bool) {
	l := LOCS[g.S("mx", "in", "de", "br", "ko", "zh")]
	p := g.Person(l)
	b.W("W-8BEN ", g.S("(individual) – ", "for our freelance lab consultant: ", "received from contractor, "))
	b.F("name %s, country of residence %s, ", p.Disp, map[string]string{"mx": "Mexico", "in": "India", "de": "Germany", "br": "Brazil", "ko": "Republic of Korea", "zh": "China"}[l.id])
	if clean {
		b.W("U.S. TIN: not required (treaty article ", g.S("7", "12", "14"), "), foreign TIN ")
		_, v := g.TaxID(l)
		b.W(K(v), ". ")
	} else {
		b.W(g.S("U.S. taxpayer identification number (ITIN): ", "ITIN ", "US TIN: "), P{"ssn", g.SSNFmt(g.ITINDigits(), false)}, ". ")
		if g.C(0.5) {
			b.W("Reach payee at ", Em(g.FreeEmail(p, l)), ". ")
		}
	}
	b.W("Is 1042-S withholding at ", g.S("30%", "15%", "10%"), " correct for invoice ", K(g.InvNo()), "?")
}

func tVendorOnboarding(g *G, b *B, clean bool) {
	l := g.Loc()
	co, dom := g.Company(l)
	p := g.Person(l)
	nl := g.NL()
	title := map[string]string{"de": "Lieferantenstammblatt", "fr": "Fiche de création fournisseur", "it": "Scheda anagrafica fornitore", "es": "Alta de proveedor", "pl": "Karta dostawcy", "cs": "Registrace dodavatele", "tr": "Tedarikçi kayıt formu", "zh": "供应商登记表", "ja": "取引先登録申請書", "ko": "협력업체 등록 신청서", "in": "Vendor Registration Form", "br": "Cadastro de Fornecedor", "mx": "Alta de Proveedor", "us": "New Supplier Setup Form", "gb": "Supplier Set-up Form", "nl": "Leveranciersregistratie"}[l.id]
	b.W("== ", title, " ==", nl)
	w := g.R(18, 26)
	row := func(k string, v ...any) {
		b.W(k+strings.Repeat(" ", max(1, w-len([]rune(k)))), ": ")
		b.W(v...)
		b.W(nl)
	}
	row("Firma / Company", co)
	row("Adresse", g.L(l.streets), ", ", K(g.L(l.cities)))
	lbl, tax := g.TaxID(l)
	row(lbl, K(tax))
	row("DUNS", K(g.DUNS()))
	row("Bank ref.", K("ACC-"+g.D(4)+"-"+g.Str(upper, 2)), " (BIC ", K(g.S("DEUTDEFFXXX", "BNPAFRPPXXX", "UNCRITMMXXX", "CAIXESBBXXX", "BPKOPLPW", "KOMBCZPP", "TGBATRIS", "ICBKCNBJ", "MHCBJPJT", "HVBKKRSE", "HDFCINBB", "ITAUBRSP", "BNMXMXMM", "CHASUS33")), ")")
	row(l.contact, p.Disp)
	if !clean {
		row(strings.TrimRight(g.L(l.telL), ":. "), g.LandP(l))
		if g.C(0.5) {
			row(strings.TrimRight(g.L(l.mobL), ":. "), g.MobP(l))
		}
		row(strings.TrimRight(g.L(l.mailL), ":. "), Em(g.EmailP(p, dom)))
		if g.C(0.4) {
			row(g.S("Rechnungseingang / AP mailbox", "Invoices to"), Em(g.RoleEmail(l, dom)))
		}
	} else {
		row("Portal-ID", K("SUP-"+g.D(6)))
	}
	row(g.S("Zahlungsbedingung", "Payment terms"), g.S("30 Tage netto", "Net 60", "2% 10, net 30", "60 días fecha factura"))
	row(g.S("Warengruppe", "Commodity"), K(g.S("MG-"+g.D(4), "UNSPSC "+g.D(8))))
}

func tPcardCSV(g *G, b *B, clean bool) {
	l := LOCS[g.S("us", "us", "us", "gb", "in", "mx", "de")]
	nl := g.NL()
	sep := g.S(",", ",", ";", "\t", "|")
	b.W(g.S("P-card reconciliation export (cycle ", "Corporate card statement upload (cycle ", "Pcard recon - please code GL (cycle "), K(l.date(g)), ")", nl)
	hdr := []string{"Cardholder", "Card Number", "Post Date", "Merchant", "MCC", "Amount", "GL", "Cost Center"}
	if g.C(0.3) {
		hdr[1] = g.S("PAN", "Account", "card_no")
	}
	b.W(strings.Join(hdr, sep), nl)
	n := g.R(2, 6)
	for i := 0; i < n; i++ {
		p := g.Person(l)
		b.W(p.Disp, sep)
		if clean || g.C(0.35) {
			b.W(K(g.MaskCard()))
		} else {
			c := g.Card(g.S("visa", "mc", "amex", "mc", "visa"))
			b.W(P{"credit_card", g.S(c.digits, g.CardFmt(c))})
		}
		b.F(sep+"%s"+sep+"%s"+sep+"%s"+sep+"%s"+sep+"%s"+sep+"%s"+nl,
			K(l.date(g)), g.S("GRAINGER #"+g.D(4), "MCMASTER-CARR", "FASTENAL CO01", "AMZN Mktp US*"+g.Str(upperAN, 9), "FISHER SCI", "ULINE *SHIP", "DIGIKEY"), K(g.S("5085", "5200", "5047", "8071", "5169", "4215")),
			strings.ReplaceAll(fmt.Sprintf("%d.%02d", g.R(5, 4999), g.N(100)), ".", map[bool]string{true: ".", false: g.S(".", ",")}[sep == ","]), K(g.GLAcct()), K(g.CostCtr()))
	}
}

func tPcardEmail(g *G, b *B, clean bool) {
	l := g.Loc()
	p := g.Person(l)
	_, dom := g.Company(l)
	c := g.AnyCard()
	if l.id == "in" && g.C(0.5) {
		c = g.Card("rupay")
	} else if l.id == "tr" && g.C(0.5) {
		c = g.Card("troy")
	} else if l.id == "br" && g.C(0.5) {
		c = g.Card("elo")
	} else if l.id == "zh" && g.C(0.5) {
		c = g.Card("unionpay")
	} else if l.id == "ja" && g.C(0.5) {
		c = g.Card("jcb")
	}
	cardV := []any{K(g.MaskCard())}
	if !clean {
		cardV = []any{P{"credit_card", g.CardFmt(c)}}
		if g.C(0.4) {
			cardV = append(cardV, g.S(" exp ", " gültig bis ", " venc. ", " 有効期限 "), fmt.Sprintf("%02d/%02d", g.R(1, 12), g.R(26, 30)))
		}
	}
	tx := map[string]string{
		"de": "bitte die Firmenkreditkarte {C} für die Bestellung {PO} beim Lieferanten hinterlegen, Betrag {AMT}. ",
		"fr": "merci d'utiliser la carte achat {C} pour la commande {PO}, montant {AMT}. ",
		"it": "per l'ordine {PO} usate la carta aziendale {C}, importo {AMT}. ",
		"es": "cargad el pedido {PO} a la tarjeta corporativa {C}, importe {AMT}. ",
		"pl": "Proszę obciążyć kartę firmową {C} za zamówienie {PO}, kwota {AMT}. ",
		"cs": "Prosím strhněte objednávku {PO} z firemní karty {C}, částka {AMT}. ",
		"tr": "{PO} numaralı sipariş için şirket kartı {C} kullanılsın, tutar {AMT}. ",
		"zh": "订单{PO}请用公司采购卡{C}支付，金额{AMT}。",
		"ja": "発注{PO}の支払いは法人カード{C}でお願いします。金額{AMT}。",
		"ko": "발주 {PO} 건은 법인카드 {C}로 결제 부탁드립니다. 금액 {AMT}. ",
		"in": "please charge PO {PO} to corporate card {C}, amount {AMT}. ",
		"br": "favor debitar o pedido {PO} no cartão corporativo {C}, valor {AMT}. ",
		"mx": "favor de cargar la orden {PO} a la tarjeta corporativa {C}, monto {AMT}. ",
		"us": "please run PO {PO} on the P-card {C} for {AMT}. ",
		"gb": "could you put order {PO} through on the purchasing card {C}, total {AMT}. ",
		"nl": "graag bestelling {PO} afrekenen met de bedrijfscreditcard {C}, bedrag {AMT}. ",
	}[l.id]
	b.W(g.L(l.hello), "\n")
	b.T(tx, map[string]any{"C": cardV, "PO": K(g.SAPPO()), "AMT": K(l.money(g))})
	if !clean && g.C(0.4) {
		b.W(g.S("CVV ", "CVC: ", "Prüfziffer "), g.D(3), ". ")
	}
	b.W("\n", g.L(l.regards), "\n")
	b.W(g.Sig(l, p, "", dom, clean || g.C(0.5), "\n")...)
}

func tAmexStatement(g *G, b *B, clean bool) {
	l := LOCS[g.S("us", "gb", "mx", "in")]
	b.W(g.S("AMEX CORPORATE — BILLING STATEMENT DETAIL", "Global Dollar Statement (GL1025) fixed width", "Corporate card feed – unmatched lines"), "\n")
	b.W("ACCOUNT            TRANS-DATE  REF-NO            DESCRIPTION                AMOUNT\n")
	for i := 0; i < g.R(2, 5); i++ {
		var acct any
		if clean {
			acct = K("XXXX-XXXXXX-" + g.D(5))
		} else if g.C(0.75) {
			c := g.Card("amex")
			acct = P{"credit_card", grp(c.digits, "-", 4, 6, 5)}
		} else {
			acct = K("XXXX-XXXXXX-" + g.D(5))
		}
		b.W(acct, "  ", K(l.date(g)), "  ", K(g.S("1", "2")+g.D(14)), "   ", fmt.Sprintf("%-26s", g.S("MSC INDUSTRIAL", "THERMO FISHER SCI", "LUFTHANSA CARGO", "VWR INTERNATIONAL", "RS COMPONENTS")), " ", fmt.Sprintf("%10s", thou(int64(g.R(1, 99999)), ",")+"."+g.D(2)), "\n")
	}
}
