package main

import (
	"fmt"
	"strings"
)

func (g *G) imei() string { return g.luhnComplete("35"+g.digits(6), 15) }
func (g *G) eanSafe() string {
	for {
		e := g.ean13()
		if !cardLike(e) {
			return e
		}
	}
}
func (g *G) placeholder() string {
	return g.pick("${DB_PASSWORD}", "<token>", "changeme", "********", "<your-api-key>", "${API_KEY}", "REPLACE_ME", "{{access_token}}", "xxxxxxxxxxxxxxxx", "<redacted>", "$SECRET_KEY", "%(SMTP_PASSWORD)s", "YOUR_TOKEN_HERE", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx")
}
func (g *G) maskedEmail() string {
	return g.pick("j", "m", "s", "k", "a", "t") + "*****@" + g.pick("g****.com", "w**.de", "o*****.fr", "y****.co.jp", "n****.com")
}
func (g *G) maskedPhone() string {
	return g.pick("+49 *** *** **", "+1 (***) ***-", "+33 6 ** ** ** ", "•••• ••• ", "07*** ***", "+81 90-****-", "010-****-") + g.digits(2)
}

func c_vcard(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W("BEGIN:VCARD\r\nVERSION:3.0\r\n")
	org := g.pick(L.Corp...)
	b.W("FN:" + org + "\r\nORG:" + org + "\r\nKIND:org\r\n")
	b.F("TEL;TYPE=WORK:%s\r\n", K(g.maskedPhone()))
	b.F("EMAIL;TYPE=WORK:%s\r\n", K(g.maskedEmail()))
	b.W("URL:https://www." + org + "/\r\n")
	b.F("NOTE:Export masked per DPA %s\\, contact ids in CRM\r\n", K(fmt.Sprintf("§%d-%s", g.rng(3, 30), g.isoDate())))
	b.F("UID:urn:uuid:%s\r\nREV:%s\r\nEND:VCARD\r\n", K(g.uuid()), K(g.isoTime()))
	return b
}

func c_ics(g *G) *B {
	b := &B{}
	b.W("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nX-WR-CALNAME:" + g.pick("Feiertage in Deutschland", "Holidays in United Kingdom", "Jours fériés en France", "日本の祝日", "Sprint calendar") + "\r\n")
	for i, n := 0, g.rng(1, 3); i < n; i++ {
		y, m, d := g.ymd()
		b.W("BEGIN:VEVENT\r\n")
		b.F("DTSTART;VALUE=DATE:%s\r\nDTEND;VALUE=DATE:%04d%02d%02d\r\n", K(fmt.Sprintf("%04d%02d%02d", y, m, d)), y, m, d+1)
		b.F("DTSTAMP:%s\r\nUID:%s\r\n", K(g.icsTime()), K(fmt.Sprintf("%04d%02d%02d_%s@google.com", y, m, d, g.from(lowerA, 26))))
		b.F("SEQUENCE:%d\r\nSUMMARY:%s\r\nDESCRIPTION:%s\r\nEND:VEVENT\r\n", g.n(4), g.pick("Tag der Deutschen Einheit", "Boxing Day", "Ascension", "Sprint review "+g.pick("24.3", "25.1")+" (build "+g.version()+")", "建国記念の日"), g.pick("Public holiday", "Observance", "Release train "+g.version()+" — freeze at 18:00 CET"))
	}
	b.W("END:VCALENDAR\r\n")
	return b
}

func c_ldif_group(g *G) *B {
	b := &B{}
	grp := g.pick("developers", "finance-ro", "vpn-users", "wiki-admins")
	b.F("dn: cn=%s,ou=Groups,dc=kontor,dc=de\nobjectClass: posixGroup\nobjectClass: top\ncn: %s\ngidNumber: %s\n", grp, grp, K(fmt.Sprint(g.rng(10000, 60000))))
	for i, n := 0, g.rng(2, 4); i < n; i++ {
		b.W("memberUid: " + g.pick("jschaefer", "khoffmann", "lbergmann", "svc-backup", "tkrueger", "amistry") + "\n")
	}
	b.F("description:: %s\nmodifyTimestamp: %s\n", b64std(g.pick("Entwickler (Zugriff Git/CI)", "Lesezugriff Buchhaltung", "VPN — Außendienst")), K(strings.NewReplacer("-", "", ":", "", "T", "").Replace(g.isoTime())))
	return b
}

func c_mime(g *G) *B {
	b := &B{}
	bd := "0000000000" + g.hex(18)
	b.F("MIME-Version: 1.0\nDate: %s\nSubject: %s\nContent-Type: multipart/mixed; boundary=\"%s\"\n\n--%s\nContent-Type: text/plain; charset=\"UTF-8\"\nContent-Transfer-Encoding: quoted-printable\n\n", g.rfc2822(), g.encWord(g.pick("Ihre Rechnung ", "Votre facture ", "Your invoice ", "Ihre Bestellung ")+g.orderID()), K(bd), bd)
	inv := g.orderID()
	trk := "00340434" + g.digits(12)
	body := fmt.Sprintf("Rechnungsnummer: %s\nRechnungsdatum: %s\nGesamtbetrag: %s =E2=82=AC (inkl. 19 %% MwSt.)\nF=C3=A4llig bis: %s\nSendungsnummer: %s\n", inv, g.euDate(), g.amount(","), g.euDate(), trk)
	b.W(fold(body, 75, "=\n", []string{inv, trk}, true))
	b.keep = append(b.keep, trk)
	b.keep = append(b.keep, inv)
	b.F("\n--%s\nContent-Type: application/pdf; name=\"%s.pdf\"\nContent-Disposition: attachment; filename=\"%s.pdf\"\nContent-Transfer-Encoding: base64\nX-Attachment-Id: f_%s\n\nJVBERi0xLjcKJeLjz9MKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZw==\n--%s--\n", bd, strings.ReplaceAll(inv, "/", "_"), strings.ReplaceAll(inv, "/", "_"), K(g.from(lowerA, 10)), bd)
	return b
}

func c_har(g *G) *B {
	b := &B{}
	b.F("{\"log\":{\"version\":\"1.2\",\"entries\":[{\"startedDateTime\":\"%s\",\"request\":{\"method\":\"POST\",\"url\":\"https://%s/api/orders/%s/items\",\"headers\":[", K(g.isoTime()), g.apiHost(), K(g.nz(8)))
	b.F("{\"name\":\"Authorization\",\"value\":\"Bearer %s\"},{\"name\":\"Cookie\",\"value\":\"%s\"},{\"name\":\"x-request-id\",\"value\":\"%s\"}],", K(g.pick("<token>", "[REDACTED]", "${ACCESS_TOKEN}", "{{token}}")), K(g.pick("session=<omitted>", "REDACTED", "sessionid=********")), K(g.uuid()))
	b.F("\"postData\":{\"mimeType\":\"application/json\",\"text\":\"{\\\"sku\\\":\\\"%s\\\",\\\"qty\\\":%d,\\\"unitPrice\\\":%s,\\\"ean\\\":\\\"%s\\\"}\"}},", K(g.sku()), g.rng(1, 40), g.amount("."), K(g.eanSafe()))
	b.F("\"response\":{\"status\":201,\"headers\":[{\"name\":\"etag\",\"value\":\"W/\\\"%s\\\"\"}]},\"time\":%d.%d}]}}", K(g.hex(16)), g.rng(10, 900), g.n(1000))
	return b
}

func c_postman(g *G) *B {
	b := &B{}
	b.F("{\n  \"info\": {\"_postman_id\": \"%s\", \"name\": \"%s\"},\n  \"auth\": {\"type\": \"bearer\", \"bearer\": [{\"key\": \"token\", \"value\": \"{{access_token}}\", \"type\": \"string\"}]},\n", K(g.uuid()), g.pick("Orders API", "Lagerverwaltung", "Catalog v2"))
	b.keep = append(b.keep, "{{access_token}}")
	b.F("  \"item\": [{\"name\": \"Get order\", \"request\": {\"method\": \"GET\", \"url\": \"{{baseUrl}}/orders/%s\"}}],\n", K(g.orderID()))
	b.F("  \"variable\": [{\"key\": \"baseUrl\", \"value\": \"https://%s\"}, {\"key\": \"client_secret\", \"value\": \"%s\"}, {\"key\": \"apiVersion\", \"value\": \"%s\"}]\n}\n", g.apiHost(), K(g.pick("<set-in-environment>", "{{vault:client-secret}}", "REPLACE_ME")), K(g.isoDate()))
	return b
}

func c_env(g *G) *B {
	b := &B{}
	b.W("# .env.example — copy to .env and fill in\n")
	b.F("APP_VERSION=%s\nDB_HOST=localhost\nDB_PORT=5432\nDB_PASSWORD=%s\n", K(g.version()), K(g.placeholder()))
	b.F("STRIPE_SECRET_KEY=%s\n", K(g.pick("sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "<stripe-secret>", "${STRIPE_SECRET_KEY}")))
	b.F("STRIPE_PUBLISHABLE_KEY=%s\n", K("pk_live_"+g.mixed(alnumA, 24)))
	b.F("SMTP_PASSWORD=\nJWT_SECRET=%s\nFEATURE_FLAGS=checkout_v2,search_beta\nBUILD_SHA=%s\nMAX_UPLOAD_MB=%d\n", K(g.pick("change-me-in-production", "********", "${JWT_SECRET}")), K(g.gitsha()), g.rng(5, 500))
	return b
}

func c_properties(g *G) *B {
	b := &B{}
	b.F("spring.datasource.url=jdbc:postgresql://db:5432/%s\nspring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}\n", g.pick("orders", "inventory"))
	b.keep = append(b.keep, "${DB_PASSWORD}")
	b.F("server.tomcat.max-threads=%d\napp.invoice.prefix=%s\napp.release=%s\napp.build.timestamp=%s\n", g.rng(50, 400), K("RE"+fmt.Sprint(g.rng(2021, 2026))), K(g.version()), K(g.isoTime()))
	return b
}

func c_helm(g *G) *B {
	b := &B{}
	b.F("image:\n  repository: ghcr.io/kontor/api\n  tag: \"%s\"\n  digest: sha256:%s\n", K(g.version()), K(g.sha256()))
	b.W("postgresql:\n  auth:\n    existingSecret: pg-credentials\n    secretKeys:\n      adminPasswordKey: postgres-password\n")
	b.F("resources:\n  limits:\n    cpu: %dm\n    memory: %dMi\nreplicaCount: %d\npodAnnotations:\n  checksum/config: %s\n", g.rng(100, 4000), []int{256, 512, 1024, 2048, 4096}[g.n(5)], g.rng(1, 12), K(g.sha256()))
	return b
}

func c_xml_order(g *G) *B {
	b := &B{}
	b.F("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Order number=\"%s\" date=\"%s\">\n", K(g.orderID()), K(g.isoDate()))
	for i, n := 0, g.rng(1, 3); i < n; i++ {
		b.F("  <Line no=\"%d\"><SKU>%s</SKU><GTIN>%s</GTIN><Qty>%d</Qty><UnitPrice currency=\"EUR\">%s</UnitPrice></Line>\n", i+1, K(g.sku()), K(g.eanSafe()), g.rng(1, 500), g.amount("."))
	}
	b.F("  <Shipment carrier=\"DHL\" tracking=\"%s\"/>\n  <Total>%s</Total>\n</Order>\n", K("00340434"+g.digits(12)), g.amount("."))
	return b
}

func c_soap(g *G) *B {
	b := &B{}
	b.W("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">\n  <soapenv:Header>\n    <wsse:Security><wsse:UsernameToken><wsse:Username>svc_gateway</wsse:Username>")
	b.F("<wsse:Password>%s</wsse:Password></wsse:UsernameToken></wsse:Security>\n  </soapenv:Header>\n  <soapenv:Body>\n    <pay:Refund>\n", K(g.pick("${WS_PASSWORD}", "********", "?")+""))
	b.F("      <pay:OriginalTxn>%s</pay:OriginalTxn>\n      <pay:MaskedPan>%s</pay:MaskedPan>\n      <pay:Amount>%s</pay:Amount>\n      <pay:AuthCode>%s</pay:AuthCode>\n    </pay:Refund>\n  </soapenv:Body>\n</soapenv:Envelope>\n", K(g.nz(12)), K(g.pick("411111", "520000", "376400")+"******"+g.digits(4)), g.amount("."), K(strings.ToUpper(g.from(upperA, 6))))
	return b
}

func c_csv_invoice_eu(g *G) *B {
	b := &B{}
	b.W("Rechnungsnr.;Datum;Artikel;EAN;Menge;Netto;MwSt;Brutto\r\n")
	for i, n := 0, g.rng(2, 5); i < n; i++ {
		b.F("%s;%s;%s;%s;%d;%s;%s;%s\r\n", K(g.orderID()), K(g.euDate()), g.pick("Schrauben M6", "Kabel NYM-J 3x1,5", "Toner TN-2420", "Papier A4 80g"), K(g.eanSafe()), g.rng(1, 200), g.amount(","), g.amount(","), g.amount(","))
	}
	return b
}

func c_csv_inventory(g *G) *B {
	b := &B{}
	b.W("sku,upc,description,qty_on_hand,unit_cost,last_count\n")
	for i, n := 0, g.rng(2, 5); i < n; i++ {
		upc := g.digits(12)
		for cardLike(upc) {
			upc = g.digits(12)
		}
		b.F("%s,%s,%s,%d,%s,%s\n", K(g.sku()), K(upc), g.pick("\"Hex bolt, 3/8\"\"\"", "Drywall screw 1-5/8", "PVC elbow 90°", "LED bulb A19 9W"), g.rng(0, 5000), g.amount("."), K(g.isoDate()))
	}
	return b
}

func c_tsv_timesheet(g *G) *B {
	b := &B{}
	b.W("Datum\tProjekt\tStunden\tTätigkeit\n")
	for i, n := 0, g.rng(2, 5); i < n; i++ {
		b.F("%s\t%s\t%d,%d\t%s\n", K(g.euDate()), K("PRJ-"+g.nz(5)), g.rng(1, 9), g.pick3(0, 5, 25)%10, g.pick("Review", "Deployment v"+g.version(), "Kundentermin", "Doku"))
	}
	return b
}

func c_fixed_width(g *G) *B {
	b := &B{}
	b.W("GL-ACCT   COST-CTR  POST-DT  AMOUNT-CENTS   DESCRIPTION\n")
	for i, n := 0, g.rng(2, 4); i < n; i++ {
		y, m, d := g.ymd()
		b.F("%s %s %s %s %s\n", K(g.nz(9)), K(g.nz(8)), K(fmt.Sprintf("%04d%02d%02d", y, m, d)), K(fmt.Sprintf("%013d", g.rng(100, 99999999))), g.pick("ACCRUAL Q3        ", "FX REVALUATION    ", "DEPRECIATION      "))
	}
	return b
}

func c_markdown_release(g *G) *B {
	b := &B{}
	b.W("| Version | Date | Commit | Notes |\n|---|---|---|---|\n")
	for i, n := 0, g.rng(2, 4); i < n; i++ {
		b.F("| %s | %s | `%s` | %s |\n", K("v"+g.version()), K(g.isoDate()), K(g.hex(12)), g.pick("fix CSV export with decimal commas", "bump deps", "new SEPA batch format", "perf: cache ISBN lookups"))
	}
	return b
}

func c_sql_orders(g *G) *B {
	b := &B{}
	b.W("INSERT INTO orders (order_id, sku, qty, total, currency, created_at) VALUES\n")
	n := g.rng(2, 4)
	for i := 0; i < n; i++ {
		sep := ","
		if i == n-1 {
			sep = ";"
		}
		b.F("(%s, '%s', %d, %s, 'EUR', '%s')%s\n", K(g.nz(10)), K(g.sku()), g.rng(1, 50), g.amount("."), K(g.isoTime()), sep)
	}
	return b
}

func c_sql_copy(g *G) *B {
	b := &B{}
	b.W("COPY public.shipments (id, tracking_no, weight_kg, shipped_at) FROM stdin;\n")
	for i, n := 0, g.rng(2, 4); i < n; i++ {
		b.F("%d\t%s\t%d.%d\t%s\n", g.rng(1, 90000), K("1Z"+strings.ToUpper(g.from(upperA, 6))+g.digits(10)), g.rng(0, 40), g.n(10), K(g.isoDate()+" "+fmt.Sprintf("%02d:%02d:%02d+02", g.n(24), g.n(60), g.n(60))))
	}
	b.W("\\.\n")
	return b
}

func c_jsonl(g *G) *B {
	b := &B{}
	for i, n := 0, g.rng(2, 4); i < n; i++ {
		b.F("{\"ts\":\"%s\",\"trace_id\":\"%s\",\"span_id\":\"%s\",\"route\":\"/api/orders/:id\",\"status\":%d,\"latency_ms\":%d.%d,\"order_id\":\"%s\"}\n", K(g.isoTime()), K(g.hex(32)), K(g.hex(16)), []int{200, 200, 404, 500}[g.n(4)], g.rng(1, 3000), g.n(10), K(g.orderID()))
	}
	return b
}

func c_protobuf(g *G) *B {
	b := &B{}
	b.F("build_info {\n  version: \"%s\"\n  commit: \"%s\"\n  built_at { seconds: %d }\n  artifact_sha256: \"%s\"\n}\n", K(g.version()), K(g.gitsha()), g.rng(1700000000, 1790000000), K(g.sha256()))
	return b
}

func c_graphql(g *G) *B {
	b := &B{}
	b.F("{\"query\":\"query Order($id: ID!) { order(id: $id) { id totalPrice lineItems { sku quantity } } }\",\"variables\":{\"id\":\"gid://shopify/Order/%s\",\"after\":\"%s\"}}", K(g.nz(13)), K(b64std(fmt.Sprintf("cursor:%d", g.rng(1, 99999)))))
	return b
}

func c_isbn_catalog(g *G) *B {
	b := &B{}
	b.W("ISBN\tTitel\tSeiten\tPreis\n")
	for i, n := 0, g.rng(2, 4); i < n; i++ {
		b.F("%s\t%s\t%d\t%s €\n", K(g.pick(g.isbnFmt(), g.isbn13())), g.pick("Datenbanken kompakt", "Le Petit Prince", "Go in Action", "ノルウェイの森"), g.rng(90, 900), g.amount(","))
	}
	return b
}

func c_masked_payment(g *G) *B {
	b := &B{}
	l4 := g.digits(4)
	b.F("{\"id\":\"pm_%s\",\"object\":\"payment_method\",\"card\":{\"brand\":\"%s\",\"last4\":\"%s\",\"exp_month\":%d,\"exp_year\":20%d,\"fingerprint\":\"%s\",\"display\":\"%s\"},\"created\":%d}\n", K(g.mixed(alnumA, 24)), g.pick("visa", "mastercard", "amex"), l4, g.rng(1, 12), g.rng(26, 31), K(g.mixed(alnumA, 16)), K("•••• •••• •••• "+l4), g.rng(1700000000, 1790000000))
	return b
}

func c_docker(g *G) *B {
	b := &B{}
	b.F("{\n\t\"auths\": {\n\t\t\"ghcr.io\": {},\n\t\t\"https://index.docker.io/v1/\": {}\n\t},\n\t\"credsStore\": \"%s\",\n\t\"currentContext\": \"default\",\n\t\"plugins\": {\"-x-cli-hints\": {\"enabled\": \"true\"}},\n\t\"_version\": \"%s\"\n}\n", g.pick("desktop", "osxkeychain", "pass"), K(g.version()))
	return b
}

func c_netrc(g *G) *B {
	b := &B{}
	b.F("# ~/.netrc (template, rev %s)\n", K(g.isoDate()))
	for i, n := 0, g.rng(1, 3); i < n; i++ {
		b.F("machine %s\n  login %s\n  password %s\n", g.pick("api.heroku.com", "git.kontor.lan", "artifactory.acme-logistics.com", "ftp.lieferant.de", "nexus.intra"), g.user(), K(g.pick("********", "${NETRC_PASSWORD}", "<set via CI>", "REPLACE_ME", "$ARTIFACTORY_TOKEN")))
	}
	return b
}

func c_imei_inventory(g *G) *B {
	b := &B{}
	b.W("asset_tag,model,imei,serial,purchased,price\n")
	for i, n := 0, g.rng(2, 4); i < n; i++ {
		b.F("%s,%s,%s,%s,%s,%s\n", K("IT-"+g.nz(5)), g.pick("Galaxy A54", "iPhone 13", "Pixel 7a", "Moto g84"), K(g.imei()), K(strings.ToUpper(g.from(upperA, 12))), K(g.isoDate()), g.amount("."))
	}
	return b
}

func c_bank_statement(g *G) *B {
	b := &B{}
	b.W("Buchungstag;Valuta;Buchungstext;Verwendungszweck;Betrag;Währung\n")
	for i, n := 0, g.rng(2, 4); i < n; i++ {
		b.F("%s;%s;%s;%s;%s;EUR\n", K(g.euDate()), K(g.euDate()), g.pick("SEPA-Lastschrift", "Gutschrift", "Kartenzahlung", "Dauerauftrag"), K(g.pick("RE", "Mandatsref M-", "Kd-Nr ", "EREF+")+fmt.Sprint(g.rng(2021, 2026))+"/"+g.digits(5)), g.pick("-", "")+g.amount(","))
	}
	return b
}

func c_sha256sums(g *G) *B {
	b := &B{}
	v := g.version()
	for _, f := range []string{"linux-amd64.tar.gz", "darwin-arm64.tar.gz", "windows-amd64.zip"} {
		b.F("%s  tool-%s-%s\n", K(g.sha256()), v, f)
	}
	return b
}

func c_yaml_config(g *G) *B {
	b := &B{}
	b.F("server:\n  port: 8443\n  tls:\n    cert: /etc/ssl/certs/api.pem\nauth:\n  password: \"%s\"\n  token_ttl: 3600\n  issuer: https://login.acme-corp.com/\ncache:\n  ttl_seconds: %d\nrelease: %s\n", K(g.placeholder()), g.rng(60, 86400), K(g.version()))
	return b
}

func c_uuid_ids(g *G) *B {
	b := &B{}
	b.W("[\n")
	n := g.rng(2, 4)
	for i := 0; i < n; i++ {
		sep := ","
		if i == n-1 {
			sep = ""
		}
		b.F("  {\"id\": \"%s\", \"invoice\": \"%s\", \"amount\": \"%s\", \"due\": \"%s\"}%s\n", K(g.uuid()), K(g.orderID()), g.amount("."), K(g.isoDate()), sep)
	}
	b.W("]\n")
	return b
}

func cleanKinds() []kind {
	return []kind{
		{"clean_vcard_masked", c_vcard}, {"clean_ics_holidays", c_ics}, {"clean_ldif_group", c_ldif_group}, {"clean_mime_invoice", c_mime},
		{"clean_har_placeholder", c_har}, {"clean_postman_vars", c_postman}, {"clean_env_example", c_env}, {"clean_properties", c_properties},
		{"clean_helm_values", c_helm}, {"clean_xml_order", c_xml_order}, {"clean_soap_refund", c_soap}, {"clean_csv_invoice_eu", c_csv_invoice_eu},
		{"clean_csv_inventory", c_csv_inventory}, {"clean_tsv_timesheet", c_tsv_timesheet}, {"clean_fixed_width_gl", c_fixed_width},
		{"clean_markdown_release", c_markdown_release}, {"clean_sql_orders", c_sql_orders}, {"clean_sql_copy", c_sql_copy}, {"clean_jsonl_traces", c_jsonl},
		{"clean_protobuf_build", c_protobuf}, {"clean_graphql_order", c_graphql}, {"clean_isbn_catalog", c_isbn_catalog}, {"clean_masked_payment", c_masked_payment},
		{"clean_docker_config", c_docker}, {"clean_netrc", c_netrc}, {"clean_imei_inventory", c_imei_inventory}, {"clean_bank_statement", c_bank_statement},
		{"clean_sha256sums", c_sha256sums}, {"clean_yaml_config", c_yaml_config}, {"clean_invoice_json", c_uuid_ids},
	}
}

// cardLike: a run of 13-19 digits that passes Luhn and starts like a card of that length.
func cardLike(d string) bool {
	if len(d) < 13 || len(d) > 19 || !luhnOK(d) {
		return false
	}
	switch {
	case d[0] == '4':
		return len(d) == 13 || len(d) == 16 || len(d) == 19
	case d[:2] >= "51" && d[:2] <= "55", d[:4] >= "2221" && d[:4] <= "2720":
		return len(d) == 16
	case d[:2] == "34" || d[:2] == "37":
		return len(d) == 15
	case d[:4] == "6011" || d[:2] == "65" || d[:2] == "62" || (d[:4] >= "3528" && d[:4] <= "3589"):
		return len(d) >= 16
	case d[:2] == "36":
		return len(d) == 14
	}
	return false
}
