package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// G carries the random source and the labels of the line being built.
type G struct {
	r    *rand.Rand
	pii  []PV
	keep []string
}

// P labels v as personal data of family f and returns it.
func (g *G) P(f, v string) string {
	g.pii = append(g.pii, PV{F: f, V: v})
	return v
}

// K labels v as a look-alike that must stay intact and returns it.
func (g *G) K(v string) string {
	g.keep = append(g.keep, v)
	return v
}

func (g *G) n(k int) int { return g.r.Intn(k) }

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }

func (g *G) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.n(10))
	}
	return string(b)
}

// digitsNZ returns n digits, the first not zero.
func (g *G) digitsNZ(n int) string {
	return string(rune('1'+g.n(9))) + g.digits(n-1)
}

const alnumChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

func (g *G) fromSet(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.n(len(set))]
	}
	return string(b)
}

// alnum returns n random letters and digits with at least two digits and
// one capital, as issuers' random tokens have.
func (g *G) alnum(n int) string {
	for {
		s := g.fromSet(alnumChars, n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && u >= 1 {
			return s
		}
	}
}

func (g *G) hex(n int) string { return g.fromSet("0123456789abcdef", n) }

func (g *G) bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.n(256))
	}
	return b
}

func (g *G) b64(n int) string { return base64.StdEncoding.EncodeToString(g.bytes(n)) }

func (g *G) b64url(n int) string { return base64.RawURLEncoding.EncodeToString(g.bytes(n)) }

// ---------------------------------------------------------------- people

type person struct {
	fam, giv   string // in the local script
	rfam, rgiv string // romanised
	en         string // an English given name (Hong Kong), may be empty
}

var jpPeople = []person{
	{"山田", "太郎", "yamada", "taro", ""}, {"佐藤", "花子", "sato", "hanako", ""},
	{"鈴木", "一郎", "suzuki", "ichiro", ""}, {"高橋", "美咲", "takahashi", "misaki", ""},
	{"田中", "健太", "tanaka", "kenta", ""}, {"伊藤", "さくら", "ito", "sakura", ""},
	{"渡辺", "翔", "watanabe", "sho", ""}, {"中村", "優子", "nakamura", "yuko", ""},
	{"小林", "大輔", "kobayashi", "daisuke", ""}, {"加藤", "結衣", "kato", "yui", ""},
	{"吉田", "拓海", "yoshida", "takumi", ""}, {"松本", "彩", "matsumoto", "aya", ""},
	{"井上", "直樹", "inoue", "naoki", ""}, {"木村", "真由美", "kimura", "mayumi", ""},
}

var krPeople = []person{
	{"김", "민수", "kim", "minsu", ""}, {"이", "서연", "lee", "seoyeon", ""},
	{"박", "지훈", "park", "jihoon", ""}, {"최", "유진", "choi", "yujin", ""},
	{"정", "현우", "jung", "hyunwoo", ""}, {"강", "수빈", "kang", "subin", ""},
	{"조", "민재", "cho", "minjae", ""}, {"윤", "하은", "yoon", "haeun", ""},
	{"장", "도윤", "jang", "doyun", ""}, {"임", "지아", "lim", "jia", ""},
	{"한", "예린", "han", "yerin", ""}, {"오", "승현", "oh", "seunghyun", ""},
}

var cnPeople = []person{
	{"王", "芳", "wang", "fang", ""}, {"李", "伟", "li", "wei", ""},
	{"张", "敏", "zhang", "min", ""}, {"刘", "洋", "liu", "yang", ""},
	{"陈", "静", "chen", "jing", ""}, {"杨", "磊", "yang", "lei", ""},
	{"赵", "丽", "zhao", "li", ""}, {"黄", "强", "huang", "qiang", ""},
	{"周", "婷", "zhou", "ting", ""}, {"吴", "涛", "wu", "tao", ""},
	{"孙", "晓燕", "sun", "xiaoyan", ""}, {"马", "俊杰", "ma", "junjie", ""},
}

var twPeople = []person{
	{"陳", "怡君", "chen", "yichun", ""}, {"林", "志明", "lin", "chihming", ""},
	{"黃", "雅婷", "huang", "yating", ""}, {"張", "家豪", "chang", "chiahao", ""},
	{"李", "淑芬", "lee", "shufen", ""}, {"王", "建宏", "wang", "chienhung", ""},
	{"吳", "佩珊", "wu", "peishan", ""}, {"劉", "冠宇", "liu", "kuanyu", ""},
}

var hkPeople = []person{
	{"陳", "大文", "chan", "taiman", "peter"}, {"李", "嘉欣", "lee", "kayan", "karen"},
	{"黃", "志偉", "wong", "chiwai", "kelvin"}, {"張", "美玲", "cheung", "meiling", "mandy"},
	{"何", "家豪", "ho", "kaho", "jason"}, {"梁", "詠詩", "leung", "wingsze", "winnie"},
	{"林", "俊傑", "lam", "chunkit", "alvin"}, {"吳", "凱琳", "ng", "hoilam", "katie"},
}

func (g *G) jp() person { return jpPeople[g.n(len(jpPeople))] }
func (g *G) kr() person { return krPeople[g.n(len(krPeople))] }
func (g *G) cn() person { return cnPeople[g.n(len(cnPeople))] }
func (g *G) tw() person { return twPeople[g.n(len(twPeople))] }
func (g *G) hk() person { return hkPeople[g.n(len(hkPeople))] }

func (p person) name() string { return p.fam + p.giv }

// Roman is "Taro Yamada" style.
func (p person) Roman() string { return title(p.rgiv) + " " + title(p.rfam) }

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (g *G) local(p person) string {
	giv := p.rgiv
	if p.en != "" && g.n(2) == 0 {
		giv = p.en
	}
	switch g.n(6) {
	case 0:
		return giv + "." + p.rfam
	case 1:
		return p.rfam + "." + giv
	case 2:
		return giv[:1] + p.rfam
	case 3:
		return p.rfam + g.digits(2+g.n(3))
	case 4:
		return giv + "_" + p.rfam
	default:
		return p.rfam + giv[:1] + g.digits(2)
	}
}

func (g *G) emailJP(p person) string {
	return g.local(p) + "@" + g.pick("gmail.com", "yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "icloud.com", "outlook.jp", "softbank.ne.jp", "nifty.com")
}

func (g *G) workJP(p person, dom string) string { return p.rfam + "." + p.rgiv + "@" + dom }

func (g *G) emailKR(p person) string {
	return g.local(p) + "@" + g.pick("naver.com", "daum.net", "hanmail.net", "kakao.com", "gmail.com", "nate.com")
}

func (g *G) emailCN(p person) string {
	if g.n(4) == 0 {
		return g.digitsNZ(8+g.n(3)) + "@qq.com"
	}
	return g.local(p) + "@" + g.pick("163.com", "126.com", "qq.com", "sina.com", "foxmail.com", "aliyun.com", "139.com")
}

func (g *G) emailTW(p person) string {
	return g.local(p) + "@" + g.pick("gmail.com", "yahoo.com.tw", "hotmail.com", "msa.hinet.net", "outlook.com")
}

func (g *G) emailHK(p person) string {
	return g.local(p) + "@" + g.pick("gmail.com", "yahoo.com.hk", "netvigator.com", "hotmail.com", "icloud.com")
}

// ---------------------------------------------------------------- phones

func (g *G) jpMobile() string {
	p := g.pick("090", "080", "070")
	a, b := g.digits(4), g.digits(4)
	switch g.n(8) {
	case 0, 1, 2, 3:
		return p + "-" + a + "-" + b
	case 4:
		return p + a + b
	case 5:
		return "+81-" + p[1:] + "-" + a + "-" + b
	case 6:
		return "+81 " + p[1:] + " " + a + " " + b
	default:
		return p + " " + a + " " + b
	}
}

func (g *G) jpMobileDom() string {
	return g.pick("090", "080", "070") + "-" + g.digits(4) + "-" + g.digits(4)
}

type area struct {
	code string
	mid  int
}

var jpAreas = []area{{"03", 4}, {"06", 4}, {"045", 3}, {"052", 3}, {"011", 3}, {"092", 3}, {"075", 3}, {"022", 3}, {"078", 3}, {"0466", 2}, {"0985", 2}}

func (g *G) jpLand() string {
	a := jpAreas[g.n(len(jpAreas))]
	mid, last := g.digitsNZ(a.mid), g.digits(4)
	switch g.n(6) {
	case 0:
		return a.code + "(" + mid + ")" + last
	case 1:
		return "+81-" + a.code[1:] + "-" + mid + "-" + last
	default:
		return a.code + "-" + mid + "-" + last
	}
}

func (g *G) jpLandDom() string {
	a := jpAreas[g.n(len(jpAreas))]
	return a.code + "-" + g.digitsNZ(a.mid) + "-" + g.digits(4)
}

func (g *G) jpHotline() string {
	switch g.n(3) {
	case 0:
		return "0120-" + g.digitsNZ(3) + "-" + g.digits(3)
	case 1:
		return "0120-" + g.digitsNZ(2) + "-" + g.digits(4)
	default:
		return "0570-0" + g.digits(2) + "-" + g.digits(3)
	}
}

func (g *G) krMobile() string {
	a, b := g.digitsNZ(4), g.digits(4)
	switch g.n(9) {
	case 0, 1, 2, 3:
		return "010-" + a + "-" + b
	case 4:
		return "010" + a + b
	case 5:
		return "010 " + a + " " + b
	case 6:
		return "010." + a + "." + b
	case 7:
		return "+82 10-" + a + "-" + b
	default:
		return "+82-10-" + a + "-" + b
	}
}

func (g *G) krMobileDom() string { return "010-" + g.digitsNZ(4) + "-" + g.digits(4) }

func (g *G) krLand() string {
	if g.n(2) == 0 {
		mid := g.digitsNZ(3 + g.n(2))
		return "02-" + mid + "-" + g.digits(4)
	}
	code := g.pick("031", "032", "051", "053", "042", "062", "064")
	mid := g.digitsNZ(3 + g.n(2))
	if g.n(5) == 0 {
		return "(" + code + ") " + mid + "-" + g.digits(4)
	}
	return code + "-" + mid + "-" + g.digits(4)
}

func (g *G) krHotline() string {
	return g.pick("1588", "1577", "1544", "1661", "1600", "1644") + "-" + g.digits(4)
}

var cnPre = []string{"138", "139", "135", "136", "137", "150", "151", "152", "158", "159", "186", "187", "188", "189", "176", "177", "199", "133", "153", "180", "181", "130", "131", "132"}

func (g *G) cnMobile() string {
	p := cnPre[g.n(len(cnPre))]
	a, b := g.digits(4), g.digits(4)
	switch g.n(8) {
	case 0, 1, 2:
		return p + a + b
	case 3, 4:
		return p + " " + a + " " + b
	case 5:
		return p + "-" + a + "-" + b
	case 6:
		return "+86 " + p + " " + a + " " + b
	default:
		return "+86-" + p + a + b
	}
}

func (g *G) cnMobilePlain() string { return cnPre[g.n(len(cnPre))] + g.digits(8) }

func (g *G) cnLand() string {
	code := g.pick("010", "021", "020", "027", "025", "0755", "0571", "0512", "0532")
	var local string
	if len(code) == 3 {
		local = g.digitsNZ(8)
	} else {
		local = g.digitsNZ(8)
	}
	switch g.n(5) {
	case 0:
		return "(" + code + ") " + local[:4] + " " + local[4:]
	case 1:
		return "+86 " + code[1:] + " " + local[:4] + " " + local[4:]
	default:
		return code + "-" + local
	}
}

func (g *G) cnHotline() string {
	return "400-" + g.digitsNZ(3) + "-" + g.digits(4)
}

func (g *G) twMobile() string {
	a, b, c := g.digits(2), g.digits(3), g.digits(3)
	switch g.n(7) {
	case 0, 1, 2:
		return "09" + a + "-" + b + "-" + c
	case 3:
		return "09" + a + " " + b + " " + c
	case 4:
		return "09" + a + b + c
	case 5:
		return "+886 9" + a + " " + b + " " + c
	default:
		return "+886-9" + a + "-" + b + "-" + c
	}
}

func (g *G) twLand() string {
	switch g.n(5) {
	case 0:
		return "(02) " + "2" + g.digits(3) + "-" + g.digits(4)
	case 1:
		return "02-2" + g.digits(3) + "-" + g.digits(4)
	case 2:
		return "(04)2" + g.digits(3) + "-" + g.digits(4)
	case 3:
		return "07-" + g.digitsNZ(3) + "-" + g.digits(4)
	default:
		return "+886-2-2" + g.digits(3) + "-" + g.digits(4)
	}
}

func (g *G) twHotline() string { return "0800-" + g.digits(3) + "-" + g.digits(3) }

func (g *G) hkPhone(mobile bool) string {
	first := g.pick("2", "3")
	if mobile {
		first = g.pick("5", "6", "9")
	}
	a, b := first+g.digits(3), g.digits(4)
	switch g.n(6) {
	case 0, 1:
		return a + " " + b
	case 2:
		return "+852 " + a + " " + b
	case 3:
		return "+852-" + a + "-" + b
	case 4:
		return a + b
	default:
		return "(852) " + a + " " + b
	}
}

// fw turns ASCII digits, '-', '+', '(' and ')' into their full-width forms.
func fw(s string) string {
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

// ---------------------------------------------------------------- cards

func luhnFill(prefix string, length int, g *G) string {
	s := prefix + g.digits(length-len(prefix)-1)
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return s + string(rune('0'+(10-sum%10)%10))
}

func luhnOK(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
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

// card returns the digits of a card of the brand.
func (g *G) card(brand string) string {
	switch brand {
	case "visa":
		return luhnFill("4"+g.pick("90611", "65432", "11111", "53987", "21863", "05934", "37760", "80512"), 16, g)
	case "mc":
		if g.n(4) == 0 {
			return luhnFill(fmt.Sprint(2221+g.n(500)), 16, g)
		}
		return luhnFill(fmt.Sprint(51+g.n(5)), 16, g)
	case "jcb":
		return luhnFill(fmt.Sprint(3528+g.n(62)), 16, g)
	case "unionpay":
		p := "62" + g.pick("2202", "2848", "1700", "5880", "0522", "1483", "2588", "1226")
		if g.n(3) == 0 {
			return luhnFill(p, 19, g)
		}
		return luhnFill(p, 16, g)
	case "amex":
		return luhnFill(g.pick("34", "37"), 15, g)
	case "diners":
		return luhnFill("36", 14, g)
	}
	panic(brand)
}

// fmtCard groups a card as people write it.
func (g *G) fmtCard(d string) string {
	switch len(d) {
	case 15:
		sep := g.pick(" ", "-", "")
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		sep := g.pick(" ", "-", "")
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 19:
		switch g.n(3) {
		case 0:
			return d
		case 1:
			return d[:6] + " " + d[6:]
		default:
			return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:]
		}
	}
	sep := g.pick(" ", " ", "-", "")
	return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
}

func (g *G) cardAny(brands ...string) (string, string) {
	b := brands[g.n(len(brands))]
	return b, g.fmtCard(g.card(b))
}

var brandName = map[string]string{"visa": "VISA", "mc": "Mastercard", "jcb": "JCB", "unionpay": "银联", "amex": "AMEX", "diners": "Diners"}

func (g *G) expiry() string { return fmt.Sprintf("%02d/%02d", 1+g.n(12), 26+g.n(5)) }

// ---------------------------------------------------------------- ssn, jwt, secrets

func (g *G) ssn() string {
	a := 1 + g.n(899)
	for a == 666 {
		a = 1 + g.n(899)
	}
	return fmt.Sprintf("%03d-%02d-%04d", a, 1+g.n(99), 1+g.n(9999))
}

func (g *G) jwt() string {
	var hdr string
	sigBytes := 32
	switch g.n(3) {
	case 0:
		hdr = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		hdr = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, g.hex(16))
		sigBytes = 256
	default:
		hdr = `{"typ":"JWT","alg":"ES256"}`
		sigBytes = 64
	}
	iat := 1735689600 + g.n(20000000)
	pl := fmt.Sprintf(`{"sub":"%s","iss":"%s","iat":%d,"exp":%d}`, g.hex(12), g.pick("https://access.line.me", "https://kauth.kakao.com", "https://auth.example-shop.jp", "https://sso.huaxin-tech.com.cn", "https://id.coupang-partner.kr"), iat, iat+3600*(1+g.n(24)))
	e := base64.RawURLEncoding
	return e.EncodeToString([]byte(hdr)) + "." + e.EncodeToString([]byte(pl)) + "." + g.b64url(sigBytes)
}

func (g *G) password() string {
	switch g.n(5) {
	case 0:
		return g.pick("Sakura", "Tokyo", "Hana", "Momo", "Minsu", "Seoul", "Panda", "Haneul", "Tiger", "Sunny", "Kitty", "Dragon") + g.digits(2+g.n(3)) + g.pick("!", "@", "#", "$", "!!")
	case 1:
		return g.pick("tanaka", "jihoon", "wangfang", "yuki", "minji", "xiaoming", "kenta", "chiwai") + g.digits(4) + g.pick("", "#", "!")
	case 2:
		return g.fromSet("abcdefghijkmnpqrstuvwxyz", 4) + g.digits(3) + g.fromSet("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + g.pick("%", "&", "?", "*")
	case 3:
		return g.pick("Qwer", "Asdf", "Zxcv", "Love", "Happy") + g.digits(4) + g.pick("!@", "!", "#$")
	default:
		return g.alnum(12) + g.pick("!", "_", "-", ".")
	}
}

// ---------------------------------------------------------------- look-alikes

func (g *G) year() int { return 2024 + g.n(3) }

func (g *G) dateJP() string { return fmt.Sprintf("%d年%d月%d日", g.year(), 1+g.n(12), 1+g.n(28)) }
func (g *G) dateKR() string { return fmt.Sprintf("%d년 %d월 %d일", g.year(), 1+g.n(12), 1+g.n(28)) }
func (g *G) dateISO() string {
	return fmt.Sprintf("%d-%02d-%02d", g.year(), 1+g.n(12), 1+g.n(28))
}
func (g *G) dateSlash() string { return fmt.Sprintf("%d/%02d/%02d", g.year(), 1+g.n(12), 1+g.n(28)) }
func (g *G) dateDot() string   { return fmt.Sprintf("%d.%02d.%02d", g.year(), 1+g.n(12), 1+g.n(28)) }
func (g *G) dateROC() string {
	return fmt.Sprintf("%d年%d月%d日", g.year()-1911, 1+g.n(12), 1+g.n(28))
}
func (g *G) reiwa() string {
	return fmt.Sprintf("令和%d年%d月%d日", g.year()-2018, 1+g.n(12), 1+g.n(28))
}
func (g *G) hm() string { return fmt.Sprintf("%02d:%02d", 9+g.n(10), g.n(4)*15) }

func comma(n int) string {
	s := fmt.Sprint(n)
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}

func (g *G) yen() string     { return "¥" + comma(100*(5+g.n(3000))) }
func (g *G) yenJ() string    { return comma(10*(50+g.n(30000))) + "円" }
func (g *G) won() string     { return comma(100*(50+g.n(5000))) + "원" }
func (g *G) rmb() string     { return fmt.Sprintf("¥%d.%02d", 9+g.n(3000), g.n(100)) }
func (g *G) yuan() string    { return fmt.Sprintf("%d.%02d元", 9+g.n(3000), g.n(100)) }
func (g *G) ntd() string     { return "NT$" + comma(10*(10+g.n(5000))) }
func (g *G) hkd() string     { return fmt.Sprintf("HK$%s.%d0", comma(20+g.n(8000)), g.n(10)) }
func (g *G) postJP() string  { return "〒" + g.digitsNZ(3) + "-" + g.digits(4) }
func (g *G) postKR() string  { return g.digitsNZ(5) }
func (g *G) postCN() string  { return g.digitsNZ(2) + g.digits(4) }
func (g *G) postTW() string  { return g.digitsNZ(3) + g.digits(2) }
func (g *G) version() string { return fmt.Sprintf("%d.%d.%d", g.n(5), g.n(30), g.n(20)) }

// notCard returns n digits starting with a non-zero digit that are no valid
// Luhn number, so an order id cannot be read as a card by accident.
func (g *G) notCard(n int) string {
	for {
		s := g.digitsNZ(n)
		if !luhnOK(s) {
			return s
		}
	}
}

func (g *G) myNumber() string {
	base := g.digitsNZ(11)
	sum := 0
	for n := 1; n <= 11; n++ {
		p := int(base[11-n] - '0')
		q := n + 1
		if n >= 7 {
			q = n - 5
		}
		sum += p * q
	}
	r := sum % 11
	c := 0
	if r > 1 {
		c = 11 - r
	}
	s := base + fmt.Sprint(c)
	switch g.n(3) {
	case 0:
		return s
	default:
		return s[:4] + " " + s[4:8] + " " + s[8:]
	}
}

func (g *G) krRRN() string {
	yy := 60 + g.n(40)
	s := fmt.Sprintf("%02d%02d%02d%d%s", yy, 1+g.n(12), 1+g.n(28), 1+g.n(2), g.digits(5))
	w := []int{2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5}
	sum := 0
	for i, c := range s {
		sum += int(c-'0') * w[i]
	}
	c := (11 - sum%11) % 10
	return s[:6] + "-" + s[6:] + fmt.Sprint(c)
}

func (g *G) cnID() string {
	s := g.pick("110105", "310115", "440305", "330106", "510107", "420106", "320102", "370202") +
		fmt.Sprintf("%d%02d%02d", 1965+g.n(40), 1+g.n(12), 1+g.n(28)) + g.digits(3)
	w := []int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	sum := 0
	for i, c := range s {
		sum += int(c-'0') * w[i]
	}
	return s + string("10X98765432"[sum%11])
}

var twLetter = map[byte]int{'A': 10, 'B': 11, 'C': 12, 'D': 13, 'E': 14, 'F': 15, 'G': 16, 'H': 17, 'J': 18, 'K': 19, 'L': 20, 'M': 21, 'N': 22, 'P': 23, 'Q': 24, 'R': 25, 'S': 26, 'T': 27, 'U': 28, 'V': 29, 'X': 30, 'Y': 31, 'W': 32, 'Z': 33, 'I': 34, 'O': 35}

func (g *G) twID() string {
	l := "ABCDEFGHJKLMNPQRSTUVXYWZIO"[g.n(26)]
	v := twLetter[l]
	d := fmt.Sprint(1+g.n(2)) + g.digits(7)
	sum := v/10 + (v%10)*9
	for i := 0; i < 8; i++ {
		sum += int(d[i]-'0') * (8 - i)
	}
	c := (10 - sum%10) % 10
	return string(l) + d + fmt.Sprint(c)
}

func (g *G) hkID() string {
	l := byte('A' + g.n(26))
	d := g.digits(6)
	sum := 36*9 + int(l-'A'+10)*8
	for i := 0; i < 6; i++ {
		sum += int(d[i]-'0') * (7 - i)
	}
	c := 11 - sum%11
	cs := fmt.Sprint(c)
	if c == 10 {
		cs = "A"
	} else if c == 11 {
		cs = "0"
	}
	return string(l) + d + "(" + cs + ")"
}

func (g *G) krBizNo() string {
	d := g.digitsNZ(3) + g.digits(6)
	w := []int{1, 3, 7, 1, 3, 7, 1, 3, 5}
	sum := 0
	for i := 0; i < 9; i++ {
		sum += int(d[i]-'0') * w[i]
	}
	sum += int(d[8]-'0') * 5 / 10
	c := (10 - sum%10) % 10
	s := d + fmt.Sprint(c)
	return s[:3] + "-" + s[3:5] + "-" + s[5:]
}

func (g *G) jpCorpNo() string {
	base := g.digitsNZ(12)
	sum := 0
	for n := 1; n <= 12; n++ {
		p := int(base[12-n] - '0')
		q := 1
		if n%2 == 0 {
			q = 2
		}
		sum += p * q
	}
	return fmt.Sprint(9-sum%9) + base
}

func (g *G) rakutenOrder() string {
	return g.digitsNZ(6) + fmt.Sprintf("-%d%02d%02d-", g.year(), 1+g.n(12), 1+g.n(28)) + g.digits(10)
}

func (g *G) amazonJPOrder() string {
	return g.pick("249", "250", "503") + "-" + g.digits(7) + "-" + g.digits(7)
}

func (g *G) uuid() string {
	return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-" + g.pick("8", "9", "a", "b") + g.hex(3) + "-" + g.hex(12)
}
