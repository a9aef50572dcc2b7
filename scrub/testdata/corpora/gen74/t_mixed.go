package main

import (
	"fmt"
	"strings"
)

func mixedTemplates() []Tmpl {
	return []Tmpl{
		{"mixed_support_ticket", func(b *B) {
			p := anyPerson()
			cc := pick("US", "GB", "DE", "FR", "AU", "CA", "IN", "BR")
			n := majorNet()
			d := n.gen()
			b.F("Ticket {} — priority P2 — opened {}\nRequester: {} <{}>\nCallback: {}\nIssue: refund for {} charged to {} card {}; order {}", Kv(ticketNo()), Kv(isoTS()), Tv(p.Full()), Pv(fE, emailOf(p, false)), Pv(fP, phoneOf(cc)), Kv(money()), Tv(n.name), Pv(fC, cardAnyFmt(d)), Kv(orderNo()))
		}},
		{"mixed_hr_onboarding", func(b *B) {
			p := personOf("en")
			b.F("Onboarding checklist for {} (start {}):\n- personal email: {}\n- mobile: {}\n- SSN for payroll: {}\n- laptop asset tag {}", Tv(p.Full()), Kv(rdate().us()), Pv(fE, emailOf(p, false)), Pv(fP, nanp(false)), Pv(fS, fmtSSN(ssnDigits(), "-")), Kv("AT-"+nz(6)))
		}},
		{"mixed_crm_json_export", func(b *B) {
			b.T(`{"contacts":[`)
			n := between(2, 3)
			for i := 0; i < n; i++ {
				p := anyPerson()
				cc := pickS(allCountries)
				if i > 0 {
					b.T(",")
				}
				b.F(`{"id":{},"name":"{}","email":"{}","phone":"{}","owner_id":{},"stage":"{}"}`, Kv(nz(7)), Tv(p.Full()), Pv(fE, emailOf(p, chance(0.5))), Pv(fP, pick(phoneIntl(cc), e164(phoneIntl(cc)))), Kv(nz(4)), Tv(pick("lead", "qualified", "won")))
			}
			b.F(`],"next_cursor":"{}"}`, Kv(b64u(24)))
		}},
		{"mixed_http_request_dump", func(b *B) {
			p := anyPerson()
			b.F("POST /api/v1/profile HTTP/2\nhost: {}\nauthorization: Bearer {}\ncookie: sid={}\ncontent-type: application/json\n\n{\"email\":\"{}\",\"phone\":\"{}\",\"marketing_opt_in\":false}", Kv(pick("api.brightpath.io", "app.orbitpay.eu")), Pv(fJ, jwtToken()), Pv(fB, alnum(32)), Pv(fE, emailOf(p, false)), Pv(fP, e164(phoneIntl(pickS(allCountries)))))
		}},
		{"mixed_error_event", func(b *B) {
			p := anyPerson()
			b.F(`{"event_id":"{}","level":"error","exception":{"type":"KeyError","value":"'shipping_address'"},"user":{"id":"{}","email":"{}","ip_address":"{}"},"request":{"url":"https://{}/checkout","headers":{"Authorization":"Bearer {}","X-Forwarded-For":"{}"}},"release":"{}"}`,
				Kv(hexl(32)), Kv(nz(6)), Pv(fE, emailOf(p, false)), Kv(privIP()), Kv(pick("shop.tidewater-foods.com", "store.brightpath.io")), Pv(fB, opaqueToken()), Kv(privIP()), Kv("web@"+version()))
		}},
		{"mixed_dlp_test_record", func(b *B) {
			p := personOf("en")
			n := majorNet()
			b.F("Name: {}\nSSN: {}\nCredit Card ({}): {}\nPhone: {}\nEmail: {}\nAccount created: {}", Tv(p.Full()), Pv(fS, ssnAny()), Tv(n.name), Pv(fC, cardAnyFmt(n.gen())), Pv(fP, nanp(false)), Pv(fE, emailOf(p, false)), Kv(rdate().us()))
		}},
		{"mixed_patient_intake", func(b *B) {
			p := personOf("en")
			b.F("PATIENT INTAKE — {}\nMRN: {}\nPrimary phone: {}\nEmail: {}\nInsurance subscriber SSN: {}\nVisit: {} {} with Dr. {}", Tv(p.Full()), Kv(nz(8)), Pv(fP, nanp(false)), Pv(fE, emailOf(p, false)), Pv(fS, fmtSSN(ssnDigits(), pick("-", " "))), Kv(rdate().us()), Kv(rtime()), Tv(personOf("en").Last))
		}},
		{"mixed_rental_application", func(b *B) {
			p := personOf("en")
			d := majorNet().gen()
			b.F("Rental application #{} for unit {}\nApplicant: {}, {}, {}\nSSN (credit check): {}\nHolding deposit {} charged to card {}", Kv(nz(5)), Kv(pick("2B", "14C", "305", "7A")+"-"+pick("Maple Ct", "Harbor View")), Tv(p.Full()), Pv(fP, nanp(false)), Pv(fE, emailOf(p, false)), Pv(fS, ssnAny()), Kv(fmt.Sprintf("$%d.00", between(200, 1500))), Pv(fC, cardAnyFmt(d)))
		}},
		{"mixed_contact_form_notification", func(b *B) {
			p := anyPerson()
			cc := pickS(allCountries)
			b.F("New submission from \"Contact us\" ({})\n\nName: {}\nEmail: {}\nPhone: {}\nCompany: {}\nMessage: Hi, we'd like a quote for {} seats starting {}.", Kv(pick("form id 4", "webflow form "+hexl(8), "wpforms #"+nz(3))), Tv(p.Full()), Pv(fE, emailOf(p, true)), Pv(fP, phoneOf(cc)), Tv(company()), Kv(fmt.Sprint(between(10, 500))), Kv(rdate().long()))
		}},
		{"mixed_chat_credential_leak", func(b *B) {
			a, c := anyPerson(), anyPerson()
			b.F("{} {}: prod is down, can someone check? here's the token I used: {}\n{} {}: pls don't paste tokens here! rotate it. also call me at {} if you need the on-call", Kv(rtime()), Tv(a.First), Pv(fB, pick(ghClassic(), slackBot(), stripeSecret(), glToken(), openaiKey())), Kv(rtime()), Tv(c.First), Pv(fP, phoneOf(pick("US", "GB", "DE", "IN", "AU"))))
		}},
		{"mixed_invoice_email", func(b *B) {
			p := anyPerson()
			e := emailOf(p, true)
			b.F("Subject: Payment reminder — {}\n\nDear {},\nour records show {} outstanding since {}. We tried to reach you on {} without success; please reply to this message or write to {} from your account.\nReference: {}", Kv(invoiceNo()), Tv(p.First), Kv(money()), Kv(rdate().long()), Pv(fP, phoneOf(pick("US", "GB", "DE", "NL", "IE"))), Pv(fE, e), Kv(strings.ToUpper(hexl(8))))
		}},
	}
}
