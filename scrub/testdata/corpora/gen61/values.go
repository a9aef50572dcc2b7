package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---------- small random helpers ----------

func (c *C) pick(xs ...string) string { return xs[c.r.Intn(len(xs))] }
func (c *C) n(lo, hi int) int         { return lo + c.r.Intn(hi-lo+1) }
func (c *C) chance(p float64) bool    { return c.r.Float64() < p }
func (c *C) digits(k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = byte('0' + c.r.Intn(10))
	}
	return string(b)
}
func (c *C) nz(k int) string { return fmt.Sprint(c.n(1, 9)) + c.digits(k-1) }
func (c *C) from(alpha string, k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = alpha[c.r.Intn(len(alpha))]
	}
	return string(b)
}

const (
	lower = "abcdefghijklmnopqrstuvwxyz"
	upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	dig   = "0123456789"
	hexa  = "0123456789abcdef"
	alnum = lower + upper + dig
	b64u  = alnum + "-_"
)

func (c *C) hex(k int) string    { return c.from(hexa, k) }
func (c *C) HEX(k int) string    { return strings.ToUpper(c.from(hexa, k)) }
func (c *C) aln(k int) string    { return c.from(alnum, k) }
func (c *C) b64url(k int) string { return c.from(b64u, k) }

// mixed returns a random secret body with at least one digit and one capital.
func (c *C) mixed(k int) string {
	for {
		s := c.aln(k)
		if strings.ContainsAny(s, dig) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

func (c *C) uuid() string {
	return c.hex(8) + "-" + c.hex(4) + "-4" + c.hex(3) + "-" + c.pick("8", "9", "a", "b") + c.hex(3) + "-" + c.hex(12)
}

// ---------- digit systems ----------

var digitSets = map[string][]rune{
	"arabic":     []rune("٠١٢٣٤٥٦٧٨٩"),
	"persian":    []rune("۰۱۲۳۴۵۶۷۸۹"),
	"devanagari": []rune("०१२३४५६७८९"),
	"thai":       []rune("๐๑๒๓๔๕๖๗๘๙"),
	"fullwidth":  []rune("０１２３４５６７８９"),
	"bengali":    []rune("০১২৩৪৫৬৭৮৯"),
}

func conv(s, sys string) string {
	set := digitSets[sys]
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(set[r-'0'])
		case sys == "fullwidth" && r == '-':
			b.WriteRune('－')
		case sys == "fullwidth" && r == '+':
			b.WriteRune('＋')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// ---------- people ----------

type person struct {
	Disp, First, Last string // First/Last are ASCII, lower case
}

var nameData = map[string][]string{
	"us": {"Mike Kowalski", "Jennifer Alvarez", "Darnell Washington", "Karen O'Brien", "Tyler Nguyen", "Ashley Patel", "Brandon Miller", "Megan Schultz", "Luis Ramirez", "Heather Lindqvist", "Marcus Reed", "Stephanie Cho", "Dale Hutchins", "Renee Fontaine", "Trevor Jackson", "Crystal Moreno"},
	"gb": {"Gareth Hughes", "Siobhan Murphy", "Callum Baxter", "Priya Shah", "Liam O'Connor", "Emma Whitfield", "Dean Roberts", "Charlotte Pryce", "Kieran Walsh", "Hannah Booth", "Rhys Davies", "Aisha Begum"},
	"au": {"Brett Malone", "Kylie Nguyen", "Shane Fitzgerald", "Chloe Papadopoulos", "Jarrod Lee", "Tahlia Brooks"},
	"de": {"Jürgen Schäfer", "Anja Krüger", "Stefan Wagner", "Katrin Hoffmann", "Mehmet Yılmaz", "Sabine Becker", "Thorsten Neumann", "Lena Fischer", "Dirk Schmitz", "Jana Wolff"},
	"fr": {"Julien Moreau", "Nathalie Lefèvre", "Karim Benali", "Céline Girard", "Thierry Dupont", "Émilie Rousseau", "Sébastien Marchand", "Aurélie Blanc"},
	"es": {"Javier Ruiz", "Lucía Fernández", "Sergio Martín", "Marta García", "Álvaro Navarro", "Nuria Domínguez", "Raúl Ortega", "Elena Castillo"},
	"mx": {"Jorge Hernández", "Guadalupe Torres", "Ricardo Flores", "Mariana Sánchez", "Alejandro Reyes", "Fernanda Cruz"},
	"it": {"Marco Bianchi", "Giulia Romano", "Alessandro Ricci", "Francesca Colombo", "Davide Esposito", "Chiara Greco", "Luca Moretti"},
	"br": {"João Pereira", "Ana Souza", "Rafael Oliveira", "Camila Santos", "Thiago Almeida", "Fernanda Lima", "Lucas Carvalho"},
	"nl": {"Daan de Vries", "Sanne Jansen", "Bram van Dijk", "Lotte Bakker", "Jeroen Visser", "Femke Smit"},
	"pl": {"Tomasz Nowak", "Agnieszka Kowalska", "Paweł Wiśniewski", "Katarzyna Wójcik", "Marcin Kamiński", "Magdalena Lewandowska"},
	"tr": {"Emre Demir", "Ayşe Kaya", "Murat Çelik", "Elif Şahin", "Hakan Yıldız", "Zeynep Arslan"},
	"ru": {"Алексей Смирнов|aleksey|smirnov", "Ольга Иванова|olga|ivanova", "Дмитрий Кузнецов|dmitriy|kuznetsov", "Наталья Попова|natalya|popova", "Сергей Волков|sergey|volkov", "Ирина Морозова|irina|morozova"},
	"ar": {"محمد العتيبي|mohammed|alotaibi", "فاطمة الزهراني|fatima|alzahrani", "خالد الشمري|khalid|alshammari", "نورة القحطاني|noura|alqahtani", "أحمد المنصوري|ahmed|almansoori", "سارة الحربي|sara|alharbi"},
	"fa": {"علی رضایی|ali|rezaei", "مریم احمدی|maryam|ahmadi", "حسین کریمی|hossein|karimi", "زهرا موسوی|zahra|mousavi"},
	"he": {"יוסי כהן|yossi|cohen", "מיכל לוי|michal|levi", "אבי מזרחי|avi|mizrahi", "נועה פרץ|noa|peretz"},
	"hi": {"राजेश कुमार|rajesh|kumar", "प्रिया शर्मा|priya|sharma", "अमित वर्मा|amit|verma", "सुनीता यादव|sunita|yadav", "विकास गुप्ता|vikas|gupta"},
	"ja": {"山田 太郎|taro|yamada", "佐藤 花子|hanako|sato", "鈴木 一郎|ichiro|suzuki", "高橋 美咲|misaki|takahashi", "田中 健|ken|tanaka", "伊藤 由美|yumi|ito"},
	"zh": {"王伟|wei|wang", "李娜|na|li", "张强|qiang|zhang", "刘洋|yang|liu", "陈静|jing|chen", "杨磊|lei|yang"},
	"ko": {"김민준|minjun|kim", "이서연|seoyeon|lee", "박지훈|jihoon|park", "최유진|yujin|choi", "정현우|hyunwoo|jung"},
	"th": {"สมชาย ใจดี|somchai|jaidee", "สุดารัตน์ ศรีสุข|sudarat|srisuk", "ธนากร วงศ์ไทย|thanakorn|wongthai", "พิมพ์ชนก แก้วมณี|pimchanok|kaewmanee"},
	"sv": {"Erik Lindberg", "Anna Johansson", "Oskar Nilsson", "Maja Eriksson", "Johan Berg"},
	"el": {"Γιώργος Παπαδόπουλος|giorgos|papadopoulos", "Μαρία Κωνσταντίνου|maria|konstantinou", "Νίκος Οικονόμου|nikos|oikonomou", "Ελένη Γεωργίου|eleni|georgiou"},
}

var translit = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ë", "e", "ê", "e", "á", "a", "à", "a", "ã", "a", "â", "a", "í", "i", "ï", "i", "ó", "o", "ô", "o", "õ", "o", "ú", "u", "ñ", "n", "ç", "c", "ı", "i", "ş", "s", "ğ", "g", "ł", "l", "ś", "s", "ń", "n", "ó", "o", "ż", "z", "ź", "z", "ą", "a", "ę", "e", "ć", "c", "å", "a", "'", "", " ", "")

func (c *C) person(loc string) person {
	s := c.pick(nameData[loc]...)
	if i := strings.Index(s, "|"); i >= 0 {
		p := strings.Split(s, "|")
		return person{p[0], p[1], p[2]}
	}
	parts := strings.SplitN(s, " ", 2)
	return person{s, translit.Replace(strings.ToLower(parts[0])), translit.Replace(strings.ToLower(parts[1]))}
}

func (p person) FirstDisp() string {
	if i := strings.Index(p.Disp, " "); i > 0 {
		return p.Disp[:i]
	}
	return p.Disp
}

var emailDomains = map[string][]string{
	"us": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "comcast.net", "att.net", "hotmail.com", "aol.com"},
	"gb": {"btinternet.com", "sky.com", "gmail.com", "outlook.com", "yahoo.co.uk", "virginmedia.com"},
	"au": {"bigpond.com", "gmail.com", "optusnet.com.au", "outlook.com"},
	"de": {"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr"},
	"es": {"gmail.com", "hotmail.es", "telefonica.net", "yahoo.es"},
	"mx": {"gmail.com", "hotmail.com", "prodigy.net.mx", "outlook.com"},
	"it": {"libero.it", "gmail.com", "virgilio.it", "tiscali.it"},
	"br": {"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com"},
	"nl": {"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl"},
	"pl": {"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"},
	"tr": {"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr"},
	"ru": {"mail.ru", "yandex.ru", "gmail.com", "rambler.ru"},
	"ar": {"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com"},
	"fa": {"gmail.com", "yahoo.com"},
	"he": {"gmail.com", "walla.co.il", "012.net.il"},
	"hi": {"gmail.com", "rediffmail.com", "yahoo.co.in"},
	"ja": {"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "icloud.com"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com"},
	"ko": {"naver.com", "daum.net", "hanmail.net", "gmail.com"},
	"th": {"gmail.com", "hotmail.co.th", "hotmail.com"},
	"sv": {"telia.com", "gmail.com", "hotmail.se", "bredband.net"},
	"el": {"gmail.com", "otenet.gr", "yahoo.gr"},
}

func (c *C) emailOf(p person, loc string) string {
	d := c.pick(emailDomains[loc]...)
	var local string
	switch c.r.Intn(7) {
	case 0:
		local = p.First + "." + p.Last
	case 1:
		local = p.First[:1] + p.Last
	case 2:
		local = p.First + p.Last + fmt.Sprint(c.n(1, 99))
	case 3:
		local = p.First + "_" + p.Last
	case 4:
		local = p.Last + "." + p.First + fmt.Sprint(c.n(60, 99))
	case 5:
		local = p.First + fmt.Sprint(c.n(1970, 2004))
	default:
		local = p.Last + p.First[:1]
	}
	return local + "@" + d
}

// ---------- businesses ----------

var trades = []struct{ name, slug, tld string }{
	{"Bright Spark Electrical", "brightsparkelectrical", ".com"},
	{"Rapid Rooter Plumbing", "rapidrooter", ".com"},
	{"Lone Star Comfort HVAC", "lonestarcomfort", ".com"},
	{"Evergreen Lawn & Landscape", "evergreenlawn", ".net"},
	{"Spotless Maids", "spotlessmaids", ".com"},
	{"Two Brothers Moving", "twobrothersmoving", ".com"},
	{"Handy Dan Home Repair", "handydan", ".com"},
	{"Summit Roofing & Gutters", "summitroofing", ".com"},
	{"Greenleaf Solar Install", "greenleafsolar", ".com"},
	{"SecureHome Alarm Co", "securehomealarm", ".com"},
	{"Precision Garage Doors", "precisiongaragedoors", ".com"},
	{"ClearView Window Cleaning", "clearviewwindows", ".com"},
}

var tradesUK = []struct{ name, slug, tld string }{
	{"J. Hughes Plumbing & Heating", "jhughesplumbing", ".co.uk"},
	{"Sparks Electrical Services Ltd", "sparkselectrical", ".co.uk"},
	{"Greenway Gardens", "greenwaygardens", ".co.uk"},
	{"Fresh Start Cleaning", "freshstartcleaning", ".co.uk"},
	{"A1 Removals", "a1removals", ".co.uk"},
	{"Baxter Handyman Services", "baxterhandyman", ".co.uk"},
}

// ---------- phones ----------

var usAreas = []string{"212", "303", "312", "404", "415", "512", "602", "614", "617", "702", "713", "720", "737", "773", "813", "919", "929", "971", "503", "206", "469", "480", "704", "816"}

func (c *C) nanpParts() (string, string, string) {
	a := c.pick(usAreas...)
	var e string
	for {
		e = fmt.Sprint(c.n(2, 9)) + c.digits(2)
		if e[1:] != "11" && e != "555" {
			break
		}
	}
	return a, e, c.digits(4)
}

func (c *C) phoneUS() string {
	a, e, l := c.nanpParts()
	f := c.pick("(%s) %s-%s", "%s-%s-%s", "%s.%s.%s", "+1 %s-%s-%s", "+1 (%s) %s-%s", "1-%s-%s-%s", "(%s)%s-%s", "+1 %s %s %s")
	return fmt.Sprintf(f, a, e, l)
}

// phone returns a realistic number for the locale, in one of the ways people
// and systems write it there.
func (c *C) phone(loc string) string {
	d := c.digits
	switch loc {
	case "us":
		return c.phoneUS()
	case "gb":
		m := "7" + c.pick("4", "5", "7", "8", "9") + d(2)
		rest := d(6)
		switch c.r.Intn(5) {
		case 0:
			return "0" + m + " " + rest
		case 1:
			return "+44 " + m + " " + rest
		case 2:
			return "+44 (0)" + m + " " + rest[:3] + " " + rest[3:]
		case 3:
			return "0" + c.pick("161", "117", "113", "121", "131") + " " + c.nz(3) + " " + d(4)
		default:
			return "020 " + c.pick("3", "7", "8") + d(3) + " " + d(4)
		}
	case "au":
		switch c.r.Intn(3) {
		case 0:
			return "04" + d(2) + " " + d(3) + " " + d(3)
		case 1:
			return "+61 4" + d(2) + " " + d(3) + " " + d(3)
		default:
			return "(0" + c.pick("2", "3", "7", "8") + ") " + c.nz(4) + " " + d(4)
		}
	case "de":
		switch c.r.Intn(6) {
		case 0:
			return "01" + c.pick("51", "52", "60", "70", "71", "76") + " " + c.nz(8)
		case 1:
			return "+49 1" + c.pick("51", "52", "60", "70", "71", "76") + " " + c.nz(7)
		case 2:
			return "+49 (0)" + c.pick("30", "40", "89", "221", "69") + " " + c.nz(7)
		case 3:
			return "0" + c.pick("221", "211", "711", "341") + "/" + c.nz(7)
		case 4:
			return "0" + c.pick("30", "40", "89") + " " + c.nz(2) + " " + d(2) + " " + d(2) + " " + d(2)
		default:
			return "0172-" + c.nz(7)
		}
	case "fr":
		x := c.pick("6", "7", "1", "4", "9")
		p := []string{d(2), d(2), d(2), d(2)}
		switch c.r.Intn(4) {
		case 0:
			return "0" + x + " " + strings.Join(p, " ")
		case 1:
			return "0" + x + "." + strings.Join(p, ".")
		case 2:
			return "+33 " + x + " " + strings.Join(p, " ")
		default:
			return "+33 (0)" + x + " " + strings.Join(p, " ")
		}
	case "es":
		m := c.pick("6", "7") + d(2)
		switch c.r.Intn(4) {
		case 0:
			return m + " " + d(3) + " " + d(3)
		case 1:
			return "+34 " + m + " " + d(2) + " " + d(2) + " " + d(2)
		case 2:
			return "+34" + m + d(6)
		default:
			return "91 " + c.nz(3) + " " + d(2) + " " + d(2)
		}
	case "mx":
		a := c.pick("33", "55", "81")
		switch c.r.Intn(4) {
		case 0:
			return "+52 " + a + " " + c.nz(4) + " " + d(4)
		case 1:
			return "+52 1 " + a + " " + c.nz(4) + " " + d(4)
		case 2:
			return "(" + a + ") " + c.nz(4) + "-" + d(4)
		default:
			return a + "-" + c.nz(4) + "-" + d(4)
		}
	case "it":
		m := "3" + c.pick("27", "33", "35", "38", "40", "47", "49")
		switch c.r.Intn(4) {
		case 0:
			return m + " " + d(3) + " " + d(4)
		case 1:
			return "+39 " + m + " " + d(7)
		case 2:
			return "+39 " + m + " " + d(3) + " " + d(4)
		default:
			return "02 " + c.nz(4) + " " + d(4)
		}
	case "br":
		a := c.pick("11", "21", "31", "41", "51", "61", "71", "81")
		switch c.r.Intn(4) {
		case 0:
			return "(" + a + ") 9" + d(4) + "-" + d(4)
		case 1:
			return "+55 " + a + " 9" + d(4) + "-" + d(4)
		case 2:
			return "(" + a + ") " + c.pick("2", "3") + d(3) + "-" + d(4)
		default:
			return a + " 9 " + d(4) + "-" + d(4)
		}
	case "nl":
		switch c.r.Intn(4) {
		case 0:
			return "06-" + c.nz(8)
		case 1:
			return "06 " + c.nz(4) + " " + d(4)
		case 2:
			return "+31 6 " + c.nz(8)
		default:
			return "0" + c.pick("20", "10", "30", "70") + "-" + c.nz(7)
		}
	case "pl":
		m := c.pick("5", "6", "7", "8") + d(2)
		switch c.r.Intn(4) {
		case 0:
			return m + " " + d(3) + " " + d(3)
		case 1:
			return "+48 " + m + " " + d(3) + " " + d(3)
		case 2:
			return "+48 " + m + "-" + d(3) + "-" + d(3)
		default:
			return "22 " + c.nz(3) + " " + d(2) + " " + d(2)
		}
	case "tr":
		m := "5" + c.pick("32", "33", "05", "42", "55", "44")
		switch c.r.Intn(4) {
		case 0:
			return "0" + m + " " + d(3) + " " + d(2) + " " + d(2)
		case 1:
			return "0 (" + m + ") " + d(3) + " " + d(2) + " " + d(2)
		case 2:
			return "+90 " + m + " " + d(3) + " " + d(2) + " " + d(2)
		default:
			return "0212 " + c.nz(3) + " " + d(2) + " " + d(2)
		}
	case "ru":
		m := "9" + d(2)
		switch c.r.Intn(4) {
		case 0:
			return "+7 (" + m + ") " + d(3) + "-" + d(2) + "-" + d(2)
		case 1:
			return "8 (" + m + ") " + d(3) + "-" + d(2) + "-" + d(2)
		case 2:
			return "+7 " + m + " " + d(3) + " " + d(2) + " " + d(2)
		default:
			return "8-" + m + "-" + d(3) + "-" + d(2) + "-" + d(2)
		}
	case "ar":
		m := "5" + c.pick("0", "3", "4", "5", "6")
		var s string
		switch c.r.Intn(4) {
		case 0:
			s = "+966 " + m + " " + d(3) + " " + d(4)
		case 1:
			s = "0" + m + " " + d(3) + " " + d(4)
		case 2:
			s = "+971 " + m + " " + d(3) + " " + d(4)
		default:
			s = "0" + m + d(7)
		}
		if c.chance(0.35) {
			s = conv(s, "arabic")
		}
		return s
	case "fa":
		s := c.pick("0912 ", "0935 ", "0919 ", "+98 912 ") + d(3) + " " + d(4)
		if c.chance(0.5) {
			s = conv(s, "persian")
		}
		return s
	case "he":
		m := "05" + c.pick("0", "2", "3", "4", "8")
		switch c.r.Intn(3) {
		case 0:
			return m + "-" + d(3) + "-" + d(4)
		case 1:
			return "+972 " + m[1:] + "-" + d(3) + "-" + d(4)
		default:
			return m + "-" + d(7)
		}
	case "hi":
		m := c.pick("98", "99", "97", "88", "70", "91") + d(3)
		var s string
		switch c.r.Intn(3) {
		case 0:
			s = "+91 " + m + " " + d(5)
		case 1:
			s = m + " " + d(5)
		default:
			s = "+91-" + m + d(5)
		}
		if c.chance(0.3) {
			s = conv(s, "devanagari")
		}
		return s
	case "ja":
		var s string
		switch c.r.Intn(4) {
		case 0:
			s = c.pick("090", "080", "070") + "-" + d(4) + "-" + d(4)
		case 1:
			s = "03-" + c.nz(4) + "-" + d(4)
		case 2:
			s = "+81 " + c.pick("90", "80") + "-" + d(4) + "-" + d(4)
		default:
			s = "06-" + c.nz(4) + "-" + d(4)
		}
		if c.chance(0.3) {
			s = conv(s, "fullwidth")
		}
		return s
	case "zh":
		m := "1" + c.pick("3", "5", "8", "7") + d(1)
		switch c.r.Intn(4) {
		case 0:
			return m + " " + d(4) + " " + d(4)
		case 1:
			return m + d(8)
		case 2:
			return "+86 " + m + " " + d(4) + " " + d(4)
		default:
			return "021-" + c.nz(4) + " " + d(4)
		}
	case "ko":
		switch c.r.Intn(3) {
		case 0:
			return "010-" + c.nz(4) + "-" + d(4)
		case 1:
			return "+82 10-" + c.nz(4) + "-" + d(4)
		default:
			return "02-" + c.nz(3) + "-" + d(4)
		}
	case "th":
		var s string
		switch c.r.Intn(3) {
		case 0:
			s = "0" + c.pick("8", "9", "6") + d(1) + "-" + d(3) + "-" + d(4)
		case 1:
			s = "+66 " + c.pick("8", "9", "6") + d(1) + " " + d(3) + " " + d(4)
		default:
			s = "02-" + c.nz(3) + "-" + d(4)
		}
		if c.chance(0.3) {
			s = conv(s, "thai")
		}
		return s
	case "sv":
		switch c.r.Intn(3) {
		case 0:
			return "07" + c.pick("0", "2", "3", "6") + "-" + d(3) + " " + d(2) + " " + d(2)
		case 1:
			return "+46 7" + c.pick("0", "2", "3", "6") + " " + d(3) + " " + d(2) + " " + d(2)
		default:
			return "08-" + c.nz(3) + " " + d(3) + " " + d(2)
		}
	case "el":
		switch c.r.Intn(3) {
		case 0:
			return "69" + c.pick("4", "7", "8", "9") + " " + d(3) + " " + d(4)
		case 1:
			return "+30 69" + c.pick("4", "7", "8", "9") + " " + d(3) + " " + d(4)
		default:
			return "210 " + c.nz(3) + " " + d(4)
		}
	}
	panic("no phone locale " + loc)
}

// ---------- US tax ids ----------

func (c *C) ssn() string {
	var a int
	for {
		a = c.n(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d-%02d-%04d", a, c.n(1, 99), c.n(1, 9999))
}

func (c *C) itin() string {
	g := []int{c.n(50, 65), c.n(70, 88), c.n(90, 92), c.n(94, 99)}[c.r.Intn(4)]
	return fmt.Sprintf("9%02d-%02d-%04d", c.n(0, 99), g, c.n(1, 9999))
}

func (c *C) ein() string {
	pre := c.pick("12", "20", "26", "27", "30", "35", "38", "45", "46", "47", "81", "82", "83", "84", "85", "86", "87", "88", "92", "93")
	return pre + "-" + c.nz(7)
}

// ---------- cards ----------

func luhnDigit(p string) string {
	for d := 0; d <= 9; d++ {
		if luhnOK(p + fmt.Sprint(d)) {
			return fmt.Sprint(d)
		}
	}
	return "0"
}

// card returns (brand, digits).
func (c *C) cardRaw() (string, string) {
	var brand, pre string
	var ln int
	switch c.r.Intn(8) {
	case 0, 1, 2:
		brand, pre, ln = "Visa", "4"+c.digits(5), 16
	case 3, 4:
		brand, pre, ln = "Mastercard", fmt.Sprint(c.n(51, 55))+c.digits(4), 16
	case 5:
		brand, pre, ln = "Mastercard", fmt.Sprint(c.n(2221, 2720))+c.digits(2), 16
	case 6:
		brand, pre, ln = "Amex", c.pick("34", "37")+c.digits(4), 15
	default:
		if c.chance(0.5) {
			brand, pre, ln = "Discover", "6011"+c.digits(2), 16
		} else {
			brand, pre, ln = "JCB", fmt.Sprint(c.n(3528, 3589))+c.digits(2), 16
		}
	}
	body := pre + c.digits(ln-1-len(pre))
	return brand, body + luhnDigit(body)
}

func (c *C) card() (string, string) {
	b, d := c.cardRaw()
	if len(d) == 15 {
		switch c.r.Intn(3) {
		case 0:
			return b, d
		case 1:
			return b, d[:4] + " " + d[4:10] + " " + d[10:]
		default:
			return b, d[:4] + "-" + d[4:10] + "-" + d[10:]
		}
	}
	switch c.r.Intn(4) {
	case 0:
		return b, d
	case 1:
		return b, d[:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
	default:
		return b, d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
	}
}

// ---------- secrets ----------

var pwWords = []string{"Maple", "sunflower", "Bluebird", "harbor", "Tigger", "pumpkin", "Kestrel", "lighthouse", "Buster", "Walnut", "cedar", "Roxy", "Juniper", "falcon", "Biscuit", "marigold", "Otter", "Copper", "willow", "Denali"}

// password returns something a person would choose.
func (c *C) password() string {
	w := c.pick(pwWords...)
	switch c.r.Intn(7) {
	case 0:
		return w + fmt.Sprint(c.n(1970, 2024)) + c.pick("!", "#", "$", "?", "")
	case 1:
		return strings.ToLower(w) + "-" + strings.ToLower(c.pick(pwWords...)) + "-" + fmt.Sprint(c.n(10, 99))
	case 2:
		return c.from(alnum+"#!%&*", 4) + c.mixed(8)
	case 3:
		return strings.NewReplacer("a", "@", "o", "0", "e", "3").Replace(w) + fmt.Sprint(c.n(1, 99)) + c.pick("!", "*", "")
	case 4:
		return w + "." + fmt.Sprint(c.n(10, 99)) + strings.ToLower(c.pick(pwWords...))
	case 5:
		return c.mixed(c.n(10, 16))
	default:
		return w + c.pick("_", "") + c.pick("Home", "House", "Casa", "Net") + fmt.Sprint(c.n(1, 9999))
	}
}

func (c *C) wifiPSK() string {
	switch c.r.Intn(4) {
	case 0:
		return c.password()
	case 1:
		return strings.ToLower(c.pick(pwWords...)) + strings.ToLower(c.pick(pwWords...)) + c.digits(3)
	case 2:
		return c.mixed(12)
	default:
		return c.from(upper+dig, 4) + "-" + c.from(upper+dig, 4) + "-" + c.from(upper+dig, 4)
	}
}

// code returns a keypad code (alarm, lockbox, gate): not trivial.
func (c *C) code(k int) string {
	for {
		s := c.digits(k)
		if s != "1234" && s != "0000" && strings.Count(s, s[:1]) < k {
			return s
		}
	}
}

func b64j(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (c *C) jwtWith(alg, payload string) string {
	h := b64j(fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg))
	sl := 43
	switch alg {
	case "RS256":
		sl = 342
	case "ES256":
		sl = 86
	}
	return h + "." + b64j(payload) + "." + c.b64url(sl)
}

// haToken is a Home Assistant long-lived access token.
func (c *C) haToken() string {
	iat := c.n(1680000000, 1740000000)
	return c.jwtWith("HS256", fmt.Sprintf(`{"iss":"%s","iat":%d,"exp":%d}`, c.hex(32), iat, iat+315360000))
}

func (c *C) jwtUser(iss string) string {
	iat := c.n(1700000000, 1745000000)
	return c.jwtWith(c.pick("RS256", "HS256", "ES256"), fmt.Sprintf(`{"sub":"%s","iss":"%s","iat":%d,"exp":%d,"scope":"read write"}`, c.uuid(), iss, iat, iat+3600))
}

func (c *C) googleToken() string  { return "ya29.a0" + c.b64url(c.n(150, 200)) }
func (c *C) googleSecret() string { return "GOCSPX-" + c.b64url(28) }
func (c *C) googleKey() string    { return "AIza" + c.from(alnum+"-_", 35) }
func (c *C) stripeKey() string    { return "sk_live_" + c.mixed(c.n(24, 99)) }
func (c *C) octopusKey() string   { return "sk_live_" + c.mixed(24) }
func (c *C) hueKey() string       { return c.b64url(40) }
func (c *C) b64std(nbytes int) string {
	b := make([]byte, nbytes)
	c.r.Read(b)
	return base64.StdEncoding.EncodeToString(b)
}

// ---------- look-alikes ----------

func (c *C) jobNo() string {
	return c.pick(
		fmt.Sprintf("JOB-%d-%05d", c.n(23, 25), c.n(100, 99999)),
		fmt.Sprintf("WO-%d-%04d", c.n(2023, 2025), c.n(1, 9999)),
		fmt.Sprintf("#%d", c.n(10000, 99999)),
		fmt.Sprintf("SR%07d", c.n(1000000, 9999999)),
		fmt.Sprintf("T-%d%s", c.n(1000, 9999), c.pick("A", "B", "C")),
	)
}
func (c *C) invNo() string {
	return c.pick(
		fmt.Sprintf("INV-%d-%05d", c.n(2023, 2025), c.n(1, 99999)),
		fmt.Sprintf("INV%06d", c.n(1000, 999999)),
		fmt.Sprintf("%d/%d", c.n(1, 999), c.n(2023, 2025)),
		fmt.Sprintf("RE-%d-%04d", c.n(2023, 2025), c.n(1, 9999)),
	)
}
func (c *C) quoteNo() string { return fmt.Sprintf("Q-%d%04d", c.n(23, 25), c.n(1, 9999)) }
func (c *C) mac() string {
	p := make([]string, 6)
	for i := range p {
		p[i] = c.HEX(2)
	}
	return strings.Join(p, c.pick(":", ":", "-"))
}
func (c *C) lanIP() string {
	return c.pick(fmt.Sprintf("192.168.%d.%d", c.pick2(0, 1, 1, 178, 68, 50), c.n(2, 254)), fmt.Sprintf("10.0.%d.%d", c.n(0, 10), c.n(2, 254)))
}
func (c *C) pick2(xs ...int) int { return xs[c.r.Intn(len(xs))] }
func (c *C) ieee() string {
	p := c.pick("00158d", "000d6f", "ccccccfffe", "5c0272fffe", "842e14fffe", "001788010", "a4c138", "b4e3f9fffe")
	return "0x" + p + c.hex(16-len(p))
}
func (c *C) date() string {
	y, m, d := c.n(2023, 2025), c.n(1, 12), c.n(1, 28)
	return c.pick(fmt.Sprintf("%d-%02d-%02d", y, m, d), fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%d/%d", m, d))
}
func (c *C) dateEU() string {
	return fmt.Sprintf("%02d.%02d.%d", c.n(1, 28), c.n(1, 12), c.n(2023, 2025))
}
func (c *C) isoDate() string {
	return fmt.Sprintf("%d-%02d-%02d", c.n(2023, 2025), c.n(1, 12), c.n(1, 28))
}
func (c *C) hm() string { return fmt.Sprintf("%02d:%02d", c.n(7, 18), c.pick2(0, 15, 30, 45)) }
func (c *C) usd() string {
	return fmt.Sprintf("$%d.%02d", c.n(85, 4800), c.n(0, 99))
}
func (c *C) usdBig() string {
	v := c.n(1000, 24000)
	return fmt.Sprintf("$%d,%03d.%02d", v/1000, v%1000, c.pick2(0, 0, 50, 99))
}
func (c *C) eur() string { return fmt.Sprintf("%d,%02d €", c.n(60, 3900), c.n(0, 99)) }
func (c *C) gbp() string { return fmt.Sprintf("£%d.%02d", c.n(60, 3900), c.n(0, 99)) }
func (c *C) zip() string { return fmt.Sprintf("%05d", c.n(10001, 99950)) }
func (c *C) ukPostcode() string {
	return c.pick("M", "LS", "B", "BS", "CF", "SW", "N", "E", "NG", "G") + fmt.Sprint(c.n(1, 28)) + " " + fmt.Sprint(c.n(1, 9)) + c.from("ABDEFGHJLNPQRSTUWXYZ", 2)
}
func (c *C) streetUS() string {
	return fmt.Sprintf("%d %s %s", c.n(100, 9999), c.pick("Oak", "Maple", "Cedar", "Pecan", "Willow", "Ridge", "Lakeview", "Sunset", "Mesa Verde", "Hickory"), c.pick("St", "Ave", "Dr", "Ln", "Ct", "Blvd", "Way"))
}
func (c *C) cityUS() string {
	return c.pick("Austin, TX", "Denver, CO", "Columbus, OH", "Phoenix, AZ", "Charlotte, NC", "Portland, OR", "Tampa, FL", "Plano, TX", "Raleigh, NC", "Naperville, IL")
}

var models = []string{"Rheem XE50T10H45U0", "A.O. Smith ENT-50 200", "Navien NPE-240A2", "Rinnai RU199iN", "Daikin FTXM35R", "Carrier 24ACC636A003", "Trane XR14", "Mitsubishi MSZ-GL12NA", "Honeywell T6 Pro TH6220U2000", "Ecobee EB-STATE6-01", "Kohler K-596-CP", "Moen 7594ESRS", "InSinkErator Evolution Excel", "Square D QO120", "Eaton BR230", "Leviton GFNT1-W", "Generac 7043", "Sump Pump Zoeller M53", "LiftMaster 87504-267", "Chamberlain B970"}
var smartModels = []string{"Philips Hue LCA001", "Hue Bridge BSB002", "Aqara WSDCGQ11LM", "IKEA E1743", "IKEA TRADFRI LED1836G9", "Sonoff ZBDongle-E", "Shelly Plus 1PM", "Shelly Pro 3EM", "Tuya TS011F", "Aqara MCCGQ11LM", "Nest Learning Thermostat 3rd gen", "Ring Alarm Pro", "Ring Video Doorbell 4", "Yale Assure Lock 2 YRD410", "Reolink RLC-810A", "Ubiquiti UDM-Pro", "Synology DS920+", "QNAP TS-464", "FRITZ!Box 7590 AX", "TP-Link Deco X55"}
var energyModels = []string{"SolarEdge SE7600H-US", "Fronius Primo 5.0-1", "Enphase IQ8PLUS-72-2-US", "Tesla Powerwall 2", "Huawei SUN2000-5KTL-L1", "SMA Sunny Boy 5.0", "GivEnergy AIO 13.5kWh", "Tesla Wall Connector Gen 3", "myenergi zappi v2.1", "Easee Home", "Wallbox Pulsar Plus", "ChargePoint Home Flex", "go-eCharger HOMEfix 11kW", "Ohme ePod"}

func (c *C) serial() string {
	return c.pick(
		"SN "+c.HEX(4)+"-"+c.digits(5)+"-"+c.digits(4),
		"S/N: "+c.from(upper, 1)+c.digits(9),
		"Serial "+c.digits(12),
		"SN: "+c.HEX(8)+"-"+c.HEX(2),
		"S/N "+fmt.Sprint(c.n(10, 25))+c.from(upper, 2)+c.digits(6),
	)
}
func (c *C) entity() string {
	dom := c.pick("light", "switch", "sensor", "binary_sensor", "climate", "cover", "lock", "alarm_control_panel", "camera")
	room := c.pick("kitchen", "living_room", "garage", "hallway", "master_bedroom", "porch", "basement", "office", "kids_room", "garden")
	suf := c.pick("", "_ceiling", "_motion", "_temperature", "_door", "_power", "_energy", "_humidity", "_2")
	return dom + "." + room + suf
}

// one calls exactly one of fs, so labels recorded inside the others are not.
func (c *C) one(fs ...func() string) string { return fs[c.r.Intn(len(fs))]() }

// hmA and hmB give an ordered pair of times (a window), in that call order.
func (c *C) hmA() string {
	c.wh = c.n(7, 15)
	return fmt.Sprintf("%02d:%02d", c.wh, c.pick2(0, 0, 30))
}
func (c *C) hmB() string { return fmt.Sprintf("%02d:%02d", c.wh+c.n(1, 4), c.pick2(0, 0, 30)) }
