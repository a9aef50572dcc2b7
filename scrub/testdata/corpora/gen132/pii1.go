package main

import (
	"fmt"
	"strings"
)

var phoneKeys = []string{"phone", "msisdn", "tel", "mobile_no", "telefono", "telefone", "handynummer", "phoneNumber", "mobile", "cell_phone", "contact_number", "whatsapp", "Telefon", "téléphone", "phone_e164", "mobilePhone", "numero_celular", "telephoneNumber"}
var ssnKeys = []string{"ssn", "tax_id", "taxpayerId", "social_security_number", "SSN", "ssn_last_full", "taxpayer_id", "tin", "employee_ssn", "itin", "socialSecurityNumber", "applicant_ssn"}
var cardKeys = []string{"cc_number", "pan", "card_no", "cardNumber", "card_number", "numero_tarjeta", "kartennummer", "numero_cartao", "credit_card", "primaryAccountNumber", "ccnum", "card"}
var secretKeys = []string{"api_key", "apiKey", "secret", "access_token", "client_secret", "auth_token", "x-api-key", "secret_key", "private_token", "apiToken", "refresh_token", "service_token"}
var pwKeys = []string{"password", "passwd", "pwd", "contraseña", "senha", "Passwort", "mot_de_passe", "db_password", "smtp_password", "userPassword", "パスワード", "password_plain"}
var emailKeys = []string{"email", "e_mail", "emailAddress", "correo", "courriel", "mail", "E-Mail", "contact_email", "user_email", "email_address", "メールアドレス", "correo_electronico"}

// phoneFor returns a number that a key can carry: bare digits only where a key names it.
func phoneAny(b *B) string {
	return b.Phone(phone("", pick([]string{"intl", "intl", "nat", "e164"})))
}

func piiTemplates() []T {
	ts := []T{
		{"openai_tool_call_escaped_args", func(b *B) string {
			p := person("")
			args := sf(`{\"name\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\",\"source\":\"chat\",\"order_ref\":\"%s\"}`, esc(p.Full), b.Email(p.Email), phoneAny(b), b.K(orderNo()))
			return sf(`{"id":"%s","type":"function","function":{"name":"crm_upsert_contact","arguments":"%s"}}`, b.K(callID()), args)
		}},
		{"anthropic_tool_use_input", func(b *B) string {
			p := person("")
			return sf(`{"type":"tool_use","id":"%s","name":"kb_search","input":{"query":"refund policy for order %s","filters":{"customer_email":"%s","since":"%s"},"top_k":%d}}`,
				b.K(toolu()), b.K(orderNo()), b.Email(p.Email), b.K(date()), 3+r.Intn(8))
		}},
		{"mcp_tools_call_nested", func(b *B) string {
			p := person("")
			return sf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"create_ticket","arguments":{"requester":{"name":"%s","email":"%s","%s":"%s"},"subject":"Charge of $%s not recognised","priority":"high"}}}`,
				10+r.Intn(900), p.Full, b.Email(p.Email), pick(phoneKeys), b.Phone(phone(p.Loc, "intl")), b.K(amount()))
		}},
		{"json_flat_es", func(b *B) string {
			p := person("es")
			return sf(`{"nombre":"%s","correo":"%s","telefono":"%s","codigo_postal":"%s","pedido":"%s"}`,
				p.Full, b.Email(p.Email), b.Phone(phone("es", pick([]string{"intl", "nat"}))), b.K(sf("%05d", 1000+r.Intn(51000))), b.K(orderNo()))
		}},
		{"json_contacts_array", func(b *B) string {
			var parts []string
			n := 2 + r.Intn(3)
			for i := 0; i < n; i++ {
				p := person("")
				parts = append(parts, sf(`{"id":%s,"name":"%s","email":"%s","%s":"%s"}`, b.K(id9()), p.Full, b.Email(p.Email), pick(phoneKeys), b.Phone(phone(p.Loc, "intl"))))
			}
			return sf(`{"tool":"contacts.bulk_import","args":{"list_id":"%s","contacts":[%s]}}`, b.K(uuid()), strings.Join(parts, ","))
		}},
		{"json_unicode_escape_at", func(b *B) string {
			p := person("")
			e := strings.Replace(p.Email, "@", `\u0040`, 1)
			return sf(`{"tool_call_id":"%s","output":"{\"customer\":{\"email\":\"%s\",\"tier\":\"gold\",\"since\":%s}}"}`, b.K(callID()), b.Email(e), b.K(tsSec()))
		}},
		{"json_unicode_escape_plus_phone", func(b *B) string {
			p := person("fr")
			ph := phone("fr", "intl")
			used[`\u002B`+ph[1:]] = true
			return sf(`{"destinataire":"%s","t\u00e9l\u00e9phone":"%s","message":"Votre colis %s arrive demain","ts":%s}`,
				strings.ReplaceAll(p.Full, "é", `\u00e9`), b.Phone(`\u002B`+ph[1:]), b.K("FR"+digits(9)), b.K(tsMs()))
		}},
		{"tool_result_kb_snippet", func(b *B) string {
			p := person("us")
			return sf(`{"tool":"kb.lookup","result":{"hits":[{"doc_id":"%s","score":0.%d,"snippet":"Customer %s called from %s about invoice %s; asked to email %s"}],"took_ms":%d}}`,
				b.K(docID()), 600+r.Intn(399), p.Full, b.Phone(phone("us", "nat")), b.K(orderNo()), b.Email(p.Email), 5+r.Intn(300))
		}},
		{"json_payment_method", func(b *B) string {
			c := card("", pick([]string{"plain", "space"}))
			return sf(`{"payment_method":{"type":"card","%s":"%s","exp_month":%d,"exp_year":%d,"billing_zip":"%s"},"amount":%s,"currency":"usd","idempotency_key":"%s"}`,
				pick(cardKeys), b.Card(c), 1+r.Intn(12), 2026+r.Intn(6), b.K(zip()), b.K(cents()), b.K(uuid()))
		}},
		{"json_taxpayer_camel", func(b *B) string {
			return sf(`{"taxpayerId":"%s","filingStatus":"%s","taxYear":%d,"refundCents":%s,"preparerPtin":"%s"}`,
				b.SSN(ssn("")), pick([]string{"single", "married_joint", "head_of_household"}), 2021+r.Intn(4), b.K(cents()), b.K("P"+nz(8)))
		}},
		{"json_secrets_config", func(b *B) string {
			return sf(`{"stripe":{"api_key":"%s","publishable_key":"%s","webhook_secret":"%s"},"region":"us-east-1","version":"%s"}`,
				b.Sec(tok("stripe")), b.K(pkLive()), b.Sec(tok("whsec")), b.K(version()))
		}},
		{"json_oauth_token_response", func(b *B) string {
			return sf(`{"access_token":"%s","expires_in":3599,"refresh_token":"%s","scope":"openid email","token_type":"Bearer","id_token":"%s"}`,
				b.Sec(tok("ya29")), b.Sec(tok("refresh")), b.JWT(jwt()))
		}},
		{"json_headers_map", func(b *B) string {
			return sf(`{"method":"POST","url":"https://api.brightpath.io/v2/kb/query","headers":{"Authorization":"Bearer %s","X-Request-Id":"%s","Content-Type":"application/json"}}`,
				b.Sec(tok(pick([]string{"opaque", "openai", "anthropic"}))), b.K(uuid()))
		}},
		{"json_nested_deep_in", func(b *B) string {
			p := person("in")
			return sf(`{"data":{"user":{"id":"%s","profile":{"contact":{"mobile_no":"%s","alt_email":"%s"},"pin_code":"%s"}}},"meta":{"page":1}}`,
				b.K("u_"+digits(8)), b.Phone(phone("in", pick([]string{"intl", "nat"}))), b.Email(p.Email), b.K(nz(6)))
		}},
		{"json_recipients_arrays", func(b *B) string {
			a, c, d := person(""), person(""), person("")
			return sf(`{"action":"send_email","to":["%s","%s"],"cc":["%s"],"subject":"Re: case %s","template_id":"tmpl_%s"}`,
				b.Email(a.Email), b.Email(c.Email), b.Email(d.Email), b.K(ticketNo()), b.K(digits(5)))
		}},
		{"json_double_escaped", func(b *B) string {
			p := person("")
			return sf(`{"event":"tool_result","content":"{\"status\":\"ok\",\"payload\":\"{\\\"email\\\":\\\"%s\\\",\\\"phone\\\":\\\"%s\\\"}\"}","seq":%s}`,
				b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.K(nz(5)))
		}},
		{"json_pretty_multiline", func(b *B) string {
			p := person("us")
			return sf("{\n  \"customer\": {\n    \"name\": \"%s\",\n    \"email\": \"%s\",\n    \"ssn\": \"%s\",\n    \"dob\": \"%s\"\n  },\n  \"loan_amount_cents\": %s\n}",
				p.Full, b.Email(p.Email), b.SSN(ssn(pick([]string{"", "bare"}))), sf("19%d-%02d-%02d", 50+r.Intn(50), 1+r.Intn(12), 1+r.Intn(28)), b.K(cents()))
		}},
		{"gemini_function_call_sms", func(b *B) string {
			return sf(`{"functionCall":{"name":"send_sms","args":{"to":"%s","body":"Your verification code is %s","sender_id":"%s"}}}`,
				b.Phone(phone("", "e164")), b.K(digits(6)), b.K("MG"+hexs(32)))
		}},
		{"langchain_invoking_dict", func(b *B) string {
			p := person("")
			return sf("Invoking: `lookup_customer` with `{'email': '%s', 'phone': '%s', 'limit': %d}`",
				b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), 1+r.Intn(20))
		}},
		{"json_validation_error", func(b *B) string {
			ph := phone("", "intl")
			return sf(`{"error":{"type":"invalid_request_error","code":"phone_invalid","message":"'%s' is not a valid mobile number for region %s","param":"recipient.phone","request_id":"%s"}}`,
				b.Phone(ph), pick([]string{"US", "DE", "BR", "IN"}), b.K("req_"+randomish(alnumC, 14)))
		}},
		{"json_german_fields", func(b *B) string {
			p := person("de")
			return sf(`{"vorname":"%s","nachname":"%s","e_mail":"%s","handynummer":"%s","festnetz":"%s","plz":"%s","kundennummer":"%s"}`,
				p.First, p.Last, b.Email(p.Email), b.Phone(phone("de", pick([]string{"nat", "intl"}))),
				b.Phone(uniq(func() string { return "0" + pick([]string{"30", "40", "89", "221", "69"}) + " " + nz(7) })), b.K(sf("%05d", 10000+r.Intn(89999))), b.K("K-"+digits(7)))
		}},
		{"json_portuguese_fields", func(b *B) string {
			p := person("br")
			return sf(`{"cliente":{"nome":"%s","email":"%s","telefone":"%s","cep":"%s-%s"},"pedido":{"numero":"%s","valor_centavos":%s}}`,
				p.Full, b.Email(p.Email), b.Phone(phone("br", pick([]string{"nat", "intl"}))), b.K(nz(5)), digits(3), b.K(nz(8)), b.K(cents()))
		}},
		{"json_japanese_fields", func(b *B) string {
			p := person("jp")
			return sf(`{"氏名":"%s","メールアドレス":"%s","電話番号":"%s","郵便番号":"%s","注文番号":"%s"}`,
				p.Full, b.Email(p.Email), b.Phone(phone("jp", pick([]string{"nat", "intl"}))), b.K(digits(3)+"-"+digits(4)), b.K(nz(10)))
		}},
		{"json_italian_fields", func(b *B) string {
			p := person("it")
			return sf(`{"nome":"%s","cognome":"%s","indirizzo_email":"%s","cellulare":"%s","cap":"%s","id_ordine":%s}`,
				p.First, p.Last, b.Email(p.Email), b.Phone(phone("it", pick([]string{"nat", "intl"}))), b.K(nz(5)), b.K(id10()))
		}},
		{"json_msisdn_bare", func(b *B) string {
			return sf(`{"subscriber":{"msisdn":"%s","imsi_suffix":"%s","plan":"prepaid_%d"},"balance_cents":%s}`,
				b.Phone(phone(pick([]string{"uk", "de", "br", "in", "nl", "fr"}), "bare")), b.K(digits(5)), 10+r.Intn(90), b.K(cents()))
		}},
		{"json_card_with_masked_sibling", func(b *B) string {
			return sf(`{"card_on_file":{"last4":"%s","display":"%s"},"new_card":{"card_number":"%s","holder":"%s"}}`,
				b.K(last4()), b.K(masked()), b.Card(card("", "")), strings.ToUpper(ascii(person("").Last)))
		}},
		{"json_login_tool", func(b *B) string {
			p := person("")
			return sf(`{"name":"portal_login","arguments":{"username":"%s","%s":"%s","remember":true}}`,
				b.Email(p.Email), pick(pwKeys), b.Sec(tok("pw")))
		}},
		{"json_dsn_arg", func(b *B) string {
			pw := tok("pw")
			for strings.ContainsAny(pw, "@:/?#%") {
				pw = tok("pw")
			}
			return sf(`{"tool":"sql_query","args":{"dsn":"postgres://kb_reader:%s@%s:5432/kb?sslmode=require","sql":"select count(*) from articles"}}`,
				b.Sec(pw), b.K("db-"+digits(2)+".internal.brightpath.io"))
		}},
		{"json_aws_credentials", func(b *B) string {
			return sf(`{"Credentials":{"AccessKeyId":"%s","SecretAccessKey":"%s","SessionToken":"%s","Expiration":"%s"}}`,
				b.K(akia()), b.Sec(tok("aws")), b.Sec(uniq(func() string { return "IQoJb3JpZ2luX2VjE" + randomish(b64u+"/+", 180) })), b.K(isoTS()))
		}},
		{"json_itin", func(b *B) string {
			p := person("mx")
			return sf(`{"w7_application":{"applicant":"%s","itin":"%s","country_of_citizenship":"MX","receipt":"%s"}}`,
				p.Full, b.SSN(ssn("itin")), b.K(nz(12)))
		}},
		{"json_github_tool", func(b *B) string {
			return sf(`{"tool":"github.create_issue","config":{"token":"%s","owner":"brightpath","repo":"kb-sync"},"args":{"title":"Sync fails on %s","labels":["bug"]}}`,
				b.Sec(tok(pick([]string{"ghp", "ghpat"}))), b.K("v"+version()))
		}},
		{"json_escaped_csv_in_string", func(b *B) string {
			a, c := person("us"), person("us")
			return sf(`{"file_name":"export_%s.csv","content":"name,email,phone\n%s,%s,%s\n%s,%s,%s\n"}`,
				b.K(date()), a.Full, b.Email(a.Email), b.Phone(phone("us", "nat")), c.Full, b.Email(c.Email), b.Phone(phone("us", "nat")))
		}},
		{"json_sms_tool_unicode", func(b *B) string {
			ph := phone("", "e164")
			return sf(`{"name":"twilio_send","arguments":"{\"To\": \"%s\", \"Body\": \"Hola, su cita es el %s \u00e0 las 10:30\", \"MessagingServiceSid\": \"%s\"}"}`,
				b.Phone(ph), b.K(date()), b.K("MG"+hexs(32)))
		}},
		{"json_kb_upsert_metadata", func(b *B) string {
			p := person("")
			return sf(`{"documents":[{"id":"%s","text":"Escalation notes: contact %s at %s before %s.","metadata":{"author_email":"%s","version":"%s","chunk":%d}}]}`,
				b.K(docID()), p.Full, b.Phone(phone(p.Loc, "intl")), b.K(date()), b.Email(person("").Email), b.K(version()), r.Intn(40))
		}},
		{"json_vector_result_metadata", func(b *B) string {
			p := person("us")
			return sf(`{"matches":[{"id":"%s","score":0.8%d,"metadata":{"source":"crm","owner":"%s","ssn":"%s","updated_at":%s}}],"namespace":"customers"}`,
				b.K(uuid()), r.Intn(100), b.Email(p.Email), b.SSN(ssn("")), b.K(tsSec()))
		}},
		{"json_webhook_stripe_like", func(b *B) string {
			p := person("")
			return sf(`{"id":"%s","type":"customer.created","data":{"object":{"id":"%s","email":"%s","phone":"%s","created":%s}}}`,
				b.K(stripeID("evt")), b.K(stripeID("cus")), b.Email(p.Email), b.Phone(phone(p.Loc, "e164")), b.K(tsSec()))
		}},
		{"json_card_under_camel_pan", func(b *B) string {
			return sf(`{"transaction":{"primaryAccountNumber":"%s","amount":{"value":"%s","currency":"EUR"},"merchantRef":"%s","stan":"%s"}}`,
				b.Card(card(pick([]string{"visa", "mc", "mir"}), "plain")), b.K(amount()), b.K(orderNo()), b.K(digits(6)))
		}},
		{"json_apikey_header_list", func(b *B) string {
			return sf(`{"request":{"headers":[{"name":"x-api-key","value":"%s"},{"name":"anthropic-version","value":"2023-06-01"}],"bodySize":%d}}`,
				b.Sec(tok("anthropic")), 100+r.Intn(5000))
		}},
		{"json_jwt_cookie_session", func(b *B) string {
			return sf(`{"cookies":[{"name":"session","value":"%s","httpOnly":true,"expires":%s}],"user_agent":"kb-agent/%s"}`,
				b.JWT(jwt()), b.K(tsSec()), b.K(version()))
		}},
		// ---------- YAML ----------
		{"yaml_contact_record", func(b *B) string {
			p := person("")
			return sf("contact:\n  name: %s\n  email: %s\n  %s: \"%s\"\n  updated: %s\n  account_id: %s\n",
				p.Full, b.Email(p.Email), pick(phoneKeys), b.Phone(phone(p.Loc, pick([]string{"intl", "nat"}))), b.K(isoTS()), b.K(id10()))
		}},
		{"yaml_k8s_secret", func(b *B) string {
			return sf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: kb-agent-creds\n  resourceVersion: \"%s\"\ntype: Opaque\nstringData:\n  OPENAI_API_KEY: %s\n  DB_PASSWORD: \"%s\"\n",
				b.K(nz(8)), b.Sec(tok("openai")), b.Sec(tok("pw")))
		}},
		{"yaml_agent_memory_multilang", func(b *B) string {
			p := person("de")
			return sf("memory:\n  - key: kunde\n    value:\n      name: %s\n      handynummer: %s\n      email: %s\n      kundennummer: %s\n  - key: letzte_bestellung\n    value: %s\n",
				p.Full, b.Phone(phone("de", "nat")), b.Email(p.Email), b.K(nz(8)), b.K(orderNo()))
		}},
		{"yaml_compose_env", func(b *B) string {
			return sf("services:\n  worker:\n    image: ghcr.io/brightpath/kb-worker:%s\n    environment:\n      - SLACK_BOT_TOKEN=%s\n      - SENDGRID_API_KEY=%s\n      - PORT=8080\n",
				b.K(version()), b.Sec(tok("slack")), b.Sec(tok("sendgrid")))
		}},
		{"yaml_flow_style", func(b *B) string {
			p := person("")
			return sf("- {id: %s, name: \"%s\", email: %s, phone: '%s', ssn: '%s'}\n",
				b.K(id9()), p.Full, b.Email(p.Email), b.Phone(phone(p.Loc, "intl")), b.SSN(ssn("")))
		}},
		{"yaml_payment_card", func(b *B) string {
			return sf("payment:\n  method: card\n  card_no: %s\n  expiry: %02d/%d\n  amount_cents: %s\n  order: %s\n",
				b.Card(card("", pick([]string{"space", "dash", "plain"}))), 1+r.Intn(12), 27+r.Intn(5), b.K(cents()), b.K(orderNo()))
		}},
		// ---------- TOML ----------
		{"toml_service_config", func(b *B) string {
			return sf("[smtp]\nhost = \"smtp.brightpath.io\"\nport = 587\nusername = \"%s\"\npassword = \"%s\"\n\n[api]\nkey = \"%s\"\ntimeout_ms = %d\n",
				b.Email(person("").Email), b.Sec(tok("pw")), b.Sec(tok(pick([]string{"mailgun", "hex32", "npm"}))), 1000*(1+r.Intn(30)))
		}},
		{"toml_contacts_array", func(b *B) string {
			a, c := person(""), person("")
			return sf("[[contacts]]\nname = \"%s\"\nemail = \"%s\"\nmobile = \"%s\"\n\n[[contacts]]\nname = \"%s\"\nemail = \"%s\"\nmobile = \"%s\"\n",
				a.Full, b.Email(a.Email), b.Phone(phone(a.Loc, "intl")), c.Full, b.Email(c.Email), b.Phone(phone(c.Loc, "intl")))
		}},
		{"toml_pyproject_token", func(b *B) string {
			return sf("[tool.poetry]\nname = \"kb-tools\"\nversion = \"%s\"\n\n[tool.hf]\ntoken = \"%s\"\n", b.K(version()), b.Sec(tok("hf")))
		}},
		// ---------- URLs and forms ----------
		{"url_query_email", func(b *B) string {
			p := person("")
			return sf("GET /api/v1/customers/search?email=%s&include=orders&page=2&ts=%s HTTP/1.1", b.Email(qe(p.Email)), b.K(tsMs()))
		}},
		{"url_query_phone_plus", func(b *B) string {
			return sf("https://api.brightpath.io/v2/lookup?phone=%s&country=%s&request_id=%s",
				b.Phone(qe(phone("", "e164"))), pick([]string{"US", "GB", "DE", "BR"}), b.K(uuid()))
		}},
		{"url_double_encoded", func(b *B) string {
			p := person("")
			return sf("https://kb.brightpath.io/redirect?next=%s&v=%s",
				qe("/search?q=contact&email=")+b.Email(qe(qe(p.Email))), b.K(version()))
		}},
		{"form_body_signup", func(b *B) string {
			p := person("")
			return sf("POST /signup HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\nname=%s&email=%s&phone=%s&password=%s&plan=pro&coupon=%s",
				qe(p.Full), b.Email(qe(p.Email)), b.Phone(qe(phone(p.Loc, "intl"))), b.Sec(qe(tok("pw"))), b.K("SPRING"+digits(2)))
		}},
		{"url_fragment_access_token", func(b *B) string {
			return sf("https://agent.brightpath.io/oauth/callback#access_token=%s&token_type=bearer&expires_in=3600&state=%s",
				b.Sec(tok(pick([]string{"ya29", "opaque"}))), b.K(hexs(16)))
		}},
		{"url_encoded_json_filter", func(b *B) string {
			p := person("")
			return sf("/api/records?filter=%s&limit=50", qe(`{"email":"`)+b.Email(qe(p.Email))+qe(`","status":"active"}`))
		}},
		{"url_oauth_code", func(b *B) string {
			return sf("GET /oauth2/callback?code=%s&state=%s&scope=email%%20profile HTTP/1.1",
				b.Sec(uniq(func() string { return "4/0A" + randomish(b64u, 70) })), b.K(uuid()))
		}},
		{"url_api_key_param", func(b *B) string {
			return sf("https://maps.googleapis.com/maps/api/geocode/json?address=%s&key=%s",
				b.K(qe(sf("%d Market St, San Francisco, CA 94103", 100+r.Intn(900)))), b.Sec(tok("google")))
		}},
		{"form_card_payment", func(b *B) string {
			c := card("", "space")
			return sf("amount=%s&currency=eur&card_number=%s&exp=%02d%%2F%d&order_id=%s",
				b.K(cents()), b.Card(qe(c)), 1+r.Intn(12), 27+r.Intn(4), b.K(orderNo()))
		}},
		{"form_twilio_webhook", func(b *B) string {
			return sf("ToCountry=US&SmsSid=%s&From=%s&To=%s&Body=%s&NumSegments=1",
				b.K("SM"+hexs(32)), b.Phone(qe(phone("", "e164"))), b.Phone(qe(phone("us", "e164"))), qe("Pedido "+nz(6)+" llegó"))
		}},
		{"form_ssn_application", func(b *B) string {
			p := person("us")
			return sf("first_name=%s&last_name=%s&ssn=%s&dob=%s&income=%d&ref=%s",
				qe(p.First), qe(p.Last), b.SSN(qe(ssn(pick([]string{"", "bare"})))), qe(sf("19%d-%02d-%02d", 50+r.Intn(50), 1+r.Intn(12), 1+r.Intn(28))), 20000+r.Intn(180000), b.K("APP"+digits(8)))
		}},
		{"url_jwt_param", func(b *B) string {
			return sf("wss://realtime.brightpath.io/socket?token=%s&vsn=%s", b.JWT(jwt()), b.K(version()))
		}},
		{"url_double_encoded_phone", func(b *B) string {
			return sf("https://t.brightpath.io/c?u=%s&id=%s", qe("https://wa.me/send?phone=")+b.Phone(qe(qe(phone("", "e164")))), b.K(hexs(12)))
		}},
		// ---------- GraphQL ----------
		{"graphql_mutation_variables", func(b *B) string {
			p := person("")
			return sf(`{"operationName":"CreateCustomer","query":"mutation CreateCustomer($input: CustomerInput!) { createCustomer(input: $input) { id createdAt } }","variables":{"input":{"fullName":"%s","email":"%s","phoneNumber":"%s","marketingOptIn":false}}}`,
				p.Full, b.Email(p.Email), b.Phone(phone(p.Loc, "intl")))
		}},
		{"graphql_inline_args", func(b *B) string {
			p := person("")
			return sf(`query { customer(email: "%s") { id orders(first: %d) { number totalCents } } }`, b.Email(p.Email), 5+r.Intn(20))
		}},
		{"graphql_response_data", func(b *B) string {
			p := person("us")
			return sf(`{"data":{"employee":{"id":"%s","displayName":"%s","workEmail":"%s","taxId":"%s","hiredOn":"%s"}}}`,
				b.K("emp_"+digits(6)), p.Full, b.Email(p.Email), b.SSN(ssn("")), b.K(date()))
		}},
		{"graphql_escaped_query_vars", func(b *B) string {
			return sf(`{"query":"mutation { updatePayment(id: \"%s\", cardNumber: \"%s\") { ok } }","variables":null}`,
				b.K("pm_"+digits(8)), b.Card(card("", "plain")))
		}},
	}
	return append(append(append(ts, piiTemplates2()...), piiTemplates3()...), piiTemplates4()...)
}

func pad(s string, n int) string {
	if len(s) >= n {
		return s
	}
	return s + strings.Repeat(" ", n-len(s))
}

var _ = fmt.Sprint
