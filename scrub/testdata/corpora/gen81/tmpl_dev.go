package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Developers' configs, logs and tickets.
func devTemplates() []tmpl {
	return []tmpl{
		{"stripe_env_file", func(g *G, l *L) {
			l.q = fmt.Sprintf("# .env.production\nNODE_ENV=production\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nSTRIPE_API_VERSION=%s\n\nwebhooks return 400 'No signatures found matching the expected signature for payload' — is the secret wrong?",
				l.k(g.pkLive()), l.p("bearer", g.skLive()), l.p("bearer", g.whsec()), l.k(g.pick("2024-06-20", "2023-10-16", "2025-03-31.basil")))
		}},
		{"stripe_curl", func(g *G, l *L) {
			key := g.skTest()
			if g.chance(40) {
				key = g.rkLive()
			}
			l.q = fmt.Sprintf("curl https://api.stripe.com/v1/payment_intents \\\n  -u %s: \\\n  -d amount=%d \\\n  -d currency=%s \\\n  -d customer=%s \\\n  -d \"automatic_payment_methods[enabled]\"=true\n\nreturns 'No such customer' but I can see it in the dashboard",
				l.p("bearer", key), g.rng(500, 99900), g.pick("usd", "cad", "aud", "nzd", "eur"), l.k(g.stripeID("cus_", 14)))
		}},
		{"stripe_webhook_log", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			l.q = fmt.Sprintf("%s ERROR webhook handler failed event=%s type=invoice.payment_failed customer=%s customer_email=%s customer_phone=%s amount_due=%d attempt_count=%d err=\"card_declined: insufficient_funds\"",
				l.k(g.isoTS()), l.k(g.stripeID("evt_1", 23)), l.k(g.stripeID("cus_", 14)), l.p("email", g.email(p, false)), l.p("phone", g.nanpStyle(g.pickS(g.usCity().Areas), 10)), g.rng(900, 49900), g.rng(1, 4))
		}},
		{"stripe_customer_object", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca", "au"))
			ph := g.nanpStyle(g.pickS(g.usCity().Areas), 10)
			if p.loc == "au" {
				ph = g.auE164()
			}
			l.q = fmt.Sprintf("stripe.customers.retrieve returns this but the phone doesn't show in Checkout:\n{\n  \"id\": \"%s\",\n  \"object\": \"customer\",\n  \"email\": \"%s\",\n  \"name\": \"%s\",\n  \"phone\": \"%s\",\n  \"invoice_prefix\": \"%s\",\n  \"default_source\": \"%s\",\n  \"livemode\": true\n}",
				l.k(g.stripeID("cus_", 14)), l.p("email", g.email(p, false)), p.Full(), l.p("phone", ph), l.k(g.upperAlnum(8)), l.k(g.stripeID("card_1", 23)))
		}},
		{"twilio_python_snippet", func(g *G, l *L) {
			to := g.nanpStyle(g.pickS(g.caCity().Areas), 10)
			from := g.nanpStyle(g.pickS(g.usCity().Areas), 10)
			l.q = fmt.Sprintf("from twilio.rest import Client\n\naccount_sid = \"%s\"\nauth_token = \"%s\"\nclient = Client(account_sid, auth_token)\n\nmessage = client.messages.create(\n    body=\"Your appointment is confirmed for %s\",\n    from_=\"%s\",\n    to=\"%s\",\n)\nprint(message.sid)\n\n# raises TwilioRestException: HTTP 400 error: Unable to create record: The 'To' number is not a valid phone number",
				l.k(g.twilioSID()), l.p("bearer", g.twilioToken()), g.date(), l.p("phone", from), l.p("phone", to))
		}},
		{"twilio_webhook_urlencoded", func(g *G, l *L) {
			from := g.nanpStyle(g.pickS(g.usCity().Areas), 10)
			to := g.nanpStyle(g.pickS(g.usCity().Areas), 10)
			enc := func(s string) string { return "%2B" + strings.TrimPrefix(s, "+") }
			l.q = fmt.Sprintf("%s POST /sms/inbound 500 body=ToCountry=US&SmsMessageSid=%s&NumMedia=0&From=%s&To=%s&Body=%s&AccountSid=%s&ApiVersion=2010-04-01",
				l.k(g.isoTS()), l.k(g.twilioMsgSID()), l.p("phone", enc(from)), l.p("phone", enc(to)), g.pick("STOP", "Yes+please+confirm", "What+time+do+you+close%3F", "C"), l.k(g.twilioSID()))
		}},
		{"sendgrid_config", func(g *G, l *L) {
			p := g.person("us")
			l.q = fmt.Sprintf("config/mail.yml\nsendgrid:\n  api_key: %s\n  from: %s\n  reply_to: %s\n  template_id: %s\n\nGetting 403 'The from address does not match a verified Sender Identity'",
				l.p("bearer", g.sendgrid()), l.p("email", g.email(p, true)), l.p("email", g.email(g.person("us"), true)), l.k("d-"+g.hex(32)))
		}},
		{"aws_credentials_file", func(g *G, l *L) {
			l.q = fmt.Sprintf("cat ~/.aws/credentials\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n\n[prod]\naws_access_key_id = %s\naws_secret_access_key = %s\n\nAn error occurred (SignatureDoesNotMatch) when calling the GetCallerIdentity operation",
				l.k(g.akia()), l.p("bearer", g.awsSecret()), l.k(g.pick("us-east-1", "ca-central-1", "ap-southeast-2", "eu-west-1")), l.k(g.akia()), l.p("bearer", g.awsSecret()))
		}},
		{"azure_storage_connstring", func(g *G, l *L) {
			acct := g.lower(g.rng(6, 12)) + "prod"
			l.q = fmt.Sprintf("appsettings.json:\n\"ConnectionStrings\": {\n  \"Blob\": \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n},\n\"TenantId\": \"%s\"\nAzure.RequestFailedException: Server failed to authenticate the request.",
				l.k(acct), l.p("bearer", g.azureKey()), l.k(uuid(g)))
		}},
		{"azure_sas_url", func(g *G, l *L) {
			sig := g.secret(func() string { return g.b64(43) })
			sig = strings.NewReplacer("+", "%2B", "/", "%2F").Replace(sig) + "%3D"
			l.q = fmt.Sprintf("Uploading with this SAS URL gives AuthorizationPermissionMismatch:\nhttps://%s.blob.core.windows.net/invoices/%s.pdf?sv=2022-11-02&ss=b&srt=o&sp=rwdlac&se=%sT05:00:00Z&st=%sT21:00:00Z&spr=https&sig=%s",
				g.lower(10), l.k("INV-"+g.digits(6)), g.isoDate(), g.isoDate(), l.p("bearer", sig))
		}},
		{"github_actions_token", func(g *G, l *L) {
			tok := g.ghp()
			if g.chance(40) {
				tok = g.ghPAT()
			}
			l.q = fmt.Sprintf("Run git push https://%s@github.com/%s/%s.git HEAD:main\nremote: Permission to %s/%s.git denied to github-actions[bot].\nfatal: unable to access: The requested URL returned error: 403\nRun ID %s, runner %s",
				l.p("bearer", tok), g.lower(7), g.pick("api", "storefront", "payroll-sync"), g.lower(7), g.pick("api", "web"), l.k(fmt.Sprint(g.rng(8000000000, 9999999999))), l.k("ubuntu-22.04"))
		}},
		{"github_env_token", func(g *G, l *L) {
			l.q = fmt.Sprintf("export GITHUB_TOKEN=%s\ngh api repos/%s/%s/issues/%d --jq .title\nHTTP 401: Bad credentials (https://api.github.com/repos/...)\ngh version %s",
				l.p("bearer", g.ghp()), g.lower(6), g.pick("infra", "docs", "billing"), g.rng(10, 4999), l.k(g.pick("2.45.0", "2.62.0", "2.58.1")))
		}},
		{"shopify_admin_curl", func(g *G, l *L) {
			shop := g.lower(g.rng(6, 12))
			l.q = fmt.Sprintf("curl -X GET \"https://%s.myshopify.com/admin/api/%s/orders/%s.json\" \\\n  -H \"X-Shopify-Access-Token: %s\"\n→ {\"errors\":\"[API] Invalid API key or access token (unrecognized login or wrong password)\"}",
				shop, g.pick("2024-07", "2025-01", "2024-10"), l.k(fmt.Sprint(g.rng(5000000000000, 6999999999999))), l.p("bearer", g.shpat()))
		}},
		{"shopify_order_webhook", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca", "au", "nz"))
			var ph string
			switch p.loc {
			case "au":
				ph = g.auE164()
			case "nz":
				ph = g.nzE164()
			default:
				ph = g.nanpStyle(g.pickS(g.usCity().Areas), 10)
			}
			l.q = fmt.Sprintf(`orders/create payload (truncated): {"id":%s,"order_number":%d,"email":"%s","phone":"%s","total_price":"%s","currency":"%s","shipping_address":{"first_name":"%s","last_name":"%s","phone":"%s","zip":"%s"},"payment_gateway_names":["shopify_payments"]}`,
				l.k(fmt.Sprint(g.rng(5000000000000, 6999999999999))), g.rng(1001, 9999), l.p("email", g.email(p, false)), l.p("phone", ph), l.k(g.moneyNoSign(15, 900)), strings.ToUpper(g.pick("usd", "cad", "aud", "nzd")), p.First, p.Last, ph, l.k(fmt.Sprint(g.rng(1000, 99999))))
		}},
		{"plaid_env", func(g *G, l *L) {
			l.q = fmt.Sprintf("PLAID_CLIENT_ID=%s\nPLAID_SECRET=%s\nPLAID_ENV=%s\nPLAID_PRODUCTS=transactions,auth\n\n/item/public_token/exchange works and returns access_token %s item_id %s but /transactions/sync gives ITEM_LOGIN_REQUIRED",
				l.k(g.plaidClientID()), l.p("bearer", g.plaidSecret()), g.pick("sandbox", "production"), l.p("bearer", g.plaidAccess()), l.k(g.alnum(37)))
		}},
		{"square_config", func(g *G, l *L) {
			l.q = fmt.Sprintf("square:\n  environment: production\n  application_id: %s\n  access_token: %s\n  location_id: %s\n\nCreatePayment → 401 UNAUTHORIZED \"This request could not be authorized.\"",
				l.k("sq0idp-"+g.b64url(22)), l.p("bearer", g.squareToken()), l.k(g.upperAlnum(13)))
		}},
		{"bearer_jwt_curl", func(g *G, l *L) {
			l.q = fmt.Sprintf("curl -s https://api.%s/v2/orders?limit=%d \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"Accept: application/json\"\n{\"error\":\"invalid_token\",\"error_description\":\"The access token expired\"}",
				g.bizDomain("us"), g.pick2([]int{20, 50, 100}), l.p("jwt", g.jwt()))
		}},
		{"jwt_in_app_log", func(g *G, l *L) {
			l.q = fmt.Sprintf("%s WARN  [auth] token rejected user_id=%d reason=\"jwt expired\" token=%s request_id=%s ip=%s",
				l.k(g.isoTS()), g.rng(100, 999999), l.p("jwt", g.jwt()), l.k(uuid(g)), l.k(fmt.Sprintf("10.%d.%d.%d", g.intn(256), g.intn(256), g.rng(1, 254))))
		}},
		{"oauth_token_response", func(g *G, l *L) {
			l.q = fmt.Sprintf("POST /oauth/token 200\n{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":%d,\"refresh_token\":\"%s\",\"scope\":\"openid profile email\"}\nWhy does the refresh fail after exactly one hour?",
				l.p("jwt", g.jwt()), g.pick2([]int{3600, 86400, 900}), l.p("bearer", g.secret(func() string { return "v1." + g.b64url(g.rng(60, 90)) })))
		}},
		{"id_token_callback_url", func(g *G, l *L) {
			l.q = fmt.Sprintf("After login Auth0 redirects to https://app.%s/callback#id_token=%s&state=%s&token_type=Bearer&expires_in=7200 and React Router strips the hash. How do I read it?",
				g.bizDomain("ca"), l.p("jwt", g.jwt()), l.k(g.b64url(32)))
		}},
		{"jira_ticket_bearer", func(g *G, l *L) {
			tok := g.opaque()
			l.q = fmt.Sprintf("%s-%d: Partner API returns 401 since deploy %s\nSteps: GET /v1/shipments/%s with header\nAuthorization: Bearer %s\nExpected 200, got {\"message\":\"Unauthorized\"}. Worked in staging. Assignee: @%s",
				g.pick("OPS", "PAY", "API", "INT"), g.rng(100, 9999), l.k("v"+fmt.Sprintf("%d.%d.%d", g.rng(1, 4), g.intn(30), g.intn(20))), l.k(g.ups()), l.p("bearer", tok), strings.ToLower(g.person("us").First))
		}},
		{"postman_env_export", func(g *G, l *L) {
			l.q = fmt.Sprintf("{\n  \"name\": \"Prod\",\n  \"values\": [\n    {\"key\": \"baseUrl\", \"value\": \"https://api.%s\", \"enabled\": true},\n    {\"key\": \"access_token\", \"value\": \"%s\", \"enabled\": true},\n    {\"key\": \"merchant_id\", \"value\": \"%s\", \"enabled\": true}\n  ]\n}",
				g.bizDomain("us"), l.p("bearer", g.opaque()), l.k(g.upperAlnum(12)))
		}},
		{"database_url_password", func(g *G, l *L) {
			pw := g.password()
			user := g.pick("app_user", "orders_rw", "django", "payroll")
			host := g.pick("db.prod.internal", "orders-db.c9akciq32.us-east-1.rds.amazonaws.com", "10.0.12.4", "pg-main.postgres.database.azure.com")
			l.q = fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s:5432/%s?sslmode=require\npsycopg2.OperationalError: FATAL: password authentication failed for user \"%s\"",
				user, l.p("bearer", urlPass(pw)), host, g.pick("orders", "app", "payroll"), user)
		}},
		{"pem_private_key_paste", func(g *G, l *L) {
			kind := g.pick("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
			body := g.pemBody(g.rng(5, 9))
			l.q = fmt.Sprintf("Apple Pay / APNs key won't load, 'error:1E08010C:DECODER routines::unsupported'. Here's the file:\n-----BEGIN %s-----\n%s\n-----END %s-----\nKey ID %s, Team ID %s",
				kind, l.p("bearer", body), kind, l.k(g.upperAlnum(10)), l.k(g.upperAlnum(10)))
		}},
		{"docker_config_auth", func(g *G, l *L) {
			auth := base64.StdEncoding.EncodeToString([]byte(g.lower(8) + ":" + g.password()))
			l.q = fmt.Sprintf("~/.docker/config.json\n{\n  \"auths\": {\n    \"%s\": {\n      \"auth\": \"%s\"\n    }\n  }\n}\ndocker pull fails with 'unauthorized: incorrect username or password'",
				g.pick("https://index.docker.io/v1/", "ghcr.io", "registry.gitlab.com", "123456789012.dkr.ecr.us-east-1.amazonaws.com"), l.p("bearer", auth))
		}},
		{"smtp_env_password", func(g *G, l *L) {
			p := g.person("us")
			l.q = fmt.Sprintf("MAIL_MAILER=smtp\nMAIL_HOST=%s\nMAIL_PORT=587\nMAIL_USERNAME=%s\nMAIL_PASSWORD=%s\nMAIL_FROM_ADDRESS=%s\n\nLaravel: Expected response code 250 but got code \"535\"",
				g.pick("smtp.office365.com", "smtp.gmail.com", "smtp.sendgrid.net", "email-smtp.us-east-1.amazonaws.com"), l.p("email", g.email(p, true)), l.p("bearer", g.password()), l.p("email", g.email(g.person("us"), true)))
		}},
		{"wifi_password_text", func(g *G, l *L) {
			l.q = fmt.Sprintf("%s: wifi at the %s is %s, password %s. door code is %s, garbage goes out %s",
				g.person(g.pick("ca", "us", "au")).First, g.pick("cottage", "cabin", "Airbnb", "bach"), l.k(g.pick("Lakehouse5G", "BELL"+g.digits(3), "TELUS"+g.digits(4), "NETGEAR"+g.digits(2))), l.p("bearer", g.password()), l.k(g.digits(4)+"#"), g.pick("Tuesday night", "Sunday", "Thursday"))
		}},
		{"temp_login_email", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca", "ie"))
			user := asciiLower(p.First[:1]+p.Last) + g.digits(3)
			l.q = fmt.Sprintf("Hi %s, your ADP Workforce Now account is set up.\nUsername: %s\nTemporary password: %s\nYou'll be asked to change it at first login. Registration code: %s. IT help desk: %s",
				p.First, l.k(user), l.p("bearer", g.password()), l.k(g.upperAlnum(4)+"-"+g.upperAlnum(4)), l.p("phone", g.nanpStyle(g.pickS(g.usCity().Areas), g.pick2([]int{1, 0}))))
		}},
		{"slack_bot_token", func(g *G, l *L) {
			l.q = fmt.Sprintf("const app = new App({\n  token: \"%s\",\n  signingSecret: process.env.SLACK_SIGNING_SECRET,\n});\n// error: An API error occurred: invalid_auth (channel %s)",
				l.p("bearer", g.slackBot()), l.k("C0"+g.upperAlnum(9)))
		}},
		{"openai_key_config", func(g *G, l *L) {
			l.q = fmt.Sprintf("from openai import OpenAI\nclient = OpenAI(api_key=\"%s\")\n# openai.RateLimitError: Error code: 429 - insufficient_quota, org %s",
				l.p("bearer", g.openai()), l.k("org-"+g.alnum(24)))
		}},
		{"google_maps_key_url", func(g *G, l *L) {
			c := g.usCity()
			l.q = fmt.Sprintf("Geocoding returns REQUEST_DENIED for https://maps.googleapis.com/maps/api/geocode/json?address=%s,+%s,+%s+%s&key=%s — billing is enabled on project %s",
				strings.ReplaceAll(g.street(), " ", "+"), strings.ReplaceAll(c.Name, " ", "+"), c.Region, l.k(g.zip5(c)), l.p("bearer", g.aiza()), l.k(g.lower(6)+"-"+g.digits(6)))
		}},
		{"npmrc_token", func(g *G, l *L) {
			l.q = fmt.Sprintf(".npmrc in CI:\n//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://npm.pkg.github.com\n\nnpm ERR! code E401 — npm %s, node %s",
				l.p("bearer", g.npmTok()), g.lower(6), l.k(g.pick("10.8.2", "10.9.0", "9.8.1")), l.k(g.pick("v20.11.1", "v22.3.0", "v18.19.0")))
		}},
		{"mailchimp_key_php", func(g *G, l *L) {
			k := g.mailchimp()
			l.q = fmt.Sprintf("$client->setConfig([\n  'apiKey' => '%s',\n  'server' => '%s',\n]);\n$response = $client->lists->addListMember('%s', ['email_address' => '%s', 'status' => 'subscribed']);\n// 400 Member Exists",
				l.p("bearer", k), k[strings.LastIndex(k, "-")+1:], l.k(g.hex(10)), l.p("email", g.email(g.person(g.pick("us", "au", "nz")), false)))
		}},
		{"basic_auth_header", func(g *G, l *L) {
			cred := base64.StdEncoding.EncodeToString([]byte(g.pick("api", "admin", "svc_billing", g.lower(7)) + ":" + g.password()))
			l.q = fmt.Sprintf("Request headers from the HAR:\nGET /api/v3/invoices?status=open HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nUser-Agent: %s\nX-Request-Id: %s",
				"billing."+g.bizDomain("ca"), l.p("bearer", cred), l.k("okhttp/4.12.0"), l.k(uuid(g)))
		}},
		{"app_signup_log", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca", "au", "nz", "ie"))
			var ph string
			switch p.loc {
			case "au":
				ph = g.auMobile()
			case "nz":
				ph = g.nzMobile()
			case "ie":
				ph = g.ieMobile()
			default:
				ph = g.nanpStyle(g.pickS(g.usCity().Areas), g.pick2([]int{10, 3, 0, 1}))
			}
			l.q = fmt.Sprintf("%s INFO  signup.completed user_id=%d email=%s phone=\"%s\" country=%s plan=%s ip=%s ua=\"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)\"",
				l.k(g.isoTS()), g.rng(10000, 9999999), l.p("email", g.email(p, false)), l.p("phone", ph), strings.ToUpper(map[string]string{"us": "us", "ca": "ca", "au": "au", "nz": "nz", "ie": "ie"}[p.loc]), g.pick("free", "pro", "team"), l.k(fmt.Sprintf("%d.%d.%d.%d", g.rng(24, 203), g.intn(256), g.intn(256), g.rng(1, 254))))
		}},
		{"card_csv_export", func(g *G, l *L) {
			rows := []string{g.pick("txn_id,date,amount,card_number,exp,billing_zip", "TransactionID,Date,Amount,CardNumber,Expiry,PostalCode")}
			for i := 0; i < g.rng(2, 3); i++ {
				_, cn := g.cardDigits(-1)
				c := g.usCity()
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%02d/%02d,%s", l.k(fmt.Sprint(g.rng(100000000, 999999999))), g.isoDate(), g.moneyNoSign(5, 900), l.p("credit_card", cn), g.rng(1, 12), g.rng(26, 30), l.k(g.zip5(c))))
			}
			l.q = "Legacy POS export — we need to purge PAN before migrating to Square. Sample:\n" + strings.Join(rows, "\n")
		}},
		{"support_ticket_card_paste", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			_, cn := g.cardDigits(-1)
			l.q = fmt.Sprintf("Ticket #%s from %s <%s>\n\"Your checkout keeps saying my card is declined but my bank says no attempts came through. Card is %s exp %02d/%02d. Order total was %s. Please just charge it manually!!\"",
				l.k(fmt.Sprint(g.rng(100000, 999999))), p.Full(), l.p("email", g.email(p, false)), l.p("credit_card", formatCard(cn, g.pick2([]int{0, 1, 2}))), g.rng(1, 12), g.rng(26, 30), l.k(g.money(20, 700)))
		}},
		{"twilio_curl_u", func(g *G, l *L) {
			sid := g.twilioSID()
			l.q = fmt.Sprintf("curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  --data-urlencode \"Body=Your order %s has shipped\" \\\n  --data-urlencode \"From=%s\" \\\n  --data-urlencode \"To=%s\" \\\n  -u %s:%s\n{\"code\": 20003, \"message\": \"Authenticate\"}",
				sid, l.k("#"+fmt.Sprint(g.rng(1001, 9999))), l.p("phone", g.nanpStyle(g.pickS(g.usCity().Areas), 10)), l.p("phone", g.nanpStyle(g.pickS(g.caCity().Areas), 10)), sid, l.p("bearer", g.twilioToken()))
			l.k(sid)
		}},
		{"escaped_json_log", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			ph := g.nanpStyle(g.pickS(g.usCity().Areas), g.pick2([]int{9, 10, 1}))
			l.q = fmt.Sprintf(`{"level":"error","ts":"%s","msg":"crm sync failed","body":"{\"contact\":{\"email\":\"%s\",\"phone\":\"%s\",\"external_id\":\"%s\"}}","status":409}`,
				l.k(g.isoTS()), l.p("email", g.email(p, false)), l.p("phone", ph), l.k(fmt.Sprint(g.rng(100000000, 999999999))))
		}},
	}
}
