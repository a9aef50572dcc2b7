package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// ---------- small helpers ----------

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.Intn(len(xs))] }

func digits(r *rand.Rand, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + r.Intn(10)))
	}
	return sb.String()
}

// digits whose first digit is nonzero
func digitsNZ(r *rand.Rand, n int) string {
	return string(byte('1'+r.Intn(9))) + digits(r, n-1)
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const b64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
const hexd = "0123456789abcdef"
const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

func randFrom(r *rand.Rand, set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// random token that certainly has digits and capitals
func randTok(r *rand.Rand, n int) string {
	for {
		s := randFrom(r, alnum, n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 3 && u >= 3 {
			return s
		}
	}
}

func hex(r *rand.Rand, n int) string { return randFrom(r, hexd, n) }

// ---------- e-mail ----------

var firstNames = map[string][]string{
	"en": {"james", "emily", "michael", "sarah", "david", "jessica", "ryan", "olivia"},
	"de": {"lukas", "anna", "jonas", "lea", "felix", "sophie", "maximilian", "katrin"},
	"fr": {"camille", "louis", "chloe", "hugo", "manon", "julien", "lea", "antoine"},
	"es": {"javier", "lucia", "carlos", "maria", "alejandro", "sofia", "pablo", "elena"},
	"pt": {"joao", "ana", "pedro", "beatriz", "rafael", "mariana", "tiago", "larissa"},
	"it": {"marco", "giulia", "luca", "francesca", "matteo", "chiara", "alessandro", "sara"},
	"nl": {"daan", "emma", "sem", "julia", "lars", "sanne", "bram", "fleur"},
	"pl": {"jakub", "zuzanna", "kacper", "julia", "mateusz", "aleksandra", "piotr", "magda"},
	"tr": {"mehmet", "ayse", "mustafa", "zeynep", "emre", "elif", "burak", "selin"},
	"ru": {"dmitry", "anna", "sergey", "olga", "alexey", "ekaterina", "ivan", "natalia"},
	"ja": {"takeshi", "yuki", "hiroshi", "sakura", "kenji", "aiko", "daisuke", "mei"},
	"zh": {"wei", "fang", "lei", "jing", "hao", "xiaoming", "yan", "li"},
	"ko": {"minjun", "seoyeon", "jihoon", "jiwoo", "hyunwoo", "soyeon", "dongh", "yuna"},
	"ar": {"ahmed", "fatima", "omar", "layla", "khaled", "mariam", "youssef", "noor"},
	"hi": {"rahul", "priya", "amit", "sneha", "vikram", "ananya", "arjun", "pooja"},
}
var lastNames = map[string][]string{
	"en": {"smith", "johnson", "walker", "bennett", "carter", "hughes"},
	"de": {"mueller", "schmidt", "schneider", "fischer", "weber", "wagner"},
	"fr": {"martin", "bernard", "dubois", "lefebvre", "moreau", "laurent"},
	"es": {"garcia", "fernandez", "lopez", "martinez", "sanchez", "romero"},
	"pt": {"silva", "santos", "oliveira", "souza", "pereira", "costa"},
	"it": {"rossi", "russo", "ferrari", "esposito", "bianchi", "romano"},
	"nl": {"devries", "jansen", "bakker", "visser", "smit", "meijer"},
	"pl": {"nowak", "kowalski", "wisniewski", "wojcik", "kaminska", "lewandowski"},
	"tr": {"yilmaz", "kaya", "demir", "sahin", "celik", "aydin"},
	"ru": {"ivanov", "smirnova", "kuznetsov", "popova", "sokolov", "volkova"},
	"ja": {"tanaka", "suzuki", "sato", "watanabe", "yamamoto", "nakamura"},
	"zh": {"wang", "zhang", "liu", "chen", "yang", "zhao"},
	"ko": {"kim", "lee", "park", "choi", "jung", "kang"},
	"ar": {"alsaleh", "hassan", "mansour", "haddad", "nasser", "farouk"},
	"hi": {"sharma", "patel", "gupta", "singh", "iyer", "reddy"},
}
var mailDomains = map[string][]string{
	"en": {"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "brightline-analytics.com", "harborfreight-logistics.co.uk"},
	"de": {"web.de", "gmx.de", "t-online.de", "posteo.de", "nordwerk-logistik.de"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "wanadoo.fr", "atelier-durand.fr"},
	"es": {"gmail.com", "hotmail.es", "telefonica.net", "grupo-iberia-transportes.es"},
	"pt": {"uol.com.br", "terra.com.br", "sapo.pt", "gmail.com", "mercadinho-central.com.br"},
	"it": {"libero.it", "virgilio.it", "alice.it", "tiscali.it", "officine-rossi.it"},
	"nl": {"ziggo.nl", "kpnmail.nl", "xs4all.nl", "vandenberg-bouw.nl"},
	"pl": {"wp.pl", "onet.pl", "interia.pl", "o2.pl", "kowalski-serwis.pl"},
	"tr": {"gmail.com", "hotmail.com.tr", "yandex.com.tr", "ozturk-lojistik.com.tr"},
	"ru": {"yandex.ru", "mail.ru", "rambler.ru", "bk.ru", "severtrans.ru"},
	"ja": {"yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "nifty.com", "sakura-shoji.co.jp"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com", "huaxin-tech.cn"},
	"ko": {"naver.com", "daum.net", "hanmail.net", "kakao.com", "hanbit-soft.co.kr"},
	"ar": {"gmail.com", "hotmail.com", "emirates.net.ae", "alrajhi-trading.sa"},
	"hi": {"gmail.com", "rediffmail.com", "yahoo.co.in", "sharma-exports.in"},
}

func email(r *rand.Rand, lang string) string {
	f := pick(r, firstNames[lang])
	l := pick(r, lastNames[lang])
	d := pick(r, mailDomains[lang])
	switch r.Intn(6) {
	case 0:
		return f + "." + l + "@" + d
	case 1:
		return f[:1] + l + "@" + d
	case 2:
		return f + "_" + l + fmt.Sprint(r.Intn(90)+10) + "@" + d
	case 3:
		return f + l + fmt.Sprint(1970+r.Intn(36)) + "@" + d
	case 4:
		return f + "." + l + "+" + pick(r, []string{"billing", "jira", "github", "aws"}) + "@" + d
	default:
		return l + "." + f + "@" + d
	}
}

// ---------- phones ----------

var langCountries = map[string][]string{
	"en": {"US", "US", "GB"}, "de": {"DE"}, "fr": {"FR"}, "es": {"ES", "MX"}, "pt": {"BR", "PT"},
	"it": {"IT"}, "nl": {"NL"}, "pl": {"PL"}, "tr": {"TR"}, "ru": {"RU"}, "ja": {"JP"},
	"zh": {"CN"}, "ko": {"KR"}, "ar": {"SA", "AE", "EG"}, "hi": {"IN"},
}

func usExchange(r *rand.Rand) string {
	for {
		e := digitsNZ(r, 3)
		if e[0] < '2' || e == "555" || e[1:] == "11" {
			continue
		}
		return e
	}
}
func line4(r *rand.Rand) string {
	for {
		l := digits(r, 4)
		if l != "0000" {
			return l
		}
	}
}

// phone returns a phone number plausible for the country's plan, intl (+) or national.
func phone(r *rand.Rand, country string, intl bool) string {
	d := func(n int) string { return digits(r, n) }
	switch country {
	case "US":
		a := pick(r, []string{"212", "213", "305", "312", "415", "503", "617", "646", "702", "713", "737", "805", "917", "206", "404", "512", "615", "720", "773", "858"})
		e, l := usExchange(r), line4(r)
		if intl {
			return pick(r, []string{"+1 " + a + "-" + e + "-" + l, "+1 (" + a + ") " + e + "-" + l, "+1" + a + e + l, "+1 " + a + " " + e + " " + l})
		}
		return pick(r, []string{"(" + a + ") " + e + "-" + l, a + "-" + e + "-" + l, a + "." + e + "." + l})
	case "GB":
		if r.Intn(2) == 0 {
			m := "7" + pick(r, []string{"4", "5", "7", "8", "9"}) + d(2)
			rest := d(6)
			if intl {
				return "+44 " + m + " " + rest
			}
			return "0" + m + " " + rest
		}
		a := pick(r, []string{"20 7", "20 3", "20 8", "161 4", "121 4", "131 2"})
		var rest string
		if strings.HasPrefix(a, "20") {
			rest = a + d(3) + " " + d(4)
		} else {
			rest = a + d(2) + " " + d(4)
		}
		if intl {
			return "+44 " + rest
		}
		return "0" + rest
	case "DE":
		if r.Intn(2) == 0 {
			p := pick(r, []string{"151", "152", "157", "160", "162", "170", "171", "172", "175", "176", "177", "179"})
			n := 7
			if p[0] == '1' && p[1] == '5' {
				n = 8
			}
			if p == "176" || p == "179" {
				n = 8
			}
			s := d(n)
			if intl {
				return pick(r, []string{"+49 " + p + " " + s, "+49 (0)" + p + " " + s, "+49" + p + s})
			}
			return pick(r, []string{"0" + p + " " + s, "0" + p + "/" + s, "0" + p + "-" + s})
		}
		a := pick(r, []string{"30", "89", "40", "221", "69", "711", "211"})
		n := 10 - len(a)
		s := digitsNZ(r, n)
		if intl {
			return "+49 " + a + " " + s
		}
		return pick(r, []string{"0" + a + " " + s, "(0" + a + ") " + s, "0" + a + "/" + s, "0" + a + " " + s[:3] + " " + s[3:]})
	case "FR":
		p := pick(r, []string{"1", "2", "3", "4", "5", "6", "6", "7"})
		g := []string{d(2), d(2), d(2), d(2)}
		if intl {
			return pick(r, []string{"+33 " + p + " " + strings.Join(g, " "), "+33 (0)" + p + " " + strings.Join(g, " "), "+33" + p + strings.Join(g, "")})
		}
		return pick(r, []string{"0" + p + " " + strings.Join(g, " "), "0" + p + "." + strings.Join(g, "."), "0" + p + strings.Join(g, "")})
	case "ES":
		var n string
		if r.Intn(2) == 0 {
			n = "6" + d(8)
		} else {
			n = pick(r, []string{"91", "93", "96", "95"}) + digitsNZ(r, 7)
		}
		sp := n[:3] + " " + n[3:6] + " " + n[6:]
		if n[0] == '9' && r.Intn(2) == 0 {
			sp = n[:2] + " " + n[2:5] + " " + n[5:7] + " " + n[7:]
		}
		if intl {
			return pick(r, []string{"+34 " + sp, "+34" + n, "+34 " + n})
		}
		return sp
	case "MX":
		n := pick(r, []string{"55", "33", "81"}) + digitsNZ(r, 8)
		if intl {
			return pick(r, []string{"+52 " + n[:2] + " " + n[2:6] + " " + n[6:], "+52 1 " + n[:2] + " " + n[2:6] + " " + n[6:]})
		}
		return n[:2] + " " + n[2:6] + " " + n[6:]
	case "PT":
		n := pick(r, []string{"91", "92", "93", "96", "21", "22"}) + digitsNZ(r, 7)
		sp := n[:3] + " " + n[3:6] + " " + n[6:]
		if intl {
			return "+351 " + sp
		}
		return sp
	case "BR":
		ddd := pick(r, []string{"11", "21", "31", "41", "51", "61", "71", "81", "19", "48"})
		if r.Intn(3) > 0 {
			m := "9" + digitsNZ(r, 4)
			l := d(4)
			if intl {
				return pick(r, []string{"+55 " + ddd + " " + m + "-" + l, "+55 (" + ddd + ") " + m + "-" + l, "+55" + ddd + m + l})
			}
			return "(" + ddd + ") " + m + "-" + l
		}
		f := pick(r, []string{"2", "3", "4"}) + d(3)
		l := d(4)
		if intl {
			return "+55 " + ddd + " " + f + "-" + l
		}
		return "(" + ddd + ") " + f + "-" + l
	case "IT":
		if r.Intn(2) == 0 {
			n := "3" + pick(r, []string{"20", "28", "33", "35", "38", "39", "40", "47", "48", "49", "66", "80", "92"}) + digitsNZ(r, 7)
			sp := n[:3] + " " + n[3:6] + " " + n[6:]
			if intl {
				return pick(r, []string{"+39 " + sp, "+39 " + n, "+39" + n})
			}
			return pick(r, []string{sp, n[:3] + " " + n[3:], n[:3] + "-" + n[3:]})
		}
		a := pick(r, []string{"06", "02"})
		n := a + digitsNZ(r, 8)
		sp := a + " " + n[2:6] + " " + n[6:]
		if intl {
			return "+39 " + sp
		}
		return sp
	case "NL":
		if r.Intn(2) == 0 {
			s := digitsNZ(r, 8)
			if intl {
				return pick(r, []string{"+31 6 " + s, "+31 (0)6 " + s, "+316" + s})
			}
			return pick(r, []string{"06-" + s, "06 " + s, "06 " + s[:2] + " " + s[2:4] + " " + s[4:6] + " " + s[6:]})
		}
		a := pick(r, []string{"20", "10", "70", "30"})
		s := digitsNZ(r, 7)
		if intl {
			return "+31 " + a + " " + s[:3] + " " + s[3:]
		}
		return pick(r, []string{"0" + a + "-" + s, "0" + a + " " + s[:3] + " " + s[3:]})
	case "PL":
		if r.Intn(3) > 0 {
			n := pick(r, []string{"5", "6", "7", "8"}) + digitsNZ(r, 8)
			sp := n[:3] + " " + n[3:6] + " " + n[6:]
			if intl {
				return pick(r, []string{"+48 " + sp, "+48" + n, "+48 " + n[:3] + "-" + n[3:6] + "-" + n[6:]})
			}
			return pick(r, []string{sp, n[:3] + "-" + n[3:6] + "-" + n[6:]})
		}
		a := pick(r, []string{"22", "12", "61", "71", "58"})
		s := digitsNZ(r, 7)
		if intl {
			return "+48 " + a + " " + s[:3] + " " + s[3:5] + " " + s[5:]
		}
		return a + " " + s[:3] + " " + s[3:5] + " " + s[5:]
	case "TR":
		a := pick(r, []string{"532", "533", "535", "505", "542", "544", "555", "212", "216", "312"})
		s := digitsNZ(r, 7)
		g := s[:3] + " " + s[3:5] + " " + s[5:]
		if intl {
			return pick(r, []string{"+90 " + a + " " + g, "+90 (" + a + ") " + g, "+90" + a + s})
		}
		return pick(r, []string{"0" + a + " " + g, "0 (" + a + ") " + g, "0" + a + " " + s[:3] + " " + s[3:]})
	case "RU":
		a := pick(r, []string{"912", "915", "916", "926", "903", "985", "495", "499", "812"})
		s := digitsNZ(r, 7)
		g := s[:3] + "-" + s[3:5] + "-" + s[5:]
		if intl {
			return pick(r, []string{"+7 " + a + " " + g, "+7 (" + a + ") " + g, "+7" + a + s, "+7 " + a + " " + s[:3] + " " + s[3:5] + " " + s[5:]})
		}
		return pick(r, []string{"8 (" + a + ") " + g, "8-" + a + "-" + g, "8 " + a + " " + s[:3] + " " + s[3:5] + " " + s[5:]})
	case "JP":
		if r.Intn(2) == 0 {
			p := pick(r, []string{"90", "80", "70"})
			s1, s2 := digitsNZ(r, 4), d(4)
			if intl {
				return "+81 " + p + "-" + s1 + "-" + s2
			}
			return pick(r, []string{"0" + p + "-" + s1 + "-" + s2, "0" + p + " " + s1 + " " + s2, "0" + p + "(" + s1 + ")" + s2})
		}
		a := pick(r, []string{"3", "6"})
		s1, s2 := digitsNZ(r, 4), d(4)
		if intl {
			return "+81 " + a + "-" + s1 + "-" + s2
		}
		return "0" + a + "-" + s1 + "-" + s2
	case "CN":
		if r.Intn(3) > 0 {
			n := pick(r, []string{"138", "139", "135", "150", "158", "186", "188", "199", "177"}) + d(8)
			if intl {
				return pick(r, []string{"+86 " + n[:3] + " " + n[3:7] + " " + n[7:], "+86 " + n, "+86-" + n})
			}
			return pick(r, []string{n, n[:3] + " " + n[3:7] + " " + n[7:], n[:3] + "-" + n[3:7] + "-" + n[7:]})
		}
		a := pick(r, []string{"10", "21", "20", "755"})
		s := digitsNZ(r, 8)
		if intl {
			return "+86 " + a + " " + s
		}
		return "0" + a + "-" + s
	case "KR":
		if r.Intn(3) > 0 {
			s1, s2 := digitsNZ(r, 4), d(4)
			if intl {
				return pick(r, []string{"+82 10-" + s1 + "-" + s2, "+82 10 " + s1 + " " + s2, "+82-10-" + s1 + "-" + s2})
			}
			return pick(r, []string{"010-" + s1 + "-" + s2, "010 " + s1 + " " + s2})
		}
		s1, s2 := digitsNZ(r, 4), d(4)
		if intl {
			return "+82 2-" + s1 + "-" + s2
		}
		return "02-" + s1 + "-" + s2
	case "SA":
		s := pick(r, []string{"50", "53", "54", "55", "56", "59"}) + d(7)
		if intl {
			return pick(r, []string{"+966 " + s[:2] + " " + s[2:5] + " " + s[5:], "+966" + s})
		}
		return "0" + s[:2] + " " + s[2:5] + " " + s[5:]
	case "AE":
		s := pick(r, []string{"50", "52", "55", "56"}) + d(7)
		if intl {
			return "+971 " + s[:2] + " " + s[2:5] + " " + s[5:]
		}
		return "0" + s[:2] + " " + s[2:5] + " " + s[5:]
	case "EG":
		s := pick(r, []string{"10", "11", "12", "15"}) + d(8)
		if intl {
			return "+20 " + s[:2] + " " + s[2:6] + " " + s[6:]
		}
		return "0" + s[:2] + " " + s[2:6] + " " + s[6:]
	case "IN":
		s := pick(r, []string{"98", "99", "97", "96", "94", "91", "88", "80", "70", "63"}) + d(8)
		if intl {
			return pick(r, []string{"+91 " + s[:5] + " " + s[5:], "+91-" + s, "+91 " + s})
		}
		return pick(r, []string{s[:5] + " " + s[5:], "0" + s[:5] + " " + s[5:], s})
	}
	panic(country)
}

// ---------- SSN / ITIN ----------

func ssn(r *rand.Rand) string {
	for {
		a := 1 + r.Intn(899)
		if a == 666 {
			continue
		}
		g := 1 + r.Intn(99)
		s := 1 + r.Intn(9999)
		v := fmt.Sprintf("%03d-%02d-%04d", a, g, s)
		if v == "078-05-1120" || v == "219-09-9999" || strings.HasPrefix(v, "987-65-432") {
			continue
		}
		return v
	}
}

func itin(r *rand.Rand) string {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", r.Intn(100), pick(r, groups), 1+r.Intn(9999))
}

// ---------- cards ----------

func luhnComplete(prefix string, length int, r *rand.Rand) string {
	s := prefix + digits(r, length-len(prefix)-1)
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
	return s + string(byte('0'+(10-sum%10)%10))
}

func luhnOK(s string) bool {
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

type cardSpec struct {
	brand  string
	prefix func(r *rand.Rand) string
	length int
}

var cardSpecs = []cardSpec{
	{"visa", func(r *rand.Rand) string { return "4" + digits(r, 5) }, 16},
	{"visa", func(r *rand.Rand) string { return "4" + digits(r, 5) }, 16},
	{"visa13", func(r *rand.Rand) string { return "4" + digits(r, 5) }, 13},
	{"mc", func(r *rand.Rand) string { return fmt.Sprint(51+r.Intn(5)) + digits(r, 4) }, 16},
	{"mc2", func(r *rand.Rand) string { return fmt.Sprint(2221+r.Intn(500)) + digits(r, 2) }, 16},
	{"amex", func(r *rand.Rand) string { return pick(r, []string{"34", "37"}) + digits(r, 4) }, 15},
	{"discover", func(r *rand.Rand) string { return "6011" + digits(r, 2) }, 16},
	{"discover", func(r *rand.Rand) string { return "65" + digits(r, 4) }, 16},
	{"jcb", func(r *rand.Rand) string { return fmt.Sprint(3528+r.Intn(62)) + digits(r, 2) }, 16},
	{"diners", func(r *rand.Rand) string { return "36" + digits(r, 4) }, 14},
	{"unionpay", func(r *rand.Rand) string {
		return "62" + pick(r, []string{"2126", "2200", "2588", "1234"})[:2] + digits(r, 2)
	}, 16},
	{"unionpay19", func(r *rand.Rand) string { return "62" + digits(r, 4) }, 19},
	{"maestro", func(r *rand.Rand) string { return pick(r, []string{"6759", "5018", "5020", "6304"}) + digits(r, 2) }, 19},
	{"mir", func(r *rand.Rand) string { return "220" + fmt.Sprint(r.Intn(5)) + digits(r, 2) }, 16},
}

func cardNumber(r *rand.Rand) (string, string) {
	cs := pick(r, cardSpecs)
	n := luhnComplete(cs.prefix(r), cs.length, r)
	if !luhnOK(n) {
		panic("luhn")
	}
	// grouping
	switch cs.length {
	case 16:
		switch r.Intn(4) {
		case 0:
			return n, cs.brand
		case 1:
			return n[:4] + "-" + n[4:8] + "-" + n[8:12] + "-" + n[12:], cs.brand
		default:
			return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:], cs.brand
		}
	case 15:
		if r.Intn(2) == 0 {
			return n, cs.brand
		}
		return n[:4] + " " + n[4:10] + " " + n[10:], cs.brand
	case 14:
		if r.Intn(2) == 0 {
			return n, cs.brand
		}
		return n[:4] + " " + n[4:10] + " " + n[10:], cs.brand
	case 19:
		if r.Intn(2) == 0 {
			return n, cs.brand
		}
		return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:16] + " " + n[16:], cs.brand
	}
	return n, cs.brand
}

func maskedPAN(r *rand.Rand) string {
	switch r.Intn(4) {
	case 0:
		return pick(r, []string{"411111", "424242", "545454", "555555", "378282", "601111"}) + "******" + digits(r, 4)
	case 1:
		return "************" + digits(r, 4)
	case 2:
		return digits(r, 0) + pick(r, []string{"4", "5"}) + digits(r, 3) + " **** **** " + digits(r, 4)
	default:
		return "XXXX-XXXX-XXXX-" + digits(r, 4)
	}
}

// ---------- JWT ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt(r *rand.Rand) string {
	alg := pick(r, []string{"HS256", "RS256", "ES256"})
	var h string
	if r.Intn(2) == 0 {
		h = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	} else {
		h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, hex(r, 16))
	}
	iat := 1760000000 + r.Intn(20000000)
	p := fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d,"scope":"%s"}`, 100000+r.Intn(900000),
		pick(r, []string{"jdoe", "m.keller", "svc-billing", "a.tanaka"}), iat, iat+3600, pick(r, []string{"read:orders", "openid profile", "admin"}))
	sigLen := 43
	if alg != "HS256" {
		sigLen = pick(r, []int{86, 342})
	}
	return b64(h) + "." + b64(p) + "." + randFrom(r, b64url, sigLen)
}

// ---------- bearer / vendor secrets ----------

func bearerTok(r *rand.Rand) string {
	switch r.Intn(4) {
	case 0:
		return randTok(r, 32+r.Intn(32))
	case 1:
		return "ya29." + randFrom(r, b64url, 60+r.Intn(40))
	case 2:
		return randTok(r, 40) + "=="
	default:
		return hex(r, 8) + randTok(r, 24)
	}
}

func vendorSecret(r *rand.Rand) (string, string) { // value, env name
	switch r.Intn(8) {
	case 0:
		return "ghp_" + randTok(r, 36), "GITHUB_TOKEN"
	case 1:
		return "sk_live_" + randTok(r, 24+r.Intn(70)), "STRIPE_SECRET_KEY"
	case 2:
		return fmt.Sprintf("xoxb-%s-%s-%s", digitsNZ(r, 12), digitsNZ(r, 13), randTok(r, 24)), "SLACK_BOT_TOKEN"
	case 3:
		return "glpat-" + randTok(r, 20), "GITLAB_TOKEN"
	case 4:
		return "npm_" + randTok(r, 36), "NPM_TOKEN"
	case 5:
		return "github_pat_11" + randFrom(r, upper+"0123456789", 20) + "_" + randTok(r, 59), "GH_PAT"
	case 6:
		return "sk-proj-" + randFrom(r, b64url, 48) + randTok(r, 20), "OPENAI_API_KEY"
	default:
		return "hf_" + randTok(r, 34), "HF_TOKEN"
	}
}
