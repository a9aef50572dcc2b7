package main

import (
	"fmt"
	"strings"
)

func tJPFaxOrder(g *G, b *B, clean bool) {
	l := LOCS["ja"]
	co, dom := g.Company(l)
	p := g.Person(l)
	b.W("FAX送信票\n", "宛先：", co, " 御中\n")
	if !clean {
		b.W("FAX：", g.LandP(l), "\n")
	}
	b.W("注文番号：", K("PO-"+g.D(4)+"-"+g.D(4)), "　発行日：", K(l.date(g)), "\n")
	b.W("品番 ", K(g.PartNo()), "　数量 ", K(fmt.Sprintf("%s個", thou(int64(g.R(10, 50000)), ","))), "　単価 ", K(l.money(g)), "\n")
	b.W("納期：", K(l.date(g)), "　納入場所：", g.L(l.cities), "\n")
	b.W(l.contact, "：", p.Disp)
	if !clean {
		b.W("（", g.S("TEL ", "直通 ", ""), g.LandP(l))
		if g.C(0.4) {
			b.W(g.Ext(l))
		}
		b.W("）")
		if g.C(0.5) {
			b.W("\nE-mail：", Em(g.EmailP(p, dom)))
		}
	}
	if g.C(0.4) {
		lbl, v := g.TaxID(l)
		b.W("\n", lbl, "：", K(v))
	}
}

func tKRTaxInvoice(g *G, b *B, clean bool) {
	l := LOCS["ko"]
	co, dom := g.Company(l)
	p := g.Person(l)
	b.W("전자세금계산서 (공급자 보관용)\n승인번호: ", K(g.YMD8()+"-"+g.D(8)+"-"+g.D(8)), "\n")
	_, brn := g.TaxID(l)
	b.W("공급자 등록번호: ", K(brn), "  상호: ", co, "\n")
	_, brn2 := g.TaxID(l)
	b.W("공급받는자 등록번호: ", K(brn2), "\n")
	b.W("작성일자: ", K(l.date(g)), "  공급가액: ", K(l.money(g)), "  세액: ", K(l.money(g)), "\n")
	b.W("품목: ", g.S("알루미늄 다이캐스팅 하우징", "시약 (염산 35%)", "PE 필름 롤", "베어링 6205"), "  수량: ", K(fmt.Sprint(g.R(1, 9999))), "\n")
	if !clean {
		b.W(l.contact, ": ", p.Disp, "  ", g.L(l.telL), " ", g.PhoneP(l), "  ", g.L(l.mailL), " ", Em(g.S(g.EmailP(p, dom), g.FreeEmail(p, l))))
	}
}

func tINGstEinvoice(g *G, b *B, clean bool) {
	l := LOCS["in"]
	co, dom := g.Company(l)
	p := g.Person(l)
	_, gst := g.TaxID(l)
	_, gst2 := g.TaxID(l)
	b.W(g.S("IRP e-invoice JSON rejected with error 2150 (Duplicate IRN):", "E-invoice payload (schema 1.1):", "Kindly check below e-invoice JSON:"), "\n")
	b.W("{\"Version\":\"1.1\",\"TranDtls\":{\"TaxSch\":\"GST\",\"SupTyp\":\"B2B\"},\"DocDtls\":{\"Typ\":\"INV\",\"No\":\"", K(g.S("SGC/", "DFC/", "VP/")+fmt.Sprint(g.R(23, 26))+"-"+fmt.Sprint(g.R(24, 27))+"/"+g.D(4)), "\",\"Dt\":\"", K(l.date(g)), "\"},")
	b.W("\"SellerDtls\":{\"Gstin\":\"", K(gst), "\",\"LglNm\":\"", co, "\",\"Pin\":", K(g.S("411026", "400093", "560100", "390010")))
	if !clean {
		b.W(",\"Ph\":\"", Ph(g.DF(10, '6', '9')), "\",\"Em\":\"", Em(g.EmailP(p, dom)), "\"")
	}
	b.W("},\"BuyerDtls\":{\"Gstin\":\"", K(gst2), "\",\"Pos\":\"", g.S("27", "29", "24"), "\"},")
	b.W("\"ItemList\":[{\"HsnCd\":\"", K(g.S("84833000", "39269099", "28061000", "73181500")), "\",\"Qty\":", fmt.Sprint(g.R(1, 5000)), ",\"AssAmt\":", K(fmt.Sprintf("%d.%02d", g.R(1000, 999999), g.N(100))), "}],")
	b.W("\"AckNo\":", K("1120"+g.D(11)), ",\"Irn\":\"", K(g.Str(hexl, 64)), "\"}")
}

func tBRNfeXML(g *G, b *B, clean bool) {
	l := LOCS["br"]
	co, dom := g.Company(l)
	p := g.Person(l)
	chave := "35" + g.D(4) + strings.NewReplacer(".", "", "/", "", "-", "").Replace(g.CNPJ()) + "55001" + g.D(9) + "1" + g.D(8)
	chave = chave + string(byte('0'+g.N(10)))
	b.W(g.S("NF-e rejeitada pela SEFAZ (Rejeição 225: Falha no Schema XML):", "XML da NF-e de entrada, o MIRO não encontra o pedido:", "Trecho do XML:"), "\n")
	b.W("<infNFe Id=\"NFe", K(chave), "\" versao=\"4.00\">\n<emit><CNPJ>", K(g.D(14)), "</CNPJ><xNome>", co, "</xNome>\n<enderEmit><xLgr>", g.L(l.streets), "</xLgr><CEP>", K(g.D(8)), "</CEP>")
	if !clean {
		ph := g.S("11", "19", "47") + g.DF(8, '2', '5')
		if g.C(0.4) {
			ph = g.S("11", "21") + "9" + g.DF(8, '6', '9')
		}
		b.W("<fone>", Ph(ph), "</fone>")
	}
	b.W("</enderEmit></emit>\n<det nItem=\"1\"><prod><cProd>", K(g.PartNo()), "</cProd><cEAN>", K(g.GTIN13("br")), "</cEAN><NCM>", K(g.S("84833090", "39269090", "28061020", "73181500")), "</NCM><CFOP>", g.S("5101", "6101", "5102"), "</CFOP><xPed>", K(g.SAPPO()), "</xPed></prod></det>\n")
	if !clean {
		b.W("<infAdic><infCpl>Duvidas: ", Em(g.S(g.RoleEmail(l, dom), g.EmailP(p, dom))), "</infCpl></infAdic>\n")
	}
	b.W("</infNFe>")
}

func tMXCfdi(g *G, b *B, clean bool) {
	l := LOCS["mx"]
	co, dom := g.Company(l)
	p := g.Person(l)
	_, rfc := g.TaxID(l)
	_, rfc2 := g.TaxID(l)
	b.W(g.S("El CFDI no pasa la validación del portal de proveedores:", "CFDI 4.0 recibido, ¿por qué no empata con la OC?", ""), "\n")
	b.W("<cfdi:Comprobante Version=\"4.0\" Serie=\"A\" Folio=\"", K(g.D(5)), "\" Fecha=\"", K(g.TS()[:19]), "\" SubTotal=\"", K(fmt.Sprintf("%d.%02d", g.R(1000, 999999), g.N(100))), "\" Moneda=\"MXN\">\n")
	b.W("<cfdi:Emisor Rfc=\"", K(rfc), "\" Nombre=\"", strings.ToUpper(co), "\" RegimenFiscal=\"601\"/>\n<cfdi:Receptor Rfc=\"", K(rfc2), "\" UsoCFDI=\"G01\" DomicilioFiscalReceptor=\"", K(g.D(5)), "\"/>\n")
	b.W("<cfdi:Concepto ClaveProdServ=\"", K(g.D(8)), "\" NoIdentificacion=\"", K(g.PartNo()), "\" Cantidad=\"", fmt.Sprint(g.R(1, 999)), "\"/>\n")
	b.W("<tfd:TimbreFiscalDigital UUID=\"", K(strings.ToUpper(g.UUID())), "\"/>\n")
	if !clean {
		b.W("<cfdi:Addenda><Contacto correo=\"", Em(g.EmailP(p, dom)), "\" telefono=\"", g.LandP(l), "\" ordenCompra=\"", K(g.SAPPO()), "\"/></cfdi:Addenda>\n")
	}
	b.W("</cfdi:Comprobante>")
}

func tCNFapiao(g *G, b *B, clean bool) {
	l := LOCS["zh"]
	co, dom := g.Company(l)
	p := g.Person(l)
	_, tax := g.TaxID(l)
	b.W(g.S("请按以下开票信息开具增值税专用发票：", "开票资料（请核对）：", "供应商发来的开票信息，财务说地址电话格式不对："), "\n")
	b.W("名称：", co, "\n纳税人识别号：", K(tax), "\n")
	if !clean {
		b.W("地址、电话：", g.L(l.cities), g.L(l.streets), " ", g.LandP(l), "\n")
	} else {
		b.W("地址：", g.L(l.cities), g.L(l.streets), "\n")
	}
	b.W("开户行及账号：", g.S("中国工商银行苏州工业园区支行", "招商银行上海张江支行", "中国银行宁波分行"), " ", "账号见合同附件", "\n")
	b.W("订单号：", K(g.S("", "PO")+"2024"+g.D(9)), "  金额：", K(l.money(g)), "  税率：13%\n")
	if !clean {
		b.W(l.contact, "：", p.Disp, " ", g.L(l.mobL), g.MobP(l))
		if g.C(0.5) {
			b.W(" ", g.L(l.mailL), Em(g.S(g.EmailP(p, dom), g.FreeEmail(p, l))))
		}
	}
}

func tTREIrsaliye(g *G, b *B, clean bool) {
	l := LOCS["tr"]
	co, dom := g.Company(l)
	p := g.Person(l)
	_, vkn := g.TaxID(l)
	b.W("e-İrsaliye ", K(g.S("IRS", "EIR")+fmt.Sprint(g.R(2023, 2026))+g.D(9)), "\nGönderici: ", co, " VKN: ", K(vkn), "\n")
	b.W("ETTN: ", K(g.UUID()), "\nSevk tarihi: ", K(l.date(g)), " ", fmt.Sprintf("%02d:%02d", g.N(24), g.N(60)), "\n")
	b.W("Plaka: ", g.S("34 ABC 123", "16 TR 4471", "35 KLM 902"), "  Dorse: ", g.S("34 DR 118", "16 ZZ 07"), "\n")
	if !clean {
		b.W("Şoför: ", p.Disp, " ", g.L(l.mobL), " ", g.MobP(l), "\n")
		if g.C(0.5) {
			b.W(l.contact, ": ", Em(g.EmailP(g.Person(l), dom)), "\n")
		}
	} else {
		b.W("Şoför TCKN: (gizli)\n")
	}
	b.W("Mal: ", g.S("Alüminyum profil", "Polipropilen granül", "Döküm parça"), " ", K(g.Qty()), " GTIP ", K(g.S("7604.29.10", "3902.10.00", "7325.99.10")))
}

func tPLFaktura(g *G, b *B, clean bool) {
	l := LOCS["pl"]
	co, dom := g.Company(l)
	p := g.Person(l)
	nipRaw := g.DN(10)
	b.W("Faktura VAT nr ", K("FV/"+g.D(4)+"/"+fmt.Sprint(g.R(1, 12))+"/"+fmt.Sprint(g.R(2023, 2026))), "\nSprzedawca: ", co, "\nNIP: ", K(nipRaw[:3]+"-"+nipRaw[3:6]+"-"+nipRaw[6:8]+"-"+nipRaw[8:]), "  REGON: ", K(g.DN(9)), "\n")
	b.W("Data wystawienia: ", K(l.date(g)), "  Termin płatności: ", K(l.date(g)), "\n")
	b.W("Nr rachunku: ", g.S("wg umowy ramowej", "jak w KSeF"), "  KSeF: ", K(nipRaw+"-"+g.YMD8()+"-"+g.Str(hexu, 12)+"-"+g.Str(hexu, 2)), "\n")
	b.W("Razem brutto: ", K(l.money(g)), "\n")
	if !clean {
		b.W("Wystawił(a): ", p.Disp, ", ", g.L(l.telL), " ", g.PhoneExt(l, 0.3), g.S(", ", "\n"), g.L(l.mailL), " ", Em(g.S(g.EmailP(p, dom), g.RoleEmail(l, dom))))
	}
}

func tCZObjednavka(g *G, b *B, clean bool) {
	l := LOCS["cs"]
	co, dom := g.Company(l)
	p := g.Person(l)
	ico := g.DN(8)
	b.W("Objednávka č. ", K("OBJ-"+fmt.Sprint(g.R(2023, 2026))+"-"+g.D(5)), "\nOdběratel: ", co, ", IČO ", K(ico), ", DIČ ", K("CZ"+ico), "\n")
	b.W("Položka: ", g.S("ložisko 6205-2RS", "těsnění 25x3 FKM", "šroub M8x30 8.8"), ", množství ", K(g.Qty()), ", cena ", K(l.money(g)), "\n")
	b.W("Termín dodání: ", K(l.date(g)), ", místo: ", g.L(l.streets), ", ", K(g.L(l.cities)), "\n")
	if !clean {
		b.W("Vyřizuje: ", p.Disp, ", ", g.L(l.mobL), " ", g.MobP(l), ", ", Em(g.EmailP(p, dom)))
	} else {
		b.W("Vyřizuje: ", p.Disp)
	}
}
