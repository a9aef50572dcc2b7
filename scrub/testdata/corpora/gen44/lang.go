package main

import (
	"fmt"
	"strings"
)

type person struct{ name, local string }

type addr struct{ street, city string } // both are keep strings

type Lang struct {
	id        string
	people    []person
	domains   []string
	companies []string
	ph        func() string // phone recognisable on its shape
	phL       func() string // phone that needs its label
	phWord    []string      // label words
	mailWord  []string
	addrs     []addr
	digits    rune // 0 = ASCII only; else sometimes native digits
}

func ps(xs ...string) []person {
	var out []person
	for _, x := range xs {
		i := strings.IndexByte(x, '|')
		out = append(out, person{x[:i], x[i+1:]})
	}
	return out
}

var langs = map[string]*Lang{
	"en": {id: "en", people: ps("Emily Carter|emily.carter", "Michael Chen|m.chen", "Sarah Johnson|sarahj", "David Miller|dmiller", "Jessica Lee|jess.lee", "Ryan O'Connor|ryan.oconnor", "Ashley Brooks|ashley.brooks", "Kevin Patel|kpatel", "Olivia Nguyen|olivia.nguyen", "Brian Walsh|bwalsh", "Megan Foster|megan.foster", "Tom Harris|tom.harris"),
		domains:   []string{"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me", "acme-corp.com", "brightline.io", "hollowayfinance.com", "cs.stanford.edu", "pinecrestdental.com"},
		companies: []string{"Brightline Labs", "Holloway Finance", "Pinecrest Dental", "Redwood Property Mgmt", "Summit HVAC"},
		ph:        phUS, phL: phUSlab, phWord: []string{"phone", "cell", "mobile", "tel", "call"}, mailWord: []string{"email", "e-mail"},
		addrs: []addr{{"1450 Mission St", "San Francisco, CA 94103"}, {"221 W 14th St, Apt 5B", "New York, NY 10011"}, {"4820 Oak Lawn Ave", "Dallas, TX 75219"}, {"77 Summer St, Suite 900", "Boston, MA 02110"}}},
	"gb": {id: "gb", people: ps("Oliver Bennett|oliver.bennett", "Charlotte Hughes|c.hughes", "Harry Whitfield|harry.w", "Amelia Clarke|amelia.clarke", "George Fletcher|gfletcher", "Isla Murray|isla.murray"),
		domains:   []string{"btinternet.com", "gmail.com", "hotmail.co.uk", "northwind.co.uk", "sky.com", "fletcher-joinery.co.uk"},
		companies: []string{"Northwind Lettings", "Fletcher Joinery", "Clarke & Murray Solicitors"},
		ph:        phGB, phL: phGBlab, phWord: []string{"mobile", "tel", "phone", "mob"}, mailWord: []string{"email"},
		addrs: []addr{{"14 Gloucester Road", "London SW7 4RB"}, {"82 Deansgate", "Manchester M3 2ER"}, {"5 Rose Street", "Edinburgh EH2 2PR"}}},
	"de": {id: "de", people: ps("Jonas Weber|jonas.weber", "Lena Schmidt|lena.schmidt", "Felix Hoffmann|f.hoffmann", "Anna Becker|anna.becker", "Lukas Fischer|lukas.fischer", "Marie Wagner|marie.wagner", "Jürgen Müller|juergen.mueller", "Sabine Krause|s.krause", "Tobias Schulz|tobias.schulz", "Katrin Vogel|katrin.vogel"),
		domains:   []string{"gmx.de", "web.de", "t-online.de", "posteo.de", "mueller-bau.de", "kanzlei-roth.de", "uni-koeln.de", "gmail.com"},
		companies: []string{"Müller Bau GmbH", "Kanzlei Roth", "Stadtwerke Köln", "Hausverwaltung Krause", "Praxis Dr. Vogel"},
		ph:        phDE, phL: phDElab, phWord: []string{"Tel.", "Handy", "Mobil", "Telefon", "Festnetz"}, mailWord: []string{"E-Mail", "Mail"},
		addrs: []addr{{"Torstraße 112", "10119 Berlin"}, {"Sendlinger Str. 27", "80331 München"}, {"Ehrenstraße 4", "50672 Köln"}, {"Schanzenstraße 85", "20357 Hamburg"}}},
	"fr": {id: "fr", people: ps("Camille Dubois|camille.dubois", "Julien Moreau|j.moreau", "Léa Fontaine|lea.fontaine", "Antoine Lefèvre|antoine.lefevre", "Chloé Garnier|chloe.garnier", "Mathieu Roux|mathieu.roux", "Élodie Bernard|elodie.bernard"),
		domains:   []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "atelier-lumiere.fr", "wanadoo.fr"},
		companies: []string{"Atelier Lumière", "Cabinet Roux", "Plomberie Garnier"},
		ph:        phFR, phL: phFRlab, phWord: []string{"Tél.", "portable", "tél", "mobile"}, mailWord: []string{"mail", "courriel"},
		addrs: []addr{{"18 rue de Rivoli", "75004 Paris"}, {"7 place Bellecour", "69002 Lyon"}, {"42 cours Julien", "13006 Marseille"}}},
	"es": {id: "es", people: ps("Lucía Fernández|lucia.fernandez", "Javier Ruiz|javier.ruiz", "Carmen Ortega|c.ortega", "Diego Navarro|diego.navarro", "Sofía Herrera|sofia.herrera", "Pablo Molina|pablo.molina", "Martina López|martina.lopez"),
		domains:   []string{"gmail.com", "hotmail.es", "telefonica.net", "inmobiliaria-sol.es", "yahoo.com.mx", "outlook.es"},
		companies: []string{"Inmobiliaria Sol", "Fontanería Navarro", "Clínica Dental Herrera"},
		ph: func() string {
			switch r.Intn(5) {
			case 0:
				return phMX()
			case 1:
				return phAR()
			}
			return phES()
		}, phL: func() string {
			if chance(0.25) {
				return phMXlab()
			}
			return phESlab()
		}, phWord: []string{"tel.", "móvil", "teléfono", "celular", "whatsapp"}, mailWord: []string{"correo", "email"},
		addrs: []addr{{"Calle de Alcalá 45", "28014 Madrid"}, {"Carrer de Mallorca 210", "08008 Barcelona"}, {"Av. Reforma 222", "06600 Ciudad de México"}}},
	"pt": {id: "pt", people: ps("João Silva|joao.silva", "Ana Beatriz Souza|anabeatriz.souza", "Lucas Oliveira|lucas.oliveira", "Mariana Costa|mariana.costa", "Pedro Almeida|pedro.almeida", "Fernanda Lima|fe.lima", "Rafael Pereira|rafael.pereira"),
		domains:   []string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "construtora-horizonte.com.br", "terra.com.br"},
		companies: []string{"Construtora Horizonte", "Clínica Vida", "Contabilidade Almeida"},
		ph:        phBR, phL: phBRlab, phWord: []string{"celular", "tel.", "telefone", "whats", "zap"}, mailWord: []string{"e-mail", "email"},
		addrs: []addr{{"Av. Paulista, 1578", "01310-200 São Paulo - SP"}, {"Rua Voluntários da Pátria, 89", "22270-000 Rio de Janeiro"}, {"Rua da Bahia, 1148", "30160-011 Belo Horizonte"}}},
	"it": {id: "it", people: ps("Giulia Romano|giulia.romano", "Marco Bianchi|marco.bianchi", "Francesca Ricci|f.ricci", "Alessandro Greco|alessandro.greco", "Chiara Conti|chiara.conti", "Luca Marino|luca.marino"),
		domains:   []string{"libero.it", "virgilio.it", "gmail.com", "studio-rossi.it", "tiscali.it", "alice.it"},
		companies: []string{"Studio Rossi", "Idraulica Marino", "Condominio Via Torino"},
		ph:        phIT, phL: phITlab, phWord: []string{"cell.", "tel.", "cellulare", "telefono"}, mailWord: []string{"email", "mail"},
		addrs: []addr{{"Via Torino 61", "20123 Milano"}, {"Via del Corso 120", "00186 Roma"}, {"Via Toledo 256", "80132 Napoli"}}},
	"nl": {id: "nl", people: ps("Sanne de Vries|sanne.devries", "Daan Jansen|daan.jansen", "Femke Bakker|femke.bakker", "Bram Visser|bram.visser", "Lotte van Dijk|lotte.vandijk", "Thijs Mulder|thijs.mulder"),
		domains:   []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hetnet.nl", "bakker-advies.nl", "xs4all.nl"},
		companies: []string{"Bakker Advies", "Loodgieter Visser", "VvE Prinsengracht"},
		ph:        phNL, phL: phNLlab, phWord: []string{"tel.", "mobiel", "telefoon", "gsm"}, mailWord: []string{"e-mail", "mail"},
		addrs: []addr{{"Prinsengracht 263", "1016 GV Amsterdam"}, {"Coolsingel 40", "3011 AD Rotterdam"}, {"Oudegracht 158", "3511 AZ Utrecht"}}},
	"ja": {id: "ja", people: ps("田中 優子|tanaka.yuko", "佐藤 健|sato.ken", "鈴木 美咲|misaki.suzuki", "高橋 大輔|d.takahashi", "伊藤 陽菜|hina.ito", "渡辺 翔太|shota.watanabe", "山本 さくら|sakura.yamamoto"),
		domains:   []string{"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "ezweb.ne.jp", "sakura-shoji.co.jp", "i.softbank.jp"},
		companies: []string{"さくら商事株式会社", "山本歯科クリニック", "渋谷不動産"},
		ph:        phJP, phL: phJPlab, phWord: []string{"電話", "携帯", "TEL", "電話番号"}, mailWord: []string{"メール", "Mail"},
		addrs: []addr{{"〒150-0002", "東京都渋谷区渋谷2-21-1"}, {"〒530-0001", "大阪府大阪市北区梅田3-1-3"}, {"〒460-0008", "名古屋市中区栄3-5-12"}}},
	"zh": {id: "zh", people: ps("张伟|zhangwei", "王芳|wangfang88", "李娜|lina.li", "刘洋|liuyang", "陈静|chenjing", "杨磊|yanglei_sh", "赵敏|zhaomin"),
		domains:   []string{"qq.com", "163.com", "126.com", "sina.com", "huaxin-tech.cn", "foxmail.com"},
		companies: []string{"华信科技有限公司", "上海安居物业", "北京和平牙科"},
		ph:        phCN, phL: phCNlab, phWord: []string{"手机", "电话", "手机号", "联系电话"}, mailWord: []string{"邮箱", "电子邮件"},
		addrs: []addr{{"上海市浦东新区世纪大道100号", "邮编 200120"}, {"北京市朝阳区建国路88号", "邮编 100022"}, {"深圳市南山区科技园南区12栋", "邮编 518057"}}},
	"ko": {id: "ko", people: ps("김민준|minjun.kim", "이서연|seoyeon.lee", "박지훈|jihoon.park", "최유나|yuna.choi", "정하늘|haneul.jung", "강도윤|doyoon.kang"),
		domains:   []string{"naver.com", "daum.net", "kakao.com", "hanmail.net", "seoul-design.co.kr", "gmail.com"},
		companies: []string{"서울디자인", "한빛치과", "강남부동산"},
		ph:        phKR, phL: phKRlab, phWord: []string{"전화", "휴대폰", "연락처", "핸드폰"}, mailWord: []string{"이메일", "메일"},
		addrs: []addr{{"서울특별시 강남구 테헤란로 152", "우편번호 06236"}, {"부산광역시 해운대구 센텀중앙로 79", "우편번호 48058"}}},
	"ru": {id: "ru", people: ps("Анна Смирнова|anna.smirnova", "Дмитрий Кузнецов|d.kuznetsov", "Екатерина Попова|katya.popova", "Алексей Волков|alexey.volkov", "Мария Соколова|m.sokolova", "Иван Морозов|ivan.morozov"),
		domains:   []string{"mail.ru", "yandex.ru", "gmail.com", "bk.ru", "rambler.ru", "inbox.ru"},
		companies: []string{"ООО «Ремстрой»", "Стоматология «Улыбка»", "УК «Домовой»"},
		ph:        phRU, phL: phRUlab, phWord: []string{"тел.", "моб.", "телефон", "сотовый"}, mailWord: []string{"почта", "e-mail"},
		addrs: []addr{{"ул. Тверская, д. 12, кв. 45", "125009 Москва"}, {"Невский пр., д. 28", "191186 Санкт-Петербург"}}},
	"hi": {id: "hi", people: ps("प्रिया शर्मा|priya.sharma", "राहुल वर्मा|rahul.verma", "अनन्या गुप्ता|ananya.gupta", "अमित पटेल|amit.patel", "नेहा सिंह|neha.singh", "विकास कुमार|vikas.kumar", "Rohan Mehta|rohan.mehta", "Kavya Iyer|kavya.iyer"),
		domains:   []string{"gmail.com", "rediffmail.com", "yahoo.co.in", "technova.in", "outlook.com"},
		companies: []string{"TechNova Solutions", "शर्मा क्लिनिक", "Mehta Associates"},
		ph:        phIN, phL: phINlab, phWord: []string{"फोन", "मोबाइल", "Mob.", "Ph:"}, mailWord: []string{"ईमेल", "email"},
		addrs: []addr{{"12, MG Road", "Bengaluru 560001"}, {"Flat 304, Andheri East", "Mumbai 400069"}}},
	"ar": {id: "ar", people: ps("أحمد حسن|ahmed.hassan", "فاطمة الزهراء|fatima.z", "محمد العتيبي|m.alotaibi", "سارة خالد|sara.khaled", "يوسف منصور|youssef.mansour", "ليلى عبدالله|layla.abdullah"),
		domains:   []string{"gmail.com", "hotmail.com", "outlook.sa", "emirates-logistics.ae", "yahoo.com"},
		companies: []string{"شركة الخليج للخدمات", "عيادة النور", "Emirates Logistics"},
		ph:        phAR_, phL: phAR_, phWord: []string{"هاتف", "جوال", "موبايل", "رقم الهاتف"}, mailWord: []string{"البريد الإلكتروني", "إيميل"},
		addrs: []addr{{"شارع الشيخ زايد، برج 21", "دبي"}, {"طريق الملك فهد", "الرياض 12271"}}, digits: zArabic},
	"tr": {id: "tr", people: ps("Mehmet Yılmaz|mehmet.yilmaz", "Ayşe Demir|ayse.demir", "Emre Kaya|emre.kaya", "Zeynep Çelik|zeynep.celik", "Burak Şahin|burak.sahin", "Elif Aydın|elif.aydin"),
		domains:   []string{"gmail.com", "hotmail.com", "yandex.com.tr", "anadolu-yazilim.com.tr", "outlook.com"},
		companies: []string{"Anadolu Yazılım", "Demir Tesisat", "Kadıköy Diş Kliniği"},
		ph:        phTR, phL: phTRlab, phWord: []string{"Tel:", "Cep:", "telefon", "GSM"}, mailWord: []string{"e-posta", "mail"},
		addrs: []addr{{"Bağdat Cad. No: 214 D:7", "34728 Kadıköy/İstanbul"}, {"Atatürk Bulvarı No: 101", "06680 Çankaya/Ankara"}}},
	"id": {id: "id", people: ps("Budi Santoso|budi.santoso", "Siti Rahmawati|siti.rahma", "Agus Pratama|agus.pratama", "Dewi Lestari|dewi.lestari", "Rizky Hidayat|rizky.h", "Putri Anggraini|putri.anggraini"),
		domains:   []string{"gmail.com", "yahoo.co.id", "telkom.net", "nusantara-digital.co.id", "outlook.co.id"},
		companies: []string{"PT Nusantara Digital", "Klinik Sehat", "CV Maju Jaya"},
		ph:        phID, phL: phIDlab, phWord: []string{"HP", "telp", "WA", "no. HP"}, mailWord: []string{"email", "surel"},
		addrs: []addr{{"Jl. Jend. Sudirman No. 45", "Jakarta 10220"}, {"Jl. Braga No. 12", "Bandung 40111"}}},
	"vi": {id: "vi", people: ps("Nguyễn Văn An|an.nguyen", "Trần Thị Mai|mai.tran", "Lê Hoàng Nam|nam.le", "Phạm Thu Hà|ha.pham", "Võ Minh Khoa|khoa.vo", "Đặng Ngọc Lan|lan.dang"),
		domains:   []string{"gmail.com", "yahoo.com.vn", "fpt.vn", "vnn.vn", "saigontech.vn"},
		companies: []string{"Công ty SaigonTech", "Nha khoa Hồng Phúc", "Chung cư Sunrise"},
		ph:        phVN, phL: phVNlab, phWord: []string{"SĐT", "ĐT", "điện thoại", "Zalo"}, mailWord: []string{"email", "thư"},
		addrs: []addr{{"123 Nguyễn Huệ, Quận 1", "TP. Hồ Chí Minh 700000"}, {"45 Hàng Bài, Hoàn Kiếm", "Hà Nội 100000"}}},
}

var langIDs = []string{"en", "en", "en", "gb", "de", "de", "fr", "es", "pt", "it", "nl", "ja", "zh", "ko", "ru", "hi", "ar", "tr", "id", "vi"}

func randLang() *Lang { return langs[pick(langIDs)] }

func (l *Lang) person() person { return pick(l.people) }
func (l *Lang) email(p person) string {
	e := emailOf(p.local, l.domains)
	if (l.id == "ja" || l.id == "zh") && chance(0.08) {
		e = strings.Replace(e, "@", "＠", 1)
	}
	return e
}

var freeMail = map[string]bool{"gmail.com": true, "outlook.com": true, "yahoo.com": true, "icloud.com": true, "proton.me": true, "hotmail.com": true, "gmx.de": true, "web.de": true, "qq.com": true, "163.com": true, "naver.com": true, "mail.ru": true, "yandex.ru": true}

func (l *Lang) roleEmail() string {
	var ds []string
	for _, d := range l.domains {
		if !freeMail[d] {
			ds = append(ds, d)
		}
	}
	if l.id == "de" && chance(0.2) {
		return pick(roleLocals) + "@" + pick([]string{"bäckerei-müller.de", "schlüsseldienst-köln.de", "zahnärzte-am-dom.de"})
	}
	return pick(roleLocals) + "@" + pick(ds)
}

// phone picks a shape phone, sometimes in native digits.
func (l *Lang) phone() string {
	s := l.ph()
	if l.digits != 0 && chance(0.3) {
		s = conv(s, l.digits)
	}
	if l.id == "hi" && chance(0.12) {
		s = conv(s, zDevanagari)
	}
	return s
}

// phoneLab picks any phone, the label-needing forms too; use only where a
// phone word stands right before it.
func (l *Lang) phoneLab() string {
	if chance(0.35) {
		return l.phL()
	}
	return l.phone()
}

var months = map[string][]string{
	"en": {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	"de": {"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"},
	"fr": {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
	"es": {"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
	"pt": {"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"},
	"it": {"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"},
	"nl": {"januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"},
	"ru": {"января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"},
	"tr": {"Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"},
	"id": {"Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"},
}

func ymd() (int, int, int) { return dr(2021, 2026), dr(1, 12), dr(1, 28) }

// date returns a date as people of lang write it.
func (l *Lang) date() string {
	y, m, dd := ymd()
	if chance(0.2) {
		return fmt.Sprintf("%d-%02d-%02d", y, m, dd)
	}
	switch l.id {
	case "en":
		switch r.Intn(3) {
		case 0:
			return fmt.Sprintf("%02d/%02d/%d", m, dd, y)
		case 1:
			return fmt.Sprintf("%s %d, %d", months["en"][m-1], dd, y)
		}
		return fmt.Sprintf("%s %d", months["en"][m-1][:3], dd)
	case "gb":
		if chance(0.5) {
			return fmt.Sprintf("%02d/%02d/%d", dd, m, y)
		}
		return fmt.Sprintf("%d %s %d", dd, months["en"][m-1], y)
	case "de", "ru", "tr":
		if chance(0.6) {
			return fmt.Sprintf("%02d.%02d.%d", dd, m, y)
		}
		mm := months[l.id][m-1]
		if l.id == "de" {
			return fmt.Sprintf("%d. %s %d", dd, mm, y)
		}
		return fmt.Sprintf("%d %s %d", dd, mm, y)
	case "fr", "it", "id":
		if chance(0.5) {
			return fmt.Sprintf("%02d/%02d/%d", dd, m, y)
		}
		return fmt.Sprintf("%d %s %d", dd, months[l.id][m-1], y)
	case "es", "pt":
		if chance(0.5) {
			return fmt.Sprintf("%02d/%02d/%d", dd, m, y)
		}
		return fmt.Sprintf("%d de %s de %d", dd, months[l.id][m-1], y)
	case "nl":
		if chance(0.5) {
			return fmt.Sprintf("%02d-%02d-%d", dd, m, y)
		}
		return fmt.Sprintf("%d %s %d", dd, months["nl"][m-1], y)
	case "ja", "zh":
		if chance(0.6) {
			return fmt.Sprintf("%d年%d月%d日", y, m, dd)
		}
		return fmt.Sprintf("%d/%02d/%02d", y, m, dd)
	case "ko":
		if chance(0.6) {
			return fmt.Sprintf("%d년 %d월 %d일", y, m, dd)
		}
		return fmt.Sprintf("%d.%02d.%02d", y, m, dd)
	case "ar":
		s := fmt.Sprintf("%02d/%02d/%d", dd, m, y)
		if chance(0.3) {
			s = conv(s, zArabic)
		}
		return s
	case "vi":
		return fmt.Sprintf("%02d/%02d/%d", dd, m, y)
	}
	return fmt.Sprintf("%02d/%02d/%d", dd, m, y)
}

func (l *Lang) time() string {
	h, mi := dr(7, 20), pick([]int{0, 0, 15, 30, 45, 10, 20, 50})
	switch l.id {
	case "en":
		ap := "AM"
		hh := h
		if h >= 12 {
			ap = "PM"
			if h > 12 {
				hh = h - 12
			}
		}
		if chance(0.5) {
			return fmt.Sprintf("%d:%02d %s", hh, mi, ap)
		}
		return fmt.Sprintf("%d:%02d%s", hh, mi, strings.ToLower(ap))
	case "de":
		if chance(0.4) {
			return fmt.Sprintf("%d:%02d Uhr", h, mi)
		}
	case "fr":
		if chance(0.5) {
			return fmt.Sprintf("%dh%02d", h, mi)
		}
	case "ja", "zh":
		if chance(0.4) {
			return fmt.Sprintf("%d時%02d分", h, mi)
		}
	}
	return fmt.Sprintf("%02d:%02d", h, mi)
}

func (l *Lang) money() string {
	a := dr(3, 4800)
	c := dr(0, 99)
	switch l.id {
	case "en":
		if a >= 1000 {
			return fmt.Sprintf("$%d,%03d.%02d", a/1000, a%1000, c)
		}
		return fmt.Sprintf("$%d.%02d", a, c)
	case "gb":
		return fmt.Sprintf("£%d.%02d", a, c)
	case "de", "es", "it", "nl":
		s := fmt.Sprint(a)
		if a >= 1000 {
			s = fmt.Sprintf("%d.%03d", a/1000, a%1000)
		}
		if chance(0.5) {
			return fmt.Sprintf("%s,%02d €", s, c)
		}
		return fmt.Sprintf("€ %s,%02d", s, c)
	case "fr":
		s := fmt.Sprint(a)
		if a >= 1000 {
			s = fmt.Sprintf("%d %03d", a/1000, a%1000)
		}
		return fmt.Sprintf("%s,%02d €", s, c)
	case "pt":
		s := fmt.Sprint(a)
		if a >= 1000 {
			s = fmt.Sprintf("%d.%03d", a/1000, a%1000)
		}
		return fmt.Sprintf("R$ %s,%02d", s, c)
	case "ja":
		return "¥" + commas(dr(1, 480)*100+pick([]int{0, 80, 50, 20}))
	case "zh":
		return fmt.Sprintf("¥%d.%02d", a, c)
	case "ko":
		return fmt.Sprintf("%d,%03d원", a/10+1, dr(0, 9)*100)
	case "ru":
		return fmt.Sprintf("%d %03d ₽", a/10+1, dr(0, 9)*100)
	case "hi":
		return fmt.Sprintf("₹%d,%03d", a/10+1, dr(0, 9)*100)
	case "ar":
		return fmt.Sprintf("%d.%02d AED", a, c)
	case "tr":
		return fmt.Sprintf("%d,%02d TL", a, c)
	case "id":
		return fmt.Sprintf("Rp %d.%03d", a, dr(0, 9)*100)
	case "vi":
		return fmt.Sprintf("%d.%03d.000 đ", a/100+1, dr(0, 9)*100)
	}
	return fmt.Sprintf("%d.%02d", a, c)
}

func commas(n int) string {
	s := fmt.Sprint(n)
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}
