package main

import (
	"fmt"
	"net/url"
	"strings"
)

// Templates with personal or secret values, part C: HTTP traces, query
// results, logs, chat turns and code.

func httpDate() string {
	return fmt.Sprintf("%s, %02d %s 2025 %02d:%02d:%02d GMT", pick([]string{"Mon", "Tue", "Wed", "Thu", "Fri"}), rn(1, 28), pick([]string{"Jan", "Feb", "May", "Jul", "Oct", "Dec"}), rn(0, 23), rn(0, 59), rn(0, 59))
}

func cell(s string, n int) string { return pad(s, n) }

var tplC = []tpl{
	{"curl_verbose_trace", func(l *L) string {
		t := l.P("bearer", secretOf(vend()))
		return wrap(fmt.Sprintf("* Connected to api.%s (%s) port 443\n> GET /v1/usage?start=%s HTTP/2\n> Host: api.%s\n> user-agent: curl/8.5.0\n> authorization: Bearer %s\n> accept: */*\n>\n< HTTP/2 403\n< date: %s\n< x-request-id: %s\n< content-length: %d",
			pick(corpDomains), l.K(pubIP()), l.K(date()), pick(corpDomains), t, l.K(httpDate()), l.K(reqID()), rn(40, 400)))
	}},
	{"har_headers_entry", func(l *L) string {
		t := l.P("jwt", jwtTok())
		return fmt.Sprintf("\"request\": {\n  \"method\": \"POST\",\n  \"url\": \"https://app.%s/graphql\",\n  \"httpVersion\": \"h2\",\n  \"headers\": [\n    {\"name\": \"content-type\", \"value\": \"application/json\"},\n    {\"name\": \"authorization\", \"value\": \"Bearer %s\"},\n    {\"name\": \"x-client-version\", \"value\": \"%s\"}\n  ],\n  \"startedDateTime\": \"%s\"\n}",
			pick(corpDomains), t, l.K(verN()), l.K(ts()))
	}},
	{"http_raw_form_post", func(l *L) string {
		e := l.P("email", email())
		ph := phoneE164()
		l.P("phone", ph)
		pw := l.P("bearer", password())
		body := "email=" + url.QueryEscape(e) + "&phone=" + url.QueryEscape(ph) + "&password=" + url.QueryEscape(pw) + "&plan=starter"
		// labels must be substrings: re-label with the encoded forms
		l.pii = l.pii[:len(l.pii)-3]
		l.P("email", url.QueryEscape(e))
		l.P("phone", url.QueryEscape(ph))
		l.P("bearer", url.QueryEscape(pw))
		return fmt.Sprintf("POST /signup HTTP/1.1\nHost: app.%s\nContent-Type: application/x-www-form-urlencoded\nContent-Length: %d\nCookie: _ga=GA1.1.%s.%s\n\n%s", pick(corpDomains), len(body), l.K(digits(9)), digits(10), body)
	}},
	{"http_response_user_json", func(l *L) string {
		p := newPerson()
		e := l.P("email", emailFor(p, false))
		ph := l.P("phone", phoneE164())
		return wrap(fmt.Sprintf("HTTP/1.1 200 OK\nContent-Type: application/json\nETag: W/\"%s\"\nX-Request-Id: %s\n\n{\"id\":\"%s\",\"object\":\"customer\",\"name\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\",\"created\":%d,\"livemode\":true}",
			l.K(hexN(16)), l.K(reqID()), l.K("cus_"+alnum(14)), p.Name(), e, ph, rn(1704067200, 1767139200)))
	}},
	{"stripe_webhook_event", func(l *L) string {
		e := l.P("email", email())
		ph := l.P("phone", phoneE164())
		return fmt.Sprintf("{\n  \"id\": \"%s\",\n  \"type\": \"checkout.session.completed\",\n  \"data\": {\"object\": {\"id\": \"%s\", \"amount_total\": %d, \"customer_details\": {\"email\": \"%s\", \"phone\": \"%s\", \"address\": {\"postal_code\": \"%s\"}}, \"payment_intent\": \"%s\"}}\n}",
			l.K("evt_"+alnum(24)), l.K("cs_live_"+alnum(40)), rn(500, 99999), e, ph, l.K(fmt.Sprint(rn(10001, 99950))), l.K("pi_"+alnum(24)))
	}},
	{"s3_presigned_url", func(l *L) string {
		sig := l.P("bearer", hexSecret(64))
		cred := l.K(strings.ReplaceAll(akia()+"/"+strings.ReplaceAll(date(), "-", "")+"/"+pick(regions)+"/s3/aws4_request", "/", "%2F"))
		return wrap(fmt.Sprintf("download link from the export tool:\nhttps://%s.s3.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s&X-Amz-Date=%s&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=%s",
			pick([]string{"acme-prod-exports", "nw-reports"}), l.K(uuid()), cred, l.K(fmt.Sprintf("2025%02d%02dT%02d%02d%02dZ", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59))), sig))
	}},
	{"gcs_signed_url", func(l *L) string {
		sig := l.P("bearer", hexSecret(512))
		return fmt.Sprintf("signed_url = https://storage.googleapis.com/%s/invoices/%s.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%%40nw-data-%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s",
			"nw-invoices", l.K(strings.TrimLeft(orderNo(), "#")), digits(6), strings.ReplaceAll(date(), "-", ""), strings.ReplaceAll(date(), "-", ""), sig)
	}},
	{"azure_sas_url", func(l *L) string {
		sig := l.P("bearer", U(func() string { return url.QueryEscape(b64std(32)) }))
		return fmt.Sprintf("az storage blob generate-sas ... --full-uri\n\"https://st%s.blob.core.windows.net/backups/db-%s.bak?sp=r&st=%s&se=%s&spr=https&sv=2022-11-02&sr=b&sig=%s\"",
			from(lower+digs, 10), l.K(date()), tsNoMs(), tsNoMs(), sig)
	}},
	{"webhook_url_slack", func(l *L) string {
		hook, sec := slackHook()
		l.P("bearer", sec)
		lg := lang()
		return lg.why + "\n```\n$ curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy " + l.K(ver()) + " done\"}' " + hook + "\ninvalid_token\n```"
	}},
	{"webhook_url_discord", func(l *L) string {
		hook, sec := discordHook()
		l.P("bearer", sec)
		return fmt.Sprintf("notify:\n  on_failure:\n    discord: %s\n  on_success: false\n# added in %s", hook, l.K(sha7()))
	}},
	{"oauth_token_response", func(l *L) string {
		at := l.P("jwt", jwtTok())
		rt := l.P("bearer", U(func() string { return "v1." + b64u(rn(60, 90)) }))
		return wrap(fmt.Sprintf("< HTTP/1.1 200 OK\n< Content-Type: application/json\n{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"%s\",\"scope\":\"openid offline_access\"}", at, rt))
	}},
	{"cookie_session_jwt", func(l *L) string {
		t := l.P("jwt", jwtTok())
		return fmt.Sprintf("GET /dashboard HTTP/1.1\nHost: admin.%s\nCookie: theme=dark; session=%s; _csrf=%s\nIf-None-Match: \"%s\"", pick(corpDomains), t, l.K(hexN(32)), l.K(hexN(20)))
	}},
	{"nginx_access_log_query", func(l *L) string {
		e := l.P("email", email())
		t := l.P("bearer", U(func() string { return alnum(32) }))
		return fmt.Sprintf("%s - - [%02d/Oct/2025:%02d:%02d:%02d +0000] \"GET /api/v1/export?email=%s&access_token=%s HTTP/1.1\" 200 %d \"-\" \"python-requests/%s\" rt=%.3f",
			l.K(pubIP()), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59), e, t, rn(200, 90000), l.K("2.32.3"), float64(rn(1, 3000))/1000)
	}},
	{"authorization_basic_header", func(l *L) string {
		enc, _ := basicCred(pick(users))
		l.P("bearer", enc)
		return wrap(fmt.Sprintf("> POST /api/v2/ingest HTTP/1.1\n> Host: es.%s:9200\n> Authorization: Basic %s\n> Content-Type: application/x-ndjson\n< HTTP/1.1 413 Request Entity Too Large", pick(corpDomains), enc))
	}},
	// ---- databases ----
	{"psql_table_customers", func(l *L) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := newPerson()
			e := l.P("email", emailFor(p, false))
			ph := l.P("phone", phoneE164())
			rows = append(rows, fmt.Sprintf(" %6d | %-28s | %-16s | %s", rn(1000, 999999), e, ph, l.K(tsS())))
		}
		return wrap(fmt.Sprintf("analytics=> SELECT id, email, phone, last_login FROM users WHERE plan = 'pro' LIMIT 3;\n   id   |            email             |      phone       |     last_login\n--------+------------------------------+------------------+---------------------\n%s\n(3 rows)", strings.Join(rows, "\n")))
	}},
	{"mysql_table_orders_card", func(l *L) string {
		c1 := l.P("credit_card", card(0))
		c2 := l.P("credit_card", card(0))
		o1, o2 := l.K(orderNo()), l.K(orderNo())
		return fmt.Sprintf("mysql> SELECT order_no, card_number, amount FROM legacy_payments ORDER BY id DESC LIMIT 2;\n+-----------------+---------------------+---------+\n| order_no        | card_number         | amount  |\n+-----------------+---------------------+---------+\n| %-15s | %-19s | %7.2f |\n| %-15s | %-19s | %7.2f |\n+-----------------+---------------------+---------+\n2 rows in set (0.01 sec)",
			o1, c1, float64(rn(100, 99999))/100, o2, c2, float64(rn(100, 99999))/100)
	}},
	{"sql_insert_fixture", func(l *L) string {
		p1, p2 := newPerson(), newPerson()
		e1 := l.P("email", emailFor(p1, false))
		s1 := l.P("ssn", ssn())
		e2 := l.P("email", emailFor(p2, false))
		s2 := l.P("ssn", itin())
		return fmt.Sprintf("-- db/seed/001_contractors.sql\nINSERT INTO contractors (id, full_name, email, tax_id, onboarded_at) VALUES\n  (%d, '%s', '%s', '%s', '%s'),\n  (%d, '%s', '%s', '%s', '%s');",
			rn(1, 99), p1.Name(), e1, s1, l.K(date()), rn(100, 999), p2.Name(), e2, s2, date())
	}},
	{"mongosh_find", func(l *L) string {
		e := l.P("email", email())
		ph := l.P("phone", phone())
		return wrap(fmt.Sprintf("rs0 [primary] shop> db.customers.find({ email: /%s/i }).limit(1)\n[\n  {\n    _id: ObjectId('%s'),\n    email: '%s',\n    phone: '%s',\n    orders: [ '%s' ],\n    updatedAt: ISODate('%s')\n  }\n]",
			strings.Split(e, "@")[1], l.K(hexN(24)), e, ph, l.K(orderNo()), l.K(ts())))
	}},
	{"redis_hgetall", func(l *L) string {
		e := l.P("email", email())
		ph := l.P("phone", phoneE164())
		sid := l.K("sess:" + hexN(32))
		return fmt.Sprintf("127.0.0.1:6379> HGETALL %s\n1) \"user_id\"\n2) \"%d\"\n3) \"email\"\n4) \"%s\"\n5) \"phone\"\n6) \"%s\"\n7) \"expires_at\"\n8) \"%d\"", sid, rn(1000, 999999), e, ph, rn(1704067200, 1767139200))
	}},
	{"csv_export_payroll", func(l *L) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := newPerson()
			rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s", l.K("EMP-"+digits(5)), p.Name(), l.P("ssn", ssn()), l.P("email", emailFor(p, true)), l.K(fmt.Sprintf("%d.%02d", rn(2000, 12000), rn(0, 99)))))
		}
		return wrap("$ head -4 payroll_2025_06.csv\nemployee_id,name,ssn,work_email,net_pay\n" + strings.Join(rows, "\n"))
	}},
	{"sqlite_pipe_output", func(l *L) string {
		e := l.P("email", email())
		ph := l.P("phone", phone())
		return fmt.Sprintf("sqlite> .mode list\nsqlite> SELECT id, name, email, phone FROM leads WHERE source='webinar' LIMIT 1;\n%d|%s|%s|%s", rn(1, 9999), newPerson().Name(), e, ph)
	}},
	{"elasticsearch_hit", func(l *L) string {
		e := l.P("email", email())
		ip := l.K(pubIP())
		return fmt.Sprintf("{\"took\":%d,\"hits\":{\"total\":{\"value\":1,\"relation\":\"eq\"},\"hits\":[{\"_index\":\"auth-logs-%s\",\"_id\":\"%s\",\"_source\":{\"@timestamp\":\"%s\",\"event\":\"login_failed\",\"user.email\":\"%s\",\"source.ip\":\"%s\",\"attempts\":%d}}]}}",
			rn(2, 90), strings.ReplaceAll(date(), "-", "."), l.K(b64u(20)), l.K(ts()), e, ip, rn(3, 12))
	}},
	{"bigquery_result_table", func(l *L) string {
		var rows []string
		for i := 0; i < 2; i++ {
			rows = append(rows, fmt.Sprintf("| %-30s | %-17s | %10s |", l.P("email", email()), l.P("phone", phoneE164()), l.K(price())))
		}
		return fmt.Sprintf("$ bq query --use_legacy_sql=false 'SELECT email, phone, ltv FROM crm.top_customers LIMIT 2'\n+--------------------------------+-------------------+------------+\n|             email              |       phone       |    ltv     |\n+--------------------------------+-------------------+------------+\n%s\n+--------------------------------+-------------------+------------+", strings.Join(rows, "\n"))
	}},
	// ---- logs ----
	{"app_log_json_user", func(l *L) string {
		e := l.P("email", email())
		return wrap(fmt.Sprintf("{\"level\":\"error\",\"ts\":\"%s\",\"logger\":\"billing\",\"msg\":\"charge failed\",\"user_email\":\"%s\",\"customer_id\":\"%s\",\"request_id\":\"%s\",\"amount\":%d,\"error\":\"card_declined\"}",
			l.K(ts()), e, l.K("cus_"+alnum(14)), l.K(reqID()), rn(100, 99999)))
	}},
	{"app_log_logfmt_phone", func(l *L) string {
		ph := l.P("phone", phoneE164())
		return fmt.Sprintf("time=%s level=warn service=notify msg=\"sms delivery failed\" to=%s provider=twilio sid=%s err=\"21610: unsubscribed recipient\" trace_id=%s",
			l.K(ts()), ph, l.K("SM"+hexN(32)), l.K(hexN(32)))
	}},
	{"stacktrace_card_in_message", func(l *L) string {
		c := l.P("credit_card", strings.ReplaceAll(card(-1), " ", "+"))
		return wrap(fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/payments/gateway.py\", line %d, in authorize\n    resp.raise_for_status()\n  File \"/usr/local/lib/python3.12/site-packages/requests/models.py\", line 1024, in raise_for_status\n    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: 402 Client Error: Payment Required for url: https://gw.%s/v1/authorize?pan=%s&amount=%d",
			rn(20, 400), pick(corpDomains), c, rn(100, 90000)))
	}},
	{"sentry_event_user", func(l *L) string {
		e := l.P("email", email())
		return fmt.Sprintf("Sentry event %s\nrelease: api@%s\nuser: {\"id\": \"%d\", \"email\": \"%s\", \"ip_address\": \"%s\"}\nexception: TypeError: Cannot read properties of undefined (reading 'plan')\n  at getEntitlements (src/billing/entitlements.ts:%d:%d)",
			l.K(hexN(32)), l.K(verN()), rn(1000, 999999), e, l.K(pubIP()), rn(10, 300), rn(1, 40))
	}},
	{"audit_log_line", func(l *L) string {
		e := l.P("email", workEmail())
		ph := l.P("phone", phone())
		return fmt.Sprintf("%s AUDIT actor=%s action=user.update target=%s changes={\"mfa_phone\": [\"%s\", \"%s\"]} ip=%s",
			l.K(ts()), e, l.K("usr_"+alnum(12)), l.K("(555) 555-5555"), ph, l.K(ip()))
	}},
	{"syslog_auth_password", func(l *L) string {
		pw := l.P("bearer", password())
		return fmt.Sprintf("%s web-3 app[%d]: DEBUG connecting with dsn=\"host=%s port=5432 dbname=orders user=%s password=%s sslmode=require\"", l.K(tsS()), rn(1000, 40000), pick(hosts), pick(users), pw)
	}},
	// ---- chat turns (14 languages) ----
	{"chat_customer_contact", func(l *L) string {
		lg := lang()
		p := newPerson()
		e := l.P("email", emailFor(p, false))
		ph := l.P("phone", phoneIn(langCC[lg.code], false))
		return fill(lg.customer, "{N}", p.Name(), "{E}", e, "{P}", ph) + "\n" + "```\n" + fmt.Sprintf("import_job=%s status=partial rows=%d skipped=%d", l.K(uuid()), rn(100, 9000), rn(1, 40)) + "\n```"
	}},
	{"chat_rotate_key", func(l *L) string {
		lg := lang()
		k := l.P("bearer", secretOf(vend()))
		return fill(lg.rotate, "{K}", k)
	}},
	{"chat_refund_card", func(l *L) string {
		lg := lang()
		c := l.P("credit_card", card(-1))
		return fill(lg.card, "{O}", l.K(orderNo()), "{C}", c, "{A}", l.K(price()))
	}},
	{"chat_ssn_w9", func(l *L) string {
		lg := lang()
		s := l.P("ssn", pick([]func() string{ssn, ssn, itin})())
		return fill(lg.ssn, "{S}", s, "{D}", l.K(date()))
	}},
	{"chat_jwt_decode", func(l *L) string {
		lg := lang()
		t := l.P("jwt", jwtTok())
		return lg.why + "\n`jwt.verify()` → `TokenExpiredError: jwt expired`\n" + t
	}},
	{"chat_agent_handoff", func(l *L) string {
		lg := lang()
		p := newPerson()
		e := l.P("email", emailFor(p, false))
		ph := l.P("phone", phoneIn(langCC[lg.code], false))
		return fmt.Sprintf("> tool: crm.lookup(%q)\n> result: {\"name\": %q, \"phone\": %q, \"tier\": \"gold\", \"open_tickets\": [%q]}\n%s", e, p.Name(), ph, l.K(ticket()), lg.why)
	}},
	// ---- code ----
	{"code_python_hardcoded", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return wrap(fmt.Sprintf("import os\nfrom agents import Agent, Runner\n\nos.environ[\"%s\"] = \"%s\"  # TODO move to vault\nagent = Agent(name=\"triage\", model=\"gpt-4.1-mini\")\nresult = Runner.run_sync(agent, \"summarise %s\")", v.env, s, l.K(ticket())))
	}},
	{"code_js_twilio_client", func(l *L) string {
		t := l.P("bearer", secretOf(vendorNamed("TWILIO_AUTH_TOKEN")))
		to := l.P("phone", phoneE164())
		return fmt.Sprintf("const twilio = require('twilio')('AC%s', '%s');\nawait twilio.messages.create({ messagingServiceSid: '%s', to: '%s', body: `Your code expires at ${expiry}` });",
			hexN(32), t, l.K("MG"+hexN(32)), to)
	}},
	{"code_go_setenv", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("func TestMain(m *testing.M) {\n\tos.Setenv(\"%s\", \"%s\")\n\tos.Setenv(\"PORT\", \"%s\")\n\tos.Exit(m.Run())\n}", v.env, s, l.K(port()))
	}},
	{"code_jupyter_out", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("In [%d]: os.environ[\"%s\"]\nOut[%d]: '%s'\n\nIn [%d]: client.models.list()[:2]\nOut[%d]: ['%s', '%s']", 3, v.env, 3, s, 4, 4, l.K("gpt-4o-2024-11-20"), l.K("o3-mini-2025-01-31"))
	}},
	{"code_requests_auth_tuple", func(l *L) string {
		pw := l.P("bearer", password())
		return fmt.Sprintf("resp = requests.get(\n    \"https://%s/rest/api/3/search?jql=project=%s\",\n    auth=(\"svc-jira\", \"%s\"),\n    timeout=30,\n)\nprint(resp.status_code)  # 401", "northwind.atlassian.net", l.K("OPS"), pw)
	}},
	{"code_openai_client", func(l *L) string {
		s := l.P("bearer", secretOf(pick([]vendor{vendorNamed("OPENAI_API_KEY"), vendorNamed("ANTHROPIC_API_KEY"), vendorNamed("GROQ_API_KEY"), vendorNamed("OPENROUTER_API_KEY"), vendorNamed("XAI_API_KEY")})))
		return wrap(fmt.Sprintf("client = OpenAI(\n    api_key=\"%s\",\n    base_url=\"https://api.example-llm.com/v1\",\n)\n# works with %s, fails with 401 on prod", s, l.K("openai=="+verN())))
	}},
	{"mcp_tool_args_password_reset", func(l *L) string {
		e := l.P("email", workEmail())
		pw := l.P("bearer", password())
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"okta_create_user","arguments":{"profile":{"login":"%s","email":"%s","mobilePhone":null},"credentials":{"password":{"value":"%s"}},"activate":true}}}`, id(), e, e, pw)
	}},
	{"chat_phone_only", func(l *L) string {
		lg := lang()
		ph := l.P("phone", phoneIn(langCC[lg.code], false))
		msgs := map[string]string{"en": "the courier tool needs a callback number, use %s (ticket %s)", "de": "das Kurier-Tool braucht eine Rückrufnummer: %s (Ticket %s)", "fr": "l'outil transporteur veut un numéro de rappel : %s (ticket %s)", "es": "la herramienta de mensajería pide un teléfono de contacto: %s (ticket %s)", "pt": "a ferramenta da transportadora pede um telefone: %s (ticket %s)", "it": "lo strumento del corriere vuole un numero di richiamata: %s (ticket %s)", "nl": "de koerierstool wil een terugbelnummer: %s (ticket %s)", "pl": "narzędzie kuriera wymaga numeru do kontaktu: %s (zgłoszenie %s)", "ru": "инструменту курьера нужен номер для связи: %s (тикет %s)", "tr": "kargo aracı geri arama numarası istiyor: %s (bilet %s)", "ja": "配送ツールに折り返しの電話番号が必要です：%s（チケット %s）", "zh": "快递工具需要回拨电话：%s（工单 %s）", "ko": "택배 도구에 회신 전화번호가 필요합니다: %s (티켓 %s)", "hi": "कूरियर टूल को कॉलबैक नंबर चाहिए: %s (टिकट %s)"}
		return fmt.Sprintf(msgs[lg.code], ph, l.K(ticket()))
	}},
}
