package main

import (
	"fmt"
	"strings"
)

func registerClean() {
	registerLangClean()

	reg("clean_zoom_invite_en", "en", true, func(b *B) string {
		id := kMeetingID()
		return fmt.Sprintf("Invitation: Sprint review @ %s %s – %s (CET)\nJoin Zoom Meeting: https://us06web.zoom.us/j/%s\nMeeting ID: %s\nAgenda: release %s, bug burndown (%d open), Q%d OKRs",
			b.Date(), b.Time(), b.Time(), strings.ReplaceAll(id, " ", ""), b.K(id), b.K(kVersion()), rng(5, 90), rng(1, 4))
	})
	reg("clean_msgid_headers", "en", true, func(b *B) string {
		return fmt.Sprintf("In-Reply-To: %s\nReferences: %s %s\nDate: %s\nSubject: Re: delivery window for PO %s\nX-Mailer: Microsoft Outlook 16.0\nContent-Type: text/plain; charset=\"utf-8\"\n\nWorks for us, unload at dock %d after %s.",
			b.K(kMsgID("mx.brightline-logistics.com")), b.K(kMsgID("mail.gmail.com")), b.K(kMsgID("outlook.com")), b.Date(), b.K(fmt.Sprintf("%d", rng(4500000000, 4599999999))), rng(1, 12), b.Time())
	})
	reg("clean_whatsapp_group_de", "de", true, func(b *B) string {
		d, m, y := waDate()
		p := func(t, who string) string { return fmt.Sprintf("%02d.%02d.%02d, %s - %s: ", d, m, y%100, t, who) }
		l := b.L
		return p(hhmm(), l.Person().Given) + "Wer bringt was mit zum Grillen am " + b.Date() + "?\n" +
			p(hhmm(), l.Person().Given) + "Salat + 2 Kästen, hab " + b.Price() + " ausgegeben\n" +
			p(hhmm(), l.Person().Given) + "@" + l.Person().Given + " Treffpunkt " + b.Time() + " am Parkplatz P" + fmt.Sprint(rng(1, 9)) + "\n" +
			p(hhmm(), l.Person().Given) + "<Medien ausgeschlossen>"
	})
	reg("clean_whatsapp_group_pt", "pt", true, func(b *B) string {
		d, m, y := waDate()
		l := b.L
		p := func(who string) string { return fmt.Sprintf("%02d/%02d/%d %s - %s: ", d, m, y, hhmm(), who) }
		return p(l.Person().Given) + "Pix do churrasco: " + b.Price() + " por pessoa\n" + p(l.Person().Given) + "Chego " + b.Time() + ", pedido " + b.Order() + " chegou hoje\n" + p(l.Person().Given) + "Esta mensagem foi apagada"
	})
	reg("clean_wechat_hongbao_zh", "zh", true, func(b *B) string {
		l := b.L
		return fmt.Sprintf("%s %s\n[红包] 恭喜发财，大吉大利\n\n%s %s\n谢谢老板！订单%s已经发货，运单号%s，运费%s",
			l.Person().Name(), b.Time(), l.Person().Name(), b.Time(), b.Order(), b.Track(), b.Price())
	})
	reg("clean_telegram_channel_ru", "ru", true, func(b *B) string {
		return fmt.Sprintf("Канал «Скидки дня», [%s %s]\nКофемашина — %s вместо %s, артикул %s. Промокод действует до %s. Заказ %s уже доставлен подписчику 🎉",
			b.Date(), b.Time(), b.Price(), b.Price(), b.K(fmt.Sprint(rng(10000000, 199999999))), b.Date(), b.Order())
	})
	reg("clean_line_ja", "ja", true, func(b *B) string {
		l := b.L
		return fmt.Sprintf("%s\t%s\t荷物届いた！伝票番号%s\n%s\t%s\t[スタンプ]\n%s\t%s\t明日%sに集合で",
			hhmm(), l.Person().Name(), b.K(kYamato()), hhmm(), l.Person().Name(), hhmm(), l.Person().Name(), b.Time())
	})
	for _, code := range []string{"en", "de", "fr", "es", "zh", "tr"} {
		reg("clean_sms_otp_"+code, code, true, func(b *B) string {
			otp := fmt.Sprintf("%06d", rng(0, 999999))
			t := map[string]string{
				"en": "Your verification code is {OTP}. It expires in 10 minutes. Never share this code. Order {ORDER}",
				"de": "Ihr Bestätigungscode lautet {OTP}. Gültig 10 Minuten. Geben Sie ihn niemals weiter. Bestellung {ORDER}",
				"fr": "Votre code de vérification est {OTP}. Il expire dans 10 minutes. Commande {ORDER}",
				"es": "Tu código de verificación es {OTP}. Caduca en 10 minutos. Pedido {ORDER}",
				"zh": "【京东】验证码{OTP}，10分钟内有效，请勿泄露。订单{ORDER}",
				"tr": "Doğrulama kodunuz {OTP}. 10 dakika geçerlidir. Sipariş {ORDER}",
			}[b.L.Code]
			return fill(t, "OTP", b.K(otp), "ORDER", b.Order())
		})
	}
	reg("clean_sms_bank_masked_en", "en", true, func(b *B) string {
		return fmt.Sprintf("Chase: A charge of %s at %s was made on your card %s on %s at %s. Not you? Reply NO.",
			b.Price(), pick([]string{"WHOLEFDS #10234", "AMZN Mktp US", "UBER *TRIP", "TARGET 00021543"}), b.K("ending in "+digits(4)), b.Date(), b.Time())
	})
	reg("clean_sms_bank_masked_de", "de", true, func(b *B) string {
		return fmt.Sprintf("Sparkasse: Zahlung über %s mit Karte %s am %s um %s. Referenz %s.",
			b.Price(), b.K(kMaskCard()), b.Date(), b.Time(), b.K(kLongFail(16)))
	})
	reg("clean_flight_booking_en", "en", true, func(b *B) string {
		return fmt.Sprintf("Your booking is confirmed. Booking reference %s\nFlight %s %s → %s, %s dep %s\nE-ticket number: %s\nSeat %d%s · Fare %s",
			b.K(strings.ToUpper(randFrom("abcdefghjkmnpqrstuvwxyz23456789", 6))), b.K(fmt.Sprintf("%s %d", pick([]string{"LH", "BA", "AF", "UA", "TK", "KL"}), rng(100, 9999))), pick([]string{"FRA", "LHR", "CDG", "IST"}), pick([]string{"JFK", "SFO", "GRU", "NRT"}),
			b.Date(), b.Time(), b.K(fmt.Sprintf("%03d-%010d", pick([]int{220, 125, 57, 16, 235, 74}), rng(1000000000, 2999999999))), rng(1, 45), pick([]string{"A", "C", "F", "K"}), b.Price())
	})
	reg("clean_invoice_reminder_de", "de", true, func(b *B) string {
		return fmt.Sprintf("Zahlungserinnerung\n\nsicher haben Sie übersehen, dass die Rechnung %s vom %s über %s noch offen ist. Bitte überweisen Sie den Betrag bis %s unter Angabe des Verwendungszwecks %s.\n%s",
			b.Ref(), b.Date(), b.Price(), b.Date(), b.K(fmt.Sprintf("KD%d-%s", rng(10000, 99999), kOTRS()[:8])), b.Registry())
	})
	reg("clean_dev_release_thread_en", "en", true, func(b *B) string {
		return fmt.Sprintf("Re: hotfix\n\n%s merged in #%s, tagged v%s (build %s). Rolled out to %s:%d at %s UTC, p99 down to %dms. Rollback target is %s.",
			b.K(kSHA()), b.K(fmt.Sprint(rng(1000, 9999))), b.K(kVersion()), b.K(fmt.Sprintf("%d.%d.%d.%d", rng(20, 25), rng(1, 12), rng(1, 28), rng(1000, 9999))), b.K(kIP()), pick([]int{8080, 8443, 5432, 6379}), b.Time(), rng(80, 900), b.K(kSHA()))
	})
	reg("clean_placeholders_support_en", "en", true, func(b *B) string {
		return fmt.Sprintf("Hi, as documented, send %s and keep %s in your .env — never email the real value. Your publishable key %s is safe to share. Ticket %s.",
			b.K(pick([]string{"Authorization: Bearer <your-token>", "Authorization: Bearer $API_TOKEN", "Authorization: Bearer YOUR_ACCESS_TOKEN"})), b.K(pick([]string{"STRIPE_SECRET_KEY=sk_live_...", "API_KEY=YOUR_API_KEY", "password: ********"})), b.K("pk_live_51"+randTok(50)), b.Ticket())
	})
	reg("clean_voicemail_nonumber_en", "en", true, func(b *B) string {
		return fmt.Sprintf("Voicemail from Dr. %s's Office · %s\n\"Hi, this is %s calling to confirm your cleaning on %s at %s. If you need to reschedule just call the front desk as usual. Thanks!\"",
			b.L.Person().Family, b.Time(), b.L.Person().Given, b.Date(), b.Time())
	})
	reg("clean_voicemail_nonumber_de", "de", true, func(b *B) string {
		return fmt.Sprintf("Sprachnachricht (Unbekannt) · %s\n„Guten Tag, hier ist die Praxis %s. Ihr Termin am %s um %s muss leider verschoben werden. Bitte melden Sie sich über das Online-Portal.“",
			b.Time(), b.L.Person().Family, b.Date(), b.Time())
	})
	reg("clean_receipt_ean_pl", "pl", true, func(b *B) string {
		ean := func() string { return b.K(luhnFail("590" + digits(10))) }
		return fmt.Sprintf("Paragon nr %s, %s\n1x Mleko 3,2%% EAN %s  4,29 zł\n2x Chleb EAN %s  7,98 zł\nRazem: %s\nNIP sprzedawcy %s",
			b.K(fmt.Sprint(rng(10000, 99999))), b.Date(), ean(), ean(), b.Price(), b.K(fmt.Sprintf("%03d-%03d-%02d-%02d", rng(100, 999), rng(0, 999), rng(0, 99), rng(0, 99))))
	})
	reg("clean_meeting_minutes_it", "it", true, func(b *B) string {
		return fmt.Sprintf("Verbale riunione del %s\n- Budget %s approvato (+%d%%)\n- Consegna lotto %s entro il %s\n- Prossimo incontro alle %s, sala %d\n%s",
			b.Date(), b.Price(), rng(2, 30), b.K(fmt.Sprintf("L%04d/%d", rng(1, 9999), rng(23, 25))), b.Date(), b.Time(), rng(1, 9), b.Registry())
	})
	reg("clean_invalid_lookalikes_en", "en", true, func(b *B) string {
		return fmt.Sprintf("QA note: the form should reject %s and %s (invalid SSNs) and card %s (fails Luhn). Placeholder phone %s stays in the template. Build %s.",
			b.K(badSSN()), b.K(badSSN()), b.K(groupDigits(luhnFail("4"+digits(15)), []int{4, 4, 4, 4}, " ")), b.K(pick([]string{"(555) 555-5555", "555-0100", "+1 000 000 0000"})), b.K(kVersion()))
	})
	reg("clean_chat_scores_es", "es", true, func(b *B) string {
		return fmt.Sprintf("%s - Grupo Fútbol: ganamos %d-%d 💪\n%s - Grupo Fútbol: la primitiva de hoy: %d %d %d %d %d %d, complementario %d\n%s - Grupo Fútbol: el próximo partido es el %s a las %s",
			hhmm(), rng(0, 6), rng(0, 6), hhmm(), rng(1, 8), rng(9, 16), rng(17, 24), rng(25, 32), rng(33, 40), rng(41, 49), rng(1, 49), hhmm(), b.Date(), b.Time())
	})
	reg("clean_calendar_ics", "en", true, func(b *B) string {
		return fmt.Sprintf("BEGIN:VEVENT\nUID:%s\nDTSTAMP:%s\nDTSTART;TZID=Europe/Berlin:%s\nDTEND;TZID=Europe/Berlin:%s\nSUMMARY:Quarterly vendor review %s\nSEQUENCE:%d\nEND:VEVENT",
			b.K(kUUID()), b.K(fmt.Sprintf("2024%02d%02dT%02d%02d00Z", rng(1, 12), rng(1, 28), rng(0, 23), r.Intn(60))), b.K(fmt.Sprintf("2024%02d%02dT%02d0000", rng(1, 12), rng(1, 28), rng(8, 17))), b.K(fmt.Sprintf("2024%02d%02dT%02d3000", rng(1, 12), rng(1, 28), rng(8, 17))), b.Ref(), rng(0, 5))
	})
	reg("clean_company_contact_fr", "fr", true, func(b *B) string {
		co := pick(b.L.Companies)
		return fmt.Sprintf("Nos horaires : du lundi au vendredi, 9h00–12h30 et 14h00–18h00.\n%s\n%s\n%s\nCapital social %s",
			co.Name, b.K(co.Addr), b.Registry(), b.K(fmt.Sprintf("%d 000 €", rng(8, 500))))
	})
	reg("clean_stripe_receipt_en", "en", true, func(b *B) string {
		return fmt.Sprintf("Receipt #%s · Paid %s\nAmount paid %s\nPayment method %s\nPayment ID %s\nQuestions? Reply to this email and mention invoice %s.",
			b.K(fmt.Sprintf("%04d-%04d", rng(1000, 9999), rng(0, 9999))), b.Date(), b.Price(), b.K(pick([]string{"Visa – 4242", "Mastercard •••• 4444", "Amex ending 0005"})+digits(0)), b.K("pi_3"+randTok(23)), b.K(fmt.Sprintf("INV-%s-%04d", strings.ToUpper(randFrom("abcdefghjk", 4)), rng(1, 9999))))
	})
	reg("clean_ticket_autoreply_nl", "nl", true, func(b *B) string {
		return fmt.Sprintf("[Ticket#%s] Ontvangstbevestiging\n\nWe hebben je melding op %s om %s ontvangen. Gemiddelde reactietijd: %d uur. Pakket %s staat in ons systeem.",
			b.K(kOTRS()), b.Date(), b.Time(), rng(4, 48), b.Track())
	})
	reg("clean_order_cancel_tr", "tr", true, func(b *B) string {
		return fmt.Sprintf("Sayın müşterimiz, %s numaralı siparişiniz %s tarihinde iptal edilmiştir. %s tutarındaki iade %d iş günü içinde kartınıza yansıyacaktır. Kargo takip no: %s",
			b.Order(), b.Date(), b.Price(), rng(3, 10), b.Track())
	})
	reg("clean_rent_thread_ru", "ru", true, func(b *B) string {
		return fmt.Sprintf("> Добрый день, когда будет акт сверки?\n\nАкт по договору %s от %s отправлен. Сумма %s, оплата до %s. Номер ЭДО-документа %s.",
			b.Ref(), b.Date(), b.Price(), b.Date(), b.K(uuid()))
	})
}
