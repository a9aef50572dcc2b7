package main

import (
	"fmt"
	"strings"
)

func (r *R) handle(p Person) string {
	return p.EF + r.P("-", "_", "") + p.EL + r.P("", "-"+r.D(2), r.D(1))
}

func registerPay() {
	reg("venmo_dispute", true, true, func(r *R, clean bool) string {
		l := L("us")
		p := r.Person(l)
		h := K("@" + r.handle(p))
		txid := K(r.ID(19))
		s := r.P(
			fmt.Sprintf("I paid %s %s on Venmo for concert tickets that never came. Payment ID %s, %s. Venmo says it was 'authorized' so no refund?", h, r.USD(40, 900), txid, K(r.DateLong())),
			fmt.Sprintf("Venmo: sent %s to the wrong %s (typo, the real one is %s). Story id %s. How do I get it back?", r.USD(10, 600), h, K("@"+r.handle(r.Person(l))), txid),
			fmt.Sprintf("Does Venmo send a 1099-K if I only got %s from friends (%s paid me rent)? Transaction %s was marked 'goods & services' by mistake.", r.USD(600, 20000), h, txid))
		if !clean {
			s += r.P(" Their profile shows phone "+ph(r, l)+".", " Seller's email was "+em(r, l, p)+".", " The account is linked to "+ph(r, l)+" according to the search.")
		}
		return s
	})

	reg("zelle_wrong_recipient", true, false, func(r *R, clean bool) string {
		l := L("us")
		p := r.Person(l)
		var to string
		if r.C(0.5) {
			to = mob(r, l)
		} else {
			to = em(r, l, p)
		}
		conf := K(r.S(upAlnumA, 9))
		return r.P(
			fmt.Sprintf("Sent %s by Zelle to %s but it went to someone named %s instead of my contractor. Confirmation %s. Bank says they can't reverse it.", r.USD(50, 3000), to, r.P("JOHN D", "MARIA S", "K WILLIAMS", "A NGUYEN"), conf),
			fmt.Sprintf("zelle recipient: %s\namount: %s\nconf #: %s\ndate: %s\n\nthe enrolled name doesn't match. scam?", to, r.USD(50, 3000), conf, K(r.DateUS())),
			fmt.Sprintf("My bank sent a Zelle request notice from %s for %s. I don't know them. Safe to decline? Ref %s.", to, r.USD(10, 1500), conf))
	})

	reg("paypal_case", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		p := r.Person(l)
		caseID := K("PP-D-" + r.D(6))
		tx := K(r.S(upAlnumA, 17))
		s := r.P(
			fmt.Sprintf("PayPal case %s: buyer opened 'item not as described' for %s. Transaction ID %s. I have tracking %s showing delivered.", caseID, r.M(l, 10, 2000), tx, K("1Z"+r.S(upAlnumA, 16))),
			fmt.Sprintf("Invoice paid via PayPal, transaction %s, but funds are on hold for 21 days (%s). Case %s.", tx, r.M(l, 50, 5000), caseID),
			fmt.Sprintf("Chargeback through PayPal: %s — %s. Do I need to respond before %s?", caseID, tx, K(l.Date(r))))
		if !clean {
			s += r.P(" Buyer's PayPal email: "+em(r, l, p)+".", " My PayPal is "+em(r, l, p)+" if you need it.", " Buyer phone on the order: "+ph(r, l)+".")
		}
		return s
	})

	reg("cashapp_scam", true, true, func(r *R, clean bool) string {
		l := L("us")
		p := r.Person(l)
		tag := K("$" + capitalize(p.EF) + r.P("", r.D(2), "Pays", "_"+r.D(3)))
		s := r.P(
			fmt.Sprintf("Someone sent me %s on Cash App from %s then asked me to send it back because it was 'a mistake'. Cash Card ending %s. Is this the reversal scam?", r.USD(20, 900), tag, K(r.D(4))),
			fmt.Sprintf("Cash App says my payment to %s is 'pending' for %s. Payment ID #%s. Should I cancel?", tag, r.USD(5, 500), K(r.S(upAlnumA, 6))),
			fmt.Sprintf("I got a 1099-K from Cash App for %s. I sell crafts under %s. Does it go on Schedule C?", r.USD(600, 30000), tag))
		if !clean {
			s += r.P(" I called 'Cash App support' at "+P("phone", tollFree(r))+" and they asked for my PIN.", " The guy's number is "+ph(r, l)+".", " He texted from "+ph(r, l)+" and email "+em(r, l, p)+".")
		}
		return s
	})

	reg("wise_api", true, true, func(r *R, clean bool) string {
		l := pick(r, []*Loc{L("uk"), L("de"), L("nl"), L("es"), L("pl"), L("in"), L("us")})
		p := r.Person(l)
		prof := K(r.D(8))
		var tok string
		if clean {
			tok = K(r.P("$WISE_TOKEN", "<api-token>", "${WISE_API_TOKEN}"))
		} else {
			tok = P("bearer", r.UUID())
		}
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("curl -X GET https://api.transferwise.com/v4/profiles/%s/balances?types=STANDARD \\\n  -H \"Authorization: Bearer %s\"\nreturns 401. Token was created in Settings > API tokens with Full access.", prof, tok)
		case 1:
			s := fmt.Sprintf("Wise transfer #%s (%s) stuck on 'we need more info'. Profile %s. Recipient %s.", K(r.D(9)), r.M(l, 100, 9000), prof, p.Name)
			if !clean {
				s += " Recipient email " + em(r, l, p) + r.P(".", ", phone "+ph(r, l)+".")
			}
			return s
		default:
			return fmt.Sprintf("WISE_API_TOKEN=%s\nWISE_PROFILE_ID=%s\nMy script to pull statements for my accountant keeps getting 403 on /v1/profiles/%s/balance-statements. SCA needed?", tok, prof, prof)
		}
	})

	reg("revolut_chat", true, true, func(r *R, clean bool) string {
		l := pick(r, []*Loc{L("uk"), L("fr"), L("es"), L("it"), L("pl"), L("nl"), L("de")})
		p := r.Person(l)
		num := r.CardNum(r.P("visa", "mc"))
		msgs := []string{
			"Rita (Revolut): Hi " + p.First + "! I see your card " + K(r.Masked(num)) + " was blocked after a payment of " + r.M(l, 20, 3000) + " at " + r.P("AMZN Mktp DE", "Ryanair", "Booking.com", "Binance") + ".",
			"You: yes that was me",
		}
		if !clean {
			switch r.IntN(3) {
			case 0:
				msgs = append(msgs, "Rita (Revolut): Could you confirm the phone number linked to your account?", "You: "+ph(r, l))
			case 1:
				msgs = append(msgs, "You: also please change my email to "+em(r, l, p))
			default:
				msgs = append(msgs, "You: here's the full card number so you find it faster "+P("credit_card", r.CardFmt(num)))
			}
		}
		msgs = append(msgs, "Rita (Revolut): Done! Reference "+K(r.S(upAlnumA, 10))+". Anything else?")
		return r.P("Revolut chat — did I overshare?\n", "", "Transcript:\n") + strings.Join(msgs, "\n")
	})

	reg("upi_payment_india", true, true, func(r *R, clean bool) string {
		l := L("in")
		p := r.Person(l)
		bank := r.P("okhdfcbank", "okaxis", "oksbi", "okicici", "ybl", "paytm", "ibl", "axl")
		vpa := K(p.EF + "." + p.EL + r.P("", r.D(2)) + "@" + bank)
		utr := K(r.ID(12))
		s := r.P(
			fmt.Sprintf("Paid %s via UPI to %s, UTR %s, money debited but merchant says not received. It's been %s days.", r.M(l, 100, 50000), vpa, utr, K(fmt.Sprint(r.I(2, 9)))),
			fmt.Sprintf("PhonePe transfer failed but amount %s debited. Txn ID %s. Payee VPA %s. Bank says T+5 reversal?", r.M(l, 100, 50000), K("T"+r.D(21)), vpa),
			fmt.Sprintf("My CA asked for UPI statement for ITR. Rent paid to landlord UPI %s every month, %s. Can I claim HRA without receipts?", vpa, r.M(l, 8000, 60000)))
		if !clean {
			m := l.Mobile(r)
			digits := strings.NewReplacer("+91", "", " ", "", "-", "").Replace(m)
			s += r.P(
				" My registered mobile is "+P("phone", m)+".",
				" Customer care said to WhatsApp "+ph(r, l)+" — genuine?",
				" Also the other VPA is "+P("phone", digits)+"@"+bank+", that's my old number.")
		}
		return s
	})

	reg("pix_key", true, true, func(r *R, clean bool) string {
		l := L("br")
		p := r.Person(l)
		var key, kind string
		if clean {
			if r.C(0.6) {
				key, kind = K(r.UUID()), "aleatória"
			} else {
				key, kind = K(fmt.Sprintf("%02d.%03d.%03d/0001-%02d", r.I(10, 99), r.I(0, 999), r.I(0, 999), r.I(0, 99))), "CNPJ"
			}
		} else {
			switch r.IntN(3) {
			case 0:
				key, kind = mob(r, l), "celular"
			case 1:
				key, kind = em(r, l, p), "e-mail"
			default:
				key, kind = P("phone", "+55"+r.P("11", "21", "31")+"9"+r.D(8)), "telefone"
			}
		}
		return r.P(
			fmt.Sprintf("Minha chave Pix (%s) é %s. Um cliente disse que o Pix de %s não chegou. Como confirmo?", kind, key, r.M(l, 20, 5000)),
			fmt.Sprintf("Fiz um Pix de %s para a chave %s e caiu na conta errada. Abri MED no banco, protocolo %s. Quanto tempo demora?", r.M(l, 20, 5000), key, K(r.ID(12))),
			fmt.Sprintf("Para receber o pagamento da fatura %s, usar Pix: %s (%s). Vencimento %s.", K("NF-"+r.D(5)), key, kind, K(r.DateEU("/"))))
	})

	reg("pix_comprovante_ocr", true, true, func(r *R, clean bool) string {
		l := L("br")
		p := r.Person(l)
		e2e := K("E" + r.D(8) + fmt.Sprint(r.Year()) + fmt.Sprintf("%02d%02d%02d%02d", r.I(1, 12), r.I(1, 28), r.I(0, 23), r.I(0, 59)) + r.S(alnumA, 11))
		var chave string
		if clean {
			chave = K(r.UUID())
		} else {
			chave = r.P(mob(r, l), em(r, l, p))
		}
		return lines(
			r.P("Comprovante abaixo, o Pix foi pra pessoa certa?", "OCR do comprovante:", "Esse comprovante é falso? Recebi de um comprador"),
			"Comprovante de transferência",
			"Valor  "+r.M(l, 10, 9000),
			"Data/Hora  "+K(r.DateEU("/"))+" "+K(r.Time()),
			"ID da transação  "+e2e,
			"Destino",
			"Nome  "+strings.ToUpper(p.Name),
			"CPF  "+K("***."+r.D(3)+"."+r.D(3)+"-**"),
			"Instituição  "+r.P("NU PAGAMENTOS - IP", "ITAÚ UNIBANCO S.A.", "BCO DO BRASIL S.A.", "PICPAY"),
			"Chave Pix  "+chave)
	})

	reg("nigeria_bank_transfer", true, true, func(r *R, clean bool) string {
		l := L("ng")
		p := r.Person(l)
		nuban := K(r.D(10))
		sess := K(r.D(30))
		bank := r.P("GTBank", "Access Bank", "Zenith", "First Bank", "UBA", "Opay", "Moniepoint", "Kuda")
		s := r.P(
			fmt.Sprintf("I transferred %s to %s account %s (%s) since %s but the receiver never got it. Session ID: %s.", r.M(l, 1000, 900000), bank, nuban, strings.ToUpper(p.Name), K(r.DateEU("/")), sess),
			fmt.Sprintf("Abeg which one be NUBAN? The invoice say account %s, %s, name %s. Transfer of %s reversed.", nuban, bank, p.Name, r.M(l, 1000, 900000)),
			fmt.Sprintf("Please help: debit of %s on my %s account %s with narration 'NIP/%s' that I didn't do.", r.M(l, 1000, 900000), bank, nuban, K(r.ID(12))))
		if !clean {
			s += r.P(" My number is "+ph(r, l)+".", " Call me on "+mob(r, l)+" or "+em(r, l, p)+".", " The receiver's line "+mob(r, l)+" is switched off.")
		} else {
			s += r.P(" BVN verified.", " Ticket "+K(r.S(upAlnumA, 8))+".", "")
		}
		return s
	})

	reg("gcash_maya_ph", true, true, func(r *R, clean bool) string {
		l := L("ph")
		refD := r.ID(13)
		ref := K(refD[:4] + " " + refD[4:7] + " " + refD[7:])
		var num string
		if clean {
			num = K("09" + r.P("17", "18", "27") + " *** " + r.D(4))
		} else {
			num = mob(r, l)
		}
		return r.P(
			fmt.Sprintf("Nag-send ako ng %s sa GCash number na %s pero wrong number pala. Ref No. %s. Paano ma-reverse?", r.M(l, 100, 20000), num, ref),
			fmt.Sprintf("Maya transfer to %s failed pero na-deduct na yung %s. Reference %s, %s. Ilang araw bago bumalik?", num, r.M(l, 100, 20000), ref, K(r.DateUS())),
			fmt.Sprintf("Hi po, for my freelance income from Upwork, I cash out to GCash %s. Do I need to register with BIR as self-employed? Last transfer %s, ref %s.", num, r.M(l, 1000, 90000), ref))
	})

	reg("japan_furikomi", true, true, func(r *R, clean bool) string {
		l := L("jp")
		p := r.Person(l)
		bank := r.P("三菱UFJ銀行", "三井住友銀行", "みずほ銀行", "ゆうちょ銀行", "楽天銀行")
		s := fmt.Sprintf("振込先：%s %s支店（店番 %s）普通 %s 名義 %s\n金額 %s、振込日 %s。",
			bank, r.P("渋谷", "新宿", "梅田", "横浜"), K(r.D(3)), K(r.D(7)), r.P("ヤマダ タロウ", "スズキ ハナコ", "カ）サトウシヨウジ"), r.M(l, 1000, 900000), K(r.DateJP()))
		if clean {
			s += r.P("組戻しはできますか？", "確定申告で経費にできますか？", "請求書番号 "+K("INV-"+r.D(6))+" です。")
		} else {
			s += r.P("連絡先 "+ph(r, l), "ご不明点は "+ph(r, l)+" または "+em(r, l, p)+" まで。", "メール："+em(r, l, p))
		}
		return r.P("この振込情報は正しいですか？\n", "", "Freelance invoice in Japanese — can you translate?\n") + s
	})

	reg("mexico_sat_factura", true, true, func(r *R, clean bool) string {
		l := L("mx")
		p := r.Person(l)
		uuid := K(strings.ToUpper(r.UUID()))
		clabe := K(r.P("002", "012", "014", "021", "072") + r.D(15))
		rfc := K(r.P("ABC", "XYZ", "TME", "GMO") + fmt.Sprintf("%02d%02d%02d", r.I(0, 23), r.I(1, 12), r.I(1, 28)) + r.S(upAlnumA, 3))
		s := fmt.Sprintf("Me emitieron una factura CFDI 4.0 con folio fiscal %s, RFC emisor %s, total %s. El pago fue por SPEI a la CLABE %s. ", uuid, rfc, r.M(l, 500, 90000), clabe)
		if clean {
			s += r.P("¿Puedo deducirla en mi declaración anual?", "¿Cómo la cancelo si el uso de CFDI está mal (G03)?", "El SAT dice que no existe, ¿qué hago?")
		} else {
			s += r.P("El contador es "+p.Name+", cel. "+ph(r, l)+".", "Enviar complemento de pago a "+em(r, l, p)+".", "Dudas al "+ph(r, l)+" o "+em(r, l, p)+".")
		}
		return s
	})
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
