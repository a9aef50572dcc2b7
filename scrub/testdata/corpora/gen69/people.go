package main

import (
	"strings"
)

type loc struct {
	code    string
	names   []string // display names
	romans  []string // ascii forms aligned with names, "first last"
	domains []string
	phone   func() string
}

var locs = map[string]*loc{}
var locOrder []string

func addLoc(code string, names, romans, domains []string, phone func() string) {
	locs[code] = &loc{code, names, romans, domains, phone}
	locOrder = append(locOrder, code)
}

func init() {
	same := func(xs ...string) ([]string, []string) { return xs, xs }
	n, ro := same("Jennifer Walsh", "Michael Torres", "Ashley Brooks", "David Kim", "Brittany Nguyen", "Kevin O'Brien", "Samantha Reed", "Marcus Johnson", "Emily Carter", "Tyler Jackson")
	addLoc("en_US", n, ro, []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "comcast.net", "hotmail.com", "aol.com"}, phoneUS)
	n, ro = same("Oliver Hughes", "Charlotte Davies", "Harry Patel", "Sophie Clarke", "George Evans", "Amelia Wright")
	addLoc("en_GB", n, ro, []string{"btinternet.com", "gmail.com", "hotmail.co.uk", "sky.com", "outlook.com"}, phoneGB)
	n, ro = same("Liam Tremblay", "Chloé Gagnon", "Noah Roy", "Ava Côté")
	addLoc("en_CA", n, []string{"Liam Tremblay", "Chloe Gagnon", "Noah Roy", "Ava Cote"}, []string{"rogers.com", "gmail.com", "sympatico.ca", "shaw.ca"}, phoneCA)
	n, ro = same("Jack Wilson", "Mia Thompson", "Lachlan Smith", "Isla Brown")
	addLoc("en_AU", n, ro, []string{"bigpond.com", "gmail.com", "optusnet.com.au"}, phoneAU)
	addLoc("de", []string{"Lukas Müller", "Anna Schmidt", "Jonas Weber", "Lea Schäfer", "Felix Wagner", "Hannah Becker", "Jürgen Hoffmann"},
		[]string{"Lukas Mueller", "Anna Schmidt", "Jonas Weber", "Lea Schaefer", "Felix Wagner", "Hannah Becker", "Juergen Hoffmann"},
		[]string{"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "gmx.net"}, phoneDE)
	addLoc("fr", []string{"Camille Dubois", "Julien Moreau", "Léa Laurent", "Hugo Lefèvre", "Manon Girard", "Thomas Bernard"},
		[]string{"Camille Dubois", "Julien Moreau", "Lea Laurent", "Hugo Lefevre", "Manon Girard", "Thomas Bernard"},
		[]string{"orange.fr", "free.fr", "gmail.com", "laposte.net", "sfr.fr", "wanadoo.fr"}, phoneFR)
	addLoc("es", []string{"Lucía García", "Javier Fernández", "Carmen López", "Pablo Martínez", "Marta Sánchez"},
		[]string{"Lucia Garcia", "Javier Fernandez", "Carmen Lopez", "Pablo Martinez", "Marta Sanchez"},
		[]string{"gmail.com", "hotmail.es", "telefonica.net", "yahoo.es"}, phoneES)
	addLoc("es_MX", []string{"Alejandro Hernández", "Guadalupe Ramírez", "José Luis Pérez", "Fernanda Torres"},
		[]string{"Alejandro Hernandez", "Guadalupe Ramirez", "Jose Luis Perez", "Fernanda Torres"},
		[]string{"gmail.com", "hotmail.com", "prodigy.net.mx", "outlook.com"}, phoneMX)
	addLoc("es_AR", []string{"Martín Gómez", "Sofía Rodríguez", "Facundo Díaz"},
		[]string{"Martin Gomez", "Sofia Rodriguez", "Facundo Diaz"}, []string{"gmail.com", "hotmail.com.ar", "fibertel.com.ar"}, phoneARG)
	addLoc("it", []string{"Giulia Rossi", "Marco Bianchi", "Francesca Romano", "Luca Colombo", "Chiara Ricci"},
		[]string{"Giulia Rossi", "Marco Bianchi", "Francesca Romano", "Luca Colombo", "Chiara Ricci"},
		[]string{"libero.it", "gmail.com", "virgilio.it", "tiscali.it", "alice.it"}, phoneIT)
	addLoc("pt_BR", []string{"João Silva", "Ana Souza", "Pedro Oliveira", "Mariana Costa", "Lucas Pereira"},
		[]string{"Joao Silva", "Ana Souza", "Pedro Oliveira", "Mariana Costa", "Lucas Pereira"},
		[]string{"gmail.com", "uol.com.br", "hotmail.com", "bol.com.br", "terra.com.br"}, phoneBR)
	addLoc("nl", []string{"Daan de Vries", "Emma Jansen", "Sem Bakker", "Julia Visser"},
		[]string{"Daan de Vries", "Emma Jansen", "Sem Bakker", "Julia Visser"}, []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl"}, phoneNL)
	addLoc("pl", []string{"Katarzyna Nowak", "Piotr Kowalski", "Agnieszka Wiśniewska", "Tomasz Wójcik"},
		[]string{"Katarzyna Nowak", "Piotr Kowalski", "Agnieszka Wisniewska", "Tomasz Wojcik"}, []string{"wp.pl", "onet.pl", "gmail.com", "interia.pl", "o2.pl"}, phonePL)
	addLoc("sv", []string{"Erik Johansson", "Maja Andersson", "Oskar Lindqvist", "Elsa Nilsson"},
		[]string{"Erik Johansson", "Maja Andersson", "Oskar Lindqvist", "Elsa Nilsson"}, []string{"telia.com", "gmail.com", "hotmail.se", "bredband.net"}, phoneSE)
	addLoc("tr", []string{"Mehmet Yılmaz", "Ayşe Kaya", "Emre Demir", "Zeynep Çelik"},
		[]string{"Mehmet Yilmaz", "Ayse Kaya", "Emre Demir", "Zeynep Celik"}, []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr"}, phoneTR)
	addLoc("ru", []string{"Алексей Смирнов", "Ольга Иванова", "Дмитрий Кузнецов", "Наталья Попова"},
		[]string{"Aleksey Smirnov", "Olga Ivanova", "Dmitriy Kuznetsov", "Natalya Popova"}, []string{"mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "bk.ru"}, phoneRU)
	addLoc("uk", []string{"Олена Шевченко", "Андрій Коваленко", "Ірина Бондаренко"},
		[]string{"Olena Shevchenko", "Andrii Kovalenko", "Iryna Bondarenko"}, []string{"ukr.net", "gmail.com", "i.ua"}, phoneUA)
	addLoc("ar", []string{"محمد العتيبي", "فاطمة الزهراء", "أحمد حسن", "نورة القحطاني"},
		[]string{"Mohammed Alotaibi", "Fatima Alzahraa", "Ahmed Hassan", "Noura Alqahtani"}, []string{"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa"}, phoneAR)
	addLoc("hi", []string{"राहुल शर्मा", "प्रिया वर्मा", "अमित कुमार", "सुनीता पटेल"},
		[]string{"Rahul Sharma", "Priya Verma", "Amit Kumar", "Sunita Patel"}, []string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"}, phoneIN)
	addLoc("en_IN", []string{"Rahul Sharma", "Priya Verma", "Arjun Nair", "Sneha Reddy", "Vikram Singh"},
		[]string{"Rahul Sharma", "Priya Verma", "Arjun Nair", "Sneha Reddy", "Vikram Singh"}, []string{"gmail.com", "rediffmail.com", "yahoo.co.in"}, phoneIN)
	addLoc("zh", []string{"王伟", "李娜", "张敏", "刘洋", "陈静"},
		[]string{"Wang Wei", "Li Na", "Zhang Min", "Liu Yang", "Chen Jing"}, []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com"}, phoneCN)
	addLoc("ja", []string{"佐藤 健", "鈴木 花子", "高橋 翔", "田中 美咲", "山本 大輔"},
		[]string{"Sato Ken", "Suzuki Hanako", "Takahashi Sho", "Tanaka Misaki", "Yamamoto Daisuke"}, []string{"docomo.ne.jp", "gmail.com", "yahoo.co.jp", "ezweb.ne.jp", "icloud.com"}, phoneJP)
	addLoc("ko", []string{"김민준", "이서연", "박지훈", "최수빈"},
		[]string{"Kim Minjun", "Lee Seoyeon", "Park Jihoon", "Choi Subin"}, []string{"naver.com", "daum.net", "gmail.com", "kakao.com"}, phoneKR)
	addLoc("vi", []string{"Nguyễn Văn An", "Trần Thị Hoa", "Lê Minh Tuấn", "Phạm Thu Trang"},
		[]string{"Nguyen Van An", "Tran Thi Hoa", "Le Minh Tuan", "Pham Thu Trang"}, []string{"gmail.com", "yahoo.com.vn", "fpt.vn"}, phoneVN)
	addLoc("th", []string{"สมชาย ใจดี", "วราภรณ์ ศรีสุข", "ณัฐพล วงศ์ไทย"},
		[]string{"Somchai Jaidee", "Waraporn Srisuk", "Nattapon Wongthai"}, []string{"gmail.com", "hotmail.com", "outlook.co.th"}, phoneTH)
	addLoc("id", []string{"Budi Santoso", "Siti Rahayu", "Agus Setiawan", "Dewi Lestari"},
		[]string{"Budi Santoso", "Siti Rahayu", "Agus Setiawan", "Dewi Lestari"}, []string{"gmail.com", "yahoo.co.id", "ymail.com"}, phoneID)
	addLoc("el", []string{"Γιώργος Παπαδόπουλος", "Μαρία Κωνσταντίνου", "Νίκος Γεωργίου"},
		[]string{"Giorgos Papadopoulos", "Maria Konstantinou", "Nikos Georgiou"}, []string{"gmail.com", "otenet.gr", "yahoo.gr"}, phoneGR)
	addLoc("he", []string{"נועה כהן", "יוסי לוי", "מיכל אברהם"},
		[]string{"Noa Cohen", "Yossi Levi", "Michal Avraham"}, []string{"gmail.com", "walla.co.il", "bezeqint.net"}, phoneIL)
}

type person struct {
	name, first, email, phone string
	l                         *loc
}

func clean(s string) string {
	s = strings.ToLower(s)
	s = strings.ReplaceAll(s, "'", "")
	return s
}

func newPerson(code string) person {
	l := locs[code]
	i := r.Intn(len(l.names))
	name := l.names[i]
	parts := strings.Fields(clean(l.romans[i]))
	first, last := parts[0], parts[len(parts)-1]
	var local string
	switch r.Intn(7) {
	case 0:
		local = first + "." + last
	case 1:
		local = first[:1] + last
	case 2:
		local = first + last + digits(2)
	case 3:
		local = first + "_" + last
	case 4:
		local = last + "." + first
	case 5:
		local = first + "." + last + digits(rng(2, 4))
	default:
		local = first + digits(rng(2, 4))
	}
	dom := pickS(l.domains)
	disp := strings.Fields(name)[0]
	return person{name: name, first: disp, email: local + "@" + dom, phone: l.phone(), l: l}
}

// workPerson has an e-mail at a company domain.
func workPerson(code, company string) person {
	p := newPerson(code)
	parts := strings.Fields(clean(p.l.romans[indexOf(p.l.names, p.name)]))
	p.email = parts[0] + "." + parts[len(parts)-1] + "@" + company
	return p
}

func indexOf(xs []string, s string) int {
	for i, x := range xs {
		if x == s {
			return i
		}
	}
	return 0
}

var companyDomains = []string{"northwind-logistics.com", "brightpath.io", "kesslerbau.de", "atelier-lumiere.fr", "grupoandino.es", "studiorossi.it", "vandermeer.nl", "nordicsupply.se", "acmehealth.org", "pinecrest-realty.com", "sakura-trading.co.jp", "hanbit-tech.co.kr", "tianhe-electronics.cn", "orion-consult.co.uk", "luzverde.com.br", "baltica.pl", "anadolu-tekstil.com.tr", "stroymash.ru", "gulfstar.ae", "infosolve.in"}
