package main

// Templates: HTTP traces, API payloads, SQL dumps, fixtures, logs.

import "strings"

func init() {
	reg("http_raw_request", func(b *B) string {
		t := b.Sec(pick(opaque(40), rsx(b64uC, 43)))
		em := b.Email()
		ph := b.Phone()
		return f(`Raw request captured with mitmproxy, server answers 415:

~~~http
POST /api/v1/users HTTP/1.1
Host: api.vantagehr.com
Authorization: Bearer %s
Content-Type: text/plain;charset=UTF-8
Content-Length: %d
X-Request-ID: %s

{"email":"%s","phone":"%s","role":"manager","team_id":%d}
~~~

Why text/plain? I'm using fetch with body: JSON.stringify(...).`, t, rn(80, 160), b.K(uuid()), em, ph, rn(10, 999))
	})

	reg("har_entry_headers", func(b *B) string {
		t := b.JWT()
		sess := b.Sec(rsx(lalnumC, 32))
		em := b.Email()
		return f(`Exported HAR from Chrome, the login POST is sent twice:

~~~json
{
  "request": {
    "method": "POST",
    "url": "https://app.meridian-insure.com/api/session",
    "headers": [
      { "name": "authorization", "value": "Bearer %s" },
      { "name": "cookie", "value": "sessionid=%s; _ga=GA1.1.%s.%d" },
      { "name": "content-type", "value": "application/json" }
    ],
    "postData": { "mimeType": "application/json", "text": "{\"username\":\"%s\",\"remember\":true}" }
  },
  "response": { "status": 200, "bodySize": %d },
  "time": %d.%d
}
~~~`, t, sess, b.K(dg(10)), unixT(), em, rn(200, 9000), rn(20, 900), rn(100, 999))
	})

	reg("http_response_customer", func(b *B) string {
		em := b.Email()
		ph := b.PhoneE164()
		cus := b.K(stripeID("cus"))
		return f(`Stripe returns "phone": null in the session although I passed it. Response of GET /v1/checkout/sessions/%s:

~~~json
{
  "id": "%s",
  "object": "checkout.session",
  "amount_total": %d,
  "currency": "eur",
  "customer": "%s",
  "customer_details": {
    "email": "%s",
    "phone": "%s",
    "tax_exempt": "none"
  },
  "payment_method_details": { "card": { "brand": "visa", "last4": "%s", "exp_month": %d, "exp_year": %d } },
  "created": %d
}
~~~`, "cs_live_"+rs(alnumC, 20), b.K("cs_live_"+rs(alnumC, 58)), rn(500, 99999), cus, em, ph, b.K(dg(4)), rn(1, 12), rn(2026, 2031), unixT())
	})

	reg("postman_collection_bearer", func(b *B) string {
		t := b.Sec(pick(opaque(40), rsx(b64uC, 64), shopifyT()))
		return f(`Postman collection runner ignores collection-level auth. Exported collection.json:

~~~json
{
  "info": { "name": "Orders API", "_postman_id": "%s", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json" },
  "auth": {
    "type": "bearer",
    "bearer": [ { "key": "token", "value": "%s", "type": "string" } ]
  },
  "variable": [ { "key": "baseUrl", "value": "https://api.orbitcart.de/v2" } ],
  "item": [ { "name": "List orders", "request": { "method": "GET", "url": "{{baseUrl}}/orders?status=open" } } ]
}
~~~`, b.K(uuid()), t)
	})

	reg("oauth_token_response", func(b *B) string {
		at := b.Sec(ya29())
		rt := b.Sec(googleRefresh())
		it := b.P("jwt", jwtWith("https://accounts.google.com"))
		return f(`Google OAuth: refresh_token missing on second login. The first exchange returned:

~~~json
{
  "access_token": "%s",
  "expires_in": 3599,
  "refresh_token": "%s",
  "scope": "openid https://www.googleapis.com/auth/userinfo.email",
  "token_type": "Bearer",
  "id_token": "%s"
}
~~~

I pass access_type=offline. google-auth-library %s.`, at, rt, it, b.K("9.10.0"))
	})

	reg("webhook_payload_pii", func(b *B) string {
		em := b.Email()
		ph := b.Phone()
		p := newPerson()
		sig := b.K("t=" + f("%d", unixT()) + ",v1=" + rs(hexC, 64))
		return f(`Webhook signature verification fails for checkout.session.completed. Headers and body:

~~~
Stripe-Signature: %s
Content-Type: application/json; charset=utf-8

{"id":"%s","type":"checkout.session.completed","data":{"object":{"customer_details":{"email":"%s","name":"%s","phone":"%s","address":{"city":"%s","postal_code":"%s","country":"%s"}},"amount_total":%d}}}
~~~

I use express.json() before the route, is that the problem?`, sig, b.K(stripeID("evt")), em, p.Full(), ph, pick("Austin", "Lyon", "Porto", "Leeds", "Graz"), b.K(dg(5)), pick("US", "FR", "PT", "GB", "AT"), rn(500, 50000))
	})

	reg("graphql_variables_ssn", func(b *B) string {
		em := b.Email()
		s := pick("ssn", "itin")
		var v string
		if s == "ssn" {
			v = b.SSN()
		} else {
			v = b.ITIN()
		}
		return f(`Apollo: "Variable \"$input\" got invalid value" for a custom scalar

~~~graphql
mutation SubmitW9($input: W9Input!) {
  submitW9(input: $input) { id status }
}
~~~

Variables:
~~~json
{"input": {"legalName": "%s", "email": "%s", "taxIdType": "%s", "taxId": "%s", "signedAt": "%s"}}
~~~

Error: ¦Expected value of type "TaxId!", found "%s"; TaxId must be 9 digits¦. Do I strip dashes client-side?`, newPerson().Full(), em, strings.ToUpper(s), v, b.K(isoTS()), v)
	})

	reg("cookie_set_session", func(b *B) string {
		s := b.Sec(rsx(lalnumC, 32))
		return f(`Django session cookie not sent on subdomain

~~~
HTTP/1.1 302 Found
Set-Cookie: sessionid=%s; expires=%s; HttpOnly; Max-Age=1209600; Path=/; SameSite=Lax; Secure
Set-Cookie: csrftoken=%s; expires=%s; Max-Age=31449600; Path=/; SameSite=Lax
Location: /dashboard/
~~~

SESSION_COOKIE_DOMAIN is None. Should it be ".example.org"?`, s, b.K(tm().Format("Mon, 02 Jan 2006 15:04:05 GMT")), rs(alnumC, 32), tm().Format("Mon, 02 Jan 2006 15:04:05 GMT"))
	})

	reg("http_basic_header", func(b *B) string {
		pw := password()
		ba := b.Sec(basicAuth(pick("jenkins", "admin", "svc-backup", "api"), pw))
		return f(`Jenkins remote build trigger returns 403 "No valid crumb"

~~~
$ curl -X POST https://ci.%s/job/deploy-prod/buildWithParameters?TAG=%s \
    -H "Authorization: Basic %s"
~~~

Jenkins %s.`, pickL(workDomains), b.K("v"+ver()), ba, b.K("2.440.3"))
	})

	reg("http_api_key_header", func(b *B) string {
		k := b.Sec(pick(hex32(), opaque(32), uuidSecret()))
		return f(`Datadog: "403 Forbidden" when posting metrics with curl

~~~bash
curl -X POST "https://api.datadoghq.eu/api/v2/series" \
  -H "Content-Type: application/json" \
  -H "DD-API-KEY: %s" \
  -d @- << EOF
{"series":[{"metric":"orders.processed","type":1,"points":[{"timestamp":%d,"value":%d}]}]}
EOF
~~~`, k, unixT(), rn(1, 900))
	})

	reg("jwt_in_redirect_url", func(b *B) string {
		t := b.JWT()
		return f(`After SSO login the app redirects to this URL and then shows a blank page:

https://app.%s/auth/callback?state=%s&token=%s&expires_in=3600

Console: "Uncaught SyntaxError: Unexpected token '<'". Is it because the token is in the query?`, pickL(workDomains), b.K(rs(alnumC, 16)), t)
	})

	// ---- SQL ----

	reg("sql_insert_dump", func(b *B) string {
		var vals []string
		for i := 0; i < 3; i++ {
			p := newPerson()
			e := b.P("email", emailFor(p, false))
			ph := b.PhoneUS(pick1(1, 0, 5))
			s := b.SSN()
			vals = append(vals, f("(%d,'%s','%s','%s','%s','%s',%s)", rn(100, 99999), p.Full(), e, ph, s, b.K(tm().Format("2006-01-02 15:04:05")), b.K(amount())))
		}
		return f(`mysqldump import fails with ERROR 1366 (HY000): Incorrect string value at line %d

~~~sql
--
-- Dumping data for table ¦applicants¦
--
LOCK TABLES ¦applicants¦ WRITE;
INSERT INTO ¦applicants¦ VALUES %s;
UNLOCK TABLES;
~~~

Source is MySQL 5.7 latin1, target 8.0 utf8mb4.`, rn(100, 9000), strings.Join(vals, ","))
	})

	reg("sql_psql_select", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			e := b.Email()
			ph := b.PhoneE164()
			rows = append(rows, f(" %6d | %-30s | %-14s | %s", rn(1000, 99999), e, ph, b.K(dg(4))))
		}
		return f(`Postgres: ILIKE on email is slow even with a btree index

~~~
shop=> SELECT id, email, phone, card_last4 FROM customers WHERE email ILIKE '%%@gmail.com' LIMIT 3;
   id   |             email              |     phone      | card_last4
--------+--------------------------------+----------------+------------
%s
(3 rows)

Time: %d.%03d ms
~~~`, strings.Join(rows, "\n"), rn(800, 9000), rn(0, 999))
	})

	reg("sql_unique_violation", func(b *B) string {
		em := b.Email()
		return f(`Prisma P2002 on upsert, Postgres log says:

~~~
%s UTC [%d] ERROR:  duplicate key value violates unique constraint "users_email_key"
%s UTC [%d] DETAIL:  Key (email)=(%s) already exists.
%s UTC [%d] STATEMENT:  INSERT INTO "public"."users" ("id","email","createdAt") VALUES ($1,$2,$3) RETURNING "id"
~~~

SQLSTATE 23505. Why would upsert insert?`, b.K(tm().Format("2006-01-02 15:04:05.000")), rn(100, 99999), tm().Format("2006-01-02 15:04:05.000"), rn(100, 99999), em, tm().Format("2006-01-02 15:04:05.000"), rn(100, 99999))
	})

	reg("sql_create_user_pw", func(b *B) string {
		pw := b.Pw()
		return f(`Postgres: role can log in from psql but not from the app

~~~sql
CREATE ROLE reporting_ro WITH LOGIN PASSWORD '%s' VALID UNTIL '%s';
GRANT CONNECT ON DATABASE analytics TO reporting_ro;
GRANT USAGE ON SCHEMA public TO reporting_ro;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting_ro;
~~~

pg_hba has scram-sha-256. Postgres %s.`, pw, b.K(dateS()), b.K("15.6"))
	})

	reg("sql_slow_log_card", func(b *B) string {
		c := b.Card("", 0)
		s := b.SSN()
		return f(`Found this in the MySQL slow log, why isn't the index on card_number used?

~~~
# Time: %s
# User@Host: billing[billing] @  [%s]  Id: %d
# Query_time: %d.%06d  Lock_time: 0.000%d Rows_sent: 1  Rows_examined: %d
SET timestamp=%d;
SELECT id, status FROM payments WHERE card_number = '%s' OR holder_ssn = '%s';
~~~`, b.K(isoTS()), b.K(privIP()), rn(1000, 99999), rn(1, 9), rn(0, 999999), rn(10, 99), rn(100000, 9000000), unixT(), c, s)
	})

	reg("sql_copy_tsv", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := newPerson()
			e := b.P("email", emailFor(p, coin()))
			ph := b.P("phone", phoneIntl())
			rows = append(rows, f("%d\t%s\t%s\t%s\t%s", rn(1, 99999), p.Full(), e, ph, b.K(dateS())))
		}
		return f(`pg_restore: COPY fails with "extra data after last expected column"

~~~
COPY public.contacts (id, full_name, email, phone, created_on) FROM stdin;
%s
\.
~~~`, strings.Join(rows, "\n"))
	})

	reg("mongo_shell_find", func(b *B) string {
		em := b.Email()
		ph := b.Phone()
		return f(`mongosh: $regex search by phone doesn't match

~~~
rs0 [primary] crm> db.leads.find({ email: "%s" })
[
  {
    _id: ObjectId('%s'),
    email: '%s',
    phone: '%s',
    source: 'webform',
    score: %d,
    updatedAt: ISODate('%s')
  }
]
rs0 [primary] crm> db.leads.find({ phone: /^\+?1?555/ }).count()
0
~~~`, em, b.K(objectID()), em, ph, rn(1, 100), b.K(isoTS()))
	})

	reg("csv_fixture_users", func(b *B) string {
		lines := []string{"id,first_name,last_name,email,phone,ssn,signup_date"}
		for i := 0; i < 3; i++ {
			p := newPerson()
			e := b.P("email", emailFor(p, false))
			ph := b.P("phone", phoneUS(pick1(1, 0)))
			s := b.SSN()
			lines = append(lines, f("%d,%s,%s,%s,\"%s\",%s,%s", i+1, cap1(p.first), cap1(p.last), e, ph, s, b.K(dateS())))
		}
		return f(`tests/fixtures/users.csv makes pandas infer the wrong dtype:

~~~csv
%s
~~~

I'd rather not hand-write these, is there a Faker locale that generates realistic US data?`, strings.Join(lines, "\n"))
	})

	reg("yaml_rails_fixture", func(b *B) string {
		p := newPerson()
		e := b.P("email", emailFor(p, false))
		ph := b.Phone()
		return f(`Rails fixtures: "ActiveRecord::Fixture::FixtureError: table has no column named phone_number"

~~~yaml
# test/fixtures/patients.yml
%s:
  first_name: %s
  last_name: %s
  email: %s
  phone: "%s"
  mrn: "%s"
  dob: %s
~~~`, p.first, cap1(p.first), cap1(p.last), e, ph, b.K("MRN-"+dg(8)), b.K(tm().AddDate(-40, 0, 0).Format("2006-01-02")))
	})

	reg("json_seed_cards", func(b *B) string {
		e1 := b.Email()
		c1 := b.Card("", 1)
		e2 := b.Email()
		c2 := b.Card("", 0)
		bad := b.K(badCard())
		return f(`Seed script inserts duplicates. seed/customers.json (exported from the old system):

~~~json
[
  {"id": %d, "email": "%s", "card": "%s", "exp": "%02d/%d", "orderRef": "%s"},
  {"id": %d, "email": "%s", "card": "%s", "exp": "%02d/%d", "orderRef": "%s"},
  {"id": %d, "email": null, "card": "%s", "note": "invalid luhn, skip"}
]
~~~`, rn(1, 999), e1, c1, rn(1, 12), rn(2026, 2030), b.K(orderNo()), rn(1000, 1999), e2, c2, rn(1, 12), rn(2026, 2030), b.K(orderNo()), rn(2000, 2999), bad)
	})

	// ---- logs ----

	reg("log_nginx_access_query", func(b *B) string {
		em := b.P("email", strings.Replace(email(), "@", "%40", 1))
		t := b.Sec(pick(opaque(40), rsx(b64uC, 43)))
		return f(`Our nginx access log contains tokens from the password reset links, how do I strip query strings?

~~~
%s - - [%s] "GET /reset?email=%s&access_token=%s HTTP/1.1" 200 %d "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15"
~~~`, b.K("203.0.113."+f("%d", rn(2, 254))), b.K(tm().Format("02/Jan/2006:15:04:05 -0700")), em, t, rn(300, 9000))
	})

	reg("log_payment_error", func(b *B) string {
		c := b.Card("", pick1(0, 1))
		em := b.Email()
		return f(`Log4j line from our payment service, our PCI auditor flagged it:

~~~
%s ERROR [http-nio-8443-exec-%d] c.a.pay.CardService - charge failed pan=%s holder=%s amount=%s currency=EUR reason=card_declined requestId=%s
~~~

How do I mask PANs in Logback?`, b.K(logTS()), rn(1, 50), c, em, b.K(amount()), b.K(uuid()))
	})

	reg("log_sentry_event", func(b *B) string {
		em := b.Email()
		ph := b.Phone()
		dsn := b.K("https://" + rs(hexC, 32) + "@o" + dg(6) + ".ingest.sentry.io/" + dg(7))
		return f(`Sentry keeps storing user data although sendDefaultPii=false. Event JSON:

~~~json
{
  "event_id": "%s",
  "level": "error",
  "user": {"id": "%d", "email": "%s", "ip_address": "{{auto}}"},
  "extra": {"phone": "%s", "cart_items": %d},
  "exception": {"values": [{"type": "TypeError", "value": "Cannot read properties of undefined (reading 'price')"}]},
  "release": "web@%s"
}
~~~

Sentry.init({ dsn: "%s", sendDefaultPii: false })`, b.K(rs(hexC, 32)), rn(1000, 999999), em, ph, rn(1, 20), b.K(ver()), dsn)
	})

	reg("log_twilio_invalid_to", func(b *B) string {
		ph := b.Phone()
		return f(`Twilio webhook logs show error 21211 for some customers:

~~~
%s WARN  sms.dispatch - Twilio 21211: Invalid 'To' Phone Number: %s (MessageSid=SM%s) More info: https://www.twilio.com/docs/errors/21211
~~~

The number looks fine to me. Do I need E.164 for everything?`, b.K(isoTS()), ph, rs(hexC, 32))
	})

	reg("log_jwt_debug", func(b *B) string {
		t := b.JWT()
		em := b.Email()
		return f(`passport-jwt: "invalid signature", debug log:

~~~
[%s] DEBUG auth: verifying token for %s
[%s] DEBUG auth: raw=%s
[%s] DEBUG auth: JsonWebTokenError: invalid signature
~~~

Secret comes from process.env.JWT_SECRET, length %d.`, b.K(isoTS()), em, isoTS(), t, isoTS(), rn(16, 64))
	})

	reg("log_auth_failed_user", func(b *B) string {
		pw := b.Pw()
		em := b.Email()
		return f(`Our Keycloak event log records the password when users type it in the username field:

~~~
%s WARN  [org.keycloak.events] (executor-thread-%d) type=LOGIN_ERROR, realmId=%s, clientId=web, userId=null, ipAddress=%s, error=user_not_found, username=%s
%s INFO  [org.keycloak.events] (executor-thread-%d) type=LOGIN, realmId=%s, clientId=web, ipAddress=%s, username=%s
~~~

Can I turn that off? Keycloak %s.`, b.K(logTS()), rn(1, 40), b.K(uuid()), b.K(privIP()), pw, logTS(), rn(1, 40), uuid(), privIP(), em, b.K("24.0.4"))
	})
}
