package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func rint(a, b int) int { return a + rng.Intn(b-a+1) }

func pick(xs ...string) string { return xs[rng.Intn(len(xs))] }
func pickL(xs []string) string { return xs[rng.Intn(len(xs))] }

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs   = "0123456789"
	alnum  = upper + lower + digs
	ualnum = upper + digs
	lalnum = lower + digs
	b64url = alnum + "-_"
	b64std = alnum + "+/"
	hexd   = "0123456789abcdef"
)

func from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.Intn(len(alpha))]
	}
	return string(b)
}

// mixed draws from alpha until the string holds a capital, a small letter and a digit.
func mixed(alpha string, n int) string {
	if !strings.ContainsAny(alpha, upper) || !strings.ContainsAny(alpha, lower) || !strings.ContainsAny(alpha, digs) {
		return from(alpha, n)
	}
	for {
		s := from(alpha, n)
		if strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) && strings.ContainsAny(s, digs) {
			return s
		}
	}
}

func hexs(n int) string { return from(hexd, n) }
func HEX(n int) string  { return strings.ToUpper(hexs(n)) }
func dig(n int) string  { return from(digs, n) }
func nzdig(n int) string {
	return string("123456789"[rng.Intn(9)]) + dig(n-1)
}

var used = map[string]bool{}

func uniq(f func() string) string {
	for i := 0; i < 10000; i++ {
		s := f()
		if !used[s] {
			used[s] = true
			return s
		}
	}
	panic("uniq: no fresh value")
}

func uuid() string {
	return hexs(8) + "-" + hexs(4) + "-4" + hexs(3) + "-" + string("89ab"[rng.Intn(4)]) + hexs(3) + "-" + hexs(12)
}
func UUID() string { return strings.ToUpper(uuid()) }

// ---------- locales ----------

type Loc struct {
	Code    string
	First   []string
	Last    []string
	Native  []string // names as written in the locale's script
	Domains []string
	CC      string
}

var locs = map[string]*Loc{}

func init() {
	add := func(l Loc) { c := l; locs[l.Code] = &c }
	add(Loc{"en", strings.Fields("James Olivia Liam Emma Noah Ava Ethan Mia Lucas Harper Mason Chloe Logan Grace Caleb Zoe Tyler Madison Jordan Brianna"),
		strings.Fields("Smith Johnson Brown Garcia Miller Davis Wilson Moore Taylor Anderson Thomas Jackson White Harris Martin Thompson Young King Wright Scott Nguyen Patel Kim Rivera"), nil,
		strings.Fields("gmail.com yahoo.com outlook.com icloud.com hotmail.com aol.com proton.me me.com comcast.net att.net"), "US"})
	add(Loc{"gb", strings.Fields("Oliver Amelia George Isla Harry Ava Jack Ivy Charlie Freya Alfie Poppy"),
		strings.Fields("Walker Hughes Edwards Green Hall Wood Clarke Evans Roberts Turner Lewis Baker"), nil,
		strings.Fields("btinternet.com gmail.com hotmail.co.uk yahoo.co.uk sky.com outlook.com virginmedia.com"), "GB"})
	add(Loc{"de", strings.Fields("Lukas Anna Jonas Lea Felix Marie Paul Sophie Leon Hannah Finn Lina Moritz Clara"),
		strings.Fields("Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Hoffmann Schäfer Koch Richter Wolf Krüger"), nil,
		strings.Fields("gmx.de web.de t-online.de gmail.com posteo.de freenet.de gmx.net"), "DE"})
	add(Loc{"fr", strings.Fields("Camille Louis Chloé Hugo Léa Jules Manon Théo Inès Raphaël Zoé Lucas"),
		strings.Fields("Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Lefèvre Girard"), nil,
		strings.Fields("orange.fr free.fr laposte.net sfr.fr gmail.com wanadoo.fr hotmail.fr"), "FR"})
	add(Loc{"es", strings.Fields("Lucía Hugo Martina Pablo Sofía Diego Alba Javier Carmen Álvaro Nerea Sergio"),
		strings.Fields("García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Ruiz Navarro Torres"), nil,
		strings.Fields("gmail.com hotmail.es yahoo.es telefonica.net outlook.es"), "ES"})
	add(Loc{"pt", strings.Fields("Ana Pedro Beatriz João Larissa Gabriel Mariana Thiago Camila Rafael Juliana Lucas"),
		strings.Fields("Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro"), nil,
		strings.Fields("uol.com.br bol.com.br terra.com.br gmail.com hotmail.com yahoo.com.br"), "BR"})
	add(Loc{"it", strings.Fields("Giulia Marco Francesca Luca Chiara Matteo Sara Alessandro Elena Davide Martina Simone"),
		strings.Fields("Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo"), nil,
		strings.Fields("libero.it virgilio.it tiscali.it gmail.com alice.it hotmail.it"), "IT"})
	add(Loc{"ja", strings.Fields("yuki haruto sakura ren aoi sota hina riku mei daiki"),
		strings.Fields("sato suzuki takahashi tanaka watanabe ito yamamoto nakamura kobayashi kato"),
		strings.Fields("佐藤健太 鈴木花子 高橋翔 田中美咲 渡辺大輔 伊藤さくら 山本蓮 中村結衣"),
		strings.Fields("yahoo.co.jp docomo.ne.jp ezweb.ne.jp gmail.com i.softbank.jp icloud.com"), "JP"})
	add(Loc{"ko", strings.Fields("minjun seoyeon jiho hayoon doyun jiwoo yejun suah"),
		strings.Fields("kim lee park choi jung kang cho yoon"),
		strings.Fields("김민준 이서연 박지호 최하윤 정도윤 강지우"),
		strings.Fields("naver.com daum.net kakao.com hanmail.net gmail.com"), "KR"})
	add(Loc{"zh", strings.Fields("wei fang jing lei min hao yan jie"),
		strings.Fields("wang li zhang liu chen yang zhao huang"),
		strings.Fields("王伟 李娜 张静 刘洋 陈敏 杨磊"),
		strings.Fields("qq.com 163.com 126.com sina.com foxmail.com"), "CN"})
	add(Loc{"tr", strings.Fields("Elif Mehmet Zeynep Mustafa Ayşe Emre Merve Burak Selin Can"),
		strings.Fields("Yılmaz Kaya Demir Şahin Çelik Yıldız Aydın Öztürk Arslan Doğan"), nil,
		strings.Fields("hotmail.com gmail.com yandex.com.tr outlook.com"), "TR"})
	add(Loc{"ru", strings.Fields("ivan anna dmitry olga sergey elena alexey maria"),
		strings.Fields("ivanov smirnov kuznetsov popov volkov sokolov morozov petrov"),
		strings.Fields("Иван_Петров Анна_Смирнова Дмитрий_Волков Ольга_Кузнецова"),
		strings.Fields("yandex.ru mail.ru rambler.ru bk.ru inbox.ru"), "RU"})
	add(Loc{"nl", strings.Fields("Daan Emma Sem Julia Lucas Tess Bram Fleur Milan Sanne"),
		strings.Fields("de Jong|Jansen|de Vries|van den Berg|Bakker|Visser|Smit|Meijer|de Boer|Mulder"), nil,
		strings.Fields("ziggo.nl kpnmail.nl hotmail.nl xs4all.nl gmail.com planet.nl"), "NL"})
	locs["nl"].Last = strings.Split("de Jong|Jansen|de Vries|van den Berg|Bakker|Visser|Smit|Meijer|de Boer|Mulder", "|")
	add(Loc{"pl", strings.Fields("Jakub Zuzanna Antoni Julia Jan Maja Szymon Hanna Filip Lena"),
		strings.Fields("Nowak Kowalski Wiśniewski Wójcik Kamiński Lewandowski Zieliński Szymański"), nil,
		strings.Fields("wp.pl o2.pl onet.pl interia.pl gmail.com"), "PL"})
	add(Loc{"in", strings.Fields("Aarav Ananya Vivaan Diya Arjun Saanvi Rohan Priya Karthik Neha"),
		strings.Fields("Sharma Verma Gupta Patel Reddy Iyer Nair Singh Mehta Joshi"), nil,
		strings.Fields("gmail.com rediffmail.com yahoo.co.in outlook.com"), "IN"})
	add(Loc{"au", strings.Fields("Jack Charlotte William Mia Cooper Ruby Lachlan Matilda"),
		strings.Fields("Kelly Campbell Stewart Murray Ryan Mitchell"), nil,
		strings.Fields("bigpond.com gmail.com optusnet.com.au outlook.com.au"), "AU"})
	add(Loc{"mx", strings.Fields("Ximena Santiago Valentina Mateo Regina Emiliano"),
		strings.Fields("Hernández López Ramírez Flores Cruz Morales"), nil,
		strings.Fields("gmail.com hotmail.com prodigy.net.mx outlook.com"), "MX"})
}

var folder = strings.NewReplacer("é", "e", "è", "e", "ç", "c", "ü", "u", "ö", "o", "ä", "a", "ß", "ss", "á", "a", "í", "i", "ó", "o", "ú", "u",
	"ñ", "n", "ã", "a", "õ", "o", "ê", "e", "ş", "s", "ı", "i", "ğ", "g", "ł", "l", "ś", "s", "ń", "n", "ż", "z", "ź", "z", "ą", "a", "ę", "e",
	"ô", "o", "â", "a", "à", "a", "ò", "o", "ì", "i", "ù", "u", "Ş", "s", "Ç", "c", "Ö", "o", "Ü", "u", "Ł", "l", "Ś", "s", "Ż", "z", "É", "e",
	"Á", "a", "Ä", "a", " ", "")

func ascii(s string) string { return strings.ToLower(folder.Replace(s)) }

func title(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}

// name gives a display name in Latin letters.
func (l *Loc) Name() (string, string) {
	return title(pickL(l.First)), title(pickL(l.Last))
}

func (l *Loc) Display() string {
	if l.Native != nil && rng.Intn(2) == 0 {
		return strings.ReplaceAll(pickL(l.Native), "_", " ")
	}
	f, s := l.Name()
	return f + " " + s
}

var nick = strings.Fields("sunny skater pixel moon river storm tiger coffee panda rocket maple ocean blue nova lucky shadow ninja happy")

func (l *Loc) Email() string {
	return uniq(func() string {
		f, s := ascii(pickL(l.First)), ascii(pickL(l.Last))
		d := pickL(l.Domains)
		if l.Code == "zh" && rng.Intn(3) == 0 {
			return nzdig(rint(8, 10)) + "@qq.com"
		}
		switch rng.Intn(9) {
		case 0:
			return f + "." + s + "@" + d
		case 1:
			return f + s + dig(2) + "@" + d
		case 2:
			return f[:1] + "." + s + dig(2) + "@" + d
		case 3:
			return f + "_" + s + "@" + d
		case 4:
			return f + "." + s + "+" + pick("testflight", "beta", "appstore", "apps") + "@" + d
		case 5:
			return s + "." + f + dig(1) + "@" + d
		case 6:
			return pickL(nick) + pick("_", ".", "") + f + dig(rint(2, 4)) + "@" + d
		case 7:
			return f + s[:1] + dig(3) + "@" + d
		default:
			return f + "-" + s + "@" + d
		}
	})
}

func relayEmail() string {
	return uniq(func() string { return from(lalnum, 10) + "@privaterelay.appleid.com" })
}

func L(code string) *Loc {
	if code == "br" {
		code = "pt"
	}
	l := locs[code]
	if l == nil {
		panic("no locale " + code)
	}
	return l
}

var allLocs = strings.Fields("en gb de fr es pt it ja ko zh tr ru nl pl in au mx")

func anyLoc() *Loc { return L(pickL(allLocs)) }

// ---------- phones ----------

var usAreas = strings.Fields("212 415 646 312 617 206 512 303 404 305 702 213 818 917 408 650 425 503 612 214 713 470 929 347 720 602 615 919 704 801")

func exch() string {
	for {
		e := string("23456789"[rng.Intn(8)]) + dig(2)
		if e != "555" && e[1:] != "11" {
			return e
		}
	}
}

// phone gives a number of country cc; style picks a layout ("intl", "e164",
// "nat" national, "any" one of them; "intl" and "e164" carry the country code).
func phone(cc, style string) string {
	return uniq(func() string { return phone1(cc, style) })
}

func phone1(cc, style string) string {
	if style == "any" {
		style = pick("intl", "e164", "nat")
	}
	switch cc {
	case "US":
		a, e, n := pickL(usAreas), exch(), dig(4)
		switch style {
		case "intl":
			return pick("+1 "+a+"-"+e+"-"+n, "+1 ("+a+") "+e+"-"+n, "+1 "+a+" "+e+" "+n, "+1-"+a+"-"+e+"-"+n)
		case "e164":
			return "+1" + a + e + n
		default:
			return pick("("+a+") "+e+"-"+n, a+"-"+e+"-"+n, a+"."+e+"."+n)
		}
	case "GB":
		p := "7" + string("4589"[rng.Intn(4)]) + dig(2)
		n := dig(6)
		switch style {
		case "intl":
			return "+44 " + p + " " + n
		case "e164":
			return "+44" + p + n
		default:
			return "0" + p + " " + n
		}
	case "DE":
		p := pick("151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
		n := dig(pick2(7, 8))
		if rng.Intn(5) == 0 {
			p, n = pick("30", "89", "40", "221", "69"), nzdig(7)
		}
		switch style {
		case "intl":
			return "+49 " + p + " " + n
		case "e164":
			return "+49" + p + n
		default:
			return pick("0"+p+" "+n, "0"+p+"/"+n)
		}
	case "FR":
		d := string("67"[rng.Intn(2)])
		g := []string{dig(2), dig(2), dig(2), dig(2)}
		switch style {
		case "intl":
			return "+33 " + d + " " + strings.Join(g, " ")
		case "e164":
			return "+33" + d + strings.Join(g, "")
		default:
			return pick("0"+d+" "+strings.Join(g, " "), "0"+d+"."+strings.Join(g, "."))
		}
	case "ES":
		n := string("67"[rng.Intn(2)]) + dig(8)
		switch style {
		case "intl":
			return "+34 " + n[:3] + " " + n[3:6] + " " + n[6:]
		case "e164":
			return "+34" + n
		default:
			return n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
		}
	case "BR":
		ddd := pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "48")
		n := "9" + string("6789"[rng.Intn(4)]) + dig(7)
		switch style {
		case "intl":
			return "+55 " + ddd + " " + n[:5] + "-" + n[5:]
		case "e164":
			return "+55" + ddd + n
		default:
			return "(" + ddd + ") " + n[:5] + "-" + n[5:]
		}
	case "IT":
		n := "3" + string("234567"[rng.Intn(6)]) + dig(8)
		switch style {
		case "intl":
			return "+39 " + n[:3] + " " + n[3:6] + " " + n[6:]
		case "e164":
			return "+39" + n
		default:
			return n[:3] + " " + n[3:]
		}
	case "IN":
		n := string("6789"[rng.Intn(4)]) + dig(9)
		switch style {
		case "intl":
			return pick("+91 "+n[:5]+" "+n[5:], "+91-"+n)
		case "e164":
			return "+91" + n
		default:
			return n[:5] + " " + n[5:]
		}
	case "JP":
		p := pick("90", "80", "70")
		a, b := dig(4), dig(4)
		switch style {
		case "intl":
			return "+81 " + p + "-" + a + "-" + b
		case "e164":
			return "+81" + p + a + b
		default:
			return "0" + p + "-" + a + "-" + b
		}
	case "KR":
		a, b := string("2345678923"[rng.Intn(10)])+dig(3), dig(4)
		switch style {
		case "intl":
			return "+82 10-" + a + "-" + b
		case "e164":
			return "+8210" + a + b
		default:
			return "010-" + a + "-" + b
		}
	case "MX":
		p := pick("55", "33", "81")
		a, b := dig(4), dig(4)
		switch style {
		case "intl":
			return "+52 " + p + " " + a + " " + b
		case "e164":
			return "+52" + p + a + b
		default:
			return p + " " + a + " " + b
		}
	case "TR":
		p := "5" + string("0345"[rng.Intn(4)]) + dig(1)
		a, b, c := dig(3), dig(2), dig(2)
		switch style {
		case "intl":
			return "+90 " + p + " " + a + " " + b + " " + c
		case "e164":
			return "+90" + p + a + b + c
		default:
			return "0" + p + " " + a + " " + b + " " + c
		}
	case "NL":
		n := dig(8)
		switch style {
		case "intl":
			return "+31 6 " + n
		case "e164":
			return "+316" + n
		default:
			return "06-" + n
		}
	case "PL":
		n := string("5678"[rng.Intn(4)]) + dig(8)
		switch style {
		case "intl":
			return "+48 " + n[:3] + " " + n[3:6] + " " + n[6:]
		case "e164":
			return "+48" + n
		default:
			return n[:3] + " " + n[3:6] + " " + n[6:]
		}
	case "RU":
		p := "9" + string("0123456"[rng.Intn(7)]) + dig(1)
		a, b, c := dig(3), dig(2), dig(2)
		switch style {
		case "intl":
			return "+7 " + p + " " + a + "-" + b + "-" + c
		case "e164":
			return "+7" + p + a + b + c
		default:
			return "8 (" + p + ") " + a + "-" + b + "-" + c
		}
	case "AU":
		p := "4" + string("0123456789"[rng.Intn(9)]) + dig(1)
		a, b := dig(3), dig(3)
		switch style {
		case "intl":
			return "+61 " + p + " " + a + " " + b
		case "e164":
			return "+61" + p + a + b
		default:
			return "0" + p + " " + a + " " + b
		}
	case "CN":
		n := "1" + string("3456789"[rng.Intn(7)]) + dig(9)
		switch style {
		case "intl":
			return "+86 " + n[:3] + " " + n[3:7] + " " + n[7:]
		case "e164":
			return "+86" + n
		default:
			return n[:3] + " " + n[3:7] + " " + n[7:]
		}
	}
	panic("phone: country " + cc)
}

func pick2(a, b int) int {
	if rng.Intn(2) == 0 {
		return a
	}
	return b
}

func (l *Loc) Phone(style string) string { return phone(l.CC, style) }

// ---------- SSN / ITIN ----------

func ssnDigits() string {
	return uniq(func() string {
		a := rint(1, 899)
		for a == 666 {
			a = rint(1, 899)
		}
		return fmt.Sprintf("%03d%02d%04d", a, rint(1, 99), rint(1, 9999))
	})
}

func ssn() string { d := ssnDigits(); return d[:3] + "-" + d[3:5] + "-" + d[5:] }
func ssnSp() string {
	d := ssnDigits()
	return d[:3] + " " + d[3:5] + " " + d[5:]
}
func ssnBare() string { return ssnDigits() }

func itin() string {
	return uniq(func() string {
		g := []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}
		return fmt.Sprintf("9%02d-%02d-%04d", rint(0, 99), g[rng.Intn(len(g))], rint(1, 9999))
	})
}

// invalidSSN is shaped like an SSN but can never be issued.
func invalidSSN() string {
	switch rng.Intn(4) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", rint(1, 99), rint(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", rint(1, 99), rint(1, 9999))
	case 2:
		return fmt.Sprintf("%03d-00-%04d", rint(1, 665), rint(1, 9999))
	default:
		return fmt.Sprintf("987-65-432%d", rint(0, 9))
	}
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

type issuer struct {
	name   string
	n      int
	groups []int
	prefix func() string
}

var issuers = []issuer{
	{"Visa", 16, []int{4, 4, 4, 4}, func() string { return "4" + string("0123456789"[rint(0, 9)]) }},
	{"Visa", 16, []int{4, 4, 4, 4}, func() string { return pick("4147", "4266", "4485", "4539", "4716", "4024", "4916") }},
	{"Mastercard", 16, []int{4, 4, 4, 4}, func() string { return fmt.Sprint(rint(51, 55)) }},
	{"Mastercard", 16, []int{4, 4, 4, 4}, func() string { return fmt.Sprint(rint(2221, 2720)) }},
	{"Amex", 15, []int{4, 6, 5}, func() string { return pick("34", "37") }},
	{"Discover", 16, []int{4, 4, 4, 4}, func() string { return pick("6011", "65", fmt.Sprint(rint(644, 649))) }},
	{"JCB", 16, []int{4, 4, 4, 4}, func() string { return fmt.Sprint(rint(3528, 3589)) }},
	{"Diners", 14, []int{4, 6, 4}, func() string { return pick("36", "38") }},
	{"UnionPay", 16, []int{4, 4, 4, 4}, func() string { return "62" + fmt.Sprint(rint(2126, 2925))[:2] }},
}

func cardDigits(iss issuer) string {
	return uniq(func() string {
		p := iss.prefix()
		body := p + dig(iss.n-1-len(p))
		return body + string(luhnDigit(body))
	})
}

func group(d string, groups []int, sep string) string {
	var parts []string
	i := 0
	for _, g := range groups {
		parts = append(parts, d[i:i+g])
		i += g
	}
	return strings.Join(parts, sep)
}

// card returns a valid number and the issuer's name; sep "" for plain digits,
// "?" for a random layout.
func card(sep string) (string, string) {
	iss := issuers[rng.Intn(len(issuers))]
	d := cardDigits(iss)
	if sep == "?" {
		sep = pick("", " ", " ", "-")
	}
	if sep == "" {
		return d, iss.name
	}
	return group(d, iss.groups, sep), iss.name
}

func cardV(sep string) string { c, _ := card(sep); return c }

// badCard has an issuer's prefix and length but fails Luhn.
func badCard(sep string) string {
	iss := issuers[rng.Intn(len(issuers))]
	p := iss.prefix()
	body := p + dig(iss.n-1-len(p))
	good := luhnDigit(body)
	bad := byte('0' + (int(good-'0')+rint(1, 9))%10)
	d := body + string(bad)
	if sep == "" {
		return d
	}
	return group(d, iss.groups, sep)
}

// ---------- JWT ----------

func b64j(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func sigb(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Intn(256))
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func jwt(header, payload string, sigLen int) string {
	return uniq(func() string { return b64j(header) + "." + b64j(payload) + "." + sigb(sigLen) })
}

func iat() int { return rint(1700000000, 1760000000) }

func firebaseIDToken(project, email string) string {
	t := iat()
	uid := from(alnum, 28)
	return jwt(`{"alg":"RS256","kid":"`+hexs(40)+`","typ":"JWT"}`,
		fmt.Sprintf(`{"iss":"https://securetoken.google.com/%s","aud":"%s","auth_time":%d,"user_id":"%s","sub":"%s","iat":%d,"exp":%d,"email":"%s","email_verified":true,"firebase":{"identities":{"email":["%s"]},"sign_in_provider":"password"}}`,
			project, project, t-rint(10, 90000), uid, uid, t, t+3600, email, email), 256)
}

func ascJWT(kid, issuerID string) string {
	t := iat()
	return jwt(`{"alg":"ES256","kid":"`+kid+`","typ":"JWT"}`,
		fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d,"aud":"appstoreconnect-v1"}`, issuerID, t, t+1200), 64)
}

func apnsJWT(kid, team string) string {
	return jwt(`{"alg":"ES256","kid":"`+kid+`"}`, fmt.Sprintf(`{"iss":"%s","iat":%d}`, team, iat()), 64)
}

func appleIDToken(bundle, email string) string {
	t := iat()
	return jwt(`{"kid":"`+pick("W6WcOKB", "lVHdOx8ltR", "fh6Bs8C", "YuyXoY")+`","alg":"RS256"}`,
		fmt.Sprintf(`{"iss":"https://appleid.apple.com","aud":"%s","exp":%d,"iat":%d,"sub":"00%s.%s.%s","c_hash":"%s","email":"%s","email_verified":true,"is_private_email":%v,"auth_time":%d,"nonce_supported":true}`,
			bundle, t+86400, t, dig(4), hexs(32), dig(4), from(b64url, 22), email, strings.Contains(email, "privaterelay"), t), 256)
}

func googleIDToken(clientID, email string) string {
	t := iat()
	return jwt(`{"alg":"RS256","kid":"`+hexs(40)+`","typ":"JWT"}`,
		fmt.Sprintf(`{"iss":"https://accounts.google.com","azp":"%s","aud":"%s","sub":"1%s","email":"%s","email_verified":true,"at_hash":"%s","iat":%d,"exp":%d}`,
			clientID, clientID, dig(20), email, from(b64url, 22), t, t+3600), 256)
}

func sessionJWT() string {
	t := iat()
	return jwt(`{"alg":"HS256","typ":"JWT"}`,
		fmt.Sprintf(`{"sub":"usr_%s","sid":"%s","scope":"app:read app:write","iat":%d,"exp":%d}`, from(lalnum, 12), uuid(), t, t+900), 32)
}

func supabaseJWT(email string) string {
	t := iat()
	return jwt(`{"alg":"HS256","kid":"`+from(alnum, 16)+`","typ":"JWT"}`,
		fmt.Sprintf(`{"aud":"authenticated","exp":%d,"iat":%d,"iss":"https://%s.supabase.co/auth/v1","sub":"%s","email":"%s","phone":"","role":"authenticated","aal":"aal1","session_id":"%s"}`,
			t+3600, t, from(lower, 20), uuid(), email, uuid()), 32)
}

func auth0JWT() string {
	t := iat()
	return jwt(`{"alg":"RS256","typ":"JWT","kid":"`+from(b64url, 22)+`"}`,
		fmt.Sprintf(`{"iss":"https://%s.eu.auth0.com/","sub":"auth0|%s","aud":["https://api.%s.app","https://%s.eu.auth0.com/userinfo"],"iat":%d,"exp":%d,"scope":"openid profile email offline_access","azp":"%s"}`,
			pickL(companies), hexs(24), pickL(companies), pickL(companies), t, t+86400, from(alnum, 32)), 256)
}

func playAssertion(sa string) string {
	t := iat()
	return jwt(`{"alg":"RS256","typ":"JWT","kid":"`+hexs(40)+`"}`,
		fmt.Sprintf(`{"iss":"%s","scope":"https://www.googleapis.com/auth/androidpublisher","aud":"https://oauth2.googleapis.com/token","exp":%d,"iat":%d}`, sa, t+3600, t), 256)
}

func anyJWT(email string) string {
	switch rng.Intn(4) {
	case 0:
		return firebaseIDToken(project(), email)
	case 1:
		return supabaseJWT(email)
	case 2:
		return auth0JWT()
	default:
		return sessionJWT()
	}
}

// ---------- secrets ----------

func pw() string {
	return uniq(func() string {
		w := pick("Sunflower", "Harbor", "Kestrel", "Marmalade", "Bluebird", "Copper", "Orchid", "Granite", "Lantern", "Tundra", "Saffron", "Pelican", "Velvet", "Juniper")
		switch rng.Intn(5) {
		case 0:
			return w + pick("!", "#", "_", ".", "$") + fmt.Sprint(rint(10, 2025))
		case 1:
			return mixed(alnum, rint(10, 14))
		case 2:
			return strings.ToLower(w) + fmt.Sprint(rint(100, 999)) + pick("!", "?", "&", "*") + pick("Q", "Z", "K", "M")
		case 3:
			return from(alnum, 4) + pick("#", "%", "@", "!") + from(alnum, 4) + dig(2)
		default:
			return w[:4] + "-" + pick("Rapid", "Quiet", "Lunar", "Amber") + "-" + fmt.Sprint(rint(10, 99)) + "x"
		}
	})
}

func appPW() string {
	return uniq(func() string {
		return from(lower, 4) + "-" + from(lower, 4) + "-" + from(lower, 4) + "-" + from(lower, 4)
	})
}

func tok(prefix, alpha string, n int) string {
	return uniq(func() string { return prefix + mixed(alpha, n) })
}

func ghp() string { return tok("ghp_", alnum, 36) }
func slackBot() string {
	return uniq(func() string { return "xoxb-" + nzdig(11) + "-" + nzdig(13) + "-" + mixed(alnum, 24) })
}
func skLive() string    { return tok("sk_live_", alnum, pick2(24, 99)) }
func rkLive() string    { return tok("rk_live_", alnum, 24) }
func ya29() string      { return tok("ya29.a0A", b64url, rint(140, 200)) }
func gRefresh() string  { return tok("1//0"+pick("g", "e", "d"), b64url, rint(95, 100)) }
func sntryu() string    { return tok("sntryu_", hexd, 64) }
func aiza() string      { return tok("AIzaSy", b64url, 33) }
func twilioTok() string { return tok("", hexd, 32) }
func hex32() string     { return tok("", hexd, 32) }
func hex40() string     { return tok("", hexd, 40) }
func oauthCode() string { return tok("4/0A", b64url, rint(70, 80)) }
func resetTok() string  { return tok("", b64url, 43) }
func opaque() string    { return tok("", alnum, 40) }
func rcSecret() string  { return tok("sk_", alnum, 32) }
func branchSec() string { return tok("secret_live_", alnum, 32) }
func oneSignal() string { return tok("os_v2_app_", lalnum, 113) }
func expoTok() string   { return tok("", b64url, 40) }
func awsSecret() string { return tok("", alnum+"/+", 40) }
func sntrys() string {
	return uniq(func() string {
		js := fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}`, iat(), rint(0, 999999), pickL(companies))
		return "sntrys_" + base64.StdEncoding.EncodeToString([]byte(js)) + "_" + mixed(b64std, 43)
	})
}
func fcmServerKey() string {
	return uniq(func() string { return "AAAA" + from(b64url, 7) + ":APA91b" + mixed(b64url, 134) })
}
func slackHookSecret() string { return tok("", alnum, 24) }
func cookieVal() string       { return tok("DAWTKNV3", hexd, 300) }

func pemBody(kind string) string {
	var head string
	n := 0
	switch kind {
	case "ec":
		head, n = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 200
	default:
		head, n = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1624
	}
	return uniq(func() string {
		s := head + from(b64std, n-len(head))
		var lines []string
		for i := 0; i < len(s); i += 64 {
			j := i + 64
			if j > len(s) {
				j = len(s)
			}
			lines = append(lines, s[i:j])
		}
		return strings.Join(lines, "\n")
	})
}

// ---------- look-alikes ----------

var companies = strings.Fields("acme bloomly fitpulse nimbus parcelly tripnest moneta quickcart lingora snapmeal")
var apps = strings.Fields("wallet tracker shop rides pay health notes chat fit go")

func project() string { return pickL(companies) + "-" + pickL(apps) + "-" + from(lalnum, 5) }
func bundleID() string {
	return "com." + pickL(companies) + "." + pickL(apps) + pick("", "", ".ios", ".beta", ".dev")
}
func pkg() string { return "com." + pickL(companies) + "." + pickL(apps) }

func ver() string     { return fmt.Sprintf("%d.%d.%d", rint(1, 9), rint(0, 30), rint(0, 12)) }
func buildNo() string { return fmt.Sprint(rint(100, 9999)) }
func buildDate() string {
	return fmt.Sprintf("%04d%02d%02d.%d", rint(2023, 2025), rint(1, 12), rint(1, 28), rint(1, 9))
}
func versionCode() string { return fmt.Sprint(rint(10000, 2099999)) }

func mon() int { return rint(1, 12) }
func day() int { return rint(1, 28) }
func hms() string {
	return fmt.Sprintf("%02d:%02d:%02d", rint(0, 23), rint(0, 59), rint(0, 59))
}
func logcatTS() string {
	return fmt.Sprintf("%02d-%02d %s.%03d", mon(), day(), hms(), rint(0, 999))
}
func iosTS() string {
	return fmt.Sprintf("%04d-%02d-%02d %s.%06d%s", rint(2023, 2025), mon(), day(), hms(), rint(0, 999999), pick("+0000", "+0200", "-0700", "+0900", "+0100", "-0300"))
}
func isoTS() string {
	return fmt.Sprintf("%04d-%02d-%02dT%s.%03dZ", rint(2023, 2025), mon(), day(), hms(), rint(0, 999))
}
func date() string { return fmt.Sprintf("%04d-%02d-%02d", rint(2023, 2025), mon(), day()) }
func dateEU() string {
	return fmt.Sprintf("%02d.%02d.%04d", day(), mon(), rint(2023, 2025))
}
func dateUS() string  { return fmt.Sprintf("%02d/%02d/%04d", mon(), day(), rint(2023, 2025)) }
func epochMs() string { return fmt.Sprint(int64(iat())*1000 + int64(rint(0, 999))) }
func epoch() string   { return fmt.Sprint(iat()) }

func idfa() string { return UUID() }
func gaid() string { return uuid() }
func apnsTok() string {
	return hexs(64)
}
func fcmTok() string {
	return from(b64url, 22) + ":APA91b" + from(b64url, 134)
}
func expoPush() string { return "ExponentPushToken[" + from(alnum+"-_", 22) + "]" }
func teamID() string   { return from(ualnum, 10) }
func keyID() string    { return from(ualnum, 10) }
func gcmSender() string {
	return nzdig(12)
}
func googleAppID(p string) string { return "1:" + nzdig(12) + ":" + p + ":" + hexs(pick2(16, 22)) }
func playOrder() string {
	return "GPA.33" + dig(2) + "-" + dig(4) + "-" + dig(4) + "-" + dig(5)
}
func appleOrder() string { return "M" + from(ualnum, 9) }
func txnID() string      { return "2000000" + dig(9) }
func appStoreID() string { return pick("1", "6") + dig(9) }
func memAddr() string    { return "0x0000000" + hexs(9) }
func eventID() string    { return hexs(32) }
func model() string {
	return pick("iPhone15,2", "iPhone14,7", "iPhone16,1", "iPhone13,3", "iPad13,8", "SM-S918B", "SM-A546B", "Pixel 8 Pro", "Pixel 7a", "moto g(60)", "Redmi Note 12", "CPH2451")
}
func osVer() string {
	return pick("iOS 17.4.1", "iOS 18.1", "iOS 16.7.8", "iPadOS 17.5", "Android 14", "Android 13", "Android 12", "Android 15")
}
func price() string {
	return pick(fmt.Sprintf("$%d.99", rint(0, 49)), fmt.Sprintf("€%d,99", rint(0, 49)), fmt.Sprintf("¥%d", rint(1, 30)*100), fmt.Sprintf("R$ %d,90", rint(5, 99)), fmt.Sprintf("£%d.49", rint(1, 20)))
}
func ticket() string  { return fmt.Sprint(rint(10000, 999999)) }
func userID() string  { return "u_" + from(lalnum, 10) }
func crashID() string { return hexs(32) }
func maskedPhone() string {
	return pick("+1 ••• ••• "+dig(4), "+44 ****** "+dig(4), "***-***-"+dig(4), "+49 *** ****"+dig(3), "(•••) •••-"+dig(4))
}
func maskedEmail() string {
	return string(lower[rng.Intn(26)]) + "***@" + pick("gmail.com", "icloud.com", "yahoo.com", "outlook.com")
}
func maskedCard() string {
	return pick("•••• "+dig(4), "**** **** **** "+dig(4), "XXXX-XXXX-XXXX-"+dig(4), "ending in "+dig(4))
}
func sentryDSN() string {
	return "https://" + hexs(32) + "@o" + nzdig(6) + ".ingest.sentry.io/" + nzdig(7)
}
func akia() string { return "AKIA" + from(ualnum, 16) }
func rcPublic() string {
	return pick("appl_", "goog_") + from(alnum, 27)
}
func branchKey() string { return "key_live_" + from(alnum, 32) }
func pkLive() string    { return "pk_live_" + from(alnum, 99) }
func mapboxPK() string {
	return "pk.eyJ1Ijoi" + from(alnum, 16) + "IiwiYSI6Im" + from(alnum, 24) + "In0." + from(b64url, 22)
}
func gClientID() string {
	return nzdig(12) + "-" + from(lalnum, 32) + ".apps.googleusercontent.com"
}
func ip() string {
	return fmt.Sprintf("%d.%d.%d.%d", rint(11, 223), rint(0, 255), rint(0, 255), rint(1, 254))
}
