package main

import (
	"strconv"
	"strings"
)

type name struct{ disp, given, family string } // given/family romanized, lower case

type loc struct {
	code      string
	countries []string
	names     []name
	domains   []string
}

var locs = []*loc{
	{"en", []string{"US", "US", "US", "UK", "AU", "CA"}, []name{{"Emily Carter", "emily", "carter"}, {"James O'Neill", "james", "oneill"}, {"Priya Raman", "priya", "raman"}, {"Michael Brooks", "michael", "brooks"}, {"Sarah Whitfield", "sarah", "whitfield"}, {"Daniel Kim", "daniel", "kim"}, {"Olivia Martinez", "olivia", "martinez"}, {"Tom Hughes", "tom", "hughes"}}, []string{"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "comcast.net", "protonmail.com", "btinternet.com", "bigpond.com", "northwind-traders.com", "lakeside-dental.com"}},
	{"de", []string{"DE"}, []name{{"Lukas Müller", "lukas", "mueller"}, {"Anna Schmidt", "anna", "schmidt"}, {"Jonas Becker", "jonas", "becker"}, {"Sophie Wagner", "sophie", "wagner"}, {"Felix Hoffmann", "felix", "hoffmann"}, {"Lea Schäfer", "lea", "schaefer"}}, []string{"web.de", "gmx.de", "t-online.de", "gmx.net", "posteo.de", "mueller-bau.de", "gmail.com"}},
	{"fr", []string{"FR"}, []name{{"Camille Dubois", "camille", "dubois"}, {"Julien Moreau", "julien", "moreau"}, {"Chloé Laurent", "chloe", "laurent"}, {"Nicolas Lefèvre", "nicolas", "lefevre"}, {"Manon Girard", "manon", "girard"}}, []string{"orange.fr", "free.fr", "laposte.net", "wanadoo.fr", "sfr.fr", "gmail.com", "boulangerie-girard.fr"}},
	{"es", []string{"ES", "ES", "MX", "AR"}, []name{{"Lucía García", "lucia", "garcia"}, {"Javier Fernández", "javier", "fernandez"}, {"Marta López", "marta", "lopez"}, {"Diego Hernández", "diego", "hernandez"}, {"Sofía Ramírez", "sofia", "ramirez"}}, []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es", "prodigy.net.mx", "hotmail.com.ar"}},
	{"it", []string{"IT"}, []name{{"Giulia Rossi", "giulia", "rossi"}, {"Marco Bianchi", "marco", "bianchi"}, {"Francesca Romano", "francesca", "romano"}, {"Luca Ferrari", "luca", "ferrari"}, {"Chiara Esposito", "chiara", "esposito"}}, []string{"libero.it", "virgilio.it", "alice.it", "tiscali.it", "gmail.com", "pec.it"}},
	{"pt", []string{"BR", "BR", "BR", "PT"}, []name{{"Ana Souza", "ana", "souza"}, {"João Silva", "joao", "silva"}, {"Beatriz Oliveira", "beatriz", "oliveira"}, {"Rafael Costa", "rafael", "costa"}, {"Mariana Pereira", "mariana", "pereira"}}, []string{"uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "hotmail.com", "sapo.pt", "globo.com"}},
	{"nl", []string{"NL"}, []name{{"Daan de Vries", "daan", "devries"}, {"Sanne Jansen", "sanne", "jansen"}, {"Bram van Dijk", "bram", "vandijk"}, {"Fleur Bakker", "fleur", "bakker"}}, []string{"ziggo.nl", "kpnmail.nl", "hetnet.nl", "gmail.com", "outlook.com", "xs4all.nl"}},
	{"pl", []string{"PL"}, []name{{"Katarzyna Nowak", "katarzyna", "nowak"}, {"Piotr Kowalski", "piotr", "kowalski"}, {"Agnieszka Wiśniewska", "agnieszka", "wisniewska"}, {"Tomasz Wójcik", "tomasz", "wojcik"}}, []string{"wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com"}},
	{"ru", []string{"RU"}, []name{{"Иван Петров", "ivan", "petrov"}, {"Анна Смирнова", "anna", "smirnova"}, {"Дмитрий Кузнецов", "dmitry", "kuznetsov"}, {"Ольга Соколова", "olga", "sokolova"}}, []string{"mail.ru", "yandex.ru", "rambler.ru", "bk.ru", "inbox.ru", "gmail.com"}},
	{"tr", []string{"TR"}, []name{{"Ayşe Yılmaz", "ayse", "yilmaz"}, {"Mehmet Kaya", "mehmet", "kaya"}, {"Elif Demir", "elif", "demir"}, {"Emre Şahin", "emre", "sahin"}}, []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr", "ttmail.com"}},
	{"ja", []string{"JP"}, []name{{"山田 太郎", "taro", "yamada"}, {"佐藤 花子", "hanako", "sato"}, {"鈴木 一郎", "ichiro", "suzuki"}, {"高橋 美咲", "misaki", "takahashi"}}, []string{"yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "gmail.com", "i.softbank.jp", "nifty.com"}},
	{"zh", []string{"CN"}, []name{{"王伟", "wei", "wang"}, {"李娜", "na", "li"}, {"张敏", "min", "zhang"}, {"刘洋", "yang", "liu"}, {"陈静", "jing", "chen"}}, []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com"}},
	{"ko", []string{"KR"}, []name{{"김민준", "minjun", "kim"}, {"이서연", "seoyeon", "lee"}, {"박지훈", "jihoon", "park"}, {"최수아", "sua", "choi"}}, []string{"naver.com", "daum.net", "hanmail.net", "gmail.com", "kakao.com"}},
	{"ar", []string{"SA", "AE", "EG"}, []name{{"محمد العتيبي", "mohammed", "alotaibi"}, {"فاطمة الزهراني", "fatima", "alzahrani"}, {"أحمد حسن", "ahmed", "hassan"}, {"نورة القحطاني", "noura", "alqahtani"}}, []string{"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa", "emirates.net.ae"}},
	{"hi", []string{"IN"}, []name{{"राहुल शर्मा", "rahul", "sharma"}, {"प्रिया पटेल", "priya", "patel"}, {"अमित वर्मा", "amit", "verma"}, {"नेहा गुप्ता", "neha", "gupta"}}, []string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in"}},
	{"sv", []string{"SE"}, []name{{"Erik Johansson", "erik", "johansson"}, {"Elin Lindqvist", "elin", "lindqvist"}, {"Oskar Nilsson", "oskar", "nilsson"}, {"Maja Berg", "maja", "berg"}}, []string{"telia.com", "bredband.net", "gmail.com", "hotmail.se", "spray.se"}},
	{"vi", []string{"VN"}, []name{{"Nguyễn Văn An", "an", "nguyen"}, {"Trần Thị Mai", "mai", "tran"}, {"Lê Minh Tuấn", "tuan", "le"}, {"Phạm Thu Hà", "ha", "pham"}}, []string{"gmail.com", "yahoo.com.vn", "fpt.vn", "vnn.vn"}},
	{"th", []string{"TH"}, []name{{"สมชาย ใจดี", "somchai", "jaidee"}, {"สุภาพร ศรีสุข", "supaporn", "srisuk"}, {"ณัฐพล วงศ์ไทย", "nattapon", "wongthai"}}, []string{"gmail.com", "hotmail.co.th", "yahoo.co.th", "outlook.co.th"}},
}

func locByCode(c string) *loc {
	for _, l := range locs {
		if l.code == c {
			return l
		}
	}
	panic(c)
}

func (l *loc) person() name    { return l.names[r.Intn(len(l.names))] }
func (l *loc) country() string { return l.countries[r.Intn(len(l.countries))] }

func emailFor(l *loc, n name) string {
	d := l.domains[r.Intn(len(l.domains))]
	if l.code == "zh" && d == "qq.com" && chance(0.6) {
		return nzdigits(rng(8, 10)) + "@qq.com"
	}
	var local string
	switch r.Intn(7) {
	case 0:
		local = n.given + "." + n.family
	case 1:
		local = n.given[:1] + n.family
	case 2:
		local = n.given + n.family + strconv.Itoa(rng(1, 99))
	case 3:
		local = n.given + "_" + n.family
	case 4:
		local = n.given + "." + n.family + "+" + pick("orders", "shop", "news", "amazon")
	case 5:
		local = n.family + "." + n.given[:1]
	default:
		local = n.given + strconv.Itoa(rng(1970, 2005))
	}
	local = strings.ReplaceAll(local, "'", "")
	if strings.Contains(d, "-") || strings.HasSuffix(d, "traders.com") { // company mail: first.last
		local = n.given + "." + n.family
	}
	return local + "@" + d
}
