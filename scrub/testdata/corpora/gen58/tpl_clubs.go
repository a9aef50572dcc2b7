package main

import (
	"fmt"
	"strings"
)

var euro = []string{"en-GB", "en-IE", "fr-FR", "de-DE", "es-ES", "it-IT", "nl-NL", "pl-PL", "sv-SE", "nb-NO", "el-GR", "tr-TR", "pt-BR", "es-MX", "en-US", "en-AU", "en-CA"}

func gymSignupForm(b *B) string {
	l := b.loc(euro...)
	p := b.person(l)
	e := b.person(l)
	lines := []string{
		strings.ToUpper(b.pick("Membership application", "Anmeldung / Membership form", "Inscription", "Valley CrossFit – new member")),
		lab(l, "member") + ": " + b.K(fmt.Sprintf("%s%06d", b.pick("NLT", "VCF", "M", "GYM"), b.in(1, 999999))),
		lab(l, "name") + ": " + p.Full(),
		lab(l, "address") + ": " + b.street(l) + ", " + b.pk(l.Cities),
		lab(l, "mobile") + ": " + b.phone(l),
		lab(l, "email") + ": " + b.email(p),
		lab(l, "emergency") + ": " + e.Full() + " (" + b.pick("partner", "mum", "dad", "sister", "friend") + ") " + b.phone(l),
		lab(l, "date") + ": " + b.K(b.rdate(l)),
		"Plan: " + b.pick("Off-peak", "Anytime", "Swim only", "Family", "Student") + " — " + b.K(b.amount(l, 18, 65)) + "/month",
	}
	if b.pct(35) {
		c, _, _ := b.card(l)
		lines = append(lines, "Joining fee card: "+c)
	}
	if b.pct(40) {
		lines = append(lines, "Locker: "+b.K(fmt.Sprintf("L-%03d", b.in(1, 240)))+"   Key fob: "+b.K(fmt.Sprintf("%08X", b.r.Uint32())))
	}
	return strings.Join(lines, "\n")
}

func ddFailureEmail(b *B) string {
	l := b.loc("en-GB", "en-GB", "en-IE")
	p := b.person(l)
	mem := b.K(fmt.Sprintf("%d", b.in(10000000, 99999999)))
	return fmt.Sprintf(`To: %s
Subject: Your Direct Debit payment was unsuccessful (membership %s)

Dear %s,

Your monthly Direct Debit of %s, due on %s, was returned by your bank (reason: %s).
Account ending %s, sort code %s.

We will retry on %s. To avoid a %s admin fee please call reception on %s or reply to this email. We have your mobile as %s — is that still right?

Northgate Leisure Trust, Membership Team
Mandate reference: %s | Service user number: %s`, b.email(p), mem, p.First, b.K(b.amount(l, 20, 60)), b.K(b.rdate(l)), b.pick("Refer to payer", "Instruction cancelled", "No account"), b.K("****"+b.digits(4)), b.K("**-**-"+b.digits(2)),
		b.K(b.rdate(l)), b.K("£5.00"), b.phone(l), b.phone(l), b.K(fmt.Sprintf("NLT-%s-%d", b.from(upnum, 4), b.in(1000, 9999))), b.K(fmt.Sprint(b.in(100000, 999999))))
}

func teamSheet(b *B) string {
	l := b.loc("en-GB", "en-US", "en-AU", "en-IE", "fr-FR", "de-DE", "es-ES", "it-IT", "nl-NL", "pt-BR", "pl-PL", "tr-TR")
	var rows []string
	n := b.in(4, 8)
	for i := 0; i < n; i++ {
		p := b.person(l)
		ph := ""
		if i == 0 || b.pct(45) {
			ph = "  " + b.phone(l)
		}
		rows = append(rows, fmt.Sprintf("%2d  %-22s%s", b.in(1, 23), p.Full(), ph))
	}
	return fmt.Sprintf("%s — %s v %s\nKO %s, meet %s at %s (pitch %s)\nSquad:\n%s\nSubs: %s, bring water. Ref fee %s.",
		b.pick("U14 Girls", "1st XI", "Veterans", "U11 Blue", "Ladies 2nds", "Walking Football"), b.pick("Riverside", "Eastfield", "Lakeview Lions"), b.pick("Millbrook Town", "St Aidan's", "Oakmere"),
		b.K(b.hm()), b.K(b.hm()), b.pick("the clubhouse", "Gate 3", "car park"), b.K(fmt.Sprint(b.in(1, 12))+b.pick("A", "B", "")), strings.Join(rows, "\n"), b.K(b.amount(l, 3, 8)), b.K(b.amount(l, 20, 45)))
}

func emergencyContactsSheet(b *B) string {
	l := b.loc("en-GB", "en-US", "en-AU", "en-CA", "en-IE", "tl-PH", "sw-KE")
	rows := []string{"Child | Age | Parent/carer | Contact 1 | Contact 2 | Medical"}
	n := b.in(3, 6)
	for i := 0; i < n; i++ {
		c := b.person(l)
		par := b.person(l)
		c2 := "-"
		if b.pct(60) {
			c2 = b.phone(l)
		}
		rows = append(rows, fmt.Sprintf("%s | %d | %s | %s | %s | %s", c.First+" "+c.Last[:1]+".", b.in(5, 16), par.Full(), b.phone(l), c2, b.pick("none", "asthma – inhaler in bag", "nut allergy (EpiPen)", "T1 diabetes", "none known")))
	}
	title := b.pick("Kestrel Youth Club — camp emergency contacts (leaders only)\n", "Cubs sleepover contact sheet\n")
	if b.coin() {
		title = "Holiday club register — " + b.K(b.rdate(l)) + "\n"
	}
	return title + strings.Join(rows, "\n")
}

func swimWaitlistTSV(b *B) string {
	l := b.loc("en-GB", "en-AU", "nl-NL", "de-DE", "sv-SE", "nb-NO", "fr-FR")
	rows := []string{"pos\tchild\tdob\tlevel\tparent\tparent_mobile\tparent_email\tadded"}
	n := b.in(3, 6)
	for i := 0; i < n; i++ {
		c := b.person(l)
		par := b.person(l)
		rows = append(rows, strings.Join([]string{fmt.Sprint(i + 1), c.First, b.K(b.date(l, b.in(2014, 2021), b.in(1, 12), b.in(1, 28))), b.pick("Stage 1", "Stage 3", "Ducklings", "Stage 5", "Rookie"), par.Full(), b.phone(l), b.email(par), b.K(b.iso())}, "\t"))
	}
	return strings.Join(rows, "\n")
}

func leisureCRMNote(b *B) string {
	l := b.loc(euro...)
	p := b.person(l)
	return fmt.Sprintf(`Case %s · %s · Channel: %s
Member %s (%s) rang re: %s. Says the app shows membership %s as frozen. Confirmed details: mobile %s, email %s. Unfroze from %s, refunded %s to original payment method.
Follow-up: call back %s if not resolved. — %s`, b.K(fmt.Sprintf("CS-%06d", b.in(1, 999999))), b.K(b.rdate(l)), b.pick("Phone", "Front desk", "Web chat"), p.Full(), b.K(fmt.Sprintf("#%d", b.in(100000, 999999))),
		b.pick("double charge", "class booking not showing", "freeze request", "price rise"), b.K(fmt.Sprintf("NLT%06d", b.in(1, 999999))), b.phone(l), b.email(p), b.K(b.rdate(l)), b.K(b.amount(l, 10, 80)), b.pick("Thursday", "tomorrow am", "after 5pm"), b.person(l).First)
}

func coachClearanceUS(b *B) string {
	l := locByID("en-US")
	p := b.person(l)
	s := b.ssn()
	return fmt.Sprintf(`%s — Volunteer Coach Background Check Consent
Full legal name: %s
Date of birth: %s
SSN: %s
Current address: %s, %s %s
Cell: %s   Email: %s
Team: %s   Season: %s
Driver's license state: %s
Signature: ____________ Date: %s`, b.pick("Pinecrest Little League", "Lakeview Lions Youth Soccer", "Cedar Hill Upward Basketball"), p.Full(), b.K(b.date(l, b.in(1965, 2000), b.in(1, 12), b.in(1, 28))), s, b.street(l), b.pk(l.Cities), b.K(fmt.Sprint(b.in(10000, 99999))),
		b.phone(l), b.email(p), b.pick("Majors – Cubs", "U10 Girls Red", "Minors – Pirates", "U12 Boys"), b.K(fmt.Sprintf("Spring %d", b.in(2024, 2026))), b.pick("OH", "OR", "TX", "WI", "NC"), b.K(b.rdate(l)))
}

func refereeW9(b *B) string {
	l := locByID("en-US")
	p := b.person(l)
	var tin string
	if b.pct(65) {
		tin = "SSN: " + b.ssn()
	} else {
		tin = "ITIN: " + b.itin()
	}
	return fmt.Sprintf(`Referee payment setup — %s season
Name (as shown on your income tax return): %s
Taxpayer ID — %s
Address: %s, %s
Phone: %s
Email for 1099-NEC: %s
Games worked: %d @ %s = %s
League vendor #: %s`, b.K(fmt.Sprint(b.in(2024, 2026))), p.Full(), tin, b.street(l), b.pk(l.Cities), b.phone(l), b.email(p), b.in(6, 30), b.K(fmt.Sprintf("$%d.00", b.in(25, 60))), b.K(fmt.Sprintf("$%d.00", b.in(300, 1800))), b.K(fmt.Sprintf("V-%05d", b.in(1, 99999))))
}

func subsReminderSMSLog(b *B) string {
	l := b.loc("en-GB", "en-AU", "en-IE", "en-US", "en-CA", "sw-KE", "tl-PH")
	rows := []string{"message_sid,to,from,status,body,sent_at"}
	from := b.phone(l)
	n := b.in(3, 6)
	for i := 0; i < n; i++ {
		body := fmt.Sprintf("Hi %s, subs of %s for %s are due by %s. Pay at the bar or online. Thanks!", b.person(l).First, b.K(b.amount(l, 15, 95)), b.pick("Term 2", "March", "the season", "Q3"), b.K(b.rdate(l)))
		rows = append(rows, csvRow(b.K("SM"+b.from(hexd, 32)), b.phone(l), from, b.pick("delivered", "delivered", "undelivered", "sent"), body, b.K(b.isoTS())))
	}
	return strings.Join(rows, "\n")
}

func twilioSMSConfig(b *B) string {
	l := b.loc("en-GB", "en-US", "en-AU", "en-CA")
	sid := b.K("AC" + b.from(hexd, 32))
	tok := b.twilioToken()
	from := b.phone(l)
	if b.coin() {
		return fmt.Sprintf("# reminders.py\nTWILIO_ACCOUNT_SID = \"%s\"\nTWILIO_AUTH_TOKEN = \"%s\"\nFROM_NUMBER = \"%s\"\nTEST_TO = \"%s\"\nSEND_AT = \"%s\"  # the evening before training", sid, tok, from, b.phone(l), b.K(b.hm()))
	}
	return fmt.Sprintf("curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  --data-urlencode \"To=%s\" --data-urlencode \"From=%s\" \\\n  --data-urlencode \"Body=Training cancelled tonight, pitch waterlogged\" \\\n  -u %s:%s", sid, b.phone(l), from, sid, tok)
}

func committeeContactList(b *B) string {
	l := b.loc(euro...)
	o := b.org()
	rows := []string{"| " + lab(l, "role") + " | " + lab(l, "name") + " | " + lab(l, "phone") + " | " + lab(l, "email") + " |", "|---|---|---|---|"}
	for _, r := range []string{"Chair", "Secretary", "Treasurer", "Welfare Officer", "Fixtures"}[:b.in(3, 5)] {
		p := b.person(l)
		rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", r, p.Full(), b.phone(l), b.email(p)))
	}
	return o.Name + " committee " + b.K(fmt.Sprintf("%d/%02d", b.in(2023, 2025), b.in(24, 26))) + "\n\n" + strings.Join(rows, "\n")
}

func fixtureChangeEmail(b *B) string {
	l := b.loc("en-GB", "en-AU", "en-IE", "en-US")
	p := b.person(l)
	return fmt.Sprintf(`Hi all,

Fixture %s (%s v %s) has moved from %s to %s, KO %s at pitch %s. Their fixtures sec is %s, %s or %s if you need to confirm kit colours.

Match fee stays %s. League ref: %s.

%s`, b.K(fmt.Sprintf("F%04d", b.in(1, 9999))), b.pick("U13 Red", "Seniors", "Ladies"), b.pick("Eastfield", "Millbrook", "St Aidan's"), b.K(b.rdate(l)), b.K(b.rdate(l)), b.K(b.hm()), b.K(fmt.Sprint(b.in(1, 9))), p.Full(), b.phone(l), b.email(p), b.K(b.amount(l, 3, 10)), b.K(fmt.Sprintf("LG-%d-%03d", b.in(2024, 2026), b.in(1, 999))), b.person(l).First)
}

func clubVCard(b *B) string {
	l := b.loc(euro...)
	p := b.person(l)
	s := fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nFN:%s\nORG:%s\nTITLE:%s\nTEL;TYPE=CELL:%s\n", p.Last, p.First, p.Full(), b.org().Name, b.pick("Club Secretary", "Head Coach", "Volunteer Coordinator", "Treasurer"), b.phone(l))
	if b.coin() {
		s += "TEL;TYPE=HOME:" + b.phone(l) + "\n"
	}
	s += "EMAIL;TYPE=INTERNET:" + b.email(p) + "\nNOTE:Member since " + b.K(fmt.Sprint(b.in(1995, 2024))) + "\\, badge " + b.K(fmt.Sprintf("B-%04d", b.in(1, 9999))) + "\nEND:VCARD"
	return b.pick("", "Can you turn this vCard into a CSV row?\n", "Exported from my phone:\n") + s
}
