package main

import "fmt"

func lookalikeProse(b *B) {
	a := pick(airlines)
	vs := []func(){
		func() { b.t("When you call the hotel, quote booking number ").k(lk(10)).t(" and PIN ").k(nd(4)).t(".") },
		func() { b.t("my Flying Blue number is ").k(lk(10)).t(", can you add it to ").k(pnr()).t("?") },
		func() {
			b.t("Hilton Honors # ").k(lk(3) + " " + lk(3) + " " + lk(3)).t(" – points from stay ").k(rdate().us()).t(" missing")
		},
		func() {
			b.t("Bag tag ").k(a.num + " " + lk(6)).t(" scanned at ").k(pick(airports)).t(" ").k(rdate().gds() + " " + hhmm()).t(", not loaded on ").k(flight(a))
		},
		func() { b.t("ticket number ").k(a.num + lk(10)).t(" – phone agent said it's void?") },
		func() {
			b.t("Call centre hours ").k("08:00–20:00").t(", reference ").k(lk(9)).t(", queue ").k("Q" + fmt.Sprint(rint(1, 99)))
		},
		func() {
			b.t("US visa control number ").k("2026" + lk(10)).t(", annotation ").k(alnum(1, "ABCDEFGHJ") + lk(4)).t(", valid until ").k(rdate().plus(100).eu())
		},
		func() {
			b.t("Tel. Zimmer ").k(room()).t(" – Gast bittet um Weckruf ").k("06:30").t(", Transfer ").k(rdate().de() + " 07:15")
		},
		func() { b.t("Known Traveler Number ").k(lk(9)).t(" and Redress ").k(lk(7)).t(" added to ").k(pnr()) },
		func() {
			b.t("Miles & More Karte ").k("992 " + lk(3) + " " + lk(4) + " " + lk(4)).t(", Nachtrag Flug ").k(flight(a)).t(" vom ").k(rdate().de())
		},
		func() {
			b.t("Mobile boarding pass sent, seq ").k(fmt.Sprintf("%03d", rint(1, 300))).t(", gate ").k(pick([]string{"A", "B", "C"}) + fmt.Sprint(rint(1, 60))).t(", group ").k(fmt.Sprint(rint(1, 9))).t(", contact the desk at ").k("T" + fmt.Sprint(rint(1, 5)) + " zone " + pick([]string{"D", "E", "F"}))
		},
		func() {
			b.t("IATA ").k(lk(8)).t(" ARC ").k(lk(8)).t(" – BSP report ").k(rdate().iso()).t(" total ").k("1.234.567,89 €")
		},
		func() {
			b.t("confirmation ").k(lk(3) + "-" + lk(3) + "-" + lk(4)).t(" for the rental, called twice, nobody answers")
		},
		func() {
			b.t("ordem de serviço ").k(lk(10)).t(" – ligar pro hotel e informar o número da reserva ").k(lk(8))
		},
	}
	pick(vs)()
	if !b.clean {
		p := newPerson(rloc())
		if chance(0.5) {
			b.t(" (pax contact ").ph(p.phone()).t(")")
		} else {
			b.t(" cc ").em(p.email())
		}
	}
}
