package main

import (
	"fmt"
	"strings"
)

var cardMsgs = map[string][]string{
	"en":    {"my card number is %s can you check why it was declined", "charged twice on %s!!"},
	"de":    {"Meine Kartennummer ist %s, bitte prüfen", "Abbuchung doppelt auf Karte %s"},
	"fr":    {"ma carte %s a été débitée deux fois", "numéro de carte : %s, paiement refusé"},
	"es":    {"me cobraron dos veces en la tarjeta %s", "mi tarjeta es %s y no pasa el pago"},
	"pt-BR": {"cobraram duas vezes no cartão %s", "meu cartão %s foi recusado"},
	"it":    {"addebito doppio sulla carta %s", "la mia carta %s viene rifiutata"},
	"ru":    {"списали дважды с карты %s", "номер карты %s, платёж не проходит"},
	"ja":    {"カード番号%sで二重決済されています", "%s のカードが使えません"},
	"zh":    {"我的卡号%s被扣了两次款", "银行卡%s支付失败"},
	"ko":    {"카드번호 %s 로 두 번 결제됐어요", "%s 카드 결제가 안 됩니다"},
	"tr":    {"%s numaralı kartımdan iki kez çekildi", "kart numaram %s ödeme olmuyor"},
	"ar":    {"تم خصم المبلغ مرتين من بطاقتي %s", "رقم بطاقتي %s والدفع مرفوض"},
	"hi":    {"मेरे कार्ड %s से दो बार पैसे कटे", "कार्ड नंबर %s से पेमेंट नहीं हो रहा"},
	"nl":    {"twee keer afgeschreven van kaart %s", "mijn kaartnummer is %s"},
	"pl":    {"pobrano dwa razy z karty %s", "numer karty %s, płatność odrzucona"},
}

func piiTemplates3() []Tmpl {
	return []Tmpl{
		{"payroll_webhook_ssn_bare", func(b *B) string {
			r := b.r
			l := locByCode("en")
			return fmt.Sprintf(`%s INFO payroll.webhooks provider=%s event=employee.created payload={"employee":{"uuid":"%s","first_name":"%s","last_name":"%s","ssn":"%s","phone":"%s","work_email":"%s","start_date":"%s"}}`,
				isoTS(r), pick(r, []string{"gusto", "adp", "rippling", "paychex"}), b.K(uuid(r)), strings.Title(pick(r, l.first)), strings.Title(pick(r, l.last)), b.P("ssn", ssnBare(r)), b.P("phone", phoneNational(r, "US")), b.P("email", pick(r, l.first)+"."+pick(r, l.last)+"@"+pick(r, corpDomains)), tm(r).Format("2006-01-02"))
		}},
		{"python_locals_ssn", func(b *B) string {
			r := b.r
			s := ssn(r)
			return fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/lending/underwrite.py\", line %d, in score_applicant\n    bureau = experian.pull(applicant[\"ssn\"], applicant[\"dob\"])\n    applicant = {'id': %d, 'ssn': '%s', 'dob': '19%d-%02d-%02d', 'state': 'TX'}\nrequests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.bureau.internal', port=443): Read timed out. (read timeout=%d)",
				50+r.Intn(200), 100000+r.Intn(900000), b.P("ssn", s), 50+r.Intn(50), 1+r.Intn(12), 1+r.Intn(28), 5+r.Intn(25))
		}},
		{"java_validation_ssn", func(b *B) string {
			r := b.r
			s := ssn(r)
			v := pick(r, []string{s, strings.ReplaceAll(s, "-", " ")})
			return fmt.Sprintf("%s WARN  [%s] c.a.onboarding.TaxIdValidator : rejected tax id '%s' for application %s: SSA verification returned NO_MATCH",
				tm(r).Format("2006-01-02 15:04:05.000"), b.K(hx(r, 16)), b.P("ssn", v), b.K("APP-"+dg(r, 7)))
		}},
		{"itin_w7_log", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`[%s] tax-docs: generated 1042-S for nonresident %s (ITIN %s, country=%s, contact=%s) object=s3://tax-docs-prod/%d/%s.pdf`,
				isoTS(r), name(r, l), b.P("ssn", itin(r)), l.country, b.P("email", email(r, l)), 2023+r.Intn(2), b.K(uuid(r)))
		}},
		{"ssn_in_unlabelled_csv_preview", func(b *B) string {
			r := b.r
			l := locByCode("en")
			return fmt.Sprintf("%s DEBUG s3-ingest: preview of s3://hr-drop/%s/census.csv (first row after header):\n%d,%s,%s,%s,%s,%s,FT,%d",
				isoTS(r), tm(r).Format("2006-01-02"), 1000+r.Intn(9000), strings.Title(pick(r, l.last)), strings.Title(pick(r, l.first)), b.P("ssn", ssn(r)), b.P("email", email(r, l)), b.P("phone", phone(r, "US")), 40000+r.Intn(160000))
		}},
		{"nginx_query_card", func(b *B) string {
			r := b.r
			c := cardPlain(r)
			return fmt.Sprintf(`%s - - [%s] "GET /legacy/pay.php?amount=%d.%02d&cc=%s&exp=%02d%d&cvv=%03d&ref=%s HTTP/1.0" 200 %d "-" "%s"`,
				pubIP(r), b.K(clfTS(r)), r.Intn(500), r.Intn(100), b.P("credit_card", c), 1+r.Intn(12), 25+r.Intn(6), r.Intn(1000), b.K(strings.ToUpper(hx(r, 12))), 200+r.Intn(4000), pick(r, uas))
		}},
		{"kafka_dlq_card", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s ERROR [dlq-replayer] record topic=payments.dlq partition=%d offset=%d error="schema validation: field pan must be tokenized" value={"pan":"%s","cardholder":"%s","email":"%s","amount_minor":%d}`,
				isoTS(r), r.Intn(12), r.Intn(9000000), b.P("credit_card", card(r)), strings.ToUpper(name(r, l)), b.P("email", email(r, l)), 100+r.Intn(900000))
		}},
		{"support_chat_card_locale", func(b *B) string {
			r := b.r
			codes := []string{"en", "de", "fr", "es", "pt-BR", "it", "ru", "ja", "zh", "ko", "tr", "ar", "hi", "nl", "pl"}
			code := pick(r, codes)
			msg := fmt.Sprintf(pick(r, cardMsgs[code]), b.P("credit_card", card(r)))
			return fmt.Sprintf(`{"ts":"%s","svc":"support-desk","event":"message.received","conversation":"%s","lang":"%s","channel":"%s","text":"%s"}`,
				isoTS(r), b.K(uuid(r)), code, pick(r, []string{"web", "whatsapp", "ios", "android"}), msg)
		}},
		{"redis_monitor_card", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%d.%06d [2 %s:%d] "HSET" "checkout:%s" "pan" "%s" "exp" "%02d/%d" "step" "3ds_challenge"`,
				epoch(r), r.Intn(1000000), privIP(r), 30000+r.Intn(30000), b.K(uuid(r)), b.P("credit_card", cardPlain(r)), 1+r.Intn(12), 25+r.Intn(6))
		}},
		{"mobile_form_autofill_card", func(b *B) string {
			r := b.r
			return fmt.Sprintf("%s D/PaymentSheet( %d): onTextChanged field=cardNumber value=%s valid=true brand=%s\n%s D/PaymentSheet( %d): onFocusChange field=expiry",
				tm(r).Format("01-02 15:04:05.000"), 10000+r.Intn(20000), b.P("credit_card", card(r)), pick(r, []string{"VISA", "MASTERCARD", "AMEX", "UNKNOWN"}), tm(r).Format("01-02 15:04:05.000"), 10000+r.Intn(20000))
		}},
		{"lambda_authorizer_event", func(b *B) string {
			r := b.r
			j := jwt(r)
			return fmt.Sprintf("%s\t%s\tINFO\tauthorizer event: {\"type\":\"TOKEN\",\"methodArn\":\"arn:aws:execute-api:%s:%s:%s/prod/GET/orders\",\"authorizationToken\":\"Bearer %s\"}",
				isoTS(r), b.K(uuid(r)), pick(r, regions), dg(r, 12), rs(r, lower+digits, 10), b.P("jwt", j))
		}},
		{"k8s_sa_token_log", func(b *B) string {
			r := b.r
			j := jwt(r)
			return fmt.Sprintf("%s DEBUG vault-agent: auth.kubernetes: login request role=%s jwt=%s\n%s ERROR vault-agent: auth.handler: error authenticating: Error making API request. Code: 403. Errors: * permission denied",
				isoTS(r), pick(r, apps), b.P("jwt", j), isoTS(r))
		}},
		{"browser_localstorage_dump", func(b *B) string {
			r := b.r
			j := jwt(r)
			l := randLoc(r)
			return fmt.Sprintf(`> JSON.stringify(localStorage)
'{"auth":"{\"idToken\":\"%s\",\"user\":{\"email\":\"%s\"}}","i18nextLng":"%s","ajs_anonymous_id":"\"%s\""}'`,
				b.P("jwt", j), b.P("email", email(r, l)), l.code, b.K(uuid(r)))
		}},
		{"api_gateway_access_jwt", func(b *B) string {
			r := b.r
			j := jwt(r)
			return fmt.Sprintf(`{"requestId":"%s","ip":"%s","requestTime":"%s","httpMethod":"GET","resourcePath":"/v1/me","status":"401","protocol":"HTTP/1.1","responseLength":"%d","authorizer.error":"The incoming token has expired","header.authorization":"%s"}`,
				b.K(uuid(r)), pubIP(r), clfTS(r), 20+r.Intn(200), b.P("jwt", j))
		}},
		{"cognito_tokens_debug", func(b *B) string {
			r := b.r
			id, ac := jwt(r), jwt(r)
			return fmt.Sprintf(`%s DEBUG amplify-auth: fetchAuthSession -> {"tokens":{"idToken":"%s","accessToken":"%s"},"identityId":"%s:%s"}`,
				isoTS(r), b.P("jwt", id), b.P("jwt", ac), pick(r, regions), b.K(uuid(r)))
		}},
		{"mixed_incident_note", func(b *B) string {
			r := b.r
			l := randLoc(r)
			var extra string
			switch r.Intn(3) {
			case 0:
				extra = "ssn on file " + b.P("ssn", ssn(r))
			case 1:
				extra = "card " + b.P("credit_card", card(r))
			default:
				extra = "session " + b.P("bearer", sessionTok(r))
			}
			return fmt.Sprintf("INC-%d timeline (%s):\n- %s support pasted customer record into #incident: %s / %s / %s\n- %s log line removed from Loki, trace %s",
				1000+r.Intn(9000), tm(r).Format("2006-01-02"), tm(r).Format("15:04"), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), extra, tm(r).Format("15:04"), b.K(traceID(r)))
		}},
	}
}
