package main

import (
	"fmt"
	"strings"
)

func maskedEmail(b *B) string {
	r := b.r
	return b.K(pick(r, []string{"***@***", "j***@g***.com", "[email]", "<redacted>", "u***r@***.de", "REDACTED_EMAIL", "{{user.email}}", "${EMAIL}", "***@example.invalid"}))
}
func maskedPhone(b *B) string {
	r := b.r
	return b.K(pick(r, []string{"+1******" + dg(r, 4), "+49 *** ****" + dg(r, 3), "***-***-" + dg(r, 4), "+33 6 ** ** ** " + dg(r, 2), "[phone]", "+44 7*** ***" + dg(r, 3), "XXX-XXX-" + dg(r, 4), "+81-90-****-" + dg(r, 4)}))
}

func cleanTemplates() []Tmpl {
	return []Tmpl{
		{"c_nginx_access", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s - - [%s] "GET /api/v2/orders/%d/items?page=%d&per_page=50 HTTP/1.1" 200 %d "https://app.%s/orders" "%s" rt=%d.%03d req_id=%s`,
				b.K(pubIP(r)), b.K(clfTS(r)), 100000+r.Intn(900000), 1+r.Intn(9), 200+r.Intn(90000), pick(r, corpDomains), pick(r, uas), r.Intn(3), r.Intn(1000), b.K(hx(r, 32)))
		}},
		{"c_pg_duration_ids", func(b *B) string {
			r := b.r
			return fmt.Sprintf("%s [%d] LOG:  duration: %d.%03d ms  execute <unnamed>: SELECT * FROM order_lines WHERE order_id = $1 AND sku = $2\n%s [%d] DETAIL:  parameters: $1 = '%d', $2 = 'SKU-%s'",
				b.K(pgTS(r)), 1000+r.Intn(60000), r.Intn(2000), r.Intn(1000), pgTS(r), 1000+r.Intn(60000), 1000000+r.Intn(9000000), strings.ToUpper(rs(r, alnum, 8)))
		}},
		{"c_pg_masked_params", func(b *B) string {
			r := b.r
			return fmt.Sprintf("%s [%d] LOG:  duration: %d.%03d ms  execute S_7: UPDATE users SET email = $1, phone = $2, updated_at = $3 WHERE id = $4\n%s [%d] DETAIL:  parameters: $1 = '%s', $2 = '%s', $3 = '%s', $4 = '%d'",
				pgTS(r), 1000+r.Intn(60000), r.Intn(90), r.Intn(1000), pgTS(r), 1000+r.Intn(60000), maskedEmail(b), maskedPhone(b), b.K(tm(r).Format("2006-01-02 15:04:05.000000+00")), 1000+r.Intn(9000000))
		}},
		{"c_otel_span", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`{"traceId":"%s","spanId":"%s","parentSpanId":"%s","name":"GET /healthz","kind":2,"startTimeUnixNano":"%d","endTimeUnixNano":"%d","attributes":[{"key":"http.route","value":{"stringValue":"/healthz"}},{"key":"net.peer.port","value":{"intValue":"%d"}},{"key":"http.status_code","value":{"intValue":"200"}}]}`,
				b.K(traceID(r)), b.K(spanID(r)), spanID(r), epochMs(r)*1000000, epochMs(r)*1000000+int64(r.Intn(90000000)), 1024+r.Intn(60000))
		}},
		{"c_k8s_events", func(b *B) string {
			r := b.r
			p := podName(r, pick(r, apps))
			return fmt.Sprintf("LAST SEEN   TYPE      REASON      OBJECT              MESSAGE\n%dm         Warning   BackOff     pod/%s   Back-off restarting failed container app in pod %s_prod(%s)\n%ds         Normal    Pulled      pod/%s   Successfully pulled image \"registry.gitlab.com/acme/app@sha256:%s\" in %d.%03ds",
				1+r.Intn(59), p, p, b.K(uuid(r)), 5+r.Intn(55), p, b.K(sha256h(r)), r.Intn(30), r.Intn(1000))
		}},
		{"c_lambda_report", func(b *B) string {
			r := b.r
			id := uuid(r)
			return fmt.Sprintf("START RequestId: %s Version: %d\nEND RequestId: %s\nREPORT RequestId: %s\tDuration: %d.%02d ms\tBilled Duration: %d ms\tMemory Size: 1024 MB\tMax Memory Used: %d MB\tInit Duration: %d.%02d ms\tXRAY TraceId: 1-%s-%s",
				b.K(id), 1+r.Intn(90), id, id, r.Intn(3000), r.Intn(100), 1+r.Intn(3000), 80+r.Intn(600), 100+r.Intn(900), r.Intn(100), hx(r, 8), b.K(hx(r, 24)))
		}},
		{"c_sentry_masked_user", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`{"event_id":"%s","level":"error","exception":{"values":[{"type":"KeyError","value":"'shipping_address'"}]},"user":{"id":"%d","email":"[Filtered]","ip_address":"{{auto}}"},"request":{"headers":{"Authorization":"[Filtered]","Cookie":"[Filtered]"}},"release":"%s"}`,
				b.K(hx(r, 32)), 1000+r.Intn(9000000), b.K("web@"+ver(r)))
		}},
		{"c_java_stacktrace", func(b *B) string {
			r := b.r
			return fmt.Sprintf("%s ERROR [http-nio-8080-exec-%d] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception\njava.lang.IllegalStateException: Order %d is already in state SHIPPED\n\tat com.acme.orders.OrderService.cancel(OrderService.java:%d)\n\tat jdk.internal.reflect.GeneratedMethodAccessor%d.invoke(Unknown Source)\n\t... %d common frames omitted",
				b.K(tm(r).Format("2006-01-02 15:04:05.000")), 1+r.Intn(200), 100000000+r.Intn(900000000), 40+r.Intn(400), 100+r.Intn(400), 20+r.Intn(80))
		}},
		{"c_go_panic", func(b *B) string {
			r := b.r
			return fmt.Sprintf("panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x%x pc=0x%s]\n\ngoroutine %d [running]:\ngithub.com/acme/ledger/internal/post.(*Batch).Flush(0xc000%s, {0x%s, 0xc000%s})\n\t/build/internal/post/batch.go:%d +0x%x",
				8*r.Intn(40), hx(r, 6), 1+r.Intn(9000), hx(r, 6), hx(r, 7), hx(r, 6), 20+r.Intn(400), r.Intn(0x500))
		}},
		{"c_kafka_consumer_lag", func(b *B) string {
			r := b.r
			var sb strings.Builder
			sb.WriteString("GROUP            TOPIC            PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG   CONSUMER-ID                                      HOST\n")
			for i := 0; i < 2+r.Intn(3); i++ {
				off := 1000000 + r.Intn(90000000)
				lag := r.Intn(5000)
				fmt.Fprintf(&sb, "billing-consumer payments.events %d          %d        %d        %d  consumer-1-%s  /%s\n", i, off, off+lag, lag, uuid(r), privIP(r))
			}
			return strings.TrimRight(sb.String(), "\n")
		}},
		{"c_redis_monitor", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%d.%06d [0 %s:%d] "GET" "cache:product:%d:v%d"`+"\n"+`%d.%06d [0 %s:%d] "INCRBY" "ratelimit:%s:%d" "1"`,
				epoch(r), r.Intn(1000000), b.K(privIP(r)), 30000+r.Intn(30000), r.Intn(9000000), r.Intn(9), epoch(r), r.Intn(1000000), privIP(r), 30000+r.Intn(30000), hx(r, 16), epoch(r)/60)
		}},
		{"c_cloudtrail_describe", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`{"eventVersion":"1.09","userIdentity":{"type":"AssumedRole","principalId":"AROA%s:%s","arn":"arn:aws:sts::%s:assumed-role/ci-deployer/%s","accountId":"%s"},"eventTime":"%s","eventSource":"ec2.amazonaws.com","eventName":"DescribeInstances","awsRegion":"%s","sourceIPAddress":"%s","requestID":"%s","eventID":"%s","readOnly":true}`,
				rs(r, upper+"234567", 17), "GitHubActions", dg(r, 12), "GitHubActions", dg(r, 12), tm(r).Format("2006-01-02T15:04:05Z"), pick(r, regions), b.K(pubIP(r)), b.K(uuid(r)), uuid(r))
		}},
		{"c_windows_4624", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`<Event><System><EventID>4624</EventID><TimeCreated SystemTime="%s"/><EventRecordID>%d</EventRecordID><Execution ProcessID="%d" ThreadID="%d"/></System><EventData><Data Name="TargetUserSid">S-1-5-21-%d-%d-%d-%d</Data><Data Name="TargetUserName">SVC_BACKUP</Data><Data Name="TargetLogonId">0x%x</Data><Data Name="LogonType">3</Data><Data Name="IpAddress">%s</Data><Data Name="IpPort">%d</Data></EventData></Event>`,
				b.K(isoTSus(r)), 1000000+r.Intn(90000000), 500+r.Intn(900), 1000+r.Intn(9000), 1000000000+r.Intn(1000000000), 1000000000+r.Intn(1000000000), 1000000000+r.Intn(1000000000), 1000+r.Intn(9000), r.Int63n(1<<40), b.K(privIP(r)), 1024+r.Intn(60000))
		}},
		{"c_sendgrid_masked", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`[{"email":"%s","timestamp":%d,"event":"delivered","sg_event_id":"%s","sg_message_id":"%s.filterdrecv-%s-%d","response":"250 2.0.0 OK %d %s - gsmtp"}]`,
				maskedEmail(b), epoch(r), b.K(rs(r, b64u, 22)), rs(r, b64u, 22), hx(r, 10), r.Intn(100), epoch(r), rs(r, alnum, 20))
		}},
		{"c_twilio_masked", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s INFO webhooks.twilio status_callback MessageSid=SM%s MessageStatus=%s To=%s NumSegments=%d Price=-0.00%d`,
				isoTS(r), b.K(hx(r, 32)), pick(r, []string{"sent", "delivered", "failed", "queued"}), maskedPhone(b), 1+r.Intn(3), 10+r.Intn(80))
		}},
		{"c_segment_anonymous", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`{"type":"track","event":"Product Viewed","anonymousId":"%s","messageId":"%s","properties":{"product_id":"%d","price":%d.%02d,"currency":"%s","position":%d},"context":{"library":{"name":"analytics-ios","version":"%s"},"screen":{"width":%d,"height":%d}},"timestamp":"%s"}`,
				b.K(uuid(r)), b.K("ajs-next-"+hx(r, 32)), 100000+r.Intn(900000), r.Intn(500), r.Intn(100), pick(r, []string{"USD", "EUR", "JPY", "BRL", "INR"}), r.Intn(30), ver(r), 390+r.Intn(40), 844+r.Intn(100), isoTS(r))
		}},
		{"c_haproxy", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s lb-%02d haproxy[%d]: %s:%d [%s] fe_https~ be_web/web%02d 0/0/%d/%d/%d 200 %d - - ---- %d/%d/%d/%d/0 0/0 "GET /static/img/logo@2x.png HTTP/1.1"`,
				sysTS(r), r.Intn(9), 1000+r.Intn(50000), b.K(pubIP(r)), 1024+r.Intn(60000), tm(r).Format("02/Jan/2006:15:04:05.000"), r.Intn(12), r.Intn(3), r.Intn(200), r.Intn(300), 100+r.Intn(90000), r.Intn(900), r.Intn(900), r.Intn(90), r.Intn(20))
		}},
		{"c_envoy", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`[%s] "POST /grpc.health.v1.Health/Check HTTP/2" 200 - via_upstream - "-" 5 7 %d %d "-" "grpc-go/1.%d.0" "%s" "%s:9090" "%s:9090"`,
				isoTS(r), r.Intn(20), r.Intn(20), 50+r.Intn(15), b.K(uuid(r)), pick(r, apps), privIP(r))
		}},
		{"c_mysql_slow", func(b *B) string {
			r := b.r
			return fmt.Sprintf("# Time: %s\n# User@Host: report[report] @  [%s]  Id: %d\n# Query_time: %d.%06d  Lock_time: 0.000%03d Rows_sent: %d  Rows_examined: %d\nSET timestamp=%d;\nSELECT DATE(created_at) d, COUNT(*) FROM orders WHERE created_at >= '%s' GROUP BY d;",
				isoTSus(r), b.K(privIP(r)), 100+r.Intn(90000), 1+r.Intn(40), r.Intn(1000000), r.Intn(1000), r.Intn(400), 1000000+r.Intn(90000000), epoch(r), tm(r).Format("2006-01-02"))
		}},
		{"c_syslog_cron", func(b *B) string {
			r := b.r
			return fmt.Sprintf("%s %s CRON[%d]: (root) CMD (/usr/local/bin/rotate-logs --keep 14 --max-size 512M)\n%s %s systemd[1]: Started session %d of user deploy.",
				sysTS(r), pick(r, []string{"web-01", "worker-3", "db-replica"}), 1000+r.Intn(60000), sysTS(r), "web-01", 1000+r.Intn(90000))
		}},
		{"c_docker_build", func(b *B) string {
			r := b.r
			return fmt.Sprintf("#%d [builder %d/7] RUN go build -trimpath -ldflags \"-X main.version=%s -X main.commit=%s\" -o /out/app ./cmd/app\n#%d DONE %d.%ds\n#%d exporting layers\n#%d writing image sha256:%s done",
				8+r.Intn(5), 4+r.Intn(3), b.K(ver(r)), b.K(gitSHA(r)[:12]), 8+r.Intn(5), r.Intn(120), r.Intn(10), 12+r.Intn(5), 12+r.Intn(5), b.K(sha256h(r)))
		}},
		{"c_deploy_log", func(b *B) string {
			r := b.r
			return fmt.Sprintf("%s deploy[%d]: rolling out %s %s -> %s (commit %s) to %s: %d/%d pods ready, max_unavailable=25%%",
				isoTS(r), 1000+r.Intn(60000), pick(r, apps), ver(r), b.K(ver(r)+"-rc."+fmt.Sprint(1+r.Intn(9))), b.K(gitSHA(r)), pick(r, regions), r.Intn(12), 12)
		}},
		{"c_prometheus_alert", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`{"status":"firing","labels":{"alertname":"HighLatencyP99","service":"%s","severity":"page","instance":"%s:9102"},"annotations":{"summary":"p99 latency %d ms over 5m","runbook":"https://runbooks.internal/latency"},"startsAt":"%s","fingerprint":"%s"}`,
				pick(r, apps), b.K(privIP(r)), 500+r.Intn(9000), b.K(isoTS(r)), hx(r, 16))
		}},
		{"c_grpc_metadata", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s INFO grpc.server: finished unary call grpc.method=ListInvoices grpc.code=OK grpc.time_ms=%d.%03d metadata=map[:authority:[billing.internal:9090] authorization:[REDACTED] content-type:[application/grpc] grpc-timeout:[%dm] x-request-id:[%s] traceparent:[00-%s-%s-01]]`,
				isoTS(r), r.Intn(90), r.Intn(1000), 1000+r.Intn(9000), b.K(uuid(r)), b.K(traceID(r)), spanID(r))
		}},
		{"c_graphql_timing", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s debug [graphql] operation=GetCart complexity=%d depth=%d duration=%dms cache=%s variables={"cartId":"%s","first":20,"after":"%s"}`,
				isoTS(r), 10+r.Intn(300), 2+r.Intn(6), r.Intn(500), pick(r, []string{"HIT", "MISS"}), b.K(uuid(r)), b64std(fmt.Sprintf("cursor:%d", r.Intn(1000))))
		}},
		{"c_mobile_crash", func(b *B) string {
			r := b.r
			return fmt.Sprintf("Incident Identifier: %s\nCrashReporter Key:   %s\nHardware Model:      iPhone14,%d\nProcess:             ShopApp [%d]\nVersion:             %s (%d)\nDate/Time:           %s\nException Type:  EXC_BAD_ACCESS (SIGSEGV)\nException Codes: KERN_INVALID_ADDRESS at 0x%016x\nThread 0 Crashed:\n0   ShopApp   0x%x CartViewModel.total.getter + %d",
				b.K(uuidUpper(r)), b.K(hx(r, 40)), 2+r.Intn(6), 100+r.Intn(9000), ver(r), 1000+r.Intn(9000), tm(r).Format("2006-01-02 15:04:05.0000 -0700"), r.Int63n(1<<36), 0x100000000+r.Int63n(1<<28), r.Intn(900))
		}},
		{"c_config_placeholders", func(b *B) string {
			r := b.r
			return fmt.Sprintf("%s INFO  Loaded configuration:\n  spring.datasource.url=jdbc:postgresql://pg.internal:5432/app\n  spring.datasource.username=app\n  spring.datasource.password=%s\n  stripe.secret-key=%s\n  alerts.slack.webhook=%s\n  build.version=%s",
				isoTS(r), pick(r, []string{"******", "${DB_PASSWORD}", "<redacted>", "[PROTECTED]"}), pick(r, []string{"sk_live_****", "${STRIPE_SECRET_KEY}", "<redacted>", "********"}), pick(r, []string{"${SLACK_WEBHOOK_URL}", "(not set)", "https://hooks.slack.com/services/***"}), b.K(ver(r)))
		}},
		{"c_locale_order_message", func(b *B) string {
			r := b.r
			l := randLoc(r)
			ord := pick(r, []string{dg(r, 6), "A-" + dg(r, 5), strings.ToUpper(rs(r, alnum, 8)), dg(r, 3) + "-" + dg(r, 4)})
			return fmt.Sprintf(`{"ts":"%s","level":"info","svc":"support-desk","event":"message.received","conversation":"%s","lang":"%s","text":"%s"}`,
				isoTS(r), b.K(uuid(r)), l.code, fmt.Sprintf(pick(r, l.cleanMsg), ord))
		}},
		{"c_audit_login", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s audit action=auth.login.success user_id=%d session=%s mfa=%s ip=%s ua="%s" geo=%s`,
				b.K(isoTS(r)), 1000+r.Intn(9000000), pick(r, []string{"<redacted>", "sha256:" + hx(r, 12)}), pick(r, []string{"totp", "webauthn", "sms"}), b.K(pubIP(r)), pick(r, uas), pick(r, []string{"DE", "BR", "JP", "US", "IN"}))
		}},
		{"c_csp_report", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`{"csp-report":{"document-uri":"https://www.%s/checkout","referrer":"","violated-directive":"script-src-elem","effective-directive":"script-src-elem","original-policy":"default-src 'self'; script-src 'self' 'nonce-%s'; report-uri /csp","blocked-uri":"https://cdn.tracker-%d.net/t.js","status-code":200,"line-number":%d}}`,
				pick(r, corpDomains), b.K(rs(r, b64a, 22)), r.Intn(99), 1+r.Intn(900))
		}},
		{"c_har_timings", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`{"startedDateTime":"%s","time":%d.%03d,"request":{"method":"GET","url":"https://cdn.%s/assets/app.%s.js","httpVersion":"h2","headers":[{"name":"accept-encoding","value":"gzip, br"}],"headersSize":-1,"bodySize":0},"response":{"status":200,"content":{"size":%d,"mimeType":"application/javascript"}},"timings":{"blocked":%d.%d,"dns":-1,"connect":-1,"wait":%d.%d,"receive":%d.%d}}`,
				b.K(isoTS(r)), r.Intn(900), r.Intn(1000), pick(r, corpDomains), b.K(hx(r, 20)), 10000+r.Intn(900000), r.Intn(9), r.Intn(10), r.Intn(200), r.Intn(10), r.Intn(50), r.Intn(10))
		}},
		{"c_feature_flag", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s DEBUG flags: evaluated "checkout-v3" for context{kind=user,key=%s} -> variation %d (reason=FALLTHROUGH, inExperiment=%v) sdk=go-server-sdk/%s`,
				isoTS(r), b.K(uuid(r)), r.Intn(3), r.Intn(2) == 0, ver(r))
		}},
		{"c_orm_integer_ids", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`  Order Load (%d.%dms)  SELECT "orders".* FROM "orders" WHERE "orders"."account_id" = $1 AND "orders"."external_ref" = $2 LIMIT $3  [["account_id", %d], ["external_ref", "%s"], ["LIMIT", 1]]`,
				r.Intn(20), r.Intn(10), 1000+r.Intn(9000000), b.K("ch_"+mixed(r, alnum, 24)))
		}},
		{"c_stripe_last4", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s INFO payments charge.succeeded id=ch_%s pm=pm_%s brand=%s last4=%s exp=%02d/%d amount=%d currency=%s customer=cus_%s`,
				isoTS(r), b.K(mixed(r, alnum, 24)), mixed(r, alnum, 24), pick(r, []string{"visa", "mastercard", "amex", "jcb"}), dg(r, 4), 1+r.Intn(12), 2025+r.Intn(6), 100+r.Intn(900000), pick(r, []string{"usd", "eur", "gbp"}), b.K(mixed(r, alnum, 14)))
		}},
		{"c_truncated_tokens", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s WARN auth: rejected token prefix=%s... (len=%d) reason=expired kid=%s iss=%s`,
				isoTS(r), pick(r, []string{"eyJhbGciOi", "eyJ0eXAiOiJKV1Qi", "ghp_", "sk_live_", "xoxb-"}), 100+r.Intn(800), b.K(hx(r, 16)), pick(r, jwtIssuers))
		}},
		{"c_big_numbers", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s metrics host=%s rx_bytes=%d tx_bytes=%d duration_ns=%d snowflake=%d seq=%d inode=%d`,
				isoTS(r), pick(r, []string{"edge-fra-3", "edge-gru-1", "edge-nrt-2"}), 1000000000+r.Int63n(8000000000), 100000000+r.Int63n(900000000), 1000000000+r.Int63n(8000000000), 1700000000000000000+r.Int63n(100000000000000000), 100000+r.Intn(9000000), 10000000+r.Intn(90000000))
		}},
		{"c_dns_ipv6", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s coredns[%d]: [INFO] %s:%d - %d "AAAA IN api.%s. udp %d false 1232" NOERROR qr,rd,ra %d %d.%09ds`,
				sysTS(r), 1+r.Intn(900), b.K(ip6(r)), 1024+r.Intn(60000), r.Intn(65535), pick(r, corpDomains), 40+r.Intn(40), 100+r.Intn(200), r.Intn(2), r.Intn(1000000000))
		}},
		{"c_git_log_oneline", func(b *B) string {
			r := b.r
			return fmt.Sprintf("$ git log --oneline -3 origin/main\n%s fix(checkout): retry idempotent charges (#%d)\n%s chore(deps): bump grpc to 1.%d.0\n%s Merge pull request #%d from acme/release-%s",
				b.K(gitSHA(r)[:9]), 1000+r.Intn(9000), gitSHA(r)[:9], 55+r.Intn(10), gitSHA(r)[:9], 1000+r.Intn(9000), ver(r))
		}},
		{"c_pkg_versions", func(b *B) string {
			r := b.r
			return fmt.Sprintf("npm warn deprecated inflight@1.0.6: This module is not supported\nnpm warn deprecated glob@7.%d.%d: Glob versions prior to v9 are no longer supported\nadded %d packages, and audited %d packages in %ds\nfound %d vulnerabilities",
				r.Intn(3), r.Intn(7), 300+r.Intn(1500), 300+r.Intn(1500), 5+r.Intn(60), r.Intn(9))
		}},
		{"c_sms_gateway_dlr", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s sms-gateway DLR id=%s dest=%s status=%s err=%03d parts=%d cost=0.0%d`,
				b.K(tm(r).Format("2006-01-02 15:04:05.000")), b.K(hx(r, 20)), maskedPhone(b), pick(r, []string{"DELIVRD", "UNDELIV", "EXPIRED"}), r.Intn(100), 1+r.Intn(3), 10+r.Intn(80))
		}},
		{"c_masked_ssn_card", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s INFO kyc.client vendor=%s status=PASS applicant_ref=%s ssn_last4=%s ssn=%s card=%s dob_year=19%d`,
				isoTS(r), pick(r, []string{"socure", "alloy", "persona"}), b.K(uuid(r)), dg(r, 4), b.K("***-**-"+dg(r, 4)), b.K(pick(r, []string{"4", "5"})+dg(r, 5)+"******"+dg(r, 4)), 50+r.Intn(50))
		}},
		{"c_bearer_placeholders", func(b *B) string {
			r := b.r
			return fmt.Sprintf("$ curl -sS -H \"Authorization: Bearer $%s\" -H 'X-Request-Id: %s' https://api.%s/v1/health\n{\"status\":\"ok\",\"version\":\"%s\",\"uptime_s\":%d}",
				pick(r, []string{"TOKEN", "API_TOKEN", "{ACCESS_TOKEN}", "(cat ~/.token)"}), b.K(uuid(r)), pick(r, corpDomains), b.K(ver(r)), r.Intn(9000000))
		}},
		{"c_jwt_decoded_claims", func(b *B) string {
			r := b.r
			iat := epoch(r)
			return fmt.Sprintf(`%s DEBUG auth: token accepted header={"alg":"RS256","kid":"%s"} claims={"sub":"%d","aud":"%s","iat":%d,"exp":%d,"scope":"orders:read"} jti=%s`,
				isoTS(r), b.K(hx(r, 16)), 100000+r.Intn(900000), pick(r, apps), iat, iat+900, b.K(uuid(r)))
		}},
		{"c_number_ids_labelled", func(b *B) string {
			r := b.r
			return fmt.Sprintf(`%s INFO shipping label created order_id=%d tracking=1Z%s%s employee_id=%d invoice=INV-%d-%d weight_g=%d zip=%s`,
				isoTS(r), 100000000+r.Intn(900000000), strings.ToUpper(rs(r, upper+digits, 6)), dg(r, 10), 100000+r.Intn(900000), 2024+r.Intn(2), r.Intn(100000), 100+r.Intn(30000), dg(r, 5))
		}},
	}
}
