package main

import (
	"fmt"
	"strings"
)

func (g *G) upperName(n Name) string { return strings.ToUpper(n.F + " " + n.L) }

func financeTemplates() []T {
	return []T{
		{"verve_dispute_ng", true, false, func(b *B) {
			n := b.name("NG")
			kind := b.pick("Verve", "Verve", "Mastercard", "Visa")
			c := map[string]string{"Verve": "verve", "Mastercard": "mc", "Visa": "visa"}[kind]
			b.F("Good day, I was debited ¤ twice at a POS in ¤ on ¤ with my ¤ card ¤ but the transaction failed. My account number is ¤. Kindly reverse the second debit.\n¤\n¤",
				K(b.amount("NG")), b.city("NG"), K(b.date(0)), kind, crd(b.card(c)), K(b.nuban()), n.Full(), ph(b.phoneAny("NG")))
		}},
		{"mada_support_ar", true, false, func(b *B) {
			n := b.name("SA")
			c := b.card("mada")
			if b.pct(25) {
				c = ar(c)
			}
			id := b.pick(b.saudiNID(), b.iqama())
			b.F("السلام عليكم، تم خصم مبلغ ¤ من بطاقة مدى رقم ¤ لعملية لم أقم بها بتاريخ ¤. أرجو إيقاف البطاقة فوراً.\nرقم الهوية: ¤\nالاسم: ¤",
				K(b.arAmount("SA")), crd(c), K(b.arMaybe(b.date(0), 40)), K(id), n.NFull())
			if b.pct(60) {
				b.F("\nالجوال: ¤", ph(b.arMaybe(b.phone("SA", Local), 40)))
			}
		}},
		{"meeza_eg", true, false, func(b *B) {
			bank := b.pick("البنك الأهلي", "بنك مصر", "بنك القاهرة", "البريد المصري")
			b.F("عايز أفعّل كارت ميزة رقم ¤ اللي استلمته من ¤، الرقم القومي ¤. الكارت مش شغال في الـ ATM خالص.",
				crd(b.card("meeza")), bank, K(b.egyptNID()))
		}},
		{"card_pidgin_whatsapp", true, false, func(b *B) {
			c := b.card(b.pick("visa", "mc", "verve"))
			if b.pct(50) {
				b.F("Bros abeg help me renew the DSTV sub, use my card ¤, expiry ¤. I go send you the code when e enter. Na ¤ for Compact.",
					crd(c), b.expiry(), K(b.amount("NG")))
			} else {
				b.F("Sis see the card number: ¤ exp ¤. Pay for the Bolt food order make we chop 😂",
					crd(c), b.expiry())
			}
		}},
		{"card_fraud_note_fr", true, false, func(b *B) {
			cc := b.cc(maghrebCC)
			n := b.name(cc)
			kind := b.pick("Visa", "Mastercard", "CIB", "Visa Electron")
			c := map[string]string{"Visa": "visa", "Mastercard": "mc", "CIB": "visa", "Visa Electron": "visa"}[kind]
			if kind == "CIB" {
				c = "mc"
			}
			b.F("Client ¤ signale une opération suspecte de ¤ sur sa carte ¤ ¤ le ¤ (commerçant : ¤). Carte mise en opposition. Rappeler le client au ¤.",
				n.Full(), K(b.amount(cc)), kind, crd(b.card(c)), K(b.date(2)), b.pick("AMZN Mktp", "ALIEXPRESS", "BOOKING.COM", "UBER *TRIP", "NETFLIX.COM"), ph(b.phoneAny(cc)))
		}},
		{"card_gulf_email", true, false, func(b *B) {
			cc := b.cc([]string{"AE", "QA", "SA", "JO", "LB", "PK", "IL"})
			n := b.name(cc)
			kind := b.pick("Mastercard", "Visa", "American Express", "UnionPay")
			c := map[string]string{"Mastercard": "mc", "Visa": "visa", "American Express": "amex", "UnionPay": "unionpay"}[kind]
			b.F("Dear Customer Care,\n\nMy ¤ credit card ¤ was charged ¤ by ¤ on ¤, which I did not authorise. Please raise a dispute; your reference was ¤.\n\nRegards,\n¤",
				kind, crd(b.card(c)), K(b.amount(cc)), b.pick("a hotel in Istanbul", "TABBY*NOON", "CAREEM", "an online casino", "BOOKING.COM"), K(b.date(3)), K(b.ticket()), n.Full())
		}},
		{"card_checkout_debug", true, false, func(b *B) {
			cc := b.cc(countries)
			n := b.name(cc)
			b.F("[checkout] payload received:\nCardholder: ¤\nCard number: ¤\nExpiry: ¤\nBilling phone: ¤\nEmail: ¤\nAmount: ¤\nCart id: ¤",
				b.upperName(n), crd(b.card(b.pick("visa", "mc", "mada", "verve", "amex"))), b.expiry(), ph(b.phone(cc, b.pick3(E164, Intl, Local))), em(b.email(n, cc)), K(b.amount(cc)), K("cart_"+b.hex(10)))
		}},
		{"card_masked_alert", false, true, func(b *B) {
			cc := b.cc([]string{"AE", "SA", "QA", "ZA", "KE", "NG", "EG", "JO", "PK"})
			last := b.digits(4)
			bank := b.pick("Emirates NBD", "Al Rajhi", "QNB", "FNB", "Equity", "GTBank", "CIB", "Arab Bank", "HBL")
			switch b.n(2) {
			case 0:
				b.F("¤: Your Visa card ending ¤ was used for ¤ at ¤ on ¤ ¤. Available limit ¤. Not you? Call the number on the back of your card.",
					bank, K(last), K(b.amount(cc)), b.pick("CARREFOUR MOE", "LULU HYPERMARKET", "SHOPRITE", "NAIVAS", "SPAR", "ENOC", "UBER"), K(b.date(0)), K(b.time24()), K(b.amount(cc)))
			default:
				b.F("Purchase of ¤ with card ¤ **** **** ¤ approved. Ref ¤. Ignore if this was you.",
					K(b.amount(cc)), K(b.pick("5399", "4187", "5061", "4890", "5246")), K(last), K(b.digits(12)))
			}
		}},
		{"bank_alert_ng", false, true, func(b *B) {
			n := b.name("NG")
			a := b.nuban()
			b.F("Acct: ¤\nAmt: NGN¤ CR\nDesc: NIP/TRF FROM ¤/¤\nDate: ¤ ¤\nAvail Bal: NGN¤",
				K(a[:2]+"******"+a[8:]), K(commas(b.rng(10, 900)*500)+".00"), b.upperName(n), K("1000"+b.digits(26)), K(b.date(0)), K(b.time24()), K(commas(b.rng(1000, 900000))+"."+b.digits(2)))
		}},
		{"iban_transfer", true, true, func(b *B) {
			cc := b.cc([]string{"AE", "SA", "QA", "JO", "PK", "EG", "IL", "LB", "TN"})
			n := b.name(cc)
			bank := map[string]string{"AE": "Emirates NBD", "SA": "Al Rajhi Bank", "QA": "QNB", "JO": "Arab Bank", "PK": "Meezan Bank", "EG": "Banque Misr", "IL": "Bank Leumi", "LB": "Bank Audi", "TN": "BIAT"}[cc]
			b.F("Please transfer ¤ to ¤, IBAN ¤, beneficiary ¤. Reference: ¤.",
				K(b.amount(cc)), bank, K(b.iban(cc)), n.Full(), K(b.invoice()))
			if !b.clean {
				if b.pct(50) {
					b.F(" Send the receipt to ¤ once done.", em(b.anyEmail(n, cc)))
				} else {
					b.F(" WhatsApp the receipt to ¤ please.", ph(b.phoneAny(cc)))
				}
			} else {
				b.F(" Payment due by ¤.", K(b.date(3)))
			}
		}},
		{"mpesa_sms", true, true, func(b *B) {
			code := b.mpesaCode()
			d := fmt.Sprintf("%d/%d/%02d", b.rng(1, 28), b.rng(1, 12), b.rng(24, 26))
			t := fmt.Sprintf("%d:%02d %s", b.rng(1, 12), b.n(60), b.pick("AM", "PM"))
			if b.clean {
				if b.pct(50) {
					b.F("¤ Confirmed. Ksh¤.00 sent to KPLC PREPAID for account ¤ on ¤ at ¤ New M-PESA balance is Ksh¤. Transaction cost, Ksh0.00.",
						K(code), K(commas(b.rng(100, 5000))), K(b.meterNo()), K(d), K(t), K(commas(b.rng(10, 30000))+"."+b.digits(2)))
				} else {
					b.F("¤ Confirmed. Ksh¤.00 paid to ¤. on ¤ at ¤.New M-PESA balance is Ksh¤. Transaction cost, Ksh0.00. Amount you can transact within the day is 499,¤.00.",
						K(code), K(commas(b.rng(50, 9000))), b.pick("NAIVAS SUPERMARKET", "QUICKMART", "JAVA HOUSE", "CARREFOUR TRM", "KENCHIC"), K(d), K(t), K(commas(b.rng(10, 30000))+"."+b.digits(2)), b.digits(3))
				}
				return
			}
			n := b.name("KE")
			b.F("¤ Confirmed. Ksh¤.00 sent to ¤ ¤ on ¤ at ¤. New M-PESA balance is Ksh¤. Transaction cost, Ksh¤.00.",
				K(code), K(commas(b.rng(50, 20000))), b.upperName(n), ph(b.phone("KE", Compact)), K(d), K(t), K(commas(b.rng(10, 30000))+"."+b.digits(2)), fmt.Sprint(b.pick("7", "13", "23", "33", "53")))
		}},
		{"momo_gh", true, true, func(b *B) {
			tid := b.nz(11)
			if b.clean {
				b.F("Payment made for GHS ¤ to ECG PREPAID. Current Balance: GHS ¤. Reference: ¤. Transaction ID: ¤. Fee charged: GHS 0.00.",
					K(fmt.Sprintf("%d.00", b.rng(20, 500))), K(fmt.Sprintf("%d.%02d", b.rng(1, 900), b.n(100))), K(b.meterNo()), K(tid))
				return
			}
			n := b.name("GH")
			b.F("Payment received for GHS ¤ from ¤ ¤. Current Balance: GHS ¤. Available Balance: GHS ¤. Reference: ¤. Transaction ID: ¤. TRANSACTION FEE: 0.00",
				K(fmt.Sprintf("%d.00", b.rng(5, 2000))), b.upperName(n), ph(b.phone("GH", b.pick3(MSISDN, Compact, Compact))), K(fmt.Sprintf("%d.%02d", b.rng(1, 900), b.n(100))), K(fmt.Sprintf("%d.%02d", b.rng(1, 900), b.n(100))), b.pick("rent", "school fees", "chop money", "1", "susu"), K(tid))
		}},
		{"opay_transfer_ng", true, false, func(b *B) {
			n := b.name("NG")
			nsn := b.mobileNSN("NG")
			b.F("Transfer Successful\n¤ sent to ¤ | OPay | ¤\nTransaction No.: ¤\n¤ ¤\nRemark: ¤",
				K(b.amount("NG")), b.upperName(n), ph(nsn), K("2503"+b.digits(24)), K(b.date(3)), K(b.time24()), b.pick("house rent", "for market", "balance", "contribution", "refund"))
		}},
		{"easypaisa_pk", true, true, func(b *B) {
			tid := b.nz(11)
			if b.clean {
				b.F("Rs. ¤ paid to ¤ for consumer no. ¤ via JazzCash on ¤. TID: ¤. Thank you for using JazzCash.",
					K(commas(b.rng(500, 20000))), b.pick("K-Electric", "LESCO", "SNGPL", "IESCO", "PTCL"), K(b.digits(13)), K(b.date(0)), K(tid))
				return
			}
			n := b.name("PK")
			b.F("Rs. ¤ sent to ¤ ¤ via Easypaisa on ¤. TID: ¤. Fee: Rs. 0. Available balance: Rs. ¤",
				K(commas(b.rng(200, 50000))), b.upperName(n), ph(b.phone("PK", b.pick3(Local, Compact, Local))), K(b.date(0)), K(tid), K(commas(b.rng(10, 90000))))
		}},
		{"instapay_eg", true, true, func(b *B) {
			ref := b.digits(12)
			if b.clean {
				b.F("تم دفع فاتورة ¤ بمبلغ ¤ عبر فوري. الرقم المرجعي ¤ بتاريخ ¤. شكراً لاستخدامك فوري.",
					b.pick("الكهرباء", "الغاز", "الإنترنت المنزلي", "المياه"), K(b.arAmount("EG")), K(b.arMaybe(ref, 40)), K(b.arMaybe(b.date(0), 40)))
				return
			}
			n := b.name("EG")
			b.F("تم تحويل ¤ إلى ¤ على رقم المحفظة ¤ عبر InstaPay بتاريخ ¤. الرقم المرجعي: ¤",
				K(b.arAmount("EG")), n.NFull(), ph(b.arMaybe(b.phone("EG", b.pick3(Compact, Compact, Local)), 40)), K(b.arMaybe(b.date(0), 40)), K(ref))
		}},
	}
}
