package main

import "strings"

func ulid() string { return "01" + from("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) }

func cleanTemplates2() []T {
	return []T{
		{"clean_suggestive_keys_json", func(b *B) string {
			return sf(`{"phone_verified":true,"phone_type":"mobile","has_ssn":false,"ssn_last4":"%s","card_last4":"%s","card_bin":"%s","password_updated_at":%s,"token_count":%d}`,
				b.K(digits(4)), b.K(digits(4)), b.K("4"+digits(5)), b.K(tsSec()), 100+r.Intn(8000))
		}},
		{"clean_secret_references", func(b *B) string {
			return sf(`{"secretRef":"arn:aws:secretsmanager:us-east-1:%s:secret:prod/kb/db-%s","password_policy":{"min_length":%d,"require_symbol":true},"api_key_id":"key_%s","api_key_prefix":"sk_live_…%s"}`,
				b.K(nz(12)), b.K(from(alnumC, 6)), 10+r.Intn(8), b.K(ulid()), b.K(from(alnumC, 4)))
		}},
		{"clean_llm_usage", func(b *B) string {
			return sf(`{"id":"chatcmpl-%s","created":%s,"model":"gpt-4o-%s","usage":{"prompt_tokens":%d,"completion_tokens":%d,"total_tokens":%d},"system_fingerprint":"fp_%s"}`,
				b.K(randomish(alnumC, 29)), b.K(tsSec()), b.K(date()), r.Intn(9000), r.Intn(4000), 9000+r.Intn(4000), b.K(hexs(10)))
		}},
		{"clean_ids_zoo", func(b *B) string {
			return sf(`{"ulid":"%s","snowflake":"%s","uuid":"%s","ksuid":"%s","shortid":"%s"}`, b.K(ulid()), b.K(snowflake()), b.K(uuid()), b.K(randomish(alnumC, 27)), b.K(from(alnumC, 10)))
		}},
		{"clean_npm_lock_integrity", func(b *B) string {
			return sf(`"node_modules/@brightpath/kb-client": {"version": "%s", "resolved": "https://registry.npmjs.org/@brightpath/kb-client/-/kb-client-%s.tgz", "integrity": "sha512-%s=="}`,
				b.K(version()), version(), b.K(randomish(alnumC+"+/", 86)))
		}},
		{"clean_payment_masked_result", func(b *B) string {
			return sf(`{"charge":{"id":"%s","amount":%s,"payment_method_details":{"card":{"brand":"mastercard","last4":"%s","exp_month":%d,"exp_year":%d,"fingerprint":"%s","network_transaction_id":"%s"}}}}`,
				b.K(stripeID("ch")), b.K(cents()), b.K(last4()), 1+r.Intn(12), 2026+r.Intn(5), b.K(randomish(alnumC, 16)), b.K(luhnBad("", 15)))
		}},
		{"clean_numeric_heavy_csv", func(b *B) string {
			rows := []string{"invoice_no,customer_no,amount_cents,issued_ts,zip"}
			for i := 0; i < 3; i++ {
				rows = append(rows, sf("%s,%s,%s,%s,%s", b.K(id10()), b.K(id9()), b.K(cents()), b.K(tsSec()), b.K(nz(5)+"-"+digits(4))))
			}
			return strings.Join(rows, "\n")
		}},
		{"clean_graphql_mutation_vars", func(b *B) string {
			return sf(`{"operationName":"UpdateStock","query":"mutation UpdateStock($sku: ID!, $qty: Int!) { updateStock(sku: $sku, qty: $qty) { sku qty } }","variables":{"sku":"%s","qty":%d,"warehouse":"%s"}}`,
				b.K("SKU-"+digits(7)), r.Intn(900), b.K("WH-"+digits(3)))
		}},
		{"clean_proto_debug_go", func(b *B) string {
			return sf(`DEBUG handler req: order_id:%s line_items:%d ship_to_zip:"%s" requested_at:{seconds:%s nanos:%d}`,
				b.K(id10()), 1+r.Intn(9), b.K(nz(5)), b.K(tsSec()), r.Intn(999999999))
		}},
		{"clean_logfmt_versions", func(b *B) string {
			return sf(`level=info msg="startup" version=%s go=go1.%d.%d build=%s commit=%s pid=%d listen=%s:%d`,
				b.K(version()), 21+r.Intn(5), r.Intn(9), b.K(strings.ReplaceAll(date(), "-", "")+"."+digits(4)), b.K(sha()[:7]), 1000+r.Intn(60000), b.K(ip()), 8000+r.Intn(1000))
		}},
		{"clean_url_encoded_json_filter", func(b *B) string {
			return sf("/api/records?filter=%s&limit=%d", b.K(qe(sf(`{"status":"active","created_after":%s,"region":"eu-west-1"}`, tsMs()))), 10*(1+r.Intn(9)))
		}},
		{"clean_k8s_secret_ref", func(b *B) string {
			return sf("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: kb-db\n        key: password\n  - name: OPENAI_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: kb-llm\n        key: api-key\n  - name: REVISION\n    value: \"%s\"\n", b.K(nz(6)))
		}},
	}
}
