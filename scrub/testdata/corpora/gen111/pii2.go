package main

import (
	"encoding/base64"
	"strings"
)

func stdEnc(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

var piiKinds2 = []K{
	// ---------- API tokens ----------
	{"github_pat_chat", func() R {
		t := ghp()
		if chance(0.3) {
			t = ghpFine()
		}
		q := slackWho(person()) + pick(
			f("use my token for now %s , I'll revoke it tonight after the release", t),
			f("CI is rate limited, swap GH_TOKEN to %s temporarily", t),
			f("export GITHUB_TOKEN=%s && gh run rerun %d --failed", t, rn(1000000000, 9999999999)),
		)
		return mk(q, pp(BR, t))
	}},
	{"github_actions_log_leak", func() R {
		t := ghs()
		q := f("```\nRun actions/checkout@v4\n  with:\n    repository: acme/infra\n    token: %s\n    ssh-strict: true\n    fetch-depth: 1\n```\nwhy is the token printed unmasked?? run #%d", t, rn(1000, 99999))
		return mk(q, pp(BR, t), "actions/checkout@v4")
	}},
	{"slack_bot_token", func() R {
		t := xoxb()
		q := pick(
			f("the incident bot's token is %s, it needs chat:write and channels:history", t),
			f("SLACK_BOT_TOKEN=%s\nSLACK_SIGNING_SECRET_FILE=/etc/ops/signing", t),
		)
		return mk(q, pp(BR, t))
	}},
	{"slack_user_token", func() R {
		t := xoxp()
		q := f("%scurl -s -H 'Authorization: Bearer %s' 'https://slack.com/api/conversations.history?channel=C0%s&limit=200'", slackWho(person()), t, rs(upper+digs, 8))
		return mk(q, pp(BR, t))
	}},
	{"slack_webhook_url", func() R {
		s := slackHook()
		tt, bb := "T0"+rs(upper+digs, 7), "B0"+rs(upper+digs, 9)
		q := f("ALERT_WEBHOOK=https://hooks.slack.com/services/%s/%s/%s  # posts to #inc-payments", tt, bb, s)
		return mk(q, pp(BR, s))
	}},
	{"teams_webhook_url", func() R {
		s := hex32()
		q := f("Teams connector for the NOC channel: https://acmecloud.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s", uuid(), uuid(), s, uuid(), rs(alnum, 40))
		return mk(q, pp(BR, s))
	}},
	{"gitlab_pat", func() R {
		t := glpat()
		q := pick(
			f("git clone https://oauth2:%s@gitlab.acmecloud.io/platform/terraform-modules.git", t),
			f("GITLAB_TOKEN: %s  (expires %s, scope api,read_registry)", t, day()),
		)
		return mk(q, pp(BR, t))
	}},
	{"openai_key_env", func() R {
		t := skProj()
		q := f("the summarizer bot is 401ing, someone rotated OPENAI_API_KEY? current value in the pod is %s", t)
		return mk(q, pp(BR, t))
	}},
	{"stripe_secret_key", func() R {
		t := skLive()
		pk := pkLive()
		q := f("billing-api config dump:\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_API_VERSION=2023-10-16", pk, t)
		return mk(q, pp(BR, t), pk, "2023-10-16")
	}},
	{"aws_credentials_file", func() R {
		sk := awsSecret()
		ak := akia()
		q := f("```\n[prod-admin]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n```", ak, sk, region())
		return mk(q, pp(BR, sk), ak)
	}},
	{"aws_env_export", func() R {
		sk := awsSecret()
		ak := akia()
		a := awsAcct()
		q := f("%sexport AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s  # break-glass for account %s, role arn:aws:iam::%s:role/BreakGlass", slackWho(person()), ak, sk, a, a)
		return mk(q, pp(BR, sk), ak, "arn:aws:iam::"+a+":role/BreakGlass")
	}},
	{"npmrc_token", func() R {
		t := npmTok()
		q := f("add this to .npmrc on the build agent:\n//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com", t)
		return mk(q, pp(BR, t))
	}},
	{"docker_login", func() R {
		t := dckr()
		q := f("echo %s | docker login -u acmeci --password-stdin  # then retry the push of %s:%s", t, svc(), ver())
		return mk(q, pp(BR, t))
	}},
	{"vault_token", func() R {
		t := hvs()
		q := f("VAULT_ADDR=https://vault.acmecloud.io:8200 VAULT_TOKEN=%s vault kv get secret/prod/%s", t, svc())
		return mk(q, pp(BR, t), "https://vault.acmecloud.io:8200")
	}},
	{"datadog_api_key", func() R {
		k := hex32()
		q := f("```\nDD_API_KEY=%s\nDD_SITE=datadoghq.eu\nDD_ENV=prod\nDD_VERSION=%s\n```", k, ver())
		return mk(q, pp(BR, k))
	}},
	{"sendgrid_key", func() R {
		k := sendgrid()
		q := f("%semails stopped at %s — SENDGRID_API_KEY in the secret is %s, is that the revoked one?", slackWho(person()), hhmm(), k)
		return mk(q, pp(BR, k))
	}},
	{"twilio_auth_token", func() R {
		tok := hex32()
		sid := twilioSID()
		q := f("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=+1%s%s", sid, tok, "415", "5550123")
		return mk(q, pp(BR, tok), sid)
	}},
	{"grafana_sa_token", func() R {
		t := glsa()
		q := f("curl -H \"Authorization: Bearer %s\" https://grafana.acmecloud.io/api/dashboards/uid/%s", t, rs(alnum, 9))
		return mk(q, pp(BR, t))
	}},
	{"sentry_token_and_dsn", func() R {
		t := sntryu()
		dsn := sentryDSN()
		q := f("SENTRY_DSN=%s\nSENTRY_AUTH_TOKEN=%s  # for sourcemap upload", dsn, t)
		return mk(q, pp(BR, t), dsn)
	}},
	{"heroku_api_key", func() R {
		t := hrku()
		q := f("HEROKU_API_KEY=%s heroku ps:restart web -a acme-legacy-admin", t)
		return mk(q, pp(BR, t))
	}},
	{"gcloud_access_token", func() R {
		t := ya29()
		q := f("```\n$ gcloud auth print-access-token\n%s\n```\nworks for 1h, use it for the bq export", t)
		return mk(q, pp(BR, t))
	}},
	{"google_api_key", func() R {
		t := aiza()
		q := f("maps widget on the status page broke, the key in the HTML is %s and it's restricted to *.acmecloud.io", t)
		return mk(q, pp(BR, t))
	}},
	{"atlassian_api_token", func() R {
		t := atatt()
		e := wmail(person())
		q := f("curl -u %s:%s -X GET -H 'Accept: application/json' https://acmecloud.atlassian.net/rest/api/3/issue/%s", e, t, jira())
		return mk(q, pp(EM, e, BR, t))
	}},
	{"cloudflare_token", func() R {
		t := cfTok()
		q := f("CLOUDFLARE_API_TOKEN=%s terraform apply -target=cloudflare_record.status  # zone %s", t, rs(hexd, 32))
		return mk(q, pp(BR, t))
	}},
	{"okta_ssws", func() R {
		t := ssws()
		q := f("curl -H \"Authorization: SSWS %s\" \"https://acmecloud.okta.com/api/v1/users?filter=status+eq+%%22LOCKED_OUT%%22\"", t)
		return mk(q, pp(BR, t))
	}},
	{"newrelic_key", func() R {
		t := nrak()
		q := f("NEW_RELIC_API_KEY=%s newrelic nrql query --accountId %d --query 'SELECT count(*) FROM Transaction SINCE 30 minutes ago'", t, rn(1000000, 4999999))
		return mk(q, pp(BR, t))
	}},
	{"jenkins_api_token", func() R {
		t := jenkins()
		q := f("curl -X POST -u deploybot:%s https://jenkins.acmecloud.io/job/%s/buildWithParameters?TAG=%s", t, svc(), ver())
		return mk(q, pp(BR, t))
	}},
	{"splunk_hec", func() R {
		t := uuidU()
		q := f("curl -k https://splunk-hec.acmecloud.io:8088/services/collector -H \"Authorization: Splunk %s\" -d '{\"event\":\"canary\",\"sourcetype\":\"_json\"}'", t)
		return mk(q, pp(BR, t))
	}},
	{"consul_token", func() R {
		t := uuidU()
		q := f("CONSUL_HTTP_TOKEN=%s consul catalog services -tags | grep %s", t, svc())
		return mk(q, pp(BR, t))
	}},
	{"elastic_apikey", func() R {
		t := u(func() string { return stdEnc(rs(alnum, 20) + ":" + rs(alnum+"-_", 22)) })
		q := f("curl -H \"Authorization: ApiKey %s\" 'https://es-prod.acmecloud.io:9243/_cat/indices?v&s=store.size:desc'", t)
		return mk(q, pp(BR, t))
	}},
	{"basic_auth_header", func() R {
		pw := password(false)
		used[pw] = true
		t := basic(pick("admin", "deploy", "metrics", "ops"), pw)
		q := f("> GET /api/v1/targets HTTP/1.1\n> Host: prometheus.internal:9090\n> Authorization: Basic %s\n> User-Agent: curl/8.5.0", t)
		return mk(q, pp(BR, t), "prometheus.internal:9090", "curl/8.5.0")
	}},
	{"x_api_key_header", func() R {
		t := opaque(rn(32, 40))
		q := f("vendor says our calls fail auth, we send:\nPOST /v3/shipments HTTP/1.1\nX-API-Key: %s\nIdempotency-Key: %s", t, uuid())
		return mk(q, pp(BR, t))
	}},
	{"bearer_opaque_curl", func() R {
		t := opaque(rn(28, 48))
		q := f("curl -sS https://api.acmecloud.io/v2/admin/tenants/%d/suspend -X POST -H 'Authorization: Bearer %s'", rn(1000, 99999), t)
		return mk(q, pp(BR, t))
	}},
	{"refresh_token_json", func() R {
		t := u(func() string { return "1//0" + mixed(alnum+"-_", 99) })
		q := f("token response from the IdP (debugging the sync job):\n{\"access_token\":\"REDACTED\",\"refresh_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":3599}", t)
		return mk(q, pp(BR, t), "3599")
	}},
	{"session_cookie", func() R {
		t := u(func() string { return rs(lower+digs, 32) })
		q := f("repro with: curl -b 'sessionid=%s; csrftoken=%s' https://admin.acmecloud.io/tenants/%d/", t, rs(alnum, 32), rn(100, 9999))
		return mk(q, pp(BR, t))
	}},
	{"api_token_yaml", func() R {
		t := opaque(40)
		q := f("```yaml\nstatuspage:\n  page_id: %s\n  api_token: %s\n  component: api\n```", rs(lower+digs, 12), t)
		return mk(q, pp(BR, t))
	}},
	{"client_secret_azure", func() R {
		t := u(func() string { return rs(alnum, 3) + dg(1) + "Q~" + mixed(alnum+"-_.~", 34) })
		q := f("App registration for the backup tool: tenant %s, client id %s, client secret %s (expires %s)", uuid(), uuid(), t, day())
		return mk(q, pp(BR, t))
	}},
	{"webhook_signing_secret", func() R {
		t := u(func() string { return "whsec_" + mixed(alnum, 32) })
		q := f("STRIPE_WEBHOOK_SECRET=%s  — signatures fail since we moved to %s", t, ver())
		return mk(q, pp(BR, t))
	}},
	// ---------- JWTs ----------
	{"jwt_curl_bearer", func() R {
		t := jwt("")
		q := f("%srepro: curl -H \"Authorization: Bearer %s\" https://api.acmecloud.io/v1/reports", slackWho(person()), t)
		return mk(q, pp(JW, t))
	}},
	{"jwt_log_line", func() R {
		t := jwt("oidc")
		q := f("%s WARN  auth-gateway token validation failed: exp in past token=%s trace_id=%s", iso(), t, trace())
		return mk(q, pp(JW, t))
	}},
	{"jwt_kubeconfig", func() R {
		t := jwt("k8s")
		q := f("```yaml\nusers:\n- name: ci-deployer\n  user:\n    token: %s\n```\nthat's the SA token the pipeline uses, it expires in 1h", t)
		return mk(q, pp(JW, t))
	}},
	{"jwt_decode_ask", func() R {
		t := jwt("hs")
		q := slackWho(person()) + pick(
			f("can someone decode this? the admin panel says forbidden: %s", t),
			f("jwt.io says invalid signature for %s — is prod using a different HS256 secret?", t),
		)
		return mk(q, pp(JW, t))
	}},
	{"jwt_url_query", func() R {
		t := jwt("")
		q := f("%s - - [%s] \"GET /ws/stream?access_token=%s HTTP/1.1\" 101 0 \"-\" \"Mozilla/5.0\"", ip(), "12/Mar/2024:14:02:11 +0000", t)
		return mk(q, pp(JW, t), "12/Mar/2024:14:02:11 +0000")
	}},
	{"jwt_cookie_header", func() R {
		t := jwt("oidc")
		q := f("Request headers from the HAR:\nCookie: _ga=GA1.2.%d.%d; id_token=%s\nX-Request-Id: %s", rn(100000000, 999999999), rn(1600000000, 1700000000), t, uuid())
		return mk(q, pp(JW, t))
	}},
	{"jwt_postman_env", func() R {
		t := jwt("")
		q := f("{\"id\": \"%s\", \"name\": \"prod\", \"values\": [{\"key\": \"baseUrl\", \"value\": \"https://api.acmecloud.io\"}, {\"key\": \"access_token\", \"value\": \"%s\", \"enabled\": true}]}", uuid(), t)
		return mk(q, pp(JW, t))
	}},
	{"jwt_de_chat", func() R {
		t := jwt("oidc")
		q := f("%sHier das Token aus dem Browser, vielleicht hilft's beim Debuggen: %s", slackWho(person()), t)
		return mk(q, pp(JW, t))
	}},
	{"jwt_python_trace", func() R {
		t := jwt("hs")
		q := f("```\nTraceback (most recent call last):\n  File \"/app/auth.py\", line %d, in verify\n    payload = jwt.decode(\"%s\", key, algorithms=[\"HS256\"])\njwt.exceptions.ExpiredSignatureError: Signature has expired\n```", rn(20, 400), t)
		return mk(q, pp(JW, t))
	}},
	// ---------- SSN / ITIN ----------
	{"ssn_hr_sync_error", func() R {
		s := ssn()
		e := rn(10000, 99999)
		q := f("%s ERROR workday-sync: duplicate key on employees_ssn_idx ssn=%s employee_id=%d batch=%s", iso(), s, e, uuid())
		return mk(q, pp(SS, s), f("employee_id=%d", e))
	}},
	{"ssn_payroll_itin", func() R {
		s := itin()
		q := f("payroll-export job %d failed validation: contractor %s has tax_id %s but W-9 says business; see %s", rn(1000, 9999), person().N(), s, jira())
		return mk(q, pp(SS, s))
	}},
	{"ssn_stacktrace", func() R {
		s := ssn()
		a := rn(100000, 999999)
		q := f("```\nValueError: invalid checksum for SSN '%s' (applicant_id=%d)\n  at kyc/verify.py:%d\n```\nthis is prod data in the logs, need to scrub the index", s, a, rn(20, 300))
		return mk(q, pp(SS, s))
	}},
	{"ssn_json_payload", func() R {
		s := ssn()
		p := person()
		q := f("DLQ message that keeps failing:\n{\"applicant\":{\"first_name\":\"%s\",\"last_name\":\"%s\",\"dob\":\"19%02d-%02d-%02d\",\"ssn\":\"%s\"},\"loan_id\":\"LN-%d\"}", p.F, p.L, rn(50, 99), rn(1, 12), rn(1, 28), s, rn(100000, 999999))
		return mk(q, pp(SS, s))
	}},
	{"ssn_csv_export", func() R {
		s1, s2 := ssn(), ssnBare()
		q := f("rows that broke the import:\n```\nemployee_id,name,ssn,hire_date\n%d,%s,%s,%s\n%d,%s,%s,%s\n```", rn(1000, 9999), person().N(), s1, day(), rn(1000, 9999), person().N(), s2, day())
		return mk(q, pp(SS, s1, SS, s2))
	}},
	{"ssn_chat_support", func() R {
		s := pick("ssn", "spaced")
		v := ssn()
		if s == "spaced" {
			v = ssnSpaced()
		}
		q := slackWho(person()) + f("customer read their SSN to the agent over the phone and it got pasted into %s: %s — can we purge the ticket comment?", zd(), v)
		return mk(q, pp(SS, v))
	}},
	{"ssn_sql_where", func() R {
		s := ssn()
		q := f("```sql\nUPDATE tax_profiles SET verified = true WHERE ssn = '%s' AND tenant_id = %d;\n-- 1 row affected (%s)\n```", s, rn(10, 999), durms())
		return mk(q, pp(SS, s))
	}},
	{"ssn_es_chat", func() R {
		s := ssn()
		q := f("%sel cliente dio su número de seguro social %s en el chat público, hay que borrarlo del historial (caso %s)", slackWho(person()), s, zd())
		return mk(q, pp(SS, s))
	}},
	{"itin_kv_log", func() R {
		s := itin()
		q := f("level=warn msg=\"tin mismatch\" svc=1099-filer tin=%s form=1099-NEC year=%d req=%s", s, rn(2022, 2024), sha7())
		return mk(q, pp(SS, s), "1099-NEC")
	}},
	// ---------- cards ----------
	{"card_gateway_log", func() R {
		c := card("plain")
		q := f("%s ERROR payments-svc charge failed gateway=adyen pan=%s exp=%s amount=%s currency=EUR psp_ref=%s", iso(), c, expiry(), price()[1:], rs(upper+digs, 16))
		return mk(q, pp(CC, c))
	}},
	{"card_chat_grouped", func() R {
		c := card("space")
		q := slackWho(person()) + f("the agent typed the full card into the case notes: %s exp %s — PCI incident? %s", c, expiry(), incID())
		return mk(q, pp(CC, c))
	}},
	{"card_json_body", func() R {
		c := card("plain")
		q := f("request body captured by the WAF (rule 942100 false positive?):\n{\"card\":{\"number\":\"%s\",\"exp_month\":%d,\"exp_year\":%d,\"cvc\":\"%s\"},\"amount\":%d}", c, rn(1, 12), rn(2025, 2031), dg(3), rn(100, 99999))
		return mk(q, pp(CC, c), "942100")
	}},
	{"card_masked_and_full", func() R {
		c := card("dash")
		m := maskedCard()
		q := f("receipt shows %s but the debug log has the full number %s, why isn't tokenization on for %s?", m, c, svc())
		return mk(q, pp(CC, c), m)
	}},
	{"card_sql_insert", func() R {
		c := card("plain")
		q := f("found this in the legacy dump 🙃\nINSERT INTO payment_methods (id, customer_id, card_number, brand) VALUES (%d, %d, '%s', 'visa');", rn(1000, 99999), rn(1000, 99999), c)
		return mk(q, pp(CC, c))
	}},
	{"card_kafka_message", func() R {
		c := card("plain")
		q := f("kcat -C -t payments.retry -o -1 -e\n{\"event_id\":\"%s\",\"pan\":\"%s\",\"merchant_id\":%d,\"offset\":%d}", uuid(), c, rn(100000, 999999), rn(1000000, 9999999))
		return mk(q, pp(CC, c))
	}},
	{"card_fr_chat", func() R {
		c := card("space")
		q := f("%sUn client a collé son numéro de carte %s dans le chat du support, il faut purger la conversation %s.", slackWho(person()), c, zd())
		return mk(q, pp(CC, c))
	}},
	{"card_with_order_lookalikes", func() R {
		c := card("any")
		o := dgnz(10)
		bad := badCard()
		q := f("order %s: retry charged card %s instead of the stored token; the old one %s failed Luhn so it was skipped", o, c, bad)
		return mk(q, pp(CC, c), "order "+o, bad)
	}},
	// ---------- pasted logs / tables with customer data ----------
	{"log_kv_user_email", func() R {
		e := anyMail(person())
		q := f("%s level=error svc=%s msg=\"password reset mail bounced\" user_email=%s user_id=%d smtp_code=550", iso(), svc(), e, rn(100000, 9999999))
		return mk(q, pp(EM, e), "smtp_code=550")
	}},
	{"log_json_user", func() R {
		p := person()
		e, ph := anyMail(p), phAny()
		tr := trace()
		q := f("{\"ts\":\"%s\",\"level\":\"error\",\"msg\":\"2FA SMS not delivered\",\"user\":{\"id\":%d,\"email\":\"%s\",\"phone\":\"%s\"},\"trace_id\":\"%s\"}", iso(), rn(1000, 9999999), e, ph, tr)
		return mk(q, pp(EM, e, PH, ph), tr)
	}},
	{"postfix_bounce", func() R {
		e := anyMail(person())
		q := f("%s mail-relay-%d postfix/smtp[%d]: %s: to=<%s>, relay=none, delay=%d, status=bounced (host not found)", "Mar 12 14:02:11", rn(1, 3), rn(1000, 99999), rs("0123456789ABCDEF", 10), e, rn(1, 900))
		return mk(q, pp(EM, e))
	}},
	{"access_log_email_query", func() R {
		p := person()
		e := anyMail(p)
		enc := strings.Replace(e, "@", "%40", 1)
		enc = strings.Replace(enc, "+", "%2B", 1)
		used[enc] = true
		q := f("%s - - [12/Mar/2024:14:%02d:%02d +0000] \"GET /api/v2/users/lookup?email=%s&include=orgs HTTP/1.1\" 500 312 %s", ip(), rn(0, 59), rn(0, 59), enc, durms())
		return mk(q, pp(EM, enc))
	}},
	{"git_log_author", func() R {
		p := person()
		e := emailAt(p, pick(personalDom...))
		c := sha40()
		q := f("```\ncommit %s\nAuthor: %s <%s>\nDate:   %s\n\n    hotfix: bump pool size to 40 (%s)\n```\nthat's the commit that broke it", c, p.N(), e, "Tue Mar 12 14:02:11 2024 +0100", jira())
		return mk(q, pp(EM, e), c)
	}},
	{"cron_mailto", func() R {
		e := wmail(person())
		q := f("```\nMAILTO=%s\n*/15 * * * * /opt/ops/bin/rotate-logs.sh >> /var/log/rotate.log 2>&1\n0 3 * * 0 /opt/ops/bin/vacuum.sh\n```", e)
		return mk(q, pp(EM, e))
	}},
	{"psql_table_customers", func() R {
		p1, p2 := person(), person()
		e1, e2 := cmail(p1), pmail(p2)
		ph1, ph2 := phUS(), phUS()
		q := f("```\n  id   |       email        |     phone      | plan\n-------+--------------------+----------------+------\n %d | %s | %s | pro\n %d | %s | %s | team\n(2 rows)\n```", rn(10000, 99999), e1, ph1, rn(10000, 99999), e2, ph2)
		return mk(q, pp(EM, e1, PH, ph1, EM, e2, PH, ph2), "(2 rows)")
	}},
	{"csv_export_contacts", func() R {
		p := person()
		e, ph := cmail(p), phAny()
		q := f("first 2 lines of the export that leaked to the public bucket:\nid,name,email,phone,created_at\n%d,%s,%s,%s,%s", rn(1, 99999), p.N(), e, ph, day())
		return mk(q, pp(EM, e, PH, ph))
	}},
	{"sql_where_email", func() R {
		e := anyMail(person())
		q := f("```sql\nSELECT id, status, last_login FROM users WHERE lower(email) = '%s';\n```\nreturns 2 rows, dedupe job missed it", e)
		return mk(q, pp(EM, e))
	}},
	{"auth0_log", func() R {
		e := anyMail(person())
		q := f("Auth0 log: type=fp description=\"Wrong email or password.\" user_name=%s ip=%s client=%s connection=Username-Password-Authentication", e, ip(), rs(alnum, 32))
		return mk(q, pp(EM, e))
	}},
	{"crm_signature_paste", func() R {
		p := person()
		e, ph, ph2 := cmail(p), phAny(), phAny()
		q := f("forwarding the customer's email:\n> We are still seeing failed webhooks on our side since %s.\n> --\n> %s | Head of IT\n> M: %s | O: %s\n> %s", day(), p.N(), ph, ph2, e)
		return mk(q, pp(PH, ph, PH, ph2, EM, e))
	}},
	{"postmortem_timeline", func() R {
		e := cmail(person())
		ph := phUS()
		t := incID()
		q := f("## Timeline (UTC) — %s\n- %s first alert `HighErrorRate` fired\n- %s customer %s emailed support\n- %s IC paged DBA on-call (%s)\n- %s mitigated: rolled back to %s", t, hhmm(), hhmm(), e, hhmm(), ph, hhmm(), ver())
		return mk(q, pp(EM, e, PH, ph), t)
	}},
	{"runbook_escalation", func() R {
		a, b := person(), person()
		pa, eb := phAny(), wmail(b)
		q := f("### Escalation (runbook RB-%03d)\n1. Page `#dba-oncall` via PD service %s\n2. If no ack in 15 min call %s at %s\n3. Vendor: email %s, contract %s", rn(1, 300), pdID(), a.N(), pa, eb, caseNo())
		return mk(q, pp(PH, pa, EM, eb))
	}},
	{"oncall_override_dm", func() R {
		ph := phAny()
		q := slackWho(person()) + f("I've set an override for %s–%s on Saturday, I'm at a wedding; if it's really bad text me on %s", hhmm(), hhmm(), ph)
		return mk(q, pp(PH, ph))
	}},
	{"email_spelled_at", func() R {
		p := person()
		dom := pick(custDom...)
		ds := strings.Replace(dom, ".", " [dot] ", -1)
		e := u(func() string { return p.f() + "." + p.l() + " [at] " + ds })
		q := f("%sthe customer's IT contact is %s (they asked us not to paste raw emails lol)", slackWho(person()), e)
		return mk(q, pp(EM, e))
	}},
	{"email_in_error_msg", func() R {
		e := anyMail(person())
		q := f("SCIM provisioning error: 409 Conflict — user with userName '%s' already exists (externalId %s)", e, uuid())
		return mk(q, pp(EM, e))
	}},
	{"mixed_ticket_dump", func() R {
		p := person()
		e, ph, c := cmail(p), phUS(), card("space")
		q := f("Zendesk ticket %s fields:\nrequester: %s <%s>\nphone: %s\ndescription: \"my card %s was charged twice for order %s\"", zd(), p.N(), e, ph, c, order())
		return mk(q, pp(EM, e, PH, ph, CC, c))
	}},
	{"phone_ext_keep", func() R {
		ph := pick(phUS(), phIntl("uk"))
		x := f("ext. %d", rn(100, 9999))
		q := f("facilities at the Frankfurt DC: %s %s, ask for the remote hands queue, ticket %s", ph, x, caseNo())
		return mk(q, pp(PH, ph), x)
	}},
	{"twilio_call_log", func() R {
		from, to := phE164US(), u(func() string { return "+" + intlDigits(pick("44", "49", "61", "33")) })
		q := f("call %s from=%s to=%s status=no-answer duration=0 price=-0.0130 (escalation leg %d)", "CA"+rs(hexd, 32), from, to, rn(1, 3))
		return mk(q, pp(PH, from, PH, to), "-0.0130")
	}},
	{"teams_sg_pl_contact", func() R {
		c := pick("sg", "pl", "za", "se", "ie")
		ph := phIntl(c)
		e := cmail(person())
		q := f("%s, %s\nThe regional partner contact for the outage: %s, %s. They're %s ahead of us.", person().N(), hhmm(), ph, e, pick("7h", "1h", "2h", "8h"))
		return mk(q, pp(PH, ph, EM, e))
	}},
}
