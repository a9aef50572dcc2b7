package main

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
)

func b64std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

var cleanGens = []gen{
	{"clean_app_log", func(b *B) {
		for i := 0; i < rng(3, 6); i++ {
			d := randDate()
			b.K(d.ts()).T(" ", pick("INFO ", "DEBUG", "WARN "), " [", pick("orders", "billing", "inventory", "auth"), "] ", pick("processed batch", "cache miss", "retrying upstream", "request completed", "job finished"), " id=").K(uuid()).T(" dur_ms=", strconv.Itoa(rng(1, 4000)), " bytes=", strconv.Itoa(rng(100, 9000000)), " upstream=").K(ip() + ":" + strconv.Itoa(rng(1024, 65000))).T("\n")
		}
	}},
	{"clean_java_stack", func(b *B) {
		b.K(randDate().logts()).T(" ERROR [pool-", strconv.Itoa(rng(1, 9)), "-thread-", strconv.Itoa(rng(1, 64)), "] o.h.e.j.s.SqlExceptionHelper - Deadlock found when trying to get lock; try restarting transaction\norg.springframework.dao.CannotAcquireLockException: could not execute batch; SQL [update inventory set qty=? where sku=?]\n\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:").K(strconv.Itoa(rng(200, 300))).T(")\n\tat com.acme.inventory.StockService.reserve(StockService.java:", strconv.Itoa(rng(30, 400)), ")\n\tat java.base/java.lang.Thread.run(Thread.java:1583)\nCaused by: java.sql.BatchUpdateException: Deadlock (order ").K(orderIDNoHash()).T(", sku ").K(sku()).T(")")
	}},
	{"clean_python_traceback", func(b *B) {
		b.T("Traceback (most recent call last):\n  File \"/srv/etl/load.py\", line ").K(strconv.Itoa(rng(10, 900))).T(", in <module>\n    df = pd.read_csv(path, dtype={\"order_id\": \"int64\"})\n  File \"pandas/_libs/parsers.pyx\", line 1923, in pandas._libs.parsers.raise_parser_error\nValueError: invalid literal for int() with base 10: '").K(orderID()).T("' at row ").K(strconv.Itoa(rng(2, 90000))).T(" (file exports/orders_").K(randDate().iso()).T(".csv, sha256 ").K(sha(64)).T(")")
	}},
	{"clean_csv_orders", func(b *B) {
		b.T("order_id,sku,qty,unit_price,currency,created_at,tracking\n")
		for i := 0; i < rng(3, 7); i++ {
			b.K(strings.TrimPrefix(orderID(), "#")).T(",").K(sku()).T(",", strconv.Itoa(rng(1, 12)), ",", fmt.Sprintf("%d.%02d", rng(1, 999), rng(0, 99)), ",", pick("EUR", "USD", "GBP", "JPY"), ",").K(randDate().ts()).T(",").K(trackingNo()).T("\n")
		}
	}},
	{"clean_tsv_inventory", func(b *B) {
		b.T("ean\tsku\tdescription\tstock\twarehouse\n")
		for i := 0; i < rng(3, 6); i++ {
			b.K(ean13()).T("\t").K(sku()).T("\t", product(), "\t", strconv.Itoa(rng(0, 4000)), "\t", pick("FRA-1", "AMS-2", "WAW-1", "DAL-3"), "\n")
		}
	}},
	{"clean_sql_select", func(b *B) {
		b.T("SELECT id, status, total_cents, created_at FROM orders WHERE id IN (")
		for i := 0; i < rng(3, 6); i++ {
			if i > 0 {
				b.T(", ")
			}
			b.K(nzdigits(rng(7, 10)))
		}
		b.T(") AND created_at BETWEEN '").K(randDate().iso()).T("' AND '").K(randDate().iso()).T("';\n-- plan: Index Scan using orders_pkey (cost=0.43..").K(fmt.Sprintf("%d.%02d", rng(10, 9999), rng(0, 99))).T(" rows=", strconv.Itoa(rng(1, 50)), ")")
	}},
	{"clean_psql_result", func(b *B) {
		b.T(" order_id  |   status   | total_cents |       created_at\n-----------+------------+-------------+------------------------\n")
		for i := 0; i < rng(2, 5); i++ {
			d := randDate()
			b.T(" ").K(nzdigits(9)).T(" | ", pick("shipped   ", "pending   ", "refunded  ", "cancelled "), " | ", fmt.Sprintf("%11d", rng(100, 999999)), " | ").K(fmt.Sprintf("%s %02d:%02d:%02d+00", d.iso(), d.hh, d.mm, d.ss)).T("\n")
		}
	}},
	{"clean_http_request", func(b *B) {
		b.T("GET /v1/orders/").K(orderIDNoHash()).T("/shipments?limit=20 HTTP/1.1\r\nHost: ", host(), "\r\nUser-Agent: ", ua(), "\r\nAccept: application/json\r\nIf-None-Match: \"").K(hexs(32)).T("\"\r\nX-Request-Id: ").K(uuid()).T("\r\nTraceparent: 00-").K(hexs(32)).T("-", hexs(16), "-01\r\n\r\n")
	}},
	{"clean_http_401", func(b *B) {
		b.T("HTTP/1.1 401 Unauthorized\r\nDate: ", pick("Tue", "Wed"), ", 12 Mar 2024 10:22:31 GMT\r\nWWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\", error_description=\"The access token expired\"\r\nContent-Type: application/problem+json\r\nX-Request-Id: ").K(uuid()).T("\r\n\r\n{\"type\":\"about:blank\",\"title\":\"Unauthorized\",\"status\":401,\"instance\":\"/v2/orders/").K(orderIDNoHash()).T("\"}")
	}},
	{"clean_config_placeholders", func(b *B) {
		b.T("# copy to .env and fill in\nDATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app\nSTRIPE_SECRET_KEY=").K(pick("sk_live_...", "<your-stripe-secret-key>", "${STRIPE_SECRET_KEY}")).T("\nGITHUB_TOKEN=").K(pick("<token>", "YOUR_TOKEN", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")).T("\nSMTP_PASSWORD=").K(pick("changeme", "********", "${SMTP_PASSWORD}")).T("\nAPP_VERSION=").K(version()).T("\n")
	}},
	{"clean_masked_values", func(b *B) {
		d := digits(4)
		b.T("Customer verified. Card on file: ").K(pick("**** **** **** ", "•••• ", "XXXX-XXXX-XXXX-") + d).T(" (").K(pick("Visa", "Mastercard", "Amex")).T("), SSN on file: ").K("***-**-" + digits(4)).T(", phone: ").K(pick("+1 (***) ***-", "+44 **** ***", "(***) ***-") + digits(4)).T(", email: ").K(pick("j", "m", "a", "s") + "***@" + pick("gmail.com", "outlook.com", "web.de")).T(". Order ").K(orderID()).T(" total ").K(amount("en"))
	}},
	{"clean_changelog", func(b *B) {
		b.T("## ").K(version()).T(" - ").K(randDate().iso()).T("\n\n- Bump lodash from 4.17.20 to 4.17.21 (#").K(strconv.Itoa(rng(100, 9999))).T(")\n- Fix retry loop in webhook dispatcher (").K(sha(7)).T(")\n- Update `@sentry/node@").K(version()).T("`\n- Raise default timeout to 30000 ms\n")
	}},
	{"clean_git_log", func(b *B) {
		for i := 0; i < rng(3, 5); i++ {
			d := randDate()
			b.K(sha(40)).T(" ").K(fmt.Sprintf("%s %02d:%02d:%02d +0100", d.iso(), d.hh, d.mm, d.ss)).T(" ", pick("fix(api): handle empty cart", "chore(deps): bump golang.org/x/net to v0.23.0", "feat: add SEPA mandate export", "refactor: split invoice renderer", "test: cover refund edge cases"), "\n")
		}
	}},
	{"clean_kubectl", func(b *B) {
		b.T("$ kubectl get pods -n payments\nNAME                                READY   STATUS    RESTARTS   AGE\n")
		for i := 0; i < rng(3, 5); i++ {
			b.K(pick("checkout-api", "ledger-worker", "webhook-relay", "fx-rates")+"-"+hexs(10)[:9]+"-"+fromSet("bcdfghjklmnpqrstvwxz2456789", 5)).T("   1/1     Running   ", strconv.Itoa(rng(0, 4)), "          ", strconv.Itoa(rng(1, 59)), pick("m", "h", "d"), "\n")
		}
	}},
	{"clean_prometheus", func(b *B) {
		b.T("# HELP http_request_duration_seconds Request latency\n# TYPE http_request_duration_seconds histogram\n")
		for _, le := range []string{"0.005", "0.01", "0.025", "0.05", "0.1", "0.25"} {
			b.T("http_request_duration_seconds_bucket{route=\"/v1/orders/:id\",le=\"", le, "\"} ").K(strconv.Itoa(rng(1000, 99999999))).T("\n")
		}
		b.T("process_start_time_seconds ").K(fmt.Sprintf("%d.%02d", randDate().epoch(), rng(0, 99))).T("\n")
	}},
	{"clean_bug_ticket", func(b *B) {
		b.T(ticketID(), ": PDF invoice shows wrong VAT for ", pick("DE", "FR", "NL", "AT"), "\n\nBuild ").K(version() + "+" + sha(7)).T(", reproduced on ").K(randDate().iso()).T(".\nInvoice ").K(invoiceID()).T(" totals ").K(amount("de")).T(" but VAT line shows 19% of the net amount twice.\nAffects ~").K(strconv.Itoa(rng(20, 900))).T(" invoices since release. Related: ").K(ticketID()).T(".")
	}},
	{"clean_bank_statement", func(b *B) {
		b.T("Buchungstag;Valuta;Verwendungszweck;IBAN Auftraggeber;Betrag\n")
		for i := 0; i < rng(2, 4); i++ {
			d := randDate()
			dt := fmt.Sprintf("%02d.%02d.%d", d.d, d.m, d.y)
			b.T(dt, ";", dt, ";").K(invoiceID()).T(";").K(iban(false)).T(";").K(fmt.Sprintf("%d,%02d", rng(-900, 5000), rng(0, 99))).T("\n")
		}
	}},
	{"clean_catalog", func(b *B) {
		b.T("Product feed excerpt:\n")
		for i := 0; i < rng(2, 4); i++ {
			b.T("- ", product(), " | EAN ").K(ean13()).T(" | ISBN/MPN ").K(pick("978-", "979-") + strconv.Itoa(rng(0, 9)) + "-" + digits(4) + "-" + digits(4) + "-" + strconv.Itoa(rng(0, 9))).T(" | ").K(amount(pick("en", "de", "fr"))).T("\n")
		}
	}},
	{"clean_discord_ids", func(b *B) {
		b.T("Moderation log: message ").K(snowflake()).T(" in channel ").K(snowflake()).T(" deleted by bot (rule spam-links); guild ").K(snowflake()).T(", event at ").K(strconv.FormatInt(randDate().epoch()*1000+int64(rng(0, 999)), 10)).T(" ms")
	}},
	{"clean_epoch_log", func(b *B) {
		for i := 0; i < rng(2, 4); i++ {
			d := randDate()
			b.K(strconv.FormatInt(d.epoch(), 10)+digits(9)).T(" span=").K(hexs(16)).T(" parent=").K(hexs(16)).T(" name=db.query duration_ns=", strconv.Itoa(rng(10000, 90000000)), "\n")
		}
	}},
	{"clean_amazon_orders", func(b *B) {
		b.T("Hi, I have two orders that were merged by mistake: ").K(nzdigits(3) + "-" + digits(7) + "-" + digits(7)).T(" and ").K(nzdigits(3) + "-" + digits(7) + "-" + digits(7)).T(". The second one (").K(product()).T(", ").K(amount("en")).T(") should ship separately. Thanks!")
	}},
	{"clean_network_numbers", func(b *B) {
		b.T("Device ").K(mac()).T(" leased ").K(ip()).T(" until ").K(randDate().ts()).T("; gateway ").K(ip()).T(", DNS 1.1.1.1, 8.8.8.8; site coords ").K(fmt.Sprintf("%d.%06d, %d.%06d", rng(10, 60), rng(0, 999999), rng(-120, 30), rng(0, 999999))).T("; ZIP ").K(fmt.Sprintf("%05d-%04d", rng(10000, 99999), rng(1, 9999))).T("; rack U").K(strconv.Itoa(rng(1, 42)))
	}},
	{"clean_hashes", func(b *B) {
		b.T("Artifact checksums for release ").K(version()).T(":\nsha256  ").K(sha(64)).T("  app-linux-amd64.tar.gz\nsha256  ").K(sha(64)).T("  app-darwin-arm64.tar.gz\nmd5     ").K(sha(32)).T("  app-windows-amd64.zip\nsigned by key ").K(strings.ToUpper(sha(16)))
	}},
	{"clean_public_ids", func(b *B) {
		b.T("Frontend config (safe to commit):\nstripePublishableKey: ").K("pk_live_" + alnum(24)).T("\nawsAccessKeyId: ").K("AKIA" + fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)).T("  # secret is in Vault\nsentryRelease: ").K(sha(12)).T("\nsegmentWriteKey: null\nbuild: ").K(strconv.Itoa(rng(1000, 99999)))
	}},
	{"clean_jwt_truncated", func(b *B) {
		b.T("The token in the log was cut off (").K("eyJhbGciOi...").T(") so I can't tell which kid it used. The key set at /.well-known/jwks.json lists kid ").K(hexs(16)).T(" and ").K(hexs(16)).T("; rotation ran at ").K(randDate().ts()).T(".")
	}},
	{"clean_oauth_redacted", func(b *B) {
		b.T("{\"access_token\":\"").K("[REDACTED]").T("\",\"token_type\":\"Bearer\",\"expires_in\":").K(strconv.Itoa(pick3(3600, 7200, 86400))).T(",\"scope\":\"orders:read orders:write\",\"request_id\":\"").K(uuid()).T("\"}")
	}},
	{"clean_sshd_log", func(b *B) {
		d := randDate()
		b.T(fmt.Sprintf("%s %2d %02d:%02d:%02d", monShort[d.m-1], d.d, d.hh, d.mm, d.ss), " bastion sshd[").K(strconv.Itoa(rng(1000, 99999))).T("]: Failed password for invalid user ", pick("admin", "oracle", "test", "ubuntu"), " from ").K(ip()).T(" port ").K(strconv.Itoa(rng(1024, 65535))).T(" ssh2\n", fmt.Sprintf("%s %2d %02d:%02d:%02d", monShort[d.m-1], d.d, d.hh, d.mm, d.ss+0), " bastion sshd[", strconv.Itoa(rng(1000, 99999)), "]: Accepted publickey for deploy from ", ip(), " port ", strconv.Itoa(rng(1024, 65535)), " ssh2: ED25519 SHA256:").K(b64u(43))
	}},
	{"clean_doc_placeholders", func(b *B) {
		b.T("Field reference:\n- `phone`: E.164, e.g. ").K(pick("+1 (555) 555-5555", "+15555555555", "(555) 555-5555")).T("\n- `ssn`: US SSN, e.g. ").K(pick("000-00-0000", "XXX-XX-XXXX")).T("\n- `email`: e.g. ").K(pick("<email>", "user at example dot com", "name@<domain>")).T("\n- `card`: PAN, e.g. ").K(pick("XXXX XXXX XXXX XXXX", "0000 0000 0000 0000")).T("\n- `order_id`: e.g. ").K(orderID()).T("\n")
	}},
	{"clean_rails_filtered", func(b *B) {
		b.T("Started PATCH \"/orders/").K(strconv.Itoa(rng(100000, 9999999))).T("\" for ").K(ip()).T("\n  Parameters: {\"order\"=>{\"status\"=>\"shipped\", \"carrier\"=>\"dhl\", \"tracking\"=>\"").K(trackingNo()).T("\"}, \"api_key\"=>\"[FILTERED]\"}\nCompleted 200 OK in ").K(strconv.Itoa(rng(5, 400)) + "ms").T(" (Views: 0.4ms | ActiveRecord: 3.1ms | Allocations: ").K(strconv.Itoa(rng(1000, 99999))).T(")")
	}},
	{"clean_go_panic", func(b *B) {
		b.T("panic: runtime error: index out of range [").K(strconv.Itoa(rng(1, 64))).T("] with length ").K(strconv.Itoa(rng(0, 64))).T("\n\ngoroutine ").K(strconv.Itoa(rng(1, 20000))).T(" [running]:\ngithub.com/acme/ledger/internal/fx.(*Table).Rate(0xc0001", hexs(5), ", {0xc000", hexs(6), ", 0x3})\n\t/build/internal/fx/table.go:").K(strconv.Itoa(rng(20, 400))).T(" +0x").K(hexs(3)).T("\n")
	}},
	{"clean_invoice_lines", func(b *B) {
		b.T("INVOICE ").K(invoiceID()).T("\nDate: ").K(randDate().iso()).T("   Due: ").K(randDate().iso()).T("\nVAT ID: ").K(pick("DE", "FR", "NL", "IT") + nzdigits(9)).T("\n")
		for i := 0; i < rng(2, 4); i++ {
			b.T(fmt.Sprintf("%-28s", product()), " x", strconv.Itoa(rng(1, 9)), "  ").K(amount("de")).T("\n")
		}
		b.T("IBAN ").K(iban(true)).T("  BIC ").K(pick("INGDDEFFXXX", "BNPAFRPPXXX", "ABNANL2A", "COBADEFFXXX")).T("\nPayment reference: ").K(nzdigits(16)[:10] + "0000")
	}},
	{"clean_support_question", func(b *B) {
		b.T(pick("Hi, ", "Hello, ", "Hey team, "), "quick question about ticket ").K(ticketID()).T(": the ", product(), " I returned on ").K(randDate().local("en")).T(" was received at your warehouse (RMA ").K("RMA-" + nzdigits(6)).T(") but the refund of ").K(amount("en")).T(" hasn't shown up yet. Order ").K(orderID()).T(". Thanks!")
	}},
	{"clean_nonluhn_refs", func(b *B) {
		b.T("Payout batch ").K(nonLuhn16()).T(" settled on ").K(randDate().iso()).T(" — reference ").K(nonLuhn16()).T(", ").K(strconv.Itoa(rng(2, 400))).T(" transfers, net ").K(amount("en")).T(". Gift card serial ").K(groupDigits(nonLuhn16(), " ", 4, 4, 4, 4)).T(" (not a payment card).")
	}},
	{"clean_sepa_xml", func(b *B) {
		b.T("<CdtTrfTxInf><PmtId><EndToEndId>").K("E2E-" + nzdigits(12)).T("</EndToEndId></PmtId><Amt><InstdAmt Ccy=\"EUR\">").K(fmt.Sprintf("%d.%02d", rng(1, 9000), rng(0, 99))).T("</InstdAmt></Amt><CdtrAcct><Id><IBAN>").K(iban(false)).T("</IBAN></Id></CdtrAcct><RmtInf><Ustrd>").K(invoiceID()).T("</Ustrd></RmtInf></CdtTrfTxInf>")
	}},
	{"clean_pkg_mentions", func(b *B) {
		b.T("After upgrading to react@").K(version()).T(" the build breaks; @", pick("dan", "mia", "ops-bot"), " suggested pinning typescript@").K(version()).T(". See icon@2x.png missing in ").K("dist/assets/" + hexs(8) + ".js").T(" and the @Injectable() decorator warning.")
	}},
}
