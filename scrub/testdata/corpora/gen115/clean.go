package main

import "fmt"

// Clean lines: no personal or secret value, many strings shaped like one.
func engClean() []tmpl {
	T := func(kind string, f func(g *G, r *rec)) tmpl { return tmpl{kind: kind, f: f} }
	return []tmpl{
		T("clean_java_trace", vx(
			"java.lang.NullPointerException: Cannot invoke \"com.acme.orders.Order.getTotal()\" because \"order\" is null\n\tat com.acme.orders.InvoiceService.render(InvoiceService.java:⟨line⟩)\n\tat com.acme.orders.InvoiceController.get(InvoiceController.java:⟨line⟩)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)",
			"⟨logts⟩ ERROR [pool-⟨n⟩-thread-1] c.a.sync.Importer - batch ⟨uuid⟩ failed after ⟨dur⟩: java.net.SocketTimeoutException: connect timed out (⟨ipport⟩)")),
		T("clean_python_trace", vx(
			"Traceback (most recent call last):\n  File \"/srv/app/jobs/export.py\", line ⟨line⟩, in run\n    rows = fetch(batch_id=⟨id⟩, since=\"⟨iso⟩\")\nKeyError: 'order_total'",
			"requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.northwind.io', port=443): Read timed out. (read timeout=30) [⟨reqid⟩]")),
		T("clean_go_panic", vx(
			"panic: runtime error: index out of range [⟨n⟩] with length ⟨n⟩\n\ngoroutine ⟨id⟩ [running]:\nmain.parse(⟨hexaddr⟩, 0x1e)\n\t/app/parse.go:⟨line⟩ +0x2a5\nexit status 2",
			"⟨ts⟩ ERROR dispatcher/queue.go:⟨line⟩ dequeue failed {\"queue\": \"orders\", \"offset\": ⟨epoch⟩, \"partition\": ⟨n⟩, \"err\": \"context deadline exceeded\"}")),
		T("clean_psql_orders", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{ck(fmt.Sprint(g.rng(100000, 999999))), ck(g.order("en")), ck(g.keepOf("en", "amount", "")), c(g.pick("paid", "refunded", "shipped")), ck(g.keepOf("en", "ts", ""))})
			}
			r.t("shop=> select id, order_no, total, status, created_at from orders limit 3;\n")
			r.table("psql", []string{"id", "order_no", "total", "status", "created_at"}, rows)
		}),
		T("clean_mysql_inventory", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{ck(g.keepOf("en", "sku", "")), ck(g.keepOf("en", "ean", "")), c(fmt.Sprint(g.rng(0, 4000))), ck(g.keepOf("en", "amount", ""))})
			}
			r.t("mysql> SELECT sku, ean, qty, price FROM stock WHERE warehouse_id = 7;\n")
			r.table("mysql", []string{"sku", "ean", "qty", "price"}, rows)
		}),
		T("clean_csv_products", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{ck(g.keepOf("en", "ean", "")), c(g.pick("USB-C cable 2m", "Router AX3000", "Label printer", "Dock 12-in-1")), ck(g.keepOf("en", "amount", "")), ck(g.keepOf("en", "badcard", "plain"))})
			}
			r.table(g.pick("csv", "tsv"), []string{"gtin", "title", "price", "legacy_ref"}, rows)
		}),
		T("clean_csv_masked", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{ck(g.digits(6)), ck(g.keepOf("en", "maskssn", "")), ck(g.keepOf("en", "mask", "")), ck(g.keepOf("en", "iso", ""))})
			}
			r.table("csv", []string{"employee_id", "ssn_masked", "card_masked", "updated"}, rows)
		}),
		T("clean_sql_placeholders", vx(
			"SELECT id FROM users WHERE email = $1 AND phone = $2 AND ssn_hash = $3; -- params bound by pgx, see ⟨ticket⟩",
			"UPDATE payees SET tax_id = :tax_id, updated_at = now() WHERE id = :id; -- migration ⟨ver⟩",
			"INSERT INTO orders (id, order_no, total, created_at) VALUES (⟨id⟩, '⟨order⟩', ⟨amount⟩, '⟨ts⟩');",
			"UPDATE shipments SET status = 'delivered', tracking = '⟨track⟩' WHERE order_id = ⟨id⟩ AND carrier = 'UPS';")),
		T("clean_http_placeholder", vx(
			"curl -H \"Authorization: Bearer ⟨ph⟩\" https://api.northwind.io/v1/orders?since=⟨iso⟩",
			"GET /v2/reports/⟨id⟩ HTTP/1.1\nHost: api.acme-logistics.com\nAuthorization: Bearer ⟨ph⟩\nX-Request-Id: ⟨uuid⟩",
			"Use the `Authorization: Bearer` header with your personal access token; tokens expire after ⟨n⟩ days (docs ⟨ver⟩).")),
		T("clean_http_response", vx(
			"HTTP/1.1 429 Too Many Requests\nDate: Wed, 12 Mar 2025 14:03:11 GMT\nRetry-After: ⟨n⟩\nX-RateLimit-Remaining: 0\nX-Request-Id: ⟨uuid⟩\nETag: W/\"⟨short⟩⟨short⟩\"",
			"< HTTP/2 200\n< content-type: application/json\n< content-length: ⟨id⟩\n< x-amzn-trace-id: Root=1-⟨short⟩-⟨uuid⟩\n{\"token_type\":\"Bearer\",\"expires_in\":3600}")),
		T("clean_http_folded", vx(
			"GET /api/v1/search HTTP/1.1\r\nHost: api.northwind.io\r\nAccept: application/json,\r\n\ttext/plain;q=0.9\r\nX-Trace-Context: ⟨uuid⟩\r\n")),
		T("clean_nginx_log", vx(
			"⟨ip⟩ - - [11/Mar/2025:08:14:55 +0000] \"GET /api/orders/⟨id⟩?page=⟨n⟩ HTTP/1.1\" 200 ⟨id⟩ \"-\" \"Mozilla/5.0 (X11; Linux x86_64)\" rt=0.0⟨n⟩",
			"⟨ip⟩ - - [11/Mar/2025:08:14:56 +0000] \"POST /webhooks/carrier HTTP/1.1\" 204 0 \"-\" \"Go-http-client/2.0\" upstream=⟨ipport⟩")),
		T("clean_k8s_events", vx(
			"Warning  BackOff  ⟨n⟩m (x⟨n⟩ over 1h)  kubelet  Back-off restarting failed container api in pod api-6d9f7c8b5-⟨short⟩_prod(⟨uuid⟩)",
			"NAME                      READY   STATUS    RESTARTS   AGE\nworker-7c9f6d5b8-x2kq9    1/1     Running   ⟨n⟩          ⟨n⟩d\nredis-0                   1/1     Running   0          ⟨n⟩d")),
		T("clean_json_order", vx(
			"{\"order_id\":⟨id⟩⟨id⟩,\"order_no\":\"⟨order⟩\",\"total\":⟨amount⟩,\"currency\":\"EUR\",\"created_at\":\"⟨ts⟩\",\"tracking\":\"⟨track⟩\"}",
			"{\"invoice\":\"⟨inv⟩\",\"lines\":[{\"sku\":\"⟨sku⟩\",\"qty\":⟨n⟩,\"price\":⟨amount⟩}],\"due\":\"⟨iso⟩\"}")),
		T("clean_yaml_config", vx(
			"image: registry.acme-logistics.com/api@⟨sha256⟩\nreplicas: ⟨n⟩\nports:\n  - containerPort: ⟨port⟩\nenv:\n  - name: APP_VERSION\n    value: \"⟨ver⟩\"\n  - name: DB_PASSWORD\n    valueFrom: {secretKeyRef: {name: db, key: password}}",
			"smtp:\n  host: smtp.internal\n  port: 587\n  password: ${SMTP_PASSWORD}\nstripe:\n  publishable_key: ⟨pk⟩")),
		T("clean_xml_invoice", vx(
			"<Invoice><ID>⟨inv⟩</ID><IssueDate>⟨iso⟩</IssueDate><LegalMonetaryTotal><PayableAmount currencyID=\"EUR\">⟨amount⟩</PayableAmount></LegalMonetaryTotal><OrderReference><ID>⟨order⟩</ID></OrderReference></Invoice>")),
		T("clean_validation_rules", vx(
			"phone must be in E.164 format (max 15 digits, e.g. +⟨n⟩…); got \"\" for field contact.phone",
			"ssn: must match ^\\d{3}-\\d{2}-\\d{4}$ (000, 666 and 9xx areas are rejected); see ⟨ticket⟩",
			"card_number: must pass the Luhn check and be 13–19 digits; value ⟨badcard:space⟩ rejected")),
		T("clean_invalid_ssn", vx(
			"Test fixtures use ⟨badssn⟩ and ⟨badssn⟩ because the SSA never issues them.",
			"The form rejected ⟨badssn⟩ as expected (invalid area/group), case ⟨ticket⟩.")),
		T("clean_luhn_fail", vx(
			"Legacy ref ⟨badcard:space⟩ from the old ERP is not a card number (Luhn fails), order ⟨order⟩.",
			"Batch ⟨badcard:plain⟩ imported at ⟨time⟩, ⟨n⟩ rows.")),
		T("clean_masked", vx(
			"Payment with card ⟨mask⟩ (exp ⟨exp⟩) succeeded, amount ⟨price:en⟩.",
			"Employee record updated: SSN ⟨maskssn⟩ verified on ⟨iso⟩.")),
		T("clean_public_keys", vx(
			"Frontend uses the publishable key ⟨pk⟩; the secret key stays in Vault.",
			"aws_access_key_id = ⟨akia⟩  # key id only; secret is in the vault path secret/aws/⟨id⟩")),
		T("clean_git_log", vx(
			"commit ⟨sha⟩\nMerge: ⟨short⟩ ⟨short⟩\nDate:   ⟨ts⟩\n\n    Merge pull request #⟨id⟩ from acme/fix/phone-normalizer",
			"⟨short⟩ fix(billing): round totals before tax (#⟨id⟩)\n⟨short⟩ chore(deps): bump axios to ⟨ver⟩")),
		T("clean_deps_versions", vx(
			"npm ERR! peer react@⟨ver⟩ from @acme/ui@⟨ver⟩\nnpm ERR! node_modules/@acme/ui",
			"go: downloading github.com/jackc/pgx/v5 ⟨ver⟩\ngo: added golang.org/x/text ⟨ver⟩")),
		T("clean_metrics", vx(
			"http_requests_total{code=\"200\",route=\"/api/orders\"} ⟨id⟩\nhttp_request_duration_seconds_bucket{le=\"0.25\"} ⟨id⟩\nprocess_resident_memory_bytes ⟨id⟩⟨id⟩")),
		T("clean_timestamps", vx(
			"job finished at ⟨epoch⟩ (⟨ts⟩), took ⟨dur⟩, next run ⟨iso⟩ ⟨time⟩",
			"2025-03-14 09:15:22.431 UTC [⟨pid⟩] LOG:  checkpoint complete: wrote ⟨id⟩ buffers")),
		T("clean_phone_placeholders", vx(
			"Example in docs: call (555) 555-5555 or +1-000-000-0000; replace with the customer's number.",
			"Placeholder shown in the form: +49 000 0000000 / 0XXX XXXXXXX — field left empty by the user.",
			"Formato esperado: (XX) XXXXX-XXXX; o cliente deixou o campo em branco, pedido ⟨order⟩.",
			"Our IVR menu: press 1 for billing, 2 for returns, then ⟨ext⟩.")),
		T("clean_extensions", vx(
			"Transfer to ⟨ext:en⟩ (billing) or ⟨ext:en⟩ (returns); queue ⟨n⟩ was full at ⟨time⟩.",
			"Interne Durchwahlen: Vertrieb ⟨ext:de⟩, Lager ⟨ext:de⟩.")),
		T("clean_tracking", vx(
			"UPS ⟨track⟩ and FedEx ⟨track⟩ both show 'label created' since ⟨iso⟩.",
			"DHL shipment ⟨track⟩, weight 2.4 kg, ⟨zip:de⟩.")),
		T("clean_ids_hashes", vx(
			"trace ⟨uuid⟩ span ⟨short⟩⟨short⟩ parent ⟨short⟩ — latency ⟨dur⟩",
			"sha256 of the export: ⟨sha256⟩, request ⟨reqid⟩")),
		T("clean_snowflakes", vx(
			"Discord message ⟨snow⟩ in channel ⟨snow⟩ was deleted by the moderation bot.",
			"tweet_id=⟨snow⟩ user_id=⟨snow⟩ retweets=⟨n⟩")),
		T("clean_jwt_header_only", vx(
			"The header part eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 decodes to {\"alg\":\"RS256\",\"typ\":\"JWT\"}; paste only that part, never the whole token (⟨ticket⟩).",
			"Token starts with eyJhbGciOi... and is cut off in the log at ⟨ts⟩.",
			"jwt.io shows header {\"alg\":\"HS256\"} and payload {\"sub\":\"⟨id⟩\",\"exp\":⟨epoch⟩}; the signature check fails (kid ⟨short⟩).")),
		T("clean_env_example", vx(
			"# .env.example\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nOPENAI_API_KEY=your-api-key-here\nDB_PASSWORD=changeme\nPORT=⟨port⟩",
			"export GITHUB_TOKEN=⟨ph⟩\nexport API_TOKEN=⟨ph⟩")),
		T("clean_handles_decorators", vx(
			"@dependabot rebase — bumps lodash@⟨ver⟩; see icon@2x.png and @app.route('/orders/<int:id>')",
			"git clone git@github.com:acme/infra.git && cd infra && git checkout ⟨short⟩")),
		T("clean_amounts", vx(
			"Refunds this week: ⟨price:de⟩, ⟨price:en⟩ and ⟨price:pt⟩ across ⟨n⟩ orders.",
			"Q3 revenue 1.234.567,89 € (+⟨n⟩ %), average basket ⟨price:fr⟩.")),
		T("clean_geo_postal", vx(
			"Warehouse at 52.520008, 13.404954 (⟨zip:de⟩); second site 48.856613, 2.352222 (⟨zip:fr⟩).",
			"Ship-to postal codes: ⟨zip:pt⟩, ⟨zip:ja⟩, ⟨zip:nl⟩.")),
		T("clean_error_codes", vx(
			"ORA-00942: table or view does not exist (SQLSTATE 42P01) at ⟨ts⟩, errno -111, HTTP 503",
			"psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint \"orders_pkey\" DETAIL: Key (id)=(⟨id⟩) already exists.")),
		T("clean_ip_ports", vx(
			"upstream timed out (110: Connection timed out) while connecting to upstream, client: ⟨ip⟩, upstream: \"http://⟨ipport⟩/api\"",
			"listen tcp ⟨ipport⟩: bind: address already in use; retry in ⟨dur⟩")),
		T("clean_dates_times", vx(
			"Maintenance window: ⟨date:de⟩ ⟨time⟩ – ⟨time⟩ CET, then ⟨date:en⟩ ⟨time⟩ UTC.",
			"Batch 03.04.2024 09:15 and ⟨date:ja⟩ ⟨time⟩ reprocessed, ⟨n⟩ failures.")),
		T("clean_order_numbers_intl", vx(
			"⟨order:tr⟩ numaralı siparişim ⟨date:tr⟩ tarihinde teslim edilmedi.",
			"Amazon order ⟨order:en⟩ and ⟨order:en⟩ arrived damaged, refund ⟨price:en⟩.",
			"Bestellnummer ⟨order:de⟩, Rechnung ⟨inv⟩, Kundennummer ⟨id⟩.",
			"заказ ⟨order:ru⟩ от ⟨date:ru⟩ — трек ⟨track⟩")),
		T("clean_fixed_width", func(g *G, r *rec) {
			r.t("PART NO      DESCRIPTION          QTY   UNIT\n")
			for i := 0; i < g.rng(2, 3); i++ {
				r.k(g.digits(3) + "-" + g.digits(2) + "-" + g.digits(4)).t("  " + g.pick("Bracket M6       ", "Hinge steel      ", "Cable gland PG9  ") + "    ").t(fmt.Sprint(g.rng(1, 99))).t("    ").k(g.keepOf("en", "amount", "")).t("\n")
			}
		}),
		T("clean_isbn_doi", vx(
			"See ISBN 978-3-16-148410-0 and doi:10.1016/j.cell.2021.02.970, pp. 1583-1597.",
			"Ref: Nature (2019) 123-145; ISBN 978-0-306-40615-7; tracking ⟨track⟩.",
			"Manual ⟨ver⟩, section 4.2.1, page ⟨n⟩ of 212, part ⟨sku⟩.")),
	}
}

func piiTemplates() []tmpl {
	p, _ := ticketTemplates()
	return append(p, engTemplates()...)
}

func cleanTemplates() []tmpl {
	_, c := ticketTemplates()
	return append(c, engClean()...)
}
