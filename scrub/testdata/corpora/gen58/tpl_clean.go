package main

import (
	"fmt"
	"strings"
)

func cEventSchedule(b *B) string {
	l := b.loc(euro...)
	var rows []string
	for i := 0; i < b.in(4, 7); i++ {
		rows = append(rows, fmt.Sprintf("%s–%s  %s  (%s)", b.K(b.hm()), b.K(b.hm()), b.pick("Registration & coffee", "Welcome from the Chair", "Workshop: grant writing", "Lunch", "Panel: volunteering after Covid", "Raffle draw", "Close"), b.pick("Main Hall", "Room 2", "Garden marquee", "Room 1.14")))
	}
	return fmt.Sprintf("%s — %s\nTickets: standard %s, concession %s, under-12s free. Event ID %s.\n%s", b.pick("Community Volunteering Fair", "Charity Trustees Day", "Neighbourhood Summit"), b.K(b.rdate(l)), b.K(b.amount(l, 5, 25)), b.K(b.amount(l, 2, 6)), b.K(fmt.Sprint(b.in(100000000000, 999999999999))), strings.Join(rows, "\n"))
}

func cDoorCodeNotice(b *B) string {
	l := b.loc("en-GB", "en-AU", "en-IE", "en-US", "en-CA")
	code := b.K(fmt.Sprintf("%d%d%d%d", b.in(1, 9), b.in(0, 9), b.in(0, 9), b.in(0, 9)))
	wifi := b.K(b.pick("Welcome", "Community", "Library", "Pavilion") + fmt.Sprint(b.in(2023, 2026)))
	return fmt.Sprintf(`NOTICE TO HIRERS — %s
Side door keypad: %s then ✓ (code changes on %s)
Key safe by the bins: %s
Guest Wi-Fi: %s  /  password: %s
Alarm: not set at weekends. Heating: press BOOST once (runs %s mins).
Lights out by %s please. Bins collected %s.`, b.pick("Scout Hut", "Community Hall", "Pavilion", "Church Hall"), code, b.K(b.rdate(l)), b.K(fmt.Sprintf("%d%d%d%d", b.in(0, 9), b.in(0, 9), b.in(0, 9), b.in(0, 9))), b.K(b.pick("CommunityHall-Guest", "Pavilion_Public", "StAidans-Guest", "LibraryFree")), wifi, b.K(fmt.Sprint(b.pick("30", "60", "90"))), b.K(b.hm()), b.pick("Tuesday", "Thursday"))
}

func cGiftAidExplainer(b *B) string {
	l := locByID("en-GB")
	amt := b.in(10, 200)
	return fmt.Sprintf("Gift Aid: if you're a UK taxpayer, every %s you give becomes %s for us. Your %s donation is worth %s. We claim from HMRC under charity reference %s (registered charity %s). Gift Aid declarations are kept for %s years after the last claim. Claim period %s to %s.",
		b.K("£1"), b.K("£1.25"), b.K(money(l, amt*100)), b.K(money(l, amt*125)), b.K(fmt.Sprintf("%s%05d", b.pick("XR", "XT", "AB"), b.in(10000, 99999))), b.K(b.charityNo()), b.K("6"), b.K(b.rdate(l)), b.K(b.rdate(l)))
}

func cMailMergeTemplate(b *B) string {
	o := b.org()
	appeal := b.pick("Winter Appeal", "Roof Fund", "Summer Fête", "Annual Membership", "Christmas Hampers", "Minibus Appeal")
	sign := b.pick("The Fundraising Team", "Membership Secretary", "Supporter Care", "The Committee")
	extra := b.pick("", "P.S. Your gift was matched by a local business.", "Please keep this letter for your records.", "Registered charity no. "+b.K(b.charityNo()))
	switch b.n(3) {
	case 0:
		return fmt.Sprintf("Subject: Thank you, %s!\n\nDear %s,\nThank you for your gift of %s to our %s on %s. Your supporter number is %s.\nIf we have your details wrong, reply to %s or call us on %s.\n%s\n%s, %s\nUnsubscribe: %s",
			b.K("*|FNAME|*"), b.K("*|FNAME|*"), b.K("*|GIFT_AMOUNT|*"), appeal, b.K("*|GIFT_DATE|*"), b.K("*|SUPPORTER_ID|*"), b.K("*|REPLY_TO|*"), b.K("*|PHONE|*"), extra, sign, o.Name, b.K("*|UNSUB|*"))
	case 1:
		return fmt.Sprintf("Dear {{ first_name }},\n\nYour %s membership {{ membership_no }} renews on {{ renewal_date }} at {{ amount }}. We'll collect by Direct Debit from the account ending {{ account_last4 }}.\nQuestions? Email {{ club_email }} or ring {{ club_phone }}.\n%s\n\n%s\n%s", o.Name, extra, sign, b.K("{% if junior %}Parents: please update emergency contacts.{% endif %}"))
	}
	return fmt.Sprintf("«Title» «LastName»\n«Address1»\n«Postcode»\n\nDear «Salutation»,\nYour pledge «PledgeRef» of «PledgeAmount» to the %s … instalment due «NextDue».\nTel: «Phone»   Email: «Email»\n%s\n%s, %s\n%s", appeal, extra, sign, o.Name, b.K(fmt.Sprintf("Merge fields: %d · Records: «RecordCount»", b.in(8, 14))))
}

func cSeatMapSummary(b *B) string {
	l := b.loc(euro...)
	var rows []string
	for _, r := range []string{"A", "B", "C", "D", "E", "F", "G", "H", "J", "K"}[:b.in(4, 9)] {
		s := b.in(1, 12)
		rows = append(rows, fmt.Sprintf("Row %s: seats %s sold, %s held (wheelchair %s)", r, b.K(fmt.Sprintf("%d–%d", s, s+b.in(5, 14))), b.K(fmt.Sprintf("%d-%d", s+15, s+b.in(16, 20))), b.K(fmt.Sprintf("%s%d", r, b.in(1, 2)))))
	}
	return fmt.Sprintf("Seat map status — %s, %s\nCapacity %s, sold %s, comps %s\n%s", b.pick("Panto", "Carol Concert", "Gala"), b.K(b.rdate(l)), b.K(fmt.Sprint(b.in(180, 450))), b.K(fmt.Sprint(b.in(100, 179))), b.K(fmt.Sprint(b.in(4, 30))), strings.Join(rows, "\n"))
}

func cRefundPolicy(b *B) string {
	l := b.loc(anyEN...)
	return fmt.Sprintf("Refunds: tickets are refundable up to %s days before the event, minus a %s booking fee. Quote your order number (10 digits, e.g. %s) and the ticket number printed under the barcode (e.g. %s). Refunds take %s working days. Charity no. %s.",
		b.K(fmt.Sprint(b.in(2, 14))), b.K(b.amount(l, 1, 3)), b.K(fmt.Sprint(b.in(1000000000, 9999999999))), b.K(fmt.Sprintf("%d%d001", b.in(1000000000, 9999999999), b.in(1000000000, 9999999999))), b.K("5–10"), b.K(b.charityNo()))
}

func cCheckinStats(b *B) string {
	rows := []string{"hour,scanned,duplicates,manual"}
	for h := b.in(8, 10); h < b.in(13, 17); h++ {
		rows = append(rows, b.K(fmt.Sprintf("%02d:00,%d,%d,%d", h, b.in(10, 400), b.in(0, 9), b.in(0, 12))))
	}
	return "Check-in stats, gate scanners " + b.K(b.iso()) + "\n" + strings.Join(rows, "\n")
}

func cMembershipPrices(b *B) string {
	l := b.loc(euro...)
	var rows []string
	for _, t := range []string{"Adult Anytime", "Off-Peak", "Junior (11–17)", "Senior 65+", "Family 2+3", "Swim Only", "Student"}[:b.in(4, 7)] {
		rows = append(rows, fmt.Sprintf("%-16s %s  %s/month  joining %s", t, b.K(fmt.Sprintf("%s-%02d", b.pick("ADA", "OPK", "JUN", "SEN", "FAM", "SWM", "STU"), b.in(1, 40))), b.K(b.amount(l, 12, 70)), b.K(b.amount(l, 0, 30))))
	}
	return "Price list from " + b.K(b.rdate(l)) + " (VAT incl.)\n" + strings.Join(rows, "\n") + "\nDirect Debit collected on the " + b.K(b.pick("1st", "15th", "28th")) + "."
}

func cDDSchedule(b *B) string {
	l := locByID("en-GB")
	var rows []string
	for i := 0; i < b.in(3, 6); i++ {
		rows = append(rows, fmt.Sprintf("%s  %s  %s", b.K(b.rdate(l)), b.K(fmt.Sprintf("PM%s", b.from(upnum, 12))), b.K(b.amount(l, 10, 70))))
	}
	return fmt.Sprintf("Your Direct Debit schedule (mandate %s, service user number %s)\nCollected by GoCardless Ltd on behalf of %s\n%s\nPayments appear on your statement as %s.", b.K("MD"+b.from(upnum, 12)), b.K(fmt.Sprint(b.in(100000, 999999))), b.org().Name, strings.Join(rows, "\n"), b.K(b.pick("GC RE NORTHGATE", "GC RE OAKMERETENNIS", "GOCARDLESS RIVERSIDE")))
}

func cFixtureList(b *B) string {
	l := b.loc(euro...)
	var rows []string
	for i := 0; i < b.in(4, 8); i++ {
		rows = append(rows, fmt.Sprintf("%s %s  %s v %s  pitch %s", b.K(b.rdate(l)), b.K(b.hm()), b.pick("Riverside", "Eastfield", "Millbrook", "Lindenau", "Oakmere"), b.pick("St Aidan's", "Harbourside", "Lakeview", "Croix-Rousse"), b.K(fmt.Sprintf("%d%s", b.in(1, 9), b.pick("A", "B", "")))))
	}
	return "Fixtures " + b.K(fmt.Sprintf("%d/%02d", b.in(2024, 2025), b.in(25, 26))) + "\n" + strings.Join(rows, "\n")
}

func cLeagueTable(b *B) string {
	rows := []string{"Pos Team              P  W  D  L  GF GA  Pts"}
	for i := 1; i <= b.in(5, 8); i++ {
		rows = append(rows, b.K(fmt.Sprintf("%-3d %-17s %-2d %-2d %-2d %-2d %-2d %-2d %d", i, b.pick("Riverside Res", "Eastfield", "Millbrook Utd", "Oakmere Vets", "Harbourside", "St Aidan's", "Lakeview"), b.in(10, 22), b.in(2, 15), b.in(0, 6), b.in(0, 10), b.in(10, 60), b.in(10, 50), b.in(5, 45))))
	}
	return "Sunday League Div 2 — table at " + b.K(b.iso()) + "\n" + strings.Join(rows, "\n")
}

func cLibraryReturns(b *B) string {
	var rows []string
	for i := 0; i < b.in(3, 7); i++ {
		rows = append(rows, fmt.Sprintf("%s  ISBN %s  %s  returned %s", b.K(fmt.Sprintf("3%d%08d", b.in(1000, 9999), b.in(0, 99999999))), b.K(fmt.Sprintf("978-%d-%d-%d-%d", b.in(0, 1), b.in(10, 999), b.in(10000, 99999), b.in(0, 9))), b.pick("LP FIC", "J 523.1", "641.5 OLI", "DVD 12", "942.08"), b.K(b.iso()+" "+b.hm())))
	}
	return "Returns bin, branch " + b.pick("GRW", "CEN", "EFD") + ":\n" + strings.Join(rows, "\n")
}

func cCouncilRoomRates(b *B) string {
	l := locByID("en-GB")
	var rows []string
	for _, r := range []string{"Main Hall", "Committee Room", "Kitchen", "Sports Hall (per court)", "Pavilion", "Meeting Room 2"}[:b.in(3, 6)] {
		rows = append(rows, fmt.Sprintf("%s: %s/hr community, %s/hr commercial, deposit %s", r, b.K(b.amount(l, 8, 25)), b.K(b.amount(l, 26, 70)), b.K(b.amount(l, 50, 200))))
	}
	return "Millbrook Town Council — Community Booking Charges " + b.K(fmt.Sprintf("%d/%02d", b.in(2024, 2025), b.in(25, 26))) + "\n" + strings.Join(rows, "\n") + "\nMinute ref " + b.K(fmt.Sprintf("FC/%d/%03d", b.in(2024, 2025), b.in(1, 200)))
}

func cPledgeTotals(b *B) string {
	l := b.loc(anyEN...)
	var rows []string
	for _, c := range []string{"Roof Appeal", "Winter Shelter", "Minibus", "Playground", "Christmas Hampers"}[:b.in(3, 5)] {
		rows = append(rows, fmt.Sprintf("%-18s pledged %s  received %s  (%s pledges)", c, b.K(b.amount(l, 1000, 90000)), b.K(b.amount(l, 500, 60000)), b.K(fmt.Sprint(b.in(5, 400)))))
	}
	return "Pledge report as at " + b.K(b.rdate(l)) + "\n" + strings.Join(rows, "\n")
}

func cWebhookDocs(b *B) string {
	switch b.n(3) {
	case 0:
		return fmt.Sprintf("To test locally:\ncurl https://api.stripe.com/v1/charges -u %s:\nstripe listen --forward-to localhost:%s/webhooks/stripe\nSet STRIPE_WEBHOOK_SECRET=%s from the CLI output. Event ids look like %s.", b.K("sk_test_YOUR_KEY_HERE"), b.K("3000"), b.K("whsec_..."), b.K("evt_1NXXXXXXXXXXXX"))
	case 1:
		return fmt.Sprintf("Eventbrite API: send %s on every request. Orders: GET /v3/orders/{order_id}/ — order ids are numeric, e.g. %s. Private tokens are in Account Settings → Developer Links.", b.K("Authorization: Bearer <YOUR_PRIVATE_TOKEN>"), b.K(fmt.Sprint(b.in(1000000000, 9999999999))))
	}
	return fmt.Sprintf("GoCardless: Authorization: Bearer %s, GoCardless-Version: %s. Mandate ids start MD, payments PM, e.g. %s.", b.K("${GC_ACCESS_TOKEN}"), b.K("2015-07-06"), b.K("PM"+b.from(upnum, 12)))
}

func cZapierLogIDs(b *B) string {
	return fmt.Sprintf("Zap %s run %s: Step 1 Stripe (New Payment) → payment_intent %s, amount %s, currency gbp. Step 2 Filter: metadata.gift_aid = true → passed. Step 3 Google Sheets row %s updated. Task usage %s/%s.",
		b.K(fmt.Sprint(b.in(100000000, 999999999))), b.K(fmt.Sprint(b.in(100000000000, 999999999999))), b.K("pi_3"+b.from(alnum, 23)), b.K(fmt.Sprint(b.in(500, 50000))), b.K(fmt.Sprint(b.in(2, 5000))), b.K(fmt.Sprint(b.in(10, 700))), b.K("750"))
}

func cShiftPlan(b *B) string {
	l := b.loc(euro...)
	var rows []string
	for i := 0; i < b.in(4, 7); i++ {
		rows = append(rows, fmt.Sprintf("%s–%s  %s  %s, %s", b.K(b.hm()), b.K(b.hm()), b.pick("Gate", "Tea tent", "Car park", "Raffle", "First aid", "Bar"), b.person(l).First, b.person(l).First))
	}
	return "Shift plan " + b.K(b.rdate(l)) + " (first names only, full list in the locked sheet)\n" + strings.Join(rows, "\n")
}

func cWhatsappNames(b *B) string {
	l := b.loc(chatLocs...)
	d := fmt.Sprintf("%02d/%02d/%d", b.in(1, 28), b.in(1, 12), b.in(2023, 2025))
	var out []string
	for i := 0; i < b.in(3, 6); i++ {
		t := fmt.Sprintf("%02d:%02d", b.in(7, 22), b.in(0, 59))
		var msg string
		switch b.n(6) {
		case 0:
			msg = "Float for the stall is " + b.K(b.amount(l, 20, 100)) + " in the blue tin"
		case 1:
			msg = "Gate code is " + b.K(fmt.Sprintf("%d%d%d%d", b.in(1, 9), b.in(0, 9), b.in(0, 9), b.in(0, 9))) + " for the allotments"
		case 2:
			msg = "Raffle tickets " + b.K(fmt.Sprintf("%d-%d", b.in(1, 200), b.in(201, 400))) + " still unsold"
		case 3:
			msg = "See you at " + b.K(b.hm())
		case 4:
			msg = "Order no. " + b.K(fmt.Sprint(b.in(1000000000, 9999999999))) + " for the t-shirts has shipped 👕"
		default:
			msg = "👍"
		}
		out = append(out, fmt.Sprintf("[%s, %s] %s: %s", d, t, b.person(l).Full(), msg))
	}
	return strings.Join(out, "\n")
}

func cSMSTemplate(b *B) string {
	return fmt.Sprintf("SMS template (%s chars): \"%s: your booking %s on %s at %s is confirmed. Reply STOP to %s to opt out.\"\nDonate by text: text %s to %s to give %s.",
		b.K(fmt.Sprint(b.in(120, 160))), b.pick("Northgate Leisure", "Greenway Libraries", "Oakmere Tennis"), b.K("{{booking_ref}}"), b.K("{{date}}"), b.K("{{time}}"), b.K(b.pick("60777", "88802", "81400")), b.K(b.pick("HOLLY5", "ROOF10", "RESCUE3")), b.K(b.pick("70085", "70191", "70070")), b.K(b.pick("£5", "£10", "£3")))
}

func cPrayerTimetableAR(b *B) string {
	l := locByID("ar")
	var rows []string
	for i := 0; i < b.in(3, 6); i++ {
		rows = append(rows, fmt.Sprintf("%s  الفجر %s  الظهر %s  العصر %s  المغرب %s  العشاء %s", natKeep(b, l, b.rdate(l)), natKeep(b, l, fmt.Sprintf("0%d:%02d", b.in(3, 5), b.in(0, 59))), natKeep(b, l, fmt.Sprintf("12:%02d", b.in(10, 59))), natKeep(b, l, fmt.Sprintf("1%d:%02d", b.in(5, 6), b.in(0, 59))), natKeep(b, l, fmt.Sprintf("1%d:%02d", b.in(8, 9), b.in(0, 59))), natKeep(b, l, fmt.Sprintf("2%d:%02d", b.in(0, 1), b.in(0, 59)))))
	}
	return "جدول مواقيت الصلاة — مسجد النور\n" + strings.Join(rows, "\n") + "\nزكاة الفطر: " + natKeep(b, l, fmt.Sprint(b.in(5, 15))) + " جنيه للفرد"
}

func cJapaneseNotice(b *B) string {
	l := locByID("ja-JP")
	fee := nat(fmt.Sprint(b.in(3, 20)*100), "full")
	return fmt.Sprintf("【%s】\n日時：%s　%s〜%s\n会場：地区センター　第%s会議室\n参加費：%s円（子ども無料）\n申込番号：%s\n定員：%s名（先着順）", b.pick("夏祭り実行委員会のお知らせ", "防災訓練のご案内", "子ども食堂ボランティア説明会"), b.K(b.rdate(l)), b.K(nat(b.hm(), "full")), b.K(b.hm()), b.K(nat(fmt.Sprint(b.in(1, 4)), "full")), b.K(fee), b.K(fmt.Sprintf("R%d-%04d", b.in(6, 7), b.in(1, 9999))), b.K(nat(fmt.Sprint(b.in(20, 80)), "full")))
}

func cChineseNotice(b *B) string {
	l := locByID("zh-CN")
	return fmt.Sprintf("【通知】%s将于%s %s在社区活动中心二楼举行。报名费%s元/人，活动编号%s，座位号按签到顺序（%s）。请勿在群内发布个人手机号。", b.pick("重阳节敬老活动", "亲子读书会", "垃圾分类培训"), b.K(b.rdate(l)), b.K(b.hm()), b.K(fmt.Sprint(b.in(10, 80))), b.K(fmt.Sprintf("HD%d%04d", b.in(2024, 2026), b.in(1, 9999))), b.K(fmt.Sprintf("A01–A%02d", b.in(20, 60))))
}

func cHindiNotice(b *B) string {
	l := locByID("hi-IN")
	return fmt.Sprintf("सूचना: %s %s को सुबह %s बजे से। प्रवेश शुल्क ₹%s, पंजीकरण संख्या %s। दान रसीद संख्या %s से आरम्भ।", b.pick("भंडारा", "रक्तदान शिविर", "योग शिविर"), natKeep(b, l, b.rdate(l)), natKeep(b, l, fmt.Sprintf("%d:%02d", b.in(6, 10), 0)), natKeep(b, l, fmt.Sprint(b.in(1, 5)*50)), b.K(fmt.Sprintf("REG/%d/%04d", b.in(2024, 2026), b.in(1, 9999))), b.K(fmt.Sprintf("DR-%06d", b.in(1, 999999))))
}

func cThaiNotice(b *B) string {
	l := locByID("th-TH")
	return fmt.Sprintf("ประกาศ งาน%s วันที่ %s เวลา %s น. ค่าลงทะเบียน %s บาท หมายเลขบัตร %s ที่นั่งแถว %s", b.pick("ทอดผ้าป่า", "วิ่งการกุศล", "ตลาดนัดชุมชน"), natKeep(b, l, b.rdate(l)), natKeep(b, l, fmt.Sprintf("%02d.%02d", b.in(6, 18), 0)), natKeep(b, l, fmt.Sprint(b.in(1, 10)*100)), b.K(fmt.Sprintf("TK%05d", b.in(1, 99999))), b.K(fmt.Sprintf("%s%d-%d", b.pick("A", "B", "C"), b.in(1, 10), b.in(11, 20))))
}

func cBankDetailsNotice(b *B) string {
	return fmt.Sprintf("To donate by bank transfer:\n%s\nSort code %s  Account %s\nIBAN %s  BIC %s\nReference: your surname + %s\nRegistered charity %s", b.org().Name, b.K(b.sortCode()), b.K(b.digits(8)), b.K(fmt.Sprintf("GB%02d %s %s %s %s %s", b.in(10, 99), b.pick("NWBK", "BARC", "LOYD", "CPBK"), b.digits(4), b.digits(4), b.digits(4), b.digits(2))), b.K(b.pick("NWBKGB2L", "BARCGB22", "LOYDGB21", "CPBKGB22")), b.K(b.pick("GIFT", "DON", "ROOF")), b.K(b.charityNo()))
}

func cEventbriteOrderSummary(b *B) string {
	l := b.loc(euro...)
	oid := fmt.Sprint(b.in(1000000000, 9999999999))
	var rows []string
	for i := 0; i < b.in(1, 4); i++ {
		rows = append(rows, fmt.Sprintf("Ticket %s — %s — %s", b.K(fmt.Sprintf("%s%d%03d", oid, b.in(1000000000, 9999999999), i+1)), b.pick("Adult", "Child", "Family"), b.K(b.amount(l, 5, 40))))
	}
	return fmt.Sprintf("Order #%s · %s · %s\n%s\nFees %s · Total %s", b.K(oid), b.K(b.rdate(l)), b.pick("Westbrook Arts Festival", "Quiz Night", "Fun Run"), strings.Join(rows, "\n"), b.K(b.amount(l, 1, 4)), b.K(b.amount(l, 10, 120)))
}

func cStripePayoutReport(b *B) string {
	rows := []string{"payout_id,arrival_date,gross,fee,net,count"}
	for i := 0; i < b.in(3, 6); i++ {
		g := b.in(10000, 900000)
		rows = append(rows, b.K(fmt.Sprintf("po_1%s,%s,%d.%02d,%d.%02d,%d.%02d,%d", b.from(alnum, 23), b.iso(), g/100, g%100, g/4000, g%100, g/100-g/4000, 0, b.in(3, 300))))
	}
	return strings.Join(rows, "\n")
}

func cGoCardlessPayoutCSV(b *B) string {
	rows := []string{"payout_id,payment_id,mandate_id,charge_date,amount,status"}
	po := "PO" + b.from(upnum, 12)
	for i := 0; i < b.in(3, 6); i++ {
		rows = append(rows, b.K(fmt.Sprintf("%s,PM%s,MD%s,%s,%d.00,paid_out", po, b.from(upnum, 12), b.from(upnum, 12), b.iso(), b.in(10, 60))))
	}
	return strings.Join(rows, "\n")
}

func cAGMMinutes(b *B) string {
	l := b.loc(anyEN...)
	return fmt.Sprintf("Minutes of the AGM held %s at %s. Present: %s members (quorum %s). Motion %s: accounts for year ending %s approved (income %s, expenditure %s). Motion %s: subs to rise to %s from %s, carried %s–%s. Charity no. %s.",
		b.K(b.rdate(l)), b.K(b.hm()), b.K(fmt.Sprint(b.in(20, 90))), b.K(fmt.Sprint(b.in(10, 19))), b.K(fmt.Sprintf("%d.%d", b.in(1, 3), b.in(1, 9))), b.K(b.rdate(l)), b.K(b.amount(l, 5000, 90000)), b.K(b.amount(l, 5000, 90000)), b.K(fmt.Sprintf("%d.%d", b.in(4, 6), b.in(1, 9))), b.K(b.amount(l, 20, 60)), b.K(b.rdate(l)), b.K(fmt.Sprint(b.in(20, 60))), b.K(fmt.Sprint(b.in(0, 19))), b.K(b.charityNo()))
}

func cEnvExample(b *B) string {
	return strings.Join([]string{"# .env.example — copy to .env and fill in", "STRIPE_PUBLISHABLE_KEY=" + b.K("pk_live_51"+b.from(alnum, 40)), "STRIPE_SECRET_KEY=" + b.K("sk_live_your_key_here"), "STRIPE_WEBHOOK_SECRET=" + b.K("whsec_..."), "MAILCHIMP_API_KEY=" + b.K("<your-mailchimp-key>"), "DB_PASSWORD=" + b.K("changeme"), "GIFT_AID_CHARITY_REF=" + b.K(fmt.Sprintf("XR%05d", b.in(10000, 99999))), "PORT=" + b.K("8080")}, "\n")
}

func cMailingListSettings(b *B) string {
	return fmt.Sprintf("List settings: max_message_size = %s\nadmin_password = %s\ndigest_volume_frequency = %s\nbounce_score_threshold = %s\nSubscriber count: %s (was %s on %s)", b.K(fmt.Sprint(b.in(40, 500))), b.K("${LIST_ADMIN_PASS}"), b.K(fmt.Sprint(b.in(0, 3))), b.K(fmt.Sprint(b.in(3, 7))+".0"), b.K(fmt.Sprint(b.in(200, 4000))), b.K(fmt.Sprint(b.in(100, 3999))), b.K(b.iso()))
}

func cTicketPDFText(b *B) string {
	l := b.loc(euro...)
	return fmt.Sprintf("ADMIT ONE\n%s\n%s · Doors %s\nGate %s · Block %s · Row %s · Seat %s\nTicket no. %s\nOrder %s\n%s\nThis ticket is non-transferable. Registered charity %s.", b.pick("WESTBROOK ARTS FESTIVAL", "GALA CONCERT", "CHARITY BOXING NIGHT"), b.K(b.rdate(l)), b.K(b.hm()), b.K(fmt.Sprint(b.in(1, 9))), b.K(b.pick("A", "B", "C", "North")), b.K(fmt.Sprint(b.in(1, 30))), b.K(fmt.Sprint(b.in(1, 40))), b.K(fmt.Sprintf("%d%d001", b.in(1000000000, 9999999999), b.in(1000000000, 9999999999))), b.K(fmt.Sprint(b.in(1000000000, 9999999999))), b.K(b.amount(l, 10, 60)), b.K(b.charityNo()))
}

func cLostProperty(b *B) string {
	l := b.loc(anyEN...)
	var rows []string
	for i := 0; i < b.in(3, 6); i++ {
		rows = append(rows, fmt.Sprintf("%s  %s  %s  %s", b.K(fmt.Sprintf("LP-%04d", b.in(1, 9999))), b.K(b.rdate(l)), b.pick("blue water bottle", "child's coat (age 7–8)", "car key (Ford)", "reading glasses", "locker key 114", "swim bag"), b.pick("Reception", "Changing rooms", "Sports hall", "Café")))
	}
	return "Lost property log\n" + strings.Join(rows, "\n") + "\nItems kept " + b.K("28 days") + "."
}

func cIntlClubNotice(b *B) string {
	l := b.loc("de-DE", "fr-FR", "es-ES", "pl-PL", "tr-TR", "ru-RU", "it-IT", "nl-NL", "pt-BR", "sv-SE")
	msgs := map[string]string{
		"de-DE": "Jahreshauptversammlung am %s um %s Uhr im Vereinsheim. Beitrag %s, Mitgliedsnr. bitte angeben (z. B. %s).",
		"fr-FR": "Assemblée générale le %s à %s, salle polyvalente. Cotisation %s, indiquez votre n° d'adhérent (ex. %s).",
		"es-ES": "Asamblea de socios el %s a las %s. Cuota %s, indique su nº de socio (p. ej. %s).",
		"pl-PL": "Walne zebranie %s o godz. %s. Składka %s, podaj nr członkowski (np. %s).",
		"tr-TR": "Genel kurul %s saat %s'da. Aidat %s, üye no belirtiniz (örn. %s).",
		"ru-RU": "Общее собрание %s в %s. Взнос %s, укажите № членского билета (напр. %s).",
		"it-IT": "Assemblea dei soci il %s alle %s. Quota %s, indicare il n. tessera (es. %s).",
		"nl-NL": "Algemene ledenvergadering op %s om %s. Contributie %s, vermeld uw lidnummer (bijv. %s).",
		"pt-BR": "Assembleia geral em %s às %s. Mensalidade %s, informe a matrícula (ex.: %s).",
		"sv-SE": "Årsmöte %s kl. %s. Medlemsavgift %s, ange medlemsnr (t.ex. %s).",
	}
	return fmt.Sprintf(msgs[l.ID], b.K(b.rdate(l)), b.K(b.hm()), b.K(b.amount(l, 20, 150)), b.K(fmt.Sprintf("%d-%04d", b.in(1, 99), b.in(1, 9999))))
}

func cGrantBudget(b *B) string {
	l := b.loc(anyEN...)
	var rows []string
	for _, it := range []string{"Sessional worker (2 x 3h/wk)", "Hall hire", "Minibus fuel", "Volunteer expenses", "DBS checks", "Equipment"}[:b.in(3, 6)] {
		rows = append(rows, fmt.Sprintf("%-30s %s", it, b.K(b.amount(l, 100, 9000))))
	}
	return "Grant application " + b.K(fmt.Sprintf("GA-%d-%05d", b.in(2024, 2026), b.in(1, 99999))) + " — budget\n" + strings.Join(rows, "\n") + "\nCharity no. " + b.K(b.charityNo()) + ", company no. " + b.K(fmt.Sprintf("%08d", b.in(1000000, 15000000)))
}

func cParkrunResults(b *B) string {
	var rows []string
	for i := 1; i <= b.in(4, 8); i++ {
		rows = append(rows, fmt.Sprintf("%d  %s  %s  %s", i, b.K(fmt.Sprintf("A%d", b.in(100000, 9999999))), b.K(fmt.Sprintf("%d:%02d", b.in(16, 40), b.in(0, 59))), b.pick("PB", "First Timer!", "", "New PB!")))
	}
	return "Event " + b.K(fmt.Sprintf("#%d", b.in(100, 800))) + " results (" + b.K(b.iso()) + ")\n" + strings.Join(rows, "\n") + "\nVolunteers: " + b.K(fmt.Sprint(b.in(15, 40)))
}

func cDBSTracker(b *B) string {
	l := locByID("en-GB")
	var rows []string
	for i := 0; i < b.in(3, 6); i++ {
		rows = append(rows, fmt.Sprintf("%s %s.  DBS %s  issued %s  update service: %s", b.person(l).First, b.from("ABCDEFGHJKLMNPRSTW", 1), b.K(fmt.Sprintf("00%010d", b.in(0, 2147483647))), b.K(b.rdate(l)), b.pick("yes", "no")))
	}
	return "Coach DBS tracker (certificate numbers only, no personal details here)\n" + strings.Join(rows, "\n")
}

func cVoucherText(b *B) string {
	l := b.loc("en-GB", "en-IE", "en-AU", "en-US", "en-CA")
	return fmt.Sprintf("GIFT VOUCHER\nThis voucher entitles the bearer to %s at %s.\nVoucher code: %s\nValue: %s · Valid until %s\nNot exchangeable for cash. Raffle prize no. %s donated by %s.",
		b.pick("one free swim", "a 10-class pass", "a family day ticket", "two seats at the panto", "a month's membership"), b.pick("Northgate Leisure", "Oakmere Tennis Club", "Valley CrossFit", "the Westbrook Arts Festival"), b.K(fmt.Sprintf("%s-%04d-%s", b.pick("SWIM", "GIFT", "PANTO", "FIT"), b.in(1000, 9999), b.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 2))), b.K(b.amount(l, 5, 60)), b.K(b.rdate(l)), b.K(fmt.Sprint(b.in(1, 120))), b.pick("a local business", "the Rotary Club", "an anonymous supporter"))
}
