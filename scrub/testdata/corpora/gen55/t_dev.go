package main

import (
	"fmt"
	"strings"
)

func registerDev() {
	reg("plaid_transactions_json", true, true, func(r *R, clean bool) string {
		var req string
		if clean {
			req = fmt.Sprintf(`{"client_id": "%s", "secret": "%s", "access_token": "%s", "start_date": "%s", "end_date": "%s"}`,
				K("${PLAID_CLIENT_ID}"), K("${PLAID_SECRET}"), K("${ACCESS_TOKEN}"), K(r.DateISO()), K(r.DateISO()))
		} else {
			req = fmt.Sprintf(`{"client_id": "%s", "secret": "%s", "access_token": "%s", "start_date": "%s", "end_date": "%s"}`,
				K(r.PlaidClientID()), P("bearer", r.PlaidSecret()), P("bearer", r.PlaidAccess()), K(r.DateISO()), K(r.DateISO()))
		}
		var txs []string
		for i := 0; i < r.I(1, 3); i++ {
			txs = append(txs, fmt.Sprintf(`    {"account_id": "%s", "transaction_id": "%s", "amount": %s, "iso_currency_code": "USD", "date": "%s", "merchant_name": "%s", "payment_channel": "%s", "pending": false}`,
				K(r.tok(alnumA, 37)), K(r.tok(alnumA, 37)), K(plain(r.Cents(1, 500))), K(r.DateISO()), r.P("Starbucks", "Uber", "Whole Foods", "Comcast", "Shell"), r.P("in store", "online", "other")))
		}
		return r.P("POST /transactions/get\n", "Plaid returns duplicate transactions. Request:\n", "Why is `pending` always false here?\n") + req +
			"\nResponse:\n{\n  \"transactions\": [\n" + strings.Join(txs, ",\n") + "\n  ],\n  \"request_id\": \"" + K(r.tok(alnumA, 15)) + "\"\n}"
	})

	reg("stripe_invoice_dev", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		p := r.Person(l)
		pk := K(r.StripePK())
		var sk, cust string
		if clean {
			sk = K(r.P("process.env.STRIPE_SECRET_KEY", "sk_live_••••••••", "sk_test_..."))
			cust = K("cus_" + r.tok(alnumA, 14))
		} else {
			sk = P("bearer", r.P(r.StripeSK(), r.StripeSK(), r.StripeRK()))
			cust = em(r, l, p)
		}
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("const stripe = require('stripe')('%s');\n// publishable: %s\nconst inv = await stripe.invoices.create({ customer: '%s', collection_method: 'send_invoice', days_until_due: %d });\n// Error: No such customer", sk, pk, cust, r.I(7, 45))
		case 1:
			return fmt.Sprintf("curl https://api.stripe.com/v1/invoices \\\n  -u %s: \\\n  -d customer=%s \\\n  -d \"description=Consulting %s\"\nresponse: resource_missing. Freelancer here, first time using the API.", sk, cust, K(r.DateLong()))
		default:
			wh := K("whsec_...")
			if !clean {
				wh = P("bearer", r.Whsec())
			}
			return fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\n\nWebhook signature verification fails for invoice.paid events. Invoice in_%s for %s.", pk, sk, wh, K(r.tok(alnumA, 24)), K(usd(r.Cents(50, 9000))))
		}
	})

	reg("env_file_fintech", true, true, func(r *R, clean bool) string {
		var kv [][2]string
		if clean {
			kv = [][2]string{
				{"PLAID_ENV", "production"}, {"PLAID_CLIENT_ID", K(r.PlaidClientID())}, {"PLAID_SECRET", K("changeme")},
				{"STRIPE_SECRET_KEY", K("sk_live_REPLACE_ME")}, {"DATABASE_URL", K("postgres://ledger:${DB_PASSWORD}@db.internal:5432/ledger")},
				{"JWT_SECRET", K("<generate-with-openssl-rand>")}, {"SUPPORT_EMAIL_DOMAIN", "example-bank.com"},
			}
		} else {
			pw := r.Password()
			kv = [][2]string{
				{"PLAID_ENV", r.P("production", "sandbox")}, {"PLAID_CLIENT_ID", K(r.PlaidClientID())}, {"PLAID_SECRET", P("bearer", r.PlaidSecret())},
				{"STRIPE_SECRET_KEY", P("bearer", r.StripeSK())},
				{"DATABASE_URL", "postgres://ledger:" + P("bearer", pw) + "@db.internal:5432/ledger"},
				{"JWT_SECRET", P("bearer", r.tok(alnumA, 48))},
				{"MERCURY_API_TOKEN", P("bearer", r.MercuryTok())},
				{"TWILIO_ACCOUNT_SID", K(r.TwilioSID())}, {"TWILIO_AUTH_TOKEN", P("bearer", r.TwilioAuth())},
				{"SENDGRID_API_KEY", P("bearer", r.SendGrid())},
				{"ALERT_PHONE", P("phone", "+1"+func() string { a, e, l := r.nanp(usAreas); return a + e + l }())},
				{"OPS_EMAIL", P("email", "ops-alerts@"+pick(r, L("us").Biz))},
			}
			kv = r.shufKV(kv)[:r.I(4, 9)]
			has := false
			for _, x := range kv {
				if strings.Contains(x[1], "\x01") {
					has = true
				}
			}
			if !has {
				kv = append(kv, [2]string{"PLAID_SECRET", P("bearer", r.PlaidSecret())})
			}
		}
		var b strings.Builder
		b.WriteString(r.P("My .env for the budgeting app (docker compose can't read it):\n", "Is anything wrong with this .env? App crashes on boot\n\n", ".env.production\n"))
		q := r.P("", "\"")
		for _, x := range kv {
			b.WriteString(K(x[0]) + "=" + q + x[1] + q + "\n")
		}
		return b.String()
	})

	reg("curl_fintech_api", true, true, func(r *R, clean bool) string {
		var tok, host, path string
		switch r.IntN(5) {
		case 0:
			host, path, tok = "api.mercury.com", "/api/v1/accounts", r.MercuryTok()
		case 1:
			host, path, tok = "platform.brexapis.com", "/v2/transactions/card/primary", r.BrexTok()
		case 2:
			host, path, tok = "connect.squareup.com", "/v2/payments", r.SquareTok()
		case 3:
			host, path, tok = "api-m.paypal.com", "/v1/reporting/transactions", r.PayPalAccess()
		default:
			host, path, tok = "api.ramp.com", "/developer/v1/transactions", r.Random(r.I(40, 64))
		}
		t := K("$API_TOKEN")
		host, path = K(host), K(path)
		if !clean {
			t = P("bearer", tok)
		}
		return r.P(
			fmt.Sprintf("curl -s https://%s%s \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Accept: application/json' | jq .\n→ {\"errors\":{\"message\":\"unauthorized\"}}", host, path, t),
			fmt.Sprintf("GET %s HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nX-Request-Id: %s\n\nWhy 403 when the token has read scope?", path, host, t, K(r.UUID())),
			fmt.Sprintf("fetch('https://%s%s', { headers: { Authorization: `Bearer %s` } }) — CORS error in browser. Should this call be server side?", host, path, t))
	})

	reg("http_access_log", true, true, func(r *R, clean bool) string {
		var rows []string
		for i := 0; i < r.I(2, 4); i++ {
			ip := fmt.Sprintf("%d.%d.%d.%d", r.I(10, 220), r.I(0, 255), r.I(0, 255), r.I(1, 254))
			q := "/api/v2/statements?account=" + K(r.Acct()) + "&month=" + K(fmt.Sprintf("%d-%02d", r.Year(), r.I(1, 12)))
			rows = append(rows, fmt.Sprintf("%s - - [%s:%s:00 +0000] \"GET %s HTTP/1.1\" %s %s", K(ip), K(fmt.Sprintf("%02d/%s/%d", r.I(1, 28), r.P("Jan", "Feb", "Mar", "Apr"), r.Year())), K(r.Time()), q, r.P("200", "401", "403", "500"), K(fmt.Sprint(r.I(200, 90000)))))
		}
		if !clean {
			switch r.IntN(3) {
			case 0:
				rows = append(rows, "DEBUG request headers: {'Authorization': 'Bearer "+P("jwt", r.JWT())+"', 'User-Agent': 'okhttp/4.12.0'}")
			case 1:
				rows = append(rows, "WARN login failed user="+P("email", r.Email(r.AnyLoc(), r.Person(r.AnyLoc())))+" ip="+K("10.0."+r.D(1)+"."+r.D(2)))
			default:
				rows = append(rows, "POST /api/v2/cards/verify body={\"pan\":\""+P("credit_card", r.CardNum("visa"))+"\",\"cvv\":\""+r.D(3)+"\"}")
			}
		}
		return r.P("Our statements API is slow, nginx log:\n", "Audit: which of these log lines leak data?\n", "") + strings.Join(rows, "\n")
	})

	reg("xero_qbo_oauth", true, false, func(r *R, clean bool) string {
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("{\n  \"access_token\": \"%s\",\n  \"expires_in\": 3600,\n  \"token_type\": \"Bearer\",\n  \"refresh_token\": \"%s\",\n  \"scope\": \"openid profile email accounting.transactions offline_access\"\n}\nXero gives me this but /Invoices returns 401 with tenant id %s.",
				P("jwt", r.JWT()), P("bearer", r.S(hexA, 64)), K(r.UUID()))
		case 1:
			return fmt.Sprintf("QuickBooks Online OAuth: refresh_token=%s realmId=%s. The refresh fails with invalid_grant after %s days. Do refresh tokens rotate?",
				P("bearer", r.QBORefresh()), K(r.ID(19)), K("100"))
		default:
			return fmt.Sprintf("Authorization: Bearer %s\nAccept: application/json\n\nGET https://quickbooks.api.intuit.com/v3/company/%s/reports/ProfitAndLoss?start_date=%s returns 'AuthenticationFailed'.", P("jwt", r.JWT()), K(r.ID(19)), K(r.DateISO()))
		}
	})

	reg("jwt_debug_fintech", true, true, func(r *R, clean bool) string {
		if clean {
			h := b64u(r.P(`{"alg":"RS256","typ":"JWT"}`, `{"alg":"HS256","typ":"JWT"}`))
			return r.P(
				fmt.Sprintf("Our banking app's JWT header is %s — is RS256 or ES256 better for a mobile client?", K(h)),
				fmt.Sprintf("The log only shows the start of the token (%s...) and the exp claim %s. Is it expired?", K(h[:12]), K(fmt.Sprint(1700000000+r.IntN(60000000)))),
				fmt.Sprintf("What claims should the access token for our budgeting API carry? Currently sub, iat, exp and scope=%s.", K("accounts:read")))
		}
		j := P("jwt", r.JWT())
		return r.P(
			fmt.Sprintf("Can you decode this token from our bank's %s flow and tell me why it's rejected?\n%s", K("OAuth 2.0"), j),
			fmt.Sprintf("id_token=%s&state=%s", j, K(r.tok(alnumA, 16))),
			fmt.Sprintf("The %s returns 401 and my token is\n\n    %s\n\nIs it expired?", K("Revolut Business API"), j),
			fmt.Sprintf("%s'%s') — is storing the bank session like this safe?", K("localStorage.setItem('session', "), j))
	})

	reg("webhook_payload_log", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		p := r.Person(l)
		num := r.CardNum(r.P("visa", "mc", "amex"))
		var email, phone string
		if clean {
			email, phone = "null", "null"
		} else {
			email = "\"" + em(r, l, p) + "\""
			phone = r.P("null", "\""+P("phone", e164(l, l.Mobile(r)))+"\"")
			if phone == "null" && r.C(0.5) {
				phone = "\"" + ph(r, l) + "\""
			}
		}
		return fmt.Sprintf("%s{\n  \"id\": \"%s\",\n  \"type\": \"charge.succeeded\",\n  \"data\": {\"object\": {\n    \"amount\": %s,\n    \"currency\": \"%s\",\n    \"billing_details\": {\"email\": %s, \"phone\": %s, \"address\": {\"postal_code\": \"%s\"}},\n    \"payment_method_details\": {\"card\": {\"brand\": \"%s\", \"last4\": \"%s\", \"exp_month\": %d, \"exp_year\": %d, \"fingerprint\": \"%s\"}}\n  }}\n}",
			r.P("Webhook body we got (redact before sharing?):\n", "invoice.paid / charge.succeeded payload:\n", ""),
			K("evt_"+r.tok(alnumA, 24)), K(fmt.Sprint(r.I(100, 900000))), r.P("usd", "eur", "gbp", "brl", "jpy"), email, phone, K(r.D(5)), r.P("visa", "mastercard", "amex"), K(last4(num)), r.I(1, 12), r.I(2025, 2031), K(r.tok(alnumA, 16)))
	})

	reg("sql_clients_insert", true, false, func(r *R, clean bool) string {
		l := L("us")
		var vals []string
		n := r.I(2, 4)
		for i := 0; i < n; i++ {
			p := r.Person(l)
			vals = append(vals, fmt.Sprintf("(%s, '%s', '%s', '%s', '%s', '%s')", K(fmt.Sprint(r.I(100, 9999))), strings.ReplaceAll(p.Name, "'", "''"), em(r, l, p), ph(r, l), P("ssn", r.P(r.SSN(), strings.ReplaceAll(r.SSN(), "-", ""))), K(r.EIN())))
		}
		return r.P("Migrating our tax practice's client DB to Postgres, this seed file fails:\n", "Does this violate IRS Pub 4557 if it's in our git repo?\n", "") +
			"INSERT INTO clients (id, full_name, email, phone, ssn, business_ein) VALUES\n" + strings.Join(vals, ",\n") + ";\n" + r.P("-- ERROR: value too long for type character varying(9)", "", "-- seeded "+K(r.DateISO()))
	})

	reg("markdown_client_table", true, false, func(r *R, clean bool) string {
		var rows []string
		for i := 0; i < r.I(2, 5); i++ {
			l := r.AnyLoc()
			p := r.Person(l)
			rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s | %s |", p.Name, strings.ToUpper(l.Code), em(r, l, p), ph(r, l), r.M(l, 200, 20000)))
		}
		return r.P("Freelance clients I need to invoice this month:\n\n", "Outstanding invoices by client (from Notion):\n\n", "") +
			"| Client | Country | Email | Phone | Outstanding |\n|---|---|---|---|---|\n" + strings.Join(rows, "\n") + r.P("\n\nWhich ones should get a late fee?", "\n\nHow do I handle VAT for the EU ones?", "")
	})

	reg("freelance_invoice", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		me, cl := r.Person(l), r.Person(l)
		inv := K(r.P("INV-", "#", "Invoice ", "FAC-", "RE-") + fmt.Sprint(r.Year()) + "-" + r.D(3))
		var from, to []string
		from = []string{me.Name, r.P("Design & Illustration", "Software Development", "Translation Services", "Bookkeeping")}
		to = []string{cl.Name, r.P("Brightwave Media", "Orchard Analytics", "Kestrel Studio", "Lumen GmbH", "Atelier Nord SARL")}
		if !clean {
			from = append(from, em(r, l, me))
			if r.C(0.6) {
				from = append(from, ph(r, l))
			}
			if r.C(0.5) {
				to = append(to, bem(r, l, cl))
			}
		} else {
			from = append(from, pick(r, l.Cities))
		}
		var items []string
		for i := 0; i < r.I(1, 3); i++ {
			items = append(items, fmt.Sprintf("%s  %s h × %s = %s", r.P("UI design", "API integration", "Logo revisions", "Monthly bookkeeping", "Translation EN>ES"), K(fmt.Sprint(r.I(2, 60))), r.M(l, 20, 150), r.M(l, 100, 9000)))
		}
		pay := "Payment: " + r.P("bank transfer, account "+K(r.Acct())+" routing "+K(r.Routing()), "Wise, reference "+strings.Trim(inv, "\x04\x05"), "PayPal or Wise within 14 days", "Revolut @"+me.EF+r.D(2))
		return lines(
			r.P("Does my invoice template have everything legally required?", "Client says my invoice is missing info. Here it is:", "Invoice text:"),
			"INVOICE "+inv+"   Date: "+K(l.Date(r))+"   Due: "+K(l.Date(r)),
			"From: "+strings.Join(from, ", "),
			"Bill to: "+strings.Join(to, ", "),
			strings.Join(items, "\n"),
			"Total due: "+r.M(l, 200, 20000),
			pay)
	})

	reg("invoice_chase_email", true, false, func(r *R, clean bool) string {
		l := r.AnyLoc()
		me, cl := r.Person(l), r.Person(l)
		inv := K("INV-" + r.D(4))
		return lines(
			"From: "+me.Name+" <"+em(r, l, me)+">",
			"To: "+r.P("Accounts Payable <"+P("email", r.P("ap", "accounts.payable", "invoices", "billing")+"@"+pick(r, l.Biz))+">", cl.Name+" <"+bem(r, l, cl)+">"),
			"Subject: "+r.P("Overdue: ", "Friendly reminder – ", "FINAL NOTICE ")+inv,
			"",
			"Hi "+cl.First+",",
			r.P("Invoice "+inv+" for "+r.M(l, 200, 20000)+" was due on "+K(l.Date(r))+" and is now "+K(fmt.Sprint(r.I(10, 90)))+" days overdue.",
				"Just following up on "+inv+" ("+r.M(l, 200, 20000)+"). Could you confirm when payment is scheduled?"),
			r.P("If it's easier, call me on "+ph(r, l)+".", "Happy to jump on a call: "+ph(r, l), "Thanks!"),
			"",
			me.Name)
	})

	reg("invoice_api_json", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		p := r.Person(l)
		var cust string
		if clean {
			cust = fmt.Sprintf(`{"id": "%s", "name": "%s", "country": "%s"}`, K("cus_"+r.tok(alnumA, 10)), r.P("Orchard Analytics", "Kestrel Studio", "Lumen GmbH"), strings.ToUpper(l.Code))
		} else {
			cust = fmt.Sprintf(`{"id": "%s", "name": "%s", "email": "%s", "phone": "%s"}`, K("cus_"+r.tok(alnumA, 10)), p.Name, em(r, l, p), ph(r, l))
		}
		auth := K("Bearer {{token}}")
		if !clean && r.C(0.5) {
			auth = "Bearer " + P("bearer", r.Random(r.I(32, 48)))
		}
		return fmt.Sprintf("%sPOST /v1/invoices\nAuthorization: %s\nContent-Type: application/json\n\n{\n  \"customer\": %s,\n  \"number\": \"%s\",\n  \"currency\": \"%s\",\n  \"lines\": [{\"description\": \"%s\", \"amount\": %s}],\n  \"due_date\": \"%s\"\n}",
			r.P("Invoicing API returns 422, what's invalid?\n", "", "Request from our Postman collection:\n"),
			auth, cust, K("INV-"+r.D(5)), r.P("USD", "EUR", "GBP", "INR", "NGN"), r.P("Consulting", "Design sprint", "Retainer"), K(fmt.Sprint(r.I(1000, 900000))), K(r.DateISO()))
	})

	reg("twilio_sms_2fa", true, true, func(r *R, clean bool) string {
		l := r.AnyLoc()
		to := e164(l, l.Mobile(r))
		sid := K(r.TwilioSID())
		if clean {
			return fmt.Sprintf("Twilio Verify sends the OTP fine in the US but fails for %s numbers with error %s. Account %s, service %s. Do I need a sender ID registration?", strings.ToUpper(l.Code), K("60200"), sid, K("VA"+r.S(hexA, 32)))
		}
		return r.P(
			fmt.Sprintf("curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  --data-urlencode \"To=%s\" \\\n  --data-urlencode \"From=%s\" \\\n  --data-urlencode \"Body=Your code is %s\" \\\n  -u %s:%s\nError 21608 — unverified number?", sid, P("phone", to), P("phone", "+1"+func() string { a, e, x := r.nanp(usAreas); return a + e + x }()), K(r.D(6)), sid, P("bearer", r.TwilioAuth())),
			fmt.Sprintf("client = Client('%s', '%s')\nclient.verify.v2.services('%s').verifications.create(to='%s', channel='sms')\n# 60203 Max send attempts reached", sid, P("bearer", r.TwilioAuth()), K("VA"+r.S(hexA, 32)), P("phone", to)))
	})

	reg("postman_collection", true, true, func(r *R, clean bool) string {
		v := K("{{access_token}}")
		if !clean {
			v = P("bearer", r.P(r.SquareTok(), r.PayPalAccess(), r.Random(40), r.BrexTok()))
		}
		return fmt.Sprintf("%s{\n  \"info\": {\"name\": \"%s\"},\n  \"auth\": {\"type\": \"bearer\", \"bearer\": [{\"key\": \"token\", \"value\": \"%s\", \"type\": \"string\"}]},\n  \"item\": [{\"name\": \"List payouts\", \"request\": {\"method\": \"GET\", \"url\": \"%s\"}}]\n}",
			r.P("Exported my Postman collection to share with the contractor:\n", "Postman import fails:\n", ""), r.P("Payouts API", "Accounting sync", "Card issuing sandbox"), v, K("https://"+r.P("api.example-payouts.com", "connect.squareup.com", "api-m.paypal.com")+fmt.Sprintf("/v1/payouts?limit=%d", r.I(10, 100))))
	})

	reg("paypal_rest_creds", true, true, func(r *R, clean bool) string {
		cid := K(r.PayPalClientID())
		sec := K("<client-secret>")
		if !clean {
			sec = P("bearer", r.PayPalSecret())
		}
		return r.P(
			fmt.Sprintf("curl -v https://api-m.paypal.com/v1/oauth2/token \\\n  -u \"%s:%s\" \\\n  -d \"grant_type=client_credentials\"\n→ invalid_client", cid, sec),
			fmt.Sprintf("PAYPAL_CLIENT_ID=%s\nPAYPAL_CLIENT_SECRET=%s\nPAYPAL_MODE=live\nSmart buttons render but capture fails with 401.", cid, sec))
	})
}

func (r *R) shufKV(kv [][2]string) [][2]string {
	out := append([][2]string(nil), kv...)
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

var ccodes = map[string]string{"us": "1", "ca": "1", "uk": "44", "mx": "52", "br": "55", "es": "34", "fr": "33", "de": "49", "it": "39", "nl": "31", "pl": "48", "in": "91", "ph": "63", "ng": "234", "jp": "81"}

// e164 rewrites a locale's phone in E.164 form.
func e164(l *Loc, ph string) string {
	ph = strings.Replace(ph, "(0)", "", 1)
	to := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "", "/", "").Replace(ph)
	if strings.HasPrefix(to, "+") {
		return to
	}
	cc := ccodes[l.Code]
	if cc == "1" {
		return "+1" + strings.TrimPrefix(to, "1")
	}
	return "+" + cc + strings.TrimPrefix(to, "0")
}
