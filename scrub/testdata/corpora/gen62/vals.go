package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func n(a, b int) int           { return a + r.Intn(b-a+1) }
func pick(xs ...string) string { return xs[r.Intn(len(xs))] }
func pickS(xs []string) string { return xs[r.Intn(len(xs))] }
func coin() bool               { return r.Intn(2) == 0 }
func one(k int) bool           { return r.Intn(k) == 0 }

func dg(k int) string {
	var sb strings.Builder
	for i := 0; i < k; i++ {
		sb.WriteByte(byte('0' + r.Intn(10)))
	}
	return sb.String()
}
func nz(k int) string { return fmt.Sprint(n(1, 9)) + dg(k-1) }

const alnumS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const lowerAlnum = "abcdefghijklmnopqrstuvwxyz0123456789"
const hexS = "0123456789abcdef"
const b64uS = alnumS + "-_"
const b64S = alnumS + "+/"

func fromSet(set string, k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// secretish guarantees at least two digits and two capitals
func secretish(set string, k int) string {
	for {
		s := fromSet(set, k)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && (u >= 2 || !strings.ContainsAny(set, "ABC")) {
			return s
		}
	}
}
func alnum(k int) string { return secretish(alnumS, k) }
func hexx(k int) string  { return secretish(hexS, k) }
func b64u(k int) string  { return secretish(b64uS, k) }
func guid() string {
	return hexx(8) + "-" + hexx(4) + "-4" + fromSet(hexS, 3) + "-" + pick("8", "9", "a", "b") + fromSet(hexS, 3) + "-" + hexx(12)
}

var digitSets = map[string][]rune{
	"arabic":     []rune("٠١٢٣٤٥٦٧٨٩"),
	"persian":    []rune("۰۱۲۳۴۵۶۷۸۹"),
	"devanagari": []rune("०१२३४५६७८९"),
	"thai":       []rune("๐๑๒๓๔๕๖๗๘๙"),
	"fullwidth":  []rune("０１２３４５６７８９"),
}

func conv(s, set string) string {
	ds := digitSets[set]
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(ds[c-'0'])
		} else if set == "fullwidth" && c == '-' {
			sb.WriteRune('－')
		} else if set == "fullwidth" && c == '+' {
			sb.WriteRune('＋')
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

// ---------- people ----------

type Loc struct {
	code       string
	giv, sur   []string
	rgiv, rsur []string
	domains    []string
	eastern    bool // surname first, no space
	spaced     bool // surname first with space (vi, ko-style display)
	phone      func() string
}

type Person struct {
	Name, First, Last, RFirst, RLast string
	L                                *Loc
}

var foldMap = map[rune]string{'á': "a", 'à': "a", 'â': "a", 'ä': "a", 'ã': "a", 'å': "a", 'ą': "a", 'é': "e", 'è': "e", 'ê': "e", 'ë': "e", 'ę': "e",
	'í': "i", 'ì': "i", 'î': "i", 'ï': "i", 'ı': "i", 'ó': "o", 'ò': "o", 'ô': "o", 'ö': "o", 'õ': "o", 'ø': "o", 'ú': "u", 'ù': "u", 'û': "u", 'ü': "u",
	'ç': "c", 'ć': "c", 'ñ': "n", 'ń': "n", 'ß': "ss", 'ł': "l", 'ś': "s", 'ş': "s", 'ğ': "g", 'ź': "z", 'ż': "z", 'É': "e", 'Í': "i", 'Ö': "o", 'Ç': "c", 'Ş': "s", 'Ü': "u"}

func fold(s string) string {
	var sb strings.Builder
	for _, c := range strings.ToLower(s) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			sb.WriteRune(c)
		} else if m, ok := foldMap[c]; ok {
			sb.WriteString(m)
		}
	}
	return sb.String()
}

var locs = map[string]*Loc{}

func L(code string) *Loc { return locs[code] }

func addLoc(l *Loc) { locs[l.code] = l }

func init() {
	sp := func(s string) []string { return strings.Split(s, ",") }
	addLoc(&Loc{code: "us", giv: sp("James,Maria,Robert,Jennifer,Michael,Linda,David,Patricia,Kevin,Ashley,Marcus,Tanisha,Brian,Emily,Daniel,Rachel,Jamal,Courtney"),
		sur:     sp("Thompson,Garcia,Nguyen,Patel,Johnson,Okafor,Kowalski,O'Brien,Martinez,Whitfield,Rosenberg,Delgado,Brooks,Chen,Sullivan,Washington,Feldman"),
		domains: sp("gmail.com,yahoo.com,outlook.com,icloud.com,comcast.net,aol.com,hotmail.com"), phone: phUS})
	addLoc(&Loc{code: "gb", giv: sp("Oliver,Amelia,Harry,Charlotte,George,Sophie,Rhys,Niamh,Callum,Priya"),
		sur: sp("Hughes,Walsh,Pritchard,Ahmed,Fletcher,Sinclair,Okonjo,Davies,MacLeod"), domains: sp("gmail.com,btinternet.com,outlook.com,yahoo.co.uk,sky.com"), phone: phGB})
	addLoc(&Loc{code: "de", giv: sp("Lukas,Anna,Jonas,Katharina,Matthias,Sabine,Jürgen,Lena,Stefan,Ulrike"),
		sur: sp("Müller,Schneider,Becker,Hoffmann,Weiß,Krüger,Schäfer,Wagner,Zimmermann"), domains: sp("gmx.de,web.de,t-online.de,gmail.com,posteo.de"), phone: phDE})
	addLoc(&Loc{code: "fr", giv: sp("Camille,Julien,Élodie,Mathieu,Chloé,Antoine,Inès,Benoît,Sophie"),
		sur: sp("Moreau,Lefèvre,Dubois,Girard,Roux,Fontaine,Benali,Mercier,Lambert"), domains: sp("orange.fr,free.fr,gmail.com,laposte.net,sfr.fr"), phone: phFR})
	addLoc(&Loc{code: "es", giv: sp("Javier,Lucía,Alejandro,Carmen,Pablo,Marta,Íñigo,Nuria,Sergio"),
		sur: sp("García,Fernández,López,Martínez,Ruiz,Navarro,Ibáñez,Ortega,Serrano"), domains: sp("gmail.com,hotmail.es,telefonica.net,yahoo.es"), phone: phES})
	addLoc(&Loc{code: "mx", giv: sp("José Luis,Guadalupe,Alejandra,Fernando,Ximena,Jorge,Rosa María,Luis Ángel"),
		sur: sp("Hernández,Ramírez,Flores,Gutiérrez,Morales,Castillo,Vázquez,Reyes"), domains: sp("hotmail.com,gmail.com,prodigy.net.mx,outlook.com"), phone: phMX})
	addLoc(&Loc{code: "br", giv: sp("João,Ana Paula,Thiago,Fernanda,Rafael,Beatriz,Luiz,Camila"),
		sur: sp("Silva,Souza,Oliveira,Pereira,Carvalho,Rodrigues,Almeida,Costa"), domains: sp("gmail.com,uol.com.br,bol.com.br,terra.com.br,hotmail.com"), phone: phBR})
	addLoc(&Loc{code: "it", giv: sp("Giulia,Marco,Francesca,Alessandro,Chiara,Lorenzo,Matteo"),
		sur: sp("Rossi,Bianchi,Esposito,Romano,Colombo,Ricci,De Luca,Galli"), domains: sp("libero.it,gmail.com,virgilio.it,alice.it,tiscali.it"), phone: phIT})
	addLoc(&Loc{code: "nl", giv: sp("Daan,Sanne,Bram,Femke,Thijs,Lotte,Joost"),
		sur: sp("de Vries,Jansen,van den Berg,Bakker,Visser,Smit,Mulder"), domains: sp("ziggo.nl,kpnmail.nl,gmail.com,hotmail.nl"), phone: phNL})
	addLoc(&Loc{code: "pl", giv: sp("Piotr,Katarzyna,Tomasz,Agnieszka,Michał,Magdalena,Paweł"),
		sur: sp("Nowak,Kowalska,Wiśniewski,Wójcik,Kamiński,Lewandowska,Zając"), domains: sp("wp.pl,onet.pl,interia.pl,gmail.com,o2.pl"), phone: phPL})
	addLoc(&Loc{code: "ru", giv: sp("Дмитрий,Елена,Алексей,Ольга,Сергей,Наталья"), sur: sp("Иванов,Смирнова,Кузнецов,Попова,Соколов,Лебедева"),
		rgiv: sp("dmitry,elena,alexey,olga,sergey,natalia"), rsur: sp("ivanov,smirnova,kuznetsov,popova,sokolov,lebedeva"),
		domains: sp("mail.ru,yandex.ru,gmail.com,bk.ru"), phone: phRU})
	addLoc(&Loc{code: "ua", giv: sp("Олександр,Оксана,Андрій,Ірина,Богдан"), sur: sp("Шевченко,Коваленко,Бондаренко,Ткаченко,Мельник"),
		rgiv: sp("oleksandr,oksana,andriy,iryna,bohdan"), rsur: sp("shevchenko,kovalenko,bondarenko,tkachenko,melnyk"),
		domains: sp("ukr.net,gmail.com,i.ua"), phone: phUA})
	addLoc(&Loc{code: "jp", giv: sp("翔太,美咲,健一,由美,大輔,葵"), sur: sp("佐藤,鈴木,高橋,田中,渡辺,伊藤"),
		rgiv: sp("shota,misaki,kenichi,yumi,daisuke,aoi"), rsur: sp("sato,suzuki,takahashi,tanaka,watanabe,ito"),
		domains: sp("gmail.com,yahoo.co.jp,docomo.ne.jp,ezweb.ne.jp,icloud.com"), eastern: true, phone: phJP})
	addLoc(&Loc{code: "cn", giv: sp("伟,芳,敏,静,磊,洋,建国"), sur: sp("王,李,张,刘,陈,杨,赵"),
		rgiv: sp("wei,fang,min,jing,lei,yang,jianguo"), rsur: sp("wang,li,zhang,liu,chen,yang,zhao"),
		domains: sp("qq.com,163.com,126.com,sina.com,foxmail.com"), eastern: true, phone: phCN})
	addLoc(&Loc{code: "kr", giv: sp("민준,서연,지훈,수빈,현우,지은"), sur: sp("김,이,박,최,정,강"),
		rgiv: sp("minjun,seoyeon,jihoon,subin,hyunwoo,jieun"), rsur: sp("kim,lee,park,choi,jung,kang"),
		domains: sp("naver.com,daum.net,gmail.com,kakao.com"), eastern: true, phone: phKR})
	addLoc(&Loc{code: "in", giv: sp("राहुल,प्रिया,अमित,सुनीता,विकास,अंजलि"), sur: sp("शर्मा,वर्मा,गुप्ता,सिंह,पटेल,यादव"),
		rgiv: sp("rahul,priya,amit,sunita,vikas,anjali"), rsur: sp("sharma,verma,gupta,singh,patel,yadav"),
		domains: sp("gmail.com,rediffmail.com,yahoo.co.in,outlook.com"), phone: phIN})
	addLoc(&Loc{code: "ar", giv: sp("محمد,أحمد,فاطمة,مريم,يوسف,نور"), sur: sp("حسن,عبد الله,السيد,إبراهيم,مصطفى,الشريف"),
		rgiv: sp("mohamed,ahmed,fatma,mariam,youssef,nour"), rsur: sp("hassan,abdallah,elsayed,ibrahim,mostafa,elsherif"),
		domains: sp("gmail.com,hotmail.com,yahoo.com,outlook.sa"), phone: phAR})
	addLoc(&Loc{code: "fa", giv: sp("علی,زهرا,رضا,مریم,حسین,سارا"), sur: sp("محمدی,حسینی,رضایی,کریمی,احمدی,موسوی"),
		rgiv: sp("ali,zahra,reza,maryam,hossein,sara"), rsur: sp("mohammadi,hosseini,rezaei,karimi,ahmadi,mousavi"),
		domains: sp("gmail.com,yahoo.com,chmail.ir"), phone: phIR})
	addLoc(&Loc{code: "th", giv: sp("สมชาย,สุดา,ธนากร,วรรณา,ประเสริฐ,กมลชนก"), sur: sp("ศรีสุข,วงศ์ใหญ่,แก้วมณี,บุญมา,ทองดี,จันทร์เพ็ญ"),
		rgiv: sp("somchai,suda,thanakorn,wanna,prasert,kamonchanok"), rsur: sp("srisuk,wongyai,kaewmanee,boonma,thongdee,chanpen"),
		domains: sp("gmail.com,hotmail.com,yahoo.co.th"), phone: phTH})
	addLoc(&Loc{code: "tr", giv: sp("Mehmet,Ayşe,Emre,Zeynep,Burak,Elif,Oğuz"), sur: sp("Yılmaz,Kaya,Demir,Şahin,Çelik,Öztürk,Aydın"),
		domains: sp("gmail.com,hotmail.com,yandex.com.tr,outlook.com.tr"), phone: phTR})
	addLoc(&Loc{code: "he", giv: sp("נועה,יוסי,מיכל,אבי,תמר,דניאל"), sur: sp("כהן,לוי,מזרחי,פרץ,ביטון,אברהם"),
		rgiv: sp("noa,yossi,michal,avi,tamar,daniel"), rsur: sp("cohen,levi,mizrahi,peretz,biton,avraham"),
		domains: sp("gmail.com,walla.co.il,012.net.il"), phone: phIL})
	addLoc(&Loc{code: "vn", giv: sp("Minh Anh,Thu Hà,Quốc Huy,Ngọc Lan,Văn Đức,Thanh Tùng"), sur: sp("Nguyễn,Trần,Lê,Phạm,Hoàng,Võ"),
		rgiv: sp("minhanh,thuha,quochuy,ngoclan,vanduc,thanhtung"), rsur: sp("nguyen,tran,le,pham,hoang,vo"),
		domains: sp("gmail.com,yahoo.com.vn,outlook.com"), spaced: true, phone: phVN})
	addLoc(&Loc{code: "gr", giv: sp("Γιώργος,Μαρία,Νίκος,Ελένη,Κώστας,Δήμητρα"), sur: sp("Παπαδόπουλος,Παπαδοπούλου,Νικολάου,Γεωργίου,Οικονόμου,Δημητρίου"),
		rgiv: sp("giorgos,maria,nikos,eleni,kostas,dimitra"), rsur: sp("papadopoulos,papadopoulou,nikolaou,georgiou,oikonomou,dimitriou"),
		domains: sp("gmail.com,otenet.gr,yahoo.gr"), phone: phGR})
	addLoc(&Loc{code: "se", giv: sp("Erik,Ingrid,Johan,Karin,Lars,Sofia,Anders"), sur: sp("Andersson,Johansson,Lindqvist,Björk,Nyström,Ekström"),
		domains: sp("telia.com,gmail.com,hotmail.se,bredband.net"), phone: phSE})
	addLoc(&Loc{code: "ph", giv: sp("Maria Cristina,Jose,Angelica,Mark Anthony,Rowena,Jericho"), sur: sp("Santos,Reyes,Dela Cruz,Bautista,Mendoza,Villanueva"),
		domains: sp("gmail.com,yahoo.com,outlook.ph"), phone: phPH})
}

var allLocs = []string{"us", "gb", "de", "fr", "es", "mx", "br", "it", "nl", "pl", "ru", "ua", "jp", "cn", "kr", "in", "ar", "fa", "th", "tr", "he", "vn", "gr", "se", "ph"}
var immLocs = []string{"mx", "br", "in", "cn", "kr", "ar", "fa", "ru", "ua", "vn", "ph", "tr", "jp", "he", "gr", "fr", "de", "es", "gb", "it", "pl", "th"}

func per(code string) Person {
	l := L(code)
	i, j := r.Intn(len(l.giv)), r.Intn(len(l.sur))
	p := Person{First: l.giv[i], Last: l.sur[j], L: l}
	if l.rgiv != nil {
		p.RFirst, p.RLast = l.rgiv[i], l.rsur[j]
	} else {
		p.RFirst, p.RLast = fold(p.First), fold(p.Last)
	}
	switch {
	case l.eastern:
		p.Name = p.Last + p.First
	case l.spaced:
		p.Name = p.Last + " " + p.First
	default:
		p.Name = p.First + " " + p.Last
	}
	return p
}
func us() Person { return per("us") }

// personal e-mail
func (p Person) Mail() string {
	f, l := p.RFirst, p.RLast
	d := pickS(p.L.domains)
	if d == "qq.com" && coin() {
		return nz(n(8, 10)) + "@qq.com"
	}
	switch r.Intn(7) {
	case 0:
		return f + "." + l + "@" + d
	case 1:
		return f[:1] + l + "@" + d
	case 2:
		return f + l + dg(2) + "@" + d
	case 3:
		return l + "." + f + "@" + d
	case 4:
		return f + "_" + l + fmt.Sprint(n(70, 99)) + "@" + d
	case 5:
		return f + "." + l + fmt.Sprint(n(1, 9)) + "@" + d
	}
	return l + f[:1] + dg(3) + "@" + d
}

// work e-mail at a domain
func (p Person) At(domain string) string {
	f, l := p.RFirst, p.RLast
	switch r.Intn(4) {
	case 0:
		return f + "." + l + "@" + domain
	case 1:
		return f[:1] + l + "@" + domain
	case 2:
		return f + "@" + domain
	}
	return f[:1] + "." + l + "@" + domain
}

func (p Person) Phone() string { return p.L.phone() }

type Firm struct{ Name, Dom, Loc string }

var firms = []Firm{
	{"Hartwell & Cole LLP", "hartwellcole.com", "us"}, {"Brennan Ostrowski PC", "bo-law.com", "us"}, {"Kessler Immigration Law Group", "kesslerimmigration.com", "us"},
	{"Pinecrest Estate & Elder Law", "pinecrestlaw.com", "us"}, {"Okafor Reyes LLP", "okaforreyes.com", "us"}, {"Dunmore Whitlock Trial Lawyers", "dunmorewhitlock.com", "us"},
	{"Castellano Immigration Attorneys", "castellanoimmigration.com", "us"}, {"Greystone Legal PLLC", "greystonelegal.com", "us"},
}
var titleCos = []Firm{{"Marlowe Title & Escrow", "marlowetitle.com", "us"}, {"Bayside Settlement Services", "baysidesettle.com", "us"}, {"Keystone Abstract Co.", "keystoneabstract.com", "us"}}
var vendors = []Firm{{"Lexbridge Discovery", "lexbridgediscovery.com", "us"}, {"CaseVault Analytics", "casevault.io", "us"}, {"Northpoint eDiscovery", "northpoint-ed.com", "us"}}

func firm() Firm { return firms[r.Intn(len(firms))] }

// ---------- phones ----------

var usAreas = []string{"212", "646", "917", "718", "312", "773", "415", "650", "213", "310", "305", "786", "404", "617", "202", "703", "713", "214", "602", "206", "503", "303", "215", "469", "512", "858", "619", "201", "973", "248", "614", "952"}

func usParts() (string, string, string) {
	a := pickS(usAreas)
	ex := fmt.Sprint(n(2, 9)) + dg(2)
	if ex[1:] == "11" {
		ex = ex[:2] + "2"
	}
	return a, ex, dg(4)
}
func phUS() string {
	a, e, l := usParts()
	switch r.Intn(9) {
	case 0, 1:
		return "(" + a + ") " + e + "-" + l
	case 2, 3:
		return a + "-" + e + "-" + l
	case 4:
		return a + "." + e + "." + l
	case 5:
		return "+1 " + a + "-" + e + "-" + l
	case 6:
		return "+1 (" + a + ") " + e + "-" + l
	case 7:
		return "+1 " + a + " " + e + " " + l
	}
	return "1-" + a + "-" + e + "-" + l
}
func phUSplain() string { a, e, l := usParts(); return a + e + l }
func phUSdash() string  { a, e, l := usParts(); return a + "-" + e + "-" + l }
func phGB() string {
	switch r.Intn(5) {
	case 0:
		return "020 7" + dg(3) + " " + dg(4)
	case 1:
		return "07" + fmt.Sprint(n(4, 9)) + dg(2) + " " + dg(6)
	case 2:
		return "+44 20 7" + dg(3) + " " + dg(4)
	case 3:
		return "+44 (0)161 " + dg(3) + " " + dg(4)
	}
	return "+44 7" + fmt.Sprint(n(4, 9)) + dg(2) + " " + dg(6)
}
func phDE() string {
	switch r.Intn(6) {
	case 0:
		return "+49 30 " + nz(8)
	case 1:
		return "030 " + nz(8)
	case 2:
		return pick("0151 ", "0171 ", "0160 ", "0176 ") + nz(7)
	case 3:
		return "+49 " + pick("151 ", "171 ", "176 ") + nz(7)
	case 4:
		return "+49 (0)69 " + nz(4) + " " + dg(4)
	}
	return "089 / " + nz(2) + " " + dg(2) + " " + dg(2) + " " + dg(2)
}
func pairs(k int) string {
	var s []string
	for i := 0; i < k; i++ {
		s = append(s, dg(2))
	}
	return strings.Join(s, " ")
}
func phFR() string {
	switch r.Intn(4) {
	case 0:
		return "+33 " + pick("1", "6", "7", "4") + " " + pairs(4)
	case 1:
		return "0" + pick("1", "4", "5") + " " + pairs(4)
	case 2:
		return "0" + pick("6", "7") + " " + pairs(4)
	}
	return "06." + strings.ReplaceAll(pairs(4), " ", ".")
}
func phES() string {
	switch r.Intn(3) {
	case 0:
		return "+34 6" + dg(2) + " " + dg(3) + " " + dg(3)
	case 1:
		return "6" + dg(2) + " " + dg(3) + " " + dg(3)
	}
	return "+34 91 " + dg(3) + " " + dg(2) + " " + dg(2)
}
func phMX() string {
	switch r.Intn(3) {
	case 0:
		return "+52 55 " + nz(4) + " " + dg(4)
	case 1:
		return "+52 1 33 " + nz(4) + " " + dg(4)
	}
	return "(55) " + nz(4) + "-" + dg(4)
}
func phBR() string {
	dd := pick("11", "21", "31", "41", "51", "61", "71", "81")
	switch r.Intn(4) {
	case 0:
		return "+55 " + dd + " 9" + nz(4) + "-" + dg(4)
	case 1:
		return "(" + dd + ") 9" + nz(4) + "-" + dg(4)
	case 2:
		return "(" + dd + ") 3" + dg(3) + "-" + dg(4)
	}
	return "+55 (" + dd + ") 9" + nz(4) + "-" + dg(4)
}
func phIT() string {
	switch r.Intn(3) {
	case 0:
		return "+39 06 " + nz(4) + " " + dg(4)
	case 1:
		return "+39 3" + pick("33", "47", "39", "28") + " " + dg(3) + " " + dg(4)
	}
	return "3" + pick("33", "47", "39", "28") + " " + dg(3) + " " + dg(4)
}
func phNL() string {
	switch r.Intn(3) {
	case 0:
		return "+31 20 " + nz(3) + " " + dg(4)
	case 1:
		return "06-" + nz(8)
	}
	return "+31 6 " + nz(8)
}
func phPL() string {
	if coin() {
		return "+48 " + pick("5", "6", "7") + dg(2) + " " + dg(3) + " " + dg(3)
	}
	return pick("5", "6", "7") + dg(2) + " " + dg(3) + " " + dg(3)
}
func phRU() string {
	switch r.Intn(3) {
	case 0:
		return "+7 495 " + nz(3) + "-" + dg(2) + "-" + dg(2)
	case 1:
		return "8 (9" + dg(2) + ") " + nz(3) + "-" + dg(2) + "-" + dg(2)
	}
	return "+7 (9" + dg(2) + ") " + nz(3) + "-" + dg(2) + "-" + dg(2)
}
func phUA() string {
	if coin() {
		return "+380 " + pick("67", "50", "63", "93") + " " + nz(3) + " " + dg(2) + " " + dg(2)
	}
	return "0" + pick("67", "50", "63", "93") + " " + nz(3) + " " + dg(2) + " " + dg(2)
}
func phJP() string {
	switch r.Intn(4) {
	case 0:
		return "03-" + nz(4) + "-" + dg(4)
	case 1:
		return pick("090-", "080-", "070-") + nz(4) + "-" + dg(4)
	case 2:
		return "+81 " + pick("90-", "80-") + nz(4) + "-" + dg(4)
	}
	return "06-" + nz(4) + "-" + dg(4)
}
func phCN() string {
	m := "1" + pick("38", "39", "35", "86", "50", "58", "89", "37") + dg(8)
	switch r.Intn(3) {
	case 0:
		return m
	case 1:
		return "+86 " + m[:3] + " " + m[3:7] + " " + m[7:]
	}
	return pick("010-", "021-", "0755-") + nz(8)
}
func phKR() string {
	switch r.Intn(3) {
	case 0:
		return "010-" + nz(4) + "-" + dg(4)
	case 1:
		return "+82 10-" + nz(4) + "-" + dg(4)
	}
	return "02-" + nz(pick3or4()) + "-" + dg(4)
}
func pick3or4() int { return n(3, 4) }
func phIN() string {
	m := pick("9", "8", "7") + dg(4)
	switch r.Intn(3) {
	case 0:
		return "+91 " + m + " " + dg(5)
	case 1:
		return "+91-" + m + dg(5)
	}
	return "0" + m + " " + dg(5)
}
func phAR() string {
	switch r.Intn(4) {
	case 0:
		return "+20 10 " + nz(4) + " " + dg(4)
	case 1:
		return "010 " + nz(4) + " " + dg(4)
	case 2:
		return "+966 5" + dg(1) + " " + nz(3) + " " + dg(4)
	}
	return "05" + dg(1) + " " + nz(3) + " " + dg(4)
}
func phIR() string {
	if coin() {
		return "09" + pick("12", "13", "35", "19") + " " + nz(3) + " " + dg(4)
	}
	return "+98 9" + pick("12", "13", "35") + " " + nz(3) + " " + dg(4)
}
func phTH() string {
	switch r.Intn(3) {
	case 0:
		return "08" + dg(1) + "-" + nz(3) + "-" + dg(4)
	case 1:
		return "+66 8" + dg(1) + " " + nz(3) + " " + dg(4)
	}
	return "02-" + nz(3) + "-" + dg(4)
}
func phTR() string {
	switch r.Intn(3) {
	case 0:
		return "0 (5" + dg(2) + ") " + nz(3) + " " + dg(2) + " " + dg(2)
	case 1:
		return "+90 5" + dg(2) + " " + nz(3) + " " + dg(2) + " " + dg(2)
	}
	return "0212 " + nz(3) + " " + dg(2) + " " + dg(2)
}
func phIL() string {
	switch r.Intn(3) {
	case 0:
		return "+972-5" + dg(1) + "-" + nz(3) + "-" + dg(4)
	case 1:
		return "05" + dg(1) + "-" + nz(7)
	}
	return "03-" + nz(7)
}
func phVN() string {
	switch r.Intn(3) {
	case 0:
		return "+84 9" + dg(1) + " " + nz(3) + " " + dg(2) + " " + dg(2)
	case 1:
		return "09" + dg(2) + " " + nz(3) + " " + dg(3)
	}
	return "028 " + nz(4) + " " + dg(4)
}
func phGR() string {
	switch r.Intn(3) {
	case 0:
		return "+30 210 " + nz(3) + " " + dg(4)
	case 1:
		return "69" + dg(1) + " " + nz(3) + " " + dg(4)
	}
	return "+30 69" + dg(1) + " " + nz(3) + " " + dg(4)
}
func phSE() string {
	switch r.Intn(3) {
	case 0:
		return "+46 70 " + nz(3) + " " + dg(2) + " " + dg(2)
	case 1:
		return "070-" + nz(3) + " " + dg(2) + " " + dg(2)
	}
	return "08-" + nz(3) + " " + dg(3) + " " + dg(2)
}
func phPH() string {
	m := "9" + pick("17", "18", "27", "55", "08") + " "
	switch r.Intn(3) {
	case 0:
		return "+63 " + m + nz(3) + " " + dg(4)
	case 1:
		return "0" + m + nz(3) + " " + dg(4)
	}
	return "+63 (2) 8" + dg(3) + " " + dg(4)
}

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	for {
		a := n(1, 899)
		if a == 666 {
			continue
		}
		g := n(1, 99)
		s := n(1, 9999)
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
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return "9" + dg(2), fmt.Sprint(groups[r.Intn(len(groups))]), fmt.Sprintf("%04d", n(1, 9999))
}
func ssn() string  { a, g, s := ssnParts(); return a + "-" + g + "-" + s }
func itin() string { a, g, s := itinParts(); return a + "-" + g + "-" + s }
func ssnAny() string {
	a, g, s := ssnParts()
	switch r.Intn(6) {
	case 0:
		return a + " " + g + " " + s
	case 1:
		return a + g + s
	}
	return a + "-" + g + "-" + s
}
func last4() string { return fmt.Sprintf("%04d", n(1, 9999)) }

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

type Card struct{ Brand, Raw string }

func card() Card {
	type is struct {
		brand string
		pre   func() string
		ln    int
	}
	iss := []is{
		{"Visa", func() string { return "4" + pick("111", "532", "716", "024", "485", "929") }, 16},
		{"Visa", func() string { return "4" + pick("147", "266", "388") }, 16},
		{"Mastercard", func() string { return fmt.Sprint(n(51, 55)) }, 16},
		{"Mastercard", func() string { return fmt.Sprint(n(2221, 2720)) }, 16},
		{"Amex", func() string { return pick("34", "37") }, 15},
		{"Discover", func() string { return pick("6011", "65") }, 16},
		{"JCB", func() string { return fmt.Sprint(n(3528, 3589)) }, 16},
		{"UnionPay", func() string { return "62" + pick("22", "12", "84") }, 16},
		{"Mir", func() string { return fmt.Sprint(n(2200, 2204)) }, 16},
		{"Diners", func() string { return "36" }, 14},
	}
	w := []int{4, 4, 3, 2, 3, 2, 1, 1, 1, 1}
	tot := 0
	for _, x := range w {
		tot += x
	}
	k := r.Intn(tot)
	i := 0
	for ; k >= w[i]; i++ {
		k -= w[i]
	}
	p := iss[i].pre()
	body := p + dg(iss[i].ln-1-len(p))
	raw := body + string(luhnDigit(body))
	if !luhnOK(raw) {
		panic("luhn")
	}
	return Card{iss[i].brand, raw}
}
func (c Card) Fmt() string {
	s := c.Raw
	switch len(s) {
	case 15:
		sep := pick(" ", "-", "")
		return s[:4] + sep + s[4:10] + sep + s[10:]
	case 14:
		sep := pick(" ", "")
		return s[:4] + sep + s[4:10] + sep + s[10:]
	}
	switch r.Intn(4) {
	case 0:
		return s
	case 1:
		return s[:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:]
	}
	return s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:]
}
func exp() string { return fmt.Sprintf("%02d/%02d", n(1, 12), n(26, 31)) }

// ---------- JWT ----------

func b64j(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwtWith(alg, payload string) string {
	hdr := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if one(3) {
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s","kid":"%s"}`, alg, hexx(8))
	}
	sigLen := 43
	if alg == "RS256" {
		sigLen = 342
	}
	return b64j(hdr) + "." + b64j(payload) + "." + b64u(sigLen)
}
func jwt(iss, sub, aud, scope string) string {
	iat := n(1735689600, 1767225600)
	alg := pick("RS256", "HS256", "RS256")
	pl := fmt.Sprintf(`{"iss":"%s","sub":"%s","aud":"%s","iat":%d,"exp":%d`, iss, sub, aud, iat, iat+3600)
	if scope != "" {
		pl += fmt.Sprintf(`,"scope":"%s"`, scope)
	}
	pl += "}"
	return jwtWith(alg, pl)
}
func jwtAny() string {
	switch r.Intn(5) {
	case 0:
		return jwt(guid(), guid(), "account-d.docusign.com", "signature impersonation")
	case 1:
		return jwt("https://app.clio.com", fmt.Sprint(n(100000, 999999)), "clio-api", "")
	case 2:
		return jwt("https://efile.courts.example.gov", "atty-"+dg(6), "efm", "filing:write")
	case 3:
		return jwt("https://login.microsoftonline.com/"+guid()+"/v2.0", guid(), "api://imanage-work", "")
	}
	return jwt("https://auth.netdocuments.com", "u"+dg(7), "https://api.vault.netvoyage.com", "read edit")
}

// ---------- secrets ----------

func pw() string {
	w := pick("Harbor", "Maple", "Tiger", "Justice", "Docket", "Brief", "Falcon", "Summer", "Winter", "Orchid", "Granite", "Lex", "Sommer", "Soleil", "Lluvia", "Verano", "Kirsche", "Primavera", "Zomer", "Bravo")
	switch r.Intn(5) {
	case 0:
		return w + pick("!", "#", "$", "@", "&", "*") + dg(4)
	case 1:
		return w + dg(2) + pick("!", "?", "#") + pick("ok", "Lx", "tz", "Q")
	case 2:
		return fromSet("abcdefghjkmnpqrstuvwxyz", 2) + dg(1) + pick("!", "%", "#") + fromSet(alnumS, 5) + dg(1)
	case 3:
		return strings.ToLower(w) + "." + dg(4) + pick("!", "")
	}
	return w + "_" + dg(3) + pick("x", "K", "z") + pick("!", "$")
}

func clioToken() string { return alnum(40) }
func slackBot() string  { return "xoxb-" + nz(12) + "-" + nz(13) + "-" + alnum(24) }
func ghp() string       { return "ghp_" + alnum(36) }
func openai() string    { return "sk-proj-" + b64u(48) + "T3BlbkFJ" + b64u(48) }
func anthropic() string { return "sk-ant-api03-" + b64u(93) + "AA" }
func stripeSK() string  { return "sk_live_51" + alnum(97) }
func whsec() string     { return "whsec_" + alnum(32) }
func sendgrid() string  { return "SG." + b64u(22) + "." + b64u(43) }
func awsSecret() string { return secretish(alnumS+"/+", 40) }
func awsID() string     { return "AKIA" + fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) }
func twilioSID() string { return "AC" + fromSet(hexS, 32) }
func twilioTok() string { return hexx(32) }
func ya29() string      { return "ya29.a0" + b64u(150) }
func dropbox() string   { return "sl.B" + b64u(135) }
func azureKey() string  { return secretish(b64S, 86) + "==" }
func basicCred(u, p string) string {
	return base64.StdEncoding.EncodeToString([]byte(u + ":" + p))
}
