package main

import (
	"fmt"
	"strings"
)

func (g *G) apiHost() string {
	return g.pick("api.acme-logistics.com", "app.brightharbor.com", "shop.nordwind-logistik.de", "crm.kontor.de", "portal.saigon-logistics.com.vn", "api.hanbit-logis.co.kr", "backend.ateliers-lumiere.fr", "staging-api.northloop.io")
}

func k_har(g *G) *B {
	L := g.loc()
	p := g.person(L)
	b := &B{}
	host := g.apiHost()
	path := g.pick("/v2/customers", "/api/checkout", "/graphql", "/api/v1/profile", "/rest/orders", "/auth/token")
	b.W("{\n  \"log\": {\n    \"version\": \"1.2\",\n    \"creator\": {\"name\": \"WebInspector\", \"version\": \"537.36\"},\n    \"entries\": [\n      {\n")
	b.F("        \"startedDateTime\": \"%s\",\n        \"time\": %d.%03d,\n", K(g.isoTime()), g.rng(20, 900), g.n(1000))
	b.F("        \"request\": {\n          \"method\": \"POST\",\n          \"url\": \"https://%s%s\",\n          \"httpVersion\": \"HTTP/2\",\n          \"headers\": [\n", host, path)
	b.F("            {\"name\": \"host\", \"value\": \"%s\"},\n", host)
	switch g.n(3) {
	case 0:
		b.F("            {\"name\": \"authorization\", \"value\": \"Bearer %s\"},\n", jw(g.jwt()))
	case 1:
		b.F("            {\"name\": \"Authorization\", \"value\": \"Bearer %s\"},\n", br(g.oauthToken()))
	default:
		s := g.secret()
		b.F("            {\"name\": \"x-api-key\", \"value\": \"%s\"},\n", br(s.Value))
	}
	if g.p(60) {
		sid := g.sessionID()
		b.F("            {\"name\": \"cookie\", \"value\": \"_ga=GA1.1.%s.%s; sessionid=%s; consent=1\"},\n", g.nz(9), g.nz(10), br(sid))
	}
	b.F("            {\"name\": \"content-type\", \"value\": \"application/json\"},\n            {\"name\": \"user-agent\", \"value\": \"%s\"}\n          ],\n", g.userAgent())
	b.W("          \"queryString\": [],\n          \"postData\": {\n            \"mimeType\": \"application/json\",\n            \"text\": \"")
	// postData is JSON inside a JSON string: escaped quotes
	m := g.emailFor(L, p)
	var inner string
	switch g.n(3) {
	case 0:
		t := L.Phone(g, g.pick("e164", "intl"))
		b.pii = append(b.pii, em(m), ph(t))
		inner = fmt.Sprintf(`{"firstName":"%s","lastName":"%s","email":"%s","phone":"%s","marketingOptIn":false}`, p.First, p.Last, m, t)
	case 1:
		c := g.card()
		b.pii = append(b.pii, em(m), cc(c.Digits))
		oid := g.orderID()
		b.keep = append(b.keep, oid)
		inner = fmt.Sprintf(`{"orderId":"%s","billingEmail":"%s","payment":{"cardNumber":"%s","expMonth":%d,"expYear":20%d,"cvc":"%s"}}`, oid, m, c.Digits, g.rng(1, 12), g.rng(26, 31), g.digits(3))
	default:
		pw := g.password()
		b.pii = append(b.pii, em(m), br(pw))
		inner = fmt.Sprintf(`{"grant_type":"password","username":"%s","password":"%s","client_id":"%s"}`, m, jsonStr(pw), g.hex(24))
		if strings.Contains(pw, "\\") || strings.Contains(pw, "\"") {
			inner = strings.ReplaceAll(inner, pw, "x")
		}
	}
	b.W(jsonStr(inner))
	b.W("\"\n          }\n        },\n        \"response\": {\n          \"status\": ")
	b.F("%d,\n          \"statusText\": \"\",\n          \"headers\": [{\"name\": \"x-request-id\", \"value\": \"%s\"}]\n        }\n      }\n    ]\n  }\n}", []int{200, 201, 400, 401, 422}[g.n(5)], K(g.uuid()))
	return b
}

func k_postman(g *G) *B {
	b := &B{}
	name := g.pick("CRM API", "Payments sandbox", "Lieferanten-Schnittstelle", "Backoffice", "Partner API v3")
	b.F("{\n  \"info\": {\n    \"_postman_id\": \"%s\",\n    \"name\": \"%s\",\n    \"schema\": \"https://schema.getpostman.com/json/collection/v2.1.0/collection.json\"\n  },\n", K(g.uuid()), name)
	switch g.n(3) {
	case 0:
		b.F("  \"auth\": {\n    \"type\": \"bearer\",\n    \"bearer\": [\n      {\"key\": \"token\", \"value\": \"%s\", \"type\": \"string\"}\n    ]\n  },\n", br(g.oauthToken()))
	case 1:
		b.F("  \"auth\": {\n    \"type\": \"bearer\",\n    \"bearer\": [\n      {\"key\": \"token\", \"value\": \"%s\", \"type\": \"string\"}\n    ]\n  },\n", jw(g.jwt()))
	default:
		u := g.user()
		pw := g.urlPassword()
		b.F("  \"auth\": {\n    \"type\": \"basic\",\n    \"basic\": [\n      {\"key\": \"password\", \"value\": \"%s\", \"type\": \"string\"},\n      {\"key\": \"username\", \"value\": \"%s\", \"type\": \"string\"}\n    ]\n  },\n", br(pw), u)
	}
	L := g.loc()
	p := g.person(L)
	b.W("  \"item\": [\n    {\n      \"name\": \"Create contact\",\n      \"request\": {\n        \"method\": \"POST\",\n        \"header\": [{\"key\": \"Content-Type\", \"value\": \"application/json\"}],\n        \"body\": {\n          \"mode\": \"raw\",\n          \"raw\": \"")
	m := g.emailFor(L, p)
	t := L.Phone(g, g.pick("e164", "intl", "nat"))
	b.pii = append(b.pii, em(m), ph(t))
	b.W(jsonStr(fmt.Sprintf("{\n  \"name\": \"%s\",\n  \"email\": \"%s\",\n  \"mobile\": \"%s\"\n}", p.Full(), m, t)))
	b.W("\"\n        },\n        \"url\": {\"raw\": \"{{baseUrl}}/contacts\", \"host\": [\"{{baseUrl}}\"], \"path\": [\"contacts\"]}\n      }\n    }\n  ],\n")
	b.W("  \"variable\": [\n    {\"key\": \"baseUrl\", \"value\": \"https://" + g.apiHost() + "\"}")
	if g.p(60) {
		s := g.secret()
		b.F(",\n    {\"key\": \"%s\", \"value\": \"%s\"}", strings.ToLower(s.Name), br(s.Value))
	}
	b.W("\n  ]\n}")
	return b
}

func k_insomnia(g *G) *B {
	b := &B{}
	b.F("{\"_type\":\"export\",\"__export_format\":4,\"__export_date\":\"%s\",\"__export_source\":\"insomnia.desktop.app:v8.6.1\",\"resources\":[", K(g.isoTime()))
	b.F("{\"_id\":\"req_%s\",\"parentId\":\"wrk_%s\",\"modified\":%s,\"url\":\"https://%s/v1/%s\",\"name\":\"%s\",\"method\":\"%s\",", K(g.hex(32)), K(g.hex(32)), g.epochMs(), g.apiHost(), g.pick("users", "tickets", "invoices"), g.pick("List users", "Get ticket", "Update invoice"), g.pick("GET", "PATCH"))
	switch g.n(3) {
	case 0:
		b.F("\"authentication\":{\"type\":\"bearer\",\"token\":\"%s\",\"prefix\":\"\"},", jw(g.jwt()))
	case 1:
		b.F("\"authentication\":{\"type\":\"bearer\",\"token\":\"%s\"},", br(g.oauthToken()))
	default:
		b.F("\"authentication\":{\"type\":\"oauth2\",\"grantType\":\"client_credentials\",\"accessTokenUrl\":\"https://%s/oauth/token\",\"clientId\":\"%s\",\"clientSecret\":\"%s\"},", g.apiHost(), g.hex(20), br(g.mixed(urlA, 40)))
	}
	L := g.loc()
	p := g.person(L)
	b.W("\"body\":{\"mimeType\":\"application/json\",\"text\":\"")
	m := g.emailFor(L, p)
	b.pii = append(b.pii, em(m))
	if g.p(50) {
		t := L.Phone(g, "e164")
		b.pii = append(b.pii, ph(t))
		b.W(jsonStr(fmt.Sprintf("{\n\t\"contact_email\": \"%s\",\n\t\"contact_phone\": \"%s\"\n}", m, t)))
	} else {
		b.W(jsonStr(fmt.Sprintf("{\n\t\"assignee\": \"%s\",\n\t\"status\": \"resolved\"\n}", m)))
	}
	b.W("\"},\"_type\":\"request\"}]}")
	return b
}

func k_graphql(g *G) *B {
	L := g.loc()
	p := g.person(L)
	b := &B{}
	if g.p(50) {
		b.W("POST /graphql HTTP/1.1\nHost: " + g.apiHost() + "\n")
		if g.p(60) {
			b.F("Authorization: Bearer %s\n", jw(g.jwt()))
		} else {
			b.F("Authorization: %s\n", br(g.pick("shpat_", "")+g.hex(32)))
		}
		b.W("Content-Type: application/json\n\n")
	}
	switch g.n(3) {
	case 0:
		b.W(`{"operationName":"UpdateCustomer","query":"mutation UpdateCustomer($id: ID!, $input: CustomerInput!) { customerUpdate(id: $id, input: $input) { customer { id } userErrors { field message } } }","variables":{"id":"gid://shopify/Customer/`)
		b.F(`%s","input":{"email":"%s","phone":"%s","firstName":"%s","note":"%s"}}}`, K(g.nz(13)), em(g.emailFor(L, p)), ph(L.Phone(g, "e164")), p.First, g.pick("VIP", "Rückruf nach 16 Uhr", "prefers SMS", "大口顧客"))
	case 1:
		b.W("query ($email: String!) {\n  users(where: {email: {_eq: $email}}) { id created_at orders_aggregate { aggregate { count } } }\n}\n\nvariables:\n")
		b.F("{\n  \"email\": \"%s\"\n}\n", em(g.emailFor(L, p)))
	default:
		c := g.card("visa", "mc", "amex")
		b.W(`{"query":"mutation AddCard($input: AddPaymentMethodInput!) { addPaymentMethod(input: $input) { id last4 } }","variables":{"input":{`)
		b.F(`"cardholderName":"%s","number":"%s","expiry":"%s","billingEmail":"%s","customerRef":"%s"}}}`, p.LatFirst+" "+p.LatLast, cc(c.Digits), g.expiry(), em(g.emailFor(L, p)), K(g.orderID()))
	}
	return b
}

func k_webhook(g *G) *B {
	b := &B{}
	L := g.loc()
	p := g.person(L)
	switch g.n(3) {
	case 0:
		b.W("POST /webhooks/twilio/sms HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n")
		b.F("X-Twilio-Signature: %s=\n\n", K(g.mixed(b64A, 27)))
		from := L.Phone(g, "e164")
		to := g.locCode("en-US").Phone(g, "e164")
		b.F("ToCountry=US&SmsMessageSid=SM%s&NumMedia=0&From=%s&To=%s&Body=%s&AccountSid=AC%s\n", K(g.hex(32)), ph(strings.Replace(from, "+", "%2B", 1)), ph(strings.Replace(to, "+", "%2B", 1)), g.pick("STOP", "Yes+confirm", "Ja+bitte", "Oui", "%E5%A5%BD"), g.hex(32))
	case 1:
		sec := "whsec_" + g.mixed(alnumA, 32)
		b.W("# webhook receiver config\n")
		b.F("STRIPE_ENDPOINT_SECRET=%s\n\n# sample event\n", br(sec))
		b.F("{\"id\":\"evt_%s\",\"type\":\"customer.created\",\"data\":{\"object\":{\"id\":\"cus_%s\",\"email\":\"%s\",\"phone\":\"%s\",\"name\":\"%s\"}},\"created\":%d}\n", K(g.mixed(alnumA, 24)), K(g.mixed(alnumA, 14)), em(g.emailFor(L, p)), ph(L.Phone(g, "e164")), p.Full(), g.rng(1700000000, 1790000000))
	default:
		b.W("{\n  \"event\": \"contact.updated\",\n")
		b.F("  \"timestamp\": \"%s\",\n  \"signing_secret\": \"%s\",\n  \"payload\": {\n", K(g.isoTime()), br(g.mixed(urlA, 32)))
		b.F("    \"contact\": {\"id\": %d, \"email\": \"%s\", \"whatsapp\": \"%s\", \"locale\": \"%s\"}\n  }\n}\n", g.rng(10000, 999999), em(g.emailFor(L, p)), ph(L.Phone(g, "e164")), L.Code)
	}
	return b
}
