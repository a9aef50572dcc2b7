package main

import (
	"fmt"
	"strings"
)

type Person struct {
	First, Last string // as displayed
	RF, RL      string // romanized, for addresses
	Loc         string
}

func (p Person) Name() string {
	switch p.Loc {
	case "jp", "cn", "kr":
		return p.Last + p.First
	}
	return p.First + " " + p.Last
}

var firstNames = map[string][]string{
	"us": {"James", "Mary", "Robert", "Patricia", "Michael", "Jennifer", "David", "Linda", "Chris", "Ashley", "Tyler", "Brianna", "Marcus", "Keisha", "Kevin", "Megan", "Jordan", "Taylor", "Ethan", "Olivia", "Noah", "Caleb", "Harper", "Derek", "Rachel", "Nathan", "Shawna", "Trevor", "Dana", "Luis", "Imani", "Colton", "Brooke", "Andre", "Kayla"},
	"uk": {"Oliver", "Amelia", "George", "Isla", "Harry", "Poppy", "Jack", "Freya", "Alfie", "Imogen", "Rhys", "Siobhan", "Callum", "Niamh", "Hamish", "Eleanor", "Priya", "Tom", "Georgina", "Owain"},
	"de": {"Lukas", "Anna", "Jonas", "Lea", "Maximilian", "Sophie", "Felix", "Marie", "Tobias", "Katharina", "Jürgen", "Sabine", "Matthias", "Ute", "Stefan", "Birgit", "Niklas", "Johanna", "Dirk", "Anke"},
	"fr": {"Camille", "Louis", "Chloé", "Hugo", "Léa", "Théo", "Manon", "Nicolas", "Élodie", "Julien", "Aurélie", "Mathieu", "Céline", "Antoine", "Margaux", "Sébastien", "Inès", "Yanis"},
	"es": {"Marta", "Javier", "Lucía", "Alejandro", "Carmen", "Pablo", "Elena", "Sergio", "Nuria", "Álvaro", "Raquel", "Iñaki", "Rocío", "Diego", "Ainhoa", "Jorge"},
	"it": {"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Luca", "Federica", "Matteo", "Valentina", "Davide", "Elisa", "Simone", "Martina", "Giorgio"},
	"br": {"João", "Ana", "Lucas", "Beatriz", "Gabriel", "Larissa", "Rafael", "Camila", "Thiago", "Juliana", "Felipe", "Fernanda", "Gustavo", "Mariana"},
	"mx": {"Alejandra", "José", "Guadalupe", "Fernando", "Ximena", "Ricardo", "Daniela", "Emilio", "Valeria", "Arturo"},
	"nl": {"Daan", "Sanne", "Bram", "Femke", "Joost", "Lotte", "Sem", "Anouk", "Thijs", "Maartje"},
	"pl": {"Krzysztof", "Agnieszka", "Piotr", "Katarzyna", "Tomasz", "Magdalena", "Paweł", "Joanna", "Michał", "Zofia"},
	"tr": {"Emre", "Zeynep", "Mehmet", "Elif", "Burak", "Ayşe", "Can", "Selin", "Mert", "Deniz"},
	"in": {"Priya", "Rahul", "Ananya", "Arjun", "Sneha", "Vikram", "Kavya", "Rohan", "Divya", "Aditya", "Meera", "Siddharth"},
	"se": {"Erik", "Astrid", "Lars", "Ingrid", "Johan", "Elin", "Nils", "Karin", "Oskar", "Maja"},
	"au": {"Lachlan", "Chloe", "Cooper", "Matilda", "Riley", "Zara", "Mitchell", "Tahlia", "Jayden", "Sienna"},
	"ru": {"Алексей", "Наталья", "Дмитрий", "Ольга", "Сергей", "Екатерина", "Иван", "Анна"},
	"jp": {"太郎", "花子", "健", "陽菜", "翔", "美咲", "大輔", "彩"},
	"cn": {"伟", "芳", "磊", "静", "洋", "婷", "强", "丽"},
	"kr": {"민준", "서연", "지훈", "하은", "현우", "지민"},
}

var lastNames = map[string][]string{
	"us": {"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Wilson", "Anderson", "Thomas", "Moore", "Jackson", "Martin", "Lee", "Thompson", "White", "Harris", "Clark", "Lewis", "Walker", "Okafor", "Nguyen", "Patel", "Kowalski", "O'Brien", "Fitzgerald", "Schaefer", "Delgado", "Washington", "Brennan"},
	"uk": {"Taylor", "Evans", "Hughes", "Edwards", "Davies", "Wright", "Robinson", "Thompson", "Walsh", "Campbell", "MacLeod", "Pritchard", "Ashworth", "Khan", "Fairclough", "Holloway"},
	"de": {"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Zimmermann", "Krüger", "Hartmann", "Lange"},
	"fr": {"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garnier", "Faure", "Rousseau", "Lambert"},
	"es": {"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Jiménez", "Moreno", "Muñoz", "Álvarez", "Navarro", "Iglesias"},
	"it": {"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca"},
	"br": {"Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Ferreira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Carvalho", "Araújo", "Ribeiro"},
	"mx": {"Hernández", "García", "Martínez", "López", "González", "Ramírez", "Flores", "Cruz", "Morales", "Reyes"},
	"nl": {"de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "de Boer"},
	"pl": {"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Dąbrowski", "Kozłowski"},
	"tr": {"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan"},
	"in": {"Sharma", "Patel", "Iyer", "Reddy", "Nair", "Gupta", "Mehta", "Rao", "Banerjee", "Menon", "Kulkarni", "Chatterjee"},
	"se": {"Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Lindqvist", "Berg"},
	"au": {"Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Nguyen", "Kelly", "Ryan", "Murphy"},
	"ru": {"Иванов", "Смирнова", "Кузнецов", "Попова", "Соколов", "Лебедева", "Морозов", "Волкова"},
	"jp": {"山田", "佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "中村"},
	"cn": {"王", "李", "张", "刘", "陈", "杨", "黄", "赵"},
	"kr": {"김", "이", "박", "최", "정", "강"},
}

var romanFirst = map[string][]string{
	"ru": {"aleksey", "natalya", "dmitry", "olga", "sergey", "ekaterina", "ivan", "anna"},
	"jp": {"taro", "hanako", "ken", "hina", "sho", "misaki", "daisuke", "aya"},
	"cn": {"wei", "fang", "lei", "jing", "yang", "ting", "qiang", "li"},
	"kr": {"minjun", "seoyeon", "jihoon", "haeun", "hyunwoo", "jimin"},
}
var romanLast = map[string][]string{
	"ru": {"ivanov", "smirnova", "kuznetsov", "popova", "sokolov", "lebedeva", "morozov", "volkova"},
	"jp": {"yamada", "sato", "suzuki", "takahashi", "tanaka", "ito", "watanabe", "nakamura"},
	"cn": {"wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao"},
	"kr": {"kim", "lee", "park", "choi", "jung", "kang"},
}

var fold = strings.NewReplacer(
	"á", "a", "à", "a", "â", "a", "ä", "a", "ã", "a", "å", "a", "ą", "a", "Á", "a",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e", "É", "e",
	"í", "i", "ì", "i", "î", "i", "ï", "i", "ı", "i", "İ", "i",
	"ó", "o", "ò", "o", "ô", "o", "ö", "o", "õ", "o", "ø", "o", "Ö", "o",
	"ú", "u", "ù", "u", "û", "u", "ü", "u", "Ü", "u",
	"ñ", "n", "ń", "n", "ç", "c", "ć", "c", "Ç", "c", "ß", "ss", "ł", "l", "ś", "s", "ş", "s", "Ş", "s",
	"ż", "z", "ź", "z", "ğ", "g", "Ä", "a", "Ł", "l", "Ż", "z", "Ś", "s",
	"'", "", " ", "", "-", "")

func ascii(s string) string { return strings.ToLower(fold.Replace(s)) }

func (r R) Person(loc string) Person {
	fs, ls := firstNames[loc], lastNames[loc]
	i, j := r.Intn(len(fs)), r.Intn(len(ls))
	p := Person{First: fs[i], Last: ls[j], Loc: loc}
	if rf, ok := romanFirst[loc]; ok {
		p.RF, p.RL = rf[i], romanLast[loc][j]
	} else {
		p.RF, p.RL = ascii(p.First), ascii(p.Last)
	}
	return p
}

var locs = []string{"us", "uk", "de", "fr", "es", "it", "br", "mx", "nl", "pl", "tr", "in", "se", "au", "ru", "jp", "cn", "kr"}

func (r R) AnyPerson() Person { return r.Person(r.PickL(locs)) }

var freeMail = map[string][]string{
	"us": {"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "proton.me", "comcast.net"},
	"uk": {"gmail.com", "btinternet.com", "sky.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk"},
	"de": {"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de", "gmx.net"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
	"it": {"libero.it", "gmail.com", "virgilio.it", "alice.it", "tiscali.it"},
	"br": {"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"},
	"mx": {"gmail.com", "hotmail.com", "prodigy.net.mx", "outlook.com"},
	"nl": {"ziggo.nl", "gmail.com", "kpnmail.nl", "hotmail.nl", "xs4all.nl"},
	"pl": {"wp.pl", "onet.pl", "interia.pl", "gmail.com", "o2.pl"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com"},
	"in": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"},
	"se": {"telia.com", "gmail.com", "hotmail.se", "bredband.net"},
	"au": {"bigpond.com", "gmail.com", "optusnet.com.au", "outlook.com"},
	"ru": {"mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "bk.ru"},
	"jp": {"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "icloud.com", "nifty.com"},
	"cn": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com"},
	"kr": {"naver.com", "daum.net", "gmail.com", "hanmail.net"},
}

var coStems = []string{"nordwind", "brightline", "kestrel", "alpenrose", "bluepeak", "harborview", "quantix", "meridian", "ironbark", "solvay",
	"copperleaf", "tidewater", "northgate", "lumen", "granite", "vantage", "pinecrest", "redwood", "silverline", "atlas", "orbital", "sagebrush",
	"helix", "beacon", "cobalt", "evergreen", "fjord", "zenith", "parallax", "kiteworks", "ridgeway", "sunflower", "polaris", "waypoint"}
var coSuffix = []string{"logistics", "freight", "parts", "health", "labs", "bank", "telecom", "shop", "cargo", "systems", "clinic", "energy", "media", "supply", "travel", "data", "pharma", "mobile"}
var coTLD = map[string][]string{
	"us": {"com", "io", "net", "us", "co"}, "uk": {"co.uk", "com", "uk"}, "de": {"de", "com", "eu"}, "fr": {"fr", "com", "eu"},
	"es": {"es", "com"}, "it": {"it", "com"}, "br": {"com.br"}, "mx": {"com.mx", "mx"}, "nl": {"nl", "com"}, "pl": {"pl", "com.pl"},
	"tr": {"com.tr"}, "in": {"in", "co.in", "com"}, "se": {"se"}, "au": {"com.au"}, "ru": {"ru"}, "jp": {"co.jp", "jp"}, "cn": {"cn", "com.cn"}, "kr": {"co.kr", "kr"},
}

// Company returns a company's display name and domain.
func (r R) Company(loc string) (string, string) {
	s, x := r.PickL(coStems), r.PickL(coSuffix)
	name := strings.ToUpper(s[:1]) + s[1:] + " " + strings.ToUpper(x[:1]) + x[1:]
	sep := r.Pick("", "", "-")
	return name, s + sep + x + "." + r.PickL(coTLD[loc])
}

func (r R) Domain(loc string) string {
	if r.Chance(0.6) {
		return r.PickL(freeMail[loc])
	}
	_, d := r.Company(loc)
	return d
}

func (r R) Local(p Person) string {
	f, l := p.RF, p.RL
	switch r.Intn(12) {
	case 0, 1:
		return f + "." + l
	case 2:
		return f + l
	case 3:
		return f[:1] + l
	case 4:
		return f + "_" + l
	case 5:
		return f + "." + l + r.D(2)
	case 6:
		return l + "." + f
	case 7:
		return f + r.Ns(70, 99)
	case 8:
		return f[:1] + "." + l
	case 9:
		return f + "-" + l
	case 10:
		return f + "." + l + "+" + r.Pick("orders", "shop", "news", "amz", "work", "bills")
	default:
		return l + f[:1] + r.Ns(1, 99)
	}
}

// Email returns an address for p at a domain of its locale.
func (r R) Email(p Person) string { return r.Local(p) + "@" + r.Domain(p.Loc) }

// WorkEmail returns an address for p at the given domain.
func (r R) WorkEmail(p Person, dom string) string {
	f, l := p.RF, p.RL
	switch r.Intn(4) {
	case 0:
		return f + "." + l + "@" + dom
	case 1:
		return f[:1] + l + "@" + dom
	case 2:
		return f + "@" + dom
	default:
		return f[:1] + "." + l + "@" + dom
	}
}

func (r R) RoleEmail(dom string) string {
	return r.Pick("orders", "billing", "support", "accounts", "ap", "invoices", "logistics", "dispatch", "noreply") + "@" + dom
}

// Cities with a postal code generator per locale.
func (r R) CityZip(loc string) (string, string) {
	switch loc {
	case "us":
		c := r.Pick("Chicago, IL", "Austin, TX", "Portland, OR", "Denver, CO", "Atlanta, GA", "Boston, MA", "Seattle, WA", "Columbus, OH")
		z := map[string]string{"Chicago, IL": "606", "Austin, TX": "787", "Portland, OR": "972", "Denver, CO": "802", "Atlanta, GA": "303", "Boston, MA": "021", "Seattle, WA": "981", "Columbus, OH": "432"}[c] + r.D(2)
		if r.Chance(0.3) {
			z += "-" + r.D(4)
		}
		return c, z
	case "uk":
		c := r.Pick("London", "Manchester", "Leeds", "Bristol", "Glasgow")
		pc := map[string]string{"London": r.Pick("SW1A", "EC2V", "N1", "SE15", "W1T"), "Manchester": "M" + r.Ns(1, 40), "Leeds": "LS" + r.Ns(1, 29), "Bristol": "BS" + r.Ns(1, 16), "Glasgow": "G" + r.Ns(1, 80)}[c]
		return c, pc + " " + r.Ns(1, 9) + r.Upper(2)
	case "de":
		c := r.Pick("Berlin", "Hamburg", "München", "Köln", "Leipzig", "Stuttgart")
		z := map[string]string{"Berlin": "10", "Hamburg": "20", "München": "80", "Köln": "50", "Leipzig": "04", "Stuttgart": "70"}[c] + r.D(3)
		return c, z
	case "fr":
		c := r.Pick("Paris", "Lyon", "Marseille", "Lille", "Bordeaux")
		z := map[string]string{"Paris": "750" + fmt.Sprintf("%02d", r.N(1, 20)), "Lyon": "6900" + r.Ns(1, 9), "Marseille": "130" + fmt.Sprintf("%02d", r.N(1, 16)), "Lille": "59000", "Bordeaux": "33000"}[c]
		return c, z
	case "es":
		c := r.Pick("Madrid", "Barcelona", "Valencia", "Sevilla")
		z := map[string]string{"Madrid": "280", "Barcelona": "080", "Valencia": "460", "Sevilla": "410"}[c] + r.D(2)
		return c, z
	case "it":
		c := r.Pick("Milano", "Roma", "Torino", "Napoli")
		z := map[string]string{"Milano": "201", "Roma": "001", "Torino": "101", "Napoli": "801"}[c] + r.D(2)
		return c, z
	case "br":
		return r.Pick("São Paulo - SP", "Rio de Janeiro - RJ", "Curitiba - PR"), "CEP " + r.D(5) + "-" + r.D(3)
	case "nl":
		return r.Pick("Amsterdam", "Utrecht", "Rotterdam"), r.Ns(1011, 3099) + " " + r.Upper(2)
	case "jp":
		return r.Pick("東京都千代田区", "大阪府大阪市北区", "神奈川県横浜市"), "〒" + r.D(3) + "-" + r.D(4)
	case "au":
		return r.Pick("Sydney NSW", "Melbourne VIC", "Brisbane QLD"), r.Ns(2000, 4999)
	case "in":
		return r.Pick("Bengaluru", "Mumbai", "Pune"), r.Pick("560", "400", "411") + r.D(3)
	case "pl":
		return r.Pick("Warszawa", "Kraków", "Gdańsk"), r.D(2) + "-" + r.D(3)
	case "se":
		return r.Pick("Stockholm", "Göteborg", "Malmö"), r.Ns(100, 999) + " " + r.D(2)
	}
	return "Toronto, ON", r.Upper(1) + r.Ns(1, 9) + r.Upper(1) + " " + r.Ns(1, 9) + r.Upper(1) + r.Ns(1, 9)
}

var streets = map[string][]string{
	"us": {"Oak St", "Maple Ave", "W Fulton St", "Lakeshore Dr", "Elm Street", "Congress Ave", "NE Alberta St", "Peachtree Rd NE"},
	"uk": {"High Street", "Station Road", "Church Lane", "Victoria Road", "Mill Lane"},
	"de": {"Hauptstraße", "Bahnhofstr.", "Gartenweg", "Schillerstraße", "Lindenallee", "Am Markt"},
	"fr": {"rue de Rivoli", "avenue Jean Jaurès", "rue Victor Hugo", "boulevard Voltaire"},
	"es": {"Calle Mayor", "Avenida de la Constitución", "Calle de Alcalá", "Gran Vía"},
	"it": {"Via Roma", "Corso Vittorio Emanuele", "Via Garibaldi", "Viale Monza"},
	"br": {"Av. Paulista", "Rua Augusta", "Rua das Flores"},
	"nl": {"Keizersgracht", "Damrak", "Oudegracht"},
	"pl": {"ul. Marszałkowska", "ul. Długa", "ul. Floriańska"},
	"se": {"Drottninggatan", "Storgatan", "Kungsgatan"},
	"au": {"George St", "Collins St", "Queen St"},
	"in": {"MG Road", "Linking Road", "FC Road"},
	"jp": {"丸の内1-9-1", "梅田3-1-1", "みなとみらい2-2-1"},
}

// Street returns a street address line in the locale's order.
func (r R) Street(loc string) string {
	st, ok := streets[loc]
	if !ok {
		st = streets["us"]
		loc = "us"
	}
	s := r.PickL(st)
	switch loc {
	case "us", "uk", "au", "in":
		return r.Ns(1, 2999) + " " + s
	case "fr":
		return r.Ns(1, 140) + " " + s
	case "jp":
		return s
	}
	return s + " " + r.Ns(1, 180)
}
