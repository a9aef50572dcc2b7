package main

import (
	"fmt"
	"strings"
)

func vx(vs ...string) func(g *G, r *rec) {
	return func(g *G, r *rec) { g.x(r, vs[g.in(len(vs))]) }
}

// anySecret is a credential of a random issuer, for Bearer headers.
func (g *G) anySecret() string {
	return g.secret(g.pick("opaque", "opaque", "opaque", "ghp", "ghpat", "glpat", "sklive", "skproj", "ya29", "hf", "npm", "skant"))
}

var countries = []string{"us", "uk", "de", "fr", "es", "mx", "br", "it", "nl", "pl", "tr", "ru", "jp", "cn", "in", "sa", "eg", "au"}

func (g *G) cc() string { return countries[g.in(len(countries))] }

func (g *G) names(lc string) string { return g.person(lc).disp }

func (g *G) anyLang() string {
	ls := []string{"en", "en", "de", "fr", "es", "pt", "it", "nl", "pl", "tr"}
	return ls[g.in(len(ls))]
}

func engTemplates() []tmpl {
	T := func(kind string, f func(g *G, r *rec)) tmpl { return tmpl{kind: kind, f: f} }
	return []tmpl{
		// ---------- exceptions and stack traces ----------
		T("exc_java_email", vx(
			"Exception in thread \"http-nio-8080-exec-⟨n⟩\" com.acme.users.DuplicateEmailException: email ⟨email⟩ already registered (tenant=⟨id⟩)\n\tat com.acme.users.UserService.create(UserService.java:⟨line⟩)\n\tat com.acme.users.UserController.signup(UserController.java:⟨line⟩)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)",
			"⟨logts⟩ ERROR [main] o.s.b.SpringApplication - Application run failed\njakarta.mail.SendFailedException: Invalid Addresses;\n  nested exception is:\n\torg.eclipse.angus.mail.smtp.SMTPAddressFailedException: 550 5.1.1 <⟨email⟩>: Recipient address rejected\n\tat org.eclipse.angus.mail.smtp.SMTPTransport.rcptTo(SMTPTransport.java:⟨line⟩)")),
		T("exc_python_phone", vx(
			"Traceback (most recent call last):\n  File \"/srv/app/notify.py\", line ⟨line⟩, in send_sms\n    client.messages.create(to=to, from_=sender, body=body)\ntwilio.base.exceptions.TwilioRestException: HTTP 400 error: Unable to create record: The 'To' number ⟨phone::intl⟩ is not a valid phone number.",
			"Traceback (most recent call last):\n  File \"/opt/crm/sync.py\", line ⟨line⟩, in <module>\n    normalize(row)\n  File \"/opt/crm/phones.py\", line ⟨line⟩, in normalize\n    raise ValueError(f\"cannot parse phone {raw!r} for region {region}\")\nValueError: cannot parse phone '⟨phone:de:nat⟩' for region DE")),
		T("exc_go_card", vx(
			"panic: charge: card ⟨card::plain⟩ declined: do_not_honor\n\ngoroutine ⟨n⟩ [running]:\nmain.(*Biller).Charge(⟨hexaddr⟩, {⟨hexaddr⟩, 0x10})\n\t/app/billing/charge.go:⟨line⟩ +0x1f4\nmain.main()\n\t/app/main.go:⟨line⟩ +0x85\nexit status 2",
			"⟨ts⟩ ERROR billing/worker.go:⟨line⟩ capture failed {\"err\": \"gateway: invalid_expiry for pan ⟨card::space⟩\", \"attempt\": ⟨n⟩, \"invoice\": \"⟨inv⟩\"}")),
		T("exc_node_bearer", vx(
			"AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n  config: {\n    url: 'https://api.northwind.io/v2/orders/⟨id⟩',\n    headers: {\n      Accept: 'application/json, text/plain, */*',\n      Authorization: 'Bearer ⟨sec:opaque⟩',\n      'User-Agent': 'axios/⟨ver⟩'\n    }\n  }",
			"FetchError: 403 Forbidden at https://gitlab.acme-logistics.com/api/v4/projects/⟨id⟩/pipelines\n  request headers: { 'PRIVATE-TOKEN': '⟨sec:glpat⟩', 'x-request-id': '⟨uuid⟩' }")),
		T("exc_dotnet_ssn", vx(
			"System.ArgumentException: Invalid SSN '⟨ssn⟩' for EmployeeId ⟨id⟩ (Parameter 'ssn')\n   at Payroll.Core.TaxService.Validate(Employee e) in C:\\src\\Payroll\\TaxService.cs:line ⟨line⟩\n   at Payroll.Api.Controllers.EmployeesController.Put(Int32 id) in C:\\src\\Payroll.Api\\EmployeesController.cs:line ⟨line⟩",
			"Unhandled exception. Payroll.Core.DuplicateTaxIdException: TIN ⟨itin⟩ is already assigned to employee ⟨id⟩ (hired ⟨iso⟩)\n   at Payroll.Core.Onboarding.Register(NewHire h)")),
		T("exc_ruby_email", vx(
			"ActiveRecord::RecordInvalid (Validation failed: Email ⟨email⟩ has already been taken):\n  app/controllers/registrations_controller.rb:⟨line⟩:in `create'\nCompleted 422 Unprocessable Entity in ⟨dur⟩",
			"Net::SMTPFatalError: 553 5.1.3 The recipient address <⟨email⟩> is not a valid RFC-5321 address\n  /usr/local/bundle/gems/net-smtp-0.4.0/lib/net/smtp.rb:⟨line⟩:in `check_response'")),
		T("exc_php_phone", vx(
			"PDOException: SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry '⟨phone:tr:intl⟩' for key 'customers.phone_unique' in /var/www/app/src/Customer.php:⟨line⟩",
			"PHP Fatal error:  Uncaught InvalidArgumentException: Telefonnummer \"⟨phone:de⟩\" ist ungültig in /var/www/shop/Validator.php:⟨line⟩\nStack trace:\n#0 /var/www/shop/Checkout.php(⟨line⟩): Validator->phone()")),
		T("exc_itin", vx(
			"TaxIdMismatchError: ITIN ⟨itin⟩ on Form W-7 does not match record ⟨id⟩ (filed ⟨iso⟩)",
			"e-file reject R0000-504-02: Taxpayer TIN ⟨itin⟩ in the Return Header must match data in the e-File database. Submission ID ⟨id⟩⟨id⟩",
			"ERROR payroll.tax: 1099-NEC generation failed: recipient tin=⟨itin:plain⟩ invalid for payer EIN 84-⟨id⟩ (batch ⟨uuid⟩)")),
		T("exc_ssn_message", vx(
			"ValueError: SSN ⟨ssn⟩ failed verification with SSA (code 5), employee ⟨id⟩",
			"ORA-00001: unique constraint (HR.EMP_SSN_UK) violated\nORA-06512: at \"HR.ONBOARD\", line ⟨line⟩ -- key value: ⟨ssn⟩",
			"kyc-service | ⟨ts⟩ | WARN | identity mismatch: ssn=⟨ssn:plain⟩ dob=⟨iso⟩ score=0.41 ref=⟨uuid⟩")),
		T("exc_card_dup", vx(
			"ERROR 1062 (23000): Duplicate entry '⟨card::plain⟩' for key 'payment_methods.pan'",
			"stripe.error.CardError: Request req_⟨id⟩: Your card was declined. (card: ⟨card::space⟩, decline_code=insufficient_funds)")),
		// ---------- tables ----------
		T("csv_ssn", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				p := g.person("en")
				rows = append(rows, []cell{ck(fmt.Sprint(g.rng(10000, 99999))), c(title(p.first)), c(title(p.last)), cp("ssn", g.ssn(false, "-")), ck(g.keepOf("en", "iso", "")), c(g.digits(5))})
			}
			r.table(g.pick("csv", "csvq"), []string{"employee_id", "first_name", "last_name", "ssn", "hire_date", "zip"}, rows)
		}),
		T("csv_tax_id_plain", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{ck("V-" + g.digits(5)), c(g.names("en")), cp("ssn", g.ssn(g.chance(0.3), "")), c("US"), ck(g.keepOf("en", "iso", ""))})
			}
			r.t("vendors_export.csv:\n").table("ssv", []string{"vendor_id", "payee", g.pick("tax_id", "taxpayer_id", "tin"), "country", "created"}, rows)
		}),
		T("tsv_tin", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{ck(g.digits(7)), c(g.names(g.pick("en", "es"))), cp("ssn", g.ssn(true, g.pick("-", " "))), ck(g.keepOf("en", "amount", "")), c("1099-" + g.pick("NEC", "MISC", "K"))})
			}
			r.table("tsv", []string{"record", "payee", g.pick("Recipient TIN", "ITIN", "tin"), "amount", "form"}, rows)
		}),
		T("csv_phone", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				lc := g.anyLang()
				cc := countryOf[lc][g.in(len(countryOf[lc]))]
				rows = append(rows, []cell{ck(g.digits(6)), c(g.names(lc)), cp("phone", g.phone(cc, "")), c(strings.ToUpper(cc)), ck(g.keepOf("en", "iso", ""))})
			}
			r.table(g.pick("csvq", "ssv", "tsv"), []string{"customer_id", "name", g.pick("phone", "mobile", "Telefon", "phone_number", "contact_phone"), "country", "signup"}, rows)
		}),
		T("csv_card", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{ck("txn_" + g.digits(8)), cp("credit_card", g.card("", g.pick("plain", "space", "dash"))), ck(g.keepOf("en", "exp", "")), ck(g.keepOf("en", "amount", "")), c(g.pick("USD", "EUR", "BRL", "JPY", "INR", "TRY"))})
			}
			r.table(g.pick("csv", "csvq", "tsv"), []string{"txn_id", g.pick("card_number", "pan", "cc_number"), "exp", "amount", "currency"}, rows)
		}),
		T("psql_ssn", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{ck(fmt.Sprint(g.rng(100, 9999))), c(g.names("en")), cp("ssn", g.ssn(g.chance(0.25), g.pick("-", "-", ""))), ck(g.keepOf("en", "iso", ""))})
			}
			g.x(r, "hr=> SELECT id, full_name, ssn, dob FROM employees WHERE dept_id = ⟨id⟩;\n")
			r.table("psql", []string{"id", "full_name", g.pick("ssn", "tax_id", "tin", "ssn_itin"), "dob"}, rows)
		}),
		T("psql_phone", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				lc := g.anyLang()
				cc := countryOf[lc][g.in(len(countryOf[lc]))]
				rows = append(rows, []cell{ck(fmt.Sprint(g.rng(100, 99999))), c(g.names(lc)), cp("phone", g.phone(cc, "")), c(cc)})
			}
			r.t("crm=# select id, name, mobile, country from contacts order by id desc limit 3;\n")
			r.table("psql", []string{"id", "name", "mobile", "country"}, rows)
		}),
		T("mysql_card", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				iss := issuers[g.in(len(issuers))]
				rows = append(rows, []cell{ck(fmt.Sprint(g.rng(1000, 99999))), cp("credit_card", g.card(iss.name, "plain")), c(iss.name), ck(g.keepOf("en", "exp", ""))})
			}
			r.t("mysql> SELECT id, card_no, brand, exp FROM legacy_payments LIMIT 3;\n")
			r.table("mysql", []string{"id", "card_no", "brand", "exp"}, rows)
		}),
		T("mysql_email", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				lc := g.anyLang()
				rows = append(rows, []cell{ck(fmt.Sprint(g.rng(1000, 99999))), cp("email", g.emailFor(lc, g.person(lc), g.chance(0.3))), ck(g.keepOf("en", "ts", "")), c(g.pick("free", "pro", "team"))})
			}
			r.t("mysql> select id, email, created_at, plan from users where plan <> 'free' limit 3;\n")
			r.table("mysql", []string{"id", "email", "created_at", "plan"}, rows)
		}),
		T("md_phone_ext", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{c(g.names("en")), c(g.pick("Billing", "Returns", "Escalations", "Night shift")), cp("phone", g.phone(g.pick("us", "uk", "ca"), "")), ck(fmt.Sprint(g.rng(10, 9999)))})
			}
			r.t("## On-call contacts\n\n")
			r.table("md", []string{"Name", "Team", "Phone", "Ext"}, rows)
		}),
		T("csv_employee_ssn_spaced", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 4); i++ {
				rows = append(rows, []cell{c(g.names("en")), cp("ssn", g.ssn(false, " ")), ck(g.keepOf("en", "iso", "")), ck("$" + g.keepOf("en", "amount", ""))})
			}
			r.table(g.pick("csv", "tsv"), []string{"Employee Name", g.pick("Employee SSN", "spouse_ssn", "Social Security Number"), "Start Date", "Gross Pay"}, rows)
		}),
		T("csv_contacts_mixed", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 3); i++ {
				lc := g.anyLang()
				p := g.person(lc)
				rows = append(rows, []cell{ck(g.digits(5)), c(p.disp), cp("email", g.emailFor(lc, p, false)), cp("phone", g.phone(countryOf[lc][0], "intl")), ck(g.order(lc))})
			}
			r.table(g.pick("csv", "ssv"), []string{"id", "name", "email", "phone", "last_order"}, rows)
		}),
		// ---------- SQL ----------
		T("sql_insert_ssn", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(1, 3); i++ {
				rows = append(rows, []cell{ck(fmt.Sprint(g.rng(1000, 99999))), c(g.names("en")), cp("ssn", g.ssn(g.chance(0.3), g.pick("-", ""))), ck(g.keepOf("en", "iso", ""))})
			}
			r.sqlInsert(g.pick("employees", "hr.payees", "w2_recipients"), []string{"id", "full_name", g.pick("ssn", "tax_id", "tin", "employee_ssn"), "hired_on"}, rows, []bool{false, true, true, true})
		}),
		T("sql_insert_card", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(1, 3); i++ {
				rows = append(rows, []cell{ck(fmt.Sprint(g.rng(1000, 99999))), cp("credit_card", g.card("", "plain")), ck(g.keepOf("en", "exp", "")), ck(g.keepOf("en", "amount", ""))})
			}
			r.sqlInsert("payments", []string{"order_id", "card_number", "card_exp", "amount"}, rows, []bool{false, true, true, false})
		}),
		T("sql_update_phone", vx(
			"UPDATE customers SET phone = '⟨phone::intl⟩', updated_at = '⟨ts⟩' WHERE id = ⟨id⟩;",
			"UPDATE contacts SET mobile='⟨phone:de:nat⟩' WHERE customer_no = '⟨order⟩';",
			"update kunden set telefon = '⟨phone:at⟩' where kundennr = ⟨id⟩; -- Ticket ⟨ticket⟩")),
		T("sql_where_email", vx(
			"SELECT id, status, total FROM orders WHERE customer_email = '⟨email⟩' AND created_at >= '⟨iso⟩' ORDER BY id DESC;",
			"DELETE FROM newsletter_subscribers WHERE lower(email) = lower('⟨email⟩'); -- GDPR request ⟨ticket⟩",
			"EXPLAIN ANALYZE SELECT * FROM users u JOIN orgs o ON o.id = u.org_id WHERE u.email = '⟨email:work⟩';")),
		T("sql_where_taxid", vx(
			"SELECT * FROM payees WHERE tax_id = '⟨itin⟩' AND year = 2024;",
			"SELECT emp_id, w2_status FROM payroll WHERE ssn = '⟨ssn⟩' OR ssn = '⟨ssn:plain⟩';",
			"UPDATE employees SET ssn = '⟨ssn⟩', verified_at = now() WHERE id = ⟨id⟩ AND ssn IS NULL;")),
		T("sql_insert_contact", vx(
			"INSERT INTO leads (name, email, phone, source, created_at) VALUES ('⟨full⟩', '⟨email⟩', '⟨phone⟩', 'webform', '⟨ts⟩');",
			"INSERT INTO `customers` (`id`,`email`,`mobile`,`zip`) VALUES (⟨id⟩,'⟨email⟩','⟨phone::nat⟩','⟨zip⟩');")),
		// ---------- HTTP ----------
		T("http_curl_bearer", func(g *G, r *rec) {
			id := g.digits(6)
			r.t("$ curl -v https://api.northwind.io/v1/invoices/" + id + "\n> GET /v1/invoices/" + id + " HTTP/2\n> Host: api.northwind.io\n> ")
			r.t(g.pick("Authorization: Bearer ", "authorization: Bearer ", "Authorization: bearer ")).p("bearer", g.anySecret())
			g.x(r, "\n> User-Agent: curl/8.5.0\n> Accept: */*\n>\n< HTTP/2 403\n< x-request-id: ⟨uuid⟩")
		}),
		T("http_folded_bearer", func(g *G, r *rec) {
			g.x(r, "POST /oauth/introspect HTTP/1.1\r\nHost: auth.acme-logistics.com\r\nAuthorization: Bearer\r\n")
			r.t(g.pick("\t", "    ", " ")).p("bearer", g.secret("opaque"))
			g.x(r, "\r\nContent-Length: ⟨n⟩\r\nX-Trace: ⟨uuid⟩\r\n")
		}),
		T("http_basic", vx(
			"GET /admin/api/export.csv HTTP/1.1\nHost: shop.globex.de\nAuthorization: Basic ⟨basic⟩\nAccept: text/csv",
			"proxy_set_header Authorization \"Basic ⟨basic⟩\";  # upstream legacy-erp ⟨ipport⟩",
			"curl -H 'Authorization: Basic ⟨basic⟩' https://jenkins.internal/job/deploy/⟨n⟩/consoleText")),
		T("http_api_key_header", vx(
			"GET /v3/shipments?since=⟨iso⟩ HTTP/1.1\nHost: api.carrier.example\nX-API-Key: ⟨sec:hex⟩\nAccept: application/json",
			"curl -s https://api.sendgrid.com/v3/mail/send -H \"Authorization: Bearer ⟨sec:sg⟩\" -H 'Content-Type: application/json' -d @payload.json",
			"requests.get(url, headers={\"X-Shopify-Access-Token\": \"⟨sec:shpat⟩\"}, timeout=10)  # store ⟨id⟩")),
		T("http_query_email", vx(
			"GET /api/v2/customers/search?email=⟨uemail⟩&include=orders&page=⟨n⟩ HTTP/1.1",
			"⟨ip⟩ - - [14/Mar/2025:09:17:11 +0000] \"GET /unsubscribe?e=⟨uemail⟩&list=⟨id⟩ HTTP/1.1\" 302 0 \"-\" \"Mozilla/5.0\"")),
		T("http_query_phone", vx(
			"GET /verify/start?phone=⟨uphone:us⟩&channel=sms HTTP/1.1\nHost: api.northwind.io",
			"⟨ip⟩ - - [02/Feb/2025:17:22:03 +0100] \"POST /api/otp?msisdn=⟨uphone:br⟩ HTTP/2.0\" 429 53 ⟨dur⟩")),
		T("http_json_body", vx(
			"POST /api/customers HTTP/1.1\nContent-Type: application/json\nX-Request-Id: ⟨uuid⟩\n\n{\"name\":\"⟨full⟩\",\"email\":\"⟨email⟩\",\"phone\":\"⟨phone::intl⟩\",\"plan\":\"pro\"}",
			"> PATCH /v1/profile HTTP/1.1\n> Content-Type: application/json\n>\n{\"contact\": {\"mobile\": \"⟨phone⟩\", \"email\": \"⟨email⟩\"}, \"version\": ⟨n⟩}")),
		T("http_token_response", vx(
			"HTTP/1.1 200 OK\nContent-Type: application/json\nCache-Control: no-store\n\n{\"access_token\":\"⟨jwt⟩\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"⟨sec:opaque⟩\",\"scope\":\"orders:read\"}",
			"< HTTP/2 200\n< date: Tue, 11 Mar 2025 08:12:44 GMT\n{\"id_token\": \"⟨jwt⟩\", \"expires_in\": 3599, \"token_type\": \"Bearer\"}")),
		T("http_session_cookie", vx(
			"HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: session=⟨sec:session⟩; Path=/; HttpOnly; Secure; SameSite=Lax\nX-Request-Id: ⟨uuid⟩",
			"Cookie: _ga=GA1.2.⟨id⟩.⟨epoch⟩; sessionid=⟨sec:session⟩; csrftoken_present=1")),
		T("har_auth_header", vx(
			"{\"request\": {\"method\": \"GET\", \"url\": \"https://api.hooli.com.br/v1/pedidos/⟨id⟩\", \"headers\": [{\"name\": \"Authorization\", \"value\": \"Bearer ⟨sec:opaque⟩\"}, {\"name\": \"Accept\", \"value\": \"application/json\"}]}, \"startedDateTime\": \"⟨ts⟩\"}",
			"{\"key\": \"Authorization\", \"value\": \"Bearer ⟨sec:ghp⟩\", \"type\": \"text\"}")),
		// ---------- validation errors ----------
		T("val_email", vx(
			"{\"errors\":[{\"field\":\"email\",\"code\":\"taken\",\"message\":\"⟨email⟩ is already in use\"}],\"request_id\":\"⟨uuid⟩\"}",
			"422 Unprocessable Entity — email: \"⟨email⟩\" domain does not accept mail (MX lookup failed), attempt ⟨n⟩",
			"1 validation error for SignupRequest\nemail\n  value is not a valid email address: The domain name in ⟨email⟩ does not exist [type=value_error, input_value='⟨again⟩']")),
		T("val_phone", vx(
			"{\"status\":400,\"error\":\"invalid_phone\",\"detail\":\"phone '⟨phone⟩' is not a mobile number\",\"trace\":\"⟨uuid⟩\"}",
			"ValidationError: contact.phone \"⟨phone::nat⟩\" must be in E.164 format (e.g. +4930…), region unknown",
			"Field 'telefone': o número ⟨phone:br⟩ não é um celular válido. Código ⟨id⟩.")),
		T("val_card", vx(
			"ValidationError: card_number ⟨card⟩ is not accepted for currency BRL (brand not enabled), request ⟨reqid⟩",
			"{\"error\":{\"type\":\"card_error\",\"code\":\"card_declined\",\"param\":\"number\",\"message\":\"Card ⟨card::space⟩ was declined\"},\"id\":\"⟨cus⟩\"}")),
		T("val_ssn", vx(
			"Ssn ⟨ssn⟩ does not match the name on file (record ⟨id⟩)",
			"1 validation error for Employee\nssn\n  Value error, ⟨ssn:plain⟩ is already registered [type=value_error, input_value='⟨again⟩', input_type=str]",
			"{\"errors\":{\"tax_id\":[\"⟨itin⟩ is an ITIN; W-4 requires an SSN\"]},\"employee\":⟨id⟩}")),
		// ---------- payloads ----------
		T("json_user", vx(
			"{\"id\": ⟨id⟩, \"name\": \"⟨full⟩\", \"email\": \"⟨email⟩\", \"phone\": \"⟨phone⟩\", \"created_at\": \"⟨ts⟩\", \"plan\": \"team\"}",
			"{\"user\":{\"uuid\":\"⟨uuid⟩\",\"contact\":{\"emails\":[\"⟨email⟩\",\"⟨oemail:work⟩\"]},\"locale\":\"⟨n⟩\"}}")),
		T("json_payment", vx(
			"{\"payment_method\":{\"type\":\"card\",\"card\":{\"number\":\"⟨card::plain⟩\",\"exp\":\"⟨exp⟩\",\"last4\":\"⟨last4v⟩\"}},\"amount\":⟨id⟩,\"currency\":\"eur\"}",
			"{\"pan\": \"⟨card::space⟩\", \"holder\": \"⟨full⟩\", \"order\": \"⟨order⟩\", \"amount\": \"⟨amount⟩\"}")),
		T("yaml_secrets", vx(
			"smtp:\n  host: smtp.mailgun.org\n  port: 587\n  username: postmaster@mg.acme-logistics.com\n  password: ⟨sec:pw⟩\nstripe:\n  secret_key: ⟨sec:sklive⟩\n  publishable_key: ⟨pk⟩",
			"database:\n  url: postgres://app:${DB_PASSWORD}@db:5432/app\n  pool: ⟨n⟩\nredis:\n  password: \"⟨sec:pw⟩\"\nversion: ⟨ver⟩")),
		T("xml_customer", vx(
			"<customer id=\"⟨id⟩\"><name>⟨full⟩</name><email>⟨email⟩</email><phone type=\"mobile\">⟨phone⟩</phone><since>⟨iso⟩</since></customer>",
			"<soap:Body><UpdateContact><ContactId>⟨id⟩</ContactId><Telefono>⟨phone:mx⟩</Telefono><Correo>⟨email⟩</Correo></UpdateContact></soap:Body>")),
		T("xml_ssn", vx(
			"<Employee><EmpId>⟨id⟩</EmpId><SSN>⟨ssn⟩</SSN><HireDate>⟨iso⟩</HireDate></Employee>",
			"<Party><GovtID>⟨ssn:plain⟩</GovtID><GovtIDTC tc=\"1\">SSN</GovtIDTC><BirthDate>⟨iso⟩</BirthDate></Party>",
			"<Payee><TIN type=\"ITIN\">⟨itin⟩</TIN><Amount>⟨amount⟩</Amount></Payee>")),
		T("graphql_vars", vx(
			"{\"query\":\"mutation Invite($email: String!) { invite(email: $email) { id } }\",\"variables\":{\"email\":\"⟨email:work⟩\"},\"operationName\":\"Invite\"}",
			"GraphQL error: [{\"message\":\"User with phone ⟨phone::intl⟩ not found\",\"path\":[\"customer\"],\"extensions\":{\"code\":\"NOT_FOUND\"}}]")),
		T("webhook_stripe", vx(
			"{\"id\":\"evt_⟨id⟩\",\"type\":\"customer.updated\",\"data\":{\"object\":{\"id\":\"⟨cus⟩\",\"email\":\"⟨email⟩\",\"phone\":\"⟨phone::intl⟩\",\"currency\":\"usd\"}},\"created\":⟨epoch⟩}",
			"{\"type\":\"charge.failed\",\"data\":{\"object\":{\"id\":\"⟨cus⟩\",\"billing_details\":{\"email\":\"⟨email⟩\",\"name\":\"⟨full⟩\"},\"payment_method_details\":{\"card\":{\"brand\":\"visa\",\"last4\":\"⟨last4⟩\"}}}}}")),
		// ---------- logs ----------
		T("log_nginx_email", vx(
			"⟨ip⟩ - - [03/Apr/2025:12:41:07 +0200] \"POST /login HTTP/1.1\" 401 312 \"https://shop.globex.de/\" \"Mozilla/5.0\" user=⟨email⟩ rt=0.042",
			"⟨ip⟩ - ⟨email⟩ [21/Jan/2025:06:51:19 +0000] \"GET /api/me HTTP/2.0\" 200 1044 \"-\" \"okhttp/4.12.0\"")),
		T("log_django", vx(
			"[⟨logts⟩] ERROR django.request: Internal Server Error: /accounts/password/reset/\nTraceback (most recent call last):\n  ...\nSMTPRecipientsRefused: {'⟨email⟩': (550, b'5.1.1 user unknown')}",
			"[⟨logts⟩] WARNING orders.views: order ⟨order⟩ flagged, phone ⟨phone⟩ mismatches billing country")),
		T("log_rails_params", vx(
			"Started POST \"/users\" for ⟨ip⟩ at 2025-02-11 10:42:17 +0000\nProcessing by UsersController#create as HTML\n  Parameters: {\"authenticity_token\"=>\"[FILTERED]\", \"user\"=>{\"email\"=>\"⟨email⟩\", \"phone\"=>\"⟨phone⟩\", \"password\"=>\"[FILTERED]\"}}",
			"I, [⟨ts⟩ #⟨pid⟩]  INFO -- : Parameters: {\"checkout\"=>{\"card_number\"=>\"⟨card::space⟩\", \"exp\"=>\"⟨exp⟩\"}}")),
		T("log_spring_card", vx(
			"⟨logts⟩  INFO ⟨pid⟩ --- [nio-8080-exec-⟨n⟩] c.a.payments.PaymentService  : charging card ⟨card⟩ amount=⟨amount⟩ order=⟨order⟩",
			"⟨logts⟩ DEBUG ⟨pid⟩ --- [   scheduling-1] c.a.b.RecurringBilling : retry pan=⟨card::plain⟩ attempt=⟨n⟩")),
		T("log_laravel_phone", vx(
			"[⟨iso⟩ 09:⟨n⟩:33] production.ERROR: SMS gateway rejected {\"to\":\"⟨phone::intl⟩\",\"provider\":\"vonage\",\"status\":⟨n⟩} {\"exception\":\"[object] (App\\\\Exceptions\\\\SmsException(code: 0))\"}",
			"[⟨iso⟩ 18:02:11] local.INFO: Kunde ⟨id⟩ Rückruf erbeten unter ⟨phone:de⟩")),
		T("log_k8s_json", vx(
			"{\"level\":\"error\",\"ts\":\"⟨ts⟩\",\"logger\":\"mailer\",\"msg\":\"bounce\",\"recipient\":\"⟨email⟩\",\"pod\":\"mailer-7c9f6d5b8-x2kq⟨n⟩\",\"trace_id\":\"⟨uuid⟩\"}",
			"{\"severity\":\"WARNING\",\"time\":\"⟨ts⟩\",\"message\":\"otp delivery slow\",\"phone\":\"⟨phone::intl⟩\",\"latency_ms\":⟨n⟩}")),
		T("log_logfmt", vx(
			"time=⟨ts⟩ level=info msg=\"sms sent\" to=\"⟨phone::intl⟩\" template=otp request_id=⟨uuid⟩ duration=⟨dur⟩",
			"ts=⟨ts⟩ lvl=warn caller=auth.go:⟨line⟩ msg=\"login throttled\" user=⟨email⟩ ip=⟨ip⟩ attempts=⟨n⟩")),
		T("log_syslog_ssn", vx(
			"Mar ⟨n⟩ 04:12:55 payroll-01 w2gen[⟨pid⟩]: record ⟨id⟩ skipped: SSN ⟨ssn⟩ flagged by SSA verification",
			"<134>1 ⟨ts⟩ hr-app-02 onboarding ⟨pid⟩ - - new hire ⟨id⟩ tax_id=⟨itin⟩ state=CA")),
		T("log_serilog", vx(
			"[⟨time⟩:12 INF] Password reset requested for {Email} ⟨email⟩ from {Ip} ⟨ip⟩ (CorrelationId ⟨uuid⟩)",
			"⟨logts⟩ [WRN] Customer {CustomerId} = ⟨id⟩ updated contact phone to \"⟨phone⟩\"")),
		T("log_winston_jwt", vx(
			"{\"level\":\"warn\",\"message\":\"token expired\",\"token\":\"⟨jwt⟩\",\"path\":\"/api/v1/cart\",\"timestamp\":\"⟨ts⟩\"}",
			"⟨ts⟩ debug: verifying id_token=⟨jwt⟩ aud=web-client")),
		T("log_logrus_bearer", vx(
			"time=\"⟨ts⟩\" level=debug msg=\"outbound request\" method=GET url=\"https://api.github.com/repos/acme/infra/actions/runs\" authorization=\"token ⟨sec:ghp⟩\"",
			"DEBU[0042] upstream call header Authorization=\"Bearer ⟨sec:opaque⟩\" status=401 dur=⟨dur⟩")),
		T("log_twilio_phone", vx(
			"⟨ts⟩ twilio.sms status=undelivered From=⟨phone:us:intl⟩ To=⟨phone::intl⟩ ErrorCode=30003 MessageSid=SM⟨short⟩⟨short⟩",
			"WhatsApp inbound from whatsapp:⟨phone:br:intl⟩ \"oi, meu pedido ⟨order⟩ atrasou\" sid=MM⟨short⟩")),
		T("log_sentry_user", vx(
			"{\"event_id\":\"⟨short⟩⟨short⟩\",\"level\":\"error\",\"user\":{\"id\":\"⟨id⟩\",\"email\":\"⟨email⟩\",\"ip_address\":\"⟨ip⟩\"},\"release\":\"web@⟨ver⟩\"}",
			"Sentry event: TypeError: Cannot read properties of undefined (reading 'total') — user ⟨email⟩ — release ⟨ver⟩")),
		// ---------- secrets in config ----------
		T("env_file", vx(
			"# .env.production\nSTRIPE_PUBLISHABLE_KEY=⟨pk⟩\nSTRIPE_SECRET_KEY=⟨sec:sklive⟩\nAPP_VERSION=⟨ver⟩",
			"OPENAI_API_KEY=⟨sec:skproj⟩\nANTHROPIC_API_KEY=⟨sec:skant⟩\nLOG_LEVEL=debug\nPORT=⟨port⟩",
			"HF_TOKEN=⟨sec:hf⟩\nDIGITALOCEAN_TOKEN=⟨sec:dop⟩\nREGION=fra1")),
		T("git_remote_token", vx(
			"fatal: unable to access 'https://x-access-token:⟨sec:ghp⟩@github.com/acme/infra.git/': The requested URL returned error: 403",
			"git clone https://oauth2:⟨sec:glpat⟩@gitlab.acme-logistics.com/platform/api.git --branch release/⟨ver⟩")),
		T("npmrc_token", vx(
			"//registry.npmjs.org/:_authToken=⟨sec:npm⟩\n@acme:registry=https://npm.pkg.github.com/\n# updated ⟨iso⟩",
			"npm ERR! 401 Unauthorized - GET https://registry.npmjs.org/@acme%2fui - token ⟨sec:npm⟩ revoked")),
		T("docker_auth", vx(
			"{\"auths\":{\"registry.acme-logistics.com\":{\"auth\":\"⟨basic⟩\"}},\"credsStore\":\"\"}",
			"$ cat ~/.docker/config.json\n{\n  \"auths\": {\n    \"https://index.docker.io/v1/\": { \"auth\": \"⟨basic⟩\" }\n  }\n}")),
		T("db_url_password", func(g *G, r *rec) {
			u := g.pick("app", "orders_rw", "svc_billing", "metabase")
			r.t(g.pick("DATABASE_URL=postgres://", "jdbc:postgresql://db.internal:5432/app?user="+u+"&password=", "mysql://", "mongodb+srv://"))
			pw := g.secret("pw")
			if strings.HasPrefix(r.sb.String(), "jdbc") {
				r.p("bearer", pw)
				g.x(r, "&ssl=true  # rotated ⟨iso⟩")
				return
			}
			r.t(u+":").p("bearer", pw)
			g.x(r, "@db-⟨n⟩.prod.internal:5432/orders?sslmode=require")
		}),
		T("slack_token", vx(
			"SLACK_BOT_TOKEN=⟨sec:xoxb⟩\nSLACK_CHANNEL=C0⟨short⟩",
			"slack_sdk.errors.SlackApiError: The request to the Slack API failed. (url: https://slack.com/api/chat.postMessage) token=⟨sec:xoxb⟩ 'error': 'invalid_auth'")),
		T("aws_secret", vx(
			"[default]\naws_access_key_id = ⟨akia⟩\naws_secret_access_key = ⟨sec:aws⟩\nregion = eu-central-1",
			"export AWS_ACCESS_KEY_ID=⟨akia⟩\nexport AWS_SECRET_ACCESS_KEY=⟨sec:aws⟩\naws s3 ls s3://acme-exports-⟨n⟩/")),
		T("telegram_token", vx(
			"bot = telebot.TeleBot(\"⟨sec:tg⟩\")  # support bot, chat ⟨id⟩",
			"curl https://api.telegram.org/bot⟨sec:tg⟩/getUpdates")),
		T("password_prose", vx(
			"Hi support, I can't log in since ⟨date⟩. My username is ⟨first⟩⟨n⟩ and the password is ⟨sec:pw⟩ — please check. Ticket ⟨ticket⟩.",
			"Wi-Fi for the workshop on ⟨date⟩: SSID Acme-Guest, password: ⟨sec:pw⟩",
			"mysql -h ⟨ip⟩ -u reporting -p'⟨sec:pw⟩' analytics -e 'select count(*) from orders'")),
		T("oauth_client_secret", vx(
			"{\"client_id\":\"⟨short⟩.apps.acme\",\"client_secret\":\"⟨sec:hex⟩\",\"redirect_uri\":\"https://app.acme.io/cb\"}",
			"GOOGLE_CLIENT_SECRET=⟨sec:gocspx⟩\nGOOGLE_CLIENT_ID=⟨id⟩-⟨short⟩.apps.googleusercontent.com")),
		// ---------- JWTs ----------
		T("jwt_in_url", vx(
			"https://app.northwind.io/callback#id_token=⟨jwt⟩&state=⟨short⟩",
			"GET /sso/consume?token=⟨jwt⟩&redirect=%2Fdashboard HTTP/1.1")),
		T("jwt_bearer_header", vx(
			"Authorization: Bearer ⟨jwt⟩",
			"curl -H \"Authorization: Bearer ⟨jwt⟩\" https://api.hooli.com.br/v1/me",
			"fetch('/api/orders', { headers: { Authorization: `Bearer ⟨jwt⟩` } })")),
		T("jwt_cookie", vx(
			"Cookie: theme=dark; access_token=⟨jwt⟩; lang=de",
			"Set-Cookie: jwt=⟨jwt⟩; Path=/; Max-Age=3600; HttpOnly")),
		T("jwt_in_ticket", vx(
			"Support, this token from my browser gives 401 since ⟨date⟩: ⟨jwt⟩ — order ⟨order⟩",
			"Hola, adjunto el token que devuelve el login (⟨jwt⟩), falla desde la versión ⟨ver⟩.")),
		// ---------- phones in special forms ----------
		T("phone_ext", vx(
			"Please call our billing office at ⟨phone:us⟩ ⟨ext:en⟩ between 9am and 5pm.",
			"Direct line: ⟨phone:uk⟩, ⟨ext:en⟩ — ask for accounts payable re ⟨inv⟩.",
			"Bitte rufen Sie ⟨phone:de:intl⟩ an, ⟨ext:de⟩ (Buchhaltung).",
			"Joignable au ⟨phone:fr⟩, ⟨ext:fr⟩, dossier ⟨ticket⟩.")),
		T("phone_arabic_indic", vx(
			"{\"name\":\"⟨full⟩\",\"mobile\":\"⟨phone:sa::ar⟩\",\"city\":\"⟨city:ar⟩\",\"order\":\"⟨order⟩\"}",
			"شكوى ⟨ticket⟩ — الرجاء التواصل مع العميل على الرقم ⟨phone:eg::ar⟩ بعد العصر.",
			"تلفن همراه: ⟨phone:sa::fa⟩ — سفارش ⟨order⟩")),
		T("phone_devanagari", vx(
			"ग्राहक ने फ़ोन नंबर ⟨phone:in::hi⟩ दिया है, कृपया शाम ⟨time⟩ के बाद संपर्क करें। ऑर्डर ⟨order⟩।",
			"form_submission: {\"naam\": \"⟨full⟩\", \"phone\": \"⟨phone:in::hi⟩\", \"pin\": \"⟨id⟩\"}")),
		T("phone_fullwidth", vx(
			"【お問い合わせ】⟨full⟩様　電話：⟨phone:jp::fw⟩　注文番号：⟨order⟩",
			"联系电话：⟨phone:cn::fw⟩（工作日⟨time⟩后）",
			"配送担当ドライバー携帯⟨phone:jp:nat:fwl⟩までお願いします（伝票⟨track⟩）")),
		T("signature_block", vx(
			"Thanks,\n⟨full⟩\nCustomer Success Lead | Northwind\nM: ⟨phone::intl⟩ | O: ⟨phone:us⟩ ⟨ext:en⟩\n⟨email:work⟩",
			"--\n⟨full⟩\nTel.: ⟨phone:de⟩\nMobil: ⟨phone:de:intl⟩\nE-Mail: ⟨email:work⟩\nGlobex GmbH · ⟨zip:de⟩")),
		T("vcard", vx(
			"BEGIN:VCARD\nVERSION:3.0\nFN:⟨full⟩\nTEL;TYPE=CELL:⟨phone::intl⟩\nEMAIL;TYPE=INTERNET:⟨email⟩\nREV:⟨ts⟩\nEND:VCARD")),
		// ---------- e-mail in special forms ----------
		T("mail_headers", vx(
			"From: ⟨full⟩ <⟨email⟩>\nTo: support@northwind.io\nDate: Mon, 3 Mar 2025 10:24:00 +0100\nMessage-ID: <⟨uuid⟩@mail.northwind.io>\nSubject: Re: ⟨ticket⟩",
			"Reply-To: <⟨email⟩>\nX-Original-To: ⟨oemail:work⟩\nReceived: from mx2.northwind.io (⟨ip⟩) by mail.northwind.io")),
		T("reply_quote", vx(
			"Thanks, that fixed it.\n\nOn Tue, ⟨date:en⟩ at ⟨time⟩, ⟨full⟩ <⟨email⟩> wrote:\n> Could you try clearing the cache for ⟨ver⟩?",
			"Merci !\n\nLe ⟨date:fr⟩ à ⟨time⟩, ⟨full⟩ <⟨email⟩> a écrit :\n> Pouvez-vous vider le cache ?",
			"Am ⟨date:de⟩ um ⟨time⟩ schrieb ⟨full⟩ <⟨email⟩>:\n> Bitte Version ⟨ver⟩ installieren.")),
		T("email_obfuscated", vx(
			"You can write to me directly: ⟨obf⟩ (order ⟨order⟩).",
			"contact: ⟨obf⟩ — please don't paste my address in the public forum")),
		// ---------- SSNs in special forms ----------
		T("chat_ssn", vx(
			"[⟨time⟩] customer: my social is ⟨ssn:space⟩, the last form had it wrong\n[⟨time⟩] agent: thank you, updating case ⟨ticket⟩",
			"Customer says their SSN is ⟨ssn⟩ and DOB ⟨date:en⟩; verification still fails.",
			"Mi número de seguro social es ⟨ssn⟩, el ITIN de mi esposo es ⟨itin⟩.")),
		T("form_ssn_variants", vx(
			"Social Security No.: ⟨ssn:dot⟩   Date of birth: ⟨date:en⟩",
			"SSN-⟨ssn⟩ / DOB ⟨iso⟩ / Employee #⟨id⟩",
			"TIN: ⟨ssn:plain⟩ (individual)   Filing status: single   Year: 2024")),
		// ---------- cards in special forms ----------
		T("card_amex_diners", vx(
			"Please charge the deposit to Amex ⟨card:amex:space⟩, exp ⟨exp⟩, booking ⟨order⟩.",
			"Diners Club ⟨card:diners:space⟩ — corporate card of ⟨full⟩, cost centre ⟨id⟩.",
			"Amex ⟨card:amex:dash⟩ declined at ⟨time⟩, terminal ⟨id⟩.")),
		T("card_long", vx(
			"Maestro card ⟨card:maestro⟩ failed 3DS for order ⟨order⟩.",
			"UnionPay ⟨card:unionpay:plain⟩ 交易失败，订单 ⟨order⟩。",
			"Discover ⟨card:discover⟩ was flagged by Radar, payment ⟨cus⟩.",
			"JCB ⟨card:jcb⟩ の決済が ⟨date:ja⟩ に失敗しました。")),
		T("card_dashed_chat", vx(
			"ok here it is: ⟨card::dash⟩ exp ⟨exp⟩",
			"[⟨time⟩] user: ⟨card::space⟩\n[⟨time⟩] bot: Please don't share full card numbers in chat.",
			"card: ⟨card⟩, amount ⟨price:en⟩, auth code ⟨id⟩")),
		T("card_regional", vx(
			"Cartão Elo ⟨card:elo:space⟩ recusado, pedido ⟨order⟩.",
			"Troy kartım ⟨card:troy:space⟩ ile ödeme alınamadı, sipariş ⟨order⟩.",
			"Карта МИР ⟨card:mir:plain⟩ отклонена, заказ ⟨order⟩.",
			"RuPay card ⟨card:rupay:space⟩ failed UPI fallback, txn ⟨id⟩.")),
		// ---------- more forms people and programs write ----------
		T("pg_detail_pii", vx(
			"ERROR:  duplicate key value violates unique constraint \"employees_ssn_key\"\nDETAIL:  Key (ssn)=(⟨ssn⟩) already exists.\nCONTEXT:  COPY employees, line ⟨line⟩",
			"ERROR:  duplicate key value violates unique constraint \"payees_tax_id_key\"\nDETAIL:  Key (tax_id)=(⟨itin:plain⟩) already exists.",
			"ERROR:  duplicate key value violates unique constraint \"users_email_key\"\nDETAIL:  Key (lower(email::text))=(⟨email⟩) already exists.",
			"ERROR:  new row for relation \"contacts\" violates check constraint \"phone_e164\"\nDETAIL:  Failing row contains (⟨id⟩, ⟨full⟩, ⟨phone::nat⟩, ⟨ts⟩).")),
		T("git_trailers", vx(
			"commit ⟨sha⟩\nAuthor: ⟨full⟩ <⟨email:work⟩>\nDate:   ⟨ts⟩\n\n    fix(checkout): guard against empty cart (#⟨id⟩)\n\n    Signed-off-by: ⟨full⟩ <⟨again⟩>",
			"Co-authored-by: ⟨full⟩ <⟨email⟩>\nReviewed-on: https://review.acme-logistics.com/c/api/+/⟨id⟩")),
		T("form_encoded_card", vx(
			"POST /v1/payment_methods HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\ntype=card&card[number]=⟨card::plain⟩&card[exp_month]=⟨n⟩&card[exp_year]=2028&card[cvc]=***",
			"checkout.php?step=3&cc_number=⟨card::plain⟩&cc_exp=⟨exp⟩&order=⟨order⟩")),
		T("json_ssn_keys", vx(
			"{\"employee\":{\"id\":⟨id⟩,\"socialSecurityNumber\":\"⟨ssn:plain⟩\",\"hireDate\":\"⟨iso⟩\"}}",
			"{\"applicant\": {\"ssn\": \"⟨ssn⟩\", \"dob\": \"⟨iso⟩\", \"income\": ⟨id⟩}, \"app_id\": \"⟨uuid⟩\"}",
			"payload={\"taxpayer\":{\"tin\":\"⟨itin⟩\",\"tin_type\":\"ITIN\"},\"year\":2024}")),
		T("ticket_itin_es", vx(
			"Hola, mi ITIN es ⟨itin:space⟩ y el formulario W-7 sigue en revisión desde el ⟨date:es⟩.",
			"Buenas, para la declaración de impuestos: número de seguro social ⟨ssn⟩, el de mi hija es ⟨ssn⟩.")),
		T("conn_string_password", vx(
			"Server=tcp:sql-prod.database.windows.net,1433;Initial Catalog=orders;User ID=app;Password=⟨sec:pw⟩;Encrypt=True;",
			"spring.datasource.password=⟨sec:pw⟩\nspring.datasource.url=jdbc:mysql://⟨ipport⟩/shop",
			"DefaultEndpointsProtocol=https;AccountName=acmeexports;AccountKey=⟨sec:azkey⟩;EndpointSuffix=core.windows.net")),
		T("url_userinfo_password", func(g *G, r *rec) {
			r.t(g.pick("redis://default:", "amqp://orders:", "https://deploy:", "ftp://backup:")).p("bearer", g.secret("pw"))
			g.x(r, "@⟨ip⟩:⟨port⟩/ — connection refused at ⟨ts⟩")
		}),
		T("k8s_secret_yaml", vx(
			"apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-credentials\ntype: Opaque\nstringData:\n  username: mailer\n  password: ⟨sec:pw⟩\n  api_key: ⟨sec:hex⟩")),
		T("api_key_query", vx(
			"GET /data/2.5/weather?q=Berlin&appid=⟨sec:hex32⟩ HTTP/1.1",
			"https://maps.googleapis.com/maps/api/geocode/json?address=⟨zip:de⟩&key=⟨sec:aiza⟩")),
		T("phone_whatsapp_slang", vx(
			"me chama no zap ⟨phone:br:nat⟩ que te passo o comprovante do pedido ⟨order⟩",
			"Mob: ⟨phone:in:nat⟩ (WhatsApp too), order ⟨order⟩ not delivered",
			"tel. kom. ⟨phone:pl:nat⟩, proszę dzwonić po ⟨time⟩",
			"Cel: ⟨phone:mx:nat⟩ — llamar antes de las ⟨time⟩",
			"واتساب: ⟨phone:eg:nat⟩")),
		T("tel_links", vx(
			"<a href=\"tel:⟨phone::intl⟩\">Call us</a> <!-- store ⟨id⟩ -->",
			"[Call back](tel:⟨phone:de:intl⟩) · ticket ⟨ticket⟩",
			"https://wa.me/⟨phone:digits⟩?text=Pedido%20⟨id⟩")),
		T("folded_header_pii", func(g *G, r *rec) {
			r.t("X-Customer-Email:\r\n ").p("email", g.emailFor("en", r.who, false))
			r.t("\r\nX-Customer-Phone:\r\n\t").p("phone", g.phone(g.cc(), "intl"))
			g.x(r, "\r\nX-Request-Id: ⟨uuid⟩\r\n")
		}),
		T("stack_args_pii", vx(
			"at NotificationService.sendSms (/app/dist/notify.js:⟨line⟩:17) args: [\"⟨phone::intl⟩\", \"Your code is 4821\"]",
			"    at com.acme.crm.ContactService.lookup(ContactService.java:⟨line⟩) [lookupByEmail(\"⟨email⟩\")]",
			"#3 /var/www/app/Billing.php(⟨line⟩): Billing->charge('⟨card::plain⟩', '⟨exp⟩', ⟨amount⟩)")),
		T("email_unusual", vx(
			"Please update my address to ⟨email:upper⟩ (caps lock, sorry).",
			"E-Mail: ⟨email:idn⟩ — Umlaute funktionieren im Formular nicht, Vorgang ⟨ticket⟩.",
			"{\"message\":\"{\\\"email\\\":\\\"⟨email⟩\\\",\\\"plan\\\":\\\"pro\\\"}\"}")),
		T("card_in_prose_split", vx(
			"The number on the card is ⟨card:visa:space⟩ and expires ⟨exp⟩, CVV I'll give by phone.",
			"Kartennummer: ⟨card:mastercard:space⟩ / Ablaufdatum ⟨exp⟩",
			"Numéro de carte : ⟨card:visa:plain⟩ (exp. ⟨exp⟩)",
			"カード番号：⟨card:jcb:plain⟩")),
		T("fixed_width_report", func(g *G, r *rec) {
			h := g.pick("SOC SEC #", "SSN", "TAX ID")
			r.t("PAYROLL REGISTER  PERIOD 2024-12  PAGE 1\nEMP#   NAME                  " + h + strings.Repeat(" ", 14-len(h)) + "GROSS\n")
			for i := 0; i < g.rng(2, 3); i++ {
				n := g.names("en")
				r.k(g.digits(5)).t("  " + n + strings.Repeat(" ", 22-len(n)))
				v := g.ssn(g.chance(0.2), g.pick("", "-", " "))
				r.p("ssn", v).t(strings.Repeat(" ", 14-len(v))).k(g.keepOf("en", "amount", "")).t("\n")
			}
		}),
		T("kv_log_pii", vx(
			"callback_number=⟨phone:de:nat⟩ queue=billing wait=⟨dur⟩",
			"mobile_no=⟨phone:in:nat⟩ otp_sent=true txn=⟨id⟩",
			"INFO  kyc ssn=⟨ssn:plain⟩ result=match ref=⟨uuid⟩",
			"applicant.itin=⟨itin:plain⟩ status=pending_w7 ts=⟨ts⟩",
			"cc=⟨card::plain⟩ exp=⟨exp⟩ result=DECLINED rc=05")),
		T("csv_whatsapp_mx", func(g *G, r *rec) {
			var rows [][]cell
			for i := 0; i < g.rng(2, 3); i++ {
				rows = append(rows, []cell{c(g.names("es")), cp("phone", g.phone(g.pick("mx", "es"), "nat")), ck(g.order("es")), c(g.city("es"))})
			}
			r.table(g.pick("csv", "ssv", "md"), []string{"Nombre", g.pick("Celular", "WhatsApp", "Teléfono"), "Pedido", "Ciudad"}, rows)
		}),
		T("contact_line_list", vx(
			"⟨full⟩ · ⟨phone:us:nat⟩ · ⟨city:en⟩ · joined ⟨date:en⟩",
			"⟨full⟩, ⟨phone:es:nat⟩, ⟨city:es⟩ — pedido ⟨order⟩",
			"⟨full⟩ — ⟨email⟩ — ⟨phone:fr:nat⟩",
			"Emergency contact: ⟨full⟩ (sister) ⟨phone:au:nat⟩")),
		T("card_lists", vx(
			"Cards on file: ⟨card:visa:plain⟩ (default), ⟨card:amex:plain⟩, ⟨card:discover:plain⟩.",
			"Chargebacks this week: ⟨card::space⟩ ⟨price:en⟩; ⟨card::space⟩ ⟨price:en⟩.",
			"| ⟨cus⟩ | ⟨card:amex:dash⟩ | ⟨exp⟩ | disputed |")),
		T("yaml_pii", vx(
			"customer:\n  id: ⟨id⟩\n  email: ⟨email⟩\n  phone: \"⟨phone⟩\"\n  ssn: ⟨ssn:plain⟩\n  created: ⟨iso⟩",
			"- name: ⟨full⟩\n  mobile: ⟨phone::nat⟩\n  card: \"⟨card::space⟩\"")),
	}
}
