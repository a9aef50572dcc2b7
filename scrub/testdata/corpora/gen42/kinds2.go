package main

import (
	"fmt"
	"strings"
)

func init() {
	// ---- US identity verification notes ----
	reg("id_verification_notes", func(g *G, b *B, clean bool) {
		l := locs["en-US"]
		p := g.person(l)
		s := g.ssnDigits()
		b.T("ID&V — " + p.full() + " — acct ").K(g.dnz(3) + "-" + g.d(3) + "-" + g.d(4)).T("\n")
		if clean {
			b.T(g.pick("SSN (last 4): ", "SSN last four ", "SSN: ")).K(g.pick("***-**-", "XXX-XX-", "") + s[5:]).T(" ✔\n")
		} else {
			switch g.n(5) {
			case 0:
				b.T("SSN: ").P("ssn", g.fmtSSN(s, 0)).T(" ✔\n")
			case 1:
				b.T("SSN provided verbally: ").P("ssn", g.fmtSSN(s, 1)).T(" (match)\n")
			case 2:
				b.T("social ").P("ssn", g.fmtSSN(s, 2)).T(" verified\n")
			case 3:
				b.T("Cust gave SSN ").P("ssn", g.fmtSSN(s, 0)).T(" but file shows last4 ").K(g.d(4)).T(" - mismatch, re-keyed\n")
			default:
				b.T("ITIN: ").P("ssn", g.fmtSSN(g.itinDigits(), 0)).T(" ✔\n")
			}
		}
		b.T("DOB: ").K(fmt.Sprintf("%02d/%02d/%d", g.btw(1, 12), g.btw(1, 28), g.btw(1950, 2003))).T(" ✔\nZIP: ").K(g.postcode(l)).T(" ✔\n")
		if !clean && g.p(0.4) {
			b.T("Phone on file: ").add(ph(g, p.num, anyFmt))
			b.T(" ✔\n")
		} else {
			b.T("OTP sent to phone on file ending ").K(p.num.nsn[6:]).T(", code entered ✔\n")
		}
		b.T("Result: PASS (").K(fmt.Sprint(g.btw(3, 4)) + "/4").T(" factors) · agent ").K(g.agentID()).T(" · ").K(g.isoTS()).T("\n")
	})

	// ---- sales e-mail with signatures ----
	reg("crm_email_signature", func(g *G, b *B, clean bool) {
		l := g.loc("en-US", "en-GB", "en-AU", "de-DE", "nl-NL", "es-ES", "fr-FR")
		rep, pr := g.person(l), g.person(l)
		co := pickT(g, l.brands)
		b.T("Hi " + pr.first + ",\n\n")
		b.T("Thanks for the call on ").K(g.date(l)).T(". As discussed, the quote for ").K(fmt.Sprint(g.btw(5, 400))).T(" licences is ").K(g.money(l)).T(" per year (quote ").K("Q-" + g.d(5)).T(", valid until ").K(g.date(l)).T(").\n")
		b.T("Our onboarding call is booked for ").K(g.date(l)).T(" at ").K(g.clock()).T(" " + g.pick("CET", "GMT", "PT", "AEST", "ET") + "; dial-in PIN ").K(g.d(6) + "#").T(".\n\nBest regards,\n\n")
		b.T(rep.full() + "\n" + g.pick("Account Executive", "Sales Manager", "Key Account Manager", "Customer Success Lead") + " | " + co + "\n")
		if clean {
			b.T(fmt.Sprint(g.btw(1, 400)) + " " + g.pick("Main St, Suite ", "King Street, Floor ", "Hauptstraße ", "Calle Alcalá ", "Herengracht ")).K(fmt.Sprint(g.btw(2, 900))).T(", ").K(g.postcode(l)).T("\nwww." + fold(co) + ".com\n")
			return
		}
		switch g.n(3) {
		case 0:
			b.T("M: ").add(ph(g, rep.num, shapeFmt))
			b.T(" | O: ").add(ph(g, g.newNum(l.c), shapeFmt))
			b.T(" ext. ").K(g.ext()).T("\n")
		case 1:
			b.T("Mobile ").add(ph(g, rep.num, anyFmt))
			b.T("\n")
		default:
			b.T("T. ").add(ph(g, g.newNum(l.c), shapeFmt))
			b.T(" · ").P("email", g.emailFor(rep.first, rep.last, []string{fold(co) + ".com"})).T("\n")
		}
		if g.p(0.4) {
			b.T("\n-----Original Message-----\nFrom: "+pr.full()+" <").P("email", g.emailFor(pr.first, pr.last, []string{fold(pr.last) + g.pick("-group.com", "corp.com", ".eu")})).T(">\nSent: ").K(g.date(l)).T("\nSubject: Pricing\n")
		}
	})

	// ---- RMA portal log ----
	reg("rma_portal_log", func(g *G, b *B, clean bool) {
		l := g.loc()
		n := g.btw(2, 4)
		placed := false
		for i := 0; i < n; i++ {
			car := pickT(g, l.carriers)
			b.K(g.isoTS()).T(" rma=").K(fmt.Sprintf("RMA-%d-%06d", g.btw(2023, 2026), g.n(1000000))).T(" order=").K(g.orderID(l)).T(" sku=").K(g.sku()).T(" qty=" + fmt.Sprint(g.btw(1, 4)) + " reason=" + g.pick("DAMAGED_IN_TRANSIT", "WRONG_ITEM", "NO_LONGER_NEEDED", "DEFECTIVE", "SIZE") + " refund=").K(g.money(l)).T(" label=" + car + ":").K(g.tracking(car))
			if !clean && (g.p(0.5) || (!placed && i == n-1)) {
				placed = true
				p := g.person(l)
				if g.p(0.6) {
					b.T(" customer_email=").P("email", g.email(l, p))
				} else {
					b.T(" contact_phone=").add(ph(g, p.num, g.pick2(shapeFmt, anyFmt)))
				}
			} else {
				b.T(" customer_id=").K("CUST-" + g.d(6))
			}
			b.T("\n")
		}
	})

	// ---- after-call work notes ----
	reg("acw_notes", func(g *G, b *B, clean bool) {
		l := g.loc("en-US", "en-GB", "en-AU", "en-IN", "en-US")
		p := g.person(l)
		car := pickT(g, l.carriers)
		b.T("ACW " + g.pick("notes", "summary", "wrap-up") + " (").K(g.agentID()).T("): ")
		b.T("cx called re ord# ").K(g.orderID(l)).T(" not rcvd. trk ").K(g.tracking(car)).T(" shows dlvrd ").K(g.date(l)).T(" to " + g.pick("front door", "parcel locker", "neighbour", "mailroom") + ". ")
		b.T("opened claim ").K("CLM-" + g.d(5)).T(" w/ " + car + ", reship approved ").K(g.money(l)).T(". ")
		if clean {
			b.T("cb # on file, pref after ").K(g.clock()).T(". vfd w/ dob & ").K(g.postcode(l)).T(".")
		} else {
			switch g.n(4) {
			case 0:
				b.T("cb # ").add(ph(g, p.num, anyFmt))
				b.T(" pref after ").K(g.clock()).T(".")
			case 1:
				b.T("new mob ").add(ph(g, p.num, anyFmt))
				b.T(" - updated acct. conf email sent to ").P("email", g.email(l, p)).T(".")
			case 2:
				b.T("cx upd email to ").P("email", g.email(l, p)).T(" (old bounced).")
			default:
				b.T("cx read card ").P("credit_card", g.card(l.c)).T(" over phone for reship fee - keyed in pay screen, did NOT note.")
			}
		}
		b.T(" " + g.pick("FCR: Y", "FCR: N, esc T2", "sentiment: neg", "survey offered") + "\n")
	})

	// ---- Twilio webhook (form-encoded) ----
	reg("twilio_webhook_form", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		ac := "AC" + g.from(hexl, 32)
		if clean {
			b.T("POST /twilio/recording-status HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\nX-Twilio-Signature: ").K(g.from(upperA+lower+digs+"+/", 27) + "=").T("\n\n")
			b.T("AccountSid=" + ac + "&CallSid=").K(g.callSid()).T("&RecordingSid=RE" + g.from(hexl, 32) + "&RecordingStatus=completed&RecordingDuration=").K(fmt.Sprint(g.btw(5, 1800))).T("&RecordingChannels=2&RecordingStartTime=").K(formEnc(g.rfcDate())).T("&RecordingSource=DialVerb\n")
			return
		}
		co := g.newNum(l.c)
		from := "%2B" + ccOf[l.c] + p.num.nsn
		to := "%2B" + ccOf[co.c] + co.nsn
		b.T("POST /voice/status HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\nX-Twilio-Signature: ").K(g.from(upperA+lower+digs+"+/", 27) + "=").T("\n\n")
		b.T("AccountSid="+ac+"&ApiVersion=2010-04-01&CallSid=").K(g.callSid()).T("&CallStatus=completed&CallDuration=").K(fmt.Sprint(g.btw(5, 1800))).T("&Called=").P("phone", to).T("&Caller=").P("phone", from).T("&Direction=inbound&From=").P("phone", from).T("&FromCountry="+l.c+"&To=").P("phone", to).T("&ToCountry=" + l.c + "&Timestamp=").K(formEnc(g.rfcDate())).T("\n")
	})

	// ---- Asterisk CDR CSV ----
	reg("cdr_csv", func(g *G, b *B, clean bool) {
		l := g.loc()
		b.T(`"accountcode","src","dst","dcontext","clid","channel","dstchannel","lastapp","start","answer","end","duration","billsec","disposition","uniqueid"` + "\n")
		n := g.btw(2, 5)
		placed := false
		for i := 0; i < n; i++ {
			ext := g.ext()
			st := fmt.Sprintf("%s %02d:%02d:%02d", g.isoDate(), g.btw(8, 19), g.n(60), g.n(60))
			dur := g.btw(10, 1500)
			uid := fmt.Sprintf("%d.%d", 1704067200+g.n(60000000), g.btw(1, 9999))
			if clean || (placed && g.p(0.4)) {
				src := g.ext()
				row(b, ",", true, g.pick("support", "sales", ""), K(src), K(ext), "from-internal", `""`+pickT(g, l.first)+`"" <`+src+`>`, K("PJSIP/"+src+"-0000"+g.from(hexl, 4)), K("PJSIP/"+ext+"-0000"+g.from(hexl, 4)), "Dial", K(st), st, st, fmt.Sprint(dur+5), fmt.Sprint(dur), "ANSWERED", K(uid))
				continue
			}
			placed = true
			p := g.person(l)
			nat := p.num.national()
			if g.p(0.4) {
				nat = "+" + ccOf[l.c] + p.num.nsn
			}
			b.T(`"`+g.pick("support", "sales", "")+`","`).P("phone", nat).T(`","`).K(ext).T(`","from-trunk","""`+p.full()+`"" <`).P("phone", nat).T(`>","PJSIP/trunk-0000` + g.from(hexl, 4) + `","`).K("PJSIP/" + ext + "-0000" + g.from(hexl, 4)).T(`","Dial","`).K(st).T(`","` + st + `","` + st + `","` + fmt.Sprint(dur+7) + `","` + fmt.Sprint(dur) + `","` + g.pick("ANSWERED", "NO ANSWER", "BUSY") + `","`).K(uid).T("\"\n")
		}
	})

	// ---- callback queue JSON ----
	reg("callback_queue_json", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		b.T("{\n  \"callbackId\": \"cb_").K(g.from(alnumU, 8)).T("\",\n  \"queueId\": ").K(fmt.Sprint(g.btw(7000, 7999))).T(",\n  \"position\": " + fmt.Sprint(g.btw(1, 30)) + ",\n  \"estimatedWaitSec\": ").K(fmt.Sprint(g.btw(30, 3600))).T(",\n")
		if clean {
			b.T("  \"callbackNumber\": \"").K("+" + ccOf[l.c] + strings.Repeat("*", len(p.num.nsn)-4) + p.num.nsn[len(p.num.nsn)-4:]).T("\",\n")
		} else {
			key := g.pick("callbackNumber", "callback_number", "phoneNumber", "ani", "customerPhone")
			v := g.e164(p.num)
			if g.p(0.35) {
				v = g.fmtNum(p.num, anyFmt)
			}
			b.T("  \""+key+"\": \"").P("phone", v).T("\",\n")
		}
		b.T("  \"requestedAt\": \"").K(g.isoTS()).T("\",\n  \"channel\": \"" + g.pick("IVR", "WEB", "APP") + "\",\n  \"attempts\": " + fmt.Sprint(g.n(3)) + ",\n  \"agentExt\": \"").K(g.ext()).T("\",\n  \"orderRef\": \"").K(g.orderID(l)).T("\"")
		if !clean && g.p(0.3) {
			b.T(",\n  \"email\": \"").P("email", g.email(l, p)).T("\"")
		}
		b.T("\n}")
	})

	// ---- click & collect SMS ----
	reg("store_pickup_sms", func(g *G, b *B, clean bool) {
		l := g.loc()
		brand := pickT(g, l.brands)
		b.T(brand + ": Your order ").K(g.orderID(l)).T(" is ready for pickup at Store #").K(g.store()).T(" (" + fmt.Sprint(g.btw(1, 2000)) + " " + g.street(l) + ", ").K(g.postcode(l)).T("). Show code ").K(g.d(4)).T(" at the counter. Open until ").K(g.clock()).T(". Hold until ").K(g.date(l)).T(".\n")
		if clean {
			b.T("Reply: ok will come tmrw after ").K(g.clock()).T("\n")
			return
		}
		p := g.person(l)
		switch g.n(3) {
		case 0:
			b.T("Reply: my husband will pick up, his number is ").add(ph(g, p.num, anyFmt))
			b.T("\n")
		case 1:
			b.T("Reply: can you send the receipt to ").P("email", g.email(l, p)).T("\n")
		default:
			b.T("Reply: " + p.first + " here, wrong store, pls call ").add(ph(g, p.num, anyFmt))
			b.T("\n")
		}
	})

	// ---- pipeline report ----
	reg("pipeline_report_md", func(g *G, b *B, clean bool) {
		n := g.btw(2, 5)
		if clean {
			b.T("| Deal ID | Account | Stage | Amount | Close date | Owner | Owner ext |\n|---|---|---|---|---|---|---|\n")
		} else {
			b.T("| Deal ID | Account | Stage | Amount | Close date | Main contact |\n|---|---|---|---|---|---|\n")
		}
		placed := false
		for i := 0; i < n; i++ {
			l := g.loc()
			p := g.person(l)
			b.T("| ").K(g.dnz(10)).T(" | " + p.last + " " + g.pick("Retail", "Foods", "Logistics", "Pharma") + " | " + g.pick("Discovery", "Proposal", "Negotiation", "Closed Won") + " | ").K(g.money(l)).T(" | ").K(g.isoDate()).T(" | ")
			if clean {
				b.T(pickT(g, l.first) + " | ").K(g.ext()).T(" |\n")
				continue
			}
			b.T(p.full() + " (")
			if g.p(0.5) || (!placed && i == n-1) {
				placed = true
				if g.p(0.5) {
					b.add(ph(g, p.num, shapeFmt))
				} else {
					b.P("email", g.emailFor(p.first, p.last, []string{fold(p.last) + g.pick("retail.com", "foods.eu", "-log.de")}))
				}
			} else {
				b.T("via partner")
			}
			b.T(") |\n")
		}
	})

	// ---- fraud review ----
	reg("fraud_review_note", func(g *G, b *B, clean bool) {
		l := g.loc()
		d := g.cardDigits(g.brandFor(l.c))
		b.T("Fraud review ").K(fmt.Sprintf("FR-%d-%04d", g.btw(2023, 2026), g.n(10000))).T(" — order ").K(g.orderID(l)).T(" — ").K(g.money(l)).T("\n")
		b.T("Signals: AVS mismatch (billing ").K(g.postcode(l)).T(" vs shipping ").K(g.postcode(l)).T("), velocity " + fmt.Sprint(g.btw(3, 9)) + " orders/24h, device IP ").K(fmt.Sprintf("203.0.113.%d", g.btw(2, 254))).T("\n")
		if clean {
			b.T("Card: BIN ").K(d[:6]).T(", last4 ").K(d[len(d)-4:]).T(", 3DS " + g.pick("frictionless", "challenge failed", "not enrolled") + "\n")
			b.T("Phone risk: VoIP line (lookup ref ").K("LKP-" + g.d(8)).T(")\n")
		} else {
			b.T("Card: ").P("credit_card", g.fmtCard(d, g.pick2(cardSpaced, cardPlain))).T(" used on " + fmt.Sprint(g.btw(2, 6)) + " accounts\n")
			if g.p(0.6) {
				p := g.person(l)
				b.T("Phone: ").add(ph(g, p.num, shapeFmt))
				b.T(" (VoIP) · email ").P("email", g.emailFor(p.first, p.last, []string{"mail.com", "proton.me", "gmx.com", "outlook.com"})).T("\n")
			}
		}
		b.T("Decision: " + g.pick("CANCEL", "HOLD for call-back", "APPROVE", "REFUND + BLOCK") + " by ").K(g.agentID()).T(" at ").K(g.isoTS()).T("\n")
	})

	// ---- NPS survey export ----
	reg("nps_survey_csv", func(g *G, b *B, clean bool) {
		n := g.btw(2, 5)
		l := g.loc()
		comments := map[string][]string{
			"en": {"Agent was great, sorted in 5 mins", "Waited 40 min on hold", "Still no refund after 3 calls", "Driver left parcel in the rain"},
			"es": {"Muy amable la agente", "Esperé 30 minutos", "Sigo sin reembolso"},
			"fr": {"Conseiller très sympa", "Trop d'attente", "Toujours pas remboursé"},
			"de": {"Sehr freundlich", "Zu lange Warteschleife", "Immer noch keine Erstattung"},
			"it": {"Operatrice gentilissima", "Attesa infinita"},
			"pt": {"Atendimento rápido", "Demorou muito"},
			"br": {"Atendente nota 10", "Demorou demais pra resolver"},
			"nl": {"Snel geholpen", "Lang gewacht"},
			"pl": {"Bardzo miła obsługa", "Długo czekałem"},
			"tr": {"Çok ilgiliydi", "Çok bekledim"},
			"id": {"Pelayanan cepat", "Lama sekali"},
		}[l.lang]
		if clean {
			b.T("response_id,submitted_at,score,channel,agent_id,order_ref,comment\n")
		} else {
			b.T("response_id,submitted_at,score,channel,agent_id,comment,email\n")
		}
		placed := false
		for i := 0; i < n; i++ {
			b.K("R_" + g.from(alnum, 15)).T(",").K(g.isoTS()).T("," + fmt.Sprint(g.n(11)) + "," + g.pick("voice", "chat", "email") + ",").K(fmt.Sprint(g.btw(1000, 99999))).T(",")
			if clean {
				b.K(g.orderID(l)).T(",\"" + pickT(g, comments) + "\"\n")
				continue
			}
			p := g.person(l)
			b.T("\"" + pickT(g, comments))
			if g.p(0.3) {
				b.T(" - " + g.pick("call me", "pls call", "tel", "ring me") + " ").add(ph(g, p.num, anyFmt))
				placed = true
			}
			b.T("\",")
			if g.p(0.6) || (!placed && i == n-1) {
				placed = true
				b.P("email", g.email(l, p))
			}
			b.T("\n")
		}
	})

	// ---- live chat events ----
	reg("livechat_events_jsonl", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		vid := "v_" + g.from(alnum, 10)
		ts := 1704067200 + g.n(60000000)
		ev := func(typ string, rest ...any) {
			ts += g.btw(2, 60)
			b.T(`{"ts":`).K(fmt.Sprint(ts)).T(`,"type":"` + typ + `","visitor_id":"` + vid + `"`)
			for _, r := range rest {
				b.add(r)
			}
			b.T("}\n")
		}
		if clean {
			ev("pre_chat_form", `,"fields":{"name":"`+p.first+`","topic":"`+g.pick("order", "returns", "billing")+`","order":"`, K(g.orderID(l)), `"}`)
		} else {
			f := []any{`,"fields":{"name":"` + p.full() + `","email":"`, P("email", g.email(l, p)), `"`}
			if g.p(0.5) {
				f = append(f, `,"phone":"`, ph(g, p.num, anyFmt), `"`)
			}
			f = append(f, "}")
			ev("pre_chat_form", f...)
		}
		ev("chat_started", `,"chat_id":"`, K(g.dnz(9)), `","group":`, K(fmt.Sprint(g.btw(1, 40))))
		ev("visitor_message", `,"text":"`, g.pick("hi my order ", "where is order ", "refund for "), K(g.orderID(l)), `"`)
		ev("agent_message", `,"agent_id":"`, K(g.agentID()), `","text":"It shipped on `, K(g.date(l)), `, total `, K(g.money(l)), `"`)
		if !clean && g.p(0.4) {
			ev("visitor_message", `,"text":"`, g.pick("can u call me ", "my cell ", "whatsapp me "), ph(g, p.num, anyFmt), `"`)
		}
		ev("chat_ended", `,"duration_s":`, K(fmt.Sprint(g.btw(60, 2400))), `,"rating":"`+g.pick("good", "bad", "none")+`"`)
	})

	// ---- Hinglish chat ----
	reg("hinglish_chat", func(g *G, b *B, clean bool) {
		l := locs["en-IN"]
		p := g.person(l)
		car := pickT(g, l.carriers)
		b.T("Customer: Sir mera order ").K(g.orderID(l)).T(" abhi tak nahi aaya, " + g.pick("3", "5", "7") + " din ho gaye\n")
		b.T("Agent: Sorry sir, aapka AWB number ").K(g.tracking(car)).T(" hai, " + car + " se aa raha hai, expected ").K(g.date(l)).T("\n")
		if clean {
			b.T("Customer: ok, PIN code ").K(g.postcode(l)).T(" hai, delivery boy ko bolo gate pe guard ko de de\n")
			b.T("Agent: Noted sir, ticket ").K(g.caseID()).T(" raise kar diya hai. Refund ").K(g.money(l)).T(" bhi process ho gaya\n")
			return
		}
		switch g.n(3) {
		case 0:
			b.T("Customer: delivery boy ko bolo mujhe ").add(ph(g, p.num, anyFmt))
			b.T(" pe call kare\n")
		case 1:
			b.T("Customer: mera number ").add(ph(g, p.num, anyFmt))
			b.T(" hai, WhatsApp bhi isi pe hai\n")
		default:
			b.T("Customer: invoice ").P("email", g.email(l, p)).T(" pe bhej do please\n")
		}
		b.T("Agent: Ji sir, ticket ").K(g.caseID()).T(" raise kar diya hai\n")
		if g.p(0.3) {
			b.T("Customer: COD nahi chahiye, card se pay karunga ").P("credit_card", g.card("IN")).T("\nAgent: Sir please card details chat pe share mat kijiye\n")
		}
	})

	// ---- AI call summary ----
	reg("ai_call_summary", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		b.T("Call summary (auto-generated, model " + g.pick("v3.2", "cc-sum-7", "gpt-summ-2") + ", confidence ").K(fmt.Sprintf("0.%d", g.btw(70, 98))).T(")\n")
		b.T("• Caller: " + p.full())
		if !clean && g.p(0.6) {
			b.T(", callback ").add(ph(g, p.num, anyFmt))
		}
		b.T("\n• Intent: " + g.pick("refund status", "missing delivery", "cancel subscription", "change address", "billing dispute") + " for order ").K(g.orderID(l)).T(" (").K(g.money(l)).T(")\n")
		b.T("• Actions: agent issued " + g.pick("refund", "credit", "replacement") + " ref ").K(g.refNo()).T(", case ").K(g.caseID()).T("\n")
		if !clean {
			switch g.n(3) {
			case 0:
				b.T("• Caller updated email to ").P("email", g.email(l, p)).T("\n")
			case 1:
				b.T("• Payment taken on card ").P("credit_card", g.card(l.c)).T(" (should have been masked)\n")
			default:
				if l.c == "US" {
					b.T("• Identity verified with SSN ").P("ssn", g.fmtSSN(g.ssnDigits(), 0)).T(" and DOB\n")
				} else {
					b.T("• Alternate contact: ").add(ph(g, g.newNum(l.c), shapeFmt))
					b.T("\n")
				}
			}
		} else {
			b.T("• Verified with DOB ").K(g.dob()).T(" and card ending ").K(g.last4()).T("\n")
		}
		b.T("• Sentiment: " + g.pick("negative → neutral", "positive", "neutral") + " · Talk ratio ").K(fmt.Sprintf("%d/%d", g.btw(30, 70), 0)).T(" · Silence ").K(fmt.Sprintf("%d%%", g.btw(2, 30))).T("\n• Follow-up due ").K(g.date(l)).T("\n")
	})

	// ---- escalation mail with API log ----
	reg("escalation_email_api_log", func(g *G, b *B, clean bool) {
		l := g.loc(enLocs...)
		tick := g.dnz(6)
		b.T("Subject: [ESC] CRM sync failing for ticket #").K(tick).T("\n\nHi team,\n\nThe Zendesk→Salesforce sync has been failing since ").K(g.clock()).T(" for case ").K("0" + g.d(7)).T(". Log below:\n\n```\n")
		b.K(g.isoTS()).T(" ERROR sync POST https://" + g.pick("acme", "northwind", "brightcart") + ".my.salesforce.com/services/data/v59.0/sobjects/Case 401 Unauthorized\n")
		if clean {
			b.T("request headers: {\"Authorization\": \"Bearer [REDACTED]\", \"X-Request-Id\": \"").K(g.uuid()).T("\"}\n")
			b.T("response: {\"errorCode\":\"INVALID_SESSION_ID\",\"message\":\"Session expired or invalid\"}\n")
		} else {
			switch g.n(4) {
			case 0:
				b.T("request headers: {\"Authorization\": \"Bearer ").P("jwt", g.jwt()).T("\", \"X-Request-Id\": \"").K(g.uuid()).T("\"}\n")
			case 1:
				b.T("> Authorization: Bearer ").P("bearer", "00D"+g.from(alnum, 12)+"!AQ"+g.from(alnum, 4)+"."+g.from(alnum+"._", 90)).T("\n> X-Request-Id: ").K(g.uuid()).T("\n")
			case 2:
				b.T("GET /oauth/callback?code=").K(g.from(alnum, 20)).T("&id_token=").P("jwt", g.jwt()).T(" 302\n")
			default:
				b.T("webhook payload: {\"event\":\"case.updated\",\"access_token\":\"").P("bearer", g.secret(40)).T("\",\"case\":\"").K("0" + g.d(7)).T("\"}\n")
			}
			b.T("response: {\"errorCode\":\"INVALID_SESSION_ID\"}\n")
		}
		b.T("```\n\nCan someone rotate the integration user's token? ").K(fmt.Sprint(g.btw(12, 400))).T(" tickets are queued.\n\nThanks,\n" + pickT(g, l.first) + " (Tier 2, ext. ").K(g.ext()).T(")\n")
	})

	// ---- order confirmation e-mail ----
	reg("order_confirmation_email", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		brand := pickT(g, l.brands)
		w := map[string][]string{
			"en": {"Order confirmation", "Items", "Delivery address", "Phone for delivery", "Paid with", "ending", "Total"},
			"es": {"Confirmación de pedido", "Artículos", "Dirección de entrega", "Teléfono para la entrega", "Pagado con", "terminada en", "Total"},
			"fr": {"Confirmation de commande", "Articles", "Adresse de livraison", "Téléphone pour la livraison", "Payé avec", "se terminant par", "Total"},
			"de": {"Bestellbestätigung", "Artikel", "Lieferadresse", "Telefon für die Zustellung", "Bezahlt mit", "endend auf", "Gesamt"},
			"it": {"Conferma d'ordine", "Articoli", "Indirizzo di consegna", "Telefono per la consegna", "Pagato con", "che termina con", "Totale"},
			"pt": {"Confirmação de encomenda", "Artigos", "Morada de entrega", "Telefone para entrega", "Pago com", "terminado em", "Total"},
			"br": {"Confirmação do pedido", "Itens", "Endereço de entrega", "Telefone para entrega", "Pago com", "final", "Total"},
			"nl": {"Orderbevestiging", "Artikelen", "Bezorgadres", "Telefoon voor bezorging", "Betaald met", "eindigend op", "Totaal"},
			"pl": {"Potwierdzenie zamówienia", "Produkty", "Adres dostawy", "Telefon do kuriera", "Zapłacono kartą", "kończącą się na", "Razem"},
			"tr": {"Sipariş onayı", "Ürünler", "Teslimat adresi", "Teslimat için telefon", "Ödeme", "son 4 hanesi", "Toplam"},
			"id": {"Konfirmasi pesanan", "Barang", "Alamat pengiriman", "Telepon untuk pengiriman", "Dibayar dengan", "akhiran", "Total"},
		}[l.lang]
		b.T(w[0] + " ").K(g.orderID(l)).T(" — " + brand + "\n")
		if !clean && g.p(0.4) {
			b.T("To: ").P("email", g.email(l, p)).T("\n")
		}
		b.T("\n" + w[1] + ":\n")
		for i := 0; i < g.btw(1, 3); i++ {
			b.T(fmt.Sprintf("  %d × ", g.btw(1, 3)) + g.pick("Air fryer 5.5L", "Headphones X2", "Desk lamp", "Running shoes", "USB-C hub", "Coffee beans 1kg") + " (SKU ").K(g.sku()).T(")  ").K(g.money(l)).T("\n")
		}
		b.T(w[2] + ": " + p.full() + ", " + fmt.Sprint(g.btw(1, 300)) + " " + g.street(l) + ", ").K(g.postcode(l)).T("\n")
		if !clean || len(b.pii) == 0 && !clean {
			b.T(w[3] + ": ").add(ph(g, p.num, anyFmt))
			b.T("\n")
		}
		b.T(w[4] + " " + brandName[g.brandFor(l.c)] + " " + w[5] + " ").K(g.last4()).T("\n" + w[6] + ": ").K(g.money(l)).T("\n")
	})

	// ---- appointment reminder ----
	reg("appointment_reminder_sms", func(g *G, b *B, clean bool) {
		l := g.loc("nl-NL", "fr-FR", "de-DE", "en-GB", "en-AU", "es-ES", "it-IT", "pl-PL", "pt-PT", "tr-TR")
		p := g.person(l)
		msg := map[string][]string{
			"nl": {"Herinnering: uw monteur komt op ", " tussen ", " en ", ". Ref ", ". Antwoord 1 om te bevestigen, 2 om te verzetten.", "2 - bel me even op "},
			"fr": {"Rappel : votre technicien passera le ", " entre ", " et ", ". Réf ", ". Répondez 1 pour confirmer, 2 pour décaler.", "2 - rappelez-moi au "},
			"de": {"Erinnerung: Ihr Techniker kommt am ", " zwischen ", " und ", " Uhr. Ref ", ". Antworten Sie 1 zum Bestätigen, 2 zum Verschieben.", "2 - bitte rufen Sie mich an: "},
			"en": {"Reminder: your engineer visit is on ", " between ", " and ", ". Ref ", ". Reply 1 to confirm, 2 to rearrange.", "2 - can you ring me on "},
			"es": {"Recordatorio: el técnico irá el ", " entre las ", " y las ", ". Ref ", ". Responda 1 para confirmar, 2 para cambiar.", "2 - llámeme al "},
			"it": {"Promemoria: il tecnico passerà il ", " tra le ", " e le ", ". Rif ", ". Rispondi 1 per confermare, 2 per spostare.", "2 - chiamatemi al "},
			"pl": {"Przypomnienie: technik przyjedzie ", " między ", " a ", ". Nr ", ". Odpowiedz 1, aby potwierdzić, 2, aby zmienić.", "2 - proszę dzwonić na "},
			"pt": {"Lembrete: o técnico vai a ", " entre as ", " e as ", ". Ref ", ". Responda 1 para confirmar, 2 para alterar.", "2 - liguem-me para o "},
			"tr": {"Hatırlatma: teknisyen ", " tarihinde ", " - ", " arasında gelecek. Ref ", ". Onay için 1, değişiklik için 2 yazın.", "2 - beni şu numaradan arayın: "},
		}[l.lang]
		h := g.btw(8, 14)
		b.T(pickT(g, l.brands) + ": " + msg[0]).K(g.date(l)).T(msg[1]).K(fmt.Sprintf("%02d:00", h)).T(msg[2]).K(fmt.Sprintf("%02d:00", h+4)).T(msg[3]).K(g.from(alnumU, 8)).T(msg[4] + "\n")
		if clean {
			b.T("> 1\n")
			return
		}
		b.T("> " + msg[5]).add(ph(g, p.num, anyFmt))
		b.T("\n")
	})

	// ---- collections ----
	reg("collections_call_note", func(g *G, b *B, clean bool) {
		l := g.loc("en-US", "en-US", "en-GB", "en-AU")
		p := g.person(l)
		b.T("Acct ").K(g.dnz(3) + "-" + g.d(3) + "-" + g.d(4)).T(" | Bal ").K(g.money(l)).T(" | DPD " + fmt.Sprint(g.btw(5, 120)) + " | RPC: Y\n")
		b.T("PTP ").K(g.money(l)).T(" on ").K(g.date(l)).T(" via ")
		if clean {
			b.T("card ending ").K(g.last4()).T(" (one-time), conf ").K("PTP-" + g.d(5)).T("\n")
			b.T("Contact: phone on file, consent Y, best time ").K(g.clock12()).T("\n")
			return
		}
		if g.p(0.5) {
			b.T("card ").P("credit_card", g.card(l.c)).T(" exp ").K(g.exp()).T(" (one-time), conf ").K("PTP-" + g.d(5)).T("\n")
		} else {
			b.T("bank (routing ").K("0" + g.d(8)).T("), conf ").K("PTP-" + g.d(5)).T("\n")
		}
		b.T("Contact: ").add(ph(g, p.num, anyFmt))
		b.T(" (" + g.pick("cell", "home", "work") + ", consent Y), best time ").K(g.clock12()).T("\n")
		if l.c == "US" && g.p(0.3) {
			b.T("Skip-trace: SSN ").P("ssn", g.fmtSSN(g.ssnDigits(), 0)).T(" matched bureau\n")
		}
	})

	// ---- outbound dialer log ----
	reg("dialer_log", func(g *G, b *B, clean bool) {
		l := g.loc()
		camp := g.pick("SPRING_UPSELL", "WINBACK_Q3", "RENEWAL_30D", "LEADS_WEB")
		n := g.btw(2, 5)
		placed := false
		for i := 0; i < n; i++ {
			b.T(fmt.Sprintf("%s %02d:%02d:%02d campaign=%s list=", g.isoDate(), g.btw(8, 19), g.n(60), g.n(60), camp)).K("L-" + g.d(4)).T(" lead=").K("00Q5g0000" + g.from(alnum, 6)).T(fmt.Sprintf(" attempt=%d/6 ", g.btw(1, 6)))
			if clean || (placed && g.p(0.3)) {
				b.T("dial=<suppressed:DNC> result=SKIPPED")
			} else {
				placed = true
				b.T("dial=").P("phone", g.pick(g.e164(g.newNum(l.c)), g.fmtNum(g.newNum(l.c), shapeFmt))).T(" result=" + g.pick("NO_ANSWER", "ANSWERED", "VOICEMAIL", "BUSY") + " ring=").K(fmt.Sprintf("%ds", g.btw(3, 40)))
			}
			b.T(" agent=").K(g.agentID()).T("\n")
		}
	})

	// ---- Zendesk macro replies ----
	reg("zendesk_macro_reply", func(g *G, b *B, clean bool) {
		l := g.loc()
		p := g.person(l)
		car := pickT(g, l.carriers)
		t := map[string][]string{
			"en": {"Hi ", ",\n\nThanks for contacting us about order ", ". Your parcel is with ", " (tracking ", ") and should arrive by ", ". We've refunded the delivery fee of ", ".\n", "As requested, we'll call you on ", " tomorrow.\n", "We've updated your email address to ", ".\n", "\nKind regards,\n", "\nTicket #"},
			"es": {"Hola ", ",\n\nGracias por contactarnos sobre el pedido ", ". Su paquete está con ", " (seguimiento ", ") y llegará antes del ", ". Le hemos devuelto los gastos de envío de ", ".\n", "Como nos pidió, le llamaremos mañana al ", ".\n", "Hemos actualizado su correo a ", ".\n", "\nUn saludo,\n", "\nTicket nº "},
			"fr": {"Bonjour ", ",\n\nMerci de nous avoir contactés au sujet de la commande ", ". Votre colis est chez ", " (suivi ", ") et arrivera d'ici le ", ". Nous vous avons remboursé les frais de port de ", ".\n", "Comme convenu, nous vous rappellerons demain au ", ".\n", "Nous avons mis à jour votre adresse e-mail : ", ".\n", "\nCordialement,\n", "\nTicket n° "},
			"de": {"Hallo ", ",\n\ndanke für Ihre Nachricht zur Bestellung ", ". Ihr Paket ist bei ", " (Sendungsnummer ", ") und kommt bis ", ". Die Versandkosten von ", " haben wir erstattet.\n", "Wie gewünscht rufen wir Sie morgen unter ", " an.\n", "Ihre E-Mail-Adresse wurde auf ", " geändert.\n", "\nFreundliche Grüße\n", "\nTicket #"},
			"it": {"Ciao ", ",\n\ngrazie per averci scritto riguardo all'ordine ", ". Il pacco è con ", " (tracking ", ") e arriverà entro il ", ". Ti abbiamo rimborsato la spedizione di ", ".\n", "Come richiesto ti chiameremo domani al ", ".\n", "Abbiamo aggiornato la tua email in ", ".\n", "\nCordiali saluti,\n", "\nTicket n. "},
			"pt": {"Olá ", ",\n\nObrigado pelo contacto sobre a encomenda ", ". A sua encomenda está com ", " (seguimento ", ") e chega até ", ". Reembolsámos os portes de ", ".\n", "Conforme pedido, ligamos amanhã para o ", ".\n", "Atualizámos o seu email para ", ".\n", "\nCumprimentos,\n", "\nTicket n.º "},
			"br": {"Olá ", ",\n\nObrigado pelo contato sobre o pedido ", ". Seu pacote está com ", " (rastreio ", ") e chega até ", ". Estornamos o frete de ", ".\n", "Como pedido, vamos ligar amanhã no ", ".\n", "Atualizamos seu e-mail para ", ".\n", "\nAtenciosamente,\n", "\nChamado #"},
			"nl": {"Hoi ", ",\n\nBedankt voor je bericht over bestelling ", ". Je pakket is bij ", " (track & trace ", ") en komt uiterlijk ", ". We hebben de verzendkosten van ", " terugbetaald.\n", "Zoals gevraagd bellen we je morgen op ", ".\n", "We hebben je e-mailadres gewijzigd naar ", ".\n", "\nMet vriendelijke groet,\n", "\nTicket #"},
			"pl": {"Dzień dobry ", ",\n\ndziękujemy za wiadomość w sprawie zamówienia ", ". Paczka jest w ", " (numer przesyłki ", ") i dotrze do ", ". Zwróciliśmy koszt dostawy ", ".\n", "Zgodnie z prośbą zadzwonimy jutro na numer ", ".\n", "Zmieniliśmy adres e-mail na ", ".\n", "\nPozdrawiamy,\n", "\nZgłoszenie nr "},
			"tr": {"Merhaba ", ",\n\n", " numaralı siparişiniz için bize ulaştığınız için teşekkürler. Kargonuz ", " ile yolda (takip no ", "), en geç ", " tarihinde teslim edilecek. Kargo ücreti ", " iade edildi.\n", "Talebiniz üzerine yarın sizi ", " numarasından arayacağız.\n", "E-posta adresiniz ", " olarak güncellendi.\n", "\nSaygılarımızla,\n", "\nTalep no "},
			"id": {"Halo ", ",\n\nTerima kasih telah menghubungi kami soal pesanan ", ". Paket Anda dikirim via ", " (resi ", ") dan tiba paling lambat ", ". Ongkir sebesar ", " sudah kami kembalikan.\n", "Sesuai permintaan, kami akan menelepon Anda besok di ", ".\n", "Email Anda sudah kami ubah menjadi ", ".\n", "\nSalam,\n", "\nTiket #"},
		}[l.lang]
		b.T(t[0] + p.first + t[1]).K(g.orderID(l)).T(t[2] + car + t[3]).K(g.tracking(car)).T(t[4]).K(g.date(l)).T(t[5]).K(g.money(l)).T(t[6])
		if !clean {
			if g.p(0.6) {
				b.T(t[7]).add(ph(g, p.num, anyFmt))
				b.T(t[8])
			} else {
				b.T(t[9]).P("email", g.email(l, p)).T(t[10])
			}
		}
		b.T(t[11] + pickT(g, l.first) + ", " + pickT(g, l.brands) + t[12]).K(g.dnz(6)).T("\n")
	})
}

func formEnc(s string) string {
	return strings.NewReplacer("+", "%2B", ",", "%2C", ":", "%3A", " ", "+").Replace(s)
}

func (g *G) rfcDate() string {
	return fmt.Sprintf("%s, %02d %s %d %02d:%02d:%02d +0000", g.pick("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"), g.btw(1, 28), months[g.n(12)], g.btw(2023, 2026), g.n(24), g.n(60), g.n(60))
}
