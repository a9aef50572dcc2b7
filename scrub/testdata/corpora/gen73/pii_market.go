package main

import (
	"fmt"
	"strings"
)

func initial(s string) string { return string([]rune(s)[0]) }

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ---------------------------------------------------------------- classifieds and marketplace chats

func avitoChatRU(b *B) string {
	L := RU
	p := person(L)
	item := pick([]string{"диван угловой", "велосипед Stels Navigator", "iPhone 12 128 ГБ", "коляска Cybex", "шкаф-купе", "зимние шины R16", "PlayStation 5", "холодильник Atlant"})
	price := b.K(L.cur(3000, 90000))
	ad := b.K("№ " + ndigits(10))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("Здравствуйте! %s за %s ещё продаёте? Объявление %s. Могу забрать сегодня, мой номер %s, %s", item, price, ad, ph, p.First)
	case 1:
		return fmt.Sprintf("Добрый вечер, по объявлению %s (%s). Торг уместен? Звоните или пишите в WhatsApp %s", ad, item, ph)
	case 2:
		return fmt.Sprintf("Авито: новое сообщение от %s по объявлению «%s», %s:\n«Актуально? Перезвоните пожалуйста %s»", p.First, item, price, ph)
	}
	return fmt.Sprintf("привет, %s ещё актуально? готов взять за %s без торга. тел %s, после 19:00", item, price, ph)
}

func olxChatUA(b *B) string {
	L := UA
	p := person(L)
	item := pick([]string{"дитячий велосипед", "ноутбук Lenovo ThinkPad", "пральну машину Bosch", "iPhone 13", "зимову куртку", "генератор 3 кВт", "павербанк 30000 mAh"})
	price := b.K(L.cur(500, 40000))
	id := b.K("ID: " + ndigits(9))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Добрий день! Ще продаєте %s за %s? Оголошення %s. Мій номер %s, пишіть у Viber або Telegram.", item, price, id, ph)
	case 1:
		return fmt.Sprintf("OLX: Нове повідомлення від %s: «Чи можлива доставка Новою поштою? Передзвоніть, будь ласка, %s». Оголошення %s, ціна %s", p.First, ph, id, price)
	}
	return fmt.Sprintf("Доброго вечора, готовий забрати %s за %s сьогодні в %s. Мій телефон %s — %s", item, price, pick(L.cities), ph, p.First)
}

func olxChatKZ(b *B) string {
	L := KZ
	p := person(L)
	price := b.K(L.cur(20000, 900000))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		item := pick([]string{"iPhone 14 Pro", "диван", "балалар арбасы", "Midea кондиционері", "тоңазытқыш Samsung"})
		return fmt.Sprintf("Сәлеметсіз бе! %s әлі сатылмады ма? Бағасы %s. Менің нөмірім %s, WhatsApp бар.", item, price, ph)
	case 1:
		item := pick([]string{"диван", "детская коляска", "кондиционер Midea", "велосипед", "холодильник"})
		return fmt.Sprintf("Здравствуйте, %s ещё актуально? Могу подъехать в %s завтра. Звоните %s, %s", item, pick(L.cities), ph, p.First)
	}
	item := pick([]string{"iPhone 13", "велосипед", "ноутбук HP", "диван"})
	return fmt.Sprintf("Салем, %s соңғы бағасы қанша? %s бола ма? Хабарласыңыз: %s", item, price, ph)
}

func olxChatPL(b *B) string {
	L := PL
	p := person(L)
	item := pick([]string{"rower górski Kross", "wózek dziecięcy", "iPhone 13 mini", "sofa rozkładana", "opony zimowe 205/55 R16", "PS5 z padem"})
	price := b.K(L.cur(400, 20000))
	ad := b.K("Nr ogłoszenia: " + ndigits(9))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Dzień dobry, czy %s jest jeszcze aktualny? %s. Proszę o kontakt: %s", item, ad, ph)
	case 1:
		return fmt.Sprintf("Witam, biorę %s za %s, mogę odebrać jutro w %s. Mój numer %s", item, price, pick(L.cities), ph)
	}
	em := b.P("email", p.Email())
	return fmt.Sprintf("OLX: Nowa wiadomość od %s: \"Czy możliwa wysyłka OLX? Zadzwoń %s albo napisz %s\" (%s, %s)", p.First, ph, em, item, price)
}

func olxChatRO(b *B) string {
	L := RO
	p := person(L)
	item := pick([]string{"bicicleta Pegas", "canapeaua extensibilă", "iPhone 12", "căruciorul Chicco", "anvelopele de iarnă"})
	price := b.K(L.cur(400, 60000))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Bună ziua, mai este disponibil(ă) %s? Preț final %s? Numărul meu: %s", item, price, ph)
	case 1:
		return fmt.Sprintf("Salut! Sunt interesat de %s. Mă puteți suna la %s după ora 18. Mulțumesc, %s", item, ph, p.First)
	}
	em := b.P("email", p.Email())
	return fmt.Sprintf("OLX: Mesaj nou de la %s – \"Se poate livrare prin curier în %s? Tel %s, email %s\"", p.First, pick(L.cities), ph, em)
}

func olxChatBG(b *B) string {
	L := BG
	p := person(L)
	item := pick([]string{"детската количка", "велосипеда", "пералнята Bosch", "iPhone 13", "зимните гуми"})
	price := b.K(L.cur(600, 60000))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		return fmt.Sprintf("Здравейте, още ли продавате %s за %s? Тел: %s", item, price, ph)
	}
	return fmt.Sprintf("Добър ден, може ли да огледам %s утре в %s? Моят номер е %s, %s", item, pick(L.cities), ph, p.First)
}

func sahibindenChatTR(b *B) string {
	L := TR
	p := person(L)
	ilan := b.K(pickS("İlan No: ", "ilan no ", "İlan #") + ndigits(10))
	item := pick([]string{"2+1 daire", "Fiat Egea 2019", "çamaşır makinesi", "bisiklet", "iPhone 14", "3+1 kiralık daire"})
	price := b.K(L.cur(30000, 3000000))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Merhaba, %s ilanı hâlâ güncel mi? %s, fiyat %s. Cep: %s", item, ilan, price, ph)
	case 1:
		return fmt.Sprintf("İyi akşamlar, %s için yarın bakmaya gelebilir miyim? Beni %s numarasından arayabilirsiniz. %s", item, ph, p.First)
	}
	return fmt.Sprintf("sahibinden.com mesaj: %s (%s) – \"Son fiyat nedir? Takas olur mu? WhatsApp: %s\"", ilan, item, ph)
}

func kupujemChatRS(b *B) string {
	L := RS
	p := person(L)
	price := b.K(L.cur(2000, 200000))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		item := pick([]string{"bicikl", "veš mašinu", "iPhone 12", "dečija kolica", "zimske gume"})
		return fmt.Sprintf("Pozdrav, da li je oglas za %s još aktuelan? Cena %s? Moj broj: %s", item, price, ph)
	case 1:
		item := pick([]string{"бицикл", "веш машину", "дечија колица", "фрижидер"})
		return fmt.Sprintf("Добар дан, занима ме %s. Позовите ме на %s, %s", item, ph, p.First)
	}
	return fmt.Sprintf("KupujemProdajem poruka od %s: \"Može li slanje Post Expressom? Tel %s\" — %s", p.First, ph, price)
}

func bazosChatCZ(b *B) string {
	L := CZ
	p := person(L)
	item := pick([]string{"kolo Author", "dětský kočárek", "pračku Whirlpool", "iPhone 13", "zimní pneumatiky"})
	price := b.K(L.cur(1000, 80000))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		return fmt.Sprintf("Dobrý den, je inzerát na %s ještě aktuální? Cena %s. Volejte prosím %s.", item, price, ph)
	}
	em := b.P("email", p.Email())
	return fmt.Sprintf("Zdravím, mám zájem o %s, můžu si to vyzvednout v %s? Tel.: %s, e-mail: %s", item, pick(L.cities), ph, em)
}

func balticClassifieds(b *B) string {
	switch r.Intn(3) {
	case 0:
		L := LT
		price := b.K(L.cur(3000, 200000))
		ph := b.P("phone", L.Mobile())
		return fmt.Sprintf("Laba diena, ar dar parduodate %s? Kaina %s. Tel. %s", pick([]string{"dviratį", "vaikišką vežimėlį", "skalbimo mašiną", "sofą"}), price, ph)
	case 1:
		L := LV
		p := person(L)
		ph := b.P("phone", L.Mobile())
		return fmt.Sprintf("Labdien, vai sludinājums par %s vēl aktuāls? Tālr. %s, %s", pick([]string{"velosipēdu", "bērnu ratiem", "veļas mašīnu", "dīvānu"}), ph, p.First)
	}
	L := EE
	p := person(L)
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	return fmt.Sprintf("Tere! Kas %s on veel müügil? Helista %s või kirjuta %s", pick([]string{"jalgratas", "lapsevanker", "pesumasin", "diivan"}), ph, em)
}

func listAmChat(b *B) string {
	L := AM
	p := person(L)
	price := b.K(L.cur(5000, 400000))
	ph := b.P("phone", L.Mobile())
	item := pick([]string{"բնակարանը Կենտրոնում", "iPhone 13-ը", "լվացքի մեքենան", "հեծանիվը"})
	if chance(0.5) {
		return fmt.Sprintf("Բարև Ձեզ, %s դեռ վաճառվու՞մ է։ Գինը %s։ Զանգահարեք %s", item, price, ph)
	}
	return fmt.Sprintf("Բարև, list.am-ի հայտարարության մասին եմ գրում (%s)։ Իմ համարը՝ %s, %s", item, ph, p.First)
}

func ssGeChat(b *B) string {
	L := GE
	p := person(L)
	price := b.K(L.cur(10000, 60000))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("გამარჯობა, ბინა ისევ ქირავდება? ფასი %s. ჩემი ნომერი: %s", price, ph)
	case 1:
		return fmt.Sprintf("Hi! Is the apartment in %s still available for %s? Call or WhatsApp me %s – %s", pickS("Vake", "Saburtalo", "Vera", "Old Batumi"), price, ph, title(p.FirstLat))
	}
	return fmt.Sprintf("მოგესალმებით, %s ისევ იყიდება? დამირეკეთ %s, %s", pick([]string{"მანქანა", "მაცივარი", "ველოსიპედი"}), ph, p.First)
}

func tapAzChat(b *B) string {
	L := AZ
	p := person(L)
	price := b.K(L.cur(3000, 90000))
	ph := b.P("phone", L.Mobile())
	item := pick([]string{"iPhone 13", "paltaryuyan maşın", "uşaq arabası", "velosiped", "2 otaqlı mənzil"})
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Salam, %s hələ satılır? Qiymət %s, endirim olar? Nömrəm: %s", item, price, ph)
	case 1:
		return fmt.Sprintf("Salam! Elan hələ aktualdır? %s şəhərinə çatdırılma mümkündür? Zəng edin: %s (%s)", pick(L.cities), ph, p.First)
	}
	return fmt.Sprintf("Tap.az mesajı: %s – \"%s barədə yazıram, WhatsApp-a yazın %s\"", p.First, item, ph)
}

func olxChatUZ(b *B) string {
	L := UZ
	p := person(L)
	price := b.K(L.cur(5000, 900000))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Assalomu alaykum, %s hali sotilmadimi? Narxi %s. Tel: %s", pick([]string{"Cobalt 2021", "iPhone 13", "kir yuvish mashinasi", "bolalar aravachasi", "Artel muzlatgichi"}), price, ph)
	case 1:
		return fmt.Sprintf("Здравствуйте, %s ещё продаётся? Могу приехать в %s. Мой номер %s", pick([]string{"Кобальт", "стиральная машина", "диван", "холодильник Artel"}), pick(L.cities), ph)
	}
	return fmt.Sprintf("Salom, oxirgi narxi qancha? %s bo'ladimi? Telegramga yozing yoki qo'ng'iroq qiling: %s, %s", price, ph, p.First)
}

func kufarChatBY(b *B) string {
	L := BY
	p := person(L)
	price := b.K(L.cur(20, 3000))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		return fmt.Sprintf("Добры дзень! %s яшчэ прадаецца? Кошт %s. Тэл. %s", pick([]string{"Ровар", "Дзіцячы вазок", "Пральная машына"}), price, ph)
	}
	return fmt.Sprintf("Здравствуйте, по объявлению на Куфаре: %s за %s актуально? Звоните %s (%s)", pick([]string{"велосипед", "коляска", "стиральная машина", "ноутбук"}), price, ph, p.First)
}

// ---------------------------------------------------------------- deliveries

func cdekNoticeRU(b *B) string {
	L := pick([]*Loc{RU, RU, KZ})
	p := person(L)
	order := b.K(ndigits(10))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		code := b.K(smsCode(4))
		dt := b.K(dmy())
		return fmt.Sprintf("СДЭК: Заказ %s прибыл в пункт выдачи (%s, ул. %s, %d). Код для получения: %s. Хранение до %s. Получатель: %s %s., тел. %s",
			order, pick(L.cities), pickS("Ленина", "Мира", "Советская", "Гагарина", "Абая"), rn(1, 150), code, dt, p.Last, initial(p.First), ph)
	}
	amt := b.K(L.cur(500, 30000))
	return fmt.Sprintf("Курьер СДЭК: заказ №%s, доставка сегодня с 10:00 до 18:00. Получатель %s %s, %s. Оплата при получении %s.", order, p.First, p.Last, ph, amt)
}

func novaPoshtaUA(b *B) string {
	L := UA
	p := person(L)
	ttn := b.K(pickS("2045", "2040", "5900") + digits(10))
	br := b.K(fmt.Sprintf("Відділення №%d", rn(1, 350)))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		amt := b.K(L.cur(200, 20000))
		return fmt.Sprintf("Нова пошта: Посилка %s прямує у %s, %s. Отримувач: %s %s, %s. Сума до сплати %s.", ttn, pick(L.cities), br, p.Last, p.First, ph, amt)
	case 1:
		return fmt.Sprintf("Привіт! Відправила тобі ТТН %s, забереш у %s (%s). Якщо що — мій номер %s", ttn, br, pick(L.cities), ph)
	}
	amt := b.K(L.cur(200, 20000))
	return fmt.Sprintf("Доброго дня! Оформіть, будь ласка, відправку: %s, %s, отримувач %s %s, тел. %s, післяплата %s", pick(L.cities), br, p.Last, p.First, ph, amt)
}

func inpostPL(b *B) string {
	L := PL
	p := person(L)
	pkg := b.K("6" + digits(23))
	locker := b.K(pickS("WAW", "KRA", "GDA", "POZ", "WRO", "LOD") + fmt.Sprintf("%02d", rn(1, 99)) + pickS("M", "N", "APP"))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		em := b.P("email", p.Email())
		return fmt.Sprintf("Dane do wysyłki: %s %s, Paczkomat %s, tel. %s, e-mail %s. Numer przesyłki %s – dziękuję!", p.First, p.Last, locker, ph, em, pkg)
	}
	kod := b.K(ndigits(6))
	return fmt.Sprintf("Paczka %s już odebrana? Jak nie, to dzwoń do mnie %s – kod odbioru %s, paczkomat %s.", pkg, ph, kod, locker)
}

func kargoTR(b *B) string {
	L := TR
	p := person(L)
	g := b.K(ndigits(12))
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		c := person(L)
		return fmt.Sprintf("Sayın %s %s, %s numaralı gönderiniz dağıtıma çıkmıştır. Kurye: %s %s, tel: %s", p.First, strings.ToUpper(p.Last[:1])+".", g, c.First, c.Last, ph)
	case 1:
		return fmt.Sprintf("Yurtiçi Kargo: %s takip numaralı kargonuz %s şubesine ulaştı. Alıcı: %s %s, %s", g, pick(L.cities), p.First, p.Last, ph)
	}
	return fmt.Sprintf("Merhaba, siparişinizi Aras Kargo ile gönderdik (takip no: %s). Teslimatta sorun olursa %s numarasından bana ulaşın. %s", g, ph, p.First)
}

func russianPost(b *B) string {
	L := RU
	p := person(L)
	var trk string
	if chance(0.5) {
		trk = "80" + digits(12)
	} else {
		trk = "R" + fromAlpha("ABCDEFGHJKLMNPRSTUVWXYZ", 1) + ndigits(9) + "RU"
	}
	trk = b.K(trk)
	idx := b.K(fmt.Sprintf("%d%s", rn(1, 6), digits(5)))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		return fmt.Sprintf("Почта России: отправление %s прибыло в отделение %s. Получатель: %s %s, тел. %s. Срок хранения 15 дней.", trk, idx, p.Last, p.First, ph)
	}
	return fmt.Sprintf("Отправила тебе посылку, трек %s, индекс %s. Если с почты позвонят на %s — это я указала твой номер", trk, idx, ph)
}

func zasilkovnaCZ(b *B) string {
	L := CZ
	p := person(L)
	z := b.K("Z " + ndigits(3) + " " + digits(4) + " " + digits(3))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		code := b.K(ndigits(6))
		return fmt.Sprintf("Zásilkovna: Vaše zásilka %s je připravena k vyzvednutí na výdejním místě %s. Kód: %s. Příjemce: %s %s, tel. %s", z, pick(L.cities), code, p.First, p.Last, ph)
	}
	c := person(L)
	return fmt.Sprintf("PPL: Doručení zásilky %s dnes mezi 13:00–16:00. Kurýr %s %s, tel. %s.", z, c.First, c.Last, ph)
}

func fanCourierRO(b *B) string {
	L := RO
	p := person(L)
	awb := b.K(ndigits(13))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		return fmt.Sprintf("FAN Courier: Coletul cu AWB %s va fi livrat azi. Curier: %s, telefon %s.", awb, p.First, ph)
	}
	em := b.P("email", p.Email())
	return fmt.Sprintf("Bună ziua, comanda dvs. a fost expediată prin Sameday, AWB %s. Destinatar: %s %s, %s, %s. Dacă nu sunteți acasă, răspundeți la acest e-mail.", awb, p.First, p.Last, ph, em)
}

func econtBG(b *B) string {
	L := BG
	p := person(L)
	n := b.K(ndigits(13))
	ph := b.P("phone", L.Mobile())
	if chance(0.5) {
		amt := b.K(L.cur(600, 30000))
		return fmt.Sprintf("Еконт: Пратка № %s е пристигнала в офис %s. Получател: %s %s, тел. %s. Наложен платеж %s.", n, pick(L.cities), p.First, p.Last, ph, amt)
	}
	return fmt.Sprintf("Спиди: Куриерът %s ще достави пратка %s днес между 14 и 17 ч. Телефон за връзка: %s", p.First, n, ph)
}

func courierChat(b *B) string {
	L := pick([]*Loc{RU, KZ, BY})
	p := person(L)
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Курьер: Я у подъезда, домофон не работает. Наберите мне %s, пожалуйста", ph)
	case 1:
		order := b.K(fmt.Sprintf("%s-%s", digits(4), digits(4)))
		return fmt.Sprintf("Заказ %s: курьер %s уже в пути, прибудет в %s. Телефон курьера %s", order, p.First, hhmm(), ph)
	}
	return fmt.Sprintf("Оставьте у двери, кв. %d, %d этаж. Если что, я перезвоню с номера %s", rn(1, 240), rn(2, 17), ph)
}

func shopOrderWebhook(b *B) string {
	L := pick(allLocs)
	p := person(L)
	order := b.K(ndigits(6))
	created := b.K(isoDate() + "T" + hhmm() + ":" + fmt.Sprintf("%02d", rn(0, 59)) + pickS("+03:00", "+02:00", "+05:00", "Z", "+04:00"))
	tot := b.K(fmt.Sprintf("%d.%02d", rn(10, 9000), rn(0, 99)))
	var ph string
	switch r.Intn(3) {
	case 0:
		ph = b.P("phone", L.E164(true))
	case 1:
		ph = b.P("phone", L.Mobile())
	default:
		ph = b.P("phone", L.E164(false))
	}
	em := b.P("email", p.Email())
	cur := isoCur(L)
	return fmt.Sprintf(`{"event":"order.created","order_id":%s,"created_at":"%s","customer":{"name":"%s %s","phone":"%s","email":"%s"},"total":%s,"currency":"%s","items":%d}`,
		order, created, p.First, p.Last, ph, em, tot, cur, rn(1, 6))
}

func courierGE(b *B) string {
	L := GE
	p := person(L)
	ph := b.P("phone", L.Mobile())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Glovo: თქვენი კურიერი %s გზაშია. დაუკავშირდით: %s", p.First, ph)
	case 1:
		return fmt.Sprintf("კურიერი ვარ, სადარბაზოსთან ვდგავარ. დამირეკეთ %s", ph)
	}
	order := b.K("#" + ndigits(6))
	return fmt.Sprintf("Wolt: Your courier %s is arriving in 5 min. Call: %s. Order %s", title(p.FirstLat), ph, order)
}
