package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []tpl {
	ts := []tpl{}
	add := func(kind string, f func(g *G) *L) { ts = append(ts, tpl{kind, f}) }

	add("c_order_status_en", func(g *G) *L {
		o, d, t, a := g.orderID(), g.date(), g.tracking(), g.amount()
		return Q("where is order %s? placed %s, paid %s, tracking %s shows no movement for 6 days", o, d, a, t).K(o, d, t, a)
	})
	add("c_order_status_de", func(g *G) *L {
		o, d, t := g.orderID(), fmt.Sprintf("%02d.%02d.2026", g.n(1, 28), g.n(1, 12)), g.tracking()
		return Q("Bestellnummer %s vom %s – Sendungsverfolgung %s zeigt seit Tagen „In Zustellung“. Rechnung %s liegt vor.", o, d, t, g.invoiceID()).K(o, d, t)
	})
	add("c_stacktrace_java", func(g *G) *L {
		u := g.uuid()
		return Q("java.util.concurrent.TimeoutException: Request %s timed out after 30000 ms\n\tat io.netty.util.concurrent.DefaultPromise.await0(DefaultPromise.java:679)\n\tat com.acme.orders.OrderClient.fetch(OrderClient.java:118)\n\tat com.acme.orders.Sync.run(Sync.java:42)", u).K(u, "30000 ms", "DefaultPromise.java:679")
	})
	add("c_traceback_python", func(g *G) *L {
		return Q("Traceback (most recent call last):\n  File \"/usr/lib/python3.12/site-packages/urllib3/connectionpool.py\", line 793, in urlopen\nurllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='%s', port=8443): Max retries exceeded with url: /v1/orders/%d", g.ip(), g.n(1000000, 9999999)).K("line 793", "port=8443")
	})
	add("c_csv_orders", func(g *G) *L {
		l := Q("order_id,sku,qty,unit_price,total,shipped_at\n")
		for i := 0; i < g.n(3, 5); i++ {
			o := g.orderID()
			sku := fmt.Sprintf("SKU-%d-%s", g.n(100, 999), g.rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2))
			q := g.n(1, 9)
			up := fmt.Sprintf("%d.%02d", g.n(2, 400), g.n(0, 99))
			d := g.date()
			l.q += fmt.Sprintf("%s,%s,%d,%s,%s,%s\n", o, sku, q, up, up, d)
			l.K(o, sku, d)
		}
		return l
	})
	add("c_psql_orders", func(g *G) *L {
		l := Q("  order_id  |  status   |  total   |     created_at\n------------+-----------+----------+---------------------\n")
		for i := 0; i < 3; i++ {
			id := fmt.Sprint(g.n(1000000000, 9999999999))
			tot := fmt.Sprintf("%d.%02d", g.n(5, 999), g.n(0, 99))
			ts := fmt.Sprintf("2026-%02d-%02d %02d:%02d:%02d", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59))
			l.q += fmt.Sprintf(" %s | %-9s | %8s | %s\n", id, g.pick("shipped", "pending", "refunded"), tot, ts)
			l.K(id, tot, ts)
		}
		l.q += "(3 rows)"
		return l
	})
	add("c_mysql_box_inventory", func(g *G) *L {
		l := Q("+--------+----------------+-------+----------+\n| id     | ean            | stock | price    |\n+--------+----------------+-------+----------+\n")
		for i := 0; i < 3; i++ {
			ean := "40" + g.rs(digits, 11)
			l.q += fmt.Sprintf("| %6d | %-14s | %5d | %8s |\n", g.n(100000, 999999), ean, g.n(0, 500), fmt.Sprintf("%d.%02d", g.n(1, 300), g.n(0, 99)))
			l.K(ean)
		}
		l.q += "+--------+----------------+-------+----------+"
		return l
	})
	add("c_sql_select_ids", func(g *G) *L {
		a, b := g.date(), g.date()
		id := fmt.Sprint(g.n(1000000000, 9999999999))
		return Q("SELECT id, status FROM shipments WHERE carrier_ref = '%s' AND created_at BETWEEN '%s' AND '%s' AND customer_id = %s;", g.tracking(), a, b, id).K(a, b, id)
	})
	add("c_http_placeholder_token", func(g *G) *L {
		p := g.placeholderToken()
		return Q("curl -X GET https://api.brightpath.io/v2/orders/%d -H \"Authorization: Bearer %s\" -H \"Accept: application/json\"", g.n(10000, 99999), p).K(p)
	})
	add("c_curl_v_no_auth", func(g *G) *L {
		ip := g.ip()
		return Q("*   Trying %s:443...\n* Connected to status.acme.io (%s) port 443\n> GET /health HTTP/1.1\n> Host: status.acme.io\n> User-Agent: curl/8.7.1\n< HTTP/1.1 503 Service Unavailable\n< Retry-After: 120\n< X-Request-Id: %s", ip, ip, g.uuid()).K(ip, "curl/8.7.1")
	})
	add("c_json_order_payload", func(g *G) *L {
		o, u := g.orderID(), g.uuid()
		return Q("{\"orderId\":\"%s\",\"customerRef\":\"%s\",\"items\":[{\"sku\":\"A-%d\",\"qty\":2,\"price\":19.99}],\"total\":39.98,\"currency\":\"EUR\",\"placedAt\":\"%s\"}", o, u, g.n(1000, 9999), g.isoTS()).K(o, u)
	})
	add("c_yaml_placeholders", func(g *G) *L {
		return Q("database:\n  host: ${DB_HOST}\n  port: 5432\n  user: ${DB_USER}\n  password: ${DB_PASSWORD}\nstripe:\n  secret_key: ${STRIPE_SECRET_KEY}\n  webhook_secret: whsec_...\nreplicas: 3").K("${DB_PASSWORD}", "${STRIPE_SECRET_KEY}")
	})
	add("c_kubectl_pods", func(g *G) *L {
		l := Q("NAME                               READY   STATUS             RESTARTS      AGE\n")
		for i := 0; i < 3; i++ {
			n := fmt.Sprintf("orders-api-%s-%s", g.rs("0123456789bcdfghjklmnpqrstvwxz", 10), g.rs("bcdfghjklmnpqrstvwxz2456789", 5))
			l.q += fmt.Sprintf("%-34s 1/1     %-18s %d (%dm ago)   %dd\n", n, g.pick("Running", "CrashLoopBackOff"), g.n(0, 40), g.n(1, 59), g.n(1, 30))
			l.K(n)
		}
		return l
	})
	add("c_nginx_log", func(g *G) *L {
		ip := g.ip()
		return Q("%s - - [11/Feb/2026:22:14:03 +0000] \"GET /api/v1/orders/%d/items?page=2 HTTP/1.1\" 502 166 \"-\" \"okhttp/4.12.0\" rt=30.001 uct=0.000", ip, g.n(10000000, 99999999)).K(ip, "11/Feb/2026:22:14:03 +0000")
	})
	add("c_git_log", func(g *G) *L {
		h1, h2 := g.sha(40), g.sha(7)
		return Q("commit %s\nMerge: %s %s\nDate:   Thu Feb 12 09:41:27 2026 +0100\n\n    fix(checkout): retry on 409 (#%d), reverts %s", h1, g.sha(7), g.sha(7), g.n(1000, 9999), h2).K(h1, h2)
	})
	add("c_version_matrix", func(g *G) *L {
		v1, v2, v3 := g.version(), g.version(), g.version()
		return Q("works on %s and %s but breaks after upgrading to %s (kernel 6.8.0-52-generic, glibc 2.39)", v1, v2, v3).K(v1, v2, v3, "6.8.0-52-generic")
	})
	add("c_tracking_numbers", func(g *G) *L {
		a, b, c := g.tracking(), g.tracking(), g.tracking()
		return Q("3 parcels: %s (UPS), %s (USPS), %s — which one is the replacement?", a, b, c).K(a, b, c)
	})
	add("c_invoice_lines", func(g *G) *L {
		inv := g.invoiceID()
		a1, a2 := g.amount(), g.amount()
		return Q("Invoice %s\n1 x Annual plan (seats: 25)      %s\nVAT 19%%                          %s\nDue: 2026-03-31  IBAN: see PDF  Ref: %d", inv, a1, a2, g.n(10000000, 99999999)).K(inv, a1, a2, "2026-03-31")
	})
	add("c_luhn_fail_ids", func(g *G) *L {
		a, b := g.luhnBad(false), g.luhnBad(true)
		return Q("card validator test: %s and %s should both fail (bad check digit), but %s is accepted by the old regex", a, b, a).K(a, b)
	})
	add("c_invalid_ssn_testdata", func(g *G) *L {
		a, b, c := g.badSSN(), g.badSSN(), g.badSSN()
		return Q("unit test fixtures for SSN validation (all must be rejected): %s, %s, %s", a, b, c).K(a, b, c)
	})
	add("c_masked_card_receipt", func(g *G) *L {
		m, o := g.maskedCard(), g.orderID()
		return Q("Receipt: Order %s · Paid with %s · Auth code %06d · %s", o, m, g.n(0, 999999), g.date()).K(m, o)
	})
	add("c_uuid_list", func(g *G) *L {
		a, b, c := g.uuid(), g.uuid(), g.uuid()
		return Q("these tenants failed migration 0042: %s, %s, %s", a, b, c).K(a, b, c)
	})
	add("c_dates_times", func(g *G) *L {
		a, b := g.date(), g.date()
		return Q("the report for %s shows 14:30–15:45 as downtime but the status page says %s 09:12 UTC; which is right?", a, b).K(a, b, "14:30–15:45")
	})
	add("c_ticket_reply_multilang", func(g *G) *L {
		t := g.ticketID()
		tx := g.pick(
			"Ihr Vorgang %s wurde am %s geschlossen. Bei Fragen antworten Sie einfach auf diese E-Mail.",
			"Votre demande %s a été clôturée le %s. Répondez à ce message si besoin.",
			"Su caso %s se cerró el %s. Si necesita algo más, responda a este correo.",
			"Seu chamado %s foi encerrado em %s. Responda este e-mail se precisar.",
			"La richiesta %s è stata chiusa il %s.",
			"Uw ticket %s is op %s gesloten.",
			"Zgłoszenie %s zostało zamknięte %s.",
			"%s numaralı talebiniz %s tarihinde kapatıldı.",
			"Обращение %s закрыто %s.",
			"お問い合わせ%sは%sにクローズされました。",
			"您的工单%s已于%s关闭。",
			"문의 %s 건은 %s에 종료되었습니다.",
			"تم إغلاق التذكرة %s بتاريخ %s.",
			"Your ticket %s was closed on %s. Reply to reopen.")
		d := g.date()
		return Q(tx, t, d).K(t, d)
	})
	add("c_docker_ps", func(g *G) *L {
		id := g.sha(12)
		return Q("CONTAINER ID   IMAGE                 COMMAND                  CREATED       STATUS                  PORTS\n%s   postgres:16.4-alpine  \"docker-entrypoint.s…\"   3 hours ago   Up 3 hours (healthy)    0.0.0.0:5432->5432/tcp", id).K(id, "0.0.0.0:5432->5432/tcp")
	})
	add("c_pip_freeze", func(g *G) *L {
		return Q("pip freeze | grep -i -E 'requests|urllib3|certifi'\ncertifi==2025.1.31\nrequests==2.32.3\nurllib3==2.3.0\n-> SSLError on Python 3.12.8").K("certifi==2025.1.31", "requests==2.32.3", "3.12.8")
	})
	add("c_package_lock_integrity", func(g *G) *L {
		h := "sha512-" + g.rs(b64s, 86) + "=="
		return Q("\"node_modules/lodash\": {\"version\": \"4.17.21\", \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\", \"integrity\": \"%s\"}  — npm ci says EINTEGRITY", h).K(h, "4.17.21")
	})
	add("c_ip_routes", func(g *G) *L {
		a, b := g.ip(), g.ip()
		return Q("default via %s dev eth0 proto dhcp metric 100\n10.244.0.0/16 via %s dev cni0\nping 8.8.8.8 works, ping %s times out", a, b, a).K(a, b, "10.244.0.0/16")
	})
	add("c_cron_schedule", func(g *G) *L {
		return Q("cron `15 3 * * 1-5` runs /opt/jobs/export.sh at 03:15 but logs show 2026-02-10 04:15:02 — DST issue? TZ=Europe/Berlin").K("2026-02-10 04:15:02", "15 3 * * 1-5")
	})
	add("c_error_code_lookup", func(g *G) *L {
		c := g.pick("0x80070005", "0xC000021A", "E_ACCESSDENIED", "ORA-12541", "SQLSTATE 23505", "ERR_SSL_PROTOCOL_ERROR", "HRESULT 0x8007000E")
		return Q("what does %s mean when installing build %d.%d.%d on Windows Server 2022 (21H2, OS build 20348.2762)?", c, g.n(1, 9), g.n(0, 99), g.n(1000, 9999)).K(c, "20348.2762")
	})
	add("c_release_notes", func(g *G) *L {
		v := g.version()
		return Q("Release %s (2026-02-09): fixed #%d (CSV export drops leading zeros in ZIP 02134), bumped openssl to 3.0.15, removed TLS 1.0. See CVE-2024-%d.", v, g.n(1000, 9999), g.n(10000, 59999)).K(v, "02134", "3.0.15")
	})
	add("c_ps_aux", func(g *G) *L {
		return Q("USER  PID  %%CPU %%MEM    VSZ   RSS TTY STAT START TIME COMMAND\npostgres %d 98.2 12.4 4485120 1022340 ? Rs 09:14 112:03 postgres: app shop 10.0.4.17(51234) SELECT", g.n(1000, 99999)).K("4485120", "1022340", "10.0.4.17(51234)")
	})
	add("c_prometheus_metrics", func(g *G) *L {
		return Q("http_request_duration_seconds_bucket{le=\"0.5\",route=\"/checkout\"} %d\nhttp_requests_total{code=\"500\",route=\"/checkout\"} %d\nprocess_start_time_seconds 1.7707112345e+09", g.n(100000, 9999999), g.n(100, 99999)).K("1.7707112345e+09")
	})
	add("c_aws_arn", func(g *G) *L {
		acct := fmt.Sprintf("%012d", g.n(100000000000, 999999999999)%1000000000000)
		k := g.akia()
		return Q("AccessDenied: User arn:aws:iam::%s:user/ci-deployer is not authorized to perform s3:PutObject (key id %s, request id %s)", acct, k, strings.ToUpper(g.sha(16))).K(acct, k)
	})
	add("c_public_keys", func(g *G) *L {
		pk := g.pkLive()
		ssh := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.rs(b64s, 43) + " deploy@ci-runner-04"
		return Q("frontend uses %s (publishable) and the deploy key is %s — both are safe to commit, right?", pk, ssh).K(pk, ssh)
	})
	add("c_placeholder_contact", func(g *G) *L {
		e, p := g.placeholderEmail(), g.placeholderPhone()
		return Q("template: \"Hi {{first_name}}, we'll send the label to %s and text you at %s\" renders literally, Handlebars 4.7.8", e, p).K(e, p, "4.7.8")
	})
	add("c_extension_only", func(g *G) *L {
		x := g.ext()
		return Q("internal helpdesk is %s from any desk phone; outside hours use the portal (SLA 4h, P1 30 min)", x).K(x)
	})
	add("c_barcodes", func(g *G) *L {
		isbn := "978-" + g.rs(digits, 1) + "-" + g.rs(digits, 4) + "-" + g.rs(digits, 4) + "-" + g.rs(digits, 1)
		ean := "4006381" + g.rs(digits, 6)
		return Q("scanner reads EAN %s as ISBN %s, firmware 2.8.14", ean, isbn).K(ean, isbn, "2.8.14")
	})
	add("c_coordinates", func(g *G) *L {
		lat := fmt.Sprintf("%d.%06d", g.n(-60, 70), g.n(0, 999999))
		lon := fmt.Sprintf("%d.%06d", g.n(-150, 150), g.n(0, 999999))
		return Q("geocoder returns %s, %s for postcode %05d but the depot is 14 km away", lat, lon, g.n(10000, 99999)).K(lat, lon)
	})
	add("c_epoch_and_snowflake", func(g *G) *L {
		e, s := g.epochMs(), g.snowflake()
		return Q("message %s has timestamp %s ms but Discord shows it 2 h later", s, e).K(e, s)
	})
	add("c_build_numbers", func(g *G) *L {
		b := fmt.Sprintf("%d.%d.%d+build.%d", g.n(1, 9), g.n(0, 20), g.n(0, 9), g.n(1000, 99999))
		return Q("TestFlight build %s (CFBundleVersion %d) crashes on iOS 18.3.1, Android versionCode %d is fine", b, g.n(100000, 999999), g.n(10000000, 99999999)).K(b, "18.3.1")
	})
	add("c_disk_sizes", func(g *G) *L {
		return Q("df -h\nFilesystem      Size  Used Avail Use%% Mounted on\n/dev/nvme0n1p1  485G  471G   14G  98%% /\ndu says /var/lib/docker is 312G, blocks %d", g.n(100000000, 999999999)).K("485G", "/dev/nvme0n1p1")
	})
	add("c_faq_multilang", func(g *G) *L {
		q := g.pick(
			"Wie kann ich meine Rechnungsadresse ändern, nachdem die Bestellung %s versendet wurde?",
			"Comment modifier l'adresse de livraison de la commande %s ?",
			"¿Cómo cambio el método de pago del pedido %s?",
			"Como altero o endereço de entrega do pedido %s?",
			"注文%sの配送先を変更できますか？",
			"订单%s可以修改收货地址吗？",
			"주문 %s 배송지를 변경할 수 있나요?",
			"Как изменить адрес доставки для заказа %s?",
			"كيف أغير عنوان الشحن للطلب %s؟",
			"%s nolu siparişin adresini nasıl değiştiririm?",
			"Jak zmienić adres dostawy zamówienia %s?",
			"Hoe wijzig ik het afleveradres van bestelling %s?")
		o := g.orderID()
		return Q(q, o).K(o)
	})
	add("c_akia_alone", func(g *G) *L {
		k := g.akia()
		return Q("which IAM user owns access key id %s? CloudTrail shows it from 203.0.113.%d", k, g.n(1, 254)).K(k)
	})
	add("c_jwt_truncated", func(g *G) *L {
		h := b64url(`{"alg":"RS256","typ":"JWT"}`)
		return Q("the header %s decodes to RS256 but our verifier expects ES256; payload starts eyJzdWIiOi... (cut)", h).K(h)
	})
	add("c_http_headers_no_secret", func(g *G) *L {
		u := g.uuid()
		return Q("HTTP/2 429\ncontent-type: application/problem+json\nretry-after: 37\nx-ratelimit-limit: 600\nx-ratelimit-remaining: 0\nx-ratelimit-reset: 1770723600\nx-request-id: %s\ncf-ray: %s-FRA", u, g.sha(16)).K(u, "1770723600")
	})
	add("c_long_numbers_ids", func(g *G) *L {
		a := fmt.Sprint(g.n(1000000000, 9999999999))
		b := fmt.Sprintf("%d-%d", g.n(100, 999), g.n(1000000, 9999999))
		return Q("Order number %s and customer number %s are in the same batch %d; PO %d", a, b, g.n(100000, 999999), g.n(4500000000, 4599999999)).K(a, b)
	})
	add("c_sql_insert_no_pii", func(g *G) *L {
		o := g.orderID()
		return Q("INSERT INTO audit_log (id, order_ref, action, amount_cents, ip, created_at) VALUES (%d, '%s', 'refund', %d, '%s', '%s');", g.n(1000000, 9999999), o, g.n(100, 999999), g.ip(), g.date()).K(o)
	})
	add("c_emoji_chat", func(g *G) *L {
		o := g.orderID()
		return Q("[09:03] lena: anyone know why %s is stuck in 'awaiting capture'? 🤔\n[09:05] raj: stripe outage 08:50–09:20 UTC, retry after 10:00", o).K(o, "08:50–09:20")
	})
	add("c_ipv6_and_mac", func(g *G) *L {
		return Q("DHCPv6 lease 2001:db8:%x::%x for MAC 3c:22:fb:%02x:%02x:%02x expired at 2026-02-13 06:00:00", g.n(1, 65535), g.n(1, 65535), g.n(0, 255), g.n(0, 255), g.n(0, 255)).K("2026-02-13 06:00:00")
	})
	add("c_hash_list", func(g *G) *L {
		a, b := g.sha(64), g.sha(40)
		return Q("sha256sum mismatch: expected %s got %s (cached layer)", a, b).K(a, b)
	})
	add("c_postal_codes", func(g *G) *L {
		return Q("shipping zones: 10115 Berlin, 75008 Paris, SW1A 1AA London, 01310-100 São Paulo, 100-0005 Tokyo, CA 94103-1234 — rate table v%d", g.n(2, 9)).K("01310-100", "100-0005", "94103-1234", "SW1A 1AA")
	})
	add("c_amounts_table", func(g *G) *L {
		l := Q("month\trevenue\trefunds\tnet\n")
		for i := 1; i <= 3; i++ {
			a, b := fmt.Sprintf("%d,%03d.%02d", g.n(10, 999), g.n(0, 999), g.n(0, 99)), fmt.Sprintf("%d,%03d.%02d", g.n(1, 99), g.n(0, 999), g.n(0, 99))
			l.q += fmt.Sprintf("2026-%02d\t%s\t%s\t%s\n", i, a, b, a)
			l.K(a, b)
		}
		return l
	})
	add("c_sentry_dsn", func(g *G) *L {
		d := fmt.Sprintf("https://%s@o%d.ingest.sentry.io/%d", g.sha(32), g.n(100000, 999999), g.n(4500000000000000, 4509999999999999))
		return Q("Sentry.init({ dsn: \"%s\", tracesSampleRate: 0.2, release: \"web@5.2.0\" }) — events not showing", d).K(d, "web@5.2.0")
	})
	add("c_git_remote_and_pkgs", func(g *G) *L {
		return Q("git@github.com:acme/checkout-web.git — npm i @acme/ui@%d.%d.%d fails, and the logo icon@2x.png 404s; decorator @app.route(\"/health\") fine", g.n(1, 5), g.n(0, 20), g.n(0, 9)).K("git@github.com:acme/checkout-web.git", "icon@2x.png")
	})
	add("c_meeting_ids", func(g *G) *L {
		id := fmt.Sprintf("%03d %04d %04d", g.n(800, 999), g.n(1000, 9999), g.n(1000, 9999))
		return Q("Weekly billing sync — Zoom meeting ID: %s, dial-in via the calendar invite only (no PSTN this quarter)", id).K(id)
	})
	add("c_stripe_object_ids", func(g *G) *L {
		a, b, c := "cus_"+g.rs(alnum, 14), "pi_3"+g.rs(alnum, 23), "ch_3"+g.rs(alnum, 23)
		return Q("refund failed for %s: %s has charge %s already refunded (amount_refunded=4999)", a, b, c).K(a, b, c)
	})
	add("c_ups_grouped", func(g *G) *L {
		t := "1Z " + g.rs(upnum, 3) + " " + g.rs(upnum, 3) + " " + g.rs(digits, 2) + " " + g.rs(digits, 4) + " " + g.rs(digits, 4)
		return Q("UPS tracking %s says delivered to front porch at %s", t, g.timeS()).K(t)
	})
	add("c_routing_numbers", func(g *G) *L {
		r := g.pick("021000021", "026009593", "121000358", "011401533", "091000019")
		return Q("ACH return R03 for routing %s — is that the bank's routing number or do we need the wire ABA?", r).K(r)
	})
	add("c_phone_placeholders_docs", func(g *G) *L {
		a, b := g.placeholderPhone(), g.placeholderPhone()
		return Q("docs say format the phone field like %s (US) or %s, but the API returns 'invalid E.164' for both", a, b).K(a, b)
	})
	add("c_windows_versions", func(g *G) *L {
		v := fmt.Sprintf("10.0.%d.%d", g.n(19041, 26100), g.n(1000, 5999))
		return Q("Outlook add-in fails on build %s (Office 16.0.%d.%d), works on macOS 15.3", v, g.n(10000, 19999), g.n(20000, 21999)).K(v)
	})
	add("c_mapbox_public", func(g *G) *L {
		tk := "pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImNs" + g.rs(alnum, 20) + "In0." + g.rs(alnum+"_-", 22)
		return Q("mapboxgl.accessToken = '%s'; // public token, URL-restricted", tk).K(tk)
	})
	add("c_nine_digit_ids", func(g *G) *L {
		a := fmt.Sprintf("%09d", g.n(100000000, 999999999))
		b := fmt.Sprintf("%d-%02d-%04d", g.n(100, 899), g.n(1, 99), g.n(1, 9999))
		return Q("part number %s and SKU %s both map to the same pallet; order line %d", b, a, g.n(1, 40)).K(a, b)
	})
	return ts
}
