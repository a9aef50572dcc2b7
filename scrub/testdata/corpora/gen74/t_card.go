package main

import (
	"fmt"
	"strings"
)

type cardNet struct {
	name string
	gen  func() string
}

var cardNets = []cardNet{
	{"Visa", func() string {
		if chance(0.05) {
			return luhnFill("4"+digits(5), 19)
		}
		return luhnFill("4"+pick("539", "556", "916", "485", "716", "024", "532", "147", "266", "833")+digits(2), 16)
	}},
	{"Mastercard", func() string {
		if chance(0.3) {
			return luhnFill(fmt.Sprint(between(2221, 2720)), 16)
		}
		return luhnFill("5"+fmt.Sprint(between(1, 5)), 16)
	}},
	{"American Express", func() string { return luhnFill(pick("34", "37"), 15) }},
	{"Discover", func() string { return luhnFill(pick("6011", "65", fmt.Sprint(between(644, 649))), 16) }},
	{"Diners Club", func() string { return luhnFill(pick("36", fmt.Sprint(between(300, 305))), 14) }},
	{"JCB", func() string { return luhnFill(fmt.Sprint(between(3528, 3589)), 16) }},
	{"UnionPay", func() string { return luhnFill("62"+pick("2", "1", "5", "8")+digits(3), pick(16, 16, 19)) }},
	{"Maestro", func() string {
		return luhnFill(pick("5018", "5020", "5038", "6304", "6759", "6761", "6763"), pick(16, 16, 19))
	}},
	{"Mir", func() string { return luhnFill(fmt.Sprint(between(2200, 2204)), 16) }},
	{"RuPay", func() string { return luhnFill(pick("6521", "6522", "5085", "6069"), 16) }},
	{"Elo", func() string { return luhnFill(pick("636368", "504175", "401178", "438935", "451416", "627780"), 16) }},
	{"Troy", func() string { return luhnFill("9792", 16) }},
	{"Verve", func() string { return luhnFill(pick("5061", "5060", "6500"), pick(16, 19)) }},
	{"Hipercard", func() string { return luhnFill("606282", 16) }},
}

func netByName(n string) cardNet {
	for _, c := range cardNets {
		if c.name == n {
			return c
		}
	}
	panic(n)
}

// majorNet picks the networks most texts mention.
func majorNet() cardNet {
	return netByName(pick("Visa", "Visa", "Visa", "Mastercard", "Mastercard", "American Express", "Discover", "JCB", "Diners Club", "UnionPay", "Maestro"))
}

// fmtCard writes d in the grouping printed on cards of its length, with sep.
func fmtCard(d, sep string) string {
	switch len(d) {
	case 15:
		return group(d, sep, 4, 6, 5)
	case 14:
		return group(d, sep, 4, 6, 4)
	case 13:
		return group(d, sep, 4, 4, 5)
	default:
		return group(d, sep, 4, 4, 4, 4)
	}
}

func cardAnyFmt(d string) string {
	return pick(fmtCard(d, " "), fmtCard(d, " "), fmtCard(d, "-"), d)
}

func expiry() string { return fmt.Sprintf("%02d/%02d", between(1, 12), between(25, 31)) }

func cardTemplates() []Tmpl {
	return []Tmpl{
		{"card_support_chat", func(b *B) {
			n := majorNet()
			d := n.gen()
			v := cardAnyFmt(d)
			switch r.Intn(4) {
			case 0:
				b.F("Hi, I was charged twice for order {} ({} each) on my {} {}. Please refund one of them.", Kv(orderNo()), Kv(money()), Tv(n.name), Pv(fC, v))
			case 1:
				b.F("my card got declined again?? {} exp {} — it works everywhere else. cart id {}", Pv(fC, v), Tv(expiry()), Kv(hexl(24)))
			case 2:
				b.F("Customer read the card over chat: {}, billing zip {}. Agent should never ask for this — escalate to {}.", Pv(fC, v), Kv(nz(5)), Kv(ticketNo()))
			default:
				b.F("Can you update the card on file for subscription {} to {}? The old one expired {}.", Kv("sub_"+alnum(14)), Pv(fC, v), Tv(expiry()))
			}
		}},
		{"card_checkout_form", func(b *B) {
			n := majorNet()
			d := n.gen()
			p := anyPerson()
			b.F("Name on card: {}\nCard number: {}\nExpiry: {}\nCVC: {}\nBilling postcode: {}\nAmount: {}", Tv(strings.ToUpper(p.Full())), Pv(fC, cardAnyFmt(d)), Tv(expiry()), Tv(digits(map[bool]int{true: 4, false: 3}[len(d) == 15])), Kv(pick("SW1A 2AA", "94105", "10115", "75008", "2000", "M5V 2T6")), Kv(money()))
		}},
		{"card_gateway_log", func(b *B) {
			d := majorNet().gen()
			switch r.Intn(4) {
			case 0:
				b.F(`{"ts":"{}","level":"debug","msg":"authorize request","pan":"{}","exp":"{}","amount":{},"currency":"{}","merchant_id":"{}"}`, Kv(isoTS()), Pv(fC, d), Tv(fmt.Sprintf("%02d%02d", between(25, 31), between(1, 12))), Kv(fmt.Sprint(between(100, 99999))), Tv(pick("EUR", "USD", "GBP", "BRL")), Kv("MID"+nz(12)))
			case 1:
				b.F("{} ERROR PaymentService: card validation failed cardNumber={} bin={} reason=AVS_MISMATCH orderId={}", Kv(isoTS()), Pv(fC, d), Tv(d[:6]), Kv(nz(10)))
			case 2:
				b.F(`2024/{} [warn] upstream payload: card[number]={}&card[exp_month]={}&card[exp_year]={}&amount={}`, Kv(fmt.Sprintf("%02d/%02d %s", between(1, 12), between(1, 28), rtimes())), Pv(fC, d), Tv(fmt.Sprint(between(1, 12))), Tv(fmt.Sprint(between(2025, 2031))), Kv(fmt.Sprint(between(100, 99999))))
			default:
				b.F("Exception in thread \"main\" com.acme.pay.DeclinedException: Issuer declined PAN {} (RRN {}, STAN {})", Pv(fC, d), Kv(nz(12)), Kv(digits(6)))
			}
		}},
		{"card_track_data", func(b *B) {
			d := netByName(pick("Visa", "Visa", "Mastercard", "Discover", "American Express")).gen()
			p := personOf("en")
			yymm := fmt.Sprintf("%02d%02d", between(25, 31), between(1, 12))
			svc := pick("101", "201", "121")
			if r.Intn(2) == 0 {
				b.F("POS {} swipe raw: %B{}^{}/{}^{}{}{}?", Kv("TID "+nz(8)), Pv(fC, d), Tv(strings.ToUpper(p.Last)), Tv(strings.ToUpper(p.First)), Tv(yymm), Tv(svc), Tv(digits(between(8, 16))))
			} else {
				b.F("track2={};{}={}{}{}? lrc ok, terminal {}", Tv(""), Pv(fC, d), Tv(yymm), Tv(svc), Tv(digits(between(10, 16))), Kv("T"+nz(7)))
			}
		}},
		{"card_masked_and_full", func(b *B) {
			d := majorNet().gen()
			last := d[len(d)-4:]
			mask := pick(strings.Repeat("*", len(d)-4)+last, "**** **** **** "+last, "XXXX-XXXX-XXXX-"+last, "•••• "+last, "ending in "+last)
			switch r.Intn(3) {
			case 0:
				b.F("UI shows card {} but the debug log right below still prints the raw number {} — see line {} of checkout.log", Kv(mask), Pv(fC, d), Kv(fmt.Sprint(between(1000, 9999))))
			case 1:
				b.F("receipt: {} approved {} auth {}\nsupport note: customer confirmed full number {} over phone", Kv(mask), Kv(money()), Kv(upnum(6)), Pv(fC, fmtCard(d, " ")))
			default:
				b.F("masked_pan={} pan={} token={}", Kv(mask), Pv(fC, d), Kv("tok_"+alnum(24)))
			}
		}},
		{"card_csv_transactions", func(b *B) {
			b.T(pick("txn_id,date,card_number,amount,merchant\n", "TransactionID;Datum;Kartennummer;Betrag;Händler\n"))
			sep := ","
			if strings.Contains(b.sb.String(), ";") {
				sep = ";"
			}
			n := between(2, 4)
			for i := 0; i < n; i++ {
				d := majorNet().gen()
				amt := fmt.Sprintf("%d.%02d", between(1, 999), r.Intn(100))
				if sep == ";" {
					amt = strings.Replace(amt, ".", ",", 1)
				}
				b.F("{}"+sep+"{}"+sep+"{}"+sep+"{}"+sep+"{}\n", Kv(upnum(10)), Kv(rdate().iso()), Pv(fC, pick(d, fmtCard(d, " "))), Kv(amt), Tv(pick("AMZN Mktp", "UBER *TRIP", "SHELL 0421", "REWE Markt", "Starbucks")))
			}
		}},
		{"card_intl_languages", func(b *B) {
			switch r.Intn(9) {
			case 0:
				d := majorNet().gen()
				b.F("Meine Kreditkartennummer lautet {}, gültig bis {}. Bitte buchen Sie die Rechnung {} ab.", Pv(fC, fmtCard(d, " ")), Tv(expiry()), Kv(invoiceNo()))
			case 1:
				d := majorNet().gen()
				b.F("Numéro de carte : {} — commande {} du {}", Pv(fC, cardAnyFmt(d)), Kv(nz(8)), Kv(rdate().uk()))
			case 2:
				d := netByName(pick("Visa", "Mastercard", "Maestro")).gen()
				b.F("Número de tarjeta: {}\nTitular: {}\nImporte: {}", Pv(fC, cardAnyFmt(d)), Tv(strings.ToUpper(personOf("es").Full())), Kv(fmt.Sprintf("%d,%02d €", between(5, 999), r.Intn(100))))
			case 3:
				d := netByName(pick("Elo", "Hipercard", "Mastercard", "Visa")).gen()
				b.F("Número do cartão: {} (parcelado em {}x de R$ {})", Pv(fC, cardAnyFmt(d)), Tv(fmt.Sprint(between(2, 12))), Kv(fmt.Sprintf("%d,%02d", between(20, 900), r.Intn(100))))
			case 4:
				d := netByName(pick("JCB", "JCB", "Visa")).gen()
				b.F("カード番号：{}　有効期限：{}　ご注文番号：{}", Pv(fC, cardAnyFmt(d)), Tv(expiry()), Kv(nz(3)+"-"+digits(7)))
			case 5:
				d := netByName("UnionPay").gen()
				b.F("银行卡号：{}，付款金额 ¥{}，订单号 {}", Pv(fC, pick(d, group(d, " ", 4, 4, 4, 4))), Kv(fmt.Sprintf("%d.%02d", between(10, 9999), r.Intn(100))), Kv(digits(18)))
			case 6:
				d := netByName(pick("Mir", "Mir", "Visa")).gen()
				b.F("Номер карты: {}, срок до {}. Заказ № {}", Pv(fC, cardAnyFmt(d)), Tv(expiry()), Kv(nz(8)))
			case 7:
				d := netByName(pick("Troy", "Troy", "Mastercard")).gen()
				b.F("Kart numaram {}, son kullanma {}. Sipariş no {}", Pv(fC, cardAnyFmt(d)), Tv(expiry()), Kv(nz(9)))
			default:
				d := netByName(pick("RuPay", "RuPay", "Visa")).gen()
				b.F("Card no. {} (RuPay debit) used for UPI ref {}", Pv(fC, cardAnyFmt(d)), Kv(nz(12)))
			}
		}},
		{"card_iso8583_trace", func(b *B) {
			d := netByName(pick("Visa", "Mastercard", "Discover", "Maestro")).gen()
			yymm := fmt.Sprintf("%02d%02d", between(25, 31), between(1, 12))
			b.F("MTI 0100\n  [002] PAN ........ {}: {}\n  [003] PROC CODE .. 000000\n  [004] AMOUNT ..... {}\n  [011] STAN ....... {}\n  [035] TRACK 2 .... {}D{}{}\n  [041] TERMINAL ... {}",
				Tv(fmt.Sprint(len(d))), Pv(fC, d), Kv(fmt.Sprintf("%012d", between(100, 999999))), Kv(digits(6)), Tv(d), Tv(yymm), Tv("201"+digits(10)), Kv(upnum(8)))
		}},
		{"card_sql_dump", func(b *B) {
			d := majorNet().gen()
			b.F("INSERT INTO `payment_methods` (`id`,`customer_id`,`card_number`,`card_exp`,`created_at`) VALUES ({},{},'{}','{}','{}');", Kv(nz(6)), Kv(nz(7)), Pv(fC, d), Tv(expiry()), Kv(rdate().iso()+" "+rtimes()))
		}},
		{"card_phone_order_email", func(b *B) {
			n := majorNet()
			d := n.gen()
			p := anyPerson()
			b.F("Hello {},\n\nPlease charge the remaining balance of {} for booking {} to my {} card {} (exp. {}). I'll be checking in on {}.\n\nRegards,\n{}", Tv(pick("Reservations", "Front desk", "Accounts")), Kv(money()), Kv(upnum(6)), Tv(n.name), Pv(fC, fmtCard(d, pick(" ", "-"))), Tv(expiry()), Kv(rdate().long()), Tv(p.Full()))
		}},
		{"card_amex_diners_grouping", func(b *B) {
			d := netByName(pick("American Express", "American Express", "Diners Club")).gen()
			b.F("{} {} — corporate card for travel booking {} (cost centre {})", Tv(pick("Card:", "Corporate card", "AMEX/DINERS")), Pv(fC, fmtCard(d, pick(" ", "-"))), Kv(upnum(6)), Kv("CC"+nz(4)))
		}},
		{"card_19_digit", func(b *B) {
			var d string
			for len(d) != 19 {
				d = netByName(pick("UnionPay", "Maestro", "Visa", "Verve")).gen()
			}
			v := pick(d, group(d, " ", 4, 4, 4, 4, 3), group(d, " ", 6, 13))
			b.F("{} {} (19 digits) rejected by the form's 16-digit limit — ticket {}", Tv(pick("My card", "Debit card", "Card no.")), Pv(fC, v), Kv(ticketNo()))
		}},
		{"card_code_repro", func(b *B) {
			d := majorNet().gen()
			switch r.Intn(3) {
			case 0:
				b.F("# repro for {} with the customer's card, delete after!\npm = stripe.PaymentMethod.create(type=\"card\", card={\"number\": \"{}\", \"exp_month\": {}, \"exp_year\": {}, \"cvc\": \"{}\"})", Kv(ticketNo()), Pv(fC, d), Tv(fmt.Sprint(between(1, 12))), Tv(fmt.Sprint(between(2025, 2031))), Tv(digits(3)))
			case 1:
				b.F("curl https://api.{}/v2/charges -d amount={} -d currency=usd -d \"card[number]={}\"", Tv(pick("paygate.io", "orbitpay.eu", "acme-pay.com")), Kv(fmt.Sprint(between(100, 99999))), Pv(fC, d))
			default:
				b.F("const card = { number: '{}', holder: '{}' }; // from prod incident {}", Pv(fC, fmtCard(d, " ")), Tv(strings.ToUpper(anyPerson().Full())), Kv("INC-"+nz(5)))
			}
		}},
		{"card_call_transcript", func(b *B) {
			d := majorNet().gen()
			g := fmtCard(d, " ")
			b.F("[{}] AGENT: And the long number on the card?\n[{}] CALLER: {}\n[{}] AGENT: Thank you, and the expiry? \n[{}] CALLER: {}", Kv(fmt.Sprintf("00:%02d:%02d", r.Intn(10), r.Intn(60))), Kv(fmt.Sprintf("00:%02d:%02d", between(10, 19), r.Intn(60))), Pv(fC, g), Kv(fmt.Sprintf("00:%02d:%02d", between(20, 29), r.Intn(60))), Kv(fmt.Sprintf("00:%02d:%02d", between(30, 39), r.Intn(60))), Tv(expiry()))
		}},
	}
}
