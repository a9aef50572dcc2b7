package main

// Person is a name as written natively and its romanised parts (used for
// e-mail local parts).
type Person struct {
	Native string
	First  string
	Last   string
	Loc    string
}

type nm struct{ native, first, last string }

var namesByLoc = map[string][]nm{
	"zh": {{"王伟", "Wei", "Wang"}, {"李娜", "Na", "Li"}, {"张敏", "Min", "Zhang"}, {"刘洋", "Yang", "Liu"}, {"陈静", "Jing", "Chen"}, {"杨帆", "Fan", "Yang"}, {"赵磊", "Lei", "Zhao"}, {"黄丽", "Li", "Huang"}, {"周杰", "Jie", "Zhou"}, {"吴婷", "Ting", "Wu"}, {"徐浩", "Hao", "Xu"}, {"孙悦", "Yue", "Sun"}, {"马超", "Chao", "Ma"}, {"朱琳", "Lin", "Zhu"}, {"胡斌", "Bin", "Hu"}, {"郭佳怡", "Jiayi", "Guo"}, {"林子涵", "Zihan", "Lin"}, {"何思远", "Siyuan", "He"}},
	"ja": {{"山田 太郎", "Taro", "Yamada"}, {"佐藤 花子", "Hanako", "Sato"}, {"鈴木 一郎", "Ichiro", "Suzuki"}, {"高橋 美咲", "Misaki", "Takahashi"}, {"田中 健太", "Kenta", "Tanaka"}, {"伊藤 さくら", "Sakura", "Ito"}, {"渡辺 翔", "Sho", "Watanabe"}, {"中村 優奈", "Yuna", "Nakamura"}, {"小林 大輔", "Daisuke", "Kobayashi"}, {"加藤 彩", "Aya", "Kato"}, {"吉田 拓海", "Takumi", "Yoshida"}, {"松本 結衣", "Yui", "Matsumoto"}},
	"ko": {{"김민준", "Minjun", "Kim"}, {"이서연", "Seoyeon", "Lee"}, {"박지훈", "Jihoon", "Park"}, {"최수빈", "Subin", "Choi"}, {"정하은", "Haeun", "Jung"}, {"강도현", "Dohyun", "Kang"}, {"조유진", "Yujin", "Cho"}, {"윤서준", "Seojun", "Yoon"}, {"장민서", "Minseo", "Jang"}, {"임지우", "Jiwoo", "Lim"}},
	"ar": {{"محمد العتيبي", "Mohammed", "Alotaibi"}, {"فاطمة الزهراني", "Fatimah", "Alzahrani"}, {"أحمد حسن", "Ahmed", "Hassan"}, {"نور سالم", "Nour", "Salem"}, {"يوسف خليل", "Youssef", "Khalil"}, {"مريم عبد الله", "Maryam", "Abdullah"}, {"عمر فاروق", "Omar", "Farouk"}, {"سارة منصور", "Sara", "Mansour"}, {"خالد إبراهيم", "Khaled", "Ibrahim"}, {"ليلى حداد", "Layla", "Haddad"}},
	"fa": {{"علی رضایی", "Ali", "Rezaei"}, {"زهرا محمدی", "Zahra", "Mohammadi"}, {"مهدی حسینی", "Mahdi", "Hosseini"}, {"فاطمه احمدی", "Fatemeh", "Ahmadi"}, {"امیر کریمی", "Amir", "Karimi"}, {"نگار موسوی", "Negar", "Mousavi"}, {"رضا جعفری", "Reza", "Jafari"}, {"مریم صادقی", "Maryam", "Sadeghi"}},
	"hi": {{"राहुल शर्मा", "Rahul", "Sharma"}, {"प्रिया पटेल", "Priya", "Patel"}, {"अमित कुमार", "Amit", "Kumar"}, {"नेहा गुप्ता", "Neha", "Gupta"}, {"अर्जुन सिंह", "Arjun", "Singh"}, {"अनन्या वर्मा", "Ananya", "Verma"}, {"विकास यादव", "Vikas", "Yadav"}, {"पूजा मिश्रा", "Pooja", "Mishra"}, {"रोहन जोशी", "Rohan", "Joshi"}, {"स्नेहा रेड्डी", "Sneha", "Reddy"}},
	"ru": {{"Алексей Иванов", "Aleksei", "Ivanov"}, {"Мария Смирнова", "Maria", "Smirnova"}, {"Дмитрий Кузнецов", "Dmitry", "Kuznetsov"}, {"Анна Попова", "Anna", "Popova"}, {"Иван Соколов", "Ivan", "Sokolov"}, {"Екатерина Лебедева", "Ekaterina", "Lebedeva"}, {"Сергей Морозов", "Sergey", "Morozov"}, {"Ольга Новикова", "Olga", "Novikova"}, {"Артём Волков", "Artem", "Volkov"}, {"Дарья Фёдорова", "Daria", "Fedorova"}},
	"tr": {{"Ahmet Yılmaz", "Ahmet", "Yilmaz"}, {"Ayşe Kaya", "Ayse", "Kaya"}, {"Mehmet Demir", "Mehmet", "Demir"}, {"Elif Şahin", "Elif", "Sahin"}, {"Mustafa Çelik", "Mustafa", "Celik"}, {"Zeynep Yıldız", "Zeynep", "Yildiz"}, {"Emre Aydın", "Emre", "Aydin"}, {"Büşra Öztürk", "Busra", "Ozturk"}, {"Can Arslan", "Can", "Arslan"}, {"Selin Doğan", "Selin", "Dogan"}},
	"vi": {{"Nguyễn Văn An", "An", "Nguyen"}, {"Trần Thị Bích", "Bich", "Tran"}, {"Lê Minh Tuấn", "Tuan", "Le"}, {"Phạm Thu Hà", "Ha", "Pham"}, {"Hoàng Đức Anh", "Anh", "Hoang"}, {"Vũ Ngọc Lan", "Lan", "Vu"}, {"Đặng Quốc Huy", "Huy", "Dang"}, {"Bùi Thanh Hương", "Huong", "Bui"}},
	"th": {{"สมชาย ใจดี", "Somchai", "Jaidee"}, {"ปิยะนุช ศรีสุข", "Piyanuch", "Srisuk"}, {"ธนากร วงศ์ใหญ่", "Thanakorn", "Wongyai"}, {"กมลชนก บุญมา", "Kamonchanok", "Boonma"}, {"ณัฐพล แก้วมณี", "Nattapon", "Kaewmanee"}, {"สุภาวดี ทองดี", "Supawadee", "Thongdee"}},
	"id": {{"Budi Santoso", "Budi", "Santoso"}, {"Siti Rahmawati", "Siti", "Rahmawati"}, {"Agus Wijaya", "Agus", "Wijaya"}, {"Dewi Lestari", "Dewi", "Lestari"}, {"Rizky Pratama", "Rizky", "Pratama"}, {"Putri Handayani", "Putri", "Handayani"}, {"Andi Saputra", "Andi", "Saputra"}, {"Nur Aini", "Nur", "Aini"}, {"Fajar Nugroho", "Fajar", "Nugroho"}, {"Intan Permata", "Intan", "Permata"}},
	"it": {{"Giulia Rossi", "Giulia", "Rossi"}, {"Marco Russo", "Marco", "Russo"}, {"Francesca Ferrari", "Francesca", "Ferrari"}, {"Alessandro Esposito", "Alessandro", "Esposito"}, {"Chiara Bianchi", "Chiara", "Bianchi"}, {"Lorenzo Romano", "Lorenzo", "Romano"}, {"Martina Colombo", "Martina", "Colombo"}, {"Matteo Ricci", "Matteo", "Ricci"}, {"Sara Marino", "Sara", "Marino"}, {"Davide Greco", "Davide", "Greco"}},
	"pl": {{"Jakub Nowak", "Jakub", "Nowak"}, {"Zuzanna Kowalska", "Zuzanna", "Kowalska"}, {"Kacper Wiśniewski", "Kacper", "Wisniewski"}, {"Julia Wójcik", "Julia", "Wojcik"}, {"Szymon Kowalczyk", "Szymon", "Kowalczyk"}, {"Maja Kamińska", "Maja", "Kaminska"}, {"Filip Lewandowski", "Filip", "Lewandowski"}, {"Natalia Zielińska", "Natalia", "Zielinska"}, {"Mikołaj Szymański", "Mikolaj", "Szymanski"}, {"Aleksandra Woźniak", "Aleksandra", "Wozniak"}},
	"nl": {{"Daan de Vries", "Daan", "deVries"}, {"Emma Jansen", "Emma", "Jansen"}, {"Sem van den Berg", "Sem", "vandenBerg"}, {"Julia Bakker", "Julia", "Bakker"}, {"Lucas Visser", "Lucas", "Visser"}, {"Sophie Smit", "Sophie", "Smit"}, {"Levi Meijer", "Levi", "Meijer"}, {"Tess de Boer", "Tess", "deBoer"}, {"Thijs Mulder", "Thijs", "Mulder"}, {"Fleur Bos", "Fleur", "Bos"}},
	"sw": {{"Wanjiru Kamau", "Wanjiru", "Kamau"}, {"Otieno Odhiambo", "Otieno", "Odhiambo"}, {"Achieng Ochieng", "Achieng", "Ochieng"}, {"Kiprono Kiptoo", "Kiprono", "Kiptoo"}, {"Njeri Mwangi", "Njeri", "Mwangi"}, {"Mutua Musyoka", "Mutua", "Musyoka"}, {"Akinyi Atieno", "Akinyi", "Atieno"}, {"Baraka Mwakilema", "Baraka", "Mwakilema"}},
	"ng": {{"Chinedu Okafor", "Chinedu", "Okafor"}, {"Ngozi Adeyemi", "Ngozi", "Adeyemi"}, {"Oluwaseun Bello", "Oluwaseun", "Bello"}, {"Aisha Ibrahim", "Aisha", "Ibrahim"}, {"Emeka Nwosu", "Emeka", "Nwosu"}, {"Funmilayo Adebayo", "Funmilayo", "Adebayo"}, {"Tunde Bakare", "Tunde", "Bakare"}, {"Chiamaka Eze", "Chiamaka", "Eze"}},
}

var firstByLoc = map[string][]string{
	"en": {"James", "Olivia", "Liam", "Emma", "Noah", "Ava", "Ethan", "Sophia", "Mason", "Isabella", "Logan", "Mia", "Lucas", "Harper", "Aiden", "Evelyn", "Jackson", "Abigail", "Caleb", "Emily", "Tyler", "Madison", "Brandon", "Hannah", "Jordan", "Kayla", "Marcus", "Jasmine", "Andre", "Destiny", "Connor", "Megan", "Ryan", "Lauren", "Dylan", "Brianna", "Kevin", "Rachel", "Priya", "Diego", "Grace", "Samuel"},
	"es": {"Sofía", "Mateo", "Valentina", "Santiago", "Camila", "Sebastián", "Lucía", "Diego", "Daniela", "Alejandro", "Mariana", "Javier", "Gabriela", "Andrés", "Paula", "Carlos", "Ximena", "Emiliano", "Fernanda", "Rodrigo", "María José", "Guadalupe"},
	"fr": {"Camille", "Léa", "Hugo", "Louis", "Chloé", "Manon", "Jules", "Inès", "Théo", "Zoé", "Antoine", "Margaux", "Baptiste", "Juliette", "Mathis", "Élodie", "Nathan", "Clémence"},
	"de": {"Lukas", "Leon", "Finn", "Jonas", "Paul", "Felix", "Mia", "Lena", "Hannah", "Lea", "Sophie", "Marie", "Anna", "Johanna", "Tobias", "Maximilian", "Katharina", "Jannik", "Jürgen", "Sören"},
	"pt": {"João", "Gabriel", "Lucas", "Pedro", "Ana Clara", "Beatriz", "Larissa", "Rafael", "Thiago", "Juliana", "Letícia", "Matheus", "Camila", "Bruno", "Fernanda", "Vinícius"},
}

var lastByLoc = map[string][]string{
	"en": {"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Thompson", "White", "Harris", "Clark", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall", "Campbell", "Mitchell", "Carter", "Roberts", "O'Brien", "Kowalski", "Patel", "Okafor", "Washington", "Sullivan", "Chen", "Kim"},
	"es": {"García", "Martínez", "López", "González", "Rodríguez", "Hernández", "Pérez", "Sánchez", "Ramírez", "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Morales", "Ortiz", "Castillo", "Jiménez", "Vargas", "Romero", "Núñez"},
	"fr": {"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Fontaine", "Rousseau", "Girard", "Mercier", "Lefèvre"},
	"de": {"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Zimmermann", "Braun", "Krüger", "Hartmann"},
	"pt": {"Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Ferreira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Carvalho", "Araújo", "Ribeiro", "Gomes"},
}

var freeMail = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "protonmail.com", "comcast.net"},
	"es": {"gmail.com", "hotmail.com", "yahoo.com.mx", "outlook.es", "hotmail.es", "prodigy.net.mx"},
	"fr": {"gmail.com", "orange.fr", "free.fr", "laposte.net", "hotmail.fr", "sfr.fr", "wanadoo.fr"},
	"de": {"gmail.com", "web.de", "gmx.de", "t-online.de", "posteo.de", "gmx.net"},
	"pt": {"gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "yahoo.com.br", "terra.com.br"},
	"zh": {"qq.com", "163.com", "126.com", "gmail.com", "sina.com", "foxmail.com"},
	"ja": {"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "ezweb.ne.jp", "i.softbank.jp", "outlook.jp"},
	"ko": {"naver.com", "daum.net", "gmail.com", "hanmail.net", "kakao.com"},
	"ar": {"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa"},
	"fa": {"gmail.com", "yahoo.com", "chmail.ir"},
	"hi": {"gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com"},
	"ru": {"mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "bk.ru", "inbox.ru"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr"},
	"vi": {"gmail.com", "yahoo.com.vn", "outlook.com"},
	"th": {"gmail.com", "hotmail.co.th", "outlook.co.th"},
	"id": {"gmail.com", "yahoo.co.id", "ymail.com"},
	"it": {"gmail.com", "libero.it", "alice.it", "virgilio.it", "tiscali.it"},
	"pl": {"gmail.com", "wp.pl", "onet.pl", "o2.pl", "interia.pl"},
	"nl": {"gmail.com", "ziggo.nl", "kpnmail.nl", "hotmail.nl", "xs4all.nl"},
	"sw": {"gmail.com", "yahoo.com", "outlook.com"},
	"ng": {"gmail.com", "yahoo.com", "outlook.com"},
}

// University domains per locale (for staff and student addresses).
var uniByLoc = map[string][]string{
	"en": {"umich.edu", "berkeley.edu", "utexas.edu", "wisc.edu", "osu.edu", "uw.edu", "gatech.edu", "unc.edu", "purdue.edu", "asu.edu", "ed.ac.uk", "ucl.ac.uk", "manchester.ac.uk", "unimelb.edu.au", "sydney.edu.au", "utoronto.ca", "ubc.ca", "mcgill.ca", "cmu.edu", "rutgers.edu"},
	"es": {"unam.mx", "uc3m.es", "ucm.es", "uba.ar", "uchile.cl", "unal.edu.co", "tec.mx", "alumnos.udg.mx"},
	"fr": {"sorbonne-universite.fr", "univ-lyon1.fr", "u-bordeaux.fr", "etu.unistra.fr", "univ-grenoble-alpes.fr", "polytechnique.edu"},
	"de": {"tum.de", "uni-heidelberg.de", "hu-berlin.de", "rwth-aachen.de", "stud.uni-goettingen.de", "lmu.de", "kit.edu"},
	"pt": {"usp.br", "unicamp.br", "ufrj.br", "ufmg.br", "ulisboa.pt", "aluno.unb.br"},
	"zh": {"tsinghua.edu.cn", "pku.edu.cn", "fudan.edu.cn", "zju.edu.cn", "mail.sysu.edu.cn", "connect.hku.hk"},
	"ja": {"g.ecc.u-tokyo.ac.jp", "kyoto-u.ac.jp", "st.osaka-u.ac.jp", "tohoku.ac.jp", "keio.jp", "waseda.jp"},
	"ko": {"snu.ac.kr", "kaist.ac.kr", "yonsei.ac.kr", "korea.ac.kr", "postech.ac.kr"},
	"ar": {"ksu.edu.sa", "cu.edu.eg", "aub.edu.lb", "uaeu.ac.ae", "ju.edu.jo"},
	"fa": {"ut.ac.ir", "sharif.edu", "aut.ac.ir"},
	"hi": {"iitb.ac.in", "iitd.ac.in", "du.ac.in", "iisc.ac.in", "bhu.ac.in"},
	"ru": {"msu.ru", "spbu.ru", "hse.ru", "edu.hse.ru", "phystech.edu"},
	"tr": {"metu.edu.tr", "boun.edu.tr", "itu.edu.tr", "ogr.deu.edu.tr", "hacettepe.edu.tr"},
	"vi": {"hust.edu.vn", "vnu.edu.vn", "hcmut.edu.vn", "sv.ueh.edu.vn"},
	"th": {"chula.ac.th", "student.chula.ac.th", "mahidol.ac.th", "ku.th"},
	"id": {"ui.ac.id", "ugm.ac.id", "itb.ac.id", "mahasiswa.unair.ac.id"},
	"it": {"uniroma1.it", "studenti.unimi.it", "polimi.it", "unibo.it", "studenti.unipd.it"},
	"pl": {"uw.edu.pl", "student.uw.edu.pl", "uj.edu.pl", "pw.edu.pl", "student.agh.edu.pl"},
	"nl": {"uva.nl", "student.uva.nl", "tudelft.nl", "student.tudelft.nl", "uu.nl", "rug.nl"},
	"sw": {"uonbi.ac.ke", "students.uonbi.ac.ke", "ku.ac.ke", "strathmore.edu"},
	"ng": {"unilag.edu.ng", "ui.edu.ng", "student.oauife.edu.ng", "covenantuniversity.edu.ng"},
}

var usAreas = []string{"617", "734", "312", "415", "212", "608", "919", "512", "206", "303", "404", "615", "801", "858", "480", "213", "646", "773", "510", "650", "412", "614", "517", "248", "984", "352", "865", "319", "765", "713", "305", "503", "602", "470", "929", "718", "347", "781", "978", "872"}
var caAreas = []string{"416", "647", "604", "778", "514", "438", "613", "780", "403", "902", "519"}

var usStates = []string{"MI", "CA", "TX", "WI", "OH", "WA", "GA", "NC", "IN", "AZ", "NY", "IL", "MA", "PA", "FL", "CO", "MN", "OR"}
var usCities = []string{"Ann Arbor", "Berkeley", "Austin", "Madison", "Columbus", "Seattle", "Atlanta", "Chapel Hill", "West Lafayette", "Tempe", "Ithaca", "Evanston", "Cambridge", "Pittsburgh", "Gainesville", "Boulder", "Minneapolis", "Eugene"}

var subjects = []string{"MATH", "CHEM", "BIOL", "PHYS", "ECON", "PSYC", "HIST", "ENGL", "CS", "EECS", "STAT", "SOC", "PHIL", "ANTH", "POLS", "MKTG", "ACCT", "NURS", "EDUC", "LING", "SPAN", "ME", "CEE", "BIOE"}
var courseTitles = []string{"Calculus II", "Organic Chemistry I", "Intro to Cell Biology", "Classical Mechanics", "Intermediate Microeconomics", "Research Methods in Psychology", "U.S. History since 1877", "Academic Writing", "Data Structures", "Linear Algebra", "Probability and Statistics", "Social Theory", "Ethics", "Cultural Anthropology", "Comparative Politics", "Principles of Marketing", "Financial Accounting", "Pathophysiology", "Educational Psychology", "Syntax I", "Intermediate Spanish", "Thermodynamics", "Fluid Mechanics", "Biomaterials"}
var buildings = []string{"Mason Hall", "Angell Hall", "Chem Building", "Dow 1013", "Science Center", "Lecture Hall", "Wean Hall", "Gates-Hillman", "Haven Hall", "East Hall", "Olin Library", "Engineering Quad", "Student Union", "Pickering Hall"}
var sponsors = []string{"NIH", "NSF", "DOE", "NIMH", "NIA", "NIDA", "NEH", "DARPA", "ERC", "Wellcome Trust", "HHMI", "Gates Foundation", "DFG", "JSPS", "NSERC"}
