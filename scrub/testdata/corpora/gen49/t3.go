package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func train(b *B) {
	l := pick([]locale{locByID("de"), locByID("fr"), locByID("it"), locByID("es"), locByID("ja"), locByID("en-GB"), locByID("nl"), locByID("en-US")})
	p := newPerson(l)
	d := rdate()
	switch l.id {
	case "de":
		b.t("Ihre Buchung – Deutsche Bahn\nAuftragsnummer: ").k(lk(12)).t("\nICE ").k(fmt.Sprint(rint(500, 1999))).t(" Berlin Hbf → München Hbf, ").k(d.de()).t(", ab ").k(hcolon()).t("\nWagen ").k(fmt.Sprint(rint(1, 14))).t(", Platz ").k(fmt.Sprint(rint(11, 118))).t("  BahnCard 50: ").k("7081 4" + lk(11)).t("\n")
	case "fr":
		b.t("SNCF Connect – votre voyage\nRéférence dossier : ").k(alnum(6, up)).t("\nTGV INOUI ").k(fmt.Sprint(rint(6000, 9999))).t(" Paris Gare de Lyon → Marseille St-Charles, le ").k(d.eu()).t(" à ").k(strings.Replace(hcolon(), ":", "h", 1)).t("\nVoiture ").k(fmt.Sprint(rint(1, 18))).t(", place ").k(fmt.Sprint(rint(11, 98))).t(", carte Avantage n° ").k("2909" + lk(13)).t("\n")
	case "it":
		b.t("Trenitalia – Frecciarossa ").k(fmt.Sprint(rint(9500, 9999))).t("\nPNR: ").k(alnum(6, up)).t("  CP ").k(lk(7)).t("\nRoma Termini ").k(hcolon()).t(" → Milano Centrale, ").k(d.eu()).t(", carrozza ").k(fmt.Sprint(rint(1, 10))).t(" posto ").k(fmt.Sprint(rint(1, 20)) + pick([]string{"A", "B", "C", "D"})).t("\n")
	case "es":
		b.t("Renfe AVE – Localizador ").k(alnum(6, up)).t("\nMadrid-Pta Atocha ").k(hcolon()).t(" → Barcelona-Sants, ").k(d.eu()).t(", coche ").k(fmt.Sprint(rint(1, 12))).t(" plaza ").k(fmt.Sprint(rint(1, 20)) + "D").t(", billete ").k(lk(13)).t("\n")
	case "ja":
		b.t("【えきねっと】ご予約内容\n予約番号: ").k(fmt.Sprint(rint(1000, 9999))).t("\nのぞみ").k(fmt.Sprint(rint(1, 250))).t("号 東京 ").k(hcolon()).t("発 → 新大阪、").k(d.ja()).t("\n").k(fmt.Sprint(rint(1, 16)) + "号車 " + fmt.Sprint(rint(1, 20)) + "番" + pick([]string{"A", "B", "C", "D", "E"}) + "席").t("\n")
	case "en-GB":
		b.t("Trainline e-ticket\nBooking reference: ").k(alnum(8, up)).t("\nLondon Euston ").k(hcolon()).t(" → Manchester Piccadilly, ").k(d.en()).t("\nCoach ").k(pick([]string{"A", "B", "C", "U"})).t(" Seat ").k(fmt.Sprint(rint(1, 80))).t(", Railcard 16-25 ").k(lk(8)).t("\n")
	case "nl":
		b.t("NS International – Boekingsnummer ").k(lk(10)).t("\nEurostar ").k(fmt.Sprint(rint(9100, 9199))).t(" Amsterdam Centraal → Brussel-Zuid, ").k(fmt.Sprintf("%02d-%02d-%d", d.d, d.m, d.y)).t(" ").k(hcolon()).t("\n")
	default:
		b.t("Amtrak eTicket\nReservation Number: ").k(alnum(6, up)).t("\nAcela ").k(fmt.Sprint(rint(2100, 2299))).t(" NYP → WAS, ").k(d.us()).t(" ").k(pick([]string{"7:00 AM", "11:05 AM", "4:30 PM"})).t(" Car ").k(fmt.Sprint(rint(1, 8))).t("\n")
	}
	if !b.clean {
		switch r.IntN(3) {
		case 0:
			b.t(pick([]string{"Kontakt: ", "Contact : ", "Contatto: ", "Contacto: ", "連絡先: ", "Contact: "})).ph(p.phone()).t("\n")
		case 1:
			b.t(pick([]string{"Gesendet an ", "Envoyé à ", "Inviato a ", "送信先: ", "Sent to "})).em(p.email()).t("\n")
		default:
			b.t(p.roman() + " · ").em(p.email()).t(" · ").ph(p.phone()).t("\n")
		}
	}
	b.t(pick([]string{"Can I use this ticket on an earlier train?", "Zug fällt aus – Fahrgastrechte?", "le train est annulé, remboursement ?", "何時まで変更できますか?", "Is seat reservation included?"}))
}

func kbQuery(b *B) {
	a := pick(airlines)
	l := rloc()
	p := newPerson(l)
	loc := pnr()
	qs := []func(){
		func() {
			b.t("KB: how to add SSR CTCM for a pax on ").k(loc)
			if b.clean {
				b.t(" when the number has a country code? format is SSR CTCM ").k(a.code).t(" HK1/<digits>/P1 right?")
			} else {
				b.t(", pax " + p.roman() + " gave mobile ").ph(p.phone()).t(" – do I drop the 0?")
			}
		},
		func() {
			b.t("Search KB: guest in room ").k(room()).t(" says folio ").k(lk(7)).t(" was charged twice on ").k(rdate().eu())
			if !b.clean {
				b.t(", her card ").cc(func() string { _, c := card(); return c }()).t(" – how to refund one?")
			} else {
				b.t(" – how to refund one of the two postings?")
			}
		},
		func() {
			b.t("what's the policy for name change on ticket ").k(ticket(a)).t(" (").k(a.code).t(")? fare basis ").k(alnum(1, "YBMHKLQV") + alnum(3, up) + fmt.Sprint(rint(1, 9))).t(" ")
			if !b.clean {
				b.t("customer email ").em(p.email())
			} else {
				b.t("issued ").k(rdate().gdsY())
			}
		},
		func() {
			b.t("How do I resend the confirmation for booking ").k(lk(10)).t(" ")
			if !b.clean {
				b.t("to a different address (").em(p.email()).t(")? old one bounced")
			} else {
				b.t("if the guest's address bounced? PIN ").k(nd(4))
			}
		},
		func() {
			b.t("Agent question: EMD for excess baggage ").k(a.num + "-" + lk(10)).t(" shows status O, flight ").k(flight(a)).t(" ")
			if !b.clean {
				b.t("– pax wants call back on ").ph(p.phone())
			} else {
				b.t("already flown ").k(rdate().gds()).t(". Refundable?")
			}
		},
		func() {
			b.t("KB search \"ESTA denied what next\" – traveller passport ").k(passport(l.cc)).t(", trip ").k(rdate().us())
			if !b.clean {
				b.t(", reach him at ").ph(p.phone()).t(" or ").em(p.email())
			}
		},
	}
	pick(qs)()
}

func curlAPI(b *B) {
	host := pick([]string{"api.siteminder.example", "connect.channelx.net", "api.hotelbeds.example/hotel-api/1.0", "partners.ota-hub.io/v2", "pms.cloudbeds.example/api/v1.2", "api.duffel.example/air"})
	hid := lk(6)
	d := rdate()
	b.t(pick([]string{"getting 401 from the channel manager, what am I doing wrong?\n\n", "This works in Postman but not in curl:\n", "rate push fails since last night\n"}))
	b.t("curl -X " + pick([]string{"GET", "POST"}) + " \"https://" + host + "/reservations?hotel_id=").k(hid).t("&from=").k(d.iso()).t("&to=").k(d.plus(14).iso()).t("\" \\\n")
	if !b.clean {
		switch r.IntN(5) {
		case 0:
			b.t("  -H \"Authorization: Bearer ").p("bearer", tok(rint(32, 48))).t("\" \\\n")
		case 1:
			b.t("  -H 'Authorization: Bearer ").p("jwt", jwt()).t("' \\\n")
		case 2:
			b.t("  -H \"Api-key: ").p("bearer", hexTok(32)).t("\" \\\n  -H \"X-Signature: ").k(hexTok(16)).t("\" \\\n")
		case 3:
			u := "hotel" + hid
			pw := password()
			b.t("  -H \"Authorization: Basic ").p("bearer", base64.StdEncoding.EncodeToString([]byte(u+":"+pw))).t("\" \\\n")
		default:
			b.t("  -H \"X-API-Key: ").p("bearer", "sk_live_"+tok(24)).t("\" \\\n")
		}
	} else {
		b.t("  -H \"Authorization: Bearer $CM_TOKEN\" \\\n")
	}
	b.t("  -H \"Content-Type: application/json\"\n\n")
	b.t("response: {\"error\":\"" + pick([]string{"invalid_token", "rate_limited", "hotel_not_mapped"}) + "\",\"request_id\":\"").k(hexTok(8) + "-" + hexTok(4) + "-" + hexTok(4)).t("\"}")
}

func webhook(b *B) {
	l := rloc()
	p := newPerson(l)
	d := rdate()
	rid := "RES-" + lk(8)
	b.t(pick([]string{"Webhook payload we received (reservation.created) – the guest phone is missing in PMS:\n", "POST /hooks/booking  body:\n", "log dump from the OTA webhook handler:\n"}))
	b.t("{\n  \"event\": \"reservation.created\",\n  \"reservation_id\": \"").k(rid).t("\",\n  \"hotel_code\": \"").k(alnum(3, up) + lk(3)).t("\",\n")
	b.t("  \"arrival\": \"").k(d.iso()).t("\", \"departure\": \"").k(d.plus(3).iso()).t("\",\n")
	b.t("  \"guest\": {\"first_name\": \"" + p.rf + "\", \"last_name\": \"" + p.rl + "\"")
	if !b.clean {
		b.t(", \"email\": \"").em(p.email()).t("\"")
		if chance(0.7) {
			b.t(", \"phone\": \"").ph(p.phone()).t("\"")
		}
	}
	b.t("},\n  \"total\": {\"amount\": ").k(fmt.Sprintf("%d.%02d", rint(90, 3000), rint(0, 99))).t(", \"currency\": \"EUR\"},\n")
	b.t("  \"loyalty_id\": \"").k(lk(9)).t("\"")
	if !b.clean {
		switch r.IntN(3) {
		case 0:
			b.t(",\n  \"auth\": {\"token\": \"").p("jwt", jwt()).t("\"}")
		case 1:
			b.t(",\n  \"payment\": {\"card_number\": \"").cc(cardNum(pick(issuers))).t("\", \"expiry\": \"").t(expiry()).t("\"}")
		}
	} else {
		b.t(",\n  \"payment\": {\"card_last4\": \"").k(nd(4)).t("\", \"type\": \"VI\"}")
	}
	b.t("\n}")
}

func pmsLog(b *B) {
	l := rloc()
	p := newPerson(l)
	for i := 0; i < rint(3, 5); i++ {
		d := rdate()
		ts := fmt.Sprintf("%sT%s:%02d.%03dZ", d.iso(), hcolon(), rint(0, 59), rint(0, 999))
		b.k(ts).t(" " + pick([]string{"INFO", "WARN", "ERROR"}) + " [" + pick([]string{"opera-sync", "res-import", "folio", "keycard"}) + "] ")
		switch r.IntN(4) {
		case 0:
			b.t("res=").k(lk(9)).t(" room=").k(room()).t(" status=CHECKED_IN\n")
		case 1:
			if b.clean {
				b.t("profile merge skipped id=").k(lk(8)).t(" reason=duplicate\n")
			} else {
				b.t("profile update guest=" + strings.ToLower(p.rl) + " email=").em(p.email()).t(" phone=").ph(p.phone()).t("\n")
			}
		case 2:
			if b.clean {
				b.t("payment ok last4=").k(nd(4)).t(" amount=").k(fmt.Sprintf("%d.%02d", rint(10, 999), rint(0, 99))).t("\n")
			} else {
				b.t("payment declined pan=").cc(cardNum(pick(issuers))).t(" rc=05\n")
			}
		default:
			b.t("keycard encode room=").k(room()).t(" lock=").k(alnum(4, "0123456789ABCDEF")).t(" exp=").k(d.plus(2).iso()).t("\n")
		}
	}
	if !b.clean && len(b.pii) == 0 {
		b.t("NOTE: guest contact ").ph(p.phone()).t("\n")
	}
	b.t(pick([]string{"why is res-import failing for some profiles?", "what does rc=05 mean", ""}))
}

func visaLetter(b *B) {
	l := pick([]locale{locByID("zh"), locByID("ru"), locByID("tr"), locByID("th"), locByID("ar"), locByID("pt-BR"), locByID("ko")})
	p := newPerson(l)
	h := pick(hotels)
	d := rdate()
	b.t("TO WHOM IT MAY CONCERN – Visa support / hotel confirmation\n\n")
	b.t(h + " confirms the reservation of Mr/Ms " + strings.ToUpper(p.roman()) + ", passport no. ").k(passport(l.cc)).t(", nationality " + l.cc + ",\n")
	b.t("from ").k(d.eu()).t(" to ").k(d.plus(rint(3, 12)).eu()).t(", confirmation ").k(lk(9)).t(", room type Double, prepaid ").k(price()).t(".\n")
	if !b.clean {
		b.t("Guest contact: ").ph(p.phone()).t(", ").em(p.email()).t("\n")
	}
	b.t("Reservations Manager\n")
	if !b.clean && chance(0.6) {
		b.t("Direct line ").ph(locByID(pick([]string{"de", "fr", "it", "es", "en-GB"})).phone()).t("\n")
	} else {
		b.t("Ref. ").k("VL-" + fmt.Sprint(d.y) + "-" + lk(4)).t("\n")
	}
	b.t(pick([]string{"\nconsulate asks for a stamped original, can we email a PDF?", "\n请问这个信可以用于申根签证吗?", "\nПодойдёт ли это письмо для визы?", ""}))
}

func roomingList(b *B) {
	b.t("Group " + pick([]string{"ACME Sales Kickoff", "Hochzeit Becker", "Tokyo Incentive", "Viaje fin de curso"}) + " – block code ").k(alnum(4, up) + fmt.Sprint(rint(10, 99))).t("\n")
	b.t("Room\tType\tArrival\tDeparture\tGuest\tContact\n")
	d := rdate()
	for i := 0; i < rint(3, 6); i++ {
		l := rloc()
		p := newPerson(l)
		b.k(room()).t("\t" + pick([]string{"DBL", "TWN", "SGL", "STE"}) + "\t").k(d.de()).t("\t").k(d.plus(3).de()).t("\t" + p.roman() + "\t")
		if b.clean {
			b.t("via group leader")
		} else {
			if chance(0.5) {
				b.ph(p.phone())
			} else {
				b.em(p.email())
			}
		}
		b.t("\n")
	}
	b.t("Cut-off ").k(d.plus(-21).de()).t(", rate ").k(price()).t(" per night")
}

func refund(b *B) {
	l := rloc()
	p := newPerson(l)
	a := pick(airlines)
	b.t(pick([]string{"Subject: Refund request – ", "Betreff: Erstattung – ", "Objet : demande de remboursement – ", "Asunto: reembolso – "})).k(pnr()).t("\n\n")
	b.t("Hello,\nmy flight ").k(flight(a)).t(" on ").k(rdate().any()).t(" was cancelled. Ticket ").k(ticket(a)).t(", fare ").k(price()).t(".\n")
	if !b.clean {
		if chance(0.5) {
			b.t("Please refund to the original card ").cc(func() string { _, c := card(); return c }()).t(" exp ").t(expiry()).t(".\n")
		} else {
			b.t("Please refund to the original card (").k(masked(pick(issuers))).t(").\n")
		}
		b.t("You can reach me at ").ph(p.phone())
		if chance(0.5) {
			b.t(" or ").em(p.email())
		}
		b.t(".\n")
	} else {
		b.t("Please refund to the original form of payment. EU261 claim ref ").k("EU" + lk(7)).t(".\n")
	}
	b.t("Thanks,\n" + p.roman())
}

func cardAuth(b *B) {
	l := rloc()
	p := newPerson(l)
	h := pick(hotels)
	is, c := card()
	b.t("CREDIT CARD AUTHORIZATION FORM – " + h + "\n")
	b.t("Reservation #: ").k(lk(8)).t("   Arrival: ").k(rdate().us()).t("   Nights: ").k(fmt.Sprint(rint(1, 9))).t("\n")
	b.t("Cardholder name: " + strings.ToUpper(p.roman()) + "\n")
	b.t("Card type: [x] " + is.name + "\n")
	if !b.clean {
		b.t("Card number: ").cc(c).t("\nExpiration: ").t(expiry()).t("   CVV: ").t(digits(3)).t("\n")
		b.t("Billing phone: ").ph(p.phone()).t("\nEmail for receipt: ").em(p.email()).t("\n")
	} else {
		b.t("Card number: ").k(masked(is)).t("\nExpiration: ").k("**/**").t("\n")
	}
	b.t("I authorize charges up to ").k(price()).t(" for room, tax and incidentals.\nSignature: ____________  Date: ").k(rdate().us()).t("\n")
	b.t(pick([]string{"(sent by the guest's PA for a third-party payment, is this enough for PCI?)", "received by fax, ok to store?", ""}))
}

func transfer(b *B) {
	l := rloc()
	p := newPerson(l)
	dl := pick(locales)
	a := pick(airlines)
	b.t(pick([]string{"TRANSFER VOUCHER ", "Airport pickup – voucher ", "Traslado – bono ", "Transfer-Gutschein "})).k("TR" + lk(7)).t("\n")
	b.t("Pax: " + p.roman() + " x").k(fmt.Sprint(rint(1, 5))).t("\nArrival ").k(flight(a)).t(" ").k(rdate().gds() + " " + hhmm()).t(" at ").k(pick(airports) + " T" + fmt.Sprint(rint(1, 3))).t("\n")
	b.t("Meeting point: arrivals hall, sign \"" + strings.ToUpper(p.rl) + "\"\n")
	if !b.clean {
		b.t("Driver: " + newPerson(dl).roman() + " ").ph(dl.phone()).t("\n")
		if chance(0.5) {
			b.t("Guest mobile: ").ph(p.phone()).t("\n")
		}
	} else {
		b.t("Vehicle: Mercedes Vito, ").k(pick([]string{"34 ABC 123", "TH 4567", "B-TX 900"})).t("\nEmergency desk: see app\n")
	}
	b.t("Waiting time ").k("60 min").t(" free, then ").k(price()).t("/h")
}

func insurance(b *B) {
	l := rloc()
	p := newPerson(l)
	b.t("Travel insurance claim\nPolicy: ").k("POL-" + fmt.Sprint(rdate().y) + "-" + lk(8)).t("\nClaim no.: ").k("CLM" + lk(9)).t("\n")
	b.t("Incident: " + pick([]string{"trip cancellation (illness)", "missed connection", "medical treatment abroad", "stolen luggage"}) + " on ").k(rdate().any()).t("\n")
	b.t("Expenses: ").k(price()).t(" – invoice ").k("INV-" + lk(6)).t("\n")
	if !b.clean {
		b.t("Insured: " + p.roman() + ", ").em(p.email()).t(", ").ph(p.phone()).t("\n")
		if l.id == "en-US" && chance(0.4) {
			b.t("SSN (required for US claims over $600): ").p("ssn", ssn()).t("\n")
		}
	}
	b.t(pick([]string{"Which documents do I still need?", "Status says 'pending assessor' since 3 weeks", "Can the hospital bill you directly?"}))
}

func smsNotif(b *B) {
	a := pick(airlines)
	l := rloc()
	p := newPerson(l)
	b.t(pick([]string{"SMS received:\n", "forwarded SMS → ", "", "這封簡訊是真的嗎? "}))
	b.t(a.code + ": Your flight ").k(flight(a)).t(" on ").k(rdate().gds()).t(" is ").t(pick([]string{"delayed. New departure ", "rebooked. New dep ", "boarding at gate "}))
	b.k(pick([]string{hcolon(), "B" + fmt.Sprint(rint(10, 60))})).t(". Booking ").k(pnr()).t(". ")
	if !b.clean {
		b.t("Sent to ").ph(p.phone()).t(". ")
	}
	b.t("Reply STOP to ").k(fmt.Sprint(rint(60000, 89999))).t(" to opt out.")
	if !b.clean && chance(0.3) {
		b.t(" Manage: https://m."+strings.ToLower(a.code)+".example/t?c=").p("jwt", jwt())
	}
}

func reviewReply(b *B) {
	h := pick(hotels)
	b.t("Reply to review #").k(lk(9)).t(" (").k(fmt.Sprintf("%d/10", rint(4, 10))).t(") – " + h + "\n\n")
	b.t("Dear guest, thank you for staying with us from ").k(rdate().eu()).t(". We're sorry room ").k(room()).t(" was noisy; floors ").k(fmt.Sprintf("%d–%d", rint(2, 4), rint(5, 9))).t(" are being renovated until ").k(rdate().en()).t(".\n")
	if !b.clean {
		m := newPerson(rloc())
		b.t("Please contact our guest relations manager " + m.roman() + " directly at ").em(bizEmail(h)).t(" or ").ph(m.phone()).t(".\n")
	} else {
		b.t("We'd love to welcome you back – quote code ").k("BACK" + fmt.Sprint(rint(10, 30))).t(" for ").k("15%").t(" off.\n")
	}
}

func fareRules(b *B) {
	a := pick(airlines)
	fb := alnum(1, "YBMHKLQVTS") + alnum(2, up) + fmt.Sprint(rint(0, 9)) + alnum(2, up)
	b.t("FQN ").k(fb).t("/" + a.code + "\n")
	b.t("16. PENALTIES\n  CHANGES ANY TIME CHARGE ").k(price()).t(" FOR REISSUE.\n  CANCELLATIONS BEFORE DEPARTURE CHARGE ").k(price()).t(".\n")
	b.t("  NOTE - TICKET ").k(a.num + "-" + lk(10)).t(" ORIGINALLY ISSUED ").k(rdate().gdsY()).t("\n")
	b.t(pick([]string{"is the penalty per direction?", "can I waive with the waiver code ", "qué significa 'ANY TIME'?", "Gilt das auch nach Abflug?"}))
	if strings.HasSuffix(b.sb.String(), "code ") {
		b.k("WV" + lk(6)).t("?")
	}
	if !b.clean {
		b.t(" – pax ").em(newPerson(rloc()).email()).t(" is asking")
	}
}

func envConfig(b *B) {
	b.t(pick([]string{"our booking-engine .env (prod) – why does the OTA sync fail?\n", "config dump from staging, pls review:\n", "```\n"}))
	b.t("HOTEL_ID=").k(lk(6)).t("\nPROPERTY_CODE=").k(alnum(5, up)).t("\nRATE_PLAN=").k("BAR-" + alnum(3, up)).t("\n")
	if !b.clean {
		switch r.IntN(4) {
		case 0:
			b.t("CHANNEL_API_TOKEN=").p("bearer", tok(40)).t("\n")
		case 1:
			b.t("STRIPE_SECRET_KEY=").p("bearer", "sk_live_"+tok(24)).t("\n")
		case 2:
			b.t("PMS_PASSWORD=").p("bearer", password()).t("\n")
		default:
			b.t("GDS_ACCESS_TOKEN=\"").p("bearer", tok(32)).t("\"\n")
		}
		if chance(0.4) {
			b.t("NOTIFY_EMAIL=").em(bizEmail(pick(hotels))).t("\n")
		}
	} else {
		b.t("CHANNEL_API_TOKEN=${CHANNEL_API_TOKEN}\nPMS_PASSWORD=changeme\n")
	}
	b.t("SYNC_WINDOW_DAYS=").k("365").t("\nTZ=Europe/Berlin\n")
	if strings.HasPrefix(b.sb.String(), "```") {
		b.t("```")
	}
}

func ticketDisplay(b *B) {
	a := pick(airlines)
	l := rloc()
	p := newPerson(l)
	tk := a.num + lk(10)
	b.t("TKT-").k(tk).t("     RCVD-" + p.gds() + "\n")
	b.t("ISSUED ").k(rdate().gdsY()).t("  IATA ").k(lk(8)).t("  PNR ").k(pnr()).t("\n")
	b.t("  1 ").k(a.code + fmt.Sprint(rint(1, 999))).t(" Y " + rdate().gds() + " " + a.hub + pick(airports) + " OK  ").k(alnum(1, "YBMHK") + alnum(3, up) + "2").t("  23K  OPEN\n")
	b.t("FARE ").k(price()).t("  TAX ").k(fmt.Sprintf("%d.%02dGB", rint(10, 200), rint(0, 99))).t("\n")
	if !b.clean {
		is := pick(issuers)
		b.t("FOP CC" + is.gds).cc(cardNum(is)).t("/").t(strings.ReplaceAll(expiry(), "/", "")).t("\n")
	} else {
		b.t("FOP CASH\n")
	}
	b.t(pick([]string{"ticket shows OPEN but pax flew, how to fix coupon status?", "void possible still?", "why is the baggage 23K not 2PC?"}))
}

func seatChange(b *B) {
	a := pick(airlines)
	b.t(pick([]string{"Move pax ", "Please swap pax ", "Sitzplatz ändern für Pax "})).k(fmt.Sprint(rint(1, 4))).t(" from ").k(seat()).t(" to ").k(seat()).t(" on ").k(flight(a)).t(" " + a.hub + "-" + pick(airports) + " ").k(rdate().gds()).t(", PNR ").k(pnr()).t(". ")
	b.t(pick([]string{"Exit row needs ok-to-fly, ", "Bassinet requested, ", "Paid seat EMD ", "Wheelchair WCHR, "}))
	b.k(pick([]string{a.num + "-" + lk(10), price(), "SSR " + pick([]string{"BSCT", "WCHR", "EXST"})}))
	if !b.clean {
		b.t(". Pax phone ").ph(newPerson(rloc()).phone())
	}
}

func tourVoucher(b *B) {
	l := rloc()
	p := newPerson(l)
	gl := pick([]locale{locByID("tr"), locByID("th"), locByID("it"), locByID("es"), locByID("ar"), locByID("pt-BR")})
	b.t("VOUCHER ").k("V-" + lk(7)).t(" · " + pick([]string{"Cappadocia Balloon Sunrise", "Phi Phi Islands Speedboat", "Vatican Skip-the-line", "Alhambra Guided Tour", "Desert Safari", "Cristo Redentor + Pão de Açúcar"}) + "\n")
	b.t("Date ").k(rdate().eu()).t("  Pickup ").k(pick([]string{"05:15", "07:30", "08:00", "14:45"})).t(" from " + pick(hotels) + "\n")
	b.t("Pax: ").k(fmt.Sprintf("%d ADT + %d CHD", rint(1, 4), rint(0, 2))).t(" · Lead: " + p.roman() + "\n")
	if !b.clean {
		b.t("Local guide/hotline: ").ph(gl.phone()).t("\n")
		if chance(0.4) {
			b.t("Lead pax mobile: ").ph(p.phone()).t("\n")
		}
	}
	b.t("Paid: ").k(price()).t(" · Supplier ref ").k(alnum(3, up) + "/" + lk(5)).t("\n")
}
