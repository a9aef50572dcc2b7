package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strings"
)

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs   = "0123456789"
	alnum  = lower + upper + digs
	hexs   = "0123456789abcdef"
	b64u   = alnum + "-_"
	b64std = alnum + "+/"
)

func (b *B) pick(xs ...string) string { return xs[b.r.Intn(len(xs))] }
func (b *B) n(lo, hi int) int         { return lo + b.r.Intn(hi-lo+1) }
func (b *B) chance(p float64) bool    { return b.r.Float64() < p }

func (b *B) rs(n int, set string) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(set[b.r.Intn(len(set))])
	}
	return sb.String()
}
func (b *B) d(n int) string { return b.rs(n, digs) }

// nz: n digits, the first not zero
func (b *B) nz(n int) string { return b.rs(1, "123456789") + b.d(n-1) }

// a secret-looking mixed string that surely holds digits and capitals
func (b *B) mixed(n int, set string) string {
	for try := 0; ; try++ {
		if try > 1000 {
			panic("mixed: impossible set " + set)
		}
		s := b.rs(n, set)
		if strings.ContainsAny(s, digs) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

var scripts = map[string][]rune{
	"arab": []rune("٠١٢٣٤٥٦٧٨٩"),
	"fa":   []rune("۰۱۲۳۴۵۶۷۸۹"),
	"deva": []rune("०१२३४५६७८९"),
	"thai": []rune("๐๑๒๓๔๕๖๗๘๙"),
	"full": []rune("０１２３４５６７８９"),
}

func toScript(s, sys string) string {
	ds := scripts[sys]
	var sb strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			sb.WriteRune(ds[c-'0'])
		case sys == "full" && c == '-':
			sb.WriteRune('－')
		case sys == "full" && c == '+':
			sb.WriteRune('＋')
		default:
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

// ---------- people ----------

type Person struct {
	Name  string // as written in the locale
	First string // romanised, lower case
	Last  string
	Given string // given name as written
	Loc   string
}

var names = map[string][][3]string{
	"en_US": {{"Priya Raman", "priya", "raman"}, {"Jordan Ellis", "jordan", "ellis"}, {"Marcus Whitfield", "marcus", "whitfield"}, {"Dana Kowalczyk", "dana", "kowalczyk"}, {"Tyler Nguyen", "tyler", "nguyen"}, {"Ashley Romero", "ashley", "romero"}, {"Kevin O'Brien", "kevin", "obrien"}, {"Samantha Greer", "samantha", "greer"}, {"Omar Haddad", "omar", "haddad"}, {"Rachel Stein", "rachel", "stein"}},
	"en_GB": {{"Oliver Bennett", "oliver", "bennett"}, {"Harriet Cole", "harriet", "cole"}, {"Callum Fraser", "callum", "fraser"}, {"Amira Shah", "amira", "shah"}, {"Georgia Pike", "georgia", "pike"}, {"Rhys Morgan", "rhys", "morgan"}},
	"de_DE": {{"Lukas Müller", "lukas", "mueller"}, {"Anna Schneider", "anna", "schneider"}, {"Jonas Weber", "jonas", "weber"}, {"Katrin Hoffmann", "katrin", "hoffmann"}, {"Felix Wagner", "felix", "wagner"}, {"Sabine Krüger", "sabine", "krueger"}},
	"fr_FR": {{"Camille Lefèvre", "camille", "lefevre"}, {"Julien Moreau", "julien", "moreau"}, {"Élodie Garnier", "elodie", "garnier"}, {"Théo Lambert", "theo", "lambert"}, {"Sophie Dubois", "sophie", "dubois"}},
	"es_ES": {{"Lucía Fernández", "lucia", "fernandez"}, {"Javier Ortega", "javier", "ortega"}, {"Marta Iglesias", "marta", "iglesias"}, {"Pablo Serrano", "pablo", "serrano"}},
	"es_MX": {{"Alejandra Ruiz", "alejandra", "ruiz"}, {"Diego Castañeda", "diego", "castaneda"}, {"Fernanda López", "fernanda", "lopez"}, {"Ricardo Mendoza", "ricardo", "mendoza"}},
	"pt_BR": {{"João Pereira", "joao", "pereira"}, {"Mariana Costa", "mariana", "costa"}, {"Rafael Almeida", "rafael", "almeida"}, {"Beatriz Souza", "beatriz", "souza"}, {"Thiago Ribeiro", "thiago", "ribeiro"}},
	"it_IT": {{"Giulia Romano", "giulia", "romano"}, {"Matteo Bianchi", "matteo", "bianchi"}, {"Chiara Esposito", "chiara", "esposito"}, {"Lorenzo Ricci", "lorenzo", "ricci"}},
	"nl_NL": {{"Sanne de Vries", "sanne", "devries"}, {"Daan Jansen", "daan", "jansen"}, {"Lotte van Dijk", "lotte", "vandijk"}, {"Bram Visser", "bram", "visser"}},
	"sv_SE": {{"Elin Lindqvist", "elin", "lindqvist"}, {"Oskar Berg", "oskar", "berg"}, {"Maja Nyström", "maja", "nystrom"}},
	"pl_PL": {{"Agnieszka Nowak", "agnieszka", "nowak"}, {"Piotr Wiśniewski", "piotr", "wisniewski"}, {"Kasia Zielińska", "kasia", "zielinska"}},
	"tr_TR": {{"Elif Yılmaz", "elif", "yilmaz"}, {"Mehmet Demir", "mehmet", "demir"}, {"Zeynep Kaya", "zeynep", "kaya"}, {"Burak Şahin", "burak", "sahin"}},
	"ru_RU": {{"Анна Смирнова", "anna", "smirnova"}, {"Дмитрий Волков", "dmitry", "volkov"}, {"Екатерина Орлова", "ekaterina", "orlova"}, {"Сергей Кузнецов", "sergey", "kuznetsov"}},
	"ja_JP": {{"山田 花子", "hanako", "yamada"}, {"佐藤 健太", "kenta", "sato"}, {"鈴木 美咲", "misaki", "suzuki"}, {"高橋 翔", "sho", "takahashi"}},
	"zh_CN": {{"王伟", "wei", "wang"}, {"李娜", "na", "li"}, {"张敏", "min", "zhang"}, {"刘洋", "yang", "liu"}, {"陈静", "jing", "chen"}},
	"ko_KR": {{"김민준", "minjun", "kim"}, {"이서연", "seoyeon", "lee"}, {"박지훈", "jihoon", "park"}, {"최유나", "yuna", "choi"}},
	"ar_SA": {{"أحمد العتيبي", "ahmed", "alotaibi"}, {"فاطمة الزهراني", "fatima", "alzahrani"}, {"خالد الشمري", "khalid", "alshammari"}, {"نورة القحطاني", "noura", "alqahtani"}},
	"hi_IN": {{"प्रिया शर्मा", "priya", "sharma"}, {"राहुल वर्मा", "rahul", "verma"}, {"अनीता गुप्ता", "anita", "gupta"}, {"विकास पटेल", "vikas", "patel"}},
	"en_IN": {{"Priya Raman", "priya", "raman"}, {"Arjun Menon", "arjun", "menon"}, {"Sneha Iyer", "sneha", "iyer"}, {"Rohit Kulkarni", "rohit", "kulkarni"}},
	"th_TH": {{"สมชาย ใจดี", "somchai", "jaidee"}, {"นภา ศรีสุข", "napa", "srisuk"}, {"กิตติ วงศ์ไทย", "kitti", "wongthai"}},
	"he_IL": {{"נועה כהן", "noa", "cohen"}, {"יונתן לוי", "yonatan", "levi"}, {"תמר מזרחי", "tamar", "mizrahi"}},
	"vi_VN": {{"Nguyễn Thị Lan", "lan", "nguyen"}, {"Trần Minh Quân", "quan", "tran"}, {"Phạm Thu Hà", "ha", "pham"}},
	"fa_IR": {{"مریم احمدی", "maryam", "ahmadi"}, {"علی رضایی", "ali", "rezaei"}, {"سارا محمدی", "sara", "mohammadi"}},
	"el_GR": {{"Γιώργος Παπαδόπουλος", "giorgos", "papadopoulos"}, {"Ελένη Νικολάου", "eleni", "nikolaou"}},
	"en_AU": {{"Chloe Mitchell", "chloe", "mitchell"}, {"Liam O'Connor", "liam", "oconnor"}, {"Grace Kelly", "grace", "kelly"}},
}

var allLocs = []string{"en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "es_MX", "pt_BR", "it_IT", "nl_NL", "sv_SE", "pl_PL", "tr_TR", "ru_RU", "ja_JP", "zh_CN", "ko_KR", "ar_SA", "hi_IN", "en_IN", "th_TH", "he_IL", "vi_VN", "fa_IR", "el_GR", "en_AU"}

var latinLocs = []string{"en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "es_MX", "pt_BR", "it_IT", "nl_NL", "sv_SE", "pl_PL", "tr_TR", "en_IN", "en_AU"}

func (b *B) loc() string      { return allLocs[b.r.Intn(len(allLocs))] }
func (b *B) latinLoc() string { return latinLocs[b.r.Intn(len(latinLocs))] }

func (b *B) person(loc string) Person {
	xs := names[loc]
	x := xs[b.r.Intn(len(xs))]
	given := strings.Fields(x[0])[0]
	switch loc {
	case "ja_JP", "ko_KR", "zh_CN":
		given = x[0]
	}
	return Person{Name: x[0], First: x[1], Last: x[2], Given: given, Loc: loc}
}

var freemail = map[string][]string{
	"en_US": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "proton.me"},
	"en_GB": {"gmail.com", "btinternet.com", "outlook.com", "yahoo.co.uk"},
	"de_DE": {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de"},
	"fr_FR": {"orange.fr", "free.fr", "gmail.com", "laposte.net", "sfr.fr"},
	"es_ES": {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net"},
	"es_MX": {"gmail.com", "hotmail.com", "prodigy.net.mx", "outlook.com"},
	"pt_BR": {"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br"},
	"it_IT": {"libero.it", "gmail.com", "alice.it", "virgilio.it", "tiscali.it"},
	"nl_NL": {"gmail.com", "ziggo.nl", "kpnmail.nl", "hotmail.nl"},
	"sv_SE": {"gmail.com", "telia.com", "outlook.com", "bredband.net"},
	"pl_PL": {"wp.pl", "onet.pl", "gmail.com", "interia.pl", "o2.pl"},
	"tr_TR": {"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com"},
	"ru_RU": {"mail.ru", "yandex.ru", "gmail.com", "rambler.ru", "bk.ru"},
	"ja_JP": {"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "icloud.com", "nifty.com"},
	"zh_CN": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com"},
	"ko_KR": {"naver.com", "daum.net", "gmail.com", "kakao.com"},
	"ar_SA": {"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com"},
	"hi_IN": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in"},
	"en_IN": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com"},
	"th_TH": {"gmail.com", "hotmail.com", "yahoo.co.th"},
	"he_IL": {"gmail.com", "walla.co.il", "012.net.il"},
	"vi_VN": {"gmail.com", "yahoo.com.vn", "fpt.vn"},
	"fa_IR": {"gmail.com", "yahoo.com", "chmail.ir"},
	"el_GR": {"gmail.com", "otenet.gr", "yahoo.gr"},
	"en_AU": {"gmail.com", "bigpond.com", "optusnet.com.au", "outlook.com.au"},
}

type Company struct{ Name, Domain string }

var companies = map[string][]Company{
	"en_US": {{"Northwind Analytics", "northwind-analytics.com"}, {"Bluefin Logistics", "bluefinlogistics.com"}, {"Cobalt Health", "cobalthealth.io"}, {"Redwood Legal LLP", "redwoodlegal.com"}, {"Tandem Robotics", "tandemrobotics.ai"}},
	"en_GB": {{"Harbourside Estates", "harbourside-estates.co.uk"}, {"Fenwick & Price", "fenwickprice.co.uk"}, {"Kestrel Insurance", "kestrel-insurance.co.uk"}},
	"de_DE": {{"Bergmann Maschinenbau GmbH", "bergmann-mb.de"}, {"Rheinfeld Logistik AG", "rheinfeld-logistik.de"}, {"Nordlicht Software", "nordlicht.software"}},
	"fr_FR": {{"Atelier Lumière SAS", "atelier-lumiere.fr"}, {"Groupe Valmont", "valmont-groupe.fr"}, {"Mistral Conseil", "mistral-conseil.fr"}},
	"es_ES": {{"Soluciones Iberia SL", "solucionesiberia.es"}, {"Grupo Alcázar", "grupoalcazar.es"}},
	"es_MX": {{"Comercializadora del Bajío", "cbajio.com.mx"}, {"Tecnologías Anáhuac", "tecanahuac.mx"}},
	"pt_BR": {{"Ipê Tecnologia Ltda", "ipetec.com.br"}, {"Grupo Jacarandá", "jacaranda.com.br"}, {"Vale Verde Agro", "valeverdeagro.com.br"}},
	"it_IT": {{"Officine Ferraresi Srl", "officineferraresi.it"}, {"Studio Legale Conti", "studioconti.it"}},
	"nl_NL": {{"Polderwerk BV", "polderwerk.nl"}, {"Van der Meer Installaties", "vdmeer-installaties.nl"}},
	"sv_SE": {{"Fjällsten AB", "fjallsten.se"}, {"Norrsken Data", "norrskendata.se"}},
	"pl_PL": {{"Wisła Logistics Sp. z o.o.", "wislalogistics.pl"}, {"Kraków Software House", "khsoftware.pl"}},
	"tr_TR": {{"Boğaziçi Yazılım A.Ş.", "bogazici-yazilim.com.tr"}, {"Anadolu Lojistik", "anadolulojistik.com.tr"}},
	"ru_RU": {{"ООО «СеверСофт»", "seversoft.ru"}, {"АО «Волга-Транс»", "volgatrans.ru"}},
	"ja_JP": {{"株式会社さくらテック", "sakuratech.co.jp"}, {"東都物産株式会社", "toto-bussan.co.jp"}},
	"zh_CN": {{"上海云帆科技有限公司", "yunfan-tech.cn"}, {"深圳星河电子", "xinghe-elec.com.cn"}},
	"ko_KR": {{"한빛소프트", "hanbitsoft.co.kr"}, {"㈜누리물산", "nurimulsan.kr"}},
	"ar_SA": {{"شركة الأفق للتقنية", "alofuq-tech.sa"}, {"مجموعة الريان", "alrayan-group.com.sa"}},
	"hi_IN": {{"सरस्वती ट्रेडर्स", "saraswatitraders.in"}, {"गंगा इन्फोटेक", "gangainfotech.co.in"}},
	"en_IN": {{"Kaveri Infosystems", "kaveri-infosys.in"}, {"Deccan Freight Pvt Ltd", "deccanfreight.co.in"}},
	"th_TH": {{"บริษัท สยามดิจิทัล จำกัด", "siamdigital.co.th"}},
	"he_IL": {{"גליל טכנולוגיות", "galil-tech.co.il"}},
	"vi_VN": {{"Công ty TNHH Sao Việt", "saoviet.com.vn"}},
	"fa_IR": {{"شرکت پارس داده", "parsdadeh.ir"}},
	"el_GR": {{"Αιγαίο Λογισμικό Α.Ε.", "aigaio-soft.gr"}},
	"en_AU": {{"Southern Cross Freight", "scfreight.com.au"}, {"Wattle & Gum Design", "wattlegum.com.au"}},
}

func (b *B) company(loc string) Company {
	xs := companies[loc]
	return xs[b.r.Intn(len(xs))]
}

func (b *B) email(p Person, work string) string {
	dom := work
	if dom == "" {
		xs := freemail[p.Loc]
		dom = xs[b.r.Intn(len(xs))]
	}
	switch b.r.Intn(7) {
	case 0:
		return p.First + "." + p.Last + "@" + dom
	case 1:
		return p.First[:1] + p.Last + "@" + dom
	case 2:
		return p.First + p.Last + fmt.Sprint(b.n(7, 99)) + "@" + dom
	case 3:
		return p.First + "_" + p.Last + "@" + dom
	case 4:
		return p.First + "@" + dom
	case 5:
		return p.Last + "." + p.First[:1] + "@" + dom
	default:
		return p.First + "." + p.Last + fmt.Sprint(b.n(1980, 2004)) + "@" + dom
	}
}

// ---------- phones ----------

var usAreas = []string{"415", "212", "646", "312", "617", "206", "512", "303", "404", "718", "650", "408", "917", "773", "214", "602", "503", "919"}

func (b *B) usParts() (string, string, string) {
	a := usAreas[b.r.Intn(len(usAreas))]
	var e string
	for {
		e = b.rs(1, "23456789") + b.d(2)
		if e != "555" && e[1:] != "11" {
			break
		}
	}
	return a, e, b.d(4)
}

// phone returns a number as people of that locale write it.
func (b *B) phone(loc string) string {
	d := b.d
	switch loc {
	case "en_US":
		a, e, l := b.usParts()
		return b.pick("("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l, "+1 "+a+" "+e+" "+l, "+1 ("+a+") "+e+"-"+l, "+1"+a+e+l, "+1-"+a+"-"+e+"-"+l)
	case "en_GB":
		m := "7" + b.rs(1, "4579") + d(2)
		s := d(6)
		ld := "3" + d(3)
		return b.pick("0"+m+" "+s, "+44 "+m+" "+s, "+44 (0)"+m+" "+s[:3]+" "+s[3:], "020 "+ld+" "+d(4), "+44 20 "+ld+" "+d(4), "0161 "+d(3)+" "+d(4))
	case "de_DE":
		m := b.pick("151", "160", "170", "171", "172", "176", "157", "162")
		s := d(b.n(7, 8))
		c := b.pick("30", "89", "40", "221", "69", "711")
		return b.pick("0"+m+" "+s, "+49 "+m+" "+s, "+49 (0)"+c+" "+b.nz(7), "0"+c+" "+b.nz(7), "0"+m+"/"+s, "+49 "+c+" "+d(2)+" "+d(2)+" "+d(2)+" "+d(2), "0"+c+" / "+d(3)+" "+d(3)+" "+d(2))
	case "fr_FR":
		p := b.pick("6", "7", "1", "4", "9")
		g := d(2) + " " + d(2) + " " + d(2) + " " + d(2)
		return b.pick("0"+p+" "+g, "+33 "+p+" "+g, "+33 (0)"+p+" "+g, "0"+p+"."+strings.ReplaceAll(g, " ", "."))
	case "es_ES":
		m := b.pick("6", "7") + d(2)
		return b.pick("+34 "+m+" "+d(3)+" "+d(3), m+" "+d(2)+" "+d(2)+" "+d(2), "+34 91 "+d(3)+" "+d(2)+" "+d(2), "+34"+m+d(6))
	case "es_MX":
		return b.pick("+52 55 "+d(4)+" "+d(4), "+52 1 33 "+d(4)+" "+d(4), "(55) "+d(4)+"-"+d(4), "+52 (81) "+d(4)+" "+d(4))
	case "pt_BR":
		dd := b.pick("11", "21", "31", "41", "51", "61", "71", "85")
		return b.pick("("+dd+") 9"+d(4)+"-"+d(4), "+55 "+dd+" 9"+d(4)+"-"+d(4), "+55 ("+dd+") 9"+d(4)+"-"+d(4), "("+dd+") 3"+d(3)+"-"+d(4), "+55"+dd+"9"+d(8))
	case "it_IT":
		m := "3" + b.rs(1, "2345") + d(1)
		return b.pick("+39 "+m+" "+d(3)+" "+d(4), m+" "+d(7), "02 "+d(4)+" "+d(4), "+39 06 "+d(4)+" "+d(4), m+"-"+d(7))
	case "nl_NL":
		return b.pick("06-"+b.nz(8), "+31 6 "+b.nz(8), "020-"+b.nz(3)+" "+d(4), "+31 20 "+b.nz(3)+" "+d(4), "06 "+d(2)+" "+d(2)+" "+d(2)+" "+d(2))
	case "sv_SE":
		m := "7" + b.rs(1, "0236")
		return b.pick("0"+m+"-"+d(3)+" "+d(2)+" "+d(2), "+46 "+m+" "+d(3)+" "+d(2)+" "+d(2), "08-"+d(3)+" "+d(3)+" "+d(2))
	case "pl_PL":
		m := b.rs(1, "5678") + d(2)
		return b.pick("+48 "+m+" "+d(3)+" "+d(3), m+" "+d(3)+" "+d(3), m+"-"+d(3)+"-"+d(3), "+48 22 "+d(3)+" "+d(2)+" "+d(2))
	case "tr_TR":
		m := "5" + b.rs(1, "0345") + d(1)
		return b.pick("+90 "+m+" "+d(3)+" "+d(2)+" "+d(2), "0"+m+" "+d(3)+" "+d(2)+" "+d(2), "0 ("+m+") "+d(3)+" "+d(2)+" "+d(2), "+90 212 "+d(3)+" "+d(2)+" "+d(2))
	case "ru_RU":
		m := "9" + b.rs(1, "0125") + d(1)
		return b.pick("+7 ("+m+") "+d(3)+"-"+d(2)+"-"+d(2), "8 ("+m+") "+d(3)+"-"+d(2)+"-"+d(2), "+7 "+m+" "+d(3)+"-"+d(2)+"-"+d(2), "8-"+m+"-"+d(3)+"-"+d(2)+"-"+d(2), "+7 (495) "+d(3)+"-"+d(2)+"-"+d(2))
	case "ja_JP":
		m := b.pick("090", "080", "070")
		return b.pick(m+"-"+d(4)+"-"+d(4), "+81 "+m[1:]+"-"+d(4)+"-"+d(4), "03-"+d(4)+"-"+d(4), "+81 3-"+d(4)+"-"+d(4), "06-"+d(4)+"-"+d(4))
	case "zh_CN":
		m := "1" + b.rs(1, "3589") + d(1)
		return b.pick(m+" "+d(4)+" "+d(4), "+86 "+m+" "+d(4)+" "+d(4), "+86-"+m+d(8), "010-"+b.nz(4)+" "+d(4), "+86 21 "+b.nz(4)+" "+d(4), "021-"+b.nz(8))
	case "ko_KR":
		return b.pick("010-"+d(4)+"-"+d(4), "+82 10-"+d(4)+"-"+d(4), "02-"+b.nz(4)+"-"+d(4), "+82 2-"+b.nz(3)+"-"+d(4), "010 "+d(4)+" "+d(4))
	case "ar_SA":
		m := "5" + b.rs(1, "0345")
		return b.pick("+966 "+m+" "+d(3)+" "+d(4), "0"+m+" "+d(3)+" "+d(4), "+966 11 "+d(3)+" "+d(4), "+971 50 "+d(3)+" "+d(4))
	case "hi_IN", "en_IN":
		m := b.rs(1, "6789") + d(4)
		s := d(5)
		return b.pick("+91 "+m+" "+s, "0"+m+" "+s, "+91-"+m+s, "+91 "+m+"-"+s, "+91 22 "+d(4)+" "+d(4), "+91"+m+s)
	case "th_TH":
		m := "0" + b.rs(1, "689") + d(1)
		return b.pick(m+"-"+d(3)+"-"+d(4), "+66 "+m[1:]+" "+d(3)+" "+d(4), "02-"+d(3)+"-"+d(4), m+" "+d(3)+" "+d(4))
	case "he_IL":
		m := "05" + b.rs(1, "02348")
		return b.pick(m+"-"+d(3)+"-"+d(4), "+972 "+m[1:]+"-"+d(3)+"-"+d(4), "03-"+b.nz(3)+"-"+d(4), "+972 3-"+b.nz(3)+"-"+d(4))
	case "vi_VN":
		m := "09" + d(2)
		return b.pick(m+" "+d(3)+" "+d(3), "+84 "+m[1:]+" "+d(3)+" "+d(3), "028 "+d(4)+" "+d(4), "+84 24 "+d(4)+" "+d(4))
	case "fa_IR":
		m := "09" + b.rs(1, "1239") + d(1)
		return b.pick(m+" "+d(3)+" "+d(4), "+98 "+m[1:]+" "+d(3)+" "+d(4), "021 "+d(4)+" "+d(4), "+98 21 "+d(4)+" "+d(4))
	case "el_GR":
		return b.pick("+30 69"+b.rs(1, "4789")+" "+d(3)+" "+d(4), "69"+b.rs(1, "4789")+" "+d(3)+" "+d(4), "210 "+d(3)+" "+d(4), "+30 210 "+d(3)+" "+d(4))
	case "en_AU":
		return b.pick("04"+d(2)+" "+d(3)+" "+d(3), "+61 4"+d(2)+" "+d(3)+" "+d(3), "(02) 9"+d(3)+" "+d(4), "+61 2 9"+d(3)+" "+d(4), "(03) 9"+d(3)+" "+d(4))
	}
	panic(loc)
}

// phoneNative sometimes writes the number in the locale's own digits.
func (b *B) phoneNative(loc string) string {
	p := b.phone(loc)
	switch loc {
	case "ar_SA":
		if b.chance(0.65) {
			return toScript(p, "arab")
		}
	case "fa_IR":
		if b.chance(0.75) {
			return toScript(p, "fa")
		}
	case "hi_IN":
		if b.chance(0.5) {
			return toScript(p, "deva")
		}
	case "th_TH":
		if b.chance(0.5) {
			return toScript(p, "thai")
		}
	case "ja_JP":
		if b.chance(0.35) {
			return toScript(p, "full")
		}
	}
	return p
}

// ---------- cards, SSNs ----------

func luhnDigit(s string) byte {
	sum := 0
	dbl := true
	for i := len(s) - 1; i >= 0; i-- {
		n := int(s[i] - '0')
		if dbl {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}

// cardDigits returns a Luhn-valid number with a real issuer prefix, and its brand.
func (b *B) cardDigits() (string, string) {
	type iss struct {
		brand  string
		prefix func() string
		length int
	}
	list := []iss{
		{"visa", func() string { return "4" + b.d(5) }, 16},
		{"visa", func() string { return "4" + b.d(5) }, 16},
		{"mc", func() string { return fmt.Sprint(b.n(51, 55)) + b.d(4) }, 16},
		{"mc", func() string { return fmt.Sprint(b.n(2221, 2720)) + b.d(2) }, 16},
		{"amex", func() string { return b.pick("34", "37") + b.d(4) }, 15},
		{"discover", func() string { return "6011" + b.d(2) }, 16},
		{"jcb", func() string { return fmt.Sprint(b.n(3528, 3589)) + b.d(2) }, 16},
		{"unionpay", func() string { return "62" + b.rs(1, "12") + b.d(3) }, 16},
		{"diners", func() string { return "36" + b.d(4) }, 14},
		{"visa", func() string { return "4" + b.d(5) }, 16},
	}
	x := list[b.r.Intn(len(list))]
	s := x.prefix()
	s += b.d(x.length - 1 - len(s))
	return s + string(luhnDigit(s)), x.brand
}

func groupCard(s, brand, sep string) string {
	switch len(s) {
	case 15:
		return s[:4] + sep + s[4:10] + sep + s[10:]
	case 14:
		return s[:4] + sep + s[4:10] + sep + s[10:]
	}
	var parts []string
	for i := 0; i < len(s); i += 4 {
		e := i + 4
		if e > len(s) {
			e = len(s)
		}
		parts = append(parts, s[i:e])
	}
	return strings.Join(parts, sep)
}

func (b *B) card() string {
	s, brand := b.cardDigits()
	switch b.r.Intn(5) {
	case 0:
		return s
	case 1:
		return groupCard(s, brand, "-")
	default:
		return groupCard(s, brand, " ")
	}
}

func (b *B) ssnParts() (string, string, string) {
	var a int
	for {
		a = b.n(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", b.n(1, 99)), fmt.Sprintf("%04d", b.n(1, 9999))
}

func (b *B) ssnDash() string { a, g, s := b.ssnParts(); return a + "-" + g + "-" + s }
func (b *B) ssnAny() string {
	a, g, s := b.ssnParts()
	return b.pick(a+"-"+g+"-"+s, a+"-"+g+"-"+s, a+"-"+g+"-"+s, a+" "+g+" "+s, a+g+s)
}
func (b *B) itin() string {
	gs := []int{}
	for g := 50; g <= 65; g++ {
		gs = append(gs, g)
	}
	for g := 70; g <= 88; g++ {
		gs = append(gs, g)
	}
	gs = append(gs, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", b.n(0, 99), gs[b.r.Intn(len(gs))], b.n(1, 9999))
}

// ---------- tokens ----------

func b64j(v any) string {
	bs, _ := json.Marshal(v)
	return base64.RawURLEncoding.EncodeToString(bs)
}

func (b *B) jwtTok(email string) string {
	alg := b.pick("HS256", "RS256", "ES256")
	h := map[string]any{"alg": alg, "typ": "JWT"}
	if alg != "HS256" {
		h["kid"] = b.rs(8, hexs) + "-" + b.rs(4, hexs)
	}
	iat := 1717000000 + b.n(0, 30000000)
	p := map[string]any{"sub": b.pick("user_", "usr_", "auth0|") + b.rs(16, alnum), "iat": iat, "exp": iat + b.pick3(3600, 86400, 900)}
	if email != "" {
		p["email"] = email
	}
	if b.chance(0.5) {
		p["iss"] = b.pick("https://auth.brainhub.app/", "https://accounts.google.com", "https://login.microsoftonline.com/"+b.uuid()+"/v2.0", "https://dev-"+b.rs(8, lower)+".us.auth0.com/")
	}
	if b.chance(0.4) {
		p["scope"] = b.pick("read:notes write:notes", "openid profile email", "brain.search brain.write")
	}
	sigLen := map[string]int{"HS256": 43, "RS256": 342, "ES256": 86}[alg]
	return b64j(h) + "." + b64j(p) + "." + b.rs(sigLen, b64u)
}

func (b *B) pick3(xs ...int) int { return xs[b.r.Intn(len(xs))] }

func (b *B) uuid() string {
	h := b.rs(32, hexs)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + b.rs(1, "89ab") + h[17:20] + "-" + h[20:]
}

// vendor secrets
func (b *B) tokOpenAI() string {
	return b.pick("sk-proj-"+b.mixed(74, alnum+"-_")+"T3BlbkFJ"+b.mixed(74, alnum+"-_"), "sk-proj-"+b.mixed(48, alnum), "sk-svcacct-"+b.mixed(64, alnum+"_-"))
}
func (b *B) tokAnthropic() string { return "sk-ant-api03-" + b.mixed(93, alnum+"-_") + "AA" }
func (b *B) tokGitHub() string {
	return b.pick("ghp_"+b.mixed(36, alnum), "github_pat_11"+b.rs(20, upper+digs)+"_"+b.mixed(59, alnum), "gho_"+b.mixed(36, alnum), "ghs_"+b.mixed(36, alnum))
}
func (b *B) tokGitLab() string { return "glpat-" + b.mixed(20, alnum+"-_") }
func (b *B) tokSlack() string {
	return b.pick("xoxb-", "xoxp-") + b.nz(12) + "-" + b.nz(13) + "-" + b.mixed(24, alnum)
}
func (b *B) tokStripe() string {
	return b.pick("sk_live_", "rk_live_") + b.mixed(99, alnum)[:b.n(24, 99)]
}
func (b *B) tokHF() string  { return "hf_" + b.mixed(34, alnum) }
func (b *B) tokNPM() string { return "npm_" + b.mixed(36, alnum) }
func (b *B) tokNotion() string {
	return b.pick("ntn_"+b.d(11)+b.mixed(35, alnum), "secret_"+b.mixed(43, alnum))
}
func (b *B) tokLinear() string { return "lin_api_" + b.mixed(40, alnum) }
func (b *B) tokGoogle() string { return "ya29." + b.mixed(b.n(120, 180), alnum+"-_") }
func (b *B) tokAWSSec() string { return b.mixed(40, alnum+"+/") }
func (b *B) awsKeyID() string  { return "AKIA" + b.rs(16, upper+"234567") }
func (b *B) tokSendGrid() string {
	return "SG." + b.mixed(22, alnum+"-_") + "." + b.mixed(43, alnum+"-_")
}
func (b *B) tokGoogleKey() string { return "AIza" + b.mixed(35, alnum+"-_") }
func (b *B) tokWhsec() string     { return "whsec_" + b.mixed(32, alnum) }
func (b *B) tokTelegram() string  { return b.nz(10) + ":AA" + b.mixed(33, alnum+"-_") }
func (b *B) tokRandom(n int) string {
	return b.mixed(n, alnum)
}
func (b *B) tokHex(n int) string { return b.rs(n, hexs) }
func (b *B) tokRefresh() string {
	return b.pick("1//0"+b.mixed(b.n(90, 100), alnum+"-_"), "rt_"+b.mixed(48, alnum), b.mixed(64, alnum+"-_"))
}
func (b *B) tokAtlassian() string {
	return "ATATT3xFfGF0" + b.mixed(180, alnum+"-_") + "=" + b.rs(8, upper+digs)
}
func (b *B) tokDatadog() string { return b.rs(32, hexs) }

var pwWords = []string{"Harbor", "tulip", "Orca", "granite", "Maple", "Falcon", "lantern", "Juniper", "comet", "Saffron", "Birke", "Sommer", "Nebel", "Kiefer", "Zebra", "Pivot", "ocean", "Cedar", "Tango", "Quartz"}

func (b *B) password() string {
	w1 := pwWords[b.r.Intn(len(pwWords))]
	w2 := pwWords[b.r.Intn(len(pwWords))]
	sym := b.pick("!", "#", ".", "?", "$", "%", "*", "-", "_", "@")
	switch b.r.Intn(5) {
	case 0:
		return w1 + sym + b.d(2) + strings.ToLower(w2)
	case 1:
		return b.mixed(b.n(12, 20), alnum+"!#$%*-_")
	case 2:
		return w1 + b.d(4) + sym
	case 3:
		return strings.ToLower(w1) + "-" + strings.ToLower(w2) + "-" + b.d(2) + b.pick("X", "Q", "K")
	default:
		return b.mixed(b.n(16, 24), alnum)
	}
}

// ---------- look-alikes that stay ----------

func (b *B) isoDate() string {
	return fmt.Sprintf("20%02d-%02d-%02d", b.n(23, 26), b.n(1, 12), b.n(1, 28))
}
func (b *B) hhmm() string {
	return fmt.Sprintf("%02d:%02d", b.n(7, 19), b.pick3(0, 15, 30, 45, 10, 40))
}
func (b *B) isoTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", b.isoDate(), b.n(0, 23), b.n(0, 59), b.n(0, 59), b.n(0, 999))
}
func (b *B) unixTS() string { return fmt.Sprint(1704067200 + b.n(0, 70000000)) }
func (b *B) slackTS() string {
	return b.unixTS() + "." + b.d(6)
}
func (b *B) version() string  { return fmt.Sprintf("%d.%d.%d", b.n(0, 4), b.n(0, 40), b.n(0, 20)) }
func (b *B) sha(n int) string { return b.rs(n, hexs) }
func (b *B) ipPriv() string {
	return b.pick(fmt.Sprintf("10.%d.%d.%d", b.n(0, 255), b.n(0, 255), b.n(1, 254)), fmt.Sprintf("192.168.%d.%d", b.n(0, 20), b.n(2, 254)), fmt.Sprintf("172.%d.%d.%d", b.n(16, 31), b.n(0, 255), b.n(1, 254)))
}
func (b *B) ipPub() string {
	return fmt.Sprintf("%d.%d.%d.%d", b.pick3(34, 35, 52, 54, 104, 146, 185, 203), b.n(0, 255), b.n(0, 255), b.n(1, 254))
}
func (b *B) orderNo() string {
	return b.pick("ORD-"+b.d(4)+"-"+b.d(6), "#"+b.nz(7), "SO-"+b.nz(8), "PO "+"45"+b.d(8), "A"+b.d(9), "112-"+b.d(7)+"-"+b.d(7))
}
func (b *B) ticket() string {
	return b.pick("SUP-"+b.nz(4), "INC"+b.d(7), "BRAIN-"+b.nz(3), "OPS-"+b.nz(4), "#"+b.nz(6), "PLAT-"+b.nz(4), "CS-"+b.nz(5))
}
func (b *B) invoice() string {
	return b.pick("INV-20"+fmt.Sprint(b.n(23, 26))+"-"+b.d(5), "RE-2025-"+b.d(4), "F"+b.d(4)+"/"+b.d(6), "INV"+b.nz(8))
}
func (b *B) price() string {
	return b.pick(fmt.Sprintf("$%d,%03d.%02d", b.n(1, 99), b.n(0, 999), b.n(0, 99)), fmt.Sprintf("€%d.%03d,%02d", b.n(1, 99), b.n(0, 999), b.n(0, 99)), fmt.Sprintf("¥%d,%03d", b.n(1, 999), b.n(0, 999)), fmt.Sprintf("₹%d,%03d", b.n(1, 99), b.n(0, 999)), fmt.Sprintf("£%d.%02d", b.n(5, 9999), b.n(0, 99)), fmt.Sprintf("R$ %d.%03d,%02d", b.n(1, 99), b.n(0, 999), b.n(0, 99)))
}
func (b *B) upsTracking() string {
	return "1Z" + b.rs(6, upper+digs) + b.pick("01", "03", "02") + b.d(8)
}
func (b *B) fedex() string     { return b.d(4) + " " + b.d(4) + " " + b.d(4) }
func (b *B) meetingID() string { return b.nz(3) + " " + b.d(4) + " " + b.d(4) }
func (b *B) slackUser() string { return "U0" + b.rs(8, upper+digs) }
func (b *B) slackChan() string { return "C0" + b.rs(8, upper+digs) }
func (b *B) notionID() string  { return b.rs(32, hexs) }
func (b *B) reqID() string {
	return b.pick("req_"+b.rs(24, alnum), b.uuid(), "01J"+b.rs(23, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"))
}
func (b *B) callID() string  { return "call_" + b.rs(24, alnum) }
func (b *B) toolUID() string { return "toolu_01" + b.rs(22, alnum) }
func (b *B) masked4() string {
	return b.pick("•••• ", "**** **** **** ", "ending in ", "xxxx-xxxx-xxxx-", "****") + b.d(4)
}
func (b *B) snowflake() string { return "1" + b.rs(1, "12") + b.d(17) }
func (b *B) score() string     { return fmt.Sprintf("0.%d", b.n(55, 97)) }

func base64Std(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// urlPassword is a chosen password that needs no escaping in a URL's userinfo.
func (b *B) urlPassword() string {
	for {
		p := b.password()
		if !strings.ContainsAny(p, "@:/#?%$") {
			return p
		}
	}
}
