package main

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
)

var R *rand.Rand

func rn(n int) int             { return R.IntN(n) }
func pick(xs ...string) string { return xs[R.IntN(len(xs))] }
func chance(p float64) bool    { return R.Float64() < p }
func digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + rn(10)))
	}
	return sb.String()
}
func digitsNZ(n int) string { return string(byte('1'+rn(9))) + digits(n-1) }
func fromSet(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rn(len(set))]
	}
	return string(b)
}

const (
	alnum    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lowalnum = "abcdefghijklmnopqrstuvwxyz0123456789"
	upalnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	hexd     = "0123456789abcdef"
	b64url   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64std   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	b58      = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	b32l     = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
)

// mixed token: guaranteed to contain digits and capitals.
func mixTok(n int) string {
	for {
		t := fromSet(alnum, n)
		if strings.ContainsAny(t, "0123456789") && strings.ContainsAny(t, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(t, "abcdefghijklmnopqrstuvwxyz") {
			return t
		}
	}
}

// ---------- cards ----------

func luhnOK(d string) bool {
	sum := 0
	dbl := false
	for i := len(d) - 1; i >= 0; i-- {
		x := int(d[i] - '0')
		if dbl {
			x *= 2
			if x > 9 {
				x -= 9
			}
		}
		sum += x
		dbl = !dbl
	}
	return sum%10 == 0
}

func luhnComplete(prefix string, length int) string {
	body := prefix + digits(length-len(prefix)-1)
	for c := 0; c < 10; c++ {
		s := body + string(byte('0'+c))
		if luhnOK(s) {
			return s
		}
	}
	panic("luhn")
}

type issuer struct {
	name     string
	prefixes []string
	lengths  []int
}

var issuers = map[string]issuer{
	"visa":      {"Visa", []string{"4"}, []int{16, 16, 16, 16, 16, 13, 19}},
	"mc":        {"Mastercard", []string{"51", "52", "53", "54", "55", "2221", "2223", "2300", "2410", "2519", "2630", "2720"}, []int{16}},
	"amex":      {"Amex", []string{"34", "37"}, []int{15}},
	"discover":  {"Discover", []string{"6011", "644", "645", "646", "647", "648", "649", "65"}, []int{16, 16, 16, 19}},
	"diners":    {"Diners", []string{"36", "300", "301", "302", "303", "304", "305"}, []int{14}},
	"jcb":       {"JCB", []string{"3528", "3530", "3540", "3566", "3569", "3589"}, []int{16, 16, 16, 19}},
	"unionpay":  {"UnionPay", []string{"62"}, []int{16, 16, 17, 18, 19, 19}},
	"maestro":   {"Maestro", []string{"5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"}, []int{16, 18, 19, 13}},
	"rupay":     {"RuPay", []string{"6070", "6080", "6521", "6522", "5085", "8172", "8200"}, []int{16}},
	"mir":       {"Mir", []string{"2200", "2201", "2202", "2203", "2204"}, []int{16, 16, 19}},
	"elo":       {"Elo", []string{"636368", "438935", "504175", "451416", "636297", "506727", "509066", "627780"}, []int{16}},
	"hipercard": {"Hipercard", []string{"606282"}, []int{16}},
	"troy":      {"Troy", []string{"9792"}, []int{16}},
	"verve":     {"Verve", []string{"506099", "506105", "650002", "650020"}, []int{16, 19}},
	"dankort":   {"Dankort", []string{"5019"}, []int{16}},
}

// prefixes used for the "real issuer" check in validation
var issuerCheck = []struct {
	lo, hi string
	lens   []int
}{
	{"4", "4", []int{13, 16, 19}},
	{"51", "55", []int{16}}, {"2221", "2720", []int{16}},
	{"34", "34", []int{15}}, {"37", "37", []int{15}},
	{"6011", "6011", []int{16, 17, 18, 19}}, {"644", "649", []int{16, 17, 18, 19}}, {"65", "65", []int{16, 17, 18, 19}},
	{"36", "36", []int{14}}, {"300", "305", []int{14}}, {"38", "39", []int{14, 16}},
	{"3528", "3589", []int{16, 17, 18, 19}},
	{"62", "62", []int{16, 17, 18, 19}},
	{"50", "50", []int{12, 13, 14, 15, 16, 17, 18, 19}}, {"56", "69", []int{12, 13, 14, 15, 16, 17, 18, 19}},
	{"81", "82", []int{16}}, {"508", "508", []int{16}},
	{"2200", "2204", []int{16, 17, 18, 19}},
	{"9792", "9792", []int{16}},
}

func isCard(d string) bool {
	if len(d) < 12 || len(d) > 19 || !luhnOK(d) {
		return false
	}
	for _, ic := range issuerCheck {
		n := len(ic.lo)
		if len(d) < n {
			continue
		}
		p := d[:n]
		if p >= ic.lo && p <= ic.hi {
			for _, l := range ic.lens {
				if l == len(d) {
					return true
				}
			}
		}
	}
	return false
}

var locIssuers = map[string][]string{
	"en-US": {"visa", "visa", "visa", "mc", "mc", "amex", "amex", "discover", "diners"},
	"en-GB": {"visa", "visa", "mc", "mc", "amex", "maestro"},
	"en-IN": {"rupay", "rupay", "visa", "mc", "visa"},
	"de":    {"visa", "mc", "mc", "maestro", "amex"},
	"fr":    {"visa", "visa", "mc", "amex"},
	"es":    {"visa", "mc", "maestro", "amex"},
	"es-MX": {"visa", "mc", "amex", "visa"},
	"pt-BR": {"elo", "elo", "hipercard", "visa", "mc", "amex"},
	"it":    {"visa", "mc", "maestro", "amex"},
	"nl":    {"visa", "mc", "maestro"},
	"pl":    {"visa", "mc", "mc", "maestro"},
	"tr":    {"troy", "troy", "visa", "mc", "amex"},
	"ru":    {"mir", "mir", "mir", "visa", "mc", "unionpay"},
	"ja":    {"jcb", "jcb", "visa", "mc", "amex", "diners"},
	"zh":    {"unionpay", "unionpay", "unionpay", "visa", "mc", "jcb"},
	"ar":    {"visa", "mc", "amex", "verve", "mc"},
}

func cardDigits(iss string) string {
	is := issuers[iss]
	p := is.prefixes[rn(len(is.prefixes))]
	l := is.lengths[rn(len(is.lengths))]
	if iss == "discover" && p == "65" && l == 19 {
		l = 16
	}
	for {
		d := luhnComplete(p, l)
		if isCard(d) {
			return d
		}
	}
}

func groupBy(d string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, s := range sizes {
		if i >= len(d) {
			break
		}
		e := i + s
		if e > len(d) {
			e = len(d)
		}
		parts = append(parts, d[i:e])
		i = e
	}
	if i < len(d) {
		parts = append(parts, d[i:])
	}
	return strings.Join(parts, sep)
}

// cardLayout lays out a card number the way people write it.
func cardLayout(d string) string {
	sep := pick(" ", " ", " ", "-", "-", "")
	if chance(0.25) {
		return d
	}
	switch len(d) {
	case 15:
		return groupBy(d, []int{4, 6, 5}, pick(" ", "-", sep))
	case 14:
		return groupBy(d, []int{4, 6, 4}, pick(" ", "-"))
	case 13:
		return groupBy(d, []int{4, 4, 5}, " ")
	case 19:
		if chance(0.4) {
			return groupBy(d, []int{6, 13}, " ")
		}
		return groupBy(d, []int{4, 4, 4, 4, 3}, pick(" ", "-"))
	default:
		if sep == "" {
			sep = " "
		}
		if chance(0.05) {
			sep = "  "
		}
		if chance(0.04) {
			sep = "."
		}
		return groupBy(d, []int{4, 4, 4, 4, 4}, sep)
	}
}

var testCards = []string{"4242424242424242", "4111111111111111", "5555555555554444", "378282246310005", "6011111111111117", "4000056655665556", "5105105105105100", "4000002500003155", "3566002020360505", "6200000000000005", "4917610000000000", "2223003122003222"}

// masked PAN (keep)
func maskedPAN() string {
	d := cardDigits(pick("visa", "mc", "mc", "amex", "discover", "maestro"))
	last4 := d[len(d)-4:]
	switch rn(9) {
	case 0:
		return d[:6] + strings.Repeat("*", len(d)-10) + last4
	case 1:
		return d[:4] + " **** **** " + last4
	case 2:
		return "XXXX-XXXX-XXXX-" + last4
	case 3:
		return strings.Repeat("*", 12) + last4
	case 4:
		return d[:4] + " " + d[4:6] + "XX XXXX " + last4
	case 5:
		return d[:6] + "XXXXXX" + last4
	case 6:
		return "•••• " + last4
	case 7:
		return d[:6] + "..." + last4
	default:
		return d[:6] + "******" + last4
	}
}

// ---------- SSN ----------

func ssnParts() (string, string, string) {
	for {
		a := 1 + rn(899)
		if a == 666 {
			continue
		}
		g := 1 + rn(99)
		s := 1 + rn(9999)
		if a == 987 && g == 65 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
	}
}

func itinParts() (string, string, string) {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	for _, g := range []int{90, 91, 92, 94, 95, 96, 97, 98, 99} {
		groups = append(groups, g)
	}
	return fmt.Sprintf("9%02d", rn(100)), fmt.Sprintf("%02d", groups[rn(len(groups))]), fmt.Sprintf("%04d", 1+rn(9999))
}

func ssnLayout(a, g, s string, mode string) string {
	switch mode {
	case "dash":
		return a + "-" + g + "-" + s
	case "space":
		return a + " " + g + " " + s
	case "bare":
		return a + g + s
	case "dot":
		return a + "." + g + "." + s
	case "endash":
		return a + "–" + g + "–" + s
	}
	switch rn(10) {
	case 0, 1, 2, 3, 4:
		return a + "-" + g + "-" + s
	case 5, 6:
		return a + " " + g + " " + s
	case 7, 8:
		return a + g + s
	default:
		return pick(a+"."+g+"."+s, a+"–"+g+"–"+s, a+"/"+g+"/"+s)
	}
}

// ---------- names, emails ----------

type locale struct {
	first, last []string
	domains     []string
	city        []string
}

var locs = map[string]locale{
	"en-US": {[]string{"James", "Maria", "Robert", "Jennifer", "Michael", "Linda", "David", "Ashley", "Tyrone", "Keisha", "Brandon", "Megan", "Luis", "Ngozi"}, []string{"Smith", "Johnson", "Williams", "Garcia", "Miller", "Davis", "Rodriguez", "O'Neil", "Washington", "Nguyen", "Kowalski", "Patel"}, []string{"gmail.com", "yahoo.com", "outlook.com", "aol.com", "icloud.com", "comcast.net", "hotmail.com", "att.net"}, []string{"Austin, TX 78701", "Columbus, OH 43215", "Tampa, FL 33602", "Phoenix, AZ 85004", "Newark, NJ 07102"}},
	"en-GB": {[]string{"Oliver", "Amelia", "Harry", "Isla", "George", "Priya", "Callum", "Siobhan", "Rhys"}, []string{"Taylor", "Evans", "Thomas", "Roberts", "Walker", "Hughes", "Khan", "MacDonald", "Davies"}, []string{"gmail.com", "btinternet.com", "hotmail.co.uk", "yahoo.co.uk", "outlook.com", "sky.com", "virginmedia.com"}, []string{"Leeds LS1 4AP", "Bristol BS1 5TR", "Glasgow G2 1DY", "Manchester M1 1AE"}},
	"en-IN": {[]string{"Rahul", "Priya", "Amit", "Sneha", "Vikram", "Ananya", "Suresh", "Lakshmi", "Arjun"}, []string{"Sharma", "Verma", "Iyer", "Reddy", "Nair", "Gupta", "Patil", "Banerjee", "Singh"}, []string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.com", "hotmail.com"}, []string{"Pune 411001", "Bengaluru 560001", "Chennai 600002", "Mumbai 400001"}},
	"de":    {[]string{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Sabine", "Jürgen", "Katharina", "Mehmet"}, []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Schäfer", "Yılmaz"}, []string{"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "gmx.net", "freenet.de"}, []string{"10115 Berlin", "80331 München", "50667 Köln", "20095 Hamburg"}},
	"fr":    {[]string{"Camille", "Lucas", "Manon", "Hugo", "Chloé", "Théo", "Inès", "Nicolas", "Élodie"}, []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Petit", "Lefèvre", "Moreau", "Girard"}, []string{"orange.fr", "free.fr", "gmail.com", "laposte.net", "sfr.fr", "hotmail.fr", "wanadoo.fr"}, []string{"75008 Paris", "69002 Lyon", "13001 Marseille", "31000 Toulouse"}},
	"es":    {[]string{"Javier", "Lucía", "Carlos", "Carmen", "Pablo", "Marta", "Alejandro", "Nuria"}, []string{"García", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz"}, []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"}, []string{"28013 Madrid", "08002 Barcelona", "41001 Sevilla", "46002 Valencia"}},
	"es-MX": {[]string{"José", "Guadalupe", "Fernando", "Ximena", "Alejandra", "Ricardo"}, []string{"Hernández", "González", "Ramírez", "Torres", "Flores", "Morales"}, []string{"gmail.com", "hotmail.com", "prodigy.net.mx", "yahoo.com.mx", "outlook.com"}, []string{"06600 CDMX", "44100 Guadalajara, Jal.", "64000 Monterrey, N.L."}},
	"pt-BR": {[]string{"João", "Ana", "Gabriel", "Beatriz", "Rafael", "Juliana", "Thiago", "Fernanda"}, []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida"}, []string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br", "yahoo.com.br"}, []string{"São Paulo - SP, 01310-100", "Rio de Janeiro - RJ, 20040-020", "Belo Horizonte - MG, 30130-010"}},
	"it":    {[]string{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Matteo", "Giuseppe"}, []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo"}, []string{"libero.it", "gmail.com", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it"}, []string{"20121 Milano", "00184 Roma", "80133 Napoli", "10121 Torino"}},
	"nl":    {[]string{"Daan", "Emma", "Sem", "Julia", "Thijs", "Sanne", "Bram", "Fleur"}, []string{"de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer"}, []string{"ziggo.nl", "gmail.com", "kpnmail.nl", "hotmail.nl", "xs4all.nl", "planet.nl"}, []string{"1012 AB Amsterdam", "3011 AD Rotterdam", "3511 LX Utrecht"}},
	"pl":    {[]string{"Jakub", "Anna", "Piotr", "Katarzyna", "Tomasz", "Magdalena", "Łukasz", "Zofia"}, []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski", "Zieliński"}, []string{"wp.pl", "o2.pl", "onet.pl", "gmail.com", "interia.pl", "op.pl"}, []string{"00-950 Warszawa", "31-042 Kraków", "50-077 Wrocław"}},
	"tr":    {[]string{"Mehmet", "Ayşe", "Mustafa", "Fatma", "Emre", "Zeynep", "Burak", "Elif"}, []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Arslan"}, []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr", "mynet.com"}, []string{"34394 Şişli/İstanbul", "06420 Çankaya/Ankara", "35210 Konak/İzmir"}},
	"ru":    {[]string{"Алексей", "Ольга", "Дмитрий", "Наталья", "Сергей", "Екатерина", "Иван"}, []string{"Иванов", "Смирнова", "Кузнецов", "Попова", "Соколов", "Лебедева", "Морозов"}, []string{"yandex.ru", "mail.ru", "gmail.com", "rambler.ru", "bk.ru", "list.ru", "inbox.ru"}, []string{"125009 Москва", "190000 Санкт-Петербург", "620014 Екатеринбург"}},
	"ja":    {[]string{"翔太", "陽子", "健一", "美咲", "大輔", "さくら"}, []string{"佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤"}, []string{"docomo.ne.jp", "ezweb.ne.jp", "gmail.com", "yahoo.co.jp", "i.softbank.jp", "icloud.com"}, []string{"〒100-0005 東京都千代田区丸の内1-1-1", "〒530-0001 大阪府大阪市北区梅田2-4-9"}},
	"zh":    {[]string{"伟", "芳", "娜", "敏", "静", "磊", "洋"}, []string{"王", "李", "张", "刘", "陈", "杨", "赵"}, []string{"qq.com", "163.com", "126.com", "sina.com", "gmail.com", "foxmail.com"}, []string{"北京市朝阳区建国路88号", "上海市浦东新区世纪大道100号"}},
	"ar":    {[]string{"محمد", "فاطمة", "أحمد", "نورة", "خالد", "مريم"}, []string{"العتيبي", "الحربي", "الشمري", "المنصوري", "حسن", "عبدالله"}, []string{"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa", "emirates.net.ae"}, []string{"دبي، الإمارات", "الرياض 12211", "القاهرة"}},
}

var romanized = map[string][2][]string{
	"ru": {{"alexey", "olga", "dmitry", "natalia", "sergey", "ekaterina", "ivan"}, {"ivanov", "smirnova", "kuznetsov", "popova", "sokolov", "lebedeva", "morozov"}},
	"ja": {{"shota", "yoko", "kenichi", "misaki", "daisuke", "sakura"}, {"sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito"}},
	"zh": {{"wei", "fang", "na", "min", "jing", "lei", "yang"}, {"wang", "li", "zhang", "liu", "chen", "yang", "zhao"}},
	"ar": {{"mohammed", "fatima", "ahmed", "noura", "khalid", "maryam"}, {"alotaibi", "alharbi", "alshammari", "almansoori", "hassan", "abdullah"}},
}

var translit = strings.NewReplacer("ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "é", "e", "è", "e", "É", "e", "ç", "c", "í", "i", "á", "a", "ó", "o", "ú", "u", "ñ", "n", "ã", "a", "ş", "s", "ı", "i", "ğ", "g", "Ş", "s", "Ç", "c", "Ö", "o", "Ü", "u", "ł", "l", "Ł", "l", "ś", "s", "ń", "n", "ę", "e", "ą", "a", "ż", "z", "ź", "z", "ć", "c", "'", "", " ", "")

func asciiName(loc, first, last string) (string, string) {
	if rz, ok := romanized[loc]; ok {
		return rz[0][rn(len(rz[0]))], rz[1][rn(len(rz[1]))]
	}
	return strings.ToLower(translit.Replace(first)), strings.ToLower(translit.Replace(last))
}

func emailFor(loc, first, last string) string {
	f, l := asciiName(loc, first, last)
	L := locs[loc]
	dom := L.domains[rn(len(L.domains))]
	var local string
	switch rn(11) {
	case 0, 1, 2:
		local = f + "." + l
	case 3:
		local = f[:1] + l
	case 4:
		local = f + "_" + l + digits(2)
	case 5:
		local = f + l + digits(rn(3)+1)
	case 6:
		local = f + "." + l + "+" + pick("bank", "disputes", "chase", "paypal", "stripe", "kyc", "billing")
	case 7:
		local = l + "." + f[:1]
	case 8:
		local = f + "-" + l
	case 9:
		local = f + digits(4)
	default:
		local = f[:1] + "." + l + digits(2)
	}
	e := local + "@" + dom
	if chance(0.06) {
		e = strings.ToUpper(e[:1]) + e[1:]
	}
	return e
}

func workEmail(first, last, loc string) string {
	f, l := asciiName(loc, first, last)
	return f + "." + l + "@" + pick("northwind-payments.com", "acmefin.io", "brightledger.co", "kontor-pay.de", "finvia.com.br", "paynova.eu", "lendwell.us", "cardhub.in", "zahlwerk.at", "ledgerline.co.uk")
}

// ---------- tokens ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwtTok() string {
	var h string
	alg := pick("HS256", "RS256", "RS256", "ES256", "PS256")
	switch rn(3) {
	case 0:
		h = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, fromSet(lowalnum, 20))
	default:
		h = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	}
	iat := 1700000000 + rn(60000000)
	p := fmt.Sprintf(`{"sub":"%s","iss":"https://%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		pick("usr_", "cust_", "")+fromSet(lowalnum, 16), pick("auth.northwind-payments.com", "login.acmefin.io", "id.brightledger.co", "sso.paynova.eu"),
		pick("payments-api", "cards", "ledger", "mobile-app"), iat, iat+3600, pick("payments:read payments:write", "cards.read", "openid profile", "transfers:create"))
	sigLen := 43
	if alg == "RS256" || alg == "PS256" {
		sigLen = 342
	} else if alg == "ES256" {
		sigLen = 86
	}
	return b64u(h) + "." + b64u(p) + "." + fromSet(b64url, sigLen)
}

func skLive() string {
	if chance(0.5) {
		return "sk_live_" + mixTok(24)
	}
	return "sk_live_51" + mixTok(97)
}
func skTest() string { return "sk_test_51" + mixTok(97) }
func rkLive() string { return "rk_live_51" + mixTok(97) }
func pkLive() string { return pick("pk_live_", "pk_test_") + "51" + mixTok(97) }
func whsec() string  { return "whsec_" + mixTok(32) }
func opaqueTok() string {
	switch rn(4) {
	case 0:
		return mixTok(40)
	case 1:
		return mixTok(32) + "." + mixTok(20)
	case 2:
		return fromSet(hexd, 64)
	default:
		return mixTok(24) + "-" + mixTok(18)
	}
}
func ppAccess() string { return "A21AA" + mixTok(92) }
func ppSecret() string { return "E" + mixTok(79) }
func ppClient() string { return "A" + mixTok(79) }
func plaidSec() string { return fromSet(hexd, 30) }
func uuid() string {
	h := fromSet(hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}
func plaidAccess() string {
	return pick("access-production-", "access-development-", "access-sandbox-") + uuid()
}
func adyenKey() string {
	return "AQE" + fromSet(alnum, 5) + "K" + mixTok(50) + "+" + mixTok(20) + "==-" + mixTok(43) + "=-" + mixTok(12)
}
func btPriv() string    { return fromSet(hexd, 32) }
func sqTok() string     { return "EAAA" + mixTok(60) }
func ghp() string       { return "ghp_" + mixTok(36) }
func rzpSecret() string { return mixTok(24) }
func mollie() string    { return "live_" + mixTok(30) }
func basicCred(loc string) string {
	user := pick("api_user", "merchant_"+digits(5), "svc-payments", ppClient()[:40], "acct_"+mixTok(16), "recon-bot")
	pass := mixTok(12 + rn(20))
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

// ---------- keep values ----------

func arn() string {
	d := pick("2", "7", "8") + digits(6) + fmt.Sprintf("%d%03d", 4+rn(3), 1+rn(365)) + digits(11)
	// mod-10 check digit
	return luhnComplete(d, 23)
}
func rrn() string  { return fmt.Sprintf("%d%03d%02d", 4+rn(3), 1+rn(365), rn(24)) + digits(6) }
func stan() string { return digits(6) }
func authCode() string {
	if chance(0.5) {
		return digits(6)
	}
	return fromSet(upalnum, 6)
}
func mcc() string {
	return pick("5411", "5812", "5999", "4829", "6011", "7995", "5967", "4121", "5732", "5311", "4511", "7011", "5541", "6051", "5814")
}
func tid() string { return pick("T", "TID", "") + digits(8-rn(2)) }
func mid() string { return pick("0000", "1000", "8011") + digits(11) }
func bin6() string {
	return cardDigits(pick("visa", "mc", "amex", "discover", "maestro"))[:pick6()]
}
func pick6() int { return 6 + 2*rn(2) }

func mod97(s string) int {
	var num strings.Builder
	for _, c := range s {
		if c >= 'A' && c <= 'Z' {
			num.WriteString(fmt.Sprint(int(c-'A') + 10))
		} else {
			num.WriteRune(c)
		}
	}
	n := new(big.Int)
	n.SetString(num.String(), 10)
	return int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
}

var ibanFmt = map[string]func() string{
	"DE": func() string { return digits(18) },
	"GB": func() string { return pick("NWBK", "BARC", "LOYD", "HBUK", "MIDL") + digits(14) },
	"FR": func() string { return digits(10) + fromSet(upalnum, 11) + digits(2) },
	"ES": func() string { return digits(20) },
	"IT": func() string { return fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + digits(10) + fromSet(upalnum, 12) },
	"NL": func() string { return pick("INGB", "ABNA", "RABO", "TRIO", "SNSB") + digits(10) },
	"PL": func() string { return digits(24) },
	"TR": func() string { return digits(5) + "0" + digits(16) },
	"BR": func() string { return digits(23) + pick("C", "P") + "1" },
	"SA": func() string { return digits(2) + fromSet(upalnum, 18) },
	"AE": func() string { return digits(19) },
	"PT": func() string { return digits(21) },
	"BE": func() string { return digits(12) },
	"AT": func() string { return digits(16) },
	"CH": func() string { return digits(5) + fromSet(upalnum, 12) },
}

func iban(cc string, spaced bool) string {
	bban := ibanFmt[cc]()
	m := mod97(bban + cc + "00")
	ib := fmt.Sprintf("%s%02d%s", cc, 98-m, bban)
	if spaced {
		return groupBy(ib, []int{4, 4, 4, 4, 4, 4, 4, 4}, " ")
	}
	return ib
}

var locIBAN = map[string]string{"de": "DE", "en-GB": "GB", "fr": "FR", "es": "ES", "it": "IT", "nl": "NL", "pl": "PL", "tr": "TR", "pt-BR": "BR", "ar": "AE", "en-US": "DE", "en-IN": "GB", "ru": "DE", "ja": "DE", "zh": "DE", "es-MX": "ES"}

func bic(loc string) string {
	m := map[string][]string{
		"de": {"DEUTDEFFXXX", "COBADEFFXXX", "GENODEM1GLS", "INGDDEFFXXX"}, "fr": {"BNPAFRPPXXX", "SOGEFRPP", "CRLYFRPP"}, "en-GB": {"NWBKGB2L", "BARCGB22", "HBUKGB4B"},
		"es": {"BBVAESMMXXX", "CAIXESBBXXX"}, "it": {"UNCRITMMXXX", "BCITITMM"}, "nl": {"INGBNL2A", "ABNANL2A", "RABONL2U"}, "pl": {"PKOPPLPW", "BPKOPLPW"},
		"tr": {"TCZBTR2A", "ISBKTRIS"}, "pt-BR": {"ITAUBRSP", "BRASBRRJ"}, "ar": {"NBADAEAA", "RJHISARI"}, "ru": {"SABRRUMM", "ALFARUMM"}, "ja": {"MHCBJPJT", "BOTKJPJT"}, "zh": {"ICBKCNBJ", "BKCHCNBJ"},
		"en-IN": {"SBININBB", "HDFCINBB"}, "en-US": {"CHASUS33", "BOFAUS3N", "CITIUS33"}, "es-MX": {"BNMXMXMM", "BCMRMXMM"},
	}
	l := m[loc]
	if l == nil {
		l = m["en-US"]
	}
	return l[rn(len(l))]
}

func aba() string {
	if chance(0.4) {
		return pick("021000021", "026009593", "121000248", "011000138", "322271627", "031176110", "071000013", "111000614", "061000104")
	}
	for {
		d := pick("0", "1", "2", "3") + digits(8)
		w := []int{3, 7, 1, 3, 7, 1, 3, 7, 1}
		s := 0
		for i := 0; i < 9; i++ {
			s += w[i] * int(d[i]-'0')
		}
		if s%10 == 0 {
			return d
		}
	}
}

func amount(loc string) string {
	n := 5 + rn(4000)
	if chance(0.2) {
		n = 1000 + rn(40000)
	}
	c := rn(100)
	th := func(sep string) string {
		s := fmt.Sprint(n)
		if n >= 1000 {
			s = fmt.Sprint(n/1000) + sep + fmt.Sprintf("%03d", n%1000)
		}
		return s
	}
	switch loc {
	case "en-US":
		return fmt.Sprintf("$%s.%02d", th(","), c)
	case "en-GB":
		return fmt.Sprintf("£%s.%02d", th(","), c)
	case "en-IN":
		return fmt.Sprintf("₹%s.%02d", th(","), c)
	case "de", "it", "es", "nl":
		return pick(fmt.Sprintf("%s,%02d €", th("."), c), fmt.Sprintf("EUR %s,%02d", th("."), c), fmt.Sprintf("€%s,%02d", th("."), c))
	case "fr":
		return fmt.Sprintf("%s,%02d €", th("\u202f"), c)
	case "pt-BR":
		return fmt.Sprintf("R$ %s,%02d", th("."), c)
	case "es-MX":
		return fmt.Sprintf("$%s.%02d MXN", th(","), c)
	case "pl":
		return fmt.Sprintf("%s,%02d zł", th(" "), c)
	case "tr":
		return fmt.Sprintf("%s,%02d TL", th("."), c)
	case "ru":
		return fmt.Sprintf("%s,%02d ₽", th(" "), c)
	case "ja":
		return fmt.Sprintf("¥%s", th(","))
	case "zh":
		return fmt.Sprintf("¥%s.%02d", th(","), c)
	case "ar":
		return pick(fmt.Sprintf("AED %s.%02d", th(","), c), fmt.Sprintf("%s.%02d ر.س", th(","), c))
	}
	return fmt.Sprintf("%d.%02d", n, c)
}

func date(loc string) string {
	y := 2024 + rn(3)
	m := 1 + rn(12)
	d := 1 + rn(28)
	switch loc {
	case "en-US":
		return pick(fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%d-%02d-%02d", y, m, d), fmt.Sprintf("%s %d, %d", []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}[m-1], d, y))
	case "en-GB", "en-IN", "fr", "es", "it", "pt-BR", "es-MX", "ar":
		return pick(fmt.Sprintf("%02d/%02d/%d", d, m, y), fmt.Sprintf("%d-%02d-%02d", y, m, d))
	case "de", "pl", "ru", "tr":
		return pick(fmt.Sprintf("%02d.%02d.%d", d, m, y), fmt.Sprintf("%d-%02d-%02d", y, m, d))
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case "ja":
		return pick(fmt.Sprintf("%d年%d月%d日", y, m, d), fmt.Sprintf("%d/%02d/%02d", y, m, d))
	case "zh":
		return pick(fmt.Sprintf("%d年%d月%d日", y, m, d), fmt.Sprintf("%d-%02d-%02d", y, m, d))
	}
	return fmt.Sprintf("%d-%02d-%02d", y, m, d)
}

func isoTS() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", 2024+rn(3), 1+rn(12), 1+rn(28), rn(24), rn(60), rn(60), rn(1000))
}

func txHash() string {
	if chance(0.5) {
		return "0x" + fromSet(hexd, 64)
	}
	return fromSet(hexd, 64)
}
func wallet() string {
	switch rn(4) {
	case 0:
		return "bc1q" + fromSet(b32l, 38)
	case 1:
		return "0x" + fromSet("0123456789abcdefABCDEF", 40)
	case 2:
		return "T" + fromSet(b58, 33)
	default:
		return pick("1", "3") + fromSet(b58, 33)
	}
}
func stripeID(p string) string { return p + "_" + mixTok(24) }
func caseRef() string {
	return pick("CB-", "DSP-", "FRD-", "CHG-", "INC", "CASE-", "KYC-", "LN-", "RQ-") + fmt.Sprintf("%d", 2024+rn(3)) + "-" + digits(5+rn(2))
}
func shortRef() string { return pick("REF ", "Ref: ", "ref#", "") + fromSet(upalnum, 10) }
func unixTS() string   { return fmt.Sprint(1704067200 + rn(80000000)) }
func reasonCode() string {
	return pick("10.4", "13.1", "13.3", "12.6.1", "4837", "4853", "4863", "4808", "F29", "C08", "UA02", "10.5", "13.7", "AL")
}
func ifsc() string     { return pick("HDFC", "ICIC", "SBIN", "UTIB", "KKBK") + "0" + digits(6) }
func sortCode() string { return fmt.Sprintf("%02d-%02d-%02d", rn(100), rn(100), rn(100)) }
