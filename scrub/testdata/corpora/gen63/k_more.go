package main

import (
	"fmt"
	"strings"
)

func k_appsettings(g *G) *B {
	b := &B{}
	L := g.loc()
	pw := g.password()
	for strings.ContainsAny(pw, ";\"\\") {
		pw = g.password()
	}
	b.W("{\n  \"ConnectionStrings\": {\n")
	b.F("    \"Default\": \"Server=%s,1433;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True\"\n  },\n", g.pick("sql-fin-02.corp.local", "tcp:kontor.database.windows.net", "10.1.4.20"), g.pick("Billing", "ERP", "Shop"), g.pick("sa", "app_rw", "svc_reporting"), br(pw))
	b.W("  \"Smtp\": {\n")
	b.F("    \"Host\": \"smtp.office365.com\",\n    \"User\": \"%s\",\n    \"Password\": \"%s\"\n  },\n", em(g.roleEmail(L)), br(g.password()))
	if g.p(60) {
		b.F("  \"AzureAd\": {\n    \"TenantId\": \"%s\",\n    \"ClientId\": \"%s\",\n    \"ClientSecret\": \"%s\"\n  },\n", K(g.uuid()), K(g.uuid()), br(g.mixed(alnumA, 3)+"8Q~"+g.mixed(alnumA+"._-~", 31)))
	}
	b.F("  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } },\n  \"Version\": \"%s\"\n}\n", K(g.version()))
	return b
}

func k_api_response(g *G) *B {
	b := &B{}
	b.F("{\n  \"data\": [\n")
	n := g.rng(1, 3)
	for i := 0; i < n; i++ {
		L := g.loc()
		p := g.person(L)
		b.F("    {\n      \"id\": \"%s\",\n      \"type\": \"contact\",\n      \"attributes\": {\n        \"name\": \"%s\",\n        \"emailAddress\": \"%s\",\n", K(g.uuid()), p.Full(), em(g.emailFor(L, p)))
		if g.p(50) {
			b.F("        \"phoneNumbers\": [{\"type\": \"mobile\", \"value\": \"%s\"}, {\"type\": \"work\", \"value\": \"%s\"}],\n", ph(L.Phone(g, "e164")), ph(L.Phone(g, "nat")))
		} else {
			b.F("        \"mobilePhone\": \"%s\",\n", ph(L.Phone(g, g.pick("e164", "intl", "nat"))))
		}
		sep := ","
		if i == n-1 {
			sep = ""
		}
		b.F("        \"createdAt\": \"%s\"\n      }\n    }%s\n", K(g.isoTime()), sep)
	}
	b.F("  ],\n  \"meta\": {\"page\": 1, \"total\": %d, \"requestId\": \"%s\"}\n}\n", g.rng(1, 900), K(g.uuid()))
	return b
}

func k_openapi_example(g *G) *B {
	b := &B{}
	L := g.loc()
	p := g.person(L)
	b.W("components:\n  schemas:\n    Customer:\n      type: object\n      properties:\n        email:\n          type: string\n          format: email\n")
	b.F("          example: %s\n        phone:\n          type: string\n", em(g.emailFor(L, p)))
	b.F("          example: \"%s\"\n", ph(L.Phone(g, "e164")))
	if g.p(50) {
		b.F("  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n      # token used in the examples below (expires never, rotate!)\n      x-example-token: %s\n", jw(g.jwt()))
	}
	return b
}

func k_csv_payments(g *G) *B {
	b := &B{}
	b.W(g.pick("txn_id,date,card_number,exp,amount,currency,status\n", "TransactionID;Datum;Kartennummer;Ablauf;Betrag;Währung;Status\n"))
	semi := strings.Contains(b.sb.String(), ";")
	for r, n := 0, g.rng(2, 4); r < n; r++ {
		c, cs := g.cardStr()
		_ = c
		txn := "ch_" + g.mixed(alnumA, 24)
		if semi {
			b.F("%s;%s;%s;%s;%s;EUR;%s\n", K(txn), K(g.euDate()), cc(cs), g.expiry(), g.amount(","), g.pick("captured", "refunded", "failed"))
		} else {
			b.F("%s,%s,%s,%s,%s,USD,%s\n", K(txn), K(g.isoDate()), cc(cs), g.expiry(), g.amount("."), g.pick("captured", "refunded", "failed"))
		}
	}
	if g.p(50) {
		l4 := g.digits(4)
		if semi {
			b.F("%s;%s;%s;%s;%s;EUR;voided\n", K("ch_"+g.mixed(alnumA, 24)), K(g.euDate()), K("**** **** **** "+l4), g.expiry(), g.amount(","))
		} else {
			b.F("%s,%s,%s,%s,%s,USD,voided\n", K("ch_"+g.mixed(alnumA, 24)), K(g.isoDate()), K("XXXXXXXXXXXX"+l4), g.expiry(), g.amount("."))
		}
	}
	return b
}

func k_sql_update(g *G) *B {
	b := &B{}
	L := g.loc()
	p := g.person(L)
	switch g.n(3) {
	case 0:
		b.F("UPDATE customers SET phone = '%s', updated_at = NOW() WHERE email = '%s';\n", ph(L.Phone(g, g.pick("e164", "nat"))), em(g.emailFor(L, p)))
	case 1:
		L = g.locCode("en-US")
		p = g.person(L)
		b.F("-- fix bad import, ticket %s\nUPDATE employees SET ssn = '%s' WHERE employee_id = %s;\n", K("OPS-"+g.nz(5)), sn(g.ssn(g.pick3(0, 2, 2), false)), g.nz(5))
	default:
		b.F("SELECT id, status FROM orders WHERE customer_email IN ('%s', '%s') AND created_at >= '%s';\n", em(g.emailFor(L, p)), em(g.emailFor(L, g.person(L))), K(g.isoDate()))
	}
	return b
}

func k_ics_location(g *G) *B {
	b := &B{}
	L := g.loc()
	p := g.person(L)
	b.W("BEGIN:VEVENT\r\n")
	b.F("DTSTART;TZID=%s:%s\r\n", g.pick("Europe/Berlin", "America/New_York", "Asia/Tokyo", "Europe/Paris", "Asia/Bangkok"), K(strings.TrimSuffix(g.icsTime(), "Z")))
	b.W("SUMMARY:" + g.pick("Handwerker Termin", "Livraison", "Dentist", "Entrevista", "内見", "Встреча с клиентом", "นัดส่งของ") + "\r\n")
	t := g.phoneText(L)
	loc := g.pick("Hauptstr. 12, ", "12 rue Victor Hugo, ", "221B Baker St, ", "東京都港区1-2-3 ", "") + g.pick(L.Cities...) + " (" + g.pick("Tel", "tel.", "☎", "call") + " " + t + ")"
	g.icsFoldLine(b, "LOCATION:"+strings.ReplaceAll(loc, ",", "\\,"), []string{t})
	b.pii = append(b.pii, ph(t))
	m := g.emailFor(L, p)
	g.icsFoldLine(b, "ATTENDEE;CN=\""+p.Full()+"\";ROLE=OPT-PARTICIPANT:mailto:"+m, []string{m})
	b.pii = append(b.pii, em(m))
	b.W("END:VEVENT\r\n")
	return b
}

func k_curl_har_export(g *G) *B {
	// "Copy as cURL" from devtools, pasted into a ticket
	b := &B{}
	L := g.loc()
	p := g.person(L)
	b.F("curl 'https://%s/api/v1/account' \\\n  -H 'accept: application/json' \\\n", g.apiHost())
	if g.p(50) {
		b.F("  -H 'authorization: Bearer %s' \\\n", jw(g.jwt()))
	} else {
		b.F("  -H 'cookie: _ga=GA1.2.%s.%s; __Secure-session=%s' \\\n", g.nz(9), g.nz(10), br(g.sessionID()))
	}
	b.F("  -H 'content-type: application/json' \\\n  --data-raw '{\"email\":\"%s\",\"phone\":\"%s\"}' \\\n  --compressed\n", em(g.emailFor(L, p)), ph(L.Phone(g, g.pick("e164", "nat", "intl"))))
	return b
}

func piiKinds() []kind {
	return []kind{
		{"vcard21", k_vcard21}, {"vcard30", k_vcard30}, {"vcard40", k_vcard40}, {"vcf_export", k_vcf_export},
		{"ics_invite", k_ics_invite}, {"ics_location", k_ics_location}, {"ldif", k_ldif},
		{"eml_headers", k_eml_headers}, {"eml_qp", k_eml_qp}, {"mbox", k_mbox},
		{"har", k_har}, {"postman", k_postman}, {"insomnia", k_insomnia}, {"graphql", k_graphql}, {"webhook", k_webhook}, {"curl_copy", k_curl_har_export},
		{"dotenv", k_dotenv}, {"ini", k_ini}, {"properties", k_properties}, {"toml", k_toml}, {"k8s_secret", k_k8s_secret}, {"helm_values", k_helm},
		{"docker_config", k_docker_config}, {"npmrc", k_npmrc}, {"netrc", k_netrc}, {"aws_credentials", k_aws_credentials}, {"kubeconfig", k_kubeconfig},
		{"gh_actions", k_gh_actions}, {"yaml_seed", k_yaml_seed}, {"appsettings", k_appsettings},
		{"csv_us", k_csv_us}, {"csv_eu", k_csv_eu}, {"tsv_excel", k_tsv_excel}, {"fixed_width", k_fixed_width}, {"markdown_table", k_markdown},
		{"sql_insert", k_sql_insert}, {"sql_copy", k_sql_copy}, {"sql_update", k_sql_update}, {"jsonl", k_jsonl}, {"xml_customer", k_xml_customer},
		{"soap", k_soap}, {"protobuf_text", k_protobuf_text}, {"google_contacts_csv", k_google_contacts_csv}, {"outlook_csv", k_outlook_csv},
		{"api_response", k_api_response}, {"openapi_example", k_openapi_example}, {"csv_payments", k_csv_payments},
		{"oauth_response", k_oauth_response}, {"bare_list", k_bare_list}, {"payroll", k_payroll}, {"cards_json", k_cards_json},
	}
}

var _ = fmt.Sprint
