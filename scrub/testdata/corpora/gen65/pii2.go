package main

import (
	"fmt"
	"strings"
)

func piiTemplates2() []Tmpl {
	return append(piiTemplates3(), []Tmpl{
		{"graphql_resolver_args", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s debug [graphql] resolver=Mutation.updateContactDetails duration=%dms operationName=UpdateContact variables={"input":{"customerId":"%s","email":"%s","phone":"%s","notes":null}} errors=[]`,
				isoTS(r), 3+r.Intn(400), b.K(uuid(r)), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)))
		}},
		{"graphql_error_path", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"level":"error","msg":"GraphQL error","error":"Variable \"$phone\" got invalid value \"%s\"; Expected type \"E164\".","path":["createCheckout"],"requestId":"%s","user":"%s"}`,
				b.P("phone", phoneNational(r, l.country)), b.K(reqID(r)), b.P("email", email(r, l)))
		}},
		{"grpc_metadata_dump", func(b *B) string {
			r := b.r
			tok := pick(r, []func() string{func() string { return jwt(r) }, func() string { return anySecret(r) }})()
			fam := "bearer"
			if strings.HasPrefix(tok, "eyJ") {
				fam = "jwt"
			}
			l := randLoc(r)
			return fmt.Sprintf(`%s INFO grpc.server: finished unary call grpc.method=GetAccount grpc.service=accounts.v1.AccountService grpc.code=OK grpc.time_ms=%d.%03d peer.address=%s:%d metadata=map[:authority:[accounts.internal:9090] authorization:[Bearer %s] content-type:[application/grpc] user-agent:[grpc-go/1.%d.0] x-user-email:[%s] x-request-id:[%s]]`,
				isoTS(r), r.Intn(90), r.Intn(1000), privIP(r), 30000+r.Intn(30000), b.P(fam, tok), 50+r.Intn(15), b.P("email", email(r, l)), b.K(uuid(r)))
		}},
		{"browser_console_log", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("checkout.%s.js:1 [checkout] submitting payload {email: '%s', phone: '%s', card: {number: '%s', exp: '%02d/%d', cvc: '***'}, saveCard: true}\ncheckout.%s.js:1 POST https://pay.%s/v1/payment_intents 402 (Payment Required)",
				hx(r, 8), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), b.P("credit_card", card(r)), 1+r.Intn(12), 25+r.Intn(6), hx(r, 8), pick(r, corpDomains))
		}},
		{"har_entry_login", func(b *B) string {
			r := b.r
			l := randLoc(r)
			em := email(r, l)
			pw := password(r)
			return fmt.Sprintf(`{"startedDateTime":"%s","time":%d.%d,"request":{"method":"POST","url":"https://id.%s/api/login","headers":[{"name":"content-type","value":"application/json"},{"name":"cookie","value":"_ga=GA1.1.%d.%d; __Host-session=%s"}],"postData":{"mimeType":"application/json","text":"{\"username\":\"%s\",\"password\":\"%s\",\"remember\":true}"}},"response":{"status":200}}`,
				b.K(isoTS(r)), r.Intn(900), r.Intn(10), pick(r, corpDomains), r.Intn(2000000000), epoch(r), b.P("bearer", mixed(r, b64u, 43)), b.P("email", em), b.P("bearer", pw))
		}},
		{"har_querystring", func(b *B) string {
			r := b.r
			l := randLoc(r)
			p := phoneE164(r, l.country)
			return fmt.Sprintf(`"request": {"method": "GET", "url": "https://api.%s/v1/lookup?msisdn=%s&country=%s", "queryString": [{"name": "msisdn", "value": "%s"}, {"name": "country", "value": "%s"}], "headersSize": %d}`,
				pick(r, corpDomains), b.P("phone", urlEnc(p)), l.country, b.P("phone", p), l.country, 300+r.Intn(900))
		}},
		{"ios_crash_report", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("Incident Identifier: %s\nHardware Model:      iPhone15,%d\nProcess:             ShopApp [%d]\nVersion:             %s (%d)\nOS Version:          iPhone OS 17.%d (21E%d)\nException Type:  EXC_CRASH (SIGABRT)\nLast Exception Backtrace:\n*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Invalid phone number format: %s (user %s)'",
				b.K(uuidUpper(r)), 2+r.Intn(3), 100+r.Intn(9000), b.K(ver(r)), 1000+r.Intn(9000), r.Intn(5), 200+r.Intn(50), b.P("phone", phone(r, l.country)), b.P("email", email(r, l)))
		}},
		{"android_okhttp_logcat", func(b *B) string {
			r := b.r
			l := randLoc(r)
			j := jwt(r)
			pid := 10000 + r.Intn(20000)
			return fmt.Sprintf("%s  %d  %d I okhttp.OkHttpClient: --> POST https://api.%s/v2/me/profile\n%s  %d  %d I okhttp.OkHttpClient: Authorization: Bearer %s\n%s  %d  %d I okhttp.OkHttpClient: {\"displayName\":\"%s\",\"phoneNumber\":\"%s\"}\n%s  %d  %d I okhttp.OkHttpClient: --> END POST (%d-byte body)",
				tm(r).Format("01-02 15:04:05.000"), pid, pid+r.Intn(50), pick(r, corpDomains), tm(r).Format("01-02 15:04:05.000"), pid, pid+1, b.P("jwt", j), tm(r).Format("01-02 15:04:05.000"), pid, pid+1, name(r, l), b.P("phone", phone(r, l.country)), tm(r).Format("01-02 15:04:05.000"), pid, pid+1, 40+r.Intn(80))
		}},
		{"android_crash_fullwidth_phone", func(b *B) string {
			r := b.r
			p := fullWidth(phoneNational(r, "JP"))
			return fmt.Sprintf("FATAL EXCEPTION: main\nProcess: jp.co.example.delivery, PID: %d\njava.lang.NumberFormatException: For input string: \"%s\"\n\tat java.lang.Long.parseLong(Long.java:%d)\n\tat jp.co.example.delivery.ui.AddressFormFragment.onConfirm(AddressFormFragment.kt:%d)",
				10000+r.Intn(20000), b.P("phone", p), 600+r.Intn(200), 50+r.Intn(300))
		}},
		{"env_dump_crash", func(b *B) string {
			r := b.r
			return fmt.Sprintf("[%s] worker crashed (exit 137), dumping environment:\nHOSTNAME=%s\nAWS_REGION=%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nSENTRY_ENVIRONMENT=production\nSENDGRID_API_KEY=%s\nGIT_COMMIT=%s",
				isoTS(r), podName(r, pick(r, apps)), pick(r, regions), awsKeyID(r), b.P("bearer", awsSecret(r)), b.P("bearer", sendgridKey(r)), b.K(gitSHA(r)))
		}},
		{"stripe_request_log", func(b *B) string {
			r := b.r
			c := cardPlain(r)
			return fmt.Sprintf(`%s DEBUG stripe: Request to Stripe API method=post path=/v1/payment_methods idempotency_key=%s body="type=card&card[number]=%s&card[exp_month]=%d&card[exp_year]=%d&billing_details[name]=%s"`,
				isoTS(r), b.K(uuid(r)), b.P("credit_card", c), 1+r.Intn(12), 2025+r.Intn(6), formEnc(name(r, randLoc(r))))
		}},
		{"soap_payment_xml", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s TRACE SoapLoggingInterceptor - Outbound Message
Payload: <soapenv:Envelope><soapenv:Body><ns2:authorize><MerchantId>%d</MerchantId><Card><Number>%s</Number><Expiry>%02d%02d</Expiry></Card><Customer><Email>%s</Email><Phone>%s</Phone></Customer><Amount currency="EUR">%d.%02d</Amount></ns2:authorize></soapenv:Body></soapenv:Envelope>`,
				tm(r).Format("2006-01-02 15:04:05,000"), 100000+r.Intn(900000), b.P("credit_card", cardPlain(r)), 1+r.Intn(12), 25+r.Intn(6), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), r.Intn(2000), r.Intn(100))
		}},
		{"hr_ssn_audit", func(b *B) string {
			r := b.r
			v := pick(r, []func() string{func() string { return ssn(r) }, func() string { return ssnBare(r) }, func() string { return strings.ReplaceAll(ssn(r), "-", " ") }})()
			return fmt.Sprintf(`[%s] AUDIT payroll-svc user=%s action=VIEW_SENSITIVE resource=employee/%d field=tax_id value=%s ticket=%s`,
				b.K(isoTS(r)), pick(r, []string{"hr.admin", "payroll.ops", "jdoe", "svc_adp_sync"}), 1000+r.Intn(90000), b.P("ssn", v), b.K("HR-"+dg(r, 5)))
		}},
		{"itin_mysql_bind", func(b *B) string {
			r := b.r
			return fmt.Sprintf("%s [Note] [MY-010914] Aborted prepared statement: UPDATE tax_profiles SET itin = ?, w8_status = ? WHERE customer_id = ? -- params: ['%s', 'pending', %d]",
				tm(r).Format("2006-01-02T15:04:05.000000Z"), b.P("ssn", itin(r)), 10000+r.Intn(900000))
		}},
		{"kyc_vendor_response", func(b *B) string {
			r := b.r
			l := locByCode("en")
			return fmt.Sprintf(`%s INFO kyc.client vendor=%s status=REVIEW response={"applicant":{"name":"%s","dob":"19%d-%02d-%02d","ssn":"%s","phone":"%s","email":"%s"},"checks":{"watchlist":"clear","identity":"partial"},"reference":"%s"}`,
				isoTS(r), pick(r, []string{"socure", "alloy", "persona", "onfido"}), name(r, l), 50+r.Intn(50), 1+r.Intn(12), 1+r.Intn(28), b.P("ssn", ssn(r)), b.P("phone", phone(r, "US")), b.P("email", email(r, l)), b.K(uuid(r)))
		}},
		{"vonage_inbound_msisdn", func(b *B) string {
			r := b.r
			l := randLoc(r)
			msisdn := strings.TrimPrefix(phoneE164(r, l.country), "+")
			return fmt.Sprintf(`%s INFO inbound-sms {"msisdn":"%s","to":"%s","messageId":"%s","text":"STOP","type":"text","keyword":"STOP","message-timestamp":"%s"}`,
				isoTS(r), b.P("phone", msisdn), b.P("phone", strings.TrimPrefix(phoneE164(r, "GB"), "+")), b.K(hexU(r, 16)), tm(r).Format("2006-01-02 15:04:05"))
		}},
		{"whatsapp_webhook", func(b *B) string {
			r := b.r
			l := randLoc(r)
			wa := strings.TrimPrefix(phoneE164(r, l.country), "+")
			return fmt.Sprintf(`{"object":"whatsapp_business_account","entry":[{"id":"%s","changes":[{"value":{"messaging_product":"whatsapp","metadata":{"display_phone_number":"%s","phone_number_id":"%s"},"contacts":[{"profile":{"name":"%s"},"wa_id":"%s"}],"messages":[{"from":"%s","id":"wamid.%s","timestamp":"%d","text":{"body":"%s"},"type":"text"}]}}]}]}`,
				dg(r, 15), b.P("phone", strings.TrimPrefix(phoneE164(r, "US"), "+")), dg(r, 15), name(r, l), b.P("phone", wa), wa, rs(r, b64a, 48), epoch(r), userMsgEmail(b, l))
		}},
		{"support_ticket_webhook", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s INFO zendesk.webhook ticket.created id=%d locale=%s requester_id=%d subject="%s" description="%s"`,
				isoTS(r), 100000+r.Intn(900000), l.code, r.Int63n(1e13), fmt.Sprintf(pick(r, l.cleanMsg), dg(r, 7)), userMsgPhone(b, l))
		}},
		{"chat_moderation_flag", func(b *B) string {
			r := b.r
			l := randLoc(r)
			var msg string
			if r.Intn(2) == 0 {
				msg = userMsgPhone(b, l)
			} else {
				msg = userMsgEmail(b, l)
			}
			return fmt.Sprintf(`{"ts":"%s","level":"warn","svc":"chat-moderation","rule":"contact_info_shared","conversation":"%s","sender":%d,"lang":"%s","text":"%s","action":"masked_for_recipient"}`,
				b.K(isoTS(r)), b.K(uuid(r)), r.Intn(90000000), l.code, msg)
		}},
		{"intercom_conversation_part", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s DEBUG intercom-sync part_id=%d author.type=user author.email=%s body="<p>%s</p><p>%s</p>"`,
				isoTS(r), 10000000+r.Intn(90000000), b.P("email", email(r, l)), userMsgPhone(b, l), fmt.Sprintf(pick(r, l.cleanMsg), dg(r, 8)))
		}},
		{"curl_verbose_basic", func(b *B) string {
			r := b.r
			user := pick(r, []string{"admin", "ci-bot", "deploy", "jenkins", "api"})
			blob := basicBlob(r, user)
			ip := b.K(pubIP(r))
			host := pick(r, []string{"acme.dev", "globex.de", "initech.co"})
			return fmt.Sprintf("*   Trying %s:443...\n* Connected to registry.%s (%s) port 443 (#0)\n> GET /v2/_catalog HTTP/1.1\n> Host: registry.%s\n> Authorization: Basic %s\n> User-Agent: curl/8.%d.0\n>\n< HTTP/1.1 200 OK",
				ip, host, ip, host, b.P("bearer", blob), r.Intn(9))
		}},
		{"config_dump_startup", func(b *B) string {
			r := b.r
			pw := password(r)
			hook := mixed(r, alnum, 24)
			return fmt.Sprintf("%s INFO  Loaded configuration:\n  server.port=8080\n  spring.datasource.url=jdbc:postgresql://pg.internal:5432/app\n  spring.datasource.username=app\n  spring.datasource.password=%s\n  spring.mail.host=smtp.sendgrid.net\n  alerts.slack.webhook=https://hooks.slack.com/services/T%s/B%s/%s\n  build.version=%s",
				isoTS(r), b.P("bearer", pw), strings.ToUpper(rs(r, upper+digits, 8)), strings.ToUpper(rs(r, upper+digits, 10)), b.P("bearer", hook), b.K(ver(r)))
		}},
		{"gitlab_ci_clone", func(b *B) string {
			r := b.r
			tok := pick(r, []func() string{func() string { return glpat(r) }, func() string { return ghToken(r) }, func() string { return ghPAT(r) }})()
			host := "gitlab.com"
			user := "oauth2"
			if !strings.HasPrefix(tok, "glpat") {
				host, user = "github.com", "x-access-token"
			}
			return fmt.Sprintf("$ git clone https://%s:%s@%s/acme/%s.git\nCloning into '%s'...\nremote: Enumerating objects: %d, done.\nReceiving objects: 100%% (%d/%d), %d.%02d MiB | %d.%02d MiB/s, done.",
				user, b.P("bearer", tok), host, pick(r, apps), pick(r, apps), 1000+r.Intn(90000), 900, 900, r.Intn(90), r.Intn(100), r.Intn(40), r.Intn(100))
		}},
		{"shell_history_docker_login", func(b *B) string {
			r := b.r
			pw := pick(r, []func() string{func() string { return password(r) }, func() string { return "dckr_pat_" + mixed(r, b64u, 27) }})()
			return fmt.Sprintf("%s %s sudo[%d]: %s : TTY=pts/%d ; PWD=/home/%s ; USER=root ; COMMAND=/usr/bin/docker login -u %s -p %s registry.%s",
				sysTS(r), pick(r, []string{"bastion-1", "build-07", "ops-jump"}), 1000+r.Intn(60000), pick(r, []string{"deploy", "ubuntu", "ec2-user"}), r.Intn(5), "deploy", pick(r, []string{"acmeci", "builder", "robot$ci"}), b.P("bearer", pw), pick(r, corpDomains))
		}},
		{"referer_id_token", func(b *B) string {
			r := b.r
			j := jwt(r)
			return fmt.Sprintf(`%s - - [%s] "GET /static/js/main.%s.js HTTP/1.1" 200 %d "https://app.%s/auth/callback#id_token=%s&state=%s" "%s"`,
				pubIP(r), clfTS(r), b.K(hx(r, 8)), 100000+r.Intn(900000), pick(r, corpDomains), b.P("jwt", j), b.K(hx(r, 16)), pick(r, uas))
		}},
		{"nginx_cookie_log", func(b *B) string {
			r := b.r
			s := sessionTok(r)
			return fmt.Sprintf(`%s [%s] "GET /dashboard HTTP/1.1" 200 %d cookie="_ga=GA1.2.%d.%d; connect.sid=%s; theme=dark" upstream=%s:3000 rt=%d.%03d`,
				pubIP(r), clfTS(r), 1000+r.Intn(90000), r.Intn(2000000000), epoch(r), b.P("bearer", s), privIP(r), r.Intn(3), r.Intn(1000))
		}},
		{"celery_task_received", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("[%s: INFO/MainProcess] Task notifications.tasks.send_welcome[%s] received\n[%s: INFO/ForkPoolWorker-%d] Task notifications.tasks.send_welcome[%s] args=('%s', '%s') kwargs={'locale': '%s'} retry=%d",
				tm(r).Format("2006-01-02 15:04:05,000"), b.K(uuid(r)), tm(r).Format("2006-01-02 15:04:05,000"), 1+r.Intn(8), uuid(r), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), l.code, r.Intn(3))
		}},
		{"sidekiq_job_json", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"retry":true,"queue":"mailers","class":"ActionMailer::MailDeliveryJob","args":["UserMailer","password_reset","deliver_now",{"args":[{"email":"%s","token":"%s"}]}],"jid":"%s","created_at":%d.%d,"error_message":"Net::SMTPAuthenticationError"}`,
				b.P("email", email(r, l)), b.P("bearer", mixed(r, b64u, 32)), b.K(hx(r, 24)), epoch(r), r.Intn(1000000))
		}},
		{"csv_import_reject", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("%s WARN importer: row %d rejected (%s): \"%s\",\"%s\",\"%s\",\"%s\",\"%s\"",
				isoTS(r), 2+r.Intn(20000), pick(r, []string{"duplicate email", "invalid country", "missing consent"}), strings.Title(pick(r, l.first)), strings.Title(pick(r, l.last)), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), l.country)
		}},
		{"smtp_auth_debug", func(b *B) string {
			r := b.r
			l := randLoc(r)
			u := email(r, l)
			pw := password(r)
			blob := b64std("\x00" + u + "\x00" + pw)
			return fmt.Sprintf("send: 'ehlo %s\\r\\n'\nreply: b'250-smtp.%s'\nsend: 'AUTH PLAIN %s\\r\\n'\nreply: b'235 2.7.0 Authentication successful'\nsend: 'mail FROM:<%s> size=%d\\r\\n'",
				podName(r, "mailer"), pick(r, []string{"office365.com", "gmail.com", "zoho.eu", "mailgun.org"}), b.P("bearer", blob), b.P("email", u), 2000+r.Intn(90000))
		}},
		{"telegram_bot_url", func(b *B) string {
			r := b.r
			tok := telegramTok(r)
			return fmt.Sprintf(`%s ERROR alerting: POST https://api.telegram.org/bot%s/sendMessage failed: 429 Too Many Requests (retry_after=%d) chat_id=-100%s`,
				isoTS(r), b.P("bearer", tok), 5+r.Intn(40), dg(r, 10))
		}},
		{"azure_storage_connstring", func(b *B) string {
			r := b.r
			k := azureKey(r)
			return fmt.Sprintf("Unhandled exception. Azure.RequestFailedException: Server failed to authenticate the request.\nStatus: 403 (Server failed to authenticate the request.)\nErrorCode: AuthenticationFailed\nConnectionString: DefaultEndpointsProtocol=https;AccountName=%sstore%s;AccountKey=%s;EndpointSuffix=core.windows.net\nx-ms-request-id: %s",
				pick(r, []string{"acme", "exports", "media"}), dg(r, 2), b.P("bearer", k), b.K(uuid(r)))
		}},
		{"sentry_locals_password", func(b *B) string {
			r := b.r
			l := randLoc(r)
			pw := password(r)
			return fmt.Sprintf(`"frames": [{"filename": "auth/views.py", "function": "login", "lineno": %d, "vars": {"request": "<WSGIRequest: POST '/auth/login'>", "username": "%s", "password": "%s", "next_url": "'/dashboard'"}}]`,
				30+r.Intn(200), b.P("email", email(r, l)), b.P("bearer", pw))
		}},
		{"websocket_url_token", func(b *B) string {
			r := b.r
			j := jwt(r)
			return fmt.Sprintf(`%s [ws] upgrade failed: wss://realtime.%s/socket?vsn=2.0.0&token=%s code=1008 reason="token expired" conn=%s`,
				isoTS(r), pick(r, corpDomains), b.P("jwt", j), b.K(hx(r, 12)))
		}},
		{"oauth_token_response_log", func(b *B) string {
			r := b.r
			at := pick(r, []func() string{func() string { return googleAT(r) }, func() string { return mixed(r, b64u, 64) }})()
			rt := refreshTok(r)
			return fmt.Sprintf(`%s DEBUG oauth2.client token refresh ok: {"access_token":"%s","expires_in":3599,"refresh_token":"%s","scope":"openid email profile","token_type":"Bearer"} provider=%s`,
				isoTS(r), b.P("bearer", at), b.P("bearer", rt), pick(r, []string{"google", "salesforce", "xero", "hubspot"}))
		}},
		{"oauth_client_credentials", func(b *B) string {
			r := b.r
			cs := clientSecret(r)
			return fmt.Sprintf(`%s TRACE http.outgoing POST https://login.%s/oauth2/v2.0/token body="grant_type=client_credentials&client_id=%s&client_secret=%s&scope=https%%3A%%2F%%2Fgraph.microsoft.com%%2F.default" status=200 dur=%dms`,
				isoTS(r), pick(r, []string{"microsoftonline.com", "acme-idp.io"}), b.K(uuid(r)), b.P("bearer", urlEnc(cs)), 40+r.Intn(500))
		}},
		{"stripe_webhook_secret_log", func(b *B) string {
			r := b.r
			w := whsec(r)
			return fmt.Sprintf(`%s ERROR webhooks: signature verification failed for evt_%s (endpoint we_%s): No signatures found matching the expected signature for payload (secret=%s, tolerance=300)`,
				isoTS(r), b.K(mixed(r, alnum, 24)), mixed(r, alnum, 24), b.P("bearer", w))
		}},
		{"slack_bot_error", func(b *B) string {
			r := b.r
			tok := slackTok(r)
			return fmt.Sprintf(`%s WARN slack_sdk.web.base_client: Received the following response: {'ok': False, 'error': 'invalid_auth'} (headers: {'authorization': 'Bearer %s', 'x-slack-req-id': '%s'}) channel=C%s`,
				isoTS(r), b.P("bearer", tok), b.K(hx(r, 32)), strings.ToUpper(rs(r, upper+digits, 10)))
		}},
		{"api_key_header_access", func(b *B) string {
			r := b.r
			k := pick(r, []func() string{func() string { return apiKey(r) }, func() string { return ddKey(r) }, func() string { return mailgunKey(r) }, func() string { return shopifyTok(r) }})()
			hdr := pick(r, []string{"x-api-key", "X-Api-Key", "DD-API-KEY", "X-Shopify-Access-Token", "apikey"})
			return fmt.Sprintf(`{"time":"%s","remote_ip":"%s","method":"POST","uri":"/v1/ingest","status":403,"latency_ms":%d,"request_headers":{"%s":"%s","content-length":"%d"},"request_id":"%s"}`,
				isoTS(r), pubIP(r), r.Intn(300), hdr, b.P("bearer", k), 100+r.Intn(10000), b.K(reqID(r)))
		}},
		{"llm_gateway_log", func(b *B) string {
			r := b.r
			l := randLoc(r)
			k := openaiKey(r)
			return fmt.Sprintf(`%s INFO llm-gateway upstream=%s key=%s model=%s prompt_tokens=%d user_message="%s"`,
				isoTS(r), pick(r, []string{"openai", "anthropic"}), b.P("bearer", k), pick(r, []string{"gpt-4o-mini", "claude-3-5-sonnet"}), 20+r.Intn(3000), userMsgEmail(b, l))
		}},
		{"npm_ci_log", func(b *B) string {
			r := b.r
			t := pick(r, []func() string{func() string { return npmTok(r) }, func() string { return hfTok(r) }})()
			line := "//registry.npmjs.org/:_authToken=" + b.P("bearer", t)
			if strings.HasPrefix(t, "hf_") {
				line = "HF_TOKEN=" + t
			}
			return fmt.Sprintf("#%d [build %d/%d] RUN echo \"%s\" >> ~/.npmrc && npm ci\n#%d %d.%03d added %d packages in %ds",
				5+r.Intn(10), 3+r.Intn(4), 9, line, 5+r.Intn(10), r.Intn(90), r.Intn(1000), 300+r.Intn(1500), 5+r.Intn(60))
		}},
		{"sms_delivery_report_locale", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s sms-gateway DLR id=%s dest=%s status=DELIVRD err=000 text_preview="%s"`,
				b.K(tm(r).Format("2006-01-02 15:04:05.000")), b.K(hx(r, 20)), b.P("phone", phone(r, l.country)), truncRunes(fmt.Sprintf(pick(r, l.cleanMsg), dg(r, 6)), 40))
		}},
		{"email_in_path_apache", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s %s - [%s] "DELETE /api/v1/subscribers/%s HTTP/1.1" 204 - "-" "%s" %d`,
				pick(r, []string{"api.", "www.", "lists."})+pick(r, corpDomains), pubIP(r), b.K(clfTS(r)), b.P("email", email(r, l)), pick(r, uas), 1000+r.Intn(90000))
		}},
		{"phone_in_unlabelled_message", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s [%s] notify-svc: queued message %s for %s (%s), template=appointment_reminder`,
				isoTS(r), pick(r, []string{"INFO", "info", "I"}), b.K(hx(r, 24)), name(r, l), b.P("phone", phone(r, l.country)))
		}},
		{"card_last_retry_multi", func(b *B) string {
			r := b.r
			c := card(r)
			return fmt.Sprintf(`%s WARN fraud-engine: velocity rule R%d tripped for device %s: cards tried [****%s, %s, ****%s] within %ds`,
				isoTS(r), 10+r.Intn(90), b.K(hx(r, 16)), dg(r, 4), b.P("credit_card", c), dg(r, 4), 30+r.Intn(600))
		}},
		{"jwt_cookie_header_dump", func(b *B) string {
			r := b.r
			j := jwt(r)
			rt := refreshTok(r)
			return fmt.Sprintf(`%s DEBUG middleware.auth cookies=map[access_token:%s refresh_token:%s _gid:GA1.2.%d.%d] path=/api/orders trace=%s`,
				isoTS(r), b.P("jwt", j), b.P("bearer", rt), r.Intn(2000000000), epoch(r), b.K(traceID(r)))
		}},
		{"pii_json_escaped_log", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"log":"%s INFO  [%s] Outgoing webhook payload: {\"customer\":{\"email\":\"%s\",\"phone\":\"%s\"},\"order\":\"%s\"}\n","stream":"stdout","time":"%s"}`,
				tm(r).Format("2006-01-02 15:04:05.000"), b.K(hx(r, 16)), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), strings.ToUpper(rs(r, alnum, 10)), isoTSus(r))
		}},
		{"email_unicode_escaped", func(b *B) string {
			r := b.r
			l := randLoc(r)
			em := email(r, l)
			esc := strings.Replace(em, "@", `\u0040`, 1)
			return fmt.Sprintf(`{"level":30,"time":%d,"pid":%d,"hostname":"%s","msg":"password reset requested","account":"%s","ip":"%s"}`,
				epochMs(r), 1+r.Intn(200), podName(r, "accounts"), b.P("email", esc), pubIP(r))
		}},
	}...)
}

func truncRunes(s string, n int) string {
	rs := []rune(s)
	if len(rs) <= n {
		return s
	}
	return string(rs[:n]) + "…"
}
