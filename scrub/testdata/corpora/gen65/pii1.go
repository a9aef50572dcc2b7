package main

import (
	"fmt"
	"strings"
)

func userMsgPhone(b *B, l Loc) string {
	return fmt.Sprintf(pick(b.r, l.callMsg), b.P("phone", phone(b.r, l.country)))
}
func userMsgEmail(b *B, l Loc) string {
	return fmt.Sprintf(pick(b.r, l.mailMsg), b.P("email", email(b.r, l)))
}

func piiTemplates() []Tmpl {
	t := []Tmpl{
		{"sentry_user_context", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"event_id":"%s","platform":"python","level":"error","timestamp":%d.%03d,"release":"%s@%s","environment":"production","user":{"id":"%d","email":"%s","ip_address":"%s","username":"%s"},"tags":{"transaction":"/api/v2/profile","server_name":"%s"}}`,
				b.K(hx(r, 32)), epoch(r), r.Intn(1000), pick(r, apps), b.K(ver(r)), 10000+r.Intn(9000000), b.P("email", email(r, l)), pubIP(r), pick(r, l.first)+dg(r, 2), podName(r, pick(r, apps)))
		}},
		{"sentry_breadcrumb_http", func(b *B) string {
			r := b.r
			l := randLoc(r)
			em := email(r, l)
			ph := phoneE164(r, l.country)
			encE, encP := urlEnc(em), urlEnc(ph)
			return fmt.Sprintf(`breadcrumbs: [{"timestamp":"%s","type":"http","category":"fetch","level":"info","data":{"method":"GET","url":"/api/users/lookup?email=%s&phone=%s&src=checkout","status_code":404}},{"timestamp":"%s","category":"ui.click","message":"button#submit-order"}]`,
				b.K(isoTS(r)), b.P("email", encE), b.P("phone", encP), isoTS(r))
		}},
		{"sentry_frame_locals_python", func(b *B) string {
			r := b.r
			l := randLoc(r)
			c := card(r)
			return fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/app/payments/charge.py\", line %d, in create_charge\n    resp = gateway.authorize(pan, amount, currency)\n    locals: {'amount': %d, 'currency': 'EUR', 'pan': '%s', 'customer_email': '%s', 'attempt': 2, 'idempotency_key': '%s'}\n  File \"/srv/app/payments/gateway.py\", line %d, in authorize\n    raise GatewayDeclined(code)\npayments.errors.GatewayDeclined: do_not_honor",
				80+r.Intn(200), 500+r.Intn(90000), b.P("credit_card", c), b.P("email", email(r, l)), b.K(uuid(r)), 30+r.Intn(100))
		}},
		{"sentry_request_headers", func(b *B) string {
			r := b.r
			j := jwt(r)
			s := sessionTok(r)
			return fmt.Sprintf(`"request": {"url": "https://app.%s/api/v1/invoices/%d", "method": "POST", "headers": {"Accept": "application/json", "Authorization": "Bearer %s", "Cookie": "sessionid=%s; csrftoken=%s", "User-Agent": "%s", "X-Request-Id": "%s"}, "env": {"REMOTE_ADDR": "%s"}}`,
				pick(r, corpDomains), 1000+r.Intn(90000), b.P("jwt", j), b.P("bearer", s), rs(r, alnum, 32), pick(r, uas), b.K(reqID(r)), b.K(privIP(r)))
		}},
		{"sentry_js_exception_extra", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("TypeError: Cannot read properties of undefined (reading 'zip')\n    at validateAddress (webpack-internal:///./src/checkout/address.ts:%d:%d)\n    at onSubmit (https://static.%s/js/app.%s.js:1:%d)\nextra.formState = {\"fullName\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\",\"country\":\"%s\",\"zip\":null}",
				20+r.Intn(200), 5+r.Intn(40), pick(r, corpDomains), b.K(hx(r, 8)), 10000+r.Intn(900000), name(r, l), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), l.country)
		}},
		{"otel_span_attributes", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"traceId":"%s","spanId":"%s","parentSpanId":"%s","name":"POST /graphql","kind":"SPAN_KIND_SERVER","startTimeUnixNano":"%d","attributes":[{"key":"http.request.method","value":{"stringValue":"POST"}},{"key":"enduser.id","value":{"stringValue":"%s"}},{"key":"user.phone","value":{"stringValue":"%s"}},{"key":"server.address","value":{"stringValue":"api.%s"}}],"status":{"code":"STATUS_CODE_ERROR"}}`,
				b.K(traceID(r)), b.K(spanID(r)), spanID(r), epochMs(r)*1000000, b.P("email", email(r, l)), b.P("phone", phoneE164(r, l.country)), pick(r, corpDomains))
		}},
		{"otel_debug_exporter", func(b *B) string {
			r := b.r
			tok := pick(r, []func() string{func() string { return jwt(r) }, func() string { return anySecret(r) }})()
			fam := "bearer"
			if strings.HasPrefix(tok, "eyJ") {
				fam = "jwt"
			}
			return fmt.Sprintf("%s\tinfo\tResourceSpans #0\nResource attributes:\n     -> service.name: Str(%s)\n     -> k8s.pod.name: Str(%s)\nSpan #%d\n    Trace ID       : %s\n    Parent ID      : %s\n    Name           : HTTP GET\nAttributes:\n     -> http.request.header.authorization: Slice([\"Bearer %s\"])\n     -> url.full: Str(https://internal-api/v1/accounts/%d)\n     -> http.response.status_code: Int(200)",
				isoTS(r), pick(r, apps), podName(r, pick(r, apps)), r.Intn(40), b.K(traceID(r)), b.K(spanID(r)), b.P(fam, tok), r.Intn(9000000))
		}},
		{"otel_db_statement", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`span db.query trace_id=%s span_id=%s db.system=postgresql db.statement="UPDATE customers SET phone = '%s', email = '%s', updated_at = now() WHERE id = %d" db.rows_affected=1 duration_ms=%d.%d`,
				b.K(traceID(r)), b.K(spanID(r)), b.P("phone", phone(r, l.country)), b.P("email", email(r, l)), 1000+r.Intn(999000), r.Intn(90), r.Intn(10))
		}},
		{"datadog_log_json", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"@timestamp":"%s","service":"%s","status":"info","host":"%s","dd":{"trace_id":"%d","span_id":"%d"},"logger":{"name":"com.acme.signup.SignupController"},"message":"signup completed for %s (phone=%s, locale=%s, plan=pro)"}`,
				b.K(isoTS(r)), pick(r, apps), "ip-"+strings.ReplaceAll(privIP(r), ".", "-"), r.Uint64()>>1, r.Uint64()>>1, b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), l.code)
		}},
		{"splunk_kv_event", func(b *B) string {
			r := b.r
			s := ssn(r)
			return fmt.Sprintf(`%s host=%s source=/var/log/hr-portal/app.log sourcetype=hrportal:app level=WARN module=w4_import msg="validation failed" employee_id=%d field=ssn value="%s" reason=duplicate_on_file batch=%s`,
				tm(r).Format("01/02/2006 15:04:05.000 -0700"), "hrportal-"+dg(r, 2), 10000+r.Intn(90000), b.P("ssn", s), b.K("imp_"+hx(r, 10)))
		}},
		{"elk_customer_doc", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"_index":"crm-events-%s","_id":"%s","_source":{"@timestamp":"%s","event.action":"contact.updated","customer":{"id":"cus_%s","email":"%s","phone":"%s","locale":"%s"},"agent":{"id":%d}}}`,
				tm(r).Format("2006.01.02"), b.K(rs(r, b64u, 20)), isoTS(r), rs(r, alnum, 14), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), l.code, 100+r.Intn(900))
		}},
		{"loki_logfmt_otp", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`ts=%s level=info caller=otp/sender.go:%d msg="otp dispatched" channel=sms to=%s provider=%s template=login_code_%s trace_id=%s latency=%dms`,
				isoTS(r), 40+r.Intn(200), b.P("phone", phoneE164(r, l.country)), pick(r, []string{"twilio", "vonage", "sinch", "messagebird"}), strings.ToLower(strings.Split(l.code, "-")[0]), b.K(traceID(r)), 40+r.Intn(900))
		}},
		{"nginx_access_query", func(b *B) string {
			r := b.r
			l := randLoc(r)
			em := urlEnc(email(r, l))
			return fmt.Sprintf(`%s - - [%s] "GET /account/reset-password?email=%s&utm_source=email HTTP/1.1" 302 0 "https://mail.google.com/" "%s" rt=%d.%03d uct="0.001" req_id=%s`,
				b.K(pubIP(r)), b.K(clfTS(r)), b.P("email", em), pick(r, uas), r.Intn(2), r.Intn(1000), b.K(hx(r, 32)))
		}},
		{"nginx_access_phone_verify", func(b *B) string {
			r := b.r
			l := randLoc(r)
			p := urlEnc(phone(r, l.country))
			return fmt.Sprintf(`%s - - [%s] "POST /api/v1/verify/start?phone_number=%s&channel=sms&locale=%s HTTP/2.0" 200 %d "https://www.%s/signup" "%s"`,
				pubIP(r), b.K(clfTS(r)), b.P("phone", p), l.code, 60+r.Intn(400), pick(r, corpDomains), pick(r, uas))
		}},
		{"apache_oauth_callback", func(b *B) string {
			r := b.r
			at := pick(r, []func() string{func() string { return googleAT(r) }, func() string { return mixed(r, b64u, 40) }, func() string { return "gho_" + mixed(r, alnum, 36) }})()
			return fmt.Sprintf(`%s - - [%s] "GET /oauth/callback?state=%s&access_token=%s&token_type=bearer&expires_in=3599 HTTP/1.1" 200 %d "-" "%s"`,
				pubIP(r), b.K(clfTS(r)), b.K(hx(r, 24)), b.P("bearer", at), 1000+r.Intn(9000), pick(r, uas))
		}},
		{"envoy_access_log", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`[%s] "GET /v2/customers/search?q=%s&limit=20 HTTP/1.1" 200 - 0 %d %d %d "%s" "%s" "%s" "customers.internal:8080" "%s:8080"`,
				isoTS(r), b.P("email", urlEnc(email(r, l))), 200+r.Intn(5000), 3+r.Intn(300), 2+r.Intn(200), privIP(r), pick(r, uas), b.K(uuid(r)), privIP(r))
		}},
		{"haproxy_captured_headers", func(b *B) string {
			r := b.r
			tok := apiKey(r)
			return fmt.Sprintf(`%s haproxy[%d]: %s:%d [%s] fe_https~ be_api/api%02d 0/0/1/%d/%d 200 %d - - ---- %d/%d/0/0/0 0/0 {api.%s|%s} "POST /v1/messages HTTP/1.1"`,
				sysTS(r), 1000+r.Intn(30000), pubIP(r), 1024+r.Intn(60000), tm(r).Format("02/Jan/2006:15:04:05.000"), r.Intn(12), 5+r.Intn(300), 6+r.Intn(300), 200+r.Intn(4000), r.Intn(900), r.Intn(90), pick(r, corpDomains), b.P("bearer", tok))
		}},
		{"pg_bind_parameters", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("%s [%d] LOG:  duration: %d.%03d ms  execute <unnamed>: SELECT id, status FROM accounts WHERE lower(email) = lower($1) AND phone = $2 LIMIT 1\n%s [%d] DETAIL:  parameters: $1 = '%s', $2 = '%s'",
				pgTS(r), 1000+r.Intn(60000), r.Intn(900), r.Intn(1000), pgTS(r), 1000+r.Intn(60000), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)))
		}},
		{"pg_bind_card_ssn", func(b *B) string {
			r := b.r
			pid := 1000 + r.Intn(60000)
			ts := pgTS(r)
			return fmt.Sprintf("%s [%d] app@billing LOG:  duration: %d.%03d ms  execute S_3: INSERT INTO applicants (first_name, last_name, ssn, card_pan, created_at) VALUES ($1, $2, $3, $4, now())\n%s [%d] app@billing DETAIL:  parameters: $1 = '%s', $2 = '%s', $3 = '%s', $4 = '%s'",
				b.K(ts), pid, 1000+r.Intn(3000), r.Intn(1000), ts, pid, strings.Title(pick(r, locs[0].first)), strings.Title(pick(r, locs[0].last)), b.P("ssn", ssn(r)), b.P("credit_card", cardPlain(r)))
		}},
		{"pg_unique_violation", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("%s [%d] ERROR:  duplicate key value violates unique constraint \"users_email_key\"\n%s [%d] DETAIL:  Key (email)=(%s) already exists.\n%s [%d] STATEMENT:  INSERT INTO users (email, password_hash, created_at) VALUES ($1, $2, $3) RETURNING id",
				pgTS(r), 1000+r.Intn(60000), pgTS(r), 1000+r.Intn(60000), b.P("email", email(r, l)), pgTS(r), 1000+r.Intn(60000))
		}},
		{"pg_password_param", func(b *B) string {
			r := b.r
			pw := password(r)
			return fmt.Sprintf("%s [%d] LOG:  statement: ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2025-12-31'",
				b.K(pgTS(r)), 1000+r.Intn(60000), pick(r, []string{"reporting_ro", "etl_loader", "metabase", "grafana_reader", "svc_orders"}), b.P("bearer", pw))
		}},
		{"mysql_slow_query", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("# Time: %s\n# User@Host: shop[shop] @  [%s]  Id: %d\n# Query_time: %d.%06d  Lock_time: 0.000%03d Rows_sent: 1  Rows_examined: %d\nSET timestamp=%d;\nSELECT o.* FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.phone = '%s' OR c.email = '%s' ORDER BY o.created_at DESC;",
				isoTSus(r), b.K(privIP(r)), 100+r.Intn(90000), 1+r.Intn(20), r.Intn(1000000), r.Intn(1000), 100000+r.Intn(9000000), epoch(r), b.P("phone", phone(r, l.country)), b.P("email", email(r, l)))
		}},
		{"mysql_general_create_user", func(b *B) string {
			r := b.r
			pw := password(r)
			return fmt.Sprintf("%s\t%d Query\tCREATE USER '%s'@'%%' IDENTIFIED BY '%s'",
				tm(r).Format("2006-01-02T15:04:05.000000Z"), 10+r.Intn(9000), pick(r, []string{"analytics", "bi_export", "airflow", "debezium", "backup"}), b.P("bearer", pw))
		}},
		{"sqlalchemy_echo", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("%s INFO sqlalchemy.engine.Engine INSERT INTO contacts (uuid, full_name, email, mobile, source) VALUES (%%(uuid)s, %%(full_name)s, %%(email)s, %%(mobile)s, %%(source)s) RETURNING contacts.id\n%s INFO sqlalchemy.engine.Engine [generated in 0.000%ds] {'uuid': '%s', 'full_name': '%s', 'email': '%s', 'mobile': '%s', 'source': 'web_form'}",
				tm(r).Format("2006-01-02 15:04:05,000"), tm(r).Format("2006-01-02 15:04:05,000"), 10+r.Intn(90), b.K(uuid(r)), name(r, l), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)))
		}},
		{"hibernate_binding", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("%s TRACE [http-nio-8080-exec-%d] o.h.type.descriptor.sql.BasicBinder : binding parameter [1] as [VARCHAR] - [%s]\n%s TRACE [http-nio-8080-exec-%d] o.h.type.descriptor.sql.BasicBinder : binding parameter [2] as [VARCHAR] - [%s]\n%s TRACE [http-nio-8080-exec-%d] o.h.type.descriptor.sql.BasicBinder : binding parameter [3] as [BIGINT] - [%d]",
				tm(r).Format("2006-01-02 15:04:05.000"), 1+r.Intn(20), b.P("email", email(r, l)), tm(r).Format("2006-01-02 15:04:05.000"), 1+r.Intn(20), b.P("phone", phone(r, l.country)), tm(r).Format("2006-01-02 15:04:05.000"), 1+r.Intn(20), 1000+r.Intn(999999))
		}},
		{"activerecord_load", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`  User Load (%d.%dms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 LIMIT $2  [["email", "%s"], ["LIMIT", 1]]
  ↳ app/controllers/sessions_controller.rb:%d:in 'create'`, r.Intn(9), r.Intn(10), b.P("email", email(r, l)), 10+r.Intn(80))
		}},
		{"rails_params_dump", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`Started POST "/users" for %s at %s
Processing by RegistrationsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"%s", "phone"=>"%s", "password"=>"[FILTERED]", "terms"=>"1"}, "commit"=>"Sign up"}`,
				pubIP(r), tm(r).Format("2006-01-02 15:04:05 -0700"), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)))
		}},
		{"kafkacat_dump", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%% Message (topic customer.events [%d], offset %d, key "%s", headers: traceparent=00-%s-%s-01, content-type=application/json)
{"type":"customer.registered","occurred_at":"%s","payload":{"customer_id":"%s","name":"%s","email":"%s","mobile":"%s","marketing_opt_in":%v}}`,
				r.Intn(24), 100000+r.Intn(90000000), uuid(r), b.K(traceID(r)), spanID(r), isoTS(r), uuid(r), name(r, l), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), r.Intn(2) == 0)
		}},
		{"rabbitmq_payment_message", func(b *B) string {
			r := b.r
			c := card(r)
			return fmt.Sprintf(`[%s] DEBUG amqp.consumer queue=payments.retry delivery_tag=%d redelivered=true routing_key=charge.failed body={"order":"ORD-%s","amount":{"value":%d,"currency":"%s"},"source":{"number":"%s","exp_month":%d,"exp_year":%d,"holder":"%s"}}`,
				isoTS(r), 1+r.Intn(50000), strings.ToUpper(rs(r, alnum, 8)), 100+r.Intn(99900), pick(r, []string{"USD", "EUR", "GBP", "BRL", "JPY"}), b.P("credit_card", c), 1+r.Intn(12), 2025+r.Intn(6), strings.ToUpper(name(r, randLoc(r))))
		}},
		{"sqs_receive_message", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"Messages":[{"MessageId":"%s","ReceiptHandle":"AQEB%s","MD5OfBody":"%s","Body":"{\"event\":\"invite.sent\",\"inviter\":%d,\"invitee_email\":\"%s\",\"invitee_phone\":\"%s\"}","Attributes":{"ApproximateReceiveCount":"%d","SentTimestamp":"%d"}}]}`,
				b.K(uuid(r)), rs(r, b64a, 60), b.K(hx(r, 32)), r.Intn(900000), b.P("email", email(r, l)), b.P("phone", phoneE164(r, l.country)), 1+r.Intn(5), epochMs(r))
		}},
		{"redis_monitor", func(b *B) string {
			r := b.r
			l := randLoc(r)
			tok := sessionTok(r)
			if strings.Contains(tok, "%") {
				tok = rs(r, lower+digits, 32)
			}
			return fmt.Sprintf(`%d.%06d [0 %s:%d] "SETEX" "sess:%s" "1800" "{\"uid\":%d,\"email\":\"%s\",\"csrf\":\"%s\",\"remember\":true}"`,
				epoch(r), r.Intn(1000000), privIP(r), 30000+r.Intn(30000), b.P("bearer", tok), r.Intn(9000000), b.P("email", email(r, l)), rs(r, alnum, 24))
		}},
		{"redis_monitor_otp", func(b *B) string {
			r := b.r
			l := randLoc(r)
			p := phoneE164(r, l.country)
			return fmt.Sprintf(`%d.%06d [1 %s:%d] "HSET" "otp:%s" "code" "%s" "attempts" "0"`+"\n"+`%d.%06d [1 %s:%d] "EXPIRE" "otp:%s" "300"`,
				epoch(r), r.Intn(1000000), privIP(r), 30000+r.Intn(30000), b.P("phone", p), dg(r, 6), epoch(r), r.Intn(1000000), privIP(r), 30000+r.Intn(30000), p)
		}},
		{"audit_profile_change", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s audit action=user.profile.update actor=support:%d target_user=%d changes={"phone":["%s","%s"],"email":["%s","%s"]} ip=%s reason="customer request via chat"`,
				b.K(isoTS(r)), 100+r.Intn(900), 100000+r.Intn(900000), b.P("phone", phone(r, l.country)), b.P("phone", phone(r, l.country)), b.P("email", email(r, l)), b.P("email", email(r, l)), pubIP(r))
		}},
		{"postfix_syslog", func(b *B) string {
			r := b.r
			l := randLoc(r)
			qid := hexU(r, 10)
			return fmt.Sprintf(`%s mx%d postfix/smtp[%d]: %s: to=<%s>, relay=%s[%s]:25, delay=%d.%d, delays=0.1/0/0.3/%d.%d, dsn=2.0.0, status=sent (250 2.0.0 OK  %d %s - gsmtp)`,
				sysTS(r), 1+r.Intn(4), 1000+r.Intn(60000), b.K(qid), b.P("email", email(r, l)), pick(r, []string{"gmail-smtp-in.l.google.com", "mx1.mail.ovh.net", "mx.yandex.ru", "mxbiz1.qq.com", "mx1.naver.com"}), pubIP(r), r.Intn(5), r.Intn(10), r.Intn(3), r.Intn(10), epoch(r), rs(r, alnum, 20))
		}},
		{"journald_backup_cmdline", func(b *B) string {
			r := b.r
			pw := password(r)
			host := pick(r, []string{"db-primary.internal", "pg-17.prod.svc", "10.20.4.11", "orders-db.cluster-c9x.eu-west-1.rds.amazonaws.com"})
			return fmt.Sprintf(`{"__REALTIME_TIMESTAMP":"%d","_HOSTNAME":"backup-%02d","_SYSTEMD_UNIT":"pg-backup.service","_PID":"%d","MESSAGE":"exec: pg_dump --format=custom --file=/backups/orders-%s.dump postgresql://backup:%s@%s:5432/orders","PRIORITY":"6"}`,
				epochMs(r)*1000, r.Intn(10), 1000+r.Intn(60000), b.K(tm(r).Format("20060102T1504")), b.P("bearer", pw), host)
		}},
		{"windows_event_cmdline", func(b *B) string {
			r := b.r
			pw := password(r)
			return fmt.Sprintf(`<Event xmlns="http://schemas.microsoft.com/win/2004/08/events/event"><System><Provider Name="Microsoft-Windows-Security-Auditing" Guid="{54849625-5478-4994-a5ba-3e3b0328c30d}"/><EventID>4688</EventID><TimeCreated SystemTime="%s"/><Computer>%s.corp.local</Computer></System><EventData><Data Name="SubjectUserName">svc_deploy</Data><Data Name="NewProcessName">C:\Windows\System32\net.exe</Data><Data Name="CommandLine">net use \\fs01\deploy /user:CORP\svc_deploy %s /persistent:no</Data><Data Name="NewProcessId">0x%x</Data></EventData></Event>`,
				b.K(isoTSus(r)), pick(r, []string{"WS-", "SRV-", "BUILD-"})+dg(r, 3), b.P("bearer", pw), 0x100+r.Intn(0xffff))
		}},
		{"windows_event_4625_upn", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`<Event><System><EventID>4625</EventID><TimeCreated SystemTime="%s"/><EventRecordID>%s</EventRecordID></System><EventData><Data Name="TargetUserName">%s</Data><Data Name="TargetDomainName">AzureAD</Data><Data Name="Status">0xc000006d</Data><Data Name="SubStatus">0xc000006a</Data><Data Name="IpAddress">%s</Data><Data Name="IpPort">%d</Data></EventData></Event>`,
				isoTSus(r), b.K(fmt.Sprint(1000000+r.Intn(90000000))), b.P("email", email(r, l)), b.K(pubIP(r)), 1024+r.Intn(60000))
		}},
		{"cloudtrail_cognito", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"eventVersion":"1.08","eventTime":"%s","eventSource":"cognito-idp.amazonaws.com","eventName":"AdminCreateUser","awsRegion":"%s","sourceIPAddress":"%s","requestParameters":{"userPoolId":"%s_%s","username":"%s","userAttributes":[{"name":"email","value":"%s"},{"name":"phone_number","value":"%s"}],"messageAction":"SUPPRESS"},"requestID":"%s","eventID":"%s"}`,
				tm(r).Format("2006-01-02T15:04:05Z"), pick(r, regions), pubIP(r), pick(r, regions), rs(r, alnum, 9), uuid(r), b.P("email", email(r, l)), b.P("phone", phoneE164(r, l.country)), b.K(uuid(r)), b.K(uuid(r)))
		}},
		{"cloudtrail_lambda_env", func(b *B) string {
			r := b.r
			sec := awsSecret(r)
			return fmt.Sprintf(`{"eventTime":"%s","eventSource":"lambda.amazonaws.com","eventName":"UpdateFunctionConfiguration20150331v2","requestParameters":{"functionName":"%s-%s","environment":{"variables":{"NODE_ENV":"production","S3_BUCKET":"%s-exports","EXPORT_AWS_ACCESS_KEY_ID":"%s","EXPORT_AWS_SECRET_ACCESS_KEY":"%s"}}},"requestID":"%s"}`,
				tm(r).Format("2006-01-02T15:04:05Z"), pick(r, apps), pick(r, []string{"worker", "cron", "handler"}), pick(r, apps), awsKeyID(r), b.P("bearer", sec), b.K(uuid(r)))
		}},
		{"kubectl_describe_env", func(b *B) string {
			r := b.r
			pw := password(r)
			sk := stripeSK(r)
			return fmt.Sprintf("Name:         %s\nNamespace:    prod\nNode:         ip-%s.ec2.internal/%s\nContainers:\n  app:\n    Image:      registry.gitlab.com/acme/%s:%s\n    Environment:\n      PORT:               8080\n      DATABASE_URL:       postgres://orders:%s@orders-db.prod.svc:5432/orders?sslmode=require\n      STRIPE_SECRET_KEY:  %s\n      LOG_LEVEL:          info",
				podName(r, "orders"), strings.ReplaceAll(privIP(r), ".", "-"), privIP(r), pick(r, apps), b.K(gitSHA(r)[:12]), b.P("bearer", pw), b.P("bearer", sk))
		}},
		{"k8s_pod_log_json", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s stdout F {"level":"warn","ts":%d.%d,"logger":"delivery","msg":"courier could not reach recipient","order_id":"%s","recipient_phone":"%s","attempt":%d,"pod":"%s"}`,
				isoTSus(r), epoch(r), r.Intn(1000000), b.K(strings.ToUpper(rs(r, alnum, 10))), b.P("phone", phone(r, l.country)), 1+r.Intn(4), podName(r, "dispatch"))
		}},
		{"lambda_invocation_log", func(b *B) string {
			r := b.r
			l := randLoc(r)
			id := uuid(r)
			return fmt.Sprintf("START RequestId: %s Version: $LATEST\n%s\t%s\tINFO\tReceived event: {\"source\":\"web\",\"form\":\"contact\",\"fields\":{\"name\":\"%s\",\"email\":\"%s\",\"message\":\"%s\"}}\nEND RequestId: %s\nREPORT RequestId: %s\tDuration: %d.%02d ms\tBilled Duration: %d ms\tMemory Size: 512 MB\tMax Memory Used: %d MB",
				b.K(id), isoTS(r), id, name(r, l), b.P("email", email(r, l)), userMsgPhone(b, l), id, id, 10+r.Intn(900), r.Intn(100), 100+r.Intn(900), 60+r.Intn(200))
		}},
		{"gcf_structured_log", func(b *B) string {
			r := b.r
			tok := pick(r, []func() string{func() string { return jwt(r) }, func() string { return googleAT(r) }})()
			fam := "bearer"
			if strings.HasPrefix(tok, "eyJ") {
				fam = "jwt"
			}
			return fmt.Sprintf(`{"insertId":"%s","jsonPayload":{"message":"upstream 401","headers":{"authorization":"Bearer %s","x-cloud-trace-context":"%s/%d;o=1"}},"resource":{"type":"cloud_function","labels":{"function_name":"%s","region":"europe-west1"}},"timestamp":"%s","severity":"ERROR"}`,
				rs(r, lower+digits, 14), b.P(fam, tok), b.K(traceID(r)), r.Uint64()>>1, strings.ReplaceAll(pick(r, apps), "-", "_"), isoTSus(r))
		}},
		{"java_stacktrace_card", func(b *B) string {
			r := b.r
			c := card(r)
			return fmt.Sprintf("%s ERROR [payment-worker-%d] c.a.p.CardVaultService - tokenization failed\ncom.acme.payments.vault.VaultException: cannot tokenize PAN %s: issuer BIN not supported\n\tat com.acme.payments.vault.CardVaultService.tokenize(CardVaultService.java:%d)\n\tat com.acme.payments.api.ChargeController.charge(ChargeController.java:%d)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)",
				tm(r).Format("2006-01-02 15:04:05.000"), r.Intn(8), b.P("credit_card", c), 50+r.Intn(300), 30+r.Intn(200))
		}},
		{"java_tostring_dump", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("%s WARN  [%s] c.a.crm.SyncJob : skipping record Customer(id=%d, fullName=%s, email=%s, mobilePhone=%s, optIn=true, createdAt=%s)",
				tm(r).Format("2006-01-02 15:04:05.000"), b.K(traceID(r)[:16]), r.Intn(999999), name(r, l), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), isoTS(r))
		}},
		{"go_panic_struct", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("%s ERROR handler failed err=\"stripe: customer not found\" req=&{ID:%d Email:%s Phone:%s Plan:pro Coupon:}\ngoroutine %d [running]:\nmain.(*BillingHandler).Subscribe(0xc000%s, {0x%s, 0xc000%s})\n\t/src/cmd/billing/handler.go:%d +0x%x",
				isoTS(r), r.Intn(9999999), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), 20+r.Intn(900), hx(r, 6), hx(r, 7), hx(r, 6), 40+r.Intn(300), r.Intn(0x400))
		}},
		{"node_axios_error", func(b *B) string {
			r := b.r
			tok := anySecret(r)
			return fmt.Sprintf("AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/dist/node/axios.cjs:%d:12)\n  config: {\n    url: 'https://api.%s/v3/contacts',\n    method: 'post',\n    headers: Object [AxiosHeaders] {\n      Accept: 'application/json, text/plain, */*',\n      'Content-Type': 'application/json',\n      Authorization: 'Bearer %s',\n      'User-Agent': 'axios/1.6.8'\n    },\n  },\n  code: 'ERR_BAD_REQUEST'",
				1900+r.Intn(200), pick(r, []string{"hubspot.com", "sendgrid.com", "intercom.io", "zendesk.com", "pipedrive.com"}), b.P("bearer", tok))
		}},
		{"ruby_exception_params", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf("E, [%s #%d] ERROR -- : Twilio::REST::RestError: [HTTP 400] 21211 : Unable to create record\nThe 'To' number %s is not a valid phone number.\nhttps://www.twilio.com/docs/errors/21211\n  app/services/sms_notifier.rb:%d:in `deliver'",
				tm(r).Format("2006-01-02T15:04:05.000000"), 1000+r.Intn(60000), b.P("phone", phone(r, l.country)), 10+r.Intn(90))
		}},
		{"dotnet_connstring_exception", func(b *B) string {
			r := b.r
			pw := password(r)
			return fmt.Sprintf("fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]\n      An error occurred using the connection to database 'Orders' on server 'tcp:%s.database.windows.net,1433'.\nSystem.InvalidOperationException: Cannot open database with connection string 'Server=tcp:%s.database.windows.net,1433;Initial Catalog=Orders;User ID=ordersapp;Password=%s;Encrypt=True;Connection Timeout=30;'\n   at Microsoft.Data.SqlClient.SqlInternalConnectionTds..ctor()",
				pick(r, []string{"sql-prod-weu", "acme-sql01", "orders-srv"}), pick(r, []string{"sql-prod-weu", "acme-sql01", "orders-srv"}), b.P("bearer", pw))
		}},
		{"segment_identify", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"type":"identify","messageId":"%s","anonymousId":"%s","userId":"usr_%s","traits":{"email":"%s","phone":"%s","firstName":"%s","plan":"trial","locale":"%s"},"context":{"library":{"name":"analytics.js","version":"%s"},"ip":"%s"},"timestamp":"%s"}`,
				b.K("ajs-next-"+hx(r, 32)), b.K(uuid(r)), rs(r, alnum, 12), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), strings.Title(pick(r, l.first)), l.code, ver(r), pubIP(r), isoTS(r))
		}},
		{"mixpanel_engage", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`[{"$distinct_id":"%s","$set":{"$email":"%s","$phone":"%s","$name":"%s","Signup Source":"ios"}}]`,
				b.K(uuid(r)), b.P("email", email(r, l)), b.P("phone", phone(r, l.country)), name(r, l))
		}},
		{"amplitude_event", func(b *B) string {
			r := b.r
			l := randLoc(r)
			em := b.P("email", email(r, l))
			return fmt.Sprintf(`{"api_key":"%s","events":[{"user_id":"%s","device_id":"%s","event_type":"Checkout Started","time":%d,"event_properties":{"cart_value":%d.%02d,"promo":"SPRING24"},"user_properties":{"email":"%s","country":"%s"}}]}`,
				b.P("bearer", hx(r, 32)), em, b.K(strings.ToUpper(uuid(r))), epochMs(r), r.Intn(900), r.Intn(100), em, l.country)
		}},
		{"feature_flag_context", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s DEBUG launchdarkly: evaluated flag "new-checkout-flow" variation=%d reason={"kind":"RULE_MATCH","ruleIndex":%d} context={"kind":"user","key":"%s","email":"%s","country":"%s","custom":{"tier":"gold"}}`,
				isoTS(r), r.Intn(3), r.Intn(5), b.K(uuid(r)), b.P("email", email(r, l)), l.country)
		}},
		{"twilio_inbound_webhook", func(b *B) string {
			r := b.r
			l := randLoc(r)
			from := urlEnc(phoneE164(r, l.country))
			to := urlEnc(phoneE164(r, "US"))
			em := email(r, l)
			msg := formEnc(fmt.Sprintf(pick(r, l.mailMsg), em))
			b.P("email", formEnc(em))
			return fmt.Sprintf(`POST /webhooks/twilio/sms ToCountry=US&ToState=CA&SmsMessageSid=SM%s&NumMedia=0&FromCountry=%s&SmsStatus=received&Body=%s&From=%s&To=%s&MessageSid=SM%s&AccountSid=AC%s&ApiVersion=2010-04-01`,
				hx(r, 32), l.country, msg, b.P("phone", from), b.P("phone", to), b.K(hx(r, 32)), hx(r, 32))
		}},
		{"twilio_status_callback", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`%s INFO webhooks.twilio status_callback MessageSid=SM%s MessageStatus=undelivered ErrorCode=30003 To=%s From=%s`,
				isoTS(r), b.K(hx(r, 32)), b.P("phone", phoneE164(r, l.country)), pick(r, []string{"ACMEBANK", "MyShop", "Verify"}))
		}},
		{"twilio_api_debug", func(b *B) string {
			r := b.r
			sid := twilioSID(r)
			tok := twilioTok(r)
			return fmt.Sprintf("DEBUG twilio.http_client -- BEGIN Twilio API Request --\nPOST Request: https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json\nHeaders:\nAuthorization : Basic %s\nUser-Agent : twilio-python/8.%d.0 (Linux x86_64) Python/3.11.%d",
				sid, b.P("bearer", basicBlobRaw(sid+":"+tok)), r.Intn(12), r.Intn(9))
		}},
		{"sendgrid_event_webhook", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`[{"email":"%s","timestamp":%d,"smtp-id":"<%s@ismtpd-%d>","event":"bounce","type":"blocked","reason":"550 5.1.1 The email account that you tried to reach does not exist","sg_event_id":"%s","sg_message_id":"%s.filterdrecv-%s"}]`,
				b.P("email", email(r, l)), epoch(r), rs(r, b64u, 22), r.Intn(40), b.K(rs(r, b64u, 22)), rs(r, b64u, 22), hx(r, 10))
		}},
		{"mailgun_failed_event", func(b *B) string {
			r := b.r
			l := randLoc(r)
			return fmt.Sprintf(`{"event":"failed","severity":"permanent","recipient":"%s","message":{"headers":{"to":"%s <%s>","from":"Billing <%s>","subject":"Your receipt #%d"}},"delivery-status":{"code":550,"message":"mailbox unavailable"},"id":"%s","timestamp":%d.%06d}`,
				b.P("email", email(r, l)), name(r, l), b.P("email", email(r, l)), b.P("email", "billing@mg."+pick(r, corpDomains)), 10000+r.Intn(90000), b.K(rs(r, b64u, 22)), epoch(r), r.Intn(1000000))
		}},
	}
	return append(t, piiTemplates2()...)
}

func basicBlobRaw(s string) string { return b64std(s) }
