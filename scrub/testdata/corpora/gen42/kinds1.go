package main

import (
	"fmt"
	"strings"
)

// row writes one delimited line; string pieces are quoted when q is set.
func row(b *B, sep string, q bool, cells ...any) {
	for i, c := range cells {
		if i > 0 {
			b.T(sep)
		}
		if q {
			b.T(`"`)
		}
		b.add(c)
		if q {
			b.T(`"`)
		}
	}
	b.T("\n")
}

func ph(g *G, n Num, mode int) pv { return P("phone", g.fmtNum(n, mode)) }

func (g *G) e164(n Num) string { return "+" + ccOf[n.c] + n.nsn }

var enLocs = []string{"en-US", "en-GB", "en-IN", "en-AU"}

func init() {
	// ---- speech-to-text API output ----
	reg("asr_stt_json", func(g *G, b *B, clean bool) {
		l := g.loc("en-US", "en-US", "en-GB", "en-IN", "en-AU", "es-ES", "pt-BR", "de-DE")
		p := g.person(l)
		type seg struct {
			pii bool
			f   func()
		}
		en := l.lang == "en"
		say := func(en, es, br, de string) string {
			switch l.lang {
			case "es":
				return es
			case "br":
				return br
			case "de":
				return de
			}
			return en
		}
		segs := []seg{
			{true, func() {
				b.T(say("yeah my number is ", "sí mi número es el ", "meu número é ", "meine nummer ist "))
				b.add(ph(g, p.num, asrFmt))
			}},
			{true, func() {
				b.T(say("you can reach me at ", "me puede llamar al ", "pode me ligar no ", "erreichen sie mich unter "))
				b.add(ph(g, p.num, anyFmt))
			}},
			{true, func() {
				b.T(say("the card number is ", "el número de la tarjeta es ", "o número do cartão é ", "die kartennummer ist "))
				b.P("credit_card", g.fmtCard(g.cardDigits(g.brandFor(l.c)), g.pick2(cardASR, cardPlain)))
			}},
			{true, func() {
				b.T(say("my email is ", "mi correo es ", "meu email é ", "meine email ist "))
				b.P("email", strings.ToLower(g.email(l, p)))
			}},
			{false, func() {
				b.T(say("the order number is ", "el número de pedido es ", "o número do pedido é ", "die bestellnummer ist "))
				b.K(spaced(g.dnz(g.btw(6, 9))))
			}},
			{false, func() {
				b.T(say("i'm calling about order ", "llamo por el pedido ", "estou ligando sobre o pedido ", "es geht um die bestellung "))
				b.K(strings.ToLower(g.orderID(l)))
			}},
			{false, func() {
				b.T(say("it was ", "fueron ", "foi ", "das waren "))
				b.K(g.money(l))
				b.T(say(" and i still haven't got my refund", " y no me han devuelto nada", " e não recebi o estorno", " und ich habe noch keine erstattung"))
			}},
			{false, func() {
				b.T(say("the zip code is ", "el código postal es ", "o cep é ", "die postleitzahl ist "))
				b.K(spaced(onlyDigits(g.postcode(l))))
			}},
			{false, func() {
				b.T(say("i got a text saying case ", "me llegó un sms con la incidencia ", "recebi um sms com o protocolo ", "ich habe eine sms mit dem vorgang "))
				b.K(strings.ToLower(g.caseID()))
			}},
			{false, func() {
				b.T(say("the last four are ", "los últimos cuatro son ", "os últimos quatro são ", "die letzten vier sind "))
				b.K(spaced(g.d(4)))
			}},
		}
		if en && l.c == "US" {
			segs = append(segs, seg{true, func() {
				b.T("my social security number is ")
				b.P("ssn", g.fmtSSN(g.ssnDigits(), g.pick2(3, 1)))
			}})
		}
		var pick []seg
		for _, i := range g.r.Perm(len(segs)) {
			s := segs[i]
			if s.pii && clean {
				continue
			}
			pick = append(pick, s)
		}
		n := g.btw(2, 4)
		if !clean {
			// make sure one PII segment is among the first n
			for i, s := range pick {
				if s.pii {
					pick[0], pick[i] = pick[i], pick[0]
					break
				}
			}
		}
		pick = pick[:n]
		g.r.Shuffle(len(pick), func(i, j int) { pick[i], pick[j] = pick[j], pick[i] })
		pretty := g.p(0.5)
		nl := func() {
			if pretty {
				b.T("\n  ")
			}
		}
		b.T(`{"name":"projects/cc-analytics/operations/`).K(g.d(19)).T(`",`)
		nl()
		b.T(`"metadata":{"callSid":"`).K(g.callSid()).T(`","channel":`).T(fmt.Sprint(g.btw(1, 2))).T(`,"languageCode":"` + l.code + `"},`)
		nl()
		b.T(`"results":[`)
		end := 0.0
		for i, s := range pick {
			if i > 0 {
				b.T(",")
			}
			nl()
			b.T(`{"alternatives":[{"transcript":"`)
			s.f()
			end += float64(g.btw(30, 150)) / 10
			b.T(fmt.Sprintf(`","confidence":0.%d}],"resultEndTime":"%.3fs","languageCode":"%s"}`, g.btw(62, 98), end, strings.ToLower(l.code)))
		}
		b.T("]}")
	})

	// ---- raw lowercase ASR ----
	reg("asr_raw_lowercase", func(g *G, b *B, clean bool) {
		l := g.loc("en-US", "en-GB", "en-IN", "en-AU", "en-US")
		p := g.person(l)
		fill := []string{"um ", "uh ", "yeah ", "so ", "like ", "okay ", ""}
		f := func() string { return pickT(g, fill) }
		b.T(g.pick("hi ", "hello ", "yeah hi ", "hey ") + f() + "i'm calling because " + g.pick("my package never came ", "i got charged twice ", "i want to cancel my order ", "the item arrived broken "))
		parts := []func(){
			func() { b.T(f() + "the order number is ").K(spaced(g.dnz(g.btw(7, 9)))).T(" ") },
			func() { b.T(f() + "it says delivered on ").K(g.date(l)).T(" but " + f() + "it's not here ") },
			func() { b.T(f() + "the amount was ").K(g.money(l)).T(" ") },
			func() { b.T(f() + "my postcode is ").K(strings.ToLower(g.postcode(l))).T(" ") },
			func() { b.T(f() + "the reference on the email was ").K(strings.ToLower(g.refNo())).T(" ") },
			func() {
				b.T(f() + "i called yesterday at like ").K(g.clock()).T(" and was on hold for ").K(fmt.Sprint(g.btw(20, 55))).T(" minutes ")
			},
		}
		piis := []func(){
			func() { b.T(f()+"my number is ").P("phone", g.fmtNum(p.num, asrFmt)).T(" ") },
			func() {
				b.T(f()+"you can call me back on ").P("phone", g.fmtNum(p.num, g.pick2(asrFmt, anyFmt))).T(" ")
			},
			func() {
				b.T(f()+"the card i used was ").P("credit_card", g.fmtCard(g.cardDigits(g.brandFor(l.c)), g.pick2(cardASR, cardChunks))).T(" ")
			},
		}
		if l.c == "US" {
			piis = append(piis, func() { b.T(f()+"and my social is ").P("ssn", g.fmtSSN(g.ssnDigits(), g.pick2(3, 4))).T(" ") })
		}
		var seq []func()
		for _, i := range g.r.Perm(len(parts))[:g.btw(2, 4)] {
			seq = append(seq, parts[i])
		}
		if !clean {
			for _, i := range g.r.Perm(len(piis))[:g.btw(1, 2)] {
				pos := g.n(len(seq) + 1)
				seq = append(seq[:pos], append([]func(){piis[i]}, seq[pos:]...)...)
			}
		}
		for _, s := range seq {
			s()
		}
		b.T(g.pick("thanks", "so yeah", "if you could sort that out that'd be great", "thank you bye"))
	})

	// ---- IVR log ----
	reg("ivr_log", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		call := g.pick(g.callSid(), g.uuid(), g.dnz(10)+"."+g.d(3))
		t0 := g.btw(7, 20)*3600 + g.n(3600)
		day := g.isoDate()
		ts := func() string {
			t0 += g.btw(1, 40)
			return fmt.Sprintf("%s %02d:%02d:%02d.%03d", day, t0/3600, (t0/60)%60, t0%60, g.n(1000))
		}
		style := g.n(2)
		ev := func(node, kvs string, args ...any) {
			if style == 0 {
				b.T(ts() + " INFO  [" + node + "] call=" + call + " ")
			} else {
				b.T(ts() + " | " + node + " | ")
			}
			b.F(kvs, args...)
			b.T("\n")
		}
		if clean {
			ev("ivr-gw", "event=CALL_START ani={} dnis_alias={} lang={}", g.pick("anonymous", "withheld", "restricted", "unavailable"), g.pick("MAIN_EN", "SUPPORT", "BILLING_1"), l.code)
		} else {
			ev("ivr-gw", "event=CALL_START ani={} dnis_alias={} lang={}", P("phone", g.pick("+", "")+ccOf[l.c]+p.num.nsn), g.pick("MAIN_EN", "SUPPORT", "BILLING_1"), l.code)
		}
		ev("menu", "node=MainMenu prompt=welcome_v{} dtmf={} ({})", K(fmt.Sprint(g.btw(2, 9))), g.pick("1", "2", "3"), g.pick("orders", "billing", "returns", "tech"))
		ev("collect", "field=account_number digits={} valid=true", K("00"+g.d(6)))
		if g.p(0.5) {
			ev("collect", "field=zip digits={} match=true", K(onlyDigits(g.postcode(l))))
		}
		ev("auth", "pin_match=true attempts={} pin_len={}", fmt.Sprint(g.btw(1, 2)), fmt.Sprint(g.pick2(4, 6)))
		if !clean && g.p(0.7) {
			ev("collect", "field=callback_number digits={} confirmed=yes", P("phone", p.num.national()))
		} else {
			ev("collect", "field=callback_offer choice={}", g.pick("declined", "keep_place", "timeout"))
		}
		ev("queue", "queue={} position={} ewt={}", K(g.queue()), fmt.Sprint(g.btw(1, 14)), K(g.hms(12)))
		ev("xfer", "agent={} ext={} ring_ms={}", K(g.agentID()), K(g.ext()), fmt.Sprint(g.btw(800, 9000)))
		ev("ivr-gw", "event=CALL_END duration={} disposition={}", K(g.hms(20)), g.pick("AGENT_HANDLED", "ABANDONED", "SELF_SERVICE"))
	})

	// ---- IVR payment capture ----
	reg("ivr_payment_dtmf", func(g *G, b *B, clean bool) {
		l := g.loc()
		brand := g.brandFor(l.c)
		d := g.cardDigits(brand)
		t := fmt.Sprintf("%02d:%02d:", g.btw(8, 20), g.n(60))
		s := g.btw(10, 40)
		tick := func() string { s += g.btw(2, 9); return t + fmt.Sprintf("%02d", s%60) }
		b.T(tick() + " PCI-PAUSE start agent=").K(g.agentID()).T(" call=").K(g.callSid()).T("\n")
		if clean {
			b.T(tick() + " DTMF card_number captured len=" + fmt.Sprint(len(d)) + " masked=").K(strings.Repeat("*", len(d)-4) + d[len(d)-4:]).T(" luhn=ok\n")
		} else {
			b.T(tick() + " DTMF card_number=")
			style := g.n(3)
			switch style {
			case 0:
				b.P("credit_card", d)
			case 1:
				b.P("credit_card", g.fmtCard(d, cardSpaced))
			default:
				b.P("credit_card", g.fmtCard(d, cardDashed))
			}
			b.T(" len=" + fmt.Sprint(len(d)) + " masked=false  <-- WARN masking rule " + g.pick("R-12", "PCI-3", "mask_v2") + " not applied\n")
		}
		b.T(tick() + " DTMF exp=").K(fmt.Sprintf("%02d%02d", g.btw(1, 12), g.btw(25, 31))).T("\n")
		b.T(tick() + " DTMF cvv=*** len=" + fmt.Sprint(map[bool]int{true: 4, false: 3}[brand == "amex"]) + "\n")
		b.T(tick() + " DTMF billing_zip=").K(onlyDigits(g.postcode(l))).T("\n")
		b.T(tick() + " PCI-PAUSE end\n")
		b.T(tick() + " PSP auth result=" + g.pick("APPROVED", "APPROVED", "DECLINED_51", "3DS_REQUIRED") + " amount=").K(g.money(l)).T(" auth_code=").K(g.from(alnumU, 6)).T(" txn=").K(g.dnz(10)).T("\n")
	})

	// ---- Salesforce case export ----
	reg("salesforce_case", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		b.T("Case Number: ").K("0" + g.d(7)).T("\n")
		b.T("Status: " + g.pick("Escalated", "New", "Working", "Closed") + " | Priority: " + g.pick("High", "Medium", "Low") + " | Origin: " + g.pick("Phone", "Email", "Web", "Chat") + "\n")
		b.T("Contact Name: " + p.full() + "\n")
		if clean {
			b.T("Contact Phone: ").K(g.maskedPhone(p.num)).T("\n")
			b.T("Contact Email: (on file)\n")
		} else {
			if g.p(0.8) {
				b.T("Contact Phone: ").add(ph(g, p.num, anyFmt))
				b.T("\n")
			}
			b.T("Contact Email: ").P("email", g.email(l, p)).T("\n")
		}
		b.T("Subject: " + g.pick("Refund not received", "Item damaged in transit", "Wrong size delivered", "Cancel subscription", "Invoice query") + " - order ").K(g.orderID(l)).T("\n")
		b.T("Created: ").K(g.date(l) + " " + g.clock()).T("\n")
		b.T("Description:\n")
		b.T("Customer called re: refund of ").K(g.money(l)).T(". Original payment card ending ").K(g.last4()).T(". ")
		car := pickT(g, l.carriers)
		b.T(car + " tracking ").K(g.tracking(car)).T(" shows delivered. ")
		if !clean && g.p(0.5) {
			b.T("Cust asked for callback on ").add(ph(g, g.newNum(l.c), anyFmt))
			b.T(" (" + g.pick("work", "mobile", "wife's phone", "home") + "). ")
		} else {
			b.T("Callback window ").add(g.window())
			b.T(". ")
		}
		b.T("\nCase Comments (" + fmt.Sprint(g.btw(1, 4)) + "):\n")
		b.T("  [").K(g.isoTS()).T("] ").T(pickT(g, l.first)).T(" (").K(g.agentID()).T("): " + g.pick("Escalated to T2, approved goodwill credit ", "Reship requested, new order ", "RMA issued: ", "Refund approved, ref ")).K(g.refNo()).T("\n")
	})

	// ---- Salesforce report CSV ----
	reg("salesforce_report_csv", func(g *G, b *B, clean bool) {
		n := g.btw(2, 6)
		sfid := func(pfx string) string { return pfx + "5g0000" + g.from(alnum, 6) + g.from(upperA+digs, 3) }
		if clean {
			row(b, ",", true, "Lead ID", "Company", "City", "Postal Code", "No. of Employees", "Annual Revenue", "Lead Status", "Created Date", "Owner Ext")
			for i := 0; i < n; i++ {
				l := g.loc()
				row(b, ",", true, K(sfid("00Q")), pickT(g, l.last)+" "+g.pick("GmbH", "Ltd", "S.A.", "BV", "LLC", "Sp. z o.o.", "Ltda", "A.Ş.", "PT"), g.pick("Madrid", "Leeds", "Portland", "Utrecht", "Kraków", "Izmir", "Bandung", "Porto", "Campinas", "Lyon", "Köln", "Torino", "Pune", "Perth"),
					K(g.postcode(l)), fmt.Sprint(g.btw(5, 4000)), K(thousands(g.btw(100, 90000)*1000, ",")), g.pick("Open - Not Contacted", "Working - Contacted", "Qualified"), K(g.isoDate()), K(g.ext()))
			}
			return
		}
		row(b, ",", true, "Lead ID", "First Name", "Last Name", "Company", "Phone", "Email", "Lead Source", "Postal Code", "Created Date")
		for i := 0; i < n; i++ {
			l := g.loc()
			p := g.person(l)
			var phone any = ""
			if g.p(0.85) {
				phone = ph(g, p.num, anyFmt)
			}
			var em any = ""
			if g.p(0.8) {
				em = P("email", g.emailFor(p.first, p.last, []string{fold(p.last) + g.pick("-group.com", "corp.com", ".io", "-partners.eu")}))
			}
			row(b, ",", true, K(sfid("00Q")), p.first, p.last, p.last+" "+g.pick("GmbH", "Ltd", "S.A.", "BV", "LLC", "Ltda"), phone, em, g.pick("Web", "Trade Show", "Inbound Call", "Referral", "Partner"), K(g.postcode(l)), K(g.isoDate()))
		}
		if len(b.pii) == 0 {
			l := g.loc()
			p := g.person(l)
			row(b, ",", true, K(sfid("00Q")), p.first, p.last, p.last+" Ltd", ph(g, p.num, shapeFmt), "", "Web", K(g.postcode(l)), K(g.isoDate()))
		}
	})

	// ---- HubSpot call engagement ----
	reg("hubspot_call_log", func(g *G, b *B, clean bool) {
		l := g.loc(enLocs...)
		p := g.person(l)
		rep := pickT(g, l.first) + " " + pickT(g, l.last)
		b.T("Call with " + p.full() + "\n")
		b.K(g.date(l)).T(" at ").K(g.clock12()).T(" · Logged by " + rep + "\n")
		b.T("Call outcome: " + g.pick("Connected", "Left live message", "Left voicemail", "No answer", "Busy") + " · Direction: " + g.pick("Outbound", "Inbound") + " · Duration: ").K(fmt.Sprintf("%dm %02ds", g.btw(0, 40), g.n(60))).T("\n")
		if clean {
			b.T("Phone number: —\n")
		} else {
			b.T("Phone number: ").add(ph(g, p.num, g.pick2(anyFmt, shapeFmt)))
			b.T("\n")
		}
		b.T("Deal: " + p.last + " - " + g.pick("Renewal", "Expansion", "New Business") + " (Deal ID ").K(g.dnz(g.btw(10, 11))).T(")\n")
		b.T("Notes: Discussed " + g.pick("renewal for", "upgrade to", "pilot with") + " ").K(fmt.Sprint(g.btw(5, 500))).T(" seats at ").K(g.money(l)).T("/seat/mo. ")
		b.T("Decision on ").K(g.date(l)).T(". ")
		if !clean && g.p(0.5) {
			b.T("Send proposal to ").P("email", g.emailFor(p.first, p.last, []string{fold(p.last) + g.pick("-group.com", "corp.com", ".io", "logistics.com")})).T(". ")
		} else {
			b.T("Send proposal via portal, quote ").K("Q-" + g.d(6)).T(". ")
		}
		if !clean && g.p(0.3) {
			b.T("Assistant's direct line ").add(ph(g, g.newNum(l.c), shapeFmt))
			b.T(".")
		}
		b.T("\nRecording: https://app.hubspot.com/calls/").K(g.dnz(8)).T("/recording/").K(g.dnz(11)).T("\n")
	})

	// ---- HubSpot webhook + API log ----
	reg("hubspot_webhook_json", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		ts := fmt.Sprint(1704067200000 + int64(g.n(60000000))*1000 + int64(g.n(1000)))
		b.T("POST /hooks/hubspot HTTP/1.1\nHost: integrations." + fold(pickT(g, l.brands)) + ".io\n")
		b.T("X-HubSpot-Signature-v3: ").K(g.from(upperA+lower+digs+"+/", 43) + "=").T("\n")
		b.T("X-HubSpot-Request-Timestamp: ").K(ts).T("\nContent-Type: application/json\n\n")
		obj := g.dnz(11)
		prop, val := "lifecyclestage", any(g.pick("customer", "lead", "opportunity"))
		if !clean {
			switch g.n(3) {
			case 0:
				prop, val = "phone", ph(g, p.num, anyFmt)
			case 1:
				prop, val = "email", P("email", g.email(l, p))
			default:
				prop, val = "mobilephone", P("phone", g.e164(p.num))
			}
		} else if g.p(0.5) {
			prop, val = "hs_lead_status", g.pick("IN_PROGRESS", "CONNECTED", "UNQUALIFIED")
		}
		b.F(`[{"eventId":{},"subscriptionId":{},"portalId":{},"appId":{},"occurredAt":{},"subscriptionType":"contact.propertyChange","attemptNumber":0,"objectId":{},"propertyName":"{}","propertyValue":"{}","changeSource":"CRM_UI","sourceId":"userId:{}"}]`,
			K(g.dnz(10)), K(g.dnz(7)), K(g.dnz(8)), K(g.dnz(7)), K(ts), K(obj), prop, val, K(g.dnz(8)))
		b.T("\n\n--- worker log ---\n")
		b.T(g.isoTS() + " INFO fetch contact id=").K(obj).T("\n")
		if clean {
			b.T("-> GET https://api.hubapi.com/crm/v3/objects/contacts/" + obj + "?properties=lifecyclestage\n   Authorization: Bearer [FILTERED]\n")
		} else {
			b.T("-> GET https://api.hubapi.com/crm/v3/objects/contacts/"+obj+"?properties=email,phone\n   Authorization: Bearer ").P("bearer", "pat-"+g.pick("na1", "eu1")+"-"+g.uuid()).T("\n")
		}
		b.T("<- 200 OK in ").K(fmt.Sprint(g.btw(80, 900)) + "ms").T("\n")
	})

	// ---- Zendesk ticket JSON ----
	reg("zendesk_ticket_json", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		id := g.dnz(6)
		b.T("{\n  \"ticket\": {\n    \"id\": ").K(id).T(",\n")
		b.T("    \"url\": \"https://" + fold(pickT(g, l.brands)) + ".zendesk.com/api/v2/tickets/" + id + ".json\",\n")
		b.T("    \"subject\": \"" + g.pick("Where is my order", "Refund request", "Damaged item", "Call back request", "Billing question") + "\",\n")
		b.T("    \"description\": \"")
		b.json = true
		b.T(g.pick("Customer says ", "Caller reports ", "Voicemail: "))
		b.T("order ").K(g.orderID(l)).T(" not received, paid ").K(g.money(l)).T(".")
		if !clean && g.p(0.5) {
			b.T(" Please call back on ").add(ph(g, p.num, anyFmt))
			b.T(".")
		}
		b.json = false
		b.T("\",\n")
		b.T("    \"requester_id\": ").K(g.dnz(g.btw(11, 13))).T(",\n")
		if clean {
			b.T("    \"via\": {\"channel\": \"web\", \"source\": {\"from\": {}, \"to\": {}, \"rel\": null}},\n")
		} else {
			b.T("    \"via\": {\"channel\": \"voice\", \"source\": {\"from\": {\"formatted_phone\": \"").add(ph(g, p.num, shapeFmt))
			b.T("\", \"phone\": \"").P("phone", g.e164(p.num)).T("\", \"name\": \"" + p.full() + "\"}, \"rel\": \"inbound\"}},\n")
			if g.p(0.5) {
				b.T("    \"requester\": {\"name\": \""+p.full()+"\", \"email\": \"").P("email", g.email(l, p)).T("\"},\n")
			}
		}
		b.T("    \"custom_fields\": [{\"id\": ").K(g.dnz(12)).T(", \"value\": \"").K(g.orderID(l)).T("\"}, {\"id\": ").K(g.dnz(12)).T(", \"value\": \"" + g.pick("tier_2", "vip", "standard") + "\"}],\n")
		b.T("    \"created_at\": \"").K(g.isoTS()).T("\"\n  }\n}")
	})

	// ---- Zendesk API HTTP trace ----
	reg("zendesk_api_log", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		host := fold(pickT(g, l.brands)) + ".zendesk.com"
		em := g.email(l, p)
		if clean {
			b.T("> GET /api/v2/tickets/").K(g.dnz(6)).T(".json HTTP/1.1\n> Host: " + host + "\n")
			b.T("> Authorization: Bearer [FILTERED]\n")
		} else {
			if g.p(0.5) {
				b.T("> GET /api/v2/users/search.json?query=email:").P("email", strings.Replace(em, "@", "%40", 1)).T(" HTTP/1.1\n")
			} else {
				b.T("> GET /api/v2/users/").K(g.dnz(11)).T(".json HTTP/1.1\n")
			}
			b.T("> Host: " + host + "\n")
			b.T("> Authorization: Bearer ").P("bearer", g.pick(g.from(hexl, 64), g.secret(40))).T("\n")
		}
		b.T("> Accept: application/json\n>\n< HTTP/1.1 200 OK\n< X-Request-Id: ").K(g.from(hexl, 16)).T("\n< X-Rate-Limit-Remaining: ").K(fmt.Sprint(g.btw(10, 700))).T("\n<\n")
		if clean {
			b.T(`{"ticket":{"id":` + fmt.Sprint(g.dnz(6)) + `,"status":"` + g.pick("open", "pending", "solved") + `","group_id":`).K(g.dnz(12)).T(`,"assignee_id":`).K(g.dnz(12)).T("}}\n")
		} else {
			b.T(`{"users":[{"id":`).K(g.dnz(11)).T(`,"name":"`+p.full()+`","email":"`).P("email", em).T(`"`)
			if g.p(0.6) {
				b.T(`,"phone":"`).add(ph(g, p.num, anyFmt))
				b.T(`"`)
			}
			b.T(`,"time_zone":"` + g.pick("Madrid", "London", "Pacific Time (US & Canada)", "Berlin", "Istanbul", "Jakarta") + `"}],"count":1}` + "\n")
		}
	})

	// ---- SMS notifications and replies ----
	reg("sms_thread", func(g *G, b *B, clean bool) {
		l := g.loc(enLocs...)
		p := g.person(l)
		brand := pickT(g, l.brands)
		code := fmt.Sprint(g.btw(20000, 99999))
		b.T("SMS thread · short code ").K(code).T(" (" + brand + ")")
		if !clean && g.p(0.5) {
			b.T(" ↔ ").P("phone", g.e164(p.num))
		}
		b.T("\n")
		d := g.date(l)
		car := pickT(g, l.carriers)
		b.T(d + " 09:1" + fmt.Sprint(g.n(10)) + "  " + brand + ": Your order ").K(g.orderID(l)).T(" has shipped with " + car + ". Track: ").K(g.tracking(car)).T(". Reply STOP to opt out.\n")
		b.T(d + " 09:2" + fmt.Sprint(g.n(10)) + "  Customer: ")
		if clean {
			b.T(g.pick("can it go to the neighbour at no. ", "pls leave behind the bins, house ")).K(fmt.Sprint(g.btw(2, 180))).T("\n")
		} else {
			switch g.n(3) {
			case 0:
				b.T("can the driver call me on ").add(ph(g, p.num, anyFmt))
				b.T(" before coming\n")
			case 1:
				b.T("Pls ring ").add(ph(g, p.num, anyFmt))
				b.T(" when outside, buzzer broken\n")
			default:
				b.T("wrong number? this is ").T(p.first).T(", my email is ").P("email", g.email(l, p)).T("\n")
			}
		}
		b.T(d + " 09:3" + fmt.Sprint(g.n(10)) + "  " + brand + ": Thanks! We've added a note for the driver. Delivery window ").add(g.window())
		b.T(". Msg&data rates may apply.\n")
	})

	// ---- chat bot ----
	reg("chatbot_transcript", func(g *G, b *B, clean bool) {
		l := g.loc("en-US", "en-GB", "es-ES", "pt-BR", "id-ID", "tr-TR", "en-IN")
		p := g.person(l)
		t := map[string][]string{
			"en": {"Hi! I'm Ava, your virtual assistant. How can I help?", "where is my order", "Please enter your order number or the email you used at checkout.", "Thanks! I found order ", " placed on ", ". It's with ", ", tracking ", ".", "Would you like us to call you? Leave your number.", "Please don't share card details in chat. I've removed your message.", "i want to pay the balance, card is "},
			"es": {"¡Hola! Soy Ava, tu asistente virtual. ¿En qué te ayudo?", "dónde está mi pedido", "Indícame el número de pedido o el email de la compra.", "¡Gracias! He encontrado el pedido ", " del ", ". Va con ", ", seguimiento ", ".", "¿Quieres que te llamemos? Déjanos tu número.", "Por favor, no compartas datos de tarjeta por chat.", "quiero pagar lo pendiente, la tarjeta es "},
			"br": {"Oi! Eu sou a Ava, sua assistente virtual. Como posso ajudar?", "cadê meu pedido", "Informe o número do pedido ou o e-mail da compra.", "Obrigada! Encontrei o pedido ", " feito em ", ". Está com ", ", rastreio ", ".", "Quer que a gente te ligue? Deixe seu número.", "Por favor, não compartilhe dados de cartão no chat.", "quero pagar o saldo, o cartão é "},
			"id": {"Halo! Saya Ava, asisten virtual. Ada yang bisa dibantu?", "pesanan saya di mana", "Silakan masukkan nomor pesanan atau email saat checkout.", "Terima kasih! Pesanan ", " tanggal ", " dikirim lewat ", ", resi ", ".", "Mau kami telepon? Tinggalkan nomor Anda.", "Mohon jangan bagikan data kartu di chat.", "mau bayar tagihan, kartunya "},
			"tr": {"Merhaba! Ben Ava, sanal asistanınız. Nasıl yardımcı olabilirim?", "siparişim nerede", "Lütfen sipariş numaranızı veya e-posta adresinizi yazın.", "Teşekkürler! ", " numaralı sipariş ", " tarihinde verilmiş, kargo: ", ", takip no ", ".", "Sizi arayalım mı? Numaranızı bırakın.", "Lütfen kart bilgilerinizi sohbette paylaşmayın.", "borcu ödemek istiyorum, kart "},
		}[l.lang]
		bot, user := g.pick("Bot", "Ava", "Assistant"), g.pick("User", "Visitor", "Customer", p.first)
		var ts func() string
		if g.p(0.5) {
			m, h := g.n(50), g.btw(9, 18)
			ts = func() string { m += g.btw(0, 2); return fmt.Sprintf("[%02d:%02d] ", h, m%60) }
		} else {
			ts = func() string { return "" }
		}
		b.T(ts() + bot + ": " + t[0] + "\n")
		b.T(ts() + user + ": " + t[1] + "\n")
		b.T(ts() + bot + ": " + t[2] + "\n")
		if !clean && g.p(0.5) {
			b.T(ts()+user+": ").P("email", g.email(l, p)).T("\n")
		} else {
			b.T(ts() + user + ": ").K(g.orderID(l)).T("\n")
		}
		car := pickT(g, l.carriers)
		b.T(ts() + bot + ": " + t[3]).K(g.orderID(l)).T(t[4]).K(g.date(l)).T(t[5] + car + t[6]).K(g.tracking(car)).T(t[7] + " [Track order] [Return an item] [Talk to an agent]\n")
		if !clean {
			if g.p(0.6) || len(b.pii) == 0 {
				b.T(ts() + bot + ": " + t[8] + "\n")
				b.T(ts() + user + ": ").add(ph(g, p.num, anyFmt))
				b.T("\n")
			}
			if g.p(0.25) {
				b.T(ts()+user+": "+t[10]).P("credit_card", g.card(l.c)).T("\n")
				b.T(ts() + bot + ": " + t[9] + "\n")
			}
		} else {
			b.T(ts() + user + ": " + g.pick("ok", "thanks", "👍", "obrigado", "gracias", "terima kasih") + "\n")
		}
	})

	// ---- WhatsApp export ----
	reg("whatsapp_export", func(g *G, b *B, clean bool) {
		l := g.loc("es-ES", "es-MX", "pt-BR", "pt-PT", "it-IT", "id-ID", "tr-TR", "en-IN", "nl-NL", "de-DE")
		p := g.person(l)
		brand := pickT(g, l.brands)
		msgs := map[string][]string{
			"es": {"Hola, ¿en qué podemos ayudarte?", "Hola, mi pedido ", " no ha llegado", "Lo siento. Veo que va con ", ", seguimiento ", "vale gracias"},
			"br": {"Olá! Como podemos ajudar?", "Oi, meu pedido ", " não chegou", "Sinto muito. Está com ", ", rastreio ", "ok obrigado"},
			"pt": {"Olá! Em que podemos ajudar?", "Olá, a encomenda ", " ainda não chegou", "Lamentamos. Segue com ", ", seguimento ", "ok obrigada"},
			"it": {"Ciao! Come possiamo aiutarti?", "Salve, il mio ordine ", " non è arrivato", "Ci dispiace. È con ", ", tracking ", "ok grazie"},
			"id": {"Halo kak, ada yang bisa dibantu?", "Kak, pesanan ", " belum sampai", "Mohon maaf kak, dikirim via ", ", resi ", "oke makasih"},
			"tr": {"Merhaba, nasıl yardımcı olabiliriz?", "Merhaba, ", " numaralı siparişim gelmedi", "Üzgünüz, kargo ", ", takip no ", "tamam teşekkürler"},
			"en": {"Hi, how can we help?", "Hi, my order ", " hasn't come yet", "Sorry about that, it's with ", ", AWB ", "ok thanks"},
			"nl": {"Hoi! Waarmee kunnen we helpen?", "Hoi, mijn bestelling ", " is niet aangekomen", "Sorry! Hij zit bij ", ", track & trace ", "oké bedankt"},
			"de": {"Hallo! Wie können wir helfen?", "Hallo, meine Bestellung ", " ist nicht angekommen", "Das tut uns leid. Sie ist bei ", ", Sendungsnummer ", "ok danke"},
		}[l.lang]
		var sender any = p.full()
		if !clean {
			sender = ph(g, p.num, shapeFmt)
		}
		ios := g.p(0.5)
		d := fmt.Sprintf("%02d/%02d/%d", g.btw(1, 28), g.btw(1, 12), g.btw(2023, 2026))
		hh, mm := g.btw(8, 20), g.n(50)
		line := func(who any, text ...any) {
			mm++
			if ios {
				b.T(fmt.Sprintf("[%s, %02d:%02d:%02d] ", d, hh, mm, g.n(60)))
			} else {
				b.T(fmt.Sprintf("%s, %02d:%02d - ", d, hh, mm))
			}
			b.add(who)
			b.T(": ")
			for _, x := range text {
				b.add(x)
			}
			b.T("\n")
		}
		line(brand, msgs[0])
		line(sender, msgs[1], K(g.orderID(l)), msgs[2])
		car := pickT(g, l.carriers)
		line(brand, msgs[3]+car+msgs[4], K(g.tracking(car)))
		if !clean && g.p(0.4) {
			line(sender, P("email", g.email(l, p)))
		}
		line(sender, msgs[5])
	})

	// ---- returns e-mail ----
	reg("returns_email", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		brand := pickT(g, l.brands)
		dom := fold(brand) + g.pick(".com", ".co", ".shop")
		rma := fmt.Sprintf("RMA-%d-%06d", g.btw(2023, 2026), g.n(1000000))
		if clean {
			b.T("From: " + p.full() + " via Returns Portal\nTo: Returns team\n")
		} else {
			b.T("From: "+p.full()+" <").P("email", g.email(l, p)).T(">\nTo: ").P("email", "returns@"+dom).T("\n")
		}
		b.T("Subject: RE: Return request ").K(rma).T(" (Order ").K(g.orderID(l)).T(")\n")
		b.T("Date: " + g.pick("Mon", "Tue", "Wed", "Thu", "Fri") + ", ").K(fmt.Sprintf("%d %s %d %02d:%02d:%02d", g.btw(1, 28), months[g.n(12)], g.btw(2023, 2026), g.n(24), g.n(60), g.n(60))).T(" +0" + fmt.Sprint(g.n(3)) + "00\n\n")
		car := pickT(g, l.carriers)
		switch l.lang {
		case "de":
			b.T("Hallo,\n\nich habe das Paket heute bei " + car + " abgegeben, Sendungsnummer ").K(g.tracking(car)).T(". Die Erstattung sollte ").K(g.money(l)).T(" betragen (1x Artikel ").K(g.sku()).T(").\n\nViele Grüße\n" + p.first + "\n")
		case "fr":
			b.T("Bonjour,\n\nJ'ai déposé le colis chez " + car + " aujourd'hui, numéro de suivi ").K(g.tracking(car)).T(". Le remboursement devrait être de ").K(g.money(l)).T(" (1x réf. ").K(g.sku()).T(").\n\nCordialement,\n" + p.first + "\n")
		case "es":
			b.T("Hola,\n\nHoy he entregado el paquete en " + car + ", seguimiento ").K(g.tracking(car)).T(". El reembolso debería ser de ").K(g.money(l)).T(" (1x ref. ").K(g.sku()).T(").\n\nSaludos,\n" + p.first + "\n")
		default:
			b.T("Hi,\n\nI dropped the parcel at " + car + " today, tracking ").K(g.tracking(car)).T(". Refund should be ").K(g.money(l)).T(" for 1x SKU ").K(g.sku()).T(".\n\nThanks,\n" + p.first + "\n")
		}
		if !clean && g.p(0.6) {
			b.add(ph(g, p.num, shapeFmt))
			b.T("\n")
		}
		b.T("\n> On ").K(g.date(l)).T(", " + brand + " Returns wrote:\n> Your return ").K(rma).T(" has been approved. Drop-off by ").K(g.date(l)).T(".\n")
	})

	// ---- delivery driver notes ----
	reg("delivery_driver_notes", func(g *G, b *B, clean bool) {
		l := g.loc()
		car := pickT(g, l.carriers)
		b.T("Route ").K(fmt.Sprintf("R-%02d", g.btw(1, 60))).T(" · Driver: " + pickT(g, l.first) + " (").K(fmt.Sprintf("DRV-%04d", g.btw(100, 9999))).T(") · " + fmt.Sprint(g.btw(18, 140)) + " stops · " + car + "\n")
		stop := g.btw(1, 30)
		n := g.btw(2, 5)
		placed := false
		for i := 0; i < n; i++ {
			stop += g.btw(1, 3)
			p := g.person(l)
			b.T(fmt.Sprintf("Stop %d | ", stop)).K(g.clock()).T(" | Parcel ").K(g.tracking(car)).T(" | ").T(fmt.Sprint(g.btw(1, 250)) + " " + g.street(l) + ", ").K(g.postcode(l)).T(" | Note: ")
			if !clean && (g.p(0.5) || (!placed && i == n-1)) {
				placed = true
				switch g.n(3) {
				case 0:
					b.T("leave in porch, call ").add(ph(g, p.num, anyFmt))
					b.T(" if gate locked, gate code ").K(g.d(4) + "#").T("\n")
				case 1:
					b.T("cust req call 10 min before: ").add(ph(g, p.num, anyFmt))
					b.T("\n")
				default:
					b.T("recipient away, deliver to neighbour " + pickT(g, l.first) + " (").add(ph(g, p.num, shapeFmt))
					b.T(")\n")
				}
			} else {
				b.T(g.pick("safe place: shed", "dog on premises", "flat ", "gate code ", "signature required, ID check", "leave with reception, unit ", "buzzer "))
				if strings.HasSuffix(b.sb.String(), " ") {
					b.K(fmt.Sprint(g.btw(2, 999)))
				}
				b.T("\n")
			}
		}
	})

	// ---- lead list (markdown) ----
	reg("lead_list_markdown", func(g *G, b *B, clean bool) {
		n := g.btw(2, 6)
		if clean {
			b.T("| Company | City | Postcode | Employees | Est. ARR | Last touch | Owner ext |\n|---|---|---|---|---|---|---|\n")
			for i := 0; i < n; i++ {
				l := g.loc()
				b.T("| " + pickT(g, l.last) + " " + g.pick("Holdings", "Group", "& Sons", "Logistik", "Ltda") + " | " + g.pick("Leeds", "Austin", "Bilbao", "Gdańsk", "Surabaya", "Ankara", "Rotterdam", "Lille", "Bologna", "Braga", "Recife", "Adelaide", "Chennai") + " | ").K(g.postcode(l)).T(" | " + fmt.Sprint(g.btw(10, 3000)) + " | ").K(g.money(l)).T(" | ").K(g.isoDate()).T(" | ").K(g.ext()).T(" |\n")
			}
			return
		}
		b.T("| # | Company | Contact | Title | Phone | Email | Employees |\n|---|---|---|---|---|---|---|\n")
		for i := 0; i < n; i++ {
			l := g.loc()
			p := g.person(l)
			b.T(fmt.Sprintf("| %d | %s | %s | %s | ", i+1, p.last+" "+g.pick("Holdings", "Group", "GmbH", "S.L.", "BV"), p.full(), g.pick("Head of Ops", "CFO", "Procurement Lead", "IT Manager", "Owner")))
			if g.p(0.85) {
				b.add(ph(g, p.num, anyFmt))
			}
			b.T(" | ")
			if g.p(0.7) {
				b.P("email", g.emailFor(p.first, p.last, []string{fold(p.last) + g.pick("group.com", "-gmbh.de", ".es", ".nl", ".com.br")}))
			}
			b.T(" | " + fmt.Sprint(g.btw(10, 3000)) + " |\n")
		}
		if len(b.pii) == 0 {
			l := g.loc()
			p := g.person(l)
			b.T(fmt.Sprintf("| %d | %s | %s | CEO | ", n+1, p.last+" Ltd", p.full())).add(ph(g, p.num, shapeFmt))
			b.T(" |  | 12 |\n")
		}
	})

	// ---- call dispositions TSV ----
	reg("call_disposition_tsv", func(g *G, b *B, clean bool) {
		l := g.loc()
		n := g.btw(2, 6)
		if clean {
			b.T("call_id\tagent_id\tqueue_id\tstarted_at\ttalk_sec\twrap_sec\tdisposition\torder_ref\n")
		} else {
			b.T("call_id\tagent_id\tqueue_id\tstarted_at\ttalk_sec\twrap_sec\tdisposition\tcallback_number\n")
		}
		any1 := false
		for i := 0; i < n; i++ {
			b.K(g.dnz(g.btw(9, 10))).T("\t").K(fmt.Sprint(g.btw(1000, 99999))).T("\t").K(fmt.Sprint(g.btw(7000, 7999))).T("\t").K(g.isoTS()).T("\t" + fmt.Sprint(g.btw(20, 1800)) + "\t" + fmt.Sprint(g.btw(0, 300)) + "\t" + g.pick("RESOLVED", "CALLBACK", "ESCALATED", "NO_ANSWER", "WRONG_NUMBER", "REFUND_ISSUED") + "\t")
			if clean {
				b.K(g.orderID(l))
			} else if g.p(0.6) || (!any1 && i == n-1) {
				any1 = true
				b.add(ph(g, g.newNum(l.c), g.pick2(anyFmt, shapeFmt)))
			}
			b.T("\n")
		}
	})

	// ---- voicemail transcription ----
	reg("voicemail_transcript", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		if clean {
			b.T("New voicemail from " + g.pick("Unknown caller", "Private number", "Withheld", p.full()) + "\n")
		} else {
			b.T("New voicemail from ").add(ph(g, p.num, shapeFmt))
			b.T(" (Caller ID: " + strings.ToUpper(p.first+" "+p.last[:1]) + ")\n")
		}
		b.T("Received: ").K(g.date(l) + " " + g.clock()).T(" · Length ").K(fmt.Sprintf("0:%02d", g.btw(8, 59))).T(" · Mailbox ").K(g.ext()).T("\nTranscript (" + fmt.Sprint(g.btw(70, 97)) + "% confidence): \"")
		switch l.lang {
		case "es":
			b.T("Hola, soy " + p.first + ", llamo por el pedido ").K(g.orderID(l)).T(". ")
			if !clean {
				b.T("Por favor llámenme al ").add(ph(g, p.num, g.pick2(anyFmt, asrFmt)))
				b.T(". ")
			}
			b.T("Gracias.\"")
		case "de":
			b.T("Hallo, hier ist " + p.first + " wegen der Bestellung ").K(g.orderID(l)).T(". ")
			if !clean {
				b.T("Bitte rufen Sie mich unter ").add(ph(g, p.num, g.pick2(anyFmt, asrFmt)))
				b.T(" zurück. ")
			}
			b.T("Danke.\"")
		case "fr":
			b.T("Bonjour, c'est " + p.first + " pour la commande ").K(g.orderID(l)).T(". ")
			if !clean {
				b.T("Rappelez-moi au ").add(ph(g, p.num, g.pick2(anyFmt, asrFmt)))
				b.T(". ")
			}
			b.T("Merci.\"")
		case "br", "pt":
			b.T("Oi, aqui é " + p.first + ", sobre o pedido ").K(g.orderID(l)).T(". ")
			if !clean {
				b.T("Me liga no ").add(ph(g, p.num, g.pick2(anyFmt, asrFmt)))
				b.T(". ")
			}
			b.T("Obrigado.\"")
		case "it":
			b.T("Buongiorno, sono " + p.first + ", per l'ordine ").K(g.orderID(l)).T(". ")
			if !clean {
				b.T("Mi richiamate al ").add(ph(g, p.num, g.pick2(anyFmt, asrFmt)))
				b.T(". ")
			}
			b.T("Grazie.\"")
		default:
			b.T("Hi, this is " + p.first + " calling about order ").K(g.orderID(l)).T(", I was charged ").K(g.money(l)).T(" twice. ")
			if !clean {
				b.T(g.pick("Please call me back on ", "My number is ", "You can reach me at ")).add(ph(g, p.num, g.pick2(anyFmt, asrFmt)))
				b.T(". ")
			}
			b.T("Thanks, bye.\"")
		}
		b.T("\n")
	})

	// ---- QA scorecard ----
	reg("qa_scorecard", func(g *G, b *B, clean bool) {
		l := g.loc()
		agent := pickT(g, l.first) + " " + pickT(g, l.last)
		b.T("QA SCORECARD — Interaction ").K(g.dnz(8)).T(" — Agent: " + agent + " (").K(g.agentID()).T(") — Evaluator: " + pickT(g, l.first) + "\n")
		b.T("Date: ").K(g.isoDate()).T(" | Queue: ").K(g.queue()).T(" | AHT: ").K(g.hms(15)).T(" | Hold: ").K(g.hms(3)).T("\n")
		sections := []string{"Greeting", "Verification", "Empathy", "Resolution", "Compliance", "Closing"}
		tot, max := 0, 0
		viol := false
		for _, s := range sections {
			sc := g.btw(2, 5)
			tot += sc
			max += 5
			b.T(fmt.Sprintf("%-14s %d/5", s+" "+strings.Repeat(".", 12-len(s)), sc))
			if s == "Verification" || s == "Compliance" {
				if !clean && (g.p(0.5) || (s == "Compliance" && !viol)) {
					viol = true
					switch g.n(4) {
					case 0:
						b.T("  (agent read back the full card number ").P("credit_card", g.card(l.c)).T(" — PCI breach)")
					case 1:
						if l.c == "US" {
							b.T("  (agent repeated SSN ").P("ssn", g.fmtSSN(g.ssnDigits(), 0)).T(" aloud on a recorded line)")
						} else {
							b.T("  (agent typed customer mobile ").add(ph(g, g.newNum(l.c), shapeFmt))
							b.T(" into the free-text notes)")
						}
					case 2:
						b.T("  (customer email ").P("email", g.email(l, g.person(l))).T(" pasted into public comment)")
					default:
						b.T("  (callback number ").add(ph(g, g.newNum(l.c), anyFmt))
						b.T(" not confirmed before ending)")
					}
				} else if s == "Verification" {
					b.T("  (verified with last 4 of card ").K(g.last4()).T(" and postcode ").K(g.postcode(l)).T(")")
				}
			}
			b.T("\n")
		}
		b.T(fmt.Sprintf("Total: %d/%d (%d%%)\n", tot, max, tot*100/max))
		b.T("Coaching: " + g.pick("slow down during disclosures", "use the customer's name", "offer the survey", "confirm the case number "))
		if strings.HasSuffix(b.sb.String(), " ") {
			b.K(g.caseID())
		}
		b.T("\n")
	})

	// ---- payment by SMS ----
	reg("payment_sms_reply", func(g *G, b *B, clean bool) {
		l := g.loc(enLocs...)
		brand := pickT(g, l.brands)
		amt := g.money(l)
		b.T(brand + ": Hi " + pickT(g, l.first) + ", your balance of ").K(amt).T(" for account ").K(g.dnz(8)).T(" is due ").K(g.date(l)).T(". Pay securely: https://pay." + fold(brand) + ".com/l/").K(g.from(alnumU, 8)).T(" Ref ").K(g.refNo()).T("\n")
		if clean {
			b.T("Customer: paid, conf ").K(g.conf()).T("\n")
			b.T(brand + ": Thanks, payment of ").K(amt).T(" received. Receipt no. ").K(g.dnz(8)).T("\n")
			return
		}
		b.T("Customer: link doesnt work, just use my card "+g.pick("", "pls ")).P("credit_card", g.fmtCard(g.cardDigits(g.brandFor(l.c)), g.pick2(cardSpaced, cardPlain))).T(" exp ").K(g.exp()).T("\n")
		b.T(brand + ": For your security please don't send card details by text. We've deleted your message. Call us or use the link above.\n")
	})
}

// window is a time range, start before end.
func (g *G) window() []any {
	h := g.btw(7, 17)
	m := g.n(4) * 15
	return []any{K(fmt.Sprintf("%02d:%02d", h, m)), "-", K(fmt.Sprintf("%02d:%02d", h+g.btw(1, 4), m))}
}
