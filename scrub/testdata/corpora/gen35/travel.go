package main

import "strings"

func genBooking(b *B, clean bool) {
	L := langs[r.Intn(len(langs))]
	if chance(0.4) {
		L = langs[0]
	}
	n := pickS(L.names)
	b.T("%s — %s\n", pick("Booking confirmation", "Itinerary receipt", "PNR history"), pick("United", "Lufthansa", "Air France", "Emirates", "Turkish Airlines", "LATAM", "ANA", "Korean Air", "Air India", "LOT"))
	b.K(L.booking + ": " + pnr())
	b.T("\n")
	b.K(L.ticket + ": " + eticket())
	b.T("\n")
	b.K("Flight " + pick("UA", "LH", "AF", "EK", "TK", "LA", "NH", "KE", "AI", "LO") + pad(rng(10, 9999), 3) + " " + dateISO())
	b.T("\n")
	if !clean {
		b.T("Passenger: %s\n", n)
	}
	b.K(L.passport + " " + passport())
	b.T("\n")
	b.K("Frequent flyer: " + pick("MileagePlus "+randFrom("ABCDEFGHJKLMNPRSTUVWXYZ", 2)+dig(6), "Miles & More 9920"+dig(11), "Skywards EK "+dig(9), "Flying Blue "+dig(10), "SkyMiles "+dig(10)))
	b.T("\n")
	if !clean {
		b.T(pick(L.phone, L.mobile, "Contact", "CTCM") + ": ")
		b.P("phone", phone(pickS(L.ccs)))
		b.T("\n%s: ", L.email)
		b.P("email", emailL(L, n))
		b.T("\n")
		if chance(0.6) {
			b.T("Form of payment: ")
			d, net := cardDigits("")
			b.T("%s ", net)
			b.P("credit_card", fmtCard(d))
			b.T("\n")
		}
	} else {
		b.T("Form of payment: ")
		d, net := cardDigits("")
		b.T("%s ", net)
		b.K(cardMasked(d))
		b.T("\n")
	}
	b.K("Fare total: " + amountUS())
	b.T("\n")
}

func genHotel(b *B, clean bool) {
	L := langs[r.Intn(len(langs))]
	if chance(0.4) {
		L = langs[0]
	}
	n := pickS(L.names)
	b.T("%s\n", pick("Hotel reservation", "Guest folio", "Front desk note"))
	b.K(L.hotel + ": " + digNZ(pick(8, 9, 10)))
	b.T("\n")
	b.K("Check-in " + dateISO() + " 15:00")
	b.T(", ")
	b.K("Room " + pad(rng(101, 1899), 4) + ", rate " + amountUS())
	b.T("\n")
	if !clean {
		b.T("Guest: %s, %s: ", n, pick(L.phone, L.mobile))
		b.P("phone", phone(pickS(L.ccs)))
		b.T(", %s: ", L.email)
		b.P("email", emailL(L, n))
		b.T("\nCard on file: ")
		if chance(0.5) {
			putCard(b, pick("Amex", "Visa", "Mastercard", "Diners Club", "JCB"))
		} else {
			putCard(b, "")
		}
		b.T(" %s %02d/%02d\n", L.exp, rng(1, 12), rng(26, 31))
	} else {
		b.T("Card on file: ")
		d, _ := cardDigits("")
		b.K(cardMasked(d))
		b.T("\n")
	}
	b.K("Loyalty #" + dig(9))
	b.T(" · ")
	b.K("Folio " + dig(7))
	b.T("\n")
}

func genHealthClaim(b *B, clean bool) {
	b.T("%s\n", pick("CMS-1500 claim summary", "837P claim", "Explanation of Benefits", "Prior authorization request"))
	b.K("Claim # " + digNZ(pick(11, 13)))
	b.T("\n")
	b.K("Member ID: " + pick("W", "XJH", "MBR", "ZGP") + dig(9))
	b.T("  ")
	b.K("Group #: " + dig(pick(6, 7)))
	b.T("\n")
	b.K("Billing NPI: " + npi())
	b.T("  ")
	b.K("Rendering NPI " + npi())
	b.T("\n")
	b.K("NDC " + ndc())
	b.T("  ")
	b.K("CPT " + pick("99213", "99214", "80053", "93000", "36415"))
	b.T("  ")
	b.K("ICD-10 " + pick("E11.9", "I10", "Z00.00", "J06.9", "M54.50"))
	b.T("\n")
	b.K("Policy # " + pick("POL-", "HMO", "PPO") + dig(pick(7, 9)))
	b.T("\n")
	b.K("MRN: " + pad(rng(1, 999999999), 9))
	b.T("\n")
	if !clean {
		b.T("Patient: %s, DOB %s\n", pickS(usNames), dob())
		b.T(pick("Patient phone: ", "Home phone: ", "Cell: ", "Phone (preferred): "))
		b.P("phone", phone("US"))
		b.T("\n")
		if chance(0.5) {
			b.T("Subscriber ")
			putSSN(b)
			b.T("\n")
		}
		if chance(0.3) {
			b.T("Patient portal e-mail: ")
			b.P("email", email(pickS(usNames)))
			b.T("\n")
		}
		if chance(0.25) {
			b.T("Copay paid with card ")
			putCard(b, "")
			b.T("\n")
		}
	} else {
		b.T("Subscriber SSN: ")
		b.K(maskedSSN())
		b.T("\n")
	}
	b.K("Billed " + amountUS())
	b.T(" Allowed ")
	b.K(amountUS())
	b.T("\n")
}

func genAPILog(b *B, clean bool) {
	b.K("request_id=" + secret("abcdef0123456789", 8) + "-" + secret("abcdef0123456789", 4) + "-" + secret("abcdef0123456789", 12))
	b.T(" ")
	b.T("%s %s ", pick("POST", "GET", "PUT"), pick("/v1/payments", "/api/payroll/runs", "/claims/submit", "/bookings"))
	b.K("trace_id=" + secret("abcdef0123456789", 32))
	b.T("\n")
	if !clean {
		switch r.Intn(5) {
		case 0, 1:
			pre := pick("Authorization: Bearer ", "authorization: bearer ", "-H 'Authorization: Bearer ", "\"Authorization\": \"Bearer ")
			b.T(pre)
			b.P("bearer", opaqueToken())
			if strings.HasPrefix(pre, "-H") {
				b.T("'")
			} else if strings.HasPrefix(pre, "\"") {
				b.T("\"")
			}
		case 2:
			pre := pick("Authorization: Bearer ", "id_token=", "Cookie: session=", "\"access_token\":\"")
			b.T(pre)
			b.P("jwt", jwt())
			if strings.HasPrefix(pre, "\"") {
				b.T("\"")
			}
		case 3:
			k, v := vendorSecret()
			b.T(pick("export ", "", "  ") + k + "=")
			b.P("bearer", v)
		default:
			b.T("X-Forwarded-User: ")
			b.P("email", email(pickS(usNames)))
			b.T(" token=")
			b.P("jwt", jwt())
		}
		b.T("\n")
		if chance(0.3) {
			k, v := vendorSecret()
			b.T("leaked in config: %s: \"", k)
			b.P("bearer", v)
			b.T("\"\n")
		}
	} else {
		b.T(pick("Authorization: Bearer <token>", "Authorization: Bearer $ACCESS_TOKEN", "\"token_type\": \"Bearer\", \"expires_in\": 3600", "Authorization header redacted"))
		b.T("\n")
		b.K("publishable_key=pk_live_" + secret(alnum, 24))
		b.T("\n")
	}
	b.K("idempotency_key=" + secret(alnum, 20))
	b.T(" ")
	b.K("status=" + pick("200", "201", "402", "409") + " latency_ms=" + dig(3))
	b.T("\n")
}
