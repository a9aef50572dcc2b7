package main

import (
	"fmt"
	"strings"
)

var S = fmt.Sprintf

func one(fs ...func() string) string { return fs[r.IntN(len(fs))]() }

func (b *B) ph() phr { return phrases[b.L.code] }

func (b *B) orderID() string { return b.K(b.L.orderID()) }
func (b *B) track() (string, string) {
	c, t := b.L.carrier()
	return c, b.K(t)
}
func (b *B) price(c int) string { return b.K(b.L.price(c)) }

var templates = []tmpl{
	{"order_confirm", tOrderConfirm, true, true, 4},
	{"shipping_notice", tShipNotice, true, true, 4},
	{"buyer_msg", tBuyerMsg, true, true, 4},
	{"seller_reply", tSellerReply, true, true, 2},
	{"review_leak", tReviewLeak, false, true, 3},
	{"review_clean", tReviewClean, true, false, 2},
	{"rma_request", tRMA, true, true, 3},
	{"shipping_label", tShipLabel, true, true, 3},
	{"cn22", tCN22, true, true, 2},
	{"cn23", tCN23, true, true, 2},
	{"commercial_invoice", tCommInvoice, true, true, 2},
	{"invoice_vat", tInvoiceVAT, true, true, 3},
	{"invoice_gst_in", tInvoiceGST, true, true, 1},
	{"w9_form", tW9, true, true, 2},
	{"w8ben_itin", tW8, true, true, 1},
	{"seller_onboarding", tOnboarding, true, true, 3},
	{"seller_kyc_chat", tKYCChat, true, true, 2},
	{"product_listing", tListing, true, false, 3},
	{"flat_file", tFlatFile, true, false, 2},
	{"listing_qa", tListingQA, true, true, 2},
	{"shopify_webhook", tShopifyWebhook, true, true, 3},
	{"woo_webhook", tWooWebhook, true, true, 2},
	{"stripe_event", tStripeEvent, true, true, 2},
	{"paypal_ipn", tPaypalIPN, true, true, 1},
	{"csv_orders", tCSVOrders, true, true, 3},
	{"env_config", tEnvConfig, true, true, 2},
	{"curl_call", tCurl, true, true, 2},
	{"http_log", tHTTPLog, true, true, 2},
	{"sp_api_log", tSPAPI, true, true, 1},
	{"ebay_trading_xml", tEbayXML, true, true, 1},
	{"jwt_session", tJWTSession, true, true, 2},
	{"kb_query_order", tKBOrder, true, true, 4},
	{"kb_query_policy", tKBPolicy, true, false, 3},
	{"chargeback", tChargeback, true, true, 2},
	{"phone_order_note", tPhoneOrder, true, true, 2},
	{"coupon_promo", tCoupon, true, false, 2},
	{"tracking_query", tTrackingQuery, true, true, 3},
	{"payout_report", tPayout, true, false, 2},
	{"whatsapp_chat", tWhatsApp, true, true, 2},
	{"email_thread", tEmailThread, true, true, 2},
	{"ebay_item_msg", tEbayMsg, true, true, 2},
	{"price_table", tPriceTable, true, false, 2},
	{"spec_sheet", tSpecSheet, true, false, 2},
	{"driver_sms", tDriverSMS, true, true, 2},
	{"address_change", tAddressChange, true, true, 2},
	{"wholesale_sig", tWholesale, true, true, 2},
	{"case_log", tCaseLog, true, true, 2},
	{"sql_export", tSQL, true, true, 1},
	{"gift_note", tGift, true, false, 1},
	{"inventory_alert", tInventory, true, false, 1},
	{"mixed_lang_msg", tMixed, true, true, 2},
	{"customs_hold", tCustomsHold, true, true, 2},
}

// ---------------------------------------------------------------

func tOrderConfirm(b *B) string {
	p := b.ph()
	per := b.L.person()
	pr := newProduct(b.L)
	qty := rng(1, 3)
	oid := b.orderID()
	addr, _ := b.L.addr()
	var sb strings.Builder
	sb.WriteString(p.ocSubj + " — " + p.orderNo + " " + oid + "\n\n")
	sb.WriteString(S(p.hi, per.disp) + "\n" + p.thanks + "\n\n")
	sb.WriteString(S("%s:\n  %s  (SKU: %s)  x%d  %s\n", p.items, pr.name, b.K(pr.sku), qty, b.price(pr.cents*qty)))
	if chance(0.4) {
		sb.WriteString(S("  %s  EAN %s\n", pr.model, b.K(pr.gtin)))
	}
	sb.WriteString(S("%s: %s\n\n", p.total, b.L.price(pr.cents*qty+rng(0, 999))))
	sb.WriteString(S("%s:\n%s\n%s\n", p.shipTo, per.disp, addr))
	if chance(0.85) {
		sb.WriteString(S("%s %s\n", b.plabel(), b.phone()))
	}
	sb.WriteString("\n" + S(p.willEmail, b.emailP(per)))
	return sb.String()
}

func tShipNotice(b *B) string {
	p := b.ph()
	car, trk := b.track()
	oid := b.orderID()
	var sb strings.Builder
	sb.WriteString(p.shipSubj + "\n" + p.shipBody + "\n\n")
	sb.WriteString(S("%s %s\n%s (%s): %s\n%s: %s\n", p.orderNo, oid, p.tracking, car, trk, p.eta, b.K(b.L.date())))
	if chance(0.5) {
		sb.WriteString(S("https://track.%s.com/?tn=%s\n", strings.ToLower(strings.ReplaceAll(car, " ", "")), trk))
	}
	sb.WriteString("\n")
	if chance(0.7) {
		sb.WriteString(S(p.questions, b.phoneL(b.L)))
	} else {
		sb.WriteString(S(p.questions, pick("+1-888-", "0800 ", "0 800 ")+"***"))
		if !b.clean {
			sb.WriteString(" " + b.bizEmail())
		}
	}
	return sb.String()
}

func tBuyerMsg(b *B) string {
	p := b.ph()
	per := b.L.person()
	oid := b.orderID()
	_, trk := b.track()
	var sb strings.Builder
	if chance(0.3) {
		sb.WriteString(pick("Re: ", "RE: ", "AW: ", "Fwd: ") + p.orderNo + " " + oid + "\n\n")
	}
	sb.WriteString(S(p.bmOpen, oid, b.K(b.L.date())) + " ")
	sb.WriteString(S(p.bmLate, trk) + "\n")
	sb.WriteString(S(p.bmContact, b.phone(), b.emailP(per)) + "\n")
	sb.WriteString(p.bmBye + "\n" + per.disp)
	return sb.String()
}

func tSellerReply(b *B) string {
	per := b.L.person()
	oid := b.orderID()
	shop := pick("Holzwerk Baumann", "Brightlane Home", "Loja Verde", "Maison Lune", "Velvet Case Co.", "Kawa Palarnia", "Anadolu Kilim", "Ghar Decor")
	var sb strings.Builder
	sb.WriteString(S("Hi %s,\n\nSorry about the delay on order %s. ", per.disp, oid))
	switch r.IntN(3) {
	case 0:
		_, trk := b.track()
		sb.WriteString(S("I've re-shipped it today, new tracking %s. A refund of %s for shipping has been issued.\n", trk, b.price(rng(399, 1299))))
	case 1:
		sb.WriteString(S("We can replace it or refund %s — your choice. Please keep the original box (RMA %s).\n", b.price(rng(999, 9999)), b.K("RMA-"+rd(6))))
	default:
		sb.WriteString(S("The item (SKU %s) is back in stock on %s, we'll ship it then.\n", b.K(sku()), b.K(dateISO())))
	}
	sb.WriteString(S("\nIf it's easier, WhatsApp me: %s\n\n%s\n%s | %s", b.phone(), pick("Best,", "Kind regards,", "Cheers,"), shop, b.bizEmail()))
	return sb.String()
}

func tReviewLeak(b *B) string {
	p := b.ph()
	per := b.L.person()
	stars := pick("★★★★★", "★★★★☆", "5.0 out of 5 stars", "⭐⭐⭐⭐⭐", "4/5")
	var sb strings.Builder
	sb.WriteString(S("%s %s\n", stars, pick("Verified Purchase", "Achat vérifié", "Verifizierter Kauf", "Compra verificada", "認証済みの購入", "已验证购买", "구매 인증")))
	sb.WriteString(p.rvGood + " ")
	if chance(0.3) {
		sb.WriteString(S("(%s, %s) ", b.K(pl(modelNums)), b.K(b.L.price(rng(999, 19999)))))
	} else {
		sb.WriteString(S("Reviewed on %s. ", b.K(b.L.date())))
	}
	sb.WriteString(p.rvLeak + " ")
	e := b.L.email(per)
	switch r.IntN(7) {
	case 0:
		sb.WriteString(S("%s %s", pick("WhatsApp", "whatsapp:", "wa", "watsap"), b.phone()))
	case 1:
		sb.WriteString(b.P("email", e))
	case 2:
		at := strings.Index(e, "@")
		v := e[:at] + pick(" (at) ", "(at)", " [at] ", "[@]") + e[at+1:]
		sb.WriteString(b.P("email", v))
	case 3:
		at := strings.Index(e, "@")
		dom := e[at+1:]
		v := e[:at] + " at " + strings.ReplaceAll(dom, ".", " dot ")
		sb.WriteString(b.P("email", v))
	case 4:
		sb.WriteString(S("%s / %s", b.phone(), b.P("email", e)))
	case 5:
		sb.WriteString(S("%s %s 😊", pick("call", "text", "sms", "tel"), b.phone()))
	default:
		sb.WriteString(S("%s!!! %s", pick("Contact", "Kontakt", "contacto", "联系"), b.phone()))
	}
	return sb.String()
}

func tReviewClean(b *B) string {
	pr := newProduct(b.L)
	return one(
		func() string {
			return S("★★★★☆ Bought the %s (%s) for %s. Battery lasts ~%d h, charges in %d min via USB-C. Order %s arrived on %s, box a bit dented. Size: %s.", b.K(pr.model), pr.name, b.K(b.L.price(pr.cents)), rng(18, 40), rng(45, 150), b.K(b.L.orderID()), b.K(b.L.date()), pr.dims)
		},
		func() string {
			return S("3 stars. Ordered size %d, runs small — exchanged for %d (exchange #%s). Second pair fine. Paid %s incl. %s shipping.", rng(38, 44), rng(39, 45), b.K("EX-"+rd(7)), b.K(b.L.price(pr.cents)), b.L.price(rng(0, 999)))
		},
		func() string {
			return S("Works with firmware %s. Model no. %s, S/N starts with %s. Weighs %s, exactly as listed (%s).", b.K(S("v%d.%d.%d", rng(1, 4), rng(0, 12), rng(0, 30))), b.K(pr.model), rs(2, upper)+rd(4), weight(pr.kg, b.L), b.K(pr.dims))
		},
		func() string {
			return S("Update %s: seller replaced the unit under RMA %s within 48h. Original order %s, GTIN %s. Still 5 stars.", b.K(b.L.date()), b.K("RMA"+rd(8)), b.K(b.L.orderID()), b.K(pr.gtin))
		},
	)
}

func tRMA(b *B) string {
	per := b.L.person()
	pr := newProduct(b.L)
	rma := b.K(pick("RMA-", "RMA#", "R", "RET-") + S("%d%02d%02d-%04d", dateY()-2000, rng(1, 12), rng(1, 28), rng(1, 9999)))
	sn := b.K(pick("SN", "S/N ", "") + rs(3, upper) + rd(8))
	var sb strings.Builder
	sb.WriteString(pick("RETURN REQUEST", "Return / RMA form", "Rücksendeformular", "Demande de retour", "Solicitud de devolución") + "\n")
	sb.WriteString(S("RMA number: %s\nOrder: %s\nProduct: %s (%s)\nSerial: %s\n", rma, b.orderID(), pr.name, pr.model, sn))
	sb.WriteString(S("Reason: %s\n", pick("Defective — won't power on", "Wrong size", "Arrived damaged, photos attached", "Not as described", "Changed my mind")))
	sb.WriteString(S("Refund to: %s\n", pick("original payment method", "store credit", "bank transfer")))
	sb.WriteString(S("Customer: %s\n%s %s\nEmail: %s\n", per.disp, pick("Phone:", "Contact phone:", "Tel:", "Best number to reach:"), b.phone(), b.emailP(per)))
	if chance(0.5) {
		sb.WriteString(S("Return label: %s, drop-off by %s", b.K(upsTrk()), b.K(b.L.date())))
	}
	return sb.String()
}

func tShipLabel(b *B) string {
	per := b.L.person()
	addr, pc := b.L.addr()
	car, trk := b.track()
	var sb strings.Builder
	sb.WriteString(S("%s  %s\n", strings.ToUpper(car), pick("GROUND", "EXPRESS", "PRIORITY", "PAKET", "STANDARD", "ECONOMY")))
	sb.WriteString(S("SHIP FROM: %s\n", pick("ACME FULFILLMENT, 4100 Commerce Way, Reno NV 89502", "Lager Nord, Industriestr. 12, 28219 Bremen", "Shenzhen LED Tech Co., Bao'an District, Shenzhen 518101")))
	sb.WriteString(S("SHIP TO:\n%s\n%s\n", strings.ToUpper(per.disp), addr))
	b.K(pc)
	switch r.IntN(3) {
	case 0:
		sb.WriteString(S("TEL: %s\n", b.phone()))
	case 1:
		sb.WriteString(S("%s\n", b.phone()))
	default:
		sb.WriteString(S("Ph %s\n", b.phone()))
	}
	sb.WriteString(S("WT: %s   DIMS: %s\n", b.K(weight(float64(rng(3, 300))/10, b.L)), pick("12x10x6 IN", "40x30x20 cm", "30 x 22 x 10")))
	sb.WriteString(S("TRACKING #: %s\nREF 1: %s\nBILLING: P/P\n1 OF 1", trk, b.orderID()))
	return sb.String()
}

func tCN22(b *B) string {
	pr := newProduct(b.L)
	per := b.L.person()
	var sb strings.Builder
	sb.WriteString("CUSTOMS DECLARATION  CN 22\nDesignated operator: " + pick("Royal Mail", "Deutsche Post", "La Poste", "China Post", "Correios", "PostNL", "Poczta Polska") + "\n")
	sb.WriteString(pick("[ ] Gift  [X] Commercial sample  [ ] Documents  [ ] Other", "[X] Sale of goods  [ ] Returned goods  [ ] Gift", "Gift ☐  Documents ☐  Sale of goods ☒") + "\n")
	sb.WriteString("Quantity and detailed description of contents | Weight (kg) | Value | HS tariff number | Country of origin\n")
	sb.WriteString(S("%d x %s | %s | %s | %s | %s\n", rng(1, 4), pr.name, b.K(S("%.3f", pr.kg)), b.K(pick("USD ", "EUR ", "GBP ")+S("%d.%02d", pr.cents/100, pr.cents%100)), b.K(pr.hs), pick("CN", "DE", "GB", "TR", "IN", "PL")))
	sb.WriteString(S("Total gross weight: %.3f kg   Total value: see above\n", pr.kg+0.12))
	sb.WriteString(S("Sender: %s, %s %s\n", per.disp, pick("Tel", "Phone", "Tel."), b.phone()))
	sb.WriteString(S("Date and sender's signature: %s", b.K(dateISO())))
	return sb.String()
}

func tCN23(b *B) string {
	per := b.L.person()
	p1, p2 := newProduct(b.L), newProduct(b.L)
	var sb strings.Builder
	sb.WriteString("CN 23 — DÉCLARATION EN DOUANE / CUSTOMS DECLARATION\n")
	sb.WriteString(S("No. of item (barcode, if any): %s\n", b.K(s10(pick("CP", "CY", "EE"), pick("DE", "GB", "FR", "CN")))))
	sb.WriteString(S("Importer's reference (tax code/VAT no./importer code): %s\n", b.K(vat(b.L))))
	sb.WriteString(S("Importer's telephone/fax/e-mail: %s / %s\n", b.phone(), b.emailP(per)))
	sb.WriteString("Detailed description | Qty | Net weight | Value | HS | Origin\n")
	for _, p := range []product{p1, p2} {
		sb.WriteString(S("%s | %d | %.2f kg | %s | %s | %s\n", p.name, rng(1, 6), p.kg, b.K(b.L.price(p.cents)), b.K(p.hs), pick("CN", "TR", "VN", "IN")))
	}
	sb.WriteString(S("Postal charges/Fees: %s\nCategory of item: Sale of goods\nLicence No.: — Certificate No.: — Invoice No.: %s", b.L.price(rng(500, 4500)), b.K("INV-"+rd(6))))
	return sb.String()
}

func tCommInvoice(b *B) string {
	per := b.L.person()
	pr := newProduct(b.L)
	eori := b.K(pick("GB", "DE", "FR", "NL") + rd(12))
	ioss := b.K("IM" + pick("2760", "2500", "5280", "3720") + rd(6))
	var sb strings.Builder
	sb.WriteString(S("COMMERCIAL INVOICE  No. %s   Date: %s\n", b.K("CI-"+rd(5)), dateISO()))
	sb.WriteString(S("Exporter EORI: %s   IOSS: %s   Incoterms: %s\n", eori, ioss, pick("DAP", "DDP", "EXW", "FCA")))
	sb.WriteString(S("Consignee: %s\nContact: %s  %s\n", per.disp, b.phone(), b.emailP(per)))
	sb.WriteString(S("Line 1: %s, HS %s, qty %d, unit %s, total %s\n", pr.name, b.K(pr.hs), rng(2, 50), b.L.price(pr.cents), b.K(b.L.price(pr.cents*rng(2, 9)))))
	sb.WriteString(S("Gross weight %s, %s. Reason for export: sale.", weight(pr.kg, b.L), pr.dims))
	return sb.String()
}

func tInvoiceVAT(b *B) string {
	per := b.L.person()
	pr := newProduct(b.L)
	net := pr.cents * rng(1, 4)
	inv := b.K(pick("RE-", "FA-", "F", "INV/", "FV/") + S("%d/", dateY()) + rd(5))
	var sb strings.Builder
	sb.WriteString(pick("RECHNUNG", "FACTURE", "FACTURA", "FATTURA", "FACTUUR", "FAKTURA VAT", "INVOICE") + " " + inv + "\n")
	sb.WriteString(S("Verkäufer/Seller: %s, %s %s\n", pick("Holzwerk Baumann GmbH", "Maison Lune SAS", "Ceramica Sol S.L.", "Bottega Rossi S.r.l.", "Kawa Palarnia Sp. z o.o.", "Fietsonderdelen B.V."), vatLabel(b.L), b.K(vat(b.L))))
	sb.WriteString(S("Käufer/Buyer: %s", per.disp))
	if chance(0.5) {
		sb.WriteString(S(", %s %s", vatLabel(b.L), b.K(vat(b.L))))
	}
	sb.WriteString("\n")
	sb.WriteString(S("Pos 1  %s  %s  netto %s\n", b.K(pr.sku), pr.name, b.K(b.L.price(net))))
	sb.WriteString(S("MwSt/VAT %d%%: %s   Gesamt/Total: %s\n", pick(19, 20, 21, 22, 23, 7), b.L.price(net/5), b.L.price(net+net/5)))
	sb.WriteString(S("IBAN %s  BIC %s\n", pick("DE89 3704 0044 0532 0130 00", "FR76 3000 6000 0112 3456 7890 189", "ES91 2100 0418 4502 0005 1332", "IT60 X054 2811 1010 0000 0123 456", "NL91 ABNA 0417 1643 00"), pick("COBADEFFXXX", "BNPAFRPP", "CAIXESBBXXX")))
	q := map[string]string{"de": "Fragen zur Rechnung:", "fr": "Questions sur cette facture :", "es": "Dudas sobre la factura:", "it": "Per domande sulla fattura:", "nl": "Vragen over deze factuur?", "pl": "Pytania dotyczące faktury:", "en-GB": "Queries regarding this invoice:", "en-US": "Billing questions:", "tr": "Fatura ile ilgili sorular:", "pt-BR": "Dúvidas sobre a nota:", "es-MX": "Dudas sobre tu factura:", "ja": "請求書に関するお問い合わせ：", "zh": "发票问题请联系：", "ko": "세금계산서 문의:", "ar": "للاستفسار عن الفاتورة:", "hi": "Invoice queries:"}[b.L.code]
	sb.WriteString(S("%s %s, %s", q, b.phone(), b.bizEmail()))
	return sb.String()
}

func tInvoiceGST(b *B) string {
	b.L = L("hi")
	per := b.L.person()
	pr := newProduct(b.L)
	var sb strings.Builder
	sb.WriteString(S("TAX INVOICE  #%s   Order ID: %s\n", b.K("GJ-"+rd(4)+"/24-25/"+rd(5)), b.orderID()))
	sb.WriteString(S("Sold by: Ghar Decor Pvt Ltd, GSTIN: %s, PAN %s\n", b.K(vat(b.L)), rs(5, upper)+rd(4)+rs(1, upper)))
	sb.WriteString(S("Billing: %s, Mob %s\n", per.disp, b.phone()))
	sb.WriteString(S("HSN %s | %s | Qty 1 | Taxable %s | CGST 9%% %s | SGST 9%% %s\n", b.K(pick("9403", "6302", "8517", "4202", "9405")), pr.name, b.K(b.L.price(pr.cents)), b.L.price(pr.cents*9/100), b.L.price(pr.cents*9/100)))
	sb.WriteString(S("Grand Total: %s (Rupees in words...)\nEmail: %s", b.L.price(pr.cents*118/100), b.emailP(per)))
	return sb.String()
}

func tW9(b *B) string {
	b.L = L("en-US")
	per := b.L.person()
	addr, _ := b.L.addr()
	var sb strings.Builder
	sb.WriteString(pick("Form W-9 (Rev. March 2024)", "W-9 — Request for Taxpayer Identification Number and Certification", "Seller tax interview — W-9 summary") + "\n")
	sb.WriteString(S("1 Name: %s\n2 Business name: %s\n3a Federal tax classification: %s\n", per.disp, pick("", per.disp+" Crafts", "Lone Star Vintage LLC"), pick("Individual/sole proprietor", "Single-member LLC")))
	sb.WriteString(S("5 Address: %s\n", strings.ReplaceAll(addr, "\n", ", ")))
	if chance(0.75) {
		if !b.clean && chance(0.35) {
			a, g, sr := ssnParts()
			var v string
			if chance(0.5) {
				v = strings.Join(strings.Split(a+g+sr, ""), " ")
			} else {
				v = a + "–" + g + "–" + sr
			}
			sb.WriteString(S("Part I  Taxpayer Identification Number (TIN)\nSocial security number\n%s\n", b.P("ssn", v)))
		} else {
			sb.WriteString(S("Part I  Taxpayer Identification Number (TIN)\nSocial security number: %s\n", b.ssn()))
		}
		if chance(0.3) {
			sb.WriteString("or Employer identification number: —\n")
		}
	} else {
		sb.WriteString(S("Part I TIN — SSN: %s   EIN: %s\n", b.ssn(), b.K(S("%02d-%07d", rng(10, 88), r.IntN(10000000)))))
	}
	sb.WriteString(S("Account number(s): seller id %s\nSigned %s  Phone %s  Email %s", b.K("A"+rs(12, upNum)), b.K(b.L.date()), b.phone(), b.emailP(per)))
	return sb.String()
}

func tW8(b *B) string {
	per := b.L.person()
	var sb strings.Builder
	sb.WriteString("Form W-8BEN — Certificate of Foreign Status of Beneficial Owner\n")
	sb.WriteString(S("1 Name of individual: %s\n2 Country of citizenship: %s\n", per.disp, pick("Mexico", "Brazil", "India", "Germany", "Türkiye", "Japan")))
	sb.WriteString(S("5 U.S. taxpayer identification number (SSN or ITIN), if required: %s\n", b.itin()))
	sb.WriteString(S("6a Foreign tax identifying number: %s\n", b.K(pick("RFC ", "CPF ", "PAN ", "Steuer-ID ")+rs(4, upper)+rd(6))))
	sb.WriteString(S("8 Date of birth (MM-DD-YYYY): %02d-%02d-19%d\n", rng(1, 12), rng(1, 28), rng(60, 99)))
	sb.WriteString(S("Treaty article %s, rate %s%%. Contact for questions: %s, %s", b.K(pick("Article 12", "Art. 7(1)", "Article 12(2)")), b.K(pick("0", "10", "15")), b.phone(), b.emailP(per)))
	return sb.String()
}

func tOnboarding(b *B) string {
	per := b.L.person()
	var sb strings.Builder
	sb.WriteString(S("%s\n", pick("Seller Registration — Step 3 of 5", "Become a seller: business details", "Verkäuferkonto: Unternehmensangaben", "Cadastro de vendedor", "Inscription vendeur", "セラー登録 — 事業者情報")))
	sb.WriteString(S("Store name: %s\nLegal entity: %s\n", pick("Loja Verde", "Holzwerk Baumann", "Tokyo Gadget", "Brightlane Home", "Anadolu Kilim"), pick("Sole trader", "GmbH", "LTDA", "LLC", "株式会社")))
	sb.WriteString(S("%s %s\n", vatLabel(b.L), b.K(vat(b.L))))
	sb.WriteString(S("Primary contact: %s\nMobile (for 2FA): %s\n", per.disp, b.phone()))
	if chance(0.5) {
		sb.WriteString(S("Customer service phone: %s\n", b.phone()))
	}
	sb.WriteString(S("Contact email: %s\n", b.emailP(per)))
	if b.L.code == "en-US" || chance(0.15) {
		sb.WriteString(S("Tax ID (SSN/EIN): %s\n", b.ssn()))
	}
	if chance(0.35) {
		c, br := b.card()
		sb.WriteString(S("Card for seller fees (%s): %s  exp %02d/%d\n", br, c, rng(1, 12), rng(26, 30)))
	}
	sb.WriteString(S("Expected monthly GMV: %s   Categories: %s\nApplication ID: %s", b.K(b.L.price(rng(100000, 5000000))), pick("Home & Kitchen", "Electronics", "Fashion"), b.K("APP-"+rs(10, upNum))))
	return sb.String()
}

func tKYCChat(b *B) string {
	b.L = pick(L("en-US"), L("en-US"), L("es-MX"))
	per := b.L.person()
	var sb strings.Builder
	sb.WriteString(S("[%02d:%02d] Agent (Seller Support): To finish identity verification for store %s I need the TIN on file.\n", rng(8, 20), rng(0, 59), b.K("S-"+rd(8))))
	if chance(0.5) {
		sb.WriteString(S("[%02d:%02d] %s: ok its %s\n", rng(8, 20), rng(0, 59), per.disp, b.ssn()))
	} else {
		sb.WriteString(S("[%02d:%02d] %s: I only have an ITIN: %s — is that fine?\n", rng(8, 20), rng(0, 59), per.disp, b.itin()))
	}
	sb.WriteString(S("[%02d:%02d] Agent: Thanks. Also the payout was held (%s, case %s). ", rng(8, 20), rng(0, 59), b.K(b.L.price(rng(10000, 900000))), b.K(rd(11))))
	if chance(0.5) {
		c, _ := b.card()
		sb.WriteString(S("Can you confirm the card on the account?\n[%02d:%02d] %s: %s", rng(8, 20), rng(0, 59), per.disp, c))
	} else {
		sb.WriteString(S("Best callback number?\n[%02d:%02d] %s: %s", rng(8, 20), rng(0, 59), per.disp, b.phone()))
	}
	return sb.String()
}

func tListing(b *B) string {
	pr := newProduct(b.L)
	var sb strings.Builder
	sb.WriteString(S("%s — %s\n", pr.name, b.K(pr.model)))
	sb.WriteString(S("Price: %s (was %s)  |  ASIN: %s  |  %s: %s\n", b.K(b.L.price(pr.cents)), b.L.price(pr.cents*13/10), b.K(asin()), pick("EAN", "GTIN", "UPC", "EAN-13"), b.K(pr.gtin)))
	sb.WriteString(S("• Dimensions: %s; weight %s\n", b.K(pr.dims), weight(pr.kg, b.L)))
	sb.WriteString(S("• Model number %s, part no. %s\n", pr.model, b.K(rs(2, upper)+rd(3)+"-"+rd(4)+"-"+rd(3))))
	sb.WriteString(S("• Battery %d mAh, charging %dW, Bluetooth 5.%d, range %d m\n", rng(1000, 5000), pick(18, 20, 25, 45, 65), rng(0, 3), rng(10, 30)))
	if chance(0.5) {
		sb.WriteString(S("• SKU %s-%s-%s\n", rd(3), rd(3), rd(4)))
	}
	sb.WriteString(S("Ships in %d–%d business days. Item #%s", rng(1, 3), rng(4, 7), b.K(safeNum(12))))
	return sb.String()
}

func tFlatFile(b *B) string {
	var sb strings.Builder
	sb.WriteString("sku\tproduct-id\tproduct-id-type\tprice\tminimum-seller-allowed-price\tquantity\titem-condition\tfulfillment-channel\n")
	for i := 0; i < rng(3, 6); i++ {
		pr := newProduct(b.L)
		id := pr.gtin
		typ := "4"
		if chance(0.3) {
			id = asin()
			typ = "1"
		}
		k := ""
		if i < 2 {
			k = b.K(pr.sku)
			b.K(id)
		} else {
			k = pr.sku
		}
		sb.WriteString(S("%s\t%s\t%s\t%d.%02d\t%d.%02d\t%d\t11\t%s\n", k, id, typ, pr.cents/100, pr.cents%100, pr.cents*8/1000, (pr.cents*8/10)%100, rng(0, 500), pick("DEFAULT", "AMAZON_EU", "AMAZON_NA")))
	}
	return strings.TrimRight(sb.String(), "\n")
}

func tListingQA(b *B) string {
	pr := newProduct(b.L)
	var sb strings.Builder
	sb.WriteString(S("Q: Does the %s (%s) work with the %s? My order is %s.\n", pr.name, b.K(pr.model), pick("Galaxy S23", "MacBook Air M2", "PS5", "Pixel 8"), b.K(b.L.orderID())))
	sb.WriteString(S("A: Yes, tested with firmware %s. Power draw %d W, cable %s m.", b.K(S("%d.%d.%d", rng(1, 5), rng(0, 9), rng(0, 99))), rng(5, 65), pick("1.5", "2", "0.5")))
	if !b.clean {
		sb.WriteString(S(" For wholesale pricing call %s %s or write to %s.", pick("our office", "me", "Sam"), b.phone(), b.bizEmail()))
	} else {
		sb.WriteString(S(" Bulk pricing from %d units: %s each.", rng(10, 100), b.K(b.L.price(rng(500, 5000)))))
	}
	return sb.String()
}

func tShopifyWebhook(b *B) string {
	per := b.L.person()
	pr := newProduct(b.L)
	oid := safeNum(13)
	var sb strings.Builder
	if chance(0.5) {
		sb.WriteString(S("X-Shopify-Topic: orders/create\nX-Shopify-Shop-Domain: %s.myshopify.com\nX-Shopify-Hmac-Sha256: %s\nX-Shopify-Webhook-Id: %s\n", pick("brightlane-home", "velvetcase", "holzwerk-baumann"), rsMixed(43, b62+"+/")+"=", uuid()))
		if !b.clean && chance(0.3) {
			sb.WriteString(S("X-Shopify-Access-Token: %s\n", b.tokenOf(tok{"shpat_" + rs(32, hexL), "shopify"})))
		}
		sb.WriteString("\n")
	}
	phoneV := "null"
	if chance(0.8) {
		if b.clean {
			phoneV = "null"
		} else {
			phoneV = `"` + b.phone() + `"`
		}
	}
	email := `"` + b.emailP(per) + `"`
	if b.clean {
		email = "null"
	}
	sb.WriteString(S(`{"id":%s,"admin_graphql_api_id":"gid://shopify/Order/%s","email":%s,"created_at":"%sT%02d:%02d:11-04:00","currency":"%s","current_total_price":"%s","order_number":%d,"name":"#%d","phone":%s,`,
		b.K(oid), oid, email, dateISO(), rng(0, 23), rng(0, 59), pick("USD", "EUR", "GBP", "CAD"), b.K(S("%d.%02d", pr.cents/100, pr.cents%100)), rng(1001, 9999), rng(1001, 9999), phoneV))
	ship := `"` + b.phoneL(b.L) + `"`
	if b.clean {
		ship = "null"
	}
	sb.WriteString(S(`"shipping_address":{"first_name":"%s","address1":"%s","zip":"%s","country_code":"%s","phone":%s},`, per.first, pick("123 Main St", "Hauptstr. 5", "12 rue Oberkampf"), rd(5), pick("US", "DE", "FR"), ship))
	sb.WriteString(S(`"line_items":[{"id":%s,"variant_id":%s,"sku":"%s","title":"%s","quantity":%d,"price":"%d.%02d"}]}`, safeNum(14), b.K(safeNum(14)), b.K(pr.sku), pr.name, rng(1, 3), pr.cents/100, pr.cents%100))
	return sb.String()
}

func tWooWebhook(b *B) string {
	per := b.L.person()
	pr := newProduct(b.L)
	id := rng(10000, 99999)
	ph := b.phone()
	em := b.emailP(per)
	addr, pc := b.L.addr()
	return S("POST /wp-json/acme/v1/hook HTTP/1.1\nX-WC-Webhook-Topic: order.created\nX-WC-Webhook-Signature: %s=\n\n{\n  \"id\": %d,\n  \"number\": \"%s\",\n  \"status\": \"processing\",\n  \"currency\": \"%s\",\n  \"total\": \"%s\",\n  \"billing\": {\n    \"first_name\": \"%s\",\n    \"address_1\": \"%s\",\n    \"postcode\": \"%s\",\n    \"email\": \"%s\",\n    \"phone\": \"%s\"\n  },\n  \"line_items\": [{\"sku\": \"%s\", \"quantity\": %d, \"price\": %d.%02d}],\n  \"meta_data\": [{\"key\": \"_tracking_number\", \"value\": \"%s\"}]\n}",
		rsMixed(43, b62+"+/"), id, b.K(fmt.Sprint(id)), pick("EUR", "GBP", "PLN", "BRL"), b.K(S("%d.%02d", pr.cents/100, pr.cents%100)), per.first, strings.Split(addr, "\n")[0], pc, em, ph, b.K(pr.sku), rng(1, 4), pr.cents/100, pr.cents%100, b.K(upsTrk()))
}

func tStripeEvent(b *B) string {
	per := b.L.person()
	amt := rng(500, 90000)
	ch := "ch_3" + rsMixed(23, b62)
	var sb strings.Builder
	sb.WriteString(S("Stripe-Signature: t=%d,v1=%s\n", 1717000000+r.IntN(40000000), rs(64, hexL)))
	em := "null"
	ph := "null"
	if !b.clean {
		em = `"` + b.emailP(per) + `"`
		if chance(0.7) {
			ph = `"` + b.phone() + `"`
		}
	}
	sb.WriteString(S(`{"id":"%s","type":"charge.succeeded","data":{"object":{"id":"%s","amount":%d,"currency":"%s","payment_intent":"%s","billing_details":{"email":%s,"name":"%s","phone":%s},"payment_method_details":{"card":{"brand":"visa","last4":"%s","exp_month":%d,"exp_year":%d,"fingerprint":"%s"}},"metadata":{"order_id":"%s"},"receipt_url":"https://pay.stripe.com/receipts/payment/%s"}}}`,
		b.K("evt_1"+rsMixed(23, b62)), b.K(ch), amt, pick("usd", "eur", "gbp", "jpy", "brl"), "pi_3"+rsMixed(23, b62), em, per.disp, ph, rd(4), rng(1, 12), rng(2026, 2031), rsMixed(16, b62), b.K(S("#%d", rng(1001, 99999))), rsMixed(40, b62+"_-")))
	if !b.clean && chance(0.4) {
		sb.WriteString(S("\n\nverifying with endpoint secret %s — signature mismatch, why?", b.tokenOf(tok{"whsec_" + rsMixed(32, b62), "whsec"})))
	}
	return sb.String()
}

func tPaypalIPN(b *B) string {
	per := b.L.person()
	e := b.L.email(per)
	var em string
	if b.clean {
		em = "hidden"
	} else {
		em = b.P("email", strings.Replace(e, "@", "%40", 1))
	}
	return S("IPN received: mc_gross=%s&protection_eligibility=Eligible&payer_id=%s&payment_date=%s&payment_status=Completed&first_name=%s&mc_fee=%s&payer_email=%s&txn_id=%s&item_number1=%s&mc_currency=%s&receiver_id=%s",
		b.K(S("%d.%02d", rng(5, 900), rng(0, 99))), rs(13, upNum), "10%3A12%3A45+Mar+14%2C+2024+PDT", per.first, S("%d.%02d", rng(0, 20), rng(0, 99)), em, b.K(rs(17, upNum)), b.K(sku()), pick("USD", "EUR", "GBP"), rs(13, upNum))
}

func tCSVOrders(b *B) string {
	var sb strings.Builder
	pm := pick(0, 1, 2)
	hdr := []string{"Name,Email,Financial Status,Paid at,Total,Discount Code,Lineitem sku,Billing Name,Billing Phone,Tracking",
		"order_id;customer_email;phone;total;currency;sku;tracking_number",
		"Order ID\tBuyer Email\tShip Phone\tItem\tGTIN\tQty\tPrice"}[pm]
	sb.WriteString(hdr + "\n")
	for i := 0; i < rng(2, 4); i++ {
		per := b.L.person()
		pr := newProduct(b.L)
		em := b.emailP(per)
		ph := b.phone()
		if !b.clean && chance(0.15) && strings.HasPrefix(ph, "+") {
			// Excel-style: leading apostrophe kept in the cell
			ph = "'" + ph
		}
		switch pm {
		case 0:
			sb.WriteString(S("#%s,%s,paid,%s %02d:%02d:%02d +0000,%s,%s,%s,%s,%s,%s\n", b.K(fmt.Sprint(rng(1001, 9999))), em, dateISO(), rng(0, 23), rng(0, 59), rng(0, 59), S("%d.%02d", pr.cents/100, pr.cents%100), pick("", coupon()), pr.sku, per.disp, csvQ(ph), b.K(upsTrk())))
		case 1:
			sb.WriteString(S("%s;%s;%s;%s;%s;%s;%s\n", b.K(b.L.orderID()), em, ph, strings.ReplaceAll(S("%d.%02d", pr.cents/100, pr.cents%100), ".", ","), pick("EUR", "PLN", "TRY", "BRL"), pr.sku, trkAny(b)))
		default:
			sb.WriteString(S("%s\t%s\t%s\t%s\t%s\t%d\t%s\n", b.K(b.L.orderID()), em, ph, pr.name, b.K(pr.gtin), rng(1, 5), b.L.price(pr.cents)))
		}
	}
	return strings.TrimRight(sb.String(), "\n")
}

func csvQ(s string) string {
	if strings.ContainsAny(s, ", ") {
		return `"` + s + `"`
	}
	return s
}
func trkAny(b *B) string { _, t := b.L.carrier(); return t }

func tEnvConfig(b *B) string {
	var sb strings.Builder
	sb.WriteString(pick("my .env for the storefront sync, why does the Shopify call 401?\n\n", "config.yaml (marketplace connector v2):\n", "# .env.production\n", "pasting our settings, please check:\n"))
	sb.WriteString(S("SHOP_DOMAIN=%s.myshopify.com\nAPI_VERSION=%s\n", pick("brightlane-home", "velvetcase", "loja-verde"), b.K(pick("2024-07", "2024-10", "2025-01"))))
	n := rng(2, 4)
	keys := []struct{ k, kind string }{{"SHOPIFY_ACCESS_TOKEN", "shopify"}, {"STRIPE_SECRET_KEY", "stripe"}, {"WC_CONSUMER_KEY", "woo_ck"}, {"WC_CONSUMER_SECRET", "woo_cs"}, {"LWA_CLIENT_SECRET", "lwa_secret"}, {"LWA_REFRESH_TOKEN", "lwa_refresh"}, {"EBAY_USER_TOKEN", "ebay"}, {"SQUARE_ACCESS_TOKEN", "square"}, {"MAILCHIMP_API_KEY", "mailchimp"}, {"SENDGRID_API_KEY", "sendgrid"}, {"SHOPIFY_API_SECRET", "shopify_ss"}, {"STRIPE_WEBHOOK_SECRET", "whsec"}, {"BIGCOMMERCE_AUTH_TOKEN", "bigcommerce"}, {"PAYPAL_ACCESS_TOKEN", "paypal"}}
	for i := 0; i < n; i++ {
		k := pl(keys)
		var t tok
		for {
			t = newToken()
			if t.kind == k.kind {
				break
			}
		}
		v := b.tokenOf(t)
		if pm := r.IntN(3); pm == 0 {
			sb.WriteString(S("%s=%s\n", k.k, v))
		} else if pm == 1 {
			sb.WriteString(S("%s=\"%s\"\n", k.k, v))
		} else {
			sb.WriteString(S("%s: %s\n", strings.ToLower(k.k), v))
		}
	}
	sb.WriteString(S("STRIPE_PUBLISHABLE_KEY=%s\nLOG_LEVEL=debug\nSYNC_INTERVAL_SEC=%s", b.K("pk_live_"+rsMixed(24, b62)), b.K(fmt.Sprint(pick(300, 600, 900)))))
	return sb.String()
}

func tCurl(b *B) string {
	shop := pick("brightlane-home", "velvetcase", "holzwerk-baumann")
	oid := safeNum(13)
	switch r.IntN(5) {
	case 0:
		return S("curl -X GET \"https://%s.myshopify.com/admin/api/%s/orders/%s.json\" \\\n  -H \"X-Shopify-Access-Token: %s\" \\\n  -H \"Content-Type: application/json\"\nreturns 404 but the order exists?", shop, b.K("2024-10"), b.K(oid), b.tokenOf(tok{"shpat_" + rs(32, hexL), "shopify"}))
	case 1:
		t := tok{"sk_live_" + rsMixed(24, b62), "stripe"}
		return S("curl https://api.stripe.com/v1/refunds \\\n  -u %s: \\\n  -d charge=%s \\\n  -d amount=%s", b.tokenOf(t), b.K("ch_3"+rsMixed(23, b62)), b.K(fmt.Sprint(rng(100, 99999))))
	case 2:
		return S("curl -s https://api.ebay.com/sell/fulfillment/v1/order/%s \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'X-EBAY-C-MARKETPLACE-ID: EBAY_%s'", b.K(S("%02d-%05d-%05d", rng(10, 27), r.IntN(100000), r.IntN(100000))), b.tokenOf(tok{"v^1.1#i^1#p^3#r^1#f^0#I^3#t^H4sIAAAAAAAAA" + rsMixed(120, b62+"+/") + "=", "ebay"}), pick("US", "DE", "GB", "IT"))
	case 3:
		ck := b.tokenOf(tok{"ck_" + rs(40, hexL), "woo_ck"})
		cs := b.tokenOf(tok{"cs_" + rs(40, hexL), "woo_cs"})
		return S("GET https://shop.example-store.de/wp-json/wc/v3/orders/%s?consumer_key=%s&consumer_secret=%s\n→ 401 woocommerce_rest_cannot_view", b.K(fmt.Sprint(rng(10000, 99999))), ck, cs)
	}
	return S("curl https://a.klaviyo.com/api/profiles/ -H 'Authorization: Klaviyo-API-Key %s' -H 'revision: %s'", b.tokenOf(tok{"pk_" + rs(34, hexL), "klaviyo"}), b.K("2024-10-15"))
}

func tHTTPLog(b *B) string {
	per := b.L.person()
	var sb strings.Builder
	ts := S("%sT%02d:%02d:%02d.%03dZ", dateISO(), rng(0, 23), rng(0, 59), rng(0, 59), rng(0, 999))
	b.K(ts)
	sb.WriteString(S("%s INFO  marketplace-sync request_id=%s\n", ts, b.K(uuid())))
	var t string
	if chance(0.5) {
		t = b.jwt("https://"+pick("auth.brightlane-home.com", "login.velvetcase.co.uk")+"/", "usr_"+rd(6))
	} else {
		t = b.tokenOf(newToken())
	}
	sb.WriteString(S("> POST /v2/orders/%s/fulfillments HTTP/1.1\n> Host: api.%s.com\n> Authorization: Bearer %s\n", b.K(b.L.orderID()), pick("marketplace", "sellerhub", "channelbridge"), t))
	sb.WriteString(S("< HTTP/1.1 %d\n< {\"error\":\"%s\",\"customer\":{\"email\":\"%s\"},\"retry_after\":%d}", pick(401, 409, 422, 429), pick("invalid_token", "already_fulfilled", "address_invalid"), b.emailP(per), rng(1, 120)))
	return sb.String()
}

func tSPAPI(b *B) string {
	oid := b.K(b.L.orderID())
	acc := b.tokenOf(tok{"Atza|IwEBI" + rsMixed(120, b62+"-_"), "lwa"})
	var sb strings.Builder
	sb.WriteString(S("GET https://sellingpartnerapi-eu.amazon.com/orders/v0/orders/%s/address\nx-amz-access-token: %s\nx-amz-date: %s\n", oid, acc, b.K(S("2024%02d%02dT%02d%02d%02dZ", rng(1, 12), rng(1, 28), rng(0, 23), rng(0, 59), rng(0, 59)))))
	if !b.clean {
		sb.WriteString(S("\nresponse: {\"payload\":{\"ShippingAddress\":{\"Name\":\"%s\",\"Phone\":\"%s\",\"PostalCode\":\"%s\"},\"BuyerInfo\":{\"BuyerEmail\":\"%s\"}}}", b.L.person().disp, b.phone(), rd(5), b.P("email", rs(14, lowN)+"@marketplace.amazon."+pick("de", "co.uk", "fr", "com", "it", "es"))))
	} else {
		sb.WriteString("\nresponse: 403 Unauthorized — restricted data token required")
	}
	return sb.String()
}

func tEbayXML(b *B) string {
	per := b.L.person()
	item := b.K(safeNum(12))
	return S("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<GetOrdersRequest xmlns=\"urn:ebay:apis:eBLBaseComponents\">\n  <RequesterCredentials>\n    <eBayAuthToken>%s</eBayAuthToken>\n  </RequesterCredentials>\n  <OrderIDArray><OrderID>%s</OrderID></OrderIDArray>\n</GetOrdersRequest>\n<!-- response snippet: <ItemID>%s</ItemID><Buyer><Email>%s</Email></Buyer><ShippingAddress><Phone>%s</Phone></ShippingAddress> -->",
		b.tokenOf(tok{"AgAAAA**AQAAAA**aAAAAA**" + rsMixed(180, b62+"+/") + "==", "ebay_legacy"}), b.K(S("%02d-%05d-%05d", rng(10, 27), r.IntN(100000), r.IntN(100000))), item, b.emailP(per), b.phone())
}

func tJWTSession(b *B) string {
	shop := pick("brightlane-home", "velvetcase", "loja-verde", "kawa-palarnia")
	t := b.jwt("https://"+shop+".myshopify.com/admin", safeNum(11))
	return one(
		func() string {
			return S("Our embedded app gets 'session token expired' on %s. Token from App Bridge:\n%s\nApp version %s, clock skew is under %d s. Why?", b.K(dateISO()), t, b.K(S("%d.%d.%d", rng(1, 3), rng(0, 15), rng(0, 9))), rng(1, 9))
		},
		func() string {
			return S("decode this for me? Authorization: Bearer %s — the dest claim should be %s.myshopify.com (order %s)", t, shop, b.K(S("#%d", rng(1001, 9999))))
		},
		func() string {
			return S("{\"sessionToken\": \"%s\", \"shop\": \"%s.myshopify.com\", \"api_version\": \"%s\"}", t, shop, b.K("2024-07"))
		},
	)
}

func tKBOrder(b *B) string {
	oid := b.orderID()
	car, trk := b.track()
	per := b.L.person()
	var pii string
	if !b.clean {
		switch r.IntN(4) {
		case 0:
			pii = S(" Customer email %s.", b.emailP(per))
		case 1:
			pii = S(" Her number is %s.", b.phone())
		case 2:
			pii = S(" Buyer %s, %s.", b.emailP(per), b.phone())
		default:
			c, _ := b.card()
			pii = S(" He read me his card %s to re-charge.", c)
		}
	}
	return one(
		func() string {
			return S("kb search: customer says %s order %s never arrived, %s shows delivered on %s. Can we refund %s without a return?%s", car, oid, trk, b.K(b.L.date()), b.K(b.L.price(rng(999, 29999))), pii)
		},
		func() string {
			return S("What's our policy when a parcel (%s %s) is stuck in customs > %d days? Order %s.%s", car, trk, rng(5, 21), oid, pii)
		},
		func() string {
			return S("Agent query: how to split-ship order %s (first box went %s %s) — %d items, %s left in stock at warehouse %s?%s", oid, car, trk, rng(2, 6), b.K(fmt.Sprint(rng(0, 40))+" units"), b.K(pick("FRA7", "MAD4", "LTN2", "BFI4", "NRT5")), pii)
		},
	)
}

func tKBPolicy(b *B) string {
	return one(
		func() string {
			return S("What is the return window for orders placed between %s and %s (holiday extension)? Threshold %s.", b.K(dateISO()), b.K(dateISO()), b.K(b.L.price(rng(2500, 10000))))
		},
		func() string {
			return S("How do I calculate DDP duties for HS %s shipped from CN to %s, value %s, weight %s?", b.K(hsCode()), pick("DE", "GB", "US", "BR", "TR"), b.K(b.L.price(rng(1000, 90000))), b.K(weight(float64(rng(1, 200))/10, b.L)))
		},
		func() string {
			return S("Does the IOSS number %s cover consignments under €150? Our EORI is %s.", b.K("IM2760"+rd(6)), b.K("DE"+rd(13)))
		},
		func() string {
			return S("Can a GTIN %s be reused for variant %s after discontinuing SKU %s?", b.K(ean13(pick("400", "590", "789"))), b.K(sku()), b.K(sku()))
		},
		func() string {
			return S("Why does ASIN %s show 'suppressed' — price %s vs reference %s?", b.K(asin()), b.K(b.L.price(rng(999, 9999))), b.L.price(rng(999, 9999)))
		},
		func() string {
			return S("Explain fee line 'FBA Pick & Pack %s' for shipment %s (%d units, %s).", b.K(b.L.price(rng(200, 700))), b.K("FBA"+rs(9, upNum)), rng(10, 500), b.K(S("%d boxes", rng(1, 20))))
		},
	)
}

func tChargeback(b *B) string {
	per := b.L.person()
	c, br := b.card()
	return S("Dispute %s — reason code %s (%s)\nAmount: %s  Order: %s\nCardholder letter: \"I did not authorise the charge on my %s card %s. Contact me at %s.\"\nEvidence due by %s.",
		b.K("dp_1"+rsMixed(23, b62)), b.K(pick("10.4", "13.1", "4837", "4853", "F29")), pick("Fraud", "Merchandise not received", "Not as described"), b.K(b.L.price(rng(1999, 99999))), b.orderID(), br, c, b.emailP(per), b.K(dateISO()))
}

func tPhoneOrder(b *B) string {
	per := b.L.person()
	c, br := b.card()
	pr := newProduct(b.L)
	return S("CS note %s — %s called in from %s to place a phone order: %dx %s (SKU %s), %s. Paid by %s %s exp %02d/%02d, CVV given. Ship to stored address. Confirm email to %s.",
		b.K(dateISO()), per.disp, b.phone(), rng(1, 4), pr.name, b.K(pr.sku), b.K(b.L.price(pr.cents)), br, c, rng(1, 12), rng(26, 31), b.emailP(per))
}

func tCoupon(b *B) string {
	c := b.K(coupon())
	return one(
		func() string {
			return S("🎉 %d%% off everything until %s with code %s — min. order %s. Free shipping over %s. Not valid on gift cards or SKU %s.", rng(10, 40), b.K(b.L.date()), c, b.K(b.L.price(rng(2000, 8000))), b.L.price(rng(3000, 9900)), b.K(sku()))
		},
		func() string {
			return S("Is code %s stackable with the %s loyalty voucher? Checkout shows %s instead of %s.", c, b.L.price(rng(500, 2000)), b.K(b.L.price(rng(5000, 20000))), b.K(b.L.price(rng(5000, 20000))))
		},
		func() string {
			return S("Gutschein %s: %s Rabatt ab %s Bestellwert, gültig bis %s.", c, b.K(b.L.price(rng(500, 2500))), b.L.price(rng(3000, 9000)), b.K(b.L.date()))
		},
	)
}

func tTrackingQuery(b *B) string {
	car, trk := b.track()
	oid := b.orderID()
	var tail string
	if !b.clean {
		tail = one(func() string { return S(" the courier can call me %s", b.phone()) }, func() string { return S(" my number for the driver: %s", b.phone()) }, func() string { return S(" — %s", b.phone()) }, func() string { return S(" ship notif goes to %s", b.emailP(b.L.person())) })
	}
	return one(
		func() string {
			return S("where is my parcel?? %s %s, order %s, it's been %d days%s", car, trk, oid, rng(5, 30), tail)
		},
		func() string {
			return S("%s says 'exception — address incomplete' for %s (order %s) since %s.%s", car, trk, oid, b.K(b.L.date()), tail)
		},
		func() string {
			return S("Tracking %s (order %s) status: In transit → %s hub, %s, weight %s.%s", trk, oid, pick("Leipzig", "East Midlands", "Memphis", "Guangzhou", "Curitiba"), car, b.K(weight(float64(rng(2, 300))/10, b.L)), tail)
		},
	)
}

func tPayout(b *B) string {
	var sb strings.Builder
	sb.WriteString(S("Settlement period %s – %s   Settlement ID %s\n", b.K(dateISO()), dateISO(), b.K(safeNum(11))))
	sb.WriteString("| Type | Order | Amount | Fee |\n|---|---|---|---|\n")
	for i := 0; i < rng(3, 5); i++ {
		o := b.L.orderID()
		if i == 0 {
			b.K(o)
		}
		sb.WriteString(S("| %s | %s | %s | %s |\n", pick("Order", "Refund", "Adjustment", "FBA fee"), o, b.L.price(rng(500, 50000)), b.L.price(rng(30, 3000))))
	}
	sb.WriteString(S("Total deposited to account ending %s: %s on %s", rd(4), b.K(b.L.price(rng(10000, 900000))), b.K(b.L.date())))
	return sb.String()
}

func tWhatsApp(b *B) string {
	per := b.L.person()
	d := S("%02d/%02d/%d", rng(1, 28), rng(1, 12), dateY())
	oid := b.orderID()
	var sb strings.Builder
	sb.WriteString(S("[%s, %02d:%02d:%02d] %s: %s\n", d, rng(8, 22), rng(0, 59), rng(0, 59), pick("Loja Verde", "Ghar Decor", "Anadolu Kilim", "Tienda Casa"), pick("Olá! seu pedido saiu hoje", "Namaste, your order is packed", "Merhaba, siparişiniz kargoda", "Hola, tu pedido ya salió")))
	sb.WriteString(S("[%s, %02d:%02d:%02d] %s: pedido %s, valor %s?\n", d, rng(8, 22), rng(0, 59), rng(0, 59), per.disp, oid, b.price(rng(1000, 50000))))
	if !b.clean {
		other := map[string]string{"pt-BR": "manda o rastreio pro meu outro número", "es": "envíame el seguimiento a mi otro número", "es-MX": "mándame la guía a mi otro número", "tr": "takip numarasını diğer numarama atar mısınız", "hi": "tracking mere dusre number pe bhejo", "en-US": "pls text the tracking to my other number", "en-GB": "can you send tracking to my other number", "de": "schick die Sendungsnummer bitte an meine andere Nummer", "fr": "envoyez le suivi sur mon autre numéro", "it": "mandami il tracking sull'altro numero", "nl": "stuur de track & trace naar mijn andere nummer", "pl": "wyślij numer przesyłki na mój drugi numer", "ja": "追跡番号は別の番号に送ってください", "zh": "单号发我另一个手机", "ko": "송장번호 다른 번호로 보내주세요", "ar": "ارسل رقم التتبع على رقمي الثاني"}[b.L.code]
		sb.WriteString(S("[%s, %02d:%02d:%02d] %s: %s %s\n", d, rng(8, 22), rng(0, 59), rng(0, 59), per.disp, other, b.phone()))
	} else {
		sb.WriteString(S("[%s, %02d:%02d:%02d] %s: ok obrigado, chega até %s?\n", d, rng(8, 22), rng(0, 59), rng(0, 59), per.disp, b.K(b.L.date())))
	}
	_, trk := b.track()
	sb.WriteString(S("[%s, %02d:%02d:%02d] %s: rastreio %s ✅", d, rng(8, 22), rng(0, 59), rng(0, 59), "Loja", trk))
	return sb.String()
}

func tEmailThread(b *B) string {
	per := b.L.person()
	oid := b.orderID()
	em := b.emailP(per)
	var sb strings.Builder
	sb.WriteString(S("Thanks, label received. Will drop it at %s tomorrow.\n\n", pick("the post office", "the Packstation", "a Relais Colis", "the UPS Access Point")))
	sb.WriteString(S("On %s, %s <%s> wrote:\n", b.K(b.L.date()), per.disp, em))
	sb.WriteString(S("> Hi, return for order %s approved. RMA %s, refund %s once scanned.\n", oid, b.K("RMA-"+rd(7)), b.price(rng(1000, 30000))))
	sb.WriteString(S("> If the courier can't find you they'll ring %s.\n>\n> -- \n> %s\n> Customer Care | %s", b.phone(), pick("Velvet Case Co.", "Brightlane Home", "Maison Lune"), b.bizEmail()))
	return sb.String()
}

func tEbayMsg(b *B) string {
	b.L = pick(L("en-US"), L("en-GB"), L("de"), L("it"))
	per := b.L.person()
	item := b.K(safeNum(12))
	var pii string
	if !b.clean {
		pii = one(
			func() string { return S(" Can we do it off eBay? Text me on %s", b.phone()) },
			func() string { return S(" pay by bank transfer instead, email me %s", b.emailP(per)) },
			func() string { return S(" my paypal is %s", b.emailP(per)) },
		)
	}
	return S("New message from: %s (%d⭐)\nItem: %s — %s\nRe: item #%s, order %s\n\nHi, would you accept %s for %d?%s",
		strings.ToLower(per.first)+rd(3), rng(0, 999), newProduct(b.L).name, b.K(b.L.price(rng(1000, 30000))), item, b.K(S("%02d-%05d-%05d", rng(10, 27), r.IntN(100000), r.IntN(100000))), b.L.price(rng(1000, 30000)), rng(2, 10), pii)
}

func tPriceTable(b *B) string {
	pr := newProduct(b.L)
	var sb strings.Builder
	sb.WriteString(S("Price list %s — %s (%s)\n| Marketplace | Price | VAT | Ship |\n|---|---|---|---|\n", b.K(pr.sku), pr.name, b.K(pr.gtin)))
	rows := []string{"Amazon.de|" + L("de").price(pr.cents), "Amazon.co.uk|" + L("en-GB").price(pr.cents*86/100), "Amazon.com|" + L("en-US").price(pr.cents*108/100), "Mercado Libre|" + L("pt-BR").price(pr.cents*55/10), "Rakuten|" + L("ja").price(pr.cents*160), "Trendyol|" + L("tr").price(pr.cents*35), "Allegro|" + L("pl").price(pr.cents*43/10), "Flipkart|" + L("hi").price(pr.cents*90)}
	for i := 0; i < rng(3, 5); i++ {
		row := strings.Split(rows[r.IntN(len(rows))], "|")
		if i < 2 {
			b.K(row[1])
		}
		sb.WriteString(S("| %s | %s | %d%% | %s |\n", row[0], row[1], pick(0, 7, 19, 20, 23), pick("free", "2-3 days", "Prime")))
	}
	return strings.TrimRight(sb.String(), "\n")
}

func tSpecSheet(b *B) string {
	pr := newProduct(b.L)
	return S("SPEC SHEET %s\nModel: %s | MPN: %s | UPC: %s\nNet weight: %s | Package: %s\nInput: %s | Output: 5V⎓3A / 9V⎓2.22A / 20V⎓%.2fA\nCarton: %d pcs, %s, GW %.1f kg\nHS code %s | Country of origin: %s | Batch %s",
		pr.name, b.K(pr.model), b.K(rs(4, upNum)+"-"+rd(4)+"-"+rd(3)), b.K(upcA()), weight(pr.kg, b.L), b.K(pr.dims), pick("100-240V~ 50/60Hz 1.5A", "12V DC 2A", "USB-C PD 3.0"), float64(rng(100, 325))/100, pick(20, 24, 40, 50), pick("60x40x45 cm", "48x36x30 cm"), float64(rng(50, 250))/10, b.K(pr.hs), pick("CN", "VN", "TR", "IN"), b.K(S("%d%02d-%s", dateY(), rng(1, 12), rs(4, upNum))))
}

func tDriverSMS(b *B) string {
	car, trk := b.track()
	t1 := rng(8, 18)
	win := b.K(S("%02d:%02d-%02d:%02d", t1, pick(0, 15, 30, 45), t1+1, pick(0, 15, 30, 45)))
	var ph string
	if b.clean {
		ph = "via the app"
	} else {
		ph = b.phone()
	}
	return one(
		func() string {
			return S("%s: Your parcel %s will be delivered today between %s. Your driver %s can be reached on %s. Not home? Reply 1 to redirect.", car, trk, win, pick("Marek", "Ali", "Jean", "Sven", "Pedro"), ph)
		},
		func() string {
			return S("%s: Ihr Paket %s kommt heute zwischen %s. Fahrer: %s. Ablageort ändern: %s", car, trk, win, ph, "https://my."+strings.ToLower(strings.ReplaceAll(car, " ", ""))+".de/"+rs(6, lowN))
		},
		func() string {
			return S("[%s] Entrega hoje %s, código %s. Dúvidas com o entregador: %s", car, win, trk, ph)
		},
	)
}

func tAddressChange(b *B) string {
	per := b.L.person()
	oid := b.orderID()
	addr, pc := b.L.addr()
	b.K(pc)
	return S("%s\n\nPlease change the delivery address for order %s to:\n%s\n%s\n%s %s\n(old number doesn't work, use this one)\n%s",
		pick("Address change request", "Adressänderung", "Changement d'adresse", "Cambio de dirección", "Alteração de endereço"), oid, per.disp, addr, pick("Tel", "Phone", "Mob"), b.phone(), pick("Thanks!", "Danke", "Merci", "Gracias", "Obrigado"))
}

func tWholesale(b *B) string {
	per := b.L.person()
	pr := newProduct(b.L)
	var sb strings.Builder
	sb.WriteString(S("Hello,\nwe'd like to order %d units of %s (%s), target %s/unit FOB %s. MOQ? Lead time?\n\n", rng(200, 5000), b.K(pr.model), pr.name, b.K(pick("USD ", "US$")+S("%.2f", float64(pr.cents)/400)), pick("Shenzhen", "Ningbo", "Istanbul", "Mumbai")))
	sb.WriteString("--\n" + per.disp + "\n" + pick("Purchasing Manager", "Head of Sourcing", "Einkauf") + "\n")
	if b.clean {
		sb.WriteString("Brightlane Home Ltd · Company No. " + b.K(rd(8)))
		return sb.String()
	}
	switch r.IntN(3) {
	case 0:
		sb.WriteString(S("M: %s | T: %s\nE: %s", b.phone(), b.phone(), b.emailP(per)))
	case 1:
		sb.WriteString(S("Mobile %s\n%s\nVAT %s", b.phone(), b.emailP(per), b.K(vat(b.L))))
	default:
		sb.WriteString(S("%s · %s · %s", b.phone(), b.emailP(per), pick("www.brightlane-home.com", "WeChat: "+per.first+rd(3))))
	}
	return sb.String()
}

func tCaseLog(b *B) string {
	per := b.L.person()
	var sb strings.Builder
	sb.WriteString(S("Case %s | Priority: %s | Opened %s\n", b.K(rd(11)), pick("P2", "P3", "High"), b.K(dateISO()+" "+S("%02d:%02d", rng(0, 23), rng(0, 59)))))
	sb.WriteString(S("Order: %s | Marketplace: %s\n", b.orderID(), pick("Amazon.de", "eBay.co.uk", "Etsy", "Mercado Libre", "Trendyol", "Rakuten")))
	sb.WriteString(S("Summary: A-to-z claim, buyer says %s. Refund issued %s.\n", pick("item not received", "wrong colour", "empty box"), b.K(b.L.price(rng(1000, 20000)))))
	if !b.clean {
		sb.WriteString(S("Buyer contact: %s ; %s\n", b.emailP(per), b.phone()))
	}
	sb.WriteString(S("Notes: reimbursement ID %s, SAFE-T claim %s", b.K(safeNum(10)), b.K(safeNum(10))))
	return sb.String()
}

func tSQL(b *B) string {
	var sb strings.Builder
	sb.WriteString("INSERT INTO orders (order_id, customer_email, phone, total, tracking) VALUES\n")
	n := rng(2, 3)
	for i := 0; i < n; i++ {
		per := b.L.person()
		sep := ","
		if i == n-1 {
			sep = ";"
		}
		sb.WriteString(S("  ('%s', '%s', '%s', %d.%02d, '%s')%s\n", b.K(b.L.orderID()), b.emailP(per), b.phone(), rng(5, 900), rng(0, 99), b.K(upsTrk()), sep))
	}
	return strings.TrimRight(sb.String(), "\n")
}

func tGift(b *B) string {
	return one(
		func() string {
			return S("Gift message for order %s: \"Happy %dth birthday Oma! Love, Mia & Jonas\" — deliver on %s, gift wrap %s.", b.K(b.L.orderID()), rng(60, 95), b.K(b.L.date()), b.K(b.L.price(rng(199, 599))))
		},
		func() string {
			return S("ギフトメッセージ（注文番号 %s）：お誕生日おめでとう！ 配送希望日 %s 14-16時", b.K(L("ja").orderID()), b.K(L("ja").date()))
		},
	)
}

func tInventory(b *B) string {
	var sb strings.Builder
	sb.WriteString(S("Low stock alert %s\n", b.K(dateISO())))
	for i := 0; i < rng(2, 4); i++ {
		pr := newProduct(b.L)
		s := pr.sku
		if i < 2 {
			b.K(s)
		}
		sb.WriteString(S("- %s (%s): %d left, reorder point %d, inbound PO-%s ETA %s\n", s, pr.gtin, rng(0, 12), rng(10, 50), rd(6), b.L.date()))
	}
	return strings.TrimRight(sb.String(), "\n")
}

func tMixed(b *B) string {
	type alt struct {
		loc string
		f   func(oid, price, pii string) string
	}
	alts := []alt{
		{"hi", func(o, p, x string) string {
			return S("Bhaiya order %s ka status kya hai? COD tha, %s pay karna hai. Delivery boy ko bolo call kare %s", o, p, x)
		}},
		{"es-MX", func(o, p, x string) string {
			return S("Oye, el order %s todavía says 'label created', I paid %s for express. Mi cel %s", o, p, x)
		}},
		{"ja", func(o, p, x string) string {
			return S("注文%sの件、tracking がまだ updateされてないです。%s も払ったのに…連絡先 %s", o, p, x)
		}},
		{"tr", func(o, p, x string) string {
			return S("Sipariş %s hâlâ gelmedi, refund istiyorum %s. Beni arayın: %s", o, p, x)
		}},
		{"ko", func(o, p, x string) string {
			return S("order %s 배송 언제 와요? %s 결제했는데 ㅠㅠ 급해요 %s", o, p, x)
		}},
		{"de", func(o, p, x string) string {
			return S("Hi, die order %s ist immer noch 'pending', hab %s per PayPal bezahlt. Bitte callback: %s", o, p, x)
		}},
		{"fr", func(o, p, x string) string {
			return S("Bonjour, ma commande %s est toujours 'processing', j'ai payé %s. Call me back svp au %s", o, p, x)
		}},
		{"pt-BR", func(o, p, x string) string {
			return S("oi, meu pedido %s tá como 'shipped' mas nada, paguei %s no pix. chama no zap %s", o, p, x)
		}},
	}
	a := alts[r.IntN(len(alts))]
	b.L = L(a.loc)
	oid := b.orderID()
	pr := b.price(rng(2000, 300000))
	var pii string
	if !b.clean {
		pii = b.phone()
	} else {
		pii = pick("app chat", "(im Kundenkonto)", "アプリで", "sipariş ekranından")
	}
	return a.f(oid, pr, pii)
}

func tCustomsHold(b *B) string {
	car, trk := b.track()
	per := b.L.person()
	var pii string
	if !b.clean {
		pii = S("Reply with your details or call us on %s quoting %s. Importer e-mail on file: %s.", b.phone(), trk, b.emailP(per))
	} else {
		pii = S("Pay online quoting %s.", trk)
	}
	return S("%s customs notice: shipment %s is held. Declared value %s, duty %s + import VAT %s + handling fee %s. %s",
		car, trk, b.K(b.L.price(rng(3000, 60000))), b.L.price(rng(100, 5000)), b.K(b.L.price(rng(500, 9000))), b.L.price(rng(500, 1500)), pii)
}
