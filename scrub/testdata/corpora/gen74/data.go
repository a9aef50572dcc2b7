package main

import (
	"fmt"
	"strings"
)

type person struct {
	First, Last string // as written in Latin script
	Native      string // full name in its own script, if not Latin
	Loc         string
}

func (p person) Full() string { return p.First + " " + p.Last }

type nameSet struct {
	loc          string
	first, last  []string
	nativeFirst  []string // parallel to first, optional
	nativeLast   []string // parallel to last, optional
	nativeFormat string   // "LF" (last first, no space) or "FL"
}

var nameSets = []nameSet{
	{loc: "en", first: []string{"James", "Olivia", "Ethan", "Maya", "Daniel", "Priya", "Marcus", "Chloe", "Tyler", "Aisha", "Noah", "Grace", "Lucas", "Hannah", "Omar", "Sofia", "Ryan", "Leah", "Caleb", "Zoe", "Brandon", "Megan", "Derek", "Tanya"},
		last: []string{"Thompson", "Nguyen", "Patel", "Okafor", "Brennan", "Kowalski", "Reyes", "Fischer", "Campbell", "Holloway", "Delgado", "Whitaker", "Chen", "Sullivan", "Morales", "Hughes", "Adeyemi", "Lindqvist", "Carter", "Bishop", "Gallagher", "Pruitt", "Okonkwo", "Vance"}},
	{loc: "de", first: []string{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Marie", "Tobias", "Katharina", "Jan", "Sophie", "Jürgen", "Sabine"},
		last: []string{"Müller", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Wolf", "Krüger", "Neumann"}},
	{loc: "fr", first: []string{"Camille", "Louis", "Manon", "Hugo", "Chloé", "Théo", "Inès", "Antoine", "Élodie", "Mathieu"},
		last: []string{"Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Laurent", "Girard", "Roux", "Fournier", "Mercier"}},
	{loc: "es", first: []string{"Lucía", "Javier", "Carmen", "Alejandro", "Marta", "Pablo", "Elena", "Sergio", "Valentina", "Diego"},
		last: []string{"García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Torres", "Castillo", "Vargas"}},
	{loc: "it", first: []string{"Giulia", "Marco", "Francesca", "Luca", "Chiara", "Matteo", "Alessandro", "Sara"},
		last: []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci"}},
	{loc: "pt", first: []string{"João", "Ana", "Pedro", "Mariana", "Rafael", "Beatriz", "Thiago", "Larissa"},
		last: []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Ribeiro"}},
	{loc: "nl", first: []string{"Daan", "Sanne", "Bram", "Lotte", "Joris", "Fleur"},
		last: []string{"de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit"}},
	{loc: "nord", first: []string{"Erik", "Ingrid", "Lars", "Astrid", "Mikkel", "Freja", "Oskar", "Sigrid"},
		last: []string{"Andersson", "Johansson", "Nilsen", "Hansen", "Virtanen", "Lindberg", "Berg", "Holm"}},
	{loc: "pl", first: []string{"Katarzyna", "Piotr", "Agnieszka", "Tomasz", "Magdalena", "Paweł"},
		last: []string{"Nowak", "Kowalczyk", "Wiśniewski", "Zielińska", "Lewandowski", "Wójcik"}},
	{loc: "ru", first: []string{"Dmitry", "Olga", "Alexei", "Natalia", "Sergei", "Irina"},
		last:        []string{"Ivanov", "Smirnova", "Volkov", "Kuznetsova", "Popov", "Sokolova"},
		nativeFirst: []string{"Дмитрий", "Ольга", "Алексей", "Наталья", "Сергей", "Ирина"},
		nativeLast:  []string{"Иванов", "Смирнова", "Волков", "Кузнецова", "Попов", "Соколова"}, nativeFormat: "LF "},
	{loc: "tr", first: []string{"Emre", "Zeynep", "Burak", "Elif", "Mert", "Ayşe"},
		last: []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Aydın"}},
	{loc: "in", first: []string{"Arjun", "Priya", "Rahul", "Ananya", "Vikram", "Sneha", "Karthik", "Divya"},
		last: []string{"Sharma", "Nair", "Verma", "Iyer", "Reddy", "Gupta", "Menon", "Kulkarni"}},
	{loc: "zh", first: []string{"Wei", "Na", "Min", "Yang", "Jing", "Hao"},
		last:        []string{"Wang", "Li", "Zhang", "Liu", "Chen", "Zhao"},
		nativeFirst: []string{"伟", "娜", "敏", "洋", "静", "浩"},
		nativeLast:  []string{"王", "李", "张", "刘", "陈", "赵"}, nativeFormat: "LF"},
	{loc: "ja", first: []string{"Haruto", "Yui", "Ren", "Aoi", "Sota", "Hina"},
		last:        []string{"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito"},
		nativeFirst: []string{"陽翔", "結衣", "蓮", "葵", "颯太", "陽菜"},
		nativeLast:  []string{"佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤"}, nativeFormat: "LF "},
	{loc: "ko", first: []string{"Minjun", "Seoyeon", "Jiho", "Hayoon", "Doyun", "Jiwoo"},
		last:        []string{"Kim", "Lee", "Park", "Choi", "Jung", "Kang"},
		nativeFirst: []string{"민준", "서연", "지호", "하윤", "도윤", "지우"},
		nativeLast:  []string{"김", "이", "박", "최", "정", "강"}, nativeFormat: "LF"},
	{loc: "ar", first: []string{"Ahmed", "Fatima", "Youssef", "Layla", "Omar", "Nour"},
		last: []string{"Hassan", "Al-Sayed", "Mansour", "Haddad", "Khalil", "Nasser"}},
	{loc: "vi", first: []string{"Minh", "Lan", "Tuan", "Huong"}, last: []string{"Nguyen", "Tran", "Le", "Pham"}},
}

func nameSetFor(loc string) nameSet {
	for _, s := range nameSets {
		if s.loc == loc {
			return s
		}
	}
	return nameSets[0]
}

func personOf(loc string) person {
	s := nameSetFor(loc)
	i, j := r.Intn(len(s.first)), r.Intn(len(s.last))
	p := person{First: s.first[i], Last: s.last[j], Loc: loc}
	if len(s.nativeFirst) > 0 {
		switch s.nativeFormat {
		case "LF":
			p.Native = s.nativeLast[j] + s.nativeFirst[i]
		case "LF ":
			p.Native = s.nativeLast[j] + " " + s.nativeFirst[i]
		}
	}
	return p
}

func anyPerson() person { return personOf(nameSets[r.Intn(len(nameSets))].loc) }

var fold = strings.NewReplacer(
	"ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ê", "e", "É", "E",
	"í", "i", "ó", "o", "á", "a", "ú", "u", "ç", "c", "ñ", "n", "ã", "a", "õ", "o",
	"ł", "l", "ś", "s", "ń", "n", "ş", "s", "Ş", "S", "ı", "i", "ğ", "g", "ø", "o",
	"å", "a", "Ç", "C", "ż", "z", "ć", "c", "ę", "e", "ą", "a", "Ó", "O", " ", "",
)

func asciiLower(s string) string { return strings.ToLower(fold.Replace(s)) }

var freemail = map[string][]string{
	"en":   {"gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "proton.me", "aol.com", "comcast.net", "att.net", "btinternet.com", "sky.com", "shaw.ca", "bigpond.com", "xtra.co.nz"},
	"de":   {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "gmx.at", "bluewin.ch"},
	"fr":   {"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"},
	"es":   {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
	"it":   {"libero.it", "virgilio.it", "gmail.com", "alice.it", "tiscali.it"},
	"pt":   {"uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "sapo.pt", "hotmail.com"},
	"nl":   {"ziggo.nl", "kpnmail.nl", "gmail.com", "telenet.be", "hotmail.nl"},
	"nord": {"telia.com", "online.no", "gmail.com", "hotmail.se", "live.dk"},
	"pl":   {"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"},
	"ru":   {"mail.ru", "yandex.ru", "rambler.ru", "bk.ru", "gmail.com"},
	"tr":   {"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr"},
	"in":   {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in"},
	"zh":   {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com"},
	"ja":   {"yahoo.co.jp", "docomo.ne.jp", "gmail.com", "ezweb.ne.jp", "softbank.ne.jp"},
	"ko":   {"naver.com", "daum.net", "hanmail.net", "kakao.com"},
	"ar":   {"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa"},
	"vi":   {"gmail.com", "yahoo.com.vn"},
}

var companyDomains = []string{"acme-logistics.com", "northwindtraders.co.uk", "brightpath.io", "kestrelhealth.org", "fjordline-cargo.no", "helios-energie.de", "lumenfinance.com", "bluefin-analytics.ai", "cedarhill.edu", "meridian-legal.com", "orbitpay.eu", "tidewater-foods.com", "sakura-trading.co.jp", "hanbit-soft.co.kr", "alvorada.com.br", "mistral-conseil.fr", "cs.stanford.edu", "student.unimelb.edu.au", "ox.ac.uk", "tum.de", "uni-heidelberg.de", "polimi.it", "clinic-vitalis.ch", "greenleaf-dental.com", "riverbend.k12.or.us"}

// emailOf makes a plausible address for p; company picks an employer domain.
func emailOf(p person, company bool) string {
	f, l := asciiLower(p.First), asciiLower(p.Last)
	l = strings.ReplaceAll(l, "-", "")
	var dom string
	if company {
		dom = pickS(companyDomains)
	} else {
		doms := freemail[p.Loc]
		if doms == nil {
			doms = freemail["en"]
		}
		dom = pickS(doms)
	}
	if p.Loc == "zh" && strings.HasSuffix(dom, "qq.com") {
		return nz(between(8, 10)) + "@" + dom
	}
	var local string
	switch r.Intn(10) {
	case 0:
		local = f + "." + l
	case 1:
		local = f[:1] + l
	case 2:
		local = f + "_" + l + digits(2)
	case 3:
		local = f + l + fmt.Sprint(between(1970, 2005))
	case 4:
		local = l + "." + f
	case 5:
		local = f + "." + l[:1]
	case 6:
		local = f + "-" + l
	case 7:
		local = f + "." + l + "+" + pick("shop", "news", "bank", "work", "amazon", "receipts")
	case 8:
		local = f + digits(3)
	default:
		local = f[:1] + "." + l
	}
	if company && r.Intn(2) == 0 {
		local = f + "." + l
	}
	return local + "@" + dom
}

func anyEmail() string { return emailOf(anyPerson(), chance(0.3)) }

// passwords -----------------------------------------------------------------

var pwWords = []string{"Harbor", "sunflower", "Maple", "tiger", "Falcon", "coffee", "Orchid", "river", "Granite", "lemon", "Pumpkin", "winter", "Saturn", "violet", "Cobalt", "dragon", "Willow", "pepper", "Nimbus", "cactus", "Sommer", "Fenster", "Soleil", "Primavera", "Kirschbaum"}

// password returns a human-chosen or a generated password.
func password() string {
	switch r.Intn(6) {
	case 0:
		return pickS(pwWords) + fmt.Sprint(between(1, 2025)) + pick("!", "#", "$", "?", "*", "")
	case 1:
		return pickS(pwWords) + pick(".", "-", "_") + pickS(pwWords) + digits(2)
	case 2:
		return from(alnumA+"!#%&*+-=?@^_", between(14, 24))
	case 3:
		w := []byte(strings.ToLower(pickS(pwWords)))
		for i := range w {
			switch w[i] {
			case 'a':
				w[i] = '@'
			case 'o':
				w[i] = '0'
			case 'e':
				w[i] = '3'
			}
		}
		return strings.ToUpper(string(w[:1])) + string(w[1:]) + digits(2) + pick("!", "&", "%")
	case 4:
		return alnum(between(10, 16)) + digits(1)
	default:
		return strings.ToLower(pickS(pwWords)) + "-" + strings.ToLower(pickS(pwWords)) + "-" + strings.ToLower(pickS(pwWords)) + "-" + digits(1)
	}
}

// urlpw is a password that needs no percent-encoding in a URL's userinfo.
func urlpw() string {
	switch r.Intn(3) {
	case 0:
		return alnum(between(12, 24))
	case 1:
		return pickS(pwWords) + digits(4) + pick("-", "_", ".", "~")
	default:
		return from(alnumA+"-_.~", between(16, 32))
	}
}

func username(p person) string {
	f, l := asciiLower(p.First), asciiLower(p.Last)
	return pick(f, f[:1]+l, f+"."+l, l+digits(2), "svc_"+pick("etl", "billing", "reports", "backup"), pick("admin", "app", "deploy", "postgres", "root", "appuser", "api"))
}

func hostname() string {
	return pick("db", "pg", "mysql", "mongo", "cache", "mq", "api", "auth", "web") + "-" + pick("prod", "stg", "eu1", "use1", "int") + "-" + fmt.Sprint(between(1, 9)) + "." + pick("internal", "corp.local", "acme.io", "svc.cluster.local", "c.acme-prod.internal")
}

func company() string {
	return pick("Acme Logistics", "Northwind Traders", "Brightpath", "Kestrel Health", "Helios Energie GmbH", "Lumen Finance", "Tidewater Foods", "Orbit Pay", "Meridian Legal LLP", "Cedar Hill Dental")
}
