package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type Person struct{ First, Last, CC, RF, RL string }

var names = map[string][2][]string{
	"GB": {{"Oliver", "Amelia", "Harry", "Isla", "George", "Poppy", "Jack", "Freya", "Rhys", "Siobhan", "Callum", "Imogen"}, {"Whitfield", "Thornton", "Haworth", "McKenzie", "Pritchard", "Ashworth", "Okonkwo", "Patel", "Davies", "Fairbairn", "Lockhart", "Nwosu"}},
	"CA": {{"Liam", "Chloe", "Étienne", "Mathilde", "Noah", "Avery", "Gabriel", "Maëlle", "Harjit", "Siobhan"}, {"Tremblay", "Gagnon", "Bouchard", "MacDonald", "Chen", "Sandhu", "Côté", "Lavoie", "Fraser", "Nguyen"}},
	"AU": {{"Lachlan", "Matilda", "Cooper", "Sienna", "Angus", "Zara", "Darcy", "Harper", "Mitchell", "Tahlia"}, {"Kowalczyk", "Nguyen", "O'Brien", "Papadopoulos", "Wilkinson", "McGrath", "Tran", "Henderson", "Costa", "Fitzgerald"}},
	"IN": {{"Arjun", "Priya", "Vikram", "Ananya", "Rohit", "Kavya", "Suresh", "Meera", "Aditya", "Lakshmi", "Karthik", "Neha"}, {"Sharma", "Iyer", "Reddy", "Banerjee", "Nair", "Kulkarni", "Gupta", "Menon", "Chatterjee", "Deshpande", "Agarwal", "Pillai"}},
	"BR": {{"João", "Mariana", "Lucas", "Beatriz", "Rafael", "Camila", "Thiago", "Larissa", "Gustavo", "Fernanda"}, {"Silva", "Santos", "Oliveira", "Pereira", "Carvalho", "Rodrigues", "Almeida", "Nascimento", "Barbosa", "Teixeira"}},
	"MX": {{"Alejandro", "Guadalupe", "Diego", "Ximena", "Fernando", "Valeria", "Ricardo", "Daniela", "Emiliano", "Regina"}, {"Hernandez", "Martinez", "Lopez", "Gonzalez", "Ramirez", "Torres", "Flores", "Morales", "Castillo", "Vazquez"}},
	"ES": {{"Javier", "Lucía", "Pablo", "Carmen", "Álvaro", "Nuria", "Sergio", "Marta", "Iñigo", "Elena"}, {"García", "Fernández", "Martín", "Sánchez", "Ruiz", "Etxeberria", "Navarro", "Gil", "Moreno", "Vidal"}},
	"FR": {{"Julien", "Camille", "Mathieu", "Élodie", "Nicolas", "Manon", "Antoine", "Léa", "Hugo", "Chloé"}, {"Lefèvre", "Moreau", "Fournier", "Girard", "Lambert", "Bonnet", "Rousseau", "Mercier", "Dubois", "Faure"}},
	"DE": {{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Sophie", "Maximilian", "Hannah", "Tobias", "Katharina"}, {"Müller", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Wagner"}},
	"IT": {{"Marco", "Giulia", "Alessandro", "Francesca", "Lorenzo", "Chiara", "Matteo", "Sara", "Davide", "Valentina"}, {"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco"}},
	"PL": {{"Jakub", "Zuzanna", "Mateusz", "Katarzyna", "Piotr", "Agnieszka", "Tomasz", "Magdalena", "Kacper", "Aleksandra"}, {"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski"}},
	"ZA": {{"Thabo", "Naledi", "Sipho", "Lerato", "Pieter", "Anika", "Kagiso", "Zanele", "Johan", "Ayanda"}, {"Nkosi", "Dlamini", "van der Merwe", "Botha", "Mokoena", "Naidoo", "Pretorius", "Khumalo", "Ndlovu", "Steyn"}},
	"KR": {{"민준", "서연", "지훈", "하은", "도윤", "수빈"}, {"김", "이", "박", "최", "정", "강"}},
	"JP": {{"翔太", "美咲", "健太", "陽菜", "大輔", "さくら"}, {"佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤"}},
	"CN": {{"伟", "芳", "娜", "磊", "静", "强"}, {"王", "李", "张", "刘", "陈", "杨"}},
	"US": {{"Michael", "Jennifer", "David", "Ashley", "Brian", "Megan", "Kevin", "Lauren"}, {"Johnson", "Miller", "Anderson", "Thompson", "Walker", "Robinson", "Hayes", "Coleman"}},
}

// latin transliterations for e-mails of CJK names
var romaji = map[string][2][]string{
	"KR": {{"minjun", "seoyeon", "jihoon", "haeun", "doyoon", "subin"}, {"kim", "lee", "park", "choi", "jung", "kang"}},
	"JP": {{"shota", "misaki", "kenta", "hina", "daisuke", "sakura"}, {"sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito"}},
	"CN": {{"wei", "fang", "na", "lei", "jing", "qiang"}, {"wang", "li", "zhang", "liu", "chen", "yang"}},
}

func (g *G) person(cc string) Person {
	n := names[cc]
	i, j := g.n(len(n[0])), g.n(len(n[1]))
	p := Person{First: n[0][i], Last: n[1][j], CC: cc}
	if r, ok := romaji[cc]; ok {
		p.RF, p.RL = r[0][i], r[1][j]
	}
	return p
}

func (p Person) Full() string {
	switch p.CC {
	case "KR", "CN":
		return p.Last + p.First
	case "JP":
		return p.Last + " " + p.First
	}
	return p.First + " " + p.Last
}

func ascii(s string) string {
	repl := strings.NewReplacer("é", "e", "É", "E", "è", "e", "ë", "e", "ê", "e", "á", "a", "Á", "A", "à", "a", "ã", "a", "â", "a", "í", "i", "ó", "o", "ô", "o", "ú", "u", "ü", "ue", "ö", "oe", "ä", "ae", "ñ", "n", "ç", "c", "ß", "ss", "ś", "s", "ń", "n", "ł", "l", "ż", "z", "ź", "z", "ą", "a", "ę", "e", "ć", "c", "Ł", "L", "'", "", " ", "", "ï", "i", "Ñ", "N")
	return strings.ToLower(repl.Replace(s))
}

var mailHosts = map[string][]string{
	"GB": {"btinternet.com", "yahoo.co.uk", "gmail.com", "outlook.com", "sky.com", "virginmedia.com"},
	"CA": {"gmail.com", "shaw.ca", "videotron.ca", "rogers.com", "sympatico.ca", "outlook.com"},
	"AU": {"bigpond.com", "gmail.com", "optusnet.com.au", "outlook.com.au", "iinet.net.au"},
	"IN": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com", "hotmail.com"},
	"BR": {"uol.com.br", "gmail.com", "bol.com.br", "terra.com.br", "hotmail.com"},
	"MX": {"prodigy.net.mx", "gmail.com", "hotmail.com", "yahoo.com.mx", "outlook.com"},
	"ES": {"telefonica.net", "gmail.com", "hotmail.es", "yahoo.es", "outlook.es"},
	"FR": {"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"},
	"DE": {"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de"},
	"IT": {"libero.it", "alice.it", "gmail.com", "virgilio.it", "tiscali.it"},
	"PL": {"wp.pl", "onet.pl", "interia.pl", "gmail.com", "o2.pl"},
	"ZA": {"telkomsa.net", "gmail.com", "mweb.co.za", "webmail.co.za", "vodamail.co.za"},
	"KR": {"naver.com", "daum.net", "hanmail.net", "gmail.com", "kakao.com"},
	"JP": {"yahoo.co.jp", "docomo.ne.jp", "gmail.com", "ezweb.ne.jp", "icloud.com"},
	"CN": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com"},
	"US": {"gmail.com", "comcast.net", "yahoo.com", "icloud.com", "verizon.net"},
}

func (g *G) emailOf(p Person) string {
	f, l := ascii(p.First), ascii(p.Last)
	if p.RF != "" {
		f, l = p.RF, p.RL
	}
	host := mailHosts[p.CC][g.n(len(mailHosts[p.CC]))]
	if p.CC == "CN" && (host == "qq.com") && g.n(2) == 0 {
		return fmt.Sprintf("%d@qq.com", g.rng(10000000, 2999999999))
	}
	var local string
	switch g.n(6) {
	case 0:
		local = f + "." + l
	case 1:
		local = f[:1] + l + fmt.Sprint(g.rng(1, 99))
	case 2:
		local = f + "_" + l + fmt.Sprint(g.rng(70, 99))
	case 3:
		local = l + "." + f + fmt.Sprint(g.rng(1, 9))
	case 4:
		local = f + l + fmt.Sprint(g.rng(100, 999))
	default:
		local = f + "-" + l
	}
	return local + "@" + host
}

func (g *G) workEmail(p Person, dom string) string {
	f, l := ascii(p.First), ascii(p.Last)
	if p.RF != "" {
		f, l = p.RF, p.RL
	}
	if g.n(2) == 0 {
		return f + "." + l + "@" + dom
	}
	return f[:1] + l + "@" + dom
}

// phone returns a number of country cc; intl selects the +CC form.
func (g *G) phone(cc string, intl bool) string {
	d := g.digits
	switch cc {
	case "GB":
		switch g.n(3) {
		case 0:
			m := "7" + g.pick("4", "5", "7", "8", "9") + d(2)
			if intl {
				return "+44 " + m + " " + d(6)
			}
			return "0" + m + " " + d(6)
		case 1:
			if intl {
				return "+44 20 " + g.pick("7", "8", "3") + d(3) + " " + d(4)
			}
			return "020 " + g.pick("7", "8", "3") + d(3) + " " + d(4)
		default:
			a := g.pick("161", "131", "141", "113", "117", "121")
			if intl {
				return "+44 " + a + " " + fmt.Sprint(g.rng(2, 9)) + d(2) + " " + d(4)
			}
			return "0" + a + " " + fmt.Sprint(g.rng(2, 9)) + d(2) + " " + d(4)
		}
	case "CA", "US":
		var a string
		if cc == "CA" {
			a = g.pick("416", "647", "604", "778", "514", "438", "403", "613", "902", "204")
		} else {
			a = g.pick("212", "415", "312", "617", "206", "512", "303", "404")
		}
		ex := fmt.Sprint(g.rng(2, 9)) + d(2)
		if ex[1:] == "55" {
			ex = ex[:1] + "56"
		}
		ln := d(4)
		if intl {
			return g.pick("+1 "+a+"-"+ex+"-"+ln, "+1 ("+a+") "+ex+"-"+ln, "+1-"+a+"-"+ex+"-"+ln)
		}
		return g.pick("("+a+") "+ex+"-"+ln, a+"-"+ex+"-"+ln, a+"."+ex+"."+ln)
	case "AU":
		if g.n(3) > 0 {
			m := "4" + g.pick("0", "1", "2", "3", "5", "7", "8") + d(1)
			if intl {
				return "+61 " + m + " " + d(3) + " " + d(3)
			}
			return "0" + m + " " + d(3) + " " + d(3)
		}
		a := g.pick("2", "3", "7", "8")
		if intl {
			return "+61 " + a + " " + fmt.Sprint(g.rng(8, 9)) + d(3) + " " + d(4)
		}
		return "(0" + a + ") " + fmt.Sprint(g.rng(8, 9)) + d(3) + " " + d(4)
	case "IN":
		m := g.pick("98", "99", "97", "96", "94", "93", "91", "88", "87", "70", "63") + d(3)
		if intl {
			return g.pick("+91 "+m+" "+d(5), "+91-"+m+d(5), "+91 "+m[:2]+d(3)+" "+d(5))
		}
		if g.n(3) == 0 {
			return g.pick("022 ", "011-", "080 ", "044-") + fmt.Sprint(g.rng(2, 6)) + d(3) + " " + d(4)
		}
		return "0" + m + " " + d(5)
	case "BR":
		ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "19", "48")
		if g.n(4) == 0 {
			if intl {
				return "+55 " + ddd + " " + fmt.Sprint(g.rng(2, 4)) + d(3) + "-" + d(4)
			}
			return "(" + ddd + ") " + fmt.Sprint(g.rng(2, 4)) + d(3) + "-" + d(4)
		}
		if intl {
			return g.pick("+55 "+ddd+" 9"+d(4)+"-"+d(4), "+55 ("+ddd+") 9"+d(4)+"-"+d(4))
		}
		return "(" + ddd + ") 9" + d(4) + "-" + d(4)
	case "MX":
		a := g.pick("55", "33", "81")
		if intl {
			return g.pick("+52 "+a+" "+d(4)+" "+d(4), "+52 1 "+a+" "+d(4)+" "+d(4), "+52 ("+a+") "+d(4)+"-"+d(4))
		}
		return g.pick(a+" "+d(4)+" "+d(4), "("+a+") "+d(4)+"-"+d(4), a+"-"+d(4)+"-"+d(4))
	case "ES":
		if g.n(3) > 0 {
			m := g.pick("6", "7") + d(2)
			if intl {
				return "+34 " + m + " " + d(3) + " " + d(3)
			}
			return g.pick(m+" "+d(3)+" "+d(3), m+" "+d(2)+" "+d(2)+" "+d(2))
		}
		a := g.pick("91", "93", "96", "95", "94")
		if intl {
			return "+34 " + a + " " + d(3) + " " + d(2) + " " + d(2)
		}
		return a + " " + d(3) + " " + d(2) + " " + d(2)
	case "FR":
		f := g.pick("6", "7", "1", "4", "5")
		if intl {
			return g.pick("+33 "+f+" "+d(2)+" "+d(2)+" "+d(2)+" "+d(2), "+33 (0)"+f+" "+d(2)+" "+d(2)+" "+d(2)+" "+d(2))
		}
		return g.pick("0"+f+" "+d(2)+" "+d(2)+" "+d(2)+" "+d(2), "0"+f+"."+d(2)+"."+d(2)+"."+d(2)+"."+d(2))
	case "DE":
		if g.n(2) == 0 {
			m := g.pick("151", "160", "170", "171", "176", "157", "162")
			if intl {
				return "+49 " + m + " " + d(8)
			}
			return g.pick("0"+m+" "+d(8), "0"+m+"/"+d(7), "0"+m+" "+d(4)+" "+d(4))
		}
		a := g.pick("30", "89", "40", "221", "69", "711")
		if intl {
			return g.pick("+49 "+a+" "+d(7), "+49 (0)"+a+" "+d(7))
		}
		return g.pick("0"+a+" "+d(7), "0"+a+" / "+d(3)+" "+d(4), "0"+a+" "+d(6)+"-"+d(2))
	case "IT":
		if g.n(3) > 0 {
			m := "3" + g.pick("20", "28", "33", "35", "39", "40", "47", "49")
			if intl {
				return "+39 " + m + " " + d(3) + " " + d(4)
			}
			return m + " " + d(3) + " " + d(4)
		}
		a := g.pick("06", "02", "011", "051")
		if intl {
			return "+39 " + a + " " + d(4) + " " + d(4)
		}
		return a + " " + d(4) + " " + d(4)
	case "PL":
		if g.n(3) > 0 {
			m := g.pick("50", "51", "53", "60", "66", "69", "72", "78", "88") + d(1)
			if intl {
				return "+48 " + m + " " + d(3) + " " + d(3)
			}
			return g.pick(m+" "+d(3)+" "+d(3), m+"-"+d(3)+"-"+d(3))
		}
		a := g.pick("22", "12", "61", "71", "58")
		if intl {
			return "+48 " + a + " " + d(3) + " " + d(2) + " " + d(2)
		}
		return "(" + a + ") " + d(3) + " " + d(2) + " " + d(2)
	case "ZA":
		m := g.pick("82", "83", "72", "71", "84", "79", "61", "21", "11", "31")
		if intl {
			return "+27 " + m + " " + d(3) + " " + d(4)
		}
		return "0" + m + " " + d(3) + " " + d(4)
	case "KR":
		if g.n(3) > 0 {
			if intl {
				return "+82 10-" + d(4) + "-" + d(4)
			}
			return "010-" + d(4) + "-" + d(4)
		}
		if intl {
			return "+82 2-" + fmt.Sprint(g.rng(2, 9)) + d(3) + "-" + d(4)
		}
		return "02-" + fmt.Sprint(g.rng(2, 9)) + d(2) + "-" + d(4)
	case "JP":
		if g.n(3) > 0 {
			m := g.pick("90", "80", "70")
			if intl {
				return "+81 " + m + "-" + d(4) + "-" + d(4)
			}
			return "0" + m + "-" + d(4) + "-" + d(4)
		}
		if intl {
			return "+81 3-" + d(4) + "-" + d(4)
		}
		return g.pick("03-", "06-") + d(4) + "-" + d(4)
	case "CN":
		m := "1" + g.pick("38", "39", "58", "86", "36", "50", "77", "89") + d(8)
		if intl {
			return g.pick("+86 "+m[:3]+" "+m[3:7]+" "+m[7:], "+86 "+m, "+86-"+m)
		}
		return g.pick(m[:3]+" "+m[3:7]+" "+m[7:], m[:3]+"-"+m[3:7]+"-"+m[7:])
	}
	panic(cc)
}

func (g *G) ssn() string {
	for {
		a := g.rng(1, 899)
		if a == 666 {
			continue
		}
		gr := g.rng(1, 99)
		s := g.rng(1, 9999)
		if a == 987 && gr == 65 {
			continue
		}
		if (a == 123 && gr == 45) || (a == 78 && gr == 5) {
			continue
		}
		return fmt.Sprintf("%03d-%02d-%04d", a, gr, s)
	}
}

func (g *G) itin() string {
	groups := []int{}
	for i := 50; i <= 65; i++ {
		groups = append(groups, i)
	}
	for i := 70; i <= 88; i++ {
		groups = append(groups, i)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", g.rng(0, 99), groups[g.n(len(groups))], g.rng(1, 9999))
}

// card returns a Luhn-valid number for a brand, grouped as printed.
func (g *G) card(brand string, grouped string) string {
	var pre string
	ln := 16
	switch brand {
	case "visa":
		pre = "4" + g.pick("111", "532", "916", "024", "539", "716", "929", "658")
	case "mc":
		pre = g.pick("51", "52", "53", "54", "55", "2221", "2720", "2367")
	case "amex":
		pre = g.pick("34", "37")
		ln = 15
	case "jcb":
		pre = fmt.Sprint(g.rng(3528, 3589))
	case "unionpay":
		pre = "62" + g.pick("2126", "2848", "1483", "2588", "1700")
	case "rupay":
		pre = g.pick("6521", "6522", "6081", "6070", "5085")
	case "elo":
		pre = g.pick("636368", "504175", "438935", "451416", "650031")
	case "discover":
		pre = "6011"
	case "maestro":
		pre = g.pick("6759", "5018", "5020", "6304")
	}
	num := luhnComplete(pre + g.digits(ln-1-len(pre)))
	if grouped == "" {
		return num
	}
	if ln == 15 {
		return num[:4] + grouped + num[4:10] + grouped + num[10:]
	}
	return num[:4] + grouped + num[4:8] + grouped + num[8:12] + grouped + num[12:]
}

func (g *G) luhnBad(n int) string {
	for {
		s := g.pick("4", "5", "3") + g.digits(n-1)
		if !luhnOK(s) {
			return s
		}
	}
}

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt(payload string) string {
	alg := g.pick("RS256", "HS256", "ES256", "RS512")
	hdr := `{"alg":"` + alg + `","typ":"JWT"}`
	if g.n(2) == 0 {
		hdr = `{"alg":"` + alg + `","kid":"` + g.letters(8, alnum) + `","typ":"JWT"}`
	}
	sigLen := 43
	if strings.HasPrefix(alg, "RS") {
		sigLen = 342
	} else if alg == "ES256" {
		sigLen = 86
	}
	return b64(hdr) + "." + b64(payload) + "." + g.letters(sigLen, b64u)
}

// secret makes a credential of a given shape.
func (g *G) secret(kind string) string {
	switch kind {
	case "rand40":
		return g.letters(40, alnum)
	case "rand32hex":
		return g.letters(32, hexd)
	case "sk_live":
		return "sk_live_" + g.letters(24, alnum) + g.letters(g.rng(0, 75), alnum)
	case "rk_live":
		return "rk_live_" + g.letters(24, alnum)
	case "ghp":
		return "ghp_" + g.letters(36, alnum)
	case "glpat":
		return "glpat-" + g.letters(20, alnum+"-_")
	case "xoxb":
		return "xoxb-" + g.digits(11) + "-" + g.digits(13) + "-" + g.letters(24, alnum)
	case "aiza":
		return "AIza" + g.letters(35, alnum+"-_")
	case "sg":
		return "SG." + g.letters(22, alnum+"-_") + "." + g.letters(43, alnum+"-_")
	case "mp": // Mercado Pago access token
		return "APP_USR-" + g.digits(16) + "-" + g.digits(6) + "-" + g.letters(32, hexd) + "-" + g.digits(9)
	case "razor":
		return g.letters(24, alnum)
	case "pw":
		w := g.pick("Tiger", "Lisboa", "Harbor", "Kiwi", "Sommer", "Gato", "Mango", "Hanami", "Baobab", "Zebra")
		return w + g.pick("!", "#", "_", ".", "$") + g.digits(g.rng(2, 4)) + g.letters(2, "abcdefghjkmnpqrstuvwxyz") + g.pick("?", "!", "&", "%")
	case "hvs":
		return "hvs." + g.letters(24, alnum)
	case "npm":
		return "npm_" + g.letters(36, alnum)
	case "dop":
		return "dop_v1_" + g.letters(64, hexd)
	}
	panic(kind)
}
