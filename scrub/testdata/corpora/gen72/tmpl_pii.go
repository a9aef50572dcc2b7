package main

import (
	"fmt"
	"strconv"
	"strings"
)

type kind struct {
	name  string
	clean bool
	fn    func() line
}

func rl() *locale { return pick(locales) }

// displayName is how an English template shows a person of any locale.
func displayName(p person) string {
	if !isLatin(p.full) && chance(0.35) {
		return p.fullRoman
	}
	return p.full
}

func tp(opts ...string) string { return pick(opts) }

// brand is the short name a cardholder says.
func brand(issuerName string) string {
	switch {
	case strings.HasPrefix(issuerName, "VISA"):
		return "Visa"
	case strings.HasPrefix(issuerName, "American"):
		return "Amex"
	case strings.HasPrefix(issuerName, "Diners"):
		return "Diners Club"
	case strings.HasPrefix(issuerName, "JCB"):
		return "JCB"
	}
	return issuerName
}

// isLatin reports whether a name is written in Latin letters (with accents).
func isLatin(s string) bool {
	for _, c := range s {
		if c > 0x24F {
			return false
		}
	}
	return true
}

func company(l *locale) string {
	ln := pickRoman(l)
	return cap1(strings.ToLower(asciiFold(ln))) + " " + pick([]string{"GmbH", "Ltd", "LLC", "Inc.", "S.A.", "S.r.l.", "B.V.", "Group", "& Partners"})
}

func hostFor(l *locale) string {
	return strings.ToLower(asciiFold(pickRoman(l))) + pick([]string{"shop", "app", "pay", "cloud", "labs"}) + "." + pick([]string{"com", "io", l.tld})
}

func userFor(p person) string {
	return strings.ToLower(strings.ReplaceAll(p.rfirst, " ", "")) + pick([]string{"", ".", "_"}) + strings.ToLower(strings.ReplaceAll(p.rlast, " ", "")) + pick([]string{"", strconv.Itoa(between(1, 99))})
}

// urlPassword is a password a user would paste into a URL's userinfo.
func urlPassword() string {
	for {
		s := password()
		if !strings.ContainsAny(s, "@#/:%?&+()^$ ü") {
			return s
		}
	}
}

func pnr() string { return randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6) }

func flightNo() string {
	return pick([]string{"LH", "BA", "AF", "IB", "AZ", "TK", "JL", "NH", "CA", "KE", "SV", "AI", "GA", "VN", "UA", "DL", "KL", "LO", "SU", "LA"}) + " " + strconv.Itoa(between(10, 2999))
}

func rfcDate() string {
	d := randDate()
	return fmt.Sprintf("%s, %d %s %d %02d:%02d:%02d %s", pick([]string{"Mon", "Tue", "Wed", "Thu", "Fri"}), d.d, monthsEN[d.m-1][:3], d.y, between(7, 20), between(0, 59), between(0, 59), pick([]string{"+0100", "+0000", "-0500", "+0900", "+0530"}))
}

func isoTS() string {
	d := randDate()
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", d.iso(), between(0, 23), between(0, 59), between(0, 59), between(0, 999))
}

func vendorVar(v string) string {
	return strings.ToUpper(strings.NewReplacer(" ", "_", "-", "_").Replace(v)) + pick([]string{"_API_KEY", "_TOKEN", "_SECRET_KEY", "_KEY"})
}

func piiKinds() []kind {
	return []kind{
		{"chat_intro_contact", false, func() line {
			l := rl()
			p := newPerson(l)
			return render(tp("Hi, I'm ⟦name⟧. You can reach me at ⟦phone⟧ or ⟦email⟧.",
				"Hello! This is ⟦name⟧ — best number is ⟦phone⟧, email ⟦email⟧.",
				"hey its ⟦name⟧, my cell is ⟦phone⟧ and my email is ⟦email⟧ if you need anything",
				"Please add me to the waitlist: ⟦name⟧, ⟦email⟧, ⟦phone⟧."),
				T("name", displayName(p)), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)))
		}},
		{"update_email", false, func() line {
			l := rl()
			p := newPerson(l)
			old, nw := emailFor(p), emailFor(p)
			for nw == old {
				nw = emailFor(p)
			}
			return render(tp("Can you change the email on my account from ⟦old⟧ to ⟦new⟧? The account was opened on ⟦date⟧.",
				"I no longer use ⟦old⟧ — please send all receipts to ⟦new⟧ from now on (customer since ⟦date⟧)."),
				P("old", "email", old), P("new", "email", nw), K("date", randDate().in(l.code)))
		}},
		{"cancel_order_callback", false, func() line {
			l := rl()
			return render(tp("I need to cancel order ⟦order⟧ placed on ⟦date⟧ — please call me back on ⟦phone⟧ before ⟦time⟧.",
				"Order ⟦order⟧ (⟦date⟧) arrived damaged. Can someone ring me at ⟦phone⟧? I'm free after ⟦time⟧."),
				K("order", orderID()), K("date", randDate().in(l.code)), P("phone", "phone", phoneOf(l)), K("time", randTime(l.code)))
		}},
		{"signup_form", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("Full name: ⟦name⟧\nEmail address: ⟦email⟧\nPhone: ⟦phone⟧\nPostal code: ⟦zip⟧\nPreferred contact time: ⟦time⟧",
				T("name", p.full), P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)), K("zip", postcode(l)), K("time", randTime(l.code)))
		}},
		{"card_payment_sentence", false, func() line {
			l := rl()
			c := cardFor(l.code)
			return render(tp("Please charge my ⟦brand⟧ card ⟦card⟧ (exp ⟦exp⟧, CVV ⟦cvv⟧) for invoice ⟦inv⟧, total ⟦amount⟧.",
				"You can use card number ⟦card⟧, expiry ⟦exp⟧, security code ⟦cvv⟧ to settle ⟦inv⟧ (⟦amount⟧). It's a ⟦brand⟧."),
				T("brand", brand(c.iss.name)), P("card", "credit_card", c.text), T("exp", c.exp), T("cvv", c.cvv), K("inv", invoiceNo()), K("amount", l.currency()))
		}},
		{"card_declined_chat", false, func() line {
			l := rl()
			c := cardFor(l.code)
			return render(tp("my card ⟦card⟧ keeps getting declined when I try to pay ⟦amount⟧, error code ⟦err⟧. what's wrong?",
				"Why was ⟦card⟧ rejected? Checkout said ⟦err⟧ for a ⟦amount⟧ order."),
				P("card", "credit_card", c.text), K("amount", l.currency()), K("err", fill(pick([]string{"E-%###", "ERR_%##", "DECLINED_5%", "code %#"}))))
		}},
		{"faker_credit_card_full", false, func() line {
			l := rl()
			p := newPerson(l)
			c := cardFor(l.code)
			c.text = c.digits
			sec := "CVC"
			if strings.HasPrefix(c.iss.name, "American") {
				sec = "CID"
			}
			return render("⟦iss⟧\n⟦name⟧\n⟦card⟧ ⟦exp⟧\n⟦sec⟧: ⟦cvv⟧\n",
				T("iss", c.iss.name), T("name", p.fullRoman), P("card", "credit_card", c.text), T("exp", c.exp), T("sec", sec), T("cvv", c.cvv))
		}},
		{"w9_form_ssn", false, func() line {
			l := localeByCode("en_US")
			p := newPerson(l)
			return render("Form W-9 (Rev. March 2024)\nName: ⟦name⟧\nBusiness name: ⟦co⟧\nSocial security number: ⟦ssn⟧\nEmployer identification number: ⟦ein⟧\nAddress: ⟦addr⟧",
				T("name", p.full), T("co", company(l)), P("ssn", "ssn", ssn()), K("ein", ein()), T("addr", streetAddress(l)))
		}},
		{"ssn_sentence_chat", false, func() line {
			return render(tp("My social security number is ⟦ssn⟧ and the IRS letter says I have to include it for tax year ⟦year⟧.",
				"do I put my SSN (⟦ssn⟧) on the ⟦year⟧ 1040 or just the last four?",
				"Hi, my SSN is ⟦ssn⟧, can you confirm my ⟦year⟧ return was received?"),
				P("ssn", "ssn", ssn()), K("year", strconv.Itoa(between(2019, 2025))))
		}},
		{"ssn_support_note", false, func() line {
			return render(tp("Customer verified identity with SSN ⟦ssn⟧ on ⟦date⟧; case ⟦tkt⟧ escalated.",
				"Caller confirmed social ⟦ssn⟧ and ZIP ⟦zip⟧ — case ⟦tkt⟧, ⟦date⟧."),
				P("ssn", "ssn", ssnStyled()), K("date", randDate().in("en_US")), K("tkt", ticketID()), K("zip", postcode(localeByCode("en_US"))))
		}},
		{"itin_tax_prep", false, func() line {
			return render(tp("I don't have an SSN, my ITIN is ⟦itin⟧. Can I still file jointly with my wife? Her SSN is ⟦ssn⟧.",
				"Dependent: ITIN ⟦itin⟧. Taxpayer: SSN ⟦ssn⟧. Filing status: married filing jointly."),
				P("itin", "ssn", itin()), P("ssn", "ssn", ssn()))
		}},
		{"jwt_debug", false, func() line {
			p := newPerson(rl())
			return render(tp("Why does this token fail validation with 'invalid signature'? ⟦jwt⟧",
				"Can you decode this JWT for me and tell me when it expires: ⟦jwt⟧",
				"jwt.io says the signature is invalid:\n\n⟦jwt⟧\n\nwhat am I doing wrong?"),
				P("jwt", "jwt", jwtFor(p)))
		}},
		{"jwt_auth_header", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("GET /api/v2/orders/⟦oid⟧ HTTP/1.1\nHost: api.⟦host⟧\nAuthorization: Bearer ⟦jwt⟧\nAccept: application/json",
				K("oid", strconv.Itoa(between(10000, 999999))), T("host", hostFor(l)), P("jwt", "jwt", jwtFor(p)))
		}},
		{"jwt_token_response", false, func() line {
			p := newPerson(rl())
			return render(`{"access_token":"⟦jwt⟧","token_type":"Bearer","expires_in":3600,"refresh_token":"⟦rt⟧","scope":"read write"}`,
				P("jwt", "jwt", jwtFor(p)), P("rt", "bearer", opaqueToken()))
		}},
		{"jwt_reset_link", false, func() line {
			l := rl()
			p := newPerson(l)
			return render(tp("Click the link to reset your password: https://⟦host⟧/reset?token=⟦jwt⟧ (valid until ⟦time⟧).",
				"The magic link https://⟦host⟧/auth/callback?token=⟦jwt⟧ gives me a 403, valid until ⟦time⟧ supposedly"),
				T("host", hostFor(l)), P("jwt", "jwt", jwtFor(p)), K("time", randTime(l.code)))
		}},
		{"jwt_cookie", false, func() line {
			p := newPerson(rl())
			return render("HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: auth_token=⟦jwt⟧; Path=/; Secure; HttpOnly; SameSite=Lax",
				P("jwt", "jwt", jwtFor(p)))
		}},
		{"api_key_snippet", false, func() line {
			k, v := apiKey()
			return render(tp("import os\n\n⟦var⟧ = \"⟦key⟧\"\nclient = Client(api_key=⟦var⟧)\nprint(client.ping())",
				"const client = new Client({ apiKey: \"⟦key⟧\" }); // ⟦vendor⟧ ⟦var⟧",
				"why does ⟦vendor⟧ return 401 with this key? ⟦var⟧=⟦key⟧"),
				T("var", vendorVar(v)), P("key", "bearer", k), T("vendor", v))
		}},
		{"env_file", false, func() line {
			l := rl()
			p := newPerson(l)
			k, v := apiKey()
			return render("DATABASE_URL=postgres://⟦user⟧:⟦pw⟧@db.internal:5432/⟦db⟧\n⟦var⟧=⟦key⟧\nDEBUG=false\nPORT=⟦port⟧",
				T("user", userFor(p)), P("pw", "bearer", urlPassword()), T("db", pick([]string{"shop", "app_prod", "crm", "billing"})), T("var", vendorVar(v)), P("key", "bearer", k), K("port", strconv.Itoa(pick([]int{3000, 8080, 8000, 5000, 4000}))))
		}},
		{"curl_bearer", false, func() line {
			l := rl()
			return render(tp("curl -X POST https://api.⟦host⟧/v1/charges -H \"Authorization: Bearer ⟦tok⟧\" -d amount=⟦cents⟧ -d currency=usd",
				"curl -s 'https://api.⟦host⟧/v2/users?page=2' \\\n  -H 'Accept: application/json' \\\n  -H 'Authorization: Bearer ⟦tok⟧' # returns ⟦cents⟧ rows?"),
				T("host", hostFor(l)), P("tok", "bearer", opaqueToken()), K("cents", strconv.Itoa(between(100, 99999))))
		}},
		{"password_chat", false, func() line {
			l := rl()
			return render(tp("my password is ⟦pw⟧ and it still says invalid credentials on ⟦site⟧, can you help?",
				"I set the password to ⟦pw⟧ yesterday but the ⟦site⟧ app won't accept it",
				"Is ⟦pw⟧ a strong enough password for my ⟦site⟧ account?"),
				P("pw", "bearer", password()), T("site", hostFor(l)))
		}},
		{"temp_password_email", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("Hello ⟦first⟧,\n\nYour account has been created.\nUsername: ⟦email⟧\nTemporary password: ⟦pw⟧\n\nThis password expires on ⟦date⟧ at ⟦time⟧.",
				T("first", p.first), P("email", "email", emailFor(p)), P("pw", "bearer", password()), K("date", randDate().in(l.code)), K("time", randTime(l.code)))
		}},
		{"support_ticket", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("Ticket ⟦tkt⟧ — opened ⟦date⟧\nCustomer: ⟦name⟧\nEmail: ⟦email⟧\nPhone: ⟦phone⟧\nIssue: refund of ⟦amount⟧ for order ⟦order⟧ not received.",
				K("tkt", ticketID()), K("date", randDate().in(l.code)), T("name", p.full), P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)), K("amount", l.currency()), K("order", orderID()))
		}},
		{"email_signature", false, func() line {
			l := rl()
			p := newPerson(l)
			m, o := phoneOf(l), phoneOf(l)
			for o == m {
				o = phoneOf(l)
			}
			return render(tp("Thanks,\n⟦name⟧\n⟦title⟧ | ⟦co⟧\nM: ⟦m⟧ | O: ⟦o⟧\n⟦email⟧",
				"Best regards\n\n⟦name⟧\n⟦title⟧, ⟦co⟧\nMobile: ⟦m⟧\nOffice: ⟦o⟧\nEmail: ⟦email⟧"),
				T("name", p.full), T("title", pick([]string{"Account Manager", "Senior Engineer", "Head of Sales", "Office Manager", "Procurement Lead"})), T("co", company(l)),
				P("m", "phone", m), P("o", "phone", o), P("email", "email", emailFor(p)))
		}},
		{"shipping_notice", false, func() line {
			l := rl()
			return render(tp("Your parcel ⟦trk⟧ is on its way to ⟦addr⟧. The driver may text you at ⟦phone⟧ on ⟦date⟧.",
				"Delivery update for ⟦trk⟧: attempted ⟦date⟧. Recipient phone on file ⟦phone⟧. Address: ⟦addr⟧."),
				K("trk", trackingNo()), T("addr", streetAddress(l)), P("phone", "phone", phoneOf(l)), K("date", randDate().in(l.code)))
		}},
		{"bank_transfer", false, func() line {
			l := rl()
			p := newPerson(l)
			return render(tp("Please wire ⟦amount⟧ to IBAN ⟦iban⟧ (reference ⟦ref⟧) and send the confirmation to ⟦email⟧.",
				"Transfer of ⟦amount⟧ to ⟦iban⟧, ref ⟦ref⟧ — confirmation goes to ⟦email⟧ please."),
				K("amount", l.currency()), K("iban", iban(ibanCountry(l.code))), K("ref", invoiceNo()), P("email", "email", emailFor(p)))
		}},
		{"hotel_booking", false, func() line {
			l := rl()
			p := newPerson(l)
			c := cardFor(l.code)
			return render("Reservation ⟦conf⟧ for ⟦name⟧, check-in ⟦date⟧, ⟦n⟧ nights. Guest phone ⟦phone⟧. Card on file: ⟦card⟧ exp ⟦exp⟧.",
				K("conf", fill("%########")), T("name", displayName(p)), K("date", randDate().in(l.code)), T("n", strconv.Itoa(between(1, 9))), P("phone", "phone", phoneOf(l)), P("card", "credit_card", c.text), T("exp", c.exp))
		}},
		{"json_user_record", false, func() line {
			l := rl()
			p := newPerson(l)
			return render(`{"id": ⟦id⟧, "name": "⟦name⟧", "email": "⟦email⟧", "phone": "⟦phone⟧", "locale": "⟦loc⟧", "created_at": "⟦ts⟧", "plan": "pro"}`,
				K("id", strconv.Itoa(between(1000, 9999999))), T("name", p.full), P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)), T("loc", l.code), K("ts", isoTS()))
		}},
		{"csv_export", false, func() line {
			parts := []line{render("id,name,email,phone,city")}
			for i := 0; i < between(2, 4); i++ {
				l := rl()
				p := newPerson(l)
				parts = append(parts, render("⟦id⟧,⟦name⟧,⟦email⟧,⟦phone⟧,⟦city⟧", K("id", strconv.Itoa(between(10000, 99999))), T("name", p.fullRoman), P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)), T("city", pick(l.cities))))
			}
			return join("\n", parts...)
		}},
		{"log_login", false, func() line {
			p := newPerson(rl())
			return render(tp(`⟦ts⟧ INFO auth: login ok user=⟦email⟧ ip=⟦ip⟧ session=⟦sid⟧ ua="Mozilla/5.0"`,
				`⟦ts⟧ WARN session refresh failed for ⟦email⟧ (sid ⟦sid⟧) from ⟦ip⟧`),
				K("ts", isoTS()), P("email", "email", emailFor(p)), K("ip", ipv4()), P("sid", "bearer", sessionID()))
		}},
		{"sql_insert", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("INSERT INTO customers (name, email, phone, country) VALUES ('⟦name⟧', '⟦email⟧', '⟦phone⟧', '⟦cc⟧');",
				T("name", strings.ReplaceAll(p.full, "'", "''")), P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)), T("cc", l.code[3:]))
		}},
		{"yaml_smtp", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("mail:\n  host: smtp.⟦dom⟧\n  port: 587\n  username: ⟦email⟧\n  password: \"⟦pw⟧\"\n  from_name: Newsletter",
				T("dom", pick(l.domains)), P("email", "email", emailFor(p)), P("pw", "bearer", password()))
		}},
		{"token_leak_question", false, func() line {
			k, v := apiKey()
			return render(tp("I accidentally pushed my ⟦vendor⟧ token ⟦key⟧ to a public repo at ⟦time⟧ today. How do I revoke it?",
				"Is this ⟦vendor⟧ key still valid? ⟦key⟧ — it was created ⟦time⟧ yesterday."),
				T("vendor", v), P("key", "bearer", k), K("time", randTime("en_US")))
		}},
		{"basic_auth_header", false, func() line {
			l := rl()
			p := newPerson(l)
			return render(tp("GET /admin/reports HTTP/1.1\nHost: intranet.⟦host⟧\nAuthorization: Basic ⟦b64⟧\nUser-Agent: curl/8.5.0",
				"Our webhook sends `Authorization: Basic ⟦b64⟧` but the server answers 401 since ⟦date⟧."),
				T("host", hostFor(l)), P("b64", "bearer", basicAuth(userFor(p), urlPassword())), K("date", randDate().iso()))
		}},
		{"db_url_userinfo", false, func() line {
			l := rl()
			p := newPerson(l)
			return render(tp("Can't connect: ⟦scheme⟧://⟦user⟧:⟦pw⟧@⟦host⟧:⟦port⟧/⟦db⟧ gives 'authentication failed'",
				"connection string is ⟦scheme⟧://⟦user⟧:⟦pw⟧@⟦host⟧:⟦port⟧/⟦db⟧ — timeout after 30s"),
				T("scheme", pick([]string{"postgres", "mysql", "mongodb", "redis", "amqp"})), T("user", userFor(p)), P("pw", "bearer", urlPassword()),
				T("host", pick([]string{"db.", "10.0.4.12", "cache.", "mq."})+pick([]string{"internal", "prod.local", "example.net"})), K("port", strconv.Itoa(pick([]int{5432, 3306, 27017, 6379, 5672}))), T("db", pick([]string{"shop", "orders", "analytics", "0"})))
		}},
		{"wifi_password", false, func() line {
			return render(tp("The guest Wi-Fi is ⟦ssid⟧ and the password is ⟦pw⟧ — router admin page is at ⟦ip⟧.",
				"WLAN: ⟦ssid⟧ / Passwort: ⟦pw⟧ (Router: ⟦ip⟧)"),
				T("ssid", pick([]string{"FRITZ!Box 7590 XY", "Livebox-4A2C", "TP-Link_5G_88", "Vodafone-3F21", "CasaMia", "HomeNet_5G"})), P("pw", "bearer", password()), K("ip", "192.168."+strconv.Itoa(between(0, 2))+".1"))
		}},
		{"session_cookie", false, func() line {
			sid := sessionID()
			name := "sessionid"
			switch {
			case strings.HasPrefix(sid, "s%3A"):
				name = "connect.sid"
			case len(sid) == 26:
				name = "PHPSESSID"
			}
			return render("Cookie: ⟦cname⟧=⟦sid⟧; theme=dark; lang=⟦lang⟧\nwhy am I logged out every ⟦n⟧ minutes?",
				T("cname", name), P("sid", "bearer", sid), T("lang", pick([]string{"de", "fr", "en-GB", "pt-BR", "ja"})), T("n", strconv.Itoa(between(11, 59))))
		}},
		{"whatsapp_export", false, func() line {
			l := rl()
			p, q := newPerson(l), newPerson(l)
			d := randDate()
			ds := fmt.Sprintf("%02d/%02d/%04d", d.d, d.m, d.y)
			return render("[⟦d⟧, ⟦t1⟧] ⟦n1⟧: my new number is ⟦phone⟧, save it pls\n[⟦d⟧, ⟦t2⟧] ⟦n2⟧: ok 👍",
				K("d", ds), T("t1", fmt.Sprintf("%02d:%02d:%02d", between(8, 22), between(0, 59), between(0, 59))), T("n1", p.first), P("phone", "phone", phoneOf(l)),
				T("t2", fmt.Sprintf("%02d:%02d:%02d", between(8, 22), between(0, 59), between(0, 59))), T("n2", q.first))
		}},
		{"sms_thread", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("From: ⟦phone⟧\nMsg: Hi, it's ⟦first⟧ from the ⟦city⟧ store — order ⟦order⟧ will be ready at ⟦time⟧.",
				P("phone", "phone", phoneOf(l)), T("first", p.first), T("city", pick(l.cities)), K("order", orderID()), K("time", randTime(l.code)))
		}},
		{"invoice_doc", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("INVOICE ⟦inv⟧\nDate: ⟦date⟧\nBill to: ⟦name⟧, ⟦addr⟧\nEmail: ⟦email⟧ · Tel: ⟦phone⟧\nSeller VAT ID: ⟦vat⟧\nTotal due: ⟦amount⟧\nPay to IBAN: ⟦iban⟧",
				K("inv", invoiceNo()), K("date", randDate().in(l.code)), T("name", p.full), T("addr", streetAddress(l)), P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)),
				K("vat", pick([]string{fill("DE%########"), fill("FR%# %########"), fill("GB%## #### ##"), fill("NL%########B01"), fill("IT%##########")})), K("amount", l.currency()), K("iban", iban(ibanCountry(l.code))))
		}},
		{"flight_booking", false, func() line {
			l := rl()
			p := newPerson(l)
			return render(tp("Booking ref ⟦pnr⟧, flight ⟦flt⟧ on ⟦date⟧. Passenger contact: ⟦email⟧, ⟦phone⟧.",
				"Hi, I need to change booking ⟦pnr⟧ (⟦flt⟧, ⟦date⟧). Contact me on ⟦phone⟧ or ⟦email⟧."),
				K("pnr", pnr()), K("flt", flightNo()), K("date", randDate().in(l.code)), P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)))
		}},
		{"masked_and_full_card", false, func() line {
			l := rl()
			c := cardFor(l.code)
			last4 := digits(4)
			for strings.Contains(c.text, last4) {
				last4 = digits(4)
			}
			return render("The statement shows the card ending in ⟦l4⟧, but I paid with ⟦card⟧. Charge of ⟦amount⟧ on ⟦date⟧.",
				K("l4", last4), P("card", "credit_card", c.text), K("amount", l.currency()), K("date", randDate().in(l.code)))
		}},
		{"job_application", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("Dear Hiring Manager,\nPlease find attached my CV for position ⟦ref⟧. I can be reached at ⟦email⟧ or on ⟦phone⟧.\nKind regards,\n⟦name⟧",
				K("ref", fill("REQ-202#-%##")), P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)), T("name", p.full))
		}},
		{"address_change", false, func() line {
			l := rl()
			return render(tp("Please update my address to ⟦addr⟧. My phone number stays ⟦phone⟧.",
				"New address from ⟦date⟧: ⟦addr⟧ (phone unchanged: ⟦phone⟧)"),
				T("addr", streetAddress(l)), P("phone", "phone", phoneOf(l)), K("date", randDate().in(l.code)))
		}},
		{"checkout_json", false, func() line {
			l := rl()
			p := newPerson(l)
			c := cardFor(l.code)
			return render(`{"amount": ⟦cents⟧, "currency": "⟦cur⟧", "source": {"number": "⟦card⟧", "exp_month": ⟦mm⟧, "exp_year": ⟦yy⟧, "cvc": "⟦cvv⟧"}, "receipt_email": "⟦email⟧"}`,
				K("cents", strconv.Itoa(between(100, 500000))), T("cur", pick([]string{"usd", "eur", "gbp", "brl", "jpy", "inr"})), P("card", "credit_card", c.digits),
				T("mm", strconv.Itoa(between(1, 12))), T("yy", strconv.Itoa(between(2025, 2031))), T("cvv", c.cvv), P("email", "email", emailFor(p)))
		}},
		{"meeting_invite_dialin", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("⟦name⟧ is inviting you to a scheduled meeting.\nMeeting ID: ⟦mid⟧\nDial-in (toll-free): ⟦hot⟧\nQuestions before the call: ⟦email⟧ / mobile ⟦phone⟧",
				T("name", p.full), K("mid", fill("%## #### ####")), K("hot", tollFree()), P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)))
		}},
		{"password_manager_csv", false, func() line {
			parts := []line{render("name,url,username,password")}
			for i := 0; i < between(2, 3); i++ {
				p := newPerson(rl())
				svc := pick([]string{"Netflix", "Spotify", "Amazon", "Dropbox", "Zalando", "Booking.com", "Steam", "LinkedIn"})
				parts = append(parts, render("⟦svc⟧,https://www.⟦dom⟧/login,⟦email⟧,⟦pw⟧", T("svc", svc), T("dom", strings.ToLower(strings.ReplaceAll(svc, ".com", ""))+".com"), P("email", "email", emailFor(p)), P("pw", "bearer", password())))
			}
			return join("\n", parts...)
		}},
		{"docker_login", false, func() line {
			p := newPerson(rl())
			return render(tp("docker login -u ⟦user⟧ -p '⟦pw⟧' registry.⟦dom⟧\nError response from daemon: unauthorized",
				"echo '⟦pw⟧' | docker login registry.⟦dom⟧ -u ⟦user⟧ --password-stdin"),
				T("user", userFor(p)), P("pw", "bearer", password()), T("dom", pick([]string{"gitlab.com", "example.io", "acme-corp.net"})))
		}},
		{"git_remote_token", false, func() line {
			p := newPerson(rl())
			return render("git remote set-url origin https://⟦user⟧:⟦tok⟧@github.com/⟦org⟧/⟦repo⟧.git\nfatal: Authentication failed — is the token expired?",
				T("user", userFor(p)), P("tok", "bearer", "ghp_"+secretFrom(alnum, 36)), T("org", pick([]string{"acme", "data-team", "mobile-apps"})), T("repo", pick([]string{"backend", "infra", "site", "etl"})))
		}},
		{"npmrc", false, func() line {
			return render("# ~/.npmrc\n//registry.npmjs.org/:_authToken=⟦tok⟧\nalways-auth=true\nnpm ERR! code E401 after upgrading to npm ⟦ver⟧",
				P("tok", "bearer", "npm_"+secretFrom(alnum, 36)), K("ver", fmt.Sprintf("%d.%d.%d", between(8, 11), between(0, 9), between(0, 9))))
		}},
		{"google_maps_key", false, func() line {
			return render("https://maps.googleapis.com/maps/api/geocode/json?latlng=⟦ll⟧&key=⟦key⟧ returns REQUEST_DENIED, why?",
				K("ll", strings.ReplaceAll(coords(), " ", "")), P("key", "bearer", "AIza"+secretFrom(b64url, 35)))
		}},
		{"twilio_config", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("# test SMS to ⟦name⟧\nSMS_TO=⟦phone⟧\nTWILIO_AUTH_TOKEN=⟦tok⟧\nSMS_BODY=\"Your table for ⟦n⟧ is confirmed\"",
				T("name", p.fullRoman), P("phone", "phone", phoneOf(l)), P("tok", "bearer", randFrom(hexdig, 32)), T("n", strconv.Itoa(between(2, 8))))
		}},
		{"aws_secret_cli", false, func() line {
			return render(tp("aws configure set aws_secret_access_key ⟦sec⟧ --profile ⟦prof⟧\nregion = ⟦reg⟧",
				"[⟦prof⟧]\naws_secret_access_key = ⟦sec⟧\nregion = ⟦reg⟧"),
				P("sec", "bearer", awsSecret()), T("prof", pick([]string{"default", "prod", "staging", "billing"})), K("reg", pick([]string{"eu-central-1", "us-east-1", "ap-northeast-1", "sa-east-1"})))
		}},
		{"ssn_hr_onboarding", false, func() line {
			l := localeByCode("en_US")
			p := newPerson(l)
			return render("New hire: ⟦name⟧, SSN ⟦ssn⟧, start date ⟦date⟧, annual salary ⟦amount⟧, employee no. ⟦emp⟧.",
				T("name", p.full), P("ssn", "ssn", ssnStyled()), K("date", randDate().in("en_US")), K("amount", "$"+money(38000, 190000, ",", "")), K("emp", fill("E%#####")))
		}},
		{"loan_application_form", false, func() line {
			l := localeByCode("en_US")
			p := newPerson(l)
			return render("Applicant: ⟦name⟧\nSSN: ⟦ssn⟧\nPhone: ⟦phone⟧\nEmail: ⟦email⟧\nRequested amount: ⟦amount⟧\nApplication #: ⟦app⟧",
				T("name", p.full), P("ssn", "ssn", ssnStyled()), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("amount", "$"+money(2000, 60000, ",", "")), K("app", fill("LN-%######")))
		}},
		{"es_card_message", false, func() line {
			l := localeByCode(pick([]string{"es_ES", "es_MX"}))
			p := newPerson(l)
			c := cardFor(l.code)
			return render(tp("Hola, quiero pagar con mi tarjeta ⟦card⟧, caduca el ⟦exp⟧. Mi correo es ⟦email⟧.",
				"Buenas, me cobraron ⟦amount⟧ dos veces en la tarjeta ⟦card⟧. Escríbanme a ⟦email⟧, por favor. (venc. ⟦exp⟧)"),
				P("card", "credit_card", c.text), T("exp", c.exp), P("email", "email", emailFor(p)), K("amount", l.currency()))
		}},
		{"de_kontaktformular", false, func() line {
			l := localeByCode("de_DE")
			p := newPerson(l)
			return render("Vorname: ⟦first⟧\nNachname: ⟦last⟧\nTelefon: ⟦phone⟧\nE-Mail: ⟦email⟧\nIBAN: ⟦iban⟧\nKundennummer: ⟦kd⟧",
				T("first", p.first), T("last", p.last), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("iban", iban("DE")), K("kd", fill("K-%#####")))
		}},
		{"fr_message", false, func() line {
			l := localeByCode("fr_FR")
			p := newPerson(l)
			return render(tp("Bonjour, je suis ⟦name⟧. Mon numéro est le ⟦phone⟧ et mon adresse e-mail ⟦email⟧. Commande n° ⟦order⟧ du ⟦date⟧.",
				"Bonsoir, pouvez-vous me rappeler au ⟦phone⟧ ? Sinon par mail : ⟦email⟧. Réf. commande ⟦order⟧ (⟦date⟧). ⟦name⟧"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()), K("date", randDate().in(l.code)))
		}},
		{"it_message", false, func() line {
			l := localeByCode("it_IT")
			p := newPerson(l)
			return render(tp("Salve, sono ⟦name⟧. Potete richiamarmi al ⟦phone⟧? Riguarda l'ordine ⟦order⟧. Grazie!",
				"Buongiorno, il mio cellulare è ⟦phone⟧ e la mail ⟦email⟧. Ordine ⟦order⟧."),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()))
		}},
		{"ptbr_whatsapp", false, func() line {
			l := localeByCode("pt_BR")
			p := newPerson(l)
			return render(tp("Oi! Aqui é ⟦name⟧. Meu celular é ⟦phone⟧ e meu e-mail ⟦email⟧. Pode mandar o boleto do pedido ⟦order⟧? CEP ⟦cep⟧",
				"Boa tarde, meu zap é ⟦phone⟧. Pedido ⟦order⟧, entrega no CEP ⟦cep⟧. Qualquer coisa: ⟦email⟧"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()), K("cep", postcode(l)))
		}},
		{"nl_message", false, func() line {
			l := localeByCode("nl_NL")
			p := newPerson(l)
			return render("Hoi, mijn telefoonnummer is ⟦phone⟧, bel me gerust na ⟦time⟧. Mijn e-mailadres: ⟦email⟧. Ordernummer ⟦order⟧.",
				P("phone", "phone", phoneOf(l)), K("time", randTime(l.code)), P("email", "email", emailFor(p)), K("order", orderID()))
		}},
		{"pl_message", false, func() line {
			l := localeByCode("pl_PL")
			p := newPerson(l)
			return render(tp("Dzień dobry, proszę o kontakt pod numerem ⟦phone⟧ lub mailowo: ⟦email⟧. Numer zamówienia: ⟦order⟧.",
				"Cześć, tu ⟦name⟧. Mój telefon: ⟦phone⟧, e-mail ⟦email⟧ (zamówienie ⟦order⟧)."),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()))
		}},
		{"ru_message", false, func() line {
			l := localeByCode("ru_RU")
			p := newPerson(l)
			return render(tp("Здравствуйте! Меня зовут ⟦name⟧. Мой телефон ⟦phone⟧, почта ⟦email⟧. Заказ № ⟦order⟧ от ⟦date⟧.",
				"Добрый день, перезвоните мне, пожалуйста, по номеру ⟦phone⟧. Заказ ⟦order⟧, ⟦date⟧. Email: ⟦email⟧"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()), K("date", randDate().in(l.code)))
		}},
		{"tr_message", false, func() line {
			l := localeByCode("tr_TR")
			p := newPerson(l)
			return render(tp("Merhaba, ben ⟦name⟧. Telefon numaram ⟦phone⟧, e-posta adresim ⟦email⟧. Sipariş no: ⟦order⟧",
				"İyi günler, kargom hâlâ gelmedi (sipariş ⟦order⟧). Bana ⟦phone⟧ numarasından ulaşabilirsiniz ya da ⟦email⟧."),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()))
		}},
		{"ja_inquiry", false, func() line {
			l := localeByCode("ja_JP")
			p := newPerson(l)
			return render(tp("お問い合わせ番号⟦inq⟧の件でご連絡しました、⟦name⟧です。電話番号は⟦phone⟧、メールアドレスは⟦email⟧です。",
				"⟦name⟧と申します。⟦date⟧に注文した商品が届いていません。連絡先：⟦phone⟧ / ⟦email⟧（問い合わせ番号 ⟦inq⟧）"),
				K("inq", fill("Q%#######")), T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("date", randDate().in(l.code)))
		}},
		{"zh_message", false, func() line {
			l := localeByCode("zh_CN")
			p := newPerson(l)
			return render(tp("你好，我是⟦name⟧，我的手机号是⟦phone⟧，邮箱是⟦email⟧，订单号⟦order⟧，麻烦尽快发货。",
				"联系人：⟦name⟧ 电话：⟦phone⟧ 邮箱：⟦email⟧ 订单号：⟦order⟧"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", fill("%###############")))
		}},
		{"ko_message", false, func() line {
			l := localeByCode("ko_KR")
			p := newPerson(l)
			return render(tp("안녕하세요, ⟦name⟧입니다. 제 연락처는 ⟦phone⟧이고 이메일은 ⟦email⟧입니다. 주문번호 ⟦order⟧ 확인 부탁드립니다.",
				"배송 문의드려요. 주문번호: ⟦order⟧ / 받는 분 ⟦name⟧ / 휴대폰 ⟦phone⟧ / ⟦email⟧"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", fill("202#%#######")))
		}},
		{"ar_message", false, func() line {
			l := localeByCode("ar_SA")
			p := newPerson(l)
			return render(tp("مرحبا، أنا ⟦name⟧. رقم جوالي ⟦phone⟧ والبريد الإلكتروني ⟦email⟧. رقم الطلب ⟦order⟧.",
				"السلام عليكم، أرجو التواصل معي على الرقم ⟦phone⟧ أو عبر ⟦email⟧ بخصوص الطلب ⟦order⟧"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()))
		}},
		{"hi_message", false, func() line {
			l := localeByCode("hi_IN")
			p := newPerson(l)
			return render(tp("नमस्ते, मैं ⟦name⟧ हूँ। मेरा मोबाइल नंबर ⟦phone⟧ है और ईमेल ⟦email⟧ है। ऑर्डर नंबर ⟦order⟧।",
				"कृपया मुझे ⟦phone⟧ पर कॉल करें या ⟦email⟧ पर मेल करें। ऑर्डर ⟦order⟧ अभी तक नहीं आया।"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()))
		}},
		{"id_message", false, func() line {
			l := localeByCode("id_ID")
			p := newPerson(l)
			return render(tp("Halo kak, saya ⟦name⟧. Nomor HP saya ⟦phone⟧, email ⟦email⟧. Pesanan #⟦order⟧ belum sampai.",
				"Min, tolong hubungi saya di WA ⟦phone⟧ ya, pesanan ⟦order⟧ salah kirim. Email: ⟦email⟧"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", fill("INV/202#####/MPL/%#########")))
		}},
		{"vi_message", false, func() line {
			l := localeByCode("vi_VN")
			p := newPerson(l)
			return render(tp("Chào shop, mình là ⟦name⟧. Số điện thoại của mình là ⟦phone⟧, email ⟦email⟧. Mã đơn hàng ⟦order⟧.",
				"Shop ơi, đơn ⟦order⟧ giao cho ⟦name⟧, SĐT ⟦phone⟧ nhé. Email: ⟦email⟧"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", fill("%##??####"+"VN")))
		}},
		{"es_mx_message", false, func() line {
			l := localeByCode("es_MX")
			p := newPerson(l)
			return render(tp("Hola, soy ⟦name⟧. Mi número es ⟦phone⟧ y mi correo ⟦email⟧. ¿Me pueden confirmar el pedido ⟦order⟧?",
				"Buenas tardes, mi celular: ⟦phone⟧. Correo: ⟦email⟧. Pedido ⟦order⟧, CP ⟦cp⟧."),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()), K("cp", postcode(l)))
		}},
		{"es_es_message", false, func() line {
			l := localeByCode("es_ES")
			p := newPerson(l)
			return render(tp("Hola, me llamo ⟦name⟧. Llamadme al ⟦phone⟧ o escribidme a ⟦email⟧ por lo del pedido ⟦order⟧.",
				"Buenos días, mi móvil es el ⟦phone⟧. Email ⟦email⟧. Gracias."),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()))
		}},
		{"sv_message", false, func() line {
			l := localeByCode("sv_SE")
			p := newPerson(l)
			return render("Hej! Jag heter ⟦name⟧, nå mig på ⟦phone⟧ eller ⟦email⟧. Ordernummer ⟦order⟧.",
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()))
		}},
		{"th_message", false, func() line {
			l := localeByCode("th_TH")
			p := newPerson(l)
			return render("สวัสดีค่ะ ดิฉัน⟦name⟧ เบอร์โทร ⟦phone⟧ อีเมล ⟦email⟧ หมายเลขคำสั่งซื้อ ⟦order⟧",
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("order", orderID()))
		}},
		{"en_gb_au_message", false, func() line {
			l := localeByCode(pick([]string{"en_GB", "en_AU", "en_IN"}))
			p := newPerson(l)
			return render(tp("Hiya, it's ⟦name⟧ — could you ring me on ⟦phone⟧ about the boiler service on ⟦date⟧? Cheers.",
				"G'day, mobile's ⟦phone⟧, email ⟦email⟧ — booking for ⟦date⟧ please.",
				"Kindly do the needful and call me on ⟦phone⟧ regarding ticket ⟦tkt⟧. Regards, ⟦name⟧"),
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)), K("date", randDate().in(l.code)), K("tkt", ticketID()))
		}},
		{"contact_list", false, func() line {
			d := randDate()
			parts := []line{render("Team contacts for the ⟦d⟧ offsite:", K("d", d.in("en_GB")))}
			for i := 0; i < 3; i++ {
				l := rl()
				p := newPerson(l)
				if i == 2 {
					parts = append(parts, render("- ⟦n⟧: ⟦e⟧", T("n", p.full), P("e", "email", emailFor(p))))
				} else {
					parts = append(parts, render("- ⟦n⟧: ⟦p⟧", T("n", p.full), P("p", "phone", phoneOf(l))))
				}
			}
			return join("\n", parts...)
		}},
		{"vcard", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("BEGIN:VCARD\nVERSION:3.0\nFN:⟦name⟧\nTEL;TYPE=CELL:⟦phone⟧\nEMAIL;TYPE=INTERNET:⟦email⟧\nEND:VCARD",
				T("name", p.full), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)))
		}},
		{"html_form", false, func() line {
			l := rl()
			p := newPerson(l)
			return render(`<form action="/signup"><input name="email" value="⟦email⟧"><input type="tel" name="phone" value="⟦phone⟧"><input name="zip" value="⟦zip⟧"></form>`,
				P("email", "email", emailFor(p)), P("phone", "phone", phoneOf(l)), K("zip", postcode(l)))
		}},
		{"markdown_table", false, func() line {
			parts := []line{render("| Name | Email | Phone |\n|---|---|---|")}
			for i := 0; i < between(2, 3); i++ {
				l := rl()
				p := newPerson(l)
				parts = append(parts, render("| ⟦n⟧ | ⟦e⟧ | ⟦p⟧ |", T("n", p.full), P("e", "email", emailFor(p)), P("p", "phone", phoneOf(l))))
			}
			return join("\n", parts...)
		}},
		{"email_headers", false, func() line {
			l := rl()
			p, q := newPerson(l), newPerson(rl())
			return render("From: ⟦name⟧ <⟦email⟧>\nTo: ⟦email2⟧\nDate: ⟦date⟧\nSubject: Re: ⟦inv⟧\n\nHi, please call me on ⟦phone⟧ to sort this out.",
				T("name", p.fullRoman), P("email", "email", emailFor(p)), P("email2", "email", emailFor(q)), K("date", rfcDate()), K("inv", invoiceNo()), P("phone", "phone", phoneOf(l)))
		}},
		{"phone_ext_office", false, func() line {
			l := localeByCode("en_US")
			off := fill(pick([]string{"$##-$##-####x###", "($##)$##-####x####", "$##.$##.####x###", "+1-$##-$##-####x####", "$##-$##-#### ext. ###", "($##) $##-#### ext ####"}))
			return render("Call my office at ⟦off⟧ or my cell ⟦cell⟧ after ⟦time⟧.",
				P("off", "phone", off), P("cell", "phone", phoneOf(l)), K("time", randTime("en_US")))
		}},
		{"agent_transcript_card", false, func() line {
			l := rl()
			c := cardFor(l.code)
			return render("Agent: Could you read me the card number?\nCustomer: sure, it's ⟦card⟧\nAgent: And the expiry?\nCustomer: ⟦exp⟧\nAgent: Thanks, the ⟦amount⟧ payment went through, confirmation ⟦conf⟧.",
				P("card", "credit_card", c.text), T("exp", c.exp), K("amount", l.currency()), K("conf", fill("??%#####")))
		}},
		{"bearer_header_opaque", false, func() line {
			return render(tp("Authorization: Bearer ⟦tok⟧",
				"fetch(url, { headers: { \"Authorization\": \"Bearer ⟦tok⟧\" } }) gives CORS error",
				"I'm sending Bearer ⟦tok⟧ in the header but get 401 Unauthorized",
				"requests.get(url, headers={'Authorization': 'Bearer ⟦tok⟧'}, timeout=10)"),
				P("tok", "bearer", opaqueToken()))
		}},
		{"connection_string", false, func() line {
			p := newPerson(rl())
			return render("Server=tcp:⟦host⟧.database.windows.net,1433;Initial Catalog=⟦db⟧;User ID=⟦user⟧;Password=⟦pw⟧;Encrypt=True;Connection Timeout=30;",
				T("host", pick([]string{"sql-prod-01", "contoso-db", "crm-eu"})), T("db", pick([]string{"Orders", "Inventory", "HR"})), T("user", userFor(p)), P("pw", "bearer", urlPassword()))
		}},
		{"smtp_prose", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("For the newsletter tool use SMTP user ⟦email⟧, password ⟦pw⟧, host smtp.⟦dom⟧, port 587.",
				P("email", "email", emailFor(p)), P("pw", "bearer", password()), T("dom", pick(l.domains)))
		}},
		{"receipt_ocr", false, func() line {
			l := rl()
			c := cardFor(l.code)
			return render("CARD NO: ⟦card⟧\nAUTH CODE: ⟦auth⟧\nTERMINAL ID: ⟦tid⟧\nAMOUNT: ⟦amount⟧\nDATE: ⟦date⟧ ⟦time⟧",
				P("card", "credit_card", c.text), K("auth", fill("%#####")), K("tid", fill("T%#######")), K("amount", l.currency()), K("date", randDate().in(l.code)), K("time", randTime("de_DE")))
		}},
		{"ssn_chat_styled", false, func() line {
			return render(tp("ssn is ⟦ssn⟧ — can you check if my refund for ⟦year⟧ was processed?",
				"Social Security No.: ⟦ssn⟧ (for the ⟦year⟧ W-2 correction)"),
				P("ssn", "ssn", ssnStyled()), K("year", strconv.Itoa(between(2019, 2025))))
		}},
		{"multi_locale_phones", false, func() line {
			a, b := rl(), rl()
			for b == a {
				b = rl()
			}
			return render("You can reach me on my ⟦c1⟧ number ⟦p1⟧ or, when I'm in ⟦c2⟧, on ⟦p2⟧.",
				T("c1", a.code[3:]), P("p1", "phone", phoneOf(a)), T("c2", b.code[3:]), P("p2", "phone", phoneOf(b)))
		}},
		{"security_alert_email", false, func() line {
			l := rl()
			p := newPerson(l)
			return render("Dear ⟦name⟧,\nWe noticed a new sign-in to your account from ⟦ip⟧ on ⟦date⟧. We sent a verification code to ⟦phone⟧ and to ⟦email⟧.",
				T("name", p.full), K("ip", ipv4()), K("date", randDate().in(l.code)), P("phone", "phone", phoneOf(l)), P("email", "email", emailFor(p)))
		}},
		{"refund_form", false, func() line {
			l := rl()
			p := newPerson(l)
			c := cardFor(l.code)
			return render("Refund request\nOrder: ⟦order⟧\nAmount: ⟦amount⟧\nRefund to card: ⟦card⟧\nCardholder email: ⟦email⟧",
				K("order", orderID()), K("amount", l.currency()), P("card", "credit_card", c.text), P("email", "email", emailFor(p)))
		}},
		{"ja_fullwidth_phone", false, func() line {
			l := localeByCode("ja_JP")
			ph := phoneOf(l)
			fw := strings.ReplaceAll(toDigits(ph, '０'), "-", "－")
			return render(tp("電話：⟦ph⟧（平日⟦time⟧以降）", "ご連絡は携帯⟦ph⟧までお願いします。⟦time⟧以降なら出られます。"),
				P("ph", "phone", fw), K("time", randTime("ja_JP")))
		}},
		{"ar_eastern_digits", false, func() line {
			return render(tp("رقم الجوال: ⟦ph⟧", "اتصل بي على ⟦ph⟧ بعد العصر"),
				P("ph", "phone", toDigits(fill(pick([]string{"05########", "05# ### ####"})), '٠')))
		}},
		{"hi_devanagari_digits", false, func() line {
			return render(tp("मेरा नंबर ⟦ph⟧ है, शाम को कॉल करें।", "संपर्क: ⟦ph⟧"),
				P("ph", "phone", toDigits(fill(pick([]string{"9#########", "+91 98### #####", "7#########"})), '०')))
		}},
		{"slack_bot_token", false, func() line {
			return render("Our Slack bot stopped posting after the ⟦ver⟧ upgrade. Token is ⟦tok⟧ — is it revoked?",
				K("ver", version()), P("tok", "bearer", "xoxb-"+digits(12)+"-"+digits(13)+"-"+secretFrom(alnum, 24)))
		}},
		{"otp_not_received", false, func() line {
			l := rl()
			return render(tp("I never got the verification SMS on ⟦phone⟧. Tried ⟦n⟧ times since ⟦time⟧.",
				"2FA code isn't arriving to ⟦phone⟧ (tried ⟦n⟧ times, last at ⟦time⟧)"),
				P("phone", "phone", phoneOf(l)), T("n", strconv.Itoa(between(2, 6))), K("time", randTime(l.code)))
		}},
		{"delivery_driver_note", false, func() line {
			l := rl()
			return render("Note for driver: leave at the back door and call ⟦phone⟧ on arrival. Parcel ⟦trk⟧, ⟦kg⟧ kg.",
				P("phone", "phone", phoneOf(l)), K("trk", trackingNo()), K("kg", fmt.Sprintf("%d.%d", between(1, 30), between(0, 9))))
		}},
		{"jwt_python_snippet", false, func() line {
			p := newPerson(rl())
			return render("token = \"⟦jwt⟧\"\nheaders = {\"Authorization\": f\"Bearer {token}\"}\nr = requests.get(API_URL, headers=headers)",
				P("jwt", "jwt", jwtFor(p)))
		}},
		{"kubectl_secret", false, func() line {
			p := newPerson(rl())
			return render("kubectl create secret generic db-creds --from-literal=username=⟦user⟧ --from-literal=password='⟦pw⟧' -n ⟦ns⟧",
				T("user", userFor(p)), P("pw", "bearer", password()), T("ns", pick([]string{"prod", "staging", "payments"})))
		}},
		{"es_password_chat", false, func() line {
			l := localeByCode(pick([]string{"es_ES", "es_MX"}))
			p := newPerson(l)
			return render("Olvidé mi contraseña, la última que usé fue ⟦pw⟧. Mi usuario es ⟦email⟧.",
				P("pw", "bearer", password()), P("email", "email", emailFor(p)))
		}},
		{"de_passwort", false, func() line {
			l := localeByCode("de_DE")
			p := newPerson(l)
			return render(tp("Mein Passwort ⟦pw⟧ funktioniert seit dem Update auf ⟦ver⟧ nicht mehr. Benutzer: ⟦email⟧",
				"Zugangsdaten fürs Portal: Benutzername ⟦email⟧, Kennwort ⟦pw⟧ (seit ⟦ver⟧ gesperrt?)"),
				P("pw", "bearer", password()), K("ver", version()), P("email", "email", emailFor(p)))
		}},
		{"fr_identifiants", false, func() line {
			l := localeByCode("fr_FR")
			p := newPerson(l)
			return render("Voici mes identifiants : identifiant ⟦email⟧, mot de passe ⟦pw⟧. Le site me bloque depuis le ⟦date⟧.",
				P("email", "email", emailFor(p)), P("pw", "bearer", password()), K("date", randDate().in(l.code)))
		}},
		{"x_api_key_header", false, func() line {
			k, _ := apiKey()
			return render(tp("POST /v1/messages HTTP/1.1\nx-api-key: ⟦key⟧\ncontent-type: application/json\ncontent-length: ⟦len⟧",
				"curl https://api.example.com/v1/items -H \"X-API-Key: ⟦key⟧\" -H \"Content-Length: ⟦len⟧\""),
				P("key", "bearer", k), K("len", strconv.Itoa(between(120, 4096))))
		}},
		{"pos_card_spaced_with_date", false, func() line {
			l := rl()
			c := cardFor(l.code)
			d := randDate()
			return render("⟦d⟧ ⟦card⟧ ⟦amount⟧ ⟦merchant⟧",
				K("d", d.iso()), P("card", "credit_card", printCard(c.digits, "space")), K("amount", l.currency()), T("merchant", pick([]string{"REWE", "Carrefour", "Tesco", "Walmart", "Lawson", "Migros"})))
		}},
		{"whatsapp_link", false, func() line {
			l := rl()
			ph := phoneOf(l)
			intl := fill(pick([]string{"49151########", "447#########", "5511#########", "9198########", "3361#######", "521#########"}))
			return render(tp("Message me on WhatsApp: https://wa.me/⟦intl⟧ (or call ⟦ph⟧)", "Chat with me at wa.me/⟦intl⟧ — landline ⟦ph⟧"),
				P("intl", "phone", intl), P("ph", "phone", ph))
		}},
		{"card_with_amounts_table", false, func() line {
			l := rl()
			c := cardFor(l.code)
			return render("Date       | Description        | Amount\n⟦d1⟧ | Online order ⟦order⟧ | ⟦a1⟧\n⟦d2⟧ | Refund             | ⟦a2⟧\nPaid with card ⟦card⟧",
				K("d1", randDate().iso()), K("order", orderID()), K("a1", l.currency()), K("d2", randDate().iso()), K("a2", l.currency()), P("card", "credit_card", c.text))
		}},
		{"ai4privacy_paragraph", false, func() line {
			l := rl()
			p := newPerson(l)
			c := cardFor(l.code)
			return render("Dear ⟦name⟧, thank you for your payment of ⟦amount⟧ with card ⟦card⟧. Your membership ⟦mem⟧ renews on ⟦date⟧. For changes contact us quoting your email ⟦email⟧.",
				T("name", p.full), K("amount", l.currency()), P("card", "credit_card", c.text), K("mem", fill("MBR-%######")), K("date", randDate().in(l.code)), P("email", "email", emailFor(p)))
		}},
	}
}
