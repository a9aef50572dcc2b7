package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---------- small helpers ----------

func pick[T any](xs []T) T { return xs[r.Intn(len(xs))] }

func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

func nz(n int) string { // n digits, first not 0
	return string(rune('1'+r.Intn(9))) + digits(n-1)
}

func alnum(n int, alpha string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

const (
	aAlnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	aB64u  = aAlnum + "-_"
	aHex   = "0123456789abcdef"
	aHexU  = "0123456789ABCDEF"
	aUpNum = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
)

// ---------- phones ----------

// phone is one subscriber number: its national groups (with trunk prefix)
// and its international groups (first group "+cc").
type phone struct {
	cc   string
	nat  []string
	intl []string
	key  string // digits identifying the number (uniqueness)
}

func mk(cc string, trunk string, nsn []string) phone {
	nat := append([]string{}, nsn...)
	if trunk != "" {
		nat[0] = trunk + nat[0]
	}
	intl := append([]string{"+" + cc}, nsn...)
	return phone{cc: cc, nat: nat, intl: intl, key: cc + strings.Join(nsn, "")}
}

var usAreas = []string{"201", "206", "212", "213", "214", "215", "224", "248", "267", "281", "301", "303", "305", "310", "312", "313", "323", "347", "404", "408", "412", "415", "443", "469", "470", "480", "503", "510", "512", "602", "614", "617", "619", "646", "650", "678", "702", "704", "713", "718", "720", "732", "757", "773", "786", "804", "813", "832", "847", "857", "917", "929", "954", "971", "972", "980"}

func exch() string {
	for {
		e := string(rune('2'+r.Intn(8))) + digits(2)
		if e[1:] != "11" && e != "555" && e != "950" && e != "958" && e != "959" {
			return e
		}
	}
}

var countries = []string{"US", "CA", "GB", "DE", "FR", "ES", "IT", "BR", "IN", "MX", "AU", "JP", "ID", "PH", "NG", "RU", "TR", "PL", "NL", "CN", "KR", "EG", "SA", "VN", "TH", "PK", "IR", "BD", "AE", "AR", "CO", "ZA", "MY"}

func newPhone(c string) phone {
	switch c {
	case "US":
		return mk("1", "", []string{pick(usAreas), exch(), digits(4)})
	case "CA":
		return mk("1", "", []string{pick([]string{"416", "647", "437", "514", "438", "604", "778", "403", "587", "613", "905"}), exch(), digits(4)})
	case "GB":
		return mk("44", "0", []string{"7" + pick([]string{"4", "5", "7", "8", "9"}) + digits(2), digits(6)})
	case "DE":
		p := pick([]string{"151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179"})
		n := 7
		if p[1] == '5' || r.Intn(2) == 0 {
			n = 8
		}
		return mk("49", "0", []string{p, nz(n)})
	case "FR":
		return mk("33", "0", []string{pick([]string{"6", "7"}), nz(2), digits(2), digits(2), digits(2)})
	case "ES":
		return mk("34", "", []string{"6" + digits(2), digits(3), digits(3)})
	case "IT":
		return mk("39", "", []string{"3" + string(rune('2'+r.Intn(8))) + digits(1), digits(3), digits(4)})
	case "BR":
		return mk("55", "", []string{pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19"}), "9" + nz(4), digits(4)})
	case "IN":
		return mk("91", "", []string{string(rune('6'+r.Intn(4))) + digits(4), digits(5)})
	case "MX":
		return mk("52", "", []string{pick([]string{"55", "33", "81"}), nz(4), digits(4)})
	case "AU":
		return mk("61", "0", []string{"4" + nz(2), digits(3), digits(3)})
	case "JP":
		return mk("81", "0", []string{pick([]string{"90", "80", "70"}), nz(4), digits(4)})
	case "ID":
		return mk("62", "0", []string{"8" + pick([]string{"11", "12", "13", "21", "22", "52", "53", "57", "77", "78", "95", "96"}), digits(4), digits(4)})
	case "PH":
		return mk("63", "0", []string{"9" + pick([]string{"17", "18", "05", "06", "15", "16", "27", "39", "47", "56", "66", "77", "98"}), digits(3), digits(4)})
	case "NG":
		return mk("234", "0", []string{pick([]string{"803", "806", "813", "816", "703", "706", "805", "807", "815", "905", "802", "808", "812"}), nz(3), digits(4)})
	case "RU":
		return mk("7", "8", []string{"9" + pick([]string{"16", "03", "05", "15", "26", "77", "85", "99", "25", "67"}), nz(3), digits(2), digits(2)})
	case "TR":
		return mk("90", "0", []string{"5" + pick([]string{"32", "33", "42", "43", "05", "06", "52", "53", "55", "30"}), nz(3), digits(2), digits(2)})
	case "PL":
		return mk("48", "", []string{pick([]string{"5", "6", "7", "8"}) + nz(2), digits(3), digits(3)})
	case "NL":
		return mk("31", "0", []string{"6", nz(8)})
	case "CN":
		return mk("86", "", []string{"1" + string(rune('3'+r.Intn(7))) + digits(1), digits(4), digits(4)})
	case "KR":
		return mk("82", "0", []string{"10", nz(4), digits(4)})
	case "EG":
		return mk("20", "0", []string{"1" + pick([]string{"0", "1", "2", "5"}) + digits(1), nz(3), digits(4)})
	case "SA":
		return mk("966", "0", []string{"5" + pick([]string{"0", "3", "4", "5", "6", "9"}), nz(3), digits(4)})
	case "AE":
		return mk("971", "0", []string{"5" + pick([]string{"0", "2", "4", "5", "6", "8"}), nz(3), digits(4)})
	case "VN":
		return mk("84", "0", []string{"9" + digits(1), nz(3), digits(4)})
	case "TH":
		return mk("66", "0", []string{pick([]string{"8", "9", "6"}) + digits(1), nz(3), digits(4)})
	case "PK":
		return mk("92", "0", []string{"3" + pick([]string{"00", "01", "03", "11", "21", "33", "45", "55"}), nz(7)})
	case "IR":
		return mk("98", "0", []string{"9" + pick([]string{"12", "13", "19", "35", "36", "01", "02", "22"}), nz(3), digits(4)})
	case "BD":
		return mk("880", "0", []string{"1" + pick([]string{"3", "5", "6", "7", "8", "9"}) + digits(2), nz(6)})
	case "AR":
		return mk("54", "", []string{"9", "11", "15" + nz(2), digits(4)})
	case "CO":
		return mk("57", "", []string{"3" + pick([]string{"00", "01", "10", "12", "15", "20", "04", "14"}), nz(3), digits(4)})
	case "ZA":
		return mk("27", "0", []string{pick([]string{"82", "83", "72", "73", "84", "61", "71", "79"}), nz(3), digits(4)})
	case "MY":
		return mk("60", "0", []string{"1" + pick([]string{"2", "3", "6", "7", "9"}), nz(3), digits(4)})
	}
	panic(c)
}

// ---------- cards ----------

func luhnOK(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if alt {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		alt = !alt
	}
	return sum%10 == 0
}

func luhnFill(prefix string, n int) string {
	body := prefix + digits(n-len(prefix)-1)
	for c := 0; c < 10; c++ {
		s := body + string(rune('0'+c))
		if luhnOK(s) {
			return s
		}
	}
	panic("luhn")
}

type card struct {
	num    string
	groups []string
	brand  string
}

func groupBy(s string, sizes ...int) []string {
	var g []string
	for _, n := range sizes {
		g = append(g, s[:n])
		s = s[n:]
	}
	if s != "" {
		g = append(g, s)
	}
	return g
}

func newCard() card {
	switch r.Intn(12) {
	case 0, 1, 2, 3:
		n := luhnFill("4"+pick([]string{"539", "716", "485", "532", "024", "111", "917", "147", "400", "263", "556"}), 16)
		return card{n, groupBy(n, 4, 4, 4, 4), "Visa"}
	case 4, 5, 6:
		p := pick([]string{"51", "52", "53", "54", "55", "2221", "2300", "2510", "2720"})
		n := luhnFill(p, 16)
		return card{n, groupBy(n, 4, 4, 4, 4), "Mastercard"}
	case 7:
		n := luhnFill(pick([]string{"34", "37"}), 15)
		return card{n, groupBy(n, 4, 6, 5), "Amex"}
	case 8:
		n := luhnFill(pick([]string{"6011", "65", "644", "649"}), 16)
		return card{n, groupBy(n, 4, 4, 4, 4), "Discover"}
	case 9:
		n := luhnFill("35"+pick([]string{"28", "30", "41", "66", "89"}), 16)
		return card{n, groupBy(n, 4, 4, 4, 4), "JCB"}
	case 10:
		n := luhnFill("62"+pick([]string{"22", "28", "17", "58"}), 16)
		return card{n, groupBy(n, 4, 4, 4, 4), "UnionPay"}
	default:
		n := luhnFill("220"+pick([]string{"0", "1", "2", "3", "4"}), 16)
		return card{n, groupBy(n, 4, 4, 4, 4), "Mir"}
	}
}

// badCard: 16 digits with a card's prefix that fail Luhn (an order or item number).
func badCard() []string {
	for {
		n := "4" + digits(15)
		if !luhnOK(n) {
			return groupBy(n, 4, 4, 4, 4)
		}
	}
}

// ---------- SSN ----------

func newSSN(itin bool) []string {
	for {
		var a string
		if itin {
			a = "9" + digits(2)
			g := pick([]int{50, 51, 52, 53, 55, 57, 60, 62, 63, 65, 70, 71, 72, 73, 75, 78, 80, 81, 83, 85, 88, 90, 91, 92, 94, 95, 97, 99})
			return []string{a, fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", 1+r.Intn(9999))}
		}
		ai := 1 + r.Intn(899)
		if ai == 666 {
			continue
		}
		a = fmt.Sprintf("%03d", ai)
		g := fmt.Sprintf("%02d", 1+r.Intn(99))
		s := fmt.Sprintf("%04d", 1+r.Intn(9999))
		if a+g+s == "078051120" || a+g+s == "219099999" {
			continue
		}
		return []string{a, g, s}
	}
}

func badSSN() []string {
	switch r.Intn(4) {
	case 0:
		return []string{"000", digits(2), nz(4)}
	case 1:
		return []string{"666", nz(2), nz(4)}
	case 2:
		return []string{"9" + digits(2), pick([]string{"40", "41", "42", "44", "46", "48", "03", "12", "30"}), nz(4)}
	default:
		return []string{nz(3), "00", nz(4)}
	}
}

// ---------- e-mail ----------

var firsts = []string{"maria", "jose", "ana", "lucas", "sofia", "mateo", "emma", "liam", "olivia", "noah", "ava", "ethan", "mia", "leon", "lea", "paul", "chloe", "hugo", "ines", "tomasz", "kasia", "piotr", "ivan", "olga", "dmitri", "anya", "mehmet", "elif", "burak", "aisha", "omar", "fatima", "yusuf", "priya", "rahul", "arjun", "ananya", "wei", "lina", "minji", "jiwoo", "haruto", "yuki", "sakura", "budi", "siti", "rizky", "juan", "carmen", "diego", "valentina", "giulia", "marco", "luca", "chiara", "jan", "sanne", "daan", "thi", "linh", "minh", "somchai", "nok", "kwame", "chinedu", "ngozi", "tunde", "jake", "brittany", "tyler", "kayla", "marcus", "destiny", "camila", "thiago", "gabriel", "larissa", "bruno", "nadia", "samir", "zeynep", "emre", "sven", "ingrid", "mikko", "aino", "ramon", "lupita", "dani", "kiki", "jess", "rob", "nina"}
var lasts = []string{"garcia", "silva", "santos", "mueller", "schmidt", "dubois", "martin", "rossi", "bianchi", "kowalski", "nowak", "ivanov", "petrova", "yilmaz", "kaya", "khan", "hassan", "sharma", "patel", "singh", "wang", "chen", "kim", "park", "tanaka", "sato", "nguyen", "tran", "santoso", "lopez", "hernandez", "ramirez", "devries", "jansen", "okafor", "adeyemi", "smith", "johnson", "brown", "walker", "reyes", "cruz", "fernandes", "oliveira", "moreau", "lambert", "fischer", "weber", "novak", "horvat", "larsen", "virtanen", "costa", "romero", "torres", "ali", "ahmed", "das", "mendoza", "castro"}
var nicks = []string{"gamer", "sniper", "kitty", "wolf", "shadow", "angel", "blaze", "pixel", "luna", "storm", "ninja", "queen", "king", "baby", "vibes", "drift", "moon", "neon", "frost", "viper", "bunny", "cherry", "tiger", "ghost"}

type mail struct{ local, domain string }

func newLocal() string {
	f, l := pick(firsts), pick(lasts)
	switch r.Intn(8) {
	case 0:
		return f + "." + l
	case 1:
		return f + "." + l + digits(2)
	case 2:
		return f + "_" + l + fmt.Sprint(70+r.Intn(40))
	case 3:
		return f + l + fmt.Sprint(1975+r.Intn(35))
	case 4:
		return f[:1] + "." + l
	case 5:
		return pick(nicks) + "." + f + digits(2)
	case 6:
		return f + "." + pick(nicks) + digits(3)
	default:
		return f + l + digits(2)
	}
}

var domainsBy = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "icloud.com", "aol.com", "proton.me", "live.com", "ymail.com", "hotmail.co.uk", "btinternet.com", "yahoo.ca", "bigpond.com"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "hotmail.com", "yahoo.com.mx", "prodigy.net.mx", "gmail.com"},
	"pt": {"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "outlook.com.br", "sapo.pt", "terra.com.br"},
	"fr": {"gmail.com", "orange.fr", "free.fr", "laposte.net", "sfr.fr", "hotmail.fr", "wanadoo.fr"},
	"de": {"gmx.de", "web.de", "t-online.de", "gmail.com", "gmx.net", "posteo.de", "freenet.de"},
	"it": {"libero.it", "gmail.com", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it"},
	"pl": {"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"},
	"ru": {"mail.ru", "yandex.ru", "bk.ru", "inbox.ru", "list.ru", "rambler.ru", "gmail.com"},
	"uk": {"ukr.net", "i.ua", "gmail.com", "meta.ua"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "yeah.net"},
	"ja": {"yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "gmail.com", "softbank.ne.jp", "icloud.com"},
	"ko": {"naver.com", "daum.net", "hanmail.net", "kakao.com", "gmail.com", "nate.com"},
	"nl": {"ziggo.nl", "kpnmail.nl", "hotmail.nl", "gmail.com", "live.nl", "planet.nl"},
	"sv": {"telia.com", "gmail.com", "hotmail.se", "live.se", "bredband.net"},
	"hu": {"freemail.hu", "citromail.hu", "gmail.com", "t-online.hu"},
	"cs": {"seznam.cz", "email.cz", "centrum.cz", "gmail.com", "volny.cz"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr", "mynet.com"},
	"id": {"gmail.com", "yahoo.co.id", "ymail.com", "rocketmail.com"},
	"vi": {"gmail.com", "yahoo.com.vn", "outlook.com.vn"},
	"ar": {"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa"},
	"he": {"walla.co.il", "gmail.com", "012.net.il", "bezeqint.net"},
	"el": {"gmail.com", "yahoo.gr", "otenet.gr", "hotmail.gr"},
	"fi": {"gmail.com", "luukku.com", "suomi24.fi", "hotmail.fi"},
	"da": {"gmail.com", "hotmail.dk", "jubii.dk", "mail.dk"},
	"ro": {"yahoo.ro", "gmail.com", "hotmail.ro"},
	"hi": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in"},
	"th": {"gmail.com", "hotmail.co.th", "yahoo.co.th"},
	"tl": {"gmail.com", "yahoo.com.ph", "ymail.com"},
}

func newMail(lang string) mail {
	ds := domainsBy[lang]
	if ds == nil {
		ds = domainsBy["en"]
	}
	return mail{newLocal(), pick(ds)}
}

// ---------- tokens ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func newJWT() string {
	alg := pick([]string{"HS256", "RS256", "HS512", "ES256"})
	var h string
	if r.Intn(2) == 0 {
		h = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	} else {
		h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, alnum(16, aHex))
	}
	iat := 1735000000 + r.Intn(40000000)
	var p string
	switch r.Intn(4) {
	case 0:
		p = fmt.Sprintf(`{"sub":"%s","name":"%s %s","iat":%d,"exp":%d}`, nz(7), strings.Title(pick(firsts)), strings.Title(pick(lasts)), iat, iat+3600)
	case 1:
		p = fmt.Sprintf(`{"uid":%s,"role":"player","server":"eu-%d","iat":%d}`, nz(9), 1+r.Intn(9), iat)
	case 2:
		p = fmt.Sprintf(`{"sub":"%s","email_verified":true,"scope":"read write","iat":%d,"exp":%d}`, alnum(24, aAlnum), iat, iat+86400)
	default:
		p = fmt.Sprintf(`{"user_id":"%s","shop":"store-%s","iat":%d,"exp":%d,"jti":"%s"}`, nz(8), digits(4), iat, iat+7200, alnum(12, aHex))
	}
	n := 32
	switch alg {
	case "RS256":
		n = 256
	case "HS512":
		n = 64
	case "ES256":
		n = 64
	}
	return b64u(h) + "." + b64u(p) + "." + base64.RawURLEncoding.EncodeToString(randBytes(n))
}

func discordToken() string {
	id := "1" + fmt.Sprint(r.Intn(3)) + digits(17)
	if r.Intn(3) == 0 {
		id = pick([]string{"7", "8", "9"}) + digits(17)
	}
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + alnum(6, aB64u) + "." + alnum(38, aB64u)
}

var pwWords = []string{"Sunflower", "mango", "Dragon", "tigre", "Falcon", "Pikachu", "Raptor", "cerise", "Blume", "Pantera", "Kotek", "Sakura", "Kaplan", "Gatito", "Lobo", "Fenix", "Orion", "Nebula", "Zelda", "Minecraft", "Valhalla", "Bulldog", "Cobalt", "Paprika", "Mariposa", "Estrela", "Solnyshko", "Yildiz", "Chocolate", "Barcelona", "Galatasaray", "Flamengo"}

func newPassword() string {
	w := pick(pwWords)
	switch r.Intn(6) {
	case 0:
		return w + pick([]string{"#", "!", "@", "$", "*"}) + digits(4)
	case 1:
		return strings.ToLower(w) + digits(2) + pick([]string{"!", "?", "&"}) + strings.ToUpper(pick(pwWords)[:3])
	case 2:
		return alnum(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + alnum(5, "abcdefghijkmnopqrstuvwxyz") + digits(3) + pick([]string{"%", "!", "_"})
	case 3:
		return w + "_" + fmt.Sprint(1990+r.Intn(20)) + pick([]string{"x", "Z", "k"})
	case 4:
		return strings.NewReplacer("a", "4", "e", "3", "o", "0", "i", "1").Replace(strings.ToLower(w)) + pick([]string{"!!", "#1", "$$", "99"}) + digits(2)
	default:
		return alnum(12, aAlnum+"!#$%&")
	}
}

// ---------- look-alike keep strings ----------

func price() string {
	switch r.Intn(12) {
	case 0:
		return fmt.Sprintf("$%d", 20+r.Intn(980))
	case 1:
		return fmt.Sprintf("$%d,%03d", 1+r.Intn(9), r.Intn(1000))
	case 2:
		return fmt.Sprintf("€%d", 10+r.Intn(900))
	case 3:
		return fmt.Sprintf("%d,%02d €", 5+r.Intn(400), r.Intn(100))
	case 4:
		return fmt.Sprintf("£%d ono", 15+r.Intn(500))
	case 5:
		return fmt.Sprintf("R$ %d,00", 50+r.Intn(3000))
	case 6:
		return fmt.Sprintf("₹%d,%03d", 1+r.Intn(80), r.Intn(1000))
	case 7:
		return fmt.Sprintf("¥%d,%03d", 1+r.Intn(90), r.Intn(1000))
	case 8:
		return fmt.Sprintf("%d zł", 40+r.Intn(2500))
	case 9:
		return fmt.Sprintf("%d TL", 150+r.Intn(9000))
	case 10:
		return fmt.Sprintf("%d 000 ₽", 2+r.Intn(90))
	default:
		return fmt.Sprintf("%d.%02d USD", 5+r.Intn(300), r.Intn(100))
	}
}

func date() string {
	d, m, y := 1+r.Intn(28), 1+r.Intn(12), 2024+r.Intn(3)
	switch r.Intn(6) {
	case 0:
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case 1:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 2:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case 3:
		return fmt.Sprintf("%d/%d", d, m)
	case 4:
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	default:
		return fmt.Sprintf("%s %d", pick([]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}), d)
	}
}

func clock() string { return fmt.Sprintf("%d:%02d", 8+r.Intn(14), r.Intn(12)*5) }

func score() string {
	switch r.Intn(6) {
	case 0:
		return fmt.Sprintf("%d-%d", r.Intn(17), r.Intn(17))
	case 1:
		return fmt.Sprintf("%d MMR", 900+r.Intn(5000))
	case 2:
		return fmt.Sprintf("K/D %d.%02d", r.Intn(4), r.Intn(100))
	case 3:
		return fmt.Sprintf("%d:%d", r.Intn(30), r.Intn(30))
	case 4:
		return fmt.Sprintf("%d LP", r.Intn(100))
	default:
		return fmt.Sprintf("%d,%03d pts", 1+r.Intn(90), r.Intn(1000))
	}
}

func listingID() string {
	switch r.Intn(7) {
	case 0:
		return "#" + nz(7)
	case 1:
		return "listing " + nz(8)
	case 2:
		return "item " + nz(12) // eBay-style
	case 3:
		return "post id " + "7" + digits(9) // craigslist-style 10 digits
	case 4:
		return "/item/" + nz(15) // marketplace 15-16 digits
	case 5:
		return "ad #" + nz(9)
	default:
		return "ref " + alnum(3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + "-" + nz(6)
	}
}

func username() string {
	switch r.Intn(6) {
	case 0:
		return "@" + pick(nicks) + "_" + pick(firsts) + digits(2)
	case 1:
		return "u/" + pick([]string{"throwaway", "lurker", "just", "not"}) + "_" + nz(4)
	case 2:
		return "xX_" + strings.Title(pick(nicks)) + "_Xx"
	case 3:
		return strings.Title(pick(nicks)) + strings.Title(pick(firsts)) + nz(3)
	case 4:
		return "@" + pick(firsts) + "." + pick(nicks)
	default:
		return pick(firsts) + "_" + pick(nicks) + nz(2)
	}
}

func gameID() string {
	switch r.Intn(9) {
	case 0:
		return "7656119" + digits(10) // SteamID64
	case 1:
		return strings.Title(pick(nicks)) + "#" + pick([]string{"EUW", "NA1", "KR1", "BR1", nz(4)})
	case 2:
		return fmt.Sprintf("SW-%s-%s-%s", digits(4), digits(4), digits(4))
	case 3:
		return fmt.Sprintf("%s-%s-%s", nz(4), digits(4), digits(4)) // creative map code
	case 4:
		return "UID " + pick([]string{"6", "7", "8"}) + digits(8) // 9 digits
	case 5:
		return "#" + alnum(8, "0289PYLQGRJCUV")
	case 6:
		return "match " + nz(10)
	case 7:
		return "lobby " + alnum(6, "ABCDEFGHJKLMNPQRSTUVWXYZ")
	default:
		return "friend code " + fmt.Sprintf("%s %s %s", digits(4), digits(4), digits(4))
	}
}

// orderNo: a look-alike number wearing a disguise of its own.
func orderNo() string {
	switch r.Intn(9) {
	case 0:
		return "order # " + spaced(nz(8), " ")
	case 1:
		return fmt.Sprintf("%s-%s-%s", nz(3), digits(7), digits(7)) // Amazon order
	case 2:
		return "order " + strings.Join(groupBy(nz(10), 3, 3, 4), ".")
	case 3:
		return "item code " + strings.Join(groupBy(nz(9), 3, 3, 3), "/")
	case 4:
		return "SKU " + strings.Join(groupBy(nz(8), 2, 3, 3), " · ")
	case 5:
		return "tracking " + "1Z" + alnum(6, aUpNum) + digits(10)
	case 6:
		return "invoice № " + conv(nz(7), fullwidth)
	case 7:
		return "order ref " + strings.Join(badCard(), ".")
	default:
		return "ticket " + nz(3) + "🔸" + digits(4)
	}
}

func imei() string { return luhnFill("35"+digits(6), 15) }

func version() string {
	return fmt.Sprintf("v%d.%d.%d", r.Intn(5), r.Intn(30), r.Intn(200))
}

func ethAddr() string { return "0x" + alnum(40, aHex) }

func steamTrade() string {
	return "https://steamcommunity.com/tradeoffer/new/?partner=" + nz(9) + "&token=" + alnum(8, aAlnum)
}
