package main

import (
	"fmt"
	"strings"
)

// ---------- people ----------

type Person struct {
	Display string // as written in the locale
	First   string // romanised, for e-mail local parts
	Last    string
	Given   string // display given name
	Family  string // display family name
}

type nm struct{ disp, first, last string }

var latinNames = map[string][2][]string{
	"en-US": {{"James", "Maria", "Ashley", "Tyler", "Jasmine", "Kevin", "Olivia", "DeShawn", "Emily", "Carlos", "Megan", "Brandon", "Hannah", "Marcus"}, {"Johnson", "Nguyen", "Patel", "Garcia", "Thompson", "Miller", "Robinson", "Okafor", "Kowalski", "Rivera", "Brooks", "Sullivan"}},
	"en-GB": {{"Oliver", "Amelia", "Harry", "Isla", "George", "Poppy", "Callum", "Siobhan", "Rhys", "Freya"}, {"Clarke", "Hughes", "Patel", "Evans", "Davies", "O'Brien", "McLeod", "Ahmed", "Fletcher", "Whitmore"}},
	"en-IN": {{"Priya", "Rahul", "Ananya", "Vikram", "Sneha", "Arjun", "Kavya", "Rohit", "Deepika", "Karthik", "Aditi", "Sandeep"}, {"Sharma", "Iyer", "Reddy", "Nair", "Gupta", "Menon", "Kulkarni", "Chatterjee", "Singh", "Banerjee", "Pillai"}},
	"en-AU": {{"Jack", "Chloe", "Liam", "Mia", "Lachlan", "Sienna", "Kai", "Matilda", "Hamish"}, {"Smith", "Wilson", "Tran", "Brown", "O'Connor", "Papadopoulos", "Kelly", "Nguyen"}},
	"de":    {{"Lukas", "Anna", "Jonas", "Lea", "Maximilian", "Sophie", "Jürgen", "Katrin", "Tobias", "Leonie", "Björn"}, {"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Wagner", "Hoffmann", "Krüger", "Yılmaz", "Schäfer"}},
	"fr":    {{"Camille", "Louis", "Léa", "Hugo", "Chloé", "Théo", "Manon", "Nicolas", "Inès", "Mathéo"}, {"Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Laurent", "Girard", "Benali", "Rousseau"}},
	"es":    {{"Lucía", "Javier", "Carmen", "Alejandro", "Paula", "Sergio", "Marta", "Álvaro", "Nerea"}, {"García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Iglesias"}},
	"pt-BR": {{"João", "Ana", "Gabriel", "Juliana", "Lucas", "Beatriz", "Rafael", "Fernanda", "Thiago"}, {"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Ribeiro", "Conceição"}},
	"it":    {{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Luca", "Federica", "Niccolò"}, {"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "De Luca"}},
	"nl":    {{"Daan", "Sanne", "Bram", "Lotte", "Thijs", "Femke", "Sem", "Noor"}, {"de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "van Dijk"}},
	"pl":    {{"Jakub", "Zuzanna", "Kacper", "Julia", "Michał", "Aleksandra", "Paweł", "Małgorzata"}, {"Nowak", "Kowalczyk", "Wiśniewska", "Wójcik", "Kamiński", "Lewandowska", "Zieliński", "Szymańska"}},
	"sv":    {{"Erik", "Elsa", "Oscar", "Maja", "Lars", "Ingrid", "Johan", "Astrid"}, {"Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Lindqvist", "Berg", "Öberg"}},
}

var nativeNames = map[string][]nm{
	"ja": {{"田中 太郎", "taro", "tanaka"}, {"佐藤 花子", "hanako", "sato"}, {"鈴木 一郎", "ichiro", "suzuki"}, {"高橋 美咲", "misaki", "takahashi"}, {"伊藤 健太", "kenta", "ito"}, {"渡辺 さくら", "sakura", "watanabe"}, {"山本 翔", "sho", "yamamoto"}, {"中村 優奈", "yuna", "nakamura"}, {"小林 大輔", "daisuke", "kobayashi"}},
	"zh": {{"王伟", "wei", "wang"}, {"李娜", "na", "li"}, {"张敏", "min", "zhang"}, {"刘洋", "yang", "liu"}, {"陈静", "jing", "chen"}, {"杨帆", "fan", "yang"}, {"赵磊", "lei", "zhao"}, {"黄丽", "li", "huang"}, {"周子涵", "zihan", "zhou"}},
	"ko": {{"김민준", "minjun", "kim"}, {"이서연", "seoyeon", "lee"}, {"박지훈", "jihoon", "park"}, {"최유진", "yujin", "choi"}, {"정하늘", "haneul", "jung"}, {"강도윤", "doyoon", "kang"}, {"윤서아", "seoa", "yoon"}},
	"ar": {{"محمد العتيبي", "mohammed", "alotaibi"}, {"فاطمة الزهراني", "fatima", "alzahrani"}, {"أحمد حسن", "ahmed", "hassan"}, {"نور خالد", "nour", "khaled"}, {"يوسف المنصوري", "yousef", "almansoori"}, {"سارة عبدالله", "sara", "abdullah"}, {"ليلى الحربي", "layla", "alharbi"}},
	"vi": {{"Nguyễn Văn An", "an", "nguyen"}, {"Trần Thị Bích", "bich", "tran"}, {"Lê Minh Tuấn", "tuan", "le"}, {"Phạm Thu Hà", "ha", "pham"}, {"Hoàng Đức Anh", "anh", "hoang"}, {"Võ Ngọc Lan", "lan", "vo"}, {"Đặng Quốc Bảo", "bao", "dang"}},
}

var allLocales = []string{"en-US", "en-GB", "en-IN", "en-AU", "de", "fr", "es", "pt-BR", "it", "nl", "pl", "sv", "ja", "zh", "ko", "ar", "vi"}

var deaccent = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ê", "e", "à", "a", "á", "a", "â", "a", "ã", "a", "ç", "c", "í", "i", "ó", "o", "ô", "o", "õ", "o", "ú", "u", "ñ", "n", "ł", "l", "ś", "s", "ń", "n", "ż", "z", "ź", "z", "ą", "a", "ę", "e", "ć", "c", "ı", "i", "å", "a", "ò", "o", "ì", "i", "Á", "a", "Ö", "o", "'", "", " ", "")

func person(loc string) Person {
	if ns, ok := nativeNames[loc]; ok {
		n := pick(ns)
		return Person{n.disp, n.first, n.last, n.disp, n.disp}
	}
	l := latinNames[loc]
	f, la := pick(l[0]), pick(l[1])
	return Person{f + " " + la, deaccent.Replace(strings.ToLower(f)), deaccent.Replace(strings.ToLower(la)), f, la}
}

// ---------- e-mail ----------

var mailDomains = map[string][]string{
	"en-US": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "protonmail.com", "alumni.stanford.edu", "umich.edu", "g.ucla.edu", "nyu.edu", "gatech.edu", "hotmail.com"},
	"en-GB": {"gmail.com", "hotmail.co.uk", "btinternet.com", "outlook.com", "ed.ac.uk", "student.manchester.ac.uk", "cantab.net", "ucl.ac.uk", "yahoo.co.uk"},
	"en-IN": {"gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "iitb.ac.in", "pilani.bits-pilani.ac.in", "vitstudent.ac.in"},
	"en-AU": {"gmail.com", "bigpond.com", "outlook.com.au", "student.unimelb.edu.au", "uq.net.au", "ad.unsw.edu.au", "optusnet.com.au"},
	"de":    {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "stud.uni-heidelberg.de", "tum.de", "campus.lmu.de", "rwth-aachen.de", "gmx.net"},
	"fr":    {"orange.fr", "free.fr", "gmail.com", "laposte.net", "hotmail.fr", "etu.univ-paris1.fr", "etu.u-bordeaux.fr", "polytechnique.edu", "wanadoo.fr"},
	"es":    {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "estudiante.uam.es", "alumnos.upm.es", "ub.edu"},
	"pt-BR": {"gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "yahoo.com.br", "usp.br", "aluno.unb.br", "dac.unicamp.br"},
	"it":    {"libero.it", "gmail.com", "virgilio.it", "tiscali.it", "alice.it", "studenti.unimi.it", "studenti.polito.it", "studio.unibo.it"},
	"nl":    {"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "student.uva.nl", "student.tudelft.nl", "rug.nl"},
	"pl":    {"wp.pl", "onet.pl", "o2.pl", "gmail.com", "interia.pl", "student.uw.edu.pl", "pw.edu.pl", "student.agh.edu.pl"},
	"sv":    {"gmail.com", "hotmail.se", "telia.com", "outlook.com", "student.lu.se", "kth.se", "student.uu.se"},
	"ja":    {"gmail.com", "yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "icloud.com", "g.ecc.u-tokyo.ac.jp", "keio.jp", "m.titech.ac.jp"},
	"zh":    {"163.com", "126.com", "gmail.com", "sina.com", "pku.edu.cn", "mails.tsinghua.edu.cn", "m.fudan.edu.cn", "foxmail.com"},
	"ko":    {"naver.com", "daum.net", "gmail.com", "kakao.com", "hanmail.net", "snu.ac.kr", "kaist.ac.kr", "yonsei.ac.kr"},
	"ar":    {"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com", "ksu.edu.sa", "aus.edu", "aucegypt.edu"},
	"vi":    {"gmail.com", "yahoo.com.vn", "outlook.com", "hcmut.edu.vn", "sis.hust.edu.vn", "vnu.edu.vn"},
}

var corpDomains = []string{"northwind-talent.com", "acmehealth.com", "brightlane.io", "kestrel-analytics.de", "lumen-edu.org", "harborpoint.co.uk", "tatvasoft.in", "meridian-group.com.au", "solvay-conseil.fr", "vertex-hr.nl", "polaris.se", "sakura-sys.co.jp", "hanbit.co.kr", "gulfstar.ae", "innotech.vn", "nuvem.com.br"}

func email(loc string, p Person) string {
	f, l := p.First, p.Last
	dom := pick(mailDomains[loc])
	if loc == "zh" && chance(0.25) {
		return nz(rn(8, 10)) + "@qq.com"
	}
	var local string
	switch r.IntN(11) {
	case 0, 1, 2:
		local = f + "." + l
	case 3:
		local = f[:1] + l
	case 4:
		local = f + l + digits(2)
	case 5:
		local = f + "_" + l
	case 6:
		local = f + "." + l + "+" + pick([]string{"jobs", "cv", "linkedin", "recruiting", "apply", "hr"})
	case 7:
		local = l + "." + f[:1]
	case 8:
		local = f + "." + l + fmt.Sprint(rn(1985, 2004))
	case 9:
		local = f[:1] + "." + l
	default:
		local = f + "-" + l
	}
	if chance(0.06) && (loc == "de" || loc == "fr" || loc == "es" || loc == "sv" || loc == "pl") {
		// internationalised: keep the accented display name in local part or domain
		switch loc {
		case "de":
			return pick([]string{"jürgen.müller@müller-personal.de", "björn.schäfer@gmx.de", "lea.krüger@bücherhalle-hh.de"})
		case "fr":
			return pick([]string{"léa.lefèvre@orange.fr", "chloé.moreau@écoles-paris.fr"})
		case "es":
			return pick([]string{"álvaro.núñez@correo.es", "lucía.garcía@añoranza.es"})
		case "sv":
			return pick([]string{"astrid.öberg@förskolan-lund.se", "elsa.åström@telia.com"})
		case "pl":
			return pick([]string{"małgorzata.wiśniewska@wp.pl", "paweł.zieliński@szkoła-łódź.pl"})
		}
	}
	if chance(0.08) {
		local = strings.ToUpper(local[:1]) + local[1:]
	}
	return local + "@" + dom
}

func workEmail(p Person) string {
	return p.First + "." + p.Last + "@" + pick(corpDomains)
}

// ---------- phones ----------

func usNum() (a, e, l string) {
	a = pick([]string{"212", "213", "312", "415", "510", "617", "646", "702", "713", "206", "303", "404", "512", "602", "720", "773", "818", "917", "929", "984", "470", "571", "669", "857"})
	for {
		e = dfrom("23456789") + digits(2)
		if e != "555" && e[1:] != "11" {
			break
		}
	}
	return a, e, digits(4)
}

// phone returns a number formatted as people in the locale write it.
func phone(loc string) string {
	switch loc {
	case "en-US":
		a, e, l := usNum()
		return pick([]string{
			"(" + a + ") " + e + "-" + l, a + "-" + e + "-" + l, a + "." + e + "." + l,
			"+1 " + a + " " + e + " " + l, "+1 (" + a + ") " + e + "-" + l, "+1-" + a + "-" + e + "-" + l,
			"1-" + a + "-" + e + "-" + l, "+1" + a + e + l, "(" + a + ")" + e + "-" + l, "+1." + a + "." + e + "." + l,
		})
	case "en-GB":
		m := "7" + dfrom("456789") + digits(2)
		s := digits(6)
		lo := dfrom("378") + digits(3)
		lo2 := digits(4)
		c := pick([]string{"161", "131", "121", "113", "117"})
		return pick([]string{
			"0" + m + " " + s, "0" + m + s, "+44 " + m + " " + s, "+44 (0)" + m + " " + s, "0044 " + m + " " + s, "+447" + m[1:] + s,
			"020 " + lo + " " + lo2, "+44 20 " + lo + " " + lo2, "+44 (0)20 " + lo + " " + lo2, "0" + c + " " + digits(3) + " " + digits(4), "+44 " + c + " " + digits(3) + " " + digits(4), "01223 " + digits(6),
		})
	case "en-IN":
		m := dfrom("6789") + digits(4)
		n := digits(5)
		return pick([]string{
			"+91 " + m + " " + n, "+91-" + m + n, "+91" + m + n, m + " " + n, "0" + m + " " + n, "+91 " + m[:3] + " " + m[3:] + n[:1] + " " + n[1:], "91-" + m + n, "+91-" + m + "-" + n,
			"080-" + digits(4) + " " + digits(4), "022 " + digits(4) + " " + digits(4), "+91 80 " + digits(4) + " " + digits(4), "011-2" + digits(7),
		})
	case "en-AU":
		m := "4" + digits(2)
		a, b := digits(3), digits(3)
		return pick([]string{
			"0" + m + " " + a + " " + b, "0" + m + a + b, "+61 " + m + " " + a + " " + b, "+61" + m + a + b, "+61 (0)" + m + " " + a + " " + b,
			"(02) 9" + digits(3) + " " + digits(4), "02 9" + digits(3) + " " + digits(4), "+61 2 9" + digits(3) + " " + digits(4), "(03) 9" + digits(3) + " " + digits(4), "08 8" + digits(3) + " " + digits(4),
		})
	case "de":
		pre := pick([]string{"151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179"})
		sub := nz(rn(7, 8))
		city := pick([]string{"30", "40", "89", "69", "221", "711", "211", "351", "511", "341"})
		loc := nz(11 - len(city) - 1 - r.IntN(2))
		return pick([]string{
			"0" + pre + " " + sub, "0" + pre + "/" + sub, "0" + pre + "-" + sub, "+49 " + pre + " " + sub, "+49 (0)" + pre + " " + sub, "0049 " + pre + " " + sub, "+49 " + pre + " " + sub[:3] + " " + sub[3:], "0" + pre + " " + sub[:3] + " " + sub[3:5] + " " + sub[5:],
			"0" + city + " " + loc, "0" + city + " / " + loc, "+49 " + city + " " + loc, "+49 (0) " + city + " " + loc, "(0" + city + ") " + loc, "+49 (0)" + city + " " + loc[:3] + " " + loc[3:],
		})
	case "fr":
		m := dfrom("67") + digits(8)
		g := m[:1] + " " + m[1:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:]
		l := dfrom("12345") + digits(8)
		gl := l[:1] + " " + l[1:3] + " " + l[3:5] + " " + l[5:7] + " " + l[7:]
		return pick([]string{
			"0" + g, "0" + strings.ReplaceAll(g, " ", "."), "0" + m, "+33 " + g, "+33 (0)" + g, "+33" + m, "0" + strings.ReplaceAll(g, " ", "-"), "0033 " + g,
			"0" + gl, "+33 " + gl, "0" + strings.ReplaceAll(gl, " ", "."),
		})
	case "es":
		m := dfrom("67") + digits(8)
		l := "9" + dfrom("1345") + digits(7)
		return pick([]string{
			m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:], m, "+34 " + m[:3] + " " + m[3:6] + " " + m[6:], "+34 " + m[:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:], "0034 " + m, "+34" + m,
			l[:2] + " " + l[2:5] + " " + l[5:7] + " " + l[7:], "+34 " + l[:2] + " " + l[2:5] + " " + l[5:7] + " " + l[7:], l[:3] + " " + l[3:6] + " " + l[6:],
		})
	case "pt-BR":
		ddd := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "19", "48"})
		m := "9" + dfrom("6789") + digits(3)
		t := digits(4)
		f := dfrom("2345") + digits(3)
		return pick([]string{
			"(" + ddd + ") " + m + "-" + t, "(" + ddd + ") 9 " + m[1:] + "-" + t, ddd + " " + m + "-" + t, "+55 " + ddd + " " + m + "-" + t, "+55 (" + ddd + ") " + m + "-" + t, "+55" + ddd + m + t, "(0" + ddd + ") " + m + "-" + t,
			"(" + ddd + ") " + f + "-" + t, "+55 " + ddd + " " + f + "-" + t, ddd + " " + m + t,
		})
	case "it":
		m := "3" + dfrom("234589") + digits(1)
		s := digits(7)
		return pick([]string{
			m + " " + s[:3] + " " + s[3:], m + " " + s, m + s, "+39 " + m + " " + s[:3] + " " + s[3:], "+39 " + m + s, m + "-" + s, "+39 " + m + " " + s,
			"02 " + digits(4) + " " + digits(4), "06 " + digits(4) + " " + digits(4), "+39 02 " + digits(4) + " " + digits(4), "011 " + digits(7), "+39 06 " + digits(8),
		})
	case "nl":
		m := digits(8)
		return pick([]string{
			"06 " + m, "06-" + m, "06" + m, "+31 6 " + m, "+31 (0)6 " + m, "+31 6 " + m[:4] + " " + m[4:], "06 " + m[:2] + " " + m[2:4] + " " + m[4:6] + " " + m[6:], "+316" + m,
			"020 " + digits(3) + " " + digits(4), "020-" + digits(7), "+31 20 " + digits(3) + " " + digits(4), "010 - " + digits(3) + " " + digits(2) + " " + digits(2), "030 " + digits(7),
		})
	case "pl":
		m := dfrom("5678") + digits(8)
		g := m[:3] + " " + m[3:6] + " " + m[6:]
		l := digits(7)
		return pick([]string{
			g, strings.ReplaceAll(g, " ", "-"), m, "+48 " + g, "+48 " + strings.ReplaceAll(g, " ", "-"), "+48" + m, "0048 " + g,
			"(22) " + l[:3] + " " + l[3:5] + " " + l[5:], "22 " + l[:3] + " " + l[3:5] + " " + l[5:], "+48 22 " + l[:3] + " " + l[3:5] + " " + l[5:], "+48 12 " + l[:3] + " " + l[3:5] + " " + l[5:],
		})
	case "sv":
		m := "7" + dfrom("02369")
		s := digits(7)
		return pick([]string{
			"0" + m + "-" + s[:3] + " " + s[3:5] + " " + s[5:], "0" + m + " " + s[:3] + " " + s[3:5] + " " + s[5:], "0" + m + s, "+46 " + m + " " + s[:3] + " " + s[3:5] + " " + s[5:], "+46 (0)" + m + "-" + s[:3] + " " + s[3:5] + " " + s[5:], "+46" + m + s,
			"08-" + digits(3) + " " + digits(3) + " " + digits(2), "08 " + digits(3) + " " + digits(3) + " " + digits(2), "+46 8 " + digits(3) + " " + digits(3) + " " + digits(2), "031-" + digits(2) + " " + digits(2) + " " + digits(2), "018-" + digits(3) + " " + digits(3),
		})
	case "ja":
		m := pick([]string{"90", "80", "70"})
		a, b := digits(4), digits(4)
		return pick([]string{
			"0" + m + "-" + a + "-" + b, "0" + m + " " + a + " " + b, "0" + m + a + b, "+81 " + m + "-" + a + "-" + b, "+81-" + m + "-" + a + "-" + b, "+81 " + m + " " + a + " " + b,
			"03-" + a + "-" + b, "06-" + a + "-" + b, "(03) " + a + "-" + b, "03(" + a + ")" + b, "045-" + digits(3) + "-" + b, "0" + m + "(" + a + ")" + b,
			toFull("0" + m + "-" + a + "-" + b),
		})
	case "zh":
		m := "1" + dfrom("35789") + digits(1)
		a, b := digits(4), digits(4)
		return pick([]string{
			m + " " + a + " " + b, m + a + b, m + "-" + a + "-" + b, "+86 " + m + " " + a + " " + b, "+86-" + m + a + b, "(+86) " + m + " " + a + " " + b, "+86 " + m + a + b,
			"010-" + digits(4) + " " + digits(4), "010-" + digits(8), "021-" + digits(8), "+86 21 " + digits(4) + " " + digits(4), "0755-" + digits(8),
		})
	case "ko":
		a, b := digits(4), digits(4)
		return pick([]string{
			"010-" + a + "-" + b, "010 " + a + " " + b, "010" + a + b, "+82 10-" + a + "-" + b, "+82-10-" + a + "-" + b, "+82 10 " + a + " " + b,
			"02-" + digits(3) + "-" + b, "02-" + a + "-" + b, "031-" + digits(3) + "-" + b, "+82 2-" + a + "-" + b, "051-" + digits(3) + "-" + b,
		})
	case "ar":
		m := "5" + dfrom("024568")
		return pick([]string{
			"+971 " + m + " " + digits(3) + " " + digits(4), "0" + m + " " + digits(3) + " " + digits(4), "0" + m + digits(7), "+971-4-" + digits(3) + "-" + digits(4), "04 " + digits(3) + " " + digits(4),
			"+966 " + m + " " + digits(3) + " " + digits(4), "+966 11 " + digits(3) + " " + digits(4), "+20 1" + dfrom("0125") + digits(1) + " " + digits(3) + " " + digits(4), "01" + dfrom("0125") + digits(8), "+962 7 " + dfrom("789") + digits(3) + " " + digits(4),
			toArabicIndic("0" + m + digits(7)),
		})
	case "vi":
		m := "9" + dfrom("0134")
		return pick([]string{
			"0" + m + digits(1) + " " + digits(3) + " " + digits(3), "0" + m + digits(7), "0" + m + " " + digits(3) + " " + digits(2) + " " + digits(2), "+84 " + m + digits(1) + " " + digits(3) + " " + digits(3), "+84 " + m + " " + digits(3) + " " + digits(4), "+84" + m + digits(7),
			"(028) 38" + digits(2) + " " + digits(4), "028 38" + digits(2) + " " + digits(4), "+84 28 38" + digits(2) + " " + digits(4), "024.3" + digits(3) + "." + digits(4), "03" + dfrom("23456789") + "." + digits(3) + "." + digits(4),
		})
	}
	panic(loc)
}

func toFull(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune('０' + (c - '0'))
		case c == '-':
			b.WriteRune('－')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func toArabicIndic(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune('٠' + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

var telLabels = map[string][]string{
	"en-US": {"Phone: ", "Cell: ", "Mobile: ", "Tel: ", "Ph: ", "phone ", "C: ", "Cell ", "Phone # "},
	"en-GB": {"Mobile: ", "Tel: ", "Tel. ", "Phone: ", "Mob: ", "M: ", "Telephone: "},
	"en-IN": {"Mobile: ", "Mob. No.: ", "Contact No.: ", "Phone: ", "Ph: ", "Mobile No: ", "Contact: "},
	"en-AU": {"Mobile: ", "Ph: ", "Phone: ", "Mob: ", "M: ", "Tel: "},
	"de":    {"Tel.: ", "Telefon: ", "Mobil: ", "Handy: ", "Tel. ", "Mobiltelefon: ", "Fon: "},
	"fr":    {"Tél : ", "Tél. : ", "Portable : ", "Mobile : ", "Téléphone : ", "Tel: "},
	"es":    {"Tel.: ", "Teléfono: ", "Móvil: ", "Tlf.: ", "Celular: ", "Tfno.: "},
	"pt-BR": {"Celular: ", "Telefone: ", "Tel.: ", "WhatsApp: ", "Cel.: ", "Fone: "},
	"it":    {"Tel.: ", "Cellulare: ", "Cell. ", "Telefono: ", "Tel: "},
	"nl":    {"Tel.: ", "Telefoon: ", "Mobiel: ", "Tel: ", "Telefoonnummer: "},
	"pl":    {"Tel.: ", "Telefon: ", "Tel. kom.: ", "Komórka: ", "tel. "},
	"sv":    {"Tel: ", "Telefon: ", "Mobil: ", "Mobilnummer: ", "Tfn: "},
	"ja":    {"電話：", "電話番号：", "携帯：", "TEL：", "携帯電話: ", "Tel. "},
	"zh":    {"手机：", "电话：", "联系电话：", "手机号：", "Tel: ", "手機："},
	"ko":    {"휴대폰: ", "연락처: ", "전화: ", "핸드폰: ", "H.P. ", "Tel. "},
	"ar":    {"الهاتف: ", "جوال: ", "هاتف: ", "رقم الجوال: ", "Mobile: "},
	"vi":    {"Điện thoại: ", "SĐT: ", "ĐT: ", "Di động: ", "Số điện thoại: "},
}

var mailLabels = map[string][]string{
	"en-US": {"Email: ", "E-mail: ", "email ", "E: "},
	"en-GB": {"Email: ", "E-mail: ", "E: "},
	"en-IN": {"Email: ", "E-mail ID: ", "Email Id: ", "Mail: "},
	"en-AU": {"Email: ", "E: ", "E-mail: "},
	"de":    {"E-Mail: ", "Mail: ", "E-Mail-Adresse: "},
	"fr":    {"E-mail : ", "Courriel : ", "Mail : ", "Email : "},
	"es":    {"Correo: ", "E-mail: ", "Correo electrónico: ", "Email: "},
	"pt-BR": {"E-mail: ", "Email: ", "e-mail: "},
	"it":    {"E-mail: ", "Email: ", "Mail: "},
	"nl":    {"E-mail: ", "Mail: ", "E-mailadres: "},
	"pl":    {"E-mail: ", "Adres e-mail: ", "Mail: "},
	"sv":    {"E-post: ", "E-mail: ", "Mejl: "},
	"ja":    {"メール：", "E-mail：", "メールアドレス: ", "Mail: "},
	"zh":    {"邮箱：", "电子邮件：", "Email：", "E-mail: "},
	"ko":    {"이메일: ", "E-mail: ", "메일: "},
	"ar":    {"البريد الإلكتروني: ", "الإيميل: ", "Email: "},
	"vi":    {"Email: ", "Thư điện tử: ", "E-mail: "},
}

// ---------- SSN / ITIN ----------

func ssnDigits() string {
	for {
		a := rn(1, 899)
		if a == 666 {
			continue
		}
		s := fmt.Sprintf("%03d%02d%04d", a, rn(1, 99), rn(1, 9999))
		if ssnOK(s) == nil {
			return s
		}
	}
}

func itinDigits() string {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d%02d%04d", rn(0, 99), pick(groups), rn(1, 9999))
}

// ssnFmt formats 9 digits; style: 0 dashed, 1 spaced, 2 bare, 3 dots, 4 en dash
func ssnFmt(d string, style int) string {
	switch style {
	case 0:
		return d[:3] + "-" + d[3:5] + "-" + d[5:]
	case 1:
		return d[:3] + " " + d[3:5] + " " + d[5:]
	case 2:
		return d
	case 3:
		return d[:3] + "." + d[3:5] + "." + d[5:]
	default:
		return d[:3] + "–" + d[3:5] + "–" + d[5:]
	}
}

func ssnAny() string {
	w := r.IntN(10)
	st := 0
	switch {
	case w < 5:
		st = 0
	case w < 7:
		st = 1
	case w < 8:
		st = 2
	case w < 9:
		st = 3
	default:
		st = 4
	}
	return ssnFmt(ssnDigits(), st)
}

var ssnLabels = []string{"SSN: ", "SSN ", "SSN#: ", "Social Security Number: ", "Social Security No. ", "SS#: ", "Soc. Sec. #: ", "social security number ", "SSN is ", "ss# ", "Social: "}

// ---------- cards ----------

func luhnComplete(prefix string, n int) string {
	body := prefix + digits(n-len(prefix)-1)
	for c := 0; c < 10; c++ {
		s := body + string(byte('0'+c))
		if luhn(s) {
			return s
		}
	}
	panic("luhn")
}

type card struct{ brand, num string }

func cardNum() card {
	switch r.IntN(8) {
	case 0, 1, 2:
		return card{"Visa", luhnComplete("4"+dfrom("0123456789")+digits(4), 16)}
	case 3, 4:
		if chance(0.3) {
			return card{"Mastercard", luhnComplete(fmt.Sprint(rn(2221, 2720)), 16)}
		}
		return card{"Mastercard", luhnComplete(fmt.Sprint(rn(51, 55)), 16)}
	case 5:
		return card{"Amex", luhnComplete(pick([]string{"34", "37"}), 15)}
	case 6:
		return card{"Discover", luhnComplete(pick([]string{"6011", "65"}), 16)}
	default:
		return card{"JCB", luhnComplete(fmt.Sprint(rn(3528, 3589)), 16)}
	}
}

func cardFmt(c card) string {
	d := c.num
	if len(d) == 15 {
		switch r.IntN(3) {
		case 0:
			return d[:4] + " " + d[4:10] + " " + d[10:]
		case 1:
			return d[:4] + "-" + d[4:10] + "-" + d[10:]
		default:
			return d
		}
	}
	switch r.IntN(4) {
	case 0, 1:
		return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
	case 2:
		return d[:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
	default:
		return d
	}
}

// ---------- tokens ----------

func jwt() string {
	hdr := pick([]string{`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"` + randFrom(b64u, 22) + `"}`, `{"typ":"JWT","alg":"RS256"}`, `{"alg":"ES256","kid":"wd-` + digits(4) + `"}`})
	iat := rn(1700000000, 1760000000)
	pl := pick([]string{
		fmt.Sprintf(`{"sub":"%s","iss":"https://wd5-impl.workday.com","aud":"%s","iat":%d,"exp":%d,"tenant":"acme_impl"}`, digits(8), randFrom(alnum, 20), iat, iat+3600),
		fmt.Sprintf(`{"sub":"auth0|%s","scope":"candidates:read jobs:read","iat":%d,"exp":%d}`, randFrom(hexd, 24), iat, iat+86400),
		fmt.Sprintf(`{"employee_id":"E%s","role":"hr_admin","org":"%s","iat":%d}`, digits(6), randFrom(alnum, 8), iat),
		fmt.Sprintf(`{"iss":"https://login.microsoftonline.com/%s/v2.0","oid":"%s","upn":"recruiter","exp":%d}`, randFrom(hexd, 32), randFrom(hexd, 32), iat),
	})
	sig := randFrom(b64u, pick([]int{43, 86, 342}))
	return b64url(hdr) + "." + b64url(pl) + "." + sig
}

func bearerTok() string {
	switch r.IntN(6) {
	case 0:
		return secretish(alnum, rn(32, 48))
	case 1:
		return secretish(b64u, rn(40, 64))
	case 2:
		return secretish(alnum+"._-", rn(28, 40))
	case 3:
		return randFrom(hexd, 40)
	case 4:
		return secretish(alnum, 8) + "-" + randFrom(hexd, 4) + "-" + randFrom(hexd, 4) + "-" + randFrom(hexd, 12) + secretish(alnum, 10)
	default:
		return secretish(alnum+"+/", rn(44, 60)) + "=="
	}
}

func slackTok() string {
	return pick([]string{"xoxb-", "xoxp-"}) + nz(12) + "-" + nz(13) + "-" + secretish(alnum, 24)
}
func ghTok() string     { return "ghp_" + secretish(alnum, 36) }
func openaiTok() string { return "sk-proj-" + secretish(b64u, 64) }
func stripeTok() string { return "sk_live_" + secretish(alnum, 24) }

// ---------- keep look-alikes ----------

func empID() string {
	return pick([]string{
		"EMP-" + digits(6), "E" + digits(5), "W" + digits(8), "EE" + digits(7), "100" + digits(4), "emp_" + digits(5), "HR-" + digits(4) + "-" + digits(3), "A" + digits(7), "PN-" + digits(6),
	})
}
func reqID() string {
	return pick([]string{"REQ-" + fmt.Sprint(rn(2022, 2026)) + "-" + digits(4), "JR-" + nz(6), "R" + digits(7), "Req #" + nz(4), "JR" + nz(7), "REQ" + nz(5), "2025-" + digits(4), "JOB-" + nz(5)})
}
func courseCode() string {
	return pick([]string{"CS 2110", "MATH-2410", "ECON 101", "COMP3310", "IN2064", "6.006", "BIO 201L", "INF-B-230", "PSYC 1000", "STAT 4350", "ENGL 1301", "CHEM 1211K", "FIN 3403", "LAW 7730", "EE 16A", "MA 2321", "HIST 2112", "CS50", "BWL-101", "ACCT 2101"})
}
func salary(loc string) string {
	switch loc {
	case "en-US":
		return pick([]string{"$" + fmt.Sprint(rn(55, 210)) + ",000", "$" + fmt.Sprint(rn(55, 180)) + "k", "$" + fmt.Sprint(rn(18, 95)) + "." + digits(2) + "/hr", "$" + fmt.Sprint(rn(80, 150)) + ",000–$" + fmt.Sprint(rn(151, 220)) + ",000"})
	case "en-GB":
		return pick([]string{"£" + fmt.Sprint(rn(24, 95)) + ",000", "£" + fmt.Sprint(rn(28, 70)) + "k", "£" + fmt.Sprint(rn(300, 650)) + " per day"})
	case "en-IN":
		return pick([]string{"₹" + fmt.Sprint(rn(4, 45)) + ",00,000", fmt.Sprint(rn(4, 40)) + "." + digits(1) + " LPA", "CTC " + fmt.Sprint(rn(6, 38)) + " LPA", "INR " + fmt.Sprint(rn(5, 30)) + ",50,000"})
	case "en-AU":
		return pick([]string{"A$" + fmt.Sprint(rn(70, 190)) + ",000", "$" + fmt.Sprint(rn(75, 180)) + "k + super", "$" + fmt.Sprint(rn(95, 150)) + ",000 incl. 11.5% super"})
	case "de", "nl", "it", "es", "fr", "pl":
		return pick([]string{fmt.Sprint(rn(38, 95)) + ".000 €", "€" + fmt.Sprint(rn(38, 95)) + ".000", fmt.Sprint(rn(40, 90)) + " 000 € brut", fmt.Sprint(rn(3, 7)) + "." + digits(3) + ",00 € brutto", fmt.Sprint(rn(8, 25)) + " 000 zł brutto"})
	case "sv":
		return pick([]string{fmt.Sprint(rn(35, 75)) + " 000 kr/mån", "SEK " + fmt.Sprint(rn(38, 80)) + " 000"})
	case "pt-BR":
		return pick([]string{"R$ " + fmt.Sprint(rn(3, 25)) + "." + digits(3) + ",00", "R$ " + fmt.Sprint(rn(4, 18)) + " mil"})
	case "ja":
		return pick([]string{"年収" + fmt.Sprint(rn(400, 1200)) + "万円", "月給" + fmt.Sprint(rn(22, 60)) + "万円", "¥" + fmt.Sprint(rn(4, 12)) + "," + digits(3) + ",000"})
	case "zh":
		return pick([]string{fmt.Sprint(rn(10, 30)) + "-" + fmt.Sprint(rn(31, 50)) + "K·" + fmt.Sprint(rn(13, 16)) + "薪", "月薪" + fmt.Sprint(rn(8, 40)) + "k", "年薪" + fmt.Sprint(rn(20, 80)) + "万"})
	case "ko":
		return pick([]string{"연봉 " + fmt.Sprint(rn(3, 9)) + "," + digits(3) + "만원", "희망연봉 " + fmt.Sprint(rn(35, 90)) + "00만원"})
	case "ar":
		return pick([]string{fmt.Sprint(rn(12, 45)) + ",000 AED", "SAR " + fmt.Sprint(rn(9, 40)) + ",000", fmt.Sprint(rn(15, 40)) + " ألف درهم"})
	case "vi":
		return pick([]string{fmt.Sprint(rn(15, 60)) + " triệu VNĐ", fmt.Sprint(rn(15, 60)) + ".000.000 đ", "$" + fmt.Sprint(rn(800, 3000))})
	}
	return "$100,000"
}

var cities = map[string][]string{
	"en-US": {"San Francisco, CA 941%s", "Austin, TX 787%s", "Brooklyn, NY 112%s", "Seattle, WA 981%s", "Chicago, IL 606%s", "Atlanta, GA 303%s", "Denver, CO 802%s"},
	"en-GB": {"London SW%s", "Manchester M%s", "Leeds LS%s", "Bristol BS%s", "Edinburgh EH%s"},
	"en-IN": {"Bengaluru 5600%s", "Pune 4110%s", "Hyderabad 5000%s", "Chennai 6000%s", "Noida 2013%s"},
	"en-AU": {"Sydney NSW 20%s", "Melbourne VIC 30%s", "Brisbane QLD 40%s", "Perth WA 60%s"},
	"de":    {"101%s Berlin", "803%s München", "504%s Köln", "204%s Hamburg", "603%s Frankfurt am Main", "701%s Stuttgart"},
	"fr":    {"750%s Paris", "690%s Lyon", "130%s Marseille", "310%s Toulouse", "330%s Bordeaux"},
	"es":    {"280%s Madrid", "080%s Barcelona", "460%s Valencia", "410%s Sevilla"},
	"pt-BR": {"São Paulo - SP, 01%s-000", "Rio de Janeiro - RJ, 22%s-010", "Belo Horizonte - MG, 30%s-100", "Curitiba - PR, 80%s-000"},
	"it":    {"201%s Milano", "001%s Roma", "101%s Torino", "401%s Bologna"},
	"nl":    {"10%s AB Amsterdam", "30%s CD Rotterdam", "35%s EK Utrecht", "25%s GH Den Haag"},
	"pl":    {"00-%s Warszawa", "30-%s Kraków", "50-%s Wrocław", "80-%s Gdańsk"},
	"sv":    {"11%s Stockholm", "41%s Göteborg", "22%s Lund", "75%s Uppsala"},
	"ja":    {"〒150-0%s 東京都渋谷区", "〒530-0%s 大阪府大阪市北区", "〒060-0%s 北海道札幌市中央区", "〒460-0%s 愛知県名古屋市中区"},
	"zh":    {"北京市海淀区 1000%s", "上海市浦东新区 2001%s", "深圳市南山区 5180%s", "杭州市西湖区 3100%s"},
	"ko":    {"서울특별시 강남구 (우)06%s", "경기도 성남시 분당구 (우)13%s", "부산광역시 해운대구 (우)48%s"},
	"ar":    {"Dubai, UAE", "الرياض 12%s", "Cairo 11%s", "عمّان 11%s"},
	"vi":    {"Quận 1, TP. Hồ Chí Minh 700%s", "Cầu Giấy, Hà Nội 100%s", "Hải Châu, Đà Nẵng 550%s"},
}

func city(loc string) string {
	c := pick(cities[loc])
	if !strings.Contains(c, "%s") {
		return c
	}
	n := strings.Count(strings.Split(c, "%s")[0], "") // unused
	_ = n
	var fill string
	switch loc {
	case "en-GB":
		fill = fmt.Sprint(rn(1, 19)) + " " + fmt.Sprint(rn(1, 9)) + pick([]string{"AB", "DT", "QX", "HN", "RW"})
	case "pl":
		fill = digits(3)
	case "ja":
		fill = digits(3)
	case "en-US", "fr", "es", "it", "en-IN", "zh":
		fill = digits(2)
	case "de":
		fill = digits(2)
	case "sv":
		fill = digits(1) + " " + digits(2)
	case "pt-BR":
		fill = digits(3)
	case "nl", "en-AU":
		fill = digits(2)
	case "ko":
		fill = digits(3)
	default:
		fill = digits(3)
	}
	return fmt.Sprintf(c, fill)
}

// dateRange gives a job or study period in the locale's style.
func dateRange(loc string) string {
	y1 := rn(2008, 2021)
	y2 := y1 + rn(1, 4)
	m1, m2 := rn(1, 12), rn(1, 12)
	mon := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}
	switch loc {
	case "en-US", "en-AU", "en-GB", "en-IN":
		return pick([]string{
			fmt.Sprintf("%s %d – %s %d", mon[m1-1], y1, mon[m2-1], y2), fmt.Sprintf("%02d/%d - %02d/%d", m1, y1, m2, y2), fmt.Sprintf("%d–%d", y1, y2), fmt.Sprintf("%s %d - Present", mon[m1-1], y1), fmt.Sprintf("%d - %d", y1, y2),
		})
	case "de":
		return pick([]string{fmt.Sprintf("%02d/%d – %02d/%d", m1, y1, m2, y2), fmt.Sprintf("%02d.%d – heute", m1, y1), fmt.Sprintf("seit %02d/%d", m1, y1), fmt.Sprintf("%d – %d", y1, y2)})
	case "fr":
		fm := []string{"janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."}
		return pick([]string{fmt.Sprintf("%s %d – %s %d", fm[m1-1], y1, fm[m2-1], y2), fmt.Sprintf("%d – %d", y1, y2), fmt.Sprintf("depuis %s %d", fm[m1-1], y1), fmt.Sprintf("%02d/%d – %02d/%d", m1, y1, m2, y2)})
	case "es", "pt-BR", "it":
		return pick([]string{fmt.Sprintf("%02d/%d – %02d/%d", m1, y1, m2, y2), fmt.Sprintf("%d – %d", y1, y2), fmt.Sprintf("%d - actualidad", y1), fmt.Sprintf("%02d/%d - atual", m1, y1)})
	case "nl", "pl", "sv":
		return pick([]string{fmt.Sprintf("%02d/%d – %02d/%d", m1, y1, m2, y2), fmt.Sprintf("%d – %d", y1, y2), fmt.Sprintf("%d-%02d – %d-%02d", y1, m1, y2, m2)})
	case "ja":
		return pick([]string{fmt.Sprintf("%d年%d月～%d年%d月", y1, m1, y2, m2), fmt.Sprintf("%d年%d月 入社", y1, m1), fmt.Sprintf("%d/%02d – %d/%02d", y1, m1, y2, m2)})
	case "zh":
		return pick([]string{fmt.Sprintf("%d.%02d-%d.%02d", y1, m1, y2, m2), fmt.Sprintf("%d年%d月 - %d年%d月", y1, m1, y2, m2), fmt.Sprintf("%d.%02d - 至今", y1, m1)})
	case "ko":
		return pick([]string{fmt.Sprintf("%d.%02d ~ %d.%02d", y1, m1, y2, m2), fmt.Sprintf("%d년 %d월 ~ 현재", y1, m1)})
	case "vi":
		return pick([]string{fmt.Sprintf("%02d/%d - %02d/%d", m1, y1, m2, y2), fmt.Sprintf("%d - nay", y1)})
	default:
		return fmt.Sprintf("%d - %d", y1, y2)
	}
}

func isoDate() string {
	return fmt.Sprintf("%d-%02d-%02d", rn(2023, 2026), rn(1, 12), rn(1, 28))
}
func usDate() string { return fmt.Sprintf("%02d/%02d/%d", rn(1, 12), rn(1, 28), rn(2023, 2026)) }
func euDate() string { return fmt.Sprintf("%02d.%02d.%d", rn(1, 28), rn(1, 12), rn(2023, 2026)) }
func dob() string    { return fmt.Sprintf("%02d/%02d/%d", rn(1, 12), rn(1, 28), rn(1965, 2003)) }

func studentID(loc string) string {
	switch loc {
	case "en-US":
		return pick([]string{"900" + digits(6), nz(8), "U" + digits(8), "A0" + digits(7)})
	case "en-GB":
		return pick([]string{nz(7), "s" + nz(7), "B" + digits(8)})
	case "en-IN":
		return pick([]string{fmt.Sprint(rn(18, 24)) + "BCE" + digits(4), "RA" + nz(12), fmt.Sprint(rn(2018, 2024)) + "A7PS" + digits(4) + "P"})
	case "en-AU":
		return pick([]string{"z" + nz(7), nz(8), "n" + nz(8)})
	case "de":
		return nz(7)
	case "fr":
		return nz(8)
	case "nl":
		return "s" + nz(7)
	case "it":
		return nz(6)
	case "pl":
		return nz(6)
	case "ja":
		return fmt.Sprint(rn(18, 24)) + pick([]string{"T", "B", "M", "J"}) + digits(4)
	case "zh":
		return fmt.Sprint(rn(2018, 2024)) + digits(6)
	case "ko":
		return fmt.Sprint(rn(2016, 2024)) + digits(6)
	default:
		return nz(8)
	}
}
