package main

import (
	"fmt"
	"strings"
)

func csvField(s string) string {
	if strings.ContainsAny(s, ",\"\n") {
		return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	}
	return s
}

func csvRow(fs ...string) string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = csvField(f)
	}
	return strings.Join(out, ",")
}

var gbIE = []string{"en-GB", "en-GB", "en-GB", "en-IE"}

func donorCRMCSV(b *B) string {
	l := b.loc(gbIE...)
	sep := b.pick(",", ",", "\t")
	hdr := []string{"SupporterID", "Title", "FirstName", "LastName", "Email", "Phone", "Postcode", "GiftAid", "LastGiftDate", "LastGiftAmount", "Campaign"}
	if b.coin() {
		hdr = []string{"constituent_id", "salutation", "first_name", "surname", "email_address", "mobile", "postcode", "gift_aid_status", "last_gift", "amount", "source_code"}
	}
	rows := []string{strings.Join(hdr, sep)}
	n := b.in(3, 7)
	for i := 0; i < n; i++ {
		p := b.person(l)
		id := b.K(fmt.Sprintf("SUP-%06d", b.in(1000, 420000)))
		em := ""
		if b.pct(85) {
			em = b.email(p)
		}
		ph := ""
		if b.pct(75) {
			ph = b.phone(l)
		}
		amt := fmt.Sprintf("%d.%02d", b.in(5, 500), 5*b.n(2)*10)
		row := []string{id, b.pick("Mr", "Mrs", "Ms", "Dr", "Mx", "Rev"), p.First, p.Last, em, ph, b.K(b.ukPostcode()), b.pick("Y", "N", "Declared", "Not eligible"), b.K(b.iso()), amt, b.K(fmt.Sprintf("%s%02d", b.pick("XMAS", "SPR", "LEG", "RAFFLE", "APPEAL"), b.in(21, 26)))}
		if sep == "," {
			rows = append(rows, csvRow(row...))
		} else {
			rows = append(rows, strings.Join(row, sep))
		}
	}
	intro := b.pick("Can you dedupe this Beacon export before I upload it to Mailchimp?\n\n", "Export from Donorfy, filtered to lapsed donors:\n", "", "Here's the raw CSV from the CRM — why does Excel mangle the phone column?\n\n")
	return intro + strings.Join(rows, "\n")
}

func giftAidForm(b *B) string {
	l := b.loc(gbIE...)
	o := b.org()
	p := b.person(l)
	lines := []string{
		"GIFT AID DECLARATION — " + o.Name,
		"Registered charity no. " + b.K(b.charityNo()) + "   HMRC ref: " + b.K(fmt.Sprintf("%s%05d", b.pick("XR", "AB", "EW", "XT"), b.in(10000, 99999))),
		"",
		"Title: " + b.pick("Mr", "Mrs", "Ms", "Dr"),
		"First name(s): " + p.First,
		"Surname: " + p.Last,
		"Home address: " + b.street(l) + ", " + b.pk(l.Cities),
		"Postcode: " + b.K(b.ukPostcode()),
		"Email: " + b.email(p),
	}
	if b.pct(80) {
		lines = append(lines, b.pick("Phone: ", "Tel: ", "Telephone (optional): ", "Mobile: ")+b.phone(l))
	}
	lines = append(lines,
		"[X] I want to Gift Aid my donation of "+b.K(b.amount(l, 10, 250))+" and any donations I make in the future or have made in the past 4 years to "+o.Name+".",
		"Date: "+b.K(b.rdate(l)),
		"Donor ref: "+b.K(fmt.Sprintf("GA-%d-%05d", b.in(2023, 2026), b.in(1, 99999))),
	)
	return b.pick("", "Scanned form, OCR output below:\n\n", "PDF text:\n") + strings.Join(lines, "\n")
}

func pledgeReminderLetter(b *B) string {
	l := b.loc("en-GB", "en-US", "en-CA", "en-AU", "en-IE")
	o := b.org()
	p := b.person(l)
	ref := b.K(fmt.Sprintf("PLG-%05d", b.in(100, 99999)))
	amt := b.K(b.amount(l, 100, 5000))
	inst := b.K(b.amount(l, 10, 200))
	d := b.K(b.rdate(l))
	s := fmt.Sprintf(`%s
%s
%s

%s

Dear %s %s,

Thank you for your generous pledge of %s to our %s appeal (pledge ref %s). Our records show the next instalment of %s is due on %s.

If your details have changed, please let us know. We currently hold:
  Email: %s
  Phone: %s

With gratitude,
%s
Supporter Care, %s
%s | %s`,
		p.Full(), b.street(l), b.pk(l.Cities), d, b.pick("Mr", "Mrs", "Ms", "Dr"), p.Last, amt,
		b.pick("Roof Restoration", "Building Fund", "Capital", "New Minibus", "Winter Shelter", "Playground"), ref, inst, b.K(b.rdate(l)),
		b.email(p), b.phone(l), b.person(l).Full(), o.Name, b.orgEmail(o, b.pick("supporters", "giving", "hello")), b.phone(l))
	return s
}

func legacyEnquiryNote(b *B) string {
	l := b.loc("en-GB", "en-GB", "en-US", "en-AU")
	p := b.person(l)
	ph := b.phone(l)
	em := b.email(p)
	id := b.K(fmt.Sprintf("%d", b.in(100000, 999999)))
	t := b.K(b.hm())
	return fmt.Sprintf(`CRM interaction — Supporter %s
Type: Incoming call   Logged: %s %s   By: %s
Summary: %s %s called about leaving a gift in their will. Wants the legacy pack posted and a follow-up call. Best number %s (%s), or email %s. Has already given %s this year via standing order.
Next action: send pack ref %s`, id, b.K(b.rdate(l)), t, b.person(l).First, b.pick("Mrs", "Mr", "Ms"), p.Last, ph,
		b.pick("after 2pm", "mornings only", "not Fridays", "evenings"), em, b.K(b.amount(l, 50, 900)), b.K(fmt.Sprintf("LEG-%s-%03d", b.pick("A", "B", "C"), b.in(1, 999))))
}

func fundraisingPageJSON(b *B) string {
	l := b.loc("en-GB", "en-US", "en-IE", "en-AU", "en-CA")
	var items []string
	n := b.in(2, 4)
	for i := 0; i < n; i++ {
		p := b.person(l)
		anon := b.pct(25)
		items = append(items, fmt.Sprintf(`    {"donationId": %s, "donorDisplayName": "%s", "donorRealName": "%s", "donorEmail": "%s", "amount": "%s", "currencyCode": "%s", "giftAidable": %v, "donationDate": "%s", "message": "%s"}`,
			b.K(fmt.Sprint(b.in(1000000000, 1999999999))), map[bool]string{true: "Anonymous", false: p.First}[anon], p.Full(), b.email(p), b.K(fmt.Sprintf("%d.%02d", b.in(5, 250), 0)), b.pick("GBP", "GBP", "EUR", "USD"), b.coin(), b.K(b.isoTS()),
			b.pick("Good luck!", "Go on Sarah x", "For Grandad", "Smash it!", "In memory of Jean", "")))
	}
	return fmt.Sprintf("GET /v1/fundraising/pages/%s/donations returned:\n{\n  \"pageShortName\": \"%s\",\n  \"donations\": [\n%s\n  ],\n  \"pagination\": {\"pageNumber\": 1, \"pageSizeReturned\": %d}\n}",
		b.K(b.pick("mo-run-", "coast-walk-", "skydive-for-", "marathon-")+fmt.Sprint(b.in(100, 9999))), b.pick("team-hollybank", "riverside-10k", "swim-the-lake"), strings.Join(items, ",\n"), n)
}

func stripeChargeWebhook(b *B) string {
	l := b.loc("en-GB", "en-US", "en-IE", "fr-FR", "de-DE", "nl-NL", "en-AU")
	p := b.person(l)
	ts := b.in(1700000000, 1760000000)
	last4 := b.digits(4)
	return fmt.Sprintf(`POST /webhooks/stripe  Stripe-Signature: t=%d,v1=%s
{
  "id": "%s",
  "type": "charge.succeeded",
  "data": {"object": {
    "id": "%s", "amount": %d, "currency": "%s",
    "billing_details": {"email": "%s", "name": "%s", "phone": "%s",
      "address": {"city": "%s", "postal_code": "%s"}},
    "payment_method_details": {"card": {"brand": "%s", "last4": "%s", "exp_month": %d, "exp_year": %d}},
    "metadata": {"campaign": "%s", "gift_aid": "%v", "member_no": "%s"},
    "receipt_number": "%s"
  }}
}`, ts, b.K(b.from(hexd, 64)), b.K("evt_3"+b.from(alnum, 23)), b.K("ch_3"+b.from(alnum, 23)), b.in(500, 50000), b.pick("gbp", "usd", "eur"),
		b.email(p), p.Full(), b.phone(l), b.pk(l.Cities), b.K(b.pick("SW1A 2AA", "BS3 4QF", "75011", "10115", "94110", "1012 AB")), b.pick("visa", "mastercard", "amex"), b.K(last4), b.in(1, 12), b.in(2026, 2031),
		b.pick("spring-appeal", "membership-2025", "gala-tickets"), b.coin(), b.K(fmt.Sprintf("M%06d", b.in(1, 999999))), b.K(fmt.Sprintf("%04d-%04d", b.in(1000, 9999), b.in(1000, 9999))))
}

func stripeRefundCurl(b *B) string {
	l := b.loc("en-GB", "en-US", "en-CA", "en-AU")
	key := ""
	if b.coin() {
		key = b.stripeSK()
	} else {
		key = b.stripeRK()
	}
	pi := b.K("pi_3" + b.from(alnum, 23))
	p := b.person(l)
	var s string
	if b.coin() {
		s = fmt.Sprintf("curl https://api.stripe.com/v1/refunds \\\n  -u %s: \\\n  -d payment_intent=%s \\\n  -d amount=%d \\\n  -d \"metadata[requested_by]=%s\"", key, pi, b.in(500, 9000), b.email(p))
	} else {
		s = fmt.Sprintf("curl -X POST https://api.stripe.com/v1/refunds -H \"Authorization: Bearer %s\" -d payment_intent=%s -d reason=requested_by_customer\n# refund for %s, ticket order %s", key, pi, b.email(p), b.K(fmt.Sprintf("#%d", b.in(1000000000, 9999999999))))
	}
	return b.pick("Our treasurer ran this and got a 400, what's wrong?\n\n", "Refund script for the cancelled quiz night:\n", "") + s
}

func paypalIPN(b *B) string {
	l := b.loc("en-GB", "en-US", "de-DE", "fr-FR", "it-IT", "es-ES")
	p := b.person(l)
	em := b.email(p)
	enc := strings.ReplaceAll(em, "@", "%40")
	b.pii = b.pii[:len(b.pii)-1]
	b.P("email", enc)
	ph := b.phoneRaw(l)
	encPh := strings.NewReplacer("+", "%2B", " ", "+").Replace(ph)
	b.P("phone", encPh)
	txn := b.K(b.from(upnum, 17))
	return fmt.Sprintf("%s IPN received: mc_gross=%d.00&protection_eligibility=Eligible&payer_id=%s&payment_date=%s&payment_status=Completed&first_name=%s&last_name=%s&payer_email=%s&contact_phone=%s&item_name=%s&item_number=%s&txn_id=%s&custom=%s&receiver_email=%s",
		b.K(b.isoTS()), b.in(5, 300), b.K(b.from(upnum, 13)), b.pick("09%3A12%3A40+Mar+14%2C+2025+PDT", "18%3A02%3A11+Nov+02%2C+2024+PST"), ascii(p.First), ascii(p.Last), enc, encPh,
		b.pick("Annual+Membership", "Gala+Dinner+Ticket", "Donation", "Junior+Subs"), b.K(fmt.Sprintf("MEM%04d", b.in(1, 9999))), txn, b.K(fmt.Sprintf("don_%d", b.in(10000, 99999))),
		b.P("email", "treasurer%40"+b.org().Domain))
}

func gocardlessWebhook(b *B) string {
	l := b.loc("en-GB", "en-GB", "fr-FR", "de-DE", "nl-NL", "en-IE", "sv-SE")
	p := b.person(l)
	cu := b.K("CU" + b.from(upnum, 12))
	md := b.K("MD" + b.from(upnum, 12))
	return fmt.Sprintf(`Webhook-Signature: %s
{"events":[{"id":"%s","created_at":"%s","resource_type":"mandates","action":"%s","links":{"mandate":"%s","customer":"%s"},"details":{"origin":"bank","cause":"%s","scheme":"%s","reason_code":"%s"}}]}

Then GET /customers/%s:
{"customers":{"id":"%s","email":"%s","given_name":"%s","family_name":"%s","phone_number":"%s","address_line1":"%s","postal_code":"%s","metadata":{"membership_no":"%s"}}}`,
		b.K(b.from(hexd, 64)), b.K("EV"+b.from(upnum, 12)), b.K(b.isoTS()), b.pick("cancelled", "failed", "expired", "active"), md, cu, b.pick("bank_account_closed", "mandate_cancelled", "authorisation_disputed"), b.pick("bacs", "sepa_core", "autogiro"), b.pick("ADDACS-B", "ARUDD-0", "MD01"),
		cu, cu, b.email(p), p.First, p.Last, b.phone(l), b.street(l), b.K(b.pick("LS6 2QT", "BS3 1AB", "75011", "10115", "1012 AB", "113 51")), b.K(fmt.Sprintf("GYM-%05d", b.in(1, 99999))))
}

func gocardlessConfig(b *B) string {
	var s string
	tok := b.gocardlessToken()
	if b.coin() {
		s = fmt.Sprintf("# config/payments.yml\ngocardless:\n  environment: live\n  access_token: %s\n  webhook_endpoint_secret: %s\n  creditor_id: %s\n  default_collection_day: %s\n", tok, b.opaque(b.in(32, 40)), b.K("CR"+b.from(upnum, 12)), b.K(fmt.Sprint(b.in(1, 28))))
	} else {
		s = fmt.Sprintf("$ curl -s https://api.gocardless.com/payments?status=failed \\\n    -H \"Authorization: Bearer %s\" \\\n    -H \"GoCardless-Version: 2015-07-06\"\n{\"payments\":[{\"id\":\"%s\",\"amount\":%d,\"currency\":\"GBP\",\"charge_date\":\"%s\",\"reference\":\"%s\",\"status\":\"failed\"}]}", tok, b.K("PM"+b.from(upnum, 12)), b.in(1500, 6000), b.K(b.iso()), b.K(fmt.Sprintf("SUBS-%05d", b.in(1, 99999))))
	}
	return b.pick("", "Leisure centre DD setup, nothing is arriving:\n", "Pasting our config so you can see the issue:\n\n") + s
}

func donationFormOCR(b *B) string {
	l := b.loc("en-GB", "en-US", "en-IE", "en-AU", "en-CA")
	o := b.org()
	p := b.person(l)
	c, brand, _ := b.card(l)
	exp := b.K(fmt.Sprintf("%02d/%02d", b.in(1, 12), b.in(26, 31)))
	return fmt.Sprintf(`--- page 1 ---
%s  ·  DONATION FORM
Charity reg. %s
I would like to give: [ ] £10  [x] £25  [ ] £50  [ ] Other ______
Name %s
Address %s, %s
Email %s        Tel %s
Please debit my %s card
Card no. %s    Expiry %s
Signature ____________  Date %s
[x] Gift Aid it
--- page 2 ---
Office use: batch %s / receipt %s`, strings.ToUpper(o.Name), b.K(b.charityNo()), p.Full(), b.street(l), b.pk(l.Cities), b.email(p), b.phone(l), brand, c, exp, b.K(b.rdate(l)),
		b.K(fmt.Sprintf("B%03d", b.in(1, 400))), b.K(fmt.Sprintf("R%06d", b.in(1, 999999))))
}

func phoneDonationCallSheet(b *B) string {
	l := b.loc("en-GB", "en-US", "en-AU", "en-CA", "en-IE")
	p := b.person(l)
	c, brand, _ := b.card(l)
	return fmt.Sprintf(`Telethon call sheet — line %s — operator %s
Caller: %s
Call-back no.: %s
Pledge: %s %s
Payment: %s %s exp %s (CVV taken verbally, not written down)
Email for receipt: %s
Time: %s   Pledge ID: %s`, b.K(fmt.Sprintf("%02d", b.in(1, 24))), b.person(l).First, p.Full(), b.phone(l), b.K(b.amount(l, 10, 500)), b.pick("one-off", "monthly", "annual"),
		brand, c, b.K(fmt.Sprintf("%02d/%d", b.in(1, 12), b.in(2026, 2031))), b.email(p), b.K(b.hm()), b.K(fmt.Sprintf("TEL%d-%04d", b.in(23, 26), b.in(1, 9999))))
}

func titheGivingExport(b *B) string {
	l := locByID("en-US")
	rows := []string{"Envelope #,Giver,Email,Phone,Fund,Amount,Method,Date,Card"}
	n := b.in(3, 6)
	for i := 0; i < n; i++ {
		p := b.person(l)
		method := b.pick("Card", "ACH", "Check", "Text-to-Give")
		card := ""
		if method == "Card" {
			if b.pct(30) {
				c, _, _ := b.card(l)
				card = c
			} else {
				card = b.K("•••• " + b.digits(4))
			}
		}
		if method == "Check" {
			card = b.K(fmt.Sprintf("chk %d", b.in(1000, 9999)))
		}
		rows = append(rows, csvRow(b.K(fmt.Sprintf("%04d", b.in(100, 2999))), p.Full(), b.email(p), b.phone(l), b.pick("General", "Missions", "Building", "Benevolence", "Youth Camp"), b.K(fmt.Sprintf("$%d.00", b.in(10, 2000))), method, b.K(b.rdate(l)), card))
	}
	return b.pick("Pushpay export for the finance committee:\n", "Weekly giving report (Cedar Hill):\n\n", "") + strings.Join(rows, "\n")
}
