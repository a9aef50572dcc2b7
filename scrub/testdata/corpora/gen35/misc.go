package main

func genContact(b *B, clean bool) {
	L := langs[r.Intn(len(langs))]
	n := pickS(L.names)
	b.T("%s\n", pick("Vendor master update", "Customer record", "CRM note", "Supplier onboarding"))
	b.K("Customer no. C-" + dig(7))
	b.T("\n")
	if !clean {
		b.T("%s\n", n)
		k := rng(1, 2)
		for i := 0; i < k; i++ {
			b.T(pick(L.phone, L.mobile) + ": ")
			b.P("phone", phone(pickS(L.ccs)))
			b.T("\n")
		}
		b.T("%s: ", L.email)
		b.P("email", emailL(L, n))
		b.T("\n")
	}
	b.K("IBAN " + iban(""))
	b.T("\n")
	b.K("SWIFT/BIC: " + bic())
	b.T("\n")
	b.K(L.inv + " INV-" + dateISO()[:4] + "-" + dig(6))
	b.T(" · ")
	b.K(L.amount + ": " + pick(amountUS(), dotsEU(rng(1000, 999999))+","+dig(2)+" €"))
	b.T("\n")
	b.K(pick("VAT ", "USt-IdNr. ", "NIF ", "P.IVA ") + pick("DE", "FR", "ES", "IT", "NL", "PL") + dig(9))
	b.T("\n")
}

// dense look-alikes; clean by design unless a PII line is added
func genLookalikeDense(b *B, clean bool) {
	b.T("%s\n", pick("Reconciliation batch", "Settlement report", "Ops digest", "Audit extract"))
	items := []func(){
		func() { b.K("ARN " + arn()) },
		func() { b.K("EIN " + ein()) },
		func() { b.K("ABA " + aba()) },
		func() { b.K("NPI " + npi()) },
		func() { b.K("IBAN " + iban("")) },
		func() { b.K("BIC " + bic()) },
		func() { b.K("batch_ts=" + msTS()) },
		func() { b.K("gift card " + giftCard()) },
		func() { b.K("E-ticket " + eticket()) },
		func() { b.K("PNR " + pnr()) },
		func() { b.K("tracking " + tracking()) },
		func() { d, _ := cardDigits(""); b.K("masked " + cardMasked(d)) },
		func() { d, _ := cardDigits(""); b.K("BIN " + d[:pick(6, 8)]) },
		func() { b.K("SSN " + maskedSSN()) },
		func() { b.K("order #" + orderNum()) },
		func() { b.K("total " + amountUS()) },
		func() { b.K("total " + dotsEU(rng(1000, 9999999)) + "," + dig(2) + " EUR") },
		func() { b.K("auth " + authCode()) },
		func() { b.K("txn " + txnID()) },
		func() { b.K("NDC " + ndc()) },
		func() { b.K("MRN " + pad(rng(1, 99999999), 8)) },
		func() { b.K("acct " + acct()) },
		func() { b.K("Passport " + passport()) },
		func() {
			b.K("host 10." + pick("0", "12", "200") + "." + pad(rng(0, 255), 1) + "." + pad(rng(1, 254), 1) + ":" + pick("8443", "5432", "6379"))
		},
		func() {
			b.K("v" + pick("2", "3", "10") + "." + pad(rng(0, 40), 1) + "." + pad(rng(0, 20), 1) + " build " + dig(6))
		},
		func() { b.K("ZIP 9" + dig(4) + "-" + dig(4)) },
		func() { b.K("period " + dateISO() + " to " + dateISO()) },
		func() { b.K("invalid PAN " + luhnBad(pick("4", "51", "37"), 16)) },
		func() { b.K("test SSN " + invalidSSN()) },
		func() { b.K("claim " + digNZ(13)) },
	}
	n := rng(4, 7)
	perm := r.Perm(len(items))
	for i := 0; i < n; i++ {
		items[perm[i]]()
		b.T(pick("\n", "; ", " | "))
	}
	if !clean {
		switch r.Intn(4) {
		case 0:
			b.T("escalation contact ")
			b.P("phone", phone(pickS(allCC)))
		case 1:
			b.T("card in free-text memo: ")
			putCard(b, "")
		case 2:
			putSSN(b)
		default:
			b.T("reply-to ")
			b.P("email", email(pickS(usNames)))
		}
		b.T("\n")
	}
}
