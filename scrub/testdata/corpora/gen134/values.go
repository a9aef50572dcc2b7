package main

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
)

const (
	dig   = "0123456789"
	lower = "abcdefghijklmnopqrstuvwxyz"
	upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	hexd  = "0123456789abcdef"
	an    = dig + lower + upper
	anDU  = an + "-_"
)

func pick(xs ...string) string { return xs[rnd.Intn(len(xs))] }
func from(xs []string) string  { return xs[rnd.Intn(len(xs))] }
func rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rnd.Intn(len(alpha))]
	}
	return string(b)
}
func nd(n int) string       { return rs(dig, n) }
func rng(a, b int) int      { return a + rnd.Intn(b-a+1) }
func chance(p float64) bool { return rnd.Float64() < p }

// uniq retries gen until it returns a value not used before in the corpus
// (the corpus check rejects repeats; this keeps generation from hitting it).
var reserved = map[string]bool{}

func uniq(gen func() string) string {
	for i := 0; i < 1000; i++ {
		v := gen()
		if !reserved[v] {
			reserved[v] = true
			return v
		}
	}
	panic("uniq: exhausted")
}

// ---------- names and e-mail ----------

var firstN = map[string][]string{
	"en": {"James", "Mary", "Robert", "Jennifer", "Michael", "Linda", "David", "Emily", "Daniel", "Sarah", "Kevin", "Rachel", "Tyler", "Megan", "Brandon", "Olivia", "Aisha", "Connor", "Priya", "Marcus", "Hannah", "Ethan", "Grace", "Noah"},
	"es": {"Carlos", "María", "Javier", "Lucía", "Alejandro", "Carmen", "Diego", "Sofía", "Pablo", "Valentina", "Andrés", "Isabel", "Mateo", "Camila"},
	"fr": {"Julien", "Camille", "Antoine", "Chloé", "Nicolas", "Léa", "Thomas", "Manon", "Guillaume", "Inès", "Mathieu", "Élodie"},
	"de": {"Lukas", "Anna", "Felix", "Lena", "Jonas", "Sophie", "Maximilian", "Laura", "Tobias", "Julia", "Florian", "Katharina"},
	"pt": {"João", "Ana", "Pedro", "Beatriz", "Lucas", "Mariana", "Rafael", "Juliana", "Gabriel", "Fernanda", "Thiago", "Larissa"},
	"hi": {"Rahul", "Priya", "Amit", "Sneha", "Vikram", "Anjali", "Rohan", "Pooja", "Arjun", "Kavya", "Sanjay", "Neha"},
	"zh": {"Wei", "Fang", "Lei", "Jing", "Hao", "Min", "Yang", "Li", "Jun", "Xiu", "Tao", "Yan"},
}
var lastN = map[string][]string{
	"en": {"Smith", "Johnson", "Williams", "Brown", "Garcia", "Miller", "Davis", "Wilson", "Anderson", "Thompson", "Nguyen", "Patel", "Okafor", "Kowalski", "O'Brien", "Reyes", "Fischer", "Hughes", "Coleman", "Barnes"},
	"es": {"García", "Rodríguez", "Martínez", "López", "Sánchez", "Pérez", "Gómez", "Fernández", "Díaz", "Torres", "Ruiz", "Navarro", "Herrera", "Castillo"},
	"fr": {"Martin", "Bernard", "Dubois", "Moreau", "Laurent", "Lefèvre", "Girard", "Fontaine", "Rousseau", "Mercier", "Chevalier", "Lambert"},
	"de": {"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Schäfer", "Koch", "Wagner", "Zimmermann", "Krüger"},
	"pt": {"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida", "Carvalho", "Ferreira", "Ribeiro", "Gomes"},
	"hi": {"Sharma", "Verma", "Gupta", "Iyer", "Reddy", "Nair", "Mehta", "Singh", "Kapoor", "Joshi", "Agarwal", "Banerjee"},
	"zh": {"Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun"},
}
var zhNames = []string{"王伟", "李娜", "张敏", "刘洋", "陈静", "杨磊", "黄丽", "赵军", "吴芳", "周涛", "徐燕", "孙浩"}

var mailDom = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "proton.me", "comcast.net", "btinternet.com", "acmecorp.com", "northwind-traders.com", "brightlane.io", "kestrelhealth.org", "fabrikam.co.uk", "sbcglobal.net", "me.com", "bigpond.com"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es", "prodigy.net.mx", "yahoo.com.mx", "hotmail.com.ar", "grupobimbo.com.mx"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "bouyguestelecom.fr", "yahoo.fr"},
	"de": {"web.de", "gmx.de", "t-online.de", "gmx.net", "posteo.de", "mailbox.org", "gmail.com", "freenet.de"},
	"pt": {"uol.com.br", "bol.com.br", "terra.com.br", "sapo.pt", "gmail.com", "hotmail.com.br", "ig.com.br", "outlook.pt"},
	"hi": {"rediffmail.com", "gmail.com", "yahoo.co.in", "hotmail.com", "outlook.com", "infosys.com", "tcs.com"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com", "139.com"},
}

var translit = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ñ", "n", "ç", "c", "ã", "a", "õ", "o", "ê", "e", "è", "e", "ë", "e", "ï", "i", "ô", "o", "ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "É", "e", "'", "", "â", "a")

func asciiName(s string) string { return translit.Replace(strings.ToLower(s)) }

func fullName(lang string) string {
	if lang == "zh" && chance(0.5) {
		return from(zhNames)
	}
	return from(firstN[lang]) + " " + from(lastN[lang])
}

func email(lang string) string {
	return uniq(func() string {
		f, l := asciiName(from(firstN[lang])), asciiName(from(lastN[lang]))
		var local string
		switch rnd.Intn(9) {
		case 0:
			local = f + "." + l
		case 1:
			local = f[:1] + l
		case 2:
			local = f + "_" + l + nd(2)
		case 3:
			local = f + l + nd(rng(2, 4))
		case 4:
			local = f + "." + l[:1]
		case 5:
			local = l + "." + f
		case 6:
			local = f + "-" + l
		case 7:
			local = f + "+" + pick("orders", "news", "shop", "work", "bills")
		default:
			local = f + "." + l + nd(2)
		}
		if lang == "zh" && chance(0.35) {
			local = fmt.Sprint(rng(1, 9)) + nd(rng(7, 9)) // QQ number
		}
		d := from(mailDom[lang])
		if chance(0.07) {
			local = strings.ToUpper(local[:1]) + local[1:]
		}
		return local + "@" + d
	})
}

// ---------- phones ----------

var usArea = []string{"212", "646", "917", "718", "312", "773", "415", "510", "650", "408", "206", "503", "303", "404", "512", "713", "214", "702", "617", "305", "602", "919", "704", "615", "801", "414", "612", "313"}
var caArea = []string{"416", "647", "604", "778", "514", "613", "403", "780", "902"}

func nxx() string {
	for {
		s := fmt.Sprint(rng(2, 9)) + nd(2)
		if s[1:] != "11" && s != "555" && s != "950" && s != "958" && s != "959" && s != "976" {
			return s
		}
	}
}

// country codes used for phones, 29 of them
var countries = []string{"US", "CA", "GB", "DE", "FR", "ES", "IT", "PT", "BR", "MX", "AR", "CO", "CL", "IN", "CN", "JP", "KR", "AU", "NL", "BE", "CH", "AT", "PL", "SE", "IE", "SG", "ZA", "TR", "NG", "AE", "PH"}

// phone returns a number of country cc; intl chooses the +CC form, else the
// national form a person of that country writes.
func phone(cc string, intl bool) string {
	return uniq(func() string { return phone1(cc, intl) })
}

func phone1(cc string, intl bool) string {
	switch cc {
	case "US", "CA":
		a := from(usArea)
		if cc == "CA" {
			a = from(caArea)
		}
		x, l := nxx(), nd(4)
		if intl {
			return pick("+1 ("+a+") "+x+"-"+l, "+1-"+a+"-"+x+"-"+l, "+1 "+a+" "+x+" "+l, "+1"+a+x+l, "+1."+a+"."+x+"."+l)
		}
		return pick("("+a+") "+x+"-"+l, a+"-"+x+"-"+l, a+"."+x+"."+l, "1-"+a+"-"+x+"-"+l, "("+a+")"+x+"-"+l, "1 ("+a+") "+x+"-"+l)
	case "GB":
		if chance(0.6) {
			m := "7" + pick("4", "5", "7", "8", "9") + nd(2) + nd(6)
			if strings.HasPrefix(m, "7700") {
				m = "7911" + m[4:]
			}
			if intl {
				return pick("+44 "+m[:4]+" "+m[4:], "+44 (0)"+m[:4]+" "+m[4:], "+44"+m)
			}
			return "0" + m[:4] + " " + m[4:]
		}
		n := pick("7", "3", "8") + nd(3) + " " + nd(4)
		if intl {
			return "+44 20 " + n
		}
		return "020 " + n
	case "DE":
		if chance(0.6) {
			p := pick("151", "152", "157", "159", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179")
			n := nd(rng(7, 8))
			if intl {
				return pick("+49 "+p+" "+n, "+49 (0)"+p+" "+n, "+49"+p+n, "+49 "+p+" "+n[:3]+" "+n[3:])
			}
			return pick("0"+p+" "+n, "0"+p+"/"+n, "0"+p+"-"+n)
		}
		a := pick("30", "89", "40", "221", "69", "711", "211")
		n := fmt.Sprint(rng(2, 9)) + nd(9-len(a))
		if intl {
			return pick("+49 "+a+" "+n, "+49 (0)"+a+" "+n)
		}
		return pick("0"+a+" "+n, "0"+a+" / "+n, "0"+a+"-"+n)
	case "FR":
		d := pick("6", "7", "1", "4", "9") + nd(8)
		g := d[1:3] + " " + d[3:5] + " " + d[5:7] + " " + d[7:9]
		if intl {
			return pick("+33 "+d[:1]+" "+g, "+33 (0)"+d[:1]+" "+g, "+33"+d)
		}
		return pick("0"+d[:1]+" "+g, "0"+d[:1]+"."+strings.ReplaceAll(g, " ", "."), "0"+d)
	case "ES":
		if chance(0.7) {
			m := pick("6", "7") + nd(8)
			if intl {
				return pick("+34 "+m[:3]+" "+m[3:6]+" "+m[6:], "+34 "+m, "+34"+m)
			}
			return pick(m[:3]+" "+m[3:6]+" "+m[6:], m[:3]+" "+m[3:5]+" "+m[5:7]+" "+m[7:])
		}
		a := pick("91", "93", "95", "96")
		n := nd(7)
		if intl {
			return "+34 " + a + " " + n[:3] + " " + n[3:5] + " " + n[5:]
		}
		return a + " " + n[:3] + " " + n[3:5] + " " + n[5:]
	case "IT":
		m := "3" + pick("33", "47", "48", "49", "39", "20", "88") + nd(7)
		if intl {
			return pick("+39 "+m[:3]+" "+m[3:6]+" "+m[6:], "+39 "+m)
		}
		return pick(m[:3]+" "+m[3:], m[:3]+" "+m[3:6]+" "+m[6:])
	case "PT":
		m := "9" + pick("1", "2", "3", "6") + nd(7)
		if intl {
			return pick("+351 "+m[:3]+" "+m[3:6]+" "+m[6:], "+351"+m)
		}
		return m[:3] + " " + m[3:6] + " " + m[6:]
	case "BR":
		a := pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19")
		if chance(0.75) {
			n := "9" + fmt.Sprint(rng(6, 9)) + nd(3) + nd(4)
			if intl {
				return pick("+55 "+a+" "+n[:5]+"-"+n[5:], "+55 ("+a+") "+n[:5]+"-"+n[5:], "+55"+a+n)
			}
			return pick("("+a+") "+n[:5]+"-"+n[5:], "("+a+") "+n[:1]+" "+n[1:5]+"-"+n[5:], a+" "+n[:5]+"-"+n[5:])
		}
		n := fmt.Sprint(rng(2, 5)) + nd(7)
		if intl {
			return "+55 " + a + " " + n[:4] + "-" + n[4:]
		}
		return "(" + a + ") " + n[:4] + "-" + n[4:]
	case "MX":
		a := pick("55", "33", "81")
		n := nd(8)
		if intl {
			return pick("+52 "+a+" "+n[:4]+" "+n[4:], "+52 1 "+a+" "+n[:4]+" "+n[4:], "+52"+a+n)
		}
		return pick("("+a+") "+n[:4]+" "+n[4:], a+"-"+n[:4]+"-"+n[4:])
	case "AR":
		n := fmt.Sprint(rng(2, 6)) + nd(7)
		if intl {
			return pick("+54 9 11 "+n[:4]+"-"+n[4:], "+54 9 11 "+n[:4]+" "+n[4:], "+5491"+"1"+n)
		}
		return "011 15-" + n[:4] + "-" + n[4:]
	case "CO":
		m := "3" + pick("00", "01", "10", "12", "15", "20", "50") + nd(7)
		if intl {
			return pick("+57 "+m[:3]+" "+m[3:6]+" "+m[6:], "+57 "+m)
		}
		return m[:3] + " " + m[3:6] + " " + m[6:]
	case "CL":
		m := "9" + fmt.Sprint(rng(2, 9)) + nd(7)
		if intl {
			return pick("+56 9 "+m[1:5]+" "+m[5:], "+56"+m)
		}
		return "9 " + m[1:5] + " " + m[5:]
	case "IN":
		m := pick("9", "8", "7") + nd(9)
		if intl {
			return pick("+91 "+m[:5]+" "+m[5:], "+91-"+m, "+91"+m, "+91 "+m[:3]+" "+m[3:6]+" "+m[6:])
		}
		return pick("0"+m[:5]+" "+m[5:], m[:5]+" "+m[5:], m[:5]+"-"+m[5:])
	case "CN":
		if chance(0.75) {
			m := "1" + pick("38", "39", "50", "58", "86", "88", "35", "37", "77", "99") + nd(8)
			if intl {
				return pick("+86 "+m[:3]+" "+m[3:7]+" "+m[7:], "+86-"+m, "+86 "+m)
			}
			return pick(m[:3]+" "+m[3:7]+" "+m[7:], m[:3]+"-"+m[3:7]+"-"+m[7:])
		}
		n := fmt.Sprint(rng(5, 8)) + nd(7)
		if intl {
			return "+86 10 " + n[:4] + " " + n[4:]
		}
		return "010-" + n
	case "JP":
		if chance(0.6) {
			p := pick("90", "80", "70")
			n := nd(8)
			if intl {
				return pick("+81 "+p+"-"+n[:4]+"-"+n[4:], "+81 "+p+" "+n[:4]+" "+n[4:])
			}
			return "0" + p + "-" + n[:4] + "-" + n[4:]
		}
		n := nd(8)
		if intl {
			return "+81 3-" + n[:4] + "-" + n[4:]
		}
		return "03-" + n[:4] + "-" + n[4:]
	case "KR":
		n := fmt.Sprint(rng(2, 9)) + nd(7)
		if intl {
			return pick("+82 10-"+n[:4]+"-"+n[4:], "+82 10 "+n[:4]+" "+n[4:])
		}
		return "010-" + n[:4] + "-" + n[4:]
	case "AU":
		if chance(0.65) {
			m := "4" + pick("0", "1", "2", "3", "5", "7", "8") + nd(7)
			if intl {
				return pick("+61 "+m[:3]+" "+m[3:6]+" "+m[6:], "+61"+m)
			}
			return "0" + m[:3] + " " + m[3:6] + " " + m[6:]
		}
		a := pick("2", "3", "7", "8")
		n := fmt.Sprint(rng(8, 9)) + nd(7)
		if intl {
			return "+61 " + a + " " + n[:4] + " " + n[4:]
		}
		return "(0" + a + ") " + n[:4] + " " + n[4:]
	case "NL":
		n := nd(8)
		if intl {
			return pick("+31 6 "+n, "+31 6 "+n[:2]+" "+n[2:4]+" "+n[4:6]+" "+n[6:], "+31 20 "+n[:3]+" "+n[3:7])
		}
		return pick("06-"+n, "06 "+n)
	case "BE":
		m := "4" + pick("70", "71", "72", "75", "76", "77", "78", "79", "84", "85", "86", "88", "91", "92", "93", "94", "95", "96", "97", "98", "99") + nd(6)
		g := m[:3] + " " + m[3:5] + " " + m[5:7] + " " + m[7:]
		if intl {
			return "+32 " + g
		}
		return "0" + g
	case "CH":
		m := "7" + pick("6", "7", "8", "9") + nd(7)
		g := m[:2] + " " + m[2:5] + " " + m[5:7] + " " + m[7:]
		if intl {
			return "+41 " + g
		}
		return "0" + g
	case "AT":
		p := pick("664", "650", "660", "676", "699")
		n := nd(7)
		if intl {
			return "+43 " + p + " " + n
		}
		return "0" + p + " " + n
	case "PL":
		m := pick("5", "6", "7", "8") + nd(8)
		if intl {
			return pick("+48 "+m[:3]+" "+m[3:6]+" "+m[6:], "+48"+m)
		}
		return m[:3] + "-" + m[3:6] + "-" + m[6:]
	case "SE":
		m := "7" + pick("0", "2", "3", "6", "9") + nd(7)
		if intl {
			return "+46 " + m[:2] + " " + m[2:5] + " " + m[5:7] + " " + m[7:]
		}
		return "0" + m[:2] + "-" + m[2:5] + " " + m[5:7] + " " + m[7:]
	case "IE":
		m := "8" + pick("3", "5", "6", "7", "9") + nd(7)
		if intl {
			return "+353 " + m[:2] + " " + m[2:5] + " " + m[5:]
		}
		return "0" + m[:2] + " " + m[2:5] + " " + m[5:]
	case "SG":
		m := pick("8", "9") + nd(7)
		return "+65 " + m[:4] + " " + m[4:]
	case "ZA":
		m := pick("82", "83", "72", "73", "84", "61") + nd(7)
		if intl {
			return "+27 " + m[:2] + " " + m[2:5] + " " + m[5:]
		}
		return "0" + m[:2] + " " + m[2:5] + " " + m[5:]
	case "TR":
		m := "5" + pick("32", "33", "35", "42", "05", "55") + nd(7)
		if intl {
			return "+90 " + m[:3] + " " + m[3:6] + " " + m[6:8] + " " + m[8:]
		}
		return "0" + m[:3] + " " + m[3:6] + " " + m[6:8] + " " + m[8:]
	case "NG":
		m := pick("803", "806", "813", "816", "703", "706", "810", "905") + nd(7)
		if intl {
			return "+234 " + m[:3] + " " + m[3:6] + " " + m[6:]
		}
		return "0" + m[:3] + " " + m[3:6] + " " + m[6:]
	case "AE":
		m := "5" + pick("0", "2", "5", "6", "8") + nd(7)
		if intl {
			return "+971 " + m[:2] + " " + m[2:5] + " " + m[5:]
		}
		return "0" + m[:2] + " " + m[2:5] + " " + m[5:]
	case "PH":
		m := "9" + pick("17", "18", "19", "20", "27", "39", "55", "66") + nd(7)
		if intl {
			return "+63 " + m[:3] + " " + m[3:6] + " " + m[6:]
		}
		return "0" + m[:3] + " " + m[3:6] + " " + m[6:]
	}
	panic(cc)
}

func phoneAny() string {
	cc := from(countries)
	return phone(cc, cc == "SG" || chance(0.6))
}

// usPhoneDigits returns ten dialable NANP digits.
func usPhoneDigits() string {
	return uniq(func() string { return from(usArea) + nxx() + nd(4) })
}

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	for {
		a := rng(1, 899)
		if a == 666 {
			continue
		}
		g, s := rng(1, 99), rng(1, 9999)
		as, gs, ss := fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
		if as+gs+ss == "078051120" || as+gs+ss == "219099999" || (as == "987" && gs == "65") {
			continue
		}
		return as, gs, ss
	}
}

var itinGroups = func() []int {
	var g []int
	for i := 50; i <= 65; i++ {
		g = append(g, i)
	}
	for i := 70; i <= 88; i++ {
		g = append(g, i)
	}
	g = append(g, 90, 91, 92)
	for i := 94; i <= 99; i++ {
		g = append(g, i)
	}
	return g
}()

func itinParts() (string, string, string) {
	return fmt.Sprintf("9%02d", rng(0, 99)), fmt.Sprint(itinGroups[rnd.Intn(len(itinGroups))]), fmt.Sprintf("%04d", rng(1, 9999))
}

// ssn: style "-" dashed, "" bare, " " spaced, "." dotted
func ssnStyle(itin bool, sep string) string {
	return uniq(func() string {
		var a, g, s string
		if itin {
			a, g, s = itinParts()
		} else {
			a, g, s = ssnParts()
		}
		return a + sep + g + sep + s
	})
}
func ssn() string  { return ssnStyle(false, "-") }
func itin() string { return ssnStyle(true, "-") }

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

func luhnOK(n string) bool { return luhnDigit(n[:len(n)-1]) == n[len(n)-1] }

type issuer struct {
	name string
	pre  func() string
	lens []int
}

var issuers = []issuer{
	{"visa", func() string { return "4" + pick("147", "266", "532", "929", "024", "117", "388", "916", "539") }, []int{16, 16, 16, 16, 19}},
	{"mastercard", func() string {
		if chance(0.7) {
			return fmt.Sprint(rng(51, 55))
		}
		return fmt.Sprint(rng(2221, 2720))
	}, []int{16}},
	{"amex", func() string { return pick("34", "37") }, []int{15}},
	{"discover", func() string { return pick("6011", "644", "645", "649", "65") }, []int{16, 16, 19}},
	{"jcb", func() string { return fmt.Sprint(rng(3528, 3589)) }, []int{16, 16, 19}},
	{"diners", func() string { return pick("36", "300", "305", "38") }, []int{14}},
	{"unionpay", func() string { return "62" + pick("2126", "58", "17", "12", "84") }, []int{16, 17, 18, 19}},
	{"maestro", func() string { return pick("5018", "5020", "5038", "6304", "6759", "6761", "6763") }, []int{16, 17, 18, 19}},
	{"mir", func() string { return fmt.Sprint(rng(2200, 2204)) }, []int{16}},
	{"rupay", func() string { return pick("6080", "6521", "6522", "5085", "8170") }, []int{16}},
	{"troy", func() string { return "9792" }, []int{16}},
	{"elo", func() string { return pick("636368", "504175", "438935", "451416", "636297") }, []int{16}},
	{"hipercard", func() string { return "606282" }, []int{16}},
	{"verve", func() string { return fmt.Sprint(rng(506099, 506198)) }, []int{16, 19}},
}

func issuerByName(n string) issuer {
	for _, is := range issuers {
		if is.name == n {
			return is
		}
	}
	panic(n)
}

func cardDigits(name string, length int) string {
	is := issuerByName(name)
	return uniq(func() string {
		l := length
		if l == 0 {
			l = is.lens[rnd.Intn(len(is.lens))]
		}
		b := is.pre()
		b += nd(l - 1 - len(b))
		return b + string(luhnDigit(b))
	})
}

// cardFmt groups digits as printed on the card; sep "" keeps them plain.
func cardFmt(d, sep string) string {
	if sep == "" {
		return d
	}
	var g []int
	switch len(d) {
	case 14:
		g = []int{4, 6, 4}
	case 15:
		g = []int{4, 6, 5}
	case 16:
		g = []int{4, 4, 4, 4}
	case 17:
		g = []int{4, 4, 4, 5}
	case 18:
		g = []int{4, 4, 4, 6}
	case 19:
		if strings.HasPrefix(d, "62") && chance(0.4) {
			g = []int{6, 13}
		} else {
			g = []int{4, 4, 4, 4, 3}
		}
	default:
		return d
	}
	var parts []string
	i := 0
	for _, n := range g {
		parts = append(parts, d[i:i+n])
		i += n
	}
	return strings.Join(parts, sep)
}

var cardIss = []string{"visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro", "mir", "rupay", "troy", "elo", "hipercard", "verve", "visa", "mastercard", "amex", "visa"}
var cardCur int

// card returns a formatted card number, cycling the issuers.
func card() (string, string) {
	is := cardIss[cardCur%len(cardIss)]
	cardCur++
	d := cardDigits(is, 0)
	s := cardFmt(d, pick(" ", " ", "-", ""))
	reserved[s] = true
	return s, is
}

func cardOf(is, sep string) string {
	s := cardFmt(cardDigits(is, 0), sep)
	reserved[s] = true
	return s
}

// ---------- JWT ----------

var b64u = base64.RawURLEncoding

func jwtFor(sub, email string) string {
	return uniq(func() string {
		alg := pick("HS256", "RS256", "ES256", "RS256", "HS512")
		var h string
		switch rnd.Intn(3) {
		case 0:
			h = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
		case 1:
			h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, rs(an, 20))
		default:
			h = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
		}
		iat := 1735689600 + rnd.Intn(40000000)
		var p string
		switch rnd.Intn(4) {
		case 0:
			p = fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"exp":%d}`, sub, fullName("en"), iat, iat+3600)
		case 1:
			p = fmt.Sprintf(`{"iss":"https://auth.%s/","sub":"auth0|%s","aud":"https://api.%s","iat":%d,"exp":%d,"scope":"openid profile email"}`, pick("brightlane.io", "kestrelhealth.org", "acmecorp.com"), rs(hexd, 24), pick("brightlane.io", "shopwave.app"), iat, iat+86400)
		case 2:
			p = fmt.Sprintf(`{"user_id":%d,"email":"%s","role":"%s","exp":%d}`, rng(1000, 9999999), email, pick("admin", "customer", "agent"), iat+7200)
		default:
			p = fmt.Sprintf(`{"sub":"%s","tenant":"%s","roles":["reader"],"iat":%d,"exp":%d,"jti":"%s"}`, sub, rs(lower, 6), iat, iat+900, rs(hexd, 16))
		}
		n := 32
		switch alg {
		case "RS256":
			n = 256
		case "ES256":
			n = 64
		case "HS512":
			n = 64
		}
		sig := make([]byte, n)
		rnd.Read(sig)
		return b64u.EncodeToString([]byte(h)) + "." + b64u.EncodeToString([]byte(p)) + "." + b64u.EncodeToString(sig)
	})
}

func jwt() string { return jwtFor(fmt.Sprint(rng(100000, 99999999)), email("en")) }

// ---------- vendor keys ----------

type vendor struct {
	name, env string
	gen       func() string
}

func awsSecret() string { return rs(an+"/+", 40) }

var vendors = []vendor{
	{"OpenAI", "OPENAI_API_KEY", func() string { return "sk-proj-" + rs(anDU, 56) + "T3BlbkFJ" + rs(anDU, 56) }},
	{"Anthropic", "ANTHROPIC_API_KEY", func() string { return "sk-ant-api03-" + rs(anDU, 93) + "AA" }},
	{"Stripe", "STRIPE_SECRET_KEY", func() string { return "sk_live_51" + rs(an, 97) }},
	{"Stripe restricted", "STRIPE_RESTRICTED_KEY", func() string { return "rk_live_51" + rs(an, 97) }},
	{"Stripe webhook", "STRIPE_WEBHOOK_SECRET", func() string { return "whsec_" + rs(an, 32) }},
	{"GitHub", "GITHUB_TOKEN", func() string { return "ghp_" + rs(an, 36) }},
	{"GitHub fine-grained", "GH_PAT", func() string { return "github_pat_11" + rs(dig+upper, 20) + "_" + rs(an, 59) }},
	{"GitHub OAuth", "GH_OAUTH_TOKEN", func() string { return "gho_" + rs(an, 36) }},
	{"GitLab", "GITLAB_TOKEN", func() string { return "glpat-" + rs(anDU, 20) }},
	{"Slack bot", "SLACK_BOT_TOKEN", func() string { return "xoxb-" + nd(11) + "-" + nd(13) + "-" + rs(an, 24) }},
	{"Slack user", "SLACK_USER_TOKEN", func() string { return "xoxp-" + nd(11) + "-" + nd(11) + "-" + nd(13) + "-" + rs(hexd, 32) }},
	{"AWS", "AWS_SECRET_ACCESS_KEY", awsSecret},
	{"Google API", "GOOGLE_API_KEY", func() string { return "AIza" + rs(anDU, 35) }},
	{"Google OAuth", "GOOGLE_ACCESS_TOKEN", func() string { return "ya29.a0" + rs(anDU, 140) }},
	{"npm", "NPM_TOKEN", func() string { return "npm_" + rs(an, 36) }},
	{"Hugging Face", "HF_TOKEN", func() string { return "hf_" + rs(lower+upper, 34) }},
	{"Twilio", "TWILIO_AUTH_TOKEN", func() string { return rs(hexd, 32) }},
	{"SendGrid", "SENDGRID_API_KEY", func() string { return "SG." + rs(anDU, 22) + "." + rs(anDU, 43) }},
	{"Mailchimp", "MAILCHIMP_API_KEY", func() string { return rs(hexd, 32) + "-us" + fmt.Sprint(rng(2, 21)) }},
	{"Shopify", "SHOPIFY_ACCESS_TOKEN", func() string { return "shpat_" + rs(hexd, 32) }},
	{"DigitalOcean", "DIGITALOCEAN_TOKEN", func() string { return "dop_v1_" + rs(hexd, 64) }},
	{"Doppler", "DOPPLER_TOKEN", func() string { return "dp.pt." + rs(an, 43) }},
	{"Vault", "VAULT_TOKEN", func() string { return "hvs." + rs(anDU, 90) }},
	{"Linear", "LINEAR_API_KEY", func() string { return "lin_api_" + rs(an, 40) }},
	{"Notion", "NOTION_TOKEN", func() string { return "ntn_" + nd(11) + rs(an, 35) }},
	{"Atlassian", "JIRA_API_TOKEN", func() string { return "ATATT3xFfGF0" + rs(anDU, 170) + "=" + rs("0123456789ABCDEF", 8) }},
	{"PyPI", "PYPI_TOKEN", func() string { return "pypi-AgEIcHlwaS5vcmc" + rs(anDU, 150) }},
	{"Docker Hub", "DOCKERHUB_TOKEN", func() string { return "dckr_pat_" + rs(anDU, 27) }},
	{"Sentry", "SENTRY_AUTH_TOKEN", func() string { return "sntryu_" + rs(hexd, 64) }},
	{"Supabase", "SUPABASE_ACCESS_TOKEN", func() string { return "sbp_" + rs(hexd, 40) }},
	{"Grafana", "GRAFANA_SA_TOKEN", func() string { return "glsa_" + rs(an, 32) + "_" + rs(hexd, 8) }},
	{"Groq", "GROQ_API_KEY", func() string { return "gsk_" + rs(an, 52) }},
	{"Postman", "POSTMAN_API_KEY", func() string { return "PMAK-" + rs(hexd, 24) + "-" + rs(hexd, 34) }},
	{"Telegram", "TELEGRAM_BOT_TOKEN", func() string { return fmt.Sprint(rng(1000000000, 7999999999)) + ":AA" + rs(anDU, 33) }},
	{"Discord", "DISCORD_BOT_TOKEN", func() string {
		return b64u.EncodeToString([]byte(fmt.Sprint(rng(100000000, 999999999))+nd(9))) + "." + rs(anDU, 6) + "." + rs(anDU, 38)
	}},
	{"Airtable", "AIRTABLE_PAT", func() string { return "pat" + rs(an, 14) + "." + rs(hexd, 64) }},
	{"Square", "SQUARE_ACCESS_TOKEN", func() string { return "EAAA" + rs(anDU, 60) }},
	{"Datadog", "DD_API_KEY", func() string { return rs(hexd, 32) }},
	{"Cloudflare", "CLOUDFLARE_API_TOKEN", func() string { return rs(an, 12) + "_" + rs(anDU, 27) }},
	{"New Relic", "NEW_RELIC_API_KEY", func() string { return "NRAK-" + rs(dig+upper, 27) }},
	{"Fly.io", "FLY_API_TOKEN", func() string { return "fo1_" + rs(anDU, 43) }},
	{"Okta", "OKTA_API_TOKEN", func() string { return "00" + rs(anDU, 40) }},
	{"Mapbox", "MAPBOX_SECRET_TOKEN", func() string {
		return "sk." + b64u.EncodeToString([]byte(fmt.Sprintf(`{"u":"%s","a":"%s"}`, rs(lower, 8), rs(lower+dig, 25)))) + "." + rs(anDU, 22)
	}},
	{"Azure Storage", "AZURE_STORAGE_KEY", func() string {
		k := make([]byte, 64)
		rnd.Read(k)
		return base64.StdEncoding.EncodeToString(k)
	}},
	{"Heroku", "HEROKU_API_KEY", func() string { return "HRKU-AA" + rs(anDU, 58) }},
	{"OpenRouter", "OPENROUTER_API_KEY", func() string { return "sk-or-v1-" + rs(hexd, 64) }},
	{"xAI", "XAI_API_KEY", func() string { return "xai-" + rs(an, 80) }},
	{"LangSmith", "LANGSMITH_API_KEY", func() string { return "lsv2_pt_" + rs(hexd, 32) + "_" + rs(hexd, 10) }},
	{"Figma", "FIGMA_TOKEN", func() string { return "figd_" + rs(anDU, 40) }},
	{"CircleCI", "CIRCLE_TOKEN", func() string { return "CCIPAT_" + rs(an, 22) + "_" + rs(hexd, 40) }},
	{"Mistral", "MISTRAL_API_KEY", func() string { return rs(an, 32) }},
	{"Algolia", "ALGOLIA_ADMIN_KEY", func() string { return rs(hexd, 32) }},
}

var vendCur int

func vend() (vendor, string) {
	v := vendors[vendCur%len(vendors)]
	vendCur++
	return v, uniq(v.gen)
}

// prefixed returns a key whose issuer marks it with a prefix (any context works).
var prefixedIdx = []int{0, 1, 2, 3, 5, 6, 8, 9, 10, 13, 14, 15, 17, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30, 31, 32, 39, 40, 44, 45, 46, 47, 48}
var prefCur int

func prefixed() (vendor, string) {
	v := vendors[prefixedIdx[prefCur%len(prefixedIdx)]]
	prefCur++
	return v, uniq(v.gen)
}

// ---------- passwords ----------

var pwWords = []string{"Sunflower", "Bluebird", "Harbor", "Maple", "Copper", "Falcon", "Summer", "Winter", "Primavera", "Soleil", "Fussball", "Saudade", "Mumbai", "Dragon", "Tigre", "Lisboa", "Bayern", "Paris", "Chennai", "Panda", "Galaxy", "Orange", "Kaffee", "Cielo", "Mariposa", "Shanghai", "Azul", "Rocket"}
var pwSyms = "!@#$%&*?."

func password() string {
	return uniq(func() string {
		switch rnd.Intn(5) {
		case 0:
			return from(pwWords) + string(pwSyms[rnd.Intn(len(pwSyms))]) + fmt.Sprint(rng(1970, 2025))
		case 1: // leet
			w := strings.NewReplacer("o", "0", "a", "4", "e", "3", "i", "1").Replace(from(pwWords))
			return w + string(pwSyms[rnd.Intn(len(pwSyms))]) + nd(rng(1, 3))
		case 2: // generator output
			s := rs(an, 6) + string(pwSyms[rnd.Intn(len(pwSyms))]) + rs(an, 5) + nd(1) + rs(an, 3)
			return s
		case 3:
			return strings.ToLower(from(pwWords)) + "-" + strings.ToLower(from(pwWords)) + "-" + nd(2) + "-" + strings.ToLower(from(pwWords))
		default:
			return from(pwWords) + nd(rng(2, 4)) + string(pwSyms[rnd.Intn(len(pwSyms))]) + rs(upper, 1) + rs(lower, 2)
		}
	})
}

// ---------- look-alikes (keep) ----------

func orderID() string {
	switch rnd.Intn(5) {
	case 0:
		return "ORD-" + fmt.Sprint(rng(2023, 2026)) + "-" + nd(6)
	case 1:
		return "#" + nd(7)
	case 2:
		return pick("1", "2", "3", "4", "7") + nd(2) + "-" + nd(7) + "-" + nd(7) // Amazon style
	case 3:
		return "SO" + nd(8)
	default:
		return rs(upper, 2) + nd(6) + rs(upper, 1)
	}
}

func tracking() string {
	switch rnd.Intn(4) {
	case 0:
		return "1Z" + rs(dig+upper, 6) + nd(10)
	case 1:
		return "9400 1" + nd(3) + " " + nd(4) + " " + nd(4) + " " + nd(4) + " " + nd(2)
	case 2:
		return rs(upper, 2) + nd(9) + pick("US", "DE", "FR", "CN", "GB")
	default:
		return "JD" + nd(16)
	}
}

func date() string {
	y, m, d := rng(2023, 2026), rng(1, 12), rng(1, 28)
	switch rnd.Intn(5) {
	case 0:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 1:
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case 2:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case 3:
		return fmt.Sprintf("%s %d, %d", pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), d, y)
	default:
		return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", y, m, d, rng(0, 23), rng(0, 59), rng(0, 59))
	}
}
func isoDate() string { return fmt.Sprintf("%d-%02d-%02d", rng(2023, 2026), rng(1, 12), rng(1, 28)) }
func tstamp() string {
	return fmt.Sprintf("%s %02d:%02d:%02d.%03d", isoDate(), rng(0, 23), rng(0, 59), rng(0, 59), rng(0, 999))
}
func hhmm() string { return fmt.Sprintf("%02d:%02d", rng(7, 20), rnd.Intn(4)*15) }

func amount() string {
	switch rnd.Intn(5) {
	case 0:
		return fmt.Sprintf("$%d.%02d", rng(5, 2999), rng(0, 99))
	case 1:
		return fmt.Sprintf("$%d,%03d.%02d", rng(1, 19), rng(0, 999), rng(0, 99))
	case 2:
		return fmt.Sprintf("%d,%02d €", rng(5, 999), rng(0, 99))
	case 3:
		return fmt.Sprintf("USD %d.%02d", rng(10, 9999), rng(0, 99))
	default:
		return fmt.Sprintf("£%d.%02d", rng(3, 899), rng(0, 99))
	}
}

func version() string {
	return pick("v", "", "") + fmt.Sprintf("%d.%d.%d", rng(0, 12), rng(0, 40), rng(0, 30)) + pick("", "", "", "-rc."+fmt.Sprint(rng(1, 4)), "-beta")
}
func ip() string {
	switch rnd.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", rng(0, 255), rng(0, 255), rng(1, 254))
	case 1:
		return fmt.Sprintf("192.168.%d.%d", rng(0, 255), rng(1, 254))
	default:
		return fmt.Sprintf("%d.%d.%d.%d", rng(34, 203), rng(0, 255), rng(0, 255), rng(1, 254))
	}
}
func uuid() string {
	h := rs(hexd, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}
func sha(n int) string { return rs(hexd, n) }

func iban() string {
	type c struct {
		cc  string
		len int
	}
	cs := []c{{"DE", 18}, {"FR", 23}, {"ES", 20}, {"NL", 14}, {"GB", 18}, {"PT", 21}, {"IT", 23}, {"BE", 12}}
	x := cs[rnd.Intn(len(cs))]
	bban := nd(x.len)
	if x.cc == "NL" {
		bban = rs(upper, 4) + nd(10)
	}
	if x.cc == "GB" {
		bban = rs(upper, 4) + nd(14)
	}
	// check digits by mod 97
	s := bban + x.cc + "00"
	var num strings.Builder
	for _, r := range s {
		if r >= 'A' && r <= 'Z' {
			num.WriteString(strconv.Itoa(int(r-'A') + 10))
		} else {
			num.WriteRune(r)
		}
	}
	m := 0
	for _, d := range num.String() {
		m = (m*10 + int(d-'0')) % 97
	}
	full := x.cc + fmt.Sprintf("%02d", 98-m) + bban
	var g []string
	for i := 0; i < len(full); i += 4 {
		e := i + 4
		if e > len(full) {
			e = len(full)
		}
		g = append(g, full[i:e])
	}
	return strings.Join(g, " ")
}

func badSSN() string {
	switch rnd.Intn(8) {
	case 0:
		return "000-" + fmt.Sprintf("%02d", rng(1, 99)) + "-" + nd(4)
	case 1:
		return "666-" + fmt.Sprintf("%02d", rng(1, 99)) + "-" + nd(4)
	case 2:
		return fmt.Sprintf("%03d-00-%04d", rng(100, 665), rng(1, 9999))
	case 3:
		return fmt.Sprintf("%03d-%02d-0000", rng(100, 665), rng(1, 99))
	case 4:
		return fmt.Sprintf("9%02d-%02d-%04d", rng(0, 99), rng(10, 49), rng(1, 9999)) // 9xx with a non-ITIN group
	case 5:
		return "078-05-1120"
	case 6:
		return "987-65-432" + fmt.Sprint(rng(0, 9))
	default:
		return "XXX-XX-" + nd(4)
	}
}

// luhnFail returns 16 digits with a card's prefix that fail the Luhn check.
func luhnFail(grouped bool) string {
	b := pick("4", "51", "52", "53", "6011", "35")
	b += nd(15 - len(b))
	c := luhnDigit(b)
	c = byte('0' + (int(c-'0')+rng(1, 9))%10)
	d := b + string(c)
	if luhnOK(d) {
		panic("luhn")
	}
	if grouped {
		return cardFmt(d, pick(" ", "-"))
	}
	return d
}

func sshPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(an+"+/", 43) + " " + asciiName(from(firstN["en"])) + "@" + pick("laptop", "mbp-2023", "devbox")
}
func pkLive() string { return "pk_live_51" + rs(an, 97) }
func ein() string    { return fmt.Sprintf("%02d-%07d", rng(10, 99), rng(1000000, 9999999)) }
func ticket() string {
	return pick("INC", "CS-", "SR", "TKT-", "ZD#", "CASE-") + nd(rng(5, 7))
}
func semverDep() string {
	return pick("react", "lodash", "express", "numpy", "requests", "django", "axios", "pydantic") + "@" + fmt.Sprintf("%d.%d.%d", rng(0, 19), rng(0, 30), rng(0, 20))
}
func ticketNum() string { return "CS-" + nd(6) }
func last4() string     { return nd(4) }
