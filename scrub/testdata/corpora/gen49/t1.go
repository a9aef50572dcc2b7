package main

import (
	"fmt"
	"strings"
)

var ccode = map[string]string{"en-US": "1", "en-GB": "44", "de": "49", "fr": "33", "es": "34", "it": "39", "pt-BR": "55", "nl": "31", "ja": "81", "zh": "86", "ko": "82", "ar": "971", "th": "66", "tr": "90", "ru": "7"}

func onlyDigits(s string) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

// E.164 digits without plus, as written in SSR CTCM
func e164(l locale, ph string) string {
	d := onlyDigits(strings.Replace(ph, "(0)", "", 1))
	switch {
	case strings.HasPrefix(ph, "+"):
		return d
	case strings.HasPrefix(ph, "00"):
		return d[2:]
	case l.id == "ru" && strings.HasPrefix(d, "8"):
		return "7" + d[1:]
	case l.id == "it":
		return "39" + d
	case strings.HasPrefix(d, "0"):
		return ccode[l.id] + d[1:]
	case l.id == "en-US" && strings.HasPrefix(d, "1"):
		return d
	}
	return ccode[l.id] + d
}

func ctce(e string) string {
	e = strings.ToUpper(e)
	e = strings.ReplaceAll(e, "_", "..")
	e = strings.ReplaceAll(e, "-", "./")
	e = strings.ReplaceAll(e, "@", "//")
	return e
}

func rloc() locale { return pick(locales) }
func office(a airline) string {
	return pick([]string{"LON", "FRA", "PAR", "MAD", "ROM", "NYC", "TYO", "SHA", "SEL", "DXB", "BKK", "IST", "MOW", "AMS", "SAO"}) + a.code + fmt.Sprintf("%02d", rint(1, 99)) + alnum(2, "ABCDEFGH")
}

func amadeusPNR(b *B) {
	a := pick(airlines)
	l := rloc()
	p := newPerson(l)
	p2 := newPerson(l)
	loc := pnr()
	d := rdate()
	from, to := a.hub, pick(airports)
	if from == to {
		to = "JFK"
	}
	off := office(a)
	n := 1
	if chance(0.5) {
		b.t("RT").k(loc).t("\n")
	}
	b.tf("RP/%s/%s            %s/SU  ", off, off, alnum(2, up)).k(d.plus(-20).gdsY()).tf("/%sZ   ", hhmm()).k(loc).t("\n")
	b.tf("  1.%s   2.%s\n", p.gds(), p2.gds())
	fl := fmt.Sprintf("%s%4d", a.code, rint(1, 999))
	b.t("  3  ").k(fl).tf(" Y %s %d %s%s HK2  %s %s   *1A/E*\n", d.gds(), rint(1, 7), from, to, hhmm(), hhmm())
	n = 4
	ph := p.phone()
	eml := p.email()
	if !b.clean {
		switch r.IntN(3) {
		case 0:
			b.tf("  %d AP %s ", n, off[:3]).ph(ph).t(" - H\n")
		case 1:
			b.tf("  %d APM-", n).ph(ph).t("\n")
		default:
			b.tf("  %d AP ", n).ph(ph).t("/P1\n")
		}
		n++
		if chance(0.6) {
			b.tf("  %d APE-", n).em(strings.ToUpper(eml)).t("\n")
			n++
		}
	} else {
		b.tf("  %d AP %s %s TRAVEL OFFICE\n", n, off[:3], a.code)
		n++
	}
	b.tf("  %d TK OK%s/%s\n", n, d.plus(-20).gds(), off)
	n++
	pp := passport(l.cc)
	b.tf("  %d SSR DOCS %s HK1 P/%s/", n, a.code, l.cc).k(pp).tf("/%s/%02d%s%02d/%s/%s/%s/%s/P1\n", l.cc, rint(1, 28), months[r.IntN(12)], rint(50, 99), pick([]string{"M", "F"}), rdate().plus(300).gdsY(), strings.Split(p.gds(), "/")[0], strings.ToUpper(p.rf))
	n++
	if !b.clean {
		if chance(0.8) {
			b.tf("  %d SSR CTCM %s HK1/", n, a.code).ph(e164(l, ph)).t("/P1\n")
			n++
		}
		if chance(0.7) {
			b.tf("  %d SSR CTCE %s HK1/", n, a.code).em(ctce(p2.email())).t("/P2\n")
			n++
		}
	} else {
		b.tf("  %d SSR CTCR %s HK1/REFUSED/P1\n", n, a.code)
		n++
	}
	tk := a.num + "-" + lk(10)
	b.tf(" %2d FA PAX ", n).k(tk).tf("/ET%s/", a.code).k(strings.ReplaceAll(strings.ReplaceAll(price(), " ", ""), ",", "")).tf("/%s/%s/%s/S3/P1\n", d.plus(-20).gdsY(), off, lk(8))
	n++
	if !b.clean {
		is, _ := card()
		c := cardNum(is)
		b.tf(" %2d FP CC%s", n, is.gds).cc(c).tf("/%s*CV/A%s\n", strings.ReplaceAll(expiry(), "/", ""), digits(6))
	} else {
		is := pick(issuers)
		b.tf(" %2d FP CC%s", n, is.gds).k("XXXXXXXXXXXX"+digits(4)).tf("/%s\n", strings.ReplaceAll(expiry(), "/", ""))
	}
	b.t(">\n")
	b.t(pick([]string{"why does the FA line not show for P2? queue says TTP failed",
		"pls check if the DOCS is correct before ticketing, pax says name order wrong",
		"customer wants to split P2 out, how do I do SP without losing the FA?",
		"can you explain the error CHECK FORM OF PAYMENT on TTP?",
		"Was bedeutet HK2 hier und warum ist das Ticket nicht ausgestellt?",
		"est-ce que je peux rajouter un FQTV sur ce dossier ?"}))
}

func sabrePNR(b *B) {
	a := pick([]airline{airlines[15], airlines[16], airlines[17], airlines[0], airlines[7], airlines[2]})
	l := pick([]locale{locByID("en-US"), locByID("en-US"), locByID("en-GB"), locByID("es"), locByID("pt-BR")})
	p := newPerson(l)
	loc := pnr()
	d := rdate()
	b.t("*").k(loc).t("«\n")
	b.tf(" 1.1%s\n", p.gds())
	b.t(" 1 ").k(fmt.Sprintf("%s%4d", a.code, rint(100, 2999))).tf("Y %s %d %s%s HK1  %s  %s  /DC%s*%s /E\n", d.gds(), rint(1, 7), a.hub, pick(airports), hhmm(), hhmm(), a.code, alnum(6, up))
	b.tf("TKT/TIME LIMIT\n  1.TAW%s/\n", d.plus(-3).gds())
	b.t("PHONES\n")
	city := pick([]string{"NYC", "ATL", "SFO", "MIA", "LON", "MAD", "SAO"})
	if !b.clean {
		ph := p.phone()
		b.tf("  1.%s", city).ph(ph).t("-" + pick([]string{"H", "M", "B"}) + "\n")
		if chance(0.4) {
			b.tf("  2.%s", city).ph(p.phone()).t("-B\n")
		}
	} else {
		b.tf("  1.%s%s TRAVEL-A\n", city, pick([]string{"ACME", "GLOBETROT", "VIAJES SOL"}))
	}
	if !b.clean && chance(0.7) {
		b.t("PASSENGER EMAIL DATA EXISTS  *PE TO DISPLAY ALL\n")
		b.t("*PE\n  1.").em(strings.ToUpper(p.email())).t("¥\n")
	}
	b.t("PASSENGER DETAIL FIELD EXISTS - USE PD TO DISPLAY\n")
	b.t("TICKET RECORD - NOT PRICED\nGENERAL FACTS\n")
	pp := passport(l.cc)
	b.tf("  1.SSR DOCS %s HK1/P/%s/", a.code, l.cc).k(pp).tf("/%s/%s/M/%s/%s\n", l.cc, rdate().plus(-9000%28).gdsY(), rdate().gdsY(), strings.Split(p.gds(), " ")[0])
	if !b.clean && chance(0.5) {
		b.tf("  2.SSR CTCE %s HK1/", a.code).em(ctce(p.email())).t("\n")
	}
	b.tf("  3.OSI %s CTCT NYC ", a.code).k(pick([]string{"212 ", "646 "}) + "TRAVEL DESK").t("\n")
	b.t("RECEIVED FROM - PAX\n").tf("%s.%s*A%s %s/%s %s\n", alnum(4, up), alnum(4, up), alnum(2, up), hhmm(), d.plus(-5).gdsY(), loc)
	b.t(pick([]string{"\nHow do I add a second FOP to this record?", "\nagent note: pax called, wants aisle. seat map shows only middle left", "\nWhy is my TAW queueing this PNR to Q50 every night?", "\n¿cómo cambio el teléfono de contacto sin romper el ticket?"}))
}

func bcbp(b *B) {
	a := pick(airlines)
	l := rloc()
	p := newPerson(l)
	name := strings.ToUpper(strings.ReplaceAll(p.rl, " ", "")) + "/" + strings.ToUpper(p.rf)
	if len(name) > 20 {
		name = name[:20]
	}
	from, to := a.hub, pick(airports)
	fl := fmt.Sprintf("%04d", rint(1, 2999))
	st := seat()
	jd := rint(1, 365)
	s := fmt.Sprintf("M1%-20sE%-7s%s%s%-3s %-5s%03d%s%04s%05d 1%s", name, pnr(), from, to, a.code, fl, jd, pick([]string{"Y", "J", "M", "W"}), fmt.Sprintf("%03s", st), rint(1, 300), pick([]string{"00", "4A", "5E"}))
	if chance(0.5) {
		s += fmt.Sprintf(">5181W %03d%s%s 2A%s%s 0    %s %s", jd, alnum(1, "BA"), a.code, a.num, lk(10), a.code, lk(8))
	}
	b.t(pick([]string{"Scanned this from my boarding pass, what do the fields mean?\n", "BCBP raw from gate reader (decode pls):\n", "el código de barras de mi tarjeta de embarque dice:\n", "Bordkarte Barcode-Inhalt:\n", "搭乗券のバーコード:\n"}))
	b.k(s).t("\n")
	b.t("Flight ").k(a.code+" "+strings.TrimLeft(fl, "0")).t(", seat ").k(st).t(", day-of-year ").tf("%03d", jd).t(".\n")
	if !b.clean {
		switch r.IntN(3) {
		case 0:
			b.t("If anything is wrong pls text me on ").ph(p.phone()).t(" before boarding")
		case 1:
			b.t("Send the corrected pass to ").em(p.email())
		default:
			b.t("my mobile ").ph(p.phone()).t(" / mail ").em(p.email())
		}
	} else {
		b.t(pick([]string{"Is the 'E' the e-ticket indicator?", "Why is the sequence number 5 digits?", "gate closes ", "Boarding group 3"}))
	}
}

type hotelLabels struct {
	dear, conf, in, out, room, guest, tel, mail, card, total, note, thanks string
}

var hl = map[string]hotelLabels{
	"en": {"Dear", "Confirmation number", "Check-in", "Check-out", "Room", "Guest", "Phone", "Email", "Guaranteed with", "Total", "Special requests", "We look forward to welcoming you."},
	"de": {"Sehr geehrte/r", "Buchungsnummer", "Anreise", "Abreise", "Zimmer", "Gast", "Telefon", "E-Mail", "Garantiert mit Kreditkarte", "Gesamtbetrag", "Wünsche", "Wir freuen uns auf Ihren Besuch."},
	"fr": {"Cher/Chère", "Numéro de confirmation", "Arrivée", "Départ", "Chambre", "Client", "Tél.", "Courriel", "Garantie par carte", "Total TTC", "Demandes particulières", "Au plaisir de vous accueillir."},
	"es": {"Estimado/a", "Número de reserva", "Entrada", "Salida", "Habitación", "Huésped", "Teléfono", "Correo", "Garantizada con tarjeta", "Total", "Peticiones", "Le esperamos."},
	"it": {"Gentile", "Numero di prenotazione", "Arrivo", "Partenza", "Camera", "Ospite", "Tel.", "Email", "Garanzia carta di credito", "Totale", "Richieste", "La aspettiamo."},
	"pt": {"Prezado(a)", "Número da reserva", "Check-in", "Check-out", "Quarto", "Hóspede", "Telefone", "E-mail", "Garantia cartão", "Total", "Pedidos especiais", "Aguardamos sua chegada."},
	"nl": {"Beste", "Reserveringsnummer", "Aankomst", "Vertrek", "Kamer", "Gast", "Tel", "E-mail", "Gegarandeerd met creditcard", "Totaal", "Verzoeken", "Tot ziens!"},
	"ja": {"様", "予約番号", "チェックイン", "チェックアウト", "部屋番号", "宿泊者", "電話番号", "メールアドレス", "クレジットカード保証", "合計", "ご要望", "ご来館を心よりお待ちしております。"},
	"zh": {"尊敬的", "订单号", "入住", "退房", "房间", "住客", "手机", "邮箱", "信用卡担保", "总价", "特殊要求", "期待您的光临。"},
	"ko": {"님", "예약번호", "체크인", "체크아웃", "객실", "투숙객", "연락처", "이메일", "신용카드 보증", "합계", "요청사항", "방문을 기다리겠습니다."},
	"ar": {"عزيزي", "رقم التأكيد", "الوصول", "المغادرة", "الغرفة", "الضيف", "هاتف", "البريد الإلكتروني", "مضمون ببطاقة", "الإجمالي", "طلبات خاصة", "نتطلع لاستقبالكم."},
	"th": {"เรียนคุณ", "หมายเลขการจอง", "เช็คอิน", "เช็คเอาท์", "ห้อง", "ผู้เข้าพัก", "โทร", "อีเมล", "ค้ำประกันด้วยบัตร", "รวม", "คำขอพิเศษ", "ขอบคุณค่ะ"},
	"tr": {"Sayın", "Rezervasyon numarası", "Giriş", "Çıkış", "Oda", "Misafir", "Tel", "E-posta", "Kredi kartı garantili", "Toplam", "Özel istekler", "Sizi ağırlamayı sabırsızlıkla bekliyoruz."},
	"ru": {"Уважаемый(ая)", "Номер бронирования", "Заезд", "Выезд", "Номер", "Гость", "Тел.", "Эл. почта", "Гарантия картой", "Итого", "Пожелания", "Ждём вас!"},
}

func langOf(l locale) string {
	switch l.id {
	case "en-US", "en-GB":
		return "en"
	case "pt-BR":
		return "pt"
	}
	return l.id
}

func localDate(l locale, d date) string {
	switch l.id {
	case "en-US":
		return pick([]string{d.us(), d.enUS()})
	case "en-GB":
		return pick([]string{d.eu(), d.en()})
	case "de", "ru", "tr":
		return d.de()
	case "ja", "zh":
		return pick([]string{d.ja(), d.iso()})
	case "ko":
		return pick([]string{fmt.Sprintf("%d년 %d월 %d일", d.y, d.m, d.d), d.iso()})
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d.d, d.m, d.y)
	}
	return pick([]string{d.eu(), d.iso()})
}

func hotelConf(b *B) {
	l := rloc()
	lb := hl[langOf(l)]
	p := newPerson(l)
	h := pick(hotels)
	d := rdate()
	n := rint(1, 9)
	conf := pick([]string{lk(8), lk(10), alnum(3, up) + lk(7), lk(4) + "-" + lk(6)})
	if langOf(l) == "ja" || langOf(l) == "ko" {
		b.t(p.name() + " " + lb.dear + "\n\n")
	} else {
		b.t(lb.dear + " " + p.name() + ",\n\n")
	}
	b.t(h + "\n")
	b.t(lb.conf + ": ").k(conf).t("\n")
	b.t(lb.in + ": ").k(localDate(l, d)).t(" " + pick([]string{"15:00", "14:00", "3:00 PM", "ab 15 Uhr", "à partir de 15h"}) + "\n")
	b.t(lb.out + ": ").k(localDate(l, d.plus(n))).t("\n")
	b.t(lb.room + ": ").k(room()).t(" – " + pick([]string{"Deluxe King", "Superior Double", "Junior Suite", "Twin Room City View", "和室 10畳", "Executive Club"}) + "\n")
	b.t(lb.guest + ": " + p.name() + "\n")
	if !b.clean {
		b.t(lb.tel + ": ").ph(p.phone()).t("\n")
		if chance(0.8) {
			b.t(lb.mail + ": ").em(p.email()).t("\n")
		}
		if chance(0.45) {
			is, c := card()
			b.t(lb.card + ": " + is.name + " ").cc(c).t(" exp " + expiry() + "\n")
		} else {
			is := pick(issuers)
			b.t(lb.card + ": " + is.name + " ").k(masked(is)).t("\n")
		}
	} else {
		is := pick(issuers)
		b.t(lb.card + ": " + is.name + " ").k(masked(is)).t("\n")
	}
	b.t(lb.total + ": ").k(price()).t("\n")
	b.t(lb.note + ": " + pick([]string{"late arrival ~23:30", "cot for infant", "high floor, away from lift", "airport pickup flight ", "anniversary – champagne", "禁煙ルーム希望"}) + "\n\n")
	b.t(lb.thanks + "\n")
	if chance(0.5) {
		b.t("\n-- \n" + h + " · Reservations\n")
		if !b.clean {
			b.t("T ").ph(locByID(l.id).phone()).t(" | ").em(bizEmail(h)).t("\n")
		} else {
			b.t("Reception 24/7 · ").k("Rate code " + alnum(3, up) + fmt.Sprint(rint(1, 9))).t("\n")
		}
	}
}

func folio(b *B) {
	l := rloc()
	p := newPerson(l)
	h := pick(hotels)
	d := rdate()
	rm := room()
	fn := lk(7)
	b.t(strings.ToUpper(h) + "\nGUEST FOLIO / INFORMATION INVOICE\n\n")
	b.t("Folio No.: ").k(fn).t("    Room: ").k(rm).t("    Arrival: ").k(d.eu()).t("  Departure: ").k(d.plus(3).eu()).t("\n")
	b.t("Guest: " + strings.ToUpper(p.roman()) + "\n")
	if !b.clean && chance(0.6) {
		b.t("Address/contact: ").ph(p.phone()).t("  ").em(p.email()).t("\n")
	}
	b.t("\nDate        Description                 Ref          Amount\n")
	b.t("----------  --------------------------  -----------  ---------\n")
	for i := 0; i < rint(3, 6); i++ {
		dd := d.plus(i % 3)
		desc := pick([]string{"Accommodation", "Breakfast", "Minibar", "Room Service", "City Tax", "Spa – Massage 60'", "Laundry", "Parking", "Restaurant Outlet 2"})
		ref := lk(6)
		b.tf("%s  %-26s  ", dd.eu(), desc).k(ref).tf("       %7d.%02d\n", rint(5, 450), rint(0, 99))
	}
	is, c := card()
	b.t("\nPayment ")
	if !b.clean {
		b.t(is.name + " ").cc(c).t("  Auth " + alnum(6, "0123456789ABCDEF") + "\n")
	} else {
		b.t(is.name + " ").k(masked(is)).t("  Auth ").k(alnum(6, "0123456789ABCDEF")).t("\n")
	}
	b.t("Balance ").k("0.00").t("\nVAT No. ").k(pick([]string{"DE" + lk(9), "GB" + lk(9), "FR" + lk(11), "IT" + lk(11)})).t("\n")
	b.t(pick([]string{"\nguest disputes minibar charge, can I void it after night audit?", "\nCan you split this folio between company and guest?", "\nWhy does the city tax show twice?", ""}))
}
