package main

import (
	"strings"
)

func fullWidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune('０' + (c - '0'))
		case c == '-':
			b.WriteRune('－')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// chat transcripts: customers paste cards/phones in many languages
func genChat(b *B, clean bool) {
	L := langs[r.Intn(len(langs))]
	n := pickS(L.names)
	b.T("[%s %02d:%02d] Agent: ", dateISO(), rng(8, 20), rng(0, 59))
	b.T(pick("How can I help?", "Can you confirm the payment details?", "Which booking is this about?"))
	b.T("\n[Customer] ")
	if !clean {
		switch r.Intn(4) {
		case 0:
			b.T(pick("my card is ", "the card I used: ", "card ", "I paid with ") + "")
			putCard(b, "")
			b.T(pick(" exp ", " valid thru ", ", ")+"%02d/%02d", rng(1, 12), rng(26, 31))
		case 1:
			b.T(L.card + " ")
			putCard(b, "")
		case 2:
			b.T("%s %s ", L.order, orderNum())
			b.T(pick("and the card was ", "— paid by card ", ", charged to "))
			putCard(b, "")
		default:
			b.T("{\"card_number\": \"")
			putCard(b, "")
			b.T("\", \"exp_month\": %d, \"exp_year\": %d}", rng(1, 12), rng(2026, 2031))
		}
		b.T("\n[Customer] ")
		if chance(0.7) {
			b.T(pick(L.callback+" ", L.phone+": ", "WhatsApp: ", pick(L.mobile, L.phone)+" "))
			p := phone(pickS(L.ccs))
			if L.code == "ja" && chance(0.4) {
				p = fullWidth(p)
			}
			b.P("phone", p)
		}
		if chance(0.5) {
			b.T(" %s ", pick("/", "or", "·"))
			b.P("email", emailL(L, n))
		}
		b.T("\n")
	} else {
		d, _ := cardDigits("")
		b.T(pick("card ending ", "the card "))
		b.K(cardMasked(d))
		b.T(", ")
		b.K(L.order + " " + orderNum())
		b.T("\n")
	}
	b.T("[Agent] ")
	b.K("Refund ref RF-" + dig(8))
	b.T(" for ")
	b.K(pick(amountUS(), dotsEU(rng(1000, 99999))+","+dig(2)+" EUR"))
	b.T(", ")
	b.K("ARN " + arn())
	b.T(".\n")
}

func genSSNForms2(b *B, clean bool) {
	if clean {
		b.T("%s\n", pick("Formulario W-4(SP)", "Tax intake checklist", "Payroll correction memo"))
		b.K("Número de identificación del empleador (EIN): " + ein())
		b.T("\n")
		b.K("últimos 4 del SSN: " + dig(4))
		b.T("\n")
		b.K("SSN on file " + maskedSSN())
		b.T("\n")
		b.K("Routing # " + aba())
		b.T("\n")
		b.K("Check # " + dig(6) + " dated " + dateISO())
		b.T("\n")
		return
	}
	b.T("%s\n", pick("Formulario W-4(SP)", "Tax intake checklist", "Payroll correction memo", "Client intake (tax prep)"))
	k := rng(1, 2)
	for i := 0; i < k; i++ {
		a, g, s := ssnParts()
		switch r.Intn(8) {
		case 0:
			b.T("Número de Seguro Social: ")
			b.P("ssn", fmtSSN(a, g, s, pick(0, 1, 2)))
		case 1:
			b.P("ssn", "SSN-"+fmtSSN(a, g, s, 0))
			b.pii[len(b.pii)-1].V = fmtSSN(a, g, s, 0)
		case 2:
			b.T("SS#")
			b.P("ssn", fmtSSN(a, g, s, pick(0, 2)))
		case 3:
			b.T("Tax ID (SSN): ")
			b.P("ssn", fmtSSN(a, g, s, pick(0, 1)))
		case 4:
			b.T("TIN: ")
			b.P("ssn", fmtSSN(a, g, s, 0))
		case 5:
			a, g, s = itinParts()
			b.T(pick("ITIN: ", "ITIN # ", "itin "))
			b.P("ssn", fmtSSN(a, g, s, pick(0, 1, 2)))
		case 6:
			b.T("spouse SSN ")
			b.P("ssn", fmtSSN(a, g, s, pick(0, 1, 2)))
		default:
			b.T("Número de Seguro Social (ITIN): ")
			a, g, s = itinParts()
			b.P("ssn", fmtSSN(a, g, s, 0))
		}
		b.T("\n")
	}
	b.K("EIN " + ein())
	b.T("\n")
	b.K("Refund to routing " + aba() + " acct " + acct())
	b.T("\n")
	if chance(0.4) {
		b.T("Preparer phone: ")
		b.P("phone", phone("US"))
		b.T("\n")
	}
	b.K("PTIN P" + dig(8))
	b.T("\n")
}

func ean13() string {
	for {
		d := pick("400", "401", "419", "426", "437", "450", "490", "500", "501", "590", "690", "760", "789", "800", "871") + dig(9)
		s := 0
		for i := 0; i < 12; i++ {
			w := 1
			if i%2 == 1 {
				w = 3
			}
			s += int(d[i]-'0') * w
		}
		return d + string(byte('0'+(10-s%10)%10))
	}
}
func imei() string { return luhnFill(pick("35", "86", "01", "99")+dig(6), 15) }
func iccid() string {
	return luhnFill("89"+pick("01", "44", "49", "33", "86", "91")+dig(2), pick(19, 20))
}

// fintech device/retail look-alikes: IMEI (Luhn), ICCID (Luhn), EAN-13, snowflakes, ns timestamps
func genDevice(b *B, clean bool) {
	b.T("%s\n", pick("Wallet provisioning log", "Device binding review", "POS terminal report", "Retail returns batch"))
	b.KA("IMEI " + imei())
	b.T("\n")
	b.KA("ICCID " + iccid())
	b.T("\n")
	b.KA("EAN " + ean13())
	b.T(" qty ")
	b.T("%d", rng(1, 9))
	b.T("\n")
	b.K("event_id=1" + dig(18))
	b.T(" ")
	b.K("ts_ns=17" + dig(17))
	b.T("\n")
	b.K("terminal TID " + dig(8))
	b.T(" ")
	b.K("MID " + dig(15))
	b.T("\n")
	if !clean {
		switch r.Intn(3) {
		case 0:
			b.T("tokenized from FPAN ")
			putCard(b, "")
		case 1:
			b.T("subscriber MSISDN ")
			b.P("phone", e164())
		default:
			b.T("account holder e-mail ")
			b.P("email", email(pickS(usNames)))
		}
		b.T("\n")
	} else {
		b.K("DPAN suffix " + dig(4) + " (token " + strings.ToUpper(secret("abcdef0123456789", 8)) + ")")
		b.T("\n")
	}
}

func genSecrets(b *B, clean bool) {
	if clean {
		b.T(pick(
			"Docs: send the `Authorization: Bearer <token>` header; the bearer of the token is the client.\n",
			"Response: {\"token_type\": \"Bearer\", \"expires_in\": 3600, \"scope\": \"payments\"}\n",
			"export STRIPE_SECRET_KEY=$STRIPE_SECRET_KEY  # set in vault\n",
			"GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n",
			"curl -H \"Authorization: Bearer $ACCESS_TOKEN\" https://api.payments.internal/v1/charges\n"))
		b.K("publishable key pk_live_" + secret(alnum, 24))
		b.T("\n")
		b.K("webhook endpoint we_" + secret(alnum, 24))
		b.T("\n")
		b.K("request-id: req_" + secret(alnum, 14))
		b.T("\n")
		return
	}
	switch r.Intn(5) {
	case 0:
		k, v := vendorSecret()
		b.T("%s pasted in Slack: ", pick("oops,", "FYI", "incident:"))
		b.P("bearer", v)
		b.T(" (%s) — please rotate\n", strings.ToLower(k))
	case 1:
		b.T("curl -s -H \"Authorization: Bearer ")
		b.P("bearer", opaqueToken())
		b.T("\" https://api.%s/v1/payouts\n", pick("payments.internal", "payroll.example-corp.net", "claims.internal"))
	case 2:
		b.T("{\"headers\": {\"Authorization\": \"Bearer ")
		b.P("jwt", jwt())
		b.T("\"}}\n")
	case 3:
		k, v := vendorSecret()
		b.T("config.yaml:\n  %s: ", strings.ToLower(k))
		b.P("bearer", v)
		b.T("\n")
	default:
		b.T("Authorization: Bearer ")
		b.P("bearer", opaqueToken())
		b.T("\n")
		k, v := vendorSecret()
		b.T("%s=", k)
		b.P("bearer", v)
		b.T("\n")
	}
	b.K("trace_id=" + secret("abcdef0123456789", 32))
	b.T("\n")
	b.K("publishable key pk_live_" + secret(alnum, 24))
	b.T("\n")
}

func genSignature(b *B, clean bool) {
	L := langs[r.Intn(len(langs))]
	n := pickS(L.names)
	b.T("%s\n\n", pick(L.thanks+",", "--", L.thanks))
	if !clean {
		b.T("%s\n%s\n", n, pick("Accounts Payable", "Payroll Specialist", "Billing Coordinator", "Guest Relations"))
		cc := pickS(L.ccs)
		b.T(pick("T: ", "Tel. ", "M: ", "Mob. ", L.phone+": ", "📞 "))
		b.P("phone", phone(cc))
		if chance(0.5) {
			b.T(pick(" | M: ", " · Mob. ", "\nWhatsApp: "))
			p := phone(cc)
			if !strings.HasPrefix(p, "+") {
				p = phone(cc)
			}
			b.P("phone", p)
		}
		b.T("\n")
		b.P("email", emailL(L, n))
		b.T("\n")
	} else {
		b.T("%s\n", pick("Accounts Payable team", "Payroll desk", "Billing"))
	}
	b.K(pick(L.inv, "Ref.") + " " + pick("INV-", "FA-", "RE-") + dateISO()[:4] + "-" + dig(5))
	b.T(" · ")
	b.K("IBAN " + iban(""))
	b.T("\n")
	b.K(pick("VAT ", "USt-IdNr. ", "NIF ", "P.IVA ") + pick("DE", "FR", "ES", "IT", "NL", "PL") + dig(9))
	b.T("\n")
}
