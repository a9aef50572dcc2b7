package main

import "strings"

func cardLabelEN() string {
	return pick("Card number: ", "card ", "Card: ", "PAN: ", "the card ", "card no. ", "CC#: ", "card on file ", "credit card ", "debit card ")
}

func putCard(b *B, net string) string {
	d, _ := cardDigits(net)
	v := fmtCard(d)
	b.P("credit_card", v)
	return d
}

func genSupportTicket(b *B, clean bool) {
	L := langs[r.Intn(len(langs))]
	if chance(0.35) {
		L = langs[0]
	}
	n := pickS(L.names)
	cc := pickS(L.ccs)
	b.K("Ticket #" + pick("", "ZD-", "SR-") + dig(6))
	b.T(" — ")
	b.T(L.charged)
	if !clean {
		b.T(" (%s ", L.card)
		d := putCard(b, "")
		b.T(", %s %02d/%02d). ", L.exp, rng(1, 12), rng(26, 31))
		_ = d
	} else {
		b.T(" (")
		d, _ := cardDigits("")
		b.K(cardMasked(d))
		b.T("). ")
	}
	b.K(L.order + " " + orderNum())
	b.T(", ")
	amt := localAmount(L.code)
	b.K(L.amount + ": " + amt)
	b.T(", ")
	b.K(dateISO() + " " + pad(rng(0, 23), 2) + ":" + pad(rng(0, 59), 2))
	b.T(". ")
	if !clean {
		b.T(L.callback + " ")
		b.P("phone", phone(cc))
		b.T(" / %s: ", L.email)
		b.P("email", emailL(L, n))
		b.T(". %s, %s\n", L.thanks, n)
	} else {
		b.K("Auth code: " + authCode())
		b.T(". %s\n", L.thanks)
	}
	if chance(0.5) {
		b.K("IBAN " + iban(""))
		b.T("\n")
	}
}

func genChargeback(b *B, clean bool) {
	b.T("Chargeback dispute — ")
	b.K("Case CB-" + dateISO()[:4] + "-" + dig(6))
	b.T("\n")
	b.K("ARN: " + arn())
	b.T("\n")
	b.K("Reason code: " + pick("10.4 Other Fraud", "4837 No Cardholder Authorization", "13.1 Merchandise Not Received", "4853 Cardholder Dispute"))
	b.T("\n")
	d, net := cardDigits("")
	if !clean {
		b.T("Cardholder PAN (%s): ", net)
		b.P("credit_card", fmtCard(d))
		b.T("\n")
	} else {
		b.T("%s card ", net)
		b.K(cardMasked(d))
		b.T("\n")
	}
	b.K("BIN " + d[:pick(6, 8)])
	b.T(" · ")
	b.K("Transaction ID: " + txnID())
	b.T("\n")
	b.K("Disputed amount: " + amountUS())
	b.T("\n")
	b.K("Original auth code " + authCode())
	b.T("\n")
	if !clean && chance(0.6) {
		b.T("Cardholder contact: ")
		b.P("phone", phone(pickS(allCC)))
		b.T(", ")
		b.P("email", email(pickS(usNames)))
		b.T("\n")
	}
}

func genPCIScan(b *B, clean bool) {
	b.T("PCI DSS data discovery scan — ")
	b.K("report " + pick("PCI", "DLP") + "-" + dig(6))
	b.T("\n")
	files := []string{"s3://settlements/exports/" + dateISO() + "/batch.csv", "/var/log/checkout/app.log", "db.payments.raw_requests", "sftp://acq/in/TC33_" + dig(8) + ".dat"}
	nf := rng(1, 3)
	for i := 0; i < nf; i++ {
		f := pickS(files)
		b.T("Finding %d: %s line %s: ", i+1, f, dig(4))
		d, net := cardDigits("")
		if !clean {
			b.T("unmasked %s PAN ", net)
			b.P("credit_card", pick(d, d, fmtCard(d)))
			b.T(" (should be ")
			b.K(d[:6] + strings.Repeat("*", len(d)-10) + d[len(d)-4:])
			b.T(")\n")
		} else {
			b.T("masked PAN ")
			b.K(cardMasked(d))
			b.T(" — OK\n")
		}
	}
	b.T("False positives suppressed: ")
	b.K("gift card " + giftCard())
	b.T(", ")
	b.K("ts=" + msTS())
	b.T(", ")
	if chance(0.5) {
		b.K("Luhn-invalid " + luhnBad("4", 16))
		b.T(", ")
	}
	b.K("ARN " + arn())
	b.T("\n")
}

func genPaymentLog(b *B, clean bool) {
	ts := dateISO() + "T" + pad(rng(0, 23), 2) + ":" + pad(rng(0, 59), 2) + ":" + pad(rng(0, 59), 2) + "." + dig(3) + "Z"
	b.K(ts)
	b.T(" %s gateway=%s ", pick("INFO", "WARN", "ERROR"), pick("adyen", "stripe", "braintree", "worldpay", "checkout"))
	b.K("txn=" + txnID())
	b.T(" ")
	d, _ := cardDigits("")
	if !clean {
		b.T(pick("card=", "pan=", "cc_number=", "\"card_number\":\"", "card_no="))
		b.P("credit_card", d)
		b.T(" ")
	} else {
		b.K("masked_pan=" + d[:6] + "******" + d[len(d)-4:])
		b.T(" ")
	}
	b.K("bin=" + d[:6])
	b.T(" ")
	b.K("last4=" + d[len(d)-4:])
	b.T(" ")
	b.K("amount=" + commas(rng(1, 99999)) + "." + dig(2))
	b.T(" currency=%s ", pick("USD", "EUR", "GBP", "BRL", "JPY"))
	b.K("order_id=" + orderNum())
	b.T(" ")
	b.K("ts_ms=" + msTS())
	b.T(" ")
	if !clean && chance(0.4) {
		b.T("customer_email=")
		b.P("email", email(pickS(usNames)))
		b.T(" ")
	}
	if !clean && chance(0.3) {
		b.T("billing_phone=")
		b.P("phone", e164())
		b.T(" ")
	}
	b.K("auth_code=" + authCode())
	b.T("\n")
}

func genCardTable(b *B, clean bool) {
	sep := pick(",", "\t")
	if !clean {
		b.T(strings.Join([]string{"order_id", "card_number", "exp", "amount", "bin", "auth_code"}, sep) + "\n")
	} else {
		b.T(strings.Join([]string{"order_id", "masked_pan", "exp", "amount", "bin", "auth_code"}, sep) + "\n")
	}
	for i := 0; i < rng(1, 4); i++ {
		b.K(orderNum())
		b.T(sep)
		d, _ := cardDigits("")
		if !clean {
			b.P("credit_card", pick(d, fmtCard(d)))
		} else {
			b.K(d[:6] + strings.Repeat("X", len(d)-10) + d[len(d)-4:])
		}
		b.T(sep+"%02d/%02d"+sep, rng(1, 12), rng(26, 31))
		b.K(commas(rng(1000, 99999)) + "." + dig(2))
		b.T(sep)
		b.K(d[:6] + sep + authCode())
		b.T("\n")
	}
}

// multilingual card + phone short messages
func genIntlMessage(b *B, clean bool) {
	L := langs[1+r.Intn(len(langs)-1)]
	n := pickS(L.names)
	cc := pickS(L.ccs)
	if !clean {
		b.T("%s. ", n)
	}
	if clean {
		b.T(L.charged + ": ")
		d, _ := cardDigits("")
		b.K(cardMasked(d))
		b.T(". ")
	} else {
		b.T(L.card + ": ")
		putCard(b, "")
		b.T(". ")
	}
	b.K(L.order + " " + orderNum())
	b.T(". ")
	b.K(L.tracking + ": " + tracking())
	b.T(". ")
	if !clean {
		b.T(pick(L.phone, L.mobile) + ": ")
		b.P("phone", phone(cc))
		if chance(0.5) {
			b.T(", %s: ", L.email)
			b.P("email", emailL(L, n))
		}
		b.T(". ")
	}
	b.K("IBAN " + iban(map[string]string{"es": "ES", "pt": pick("PT", "BR"), "fr": "FR", "de": "DE", "it": "IT", "nl": "NL", "pl": "PL", "tr": "TR", "ar": pick("AE", "SA")}[L.code]))
	b.T(" BIC ")
	b.K(bic())
	b.T(". %s\n", L.thanks)
}

func genGiftCard(b *B, clean bool) {
	b.T("Store credit request: ")
	b.K("gift card " + giftCard())
	b.T(" balance ")
	b.K(amountUS())
	b.T(", ")
	b.K("PIN-protected order " + orderNum())
	b.T(". ")
	if !clean {
		b.T("Refund to the original %s ", pick("card", "credit card", "Visa", "Mastercard"))
		putCard(b, pick("Visa", "Mastercard", "Amex", "Discover"))
		b.T(" and text me at ")
		b.P("phone", phone(pick("US", "US", "CA", "GB")))
	} else {
		b.T("Refund to the original card ending ")
		d, _ := cardDigits("")
		b.K("…" + d[len(d)-4:] + " (" + d[:6] + ")")
	}
	b.T(". ")
	b.K(pick("UPS ", "FedEx ", "USPS ") + "tracking " + tracking())
	b.T("\n")
}

func localAmount(code string) string {
	switch code {
	case "es", "fr", "de", "it", "nl":
		return dotsEU(rng(1000, 99999)) + "," + dig(2) + " €"
	case "pt":
		return pick("R$ ", "€ ") + dotsEU(rng(1000, 99999)) + "," + dig(2)
	case "ja":
		return "¥" + commas(rng(1000, 999999))
	case "zh":
		return "¥" + commas(rng(1000, 99999)) + "." + dig(2)
	case "ko":
		return "₩" + commas(rng(10000, 9999999))
	case "hi":
		return "₹" + commas(rng(1000, 999999)) + ".00"
	case "tr":
		return "₺" + dotsEU(rng(1000, 99999)) + "," + dig(2)
	case "pl":
		return strconvI(rng(1, 99)) + " " + dig(3) + "," + dig(2) + " zł"
	case "ar":
		return pick("AED ", "SAR ") + commas(rng(1000, 99999)) + "." + dig(2)
	}
	return amountUS()
}
