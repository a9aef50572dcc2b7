package main

import (
	"encoding/base64"
	"strings"
)

func piiTemplates2() []T {
	return []T{
		// ---------- SQL with bound parameters ----------
		{"sql_rails_log", func(b *B) string {
			p := person("")
			return sf(`  User Load (0.%dms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 LIMIT $2  [["email", "%s"], ["LIMIT", 1]]`,
				r.Intn(9), b.Email(p.Email))
		}},
		{"sql_rails_update_phone", func(b *B) string {
			return sf(`  Customer Update (1.%dms)  UPDATE "customers" SET "mobile" = $1, "updated_at" = $2 WHERE "customers"."id" = $3  [["mobile", "%s"], ["updated_at", "%s"], ["id", %s]]`,
				r.Intn(9), b.Phone(phone("", "intl")), b.K(isoTS()[:19]), b.K(id9()))
		}},
		{"sql_django_debug", func(b *B) string {
			ph := phone("us", "nat")
			return sf(`(0.00%d) SELECT "accounts_customer"."id", "accounts_customer"."phone" FROM "accounts_customer" WHERE "accounts_customer"."phone" = '%s' LIMIT 21; args=('%s',); alias=default`,
				1+r.Intn(9), b.Phone(ph), ph)
		}},
		{"sql_gorm_insert", func(b *B) string {
			p := person("us")
			return sf("2024/%02d/%02d 10:%02d:%02d /app/repo/customer.go:%d\n[%d.%03dms] [rows:1] INSERT INTO `customers` (`created_at`,`name`,`email`,`ssn`,`zip`) VALUES ('%s','%s','%s','%s','%s') RETURNING `id`",
				1+r.Intn(12), 1+r.Intn(28), r.Intn(60), r.Intn(60), 40+r.Intn(200), r.Intn(20), r.Intn(1000), b.K(date()+" 10:00:00.000"), strings.ReplaceAll(p.Full, "'", "''"), b.Email(p.Email), b.SSN(ssn("")), b.K(nz(5)))
		}},
		{"sql_hibernate_binding", func(b *B) string {
			p := person("")
			return sf("Hibernate: insert into contact (email, phone, tenant_id, id) values (?, ?, ?, ?)\nTRACE o.h.t.d.s.BasicBinder - binding parameter [1] as [VARCHAR] - [%s]\nTRACE o.h.t.d.s.BasicBinder - binding parameter [2] as [VARCHAR] - [%s]\nTRACE o.h.t.d.s.BasicBinder - binding parameter [3] as [BIGINT] - [%s]",
				b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(id10()))
		}},
		{"sql_sequelize_bind", func(b *B) string {
			p := person("")
			return sf(`Executing (default): INSERT INTO "Users" ("id","email","phone","createdAt") VALUES (DEFAULT,$1,$2,$3) RETURNING *; {"bind":["%s","%s","%s"]}`,
				b.Email(p.Email), b.Phone(phone(p.Loc, "e164")), b.K(isoTS()))
		}},
		{"sql_sqlalchemy_params", func(b *B) string {
			p := person("us")
			return sf("INFO sqlalchemy.engine.Engine INSERT INTO applicants (name, email, ssn, income_cents) VALUES (?, ?, ?, ?)\nINFO sqlalchemy.engine.Engine [generated in 0.000%ds] ('%s', '%s', '%s', %s)",
				10+r.Intn(89), strings.ReplaceAll(p.Full, "'", "\\'"), b.Email(p.Email), b.SSN(ssn(pick([]string{"", "bare"}))), b.K(cents()))
		}},
		{"sql_postgres_log_params", func(b *B) string {
			return sf("%s UTC [%d] LOG:  execute <unnamed>: UPDATE payment_methods SET pan = $1, updated_at = now() WHERE customer_id = $2\n%s UTC [%d] DETAIL:  parameters: $1 = '%s', $2 = '%s'",
				b.K(date()+" 12:0"+digits(1)+":"+sf("%02d", r.Intn(60))), 1000+r.Intn(60000), date()+" 12:00:00", 1000+r.Intn(60000), b.Card(card("", "plain")), b.K(id9()))
		}},
		{"sql_insert_multirow", func(b *B) string {
			a, c := person("us"), person("us")
			return sf("INSERT INTO employees (id, name, email, tax_id, phone) VALUES\n  (%s, '%s', '%s', '%s', '%s'),\n  (%s, '%s', '%s', '%s', '%s');",
				b.K(nz(6)), strings.ReplaceAll(a.Full, "'", "''"), b.Email(a.Email), b.SSN(ssn(pick([]string{"", "bare"}))), b.Phone(phone("us", "nat")),
				b.K(nz(6)), strings.ReplaceAll(c.Full, "'", "''"), b.Email(c.Email), b.SSN(ssn(pick([]string{"", "bare"}))), b.Phone(phone("us", "nat")))
		}},
		{"sql_mysql_general_log", func(b *B) string {
			return sf("%sT10:%02d:%02d.%06dZ\t   %d Query\tUPDATE orders SET card_no='%s', status='paid' WHERE order_no='%s'",
				date(), r.Intn(60), r.Intn(60), r.Intn(999999), 10+r.Intn(900), b.Card(card("", "plain")), b.K(orderNo()))
		}},
		{"sql_prisma_query", func(b *B) string {
			p := person("")
			return sf("prisma:query SELECT `main`.`User`.`id`, `main`.`User`.`email` FROM `main`.`User` WHERE `main`.`User`.`email` = ? LIMIT ? OFFSET ?\nParams: [\"%s\",1,0]\nDuration: %dms",
				b.Email(p.Email), r.Intn(40))
		}},
		{"sql_ecto_query", func(b *B) string {
			p := person("")
			return sf(`[debug] QUERY OK source="contacts" db=%d.%dms queue=0.%dms idle=%d.%dms
SELECT c0."id", c0."email" FROM "contacts" AS c0 WHERE (c0."email" = $1) AND (c0."mobile" = $2) ["%s", "%s"]`,
				r.Intn(9), r.Intn(9), r.Intn(9), 100+r.Intn(900), r.Intn(9), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")))
		}},
		{"sql_jdbc_prepared", func(b *B) string {
			return sf("DEBUG [pool-2-thread-%d] jdbc.sqlonly - UPDATE taxpayers SET ssn = '%s', verified = 1 WHERE id = %s",
				1+r.Intn(8), b.SSN(ssn("")), b.K(id9()))
		}},
		{"sql_sqlx_go_args", func(b *B) string {
			p := person("")
			return sf(`level=DEBUG msg="query" sql="INSERT INTO leads (email, phone, source) VALUES ($1, $2, $3)" args="[%s %s %s]" dur=%dms`,
				b.Email(p.Email), b.Phone(phone(p.Loc, "e164")), pick([]string{"webform", "chatbot", "import"}), r.Intn(50))
		}},
		// ---------- protobuf and gRPC ----------
		{"protobuf_text_format", func(b *B) string {
			p := person("")
			return sf("contact {\n  id: %s\n  display_name: \"%s\"\n  email: \"%s\"\n  phone_number: \"%s\"\n  created_at {\n    seconds: %s\n    nanos: %d\n  }\n}",
				b.K(id10()), p.Full, b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(tsSec()), r.Intn(999999999))
		}},
		{"grpc_go_request_debug", func(b *B) string {
			p := person("us")
			return sf(`grpc: server: /identity.v1.Verify/Submit req=&identitypb.SubmitRequest{ApplicantId:"%s", Ssn:"%s", Email:"%s", ConsentVersion:"%s"}`,
				b.K(uuid()), b.SSN(ssn("")), b.Email(p.Email), b.K(version()))
		}},
		{"grpc_metadata_print", func(b *B) string {
			return sf("INFO grpc call method=/kb.v1.Search/Query metadata=map[:authority:[kb.internal:443] authorization:[Bearer %s] x-request-id:[%s] user-agent:[grpc-go/1.%d.0]]",
				b.Sec(tok("opaque")), b.K(uuid()), 50+r.Intn(20))
		}},
		{"grpcurl_invocation", func(b *B) string {
			return sf(`grpcurl -H 'authorization: Bearer %s' -d '{"taxpayer_id": "%s", "year": %d}' tax.internal:443 tax.v2.Returns/Get`,
				b.JWT(jwt()), b.SSN(ssn("bare")), 2020+r.Intn(5))
		}},
		{"protobuf_json_camel", func(b *B) string {
			p := person("")
			return sf(`{"customerId":"%s","contactInfo":{"emailAddress":"%s","phoneNumber":"%s"},"createTime":"%s"}`,
				b.K(id10()), b.Email(p.Email), b.Phone(phone(p.Loc, "e164")), b.K(isoTS()))
		}},
		{"protobuf_text_card", func(b *B) string {
			return sf("payment_request {\n  order_id: \"%s\"\n  amount_minor: %s\n  card {\n    number: \"%s\"\n    exp_month: %d\n    exp_year: %d\n  }\n}",
				b.K(orderNo()), b.K(cents()), b.Card(card("", "plain")), 1+r.Intn(12), 2026+r.Intn(5))
		}},
		{"grpc_status_error_details", func(b *B) string {
			p := person("")
			return sf(`rpc error: code = AlreadyExists desc = contact with email "%s" already exists (id=%s, trace=%s)`,
				b.Email(p.Email), b.K(id10()), b.K(traceID()))
		}},
		// ---------- CSV / JSON Lines ----------
		{"csv_export_contacts", func(b *B) string {
			var rows []string
			rows = append(rows, "id,full_name,email,phone,created_at")
			for i := 0; i < 3; i++ {
				p := person("")
				rows = append(rows, sf("%s,%s,%s,%s,%s", b.K(nz(7)), p.Full, b.Email(p.Email), b.Phone(phone(p.Loc, pick([]string{"intl", "e164"}))), b.K(date())))
			}
			return strings.Join(rows, "\n")
		}},
		{"csv_semicolon_de", func(b *B) string {
			var rows []string
			rows = append(rows, "Kundennr;Name;E-Mail;Telefon;PLZ")
			for i := 0; i < 2+r.Intn(2); i++ {
				p := person("de")
				rows = append(rows, sf("%s;%s;%s;%s;%s", b.K("K"+digits(6)), p.Full, b.Email(p.Email), b.Phone(phone("de", "nat")), b.K(nz(5))))
			}
			return strings.Join(rows, "\n")
		}},
		{"tsv_payroll_ssn", func(b *B) string {
			var rows []string
			rows = append(rows, "employee_id\tname\tssn\tnet_pay_cents")
			for i := 0; i < 3; i++ {
				p := person("us")
				rows = append(rows, sf("%s\t%s\t%s\t%s", b.K("E"+digits(5)), p.Full, b.SSN(ssn(pick([]string{"", "bare"}))), b.K(cents())))
			}
			return strings.Join(rows, "\n")
		}},
		{"jsonl_export", func(b *B) string {
			var rows []string
			for i := 0; i < 3; i++ {
				p := person("")
				rows = append(rows, sf(`{"id":%s,"email":"%s","msisdn":"%s","ts":%s}`, b.K(nz(8)), b.Email(p.Email), b.Phone(phone(p.Loc, "bare")), b.K(tsMs())))
			}
			return strings.Join(rows, "\n")
		}},
		{"csv_payments", func(b *B) string {
			var rows []string
			rows = append(rows, "order_id,card_number,amount_cents,currency")
			for i := 0; i < 2+r.Intn(2); i++ {
				rows = append(rows, sf("%s,%s,%s,%s", b.K(orderNo()), b.Card(card("", pick([]string{"plain", "space"}))), b.K(cents()), pick([]string{"USD", "EUR", "GBP"})))
			}
			return strings.Join(rows, "\n")
		}},
		{"csv_quoted_fields", func(b *B) string {
			p := person("")
			return sf("\"id\",\"name\",\"email\",\"mobile\",\"notes\"\n\"%s\",\"%s\",\"%s\",\"%s\",\"prefers email; order %s\"",
				b.K(nz(6)), p.Full, b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(orderNo()))
		}},
		// ---------- object reprs ----------
		{"python_dict_repr", func(b *B) string {
			p := person("")
			return sf("{'email': '%s', 'phone': '%s', 'ssn': '%s', 'score': 0.%d, 'id': %s}",
				b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.SSN(ssn("")), r.Intn(1000), b.K(id9()))
		}},
		{"python_dataclass_repr", func(b *B) string {
			p := person("")
			return sf("Customer(id=%s, name='%s', email='%s', phone='%s', created=datetime.datetime(2024, %d, %d, 9, 30))",
				b.K(id10()), strings.ReplaceAll(p.Full, "'", "\\'"), b.Email(p.Email), b.Phone(phone(p.Loc, "nat")), 1+r.Intn(12), 1+r.Intn(28))
		}},
		{"pydantic_repr", func(b *B) string {
			p := person("")
			return sf("ContactIn(name='%s' email='%s' phone=PhoneNumber('%s') tags=['vip'] external_id='%s')",
				strings.ReplaceAll(p.Full, "'", "\\'"), b.Email(p.Email), b.Phone(phone(p.Loc, "e164")), b.K(uuid()))
		}},
		{"python_kwargs_call", func(b *B) string {
			return sf("tools.payments.charge(customer_id=%s, card_number='%s', amount_cents=%s, idempotency_key='%s')",
				b.K(id9()), b.Card(card("", pick([]string{"plain", "dash"}))), b.K(cents()), b.K(uuid()))
		}},
		{"js_node_inspect", func(b *B) string {
			p := person("")
			return sf("{\n  id: '%s',\n  email: '%s',\n  phone: '%s',\n  createdAt: %s,\n  tags: [ 'lead', 'web' ]\n}",
				b.K(uuid()), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(isoTS()))
		}},
		{"js_console_log_nested", func(b *B) string {
			p := person("")
			return sf("tool args: { user: { email: '%s', profile: { mobile: '%s' } }, apiKey: '%s', retries: 3 }",
				b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.Sec(tok(pick([]string{"openai", "stripe", "sendgrid"}))))
		}},
		{"go_struct_plusv", func(b *B) string {
			p := person("")
			return sf("contact: {ID:%s Name:%s Email:%s Phone:%s CreatedAt:%s}",
				b.K(id10()), p.Full, b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(date()+" 09:12:44 +0000 UTC"))
		}},
		{"go_struct_sharpv", func(b *B) string {
			p := person("us")
			return sf(`&models.Applicant{ID:%s, Email:"%s", SSN:"%s", Income:%s, Tags:[]string{"w2"}}`,
				b.K(id9()), b.Email(p.Email), b.SSN(ssn("")), b.K(cents()))
		}},
		{"ruby_hash_rocket", func(b *B) string {
			p := person("")
			return sf(`Parameters: {"contact"=>{"email"=>"%s", "phone"=>"%s", "password"=>"%s"}, "authenticity_token"=>"[FILTERED]", "commit"=>"Save"}`,
				b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.Sec(tok("pw")))
		}},
		{"ruby_symbol_hash", func(b *B) string {
			p := person("")
			return sf(`{:id=>%s, :email=>"%s", :telefone=>"%s", :created_at=>%s}`,
				b.K(id9()), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(tsSec()))
		}},
		{"ruby_ar_inspect", func(b *B) string {
			p := person("us")
			return sf(`#<Customer id: %s, email: "%s", ssn: "%s", card_last4: "%s", created_at: "%s">`,
				b.K(nz(6)), b.Email(p.Email), b.SSN(ssn("")), b.K(last4()), b.K(date()+" 14:02:11.000000000 +0000"))
		}},
		{"php_print_r", func(b *B) string {
			p := person("br")
			return sf("Array\n(\n    [nome] => %s\n    [email] => %s\n    [telefone] => %s\n    [cep] => %s\n)\n",
				p.Full, b.Email(p.Email), b.Phone(phone("br", "nat")), b.K(nz(5)+"-"+digits(3)))
		}},
		{"php_var_dump", func(b *B) string {
			e, c := email(), card("", "plain")
			return sf("array(3) {\n  [\"email\"]=>\n  string(%d) \"%s\"\n  [\"cc_number\"]=>\n  string(%d) \"%s\"\n  [\"order\"]=>\n  int(%s)\n}",
				len(e), b.Email(e), len(c), b.Card(c), b.K(nz(7)))
		}},
		{"java_lombok_tostring", func(b *B) string {
			p := person("")
			return sf("Saving entity: CustomerDto(id=%s, fullName=%s, email=%s, phone=%s, vip=false)",
				b.K(id10()), p.Full, b.Email(p.Email), b.Phone(phone(p.Loc, "intl")))
		}},
		{"kotlin_data_class", func(b *B) string {
			p := person("us")
			return sf("Employee(employeeId=%s, email=%s, taxpayerId=%s, startDate=%s)",
				b.K("E"+digits(6)), b.Email(p.Email), b.SSN(ssn("")), b.K(date()))
		}},
		{"rust_debug", func(b *B) string {
			p := person("")
			return sf(`Contact { id: %s, email: "%s", phone: Some("%s"), verified: true }`,
				b.K(id9()), b.Email(p.Email), b.Phone(phone(p.Loc, "e164")))
		}},
		{"rust_debug_pretty_secret", func(b *B) string {
			return sf("Config {\n    endpoint: \"https://api.brightpath.io\",\n    api_key: \"%s\",\n    timeout: %ds,\n}", b.Sec(tok(pick([]string{"hex64", "opaque", "shopify"}))), 5+r.Intn(55))
		}},
		{"csharp_record", func(b *B) string {
			p := person("")
			return sf("CustomerCreated { CustomerId = %s, Email = %s, Phone = %s, OccurredAt = %s }",
				b.K(uuid()), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(date()+" 08:15:00"))
		}},
		{"elixir_map", func(b *B) string {
			p := person("")
			return sf(`%%{email: "%s", mobile: "%s", inserted_at: ~U[%s], id: %s}`,
				b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(isoTS()[:19]+"Z"), b.K(nz(5)))
		}},
		// ---------- logs ----------
		{"logfmt_line", func(b *B) string {
			p := person("")
			return sf(`ts=%s level=info msg="contact upserted" tool=crm.upsert email=%s phone="%s" dur_ms=%d req_id=%s`,
				b.K(isoTS()), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), r.Intn(900), b.K(hexs(16)))
		}},
		{"slog_text_grouped", func(b *B) string {
			p := person("")
			return sf(`time=%s level=INFO msg="tool call" tool=send_invoice args.email=%s args.amount_cents=%s args.phone=%s`,
				b.K(isoTS()), b.Email(p.Email), b.K(cents()), b.Phone(phone(p.Loc, "e164")))
		}},
		{"slog_json", func(b *B) string {
			p := person("us")
			return sf(`{"time":"%s","level":"WARN","msg":"kyc mismatch","user":{"id":%s,"email":"%s","ssn":"%s"},"attempt":%d}`,
				b.K(isoTS()), b.K(id9()), b.Email(p.Email), b.SSN(ssn("")), 1+r.Intn(4))
		}},
		{"serilog_text", func(b *B) string {
			p := person("")
			return sf(`[%02d:%02d:%02d INF] Created customer {"Email": "%s", "Phone": "%s", "$type": "Customer"} in %d ms`,
				r.Intn(24), r.Intn(60), r.Intn(60), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), r.Intn(500))
		}},
		{"serilog_compact_json", func(b *B) string {
			p := person("")
			return sf(`{"@t":"%s","@mt":"Password reset sent to {Email} for {UserId}","Email":"%s","UserId":%s,"SourceContext":"Auth.ResetService"}`,
				b.K(isoTS()), b.Email(p.Email), b.K(id9()))
		}},
		{"zap_json", func(b *B) string {
			return sf(`{"level":"debug","ts":%s.%d,"caller":"billing/charge.go:%d","msg":"charging card","pan":"%s","amount":%s}`,
				b.K(tsSec()), r.Intn(999), 20+r.Intn(300), b.Card(card("", "plain")), b.K(cents()))
		}},
		{"logback_line", func(b *B) string {
			p := person("")
			return sf("%s %02d:%02d:%02d.%03d INFO  [http-nio-8080-exec-%d] c.b.kb.CustomerService - Updating customer id=%s email=%s tel=%s",
				date(), r.Intn(24), r.Intn(60), r.Intn(60), r.Intn(1000), 1+r.Intn(9), b.K(id10()), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")))
		}},
		{"nginx_access_query", func(b *B) string {
			p := person("")
			return sf(`%s - - [%02d/Mar/2025:10:%02d:%02d +0000] "GET /unsubscribe?email=%s&token=%s HTTP/1.1" 200 %d "-" "Mozilla/5.0"`,
				b.K(ip()), 1+r.Intn(28), r.Intn(60), r.Intn(60), b.Email(qe(p.Email)), b.K(hexs(12)), 100+r.Intn(5000))
		}},
		{"python_logging_dict", func(b *B) string {
			p := person("")
			return sf("2025-%02d-%02d 11:%02d:%02d,%03d DEBUG agent.tools: calling create_lead with {'name': '%s', 'email': '%s', 'telefono': '%s'}",
				1+r.Intn(12), 1+r.Intn(28), r.Intn(60), r.Intn(60), r.Intn(1000), strings.ReplaceAll(p.Full, "'", "\\'"), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")))
		}},
		{"winston_json_secret", func(b *B) string {
			return sf(`{"level":"error","message":"upstream 401","service":"kb-gateway","config":{"apiKey":"%s","baseUrl":"https://api.openai.com/v1"},"timestamp":"%s"}`,
				b.Sec(tok("openai")), b.K(isoTS()))
		}},
		{"klog_line", func(b *B) string {
			p := person("")
			return sf(`I%02d%02d 10:%02d:%02d.%06d    %d notifier.go:%d] "sent notification" recipient="%s" channel="sms" to="%s"`,
				1+r.Intn(12), 1+r.Intn(28), r.Intn(60), r.Intn(60), r.Intn(999999), 1+r.Intn(9), 40+r.Intn(200), b.Email(p.Email), b.Phone(phone(p.Loc, "e164")))
		}},
		// ---------- HTTP, curl, env ----------
		{"http_request_dump", func(b *B) string {
			p := person("")
			return sf("POST /v1/tools/call HTTP/1.1\r\nHost: tools.brightpath.io\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\n\r\n{\"tool\":\"notify\",\"args\":{\"email\":\"%s\"}}",
				b.JWT(jwt()), b.Email(p.Email))
		}},
		{"curl_command", func(b *B) string {
			p := person("")
			return sf(`curl -X POST https://api.brightpath.io/v1/contacts -H "Authorization: Bearer %s" -H "Content-Type: application/json" -d '{"email":"%s","phone":"%s"}'`,
				b.Sec(tok(pick([]string{"opaque", "stripe", "ghp"}))), b.Email(p.Email), b.Phone(phone(p.Loc, "intl")))
		}},
		{"env_dump_tool_result", func(b *B) string {
			pw := tok("pw")
			for strings.ContainsAny(pw, "@:/?#%") {
				pw = tok("pw")
			}
			return sf("STRIPE_SECRET_KEY=%s\nSTRIPE_PUBLISHABLE_KEY=%s\nDATABASE_URL=postgres://app:%s@%s:5432/app\nGITLAB_TOKEN=%s\nLOG_LEVEL=debug\n",
				b.Sec(tok("stripe")), b.K(pkLive()), b.Sec(pw), b.K("10."+digits(1)+".0."+nz(2)), b.Sec(tok("glpat")))
		}},
		{"har_entry", func(b *B) string {
			p := person("")
			return sf(`{"request":{"method":"POST","url":"https://kb.brightpath.io/api/ask","headers":[{"name":"Authorization","value":"Bearer %s"}],"postData":{"mimeType":"application/json","text":"{\"question\":\"where is my order?\",\"email\":\"%s\"}"}},"time":%d}`,
				b.JWT(jwt()), b.Email(p.Email), r.Intn(2000))
		}},
		{"xml_soap", func(b *B) string {
			p := person("us")
			return sf(`<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><VerifyIdentity><RequestId>%s</RequestId><Email>%s</Email><SSN>%s</SSN><Phone>%s</Phone></VerifyIdentity></soap:Body></soap:Envelope>`,
				b.K(uuid()), b.Email(p.Email), b.SSN(ssn("")), b.Phone(phone("us", "nat")))
		}},
		{"basic_auth_header_json", func(b *B) string {
			user := "svc-" + pick([]string{"kb", "sync", "crawler", "export"})
			pw := password()
			cred := uniq(func() string { return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw)) })
			return sf(`{"url":"https://jira.brightpath.io/rest/api/2/search","headers":{"Authorization":"Basic %s","Accept":"application/json"},"jql":"project = KB AND updated >= -%dd"}`,
				b.Sec(cred), 1+r.Intn(30))
		}},
		{"agent_scratchpad_action_input", func(b *B) string {
			p := person("")
			return sf("Thought: I need to open a ticket for this user.\nAction: zendesk_create_ticket\nAction Input: {\"requester_email\": \"%s\", \"requester_phone\": \"%s\", \"subject\": \"Order %s missing\"}",
				b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(orderNo()))
		}},
		{"kitchen_sink_record", func(b *B) string {
			p := person("us")
			return sf(`{"record":{"id":"%s","email":"%s","phone":"%s","ssn":"%s","card":"%s","api_token":"%s","zip":"%s","amount_cents":%s}}`,
				b.K(uuid()), b.Email(p.Email), b.Phone(phone("us", "intl")), b.SSN(ssn("")), b.Card(card("", "dash")), b.Sec(tok("opaque")), b.K(zip()), b.K(cents()))
		}},
		{"password_multilang_json", func(b *B) string {
			p := person(pick([]string{"es", "br", "de", "fr"}))
			key := map[string]string{"es": "contraseña", "br": "senha", "de": "passwort", "fr": "mot_de_passe"}[p.Loc]
			return sf(`{"usuario":"%s","%s":"%s","recordar":true,"intentos":%d}`, b.Email(p.Email), key, b.Sec(tok("pw")), 1+r.Intn(3))
		}},
		{"yaml_secrets_mixed", func(b *B) string {
			return sf("integrations:\n  slack:\n    bot_token: %s\n  huggingface:\n    token: %s\n  npm:\n    auth_token: %s\n  public_key: \"%s\"\n",
				b.Sec(tok("slack")), b.Sec(tok("hf")), b.Sec(tok("npm")), b.K("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+randomish(b64u, 43)))
		}},
		{"jwt_in_json_field", func(b *B) string {
			return sf(`{"tool":"kb.fetch","auth":{"id_token":"%s"},"doc":"%s","rev":%d}`, b.JWT(jwt()), b.K(docID()), 1+r.Intn(50))
		}},
		{"ssn_spaced_form_json", func(b *B) string {
			p := person("us")
			return sf(`{"form":"W-9","fields":{"name":"%s","ssn":"%s","ein":"","signature_date":"%s"}}`, p.Full, b.SSN(ssn("space")), b.K(date()))
		}},
		{"grpc_go_v_print", func(b *B) string {
			return sf(`received: {Name:charge Args:map[card_no:%s amount:%s currency:EUR] TraceID:%s}`,
				b.Card(card("", "plain")), b.K(cents()), b.K(traceID()))
		}},
		{"slack_webhook_tool_result", func(b *B) string {
			return sf(`{"ok":false,"error":"invalid_auth","warning":"token %s revoked","response_metadata":{"messages":["[ERROR] invalid token"]}}`,
				b.Sec(tok("slack")))
		}},
		{"amex_grouped_json", func(b *B) string {
			return sf(`{"card_no":"%s","holder":"%s","statement_cycle":%d}`, b.Card(card("amex", pick([]string{"space", "dash"}))), strings.ToUpper(ascii(person("us").Last)), 1+r.Intn(28))
		}},
		{"sql_update_itin_bare", func(b *B) string {
			return sf("UPDATE filers SET itin = '%s', updated_at = '%s' WHERE filer_id = %s;", b.SSN(ssn("itinbare")), b.K(date()), b.K(id9()))
		}},
		{"phone_uk_nat_json", func(b *B) string {
			p := person("uk")
			return sf(`{"name":"%s","mobile":"%s","postcode":"%s","ref":"%s"}`, p.Full, b.Phone(phone("uk", "nat")), b.K(pick([]string{"SW1A 1AA", "EC1V 9BD", "M1 1AE", "B33 8TH"})), b.K(orderNo()))
		}},
	}
}
