package main

import (
	"fmt"
	"strings"
)

// Templates with PII: trades, customers, marketplaces, invoices, tax forms.

func init() {
	S := fmt.Sprintf

	reg("quote_request_email_us", func(c *C) string {
		p := c.person("us")
		job := c.one(
			func() string {
				return "replace a 50 gal water heater (current one is a " + c.K(c.pick(models[:4]...)) + ")"
			},
			func() string {
				return "add two 20A circuits in the garage for a freezer and a " + c.K(c.pick("240V", "120V")) + " compressor"
			},
			func() string { return "fix a leaking shower valve, Moen cartridge I think" },
			func() string {
				return "mow + edge every other week, about " + c.K(S("%d sq ft", c.n(3, 12)*1000)) + " of lawn"
			},
			func() string { return "deep clean before move-out on " + c.K(c.date()) })
		return S("Subject: Quote request - %s\n\nHi,\nI'd like a quote to %s. Address is %s, %s %s. Best number to reach me is %s (cell), or email %s. Weekday mornings are best.\n\nThanks,\n%s",
			c.pick("water heater", "electrical", "plumbing", "lawn care", "cleaning"), job, c.streetUS(), c.cityUS(), c.K(c.zip()),
			c.P("phone", c.phoneUS()), c.P("email", c.emailOf(p, "us")), p.Disp)
	})

	reg("thumbtack_lead_notification", func(c *C) string {
		p := c.person("us")
		return S("New lead on Thumbtack 🎉\n%s is looking for a %s in %s.\nProject: %s\nWhen: %s\nBudget: %s\nCustomer phone: %s\nCustomer email: %s\nLead ID %s · respond within 24h to keep your response rate above %s",
			p.Disp, c.pick("house cleaner", "handyman", "electrician", "plumber", "local mover", "TV mounter"), c.cityUS(),
			c.pick("3 bed / 2 bath standard clean", "mount 65\" TV + hide cables", "replace 6 outlets with GFCI", "unclog kitchen drain", "move 1BR apartment 4 miles"),
			c.K(c.pick("Sat "+c.date(), "ASAP", "within 2 weeks")), c.K(c.usd()), c.P("phone", c.phoneUS()), c.P("email", c.emailOf(p, "us")),
			c.K(S("%d", c.n(100000000, 999999999))+c.pick("", "-TT")), c.K(S("%d%%", c.n(80, 98))))
	})

	reg("angi_lead_json", func(c *C) string {
		p := c.person("us")
		return S(`{"leadId":"%s","source":"angi","taskName":"%s","customer":{"firstName":"%s","lastName":"%s","phone":"%s","email":"%s","address":{"street":"%s","postalCode":"%s"}},"createdAt":"%sT%s:00Z","fee":%s}`,
			c.K(S("AL-%d", c.n(10000000, 99999999))), c.pick("Install Ceiling Fan", "Repair Garage Door Opener", "Gutter Cleaning", "Install Tile Floor", "Repair Sprinkler System"),
			p.FirstDisp(), strings.TrimPrefix(p.Disp, p.FirstDisp()+" "), c.P("phone", c.pick(c.phoneUS(), S("%s%s%s", c.pick(usAreas...), c.nz(3), c.digits(4)))),
			c.P("email", c.emailOf(p, "us")), c.streetUS(), c.K(c.zip()), c.K(c.isoDate()), c.hm(), c.K(S("%d.%02d", c.n(12, 85), c.n(0, 99))))
	})

	reg("checkatrade_lead_uk", func(c *C) string {
		p := c.person("gb")
		return S("Checkatrade job lead %s\nTrade: %s\nPostcode: %s\nDescription: %s\nPreferred start: %s\nContact: %s – %s – %s\nPlease contact the customer within 2 hours.",
			c.K(S("CT-%d", c.n(1000000, 9999999))), c.pick("Plumber", "Electrician", "Gardener", "Roofer", "Plasterer"), c.K(c.ukPostcode()),
			c.pick("Combi boiler losing pressure, drops to 0.5 bar overnight", "Need EICR for landlord certificate, 2-bed flat", "Hedge cutting and green waste removal", "Slipped tiles after storm, approx 6 tiles"),
			c.K(c.dateEU()), p.Disp, c.P("phone", c.phone("gb")), c.P("email", c.emailOf(p, "gb")))
	})

	reg("sms_appointment_reminder", func(c *C) string {
		t := trades[c.r.Intn(len(trades))]
		tech := c.person("us")
		return S("%s: Hi %s, this is %s confirming your appointment %s between %s and %s for job %s. Your tech %s will text when on the way. Questions? Call/text %s. Reply C to confirm, STOP to opt out.",
			t.name, c.person("us").FirstDisp(), t.name, c.K(c.pick("Tue "+c.date(), "tomorrow", "Fri "+c.date())), c.K(c.hmA()), c.K(c.hmB()), c.K(c.jobNo()), tech.FirstDisp(), c.P("phone", c.phoneUS()))
	})

	reg("customer_text_thread_us", func(c *C) string {
		p := c.person("us")
		code := c.code(4)
		return S("[%s] Customer: hey its %s at %s, the garage keypad code is %s, dogs will be inside\n[%s] Tech: 👍 got it, running 15 min late\n[%s] Customer: np. if nobody answers the door call my husband %s\n[%s] Tech: ok. invoice %s sent to %s",
			c.K(c.hm()), p.FirstDisp(), c.streetUS(), c.P("bearer", code), c.K(c.hmA()), c.K(c.hmB()), c.P("phone", c.phoneUS()), c.K(c.hm()), c.K(c.invNo()), c.P("email", c.emailOf(p, "us")))
	})

	reg("whatsapp_chat_es", func(c *C) string {
		p := c.person("es")
		ph := c.phone("es")
		d := c.n(1, 28)
		return S("[%d/%02d/24, 09:14:22] %s: Hola, ¿viene hoy el fontanero? La caldera %s sigue marcando error %s\n[%d/%02d/24, 09:20:05] Fontanería Ruiz: Buenos días, sí, Sergio pasa entre las %s y las %s. Su móvil es %s\n[%d/%02d/24, 09:21:40] %s: Perfecto. Os mando la factura a %s, por favor\n[%d/%02d/24, 09:22:11] Fontanería Ruiz: 👍",
			d, 3, p.Disp, c.K(c.pick("Junkers Cerapur", "Saunier Duval Thema Condens", "Baxi Platinum")), c.K(c.pick("F28", "E01", "F22", "E133")), d, 3, c.K(c.hmA()), c.K(c.hmB()), c.P("phone", ph),
			d, 3, p.Disp, c.P("email", c.emailOf(p, "es")), d, 3)
	})

	reg("whatsapp_chat_pt_br", func(c *C) string {
		p := c.person("br")
		d := c.K(fmt.Sprintf("%02d/%02d/2024", c.n(1, 28), c.n(1, 12)))
		return S("%s %s - %s: Boa tarde! Preciso de um orçamento pra trocar a fiação do chuveiro, disjuntor de %s tá desarmando\n%s %s - Elétrica Pereira: Boa tarde %s, consigo ir %s. Me passa o endereço e um telefone pra contato?\n%s %s - %s: Rua %s, %d, apto %d. Meu cel é %s e o da minha esposa %s\n%s %s - Elétrica Pereira: Anotado ✅ pedido %s",
			d, c.K(c.hm()), p.Disp, c.K(c.pick("32A", "40A", "25A")), d, c.K(c.hm()), p.FirstDisp(), c.pick("amanhã de manhã", "sábado", "quinta às 14h"),
			d, c.hm(), p.Disp, c.pick("das Palmeiras", "Augusta", "Voluntários da Pátria"), c.n(10, 2500), c.n(11, 904), c.P("phone", c.phone("br")), c.P("phone", c.phone("br")), d, c.hm(), c.K(S("OS-%d", c.n(1000, 9999))))
	})

	reg("whatsapp_chat_ar", func(c *C) string {
		p := c.person("ar")
		return S("%s: السلام عليكم، المكيف %s ما يبرد، أبي فني صيانة اليوم إذا ممكن\nمؤسسة التبريد الحديث: وعليكم السلام، الفني يوصلك بعد العصر. رقم الفني %s\n%s: تمام، الموقع حي %s، فيلا %s. جوالي %s\nمؤسسة التبريد الحديث: رقم الطلب %s، تكلفة الكشف %s ريال",
			p.Disp, c.K(c.pick("سبليت 24000 وحدة", "LG Dual Inverter", "Gree 18000 BTU")), c.P("phone", c.phone("ar")), p.Disp, c.pick("النرجس", "الياسمين", "الملقا", "الروضة"),
			c.K(fmt.Sprint(c.n(3, 90))), c.P("phone", c.phone("ar")), c.K(S("SR-%d", c.n(10000, 99999))), c.K(fmt.Sprint(c.pick2(100, 150, 200))))
	})

	reg("job_ticket_plaintext", func(c *C) string {
		p := c.person("us")
		return S("JOB TICKET %s\nDate: %s  Window: %s-%s\nCustomer: %s\nSite: %s, %s\nPhone: %s   Alt: %s\nEmail: %s\nAccess: lockbox on side gate, code %s. Alarm panel by garage door, disarm %s\nWork: %s\nEquipment: %s, %s\nTech: %s  Est. hrs: %s",
			c.K(c.jobNo()), c.K(c.date()), c.K(c.hmA()), c.K(c.hmB()), p.Disp, c.streetUS(), c.cityUS(), c.P("phone", c.phoneUS()), c.P("phone", c.phoneUS()), c.P("email", c.emailOf(p, "us")),
			c.P("bearer", c.code(4)), c.P("bearer", c.code(c.pick2(4, 6))), c.pick("No hot water upstairs", "Breaker trips when dryer runs", "Install smart thermostat + C-wire adapter", "Annual AC tune-up"),
			c.K(c.pick(models...)), c.K(c.serial()), c.pick("RJ", "MK", "DW", "TL"), c.K(S("%.1f", float64(c.n(2, 16))/2)))
	})

	reg("card_taken_by_phone_note", func(c *C) string {
		p := c.person("us")
		brand, num := c.card()
		return S("Office note %s: %s called to pay invoice %s (%s). %s card %s exp %02d/%d, billing zip %s. Ran it in the terminal, approved, auth %s. Please shred this note.",
			c.K(c.date()), p.Disp, c.K(c.invNo()), c.K(c.usd()), brand, c.P("credit_card", num), c.n(1, 12), c.n(25, 30), c.K(c.zip()), c.K(strings.ToUpper(c.aln(6))))
	})

	reg("customer_texts_card_number", func(c *C) string {
		_, num := c.card()
		return S("%s\n%s\nexp %d/%d\ncvv on back is %s\nhere u go, charge the %s for the %s and the deposit for next month. thx! - %s",
			c.pick("ok here's my card", "card info below", "Sorry for the delay"), c.P("credit_card", num), c.n(1, 12), c.n(25, 30), c.P("bearer", c.digits(3)),
			c.K(c.usd()), c.pick("gutter job", "carpet clean", "move", "tree trimming"), c.person("us").FirstDisp())
	})

	reg("receipt_card_full_pan", func(c *C) string {
		brand, num := c.card()
		t := trades[c.r.Intn(len(trades))]
		return S("%s\nRECEIPT %s\n%s %s\nService call ........ %s\nParts (%s) ........ %s\nLabor %s h ........ %s\nTOTAL ........ %s\nPaid: %s %s\nCardholder email: %s\nThank you for your business!",
			t.name, c.K(c.invNo()), c.K(c.date()), c.K(c.hm()), c.K(c.usd()), c.K(c.pick("P/N 9003517", "P/N WP8544771", "P/N 47-102688-01")), c.K(c.usd()), c.K(S("%.1f", float64(c.n(1, 8))/2)), c.K(c.usd()), c.K(c.usdBig()),
			brand, c.P("credit_card", num), c.P("email", c.emailOf(c.person("us"), "us")))
	})

	reg("w9_form_text_ssn", func(c *C) string {
		p := c.person("us")
		return S("Form W-9 (Rev. March 2024)\n1 Name: %s\n2 Business name: %s %s\n3 Federal tax classification: Individual/sole proprietor\n5 Address: %s\n6 City, state, ZIP: %s %s\nPart I Taxpayer Identification Number\nSocial security number: %s\nSignature: %s  Date: %s",
			p.Disp, strings.Split(p.Disp, " ")[1], c.pick("Handyman Services", "Lawn Care", "Painting", "Electric"), c.streetUS(), c.cityUS(), c.K(c.zip()), c.P("ssn", c.ssn()), p.Disp, c.K(c.date()))
	})

	reg("w9_email_request", func(c *C) string {
		p := c.person("us")
		ssn := c.ssn()
		if c.chance(0.3) {
			ssn = strings.ReplaceAll(ssn, "-", " ")
		}
		return S("From: %s <%s>\nTo: ap@%s.com\nSubject: Re: W-9 needed before payment of %s\n\nHi, sorry I don't have a scanner. Here's the info: %s, sole prop, SSN %s, address %s. My company %s LLC is still getting its EIN so use my social for now. Please pay %s via check.\n\n%s",
			p.Disp, c.P("email", c.emailOf(p, "us")), c.pick("propertymgmt", "oakridgehoa", "summitrealty"), c.K(c.invNo()), p.Disp, c.P("ssn", ssn), c.streetUS(),
			strings.Split(p.Disp, " ")[1], c.K(c.usdBig()), c.one(func() string { return "Mike" }, func() string { return "sent from my iPhone" }, func() string { return p.FirstDisp() + "\n" + c.P("phone", c.phoneUS()) }))
	})

	reg("itin_subcontractor_onboarding", func(c *C) string {
		p := c.person("mx")
		return S("Subcontractor onboarding – %s\nName: %s\nTrade: %s\nTax ID type: ITIN\nITIN: %s\nPhone (WhatsApp): %s\nInsurance COI #: %s exp %s\nRate: %s/hr\nNotes: prefers Spanish, pay by Zelle to %s",
			c.K(c.date()), p.Disp, c.pick("drywall", "tile", "framing", "painting", "concrete"), c.P("ssn", c.itin()), c.P("phone", c.pick("+52 1 33 "+c.nz(4)+" "+c.digits(4), c.phoneUS())),
			c.K(S("GL-%d", c.n(1000000, 9999999))), c.K(c.date()), c.K(S("$%d", c.n(28, 65))), c.P("email", c.emailOf(p, "mx")))
	})

	reg("vendor_tax_csv", func(c *C) string {
		var b strings.Builder
		b.WriteString("vendor_id,name,entity,tax_id,phone,email,ytd_paid\n")
		for i := 0; i < c.n(3, 6); i++ {
			p := c.person("us")
			id := c.K(S("V%04d", c.n(1, 9999)))
			if c.chance(0.5) {
				b.WriteString(S("%s,%s,sole_prop,%s,%s,%s,%s\n", id, p.Disp, c.P("ssn", c.pick(c.ssn(), strings.ReplaceAll(c.ssn(), "-", ""))), c.P("phone", c.phoneUS()), c.P("email", c.emailOf(p, "us")), c.K(S("%d.%02d", c.n(600, 48000), c.n(0, 99)))))
			} else {
				b.WriteString(S("%s,%s %s,llc,%s,%s,%s,%s\n", id, strings.Split(p.Disp, " ")[1], c.pick("Plumbing LLC", "Roofing LLC", "Landscaping LLC", "Electric LLC"), c.K(c.ein()), c.P("phone", c.phoneUS()), c.P("email", "office@"+strings.ToLower(strings.Split(p.Disp, " ")[1])+c.pick("plumbing", "roofing", "lawn", "electric")+".com"), c.K(S("%d.%02d", c.n(600, 48000), c.n(0, 99)))))
			}
		}
		return "Can you check this 1099 vendor export before I upload it?\n" + b.String()
	})

	reg("fieldservice_csv_export", func(c *C) string {
		var b strings.Builder
		b.WriteString("job_number,scheduled,customer,phone,email,address,status,total\n")
		for i := 0; i < c.n(3, 6); i++ {
			p := c.person("us")
			b.WriteString(S("%s,%s %s,%s,%s,%s,\"%s, %s\",%s,%s\n", c.K(c.jobNo()), c.K(c.isoDate()), c.K(c.hm()), p.Disp, c.P("phone", c.phoneUS()), c.P("email", c.emailOf(p, "us")), c.streetUS(), c.cityUS(), c.pick("completed", "scheduled", "invoiced", "on_hold"), c.K(S("%d.%02d", c.n(90, 3000), c.n(0, 99)))))
		}
		return c.pick("Jobber export, why do the totals not match QuickBooks?\n", "Housecall Pro export for last week:\n", "") + b.String()
	})

	reg("fieldservice_tsv_export_de", func(c *C) string {
		var b strings.Builder
		b.WriteString("Auftrag\tTermin\tKunde\tTelefon\tE-Mail\tPLZ\tBetrag\n")
		for i := 0; i < c.n(3, 5); i++ {
			p := c.person("de")
			b.WriteString(S("%s\t%s\t%s\t%s\t%s\t%s\t%s\n", c.K(S("A-%d-%04d", c.n(2023, 2025), c.n(1, 9999))), c.K(c.dateEU()), p.Disp, c.P("phone", c.phone("de")), c.P("email", c.emailOf(p, "de")), c.K(S("%05d", c.n(10115, 99998))), c.K(c.eur())))
		}
		return "Export aus unserer Handwerkersoftware (Sanitär/Heizung), bitte in Excel-Format umwandeln:\n" + b.String()
	})

	reg("review_reply_en", func(c *C) string {
		owner := c.person("us")
		return S("Reply from the owner · %s\nHi %s, I'm really sorry the %s didn't go the way you expected. That's not our standard. I'd like to make it right at no charge — please call me directly on %s or email me at %s and reference job %s. — %s, Owner",
			c.K(c.date()), c.person("us").FirstDisp(), c.pick("install", "cleaning", "move", "repair"), c.P("phone", c.phoneUS()), c.P("email", owner.first()+"@"+trades[c.r.Intn(len(trades))].slug+".com"), c.K(c.jobNo()), owner.FirstDisp())
	})

	reg("review_reply_de", func(c *C) string {
		owner := c.person("de")
		return S("Antwort des Inhabers (%s):\nHallo %s, danke für Ihr Feedback zur %s. Der Termin am %s ist leider wegen Krankheit ausgefallen, das hätten wir früher melden müssen. Bitte rufen Sie mich unter %s an oder schreiben Sie an %s (Auftragsnr. %s), dann bekommen Sie einen neuen Termin mit %s Nachlass.\nViele Grüße, %s – %s",
			c.K(c.dateEU()), c.person("de").Disp, c.pick("Badsanierung", "Heizungswartung", "Gartenpflege", "Elektroinstallation"), c.K(c.dateEU()), c.P("phone", c.phone("de")), c.P("email", owner.First+"@"+c.pick("schaefer-haustechnik.de", "elektro-wagner.de", "gartenbau-krueger.de")),
			c.K(S("%d/%d", c.n(100, 999), c.n(2023, 2025))), c.K(c.pick("10 %", "15 %", "20 %")), owner.Disp, c.pick("Schäfer Haustechnik GmbH", "Elektro Wagner", "Gartenbau Krüger"))
	})

	reg("mover_quote_fr", func(c *C) string {
		p := c.person("fr")
		return S("Objet : Devis déménagement %s → %s\n\nBonjour,\nNous déménageons le %s un T%d de %s m² (3e étage sans ascenseur) vers une maison. Volume estimé : %s m³. Pouvez-vous m'envoyer un devis ? Vous pouvez me joindre au %s ou par mail : %s.\nCordialement,\n%s",
			c.pick("Lyon", "Nantes", "Lille", "Toulouse"), c.pick("Bordeaux", "Rennes", "Montpellier", "Grenoble"), c.K(c.dateEU()), c.n(2, 5), c.K(fmt.Sprint(c.n(40, 120))), c.K(fmt.Sprint(c.n(18, 60))), c.P("phone", c.phone("fr")), c.P("email", c.emailOf(p, "fr")), p.Disp)
	})

	reg("cleaner_booking_nl", func(c *C) string {
		p := c.person("nl")
		return S("Nieuwe boeking schoonmaak – %s\nKlant: %s\nAdres: %s %d, %s\nTelefoon: %s\nE-mail: %s\nFrequentie: %s, %s uur\nSleutelkluisje naast de voordeur, code %s. Alarm uitzetten met %s.\nBoekingsnr. %s",
			c.K(c.dateEU()), p.Disp, c.pick("Kerkstraat", "Prinsengracht", "Dorpsweg", "Molenlaan"), c.n(1, 300), c.K(S("%d %s", c.n(1011, 9999), c.from(upper, 2))), c.P("phone", c.phone("nl")), c.P("email", c.emailOf(p, "nl")),
			c.pick("wekelijks", "tweewekelijks"), c.K(fmt.Sprint(c.n(2, 5))), c.P("bearer", c.code(4)), c.P("bearer", c.code(c.pick2(4, 5))), c.K(S("SB-%d", c.n(100000, 999999))))
	})

	reg("landscaper_preventivo_it", func(c *C) string {
		p := c.person("it")
		return S("Preventivo n. %s del %s\nSpett.le %s\nVia %s %d, %s Milano\nTel. %s – email %s\n\n1) Potatura siepe lauro ml %s ........ %s\n2) Impianto irrigazione a goccia, centralina %s ........ %s\nTotale IVA esclusa: %s\nP.IVA %s",
			c.K(S("%d/%d", c.n(1, 300), c.n(2023, 2025))), c.K(c.dateEU()), p.Disp, c.pick("Solferino", "Padova", "Vittorio Veneto"), c.n(1, 120), c.K(S("201%02d", c.n(21, 62))), c.P("phone", c.phone("it")), c.P("email", c.emailOf(p, "it")),
			c.K(fmt.Sprint(c.n(10, 80))), c.K(c.eur()), c.K(c.pick("Rain Bird ESP-TM2", "Hunter X-Core 401i", "Orbit B-hyve")), c.K(c.eur()), c.K(c.eur()), c.K("IT"+c.digits(11)))
	})

	reg("handyman_request_pl", func(c *C) string {
		p := c.person("pl")
		return S("Dzień dobry, szukam złotej rączki do %s. Mieszkanie na %s, termin najlepiej %s po %s. Proszę o kontakt: tel. %s lub mail %s. Pozdrawiam, %s",
			c.one(func() string { return "montażu szafek kuchennych" }, func() string { return "wymiany baterii i syfonu" }, func() string { return "położenia paneli ok. " + c.K(fmt.Sprint(c.n(15, 60))) + " m²" }),
			c.pick("Mokotowie", "Ursynowie", "Krowodrzy", "Nowym Dworze"), c.K(c.dateEU()), c.K(c.hm()), c.P("phone", c.phone("pl")), c.P("email", c.emailOf(p, "pl")), p.Disp)
	})

	reg("electrician_request_tr", func(c *C) string {
		p := c.person("tr")
		return S("Merhaba, %s mahallesinde oturuyorum. Sigorta sürekli atıyor, kaçak akım rölesi (%s) değişmesi gerekebilir. Yarın %s gibi gelebilir misiniz? Cep: %s, e-posta: %s. Teşekkürler, %s",
			c.pick("Kadıköy Moda", "Çankaya", "Bornova", "Nilüfer"), c.K(c.pick("30 mA", "300 mA")), c.K(c.hm()), c.P("phone", c.phone("tr")), c.P("email", c.emailOf(p, "tr")), p.Disp)
	})

	reg("plumber_request_ru", func(c *C) string {
		p := c.person("ru")
		return S("Здравствуйте! Течёт %s, нужен сантехник сегодня. Адрес: ул. %s, д. %d, кв. %d, домофон %s. Телефон %s, почта %s. Заявка №%s, %s",
			c.pick("смеситель на кухне", "бачок унитаза", "полотенцесушитель", "стояк ГВС"), c.pick("Ленина", "Профсоюзная", "Садовая"), c.n(1, 120), c.n(1, 300), c.P("bearer", c.code(4)+c.pick("#", "B", "")), c.P("phone", c.phone("ru")), c.P("email", c.emailOf(p, "ru")),
			c.K(S("%d-%d", c.n(100, 999), c.n(1000, 9999))), p.Disp)
	})

	reg("reform_inquiry_ja", func(c *C) string {
		p := c.person("ja")
		return S("【お問い合わせ】リフォーム見積もり依頼\nお名前：%s 様\nご住所：東京都世田谷区%s%d-%d-%d\n電話番号：%s\nメール：%s\nご依頼内容：%s\nご希望日：%s %s～\n受付番号：%s",
			p.Disp, c.pick("桜新町", "三軒茶屋", "経堂"), c.n(1, 5), c.n(1, 30), c.n(1, 20), c.P("phone", c.phone("ja")), c.P("email", c.emailOf(p, "ja")),
			c.one(func() string { return "ユニットバス交換（" + c.K("1616サイズ") + "）" }, func() string { return "給湯器交換 " + c.K("ノーリツ GT-C2462SAWX") }, func() string { return "エアコン取付 " + c.K("6畳用 2.2kW") }), c.K(c.isoDate()), c.K(c.hm()), c.K(S("R%d-%05d", c.n(23, 25), c.n(1, 99999))))
	})

	reg("renovation_wechat_zh", func(c *C) string {
		p := c.person("zh")
		return S("您好，我家%s平米的房子想做%s，预算大概%s万。小区是%s，%d栋%d单元。我电话%s，微信同号，邮箱%s。方便的话%s过来量房。订单号%s",
			c.K(fmt.Sprint(c.n(60, 160))), c.pick("全屋水电改造", "厨卫翻新", "局部装修"), c.K(fmt.Sprint(c.n(5, 40))), c.pick("万科城", "碧桂园", "绿地新都会"), c.n(1, 30), c.n(1, 6), c.P("phone", c.phone("zh")), c.P("email", c.emailOf(p, "zh")), c.K(c.pick("周六上午", "周日下午", "明天")), c.K(S("ZX%d%06d", c.n(2023, 2025), c.n(1, 999999))))
	})

	reg("moving_estimate_ko", func(c *C) string {
		p := c.person("ko")
		return S("포장이사 견적 요청드립니다.\n이름: %s\n출발: 서울 %s (%d층, 엘리베이터 있음)\n도착: 경기 %s\n이사 날짜: %s\n연락처: %s\n이메일: %s\n짐양: %s톤 정도, 냉장고 %s",
			p.Disp, c.pick("마포구", "송파구", "노원구"), c.n(2, 25), c.pick("성남시 분당구", "수원시 영통구", "고양시 일산동구"), c.K(c.isoDate()), c.P("phone", c.phone("ko")), c.P("email", c.emailOf(p, "ko")), c.K(fmt.Sprint(c.n(1, 5))), c.K(c.pick("821L", "870L", "양문형")))
	})

	reg("aircon_repair_th", func(c *C) string {
		p := c.person("th")
		return S("สวัสดีค่ะ แอร์ %s ที่บ้านน้ำหยดค่ะ อยากให้ช่างมาล้างแอร์ %s เครื่อง วันที่ %s ได้ไหมคะ ติดต่อ %s (คุณ%s) อีเมล %s ใบเสนอราคาเลขที่ %s",
			c.K(c.pick("Daikin 12000 BTU", "Mitsubishi 18000 BTU", "Carrier 9000 BTU")), c.K(fmt.Sprint(c.n(1, 4))), c.K(c.isoDate()), c.P("phone", c.phone("th")), p.FirstDisp(), c.P("email", c.emailOf(p, "th")), c.K(S("QT%d", c.n(10000, 99999))))
	})

	reg("electrician_request_hi", func(c *C) string {
		p := c.person("hi")
		return S("नमस्ते, मुझे घर में %s के लिए इलेक्ट्रीशियन चाहिए। पता: %s, सेक्टर %d। मेरा फोन नंबर %s है, ईमेल %s। कल %s बजे के बाद आ सकते हैं? बिल नंबर %s",
			c.pick("इन्वर्टर वायरिंग", "नया MCB बोर्ड", "गीज़र कनेक्शन"), c.pick("नोएडा", "गुरुग्राम", "पुणे"), c.n(1, 80), c.P("phone", c.phone("hi")), c.P("email", c.emailOf(p, "hi")), c.K(fmt.Sprint(c.n(2, 6))), c.K(S("INV/%d/%04d", c.n(2023, 2025), c.n(1, 9999))))
	})

	reg("plumber_request_fa", func(c *C) string {
		p := c.person("fa")
		return S("سلام، لوله‌کش برای %s نیاز دارم. آدرس: تهران، %s، پلاک %s. شماره تماس: %s ایمیل: %s. کد پیگیری: %s",
			c.pick("تعویض آبگرمکن", "نشتی لوله حمام", "باز کردن لوله فاضلاب"), c.pick("سعادت‌آباد", "ونک", "پونک"), c.K(conv(fmt.Sprint(c.n(1, 99)), "persian")), c.P("phone", c.phone("fa")), c.P("email", c.emailOf(p, "fa")), c.K(fmt.Sprint(c.n(100000, 999999))))
	})

	reg("handyman_request_he", func(c *C) string {
		p := c.person("he")
		return S("שלום, מחפש הנדימן לתליית %s ותיקון %s. כתובת: רחוב %s %d, %s. טלפון: %s, מייל: %s. מספר הזמנה %s. תודה, %s",
			c.pick("טלוויזיה 65 אינץ'", "מדפים", "וילונות"), c.pick("ברז דולף", "דלת ארון", "תריס חשמלי"), c.pick("הרצל", "ביאליק", "ויצמן"), c.n(1, 90), c.pick("תל אביב", "חיפה", "רמת גן"), c.P("phone", c.phone("he")), c.P("email", c.emailOf(p, "he")), c.K(S("%d-%d", c.n(100, 999), c.n(10000, 99999))), p.Disp)
	})

	reg("electrician_request_el", func(c *C) string {
		p := c.person("el")
		return S("Καλησπέρα, χρειάζομαι ηλεκτρολόγο για %s στο διαμέρισμα (%s τ.μ.). Τηλ. %s, email %s. Μπορείτε %s; Ευχαριστώ, %s",
			c.pick("αλλαγή πίνακα", "σύνδεση θερμοσίφωνα", "πιστοποιητικό ΥΔΕ"), c.K(fmt.Sprint(c.n(45, 140))), c.P("phone", c.phone("el")), c.P("email", c.emailOf(p, "el")), c.K(c.pick("την Πέμπτη στις "+c.hm(), "αύριο το πρωί")), p.Disp)
	})

	reg("rot_invoice_sv", func(c *C) string {
		p := c.person("sv")
		return S("Faktura %s\nKund: %s\nTel: %s\nE-post: %s\nArbete: %s\nArbetskostnad: %s kr\nROT-avdrag 30 %%: -%s kr\nAtt betala: %s kr senast %s\nBankgiro %s",
			c.K(fmt.Sprint(c.n(10000, 99999))), p.Disp, c.P("phone", c.phone("sv")), c.P("email", c.emailOf(p, "sv")), c.pick("Byte av elcentral", "Målning fasad", "Badrumsrenovering"), c.K(fmt.Sprint(c.n(8000, 60000))), c.K(fmt.Sprint(c.n(2000, 18000))), c.K(fmt.Sprint(c.n(6000, 42000))), c.K(c.isoDate()), c.K(S("%d-%04d", c.n(100, 9999), c.n(1000, 9999))))
	})

	reg("mudanza_mx_whatsapp", func(c *C) string {
		p := c.person("mx")
		return S("Buenas tardes, cotización para mudanza de %s a %s el %s. Son %s recámaras, refri y lavadora. Mi WhatsApp %s y correo %s. Folio %s",
			c.pick("Zapopan", "Coyoacán", "San Pedro"), c.pick("Tlaquepaque", "Querétaro", "Monterrey centro"), c.K(c.dateEU()), c.K(fmt.Sprint(c.n(1, 4))), c.P("phone", c.phone("mx")), c.P("email", c.emailOf(p, "mx")), c.K(S("MX-%d", c.n(10000, 99999))))
	})

	reg("email_thread_signature", func(c *C) string {
		p := c.person("gb")
		t := tradesUK[c.r.Intn(len(tradesUK))]
		cust := c.person("gb")
		return S("From: %s <%s>\nTo: %s <%s>\nDate: %s\nSubject: Re: Quote %s – %s\n\nHi %s,\nWe can start %s. Deposit of %s secures the date.\n\nKind regards\n%s\n%s\nM: %s\nO: %s\nGas Safe reg. %s",
			p.Disp, c.P("email", p.First+"@"+t.slug+t.tld), cust.Disp, c.P("email", c.emailOf(cust, "gb")), c.K(c.dateEU()), c.K(c.quoteNo()), c.pick("boiler swap", "rewire", "garden clearance"),
			cust.FirstDisp(), c.K(c.dateEU()), c.K(c.gbp()), p.Disp, t.name, c.P("phone", c.phone("gb")), c.P("phone", "0"+c.pick("161", "113", "117")+" "+c.nz(3)+" "+c.digits(4)), c.K(fmt.Sprint(c.n(100000, 999999))))
	})

	reg("vcard_contractor", func(c *C) string {
		p := c.person(c.pick("us", "de", "fr", "nl"))
		loc := "us"
		return S("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\nTITLE:%s\nTEL;TYPE=CELL:%s\nTEL;TYPE=WORK:%s\nEMAIL:%s\nNOTE:Licensed & insured. Lic %s\nEND:VCARD",
			p.Disp, trades[c.r.Intn(len(trades))].name, c.pick("Master Electrician", "Lead Plumber", "Owner", "Estimator"), c.P("phone", c.phone(loc)), c.P("phone", c.phone(loc)), c.P("email", p.First+"."+p.Last+"@"+trades[c.r.Intn(len(trades))].slug+".com"), c.K(S("#%s-%d", c.pick("ROC", "TECL", "C-10", "ME"), c.n(100000, 999999))))
	})

	reg("ics_job_event", func(c *C) string {
		p := c.person("us")
		dd := strings.ReplaceAll(c.isoDate(), "-", "")
		return S("BEGIN:VEVENT\nUID:%s@fieldapp\nDTSTART:%sT%s00\nDTEND:%sT%s00\nSUMMARY:%s – %s\nLOCATION:%s\\, %s\nDESCRIPTION:Customer cell %s. Gate code %s. Job %s\nATTENDEE;CN=%s:mailto:%s\nEND:VEVENT",
			c.K(c.uuid()), c.K(dd), c.K(strings.ReplaceAll(c.hmA(), ":", "")), c.K(dd), c.K(strings.ReplaceAll(c.hmB(), ":", "")),
			c.pick("Estimate", "Install", "Service"), p.Disp, c.streetUS(), c.cityUS(), c.P("phone", c.phoneUS()), c.P("bearer", c.code(4)+c.pick("#", "*", "")), c.K(c.jobNo()), p.Disp, c.P("email", c.emailOf(p, "us")))
	})

	reg("insurance_water_damage_claim", func(c *C) string {
		p := c.person("us")
		adj := c.person("us")
		return S("Water mitigation job %s\nPolicyholder: %s, %s\nClaim #: %s  Policy: %s\nDate of loss: %s\nMoisture readings: %s in drywall, %s RH\nAdjuster: %s, %s, %s\nHomeowner contact: %s",
			c.K(c.jobNo()), p.Disp, c.P("phone", c.phoneUS()), c.K(S("%d-%d-%d", c.n(10, 99), c.n(1000, 9999), c.n(100, 999))), c.K(S("HO3-%d", c.n(10000000, 99999999))), c.K(c.date()), c.K(S("%d%%", c.n(18, 40))), c.K(S("%d%%", c.n(55, 80))),
			adj.Disp, c.P("phone", c.phoneUS()), c.P("email", adj.first()+"."+adj.Last+"@"+c.pick("statefarm.com", "allstate.com", "libertymutual.com")), c.P("email", c.emailOf(p, "us")))
	})

	reg("stripe_invoice_script", func(c *C) string {
		p := c.person("us")
		return S("my invoicing script for the cleaning biz throws 'No such customer', what's wrong?\n\nimport stripe\nstripe.api_key = \"%s\"\ncust = stripe.Customer.create(email=\"%s\", name=\"%s\", phone=\"%s\")\nstripe.InvoiceItem.create(customer=\"cus_%s\", amount=%d, currency=\"usd\", description=\"%s\")",
			c.P("bearer", c.stripeKey()), c.P("email", c.emailOf(p, "us")), p.Disp, c.P("phone", "+1"+strings.Join(func() []string { a, e, l := c.nanpParts(); return []string{a, e, l} }(), "")), c.K(c.aln(14)), c.n(9000, 90000), c.pick("Biweekly clean", "Move-out clean", "Carpet shampoo"))
	})

	reg("twilio_reminder_code", func(c *C) string {
		sid := "AC" + c.hex(32)
		return S("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s\n# reminder for job %s\nclient.messages.create(to=\"%s\", from_=os.environ[\"TWILIO_FROM\"], body=\"Your plumber arrives %s-%s\")",
			sid, c.P("bearer", c.hex(32)), c.P("phone", "+1"+func() string { a, e, l := c.nanpParts(); return a + e + l }()), c.K(c.jobNo()), c.P("phone", "+1"+func() string { a, e, l := c.nanpParts(); return a + e + l }()), c.K(c.hmA()), c.K(c.hmB()))
	})

	reg("jobber_graphql_curl", func(c *C) string {
		return S("curl -X POST https://api.getjobber.com/api/graphql \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"X-JOBBER-GRAPHQL-VERSION: %s\" \\\n  -d '{\"query\":\"{ jobs(first: %d) { nodes { jobNumber title } } }\"}'\n# returns 401 since this morning",
			c.P("jwt", c.jwtUser("https://api.getjobber.com")), c.K(c.pick("2023-11-15", "2024-06-10", "2025-01-20")), c.n(10, 50))
	})

	reg("servicetitan_env", func(c *C) string {
		return S("# ServiceTitan integration (.env)\nST_TENANT_ID=%s\nST_CLIENT_ID=cid.%s\nST_CLIENT_SECRET=cs1.%s\nST_APP_KEY=ak1.%s\nST_ENV=production\nSMTP_USER=%s\nSMTP_PASS=%s",
			c.K(fmt.Sprint(c.n(100000000, 999999999))), c.K(c.aln(25)), c.P("bearer", c.aln(60)), c.P("bearer", c.aln(25)), c.P("email", "dispatch@"+trades[c.r.Intn(len(trades))].slug+".com"), c.P("bearer", c.password()))
	})

	reg("quickbooks_support_ticket", func(c *C) string {
		p := c.person("us")
		_, num := c.card()
		return S("Support ticket %s\nCustomer wrote: \"QuickBooks Payments declined the card %s for invoice %s (%s) but the customer says it's fine. Account owner %s, %s, call back at %s.\"",
			c.K(S("%d", c.n(1000000, 9999999))), c.P("credit_card", num), c.K(c.invNo()), c.K(c.usdBig()), p.Disp, c.P("email", c.emailOf(p, "us")), c.P("phone", c.phoneUS()))
	})

	reg("wa_me_link_flyer", func(c *C) string {
		ph := "44" + "7" + c.digits(9)
		return S("Flyer text: %s – ovens, carpets, end of tenancy. £%d off with code %s. Book on WhatsApp: https://wa.me/%s or call %s. Insured up to £%s.",
			c.pick("Fresh Start Cleaning", "Sparkle & Shine"), c.n(10, 30), c.K(c.pick("SPRING25", "NEWHOME10", "OVEN20")), c.P("phone", ph), c.P("phone", c.phone("gb")), c.K(c.pick("1m", "2m", "5m")))
	})
}

func (p person) first() string { return p.First }
