package main

import (
	"fmt"
	"strings"
)

func roomBookingEmail(b *B) string {
	p := person(pick("en", "de", "nl", "fr"))
	t := date()
	return fmt.Sprintf("Booking confirmed: %s\nRoom: %s (capacity %d, VC: %s)\nWhen: %s %s–%s\nBooked by: %s <%s>\nOn-site contact: %s\nBooking ref %s · Cost centre %s\nCancel by %s to avoid the no-show fee.",
		pick("Client workshop", "Board meeting", "Training"), b.K(roomCode()), rint(4, 40), pick("Poly X50", "Logitech Rally Bar", "Neat Board"), b.K(t.iso()), b.K(t.hm()), t.hmEnd(), p.Name(), b.E(workEmail(p)), b.Ph(anyPhone(p.Lang)), b.K(bookingRef()), b.K("CC-"+ndg(5)), b.K(date().iso()))
}

func roomBookingCSV(b *B) string {
	var sb strings.Builder
	sb.WriteString("booking_id,room,start,end,organizer_email,organizer_phone,attendees\n")
	for i := 0; i < rint(2, 4); i++ {
		p := person(pick("en", "de", "fr", "es"))
		t := date()
		fmt.Fprintf(&sb, "%s,%s,%s,%s,%s,%s,%d\n", b.K(bookingRef()), b.K(roomCode()), b.K(t.isoT()), t.isoT()[:11]+t.hmEnd()+":00", b.E(workEmail(p)), b.Ph(anyPhone(p.Lang)), rint(2, 30))
	}
	return sb.String()
}

func visitorLogCSV(b *B) string {
	var sb strings.Builder
	sb.WriteString("Date,Visitor,Company,Phone,Host,Badge,Signed in,Signed out\n")
	for i := 0; i < rint(2, 4); i++ {
		v, h := person(pick("en", "de", "fr", "nl")), person("en")
		t := date()
		fmt.Fprintf(&sb, "%s,%s,%s,%s,%s,%s,%s,%s\n", b.K(t.iso()), v.Name(), pick("Acme AV", "Schindler", "Iberlogic", "CBRE"), b.Ph(anyPhone(v.Lang)), b.E(workEmail(h)), b.K(badgeNo()), t.hm(), t.hmEnd())
	}
	return sb.String()
}

func visitorWebhookJSON(b *B) string {
	v, h := person(pick("en", "es", "pt", "ja")), person("en")
	return fmt.Sprintf(`{"event":"entry_sign_in","meta":{"location":{"id":"%s","name":"HQ – Reception"}},"payload":{"id":"%s","type":"entries","attributes":{"full-name":"%s","email":"%s","phone-number":"%s","host":"%s","host-email":"%s","signed-in-at":"%sZ","nda-signed":true,"badge-number":"%s"}}}`,
		b.K(ndg(5)), b.K(ndg(9)), v.Name(), b.E(freeEmail(v)), b.Ph(phone(ccOf(v.Lang), pick("intl", "mobintl", "e164"))), h.Name(), b.E(workEmail(h)), b.K(date().isoT()), b.K(badgeNo()))
}

func visitorPreregDE(b *B) string {
	v, h := person("de"), person("de")
	return fmt.Sprintf("Besucheranmeldung\nName: %s\nFirma: %s\nBesuchstermin: %s, %s Uhr\nGastgeber: %s (%s)\nTelefon Besucher: %s\nKfz-Kennzeichen: %s\nAusweis-Nr. wird am Empfang geprüft. Vorgang %s.",
		v.Name(), pick("Kühne Technik GmbH", "Alpenwerk AG", "Rhein-Medien KG"), b.K(date().de()), b.K(date().hm()), h.Name(), b.E(workEmail(h)), b.Ph(phone("de", pick("mob", "intl", "nat"))), pick("HH-AB 1234", "M-KS 482", "B-TR 907"), b.K("BA-"+ndg(6)))
}

func visitorClearanceSSN(b *B) string {
	v := person("en")
	return fmt.Sprintf("Facility access request – Building %d (cleared area)\nVisitor: %s\nSSN: %s\nCitizenship: US\nEscort: %s, ext. %s\nVisit window: %s %s–%s\nRequest %s",
		rint(1, 12), v.Name(), b.S(ssn()), person("en").Name(), b.K(ndg(4)), b.K(date().iso()), date().hm(), date().hmEnd(), b.K(jiraKey()))
}

func gcalAPICurl(b *B) string {
	t := date()
	return fmt.Sprintf("curl 'https://www.googleapis.com/calendar/v3/calendars/primary/events?timeMin=%sZ&singleEvents=true&maxResults=%d' \\\n  --header 'Authorization: Bearer %s' \\\n  --header 'Accept: application/json'",
		b.K(t.isoT()), rint(10, 250), b.T(googleYa29()))
}

func graphEventsJWT(b *B) string {
	p := person(pick("en", "de", "nl"))
	return fmt.Sprintf("GET https://graph.microsoft.com/v1.0/me/calendarView?startDateTime=%s&endDateTime=%s HTTP/1.1\nAuthorization: Bearer %s\nPrefer: outlook.timezone=\"W. Europe Standard Time\"",
		b.K(date().isoT()), b.K(date().isoT()), b.J(msGraphJWT(p, workEmail(p))))
}

func zoomS2S(b *B) string {
	cid := an(22)
	sec := an(32)
	basic := b64s([]byte(cid + ":" + sec))
	return fmt.Sprintf("curl -X POST \"https://zoom.us/oauth/token?grant_type=account_credentials&account_id=%s\" \\\n  -H \"Authorization: Basic %s\"\n\n{\"access_token\":\"%s\",\"token_type\":\"bearer\",\"expires_in\":3599,\"scope\":\"meeting:read:admin meeting:write:admin\"}",
		b.K(an(22)), b.T(basic), b.J(zoomJWT()))
}

func zoomWebhookEnv(b *B) string {
	return fmt.Sprintf("ZOOM_ACCOUNT_ID=%s\nZOOM_CLIENT_ID=%s\nZOOM_CLIENT_SECRET=%s\nZOOM_WEBHOOK_SECRET_TOKEN=%s\nRECORDINGS_BUCKET=s3://meet-recordings-%s\n",
		b.K(an(22)), b.K(an(22)), b.T(an(32)), b.T(an(22)), b.K(dg(4)))
}

func zoomMeetingJSON(b *B) string {
	p := person("en")
	id := zoomID()
	pc := passcode()
	enc := zoomPwdNew()
	return fmt.Sprintf(`{"uuid":"%s==","id":%s,"host_id":"%s","host_email":"%s","topic":"Quarterly business review","type":2,"start_time":"%sZ","duration":60,"timezone":"America/Chicago","password":"%s","h323_password":"%s","pstn_password":"%s","encrypted_password":"%s","join_url":"https://us06web.zoom.us/j/%s?pwd=%s","settings":{"global_dial_in_numbers":[{"country":"US","number":"%s","type":"toll"}]}}`,
		b.K(fromSet(alnumSet, 22)), b.K(id), b.K(fromSet(alnumSet, 22)), b.E(workEmail(p)), b.K(date().isoT()), b.K(pc), pc, pc, b.T(enc), id, enc, b.Ph(phone("us", "intl")))
}

func gcalEventJSON(b *B) string {
	o, a := person("en"), person(pick("en", "de", "fr", "ja"))
	code := meetCode()
	pin := ndg(9)
	num := phone("us", "intl")
	tel := strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(num, " ", "-"), "(", ""), ")", ""), ".", "-")
	return fmt.Sprintf(`{"kind":"calendar#event","etag":"\"%s\"","id":"%s","status":"confirmed","created":"%s.000Z","organizer":{"email":"%s","self":true},"attendees":[{"email":"%s","responseStatus":"accepted"},{"email":"%s","resource":true,"displayName":"%s"}],"hangoutLink":"https://meet.google.com/%s","conferenceData":{"entryPoints":[{"entryPointType":"video","uri":"https://meet.google.com/%s","label":"meet.google.com/%s"},{"entryPointType":"phone","uri":"tel:%s","label":"%s","pin":"%s","regionCode":"US"}],"conferenceId":"%s"}}`,
		b.K(pick("34", "35")+dg(11)+"000"), b.K(gcalEventID()), b.K(date().isoT()), b.E(workEmail(o)), b.E(pick(workEmail(a), freeEmail(a))), "c_"+hx(32)+"@resource.calendar.google.com", b.K(roomCode()), b.K(code), code, code, b.Ph(tel), b.Ph(num), b.K(pin), code)
}

func graphEventJSON(b *B) string {
	o := person(pick("en", "de", "fr", "es"))
	cid := confID()
	return fmt.Sprintf(`{"id":"AAMkA%s=","subject":"Steering committee","organizer":{"emailAddress":{"name":"%s","address":"%s"}},"start":{"dateTime":"%s.0000000","timeZone":"UTC"},"isOnlineMeeting":true,"onlineMeetingProvider":"teamsForBusiness","onlineMeeting":{"joinUrl":"%s","conferenceId":"%s","tollNumber":"%s","tollFreeNumbers":[]}}`,
		b.K(fromSet(b64url, 60)), o.Name(), b.E(workEmail(o)), b.K(date().isoT()), teamsJoinURL(b), b.K(cid), b.Ph(e164(phone(ccOf(o.Lang), "intl"))))
}

func atlassianConnectJWT(b *B) string {
	return fmt.Sprintf("GET /installed-app/panel?xdm_e=https%%3A%%2F%%2Fbrightlane.atlassian.net&cp=%%2Fwiki&lic=none&cv=1001.0.0-SNAPSHOT&jwt=%s HTTP/1.1\nHost: meeting-notes-macro.%s\nX-Request-Id: %s",
		b.J(atlassianJWT()), pick("herokuapp.com", "fly.dev"), b.K(uuid()))
}

func calendlyPAT(b *B) string {
	return fmt.Sprintf("# scheduling sync job\nexport CALENDLY_TOKEN=%s\ncurl -s https://api.calendly.com/scheduled_events?user=https://api.calendly.com/users/%s&min_start_time=%sZ -H \"Authorization: Bearer $CALENDLY_TOKEN\"",
		b.J(calendlyJWT()), b.K(uuid()), b.K(date().isoT()))
}

func azureAppSecret(b *B) string {
	return fmt.Sprintf("{\n  \"RoomBookingSync\": {\n    \"TenantId\": \"%s\",\n    \"ClientId\": \"%s\",\n    \"ClientSecret\": \"%s\",\n    \"Mailboxes\": [\"%s\", \"%s\"],\n    \"PollSeconds\": %d\n  }\n}",
		b.K(uuid()), b.K(uuid()), b.T(azureSecret()), b.K("room-"+roomCode()), b.K("room-"+roomCode()), rint(30, 300))
}

func googleClientSecret(b *B) string {
	pid := pick("room-sync", "cal-bot", "meet-recorder") + "-" + ndg(6)
	return fmt.Sprintf(`{"installed":{"client_id":"%s","project_id":"%s","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"%s","redirect_uris":["http://localhost"]}}`,
		b.K(ndg(12)+"-"+strings.ToLower(an(32))+".apps.googleusercontent.com"), b.K(pid), b.T("GOCSPX-"+fromSet(b64url, 28)))
}

func twilioReminder(b *B) string {
	sid := "AC" + hx(32)
	to := phone(pick("us", "uk", "de", "au"), "e164")
	from := phone("us", "e164")
	return fmt.Sprintf("curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  --data-urlencode \"Body=Reminder: your appointment is tomorrow at %s, room %s\" \\\n  --data-urlencode \"From=%s\" --data-urlencode \"To=%s\" \\\n  -u %s:%s",
		b.K(sid), b.K(date().hm()), b.K(roomCode()), b.Ph(from), b.Ph(to), sid, b.T(hx(32)))
}

func sendgridMailer(b *B) string {
	p := person(pick("en", "de", "es"))
	return fmt.Sprintf("import sendgrid\nsg = sendgrid.SendGridAPIClient(api_key=\"%s\")\nmsg = Mail(from_email=\"events@%s\", to_emails=\"%s\", subject=\"Your invite: Customer Day %s\")\nmsg.add_attachment(ics_attachment(\"%s\"))",
		b.T(sendgridKey()), corpDomain("en"), b.E(workEmail(p)), b.K(date().iso()), b.K(uuid()))
}

func openaiSummaryEnv(b *B) string {
	return fmt.Sprintf("# meeting-summary worker\nOPENAI_API_KEY=%s\nFIREFLIES_WEBHOOK_SECRET=%s\nSUMMARY_MODEL=gpt-4o-mini\nMAX_TRANSCRIPT_TOKENS=%d\n",
		b.T(openaiKey()), b.T(an(40)), rint(8000, 120000))
}

func githubPATStandup(b *B) string {
	p := person("en")
	return fmt.Sprintf("*%s* – standup %s\n• yesterday: fixed the ICS export for recurring events (PR #%d)\n• today: wiring the calendar bot, using `GITHUB_TOKEN=%s` locally for now\n• blockers: none",
		p.First, b.K(date().iso()), rint(100, 9999), b.T(githubPAT()))
}

func airtableRooms(b *B) string {
	return fmt.Sprintf("curl \"https://api.airtable.com/v0/%s/Rooms?maxRecords=%d&view=Grid%%20view\" \\\n  -H \"Authorization: Bearer %s\"",
		b.K("app"+an(14)), rint(3, 100), b.T(airtablePAT()))
}

func figmaDesignReview(b *B) string {
	return fmt.Sprintf("Design review prep: exporting frames from https://www.figma.com/design/%s/Room-Panel-UI?node-id=%d-%d with\nX-Figma-Token: %s\n(meeting %s)",
		b.K(an(22)), rint(1, 999), rint(1, 9999), b.T(figmaPAT()), b.K(zoomIDSpaced(zoomID())))
}

func passwordVPNChat(b *B) string {
	p := person(pick("en", "de", "es"))
	pw := password()
	msgs := map[string]string{
		"en": "for the offsite laptops: vpn user is %s, password %s – change it after the %s",
		"de": "Für die Schulungsrechner: VPN-Benutzer %s, Passwort %s – bitte nach dem %s ändern",
		"es": "para los portátiles del taller: usuario VPN %s, contraseña %s – cambiadla después del %s",
	}
	return fmt.Sprintf("[%s] %s: "+msgs[p.Lang], b.K(date().hm()), p.Name(), "offsite-"+dg(2), b.T(pw), b.K(date().iso()))
}

func wifiInvitePassword(b *B) string {
	pw := password()
	return fmt.Sprintf("Location: %s, Floor %d\nGuest Wi-Fi: %s-Guest\nWi-Fi password: %s\nParking: show booking %s at the gate.",
		b.K(roomCode()), rint(1, 30), pick("Kestrel", "Harbour", "Brunnen", "Polder"), b.T(pw), b.K(bookingRef()))
}

func roomPanelAdmin(b *B) string {
	pw := password()
	return fmt.Sprintf("Room panel in %s is frozen again. Reset it via http://admin:%s@10.%d.%d.%d/cgi-bin/reboot (firmware %s)",
		b.K(roomCode()), b.T(pw), rint(10, 40), rint(0, 255), rint(2, 250), b.K(fmt.Sprintf("%d.%d.%d", rint(1, 9), rint(0, 20), rint(0, 99))))
}

func htmlTelInvite(b *B) string {
	p := person(pick("en", "fr", "es"))
	n := phone(ccOf(p.Lang), "intl")
	return fmt.Sprintf(`<div class="invite"><p><b>Dial-in:</b> <a href="tel:%s">%s</a> · Conference ID <span>%s</span></p><p>Organizer: <a href="mailto:%s">%s</a></p><p>Room <span class="room">%s</span></p></div>`,
		b.Ph(e164(n)), b.Ph(n), b.K(confID()), b.E(workEmail(p)), p.Name(), b.K(roomCode()))
}

func sipRoomSystem(b *B) string {
	n := phone(pick("de", "fr", "nl", "uk"), "e164")
	return fmt.Sprintf("Video room systems: dial %s@vc.%s or the meeting VMR %s. Audio fallback: sip:%s@sip.%s;user=phone (conf id %s)",
		b.K(ndg(8)), corpDomain("en"), b.K(ndg(7)), b.Ph(n), pick("sipgate.de", "ovh.net", "telavox.com"), b.K(confID()))
}

// cards
func cardSlackVenue(b *B) string {
	c := card()
	p := person("en")
	return fmt.Sprintf("%s: venue needs a card to hold the room block for %s – can you use the team %s %s exp %s cvv on request? booking ref %s",
		p.First, b.K(date().iso()), c.brand, b.C(cardStr(c)), b.K(expiry()), b.K(bookingRef()))
}

func cardCatererEmail(b *B) string {
	c := card()
	p := person(pick("de", "fr", "en"))
	msgs := map[string]string{
		"de": "Sehr geehrte Damen und Herren,\nfür das Catering am %s (%d Personen, Angebot %s) zahlen wir per Kreditkarte: %s, gültig bis %s.\nMit freundlichen Grüßen\n%s",
		"fr": "Bonjour,\npour le traiteur du %s (%d personnes, devis %s), paiement par carte : %s, expiration %s.\nCordialement,\n%s",
		"en": "Hi,\nfor the lunch on %s (%d people, quote %s) please charge card %s, exp %s.\nThanks,\n%s",
	}
	return fmt.Sprintf(msgs[p.Lang], b.K(date().de()), rint(10, 120), b.K("Q-"+ndg(5)), b.C(cardStr(c)), b.K(expiry()), p.Name())
}

func cardJiraProcurement(b *B) string {
	c := card()
	return fmt.Sprintf("%s: Renew Zoom Business (%d seats) – invoice %s\nPayment: corporate %s ending %s; full number for the vendor portal: %s\nAmount: USD %s",
		b.K(jiraKey()), rint(10, 500), b.K("INV-"+ndg(6)), c.brand, c.digits[len(c.digits)-4:], b.C(c.digits), b.K(fmt.Sprintf("%d,%03d.%02d", rint(1, 40), rint(0, 999), rint(0, 99))))
}

func cardTravelNotes(b *B) string {
	c := card()
	p := person(pick("en", "nl", "sv"))
	return fmt.Sprintf("Offsite travel notes\n- Flights booked, PNR %s, total %s EUR\n- Hotel: guarantee on %s (%s), exp %s\n- Coach: driver %s, %s\n",
		b.K(strings.ToUpper(an(6))), b.K(fmt.Sprintf("%d.%02d", rint(800, 9000), rint(0, 99))), c.brand, b.C(cardStr(c)), b.K(expiry()), p.First, b.Ph(anyPhone(p.Lang)))
}

func cardJaChat(b *B) string {
	c := card()
	return fmt.Sprintf("【会議室予約】%s の外部会場、前払いが必要です。法人カード %s（有効期限 %s）で決済お願いします。予約番号 %s",
		b.K(date().ymdJ()), b.C(cardStr(c)), b.K(expiry()), b.K(ndg(8)))
}

func cardTeamsDE(b *B) string {
	c := card()
	return fmt.Sprintf("[%s] Bitte für die Raummiete (Rechnung %s) die Firmenkarte nehmen: %s, Ablauf %s. Betrag %s €",
		b.K(date().hm()), b.K("RE-"+fmt.Sprint(rint(2025, 2026))+"-"+ndg(5)), b.C(cardStr(c)), b.K(expiry()), b.K(fmt.Sprintf("%d.%03d,%02d", rint(1, 9), rint(0, 999), rint(0, 99))))
}

// SSN / ITIN
func ssnJiraPayroll(b *B) string {
	p := person("en")
	return fmt.Sprintf("%s: Payroll setup for new hire %s (start %s)\nSSN: %s\nW-4 received, direct deposit pending. Employee #%s",
		b.K("HR-"+ndg(4)), p.Name(), b.K(date().us()), b.S(ssn()), b.K(ndg(6)))
}

func itinOnboarding(b *B) string {
	p := person(pick("es", "pt", "en"))
	return fmt.Sprintf("1:1 notes – contractor onboarding (%s)\n- %s has no SSN yet, uses ITIN %s for the 1099\n- invoice cadence: monthly, net %d\n- next check-in %s",
		b.K(date().iso()), p.Name(), b.S(itin()), rint(15, 60), b.K(date().iso()))
}

func ssnSlackSpaced(b *B) string {
	s := ssn()
	sp := strings.ReplaceAll(s, "-", " ")
	return fmt.Sprintf("Workday rejects my SSN %s for the benefits enrollment deadline %s, anyone else? ticket %s", b.S(sp), b.K(date().us()), b.K("HRSD-"+ndg(5)))
}

func ssnI9Checklist(b *B) string {
	p := person("en")
	return fmt.Sprintf("I-9 / E-Verify checklist – %s\n[x] List A document: US passport\n[x] Social Security number: %s\n[ ] Section 2 completed by %s\nCase number %s",
		p.Name(), b.S(ssn()), b.K(date().us()), b.K(fmt.Sprintf("%d%s", rint(2025, 2026), dg(9))))
}

func googleIDTokenCallback(b *B) string {
	p := person(pick("en", "de", "ja", "es"))
	em := freeEmail(p)
	return fmt.Sprintf("POST /auth/google/callback HTTP/1.1\nHost: rooms.%s\nContent-Type: application/x-www-form-urlencoded\n\ncredential=%s&g_csrf_token=%s&select_by=btn",
		corpDomain("en"), b.J(googleIDToken(em)), b.K(hx(16)))
}

func zoomSDKSignature(b *B) string {
	t := iat()
	sig := hsJWT(fmt.Sprintf(`{"appKey":"%s","sdkKey":"%s","mn":%s,"role":%d,"iat":%d,"exp":%d,"tokenExp":%d}`, an(22), an(22), zoomID(), rint(0, 1), t, t+7200, t+7200))
	return fmt.Sprintf("ZoomMtg.join({\n  signature: '%s',\n  meetingNumber: '%s',\n  userName: 'Room Panel %s',\n  passWord: '',\n  leaveUrl: 'https://rooms.%s/done'\n});",
		b.J(sig), b.K(zoomID()), b.K(roomCode()), corpDomain("en"))
}

func botFrameworkToken(b *B) string {
	t := iat()
	h := fmt.Sprintf(`{"alg":"RS256","kid":"%s","x5t":"%s","typ":"JWT"}`, b64u(randBytes(20)), b64u(randBytes(20)))
	pl := fmt.Sprintf(`{"serviceurl":"https://smba.trafficmanager.net/emea/","nbf":%d,"exp":%d,"iss":"https://api.botframework.com","aud":"%s"}`, t, t+3600, uuid())
	return fmt.Sprintf("[%s] teams-meeting-bot DEBUG inbound activity %s conversation=19:meeting_%s@thread.v2 auth=\"Bearer %s\"",
		b.K(date().isoT()), b.K(uuid()), strings.TrimRight(b64s([]byte(uuid())), "="), b.J(jwtWith(h, pl, 256)))
}

func ssnConfluenceHR(b *B) string {
	p := person("en")
	return fmt.Sprintf("| Field | Value |\n|---|---|\n| Employee | %s |\n| Employee ID | %s |\n| SSN | %s |\n| Benefits start | %s |\n| Cost center | %s |",
		p.Name(), b.K("E"+dg(6)), b.S(ssn()), b.K(date().us()), b.K(ndg(6)))
}

func w9VendorJira(b *B) string {
	p := person(pick("en", "es"))
	tin := itin()
	if coin() {
		tin = ssn()
	}
	return fmt.Sprintf("%s: W-9 received from speaker %s for the %s summit honorarium. TIN (SSN/ITIN): %s. Payment %s via AP batch %s.",
		b.K(jiraKey()), p.Name(), b.K(fmt.Sprint(rint(2025, 2026))), b.S(tin), b.K(money("$")), b.K(ndg(7)))
}

func itinTranscriptES(b *B) string {
	p := person("es")
	return fmt.Sprintf("[%s] %s: Para el pago de ponentes, mi ITIN es %s y la factura es la %s.",
		b.K(fmt.Sprintf("00:%02d:%02d", rint(0, 59), rint(0, 59))), p.Name(), b.S(itin()), b.K(fmt.Sprintf("F-%d-%04d", rint(2025, 2026), rint(1, 9999))))
}

func cardSlackJSON(b *B) string {
	c := card()
	return fmt.Sprintf(`{"type":"message","user":"%s","text":"booking the offsite hotel, using %s %s exp %s, conf # %s","ts":"%s"}`,
		b.K(slackUID()), c.brand, b.C(fmtCard(c.digits, pick(" ", "-"))), b.K(expiry()), b.K(strings.ToUpper(an(8))), b.K(slackTS()))
}

func cardTranscriptDashes(b *B) string {
	c := card()
	a := person(pick("en", "de", "fr"))
	return fmt.Sprintf("%s  %s\nOkay, the event platform wants a card on file. It's %s, CVC I'll send separately, billing zip %s.\n",
		a.Name(), b.K(ts(rint(1, 50), rint(10, 59))), b.C(fmtCard(c.digits, "-")), b.K(fmt.Sprint(rint(10001, 98999))))
}
