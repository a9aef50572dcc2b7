package main

import (
	"fmt"
	"strings"
)

func contactTemplates() []T {
	return []T{
		{"square_payment_json_buyer_email", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf(`{"payment":{"id":"%s","status":"COMPLETED","amount_money":{"amount":%d,"currency":"USD"},"card_details":{"card":{"card_brand":"VISA","last_4":"%s","exp_month":%d,"exp_year":%d},"entry_method":"CONTACTLESS","auth_result_code":"%s"},"location_id":"%s","order_id":"%s","buyer_email_address":"%s","receipt_number":"%s"}}`,
				b.K(b.from(alnum, 22)), b.rng(300, 20000), b.digits(4), b.rng(1, 12), b.rng(2026, 2031), b.K(b.auth()), b.K("L"+strings.ToUpper(b.from(upalnum, 12))), b.K(b.from(alnum, 24)), b.P("email", b.email(pp)), b.K(b.from(upalnum, 4)))
		}},
		{"square_customer_created_webhook", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf(`{"merchant_id":"%s","type":"customer.created","event_id":"%s","data":{"type":"customer","object":{"customer":{"given_name":"%s","family_name":"%s","email_address":"%s","phone_number":"%s","creation_source":"LOYALTY"}}}}`,
				b.K("ML"+b.from(upalnum, 11)), b.K(b.uuid()), pp.first, pp.last, b.P("email", b.email(pp)), b.P("phone", b.usPhone(4)))
		}},
		{"toast_order_customer_json", func(b *B) string {
			pp := b.person("us")
			a, e, l := b.usParts()
			ph := b.uniq(func() string { return a + e + l })
			return fmt.Sprintf(`{"guid":"%s","displayNumber":"%d","diningOption":{"guid":"%s"},"checks":[{"customer":{"firstName":"%s","lastName":"%s","phone":"%s","email":"%s"},"totalAmount":%s}]}`,
				b.K(b.uuid()), b.rng(1, 999), b.K(b.uuid()), pp.first, pp.last, b.P("phone", ph), b.P("email", b.email(pp)), b.K(b.money(10, 180)))
		}},
		{"clover_customer_api", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf(`GET /v3/merchants/%s/customers/%s?expand=emailAddresses,phoneNumbers -> 200 {"firstName":"%s","emailAddresses":{"elements":[{"emailAddress":"%s"}]},"phoneNumbers":{"elements":[{"phoneNumber":"%s"}]},"marketingAllowed":true}`,
				b.K(strings.ToUpper(b.from(upalnum, 13))), b.K(strings.ToUpper(b.from(upalnum, 13))), pp.first, b.P("email", b.email(pp)), b.P("phone", b.usPhone(b.pick6())))
		}},
		{"lightspeed_customer_csv", func(b *B) string {
			rows := []string{"customer_code,first_name,last_name,email,mobile,loyalty_balance,customer_group"}
			for i := 0; i < 2; i++ {
				loc := b.pick("au", "uk", "nl", "us")
				pp := b.person(loc)
				ph := b.intlPhone(loc, true)
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%s,%s", b.K("C-"+b.digits(6)), pp.first, pp.last, b.P("email", b.email(pp)), b.P("phone", ph), b.money(0, 80), b.pick("VIP", "Staff", "Retail")))
			}
			return strings.Join(rows, "\n")
		}},
		{"shopify_pos_order_webhook", func(b *B) string {
			pp := b.person(b.pick("us", "uk", "au"))
			ph := "+" + strings.TrimLeft(strings.NewReplacer(" ", "", "(0)", "").Replace(b.intlPhone(pp.loc, true)), "+")
			return fmt.Sprintf(`X-Shopify-Topic: orders/create
X-Shopify-Hmac-Sha256: %s
{"id":%s,"order_number":%s,"source_name":"pos","email":"%s","phone":"%s","total_price":"%s","line_items":[{"sku":"%s","quantity":1}],"location_id":%s}`,
				b.K(b.from(b64std, 43)+"="), b.K(b.nzdigits(13)), b.K(b.nzdigits(4)), b.P("email", b.email(pp)), b.P("phone", ph), b.K(b.money(8, 300)), b.K(b.sku()), b.K(b.nzdigits(11)))
		}},
		{"ereceipt_sent_log", func(b *B) string {
			pp := b.person(b.pick("us", "uk", "au", "de"))
			return fmt.Sprintf("%s INFO receipt.mailer sent e-receipt order=%s total=%s to=%s via=sendgrid msg=%s",
				b.ts(), b.K(b.nzdigits(9)), b.money(4, 120), b.P("email", b.email(pp)), b.K(b.from(alnum, 22)))
		}},
		{"opentable_confirmation", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf("OpenTable reservation %s\nGuest: %s, party of %d\n%s at %s\nPhone: %s\nEmail: %s\nNotes: anniversary, window table pls. Points: %d",
				b.K("Conf #"+b.nzdigits(9)), pp.full(), b.rng(2, 8), b.dateUS(), b.hhmm(), b.P("phone", b.usPhone(b.pick6())), b.P("email", b.email(pp)), b.rng(100, 1000))
		}},
		{"sevenrooms_guest_note", func(b *B) string {
			pp := b.person(b.pick("uk", "ie", "au"))
			return fmt.Sprintf("SevenRooms | %s | %s x%d | tbl %s | Guest %s (%s, %s) - nut allergy, VIP tag, spend to date £%s",
				b.dateEU(), b.hhmm(), b.rng(2, 6), b.K("T"+b.digits(2)+"-"+b.pick("BAR", "PATIO", "MAIN")), pp.full(), b.P("email", b.email(pp)), b.P("phone", b.intlPhone(pp.loc, b.coin())), b.money(100, 3000))
		}},
		{"loyalty_signup_fr", func(b *B) string {
			pp := b.person("fr")
			return fmt.Sprintf("Inscription fidélité en caisse n°%d — %s, e-mail : %s, tél : %s. Carte fidélité %s activée, ticket %s du %s.",
				b.rng(1, 6), pp.full(), b.P("email", b.email(pp)), b.P("phone", b.intlPhone("fr", false)), b.K("FID"+b.digits(9)), b.K(b.digits(4)+"-"+b.digits(4)), b.dateEU())
		}},
		{"kundenkarte_de", func(b *B) string {
			pp := b.person("de")
			return fmt.Sprintf("Neue Kundenkarte an Kasse %d: %s, E-Mail %s, Handy %s, Bonus-Nr. %s. Bon-Nr. %s, Summe %s EUR.",
				b.rng(1, 8), pp.full(), b.P("email", b.email(pp)), b.P("phone", b.intlPhone("de", b.coin())), b.K(b.digits(10)), b.K(b.digits(6)), b.moneyEU(3, 90))
		}},
		{"loyalty_till_phone_us", func(b *B) string {
			return fmt.Sprintf("%s POS[%d] loyalty.lookup key=phone value=%s member=%s points=%d tier=GOLD check=%s",
				b.ts(), b.rng(1, 9), b.P("phone", b.usPhone([]int{1, 7, 2}[b.n(3)])), b.K("M"+b.digits(8)), b.rng(0, 5000), b.K(b.digits(6)))
		}},
		{"loyalty_cashier_chat", func(b *B) string {
			return fmt.Sprintf("cashier here, a customer says she has rewards under %s but the lookup finds nothing. Order %s, total $%s. Do I make a new account?",
				b.P("phone", b.usPhone(b.pick6())), b.K("#"+b.digits(4)), b.K(b.money(5, 60)))
		}},
		{"twilio_sms_receipt", func(b *B) string {
			return fmt.Sprintf("POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json\nTo=%s&MessagingServiceSid=%s&Body=Your+order+%s+is+ready+for+pickup",
				b.K("AC"+b.from(hexlc, 32)), b.P("phone", "%2B1"+b.usPhone(7)), b.K("MG"+b.from(hexlc, 32)), b.K(b.digits(4)))
		}},
		{"square_loyalty_account_json", func(b *B) string {
			return fmt.Sprintf(`{"loyalty_account":{"program_id":"%s","mapping":{"phone_number":"%s"},"balance":%d,"lifetime_points":%d,"created_at":"%s"}}`,
				b.K(b.uuid()), b.P("phone", b.usPhone(4)), b.rng(0, 300), b.rng(0, 3000), b.K(b.ts()))
		}},
		{"pos_customer_lookup_bare", func(b *B) string {
			return fmt.Sprintf("[%s] CustomerSearch term=\"%s\" field=phone hits=1 id=%s store=%s",
				b.hhmmss(), b.P("phone", b.usPhone(7)), b.K(b.digits(7)), b.K("S"+b.digits(3)))
		}},
		{"yelp_waitlist", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf("Yelp Waitlist: %s, party of %d, quoted %d min, text %s when ready. Ticket %s",
				pp.first+" "+pp.last[:1]+".", b.rng(2, 9), b.rng(10, 60), b.P("phone", b.usPhone(b.pick6())), b.K("W-"+b.digits(4)))
		}},
		{"kds_delivery_ticket_phone", func(b *B) string {
			loc := b.pick("us", "uk", "au")
			pp := b.person(loc)
			return fmt.Sprintf("==== KDS #%d  DELIVERY ====\nOrder %s  %s\n2x %s\n1x %s (no onion)\nCustomer: %s  %s\nDriver ETA %s",
				b.rng(1, 6), b.K(b.from(upalnum, 5)), b.hhmm(), b.pick("Smash Burger", "Pad Thai", "Margherita 12in"), b.pick("Fries", "Spring rolls", "Garlic knots"), pp.first, b.P("phone", b.intlPhone(loc, false)), b.hhmm())
		}},
		{"catering_inquiry_form", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf("Catering request\nName: %s\nPhone: %s\nEmail: %s\nEvent date: %s\nHeadcount: %d\nBudget: $%s\nMenu: Taco bar package B (item %s)",
				pp.full(), b.P("phone", b.usPhone(b.pick6())), b.P("email", b.email(pp)), b.dateUS(), b.rng(20, 300), b.K(b.money(500, 5000)), b.K(b.sku()))
		}},
		{"whatsapp_order_br", func(b *B) string {
			n := b.uniq(func() string {
				return "55" + b.pick("11", "21", "31", "41") + "9" + b.rngI(6, 9).String() + b.digits(7)
			})
			return fmt.Sprintf("Pedido recebido pelo link wa.me/%s — 1x X-Tudo, 1x Guaraná 2L, total R$ %s, pagamento na entrega (Pix). Pedido nº %s.",
				b.P("phone", n), b.moneyEU(20, 120), b.K(b.digits(5)))
		}},
		{"ifood_order_pt", func(b *B) string {
			pp := b.person("br")
			return fmt.Sprintf("iFood | Pedido #%s | Localizador %s\nCliente: %s\nTelefone: %s\nEntrega: Rua %s, %d - apto %d\nItens: 2x Açaí 500ml (R$ %s)",
				b.K(b.digits(4)), b.K(b.digits(4)+" "+b.digits(4)), pp.full(), b.P("phone", b.intlPhone("br", b.coin())), b.pick("Augusta", "Oscar Freire", "das Flores"), b.rng(10, 2000), b.rng(11, 190), b.K(b.moneyEU(15, 40)))
		}},
		{"swiggy_partner_order", func(b *B) string {
			pp := b.person("in")
			return fmt.Sprintf("Swiggy order %s | %s | Customer %s | Ph %s | 1x Paneer Butter Masala, 2x Butter Naan | Bill ₹%d | Pay: UPI",
				b.K(b.nzdigits(12)), b.hhmm(), pp.first, b.P("phone", b.intlPhone("in", b.coin())), b.rng(150, 1500))
		}},
		{"zomato_complaint_hinglish", func(b *B) string {
			pp := b.person("in")
			return fmt.Sprintf("Bhaiya order %s abhi tak nahi aaya, 45 min ho gaye. Mera number %s hai, delivery partner ko bolo call kare. — %s",
				b.K(b.nzdigits(10)), b.P("phone", b.intlPhone("in", false)), pp.first)
		}},
		{"deliveroo_uk_ticket", func(b *B) string {
			pp := b.person("uk")
			return fmt.Sprintf("Deliveroo #%s | %s | Rider collecting %s\nCustomer %s %s, tel %s\nNote: buzzer broken, please call",
				b.K(b.digits(4)), b.hhmm(), b.hhmm(), pp.first, pp.last[:1]+".", b.P("phone", b.intlPhone("uk", b.coin())))
		}},
		{"deliveroo_es_pedido", func(b *B) string {
			pp := b.person("es")
			return fmt.Sprintf("Pedido Deliveroo %s para %s, móvil %s, dirección C/ %s %d, %dº. Total %s €.",
				b.K("#"+b.digits(5)), pp.full(), b.P("phone", b.intlPhone("es", b.coin())), b.pick("Mayor", "Gran Vía", "Alcalá"), b.rng(1, 200), b.rng(1, 8), b.moneyEU(12, 60))
		}},
		{"doordash_dasher_chat", func(b *B) string {
			return fmt.Sprintf("Dasher: at the door for order %s, no answer. Customer phone on the app is %s, tried twice. Leaving at door per instructions? (DoorDash support case %s)",
				b.K(b.from(upalnum, 8)), b.P("phone", b.usPhone(b.pick6())), b.K(b.digits(9)))
		}},
		{"ubereats_customer_note", func(b *B) string {
			loc := b.pick("us", "au", "mx")
			pp := b.person(loc)
			return fmt.Sprintf("Uber Eats order %s (%s): customer %s added note \"gate code 4412, if lost call %s\". Prep time %d min.",
				b.K(strings.ToUpper(b.from(hexlc, 5))), b.K(b.uuid()), pp.first, b.P("phone", b.intlPhone(loc, true)), b.rng(5, 30))
		}},
		{"menulog_au_order", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf("Menulog order %s — %s — Ph: %s — 1x Chicken Parmi $%s, 2x Chips — ABN %s on invoice",
				b.K(b.digits(8)), pp.first, b.P("phone", b.intlPhone("au", b.coin())), b.K(b.money(20, 35)), b.K(b.digits(2)+" "+b.digits(3)+" "+b.digits(3)+" "+b.digits(3)))
		}},
		{"justeat_uk_phone", func(b *B) string {
			return fmt.Sprintf("Just Eat order ref %s: customer rang, wrong item (got %s instead of %s). Call back on %s please. Refund £%s approved by shift lead.",
				b.K(b.digits(9)), b.pick("lamb", "veg"), b.pick("chicken", "halloumi"), b.P("phone", b.intlPhone("uk", false)), b.money(3, 20))
		}},
		{"reservierung_de", func(b *B) string {
			pp := b.person("de")
			return fmt.Sprintf("Reservierung %s, %s Uhr, %d Personen, Name %s, Tel. %s, Tisch %d. Anzahlung %s € per Karte (Beleg %s).",
				b.dateEU(), b.hhmm(), b.rng(2, 12), pp.last, b.P("phone", b.intlPhone("de", false)), b.rng(1, 40), b.moneyEU(20, 200), b.K(b.digits(6)))
		}},
		{"reservation_fr", func(b *B) string {
			pp := b.person("fr")
			return fmt.Sprintf("Réservation TheFork %s : %s, %d couverts, %s à %s, Tél : %s. Remise -30%% appliquée.",
				b.K(b.digits(9)), pp.full(), b.rng(2, 10), b.dateEU(), b.hhmm(), b.P("phone", b.intlPhone("fr", b.coin())))
		}},
		{"prenotazione_it", func(b *B) string {
			pp := b.person("it")
			return fmt.Sprintf("Prenotazione n. %s — %s, %d persone, %s ore %s, cell. %s. Richiesta: seggiolone.",
				b.K(b.digits(6)), pp.full(), b.rng(2, 10), b.dateEU(), b.hhmm(), b.P("phone", b.intlPhone("it", b.coin())))
		}},
		{"reservering_nl", func(b *B) string {
			pp := b.person("nl")
			return fmt.Sprintf("Reservering %s om %s voor %d pers. op naam van %s, tel %s, e-mail %s. Bon %s.",
				b.dateEU(), b.hhmm(), b.rng(2, 8), pp.full(), b.P("phone", b.intlPhone("nl", b.coin())), b.P("email", b.email(pp)), b.K(b.digits(7)))
		}},
		{"pedido_mx_ar", func(b *B) string {
			loc := b.pick("mx", "ar")
			pp := b.person(loc)
			return fmt.Sprintf("Pedido para llevar #%s — %s — WhatsApp %s — 3 tacos al pastor, 1 horchata — total $%s MXN — mesero %s",
				b.K(b.digits(5)), pp.first, b.P("phone", b.intlPhone(loc, true)), b.K(b.money(90, 600)), b.pick("Juan", "Paco", "Lupita"))
		}},
		{"ie_click_collect", func(b *B) string {
			pp := b.person("ie")
			return fmt.Sprintf("Click & collect %s for %s, ready %s. Contact: %s / %s. Bag tag %s.",
				b.K("CC"+b.digits(6)), pp.full(), b.hhmm(), b.P("phone", b.intlPhone("ie", b.coin())), b.P("email", b.email(pp)), b.K(b.digits(4)+"-"+b.from(upper, 2)))
		}},
		{"klaviyo_sms_export_csv", func(b *B) string {
			rows := []string{"Email,Phone Number,First Name,Last Order Id,Consent"}
			for i := 0; i < 3; i++ {
				pp := b.person("us")
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,SMS", b.P("email", b.email(pp)), b.P("phone", b.usPhone(4)), pp.first, b.K("#"+b.nzdigits(4))))
			}
			return strings.Join(rows, "\n")
		}},
		{"chargeback_email_headers", func(b *B) string {
			pp := b.person(b.pick("us", "uk"))
			return fmt.Sprintf("From: %s <%s>\nTo: Disputes Team\nSubject: Re: Case %s - Not as described\n\nI never received my order %s, the driver marked it delivered at %s.",
				pp.full(), b.P("email", b.email(pp)), b.K("CB-2025-"+b.digits(6)), b.K(b.from(upalnum, 8)), b.hhmm())
		}},
		{"gift_card_recipient_email", func(b *B) string {
			pp := b.person("us")
			code := b.uniq(func() string { return b.from(upalnum, 4) + "-" + b.from(upalnum, 6) + "-" + b.from(upalnum, 4) })
			return fmt.Sprintf("eGift order %s: $%d card delivered to %s, claim code %s, sender note \"Happy bday!\". Card program %s.",
				b.K("EG"+b.digits(8)), b.rng(2, 20)*5, b.P("email", b.email(pp)), b.P("bearer", code), b.K("GC-"+b.digits(4)))
		}},
		{"dispute_form_multi", func(b *B) string {
			pp := b.person("us")
			p := b.pan("")
			return fmt.Sprintf("Dispute intake\nCardholder: %s\nEmail: %s\nPhone: %s\nCard: %s\nTransaction: %s %s $%s\nMerchant: %s MID %s\nARN: %s\nReason code: %s",
				pp.full(), b.P("email", b.email(pp)), b.P("phone", b.usPhone(b.pick6())), b.P("credit_card", b.fmtCard(p)), b.dateUS(), b.hhmm(), b.money(5, 500), b.pick("BURGER BARN #12", "SQ *CAFE LUNA", "TST* TACO HAUS"), b.K(b.mid()), b.K(b.arn()), b.pick("10.4", "13.1", "4837", "4853"))
		}},
		{"staff_contact_list", func(b *B) string {
			rows := []string{"| Name | Role | Mobile | Email |", "|---|---|---|---|"}
			for i := 0; i < 3; i++ {
				pp := b.person("us")
				rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", pp.full(), b.pick("Line cook", "Server", "Host", "Bartender"), b.P("phone", b.usPhone(b.pick6())), b.P("email", b.email(pp))))
			}
			return strings.Join(rows, "\n")
		}},
		{"shift_swap_sms", func(b *B) string {
			pp := b.person(b.pick("us", "au", "uk"))
			return fmt.Sprintf("7shifts: %s wants to swap the %s close (shift %s) with you. Text them at %s to confirm before %s.",
				pp.first, b.dateUS(), b.K(b.digits(8)), b.P("phone", b.intlPhone(pp.loc, false)), b.hhmm())
		}},
		{"agent_summarize_complaint", func(b *B) string {
			pp := b.person(b.pick("us", "uk", "au", "in"))
			return fmt.Sprintf("Summarize this Google review and draft a reply: \"Waited 40 min for a cold pizza, order %s. Manager never called me back on %s. Email me at %s if you want to make it right.\"",
				b.K("#"+b.digits(5)), b.P("phone", b.intlPhone(pp.loc, true)), b.P("email", b.email(pp)))
		}},
	}
}
