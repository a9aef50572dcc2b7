package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var rng *rand.Rand

func pick(xs ...string) string { return xs[rng.Intn(len(xs))] }
func rint(a, b int) int        { return a + rng.Intn(b-a+1) }
func coin() bool               { return rng.Intn(2) == 0 }

func fromSet(set string, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(set[rng.Intn(len(set))])
	}
	return sb.String()
}

const (
	digitsSet = "0123456789"
	hexSet    = "0123456789abcdef"
	alnumSet  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upperNum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b64url    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
)

func dg(n int) string  { return fromSet(digitsSet, n) }
func ndg(n int) string { return fromSet("123456789", 1) + dg(n-1) } // no leading zero
func hx(n int) string  { return fromSet(hexSet, n) }
func an(n int) string  { return fromSet(alnumSet, n) }
func uuid() string {
	return hx(8) + "-" + hx(4) + "-4" + hx(3) + "-" + pick("8", "9", "a", "b") + hx(3) + "-" + hx(12)
}
func upperUUID() string { return strings.ToUpper(uuid()) }

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Intn(256))
	}
	return b
}

func b64u(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
func b64s(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

// ---------- people ----------

type Person struct {
	First, Last, AF, AL, Lang string
}

func (p Person) Name() string {
	switch p.Lang {
	case "ja":
		return p.Last + " " + p.First
	case "zh", "ko":
		return p.Last + p.First
	}
	return p.First + " " + p.Last
}

func (p Person) Latin() string { // romanised display name
	return strings.Title(p.AF) + " " + strings.Title(p.AL)
}

type nameSet struct{ firsts, lasts []string }

// "Native|ascii"
var names = map[string]nameSet{
	"en": {strings.Fields("James Priya Olivia Marcus Hannah Ethan Grace Daniel Aisha Noah Chloe Ryan Megan Omar Lauren Kevin Tanya Derek"),
		strings.Fields("Carter Raman Bennett Lee Walsh Turner Okafor Hughes Patel Brooks Nguyen Sullivan Foster Reyes Kim Murphy Dalton Whitaker")},
	"de": {strings.Fields("Lukas Anna Jonas Katrin Felix Sabine Tobias Julia Matthias Lena Jürgen|Juergen Stefanie"),
		strings.Fields("Becker Schmidt Hoffmann Wolf Braun Krüger|Krueger Schäfer|Schaefer Neumann Zimmermann Fischer Köhler|Koehler Hartmann")},
	"fr": {strings.Fields("Camille Julien Élodie|Elodie Thomas Manon Nicolas Chloé|Chloe Antoine Hélène|Helene Mathieu"),
		strings.Fields("Lefèvre|Lefevre Moreau Garnier Girard Dubois Rousseau Fontaine Mercier Lambert Bonnet")},
	"es": {strings.Fields("Lucía|Lucia Javier Carmen Diego Marta Alejandro Elena Pablo Nuria Sergio"),
		strings.Fields("Fernández|Fernandez Morales Ruiz Navarro García|Garcia Ortega Delgado Castillo Romero Herrera")},
	"pt": {strings.Fields("João|Joao Mariana Rafael Beatriz Tiago Ana Gustavo Larissa Camila Bruno"),
		strings.Fields("Pereira Costa Almeida Santos Oliveira Rocha Carvalho Ribeiro Barbosa Teixeira")},
	"it": {strings.Fields("Giulia Marco Francesca Luca Chiara Alessandro Sara Matteo Valentina Davide"),
		strings.Fields("Romano Bianchi Greco Conti Ricci Marino Esposito Colombo Ferrari Gallo")},
	"nl": {strings.Fields("Sanne Daan Lotte Bram Femke Joris Iris Ruben Anouk Thijs"),
		strings.Fields("Jansen Visser Bakker Smit Meijer Mulder Bos Vos Dekker Peters")},
	"ja": {strings.Fields("健|ken 美咲|misaki 翔|sho 由美|yumi 大輔|daisuke 彩|aya 拓也|takuya 恵|megumi"),
		strings.Fields("佐藤|sato 鈴木|suzuki 高橋|takahashi 田中|tanaka 伊藤|ito 渡辺|watanabe 山本|yamamoto 中村|nakamura")},
	"zh": {strings.Fields("伟|wei 娜|na 敏|min 洋|yang 静|jing 磊|lei 婷|ting 浩|hao"),
		strings.Fields("王|wang 李|li 张|zhang 刘|liu 陈|chen 赵|zhao 黄|huang 周|zhou")},
	"ko": {strings.Fields("민준|minjun 서연|seoyeon 지훈|jihoon 하은|haeun 도윤|doyun 수빈|subin"),
		strings.Fields("김|kim 이|lee 박|park 최|choi 정|jung 강|kang")},
	"pl": {strings.Fields("Katarzyna Piotr Agnieszka Tomasz Magdalena Michał|Michal Paweł|Pawel Joanna"),
		strings.Fields("Nowak Wójcik|Wojcik Kowalczyk Zieliński|Zielinski Mazur Krawczyk Dąbrowski|Dabrowski Lis")},
	"sv": {strings.Fields("Erik Sara Oskar Elin Johan Maja Linnea Anders"),
		strings.Fields("Lindqvist Johansson Nilsson Berg Ekström|Ekstrom Holm Sandberg Lundgren")},
	"ru": {strings.Fields("Алексей|aleksey Мария|maria Дмитрий|dmitry Ольга|olga Сергей|sergey Анна|anna"),
		strings.Fields("Соколов|sokolov Орлова|orlova Волков|volkov Морозова|morozova Лебедев|lebedev Новикова|novikova")},
}

func split(s string) (string, string) {
	if i := strings.Index(s, "|"); i >= 0 {
		return s[:i], s[i+1:]
	}
	return s, strings.ToLower(s)
}

func person(lang string) Person {
	ns := names[lang]
	f, af := split(ns.firsts[rng.Intn(len(ns.firsts))])
	l, al := split(ns.lasts[rng.Intn(len(ns.lasts))])
	return Person{f, l, strings.ToLower(af), strings.ToLower(al), lang}
}

var corpDomains = map[string][]string{
	"en": {"brightlane.io", "kestrel-analytics.com", "harbourview.co.uk", "atlasfin.com", "northpeak.ca", "bluegum-health.com.au", "meridianlabs.com", "tidewater.org"},
	"de": {"hanseatic-logistik.de", "brunnen-software.de", "alpenwerk.at", "zuercher-treuhand.ch", "rheinmetall-services.de"},
	"fr": {"lumen-sante.fr", "atelier-verne.fr", "groupe-castel.com", "banque-rive.be"},
	"es": {"mercadoverde.com.mx", "iberlogic.es", "andesdata.cl", "pampa-agro.com.ar"},
	"pt": {"sulamerica-log.com.br", "tejo-digital.pt", "cerrado.com.br"},
	"it": {"orbitale.it", "studio-ferraris.it", "navigli-design.it"},
	"nl": {"vanderberg.nl", "polderdata.nl", "scheldt-port.be"},
	"ja": {"tanakashoji.co.jp", "sakura-it.jp", "kaede-systems.co.jp"},
	"zh": {"qinghe-tech.cn", "huanan-trade.com.cn", "jadebridge.com.hk"},
	"ko": {"seoulbridge.co.kr", "hangang-soft.kr"},
	"pl": {"vistula-soft.pl", "baltyk-logistics.pl"},
	"sv": {"nordkraft.se", "fjordline-systems.no", "sundvik.dk"},
	"ru": {"volga-tech.ru", "sever-group.ru"},
}

var freeMail = map[string][]string{
	"en": {"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk", "proton.me"},
	"de": {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "gmail.com"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "outlook.es"},
	"pt": {"uol.com.br", "gmail.com", "bol.com.br", "sapo.pt"},
	"it": {"libero.it", "gmail.com", "virgilio.it", "tiscali.it"},
	"nl": {"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl"},
	"ja": {"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "icloud.com"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com"},
	"ko": {"naver.com", "daum.net", "gmail.com"},
	"pl": {"wp.pl", "onet.pl", "o2.pl", "interia.pl"},
	"sv": {"telia.com", "gmail.com", "hotmail.se", "bredband.net"},
	"ru": {"yandex.ru", "mail.ru", "rambler.ru"},
}

func corpDomain(lang string) string { return pick(corpDomains[lang]...) }

func emailAt(p Person, dom string) string {
	f, l := p.AF, p.AL
	l = strings.ReplaceAll(l, " ", "")
	var local string
	switch rng.Intn(7) {
	case 0, 1, 2:
		local = f + "." + l
	case 3:
		local = f[:1] + l
	case 4:
		local = f + "_" + l
	case 5:
		local = l + "." + f
	default:
		local = f + l[:1]
	}
	if rng.Intn(4) == 0 {
		local += fmt.Sprint(rint(2, 99))
	}
	return local + "@" + dom
}

func workEmail(p Person) string { return emailAt(p, corpDomain(p.Lang)) }
func freeEmail(p Person) string {
	f, l := p.AF, strings.ReplaceAll(p.AL, " ", "")
	local := pick(f+"."+l, f+l, f+"_"+l+fmt.Sprint(rint(70, 99)), f[:1]+l+fmt.Sprint(rint(1, 999)), l+"."+f+fmt.Sprint(rint(1, 99)))
	return local + "@" + pick(freeMail[p.Lang]...)
}

// ---------- phones ----------

var usAreas = strings.Fields("212 646 917 718 415 628 650 408 669 312 773 617 857 206 425 512 737 303 720 404 470 213 310 424 818 305 786 214 469 602 480 503 971 612 651 704 919 984 202 571 703 215 267 313 248 801 385")
var caAreas = strings.Fields("416 647 437 604 778 514 438 613 403 587")

func nanpParts(areas []string) (string, string, string) {
	a := pick(areas...)
	var e string
	for {
		e = fmt.Sprint(rint(201, 989))
		if e[1:] != "11" && e != "555" && e != "950" && e != "958" && e != "959" && e != "976" {
			break
		}
	}
	return a, e, dg(4)
}

func groups(d string, sizes ...int) []string {
	var out []string
	for _, s := range sizes {
		out = append(out, d[:s])
		d = d[s:]
	}
	return out
}

// phone returns a number of country cc. style: "intl", "nat", "mob" (national
// mobile), "mobintl", "e164".
func phone(cc, style string) string {
	j := strings.Join
	switch cc {
	case "us", "ca":
		ar := usAreas
		if cc == "ca" {
			ar = caAreas
		}
		a, e, l := nanpParts(ar)
		switch style {
		case "e164":
			return "+1" + a + e + l
		case "intl", "mobintl":
			return pick("+1 "+a+"-"+e+"-"+l, "+1 ("+a+") "+e+"-"+l, "+1."+a+"."+e+"."+l, "+1 "+a+" "+e+" "+l, "+1-"+a+"-"+e+"-"+l)
		default:
			return pick("("+a+") "+e+"-"+l, a+"-"+e+"-"+l, a+"."+e+"."+l, "("+a+") "+e+"-"+l)
		}
	case "uk":
		switch style {
		case "mob", "mobintl", "e164x":
			d := "7" + pick("4", "5", "7", "8", "9") + dg(8)
			if strings.HasPrefix(d, "7700") {
				d = "7911" + d[4:]
			}
			if style == "mob" {
				return "0" + d[:4] + " " + d[4:]
			}
			return "+44 " + d[:4] + " " + d[4:]
		case "e164":
			return "+44" + "20" + pick("3", "8") + dg(7)
		}
		city := pick("20", "161", "131", "117", "121")
		var sub string
		if city == "20" {
			sub = pick("3", "7", "8") + dg(3) + " " + dg(4)
			if strings.HasPrefix(sub, "7946") {
				sub = "3" + sub[1:]
			}
		} else {
			sub = ndg(3) + " " + dg(4)
		}
		if style == "intl" {
			return "+44 " + city + " " + sub
		}
		return "0" + city + " " + sub
	case "de":
		switch style {
		case "mob":
			pre := pick("151", "152", "160", "170", "171", "172", "176", "157")
			n := 8
			if pre[1] == '7' && pre != "176" {
				n = 7
			}
			return pick("0"+pre+" "+ndg(n), "0"+pre+"/"+ndg(n), "0"+pre+"-"+ndg(n))
		case "mobintl":
			return "+49 " + pick("151", "160", "176", "157") + " " + ndg(8)
		case "e164":
			return "+49" + pick("30", "89", "40", "69") + ndg(8)
		}
		city := pick("30", "89", "40", "69", "221", "211", "711")
		sub := ndg(4) + " " + dg(rint(3, 4))
		if style == "intl" {
			return pick("+49 "+city+" "+sub, "+49 (0)"+city+" "+sub, "+49 "+city+" "+strings.ReplaceAll(sub, " ", ""))
		}
		return pick("0"+city+" "+sub, "0"+city+" / "+sub, "0"+city+"-"+strings.ReplaceAll(sub, " ", ""))
	case "at":
		return "+43 1 " + ndg(3) + " " + dg(2) + " " + dg(2)
	case "ch":
		if style == "mob" {
			return "0" + pick("76", "77", "78", "79") + " " + ndg(3) + " " + dg(2) + " " + dg(2)
		}
		return "+41 " + pick("44", "43", "22", "31", "61") + " " + ndg(3) + " " + dg(2) + " " + dg(2)
	case "fr":
		pairs := func() string { return j([]string{dg(2), dg(2), dg(2), dg(2)}, " ") }
		switch style {
		case "mob":
			return pick("06 ", "07 ") + pairs()
		case "mobintl":
			return pick("+33 6 ", "+33 7 ", "+33 (0)6 ") + pairs()
		case "e164":
			return "+331" + dg(8)
		case "intl":
			return "+33 " + pick("1", "4", "2", "3", "5") + " " + pairs()
		}
		return "0" + pick("1", "4", "2", "3", "5") + " " + pairs()
	case "be":
		return "+32 2 " + ndg(3) + " " + dg(2) + " " + dg(2)
	case "es":
		switch style {
		case "mob":
			return "6" + dg(2) + " " + dg(3) + " " + dg(3)
		case "mobintl":
			return "+34 6" + dg(2) + " " + dg(3) + " " + dg(3)
		case "e164":
			return "+3491" + ndg(7)
		}
		p := pick("91", "93") + ndg(1) + " " + dg(3) + " " + dg(3)
		if style == "intl" {
			return "+34 " + p
		}
		return p
	case "it":
		switch style {
		case "mob":
			return "3" + pick("2", "3", "4", "4", "9") + dg(1) + " " + dg(3) + " " + dg(4)
		case "mobintl":
			return "+39 3" + pick("3", "4", "4", "9") + dg(1) + " " + dg(3) + " " + dg(4)
		case "e164":
			return "+3902" + ndg(8)
		}
		p := pick("02 ", "06 ") + ndg(4) + " " + dg(4)
		if style == "intl" {
			return "+39 " + p
		}
		return p
	case "nl":
		switch style {
		case "mob":
			return pick("06-", "06 ") + ndg(8)
		case "mobintl":
			return "+31 6 " + ndg(8)
		case "e164":
			return "+3120" + ndg(7)
		}
		p := pick("20", "10", "30", "70") + " " + ndg(3) + " " + dg(4)
		if style == "intl" {
			return "+31 " + p
		}
		return "0" + p
	case "pt":
		return "+351 21 " + ndg(3) + " " + dg(4)
	case "jp":
		switch style {
		case "mob":
			return pick("090", "080", "070") + "-" + ndg(4) + "-" + dg(4)
		case "mobintl":
			return "+81 " + pick("90", "80") + "-" + ndg(4) + "-" + dg(4)
		case "e164":
			return "+813" + ndg(8)
		}
		p := pick("3", "6") + "-" + ndg(4) + "-" + dg(4)
		if style == "intl" {
			return "+81 " + p
		}
		return "0" + p
	case "cn":
		switch style {
		case "mob":
			return pick("13", "15", "18", "17") + dg(1) + pick(" ", "-", "") + dg(4) + pick(" ", "-", "") + dg(4)
		case "mobintl":
			return "+86 1" + pick("3", "5", "8") + dg(1) + " " + dg(4) + " " + dg(4)
		case "e164":
			return "+8610" + ndg(8)
		}
		p := pick("10", "21", "755", "20") + " " + ndg(4) + " " + dg(4)
		if style == "intl" {
			return "+86 " + p
		}
		return "0" + p
	case "hk":
		return "+852 " + pick("2", "3") + dg(3) + " " + dg(4)
	case "br":
		switch style {
		case "mob":
			return "(" + pick("11", "21", "31", "41", "51") + ") 9" + ndg(4) + "-" + dg(4)
		case "mobintl":
			return "+55 " + pick("11", "21", "31") + " 9" + ndg(4) + "-" + dg(4)
		case "e164":
			return "+5511" + pick("3", "4") + dg(7)
		}
		p := pick("11", "21", "31", "41") + " " + pick("3", "4") + dg(3) + "-" + dg(4)
		if style == "intl" {
			return "+55 " + p
		}
		return "(" + p[:2] + ")" + p[2:]
	case "mx":
		return "+52 55 " + ndg(4) + " " + dg(4)
	case "in":
		switch style {
		case "mob", "mobintl":
			return "+91 " + pick("9", "8", "7") + dg(4) + " " + dg(5)
		case "e164":
			return "+9180" + pick("4", "6") + dg(7)
		}
		return "+91 " + pick("80", "22", "11") + " " + pick("4", "6") + dg(3) + " " + dg(4)
	case "au":
		switch style {
		case "mob":
			return "04" + dg(2) + " " + dg(3) + " " + dg(3)
		case "mobintl":
			return "+61 4" + dg(2) + " " + dg(3) + " " + dg(3)
		case "e164":
			return "+612" + pick("8", "9") + dg(7)
		}
		p := pick("2", "3") + " " + pick("8", "9") + dg(3) + " " + dg(4)
		if style == "intl" {
			return "+61 " + p
		}
		return "(0" + p[:1] + ")" + p[1:]
	case "se":
		switch style {
		case "mob":
			return "07" + pick("0", "2", "3", "6") + "-" + ndg(3) + " " + dg(2) + " " + dg(2)
		case "mobintl":
			return "+46 7" + pick("0", "2", "3") + " " + ndg(3) + " " + dg(2) + " " + dg(2)
		}
		return "+46 8 " + ndg(3) + " " + dg(3) + " " + dg(2)
	case "no":
		return "+47 " + pick("2", "4", "9") + dg(1) + " " + dg(2) + " " + dg(2) + " " + dg(2)
	case "dk":
		return "+45 " + pick("3", "7", "2") + dg(1) + " " + dg(2) + " " + dg(2) + " " + dg(2)
	case "fi":
		return "+358 9 " + ndg(4) + " " + dg(4)
	case "pl":
		switch style {
		case "mob":
			return pick("5", "6", "7") + dg(2) + " " + dg(3) + " " + dg(3)
		case "mobintl":
			return "+48 " + pick("5", "6", "7") + dg(2) + " " + dg(3) + " " + dg(3)
		}
		return "+48 22 " + ndg(3) + " " + dg(2) + " " + dg(2)
	case "kr":
		switch style {
		case "mob":
			return "010-" + ndg(4) + "-" + dg(4)
		case "mobintl":
			return "+82 10-" + ndg(4) + "-" + dg(4)
		}
		p := "2-" + ndg(4) + "-" + dg(4)
		if style == "intl" {
			return "+82 " + p
		}
		return "0" + p
	case "sg":
		if style == "mob" || style == "mobintl" {
			return "+65 " + pick("8", "9") + dg(3) + " " + dg(4)
		}
		return "+65 6" + dg(3) + " " + dg(4)
	case "ie":
		return "+353 1 " + ndg(3) + " " + dg(4)
	case "ru":
		switch style {
		case "mob":
			return "+7 9" + dg(2) + " " + ndg(3) + "-" + dg(2) + "-" + dg(2)
		case "nat":
			return "8 (495) " + ndg(3) + "-" + dg(2) + "-" + dg(2)
		}
		return "+7 495 " + ndg(3) + "-" + dg(2) + "-" + dg(2)
	case "ae":
		if style == "mob" {
			return "+971 5" + pick("0", "5", "2") + " " + ndg(3) + " " + dg(4)
		}
		return "+971 4 " + ndg(3) + " " + dg(4)
	case "il":
		return "+972 3-" + ndg(3) + "-" + dg(4)
	case "za":
		return "+27 " + pick("11", "21") + " " + ndg(3) + " " + dg(4)
	}
	panic("country " + cc)
}

// a dial-in row: country label and a number
var dialCountries = []struct{ cc, en string }{
	{"us", "United States"}, {"ca", "Canada"}, {"uk", "United Kingdom"}, {"de", "Germany"}, {"fr", "France"},
	{"es", "Spain"}, {"it", "Italy"}, {"nl", "Netherlands"}, {"jp", "Japan"}, {"au", "Australia"},
	{"se", "Sweden"}, {"pl", "Poland"}, {"ch", "Switzerland"}, {"at", "Austria"}, {"be", "Belgium"},
	{"br", "Brazil"}, {"mx", "Mexico"}, {"in", "India"}, {"sg", "Singapore"}, {"ie", "Ireland"},
	{"dk", "Denmark"}, {"no", "Norway"}, {"fi", "Finland"}, {"hk", "Hong Kong"}, {"kr", "Korea"}, {"za", "South Africa"}, {"il", "Israel"},
}

func dialCountry() (string, string) {
	d := dialCountries[rng.Intn(len(dialCountries))]
	return d.cc, d.en
}

// one-tap form of an international number: digits only with +
func e164(n string) string {
	var sb strings.Builder
	for _, c := range n {
		if c == '+' || c >= '0' && c <= '9' {
			sb.WriteRune(c)
		}
	}
	s := sb.String()
	return strings.Replace(s, "(0)", "", 1)
}

// ---------- cards ----------

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

func cardDigits(prefix string, n int) string {
	body := prefix + dg(n-1-len(prefix))
	return body + string(luhnDigit(body))
}

type cardT struct{ brand, digits string }

func card() cardT {
	switch rng.Intn(10) {
	case 0, 1, 2, 3:
		return cardT{"Visa", cardDigits("4"+pick("0", "1", "2", "4", "5", "7", "8", "9"), 16)}
	case 4, 5:
		return cardT{"Mastercard", cardDigits(pick("51", "52", "53", "54", "55", "2221", "2300", "2720", "2511"), 16)}
	case 6, 7:
		return cardT{"American Express", cardDigits(pick("34", "37"), 15)}
	case 8:
		return cardT{"Discover", cardDigits(pick("6011", "65", "644"), 16)}
	default:
		return cardT{"JCB", cardDigits(fmt.Sprint(rint(3528, 3589)), 16)}
	}
}

func fmtCard(d string, sep string) string {
	if len(d) == 15 {
		return d[:4] + sep + d[4:10] + sep + d[10:]
	}
	if len(d) == 14 {
		return d[:4] + sep + d[4:10] + sep + d[10:]
	}
	return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
}

func cardStr(c cardT) string {
	switch rng.Intn(4) {
	case 0:
		return c.digits
	case 1:
		return fmtCard(c.digits, "-")
	default:
		return fmtCard(c.digits, " ")
	}
}

// a 16-digit number that fails Luhn
func badLuhn() string {
	d := cardDigits("4"+dg(1), 16)
	last := d[15]
	nd := byte('0' + (int(last-'0')+rint(1, 9))%10)
	return d[:15] + string(nd)
}

func expiry() string { return fmt.Sprintf("%02d/%02d", rint(1, 12), rint(26, 31)) }

// ---------- SSN ----------

func ssn() string {
	for {
		a := rint(1, 899)
		if a == 666 {
			continue
		}
		g, s := rint(1, 99), rint(1, 9999)
		v := fmt.Sprintf("%03d-%02d-%04d", a, g, s)
		if strings.HasPrefix(v, "987-65-432") || strings.HasPrefix(v, "078-05-1120") || strings.HasPrefix(v, "123-45-678") {
			continue
		}
		return v
	}
}

func itin() string {
	grp := []int{}
	for g := 50; g <= 65; g++ {
		grp = append(grp, g)
	}
	for g := 70; g <= 88; g++ {
		grp = append(grp, g)
	}
	grp = append(grp, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", rint(0, 99), grp[rng.Intn(len(grp))], rint(1, 9999))
}

// ---------- JWT ----------

func jwtWith(header, payload string, sigBytes int) string {
	s := b64u([]byte(header)) + "." + b64u([]byte(payload)) + "."
	return s + b64u(randBytes(sigBytes))
}

var epoch = 1741000000 // fixed base (March 2025), never the clock

func iat() int { return epoch + rng.Intn(20000000) }

func msGraphJWT(p Person, upn string) string {
	t := iat()
	h := fmt.Sprintf(`{"typ":"JWT","nonce":"%s","alg":"RS256","x5t":"%s","kid":"%s"}`, b64u(randBytes(32)), b64u(randBytes(20)), b64u(randBytes(20)))
	pl := fmt.Sprintf(`{"aud":"00000003-0000-0000-c000-000000000000","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"app_displayname":"Calendar Sync","name":"%s","oid":"%s","scp":"Calendars.ReadWrite OnlineMeetings.ReadWrite User.Read","tid":"%s","upn":"%s","ver":"1.0"}`,
		uuid(), t, t, t+4499, p.Latin(), uuid(), uuid(), upn)
	return jwtWith(h, pl, 256)
}

func googleIDToken(email string) string {
	t := iat()
	h := fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, hx(40))
	pl := fmt.Sprintf(`{"iss":"https://accounts.google.com","azp":"%s-%s.apps.googleusercontent.com","aud":"%s-%s.apps.googleusercontent.com","sub":"1%s","email":"%s","email_verified":true,"iat":%d,"exp":%d}`,
		dg(12), strings.ToLower(an(32)), dg(12), strings.ToLower(an(32)), dg(20), email, t, t+3600)
	return jwtWith(h, pl, 256)
}

func hsJWT(claims string) string {
	return jwtWith(`{"alg":"HS256","typ":"JWT"}`, claims, 32)
}

func zoomJWT() string {
	t := iat()
	return hsJWT(fmt.Sprintf(`{"aud":null,"iss":"%s","exp":%d,"iat":%d}`, an(22), t+5400, t))
}

func atlassianJWT() string {
	t := iat()
	return hsJWT(fmt.Sprintf(`{"sub":"%s","qsh":"%s","iss":"%s","context":{},"exp":%d,"iat":%d}`, "557058:"+uuid(), hx(64), uuid(), t+180, t))
}

func calendlyJWT() string {
	t := iat()
	h := fmt.Sprintf(`{"kid":"%s","typ":"PAT","alg":"ES512"}`, hx(8))
	pl := fmt.Sprintf(`{"iss":"https://auth.calendly.com","iat":%d,"jti":"%s","user_uuid":"%s"}`, t, uuid(), uuid())
	return jwtWith(h, pl, 132)
}

// ---------- bearer-type secrets ----------

func slackBot() string  { return "xoxb-" + ndg(rint(10, 13)) + "-" + ndg(13) + "-" + an(24) }
func slackUser() string { return "xoxp-" + ndg(11) + "-" + ndg(12) + "-" + ndg(13) + "-" + hx(32) }
func slackApp() string  { return "xapp-1-A0" + fromSet(upperNum, 9) + "-" + ndg(13) + "-" + hx(64) }
func slackTeam() string { return "T0" + fromSet(upperNum, 8) }
func slackHookB() string {
	return "B0" + fromSet(upperNum, 9)
}
func slackHookSecret() string { return an(24) }
func discordID() string       { return "1" + pick("1", "2") + dg(17) }
func discordBot() string {
	id := discordID()
	return b64u([]byte(id)) + "." + fromSet(b64url, 6) + "." + fromSet(b64url, 38)
}
func discordHookToken() string { return fromSet(b64url, 68) }
func telegramBot() string      { return ndg(10) + ":AA" + fromSet(b64url, 33) }
func atlassianToken() string {
	return "ATATT3xFfGF0" + fromSet(b64url, 170) + "=" + strings.ToUpper(hx(8))
}
func notionToken() string {
	if coin() {
		return "ntn_" + dg(11) + an(35)
	}
	return "secret_" + an(43)
}
func linearKey() string   { return "lin_api_" + an(40) }
func githubPAT() string   { return "ghp_" + an(36) }
func googleYa29() string  { return "ya29.a0" + an(6) + "_" + fromSet(b64url, 140) + "0" + dg(3) }
func webexToken() string  { return fromSet(alnumSet, 64) + "_PF84_" + uuid() }
func azureSecret() string { return an(3) + "8Q~" + fromSet(alnumSet+"_.~-", 34) }
func asanaPAT() string    { return "2/120" + dg(13) + "/120" + dg(13) + ":" + hx(32) }
func trelloToken() string { return "ATTA" + hx(64) + strings.ToUpper(hx(8)) }
func airtablePAT() string { return "pat" + an(14) + "." + hx(64) }
func sendgridKey() string { return "SG." + fromSet(b64url, 22) + "." + fromSet(b64url, 43) }
func openaiKey() string   { return "sk-proj-" + fromSet(b64url, 74) + "T3BlbkFJ" + fromSet(b64url, 74) }
func figmaPAT() string    { return "figd_" + fromSet(b64url, 40) }
func zoomPwd() string {
	inner := b64s([]byte(an(16)))
	return strings.TrimRight(b64s([]byte(inner)), "=")
}
func zoomPwdNew() string { return an(32) + ".1" }

var pwWords = strings.Fields("Harbor Sommer Kaffee Lantern Orchid Falcon Meteor Velvet Copper Maple Nordlicht Zephyr Tulpe Granite Sakura Piment Ribeira Aurora Cobalt Willow Brioche Tramonto")

func password() string {
	w1, w2 := pick(pwWords...), strings.ToLower(pick(pwWords...))
	return pick(
		w1+dg(2)+pick("!", "?", "#", "$", "%")+w2,
		w1+"-"+dg(4)+"-"+w2,
		w1+"."+dg(2)+pick("?", "!")+w2[:2],
		strings.ToLower(w1)+pick("_", "!", "&")+strings.ToUpper(w2[:1])+w2[1:]+dg(3),
		an(4)+pick("!", "#", "&", "%")+an(6)+dg(2),
	)
}

// ---------- look-alikes ----------

func zoomID() string { // 11 digits, "845 1234 5678" shown
	return pick("8", "9", "7") + dg(10)
}
func zoomIDSpaced(id string) string { return id[:3] + " " + id[3:7] + " " + id[7:] }
func passcode() string              { return ndg(6) }
func teamsID() string {
	return ndg(3) + " " + dg(3) + " " + dg(3) + " " + dg(3)
}
func teamsPass() string {
	return fromSet("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789", 6)
}
func confID() string { return ndg(rint(8, 9)) }
func meetCode() string {
	l := "abcdefghijklmnopqrstuvwxyz"
	return fromSet(l, 3) + "-" + fromSet(l, 4) + "-" + fromSet(l, 3)
}
func webexNum() string { return "2" + dg(3) + " " + dg(3) + " " + dg(4) }
func jiraKey() string {
	return pick("OPS", "ENG", "HR", "FAC", "IT", "PLAT", "MKT", "SEC", "PAY") + "-" + fmt.Sprint(rint(100, 9999))
}
func slackTS() string     { return fmt.Sprint(epoch+rng.Intn(20000000)) + "." + dg(6) }
func slackUID() string    { return "U0" + fromSet(upperNum, 9) }
func slackCID() string    { return "C0" + fromSet(upperNum, 9) }
func icsUID() string      { return "040000008200E00074C5B7101A82E00800000000" + strings.ToUpper(hx(32)) }
func gcalEventID() string { return fromSet("abcdefghijklmnopqrstuv0123456789", 26) }
func gdocID() string      { return "1" + fromSet(b64url, 43) }
func roomCode() string {
	return fmt.Sprintf("%s-%d.%02d", pick("BER", "LON", "NYC", "PAR", "MUC", "TYO", "SFO", "AMS"), rint(1, 12), rint(1, 40))
}
func bookingRef() string {
	return pick("RB", "BK", "RES") + "-" + fmt.Sprint(rint(2025, 2026)) + "-" + dg(6)
}
func badgeNo() string { return "V" + dg(7) }
func orderNo() string { return "PO-" + dg(7) }

type dt struct {
	y, m, d, h, mi int
}

func date() dt {
	return dt{rint(2025, 2026), rint(1, 12), rint(1, 28), rint(7, 18), pick2(0, 30, 15, 45)}
}
func pick2(xs ...int) int { return xs[rng.Intn(len(xs))] }

func (t dt) ics() string { return fmt.Sprintf("%04d%02d%02dT%02d%02d00", t.y, t.m, t.d, t.h, t.mi) }
func (t dt) iso() string { return fmt.Sprintf("%04d-%02d-%02d", t.y, t.m, t.d) }
func (t dt) isoT() string {
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:00", t.y, t.m, t.d, t.h, t.mi)
}
func (t dt) hm() string     { return fmt.Sprintf("%02d:%02d", t.h, t.mi) }
func (t dt) hmEnd() string  { return fmt.Sprintf("%02d:%02d", t.h+1, t.mi) }
func (t dt) de() string     { return fmt.Sprintf("%02d.%02d.%04d", t.d, t.m, t.y) }
func (t dt) us() string     { return fmt.Sprintf("%d/%d/%d", t.m, t.d, t.y) }
func (t dt) slash() string  { return fmt.Sprintf("%02d/%02d/%04d", t.d, t.m, t.y) }
func (t dt) ymdJ() string   { return fmt.Sprintf("%d年%d月%d日", t.y, t.m, t.d) }
func (t dt) ymdK() string   { return fmt.Sprintf("%d년 %d월 %d일", t.y, t.m, t.d) }
func (t dt) epochS() string { return fmt.Sprint(epoch + rng.Intn(20000000)) }

var monEn = strings.Fields("January February March April May June July August September October November December")

func (t dt) long() string { return fmt.Sprintf("%s %d, %d", monEn[t.m-1], t.d, t.y) }
func (t dt) ampm() string {
	h := t.h % 12
	if h == 0 {
		h = 12
	}
	ap := "AM"
	if t.h >= 12 {
		ap = "PM"
	}
	return fmt.Sprintf("%d:%02d %s", h, t.mi, ap)
}
