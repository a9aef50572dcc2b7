package main

import (
	"fmt"
	"strings"
)

var anyEN = []string{"en-GB", "en-US", "en-CA", "en-AU", "en-IE"}

func eventbriteOrderWebhook(b *B) string {
	l := b.loc("en-GB", "en-US", "en-CA", "en-AU", "en-IE", "es-ES", "fr-FR", "de-DE", "nl-NL", "pt-BR")
	p := b.person(l)
	oid := b.K(fmt.Sprint(b.in(1000000000, 9999999999)))
	att := b.K(fmt.Sprint(b.in(1000000000, 9999999999)))
	evt := b.K(fmt.Sprint(b.in(100000000000, 999999999999)))
	return fmt.Sprintf(`{"config":{"action":"order.placed","user_id":"%s","endpoint_url":"https://hooks.%s/eb","webhook_id":"%s"},"api_url":"https://www.eventbriteapi.com/v3/orders/%s/"}
-> expanded:
{"id":"%s","event_id":"%s","name":"%s","email":"%s","costs":{"gross":{"display":"%s"}},"attendees":[{"id":"%s","profile":{"first_name":"%s","last_name":"%s","email":"%s","cell_phone":"%s"},"ticket_class_name":"%s","barcodes":[{"barcode":"%s","status":"unused"}],"answers":[{"question":"Emergency contact number","answer":"%s"}]}]}`,
		b.K(fmt.Sprint(b.in(100000000, 999999999))), b.pick("westbrookfest.org.uk", "clubhub.app", "rotaplanner.com"), b.K(fmt.Sprint(b.in(1000000, 9999999))), oid, oid, evt, p.Full(), b.email(p), b.K(b.amount(l, 5, 80)), att, p.First, p.Last, b.email(p), b.phone(l),
		b.pick("General Admission", "Early Bird", "Family (2+2)", "Concession", "Under 16s"), b.K(oid+att+"001"), b.phone(l))
}

func eventbriteAPICurl(b *B) string {
	ev := b.K(fmt.Sprint(b.in(100000000000, 999999999999)))
	tok := b.eventbriteToken()
	switch b.n(3) {
	case 0:
		return fmt.Sprintf("curl -s -H 'Authorization: Bearer %s' 'https://www.eventbriteapi.com/v3/events/%s/attendees/?status=attending&page=%d' | jq '.attendees[].profile.email'", tok, ev, b.in(1, 9))
	case 1:
		return fmt.Sprintf("import requests\nr = requests.get(\"https://www.eventbriteapi.com/v3/events/%s/orders/\", params={\"token\": \"%s\", \"changed_since\": \"%s\"})\nprint(r.status_code)  # 401??", ev, tok, b.K(b.isoTS()))
	}
	return fmt.Sprintf("EVENTBRITE_PRIVATE_TOKEN=%s\nEVENTBRITE_ORG_ID=%s\nEVENT_ID=%s\n# sync runs every 15 min from the box office PC", tok, b.K(fmt.Sprint(b.in(100000000000, 999999999999))), ev)
}

func checkinExportCSV(b *B) string {
	l := b.loc("en-GB", "en-US", "en-CA", "en-AU", "de-DE", "fr-FR", "nl-NL", "es-ES", "it-IT", "sv-SE", "pl-PL")
	rows := []string{b.pick("Ticket #,Order #,Attendee,Email,Mobile,Ticket type,Checked in,Gate", "ticket_id,order_id,name,email,phone,tier,checkin_time,scanner")}
	n := b.in(3, 7)
	for i := 0; i < n; i++ {
		p := b.person(l)
		ph := ""
		if b.pct(70) {
			ph = b.phone(l)
		}
		ck := ""
		if b.pct(70) {
			ck = b.K(b.iso() + " " + b.hm())
		}
		rows = append(rows, csvRow(b.K(fmt.Sprintf("T%d-%04d", b.in(24, 26), b.in(1, 9999))), b.K(fmt.Sprint(b.in(1000000000, 9999999999))), p.Full(), b.email(p), ph, b.pick("Adult", "Child", "Family", "VIP", "Volunteer"), ck, b.pick("North", "Main", "Gate B", "Scanner 2", "")))
	}
	return b.pick("Check-in export from the door app:\n", "", "Why are some rows missing checkin_time? Export:\n\n") + strings.Join(rows, "\n")
}

func badgePrintMerge(b *B) string {
	l := b.loc(anyEN...)
	var out []string
	n := b.in(2, 4)
	for i := 0; i < n; i++ {
		p := b.person(l)
		out = append(out, fmt.Sprintf("%s|%s|%s|%s|%s", p.Full(), b.pick("Volunteer", "Speaker", "Delegate", "Exhibitor", "Steward"), b.pick(b.org().Name, "Independent", b.org().Name), b.email(p), b.ticketJWT()))
	}
	return "Badge merge file (name|role|org|email|qr_payload) for the print shop:\n" + strings.Join(out, "\n") + "\nBadge stock: " + b.K(fmt.Sprintf("%d x A6, lanyards %s", b.in(80, 600), b.pick("blue", "green", "purple")))
}

func ticketRefundEmail(b *B) string {
	l := b.loc(anyEN...)
	p := b.person(l)
	c, _, _ := b.card(l)
	ord := b.K(fmt.Sprintf("%s%d", b.pick("#", "Order ", "order no. "), b.in(1000000, 99999999)))
	seats := b.K(fmt.Sprintf("Row %s, seats %d–%d", b.pick("F", "G", "K", "M", "P"), b.in(1, 10), b.in(11, 20)))
	return fmt.Sprintf(`From: %s <%s>
Subject: Refund please – %s

Hi, we can't make the %s on %s any more (%s). Could you refund the %s to the card I paid with? It was %s. If you need me my mobile is %s.

Thanks,
%s`, p.Full(), b.email(p), ord, b.pick("panto", "charity concert", "quiz night", "Burns supper", "gala dinner"), b.K(b.rdate(l)), seats, b.K(b.amount(l, 15, 120)), c, b.phone(l), p.First)
}

func boxOfficePhoneBooking(b *B) string {
	l := b.loc(anyEN...)
	p := b.person(l)
	c, brand, _ := b.card(l)
	return fmt.Sprintf(`BOX OFFICE – PHONE BOOKING  %s %s
Customer: %s   Tel: %s
Perf: %s %s   Seats: %s
Tickets: %d x Adult @ %s, %d x Child @ %s
Card: %s %s  Exp %s  (security code not recorded)
Email tickets to: %s
Booking ref: %s  Taken by: %s`, b.K(b.rdate(l)), b.K(b.hm()), p.Full(), b.phone(l), b.pick("Cinderella", "Messiah (Come & Sing)", "Big Band Night", "Youth Theatre: Oliver!"), b.K(b.hm()), b.K(fmt.Sprintf("%s%d-%s%d", b.pick("C", "D", "H"), b.in(1, 8), b.pick("C", "D", "H"), b.in(9, 16))),
		b.in(1, 4), b.K(b.amount(l, 12, 30)), b.in(0, 3), b.K(b.amount(l, 5, 11)), brand, c, b.K(fmt.Sprintf("%02d/%02d", b.in(1, 12), b.in(26, 31))), b.email(p), b.K(fmt.Sprintf("BO%06d", b.in(1, 999999))), b.person(l).First)
}

func seatBookingConfirmation(b *B) string {
	l := b.loc("en-GB", "en-US", "de-DE", "fr-FR", "es-ES", "it-IT", "nl-NL", "pt-BR", "pl-PL")
	p := b.person(l)
	block := b.K(fmt.Sprintf("Block %s · Row %d · Seats %d, %d", b.pick("A", "B", "C", "East", "West"), b.in(1, 30), b.in(1, 20), b.in(21, 40)))
	return fmt.Sprintf(`Booking confirmed ✔
Event: %s
Date: %s, doors %s
%s
Booking no. %s
Total paid: %s
Lead booker: %s · %s · %s
Show this email or the QR at the door.`, b.pick("Community Carol Concert", "Charity Gala Dinner", "Summer Fête Raffle Draw", "Junior Dance Showcase", "Interfaith Iftar"), b.K(b.rdate(l)), b.K(b.hm()), block, b.K(fmt.Sprintf("%s-%06d", b.pick("CCC", "GAL", "JDS", "IFT"), b.in(1, 999999))), b.K(b.amount(l, 10, 200)), p.Full(), b.email(p), b.phone(l))
}

func checkinAppLog(b *B) string {
	var lines []string
	n := b.in(2, 4)
	for i := 0; i < n; i++ {
		t := b.K(b.isoTS())
		if b.coin() {
			lines = append(lines, fmt.Sprintf("%s INFO  POST /api/v2/scan ticket=%s gate=%s -> 200 (%dms)", t, b.K(fmt.Sprintf("TKT-%06d", b.in(1, 999999))), b.pick("N1", "S2", "VIP"), b.in(8, 300)))
		} else {
			lines = append(lines, fmt.Sprintf("%s DEBUG headers: {Authorization: Bearer %s, X-Device: %s}", t, b.sessionJWT(""), b.K(fmt.Sprintf("scanner-%02d", b.in(1, 20)))))
		}
	}
	if !strings.Contains(strings.Join(lines, ""), "Bearer") {
		lines = append(lines, fmt.Sprintf("%s WARN  token refresh failed for Authorization: Bearer %s", b.K(b.isoTS()), b.sessionJWT("")))
	}
	return strings.Join(lines, "\n")
}

func ticketQRScanLog(b *B) string {
	l := b.loc(anyEN...)
	p := b.person(l)
	j := b.ticketJWT()
	return fmt.Sprintf("Scanner says INVALID SIGNATURE for this ticket, attendee %s (%s) is at the door with a printout. Decoded QR:\n%s\nOrder %s, issued %s. Did we rotate the signing key?", p.Full(), b.email(p), j, b.K(fmt.Sprint(b.in(1000000000, 9999999999))), b.K(b.rdate(l)))
}

func auctionBidderSheet(b *B) string {
	l := b.loc("en-US", "en-GB", "en-CA", "en-AU")
	rows := []string{"Paddle | Bidder | Phone | Email | Card on file"}
	n := b.in(2, 5)
	for i := 0; i < n; i++ {
		p := b.person(l)
		c, _, _ := b.card(l)
		rows = append(rows, fmt.Sprintf("%s | %s | %s | %s | %s", b.K(fmt.Sprintf("#%03d", b.in(100, 450))), p.Full(), b.phone(l), b.email(p), c))
	}
	return "Silent auction bidder registration (" + b.K(b.rdate(l)) + ")\n" + strings.Join(rows, "\n") + "\nLots close at " + b.K(b.hm()) + "; winning bids charged same night."
}

func oauthTokenResponse(b *B) string {
	l := b.loc(anyEN...)
	p := b.person(l)
	em := b.email(p)
	acc := b.opaque(b.in(32, 48))
	ref := b.opaque(b.in(40, 64))
	idt := b.jwt(fmt.Sprintf(`{"iss":"https://accounts.%s","aud":"%s","sub":"%d","iat":%d}`, b.pick("clubhub.app", "volunteerdesk.org", "ticketline.io"), b.from(alnum, 12), b.in(100000, 9999999), b.in(1700000000, 1760000000)))
	return fmt.Sprintf("Token exchange for the membership portal works but the app shows %s as logged out. Response:\n{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":%s,\"refresh_token\":\"%s\",\"id_token\":\"%s\",\"scope\":\"openid profile members:read\"}", em, acc, b.K(fmt.Sprint(b.pick("3600", "7200", "86400"))), ref, idt)
}

func waitlistSMSBlast(b *B) string {
	l := b.loc("en-GB", "en-US", "en-AU", "en-IE", "en-CA", "nl-NL", "de-DE")
	var to []string
	n := b.in(3, 6)
	for i := 0; i < n; i++ {
		to = append(to, b.phone(l))
	}
	msg := fmt.Sprintf("%s: a place has come up on the %s waitlist for %s %s. Reply YES within 24h to claim. Ref %s", b.pick("Northgate Leisure", "Riverside Harriers", "Kestrel Youth", "Oakmere Tennis"), b.pick("Tots Swim", "Couch to 5k", "Junior Tennis", "Aqua Fit"), b.K(b.rdate(l)), b.K(b.hm()), b.K(fmt.Sprintf("WL%05d", b.in(1, 99999))))
	return "SMS blast — sent " + b.K(b.isoTS()) + "\nMessage: " + msg + "\nRecipients:\n" + strings.Join(to, "\n") + "\nDelivered " + fmt.Sprint(n-1) + "/" + fmt.Sprint(n) + ", 1 failed (invalid number)"
}
