package main

import (
	"fmt"
	"strings"
)

func dataTemplates() []T {
	return []T{
		{"customer_csv", true, false, func(b *B) {
			cc := b.cc(countries)
			b.F("customer_id,name,phone,email,city\n")
			for i := 0; i < b.rng(2, 4); i++ {
				n := b.name(cc)
				b.F("¤,¤,¤,¤,¤\n", K(fmt.Sprint(b.rng(10000, 99999))), n.Full(), ph(b.phone(cc, b.pick3(Compact, E164, MSISDN))), em(b.email(n, cc)), b.city(cc))
			}
		}},
		{"sql_insert", true, false, func(b *B) {
			cc := b.cc(countries)
			n := b.name(cc)
			b.F("INSERT INTO customers (id, full_name, msisdn, email, created_at) VALUES (¤, '¤', '¤', '¤', '¤ ¤:00');",
				K(fmt.Sprint(b.rng(1000, 999999))), strings.ReplaceAll(n.Full(), "'", "''"), ph(b.phone(cc, b.pick3(MSISDN, E164, Compact))), em(b.email(n, cc)), K(b.date(1)), b.time24())
		}},
		{"log_msisdn", true, false, func(b *B) {
			cc := b.cc([]string{"KE", "NG", "GH", "ZA", "EG", "PK", "SA"})
			b.F("¤T¤Z INFO ussd.session service_code=¤ msisdn=¤ network=¤ step=¤ duration_ms=¤",
				K(b.date(1)), b.time24()+":"+fmt.Sprintf("%02d", b.n(60)), K(b.pick("*384*123#", "*483*57#", "*920*44#", "*347*8#")), ph(b.phone(cc, b.pick3(MSISDN, E164, MSISDN))), b.pick("Safaricom", "MTN", "Airtel", "Vodacom", "Jazz", "STC"), fmt.Sprint(b.rng(1, 6)), fmt.Sprint(b.rng(80, 4000)))
		}},
		{"sms_webhook_form", true, false, func(b *B) {
			cc := b.cc(countries)
			p := b.phone(cc, E164)
			b.F("POST /sms/inbound ¤ From=¤&To=¤&Body=¤&MessageSid=¤",
				K(b.date(1)), ph(strings.Replace(p, "+", "%2B", 1)), K(b.pick("40404", "22141", "6040", "3444")), b.pick("STOP", "BAL", "Hello+I+want+to+order", "YES+confirm+delivery"), K("SM"+b.hex(32)))
		}},
		{"json_profile_update", true, false, func(b *B) {
			cc := b.cc(countries)
			n := b.name(cc)
			b.F(`PATCH /api/users/¤ {"display_name":"¤","contact":{"mobile":"¤","whatsapp":"¤","email":"¤"},"locale":"¤"}`,
				K(fmt.Sprint(b.rng(10000, 9999999))), n.F, ph(b.phone(cc, E164)), ph(b.phone(cc, b.pick3(Intl, E164, Local))), em(b.email(n, cc)), b.pick("en-NG", "ar-SA", "fr-MA", "he-IL", "ur-PK", "sw-KE", "en-ZA"))
		}},
	}
}

func cleanTemplates() []T {
	return []T{
		{"flight_pnr", false, true, func(b *B) {
			al := b.pick("065", "157", "176", "071", "077", "114", "050")
			b.F("Booking ref ¤. E-ticket ¤. Flight ¤ ¤ ¤ dep ¤, seat ¤. Baggage 2PC. Fare ¤.",
				K(b.from("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)), K(al+"-"+b.digits(10)), K(b.pick("SV 1023", "QR 1405", "EK 783", "ET 909", "MS 846", "KQ 310", "PK 203", "RJ 112")), b.pick("RUH-JED", "DOH-LOS", "DXB-ACC", "ADD-NBO", "CAI-CMN", "LHE-DXB"), K(b.date(3)), K(b.time24()), K(fmt.Sprintf("%d%s", b.rng(3, 45), b.pick("A", "C", "K", "F"))), K(b.amount(b.pick("SA", "QA", "AE", "NG", "EG"))))
		}},
		{"shipment_tracking", false, true, func(b *B) {
			switch b.n(3) {
			case 0:
				b.F("Aramex: Your shipment ¤ is out for delivery today. COD amount ¤. Reschedule at aramex.com/track/¤",
					K(b.awbAramex()), K(b.amount(b.pick("AE", "SA", "JO", "EG"))), K(b.awbAramex()))
			case 1:
				b.F("DHL Express: waybill ¤ cleared customs in ¤ on ¤. Duties ¤ payable before release.",
					K(b.awbDHL()), b.pick("Lagos", "Nairobi", "Johannesburg", "Doha", "Karachi"), K(b.date(0)), K(b.amount(b.pick("NG", "KE", "ZA", "QA", "PK"))))
			default:
				b.F("SMSA: شحنتك رقم ¤ وصلت إلى مركز التوزيع في ¤. موعد التسليم المتوقع ¤.",
					K(b.arMaybe("29"+b.digits(10), 40)), b.pick("الرياض", "جدة", "الدمام", "أبها"), K(b.arMaybe(b.date(0), 40)))
			}
		}},
		{"invoice_vat", false, true, func(b *B) {
			switch b.n(4) {
			case 0:
				b.F("فاتورة ضريبية مبسطة\nرقم الفاتورة: ¤\nالرقم الضريبي: ¤\nالإجمالي شامل الضريبة: ¤\nالتاريخ: ¤",
					K(b.invoice()), K(b.arMaybe(b.saudiVAT(), 40)), K(b.arAmount("SA")), K(b.arMaybe(b.date(1), 40)))
			case 1:
				b.F("Tax Invoice ¤ — TRN ¤ — Subtotal ¤, VAT 5% ¤, Total ¤",
					K(b.invoice()), K(b.uaeTRN()), K(b.amount("AE")), K(b.amount("AE")), K(b.amount("AE")))
			case 2:
				b.F("Facture n° ¤ — ICE ¤ — IF ¤ — Total TTC ¤ — échéance ¤",
					K(b.invoice()), K(b.moroccoICE()), K(b.digits(8)), K(b.amount("MA")), K(b.date(2)))
			default:
				b.F("TAX INVOICE ¤ | VAT No ¤ | Income tax ref ¤ | Amount due ¤",
					K(b.invoice()), K(b.zaVAT()), K(b.zaTaxRef()), K(b.amount("ZA")))
			}
		}},
		{"hotline_list", false, true, func(b *B) {
			switch b.n(5) {
			case 0:
				b.F("Emergency numbers in Kenya: police ¤ or ¤, ambulance ¤, GBV helpline ¤ (toll free).", K("999"), K("112"), K("1199"), K("1195"))
			case 1:
				b.F("أرقام الطوارئ: الشرطة ¤، الإسعاف ¤، الدفاع المدني ¤، المرور ¤", K(b.pick("911", "999", "122")), K(b.pick("997", "998", "123")), K(b.pick("998", "180", "997")), K(b.pick("993", "128")))
			case 2:
				b.F("South Africa: SAPS ¤, ambulance ¤, from a cellphone ¤. Childline ¤.", K("10111"), K("10177"), K("112"), K("116"))
			case 3:
				b.F("Numéros utiles : Police ¤, Protection civile ¤, SAMU ¤, Gendarmerie ¤.", K(b.pick("19", "17", "197")), K(b.pick("15", "14", "198")), K(b.pick("141", "190", "15")), K(b.pick("177", "1055")))
			default:
				b.F("Pakistan: Rescue ¤, Police ¤, Edhi ¤, Motorway police ¤.", K("1122"), K("15"), K("115"), K("130"))
			}
		}},
		{"receipt_he", false, true, func(b *B) {
			b.F("חשבונית מס/קבלה מס' ¤\nע.מ. ¤\nתאריך: ¤\nסה\"כ לתשלום: ¤\nשולם באשראי, 3 תשלומים",
				K(fmt.Sprint(b.rng(10000, 99999))), K(b.israelCompany()), K(b.date(2)), K(b.amount("IL")))
		}},
		{"sports_news", false, true, func(b *B) {
			switch b.n(3) {
			case 0:
				b.F("Al Ahly beat Wydad ¤ in front of ¤ fans at Cairo International Stadium on ¤. Attendance record since ¤.",
					K(fmt.Sprintf("%d-%d", b.rng(1, 4), b.rng(0, 2))), K(commas(b.rng(30, 75)*1000)), K(b.date(3)), K(fmt.Sprint(b.rng(2005, 2019))))
			case 1:
				b.F("AFCON qualifiers: Super Eagles ¤ Black Stars, Harambee Stars ¤ Bafana Bafana. Next round ¤.",
					K(fmt.Sprintf("%d-%d", b.rng(0, 3), b.rng(0, 3))), K(fmt.Sprintf("%d-%d", b.rng(0, 3), b.rng(0, 3))), K(b.date(3)))
			default:
				b.F("PSL ¤: Lahore Qalandars ¤/¤ (20 ov) beat Karachi Kings ¤/¤ by ¤ runs.",
					K(fmt.Sprint(b.rng(2024, 2026))), K(fmt.Sprint(b.rng(150, 230))), fmt.Sprint(b.rng(2, 9)), K(fmt.Sprint(b.rng(120, 200))), fmt.Sprint(b.rng(5, 10)), fmt.Sprint(b.rng(1, 40)))
			}
		}},
		{"exam_results", false, true, func(b *B) {
			switch b.n(3) {
			case 0:
				b.F("WASSCE ¤ results: Index No. ¤, English C6, Maths B3, Integrated Science B2. Centre ¤.", K(fmt.Sprint(b.rng(2023, 2025))), K(b.digits(10)), K(b.digits(7)))
			case 1:
				b.F("KCSE ¤: Index number ¤/¤, mean grade B+ (¤ points).", K(fmt.Sprint(b.rng(2023, 2025))), K(b.digits(8)), K(b.digits(3)), K(fmt.Sprint(b.rng(55, 70))))
			default:
				b.F("نتيجة الثانوية العامة: رقم الجلوس ¤، المجموع ¤ من ٤١٠ (¤٪).", K(b.arMaybe(b.digits(6), 50)), K(b.arMaybe(fmt.Sprintf("%d.%d", b.rng(250, 409), b.n(10)), 50)), K(b.arMaybe(fmt.Sprint(b.rng(60, 99)), 50)))
			}
		}},
		{"prayer_weather", false, true, func(b *B) {
			switch b.n(2) {
			case 0:
				b.F("مواقيت الصلاة في ¤ ليوم ¤: الفجر ¤، الظهر ¤، العصر ¤، المغرب ¤، العشاء ¤",
					b.pick("الرياض", "القاهرة", "عمّان", "الدوحة", "دبي"), K(b.arMaybe(b.date(0), 40)), K(b.arMaybe("04:"+fmt.Sprintf("%02d", b.n(60)), 40)), K(b.arMaybe("12:"+fmt.Sprintf("%02d", b.n(60)), 40)), K(b.arMaybe("15:"+fmt.Sprintf("%02d", b.n(60)), 40)), K(b.arMaybe("18:"+fmt.Sprintf("%02d", b.n(60)), 40)), K(b.arMaybe("19:"+fmt.Sprintf("%02d", b.n(60)), 40)))
			default:
				b.F("Weather ¤: high ¤°C, low ¤°C, humidity ¤%, wind ¤ km/h. UV index ¤. Sunrise ¤, sunset ¤.",
					b.city(b.cc(countries)), K(fmt.Sprint(b.rng(22, 48))), K(fmt.Sprint(b.rng(10, 30))), K(fmt.Sprint(b.rng(10, 90))), K(fmt.Sprint(b.rng(5, 40))), fmt.Sprint(b.rng(1, 11)), K("06:"+fmt.Sprintf("%02d", b.n(60))), K("18:"+fmt.Sprintf("%02d", b.n(60))))
			}
		}},
		{"admin_fr_maghreb", false, true, func(b *B) {
			switch b.n(3) {
			case 0:
				b.F("Votre demande de passeport (CIN ¤) est prête. Récépissé n° ¤. Retrait à la préfecture de ¤ à partir du ¤.", K(b.moroccoCIN()), K(b.digits(12)), b.city("MA"), K(b.date(5)))
			case 1:
				b.F("Carte d'identité nationale n° ¤ — délivrée le ¤ à ¤. Numéro d'identification national : ¤.", K(b.tunisiaCIN()), K(b.date(2)), b.city("TN"), K(b.tunisiaCIN()))
			default:
				d1, d2 := b.span2(2)
				b.F("Attestation CNAS n° ¤, NIN ¤, période du ¤ au ¤.", K(b.digits(12)), K(b.algeriaNIN()), K(d1), K(d2))
			}
		}},
		{"market_prices", false, true, func(b *B) {
			switch b.n(3) {
			case 0:
				b.F("NGX close ¤: ASI ¤ (+¤%), Dangote Cement ₦¤, MTNN ₦¤. Volume ¤ shares.", K(b.date(3)), K(commas(b.rng(95000, 110000))+"."+b.digits(2)), K(fmt.Sprintf("%d.%02d", b.rng(0, 2), b.n(100))), K(fmt.Sprintf("%d.%02d", b.rng(300, 600), b.n(100))), K(fmt.Sprintf("%d.%02d", b.rng(180, 300), b.n(100))), K(commas(b.rng(200, 900)*1000000)))
			case 1:
				b.F("Tadawul: TASI ¤ نقطة، أرامكو ¤ ريال، الراجحي ¤ ريال بتاريخ ¤", K(commas(b.rng(11000, 12500))+"."+b.digits(2)), K(fmt.Sprintf("%d.%02d", b.rng(26, 32), b.n(100))), K(fmt.Sprintf("%d.%02d", b.rng(80, 100), b.n(100))), K(b.date(0)))
			default:
				b.F("Mandi rates ¤: wheat Rs. ¤/40kg, sugar Rs. ¤/kg, petrol Rs. ¤/litre.", K(b.date(0)), K(commas(b.rng(2800, 4200))), K(fmt.Sprint(b.rng(120, 180))), K(fmt.Sprintf("%d.%02d", b.rng(250, 290), b.n(100))))
			}
		}},
		{"it_ticket_clean", false, true, func(b *B) {
			b.F("Ticket ¤: laptop ¤ (asset tag ¤, S/N ¤) won't connect to VPN after update to ¤. Assigned to L2, SLA ¤h.",
				K(b.ticket()), b.pick("Dell Latitude 5440", "HP EliteBook 840 G10", "Lenovo ThinkPad T14"), K(fmt.Sprintf("IT-%05d", b.rng(1, 99999))), K(b.from(upperNum, 10)), K(b.pick("Windows 11 23H2", "FortiClient 7.2.4", "GlobalProtect 6.1.3")), b.pick("4", "8", "24"))
		}},
	}
}

func templates() []T {
	var all []T
	all = append(all, commerceTemplates()...)
	all = append(all, financeTemplates()...)
	all = append(all, utilityTemplates()...)
	all = append(all, govTemplates()...)
	all = append(all, lifeTemplates()...)
	all = append(all, chatTemplates()...)
	all = append(all, devTemplates()...)
	all = append(all, dataTemplates()...)
	all = append(all, cleanTemplates()...)
	return all
}
