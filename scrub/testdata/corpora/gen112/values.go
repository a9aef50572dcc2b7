package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

const (
	digits   = "0123456789"
	lower    = "abcdefghijklmnopqrstuvwxyz"
	upper    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	alnum    = digits + lower + upper
	hexLower = "0123456789abcdef"
	b64url   = alnum + "-_"
	b64std   = upper + lower + digits + "+/"
)

func (g *G) rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.intn(len(alpha))]
	}
	return string(b)
}

// rsMixed is random alphanumerics with at least two digits and two capitals.
func (g *G) rsMixed(n int) string {
	for {
		s := g.rs(alnum, n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && u >= 2 {
			return s
		}
	}
}

func (g *G) num(lo, hi int) int { return lo + g.intn(hi-lo+1) }

func (g *G) dd(n int) string { return g.rs(digits, n) }

// nz is n digits, the first not 0.
func (g *G) nz(n int) string { return g.rs("123456789", 1) + g.rs(digits, n-1) }

// ---------------------------------------------------------------- names

type namePool struct{ first, last, lfirst, llast []string }

func pool(lang string) namePool {
	switch lang {
	case "de":
		return namePool{[]string{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Laura", "Maximilian", "Sophie", "Tobias", "Julia", "Stefan", "Katrin", "Jürgen", "Björn"},
			[]string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Krüger", "Groß"}, nil, nil}
	case "fr":
		return namePool{[]string{"Camille", "Louis", "Léa", "Hugo", "Chloé", "Julien", "Manon", "Thomas", "Élodie", "Nicolas", "Inès", "Mathis"},
			[]string{"Martin", "Bernard", "Dubois", "Durand", "Leroy", "Moreau", "Lefèvre", "Girard", "Fontaine", "Rousseau", "Mercier", "Faure"}, nil, nil}
	case "es":
		return namePool{[]string{"Alejandro", "Lucía", "Javier", "María", "Carlos", "Sofía", "Pablo", "Carmen", "Diego", "Elena", "Álvaro", "Nerea"},
			[]string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Navarro", "Ibáñez"}, nil, nil}
	case "pt":
		return namePool{[]string{"João", "Ana", "Pedro", "Beatriz", "Lucas", "Mariana", "Rafael", "Juliana", "Gabriel", "Camila", "Thiago", "Letícia"},
			[]string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Ferreira", "Araújo", "Gonçalves"}, nil, nil}
	case "it":
		return namePool{[]string{"Giulia", "Marco", "Francesca", "Luca", "Chiara", "Alessandro", "Martina", "Matteo", "Sara", "Davide", "Niccolò", "Elisa"},
			[]string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Conti", "De Luca"}, nil, nil}
	case "pl":
		return namePool{[]string{"Jakub", "Anna", "Piotr", "Katarzyna", "Tomasz", "Magdalena", "Michał", "Agnieszka", "Krzysztof", "Zofia", "Łukasz", "Małgorzata"},
			[]string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Król"}, nil, nil}
	case "ru":
		return namePool{[]string{"Алексей", "Ольга", "Дмитрий", "Наталья", "Сергей", "Иван", "Екатерина", "Анна", "Михаил", "Татьяна"},
			[]string{"Иванов", "Смирнов", "Кузнецов", "Попов", "Соколов", "Лебедев", "Козлов", "Новиков", "Морозов", "Волков"},
			[]string{"aleksei", "olga", "dmitry", "natalia", "sergey", "ivan", "ekaterina", "anna", "mikhail", "tatiana", "pavel", "yulia"},
			[]string{"ivanov", "smirnov", "kuznetsov", "popov", "sokolov", "lebedev", "kozlov", "novikov", "morozov", "volkov", "orlov", "fedorova"}}
	case "tr":
		return namePool{[]string{"Mehmet", "Ayşe", "Mustafa", "Fatma", "Emre", "Zeynep", "Burak", "Elif", "Can", "Selin", "Oğuz", "Gülşen"},
			[]string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan", "Kılıç", "Koç"}, nil, nil}
	case "ar":
		return namePool{[]string{"محمد", "أحمد", "فاطمة", "علي", "سارة", "يوسف", "مريم", "عمر", "ليلى", "خالد"},
			[]string{"العتيبي", "الحربي", "القحطاني", "حسن", "إبراهيم", "منصور", "الشمري", "النجار"},
			[]string{"mohammed", "ahmed", "fatima", "ali", "sara", "youssef", "mariam", "omar", "layla", "khaled", "nour", "hamza"},
			[]string{"alotaibi", "alharbi", "alqahtani", "hassan", "ibrahim", "mansour", "alshammari", "najjar", "haddad", "nasser"}}
	case "ja":
		return namePool{[]string{"健太", "美咲", "翔", "陽菜", "大輔", "結衣", "拓也", "さくら", "優斗", "真央"},
			[]string{"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"},
			[]string{"kenta", "misaki", "sho", "hina", "daisuke", "yui", "takuya", "sakura", "yuto", "mao"},
			[]string{"sato", "suzuki", "takahashi", "tanaka", "ito", "watanabe", "yamamoto", "nakamura", "kobayashi", "kato"}}
	case "zh":
		return namePool{[]string{"伟", "娜", "敏", "洋", "静", "磊", "丽", "强", "婷", "浩"},
			[]string{"王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴"},
			[]string{"wei", "na", "min", "yang", "jing", "lei", "li", "qiang", "ting", "hao", "xiaoming", "yuxuan"},
			[]string{"wang", "li", "zhang", "liu", "chen", "yang", "zhao", "huang", "zhou", "wu"}}
	}
	return namePool{[]string{"James", "Mary", "Michael", "Jennifer", "David", "Linda", "Robert", "Sarah", "Daniel", "Emily", "Kevin", "Ashley", "Brian", "Megan", "Tyler", "Olivia", "Marcus", "Priya", "Aisha", "Connor", "Wei", "Fatima"},
		[]string{"Smith", "Johnson", "Williams", "Brown", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Patel", "Nguyen", "Kim", "Okafor", "Chen"}, nil, nil}
}

var translit = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "ae", "Ö", "oe", "Ü", "ue",
	"é", "e", "è", "e", "ê", "e", "É", "e", "à", "a", "â", "a", "ç", "c", "ï", "i", "î", "i", "ô", "o", "û", "u", "ù", "u",
	"á", "a", "í", "i", "ó", "o", "ú", "u", "ñ", "n", "Á", "a", "ã", "a", "õ", "o",
	"ł", "l", "Ł", "l", "ś", "s", "ź", "z", "ż", "z", "ć", "c", "ń", "n", "ą", "a", "ę", "e",
	"ı", "i", "ş", "s", "Ş", "s", "ğ", "g", "Ç", "c", "Ö", "o", " ", "", "'", "")

func (g *G) latinName(lang string) (string, string) {
	p := pool(lang)
	if p.lfirst != nil {
		return g.pick(p.lfirst), g.pick(p.llast)
	}
	f, l := g.pick(p.first), g.pick(p.last)
	if lang == "tr" {
		f = strings.NewReplacer("ö", "o", "ü", "u").Replace(f)
		l = strings.NewReplacer("ö", "o", "ü", "u").Replace(l)
	}
	return strings.ToLower(translit.Replace(f)), strings.ToLower(translit.Replace(l))
}

func (g *G) fullName(lang string) string {
	p := pool(lang)
	f, l := g.pick(p.first), g.pick(p.last)
	switch lang {
	case "ja":
		return l + " " + f
	case "zh":
		return l + f
	}
	return f + " " + l
}

// ---------------------------------------------------------------- email

func domains(lang string) []string {
	switch lang {
	case "de":
		return []string{"web.de", "gmx.de", "gmx.net", "t-online.de", "posteo.de", "mailbox.org", "gmail.com", "mueller-haustechnik.de", "kanzlei-brandt.de"}
	case "fr":
		return []string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "outlook.fr", "atelier-moreau.fr"}
	case "es":
		return []string{"hotmail.es", "yahoo.es", "telefonica.net", "gmail.com", "outlook.es", "prodigy.net.mx", "construcciones-ibarra.es"}
	case "pt":
		return []string{"uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "hotmail.com", "sapo.pt", "outlook.com.br", "contabilidade-costa.com.br"}
	case "it":
		return []string{"libero.it", "virgilio.it", "tiscali.it", "alice.it", "gmail.com", "pec.it", "studio-ricci.it"}
	case "pl":
		return []string{"wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com", "op.pl"}
	case "ru":
		return []string{"mail.ru", "yandex.ru", "bk.ru", "rambler.ru", "list.ru", "inbox.ru", "gmail.com"}
	case "tr":
		return []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com", "superonline.com", "turkcell.com.tr"}
	case "ar":
		return []string{"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa", "stc.com.sa", "emirates.net.ae"}
	case "ja":
		return []string{"yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "gmail.com", "i.softbank.jp", "nifty.com", "tanaka-shoji.co.jp"}
	case "zh":
		return []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com", "139.com"}
	}
	return []string{"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.com", "protonmail.com", "aol.com", "comcast.net", "brightpathlogistics.com", "northwind-traders.co.uk", "hartley-legal.com", "me.com", "fastmail.com"}
}

func (g *G) emailPlain(lang string) string {
	return g.uniq(func() string {
		d := g.pick(domains(lang))
		if d == "qq.com" && g.chance(0.6) {
			return g.nz(g.num(8, 10)) + "@qq.com"
		}
		f, l := g.latinName(lang)
		var local string
		switch g.intn(9) {
		case 0:
			local = f + "." + l
		case 1:
			local = f + l
		case 2:
			local = f[:1] + "." + l
		case 3:
			local = f + "_" + l
		case 4:
			local = f + "." + l + "+" + g.pick([]string{"shop", "news", "work", "kb", "billing"})
		case 5:
			local = f + fmt.Sprint(g.num(1970, 2005))
		case 6:
			local = l + "." + f
		case 7:
			local = f + "." + l + fmt.Sprint(g.num(1, 99))
		default:
			local = f[:1] + l + fmt.Sprint(g.num(10, 999))
		}
		return local + "@" + d
	})
}

func (g *G) email(lang, style string) string {
	e := g.emailPlain(lang)
	at := strings.Index(e, "@")
	local, dom := e[:at], e[at+1:]
	var v string
	switch style {
	case "obf":
		switch g.intn(4) {
		case 0:
			v = local + " (at) " + strings.ReplaceAll(dom, ".", " (dot) ")
		case 1:
			v = local + "[at]" + dom
		case 2:
			v = local + " [at] " + strings.ReplaceAll(dom, ".", " [dot] ")
		default:
			v = local + "(at)" + dom
		}
	case "fw":
		v = local + "＠" + dom
	case "pct":
		v = strings.ReplaceAll(local, "+", "%2B") + "%40" + dom
	case "u":
		v = local + `\u0040` + dom
	case "up":
		v = strings.ToUpper(e)
	case "idn":
		f, _ := g.latinName("de")
		v = g.uniq(func() string {
			return f + "@" + g.pick([]string{"müller-bau.de", "bäckerei-köhler.de", "größer-immobilien.de", "schön-reisen.de"})
		})
	default:
		v = e
	}
	g.used[v] = true
	return v
}

// ---------------------------------------------------------------- phone

var usAreas = []string{"201", "206", "212", "213", "214", "303", "305", "312", "313", "404", "415", "503", "512", "602", "617", "646", "702", "704", "713", "718", "773", "786", "818", "832", "917", "919", "972", "480", "509", "616"}
var caAreas = []string{"416", "604", "514", "403", "613", "647", "780", "902"}

func (g *G) nanpExch() string {
	for {
		e := g.rs("23456789", 1) + g.dd(2)
		if e != "555" && e[1:] != "11" {
			return e
		}
	}
}

func arabicIndic(s string) string {
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

func fullWidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune('０' + (c - '0'))
		case c == '-':
			b.WriteRune('－')
		case c == '+':
			b.WriteRune('＋')
		case c == '(':
			b.WriteRune('（')
		case c == ')':
			b.WriteRune('）')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func (g *G) phoneRaw(cc, style string) string {
	switch cc {
	case "us", "ca":
		a := g.pick(usAreas)
		if cc == "ca" {
			a = g.pick(caAreas)
		}
		e, l := g.nanpExch(), g.dd(4)
		switch style {
		case "e164":
			return "+1" + a + e + l
		case "space":
			return a + " " + e + " " + l
		case "plain":
			return a + e + l
		case "intl":
			return g.pick([]string{"+1 " + a + " " + e + " " + l, "+1-" + a + "-" + e + "-" + l, "+1 (" + a + ") " + e + "-" + l})
		}
		return g.pick([]string{"(" + a + ") " + e + "-" + l, a + "-" + e + "-" + l, a + "." + e + "." + l, "+1 " + a + " " + e + " " + l,
			"+1-" + a + "-" + e + "-" + l, "+1 (" + a + ") " + e + "-" + l, "1-" + a + "-" + e + "-" + l, "(" + a + ")" + e + "-" + l})
	case "gb":
		m := "7" + g.pick([]string{"4", "5", "7", "8", "9"}) + g.dd(2)
		s := g.dd(6)
		if style == "e164" {
			return "+44" + m + s
		}
		if style == "intl" {
			return "+44 " + m + " " + s
		}
		return g.pick([]string{"0" + m + " " + s, "0" + m + " " + s[:3] + " " + s[3:], "+44 " + m + " " + s, "+44 (0)" + m + " " + s,
			"020 " + g.pick([]string{"3", "8"}) + g.dd(3) + " " + g.dd(4), "+44 20 " + g.pick([]string{"3", "8"}) + g.dd(3) + " " + g.dd(4), "0161 " + g.nz(3) + " " + g.dd(4), "0131 " + g.nz(3) + " " + g.dd(4)})
	case "de":
		p := g.pick([]string{"151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179"})
		s := g.nz(g.num(7, 8))
		if style == "e164" {
			return "+49" + p + s
		}
		if style == "mob" || (style == "intl" && g.chance(0.7)) {
			return g.pick([]string{"0" + p + " " + s, "0" + p + "/" + s, "+49 " + p + " " + s, "+49 (0)" + p + " " + s, "0" + p + "-" + s, "+49 " + p + " " + s[:4] + " " + s[4:]})
		}
		ac := g.pick([]string{"30", "40", "89", "69", "221", "211", "711", "341", "351", "511", "911", "421"})
		sub := g.nz(10 - len(ac))
		if style == "intl" {
			return g.pick([]string{"+49 " + ac + " " + sub, "+49 (0)" + ac + " " + sub})
		}
		return g.pick([]string{"0" + ac + " " + sub, "0" + ac + "/" + sub, "+49 " + ac + " " + sub, "+49 (0)" + ac + " " + sub, "0" + ac + " " + sub[:len(sub)-2] + "-" + sub[len(sub)-2:], "(0" + ac + ") " + sub})
	case "fr":
		m := g.pick([]string{"6", "7"}) + g.dd(8)
		if g.chance(0.35) && style != "mob" {
			m = g.pick([]string{"1", "2", "3", "4", "5"}) + g.nz(8)
		}
		pairs := m[1:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:9]
		if style == "e164" {
			return "+33" + m
		}
		return g.pick([]string{"0" + m[:1] + " " + pairs, "0" + m[:1] + "." + strings.ReplaceAll(pairs, " ", "."), "+33 " + m[:1] + " " + pairs, "+33 (0)" + m[:1] + " " + pairs, "0" + m, "+33" + m})
	case "es":
		m := g.pick([]string{"6", "7"}) + g.dd(8)
		if m[0] == '7' {
			m = "7" + g.pick([]string{"1", "2", "3", "4"}) + g.dd(7)
		}
		if g.chance(0.3) {
			m = "9" + g.pick([]string{"1", "3", "5", "6"}) + g.nz(7)
		}
		if m[0] == '9' {
			return g.pick([]string{m[:2] + " " + m[2:5] + " " + m[5:7] + " " + m[7:], "+34 " + m[:2] + " " + m[2:5] + " " + m[5:7] + " " + m[7:]})
		}
		return g.pick([]string{m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:], "+34 " + m[:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:], "+34 " + m, "+34" + m, "+34 " + m[:3] + " " + m[3:6] + " " + m[6:]})
	case "mx":
		ac := g.pick([]string{"55", "33", "81", "222", "442", "999"})
		sub := g.nz(10 - len(ac))
		h := len(sub) - 4
		return g.pick([]string{ac + " " + sub[:h] + " " + sub[h:], "+52 " + ac + " " + sub[:h] + " " + sub[h:], "+52 1 " + ac + " " + sub[:h] + " " + sub[h:], "(" + ac + ") " + sub[:h] + "-" + sub[h:]})
	case "ar54":
		s := g.nz(4) + "-" + g.dd(4)
		return g.pick([]string{"+54 9 11 " + s, "11 " + s, "+54 9 11 " + strings.ReplaceAll(s, "-", " "), "011 15-" + s})
	case "it":
		m := "3" + g.pick([]string{"20", "28", "29", "33", "34", "35", "38", "39", "40", "45", "47", "48", "49", "66", "71", "80", "88", "92"}) + g.dd(7)
		if style != "mob" && g.chance(0.3) {
			ac := g.pick([]string{"06", "02", "011", "055", "081", "051"})
			sub := g.nz(8 - len(ac) + 2)
			return g.pick([]string{ac + " " + sub, "+39 " + ac + " " + sub, ac + " " + sub[:4] + " " + sub[4:], ac + "/" + sub})
		}
		return g.pick([]string{m[:3] + " " + m[3:6] + " " + m[6:], m[:3] + " " + m[3:], "+39 " + m[:3] + " " + m[3:], "+39 " + m[:3] + " " + m[3:6] + " " + m[6:], "+39" + m, m})
	case "pt":
		m := "9" + g.pick([]string{"1", "2", "3", "6"}) + g.dd(7)
		return g.pick([]string{m[:3] + " " + m[3:6] + " " + m[6:], "+351 " + m[:3] + " " + m[3:6] + " " + m[6:], "+351 " + m, "21 " + g.nz(3) + " " + g.dd(4)})
	case "br":
		ac := g.pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "48"})
		m := "9" + g.rs("6789", 1) + g.dd(3)
		l := g.dd(4)
		if style == "e164" {
			return "+55" + ac + m + l
		}
		if style != "mob" && g.chance(0.2) {
			return g.pick([]string{"(" + ac + ") " + g.rs("2345", 1) + g.dd(3) + "-" + l, "+55 " + ac + " " + g.rs("2345", 1) + g.dd(3) + "-" + l})
		}
		return g.pick([]string{"(" + ac + ") " + m + "-" + l, "+55 " + ac + " " + m + "-" + l, "+55 (" + ac + ") " + m + "-" + l, ac + " " + m + "-" + l, "(" + ac + ")" + m + "-" + l, "+55 " + ac + " " + m + " " + l})
	case "pl":
		m := g.pick([]string{"50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88"}) + g.dd(7)
		if style == "e164" {
			return "+48" + m
		}
		return g.pick([]string{m[:3] + " " + m[3:6] + " " + m[6:], "+48 " + m[:3] + " " + m[3:6] + " " + m[6:], "+48 " + m, m[:3] + "-" + m[3:6] + "-" + m[6:], "+48 22 " + g.nz(3) + " " + g.dd(2) + " " + g.dd(2)})
	case "ru":
		p := "9" + g.pick([]string{"03", "05", "09", "10", "12", "15", "16", "17", "19", "25", "26", "58", "60", "62", "77", "85", "99"})
		if style != "mob" && g.chance(0.2) {
			p = g.pick([]string{"495", "499", "812", "343", "383"})
		}
		a, b, c := g.nz(3), g.dd(2), g.dd(2)
		if style == "e164" {
			return "+7" + p + a + b + c
		}
		return g.pick([]string{"+7 (" + p + ") " + a + "-" + b + "-" + c, "8 (" + p + ") " + a + "-" + b + "-" + c, "+7 " + p + " " + a + " " + b + " " + c, "8-" + p + "-" + a + "-" + b + "-" + c, "+7" + p + a + b + c, "8 " + p + " " + a + "-" + b + "-" + c})
	case "tr":
		p := g.pick([]string{"501", "505", "506", "507", "530", "532", "533", "535", "536", "538", "539", "541", "542", "543", "544", "545", "546", "549", "551", "552", "553", "554", "555"})
		if style != "mob" && g.chance(0.2) {
			p = g.pick([]string{"212", "216", "312", "232"})
		}
		a, b, c := g.nz(3), g.dd(2), g.dd(2)
		if style == "e164" {
			return "+90" + p + a + b + c
		}
		return g.pick([]string{"0" + p + " " + a + " " + b + " " + c, "+90 " + p + " " + a + " " + b + " " + c, "0 (" + p + ") " + a + " " + b + " " + c, "+90 (" + p + ") " + a + " " + b + c, "0" + p + a + b + c, "+90" + p + a + b + c})
	case "sa":
		m := "5" + g.pick([]string{"0", "3", "4", "5", "6", "9"}) + g.nz(7)
		if style == "e164" {
			return "+966" + m
		}
		return g.pick([]string{"+966 " + m[:2] + " " + m[2:5] + " " + m[5:], "0" + m[:2] + " " + m[2:5] + " " + m[5:], "+966" + m, "0" + m, "+966 11 " + g.nz(3) + " " + g.dd(4)})
	case "ae":
		m := "5" + g.pick([]string{"0", "2", "4", "5", "6", "8"}) + g.nz(7)
		return g.pick([]string{"+971 " + m[:2] + " " + m[2:5] + " " + m[5:], "0" + m[:2] + " " + m[2:5] + " " + m[5:], "+971" + m, "+971 4 " + g.nz(3) + " " + g.dd(4)})
	case "eg":
		m := "1" + g.pick([]string{"0", "1", "2", "5"}) + g.nz(8)
		return g.pick([]string{"+20 " + m[:2] + " " + m[2:6] + " " + m[6:], "0" + m[:2] + " " + m[2:6] + " " + m[6:], "+20" + m, "0" + m})
	case "jp":
		p := g.pick([]string{"90", "80", "70"})
		a, b := g.nz(4), g.dd(4)
		if style != "mob" && g.chance(0.3) {
			ac := g.pick([]string{"3", "6", "45", "52", "92", "11"})
			sub := g.nz(8 - len(ac) + 1)
			h := len(sub) - 4
			if style == "fw" {
				return fullWidth("0" + ac + "-" + sub[:h] + "-" + sub[h:])
			}
			return g.pick([]string{"0" + ac + "-" + sub[:h] + "-" + sub[h:], "+81 " + ac + "-" + sub[:h] + "-" + sub[h:], "0" + ac + "(" + sub[:h] + ")" + sub[h:]})
		}
		if style == "fw" {
			return fullWidth("0" + p + "-" + a + "-" + b)
		}
		if style == "e164" {
			return "+81" + p + a + b
		}
		return g.pick([]string{"0" + p + "-" + a + "-" + b, "+81 " + p + "-" + a + "-" + b, "+81 " + p + " " + a + " " + b, "0" + p + " " + a + " " + b, "0" + p + a + b, "+81-" + p + "-" + a + "-" + b})
	case "cn":
		p := "1" + g.pick([]string{"30", "31", "32", "33", "35", "36", "37", "38", "39", "50", "51", "52", "55", "56", "57", "58", "59", "77", "80", "81", "86", "87", "88", "89", "99"})
		a, b := g.dd(4), g.dd(4)
		if style == "e164" {
			return "+86" + p + a + b
		}
		if style != "mob" && g.chance(0.2) {
			ac := g.pick([]string{"10", "21", "20", "755", "571", "28"})
			sub := g.nz(8)
			return g.pick([]string{"0" + ac + "-" + sub, "0" + ac + "-" + sub[:4] + " " + sub[4:], "+86 " + ac + " " + sub[:4] + " " + sub[4:]})
		}
		return g.pick([]string{p + " " + a + " " + b, p + a + b, "+86 " + p + " " + a + " " + b, "+86-" + p + "-" + a + "-" + b, "+86 " + p + a + b, p + "-" + a + "-" + b})
	case "in":
		m := g.rs("6789", 1) + g.dd(9)
		return g.pick([]string{"+91 " + m[:5] + " " + m[5:], "+91-" + m, "+91 " + m, m[:5] + " " + m[5:], "0" + m, "+91 " + m[:3] + " " + m[3:6] + " " + m[6:]})
	case "au":
		m := "4" + g.dd(8)
		return g.pick([]string{"0" + m[:3] + " " + m[3:6] + " " + m[6:], "+61 " + m[:3] + " " + m[3:6] + " " + m[6:], "+61" + m, "(02) " + g.nz(4) + " " + g.dd(4)})
	case "nl":
		m := "6" + g.nz(8)
		return g.pick([]string{"06 " + m[1:], "06-" + m[1:], "+31 6 " + m[1:], "+31 (0)6 " + m[1:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:], "020 " + g.nz(3) + " " + g.dd(4)})
	case "kr":
		return g.pick([]string{"010-" + g.nz(4) + "-" + g.dd(4), "+82 10-" + g.nz(4) + "-" + g.dd(4), "+82 10 " + g.nz(4) + " " + g.dd(4)})
	}
	panic("unknown country " + cc)
}

func defaultCC(lang string, g *G) string {
	switch lang {
	case "de":
		return "de"
	case "fr":
		return "fr"
	case "es":
		return g.pick([]string{"es", "es", "mx", "ar54"})
	case "pt":
		return g.pick([]string{"br", "br", "pt"})
	case "it":
		return "it"
	case "pl":
		return "pl"
	case "ru":
		return "ru"
	case "tr":
		return "tr"
	case "ar":
		return g.pick([]string{"sa", "ae", "eg"})
	case "ja":
		return "jp"
	case "zh":
		return "cn"
	}
	return g.pick([]string{"us", "us", "us", "us", "gb", "ca", "in", "au"})
}

func (g *G) phone(lang string, args []string) string {
	cc, style := "", ""
	if len(args) > 0 {
		cc = args[0]
	}
	if len(args) > 1 {
		style = args[1]
	}
	if cc == "" || cc == "x" {
		cc = defaultCC(lang, g)
	}
	return g.uniq(func() string {
		if style == "wa" {
			return strings.TrimPrefix(g.phoneRaw(cc, "e164"), "+")
		}
		if style == "pct" {
			return strings.Replace(g.phoneRaw(cc, "e164"), "+", "%2B", 1)
		}
		v := g.phoneRaw(cc, style)
		if style == "ar" {
			v = arabicIndic(v)
		}
		return v
	})
}

// ---------------------------------------------------------------- ssn

var itinGroups = []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}

func (g *G) ssn(style string) string {
	return g.uniq(func() string {
		var a, b, c string
		if style == "itin" {
			a = fmt.Sprintf("9%02d", g.intn(100))
			b = fmt.Sprintf("%02d", itinGroups[g.intn(len(itinGroups))])
			c = fmt.Sprintf("%04d", g.num(1, 9999))
			return a + "-" + b + "-" + c
		}
		for {
			n := g.num(1, 899)
			if n != 666 {
				a = fmt.Sprintf("%03d", n)
				break
			}
		}
		b = fmt.Sprintf("%02d", g.num(1, 99))
		c = fmt.Sprintf("%04d", g.num(1, 9999))
		switch style {
		case "space":
			return a + " " + b + " " + c
		case "plain":
			return a + b + c
		}
		return a + "-" + b + "-" + c
	})
}

// ---------------------------------------------------------------- cards

func luhnDigit(body string) byte {
	sum := 0
	double := true
	for i := len(body) - 1; i >= 0; i-- {
		d := int(body[i] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return byte('0' + (10-sum%10)%10)
}

func luhnOK(n string) bool { return luhnDigit(n[:len(n)-1]) == n[len(n)-1] }

func (g *G) cardNumber(issuer string) (string, string) {
	var pfx string
	n := 16
	switch issuer {
	case "visa":
		pfx = "4" + g.pick([]string{"0", "1", "2", "4", "5", "6", "7", "8", "9"}) + g.dd(4)
	case "mc":
		if g.chance(0.7) {
			pfx = "5" + g.rs("12345", 1) + g.dd(4)
		} else {
			pfx = fmt.Sprint(g.num(2221, 2720)) + g.dd(2)
		}
	case "amex":
		pfx, n = g.pick([]string{"34", "37"})+g.dd(4), 15
	case "disc":
		pfx = g.pick([]string{"6011", "6500", "6445", "6590"}) + g.dd(2)
	case "jcb":
		pfx = fmt.Sprint(g.num(3528, 3589)) + g.dd(2)
	case "diners":
		pfx, n = g.pick([]string{"36", "3056", "3852"}), 14
	case "unionpay":
		pfx = "62" + g.pick([]string{"22", "28", "17", "58", "15"}) + g.dd(2)
		if g.chance(0.4) {
			n = 19
		}
	case "maestro":
		pfx = g.pick([]string{"6759", "5018", "5020", "6304", "6761"}) + g.dd(2)
		if g.chance(0.3) {
			n = 19
		}
	case "mir":
		pfx = fmt.Sprint(g.num(2200, 2204)) + g.dd(2)
	case "rupay":
		pfx = g.pick([]string{"6521", "6522", "6080", "8172", "6070"}) + g.dd(2)
	case "troy":
		pfx = "9792" + g.dd(2)
	case "elo":
		pfx = g.pick([]string{"636368", "504175", "509048", "650031"})
	default:
		panic("issuer " + issuer)
	}
	body := pfx + g.dd(n-1-len(pfx))
	return body + string(luhnDigit(body)), issuer
}

func group(s string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		if i+n > len(s) {
			n = len(s) - i
		}
		parts = append(parts, s[i:i+n])
		i += n
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

func defaultIssuer(lang string, g *G) string {
	switch lang {
	case "ru":
		return g.pick([]string{"mir", "mir", "visa", "mc"})
	case "tr":
		return g.pick([]string{"troy", "visa", "mc"})
	case "zh":
		return g.pick([]string{"unionpay", "unionpay", "visa"})
	case "ja":
		return g.pick([]string{"jcb", "jcb", "visa", "mc", "amex"})
	case "pt":
		return g.pick([]string{"elo", "visa", "mc"})
	case "en":
		return g.pick([]string{"visa", "visa", "mc", "mc", "amex", "disc", "diners", "rupay", "maestro"})
	}
	return g.pick([]string{"visa", "mc", "visa", "mc", "maestro", "amex"})
}

func (g *G) card(lang string, args []string) string {
	issuer, style := "", ""
	if len(args) > 0 {
		issuer = args[0]
	}
	if len(args) > 1 {
		style = args[1]
	}
	if issuer == "" || issuer == "x" {
		issuer = defaultIssuer(lang, g)
	}
	return g.uniq(func() string {
		n, _ := g.cardNumber(issuer)
		st := style
		if st == "" {
			st = g.pick([]string{"space", "space", "plain", "dash"})
		}
		if st == "plain" {
			return n
		}
		sep := " "
		if st == "dash" {
			sep = "-"
		}
		switch {
		case len(n) == 15:
			return group(n, []int{4, 6, 5}, sep)
		case len(n) == 14:
			return group(n, []int{4, 6, 4}, sep)
		case len(n) == 19:
			return group(n, []int{4, 4, 4, 4, 3}, sep)
		}
		return group(n, []int{4, 4, 4, 4}, sep)
	})
}

// ---------------------------------------------------------------- jwt

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt(lang string) string {
	return g.uniq(func() string {
		var hdr string
		sigLen := 32
		switch g.intn(5) {
		case 0:
			hdr = `{"alg":"HS256","typ":"JWT"}`
		case 1:
			hdr = `{"alg":"RS256","typ":"JWT","kid":"` + g.rs(alnum, 20) + `"}`
			sigLen = 256
		case 2:
			hdr = `{"typ":"JWT","alg":"ES256","kid":"` + g.rs(hexLower, 16) + `"}`
			sigLen = 64
		case 3:
			hdr = `{"alg":"RS256","kid":"` + g.rs(hexLower, 40) + `"}`
			sigLen = 256
		default:
			hdr = `{"alg":"HS512","typ":"JWT"}`
			sigLen = 64
		}
		f, l := g.latinName(lang)
		iat := g.num(1700000000, 1760000000)
		var pl string
		switch g.intn(4) {
		case 0:
			pl = fmt.Sprintf(`{"sub":"%d","name":"%s %s","iat":%d,"exp":%d}`, g.num(100000, 9999999), f, l, iat, iat+3600)
		case 1:
			pl = fmt.Sprintf(`{"iss":"https://auth.%s.io/","sub":"auth0|%s","aud":["https://api.%s.io"],"iat":%d,"exp":%d,"scope":"openid profile email"}`, g.pick([]string{"acme", "helio", "nimbus", "quanta"}), g.rs(hexLower, 24), g.pick([]string{"acme", "helio", "nimbus"}), iat, iat+86400)
		case 2:
			pl = fmt.Sprintf(`{"user_id":%d,"email":"%s.%s@%s","role":"%s","exp":%d}`, g.num(1000, 999999), f, l, g.pick(domains(lang)), g.pick([]string{"admin", "editor", "viewer"}), iat)
		default:
			pl = fmt.Sprintf(`{"aud":"%s","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"oid":"%s","tid":"%s","upn":"%s@contoso.onmicrosoft.com"}`, g.uuid(), g.uuid(), iat, iat, iat+4500, g.uuid(), g.uuid(), f)
		}
		sig := make([]byte, sigLen)
		for i := range sig {
			sig[i] = byte(g.intn(256))
		}
		return b64u(hdr) + "." + b64u(pl) + "." + base64.RawURLEncoding.EncodeToString(sig)
	})
}

func (g *G) uuid() string {
	return g.rs(hexLower, 8) + "-" + g.rs(hexLower, 4) + "-4" + g.rs(hexLower, 3) + "-" + g.pick([]string{"8", "9", "a", "b"}) + g.rs(hexLower, 3) + "-" + g.rs(hexLower, 12)
}

// ---------------------------------------------------------------- secrets

var pwWords = []string{"Sommer", "Falcon", "blue", "Tiger", "marina", "Kiwi", "Bremen", "sunset", "Orion", "Lisboa", "panda", "Gatito", "Zorro", "Rakete", "Wolke", "Pomodoro", "Kasztan", "Berezka", "Deniz", "Sakura", "Shanghai", "Yasmin", "Harbor", "copper", "Nebula", "maple"}

func (g *G) password() string {
	return g.uniq(func() string {
		w := g.pick(pwWords)
		sym := g.pick([]string{"!", "#", "$", "%", "&", "*", "?", "@", "-", "_", "."})
		switch g.intn(5) {
		case 0:
			return w + fmt.Sprint(g.num(1970, 2025)) + sym
		case 1:
			return g.pick(pwWords) + sym + w + fmt.Sprint(g.num(10, 99))
		case 2:
			return g.rs(alnum, 3) + sym + g.rsMixed(g.num(8, 12))
		case 3:
			return strings.ToLower(w) + "-" + strings.ToLower(g.pick(pwWords)) + "-" + fmt.Sprint(g.num(10, 999))
		}
		return g.rsMixed(g.num(10, 16))
	})
}

// secret returns the segments of a credential of the given kind; only the
// secret itself is labelled.
func (g *G) secret(kind string) []seg {
	bear := func(v string) []seg { return []seg{{s: v, fam: "bearer"}} }
	u := g.uniq
	switch kind {
	case "opaque":
		return bear(u(func() string { return g.rsMixed(g.num(32, 48)) }))
	case "opaquedot":
		return bear(u(func() string { return g.rs(alnum, 20) + "." + g.rs(b64url, 30) + "~" + g.rs(alnum, 6) }))
	case "ghp":
		return bear(u(func() string { return g.pick([]string{"ghp_", "gho_", "ghs_"}) + g.rsMixed(36) }))
	case "ghpat":
		return bear(u(func() string { return "github_pat_11" + g.rs(upper+digits, 20) + "_" + g.rsMixed(59) }))
	case "glpat":
		return bear(u(func() string { return "glpat-" + g.rsMixed(20) }))
	case "slack":
		return bear(u(func() string {
			return g.pick([]string{"xoxb-", "xoxp-"}) + g.nz(11) + "-" + g.nz(13) + "-" + g.rsMixed(24)
		}))
	case "sklive":
		return bear(u(func() string {
			return g.pick([]string{"sk_live_", "rk_live_", "sk_live_51"}) + g.rsMixed(g.num(24, 99))
		}))
	case "skproj":
		return bear(u(func() string { return "sk-proj-" + g.rs(b64url, 74) + "T3BlbkFJ" + g.rs(b64url, 74) }))
	case "skant":
		return bear(u(func() string { return "sk-ant-api03-" + g.rs(b64url, 93) + "AA" }))
	case "npm":
		return bear(u(func() string { return "npm_" + g.rsMixed(36) }))
	case "hf":
		return bear(u(func() string { return "hf_" + g.rs(lower+upper, 34) }))
	case "ya29":
		return bear(u(func() string { return "ya29.a0" + g.rs(b64url, 150) }))
	case "awssecret":
		return bear(u(func() string { return g.rsMixed(30) + "/" + g.rs(b64std[:62], 5) + "+" + g.rs(alnum, 3) }))
	case "sendgrid":
		return bear(u(func() string { return "SG." + g.rs(b64url, 22) + "." + g.rs(b64url, 43) }))
	case "telegram":
		return bear(u(func() string { return g.nz(10) + ":AA" + g.rs(b64url, 33) }))
	case "twilio":
		return bear(u(func() string { return g.rs(hexLower, 32) }))
	case "hex32":
		return bear(u(func() string { return g.rs(hexLower, 32) }))
	case "hex40":
		return bear(u(func() string { return g.rs(hexLower, 40) }))
	case "google":
		return bear(u(func() string { return "AIza" + g.rs(b64url, 35) }))
	case "mailchimp":
		return bear(u(func() string { return g.rs(hexLower, 32) + "-us" + fmt.Sprint(g.num(2, 21)) }))
	case "whsec":
		return bear(u(func() string { return "whsec_" + g.rsMixed(32) }))
	case "django":
		return bear(u(func() string { return "django-insecure-" + g.rs(lower+digits+"!@#%^&*(-_=+)", 50) }))
	case "azkey":
		return bear(u(func() string { return g.rs(b64std, 86) + "==" }))
	case "refresh":
		return bear(u(func() string { return "1//" + g.rs(b64url, 100) }))
	case "pw":
		return bear(g.password())
	case "sessid":
		return bear(u(func() string { return g.rs(lower+digits, 32) }))
	case "apppw":
		return bear(u(func() string {
			return g.rs(lower, 4) + " " + g.rs(lower, 4) + " " + g.rs(lower, 4) + " " + g.rs(lower, 4)
		}))
	case "basic":
		f, l := g.latinName("en")
		return bear(u(func() string {
			return base64.StdEncoding.EncodeToString([]byte(f + "." + l + ":" + g.password()))
		}))
	case "slackhook":
		return []seg{{s: "https://hooks.slack.com/services/T" + g.rs(upper+digits, 8) + "/B" + g.rs(upper+digits, 10) + "/"}, {s: u(func() string { return g.rsMixed(24) }), fam: "bearer"}}
	case "pem":
		var lines []string
		for i := 0; i < 6; i++ {
			lines = append(lines, g.rs(b64std, 64))
		}
		lines = append(lines, g.rs(b64std, 40)+"==")
		return []seg{{s: "-----BEGIN PRIVATE KEY-----\n"}, {s: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + strings.Join(lines, "\n")[32:], fam: "bearer"}, {s: "\n-----END PRIVATE KEY-----"}}
	case "dburl":
		user := g.pick([]string{"app", "orders_rw", "postgres_admin", "svc_billing", "root", "kb_reader"})
		schemes := []string{"postgres://", "postgresql://", "mysql://", "mongodb+srv://", "redis://"}
		tails := []string{":5432/app", ":5432/orders", ":3306/shop", "/prod?retryWrites=true&w=majority", ":6379/0"}
		si := g.intn(len(schemes))
		scheme, tail := schemes[si], tails[si]
		return []seg{{s: scheme + user + ":"}, {s: g.uniq(func() string { return strings.ToLower(g.pick(pwWords)) + g.rsMixed(g.num(6, 10)) }), fam: "bearer"}, {s: "@"}, {s: g.host(), keep: true}, {s: tail}}
	}
	panic("secret kind " + kind)
}

func (g *G) host() string {
	return g.pick([]string{"db", "pg-primary", "mysql-01", "cache", "cluster0"}) + "." + g.pick([]string{"prod", "staging", "eu-west-1", "int"}) + "." + g.pick([]string{"internal", "acme-corp.net", "k8s.local", "mongodb.net"})
}
