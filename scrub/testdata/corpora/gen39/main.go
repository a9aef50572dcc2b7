// Command gen writes corpus39: customer service, e-commerce, delivery and booking
// traffic in Asia and the Middle East, labelled for a PII scrubber.
// Deterministic: fixed seeds. Run from /work/corpus39: GOWORK=off go run ./gen
package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

var r = rand.New(rand.NewPCG(39, 20261203))

func rn(n int) int             { return r.IntN(n) }
func pick(xs ...string) string { return xs[rn(len(xs))] }
func chance(p float64) bool    { return r.Float64() < p }

func d(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + rn(10))
	}
	return string(b)
}
func dnz(n int) string { return string(rune('1'+rn(9))) + d(n-1) }

// digit systems
const (
	ASCII = '0'
	FW    = '０'
	AR    = '٠'
	FA    = '۰'
	DEV   = '०'
	BN    = '০'
	TH    = '๐'
)

func conv(s string, zero rune) string {
	if zero == ASCII {
		return s
	}
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(zero + (c - '0'))
		} else if zero == FW {
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

// ---------- phones (ASCII form, converted by caller) ----------

func grp(s string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, n := range sizes {
		parts = append(parts, s[i:i+n])
		i += n
	}
	return strings.Join(parts, sep)
}

type phoneGen func() string

var phones = map[string]phoneGen{
	"jp": func() string {
		m := pick("90", "80", "70")
		sub := d(8)
		switch rn(7) {
		case 0:
			return "0" + m + "-" + sub[:4] + "-" + sub[4:]
		case 1:
			return "+81 " + m + "-" + sub[:4] + "-" + sub[4:]
		case 2:
			return "03-" + dnz(4) + "-" + d(4)
		case 3:
			return "06-" + dnz(4) + "-" + d(4)
		case 4:
			return "0" + pick("45", "52", "92", "75") + "-" + dnz(3) + "-" + d(4)
		case 5:
			return "03(" + dnz(4) + ")" + d(4)
		default:
			return "0" + m + sub
		}
	},
	"kr": func() string {
		switch rn(5) {
		case 0, 1:
			return "010-" + dnz(4) + "-" + d(4)
		case 2:
			return "+82 10-" + dnz(4) + "-" + d(4)
		case 3:
			return "02-" + dnz(3) + "-" + d(4)
		default:
			return "010 " + dnz(4) + " " + d(4)
		}
	},
	"cn": func() string {
		m := "1" + pick("3", "5", "7", "8", "9") + d(1)
		s := d(8)
		switch rn(4) {
		case 0:
			return m + s
		case 1:
			return m + " " + s[:4] + " " + s[4:]
		case 2:
			return "+86 " + m + " " + s[:4] + " " + s[4:]
		default:
			return "010-" + dnz(8)
		}
	},
	"tw": func() string {
		s := "9" + d(8)
		switch rn(4) {
		case 0:
			return "0" + s[:3] + "-" + s[3:6] + "-" + s[6:]
		case 1:
			return "+886 " + s[:3] + " " + s[3:6] + " " + s[6:]
		case 2:
			return "(02)" + dnz(4) + "-" + d(4)
		default:
			return "0" + s
		}
	},
	"hk": func() string {
		s := pick("5", "6", "9") + d(7)
		switch rn(3) {
		case 0:
			return "+852 " + s[:4] + " " + s[4:]
		case 1:
			return "(852) " + s[:4] + " " + s[4:]
		default:
			return "+852-" + s
		}
	},
	"th": func() string {
		s := pick("8", "9", "6") + d(8)
		switch rn(4) {
		case 0:
			return "0" + s[:2] + "-" + s[2:5] + "-" + s[5:]
		case 1:
			return "+66 " + s[:2] + " " + s[2:5] + " " + s[5:]
		case 2:
			return "0" + s
		default:
			return "02-" + dnz(3) + "-" + d(4)
		}
	},
	"vn": func() string {
		s := pick("9", "8", "3", "7") + d(8)
		switch rn(4) {
		case 0:
			return "0" + s[:3] + " " + s[3:6] + " " + s[6:]
		case 1:
			return "0" + s[:3] + "." + s[3:6] + "." + s[6:]
		case 2:
			return "+84 " + s[:2] + " " + s[2:5] + " " + s[5:]
		default:
			return "0" + s
		}
	},
	"id": func() string {
		s := pick("811", "812", "813", "817", "818", "819", "821", "822", "823", "852", "853", "856", "857", "858", "877", "878", "895", "896", "897", "898", "899", "881", "882") + d(pick1(7, 8, 9))
		switch rn(4) {
		case 0:
			return "0" + s[:3] + "-" + s[3:7] + "-" + s[7:]
		case 1:
			return "+62 " + s[:3] + "-" + s[3:7] + "-" + s[7:]
		case 2:
			return "0" + s
		default:
			return "+62" + s
		}
	},
	"my": func() string {
		s := "1" + pick("2", "3", "6", "7", "9") + d(7)
		switch rn(3) {
		case 0:
			return "0" + s[:2] + "-" + s[2:5] + " " + s[5:]
		case 1:
			return "+60 " + s[:2] + "-" + s[2:5] + " " + s[5:]
		default:
			return "0" + s[:2] + "-" + s[2:]
		}
	},
	"ph": func() string {
		s := "9" + pick("17", "18", "20", "27", "45", "66", "99") + d(7)
		switch rn(4) {
		case 0:
			return "0" + s[:3] + " " + s[3:6] + " " + s[6:]
		case 1:
			return "+63 " + s[:3] + " " + s[3:6] + " " + s[6:]
		case 2:
			return "0" + s
		default:
			return "0" + s[:3] + "-" + s[3:6] + "-" + s[6:]
		}
	},
	"in": func() string {
		s := pick("9", "8", "7", "6") + d(9)
		switch rn(4) {
		case 0:
			return "+91 " + s[:5] + " " + s[5:]
		case 1:
			return "+91-" + s
		case 2:
			return "0" + s[:5] + " " + s[5:]
		default:
			return "+91 " + s[:3] + " " + s[3:6] + " " + s[6:]
		}
	},
	"pk": func() string {
		s := "3" + pick("00", "01", "12", "21", "33", "45") + d(7)
		switch rn(3) {
		case 0:
			return "0" + s[:3] + "-" + s[3:]
		case 1:
			return "+92 " + s[:3] + " " + s[3:]
		default:
			return "0" + s[:3] + " " + s[3:]
		}
	},
	"bd": func() string {
		s := "1" + pick("7", "8", "9", "5", "3") + d(8)
		switch rn(3) {
		case 0:
			return "0" + s[:4] + "-" + s[4:]
		case 1:
			return "+880 " + s[:4] + "-" + s[4:]
		default:
			return "+880" + s
		}
	},
	"sa": func() string {
		s := "5" + pick("0", "3", "4", "5", "6", "9") + d(7)
		switch rn(3) {
		case 0:
			return "0" + s[:2] + " " + s[2:5] + " " + s[5:]
		case 1:
			return "+966 " + s[:2] + " " + s[2:5] + " " + s[5:]
		default:
			return "0" + s
		}
	},
	"ae": func() string {
		s := "5" + pick("0", "2", "5", "6", "8") + d(7)
		switch rn(3) {
		case 0:
			return "0" + s[:2] + " " + s[2:5] + " " + s[5:]
		case 1:
			return "+971 " + s[:2] + " " + s[2:5] + " " + s[5:]
		default:
			return "+971-4-" + dnz(3) + "-" + d(4)
		}
	},
	"eg": func() string {
		s := "1" + pick("0", "1", "2", "5") + d(8)
		switch rn(3) {
		case 0:
			return "0" + s[:2] + " " + s[2:6] + " " + s[6:]
		case 1:
			return "+20 " + s[:2] + " " + s[2:6] + " " + s[6:]
		default:
			return "0" + s
		}
	},
	"lv": func() string {
		switch rn(3) {
		case 0:
			return "+962 7" + pick("7", "8", "9") + " " + d(3) + " " + d(4)
		case 1:
			return "+961 " + pick("3", "70", "71", "76") + " " + d(3) + " " + d(3)
		default:
			return "07" + pick("7", "8", "9") + " " + d(3) + " " + d(4)
		}
	},
	"il": func() string {
		s := "5" + pick("0", "2", "3", "4", "8") + d(7)
		switch rn(3) {
		case 0:
			return "0" + s[:2] + "-" + s[2:5] + "-" + s[5:]
		case 1:
			return "+972 " + s[:2] + "-" + s[2:5] + "-" + s[5:]
		default:
			return "0" + s[:2] + "-" + s[2:]
		}
	},
	"ir": func() string {
		s := "9" + pick("12", "35", "01", "19", "22") + d(7)
		switch rn(3) {
		case 0:
			return "0" + s[:3] + " " + s[3:6] + " " + s[6:]
		case 1:
			return "+98 " + s[:3] + " " + s[3:6] + " " + s[6:]
		default:
			return "0" + s
		}
	},
	"tr": func() string {
		s := "5" + pick("32", "42", "05", "55", "33") + d(7)
		switch rn(4) {
		case 0:
			return "0 (" + s[:3] + ") " + s[3:6] + " " + s[6:8] + " " + s[8:]
		case 1:
			return "+90 " + s[:3] + " " + s[3:6] + " " + s[6:8] + " " + s[8:]
		case 2:
			return "0" + s[:3] + " " + s[3:6] + " " + s[6:8] + " " + s[8:]
		default:
			return "0" + s
		}
	},
}

func pick1(xs ...int) int { return xs[rn(len(xs))] }

// digit systems per locale: weights by repetition
var digitSys = map[string][]rune{
	"jp": {ASCII, ASCII, FW, FW},
	"th": {ASCII, ASCII, ASCII, TH},
	"in": {ASCII, ASCII, ASCII, DEV},
	"bd": {ASCII, ASCII, BN},
	"pk": {ASCII, ASCII, FA},
	"sa": {ASCII, AR},
	"ae": {ASCII, ASCII, AR},
	"eg": {ASCII, AR},
	"lv": {ASCII, ASCII, AR},
	"ir": {ASCII, FA, FA},
	"cn": {ASCII, ASCII, ASCII, FW},
}

func phoneIn(loc string) string {
	p := phones[loc]()
	z := rune(ASCII)
	if ds, ok := digitSys[loc]; ok {
		z = ds[rn(len(ds))]
	}
	v := conv(p, z)
	if z == FW && chance(0.3) {
		v = strings.ReplaceAll(v, "－", "ー") // IME long vowel mark for a dash
	}
	return v
}

// ---------- e-mail ----------

var emailDom = map[string][]string{
	"jp": {"docomo.ne.jp", "ezweb.ne.jp", "softbank.ne.jp", "yahoo.co.jp", "gmail.com", "icloud.com", "i.softbank.jp"},
	"kr": {"naver.com", "daum.net", "hanmail.net", "kakao.com", "gmail.com", "nate.com"},
	"cn": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "139.com"},
	"tw": {"yahoo.com.tw", "gmail.com", "msa.hinet.net", "hotmail.com"},
	"hk": {"netvigator.com", "yahoo.com.hk", "gmail.com", "outlook.com"},
	"th": {"hotmail.co.th", "gmail.com", "hotmail.com"},
	"vn": {"gmail.com", "yahoo.com.vn", "fpt.vn"},
	"id": {"yahoo.co.id", "gmail.com", "ymail.com"},
	"my": {"gmail.com", "yahoo.com.my", "hotmail.my"},
	"ph": {"yahoo.com.ph", "gmail.com", "outlook.ph"},
	"in": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in"},
	"pk": {"gmail.com", "yahoo.com", "hotmail.com"},
	"bd": {"gmail.com", "yahoo.com"},
	"sa": {"gmail.com", "hotmail.com", "outlook.sa"},
	"ae": {"gmail.com", "emirates.net.ae", "outlook.com"},
	"eg": {"yahoo.com", "gmail.com", "hotmail.com"},
	"lv": {"hotmail.com", "gmail.com", "yahoo.com"},
	"il": {"walla.co.il", "gmail.com", "012.net.il"},
	"ir": {"yahoo.com", "chmail.ir", "gmail.com"},
	"tr": {"hotmail.com", "gmail.com", "yandex.com.tr", "outlook.com.tr"},
}
var romNames = map[string][]string{
	"jp": {"yamada", "tanaka", "sato.yuki", "suzuki_h", "takahashi", "kenji", "aoi.m"},
	"kr": {"kimminsu", "lee.jiyeon", "park_sh", "choi88", "jung.hoon"},
	"cn": {"zhangwei", "li.na", "wang_fang", "liuyang", "chenjie"},
	"tw": {"chen.yiting", "lin_ch", "huang.wei", "tsai88"},
	"hk": {"chan.taiman", "wong_kk", "cheung.may", "lamwing"},
	"th": {"somchai.k", "nattaya", "pim_s", "anan.t"},
	"vn": {"nguyenvanan", "tran.thi.mai", "le.hoang", "phamduc"},
	"id": {"budi.santoso", "siti_rahma", "agus.w", "dewi123"},
	"my": {"ahmad.faiz", "nurul.aini", "tan.wl", "siti.h"},
	"ph": {"juan.delacruz", "maria_santos", "jbautista", "reyes.ana"},
	"in": {"rahul.sharma", "priya.k", "amit_verma", "sneha.iyer"},
	"pk": {"ali.raza", "ayesha_k", "usman.tariq", "hina.m"},
	"bd": {"rahim.uddin", "nusrat.j", "tanvir_h", "farzana"},
	"sa": {"abdullah.alharbi", "noura.s", "faisal_q", "m.alotaibi"},
	"ae": {"khalid.mansoori", "fatima.a", "omar_h", "s.alnuaimi"},
	"eg": {"mohamed.hassan", "mona.adel", "ahmed_samir", "yasmin.f"},
	"lv": {"rami.haddad", "lina.k", "georges_n", "rana.s"},
	"il": {"yossi.cohen", "noa.levi", "avi_m", "tamar.b"},
	"ir": {"reza.ahmadi", "sara.m", "ali_karimi", "maryam.h"},
	"tr": {"ahmet.yilmaz", "ayse.k", "mehmet_demir", "zeynep.c"},
}
var idnEmails = map[string][]string{
	"jp": {"やまだ@example.jp", "info@日本語ドメイン.jp", "お問い合わせ@例え.jp"},
	"cn": {"用户@例子.广告", "联系@公司.中国", "客服@商店.公司"},
	"tw": {"客服@範例.台灣"},
	"hk": {"查詢@例子.香港"},
	"th": {"ติดต่อ@ยูเอเซีย.ไทย", "สมชาย@อีเมล.ไทย"},
	"in": {"प्रिय@डाटामेल.भारत", "संपर्क@उदाहरण.भारत"},
	"sa": {"بريد@مثال.السعودية"},
	"ae": {"info@موقع.امارات"},
	"eg": {"دعم@شركة.مصر"},
	"tr": {"çağrı@örnek.com.tr"},
	"kr": {"고객@예시.한국"},
	"ir": {"پشتیبانی@نمونه.ایران"},
	"il": {"שירות@דוגמה.ישראל"},
}

func emailIn(loc string) string {
	if ids, ok := idnEmails[loc]; ok && chance(0.1) {
		return "\x00" + ids[rn(len(ids))] // marker: IDN, needs word boundary
	}
	local := romNames[loc][rn(len(romNames[loc]))]
	dom := emailDom[loc][rn(len(emailDom[loc]))]
	if loc == "cn" && dom == "qq.com" {
		local = dnz(5 + rn(6))
	} else if chance(0.35) {
		local += d(1 + rn(4))
	}
	at := "@"
	if loc == "jp" && chance(0.2) {
		at = "＠"
	}
	return local + at + dom
}

// ---------- cards ----------

func luhnDigit(s string) byte {
	sum := 0
	dbl := true
	for i := len(s) - 1; i >= 0; i-- {
		x := int(s[i] - '0')
		if dbl {
			x *= 2
			if x > 9 {
				x -= 9
			}
		}
		sum += x
		dbl = !dbl
	}
	return byte('0' + (10-sum%10)%10)
}
func luhnOK(s string) bool { return luhnDigit(s[:len(s)-1]) == s[len(s)-1] }

func cardNum() (string, string) {
	var pre string
	n := 16
	brand := ""
	switch rn(9) {
	case 0, 1:
		pre, brand = "4"+d(5), "visa"
	case 2:
		pre, brand = pick("51", "52", "53", "54", "55")+d(4), "mc"
	case 3:
		pre, brand = fmt.Sprint(2221+rn(500))+d(2), "mc2"
	case 4:
		pre, brand, n = pick("34", "37")+d(4), "amex", 15
	case 5:
		pre, brand = "35"+pick("28", "30", "40", "66", "89")+d(2), "jcb"
	case 6:
		pre, brand = "62"+pick("2126", "4000", "8200")[:4], "unionpay"
		if chance(0.3) {
			n = 19
		}
	case 7:
		pre, brand = pick("6011", "6521", "6522", "5080")+d(2), "rupay/disc"
	default:
		pre, brand = "9792"+d(2), "troy"
	}
	body := pre + d(n-1-len(pre))
	num := body + string(luhnDigit(body))
	var out string
	switch {
	case n == 15:
		out = grp(num, []int{4, 6, 5}, pick(" ", "-"))
	case n == 19:
		out = pick(grp(num, []int{4, 4, 4, 4, 3}, " "), grp(num, []int{6, 13}, " "), num)
	default:
		switch rn(4) {
		case 0:
			out = num
		case 1:
			out = grp(num, []int{4, 4, 4, 4}, "-")
		default:
			out = grp(num, []int{4, 4, 4, 4}, " ")
		}
	}
	return out, brand
}

// ---------- rare families ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func randB64(n int) string {
	const a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b := make([]byte, n)
	for i := range b {
		b[i] = a[rn(len(a))]
	}
	return string(b)
}
func jwt() string {
	h := b64u(pick(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"k`+d(3)+`"}`))
	p := b64u(fmt.Sprintf(`{"sub":"%s","iat":17%s,"exp":17%s}`, d(8), d(8), d(8)))
	return h + "." + p + "." + randB64(43)
}
func bearerTok() string {
	switch rn(3) {
	case 0:
		return randB64(40)
	case 1:
		return "ya29." + randB64(60)
	default:
		return "sk_live_" + randB64(24)
	}
}
func ssn() string {
	for {
		a := 1 + rn(899)
		if a == 666 {
			continue
		}
		s := fmt.Sprintf("%03d-%02d-%04d", a, 1+rn(99), 1+rn(9999))
		if strings.HasPrefix(s, "987-65-432") {
			continue
		}
		return s
	}
}

// ---------- national ids (must stay) ----------

func cnID() string {
	body := pick("110105", "310104", "440305", "510107", "330106") + fmt.Sprintf("%d%02d%02d", 1960+rn(45), 1+rn(12), 1+rn(28)) + d(3)
	w := []int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	s := 0
	for i := 0; i < 17; i++ {
		s += int(body[i]-'0') * w[i]
	}
	return body + string("10X98765432"[s%11])
}
func twID() string {
	letters := "ABCDEFGHJKLMNPQRSTUVXYWZIO"
	i := rn(20)
	code := 10 + i
	body := pick("1", "2") + d(7)
	s := code/10 + (code%10)*9
	for k := 0; k < 8; k++ {
		s += int(body[k]-'0') * (8 - k)
	}
	return string(letters[i]) + body + string(rune('0'+(10-s%10)%10))
}
func trID() string {
	for {
		b := dnz(9)
		o, e := 0, 0
		for i := 0; i < 9; i += 2 {
			o += int(b[i] - '0')
		}
		for i := 1; i < 9; i += 2 {
			e += int(b[i] - '0')
		}
		d10 := ((o*7-e)%10 + 10) % 10
		t := 0
		for i := 0; i < 9; i++ {
			t += int(b[i] - '0')
		}
		t += d10
		return b + string(rune('0'+d10)) + string(rune('0'+t%10))
	}
}
func ilID() string {
	b := d(8)
	s := 0
	for i := 0; i < 8; i++ {
		x := int(b[i]-'0') * (1 + i%2)
		if x > 9 {
			x -= 9
		}
		s += x
	}
	return b + string(rune('0'+(10-s%10)%10))
}
func irID() string {
	b := dnz(9)
	s := 0
	for i := 0; i < 9; i++ {
		s += int(b[i]-'0') * (10 - i)
	}
	m := s % 11
	c := m
	if m >= 2 {
		c = 11 - m
	}
	return b + string(rune('0'+c))
}
func thID() string {
	b := pick("1", "3") + d(11)
	s := 0
	for i := 0; i < 12; i++ {
		s += int(b[i]-'0') * (13 - i)
	}
	c := (11 - s%11) % 10
	x := b + string(rune('0'+c))
	return x[:1] + "-" + x[1:5] + "-" + x[5:10] + "-" + x[10:12] + "-" + x[12:]
}
func krRRN() string {
	return fmt.Sprintf("%02d%02d%02d-%s%s", rn(100), 1+rn(12), 1+rn(28), pick("1", "2", "3", "4"), d(6))
}

// ---------- builder ----------

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}
type Rec struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
	Note  string   `json:"note,omitempty"`
}

type span struct{ a, b int }
type B struct {
	sb    strings.Builder
	pii   []PII
	ps    []span
	keep  []string
	ks    []span
	notes []string
}

func (b *B) t(s string) { b.sb.WriteString(s) }
func (b *B) p(f, v string) {
	a := b.sb.Len()
	b.sb.WriteString(v)
	b.pii = append(b.pii, PII{f, v})
	b.ps = append(b.ps, span{a, b.sb.Len()})
}
func (b *B) k(s string) {
	a := b.sb.Len()
	b.sb.WriteString(s)
	b.keep = append(b.keep, s)
	b.ks = append(b.ks, span{a, b.sb.Len()})
}

// tpl renders "before{X}after" where X is written by fn.
func (b *B) tpl(t string, fn func()) {
	i := strings.Index(t, "{}")
	b.t(t[:i])
	fn()
	b.t(t[i+2:])
}

// ---------- locale banks ----------

type Loc struct {
	sep       string
	greet     []string
	close     []string
	phoneT    []string // with {}
	emailT    []string
	cardT     []string
	filler    []string
	keeps     []func() string
	rtl       bool
	nameHonor func() string
}

func price(sym string, v int, thouSep string, symAfter bool) string {
	s := fmt.Sprint(v)
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	parts = append([]string{s}, parts...)
	n := strings.Join(parts, thouSep)
	if symAfter {
		return n + sym
	}
	return sym + n
}
func indianGroup(v int) string {
	s := fmt.Sprint(v)
	if len(s) <= 3 {
		return s
	}
	head, tail := s[:len(s)-3], s[len(s)-3:]
	var parts []string
	for len(head) > 2 {
		parts = append([]string{head[len(head)-2:]}, parts...)
		head = head[:len(head)-2]
	}
	parts = append([]string{head}, parts...)
	return strings.Join(parts, ",") + "," + tail
}

func f(format string, a ...any) func() string {
	return func() string { return format } // placeholder (unused)
}

var locs = map[string]*Loc{}

func init() {
	locs["jp"] = &Loc{sep: "", greet: []string{"お世話になっております。", "ご注文ありがとうございます。", "【配達のお知らせ】", "お問い合わせありがとうございます。"},
		close:  []string{"よろしくお願いいたします。", "ご確認のほどお願い申し上げます。", "何卒よろしくお願いします。"},
		phoneT: []string{"TEL：{}。", "携帯：{}。", "お電話番号 {} までご連絡ください。", "FAX：{}。", "ご連絡先は{}です。", "配達員の携帯{}から連絡します。", "電話 {} ", "緊急連絡先：{}。"},
		emailT: []string{"メール：{}。", "{}までご返信ください。", "登録メールアドレス {} に送信しました。", "E-mail {}。"},
		cardT:  []string{"カード番号 {} で決済してください。", "クレジットカード：{}。", "このカード{}は使えますか？"},
		filler: []string{"配達時間帯は午前中を希望します。", "置き配でお願いします。", "ご不便をおかけして申し訳ございません。", "在庫を確認いたします。"},
		keeps: []func() string{
			func() string { return "佐川急便 問い合わせ番号 " + dnz(12) },
			func() string { return "配達時間 " + pick("14:00～16:00", "19:00-21:00", "午前中") },
			func() string { return "山田" + pick("太郎", "花子") + "様のご注文 #" + d(4) + "-" + d(4) },
			func() string { return "注文番号：" + "503-" + d(7) + "-" + d(7) },
			func() string {
				return "お問い合わせ番号 " + dnz(4) + "-" + d(4) + "-" + d(4) + "（ヤマト運輸）"
			},
			func() string { return "〒" + dnz(3) + "-" + d(4) + " 東京都港区" },
			func() string { return "〒" + conv(dnz(3)+"-"+d(4), FW) + "　大阪市北区" },
			func() string { return "合計" + price("¥", 1000+rn(90000), ",", false) + "（税込）" },
			func() string {
				return fmt.Sprintf("令和%d年%d月%d日 %d:%02d着", 5+rn(3), 1+rn(12), 1+rn(28), 8+rn(12), rn(60))
			},
			func() string {
				return "予約番号 " + strings.ToUpper(randB64(0)) + dnz(10) + " (楽天トラベル)"
			},
			func() string { return "型番 KJ-" + pick("55", "65") + "X" + d(2) + "K" },
			func() string { return "口座番号 普通 " + dnz(7) + " 三菱UFJ銀行" },
			func() string { return "クーポンコード SPRING" + d(4) + "OFF" },
			func() string {
				return "マイナンバー " + dnz(4) + " " + d(4) + " " + d(4) + " は送らないでください"
			},
			func() string { return "追跡番号 EJ" + d(9) + "JP" },
			func() string { return "LINE ID: " + pick("yuki_", "taro.", "hana-") + d(3) },
		}}
	locs["kr"] = &Loc{sep: " ", greet: []string{"안녕하세요 고객님,", "문의 주셔서 감사합니다.", "[배송 안내]", "주문해 주셔서 감사합니다."},
		close:  []string{"감사합니다.", "좋은 하루 되세요.", "확인 부탁드립니다."},
		phoneT: []string{"연락처: {}", "휴대폰 {} 로 연락 주세요.", "기사님 번호 {} 입니다.", "전화번호 {}", "고객센터 {} 로 문의하세요."},
		emailT: []string{"이메일: {}", "{} 로 영수증 보내주세요.", "메일 주소는 {} 입니다."},
		cardT:  []string{"카드번호 {} 결제 안 돼요", "결제 카드 {} 확인 부탁드립니다."},
		filler: []string{"부재 시 문 앞에 놓아주세요.", "교환 신청합니다.", "배송이 지연되고 있습니다."},
		keeps: []func() string{
			func() string { return "우체국 등기번호 " + dnz(13) },
			func() string { return "주문번호 " + fmt.Sprintf("2024%02d%02d", 1+rn(12), 1+rn(28)) + "-" + d(7) },
			func() string { return "운송장 번호 " + dnz(4) + "-" + d(4) + "-" + d(4) + " (CJ대한통운)" },
			func() string { return "우편번호 " + dnz(5) },
			func() string { return "결제금액 " + price("₩", 1000*(5+rn(300)), ",", false) },
			func() string { return "결제금액 " + price("원", 1000*(5+rn(300)), ",", true) },
			func() string { return "주민등록번호 " + krRRN() + " 는 필요 없습니다" },
			func() string { return "계좌 110-" + d(3) + "-" + d(6) + " 신한은행" },
			func() string { return "사업자등록번호 " + d(3) + "-" + d(2) + "-" + d(5) },
			func() string { return "카카오톡 ID: " + pick("minsu", "jiyeon", "shop_") + d(2) },
			func() string { return "모델명 SM-S928N 256GB" },
			func() string {
				return fmt.Sprintf("%d년 %d월 %d일 오후 %d시 도착", 2024+rn(3), 1+rn(12), 1+rn(28), 1+rn(9))
			},
			func() string { return "쿠폰 WELCOME" + d(2) + " 적용" },
		}}
	locs["cn"] = &Loc{sep: "", greet: []string{"亲，您好！", "您好，", "【顺丰速运】", "尊敬的客户："},
		close:  []string{"谢谢！", "祝您生活愉快。", "请尽快处理。"},
		phoneT: []string{"手机：{}", "联系电话{}，", "收件人电话 {}，", "快递员电话：{}。", "有问题打我手机{}"},
		emailT: []string{"邮箱：{}", "发票发到{}就行", "电子邮件 {}。"},
		cardT:  []string{"卡号{}扣款失败", "信用卡号：{}"},
		filler: []string{"请放快递柜。", "我要退货。", "发货太慢了。"},
		keeps: []func() string{
			func() string { return "订单号：" + dnz(19) },
			func() string { return "快递单号 SF" + dnz(13) },
			func() string { return "中通单号 7" + d(13) },
			func() string { return "身份证号 " + cnID() + " 请勿外传" },
			func() string { return "邮编 " + dnz(6) },
			func() string { return "实付" + price("¥", 10+rn(9000), ",", false) + ".00" },
			func() string { return "微信号：" + pick("wxid_", "zhang_", "li") + randB64(6) },
			func() string {
				return fmt.Sprintf("%d年%d月%d日 %d:%02d", 2024+rn(3), 1+rn(12), 1+rn(28), rn(24), rn(60))
			},
			func() string { return "型号 MI-" + d(4) + "-PRO" },
			func() string {
				return "对公账户 1202 " + d(4) + " " + d(4) + " " + d(4) + " " + d(3) + " 工商银行"
			},
			func() string { return "优惠码 VIP" + d(6) },
		}}
	locs["tw"] = &Loc{sep: "", greet: []string{"您好，", "感謝您的訂購！", "【出貨通知】"},
		close:  []string{"謝謝。", "麻煩了！"},
		phoneT: []string{"聯絡電話：{}", "手機 {}", "電話{}，", "請撥{}聯絡客服。"},
		emailT: []string{"電子郵件：{}", "請寄到{}"},
		cardT:  []string{"信用卡號 {}"},
		filler: []string{"請改到超商取貨。", "商品有瑕疵。"},
		keeps: []func() string{
			func() string { return "訂單編號 " + fmt.Sprintf("TW%02d%02d", rn(100), rn(100)) + d(8) },
			func() string { return "身分證字號 " + twID() },
			func() string { return fmt.Sprintf("民國%d年%d月%d日", 112+rn(3), 1+rn(12), 1+rn(28)) },
			func() string { return "金額 NT$" + price("", 100+rn(50000), ",", false) },
			func() string { return "黑貓宅急便 託運單號 " + dnz(4) + "-" + d(4) + "-" + d(4) },
			func() string { return "郵遞區號 " + dnz(3) + d(2) },
			func() string { return "統一編號 " + dnz(8) },
		}}
	locs["hk"] = &Loc{sep: " ", greet: []string{"你好，", "Hi 客服，", "多謝惠顧！"},
		close:  []string{"唔該！", "Thanks.", "謝謝。"},
		phoneT: []string{"聯絡電話：{}", "WhatsApp {}", "電話 {}", "call 我 {}"},
		emailT: []string{"email: {}", "電郵 {}"},
		cardT:  []string{"信用卡 {}"},
		filler: []string{"想改送貨地址。", "幾時到貨？"},
		keeps: []func() string{
			func() string { return "順豐運單 SF" + dnz(12) },
			func() string { return "訂單號碼 HK" + dnz(10) },
			func() string { return "Kerry Express 追蹤編號 KEX" + d(10) },
			func() string { return "HKID " + pick("A", "K", "Y", "Z") + d(6) + "(" + d(1) + ")" },
			func() string { return "總數 HK$" + price("", 100+rn(20000), ",", false) },
			func() string { return "Octopus 卡號 " + dnz(8) + "(" + d(1) + ")" },
		}}
	locs["th"] = &Loc{sep: " ", greet: []string{"สวัสดีค่ะ", "สวัสดีครับ แอดมิน", "เรียนลูกค้า"},
		close:  []string{"ขอบคุณค่ะ", "ขอบคุณครับ", "รบกวนด้วยนะคะ"},
		phoneT: []string{"เบอร์โทร {}", "โทร{}ค่ะ", "เบอร์ติดต่อ: {}", "ติดต่อ {} ได้เลยครับ", "เบอร์คนขับ {}"},
		emailT: []string{"อีเมล {}", "ส่งใบเสร็จไปที่ {} นะคะ"},
		cardT:  []string{"หมายเลขบัตรเครดิต {}", "บัตร {} ตัดเงินไม่ผ่าน"},
		filler: []string{"ของยังไม่ถึงเลยค่ะ", "ขอเปลี่ยนไซส์ครับ"},
		keeps: []func() string{
			func() string {
				return "เลขที่บัญชี " + dnz(3) + "-" + d(1) + "-" + d(5) + "-" + d(1) + " กสิกรไทย"
			},
			func() string { return "เลขพัสดุ TH" + dnz(12) + "A (Flash Express)" },
			func() string { return "Kerry tracking KERTH" + d(10) },
			func() string { return "J&T เลขพัสดุ " + "JT" + d(13) },
			func() string { return "ราคา " + price("฿", 100+rn(20000), ",", false) },
			func() string { return "ราคา " + conv(price("", 100+rn(20000), ",", false), TH) + " บาท" },
			func() string {
				return fmt.Sprintf("วันที่ %d/%d/%d", 1+rn(28), 1+rn(12), 2566+rn(3))
			},
			func() string { return "เลขบัตรประชาชน " + thID() },
			func() string { return "รหัสไปรษณีย์ 10" + d(3) },
			func() string { return "LINE ID: @" + pick("shop", "pim", "somchai") + d(3) },
			func() string {
				return "เลขที่คำสั่งซื้อ 24" + d(4) + strings.ToUpper("QX") + d(6)
			},
		}}
	locs["vn"] = &Loc{sep: " ", greet: []string{"Chào shop,", "Kính gửi quý khách,", "Dạ em chào anh/chị,"},
		close:  []string{"Cảm ơn ạ.", "Xin cảm ơn!", "Mong shop phản hồi sớm."},
		phoneT: []string{"SĐT: {}", "Zalo {}", "số điện thoại {}", "Liên hệ {} nhé", "Hotline shipper {}"},
		emailT: []string{"Email: {}", "gửi hoá đơn về {} giúp em"},
		cardT:  []string{"số thẻ {}"},
		filler: []string{"Em muốn đổi size.", "Giao hàng chậm quá."},
		keeps: []func() string{
			func() string { return "Mã đơn hàng 24" + d(4) + "ABC" + d(4) },
			func() string { return "Giá " + price("₫", 1000*(50+rn(5000)), ".", true) },
			func() string { return "Giá " + price("đ", 1000*(50+rn(5000)), ".", true) },
			func() string { return "Mã vận đơn GHN " + "GA" + d(9) + "VN" },
			func() string { return "CCCD số 0" + d(11) },
			func() string {
				return fmt.Sprintf("ngày %02d/%02d/%d lúc %dh%02d", 1+rn(28), 1+rn(12), 2024+rn(3), 8+rn(12), rn(60))
			},
			func() string { return "Mã giảm giá FREESHIP" + d(2) },
			func() string { return "STK 00" + d(11) + " Vietcombank" },
		}}
	locs["id"] = &Loc{sep: " ", greet: []string{"Halo kak,", "Selamat siang,", "Permisi min,"},
		close:  []string{"Terima kasih.", "Makasih kak!", "Mohon dibantu ya."},
		phoneT: []string{"No. HP {}", "WA {}", "nomor WhatsApp: {}", "hubungi {}", "Telp. {}"},
		emailT: []string{"Email: {}", "kirim invoice ke {}"},
		cardT:  []string{"nomor kartu kredit {}"},
		filler: []string{"Paket belum sampai.", "Mau retur barang."},
		keeps: []func() string{
			func() string { return "No. resi JNE " + dnz(15) },
			func() string { return "Resi J&T JP" + d(10) },
			func() string { return "Total Rp" + price("", 1000*(10+rn(5000)), ".", false) },
			func() string { return "NIK " + pick("31", "32", "33", "35", "36", "51") + d(14) },
			func() string { return "Kode pos " + dnz(5) },
			func() string { return "No. pesanan INV/2024" + d(4) + "/MPL/" + d(10) },
			func() string { return "Kode voucher HEMAT" + d(3) },
			func() string { return "No. rekening BCA " + dnz(10) },
		}}
	locs["my"] = &Loc{sep: " ", greet: []string{"Hi seller,", "Salam,", "Hai,"},
		close:  []string{"Terima kasih.", "TQ.", "Thanks ya."},
		phoneT: []string{"no. HP {}", "WhatsApp {}", "Tel: {}", "call saya {}"},
		emailT: []string{"emel {}", "Email: {}"},
		cardT:  []string{"kad kredit {}"},
		filler: []string{"Barang rosak.", "Bila nak sampai?"},
		keeps: []func() string{
			func() string { return "Harga RM" + fmt.Sprintf("%d.%02d", 10+rn(900), rn(100)) },
			func() string {
				return "No. MyKad " + fmt.Sprintf("%02d%02d%02d-%02d-%s", rn(100), 1+rn(12), 1+rn(28), 1+rn(14), d(4))
			},
			func() string { return "Poskod " + dnz(5) },
			func() string { return "Tracking Ninja Van NVMY" + d(12) },
			func() string { return "Order ID 24" + d(4) + "ABCD" + d(4) },
		}}
	locs["ph"] = &Loc{sep: " ", greet: []string{"Hi po,", "Good day po,", "Magandang araw!"},
		close:  []string{"Salamat po!", "Thank you po.", "Pakicheck po."},
		phoneT: []string{"cp no. {}", "contact number ko: {}", "Viber {}", "text niyo ako sa {}", "Tel. No. {}"},
		emailT: []string{"email ko {}", "Email: {}"},
		cardT:  []string{"card number {}"},
		filler: []string{"Hindi pa dumating yung parcel.", "Pwede po ba COD?"},
		keeps: []func() string{
			func() string { return "Total ₱" + price("", 100+rn(20000), ",", false) + ".00" },
			func() string { return "Tracking LBC " + dnz(12) },
			func() string { return "Order no. 24" + d(4) + "PH" + d(6) },
			func() string { return "TIN " + d(3) + "-" + d(3) + "-" + d(3) + "-000" },
			func() string { return "Zip code " + dnz(4) + " Makati" },
			func() string { return "PhilHealth no. " + d(2) + "-" + d(9) + "-" + d(1) },
		}}
	locs["in"] = &Loc{sep: " ", greet: []string{"Namaste,", "नमस्ते जी,", "Hello team,", "Dear customer,"},
		close:  []string{"धन्यवाद।", "Thanks.", "Please help asap."},
		phoneT: []string{"मोबाइल: {}", "mobile no {}", "call me on {}", "फोन नंबर {}", "WhatsApp {}", "delivery boy ka number {}"},
		emailT: []string{"ईमेल {}", "email id {}"},
		cardT:  []string{"card no {}", "कार्ड नंबर {}"},
		filler: []string{"parcel abhi tak nahi aaya", "refund kab milega?"},
		keeps: []func() string{
			func() string { return "IRCTC PNR " + pick("2", "4", "6", "8") + d(9) },
			func() string { return "Order ID OD" + dnz(17) },
			func() string { return "कीमत ₹" + indianGroup(1000+rn(300000)) },
			func() string { return "Price ₹" + indianGroup(100000+rn(300000)) + ".00" },
			func() string { return "Aadhaar " + dnz(4) + " " + d(4) + " " + d(4) + " mat bhejna" },
			func() string { return "PIN code " + dnz(6) },
			func() string { return "पिन कोड " + conv(dnz(6), DEV) },
			func() string { return "AWB no. Delhivery " + dnz(13) },
			func() string { return "PAN ABCPK" + d(4) + "L" },
			func() string { return "A/c " + dnz(13) + " IFSC HDFC0" + d(6) },
			func() string { return "GSTIN 27AAPFU" + d(4) + "R1Z" + d(1) },
		}}
	locs["pk"] = &Loc{sep: " ", greet: []string{"السلام علیکم،", "AOA sir,", "محترم گاہک،"},
		close:  []string{"شکریہ۔", "Thanks.", "جزاک اللہ"},
		phoneT: []string{"موبائل نمبر {}", "فون: {}", "WhatsApp {}", "رابطہ نمبر {}"},
		emailT: []string{"ای میل {}", "email {}"},
		cardT:  []string{"کارڈ نمبر {}"},
		filler: []string{"پارسل ابھی تک نہیں پہنچا", "COD chahiye"},
		keeps: []func() string{
			func() string { return "CNIC 35202-" + d(7) + "-" + d(1) },
			func() string { return "قیمت Rs. " + price("", 500+rn(90000), ",", false) },
			func() string { return "TCS tracking " + dnz(11) },
			func() string { return "آرڈر نمبر " + conv(dnz(8), FA) },
			func() string { return "IBAN PK36SCBL" + d(16) },
		}}
	locs["bd"] = &Loc{sep: " ", greet: []string{"আসসালামু আলাইকুম,", "প্রিয় গ্রাহক,", "Hello bhai,"},
		close:  []string{"ধন্যবাদ।", "Thanks."},
		phoneT: []string{"মোবাইল: {}", "ফোন {}", "bKash/WhatsApp {}", "যোগাযোগ {}"},
		emailT: []string{"ইমেইল {}", "email {}"},
		cardT:  []string{"কার্ড নম্বর {}"},
		filler: []string{"পার্সেল এখনো আসেনি।"},
		keeps: []func() string{
			func() string { return "মূল্য ৳" + conv(price("", 100+rn(20000), ",", false), BN) },
			func() string { return "অর্ডার নং " + conv(dnz(9), BN) },
			func() string { return "NID " + dnz(10) },
			func() string { return "Pathao tracking DP" + d(10) },
			func() string { return "পোস্ট কোড " + conv(dnz(4), BN) },
		}}
	arKeeps := func(cur string) []func() string {
		return []func() string{
			func() string { return "رقم الطلب " + conv(dnz(9), AR) },
			func() string { return "رقم الطلب #" + dnz(9) },
			func() string { return "رقم الشحنة Aramex " + dnz(10) },
			func() string { return "SMSA AWB " + "29" + d(10) },
			func() string { return "السعر " + conv(price("", 10+rn(9000), "٬", false), AR) + " " + cur },
			func() string { return "المبلغ " + price("", 10+rn(9000), ",", false) + ".00 " + cur },
			func() string {
				return fmt.Sprintf("بتاريخ %s/%s/%sهـ", conv(fmt.Sprint(1+rn(29)), AR), conv(fmt.Sprint(1+rn(12)), AR), conv(fmt.Sprint(1445+rn(3)), AR))
			},
			func() string { return "كود الخصم SAVE" + d(2) },
			func() string { return "الرمز البريدي " + dnz(5) },
			func() string { return "رقم الحجز " + strings.ToUpper(randLetters(6)) },
			func() string { return "موديل iPhone 15 Pro A" + d(4) },
		}
	}
	sa := arKeeps("ر.س")
	sa = append(sa, func() string { return "رقم الهوية " + pick("1", "2") + d(9) + " لا ترسله" },
		func() string { return "IBAN SA" + d(2) + " 8000 " + d(4) + " " + d(4) + " " + d(4) + " " + d(4) },
		func() string { return "السعر " + conv(price("", 10+rn(900), "٬", false), AR) + " ﷼" })
	ae := arKeeps("د.إ")
	ae = append(ae, func() string { return "Emirates ID 784-" + fmt.Sprint(1970+rn(35)) + "-" + d(7) + "-" + d(1) },
		func() string { return "IBAN AE07 0331 " + d(4) + " " + d(4) + " " + d(3) })
	eg := arKeeps("ج.م")
	eg = append(eg, func() string { return "الرقم القومي " + conv(pick("2", "3")+d(13), AR) })
	lv := arKeeps("د.أ")
	arPhone := []string{"جوال: {}", "هاتف {}", "واتساب {}", "رقم التواصل: {}", "اتصل على {}", "رقم المندوب {}"}
	locs["sa"] = &Loc{sep: " ", rtl: true, greet: []string{"السلام عليكم،", "مرحباً،", "عميلنا العزيز،"}, close: []string{"شكراً لكم.", "مع الشكر."},
		phoneT: arPhone, emailT: []string{"البريد الإلكتروني: {}", "ايميل {}"}, cardT: []string{"رقم البطاقة {}", "بطاقة مدى {}"},
		filler: []string{"الطلب تأخر كثير.", "أبغى أرجع المنتج."}, keeps: sa}
	locs["ae"] = &Loc{sep: " ", rtl: true, greet: []string{"مرحبا،", "Hello,", "عزيزي العميل،"}, close: []string{"شكراً.", "Thanks."},
		phoneT: append(arPhone, "mobile {}"), emailT: []string{"البريد: {}", "email {}"}, cardT: []string{"رقم البطاقة {}"},
		filler: []string{"التوصيل إلى دبي مارينا.", "Please deliver after 6pm."}, keeps: ae}
	locs["eg"] = &Loc{sep: " ", rtl: true, greet: []string{"أهلاً،", "صباح الخير،"}, close: []string{"شكراً.", "متشكر جداً."},
		phoneT: []string{"موبايل {}", "رقم التليفون {}", "واتساب {}", "كلمني على {}"}, emailT: []string{"الإيميل {}"}, cardT: []string{"رقم الكارت {}"},
		filler: []string{"الأوردر لسه موصلش.", "عايز أرجع المنتج."}, keeps: eg}
	locs["lv"] = &Loc{sep: " ", rtl: true, greet: []string{"مرحبا،", "بونجور،"}, close: []string{"شكراً.", "ميرسي."},
		phoneT: []string{"رقم الخلوي {}", "تلفون {}", "واتساب {}"}, emailT: []string{"إيميل {}"}, cardT: []string{"رقم البطاقة {}"},
		filler: []string{"وين صار الطلب؟"}, keeps: lv}
	locs["il"] = &Loc{sep: " ", rtl: true, greet: []string{"שלום,", "היי,", "לקוח יקר,"}, close: []string{"תודה.", "תודה רבה!"},
		phoneT: []string{"טלפון: {}", "נייד {}", "טל׳ {}", "וואטסאפ {}"}, emailT: []string{"דוא\"ל: {}", "מייל {}"}, cardT: []string{"מספר כרטיס אשראי {}"},
		filler: []string{"החבילה לא הגיעה.", "אפשר להחליף מידה?"},
		keeps: []func() string{
			func() string { return "מספר הזמנה " + dnz(8) },
			func() string { return "מחיר " + price("₪", 10+rn(5000), ",", false) + ".90" },
			func() string { return "ת.ז. " + ilID() },
			func() string { return "מיקוד " + dnz(7) },
			func() string { return "מספר משלוח IL" + d(9) },
			func() string { return "חשבון בנק 12-" + d(3) + "-" + d(6) },
		}}
	locs["ir"] = &Loc{sep: " ", rtl: true, greet: []string{"سلام وقت بخیر،", "مشتری گرامی،", "درود،"}, close: []string{"ممنون.", "با تشکر."},
		phoneT: []string{"تلفن همراه: {}", "شماره تماس {}", "موبایل {}", "واتساپ {}", "تلفن {}"}, emailT: []string{"ایمیل {}", "پست الکترونیک: {}"}, cardT: []string{"Visa {}"},
		filler: []string{"سفارش هنوز نرسیده.", "لطفاً پیگیری کنید."},
		keeps: []func() string{
			func() string { return "کد ملی " + conv(irID(), FA) },
			func() string { return "کد پستی " + conv(dnz(10), FA) },
			func() string { return "شماره سفارش " + conv(dnz(8), FA) },
			func() string {
				return "مبلغ " + conv(price("", 10000*(1+rn(900)), "٬", false), FA) + " تومان"
			},
			func() string {
				return fmt.Sprintf("تاریخ %s/%s/%s", conv("140"+d(1), FA), conv(fmt.Sprintf("%02d", 1+rn(12)), FA), conv(fmt.Sprintf("%02d", 1+rn(29)), FA))
			},
			func() string { return "شماره پیگیری مرسوله " + conv(dnz(20), FA) },
			func() string { return "شبا IR" + d(24) },
		}}
	locs["tr"] = &Loc{sep: " ", greet: []string{"Merhaba,", "Sayın müşterimiz,", "İyi günler,"}, close: []string{"Teşekkürler.", "İyi çalışmalar."},
		phoneT: []string{"Cep: {}", "telefon numaram {}", "GSM {}", "WhatsApp {}", "İletişim: {}"}, emailT: []string{"e-posta: {}", "mail adresim {}"}, cardT: []string{"kart numarası {}"},
		filler: []string{"Kargo hâlâ gelmedi.", "İade talebim var."},
		keeps: []func() string{
			func() string { return "Sipariş no: " + dnz(10) },
			func() string { return "Fiyat " + price("₺", 100+rn(50000), ".", false) + ",90" },
			func() string { return "TC Kimlik No " + trID() },
			func() string { return "Yurtiçi Kargo takip no " + dnz(12) },
			func() string {
				return "IBAN TR" + d(2) + " 0006 " + d(4) + " " + d(4) + " " + d(4) + " " + d(4) + " " + d(2)
			},
			func() string { return "Posta kodu " + dnz(5) },
			func() string { return "Kupon kodu INDIRIM" + d(2) },
		}}
}

func isAlnumR(c rune) bool {
	return c < 128 && isAlnum(byte(c)) || unicode.IsDigit(c) || c >= 'Ａ' && c <= 'ｚ'
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// insertAt inserts text at byte offset m, shifting spans recorded after it.
func (b *B) insertAt(m int, s string) {
	q := b.sb.String()
	b.sb.Reset()
	b.sb.WriteString(q[:m] + s + q[m:])
	for i := range b.ps {
		if b.ps[i].a >= m {
			b.ps[i].a += len(s)
			b.ps[i].b += len(s)
		}
	}
	for i := range b.ks {
		if b.ks[i].a >= m {
			b.ks[i].a += len(s)
			b.ks[i].b += len(s)
		}
	}
}

func randLetters(n int) string {
	const a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	b := make([]byte, n)
	for i := range b {
		b[i] = a[rn(len(a))]
	}
	return string(b)
}

var locOrder = []string{"jp", "kr", "cn", "tw", "hk", "th", "vn", "id", "my", "ph", "in", "pk", "bd", "sa", "ae", "eg", "lv", "il", "ir", "tr"}

var channels = []string{"chat", "delivery", "order", "booking", "support"}

func (b *B) sepOf(l *Loc) {
	if l.sep != "" {
		b.t(l.sep)
	}
}

// wrap a value for RTL text: sometimes LRM/RLM marks around it
func rtlWrap(l *Loc, b *B, fn func()) {
	if l.rtl && chance(0.3) {
		b.t("\u200e")
		fn()
		b.t("\u200f")
		return
	}
	fn()
}

func genRec(loc string, clean bool) Rec {
	l := locs[loc]
	b := &B{}
	b.t(pick(l.greet...))
	b.sepOf(l)
	type item func()
	var items []item
	addKeep := func() {
		items = append(items, func() { b.k(l.keeps[rn(len(l.keeps))]()) })
	}
	if clean {
		n := 2 + rn(3)
		for i := 0; i < n; i++ {
			addKeep()
		}
		items = append(items, func() { b.t(pick(l.filler...)) })
	} else {
		n := 1 + rn(3)
		if chance(0.15) {
			n = 4 + rn(2)
		}
		for i := 0; i < n; i++ {
			x := rn(100)
			switch {
			case x < 58:
				items = append(items, func() { b.tpl(pick(l.phoneT...), func() { rtlWrap(l, b, func() { b.p("phone", phoneIn(loc)) }) }) })
			case x < 85:
				items = append(items, func() {
					e := emailIn(loc)
					idn := strings.HasPrefix(e, "\x00")
					e = strings.TrimPrefix(e, "\x00")
					b.tpl(pick(l.emailT...), func() {
						if idn && l.sep == "" {
							b.t(" ")
							b.p("email", e)
							b.t(" ")
						} else {
							b.p("email", e)
						}
					})
				})
			default:
				items = append(items, func() {
					c, _ := cardNum()
					if loc == "jp" && chance(0.15) {
						c = conv(c, FW)
					}
					b.tpl(pick(l.cardT...), func() { b.p("credit_card", c) })
				})
			}
		}
		for i := rn(3); i > 0; i-- {
			addKeep()
		}
		if chance(0.3) {
			items = append(items, func() { b.t(pick(l.filler...)) })
		}
	}
	r.Shuffle(len(items), func(i, j int) { items[i], items[j] = items[j], items[i] })
	for i, it := range items {
		if i > 0 {
			b.sepOf(l)
			if l.sep == "" && chance(0.3) {
				b.t("\n")
			}
		}
		if l.sep == "" {
			// two ASCII letters/digits glued across items would be ambiguous to a
			// human reader too: mark the boundary as the locale would ("。")
			mark := b.sb.Len()
			it()
			q := b.sb.String()
			lr, _ := utf8.DecodeLastRuneInString(q[:mark])
			fr, _ := utf8.DecodeRuneInString(q[mark:])
			if mark > 0 && mark < len(q) && isAlnumR(lr) && isAlnumR(fr) {
				b.insertAt(mark, pick("。", " ", "、"))
			}
			continue
		}
		it()
	}
	b.sepOf(l)
	b.t(pick(l.close...))
	kind := loc + "_" + channels[rn(len(channels))]
	if clean {
		kind = loc + "_clean"
	}
	return b.rec(clean, kind)
}

func (b *B) rec(clean bool, kind string) Rec {
	rec := Rec{Q: b.sb.String(), PII: b.pii, Keep: b.keep, Clean: clean, Kind: kind}
	if rec.PII == nil {
		rec.PII = []PII{}
	}
	if rec.Keep == nil {
		rec.Keep = []string{}
	}
	return rec
}

// rare families: US-related contexts (expats, US-issued cards, API support)
func genRare(i int) Rec {
	b := &B{}
	switch i % 4 {
	case 0:
		loc := pick("ph", "in", "kr", "jp")
		switch loc {
		case "ph":
			b.t("Hi po, for my US tax form, SSN ko ay ")
		case "in":
			b.t("Hello, H1B paperwork: my SSN ")
		case "kr":
			b.t("미국 세금 신고용 SSN ")
		default:
			b.t("米国の確定申告用、SSN：")
		}
		b.p("ssn", ssn())
		b.t(pick("。 ", ". ", " 입니다. "))
		b.tpl(pick("Contact {}.", "携帯 {}", "연락처 {}"), func() { b.p("phone", phoneIn(loc)) })
		if chance(0.5) {
			b.t(" ")
			b.k("Order ID " + dnz(3) + "-" + d(7) + "-" + d(7))
		}
		return b.rec(false, "us_ssn_expat")
	case 1:
		b.t(pick("API連携でエラーになります。リクエスト：", "接口报错，请求头：", "Lỗi 401 khi gọi API, header: ", "خطأ في الـ API، الهيدر: "))
		b.t("Authorization: Bearer ")
		b.p("bearer", bearerTok())
		b.t(" ")
		b.k("merchant_id=" + dnz(9))
		return b.rec(false, "api_bearer")
	case 2:
		b.t(pick("ログイン後のトークン ", "token của em: ", "登录返回的 id_token=", "התוקן שקיבלתי: "))
		b.p("jwt", jwt())
		b.t(" ")
		b.k("order_no=" + dnz(12))
		return b.rec(false, "api_jwt")
	default:
		b.t(pick("Card on file ", "カード ", "بطاقة "))
		c, _ := cardNum()
		b.p("credit_card", c)
		b.t(pick(" 有効期限 ", " exp ", " انتهاء "))
		b.t(fmt.Sprintf("%02d/%02d", 1+rn(12), 27+rn(4)))
		b.t(" ")
		b.k("booking ref " + randLetters(6))
		return b.rec(false, "card_exp")
	}
}

func validate(rec Rec, b *B) {}

func check(rec Rec) error {
	for _, p := range rec.PII {
		if !strings.Contains(rec.Q, p.V) {
			return fmt.Errorf("pii not in q: %q", p.V)
		}
		switch p.F {
		case "email", "phone", "ssn", "jwt", "bearer", "credit_card":
		default:
			return fmt.Errorf("bad family %s", p.F)
		}
		if p.F == "credit_card" {
			var digs []rune
			for _, c := range p.V {
				if c >= '０' && c <= '９' {
					c = '0' + c - '０'
				}
				if c >= '0' && c <= '9' {
					digs = append(digs, c)
				}
			}
			if !luhnOK(string(digs)) {
				return fmt.Errorf("luhn %q", p.V)
			}
		}
	}
	for _, k := range rec.Keep {
		if len(k) < 6 {
			return fmt.Errorf("short keep %q", k)
		}
		// keep must not overlap any pii occurrence
		for i := 0; ; {
			j := strings.Index(rec.Q[i:], k)
			if j < 0 {
				break
			}
			a, e := i+j, i+j+len(k)
			for _, p := range rec.PII {
				for s := 0; ; {
					t := strings.Index(rec.Q[s:], p.V)
					if t < 0 {
						break
					}
					pa, pe := s+t, s+t+len(p.V)
					if pa < e && a < pe {
						return fmt.Errorf("keep %q overlaps pii %q", k, p.V)
					}
					s = pa + 1
				}
			}
			i = a + 1
		}
		for _, p := range rec.PII {
			if strings.Contains(p.V, k) || strings.Contains(k, p.V) {
				return fmt.Errorf("containment %q %q", k, p.V)
			}
		}
	}
	if rec.Clean && len(rec.PII) > 0 {
		return fmt.Errorf("clean with pii")
	}
	return nil
}

func main() {
	var recs []Rec
	// ~2000 PII, ~1000 clean, spread over locales
	for i := 0; i < 1900; i++ {
		recs = append(recs, genRec(locOrder[i%len(locOrder)], false))
	}
	for i := 0; i < 100; i++ {
		recs = append(recs, genRare(i))
	}
	for i := 0; i < 1000; i++ {
		recs = append(recs, genRec(locOrder[i%len(locOrder)], true))
	}
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
	w, err := os.Create("corpus.ndjson")
	if err != nil {
		panic(err)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	counts := map[string]int{}
	bad := 0
	for _, rec := range recs {
		if err := check(rec); err != nil {
			fmt.Fprintln(os.Stderr, "BAD:", err, rec.Q)
			bad++
			continue
		}
		for _, p := range rec.PII {
			counts[p.F]++
		}
		if rec.Clean {
			counts["#clean"]++
		}
		counts["#keep"] += len(rec.Keep)
		enc.Encode(rec)
	}
	w.Close()
	var ks []string
	for k := range counts {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Println(k, counts[k])
	}
	fmt.Println("records", len(recs)-bad, "bad", bad)
}
