package main

import (
	"fmt"
	"net/url"
	"strings"
)

func piiKinds() []Kind {
	var ks []Kind
	ks = append(ks, httpKinds()...)
	ks = append(ks, infraKinds()...)
	ks = append(ks, dataKinds()...)
	ks = append(ks, moreKinds()...)
	return ks
}

func moreKinds() []Kind {
	return []Kind{
		{"git_log_author_ci", func(b *B) string {
			em := b.Email()
			em2 := b.CEmail()
			return wrap("gen", fmt.Sprintf("$ git log -2 --format='%%H %%an <%%ae> %%s'\n%s %s <%s> fix(api): handle 401 from upstream\n%s %s <%s> chore: bump deps\n$ git config user.email\n%s", b.SHA(), fullName(), em, b.SHA(), fullName(), em2, em))
		}},
		{"soap_ssn_xml", func(b *B) string {
			s := b.P("ssn", ssnBare())
			ph := b.PhoneF()
			return wrap("gen", fmt.Sprintf("DEBUG org.apache.cxf.services.EligibilityService.REQ_OUT - Outbound Message\n---------------------------\nID: %s\nAddress: https://soa.%s/EligibilityService\nPayload: <soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body><ns2:checkEligibility><member><memberId>%s</memberId><SSN>%s</SSN><homePhone>%s</homePhone></member></ns2:checkEligibility></soap:Body></soap:Envelope>\n--------------------------------------\nSOAPFaultException: Member not found", b.N(1, 999), pick(corpDomains...), b.K("M"+rs(digits, 9)), s, ph))
		}},
		{"iso8583_dump", func(b *B) string {
			c := b.Card()
			return wrap("gen", fmt.Sprintf("%s DEBUG switch - ISO8583 MTI=0100\n  [002] PAN ..................: %s\n  [003] Processing code ......: 000000\n  [004] Amount ...............: %s\n  [011] STAN .................: %s\n  [037] RRN ..................: %s\n  [041] Terminal ID ..........: %s\n%s DEBUG switch - response MTI=0110 [039]=05 (Do not honour)", b.LTS(), c, b.K(fmt.Sprintf("%012d", rint(100, 999999))), b.K(rs(digits, 6)), b.K(rs(digits, 12)), b.K("T"+rs(digits, 7)), b.LTS()))
		}},
		{"track2_log", func(b *B) string {
			c := b.Card()
			return wrap("leak", fmt.Sprintf("%s TRACE pos.reader - swipe ok, track2=;%s=%02d%02d101%s? len=%d, terminal=%s", b.LTS(), c, rint(26, 31), rint(1, 12), rs(digits, 11), len(c)+22, b.K("POS-"+rs(digits, 5))))
		}},
		{"jwt_url_fragment", func(b *B) string {
			tok := b.JWT()
			return wrap("auth", fmt.Sprintf("Navigated to https://app.%s/callback#access_token=%s&token_type=Bearer&expires_in=3600&state=%s\ncallback.js:%s Uncaught (in promise) Error: nonce mismatch", pick(corpDomains...), tok, b.Hex(32), b.N(10, 400)))
		}},
		{"jwt_cookie_header", func(b *B) string {
			tok := b.JWT()
			rt := b.Tok()
			host := pick(apiHosts...)
			return wrap("auth", curlPre(b, host, "GET", "/api/session")+fmt.Sprintf("> Cookie: access_token=%s; refresh_token=%s\n>\n", tok, rt)+curlResp(b, 401)+errBody(b, 401))
		}},
		{"adb_logcat_phone", func(b *B) string {
			ph := b.Phone()
			return wrap("gen", fmt.Sprintf("%s  %s  %s D SmsReceiver: onReceive: pdus=1 from=%s body_len=%s\n%s  %s  %s W OtpAutofill: no code matched pattern \\d{6}", "03-14 10:22:31.104", b.N(1000, 30000), b.N(1000, 30000), ph, b.N(20, 160), "03-14 10:22:31.119", b.N(1000, 30000), b.N(1000, 30000)))
		}},
		{"sip_trace", func(b *B) string {
			from, to := b.Phone(), b.Phone()
			return wrap("conn", fmt.Sprintf("INVITE sip:%s@sip.%s SIP/2.0\nVia: SIP/2.0/UDP %s:5060;branch=z9hG4bK%s\nFrom: \"%s\" <sip:%s@pbx.%s>;tag=%s\nTo: <sip:%s@sip.%s>\nCall-ID: %s\nCSeq: 102 INVITE\n\nSIP/2.0 403 Forbidden", to, "provider.de", b.IP(), b.Hex(10), fullName(), from, pick(corpDomains...), b.Hex(8), to, "provider.de", b.K(rs(hexd, 32)+"@"+ipPriv())))
		}},
		{"mongo_slow_query_email", func(b *B) string {
			em := b.Email()
			return wrap("gen", fmt.Sprintf("{\"t\":{\"$date\":\"%s\"},\"s\":\"I\",\"c\":\"COMMAND\",\"id\":51803,\"ctx\":\"conn%s\",\"msg\":\"Slow query\",\"attr\":{\"type\":\"command\",\"ns\":\"shop.customers\",\"command\":{\"find\":\"customers\",\"filter\":{\"email\":\"%s\"}},\"planSummary\":\"COLLSCAN\",\"docsExamined\":%s,\"durationMillis\":%s}}", b.TS(), b.N(100, 99999), em, b.N(100000, 9999999), b.N(100, 9000)))
		}},
		{"postfix_bounce_log", func(b *B) string {
			em := b.Email()
			from := b.CEmail()
			return wrap("gen", fmt.Sprintf("%s mx1 postfix/smtp[%s]: %s: to=<%s>, relay=%s[%s]:25, delay=%s, delays=0.1/0/0.4/0.2, dsn=5.1.1, status=bounced (host said: 550 5.1.1 User unknown)\n%s mx1 postfix/qmgr[%s]: %s: from=<%s>, size=%s, nrcpt=1 (queue active)", "May 14 03:12:55", b.N(1000, 60000), b.K(strings.ToUpper(rs(hexd, 10))), em, pick("gmail-smtp-in.l.google.com", "mx.yandex.ru", "mx00.gmx.net"), b.PubIP(), b.K(fmt.Sprintf("%d.%d", rint(0, 9), rint(1, 99))), "May 14 03:12:54", b.N(1000, 60000), strings.ToUpper(rs(hexd, 10)), from, b.N(1000, 90000)))
		}},
		{"kafka_record_dump", func(b *B) string {
			em, ph := b.Email(), b.Phone()
			return wrap("leak", fmt.Sprintf("$ kcat -C -b %s:9092 -t user-events -o -1 -e -f 'p=%%p o=%%o k=%%k %%s\\n'\np=%s o=%s k=%s {\"type\":\"user.updated\",\"user_id\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\",\"at\":\"%s\"}", b.IP(), b.N(0, 11), b.N(100000, 99999999), b.UUID(), b.UUID(), em, ph, b.TS()))
		}},
		{"kotlin_tostring_itin", func(b *B) string {
			tt := pick("ITIN", "SSN")
			var it string
			if tt == "SSN" {
				it = b.SSN()
			} else {
				it = b.ITIN()
			}
			em := b.Email()
			return wrap("gen", fmt.Sprintf("java.lang.IllegalStateException: W-9 incomplete for Payee(id=%s, legalName=%s, email=%s, tin=%s, tinType=%s, country=US)\n\tat com.acme.payouts.TaxFormValidator.validate(TaxFormValidator.kt:%s)", b.N(10000, 999999), fullName(), em, it, tt, b.N(20, 300)))
		}},
		{"django_post_card", func(b *B) string {
			c := b.CardG()
			em := b.Email()
			return wrap("gen", fmt.Sprintf("POST\nVariable\tValue\ncsrfmiddlewaretoken\t'%s'\nemail\t'%s'\ncard_number\t'%s'\nexp\t'%02d/%d'\nplan\t'%s'", rs(alnum, 64), em, c, rint(1, 12), rint(26, 31), pick("pro", "team", "basic")))
		}},
		{"har_form_card", func(b *B) string {
			c := b.Card()
			ph := b.P("phone", url.QueryEscape(phoneE164()))
			return wrap("leak", fmt.Sprintf("\"postData\": {\n  \"mimeType\": \"application/x-www-form-urlencoded\",\n  \"params\": [\n    {\"name\": \"cc_number\", \"value\": \"%s\"},\n    {\"name\": \"cc_exp\", \"value\": \"%02d%d\"},\n    {\"name\": \"billing_phone\", \"value\": \"%s\"},\n    {\"name\": \"order_ref\", \"value\": \"%s\"}\n  ]\n}", c, rint(1, 12), rint(26, 31), ph, b.K("WEB-"+rs(digits, 9))))
		}},
		{"postman_body_ssn", func(b *B) string {
			s := pick(b.SSN, b.ITIN)()
			tok := b.Tok()
			return wrap("gen", fmt.Sprintf("PUT https://%s/v1/employees/%s/tax\n400\n▼ Request Headers\n  Authorization: Bearer %s\n  Content-Type: application/json\n▼ Request Body\n  {\"tax_id\": \"%s\", \"filing_status\": \"single\", \"state\": \"%s\"}\n▼ Response Body\n  {\"error\": \"W4_REQUIRED\", \"request_id\": \"%s\"}", pick(apiHosts...), b.N(1000, 99999), tok, s, pick("CA", "NY", "TX", "WA"), b.Req()))
		}},
		{"sentry_breadcrumb_ssn", func(b *B) string {
			s := b.SSN()
			return wrap("leak", fmt.Sprintf("breadcrumbs:\n  %s  http      POST /api/verify [422]\n  %s  console   validation failed for field ssn: value \"%s\" not found in bureau\n  %s  navigation  /onboarding/step-3 -> /onboarding/error", b.TS(), b.TS(), s, b.TS()))
		}},
		{"curl_d_json_ssn_card", func(b *B) string {
			s := b.SSN()
			c := b.P("credit_card", groupCard(cardDigits(), " "))
			em := b.Email()
			return wrap("gen", fmt.Sprintf("$ curl -sS -X POST https://%s/v1/applications -H 'Content-Type: application/json' -H 'Authorization: Bearer $SANDBOX_KEY' -d '{\"email\":\"%s\",\"ssn\":\"%s\",\"card\":\"%s\",\"income\":%s}'\n{\"status\":\"rejected\",\"reason\":\"duplicate_application\",\"id\":\"%s\"}", pick(apiHosts...), em, s, c, b.N(20000, 250000), b.UUID()))
		}},
		{"phone_national_app_log", func(b *B) string {
			ph := b.PhoneF()
			return wrap("leak", fmt.Sprintf("%s WARN  [notify] sms delivery failed to=%s carrier_error=30006 (Landline or unreachable carrier) message_sid=%s attempt=%s", b.LTS(), ph, b.K("SM"+rs(hexd, 32)), b.N(1, 5)))
		}},
		{"wa_webhook_payload", func(b *B) string {
			ph := b.P("phone", strings.TrimPrefix(phoneE164(), "+"))
			return wrap("gen", fmt.Sprintf("POST /webhooks/whatsapp 200\n{\"object\":\"whatsapp_business_account\",\"entry\":[{\"id\":\"%s\",\"changes\":[{\"value\":{\"messaging_product\":\"whatsapp\",\"contacts\":[{\"profile\":{\"name\":\"%s\"},\"wa_id\":\"%s\"}],\"messages\":[{\"from\":\"%s\",\"id\":\"wamid.%s\",\"timestamp\":\"%s\",\"type\":\"text\"}]}}]}]}", b.N(100000000000000, 999999999999999), fullName(), ph, ph, b.K(rs(b64url, 48)), b.N(1690000000, 1760000000)))
		}},
		{"asterisk_cli_trace", func(b *B) string {
			ph := b.Phone()
			return wrap("conn", fmt.Sprintf("    -- Executing [%s@from-trunk:1] Set(\"PJSIP/trunk-%s\", \"CALLERID(num)=%s\") in new stack\n    -- Called PJSIP/%s@provider\n    -- PJSIP/provider-%s is circuit-busy\n  == Everyone is busy/congested at this time (1:0/1/0)", strings.TrimPrefix(ph, "+"), b.Hex(8), ph, ph, b.Hex(8)))
		}},
		{"vcard_debug_dump", func(b *B) string {
			em := b.Email()
			ph := b.PhoneF()
			return wrap("gen", fmt.Sprintf("DEBUG carddav: PUT /addressbooks/%s/contacts/%s.vcf -> 412 Precondition Failed\nBEGIN:VCARD\nVERSION:3.0\nFN:%s\nEMAIL;TYPE=INTERNET:%s\nTEL;TYPE=CELL:%s\nREV:%s\nEND:VCARD", fname(), b.UUID(), fullName(), em, ph, b.TS()))
		}},
		{"mailgun_debug_key", func(b *B) string {
			key := b.Sec(uniq(func() string { return "key-" + rs(hexd, 32) }))
			to := b.Email()
			return wrap("auth", fmt.Sprintf("$ curl -s --user 'api:%s' https://api.eu.mailgun.net/v3/mg.%s/messages -F from='Acme <noreply@mg.%s>' -F to=%s -F subject='Test'\n{\"message\": \"Invalid private key\"}", key, "acme.io", "acme.io", to))
		}},
		{"openai_sdk_debug", func(b *B) string {
			key := b.Sec(uniq(func() string { return "sk-proj-" + secretish(b64url, 80) + "T3BlbkFJ" + secretish(b64url, 40) }))
			return wrap("auth", fmt.Sprintf("[%s] DEBUG openai._base_client: Request options: {'method': 'post', 'url': '/chat/completions', 'headers': {'Authorization': 'Bearer %s', 'X-Stainless-Retry-Count': '0'}, 'json_data': {'model': 'gpt-4o-mini'}}\n[%s] DEBUG httpx: HTTP Response: POST https://api.openai.com/v1/chat/completions \"401 Unauthorized\" Headers({'x-request-id': '%s'})", b.LTS(), key, b.LTS(), b.K("req_"+rs(hexd, 32))))
		}},
		{"stripe_cli_logs", func(b *B) string {
			key := b.Sec(uniq(func() string { return "rk_live_51" + secretish(alnum, 97) }))
			wh := b.Sec(uniq(func() string { return "whsec_" + secretish(alnum, 32) }))
			return wrap("leak", fmt.Sprintf("$ stripe listen --api-key %s --forward-to localhost:4242/webhook\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is %s (^C to quit)\n%s   --> payment_intent.succeeded [%s]\n%s  <--  [500] POST http://localhost:4242/webhook [%s]", key, wh, "2025-03-01 11:22:33", b.K("evt_"+rs(alnum, 24)), "2025-03-01 11:22:34", b.K("evt_"+rs(alnum, 24))))
		}},
		{"telegram_bot_error", func(b *B) string {
			tok := b.Sec(uniq(func() string { return fmt.Sprintf("%d:AA%s", rint(1000000000, 7999999999), secretish(b64url, 33)) }))
			return wrap("conn", fmt.Sprintf("requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.telegram.org', port=443): Max retries exceeded with url: /bot%s/sendMessage?chat_id=%s&text=deploy+finished (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x%s>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution'))", tok, b.K("-100"+rs(digits, 10)), b.Hex(12)))
		}},
		{"jwt_in_url_log", func(b *B) string {
			tok := b.JWT()
			return wrap("leak", fmt.Sprintf("%s - - [%s] \"GET /auth/callback?id_token=%s&state=%s HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)\"", b.PubIP(), "14/May/2025:03:12:55 +0000", tok, b.Hex(16)))
		}},
		{"intl_question_creds_inline", func(b *B) string {
			em := b.Email()
			pw := b.Pass()
			body := fmt.Sprintf("SMTP_USER=%s\nSMTP_PASS=%s\nSMTP_HOST=%s\nSMTP_PORT=465", em, pw, pick(smtpHosts...))
			return wrap("auth", body+"\n\n"+pick("Error: Invalid login: 535-5.7.8 Username and Password not accepted.", "Error: 535 Authentication failed: account disabled", "nodemailer: Error: Greeting never received"))
		}},
		{"cookie_header_python_log", func(b *B) string {
			n, v := cookieSession()
			b.Sec(v)
			em := b.Email()
			return wrap("gen", fmt.Sprintf("%s [scraper] GET https://%s/account -> 302\n%s [scraper] request headers: {'Cookie': '%s=%s', 'X-User': '%s', 'User-Agent': 'Mozilla/5.0'}", b.LTS(), pick(apiHosts...), b.LTS(), n, v, em))
		}},
	}
}
