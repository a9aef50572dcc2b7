package main

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"strings"
)

type piiGen struct {
	fam string
	fn  func(*G) string
}

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) in(lo, hi int) int        { return lo + g.r.Intn(hi-lo+1) }

// digits returns n random decimal digits.
func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}

// nz returns n random digits, the first not 0.
func (g *G) nz(n int) string { return string(byte('1'+g.r.Intn(9))) + g.digits(n-1) }

func (g *G) alnum(n int, set string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.r.Intn(len(set))]
	}
	return string(b)
}

const (
	lower = "abcdefghijklmnopqrstuvwxyz"
	upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs  = "0123456789"
	an    = lower + upper + digs
	hexd  = "0123456789abcdef"
)

// strongRand returns n bytes of set with at least two digits and two capitals
// when the set has them (a token as issuers make them).
func (g *G) strongRand(n int, set string) string {
	for {
		s := g.alnum(n, set)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if (!strings.ContainsAny(set, digs) || d >= 2) && (!strings.ContainsAny(set, upper) || u >= 2) {
			return s
		}
	}
}

// grp joins s in groups of the given sizes with sep.
func grp(s, sep string, sizes ...int) string {
	var parts []string
	for _, n := range sizes {
		parts = append(parts, s[:n])
		s = s[n:]
	}
	if s != "" {
		parts = append(parts, s)
	}
	return strings.Join(parts, sep)
}

// ---------- names ----------

// names per language: display|romanized given|romanized surname
var names = map[string][]string{
	"en": {"James Miller|james|miller", "Maria Lopez|maria|lopez", "Ashley Johnson|ashley|johnson", "Tyrone Brooks|tyrone|brooks", "Emily Chen|emily|chen", "Daniel O'Connor|daniel|oconnor", "Priya Raman|priya|raman", "Kevin Nguyen|kevin|nguyen", "Sarah Goldberg|sarah|goldberg", "Marcus Williams|marcus|williams", "Jessica Hall|jessica|hall", "Brandon Scott|brandon|scott", "Olivia Turner|olivia|turner", "Fatima Yusuf|fatima|yusuf", "Ryan Patel|ryan|patel", "Hannah Kowalski|hannah|kowalski"},
	"es": {"María José Fernández|mariajose|fernandez", "Javier Ruiz|javier|ruiz", "Lucía Martín|lucia|martin", "Carlos Gutiérrez|carlos|gutierrez", "Ana Belén Sánchez|anabelen|sanchez", "Alejandro Torres|alejandro|torres", "Guadalupe Ramírez|guadalupe|ramirez", "José Luis Herrera|joseluis|herrera", "Marta Iglesias|marta|iglesias", "Diego Castillo|diego|castillo", "Rocío Navarro|rocio|navarro", "Fernando Díaz|fernando|diaz"},
	"fr": {"Camille Dubois|camille|dubois", "Julien Moreau|julien|moreau", "Nathalie Lefèvre|nathalie|lefevre", "Thomas Girard|thomas|girard", "Sophie Lambert|sophie|lambert", "Karim Benali|karim|benali", "Élodie Fontaine|elodie|fontaine", "Mathieu Rousseau|mathieu|rousseau", "Aurélie Chevalier|aurelie|chevalier", "Nicolas Faure|nicolas|faure", "Inès Haddad|ines|haddad"},
	"de": {"Lukas Schneider|lukas|schneider", "Anna Müller|anna|mueller", "Jürgen Weber|juergen|weber", "Sabine Hoffmann|sabine|hoffmann", "Mehmet Yıldız|mehmet|yildiz", "Katharina Becker|katharina|becker", "Felix Wagner|felix|wagner", "Petra Schäfer|petra|schaefer", "Tobias Krüger|tobias|krueger", "Lena Zimmermann|lena|zimmermann", "Stefan Braun|stefan|braun"},
	"it": {"Giulia Rossi|giulia|rossi", "Marco Bianchi|marco|bianchi", "Francesca Esposito|francesca|esposito", "Alessandro Romano|alessandro|romano", "Chiara Colombo|chiara|colombo", "Luca Ricci|luca|ricci", "Valentina Greco|valentina|greco", "Davide Bruno|davide|bruno", "Sara Gallo|sara|gallo", "Matteo Conti|matteo|conti"},
	"pt": {"João Pedro Silva|joaopedro|silva", "Ana Carolina Souza|anacarolina|souza", "Lucas Oliveira|lucas|oliveira", "Mariana Costa|mariana|costa", "Rafael Pereira|rafael|pereira", "Beatriz Almeida|beatriz|almeida", "Thiago Ferreira|thiago|ferreira", "Juliana Rodrigues|juliana|rodrigues", "Gabriel Santos|gabriel|santos", "Inês Carvalho|ines|carvalho"},
	"nl": {"Sanne de Vries|sanne|devries", "Bram Jansen|bram|jansen", "Lotte van Dijk|lotte|vandijk", "Daan Bakker|daan|bakker", "Femke Visser|femke|visser", "Ruben Smit|ruben|smit", "Noor El Amrani|noor|elamrani", "Thijs Mulder|thijs|mulder", "Eva de Boer|eva|deboer"},
	"pl": {"Katarzyna Nowak|katarzyna|nowak", "Piotr Kowalski|piotr|kowalski", "Agnieszka Wiśniewska|agnieszka|wisniewska", "Tomasz Wójcik|tomasz|wojcik", "Magdalena Kamińska|magdalena|kaminska", "Michał Lewandowski|michal|lewandowski", "Joanna Zielińska|joanna|zielinska", "Paweł Szymański|pawel|szymanski", "Ewa Dąbrowska|ewa|dabrowska"},
	"tr": {"Ayşe Yılmaz|ayse|yilmaz", "Mehmet Kaya|mehmet|kaya", "Zeynep Demir|zeynep|demir", "Mustafa Çelik|mustafa|celik", "Elif Şahin|elif|sahin", "Emre Yıldırım|emre|yildirim", "Fatma Öztürk|fatma|ozturk", "Burak Aydın|burak|aydin", "Selin Arslan|selin|arslan"},
	"ru": {"Анна Смирнова|anna|smirnova", "Дмитрий Иванов|dmitry|ivanov", "Екатерина Кузнецова|ekaterina|kuznetsova", "Алексей Попов|alexey|popov", "Ольга Соколова|olga|sokolova", "Сергей Лебедев|sergey|lebedev", "Мария Новикова|maria|novikova", "Игорь Морозов|igor|morozov", "Татьяна Волкова|tatiana|volkova"},
	"zh": {"王伟|wei|wang", "李娜|na|li", "张敏|min|zhang", "刘洋|yang|liu", "陈静|jing|chen", "杨帆|fan|yang", "赵磊|lei|zhao", "黄晓明|xiaoming|huang", "周婷|ting|zhou", "吴昊|hao|wu"},
	"ja": {"佐藤 美咲|misaki|sato", "鈴木 大輔|daisuke|suzuki", "高橋 陽子|yoko|takahashi", "田中 健太|kenta|tanaka", "渡辺 彩|aya|watanabe", "伊藤 翔|sho|ito", "山本 直美|naomi|yamamoto", "中村 拓也|takuya|nakamura", "小林 さくら|sakura|kobayashi"},
	"ko": {"김민준|minjun|kim", "이서연|seoyeon|lee", "박지훈|jihoon|park", "최수빈|subin|choi", "정예린|yerin|jung", "강도현|dohyun|kang", "윤하은|haeun|yoon", "임재현|jaehyun|lim", "한지민|jimin|han"},
	"hi": {"राहुल शर्मा|rahul|sharma", "प्रिया वर्मा|priya|verma", "अमित कुमार|amit|kumar", "सुनीता देवी|sunita|devi", "विकास गुप्ता|vikas|gupta", "नेहा सिंह|neha|singh", "अंकित यादव|ankit|yadav", "पूजा मिश्रा|pooja|mishra", "रोहन मेहता|rohan|mehta"},
	"ar": {"محمد العتيبي|mohammed|alotaibi", "فاطمة الزهراء|fatima|alzahraa", "أحمد حسن|ahmed|hassan", "نورة القحطاني|noura|alqahtani", "خالد المصري|khaled|elmasry", "سارة إبراهيم|sara|ibrahim", "يوسف الشامي|youssef|alshami", "مريم عبدالله|mariam|abdullah", "عمر فاروق|omar|farouk"},
}

// nameLang maps a mixed language to the list its names come from.
func nameLang(l string) string {
	switch l {
	case "es-en", "es-mx":
		return "es"
	case "hi-en":
		return "hi"
	case "zh-en":
		return "zh"
	case "de-en":
		return "de"
	case "ar-en":
		return "ar"
	case "fr-ca":
		return "fr"
	case "pt-pt":
		return "pt"
	case "en-uk", "en-in":
		return "en"
	}
	return l
}

func (g *G) newName() string {
	list := names[nameLang(g.lang)]
	e := strings.Split(list[g.r.Intn(len(list))], "|")
	g.first, g.last = e[1], e[2]
	return e[0]
}

// ---------- e-mail ----------

func providers(l string) []string {
	switch nameLang(l) {
	case "en":
		if l == "en-uk" {
			return []string{"gmail.com", "btinternet.com", "hotmail.co.uk", "yahoo.co.uk", "outlook.com", "sky.com"}
		}
		if l == "en-in" {
			return []string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"}
		}
		return []string{"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net", "proton.me"}
	case "es":
		if l == "es-mx" || l == "es-en" {
			return []string{"gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "prodigy.net.mx"}
		}
		return []string{"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "telefonica.net"}
	case "fr":
		if l == "fr-ca" {
			return []string{"videotron.ca", "gmail.com", "hotmail.ca", "sympatico.ca"}
		}
		return []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"}
	case "de":
		return []string{"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "gmx.at", "bluewin.ch"}
	case "it":
		return []string{"libero.it", "virgilio.it", "gmail.com", "alice.it", "tiscali.it"}
	case "pt":
		if l == "pt-pt" {
			return []string{"sapo.pt", "gmail.com", "hotmail.com", "outlook.pt"}
		}
		return []string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"}
	case "nl":
		return []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "telenet.be"}
	case "pl":
		return []string{"wp.pl", "o2.pl", "interia.pl", "gmail.com", "onet.pl"}
	case "tr":
		return []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com"}
	case "ru":
		return []string{"yandex.ru", "mail.ru", "gmail.com", "rambler.ru", "bk.ru"}
	case "zh":
		return []string{"qq.com", "163.com", "126.com", "gmail.com", "sina.com"}
	case "ja":
		return []string{"docomo.ne.jp", "yahoo.co.jp", "gmail.com", "icloud.com", "ezweb.ne.jp"}
	case "ko":
		return []string{"naver.com", "daum.net", "gmail.com", "hanmail.net", "kakao.com"}
	case "hi":
		return []string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"}
	case "ar":
		return []string{"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa"}
	}
	return []string{"gmail.com"}
}

func (g *G) ensureName() {
	if g.first == "" {
		g.newName()
	}
}

func (g *G) local() string {
	g.ensureName()
	f, l := g.first, g.last
	switch g.r.Intn(9) {
	case 0:
		return f + "." + l
	case 1:
		return f + l + fmt.Sprint(g.in(1, 99))
	case 2:
		return f[:1] + "." + l + fmt.Sprint(g.in(70, 2009))
	case 3:
		return f + "_" + l + fmt.Sprint(g.in(1, 99))
	case 4:
		return f + "." + l[:1] + fmt.Sprint(g.in(10, 99))
	case 5:
		return l + "." + f + fmt.Sprint(g.in(1, 30))
	case 6:
		return f + fmt.Sprint(g.in(1975, 2006))
	case 7:
		return f + "." + l + "." + fmt.Sprint(g.in(1, 9))
	default:
		return f[:1] + l + fmt.Sprint(g.in(100, 999))
	}
}

func (g *G) email() string { return g.local() + "@" + g.pick(providers(g.lang)...) }

// ---------- phones ----------

var usAreas = []string{"201", "212", "213", "214", "215", "216", "224", "239", "267", "281", "301", "303", "305", "310", "312", "313", "314", "321", "347", "404", "407", "408", "410", "412", "415", "425", "469", "480", "503", "504", "510", "512", "516", "551", "571", "602", "617", "619", "630", "646", "650", "678", "702", "703", "713", "714", "718", "720", "732", "773", "786", "801", "813", "832", "847", "857", "908", "914", "917", "919", "929", "954", "971", "972", "980"}
var caAreas = []string{"416", "647", "437", "514", "438", "604", "778", "613", "403", "587", "780", "902", "418", "450"}

func (g *G) nanp(areas []string) (string, string, string) {
	a := g.pick(areas...)
	var ex string
	for {
		ex = g.nz(3)
		if ex[0] >= '2' && ex != "555" && ex[1:] != "11" {
			break
		}
	}
	return a, ex, g.digits(4)
}

func (g *G) phUS(areas []string) string {
	a, e, l := g.nanp(areas)
	switch g.r.Intn(8) {
	case 0, 1:
		return "(" + a + ") " + e + "-" + l
	case 2, 3:
		return a + "-" + e + "-" + l
	case 4:
		return a + "." + e + "." + l
	case 5:
		return "+1 " + a + " " + e + " " + l
	case 6:
		return "+1 (" + a + ") " + e + "-" + l
	default:
		return "1-" + a + "-" + e + "-" + l
	}
}

func (g *G) ukMobile() string {
	for {
		s := g.pick("74", "75", "77", "78", "79") + g.digits(8)
		if !strings.HasPrefix(s, "7700900") {
			return s
		}
	}
}

func (g *G) deMobile() (string, string) {
	p := g.pick("151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
	n := 8
	if p == "160" || p == "170" || p == "171" || p == "175" {
		n = 7
	}
	return p, g.nz(n)
}

func (g *G) trMobile() string {
	return g.pick("530", "531", "532", "533", "535", "536", "537", "538", "539", "505", "506", "507", "541", "542", "543", "544", "545", "546", "551", "552", "553", "554", "555")
}

func (g *G) cnMobile() string {
	return g.pick("130", "131", "132", "133", "135", "136", "137", "138", "139", "150", "151", "152", "155", "156", "157", "158", "159", "176", "177", "180", "181", "182", "183", "185", "186", "187", "188", "189", "198", "199") + g.digits(8)
}

func (g *G) plMobile() string {
	return g.pick("50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88") + g.digits(7)
}

var phones = map[string]func(*G) string{
	"us":     func(g *G) string { return g.phUS(usAreas) },
	"us_sp":  func(g *G) string { a, e, l := g.nanp(usAreas); return a + " " + e + " " + l },
	"us_pl":  func(g *G) string { a, e, l := g.nanp(usAreas); return a + e + l },
	"us_ext": func(g *G) string { a, e, l := g.nanp(usAreas); return "(" + a + ") " + e + "-" + l },
	"ca":     func(g *G) string { return g.phUS(caAreas) },
	"uk": func(g *G) string {
		m := g.ukMobile()
		switch g.r.Intn(4) {
		case 0:
			return "0" + m[:4] + " " + m[4:]
		case 1:
			return "+44 " + m[:4] + " " + m[4:]
		case 2:
			return "+44 (0)" + m[:4] + " " + m[4:]
		}
		return "0" + m[:4] + " " + m[4:7] + " " + m[7:]
	},
	"uk_land": func(g *G) string {
		for {
			s := g.pick("7", "8", "3") + g.digits(7)
			if !strings.HasPrefix(s, "7946") {
				return g.pick("020 ", "+44 20 ") + s[:4] + " " + s[4:]
			}
		}
	},
	"de": func(g *G) string {
		p, n := g.deMobile()
		switch g.r.Intn(6) {
		case 0:
			return "0" + p + " " + n
		case 1:
			return "0" + p + "/" + n
		case 2:
			return "0" + p + "-" + n
		case 3:
			return "+49 " + p + " " + n
		case 4:
			return "+49 (0)" + p + " " + n[:4] + " " + n[4:]
		}
		return "+49" + p + n
	},
	"de_land": func(g *G) string {
		switch g.r.Intn(4) {
		case 0:
			return "030 " + g.nz(8)
		case 1:
			return "089 / " + g.nz(2) + " " + g.digits(2) + " " + g.digits(2) + " " + g.digits(2)
		case 2:
			return "0221 " + g.nz(7)
		}
		return "040 " + g.nz(4) + " " + g.digits(4)
	},
	"at": func(g *G) string {
		p := g.pick("664", "660", "676", "650", "699")
		n := g.nz(7)
		return g.pick("+43 "+p+" "+n, "0"+p+" "+n, "+43 (0)"+p+" "+n[:3]+" "+n[3:])
	},
	"ch": func(g *G) string {
		p := g.pick("76", "77", "78", "79")
		n := g.nz(7)
		s := " " + n[:3] + " " + n[3:5] + " " + n[5:]
		return g.pick("+41 "+p+s, "0"+p+s)
	},
	"fr": func(g *G) string {
		var n string
		if g.r.Intn(3) == 0 {
			n = "7" + g.pick("3", "4", "5", "6", "7", "8", "9") + g.digits(7)
		} else {
			n = "6" + g.digits(8)
		}
		pairs := n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
		switch g.r.Intn(5) {
		case 0:
			return "+33 " + n[:1] + " " + pairs
		case 1:
			return "0" + n[:1] + "." + strings.ReplaceAll(pairs, " ", ".")
		case 2:
			return "+33 (0)" + n[:1] + " " + pairs
		}
		return "0" + n[:1] + " " + pairs
	},
	"fr_land": func(g *G) string {
		n := g.pick("1", "2", "3", "4", "5") + g.digits(8)
		return "0" + n[:1] + " " + n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
	},
	"es": func(g *G) string {
		n := g.pick("6", "6", "7") + g.digits(8)
		if n[0] == '7' {
			n = "7" + g.pick("1", "2", "3", "4") + n[2:]
		}
		switch g.r.Intn(4) {
		case 0:
			return "+34 " + n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
		case 1:
			return "+34 " + n
		}
		return n[:3] + " " + n[3:6] + " " + n[6:]
	},
	"es_pl": func(g *G) string { return "6" + g.digits(8) },
	"es_land": func(g *G) string {
		n := g.pick("91", "93", "95", "96") + g.digits(7)
		return n[:2] + " " + n[2:5] + " " + n[5:7] + " " + n[7:]
	},
	"mx": func(g *G) string {
		a := g.pick("55", "33", "81")
		n := g.nz(8)
		return g.pick("+52 "+a+" "+n[:4]+" "+n[4:], "+52 1 "+a+" "+n[:4]+" "+n[4:], a+" "+n[:4]+" "+n[4:], "("+a+") "+n[:4]+" "+n[4:])
	},
	"it": func(g *G) string {
		n := "3" + g.pick("20", "27", "28", "29", "30", "31", "33", "34", "35", "38", "39", "40", "45", "46", "47", "48", "49", "66", "88", "89", "92") + g.digits(7)
		switch g.r.Intn(4) {
		case 0:
			return "+39 " + n
		case 1:
			return "+39 " + n[:3] + " " + n[3:6] + " " + n[6:]
		case 2:
			return n[:3] + " " + n[3:]
		}
		return n[:3] + " " + n[3:6] + " " + n[6:]
	},
	"it_land": func(g *G) string {
		return g.pick("02 ", "06 ", "011 ", "055 ") + g.nz(4) + " " + g.digits(4)
	},
	"pt": func(g *G) string {
		n := "9" + g.pick("1", "2", "3", "6") + g.digits(7)
		s := n[:3] + " " + n[3:6] + " " + n[6:]
		return g.pick(s, "+351 "+s)
	},
	"br": func(g *G) string {
		ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48")
		n := "9" + g.pick("6", "7", "8", "9") + g.digits(7)
		switch g.r.Intn(4) {
		case 0:
			return "+55 " + ddd + " " + n[:5] + "-" + n[5:]
		case 1:
			return ddd + " " + n[:5] + "-" + n[5:]
		}
		return "(" + ddd + ") " + n[:5] + "-" + n[5:]
	},
	"nl": func(g *G) string {
		n := g.nz(8)
		switch g.r.Intn(4) {
		case 0:
			return "+31 6 " + n
		case 1:
			return "06 " + n[:4] + " " + n[4:]
		case 2:
			return "+31 (0)6 " + n[:2] + " " + n[2:4] + " " + n[4:6] + " " + n[6:]
		}
		return "06-" + n
	},
	"be": func(g *G) string {
		n := "4" + g.pick("70", "75", "77", "78", "79", "84", "85", "86", "87", "88", "89", "94", "95", "96", "97", "98", "99") + g.digits(6)
		return g.pick("+32 "+n[:3]+" "+n[3:5]+" "+n[5:7]+" "+n[7:], "0"+n[:3]+" "+n[3:5]+" "+n[5:7]+" "+n[7:])
	},
	"pl": func(g *G) string {
		n := g.plMobile()
		s := n[:3] + " " + n[3:6] + " " + n[6:]
		return g.pick(s, "+48 "+s, "+48"+n, n[:3]+"-"+n[3:6]+"-"+n[6:])
	},
	"tr": func(g *G) string {
		p := g.trMobile()
		n := g.digits(7)
		switch g.r.Intn(5) {
		case 0:
			return "0 (" + p + ") " + n[:3] + " " + n[3:5] + " " + n[5:]
		case 1:
			return "+90 " + p + " " + n[:3] + " " + n[3:5] + " " + n[5:]
		case 2:
			return "+90 (" + p + ") " + n[:3] + "-" + n[3:]
		}
		return "0" + p + " " + n[:3] + " " + n[3:5] + " " + n[5:]
	},
	"ru": func(g *G) string {
		p := "9" + g.pick("01", "03", "05", "06", "09", "10", "11", "12", "15", "16", "17", "18", "19", "20", "25", "26", "29", "36", "51", "52", "60", "62", "63", "65", "67", "77", "85", "99")
		n := g.digits(7)
		switch g.r.Intn(5) {
		case 0:
			return "+7 (" + p + ") " + n[:3] + "-" + n[3:5] + "-" + n[5:]
		case 1:
			return "8 (" + p + ") " + n[:3] + "-" + n[3:5] + "-" + n[5:]
		case 2:
			return "+7 " + p + " " + n[:3] + "-" + n[3:5] + "-" + n[5:]
		case 3:
			return "8-" + p + "-" + n[:3] + "-" + n[3:5] + "-" + n[5:]
		}
		return "+7" + p + n
	},
	"cn": func(g *G) string {
		n := g.cnMobile()
		switch g.r.Intn(4) {
		case 0:
			return n[:3] + " " + n[3:7] + " " + n[7:]
		case 1:
			return "+86 " + n[:3] + " " + n[3:7] + " " + n[7:]
		case 2:
			return "+86-" + n
		}
		return n
	},
	"jp": func(g *G) string {
		p := g.pick("090", "080", "070")
		n := g.digits(8)
		switch g.r.Intn(4) {
		case 0:
			return "+81 " + p[1:] + "-" + n[:4] + "-" + n[4:]
		case 1:
			return "+81 " + p[1:] + " " + n[:4] + " " + n[4:]
		}
		return p + "-" + n[:4] + "-" + n[4:]
	},
	"jp_land": func(g *G) string {
		return g.pick("03-", "06-") + g.nz(4) + "-" + g.digits(4)
	},
	"kr": func(g *G) string {
		n := g.nz(8)
		switch g.r.Intn(4) {
		case 0:
			return "+82 10-" + n[:4] + "-" + n[4:]
		case 1:
			return "010 " + n[:4] + " " + n[4:]
		}
		return "010-" + n[:4] + "-" + n[4:]
	},
	"in": func(g *G) string {
		n := g.pick("6", "7", "8", "9") + g.digits(9)
		switch g.r.Intn(4) {
		case 0:
			return "+91 " + n[:5] + " " + n[5:]
		case 1:
			return "+91-" + n
		case 2:
			return n[:5] + " " + n[5:]
		}
		return "+91 " + n
	},
	"sa": func(g *G) string {
		n := "5" + g.pick("0", "3", "4", "5", "6", "9") + g.digits(7)
		return g.pick("+966 "+n[:2]+" "+n[2:5]+" "+n[5:], "0"+n[:2]+" "+n[2:5]+" "+n[5:], "+966"+n)
	},
	"ae": func(g *G) string {
		n := "5" + g.pick("0", "2", "4", "5", "6", "8") + g.digits(7)
		return g.pick("+971 "+n[:2]+" "+n[2:5]+" "+n[5:], "0"+n[:2]+" "+n[2:5]+" "+n[5:], "+971-"+n[:2]+"-"+n[2:])
	},
	"eg": func(g *G) string {
		n := "1" + g.pick("0", "1", "2", "5") + g.digits(8)
		return g.pick("+20 "+n[:2]+" "+n[2:6]+" "+n[6:], "0"+n[:2]+" "+n[2:6]+" "+n[6:], "0"+n)
	},
	"ar_arg": func(g *G) string {
		n := g.nz(8)
		return "+54 9 11 " + n[:4] + "-" + n[4:]
	},
}

// ---------- SSN, ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.in(1, 899)
		if a == 666 {
			continue
		}
		s := fmt.Sprintf("%03d", a)
		gr := fmt.Sprintf("%02d", g.in(1, 99))
		se := fmt.Sprintf("%04d", g.in(1, 9999))
		if s+gr+se == "078051120" || s+gr+se == "219099999" || s+gr+se == "123456789" {
			continue
		}
		return s, gr, se
	}
}

func (g *G) itinParts() (string, string, string) {
	groups := []int{}
	for i := 50; i <= 65; i++ {
		groups = append(groups, i)
	}
	for i := 70; i <= 88; i++ {
		groups = append(groups, i)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return "9" + g.digits(2), fmt.Sprint(groups[g.r.Intn(len(groups))]), fmt.Sprintf("%04d", g.in(1, 9999))
}

// ---------- cards ----------

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

func luhnOK(s string) bool { return luhnDigit(s[:len(s)-1]) == s[len(s)-1] }

func (g *G) card(prefix string, n int) string {
	body := prefix + g.digits(n-1-len(prefix))
	return body + string(luhnDigit(body))
}

func (g *G) cardNum(issuer string) string {
	switch issuer {
	case "visa":
		return g.card("4"+g.pick("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")+g.digits(1), 16)
	case "mc":
		if g.r.Intn(3) == 0 {
			return g.card(fmt.Sprint(g.in(2221, 2720)), 16)
		}
		return g.card("5"+g.pick("1", "2", "3", "4", "5"), 16)
	case "amex":
		return g.card(g.pick("34", "37"), 15)
	case "disc":
		return g.card(g.pick("6011", "644", "645", "649", "65"), 16)
	case "jcb":
		return g.card(fmt.Sprint(g.in(3528, 3589)), 16)
	case "up":
		return g.card("62"+g.pick("17", "28", "58", "84")+g.digits(2), g.pick3(16, 16, 19))
	case "mir":
		return g.card("220"+g.pick("0", "1", "2", "4"), 16)
	case "rupay":
		return g.card("607"+g.pick("0", "1", "2", "3", "4", "5"), 16)
	case "troy":
		return g.card("9792", 16)
	case "elo":
		return g.card(g.pick("636368", "504175", "650031"), 16)
	}
	panic(issuer)
}

func (g *G) pick3(a, b, c int) int { return []int{a, b, c}[g.r.Intn(3)] }

func cardFmt(g *G, n string, style int) string {
	if len(n) == 15 {
		if style%2 == 0 {
			return n[:4] + " " + n[4:10] + " " + n[10:]
		}
		return n[:4] + "-" + n[4:10] + "-" + n[10:]
	}
	if len(n) == 19 {
		return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:16] + " " + n[16:]
	}
	switch style {
	case 0:
		return grp(n, " ", 4, 4, 4)
	case 1:
		return grp(n, "-", 4, 4, 4)
	case 2:
		return n
	}
	return grp(n, " ", 4, 4, 4)
}

// ---------- JWT ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b
}

func (g *G) uuid() string {
	h := g.alnum(32, hexd)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + g.pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}

var jwtIssuers = []string{"https://login.myaccount-portal.com", "https://auth.tenantportal.io", "https://id.claims-center.net", "https://sso.benefits-hub.org", "https://accounts.utility-online.com", "https://auth.daycare-connect.app", "https://appointments.visa-services.net", "https://secure.patientportal.health", "https://id.schoolpay.com", "https://auth.rentcafe-portal.com", "https://login.insurance-selfservice.de", "https://compte.espace-assure.fr"}

func (g *G) jwt() string {
	var h string
	var sig int
	switch g.r.Intn(4) {
	case 0:
		h, sig = `{"alg":"HS256","typ":"JWT"}`, 32
	case 1:
		h, sig = `{"alg":"RS256","typ":"JWT","kid":"`+g.alnum(16, hexd)+`"}`, 256
	case 2:
		h, sig = `{"typ":"JWT","alg":"ES256"}`, 64
	default:
		h, sig = `{"alg":"HS512","typ":"JWT"}`, 64
	}
	iat := 1704067200 + g.r.Intn(60000000)
	exp := iat + g.pick3(900, 3600, 86400)
	var p string
	iss := g.pick(jwtIssuers...)
	switch g.r.Intn(4) {
	case 0:
		p = fmt.Sprintf(`{"sub":"%s","iss":"%s","iat":%d,"exp":%d,"scope":"reset_password"}`, g.uuid(), iss, iat, exp)
	case 1:
		g.ensureName()
		p = fmt.Sprintf(`{"sub":"%d","name":"%s %s","iat":%d,"exp":%d}`, g.in(100000, 99999999), capit(g.first), capit(g.last), iat, exp)
	case 2:
		p = fmt.Sprintf(`{"iss":"%s","aud":"web","sub":"%s","sid":"%s","iat":%d,"exp":%d}`, iss, g.alnum(24, an), g.alnum(16, hexd), iat, exp)
	default:
		p = fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"sub":"%s"}`, g.alnum(32, hexd), iat, exp+315360000, g.alnum(12, hexd))
	}
	return b64(h) + "." + b64(p) + "." + base64.RawURLEncoding.EncodeToString(g.randBytes(sig))
}

// ---------- secrets ----------

var pwWords = []string{"Sunflower", "Pancake", "Bluebird", "Hamburg", "Mariposa", "Tulipan", "Soleil", "Rosalie", "Kaffee", "Bella", "Milano", "Porto", "Lotus", "Tigre", "Biscuit", "Maple", "Luna", "Oscar", "Pelikan", "Sakura", "Istanbul", "Natasha", "Mango", "Jasmine", "Falcon", "Orchidee", "Caramel", "Nemo", "Gizmo", "Dolce", "Vento", "Koala", "Panda", "Chispa", "Zeus", "Kiwi"}

func (g *G) password() string {
	w := g.pick(pwWords...)
	y := fmt.Sprint(g.in(1970, 2024))
	d := fmt.Sprint(g.in(10, 99))
	s := g.pick("!", "#", "$", "*", "?", ".", "@", "&", "%")
	e := g.pick("#", "$", "*", "@", "&", "%") // a last byte no sentence ends with
	switch g.r.Intn(7) {
	case 0:
		return w + s + y
	case 1:
		return strings.ToLower(w) + y + e
	case 2:
		return w + d + s + g.pick(pwWords...)[:3]
	case 3:
		return s + w + d
	case 4:
		return w + "_" + d + strings.ToLower(g.pick(pwWords...))
	case 5:
		return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + d + d[:1] + e
	}
	return g.tempPassword()
}

func (g *G) tempPassword() string {
	for {
		s := g.alnum(g.in(10, 14), an+"#!$%&*?")
		if strings.ContainsAny(s, digs) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) && !strings.ContainsAny(s[len(s)-1:], "!?") {
			return s
		}
	}
}

var piiGens = map[string]piiGen{}
var keepGens = map[string]func(*G) string{}
var neutralGens = map[string]func(*G) string{}

func init() {
	for k, fn := range phones {
		fn := fn
		piiGens["ph_"+k] = piiGen{"phone", fn}
	}
	piiGens["email"] = piiGen{"email", func(g *G) string { return g.email() }}
	piiGens["email_up"] = piiGen{"email", func(g *G) string {
		e := g.email()
		return strings.ToUpper(e[:1]) + e[1:]
	}}
	piiGens["email_at"] = piiGen{"email", func(g *G) string {
		l := g.local()
		p := g.pick(providers(g.lang)...)
		switch g.r.Intn(4) {
		case 0:
			return l + "(at)" + p
		case 1:
			return l + " [at] " + p
		case 2:
			dom := strings.Replace(p, ".", " dot ", 1)
			return l + " at " + dom
		}
		return l + " (at) " + strings.Replace(p, ".", " (punkt) ", 1)
	}}
	piiGens["email_gmailat"] = piiGen{"email", func(g *G) string {
		return g.local() + " at " + g.pick("gmail dot com", "hotmail dot com", "yahoo dot com", "outlook dot com")
	}}
	piiGens["email_pct"] = piiGen{"email", func(g *G) string {
		return g.local() + "%40" + g.pick(providers(g.lang)...)
	}}
	piiGens["ssn"] = piiGen{"ssn", func(g *G) string { a, b, c := g.ssnParts(); return a + "-" + b + "-" + c }}
	piiGens["ssn_sp"] = piiGen{"ssn", func(g *G) string { a, b, c := g.ssnParts(); return a + " " + b + " " + c }}
	piiGens["ssn_bare"] = piiGen{"ssn", func(g *G) string { a, b, c := g.ssnParts(); return a + b + c }}
	piiGens["ssn_dot"] = piiGen{"ssn", func(g *G) string { a, b, c := g.ssnParts(); return a + "." + b + "." + c }}
	piiGens["itin"] = piiGen{"ssn", func(g *G) string { a, b, c := g.itinParts(); return a + "-" + b + "-" + c }}
	piiGens["itin_sp"] = piiGen{"ssn", func(g *G) string { a, b, c := g.itinParts(); return a + " " + b + " " + c }}
	piiGens["itin_bare"] = piiGen{"ssn", func(g *G) string { a, b, c := g.itinParts(); return a + b + c }}
	for _, is := range []string{"visa", "mc", "amex", "disc", "jcb", "up", "mir", "rupay", "troy", "elo"} {
		is := is
		piiGens["cc_"+is] = piiGen{"credit_card", func(g *G) string { return cardFmt(g, g.cardNum(is), g.r.Intn(4)) }}
		piiGens["cc_"+is+"_pl"] = piiGen{"credit_card", func(g *G) string { return g.cardNum(is) }}
	}
	piiGens["cc_any"] = piiGen{"credit_card", func(g *G) string {
		return cardFmt(g, g.cardNum(g.pick("visa", "visa", "visa", "mc", "mc", "amex", "disc")), g.r.Intn(4))
	}}
	piiGens["cc_any_sp"] = piiGen{"credit_card", func(g *G) string {
		return cardFmt(g, g.cardNum(g.pick("visa", "visa", "mc", "mc", "amex", "disc")), 0)
	}}
	piiGens["jwt"] = piiGen{"jwt", func(g *G) string { return g.jwt() }}
	piiGens["pw"] = piiGen{"bearer", func(g *G) string { return g.password() }}
	piiGens["pw_temp"] = piiGen{"bearer", func(g *G) string { return g.tempPassword() }}
	piiGens["wifi_fritz"] = piiGen{"bearer", func(g *G) string { return grp(g.digits(20), " ", 4, 4, 4, 4) }}
	piiGens["wifi"] = piiGen{"bearer", func(g *G) string {
		switch g.r.Intn(3) {
		case 0:
			return g.strongRand(12, lower+upper+digs)
		case 1:
			return strings.ToLower(g.pick(pwWords...)) + "-" + strings.ToLower(g.pick(pwWords...)) + "-" + g.digits(2)
		}
		return g.pick(pwWords...) + g.digits(4) + g.pick("!", "#", "")
	}}
	piiGens["octopus"] = piiGen{"bearer", func(g *G) string { return "sk_live_" + g.strongRand(24, an) }}
	piiGens["openai"] = piiGen{"bearer", func(g *G) string {
		return "sk-proj-" + g.strongRand(64, an+"_-") + "T3BlbkFJ" + g.strongRand(64, an+"_-")
	}}
	piiGens["appw"] = piiGen{"bearer", func(g *G) string {
		return g.alnum(4, lower) + " " + g.alnum(4, lower) + " " + g.alnum(4, lower) + " " + g.alnum(4, lower)
	}}
	piiGens["hex64"] = piiGen{"bearer", func(g *G) string { return g.alnum(64, hexd) }}
	piiGens["plaid"] = piiGen{"bearer", func(g *G) string { return "access-production-" + g.uuid() }}
	piiGens["upbank"] = piiGen{"bearer", func(g *G) string { return "up:yeah:" + g.strongRand(64, an) }}
	piiGens["notion"] = piiGen{"bearer", func(g *G) string { return "ntn_" + g.digits(11) + g.strongRand(35, an) }}
	piiGens["airtable"] = piiGen{"bearer", func(g *G) string { return "pat" + g.strongRand(14, an) + "." + g.alnum(64, hexd) }}
	piiGens["telegram"] = piiGen{"bearer", func(g *G) string {
		return fmt.Sprint(g.in(5000000000, 7999999999)) + ":AA" + g.strongRand(33, an+"_-")
	}}
	piiGens["tok40"] = piiGen{"bearer", func(g *G) string { return g.strongRand(40, an) }}
	piiGens["tok_b64"] = piiGen{"bearer", func(g *G) string {
		return base64.StdEncoding.EncodeToString(g.randBytes(g.pick3(24, 30, 33)))
	}}
	piiGens["basic"] = piiGen{"bearer", func(g *G) string {
		g.ensureName()
		return base64.StdEncoding.EncodeToString([]byte(g.first + "." + g.last + ":" + g.password()))
	}}
	piiGens["ghp"] = piiGen{"bearer", func(g *G) string { return "ghp_" + g.strongRand(36, an) }}
	piiGens["stripe_sk"] = piiGen{"bearer", func(g *G) string { return "sk_live_51" + g.strongRand(97, an) }}
	piiGens["ha_token"] = piiGen{"jwt", func(g *G) string {
		iat := 1704067200 + g.r.Intn(60000000)
		return b64(`{"alg":"HS256","typ":"JWT"}`) + "." + b64(fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, g.alnum(32, hexd), iat, iat+315360000)) + "." + base64.RawURLEncoding.EncodeToString(g.randBytes(32))
	}}

	initKeep()
	initNeutral()
}

// ---------- keep generators ----------

func ibanCheck(country, bban string) string {
	// move country+00 to the end, letters to numbers, 98 - mod 97
	s := bban + country + "00"
	var num strings.Builder
	for _, c := range s {
		if c >= 'A' && c <= 'Z' {
			num.WriteString(fmt.Sprint(int(c-'A') + 10))
		} else {
			num.WriteRune(c)
		}
	}
	n, _ := new(big.Int).SetString(num.String(), 10)
	m := new(big.Int).Mod(n, big.NewInt(97)).Int64()
	return fmt.Sprintf("%s%02d%s", country, 98-m, bban)
}

var months = map[string][]string{
	"en": {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
}

// ymd returns the next date of the line: dates in one line move forward from
// a random start, as the periods and deadlines of a bill do.
func (g *G) ymd() (int, int, int) {
	if g.day == 0 {
		g.day = g.in(0, 3*365)
	} else {
		g.day += g.in(1, 45)
	}
	y, m := 2023, 1
	mdays := []int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
	d := g.day
	for {
		n := mdays[m-1]
		if m == 2 && y%4 == 0 {
			n = 29
		}
		if d < n {
			return y, m, d + 1
		}
		d -= n
		m++
		if m == 13 {
			m, y = 1, y+1
		}
	}
}

func (g *G) date() string {
	y, m, d := g.ymd()
	switch nameLang(g.lang) {
	case "en":
		if g.lang == "en-uk" || g.lang == "en-in" {
			return fmt.Sprintf("%02d/%02d/%d", d, m, y)
		}
		if g.r.Intn(3) == 0 {
			return fmt.Sprintf("%s %d, %d", months["en"][m-1], d, y)
		}
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case "de", "ru", "pl", "tr":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case "zh", "ja":
		if g.r.Intn(2) == 0 {
			return fmt.Sprintf("%d年%d月%d日", y, m, d)
		}
		return fmt.Sprintf("%d/%02d/%02d", y, m, d)
	case "ko":
		return fmt.Sprintf("%d. %d. %d.", y, m, d)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func commas(n int, sep string) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	return strings.Join(append([]string{s}, out...), sep)
}

func (g *G) amount() string {
	n := g.in(12, 1900)
	if g.r.Intn(6) == 0 {
		n = g.in(1900, 30000)
	}
	c := fmt.Sprintf("%02d", g.r.Intn(100))
	switch g.lang {
	case "en", "es-en", "zh-en":
		return "$" + commas(n, ",") + "." + c
	case "en-uk":
		return "£" + commas(n, ",") + "." + c
	case "en-in", "hi", "hi-en":
		if n >= 1000 {
			s := fmt.Sprint(n * 10)
			return "₹" + s[:len(s)-3] + "," + s[len(s)-3:]
		}
		return "₹" + fmt.Sprint(n)
	case "de", "de-en", "it", "es", "nl", "pt-pt":
		return commas(n, ".") + "," + c + " €"
	case "fr":
		return commas(n, " ") + "," + c + " €"
	case "fr-ca":
		return commas(n, " ") + "," + c + " $"
	case "pt":
		return "R$ " + commas(n, ".") + "," + c
	case "pl":
		return commas(n, " ") + "," + c + " zł"
	case "tr":
		return commas(n, ".") + "," + c + " TL"
	case "ru":
		return commas(n, " ") + "," + c + " ₽"
	case "zh":
		return "¥" + commas(n, ",") + "." + c
	case "ja":
		return commas(n*10, ",") + "円"
	case "ko":
		return commas(n*1000, ",") + "원"
	case "ar", "ar-en":
		return commas(n, ",") + "." + c + " " + g.pick("AED", "SAR", "ر.س", "درهم")
	case "es-mx":
		return "$" + commas(n, ",") + "." + c + " MXN"
	}
	return "$" + commas(n, ",") + "." + c
}

func initKeep() {
	k := keepGens
	k["date"] = func(g *G) string { return g.date() }
	k["date_iso"] = func(g *G) string { y, m, d := g.ymd(); return fmt.Sprintf("%d-%02d-%02d", y, m, d) }
	k["date_us"] = func(g *G) string { y, m, d := g.ymd(); return fmt.Sprintf("%02d/%02d/%d", m, d, y) }
	k["dob"] = func(g *G) string {
		return fmt.Sprintf("%02d/%02d/%d", g.in(1, 12), g.in(1, 28), g.in(1950, 2004))
	}
	k["time"] = func(g *G) string { return fmt.Sprintf("%02d:%02d", g.in(7, 18), g.pick3(0, 15, 30)) }
	k["amt"] = func(g *G) string { return g.amount() }
	k["usd"] = func(g *G) string {
		n := g.in(20, 2400)
		if g.r.Intn(6) == 0 {
			n = g.in(2400, 24000)
		}
		return "$" + commas(n, ",") + "." + fmt.Sprintf("%02d", g.r.Intn(100))
	}
	k["eur"] = func(g *G) string {
		return commas(g.in(20, 4000), ".") + "," + fmt.Sprintf("%02d", g.r.Intn(100)) + " €"
	}
	k["year"] = func(g *G) string { return fmt.Sprint(g.in(2022, 2025)) }
	k["ein"] = func(g *G) string {
		return fmt.Sprintf("%02d-%07d", g.pick3(84, 46, 27)+g.in(0, 10), g.in(1000000, 9999999))
	}
	k["routing"] = func(g *G) string {
		return g.pick("021000021", "026009593", "121000248", "111000025", "322271627", "031176110", "071000013", "044000037", "063100277", "091000019", "122000661", "053000196")
	}
	k["npi"] = func(g *G) string {
		body := g.pick("1", "2") + g.digits(8)
		return body + string(luhnDigit("80840"+body))
	}
	k["cpt"] = func(g *G) string {
		return g.pick("99213", "99214", "80053", "85025", "71046", "97110", "90471", "99283", "36415", "93000", "J1100", "G0439", "87880", "81001")
	}
	k["icd"] = func(g *G) string {
		return g.pick("E11.9", "J06.9", "M54.50", "Z00.129", "R07.9", "S93.401A", "K21.9", "I10", "F41.1", "H66.91", "Z23", "O80")
	}
	k["policy"] = func(g *G) string {
		switch g.r.Intn(5) {
		case 0:
			return "POL-" + fmt.Sprint(g.in(2019, 2025)) + "-" + g.digits(6)
		case 1:
			return g.pick("HO", "AU", "RN", "PA") + g.digits(2) + "-" + g.digits(7)
		case 2:
			return g.alnum(3, upper) + g.digits(9)
		case 3:
			return g.digits(3) + " " + g.digits(3) + " " + g.digits(3) + "-" + g.digits(1)
		}
		return g.alnum(2, upper) + "/" + g.digits(8)
	}
	k["claim"] = func(g *G) string {
		switch g.r.Intn(4) {
		case 0:
			return "CLM-" + g.digits(10)
		case 1:
			return g.digits(2) + "-" + g.digits(5) + "-" + g.digits(4)
		case 2:
			return "S" + fmt.Sprint(g.in(2023, 2025)) + "/" + g.digits(6)
		}
		return g.alnum(2, upper) + g.digits(8)
	}
	k["invoice"] = func(g *G) string {
		switch g.r.Intn(4) {
		case 0:
			return "INV-" + g.digits(7)
		case 1:
			return fmt.Sprint(g.in(2023, 2025)) + "-" + g.digits(6)
		case 2:
			return "RE" + g.digits(9)
		}
		return g.alnum(1, upper) + g.digits(6) + "/" + g.digits(2)
	}
	k["acct"] = func(g *G) string {
		switch g.r.Intn(4) {
		case 0:
			return g.digits(4) + " " + g.digits(4) + " " + g.digits(2)
		case 1:
			return g.digits(10)
		case 2:
			return g.digits(3) + "-" + g.digits(3) + "-" + g.digits(4)
		}
		return g.digits(4) + "-" + g.digits(5) + "-" + g.digits(3)
	}
	k["uscis"] = func(g *G) string {
		return g.pick("IOE", "MSC", "EAC", "WAC", "LIN", "SRC", "NBC") + g.nz(10)
	}
	k["uscis_form"] = func(g *G) string {
		return g.pick("I-130", "I-485", "I-765", "I-131", "I-539", "I-90", "N-400", "I-751", "I-20", "DS-160", "I-864", "I-94")
	}
	k["tax_form"] = func(g *G) string {
		return g.pick("1040", "1040-SR", "W-2", "1099-NEC", "1099-INT", "Schedule C", "W-4", "W-7", "1098-T", "8812", "Schedule 1", "1095-A", "W-9", "8962")
	}
	k["masked_ssn"] = func(g *G) string {
		return g.pick("XXX-XX-", "***-**-", "xxx-xx-", "XXX XX ") + fmt.Sprintf("%04d", g.in(1, 9999))
	}
	k["masked_card"] = func(g *G) string {
		l4 := fmt.Sprintf("%04d", g.in(0, 9999))
		return g.pick("**** **** **** "+l4, "XXXX-XXXX-XXXX-"+l4, "•••• "+l4, "************"+l4, "4*** **** **** "+l4)
	}
	k["last4"] = func(g *G) string { return fmt.Sprintf("%04d", g.in(0, 9999)) }
	k["invalid_ssn"] = func(g *G) string {
		switch g.r.Intn(4) {
		case 0:
			return "000-" + fmt.Sprintf("%02d", g.in(1, 99)) + "-" + g.digits(4)
		case 1:
			return "666-" + fmt.Sprintf("%02d", g.in(1, 99)) + "-" + g.digits(4)
		case 2:
			return fmt.Sprintf("9%02d-%02d-%s", g.in(0, 99), g.pick3(10, 23, 44)+g.in(0, 5), g.digits(4))
		}
		return fmt.Sprintf("%03d-00-%s", g.in(1, 899)%665+1, g.digits(4))
	}
	k["luhnfail"] = func(g *G) string {
		for {
			n := g.pick("4", "5", "3") + g.digits(15)
			if !luhnOK(n) {
				return grp(n, " ", 4, 4, 4)
			}
		}
	}
	k["giftcard"] = func(g *G) string {
		for {
			n := "6" + g.digits(15)
			if !luhnOK(n) {
				return grp(n, "-", 4, 4, 4)
			}
		}
	}
	k["version"] = func(g *G) string { return fmt.Sprintf("%d.%d.%d", g.in(1, 12), g.in(0, 30), g.in(0, 9)) }
	k["zip"] = func(g *G) string { return fmt.Sprintf("%05d", g.in(1001, 99950)) }
	k["zip4"] = func(g *G) string { return fmt.Sprintf("%05d-%04d", g.in(1001, 99950), g.in(1, 9999)) }
	k["plz"] = func(g *G) string { return fmt.Sprintf("%05d", g.in(1067, 99998)) }
	k["cp_fr"] = func(g *G) string { return fmt.Sprintf("%02d%03d", g.in(1, 95), g.in(0, 999)) }
	k["usps"] = func(g *G) string {
		return "9400 " + g.digits(4) + " " + g.digits(4) + " " + g.digits(4) + " " + g.digits(4) + " " + g.digits(2)
	}
	k["ups"] = func(g *G) string { return "1Z" + g.alnum(6, upper+digs) + g.digits(10) }
	k["ds160"] = func(g *G) string { return "AA00" + g.alnum(6, upper+digs) }
	k["iban_co"] = func(g *G) string {
		switch g.r.Intn(5) {
		case 0:
			return ibanFmt(ibanCheck("DE", g.digits(18)))
		case 1:
			return ibanFmt(ibanCheck("FR", g.digits(10)+g.alnum(11, upper+digs)+g.digits(2)))
		case 2:
			return ibanFmt(ibanCheck("NL", g.alnum(4, upper)+g.digits(10)))
		case 3:
			return ibanFmt(ibanCheck("ES", g.digits(20)))
		}
		return ibanFmt(ibanCheck("IT", g.alnum(1, upper)+g.digits(10)+g.alnum(12, upper+digs)))
	}
	k["bic"] = func(g *G) string {
		return g.pick("COBADEFFXXX", "DEUTDEFF", "BNPAFRPPXXX", "INGBNL2A", "CAIXESBBXXX", "BCITITMM", "SOGEFRPP", "RABONL2U", "BSCHESMM", "HYVEDEMMXXX")
	}
	k["meter"] = func(g *G) string {
		return g.pick("1ESY", "1EMH", "1LOG", "1ITF") + g.digits(10)
	}
	k["mpan"] = func(g *G) string { return g.pick("10", "12", "14", "16", "19", "20", "23") + g.digits(11) }
	k["cups"] = func(g *G) string { return "ES0" + g.digits(3) + "0000" + g.digits(12) + g.alnum(2, upper) }
	k["pod"] = func(g *G) string { return "IT001E" + g.digits(8) }
	k["pdl"] = func(g *G) string { return g.pick("0", "1", "2") + g.digits(13) }
	k["ean_nl"] = func(g *G) string { return "8716" + g.digits(14) }
	k["kdnr"] = func(g *G) string { return g.nz(g.in(8, 10)) }
	k["case"] = func(g *G) string {
		return g.pick("CASE-", "Ticket #", "SR ", "Ref. ") + g.digits(g.in(6, 9))
	}
	k["order"] = func(g *G) string {
		return g.pick("#", "No. ", "") + g.digits(3) + "-" + g.digits(7) + "-" + g.digits(7)
	}
	k["ticket"] = func(g *G) string { return g.pick("001", "016", "125", "020", "057", "074", "176") + " " + g.nz(10) }
	k["room"] = func(g *G) string {
		return g.pick("Apt ", "Unit ", "Suite ", "#") + fmt.Sprint(g.in(1, 40)) + g.pick("A", "B", "C", "", "")
	}
	k["ph_placeholder"] = func(g *G) string {
		return g.pick("(555) 555-5555", "(XXX) XXX-XXXX", "000-000-0000", "+1 (___) ___-____", "06 XX XX XX XX", "+49 (0) 000 000000")
	}
	k["pw_placeholder"] = func(g *G) string {
		return g.pick("********", "••••••••", "<password>", "[your password]", "xxxxxxxx")
	}
	k["email_handle"] = func(g *G) string {
		return g.pick("@IRSnews", "@USCIS", "@SSAgov", "@ConEdison", "@CAF_Actu", "@DB_Bahn", "@Santander_es", "@HMRCcustomers")
	}
	k["jwt_trunc"] = func(g *G) string { return "eyJhbGciOiJ" + g.pick("IUzI1NiIs", "SUzI1NiIs", "FUzI1NiIs") + "..." }
	k["pk_live"] = func(g *G) string { return "pk_live_" + g.strongRand(24, an) }
	k["cpf_mask"] = func(g *G) string { return "***." + g.digits(3) + "." + g.digits(3) + "-**" }
	k["aktenzeichen"] = func(g *G) string {
		return g.digits(2) + " " + g.alnum(1, "CKOS") + " " + g.digits(3) + "/" + g.digits(2)
	}
	k["kwh"] = func(g *G) string { return commas(g.in(800, 9000), g.pick(".", ",", "")) + " kWh" }
	k["reading"] = func(g *G) string { return fmt.Sprintf("%06d", g.in(1000, 99999)) }
	k["flat"] = func(g *G) string { return fmt.Sprint(g.in(1000, 99999)) }
}

func ibanFmt(s string) string {
	var parts []string
	for len(s) > 4 {
		parts = append(parts, s[:4])
		s = s[4:]
	}
	return strings.Join(append(parts, s), " ")
}

func initNeutral() {
	n := neutralGens
	n["name"] = func(g *G) string { return g.newName() }
	n["first"] = func(g *G) string { n := g.newName(); return strings.Fields(n)[0] }
	n["kid"] = func(g *G) string {
		kids := map[string][]string{"en": {"Mia", "Noah", "Ava", "Liam", "Zoe", "Eli"}, "es": {"Sofía", "Mateo", "Valentina", "Santiago"}, "fr": {"Léa", "Hugo", "Chloé", "Louis"}, "de": {"Emma", "Paul", "Mila", "Ben"}, "it": {"Aurora", "Leonardo", "Giorgia"}, "pt": {"Helena", "Miguel", "Alice"}, "nl": {"Julia", "Sem", "Tess"}, "pl": {"Zuzanna", "Antoni", "Hanna"}, "tr": {"Zeynep", "Yusuf", "Defne"}, "ru": {"Маша", "Артём", "Софья"}, "zh": {"小雨", "子涵", "浩宇"}, "ja": {"陽翔", "結菜", "蓮"}, "ko": {"서준", "하윤", "지우"}, "hi": {"आरव", "अनाया", "विवान"}, "ar": {"ليان", "آدم", "جود"}}
		l := kids[nameLang(g.lang)]
		return l[g.r.Intn(len(l))]
	}
	n["addr_us"] = func(g *G) string {
		return fmt.Sprintf("%d %s %s", g.in(12, 9800), g.pick("Maple", "Oak", "Cedar", "Elm", "Washington", "Lincoln", "Park", "Lakeview", "Sunset", "Highland"), g.pick("St", "Ave", "Dr", "Blvd", "Ln", "Ct"))
	}
	n["city_us"] = func(g *G) string {
		return g.pick("Houston, TX", "Queens, NY", "Chicago, IL", "Phoenix, AZ", "San Jose, CA", "Miami, FL", "Columbus, OH", "Atlanta, GA", "Seattle, WA", "Denver, CO", "Newark, NJ", "Charlotte, NC")
	}
}

func capit(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
