package main

import (
	"fmt"
	"net/url"
	"strings"
)

// Templates with personal or secret values, part D: more headers, credential
// stores, cookies, directory and ticket exports, agent memory notes.

var pwChat = map[string]string{
	"en": "staging admin login is admin / %s, the agent needs it for the smoke test (%s)",
	"de": "Das Staging-Admin-Passwort ist %s, der Agent braucht es für den Smoke-Test (%s)",
	"fr": "le mot de passe admin de la préprod est %s, l'agent en a besoin pour le smoke test (%s)",
	"es": "la contraseña de admin de staging es %s, el agente la necesita para el smoke test (%s)",
	"pt": "a senha do admin de homologação é %s, o agente precisa dela para o smoke test (%s)",
	"it": "la password admin di staging è %s, serve all'agente per lo smoke test (%s)",
	"nl": "het wachtwoord van de staging-admin is %s, de agent heeft het nodig voor de smoketest (%s)",
	"pl": "hasło admina na stagingu to %s, agent potrzebuje go do smoke testu (%s)",
	"ru": "пароль админа на стейджинге: %s, он нужен агенту для смоук-теста (%s)",
	"tr": "staging admin şifresi %s, ajanın smoke test için buna ihtiyacı var (%s)",
	"ja": "ステージングの管理者パスワードは %s です。スモークテストでエージェントが使います（%s）",
	"zh": "预发环境管理员密码是 %s，代理跑冒烟测试要用（%s）",
	"ko": "스테이징 관리자 비밀번호는 %s 입니다. 에이전트가 스모크 테스트에 사용합니다 (%s)",
	"hi": "स्टेजिंग एडमिन का पासवर्ड %s है, एजेंट को स्मोक टेस्ट के लिए चाहिए (%s)",
}

var tplD = []tpl{
	{"curl_private_token_header", func(l *L) string {
		t := l.P("bearer", secretOf(vendorNamed("GITLAB_TOKEN")))
		return wrap(fmt.Sprintf("$ curl --header \"PRIVATE-TOKEN: %s\" \"https://gitlab.%s/api/v4/projects/%d/pipelines?ref=main&per_page=2\"\n[{\"id\":%d,\"sha\":\"%s\",\"status\":\"failed\"}]",
			t, pick(corpDomains), rn(10, 9999), rn(100000, 9999999), l.K(sha40())))
	}},
	{"curl_x_api_key_header", func(l *L) string {
		v := pick([]vendor{vendorNamed("ANTHROPIC_API_KEY"), vendorNamed("SHOPIFY_ACCESS_TOKEN"), vendorNamed("DD_API_KEY"), vendorNamed("POSTMAN_API_KEY"), vendorNamed("ALGOLIA_ADMIN_API_KEY"), vendorNamed("COHERE_API_KEY")})
		h := map[string]string{"ANTHROPIC_API_KEY": "x-api-key", "SHOPIFY_ACCESS_TOKEN": "X-Shopify-Access-Token", "DD_API_KEY": "DD-API-KEY", "POSTMAN_API_KEY": "X-Api-Key", "ALGOLIA_ADMIN_API_KEY": "X-Algolia-API-Key", "COHERE_API_KEY": "X-API-Key"}[v.env]
		t := l.P("bearer", secretOf(v))
		return wrap(fmt.Sprintf("curl -s https://api.%s/v1/status -H '%s: %s' -H 'accept: application/json'\n{\"ok\":false,\"request_id\":\"%s\"}", pick(corpDomains), h, t, l.K(reqID())))
	}},
	{"url_query_api_key", func(l *L) string {
		if chance(0.5) {
			k := l.P("bearer", secretOf(vendorNamed("GOOGLE_API_KEY")))
			return fmt.Sprintf("GET https://maps.googleapis.com/maps/api/geocode/json?address=%s&key=%s\n→ {\"status\":\"REQUEST_DENIED\",\"error_message\":\"This API key is not authorized to use this service or API.\"}", url.QueryEscape(pick([]string{"Unter den Linden 1, Berlin", "1600 Amphitheatre Pkwy", "Calle Mayor 12, Madrid"})), k)
		}
		k := l.P("bearer", hexSecret(32))
		return fmt.Sprintf("tool fetch_weather → GET https://api.openweathermap.org/data/2.5/weather?q=%s&units=metric&appid=%s (%s, 200 OK, %dms)", pick([]string{"Berlin", "Osaka", "Lyon", "Austin"}), k, l.K(tsNoMs()), rn(40, 900))
	}},
	{"docker_config_auths", func(l *L) string {
		enc, _ := basicCred(pick([]string{"ci-bot", "deploy", "northwind-robot"}))
		l.P("bearer", enc)
		return fmt.Sprintf("$ cat ~/.docker/config.json\n{\n\t\"auths\": {\n\t\t\"ghcr.io\": {\n\t\t\t\"auth\": \"%s\"\n\t\t}\n\t},\n\t\"credsStore\": \"\",\n\t\"currentContext\": \"default\"\n}", enc)
	}},
	{"git_credentials_store", func(l *L) string {
		t := l.P("bearer", secretOf(pick([]vendor{vendorNamed("GITHUB_TOKEN"), vendorNamed("GH_PAT"), vendorNamed("GITLAB_TOKEN")})))
		return fmt.Sprintf("$ cat ~/.git-credentials\nhttps://%s:%s@github.com\n$ git config --global credential.helper\nstore", pick(firsts)+"-"+pick(lasts), t)
	}},
	{"gh_hosts_yml", func(l *L) string {
		t := l.P("bearer", U(func() string { return "gho_" + alnum(36) }))
		return fmt.Sprintf("$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        %s:\n            oauth_token: %s\n    git_protocol: https\n    oauth_token: %s\n    user: %s", "octo-dev", t, t, "octo-dev")
	}},
	{"pypirc_file", func(l *L) string {
		t := l.P("bearer", secretOf(vendorNamed("TWINE_PASSWORD")))
		return fmt.Sprintf("# ~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = %s", t)
	}},
	{"set_cookie_session", func(l *L) string {
		var v string
		if chance(0.5) {
			v = l.P("bearer", U(func() string { return "s%3A" + b64u(32) + "." + b64u(43) }))
			return fmt.Sprintf("< HTTP/1.1 302 Found\n< Location: /dashboard\n< Set-Cookie: connect.sid=%s; Path=/; Expires=%s; HttpOnly; Secure; SameSite=Lax\n< X-Response-Time: %dms", v, l.K(httpDate()), rn(2, 400))
		}
		v = l.P("bearer", U(func() string { return from(lower+digs, 32) }))
		return fmt.Sprintf("requests.Session cookies after login: <RequestsCookieJar[<Cookie csrftoken=%s for admin.%s/>, <Cookie sessionid=%s for admin.%s/>]>", l.K(alnum(32)), "northwind.io", v, "northwind.io")
	}},
	{"json_ssn_bare_digits", func(l *L) string {
		s := l.P("ssn", ssnBare())
		return wrap(fmt.Sprintf("{\"applicant\":{\"first_name\":\"%s\",\"ssn\":\"%s\",\"income_annual\":%d},\"application_id\":\"%s\",\"submitted_at\":\"%s\",\"decision\":\"manual_review\"}", title(pick(firsts)), s, rn(20000, 250000), l.K("app_"+alnum(16)), l.K(ts())))
	}},
	{"chat_ssn_spaced", func(l *L) string {
		a, g, sr := ssnParts()
		s := l.P("ssn", U(func() string { return fmt.Sprintf("%03d %02d %04d", a, g, sr) }))
		return fmt.Sprintf("the payroll tool rejected my social — SSN %s — with error %s, can you resubmit the W-4 for pay period %s?", s, l.K("E"+digits(4)), l.K(date()))
	}},
	{"card_json_number_unquoted", func(l *L) string {
		c := l.P("credit_card", card(0))
		return fmt.Sprintf("{\"tool\":\"vault.tokenize\",\"input\":{\"card\":{\"number\":%s,\"exp\":\"%02d/%d\",\"holder\":\"%s\"}},\"output\":{\"error\":\"UNSUPPORTED_BIN\",\"trace\":\"%s\"}}", c, rn(1, 12), rn(26, 31), strings.ToUpper(newPerson().Name()), l.K(hexN(16)))
	}},
	{"chat_card_amex_grouped", func(l *L) string {
		var c string
		for {
			c = card(1)
			if len(c) == 17 {
				break
			}
			used[c] = false
		}
		l.P("credit_card", c)
		lg := lang()
		return lg.why + "\n" + fmt.Sprintf("stripe.PaymentMethod.create(type=\"card\", card={\"number\": \"%s\", \"exp_month\": %d, \"exp_year\": %d}) → CardError: Your card number is incorrect. (request %s)", c, rn(1, 12), rn(2026, 2031), l.K("req_"+alnum(14)))
	}},
	{"twilio_inbound_form", func(l *L) string {
		ph := phoneE164()
		enc := url.QueryEscape("whatsapp:" + ph)
		l.P("phone", strings.TrimPrefix(enc, "whatsapp%3A"))
		return fmt.Sprintf("POST /hooks/twilio HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\nX-Twilio-Signature: %s\n\nSmsMessageSid=%s&NumMedia=0&ProfileName=%s&Body=quiero+cambiar+mi+pedido+%s&From=%s&ApiVersion=2010-04-01",
			l.K(b64std(20)), l.K("SM"+hexN(32)), title(pick(firsts)), l.K(digits(6)), enc)
	}},
	{"scraped_html_tel_mailto", func(l *L) string {
		ph := phoneE164()
		l.P("phone", ph)
		e := l.P("email", email())
		return fmt.Sprintf("browser.get_html(\"#contact\") →\n<div class=\"vcard\"><a href=\"tel:%s\">Call</a> · <a href=\"mailto:%s?subject=Order%%20%s\">Email</a><span data-id=\"%s\"></span></div>", ph, e, l.K(digits(6)), l.K(uuid()))
	}},
	{"gmail_get_message_headers", func(l *L) string {
		p := newPerson()
		e := l.P("email", emailFor(p, false))
		to := l.P("email", workEmail())
		return fmt.Sprintf("{\"id\":\"%s\",\"threadId\":\"%s\",\"payload\":{\"headers\":[{\"name\":\"From\",\"value\":\"\\\"%s, %s\\\" <%s>\"},{\"name\":\"To\",\"value\":\"%s\"},{\"name\":\"Date\",\"value\":\"%s\"},{\"name\":\"Message-ID\",\"value\":\"<%s@mail.gmail.com>\"}]},\"snippet\":\"Where is my order %s?\"}",
			l.K(hexN(16)), l.K(hexN(16)), title(p.last), title(p.first), e, to, l.K(httpDate()), "CA"+alnum(20), l.K(orderNo()))
	}},
	{"oauth_authorize_login_hint", func(l *L) string {
		e := email()
		l.P("email", url.QueryEscape(e))
		return fmt.Sprintf("302 → https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=%s&response_type=code&redirect_uri=http%%3A%%2F%%2Flocalhost%%3A%s%%2Fcallback&scope=openid%%20Mail.Read&login_hint=%s&state=%s",
			l.K(uuid()), port(), url.QueryEscape(e), l.K(alnum(22)))
	}},
	{"ldapsearch_ldif", func(l *L) string {
		p := newPerson()
		e := l.P("email", emailFor(p, true))
		ph := l.P("phone", phone())
		m := l.P("phone", phone())
		return fmt.Sprintf("$ ldapsearch -x -LLL -H ldaps://ldap.corp -b dc=corp '(uid=%s)' mail telephoneNumber mobile\ndn: uid=%s,ou=people,dc=corp\nmail: %s\ntelephoneNumber: %s\nmobile: %s\nemployeeNumber: %s", p.first[:1]+p.last, p.first[:1]+p.last, e, ph, m, l.K(digits(6)))
	}},
	{"sql_update_ssn_migration", func(l *L) string {
		s := l.P("ssn", ssn())
		return fmt.Sprintf("[migrate] %s applying 20250311_fix_tax_ids.sql\nUPDATE employees SET ssn = '%s', updated_at = now() WHERE employee_id = %d;\nUPDATE 1\n[migrate] done in %dms (batch %s)", l.K(tsS()), s, rn(100, 99999), rn(2, 900), l.K(uuid()))
	}},
	{"markdown_table_agent_summary", func(l *L) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := newPerson()
			rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", p.Name(), l.P("phone", phone()), l.P("ssn", ssn()), l.K(date())))
		}
		return "I found 3 contractors missing a 1099 (from `payroll.contractors`):\n\n| Name | Phone | SSN | Last paid |\n|---|---|---|---|\n" + strings.Join(rows, "\n") + "\n\nShould I email them the form?"
	}},
	{"kubectl_logs_json_phone", func(l *L) string {
		ph := l.P("phone", phoneE164())
		e := l.P("email", email())
		return fmt.Sprintf("$ kubectl logs deploy/notify -n prod --since=10m | grep ERROR\n{\"time\":\"%s\",\"level\":\"ERROR\",\"msg\":\"otp send failed\",\"recipient\":\"%s\",\"account\":\"%s\",\"attempt\":%d,\"pod\":\"%s\"}", l.K(ts()), ph, e, rn(1, 5), l.K(podName("notify")))
	}},
	{"laravel_env", func(l *L) string {
		k := l.P("bearer", U(func() string { return "base64:" + b64std(32) }))
		pw := l.P("bearer", password())
		return fmt.Sprintf("APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=%s\nAPP_URL=https://shop.%s\nMAIL_MAILER=smtp\nMAIL_HOST=smtp.mailgun.org\nMAIL_PORT=587\nMAIL_USERNAME=postmaster@mg.%s\nMAIL_PASSWORD=%s", k, pick(corpDomains), pick(corpDomains), pw)
	}},
	{"django_settings_secret", func(l *L) string {
		k := l.P("bearer", U(func() string { return from(lower+digs+"!@#$%^&*(-_=+)", 50) }))
		return fmt.Sprintf("# settings/prod.py\nDEBUG = False\nSECRET_KEY = '%s'\nALLOWED_HOSTS = ['api.%s', '%s']\nDATABASES = {'default': env.db('DATABASE_URL')}", k, pick(corpDomains), l.K(ip()))
	}},
	{"rails_credentials_show", func(l *L) string {
		k := l.P("bearer", hexSecret(128))
		s := l.P("bearer", secretOf(vendorNamed("STRIPE_SECRET_KEY")))
		return fmt.Sprintf("$ bin/rails credentials:show -e production\nsecret_key_base: %s\nstripe:\n  secret_key: %s\n  publishable_key: %s", k, s, l.K(pkLive()))
	}},
	{"ansible_inventory_become", func(l *L) string {
		pw := l.P("bearer", password())
		return fmt.Sprintf("# inventory/prod.ini\n[db]\n%s ansible_user=ubuntu ansible_become_password=%s\n\n[db:vars]\nansible_port=%s", l.K(ip()), pw, l.K("2222"))
	}},
	{"jdbc_sqlserver_url", func(l *L) string {
		pw := l.P("bearer", password())
		return wrap(fmt.Sprintf("Caused by: com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'sa'. ClientConnectionId:%s\n\tat ... url=jdbc:sqlserver://%s:1433;databaseName=erp;user=sa;password=%s;encrypt=true", l.K(uuid()), l.K(ip()), pw))
	}},
	{"mongodb_srv_code", func(l *L) string {
		pw := l.P("bearer", urlPassword())
		return fmt.Sprintf("client = MongoClient(\"mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority&appName=agent\")\ndb = client[\"crm\"]  # pymongo %s", pick(users), pw, from(lower+digs, 5), l.K(verN()))
	}},
	{"amqp_url_log", func(l *L) string {
		pw := l.P("bearer", urlPassword())
		return fmt.Sprintf("%s [celery] ERROR consumer: Cannot connect to amqp://%s:%s@%s:5672//: [Errno 111] Connection refused.\nTrying again in %d.00 seconds... (%d/100)", l.K(tsS()), pick(users), pw, "rabbitmq.default.svc", rn(2, 32), rn(1, 99))
	}},
	{"chat_password_lang", func(l *L) string {
		lg := lang()
		pw := l.P("bearer", password())
		return fmt.Sprintf(pwChat[lg.code], pw, l.K(ticket()))
	}},
	{"agent_memory_note", func(l *L) string {
		p := newPerson()
		e := l.P("email", emailFor(p, true))
		ph := l.P("phone", phone())
		return fmt.Sprintf("# AGENTS.md\n\n## On-call\n- Primary: %s — %s, %s (PagerDuty schedule %s)\n- Never restart `payments-worker` during settlement (%s–%s UTC)\n- Build with `make build VERSION=%s`", p.Name(), e, ph, l.K("P"+upalnum(6)), "02:00", "03:30", l.K(ver()))
	}},
	{"slack_export_message", func(l *L) string {
		ph := l.P("phone", phone())
		return fmt.Sprintf("{\"type\":\"message\",\"user\":\"%s\",\"text\":\"if the deploy bot pages again call me on %s, I'm off VPN\",\"ts\":\"%d.%06d\",\"thread_ts\":\"%d.%06d\",\"client_msg_id\":\"%s\"}", l.K("U0"+upalnum(9)), ph, rn(1704067200, 1767139200), rn(0, 999999), rn(1704067200, 1767139200), rn(0, 999999), l.K(uuid()))
	}},
	{"jira_issue_description", func(l *L) string {
		e := l.P("email", email())
		c := l.P("credit_card", card(1))
		return fmt.Sprintf("{\"key\":\"%s\",\"fields\":{\"summary\":\"Double charge on order %s\",\"description\":\"Customer %s says card %s was charged twice on %s. Amounts %s and %s.\",\"priority\":{\"name\":\"High\"}}}", l.K(ticket()), l.K(orderNo()), e, c, l.K(date()), l.K(price()), l.K(price()))
	}},
	{"tsv_copy_contacts", func(l *L) string {
		var rows []string
		for i := 0; i < 2; i++ {
			rows = append(rows, fmt.Sprintf("%d\t%s\t%s\t%s", rn(1000, 999999), l.P("email", email()), l.P("phone", phone()), l.K(tsS())))
		}
		return "$ psql -c \"\\copy (SELECT id, email, phone, created_at FROM leads WHERE status='new') TO STDOUT\"\n" + strings.Join(rows, "\n")
	}},
	{"authorization_token_scheme", func(l *L) string {
		t := l.P("bearer", secretOf(pick([]vendor{vendorNamed("GITHUB_TOKEN"), vendorNamed("GH_PAT"), vendorNamed("DIGITALOCEAN_TOKEN"), vendorNamed("SENTRY_AUTH_TOKEN")})))
		return fmt.Sprintf("requests.get(\"https://api.github.com/user\", headers={\"Authorization\": \"token %s\", \"User-Agent\": \"agent/%s\"})\n<Response [401]>", t, l.K(verN()))
	}},
}
