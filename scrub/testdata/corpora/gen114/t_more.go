package main

// More templates where JWTs, cards and SSNs leak in developer questions.

import (
	"fmt"
	"strings"
)

func init() {
	reg("jwt_curl_header", func(b *B) string {
		t := b.JWT()
		return f(`Spring Security returns 403 (not 401) for a valid token:

~~~bash
curl -i http://localhost:8080/api/admin/reports?month=%s \
  -H 'Authorization: Bearer %s'
~~~

~~~
HTTP/1.1 403
X-Content-Type-Options: nosniff
Content-Length: 0
~~~

The token has role admin. Do I need the ROLE_ prefix?`, b.K(tm().Format("2006-01")), t)
	})

	reg("jwt_localstorage_dump", func(b *B) string {
		t := b.P("jwt", jwtWith("supabase"))
		rt := b.Sec(rsx(b64uC, 22))
		ref := rs(lowerC, 20)
		return f(`Supabase session disappears after refresh. DevTools > Application > Local Storage:

~~~
Key: sb-%s-auth-token
Value: {"access_token":"%s","token_type":"bearer","expires_in":3600,"expires_at":%d,"refresh_token":"%s","user":{"id":"%s","aud":"authenticated"}}
~~~

@supabase/supabase-js %s`, b.K(ref), t, unixT(), rt, b.K(uuid()), b.K("2.43.1"))
	})

	reg("jwt_service_role_env", func(b *B) string {
		t := b.P("jwt", jwtWith("supabase"))
		return f(`Edge function: "new row violates row-level security policy" even with the service key

~~~
SUPABASE_URL=https://%s.supabase.co
SUPABASE_SERVICE_ROLE_KEY=%s
~~~

~~~ts
const supabase = createClient(Deno.env.get("SUPABASE_URL")!, Deno.env.get("SUPABASE_SERVICE_ROLE_KEY")!);
~~~`, b.K(rs(lowerC, 20)), t)
	})

	reg("jwt_cookie_header", func(b *B) string {
		t := b.JWT()
		return f(`Express: req.cookies.access_token is undefined behind the load balancer

Request headers from the ALB access log:

~~~
GET /api/profile HTTP/1.1
Host: app.%s
Cookie: _ga=GA1.2.%s.%d; access_token=%s; theme=dark
X-Forwarded-Proto: https
X-Amzn-Trace-Id: Root=1-%s-%s
~~~`, pickL(workDomains), b.K(dg(10)), unixT(), t, rs(hexC, 8), b.K(rs(hexC, 24)))
	})

	reg("jwt_test_hardcoded", func(b *B) string {
		t := b.JWT()
		return f(`Integration test passes locally and fails in CI with "jwt expired"

~~~python
STAGING_TOKEN = "%s"  # TODO generate per run

def test_list_invoices(client):
    r = client.get("/api/invoices?limit=%d", headers={"Authorization": f"Bearer {STAGING_TOKEN}"})
    assert r.status_code == 200, r.text
~~~`, t, rn(5, 100))
	})

	reg("card_braintree_xml", func(b *B) string {
		c := b.Card("", 0)
		p := newPerson()
		return f(`Braintree sandbox→production: "Credit card type is not accepted by this merchant account" (81703). Our debug log of the request body:

~~~xml
<transaction>
  <type>sale</type>
  <amount>%s</amount>
  <credit-card>
    <number>%s</number>
    <expiration-date>%02d/%d</expiration-date>
    <cardholder-name>%s</cardholder-name>
  </credit-card>
  <order-id>%s</order-id>
</transaction>
~~~

(yes, I know we shouldn't log this — removing it)`, b.K(amount()), c, rn(1, 12), rn(2026, 2031), p.Full(), b.K(orderNo()))
	})

	reg("card_support_ticket_json", func(b *B) string {
		em := b.Email()
		c := b.Card("", 1)
		return f(`Zendesk API: custom field values are dropped when creating a ticket

~~~json
{
  "ticket": {
    "subject": "Charged twice for order %s",
    "comment": { "body": "Hi, my card %s was charged twice on %s. Please refund one. Thanks" },
    "requester": { "email": "%s" },
    "custom_fields": [{ "id": %d, "value": "billing" }],
    "priority": "high"
  }
}
~~~

The ticket is created but custom_fields is empty.`, b.K(orderNo()), c, b.K(dateS()), em, rn(10000000, 99999999))
	})

	reg("card_csv_import", func(b *B) string {
		lines := []string{"cardholder,pan,exp,zip"}
		for i := 0; i < 3; i++ {
			p := newPerson()
			c := b.Card("", pick1(0, 0, 1))
			lines = append(lines, f("%s,%s,%02d/%02d,%s", p.Full(), c, rn(1, 12), rn(26, 31), b.K(dg(5))))
		}
		return f(`Migrating saved cards to the new processor; their import tool rejects our CSV with "invalid PAN at row 2":

~~~
%s
~~~

Is there a max length or must spaces be stripped?`, strings.Join(lines, "\n"))
	})

	reg("card_iso8583_dump", func(b *B) string {
		d := cardDigits(pick("visa", "mc"))
		for used[d] {
			d = cardDigits(pick("visa", "mc"))
		}
		used[d] = true
		c := b.P("credit_card", d)
		return f(`jPOS: response code 30 (format error) from the switch. Our 0200 dump:

~~~
<isomsg direction="outgoing">
  <field id="0" value="0200"/>
  <field id="2" value="%s"/>
  <field id="3" value="000000"/>
  <field id="4" value="%012d"/>
  <field id="7" value="%s"/>
  <field id="11" value="%s"/>
  <field id="41" value="%s"/>
  <field id="49" value="840"/>
</isomsg>
~~~`, c, rn(100, 999999), b.K(tm().Format("0102150405")), b.K(dg(6)), b.K("TERM"+dg(4)))
	})

	reg("ssn_payroll_csv", func(b *B) string {
		lines := []string{"employee_id,name,ssn,email,start_date"}
		for i := 0; i < 3; i++ {
			p := newPerson()
			s := b.SSN()
			e := b.P("email", emailFor(p, true))
			lines = append(lines, f("%s,%s,%s,%s,%s", b.K("E"+dg(5)), p.Full(), s, e, b.K(dateS())))
		}
		return f(`Gusto API import: "ssn is invalid" for every row although they look fine

~~~csv
%s
~~~`, strings.Join(lines, "\n"))
	})

	reg("ssn_json_bare", func(b *B) string {
		s := b.P("ssn", ssnBare())
		em := b.Email()
		return f(`Node: JSON schema rejects ssn as "must be string" — body we post to /v1/applicants:

~~~json
{"first_name":"%s","email":"%s","ssn":"%s","dob":"%s","income_cents":%d}
~~~

Ajv %s with coerceTypes: false.`, cap1(pickL(firstNames)), em, s, b.K(tm().AddDate(-35, 0, 0).Format("2006-01-02")), rn(1000000, 20000000), b.K("8.12.0"))
	})

	reg("ssn_spaced_log", func(b *B) string {
		a, g, sr := ssnParts()
		v := b.P("ssn", uniq(func() string { return fmt.Sprintf("%03d %02d %04d", a, g, sr) }))
		return f(`Our KYC log shows the SSN with spaces and the vendor rejects it:

~~~
%s WARN kyc.verify applicant=%d SSN '%s' rejected by provider: format (expected ###-##-####)
~~~

Should I normalize before sending or before storing?`, b.K(isoTS()), rn(10000, 999999), v)
	})

	reg("ssn_sheets_formula", func(b *B) string {
		s1 := b.P("ssn", ssnBare())
		s2 := b.P("ssn", ssnBare())
		return f(`Google Sheets drops leading zeros in the SSN column. Column B (header "SSN") has %s and %s, and =TEXT(B2,"000-00-0000") works for the first but not for imported rows. Apps Script setNumberFormat("@") first?`, s1, s2)
	})

	reg("itin_w7_question", func(b *B) string {
		it := b.P("ssn", uniq(func() string { return strings.ReplaceAll(itin(), "-", "") }))
		return f(`IRS e-file rejects with R0000-504-02 "Primary SSN/ITIN must match". Our payload field <PrimarySSN>%s</PrimarySSN> holds an ITIN, is there a separate element for ITIN in the 1040 schema (TY%d)?`, it, rn(2022, 2024))
	})
}
