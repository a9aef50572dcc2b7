package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(51))

func pick[T any](xs []T) T { return xs[r.Intn(len(xs))] }

func dg(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

// nz: n digits, first non-zero
func nz(n int) string {
	return string(rune('1'+r.Intn(9))) + dg(n-1)
}

func between(lo, hi int) int { return lo + r.Intn(hi-lo+1) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

func rnd(n int, alpha string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

// secret-looking: ensure digits and caps present
func secret(n int) string {
	for {
		s := rnd(n, alnum)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") {
			return s
		}
	}
}

// ---------- phones ----------

func nanpArea(areas []string) string {
	if areas != nil {
		return pick(areas)
	}
	return pick(usAreas)
}
func nanpEx() string {
	for {
		e := fmt.Sprintf("%d%s", between(2, 9), dg(2))
		if e[1:] != "11" && e != "555" {
			return e
		}
	}
}

func nanp(areas []string) string {
	a, e, l := nanpArea(areas), nanpEx(), dg(4)
	switch r.Intn(10) {
	case 0, 1:
		return fmt.Sprintf("(%s) %s-%s", a, e, l)
	case 2, 3:
		return fmt.Sprintf("%s-%s-%s", a, e, l)
	case 4:
		return fmt.Sprintf("%s.%s.%s", a, e, l)
	case 5:
		return fmt.Sprintf("+1 %s %s %s", a, e, l)
	case 6:
		return fmt.Sprintf("+1-%s-%s-%s", a, e, l)
	case 7:
		return fmt.Sprintf("1-%s-%s-%s", a, e, l)
	case 8:
		return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
	default:
		return fmt.Sprintf("%s %s %s", a, e, l)
	}
}

var usAreas = strings.Fields("212 213 214 215 217 301 302 303 305 310 312 313 314 315 317 318 404 405 406 407 408 410 412 415 469 480 502 503 504 505 512 513 602 609 612 614 615 617 619 702 704 713 714 718 720 732 773 786 803 808 813 816 832 847 856 901 904 907 909 916 917 919 929 954 971 972")

var caAreas = []string{"416", "647", "604", "778", "514", "438", "613", "403", "587", "902", "204", "306"}

func twoPairs(n int) string {
	p := make([]string, n)
	for i := range p {
		p[i] = dg(2)
	}
	return strings.Join(p, " ")
}

var arabicIndic = []rune("٠١٢٣٤٥٦٧٨٩")

func toArabic(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(arabicIndic[c-'0'])
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func phone(loc string) string {
	switch loc {
	case "en-US", "es-US":
		if loc == "es-US" && r.Intn(4) == 0 {
			return pick([]string{"+52 55 " + dg(4) + " " + dg(4), "+52 1 33 " + dg(4) + " " + dg(4), "+52 (81) " + dg(4) + "-" + dg(4), "+503 7" + dg(3) + "-" + dg(4), "+502 5" + dg(3) + " " + dg(4)})
		}
		return nanp(nil)
	case "en-CA", "fr-CA":
		return nanp(caAreas)
	case "en-GB":
		return pick([]string{"020 7946 " + dg(4), "07700 900" + dg(3), "+44 7700 900" + dg(3), "+44 (0)20 7946 " + dg(4), "0161 496 " + dg(4), "+447700900" + dg(3), "01632 960" + dg(3), "0113 496 " + dg(4), "07" + nz(3) + " " + dg(6)})
	case "en-IN":
		return pick([]string{"+91 9" + dg(4) + " " + dg(5), "+91-9" + dg(9), "09" + dg(9), "011-2" + dg(3) + "-" + dg(4), "98" + dg(3) + " " + dg(5), "+91 80 " + dg(4) + " " + dg(4), "022 2" + dg(3) + " " + dg(4)})
	case "fr":
		return pick([]string{"06 " + twoPairs(4), "07 " + twoPairs(4), "+33 6 " + twoPairs(4), "01." + dg(2) + "." + dg(2) + "." + dg(2) + "." + dg(2), "+33 (0)1 " + twoPairs(4), "06" + dg(8), "+33 1 " + twoPairs(4), "04 " + twoPairs(4)})
	case "de":
		return pick([]string{"030 " + nz(8), "+49 30 " + nz(8), "0170 " + nz(7), "0221/" + nz(7), "+49 (0)89 " + nz(6) + "-0", "0151 " + nz(3) + " " + dg(5), "+49 171 " + nz(7), "069 " + nz(4) + "-" + dg(3), "0176-" + nz(8)})
	case "it":
		return pick([]string{"02 " + nz(4) + " " + dg(4), "+39 06 " + nz(4) + " " + dg(4), "+39 347 " + dg(7), "347 " + dg(3) + " " + dg(4), "06 " + nz(4) + " " + dg(4), "+39 333 " + dg(3) + " " + dg(4), "011 " + nz(3) + " " + dg(4)})
	case "pt-BR":
		return pick([]string{"(11) 9" + dg(4) + "-" + dg(4), "+55 11 9" + dg(4) + "-" + dg(4), "(21) 2" + dg(3) + "-" + dg(4), "+55 (61) 3" + dg(3) + "-" + dg(4), "11 9" + dg(4) + "-" + dg(4), "(31) 9 " + dg(4) + "-" + dg(4), "+55 21 9" + dg(8)})
	case "pl":
		return pick([]string{"+48 601 " + dg(3) + " " + dg(3), "601-" + dg(3) + "-" + dg(3), "22 " + nz(3) + " " + dg(2) + " " + dg(2), "+48 22 " + nz(3) + " " + dg(2) + " " + dg(2), "(22) " + nz(3) + "-" + dg(2) + "-" + dg(2), "+48 512 " + dg(3) + " " + dg(3), "692 " + dg(3) + " " + dg(3)})
	case "uk":
		return pick([]string{"+380 44 " + nz(3) + " " + dg(2) + " " + dg(2), "067 " + dg(3) + " " + dg(2) + " " + dg(2), "+380 (67) " + dg(3) + "-" + dg(2) + "-" + dg(2), "044 " + nz(3) + "-" + dg(2) + "-" + dg(2), "+38 050 " + dg(3) + " " + dg(4), "+380501" + dg(6), "093-" + dg(3) + "-" + dg(2) + "-" + dg(2)})
	case "ar":
		p := pick([]string{"+971 50 " + dg(3) + " " + dg(4), "+20 10 " + dg(4) + " " + dg(4), "050 " + dg(3) + " " + dg(4), "+966 5" + dg(1) + " " + dg(3) + " " + dg(4), "+962 7 9" + dg(3) + " " + dg(4), "+212 6 " + dg(2) + " " + dg(2) + " " + dg(2) + " " + dg(2), "01" + dg(9)})
		if r.Intn(5) == 0 {
			p = toArabic(p)
		}
		return p
	case "zh":
		return pick([]string{"138 " + dg(4) + " " + dg(4), "+86 139 " + dg(4) + " " + dg(4), "010-" + nz(4) + " " + dg(4), "(010) 6" + dg(7), "+86-10-6" + dg(7), "1" + pick([]string{"37", "58", "86", "99"}) + dg(8), "021-5" + dg(7), "+852 9" + dg(3) + " " + dg(4)})
	case "vi":
		return pick([]string{"090 " + dg(3) + " " + dg(4), "+84 90 " + dg(3) + " " + dg(4), "028 " + nz(4) + " " + dg(4), "0912." + dg(3) + "." + dg(3), "+84 (28) " + nz(4) + " " + dg(4), "0987 " + dg(3) + " " + dg(3), "+84 912 " + dg(3) + " " + dg(3)})
	case "tl":
		return pick([]string{"0917 " + dg(3) + " " + dg(4), "+63 917 " + dg(3) + " " + dg(4), "(02) 8" + dg(3) + " " + dg(4), "+63 2 8" + dg(3) + " " + dg(4), "09" + dg(9), "0998-" + dg(3) + "-" + dg(4), "+639" + dg(9)})
	case "ko":
		return pick([]string{"010-" + dg(4) + "-" + dg(4), "+82 10-" + dg(4) + "-" + dg(4), "02-" + nz(3) + "-" + dg(4), "+82-2-" + nz(4) + "-" + dg(4), "010 " + dg(4) + " " + dg(4), "031-" + nz(3) + "-" + dg(4), "010" + dg(8)})
	}
	return nanp(nil)
}

// published US agency hotlines (labelled as phone, see report)
var hotlines = []string{"1-800-829-1040", "800-772-1213", "1-800-829-0922", "(800) 375-5283", "1-800-375-5283", "800-829-3676", "1-877-777-4778", "(202) 514-2000", "1-866-347-2423", "800-908-4490"}

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	var a int
	for {
		a = between(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", between(1, 99)), fmt.Sprintf("%04d", between(1, 9999))
}

func itinParts() (string, string, string) {
	groups := []int{}
	for g := 50; g <= 65; g++ {
		groups = append(groups, g)
	}
	for g := 70; g <= 88; g++ {
		groups = append(groups, g)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d", between(0, 99)), fmt.Sprintf("%02d", pick(groups)), fmt.Sprintf("%04d", between(1, 9999))
}

func layout9(a, g, s string) string {
	switch r.Intn(12) {
	case 0, 1, 2, 3, 4:
		return a + "-" + g + "-" + s
	case 5, 6:
		return a + " " + g + " " + s
	case 7, 8:
		return a + g + s
	case 9:
		return a + "." + g + "." + s
	case 10:
		return a + "–" + g + "–" + s
	default:
		return a + " - " + g + " - " + s
	}
}

func ssn() string  { return layout9(ssnParts()) }
func itin() string { return layout9(itinParts()) }

// ---------- cards ----------

func luhnComplete(prefix string, length int) string {
	s := prefix + dg(length-len(prefix)-1)
	sum := 0
	for i := 0; i < len(s); i++ {
		d := int(s[len(s)-1-i] - '0')
		if i%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return s + string(rune('0'+(10-sum%10)%10))
}

func card() string {
	var n string
	switch r.Intn(6) {
	case 0, 1:
		n = luhnComplete("4"+dg(1), 16)
	case 2:
		n = luhnComplete(fmt.Sprintf("5%d", between(1, 5)), 16)
	case 3:
		n = luhnComplete(fmt.Sprintf("%d", between(2221, 2720)), 16)
	case 4:
		n = luhnComplete(pick([]string{"34", "37"}), 15)
	default:
		n = luhnComplete(pick([]string{"6011", "65"}), 16)
	}
	if len(n) == 15 {
		switch r.Intn(3) {
		case 0:
			return n[:4] + " " + n[4:10] + " " + n[10:]
		case 1:
			return n[:4] + "-" + n[4:10] + "-" + n[10:]
		default:
			return n
		}
	}
	switch r.Intn(4) {
	case 0, 1:
		return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:]
	case 2:
		return n[:4] + "-" + n[4:8] + "-" + n[8:12] + "-" + n[12:]
	default:
		return n
	}
}

// ---------- tokens ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt() string {
	h := pick([]string{`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"` + rnd(8, "abcdef0123456789") + `"}`, `{"typ":"JWT","alg":"ES256"}`})
	iss := pick([]string{"https://data.cityofchicago.org", "https://login.tylertech.cloud", "https://idp.courts.ca.gov", "https://auth.benefits.ny.gov", "https://sso.dmv.virginia.gov", "https://api.usa.gov", "casefile-prod"})
	p := fmt.Sprintf(`{"sub":"%s","iss":"%s","iat":%d,"exp":%d,"scope":"%s"}`, rnd(10, alnum), iss, 1735000000+r.Intn(9000000), 1745000000+r.Intn(9000000), pick([]string{"cases.read", "sr.write", "records:read", "claims"}))
	return b64(h) + "." + b64(p) + "." + rnd(43, alnum+"-_")
}

func tok() string {
	switch r.Intn(7) {
	case 0:
		return "ghp_" + secret(36)
	case 1:
		return "sk_live_" + secret(24+r.Intn(8))
	case 2:
		return "glpat-" + secret(20)
	default:
		return secret(24 + r.Intn(20))
	}
}

func password() string {
	w := pick([]string{"Summer", "Liberty", "Cedar", "Harbor", "Maple", "Sunrise", "Granite", "Bluebird", "Orion", "Kestrel"})
	return w + dg(2+r.Intn(3)) + pick([]string{"!", "#", "$", "", "&", "*"}) + pick([]string{"", "x", "Qz", "ok"})
}

// ---------- e-mail ----------

var personalDomains = map[string][]string{
	"en-US": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "aol.com", "comcast.net"},
	"es-US": {"gmail.com", "hotmail.com", "yahoo.com.mx", "outlook.com"},
	"en-GB": {"btinternet.com", "gmail.com", "hotmail.co.uk", "yahoo.co.uk"},
	"en-IN": {"gmail.com", "rediffmail.com", "yahoo.co.in"},
	"en-CA": {"gmail.com", "rogers.com", "shaw.ca", "sympatico.ca"},
	"fr":    {"orange.fr", "free.fr", "laposte.net", "gmail.com", "outlook.fr"},
	"de":    {"web.de", "gmx.de", "t-online.de", "gmail.com"},
	"it":    {"libero.it", "virgilio.it", "gmail.com", "alice.it"},
	"pt-BR": {"uol.com.br", "gmail.com", "bol.com.br", "hotmail.com"},
	"pl":    {"wp.pl", "o2.pl", "onet.pl", "gmail.com"},
	"uk":    {"ukr.net", "i.ua", "gmail.com", "meta.ua"},
	"ar":    {"gmail.com", "hotmail.com", "yahoo.com"},
	"zh":    {"qq.com", "163.com", "126.com", "sina.com"},
	"vi":    {"gmail.com", "yahoo.com.vn"},
	"tl":    {"gmail.com", "yahoo.com.ph"},
	"ko":    {"naver.com", "daum.net", "hanmail.net", "kakao.com"},
}

var govDomains = map[string][]string{
	"en-US": {"cityofboston.gov", "sfgov.org", "dss.ca.gov", "hq.dhs.gov", "lacourt.org", "uscis.dhs.gov", "nyc.gov", "dol.ny.gov", "irs.gov", "austintexas.gov", "cookcountyil.gov", "sos.wa.gov"},
	"es-US": {"miamidade.gov", "sanantonio.gov", "dds.ga.gov", "twc.texas.gov"},
	"en-GB": {"justice.gov.uk", "hmrc.gov.uk", "camden.gov.uk", "dvla.gov.uk", "leeds.gov.uk"},
	"en-IN": {"nic.in", "gov.in", "bbmp.gov.in", "mea.gov.in"},
	"en-CA": {"toronto.ca", "canada.ca", "cic.gc.ca", "ontario.ca", "vancouver.ca"},
	"fr":    {"interieur.gouv.fr", "paris.fr", "justice.fr", "dgfip.finances.gouv.fr"},
	"de":    {"berlin.de", "bund.de", "stadt-koeln.de", "finanzamt.bayern.de"},
	"it":    {"comune.milano.it", "giustizia.it", "agenziaentrate.it", "comune.roma.it"},
	"pt-BR": {"prefeitura.sp.gov.br", "tjsp.jus.br", "detran.rj.gov.br", "receita.fazenda.gov.br"},
	"pl":    {"um.warszawa.pl", "gov.pl", "krakow.uw.gov.pl"},
	"uk":    {"kmu.gov.ua", "dmsu.gov.ua", "kyivcity.gov.ua"},
	"ar":    {"moi.gov.ae", "dubai.gov.ae", "mofa.gov.sa"},
	"zh":    {"shanghai.gov.cn", "beijing.gov.cn", "mfa.gov.cn"},
	"vi":    {"hochiminhcity.gov.vn", "mofa.gov.vn", "hanoi.gov.vn"},
	"tl":    {"dfa.gov.ph", "sss.gov.ph", "manila.gov.ph"},
	"ko":    {"seoul.go.kr", "korea.kr", "mofa.go.kr"},
}

var latin = map[string][][2]string{
	"en-US": {{"Jennifer", "Walsh"}, {"Marcus", "Reed"}, {"Tanya", "Brooks"}, {"Derek", "Hollis"}, {"Kim", "Nguyen"}, {"Robert", "Calloway"}, {"Aisha", "Bello"}},
	"es-US": {{"María", "López"}, {"José", "Hernández"}, {"Lucía", "Ramírez"}, {"Carlos", "Mendoza"}, {"Rosa", "Gutiérrez"}},
	"en-GB": {{"Oliver", "Pritchard"}, {"Siobhan", "Kelly"}, {"Graham", "Whitfield"}, {"Priya", "Shah"}},
	"en-IN": {{"Rahul", "Sharma"}, {"Anjali", "Iyer"}, {"Vikram", "Reddy"}, {"Sunita", "Patil"}},
	"en-CA": {{"Émilie", "Tremblay"}, {"Liam", "MacDonald"}, {"Harpreet", "Gill"}, {"Chloe", "Roy"}},
	"fr":    {{"Camille", "Dubois"}, {"Julien", "Moreau"}, {"Nadia", "Benali"}, {"Hélène", "Faure"}},
	"de":    {{"Jonas", "Becker"}, {"Sabine", "Krüger"}, {"Mehmet", "Yılmaz"}, {"Katrin", "Vogel"}},
	"it":    {{"Giulia", "Russo"}, {"Marco", "Esposito"}, {"Chiara", "Bianchi"}, {"Luca", "Ferraro"}},
	"pt-BR": {{"Ana", "Souza"}, {"João", "Oliveira"}, {"Beatriz", "Lima"}, {"Rafael", "Costa"}},
	"pl":    {{"Katarzyna", "Nowak"}, {"Piotr", "Wiśniewski"}, {"Agnieszka", "Kowalczyk"}, {"Tomasz", "Zieliński"}},
	"uk":    {{"Олена", "Коваленко"}, {"Андрій", "Шевченко"}, {"Ірина", "Бондаренко"}, {"Олег", "Мельник"}},
	"ar":    {{"أحمد", "الحسن"}, {"فاطمة", "الزهراء"}, {"Omar", "Haddad"}, {"Layla", "Nasser"}},
	"zh":    {{"王", "芳"}, {"李", "伟"}, {"Zhang", "Wei"}, {"陈", "静"}},
	"vi":    {{"Nguyễn", "Văn An"}, {"Trần", "Thị Mai"}, {"Lê", "Hoàng Nam"}, {"Phạm", "Thu Hà"}},
	"tl":    {{"Maria", "Santos"}, {"Jose", "Dela Cruz"}, {"Ramon", "Villanueva"}, {"Liza", "Reyes"}},
	"ko":    {{"김", "민준"}, {"이", "서연"}, {"박", "지훈"}, {"최", "수빈"}},
}

var asciiLocal = map[string][][2]string{
	"uk": {{"olena", "kovalenko"}, {"andriy", "shevchenko"}, {"iryna", "bondarenko"}},
	"ar": {{"ahmed", "alhassan"}, {"fatima", "zahra"}, {"omar", "haddad"}},
	"zh": {{"wang", "fang"}, {"li", "wei"}, {"chen", "jing"}},
	"ko": {{"kim", "minjun"}, {"lee", "seoyeon"}, {"park", "jihoon"}},
}

var deaccent = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ã", "a", "ç", "c", "É", "e", "ü", "ue", "ö", "oe", "ä", "ae", "ś", "s", "ń", "n", "ı", "i", "ễ", "e", "ă", "a", "ị", "i", "ạ", "a", "ọ", "o", "ầ", "a", "ê", "e", "è", "e", "ê", "e", "ô", "o", "ò", "o", " ", "")

func localPart(loc string) string {
	var f, l string
	if a, ok := asciiLocal[loc]; ok {
		x := pick(a)
		f, l = x[0], x[1]
	} else {
		x := pick(latin[loc])
		f, l = strings.ToLower(deaccent.Replace(x[0])), strings.ToLower(deaccent.Replace(x[1]))
	}
	switch r.Intn(7) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l + dg(2)
	case 2:
		return f + "_" + l + dg(3)
	case 3:
		return l + "." + f + "+" + pick([]string{"dmv", "court", "benefits", "city"})
	case 4:
		return f + l
	case 5:
		return f + "-" + l
	default:
		return f[:1] + "." + l
	}
}

func email(loc string) string {
	if loc == "zh" && r.Intn(2) == 0 {
		return nz(9) + "@qq.com"
	}
	return localPart(loc) + "@" + pick(personalDomains[loc])
}

func govEmail(loc string) string {
	lp := localPart(loc)
	if strings.Contains(lp, "+") {
		lp = strings.Split(lp, "+")[0]
	}
	if r.Intn(4) == 0 {
		lp = pick([]string{"records", "foia", "permits", "311", "clerk", "benefits.help", "jury", "registrar", "publicrecords", "consular"})
	}
	return lp + "@" + pick(govDomains[loc])
}

func name(loc string) string {
	x := pick(latin[loc])
	if loc == "zh" && !strings.ContainsAny(x[0], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") || loc == "ko" {
		return x[0] + x[1]
	}
	return x[0] + " " + x[1]
}
