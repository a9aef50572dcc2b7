package main

import (
	"fmt"
	"strings"
)

type Person struct {
	Name        string // as written in the locale
	First, Last string // native
	LF, LL      string // ascii, for addresses
}

var latinNames = map[string][2][]string{
	"en": {{"James", "Olivia", "Marcus", "Priya", "Daniel", "Hannah", "Tyrone", "Megan", "Kevin", "Aisha", "Connor", "Rachel", "Diego", "Samantha", "Ethan", "Naomi", "Brooke", "Jamal"},
		{"Whitfield", "Okafor", "Brennan", "Castillo", "Nguyen", "Patel", "Harrington", "Lindqvist", "Morales", "Goldberg", "O'Connell", "Mensah", "Reyes", "Fitzgerald", "Kowalczyk", "Delgado", "Washington", "Holloway"}},
	"gb": {{"Oliver", "Imogen", "Callum", "Freya", "Rhys", "Siobhan", "Harriet", "Tom", "Niamh", "Alistair"},
		{"Ashworth", "Pemberton", "McAllister", "Hughes", "Bradshaw", "Khan", "Evans", "Thorne", "Doyle", "Whitaker"}},
	"de": {{"Lukas", "Anna", "Jonas", "Katrin", "Felix", "Miriam", "Stefan", "Lea", "Jürgen", "Sabine", "Till", "Franziska"},
		{"Müller", "Schmidt", "Becker", "Wagner", "Hoffmann", "Krüger", "Schäfer", "Neumann", "Zimmermann", "Vogel", "Brandt", "Weiß"}},
	"fr": {{"Camille", "Julien", "Élodie", "Mathieu", "Chloé", "Antoine", "Inès", "Nicolas", "Margaux", "Théo"},
		{"Lefèvre", "Moreau", "Dubois", "Girard", "Rousseau", "Fontaine", "Chevalier", "Lambert", "Mercier", "Faure"}},
	"es": {{"Lucía", "Javier", "Carmen", "Pablo", "Marta", "Alejandro", "Elena", "Sergio", "Valentina", "Andrés"},
		{"García", "Fernández", "López", "Martín", "Ruiz", "Navarro", "Domínguez", "Ortega", "Ibáñez", "Castro"}},
	"it": {{"Giulia", "Matteo", "Francesca", "Lorenzo", "Chiara", "Alessandro", "Sara", "Davide", "Federica", "Niccolò"},
		{"Rossi", "Bianchi", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Galli", "Conti"}},
	"pt": {{"Ana", "João", "Beatriz", "Rafael", "Camila", "Gustavo", "Larissa", "Thiago", "Juliana", "Felipe"},
		{"Silva", "Souza", "Oliveira", "Santos", "Pereira", "Costa", "Carvalho", "Almeida", "Ribeiro", "Barbosa"}},
	"nl": {{"Sanne", "Daan", "Femke", "Joris", "Lotte", "Pieter", "Noor", "Bram"},
		{"de Vries", "Jansen", "Bakker", "Visser", "van Dijk", "Smit", "de Boer", "Mulder"}},
	"sv": {{"Elin", "Oskar", "Maja", "Erik", "Linnea", "Johan", "Saga", "Viktor"},
		{"Lindberg", "Johansson", "Karlsson", "Nyström", "Berg", "Holm", "Sandqvist", "Ek"}},
	"pl": {{"Agnieszka", "Piotr", "Katarzyna", "Tomasz", "Magdalena", "Paweł", "Zofia", "Marcin"},
		{"Nowak", "Kowalski", "Wiśniewska", "Wójcik", "Lewandowski", "Zielińska", "Kamiński", "Dąbrowska"}},
	"tr": {{"Elif", "Mehmet", "Zeynep", "Emre", "Ayşe", "Burak", "Selin", "Oğuz"},
		{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Aydın", "Öztürk", "Arslan"}},
	"id": {{"Putri", "Rizky", "Dewi", "Agus", "Sari", "Bayu", "Intan", "Fajar"},
		{"Santoso", "Wijaya", "Pratama", "Halim", "Nugroho", "Saputra", "Kusuma", "Hidayat"}},
	"mx": {{"Ximena", "Emiliano", "Renata", "Santiago", "Fernanda", "Diego"},
		{"Hernández", "González", "Ramírez", "Flores", "Torres", "Vázquez"}},
}

// native|latin full names, family name first where the locale writes it so
var scriptNames = map[string][]string{
	"ja": {"佐藤 美咲|Misaki|Sato", "鈴木 健太|Kenta|Suzuki", "高橋 彩|Aya|Takahashi", "田中 翔|Sho|Tanaka", "伊藤 結衣|Yui|Ito", "渡辺 大輔|Daisuke|Watanabe", "山本 真由美|Mayumi|Yamamoto", "中村 拓也|Takuya|Nakamura", "小林 遥|Haruka|Kobayashi"},
	"zh": {"王伟|Wei|Wang", "李娜|Na|Li", "张敏|Min|Zhang", "刘洋|Yang|Liu", "陈静|Jing|Chen", "杨帆|Fan|Yang", "赵磊|Lei|Zhao", "黄晓明|Xiaoming|Huang", "周婷|Ting|Zhou"},
	"ko": {"김민준|Minjun|Kim", "이서연|Seoyeon|Lee", "박지훈|Jihoon|Park", "최유나|Yuna|Choi", "정하늘|Haneul|Jung", "강도윤|Doyoon|Kang", "윤서아|Seoa|Yoon"},
	"hi": {"प्रिया शर्मा|Priya|Sharma", "राहुल वर्मा|Rahul|Verma", "अनन्या गुप्ता|Ananya|Gupta", "विक्रम सिंह|Vikram|Singh", "नेहा जोशी|Neha|Joshi", "अर्जुन मेहता|Arjun|Mehta", "कविता नायर|Kavita|Nair"},
	"ar": {"ليلى حداد|Layla|Haddad", "عمر الخطيب|Omar|Alkhatib", "نور منصور|Nour|Mansour", "يوسف عبد الله|Youssef|Abdullah", "سارة العلي|Sara|Alali", "خالد فارس|Khaled|Fares", "ريم الشامي|Reem|Alshami"},
	"ru": {"Анна Смирнова|Anna|Smirnova", "Дмитрий Волков|Dmitry|Volkov", "Екатерина Морозова|Ekaterina|Morozova", "Алексей Соколов|Alexey|Sokolov", "Ольга Лебедева|Olga|Lebedeva", "Иван Козлов|Ivan|Kozlov", "Мария Павлова|Maria|Pavlova"},
	"fa": {"مریم رضایی|Maryam|Rezaei", "علی احمدی|Ali|Ahmadi", "سارا کریمی|Sara|Karimi", "رضا حسینی|Reza|Hosseini", "نگار موسوی|Negar|Mousavi", "امید جعفری|Omid|Jafari"},
	"th": {"สมชาย ใจดี|Somchai|Jaidee", "นภา ศรีสุข|Napa|Srisuk", "ธนพล วงศ์ไทย|Thanapol|Wongthai", "พิมพ์ชนก แก้วมณี|Pimchanok|Kaewmanee", "กิตติ บุญมา|Kitti|Boonma"},
	"he": {"נועה כהן|Noa|Cohen", "איתי לוי|Itay|Levi", "מאיה פרץ|Maya|Peretz", "יונתן מזרחי|Yonatan|Mizrahi", "שירה אברהם|Shira|Avraham"},
	"el": {"Ελένη Παπαδοπούλου|Eleni|Papadopoulou", "Γιώργος Νικολάου|Giorgos|Nikolaou", "Κατερίνα Δημητρίου|Katerina|Dimitriou", "Νίκος Αντωνίου|Nikos|Antoniou", "Δήμητρα Γεωργίου|Dimitra|Georgiou"},
	"vi": {"Nguyễn Thị Lan|Lan|Nguyen", "Trần Minh Quân|Quan|Tran", "Lê Thu Hà|Ha|Le", "Phạm Đức Anh|Anh|Pham", "Võ Hoàng Yến|Yen|Vo", "Đặng Quốc Bảo|Bao|Dang"},
}

var translit = strings.NewReplacer(
	"ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "É", "E", "à", "a", "á", "a", "â", "a", "ã", "a", "å", "a",
	"í", "i", "ì", "i", "î", "i", "ï", "i", "ó", "o", "ò", "o", "ô", "o", "õ", "o",
	"ú", "u", "ù", "u", "û", "u", "ñ", "n", "ç", "c", "ł", "l", "ś", "s", "ń", "n", "ą", "a", "ę", "e",
	"ż", "z", "ź", "z", "ć", "c", "ı", "i", "ş", "s", "ğ", "g", "Ş", "S", "Ç", "C", "Ö", "O", "'", "", " ", "",
)

func asciiName(s string) string { return strings.ToLower(translit.Replace(s)) }

func person(loc string) Person {
	if ns, ok := latinNames[loc]; ok {
		f, l := pickS(ns[0]), pickS(ns[1])
		return Person{Name: f + " " + l, First: f, Last: l, LF: asciiName(f), LL: asciiName(l)}
	}
	if ns, ok := scriptNames[loc]; ok {
		parts := strings.Split(pickS(ns), "|")
		nat := parts[0]
		f, l := nat, nat
		if sp := strings.Fields(nat); len(sp) == 2 {
			if loc == "ja" {
				l, f = sp[0], sp[1]
			} else {
				f, l = sp[0], sp[1]
			}
		}
		return Person{Name: nat, First: f, Last: l, LF: strings.ToLower(parts[1]), LL: strings.ToLower(parts[2])}
	}
	panic("no locale " + loc)
}

var freeMail = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "proton.me"},
	"gb": {"gmail.com", "btinternet.com", "outlook.com", "yahoo.co.uk"},
	"de": {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de"},
	"fr": {"orange.fr", "free.fr", "gmail.com", "laposte.net", "hotmail.fr"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net"},
	"it": {"libero.it", "gmail.com", "alice.it", "virgilio.it"},
	"pt": {"uol.com.br", "gmail.com", "bol.com.br", "terra.com.br"},
	"nl": {"ziggo.nl", "gmail.com", "kpnmail.nl", "hotmail.nl"},
	"sv": {"telia.com", "gmail.com", "hotmail.se", "bredband.net"},
	"pl": {"wp.pl", "onet.pl", "o2.pl", "gmail.com", "interia.pl"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr"},
	"id": {"gmail.com", "yahoo.co.id"},
	"mx": {"gmail.com", "hotmail.com", "prodigy.net.mx"},
	"ja": {"gmail.com", "yahoo.co.jp", "docomo.ne.jp", "icloud.com"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com"},
	"ko": {"naver.com", "daum.net", "gmail.com", "kakao.com"},
	"hi": {"gmail.com", "rediffmail.com", "yahoo.co.in"},
	"ar": {"gmail.com", "hotmail.com", "yahoo.com"},
	"ru": {"mail.ru", "yandex.ru", "gmail.com", "rambler.ru"},
	"fa": {"gmail.com", "yahoo.com"},
	"th": {"gmail.com", "hotmail.co.th"},
	"he": {"gmail.com", "walla.co.il", "012.net.il"},
	"el": {"gmail.com", "otenet.gr", "yahoo.gr"},
	"vi": {"gmail.com", "yahoo.com.vn"},
}

// orgDomains are made-up but plausible agency / publisher domains.
var orgDomains = map[string][]string{
	"en": {"brightline-pr.com", "harbourmedia.co", "thecivicledger.org", "northgatepublishing.com", "amplifyagency.io", "pinecrestpodcasts.fm", "metrodailynews.com", "talentforge.co"},
	"gb": {"wharfsidecomms.co.uk", "thenorthernpost.co.uk", "fleetstreetpr.co.uk", "kestrelbooks.co.uk"},
	"de": {"rheinpresse-verlag.de", "agentur-nordlicht.de", "kulturmagazin-spree.de", "medienhaus-isar.de"},
	"fr": {"agence-lumiere.fr", "lequotidiendelest.fr", "editions-marais.fr", "relationspresse-paris.fr"},
	"es": {"diariodelsur.es", "agenciacobalto.es", "editorialmistral.es"},
	"it": {"gazzettadelnord.it", "agenziafaro.it", "edizionilaguna.it"},
	"pt": {"folhadoplanalto.com.br", "agenciaipe.com.br", "editoracaju.com.br"},
	"nl": {"dagbladdelta.nl", "bureaukanaal.nl"},
	"sv": {"nordposten.se", "byraskargard.se"},
	"pl": {"gazetawislana.pl", "agencjabursztyn.pl"},
	"tr": {"bogazhaber.com.tr", "ajanslale.com.tr"},
	"id": {"kabarnusantara.co.id", "agensikopi.id"},
	"mx": {"diariodelvalle.mx", "agenciajacaranda.mx"},
	"ja": {"sakura-shimbun.co.jp", "aozora-pr.jp", "hikari-shuppan.co.jp"},
	"zh": {"huaxin-media.cn", "jinghua-pr.com.cn"},
	"ko": {"hangang-ilbo.co.kr", "nabi-pr.kr"},
	"hi": {"dainikprakash.in", "mantramedia.in"},
	"ar": {"alwaha-media.ae", "sahifat-alkhaleej.com"},
	"ru": {"nevsky-vestnik.ru", "agentstvo-sever.ru"},
	"fa": {"khabar-pars.ir"},
	"th": {"siamtimes.co.th", "chaoprayapr.co.th"},
	"he": {"haaretz-dmuyot.co.il", "tikshoret-or.co.il"},
	"el": {"athensdaily.gr", "aigaio-pr.gr"},
	"vi": {"baosaigon.vn", "hoasen-media.vn"},
}

func email(p Person, org bool, loc string) string {
	var dom string
	if org {
		dom = pickS(orgDomains[loc])
	} else {
		dom = pickS(freeMail[loc])
	}
	f, l := p.LF, p.LL
	var local string
	if org {
		local = pick(f+"."+l, f[:1]+"."+l, f[:1]+l, f, f+"_"+l, l+"."+f)
	} else {
		local = pick(f+"."+l, f+l+digits(2), f+"_"+l, f[:1]+l+digits(ri(2, 4)), l+"."+f+digits(2), f+"."+l+ri2s())
	}
	return local + "@" + dom
}

func ri2s() string { return fmt.Sprint(ri(70, 99)) }

func roleEmail(loc string, role string) string { return role + "@" + pickS(orgDomains[loc]) }

// ---------- phones ----------

func nanpParts() (string, string, string) {
	for {
		a := pickS(usAreaCodes)
		e := fromSet("23456789", 1) + digits(2)
		if e == "555" || e[1:] == "11" {
			continue
		}
		return a, e, digits(4)
	}
}

func phoneUS() string {
	a, e, l := nanpParts()
	return pick("("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l, "+1 "+a+" "+e+" "+l,
		"+1 ("+a+") "+e+"-"+l, "+1-"+a+"-"+e+"-"+l, "1-"+a+"-"+e+"-"+l, "("+a+") "+e+"-"+l)
}

// phone returns a phone number as people of loc write it, national or international.
func phone(loc string) string {
	switch loc {
	case "en", "mx_us":
		return phoneUS()
	case "gb":
		m := "7" + fromSet("4-9"[0:0]+"456789", 1) + digits(2)
		n := digits(6)
		l := digits(4)
		return pick("0"+m+" "+n, "+44 "+m+" "+n, "+44 (0)"+m+" "+n, "020 7"+digits(3)+" "+l, "+44 20 7"+digits(3)+" "+l, "0161 "+digits(3)+" "+l, "0"+m+n)
	case "de":
		mob := "1" + pick("51", "52", "57", "60", "62", "70", "71", "72", "73", "76", "77")
		return pick("0"+mob+" "+digits(8), "+49 "+mob+" "+digits(8), "0"+mob+"/"+digits(7), "+49 (0)"+mob+" "+digits(7),
			"030 "+nz()+digits(7), "+49 30 "+nz()+digits(7), "089 / "+nz()+digits(1)+" "+digits(2)+" "+digits(2)+" "+digits(2),
			"0221 "+nz()+digits(6), "+49 40 "+nz()+digits(2)+" "+digits(2)+" "+digits(2), "040-"+nz()+digits(6))
	case "fr":
		g := func() string { return digits(2) }
		m := pick("6", "7")
		l := pick("1", "2", "3", "4", "5")
		return pick("0"+m+" "+g()+" "+g()+" "+g()+" "+g(), "+33 "+m+" "+g()+" "+g()+" "+g()+" "+g(), "+33 (0)"+l+" "+g()+" "+g()+" "+g()+" "+g(),
			"0"+l+" "+g()+" "+g()+" "+g()+" "+g(), "0"+m+"."+g()+"."+g()+"."+g()+"."+g(), "+33 "+m+g()+g()+g()+g())
	case "es":
		m := pick("6", "7") + digits(2)
		return pick("+34 "+m+" "+digits(3)+" "+digits(3), m+" "+digits(2)+" "+digits(2)+" "+digits(2), "+34 91 "+digits(3)+" "+digits(2)+" "+digits(2), m+" "+digits(3)+" "+digits(3), "93 "+digits(3)+" "+digits(2)+" "+digits(2))
	case "it":
		m := "3" + pick("20", "28", "33", "35", "38", "40", "45", "47", "48", "49", "66", "89")
		return pick("+39 "+m+" "+digits(3)+" "+digits(4), m+" "+digits(7), "02 "+digits(4)+" "+digits(4), "+39 06 "+digits(4)+" "+digits(4), m+"/"+digits(7), "+39 "+m+digits(7))
	case "pt":
		dd := pick("11", "21", "31", "41", "51", "61", "71", "81", "85")
		n := "9" + fromSet("6789", 1) + digits(3)
		return pick("("+dd+") "+n+"-"+digits(4), "+55 "+dd+" "+n+"-"+digits(4), "+55 ("+dd+") "+n+"-"+digits(4), dd+" 9 "+n[1:]+" "+digits(4), "("+dd+") 3"+digits(3)+"-"+digits(4))
	case "mx":
		return pick("+52 55 "+digits(4)+" "+digits(4), "+52 1 33 "+digits(4)+" "+digits(4), "+52 (81) "+digits(4)+" "+digits(4), "55 "+digits(4)+" "+digits(4))
	case "nl":
		return pick("+31 6 "+digits(8), "06-"+digits(8), "06 "+digits(4)+" "+digits(4), "020 "+digits(3)+" "+digits(4), "+31 (0)20 "+digits(3)+" "+digits(4), "010-"+digits(7))
	case "sv":
		m := "7" + pick("0", "2", "3", "6", "9")
		return pick("+46 "+m+" "+digits(3)+" "+digits(2)+" "+digits(2), "0"+m+"-"+digits(3)+" "+digits(2)+" "+digits(2), "08-"+digits(3)+" "+digits(3)+" "+digits(2), "+46 8 "+digits(3)+" "+digits(3)+" "+digits(2))
	case "pl":
		m := pick("50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88") + digits(1)
		return pick("+48 "+m+" "+digits(3)+" "+digits(3), m+" "+digits(3)+" "+digits(3), "+48 22 "+digits(3)+" "+digits(2)+" "+digits(2), m+"-"+digits(3)+"-"+digits(3))
	case "tr":
		m := "5" + pick("30", "32", "33", "35", "36", "42", "44", "05", "55")[0:2]
		return pick("+90 "+m+" "+digits(3)+" "+digits(2)+" "+digits(2), "0"+m+" "+digits(3)+" "+digits(2)+" "+digits(2), "0 ("+m+") "+digits(3)+" "+digits(2)+" "+digits(2), "+90 212 "+digits(3)+" "+digits(2)+" "+digits(2))
	case "id":
		m := "8" + pick("11", "12", "13", "21", "22", "52", "56", "57", "77", "78", "95")
		return pick("+62 "+m+"-"+digits(4)+"-"+digits(4), "0"+m+"-"+digits(4)+"-"+digits(4), "0"+m+" "+digits(4)+" "+digits(3), "+62"+m+digits(8), "(021) "+digits(4)+" "+digits(4))
	case "ja":
		m := pick("90", "80", "70")
		return pick("0"+m+"-"+digits(4)+"-"+digits(4), "+81 "+m+"-"+digits(4)+"-"+digits(4), "03-"+digits(4)+"-"+digits(4), "+81-3-"+digits(4)+"-"+digits(4), "06-"+digits(4)+"-"+digits(4), "0"+m+digits(8))
	case "zh":
		m := "1" + pick("3", "5", "8", "9", "7") + digits(1)
		return pick(m+" "+digits(4)+" "+digits(4), "+86 "+m+" "+digits(4)+" "+digits(4), "010-"+nz()+digits(7), "+86 10 "+digits(4)+" "+digits(4), "021-"+digits(4)+" "+digits(4), "+86-"+m+"-"+digits(4)+"-"+digits(4))
	case "ko":
		return pick("010-"+digits(4)+"-"+digits(4), "+82 10-"+digits(4)+"-"+digits(4), "02-"+digits(3)+"-"+digits(4), "02-"+digits(4)+"-"+digits(4), "+82 2 "+digits(4)+" "+digits(4), "031-"+digits(3)+"-"+digits(4))
	case "hi":
		m := fromSet("6789", 1) + digits(4)
		return pick("+91 "+m+" "+digits(5), "+91-"+m+"-"+digits(5), "0"+m+" "+digits(5), "022 "+digits(4)+" "+digits(4), "+91 11 "+digits(4)+" "+digits(4))
	case "ar":
		return pick("+971 5"+pick("0", "2", "5", "6")+" "+digits(3)+" "+digits(4), "05"+pick("0", "5", "6")+" "+digits(3)+" "+digits(4), "+966 5"+digits(1)+" "+digits(3)+" "+digits(4), "+20 1"+pick("0", "1", "2", "5")+" "+digits(4)+" "+digits(4), "+961 3 "+digits(3)+" "+digits(3), "+962 7"+pick("7", "8", "9")+" "+digits(3)+" "+digits(4), "04 "+digits(3)+" "+digits(4))
	case "ru":
		c := "9" + digits(2)
		return pick("+7 (495) "+digits(3)+"-"+digits(2)+"-"+digits(2), "8 ("+c+") "+digits(3)+"-"+digits(2)+"-"+digits(2), "+7 "+c+" "+digits(3)+"-"+digits(2)+"-"+digits(2), "8-"+c+"-"+digits(3)+"-"+digits(2)+"-"+digits(2), "+7 (812) "+digits(3)+"-"+digits(2)+"-"+digits(2), "+7"+c+digits(7))
	case "fa":
		m := "9" + pick("12", "13", "19", "21", "35", "36", "01", "10")
		return pick("0"+m+" "+digits(3)+" "+digits(4), "+98 "+m+" "+digits(3)+" "+digits(4), "021-"+digits(8), "0"+m+digits(7))
	case "th":
		m := pick("8", "9", "6") + digits(1)
		return pick("0"+m+"-"+digits(3)+"-"+digits(4), "+66 "+m+" "+digits(3)+" "+digits(4), "02-"+digits(3)+"-"+digits(4), "0"+m+" "+digits(3)+" "+digits(4), "0"+m+digits(7))
	case "he":
		m := "5" + pick("0", "2", "3", "4", "8")
		return pick("+972 "+m+"-"+digits(3)+"-"+digits(4), "0"+m+"-"+digits(3)+"-"+digits(4), "0"+m+"-"+digits(7), "03-"+digits(3)+"-"+digits(4), "+972-3-"+digits(7))
	case "el":
		return pick("+30 210 "+digits(3)+" "+digits(4), "69"+pick("4", "7", "8", "9")+" "+digits(3)+" "+digits(4), "+30 69"+pick("4", "7", "8", "9")+" "+digits(3)+" "+digits(4), "210 "+digits(3)+" "+digits(4), "+30 2310 "+digits(6))
	case "vi":
		m := pick("90", "91", "93", "98", "97", "86", "70", "77")
		return pick("+84 "+m+" "+digits(3)+" "+digits(4), "0"+m+" "+digits(3)+" "+digits(4), "0"+m+digits(1)+" "+digits(3)+" "+digits(3), "+84 28 "+digits(4)+" "+digits(4), "0"+m+"."+digits(3)+"."+digits(4))
	case "au":
		return pick("+61 4"+digits(2)+" "+digits(3)+" "+digits(3), "04"+digits(2)+" "+digits(3)+" "+digits(3), "(02) "+nz()+digits(3)+" "+digits(4), "+61 2 "+nz()+digits(3)+" "+digits(4), "(03) 9"+digits(3)+" "+digits(4))
	case "ng":
		return pick("+234 80"+pick("3", "6", "8")+" "+digits(3)+" "+digits(4), "080"+pick("3", "6", "8")+" "+digits(3)+" "+digits(4), "+234 (0)70"+digits(1)+" "+digits(3)+" "+digits(4))
	case "ke":
		return pick("+254 7"+digits(2)+" "+digits(3)+" "+digits(3), "07"+digits(2)+" "+digits(3)+" "+digits(3))
	case "za":
		return pick("+27 8"+pick("2", "3", "4")+" "+digits(3)+" "+digits(4), "08"+pick("2", "3", "4")+" "+digits(3)+" "+digits(4), "+27 (0)21 "+digits(3)+" "+digits(4))
	}
	panic("no phone locale " + loc)
}

// phoneIntl returns an international-format number (used in press releases for foreign desks).
func phoneIntl(loc string) string {
	for i := 0; i < 40; i++ {
		p := phone(loc)
		if strings.HasPrefix(p, "+") {
			return p
		}
	}
	return phone(loc)
}

// phoneNat returns a national number for loc.
func phoneNat(loc string) string {
	for i := 0; i < 40; i++ {
		p := phone(loc)
		if !strings.HasPrefix(p, "+") {
			return p
		}
	}
	return phone(loc)
}

// mobileDigits returns a bare international number without '+', as WhatsApp links hold.
func waDigits(loc string) string {
	p := phoneIntl(loc)
	var sb strings.Builder
	for _, r := range p {
		if r >= '0' && r <= '9' {
			sb.WriteRune(r)
		}
	}
	s := sb.String()
	// drop a (0) trunk written in
	if strings.Contains(p, "(0)") {
		s = strings.Replace(s, "0", "", 1)
		_ = s
		s2 := strings.NewReplacer("(0)", "").Replace(p)
		sb.Reset()
		for _, r := range s2 {
			if r >= '0' && r <= '9' {
				sb.WriteRune(r)
			}
		}
		s = sb.String()
	}
	return s
}

var usAreaCodes = []string{"201", "202", "206", "212", "213", "214", "215", "224", "231", "240", "248", "267", "301", "303", "305", "312", "313", "314", "323", "332", "347", "404", "408", "410", "415", "424", "443", "470", "503", "510", "512", "571", "602", "608", "612", "615", "617", "646", "650", "702", "704", "713", "718", "720", "732", "773", "786", "805", "818", "832", "857", "909", "917", "929", "971", "978"}

// mobile returns a mobile number for the few locales where templates say "mobile".
func mobile(loc string) string {
	switch loc {
	case "it":
		m := "3" + pick("20", "28", "33", "35", "38", "40", "45", "47", "48", "49", "66", "89")
		return pick("+39 "+m+" "+digits(3)+" "+digits(4), m+" "+digits(7), m+" "+digits(3)+" "+digits(4), "+39 "+m+digits(7))
	case "el":
		m := "69" + pick("4", "7", "8", "9")
		return pick(m+" "+digits(3)+" "+digits(4), "+30 "+m+" "+digits(3)+" "+digits(4), m+digits(7))
	}
	return phone(loc)
}
