package main

import (
	"fmt"
)

// Clean templates: text of the same kinds of traffic with look-alikes (codes,
// orders, tracking numbers, tax ids, amounts, versions) and no value of the
// six families.

func cOtpRU(b *B) string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("Код подтверждения: %s. Никому его не сообщайте, даже сотрудникам банка.", b.K(smsCode(4)))
	case 1:
		return fmt.Sprintf("Ваш код для входа на Госуслуги: %s. Не сообщайте его никому.", b.K(smsCode(6)))
	case 2:
		p := person(RU)
		return fmt.Sprintf("СберБанк: код %s для подтверждения перевода %s получателю %s %s.", b.K(smsCode(5)), b.K(RU.cur(300, 30000)), p.First, initial(p.Last))
	}
	return fmt.Sprintf("OZON: %s — код для входа. Никому не говорите его", b.K(smsCode(6)))
}

func cOtpTR(b *B) string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Doğrulama kodunuz: %s. Bu kodu kimseyle paylaşmayın. B%03d", b.K(smsCode(6)), rn(1, 999))
	case 1:
		return fmt.Sprintf("Getir giriş kodun: %s", b.K(smsCode(4)))
	}
	return fmt.Sprintf("%s tutarındaki alışverişiniz için tek kullanımlık şifreniz: %s. Mersis: %s", b.K(TR.cur(300, 30000)), b.K(smsCode(6)), b.K(ndigits(16)))
}

func cBlikPL(b *B) string {
	c := smsCode(6)
	code := b.K(c[:3] + " " + c[3:])
	amt := b.K(PL.cur(100, 20000))
	return fmt.Sprintf("Kod BLIK: %s, ważny 2 minuty. Płatność %s w sklepie %s.", code, amt, pickS("Allegro", "Biedronka", "Empik", "Żabka"))
}

func cOtpMulti(b *B) string {
	c := b.K(smsCode(pick([]int{4, 5, 6})))
	return pick([]string{
		"თქვენი კოდია: " + c,
		"Ձեր հաստատման կոդն է՝ " + c,
		"Təsdiq kodunuz: " + c + ". Heç kimə deməyin.",
		"Tasdiqlash kodi: " + c + ". Uni hech kimga bermang.",
		"Растау коды: " + c,
		"Váš ověřovací kód je " + c + ".",
		"Codul tău de verificare este " + c + ".",
		"Вашият код за потвърждение е " + c,
		"Vaš kod za potvrdu je " + c,
		"Jūsų patvirtinimo kodas: " + c,
		"Jūsu verifikācijas kods: " + c,
		"Teie kinnituskood on " + c,
		"Код підтвердження: " + c + ". Нікому не повідомляйте.",
		"Код пацвярджэння: " + c,
	})
}

func cOzonOrder(b *B) string {
	o := b.K(ndigits(8) + "-" + fmt.Sprintf("%04d", rn(1, 40)))
	d := b.K(fmt.Sprintf("%02d.%02d", rn(1, 28), rn(1, 12)))
	a := b.K(RU.cur(300, 90000))
	return fmt.Sprintf("Заказ %s передан в доставку. Ожидаемая дата: %s. Сумма %s. Отследить можно в приложении.", o, d, a)
}

func cWbPickup(b *B) string {
	c := b.K(fmt.Sprintf("%03d-%03d", rn(100, 999), rn(0, 999)))
	d := b.K(fmt.Sprintf("%02d.%02d", rn(1, 28), rn(1, 12)))
	return fmt.Sprintf("Wildberries: %d товара ждут в пункте выдачи по адресу %s, ул. %s, %d. Код получения %s. Хранение до %s.", rn(2, 4), pick(RU.cities), pickS("Ленина", "Мира", "Садовая"), rn(1, 90), c, d)
}

func cNovaPoshta(b *B) string {
	ttn := b.K(pickS("2045", "2040", "5900") + digits(10))
	w := b.K(fmt.Sprintf("%d,%d кг", rn(0, 20), rn(1, 9)))
	a := b.K(UA.cur(100, 20000))
	br := b.K(fmt.Sprintf("Відділення №%d", rn(1, 350)))
	return fmt.Sprintf("ТТН %s, вага %s, оголошена вартість %s, %s, %s. Статус: прибув у відділення.", ttn, w, a, pick(UA.cities), br)
}

func cInpost(b *B) string {
	pk := b.K("6" + digits(23))
	lk := b.K(pickS("WAW", "KRA", "GDA", "POZ") + fmt.Sprintf("%02d", rn(1, 99)) + "M")
	d := b.K(dmy())
	return fmt.Sprintf("Paczka %s została odebrana z Paczkomatu %s %s o %s.", pk, lk, d, hhmm())
}

func cPostTracking(b *B) string {
	c := pickS("RU", "KZ", "BY", "UZ", "GE")
	trk := b.K("R" + fromAlpha("ABCDEFGHJKLMNPRSTUVWXYZ", 1) + ndigits(9) + c)
	idx := b.K(fmt.Sprintf("%d%s", rn(1, 6), digits(5)))
	return fmt.Sprintf("Трек %s: Прибыло в место вручения, %s %s. Вес 0,%d кг. Хранение до %s.", trk, idx, pick(RU.cities), rn(1, 9), dmy())
}

func cInvoice1C(b *B) string {
	n := b.K(fmt.Sprintf("№ %d", rn(1, 999)))
	d := b.K(dmy())
	innv := b.K(inn(false))
	kpp := b.K(ndigits(9))
	rs := b.K("40702810" + digits(12))
	bik := b.K("0445" + digits(5))
	ks := b.K("30101810" + digits(12))
	sum := b.K(thousands(spaced(1000, 900000, 10), sp()) + ",00")
	return fmt.Sprintf("Счет на оплату %s от %s\nПоставщик: %s, ИНН %s, КПП %s\nр/с %s, БИК %s, к/с %s\nИтого к оплате: %s руб., в т.ч. НДС 20%%", n, d, pickS("ООО «Ромашка»", "ООО «ТеплоДом»", "АО «Вектор»"), innv, kpp, rs, bik, ks, sum)
}

func cInnSnils(b *B) string {
	if chance(0.5) {
		return fmt.Sprintf("Как проверить ИНН %s и СНИЛС %s на Госуслугах? Пишет «данные не найдены».", b.K(inn(true)), b.K(snils()))
	}
	return fmt.Sprintf("Для вычета в налоговой нужен ИНН %s, паспорт %s и справка 2-НДФЛ за %d год.", b.K(inn(true)), b.K(fmt.Sprintf("%02d %02d %s", rn(1, 99), rn(0, 24), ndigits(6))), rn(2021, 2024))
}

func cPeselPL(b *B) string {
	ps := b.K(pesel())
	nip := ndigits(10)
	nipf := b.K(nip[:3] + "-" + nip[3:6] + "-" + nip[6:8] + "-" + nip[8:])
	return fmt.Sprintf("Czy PESEL %s jest poprawny? Suma kontrolna mi się nie zgadza. W umowie NIP firmy %s, REGON %s.", ps, nipf, b.K(ndigits(9)))
}

func cTcKimlik(b *B) string {
	tc := b.K(tcKimlik())
	return fmt.Sprintf("T.C. Kimlik No %s ile e-Devlet'e giriş yapamıyorum, PTT'den yeni şifre almam mı gerekiyor? Seri no %s", tc, b.K(fromAlpha("ABCDEFGHJKLMNPRSTUVWXYZ", 1)+ndigits(2)+fromAlpha("ABCDEFGHJKLMNPRSTUVWXYZ", 1)+ndigits(5)))
}

func cIinKZ(b *B) string {
	return fmt.Sprintf("ИИН %s — как получить справку о пенсионных отчислениях в ЕНПФ через eGov? БИН работодателя %s", b.K(iin()), b.K(ndigits(12)))
}

func cVersions(b *B) string {
	v1 := b.K(fmt.Sprintf("8.3.%d.%d", rn(20, 25), rn(1000, 2100)))
	v2 := b.K(fmt.Sprintf("3.0.%d.%d", rn(130, 160), rn(1, 60)))
	v3 := b.K(fmt.Sprintf("%d.%d.%d", rn(22, 24), rn(0, 9)*100, rn(0, 9)))
	v4 := b.K(fmt.Sprintf("8.%d.%d", rn(1, 3), rn(1, 30)))
	return fmt.Sprintf("После обновления платформы 1С:Предприятие до %s и конфигурации БП %s перестал работать модуль обмена Битрикс %s (PHP %s). Откатываться?", v1, v2, v3, v4)
}

func cKassa(b *B) string {
	fn := b.K(pickS("7281", "7380", "9960") + digits(12))
	fd := b.K(fmt.Sprintf("ФД %d", rn(100, 99999)))
	fp := b.K(fmt.Sprintf("ФП %s", ndigits(10)))
	tot := b.K(thousands(rn(100, 30000), sp()) + "," + fmt.Sprintf("%02d", rn(0, 99)))
	return fmt.Sprintf("Кассовый чек № %d, смена %d\nИТОГО ≡%s\nФН %s %s %s\nИНН %s, %s %s", rn(1, 300), rn(1, 400), tot, fn, fd, fp, b.K(inn(false)), dmy(), hhmm())
}

func cBankSmsMasked(b *B) string {
	L := pick([]*Loc{RU, UA, KZ, AZ})
	l4 := b.K(fmt.Sprintf("*%04d", rn(0, 9999)))
	amt := b.K(L.cur(100, 20000))
	bal := b.K(L.cur(1000, 300000))
	switch L.code {
	case "az":
		return fmt.Sprintf("Kartınızdan %s çıxarıldı, kart %s, %s. Balans: %s", amt, l4, dmy(), bal)
	case "ua":
		return fmt.Sprintf("Покупка %s, SILPO, картка %s. Доступно: %s", amt, l4, bal)
	case "kz":
		return fmt.Sprintf("Покупка %s, MAGNUM, карта %s. Доступно %s", amt, l4, bal)
	}
	return fmt.Sprintf("MIR-%s %s Покупка %s PYATEROCHKA Баланс: %s", l4[1:], hhmm(), amt, bal)
}

func cIbanPL(b *B) string {
	ib := b.K(groups4(iban("PL", digits(24))))
	fv := b.K(fmt.Sprintf("FV/%d/%02d/%03d", rn(2023, 2025), rn(1, 12), rn(1, 400)))
	amt := b.K(PL.cur(400, 90000))
	return fmt.Sprintf("Przelew na konto %s, tytułem: Faktura %s, kwota %s, termin płatności %s.", ib, fv, amt, dmy())
}

func cInvoiceRO(b *B) string {
	nr := b.K(fmt.Sprintf("%07d", rn(1, 99999)))
	cui := b.K("RO" + ndigits(8))
	j := b.K(fmt.Sprintf("J40/%d/%d", rn(100, 20000), rn(2005, 2023)))
	tot := b.K(RO.cur(1000, 900000))
	ib := b.K(groups4(iban("RO", fromAlpha("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4)+fromAlpha(upAlnum, 16))))
	return fmt.Sprintf("Factura seria FCT nr. %s din %s, CUI %s, Reg. Com. %s, total de plată %s, IBAN %s", nr, dmy(), cui, j, tot, ib)
}

func cInvoiceBG(b *B) string {
	nr := b.K(fmt.Sprintf("%010d", rn(1, 99999)))
	eik := ndigits(9)
	return fmt.Sprintf("Фактура № %s / %s, ЕИК %s, ДДС № %s, сума за плащане %s", nr, dmy(), b.K(eik), b.K("BG"+eik), b.K(BG.cur(1000, 900000)))
}

func cInvoiceCZ(b *B) string {
	n := fmt.Sprintf("%d%03d", rn(2023, 2025), rn(1, 400))
	ico := ndigits(8)
	return fmt.Sprintf("Faktura č. %s, IČO %s, DIČ %s, variabilní symbol %s, částka %s, splatnost 14 dní", b.K(n), b.K(ico), b.K("CZ"+ico), n, b.K(CZ.cur(1000, 900000)))
}

func cFlight(b *B) string {
	pnr := b.K(fromAlpha("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + fromAlpha("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5))
	fl := b.K(pickS("SU ", "TK ", "PS ", "J2 ", "HY ", "KC ", "A9 ") + fmt.Sprintf("%d", rn(100, 2999)))
	tk := b.K(pickS("555", "235", "566", "771", "250") + " " + ndigits(10))
	d := b.K(dmy() + " " + hhmm())
	return fmt.Sprintf("Бронь %s, рейс %s %s — %s, вылет %s, электронный билет %s, багаж 23 кг.", pnr, fl, pickS("Москва", "Стамбул", "Алматы", "Баку"), pickS("Ереван", "Тбилиси", "Ташкент", "Анталья"), d, tk)
}

func cTrain(b *B) string {
	o := b.K(ndigits(14))
	return fmt.Sprintf("Поезд %03d%s %s — %s, вагон %02d, место %d, номер заказа %s, отправление %s в %s (время московское)", rn(1, 199), pickS("А", "М", "С", "Й"), pickS("Москва", "Санкт-Петербург", "Казань"), pickS("Мурманск", "Адлер", "Екатеринбург"), rn(1, 18), rn(1, 54), o, dmy(), hhmm())
}

func cServerLog(b *B) string {
	ts := b.K(isoDate() + "T" + hhmm() + ":" + fmt.Sprintf("%02d", rn(0, 59)) + "Z")
	rid := b.K(uuid())
	ip := b.K(fmt.Sprintf("10.%d.%d.%d", rn(0, 255), rn(0, 255), rn(1, 254)))
	return fmt.Sprintf("%s INFO request_id=%s method=GET path=/api/v1/orders/%d status=%d latency=%dms ip=%s ua=\"okhttp/4.12.0\"", ts, rid, rn(100000, 999999), pick([]int{200, 200, 304, 404, 500}), rn(3, 900), ip)
}

func cGitCommit(b *B) string {
	h := b.K(fromAlpha(hexLower, 40))
	v1 := b.K(fmt.Sprintf("v%d.%d.%d", rn(1, 4), rn(0, 20), rn(0, 9)))
	return fmt.Sprintf("commit %s\nAuthor: ci-bot\nDate:   %s\n\n    release %s: исправлен расчёт НДС в заказах (#%d), обновлены зависимости", h, isoDate(), v1, rn(100, 9999))
}

func cOperatorBalance(b *B) string {
	bal := b.K(fmt.Sprintf("%d,%02d руб.", rn(0, 2000), rn(0, 99)))
	ussd := b.K(pickS("*100#", "*102#", "*105#", "*111#"))
	return fmt.Sprintf("Баланс: %s Тариф «%s». Остаток пакета: %d,%d ГБ, %d мин. Подробнее: %s", bal, pickS("Мой онлайн+", "Безлимит", "Тарифище", "Максимум"), rn(0, 40), rn(0, 9), rn(0, 1000), ussd)
}

func imei() string {
	p := "35" + digits(12)
	return p + string(luhnDigit(p))
}

func cImeiListing(b *B) string {
	im := b.K(imei())
	pr := b.K(RU.cur(15000, 90000))
	return fmt.Sprintf("Продаю iPhone %d, %d ГБ, IMEI %s, АКБ %d%%, цена %s, торг у машины. Только Авито-доставка.", rn(11, 15), pick([]int{128, 256, 512}), im, rn(78, 100), pr)
}

func cTrendyolOrder(b *B) string {
	o := b.K(ndigits(10))
	t := b.K(TR.cur(300, 30000))
	return fmt.Sprintf("Siparişiniz %s numarasıyla alındı. Tahmini teslimat: %d %s, 10:00–14:00. Tutar: %s. Kargo: %s", o, rn(1, 28), pickS("Mart", "Nisan", "Mayıs", "Haziran"), t, pickS("Trendyol Express", "Aras Kargo", "Yurtiçi Kargo"))
}

func cUtilityUA(b *B) string {
	acc := b.K(ndigits(7))
	m := b.K(fmt.Sprintf("%05d", rn(100, 99999)))
	a := b.K(UA.cur(100, 5000))
	return fmt.Sprintf("Особовий рахунок %s, показання лічильника %s кВт·год, до сплати %s до %s.", acc, m, a, dmy())
}

func cZoomMeeting(b *B) string {
	id := b.K(ndigits(3) + " " + digits(4) + " " + digits(4))
	return pick([]string{
		fmt.Sprintf("შეხვედრა %d მარტს, %s, Zoom Meeting ID: %s", rn(1, 28), hhmm(), id),
		fmt.Sprintf("Spotkanie zespołu w czwartek o %s, Zoom ID %s, agenda w Confluence", hhmm(), id),
		fmt.Sprintf("Созвон по релизу завтра в %s, Zoom: идентификатор конференции %s", hhmm(), id),
	})
}

func cPostalAddress(b *B) string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Адрес доставки: %s, г. Алматы, пр. Абая %d/%d, кв. %d", b.K(fmt.Sprintf("0500%02d", rn(0, 99))), rn(1, 200), rn(1, 300), rn(1, 200))
	case 1:
		return fmt.Sprintf("Adres: ul. %s %d/%d, %s %s", pickS("Marszałkowska", "Floriańska", "Długa"), rn(1, 150), rn(1, 60), b.K(fmt.Sprintf("%02d-%03d", rn(0, 99), rn(0, 999))), pick(PL.cities))
	}
	return fmt.Sprintf("Adres: %s Mah. %s Cad. No: %d D: %d, %s %s/İstanbul", pickS("Caferağa", "Moda", "Fenerbahçe"), pickS("Bahariye", "Moda", "Bağdat"), rn(1, 200), rn(1, 30), b.K(fmt.Sprintf("34%03d", rn(0, 999))), pickS("Kadıköy", "Üsküdar"))
}

func cCarVIN(b *B) string {
	vin := b.K(pickS("WVW", "XTA", "Z94", "JTD", "WBA", "NMT") + fromAlpha("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 14))
	plate := b.K(fmt.Sprintf("%s%03d%s%d", pickS("А", "В", "Е", "К", "М"), rn(1, 999), pickS("ВС", "ММ", "ОР", "ТХ"), pick([]int{77, 97, 177, 199, 50, 78})))
	km := b.K(thousands(rn(10, 300)*1000, sp()) + " км")
	return fmt.Sprintf("Продаю авто: VIN %s, госномер %s, пробег %s, два владельца по ПТС, цена %s", vin, plate, km, b.K(RU.cur(300000, 3000000)))
}

func cBitrixTask(b *B) string {
	t := b.K(fmt.Sprintf("#%d", rn(10000, 99999)))
	v := b.K(fmt.Sprintf("%d.%d.%d", rn(22, 24), rn(1, 5)*100, rn(0, 9)))
	d := b.K(dmy() + " " + hhmm())
	p := person(RU)
	return fmt.Sprintf("Задача %s: обновить модуль sale до %s, дедлайн %s, оценка %d ч. Ответственный: %s %s", t, v, d, rn(1, 16), p.First, p.Last)
}

func cArmenianReceipt(b *B) string {
	amt := b.K(AM.cur(1000, 100000))
	tin := b.K("ՀՎՀՀ " + ndigits(8))
	rc := b.K(fmt.Sprintf("№ %06d", rn(1, 999999)))
	return fmt.Sprintf("Վճարված է %s, %s, կտրոն %s, %s %s, Երևան", amt, tin, rc, dmy(), hhmm())
}

func cUzClick(b *B) string {
	amt := b.K(UZ.cur(1000, 900000))
	tx := b.K(ndigits(13))
	return fmt.Sprintf("To'lov muvaffaqiyatli: %s, Click, tranzaksiya ID %s, %s %s. Xizmat: %s", amt, tx, dmy(), hhmm(), pickS("Uzmobile", "Beeline", "Toshkent shahar gaz", "Elektr energiya"))
}

func cBalticInvoice(b *B) string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Sąskaita faktūra Nr. %s, PVM kodas %s, suma %s, apmokėti iki %s", b.K(fmt.Sprintf("ABC-%05d", rn(1, 99999))), b.K("LT"+ndigits(9)+"1"+digits(2)), b.K(LT.cur(1000, 900000)), dmy())
	case 1:
		return fmt.Sprintf("Rēķins Nr. %s, PVN reģ. Nr. %s, summa %s, apmaksāt līdz %s", b.K(fmt.Sprintf("%d/%03d", rn(2023, 2025), rn(1, 400))), b.K("LV4000"+digits(7)), b.K(LV.cur(1000, 900000)), dmy())
	}
	return fmt.Sprintf("Arve nr %s, KMKR %s, viitenumber %s, summa %s, tasuda %s", b.K(fmt.Sprintf("%d-%03d", rn(2023, 2025), rn(1, 400))), b.K("EE10"+digits(7)), b.K(ndigits(7)), b.K(EE.cur(1000, 900000)), dmy())
}

func cSerbianPIB(b *B) string {
	acc := b.K(fmt.Sprintf("%d-%013d-%02d", pick([]int{160, 170, 205, 265, 325, 340}), rn(1, 999999999), rn(10, 99)))
	return fmt.Sprintf("PIB %s, matični broj %s, tekući račun %s, iznos %s, poziv na broj %s", b.K(ndigits(9)), b.K(ndigits(8)), acc, b.K(RS.cur(1000, 900000)), b.K(fmt.Sprintf("97 %s", ndigits(10))))
}

func cAPIPlaceholder(b *B) string {
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("В документации amoCRM написано %s — куда его подставлять, в заголовок или в query?", b.K("Authorization: Bearer {access_token}"))
	case 1:
		return fmt.Sprintf("curl -H '%s' https://api-seller.ozon.ru/v1/warehouse/list — так и отправлять?", b.K("Api-Key: <YOUR_API_KEY>"))
	case 2:
		return fmt.Sprintf("В README бота: %s, потом python main.py. Где взять токен — у @BotFather?", b.K("BOT_TOKEN=your_token_here"))
	}
	return fmt.Sprintf("Örnek: %s — burada anahtarı nereye yazmalıyım?", b.K("$options->setApiKey(\"your api key\");"))
}

func cTelegramCode(b *B) string {
	c := b.K(smsCode(5))
	return pick([]string{
		fmt.Sprintf("Telegram code: %s\n\nDo not give this code to anyone, even if they say they are from Telegram!", c),
		fmt.Sprintf("Код подтверждения Telegram: %s. Никому не давайте этот код.", c),
		fmt.Sprintf("WhatsApp kodunuz: %s-%s. Bu kodu paylaşmayın.", c[:3], c[3:]),
	})
}

func cExchangeRates(b *B) string {
	d := b.K(dmy())
	u := b.K(fmt.Sprintf("%d,%04d", rn(85, 100), rn(0, 9999)))
	e := b.K(fmt.Sprintf("%d,%04d", rn(92, 110), rn(0, 9999)))
	k := b.K(fmt.Sprintf("%d,%02d", rn(440, 520), rn(0, 99)))
	return fmt.Sprintf("Курс ЦБ на %s: USD %s ₽, EUR %s ₽. В Kaspi 1 USD = %s ₸, в обменнике на Абая чуть дешевле.", d, u, e, k)
}

func cListingTR(b *B) string {
	il := b.K("İlan No: " + ndigits(10))
	pr := b.K(TR.cur(3000000, 30000000))
	m2 := b.K(fmt.Sprintf("%d m²", rn(70, 220)))
	return fmt.Sprintf("%s | %s, %s, %d yapımı, %d. kat, %s, %s — sahibinden, krediye uygun", il, pickS("2+1", "3+1", "4+1"), m2, rn(1995, 2023), rn(1, 12), pr, pick(TR.cities))
}

func cListingRU(b *B) string {
	ad := b.K("№ " + ndigits(10))
	pr := b.K(RU.cur(3000, 90000))
	return fmt.Sprintf("Объявление %s: %s, %s, %s, размещено %d марта в %s, %d просмотров", ad, pick([]string{"Диван угловой", "Велосипед Stels", "Шкаф-купе", "Зимние шины R16"}), pr, pick(RU.cities), rn(1, 28), hhmm(), rn(10, 900))
}

func cCrmStats(b *B) string {
	rev := b.K(RU.cur(500000, 9000000))
	avg := b.K(RU.cur(5000, 90000))
	return fmt.Sprintf("Воронка «Продажи» за %s: %d сделок, конверсия %d,%d%%, средний чек %s, выручка %s. Лучший менеджер — %s.", pickS("март", "апрель", "II квартал"), rn(40, 900), rn(5, 40), rn(0, 9), avg, rev, person(RU).First)
}

func cEAN(b *B) string {
	ean := b.K(pickS("460", "482", "590", "869", "594", "380", "859") + digits(10))
	art := b.K(fmt.Sprintf("%02d-%03d-%03d", rn(10, 99), rn(0, 999), rn(0, 999)))
	lot := b.K(fmt.Sprintf("%d-%02d-%s", rn(2023, 2025), rn(1, 12), fromAlpha("ABCDEF", 1)))
	return fmt.Sprintf("Штрихкод EAN %s, артикул %s, партия %s, срок годности до %s, остаток %d шт.", ean, art, lot, dmy(), rn(0, 900))
}

func cKazpost(b *B) string {
	trk := b.K(pickS("RB", "CP", "LP") + ndigits(9) + pickS("KZ", "CN", "UZ"))
	return fmt.Sprintf("Казпочта: посылка %s прибыла в отделение %s, индекс %s. Хранение 30 дней.", trk, pick(KZ.cities), b.K(fmt.Sprintf("0%d%04d", rn(1, 9), rn(0, 9999))))
}

func cMeetingTR(b *B) string {
	return fmt.Sprintf("Toplantı %d %s %s'da, Teams toplantı kimliği %s, parola istemez. Gündem: Q%d bütçe.", rn(1, 28), pickS("Mart", "Nisan", "Mayıs"), hhmm(), b.K(ndigits(3)+" "+digits(3)+" "+digits(3)+" "+digits(3)), rn(1, 4))
}

func cPriceListUZ(b *B) string {
	return fmt.Sprintf("Narxlar: Artel muzlatgich %s, kir yuvish mashinasi %s, konditsioner %s. Muddatli to'lov 12 oy, 0%%.", b.K(UZ.cur(30000, 90000)), b.K(UZ.cur(30000, 90000)), b.K(UZ.cur(30000, 90000)))
}

func cGeorgianSchedule(b *B) string {
	return fmt.Sprintf("სამუშაო საათები: ორშ–პარ %s–%s, შაბ %s–%s. ID კოდი %s, ფასი %s.", "10:00", "19:00", "11:00", "16:00", b.K(ndigits(9)), b.K(GE.cur(10000, 200000)))
}
