package main

import (
	"fmt"
	"strings"
)

func isoCur(L *Loc) string {
	switch L.code {
	case "ru":
		return "RUB"
	case "kz":
		return "KZT"
	case "ua":
		return "UAH"
	case "by":
		return "BYN"
	case "uz":
		return "UZS"
	case "ge":
		return "GEL"
	case "am":
		return "AMD"
	case "az":
		return "AZN"
	case "tr":
		return "TRY"
	case "pl":
		return "PLN"
	case "cz":
		return "CZK"
	case "ro":
		return "RON"
	case "bg":
		return "BGN"
	case "rs":
		return "RSD"
	}
	return "EUR"
}

func expiry() string { return fmt.Sprintf("%02d/%d", rn(1, 12), rn(25, 30)) }

// ---------------------------------------------------------------- bank and card support

func bankSupportRU(b *B) string {
	L := RU
	p := person(L)
	c := b.P("credit_card", card(pick([]issuer{mir, mir, visa, master})))
	amt := b.K(L.cur(500, 50000))
	dt := b.K(dmy())
	switch r.Intn(3) {
	case 0:
		ph := b.P("phone", L.Mobile())
		return fmt.Sprintf("Здравствуйте! С моей карты %s %s списали %s в магазине, которого я не знаю. Карта у меня, никому не передавала. Прошу заблокировать и вернуть деньги. %s %s, тел. для связи %s", c, dt, amt, p.First, p.Last, ph)
	case 1:
		hot := b.K(pickS("8 800 555-55-50", "8 800 100-24-24", "8 800 200-00-00", "8 800 555-77-78"))
		ph := b.P("phone", L.Mobile())
		return fmt.Sprintf("Звонила на горячую линию %s, сказали написать сюда. Карта %s, операция от %s на сумму %s не проходит. Мой номер %s", hot, c, dt, amt, ph)
	}
	em := b.P("email", p.Email())
	return fmt.Sprintf("Добрый день, не могу привязать карту %s к Озону, пишет «ошибка 05», последний раз пробовала %s. Почта для ответа %s", c, dt, em)
}

func p2pTransferRU(b *B) string {
	L := RU
	p := person(L)
	bank := pickS("Сбер", "Т-Банк", "Альфа", "ВТБ", "Озон Банк")
	switch r.Intn(3) {
	case 0:
		c := b.P("credit_card", card(pick([]issuer{mir, visa, master})))
		return fmt.Sprintf("Скинь на карту %s (%s), %s %s.", c, bank, p.First, initial(p.Last))
	case 1:
		ph := b.P("phone", L.Mobile())
		c := b.P("credit_card", card(pick([]issuer{mir, visa, master})))
		return fmt.Sprintf("Переведи по СБП на %s, %s, или на карту %s", ph, bank, c)
	}
	amt := b.K(L.cur(300, 5000))
	c := b.P("credit_card", card(pick([]issuer{mir, visa, master})))
	return fmt.Sprintf("за доставку %s, карта %s %s, получатель %s %s.", amt, strings.ToLower(bank), c, p.First, initial(p.Last))
}

func monoTransferUA(b *B) string {
	L := UA
	p := person(L)
	switch r.Intn(3) {
	case 0:
		c := b.P("credit_card", card(visaMono))
		return fmt.Sprintf("Кидай на моно %s, %s %s.", c, p.First, initial(p.Last))
	case 1:
		c := b.P("credit_card", card(pick([]issuer{visa, master})))
		ph := b.P("phone", L.Mobile())
		return fmt.Sprintf("Оплата за товар: карта ПриватБанку %s (%s %s). Після оплати скиньте скрін, відправлю сьогодні. Мій Viber %s", c, p.Last, p.First, ph)
	}
	c := b.P("credit_card", card(prostir))
	return fmt.Sprintf("Реквізити для переказу: картка %s (ПРОСТІР), отримувач %s %s", c, p.Last, p.First)
}

func kaspiKZ(b *B) string {
	L := KZ
	p := person(L)
	switch r.Intn(3) {
	case 0:
		c := b.P("credit_card", card(kaspi))
		ph := b.P("phone", L.Mobile())
		return fmt.Sprintf("Kaspi Gold %s, или переводите по номеру %s (%s %s.)", c, ph, p.First, initial(p.Last))
	case 1:
		ph := b.P("phone", L.Mobile())
		c := b.P("credit_card", card(pick([]issuer{visa, master})))
		return fmt.Sprintf("Төлемді Kaspi-ге жіберіңіз: %s, немесе карта %s", ph, c)
	}
	c := b.P("credit_card", card(pick([]issuer{visa, master, union})))
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("Халық банк картасы %s, аты %s %s. Чекті WhatsApp-қа жіберіңіз %s", c, p.First, p.Last, ph)
}

func humoUzcard(b *B) string {
	L := UZ
	p := person(L)
	switch r.Intn(3) {
	case 0:
		c := b.P("credit_card", card(uzcard))
		return fmt.Sprintf("Karta raqamim: %s (Uzcard), %s %s. To'lovdan keyin chekni yuboring", c, p.First, p.Last)
	case 1:
		c := b.P("credit_card", card(humo))
		ph := b.P("phone", L.Mobile())
		return fmt.Sprintf("Humo: %s, egasi %s %s. Click yoki Payme orqali o'tkazing, tel %s", c, p.First, p.Last, ph)
	}
	u := b.P("credit_card", card(uzcard))
	h := b.P("credit_card", card(humo))
	return fmt.Sprintf("Переведите на Uzcard %s или на Humo %s, %s", u, h, p.First)
}

func cardSupportTR(b *B) string {
	L := TR
	p := person(L)
	c := b.P("credit_card", card(pick([]issuer{troy, troy, visa, master})))
	switch r.Intn(3) {
	case 0:
		hot := b.K(pickS("444 0 333", "0850 222 0 333", "444 25 25", "0850 724 0 724"))
		amt := b.K(L.cur(300, 30000))
		ph := b.P("phone", L.Mobile())
		return fmt.Sprintf("Merhaba, %s numaralı kartımla yaptığım %s tutarındaki ödeme iki kez çekildi. Müşteri hizmetleri %s numarasında 40 dakika beklettiler. Bana %s numarasından dönüş yapabilir misiniz?", c, amt, hot, ph)
	case 1:
		exp := b.K(expiry())
		return fmt.Sprintf("Kart numaram %s, son kullanma %s. Kartı kaybettim, iptal etmek istiyorum. %s %s", c, exp, p.First, p.Last)
	}
	return fmt.Sprintf("Havale yerine kartla ödeyebilirsiniz: %s (%s %s adına).", c, p.First, p.Last)
}

func cardDisputePL(b *B) string {
	L := PL
	p := person(L)
	c := b.P("credit_card", card(pick([]issuer{visa, master, master})))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		dt := b.K(dmy())
		amt := b.K(L.cur(200, 20000))
		return fmt.Sprintf("Dzień dobry,\nzgłaszam reklamację transakcji z dnia %s na kwotę %s. Karta: %s. Transakcji nie autoryzowałem.\nPozdrawiam\n%s %s\ntel. %s", dt, amt, c, p.First, p.Last, ph)
	}
	em := b.P("email", p.Email())
	return fmt.Sprintf("Zastrzeżenie karty %s – zgubiłam portfel w %s. Proszę o kontakt: %s lub %s", c, pick(L.cities), ph, em)
}

func cardSupportRO(b *B) string {
	L := RO
	p := person(L)
	c := b.P("credit_card", card(pick([]issuer{visa, master})))
	if chance(0.5) {
		amt := b.K(L.cur(200, 20000))
		dt := b.K(dmy())
		em := b.P("email", p.Email())
		return fmt.Sprintf("Hello, I am writing from %s. My card %s was charged twice (%s) on %s. Please refund. %s %s, %s", pick(L.cities), c, amt, dt, p.First, p.Last, em)
	}
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("Bună ziua, cardul %s a fost blocat după 3 PIN-uri greșite. Vă rog să mă contactați la %s.", c, ph)
}

func amexTravel(b *B) string {
	L := pick([]*Loc{TR, PL, CZ, RU, RO})
	p := person(L)
	c := b.P("credit_card", card(amex))
	ref := b.K(fromAlpha("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6))
	arr := b.K(dmy())
	exp := b.K(expiry())
	em := b.P("email", p.Email())
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("Booking %s for %s %s, arrival %s, 2 nights, guaranteed with Amex %s, exp %s. Contact: %s / %s", ref, title(p.FirstLat), title(p.LastLat), arr, c, exp, ph, em)
}

func maestroUnionpay(b *B) string {
	L := pick([]*Loc{RU, KZ})
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		c := b.P("credit_card", card(maestro))
		return fmt.Sprintf("Сбербанк Маэстро %s — карта старая, 18 цифр, банкомат её не принимает. Что делать? Мой номер %s", c, ph)
	}
	c := b.P("credit_card", card(pick([]issuer{union, union19})))
	return fmt.Sprintf("UnionPay %s от Bank of China, в %s не работает бесконтакт. Мой WhatsApp %s", c, pick(L.cities), ph)
}

func cardFormLog(b *B) string {
	L := pick(allLocs)
	p := person(L)
	d := cardDigits(pick([]issuer{visa, master, mir, troy, maestro, union}))
	pan := b.P("credit_card", d)
	order := b.K(ndigits(8))
	if chance(0.5) {
		ts := b.K(isoDate() + " " + hhmm() + ":" + fmt.Sprintf("%02d", rn(0, 59)))
		return fmt.Sprintf("%s WARN payment form: pan=%s exp=%s cvv=*** name=\"%s %s\" order=%s status=declined code=05",
			ts, pan, expiry(), strings.ToUpper(p.FirstLat), strings.ToUpper(p.LastLat), order)
	}
	return fmt.Sprintf("[checkout] card_number=%s&exp_month=%02d&exp_year=%d&holder=%s+%s&amount=%d&order=%s",
		pan, rn(1, 12), rn(2025, 2030), strings.ToUpper(p.FirstLat), strings.ToUpper(p.LastLat), rn(100, 90000), order)
}

func belkartArca(b *B) string {
	if chance(0.5) {
		L := BY
		p := person(L)
		c := b.P("credit_card", card(belkart))
		return fmt.Sprintf("Белкарт %s, %s %s — не праходзіць аплата ў інтэрнэце. Падкажыце, што рабіць?", c, p.First, p.Last)
	}
	L := AM
	c := b.P("credit_card", card(arca))
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("Բարև Ձեզ, ArCa քարտիս համարը %s է, գումարը չի փոխանցվել։ Հեռ. %s", c, ph)
}

func parentsChatUA(b *B) string {
	L := UA
	p := person(L)
	amt := b.K(L.cur(100, 1500))
	cls := b.K(fmt.Sprintf("%d-%s", rn(1, 11), pickS("А", "Б", "В")))
	c := b.P("credit_card", card(pick([]issuer{visaMono, visa, master})))
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("Батьківський чат %s: збираємо по %s на екскурсію до %s. Гроші скидайте на картку %s (%s %s), питання — телефонуйте %s", cls, amt, dmy(), c, p.First, p.Last, ph)
}

func freelanceInvoice(b *B) string {
	L := pick([]*Loc{GE, AM, UA, PL, RS, TR})
	p := person(L)
	inv := b.K(fmt.Sprintf("INV-%d-%03d", rn(2023, 2025), rn(1, 250)))
	amt := b.K(fmt.Sprintf("%d EUR", rn(3, 80)*50))
	em := b.P("email", p.Email())
	if chance(0.5) {
		c := b.P("credit_card", card(pick([]issuer{visa, master})))
		return fmt.Sprintf("Invoice %s for design work: %s. Pay via Wise to %s or to my card %s (%s %s). Thanks!", inv, amt, em, c, title(p.FirstLat), title(p.LastLat))
	}
	ib := b.K(groups4(iban("GE", "TB"+digits(16))))
	return fmt.Sprintf("Invoice %s: %s, bank transfer to IBAN %s, questions to %s", inv, amt, ib, em)
}

func hotelBookingRO(b *B) string {
	L := RO
	p := person(L)
	nr := b.K(ndigits(10))
	in := b.K(dmy())
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	masked := b.K("**** " + digits(4))
	return fmt.Sprintf("Rezervare confirmată nr. %s\nCheck-in: %s, 2 nopți, cameră dublă\nOaspete: %s %s\nTelefon: %s\nE-mail: %s\nCard garanție: %s", nr, in, p.First, p.Last, ph, em, masked)
}
