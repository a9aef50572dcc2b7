package main

import (
	"fmt"
	"strings"
)

func (b *B) em() string          { return b.P("email", b.email()) }
func (b *B) ph(c string) string  { return b.P("phone", b.phone(c)) }
func (b *B) se(v string) string  { return b.P("bearer", v) }
func (b *B) cc(br string) string { return b.P("credit_card", b.card(br)) }
func (b *B) ccPlain(br string) string {
	return b.P("credit_card", b.cardDigits(br))
}
func (b *B) jw() string {
	return b.P("jwt", b.jwt(b.pick([]string{"https://auth.lumora.dev/", "https://login.brightcart.io", "lumora", "https://dev-8hx2k.us.auth0.com/"}), ""))
}
func (b *B) jwEmail(e string) string {
	return b.P("jwt", b.jwt("https://auth.lumora.dev/", `,"email":"`+e+`"`))
}
func (b *B) anyCountry() string { return b.pick(countries) }
func (b *B) anyBrand() string   { return b.pick(brands) }
func (b *B) req() string        { return b.K(b.reqID()) }
func (b *B) sk() string         { return b.se(b.skLive()) }

// anySecret is one of the third-party or platform secrets customers paste.
func (b *B) anySecret() (string, string) {
	switch b.n(10) {
	case 0:
		return "GitHub token", b.se(b.ghp())
	case 1:
		return "OpenAI key", b.se(b.openai())
	case 2:
		return "Slack bot token", b.se(b.slackBot())
	case 3:
		return "SendGrid key", b.se(b.sendgrid())
	case 4:
		return "restricted key", b.se(b.rkLive())
	case 5:
		return "webhook secret", b.se(b.whsec())
	case 6:
		return "GitLab token", b.se(b.glpat())
	case 7:
		return "npm token", b.se(b.npm())
	case 8:
		return "Anthropic key", b.se(b.anthropic())
	}
	return "secret key", b.sk()
}

func registerPII() {
	// ---------------- tickets pasting platform keys ----------------
	reg("ticket_sk_live_401", func(b *B) string {
		return fmt.Sprintf("Subject: 401 invalid_api_key since this morning\n\nHi team, every call from our backend now fails with 401. We're using %s (copied from Developers > API keys). Request ID %s, API version %s, account %s. Nothing changed on our side since deploy %s.",
			b.sk(), b.req(), b.K(b.apiVersion()), b.K(b.acctID()), b.K("v"+b.version()))
	})
	reg("chat_key_paste", func(b *B) string {
		return fmt.Sprintf("[%02d:%02d] %s: ok here is the key we use %s\n[%02d:%02d] agent Mia: Thanks — please don't share secret keys in chat, I'll ask you to roll it. Which request id failed?\n[%02d:%02d] customer: %s",
			9+b.n(9), b.n(60), b.pick([]string{"customer", "visitor", "guest-4821", "dev@brightcart"}), b.sk(), 9+b.n(9), b.n(60), 9+b.n(9), b.n(60), b.req())
	})
	reg("curl_bearer_live", func(b *B) string {
		return fmt.Sprintf("curl https://api.lumora.dev/v1/payment_intents \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"Idempotency-Key: %s\" \\\n  -H \"Lumora-Version: %s\" \\\n  -d amount=%d -d currency=usd\n\n→ {\"error\":{\"type\":\"idempotency_error\",\"request_id\":\"%s\"}}",
			b.sk(), b.K(b.idem()), b.K(b.apiVersion()), 500+b.n(90000), b.req())
	})
	reg("curl_u_key", func(b *B) string {
		return fmt.Sprintf("This works locally but not on the server:\n\n    curl https://api.lumora.dev/v1/customers/%s -u %s:\n\nserver returns 403 from IP %s. Trace id %s.",
			b.K(b.cusID()), b.sk(), b.K(b.ip()), b.K(b.traceID()))
	})
	reg("curl_test_mode_key", func(b *B) string {
		return fmt.Sprintf("In test mode I still get resource_missing for %s:\ncurl -G https://api.lumora.dev/v1/charges -H 'Authorization: Bearer %s' -d limit=3\nPublishable key on the frontend is %s if that matters.",
			b.K(b.chID()), b.se(b.skTest()), b.K(b.pkTest()))
	})
	reg("http_trace_request_jwt", func(b *B) string {
		return fmt.Sprintf("> POST /v2/sessions HTTP/2\n> Host: api.lumora.dev\n> User-Agent: lumora-node/%s\n> Authorization: Bearer %s\n> X-Request-Id: %s\n> traceparent: 00-%s-%s-01\n>\n< HTTP/2 401\n< lumora-request-id: %s",
			b.K(b.version()), b.jw(), b.K(b.uuid()), b.K(b.traceID()), b.K(b.spanID()), b.req())
	})
	reg("http_trace_response_cookie", func(b *B) string {
		return fmt.Sprintf("HTTP/1.1 302 Found\nLocation: https://dashboard.lumora.dev/login?next=%%2Fsettings\nSet-Cookie: lum_session=%s; Path=/; Secure; HttpOnly; SameSite=Lax\nSet-Cookie: lum_csrf=%s; Path=/\nX-Request-Id: %s\n\nwhy does the dashboard keep logging me out?",
			b.se(b.sec(func() string { return "s%3A" + b.rnd(alnum, 32) + "." + b.rnd(alnum+"%", 43) })), b.K(b.from(hexd, 24)), b.req())
	})
	reg("error_log_json_key", func(b *B) string {
		return fmt.Sprintf(`{"ts":"%s","level":"error","svc":"checkout-api","msg":"lumora request failed","status":401,"api_key":"%s","request_id":"%s","trace_id":"%s","attempt":%d}`,
			b.K(b.isoTime()), b.sk(), b.req(), b.K(b.traceID()), 1+b.n(3))
	})
	reg("env_file_keys", func(b *B) string {
		return fmt.Sprintf("# .env.production (pasted by customer)\nLUMORA_PUBLISHABLE_KEY=%s\nLUMORA_SECRET_KEY=%s\nLUMORA_WEBHOOK_SECRET=%s\nLUMORA_API_VERSION=%s\nSENTRY_RELEASE=%s",
			b.K(b.pkLive()), b.sk(), b.se(b.whsec()), b.K(b.apiVersion()), b.K(b.sha1()))
	})
	reg("webhook_sig_fail", func(b *B) string {
		return fmt.Sprintf("Webhook signature verification fails for endpoint %s. Our signing secret is %s and the header we receive is\nLumora-Signature: t=%s,v1=%s\nEvent %s, delivered from %s. We compare with the raw body, I think.",
			b.K(b.weID()), b.se(b.whsec()), b.K(b.unixTS()), b.K(b.sha256()), b.K(b.evtID()), b.K(b.ip()))
	})
	reg("webhook_secret_placeholder_mix", func(b *B) string {
		return fmt.Sprintf("The docs say `const secret = 'whsec_...';` so I put %s in there but constructEvent still throws. Tried the example `whsec_test_secret` too. Event id %s.",
			b.se(b.whsec()), b.K(b.evtID()))
	})
	reg("oauth_client_secret_ticket", func(b *B) string {
		return fmt.Sprintf("Our OAuth app (Connect platform) stopped issuing tokens.\nclient_id: %s\nclient_secret: %s\nredirect_uri: https://app.%s/oauth/callback\nError: invalid_client (request %s)",
			b.K(b.clientID()), b.se(b.oauthSecret()), b.pick(companyDomains), b.req())
	})
	reg("oauth_token_response", func(b *B) string {
		return fmt.Sprintf(`Token endpoint response, pasted as-is: {"access_token":"%s","token_type":"Bearer","expires_in":3600,"refresh_token":"%s","scope":"read_write","lumora_user_id":"%s"} — but the access token is rejected 5 min later.`,
			b.se(b.opaqueAccess()), b.se(b.refreshToken()), b.K(b.acctID()))
	})
	reg("refresh_invalid_grant", func(b *B) string {
		return fmt.Sprintf("POST /oauth/token\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=refresh_token&refresh_token=%s&client_id=%s\n\n=> 400 {\"error\":\"invalid_grant\",\"error_description\":\"refresh token revoked\"} request %s",
			b.se(b.refreshToken()), b.K(b.clientID()), b.req())
	})
	reg("jwt_exp_debug", func(b *B) string {
		return fmt.Sprintf("jwt.io says exp is in the past but we just minted it?\n\n%s\n\nserver clock: %s (unix %s). Using lumora-python %s.",
			b.jw(), b.K(b.isoTime()), b.K(b.unixTS()), b.K(b.version()))
	})
	reg("jwt_id_token_callback", func(b *B) string {
		e := b.email()
		return fmt.Sprintf("After SSO the browser lands on https://app.%s/auth/callback#id_token=%s&state=%s&session_state=%s and then shows 'nonce mismatch'.",
			b.pick(companyDomains), b.jwEmail(e), b.K(b.from(alnum, 22)), b.K(b.uuid()))
	})
	reg("saml_sso_setup", func(b *B) string {
		return fmt.Sprintf("SSO setup for our org (Okta):\n- IdP Entity ID: http://www.okta.com/%s\n- SSO URL: https://%s.okta.com/app/lumora/%s/sso/saml\n- cert SHA-1 fingerprint: %s\n- SCIM bearer token we generated: %s\n- admin contact: %s, mobile %s",
			b.K("exk"+b.rnd(alnum, 17)), b.pick([]string{"acme", "brightcart", "zentrix", "tessera"}), b.K("exk"+b.rnd(alnum, 17)),
			b.K(colonHex(b.sha1())), b.se(b.opaqueAccess()), b.em(), b.ph(b.pick([]string{"us", "uk", "de", "fr"})))
	})
	reg("saml_response_attrs", func(b *B) string {
		e := b.em()
		return fmt.Sprintf(`<saml:Attribute Name="email"><saml:AttributeValue>%s</saml:AttributeValue></saml:Attribute><saml:Attribute Name="phone"><saml:AttributeValue>%s</saml:AttributeValue></saml:Attribute> — InResponseTo="_%s" but login loops. NameID format emailAddress.`,
			e, b.ph("us_e164"), b.K(b.from(hexd, 40)))
	})
	reg("github_actions_token", func(b *B) string {
		return fmt.Sprintf("Deploy job log:\nRun actions/checkout@v4\n  token: %s\nRun npx lumora-cli@%s deploy --project prj_%s\nError: 403 Resource not accessible (run id %s)",
			b.se(b.ghp()), b.K(b.version()), b.K(b.rnd(alnum, 12)), b.K(b.digits(10)))
	})
	reg("slack_notify_integration", func(b *B) string {
		return fmt.Sprintf("We forward Lumora webhooks to Slack with SLACK_BOT_TOKEN=%s, channel C0%s. Since %s the events for %s don't arrive.",
			b.se(b.slackBot()), b.K(strings.ToUpper(b.from(alnum, 9))), b.K(b.date()), b.K(b.evtID()))
	})
	reg("aws_credentials_file", func(b *B) string {
		return fmt.Sprintf("Our S3 export destination fails. ~/.aws/credentials:\n[lumora-export]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\nExport job exp_%s.",
			b.K(b.awsKeyID()), b.se(b.awsSecret()), b.pick([]string{"us-east-1", "eu-west-1", "ap-northeast-1"}), b.K(b.rnd(alnum, 14)))
	})
	reg("openai_key_in_app", func(b *B) string {
		return fmt.Sprintf("Unrelated to you maybe, but our summariser calls OpenAI before Lumora:\n\nclient = OpenAI(api_key=\"%s\")\nlumora.api_key = os.environ[\"LUMORA_SECRET_KEY\"]\n\nand the webhook handler times out after %d ms (req %s).",
			b.se(b.openai()), 3000+b.n(27000), b.req())
	})
	reg("sendgrid_receipts", func(b *B) string {
		return fmt.Sprintf("Receipts are sent through SendGrid (SENDGRID_API_KEY=%s) when invoice.paid fires. Invoice %s paid but no email. Event %s.",
			b.se(b.sendgrid()), b.K(b.stripeInvNo()), b.K(b.evtID()))
	})
	reg("database_url_password", func(b *B) string {
		pw := b.password()
		return fmt.Sprintf("Webhook worker crashes on boot:\nDATABASE_URL=postgres://lumora_app:%s@db-%d.internal.%s:5432/payments\npsycopg2.OperationalError: timeout. Worker version %s.",
			b.se(pw), 1+b.n(9), b.pick(companyDomains), b.K(b.version()))
	})
	reg("password_disclosed_login", func(b *B) string {
		return fmt.Sprintf("I can't log in to the dashboard. Email %s, password %s — I've tried it 5 times and now it says account locked. Ticket %s",
			b.em(), b.se(b.password()), b.K(b.ticket()))
	})
	reg("basic_auth_header", func(b *B) string {
		u := b.pick([]string{"api", "admin", "webhooks", "svc-billing"})
		return fmt.Sprintf("Our proxy forwards the webhook with\nAuthorization: Basic %s\nbut your retries come without it (delivery %s, attempt %d).",
			b.se(b.basicCred(u, b.password())), b.K(b.uuid()), 2+b.n(5))
	})
	reg("twilio_auth_token", func(b *B) string {
		return fmt.Sprintf("SMS fallback uses Twilio: account SID AC%s, auth token %s, from number %s. Your docs say the phone_verification webhook should retry?",
			b.K(b.from(hexd, 32)), b.se(b.hex32()), b.ph("us_e164"))
	})
	reg("npmrc_token", func(b *B) string {
		return fmt.Sprintf("Can't install the private SDK beta @lumora/node-beta@%s:\n\n.npmrc\n//registry.npmjs.org/:_authToken=%s\n@lumora:registry=https://npm.lumora.dev/\n\nnpm ERR! 404 (request %s)",
			b.K(b.version()), b.se(b.npm()), b.K(b.uuid()))
	})
	reg("restricted_key_roll", func(b *B) string {
		return fmt.Sprintf("Please revoke restricted key %s immediately, it was committed to a public repo (commit %s). Keep %s active.",
			b.se(b.rkLive()), b.K(b.sha1()), b.K(b.pkLive()))
	})
	reg("docker_config_auth", func(b *B) string {
		return fmt.Sprintf(`Pulling the self-hosted relay image fails. ~/.docker/config.json: {"auths":{"registry.lumora.dev":{"auth":"%s"}}} image lumora/relay:%s digest sha256:%s`,
			b.se(b.basicCred(b.pick([]string{"brightcart", "acme-ci", "deploybot"}), b.password())), b.K(b.version()), b.K(b.sha256()))
	})
	reg("k8s_secret_yaml", func(b *B) string {
		return fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: lumora-creds\n  namespace: payments\ntype: Opaque\nstringData:\n  LUMORA_SECRET_KEY: %s\n  LUMORA_WEBHOOK_SECRET: %s\n---\n# pod uid %s",
			b.sk(), b.se(b.whsec()), b.K(b.uuid()))
	})
	reg("terraform_provider", func(b *B) string {
		return fmt.Sprintf("provider \"lumora\" {\n  api_key     = \"%s\"\n  api_version = \"%s\"\n}\n\nresource \"lumora_webhook_endpoint\" \"main\" { url = \"https://hooks.%s/lumora\" }\n# terraform apply → Error: 401 (request %s)",
			b.sk(), b.K(b.apiVersion()), b.pick(companyDomains), b.req())
	})
	reg("api_key_query_param", func(b *B) string {
		return fmt.Sprintf("Is it ok to call https://api.lumora.dev/v1/balance?api_key=%s&expand[]=pending from the browser? Works but CORS fails. Origin https://shop.%s",
			b.sk(), b.pick(companyDomains))
	})
	reg("git_diff_commit_key", func(b *B) string {
		return fmt.Sprintf("diff --git a/config/lumora.yml b/config/lumora.yml\nindex %s..%s 100644\n--- a/config/lumora.yml\n+++ b/config/lumora.yml\n@@ -1,3 +1,3 @@\n-secret_key: <%%= ENV['LUMORA_SECRET_KEY'] %%>\n+secret_key: %s\n publishable_key: %s",
			b.K(b.from(hexd, 7)), b.K(b.from(hexd, 7)), b.sk(), b.K(b.pkLive()))
	})
	reg("third_party_secret_mixed", func(b *B) string {
		what, v := b.anySecret()
		return fmt.Sprintf("Also, our %s is %s — does Lumora's secret scanning alert on that too? Our audit id is %s.", what, v, b.K(b.uuid()))
	})
	reg("gitlab_ci_log", func(b *B) string {
		return fmt.Sprintf("$ git clone https://oauth2:%s@gitlab.%s/payments/lumora-sync.git\nCloning into 'lumora-sync'...\n$ lumora migrate --to %s\nerror: webhook %s not found (job #%d)",
			b.se(b.glpat()), b.pick(companyDomains), b.K(b.apiVersion()), b.K(b.weID()), 100000+b.n(900000))
	})
	reg("hf_token_ml_pipeline", func(b *B) string {
		return fmt.Sprintf("our fraud model pulls weights with HF_TOKEN=%s and then scores via Lumora Radar rules; rule rr_%s returns 500 (request %s)",
			b.se(b.hfTok()), b.K(b.rnd(alnum, 12)), b.req())
	})
	reg("appsettings_json", func(b *B) string {
		return fmt.Sprintf("appsettings.Production.json:\n{\n  \"Lumora\": {\n    \"SecretKey\": \"%s\",\n    \"WebhookSecret\": \"%s\",\n    \"PublishableKey\": \"%s\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}",
			b.sk(), b.se(b.whsec()), b.K(b.pkLive()))
	})
	reg("android_strings_secret", func(b *B) string {
		return fmt.Sprintf("<!-- res/values/strings.xml -->\n<string name=\"lumora_publishable_key\">%s</string>\n<string name=\"lumora_secret_key\">%s</string>\n<string name=\"app_version\">%s</string>\nIs it fine to ship the second one in the APK?",
			b.K(b.pkLive()), b.sk(), b.K(b.version()))
	})
	reg("graphql_request_token", func(b *B) string {
		return fmt.Sprintf(`POST https://api.lumora.dev/graphql {"query":"query { viewer { id } }","variables":{}} with header authorization: Bearer %s → {"errors":[{"message":"token expired","extensions":{"requestId":"%s"}}]}`,
			b.se(b.opaqueAccess()), b.req())
	})
	reg("redis_url_password", func(b *B) string {
		return fmt.Sprintf("idempotency cache: REDIS_URL=redis://default:%s@redis-%d.%s:6379/0 — keys look like idem:%s",
			b.se(b.password()), 10000+b.n(9999), b.pick([]string{"c1.us-east-1.ec2.cloud.redislabs.com", "cache.internal"}), b.K(b.uuid()))
	})
	reg("google_oauth_sso", func(b *B) string {
		return fmt.Sprintf("Google Workspace SSO: client ID %s.apps.googleusercontent.com, client secret %s. Redirect URI registered: https://dashboard.lumora.dev/sso/google/callback. Error 400: redirect_uri_mismatch.",
			b.K(b.digits(12)+"-"+b.from(lower+digs, 32)), b.se(b.sec(func() string { return "GOCSPX-" + b.rnd(b64u, 28) })))
	})
	reg("ya29_access_token_log", func(b *B) string {
		return fmt.Sprintf("DEBUG google.auth: refreshed credentials, token=%s expiry=%s; then lumora.sync.sheets failed for %s",
			b.se(b.ya29()), b.K(b.isoTime()), b.K(b.acctID()))
	})
	reg("mobile_push_do_token", func(b *B) string {
		return fmt.Sprintf("We host the webhook receiver on DigitalOcean; doctl auth init --access-token %s && doctl apps logs %s → 'lumora: signature mismatch'",
			b.se(b.doToken()), b.K(b.uuid()))
	})
	reg("shopify_plugin_token", func(b *B) string {
		return fmt.Sprintf("Lumora for Shopify plugin v%s: X-Shopify-Access-Token: %s on store %s.myshopify.com, order %s not synced.",
			b.K(b.version()), b.se(b.shpat()), b.pick([]string{"brightcart", "mokka-shop", "sunbeam-es"}), b.K("#"+b.digits(4)))
	})

	// ---------------- SDK snippets in many languages ----------------
	reg("sdk_python", func(b *B) string {
		return fmt.Sprintf("import lumora\nlumora.api_key = \"%s\"\nintent = lumora.PaymentIntent.create(amount=%d, currency=\"eur\", idempotency_key=\"%s\")\n# lumora==%s raises AuthenticationError",
			b.sk(), 100+b.n(50000), b.K(b.idem()), b.K(b.version()))
	})
	reg("sdk_node", func(b *B) string {
		return fmt.Sprintf("const Lumora = require('lumora');\nconst lumora = new Lumora('%s', { apiVersion: '%s' });\nconst c = await lumora.customers.retrieve('%s'); // throws LumoraAuthenticationError",
			b.sk(), b.K(b.apiVersion()), b.K(b.cusID()))
	})
	reg("sdk_ruby", func(b *B) string {
		return fmt.Sprintf("require 'lumora'\nLumora.api_key = '%s'\nLumora::Refund.create(charge: '%s', amount: %d)\n# gem 'lumora', '~> %s'",
			b.sk(), b.K(b.chID()), 100+b.n(9000), b.K(b.version()))
	})
	reg("sdk_php", func(b *B) string {
		return fmt.Sprintf("<?php\n$client = new \\Lumora\\LumoraClient('%s');\n$session = $client->checkout->sessions->create(['success_url' => 'https://shop.example/ok', 'line_items' => [['price' => 'price_%s', 'quantity' => 1]]]);",
			b.sk(), b.K(b.rnd(alnum, 24)))
	})
	reg("sdk_go", func(b *B) string {
		return fmt.Sprintf("import \"github.com/lumora/lumora-go/v%d\"\n\nfunc init() {\n\tlumora.Key = \"%s\"\n}\n// go.sum: github.com/lumora/lumora-go/v%d v%s h1:%s=",
			70+b.n(9), b.sk(), 70+b.n(9), b.K(b.version()), b.K(b.rnd(b64std, 43)))
	})
	reg("sdk_java", func(b *B) string {
		return fmt.Sprintf("Lumora.apiKey = \"%s\";\nRequestOptions opts = RequestOptions.builder().setIdempotencyKey(\"%s\").build();\nPayout payout = Payout.create(params, opts); // com.lumora:lumora-java:%s",
			b.sk(), b.K(b.idem()), b.K(b.version()))
	})
	reg("sdk_csharp", func(b *B) string {
		return fmt.Sprintf("LumoraConfiguration.ApiKey = \"%s\";\nvar service = new InvoiceService();\nvar inv = await service.GetAsync(\"%s\"); // Lumora.net %s",
			b.sk(), b.K("in_1"+b.rnd(alnum, 23)), b.K(b.version()))
	})
	reg("sdk_kotlin", func(b *B) string {
		return fmt.Sprintf("val client = LumoraClient.builder()\n    .apiKey(\"%s\")\n    .webhookSecret(\"%s\")\n    .build()\n// lumora-kotlin %s, crash in WebhookVerifier line %d",
			b.sk(), b.se(b.whsec()), b.K(b.version()), 40+b.n(300))
	})
	reg("sdk_swift", func(b *B) string {
		return fmt.Sprintf("LumoraAPI.defaultPublishableKey = \"%s\"\n// backend token for testing only:\nlet backendKey = \"%s\"\n// LumoraSDK %s via SPM, iOS 17.%d",
			b.K(b.pkLive()), b.sk(), b.K(b.version()), b.n(6))
	})
	reg("sdk_rust", func(b *B) string {
		return fmt.Sprintf("let client = lumora::Client::new(\"%s\");\nlet pi = PaymentIntent::retrieve(&client, &\"%s\".parse()?, &[]).await?;\n// lumora-rust = \"%s\"  -> Error: InvalidRequest",
			b.sk(), b.K(b.piID()), b.K(b.version()))
	})
	reg("sdk_elixir", func(b *B) string {
		return fmt.Sprintf("# config/runtime.exs\nconfig :lumora, api_key: \"%s\", signing_secret: \"%s\"\n# {:lumora, \"~> %s\"}",
			b.sk(), b.se(b.whsec()), b.K(b.version()))
	})
	reg("sdk_dart", func(b *B) string {
		return fmt.Sprintf("final lumora = Lumora(\"%s\");\nfinal sheet = await lumora.paymentSheet.init(customer: \"%s\", ephemeralKey: \"%s\");\n// lumora_flutter: ^%s",
			b.sk(), b.K(b.cusID()), b.se(b.sec(func() string { return "ek_live_" + b.rnd(alnum, 48) })), b.K(b.version()))
	})
	reg("sdk_python_debug_log", func(b *B) string {
		return fmt.Sprintf("DEBUG:lumora:Request to Lumora api method=post path=https://api.lumora.dev/v1/refunds\nDEBUG:lumora:headers={'Authorization': 'Bearer %s', 'Idempotency-Key': '%s', 'Lumora-Version': '%s'}\nINFO:lumora:response code=402 request_id=%s",
			b.sk(), b.K(b.idem()), b.K(b.apiVersion()), b.req())
	})
	reg("python_traceback_locals", func(b *B) string {
		return fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/app/billing.py\", line %d, in charge\n    lumora.Charge.create(**params)\nlumora.error.CardError: Your card was declined. (request %s)\n  locals: params={'amount': %d, 'source': 'tok_visa'}, key='%s'",
			20+b.n(400), b.req(), 100+b.n(9000), b.sk())
	})

	// ---------------- billing and cards ----------------
	billing := []struct{ kind, f string }{
		{"billing_dispute_en", "Hi, I was charged twice for invoice %s (%s). The card is %s, please refund one of them. Order %s."},
		{"billing_dispute_es", "Hola, me cobraron dos veces la factura %s (%s). La tarjeta es %s, por favor reembolsen un cargo. Pedido %s."},
		{"billing_dispute_pt", "Olá, fui cobrado duas vezes pela fatura %s (%s). O cartão é %s, peço o estorno de uma cobrança. Pedido %s."},
		{"billing_dispute_fr", "Bonjour, la facture %s (%s) a été débitée deux fois sur ma carte %s. Merci de rembourser un des prélèvements. Commande %s."},
		{"billing_dispute_de", "Hallo, die Rechnung %s (%s) wurde zweimal abgebucht, Karte %s. Bitte eine Abbuchung erstatten. Bestellung %s."},
		{"billing_dispute_ja", "お世話になっております。請求書 %s（%s）が二重に請求されました。カード番号は %s です。返金をお願いします。注文番号 %s"},
		{"billing_dispute_it", "Buongiorno, la fattura %s (%s) è stata addebitata due volte sulla carta %s. Chiedo il rimborso di un addebito. Ordine %s."},
		{"billing_dispute_zh", "你好，发票 %s（%s）被重复扣款了，卡号 %s，请退还其中一笔。订单 %s。"},
		{"billing_dispute_ko", "안녕하세요, 청구서 %s (%s) 가 두 번 결제되었습니다. 카드 번호 %s 입니다. 한 건 환불 부탁드립니다. 주문 %s"},
		{"billing_dispute_ru", "Здравствуйте, счёт %s (%s) списали дважды с карты %s. Прошу вернуть одно списание. Заказ %s."},
	}
	for _, x := range billing {
		x := x
		reg(x.kind, func(b *B) string {
			return fmt.Sprintf(x.f, b.K(b.invNo()), b.K(b.amount()), b.cc(b.anyBrand()), b.K(b.orderNo()))
		})
	}
	reg("card_update_chat", func(b *B) string {
		return fmt.Sprintf("visitor: can you just put my new card on the subscription? %s exp %02d/%d\nagent: Please don't send card numbers here — use Billing > Payment methods. Your current card on file is %s.",
			b.cc(b.anyBrand()), 1+b.n(12), 26+b.n(5), b.K(b.masked()))
	})
	reg("card_form_body_log", func(b *B) string {
		return fmt.Sprintf("our nginx access log shows the raw form post (we know, we're fixing it):\n%s - - [%s] \"POST /pay HTTP/1.1\" 200 body=card%%5Bnumber%%5D=%s&card%%5Bexp_month%%5D=%d&card%%5Bexp_year%%5D=20%d",
			b.K(b.ip()), b.K(b.isoTime()), b.ccPlain(b.anyBrand()), 1+b.n(12), 26+b.n(5))
	})
	reg("card_json_request_body", func(b *B) string {
		return fmt.Sprintf(`Raw card data endpoint returns "PCI not enabled": {"type":"card","card":{"number":"%s","exp_month":%d,"exp_year":20%d},"metadata":{"order_id":"%s"}} (request %s)`,
			b.ccPlain(b.anyBrand()), 1+b.n(12), 26+b.n(5), b.K(b.orderNo()), b.req())
	})
	reg("internal_note_pan", func(b *B) string {
		return fmt.Sprintf("Internal note: customer read the full card number over the phone (%s) while disputing %s; I did not store it. Card on file shows %s, fingerprint %s.",
			b.cc(b.anyBrand()), b.K(b.chID()), b.K(b.masked()), b.K(b.rnd(alnum, 16)))
	})
	reg("chargeback_email", func(b *B) string {
		return fmt.Sprintf("From: %s\nSubject: Unauthorized charge %s\n\nI don't recognise a charge of %s on my card %s on %s. Call me on %s. Dispute du_%s.",
			b.em(), b.K(b.chID()), b.K(b.amount()), b.cc(b.anyBrand()), b.K(b.date()), b.ph(b.anyCountry()), b.K(b.rnd(alnum, 24)))
	})
	reg("card_test_vs_real", func(b *B) string {
		return fmt.Sprintf("Test cards like %s work in test mode, but in live mode my own card %s is declined with do_not_honor. Payment %s.",
			b.K(b.pick([]string{"4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "4000000000000002"})), b.cc(b.anyBrand()), b.K(b.piID()))
	})
	reg("card_luhn_fail_vs_real", func(b *B) string {
		return fmt.Sprintf("Validation says %s is invalid (typo, I know) but the corrected one %s also fails with incorrect_number. Invoice %s.",
			b.K(b.luhnFail("4")), b.cc("visa"), b.K(b.stripeInvNo()))
	})
	reg("card_amex_corporate", func(b *B) string {
		return fmt.Sprintf("Please switch our annual plan to the corporate Amex %s (billing contact %s, %s). PO number %s, VAT ID %s.",
			b.P("credit_card", groupCard(b.cardDigits("amex"), " ")), b.em(), b.ph(b.pick([]string{"us", "uk", "de", "nl"})), b.K(b.orderNo()), b.K("DE"+b.digits(9)))
	})

	// ---------------- account recovery in many languages ----------------
	recovery := []struct{ kind, f, c string }{
		{"recovery_en", "I lost my phone with the authenticator. Account email: %s, the phone on the account is %s. Can you reset 2FA? Account %s.", "us"},
		{"recovery_es", "Perdí mi móvil con el autenticador. Correo de la cuenta: %s, teléfono registrado %s. ¿Pueden restablecer el 2FA? Cuenta %s.", "es"},
		{"recovery_pt", "Perdi o celular com o app autenticador. E-mail da conta: %s, telefone cadastrado %s. Podem redefinir o 2FA? Conta %s.", "br"},
		{"recovery_fr", "J'ai perdu mon téléphone avec l'authentificateur. E-mail du compte : %s, numéro enregistré %s. Pouvez-vous réinitialiser la 2FA ? Compte %s.", "fr"},
		{"recovery_de", "Ich habe mein Handy mit der Authenticator-App verloren. Konto-E-Mail: %s, hinterlegte Nummer %s. Könnt ihr 2FA zurücksetzen? Konto %s.", "de"},
		{"recovery_ja", "認証アプリの入ったスマホを紛失しました。アカウントのメール: %s、登録電話番号 %s です。二段階認証のリセットをお願いします。アカウント %s", "jp"},
		{"recovery_zh", "我的手机丢了，无法获取验证码。账户邮箱：%s，绑定手机 %s。请帮忙重置两步验证。账户 %s", "cn"},
		{"recovery_ko", "인증 앱이 있는 휴대폰을 분실했습니다. 계정 이메일: %s, 등록된 전화번호 %s 입니다. 2단계 인증 초기화 부탁드립니다. 계정 %s", "kr"},
		{"recovery_ru", "Потерял телефон с приложением-аутентификатором. Почта аккаунта: %s, привязанный номер %s. Сбросьте, пожалуйста, 2FA. Аккаунт %s.", "ru"},
		{"recovery_it", "Ho perso il telefono con l'app di autenticazione. Email dell'account: %s, numero registrato %s. Potete reimpostare la 2FA? Account %s.", "it"},
		{"recovery_tr", "Doğrulama uygulamasının olduğu telefonumu kaybettim. Hesap e-postası: %s, kayıtlı numara %s. 2FA sıfırlanabilir mi? Hesap %s.", "tr"},
		{"recovery_nl", "Ik ben mijn telefoon met de authenticator kwijt. E-mail van het account: %s, geregistreerd nummer %s. Kunnen jullie 2FA resetten? Account %s.", "nl"},
	}
	for _, x := range recovery {
		x := x
		reg(x.kind, func(b *B) string { return fmt.Sprintf(x.f, b.em(), b.ph(x.c), b.K(b.acctID())) })
	}
	reg("sms_2fa_change", func(b *B) string {
		c := b.anyCountry()
		return fmt.Sprintf("Please move SMS 2FA from my old number %s to the new one %s. Verification code I got: %s (expired?). Ticket %s",
			b.ph(c), b.ph(c), b.K(b.digits(6)), b.K(b.ticket()))
	})
	reg("team_invite_emails", func(b *B) string {
		dom := b.pick(companyDomains)
		return fmt.Sprintf("Invites never arrived for %s and %s (role: developer). Org org_%s, SSO enforced since %s.",
			b.P("email", b.workEmail(dom)), b.P("email", b.workEmail(dom)), b.K(b.rnd(alnum, 14)), b.K(b.date()))
	})
	reg("csv_users_export", func(b *B) string {
		return fmt.Sprintf("Team export (team_members.csv):\nuser_id,email,phone,role,last_login\nusr_%s,%s,%s,admin,%s\nusr_%s,%s,%s,developer,%s",
			b.K(b.rnd(alnum, 12)), b.em(), b.ph("us_e164"), b.K(b.date()), b.K(b.rnd(alnum, 12)), b.em(), b.ph("us_e164"), b.K(b.date()))
	})
	reg("customer_signature", func(b *B) string {
		return fmt.Sprintf("Thanks!\n\n--\n%s\nStaff Engineer, %s\nM: %s\n%s\nTicket ref %s",
			b.displayName(), b.pick([]string{"BrightCart", "Northwind Labs", "Kitestack", "Orbitfit"}), b.ph(b.pick([]string{"us", "uk", "au", "ca"})), b.em(), b.K(b.ticket()))
	})
	reg("callback_request", func(b *B) string {
		return fmt.Sprintf("Our checkout is down (Enterprise plan, contract %s). Please call me back at %s, I'm on it all night. Incident started %s UTC.",
			b.K("C-"+b.digits(6)), b.ph(b.pick([]string{"us", "ca", "uk", "de", "au"})), b.K(b.isoTime()))
	})
	reg("whatsapp_contact", func(b *B) string {
		return fmt.Sprintf("Can your sales team reach me on WhatsApp? %s (Brazil). Or email %s. We process ~%dk transactions a month.",
			b.ph("br"), b.em(), 10+b.n(900))
	})
	reg("customer_object_json", func(b *B) string {
		cid := b.K(b.cusID())
		return fmt.Sprintf(`GET /v1/customers/%s returns {"id":"%s","object":"customer","email":"%s","phone":"%s","name":"%s","created":%s,"invoice_prefix":"%s"} but the dashboard shows no phone`,
			cid, cid, b.em(), b.ph("us_e164"), b.displayName(), b.K(b.unixTS()), b.K(strings.ToUpper(b.from(hexd, 8))))
	})
	reg("webhook_payload_billing_details", func(b *B) string {
		return fmt.Sprintf(`Payload of %s (charge.succeeded): {"billing_details":{"email":"%s","phone":"%s","address":{"postal_code":"%s"}},"payment_method_details":{"card":{"brand":"visa","last4":"%s","exp_year":20%d}}}`,
			b.K(b.evtID()), b.em(), b.ph(b.anyCountry()), b.K(fmt.Sprintf("%05d", 10000+b.n(89999))), b.K(b.last4()), 26+b.n(5))
	})
	reg("email_thread_forward", func(b *B) string {
		n := b.displayName()
		return fmt.Sprintf("---------- Forwarded message ---------\nFrom: %s <%s>\nDate: %s\nSubject: Re: [Lumora] Payout %s failed\nTo: <%s>\n\nCan someone on your side look at this payout?",
			n, b.em(), b.K(b.date()), b.K("po_1"+b.rnd(alnum, 23)), b.em())
	})
	reg("ticket_metadata", func(b *B) string {
		return fmt.Sprintf("Ticket %s | priority: high | requester: %s | phone: %s | plan: Scale | region: eu-west | tags: payouts, kyc | created %s",
			b.K(b.ticket()), b.em(), b.ph(b.pick([]string{"de", "fr", "nl", "it", "es", "pl"})), b.K(b.isoTime()))
	})
	reg("sms_api_request", func(b *B) string {
		return fmt.Sprintf(`POST /v1/messages {"to":"%s","from":"%s","body":"Your Lumora verification code is %s","status_callback":"https://hooks.%s/sms"} → 422 invalid 'to' (request %s)`,
			b.ph("us_e164"), b.ph("us_e164"), b.K(b.digits(6)), b.pick(companyDomains), b.req())
	})
	reg("smtp_password_env", func(b *B) string {
		return fmt.Sprintf("Email receipts via our own SMTP:\nSMTP_HOST=smtp.%s\nSMTP_USER=%s\nSMTP_PASSWORD=%s\nSMTP_PORT=587\nThe test email from Settings > Emails fails with 535.",
			b.pick(companyDomains), b.em(), b.se(b.password()))
	})

	// ---------------- SSN / ITIN (KYC, tax) ----------------
	reg("kyc_ssn_ticket", func(b *B) string {
		return fmt.Sprintf("Connect onboarding for %s keeps failing verification. We sent individual.ssn_last_4=%s first, then the full SSN %s. DOB %s. Requirement: individual.verification.document.",
			b.K(b.acctID()), b.K(b.last4()), b.P("ssn", b.ssn()), b.K(fmt.Sprintf("19%d-%02d-%02d", 60+b.n(40), 1+b.n(12), 1+b.n(28))))
	})
	reg("kyc_id_number_curl", func(b *B) string {
		return fmt.Sprintf("curl https://api.lumora.dev/v1/accounts/%s -u $LUMORA_SECRET_KEY: \\\n  -d \"individual[id_number]=%s\" -d \"individual[phone]=%s\"\n→ {\"error\":{\"code\":\"invalid_id_number\"}}",
			b.K(b.acctID()), b.P("ssn", b.ssnBare()), b.ph("us_e164"))
	})
	reg("w9_itin", func(b *B) string {
		return fmt.Sprintf("For the 1099-K I filled the W-9 with my ITIN %s, not an SSN. Business EIN is %s, name on the account %s. Tax form id %s.",
			b.P("ssn", b.itin()), b.K(b.ein()), b.displayName(), b.K("taxform_"+b.rnd(alnum, 14)))
	})
	reg("kyc_es_seguro_social", func(b *B) string {
		return fmt.Sprintf("Hola, la verificación de mi cuenta %s pide el número de seguro social. Mi SSN es %s y mi teléfono %s. ¿Por qué lo rechazan?",
			b.K(b.acctID()), b.P("ssn", b.ssn()), b.ph("us"))
	})
	reg("payout_verification_json", func(b *B) string {
		return fmt.Sprintf(`{"account":"%s","owner":{"first_name":"%s","ssn":"%s","email":"%s"},"bank":{"last4":"%s","routing":"%s"}} ← our onboarding payload, which field is wrong?`,
			b.K(b.acctID()), b.pick(displayFirst), b.P("ssn", b.ssn()), b.em(), b.K(b.last4()), b.K("1"+b.digits(8)))
	})
	reg("owners_csv_ssn", func(b *B) string {
		return fmt.Sprintf("Beneficial owners upload:\nname,ownership,ssn,dob\n%s,%d%%,%s,19%d-0%d-1%d\n%s,%d%%,%s,19%d-1%d-2%d",
			b.displayName(), 25+b.n(50), b.P("ssn", b.ssn()), 60+b.n(39), 1+b.n(9), b.n(9),
			b.displayName(), 25+b.n(25), b.P("ssn", b.ssn()), 60+b.n(39), b.n(3), b.n(9))
	})
	reg("ssn_masked_vs_full", func(b *B) string {
		return fmt.Sprintf("Dashboard shows SSN %s for representative %s but we submitted %s — looks like a different person's last four.",
			b.K("***-**-"+b.last4()), b.K("person_"+b.rnd(alnum, 14)), b.P("ssn", b.ssn()))
	})
	reg("internal_note_kyc", func(b *B) string {
		return fmt.Sprintf("Internal (Risk): owner of %s provided SSN %s and ITIN %s in ticket %s — both on file already, redact from thread. Test SSN %s rejected as expected.",
			b.K(b.acctID()), b.P("ssn", b.ssn()), b.P("ssn", b.itin()), b.K(b.ticket()), b.K(b.invalidSSN()))
	})

	// ---------------- JWT variety ----------------
	reg("jwt_cookie", func(b *B) string {
		return fmt.Sprintf("Cookie: lum_jwt=%s; _ga=GA1.2.%s.%s; theme=dark\n\nThe dashboard API returns 401 with this cookie.", b.jw(), b.K(b.digits(9)), b.K(b.unixTS()))
	})
	reg("jwt_websocket_url", func(b *B) string {
		return fmt.Sprintf("wss://realtime.lumora.dev/v1/socket?token=%s&vsn=2.0.0 closes with code 4401 after %d s. Connection id %s.",
			b.jw(), 30+b.n(300), b.K(b.uuid()))
	})
	reg("jwt_ja_ticket", func(b *B) string {
		return fmt.Sprintf("トークンの検証でエラーになります。\nトークン：%s\nエラー: invalid signature（リクエストID %s）", b.jw(), b.req())
	})
	reg("jwt_grpc_metadata", func(b *B) string {
		return fmt.Sprintf("grpcurl -H 'authorization: Bearer %s' -d '{\"id\":\"%s\"}' grpc.lumora.dev:443 lumora.v1.Payments/Get\nERROR: Code: Unauthenticated",
			b.jw(), b.K(b.piID()))
	})
	reg("jwt_postman_env", func(b *B) string {
		return fmt.Sprintf(`Postman environment export: {"id":"%s","name":"Lumora prod","values":[{"key":"base_url","value":"https://api.lumora.dev","enabled":true},{"key":"access_token","value":"%s","enabled":true}]}`,
			b.K(b.uuid()), b.jw())
	})
	reg("jwt_es_ticket", func(b *B) string {
		return fmt.Sprintf("Hola, el token de sesión que devuelve /v2/sessions (%s) caduca a los 5 minutos aunque pedimos ttl=3600. ¿Es un bug? Versión del SDK %s.",
			b.jw(), b.K(b.version()))
	})
	reg("jwt_client_assertion", func(b *B) string {
		return fmt.Sprintf("client_assertion_type=urn%%3Aietf%%3Aparams%%3Aoauth%%3Aclient-assertion-type%%3Ajwt-bearer&client_assertion=%s&grant_type=client_credentials → invalid_client, kid %s not found in JWKS",
			b.jw(), b.K(b.from(hexd, 16)))
	})

	// ---------------- agent replies in many languages ----------------
	reply := []struct{ kind, f string }{
		{"agent_reply_rotate_en", "Hi %s,\n\nThanks for the details. I noticed the live secret key %s was included in your message, so please roll it under Developers > API keys right away. The failing request %s was made with an expired key.\n\nBest,\nMia — Lumora Support"},
		{"agent_reply_rotate_es", "Hola %s:\n\nGracias por los detalles. Vimos que tu clave secreta %s quedó en el mensaje; por favor rótala en Desarrolladores > Claves de API. La solicitud %s usó una clave caducada.\n\nSaludos,\nSoporte de Lumora"},
		{"agent_reply_rotate_pt", "Olá %s,\n\nObrigado pelos detalhes. A chave secreta %s apareceu na sua mensagem — gere uma nova em Desenvolvedores > Chaves de API. A requisição %s usou uma chave expirada.\n\nAbraços,\nSuporte Lumora"},
		{"agent_reply_rotate_fr", "Bonjour %s,\n\nMerci pour ces détails. Votre clé secrète %s figurait dans votre message : merci de la régénérer dans Développeurs > Clés API. La requête %s utilisait une clé expirée.\n\nCordialement,\nSupport Lumora"},
		{"agent_reply_rotate_de", "Hallo %s,\n\ndanke für die Details. Ihr geheimer Schlüssel %s stand in Ihrer Nachricht – bitte unter Entwickler > API-Schlüssel sofort neu erzeugen. Die Anfrage %s lief mit einem abgelaufenen Schlüssel.\n\nViele Grüße\nLumora Support"},
		{"agent_reply_rotate_ja", "%s 様\n\nご連絡ありがとうございます。メッセージにシークレットキー %s が含まれていましたので、開発者 > APIキー から再発行をお願いします。リクエスト %s は期限切れのキーで送信されています。\n\nLumora サポート"},
		{"agent_reply_rotate_zh", "%s 您好：\n\n感谢您提供的信息。您的消息中包含了密钥 %s，请立即在「开发者 > API 密钥」中轮换。请求 %s 使用的是已过期的密钥。\n\nLumora 技术支持"},
		{"agent_reply_rotate_ko", "%s 님 안녕하세요.\n\n메시지에 시크릿 키 %s 가 포함되어 있어 개발자 > API 키에서 즉시 재발급해 주세요. 요청 %s 는 만료된 키로 전송되었습니다.\n\nLumora 지원팀"},
		{"agent_reply_rotate_ru", "Здравствуйте, %s!\n\nСпасибо за подробности. В вашем сообщении был секретный ключ %s — пожалуйста, перевыпустите его в разделе Разработчикам > API-ключи. Запрос %s был отправлен с просроченным ключом.\n\nПоддержка Lumora"},
		{"agent_reply_rotate_it", "Ciao %s,\n\ngrazie per i dettagli. Nel messaggio era presente la chiave segreta %s: rigenerala subito in Sviluppatori > Chiavi API. La richiesta %s è stata inviata con una chiave scaduta.\n\nSupporto Lumora"},
	}
	for _, x := range reply {
		x := x
		reg(x.kind, func(b *B) string { return fmt.Sprintf(x.f, b.pick(displayFirst), b.sk(), b.req()) })
	}
	contact := []struct{ kind, f, c string }{
		{"agent_reply_contact_en", "Hi! I've updated the billing contact to %s and the phone for payout alerts to %s. Changes are logged under audit event %s.", "us"},
		{"agent_reply_contact_de", "Hallo! Ich habe den Rechnungskontakt auf %s und die Telefonnummer für Auszahlungs-Benachrichtigungen auf %s geändert. Audit-Ereignis %s.", "de"},
		{"agent_reply_contact_fr", "Bonjour ! J'ai mis à jour le contact de facturation (%s) et le numéro pour les alertes de virement : %s. Événement d'audit %s.", "fr"},
		{"agent_reply_contact_ja", "請求先の連絡先を %s に、入金通知用の電話番号を %s に変更しました。監査イベント %s", "jp"},
		{"agent_reply_contact_pt", "Oi! Atualizei o contato de cobrança para %s e o telefone dos alertas de repasse para %s. Evento de auditoria %s.", "br"},
	}
	for _, x := range contact {
		x := x
		reg(x.kind, func(b *B) string { return fmt.Sprintf(x.f, b.em(), b.ph(x.c), b.K("aud_"+b.rnd(alnum, 20))) })
	}
	reg("internal_note_escalation", func(b *B) string {
		return fmt.Sprintf("[internal] Escalating to Payments Eng. Merchant %s (%s, %s) reports duplicate captures on %s; verified identity via card %s. Linked incident INC-%d.",
			b.K(b.acctID()), b.em(), b.ph(b.anyCountry()), b.K(b.piID()), b.K(b.masked()), 1000+b.n(9000))
	})
	reg("internal_note_fraud", func(b *B) string {
		return fmt.Sprintf("[internal] Likely card testing: %d attempts from %s, cards incl. %s and %s, signup email %s. Blocked via Radar rule, case %s.",
			20+b.n(400), b.K(b.ip()), b.cc(b.anyBrand()), b.cc(b.anyBrand()), b.em(), b.K("case_"+b.rnd(alnum, 10)))
	})
	reg("handoff_macro", func(b *B) string {
		return fmt.Sprintf("Handoff → Tier 2\nCustomer: %s / %s\nAcct: %s | Plan: Growth | MRR %s\nIssue: webhooks to %s failing since %s (endpoint %s)\nNext: confirm TLS chain, they use Cloudflare.",
			b.em(), b.ph(b.anyCountry()), b.K(b.acctID()), b.K(b.amount()), "https://api."+b.pick(companyDomains)+"/hooks", b.K(b.date()), b.K(b.weID()))
	})

	// ---------------- status page, incidents ----------------
	reg("status_subscriber", func(b *B) string {
		return fmt.Sprintf("I'm subscribed to status.lumora.dev as %s but got no notification for incident %s (elevated API errors in us-east, %s–%s UTC). SMS alerts go to %s.",
			b.em(), b.K(fmt.Sprintf("INC-2025-%04d", b.n(9999))), b.K(fmt.Sprintf("%02d:%02d", b.n(24), b.n(60))), b.K(fmt.Sprintf("%02d:%02d", b.n(24), b.n(60))), b.ph(b.anyCountry()))
	})
	reg("incident_log_leak", func(b *B) string {
		return fmt.Sprintf("Re incident INC-2025-%04d: your status page said logs were safe, but our proxy captured this retry from your side:\nPOST /hooks/lumora HTTP/1.1\nAuthorization: Bearer %s\nLumora-Event-Id: %s\nIs that token ours or yours?",
			b.n(9999), b.se(b.opaqueAccess()), b.K(b.evtID()))
	})

	// ---------------- misc layouts ----------------
	reg("chat_transcript_multi", func(b *B) string {
		return fmt.Sprintf("Chat transcript %s\n%s (visitor): hi, payouts are stuck\nSam (Lumora): Can you confirm the account email?\nvisitor: %s\nSam (Lumora): And the phone for verification?\nvisitor: %s\nvisitor: also our key %s if you need it\nSam (Lumora): please never share that — roll it now.",
			b.K("CHT-"+b.digits(7)), b.displayName(), b.em(), b.ph(b.anyCountry()), b.sk())
	})
	reg("har_export", func(b *B) string {
		return fmt.Sprintf(`HAR excerpt: {"request":{"method":"POST","url":"https://api.lumora.dev/v1/checkout/sessions","headers":[{"name":"Authorization","value":"Bearer %s"},{"name":"X-Request-Id","value":"%s"}]},"response":{"status":400}}`,
			b.sk(), b.K(b.uuid()))
	})
	reg("postman_collection_key", func(b *B) string {
		return fmt.Sprintf(`Postman collection auth: {"auth":{"type":"bearer","bearer":[{"key":"token","value":"%s","type":"string"}]},"info":{"_postman_id":"%s"}}`,
			b.sk(), b.K(b.uuid()))
	})
	reg("github_issue_sdk", func(b *B) string {
		return fmt.Sprintf("### Bug: `listAutoPaging` skips pages (lumora-node %s)\n\n**Repro**\n```js\nconst lumora = new Lumora(\"%s\");\nfor await (const e of lumora.events.list({limit: 100})) console.log(e.id);\n```\nLast id printed: `%s`\nNode %d.%d.0, macOS",
			b.K(b.version()), b.sk(), b.K(b.evtID()), 18+b.n(5), b.n(10))
	})
	reg("cron_failure_email", func(b *B) string {
		return fmt.Sprintf("Cron <deploy@worker-3> /usr/local/bin/lumora-reconcile --key %s --since %s\nOutput: reconciled %d balance transactions, 3 errors (txn_%s)",
			b.sk(), b.K(b.date()), 100+b.n(5000), b.K(b.rnd(alnum, 24)))
	})
	reg("websocket_log_token", func(b *B) string {
		return fmt.Sprintf("[ws] %s connect url=wss://realtime.lumora.dev/v1?access_token=%s\n[ws] %s close code=1006 reason=\"\" session=%s",
			b.K(b.isoTime()), b.se(b.opaqueAccess()), b.K(b.isoTime()), b.K(b.uuid()))
	})
	reg("cli_login_output", func(b *B) string {
		acct := b.K(b.acctID())
		return fmt.Sprintf("$ lumora login\nYour pairing code is: %s\nDone! The CLI is configured for account %s.\n$ cat ~/.config/lumora/config.toml\n[default]\naccount_id = \"%s\"\nlive_mode_api_key = \"%s\"\ntest_mode_pub_key = \"%s\"",
			b.K(strings.Join([]string{strings.ToLower(b.pick(pwWords)), strings.ToLower(b.pick(pwWords)), strings.ToLower(b.pick(pwWords))}, "-")), acct, acct, b.sk(), b.K(b.pkTest()))
	})
	reg("mysql_cli_password", func(b *B) string {
		return fmt.Sprintf("Our reconciliation job: mysql -h reports.%s -u lumora_sync -p'%s' ledger -e \"SELECT count(*) FROM payouts WHERE lumora_id='po_1%s'\" returns 0",
			b.pick(companyDomains), b.se(b.password()), b.K(b.rnd(alnum, 23)))
	})
	reg("vendor_scheme_apikey", func(b *B) string {
		return fmt.Sprintf("The Lumora Connect onboarding partner requires 'Authorization: ApiKey %s' plus X-Partner-Id %s, but your outbound webhook proxy strips it.",
			b.se(b.rnd(alnum, 40)), b.K(b.digits(8)))
	})
	reg("x_api_key_header", func(b *B) string {
		return fmt.Sprintf("curl -H 'X-Api-Key: %s' https://api.lumora.dev/v1/reports/%s\n{\"error\":\"forbidden\"} — is X-Api-Key still supported or only Bearer?",
			b.se(b.hex32()), b.K("frr_1"+b.rnd(alnum, 23)))
	})
	reg("pt_ticket_token_e_email", func(b *B) string {
		return fmt.Sprintf("Boa tarde! Nosso token de acesso %s parou de funcionar depois da migração para a API %s. Meu e-mail é %s e o WhatsApp %s.",
			b.sk(), b.K(b.apiVersion()), b.em(), b.ph("br"))
	})
	reg("de_ticket_webhook_secret", func(b *B) string {
		return fmt.Sprintf("Guten Tag, unser Webhook-Signaturgeheimnis lautet %s, die Prüfung schlägt trotzdem fehl. Endpunkt %s, Ereignis %s. Rückruf gerne unter %s.",
			b.se(b.whsec()), b.K(b.weID()), b.K(b.evtID()), b.ph("de"))
	})
	reg("fr_ticket_cle_secrete", func(b *B) string {
		return fmt.Sprintf("Bonjour, depuis la mise à jour vers lumora-php %s notre clé secrète %s renvoie « Invalid API Key provided ». Requête %s. Vous pouvez me joindre au %s.",
			b.K(b.version()), b.sk(), b.req(), b.ph("fr"))
	})
	reg("zh_ticket_key_phone", func(b *B) string {
		return fmt.Sprintf("您好，我们的密钥 %s 调用 /v1/refunds 一直返回 401，请求ID %s。联系电话 %s，邮箱 %s。",
			b.sk(), b.req(), b.ph("cn"), b.em())
	})
	reg("ko_ticket_key_email", func(b *B) string {
		return fmt.Sprintf("안녕하세요. API 키 %s 로 웹훅 %s 생성 시 400 오류가 납니다. 회신은 %s 로 부탁드립니다.",
			b.sk(), b.K(b.weID()), b.em())
	})
	reg("ru_ticket_token", func(b *B) string {
		return fmt.Sprintf("Добрый день! Токен доступа %s перестал работать после обновления SDK до %s. Мой телефон %s, почта %s.",
			b.se(b.opaqueAccess()), b.K(b.version()), b.ph("ru"), b.em())
	})
	reg("it_ticket_password", func(b *B) string {
		return fmt.Sprintf("Buongiorno, per l'accesso al sandbox vi lascio utente %s e password %s, così potete riprodurre l'errore sull'ordine %s.",
			b.em(), b.se(b.password()), b.K(b.orderNo()))
	})
	reg("tr_ticket_card_phone", func(b *B) string {
		return fmt.Sprintf("Merhaba, %s numaralı faturam için kartımdan (%s) iki kez çekim yapıldı. Telefonum %s.",
			b.K(b.invNo()), b.cc(b.anyBrand()), b.ph("tr"))
	})
	reg("hi_ticket_phone_email", func(b *B) string {
		return fmt.Sprintf("नमस्ते, मेरा payout %s अटका हुआ है। कृपया मुझे %s पर कॉल करें या %s पर ईमेल करें।",
			b.K("po_1"+b.rnd(alnum, 23)), b.ph("in"), b.em())
	})
	reg("nl_ticket_iban_email", func(b *B) string {
		return fmt.Sprintf("Hoi, de uitbetaling naar rekening %s is mislukt (payout %s). Mijn e-mail is %s, bel gerust %s.",
			b.K("NL"+b.digits(2)+" INGB 0"+b.digits(3)+" "+b.digits(4)+" "+b.digits(2)), b.K("po_1"+b.rnd(alnum, 23)), b.em(), b.ph("nl"))
	})
	reg("pl_ticket_key", func(b *B) string {
		return fmt.Sprintf("Dzień dobry, klucz API %s zwraca błąd 401 od wersji %s. Proszę o kontakt: %s.",
			b.sk(), b.K(b.apiVersion()), b.ph("pl"))
	})
	reg("yaml_config_secrets", func(b *B) string {
		return fmt.Sprintf("lumora:\n  secret_key: %s\n  webhook_signing_secret: %s\n  publishable_key: %s\n  api_base: https://api.lumora.dev\n  timeout_ms: %d",
			b.sk(), b.se(b.whsec()), b.K(b.pkLive()), 1000*(5+b.n(25)))
	})
	reg("node_env_inline", func(b *B) string {
		return fmt.Sprintf("LUMORA_SECRET_KEY=%s LUMORA_WEBHOOK_SECRET=%s node server.js\nListening on :%d (commit %s)",
			b.sk(), b.se(b.whsec()), 3000+b.n(6000), b.K(b.from(hexd, 7)))
	})
	reg("mailchimp_style_key_and_email", func(b *B) string {
		return fmt.Sprintf("Newsletter sync with api_key=%s-us%d for list %s stopped after customer %s unsubscribed.",
			b.se(b.hex32()), 1+b.n(21), b.K(b.from(hexd, 10)), b.em())
	})
	reg("bearer_refresh_pair_yaml", func(b *B) string {
		return fmt.Sprintf("# ~/.lumora/credentials (Lumora CLI %s)\naccess_token: %s\nrefresh_token: %s\nexpires_at: %s",
			b.K(b.version()), b.se(b.opaqueAccess()), b.se(b.refreshToken()), b.K(b.isoTime()))
	})
	reg("phone_local_labelled", func(b *B) string {
		a, e, l := b.nanpParts(usAreas)
		v := b.uniq(onlyDigits, func() string { return a + " " + e + " " + l })
		return fmt.Sprintf("best phone to reach me: %s (after 6pm PT). Ticket %s, acct %s", b.P("phone", v), b.K(b.ticket()), b.K(b.acctID()))
	})
	reg("phone_e164_json_log", func(b *B) string {
		return fmt.Sprintf(`{"event":"verification.sms.failed","phone_number":"%s","carrier":"%s","error_code":%d,"request_id":"%s"}`,
			b.ph("us_e164"), b.pick([]string{"T-Mobile USA", "Verizon", "AT&T"}), 30000+b.n(9000), b.req())
	})
	reg("email_in_url_encoded", func(b *B) string {
		e := b.email()
		enc := strings.ReplaceAll(strings.ReplaceAll(e, "@", "%40"), "+", "%2B")
		return fmt.Sprintf("GET /v1/customers/search?query=email%%3A%%27%s%%27&limit=10 returns empty although the customer exists (request %s)",
			b.P("email", enc), b.req())
	})
}

func colonHex(h string) string {
	var parts []string
	for i := 0; i+2 <= len(h); i += 2 {
		parts = append(parts, strings.ToUpper(h[i:i+2]))
	}
	return strings.Join(parts, ":")
}
