package main

import (
	"encoding/base64"
	"strings"
)

func cleanTemplates() []T {
	return append(cleanTemplates2(), []T{
		{"clean_openai_tool_call", func(b *B) string {
			return sf(`{"id":"%s","type":"function","function":{"name":"get_order_status","arguments":"{\"order_id\":\"%s\",\"include_items\":true,\"since_ts\":%s}"}}`,
				b.K(callID()), b.K(id10()), b.K(tsSec()))
		}},
		{"clean_anthropic_tool_use", func(b *B) string {
			return sf(`{"type":"tool_use","id":"%s","name":"kb_search","input":{"query":"error E%s after upgrading to %s","filters":{"product":"router-x%d","doc_ids":["%s","%s"]},"top_k":5}}`,
				b.K(toolu()), b.K(digits(4)), b.K("v"+version()), 100+r.Intn(900), b.K(docID()), b.K(docID()))
		}},
		{"clean_mcp_result", func(b *B) string {
			return sf(`{"jsonrpc":"2.0","id":%d,"result":{"content":[{"type":"text","text":"Found %d articles; newest %s updated %s"}],"isError":false,"_meta":{"elapsed_ms":%d}}}`,
				r.Intn(999), 1+r.Intn(80), b.K(docID()), b.K(isoTS()), r.Intn(3000))
		}},
		{"clean_json_order", func(b *B) string {
			return sf(`{"order":{"number":"%s","order_id":%s,"total_cents":%s,"currency":"USD","shipping_zip":"%s","payment":{"brand":"visa","last4":"%s","display":"%s"},"placed_at":%s}}`,
				b.K(orderNo()), b.K(id10()), b.K(cents()), b.K(zip()), b.K(last4()), b.K(masked()), b.K(tsMs()))
		}},
		{"clean_json_geo", func(b *B) string {
			return sf(`{"store_id":"%s","location":{"lat_lng":"%s","postal_code":"%s","timezone":"America/Chicago"},"opened":"%s","sq_ft":%d}`,
				b.K("ST"+digits(5)), b.K(coords()), b.K(zip()), b.K(date()), 1000+r.Intn(40000))
		}},
		{"clean_json_oauth_meta", func(b *B) string {
			return sf(`{"token_type":"Bearer","expires_in":%d,"scope":"kb.read kb.write","issued_at":%s,"client_id":"%s"}`,
				pick([]int{3600, 7200, 86400}), b.K(tsSec()), b.K(hexs(8)+"-"+digits(4)+".apps.brightpath.io"))
		}},
		{"clean_json_config_placeholders", func(b *B) string {
			return sf(`{"openai":{"api_key":"%s","model":"gpt-4o-%s"},"stripe":{"publishable_key":"%s","secret_key":"%s"},"db":{"password":"********","pool":%d}}`,
				b.K(pick([]string{"YOUR_OPENAI_API_KEY", "${OPENAI_API_KEY}", "<openai-key>", "sk-...", "REDACTED"})), b.K(date()), b.K(pkLive()), b.K("${STRIPE_SECRET_KEY}"), 5+r.Intn(40))
		}},
		{"clean_yaml_deploy", func(b *B) string {
			return sf("image: ghcr.io/brightpath/kb-agent:%s\nimageDigest: sha256:%s\nreplicas: %d\nresources:\n  limits:\n    memory: %dMi\ncommit: %s\n",
				b.K(version()), b.K(sha256()), 1+r.Intn(12), 256*(1+r.Intn(8)), b.K(sha()))
		}},
		{"clean_yaml_tool_result", func(b *B) string {
			return sf("result:\n  order_id: %s\n  status: shipped\n  tracking: \"1Z%s\"\n  eta: %s\n  weight_g: %d\n",
				b.K(id10()), b.K(from(upper+digs, 16)), b.K(date()), 100+r.Intn(9000))
		}},
		{"clean_toml_config", func(b *B) string {
			return sf("[server]\nport = %d\nread_timeout_ms = %d\n\n[kb]\nindex = \"articles-%s\"\nembedding_dim = 1536\nversion = \"%s\"\n",
				8000+r.Intn(1000), 1000*(1+r.Intn(60)), b.K(date()), b.K(version()))
		}},
		{"clean_url_query", func(b *B) string {
			return sf("GET /api/v1/orders?order_id=%s&ts=%s&page=%d&per_page=50 HTTP/1.1", b.K(id10()), b.K(tsMs()), 1+r.Intn(40))
		}},
		{"clean_form_body", func(b *B) string {
			return sf("sku=%s&qty=%d&zip=%s&price_cents=%s&coupon=%s", b.K("SKU-"+digits(6)), 1+r.Intn(9), b.K(zip()), b.K(cents()), b.K("WELCOME"+digits(2)))
		}},
		{"clean_url_double_encoded", func(b *B) string {
			return sf("https://kb.brightpath.io/login?next=%s&v=%s", b.K(qe(qe("/orders?id="+id10()+"&from="+date()))), b.K(version()))
		}},
		{"clean_graphql_query", func(b *B) string {
			cur := base64.RawURLEncoding.EncodeToString([]byte(sf(`{"offset":%d,"id":%s}`, 50*r.Intn(20), id9())))
			return sf(`{"query":"query Orders($after: String) { orders(first: 25, after: $after) { edges { node { id totalCents } } } }","variables":{"after":"%s"}}`, b.K(cur))
		}},
		{"clean_graphql_response", func(b *B) string {
			return sf(`{"data":{"orders":{"totalCount":%d,"edges":[{"node":{"id":"T3JkZXI6%s","number":"%s","totalCents":%s}}]}},"extensions":{"cost":{"requestedQueryCost":%d}}}`,
				r.Intn(5000), b.K(digits(8)), b.K(orderNo()), b.K(cents()), r.Intn(200))
		}},
		{"clean_sql_rails", func(b *B) string {
			return sf(`  Order Load (0.%dms)  SELECT "orders".* FROM "orders" WHERE "orders"."id" = $1 LIMIT $2  [["id", %s], ["LIMIT", 1]]`, r.Intn(9), b.K(id10()))
		}},
		{"clean_sql_django", func(b *B) string {
			return sf(`(0.00%d) SELECT "shop_order"."id" FROM "shop_order" WHERE ("shop_order"."customer_id" = %s AND "shop_order"."created" >= '%s'); args=(%s, '%s'); alias=default`,
				1+r.Intn(9), b.K(id9()), b.K(date()), id9(), date())
		}},
		{"clean_sql_gorm", func(b *B) string {
			return sf("[%d.%03dms] [rows:1] INSERT INTO `shipments` (`order_id`,`zip`,`weight_g`,`created_at`) VALUES (%s,'%s',%d,'%s')",
				r.Intn(20), r.Intn(1000), b.K(id10()), b.K(zip()), 100+r.Intn(9000), b.K(date()+" 10:11:12"))
		}},
		{"clean_postgres_log_params", func(b *B) string {
			return sf("LOG:  execute <unnamed>: UPDATE invoices SET paid_at = $1 WHERE invoice_no = $2\nDETAIL:  parameters: $1 = '%s', $2 = '%s'", b.K(date()+" 10:00:00+00"), b.K(id10()))
		}},
		{"clean_sql_insert_products", func(b *B) string {
			return sf("INSERT INTO products (sku, upc, price_cents, weight_g) VALUES\n  ('%s', '%s', %s, %d),\n  ('%s', '%s', %s, %d);",
				b.K("SKU-"+digits(5)), b.K(luhnBad("0", 12)), b.K(cents()), r.Intn(5000), b.K("SKU-"+digits(5)), b.K(luhnBad("0", 12)), b.K(cents()), r.Intn(5000))
		}},
		{"clean_protobuf_text", func(b *B) string {
			return sf("article {\n  id: %s\n  slug: \"reset-router-%d\"\n  revision: %d\n  updated_at {\n    seconds: %s\n  }\n  checksum: \"%s\"\n}", b.K(id10()), r.Intn(99), 1+r.Intn(40), b.K(tsSec()), b.K(sha()))
		}},
		{"clean_grpc_metadata", func(b *B) string {
			return sf("INFO grpc call method=/kb.v1.Search/Query metadata=map[:authority:[kb.internal:443] x-request-id:[%s] traceparent:[00-%s-%s-01]] latency=%dms",
				b.K(uuid()), b.K(traceID()), b.K(spanID()), r.Intn(900))
		}},
		{"clean_csv_orders", func(b *B) string {
			rows := []string{"order_id,sku,qty,amount_cents,card"}
			for i := 0; i < 3; i++ {
				rows = append(rows, sf("%s,%s,%d,%s,%s", b.K(id10()), b.K("SKU-"+digits(6)), 1+r.Intn(5), b.K(cents()), b.K("**** "+last4())))
			}
			return strings.Join(rows, "\n")
		}},
		{"clean_csv_sensor", func(b *B) string {
			rows := []string{"ts_ms,device,lat,lon,temp_c"}
			for i := 0; i < 3; i++ {
				rows = append(rows, sf("%s,%s,%.5f,%.5f,%.1f", b.K(tsMs()), b.K("dev-"+hexs(6)), -60+r.Float64()*120, -170+r.Float64()*340, r.Float64()*40))
			}
			return strings.Join(rows, "\n")
		}},
		{"clean_jsonl_events", func(b *B) string {
			rows := []string{}
			for i := 0; i < 3; i++ {
				rows = append(rows, sf(`{"event_id":"%s","type":"%s","ts":%s,"user_id":%s}`, b.K(uuid()), pick([]string{"page_view", "search", "tool_call", "feedback"}), b.K(tsMs()), b.K(id9())))
			}
			return strings.Join(rows, "\n")
		}},
		{"clean_python_repr", func(b *B) string {
			return sf("Order(id=%s, total=Decimal('%s'), zip='%s', created=datetime.datetime(2025, %d, %d, 14, 3, 9), items=%d)",
				b.K(id10()), b.K(amount()), b.K(zip()), 1+r.Intn(12), 1+r.Intn(28), 1+r.Intn(9))
		}},
		{"clean_js_inspect", func(b *B) string {
			return sf("{\n  orderId: '%s',\n  amountCents: %s,\n  createdAt: %s,\n  version: '%s'\n}", b.K(orderNo()), b.K(cents()), b.K(isoTS()), b.K(version()))
		}},
		{"clean_go_struct", func(b *B) string {
			return sf(`&orders.Item{ID:%s, SKU:"%s", Qty:%d, PriceCents:%s, UpdatedAt:%s}`, b.K(id10()), b.K("SKU-"+digits(6)), 1+r.Intn(9), b.K(cents()), b.K(tsSec()))
		}},
		{"clean_ruby_hash", func(b *B) string {
			return sf(`Parameters: {"order_id"=>"%s", "quantity"=>"%d", "zip"=>"%s", "commit"=>"Update"}`, b.K(id10()), 1+r.Intn(9), b.K(zip()))
		}},
		{"clean_php_print_r", func(b *B) string {
			return sf("Array\n(\n    [pedido] => %s\n    [valor] => %s\n    [cep] => %s\n)\n", b.K(nz(8)), b.K(amount()), b.K(nz(5)+"-"+digits(3)))
		}},
		{"clean_java_tostring", func(b *B) string {
			return sf("InvoiceDto(id=%s, number=%s, amountCents=%s, dueDate=%s, status=OPEN)", b.K(id10()), b.K(orderNo()), b.K(cents()), b.K(date()))
		}},
		{"clean_rust_debug", func(b *B) string {
			return sf(`Shipment { id: %s, tracking: "%s", weight_g: %d, eta: Some(%s) }`, b.K(id9()), b.K("1Z"+from(upper+digs, 16)), r.Intn(9000), b.K(date()))
		}},
		{"clean_logfmt", func(b *B) string {
			return sf(`ts=%s level=info msg="request done" method=GET path=/v1/orders/%s status=200 bytes=%d dur_ms=%d trace_id=%s`,
				b.K(isoTS()), b.K(id10()), r.Intn(99999), r.Intn(900), b.K(traceID()))
		}},
		{"clean_slog_json", func(b *B) string {
			return sf(`{"time":"%s","level":"INFO","msg":"kb reindex","docs":%d,"version":"%s","took_ms":%d,"shard":%d}`, b.K(isoTS()), r.Intn(100000), b.K(version()), r.Intn(99999), r.Intn(32))
		}},
		{"clean_serilog", func(b *B) string {
			return sf(`[%02d:%02d:%02d INF] Order {OrderId} shipped to {Zip} {"OrderId": %s, "Zip": "%s", "Weight": %d}`, r.Intn(24), r.Intn(60), r.Intn(60), b.K(id10()), b.K(zip()), r.Intn(9000))
		}},
		{"clean_zap", func(b *B) string {
			return sf(`{"level":"info","ts":%s.%d,"caller":"sync/worker.go:%d","msg":"batch committed","offset":%s,"count":%d}`, b.K(tsSec()), r.Intn(999), r.Intn(400), b.K(nz(11)), r.Intn(1000))
		}},
		{"clean_nginx_access", func(b *B) string {
			return sf(`%s - - [%02d/Apr/2025:08:%02d:%02d +0000] "GET /api/orders/%s/items?page=%d HTTP/2.0" 200 %d "-" "kb-agent/%s"`,
				b.K(ip()), 1+r.Intn(28), r.Intn(60), r.Intn(60), b.K(id10()), 1+r.Intn(9), r.Intn(9999), b.K(version()))
		}},
		{"clean_http_request_dump", func(b *B) string {
			return sf("POST /v1/refunds HTTP/1.1\r\nHost: api.brightpath.io\r\nIdempotency-Key: %s\r\nContent-Type: application/json\r\n\r\n{\"charge\":\"%s\",\"amount\":%s}",
				b.K(uuid()), b.K(stripeID("ch")), b.K(cents()))
		}},
		{"clean_curl_placeholder", func(b *B) string {
			return sf(`curl -s https://api.brightpath.io/v1/kb/articles/%s -H "Authorization: Bearer $KB_TOKEN" -H "X-Request-Id: %s"`, b.K(docID()), b.K(uuid()))
		}},
		{"clean_env_placeholders", func(b *B) string {
			return sf("OPENAI_API_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=%s\nDB_PASSWORD=\nPORT=%d\nBUILD=%s\n", b.K(placeholder()), b.K(pkLive()), 3000+r.Intn(6000), b.K(date()+"."+digits(1)))
		}},
		{"clean_k8s_configmap", func(b *B) string {
			return sf("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: kb-agent\n  uid: %s\n  resourceVersion: \"%s\"\ndata:\n  MAX_TOKENS: \"%d\"\n  RELEASE: \"%s\"\n",
				b.K(uuid()), b.K(nz(8)), 256*(1+r.Intn(32)), b.K(version()))
		}},
		{"clean_jwt_lookalikes", func(b *B) string {
			hdr := base64.RawURLEncoding.EncodeToString([]byte(sf(`{"alg":"RS256","kid":"%s"}`, hexs(8))))
			return sf(`{"protected":"%s","jwks_uri":"https://auth.brightpath.io/.well-known/jwks.json","example":"eyJhbGciOi...","kid":"%s"}`, b.K(hdr), b.K(hexs(16)))
		}},
		{"clean_phone_lookalikes", func(b *B) string {
			return sf(`{"zip_plus4":"%s","build":"%s.%d","isbn":"978-%d-%s-%s-%d","range":"%d-%d","port":%d,"ip":"%s"}`,
				b.K(nz(5)+"-"+digits(4)), b.K(strings.ReplaceAll(date(), "-", "")), r.Intn(9), r.Intn(2), digits(3), digits(5), r.Intn(10), 2019+r.Intn(3), 2024+r.Intn(3), 1024+r.Intn(60000), b.K(ip()))
		}},
		{"clean_ssn_lookalikes", func(b *B) string {
			return sf(`{"ssn_masked":"%s","test_ssn":"%s","part_no":"P/N %s-%s-%s","customer_id":%s}`,
				b.K("***-**-"+digits(4)), b.K("000-"+digits(2)+"-"+digits(4)), b.K(digits(3)), digits(2), digits(4), b.K(id9()))
		}},
		{"clean_card_lookalikes", func(b *B) string {
			return sf(`{"txn_ref":"%s","tweet_id":"%s","card_display":"%s","bin":"%s","auth_code":"%s"}`,
				b.K(luhnBad("4", 16)), b.K(snowflake()), b.K(masked()), b.K("4"+digits(5)), b.K(from(upper+digs, 6)))
		}},
		{"clean_email_lookalikes", func(b *B) string {
			return sf(`{"dependency":"@brightpath/kb-client@%s","icon":"logo@2x.png","repo":"git@github.com:brightpath/kb-sync.git","mention":"@%s","ref":"%s"}`,
				b.K(version()), pick([]string{"support-bot", "kb_admin", "oncall"}), b.K(sha()[:12]))
		}},
		{"clean_hashes", func(b *B) string {
			return sf(`{"etag":"\"%s\"","sha256":"%s","commit":"%s","size_bytes":%d}`, b.K(hexs(32)), b.K(sha256()), b.K(sha()), r.Intn(99999999))
		}},
		{"clean_stripe_ids", func(b *B) string {
			return sf(`{"customer":"%s","payment_intent":"%s","charge":"%s","publishable_key":"%s","amount":%s,"created":%s}`,
				b.K(stripeID("cus")), b.K(stripeID("pi")), b.K(stripeID("ch")), b.K(pkLive()), b.K(cents()), b.K(tsSec()))
		}},
		{"clean_aws_ids", func(b *B) string {
			acct := nz(12)
			return sf(`{"AccessKeyId":"%s","Arn":"arn:aws:iam::%s:role/kb-agent","Account":"%s","UserId":"AROA%s"}`,
				b.K(akia()), acct, b.K(acct), b.K(from(upper+"234567", 17)))
		}},
		{"clean_xml_soap", func(b *B) string {
			return sf(`<soap:Envelope><soap:Body><GetOrderResponse><OrderId>%s</OrderId><Total>%s</Total><PostalCode>%s</PostalCode></GetOrderResponse></soap:Body></soap:Envelope>`,
				b.K(id10()), b.K(amount()), b.K(zip()))
		}},
		{"clean_har_entry", func(b *B) string {
			return sf(`{"request":{"method":"GET","url":"https://kb.brightpath.io/api/articles?limit=%d","headers":[{"name":"Accept","value":"application/json"},{"name":"X-Client-Version","value":"%s"}]},"time":%d.%d}`,
				10*(1+r.Intn(9)), b.K(version()), r.Intn(999), r.Intn(99))
		}},
		{"clean_agent_scratchpad", func(b *B) string {
			return sf("Thought: the user wants the status of order %s.\nAction: get_order\nAction Input: {\"order_id\": %s, \"fields\": [\"status\", \"eta\"]}\nObservation: {\"status\": \"in_transit\", \"eta\": \"%s\"}",
				b.K(orderNo()), b.K(id10()), b.K(date()))
		}},
		{"clean_escaped_csv_in_json", func(b *B) string {
			return sf(`{"file_name":"inventory_%s.csv","content":"sku,qty,price_cents\n%s,%d,%s\n%s,%d,%s\n"}`,
				b.K(date()), b.K("SKU-"+digits(6)), r.Intn(500), b.K(cents()), b.K("SKU-"+digits(6)), r.Intn(500), b.K(cents()))
		}},
		{"clean_multilang_fields", func(b *B) string {
			return sf(`{"pedido":"%s","codigo_postal":"%s","bestellnummer":"%s","postleitzahl":"%s","注文番号":"%s","郵便番号":"%s"}`,
				b.K(nz(8)), b.K(sf("%05d", 1000+r.Intn(50000))), b.K(nz(10)), b.K(nz(5)), b.K(nz(10)), b.K(digits(3)+"-"+digits(4)))
		}},
		{"clean_unicode_escape_json", func(b *B) string {
			return sf(`{"title":"R\u00e9initialiser le routeur","doc":"%s","updated":%s,"price":"%s \u20ac"}`, b.K(docID()), b.K(tsMs()), b.K(strings.ReplaceAll(amount(), ".", ",")))
		}},
		{"clean_yaml_pagination", func(b *B) string {
			return sf("page:\n  cursor: \"%s\"\n  size: 50\n  total: %d\nrequest_id: %s\n", b.K(base64.StdEncoding.EncodeToString([]byte(sf(`{"last_id":%s}`, id10())))), r.Intn(99999), b.K(uuid()))
		}},
		{"clean_protobuf_money", func(b *B) string {
			return sf("total {\n  currency_code: \"EUR\"\n  units: %d\n  nanos: %d\n}\nline_items: %d\norder_ref: \"%s\"", r.Intn(9999), r.Intn(999999999), 1+r.Intn(20), b.K(orderNo()))
		}},
		{"clean_sql_inlist_ids", func(b *B) string {
			return sf(`SELECT id, status FROM tickets WHERE id IN (%s, %s, %s) AND created_at > to_timestamp(%s);`, b.K(id10()), b.K(id10()), b.K(id10()), b.K(tsSec()))
		}},
	}...)
}
