package main

import (
	"fmt"
	"strings"
)

var merchantsKE = []string{"NAIVAS LIMITED", "QUICKMART KILIMANI", "CARREFOUR TRM", "JAVA HOUSE ABC PLACE", "TOTAL ENERGIES LANGATA", "CHANDARANA FOODPLUS", "MAMA NJERI GROCERIES", "KENCHIC INN", "GOODLIFE PHARMACY", "RUBIS WAIYAKI WAY"}
var paybills = [][2]string{{"KPLC PREPAID", "888880"}, {"KCB", "522522"}, {"EQUITY PAYBILL ACCOUNT", "247247"}, {"CO-OPERATIVE BANK", "400200"}, {"DSTV", "444900"}, {"ZUKU", "320320"}, {"NAIROBI WATER", "444400"}, {"GOTV", "423655"}, {"SAFARICOM POSTPAID", "200200"}, {"NCBA", "880100"}, {"I&M BANK", "542542"}, {"FAMILY BANK", "222111"}}

func cMpesaPaybill(g *G, r *R) string {
	c := C["KE"]
	d := g.dt()
	pb := paybills[g.n(len(paybills))]
	code := r.K(g.mpesaCode())
	acct := g.pick(g.pick("14", "37", "54")+g.nonCard(9), "INV"+g.dig(5), g.from(upper, 3)+g.dig(4), g.nonCard(8), g.pick("RENT-", "HSE", "PLOT")+g.dig(3))
	r.K(acct)
	amt := r.K(g.money(c, 100, 60000))
	bal := r.K(g.money(c, 10, 90000))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("%s Confirmed. %s sent to %s for account %s on %s at %s New M-PESA balance is %s. Transaction cost, Ksh%d.00.Amount you can transact within the day is 499,%s.00. Save frequent paybills for quick payment on M-PESA app.", code, amt, pb[0], acct, r.K(d.dmy()), d.ampm(), bal, g.rng(0, 60), g.dig(3))
	case 1:
		return fmt.Sprintf("Lipa na M-PESA > Paybill > Business no. %s > Account no. %s > Amount %s. You'll get confirmation %s-style code like %s.", r.K(pb[1]), acct, amt, g.pick("SMS", "M-PESA"), code)
	}
	return fmt.Sprintf("paid %s to %s (paybill %s, acc %s) code %s. balance now %s", amt, pb[0], r.K(pb[1]), acct, code, bal)
}

func cMpesaTill(g *G, r *R) string {
	c := C["KE"]
	d := g.dt()
	code := r.K(g.mpesaCode())
	till := r.K(g.nonCard(g.rng(5, 7)))
	m := g.pk(merchantsKE)
	amt := r.K(g.money(c, 20, 30000))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("%s Confirmed. %s paid to %s. on %s at %s.New M-PESA balance is %s. Transaction cost, Ksh0.00. Amount you can transact within the day is 499,%s.00.", code, amt, m, r.K(d.dmy()), d.ampm(), r.K(g.money(c, 10, 90000)), g.dig(3))
	case 1:
		return fmt.Sprintf("Lipa na M-Pesa Buy Goods Till Number %s — %s. Karibu tena!", till, m)
	}
	return fmt.Sprintf("Tumia till %s kulipia, usitume kwa simu. Bei ni %s. Ukilipa tuma code ya muamala (mfano %s) hapa.", till, amt, code)
}

func cMasked(g *G, r *R) string {
	c := g.country("KE", "TZ", "GH", "UG", "PH", "BD", "PK", "NG", "IN", "ZM")
	d := g.dt()
	mp := r.K(g.maskPhone(c))
	amt := r.K(g.money(c, 50, 50000))
	code := r.K(g.trx(10))
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("%s Confirmed. %s sent to %s on %s at %s. New balance is %s.", code, amt, mp, r.K(d.dmy()), d.ampm(), r.K(g.money(c, 10, 90000)))
	case 1:
		return fmt.Sprintf("You have received %s from %s. Ref: %s. Date %s", amt, mp, code, r.K(d.isoT()))
	case 2:
		return fmt.Sprintf("Airtime of %s bought for %s. Transaction %s.", amt, mp, code)
	}
	return fmt.Sprintf("For your security we only show the number as %s. If you did not authorise transaction %s call customer care from your registered line.", mp, code)
}

func cAgentWithdraw(g *G, r *R) string {
	c := C[g.pick("KE", "TZ", "UG", "GH")]
	d := g.dt()
	code := r.K(g.trx(10))
	ag := r.K(g.nonCard(g.rng(5, 6)))
	shop := g.pick("MAMA NJERI SHOP KAWANGWARE", "JIRANI AGENCIES", "BIDII ENTERPRISES", "KIBANDA COMMUNICATIONS", "STAR MOBILE AGENCY", "NEEMA GENERAL STORES")
	amt := r.K(g.money(c, 100, 70000))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("%s Confirmed.on %s at %sWithdraw %s from %s - %s New M-PESA balance is %s. Transaction cost, %s.", code, r.K(d.dmy()), d.ampm(), amt, ag, shop, r.K(g.money(c, 10, 90000)), g.money(c, 11, 300))
	case 1:
		return fmt.Sprintf("Give %s cash to %s. Agent number %s. Store number %s. New float %s.", amt, shop, ag, r.K(g.nonCard(6)), r.K(g.money(c, 1000, 900000)))
	}
	return fmt.Sprintf("Agent %s (%s) — daily limit reached. Float top-up of %s approved by super-agent. Ref %s", ag, shop, amt, code)
}

func cKPLC(g *G, r *R) string {
	d := g.dt()
	mtr := r.K(g.pick("14", "37", "04") + g.nonCard(9))
	tok := g.nonCard(20)
	tokF := r.K(grp(tok, []int{4, 4, 4, 4, 4}, g.pick("-", " ", "-")))
	units := fmt.Sprintf("%d.%d", g.rng(3, 250), g.n(10))
	amt := fmt.Sprintf("%d.00", g.rng(100, 9000))
	return g.one(
		func() string {
			return fmt.Sprintf("Mtr:%s\nToken:%s\nDate:%s %s\nUnits:%s\nAmt Ksh:%s\nTknAmt:%s\nOtherCharges:%s", mtr, tokF, r.K(d.compact()[:8]), d.hm(), units, r.K(amt), fmt.Sprintf("%.2f", float64(g.rng(50, 8000))), fmt.Sprintf("%.2f", float64(g.rng(10, 900))))
		},
		func() string {
			return fmt.Sprintf("Mtr:%s Token:%s Date:%s Units:%s Amt:%s", mtr, tokF, r.K(d.isoT()), units, r.K(amt))
		},
		func() string {
			return fmt.Sprintf("token haijafika bado, meter namba %s. Nimelipa %s kwa paybill 888880 code %s", mtr, r.K(amt), r.K(g.mpesaCode()))
		})
}

func cMomoClean(g *G, r *R) string {
	c := C[g.pick("GH", "UG", "RW", "ZM", "CM", "CI")]
	d := g.dt()
	id := r.K(g.nonCard(11))
	amt := r.K(g.money(c, 1, 9000))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("Payment made for %s to %s. Current Balance: %s. Reference: %s. Transaction ID: %s. Fee charged: %s TAX charged: %s.", amt, g.pick("ECG PREPAID", "GHANA WATER", "DSTV GHANA", "MELCOM LTD", "SHOPRITE", "UMEME YAKA", "NWSC"), r.K(g.money(c, 1, 9000)), g.pick("bill", "1", "power"), id, g.money(c, 0, 5), g.money(c, 0, 5))
	case 1:
		return fmt.Sprintf("Cash Out of %s approved at agent %s on %s. Financial Transaction Id: %s. Fee %s.", amt, r.K(g.nonCard(6)), r.K(d.isoT()), id, g.money(c, 1, 50))
	}
	return fmt.Sprintf("MoMoPay merchant ID %s: received %s. Ext. ID %s. Your merchant balance is %s.", r.K(g.nonCard(6)), amt, id, r.K(g.money(c, 10, 90000)))
}

func cBDPK(g *G, r *R) string {
	iso := g.pick("BD", "PK")
	d := g.dt()
	trx := r.K(g.trx(10))
	if iso == "BD" {
		switch g.n(3) {
		case 0:
			return fmt.Sprintf("Payment Tk %s.00 to %s (Counter %d) successful. Fee Tk 0.00. Balance Tk %s. TrxID %s at %s", commas(g.rng(50, 9000)), g.pick("DARAZ BANGLADESH", "FOODPANDA", "SHWAPNO", "PATHAO", "DESCO PREPAID"), g.rng(1, 9), r.K(commas(g.rng(100, 90000))+".58"), trx, r.K(fmt.Sprintf("%02d/%02d/%d %02d:%02d", d.D, d.M, d.Y, d.h, d.m)))
		case 1:
			return fmt.Sprintf("বিকাশে পেমেন্ট সফল। পরিমাণ ৳%s, TrxID %s, তারিখ %s", loc(lakh(g.rng(100, 90000)), dBengali), trx, r.K(loc(d.dmY(), dBengali)))
		}
		return fmt.Sprintf("Nagad: Bill Pay %s successful. Biller: %s. Customer ID: %s. TxnID: %s", r.K("Tk "+commas(g.rng(100, 9000))+".00"), g.pick("DPDC", "WASA", "Titas Gas", "BTCL"), r.K(g.nonCard(8)), trx)
	}
	switch g.n(2) {
	case 0:
		return fmt.Sprintf("Bill payment of %s for %s (consumer no. %s) successful. TID %s", r.K("Rs. "+commas(g.rng(100, 30000))), g.pick("LESCO", "K-Electric", "SNGPL", "PTCL"), r.K(g.nonCard(14)), r.K(g.nonCard(11)))
	}
	return fmt.Sprintf("آپ کی ادائیگی %s روپے کامیاب رہی۔ ٹرانزیکشن آئی ڈی %s", loc(commas(g.rng(100, 30000)), dPersian), r.K(loc(g.nonCard(11), dPersian)))
}

func cGcashClean(g *G, r *R) string {
	_ = C["PH"]
	d := g.dt()
	ref := g.nonCard(13)
	refF := r.K(g.pick(ref[:4]+" "+ref[4:7]+" "+ref[7:], ref))
	amt := r.K(fmt.Sprintf("PHP %s.%02d", commas(g.rng(50, 20000)), g.n(100)))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("You have paid %s to %s on %s. Ref. No. %s. Thank you for using GCash!", amt, g.pick("MERALCO", "MAYNILAD", "PLDT HOME", "SHOPEE PH", "JOLLIBEE", "SSS CONTRIBUTION"), r.K(d.mdY()+" "+d.ampm()), refF)
	case 1:
		return fmt.Sprintf("Maya: Cash in of %s via %s successful. Reference %s. Available balance %s.", amt, g.pick("7-Eleven", "Cebuana", "Landbank", "Palawan"), refF, r.K(fmt.Sprintf("PHP %s.%02d", commas(g.rng(50, 20000)), g.n(100))))
	}
	return fmt.Sprintf("na-send ko na po yung %s, ref no. %s. pa-check na lang po 🙏", amt, refF)
}

func cUPIClean(g *G, r *R) string {
	_ = C["IN"]
	d := g.dt()
	utr := r.K(fmt.Sprint(d.Y%10) + g.nonCard(11))
	vpa := r.K(g.pick("swiggy", "zomato.payu", "irctc", "bescom", "jiomobility", "blinkit", "bigbasket", "dmartonline") + "@" + g.pick("icici", "hdfcbank", "axisbank", "ybl", "paytm"))
	amt := r.K("Rs." + lakh(g.rng(10, 99000)) + ".00")
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("Your A/c XX%s is debited for %s on %s to VPA %s (UPI Ref No %s).", g.dig(4), amt, r.K(fmt.Sprintf("%02d-%02d-%02d", d.D, d.M, d.Y%100)), vpa, utr)
	case 1:
		return fmt.Sprintf("Refund of %s initiated to your source account. UTR %s. It may take 5-7 working days. - %s", amt, utr, vpa)
	}
	return fmt.Sprintf("₹%s का भुगतान %s को सफल रहा। UPI संदर्भ संख्या: %s", loc(lakh(g.rng(10, 99000)), dDevanagari), vpa, utr)
}

func cLatamClean(g *G, r *R) string {
	iso := g.pick("BR", "MX", "PE", "CO", "BR", "MX")
	c := C[iso]
	d := g.dt()
	amt := r.K(g.money(c, 5, 9000))
	switch iso {
	case "BR":
		if g.ch(0.5) {
			return fmt.Sprintf("Pix enviado para %s\nValor: %s\nChave aleatória: %s\nID: %s\n%s", g.pick("Padaria Pão Quente LTDA", "Mercadinho São Jorge", "Posto Ipiranga Av. Brasil", "Loja do Zé Eletrônicos"), amt, r.K(g.uuid()), r.K("E"+g.dig(8)+d.compact()[:12]+g.from(alnum, 11)), r.K(d.dmY()))
		}
		bl := g.nonCard(47)
		return fmt.Sprintf("Boleto gerado: %s — vencimento %s — valor %s", r.K(bl[:5]+"."+bl[5:10]+" "+bl[10:15]+"."+bl[15:21]+" "+bl[21:26]+"."+bl[26:32]+" "+bl[32:33]+" "+bl[33:]), r.K(d.dmY()), amt)
	case "MX":
		switch g.n(3) {
		case 0:
			return fmt.Sprintf("Transferencia SPEI enviada\nImporte: %s\nClave de rastreo: %s\nReferencia numérica: %s\nCuenta destino: ****%s\nFecha: %s", amt, r.K(g.pick("MBAN01", "BNET01", "2024")+g.nonCard(g.rng(12, 18))), r.K(g.nonCard(7)), g.dig(4), r.K(d.dmY()))
		case 1:
			o := g.nonCard(14)
			return fmt.Sprintf("Paga en OXXO con la referencia %s antes del %s. Monto %s (más comisión).", r.K(g.pick(o, grp(o, []int{4, 4, 4, 2}, " "))), r.K(d.dmY()), amt)
		}
		return fmt.Sprintf("Mercado Pago: tu pago de %s en %s fue aprobado. Operación #%s.", amt, g.pick("Liverpool", "Coppel", "Walmart Express", "Farmacias Guadalajara"), r.K(g.nonCard(11)))
	case "PE":
		return fmt.Sprintf("¡Yapeaste %s! a %s. Nro. de operación %s. %s %s", amt, g.pick("Bodega Don Lucho", "Pollería El Rey", "Minimarket Rosita"), r.K(g.nonCard(8)), r.K(d.dmY()), d.hm())
	}
	return fmt.Sprintf("Nequi: Pagaste %s en %s. Referencia %s. Fecha %s.", amt, g.pick("Tienda D1", "Éxito", "Ara", "Rappi"), r.K("M"+g.nonCard(7)), r.K(d.dmY()))
}

func cAsiaClean(g *G, r *R) string {
	iso := g.pick("ID", "VN", "TH", "MY")
	c := C[iso]
	d := g.dt()
	amt := r.K(g.money(c, 10, 9000))
	switch iso {
	case "ID":
		return fmt.Sprintf("Pembayaran berhasil %s ke %s. ID Transaksi %s. %s", amt, g.pick("Indomaret", "Alfamart", "PLN Prabayar", "Tokopedia"), r.K(d.compact()[:8]+g.nonCard(14)), r.K(d.dmY()))
	case "VN":
		return fmt.Sprintf("Giao dịch thành công: %s cho %s. Mã giao dịch %s lúc %s %s", amt, g.pick("Circle K", "Bách Hóa Xanh", "EVN HCMC", "Highlands Coffee"), r.K(g.nonCard(11)), d.hm(), r.K(d.dmY()))
	case "TH":
		return fmt.Sprintf("ชำระเงินสำเร็จ %s ให้ %s เลขที่รายการ %s วันที่ %s", amt, g.pick("7-Eleven", "Lotus's", "การไฟฟ้านครหลวง", "Big C"), r.K(d.compact()[:8]+g.from(upper+digs, 10)), r.K(loc(d.dmY(), dThai)))
	}
	return fmt.Sprintf("Touch 'n Go eWallet: Payment of %s to %s successful. Transaction No. %s", amt, g.pick("MyNEWS", "Petronas", "PLUS Toll", "99 Speedmart"), r.K(d.compact()[:8]+g.nonCard(18)))
}

func cFeeTable(g *G, r *R) string {
	c := C[g.pick("KE", "TZ", "UG", "GH")]
	rows := []string{"Amount range | Send to registered | Withdraw from agent"}
	lo := 1
	for _, hi := range []int{49, 100, 500, 1000, 1500, 2500, 3500, 5000, 7500} {
		if g.ch(0.3) {
			continue
		}
		rows = append(rows, fmt.Sprintf("%s - %s | %d | %d", commas(lo), commas(hi), g.rng(0, 60), g.rng(11, 120)))
		lo = hi + 1
	}
	return fmt.Sprintf("%s transaction charges effective %s (%s)\n%s", c.Name, r.K(g.dt().dMonY()), c.Cur, strings.Join(rows, "\n"))
}

func cUSSDMenu(g *G, r *R) string {
	return g.one(
		func() string {
			return fmt.Sprintf("M-PESA\n1. Send Money\n2. Withdraw Cash\n3. Buy Airtime\n4. Loans and Savings\n5. Lipa na M-PESA\n6. My Account\nEnter business no.\n> %s\nEnter account no.\n> %s", r.K(g.nonCard(6)), r.K(g.nonCard(g.rng(6, 11))))
		},
		func() string {
			return fmt.Sprintf("*182# MoMo\n1) Transfer\n2) Airtime\n3) Pay Bill\n> 3\nEnter merchant code:\n> %s\nAmount:\n> %d\nReference:\n> %s", r.K(g.nonCard(6)), g.rng(100, 90000), r.K("INV"+g.dig(5)))
		},
		func() string {
			return fmt.Sprintf("*247# bKash\n1. Send Money\n2. Send Money to Non-bKash\n3. Mobile Recharge\n4. Payment\n> 4\nEnter Merchant bKash Account No: %s\nAmount: %d\nReference: %s\nCounter No: 1", r.K("01XXXXXX"+g.dig(3)), g.rng(50, 9000), r.K("ORD"+g.dig(4)))
		},
		func() string {
			return fmt.Sprintf("Dial *%d# -> 4 (Pay Bills) -> 1 (Electricity) -> enter meter %s -> amount -> PIN", g.rng(100, 999), r.K(g.pick("14", "04")+g.nonCard(9)))
		},
	)
}

func cConfigPlaceholder(g *G, r *R) string {
	switch g.n(5) {
	case 0:
		return fmt.Sprintf("MPESA_CONSUMER_KEY=your_consumer_key_here\nMPESA_CONSUMER_SECRET=your_consumer_secret_here\nMPESA_SHORTCODE=%s\nMPESA_PASSKEY=<lipa-na-mpesa-passkey>\nMPESA_CALLBACK_URL=%s", r.K("174379"), r.K("https://example.com/mpesa/callback"))
	case 1:
		return fmt.Sprintf("PAYSTACK_PUBLIC_KEY=%s\nPAYSTACK_SECRET_KEY=${PAYSTACK_SECRET_KEY}\nCURRENCY=NGN", r.K(g.paystackPub()))
	case 2:
		return fmt.Sprintf("const rzp = new Razorpay({ key: \"%s\", amount: %d, currency: \"INR\", order_id: \"%s\" }); // key_secret is loaded from process.env on the server", r.K(g.rzpKeyID()), g.rng(100, 99999)*100, r.K("order_"+g.alnumS(14)))
	case 3:
		return fmt.Sprintf("FLW_PUBLIC_KEY=%s\nFLW_SECRET_KEY=FLWSECK_TEST-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-X\nFLW_ENCRYPTION_KEY=<from dashboard>", r.K(g.flwPub()))
	}
	return fmt.Sprintf("<script src=\"https://sdk.mercadopago.com/js/v2\"></script>\nconst mp = new MercadoPago('%s', { locale: '%s' }); // access token stays in backend (ACCESS_TOKEN env)", r.K(g.mpPublic()), g.pick("es-MX", "pt-BR", "es-CO", "es-PE"))
}

func cAPIResponse(g *G, r *R) string {
	d := g.dt()
	mr := r.K(fmt.Sprintf("%d-%d-%d", g.rng(10000, 99999), g.rng(10000000, 99999999), g.rng(1, 9)))
	cr := r.K("ws_CO_" + fmt.Sprintf("%02d%02d%d%02d%02d%02d", d.D, d.M, d.Y, d.h, d.m, d.s) + g.dig(g.rng(6, 9)))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("{\"MerchantRequestID\":\"%s\",\"CheckoutRequestID\":\"%s\",\"ResponseCode\":\"0\",\"ResponseDescription\":\"Success. Request accepted for processing\",\"CustomerMessage\":\"Success. Request accepted for processing\"}", mr, cr)
	case 1:
		return fmt.Sprintf("{\"Body\":{\"stkCallback\":{\"MerchantRequestID\":\"%s\",\"CheckoutRequestID\":\"%s\",\"ResultCode\":1032,\"ResultDesc\":\"Request cancelled by user\"}}}", mr, cr)
	}
	return fmt.Sprintf("{\"requestId\":\"%s\",\"errorCode\":\"500.001.1001\",\"errorMessage\":\"Unable to lock subscriber, a transaction is already in process for the current subscriber\"} (CheckoutRequestID %s)", r.K(g.uuid()), cr)
}

func cDisputeClean(g *G, r *R) string {
	c := g.country("KE", "GH", "NG", "PH", "BD", "UG", "TZ")
	tk := r.K(fmt.Sprintf("%s-%d", g.pick("REV", "DSP", "CASE", "INC"), g.rng(100000, 9999999)))
	code := r.K(g.trx(10))
	amt := r.K(g.money(c, 100, 90000))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("Ticket %s: reversal of %s (txn %s) completed on %s. Recipient %s consented.", tk, amt, code, r.K(g.dt().isoT()), r.K(g.maskPhone(c)))
	case 1:
		return fmt.Sprintf("Dear customer, your request %s has been received. Transaction %s of %s is under review and will be resolved within 48 hours.", tk, code, amt)
	}
	return fmt.Sprintf("status update %s -> ESCALATED (L2). txn %s amount %s. SLA breach in 06:00:00.", tk, code, amt)
}

func cLedgerClean(g *G, r *R) string {
	c := C[g.pick("KE", "UG", "GH", "TZ")]
	rows := []string{"date,agent_no,store_no,txn_code,type,amount,float_balance"}
	fl := g.rng(50000, 300000)
	for i := 0; i < g.rng(2, 5); i++ {
		a := g.rng(100, 20000)
		fl -= a
		rows = append(rows, strings.Join([]string{g.dt().iso(), r.K(g.nonCard(6)), r.K(g.nonCard(6)), r.K(g.trx(10)), g.pick("DEP", "WDL", "FLOAT_TOPUP"), fmt.Sprint(a), fmt.Sprintf("%d.00", fl)}, ","))
	}
	return fmt.Sprintf("%s float reconciliation (%s)\n%s", c.Name, c.Cur, strings.Join(rows, "\n"))
}

func cRemitClean(g *G, r *R) string {
	dst := g.country("KE", "NG", "GH", "PH", "IN", "BD", "PK", "MX", "CO", "VN")
	m := g.nonCard(10)
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("Your transfer is on its way. MTCN %s. Amount sent %s. Receiver gets %s. Estimated arrival: %s.", r.K(g.pick(m, m[:3]+"-"+m[3:6]+"-"+m[6:])), r.K("$"+commas(g.rng(50, 3000))+".00"), r.K(g.money(dst, 1000, 900000)), r.K(g.dt().dMonY()))
	case 1:
		return fmt.Sprintf("Today's rate: 1 USD = %d.%02d %s. Fee $%d.99. Transfer ref %s.", g.rng(1, 1500), g.n(100), dst.Cur, g.rng(0, 9), r.K(g.pick("R", "WR")+g.nonCard(10)))
	}
	return fmt.Sprintf("Tracking %s: status PAID OUT at %s agent, %s.", r.K(g.nonCard(12)), dst.Name, r.K(g.dt().isoT()))
}

func cMarketClean(g *G, r *R) string {
	c := g.country()
	imei := g.pick("35", "86", "35", "01") + g.dig(12)
	imei += string(luhnCheck(imei))
	switch g.n(3) {
	case 0:
		return fmt.Sprintf("iPhone 12 64GB, battery 87%%, IMEI %s, price %s. DM only, no calls.", r.K(imei), r.K(g.money(c, 5000, 90000)))
	case 1:
		return fmt.Sprintf("Ad ID %s | %s | Posted %s | %s views", r.K(g.nonCard(9)), r.K(g.money(c, 1000, 900000)), r.K(g.dt().dMonY()), commas(g.rng(10, 9000)))
	}
	return fmt.Sprintf("Selling 2 bags of cement at %s each, pickup only. Inbox me for location, payment via mobile money till %s.", r.K(g.money(c, 300, 9000)), r.K(g.nonCard(6)))
}

func cRideClean(g *G, r *R) string {
	c := g.country()
	return fmt.Sprintf("%s trip receipt\nTrip ID: %s\nDistance: %d.%d km\nFare: %s\nPaid with: %s\nDate: %s", g.pick("Bolt", "Uber", "Grab", "Gojek", "inDrive", "Pathao", "DiDi"), r.K(g.trx(12)), g.rng(1, 40), g.n(10), r.K(g.money(c, 100, 9000)), g.pick("Cash", "M-Pesa", "GCash", "Card •••• "+g.dig(4), "GoPay"), r.K(g.dt().isoT()))
}

func cDeliveryClean(g *G, r *R) string {
	c := g.country()
	return fmt.Sprintf("Order %s confirmed. Items: %d. Total %s. Tracking %s. Expected %s.", r.K(g.pick("#", "JF-", "ORD")+g.nonCard(9)), g.rng(1, 9), r.K(g.money(c, 100, 9000)), r.K(g.pick("JM", "GLV", "SPX")+g.nonCard(11)), r.K(g.dt().dMonY()))
}

func cLoanClean(g *G, r *R) string {
	c := C["KE"]
	d := g.dt()
	return g.one(
		func() string {
			return fmt.Sprintf("%s Confirmed. Fuliza M-PESA amount is %s. Access Fee charged %s. Total Fuliza M-PESA outstanding amount is %s due on %s. To check daily charges, Dial *334#OK Select Fuliza M-PESA to Query Charges.", r.K(g.mpesaCode()), r.K(g.money(c, 10, 5000)), g.money(c, 1, 50), r.K(g.money(c, 10, 9000)), r.K(d.dmy()))
		},
		func() string {
			return fmt.Sprintf("%s Confirmed. Ksh%s transferred from M-Shwari account on %s at %s. M-Shwari balance is %s .M-PESA balance is %s .Transaction cost Ksh.0.00", r.K(g.mpesaCode()), commas(g.rng(100, 9000))+".00", r.K(d.dmy()), d.ampm(), r.K(g.money(c, 10, 90000)), r.K(g.money(c, 10, 90000)))
		},
		func() string {
			return fmt.Sprintf("Your KCB M-PESA loan of %s has been disbursed. Repay %s by %s. Loan ref %s.", r.K(g.money(c, 100, 50000)), r.K(g.money(c, 100, 60000)), r.K(d.dmY()), r.K(g.nonCard(10)))
		},
	)
}

func cCardReceipt(g *G, r *R) string {
	c := g.country()
	d := g.dt()
	return fmt.Sprintf("SALE\nMID: %s TID: %s\nCARD: %s\nAUTH CODE: %s\nRRN: %s\nAMOUNT: %s\n%s %s\nCUSTOMER COPY", r.K(g.nonCard(15)), r.K(g.UP(8)), r.K(g.maskedCard()), g.UP(6), r.K(fmt.Sprint(d.Y%10)+g.nonCard(11)), r.K(g.money(c, 100, 90000)), r.K(d.dmY()), d.hm())
}

func cBankSMS(g *G, r *R) string {
	c := C["NG"]
	d := g.dt()
	return g.one(
		func() string {
			return fmt.Sprintf("Acct:******%s\nDT:%s\nDesc:POS/WEB PURCHASE %s\nAmt:DR %s\nBal:%s", g.dig(4), r.K(d.isoT()), g.pick("SHOPRITE LEKKI", "JUMIA NG", "CHICKEN REPUBLIC", "TOTAL ENERGIES"), r.K(g.money(c, 500, 500000)), r.K(g.money(c, 500, 900000)))
		},
		func() string {
			return fmt.Sprintf("Credit Alert! Amt: NGN%s Acc: 01****%s Desc: TRF FRM OPAY/%s Date: %s Avail Bal: NGN%s", commas(g.rng(500, 900000))+".00", g.dig(4), r.K(g.nonCard(g.rng(12, 16))), r.K(d.dmY()), commas(g.rng(500, 900000))+".00")
		},
		func() string {
			return fmt.Sprintf("Moniepoint: You received %s. Session ID %s. Ref %s.", r.K(g.money(c, 500, 900000)), r.K("1000"+g.nonCard(26)), r.K(g.UP(12)))
		},
	)
}

func cPromo(g *G, r *R) string {
	return g.one(
		func() string {
			return fmt.Sprintf("Get 1GB for Ksh%d valid 1hr! Dial *544# or use My Safaricom App. SMS STOP to 456 to opt out.", g.rng(19, 99))
		},
		func() string {
			return fmt.Sprintf("Y'ello! Buy 2.5GB @ GHS %d.00 via *138#. Offer ends %s.", g.rng(5, 50), r.K(g.dt().dMonY()))
		},
		func() string {
			return fmt.Sprintf("Dear customer, your M-PESA PIN is secret. Safaricom will never ask for it. Report fraud by forwarding SMS to 333.")
		},
		func() string {
			return fmt.Sprintf("GCash Advisory: GCash will never ask for your MPIN or OTP. Report suspicious texts to 2882 (local charges apply).")
		},
		func() string {
			return fmt.Sprintf("bKash কখনো আপনার পিন বা ভেরিফিকেশন কোড জানতে চায় না। সতর্ক থাকুন। হেল্পলাইন ১৬২৪৭")
		},
		func() string {
			return fmt.Sprintf("Promo code %s: get %d%% off your next ride until %s.", r.K(g.from(upper, 6)+g.dig(2)), g.rng(5, 50), r.K(g.dt().dMonY()))
		},
	)
}

func cWebhookClean(g *G, r *R) string {
	return fmt.Sprintf("{\"event\":\"charge.success\",\"data\":{\"id\":%d,\"reference\":\"%s\",\"amount\":%d,\"currency\":\"%s\",\"paid_at\":\"%sT%s:00.000Z\",\"authorization\":{\"bin\":\"%s\",\"last4\":\"%s\",\"card_type\":\"%s\",\"reusable\":true},\"customer\":{\"customer_code\":\"%s\"}}}", g.rng(1000000000, 4999999999), r.K("T"+g.nonCard(15)), g.rng(100, 900000)*100, g.pick("NGN", "GHS", "KES", "ZAR"), r.K(g.dt().iso()), g.dt().hm(), r.K(g.pick("408408", "506099", "539983", "418742")), g.dig(4), g.pick("visa", "mastercard", "verve"), r.K("CUS_"+g.from(lower+digs, 15)))
}

func cLogClean(g *G, r *R) string {
	d := g.dt()
	return fmt.Sprintf("%s INFO payout.worker batch=%s items=%d ok=%d failed=%d latency_ms=%d provider=%s", r.K(d.isoT()), r.K(g.uuid()), g.rng(10, 900), g.rng(10, 900), g.rng(0, 9), g.rng(40, 4000), g.pick("mpesa_b2c", "mtn_disbursement", "bkash_payout", "gcash_disburse", "spei"))
}

func cLocalClean(g *G, r *R) string {
	return g.one(
		func() string {
			return fmt.Sprintf("Bei ya unga leo ni %s kwa pakiti ya kilo 2, sukari %s. Lipa kwa till %s.", r.K(g.money(C["KE"], 100, 300)), r.K(g.money(C["KE"], 100, 300)), r.K(g.nonCard(6)))
		},
		func() string {
			return fmt.Sprintf("অর্ডার নম্বর %s — মোট ৳%s — ডেলিভারি %s", r.K("#"+g.nonCard(7)), loc(lakh(g.rng(100, 90000)), dBengali), r.K(loc(g.dt().dmY(), dBengali)))
		},
		func() string {
			return fmt.Sprintf("ยอดชำระ %s บาท เลขที่อ้างอิง %s", loc(commas(g.rng(100, 9000)), dThai), r.K(g.from(upper+digs, 14)))
		},
		func() string {
			return fmt.Sprintf("Đơn hàng %s: tổng %s, giao trước %s", r.K("DH"+g.nonCard(8)), r.K(g.money(C["VN"], 50, 5000)), r.K(g.dt().dmY()))
		},
		func() string {
			return fmt.Sprintf("Pesanan %s sudah dikirim, resi %s, total %s", r.K("INV/"+g.dt().compact()[:8]+"/MPL/"+g.nonCard(10)), r.K("JP"+g.nonCard(10)), r.K(g.money(C["ID"], 100, 20000)))
		},
		func() string {
			return fmt.Sprintf("Kudin shinkafa ya kai %s a kasuwa yau. Lambar oda %s.", r.K(g.money(C["NG"], 1000, 90000)), r.K(g.nonCard(8)))
		},
		func() string {
			return fmt.Sprintf("Ẹ jọ̀ọ́, iye owo naa jẹ %s, nọmba oda %s", r.K(g.money(C["NG"], 1000, 90000)), r.K("OD-"+g.nonCard(7)))
		},
		func() string {
			return fmt.Sprintf("Reçu n° %s — Montant %s — %s", r.K(g.nonCard(9)), r.K(g.money(C["SN"], 500, 90000)), r.K(g.dt().dmY()))
		},
		func() string {
			return fmt.Sprintf("تم تحويل %s بنجاح. رقم العملية %s", r.K(g.money(C["EG"], 100, 9000)), r.K(loc(g.nonCard(12), dArabic)))
		},
		func() string {
			return fmt.Sprintf("Tu pedido %s llega el %s. Total %s.", r.K(g.nonCard(10)), r.K(g.dt().dmY()), r.K(g.money(C["CO"], 100, 9000)))
		},
		func() string {
			return fmt.Sprintf("ብር %s ተከፍሏል። የግብይት ቁጥር %s", commas(g.rng(100, 9000)), r.K(g.trx(10)))
		},
	)
}

func cleanTemplates() []tmpl {
	return []tmpl{
		{"mpesa_paybill_clean", 70, cMpesaPaybill},
		{"mpesa_till_clean", 55, cMpesaTill},
		{"masked_receipt_clean", 75, cMasked},
		{"agent_withdraw_clean", 45, cAgentWithdraw},
		{"kplc_token_clean", 35, cKPLC},
		{"momo_clean", 45, cMomoClean},
		{"bd_pk_wallet_clean", 45, cBDPK},
		{"gcash_clean", 40, cGcashClean},
		{"upi_clean", 40, cUPIClean},
		{"latam_payment_clean", 60, cLatamClean},
		{"asia_wallet_clean", 45, cAsiaClean},
		{"fee_table_clean", 20, cFeeTable},
		{"ussd_menu_clean", 30, cUSSDMenu},
		{"config_placeholder_clean", 35, cConfigPlaceholder},
		{"api_response_clean", 35, cAPIResponse},
		{"dispute_clean", 35, cDisputeClean},
		{"ledger_clean", 30, cLedgerClean},
		{"remit_clean", 35, cRemitClean},
		{"marketplace_clean", 40, cMarketClean},
		{"ride_receipt_clean", 30, cRideClean},
		{"delivery_clean", 30, cDeliveryClean},
		{"loan_sms_clean", 30, cLoanClean},
		{"card_receipt_clean", 35, cCardReceipt},
		{"bank_sms_clean", 35, cBankSMS},
		{"promo_sms_clean", 20, cPromo},
		{"webhook_clean", 25, cWebhookClean},
		{"log_clean", 20, cLogClean},
		{"local_lang_clean", 50, cLocalClean},
	}
}
