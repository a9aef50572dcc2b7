package main

import (
	"fmt"
	"strings"
)

func tCardSupportDE(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, DE, AT, CH})
	p := c.Person(r)
	br := pick(r, []Brand{Visa, MC, Visa, MC, Amex})
	n := br.Gen(r)
	b.W(b.Pick("Hallo liebes Support-Team,\n", "Guten Tag,\n", "Hallo,\n"))
	switch r.Intn(3) {
	case 0:
		b.W("meine ", br.Name, " Kreditkarte ", Cc(CardFmt(r, n)), " (gültig bis ", K(expiry(r)), ") wurde nach einer Zahlung über ", K(Amount(r, "DE", 900)), " gesperrt. ")
	case 1:
		b.W("die Abbuchung vom ", K(DateDE(r)), " über ", K(Amount(r, "DE", 900)), " auf meiner Karte ", Cc(CardFmt(r, n)), " kenne ich nicht. Bitte Karte sperren! ")
	default:
		b.W("ich habe eine neue Karte bekommen, Kartennummer: ", Cc(n), ", Ablaufdatum ", K(expiry(r)), ". Die alte Karte endete auf ", K(fmt.Sprintf("%04d", r.Intn(10000))), ". ")
	}
	b.W("Mein Girokonto: ", K(IBAN(r, c.Code, true)), ".\nRückruf bitte unter ", Ph(Mob(r, c, Any)), ".\n\nDanke, ", p.Full)
}

func tCardSupportFR(b *B) {
	r := b.r
	c := pick(r, []*Country{FR, FR, BE, LU})
	p := c.Person(r)
	br := pick(r, []Brand{Visa, MC, Visa})
	n := br.Gen(r)
	b.W("Bonjour,\n")
	switch r.Intn(3) {
	case 0:
		b.W("ma carte bancaire (CB ", br.Name, ") n° ", Cc(CardFmt(r, n)), " a été avalée par le distributeur ce matin. Date d'expiration ", K(expiry(r)), ". ")
	case 1:
		b.W("je conteste le paiement de ", K(Amount(r, "FR", 900)), " du ", K(DateSlash(r)), " sur ma carte ", Cc(CardFmt(r, n)), ". Merci de faire opposition. ")
	default:
		b.W("voici le numéro de carte pour la réservation : ", Cc(n), ", exp. ", K(expiry(r)), ". ")
	}
	b.W("Mon RIB : ", K(IBAN(r, c.Code, true)), ".\nVous pouvez me joindre au ", Ph(Mob(r, c, Nat)), ".\n", p.Full)
}

func tDankort(b *B) {
	r := b.r
	p := DK.Person(r)
	n := Dankort.Gen(r)
	name := "Dankort"
	if b.Chance(0.3) {
		n = cardWith(r, "4571", 16)
		name = "Visa/Dankort"
	}
	b.W("Hej ", b.Pick("Danske Bank", "Nordea", "Jyske Bank", "Sydbank"), ",\nMit ", name, " ", Cc(group(n, []int{4, 4, 4, 4}, b.Pick(" ", "", "-"))), " blev afvist i ", b.Pick("Netto", "Føtex", "Bilka", "7-Eleven"), " i går (", K(Amount(r, "DK", 900)), "). ")
	b.W("Reg.nr. ", K(dg(r, 4)), " kontonr. ", K(dgNZ(r, 10)), ". Ring gerne på ", Ph(Mob(r, DK, Any)), " eller skriv til ", Em(p.FreeMail(r)), ".\nMvh ", p.Full)
}

func tBlik(b *B) {
	r := b.r
	p := PL.Person(r)
	q := PL.Person(r)
	b.W(b.Pick("Hej ", "Cześć "), q.Given, ", ", b.Pick("oddaję za bilety", "zwrot za pizzę", "za prezent dla mamy"), " – ", K(Amount(r, "PL", 400)), ". ")
	b.W("Przelew BLIK na telefon poszedł na ", Ph(Mob(r, PL, Any)), ", tytuł: ", K(fmt.Sprintf("zwrot %s", DateDE(r))), ". ")
	if b.Chance(0.5) {
		n := pick(r, []Brand{Visa, MC}).Gen(r)
		b.W("Jakby nie doszło, to podaj numer karty, u mnie jest ", Cc(CardFmt(r, n)), ", ważna do ", K(expiry(r)), ". ")
	} else {
		b.W("Jakby nie doszło, mój numer konta: ", K(IBAN(r, "PL", true)), ". ")
	}
	b.W("Kod BLIK ", dg(r, 3), " ", dg(r, 3), " już nieaktualny :) ", p.Given)
}

func tAdyenLog(b *B) {
	r := b.r
	br := EUBrand(r)
	n := br.Gen(r)
	psp := "88" + dg(r, 14)
	ref := fmt.Sprintf("ORD-%d-%06d", 2025, r.Intn(1000000))
	b.W(K(TS(r)), " INFO  [", b.Pick("payment-svc", "checkout-api", "adyen-adapter"), "-", rs(r, lowerAN, 5), "] c.s.p.AdyenClient - /payments request ")
	switch r.Intn(2) {
	case 0:
		b.W(`{"merchantAccount":"`, b.Pick("ShopDE_ECOM", "FashionEU", "TicketsNL"), `","reference":"`, K(ref), `","amount":{"currency":"EUR","value":`, itoa(100+r.Intn(50000)), `},"paymentMethod":{"type":"scheme","number":"`, Cc(n), `","expiryMonth":"`, fmt.Sprintf("%02d", 1+r.Intn(12)), `","expiryYear":"20`, itoa(26+r.Intn(6)), `","holderName":"`, anyCountry(r).Person(r).Full, `"}}`)
		b.W("\n", K(TS(r)), " INFO  response resultCode=Authorised pspReference=", K(psp), " authCode=", K(dg(r, 6)))
	default:
		b.W("reference=", K(ref), " card.number=", Cc(n), " card.expiry=", K(expiry(r)), " bin=", n[:6], " amount=", itoa(100+r.Intn(50000)), " EUR\n")
		b.W(K(TS(r)), " WARN  Refused pspReference=", K(psp), " refusalReason=\"", b.Pick("Not enough balance", "CVC Declined", "Expired Card", "Issuer Unavailable"), "\"")
	}
}

func tStripeForm(b *B) {
	r := b.r
	n := EUBrand(r).Gen(r)
	b.W(b.Pick("Why does this fail with card_declined?\n\n", "Stripe returns 402 for this request, any idea?\n\n", "Warum bekomme ich hier card_declined?\n\n"))
	b.W("POST /v1/payment_methods\n", "type=card&card[number]=", Cc(n), "&card[exp_month]=", itoa(1+r.Intn(12)), "&card[exp_year]=", itoa(2026+r.Intn(5)), "&billing_details[email]=", Em(anyCountry(r).Person(r).FreeMail(r)))
	b.W("\n\nResponse: {\"error\":{\"code\":\"card_declined\",\"decline_code\":\"", b.Pick("generic_decline", "insufficient_funds", "do_not_honor"), "\",\"request_log_url\":\"https://dashboard.stripe.com/logs/", K("req_"+mixed(r, alnum, 14)), "\"}}")
}

func tHotelBooking(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, FR, IT, AT, CH, NL, UK, HR, SI})
	p := anyCountry(r).Person(r)
	br := pick(r, []Brand{Visa, MC, Amex, Diners, JCB, Discover, Maestro})
	n := br.Gen(r)
	conf := fmt.Sprintf("%d.%03d.%03d.%03d", 1+r.Intn(9), r.Intn(1000), r.Intn(1000), r.Intn(1000))
	b.W("Booking confirmation ", K(conf), " – PIN ", dg(r, 4), "\n")
	city, _ := c.City(r)
	b.W(b.Pick("Hotel ", "Boutique Hotel ", "Hotel Garni ", "Aparthotel "), pick(r, []string{"Alpenrose", "Seeblick", "Bellevue", "Central", "Am Dom", "Le Marais", "Canal View", "Villa Maria", "Adria", "Zum Löwen", "Krone"}), ", ", c.Street(r), ", ", city, "\n")
	b.W("Check-in ", K(DateSlash(r)), " from 15:00 · 2 nights · total ", K(Amount(r, c.Code, 900)), "\n")
	b.W("Guest: ", p.Full, " · ", Em(p.FreeMail(r)), " · ", Ph(Mob(r, p.C, Intl)), "\n")
	b.W("Guarantee: ", br.Name, " ", Cc(CardFmt(r, n)), " exp ", K(expiry(r)), "\n")
	b.W("Free cancellation until ", K(DateSlash(r)), " 23:59.")
}

func tCardCSV(b *B) {
	r := b.r
	sep := b.Pick(";", ",")
	b.W("order_id", sep, "customer", sep, "email", sep, "card_number", sep, "exp", sep, "amount\n")
	rows := 2 + r.Intn(3)
	for i := 0; i < rows; i++ {
		p := anyCountry(r).Person(r)
		n := EUBrand(r).Gen(r)
		amt := fmt.Sprintf("%d,%02d", 5+r.Intn(800), r.Intn(100))
		if sep == "," {
			amt = fmt.Sprintf("%d.%02d", 5+r.Intn(800), r.Intn(100))
		}
		b.W(K(itoa(400000+r.Intn(100000))), sep, p.Full, sep, Em(p.FreeMail(r)), sep, Cc(n), sep, fmt.Sprintf("%02d/%02d", 1+r.Intn(12), 26+r.Intn(6)), sep, amt)
		if i < rows-1 {
			b.W("\n")
		}
	}
}

func tSwishVipps(b *B) {
	r := b.r
	c := pick(r, []*Country{SE, NO, DK, FI})
	p := c.Person(r)
	switch c.Code {
	case "SE":
		b.W("Hej! Matkassen blev ", K(Amount(r, "SE", 900)), " per person. Swisha till mig på ", Ph(Mob(r, c, Nat)), ". ")
		b.W("Föreningens avgift betalas till Swish-nummer ", K("123 "+dg(r, 3)+" "+dg(r, 2)+" "+dg(r, 2)), " (märk med ", K("medlem "+dg(r, 4)), "). /", p.Given)
	case "NO":
		b.W("Hei alle! Hytteturen kostet ", K(Amount(r, "NO", 3000)), " per hode. Vipps til ", Ph(Mob(r, c, Any)), " innen fredag, merk med navn. Spørsmål? Send SMS. Hilsen ", p.Given)
	case "DK":
		b.W("Hej! Billetterne kostede ", K(Amount(r, "DK", 900)), " stk. MobilePay til ", Ph(Mob(r, c, Any)), " (", p.Full, "). Box-nummer til klubben er ", K(dg(r, 5)), ".")
	default:
		b.W("Moi! Mökkireissu maksoi ", K(fmt.Sprintf("%d,%02d €", 20+r.Intn(300), r.Intn(100))), ". MobilePay numeroon ", Ph(Mob(r, c, Nat)), " tai tilille ", K(IBAN(r, "FI", true)), ". t. ", p.Given)
	}
}

func tSepaContact(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, NL, BE, FR, IT, LU, FI, SI, SK})
	p := c.Person(r)
	co := c.Company(r)
	b.W(b.Pick("SEPA-Überweisung", "SEPA-Echtzeitüberweisung", "Auslandsüberweisung (SEPA)"), " ausgeführt am ", K(DateDE(r)), "\n")
	b.W("Empfänger: ", co.Name, "\nIBAN: ", K(IBAN(r, c.Code, true)), "\nBIC: ", K(BIC(r, c.Code)), "\nBetrag: ", K(Amount(r, "DE", 5000)), "\n")
	b.W("Verwendungszweck: ", K(fmt.Sprintf("RG %d/%05d", 2025, r.Intn(100000))), " Kd-Nr ", K(dgNZ(r, 7)), "\n")
	b.W("End-to-End-Ref.: ", K(fmt.Sprintf("NOTPROVIDED-%s", rs(r, upperAN, 10))), "\n")
	b.W("Avis an: ", Em(p.WorkMail(r, co)), b.Pick(" · Rückfragen ", " / Tel. "), Ph(Land(r, c, Any)))
}

func tCardChat(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, NL, SE, IT, FR, UK, IE, PL})
	a := c.Person(r)
	bb := c.Person(r)
	n := pick(r, []Brand{Visa, MC, Amex, Maestro}).Gen(r)
	d := DateSlash(r)
	h := 7 + r.Intn(14)
	t1 := fmt.Sprintf("%02d:%02d", h, r.Intn(30))
	t2 := fmt.Sprintf("%02d:%02d", h, 30+r.Intn(30))
	b.W("[", K(d), " ", t1, "] ", a.Given, ": ")
	switch c.Code {
	case "DE":
		b.W("kannst du mir nochmal die Kartennummer für die Ferienwohnung schicken?\n[", d, " ", t2, "] ", bb.Given, ": ", Cc(CardFmt(r, n)), " gültig bis ", K(expiry(r)), ", Prüfnummer schick ich separat")
	case "NL":
		b.W("stuur je even de creditcard voor het hotel?\n[", d, " ", t2, "] ", bb.Given, ": ", Cc(CardFmt(r, n)), " geldig t/m ", K(expiry(r)))
	case "SE":
		b.W("kan du skicka kortnumret till bokningen?\n[", d, " ", t2, "] ", bb.Given, ": ", Cc(CardFmt(r, n)), " giltigt t.o.m. ", K(expiry(r)))
	case "IT":
		b.W("mi mandi il numero della carta per il B&B?\n[", d, " ", t2, "] ", bb.Given, ": ", Cc(CardFmt(r, n)), " scad. ", K(expiry(r)))
	case "FR":
		b.W("tu peux m'envoyer le numéro de carte pour la location ?\n[", d, " ", t2, "] ", bb.Given, ": ", Cc(CardFmt(r, n)), " exp ", K(expiry(r)))
	case "PL":
		b.W("podeślesz numer karty do rezerwacji?\n[", d, " ", t2, "] ", bb.Given, ": ", Cc(CardFmt(r, n)), " ważna do ", K(expiry(r)))
	default:
		b.W("can you send me the card number for the Airbnb again?\n[", d, " ", t2, "] ", bb.Given, ": ", Cc(CardFmt(r, n)), " exp ", K(expiry(r)), " x")
	}
	_ = strings.TrimSpace
}
