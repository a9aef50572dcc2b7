package main

import (
	"fmt"
	"strings"
)

func otaBooking(b *B) {
	l := rloc()
	p := newPerson(l)
	h := pick(hotels)
	d := rdate()
	conf := lk(10)
	confS := pick([]string{conf, conf[:4] + "." + conf[4:7] + "." + conf[7:]})
	pin := nd(4)
	b.t(pick([]string{"Fwd: ", "FW: ", "", "WG: "}) + "New booking! " + h + " – Booking number ").k(confS).t("\n\n")
	b.t("Booking number: ").k(confS).t("\nPIN code: ").k(pin).t("\n")
	b.t("Guest name: " + p.roman() + "\n")
	if !b.clean {
		b.t("Guest email: ").em(relayEmail()).t("\n")
		if chance(0.7) {
			b.t("Phone: ").ph(p.phone()).t("\n")
		}
	}
	b.t("Check-in: ").k(d.enUS()).t("\nCheck-out: ").k(d.plus(rint(1, 6)).enUS()).t("\n")
	b.tf("Rooms: 1 · Guests: %d adults\n", rint(1, 3))
	b.t("Total price: ").k(price()).t("\nCommission: 15%\n")
	b.t("Payment: " + pick([]string{"Payments by Booking.com (virtual card)", "Pay at property", "Prepaid – non refundable"}) + "\n")
	if !b.clean && chance(0.5) {
		is := pick([]issuer{issuers[2], issuers[3]})
		c := groupCard(cardNum(is), " ")
		b.t("Virtual card: ").cc(c).t("  exp ").t(expiry()).t("  CVC ").t(digits(3)).t("\nActivation date: ").k(d.iso()).t("\n")
	}
	b.t("Guest message: \"" + pick([]string{"we arrive late, flight LH 1234 lands 22:40", "can we have a quiet room please", "traveling with a dog 8 kg", "¿tienen parking? llegamos en coche"}) + "\"\n")
	b.t(pick([]string{"\nhow do I mark this card as invalid in the extranet?", "\nguest hasn't replied, can I cancel for no-show?", "\nwhy didn't this come through the channel manager?"}))
}

func expedia(b *B) {
	l := pick([]locale{locByID("en-US"), locByID("en-GB"), locByID("de"), locByID("fr"), locByID("ja")})
	p := newPerson(l)
	it := "7" + lk(12)
	d := rdate()
	a := pick(airlines)
	b.t("Your trip is booked!\nItinerary # ").k(it).t("\n\n")
	b.t("✈ Flight: ").k(flight(a)).t(" " + a.name + " · ").k(a.hub + " → " + pick(airports)).t(" · ").k(d.enUS()).t("\n")
	b.t("Airline confirmation: ").k(pnr()).t("\nTicket number(s): ").k(ticket(a)).t("\n")
	b.t("🏨 " + pick(hotels) + " · Confirmation ").k(lk(8)).t("\n")
	b.t("Traveler: " + p.roman() + "\n")
	if !b.clean {
		b.t(pick([]string{"Mobile: ", "Contact phone: ", "Phone number: "})).ph(p.phone()).t("\n")
		b.t("We sent this to ").em(p.email()).t("\n")
	}
	b.t("Total charged: ").k(price()).t(" to ").k(pick(issuers).name + " " + pick([]string{"ending in ", "•••• "}) + digits(4)).t("\n")
	b.t(pick([]string{"\nCan I change the hotel dates without cancelling the flight?", "\nexpedia says the ticket is issued but the airline can't find it?", "\nHow do I add my Known Traveler Number ", ""}))
	if strings.HasSuffix(b.sb.String(), "Number ") {
		b.k(lk(9)).t(" to this?")
	}
}

func carRental(b *B) {
	l := rloc()
	p := newPerson(l)
	d := rdate()
	ra := lk(9)
	co := pick([]string{"Hertz", "Sixt", "Europcar", "Avis", "Enterprise", "Alamo", "Budget", "Localiza"})
	b.t(strings.ToUpper(co) + " RENTAL AGREEMENT  RA# ").k(ra).t("\n")
	b.t("Renter: " + strings.ToUpper(p.roman()) + "   DL: ").k(alnum(2, up) + lk(8)).t("\n")
	if !b.clean {
		b.t("Tel: ").ph(p.phone())
		if chance(0.6) {
			b.t("   Email: ").em(p.email())
		}
		b.t("\n")
	}
	b.t("Pick-up: ").k(pick(airports) + " T" + fmt.Sprint(rint(1, 5))).t("  ").k(d.de() + " " + hcolon()).t("\nReturn:  ").k(d.plus(rint(2, 10)).de() + " " + hcolon()).t("\n")
	b.t("Vehicle: " + pick([]string{"VW Golf", "Toyota Corolla", "BMW 3er", "Fiat 500", "Kia Sportage"}) + "  Plate ").k(pick([]string{"M-AB 1234", "B-XY 4567", "AB-123-CD", "KX23 ABC", "7ABC123"})).t("  ACRISS ").k(pick([]string{"CDMR", "IDAR", "SFAR", "EDMN"})).t("\n")
	b.t("Odometer out: ").k(fmt.Sprintf("%d km", rint(3000, 90000))).t("  Fuel 8/8\n")
	is, c := card()
	if !b.clean {
		b.t("Deposit pre-auth on " + is.name + " ").cc(c).t(": ").k(price()).t("\n")
	} else {
		b.t("Deposit pre-auth on " + is.name + " ").k(masked(is)).t(": ").k(price()).t("\n")
	}
	b.t(pick([]string{"Customer says the damage on the rear bumper was pre-existing, how do I log it?", "late return fee applied? flight was delayed", "Kunde möchte Zusatzfahrer eintragen", "cliente quer devolver em outra loja"}))
}

func agentEmail(b *B) {
	l := rloc()
	p := newPerson(l)
	ag := newPerson(pick(locales))
	a := pick(airlines)
	d := rdate()
	b.t("Hi " + p.f + ",\n\n" + pick([]string{"Please find your e-tickets below.", "As discussed, here is the updated itinerary.", "Your booking is confirmed – details below."}) + "\n\n")
	b.t("Booking ref: ").k(pnr()).t("\n")
	b.tf("  %s  ", d.gds()).k(flight(a)).tf("  %s-%s  dep %s arr %s\n", a.hub, pick(airports), hcolon(), hcolon())
	b.tf("  %s  ", d.plus(7).gds()).k(flight(a)).tf("  return\n")
	b.t("E-ticket: ").k(ticket(a)).t("\nSeat: ").k(seat()).t(" (paid ").k(price()).t(")\n")
	if chance(0.5) {
		b.t("FF number added: ").k(a.code + " " + lk(9)).t("\n")
	}
	b.t("\nKind regards,\n" + ag.roman() + "\n" + pick([]string{"Sunway Travel Ltd", "Reisebüro Sonnenschein", "Voyages Azur", "Viajes Horizonte", "Globo Turismo"}) + "\n")
	if !b.clean {
		switch r.IntN(3) {
		case 0:
			b.t("T: ").ph(ag.phone()).t(" | M: ").ph(ag.phone()).t("\n")
		case 1:
			b.t("Direct ").ph(ag.phone()).t(" ext. ").t(nd(3)).t("\n").em(ag.email()).t("\n")
		default:
			b.t("📞 ").ph(ag.phone()).t("  ✉ ").em(ag.email()).t("\n")
		}
	} else {
		b.t("ABTA ").k("P" + lk(4)).t(" · ATOL ").k(lk(4)).t("\n")
	}
}

func whatsapp(b *B) {
	l := rloc()
	p := newPerson(l)
	ag := newPerson(l)
	d := rdate()
	a := pick(airlines)
	ph := p.phone()
	ts := func(h string) string {
		return fmt.Sprintf("[%02d/%02d/%d, %s:%02d]", d.d, d.m, d.y, h, rint(0, 59))
	}
	who := p.roman()
	if !b.clean && chance(0.5) {
		b.t(ts("09:1"+fmt.Sprint(rint(0, 9))) + " ").ph(ph).t(": " + pick([]string{"hola! tengo una duda con el vuelo", "hi, is my hotel confirmed?", "Hallo, kurze Frage zum Transfer", "bonjour, le vol est à quelle heure ?"}) + "\n")
	} else {
		b.t(ts("09:1"+fmt.Sprint(rint(0, 9))) + " " + who + ": " + pick([]string{"hi! quick q about the flight", "hola, ¿ya está el hotel?", "Hallo, kurze Frage", "oi, tudo certo com o voo?"}) + "\n")
	}
	b.t(ts("09:2"+fmt.Sprint(rint(0, 9))) + " " + ag.rf + " (Agency): ").t("Yes! ").k(flight(a)).t(" on ").k(d.plus(2).eu()).t(", dep ").k(hcolon()).t(", PNR ").k(pnr()).t("\n")
	b.t(ts("09:3"+fmt.Sprint(rint(0, 9))) + " " + who + ": ok and seat?\n")
	b.t(ts("09:4"+fmt.Sprint(rint(0, 9))) + " " + ag.rf + " (Agency): ").k(seat()).t(" window 👍 hotel conf ").k(lk(9)).t("\n")
	if !b.clean {
		switch r.IntN(3) {
		case 0:
			b.t(ts("10:0"+fmt.Sprint(rint(0, 9))) + " " + who + ": if driver needs me call ").ph(p.phone()).t(" (my wife)\n")
		case 1:
			b.t(ts("10:0"+fmt.Sprint(rint(0, 9))) + " " + who + ": send the voucher to ").em(p.email()).t(" pls\n")
		default:
			b.t(ts("10:0"+fmt.Sprint(rint(0, 9))) + " " + ag.rf + " (Agency): driver Ahmet will hold a sign, his number ").ph(locByID(pick([]string{"tr", "ar", "th", "es", "it"})).phone()).t("\n")
		}
	} else {
		b.t(ts("10:0"+fmt.Sprint(rint(0, 9))) + " " + who + ": perfect, thanks!! 🙏\n")
	}
}

func manifestCSV(b *B) {
	n := rint(3, 7)
	cols := pick([][]string{
		{"pax_name", "passport_no", "nationality", "dob", "mobile", "email", "room", "flight"},
		{"Name", "Passport", "Nat", "DOB", "Phone", "Email", "Seat"},
		{"surname", "given", "passport", "expiry", "tel", "room_no", "tour_code"},
	})
	sep := pick([]string{",", ";", "\t"})
	b.t(pick([]string{"Tour manifest attached – pls check before sending to the ground handler:\n", "manifest.csv\n", "Here is the rooming/transfer list for group " + alnum(3, up) + lk(4) + "\n"}))
	b.t(strings.Join(cols, sep) + "\n")
	a := pick(airlines)
	tc := alnum(2, up) + "-" + fmt.Sprint(rint(2026, 2026)) + "-" + lk(3)
	for i := 0; i < n; i++ {
		l := rloc()
		p := newPerson(l)
		for j, c := range cols {
			if j > 0 {
				b.t(sep)
			}
			switch c {
			case "pax_name", "Name":
				b.t(strings.ToUpper(p.rl) + "/" + p.rf)
			case "surname":
				b.t(strings.ToUpper(p.rl))
			case "given":
				b.t(p.rf)
			case "passport_no", "Passport", "passport":
				b.k(passport(l.cc))
			case "nationality", "Nat":
				b.t(l.cc)
			case "dob", "DOB", "expiry":
				b.t(date{rint(1950, 2012), rint(1, 12), rint(1, 28)}.iso())
			case "mobile", "Phone", "tel":
				if b.clean {
					b.t("")
				} else {
					b.ph(p.phone())
				}
			case "email", "Email":
				if b.clean {
					b.t("n/a")
				} else {
					b.em(p.email())
				}
			case "room", "room_no":
				b.k(room())
			case "flight":
				b.k(a.code + fmt.Sprint(rint(100, 999)))
			case "Seat":
				b.k(seat())
			case "tour_code":
				b.k(tc)
			}
		}
		b.t("\n")
	}
}

func esta(b *B) {
	l := pick([]locale{locByID("en-GB"), locByID("de"), locByID("fr"), locByID("es"), locByID("it"), locByID("nl"), locByID("ja"), locByID("ko")})
	p := newPerson(l)
	app := alnum(16, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
	pp := passport(l.cc)
	b.t(pick([]string{"ESTA question: ", "Hilfe beim ESTA-Antrag – ", "Question ESTA : ", "ESTA申請について: "}))
	b.t("my application number is ").k(app).t(", passport ").k(pp).t(". ")
	b.t(pick([]string{"It says 'travel authorization pending' for 72h, is that normal?", "I typed my passport expiry as ", "the form rejected my point of contact in the US,"}))
	if strings.HasSuffix(b.sb.String(), "as ") {
		b.k(rdate().plus(500).us()).t(" instead of DD/MM, can I fix it?")
	}
	b.t("\n")
	if !b.clean {
		us := newPerson(locByID("en-US"))
		b.t("US contact: " + us.roman() + ", ").ph(us.phone()).t("\n")
		b.t("My contact: ").em(p.email())
		if chance(0.5) {
			b.t(", ").ph(p.phone())
		}
		b.t("\n")
		if chance(0.12) {
			b.t("(my US sponsor also gave her SSN ").p("ssn", ssn()).t(" – do I need it??)\n")
		}
	} else {
		b.t("Flight ").k(flight(pick(airlines))).t(" on ").k(rdate().us()).t(", fee ").k("USD 21.00").t("\n")
	}
}

func luggage(b *B) {
	l := rloc()
	p := newPerson(l)
	a := pick(airlines)
	st := pick(airports)
	fr := bagFile(st, a)
	tag := a.num + lk(6)
	b.t(pick([]string{"Property Irregularity Report\n", "Lost baggage claim – follow up\n", "Gepäckverlust – Vorgangsnummer\n", "Bagagem extraviada\n"}))
	b.t("File reference: ").k(fr).t("\nBag tag: ").k(tag[:4] + " " + tag[4:]).t("  (").k(a.code + " " + tag[4:]).t(")\n")
	b.t("Flight: ").k(flight(a)).t(" ").k(rdate().gds()).t("  Routing ").k(a.hub + "/" + st).t("\n")
	b.t("Bag: " + pick([]string{"BK 22 X", "RD 25 H", "BU 01 S", "GY 02 W"}) + "  brand Samsonite, orange strap\n")
	if !b.clean {
		b.t("Delivery address: " + pick(hotels) + ", room ").k(room()).t("\nContact: ").ph(p.phone())
		if chance(0.6) {
			b.t(" / ").em(p.email())
		}
		b.t("\n")
	} else {
		b.t("Delivery: hold at airport, desk ").k(st + " T" + fmt.Sprint(rint(1, 5))).t("\n")
	}
	b.t(pick([]string{"It's been 5 days, WorldTracer still says 'no match'. What can I claim?", "Can I buy toiletries and claim? receipt ", "the tracking page says ON HAND at "}))
	if strings.HasSuffix(b.sb.String(), " ") {
		b.k(pick([]string{price(), st}))
	}
}

func loyalty(b *B) {
	l := rloc()
	p := newPerson(l)
	prog := pick([]struct{ n, num string }{{"Miles & More", "992 00" + lk(1) + " " + lk(4) + " " + lk(4)}, {"Flying Blue", lk(10)}, {"Executive Club", lk(8)}, {"Skywards", "EK " + lk(9)}, {"SkyMiles", lk(10)}, {"Marriott Bonvoy", lk(9)}, {"Hilton Honors", lk(9)}, {"AAdvantage", alnum(7, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")}, {"Smiles", lk(9)}, {"SKYPASS", "KE" + lk(9)}})
	b.t(pick([]string{"Dear ", "Hello ", "Liebe/r ", "Cher "}) + p.rf + ",\n")
	b.t("Your " + prog.n + " membership number ").k(prog.num).t(" has been credited with ").k(fmt.Sprintf("%d", rint(500, 12000))).t(" award miles for ").k(flight(pick(airlines))).t(" on ").k(rdate().any()).t(".\n")
	b.t("Status miles: ").k(fmt.Sprintf("%d/%d", rint(1000, 30000), 35000)).t("  Tier: " + pick([]string{"Silver", "Gold", "Frequent Traveller", "Platinum"}) + "\n")
	if !b.clean {
		b.t("We will send your new card to the address on file. Questions? Update your details: ").em(p.email()).t(" / ").ph(p.phone()).t("\n")
	} else {
		b.t("Card valid until ").k(fmt.Sprintf("%02d/%d", rint(1, 12), rint(2026, 2028))).t(". This is an automated message.\n")
	}
}

func concierge(b *B) {
	l := rloc()
	p := newPerson(l)
	rm := room()
	b.t("Concierge log " + rdate().eu() + "\n")
	b.t("- Rm ").k(rm).t(" " + p.roman() + ": table for ").k(fmt.Sprint(rint(2, 6))).t(" at " + pick([]string{"Nobu", "Le Cinq", "La Pergola", "Sukiyabashi", "Tim Ho Wan"}) + " ").k(hcolon()).t(", conf ").k(alnum(2, up) + lk(5)).t("\n")
	if !b.clean {
		b.t("  guest prefers contact via WhatsApp ").ph(p.phone()).t(pick([]string{"\n", " – not room phone\n"}))
	}
	b.t("- Rm ").k(room()).t(" airport car ").k(rdate().gds() + " " + hhmm()).t(" for ").k(flight(pick(airlines))).t(", driver ")
	if !b.clean && chance(0.6) {
		b.ph(l.phone()).t("\n")
	} else {
		b.t("Mercedes V-class plate ").k(pick([]string{"B-LM 2046", "TK-123-AB", "LX55 OPQ"})).t("\n")
	}
	b.t("- theatre tickets x2 row ").k(pick([]string{"F", "K", "M"}) + fmt.Sprint(rint(1, 30)) + "-" + fmt.Sprint(rint(31, 40))).t(" total ").k(price()).t(" charged to room\n")
	if !b.clean && chance(0.3) {
		b.t("- guest left email for receipts: ").em(p.email()).t("\n")
	}
}

func cruise(b *B) {
	l := rloc()
	p := newPerson(l)
	bk := alnum(6, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
	cab := fmt.Sprintf("%d%03d", rint(4, 15), rint(100, 699))
	b.t(pick([]string{"MSC", "Royal Caribbean", "Costa", "Celebrity", "AIDA", "NCL"}) + " booking ").k(bk).t(" – " + pick([]string{"Western Med 7N", "Norwegian Fjords", "Caribbean 10N", "Emirates & Oman"}) + "\n")
	b.t("Sailing ").k(rdate().de()).t(", cabin ").k(cab).t(" (deck ").k(cab[:len(cab)-3]).t("), muster station ").k(pick([]string{"C", "E", "A7", "M4"})).t("\n")
	b.t("Guest 1: " + p.roman() + "  passport ").k(passport(l.cc)).t("\n")
	if !b.clean {
		b.t("Emergency contact (shore): ").ph(l.phone()).t("\n")
		if chance(0.6) {
			b.t("Onboard account card: ").cc(func() string { _, c := card(); return c }()).t("\n")
		}
	} else {
		b.t("Gratuities ").k(price()).t(" prepaid, dining ").k("2nd seating 20:30").t("\n")
	}
	b.t(pick([]string{"Can I upgrade to a balcony and keep the same booking number?", "Is the check-in time ", "what's the last tender back?"}))
	if strings.HasSuffix(b.sb.String(), "time ") {
		b.k(hcolon()).t(" or earlier?")
	}
}
