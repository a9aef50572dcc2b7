package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// G carries the one random source and the set of values already handed out.
// The set is only ever looked up, never iterated.
type G struct {
	r    *rand.Rand
	used map[string]bool
}

func (g *G) in(n int) int             { return g.r.Intn(n) }
func (g *G) rng(lo, hi int) int       { return lo + g.r.Intn(hi-lo+1) }
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) chance(p float64) bool    { return g.r.Float64() < p }

func (g *G) from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

const (
	digitsA = "0123456789"
	lowerA  = "abcdefghijklmnopqrstuvwxyz"
	upperA  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	alnumA  = upperA + lowerA + digitsA
	hexA    = "0123456789abcdef"
	b64uA   = alnumA + "-_"
)

func (g *G) digits(n int) string { return g.from(digitsA, n) }
func (g *G) hex(n int) string    { return g.from(hexA, n) }

// secretish returns n bytes of alphabet alpha with at least two digits, a capital
// and a small letter, as generated credentials have.
func (g *G) secretish(alpha string, n int) string {
	for {
		s := g.from(alpha, n)
		d, u, l := 0, 0, 0
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			case c >= 'a' && c <= 'z':
				l++
			}
		}
		if (d >= 2 || !strings.ContainsAny(alpha, digitsA)) && (u >= 1 || !strings.ContainsAny(alpha, upperA)) && (l >= 1 || !strings.ContainsAny(alpha, lowerA)) {
			return s
		}
	}
}

func (g *G) uniq(f func() string) string {
	for i := 0; i < 10000; i++ {
		v := f()
		if !g.used[v] {
			g.used[v] = true
			return v
		}
	}
	panic("uniq: no fresh value")
}

// ---------- people ----------

type person struct {
	first, last string // romanised, for addresses
	disp        string // as the text writes the name
}

type names struct {
	first, last []string
	native      [][2]string // optional native-script given/family pairs, index-aligned with romanised lists
	domains     []string
}

var people = map[string]names{}

func init() {
	people["en"] = names{
		first:   []string{"james", "olivia", "noah", "emma", "liam", "ava", "ethan", "mia", "lucas", "harper", "mason", "ella", "logan", "grace", "caleb", "chloe", "owen", "nora", "isaac", "ruby"},
		last:    []string{"smith", "johnson", "walker", "turner", "brooks", "carter", "hughes", "bennett", "foster", "reed", "howard", "price", "ward", "gray", "kelly", "murphy", "nguyen", "patel", "okafor", "kowalczyk"},
		domains: []string{"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk", "comcast.net", "proton.me", "btinternet.com", "bigpond.com", "aol.com"},
	}
	people["de"] = names{
		first:   []string{"lukas", "anna", "jonas", "lea", "felix", "mia", "leon", "hannah", "paul", "lena", "maximilian", "sophie", "tobias", "julia", "florian", "katrin", "juergen", "sabine", "matthias", "ute"},
		last:    []string{"mueller", "schmidt", "schneider", "fischer", "weber", "meyer", "wagner", "becker", "schulz", "hoffmann", "koch", "richter", "klein", "wolf", "schroeder", "neumann", "braun", "zimmermann", "krueger", "hartmann"},
		domains: []string{"web.de", "gmx.de", "t-online.de", "gmx.at", "bluewin.ch", "posteo.de", "freenet.de", "arcor.de"},
	}
	people["fr"] = names{
		first:   []string{"camille", "louis", "chloe", "hugo", "manon", "lucas", "ines", "jules", "lea", "gabriel", "sarah", "arthur", "juliette", "mathis", "zoe", "nathan", "elise", "antoine", "margaux", "theo"},
		last:    []string{"martin", "bernard", "dubois", "thomas", "robert", "richard", "petit", "durand", "leroy", "moreau", "simon", "laurent", "lefebvre", "michel", "garcia", "fournier", "girard", "bonnet", "dupont", "lambert"},
		domains: []string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "neuf.fr", "bbox.fr", "skynet.be"},
	}
	people["es"] = names{
		first:   []string{"lucia", "hugo", "martina", "pablo", "sofia", "alejandro", "valeria", "diego", "carmen", "javier", "ximena", "santiago", "paula", "mateo", "elena", "andres", "camila", "jorge", "daniela", "rodrigo"},
		last:    []string{"garcia", "fernandez", "gonzalez", "rodriguez", "lopez", "martinez", "sanchez", "perez", "gomez", "martin", "jimenez", "ruiz", "hernandez", "diaz", "moreno", "alvarez", "romero", "torres", "ramirez", "flores"},
		domains: []string{"hotmail.es", "yahoo.es", "telefonica.net", "prodigy.net.mx", "gmail.com", "outlook.es", "yahoo.com.mx", "hotmail.com.ar"},
	}
	people["pt"] = names{
		first:   []string{"joao", "maria", "pedro", "ana", "lucas", "beatriz", "gabriel", "larissa", "rafael", "juliana", "thiago", "fernanda", "bruno", "camila", "diego", "leticia", "vinicius", "mariana", "rodrigo", "tatiana"},
		last:    []string{"silva", "santos", "oliveira", "souza", "rodrigues", "ferreira", "alves", "pereira", "lima", "gomes", "costa", "ribeiro", "martins", "carvalho", "almeida", "lopes", "soares", "fernandes", "vieira", "barbosa"},
		domains: []string{"uol.com.br", "bol.com.br", "terra.com.br", "sapo.pt", "globo.com", "ig.com.br", "hotmail.com.br", "yahoo.com.br"},
	}
	people["it"] = names{
		first:   []string{"giulia", "marco", "francesca", "alessandro", "chiara", "luca", "sara", "matteo", "elena", "andrea", "valentina", "davide", "martina", "simone", "alessia", "federico", "giorgia", "riccardo", "silvia", "paolo"},
		last:    []string{"rossi", "russo", "ferrari", "esposito", "bianchi", "romano", "colombo", "ricci", "marino", "greco", "bruno", "gallo", "conti", "deluca", "mancini", "costa", "giordano", "rizzo", "lombardi", "moretti"},
		domains: []string{"libero.it", "virgilio.it", "tiscali.it", "alice.it", "tin.it", "fastwebnet.it", "email.it", "pec.it"},
	}
	people["nl"] = names{
		first:   []string{"daan", "emma", "sem", "julia", "lucas", "tess", "bram", "sanne", "thijs", "lotte", "ruben", "fleur", "jesse", "anouk", "niels", "femke", "joost", "ilse", "wouter", "marloes"},
		last:    []string{"devries", "jansen", "vandijk", "bakker", "visser", "smit", "meijer", "deboer", "mulder", "degroot", "bos", "vos", "peters", "hendriks", "vanleeuwen", "dekker", "brouwer", "dewit", "dijkstra", "smits"},
		domains: []string{"ziggo.nl", "kpnmail.nl", "xs4all.nl", "telenet.be", "hetnet.nl", "planet.nl", "home.nl", "casema.nl"},
	}
	people["pl"] = names{
		first:   []string{"jakub", "zuzanna", "antoni", "julia", "szymon", "maja", "filip", "lena", "kacper", "alicja", "michal", "oliwia", "bartosz", "natalia", "tomasz", "agnieszka", "piotr", "katarzyna", "marcin", "magdalena"},
		last:    []string{"nowak", "kowalski", "wisniewski", "wojcik", "kowalczyk", "kaminski", "lewandowski", "zielinski", "szymanski", "wozniak", "dabrowski", "kozlowski", "jankowski", "mazur", "kwiatkowski", "krawczyk", "piotrowski", "grabowski", "pawlak", "michalski"},
		domains: []string{"wp.pl", "onet.pl", "o2.pl", "interia.pl", "gazeta.pl", "op.pl", "poczta.fm", "tlen.pl"},
	}
	people["tr"] = names{
		first:   []string{"mehmet", "ayse", "mustafa", "fatma", "ahmet", "zeynep", "emre", "elif", "burak", "merve", "can", "ebru", "murat", "selin", "kerem", "deniz", "oguz", "irem", "serkan", "gizem"},
		last:    []string{"yilmaz", "kaya", "demir", "sahin", "celik", "yildiz", "yildirim", "ozturk", "aydin", "ozdemir", "arslan", "dogan", "kilic", "aslan", "cetin", "kara", "koc", "kurt", "ozkan", "simsek"},
		domains: []string{"hotmail.com.tr", "yandex.com.tr", "mynet.com", "turk.net", "superonline.com", "ttmail.com", "gmail.com", "outlook.com.tr"},
	}
	people["ru"] = names{
		first:   []string{"aleksandr", "elena", "dmitry", "olga", "sergey", "natalia", "ivan", "tatiana", "andrey", "irina", "maxim", "anna", "pavel", "svetlana", "nikolai", "ekaterina", "artem", "yulia", "mikhail", "daria"},
		last:    []string{"ivanov", "smirnov", "kuznetsov", "popov", "vasiliev", "petrov", "sokolov", "mikhailov", "novikov", "fedorov", "morozov", "volkov", "alekseev", "lebedev", "semenov", "egorov", "pavlov", "kozlov", "stepanov", "nikolaev"},
		native:  [][2]string{{"Александр", "Иванов"}, {"Елена", "Смирнова"}, {"Дмитрий", "Кузнецов"}, {"Ольга", "Попова"}, {"Сергей", "Васильев"}, {"Наталья", "Петрова"}, {"Иван", "Соколов"}, {"Татьяна", "Михайлова"}, {"Андрей", "Новиков"}, {"Ирина", "Федорова"}, {"Максим", "Морозов"}, {"Анна", "Волкова"}, {"Павел", "Алексеев"}, {"Светлана", "Лебедева"}, {"Николай", "Семёнов"}, {"Екатерина", "Егорова"}, {"Артём", "Павлов"}, {"Юлия", "Козлова"}, {"Михаил", "Степанов"}, {"Дарья", "Николаева"}},
		domains: []string{"yandex.ru", "mail.ru", "rambler.ru", "bk.ru", "list.ru", "inbox.ru", "ya.ru", "yandex.kz"},
	}
	people["ja"] = names{
		first:   []string{"hiroshi", "yuki", "takumi", "sakura", "kenta", "aoi", "daiki", "haruka", "sho", "misaki", "ren", "yui", "kaito", "nanami", "yusuke", "ayaka", "ryo", "mai", "kazuki", "emi"},
		last:    []string{"sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito", "yamamoto", "nakamura", "kobayashi", "kato", "yoshida", "yamada", "sasaki", "yamaguchi", "matsumoto", "inoue", "kimura", "hayashi", "shimizu", "mori"},
		native:  [][2]string{{"博", "佐藤"}, {"由紀", "鈴木"}, {"拓海", "高橋"}, {"さくら", "田中"}, {"健太", "渡辺"}, {"葵", "伊藤"}, {"大輝", "山本"}, {"遥", "中村"}, {"翔", "小林"}, {"美咲", "加藤"}, {"蓮", "吉田"}, {"結衣", "山田"}, {"海斗", "佐々木"}, {"七海", "山口"}, {"雄介", "松本"}, {"彩花", "井上"}, {"涼", "木村"}, {"舞", "林"}, {"一樹", "清水"}, {"恵美", "森"}},
		domains: []string{"yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "nifty.com", "softbank.ne.jp", "i.softbank.jp", "biglobe.ne.jp", "ocn.ne.jp"},
	}
	people["zh"] = names{
		first:   []string{"wei", "fang", "min", "jing", "lei", "na", "yang", "li", "jun", "xiuying", "tao", "yan", "qiang", "hui", "bo", "ling", "hao", "mei", "chao", "xin"},
		last:    []string{"wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou", "xu", "sun", "ma", "zhu", "hu", "guo", "he", "lin", "gao", "luo"},
		native:  [][2]string{{"伟", "王"}, {"芳", "李"}, {"敏", "张"}, {"静", "刘"}, {"磊", "陈"}, {"娜", "杨"}, {"洋", "黄"}, {"丽", "赵"}, {"军", "吴"}, {"秀英", "周"}, {"涛", "徐"}, {"燕", "孙"}, {"强", "马"}, {"辉", "朱"}, {"波", "胡"}, {"玲", "郭"}, {"浩", "何"}, {"梅", "林"}, {"超", "高"}, {"鑫", "罗"}},
		domains: []string{"qq.com", "163.com", "126.com", "sina.com", "sohu.com", "aliyun.com", "foxmail.com", "yeah.net"},
	}
	people["ar"] = names{
		first:   []string{"ahmed", "fatima", "mohammed", "aisha", "omar", "layla", "khalid", "noura", "youssef", "mariam", "hassan", "sara", "ali", "huda", "tariq", "reem", "faisal", "amal", "karim", "dina"},
		last:    []string{"alharbi", "alqahtani", "alghamdi", "alzahrani", "mansour", "haddad", "khalil", "nasser", "saleh", "hamdan", "aziz", "farouk", "ibrahim", "sabry", "alotaibi", "aldosari", "hussein", "rashed", "said", "mahmoud"},
		native:  [][2]string{{"أحمد", "الحربي"}, {"فاطمة", "القحطاني"}, {"محمد", "الغامدي"}, {"عائشة", "الزهراني"}, {"عمر", "منصور"}, {"ليلى", "حداد"}, {"خالد", "خليل"}, {"نورة", "ناصر"}, {"يوسف", "صالح"}, {"مريم", "حمدان"}, {"حسن", "عزيز"}, {"سارة", "فاروق"}, {"علي", "إبراهيم"}, {"هدى", "صبري"}, {"طارق", "العتيبي"}, {"ريم", "الدوسري"}, {"فيصل", "حسين"}, {"أمل", "راشد"}, {"كريم", "سعيد"}, {"دينا", "محمود"}},
		domains: []string{"hotmail.com", "gmail.com", "yahoo.com", "outlook.sa", "live.com", "windowslive.com", "yahoo.ae", "outlook.com"},
	}
	people["hi"] = names{
		first:   []string{"priya", "rahul", "ananya", "arjun", "kavya", "rohan", "sneha", "vikram", "pooja", "aditya", "neha", "karan", "divya", "siddharth", "meera", "amit", "riya", "sanjay", "isha", "manish"},
		last:    []string{"sharma", "verma", "gupta", "singh", "patel", "iyer", "reddy", "nair", "mehta", "joshi", "kulkarni", "agarwal", "banerjee", "chopra", "desai", "pillai", "rao", "saxena", "malhotra", "bhat"},
		native:  [][2]string{{"प्रिया", "शर्मा"}, {"राहुल", "वर्मा"}, {"अनन्या", "गुप्ता"}, {"अर्जुन", "सिंह"}, {"काव्या", "पटेल"}, {"रोहन", "अय्यर"}, {"स्नेहा", "रेड्डी"}, {"विक्रम", "नायर"}, {"पूजा", "मेहता"}, {"आदित्य", "जोशी"}, {"नेहा", "कुलकर्णी"}, {"करण", "अग्रवाल"}, {"दिव्या", "बनर्जी"}, {"सिद्धार्थ", "चोपड़ा"}, {"मीरा", "देसाई"}, {"अमित", "पिल्लई"}, {"रिया", "राव"}, {"संजय", "सक्सेना"}, {"ईशा", "मल्होत्रा"}, {"मनीष", "भट"}},
		domains: []string{"rediffmail.com", "gmail.com", "yahoo.co.in", "outlook.in", "hotmail.com", "sify.com", "zohomail.in", "indiatimes.com"},
	}
}

var companyDomains = []string{"acme-logistics.com", "northwind.io", "globex.de", "initech.fr", "umbrella-health.com", "vandelay.co.uk", "stark-industries.es", "hooli.com.br", "wayne-ent.it", "cyberdyne.nl", "soylent.pl", "tyrell.com.tr", "oscorp.ru", "kaiju.co.jp", "shenzhen-mfg.cn", "nilegate.sa", "tatamotors-demo.in", "bluthco.com.au"}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (g *G) person(lc string) person {
	n := people[lc]
	i, j := g.in(len(n.first)), g.in(len(n.last))
	p := person{first: n.first[i], last: n.last[j]}
	if len(n.native) > 0 {
		if lc == "ja" || lc == "zh" {
			p.disp = n.native[j][1] + n.native[i][0]
		} else {
			p.disp = n.native[i][0] + " " + n.native[j][1]
		}
	} else {
		p.disp = title(p.first) + " " + title(p.last)
	}
	return p
}

func (g *G) emailFor(lc string, p person, work bool) string {
	n := people[lc]
	return g.uniq(func() string {
		var local string
		switch g.in(9) {
		case 0:
			local = p.first + "." + p.last
		case 1:
			local = p.first + p.last + g.digits(2)
		case 2:
			local = p.first[:1] + "." + p.last
		case 3:
			local = p.first + "_" + p.last
		case 4:
			local = p.last + "." + p.first + g.digits(1)
		case 5:
			local = p.first + g.digits(3)
		case 6:
			local = p.first + "-" + p.last
		case 7:
			local = p.first[:1] + p.last + g.digits(2)
		default:
			local = p.first + "." + p.last + g.pick("+orders", "+shop", "+billing", "+jira")
		}
		dom := n.domains[g.in(len(n.domains))]
		if work {
			dom = companyDomains[g.in(len(companyDomains))]
		}
		if g.used[local+"@"+dom] {
			local += g.digits(2)
		}
		return local + "@" + dom
	})
}

// ---------- phones ----------

var countryOf = map[string][]string{
	"en": {"us", "us", "uk", "au", "ca"}, "de": {"de", "de", "at"}, "fr": {"fr"}, "es": {"es", "mx"}, "pt": {"br", "br", "pt"},
	"it": {"it"}, "nl": {"nl"}, "pl": {"pl"}, "tr": {"tr"}, "ru": {"ru"}, "ja": {"jp"}, "zh": {"cn"}, "ar": {"sa", "eg", "ae"}, "hi": {"in"},
}

func (g *G) nanp() (a, e, l string) {
	for {
		a = fmt.Sprintf("%d%d%d", g.rng(2, 9), g.rng(0, 8), g.rng(0, 9))
		if a[1:] == "11" || a == "555" {
			continue
		}
		e = fmt.Sprintf("%d%s", g.rng(2, 9), g.digits(2))
		if e[1:] == "11" || e == "555" {
			continue
		}
		l = g.digits(4)
		return
	}
}

// phone returns a number of country cc; style "intl", "nat" or "" for either.
func (g *G) phone(cc, style string) string {
	return g.uniq(func() string { return g.phone1(cc, style) })
}

func (g *G) phone1(cc, style string) string {
	intl := g.chance(0.45)
	if style == "intl" {
		intl = true
	} else if style == "nat" {
		intl = false
	}
	d := g.digits
	switch cc {
	case "us", "ca":
		a, e, l := g.nanp()
		if cc == "ca" {
			a = g.pick("416", "604", "514", "403", "613", "647", "778", "905")
		}
		if intl {
			return g.pick("+1 "+a+" "+e+" "+l, "+1-"+a+"-"+e+"-"+l, "+1 ("+a+") "+e+"-"+l, "+1."+a+"."+e+"."+l)
		}
		return g.pick("("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l, "1-"+a+"-"+e+"-"+l, "("+a+")"+e+"-"+l)
	case "uk":
		if g.chance(0.5) {
			m := "7" + g.pick("4", "5", "7", "8", "9") + d(2)
			s := d(6)
			if intl {
				return g.pick("+44 "+m+" "+s, "+44 (0)"+m+" "+s, "+44"+m+s)
			}
			return g.pick("0"+m+" "+s, "0"+m+" "+s[:3]+" "+s[3:])
		}
		ar := g.pick("20", "161", "121", "131", "113")
		var loc string
		if ar == "20" {
			loc = g.pick("7", "3", "8") + d(3) + " " + d(4)
		} else {
			loc = fmt.Sprintf("%d%s %s", g.rng(2, 9), d(2), d(4))
		}
		if intl {
			return "+44 " + ar + " " + loc
		}
		return "0" + ar + " " + loc
	case "au":
		if g.chance(0.6) {
			m := "4" + d(2)
			if intl {
				return "+61 " + m[:1] + " " + m[1:] + d(2) + " " + d(4)
			}
			return "0" + m + " " + d(3) + " " + d(3)
		}
		ar := g.pick("2", "3", "7", "8")
		if intl {
			return "+61 " + ar + " " + g.pick("9", "8") + d(3) + " " + d(4)
		}
		return "(0" + ar + ") " + g.pick("9", "8") + d(3) + " " + d(4)
	case "de", "at":
		if cc == "at" {
			m := "6" + g.pick("64", "76", "50", "60", "99") + " " + d(7)
			if intl {
				return "+43 " + m
			}
			return "0" + m
		}
		if g.chance(0.5) {
			m := "1" + g.pick("51", "52", "57", "60", "62", "63", "70", "71", "72", "73", "75", "76", "77", "78", "79")
			s := fmt.Sprintf("%d%s", g.rng(1, 9), d(6))
			if intl {
				return g.pick("+49 "+m+" "+s, "+49 (0)"+m+" "+s, "+49-"+m+"-"+s, "+49 "+m+" "+s[:3]+" "+s[3:])
			}
			return g.pick("0"+m+" "+s, "0"+m+"/"+s, "0"+m+"-"+s, "0"+m+" "+s[:3]+" "+s[3:])
		}
		ar := g.pick("30", "40", "89", "69", "221", "211", "711", "341", "511", "911")
		n := 8
		if len(ar) == 3 {
			n = 7
		}
		s := fmt.Sprintf("%d%s", g.rng(2, 9), d(n-1))
		if intl {
			return g.pick("+49 "+ar+" "+s, "+49 (0)"+ar+" "+s, "+49 "+ar+" "+s[:len(s)-2]+"-"+s[len(s)-2:])
		}
		if n == 8 {
			return g.pick("0"+ar+" "+s, "0"+ar+" / "+s[:2]+" "+s[2:4]+" "+s[4:6]+" "+s[6:], "(0"+ar+") "+s, "0"+ar+"/"+s)
		}
		return g.pick("0"+ar+" "+s, "0"+ar+" / "+s, "(0"+ar+") "+s)
	case "fr":
		f := fmt.Sprintf("%d", g.pick2(1, 2, 3, 4, 5, 6, 6, 7, 9))
		p := []string{d(2), d(2), d(2), d(2)}
		if intl {
			return g.pick("+33 "+f+" "+strings.Join(p, " "), "+33 (0)"+f+" "+strings.Join(p, " "), "+33"+f+strings.Join(p, ""), "(+33) "+f+" "+strings.Join(p, " "))
		}
		return g.pick("0"+f+" "+strings.Join(p, " "), "0"+f+"."+strings.Join(p, "."), "0"+f+strings.Join(p, ""), "0"+f+"-"+strings.Join(p, "-"))
	case "es":
		if g.chance(0.6) {
			m := g.pick("6", "7") + d(2)
			a, b := d(3), d(3)
			if intl {
				return g.pick("+34 "+m+" "+a+" "+b, "+34 "+m+" "+a[:2]+" "+a[2:]+b[:1]+" "+b[1:], "0034 "+m+" "+a+" "+b)
			}
			return g.pick(m+" "+a+" "+b, m+a+b, m+" "+a[:2]+" "+a[2:]+b[:1]+" "+b[1:])
		}
		ar := g.pick("91", "93", "95", "96", "94")
		s := ar + " " + d(3) + " " + d(2) + " " + d(2)
		if intl {
			return "+34 " + s
		}
		return s
	case "mx":
		if g.chance(0.6) {
			ar := g.pick("55", "33", "81")
			a, b := d(4), d(4)
			if intl {
				return g.pick("+52 "+ar+" "+a+" "+b, "+52 1 "+ar+" "+a+" "+b, "+52 ("+ar+") "+a+"-"+b)
			}
			return g.pick(ar+" "+a+" "+b, "("+ar+") "+a+" "+b, "("+ar+") "+a+"-"+b, ar+"-"+a+"-"+b)
		}
		ar := g.pick("222", "998", "664", "442", "477", "999")
		a, b := d(3), d(4)
		if intl {
			return "+52 " + ar + " " + a + " " + b
		}
		return g.pick("("+ar+") "+a+" "+b, ar+" "+a+" "+b)
	case "br":
		ar := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19")
		if g.chance(0.7) {
			a, b := "9"+fmt.Sprint(g.rng(5, 9))+d(3), d(4)
			if intl {
				return g.pick("+55 "+ar+" "+a+"-"+b, "+55 ("+ar+") "+a+"-"+b, "+55 "+ar+" "+a+" "+b)
			}
			return g.pick("("+ar+") "+a+"-"+b, ar+" "+a+"-"+b, "("+ar+") "+a[:1]+" "+a[1:]+"-"+b, "("+ar+") "+a+b)
		}
		a, b := fmt.Sprint(g.rng(2, 5))+d(3), d(4)
		if intl {
			return "+55 (" + ar + ") " + a + "-" + b
		}
		return "(" + ar + ") " + a + "-" + b
	case "pt":
		m := "9" + g.pick("1", "2", "3", "6") + d(1)
		a, b := d(3), d(3)
		if intl {
			return g.pick("+351 "+m+" "+a+" "+b, "(+351) "+m+" "+a+" "+b)
		}
		return m + " " + a + " " + b
	case "it":
		if g.chance(0.6) {
			m := "3" + g.pick("20", "28", "33", "35", "38", "39", "40", "45", "47", "48", "49", "66", "88", "92")
			a, b := d(3), d(4)
			if intl {
				return g.pick("+39 "+m+" "+a+" "+b, "+39 "+m+" "+a+b, "0039 "+m+" "+a+b)
			}
			return g.pick(m+" "+a+" "+b, m+" "+a+b, m+"/"+a+b, m+"-"+a+b)
		}
		ar := g.pick("02", "06", "011", "055", "081", "051")
		s := ar + " " + d(4) + " " + d(8 - len(ar) + 2)[:4]
		if intl {
			return "+39 " + s
		}
		return s
	case "nl":
		if g.chance(0.6) {
			s := d(8)
			if intl {
				return g.pick("+31 6 "+s, "+31 (0)6 "+s, "+31 6 "+s[:2]+" "+s[2:5]+" "+s[5:])
			}
			return g.pick("06-"+s, "06 "+s, "06 "+s[:2]+" "+s[2:4]+" "+s[4:6]+" "+s[6:])
		}
		ar := g.pick("20", "10", "30", "70", "40")
		s := fmt.Sprint(g.rng(2, 9)) + d(6)
		if intl {
			return "+31 " + ar + " " + s[:3] + " " + s[3:]
		}
		return "0" + ar + "-" + s
	case "pl":
		if g.chance(0.6) {
			m := g.pick("5", "6", "7", "8") + d(2)
			a, b := d(3), d(3)
			if intl {
				return g.pick("+48 "+m+" "+a+" "+b, "+48 "+m+"-"+a+"-"+b, "+48"+m+a+b)
			}
			return g.pick(m+" "+a+" "+b, m+"-"+a+"-"+b)
		}
		ar := g.pick("22", "12", "61", "71", "58", "42")
		s := ar + " " + d(3) + " " + d(2) + " " + d(2)
		if intl {
			return "+48 " + s
		}
		return s
	case "tr":
		m := "5" + g.pick("30", "32", "33", "35", "36", "38", "42", "43", "44", "46", "05", "06", "52", "55")
		if g.chance(0.25) {
			m = g.pick("212", "216", "312", "232")
		}
		a, b, c := d(3), d(2), d(2)
		if intl {
			return g.pick("+90 "+m+" "+a+" "+b+" "+c, "+90 ("+m+") "+a+" "+b+" "+c, "+90 "+m+" "+a+b+c)
		}
		return g.pick("0 ("+m+") "+a+" "+b+" "+c, "0"+m+" "+a+" "+b+" "+c, "("+m+") "+a+" "+b+" "+c, "0"+m+" "+a+" "+b+c)
	case "ru":
		ar := g.pick("495", "499", "812", "916", "903", "925", "977", "985", "926", "343")
		a, b, c := d(3), d(2), d(2)
		if intl {
			return g.pick("+7 ("+ar+") "+a+"-"+b+"-"+c, "+7 "+ar+" "+a+"-"+b+"-"+c, "+7 "+ar+" "+a+" "+b+" "+c, "+7"+ar+a+b+c)
		}
		return g.pick("8 ("+ar+") "+a+"-"+b+"-"+c, "8-"+ar+"-"+a+"-"+b+"-"+c, "8 "+ar+" "+a+" "+b+" "+c)
	case "jp":
		if g.chance(0.6) {
			m := g.pick("90", "80", "70")
			a, b := d(4), d(4)
			if intl {
				return g.pick("+81 "+m+"-"+a+"-"+b, "+81 "+m+" "+a+" "+b, "+81-"+m+"-"+a+"-"+b)
			}
			return g.pick("0"+m+"-"+a+"-"+b, "0"+m+" "+a+" "+b, "0"+m+a+b)
		}
		ar := g.pick("3", "6")
		a, b := d(4), d(4)
		if g.chance(0.3) {
			ar = g.pick("45", "52", "75", "92", "11")
			a = d(3)
		}
		if intl {
			return "+81 " + ar + "-" + a + "-" + b
		}
		return g.pick("0"+ar+"-"+a+"-"+b, "0"+ar+"("+a+")"+b)
	case "cn":
		if g.chance(0.7) {
			m := "1" + g.pick("3", "5", "8", "7", "9") + d(1)
			a, b := d(4), d(4)
			if intl {
				return g.pick("+86 "+m+" "+a+" "+b, "+86-"+m+"-"+a+"-"+b, "+86 "+m+a+b)
			}
			return g.pick(m+" "+a+" "+b, m+"-"+a+"-"+b, m+a+b)
		}
		ar := g.pick("10", "21", "20", "755", "571")
		n := 8
		if len(ar) == 3 {
			n = 7
		}
		s := fmt.Sprint(g.rng(2, 8)) + d(n-1)
		if intl {
			return "+86 " + ar + " " + s[:4] + " " + s[4:]
		}
		return "0" + ar + "-" + s
	case "sa":
		m := "5" + g.pick("0", "3", "4", "5", "6", "9")
		a, b := d(3), d(4)
		if intl {
			return g.pick("+966 "+m+" "+a+" "+b, "+966"+m+a+b, "00966 "+m+" "+a+" "+b)
		}
		return "0" + m + " " + a + " " + b
	case "eg":
		m := "1" + g.pick("0", "1", "2", "5")
		a, b := d(4), d(4)
		if intl {
			return g.pick("+20 "+m+" "+a+" "+b, "+20"+m+a+b)
		}
		return "0" + m + " " + a + " " + b
	case "ae":
		m := "5" + g.pick("0", "2", "4", "5", "6", "8")
		a, b := d(3), d(4)
		if intl {
			return "+971 " + m + " " + a + " " + b
		}
		return "0" + m + " " + a + " " + b
	case "in":
		if g.chance(0.8) {
			m := g.pick("9", "8", "7", "6") + d(4)
			b := d(5)
			if intl {
				return g.pick("+91 "+m+" "+b, "+91-"+m+b, "+91 "+m+b, "+91-"+m+"-"+b)
			}
			return g.pick("0"+m+" "+b, m+" "+b, "0"+m+b)
		}
		ar := g.pick("22", "11", "80", "44", "33", "40")
		s := fmt.Sprint(g.rng(2, 6)) + d(7)
		if intl {
			return "+91 " + ar + " " + s[:4] + " " + s[4:]
		}
		return "0" + ar + " " + s[:4] + " " + s[4:]
	case "kr":
		a, b := d(4), d(4)
		if intl {
			return "+82 10-" + a + "-" + b
		}
		return "010-" + a + "-" + b
	}
	panic("phone: unknown country " + cc)
}

func (g *G) pick2(xs ...int) int { return xs[g.r.Intn(len(xs))] }

// script rewrites the ASCII digits of s in another digit system.
func script(s string, zero rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(zero + (c - '0'))
		} else if zero == '０' {
			switch c {
			case '-':
				b.WriteRune('－')
			case '+':
				b.WriteRune('＋')
			case '(':
				b.WriteRune('（')
			case ')':
				b.WriteRune('）')
			default:
				b.WriteRune(c)
			}
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

const (
	arabicIndic = '٠'
	persian     = '۰'
	devanagari  = '०'
	fullwidth   = '０'
)

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.rng(1, 899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g.rng(1, 99)), fmt.Sprintf("%04d", g.rng(1, 9999))
	}
}

var itinGroups = func() []int {
	var x []int
	for i := 50; i <= 65; i++ {
		x = append(x, i)
	}
	for i := 70; i <= 88; i++ {
		x = append(x, i)
	}
	for _, i := range []int{90, 91, 92, 94, 95, 96, 97, 98, 99} {
		x = append(x, i)
	}
	return x
}()

func (g *G) itinParts() (string, string, string) {
	for {
		a := g.rng(900, 999)
		gr := itinGroups[g.in(len(itinGroups))]
		if a == 987 && gr == 65 {
			continue
		}
		return fmt.Sprint(a), fmt.Sprintf("%02d", gr), fmt.Sprintf("%04d", g.rng(1, 9999))
	}
}

// ssn formats a fresh SSN (itin=false) or ITIN; sep "-", " ", "", "." or "–".
func (g *G) ssn(itin bool, sep string) string {
	return g.uniq(func() string {
		a, b, c := g.ssnParts()
		if itin {
			a, b, c = g.itinParts()
		}
		return a + sep + b + sep + c
	})
}

// ---------- cards ----------

type issuer struct {
	name   string
	prefix func(g *G) string
	lens   []int
}

func rangeP(lo, hi int) func(g *G) string {
	return func(g *G) string { return fmt.Sprint(g.rng(lo, hi)) }
}
func listP(xs ...string) func(g *G) string {
	return func(g *G) string { return xs[g.in(len(xs))] }
}

var issuers = []issuer{
	{"visa", listP("4"), []int{16, 16, 16, 16, 13, 19}},
	{"mastercard", func(g *G) string {
		if g.chance(0.7) {
			return fmt.Sprint(g.rng(51, 55))
		}
		return fmt.Sprint(g.rng(2221, 2720))
	}, []int{16}},
	{"amex", listP("34", "37"), []int{15}},
	{"discover", func(g *G) string {
		return g.pick("6011", "65", fmt.Sprint(g.rng(644, 649)))
	}, []int{16, 16, 19}},
	{"diners", func(g *G) string { return g.pick("36", "3095", fmt.Sprint(g.rng(300, 305))) }, []int{14}},
	{"jcb", rangeP(3528, 3589), []int{16, 16, 19}},
	{"unionpay", listP("62", "6212", "6250", "6228"), []int{16, 17, 18, 19}},
	{"maestro", listP("5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"), []int{16, 18, 19}},
	{"mir", rangeP(2200, 2204), []int{16}},
	{"rupay", func(g *G) string {
		// RuPay's own IIN ranges (NPCI): 508500–508999, 606985–607984, 608001–608500,
		// 652150–653149, 817200–820199.
		rs := [][2]int{{508500, 508999}, {606985, 607984}, {608001, 608500}, {652150, 653149}, {817200, 820199}}
		x := rs[g.in(len(rs))]
		return fmt.Sprint(g.rng(x[0], x[1]))
	}, []int{16}},
	{"elo", listP("401178", "438935", "457631", "504175", "506722", "509048", "636368", "627780", "650035"), []int{16}},
	{"troy", listP("9792"), []int{16}},
}

func issuerByName(n string) issuer {
	for _, i := range issuers {
		if i.name == n {
			return i
		}
	}
	panic("issuer " + n)
}

func luhnDigit(body string) byte {
	sum := 0
	dbl := true
	for i := len(body) - 1; i >= 0; i-- {
		d := int(body[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}

func luhnOK(s string) bool {
	return luhnDigit(s[:len(s)-1]) == s[len(s)-1]
}

func (g *G) cardDigits(iss issuer, n int) string {
	p := iss.prefix(g)
	body := p + g.digits(n-1-len(p))
	return body + string(luhnDigit(body))
}

func group(s string, sep string) string {
	var sizes []int
	switch len(s) {
	case 15:
		sizes = []int{4, 6, 5}
	case 14:
		sizes = []int{4, 6, 4}
	case 13:
		sizes = []int{4, 4, 5}
	default:
		for n := len(s); n > 0; n -= 4 {
			if n >= 4 {
				sizes = append(sizes, 4)
			} else {
				sizes = append(sizes, n)
			}
		}
	}
	var parts []string
	i := 0
	for _, z := range sizes {
		parts = append(parts, s[i:i+z])
		i += z
	}
	return strings.Join(parts, sep)
}

// card returns a fresh Luhn-valid number of the named issuer ("" any) in style
// "plain", "space", "dash" or "" (any).
func (g *G) card(name, style string) string {
	return g.uniq(func() string {
		iss := issuers[g.in(len(issuers))]
		if name != "" {
			iss = issuerByName(name)
		}
		n := iss.lens[g.in(len(iss.lens))]
		s := g.cardDigits(iss, n)
		st := style
		if st == "" {
			st = g.pick("plain", "space", "space", "dash")
		}
		switch st {
		case "space":
			return group(s, " ")
		case "dash":
			return group(s, "-")
		}
		return s
	})
}

// badCard is a card-shaped number that fails Luhn.
func (g *G) badCard(style string) string {
	iss := issuers[g.in(len(issuers))]
	s := g.cardDigits(iss, 16)
	last := (int(s[15]-'0') + g.rng(1, 9)) % 10
	s = s[:15] + fmt.Sprint(last)
	switch style {
	case "space":
		return group(s, " ")
	case "dash":
		return group(s, "-")
	}
	return s
}

// ---------- JWT ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt() string {
	return g.uniq(func() string {
		alg := g.pick("HS256", "RS256", "ES256", "HS512", "RS256", "PS256")
		var hdr string
		switch g.in(4) {
		case 0:
			hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
		case 1:
			hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.hex(16))
		case 2:
			hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
		default:
			hdr = fmt.Sprintf(`{"alg":"%s","typ":"at+jwt","kid":"%s"}`, alg, g.from(b64uA, 22))
		}
		iat := 1700000000 + g.in(90000000)
		var pl string
		switch g.in(4) {
		case 0:
			pl = fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, g.rng(1000, 9999999), title(people["en"].first[g.in(20)])+" "+title(people["en"].last[g.in(20)]), iat, iat+3600)
		case 1:
			pl = fmt.Sprintf(`{"iss":"https://auth.%s/","sub":"auth0|%s","aud":"https://api.%s","iat":%d,"exp":%d,"scope":"openid profile orders:read"}`, companyDomains[g.in(len(companyDomains))], g.hex(24), companyDomains[g.in(len(companyDomains))], iat, iat+86400)
		case 2:
			pl = fmt.Sprintf(`{"user_id":%d,"role":"%s","tenant":"t-%s","exp":%d}`, g.rng(100, 999999), g.pick("admin", "agent", "viewer", "customer"), g.hex(6), iat+900)
		default:
			pl = fmt.Sprintf(`{"sub":"%s","email_verified":true,"azp":"%s.apps.example","iat":%d,"exp":%d,"jti":"%s"}`, g.digits(21), g.digits(12), iat, iat+3599, g.hex(32))
		}
		sigLen := 32
		switch alg[:2] {
		case "RS", "PS":
			sigLen = 256
		case "ES":
			sigLen = 64
		}
		if alg == "HS512" {
			sigLen = 64
		}
		sig := make([]byte, sigLen)
		for i := range sig {
			sig[i] = byte(g.in(256))
		}
		return b64(hdr) + "." + b64(pl) + "." + base64.RawURLEncoding.EncodeToString(sig)
	})
}

// ---------- secrets ----------

func (g *G) secret(kind string) string {
	return g.uniq(func() string { return g.secret1(kind) })
}

func (g *G) secret1(kind string) string {
	switch kind {
	case "opaque":
		return g.secretish(alnumA+"-_.", g.rng(32, 64))
	case "ghp":
		return g.pick("ghp_", "gho_", "ghs_", "ghu_") + g.secretish(alnumA, 36)
	case "ghpat":
		return "github_pat_11" + g.secretish(upperA+digitsA, 20) + "_" + g.secretish(alnumA, 59)
	case "glpat":
		return "glpat-" + g.secretish(alnumA+"-_", 20)
	case "xoxb":
		return g.pick("xoxb-", "xoxp-") + g.digits(12) + "-" + g.digits(13) + "-" + g.secretish(alnumA, 24)
	case "sklive":
		return g.pick("sk_live_", "rk_live_") + g.secretish(alnumA, g.pick2(24, 99))
	case "skproj":
		return "sk-proj-" + g.secretish(alnumA+"-_", 64) + "T3BlbkFJ" + g.secretish(alnumA+"-_", 20)
	case "skant":
		return "sk-ant-api03-" + g.secretish(alnumA+"-_", 93) + "AA"
	case "npm":
		return "npm_" + g.secretish(alnumA, 36)
	case "hf":
		return "hf_" + g.secretish(upperA+lowerA, 34)
	case "aws":
		return g.secretish(alnumA+"+/", 40)
	case "sg":
		return "SG." + g.secretish(alnumA+"-_", 22) + "." + g.secretish(alnumA+"-_", 43)
	case "ya29":
		return "ya29.a0" + g.secretish(alnumA+"-_", 150)
	case "shpat":
		return "shpat_" + g.hex(32)
	case "dop":
		return "dop_v1_" + g.hex(64)
	case "tg":
		return fmt.Sprint(g.rng(100000000, 7999999999)) + ":AA" + g.secretish(alnumA+"-_", 33)
	case "gocspx":
		return "GOCSPX-" + g.secretish(alnumA+"-_", 28)
	case "hex32":
		return g.hex(32)
	case "azkey":
		return g.secretish(alnumA+"+/", 86) + "=="
	case "aiza":
		return "AIza" + g.secretish(alnumA+"-_", 35)
	case "hex":
		return g.hex(g.pick2(32, 40, 64))
	case "session":
		return g.secretish(alnumA, g.pick2(32, 40, 48))
	case "pw":
		return g.password()
	}
	panic("secret " + kind)
}

var pwWords = []string{"Sommer", "Harbor", "Falcon", "Tiger", "Maple", "Orchid", "Granite", "Velvet", "Cobalt", "Lisboa", "Monaco", "Kraken", "Zephyr", "Quartz", "Saturn", "Willow", "Nebula", "Pepper", "Ginger", "Rocket"}

func (g *G) password() string {
	switch g.in(4) {
	case 0:
		return pwWords[g.in(len(pwWords))] + g.pick("!", "#", "$", "?", "&", "*", ".") + g.digits(g.rng(2, 4)) + g.pick("", "x", "Q", "!")
	case 1:
		return g.secretish(alnumA+"!#%*@^", g.rng(12, 20))
	case 2:
		return strings.ToLower(pwWords[g.in(len(pwWords))]) + "-" + strings.ToLower(pwWords[g.in(len(pwWords))]) + "-" + g.digits(2) + g.pick("A", "Z", "K")
	default:
		return g.secretish(alnumA, g.rng(10, 16)) + g.pick("!", "9", "_")
	}
}

// basic returns user:password in Base64, as an Authorization: Basic header carries it.
func (g *G) basic() string {
	return g.uniq(func() string {
		u := g.pick("api", "svc-billing", "admin", "deploy", "jenkins", people["en"].first[g.in(20)])
		return base64.StdEncoding.EncodeToString([]byte(u + ":" + g.password()))
	})
}
