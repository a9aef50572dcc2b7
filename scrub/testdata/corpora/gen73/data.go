package main

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
)

// ---------------------------------------------------------------- random helpers

func pick[T any](xs []T) T { return xs[r.Intn(len(xs))] }

// rn returns a number in [lo, hi].
func rn(lo, hi int) int { return lo + r.Intn(hi-lo+1) }

func chance(p float64) bool { return r.Float64() < p }

func digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + r.Intn(10)))
	}
	return sb.String()
}

// ndigits is n digits whose first is not 0.
func ndigits(n int) string {
	return string(byte('1'+r.Intn(9))) + digits(n-1)
}

func fromAlpha(alpha string, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(alpha[r.Intn(len(alpha))])
	}
	return sb.String()
}

const (
	hexLower = "0123456789abcdef"
	hexUpper = "0123456789ABCDEF"
	alnum    = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	lowAlnum = "abcdefghijklmnopqrstuvwxyz0123456789"
	b64url   = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"
	upAlnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

// secret returns a random string from alpha with at least one digit, one
// lower and one upper letter where alpha has them.
func secret(alpha string, n int) string {
	for {
		s := fromAlpha(alpha, n)
		hasD := strings.ContainsAny(s, "0123456789")
		hasL := !strings.ContainsAny(alpha, "abcdef") || strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz")
		hasU := !strings.ContainsAny(alpha, "ABCDEF") || strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
		if hasD && hasL && hasU {
			return s
		}
	}
}

func uuid() string {
	return fromAlpha(hexLower, 8) + "-" + fromAlpha(hexLower, 4) + "-4" + fromAlpha(hexLower, 3) + "-" +
		string("89ab"[r.Intn(4)]) + fromAlpha(hexLower, 3) + "-" + fromAlpha(hexLower, 12)
}

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func b64u(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// sp is the blank people put between thousands: a space, a no-break space or
// a narrow no-break space.
func sp() string {
	switch x := r.Intn(10); {
	case x < 7:
		return " "
	case x < 9:
		return "\u00a0"
	}
	return "\u202f"
}

func thousands(n int, sep string) string {
	s := strconv.Itoa(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

// ---------------------------------------------------------------- dates

func date() (d, m, y int) { return rn(1, 28), rn(1, 12), rn(2023, 2025) }

func dmy() string {
	d, m, y := date()
	return fmt.Sprintf("%02d.%02d.%d", d, m, y)
}

func isoDate() string {
	d, m, y := date()
	return fmt.Sprintf("%d-%02d-%02d", y, m, d)
}

func hhmm() string { return fmt.Sprintf("%02d:%02d", rn(7, 22), rn(0, 59)) }

func birth() string {
	return fmt.Sprintf("%02d.%02d.%d", rn(1, 28), rn(1, 12), rn(1965, 2003))
}

// ---------------------------------------------------------------- locales

type Loc struct {
	code          string
	firstM        []string // "Native|latin"
	firstF        []string
	lastM         []string
	lastF         []string
	mail          []string
	tld           string
	firms         []string // "Display|domain stem"
	cities        []string
	cur           func(lo, hi int) string
	nsn           func() string           // national significant number
	fmts          []func(d string) string // how people write it
	cc            string                  // country calling code
	national0     bool                    // whether the national form starts with 0
	transliterate bool
}

type Person struct {
	First, Last       string
	FirstLat, LastLat string
	Female            bool
	L                 *Loc
}

func (p Person) Full() string { return p.First + " " + p.Last }

func split2(s string) (string, string) {
	i := strings.IndexByte(s, '|')
	return s[:i], s[i+1:]
}

func person(L *Loc) Person {
	p := Person{L: L, Female: chance(0.5)}
	var f, l string
	if p.Female {
		f = pick(L.firstF)
		l = L.lastF[r.Intn(len(L.lastF))]
	} else {
		f = pick(L.firstM)
		l = L.lastM[r.Intn(len(L.lastM))]
	}
	p.First, p.FirstLat = split2(f)
	p.Last, p.LastLat = split2(l)
	return p
}

// local is an e-mail local part as people choose them.
func (p Person) local() string {
	f, l := p.FirstLat, p.LastLat
	switch r.Intn(9) {
	case 0:
		return f + "." + l
	case 1:
		return f + l
	case 2:
		return f[:1] + "." + l
	case 3:
		return l + "." + f
	case 4:
		return f + "_" + l
	case 5:
		return f + l[:1] + strconv.Itoa(rn(70, 99))
	case 6:
		return l + strconv.Itoa(rn(1968, 2004))
	case 7:
		return f + "." + l + strconv.Itoa(rn(10, 99))
	}
	return l + "_" + f[:1]
}

// Email is a personal mailbox.
func (p Person) Email() string { return p.local() + "@" + pick(p.L.mail) }

// WorkEmail is the person's mailbox at a firm's domain.
func (p Person) WorkEmail(stem string) string {
	loc := p.FirstLat + "." + p.LastLat
	if chance(0.4) {
		loc = p.FirstLat[:1] + "." + p.LastLat
	}
	if chance(0.15) {
		loc = p.FirstLat
	}
	return loc + "@" + stem + "." + p.L.tld
}

func firm(L *Loc) (string, string) { return split2(pick(L.firms)) }

// Mobile is a personal mobile number in one of the ways people of L write it.
func (L *Loc) Mobile() string { return pick(L.fmts)(L.nsn()) }

// E164 is the number as an API stores it, with or without the plus.
func (L *Loc) E164(plus bool) string {
	s := L.cc + L.nsn()
	if plus {
		return "+" + s
	}
	return s
}

func pickS(xs ...string) string { return xs[r.Intn(len(xs))] }

// ---------------------------------------------------------------- money

func spaced(lo, hi, step int) int { return rn(lo/step, hi/step) * step }

func curSpace(sym string, step int) func(lo, hi int) string {
	return func(lo, hi int) string {
		return thousands(spaced(lo, hi, step), sp()) + " " + sym
	}
}

// ---------------------------------------------------------------- the locales

func grp(d string, sizes ...int) []any {
	var out []any
	i := 0
	for _, n := range sizes {
		out = append(out, d[i:i+n])
		i += n
	}
	return out
}

func f(format string, sizes ...int) func(string) string {
	return func(d string) string { return fmt.Sprintf(format, grp(d, sizes...)...) }
}

var ruMob = []string{"903", "905", "906", "909", "910", "911", "912", "913", "915", "916", "917", "919", "920", "921", "922", "925", "926", "929", "950", "951", "952", "953", "958", "960", "961", "962", "963", "964", "965", "967", "968", "977", "978", "980", "981", "982", "985", "987", "989", "991", "993", "995", "996", "999"}
var kzMob = []string{"700", "701", "702", "705", "707", "708", "747", "771", "775", "776", "777", "778"}

var fmtRU = []func(string) string{
	f("8 (%s) %s-%s-%s", 3, 3, 2, 2),
	f("+7 %s %s %s %s", 3, 3, 2, 2),
	f("+7 (%s) %s-%s-%s", 3, 3, 2, 2),
	f("8%s%s", 3, 7),
	f("+7%s%s", 3, 7),
	f("8-%s-%s-%s-%s", 3, 3, 2, 2),
	f("8 %s %s %s %s", 3, 3, 2, 2),
	f("+7 %s %s-%s-%s", 3, 3, 2, 2),
	f("+7-%s-%s-%s-%s", 3, 3, 2, 2),
	f("8 %s %s-%s-%s", 3, 3, 2, 2),
	f("8(%s)%s-%s-%s", 3, 3, 2, 2),
}

var RU = &Loc{
	code:   "ru",
	firstM: []string{"Иван|ivan", "Алексей|aleksey", "Дмитрий|dmitry", "Сергей|sergey", "Андрей|andrey", "Михаил|mikhail", "Никита|nikita", "Артём|artem", "Павел|pavel", "Егор|egor"},
	firstF: []string{"Анна|anna", "Мария|maria", "Екатерина|ekaterina", "Ольга|olga", "Наталья|natalya", "Ирина|irina", "Татьяна|tatiana", "Юлия|yulia", "Светлана|svetlana", "Дарья|darya"},
	lastM:  []string{"Иванов|ivanov", "Смирнов|smirnov", "Кузнецов|kuznetsov", "Попов|popov", "Соколов|sokolov", "Лебедев|lebedev", "Козлов|kozlov", "Новиков|novikov", "Морозов|morozov", "Волков|volkov", "Фёдоров|fedorov", "Орлов|orlov"},
	lastF:  []string{"Иванова|ivanova", "Смирнова|smirnova", "Кузнецова|kuznetsova", "Попова|popova", "Соколова|sokolova", "Лебедева|lebedeva", "Козлова|kozlova", "Новикова|novikova", "Морозова|morozova", "Волкова|volkova", "Фёдорова|fedorova", "Орлова|orlova"},
	mail:   []string{"mail.ru", "yandex.ru", "ya.ru", "gmail.com", "bk.ru", "list.ru", "inbox.ru", "rambler.ru"},
	tld:    "ru",
	firms:  []string{"ООО «Ромашка»|romashka", "ООО «СтройТорг»|stroytorg", "ООО «ТеплоДом»|teplodom", "АО «Вектор»|vektor-group", "ООО «Автодеталь»|avtodetal", "ООО «МебельГрад»|mebelgrad"},
	cities: []string{"Москва", "Санкт-Петербург", "Екатеринбург", "Новосибирск", "Казань", "Нижний Новгород", "Краснодар", "Пермь"},
	cur: func(lo, hi int) string {
		return thousands(spaced(lo, hi, 100), sp()) + " " + pickS("₽", "руб.", "р.")
	},
	nsn:  func() string { return pick(ruMob) + digits(7) },
	fmts: fmtRU,
	cc:   "7",
}

var KZ = &Loc{
	code:   "kz",
	firstM: []string{"Нұрлан|nurlan", "Ерлан|erlan", "Айдос|aidos", "Бауыржан|bauyrzhan", "Дәурен|dauren", "Асхат|askhat"},
	firstF: []string{"Айгерім|aigerim", "Динара|dinara", "Жанар|zhanar", "Әсел|asel", "Гүлнар|gulnar", "Мадина|madina"},
	lastM:  []string{"Ахметов|akhmetov", "Жаксыбеков|zhaksybekov", "Сейтқали|seitkali", "Нұрланов|nurlanov", "Омаров|omarov", "Серікбаев|serikbayev"},
	lastF:  []string{"Ахметова|akhmetova", "Жаксыбекова|zhaksybekova", "Сейтқали|seitkali", "Нұрланова|nurlanova", "Омарова|omarova", "Серікбаева|serikbayeva"},
	mail:   []string{"mail.kz", "mail.ru", "gmail.com", "yandex.kz", "list.ru", "inbox.ru"},
	tld:    "kz",
	firms:  []string{"ТОО «Алтын Сауда»|altynsauda", "ТОО «KazLogistics»|kazlogistics", "ИП «Береке»|bereke-shop", "ТОО «Дала Строй»|dalastroy"},
	cities: []string{"Алматы", "Астана", "Шымкент", "Караганда", "Актобе", "Павлодар"},
	cur: func(lo, hi int) string {
		return thousands(spaced(lo, hi, 500), sp()) + " " + pickS("₸", "тг", "тенге")
	},
	nsn:  func() string { return pick(kzMob) + digits(7) },
	fmts: fmtRU,
	cc:   "7",
}

var UA = &Loc{
	code:   "ua",
	firstM: []string{"Олександр|oleksandr", "Андрій|andrii", "Дмитро|dmytro", "Тарас|taras", "Богдан|bohdan", "Микола|mykola"},
	firstF: []string{"Олена|olena", "Оксана|oksana", "Ірина|iryna", "Наталія|nataliia", "Юлія|yuliia", "Марія|mariia"},
	lastM:  []string{"Шевченко|shevchenko", "Коваленко|kovalenko", "Бондаренко|bondarenko", "Ткаченко|tkachenko", "Мельник|melnyk", "Кравчук|kravchuk", "Бойко|boiko", "Ковальчук|kovalchuk"},
	lastF:  []string{"Шевченко|shevchenko", "Коваленко|kovalenko", "Бондаренко|bondarenko", "Ткаченко|tkachenko", "Мельник|melnyk", "Кравчук|kravchuk", "Бойко|boiko", "Ковальчук|kovalchuk"},
	mail:   []string{"ukr.net", "gmail.com", "i.ua", "meta.ua", "gmail.com"},
	tld:    "com.ua",
	firms:  []string{"ТОВ «Будмаркет»|budmarket", "ФОП Коваленко|kovalenko-shop", "ТОВ «Агроцентр»|agrocentr", "ТОВ «Світ меблів»|svitmebliv"},
	cities: []string{"Київ", "Львів", "Харків", "Одеса", "Дніпро", "Вінниця"},
	cur: func(lo, hi int) string {
		return thousands(spaced(lo, hi, 50), sp()) + " " + pickS("грн", "₴", "грн.")
	},
	nsn: func() string {
		return pickS("50", "66", "95", "99", "67", "68", "96", "97", "98", "63", "73", "93") + digits(7)
	},
	fmts: []func(string) string{
		f("+380 (%s) %s-%s-%s", 2, 3, 2, 2),
		f("+38 0%s %s %s %s", 2, 3, 2, 2),
		f("0%s %s %s %s", 2, 3, 2, 2),
		f("(0%s) %s-%s-%s", 2, 3, 2, 2),
		f("0%s%s", 2, 7),
		f("+380%s%s", 2, 7),
		f("+380 %s %s %s %s", 2, 3, 2, 2),
		f("0%s-%s-%s-%s", 2, 3, 2, 2),
	},
	cc: "380",
}

var BY = &Loc{
	code:   "by",
	firstM: []string{"Аляксандр|aliaksandr", "Сяргей|siarhei", "Андрэй|andrei", "Дзмітрый|dzmitry", "Павел|pavel"},
	firstF: []string{"Вольга|volha", "Наталля|natallia", "Таццяна|tatsiana", "Алена|alena", "Ганна|hanna"},
	lastM:  []string{"Кавалёў|kavaliou", "Навіцкі|navitski", "Лукашэвіч|lukashevich", "Жук|zhuk", "Мельнікаў|melnikau"},
	lastF:  []string{"Кавалёва|kavaliova", "Навіцкая|navitskaya", "Лукашэвіч|lukashevich", "Жук|zhuk", "Мельнікава|melnikava"},
	mail:   []string{"tut.by", "mail.ru", "gmail.com", "yandex.by"},
	tld:    "by",
	firms:  []string{"ТАА «Белтэкс»|beltex", "ЧУП «Мінскі гандаль»|minsk-trade", "ИП Жук|zhuk-ip", "ООО «Бел-Опт»|belopt"},
	cities: []string{"Мінск", "Гомель", "Брэст", "Гродна", "Віцебск"},
	cur: func(lo, hi int) string {
		return thousands(spaced(lo, hi, 5), sp()) + " " + pickS("BYN", "руб.", "р.")
	},
	nsn: func() string { return pickS("25", "29", "33", "44") + digits(7) },
	fmts: []func(string) string{
		f("+375 (%s) %s-%s-%s", 2, 3, 2, 2),
		f("8 (0%s) %s-%s-%s", 2, 3, 2, 2),
		f("+375 %s %s %s %s", 2, 3, 2, 2),
		f("8 0%s %s", 2, 7),
		f("+375%s%s", 2, 7),
		f("+375 %s %s-%s-%s", 2, 3, 2, 2),
	},
	cc: "375",
}

var UZ = &Loc{
	code:   "uz",
	firstM: []string{"Jasur|jasur", "Sardor|sardor", "Bekzod|bekzod", "Otabek|otabek", "Akmal|akmal", "Jahongir|jahongir"},
	firstF: []string{"Dilnoza|dilnoza", "Malika|malika", "Nodira|nodira", "Gulnora|gulnora", "Shahnoza|shahnoza", "Madina|madina"},
	lastM:  []string{"Karimov|karimov", "Rahimov|rahimov", "Tursunov|tursunov", "Yusupov|yusupov", "Xolmatov|xolmatov", "Abdullayev|abdullayev"},
	lastF:  []string{"Karimova|karimova", "Rahimova|rahimova", "Tursunova|tursunova", "Yusupova|yusupova", "Xolmatova|xolmatova", "Abdullayeva|abdullayeva"},
	mail:   []string{"gmail.com", "mail.ru", "yandex.ru", "inbox.ru"},
	tld:    "uz",
	firms:  []string{"\"Baraka Savdo\" MChJ|barakasavdo", "\"Tashkent Logistic\" MChJ|tashlogistic", "\"Samarqand Tekstil\" AJ|samtekstil", "YaTT Karimov|karimov-shop"},
	cities: []string{"Toshkent", "Samarqand", "Buxoro", "Namangan", "Andijon", "Farg'ona"},
	cur: func(lo, hi int) string {
		return thousands(spaced(lo*100, hi*100, 10000), sp()) + " " + pickS("so'm", "сум", "UZS")
	},
	nsn: func() string { return pickS("90", "91", "93", "94", "95", "97", "98", "99", "33", "88") + digits(7) },
	fmts: []func(string) string{
		f("+998 %s %s %s %s", 2, 3, 2, 2),
		f("+998 (%s) %s-%s-%s", 2, 3, 2, 2),
		f("%s %s %s %s", 2, 3, 2, 2),
		f("+998%s%s", 2, 7),
		f("+998 %s %s-%s-%s", 2, 3, 2, 2),
		f("(%s) %s-%s-%s", 2, 3, 2, 2),
	},
	cc: "998",
}

var GE = &Loc{
	code:   "ge",
	firstM: []string{"გიორგი|giorgi", "დავით|davit", "ლევან|levan", "ნიკა|nika", "ირაკლი|irakli", "ლაშა|lasha"},
	firstF: []string{"ნინო|nino", "მარიამ|mariam", "თამარ|tamar", "ანა|ana", "ეკა|eka", "ნათია|natia"},
	lastM:  []string{"ბერიძე|beridze", "კაპანაძე|kapanadze", "გელაშვილი|gelashvili", "მაისურაძე|maisuradze", "ლომიძე|lomidze", "ჯაფარიძე|japaridze"},
	lastF:  []string{"ბერიძე|beridze", "კაპანაძე|kapanadze", "გელაშვილი|gelashvili", "მაისურაძე|maisuradze", "ლომიძე|lomidze", "ჯაფარიძე|japaridze"},
	mail:   []string{"gmail.com", "yahoo.com", "mail.ru", "outlook.com"},
	tld:    "ge",
	firms:  []string{"შპს „ქართული სახლი“|kartulisakhli", "Tbilisi Rentals LLC|tbilisirentals", "შპს „ვაკე ტრეიდი“|vaketrade", "Batumi Tours|batumitours"},
	cities: []string{"თბილისი", "ბათუმი", "ქუთაისი", "რუსთავი", "Tbilisi", "Batumi"},
	cur: func(lo, hi int) string {
		v := thousands(spaced(lo/20, hi/20, 10), sp())
		return pickS(v+" ₾", v+" GEL", v+" ლარი")
	},
	nsn: func() string {
		return pickS("555", "557", "558", "568", "571", "574", "577", "579", "591", "592", "593", "595", "596", "597", "598", "599") + digits(6)
	},
	fmts: []func(string) string{
		f("+995 %s %s %s %s", 3, 2, 2, 2),
		f("%s %s %s %s", 3, 2, 2, 2),
		f("%s-%s-%s-%s", 3, 2, 2, 2),
		f("+995%s%s", 3, 6),
		f("(+995) %s %s %s %s", 3, 2, 2, 2),
		f("+995 %s %s %s", 3, 3, 3),
	},
	cc: "995",
}

var AM = &Loc{
	code:   "am",
	firstM: []string{"Արամ|aram", "Դավիթ|davit", "Տիգրան|tigran", "Հայկ|hayk", "Արմեն|armen", "Նարեկ|narek"},
	firstF: []string{"Անի|ani", "Մարիամ|mariam", "Լուսինե|lusine", "Նարե|nare", "Գայանե|gayane", "Աննա|anna"},
	lastM:  []string{"Հովհաննիսյան|hovhannisyan", "Սարգսյան|sargsyan", "Պետրոսյան|petrosyan", "Գրիգորյան|grigoryan", "Ավետիսյան|avetisyan", "Կարապետյան|karapetyan"},
	lastF:  []string{"Հովհաննիսյան|hovhannisyan", "Սարգսյան|sargsyan", "Պետրոսյան|petrosyan", "Գրիգորյան|grigoryan", "Ավետիսյան|avetisyan", "Կարապետյան|karapetyan"},
	mail:   []string{"gmail.com", "mail.ru", "yandex.ru", "yahoo.com"},
	tld:    "am",
	firms:  []string{"«Արարատ Թրեյդ» ՍՊԸ|ararattrade", "Yerevan Tech LLC|yerevantech", "«Շին Սերվիս» ՍՊԸ|shinservice", "ArmLogistic|armlogistic"},
	cities: []string{"Երևան", "Գյումրի", "Վանաձոր", "Yerevan"},
	cur: func(lo, hi int) string {
		v := thousands(spaced(lo*5, hi*5, 1000), sp())
		return pickS(v+" ֏", v+" դրամ", v+" AMD")
	},
	nsn: func() string {
		return pickS("77", "91", "93", "94", "95", "96", "98", "99", "55", "41", "43", "44", "49") + digits(6)
	},
	fmts: []func(string) string{
		f("+374 %s %s", 2, 6),
		f("+374 (%s) %s-%s-%s", 2, 2, 2, 2),
		f("0%s %s %s %s", 2, 2, 2, 2),
		f("(+374) %s %s %s", 2, 3, 3),
		f("0%s%s", 2, 6),
		f("+374%s%s", 2, 6),
		f("0%s-%s-%s-%s", 2, 2, 2, 2),
	},
	cc: "374",
}

var AZ = &Loc{
	code:   "az",
	firstM: []string{"Elvin|elvin", "Rəşad|rashad", "Orxan|orkhan", "Tural|tural", "Murad|murad", "Kamran|kamran"},
	firstF: []string{"Aysel|aysel", "Günay|gunay", "Nərmin|narmin", "Leyla|leyla", "Səbinə|sabina", "Aytən|aytan"},
	lastM:  []string{"Məmmədov|mammadov", "Əliyev|aliyev", "Həsənov|hasanov", "Hüseynov|huseynov", "Quliyev|guliyev", "İsmayılov|ismayilov"},
	lastF:  []string{"Məmmədova|mammadova", "Əliyeva|aliyeva", "Həsənova|hasanova", "Hüseynova|huseynova", "Quliyeva|guliyeva", "İsmayılova|ismayilova"},
	mail:   []string{"gmail.com", "mail.ru", "box.az", "outlook.com"},
	tld:    "az",
	firms:  []string{"\"Xəzər Ticarət\" MMC|xazarticaret", "\"Baku Logistics\" MMC|bakulogistics", "\"Gəncə Mebel\" MMC|gancemebel", "Araz Market|arazmarket"},
	cities: []string{"Bakı", "Gəncə", "Sumqayıt", "Mingəçevir", "Şəki"},
	cur: func(lo, hi int) string {
		v := thousands(spaced(lo/30, hi/30, 5), sp())
		return pickS(v+" AZN", v+" ₼", v+" manat")
	},
	nsn: func() string { return pickS("50", "51", "55", "70", "77", "99", "10") + digits(7) },
	fmts: []func(string) string{
		f("+994 %s %s %s %s", 2, 3, 2, 2),
		f("0%s %s %s %s", 2, 3, 2, 2),
		f("(0%s) %s-%s-%s", 2, 3, 2, 2),
		f("+994 (%s) %s-%s-%s", 2, 3, 2, 2),
		f("0%s%s", 2, 7),
		f("+994%s%s", 2, 7),
		f("0%s-%s-%s-%s", 2, 3, 2, 2),
	},
	cc: "994",
}

var TR = &Loc{
	code:   "tr",
	firstM: []string{"Mehmet|mehmet", "Mustafa|mustafa", "Emre|emre", "Burak|burak", "Can|can", "Hakan|hakan", "Oğuz|oguz"},
	firstF: []string{"Ayşe|ayse", "Elif|elif", "Zeynep|zeynep", "Fatma|fatma", "Merve|merve", "Büşra|busra", "Gökçe|gokce"},
	lastM:  []string{"Yılmaz|yilmaz", "Kaya|kaya", "Demir|demir", "Şahin|sahin", "Çelik|celik", "Yıldız|yildiz", "Öztürk|ozturk", "Aydın|aydin"},
	lastF:  []string{"Yılmaz|yilmaz", "Kaya|kaya", "Demir|demir", "Şahin|sahin", "Çelik|celik", "Yıldız|yildiz", "Öztürk|ozturk", "Aydın|aydin"},
	mail:   []string{"gmail.com", "hotmail.com", "outlook.com", "yandex.com.tr", "icloud.com", "hotmail.com.tr"},
	tld:    "com.tr",
	firms:  []string{"Anadolu Yapı A.Ş.|anadoluyapi", "Ege Tekstil Ltd. Şti.|egetekstil", "Boğaziçi Lojistik|bogazicilojistik", "Karadeniz Gıda San. Tic. Ltd. Şti.|karadenizgida"},
	cities: []string{"İstanbul", "Ankara", "İzmir", "Bursa", "Antalya", "Kadıköy", "Çankaya", "Trabzon"},
	cur: func(lo, hi int) string {
		v := thousands(spaced(lo/3, hi/3, 50), ".")
		return pickS(v+" TL", "₺"+v, v+" ₺", v+",00 TL")
	},
	nsn: func() string {
		return pickS("530", "531", "532", "533", "535", "536", "537", "538", "539", "541", "542", "543", "544", "545", "546", "505", "506", "507", "551", "552", "553", "554", "555", "559", "501") + digits(7)
	},
	fmts: []func(string) string{
		f("0 (%s) %s %s %s", 3, 3, 2, 2),
		f("0%s %s %s %s", 3, 3, 2, 2),
		f("+90 %s %s %s %s", 3, 3, 2, 2),
		f("0%s%s", 3, 7),
		f("+90 (%s) %s-%s", 3, 3, 4),
		f("0%s %s %s", 3, 3, 4),
		f("+90%s%s", 3, 7),
		f("0 %s %s %s %s", 3, 3, 2, 2),
		f("0(%s) %s %s %s", 3, 3, 2, 2),
	},
	cc: "90",
}

var PL = &Loc{
	code:   "pl",
	firstM: []string{"Jan|jan", "Piotr|piotr", "Krzysztof|krzysztof", "Tomasz|tomasz", "Paweł|pawel", "Michał|michal"},
	firstF: []string{"Anna|anna", "Katarzyna|katarzyna", "Magdalena|magdalena", "Agnieszka|agnieszka", "Małgorzata|malgorzata", "Joanna|joanna"},
	lastM:  []string{"Kowalski|kowalski", "Nowak|nowak", "Wiśniewski|wisniewski", "Wójcik|wojcik", "Kamiński|kaminski", "Lewandowski|lewandowski", "Zieliński|zielinski", "Szymański|szymanski"},
	lastF:  []string{"Kowalska|kowalska", "Nowak|nowak", "Wiśniewska|wisniewska", "Wójcik|wojcik", "Kamińska|kaminska", "Lewandowska|lewandowska", "Zielińska|zielinska", "Szymańska|szymanska"},
	mail:   []string{"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com", "op.pl"},
	tld:    "pl",
	firms:  []string{"Budmax Sp. z o.o.|budmax", "Transpol S.A.|transpol", "Meble-Kraków s.c.|meble-krakow", "Eko-Dom Sp. z o.o.|ekodom"},
	cities: []string{"Warszawa", "Kraków", "Wrocław", "Gdańsk", "Poznań", "Łódź", "Katowice"},
	cur: func(lo, hi int) string {
		v := spaced(lo/4, hi/4, 10)
		if chance(0.5) {
			return thousands(v, sp()) + ",00 zł"
		}
		return thousands(v, sp()) + " zł"
	},
	nsn: func() string {
		return pickS("45", "50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88") + digits(7)
	},
	fmts: []func(string) string{
		f("+48 %s %s %s", 3, 3, 3),
		f("%s %s %s", 3, 3, 3),
		f("%s-%s-%s", 3, 3, 3),
		f("%s%s", 3, 6),
		f("+48%s%s", 3, 6),
		f("(+48) %s %s %s", 3, 3, 3),
		f("0048 %s %s %s", 3, 3, 3),
		f("+48 %s-%s-%s", 3, 3, 3),
	},
	cc: "48",
}

var CZ = &Loc{
	code:   "cz",
	firstM: []string{"Jan|jan", "Petr|petr", "Jiří|jiri", "Tomáš|tomas", "Martin|martin", "Lukáš|lukas"},
	firstF: []string{"Jana|jana", "Eva|eva", "Lucie|lucie", "Tereza|tereza", "Kateřina|katerina", "Petra|petra"},
	lastM:  []string{"Novák|novak", "Svoboda|svoboda", "Dvořák|dvorak", "Černý|cerny", "Procházka|prochazka", "Kučera|kucera"},
	lastF:  []string{"Nováková|novakova", "Svobodová|svobodova", "Dvořáková|dvorakova", "Černá|cerna", "Procházková|prochazkova", "Kučerová|kucerova"},
	mail:   []string{"seznam.cz", "email.cz", "centrum.cz", "gmail.com", "post.cz"},
	tld:    "cz",
	firms:  []string{"Stavby Morava s.r.o.|stavbymorava", "Pražská doprava a.s.|prazskadoprava", "Nábytek Novák s.r.o.|nabyteknovak", "Elektro Brno s.r.o.|elektrobrno"},
	cities: []string{"Praha", "Brno", "Ostrava", "Plzeň", "Olomouc", "Liberec"},
	cur: func(lo, hi int) string {
		return thousands(spaced(lo/4, hi/4, 50), sp()) + " " + pickS("Kč", "CZK", ",- Kč")
	},
	nsn: func() string {
		return pickS("601", "602", "603", "604", "605", "606", "607", "608", "702", "704", "721", "724", "725", "728", "731", "732", "736", "737", "739", "773", "774", "775", "776", "777", "792", "799") + digits(6)
	},
	fmts: []func(string) string{
		f("+420 %s %s %s", 3, 3, 3),
		f("%s %s %s", 3, 3, 3),
		f("+420%s%s", 3, 6),
		f("00420 %s %s %s", 3, 3, 3),
		f("%s%s", 3, 6),
		f("+420 %s-%s-%s", 3, 3, 3),
	},
	cc: "420",
}

var RO = &Loc{
	code:   "ro",
	firstM: []string{"Andrei|andrei", "Mihai|mihai", "Alexandru|alexandru", "Ionuț|ionut", "Ștefan|stefan", "Bogdan|bogdan"},
	firstF: []string{"Ioana|ioana", "Elena|elena", "Maria|maria", "Andreea|andreea", "Alexandra|alexandra", "Mihaela|mihaela"},
	lastM:  []string{"Popescu|popescu", "Ionescu|ionescu", "Popa|popa", "Dumitrescu|dumitrescu", "Stan|stan", "Stoica|stoica", "Gheorghe|gheorghe", "Rădulescu|radulescu"},
	lastF:  []string{"Popescu|popescu", "Ionescu|ionescu", "Popa|popa", "Dumitrescu|dumitrescu", "Stan|stan", "Stoica|stoica", "Gheorghe|gheorghe", "Rădulescu|radulescu"},
	mail:   []string{"yahoo.com", "gmail.com", "yahoo.ro", "outlook.com"},
	tld:    "ro",
	firms:  []string{"Construct Expert SRL|constructexpert", "Transilvania Trans SRL|transilvaniatrans", "Mobila Design SRL|mobiladesign", "Agro Dobrogea SA|agrodobrogea"},
	cities: []string{"București", "Cluj-Napoca", "Iași", "Timișoara", "Constanța", "Brașov"},
	cur: func(lo, hi int) string {
		v := thousands(spaced(lo/20, hi/20, 10), ".")
		return pickS(v+" lei", v+" RON", v+",00 lei")
	},
	nsn: func() string {
		return pickS("721", "722", "723", "724", "726", "727", "728", "740", "741", "742", "744", "745", "746", "747", "748", "749", "751", "752", "755", "756", "760", "762", "765", "766", "770", "771", "772", "773", "774", "784", "785", "786", "787", "788") + digits(6)
	},
	fmts: []func(string) string{
		f("+40 %s %s %s", 3, 3, 3),
		f("0%s %s %s", 3, 3, 3),
		f("0%s.%s.%s", 3, 3, 3),
		f("0%s-%s-%s", 3, 3, 3),
		f("0%s%s", 3, 6),
		f("+40%s%s", 3, 6),
		f("+40 (0)%s %s %s", 3, 3, 3),
		f("0040 %s %s %s", 3, 3, 3),
	},
	cc: "40",
}

var BG = &Loc{
	code:   "bg",
	firstM: []string{"Георги|georgi", "Иван|ivan", "Димитър|dimitar", "Николай|nikolay", "Петър|petar", "Христо|hristo"},
	firstF: []string{"Мария|maria", "Елена|elena", "Десислава|desislava", "Йорданка|yordanka", "Гергана|gergana", "Милена|milena"},
	lastM:  []string{"Иванов|ivanov", "Георгиев|georgiev", "Димитров|dimitrov", "Петров|petrov", "Николов|nikolov", "Стоянов|stoyanov"},
	lastF:  []string{"Иванова|ivanova", "Георгиева|georgieva", "Димитрова|dimitrova", "Петрова|petrova", "Николова|nikolova", "Стоянова|stoyanova"},
	mail:   []string{"abv.bg", "gmail.com", "mail.bg", "dir.bg"},
	tld:    "bg",
	firms:  []string{"„Строй Инвест“ ЕООД|stroyinvest", "„Балкан Транс“ ООД|balkantrans", "„Мебели Варна“ ЕООД|mebelivarna", "„Агро Тракия“ АД|agrotrakia"},
	cities: []string{"София", "Пловдив", "Варна", "Бургас", "Русе", "Стара Загора"},
	cur: func(lo, hi int) string {
		return thousands(spaced(lo/30, hi/30, 5), sp()) + " " + pickS("лв.", "лв", "BGN", "€")
	},
	nsn: func() string { return pickS("87", "88", "89", "98") + digits(7) },
	fmts: []func(string) string{
		f("+359 %s %s %s", 2, 3, 4),
		f("0%s%s %s %s", 2, 1, 3, 3),
		f("0%s %s %s", 2, 3, 4),
		f("0%s%s", 2, 7),
		f("+359%s%s", 2, 7),
		f("+359 %s%s %s %s", 2, 1, 3, 3),
		f("00359 %s %s %s", 2, 3, 4),
	},
	cc: "359",
}

var RS = &Loc{
	code:   "rs",
	firstM: []string{"Marko|marko", "Nikola|nikola", "Stefan|stefan", "Miloš|milos", "Lazar|lazar", "Aleksandar|aleksandar"},
	firstF: []string{"Jelena|jelena", "Milica|milica", "Ana|ana", "Jovana|jovana", "Marija|marija", "Dragana|dragana"},
	lastM:  []string{"Jovanović|jovanovic", "Petrović|petrovic", "Nikolić|nikolic", "Marković|markovic", "Đorđević|djordjevic", "Stojanović|stojanovic"},
	lastF:  []string{"Jovanović|jovanovic", "Petrović|petrovic", "Nikolić|nikolic", "Marković|markovic", "Đorđević|djordjevic", "Stojanović|stojanovic"},
	mail:   []string{"gmail.com", "yahoo.com", "eunet.rs", "hotmail.com"},
	tld:    "rs",
	firms:  []string{"Gradnja Plus d.o.o.|gradnjaplus", "Beo Transport d.o.o.|beotransport", "Namještaj Novi Sad|namestajns", "Agro Banat a.d.|agrobanat"},
	cities: []string{"Beograd", "Novi Sad", "Niš", "Kragujevac", "Subotica"},
	cur: func(lo, hi int) string {
		v := thousands(spaced(lo, hi, 100), ".")
		return pickS(v+" din", v+" RSD", v+",00 дин.")
	},
	nsn: func() string { return pickS("60", "61", "62", "63", "64", "65", "66", "69") + digits(7) },
	fmts: []func(string) string{
		f("+381 %s %s %s", 2, 3, 4),
		f("0%s/%s-%s", 2, 3, 4),
		f("0%s %s %s %s", 2, 3, 2, 2),
		f("0%s %s", 2, 7),
		f("+381%s%s", 2, 7),
		f("0%s/%s%s", 2, 3, 4),
		f("+381 (0)%s %s %s", 2, 3, 4),
	},
	cc: "381",
}

var LT = &Loc{
	code:   "lt",
	firstM: []string{"Jonas|jonas", "Mantas|mantas", "Tomas|tomas", "Lukas|lukas", "Darius|darius"},
	firstF: []string{"Rūta|ruta", "Eglė|egle", "Ieva|ieva", "Greta|greta", "Aistė|aiste"},
	lastM:  []string{"Kazlauskas|kazlauskas", "Jankauskas|jankauskas", "Petrauskas|petrauskas", "Stankevičius|stankevicius", "Vasiliauskas|vasiliauskas"},
	lastF:  []string{"Kazlauskienė|kazlauskiene", "Jankauskaitė|jankauskaite", "Petrauskienė|petrauskiene", "Stankevičiūtė|stankeviciute", "Vasiliauskienė|vasiliauskiene"},
	mail:   []string{"gmail.com", "inbox.lt", "one.lt", "yahoo.com"},
	tld:    "lt",
	firms:  []string{"UAB „Baltijos logistika“|baltlog", "UAB „Vilniaus baldai“|vilniausbaldai", "MB „Statyba LT“|statybalt"},
	cities: []string{"Vilnius", "Kaunas", "Klaipėda", "Šiauliai"},
	cur: func(lo, hi int) string {
		v := thousands(spaced(lo/100, hi/100, 5), sp())
		return pickS(v+" €", v+",00 EUR", v+" Eur")
	},
	nsn: func() string { return "6" + digits(7) },
	fmts: []func(string) string{
		f("+370 %s %s", 3, 5),
		f("8 %s %s", 3, 5),
		f("8-%s-%s", 3, 5),
		f("+370%s%s", 3, 5),
		f("8%s%s", 3, 5),
		f("+370 %s %s %s", 3, 2, 3),
	},
	cc: "370",
}

var LV = &Loc{
	code:   "lv",
	firstM: []string{"Jānis|janis", "Andris|andris", "Mārtiņš|martins", "Edgars|edgars", "Kārlis|karlis"},
	firstF: []string{"Anna|anna", "Līga|liga", "Ilze|ilze", "Kristīne|kristine", "Laura|laura"},
	lastM:  []string{"Bērziņš|berzins", "Kalniņš|kalnins", "Ozoliņš|ozolins", "Jansons|jansons", "Liepiņš|liepins"},
	lastF:  []string{"Bērziņa|berzina", "Kalniņa|kalnina", "Ozoliņa|ozolina", "Jansone|jansone", "Liepiņa|liepina"},
	mail:   []string{"inbox.lv", "gmail.com", "apollo.lv", "outlook.com"},
	tld:    "lv",
	firms:  []string{"SIA „Rīgas būve“|rigasbuve", "SIA „Baltic Cargo“|balticcargo", "SIA „Koka mēbeles“|kokamebeles"},
	cities: []string{"Rīga", "Daugavpils", "Liepāja", "Jelgava"},
	cur: func(lo, hi int) string {
		v := thousands(spaced(lo/100, hi/100, 5), sp())
		return pickS(v+" €", "€"+v, v+",00 EUR")
	},
	nsn: func() string { return "2" + digits(7) },
	fmts: []func(string) string{
		f("+371 %s %s %s", 2, 3, 3),
		f("%s %s %s", 2, 3, 3),
		f("%s%s", 2, 6),
		f("+371 %s%s", 2, 6),
		f("%s %s", 4, 4),
		f("+371%s%s", 2, 6),
	},
	cc: "371",
}

var EE = &Loc{
	code:   "ee",
	firstM: []string{"Mart|mart", "Andres|andres", "Jaan|jaan", "Rasmus|rasmus", "Kristjan|kristjan"},
	firstF: []string{"Kadri|kadri", "Liis|liis", "Triin|triin", "Mari|mari", "Kristiina|kristiina"},
	lastM:  []string{"Tamm|tamm", "Saar|saar", "Sepp|sepp", "Mägi|magi", "Kask|kask", "Kukk|kukk"},
	lastF:  []string{"Tamm|tamm", "Saar|saar", "Sepp|sepp", "Mägi|magi", "Kask|kask", "Kukk|kukk"},
	mail:   []string{"gmail.com", "hot.ee", "mail.ee", "online.ee"},
	tld:    "ee",
	firms:  []string{"Tallinna Ehitus OÜ|tallinnaehitus", "Baltic Freight AS|balticfreight", "Puidukoda OÜ|puidukoda"},
	cities: []string{"Tallinn", "Tartu", "Pärnu", "Narva"},
	cur: func(lo, hi int) string {
		v := thousands(spaced(lo/100, hi/100, 5), sp())
		return pickS(v+" €", v+" eurot", v+",00 EUR")
	},
	nsn: func() string { return "5" + digits(7) },
	fmts: []func(string) string{
		f("+372 %s %s", 4, 4),
		f("%s %s", 4, 4),
		f("+372%s%s", 4, 4),
		f("%s%s", 4, 4),
		f("+372 %s %s %s", 3, 2, 3),
	},
	cc: "372",
}

var allLocs = []*Loc{RU, KZ, UA, BY, UZ, GE, AM, AZ, TR, PL, CZ, RO, BG, RS, LT, LV, EE}

// ---------------------------------------------------------------- US numbers (emigrants)

var usAreas = []string{"347", "718", "917", "646", "929", "201", "267", "215", "773", "312", "847", "415", "206", "305", "786", "954", "916", "503", "404", "702", "425", "972", "480"}

func usPhone() string {
	a := pick(usAreas)
	ex := strconv.Itoa(rn(201, 989))
	for ex == "555" || ex[1:] == "11" {
		ex = strconv.Itoa(rn(201, 989))
	}
	ln := digits(4)
	switch r.Intn(5) {
	case 0:
		return "(" + a + ") " + ex + "-" + ln
	case 1:
		return a + "-" + ex + "-" + ln
	case 2:
		return "+1 " + a + " " + ex + " " + ln
	case 3:
		return "+1 (" + a + ") " + ex + "-" + ln
	}
	return a + "." + ex + "." + ln
}

func ssn() string {
	var area int
	for {
		area = rn(1, 899)
		if area != 666 && area != 123 && area != 78 {
			break
		}
	}
	return fmt.Sprintf("%03d-%02d-%04d", area, rn(1, 99), rn(1, 9999))
}

func itin() string {
	groups := []int{}
	for g := 50; g <= 99; g++ {
		if g <= 65 || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94 {
			groups = append(groups, g)
		}
	}
	return fmt.Sprintf("9%02d-%02d-%04d", rn(0, 99), pick(groups), rn(1, 9999))
}

// ---------------------------------------------------------------- cards

type issuer struct {
	name string
	bins []string
	n    int
}

var (
	mir      = issuer{"МИР", []string{"220220", "220070", "220024", "220015", "220001", "220400", "220030"}, 16}
	visa     = issuer{"Visa", []string{"427638", "427901", "437772", "414949", "416958", "440043", "445477", "454360", "489049", "418837", "479087", "427655"}, 16}
	master   = issuer{"Mastercard", []string{"553691", "546938", "516875", "537541", "521324", "540108", "555947", "222100", "230012", "520306", "557737"}, 16}
	troy     = issuer{"Troy", []string{"979203", "979208", "979217", "979280"}, 16}
	union    = issuer{"UnionPay", []string{"621012", "625011", "621483", "622848", "623095"}, 16}
	union19  = issuer{"UnionPay", []string{"621012", "622848", "623095"}, 19}
	maestro  = issuer{"Maestro", []string{"639002", "676195", "501800", "676280"}, 18}
	amex     = issuer{"American Express", []string{"3714", "3742", "3787", "3796"}, 15}
	humo     = issuer{"Humo", []string{"986001", "986010", "986035", "986018"}, 16}
	uzcard   = issuer{"Uzcard", []string{"860002", "860049", "860031", "860014"}, 16}
	belkart  = issuer{"Белкарт", []string{"911200", "911230", "911240"}, 16}
	arca     = issuer{"ArCa", []string{"905101", "905111", "905120"}, 16}
	prostir  = issuer{"ПРОСТІР", []string{"980400", "980410"}, 16}
	visaMono = issuer{"Visa", []string{"444111", "537541", "516874", "414949"}, 16}
	kaspi    = issuer{"Visa", []string{"440043", "400303"}, 16}
)

func cardDigits(is issuer) string {
	payload := pick(is.bins)
	payload += digits(is.n - 1 - len(payload))
	return payload + string(luhnDigit(payload))
}

// fmtCard writes the digits as people do.
func fmtCard(d string) string {
	n := len(d)
	if n == 15 {
		switch r.Intn(3) {
		case 0:
			return d[:4] + " " + d[4:10] + " " + d[10:]
		case 1:
			return d[:4] + "-" + d[4:10] + "-" + d[10:]
		}
		return d
	}
	sep := pickS(" ", " ", " ", "-", "", " ")
	if sep == "" {
		return d
	}
	var parts []string
	for i := 0; i < n; i += 4 {
		e := i + 4
		if e > n {
			e = n
		}
		parts = append(parts, d[i:e])
	}
	if n == 19 && chance(0.4) {
		return d[:6] + sep + d[6:]
	}
	return strings.Join(parts, sep)
}

func card(is issuer) string { return fmtCard(cardDigits(is)) }

func last4(d string) string { return d[len(d)-4:] }

// ---------------------------------------------------------------- tokens

func telegramToken() string {
	return strconv.Itoa(rn(1000000000, 7999999999)) + ":AA" + pickS("E", "F", "G", "H") + secret(b64url, 32)
}

func jwtOf(header, payload string, sig int) string {
	return b64u([]byte(header)) + "." + b64u([]byte(payload)) + "." + b64u(randBytes(sig))
}

func iat() int { return 1700000000 + r.Intn(60000000) }

func amoJWT() string {
	jti := fromAlpha(hexLower, 40)
	t := iat()
	h := `{"typ":"JWT","alg":"RS256","jti":"` + jti + `"}`
	p := fmt.Sprintf(`{"aud":"%s","jti":"%s","iat":%d,"nbf":%d,"exp":%d,"sub":"%d","grant_type":"","account_id":%d,"base_domain":"amocrm.ru","version":2,"scopes":["crm","files","files_delete","notifications","push_notifications"],"hash_uuid":"%s"}`,
		uuid(), jti, t, t, t+86400*365*3, rn(1000000, 12999999), rn(28000000, 32999999), uuid())
	return jwtOf(h, p, 256)
}

func wbJWT() string {
	t := iat()
	h := `{"alg":"ES256","kid":"20240` + strconv.Itoa(rn(1, 9)) + `0` + strconv.Itoa(rn(1, 9)) + `v1","typ":"JWT"}`
	p := fmt.Sprintf(`{"acc":1,"ent":1,"exp":%d,"id":"%s","iid":%d,"oid":%d,"s":%d,"sid":"%s","t":false,"uid":%d}`,
		t+86400*180, uuid(), rn(10000000, 99999999), rn(100000, 4999999), pick([]int{1073741836, 510, 126}), uuid(), rn(10000000, 99999999))
	return jwtOf(h, p, 64)
}

func appJWT(name string) string {
	t := iat()
	h := pickS(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"`+fromAlpha(hexLower, 8)+`"}`)
	p := fmt.Sprintf(`{"sub":"%d","name":"%s","role":"customer","iat":%d,"exp":%d}`, rn(10000, 9999999), name, t, t+3600)
	sig := 32
	if strings.Contains(h, "RS256") {
		sig = 256
	}
	return jwtOf(h, p, sig)
}

func allegroJWT(user string) string {
	t := iat()
	h := `{"alg":"RS256","typ":"JWT"}`
	p := fmt.Sprintf(`{"user_name":"%d","scope":["allegro:api:orders:read","allegro:api:sale:offers:read"],"allegro_api":true,"iss":"https://allegro.pl","exp":%d,"jti":"%s","client_id":"%s","ext":"%s"}`,
		rn(10000000, 99999999), t+43200, uuid(), fromAlpha(hexLower, 32), user)
	return jwtOf(h, p, 256)
}

func basicAuth(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

// ---------------------------------------------------------------- passwords

var pwWords = []string{"Moskva", "Kotik", "Sasha", "Natasha", "qwerty", "Zenit", "Spartak", "Galatasaray", "Warszawa", "Praha", "Tbilisi", "Dinamo", "Lviv", "Kyiv", "Almaty", "Marina", "Solnce", "Zvezda", "Barsik", "Krakow", "Bucuresti", "Fenerbahce", "Yerevan", "Baku", "Riga", "Tallinn", "Vilnius", "Sofia", "Beograd", "Leto", "Murzik", "Dasha", "Maksim", "Elif", "Ankara", "Karpaty"}

func password() string {
	w := pick(pwWords)
	switch r.Intn(7) {
	case 0:
		return w + strconv.Itoa(rn(1975, 2024)) + pickS("!", "!!", "#", "*", "")
	case 1:
		return strings.ToLower(w) + "_" + strconv.Itoa(rn(10, 999))
	case 2:
		return w + "_" + fmt.Sprintf("%02d%02d%d", rn(1, 28), rn(1, 12), rn(1970, 2004))
	case 3:
		return secret(alnum, rn(10, 14)) + pickS("!", "#", "$", "%", "")
	case 4:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + pickS("@", ".", "-") + strconv.Itoa(rn(100, 9999))
	case 5:
		return fromAlpha("abcdefghjkmnpqrstuvwxyz", 3) + strconv.Itoa(rn(10, 99)) + pickS("!", "#", "?") + fromAlpha("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + strconv.Itoa(rn(10, 99))
	}
	return w + strconv.Itoa(rn(100, 999)) + w[:1]
}

// ---------------------------------------------------------------- look-alikes

// inn returns a valid Russian INN of a company (10) or a person (12).
func inn(person bool) string {
	if !person {
		w := []int{2, 4, 10, 3, 5, 9, 4, 6, 8}
		d := ndigits(9)
		s := 0
		for i, c := range d {
			s += int(c-'0') * w[i]
		}
		return d + strconv.Itoa(s%11%10)
	}
	w1 := []int{7, 2, 4, 10, 3, 5, 9, 4, 6, 8}
	w2 := []int{3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8}
	d := ndigits(10)
	s := 0
	for i, c := range d {
		s += int(c-'0') * w1[i]
	}
	d += strconv.Itoa(s % 11 % 10)
	s = 0
	for i, c := range d {
		s += int(c-'0') * w2[i]
	}
	return d + strconv.Itoa(s%11%10)
}

func snils() string {
	d := digits(9)
	s := 0
	for i, c := range d {
		s += int(c-'0') * (9 - i)
	}
	cs := s % 101
	if cs == 100 {
		cs = 0
	}
	return fmt.Sprintf("%s-%s-%s %02d", d[:3], d[3:6], d[6:9], cs)
}

func pesel() string {
	y, m, d := rn(60, 99), rn(1, 12), rn(1, 28)
	s := fmt.Sprintf("%02d%02d%02d%s", y, m, d, digits(4))
	w := []int{1, 3, 7, 9, 1, 3, 7, 9, 1, 3}
	sum := 0
	for i, c := range s {
		sum += int(c-'0') * w[i]
	}
	return s + strconv.Itoa((10-sum%10)%10)
}

func tcKimlik() string {
	d := make([]int, 11)
	d[0] = rn(1, 9)
	for i := 1; i < 9; i++ {
		d[i] = r.Intn(10)
	}
	odd := d[0] + d[2] + d[4] + d[6] + d[8]
	even := d[1] + d[3] + d[5] + d[7]
	d[9] = ((odd*7-even)%10 + 10) % 10
	s := 0
	for i := 0; i < 10; i++ {
		s += d[i]
	}
	d[10] = s % 10
	var sb strings.Builder
	for _, x := range d {
		sb.WriteByte(byte('0' + x))
	}
	return sb.String()
}

func iin() string {
	return fmt.Sprintf("%02d%02d%02d%d%s", rn(60, 99), rn(1, 12), rn(1, 28), rn(3, 4), digits(5))
}

// iban builds an IBAN with a valid check.
func iban(cc, bban string) string {
	s := bban + cc + "00"
	var num strings.Builder
	for _, c := range s {
		if c >= 'A' && c <= 'Z' {
			num.WriteString(strconv.Itoa(int(c-'A') + 10))
		} else {
			num.WriteRune(c)
		}
	}
	m := 0
	for _, c := range num.String() {
		m = (m*10 + int(c-'0')) % 97
	}
	return fmt.Sprintf("%s%02d%s", cc, 98-m, bban)
}

func groups4(s string) string {
	var parts []string
	for i := 0; i < len(s); i += 4 {
		e := i + 4
		if e > len(s) {
			e = len(s)
		}
		parts = append(parts, s[i:e])
	}
	return strings.Join(parts, " ")
}

func smsCode(n int) string { return ndigits(n) }
