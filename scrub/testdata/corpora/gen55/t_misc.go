package main

import (
	"fmt"
	"net/url"
	"strings"
)

type sigLabels struct{ tel, mob, mail, reg string }

var sigByLoc = map[string]sigLabels{
	"us": {"Office:", "Cell:", "Email:", "PTIN"}, "ca": {"T:", "C:", "E:", "CPA #"}, "uk": {"T:", "M:", "E:", "Company No."},
	"de": {"Tel.:", "Mobil:", "E-Mail:", "StB-Nr."}, "fr": {"Tél :", "Port. :", "Courriel :", "SIRET"}, "es": {"Tel.:", "Móvil:", "Correo:", "Nº colegiado"},
	"it": {"Tel.", "Cell.", "Email:", "Iscr. Albo n."}, "nl": {"T", "M", "E", "KvK"}, "pl": {"tel.", "kom.", "e-mail:", "nr wpisu"},
	"br": {"Tel:", "Cel/WhatsApp:", "E-mail:", "CRC"}, "mx": {"Tel.", "Cel.", "Correo:", "Cédula prof."}, "in": {"Ph:", "Mob:", "Email:", "ICAI M.No."},
	"ph": {"Landline:", "Mobile:", "Email:", "PRC Lic. No."}, "ng": {"Tel:", "Cell:", "Email:", "ICAN No."}, "jp": {"TEL：", "携帯：", "Mail：", "税理士登録番号"},
}

func registerMisc() {
	reg("email_signature_intl", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		p := r.Person(l)
		lb := sigByLoc[l.Code]
		firm := strings.Split(pick(r, l.Biz), ".")[0]
		lines2 := []string{"--", p.Name, firm}
		if clean {
			lines2 = append(lines2, pick(r, l.Cities), lb.reg+" "+K(r.D(r.I(5, 9))))
		} else {
			lines2 = append(lines2, lb.tel+" "+ph(r, l))
			if r.C(0.6) {
				lines2 = append(lines2, lb.mob+" "+mob(r, l))
			}
			lines2 = append(lines2, lb.mail+" "+bem(r, l, p))
			if r.C(0.5) {
				lines2 = append(lines2, lb.reg+" "+K(r.D(r.I(5, 9))))
			}
		}
		sep := r.P("\n", "\n", " | ")
		intro := r.P("Translate this reply from my accountant and tell me what documents they need:\n\n", "Forwarding my tax advisor's email — what is she asking?\n\n", "")
		body := map[string]string{
			"de": "Bitte senden Sie uns bis zum " + K(r.DateEU(".")) + " die Lohnsteuerbescheinigung und die Belege für haushaltsnahe Dienstleistungen.",
			"fr": "Merci de nous transmettre avant le " + K(r.DateEU("/")) + " vos relevés de frais réels et l'attestation fiscale de votre banque.",
			"es": "Necesitamos antes del " + K(r.DateEU("/")) + " el certificado de retenciones y los recibos del alquiler.",
			"it": "Ci servono entro il " + K(r.DateEU("/")) + " la Certificazione Unica e le ricevute delle spese mediche.",
			"nl": "Graag vóór " + K(r.DateEU("-")) + " de jaaropgaaf en het WOZ-beschikking sturen.",
			"pl": "Prosimy o przesłanie do " + K(r.DateEU(".")) + " PIT-11 oraz faktur za internet.",
			"br": "Precisamos até " + K(r.DateEU("/")) + " do informe de rendimentos e dos recibos médicos para o IRPF.",
			"mx": "Favor de enviarnos antes del " + K(r.DateEU("/")) + " sus facturas de gastos médicos y la constancia de retenciones.",
			"jp": K(r.DateJP()) + "までに源泉徴収票と医療費の領収書をお送りください。",
		}[l.Code]
		if body == "" {
			body = "Please send your " + r.P("Form 16 and rent receipts", "P60 and pension statements", "T4 slips and RRSP receipts", "W-2s and 1098-T", "BIR Form 2316", "tax clearance and payslips") + " by " + K(r.DateLong()) + "."
		}
		return intro + body + "\n\n" + strings.Join(lines2, sep)
	})

	reg("voicemail_transcript", true, true, func(r *R, clean bool) string {
		l := pick(r, []*Loc{L("us"), L("us"), L("ca"), L("uk"), L("in"), L("ph"), L("ng")})
		p := r.Person(l)
		org := r.P("First Federal Credit Union", "the mortgage servicing department", "Bright Path Tax", "the fraud prevention team at your bank", "Lakeside Title")
		ref := K(r.D(3) + r.S(upAlnumA, 5))
		var cb string
		if clean {
			cb = "please call the number on the back of your card"
		} else {
			n := l.Phone(r)
			cb = "please give me a call back at " + P("phone", n) + r.P("", ", extension "+r.D(3), ". Again, that's "+P("phone", n))
		}
		return r.P("Voicemail transcription (is this a scam?):\n\"", "My phone transcribed this voicemail:\n\"", "\"") +
			fmt.Sprintf("Hi, this message is for %s. This is %s with %s, calling about %s. When you get a chance %s. Reference number %s. Thank you.", p.First, pick(r, l.First), org,
				r.P("your recent application", "a transaction flagged on "+K(r.DateLong()), "your escrow refund", "the documents for your 2024 return"), cb, ref) + "\""
	})

	reg("phone_change_request", true, false, func(r *R, clean bool) string {
		l := r.AnyLoc()
		a, b := ph(r, l), ph(r, l)
		acct := K(r.P("Acct ", "Account ", "Customer ID ", "UID ") + r.D(r.I(6, 10)))
		switch l.Code {
		case "es", "mx":
			return fmt.Sprintf("Hola, necesito cambiar el teléfono de mi cuenta (%s) de %s a %s porque cambié de compañía. No me llegan los SMS de verificación.", acct, a, b)
		case "br":
			return fmt.Sprintf("Preciso atualizar meu celular no app do banco: antigo %s, novo %s. %s. O token não chega.", a, b, acct)
		case "fr":
			return fmt.Sprintf("Bonjour, mon ancien numéro %s n'est plus actif, merci de le remplacer par %s sur mon compte (%s).", a, b, acct)
		case "de":
			return fmt.Sprintf("Bitte ändern Sie meine Mobilnummer für die pushTAN von %s auf %s. %s.", a, b, acct)
		case "it":
			return fmt.Sprintf("Devo cambiare il numero associato al conto per i codici OTP: vecchio %s, nuovo %s. %s.", a, b, acct)
		case "nl":
			return fmt.Sprintf("Mijn oude nummer %s werkt niet meer, nieuw nummer %s. Graag aanpassen voor de bank-app (%s).", a, b, acct)
		case "pl":
			return fmt.Sprintf("Proszę o zmianę numeru telefonu do autoryzacji z %s na %s. %s.", a, b, acct)
		case "jp":
			return fmt.Sprintf("登録電話番号を %s から %s に変更したいです。%s", a, b, acct)
		}
		return r.P(
			fmt.Sprintf("Please update my phone on file from %s to %s. %s. I'm not getting the 2FA texts.", a, b, acct),
			fmt.Sprintf("old number: %s\nnew number: %s\n%s\nHow long before the brokerage lets me withdraw after a phone change?", a, b, acct))
	})

	reg("support_form_urlencoded", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		p := r.Person(l)
		tk := K(r.D(7))
		if clean {
			return fmt.Sprintf("POST /support/ticket\nContent-Type: application/x-www-form-urlencoded\n\nticket=%s&topic=%s&amount=%s&currency=%s&msg=%s",
				tk, r.P("chargeback", "refund", "kyc"), K(plain(r.Cents(5, 900))), r.P("USD", "EUR", "BRL"), url.QueryEscape("I was charged twice on "+r.DateISO()+", order "+r.D(8)))
		}
		e := url.QueryEscape(r.Email(l, p))
		ph2 := url.QueryEscape(r.P(e164(l, l.Mobile(r)), l.Phone(r)))
		return fmt.Sprintf("%sname=%s&email=%s&phone=%s&ticket=%s&msg=%s",
			r.P("Our support form posts this body and the WAF blocks it, why?\n\n", "Form submission captured in the logs:\n", ""),
			url.QueryEscape(p.Name), P("email", e), P("phone", ph2), tk, url.QueryEscape(r.P("card declined abroad", "refund not received", "please close my account")))
	})

	reg("json_customer_profile", true, true, func(r *R, clean bool) string {
		l := L("us")
		p := r.Person(l)
		var tax, phones, emails string
		if clean {
			tax = `"tax_id_last4": "` + K(r.D(4)) + `", "tax_id_type": "ssn"`
			phones = `[]`
			emails = `[]`
		} else {
			tax = `"tax_id": "` + P("ssn", r.P(r.SSN(), strings.ReplaceAll(r.SSN(), "-", ""))) + `", "tax_id_type": "ssn"`
			phones = `[{"type": "mobile", "number": "` + P("phone", e164(l, l.Mobile(r))) + `", "primary": true}]`
			emails = `[{"address": "` + em(r, l, p) + `", "verified": true}]`
		}
		return fmt.Sprintf("%s{\n  \"customer\": {\n    \"id\": \"%s\",\n    \"legal_name\": \"%s\",\n    %s,\n    \"date_of_birth\": \"%s\",\n    \"phone_numbers\": %s,\n    \"emails\": %s,\n    \"employer_ein\": \"%s\",\n    \"risk_score\": %s\n  }\n}",
			r.P("KYC vendor response — which fields can we store?\n", "Our onboarding API returns this, why is risk_score null sometimes?\n", ""),
			K("cust_"+r.tok(alnumA, 12)), p.Name, tax, K(fmt.Sprintf("%d-%02d-%02d", r.I(1950, 2004), r.I(1, 12), r.I(1, 28))), phones, emails, K(r.EIN()), r.P("null", "0.12", "0.87"))
	})

	reg("basic_auth_header", true, true, func(r *R, clean bool) string {
		user := r.P("acct_", "merchant_", "sftp_", "api_") + r.S(loAlnumA, 8)
		if clean {
			return r.P(
				fmt.Sprintf("The bank's SFTP docs say to send `Authorization: Basic <base64(user:password)>` — for user %s do I include the colon even with an empty password?", K(user)),
				fmt.Sprintf("Adyen test endpoint: -u \"ws@Company.%s:<password>\" returns 401. Which user is this?", K(r.P("AcmeCorp", "Kestrel")+r.D(3))))
		}
		pw := r.Password()
		return r.P(
			fmt.Sprintf("Authorization: Basic %s\n^ this is what our payroll provider's API wants, but I get 401. Decoded it's %s. Correct?", P("bearer", r.BasicAuth(user, pw)), K("user:pass")),
			fmt.Sprintf("curl -u %s:%s https://secure.%s.com/api/v1/settlements?date=%s", K(user), P("bearer", pw), r.P("payrollhub", "achworks", "settle-up"), K(r.DateISO())),
			fmt.Sprintf("requests.get(url, auth=('%s', '%s'))  # bank reconciliation feed, returns 403", K(user), P("bearer", pw)))
	})

	reg("placeholder_keys_docs", false, true, func(r *R, clean bool) string {
		return r.P(
			fmt.Sprintf("In the docs they say: keep your secret key (%s) on the server, only the publishable key (%s) goes in the browser. Is that right for Stripe Checkout?", K("sk_live_..."), K(r.StripePK())),
			fmt.Sprintf("The tutorial uses %s and %s as example AWS keys for the S3 bucket with our bank statements. Obviously I replace them?", K("AKIAIOSFODNN7EXAMPLE"), K("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")),
			fmt.Sprintf("Header format per the API reference: %s. And for the sandbox, password is %s. Where do I get a real token?", K("Authorization: Bearer <ACCESS_TOKEN>"), K("********")),
			fmt.Sprintf("config.yaml:\n  exchange: binance\n  api_key: %s\n  api_secret: %s\n  testnet: true\nIs this the right structure?", K("YOUR_API_KEY"), K("YOUR_API_SECRET")),
			fmt.Sprintf("The log got cut off: token=%s — can you tell which provider issued it?", K("eyJhbGciOi...")),
			fmt.Sprintf("Pay to the bearer of this cheque the sum of %s — is a bearer cheque still legal in %s?", K(r.P("₹25,000", "£500.00", "N50,000")), r.P("India", "the UK", "Nigeria")),
			fmt.Sprintf("GitHub secret scanning flagged %s in our repo but it's literally the placeholder from the README. False positive?", K("ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")),
			fmt.Sprintf("Bearer authentication vs API key header — which does Plaid use? Their docs show client_id %s in the body.", K(r.PlaidClientID())))
	})

	reg("masked_data_summary", false, true, func(r *R, clean bool) string {
		num := r.CardNum(r.P("visa", "mc", "amex", "discover"))
		return r.P(
			fmt.Sprintf("My credit report shows an account I don't recognize: %s, opened %s, balance %s, SSN on file %s. Identity theft?", K(r.Masked(num)), K(r.DateUS()), r.USD(100, 9000), K(r.MaskedSSN())),
			fmt.Sprintf("The bank letter says card %s was replaced, new card ends in %s, account %s. Do I need to update autopay?", K(r.Masked(num)), K(r.D(4)), K("****"+r.D(4))),
			fmt.Sprintf("Tax software shows SSN %s and spouse %s — why does it only show last four? Is the full number on the PDF?", K(r.MaskedSSN()), K(r.MaskedSSN())),
			fmt.Sprintf("Apple Pay device account number ends %s but my physical card ends %s. Which do I give the merchant for a refund?", K(r.D(4)), K(last4(num))))
	})

	reg("tax_deadline_calendar", false, true, func(r *R, clean bool) string {
		y := r.I(2024, 2026)
		return r.P(
			fmt.Sprintf("Estimated tax deadlines for %d: %s, %s, %s and %s? If I miss Q2 by a week, what's the penalty rate (%s?)", y, K(fmt.Sprintf("April 15, %d", y)), K(fmt.Sprintf("June 16, %d", y)), K(fmt.Sprintf("September 15, %d", y)), K(fmt.Sprintf("January 15, %d", y+1)), K(fmt.Sprintf("%d%%", r.I(5, 8)))),
			fmt.Sprintf("Extension (Form 4868) filed %s gives me until %s, but payment was still due %s, right?", K(fmt.Sprintf("%d-04-1%d", y, r.I(0, 5))), K(fmt.Sprintf("October 15, %d", y)), K(fmt.Sprintf("April 15, %d", y))),
			fmt.Sprintf("Self Assessment deadlines %d-%02d: paper %s, online %s. Late filing penalty %s?", y-1, y%100, K("31 October"), K("31 January"), K("£100")),
			fmt.Sprintf("Declaración de la renta %d: campaña del %s al %s, domiciliación hasta el %s.", y-1, K(fmt.Sprintf("2 de abril de %d", y)), K(fmt.Sprintf("30 de junio de %d", y)), K(fmt.Sprintf("25 de junio de %d", y))))
	})

	reg("ein_application", false, true, func(r *R, clean bool) string {
		ein := K(r.EIN())
		return r.P(
			fmt.Sprintf("Got my EIN %s online today (CP 575 letter). Do I need a separate one for my S-corp election on Form 2553?", ein),
			fmt.Sprintf("Our LLC's EIN is %s but the bank says the name control doesn't match IRS records. How do I get a 147C letter?", ein),
			fmt.Sprintf("W-9 from vendor lists TIN %s (business). Do I send them a 1099-NEC for %s if they're an LLC taxed as an S-corp?", ein, r.USD(600, 40000)),
			fmt.Sprintf("EIN: %s\nEntity: Single-member LLC\nState: %s\nFormed: %s\nDo I file Form 1065 or Schedule C?", ein, r.P("DE", "WY", "TX", "FL"), K(r.DateUS())))
	})

	reg("routing_number_lookup", false, true, func(r *R, clean bool) string {
		rt, rt2 := K(r.Routing()), K(r.Routing())
		return r.P(
			fmt.Sprintf("Is %s the right routing number for direct deposit, or is %s the wire routing number? Same bank, different state.", rt, rt2),
			fmt.Sprintf("My employer's form rejected routing %s as invalid. How does the ABA checksum work?", rt),
			fmt.Sprintf("ACH vs wire: ACH routing %s, wire ABA %s, SWIFT %s. Which for an incoming international transfer?", rt, rt2, K(r.P("CHASUS33", "BOFAUS3N", "MRMDUS33"))),
			fmt.Sprintf("routing: %s\naccount: %s\ncheck says 'payable through' a different bank — which routing do I use?", rt, K(r.Acct())))
	})

	reg("confirmation_lookalikes", false, true, func(r *R, clean bool) string {
		nanpLike := func() string { a, e, l := r.nanp(usAreas); return a + "-" + e + "-" + l }
		return r.P(
			fmt.Sprintf("Tax software confirmation number %s, IRS submission accepted %s. Is that the same as the e-file DCN %s?", K(nanpLike()), K(r.DateUS()), K(r.D(2)+"-"+r.D(3)+"-"+r.D(5)+"-"+r.D(1))),
			fmt.Sprintf("Order #%s for the tax prep software (%s) charged twice. SKU %s.", K(r.D(3)+"-"+r.D(7)+"-"+r.D(7)), r.USD(40, 130), K(nanpLike())),
			fmt.Sprintf("My policy number is %s and the claim number is %s — the adjuster keeps mixing them up.", K(r.S(upAlnumA, 3)+r.D(7)), K(nanpLike())),
			fmt.Sprintf("EFTPS payment of %s: EFT acknowledgment number %s, tax form %s, period %s.", r.USD(100, 20000), K(r.ID(15)), K("941"), K(fmt.Sprintf("%d Q%d", r.Year(), r.I(1, 4)))),
			fmt.Sprintf("Direct Pay confirmation %s for %s on %s. It doesn't show in my IRS online account yet.", K(r.S(upAlnumA, 3)+"-"+r.D(3)+"-"+r.D(3)+"-"+r.D(3)), r.USD(50, 9000), K(r.DateUS())),
			fmt.Sprintf("Loan number %s, escrow account %s, investor loan #%s — which one do I put on the payment memo?", K(r.ID(10)), K(r.D(7)), K(r.ID(9))))
	})
}

func registerAll() {
	registerTax()
	registerBank()
	registerCrypto()
	registerPay()
	registerIntl()
	registerDev()
	registerMisc()
	registerCards()
}
