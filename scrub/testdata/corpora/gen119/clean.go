package main

import (
	"fmt"
	"strings"
)

func registerClean() {
	regC("c_docs_curl_env", func(b *B) string {
		return fmt.Sprintf("curl https://api.lumora.dev/v1/payment_intents \\\n  -H \"Authorization: Bearer $LUMORA_SECRET_KEY\" \\\n  -H \"Idempotency-Key: %s\" \\\n  -d amount=%d -d currency=%s\nreturns %s with status requires_payment_method.",
			b.K(b.idem()), 100+b.n(90000), b.pick([]string{"usd", "eur", "jpy", "brl"}), b.K(b.piID()))
	})
	regC("c_docs_placeholders", func(b *B) string {
		return fmt.Sprintf("From the quickstart: set %s in your server and %s in the browser, then point the endpoint at https://example.com/webhook and paste %s from the dashboard. Never commit %s.",
			b.K(b.pick([]string{"sk_test_YOUR_SECRET_KEY", "sk_live_your_key_here", "<LUMORA_SECRET_KEY>", "${LUMORA_SECRET_KEY}"})),
			b.K(b.pkTest()), b.K(b.pick([]string{"whsec_...", "whsec_xxxxxxxxxxxxxxxxxxxxxxxx", "<signing-secret>"})), b.K(b.pick([]string{"sk_live_...", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "your secret key"})))
	})
	regC("c_request_ids", func(b *B) string {
		return fmt.Sprintf("Failing requests: %s, %s, %s (all 502 between %s and %s UTC, region us-east-1). Can you check the upstream?",
			b.req(), b.req(), b.req(), b.K(fmt.Sprintf("%02d:%02d", b.n(24), b.n(60))), b.K(fmt.Sprintf("%02d:%02d", b.n(24), b.n(60))))
	})
	regC("c_webhook_event_json", func(b *B) string {
		return fmt.Sprintf(`{"id":"%s","object":"event","api_version":"%s","created":%s,"type":"invoice.paid","data":{"object":{"id":"in_1%s","number":"%s","amount_paid":%d,"customer":"%s","customer_email":null}},"request":{"id":"%s","idempotency_key":"%s"}}`,
			b.K(b.evtID()), b.K(b.apiVersion()), b.K(b.unixTS()), b.K(b.rnd(alnum, 23)), b.K(b.stripeInvNo()), 100+b.n(99999), b.K(b.cusID()), b.K(b.reqID()), b.K(b.idem()))
	})
	regC("c_status_incident", func(b *B) string {
		return fmt.Sprintf("[Resolved] Elevated error rates on the Payouts API — incident %s\n%s UTC: A fix has been deployed (release %s). Error rate back to %d.%d%%. Affected requests between %s and %s will be retried automatically.",
			b.K(fmt.Sprintf("INC-2025-%04d", b.n(9999))), b.K(b.isoTime()), b.K("v"+b.version()), b.n(1), b.n(10), b.K(b.isoTime()), b.K(b.isoTime()))
	})
	regC("c_changelog", func(b *B) string {
		return fmt.Sprintf("lumora-python %s (%s)\n* Pinned API version to %s\n* Fixed retry on 409 idempotency conflicts (#%d)\n* Dropped Python 3.7; requires urllib3>=%s",
			b.K(b.version()), b.K(b.date()), b.K(b.apiVersion()), 1000+b.n(2000), b.K(b.version()))
	})
	regC("c_invoice_lines", func(b *B) string {
		return fmt.Sprintf("Invoice %s — Scale plan %s, overage %d calls × $0.0004, tax %s. Paid with %s on %s. PO %s.",
			b.K(b.invNo()), b.K(b.amount()), 100000+b.n(900000), b.K(b.amount()), b.K(b.masked()), b.K(b.date()), b.K(b.orderNo()))
	})
	regC("c_publishable_key_frontend", func(b *B) string {
		return fmt.Sprintf("<script src=\"https://js.lumora.dev/v3/\"></script>\n<script>const lumora = Lumora('%s', { locale: 'auto' });</script>\nIs it safe that this key is visible in the page source? Build %s.",
			b.K(b.pkLive()), b.K(b.from(hexd, 12)))
	})
	regC("c_idempotency_conflict", func(b *B) string {
		return fmt.Sprintf("Keys for an idempotent request can only be used with the same parameters they were first used with. Try using a key other than '%s' if you meant to execute a different request. (request %s, original %s)",
			b.K(b.idem()), b.req(), b.req())
	})
	regC("c_otel_trace_log", func(b *B) string {
		return fmt.Sprintf("ts=%s level=warn svc=payments-gw trace_id=%s span_id=%s parent=%s lumora_request=%s dur_ms=%d status=504 retry=%d",
			b.K(b.isoTime()), b.K(b.traceID()), b.K(b.spanID()), b.K(b.spanID()), b.req(), 1000+b.n(29000), b.n(4))
	})
	regC("c_signature_header", func(b *B) string {
		return fmt.Sprintf("Lumora-Signature: t=%s,v1=%s,v0=%s\nOur computed HMAC: %s — they differ, is the payload re-serialised by Express?",
			b.K(b.unixTS()), b.K(b.sha256()), b.K(b.sha256()), b.K(b.sha256()))
	})
	regC("c_masked_card_chat", func(b *B) string {
		return fmt.Sprintf("agent: I can see two cards on the account: Visa %s (exp %02d/%d) and Mastercard %s. Which one should be the default?\nvisitor: the one %s please",
			b.K(b.masked()), 1+b.n(12), 26+b.n(5), b.K(b.masked()), b.K("ending "+b.last4()))
	})
	regC("c_luhn_fail_ids", func(b *B) string {
		return fmt.Sprintf("Our order ids are 16 digits (e.g. %s and %s) and your Radar rule flags them as card numbers in metadata. Can we whitelist the metadata key order_ref?",
			b.K(b.luhnFail("4")), b.K(b.luhnFail("5")))
	})
	regC("c_unix_timestamps", func(b *B) string {
		return fmt.Sprintf(`list filter: {"created":{"gte":%s,"lt":%s},"limit":100,"starting_after":"%s"} returns has_more=true forever`,
			b.K(b.unixTS()), b.K(b.unixTS()), b.K(b.chID()))
	})
	regC("c_rate_limit_headers", func(b *B) string {
		return fmt.Sprintf("HTTP/2 429\ndate: Tue, %02d Jun 2025 %02d:%02d:%02d GMT\nretry-after: %d\nx-ratelimit-limit: %d\nx-ratelimit-remaining: 0\nx-ratelimit-reset: %s\nlumora-request-id: %s",
			1+b.n(28), b.n(24), b.n(60), b.n(60), 1+b.n(60), 100*(1+b.n(50)), b.K(b.unixTS()), b.req())
	})
	regC("c_http_trace_noauth", func(b *B) string {
		return fmt.Sprintf("< HTTP/1.1 200 OK\n< content-type: application/json\n< content-length: %d\n< etag: W/\"%s\"\n< lumora-version: %s\n< x-request-id: %s\n< cf-ray: %s-FRA",
			200+b.n(9000), b.K(b.from(hexd, 27)), b.K(b.apiVersion()), b.K(b.uuid()), b.K(b.from(hexd, 16)))
	})
	regC("c_ssh_deploy_key", func(b *B) string {
		return fmt.Sprintf("For the GitHub sync app, add this deploy key (read-only):\n%s lumora-sync@%s\nFingerprint SHA256:%s",
			b.K(b.sshPub()), b.K(b.from(hexd, 8)), b.K(b.rnd(b64std, 43)))
	})
	regC("c_jwks_public", func(b *B) string {
		return fmt.Sprintf(`https://auth.lumora.dev/.well-known/jwks.json → {"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","n":"%s","e":"AQAB"}]} — which kid signs the session tokens?`,
			b.K(b.from(hexd, 16)), b.K(b.rnd(b64u, 342)))
	})
	regC("c_jwt_truncated", func(b *B) string {
		return fmt.Sprintf("The token starts with eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9... (I cut it) and the kid in the header is %s; decoding gives alg RS256. Is RS256 still supported after %s?",
			b.K(b.from(hexd, 16)), b.K(b.apiVersion()))
	})
	regC("c_aws_key_id_only", func(b *B) string {
		return fmt.Sprintf("The export role uses access key id %s (secret rotated on %s, stored in Secrets Manager as %s). Bucket arn:aws:s3:::lumora-exports-%s.",
			b.K(b.awsKeyID()), b.K(b.date()), b.K("prod/lumora/"+b.from(lower, 6)), b.K(b.digits(12)))
	})
	regC("c_env_reading_code", func(b *B) string {
		code := []string{
			`lumora.api_key = os.environ["LUMORA_SECRET_KEY"]`,
			`const lumora = new Lumora(process.env.LUMORA_SECRET_KEY);`,
			`Lumora.api_key = ENV.fetch("LUMORA_SECRET_KEY")`,
			`$client = new LumoraClient(getenv('LUMORA_SECRET_KEY'));`,
			`lumora.Key = os.Getenv("LUMORA_SECRET_KEY")`,
			`Lumora.apiKey = System.getenv("LUMORA_SECRET_KEY");`,
			`LumoraConfiguration.ApiKey = Environment.GetEnvironmentVariable("LUMORA_SECRET_KEY");`,
			`let key = std::env::var("LUMORA_SECRET_KEY")?;`,
			`config :lumora, api_key: System.fetch_env!("LUMORA_SECRET_KEY")`,
			`final key = Platform.environment['LUMORA_SECRET_KEY'];`,
		}
		return fmt.Sprintf("%s\n// SDK %s, API %s — still 401 after rotating; the new key ends in %s",
			b.pick(code), b.K(b.version()), b.K(b.apiVersion()), b.K("…"+b.from(alnum, 4)))
	})
	regC("c_pricing_question", func(b *B) string {
		return fmt.Sprintf("We do ~%d transactions/month averaging %s. Is the %d.%d%% + 30¢ rate negotiable above %s volume? Current contract C-%s ends %s.",
			10000+b.n(900000), b.K(b.amount()), 1+b.n(3), b.n(10), b.K(b.amount()), b.K(b.digits(6)), b.K(b.date()))
	})
	regC("c_version_matrix", func(b *B) string {
		return fmt.Sprintf("| SDK | version | min API |\n|---|---|---|\n| node | %s | %s |\n| python | %s | %s |\n| go | v%s | %s |",
			b.K(b.version()), b.K(b.apiVersion()), b.K(b.version()), b.K(b.apiVersion()), b.K(b.version()), b.K(b.apiVersion()))
	})
	regC("c_ip_allowlist", func(b *B) string {
		return fmt.Sprintf("Webhook source IPs to allowlist: %s, %s, %s and 3.18.12.%d/28. Our firewall only opens 443 and %d.",
			b.K(b.ip()), b.K(b.ip()), b.K(b.ip()), 16*b.n(15), 8000+b.n(1000))
	})
	regC("c_payout_schedule", func(b *B) string {
		return fmt.Sprintf("Payout %s of %s to bank account %s is scheduled for %s (T+%d). Balance transaction %s.",
			b.K("po_1"+b.rnd(alnum, 23)), b.K(b.amount()), b.K("•••• "+b.last4()), b.K(b.date()), 2+b.n(5), b.K("txn_1"+b.rnd(alnum, 23)))
	})
	regC("c_decline_codes", func(b *B) string {
		return fmt.Sprintf("Declines last week: insufficient_funds %d, do_not_honor %d, incorrect_cvc %d. Top BIN %s, issuer country %s. Example charge %s.",
			b.n(500), b.n(300), b.n(100), b.K(fmt.Sprintf("4%05d", b.n(99999))), b.pick([]string{"US", "GB", "DE", "BR"}), b.K(b.chID()))
	})
	regC("c_business_tax_ids", func(b *B) string {
		return fmt.Sprintf("Company details for the invoice: EIN %s, VAT %s, DUNS %s, registered %s. Please update invoice %s.",
			b.K(b.ein()), b.K("GB"+b.digits(9)), b.K(b.digits(2)+"-"+b.digits(3)+"-"+b.digits(4)), b.K(b.date()), b.K(b.invNo()))
	})
	regC("c_ssn_masked_only", func(b *B) string {
		return fmt.Sprintf("Verification for %s shows ssn_last_4_provided=true (%s), id_number_provided=false. Test value %s is rejected in live mode, right?",
			b.K(b.acctID()), b.K("***-**-"+b.last4()), b.K(b.invalidSSN()))
	})
	regC("c_placeholder_phone", func(b *B) string {
		return fmt.Sprintf("In test mode use %s as the phone for SMS verification; the code is always %s. Real numbers only in live mode. Docs section %s.",
			b.K(b.pick([]string{"+1 (555) 555-5555", "+15005550006", "(555) 555-0100"})), b.K("000000"), b.K(fmt.Sprintf("4.%d.%d", b.n(9), b.n(9))))
	})
	regC("c_npm_handles", func(b *B) string {
		return fmt.Sprintf("npm i @lumora/react@%s @lumora/js@%s — peer dep warning from @vercel/next@%s. cc @%s on GitHub, see git@github.com:lumora/lumora-js.git",
			b.K(b.version()), b.K(b.version()), b.K(b.version()), b.K(b.pick(firstNames)+"-"+b.pick(lastNames)))
	})
	regC("c_git_log", func(b *B) string {
		return fmt.Sprintf("commit %s\nMerge: %s %s\nDate:   %s\n\n    bump lumora-go to v%s (#%d)",
			b.K(b.sha1()), b.K(b.from(hexd, 7)), b.K(b.from(hexd, 7)), b.K(b.isoTime()), b.K(b.version()), 100+b.n(9000))
	})
	regC("c_sql_query", func(b *B) string {
		return fmt.Sprintf("SELECT id, amount, status FROM lumora_charges WHERE created >= %s AND customer = '%s' AND invoice_number = '%s' ORDER BY created DESC LIMIT 50; -- returns %d rows",
			b.K(b.unixTS()), b.K(b.cusID()), b.K(b.stripeInvNo()), b.n(50))
	})
	regC("c_retry_schedule", func(b *B) string {
		return fmt.Sprintf("Event %s to endpoint %s: attempt 1 %s (500), attempt 2 +%dm (timeout), next retry %s. After %d failures the endpoint is disabled.",
			b.K(b.evtID()), b.K(b.weID()), b.K(b.isoTime()), 1+b.n(59), b.K(b.isoTime()), 3+b.n(10))
	})
	regC("c_dashboard_urls", func(b *B) string {
		return fmt.Sprintf("See https://dashboard.lumora.dev/%s/payments/%s and https://dashboard.lumora.dev/logs/%s?t=%s — same idempotency key %s.",
			b.K(b.acctID()), b.K(b.piID()), b.K(b.reqID()), b.K(b.unixTS()), b.K(b.idem()))
	})
	regC("c_cli_listen", func(b *B) string {
		return fmt.Sprintf("$ lumora listen --forward-to localhost:%d/webhook\n> Ready! You are using Lumora API Version [%s]. Your webhook signing secret is whsec_... (^C to quit)\n%s   --> charge.succeeded [%s]",
			3000+b.n(6000), b.K(b.apiVersion()), b.K(b.isoTime()[:19]), b.K(b.evtID()))
	})
	regC("c_internal_note_refund", func(b *B) string {
		return fmt.Sprintf("[internal] Refund %s issued for %s on charge %s, ticket %s closed. Customer confirmed via the dashboard's verified-email flow.",
			b.K("re_3"+b.rnd(alnum, 23)), b.K(b.amount()), b.K(b.chID()), b.K(b.ticket()))
	})
	regC("c_latency_metrics", func(b *B) string {
		return fmt.Sprintf("p50 %d ms, p95 %d ms, p99 %d ms over %d requests (%s–%s). Error budget remaining %d.%d%%.",
			50+b.n(200), 300+b.n(700), 1000+b.n(4000), 100000+b.n(9000000), b.K(b.date()), b.K(b.date()), b.n(100), b.n(10))
	})
	regC("c_dispute_evidence", func(b *B) string {
		return fmt.Sprintf("Dispute %s on %s: shipped %s via UPS %s, delivered %s. Receipt %s, amount %s. Evidence due %s.",
			b.K("du_1"+b.rnd(alnum, 23)), b.K(b.chID()), b.K(b.date()), b.K("1Z"+strings.ToUpper(b.from(alnum, 16))), b.K(b.date()), b.K(b.pick([]string{"#", "R-"})+b.digits(4)+"-"+b.digits(4)), b.K(b.amount()), b.K(b.date()))
	})
	regC("c_saml_metadata", func(b *B) string {
		return fmt.Sprintf("SP metadata: entityID https://dashboard.lumora.dev/saml/%s, ACS https://dashboard.lumora.dev/saml/%s/acs, signing cert SHA-256 fingerprint %s, NameIDFormat urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
			b.K(b.uuid()), "consume", b.K(colonHex(b.sha256())))
	})
	regC("c_oauth_docs_placeholders", func(b *B) string {
		return fmt.Sprintf("curl https://connect.lumora.dev/oauth/token -d client_secret=YOUR_CLIENT_SECRET -d code=AUTHORIZATION_CODE -d grant_type=authorization_code\nReplace client id %s with yours; the response has token_type \"Bearer\" and expires_in %d.",
			b.K(b.clientID()), 3600*(1+b.n(24)))
	})
	regC("c_hashed_secret_baseline", func(b *B) string {
		return fmt.Sprintf(`.secrets.baseline: {"config/lumora.yml":[{"type":"Secret Keyword","hashed_secret":"%s","line_number":%d,"is_verified":false}]} — is this a false positive on the publishable key %s?`,
			b.K(b.sha1()), 1+b.n(90), b.K(b.pkTest()))
	})
	regC("c_java_stack", func(b *B) string {
		return fmt.Sprintf("com.lumora.exception.ApiConnectionException: IOException during API request to Lumora (https://api.lumora.dev): Read timed out\n\tat com.lumora.net.HttpClient.request(HttpClient.java:%d)\n\tat com.acme.billing.Charger.charge(Charger.java:%d)\nlumora-java %s, request %s",
			100+b.n(400), 10+b.n(300), b.K(b.version()), b.req())
	})
	regC("c_metadata_ids", func(b *B) string {
		return fmt.Sprintf(`metadata: {"order_id":"%s","cart_id":"%s","internal_ref":"%s","shipment":"%s"} — do metadata values count toward the 500 char limit?`,
			b.K(b.orderNo()), b.K(b.uuid()), b.K(b.digits(9)), b.K(b.digits(12)))
	})
	regC("c_connect_account_ids", func(b *B) string {
		return fmt.Sprintf("Transfers from platform %s to %s and %s fail with insufficient_capabilities_for_transfer; transfer group ORDER_%s, amount %s.",
			b.K(b.acctID()), b.K(b.acctID()), b.K(b.acctID()), b.K(b.digits(6)), b.K(b.amount()))
	})
	regC("c_graphql_ids", func(b *B) string {
		return fmt.Sprintf(`query { paymentIntent(id: "%s") { id amount latestCharge { id outcome { riskScore } } } } → riskScore %d, networkStatus approved_by_network, request %s`,
			b.K(b.piID()), b.n(100), b.req())
	})
	regC("c_uuid_batch", func(b *B) string {
		return fmt.Sprintf("Batch job %s processed %d items; failed ids: %s, %s, %s. Checksum sha256:%s",
			b.K(b.uuid()), 1000+b.n(90000), b.K(b.uuid()), b.K(b.uuid()), b.K(b.uuid()), b.K(b.sha256()))
	})
	agentGeneric := []struct{ kind, f string }{
		{"c_agent_en", "Hi there,\n\nThanks for reaching out. Could you share the request ID (it starts with req_, e.g. %s) and the API version you pin (%s)? Please don't include secret keys — we never need them.\n\nTicket %s"},
		{"c_agent_es", "Hola:\n\nGracias por escribirnos. ¿Nos compartes el ID de la solicitud (empieza por req_, p. ej. %s) y la versión de la API (%s)? No incluyas claves secretas; nunca las necesitamos.\n\nTicket %s"},
		{"c_agent_pt", "Olá!\n\nObrigado pelo contato. Pode enviar o ID da requisição (começa com req_, ex.: %s) e a versão da API (%s)? Não envie chaves secretas — nunca precisamos delas.\n\nChamado %s"},
		{"c_agent_fr", "Bonjour,\n\nMerci pour votre message. Pourriez-vous nous transmettre l'identifiant de requête (il commence par req_, p. ex. %s) et la version d'API (%s) ? N'envoyez jamais vos clés secrètes.\n\nTicket %s"},
		{"c_agent_de", "Hallo,\n\ndanke für Ihre Nachricht. Bitte senden Sie uns die Request-ID (beginnt mit req_, z. B. %s) und die API-Version (%s). Bitte keine geheimen Schlüssel mitschicken.\n\nTicket %s"},
		{"c_agent_ja", "お問い合わせありがとうございます。リクエストID（req_ で始まります。例: %s）とご利用中のAPIバージョン（%s）をお知らせください。シークレットキーは送らないでください。\n\nチケット %s"},
		{"c_agent_zh", "您好，感谢联系我们。请提供请求 ID（以 req_ 开头，例如 %s）以及您使用的 API 版本（%s）。请勿发送密钥。\n\n工单 %s"},
		{"c_agent_ko", "안녕하세요. 요청 ID(req_ 로 시작, 예: %s)와 사용 중인 API 버전(%s)을 알려 주세요. 시크릿 키는 보내지 마세요.\n\n티켓 %s"},
		{"c_agent_ru", "Здравствуйте! Пришлите, пожалуйста, ID запроса (начинается с req_, например %s) и версию API (%s). Секретные ключи присылать не нужно.\n\nОбращение %s"},
		{"c_agent_it", "Ciao,\n\ngrazie per averci scritto. Puoi indicarci l'ID della richiesta (inizia con req_, es. %s) e la versione API (%s)? Non inviare chiavi segrete.\n\nTicket %s"},
	}
	for _, x := range agentGeneric {
		x := x
		regC(x.kind, func(b *B) string { return fmt.Sprintf(x.f, b.req(), b.K(b.apiVersion()), b.K(b.ticket())) })
	}
	regC("c_status_ja", func(b *B) string {
		return fmt.Sprintf("【復旧】%s JST 頃より API のエラー率が上昇していましたが、%s に復旧しました。インシデント %s。影響を受けたリクエスト数: 約%d件。",
			b.K(fmt.Sprintf("%02d:%02d", b.n(24), b.n(60))), b.K(fmt.Sprintf("%02d:%02d", b.n(24), b.n(60))), b.K(fmt.Sprintf("INC-2025-%04d", b.n(9999))), 100+b.n(90000))
	})
	regC("c_status_de", func(b *B) string {
		return fmt.Sprintf("Störung behoben: Zwischen %s und %s UTC kam es bei Auszahlungen zu Verzögerungen (Vorfall %s). Betroffene Auszahlungen werden bis %s nachgeholt.",
			b.K(b.isoTime()), b.K(b.isoTime()), b.K(fmt.Sprintf("INC-2025-%04d", b.n(9999))), b.K(b.date()))
	})
	regC("c_snowflake_ids", func(b *B) string {
		return fmt.Sprintf("Discord-style message ids in our metadata (%s, %s) get masked by your log viewer. Both are 18–19 digit snowflakes, not cards.",
			b.K(snowflake(b)), b.K(snowflake(b)))
	})
	regC("c_test_tokens", func(b *B) string {
		return fmt.Sprintf("In test mode use payment methods pm_card_visa, pm_card_mastercard or tok_chargeDeclined; decline code card_declined shows for %s. Our test clock is %s.",
			b.K(b.chID()), b.K("clock_1"+b.rnd(alnum, 23)))
	})
}

// snowflake returns an 18–19 digit id that is no card (fails Luhn or has no issuer prefix).
func snowflake(b *B) string {
	for {
		s := "1" + b.digits(17+b.n(2))
		if !luhnOK(s) {
			return s
		}
	}
}
