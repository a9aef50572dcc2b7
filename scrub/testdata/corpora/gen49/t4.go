package main

import (
	"fmt"
	"strings"
)

func jaRyokan(b *B) {
	l := locByID("ja")
	p := newPerson(l)
	d := rdate()
	b.t(p.name() + " 様\n\nこの度は" + pick([]string{"箱根 翠松園", "京都 柊家", "由布院 玉の湯", "加賀屋"}) + "をご予約いただき誠にありがとうございます。\n")
	b.t("■予約番号: ").k(pick([]string{lk(8), "RY" + lk(8)})).t("\n■宿泊日: ").k(d.ja()).t("(").t(pick([]string{"土", "日", "金"})).t(") ").k(fmt.Sprint(rint(1, 3)) + "泊").t("\n")
	b.t("■お部屋: ").k(pick([]string{"本館 和室", "離れ 露天風呂付"}) + " " + fmt.Sprint(rint(101, 320)) + "号室").t("\n■料金: ").k(fmt.Sprintf("%d,%03d円", rint(30, 180), rint(0, 999))).t("(税込)\n")
	if !b.clean {
		b.t("■ご連絡先: ").ph(p.phone()).t("\n")
		if chance(0.6) {
			b.t("■メール: ").em(p.email()).t("\n")
		}
	}
	b.t("チェックイン ").k("15:00").t("〜").k("18:00").t("、夕食は").k("18:30").t("からです。\n")
	b.t("送迎バスは" + pick([]string{"箱根湯本駅", "京都駅八条口", "由布院駅"}) + "より").k("14:30").t("発。\n")
	if chance(0.5) {
		b.t("お問い合わせ: ")
		if !b.clean {
			b.ph(pick([]string{"0460-" + nd(2) + "-" + nd(4), "075-" + nd(3) + "-" + nd(4), "0977-" + nd(2) + "-" + nd(4)}))
		} else {
			b.t("フロント(24時間)")
		}
	}
}

func zhOrder(b *B) {
	l := locByID("zh")
	p := newPerson(l)
	d := rdate()
	a := pick([]airline{airlines[11], airlines[0], airlines[9], airlines[12]})
	b.t(pick([]string{"【携程旅行】", "【飞猪】", "【同程】"}) + "您的订单已确认\n订单号: ").k(lk(13)).t("\n")
	b.t("航班: ").k(flight(a)).t(" " + pick([]string{"上海浦东", "北京首都", "广州白云"}) + " → " + pick([]string{"东京成田", "伦敦希思罗", "首尔仁川"}) + "\n出发: ").k(d.ja() + " " + hcolon()).t("\n")
	b.t("票号: ").k(ticket(a)).t("\n乘机人: " + p.name() + " 护照 ").k(passport("CHN")).t("\n")
	if !b.clean {
		b.t("联系人手机: ").ph(p.phone()).t("\n")
		if chance(0.5) {
			b.t("邮箱: ").em(p.email()).t("\n")
		}
	}
	b.t("订单金额: ").k(fmt.Sprintf("¥%d.00", rint(800, 9800))).t("\n")
	b.t(pick([]string{"请问可以改签到第二天吗?", "行李额是多少?", "发票怎么开?"}))
}

func koBooking(b *B) {
	l := locByID("ko")
	p := newPerson(l)
	d := rdate()
	b.t(pick([]string{"[야놀자] ", "[여기어때] ", "[하나투어] "}) + p.name() + "님 예약이 확정되었습니다.\n")
	b.t("예약번호: ").k(lk(10)).t("\n숙소: " + pick([]string{"롯데호텔 서울", "파라다이스 부산", "신라스테이 제주"}) + "\n")
	b.t("체크인: ").k(fmt.Sprintf("%d.%02d.%02d", d.y, d.m, d.d)).t(" 15:00\n객실: ").k(room()).t("호\n금액: ").k(fmt.Sprintf("%d,%03d원", rint(80, 900), rint(0, 999))).t("\n")
	if !b.clean {
		b.t("연락처: ").ph(p.phone()).t("\n")
		if chance(0.5) {
			b.t("이메일: ").em(p.email()).t("\n")
		}
	}
	b.t(pick([]string{"취소 수수료가 있나요?", "조식 추가 가능한가요?", "주차 가능한지 궁금합니다."}))
}

func arBooking(b *B) {
	l := locByID("ar")
	p := newPerson(l)
	d := rdate()
	b.t("تأكيد الحجز – " + pick([]string{"فندق برج العرب", "جميرا بيتش", "فندق الريتز كارلتون الرياض"}) + "\n")
	b.t("رقم الحجز: ").k(lk(9)).t("\nتاريخ الوصول: ").k(d.eu()).t("\nعدد الليالي: ").k(fmt.Sprint(rint(1, 7))).t("\nالغرفة: ").k(room()).t("\n")
	b.t("الضيف: " + p.name() + "\n")
	if !b.clean {
		b.t("هاتف: ").ph(p.phone()).t("\n")
		if chance(0.5) {
			b.t("البريد الإلكتروني: ").em(p.email()).t("\n")
		}
	}
	b.t("المبلغ: ").k(fmt.Sprintf("AED %d,%03d", rint(1, 9), rint(0, 999))).t("\n")
	b.t(pick([]string{"هل يمكن تغيير تاريخ الوصول؟", "هل الإفطار مشمول؟", "please confirm airport transfer for flight EK "}))
	if strings.HasSuffix(b.sb.String(), "EK ") {
		b.k(fmt.Sprint(rint(1, 999)))
	}
}

func thTour(b *B) {
	l := locByID("th")
	p := newPerson(l)
	b.t("ยืนยันการจองทัวร์ " + pick([]string{"เกาะพีพี", "เชียงใหม่ดอยสุเทพ", "อยุธยา"}) + "\nหมายเลขการจอง: ").k("TH" + lk(7)).t("\nวันที่: ").k(rdate().eu()).t(" รับที่โรงแรม ").k(pick([]string{"07:30", "08:15", "06:45"})).t(" น.\n")
	b.t("ผู้เข้าร่วม: ").k(fmt.Sprint(rint(1, 6))).t(" ท่าน ราคา ").k(fmt.Sprintf("%d,%03d บาท", rint(1, 20), rint(0, 999))).t("\n")
	if !b.clean {
		b.t("ติดต่อ " + p.name() + " โทร ").ph(p.phone()).t("\n")
		if chance(0.4) {
			b.t("Line ID: " + strings.ToLower(p.rf) + fmt.Sprint(rint(10, 99)) + "  อีเมล ").em(p.email()).t("\n")
		}
	}
	b.t(pick([]string{"ถ้าฝนตกยกเลิกได้ไหมคะ", "มีรถรับส่งจากป่าตองไหมครับ", "Is lunch included?"}))
}

func trOtel(b *B) {
	l := locByID("tr")
	p := newPerson(l)
	d := rdate()
	b.t("Sayın " + p.name() + ",\n" + pick([]string{"Antalya Lara Resort", "Bodrum Bay Otel", "Kapadokya Mağara Otel"}) + " rezervasyonunuz onaylandı.\n")
	b.t("Rezervasyon no: ").k(lk(8)).t("\nGiriş: ").k(d.de()).t("  Çıkış: ").k(d.plus(rint(2, 7)).de()).t("\nOda: ").k(room()).t(" – Her Şey Dahil\nToplam: ").k(fmt.Sprintf("₺%d.%03d,00", rint(5, 90), rint(0, 999))).t("\n")
	if !b.clean {
		b.t(pick([]string{"Cep: ", "GSM: ", "Tel: "})).ph(p.phone()).t("\n")
		if chance(0.5) {
			b.t("E-posta: ").em(p.email()).t("\n")
		}
		if chance(0.3) {
			b.t("Transfer şoförü: ").ph(l.phone()).t("\n")
		}
	}
	b.t(pick([]string{"Havalimanı transferi dahil mi?", "Erken giriş mümkün mü?", "Ödeme taksitli yapılabilir mi?"}))
}

func ruChat(b *B) {
	l := locByID("ru")
	p := newPerson(l)
	a := pick(airlines)
	b.t("Добрый день! Бронирование ").k(pnr()).t(", рейс ").k(flight(a)).t(" ").k(rdate().de()).t(" вылет ").k(hcolon()).t(".\n")
	b.t("Билет ").k(ticket(a)).t(", загранпаспорт ").k(passport("RUS")).t(".\n")
	if !b.clean {
		b.t(pick([]string{"Мой телефон ", "Связь: ", "Тел.: "})).ph(p.phone())
		if chance(0.5) {
			b.t(", почта ").em(p.email())
		}
		b.t("\n")
	}
	b.t(pick([]string{"Можно ли вернуть деньги за невозвратный тариф?", "Сколько стоит доплата за багаж ", "Как изменить дату обратного вылета?"}))
	if strings.HasSuffix(b.sb.String(), "багаж ") {
		b.k("23 кг").t("?")
	}
}

func slackThread(b *B) {
	a := newPerson(rloc())
	c := newPerson(rloc())
	b.t("#booking-api-support\n")
	b.t(a.rf + "  " + hcolon() + "\n  partner can't pull reservations for property ").k(lk(6)).t(", error ").k("E" + fmt.Sprint(rint(4000, 4999))).t("\n")
	b.t(c.rf + "  " + hcolon() + "\n  ")
	if !b.clean {
		switch r.IntN(4) {
		case 0:
			b.t("here's the token they use: ").p("jwt", jwt()).t("\n  expired? exp looks fine to me\n")
		case 1:
			b.t("their key is `").p("bearer", "sk_live_"+tok(24)).t("` – rotated on ").k(rdate().iso()).t("\n")
		case 2:
			b.t("log shows `Authorization: Bearer ").p("bearer", tok(36)).t("` then 403\n")
		default:
			b.t("partner contact is ").em(c.email()).t(", call ").ph(c.phone()).t(" if urgent\n")
		}
	} else {
		b.t("checked the logs, token was revoked on ").k(rdate().iso()).t(" at ").k(hcolon() + " UTC").t(", they need to re-auth\n")
	}
	b.t(a.rf + "  " + hcolon() + "\n  ok, ticket ").k("SUP-" + lk(5)).t(" updated 👍")
}

func airbnbMsg(b *B) {
	l := rloc()
	host := newPerson(l)
	g := newPerson(rloc())
	b.t(pick([]string{"Message from your host " + host.rf + ":\n", "Host: ", "Anfitrião: "}))
	b.t("Hi " + g.rf + "! Check-in from ").k("15:00").t(" on ").k(rdate().en()).t(". Reservation ").k("HM" + alnum(8, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")).t(".\n")
	b.t("Building entrance code ").k(nd(4) + "#").t(", flat ").k(fmt.Sprintf("%d%s", rint(1, 8), pick([]string{"A", "B", "ºD", "-12"}))).t(", key box left of the door.\n")
	if !b.clean {
		b.t(pick([]string{"If anything, WhatsApp me: ", "My cell: ", "Call/text "})).ph(host.phone()).t("\n")
	} else {
		b.t("Please use the app to message me, I reply fast 🙂\n")
	}
	b.t("Checkout ").k("11:00").t(", leave keys on the table.")
}

func tmcInvoice(b *B) {
	a := pick(airlines)
	e := newPerson(rloc())
	b.t("INVOICE ").k("INV-" + fmt.Sprint(rdate().y) + "-" + lk(6)).t("  ").k(rdate().eu()).t("\nClient: " + pick([]string{"ACME GmbH", "Globex Ltd", "Initech SA"}) + "  Cost centre ").k("CC-" + lk(4)).t("\nTraveller: " + e.roman() + "  Employee ID ").k(lk(6)).t("\n")
	b.t("Air ").k(a.code + " " + ticket(a)).t("  ").k(a.hub + "-" + pick(airports)).t("  ").k(price()).t("\n")
	b.t("Hotel " + pick(hotels) + " conf ").k(lk(8)).t("  ").k(price()).t("\n")
	b.t("Service fee ").k(price()).t("\nPaid by lodge card ")
	if !b.clean {
		_, c := card()
		b.cc(c).t("\nQueries: ").em(bizEmail("Corporate Travel Desk")).t("\n")
	} else {
		b.k(masked(pick(issuers))).t("\nVAT reg ").k("GB " + lk(3) + " " + lk(4) + " " + lk(2)).t("\n")
	}
}

func pnrHistory(b *B) {
	a := pick(airlines)
	p := newPerson(rloc())
	b.t("RH\n")
	d := rdate()
	for i := 0; i < rint(3, 5); i++ {
		b.t("  ").k(d.plus(i).gdsY()+"/"+hhmm()+"Z").tf("  %s%s/%s  ", strings.ToUpper(pick([]string{"LON", "MUC", "PAR", "NYC"})), a.code, alnum(4, "0123456789AB"))
		switch r.IntN(4) {
		case 0:
			b.t("XS ").k(flight(a)).t(" Y " + d.gds() + " HK1\n")
		case 1:
			if b.clean {
				b.t("RF PAX\n")
			} else {
				b.t("A/APM ").ph(p.phone()).t("\n")
			}
		case 2:
			if b.clean {
				b.t("TK OK\n")
			} else {
				b.t("A/SSR CTCE " + a.code + " HK1/").em(ctce(p.email())).t("\n")
			}
		default:
			b.t("A/FA PAX ").k(a.num + "-" + lk(10)).t("\n")
		}
	}
	if !b.clean && len(b.pii) == 0 {
		b.t("  OSI " + a.code + " CTCM ").ph(e164(p.loc, p.phone())).t("\n")
	}
	b.t("who removed the segment? agent sign ").k(alnum(4, "0123456789AB"))
}

func ics(b *B) {
	a := pick(airlines)
	p := newPerson(rloc())
	d := rdate()
	b.t("BEGIN:VEVENT\nUID:").k(hexTok(12) + "@tripit-like").t("\nDTSTART:").k(fmt.Sprintf("%d%02d%02dT%s00Z", d.y, d.m, d.d, hhmm())).t("\nSUMMARY:Flight ").k(flight(a)).t(" " + a.hub + "-" + pick(airports) + "\nDESCRIPTION:Conf ").k(pnr()).t("\\nSeat ").k(seat()).t("\\nTerminal 5")
	if !b.clean {
		b.t("\\nAttendee contact ").ph(p.phone())
		b.t("\nORGANIZER;CN=" + p.roman() + ":mailto:").em(p.email())
	}
	b.t("\nEND:VEVENT")
}

func w9(b *B) {
	p := newPerson(locByID("en-US"))
	b.t("Hotel commission payout – W-9 on file for IATAN agent " + p.roman() + "\nIATAN ").k(lk(8)).t("  Agency ").k(pick([]string{"Sunshine Getaways LLC", "Blue Lagoon Travel"})).t("\n")
	if !b.clean {
		if chance(0.5) {
			b.t("TIN type: SSN  ").p("ssn", ssn()).t("\n")
		} else {
			b.t("TIN type: ITIN  ").p("ssn", itin()).t("\n")
		}
		b.t("Remit advice to ").em(p.email()).t("\n")
	} else {
		b.t("TIN on file: ").k("***-**-" + nd(4)).t("\n")
	}
	b.t("Commission ").k("10%").t(" on ").k(price()).t(", stay ").k(rdate().us()).t(", conf ").k(lk(9)).t("\nwhy was this payment held?")
}

func signature(b *B) {
	l := rloc()
	p := newPerson(l)
	h := pick(hotels)
	b.t(pick([]string{"Thanks, I'll hold the room until ", "Noted, late arrival ", "Room block released except "})).k(pick([]string{hcolon(), room(), rdate().eu()})).t(".\n\n")
	b.t(p.roman() + "\n" + pick([]string{"Front Office Manager", "Revenue Manager", "Reservations Agent", "Chef de Réception", "Empfangschef"}) + " | " + h + "\n")
	if !b.clean {
		switch r.IntN(3) {
		case 0:
			b.t("T ").ph(l.phone()).t(" | F ").ph(l.phone()).t("\n").em(p.email()).t("\n")
		case 1:
			b.t(l.telWord + ": ").ph(l.phone()).t(" · " + l.mailWord + ": ").em(bizEmail(h)).t("\n")
		default:
			b.t("M: ").ph(l.phone()).t("\n")
		}
	}
	b.t("Member of ").k(pick([]string{"Leading Hotels of the World", "Relais & Châteaux", "Small Luxury Hotels"})).t(" · GDS code ").k(pick([]string{"LW", "RX", "LX"}) + " " + lk(5)).t("\n")
}

func mixedLang(b *B) {
	l := pick([]locale{locByID("es"), locByID("pt-BR"), locByID("it"), locByID("nl"), locByID("de"), locByID("fr")})
	p := newPerson(l)
	a := pick(airlines)
	b.t(pick([]string{"Hola! ", "Oi, ", "Ciao, ", "Hoi, ", "Servus, ", "Coucou, "}))
	b.t("booked ").k(flight(a)).t(" for ").k(rdate().any()).t(", ").k(price()).t(" — ")
	b.t(pick([]string{"pero el hotel no tiene mi reserva ", "mas o hotel não achou a reserva ", "ma l'hotel non trova la prenotazione ", "maar het hotel kan de boeking niet vinden ", "aber das Hotel findet die Buchung nicht ", "mais l'hôtel ne trouve pas la réservation "}))
	b.k(lk(10)).t(". ")
	if !b.clean {
		b.t(pick([]string{"mi número: ", "meu número é ", "il mio numero ", "mijn nummer ", "meine Nummer: ", "mon numéro : "})).ph(p.phone())
		if chance(0.4) {
			b.t(" / ").em(p.email())
		}
	} else {
		b.t("seat ").k(seat()).t(", gate ").k(pick([]string{"A", "B", "C", "D"}) + fmt.Sprint(rint(1, 60)))
	}
}

func templates() []tmpl {
	return []tmpl{
		{"gds_amadeus_pnr", amadeusPNR}, {"gds_sabre_pnr", sabrePNR}, {"bcbp_decode", bcbp}, {"hotel_confirmation", hotelConf},
		{"guest_folio", folio}, {"ota_booking_notice", otaBooking}, {"ota_expedia_itinerary", expedia}, {"car_rental_agreement", carRental},
		{"agent_email", agentEmail}, {"whatsapp_export", whatsapp}, {"tour_manifest_csv", manifestCSV}, {"esta_help", esta},
		{"lost_luggage", luggage}, {"loyalty_message", loyalty}, {"concierge_log", concierge}, {"cruise_booking", cruise},
		{"train_ticket", train}, {"kb_query", kbQuery}, {"channel_api_curl", curlAPI}, {"webhook_json", webhook},
		{"pms_log", pmsLog}, {"visa_letter", visaLetter}, {"rooming_list_tsv", roomingList}, {"refund_request", refund},
		{"card_auth_form", cardAuth}, {"transfer_voucher", transfer}, {"insurance_claim", insurance}, {"sms_notification", smsNotif},
		{"review_reply", reviewReply}, {"fare_rules", fareRules}, {"env_config", envConfig}, {"ticket_display", ticketDisplay},
		{"seat_change", seatChange}, {"tour_voucher", tourVoucher}, {"ja_ryokan", jaRyokan}, {"zh_ota_order", zhOrder},
		{"ko_booking", koBooking}, {"ar_booking", arBooking}, {"th_tour", thTour}, {"tr_otel", trOtel}, {"ru_chat", ruChat},
		{"slack_thread", slackThread}, {"airbnb_message", airbnbMsg}, {"tmc_invoice", tmcInvoice}, {"pnr_history", pnrHistory},
		{"ics_event", ics}, {"w9_commission", w9}, {"staff_signature", signature}, {"mixed_language_chat", mixedLang}, {"lookalike_prose", lookalikeProse},
	}
}
