package main

import (
	"fmt"
	"strings"
)

var merchants = []string{"WHOLEFDS MKT #10234", "AMZN Mktp US*2K4LX91R2", "SQ *BLUE BOTTLE COF", "UBER *TRIP HELP.UBER.COM", "SHELL OIL 57442133", "TRADER JOE'S #552", "NETFLIX.COM", "SPOTIFY USA", "COSTCO WHSE #0481", "TST* TACOS EL GORDO", "CHEVRON 0209981", "APPLE.COM/BILL", "DOORDASH*CHIPOTLE", "TARGET 00027813", "HOME DEPOT #6512", "PAYPAL *STEAMGAMES", "CVS/PHARMACY #09812", "LYFT *RIDE SUN 9PM"}

func registerBank() {
	reg("bank_statement_paste", true, true, func(r *R, clean bool) string {
		l := L("us")
		var rows []string
		n := r.I(4, 8)
		bal := r.Cents(800, 12000)
		piiAt := -1
		if !clean {
			piiAt = r.IntN(n)
		}
		sep := r.P("  ", "\t", " | ")
		for i := 0; i < n; i++ {
			amt := r.Cents(3, 400)
			bal -= amt
			var desc string
			if i == piiAt {
				p := r.Person(l)
				switch r.IntN(3) {
				case 0:
					desc = "ZELLE PAYMENT TO " + strings.ToUpper(p.First) + " " + P("phone", r.P(func() string { a, e, ll := r.nanp(usAreas); return a + e + ll }(), l.Mobile(r))) + " CONF# " + K(r.S(upAlnumA, 9))
				case 1:
					desc = "Zelle to " + p.Name + " " + em(r, l, p) + " Ref " + K(r.S(upAlnumA, 10))
				default:
					desc = "VENMO CASHOUT PPD ID: " + K(r.D(10)) + " / contact " + ph(r, l)
				}
			} else {
				switch r.IntN(4) {
				case 0:
					desc = "ACH DEBIT " + r.P("GEICO", "PG&E WEB ONLINE", "CITI CARD ONLINE", "COMCAST", "SALLIE MAE") + " ID:" + K(r.ID(10))
				case 1:
					desc = "POS PURCHASE " + pick(r, merchants) + " CARD " + K(r.D(4))
				case 2:
					desc = "Zelle to " + pick(r, l.First) + " Ref # " + K(r.S(upAlnumA, 9))
				default:
					desc = pick(r, merchants)
				}
			}
			rows = append(rows, K(r.P(r.DateUS()[:5], r.DateUS()))+sep+desc+sep+K("-"+plain(amt))+sep+plain(bal))
		}
		head := r.P("Checking statement, last few lines — which of these are recurring subscriptions?",
			"Can someone explain the ACH lines on my statement?",
			"I don't recognize one of these charges:",
			"Pasting from my Chase PDF:")
		return head + "\n" + strings.Join(rows, "\n") + "\n" + r.P("Account ending "+K(r.D(4)), "", "Routing "+K(r.Routing()))
	})

	reg("card_statement_ocr", true, true, func(r *R, clean bool) string {
		bank := r.P("Chase Sapphire", "Capital One Quicksilver", "Citi Double Cash", "Discover it", "Amex Blue Cash", "Wells Fargo Active Cash")
		num := r.CardNum(r.P("visa", "mc", "discover"))
		cs := "Customer Service: see back of card"
		if !clean {
			cs = r.P("Customer Service: ", "Questions? Call ", "Lost/stolen: ", "CUSTOMER SERVICE ") + P("phone", tollFree(r))
			if r.C(0.3) {
				cs += "  TTY: " + P("phone", tollFree(r))
			}
		}
		o := func(s string) string {
			if r.C(0.4) {
				return strings.NewReplacer("S", "5", "l", "I", "o", "0").Replace(s)
			}
			return s
		}
		return lines(
			r.P("OCR'd my statement, can you explain interest charged?", "Why was I charged interest if I paid the statement balance?", "statement text:"),
			o(bank)+"   Account Number: "+K(r.Masked(num)),
			o("Statement Closing Date ")+K(r.DateUS())+"   "+o("Payment Due Date ")+K(r.DateUS()),
			o("New Balance ")+r.USD(50, 9000)+"   "+o("Minimum Payment Due ")+r.USD(25, 300),
			o("Purchase APR ")+K(fmt.Sprintf("%d.%02d%%", r.I(17, 29), r.I(0, 99)))+"   Interest Charged "+r.USD(1, 200),
			cs)
	})

	reg("card_dispute_full_pan", true, false, func(r *R, clean bool) string {
		iss := r.P("visa", "visa", "mc", "mc", "amex", "discover", "jcb", "diners", "unionpay", "elo", "rupay", "verve", "maestro", "hiper")
		num := r.CardNum(iss)
		card := P("credit_card", r.CardFmt(num))
		exp := K(fmt.Sprintf("%02d/%02d", r.I(1, 12), r.I(25, 31)))
		switch iss {
		case "elo", "hiper":
			return fmt.Sprintf("Olá, quero contestar uma compra de %s no meu cartão %s %s validade %s. A loja (%s) não entregou. Protocolo %s.", r.M(L("br"), 80, 3000), issuers[iss].name, card, exp, r.P("Magazine Online", "Loja XPTO"), K(r.ID(14)))
		case "rupay":
			return fmt.Sprintf("Hi, my RuPay debit card %s was charged %s twice at %s. UPI ref %s. Exp %s. Please reverse one.", card, r.M(L("in"), 100, 20000), r.P("Swiggy", "BigBasket", "IRCTC"), K(r.ID(12)), exp)
		case "verve":
			return fmt.Sprintf("My Verve card %s was debited %s at a POS in %s but the transaction failed. RRN %s, STAN %s. When will I get reversal?", card, r.M(L("ng"), 2000, 300000), r.P("Ikeja", "Wuse", "Yaba"), K(r.ID(12)), K(r.D(6)))
		case "jcb":
			return fmt.Sprintf("JCBカード %s（有効期限 %s）で身に覚えのない請求 %s があります。利用日 %s、加盟店 %s。どうすればいいですか？", card, exp, K(L("jp").Money(r, r.Cents(500, 90000))), K(r.DateJP()), r.P("AMAZON.CO.JP", "APPLE COM BILL", "MERCARI"))
		}
		return r.P(
			fmt.Sprintf("I want to dispute a charge of %s from %s on my card %s exp %s — they never shipped. Order #%s.", r.USD(20, 2000), pick(r, merchants), card, exp, K(r.D(8))),
			fmt.Sprintf("card: %s\nexp: %s\namount: %s\nmerchant: %s\nreason: %s\nHow long does chargeback take?", card, exp, r.USD(20, 2000), pick(r, merchants), r.P("duplicate charge", "not received", "cancelled subscription", "fraud")),
			fmt.Sprintf("Someone used my %s ending %s — full number %s — at %s for %s. Do I need to freeze it or will the bank reissue?", issuers[iss].name, K(last4(num)), card, pick(r, merchants), r.USD(20, 2000)))
	})

	reg("ofx_download", true, true, func(r *R, clean bool) string {
		var signon string
		if clean {
			signon = "<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>" + K(r.OFXDate()) + "<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>"
		} else {
			signon = "<SIGNONMSGSRQV1><SONRQ><DTCLIENT>" + K(r.OFXDate()) + "<USERID>" + strings.ToLower(pick(r, L("us").First)) + r.D(2) + "<USERPASS>" + P("bearer", r.Password()) + "<LANGUAGE>ENG<FI><ORG>" + r.P("B1", "AMEX", "WF") + "<FID>" + K(r.D(4)) + "</FI><APPID>QWIN<APPVER>2700</SONRQ></SIGNONMSGSRQV1>"
		}
		var trs []string
		for i := 0; i < r.I(2, 4); i++ {
			trs = append(trs, "<STMTTRN><TRNTYPE>"+r.P("DEBIT", "CREDIT", "POS", "CHECK")+"<DTPOSTED>"+K(r.OFXDate()[:8])+"<TRNAMT>"+K(r.P("-", "")+plain(r.Cents(2, 900)))+"<FITID>"+K(r.ID(r.I(10, 16)))+"<NAME>"+pick(r, merchants)+"</STMTTRN>")
		}
		return lines(
			r.P("Quicken can't read this OFX file my credit union gives me:", "GnuCash import error on this .ofx, what's wrong?", "Is this OFX header valid?"),
			"OFXHEADER:100", "DATA:OFXSGML", "VERSION:102", "",
			"<OFX>", signon,
			"<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>"+K(r.Routing())+"<ACCTID>"+K(r.Acct())+"<ACCTTYPE>CHECKING</BANKACCTFROM>",
			"<BANKTRANLIST>", strings.Join(trs, "\n"), "</BANKTRANLIST>",
			"<LEDGERBAL><BALAMT>"+K(plain(r.Cents(10, 20000)))+"<DTASOF>"+K(r.OFXDate())+"</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>")
	})

	reg("qfx_cc_statement", true, true, func(r *R, clean bool) string {
		num := r.CardNum(r.P("visa", "mc", "amex", "discover"))
		acct := K(r.P("XXXXXXXXXXXX", "************") + last4(num))
		if !clean {
			acct = P("credit_card", num)
		}
		var trs []string
		for i := 0; i < r.I(1, 3); i++ {
			trs = append(trs, fmt.Sprintf("      <STMTTRN>\n        <TRNTYPE>DEBIT</TRNTYPE>\n        <DTPOSTED>%s</DTPOSTED>\n        <TRNAMT>%s</TRNAMT>\n        <FITID>%s</FITID>\n        <NAME>%s</NAME>\n      </STMTTRN>",
				K(r.OFXDate()), K("-"+plain(r.Cents(3, 700))), K(r.S(upAlnumA, 18)), pick(r, merchants)))
		}
		return lines(
			r.P("Exported QFX from my card. Why does Quicken say duplicate account?", "My budgeting app rejects this QFX:", "Is it safe to share this QFX with my bookkeeper?"),
			`<?xml version="1.0" encoding="UTF-8"?>`, `<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE"?>`,
			"<OFX>", "  <CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>", "    <CURDEF>USD</CURDEF>",
			"    <CCACCTFROM><ACCTID>"+acct+"</ACCTID></CCACCTFROM>",
			"    <BANKTRANLIST>", strings.Join(trs, "\n"), "    </BANKTRANLIST>",
			"    <LEDGERBAL><BALAMT>"+K("-"+plain(r.Cents(10, 9000)))+"</BALAMT></LEDGERBAL>",
			"  </CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>", "</OFX>")
	})

	reg("budget_csv_export", true, true, func(r *R, clean bool) string {
		l := L("us")
		app := r.P("YNAB", "Monarch", "Copilot", "Empower", "Rocket Money", "Tiller")
		var rows []string
		piiAt := -1
		n := r.I(3, 7)
		if !clean {
			piiAt = r.IntN(n)
		}
		for i := 0; i < n; i++ {
			memo := r.P("", "groceries", "split w/ roommate", "reimbursable", "gift", "from @"+strings.ToLower(pick(r, l.First))+"-"+r.D(2))
			payee := pick(r, merchants)
			if i == piiAt {
				p := r.Person(l)
				switch r.IntN(3) {
				case 0:
					payee = "Zelle " + p.Name
					memo = "rent share - sent to " + em(r, l, p)
				case 1:
					payee = "Venmo"
					memo = "paid back " + p.First + " (" + ph(r, l) + ")"
				default:
					payee = "Transfer"
					memo = "to " + p.First + "'s Zelle " + em(r, l, p)
				}
			}
			if strings.Contains(memo, "@") && !strings.Contains(memo, "\x01") {
				memo = "from " + K(memo[strings.Index(memo, "@"):])
			}
			rows = append(rows, fmt.Sprintf("%s,\"%s\",%s,\"%s\",%s,%s", K(r.DateISO()), payee, r.P("Groceries", "Dining Out", "Rent", "Transportation", "Subscriptions", "Ready to Assign"), memo, K(plain(r.Cents(2, 1500))), "0.00"))
		}
		return lines(r.P(app+" export — how do I tag these as reimbursable?", "CSV from "+app+":", "Why does "+app+" double count transfers? Export:"),
			"Date,Payee,Category,Memo,Outflow,Inflow", strings.Join(rows, "\n"))
	})

	reg("mortgage_urla_form", true, false, func(r *R, clean bool) string {
		l := L("us")
		p := r.Person(l)
		emp := pick(r, employers)
		fields := []string{
			"1a. Borrower Information",
			"Name: " + p.Name,
			"Social Security Number: " + P("ssn", r.P(r.SSN(), r.SSN(), r.SSNVar())),
			"Date of Birth: " + K(r.DOB()),
			"Citizenship: " + r.P("U.S. Citizen", "Permanent Resident Alien"),
			r.P("Home Phone: ", "Cell Phone: ", "Phone: ") + ph(r, l),
			"Email: " + em(r, l, p),
			"Current Address: " + pick(r, l.Cities) + "  Housing: " + r.P("Rent", "Own") + " " + r.USD(900, 4000) + "/month",
			"1b. Current Employment: " + emp + "  Phone: " + ph(r, l),
			"Base income: " + r.USD(3000, 20000) + "/month",
			"4a. Loan Amount " + r.USD(150000, 900000) + "  Loan Purpose: " + r.P("Purchase", "Refinance"),
			"Loan No. " + K(r.ID(10)) + "   NMLS ID " + K(r.D(r.I(6, 7))),
		}
		if r.C(0.4) {
			fields = append(fields, "Co-Borrower SSN: "+P("ssn", r.SSN()))
		}
		return r.P("Filling out the Uniform Residential Loan Application (Form 1003). Is this right?\n\n", "URLA draft — lender says something's missing:\n", "My loan officer sent me this pre-filled 1003 to check:\n") + strings.Join(fields, "\n")
	})

	reg("loan_officer_email", true, true, func(r *R, clean bool) string {
		l := L("us")
		lo := r.Person(l)
		b := r.Person(l)
		rate := K(fmt.Sprintf("%d.%03d%%", r.I(5, 7), r.I(0, 999)))
		body := fmt.Sprintf("Hi %s,\n\nGood news: you're pre-approved for up to %s at %s (30-yr fixed, %s points). Rate lock expires %s. Please send your last two bank statements and %d W-2s.\n\n",
			b.First, r.USD(200000, 950000), rate, K(fmt.Sprintf("%.3f", float64(r.I(0, 2000))/1000)), K(r.DateLong()), 2)
		sig := lo.Name + "\nSenior Loan Officer | NMLS #" + K(r.D(6))
		if clean {
			sig += "\n" + r.P("Northstar Mortgage", "Cedar Creek Credit Union") + " | Equal Housing Lender"
		} else {
			sig += "\n" + r.P("Cell: ", "C: ", "Mobile ") + ph(r, l) + r.P("  |  Office: "+ph(r, l), "", "\nFax: "+ph(r, l)) + "\n" + bem(r, l, lo)
		}
		return r.P("Is this pre-approval letter legit? The email:\n\n", "Got this from my loan officer, what does 'points' mean here?\n---\n", "") + body + sig
	})

	reg("credit_dispute_letter", true, false, func(r *R, clean bool) string {
		l := L("us")
		p := r.Person(l)
		bureau := r.P("Equifax Information Services LLC\nP.O. Box 740256\nAtlanta, GA 30374", "Experian\nP.O. Box 4500\nAllen, TX 75013", "TransUnion LLC Consumer Dispute Center\nP.O. Box 2000\nChester, PA 19016")
		acct := K(r.P("XXXX", "****", "") + r.D(4))
		parts := []string{
			r.P("Can you check my dispute letter before I mail it?", "Draft credit report dispute:", ""),
			bureau, "",
			"Re: Dispute of inaccurate information — Report #" + K(r.D(10)),
			"",
			"My name is " + p.Name + ", date of birth " + K(r.DOB()) + ", SSN " + P("ssn", r.SSNVar()) + ". I am disputing the following item:",
			"Creditor: " + r.P("Midland Credit Management", "Portfolio Recovery Associates", "Capital One", "Synchrony Bank") + "   Account #: " + acct,
			"Reported balance: " + r.USD(100, 8000) + " — this account was paid in full on " + K(r.DateUS()) + ".",
		}
		if r.C(0.6) {
			parts = append(parts, "You may reach me at "+ph(r, l)+r.P(" or "+em(r, l, p)+".", "."))
		}
		parts = append(parts, "Sincerely,\n"+p.Name)
		return strings.Join(parts, "\n")
	})

	reg("ach_authorization", true, true, func(r *R, clean bool) string {
		l := L("us")
		p := r.Person(l)
		co := r.P("Sunrise Property Management", "Valley Auto Finance", "GreenLeaf Lawn Care", "Midtown Daycare", "Apex Fitness")
		f := []string{
			"ACH DEBIT AUTHORIZATION — " + co,
			"Account holder: " + p.Name,
			"Bank name: " + r.P("Chase", "Bank of America", "Navy Federal CU", "Ally Bank", "US Bank"),
			"Routing number (9 digits): " + K(r.Routing()),
			"Account number: " + K(r.Acct()),
			"Amount: " + r.USD(50, 2500) + " on the " + K(r.P("1st", "5th", "15th")) + " of each month starting " + K(r.DateUS()),
		}
		if !clean {
			f = append(f, r.P("Phone: ", "Daytime phone: ")+ph(r, l), r.P("Email for receipts: ", "Email: ")+em(r, l, p))
		}
		f = append(f, "Signature: ________   Date: "+K(r.DateUS()))
		return r.P("Is it safe to give my landlord this form?\n", "Filling this out for my car loan, which number is routing vs account?\n", "") + strings.Join(f, "\n")
	})

	reg("wire_instructions", true, true, func(r *R, clean bool) string {
		l := pick(r, []*Loc{L("us"), L("uk"), L("ca")})
		p := r.Person(l)
		swift := K(r.P("CHASUS33", "BOFAUS3N", "WFBIUS6S", "BARCGB22", "ROYCCAT2", "TDOMCATTTOR", "CITIUS33XXX"))
		parts := []string{
			r.P("Title company sent wiring instructions for closing. Anything look off?", "Wire instructions from my client for the invoice:", "Can you verify these wire details?"),
			"Beneficiary: " + r.P("Lakeside Title & Escrow LLC", p.Name, "Ridgeway Closing Services"),
			"Bank: " + r.P("JPMorgan Chase Bank, N.A.", "Wells Fargo Bank", "Barclays Bank PLC", "Royal Bank of Canada"),
			"ABA/Routing: " + K(r.Routing()) + "   SWIFT: " + swift,
			"Account: " + K(r.Acct()),
			"Reference: File No. " + K(r.D(2)+"-"+r.D(5)) + "   Amount: " + r.USD(5000, 250000),
		}
		if !clean {
			parts = append(parts, r.P("Call to verify: ", "Questions: ", "Escrow officer direct: ")+ph(r, l)+r.P("", " / "+bem(r, l, p)))
		} else {
			parts = append(parts, "Always verify by calling a number you already know before wiring.")
		}
		return strings.Join(parts, "\n")
	})

	reg("check_micr", false, true, func(r *R, clean bool) string {
		rt, ac, ck := r.Routing(), r.Acct(), r.D(4)
		return r.P(
			fmt.Sprintf("The numbers at the bottom of my check are ⑆%s⑆ %s⑈ %s — which one is the routing number for direct deposit?", K(rt), K(ac), K(ck)),
			fmt.Sprintf("MICR line: C%sC %sD %s  (from a scanned check). My payroll form wants 'transit' and 'account'. Which is which?", K(rt), K(ac), K(ck)),
			fmt.Sprintf("check #%s bounced. Routing %s, acct %s, amount %s. Bank charged %s NSF fee, can I get it waived?", K(ck), K(rt), K(ac), r.USD(50, 3000), K("$35.00")))
	})

	reg("uk_bank_transfer", true, true, func(r *R, clean bool) string {
		l := L("uk")
		p := r.Person(l)
		sort := K(fmt.Sprintf("%02d-%02d-%02d", r.I(10, 99), r.I(0, 99), r.I(0, 99)))
		acct := K(r.D(8))
		s := fmt.Sprintf("Sent %s by Faster Payments to sort code %s, account %s (ref %s) but Confirmation of Payee said 'no match'. ", r.M(l, 50, 8000), sort, acct, K(strings.ToUpper(r.P("INV", "RENT", "DEPOSIT"))+r.D(4)))
		if clean {
			s += r.P("Is the money gone?", "Can the bank recall it?", "HMRC UTR for the reference was "+K(r.D(10))+".")
		} else {
			s += r.P(
				"The builder's number is "+ph(r, l)+" and he's not answering.",
				"Payee said to email "+em(r, l, p)+" with proof. Is this a scam?",
				"My bank (Monzo) wants me to call back on "+ph(r, l)+" — legit?")
		}
		return s
	})

	reg("pos_receipt_ocr", false, true, func(r *R, clean bool) string {
		num := r.CardNum(r.P("visa", "mc", "amex"))
		tot := r.Cents(5, 400)
		return lines(
			r.P("Receipt for my expense report, is this enough for the IRS?", "OCR of a receipt:", "which of these numbers is the transaction id?"),
			r.P("TARGET", "BEST BUY #1123", "STAPLES 00412", "OFFICE DEPOT 2291"),
			K(r.DateUS())+" "+K(r.Time())+"  REG "+K(r.D(3))+" TRN "+K(r.D(4)),
			"SUBTOTAL "+K(plain(tot))+"  TAX "+K(plain(tot*8/100)),
			"TOTAL "+K(plain(tot*108/100)),
			issuers["visa"].name+r.P(" CREDIT", " DEBIT", "")+"  "+K(r.P("************", "XXXXXXXXXXXX", "**** **** **** ")+last4(num)),
			"AUTH CODE "+K(r.S(upAlnumA, 6))+"  AID "+K("A0000000031010"),
			"REF# "+K(r.ID(12)))
	})

	reg("ach_return_question", false, true, func(r *R, clean bool) string {
		code := r.P("R01", "R02", "R03", "R10", "R29", "R16")
		return r.P(
			fmt.Sprintf("Our payroll ACH came back with return code %s for %s. Trace number %s. Company ID %s. Does R-code mean the account is closed?", K(code), r.USD(400, 6000), K(r.ID(15)), K("1"+r.D(9))),
			fmt.Sprintf("Customer's payment returned %s — Nacha file batch %s, effective date %s. Can we re-present it?", K(code), K(r.D(7)), K(r.DateISO())),
			fmt.Sprintf("What's the difference between %s and R10? Got one on a %s debit (trace %s).", K(code), r.USD(10, 900), K(r.ID(15))))
	})

	reg("escrow_analysis", false, true, func(r *R, clean bool) string {
		return r.P(
			fmt.Sprintf("My escrow analysis says shortage of %s and my payment goes from %s to %s starting %s. Property tax went up %s. Loan # %s. Should I pay the shortage in full?",
				r.USD(200, 3000), r.USD(1500, 4500), r.USD(1600, 5000), K(r.DateUS()), K(fmt.Sprint(r.I(3, 25))+"%"), K(r.ID(10))),
			fmt.Sprintf("Annual escrow statement:\n  Beginning balance %s\n  Hazard insurance %s\n  County tax %s\n  Required cushion (2 months) %s\nWhy is the cushion so big?", r.USD(100, 4000), r.USD(800, 4000), r.USD(2000, 12000), r.USD(300, 3000)))
	})

	reg("amortization_question", false, true, func(r *R, clean bool) string {
		pr := r.Cents(100000, 900000)
		return r.P(
			fmt.Sprintf("On a %s loan at %s for %s years, how much do I save by paying %s extra principal each month? Current payment %s.", K(usd(pr)), K(fmt.Sprintf("%d.%d%%", r.I(3, 7), r.I(0, 9))), K(r.P("15", "30")), r.USD(100, 1000), r.USD(900, 6000)),
			fmt.Sprintf("Month 1 of my amortization table shows %s interest and %s principal on a %s balance. Is that right for %s APR?", r.USD(400, 4000), r.USD(100, 900), K(usd(pr)), K(fmt.Sprintf("%d.%03d%%", r.I(5, 7), r.I(0, 999)))),
			fmt.Sprintf("Car loan: %s financed, %s months, rate %s. Dealer says payment is %s. Math check?", r.USD(8000, 60000), K(r.P("48", "60", "72", "84")), K(fmt.Sprintf("%d.%02d%%", r.I(3, 14), r.I(0, 99))), r.USD(200, 1200)))
	})

	reg("family_budget_tsv", false, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		cats := r.Shuf([]string{"Rent", "Groceries", "Utilities", "Childcare", "Transport", "Savings", "Insurance", "Phone plan", "Internet", "Eating out"})
		var rows []string
		for _, c := range cats[:r.I(4, 7)] {
			rows = append(rows, c+"\t"+r.M(l, 20, 2500)+"\t"+r.M(l, 20, 2500))
		}
		return lines(r.P("Our monthly budget vs actual — where are we overspending?", "Budget sheet (pasted from Google Sheets):", "Is 50/30/20 realistic with these numbers?"),
			"Category\tBudget\tActual", strings.Join(rows, "\n"), "Net income\t"+r.M(l, 2000, 12000))
	})

	reg("hsa_receipt", false, true, func(r *R, clean bool) string {
		return r.P(
			fmt.Sprintf("Can I reimburse myself from my HSA for a %s dental bill from %s? Claim # %s, patient responsibility %s. The HSA was opened %s.", r.USD(80, 3000), K(r.DateUS()), K(r.S(upAlnumA, 11)), r.USD(20, 900), K(r.DateUS())),
			fmt.Sprintf("FSA claim denied — EOB shows allowed amount %s, plan paid %s, member ID %s, group %s. Why?", r.USD(50, 900), r.USD(0, 500), K(r.S(upAlnumA, 3)+r.D(9)), K(r.D(6))),
			fmt.Sprintf("Form 5498-SA box 2 says %s but I only contributed %s through payroll (W-2 box 12 W %s). Double counting?", r.USD(500, 8000), r.USD(500, 8000), r.USD(500, 8000)))
	})

	reg("insurance_claim", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		pol := K(r.P("POL-", "HO3-", "AUTO ", "") + r.S(upAlnumA, 2) + r.D(8))
		clm := K(r.D(3) + "-" + r.D(6) + "-" + r.D(2))
		s := fmt.Sprintf("Policy %s, claim %s, date of loss %s. Adjuster offered %s but the contractor estimate is %s. Deductible %s.", pol, clm, K(l.Date(r)), r.M(l, 1000, 30000), r.M(l, 1000, 30000), r.M(l, 250, 2500))
		if !clean {
			a := r.Person(l)
			s += r.P(" Adjuster "+a.Name+", "+ph(r, l)+".", " Adjuster email: "+bem(r, l, a)+".", " The adjuster only answers texts at "+mob(r, l)+".")
		}
		return s + r.P(" Can I negotiate?", " Is depreciation recoverable?", "")
	})

	reg("rent_ledger", true, true, func(r *R, clean bool) string {
		l := L("us")
		ll := r.Person(l)
		var rows []string
		for i := 0; i < r.I(3, 6); i++ {
			rows = append(rows, fmt.Sprintf("%s | %s | %s | %s", K(r.DateUS()), r.P("Rent", "Late fee", "Water", "Payment - thank you"), r.USD(25, 3000), r.P("Zelle", "Check #"+r.D(4), "ACH", "Cash App")))
		}
		s := lines(r.P("Landlord's ledger says I owe money but I paid every month. Ledger:", "Tenant ledger from property manager:", "Is this late fee legal in my state?"),
			"Date | Description | Amount | Method", strings.Join(rows, "\n"))
		if !clean {
			s += "\n" + r.P("I paid via Zelle to "+em(r, l, ll)+" every month.", "Landlord Zelle: "+ph(r, l), "Manager's contact: "+ll.Name+" "+ph(r, l)+" / "+em(r, l, ll))
		} else {
			s += "\nUnit " + K(r.D(3)) + ", lease started " + K(r.DateUS()) + "."
		}
		return s
	})

	reg("bank_chat_transcript", true, false, func(r *R, clean bool) string {
		l := pick(r, []*Loc{L("us"), L("uk"), L("ca"), L("in"), L("ph"), L("ng")})
		p := r.Person(l)
		t := r.Time()
		turns := []string{
			"[" + t + "] Agent (Ava): Thanks for contacting us. How can I help today?",
			"[" + t + "] You: my card got declined at the airport and i'm abroad",
			"[" + t + "] Agent (Ava): I'm sorry to hear that. To verify, can you confirm the phone number on file?",
			"[" + t + "] You: " + r.P("", "it's ", "sure ") + ph(r, l),
		}
		if r.C(0.6) {
			turns = append(turns, "["+t+"] Agent (Ava): And the email address?", "["+t+"] You: "+em(r, l, p))
		}
		if r.C(0.4) {
			turns = append(turns, "["+t+"] You: also my new number while travelling is "+ph(r, pick(r, locList)))
		}
		turns = append(turns, "["+t+"] Agent (Ava): Thank you. I've removed the hold on the card ending "+K(r.D(4))+". Case ref "+K(r.S(upAlnumA, 8))+".")
		return r.P("Is this chat with my bank normal? They asked for a lot:\n", "Chat log:\n", "") + strings.Join(turns, "\n")
	})

	reg("online_banking_password", true, false, func(r *R, clean bool) string {
		l := pick(r, []*Loc{L("us"), L("uk"), L("in"), L("ph"), L("ng"), L("es")})
		p := r.Person(l)
		user := strings.ToLower(p.EF) + r.D(2)
		pw := P("bearer", r.Password())
		switch l.Code {
		case "es":
			return fmt.Sprintf("No puedo entrar en la banca online. Usuario %s, contraseña: %s. Me dice 'credenciales incorrectas' y ya me bloquearon una vez.", K(user), pw)
		}
		return r.P(
			fmt.Sprintf("I can't log in to online banking. Username %s password %s — it says locked after 3 attempts. How do I reset?", K(user), pw),
			fmt.Sprintf("login: %s\npassword: %s\nThe app keeps saying session expired. Android 14.", K(user), pw),
			fmt.Sprintf("my mom's netbanking pwd is %s and user id %s, she wants me to pay her electricity bill from there — safe to save it in the browser?", pw, K(user)),
			fmt.Sprintf("Is \"%s\" a strong enough password for my %s account? It's what I use now.", pw, K(r.P("Fidelity", "Schwab", "E*TRADE", "Zerodha", "Trading 212"))))
	})

	reg("sms_scam_report", true, true, func(r *R, clean bool) string {
		l := pick(r, []*Loc{L("us"), L("uk"), L("ph"), L("in"), L("ng"), L("es"), L("br")})
		otp := K(r.D(6))
		if clean {
			return r.P(
				fmt.Sprintf("Got a text from short code %s: \"Your verification code is %s. Do not share it with anyone.\" I didn't request it. Should I worry?", K(r.D(5)), otp),
				fmt.Sprintf("Text says: \"USPS: your package %s is on hold, pay %s at usps-redelivery[.]top\". Obviously fake but what do they want?", K("9400"+r.D(18)), K("$1.99")),
				fmt.Sprintf("Bank alert: \"A/c XX%s debited by %s on %s. Not you? Call customer care.\" Did someone steal my money?", K(r.D(4)), r.M(l, 100, 50000), K(r.DateEU("-"))))
		}
		sc := ph(r, l)
		return r.P(
			fmt.Sprintf("Got this SMS from %s: \"Your account is suspended, reply with the OTP we sent\". The OTP was %s. I replied. Now what??", sc, otp),
			fmt.Sprintf("Someone called from %s on %s claiming to be my bank's fraud team and asked for my card PIN. Reported it. Should I also report the number somewhere?", sc, K(l.Date(r))),
			fmt.Sprintf("\"Dear customer, your BVN is blocked. Call %s to reactivate.\" Received today %s. Scam?", sc, K(r.DateEU("/"))))
	})
}
