package main

import (
	"fmt"
	"net/url"
	"strings"
)

func piiTemplates2() []tpl {
	ts := []tpl{}
	add := func(kind string, f func(g *G) *L) { ts = append(ts, tpl{kind, f}) }

	// ---------------- HTTP ----------------
	add("http_raw_request_bearer", func(g *G) *L {
		tok := g.token(g.pick("opaque", "opaque_dots", "hex40"))
		_, e := g.emailFor(g.pick("en", "de", "fr"))
		u := g.uuid()
		return Q("POST /api/v2/customers/%s/contacts HTTP/1.1\r\nHost: api.brightpath.io\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nX-Request-Id: %s\r\n\r\n{\"email\":\"%s\",\"primary\":true}", u[:8], tok, u, e).P("bearer", tok).P("email", e).K(u)
	})
	add("http_curl_v_github", func(g *G) *L {
		tok := g.token(g.pick("ghp", "gho", "github_pat"))
		return Q("$ curl -v https://api.github.com/user/repos\n*   Trying 140.82.121.6:443...\n* Connected to api.github.com (140.82.121.6) port 443\n> GET /user/repos HTTP/2\n> Host: api.github.com\n> User-Agent: curl/8.5.0\n> Authorization: token %s\n> Accept: */*\n>\n< HTTP/2 401\n< x-github-request-id: C4F2:3A1B:9D2E11:A0F3C2:67A1B0C4", tok).P("bearer", tok).K("140.82.121.6", "curl/8.5.0", "C4F2:3A1B:9D2E11:A0F3C2:67A1B0C4")
	})
	add("http_curl_stripe_u", func(g *G) *L {
		tok := g.token(g.pick("sk_live", "rk_live"))
		_, e := g.emailFor("en")
		return Q("curl https://api.stripe.com/v1/customers \\\n  -u %s: \\\n  -d email=%s \\\n  -d \"metadata[order_id]\"=6735", tok, e).P("bearer", tok).P("email", e).K("6735")
	})
	add("http_folded_header", func(g *G) *L {
		tok := g.token("opaque")
		return Q("GET /v1/me HTTP/1.1\r\nHost: api.kestrel-health.org\r\nAuthorization: Bearer\r\n\t%s\r\nAccept: application/json\r\n\r\n", tok).P("bearer", tok)
	})
	add("http_cookie_session", func(g *G) *L {
		sid := g.token("session")
		ga := fmt.Sprintf("GA1.2.%d.%d", g.n(100000000, 999999999), g.n(1700000000, 1770000000))
		return Q("GET /account/orders HTTP/1.1\nHost: shop.lumen-retail.co.uk\nCookie: _ga=%s; lang=en-GB; sessionid=%s; cart_items=3\nUser-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)", ga, sid).P("bearer", sid).K(ga)
	})
	add("http_response_json_user", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "es", "it"))
		ph := g.phone(g.anyCC(), 1)
		id := g.uuid()
		return Q("HTTP/1.1 200 OK\nContent-Type: application/json; charset=utf-8\nETag: W/\"%s\"\n\n{\"id\":\"%s\",\"name\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\",\"tier\":\"gold\"}", g.sha(16), id, nm(p), e, ph).P("email", e).P("phone", ph).K(id)
	})
	add("http_basic_auth", func(g *G) *L {
		b := g.basicCred(g.pick("admin", "api", "svc-export", "jenkins", "grafana"))
		ip := g.ip()
		return Q("%s - - [12/Feb/2026:14:03:11 +0000] \"GET /metrics HTTP/1.1\" 401 0\nrequest headers: {Host: metrics.internal:9090, Authorization: Basic %s, User-Agent: Prometheus/2.53.0}", ip, b).P("bearer", b).K(ip, "Prometheus/2.53.0", "12/Feb/2026:14:03:11 +0000")
	})
	add("http_x_api_key", func(g *G) *L {
		k := g.token("apikey")
		return Q("curl -s -H \"x-api-key: %s\" -H \"Content-Type: application/json\" https://api.quokka.com.au/v3/shipments?since=2026-02-01&limit=100", k).P("bearer", k).K("2026-02-01")
	})
	add("http_query_string_pii", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "de", "nl"))
		ph := g.phone(g.anyCC(), 1)
		ee := strings.Replace(e, "@", "%40", 1)
		pe := url.QueryEscape(ph)
		return Q("GET /api/lookup?email=%s&phone=%s&locale=en_US HTTP/1.1 → 404 (took 113 ms)", ee, pe).P("email", ee).P("phone", pe).K("113 ms")
	})
	add("http_har_entry", func(g *G) *L {
		j := g.jwt()
		return Q("\"request\": {\"method\": \"GET\", \"url\": \"https://app.pixelforge.dev/api/projects?page=2\", \"headers\": [{\"name\": \"authorization\", \"value\": \"Bearer %s\"}, {\"name\": \"x-client-version\", \"value\": \"3.12.0\"}]}", j).P("jwt", j).K("3.12.0")
	})
	add("http_twilio_webhook", func(g *G) *L {
		from, to := g.phone(g.anyCC(), 1), g.phone("US", 1)
		fe, te := url.QueryEscape(strings.ReplaceAll(from, " ", "")), url.QueryEscape(strings.ReplaceAll(to, " ", ""))
		sid := "SM" + g.rs(hexd, 32)
		return Q("POST /hooks/sms  body: ToCountry=US&SmsSid=%s&From=%s&To=%s&Body=STOP&NumMedia=0&ApiVersion=2010-04-01", sid, fe, te).P("phone", fe, te).K(sid, "2010-04-01")
	})
	add("http_proxy_auth_407", func(g *G) *L {
		b := g.basicCred(g.pick("jdoe", "proxyuser", "m.weber"))
		return Q("< HTTP/1.1 407 Proxy Authentication Required\n< Proxy-Authenticate: Basic realm=\"corp-proxy\"\n> CONNECT registry.npmjs.org:443 HTTP/1.1\n> Proxy-Authorization: Basic %s", b).P("bearer", b).K("registry.npmjs.org:443")
	})
	add("http_webhook_stripe_event", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "fr", "de"))
		ph := g.phone(g.anyCC(), 1)
		last4 := g.rs(digits, 4)
		ev := "evt_" + g.rs(alnum, 24)
		return Q("{\"id\":\"%s\",\"type\":\"charge.failed\",\"data\":{\"object\":{\"amount\":4999,\"billing_details\":{\"email\":\"%s\",\"name\":\"%s\",\"phone\":\"%s\"},\"payment_method_details\":{\"card\":{\"brand\":\"visa\",\"last4\":\"%s\",\"exp_month\":9,\"exp_year\":2028}},\"failure_code\":\"card_declined\"}}}", ev, e, nm(p), ph, last4).P("email", e).P("phone", ph).K(ev, "\"last4\":\""+last4+"\"")
	})
	add("http_jwt_in_url", func(g *G) *L {
		j := g.jwt()
		return Q("https://app.brightpath.io/auth/callback#id_token=%s&state=af0ifjsldkj&expires_in=3600", j).P("jwt", j).K("af0ifjsldkj")
	})

	// ---------------- JSON / YAML / config ----------------
	add("json_user_profile", func(g *G) *L {
		lang := g.pick("en", "de", "fr", "es", "pt", "ja")
		p, e := g.emailFor(lang)
		ph := g.phone(g.ccOf(lang), -1)
		id, d := g.uuid(), g.isoTS()
		return Q("{\n  \"id\": \"%s\",\n  \"displayName\": \"%s\",\n  \"email\": \"%s\",\n  \"mobilePhone\": \"%s\",\n  \"locale\": \"%s\",\n  \"createdAt\": \"%s\"\n}", id, nm(p), e, ph, lang, d).P("email", e).P("phone", ph).K(id, d)
	})
	add("json_escaped_in_log", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "it", "pl"))
		ph := g.phone(g.anyCC(), 1)
		ts := g.isoTS()
		return Q("%s level=error msg=\"upstream rejected\" body=\"{\\\"email\\\":\\\"%s\\\",\\\"phone\\\":\\\"%s\\\",\\\"plan\\\":\\\"pro\\\"}\" status=422", ts, e, ph).P("email", e).P("phone", ph).K(ts)
	})
	add("yaml_app_config_secrets", func(g *G) *L {
		k := g.token(g.pick("sendgrid", "mailgun", "sk_live"))
		pw := g.password()
		return Q("smtp:\n  host: smtp.sendgrid.net\n  port: 587\n  username: apikey\n  password: %s\ndatabase:\n  host: 10.0.12.7\n  user: app\n  password: %s\n  pool: 20", k, pw).P("bearer", k, pw).K("10.0.12.7", "587")
	})
	add("yaml_k8s_secret", func(g *G) *L {
		pw := g.password()
		k := g.token("openai")
		return Q("apiVersion: v1\nkind: Secret\nmetadata:\n  name: chatbot-secrets\n  namespace: prod\ntype: Opaque\nstringData:\n  OPENAI_API_KEY: %s\n  POSTGRES_PASSWORD: %s", k, pw).P("bearer", k, pw)
	})
	add("env_file", func(g *G) *L {
		sk := g.token("sk_live")
		pw := g.password()
		pk := g.pkLive()
		return Q("# .env.production\nNODE_ENV=production\nPORT=3000\nSTRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=%s\nDATABASE_URL=postgres://shop:%s@10.2.0.5:5432/shop\nSENTRY_RELEASE=2026.02.1", sk, pk, pw).P("bearer", sk, pw).K(pk, "10.2.0.5", "2026.02.1")
	})
	add("docker_compose_env", func(g *G) *L {
		pw, pw2 := g.password(), g.password()
		return Q("services:\n  db:\n    image: postgres:16.4\n    environment:\n      POSTGRES_USER: shop\n      POSTGRES_PASSWORD: %s\n  redis:\n    image: redis:7.2\n    command: redis-server --requirepass %s", pw, pw2).P("bearer", pw, pw2).K("postgres:16.4", "redis:7.2")
	})
	add("aws_credentials_file", func(g *G) *L {
		sec := g.token("aws_secret")
		id := g.akia()
		return Q("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1", id, sec).P("bearer", sec).K(id, "eu-central-1")
	})
	add("npmrc_token", func(g *G) *L {
		t := g.token("npm")
		return Q("cat ~/.npmrc\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nnpm ERR! code E401\nnpm ERR! 401 Unauthorized - GET https://registry.npmjs.org/@acme%%2fui - unauthenticated", t).P("bearer", t).K("E401")
	})
	add("json_oauth_token_response", func(g *G) *L {
		j := g.jwt()
		rt := g.token("opaque")
		return Q("{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"%s\",\"scope\":\"openid profile email\"}", j, rt).P("jwt", j).P("bearer", rt).K("3600")
	})
	add("jwt_question_prose", func(g *G) *L {
		j := g.jwt()
		return Q("why does our API say token expired when exp is in the future? token: %s — server clock is 2026-02-14 10:02 UTC, lib is jsonwebtoken 9.0.2", j).P("jwt", j).K("2026-02-14 10:02", "9.0.2")
	})
	add("graphql_mutation_vars", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "nl", "sv"))
		ph := g.phone(g.anyCC(), 1)
		return Q("mutation UpdateContact($input: ContactInput!) { updateContact(input: $input) { id } }\nvariables: {\"input\": {\"contactId\": \"ct_%s\", \"email\": \"%s\", \"phone\": \"%s\"}}", g.rs(alnum, 12), e, ph).P("email", e).P("phone", ph)
	})
	add("llm_tool_call_args", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "de", "es", "fr"))
		s := g.ssn("-")
		return Q("{\"type\":\"tool_use\",\"name\":\"lookup_customer\",\"input\":{\"full_name\":\"%s\",\"email\":\"%s\",\"ssn_last_check\":\"%s\",\"reason\":\"KYC refresh %s\"}}", nm(p), e, s, g.ticketID()).P("email", e).P("ssn", s)
	})
	add("terraform_tfvars", func(g *G) *L {
		pw := g.password()
		t := g.token(g.pick("dop", "glpat"))
		return Q("# terraform.tfvars\nregion         = \"fra1\"\ndb_password    = \"%s\"\napi_token      = \"%s\"\nnode_count     = 3", pw, t).P("bearer", pw, t)
	})
	add("localstorage_dump", func(g *G) *L {
		j := g.jwt()
		_, e := g.emailFor("en")
		return Q("localStorage: {\"auth.user\":\"{\\\"email\\\":\\\"%s\\\",\\\"id\\\":%d}\",\"auth.token\":\"%s\",\"theme\":\"dark\",\"i18nextLng\":\"en-US\"}", e, g.n(1000, 99999), j).P("email", e).P("jwt", j)
	})
	add("github_actions_leak", func(g *G) *L {
		t := g.token(g.pick("ghp", "github_pat", "npm"))
		return Q("Run git push https://x-access-token:%s@github.com/acme/infra.git HEAD:main\nremote: Permission to acme/infra.git denied to github-actions[bot].\nfatal: unable to access 'https://github.com/acme/infra.git/': The requested URL returned error: 403\nError: Process completed with exit code 128.", t).P("bearer", t).K("exit code 128")
	})
	add("slack_token_config", func(g *G) *L {
		t := g.token(g.pick("xoxb", "xoxp"))
		return Q("const app = new App({\n  token: '%s',\n  signingSecret: process.env.SLACK_SIGNING_SECRET,\n  port: 3000,\n});", t).P("bearer", t)
	})
	add("openai_key_error", func(g *G) *L {
		t := g.token(g.pick("openai", "sk_generic", "anthropic"))
		return Q("openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: %s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}", t).P("bearer", t)
	})
	add("hf_token_cli", func(g *G) *L {
		t := g.token("hf")
		return Q("$ huggingface-cli login --token %s\nToken is valid (permission: write).\nYour token has been saved to /home/ubuntu/.cache/huggingface/token", t).P("bearer", t)
	})
	add("azure_conn_string", func(g *G) *L {
		k := g.token("azure_key")
		return Q("DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=%s;EndpointSuffix=core.windows.net", k).P("bearer", k)
	})
	add("telegram_bot_token", func(g *G) *L {
		t := g.token("telegram")
		return Q("requests.post(f\"https://api.telegram.org/bot%s/sendMessage\", json={\"chat_id\": -1002233445566, \"text\": \"deploy ok\"}) returns 404, why?", t).P("bearer", t).K("-1002233445566")
	})
	add("pem_private_key", func(g *G) *L {
		b := g.token("pem")
		return Q("is this key format right for paramiko?\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----", b).P("bearer", b).K("-----BEGIN OPENSSH PRIVATE KEY-----")
	})
	add("twilio_client_snippet", func(g *G) *L {
		tok := g.token("twilio")
		sid := "AC" + g.rs(hexd, 32)
		to := g.phone(g.anyCC(), 1)
		from := "+1" + strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "").Replace(g.phone("US", 0))
		return Q("client = Client(\"%s\", \"%s\")\nmsg = client.messages.create(to=\"%s\", from_=\"%s\", body=\"Your code is 482913\")", sid, tok, to, from).P("bearer", tok).P("phone", to, from).K(sid, "482913")
	})
	add("shopify_databricks_tokens", func(g *G) *L {
		t1 := g.token(g.pick("shpat", "dapi"))
		return Q("headers = {\"X-Shopify-Access-Token\": \"%s\", \"Content-Type\": \"application/json\"}  # returns 401 since API version 2025-10", t1).P("bearer", t1).K("2025-10")
	})
	add("ya29_google", func(g *G) *L {
		t := g.token("ya29")
		return Q("gcloud auth print-access-token → %s\nthen curl -H \"Authorization: Bearer $(gcloud auth print-access-token)\" https://storage.googleapis.com/storage/v1/b/acme-exports/o gives 403", t).P("bearer", t)
	})

	// ---------------- chat, mail ----------------
	add("mail_thread_headers", func(g *G) *L {
		p1, e1 := g.emailFor(g.pick("en", "de", "fr"))
		a := g.person("en")
		e2 := g.email(a, true)
		t := g.ticketID()
		return Q("From: %s <%s>\nSent: Tuesday, February 10, 2026 4:12 PM\nTo: Support <%s>\nSubject: RE: [%s] Invoice copy\n\nPlease resend the invoice, the first one went to spam.", nm(p1), e1, e2, t).P("email", e1, e2).K(t)
	})
	add("slack_chat_callback", func(g *G) *L {
		ph := g.phone(g.pick("US", "GB", "AU", "CA"), -1)
		o := g.orderID()
		return Q("[10:42] maria.k: customer on %s wants a callback, can someone ring %s before 3pm?\n[10:43] tom: on it 👍", o, ph).P("phone", ph).K(o)
	})
	add("whatsapp_export", func(g *G) *L {
		ph := g.phone(g.pick("ES", "IT", "BR", "MX", "DE", "IN"), 1)
		o := g.orderID()
		return Q("12/03/2026, 14:22 - %s: hola, mi pedido %s sigue sin llegar\n12/03/2026, 14:25 - Tienda Mercadito: Hola! Lo revisamos ahora mismo", ph, o).P("phone", ph).K(o)
	})
	add("mail_signature_multiline", func(g *G) *L {
		lang := g.pick("en", "de", "nl", "fr", "it", "es")
		p := g.person(lang)
		e := g.email(p, true)
		m := g.phone(g.ccOf(lang), 1)
		o := g.phone(g.ccOf(lang), 0)
		return Q("--\n%s\nHead of Operations\nMobile %s\nOffice %s\n%s\nThis e-mail and any attachments are confidential.", nm(p), m, o, e).P("phone", m, o).P("email", e)
	})
	add("vcard", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "de", "fr", "ja"))
		m := g.phone(g.anyCC(), 1)
		return Q("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nTEL;TYPE=CELL:%s\nEMAIL;TYPE=INTERNET:%s\nREV:2026-01-04T10:00:00Z\nEND:VCARD", nm(p), m, e).P("phone", m).P("email", e).K("2026-01-04T10:00:00Z")
	})
	add("agent_prompt_summarize", func(g *G) *L {
		p, e := g.emailFor("en")
		s := g.ssn(g.pick("-", " "))
		ph := g.phone("US", 0)
		return Q("Summarize this customer's history and draft a reply. Customer: %s, %s, SSN %s, phone %s. Last 3 tickets: %s, %s, %s.", nm(p), e, s, ph, g.ticketID(), g.ticketID(), g.ticketID()).P("email", e).P("ssn", s).P("phone", ph)
	})
	add("chat_pasted_card", func(g *G) *L {
		c := g.card(g.pick("visa", "mastercard", "discover", "amex"), "?")
		exp := fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31))
		return Q("my card %s exp %s keeps getting declined at checkout even though the bank says its fine?? tried 3 times", c, exp).P("credit_card", c).K(exp)
	})
	add("chat_obfuscated_email", func(g *G) *L {
		p := g.person("en")
		f, l := g.localPart(p)
		v := fmt.Sprintf("%s.%s%d (at) %s (dot) com", f, l, g.n(1, 99), g.pick("gmail", "yahoo", "outlook"))
		if !g.fresh(v) {
			return Q("x")
		}
		return Q("can't post my email here in the forum so: %s — please DM me the invoice for %s", v, g.invoiceID()).P("email", v)
	})
	add("mail_quoted_printable", func(g *G) *L {
		p := g.person("de")
		e := g.email(p, false)
		ph := g.phone("DE", 1)
		qp := strings.Replace(ph, "+", "=2B", 1)
		return Q("Content-Transfer-Encoding: quoted-printable\n\nBitte rufen Sie mich unter %s an oder schreiben Sie an %s.=0AMit freundlichen Gr=C3=BC=C3=9Fen", qp, e).P("phone", qp).P("email", e)
	})
	add("teams_chat_ssn", func(g *G) *L {
		s := g.ssn("-")
		return Q("Anna Kowalski 9:14 AM\nhey can you run the background check again? applicant SSN is %s, DOB in the file. Req %s", s, fmt.Sprintf("REQ-%d", g.n(10000, 99999))).P("ssn", s)
	})
	add("sms_log_line", func(g *G) *L {
		ph := g.phone(g.anyCC(), 1)
		sid := "SM" + g.rs(hexd, 32)
		ts := g.isoTS()
		return Q("%s INFO sms.send to=%s template=otp_v2 sid=%s status=queued segments=1", ts, strings.ReplaceAll(ph, " ", ""), sid).P("phone", strings.ReplaceAll(ph, " ", "")).K(ts, sid)
	})
	add("call_center_note", func(g *G) *L {
		p := g.person("en")
		ph := g.phone(g.pick("US", "CA"), 0)
		x := g.ext()
		return Q("Call note %s: spoke with %s, best callback %s, or office line %s %s. Promised credit of %s.", g.date(), p.first, ph, g.phone("US", 0), x, g.amount()).P("phone", ph).K(x)
	})
	add("crm_note_multilang_phone", func(g *G) *L {
		cc := g.anyCC()
		ph := g.phone(cc, 1)
		return Q("CRM note: customer relocated, new mobile %s (country %s). Old address archived. Account %s.", ph, cc, fmt.Sprintf("ACC-%d", g.n(100000, 999999))).P("phone", ph)
	})
	add("ldif_entry", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "de", "fr"))
		ph := g.phone(g.anyCC(), 1)
		uid := strings.ToLower(translit.Replace(p.first[:1] + p.last))
		return Q("dn: uid=%s,ou=people,dc=acme,dc=io\nobjectClass: inetOrgPerson\ncn: %s\nmail: %s\ntelephoneNumber: %s\nemployeeNumber: %d", uid, nm(p), e, ph, g.n(10000, 99999)).P("email", e).P("phone", ph)
	})
	add("phone_list_international", func(g *G) *L {
		l := Q("Emergency contacts for the Berlin offsite:\n")
		for i := 0; i < 3; i++ {
			cc := g.anyCC()
			p := g.person("en")
			ph := g.phone(cc, 1)
			l.q += fmt.Sprintf("- %s (%s): %s\n", nm(p), cc, ph)
			l.P("phone", ph)
		}
		return l
	})
	add("phone_national_prose", func(g *G) *L {
		type pr struct{ cc, s string }
		ps := []pr{{"DE", "Sie erreichen mich mobil unter %s."}, {"FR", "Vous pouvez me joindre au %s."}, {"ES", "Puedes llamarme al %s."}, {"IT", "Potete chiamarmi al %s."}, {"NL", "Je kunt me bellen op %s."}, {"PL", "Proszę dzwonić pod numer %s."}, {"JP", "電話番号は%sです。"}, {"KR", "제 전화번호는 %s입니다."}, {"CN", "我的手机号是%s。"}, {"RU", "Мой номер %s."}, {"TR", "Telefon numaram %s."}, {"BR", "Meu celular é %s."}, {"GB", "Ring me on %s."}, {"AU", "Call me on %s."}, {"SE", "Ring mig på %s."}, {"IN", "My number is %s."}, {"ZA", "Phone me at %s."}, {"FI", "Puh. %s"}, {"PT", "O meu telemóvel é %s."}, {"MX", "Mi celular es %s."}, {"IL", "My cell is %s."}, {"PH", "Text me at %s."}, {"VN", "Số điện thoại của tôi là %s."}, {"TH", "เบอร์โทร %s ค่ะ"}, {"ID", "Nomor HP saya %s."}, {"NZ", "Call me on %s."}, {"IE", "My mobile is %s."}, {"AR", "Mi celular es %s."}, {"EG", "رقمي %s"}, {"CZ", "Můj telefon je %s."}, {"AT", "Meine Handynummer ist %s."}, {"CH", "Natel: %s"}}
		c := ps[g.r.Intn(len(ps))]
		ph := g.phone(c.cc, 0)
		t := g.ticketID()
		return Q("[%s] "+c.s, t, ph).P("phone", ph).K(t)
	})
	add("whatsapp_link", func(g *G) *L {
		ph := g.phone(g.pick("BR", "IN", "ID", "MX", "NG", "ES"), 1)
		d := strings.NewReplacer("+", "", " ", "", "-", "").Replace(ph)
		o := fmt.Sprint(g.n(100000, 999999))
		return Q("Fale com a gente: https://wa.me/%s?text=Oi%%2C%%20pedido%%20%s", d, o).P("phone", d).K(o)
	})
	add("sip_log_line", func(g *G) *L {
		ph := g.phone(g.anyCC(), 1)
		d := "+" + strings.NewReplacer("+", "", " ", "", "-", "", "(", "", ")", "", ".", "").Replace(ph)
		return Q("[2026-02-12 09:14:55] NOTICE[2231] chan_sip.c: Registration from '\"Front Desk\" <sip:%s@pbx.acme.io>' failed for '%s:5060' - Wrong password", d, g.ip()).P("phone", d)
	})

	// ---------------- forms & validation ----------------
	add("form_urlencoded", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "fr", "de"))
		ph := g.phone(g.anyCC(), 1)
		ee := url.QueryEscape(e)
		pe := url.QueryEscape(ph)
		return Q("POST /contact  name=%s&email=%s&phone=%s&message=Please+call+me+back&consent=on", url.QueryEscape(nm(p)), ee, pe).P("email", ee).P("phone", pe)
	})
	add("validation_error_json", func(g *G) *L {
		ph := g.phone(g.anyCC(), 0)
		_, e := g.emailFor("en")
		return Q("{\"errors\":[{\"field\":\"phone\",\"rejectedValue\":\"%s\",\"message\":\"must be E.164\"},{\"field\":\"email\",\"rejectedValue\":\"%s\",\"message\":\"domain not allowed\"}],\"status\":400,\"traceId\":\"%s\"}", ph, e, g.sha(32)).P("phone", ph).P("email", e)
	})
	add("validation_message_text", func(g *G) *L {
		ph := g.phone(g.anyCC(), 0)
		return Q("Validation failed: \"%s\" is not a valid phone number for region %s (field: contact.mobile, form v%d)", ph, g.pick("US", "DE", "GB", "FR"), g.n(2, 9)).P("phone", ph)
	})
	add("multipart_form", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "es"))
		s := g.ssn("-")
		b := "----WebKitFormBoundary" + g.rs(alnum, 16)
		return Q("--%s\nContent-Disposition: form-data; name=\"email\"\n\n%s\n--%s\nContent-Disposition: form-data; name=\"ssn\"\n\n%s\n--%s--", b, e, b, s, b).P("email", e).P("ssn", s).K(b)
	})
	add("form_field_dump", func(g *G) *L {
		p, e := g.emailFor("en")
		s := g.ssn(g.pick("-", " ", ""))
		ph := g.phone("US", 0)
		return Q("Application #%d\nFirst name: %s\nLast name: %s\nSSN: %s\nEmail: %s\nPhone: %s\nRequested amount: %s\nSubmitted: %s", g.n(100000, 999999), p.first, p.last, s, e, ph, g.amount(), g.date()).P("ssn", s).P("email", e).P("phone", ph)
	})
	add("form_checkout_card", func(g *G) *L {
		is := g.pick("amex", "diners", "jcb", "discover", "unionpay", "maestro")
		c := g.card(is, "?")
		zip := fmt.Sprintf("%05d", g.n(10001, 99950))
		return Q("checkout form: cardholder=%s, number=%s, exp=11/29, zip=%s → error \"Your card number is incomplete\" (stripe.js v3)", nm(g.person("en")), c, zip).P("credit_card", c).K(zip)
	})
	add("form_itin_prose", func(g *G) *L {
		it := g.itin("-")
		return Q("The 1040-NR form field \"Identifying number\" says invalid for %s. It's my ITIN issued in 2024. What format do you want?", it).P("ssn", it)
	})

	// ---------------- misc prose & logs ----------------
	add("ssn_prose_spaced", func(g *G) *L {
		s := g.ssn(" ")
		return Q("my social security number is %s and the portal keeps saying it doesn't match IRS records, what do I do", s).P("ssn", s)
	})
	add("ssn_labelled_bare", func(g *G) *L {
		s := g.ssn("")
		return Q("customer verified: DOB ok, last name ok, SSN %s ok, address mismatch → escalate per runbook %s", s, g.version()).P("ssn", s)
	})
	add("ssn_w2_text", func(g *G) *L {
		s := g.ssn("-")
		ein := fmt.Sprintf("%02d-%07d", g.n(10, 98), g.n(1000000, 9999999))
		return Q("W-2 2025  a Employee's social security number: %s  b Employer identification number (EIN): %s  1 Wages, tips: 58,214.33  2 Federal income tax withheld: 6,902.10", s, ein).P("ssn", s).K(ein, "58,214.33", "6,902.10")
	})
	add("card_amex_grouped", func(g *G) *L {
		c := g.card("amex", g.pick(" ", "-"))
		return Q("Amex %s was charged %s by 'PXL*FORGE 8002239911' on %s, I don't recognise this", c, g.amount(), g.date()).P("credit_card", c)
	})
	add("card_diners_14", func(g *G) *L {
		c := g.card("diners", g.pick(" ", ""))
		return Q("Diners Club %s not accepted at checkout — do you support 14-digit cards?", c).P("credit_card", c)
	})
	add("card_visa13_and_19", func(g *G) *L {
		is := g.pick("visa", "unionpay", "maestro", "discover")
		d := g.cardDigits(is, 19)
		if is == "visa" && g.chance(0.5) {
			d = g.cardDigits("visa", 13)
		}
		if !g.fresh(d) {
			return Q("x")
		}
		return Q("the regex ^\\d{16}$ rejects my card %s — it has %d digits, that's valid for %s", d, len(d), is).P("credit_card", d)
	})
	add("card_payment_log", func(g *G) *L {
		c := g.card(g.anyIssuer(), "")
		ts := g.isoTS()
		return Q("%s WARN payments.gateway charge failed merchant=MRC-%d pan=%s amount=%s rc=05 trace=%s", ts, g.n(1000, 9999), c, g.amount(), g.sha(16)).P("credit_card", c).K(ts)
	})
	add("card_in_json", func(g *G) *L {
		c := g.card(g.anyIssuer(), g.pick("", " "))
		return Q("{\"payment\":{\"method\":\"card\",\"card\":{\"number\":\"%s\",\"exp_month\":%d,\"exp_year\":%d,\"holder\":\"%s\"}},\"order_id\":\"%s\"}", c, g.n(1, 12), g.n(2026, 2031), nm(g.person("en")), g.orderID()).P("credit_card", c)
	})
	add("log_kv_user_email", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "de", "ja", "zh", "ko"))
		ip, ts := g.ip(), g.isoTS()
		return Q("ts=%s level=warn svc=auth event=login_failed user_email=%s ip=%s attempts=4 ua=\"okhttp/4.12.0\"", ts, e, ip).P("email", e).K(ts, ip, "okhttp/4.12.0")
	})
	add("nginx_access_email_query", func(g *G) *L {
		_, e := g.emailFor("en")
		ee := strings.Replace(e, "@", "%40", 1)
		ip := g.ip()
		return Q("%s - - [03/Mar/2026:07:22:41 +0000] \"GET /unsubscribe?u=%s&list=weekly HTTP/2.0\" 200 1532 \"-\" \"Mozilla/5.0\"", ip, ee).P("email", ee).K(ip, "03/Mar/2026:07:22:41 +0000")
	})
	add("shipping_label", func(g *G) *L {
		p := g.person(g.pick("en", "de", "fr"))
		ph := g.phone(g.anyCC(), 1)
		t := g.tracking()
		return Q("SHIP TO: %s\n221B Harbour Road, Unit 4\nTel: %s\nTRACKING: %s\nWEIGHT: 2.4 KG  DIMS: 30x20x15", nm(p), ph, t).P("phone", ph).K(t, "2.4 KG")
	})
	add("receipt_mail", func(g *G) *L {
		_, e := g.emailFor("en")
		m := g.maskedCard()
		o := g.orderID()
		return Q("Your receipt from PixelForge #%d-%d\nAmount paid %s\nPayment method %s\nOrder %s\nQuestions? Reply to this email or contact %s", g.n(1000, 9999), g.n(1000, 9999), g.amount(), m, o, e).P("email", e).K(m, o)
	})
	add("password_reset_chat", func(g *G) *L {
		pw := g.password()
		return Q("ok I reset it for you, temporary password: %s — you'll be asked to change it at first login. ticket %s", pw, g.ticketID()).P("bearer", pw)
	})
	add("wifi_password_note", func(g *G) *L {
		pw := g.password()
		return Q("Office Wi-Fi: SSID AcmeGuest / password %s (rotates monthly, next 2026-04-01)", pw).P("bearer", pw).K("2026-04-01")
	})
	add("url_userinfo_password", func(g *G) *L {
		pw := g.password()
		return Q("redis.exceptions.AuthenticationError with REDIS_URL=redis://default:%s@redis-14732.c12.us-east-1-4.ec2.cloud.redislabs.com:14732/0", pw).P("bearer", pw).K("14732")
	})
	add("gitlab_ci_token", func(g *G) *L {
		t := g.token("glpat")
		return Q("git clone https://oauth2:%s@gitlab.acme.io/platform/api.git fails with HTTP Basic: Access denied (GitLab 17.8.1)", t).P("bearer", t).K("17.8.1")
	})
	add("bearer_prose_question", func(g *G) *L {
		t := g.token(g.pick("opaque", "opaque_dots", "hex40"))
		return Q("is it normal that bearer %s works in Postman but not from the browser (CORS)?", t).P("bearer", t)
	})
	add("email_cjk_context", func(g *G) *L {
		_, e := g.emailFor(g.pick("ja", "zh", "ko"))
		return Q("パスワードリセットのメールが%sに届きません。迷惑メールフォルダも確認済みです。", e).P("email", e)
	})
	add("email_unicode_fullwidth", func(g *G) *L {
		p := g.person("ja")
		f, l := g.localPart(p)
		v := f + "." + l + fmt.Sprint(g.n(1, 99)) + "＠" + g.pick("yahoo.co.jp", "docomo.ne.jp", "gmail.com")
		if !g.fresh(v) {
			return Q("x")
		}
		return Q("登録メールアドレス：%s（全角で入力してしまいました）", v).P("email", v)
	})
	add("ssn_in_sql_update", func(g *G) *L {
		s := g.ssn("-")
		return Q("UPDATE applicants SET ssn = '%s', verified_at = NULL WHERE applicant_id = %d;", s, g.n(10000, 99999)).P("ssn", s)
	})
	add("json_ssn_key", func(g *G) *L {
		s := g.ssn(g.pick("-", ""))
		return Q("{\"applicant\":{\"id\":%d,\"taxId\":\"%s\",\"taxIdType\":\"SSN\",\"dob\":\"1991-07-23\"},\"product\":\"personal_loan\"}", g.n(100000, 999999), s).P("ssn", s)
	})
	add("phone_ext_signature", func(g *G) *L {
		ph := g.phone(g.pick("US", "CA"), g.pick2(0, 1))
		x := g.ext()
		return Q("For billing questions call %s %s (Mon–Fri 8am–6pm ET).", ph, x).P("phone", ph).K(x)
	})
	add("jwt_cookie", func(g *G) *L {
		j := g.jwt()
		return Q("Set-Cookie: access_token=%s; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=900", j).P("jwt", j).K("Max-Age=900")
	})
	add("jwt_python_decode", func(g *G) *L {
		j := g.jwt()
		return Q(">>> jwt.decode(\"%s\", key, algorithms=[\"RS256\"])\njwt.exceptions.InvalidAudienceError: Audience doesn't match", j).P("jwt", j)
	})

	return ts
}
