package main

import "strings"

// locale holds Faker-like fake data for one locale. Names of non-Latin
// scripts are written "native|romanized"; the romanized form feeds e-mail
// user names, as Faker's romanized name lists do.
type locale struct {
	code        string
	firsts      []string
	lasts       []string
	familyFirst bool     // ja, zh, ko: surname first, no space in zh
	domains     []string // free e-mail providers of the locale
	tld         string   // for company domains
	cities      []string
	phones      []string // Faker-style formats: # any digit, $ 2-9, % 1-9
	postcode    string
	currency    func() string
}

var locales = []*locale{
	{
		code:    "en_US",
		firsts:  []string{"Jessica", "Michael", "Ashley", "Christopher", "Brittany", "Tyler", "Megan", "Brandon", "Amanda", "Kevin", "Danielle", "Jose", "Latoya", "Cody", "Heather", "Dustin"},
		lasts:   []string{"Smith", "Johnson", "Williams", "Brown", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Wilson", "Anderson", "Thompson", "Moore", "Jackson"},
		domains: []string{"gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "aol.com", "icloud.com", "comcast.net"},
		tld:     "com",
		cities:  []string{"Lake Jennifer", "East Michael", "Port Ashley", "North Tyler", "Austin", "Columbus", "Sacramento", "Tampa", "Denver", "Raleigh"},
		phones: []string{"$##-$##-####", "$##-$##-####", "($##)$##-####", "$##.$##.####", "$##$######", "+1-$##-$##-####", "001-$##-$##-####",
			"$##-$##-####x###", "($##)$##-####x####", "$##.$##.####x#####", "+1-$##-$##-####x###", "($##) $##-####", "+1 ($##) $##-####", "1-$##-$##-####"},
		postcode: "#####",
		currency: func() string { return "$" + money(5, 4000, ",", ".") },
	},
	{
		code:    "en_GB",
		firsts:  []string{"Oliver", "Amelia", "Harry", "Isla", "George", "Poppy", "Jack", "Freya", "Charlie", "Sophie", "Alfie", "Eleanor"},
		lasts:   []string{"Taylor", "Davies", "Evans", "Thomas", "Roberts", "Walker", "Wright", "Hughes", "Edwards", "Green", "Hall", "Wood"},
		domains: []string{"gmail.com", "hotmail.co.uk", "yahoo.co.uk", "btinternet.com", "sky.com", "outlook.com"},
		tld:     "co.uk",
		cities:  []string{"Leeds", "Bristol", "Manchester", "Cardiff", "Norwich", "Sheffield", "Brighton", "Edinburgh"},
		phones: []string{"+44(0)1### ######", "+44(0)20 #### ####", "+44(0)1#########", "01#########", "020 #### ####", "01### ######", "(01###) ######",
			"(020) #### ####", "+44 7### ######", "+447#########", "07### ######", "07#########", "+44 (0)7### ### ###", "0161 ### ####"},
		postcode: "",
		currency: func() string { return "£" + money(5, 2500, ",", ".") },
	},
	{
		code:    "en_IN",
		firsts:  []string{"Aarav", "Priya", "Rohan", "Ananya", "Vikram", "Sneha", "Arjun", "Kavya", "Rahul", "Divya", "Aditya", "Pooja"},
		lasts:   []string{"Sharma", "Patel", "Reddy", "Iyer", "Gupta", "Nair", "Singh", "Mehta", "Kulkarni", "Das", "Chopra", "Menon"},
		domains: []string{"gmail.com", "yahoo.co.in", "rediffmail.com", "hotmail.com", "outlook.com"},
		tld:     "in",
		cities:  []string{"Pune", "Bengaluru", "Chennai", "Hyderabad", "Jaipur", "Kochi", "Lucknow", "Ahmedabad"},
		phones: []string{"+91 9#########", "+91 7#########", "+91-8#########", "+91 98### #####", "+91 6### ### ###", "9#########", "8#########",
			"098########", "022-########", "080 ########", "0124-#######", "+91 (80) #### ####"},
		postcode: "%#####",
		currency: func() string { return "₹" + money(100, 90000, ",", "") },
	},
	{
		code:    "de_DE",
		firsts:  []string{"Lukas", "Anna", "Jonas", "Lea", "Maximilian", "Marie", "Felix", "Sophie", "Jürgen", "Ursula", "Björn", "Käthe"},
		lasts:   []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schäfer", "Koch", "Bauer", "Schröder"},
		domains: []string{"web.de", "gmx.de", "gmx.net", "t-online.de", "yahoo.de", "googlemail.com", "posteo.de"},
		tld:     "de",
		cities:  []string{"Berlin", "Hamburg", "München", "Köln", "Leipzig", "Dresden", "Stuttgart", "Bremen", "Nürnberg"},
		phones: []string{"+49(0)30 #######", "+49(0)89 ########", "+49(0)4### ######", "(0221) ######", "(03###) #####", "0711-######", "0351 #######",
			"+49 151 ########", "+49 (0)170 #######", "0160 #######", "0176-########", "01577 #######", "+49 40 ########", "0049 69 #######", "0221 #####-##"},
		postcode: "%####",
		currency: func() string { return money(5, 3000, ".", ",") + " €" },
	},
	{
		code:    "fr_FR",
		firsts:  []string{"Camille", "Léa", "Hugo", "Chloé", "Théo", "Manon", "Lucas", "Inès", "Benoît", "Élodie", "Gaëlle", "François"},
		lasts:   []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Lefèvre", "Moreau", "Girard", "Faure"},
		domains: []string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "hotmail.fr"},
		tld:     "fr",
		cities:  []string{"Lyon", "Marseille", "Toulouse", "Nantes", "Bordeaux", "Lille", "Rennes", "Strasbourg"},
		phones: []string{"+33 (0)1 ## ## ## ##", "+33 1 ## ## ## ##", "01########", "01 ## ## ## ##", "04 ## ## ## ##", "+33 6 ## ## ## ##",
			"06 ## ## ## ##", "07.##.##.##.##", "06########", "+33 (0)7 ## ## ## ##", "+33 (0)5########", "0033 6 ## ## ## ##"},
		postcode: "%####",
		currency: func() string { return money(5, 3000, " ", ",") + " €" },
	},
	{
		code:     "es_ES",
		firsts:   []string{"Lucía", "Hugo", "Martina", "Pablo", "Sofía", "Álvaro", "Paula", "Javier", "Carmen", "Íñigo", "Nuria", "Sergio"},
		lasts:    []string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Jiménez", "Muñoz"},
		domains:  []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
		tld:      "es",
		cities:   []string{"Madrid", "Valencia", "Sevilla", "Zaragoza", "Bilbao", "Málaga", "Granada", "Valladolid"},
		phones:   []string{"+34 9## ## ## ##", "+34 9## ### ###", "+34 6## ## ## ##", "+34 6## ### ###", "9## ## ## ##", "9## ### ###", "6## ## ## ##", "6########", "+34 7########", "+34 6########", "0034 6## ### ###"},
		postcode: "%####",
		currency: func() string { return money(5, 3000, ".", ",") + " €" },
	},
	{
		code:    "es_MX",
		firsts:  []string{"José Luis", "Guadalupe", "Juan Carlos", "María Fernanda", "Alejandro", "Ximena", "Rodrigo", "Itzel", "Eduardo", "Valeria"},
		lasts:   []string{"Hernández", "García", "Martínez", "López", "González", "Pérez", "Rodríguez", "Sánchez", "Ramírez", "Cruz", "Flores", "Gómez"},
		domains: []string{"gmail.com", "hotmail.com", "yahoo.com.mx", "prodigy.net.mx", "outlook.com"},
		tld:     "com.mx",
		cities:  []string{"Guadalajara", "Monterrey", "Puebla", "Querétaro", "Mérida", "León", "Tijuana", "Oaxaca"},
		phones: []string{"+52(1)55########", "+52 55 #### ####", "+52 1 33 #### ####", "55 #### ####", "(55) #### ####", "33-####-####", "(81)####-####",
			"$##-$##-####", "(###)###-####x###", "1-$##-$##-####", "+52 81 ## ## ## ##", "044 55 #### ####"},
		postcode: "#####",
		currency: func() string { return "$" + money(50, 30000, ",", ".") + " MXN" },
	},
	{
		code:     "it_IT",
		firsts:   []string{"Giulia", "Lorenzo", "Chiara", "Matteo", "Francesca", "Alessandro", "Sara", "Niccolò", "Federica", "Giuseppe"},
		lasts:    []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo"},
		domains:  []string{"libero.it", "virgilio.it", "alice.it", "tiscali.it", "gmail.com", "hotmail.it"},
		tld:      "it",
		cities:   []string{"Milano", "Torino", "Bologna", "Firenze", "Napoli", "Palermo", "Genova", "Verona"},
		phones:   []string{"+39 3## ### ####", "+39 3#########", "3## ### ####", "3## #######", "+39 06 #### ####", "06 ########", "02 ########", "+39 02 ########", "+39 0%# #######", "0%# ### ####", "+39 3## ## ## ###"},
		postcode: "#####",
		currency: func() string { return money(5, 3000, ".", ",") + " €" },
	},
	{
		code:    "pt_BR",
		firsts:  []string{"João Pedro", "Maria Eduarda", "Gabriel", "Ana Clara", "Lucas", "Beatriz", "Matheus", "Larissa", "Thiago", "Letícia"},
		lasts:   []string{"Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Ferreira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Araújo"},
		domains: []string{"uol.com.br", "bol.com.br", "gmail.com", "hotmail.com", "terra.com.br", "ig.com.br"},
		tld:     "com.br",
		cities:  []string{"São Paulo", "Campinas", "Curitiba", "Recife", "Salvador", "Fortaleza", "Belo Horizonte", "Porto Alegre"},
		phones: []string{"+55 (011) #### ####", "+55 11 #### ####", "+55 21 9#### ####", "(011) #### ####", "011 #### ####", "0%# #### ####",
			"(11) 9####-####", "(21) 9####-####", "+55 (31) 9####-####", "+55 11 9 #### ####", "(0%#) ####-####", "(51) 3###-####"},
		postcode: "#####-###",
		currency: func() string { return "R$ " + money(10, 9000, ".", ",") },
	},
	{
		code:     "nl_NL",
		firsts:   []string{"Daan", "Emma", "Sem", "Julia", "Lotte", "Bram", "Sanne", "Thijs", "Fleur", "Jeroen"},
		lasts:    []string{"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos"},
		domains:  []string{"ziggo.nl", "kpnmail.nl", "hotmail.nl", "gmail.com", "planet.nl", "xs4all.nl"},
		tld:      "nl",
		cities:   []string{"Utrecht", "Eindhoven", "Groningen", "Haarlem", "Zwolle", "Leiden", "Breda", "Nijmegen"},
		phones:   []string{"0%## ######", "0%# #######", "+31%## ######", "+31%# #######", "(0%##) ######", "(0%#) #######", "+31(0)%## ######", "+31(0)%# #######", "06-########", "+316########", "+31 6 ########", "06 ## ## ## ##"},
		postcode: "%### ??",
		currency: func() string { return "€ " + money(5, 3000, ".", ",") },
	},
	{
		code:     "pl_PL",
		firsts:   []string{"Jakub", "Zuzanna", "Kacper", "Julia", "Szymon", "Maja", "Wojciech", "Małgorzata", "Łukasz", "Agnieszka"},
		lasts:    []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Kozłowski"},
		domains:  []string{"wp.pl", "onet.pl", "interia.pl", "o2.pl", "gmail.com", "op.pl"},
		tld:      "pl",
		cities:   []string{"Kraków", "Wrocław", "Gdańsk", "Poznań", "Łódź", "Lublin", "Katowice", "Szczecin"},
		phones:   []string{"+48 5## ### ###", "+48 6## ### ###", "+48 7########", "5## ### ###", "6## ### ###", "7## ### ###", "+48 22 ### ## ##", "22 ### ## ##", "12 ### ## ##", "+48 %# ### ## ##", "8##-###-###"},
		postcode: "##-###",
		currency: func() string { return money(5, 9000, " ", ",") + " zł" },
	},
	{
		code:        "ru_RU",
		firsts:      []string{"Александр|aleksandr", "Мария|mariya", "Дмитрий|dmitriy", "Анастасия|anastasiya", "Сергей|sergey", "Екатерина|ekaterina", "Иван|ivan", "Ольга|olga", "Никита|nikita", "Татьяна|tatyana"},
		lasts:       []string{"Иванов|ivanov", "Смирнов|smirnov", "Кузнецов|kuznetsov", "Попов|popov", "Васильев|vasilev", "Петров|petrov", "Соколов|sokolov", "Михайлов|mihaylov", "Новиков|novikov", "Фёдоров|fedorov"},
		familyFirst: false,
		domains:     []string{"mail.ru", "yandex.ru", "rambler.ru", "bk.ru", "list.ru", "inbox.ru", "ya.ru"},
		tld:         "ru",
		cities:      []string{"Москва", "Санкт-Петербург", "Казань", "Новосибирск", "Екатеринбург", "Самара", "Пермь"},
		phones:      []string{"+7 9## ### ####", "+7 9## ### ## ##", "+7 (9##) ###-##-##", "+7 (4##) ###-####", "+7 (8##) ### ####", "8 9## ### ####", "8 9## ### ## ##", "8 (9##) ###-##-##", "8 (495) ###-####", "89#########", "+79#########"},
		postcode:    "%#####",
		currency:    func() string { return money(100, 90000, " ", "") + " ₽" },
	},
	{
		code:     "tr_TR",
		firsts:   []string{"Yusuf", "Zeynep", "Mehmet", "Elif", "Mustafa", "Ayşe", "Emir", "Büşra", "Çağlar", "Gülşen"},
		lasts:    []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir", "Arslan", "Doğan"},
		domains:  []string{"hotmail.com", "gmail.com", "yandex.com.tr", "outlook.com.tr", "mynet.com"},
		tld:      "com.tr",
		cities:   []string{"İstanbul", "Ankara", "İzmir", "Bursa", "Antalya", "Eskişehir", "Konya", "Trabzon"},
		phones:   []string{"+90(53#)#######", "+90 (54#) ### ## ##", "+90 53# ### ## ##", "+90 50# ### ####", "0(55#)#######", "0 53# ### ## ##", "054# ### ####", "0 (532) ### ## ##", "(212) ### ## ##", "0216 ### ## ##", "055#######" + "#", "+90 312 ### ## ##"},
		postcode: "%####",
		currency: func() string { return "₺" + money(10, 20000, ".", ",") },
	},
	{
		code:        "ja_JP",
		firsts:      []string{"美咲|misaki", "翔太|shota", "陽菜|hina", "大輔|daisuke", "さくら|sakura", "健太|kenta", "結衣|yui", "直人|naoto", "明美|akemi", "拓也|takuya"},
		lasts:       []string{"佐藤|sato", "鈴木|suzuki", "高橋|takahashi", "田中|tanaka", "伊藤|ito", "渡辺|watanabe", "山本|yamamoto", "中村|nakamura", "小林|kobayashi", "加藤|kato"},
		familyFirst: true,
		domains:     []string{"yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "gmail.com", "softbank.ne.jp", "nifty.com", "i.softbank.jp"},
		tld:         "co.jp",
		cities:      []string{"東京都港区", "大阪市北区", "横浜市中区", "名古屋市中村区", "札幌市中央区", "福岡市博多区", "京都市左京区"},
		phones:      []string{"090-####-####", "080-####-####", "070-####-####", "03-####-####", "06-####-####", "045-###-####", "052-###-####", "+81-90-####-####", "+81 3-####-####", "09########", "0%#-###-####"},
		postcode:    "###-####",
		currency:    func() string { return "¥" + money(100, 90000, ",", "") },
	},
	{
		code:        "zh_CN",
		firsts:      []string{"伟|wei", "芳|fang", "秀英|xiuying", "敏|min", "静|jing", "强|qiang", "磊|lei", "洋|yang", "艳|yan", "俊杰|junjie"},
		lasts:       []string{"王|wang", "李|li", "张|zhang", "刘|liu", "陈|chen", "杨|yang", "黄|huang", "赵|zhao", "吴|wu", "周|zhou"},
		familyFirst: true,
		domains:     []string{"qq.com", "163.com", "126.com", "sina.com", "sohu.com", "foxmail.com", "aliyun.com"},
		tld:         "cn",
		cities:      []string{"北京市朝阳区", "上海市浦东新区", "广州市天河区", "深圳市南山区", "杭州市西湖区", "成都市武侯区"},
		phones:      []string{"13#########", "15#########", "18#########", "17#########", "139 #### ####", "+86 13# #### ####", "+86-186-####-####", "010-########", "021-########", "0755-########", "(020)########", "+86 10 #### ####"},
		postcode:    "%#####",
		currency:    func() string { return "¥" + money(10, 9000, ",", ".") },
	},
	{
		code:        "ko_KR",
		firsts:      []string{"민준|minjun", "서연|seoyeon", "도윤|doyun", "지우|jiwoo", "하준|hajun", "서윤|seoyun", "예은|yeeun", "현우|hyunwoo", "지민|jimin", "수빈|subin"},
		lasts:       []string{"김|kim", "이|lee", "박|park", "최|choi", "정|jung", "강|kang", "조|cho", "윤|yoon", "장|jang", "임|lim"},
		familyFirst: true,
		domains:     []string{"naver.com", "daum.net", "hanmail.net", "kakao.com", "nate.com", "gmail.com"},
		tld:         "co.kr",
		cities:      []string{"서울특별시 강남구", "부산광역시 해운대구", "인천광역시 남동구", "대구광역시 수성구", "성남시 분당구"},
		phones:      []string{"010-####-####", "010-####-####", "010 #### ####", "01#########", "02-###-####", "02-####-####", "031-###-####", "051-###-####", "+82-10-####-####", "+82 10 #### ####", "+82-2-####-####", "070-####-####"},
		postcode:    "%####",
		currency:    func() string { return "₩" + money(1000, 900000, ",", "") },
	},
	{
		code:     "ar_SA",
		firsts:   []string{"محمد|mohammed", "فاطمة|fatimah", "عبدالله|abdullah", "نورة|noura", "خالد|khalid", "سارة|sara", "فيصل|faisal", "ريم|reem", "سلطان|sultan", "هند|hind"},
		lasts:    []string{"العتيبي|alotaibi", "القحطاني|alqahtani", "الغامدي|alghamdi", "الحربي|alharbi", "الشهري|alshehri", "الزهراني|alzahrani", "الدوسري|aldosari", "المطيري|almutairi"},
		domains:  []string{"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com", "icloud.com"},
		tld:      "com.sa",
		cities:   []string{"الرياض", "جدة", "الدمام", "مكة المكرمة", "المدينة المنورة", "الخبر"},
		phones:   []string{"+9665########", "+966 5# ### ####", "05########", "05# ### ####", "+966-5#-###-####", "+966 11 ### ####", "011 ### ####", "012-###-####", "00966 5# ### ####"},
		postcode: "%####",
		currency: func() string { return money(10, 9000, ",", ".") + " ر.س" },
	},
	{
		code:     "hi_IN",
		firsts:   []string{"राहुल|rahul", "प्रिया|priya", "अमित|amit", "सुनीता|sunita", "विजय|vijay", "अंजलि|anjali", "संजय|sanjay", "नेहा|neha", "दीपक|deepak", "पूजा|pooja"},
		lasts:    []string{"शर्मा|sharma", "वर्मा|verma", "सिंह|singh", "गुप्ता|gupta", "यादव|yadav", "मिश्रा|mishra", "जोशी|joshi", "चौहान|chauhan"},
		domains:  []string{"gmail.com", "yahoo.co.in", "rediffmail.com", "hotmail.com"},
		tld:      "in",
		cities:   []string{"दिल्ली", "मुंबई", "लखनऊ", "जयपुर", "पटना", "भोपाल", "इंदौर"},
		phones:   []string{"+91 9#########", "+91 %## #######", "0%#-########", "0%#########", "0%### ######", "9#########", "7#########", "+91-8#########"},
		postcode: "%#####",
		currency: func() string { return "₹" + money(100, 90000, ",", "") },
	},
	{
		code:     "id_ID",
		firsts:   []string{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Eko", "Wulan", "Hendra", "Ayu"},
		lasts:    []string{"Santoso", "Wijaya", "Saputra", "Hidayat", "Kurniawan", "Pratama", "Lestari", "Nugroho", "Susanto", "Halim"},
		domains:  []string{"gmail.com", "yahoo.co.id", "ymail.com", "hotmail.com", "telkom.net"},
		tld:      "co.id",
		cities:   []string{"Jakarta Selatan", "Bandung", "Surabaya", "Yogyakarta", "Semarang", "Medan", "Denpasar"},
		phones:   []string{"+62-21-###-####", "+62 (021) ### ####", "(021) ### ####", "(0274) ###-####", "0812 #### ####", "0813-####-####", "+62 812-####-####", "+62-857-####-####", "+62 878 #### ####", "0856########", "08## ### ####"},
		postcode: "%####",
		currency: func() string { return "Rp " + money(10000, 9000000, ".", "") },
	},
	{
		code:     "vi_VN",
		firsts:   []string{"Anh", "Bảo", "Chi", "Dũng", "Hà", "Hùng", "Lan", "Minh", "Ngọc", "Phương", "Quân", "Thảo"},
		lasts:    []string{"Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ"},
		domains:  []string{"gmail.com", "yahoo.com.vn", "hotmail.com", "fpt.vn", "vnn.vn"},
		tld:      "vn",
		cities:   []string{"Hà Nội", "TP. Hồ Chí Minh", "Đà Nẵng", "Hải Phòng", "Cần Thơ", "Huế", "Nha Trang"},
		phones:   []string{"09########", "03########", "090 ### ####", "091 ### ## ##", "+84 9########", "+84 90 ### ####", "+84-28-####-####", "(028) #### ####", "(024) ### ####", "0912.###.###", "098-###-####"},
		postcode: "%#####",
		currency: func() string { return money(10, 9000, ".", "") + ".000 ₫" },
	},
	{
		code:     "en_AU",
		firsts:   []string{"Liam", "Charlotte", "Noah", "Olivia", "Cooper", "Matilda", "Lachlan", "Ruby", "Mitchell", "Chloe"},
		lasts:    []string{"Nguyen", "Kelly", "Ryan", "Campbell", "Stewart", "O'Brien", "Murphy", "Mitchell", "Clarke", "Harris"},
		domains:  []string{"bigpond.com", "optusnet.com.au", "gmail.com", "hotmail.com", "iinet.net.au"},
		tld:      "com.au",
		cities:   []string{"Geelong", "Parramatta", "Fremantle", "Ballarat", "Hobart", "Cairns", "Newcastle"},
		phones:   []string{"04## ### ###", "04########", "+61 4## ### ###", "+61 4########", "(02) #### ####", "(03) #### ####", "02 #### ####", "+61 2 #### ####", "+61 (0)7 #### ####", "08 #### ####"},
		postcode: "%###",
		currency: func() string { return "A$" + money(5, 3000, ",", ".") },
	},
	{
		code:     "sv_SE",
		firsts:   []string{"Erik", "Astrid", "Lars", "Ingrid", "Oskar", "Maja", "Björn", "Elsa", "Nils", "Linnéa"},
		lasts:    []string{"Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Lindqvist", "Bergström"},
		domains:  []string{"telia.com", "gmail.com", "hotmail.se", "bredband.net", "spray.se"},
		tld:      "se",
		cities:   []string{"Göteborg", "Malmö", "Uppsala", "Västerås", "Örebro", "Linköping", "Umeå"},
		phones:   []string{"070-### ## ##", "073-### ## ##", "076-###-####", "+46 70 ### ## ##", "+46 (0)8 ### ### ##", "08-### ### ##", "031-## ## ##", "+46 31 ### ## ##", "0046 70-### ## ##"},
		postcode: "### ##",
		currency: func() string { return money(50, 30000, " ", ",") + " kr" },
	},
	{
		code:     "th_TH",
		firsts:   []string{"สมชาย|somchai", "สุดา|suda", "ประยุทธ|prayut", "นภา|napa", "วีระ|weera", "กาญจนา|kanchana", "อนันต์|anan", "พิมพ์|pim"},
		lasts:    []string{"สุขใจ|sukjai", "วงศ์สวัสดิ์|wongsawat", "ศรีสุข|srisuk", "แก้วมณี|kaewmanee", "ทองดี|thongdee", "บุญมา|boonma", "จันทร์เพ็ญ|janpen"},
		domains:  []string{"gmail.com", "hotmail.com", "yahoo.co.th", "outlook.co.th"},
		tld:      "co.th",
		cities:   []string{"กรุงเทพมหานคร", "เชียงใหม่", "ขอนแก่น", "ภูเก็ต", "หาดใหญ่", "นครราชสีมา"},
		phones:   []string{"08#-###-####", "09#-###-####", "06#-###-####", "08########", "+66 8# ### ####", "+66-9#-###-####", "02-###-####", "+66 2 ### ####", "053-###-###"},
		postcode: "%####",
		currency: func() string { return money(50, 90000, ",", "") + " บาท" },
	},
}

func localeByCode(code string) *locale {
	for _, l := range locales {
		if l.code == code {
			return l
		}
	}
	panic("no locale " + code)
}

// person is one fake person of a locale.
type person struct {
	loc                *locale
	first, last        string // native script
	rfirst, rlast      string // romanized, ASCII
	full               string
	fullRoman          string
	title              string
	familyFirstDisplay bool
}

func splitName(s string) (native, roman string) {
	if i := strings.IndexByte(s, '|'); i >= 0 {
		return s[:i], s[i+1:]
	}
	return s, s
}

// romanize folds a Latin name to ASCII; German spells ä, ö, ü as ae, oe,
// ue, the other languages drop the mark.
func romanize(l *locale, s string) string {
	if l.code != "de_DE" {
		s = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "Ä", "A", "Ö", "O", "Ü", "U").Replace(s)
	}
	return asciiFold(s)
}

func newPerson(l *locale) person {
	f, rf := splitName(pick(l.firsts))
	la, rl := splitName(pick(l.lasts))
	p := person{loc: l, first: f, last: la, rfirst: romanize(l, rf), rlast: romanize(l, rl)}
	switch {
	case l.code == "zh_CN":
		p.full = la + f
	case l.familyFirst:
		p.full = la + " " + f
	default:
		p.full = f + " " + la
	}
	p.fullRoman = cap1(p.rfirst) + " " + cap1(p.rlast)
	if l.familyFirst {
		p.fullRoman = cap1(p.rlast) + " " + cap1(p.rfirst)
	}
	return p
}

// asciiFold turns a Latin name into the ASCII an e-mail user name holds,
// the way Faker's de_DE and friends do (ü -> ue, ß -> ss).
func asciiFold(s string) string {
	rep := []string{
		"ä", "ae", "ö", "oe", "ü", "ue", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ß", "ss",
		"á", "a", "à", "a", "â", "a", "ã", "a", "å", "a", "ą", "a",
		"é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e", "É", "E", "Á", "A", "Í", "I",
		"í", "i", "ì", "i", "î", "i", "ï", "i", "ı", "i", "İ", "I",
		"ó", "o", "ò", "o", "ô", "o", "õ", "o", "ø", "o",
		"ú", "u", "ù", "u", "û", "u",
		"ñ", "n", "ń", "n", "ç", "c", "ć", "c", "ş", "s", "ś", "s", "Ş", "S", "ğ", "g",
		"ł", "l", "Ł", "L", "ż", "z", "ź", "z", "Ç", "C", "ặ", "a", "ỗ", "o",
		"đ", "d", "Đ", "D", "ạ", "a", "ả", "a", "ấ", "a", "ầ", "a", "ẩ", "a", "ậ", "a", "ắ", "a", "ằ", "a", "ă", "a",
		"ễ", "e", "ệ", "e", "ế", "e", "ề", "e", "ể", "e", "ọ", "o", "ố", "o", "ồ", "o", "ổ", "o", "ộ", "o", "ơ", "o", "ớ", "o", "ờ", "o", "ở", "o", "ợ", "o",
		"ư", "u", "ừ", "u", "ứ", "u", "ữ", "u", "ự", "u", "ủ", "u", "ụ", "u", "ũ", "u", "ĩ", "i", "ị", "i", "ỉ", "i", "ỳ", "y", "ý", "y", "ỹ", "y",
		"Ă", "A", "Â", "A", "Ê", "E", "Ô", "O", "Ơ", "O", "Ư", "U",
		"'", "", " ", "",
	}
	return strings.NewReplacer(rep...).Replace(s)
}

func cap1(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
