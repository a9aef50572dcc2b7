package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---------- people ----------

type nm struct{ n, l string } // native spelling, ASCII spelling for addresses

var firsts = map[string][]nm{}
var lasts = map[string][]nm{}

func setNames(lang string, f, l []string) {
	conv := func(xs []string) []nm {
		var out []nm
		for _, x := range xs {
			if i := strings.Index(x, "|"); i >= 0 {
				out = append(out, nm{x[:i], x[i+1:]})
			} else {
				out = append(out, nm{x, fold(x)})
			}
		}
		return out
	}
	firsts[lang] = conv(f)
	lasts[lang] = conv(l)
}

var folder = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ñ", "n", "ü", "u", "ç", "c", "ã", "a", "õ", "o",
	"ê", "e", "â", "a", "ô", "o", "à", "a", "è", "e", "ì", "i", "ò", "o", "ß", "ss", "ö", "o", "ä", "a", "ë", "e", "ï", "i",
	"ş", "s", "ğ", "g", "ı", "i", "İ", "i", "Ç", "c", "Ş", "s", "Ö", "o", "Ü", "u", "É", "e", " ", "", "'", "")

func fold(s string) string { return strings.ToLower(folder.Replace(s)) }

func init() {
	setNames("en", []string{"James", "Mary", "Robert", "Linda", "Michael", "Jennifer", "David", "Patricia", "Kevin", "Ashley", "Brian", "Megan", "Tyler", "Brittany", "Dwayne", "Gloria"},
		[]string{"Johnson", "Williams", "Brown", "Miller", "Davis", "Garcia", "Wilson", "Anderson", "Thompson", "Moore", "Carter", "Hughes", "Okafor", "Nguyen", "Kowalski", "Reyes"})
	setNames("es", []string{"Lucía", "Javier", "Carmen", "Alejandro", "María", "Pablo", "Sofía", "Diego", "Elena", "Andrés", "Rocío", "Marcos"},
		[]string{"García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Torres", "Navarro", "Ruiz", "Ortega", "Castillo", "Vega"})
	setNames("de", []string{"Lukas", "Anna", "Jonas", "Laura", "Felix", "Sabine", "Thomas", "Katrin", "Jürgen", "Petra", "Moritz", "Ute"},
		[]string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Wagner", "Krüger"})
	setNames("fr", []string{"Camille", "Julien", "Manon", "Nicolas", "Chloé", "Mathieu", "Élodie", "Thomas", "Sandrine", "Hugo", "Inès", "Yannick"},
		[]string{"Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Laurent", "Girard", "Roux", "Fontaine", "Chevalier", "Mercier", "Blanc"})
	setNames("pt", []string{"João", "Ana", "Pedro", "Mariana", "Lucas", "Juliana", "Rafael", "Beatriz", "Gabriel", "Fernanda", "Thiago", "Larissa"},
		[]string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Carvalho", "Ribeiro", "Barbosa"})
	setNames("it", []string{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Luca", "Sara", "Matteo", "Elisa", "Davide", "Paola", "Stefano"},
		[]string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo"})
	setNames("nl", []string{"Sanne", "Daan", "Lotte", "Bram", "Femke", "Thijs", "Anouk", "Jeroen", "Eva", "Sem", "Ilse", "Ruud"},
		[]string{"de Jong|dejong", "Jansen", "de Vries|devries", "van den Berg|vandenberg", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "de Boer|deboer", "Hendriks", "Dekker"})
	setNames("ja", []string{"陽子|yoko", "健太|kenta", "美咲|misaki", "大輔|daisuke", "由美|yumi", "翔太|shota", "恵|megumi", "拓也|takuya", "さくら|sakura", "浩二|koji"},
		[]string{"佐藤|sato", "鈴木|suzuki", "高橋|takahashi", "田中|tanaka", "渡辺|watanabe", "伊藤|ito", "山本|yamamoto", "中村|nakamura", "小林|kobayashi", "加藤|kato"})
	setNames("zh", []string{"伟|wei", "芳|fang", "娜|na", "敏|min", "静|jing", "磊|lei", "洋|yang", "婷|ting", "建国|jianguo", "秀英|xiuying"},
		[]string{"王|wang", "李|li", "张|zhang", "刘|liu", "陈|chen", "杨|yang", "黄|huang", "赵|zhao", "周|zhou", "吴|wu"})
	setNames("ko", []string{"민준|minjun", "서연|seoyeon", "지훈|jihoon", "수빈|subin", "현우|hyunwoo", "지영|jiyoung", "은지|eunji", "성민|sungmin"},
		[]string{"김|kim", "이|lee", "박|park", "최|choi", "정|jung", "강|kang", "윤|yoon", "한|han"})
	setNames("ru", []string{"Алексей|aleksey", "Ольга|olga", "Дмитрий|dmitry", "Наталья|natalya", "Сергей|sergey", "Екатерина|ekaterina", "Иван|ivan", "Марина|marina"},
		[]string{"Шевченко|shevchenko", "Ковальчук|kovalchuk", "Мельник|melnik", "Бондаренко|bondarenko", "Ткаченко|tkachenko", "Кравец|kravets", "Лысенко|lysenko", "Гордиенко|gordienko"})
	setNames("tr", []string{"Ayşe", "Mehmet", "Zeynep", "Mustafa", "Elif", "Emre", "Fatma", "Burak", "Selin", "Murat"},
		[]string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Koç"})
}

type person struct{ f, l nm }

func (p person) full(lang string) string {
	switch lang {
	case "zh", "ko":
		return p.l.n + p.f.n
	case "ja":
		return p.l.n + " " + p.f.n
	}
	return p.f.n + " " + p.l.n
}

var providers = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "aol.com", "proton.me", "comcast.net", "att.net", "me.com"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "telefonica.net"},
	"de": {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "gmx.at", "bluewin.ch"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr", "yahoo.fr"},
	"pt": {"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br", "yahoo.com.br"},
	"it": {"libero.it", "virgilio.it", "gmail.com", "alice.it", "tiscali.it", "hotmail.it"},
	"nl": {"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "planet.nl"},
	"ja": {"docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "gmail.com", "i.softbank.jp", "icloud.com"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com"},
	"ko": {"naver.com", "daum.net", "hanmail.net", "gmail.com", "kakao.com", "nate.com"},
	"ru": {"mail.ru", "yandex.ru", "bk.ru", "gmail.com", "inbox.ru", "rambler.ru"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com", "icloud.com"},
}

var handles = []string{"runner", "sunny", "bluebird", "trailmom", "ironman", "yogi", "hiker", "moonlight", "cyclist", "sleepy", "coffee", "marathon", "pilates", "zumba", "tiger", "pingu"}

func (g *G) emailFor(p person, lang string) string {
	f, l := p.f.l, p.l.l
	dom := pick(g, providers[lang])
	var local string
	switch {
	case dom == "qq.com":
		local = fmt.Sprintf("%d", 100000000+g.r.Intn(2899999999))
	case g.r.Intn(10) == 0:
		local = pick(g, handles) + fmt.Sprintf("%d", g.r.Intn(990)+10)
	default:
		switch g.r.Intn(7) {
		case 0:
			local = f + "." + l
		case 1:
			local = f + l + fmt.Sprintf("%d", g.r.Intn(90)+10)
		case 2:
			local = f[:1] + "." + l
		case 3:
			local = f + "_" + l
		case 4:
			local = l + "." + f + fmt.Sprintf("%d", 1950+g.r.Intn(55))
		case 5:
			local = f + "." + l + fmt.Sprintf("%d", g.r.Intn(9)+1)
		default:
			local = f[:1] + l + fmt.Sprintf("%d", g.r.Intn(900)+100)
		}
	}
	return local + "@" + dom
}

// ---------- phones ----------

var usAreas = []string{"212", "213", "305", "312", "415", "503", "512", "617", "646", "702", "718", "773", "804", "818", "919", "206", "303", "404", "469", "480", "614", "720", "801", "347", "929", "408", "510", "602", "713", "832", "952", "971", "215", "267", "470", "484", "571", "651", "678", "786"}

func (g *G) nanp() (string, string, string) {
	a := pick(g, usAreas)
	var ex string
	for {
		ex = fmt.Sprintf("%d%02d", 2+g.r.Intn(8), g.r.Intn(100))
		if ex[1:] != "11" && ex != "555" && ex != "958" && ex != "959" {
			break
		}
	}
	return a, ex, fmt.Sprintf("%04d", g.r.Intn(10000))
}

func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}

func (g *G) phoneUS(style int) string {
	a, e, l := g.nanp()
	if style < 0 {
		style = g.r.Intn(8)
	}
	switch style {
	case 0:
		return "(" + a + ") " + e + "-" + l
	case 1:
		return a + "-" + e + "-" + l
	case 2:
		return a + "." + e + "." + l
	case 3:
		return "+1 " + a + "-" + e + "-" + l
	case 4:
		return "+1 (" + a + ") " + e + "-" + l
	case 5:
		return "+1" + a + e + l
	case 6:
		return "1-" + a + "-" + e + "-" + l
	default:
		return "(" + a + ")" + e + "-" + l
	}
}

// phoneLang returns a mobile number of the language's country; intl forces +CC.
func (g *G) phoneLang(lang string, intl int) string {
	// intl: -1 random, 0 national, 1 international, 2 e164
	if intl < 0 {
		intl = g.r.Intn(3)
		if intl == 2 && g.r.Intn(2) == 0 {
			intl = 0
		}
	}
	d := g.digits
	switch lang {
	case "en":
		switch intl {
		case 0:
			return g.phoneUS([]int{0, 1, 2, 7}[g.r.Intn(4)])
		case 1:
			return g.phoneUS([]int{3, 4, 6}[g.r.Intn(3)])
		default:
			return g.phoneUS(5)
		}
	case "uk":
		p := fmt.Sprintf("7%d%s", []int{4, 5, 7, 8, 9}[g.r.Intn(5)], d(2))
		rest := d(6)
		if p == "7700" {
			p = "7701"
		}
		switch intl {
		case 0:
			return "0" + p + " " + rest
		case 1:
			return "+44 " + p + " " + rest
		default:
			return "+44" + p + rest
		}
	case "es":
		n := fmt.Sprintf("6%s", d(8))
		if g.r.Intn(5) == 0 {
			n = fmt.Sprintf("7%d%s", 1+g.r.Intn(4), d(7))
		}
		switch intl {
		case 0:
			if g.r.Intn(2) == 0 {
				return n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
			}
			return n[:3] + " " + n[3:6] + " " + n[6:]
		case 1:
			return "+34 " + n[:3] + " " + n[3:6] + " " + n[6:]
		default:
			return "+34" + n
		}
	case "de":
		pre := pick(g, []string{"151", "152", "157", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179"})
		n := d(7 + g.r.Intn(2))
		switch intl {
		case 0:
			switch g.r.Intn(3) {
			case 0:
				return "0" + pre + " " + n
			case 1:
				return "0" + pre + "/" + n
			default:
				return "0" + pre + "-" + n
			}
		case 1:
			if g.r.Intn(3) == 0 {
				return "+49 (0)" + pre + " " + n
			}
			return "+49 " + pre + " " + n
		default:
			return "+49" + pre + n
		}
	case "fr":
		n := fmt.Sprintf("%d%s", 6+g.r.Intn(2), d(8))
		pairs := n[:1] + " " + n[1:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
		switch intl {
		case 0:
			if g.r.Intn(3) == 0 {
				return strings.ReplaceAll("0"+pairs, " ", ".")
			}
			return "0" + pairs
		case 1:
			return "+33 " + pairs
		default:
			return "+33" + n
		}
	case "pt":
		ddd := pick(g, []string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48"})
		n := "9" + fmt.Sprintf("%d", 6+g.r.Intn(4)) + d(7)
		switch intl {
		case 0:
			if g.r.Intn(2) == 0 {
				return "(" + ddd + ") " + n[:5] + "-" + n[5:]
			}
			return ddd + " " + n[:5] + "-" + n[5:]
		case 1:
			return "+55 " + ddd + " " + n[:5] + "-" + n[5:]
		default:
			return "+55" + ddd + n
		}
	case "it":
		pre := fmt.Sprintf("3%d%d", []int{2, 3, 4, 4, 4, 6, 8, 9}[g.r.Intn(8)], g.r.Intn(10))
		n := d(7)
		switch intl {
		case 0:
			if g.r.Intn(2) == 0 {
				return pre + " " + n
			}
			return pre + " " + n[:3] + " " + n[3:]
		case 1:
			return "+39 " + pre + " " + n[:3] + " " + n[3:]
		default:
			return "+39" + pre + n
		}
	case "nl":
		n := fmt.Sprintf("%d", 1+g.r.Intn(5)) + d(7)
		switch intl {
		case 0:
			if g.r.Intn(2) == 0 {
				return "06-" + n
			}
			return "06 " + n[:4] + " " + n[4:]
		case 1:
			return "+31 6 " + n
		default:
			return "+316" + n
		}
	case "ja":
		pre := pick(g, []string{"90", "80", "70"})
		a, b := d(4), d(4)
		switch intl {
		case 0:
			if g.r.Intn(4) == 0 {
				return "0" + pre + " " + a + " " + b
			}
			return "0" + pre + "-" + a + "-" + b
		case 1:
			return "+81 " + pre + "-" + a + "-" + b
		default:
			return "+81" + pre + a + b
		}
	case "zh":
		pre := pick(g, []string{"138", "139", "136", "135", "150", "151", "158", "186", "187", "188", "177", "199", "132", "155"})
		a, b := d(4), d(4)
		switch intl {
		case 0:
			if g.r.Intn(2) == 0 {
				return pre + a + b
			}
			return pre + " " + a + " " + b
		case 1:
			return "+86 " + pre + " " + a + " " + b
		default:
			return "+86" + pre + a + b
		}
	case "ko":
		a, b := fmt.Sprintf("%d%s", 2+g.r.Intn(8), d(3)), d(4)
		switch intl {
		case 0:
			return "010-" + a + "-" + b
		case 1:
			return "+82 10-" + a + "-" + b
		default:
			return "+8210" + a + b
		}
	case "ru":
		pre := fmt.Sprintf("9%s", d(2))
		a, b, c := d(3), d(2), d(2)
		switch intl {
		case 0:
			if g.r.Intn(2) == 0 {
				return "8 (" + pre + ") " + a + "-" + b + "-" + c
			}
			return "8-" + pre + "-" + a + "-" + b + "-" + c
		case 1:
			if g.r.Intn(2) == 0 {
				return "+7 (" + pre + ") " + a + "-" + b + "-" + c
			}
			return "+7 " + pre + " " + a + "-" + b + "-" + c
		default:
			return "+7" + pre + a + b + c
		}
	case "tr":
		pre := fmt.Sprintf("5%d%d", []int{0, 3, 3, 4, 5, 3}[g.r.Intn(6)], g.r.Intn(10))
		a, b, c := d(3), d(2), d(2)
		switch intl {
		case 0:
			if g.r.Intn(2) == 0 {
				return "0 (" + pre + ") " + a + " " + b + " " + c
			}
			return "0" + pre + " " + a + " " + b + " " + c
		case 1:
			return "+90 " + pre + " " + a + " " + b + " " + c
		default:
			return "+90" + pre + a + b + c
		}
	}
	panic("lang " + lang)
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	var a int
	for {
		a = 1 + g.r.Intn(899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", 1+g.r.Intn(99)), fmt.Sprintf("%04d", 1+g.r.Intn(9999))
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
	return fmt.Sprintf("9%02d", g.r.Intn(100)), fmt.Sprintf("%02d", groups[g.r.Intn(len(groups))]), fmt.Sprintf("%04d", 1+g.r.Intn(9999))
}

// ---------- cards ----------

func luhnDigit(s string) byte {
	sum := 0
	dbl := true
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
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

func luhnOK(s string) bool { return luhnDigit(s[:len(s)-1]) == s[len(s)-1] }

func (g *G) cardNumber(brand string) (string, string) {
	var pre string
	n := 16
	switch brand {
	case "":
		brand = pick(g, []string{"visa", "visa", "visa", "mc", "mc", "mc2", "amex", "amex", "disc", "jcb", "diners", "unionpay"})
		return g.cardNumber(brand)
	case "visa":
		pre = "4" + g.digits(5)
	case "mc":
		pre = fmt.Sprintf("5%d", 1+g.r.Intn(5)) + g.digits(4)
	case "mc2":
		pre = fmt.Sprintf("2%d", 221+g.r.Intn(500)) + g.digits(2)
		brand = "mc"
	case "amex":
		pre = pick(g, []string{"34", "37"}) + g.digits(4)
		n = 15
	case "disc":
		pre = pick(g, []string{"6011", "6445", "6500", "6559"}) + g.digits(2)
	case "jcb":
		pre = fmt.Sprintf("35%d", 28+g.r.Intn(62)) + g.digits(2)
	case "diners":
		pre = pick(g, []string{"36", "38", "3056"})
		pre += g.digits(6 - len(pre))
		n = 14
	case "unionpay":
		pre = "62" + pick(g, []string{"22", "28", "12", "17"}) + g.digits(2)
	}
	body := pre + g.digits(n-1-len(pre))
	return body + string(luhnDigit(body)), brand
}

func groupCard(num, sep string) string {
	switch len(num) {
	case 15:
		return num[:4] + sep + num[4:10] + sep + num[10:]
	case 14:
		return num[:4] + sep + num[4:10] + sep + num[10:]
	}
	var parts []string
	for i := 0; i < len(num); i += 4 {
		e := i + 4
		if e > len(num) {
			e = len(num)
		}
		parts = append(parts, num[i:e])
	}
	return strings.Join(parts, sep)
}

func (g *G) card(brand string, style int) string {
	num, _ := g.cardNumber(brand)
	if style < 0 {
		style = g.r.Intn(5)
	}
	switch style {
	case 0, 1:
		return groupCard(num, " ")
	case 2:
		return groupCard(num, "-")
	default:
		return num
	}
}

// ---------- JWT ----------

var b64u = base64.RawURLEncoding

func (g *G) randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b
}

func (g *G) jwt(kind string) string {
	var hdr, pl string
	iat := 1714000000 + g.r.Intn(9000000)
	sig := 32
	switch kind {
	case "fitbit":
		hdr = `{"alg":"HS256"}`
		pl = fmt.Sprintf(`{"aud":"%s","sub":"%s","iss":"Fitbit","typ":"access_token","scopes":"rsle rcf rpro rhr rwei rsle rslp","exp":%d,"iat":%d}`, g.alnumU(6), g.alnumU(6), iat+28800, iat)
	case "auth0":
		hdr = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, g.b64(22))
		pl = fmt.Sprintf(`{"iss":"https://login.%s.com/","sub":"auth0|%s","aud":["https://api.%s.com"],"iat":%d,"exp":%d,"scope":"openid profile email offline_access"}`, pick(g, []string{"pulsefit", "carebridge", "medihub", "sleepwell", "vitaltrack"}), g.hex(24), pick(g, []string{"pulsefit", "carebridge", "medihub"}), iat, iat+86400)
		sig = 256
	case "firebase":
		hdr = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, g.hex(40))
		pl = fmt.Sprintf(`{"iss":"https://securetoken.google.com/%s","aud":"%s","auth_time":%d,"user_id":"%s","sub":"%s","iat":%d,"exp":%d,"firebase":{"sign_in_provider":"password"}}`, "fitquest-prod", "fitquest-prod", iat-300, g.alnum(28), g.alnum(28), iat, iat+3600)
		sig = 256
	default:
		hdr = `{"alg":"HS256","typ":"JWT"}`
		pl = fmt.Sprintf(`{"sub":"%d","pid":"%s","role":"patient","iat":%d,"exp":%d}`, 100000+g.r.Intn(9000000), g.hex(12), iat, iat+3600)
	}
	return b64u.EncodeToString([]byte(hdr)) + "." + b64u.EncodeToString([]byte(pl)) + "." + b64u.EncodeToString(g.randBytes(sig))
}

// ---------- random strings ----------

const (
	lowerS = "abcdefghijklmnopqrstuvwxyz"
	upperS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digS   = "0123456789"
	hexS   = "0123456789abcdef"
)

func (g *G) from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

func (g *G) hex(n int) string    { return g.from(hexS, n) }
func (g *G) alnum(n int) string  { return g.mixed(lowerS+upperS+digS, n) }
func (g *G) alnumU(n int) string { return g.mixed(upperS+digS, n) }
func (g *G) b64(n int) string    { return g.mixed(lowerS+upperS+digS+"-_", n) }

// mixed makes sure a random token holds a digit and (when asked) letters, as real ones do.
func (g *G) mixed(alpha string, n int) string {
	for {
		s := g.from(alpha, n)
		if n < 8 || strings.ContainsAny(s, digS) && strings.ContainsAny(s, lowerS+upperS) {
			return s
		}
	}
}

var pwWords = []string{"Maple", "sunset", "Rocky", "kiwi", "Marathon", "blue", "Tango", "pepper", "Harbor", "lemon", "Falcon", "river", "Coco", "tulip", "Yoga", "mango", "Bruno", "cedar", "Luna", "storm", "Nala", "olive", "Pixel", "daisy", "Ginger", "Biscuit", "walnut", "Oscar"}

func (g *G) password() string {
	w1, w2 := pick(g, pwWords), pick(g, pwWords)
	sym := pick(g, []string{"!", "#", "$", "*", "?", "&", "_", "@", "%"})
	num := fmt.Sprintf("%d", g.r.Intn(9900)+10)
	switch g.r.Intn(6) {
	case 0:
		return w1 + sym + w2 + num
	case 1:
		return w1 + num + sym
	case 2:
		return strings.ToLower(w1) + num + strings.Title(w2) + sym
	case 3:
		return w1 + sym + num + g.from(lowerS, 2)
	case 4:
		return g.from(upperS, 1) + g.alnum(9) + sym
	default:
		return w1 + "_" + w2 + num
	}
}

func (g *G) appPassword() string {
	return g.from(lowerS, 4) + "-" + g.from(lowerS, 4) + "-" + g.from(lowerS, 4) + "-" + g.from(lowerS, 4)
}
