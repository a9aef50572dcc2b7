package main

import (
	"fmt"
	"strings"
)

var locIssuers = map[string][]string{
	"us": {"visa", "mc", "amex", "discover"}, "uk": {"visa", "mc", "amex"}, "ca": {"visa", "mc", "amex"},
	"mx": {"visa", "mc", "amex"}, "br": {"elo", "hiper", "visa", "mc"}, "es": {"visa", "mc", "maestro"},
	"fr": {"visa", "mc"}, "de": {"visa", "mc", "maestro"}, "it": {"visa", "mc", "maestro"}, "nl": {"visa", "mc", "maestro"},
	"pl": {"visa", "mc"}, "in": {"rupay", "visa", "mc"}, "ph": {"visa", "mc", "jcb"}, "ng": {"verve", "visa", "mc"},
	"jp": {"jcb", "visa", "mc", "diners"},
}

func registerCards() {
	reg("card_in_chat_multilang", true, false, func(r *R, clean bool) string {
		l := r.AnyLoc()
		num := r.CardNum(pick(r, locIssuers[l.Code]))
		c := P("credit_card", r.CardFmt(num))
		exp := K(fmt.Sprintf("%02d/%02d", r.I(1, 12), r.I(25, 31)))
		amt := r.M(l, 5, 2000)
		switch l.Code {
		case "es", "mx":
			return r.P(fmt.Sprintf("Me cobraron %s dos veces en la tarjeta %s (vence %s). ¿Cómo hago la aclaración?", amt, c, exp),
				fmt.Sprintf("tarjeta: %s\ncaducidad: %s\n¿por qué me la rechazan en Amazon si tengo saldo?", c, exp))
		case "br":
			return fmt.Sprintf("Meu cartão %s (val. %s) foi clonado, apareceu uma compra de %s que não fiz. O banco pede o número completo por e-mail, é seguro?", c, exp, amt)
		case "fr":
			return fmt.Sprintf("Ma carte %s (exp. %s) a été débitée de %s par un site que je ne connais pas. Opposition faite, la banque va rembourser ?", c, exp, amt)
		case "de":
			return r.P(fmt.Sprintf("Meine Kreditkarte %s, gültig bis %s, wurde mit %s belastet. Chargeback möglich?", c, exp, amt),
				fmt.Sprintf("Kartennummer %s — warum lehnt der Händler sie ab? Ablaufdatum %s.", c, exp))
		case "it":
			return fmt.Sprintf("Addebito di %s sulla mia carta %s, scadenza %s, che non riconosco. Come faccio il disconoscimento?", amt, c, exp)
		case "nl":
			return fmt.Sprintf("Er is %s afgeschreven van mijn creditcard %s (geldig tot %s). Hoe start ik een terugboeking?", amt, c, exp)
		case "pl":
			return fmt.Sprintf("Z karty %s (ważna do %s) pobrano %s bez mojej zgody. Jak złożyć reklamację chargeback?", c, exp, amt)
		case "jp":
			return fmt.Sprintf("カード番号 %s 有効期限 %s で %s の不正利用がありました。カード会社に連絡すべきですか？", c, exp, amt)
		}
		return r.P(
			fmt.Sprintf("Is it safe to give my card %s exp %s to a hotel over email for the deposit of %s?", c, exp, amt),
			fmt.Sprintf("Card number: %s\nExpiry: %s\nAmount: %s\nMerchant says declined, bank says approved. Who's right?", c, exp, amt),
			fmt.Sprintf("My kid used my card %s on a game, %s in charges. Can I get it refunded?", c, amt))
	})

	reg("checkout_error_log", true, true, func(r *R, clean bool) string {
		iss := r.P("visa", "mc", "amex", "discover", "jcb", "unionpay")
		num := r.CardNum(iss)
		pan := K(num[:6] + "******" + last4(num))
		if !clean {
			pan = P("credit_card", r.P(num, num, r.CardFmt(num)))
		}
		ord := K("ord_" + r.tok(alnumA, 12))
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("%s ERROR PaymentService - gateway declined order=%s request={\"card\":{\"number\":\"%s\",\"exp_month\":%d,\"exp_year\":%d},\"amount\":%s,\"currency\":\"%s\"} response_code=%s",
				K(r.DateISO()+"T"+r.Time()+":"+fmt.Sprintf("%02d", r.I(0, 59))+"Z"), ord, pan, r.I(1, 12), r.I(2025, 2031), K(fmt.Sprint(r.I(100, 99999))), r.P("USD", "EUR", "GBP"), K(r.P("05", "51", "54", "14", "N7")))
		case 1:
			return fmt.Sprintf("Sentry breadcrumb from our checkout:\n  form.card_number = %s\n  form.postal = %s\n  error: \"%s\"\nShould we be logging this?", pan, K(r.D(5)), r.P("Your card was declined.", "Invalid card number", "3DS authentication failed"))
		default:
			return fmt.Sprintf("Braintree sandbox vs prod: card %s works in sandbox but prod returns 2046 Declined. Order %s, BIN %s.", pan, ord, K(num[:6]))
		}
	})

	reg("virtual_card_details", true, true, func(r *R, clean bool) string {
		num := r.CardNum(r.P("visa", "mc"))
		var pan string
		if clean {
			pan = K(r.P("•••• •••• •••• ", "**** ") + last4(num))
		} else {
			pan = P("credit_card", r.CardFmt(num))
		}
		cvc := r.D(3)
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("Made a single-use virtual card for the free trial:\nNumber %s\nExp %s  CVC %s\nSpend limit %s. Will the merchant be able to charge after it's closed?", pan, K(fmt.Sprintf("%02d/%02d", r.I(1, 12), r.I(25, 31))), cvc, r.USD(1, 50))
		case 1:
			return fmt.Sprintf("{\"id\": \"%s\", \"type\": \"virtual\", \"pan\": \"%s\", \"exp_month\": \"%02d\", \"exp_year\": \"%d\", \"spend_controls\": {\"limit\": %s, \"interval\": \"monthly\"}}\nIs it PCI-compliant to return the pan from our API to the admin UI?", K("card_"+r.tok(alnumA, 16)), pan, r.I(1, 12), r.I(2026, 2031), K(fmt.Sprint(r.I(1000, 500000))))
		default:
			return fmt.Sprintf("Revolut disposable card for the AliExpress order: %s, the app says it regenerates after one payment. Order %s for %s.", pan, K(r.ID(16)), K(r.P("€", "£", "$")+plain(r.Cents(3, 300))))
		}
	})

	reg("mobile_app_logcat", true, true, func(r *R, clean bool) string {
		tok := K("<redacted>")
		if !clean {
			tok = P("jwt", r.JWT())
		}
		app := r.P("com.budgetly.app", "com.coinvault.wallet", "ng.paylite.android", "br.com.carteira", "in.paynow.upi", "jp.co.kakeibo")
		ts := K(fmt.Sprintf("%02d-%02d %s:%02d.%03d", r.I(1, 12), r.I(1, 28), r.Time(), r.I(0, 59), r.I(0, 999)))
		return r.P(
			fmt.Sprintf("%s  %d  %d D OkHttp  : --> GET https://api.%s/v1/accounts\n%s  %d  %d D OkHttp  : Authorization: Bearer %s\n%s  %d  %d D OkHttp  : <-- 401 Unauthorized (%dms)\nWhy 401 right after login?", ts, r.I(1000, 30000), r.I(1000, 30000), r.P("budgetly.io", "coinvault.app", "paylite.ng"), ts, r.I(1000, 30000), r.I(1000, 30000), tok, ts, r.I(1000, 30000), r.I(1000, 30000), r.I(40, 900)),
			fmt.Sprintf("iOS app crash (%s). Keychain item 'session' = %s; crash at TransactionsViewModel.swift:%s", app, tok, K(fmt.Sprint(r.I(20, 400)))),
			fmt.Sprintf("adb logcat | grep %s\n%s I AuthRepo: refreshed session token=%s exp=%s", app, ts, tok, K(fmt.Sprint(1700000000+r.IntN(60000000)))))
	})

	reg("open_banking_request", true, true, func(r *R, clean bool) string {
		cid := K(r.tok(alnumA, 22))
		if clean {
			return fmt.Sprintf("Our UK open banking consent: GET /authorize?response_type=code%%20id_token&client_id=%s&scope=openid%%20accounts&request=<signed JWT>. The ASPSP rejects the request object with 'invalid_request_object'. Which claims are mandatory? Consent id %s.", cid, K("urn-alphabank-intent-"+r.D(5)))
		}
		return r.P(
			fmt.Sprintf("GET /authorize?response_type=code%%20id_token&client_id=%s&redirect_uri=%s&scope=openid%%20accounts&request=%s\nThe bank says invalid_request_object. What's wrong with the claims?", cid, K("https%3A%2F%2Fapp.example-budget.co.uk%2Fcb"), P("jwt", r.JWT())),
			fmt.Sprintf("Consent %s created. The account-access token from the bank is %s — can I store it to refresh daily for 90 days?", K("urn-alphabank-intent-"+r.D(5)), P("jwt", r.JWT())),
			fmt.Sprintf("x-fapi-interaction-id: %s\nAuthorization: Bearer %s\nGET /open-banking/v3.1/aisp/accounts → 403", K(r.UUID()), P("jwt", r.JWT())))
	})

	reg("har_export_snippet", true, true, func(r *R, clean bool) string {
		var cookie, auth string
		if clean {
			cookie, auth = K("session=[removed]"), K("Bearer [removed]")
		} else {
			cookie = "session=" + P("jwt", r.JWT())
			auth = "Bearer " + P("bearer", r.Random(r.I(32, 64)))
			if r.C(0.3) {
				auth = "Bearer " + P("jwt", r.JWT())
			}
		}
		return fmt.Sprintf("%s\"headers\": [\n  {\"name\": \"Cookie\", \"value\": \"%s\"},\n  {\"name\": \"Authorization\", \"value\": \"%s\"},\n  {\"name\": \"x-client-version\", \"value\": \"%s\"}\n],\n\"url\": \"%s\"",
			r.P("HAR from the tax portal when upload fails (trimmed):\n", "Exported HAR, the bank site loops on login:\n", ""),
			cookie, auth, K(fmt.Sprintf("%d.%d.%d", r.I(1, 9), r.I(0, 40), r.I(0, 9))), K("https://"+r.P("portal.taxprep-online.com/api/upload", "secure.example-cu.org/api/session", "app.ledgerly.io/v2/sync")))
	})
}

var _ = strings.TrimSpace
