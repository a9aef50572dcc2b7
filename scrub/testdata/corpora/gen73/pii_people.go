package main

import (
	"fmt"
	"net/url"
	"strings"
	"unicode"
)

// ---------------------------------------------------------------- signatures

type sigWords struct {
	close, tel, mob, mail, tax, web string
	roles                           []string
}

func sigOf(L *Loc) sigWords {
	switch L.code {
	case "ru":
		return sigWords{"С уважением,", "тел.:", "моб.:", "e-mail:", "ИНН", "www", []string{"менеджер по продажам", "главный бухгалтер", "руководитель отдела закупок", "логист"}}
	case "kz":
		return sigWords{"Құрметпен,", "тел.:", "моб.:", "e-mail:", "БСН", "www", []string{"менеджер по продажам", "бас бухгалтер", "логист"}}
	case "ua":
		return sigWords{"З повагою,", "тел.", "моб.", "ел. пошта:", "ЄДРПОУ", "www", []string{"менеджер з продажу", "головний бухгалтер", "керівник відділу логістики"}}
	case "by":
		return sigWords{"З павагай,", "тэл.:", "моб.:", "e-mail:", "УНП", "www", []string{"менеджар па продажах", "галоўны бухгалтар", "лагіст"}}
	case "uz":
		return sigWords{"Hurmat bilan,", "Tel:", "Mob:", "E-mail:", "STIR", "www", []string{"savdo menejeri", "bosh hisobchi", "logist"}}
	case "ge":
		return sigWords{"Best regards,", "Tel:", "Mob:", "E-mail:", "ს/კ", "www", []string{"Sales Manager", "გაყიდვების მენეჯერი", "Office Manager"}}
	case "am":
		return sigWords{"Հարգանքով,", "Հեռ.:", "Բջջ.:", "Էլ. փոստ:", "ՀՎՀՀ", "www", []string{"վաճառքի մենեջեր", "գլխավոր հաշվապահ", "Project Manager"}}
	case "az":
		return sigWords{"Hörmətlə,", "Tel:", "Mob:", "E-poçt:", "VÖEN", "www", []string{"satış meneceri", "baş mühasib", "logistika üzrə mütəxəssis"}}
	case "tr":
		return sigWords{"Saygılarımla,", "Tel:", "GSM:", "E-posta:", "Vergi No", "www", []string{"Satış Müdürü", "Muhasebe Uzmanı", "Satın Alma Sorumlusu"}}
	case "pl":
		return sigWords{"Pozdrawiam serdecznie,", "tel.", "tel. kom.", "e-mail:", "NIP", "www", []string{"Kierownik ds. sprzedaży", "Specjalista ds. zakupów", "Księgowa"}}
	case "cz":
		return sigWords{"S pozdravem", "tel.:", "mobil:", "e-mail:", "IČO", "www", []string{"obchodní zástupce", "vedoucí nákupu", "účetní"}}
	case "ro":
		return sigWords{"Cu stimă,", "Tel.:", "Mobil:", "E-mail:", "CUI", "www", []string{"Manager vânzări", "Contabil șef", "Specialist achiziții"}}
	case "bg":
		return sigWords{"Поздрави,", "тел.:", "моб.:", "имейл:", "ЕИК", "www", []string{"търговски представител", "главен счетоводител", "мениджър логистика"}}
	case "rs":
		return sigWords{"Srdačan pozdrav,", "tel:", "mob:", "e-mail:", "PIB", "www", []string{"menadžer prodaje", "šef računovodstva", "komercijalista"}}
	case "lt":
		return sigWords{"Pagarbiai,", "Tel.", "Mob.", "El. paštas:", "Įmonės kodas", "www", []string{"pardavimų vadybininkas", "vyr. buhalterė", "logistikos vadovas"}}
	case "lv":
		return sigWords{"Ar cieņu,", "Tālr.", "Mob.", "E-pasts:", "Reģ. Nr.", "www", []string{"pārdošanas vadītājs", "galvenā grāmatvede", "loģistikas speciālists"}}
	}
	return sigWords{"Lugupidamisega", "Tel", "Mob", "E-post:", "Registrikood", "www", []string{"müügijuht", "pearaamatupidaja", "logistik"}}
}

func taxID(L *Loc) string {
	switch L.code {
	case "ru":
		return inn(false)
	case "kz":
		return ndigits(12)
	case "ua", "cz", "am", "ee":
		return ndigits(8)
	case "by", "uz", "ge", "bg", "rs", "lt":
		return ndigits(9)
	case "az", "tr":
		return ndigits(10)
	case "pl":
		d := ndigits(10)
		return d[:3] + "-" + d[3:6] + "-" + d[6:8] + "-" + d[8:]
	case "ro":
		return "RO" + ndigits(8)
	}
	return "4000" + digits(7)
}

// office is a firm's landline as it stands in a signature.
func office(L *Loc) string {
	switch L.code {
	case "ru":
		return fmt.Sprintf("+7 (%s) %s-%s-%s", pickS("495", "499", "812", "343", "383", "843"), ndigits(3), digits(2), digits(2))
	case "kz":
		return fmt.Sprintf("+7 (%s) %s-%s-%s", pickS("727", "7172", "7252")[:3], ndigits(3), digits(2), digits(2))
	case "ua":
		return fmt.Sprintf("+380 (44) %s-%s-%s", ndigits(3), digits(2), digits(2))
	case "by":
		return fmt.Sprintf("+375 (17) %s-%s-%s", ndigits(3), digits(2), digits(2))
	case "uz":
		return fmt.Sprintf("+998 71 %s-%s-%s", ndigits(3), digits(2), digits(2))
	case "ge":
		return fmt.Sprintf("+995 32 2 %s %s %s", digits(2), digits(2), digits(2))
	case "am":
		return fmt.Sprintf("+374 10 %s %s %s", ndigits(2), digits(2), digits(2))
	case "az":
		return fmt.Sprintf("+994 12 %s %s %s", ndigits(3), digits(2), digits(2))
	case "tr":
		return fmt.Sprintf("0 (%s) %s %s %s", pickS("212", "216", "312", "232"), ndigits(3), digits(2), digits(2))
	case "pl":
		return fmt.Sprintf("+48 %s %s %s %s", pickS("22", "12", "71", "58"), ndigits(3), digits(2), digits(2))
	case "cz":
		return fmt.Sprintf("+420 2%s %s %s", digits(2), digits(3), digits(3))
	case "ro":
		return fmt.Sprintf("+40 21 %s %s %s", ndigits(3), digits(2), digits(2))
	case "bg":
		return fmt.Sprintf("+359 2 %s %s %s", ndigits(3), digits(2), digits(2))
	case "rs":
		return fmt.Sprintf("+381 11 %s %s", ndigits(3), digits(4))
	case "lt":
		return fmt.Sprintf("+370 5 %s %s", ndigits(3), digits(4))
	case "lv":
		return fmt.Sprintf("+371 67 %s %s", ndigits(3), digits(3))
	}
	return fmt.Sprintf("+372 6%s %s", digits(2), digits(4))
}

func signatureMultiline(b *B) string {
	L := pick(allLocs)
	w := sigOf(L)
	p := person(L)
	name, stem := firm(L)
	off := b.P("phone", office(L))
	mob := b.P("phone", L.Mobile())
	em := b.P("email", p.WorkEmail(stem))
	tax := b.K(w.tax + " " + taxID(L))
	return fmt.Sprintf("%s\n%s %s\n%s\n%s\n%s %s\n%s %s\n%s %s\nwww.%s.%s\n%s",
		w.close, p.First, p.Last, pick(w.roles), name, w.tel, off, w.mob, mob, w.mail, em, stem, L.tld, tax)
}

func signaturePipes(b *B) string {
	L := pick(allLocs)
	w := sigOf(L)
	p := person(L)
	name, stem := firm(L)
	mob := b.P("phone", L.Mobile())
	em := b.P("email", p.WorkEmail(stem))
	return fmt.Sprintf("-- \n%s %s | %s | %s\n%s %s | %s | %s.%s", p.First, p.Last, pick(w.roles), name, w.mob, mob, em, stem, L.tld)
}

func signatureBilingual(b *B) string {
	L := pick([]*Loc{GE, AM, AZ, UZ, KZ, TR, RO, RS})
	w := sigOf(L)
	p := person(L)
	name, stem := firm(L)
	mob := b.P("phone", L.Mobile())
	em := b.P("email", p.WorkEmail(stem))
	if chance(0.5) {
		off := b.P("phone", office(L))
		return fmt.Sprintf("%s / Best regards,\n%s %s (%s %s)\n%s\nOffice: %s\nMobile / WhatsApp: %s\n%s", w.close, p.First, p.Last, title(p.FirstLat), title(p.LastLat), name, off, mob, em)
	}
	return fmt.Sprintf("Kind regards,\n%s %s\n%s, %s\nM: %s\nE: %s", title(p.FirstLat), title(p.LastLat), pick(w.roles), name, mob, em)
}

func signatureExtRU(b *B) string {
	L := RU
	p := person(L)
	name, stem := firm(L)
	off := b.P("phone", office(L))
	ext := b.K(fmt.Sprintf("доб. %d", rn(100, 999)))
	mob := b.P("phone", L.Mobile())
	em := b.P("email", p.WorkEmail(stem))
	innv := b.K("ИНН " + inn(false))
	kpp := b.K("КПП " + ndigits(9))
	return fmt.Sprintf("С уважением,\n%s %s\n%s\n%s\nтел.: %s %s\nмоб.: %s (WhatsApp, Telegram)\n%s\n%s / %s", p.First, p.Last, pick(sigOf(L).roles), name, off, ext, mob, em, innv, kpp)
}

func signatureTR(b *B) string {
	L := TR
	p := person(L)
	name, stem := firm(L)
	gsm := b.P("phone", L.Mobile())
	off := b.P("phone", office(L))
	dah := b.K(fmt.Sprintf("Dahili: %d", rn(100, 999)))
	em := b.P("email", p.WorkEmail(stem))
	vn := b.K("Vergi No: " + ndigits(10))
	return fmt.Sprintf("Saygılarımla,\n%s %s\n%s\n%s\nGSM: %s\nSabit: %s %s\nE-posta: %s\n%s / %s V.D.\nBu e-posta ve ekleri gizlidir.", p.First, strings.ToUpperSpecial(unicode.TurkishCase, p.Last), pick(sigOf(L).roles), name, gsm, off, dah, em, vn, pickS("Kadıköy", "Beşiktaş", "Çankaya", "Konak"))
}

// ---------------------------------------------------------------- CVs and HR

func cvRU(b *B) string {
	L := RU
	p := person(L)
	bd := b.K(birth())
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	tg := b.K("@" + p.FirstLat + "_" + p.LastLat[:3])
	sn := b.K(snils())
	pos := pick([]string{"Бухгалтер", "Frontend-разработчик", "Менеджер по продажам", "Водитель категории C", "Кладовщик"})
	return fmt.Sprintf("Резюме: %s\nФИО: %s %s\nДата рождения: %s\nГород: %s\nТелефон: %s\nE-mail: %s\nTelegram: %s\nСНИЛС: %s\nОпыт работы: %d года", pos, p.Last, p.First, bd, pick(L.cities), ph, em, tg, sn, rn(2, 9))
}

func cvPL(b *B) string {
	L := PL
	p := person(L)
	bd := b.K(birth())
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	li := b.K("linkedin.com/in/" + p.FirstLat + "-" + p.LastLat + "-" + fromAlpha(lowAlnum, 6))
	s := fmt.Sprintf("CV\nImię i nazwisko: %s %s\nData urodzenia: %s\nTelefon: %s\nE-mail: %s\nLinkedIn: %s", p.First, p.Last, bd, ph, em, li)
	if chance(0.4) {
		s += "\nPESEL: " + b.K(pesel())
	}
	return s + "\n\nWyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji (zgodnie z RODO)."
}

func cvTR(b *B) string {
	L := TR
	p := person(L)
	bd := b.K(birth())
	tc := b.K(tcKimlik())
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	return fmt.Sprintf("ÖZGEÇMİŞ\nAd Soyad: %s %s\nDoğum Tarihi: %s\nT.C. Kimlik No: %s\nCep Tel: %s\nE-posta: %s\nAskerlik Durumu: %s\nEhliyet: B", p.First, p.Last, bd, tc, ph, em, pickS("Yapıldı", "Muaf", "Tecilli"))
}

func cvKZ(b *B) string {
	L := KZ
	p := person(L)
	iinv := b.K(iin())
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	vac := pick([]string{"Кассир", "Бухгалтер 1С", "Менеджер по продажам", "Водитель-экспедитор", "Оператор call-центра"})
	return fmt.Sprintf("Отклик на вакансию «%s» (hh.kz)\nКандидат: %s %s\nИИН: %s\nТел.: %s\nПочта: %s\nГотов выйти с %s", vac, p.Last, p.First, iinv, ph, em, dmy())
}

func cvEnglish(b *B) string {
	L := pick([]*Loc{GE, AM, AZ, UZ, UA, RS})
	p := person(L)
	bd := b.K(birth())
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	native := map[string]string{"ge": "Georgian", "am": "Armenian", "az": "Azerbaijani", "uz": "Uzbek", "ua": "Ukrainian", "rs": "Serbian"}[L.code]
	return fmt.Sprintf("CURRICULUM VITAE\nName: %s %s\nDate of birth: %s\nLocation: %s\nPhone: %s\nEmail: %s\nLanguages: %s (native), English (C1), Russian (B2)\nExperience: %d years in logistics", title(p.FirstLat), title(p.LastLat), bd, pick(L.cities), ph, em, native, rn(2, 12))
}

func cvEuropass(b *B) string {
	L := pick([]*Loc{RO, BG, CZ, RS, LT, LV, EE})
	p := person(L)
	bd := b.K(birth())
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	var h [5]string
	switch L.code {
	case "ro":
		h = [5]string{"Informații personale", "Nume", "Telefon", "E-mail", "Data nașterii"}
	case "bg":
		h = [5]string{"Лична информация", "Име", "Телефон", "Имейл", "Дата на раждане"}
	case "cz":
		h = [5]string{"Osobní údaje", "Jméno", "Telefon", "E-mail", "Datum narození"}
	case "rs":
		h = [5]string{"Lični podaci", "Ime i prezime", "Telefon", "E-mail", "Datum rođenja"}
	case "lt":
		h = [5]string{"Asmeninė informacija", "Vardas, pavardė", "Telefonas", "El. paštas", "Gimimo data"}
	case "lv":
		h = [5]string{"Personas informācija", "Vārds, uzvārds", "Tālrunis", "E-pasts", "Dzimšanas datums"}
	default:
		h = [5]string{"Isikuandmed", "Nimi", "Telefon", "E-post", "Sünniaeg"}
	}
	return fmt.Sprintf("Europass CV\n%s\n%s: %s %s\n%s: %s\n%s: %s\n%s: %s", h[0], h[1], p.First, p.Last, h[2], ph, h[3], em, h[4], bd)
}

func hrLetterBG(b *B) string {
	L := BG
	p := person(L)
	egn := b.K(fmt.Sprintf("%02d%02d%02d%s", rn(60, 99), rn(1, 12), rn(1, 28), digits(4)))
	ph := b.P("phone", L.Mobile())
	em := b.P("email", p.Email())
	return fmt.Sprintf("Здравейте,\nизпращам данните си за трудовия договор:\nИме: %s %s\nЕГН: %s\nТелефон: %s\nИмейл: %s\nНачална дата: %s", p.First, p.Last, egn, ph, em, dmy())
}

// ---------------------------------------------------------------- US paperwork of emigrants

func usCity() string {
	return pickS("Brooklyn, NY 11235", "Brooklyn, NY 11229", "Philadelphia, PA 19116", "Chicago, IL 60645", "Sacramento, CA 95841", "Seattle, WA 98052", "Miami, FL 33160", "Jersey City, NJ 07302")
}

func usW4RU(b *B) string {
	s := b.P("ssn", ssn())
	zip := b.K(usCity())
	ph := b.P("phone", usPhone())
	if chance(0.5) {
		return fmt.Sprintf("Работодатель в США просит заполнить W-4 и I-9. Мой SSN %s, адрес %s, телефон %s. Где указывать второй job, если работаю на двух работах?", s, zip, ph)
	}
	p := person(RU)
	em := b.P("email", p.Email())
	return fmt.Sprintf("Добрый день! Помогите с налоговой декларацией 1040 за %d. Данные: %s %s, SSN %s, %s, тел. %s, e-mail %s", rn(2022, 2024), title(p.FirstLat), title(p.LastLat), s, zip, ph, em)
}

func usITINUA(b *B) string {
	it := b.P("ssn", itin())
	ph := b.P("phone", usPhone())
	if chance(0.5) {
		sp := b.P("ssn", ssn())
		return fmt.Sprintf("Податкова декларація 1040-NR: мій ITIN %s, дружина подає зі своїм SSN %s. Якщо щось не так, дзвоніть %s", it, sp, ph)
	}
	return fmt.Sprintf("Отримав лист від IRS щодо ITIN %s, термін дії закінчився. Для статусу U4U треба подавати W-7 заново? Мій номер у США %s", it, ph)
}

func usI9TR(b *B) string {
	s := ssn()
	if chance(0.3) {
		s = strings.ReplaceAll(s, "-", " ")
	}
	s = b.P("ssn", s)
	p := person(TR)
	em := b.P("email", p.Email())
	return fmt.Sprintf("I-9 formu için SSN: %s, ehliyet no %s%s. İşveren belgeleri %s adresine gönderdi, imzalayıp geri yollamam gerekiyor.", s, fromAlpha("ABCDEFGHJKLMNPRSTUVWXYZ", 1), digits(7), em)
}

func usPayrollPL(b *B) string {
	s := strings.ReplaceAll(ssn(), "-", "")
	s = b.P("ssn", s)
	p := person(PL)
	em := b.P("email", p.Email())
	return fmt.Sprintf("Cześć, pracodawca w Chicago pyta o numer SSN – podałem %s (bez kresek), bo tak było w formularzu. Czy to bezpieczne wysłać mailem z %s? Payroll zaczyna się %s.", s, em, isoDate())
}

func usGreenCardGE(b *B) string {
	L := pick([]*Loc{GE, AM, AZ, UZ})
	p := person(L)
	s := b.P("ssn", ssn())
	ph := b.P("phone", usPhone())
	ph2 := b.P("phone", L.Mobile())
	return fmt.Sprintf("Hello, this is %s %s. For the lease application: SSN %s, US cell %s, and my number back home %s in case you can't reach me. Move-in %s.", title(p.FirstLat), title(p.LastLat), s, ph, ph2, isoDate())
}

// ---------------------------------------------------------------- chats, links and records

func smsCodeNotReceived(b *B) string {
	L := pick(allLocs)
	ph := b.P("phone", L.Mobile())
	acc := b.K(ndigits(8))
	switch L.code {
	case "tr":
		return fmt.Sprintf("Doğrulama kodu %s numarasına gelmiyor, 3 kere tekrar gönder dedim. Üyelik no: %s", ph, acc)
	case "pl":
		return fmt.Sprintf("Nie przychodzi SMS z kodem na numer %s, próbowałem 3 razy. Numer klienta %s", ph, acc)
	case "ua":
		return fmt.Sprintf("Не приходить SMS-код на номер %s, вже тричі натискав «Надіслати ще раз». Особовий рахунок %s", ph, acc)
	}
	return fmt.Sprintf("Не приходит SMS-код на номер %s, уже три раза нажал «Отправить повторно». Лицевой счёт %s", ph, acc)
}

func supportTicketJSON(b *B) string {
	L := pick([]*Loc{UZ, KZ, AZ, GE, AM, RU})
	p := person(L)
	tid := b.K(ndigits(7))
	ph := b.P("phone", L.E164(true))
	em := b.P("email", p.Email())
	msg := "Buyurtma hali yetib kelmadi"
	switch L.code {
	case "kz":
		msg = "Тапсырыс әлі келген жоқ"
	case "az":
		msg = "Sifariş hələ çatmayıb"
	case "ge":
		msg = "შეკვეთა ჯერ არ მოსულა"
	case "am":
		msg = "Պատվերը դեռ չի ստացվել"
	case "ru":
		msg = "Заказ до сих пор не доставлен"
	}
	return fmt.Sprintf(`{"ticket_id": %s, "channel": "web", "lang": "%s", "from": {"name": "%s %s", "phone": "%s", "email": "%s"}, "subject": "%s", "created": "%s"}`, tid, L.code, p.First, p.Last, ph, em, msg, isoDate())
}

func telegramExport(b *B) string {
	L := pick([]*Loc{RU, UA, BY, KZ})
	a := person(L)
	c := person(L)
	d := dmy()
	h, m := rn(8, 21), rn(0, 50)
	t := func(k int) string { return fmt.Sprintf("%02d:%02d", h, m+k) }
	ph := b.P("phone", L.Mobile())
	em := b.P("email", c.Email())
	return fmt.Sprintf("[%s %s] %s %s: скинь свой номер, передам курьеру\n[%s %s] %s %s: %s\n[%s %s] %s %s: и почту для чека — %s",
		d, t(0), a.First, a.Last, d, t(rn(1, 4)), c.First, c.Last, ph, d, t(rn(5, 9)), c.First, c.Last, em)
}

func whatsappLink(b *B) string {
	L := pick([]*Loc{TR, RU, KZ, UZ, AZ, GE, AM, RO})
	n := b.P("phone", L.E164(false))
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("Пишите в WhatsApp: https://wa.me/%s — отвечаю с 9 до 21", n)
	case 1:
		return fmt.Sprintf("Sipariş için tıklayın: https://api.whatsapp.com/send?phone=%s&text=Merhaba%%2C%%20sipari%%C5%%9F%%20vermek%%20istiyorum", n)
	}
	return fmt.Sprintf("<a href=\"https://wa.me/%s?text=Salam\" class=\"btn-whatsapp\">WhatsApp</a>", n)
}

func viberLinkUA(b *B) string {
	L := pick([]*Loc{UA, UA, BY})
	n := b.P("phone", "%2B"+L.E164(false))
	return fmt.Sprintf("<a href=\"viber://chat?number=%s\">Написати у Viber</a> <!-- менеджер %s -->", n, person(L).First)
}

func vcard(b *B) string {
	L := pick(allLocs)
	p := person(L)
	name, stem := firm(L)
	ph := b.P("phone", L.E164(true))
	em := b.P("email", p.WorkEmail(stem))
	ver := b.K("VERSION:3.0")
	return fmt.Sprintf("BEGIN:VCARD\n%s\nN:%s;%s;;;\nFN:%s %s\nORG:%s\nTEL;TYPE=CELL:%s\nEMAIL;TYPE=INTERNET:%s\nEND:VCARD", ver, p.Last, p.First, p.First, p.Last, name, ph, em)
}

func sqlInsert(b *B) string {
	L := pick([]*Loc{RU, KZ, BY})
	var rows []string
	n := rn(1, 3)
	for i := 0; i < n; i++ {
		p := person(L)
		id := b.K(fmt.Sprintf("%d", rn(1000, 99999)))
		ph := b.P("phone", pickS(L.E164(true), L.Mobile(), L.E164(false)))
		em := b.P("email", p.Email())
		tax := b.K(inn(true))
		ts := b.K(isoDate() + " " + hhmm() + ":00")
		rows = append(rows, fmt.Sprintf("(%s, '%s %s', '%s', '%s', '%s', '%s')", id, p.Last, p.First, ph, em, tax, ts))
	}
	return "INSERT INTO clients (id, full_name, phone, email, inn, created_at) VALUES\n" + strings.Join(rows, ",\n") + ";"
}

func rentalAdGE(b *B) string {
	L := GE
	p := person(L)
	price := b.K(fmt.Sprintf("$%d/month", rn(4, 15)*50))
	area := b.K(fmt.Sprintf("%d m²", rn(35, 120)))
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("Apartment for rent in %s, %s, %s, 2 bedrooms, new renovation. Call/WhatsApp %s (%s). ქირავდება ბინა, დამირეკეთ.", pickS("Vake", "Saburtalo", "Vera", "Didube", "Batumi, New Boulevard"), area, price, ph, title(p.FirstLat))
}

func tutorAdAM(b *B) string {
	L := AM
	price := b.K(L.cur(1000, 3000))
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("Անգլերենի և ռուսերենի դասընթացներ երեխաների համար, 1 ժամը՝ %s։ Զանգահարեք %s, Viber/WhatsApp", price, ph)
}

func taxiChatAZ(b *B) string {
	L := AZ
	plate := b.K(fmt.Sprintf("%02d-%s-%03d", rn(10, 99), fromAlpha("ABCDEFGHKLMNPRSTUVXYZ", 2), rn(100, 999)))
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("Bolt sürücüsü: Salam, %d dəqiqəyə çatıram, ağ Prius, %s. Tapa bilməsəniz zəng edin: %s", rn(2, 9), plate, ph)
}

func doctorAppointment(b *B) string {
	L := RU
	p := person(L)
	oms := b.K(ndigits(16))
	ph := b.P("phone", L.Mobile())
	dt := b.K(dmy())
	return fmt.Sprintf("Запись к врачу: терапевт, %s в %s, каб. %d. Пациент %s %s, полис ОМС %s, контактный телефон %s", dt, hhmm(), rn(101, 420), p.Last, p.First, oms, ph)
}

func realEstateTR(b *B) string {
	L := TR
	p := person(L)
	price := b.K(L.cur(3000000, 30000000))
	m2 := b.K(fmt.Sprintf("%d m²", rn(70, 220)))
	ph := b.P("phone", L.Mobile())
	return fmt.Sprintf("Satılık %s daire, %s, %s, %s. Krediye uygun, tapu hazır. Emlak danışmanı %s %s: %s", pickS("2+1", "3+1", "4+1"), pick(L.cities), m2, price, p.First, p.Last, ph)
}

func jobPostingContact(b *B) string {
	L := pick([]*Loc{PL, CZ, LT, LV, EE, RO})
	p := person(L)
	_, stem := firm(L)
	em := b.P("email", p.WorkEmail(stem))
	ph := b.P("phone", L.Mobile())
	sal := b.K(L.cur(200000, 900000))
	return fmt.Sprintf("Hiring: warehouse operator, %s, %s brutto / gross, Ukrainian and Russian speakers welcome. CV to %s or call %s (%s)", pick(L.cities), sal, em, ph, title(p.FirstLat))
}

func appJWTDebug(b *B) string {
	L := pick([]*Loc{RU, UA, PL, TR, KZ})
	p := person(L)
	tok := b.P("jwt", appJWT(p.First+" "+p.Last))
	if chance(0.5) {
		return fmt.Sprintf("Мобильное приложение шлёт такой заголовок, а бэкенд отвечает 403:\nAuthorization: Bearer %s", tok)
	}
	return fmt.Sprintf("localStorage.getItem('access_token') → \"%s\" — why does it expire after one hour?", tok)
}

func allegroInpostAPI(b *B) string {
	p := person(PL)
	if chance(0.5) {
		tok := b.P("jwt", allegroJWT(fromAlpha(lowAlnum, 8)))
		return fmt.Sprintf("GET https://api.allegro.pl/order/checkout-forms?status=READY_FOR_PROCESSING\nAccept: application/vnd.allegro.public.v1+json\nAuthorization: Bearer %s", tok)
	}
	tok := b.P("jwt", appJWT(p.First+" "+p.Last))
	org := b.K(ndigits(6))
	ph := b.P("phone", PL.Mobile())
	em := b.P("email", p.Email())
	return fmt.Sprintf("ShipX: POST /v1/organizations/%s/shipments, Authorization: Bearer %s, receiver: {\"phone\": \"%s\", \"email\": \"%s\"} → 422 validation_failed", org, tok, ph, em)
}

func basicAuthHeader(b *B) string {
	L := pick([]*Loc{TR, RU, PL, RO})
	user := pickS("api_user", "trendyol_"+ndigits(6), "integration", "shop")
	pw := secret(alnum, rn(16, 24))
	h := b.P("bearer", basicAuth(user, pw))
	sup := b.K(ndigits(6))
	if L == TR {
		return fmt.Sprintf("Trendyol API: GET /sapigw/suppliers/%s/orders\nAuthorization: Basic %s\nUser-Agent: %s - SelfIntegration\n556 Service Unavailable alıyorum", sup, h, sup)
	}
	return fmt.Sprintf("nginx: proxy_set_header Authorization \"Basic %s\"; — после этого upstream отвечает 401, supplier %s", h, sup)
}

func urlUserinfo(b *B) string {
	pw := b.P("bearer", password())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("DATABASE_URL=mysql://bitrix:%s@10.0.%d.%d:3306/sitemanager — после переезда сайт отдаёт 500", pw, rn(0, 9), rn(2, 250))
	case 1:
		return fmt.Sprintf("ftp://%s:%s@ftp.%s.ru/public_html — FileZilla пишет 530 Login incorrect", portal(), pw, portal())
	}
	return fmt.Sprintf("redis://default:%s@redis.%s.internal:6379/0 çalışmıyor, 'WRONGPASS' hatası", pw, pickS("anadoluyapi", "egetekstil", "bogazici"))
}

func encodedPhoneURL(b *B) string {
	L := pick([]*Loc{RU, UA, TR, PL})
	p := person(L)
	ph := b.P("phone", url.QueryEscape(L.Mobile()))
	return fmt.Sprintf("https://%s.%s/callback?name=%s&phone=%s&utm_source=yandex&utm_medium=cpc", portal(), L.tld, url.QueryEscape(p.First), ph)
}
