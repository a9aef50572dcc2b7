package main

import (
	"fmt"
	"strings"
)

type kind struct {
	name  string
	fn    func(b *B)
	clean bool // also used (with look-alikes) for clean lines
}

func (b *B) intro() *B { return b.T(pickS(b.L.intro), "\n\n") }
func (b *B) outro() *B { return b.T("\n\n", pickS(b.L.close)) }

var uas = []string{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_3) AppleWebKit/605.1.15 Version/17.3 Safari/", "okhttp/", "python-requests/", "PostmanRuntime/", "Dart/"}

func (b *B) ua() *B {
	return b.T(pickS(uas)).K(fmt.Sprintf("%d.%d.%d", between(2, 124), rn(10), between(0, 6400)))
}

var apiHosts = []string{"api.lumenpay.com", "api.brightwave.io", "crm.northwind-traders.com", "gateway.kestrel-logistics.de", "api.orbitlane.ai", "backend.cobaltbay.io", "app.granitehq.com"}

// ---------- mini blocks (embeddable in prose) ----------

func miniHeaders(b *B) {
	b.T("POST /v", fmt.Sprint(between(1, 3)), "/customers/").Num(between(6, 9)).T("/contact HTTP/1.1\nHost: ", pickS(apiHosts), "\nAuthorization: Bearer ").TkR().T("\nX-Request-Id: ").UUID().T("\nContent-Type: application/json\n\n{\"email\": \"").E().T("\", \"phone\": \"").PhA().T("\"}")
}

func miniLog(b *B) {
	for i := 0; i < between(2, 3); i++ {
		b.DateI().T("T").K(timeHMS()).T("Z ", pick("INFO", "WARN", "ERROR"), " [", pick("billing", "auth", "notify", "checkout"), "] ")
		switch rn(3) {
		case 0:
			b.T("sms dispatch to=").PhA().T(" template=").K(pick("otp_v", "reminder_v", "welcome_v") + digs(1)).T(" order=").Ord()
		case 1:
			b.T("login failed for ").E().T(" from ").IP().T(" attempt=").K(fmt.Sprint(between(2, 9)))
		default:
			b.T("charge declined card=").C().T(" amount=").K(fmt.Sprintf("%d.%02d", between(5, 900), rn(100))).T(" currency=EUR")
		}
		b.T("\n")
	}
}

func miniJSON(b *B) {
	b.T("{\"customer_id\": ").Num(between(6, 9)).T(", \"email\": \"").E().T("\", \"mobile\": \"").PhA().T("\", \"created_at\": \"").DateI().T("\", \"plan\": \"pro\", \"amount\": ").K(fmt.Sprintf("%d.%02d", between(5, 900), rn(100))).T("}")
}

func miniCSV(b *B) {
	b.T("id,email,phone,last_order,total\n")
	for i := 0; i < between(2, 3); i++ {
		b.Num(6).T(",").E().T(",").PhA().T(",").DateI().T(",").K(fmt.Sprintf("%d.%02d", between(5, 900), rn(100))).T("\n")
	}
}

var miniBlocks = []func(*B){miniHeaders, miniLog, miniJSON, miniCSV}

// ---------- language kinds ----------

func ticketKind(lang string) func(*B) {
	return func(b *B) {
		b.T(pickS(b.L.greet), "\n\n")
		n := between(2, 4)
		for i := 0; i < n; i++ {
			b.sentence(true).T(" ")
			if chance(0.5) {
				b.sentence(false).T(" ")
			}
		}
		b.sentence(false)
		b.T("\n\n").intro()
		miniBlocks[rn(len(miniBlocks))](b)
		b.T("\n\n", pickS(b.L.close), "\n", b.who.Full(lang))
	}
}

func chatKind(lang string) func(*B) {
	return func(b *B) {
		d := dateL(lang)
		b.Kd(d).T("\n")
		h, m := between(8, 20), rn(50)
		n := between(6, 10)
		for i := 0; i < n; i++ {
			role := b.L.roles[i%2]
			b.T("[").Kd(fmt.Sprintf("%02d:%02d", h, m+i)).T("] ", role, ": ")
			b.sentence(i%2 == 0 && i < 8)
			b.T("\n")
		}
	}
}

func sigKind(lang string) func(*B) {
	return func(b *B) {
		L := b.L
		b.T(pickS(L.greet), "\n\n").sentence(rn(2) == 0).T(" ").sentence(false).T("\n\n", L.sig[0], "\n", b.who.Full(lang), "\n")
		b.T(pick("Key Account Manager", "Head of Operations", "Sales", "Customer Success", "CTO", "Buchhaltung", "Logistics"), " | ", pickS(companyDomains), "\n")
		b.T(L.sig[1], " ").Ph().T(" ").K(ext()).T("\n")
		b.T(L.sig[2], " ").Ph().T("\n")
		if chance(0.5) {
			b.T(L.sig[3], " ").Ph().T("\n")
		}
		b.T(L.sig[4], " ").P("email", b.emP(b.who)).T("\n")
		b.T(L.sig[5], " https://www.", pickS(companyDomains), "\n")
		b.T(pick("HRB ", "RCS ", "VAT ", "CIN ", "登録番号 ", "ИНН ")).K(digsF("123456789", between(6, 10)))
	}
}

// ---------- structural kinds ----------

func kCurlVerbose(b *B) {
	host := pickS(apiHosts)
	b.intro().T("$ curl -v https://", host, "/v2/customers/").Num(8).T("\n*   Trying ").IP().T(":443...\n> GET /v2/customers/ HTTP/2\n> Host: ", host, "\n> User-Agent: curl/").K(fmt.Sprintf("8.%d.%d", rn(12), rn(3))).T("\n> Authorization: Bearer ").TkR().T("\n> X-Request-ID: ").UUID().T("\n>\n< HTTP/2 200\n< date: ").K(dateISO()).T("\n< content-type: application/json\n<\n")
	b.T("{\"id\":").Num(8).T(",\"email\":\"").E().T("\",\"phone\":\"").PhA().T("\",\"billing\":{\"card\":\"").K(maskedCard()).T("\",\"zip\":\"").K(zip("en")).T("\"},\"alt_contact\":\"").E().T("\"}")
}

func kHeadersFolded(b *B) {
	b.intro().T("GET /api/v1/orders/").Ord().T(" HTTP/1.1\r\nHost: ", pickS(apiHosts), "\r\nAuthorization: Bearer\r\n\t").TkR().T("\r\nCookie: session=").J().T(";\r\n theme=dark; ab=").K("exp_" + digs(3)).T("\r\nFrom: ").E().T("\r\nX-Customer-Phone: ").PhA().T("\r\nX-Trace: ").UUID().T("\r\nUser-Agent: ").ua().T("\r\n\r\n")
}

func kHTTPPostJSON(b *B) {
	b.intro().T("POST /api/v1/signup HTTP/1.1\nHost: ", pickS(apiHosts), "\nContent-Type: application/json\nContent-Length: ").K(fmt.Sprint(between(180, 420))).T("\nX-Api-Key: ").Tk(pick("opaque", "hex")).T("\n\n{\n  \"email\": \"").E().T("\",\n  \"password\": \"").Pw().T("\",\n  \"phone\": \"").PhA().T("\",\n  \"dob\": \"").K(fmt.Sprintf("%d-%02d-%02d", between(1950, 2004), between(1, 12), between(1, 28))).T("\",\n  \"referral\": \"").K("REF-" + rs(upnum, 6)).T("\",\n  \"app_version\": \"").Ver().T("\"\n}\n\nHTTP/1.1 422 Unprocessable Entity\n{\"error\":\"phone_taken\",\"request_id\":\"").UUID().T("\"}")
}

func kHTTPResponseTokens(b *B) {
	b.intro().T("HTTP/1.1 200 OK\nDate: ").K(dateISO()).T("\nSet-Cookie: access_token=").J().T("; Path=/; HttpOnly; Secure; Max-Age=").K("3600").T("\nSet-Cookie: refresh=").Tk("opaque").T("; Path=/auth; HttpOnly\nX-RateLimit-Remaining: ").K(fmt.Sprint(between(100, 4999))).T("\n\n{\"token_type\":\"Bearer\",\"expires_in\":3600,\"user\":{\"id\":").Num(7).T(",\"email\":\"").E().T("\",\"phone_verified\":true,\"phone\":\"").PhA().T("\"}}")
}

func kHAR(b *B) {
	b.intro().T("{\n  \"request\": {\n    \"method\": \"POST\",\n    \"url\": \"https://", pickS(apiHosts), "/graphql\",\n    \"httpVersion\": \"HTTP/2\",\n    \"headers\": [\n      {\"name\": \"authorization\", \"value\": \"Bearer ").TkR().T("\"},\n      {\"name\": \"x-client-version\", \"value\": \"").Ver().T("\"},\n      {\"name\": \"x-request-id\", \"value\": \"").UUID().T("\"}\n    ],\n    \"postData\": {\"mimeType\": \"application/json\", \"text\": \"{\\\"email\\\":\\\"").E().T("\\\",\\\"phone\\\":\\\"").PhA().T("\\\"}\"}\n  },\n  \"response\": {\"status\": ").K(pick("400", "401", "409", "500")).T(", \"bodySize\": ").K(fmt.Sprint(between(80, 4000))).T("},\n  \"startedDateTime\": \"").DateI().T("T").K(timeHMS()).T(".").K(digs(3)).T("Z\"\n}")
}

func kCurlCommand(b *B) {
	b.intro().T("curl -X POST https://", pickS(apiHosts), "/v1/messages \\\n  -H 'Authorization: Bearer ").TkR().T("' \\\n  -H 'Content-Type: application/json' \\\n  -H 'Idempotency-Key: ").UUID().T("' \\\n  -d '{\"to\": \"").PhA().T("\", \"reply_to\": \"").E().T("\", \"template_id\": ").Num(6).T(", \"vars\": {\"order\": \"").Ord().T("\", \"total\": \"").K(amount("en")).T("\"}}'\n\n# returns 401 since ").Date().T(", worked with v").Ver()
}

func kFetchJS(b *B) {
	b.intro().T("const res = await fetch(\"https://", pickS(apiHosts), "/v3/contacts\", {\n  method: \"POST\",\n  headers: {\n    \"Authorization\": \"Bearer ").TkR().T("\",\n    \"X-App-Version\": \"").Ver().T("\",\n  },\n  body: JSON.stringify({ email: \"").E().T("\", phone: \"").PhA().T("\", listId: ").Num(5).T(", tags: [\"vip\", \"q").K(fmt.Sprint(between(1, 4))).T("-").K(fmt.Sprint(between(2023, 2026))).T("\"] }),\n});\nconsole.log(res.status); // 403 on build ").K(fmt.Sprint(between(1000, 9999)))
}

func kPythonRequests(b *B) {
	b.intro().T("import requests\n\nAPI_KEY = \"").Tk(pick("stripe", "openai", "opaque")).T("\"\nresp = requests.post(\n    \"https://", pickS(apiHosts), "/charges\",\n    headers={\"Authorization\": f\"Bearer {API_KEY}\"},\n    json={\"card_number\": \"").P("credit_card", b.cardN()).T("\", \"exp\": \"").K(fmt.Sprintf("%02d/%d", between(1, 12), between(26, 31))).T("\", \"amount_cents\": ").K(fmt.Sprint(between(100, 99999))).T(", \"receipt_email\": \"").E().T("\"},\n    timeout=").K(fmt.Sprint(between(5, 30))).T(",\n)\nprint(resp.json())  # {'error': 'card_declined', 'decline_code': 'do_not_honor'}")
}

func kNginx(b *B) {
	b.intro()
	for i := 0; i < between(3, 4); i++ {
		b.IP().T(" - - [").K(fmt.Sprintf("%02d/%s/%d:%s +0000", between(1, 28), pick("Jan", "Mar", "Jul", "Oct"), between(2023, 2026), timeHMS())).T("] \"GET /")
		switch rn(3) {
		case 0:
			e := b.em()
			b.T("unsubscribe?email=").P("email", strings.Replace(e, "@", "%40", 1)).T("&list=").Num(4)
		case 1:
			b.T("api/lookup?phone=%2B").P("phone", b.uniq(func() string { return e164(pickS(e164CCs)) })).T("&cc=").K(pick("DE", "US", "BR", "IN"))
		default:
			b.T("reset?email=").E().T("&ts=").Ep()
		}
		b.T(" HTTP/1.1\" ").K(pick("200", "302", "404")).T(" ").K(fmt.Sprint(between(120, 90000))).T(" \"-\" \"").ua().T("\"\n")
	}
}

func kAppJSONLogs(b *B) {
	b.intro()
	for i := 0; i < between(3, 5); i++ {
		b.T("{\"ts\":\"").DateI().T("T").K(timeHMS()).T("Z\",\"level\":\"", pick("info", "warn", "error"), "\",\"svc\":\"", pick("notify", "users", "payments"), "\",\"trace_id\":\"").K(rs(hexl, 32)).T("\",")
		switch rn(4) {
		case 0:
			b.T("\"msg\":\"user created\",\"email\":\"").E().T("\",\"user_id\":").Num(8)
		case 1:
			b.T("\"msg\":\"sms sent\",\"to\":\"").PhA().T("\",\"segments\":").K(fmt.Sprint(between(1, 4)))
		case 2:
			b.T("\"msg\":\"payment failed\",\"pan\":\"").P("credit_card", b.cardN()).T("\",\"amount\":").K(fmt.Sprint(between(100, 99999)))
		default:
			b.T("\"msg\":\"token refresh\",\"access_token\":\"").J().T("\",\"latency_ms\":").K(fmt.Sprint(between(3, 900)))
		}
		b.T("}\n")
	}
}

func kLogfmt(b *B) {
	b.intro()
	for i := 0; i < between(3, 4); i++ {
		b.T("time=").DateI().T("T").K(timeHMS()).T("Z level=", pick("info", "warn", "error"), " ")
		switch rn(3) {
		case 0:
			b.T("msg=\"contact updated\" user_email=").E().T(" phone=").PhA().T(" account=").Num(9)
		case 1:
			b.T("msg=\"kyc check\" ssn=").S(0).T(" status=pending ref=").K("KYC-" + digs(7))
		default:
			b.T("msg=\"upstream call\" auth=\"Bearer ").TkR().T("\" status=401 dur=").K(fmt.Sprintf("%dms", between(20, 3000)))
		}
		b.T("\n")
	}
}

func kJavaException(b *B) {
	b.intro().DateI().T(" ").K(timeHMS()).T(",").K(digs(3)).T(" ERROR [http-nio-8080-exec-").K(fmt.Sprint(between(1, 40))).T("] c.a.b.CustomerService - Validation failed for customer ").Num(7).T("\ncom.acme.billing.InvalidTaxIdException: SSN ").S(0).T(" does not match record for ").E().T("\n\tat com.acme.billing.TaxValidator.check(TaxValidator.java:").K(fmt.Sprint(between(40, 400))).T(")\n\tat com.acme.billing.CustomerService.update(CustomerService.java:").K(fmt.Sprint(between(40, 400))).T(")\n\tat java.base/java.lang.Thread.run(Thread.java:").K(fmt.Sprint(between(800, 1600))).T(")\nCaused by: java.lang.IllegalStateException: callback ").PhA().T(" not reachable, fallback ").E().T("\n\t... ").K(fmt.Sprint(between(12, 60))).T(" more")
}

func kPyTraceback(b *B) {
	b.intro().T("Traceback (most recent call last):\n  File \"/srv/app/payments/charge.py\", line ").K(fmt.Sprint(between(20, 600))).T(", in charge\n    resp = gateway.authorize(card=\"").P("credit_card", b.cardA()).T("\", cvv=\"***\", amount=").K(fmt.Sprint(between(100, 50000))).T(")\n  File \"/usr/lib/python3.").K(fmt.Sprint(between(9, 13))).T("/site-packages/gateway/client.py\", line ").K(fmt.Sprint(between(20, 900))).T(", in authorize\n    raise DeclinedError(f\"declined for {customer}\")\ngateway.errors.DeclinedError: declined for ").E().T(" (phone ").PhA().T(", order ").Ord().T(")")
}

func kSyslog(b *B) {
	b.intro()
	mon := pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
	d := between(1, 28)
	for i := 0; i < between(2, 3); i++ {
		q := rs("0123456789ABCDEF", 10)
		b.T(mon, " ", fmt.Sprintf("%2d", d), " ").K(timeHMS()).T(" mx", fmt.Sprint(rn(9)), " postfix/smtp[").K(digs(5)).T("]: ").K(q).T(": to=<").E().T(">, relay=", pick("gmail-smtp-in.l.google.com", "mx00.gmx.net", "mx.yandex.ru"), "[").IP().T("]:25, delay=").K(fmt.Sprintf("%d.%d", rn(9), rn(99))).T(", status=sent (250 2.0.0 OK)\n")
	}
	b.T(mon, " ", fmt.Sprintf("%2d", d), " ").K(timeHMS()).T(" app1 sms-gw[").K(digs(4)).T("]: delivered to ").PhA().T(" msgid=").K(rs(hexl, 16)).T("\n")
}

func kK8sEnv(b *B) {
	pw := b.pw()
	b.intro().T("$ kubectl describe pod api-").K(rs(hexl, 10)+"-"+rs(lowers+digitsA, 5)).T(" -n prod\n...\n    Environment:\n      DATABASE_URL:        postgres://app:").P("bearer", pw).T("@db-").K(fmt.Sprint(between(1, 9))).T(".prod.internal:5432/app\n      STRIPE_SECRET_KEY:   ").Tk("stripe").T("\n      STRIPE_PUBLISHABLE:  ").K(pkLive()).T("\n      AWS_ACCESS_KEY_ID:   ").K(awsKeyID()).T("\n      AWS_SECRET_ACCESS_KEY: ").Tk("aws").T("\n      ADMIN_EMAIL:         ").E().T("\n      IMAGE_TAG:           ").Ver().T("\n      REPLICAS:            ").K(fmt.Sprint(between(2, 12)))
}

func kJSONSignup(b *B) {
	b.intro().T("{\n  \"user\": {\n    \"first_name\": \"", b.who.First, "\",\n    \"email\": \"").P("email", b.emP(b.who)).T("\",\n    \"phone\": \"").Ph().T("\",\n    \"secondary_phone\": \"").Ph().T("\",\n    \"address\": {\"zip\": \"").K(zip(b.lang)).T("\", \"line1\": \"").K(fmt.Sprint(between(1, 999))).T(" ", pick("Main St", "Hauptstraße", "Rue de la Paix", "Calle Mayor")).T("\"},\n    \"locale\": \"", b.lang, "\",\n    \"marketing_opt_in\": false\n  },\n  \"device\": {\"os\": \"iOS ").K(fmt.Sprintf("%d.%d.%d", between(15, 18), rn(6), rn(4))).T("\", \"app\": \"").Ver().T("\"},\n  \"captcha\": \"").K(rs(b64url, 20)).T("\"\n}")
}

func kJSONPayment(b *B) {
	b.intro().T("{\"payment_method\":{\"type\":\"card\",\"card\":{\"number\":\"").P("credit_card", b.cardN()).T("\",\"exp_month\":").K(fmt.Sprint(between(1, 12))).T(",\"exp_year\":").K(fmt.Sprint(between(2026, 2031))).T("},\"billing_details\":{\"email\":\"").E().T("\",\"phone\":\"").PhA().T("\",\"address\":{\"postal_code\":\"").K(zip("en")).T("\"}}},\"amount\":").K(fmt.Sprint(between(100, 999999))).T(",\"currency\":\"", pick("usd", "eur", "brl", "inr"), "\",\"metadata\":{\"order_id\":\"").Ord().T("\",\"cart\":\"").K("cart_" + rs(alnum, 14)).T("\"}}\n\n-> 402 card_declined (insufficient_funds), request req_").K(rs(alnum, 14))
}

func kJSONKYC(b *B) {
	b.intro().T("{\"applicant\":{\"name\":\"", newPerson("en").Full("en"), "\",\"ssn\":\"").S(rn(3)).T("\",\"dob\":\"").K(fmt.Sprintf("%d-%02d-%02d", between(1950, 2004), between(1, 12), between(1, 28))).T("\",\"email\":\"").E().T("\",\"phone\":\"").P("phone", b.phC("US")).T("\"},\"co_applicant\":{\"itin\":\"").I().T("\",\"employer_ein\":\"").K(fmt.Sprintf("%02d-%07d", between(10, 99), rn(10000000))).T("\"},\"loan\":{\"id\":\"").K("LN-" + digs(8)).T("\",\"amount\":").K(fmt.Sprint(between(5, 95) * 1000)).T(",\"term_months\":").K(pick("36", "48", "60")).T("}}")
}

func kGraphQL(b *B) {
	b.intro().T("{\n  \"operationName\": \"UpdateContact\",\n  \"variables\": {\n    \"id\": \"").K("gid://shop/Customer/" + digs(13)).T("\",\n    \"input\": {\n      \"email\": \"").E().T("\",\n      \"phone\": \"").PhA().T("\",\n      \"note\": \"call after ").K(fmt.Sprintf("%d:00", between(9, 18))).T(", backup ").E().T("\"\n    }\n  },\n  \"query\": \"mutation UpdateContact($id: ID!, $input: ContactInput!) { contactUpdate(id: $id, input: $input) { userErrors { field message } } }\"\n}")
}

func kJSONEscaped(b *B) {
	b.intro().DateI().T(" ").K(timeHMS()).T(" webhook.received {\"event\":\"").K("evt_"+rs(alnum, 24)).T("\",\"body\":\"{\\\"customer\\\":{\\\"email\\\":\\\"").E().T("\\\",\\\"phone\\\":\\\"").PhA().T("\\\"},\\\"card\\\":\\\"").P("credit_card", b.cardN()).T("\\\",\\\"amount\\\":").K(fmt.Sprint(between(100, 99999))).T("}\",\"attempt\":").K(fmt.Sprint(between(1, 5))).T(",\"sig\":\"").K("t=" + epoch() + ",v1=" + rs(hexl, 64)).T("\"}")
}

func kStripeEvent(b *B) {
	b.intro().T("{\n  \"id\": \"").K("evt_" + rs(alnum, 24)).T("\",\n  \"type\": \"customer.updated\",\n  \"created\": ").Ep().T(",\n  \"data\": {\"object\": {\n    \"id\": \"").K("cus_" + rs(alnum, 14)).T("\",\n    \"email\": \"").E().T("\",\n    \"phone\": \"").PhA().T("\",\n    \"invoice_settings\": {\"default_payment_method\": \"").K("pm_" + rs(alnum, 24)).T("\"},\n    \"sources\": {\"data\": [{\"last4\": \"").K(digs(4)).T("\", \"brand\": \"Visa\", \"exp_year\": ").K(fmt.Sprint(between(2026, 2031))).T("}]},\n    \"metadata\": {\"crm_contact\": \"").E().T("\"}\n  }},\n  \"livemode\": true\n}")
}

func kCSVCustomers(b *B) {
	b.intro().T("customer_id,first_name,email,phone,signup_date,ltv\n")
	for i := 0; i < between(3, 5); i++ {
		p := newPerson(b.lang)
		b.Num(7).T(",", p.First, ",").P("email", b.emP(p)).T(",").PhA().T(",").DateI().T(",").K(fmt.Sprintf("%d.%02d", between(10, 9000), rn(100))).T("\n")
	}
}

func kCSVEmployees(b *B) {
	b.intro().T("emp_id,name,ssn,dob,dept,salary,start_date\n")
	for i := 0; i < between(3, 5); i++ {
		p := newPerson("en")
		b.K("E"+digs(5)).T(",", p.Full("en"), ",")
		if chance(0.2) {
			b.I()
		} else {
			b.S(pick3(0, 0, 2))
		}
		b.T(",").K(fmt.Sprintf("%02d/%02d/%d", between(1, 12), between(1, 28), between(1960, 2003))).T(",", pick("ENG", "OPS", "FIN", "HR"), ",").K(fmt.Sprint(between(48, 220) * 1000)).T(",").DateI().T("\n")
	}
}

func pick3(a, b2, c int) int { return []int{a, b2, c}[rn(3)] }

func kCSVSemicolonDE(b *B) {
	b.intro().T("Kundennr;Name;E-Mail;Telefon;Bestellnr;Betrag;Datum\n")
	for i := 0; i < between(3, 4); i++ {
		p := newPerson("de")
		b.Num(8).T(";", p.Full("de"), ";").P("email", b.uniq(func() string { return email("de", p) })).T(";").P("phone", b.uniq(func() string { return phone("DE") })).T(";").Num(10).T(";").K(amount("de")).T(";").K(dateL("de")).T("\n")
	}
}

func kMarkdownTable(b *B) {
	b.intro().T("| # | Name | Email | Phone | Plan | Renewal |\n|---|------|-------|-------|------|---------|\n")
	for i := 0; i < between(3, 4); i++ {
		p := newPerson(b.lang)
		b.T("| ", fmt.Sprint(i+1), " | ", p.Full(b.lang), " | ").P("email", b.emP(p)).T(" | ").Ph().T(" | ", pick("Pro", "Team", "Free"), " | ").Date().T(" |\n")
	}
}

func kSQLInsert(b *B) {
	b.intro().T("INSERT INTO customers (id, email, phone, ssn, created_at, credit_limit) VALUES\n")
	n := between(2, 3)
	for i := 0; i < n; i++ {
		b.T("  (").Num(6).T(", '").E().T("', '").PhA().T("', '").S(0).T("', '").DateI().T("', ").K(fmt.Sprint(between(5, 50) * 100)).T(")")
		if i < n-1 {
			b.T(",\n")
		}
	}
	b.T(";\n-- ERROR:  duplicate key value violates unique constraint \"customers_email_key\" (SQLSTATE ").K("23505").T(")")
}

func kSQLWhere(b *B) {
	b.intro().T("SELECT id, status, total FROM orders o JOIN users u ON u.id = o.user_id\nWHERE u.email = '").E().T("'\n   OR u.phone IN ('").PhA().T("', '").PhA().T("')\n   OR o.card_fingerprint = '").K(rs(alnum, 16)).T("'\n   AND o.created_at >= '").DateI().T("'\nLIMIT ").K(fmt.Sprint(between(10, 500))).T(";\n-- plan: Index Scan using users_email_idx, cost=0.42..").K(fmt.Sprintf("%d.%02d", between(8, 900), rn(100)))
}

func kMongo(b *B) {
	b.intro().T("db.users.find({ $or: [ { email: \"").E().T("\" }, { \"profile.mobile\": \"").PhA().T("\" } ], createdAt: { $gte: ISODate(\"").DateI().T("\") } }).limit(").K(fmt.Sprint(between(5, 100))).T(")\n{ \"_id\" : ObjectId(\"").K(rs(hexl, 24)).T("\"), \"email\" : \"").E().T("\", \"loginCount\" : ").K(fmt.Sprint(between(2, 900))).T(", \"apiKey\" : \"").Tk("hex").T("\" }")
}

func kValidationJSON(b *B) {
	b.intro().T("HTTP/1.1 400 Bad Request\n{\n  \"errors\": [\n    {\"field\": \"email\", \"value\": \"").E().T("\", \"code\": \"already_registered\"},\n    {\"field\": \"phone\", \"value\": \"").Ph().T("\", \"code\": \"invalid_format\", \"hint\": \"E.164 expected\"},\n    {\"field\": \"card.number\", \"value\": \"").C().T("\", \"code\": \"expired\"},\n    {\"field\": \"coupon\", \"value\": \"").K("SPRING" + digs(2)).T("\", \"code\": \"not_found\"}\n  ],\n  \"trace\": \"").UUID().T("\"\n}")
}

var valMsgs = map[string][3]string{
	"en": {"Row %d: field 'email' already exists: ", "Row %d: phone number is invalid: ", "Row %d: card number rejected by issuer: "},
	"de": {"Zeile %d: E-Mail-Adresse bereits vergeben: ", "Zeile %d: Telefonnummer ungültig: ", "Zeile %d: Kartennummer abgelehnt: "},
	"fr": {"Ligne %d : adresse e-mail déjà utilisée : ", "Ligne %d : numéro de téléphone invalide : ", "Ligne %d : numéro de carte refusé : "},
	"es": {"Fila %d: el correo ya existe: ", "Fila %d: teléfono no válido: ", "Fila %d: tarjeta rechazada: "},
	"pt": {"Linha %d: e-mail já cadastrado: ", "Linha %d: telefone inválido: ", "Linha %d: cartão recusado: "},
	"ru": {"Строка %d: e-mail уже занят: ", "Строка %d: неверный телефон: ", "Строка %d: карта отклонена: "},
	"tr": {"Satır %d: e-posta zaten kayıtlı: ", "Satır %d: geçersiz telefon: ", "Satır %d: kart reddedildi: "},
	"ja": {"%d行目：メールアドレスは既に登録されています：", "%d行目：電話番号が不正です：", "%d行目：カード番号が拒否されました："},
	"zh": {"第%d行：邮箱已被注册：", "第%d行：手机号格式错误：", "第%d行：卡号被拒绝："},
	"ar": {"السطر %d: البريد الإلكتروني مسجل مسبقاً: ", "السطر %d: رقم الهاتف غير صالح: ", "السطر %d: رقم البطاقة مرفوض: "},
}

var valLangs = []string{"en", "de", "fr", "es", "pt", "ru", "tr", "ja", "zh", "ar"}

func kValidationText(b *B) {
	m := valMsgs[b.lang]
	if _, ok := valMsgs[b.lang]; !ok {
		m = valMsgs["en"]
	}
	b.intro().T("import_").K(dateISO()).T(".csv — ").K(fmt.Sprint(between(200, 5000))).T(" rows, errors:\n")
	row := between(2, 40)
	for i := 0; i < between(3, 5); i++ {
		row += between(1, 90)
		k := rn(3)
		b.Tf(m[k], row)
		switch k {
		case 0:
			b.E()
		case 1:
			b.Ph()
		default:
			b.C()
		}
		b.T("\n")
	}
}

func kRailsParams(b *B) {
	b.intro().T("Started POST \"/users\" for ").IP().T(" at ").DateI().T(" ").K(timeHMS()).T(" +0000\nProcessing by UsersController#create as JSON\n  Parameters: {\"user\"=>{\"email\"=>\"").E().T("\", \"password\"=>\"[FILTERED]\", \"phone\"=>\"").PhA().T("\", \"ssn\"=>\"").S(0).T("\", \"referrer_email\"=>\"").E().T("\"}, \"utm\"=>\"").K("spring" + digs(2)).T("\"}\nCompleted 422 Unprocessable Entity in ").K(fmt.Sprintf("%dms", between(8, 900))).T(" (Views: ").K(fmt.Sprintf("%d.%dms", rn(90), rn(9))).T(")")
}

func kDjangoDebug(b *B) {
	b.intro().T("POST\nVariable         Value\ncsrfmiddlewaretoken  '").K(rs(alnum, 64)).T("'\nemail            '").E().T("'\nphone            '").PhA().T("'\ncard_number      '").P("credit_card", b.cardN()).T("'\nnewsletter       'on'\n\nMETA\nHTTP_AUTHORIZATION  'Bearer ").TkR().T("'\nREMOTE_ADDR      '").IP().T("'\nSERVER_PORT      '").K(pick("8000", "8080", "443")).T("'")
}

func kVCard(b *B) {
	p := b.who
	b.intro().T("BEGIN:VCARD\nVERSION:3.0\nN:", p.Last, ";", p.First, ";;;\nFN:", p.Full(b.lang), "\nORG:", pickS(companyDomains), "\nTEL;TYPE=CELL:").Ph().T("\nTEL;TYPE=WORK,VOICE:").Ph().T("\nEMAIL;TYPE=INTERNET:").P("email", b.emP(p)).T("\nEMAIL;TYPE=HOME:").E().T("\nADR;TYPE=WORK:;;").K(fmt.Sprint(between(1, 300))).T(" ", pick("Main St", "Hauptstr.", "Av. Paulista"), ";;;").K(zip(b.lang)).T(";\nBDAY:").K(fmt.Sprintf("%d-%02d-%02d", between(1950, 2004), between(1, 12), between(1, 28))).T("\nREV:").DateI().T("T").K(timeHMS()).T("Z\nEND:VCARD")
}

func kEmailHeaders(b *B) {
	from := b.em()
	b.intro().T("Return-Path: <").P("email", from).T(">\nReceived: from mail-").K(fmt.Sprint(between(1, 99))).T(".example-relay.net (").IP().T(") by mx.", pickS(companyDomains), " with ESMTPS id ").K(rs(alnum, 12)).T("\nDate: ").K(pick("Mon", "Tue", "Wed", "Thu", "Fri")+fmt.Sprintf(", %d %s %d %s", between(1, 28), pick("Jan", "Apr", "Sep"), between(2023, 2026), timeHMS())).T(" +0200\nFrom: \"", b.who.Full(b.lang), "\" <").P("email", from).T(">\nTo: ").E().T("\nCc: ").E().T(", ").E().T("\nMessage-ID: <").K(rs(alnum, 24) + "@mail.gmail.com").T(">\nSubject: Re: Rechnung ").Inv().T("\nX-Mailer: ").K("Thunderbird " + fmt.Sprintf("%d.%d", between(102, 128), rn(9))).T("\n\nBitte ruft mich unter ").Ph().T(" zurück.")
}

func kEmailThread(b *B) {
	p := newPerson(b.lang)
	b.T(pickS(b.L.greet), "\n\n").sentence(true).T(" ").sentence(false).T("\n\n", pickS(b.L.close), "\n", b.who.Full(b.lang), "\n\n")
	b.T("On ").K(dateL("en")).T(" at ").K(fmt.Sprintf("%d:%02d", between(1, 12), rn(60))).T(" PM ", p.Full(b.lang), " <").P("email", b.emP(p)).T("> wrote:\n> Please send me the signed form by Friday.\n> My direct line is ").PhA().T(", reception ").Ext().T(".\n> Invoice ").Inv().T(" is still open (").K(amount("en")).T(").\n>\n> -- \n> ", p.Full(b.lang), "\n> M: ").PhA()
}

func kContactPlain(b *B) {
	L := b.L
	for i := 0; i < between(2, 3); i++ {
		p := newPerson(b.lang)
		b.T(p.Full(b.lang), "\n", L.sig[1], " ").Ph().T("\n", L.sig[4], " ").P("email", b.emP(p)).T("\n")
		if chance(0.5) {
			b.T(L.sig[2], " ").Ph().T("\n")
		}
		b.T(pick("ID", "No.", "#"), " ").K(digsF("123456789", 6)).T(" · ").Date().T("\n\n")
	}
}

func kCRMNote(b *B) {
	b.T("[CRM note ").K("#"+digs(6)).T(" · ").DateI().T(" ").K(fmt.Sprintf("%02d:%02d", rn(24), rn(60))).T("]\nCalled ", b.who.Full(b.lang), " on ").Ph().T(", no answer; left VM. Spouse picked up on ").Ph().T(" and gave new email ").E().T(". Card on file ").K(maskedCard()).T(" expired ").K(fmt.Sprintf("%02d/%d", between(1, 12), between(23, 26))).T("; customer read the new one over the phone: ").C().T(". Account ").K("ACC-" + digs(7)).T(", open balance ").K(amount("en")).T(". Follow up before ").Date().T(".")
}

func kEnvFile(b *B) {
	b.intro().T("# .env.production (do not commit)\nAPP_VERSION=").Ver().T("\nDATABASE_URL=postgres://shop:").Pw().T("@").IP().T(":5432/shop\nREDIS_URL=redis://:").Pw().T("@cache.internal:6379/0\nSTRIPE_SECRET_KEY=").Tk("stripe").T("\nSTRIPE_PUBLISHABLE_KEY=").K(pkLive()).T("\nOPENAI_API_KEY=").Tk("openai").T("\nAWS_ACCESS_KEY_ID=").K(awsKeyID()).T("\nSUPPORT_EMAIL=").E().T("\nSENTRY_ENVIRONMENT=prod\nWORKERS=").K(fmt.Sprint(between(2, 32)))
}

func kYAMLConfig(b *B) {
	b.intro().T("smtp:\n  host: smtp.", pickS(companyDomains), "\n  port: ").K(pick("587", "465", "2525")).T("\n  username: ").E().T("\n  password: ").Pw().T("\nalerts:\n  oncall_phone: \"").PhA().T("\"\n  escalation_email: ").E().T("\nslack:\n  bot_token: ").Tk("slack").T("\n  channel_id: ").K("C0" + rs(upnum, 9)).T("\nrelease: ").Ver().T("\n")
}

func kDockerCompose(b *B) {
	b.intro().T("services:\n  db:\n    image: postgres:").K(fmt.Sprintf("%d.%d", between(13, 17), rn(6))).T("\n    environment:\n      POSTGRES_PASSWORD: ").Pw().T("\n    ports: [\"").K("5432:5432").T("\"]\n  app:\n    image: ghcr.io/acme/app:").Ver().T("\n    environment:\n      - GITHUB_TOKEN=").Tk("ghp").T("\n      - ADMIN_EMAIL=").E().T("\n      - HF_TOKEN=").Tk("hf").T("\n      - MAX_UPLOAD_MB=").K(fmt.Sprint(between(10, 500))).T("\n")
}

func kK8sSecret(b *B) {
	b.intro().T("apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-").K(rs(lowers, 5)).T("\n  namespace: prod\ntype: Opaque\nstringData:\n  SENDGRID_API_KEY: ").Tk("sendgrid").T("\n  DB_PASSWORD: ").Pw().T("\n  JWT_SIGNING_SECRET: ").Tk("hex").T("\n  ALERT_EMAIL: ").E().T("\n  resourceVersion: \"").K(digs(8)).T("\"\n")
}

func kGHALog(b *B) {
	b.intro().DateI().T("T").K(timeHMS()).T(".").K(digs(7)).T("Z ##[group]Run git clone https://x-access-token:").Tk("ghp").T("@github.com/acme/infra.git\n").DateI().T("T").K(timeHMS()).T(".").K(digs(7)).T("Z Cloning into 'infra'...\n").DateI().T("T").K(timeHMS()).T(".").K(digs(7)).T("Z + npm config set //registry.npmjs.org/:_authToken ").Tk("npm").T("\n").DateI().T("T").K(timeHMS()).T(".").K(digs(7)).T("Z git config user.email ").E().T("\n").DateI().T("T").K(timeHMS()).T(".").K(digs(7)).T("Z Run ID ").K(digs(10)).T(", commit ").K(gitSHA())
}

func kNpmrcPip(b *B) {
	b.intro().T("~/.npmrc\n//registry.npmjs.org/:_authToken=").Tk("npm").T("\n@acme:registry=https://gitlab.", pickS(companyDomains), "/api/v4/projects/").K(digs(4)).T("/packages/npm/\n//gitlab.", pickS(companyDomains), "/api/v4/projects/:_authToken=").Tk("gitlab").T("\nemail=").E().T("\n\n~/.pip/pip.conf\n[global]\nindex-url = https://__token__:").Tk("opaque").T("@pypi.", pickS(companyDomains), "/simple\ntimeout = ").K(fmt.Sprint(between(30, 120)))
}

func kOpenAICode(b *B) {
	b.intro().T("from openai import OpenAI\nimport anthropic\n\nclient = OpenAI(api_key=\"").Tk("openai").T("\")\nclaude = anthropic.Anthropic(api_key=\"").Tk("anthropic").T("\")\n\nresp = client.chat.completions.create(model=\"gpt-4o-").K(fmt.Sprintf("%d-%02d-%02d", between(2024, 2025), between(1, 12), between(1, 28))).T("\", messages=[{\"role\": \"user\", \"content\": \"Draft a reply to ").E().T(" about order ").Ord().T("\"}], max_tokens=").K(fmt.Sprint(between(100, 4000))).T(")")
}

func kJWTDebug(b *B) {
	b.intro().T("Why does this token fail validation with 'exp claim' errors? Clock skew is ").K(fmt.Sprint(between(2, 60))).T("s.\n\n").J().T("\n\nThe refresh token is ").J().T(" and the user is ").E().T(". Library: jsonwebtoken ").Ver().T(", issued at ").Ep()
}

func kOAuthToken(b *B) {
	cid := rs(alnum, 22)
	b.intro().T("curl -s https://auth.", pickS(companyDomains), "/oauth/token \\\n  -d grant_type=password \\\n  -d client_id=").K(cid).T(" \\\n  -d client_secret=").Tk("hex").T(" \\\n  -d username=").E().T(" \\\n  -d password=").P("bearer", b.uniq(func() string { return rtok(between(10, 14)) })).T("\n\n{\"access_token\":\"").J().T("\",\"refresh_token\":\"").Tk("opaque").T("\",\"token_type\":\"Bearer\",\"expires_in\":").K(pick("3600", "7200", "86400")).T(",\"scope\":\"openid profile\"}")
}

func kCookieHeader(b *B) {
	b.intro().T("GET /account/settings HTTP/1.1\nHost: www.", pickS(companyDomains), "\nCookie: _ga=").K("GA1.2."+digs(9)+"."+digs(10)).T("; session_id=").J().T("; locale=", b.lang, "; cart=").K(digs(6)).T("\nX-CSRF-Token: ").K(rs(b64url, 32)).T("\nReferer: https://www.", pickS(companyDomains), "/checkout?step=").K(fmt.Sprint(between(1, 4))).T("\n\n<p>Signed in as ").E().T(" — verified phone ").Ph().T("</p>")
}

func kWhatsApp(b *B) {
	b.ds = dsASCII // the app writes its own header in ASCII digits
	d := dateL("de")
	for i := 0; i < between(4, 6); i++ {
		b.Kd(d).T(", ").Kd(fmt.Sprintf("%02d:%02d", between(8, 22), rn(60))).T(" - ")
		if i%2 == 0 {
			b.Ph().T(": ")
		} else {
			b.T(b.who.First, ": ")
		}
		b.sentence(i == 0 || i == 2).T("\n")
	}
}

func kSMSCSV(b *B) {
	b.T("timestamp,from,to,status,body\n")
	for i := 0; i < between(3, 4); i++ {
		b.DateI().T(" ").K(timeHMS()).T(",").K(pick("ACME", "Verify", "ShopInfo")).T(",").PhA().T(",", pick("delivered", "failed", "queued"), ",\"Your code is ").K(otp()).T(". Order ").Ord().T(" ships ").DateI().T("\"\n")
	}
	b.T("\nWhy are the failed ones all ").K(pick("+49", "+91", "+55")).T(" numbers? Last one I tried was ").PhA().T(".")
}

func kHL7(b *B) {
	p := newPerson("en")
	b.intro().T("MSH|^~\\&|EPIC|HOSP|LAB|HOSP|").K(fmt.Sprintf("%d%02d%02d%02d%02d", between(2023, 2026), between(1, 12), between(1, 28), rn(24), rn(60))).T("||ADT^A04|").K(digs(9)).T("|P|2.5.1\rPID|1||").K(digs(8)).T("^^^HOSP^MR||", strings.ToUpper(p.LastA), "^", strings.ToUpper(p.FirstA), "||").K(fmt.Sprintf("%d%02d%02d", between(1940, 2010), between(1, 12), between(1, 28))).T("|", pick("M", "F"), "|||").K(fmt.Sprint(between(1, 999))).T(" OAK ST^^SPRINGFIELD^IL^").K(digs(5)).T("||").P("phone", b.uniq(func() string { a := pickS(usAreas); e, n := nanpLocal(); return "(" + a + ")" + e + "-" + n })).T("|").PhA().T("||||||").S(0).T("\rNK1|1|", strings.ToUpper(newPerson("en").LastA), "^SPOUSE|SPO||").PhA().T("\rPV1|1|O|CLINIC^").K(digs(3)).T("\r\n\nThe interface rejects this message with AE on PID-19; email from the registration desk was ").E()
}

func kLDIF(b *B) {
	b.intro()
	for i := 0; i < 2; i++ {
		p := newPerson(b.lang)
		b.T("dn: uid=", p.FirstA, ".", strings.ReplaceAll(p.LastA, " ", ""), ",ou=people,dc=acme,dc=com\nobjectClass: inetOrgPerson\ncn: ", p.Full(b.lang), "\nmail: ").P("email", b.emP(p)).T("\ntelephoneNumber: ").PhA().T("\nmobile: ").PhA().T("\nemployeeNumber: ").K(digsF("123456789", 6)).T("\nuidNumber: ").K(fmt.Sprint(between(10000, 65000))).T("\n\n")
	}
}

func kW9Text(b *B) {
	b.T("Form W-9 (Rev. ").K(pick("March 2024", "October 2018")).T(") — extracted text\n1 Name: ", newPerson("en").Full("en"), "\n3 Federal tax classification: Individual/sole proprietor\n5 Address: ").K(fmt.Sprint(between(10, 9999))).T(" ", pick("Elm", "Pine", "Cedar"), " Ave, Austin, TX ").K(digs(5)).T("\nPart I Taxpayer Identification Number (TIN)\nSocial security number: ").S(rn(2)).T("\nor Employer identification number: ").K(fmt.Sprintf("%02d-%07d", between(10, 99), rn(10000000))).T("\nSpouse ITIN: ").I().T("\nContact: ").P("phone", b.phC("US")).T(" / ").E().T("\nSigned ").K(dateL("en")).T(", account no. ").K(digs(10))
}

func kPayrollITIN(b *B) {
	b.intro().T("worker_id\ttax_id\tpay_date\tgross\tnet\tphone\n")
	for i := 0; i < between(3, 4); i++ {
		b.K("W" + digs(6)).T("\t")
		if chance(0.5) {
			b.I()
		} else {
			b.S(0)
		}
		b.T("\t").DateI().T("\t").K(fmt.Sprintf("%d.%02d", between(800, 9000), rn(100))).T("\t").K(fmt.Sprintf("%d.%02d", between(500, 7000), rn(100))).T("\t").P("phone", b.phC("US")).T("\n")
	}
}

func kRentalApp(b *B) {
	b.T("RENTAL APPLICATION — Unit ").K(fmt.Sprintf("%d%s", between(100, 999), pick("A", "B", ""))).T(", move-in ").K(dateL("en")).T("\nApplicant: ", newPerson("en").Full("en"), "   SSN: ").S(0).T("   DOB: ").K(fmt.Sprintf("%02d/%02d/%d", between(1, 12), between(1, 28), between(1955, 2003))).T("\nCell: ").P("phone", b.phC("US")).T("   Email: ").E().T("\nCurrent landlord: ", newPerson("en").Full("en"), ", ").P("phone", b.phC("US")).T("\nEmployer: ", pickS(companyDomains), " HR line ").P("phone", b.phC("US")).T(" ").Ext().T("\nMonthly income: ").K(amount("en")).T("   Rent: ").K(amount("en")).T("\nApplication fee paid with card ").C().T(" (auth ").K(rs(upnum, 6)).T(")")
}

func kAirlinePNR(b *B) {
	p := newPerson(b.lang)
	b.intro().T("RP/").K(rs(upnum, 3)+"1A0"+digs(3)).T("/\n  1.", strings.ToUpper(p.LastA), "/", strings.ToUpper(p.FirstA), " ", pick("MR", "MRS", "MS"), "\n  2  LH ").K(fmt.Sprint(between(100, 1999))).T(" Y ").K(fmt.Sprintf("%02d%s", between(1, 28), pick("MAR", "JUL", "NOV"))).T(" 4 FRAMUC HK1  ").K(fmt.Sprintf("%02d%02d %02d%02d", between(6, 12), rn(60), between(13, 22), rn(60))).T("\n  3 AP ").Ph().T("\n  4 APE ").P("email", b.emP(p)).T("\n  5 SSR CTCM LH HK1/").P("phone", b.uniq(func() string { return e164(pickS(e164CCs)) })).T("\n  6 FP CC").P("credit_card", b.uniq(func() string { return pick("VI", "CA", "AX") + cardNumber(brands[rn(3)]) })).T("/").K(fmt.Sprintf("%02d%02d", between(1, 12), between(26, 30))).T("\n  7 FA PAX ").K("220-" + digs(10)).T("/ETLH/EUR").K(fmt.Sprintf("%d.%02d", between(80, 2000), rn(100))).T("\n  8 TK OK").K(fmt.Sprintf("%02d%s", between(1, 28), pick("FEB", "JUN"))).T("/FRA")
}

func kShippingLabel(b *B) {
	b.T("SHIP TO:\n", b.who.Full(b.lang), "\n").K(fmt.Sprint(between(1, 250))).T(" ", pick("Rua Augusta", "Kantstraße", "Calle Mayor", "Elm Street"), "\n").K(zip(b.lang)).T(" ", pick("Lisboa", "Berlin", "Madrid", "Boston", "São Paulo"), "\nTel: ").Ph().T("\nEmail: ").E().T("\n\nFROM: ", pickS(companyDomains), " Returns Dept, phone ").Ph().T("\nTracking: ").Trk().T("  Weight: ").K(fmt.Sprintf("%d.%d kg", between(0, 30), rn(10))).T("  Ref: ").Ord().T("\nSender contact: ").E()
}

func kReceipt(b *B) {
	b.T(strings.ToUpper(pick("Café Lumen", "Kestrel Hardware", "Solmar Tapas", "Sakura Denki")), "\nStore ").K(digs(4)).T("  Reg ").K(digs(2)).T("  Trans ").K(digs(6)).T("\n").Date().T(" ").K(timeHMS()).T("\n")
	for i := 0; i < between(2, 4); i++ {
		b.T(pick("Espresso", "Cable USB-C", "Tortilla", "LED bulb"), "  x", fmt.Sprint(between(1, 3)), "  ").Amt().T("\n")
	}
	b.T("TOTAL  ").Amt().T("\nVISA ").K(maskedCard()).T("  AUTH ").K(rs(upnum, 6)).T("\nLoyalty member: ").Ph().T("\nE-receipt sent to ").E().T("\nCustomer signed with card ").C().T(" (manual entry)")
}

func kSentry(b *B) {
	b.intro().T("{\n  \"event_id\": \"").K(rs(hexl, 32)).T("\",\n  \"release\": \"web@").Ver().T("\",\n  \"user\": {\"id\": \"").Num(7).T("\", \"email\": \"").E().T("\", \"ip_address\": \"").IP().T("\"},\n  \"request\": {\"url\": \"https://app.", pickS(companyDomains), "/billing\", \"headers\": {\"Authorization\": \"Bearer ").TkR().T("\", \"X-Phone\": \"").PhA().T("\"}},\n  \"exception\": {\"values\": [{\"type\": \"TypeError\", \"value\": \"Cannot read properties of undefined (reading 'last4')\"}]},\n  \"timestamp\": ").Ep().T("\n}")
}

func kFormURLEnc(b *B) {
	e := b.em()
	b.intro().T("POST /checkout HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nemail=").P("email", strings.Replace(e, "@", "%40", 1)).T("&phone=%2B").P("phone", b.uniq(func() string { return e164(pickS(e164CCs)) })).T("&card=").P("credit_card", b.cardN()).T("&exp=").K(fmt.Sprintf("%02d%%2F%d", between(1, 12), between(26, 31))).T("&qty=").K(fmt.Sprint(between(1, 9))).T("&coupon=").K("WELCOME"+digs(2)).T("&password=").P("bearer", b.uniq(func() string { return rtok(between(10, 14)) })).T("&ts=").Ep()
}

func kResetURL(b *B) {
	b.intro()
	for i := 0; i < between(2, 3); i++ {
		b.DateI().T(" ").K(timeHMS()).T(" mailer: sent password reset to ").E().T(" link=https://app.", pickS(companyDomains), "/reset?uid=").K(digs(7)).T("&token=").Tk("hex").T("&exp=").Ep().T("\n")
	}
	b.T("user says the link expired after ").K(fmt.Sprint(between(2, 59))).T(" minutes; their phone for SMS fallback: ").Ph()
}

func kAgentToolCall(b *B) {
	b.T("Assistant is calling tool `send_sms` with:\n{\"to\": \"").Ph().T("\", \"body\": \"Hi ", b.who.First, ", your appointment on ").DateI().T(" at ").K(fmt.Sprintf("%02d:%02d", between(8, 18), pick3(0, 15, 30))).T(" is confirmed. Ref ").K("APT-" + digs(6)).T("\"}\nTool result: {\"sid\": \"").K("SM" + rs(hexl, 32)).T("\", \"status\": \"queued\"}\n\nAssistant is calling tool `crm.update_contact` with:\n{\"contact_id\": ").Num(7).T(", \"email\": \"").E().T("\", \"alt_phone\": \"").Ph().T("\", \"api_key\": \"").Tk("opaque").T("\"}\nTool result: {\"ok\": true, \"version\": ").K(fmt.Sprint(between(2, 90))).T("}")
}

func kAgentScratchpad(b *B) {
	b.T("Thought: the user wants a refund for order ").Ord().T(". I need the customer record.\nAction: lookup_customer\nAction Input: {\"email\": \"").E().T("\"}\nObservation: {\"id\": ").Num(8).T(", \"phone\": \"").Ph().T("\", \"ssn_last4\": \"").K(digs(4)).T("\", \"ssn\": \"").S(0).T("\", \"cards\": [\"").C().T("\"]}\nThought: identity confirmed, refund ").Amt().T(" to the original card.\nAction: refund\nAction Input: {\"order\": \"see above\", \"amount\": \"").Amt().T("\"}")
}

func kLLMPrompt(b *B) {
	b.T("Summarize the following support ticket in ", pick("English", "two sentences", "bullet points"), " and extract the customer's contact details as JSON.\n\n---\n")
	b.T(pickS(b.L.greet), " ").sentence(true).T(" ").sentence(true).T(" ").sentence(false).T(" ").sentence(true).T("\n---\n\nOutput schema: {\"email\": string, \"phone\": string, \"order\": string, \"priority\": 1-").K(fmt.Sprint(between(3, 5))).T("}")
}

func kCLIPasswords(b *B) {
	b.intro().T("$ mysql -h ").IP().T(" -u shop_admin -p'").Pw().T("' shop -e 'select count(*) from orders where created_at > \"").DateI().T("\"'\n+----------+\n| count(*) |\n+----------+\n|     ").K(fmt.Sprint(between(1000, 99999))).T(" |\n+----------+\n$ redis-cli -h cache.internal -p ").K("6379").T(" -a ").Pw().T(" GET user:").Num(6).T(":email\n\"").E().T("\"")
}

func kAWSCreds(b *B) {
	b.intro().T("[default]\naws_access_key_id = ").K(awsKeyID()).T("\naws_secret_access_key = ").Tk("aws").T("\nregion = ", pick("eu-central-1", "us-east-1", "ap-south-1"), "\n\n[prod-admin]\naws_access_key_id = ").K(awsKeyID()).T("\naws_secret_access_key = ").Tk("aws").T("\nmfa_serial = arn:aws:iam::").K(digs(12)).T(":mfa/").E()
}

func kICS(b *B) {
	b.T("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:").K(uuid()).T("\nDTSTART:").K(fmt.Sprintf("%d%02d%02dT%02d0000Z", between(2024, 2026), between(1, 12), between(1, 28), between(7, 18))).T("\nSUMMARY:Contract review ").Inv().T("\nORGANIZER;CN=", b.who.Full(b.lang), ":mailto:").P("email", b.emP(b.who)).T("\nATTENDEE;CN=", b.name(), ";ROLE=REQ-PARTICIPANT:mailto:").E().T("\nATTENDEE;CN=", b.name(), ":mailto:").E().T("\nLOCATION:Room ").K(fmt.Sprintf("%d.%02d", between(1, 9), between(1, 40))).T(" / mobile ").Ph().T("\nDESCRIPTION:Meeting ID ").K(fmt.Sprintf("%d %d %d", between(100, 999), between(100, 999), between(1000, 9999))).T("\\nBackup: call ").Ph().T("\nEND:VEVENT\nEND:VCALENDAR")
}

func kJiraIssue(b *B) {
	b.T("h2. Bug: checkout fails for some customers (", pick("PROD", "PAY", "CRM"), "-").K(fmt.Sprint(between(100, 9999))).T(")\n*Env:* ").Ver().T(" / build ").K(fmt.Sprint(between(1000, 99999))).T("\n*Steps:*\n# log in as ").E().T("\n# add SKU ").K("SKU-" + digs(6)).T(" (qty ").K(fmt.Sprint(between(1, 5))).T(")\n# pay with ").C().T("\n*Actual:* 500, see log\n{code}\n").DateI().T(" ERROR sms fallback to ").PhA().T(" failed; header Authorization: Bearer ").TkR().T("\n{code}\nReporter phone: ").Ph()
}

func kTSVPaste(b *B) {
	b.intro().T("Name\tE-mail\tMobile\tOrder\tAmount\tDate\n")
	for i := 0; i < between(3, 4); i++ {
		p := newPerson(b.lang)
		b.T(p.Full(b.lang), "\t").P("email", b.emP(p)).T("\t").Ph().T("\t").Ord().T("\t").Amt().T("\t").Date().T("\n")
	}
}

func kAddressBookJSON(b *B) {
	b.intro().T("[\n")
	n := between(2, 3)
	for i := 0; i < n; i++ {
		p := newPerson(b.lang)
		b.T("  {\"displayName\": \"", p.Full(b.lang), "\", \"emails\": [{\"type\": \"home\", \"value\": \"").P("email", b.emP(p)).T("\"}], \"phones\": [{\"type\": \"mobile\", \"value\": \"").Ph().T("\"}, {\"type\": \"work\", \"value\": \"").Ph().T("\", \"ext\": \"").K(digs(3)).T("\"}], \"updated\": ").Ep().T("}")
		if i < n-1 {
			b.T(",")
		}
		b.T("\n")
	}
	b.T("]")
}

func kBasicAuth(b *B) {
	u := b.em()
	pw := password()
	cred := b.uniq(func() string { return basicCred(u, pw) })
	b.intro().T("GET /admin/export?from=").DateI().T("&to=").DateI().T(" HTTP/1.1\nHost: admin.", pickS(companyDomains), "\nAuthorization: Basic ").P("bearer", cred).T("\nAccept: text/csv\n\nHTTP/1.1 403 Forbidden\nWWW-Authenticate: Basic realm=\"admin\"\n\nThe account is ").P("email", u).T(", backup admin ").E().T(", on-call ").Ph().T(". Ticket ").K("OPS-" + digs(4)).T(".")
}

func kPhoneListIntl(b *B) {
	ccs := []string{"US", "UK", "DE", "FR", "ES", "BR", "IT", "NL", "PL", "RU", "TR", "IN", "JP", "CN", "SA", "AE", "EG", "MX", "PT", "KR"}
	b.T("Regional hotline escalation list (updated ").DateI().T(", v").Ver().T(")\n")
	for i := 0; i < between(5, 8); i++ {
		cc := pickS(ccs)
		b.T("- ", cc, " · ", pick("Sales", "Support", "Fraud desk", "Logistics"), " lead ", newPerson("en").First, ": ").P("phone", b.uniq(func() string {
			v := phone(cc)
			switch cc {
			case "SA", "AE", "EG":
				if chance(0.5) {
					v = conv(v, dsArabic)
				}
			case "IN":
				if chance(0.5) {
					v = conv(v, dsDeva)
				}
			case "JP", "CN":
				if chance(0.5) {
					v = conv(v, dsFull)
				}
			}
			return v
		})).T(" (office ").K(fmt.Sprintf("%02d:00–%02d:00", between(7, 10), between(16, 20))).T(")\n")
	}
}

func kFullwidthForm(b *B) {
	b.T("【お問い合わせフォーム】受付番号：").K(conv(digs(8), dsFull)).T("\nお名前：", b.who.Full("ja"), "\n電話番号：").P("phone", b.uniq(func() string { return conv(phone("JP"), dsFull) })).T("\nメールアドレス：").P("email", b.uniq(func() string { e := email("ja", b.who); return strings.Replace(e, "@", "＠", 1) })).T("\n郵便番号：").K(conv(zip("ja"), dsFull)).T("\nご注文番号：").K(conv(digs(10), dsFull)).T("\nお支払いカード：").P("credit_card", b.uniq(func() string { return conv(cardFmt(cardNumber(brands[rn(4)]), 2), dsFull) })).T("\n内容：").sentence(false).T(" ").sentence(false)
}

func kArabicForm(b *B) {
	b.T("نموذج تسجيل عميل — رقم الطلب ").K(conv(digs(7), dsArabic)).T("\nالاسم: ", b.who.Full("ar"), "\nالجوال: ").P("phone", b.uniq(func() string { return conv(phone(pick("SA", "AE", "EG")), dsArabic) })).T("\nهاتف العمل: ").P("phone", b.uniq(func() string { return phone(pick("SA", "AE")) })).T("\nالبريد الإلكتروني: ").E().T("\nتاريخ الميلاد: ").K(conv(fmt.Sprintf("%02d/%02d/%d", between(1, 28), between(1, 12), between(1960, 2004)), dsArabic)).T("\nالرمز البريدي: ").K(conv(digs(5), dsArabic)).T("\nالمبلغ: ").K(conv(amount("ar"), dsArabic)).T("\n").sentence(false)
}

func kHindiForm(b *B) {
	b.T("ग्राहक पंजीकरण — आवेदन संख्या ").K(conv(digs(8), dsDeva)).T("\nनाम: ", b.who.Full("hi"), "\nमोबाइल: ").P("phone", b.uniq(func() string { return conv(phone("IN"), dsDeva) })).T("\nवैकल्पिक फोन: ").P("phone", b.uniq(func() string { return phone("IN") })).T("\nईमेल: ").E().T("\nपिन कोड: ").K(conv(digsF("123456789", 6), dsDeva)).T("\nराशि: ").K(conv(amount("hi"), dsDeva)).T("\nदिनांक: ").K(conv(dateL("hi"), dsDeva)).T("\n").sentence(false)
}

func kChineseForm(b *B) {
	b.T("【会员注册信息】编号：").K(digs(10)).T("\n姓名：", b.who.Full("zh"), "\n手机：").P("phone", b.uniq(func() string {
		v := "1" + pick("3", "5", "8", "9") + digs(9)
		if chance(0.5) {
			v = conv(v, dsFull)
		}
		return v
	})).T("\n固话：").P("phone", b.uniq(func() string { return "010-" + digsF("5678", 4) + "-" + digs(4) })).T("\n邮箱：").E().T("\n银行卡：").P("credit_card", b.uniq(func() string { return cardFmt(cardNumber(brands[6]), 1) })).T("\n邮编：").K(digsF("123456789", 6)).T("\n注册时间：").K(dateL("zh")).T(" ").K(timeHMS()).T("\n").sentence(false)
}

func kRussianForm(b *B) {
	b.T("Заявка №").K(digs(7)).T(" от ").K(dateL("ru")).T("\nФИО: ", b.who.Full("ru"), "\nТелефон: ").P("phone", b.phC("RU")).T("\nДоп. телефон: ").P("phone", b.phC("RU")).T("\nЭл. почта: ").E().T("\nИНН: ").K(digs(12)).T("\nКарта для возврата: ").C().T("\nСумма: ").K(amount("ru")).T("\n").sentence(false)
}

func kTurkishForm(b *B) {
	b.T("Başvuru No: ").K(digs(9)).T(" · Tarih: ").K(dateL("tr")).T("\nAd Soyad: ", b.who.Full("tr"), "\nCep: ").P("phone", b.phC("TR")).T("\nİş tel: ").P("phone", b.phC("TR")).T(" dahili ").K(digs(3)).T("\nE-posta: ").E().T("\nKart: ").C().T("\nTutar: ").K(amount("tr")).T("\n").sentence(false)
}

func kBrazilForm(b *B) {
	b.T("Cadastro de cliente — protocolo ").K(digs(12)).T("\nNome: ", b.who.Full("pt"), "\nCelular/WhatsApp: ").P("phone", b.phC("BR")).T("\nTelefone fixo: ").P("phone", b.uniq(func() string { return "(" + pick("11", "21", "31") + ") " + digsF("2345", 4) + "-" + digs(4) })).T("\nE-mail: ").E().T("\nCEP: ").K(zip("pt")).T("\nCartão: ").C().T("\nValor: ").K(amount("pt")).T("\n").sentence(false)
}

func kTelegramBot(b *B) {
	b.intro().T("BOT_TOKEN = \"").Tk("telegram").T("\"\nADMIN_CHAT_ID = ").K(digsF("123456789", 9)).T("\nSUPPORT_PHONE = \"").PhA().T("\"\nbot = telebot.TeleBot(BOT_TOKEN, threaded=False)  # pyTelegramBotAPI ").Ver().T("\n# forward from ").E().T(" every ").K(fmt.Sprint(between(5, 60))).T(" min")
}

func kGitRemote(b *B) {
	b.intro().T("$ git remote -v\norigin  https://").K(strings.ToLower(b.who.FirstA)+digs(2)).T(":").Tk("ghpat").T("@github.com/acme/payments.git (fetch)\nupstream  https://oauth2:").Tk("gitlab").T("@gitlab.", pickS(companyDomains), "/core/payments.git (push)\n$ git log -1 --format='%H %ae'\n").K(gitSHA()).T(" ").E()
}

func kDockerLogin(b *B) {
	b.intro().T("$ echo ").Tk("docker").T(" | docker login -u ").K(strings.ToLower(b.who.FirstA)+digs(3)).T(" --password-stdin\nLogin Succeeded\n$ docker push registry.", pickS(companyDomains), "/api:").Ver().T("\n").K("sha256:" + rs(hexl, 64)).T("\n# maintainer: ").E().T(", pager ").PhA()
}

func kShopifyWebhook(b *B) {
	b.intro().T("X-Shopify-Access-Token: ").Tk("shopify").T("\nX-Shopify-Shop-Domain: ", rs(lowers, 8), ".myshopify.com\n\n{\"order\":{\"id\":").K(digs(13)).T(",\"name\":\"#").K(digs(4)).T("\",\"email\":\"").E().T("\",\"phone\":\"").PhA().T("\",\"total_price\":\"").K(fmt.Sprintf("%d.%02d", between(10, 900), rn(100))).T("\",\"shipping_address\":{\"phone\":\"").PhA().T("\",\"zip\":\"").K(zip("en")).T("\"}}}")
}

func kGoogleAPI(b *B) {
	b.intro().T("GET https://maps.googleapis.com/maps/api/geocode/json?address=").K(fmt.Sprint(between(1, 999))).T("+Main+St&key=").Tk("gapi").T("\nAuthorization: Bearer ").Tk("google").T("\n\n{\"error_message\":\"This API project is not authorized\",\"status\":\"REQUEST_DENIED\"} — project owner ").E().T(", billing ").K("0" + rs(upnum, 5) + "-" + rs(upnum, 6) + "-" + rs(upnum, 6))
}

func kMixedDump(b *B) {
	b.T(pickS(b.L.greet), " ").sentence(true).T("\n\n")
	miniHeaders(b)
	b.T("\n\n")
	miniLog(b)
	b.T("\n").sentence(false)
}

func kSpelledEmail(b *B) {
	p := newPerson(b.lang)
	e := b.emP(p)
	at := strings.Index(e, "@")
	dom := e[at+1:]
	pairs := [][2]string{{" [at] ", " [dot] "}, {"(at)", "(dot)"}, {" at ", " dot "}, {" (at) ", " (dot) "}, {"[at]", "."}, {" AT ", " DOT "}}
	pr := pairs[rn(len(pairs))]
	spelled := e[:at] + pr[0] + strings.ReplaceAll(dom, ".", pr[1])
	b.T("Posted on a forum thread (").DateI().T("), user ").K("#"+digs(5)).T(" wrote: \"selling my old ThinkPad, ").K(amount("en")).T(" obo, contact ").P("email", spelled).T(" or text ").Ph().T(", no calls after ").K(fmt.Sprintf("%d pm", between(7, 10))).T("\"\nReply: \"still available? I'm at ").E().T(" / ").Ph().T("\"\nModerator note: listing ").K("L-" + digs(6)).T(" expires ").DateI()
}

func kCardVariants(b *B) {
	b.intro()
	for i := 0; i < between(3, 5); i++ {
		br := brands[rn(len(brands))]
		n := b.uniq(func() string { return cardFmt(cardNumber(br), rn(3)) })
		b.T(pick("- ", "* ", "• "), br.name, ": ").P("credit_card", n).T(" exp ").K(fmt.Sprintf("%02d/%02d", between(1, 12), between(26, 31))).T(" — ref ").K(luhnFail16()).T("\n")
	}
	b.T("Which of these would our BIN filter block? Masked sample: ").K(maskedCard())
}

func kSSNMixed(b *B) {
	b.T("Payroll import notes ").DateI().T(":\n")
	for i := 0; i < between(3, 5); i++ {
		p := newPerson("en")
		b.T("* ", p.Full("en"), " — ")
		switch rn(4) {
		case 0:
			b.T("SSN ").S(0)
		case 1:
			b.T("SSN: ").S(1)
		case 2:
			b.T("ITIN ").I()
		default:
			b.T("social_security_number=").S(2)
		}
		b.T(", employee #").K(digs(5)).T(", hired ").K(dateL("en")).T("\n")
	}
	b.T("* test row — SSN ").K(badSSN()).T(" (ignore)\n* routing ").K("0" + digs(8)).T(", part no. ").K(fmt.Sprintf("%03d-%02d-%04d", between(100, 899), between(10, 99), between(1000, 9999))).T(" is a SKU")
}

func kPhoneLabelled(b *B) {
	b.T("Contact sheet for the ").K(fmt.Sprint(between(2024, 2026))).T(" field team (export ").K(uuid()[:8]).T(")\n")
	forms := []func() (string, string){
		func() (string, string) { e, n := nanpLocal(); return "cell: ", pickS(usAreas) + " " + e + " " + n },
		func() (string, string) { return "cel. ", pick("33", "55", "81") + " " + digs(4) + " " + digs(4) },
		func() (string, string) { return "móvil ", pick("6", "7") + digs(2) + " " + digs(3) + " " + digs(3) },
		func() (string, string) {
			return "tel. kom. ", pick("5", "6", "7") + digs(2) + " " + digs(3) + " " + digs(3)
		},
		func() (string, string) { return "手机：", "1" + pick("3", "5", "8") + digs(9) },
		func() (string, string) { return "cell. ", "3" + pick("3", "4", "9") + digs(1) + " " + digs(7) },
		func() (string, string) { return "Handy ", "01" + pick("51", "71", "76") + digs(8) },
		func() (string, string) { return "phone: ", pickS(usAreas) + digsF("23456789", 1) + digs(6) },
		func() (string, string) { return "WhatsApp: ", "+" + e164(pickS(e164CCs)) },
		func() (string, string) { return "tel ", "0" + pick("6", "7") + digs(8) },
	}
	for i := 0; i < between(4, 7); i++ {
		f := forms[rn(len(forms))]
		lbl, _ := f()
		b.T("* ", newPerson(pickS(langOrder)).Full("en"), " — ", lbl).P("phone", b.uniq(func() string { _, v := f(); return v })).T(" — badge ").K("B-" + digs(5)).T(", since ").DateI().T("\n")
	}
}
