package main

import (
	"strings"
)

var people = map[string][]string{
	"en": {"John Smith|john|smith", "Emily Carter|emily|carter", "Michael Johnson|michael|johnson", "Sarah O'Neil|sarah|oneil", "David Kim|david|kim", "Jessica Lee|jessica|lee", "Robert Garcia|robert|garcia", "Hannah Patel|hannah|patel", "Kevin Brown|kevin|brown", "Laura Nguyen|laura|nguyen", "Marcus Williams|marcus|williams", "Olivia Martinez|olivia|martinez"},
	"gb": {"Oliver Hughes|oliver|hughes", "Charlotte Evans|charlotte|evans", "James Whitfield|james|whitfield", "Amelia Wright|amelia|wright", "Harry Clarke|harry|clarke"},
	"de": {"Anna Müller|anna|mueller", "Lukas Schmidt|lukas|schmidt", "Sophie Wagner|sophie|wagner", "Jonas Becker|jonas|becker", "Lea Hoffmann|lea|hoffmann", "Felix Schäfer|felix|schaefer"},
	"fr": {"Camille Dubois|camille|dubois", "Julien Lefèvre|julien|lefevre", "Chloé Moreau|chloe|moreau", "Nicolas Laurent|nicolas|laurent", "Manon Girard|manon|girard"},
	"es": {"Lucía Fernández|lucia|fernandez", "Javier Gómez|javier|gomez", "Carmen Ruiz|carmen|ruiz", "Pablo Martín|pablo|martin", "Marta García|marta|garcia"},
	"it": {"Giulia Rossi|giulia|rossi", "Marco Bianchi|marco|bianchi", "Francesca Romano|francesca|romano", "Luca Esposito|luca|esposito", "Chiara Ricci|chiara|ricci"},
	"pt": {"Ana Souza|ana|souza", "João Oliveira|joao|oliveira", "Mariana Costa|mariana|costa", "Pedro Almeida|pedro|almeida", "Beatriz Lima|beatriz|lima"},
	"nl": {"Daan de Vries|daan|devries", "Sanne Jansen|sanne|jansen", "Bram van Dijk|bram|vandijk", "Femke Bakker|femke|bakker"},
	"pl": {"Katarzyna Nowak|katarzyna|nowak", "Piotr Kowalski|piotr|kowalski", "Agnieszka Wiśniewska|agnieszka|wisniewska", "Tomasz Zieliński|tomasz|zielinski"},
	"sv": {"Erik Lindqvist|erik|lindqvist", "Maja Andersson|maja|andersson", "Oskar Nilsson|oskar|nilsson", "Elsa Berg|elsa|berg"},
	"tr": {"Mehmet Yılmaz|mehmet|yilmaz", "Ayşe Demir|ayse|demir", "Emre Kaya|emre|kaya", "Zeynep Çelik|zeynep|celik"},
	"ru": {"Иван Петров|ivan|petrov", "Анна Смирнова|anna|smirnova", "Дмитрий Кузнецов|dmitry|kuznetsov", "Екатерина Волкова|ekaterina|volkova"},
	"uk": {"Олена Коваленко|olena|kovalenko", "Андрій Шевченко|andrii|shevchenko", "Ірина Бондаренко|iryna|bondarenko"},
	"el": {"Γιώργος Παπαδόπουλος|giorgos|papadopoulos", "Μαρία Νικολάου|maria|nikolaou", "Νίκος Γεωργίου|nikos|georgiou"},
	"ar": {"محمد العلي|mohammed|alali", "فاطمة حسن|fatima|hassan", "أحمد سالم|ahmed|salem", "ليلى منصور|layla|mansour"},
	"he": {"יוסי כהן|yossi|cohen", "מיכל לוי|michal|levi", "דניאל מזרחי|daniel|mizrahi"},
	"hi": {"राहुल शर्मा|rahul|sharma", "प्रिया वर्मा|priya|verma", "अमित पटेल|amit|patel", "सुनीता गुप्ता|sunita|gupta"},
	"zh": {"王伟|wang|wei", "李娜|li|na", "张敏|zhang|min", "刘洋|liu|yang"},
	"ja": {"佐藤 健|ken|sato", "鈴木 美咲|misaki|suzuki", "高橋 翔|sho|takahashi", "田中 由美|yumi|tanaka"},
	"ko": {"김민준|minjun|kim", "이서연|seoyeon|lee", "박지훈|jihoon|park", "최유진|yujin|choi"},
	"th": {"สมชาย ใจดี|somchai|jaidee", "สุดารัตน์ ศรีสุข|sudarat|srisuk", "วีระ ทองคำ|weera|thongkham"},
	"vi": {"Nguyễn Văn An|an|nguyen", "Trần Thị Mai|mai|tran", "Lê Minh Tuấn|tuan|le"},
	"id": {"Budi Santoso|budi|santoso", "Siti Rahayu|siti|rahayu", "Agus Wijaya|agus|wijaya"},
}

var domains = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "comcast.net", "acme-logistics.com", "brightwave.io"},
	"gb": {"gmail.com", "btinternet.com", "outlook.com", "sky.com", "orbisfreight.co.uk"},
	"de": {"web.de", "gmx.de", "t-online.de", "gmail.com", "nordlicht.de", "posteo.de"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "maison-delorme.fr"},
	"es": {"gmail.com", "hotmail.es", "telefonica.net", "yahoo.es", "andinas.com.co"},
	"it": {"libero.it", "alice.it", "gmail.com", "virgilio.it", "tiscali.it"},
	"pt": {"uol.com.br", "bol.com.br", "gmail.com", "terra.com.br", "hotmail.com"},
	"nl": {"ziggo.nl", "kpnmail.nl", "gmail.com", "xs4all.nl"},
	"pl": {"wp.pl", "onet.pl", "interia.pl", "gmail.com", "o2.pl"},
	"sv": {"telia.com", "gmail.com", "hotmail.se", "bredband.net"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr", "turk.net"},
	"ru": {"mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "bk.ru"},
	"uk": {"ukr.net", "gmail.com", "i.ua", "meta.ua"},
	"el": {"gmail.com", "otenet.gr", "yahoo.gr", "hotmail.gr"},
	"ar": {"gmail.com", "hotmail.com", "yahoo.com", "emirates.net.ae"},
	"he": {"walla.co.il", "gmail.com", "bezeqint.net"},
	"hi": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com"},
	"ja": {"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "ezweb.ne.jp", "sakura-trading.co.jp"},
	"ko": {"naver.com", "daum.net", "gmail.com", "kakao.com", "hanbitsoft.co.kr"},
	"th": {"hotmail.co.th", "gmail.com", "yahoo.co.th"},
	"vi": {"gmail.com", "yahoo.com.vn", "fpt.vn"},
	"id": {"gmail.com", "yahoo.co.id", "telkom.net"},
}

var cities = map[string][]string{
	"en": {"Austin, TX 78701", "Chicago, IL 60614", "Seattle, WA 98109", "Denver, CO 80202", "Boston, MA 02116"},
	"de": {"10115 Berlin", "80331 München", "50667 Köln", "20095 Hamburg"},
	"fr": {"75011 Paris", "69002 Lyon", "13001 Marseille"},
}

func city(loc string) string {
	if c, ok := cities[loc]; ok {
		return pickS(c)
	}
	return pickS(cities["en"])
}

func newPerson(loc string) *Person {
	l, ok := people[loc]
	if !ok {
		l = people["en"]
	}
	f := strings.Split(pickS(l), "|")
	return &Person{f[0], f[1], f[2]}
}

func email(p *Person, loc string) string {
	ds, ok := domains[loc]
	if !ok {
		ds = domains["en"]
	}
	dom := pickS(ds)
	f, l := p.First, p.Last
	var local string
	switch ri(8) {
	case 0:
		local = f + "." + l
	case 1:
		local = f[:1] + l
	case 2:
		local = f + l + d(2)
	case 3:
		local = f + "_" + l
	case 4:
		local = f + "." + l + "+" + pick("orders", "work", "news", "shop")
	case 5:
		local = l + "." + f
	case 6:
		local = f + d(rr(2, 4))
	default:
		local = f[:1] + "." + l
	}
	return local + "@" + dom
}

// locale -> default phone country
func locCC(loc string) string {
	m := map[string]string{"en": "US", "gb": "GB", "de": "DE", "fr": "FR", "es": "ES", "it": "IT", "pt": "BR", "nl": "NL", "pl": "PL", "sv": "SE", "tr": "TR", "ru": "RU", "uk": "UA", "el": "GR", "ar": pick("AE", "SA", "EG"), "he": "IL", "hi": "IN", "zh": "CN", "ja": "JP", "ko": "KR", "th": "TH", "vi": "VN", "id": "ID"}
	if c, ok := m[loc]; ok {
		return c
	}
	return "US"
}
