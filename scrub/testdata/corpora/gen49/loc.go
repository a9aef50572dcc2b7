package main

import (
	"fmt"
	"strings"
)

type locale struct {
	id       string
	cc       string // passport country
	first    []string
	last     []string
	roman    func(f, l string) (string, string) // romanization for email/GDS
	domains  []string
	phone    func() string
	telWord  string
	mailWord string
	city     string
}

func id(f, l string) (string, string) { return f, l }

var translit = map[string]string{
	"Müller": "Mueller", "Schröder": "Schroeder", "Jürgen": "Juergen", "Grüber": "Grueber", "Lefèvre": "Lefevre", "Hélène": "Helene", "Rodríguez": "Rodriguez", "José": "Jose", "García": "Garcia", "Martín": "Martin", "Conceição": "Conceicao", "João": "Joao", "Gonçalves": "Goncalves", "Yılmaz": "Yilmaz", "Şahin": "Sahin", "Çelik": "Celik", "Ayşe": "Ayse", "Öztürk": "Ozturk", "Érica": "Erica", "Zoë": "Zoe",
	"山田": "Yamada", "佐藤": "Sato", "鈴木": "Suzuki", "高橋": "Takahashi", "太郎": "Taro", "花子": "Hanako", "健一": "Kenichi", "美咲": "Misaki",
	"王": "Wang", "李": "Li", "张": "Zhang", "陈": "Chen", "伟": "Wei", "芳": "Fang", "晓明": "Xiaoming", "丽娜": "Lina",
	"김": "Kim", "이": "Lee", "박": "Park", "최": "Choi", "민준": "Minjun", "서연": "Seoyeon", "지훈": "Jihoon", "수빈": "Subin",
	"محمد": "Mohammed", "أحمد": "Ahmed", "فاطمة": "Fatima", "العتيبي": "Alotaibi", "الحربي": "Alharbi", "منصور": "Mansour", "ليلى": "Layla",
	"สมชาย": "Somchai", "สุดา": "Suda", "ใจดี": "Jaidee", "ศรีสุข": "Srisuk", "วิชัย": "Wichai", "นภา": "Napa",
	"Иван": "Ivan", "Ольга": "Olga", "Дмитрий": "Dmitriy", "Анна": "Anna", "Иванов": "Ivanov", "Смирнова": "Smirnova", "Кузнецов": "Kuznetsov", "Попова": "Popova",
}

func tr(s string) string {
	if v, ok := translit[s]; ok {
		return v
	}
	return s
}
func trl(f, l string) (string, string) { return tr(f), tr(l) }

func usPhone() string {
	a := pick([]int{212, 310, 415, 312, 617, 305, 646, 718, 206, 503, 702, 404, 213, 512, 808, 917})
	e := rint(201, 989)
	if e%100 == 11 || e == 555 {
		e++
	}
	l := nd(4)
	return pick([]string{
		fmt.Sprintf("(%d) %d-%s", a, e, l), fmt.Sprintf("%d-%d-%s", a, e, l), fmt.Sprintf("%d.%d.%s", a, e, l),
		fmt.Sprintf("+1 %d %d %s", a, e, l), fmt.Sprintf("+1 (%d) %d-%s", a, e, l), fmt.Sprintf("+1-%d-%d-%s", a, e, l),
		fmt.Sprintf("1-%d-%d-%s", a, e, l), fmt.Sprintf("+1%d%d%s", a, e, l),
	})
}
func ukPhone() string {
	m := "7" + fmt.Sprint(rint(400, 999)) + " " + nd(6)
	l := "20 7" + digits(3) + " " + nd(4)
	return pick([]string{"+44 " + l, "0" + l, "0" + m, "+44 " + m, "+44 (0)" + l, "0161 " + nd(3) + " " + nd(4), "+44 131 " + nd(3) + " " + nd(4), "+44" + strings.ReplaceAll(m, " ", "")})
}
func dePhone() string {
	c := pick([]string{"30", "89", "40", "221", "69", "711"})
	m := "1" + pick([]string{"51", "60", "70", "71", "76", "52"}) + fmt.Sprint(rint(1, 9))
	return pick([]string{"+49 " + c + " " + nd(8-len(c)+2), "0" + c + " " + nd(7), "0" + c + "/" + nd(7), "+49 (0)" + c + " " + nd(7), "0" + m + " " + nd(7), "+49 " + m + " " + nd(7), "0049 " + c + " " + nd(7), "+49" + m + nd(7)})
}
func frPhone() string {
	p := func() string {
		return fmt.Sprintf("%02d %02d %02d %02d", rint(10, 99), rint(10, 99), rint(10, 99), rint(10, 99))
	}
	d := fmt.Sprint(pick([]int{1, 4, 6, 7}))
	x := p()
	return pick([]string{"+33 " + d + " " + x, "0" + d + " " + x, "0" + d + "." + strings.ReplaceAll(x, " ", "."), "+33 (0)" + d + " " + x, "0" + d + strings.ReplaceAll(x, " ", ""), "+33" + d + strings.ReplaceAll(x, " ", "")})
}
func esPhone() string {
	m := fmt.Sprint(pick([]int{6, 7})) + nd(2)
	return pick([]string{"+34 91" + digits(1) + " " + nd(3) + " " + nd(3), "+34 " + m + " " + nd(2) + " " + nd(2) + " " + nd(2), m + " " + nd(3) + " " + nd(3), "91 " + nd(3) + " " + nd(2) + " " + nd(2), "+34" + m + nd(6), "93 " + nd(3) + " " + nd(2) + " " + nd(2)})
}
func itPhone() string {
	m := "3" + fmt.Sprint(rint(20, 49))
	return pick([]string{"+39 06 " + nd(4) + " " + nd(4), "06 " + nd(8), "+39 " + m + " " + nd(3) + " " + nd(4), m + " " + nd(7), "02 " + nd(4) + " " + nd(4), "+39 02 " + nd(8), "055 " + nd(6)})
}
func brPhone() string {
	a := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81"})
	return pick([]string{"+55 " + a + " 9" + nd(4) + "-" + nd(4), "(" + a + ") 9" + nd(4) + "-" + nd(4), "(" + a + ") 3" + digits(3) + "-" + nd(4), "+55 (" + a + ") 9" + nd(4) + "-" + nd(4), a + " 9" + nd(4) + "-" + nd(4), "+55" + a + "9" + nd(8)})
}
func nlPhone() string {
	return pick([]string{"+31 20 " + nd(3) + " " + nd(4), "020-" + nd(7), "06-" + nd(8), "+31 6 " + nd(8), "06 " + nd(4) + " " + nd(4), "010 " + nd(3) + " " + nd(4), "+31 (0)6 " + nd(8)})
}
func jpPhone() string {
	m := pick([]string{"090", "080", "070"})
	return pick([]string{"03-" + nd(4) + "-" + nd(4), m + "-" + nd(4) + "-" + nd(4), "+81 3-" + nd(4) + "-" + nd(4), "+81 " + m[1:] + "-" + nd(4) + "-" + nd(4), "06-" + nd(4) + "-" + nd(4), "075-" + nd(3) + "-" + nd(4), "+81 " + m[1:] + " " + nd(4) + " " + nd(4), m + nd(8)})
}
func zhPhone() string {
	m := "1" + pick([]string{"38", "39", "35", "86", "58", "77", "52"}) + nd(8)
	return pick([]string{m[:3] + " " + m[3:7] + " " + m[7:], m, "+86 " + m[:3] + " " + m[3:7] + " " + m[7:], "010-" + nd(4) + " " + nd(4), "+86 10 " + nd(4) + " " + nd(4), "021-" + nd(8), "+86-" + m, "(021) " + nd(4) + "-" + nd(4)})
}
func koPhone() string {
	return pick([]string{"010-" + nd(4) + "-" + nd(4), "+82 10-" + nd(4) + "-" + nd(4), "02-" + nd(3) + "-" + nd(4), "+82 2-" + nd(4) + "-" + nd(4), "010 " + nd(4) + " " + nd(4), "051-" + nd(3) + "-" + nd(4), "+82 10 " + nd(4) + " " + nd(4)})
}
func arPhone() string {
	return pick([]string{"+971 50 " + nd(3) + " " + nd(4), "050 " + nd(3) + " " + nd(4), "04 " + nd(3) + " " + nd(4), "+966 55 " + nd(3) + " " + nd(4), "+20 10 " + nd(4) + " " + nd(4), "+97150" + nd(7), "055-" + nd(3) + "-" + nd(4), "+974 " + nd(4) + " " + nd(4)})
}
func thPhone() string {
	m := "0" + pick([]string{"81", "82", "86", "89", "91", "92", "95"})
	return pick([]string{m + "-" + nd(3) + "-" + nd(4), "+66 " + m[1:] + " " + nd(3) + " " + nd(4), "02-" + nd(3) + "-" + nd(4), m + nd(7), "+66 2 " + nd(3) + " " + nd(4), "076-" + nd(3) + "-" + nd(3)})
}
func trPhone() string {
	m := "5" + fmt.Sprint(rint(30, 55))
	g := nd(3) + " " + nd(2) + " " + nd(2)
	return pick([]string{"+90 " + m + " " + g, "0" + m + " " + g, "0 (" + m + ") " + g, "0212 " + g, "+90 (212) " + g, "0" + m + strings.ReplaceAll(g, " ", ""), "0242 " + g})
}
func ruPhone() string {
	c := pick([]string{"495", "499", "812", "916", "903", "926", "985"})
	g := nd(3) + "-" + nd(2) + "-" + nd(2)
	return pick([]string{"+7 " + c + " " + g, "8 (" + c + ") " + g, "+7 (" + c + ") " + g, "8 " + c + " " + strings.ReplaceAll(g, "-", " "), "+7 " + c + " " + strings.ReplaceAll(g, "-", ""), "8-" + c + "-" + g})
}

var locales = []locale{
	{"en-US", "USA", []string{"Michael", "Jennifer", "David", "Ashley", "Brian", "Megan", "Kevin", "Lauren"}, []string{"Johnson", "Miller", "Davis", "Thompson", "Rivera", "Nguyen", "Patel", "O'Brien"}, id, []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "comcast.net", "aol.com"}, usPhone, "Phone", "Email", "New York"},
	{"en-GB", "GBR", []string{"Oliver", "Charlotte", "James", "Amelia", "Harry", "Sophie", "George", "Emily"}, []string{"Smith", "Jones", "Taylor", "Brown", "Wilson", "Evans", "Clarke", "Hughes"}, id, []string{"btinternet.com", "hotmail.co.uk", "gmail.com", "sky.com", "outlook.com", "virginmedia.com"}, ukPhone, "Tel", "Email", "London"},
	{"de", "DEU", []string{"Jürgen", "Katrin", "Lukas", "Sabine", "Felix", "Anja", "Tobias", "Julia"}, []string{"Müller", "Schmidt", "Schröder", "Wagner", "Becker", "Hoffmann", "Grüber", "Koch"}, trl, []string{"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de"}, dePhone, "Telefon", "E-Mail", "Berlin"},
	{"fr", "FRA", []string{"Hélène", "Julien", "Camille", "Nicolas", "Élodie", "Mathieu", "Claire", "Antoine"}, []string{"Lefèvre", "Martin", "Bernard", "Dubois", "Moreau", "Laurent", "Girard", "Roux"}, func(f, l string) (string, string) { return strings.ReplaceAll(tr(f), "É", "E"), tr(l) }, []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"}, frPhone, "Tél", "Courriel", "Paris"},
	{"es", "ESP", []string{"José", "Lucía", "Javier", "Carmen", "Pablo", "Marta", "Alejandro", "Elena"}, []string{"García", "Rodríguez", "Martín", "López", "Sánchez", "Fernández", "Romero", "Navarro"}, trl, []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"}, esPhone, "Teléfono", "Correo", "Madrid"},
	{"it", "ITA", []string{"Giulia", "Marco", "Francesca", "Luca", "Chiara", "Alessandro", "Sara", "Matteo"}, []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci"}, id, []string{"libero.it", "gmail.com", "tiscali.it", "alice.it", "virgilio.it", "hotmail.it"}, itPhone, "Tel.", "Email", "Roma"},
	{"pt-BR", "BRA", []string{"João", "Ana", "Lucas", "Mariana", "Pedro", "Beatriz", "Rafael", "Érica"}, []string{"Silva", "Santos", "Oliveira", "Souza", "Conceição", "Gonçalves", "Pereira", "Almeida"}, trl, []string{"uol.com.br", "gmail.com", "hotmail.com", "bol.com.br", "terra.com.br", "yahoo.com.br"}, brPhone, "Telefone", "E-mail", "São Paulo"},
	{"nl", "NLD", []string{"Daan", "Sanne", "Bram", "Lotte", "Thijs", "Fleur", "Ruben", "Zoë"}, []string{"de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit", "de Jong", "Mulder"}, func(f, l string) (string, string) { return tr(f), strings.ReplaceAll(l, " ", "") }, []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "planet.nl"}, nlPhone, "Tel", "E-mail", "Amsterdam"},
	{"ja", "JPN", []string{"太郎", "花子", "健一", "美咲"}, []string{"山田", "佐藤", "鈴木", "高橋"}, trl, []string{"yahoo.co.jp", "docomo.ne.jp", "gmail.com", "ezweb.ne.jp", "i.softbank.jp", "nifty.com"}, jpPhone, "電話", "メール", "東京"},
	{"zh", "CHN", []string{"伟", "芳", "晓明", "丽娜"}, []string{"王", "李", "张", "陈"}, trl, []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "gmail.com"}, zhPhone, "电话", "邮箱", "上海"},
	{"ko", "KOR", []string{"민준", "서연", "지훈", "수빈"}, []string{"김", "이", "박", "최"}, trl, []string{"naver.com", "daum.net", "gmail.com", "hanmail.net", "kakao.com", "nate.com"}, koPhone, "전화", "이메일", "서울"},
	{"ar", "ARE", []string{"محمد", "أحمد", "فاطمة", "ليلى"}, []string{"العتيبي", "الحربي", "منصور"}, trl, []string{"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com", "eim.ae", "emirates.net.ae"}, arPhone, "هاتف", "البريد الإلكتروني", "دبي"},
	{"th", "THA", []string{"สมชาย", "สุดา", "วิชัย", "นภา"}, []string{"ใจดี", "ศรีสุข"}, trl, []string{"gmail.com", "hotmail.com", "yahoo.co.th", "outlook.co.th"}, thPhone, "โทร", "อีเมล", "กรุงเทพฯ"},
	{"tr", "TUR", []string{"Ayşe", "Mehmet", "Emre", "Zeynep", "Burak", "Elif"}, []string{"Yılmaz", "Kaya", "Şahin", "Demir", "Çelik", "Öztürk"}, trl, []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com", "mynet.com"}, trPhone, "Tel", "E-posta", "İstanbul"},
	{"ru", "RUS", []string{"Иван", "Ольга", "Дмитрий", "Анна"}, []string{"Иванов", "Смирнова", "Кузнецов", "Попова"}, trl, []string{"mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "bk.ru", "inbox.ru"}, ruPhone, "Тел.", "Эл. почта", "Москва"},
}

func locByID(s string) locale {
	for _, l := range locales {
		if l.id == s {
			return l
		}
	}
	panic(s)
}

type person struct {
	f, l, rf, rl string
	loc          locale
}

func newPerson(l locale) person {
	f, la := pick(l.first), pick(l.last)
	rf, rl := l.roman(f, la)
	return person{f, la, rf, rl, l}
}
func (p person) name() string {
	switch p.loc.id {
	case "ja", "zh", "ko":
		return p.l + p.f
	case "ar", "th":
		return p.f + " " + p.l
	}
	return p.f + " " + p.l
}
func (p person) roman() string { return p.rf + " " + p.rl }
func (p person) gds() string {
	return strings.ToUpper(strings.ReplaceAll(strings.ReplaceAll(p.rl, " ", ""), "'", "")) + "/" + strings.ToUpper(p.rf) + " " + pick([]string{"MR", "MRS", "MS", "MSTR", "MISS"})
}

func clean(s string) string {
	s = strings.ToLower(s)
	s = strings.NewReplacer(" ", "", "'", "", "é", "e", "ë", "e", "ó", "o", "á", "a", "í", "i", "ú", "u", "ñ", "n", "ç", "c", "ã", "a", "õ", "o", "ê", "e", "ü", "ue", "ö", "oe", "ä", "ae", "ı", "i", "ş", "s", "ğ", "g").Replace(s)
	return s
}

func (p person) email() string {
	f, l := clean(p.rf), clean(p.rl)
	d := pick(p.loc.domains)
	lp := pick([]string{f + "." + l, f[:1] + l, f + "_" + l + fmt.Sprint(rint(70, 99)), l + "." + f, f + "." + l + "+travel", f + l + fmt.Sprint(rint(1, 999)), f + "-" + l})
	return lp + "@" + d
}

func bizEmail(hotel string) string {
	h := strings.ToLower(strings.NewReplacer(" ", "", "&", "", "'", "").Replace(hotel))
	return pick([]string{"reservations", "frontdesk", "reservas", "info", "concierge", "groups", "rezervasyon", "booking"}) + "@" + h + pick([]string{".com", ".co.uk", ".de", ".it", ".fr", ".es", ".com.tr", ".jp", ".co.th", ".ae"})
}
func relayEmail() string {
	return pick([]string{
		strings.ToLower(alnum(8, b62)) + "." + strings.ToLower(alnum(6, b62)) + "@guest.booking.com",
		strings.ToLower(alnum(10, b62)) + "@m.expediapartnercentral.com",
		strings.ToLower(alnum(12, b62)) + "@guest.airbnb.com",
		"t_" + strings.ToLower(alnum(10, b62)) + "@reply.agoda-messaging.com",
	})
}

var hotels = []string{"Hotel Adlon Kempinski", "The Savoy", "Grand Hotel Europa", "Hotel Lutetia", "NH Collection Madrid", "Hotel Danieli", "Copacabana Palace", "Hotel Okura Amsterdam", "Park Hyatt Tokyo", "The Peninsula Shanghai", "Lotte Hotel Seoul", "Jumeirah Beach Hotel", "Mandarin Oriental Bangkok", "Çırağan Palace", "Hotel Metropol Moscow", "Kimpton Alton", "Seaside Inn Key West", "Riad Al Zahra", "Hotel Sacher", "Premier Inn London Kings Cross"}

func (p person) phone() string { return p.loc.phone() }
