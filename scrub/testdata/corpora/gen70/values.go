package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(7070))

func pick[T any](xs []T) T  { return xs[r.Intn(len(xs))] }
func chance(p float64) bool { return r.Float64() < p }

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs   = "0123456789"
	alnum  = lower + upper + digs
	lalnum = lower + digs
	hexl   = "0123456789abcdef"
	hexu   = "0123456789ABCDEF"
	b64u   = alnum + "-_"
)

func rs(n int, alpha string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// rsMixed returns a random string that contains at least one digit, one lower and one upper.
func rsMixed(n int, alpha string) string {
	for {
		s := rs(n, alpha)
		if strings.ContainsAny(s, digs) && strings.ContainsAny(s, lower) && strings.ContainsAny(s, upper) {
			return s
		}
	}
}

func rsWithDigit(n int, alpha string) string {
	for {
		s := rs(n, alpha)
		if strings.ContainsAny(s, digs) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

func nd(n int) string { return rs(n, digs) }

// nd1 returns n digits whose first digit is from first.
func nd1(first string, n int) string { return rs(1, first) + nd(n-1) }

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

func luhnOK(s string) bool {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	d := b.String()
	if len(d) < 2 {
		return false
	}
	return luhnDigit(d[:len(d)-1]) == d[len(d)-1]
}

// breakLuhn makes a digit string fail Luhn (ids that must not look like cards).
func breakLuhn(s string) string {
	if len(s) < 13 || !luhnOK(s) {
		return s
	}
	last := s[len(s)-1]
	nl := byte('0' + (int(last-'0')+1)%10)
	return s[:len(s)-1] + string(nl)
}

type issuer struct {
	name    string
	prefix  func() string
	lengths []int
}

var issuers = []issuer{
	{"visa", func() string {
		return "4" + pick([]string{"147", "532", "916", "000", "485", "024", "716", "539", "263", "929"})
	}, []int{16}},
	{"mastercard", func() string { return fmt.Sprintf("%d", 51+r.Intn(5)) }, []int{16}},
	{"mastercard2", func() string { return fmt.Sprintf("%d", 2221+r.Intn(500)) }, []int{16}},
	{"amex", func() string { return pick([]string{"34", "37"}) }, []int{15}},
	{"discover", func() string { return pick([]string{"6011", "65", "644", "649"}) }, []int{16}},
	{"jcb", func() string { return fmt.Sprintf("%d", 3528+r.Intn(62)) }, []int{16}},
	{"unionpay", func() string { return pick([]string{"6212", "6221", "6228", "6250", "6282"}) }, []int{16, 19}},
	{"mir", func() string { return fmt.Sprintf("220%d", r.Intn(5)) }, []int{16}},
	{"troy", func() string { return "9792" }, []int{16}},
	{"elo", func() string { return pick([]string{"636368", "504175", "506717", "509048", "650487"}) }, []int{16}},
	{"hipercard", func() string { return "606282" }, []int{16}},
	{"maestro", func() string { return pick([]string{"6759", "5018", "5020", "6304"}) }, []int{16, 19}},
}

func issuerByName(n string) issuer {
	for _, is := range issuers {
		if is.name == n {
			return is
		}
	}
	panic(n)
}

func cardDigits(is issuer) string {
	l := pick(is.lengths)
	p := is.prefix()
	body := p + nd(l-1-len(p))
	return body + string(luhnDigit(body))
}

func groupDigits(d string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, s := range sizes {
		if i+s > len(d) {
			break
		}
		parts = append(parts, d[i:i+s])
		i += s
	}
	if i < len(d) {
		parts = append(parts, d[i:])
	}
	return strings.Join(parts, sep)
}

func formatCard(d string, style int) string {
	switch {
	case len(d) == 15: // amex 4-6-5
		switch style % 3 {
		case 0:
			return groupDigits(d, []int{4, 6, 5}, " ")
		case 1:
			return groupDigits(d, []int{4, 6, 5}, "-")
		default:
			return d
		}
	case len(d) == 19:
		switch style % 3 {
		case 0:
			return groupDigits(d, []int{4, 4, 4, 4, 3}, " ")
		case 1:
			return groupDigits(d, []int{6, 13}, " ")
		default:
			return d
		}
	default:
		switch style % 4 {
		case 0, 3:
			return groupDigits(d, []int{4, 4, 4, 4}, " ")
		case 1:
			return groupDigits(d, []int{4, 4, 4, 4}, "-")
		default:
			return d
		}
	}
}

func card(names ...string) string {
	var is issuer
	if len(names) == 0 {
		is = pick(issuers)
	} else {
		is = issuerByName(pick(names))
	}
	return formatCard(cardDigits(is), r.Intn(12))
}

func expiry() string { return fmt.Sprintf("%02d/%02d", 1+r.Intn(12), 26+r.Intn(5)) }

// ---------- SSN ----------

func ssnParts() (int, int, int) {
	for {
		a := 1 + r.Intn(899)
		if a == 666 {
			continue
		}
		g := 1 + r.Intn(99)
		s := 1 + r.Intn(9999)
		if a == 78 && g == 5 && s == 1120 {
			continue
		}
		return a, g, s
	}
}

func ssn() string {
	a, g, s := ssnParts()
	return fmt.Sprintf("%03d-%02d-%04d", a, g, s)
}

func ssnSpaced() string {
	a, g, s := ssnParts()
	return fmt.Sprintf("%03d %02d %04d", a, g, s)
}

func ssnBare() string {
	a, g, s := ssnParts()
	return fmt.Sprintf("%03d%02d%04d", a, g, s)
}

func itin() string {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", r.Intn(100), pick(groups), 1+r.Intn(9999))
}

// ---------- email ----------

var firstNames = map[string][]string{
	"en": {"jake", "emily", "tyler", "madison", "brandon", "ashley", "kevin", "olivia", "ryan", "hannah"},
	"pt": {"joao", "lucas", "gabriel", "mariana", "beatriz", "rafael", "larissa", "thiago", "camila", "pedro"},
	"es": {"alejandro", "lucia", "diego", "valentina", "javier", "sofia", "mateo", "camila", "pablo", "daniela"},
	"ru": {"dmitry", "alexey", "ivan", "anastasia", "sergey", "ekaterina", "nikita", "olga", "artem", "maria"},
	"tr": {"emre", "burak", "elif", "mehmet", "zeynep", "can", "ayse", "mert", "selin", "onur"},
	"pl": {"kuba", "michal", "karolina", "piotr", "ola", "bartek", "zuzanna", "kamil", "natalia", "szymon"},
	"de": {"lukas", "jonas", "lea", "felix", "lena", "maximilian", "anna", "tim", "laura", "niklas"},
	"fr": {"theo", "lucas", "chloe", "hugo", "manon", "louis", "camille", "enzo", "ines", "nathan"},
	"ko": {"minjun", "seoyeon", "jihoon", "hyunwoo", "jiwoo", "yuna", "donghyun", "sumin", "taeyang", "eunji"},
	"ja": {"haruto", "yuki", "sota", "hina", "ren", "aoi", "kaito", "sakura", "riku", "mio"},
	"zh": {"wei", "lihua", "zhang.min", "xiaoming", "chen.jie", "wang.fang", "liu.yang", "zhao.lei", "huang.ting", "yang.bo"},
	"vi": {"nguyenvan", "tranthi", "lehoang", "phamminh", "hoangan", "vuthanh", "dangquang", "buithu", "doduc", "ngocanh"},
	"th": {"somchai", "nattapong", "siriporn", "kittisak", "pimchanok", "thanakorn", "supaporn", "wichai", "ploy", "arthit"},
	"id": {"budi", "rizky", "siti", "agus", "dewi", "fajar", "putri", "andi", "nurul", "bayu"},
	"ar": {"ahmed", "mohammed", "omar", "fatima", "khalid", "youssef", "sara", "abdullah", "nour", "hassan"},
}

var lastNames = map[string][]string{
	"en": {"miller", "johnson", "carter", "brooks", "walsh", "reed"},
	"pt": {"silva", "santos", "oliveira", "souza", "pereira", "costa"},
	"es": {"garcia", "martinez", "lopez", "fernandez", "ruiz", "moreno"},
	"ru": {"ivanov", "smirnov", "kuznetsov", "popova", "volkov", "sokolova"},
	"tr": {"yilmaz", "kaya", "demir", "celik", "sahin", "ozturk"},
	"pl": {"nowak", "kowalski", "wisniewski", "wojcik", "kaminski", "lewandowska"},
	"de": {"mueller", "schmidt", "schneider", "fischer", "weber", "wagner"},
	"fr": {"martin", "bernard", "dubois", "moreau", "laurent", "girard"},
	"ko": {"kim", "lee", "park", "choi", "jung", "kang"},
	"ja": {"sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito"},
	"zh": {"zhang", "wang", "li", "liu", "chen", "yang"},
	"vi": {"nguyen", "tran", "le", "pham", "hoang", "vu"},
	"th": {"srisuk", "wongsa", "chaiyaporn", "boonmee", "saetang", "kaewmanee"},
	"id": {"santoso", "wijaya", "pratama", "saputra", "hidayat", "lestari"},
	"ar": {"alharbi", "alqahtani", "hassan", "ibrahim", "almutairi", "mansour"},
}

var emailDomains = map[string][]string{
	"en": {"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.com", "protonmail.com", "aol.com"},
	"pt": {"gmail.com", "hotmail.com", "outlook.com.br", "uol.com.br", "bol.com.br", "yahoo.com.br", "sapo.pt"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "hotmail.com", "prodigy.net.mx"},
	"ru": {"mail.ru", "yandex.ru", "gmail.com", "bk.ru", "inbox.ru", "rambler.ru", "list.ru"},
	"tr": {"gmail.com", "hotmail.com", "outlook.com.tr", "yandex.com.tr", "windowslive.com"},
	"pl": {"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com", "op.pl"},
	"de": {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "gmail.com", "hotmail.fr", "sfr.fr"},
	"ko": {"naver.com", "daum.net", "gmail.com", "kakao.com", "hanmail.net"},
	"ja": {"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "ezweb.ne.jp", "icloud.com", "softbank.ne.jp"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "gmail.com"},
	"vi": {"gmail.com", "yahoo.com.vn", "outlook.com"},
	"th": {"gmail.com", "hotmail.com", "hotmail.co.th", "yahoo.co.th"},
	"id": {"gmail.com", "yahoo.co.id", "ymail.com", "outlook.co.id"},
	"ar": {"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com"},
}

var nickParts1 = []string{"dark", "shadow", "pro", "sniper", "toxic", "neko", "ghost", "killer", "lil", "king", "mega", "frost", "night", "void", "blaze", "kuro", "tiger", "nova"}
var nickParts2 = []string{"wolf", "gamer", "slayer", "fox", "rider", "player", "hunter", "ninja", "lord", "boy", "queen", "dragon", "ace", "legend", "mage"}

func gamerNick() string {
	a, b := pick(nickParts1), pick(nickParts2)
	switch r.Intn(6) {
	case 0:
		return a + b + nd(2)
	case 1:
		return strings.Title(a) + strings.Title(b)
	case 2:
		return "xX" + strings.Title(a) + strings.Title(b) + "Xx"
	case 3:
		return a + "_" + b
	case 4:
		return strings.Title(a) + "_" + strings.Title(b) + nd(3)
	default:
		return a + b
	}
}

func email(lang string) string {
	fn := pick(firstNames[lang])
	ln := pick(lastNames[lang])
	dom := pick(emailDomains[lang])
	var local string
	switch r.Intn(7) {
	case 0:
		local = fn + "." + ln
	case 1:
		local = fn + ln + nd(2)
	case 2:
		local = fn + "_" + ln + nd(4)
	case 3:
		local = strings.ToLower(gamerNick())
	case 4:
		local = fn + "." + ln + nd1("12", 4)
	case 5:
		local = fn[:1] + ln + nd(3)
	default:
		local = fn + "+" + pick([]string{"steam", "riot", "epic", "games", "roblox", "discord"})
	}
	if dom == "qq.com" && chance(0.5) {
		local = nd1("123456789", 8+r.Intn(3))
	}
	local = strings.ReplaceAll(local, "..", ".")
	return local + "@" + dom
}

func orgEmail(domain string) string {
	return pick([]string{"partnerships", "sponsor", "biz", "support", "billing", "esports", "marketing", "talent"}) + "@" + domain
}

func personEmailAt(lang, domain string) string {
	return pick(firstNames[lang]) + "." + pick(lastNames[lang]) + "@" + domain
}

// ---------- tokens ----------

func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func snowflake() string {
	// Discord snowflake: 18-19 digits; current ids start with 1.
	if chance(0.7) {
		return breakLuhn("1" + nd1("0123", 1) + nd(17))
	}
	return breakLuhn(nd1("3456789", 1) + nd(17))
}

func discordBotToken() string {
	id := "1" + nd1("0123", 1) + nd(17)
	seg1 := base64.RawStdEncoding.EncodeToString([]byte(id))
	return seg1 + "." + "G" + rs(5, b64u) + "." + rsMixed(38, b64u)
}

func discordWebhookToken() string { return rsMixed(68, b64u) }

func telegramBotToken() string {
	return nd1("5678", 10) + ":AA" + rsMixed(33, b64u)
}

func twitchToken() string { return rsWithDigit(30, lalnum) }

func steamAPIKey() string { return rs(32, hexu) }

func uuid() string {
	h := rs(32, hexl)
	h = h[:12] + "4" + h[13:16] + string("89ab"[r.Intn(4)]) + h[17:]
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

func riotKey() string { return "RGAPI-" + uuid() }

func stripeSecret() string { return "sk_live_" + rsMixed(24, alnum) }
func stripePub() string    { return "pk_live_" + rsMixed(24, alnum) }
func ghp() string          { return "ghp_" + rsMixed(36, alnum) }
func slackBot() string {
	return "xoxb-" + nd(11) + "-" + nd(13) + "-" + rsMixed(24, alnum)
}
func sendgrid() string  { return "SG." + rsMixed(22, b64u) + "." + rsMixed(43, b64u) }
func googleKey() string { return "AIza" + rsMixed(35, b64u) }
func openaiKey() string { return "sk-proj-" + rsMixed(48, b64u) + "T3BlbkFJ" + rsMixed(48, b64u) }
func awsKeyID() string  { return "AKIA" + rs(16, upper+"234567") }
func awsSecret() string { return rsMixed(40, alnum+"/+") }
func gslt() string      { return rs(32, hexu) }
func fivemKey() string  { return "cfxk_" + rsMixed(20, alnum) + "_" + rsMixed(6, alnum) }
func pteroKey(app bool) string {
	p := "ptlc_"
	if app {
		p = "ptla_"
	}
	return p + rsMixed(43, alnum)
}
func epicID() string { return rs(32, hexl) }
func robloSecurity() string {
	return rs(720, hexu)
}
func sessionID() string             { return rsWithDigit(32, lalnum) }
func mailgunKey() string            { return "key-" + rs(32, hexl) }
func battlenetSecret() string       { return rsMixed(32, alnum) }
func apiSecretGeneric(n int) string { return rsMixed(n, alnum) }

// ---------- passwords ----------

var pwWords = []string{"dragon", "shadow", "Kappa", "Valorant", "minecraft", "Pikachu", "goku", "Naruto", "sasuke", "Lobo", "Gatinho", "Sakura", "Tigre", "Sonic", "Zelda", "Warrior", "Frosty", "Bruno", "Kitty", "Falcon", "Ronaldo", "Messi", "Wolf", "Batman", "Phoenix", "Ghost", "Slayer", "Maria", "Galatasaray", "Zenit", "Barcelona", "Lechia", "Borussia", "Hana", "Tofu", "Raptor"}

func password() string {
	w := pick(pwWords)
	switch r.Intn(8) {
	case 0:
		return w + nd(4) + pick([]string{"!", "#", "@", "$", ""})
	case 1:
		return strings.Title(w) + pick([]string{"_", ".", "-", "@"}) + nd(2+r.Intn(3))
	case 2:
		return rsMixed(10+r.Intn(5), alnum+"!@#$%&*")
	case 3:
		return w + pick([]string{"2009", "2012", "1998", "123", "777", "69"}) + pick([]string{"!", "?", "", "!!"})
	case 4:
		return strings.ToUpper(w[:1]) + w[1:] + nd(1) + pick(pwWords) + nd(1)
	case 5:
		return "xX" + w + nd(3) + "Xx"
	case 6:
		return rsMixed(8, alnum) + nd(2)
	default:
		return pick(pwWords) + pick([]string{"&", "*", "%"}) + pick(pwWords) + nd(2)
	}
}

// urlPassword is a password that can stand raw in a URL's userinfo.
func urlPassword() string {
	for {
		p := password()
		if !strings.ContainsAny(p, "@:/?#%$&*") {
			return p
		}
	}
}

// ---------- JWT ----------

func jwt(iss string, extra string) string {
	alg := pick([]string{"HS256", "RS256", "ES256"})
	var hdr string
	if alg == "HS256" {
		hdr = `{"alg":"HS256","typ":"JWT"}`
	} else {
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, rs(8, lalnum))
	}
	iat := 1700000000 + r.Intn(60000000)
	pl := fmt.Sprintf(`{"iss":"%s","sub":"%s","iat":%d,"exp":%d%s}`, iss, rs(24, hexl), iat, iat+3600*(1+r.Intn(24)), extra)
	sigLen := 32
	if alg == "RS256" {
		sigLen = 256
	} else if alg == "ES256" {
		sigLen = 64
	}
	return b64url([]byte(hdr)) + "." + b64url([]byte(pl)) + "." + b64url(randBytes(sigLen))
}

// ---------- ids / look-alikes ----------

func steam64() string {
	return breakLuhn("7656119" + fmt.Sprintf("%010d", 7960265728+int64(r.Intn(1500000000))))
}
func steamID3(s64 string) string { return "[U:1:" + nd1("123456789", 9) + "]" }
func steamID2() string           { return fmt.Sprintf("STEAM_0:%d:%s", r.Intn(2), nd1("1234567", 8)) }
func genshinUID() string         { return nd1("6789", 1) + nd(8) }
func freeFireID() string         { return nd1("123456789", 1) + nd(8+r.Intn(2)) }
func mlbbID() string             { return nd1("123456789", 8+r.Intn(2)) + " (" + nd1("12345", 4) + ")" }
func pubgID() string             { return "5" + nd(9) }
func robloxID() string           { return nd1("123456789", 7+r.Intn(3)) }
func riotMatch() string {
	return pick([]string{"EUW1", "NA1", "BR1", "KR", "TR1", "RU", "JP1", "LA1", "OC1", "VN2"}) + "_" + nd1("1234567", 10)
}
func dotaMatch() string { return "7" + nd(9) }
func cs2Match() string  { return breakLuhn("3" + nd(18)) }
func shareCode() string {
	return "CSGO-" + rs(5, alnum) + "-" + rs(5, alnum) + "-" + rs(5, alnum) + "-" + rs(5, alnum) + "-" + rs(5, alnum)
}
func orderID() string {
	switch r.Intn(6) {
	case 0:
		return fmt.Sprintf("ORD-2024%02d%02d-%s", 1+r.Intn(12), 1+r.Intn(28), nd(5))
	case 1:
		return "GPA." + nd(4) + "-" + nd(4) + "-" + nd(4) + "-" + nd(5)
	case 2:
		return "M" + rs(9, upper+digs)
	case 3:
		return "TRX" + nd(13)
	case 4:
		return "#" + nd1("123456789", 8)
	default:
		return "P" + nd(2) + rs(2, upper) + nd(10)
	}
}
func ticketNo() string  { return nd1("123456789", 7+r.Intn(2)) }
func paypalTxn() string { return rs(17, upper+digs) }
func version() string   { return fmt.Sprintf("%d.%d.%d", 1+r.Intn(14), r.Intn(30), r.Intn(500)) }
func gitHash() string   { return rs(40, hexl) }
func shortHash() string { return rs(7, hexl) }
func sha256hex() string { return rs(64, hexl) }
func ipv4() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{45, 51, 95, 104, 135, 185, 193, 209}), r.Intn(256), r.Intn(256), 1+r.Intn(254))
}
func isoTime() string {
	return fmt.Sprintf("2024-%02d-%02dT%02d:%02d:%02dZ", 1+r.Intn(12), 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60))
}
func dateDMY() string { return fmt.Sprintf("%02d.%02d.2024", 1+r.Intn(28), 1+r.Intn(12)) }
func dateISO() string { return fmt.Sprintf("2024-%02d-%02d", 1+r.Intn(12), 1+r.Intn(28)) }
func unixTS() string  { return fmt.Sprintf("%d", 1700000000+r.Intn(60000000)) }
func friendCode() string {
	return "SW-" + nd(4) + "-" + nd(4) + "-" + nd(4)
}
func giftSerial() string {
	d := breakLuhn(nd(14))
	return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
}
func maskedCode() string {
	return "XXXXX-XXXXX-" + rs(5, upper+digs)
}
func maskedCard() string {
	return pick([]string{"**** **** **** ", "•••• ", "XXXX-XXXX-XXXX-", "************", "ending in "}) + nd(4)
}
func maskedEmail(lang string) string {
	fn := pick(firstNames[lang])
	return fn[:1] + "***" + fn[len(fn)-1:] + "@" + pick([]string{"g****.com", "gm***.com", "***.com", "h*****l.com"})
}
func maskedPhone() string {
	return pick([]string{"+1 ***-***-", "+55 (**) *****-", "+7 *** ***-**-", "+90 5** *** ** ", "010-****-", "+62 8**-****-", "*******"}) + nd(2) + nd(2)
}
func price(lang string) string {
	switch lang {
	case "pt":
		return "R$ " + fmt.Sprintf("%d,%02d", 10+r.Intn(900), pick([]int{0, 90, 99, 50}))
	case "es":
		return fmt.Sprintf("%d,%02d €", 5+r.Intn(200), pick([]int{0, 99, 49}))
	case "ru":
		return fmt.Sprintf("%d %03d ₽", 1+r.Intn(30), r.Intn(1000))
	case "tr":
		return fmt.Sprintf("₺%d,%02d", 50+r.Intn(3000), pick([]int{0, 99, 90}))
	case "pl":
		return fmt.Sprintf("%d,%02d zł", 10+r.Intn(900), pick([]int{0, 99}))
	case "de", "fr":
		return fmt.Sprintf("%d,%02d €", 5+r.Intn(300), pick([]int{0, 99, 49}))
	case "ko":
		return fmt.Sprintf("₩%d,%03d", 1+r.Intn(300), pick([]int{0, 500, 900}))
	case "ja":
		return fmt.Sprintf("¥%d,%03d", 1+r.Intn(50), pick([]int{0, 480, 800, 600}))
	case "zh":
		return fmt.Sprintf("¥%d", 6+r.Intn(3000))
	case "vi":
		return fmt.Sprintf("%d.000đ", 20+r.Intn(2000))
	case "th":
		return fmt.Sprintf("฿%d,%03d", 1+r.Intn(20), pick([]int{0, 290, 490}))
	case "id":
		return fmt.Sprintf("Rp%d.%03d", 10+r.Intn(900), pick([]int{0, 500}))
	case "ar":
		return fmt.Sprintf("%d ر.س", 20+r.Intn(900))
	}
	return fmt.Sprintf("$%d.%02d", 1+r.Intn(300), pick([]int{99, 49, 0}))
}
