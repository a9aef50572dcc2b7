package main

import (
	"fmt"
	"strings"
)

var chatLocs = []string{"en-GB", "en-US", "en-AU", "en-IE", "es-ES", "es-MX", "pt-BR", "it-IT", "de-DE", "fr-FR", "nl-NL", "tr-TR", "id-ID", "sw-KE", "tl-PH", "pl-PL", "hi-IN", "ar"}

func chatLine(b *B, l *Loc) string {
	tail := "Cheers"
	switch b.n(4) {
	case 0:
		tail = "Starts " + b.K(b.hm())
	case 1:
		tail = "It's on " + b.K(b.rdate(l))
	case 2:
		tail = "🙏"
	}
	return fmt.Sprintf("Is anyone free to help %s? %s", b.pick("set up chairs at the hall", "move the marquee", "drive Mrs P to her appointment", "cover the tea stall", "litter-pick the rec"), tail)
}

func whatsappExport(b *B) string {
	l := b.loc(chatLocs...)
	d := fmt.Sprintf("%02d/%02d/%d", b.in(1, 28), b.in(1, 12), b.in(2023, 2025))
	ios := b.coin()
	mins := b.in(7*60, 12*60)
	line := func(who, msg string) string {
		mins += b.in(1, 90)
		t := fmt.Sprintf("%02d:%02d", (mins/60)%24, mins%60)
		if ios {
			return fmt.Sprintf("[%s, %s:%02d] %s: %s", d, t, b.in(0, 59), who, msg)
		}
		return fmt.Sprintf("%s, %s - %s: %s", d, t, who, msg)
	}
	var out []string
	n1 := b.person(l).First
	out = append(out, line(n1, chatLine(b, l)))
	unknown := b.phoneIntl(l)
	out = append(out, line(unknown, b.pick("I can! Send me the address", "Count me in", "Yes from 10", "Sorry, working")))
	p := b.person(l)
	out = append(out, line(p.First+" "+p.Last[:1], fmt.Sprintf("%s, my number is %s if easier", b.pick("New here", "Thanks all", "Just joined"), b.phone(l))))
	if b.coin() {
		out = append(out, line(n1, "Treasurer's email for the float receipts is "+b.email(b.person(l))))
	}
	if b.coin() {
		out = append(out, line(b.phoneIntl(l), "<Media omitted>"))
	}
	return b.pick("WhatsApp Chat with "+b.pick("Eastfield Street Watch", "Hall Volunteers", "U9 Parents", "Food Bank Drivers")+".txt\n", "") + strings.Join(out, "\n")
}

func signalExport(b *B) string {
	l := b.loc(chatLocs...)
	var out []string
	n := b.in(3, 5)
	for i := 0; i < n; i++ {
		ts := b.K(fmt.Sprintf("%s %02d:%02d", b.iso(), b.in(7, 22), b.in(0, 59)))
		p := b.person(l)
		var msg string
		switch b.n(4) {
		case 0:
			msg = "Locksmith who did the community garden shed: " + b.phone(l)
		case 1:
			msg = "Can everyone fill in the rota? Questions to " + b.email(p)
		case 2:
			msg = "Call me on " + b.phone(l) + " if the gate code doesn't work, it's " + b.K(fmt.Sprintf("C%04d#", b.in(1000, 9999))) + " this month"
		default:
			msg = chatLine(b, l)
		}
		out = append(out, fmt.Sprintf("%s  %s: %s", ts, p.First, msg))
	}
	if len(b.pii) == 0 {
		out = append(out, fmt.Sprintf("%s  %s: new number %s", b.K(b.iso()+" 23:59"), b.person(l).First, b.phone(l)))
	}
	return "Signal group \"" + b.pick("Allotment Society", "Tenants' Assoc. Block C", "Mutual Aid North", "Parkrun Volunteers") + "\" export\n" + strings.Join(out, "\n")
}

var tgAsk = map[string]string{"ru-RU": "Кто может забрать продукты? Звоните", "uk-UA": "Хто може підвезти? Мій номер", "de-DE": "Wer kann helfen? Ruft an:", "en-GB": "Who can help? Ring me:", "fa-IR": "کسی می‌تونه کمک کنه؟ شماره‌ام", "tr-TR": "Yardım edebilecek var mı? Numaram", "ar": "من يستطيع المساعدة؟ رقمي"}
var tgRole = map[string]string{"ru-RU": "координатор", "uk-UA": "водій", "de-DE": "Fahrer", "en-GB": "driver", "fa-IR": "راننده", "tr-TR": "şoför", "ar": "سائق"}
var tgGroup = map[string]string{"ru-RU": "Двор на Садовой", "uk-UA": "Волонтери Львів", "de-DE": "Nachbarschaftshilfe Lindenau", "en-GB": "Community Kitchen", "fa-IR": "انجمن همسایگان", "tr-TR": "Mahalle Dayanışma", "ar": "جيران الحي"}

func telegramExport(b *B) string {
	l := b.loc("ru-RU", "uk-UA", "fa-IR", "en-GB", "de-DE", "tr-TR", "ar")
	p := b.person(l)
	q := b.person(l)
	return fmt.Sprintf(`{"name": "%s", "type": "public_supergroup", "messages": [
 {"id": %s, "type": "message", "date": "%s", "from": "%s", "from_id": "user%d", "text": "%s %s"},
 {"id": %s, "type": "message", "date": "%s", "from": "%s", "from_id": "user%d", "text": [{"type": "phone", "text": "%s"}, " — %s"]},
 {"id": %s, "type": "message", "date": "%s", "from": "%s", "from_id": "user%d", "text": [{"type": "email", "text": "%s"}]}
]}`, tgGroup[l.ID], b.K(fmt.Sprint(b.in(10000, 99999))), b.K(b.iso()+"T09:14:03"), p.Full(), b.in(100000000, 999999999),
		tgAsk[l.ID], b.phone(l),
		b.K(fmt.Sprint(b.in(10000, 99999))), b.K(b.iso()+"T10:02:41"), q.Full(), b.in(100000000, 999999999), b.phone(l), tgRole[l.ID],
		b.K(fmt.Sprint(b.in(10000, 99999))), b.K(b.iso()+"T11:30:00"), q.Full(), b.in(100000000, 999999999), b.email(q))
}

func facebookGroupPost(b *B) string {
	l := b.loc("en-GB", "en-US", "en-AU", "en-CA", "en-IE", "es-MX", "pt-BR", "tl-PH")
	p := b.person(l)
	var post string
	switch b.n(3) {
	case 0:
		post = fmt.Sprintf("LOST DOG 🐶 near %s since %s. Brown spaniel, answers to %s, chipped. Please call %s or %s, any time!!", b.pk(l.Streets), b.K(b.hm()), b.pick("Biscuit", "Rolo", "Luna", "Max"), b.phone(l), b.phone(l))
	case 1:
		post = fmt.Sprintf("Free sofa, must collect by %s. PM me or text %s. Email %s if you're not on WhatsApp", b.K(b.rdate(l)), b.phone(l), b.email(p))
	default:
		post = fmt.Sprintf("Reminder: litter pick %s %s, meet at the %s. Gloves provided. Any questions ring %s (that's %s's number, I'm away).", b.K(b.rdate(l)), b.K(b.hm()), b.pick("library steps", "war memorial", "Co-op car park"), b.phone(l), b.person(l).First)
	}
	c := b.person(l)
	return fmt.Sprintf("%s · %s\n%s\n\n%d comments\n%s: %s", p.Full(), b.pick("Eastfield Neighbours", "Brunswick Community Noticeboard", "Lakeview Moms", "Barrio Roma Norte"), post, b.in(2, 40), c.First+" "+c.Last, b.pick("Shared!", "Hope you find him x", "Still available?", "Messaged you"))
}

func neighbourhoodEmailNotice(b *B) string {
	l := b.loc(anyEN...)
	p := b.person(l)
	return fmt.Sprintf(`Subject: Street party %s – road closure approved

Hi neighbours, the council approved the closure (permit %s) from %s to %s. We need gazebos and a first aider. Reply to me at %s or ring %s. Contributions of %s per household to the float please (sort code %s, account %s, ref %s).

%s, no. %d`, b.K(b.rdate(l)), b.K(fmt.Sprintf("RC/%d/%04d", b.in(2023, 2026), b.in(1, 9999))), b.K(b.hm()), b.K(b.hm()), b.email(p), b.phone(l), b.K(b.amount(l, 5, 20)), b.K(b.sortCode()), b.K(b.digits(8)), b.K("STREETPARTY"), p.First, b.in(1, 120))
}

func ptaClassRepEmail(b *B) string {
	l := b.loc(anyEN...)
	var reps []string
	for _, c := range []string{"Reception", "Year 1", "Year 2", "Year 3", "Year 4", "Year 5", "Year 6"}[:b.in(3, 6)] {
		p := b.person(l)
		reps = append(reps, fmt.Sprintf("%s – %s – %s – %s", c, p.Full(), b.phone(l), b.email(p)))
	}
	return fmt.Sprintf("Subject: Class reps %s\n\nDear all, here are this year's class reps for the %s. Cake sale is %s at %s; float is %s.\n\n%s\n\nPTA charity no. %s", b.K(fmt.Sprintf("%d–%02d", b.in(2023, 2025), b.in(24, 26))), b.org().Name, b.K(b.rdate(l)), b.K(b.hm()), b.K(b.amount(l, 50, 150)), strings.Join(reps, "\n"), b.K(b.charityNo()))
}

func ptaRaffleSheet(b *B) string {
	l := b.loc("en-GB", "en-IE", "en-AU", "en-US")
	rows := []string{"Tickets\tBuyer\tPhone\tPaid"}
	n := b.in(3, 7)
	for i := 0; i < n; i++ {
		s := b.in(1, 900)
		rows = append(rows, fmt.Sprintf("%s\t%s\t%s\t%s", b.K(fmt.Sprintf("%04d-%04d", s, s+b.in(4, 19))), b.person(l).Full(), b.phone(l), b.pick("cash", "bank", "owes", "paid")))
	}
	return "Raffle stub sheet (book " + b.K(fmt.Sprintf("%02d", b.in(10, 60))) + "):\n" + strings.Join(rows, "\n") + "\nDraw " + b.K(b.rdate(l)) + ". Prizes over " + b.K(b.amount(l, 50, 500)) + "."
}

func faithRotaEmail(b *B) string {
	l := b.loc("en-GB", "en-US", "en-IE", "en-AU", "it-IT", "es-ES", "pt-BR", "fr-FR", "tl-PH", "pl-PL")
	var rows []string
	for i := 0; i < b.in(3, 5); i++ {
		p := b.person(l)
		rows = append(rows, fmt.Sprintf("%s  %-12s %s (%s)", b.K(b.rdate(l)), b.pick("Readings", "Flowers", "Coffee", "Welcome", "Counting", "Sacristy"), p.Full(), b.phone(l)))
	}
	return fmt.Sprintf("%s — rota %s\nIf you can't do your date please swap and let %s know (%s).\n\n%s\n\nMass/service times unchanged: %s and %s.", b.pick("St Aidan's Parish Church", "Parrocchia San Lorenzo", "Cedar Hill Community Church", "Iglesia San José"), b.pick("Advent", "Lent", "Ordinary Time", "Summer"), b.person(l).First, b.email(b.person(l)), strings.Join(rows, "\n"), b.K(b.hm()), b.K(b.hm()))
}

func hallBookingForm(b *B) string {
	l := b.loc("en-GB", "en-GB", "en-IE", "en-AU")
	p := b.person(l)
	return fmt.Sprintf(`MILLBROOK TOWN COUNCIL — COMMUNITY HALL HIRE APPLICATION
Booking ref: %s
Hirer name: %s
Organisation: %s
Contact telephone: %s
Alternative number: %s
Email: %s
Date(s) required: %s  Time: %s–%s
Room: %s   Expected attendance: %d
Hire charge: %s  Damage deposit: %s
Key collection: key safe code issued 48h before (not on this form)`, b.K(fmt.Sprintf("MTC/%d/%04d", b.in(2024, 2026), b.in(1, 9999))), p.Full(), b.pick("Private party", "Slimming group", "Bridge club", "Tamil school", "Toddler group"), b.phone(l), b.phone(l), b.email(p),
		b.K(b.rdate(l)), b.K(b.hm()), b.K(b.hm()), b.pick("Main Hall", "Committee Room", "Pavilion"), b.in(10, 120), b.K(b.amount(l, 30, 300)), b.K(b.amount(l, 50, 150)))
}

func bookingConfirmationEmail(b *B) string {
	l := b.loc(euro...)
	p := b.person(l)
	return fmt.Sprintf(`Dear %s,

Your booking %s for the %s on %s (%s–%s) is confirmed. Invoice %s for %s is attached; please pay within 14 days quoting the booking reference.

On the day the caretaker, %s, can be reached on %s. Cancellation less than 7 days before forfeits the deposit.

Community Bookings Team
%s`, p.First, b.K(fmt.Sprintf("CB-%06d", b.in(1, 999999))), b.pick("Sports Hall (courts 1–4)", "Scout Hut", "Pavilion Function Room", "Library Meeting Room 2"), b.K(b.rdate(l)), b.K(b.hm()), b.K(b.hm()),
		b.K(fmt.Sprintf("INV-%d-%05d", b.in(2024, 2026), b.in(1, 99999))), b.K(b.amount(l, 20, 400)), b.person(l).First, b.phone(l), b.orgEmail(b.org(), "bookings"))
}

func libraryCardRegistration(b *B) string {
	l := b.loc("en-GB", "en-US", "en-CA", "en-AU", "nl-NL", "de-DE", "fr-FR", "sv-SE")
	p := b.person(l)
	card := b.K(fmt.Sprintf("2%d%09d", b.in(1000, 9999), b.in(0, 999999999)))
	return fmt.Sprintf(`New borrower registered
Barcode: %s
PIN: set by borrower at kiosk
%s: %s
%s: %s, %s
%s: %s
%s: %s
Notify by: %s
Category: %s  Expiry: %s  Branch: %s`, card, lab(l, "name"), p.Full(), lab(l, "address"), b.street(l), b.pk(l.Cities), lab(l, "phone"), b.phone(l), lab(l, "email"), b.email(p), b.pick("email", "SMS", "both"), b.pick("ADULT", "JUNIOR", "HOUSEBOUND", "CONCESSION"), b.K(b.rdate(l)), b.pick("Central", "Greenway", "Eastfield", "Mobile Library"))
}

func libraryOverdueSMS(b *B) string {
	l := b.loc("en-GB", "en-AU", "en-US", "en-CA", "en-IE")
	var out []string
	for i := 0; i < b.in(2, 4); i++ {
		out = append(out, fmt.Sprintf("-> %s: Greenway Libraries: %d item(s) overdue since %s, e.g. %s. Renew online with card %s. Fines %s.", b.phone(l), b.in(1, 6), b.K(b.rdate(l)), b.K(fmt.Sprintf("3%d%08d", b.in(1000, 9999), b.in(0, 99999999))), b.K(fmt.Sprintf("2%d%09d", b.in(1000, 9999), b.in(0, 999999999))), b.K(b.amount(l, 1, 9))))
	}
	return "Overdue SMS batch " + b.K(b.isoTS()) + "\n" + strings.Join(out, "\n")
}

func volunteerDriverRota(b *B) string {
	l := b.loc("en-GB", "en-GB", "en-AU", "en-IE", "en-CA", "nl-NL", "de-DE")
	rows := []string{"Date,Pick-up,Client (initials),From,To,Appt,Driver,Driver mobile,Job no"}
	for i := 0; i < b.in(3, 6); i++ {
		d := b.person(l)
		rows = append(rows, csvRow(b.K(b.rdate(l)), b.K(b.hm()), b.from("ABCDEFGHJKLMNPRSTW", 2), b.K(b.ukPostcode()), b.pick("Royal Infirmary", "St James's Eye Clinic", "Renal Unit", "GP surgery", "Physio, Ward 7"), b.K(b.hm()), d.Full(), b.phone(l), b.K(fmt.Sprintf("J%05d", b.in(1, 99999)))))
	}
	return "Harbourside Volunteer Drivers – week " + b.K(fmt.Sprintf("%d-W%02d", b.in(2024, 2026), b.in(1, 52))) + "\n" + strings.Join(rows, "\n") + "\nMileage rate " + b.K("45p/mile") + ". Clinic desk: " + b.phone(l)
}

func clinicDriverDispatchSMS(b *B) string {
	l := b.loc("en-GB", "en-AU", "en-IE", "en-US")
	pa := b.person(l)
	return fmt.Sprintf("To %s: Hi %s, new job %s: collect %s %s from %s at %s for %s appt at %s. Client's landline %s (hard of hearing, let it ring). Reply Y to accept. — Dispatch",
		b.phone(l), b.person(l).First, b.K(fmt.Sprintf("J%05d", b.in(1, 99999))), b.pick("Mrs", "Mr"), pa.Last, b.street(l), b.K(b.hm()), b.K(b.hm()), b.pick("the hospice", "the Royal", "the dental hospital", "Outpatients B"), b.phone(l))
}

func foodPantryIntakeUS(b *B) string {
	l := locByID("en-US")
	p := b.person(l)
	ssnLine := "SSN (optional, for SNAP referral): " + b.ssn()
	if b.pct(30) {
		ssnLine = "Last 4 of SSN: " + b.K("XXX-XX-"+b.digits(4)) + "   Spouse SSN: " + b.ssn()
	}
	hh := b.in(1, 8)
	return fmt.Sprintf(`Hollybank Community Pantry — Household Intake
Client #: %s   Visit date: %s
Head of household: %s   DOB: %s
%s
Phone: %s   Text OK? %s
Email: %s
Household size: %d (children under 18: %d)
Monthly income band: %s
Zip: %s`, b.K(fmt.Sprintf("HH-%05d", b.in(1, 99999))), b.K(b.rdate(l)), p.Full(), b.K(b.date(l, b.in(1950, 2000), b.in(1, 12), b.in(1, 28))), ssnLine, b.phone(l), b.pick("Y", "N"), b.email(p), hh, b.in(0, hh-1), b.pick("$0–$1,000", "$1,001–$2,000", "$2,001–$3,000"), b.K(fmt.Sprint(b.in(10000, 99999))))
}

func churchPayrollUS(b *B) string {
	l := locByID("en-US")
	p := b.person(l)
	return fmt.Sprintf(`From: finance committee
Re: %s's housing allowance for %s

Please set up payroll for our new associate pastor:
Name: %s
SSN: %s
Home phone: %s
Housing allowance designated: %s/yr (board minute %s)
Salary: %s, paid on the %s
Direct deposit: routing %s, acct ending %s
Please email the W-2 to %s.`, b.pick("Pastor", "Rev.", "Deacon"), b.K(fmt.Sprint(b.in(2024, 2026))), p.Full(), b.ssn(), b.phone(l), b.K(fmt.Sprintf("$%d,000", b.in(12, 36))), b.K(fmt.Sprintf("%d-%02d", b.in(2023, 2025), b.in(1, 40))), b.K(fmt.Sprintf("$%d,%03d", b.in(38, 70), b.in(0, 999))), b.pick("15th and last day", "1st", "last Friday"), b.K(b.pick("0", "1", "2")+b.digits(8)), b.K("…"+b.digits(4)), b.email(p))
}

func itinStipendForm(b *B) string {
	l := locByID("en-US")
	p := b.person(l)
	return fmt.Sprintf(`Youth Mentor Stipend — Payee Form
Payee: %s
Taxpayer Identification Number (ITIN): %s
Mailing address: %s, %s
Mobile / WhatsApp: %s
Preferred language: %s
Stipend: %s per session × %d sessions
Program: %s, cohort %s`, p.Full(), b.itin(), b.street(l), b.pk(l.Cities), b.phone(l), b.pick("Spanish", "Haitian Creole", "Vietnamese", "Somali", "Portuguese"), b.K(fmt.Sprintf("$%d", b.in(25, 75))), b.in(4, 20), b.pick("Homework Club", "Soccer Without Borders", "Teen Leaders"), b.K(fmt.Sprintf("%d-%s", b.in(2024, 2026), b.pick("A", "B", "C"))))
}
