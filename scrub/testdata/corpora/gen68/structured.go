package main

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

type gen struct {
	kind string
	fn   func(b *B)
}

func anyLoc() *ctx { return newCtx(locs[r.Intn(len(locs))].code) }
func latinLoc() *ctx {
	return newCtx(pick("en", "en", "en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr"))
}

var apiHosts = []string{"api.shopline.io", "api.tessera.app", "billing.internal.acme.net", "gateway.kairo.dev", "api.northwind.co", "orders.svc.cluster.local"}

func host() string { return apiHosts[r.Intn(len(apiHosts))] }
func ua() string {
	return pick("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36",
		"curl/8.5.0", "okhttp/4.12.0", "python-requests/2.31.0", "PostmanRuntime/7.36.3", "Go-http-client/1.1", "axios/1.6.7")
}

var piiGens = []gen{
	{"http_request_bearer", func(b *B) {
		c := anyLoc()
		b.T(pick("GET", "POST", "PATCH"), " /v2/customers/").K(uuid()).T(" HTTP/1.1\r\nHost: ", host(), "\r\nUser-Agent: ", ua(), "\r\nAccept: application/json\r\n")
		if chance(0.5) {
			b.T("Authorization: Bearer ").P("jwt", jwt())
		} else {
			b.T("Authorization: Bearer ").P("bearer", opaqueToken())
		}
		b.T("\r\nX-Request-Id: ").K(uuid()).T("\r\nContent-Type: application/json\r\n\r\n")
		b.T(`{"email":"`).P("email", c.email()).T(`","phone":"`).P("phone", e164(c.cc)).T(`","locale":"`, c.l.code, `"}`)
	}},
	{"http_folded_auth", func(b *B) {
		b.T("POST /oauth/introspect HTTP/1.1\r\nHost: ", host(), "\r\nContent-Length: ", strconv.Itoa(rng(40, 300)), "\r\nAuthorization: Bearer\r\n", pick("\t", " ", "    "))
		b.P("bearer", opaqueToken())
		b.T("\r\nX-Trace: ").K(hexs(32)).T("\r\n")
	}},
	{"http_folded_headers_mail", func(b *B) {
		c := latinLoc()
		c2 := latinLoc()
		b.T("Received: from mail-", pick("qk1", "wr1", "ej1"), "-f", strconv.Itoa(rng(100, 199)), ".google.com (mail-qk1.google.com [", ip(), "])\r\n\tby mx.", host(), " with ESMTPS id ").K(hexs(12)).T("\r\n\tfor <").P("email", c.email()).T(">; ", pick("Tue", "Wed", "Thu"), ", 12 Mar 2024 10:22:31 +0000\r\nTo: \"", c.p.disp, "\" <").P("email", c.email()).T(">,\r\n\t\"", c2.p.disp, "\" <").P("email", c2.email()).T(">\r\nSubject: Re: ").K(ticketID()).T(" refund\r\n")
	}},
	{"http_basic_auth", func(b *B) {
		b.T("GET /api/export?from=").K(randDate().iso()).T(" HTTP/1.1\r\nHost: ", host(), "\r\nAuthorization: Basic ").P("bearer", basicCred(pick("admin", "svc-export", "reporting", "jenkins"))).T("\r\nAccept: text/csv\r\n")
	}},
	{"curl_verbose", func(b *B) {
		b.T("* Connected to ", host(), " (", ip(), ") port 443\r\n> GET /v1/me HTTP/2\r\n> Host: ", host(), "\r\n> user-agent: curl/8.5.0\r\n> authorization: Bearer ").P("jwt", jwt()).T("\r\n> accept: */*\r\n>\r\n< HTTP/2 200\r\n< content-type: application/json\r\n< x-request-id: ").K(uuid()).T("\r\n")
	}},
	{"curl_command", func(b *B) {
		k := vendorKey()
		c := anyLoc()
		b.T("curl -X POST https://", host(), "/v1/contacts \\\n  -H \"Authorization: Bearer ").P("bearer", k.val).T("\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"email\": \"").P("email", c.email()).T("\", \"phone\": \"").P("phone", phone(c.cc, 1)).T("\"}'")
	}},
	{"har_entry", func(b *B) {
		b.T(`{"request":{"method":"GET","url":"https://`, host(), `/api/orders?page=2","headers":[{"name":"Accept","value":"application/json"},{"name":"Authorization","value":"Bearer `).P("jwt", jwt()).T(`"},{"name":"X-Client-Version","value":"`).K(version()).T(`"}]},"response":{"status":200,"bodySize":`, strconv.Itoa(rng(200, 90000)), `}}`)
	}},
	{"postman_env", func(b *B) {
		k := vendorKey()
		b.T("{\n  \"name\": \"prod\",\n  \"values\": [\n    {\"key\": \"baseUrl\", \"value\": \"https://", host(), "\", \"enabled\": true},\n    {\"key\": \"access_token\", \"value\": \"").P("bearer", opaqueToken()).T("\", \"enabled\": true},\n    {\"key\": \"apiKey\", \"value\": \"").P("bearer", k.val).T("\", \"enabled\": true}\n  ]\n}")
	}},
	{"http_response_user", func(b *B) {
		c := anyLoc()
		b.T("HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nETag: W/\"").K(hexs(16)).T("\"\r\n\r\n{\"id\":\"cus_").K(alnum(14)).T("\",\"name\":\"", c.p.disp, "\",\"email\":\"").P("email", c.email()).T("\",\"phone\":\"").P("phone", phone(c.cc, -1)).T("\",\"created\":").K(strconv.FormatInt(c.d.epoch(), 10)).T(",\"currency\":\"eur\"}")
	}},
	{"nginx_access_query", func(b *B) {
		c := latinLoc()
		em := c.email()
		ph := e164(c.cc)
		eEnc := strings.Replace(em, "@", "%40", 1)
		pEnc := strings.Replace(ph, "+", "%2B", 1)
		b.K(ip()).T(" - - [", fmt.Sprintf("%02d/%s/%d:%02d:%02d:%02d +0000", c.d.d, monShort[c.d.m-1], c.d.y, c.d.hh, c.d.mm, c.d.ss), "] \"GET /newsletter/subscribe?email=").P("email", eEnc).T("&phone=").P("phone", pEnc).T("&src=footer HTTP/1.1\" 302 0 \"-\" \"", ua(), "\" rt=0.0", strconv.Itoa(rng(10, 99)))
	}},
	{"logfmt_payment", func(b *B) {
		c := anyLoc()
		b.T("time=").K(c.d.ts()).T(" level=warn msg=\"payment declined\" order=").K(orderID()).T(" amount=").K(fmt.Sprintf("%d.%02d", rng(5, 900), rng(0, 99))).T(" pan=").P("credit_card", cardPlain()).T(" customer=").P("email", c.email()).T(" decline_code=insufficient_funds trace_id=").K(hexs(32))
	}},
	{"json_log_login", func(b *B) {
		c := anyLoc()
		b.T(`{"ts":"`).K(c.d.ts()).T(`","level":"info","logger":"auth.session","msg":"login ok","user":{"id":`, strconv.Itoa(rng(1000, 9999999)), `,"email":"`).P("email", c.email()).T(`","mfa_phone":"`).P("phone", e164(c.cc)).T(`"},"ip":"`).K(ip()).T(`","session_id":"`).K(uuid()).T(`"}`)
	}},
	{"python_traceback", func(b *B) {
		c := anyLoc()
		b.T("Traceback (most recent call last):\n  File \"/app/notifications/sms.py\", line ").K(strconv.Itoa(rng(20, 400))).T(", in send_otp\n    resp = client.messages.create(to=number, body=text)\n  File \"/usr/local/lib/python3.11/site-packages/twilio/rest/api/v2010/account/message/__init__.py\", line 812, in create\n    raise TwilioRestException(status, uri, msg)\ntwilio.base.exceptions.TwilioRestException: HTTP 400 error: Unable to create record: The 'To' number ").P("phone", e164(c.cc)).T(" is not a valid phone number. (user=").P("email", c.email()).T(")")
	}},
	{"java_stacktrace", func(b *B) {
		c := anyLoc()
		b.T(c.d.logts(), " ERROR [http-nio-8080-exec-", strconv.Itoa(rng(1, 40)), "] c.a.b.CheckoutController - Checkout failed for ").P("email", c.email()).T("\ncom.acme.billing.CardRejectedException: card ").P("credit_card", card()).T(" rejected by issuer (code 05)\n\tat com.acme.billing.StripeGateway.charge(StripeGateway.java:").K(strconv.Itoa(rng(50, 600))).T(")\n\tat com.acme.billing.CheckoutService.pay(CheckoutService.java:", strconv.Itoa(rng(50, 300)), ")\n\tat jdk.internal.reflect.GeneratedMethodAccessor", strconv.Itoa(rng(100, 400)), ".invoke(Unknown Source)\n\t... 87 common frames omitted")
	}},
	{"go_panic", func(b *B) {
		c := anyLoc()
		b.T("panic: notify: invalid recipient \"").P("email", c.email()).T("\" for tenant ").K(uuid()).T("\n\ngoroutine ", strconv.Itoa(rng(10, 9000)), " [running]:\nmain.(*Notifier).Send(0xc000", hexs(6), ", {0xc00012a0f0, 0x1b})\n\t/src/notify/notifier.go:").K(strconv.Itoa(rng(40, 300))).T(" +0x", hexs(3), "\nmain.main()\n\t/src/main.go:27 +0x1e5\nexit status 2")
	}},
	{"node_error", func(b *B) {
		k := vendorKey()
		b.T("Error: Request failed with status code 401\n    at createError (/app/node_modules/axios/lib/core/createError.js:16:15)\n    at settle (/app/node_modules/axios/lib/core/settle.js:17:12)\n  config: {\n    url: 'https://", host(), "/v1/charges',\n    headers: {\n      Accept: 'application/json',\n      Authorization: 'Bearer ").P("bearer", k.val).T("',\n      'User-Agent': 'axios/1.6.7'\n    }\n  }")
	}},
	{"csharp_exception", func(b *B) {
		c := anyLoc()
		b.T("System.InvalidOperationException: Duplicate customer record. Email '").P("email", c.email()).T("' already linked to CustomerId ").K(strconv.Itoa(rng(100000, 999999))).T(", phone '").P("phone", phone(c.cc, -1)).T("'.\n   at Acme.Crm.Customers.CustomerService.CreateAsync(CreateCustomerCommand cmd) in D:\\a\\1\\s\\src\\Acme.Crm\\Customers\\CustomerService.cs:line ").K(strconv.Itoa(rng(30, 500))).T("\n   at Acme.Crm.Api.Controllers.CustomersController.Post(CustomerDto dto)")
	}},
	{"rails_log_params", func(b *B) {
		c := anyLoc()
		b.T("Started POST \"/users\" for ", ip(), " at ", c.d.iso(), " 10:22:31 +0000\nProcessing by RegistrationsController#create as HTML\n  Parameters: {\"authenticity_token\"=>\"[FILTERED]\", \"user\"=>{\"email\"=>\"").P("email", c.email()).T("\", \"phone\"=>\"").P("phone", phone(c.cc, -1)).T("\", \"password\"=>\"[FILTERED]\"}, \"commit\"=>\"Sign up\"}\nCompleted 302 Found in ").K(strconv.Itoa(rng(20, 900)) + "ms")
	}},
	{"csv_customers", func(b *B) {
		b.T(pick("id,name,email,phone,country,created_at,lifetime_value\n", "customer_id,full_name,email,phone,country,signup_date,ltv\n"))
		n := rng(3, 6)
		for i := 0; i < n; i++ {
			c := anyLoc()
			ph := phone(c.cc, -1)
			if strings.Contains(ph, ",") {
				ph = "\"" + ph + "\""
			}
			b.K(strconv.Itoa(rng(10000, 99999))).T(",", c.p.disp, ",").P("email", c.email()).T(",").P("phone", strings.Trim(ph, "\"")).T(",", c.cc, ",").K(c.d.iso()).T(",", fmt.Sprintf("%d.%02d", rng(0, 5000), rng(0, 99)), "\n")
		}
	}},
	{"tsv_employees_ssn", func(b *B) {
		b.T("emp_id\tname\tssn\tdept\thire_date\tsalary\n")
		for i := 0; i < rng(3, 5); i++ {
			c := newCtx("en")
			v := ssn()
			if chance(0.25) {
				v = itin()
			}
			if chance(0.3) {
				v = strings.ReplaceAll(v, "-", "")
			}
			b.K("E"+nzdigits(5)).T("\t", c.p.disp, "\t").P("ssn", v).T("\t", pick("Finance", "Support", "Engineering", "Warehouse"), "\t").K(c.d.iso()).T("\t", strconv.Itoa(rng(40, 190)*1000), "\n")
		}
	}},
	{"sql_insert_customers", func(b *B) {
		b.T("INSERT INTO customers (id, full_name, email, phone, country_code, created_at) VALUES\n")
		n := rng(2, 4)
		for i := 0; i < n; i++ {
			c := anyLoc()
			b.T("  (").K(strconv.Itoa(rng(100000, 999999))).T(", '", strings.ReplaceAll(c.p.disp, "'", "''"), "', '").P("email", c.email()).T("', '").P("phone", phone(c.cc, -1)).T("', '", c.cc, "', '").K(c.d.iso() + " 09:12:44").T("')")
			if i < n-1 {
				b.T(",\n")
			}
		}
		b.T(";")
	}},
	{"sql_update_contact", func(b *B) {
		c := anyLoc()
		b.T("UPDATE users SET phone = '").P("phone", phone(c.cc, 1)).T("', email = '").P("email", c.email()).T("', updated_at = NOW() WHERE id = ").K(strconv.Itoa(rng(1000, 9999999))).T(" AND tenant_id = '").K(uuid()).T("';")
	}},
	{"sql_select_where", func(b *B) {
		c := anyLoc()
		b.T("EXPLAIN ANALYZE SELECT o.id, o.total_cents, o.status FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = '").P("email", c.email()).T("' AND o.created_at > '").K(c.d.iso()).T("' ORDER BY o.created_at DESC LIMIT 50;\n-- Execution Time: ").K(fmt.Sprintf("%d.%03d ms", rng(0, 90), rng(0, 999)))
	}},
	{"psql_result", func(b *B) {
		type row struct{ id, name, email, phone, city string }
		var rows []row
		for i := 0; i < rng(2, 4); i++ {
			c := anyLoc()
			rows = append(rows, row{strconv.Itoa(rng(1000, 99999)), c.p.disp, c.email(), phone(c.cc, -1), pick("Berlin", "Lyon", "Austin", "Osaka", "Porto", "Gdańsk", "Izmir", "Pune")})
		}
		w := [5]int{2, 9, 5, 5, 4}
		upd := func(i int, s string) {
			if n := len([]rune(s)); n > w[i] {
				w[i] = n
			}
		}
		for _, x := range rows {
			upd(0, x.id)
			upd(1, x.name)
			upd(2, x.email)
			upd(3, x.phone)
			upd(4, x.city)
		}
		pad := func(s string, n int) string { return s + strings.Repeat(" ", n-len([]rune(s))) }
		b.T("app=> SELECT id, full_name, email, phone, city FROM customers WHERE updated_at > now() - interval '1 day';\n")
		b.T(" ", pad("id", w[0]), " | ", pad("full_name", w[1]), " | ", pad("email", w[2]), " | ", pad("phone", w[3]), " | ", pad("city", w[4]), "\n")
		b.T(strings.Repeat("-", w[0]+2), "+", strings.Repeat("-", w[1]+2), "+", strings.Repeat("-", w[2]+2), "+", strings.Repeat("-", w[3]+2), "+", strings.Repeat("-", w[4]+2), "\n")
		for _, x := range rows {
			b.T(" ").K(x.id).T(strings.Repeat(" ", w[0]-len(x.id)), " | ", pad(x.name, w[1]), " | ").P("email", x.email).T(strings.Repeat(" ", w[2]-len(x.email)), " | ").P("phone", x.phone).T(strings.Repeat(" ", w[3]-len([]rune(x.phone))), " | ", pad(x.city, w[4]), "\n")
		}
		b.T("(", strconv.Itoa(len(rows)), " rows)")
	}},
	{"mysql_result_cards", func(b *B) {
		b.T("mysql> SELECT payment_id, card_number, exp, amount FROM legacy_payments LIMIT 3;\n+------------+---------------------+-------+---------+\n| payment_id | card_number         | exp   | amount  |\n+------------+---------------------+-------+---------+\n")
		for i := 0; i < 3; i++ {
			p := strconv.Itoa(rng(100000, 999999))
			cn := cardPlain()
			a := fmt.Sprintf("%d.%02d", rng(1, 999), rng(0, 99))
			b.T("| ").K(p).T(strings.Repeat(" ", 10-len(p)), " | ").P("credit_card", cn).T(strings.Repeat(" ", 19-len(cn)), " | ", pick("08/27", "11/26", "01/29"), " | ").K(a).T(strings.Repeat(" ", 7-len(a)), " |\n")
		}
		b.T("+------------+---------------------+-------+---------+\n3 rows in set (0.01 sec)")
	}},
	{"env_file", func(b *B) {
		k := vendorKey()
		pw := password()
		b.T("# production\nNODE_ENV=production\nPORT=8080\nAPP_VERSION=").K(version()).T("\nDATABASE_URL=postgres://app_user:").P("bearer", pw).T("@db-primary.internal:5432/shop\n", k.name, "=").P("bearer", k.val).T("\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=").K("pk_live_"+alnum(24)).T("\nAWS_ACCESS_KEY_ID=").K("AKIA"+fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)).T("\nAWS_SECRET_ACCESS_KEY=").P("bearer", fromSet(b64Set, 40)).T("\nSENTRY_ENVIRONMENT=prod\n")
	}},
	{"yaml_config", func(b *B) {
		c := latinLoc()
		b.T("smtp:\n  host: smtp.sendgrid.net\n  port: 587\n  username: apikey\n  password: ").P("bearer", vendorKeyOf(9)).T("\n  from: ").P("email", c.email()).T("\ndatabase:\n  host: ").K(ip()).T("\n  user: orders_rw\n  password: ").P("bearer", password()).T("\n  pool_size: 20\nfeature_flags:\n  new_checkout: true\n")
	}},
	{"docker_config", func(b *B) {
		b.T("{\n  \"auths\": {\n    \"registry.gitlab.com\": {\n      \"auth\": \"").P("bearer", basicCred(pick("deploy-bot", "ci", "gitlab+deploy-token-"+strconv.Itoa(rng(100, 99999))))).T("\"\n    }\n  },\n  \"credsStore\": \"desktop\"\n}")
	}},
	{"k8s_secret", func(b *B) {
		pw := password()
		enc := b64std(pw)
		b.T("apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-db\n  namespace: prod\n  uid: ").K(uuid()).T("\ntype: Opaque\ndata:\n  username: cGF5bWVudHM=\n  password: ").P("bearer", enc).T("\nstringData:\n  STRIPE_API_KEY: ").P("bearer", vendorKeyOf(4)).T("\n")
	}},
	{"git_remote_token", func(b *B) {
		t := pick("ghp_", "ghs_", "gho_") + alnum(36)
		b.T("$ git remote -v\norigin\thttps://x-access-token:").P("bearer", t).T("@github.com/acme-corp/checkout-service.git (fetch)\n# commit ").K(sha(40)).T(" build #", strconv.Itoa(rng(100, 9999)))
	}},
	{"npmrc", func(b *B) {
		b.T("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=").P("bearer", "npm_"+alnum(36)).T("\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=").P("bearer", "ghp_"+alnum(36)).T("\nalways-auth=true\n")
	}},
	{"email_reply_quote", func(b *B) {
		c := anyLoc()
		d := c.d
		b.T("Thanks, that fixed it.\n\nOn ", pick("Mon", "Tue", "Wed", "Thu", "Fri"), ", ", monShort[d.m-1], " ", strconv.Itoa(d.d), ", ", strconv.Itoa(d.y), " at 4:12 PM ", c.p.disp, " <").P("email", c.email()).T("> wrote:\n> Hi, the export for account ").K(strconv.Itoa(rng(10000000, 99999999))).T(" keeps failing.\n> Call me if easier: ").P("phone", phone(c.cc, -1)).T("\n> Sent from my iPhone")
	}},
	{"email_signature", func(b *B) {
		c := latinLoc()
		b.T("Let me know if the ", product(), " quote works for you.\n\n--\n", c.p.disp, "\n", pick("Head of Operations", "Account Executive", "IT Manager", "Procurement Lead"), " | Northwind Traders\n", pick("M: ", "Mobile: ", "Cell: ", "Tel: "), "").P("phone", phone(c.cc, -1)).T(pick(" | O: ", "\nOffice: ", " · Direct: ")).P("phone", phone(c.cc, 0)).T("\n").P("email", c.email()).T("\n", pick("Unit 4, 221 Harbour Rd", "Hauptstraße 12, 10115 Berlin", "12 rue de la Paix, 75002 Paris", "Calle Mayor 5, 28013 Madrid"))
	}},
	{"email_signature_ext", func(b *B) {
		c := newCtx("en")
		ext := strconv.Itoa(rng(100, 9999))
		b.T("Best,\n", c.p.disp, "\nSenior Support Engineer\nT ").P("phone", phone("US", 0)).T(" ext. ").K(ext).T("\nE ").P("email", c.email()).T("\nCase ").K(ticketID())
	}},
	{"whatsapp_export", func(b *B) {
		c := newCtx(pick("pt", "es", "it", "de", "en", "hi", "tr"))
		d := c.d
		dt := fmt.Sprintf("%02d/%02d/%d", d.d, d.m, d.y)
		b.T(dt, ", 09:14 - ").P("phone", phone(c.cc, 1)).T(": ", pick("Bom dia, o pedido chegou?", "Hola, ¿me confirmas la entrega?", "Hi, any update on my order?", "Ciao, è arrivato il pacco?"), "\n", dt, ", 09:20 - Loja Oficial: Sim! Pedido ").K(orderID()).T(" entregue.\n", dt, ", 09:21 - ").P("phone", phone(c.cc, 1)).T(": ok obrigado")
	}},
	{"vcard", func(b *B) {
		c := anyLoc()
		b.T("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:", c.p.disp, "\r\nORG:Kairo Logistics\r\nTEL;TYPE=CELL:").P("phone", phone(c.cc, 1)).T("\r\nTEL;TYPE=WORK,VOICE:").P("phone", phone(c.cc, 0)).T("\r\nEMAIL;TYPE=INTERNET:").P("email", c.email()).T("\r\nREV:").K(c.d.iso() + "T10:22:31Z").T("\r\nEND:VCARD")
	}},
	{"sms_gateway_log", func(b *B) {
		c := anyLoc()
		b.K(c.d.logts()).T(" INFO  sms.dispatch  provider=twilio sid=").K("SM"+hexs(32)).T(" to=").P("phone", e164(c.cc)).T(" template=otp_login status=queued segments=1 cost=0.0079")
	}},
	{"jira_bug", func(b *B) {
		c := anyLoc()
		b.T(ticketID(), ": Checkout 500 for customer in ", c.cc, "\n\n*Environment:* web ").K(version()).T(", Chrome 122, build ").K(sha(8)).T("\n*Steps:* log in as ").P("email", c.email()).T(", add ", product(), " to cart, pay with test wallet\n*Actual:* 500, trace id ").K(hexs(32)).T("\n*Customer phone (for callback):* ").P("phone", phone(c.cc, -1))
	}},
	{"github_issue_log", func(b *B) {
		k := vendorKey()
		b.T("### Bug report\n\nThe action fails on `", pick("ubuntu-22.04", "macos-14", "windows-2022"), "` with version ").K(version()).T(".\n\n```\nRun acme/deploy-action@v3\n  with:\n    api-url: https://", host(), "\n    token: ").P("bearer", k.val).T("\nError: HTTP 403 Forbidden (request id ").K(uuid()).T(")\n```\n\nAny idea what I'm doing wrong?")
	}},
	{"graphql_request", func(b *B) {
		c := anyLoc()
		b.T(`{"operationName":"UpdateProfile","variables":{"input":{"customerId":"gid://shopify/Customer/`).K(nzdigits(13)).T(`","email":"`).P("email", c.email()).T(`","phone":"`).P("phone", e164(c.cc)).T(`","acceptsMarketing":false}},"query":"mutation UpdateProfile($input: CustomerInput!) { customerUpdate(input: $input) { userErrors { field message } } }"}`)
	}},
	{"stripe_webhook", func(b *B) {
		c := anyLoc()
		b.T(`{"id":"evt_`).K(alnum(24)).T(`","type":"charge.succeeded","created":`).K(strconv.FormatInt(c.d.epoch(), 10)).T(`,"data":{"object":{"id":"ch_`, alnum(24), `","amount":`, strconv.Itoa(rng(500, 99999)), `,"billing_details":{"email":"`).P("email", c.email()).T(`","name":"`, c.p.disp, `","phone":"`).P("phone", e164(c.cc)).T(`"},"payment_method_details":{"card":{"brand":"visa","last4":"`).K(digits(4)).T(`","exp_month":`, strconv.Itoa(rng(1, 12)), `,"exp_year":`, strconv.Itoa(rng(2026, 2031)), `}}}}}`)
	}},
	{"mongo_query", func(b *B) {
		c := anyLoc()
		b.T("db.users.find({ $or: [ { email: \"").P("email", c.email()).T("\" }, { \"contact.mobile\": \"").P("phone", phone(c.cc, -1)).T("\" } ] }).sort({ createdAt: -1 })\n// _id: ObjectId(\"").K(hexs(24)).T("\")")
	}},
	{"helpdesk_password_reset", func(b *B) {
		c := latinLoc()
		pw := password()
		b.T("IT ticket ").K(ticketID()).T(" - VPN access\nUser: ", c.p.disp, " (").P("email", c.email()).T(")\nReset done. Temporary password: ").P("bearer", pw).T("\nPlease change it at first login. Laptop asset tag ").K("LT-" + nzdigits(5)).T(", GlobalProtect ").K(version())
	}},
	{"slack_webhook_config", func(b *B) {
		s := alnum(24)
		b.T("alerting:\n  slack:\n    channel: \"#payments-alerts\"\n    webhook_url: https://hooks.slack.com/services/T0", fromSet(upperNum, 8), "/B0", fromSet(upperNum, 8), "/").P("bearer", s).T("\n  pagerduty:\n    service_id: P").K(fromSet(upperNum, 6)).T("\n")
	}},
	{"telegram_bot_log", func(b *B) {
		t := nzdigits(10) + ":AA" + b64u(33)
		b.K(randDate().logts()).T(" DEBUG httpx: HTTP Request: POST https://api.telegram.org/bot").P("bearer", t).T("/sendMessage \"HTTP/1.1 200 OK\" chat_id=").K("-100" + nzdigits(10))
	}},
	{"markdown_crm_table", func(b *B) {
		b.T("| Lead | Company | Email | Phone | Stage |\n|---|---|---|---|---|\n")
		for i := 0; i < rng(2, 4); i++ {
			c := anyLoc()
			b.T("| ", c.p.disp, " | ", pick("Globex", "Initech", "Umbrella GmbH", "Soylent SA", "Hooli KK"), " | ").P("email", c.email()).T(" | ").P("phone", phone(c.cc, -1)).T(" | ", pick("Qualified", "Demo booked", "Negotiation", "Closed won"), " |\n")
		}
	}},
	{"set_cookie_jwt", func(b *B) {
		b.T("HTTP/1.1 302 Found\r\nLocation: /dashboard\r\nSet-Cookie: access_token=").P("jwt", jwt()).T("; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=3600\r\nSet-Cookie: locale=en-GB; Path=/\r\nX-Request-Id: ").K(uuid()).T("\r\n")
	}},
	{"url_id_token_fragment", func(b *B) {
		b.T("Redirecting to https://app.", host(), "/callback#id_token=").P("jwt", jwt()).T("&state=").K(hexs(16)).T("&session_state=").K(uuid())
	}},
	{"access_log_json_ua_email", func(b *B) {
		c := anyLoc()
		b.T(`{"remote_addr":"`).K(ip()).T(`","request":"POST /api/v1/password/forgot HTTP/1.1","status":202,"body":{"login":"`).P("email", c.email()).T(`"},"request_time":0.`, strconv.Itoa(rng(10, 999)), `,"upstream":"`).K(ip() + ":" + strconv.Itoa(rng(3000, 9000))).T(`"}`)
	}},
	{"call_center_notes", func(b *B) {
		c := newCtx(pick("en", "en", "de", "fr", "es", "pt", "nl"))
		b.T("[", c.d.iso(), " 11:04] Agent ", pick("KL", "MB", "JT", "SR"), ": Inbound call from ").P("phone", phone(c.cc, -1)).T(", caller verified (last 4 of card ").K(digits(4)).T("). Requested refund for order ").K(orderID()).T(". Callback number given: ").P("phone", phone(c.cc, -1)).T(". Follow-up by email to ").P("email", c.email()).T(".")
	}},
	{"kyc_form_dump", func(b *B) {
		c := newCtx("en")
		b.T("application_id: ").K(uuid()).T("\nfirst_name: ", strings.Fields(c.p.disp)[0], "\ndate_of_birth: ").K(fmt.Sprintf("%d-%02d-%02d", rng(1955, 2003), rng(1, 12), rng(1, 28))).T("\nssn: ").P("ssn", ssn()).T("\nphone: ").P("phone", phone("US", -1)).T("\nemail: ").P("email", c.email()).T("\nannual_income: ").K(strconv.Itoa(rng(30, 300)) + "000").T("\nstatus: pending_review\n")
	}},
	{"tax_form_text", func(b *B) {
		c := newCtx("en")
		v := ssn()
		f := "ssn"
		lab := "Social security number"
		if chance(0.4) {
			v = itin()
			lab = "ITIN"
		}
		b.T("Form W-9 (Rev. March 2024)\nName: ", c.p.disp, "\nBusiness name: ", pick("Carter Design LLC", "Brooks Consulting", "Lakeside Dental PC"), "\nAddress: ", strconv.Itoa(rng(10, 9999)), " ", pick("Oak St", "Maple Ave", "Sunset Blvd"), ", ", pick("Austin, TX 78701", "Portland, OR 97205", "Miami, FL 33131"), "\nPart I ", lab, ": ").P(f, v).T("\nEmployer identification number: ").K(fmt.Sprintf("%02d-%07d", rng(10, 99), rng(0, 9999999))).T("\nSigned ").K(c.d.local("en"))
	}},
	{"pos_receipt_full_pan", func(b *B) {
		d := randDate()
		b.T("TERMINAL ").K("T"+nzdigits(7)).T("  MID ").K(nzdigits(15)).T("\n", d.iso(), " ", fmt.Sprintf("%02d:%02d", d.hh, d.mm), "\nSALE  ").K(fmt.Sprintf("%d.%02d", rng(1, 500), rng(0, 99))).T(" EUR\nCARD ").P("credit_card", card()).T("  EXP ", pick("08/27", "11/26"), "\nAUTH CODE ").K(fromSet(upperNum, 6)).T("  RRN ").K(nzdigits(12)).T("\nAPPROVED")
	}},
	{"chat_support_multi", func(b *B) {
		c := anyLoc()
		b.T("[", c.d.iso(), " 15:01] customer: hi I need to change the card on my subscription\n[15:01] bot: Sure! Please log in first.\n[15:02] customer: my login is ").P("email", c.email()).T(" and the new card is ").P("credit_card", card()).T(" exp ").K(pick("08/27", "03/28", "12/26")).T("\n[15:02] bot: For your security, never share full card numbers in chat. Please use the secure form: /billing/").K(uuid())
	}},
	{"oauth_token_response", func(b *B) {
		b.T("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n\r\n{\"access_token\":\"").P("jwt", jwt()).T("\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"").P("bearer", b64u(rng(40, 64))).T("\",\"scope\":\"read write\"}")
	}},
	{"python_requests_code", func(b *B) {
		k := vendorKey()
		b.T("import requests\n\nAPI_KEY = \"").P("bearer", k.val).T("\"\nresp = requests.get(\n    \"https://", host(), "/v1/orders/").K(orderIDNoHash()).T("\",\n    headers={\"Authorization\": f\"Bearer {API_KEY}\"},\n    timeout=10,\n)\nprint(resp.status_code)")
	}},
	{"terraform_vars", func(b *B) {
		b.T("# terraform.tfvars\nregion        = \"eu-central-1\"\ninstance_type = \"t3.medium\"\ndb_password   = \"").P("bearer", password()).T("\"\ndatadog_api_key = \"").P("bearer", hexs(32)).T("\"\nami_id        = \"").K("ami-" + hexs(17)).T("\"\n")
	}},
	{"syslog_mail_bounce", func(b *B) {
		c := anyLoc()
		d := c.d
		b.T(fmt.Sprintf("%s %2d %02d:%02d:%02d", monShort[d.m-1], d.d, d.hh, d.mm, d.ss), " mx1 postfix/smtp[", strconv.Itoa(rng(1000, 60000)), "]: ").K(fromSet("0123456789ABCDEF", 11)).T(": to=<").P("email", c.email()).T(">, relay=", pick("mx.google.com", "mx1.mail.ru", "mx.naver.com", "mail.gmx.net"), "[", ip(), "]:25, delay=1.2, status=bounced (550 5.1.1 user unknown)")
	}},
	{"form_urlencoded_body", func(b *B) {
		c := latinLoc()
		em := url.QueryEscape(c.email())
		ph := url.QueryEscape(phone(c.cc, 1))
		b.T("POST /contact HTTP/1.1\r\nHost: www.", host(), "\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\nname=", url.QueryEscape(c.p.disp), "&email=").P("email", em).T("&phone=").P("phone", ph).T("&message=Please+call+me+about+order+").K(strconv.Itoa(rng(100000, 999999))).T("&csrf=").K(hexs(32))
	}},
	{"tel_wa_links", func(b *B) {
		c := newCtx(pick("pt", "es", "de", "en", "it", "hi", "ar"))
		e := e164(c.cc)
		b.T("<a href=\"tel:").P("phone", e).T("\">Call us</a> · <a href=\"https://wa.me/").P("phone", strings.TrimPrefix(e164(c.cc), "+")).T("?text=Ol%C3%A1\">WhatsApp</a> · <a href=\"mailto:").P("email", c.email()).T("\">E-mail</a> · CNPJ/Reg ").K(nzdigits(8))
	}},
}

func orderIDNoHash() string { return strings.TrimPrefix(orderID(), "#") }

func vendorKeyOf(i int) string {
	switch i {
	case 9:
		return "SG." + b64u(22) + "." + b64u(43)
	case 4:
		return "sk_live_" + alnum(24)
	}
	return vendorKey().val
}
