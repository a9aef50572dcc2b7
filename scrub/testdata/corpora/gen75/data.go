package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// G holds the one random source every choice draws from.
type G struct{ r *rand.Rand }

func (g *G) n(k int) int              { return g.r.Intn(k) }
func (g *G) rng(lo, hi int) int       { return lo + g.r.Intn(hi-lo+1) }
func (g *G) pct(p int) bool           { return g.r.Intn(100) < p }
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }

func (g *G) digits(k int) string {
	var sb strings.Builder
	for i := 0; i < k; i++ {
		sb.WriteByte(byte('0' + g.n(10)))
	}
	return sb.String()
}

// nz is k digits, the first not zero.
func (g *G) nz(k int) string { return string(byte('1'+g.n(9))) + g.digits(k-1) }

func (g *G) from(alpha string, k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = alpha[g.n(len(alpha))]
	}
	return string(b)
}

const (
	hexLower = "0123456789abcdef"
	hexUpper = "0123456789ABCDEF"
	alnum    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lowerNum = "abcdefghijklmnopqrstuvwxyz0123456789"
	upperNum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b64url   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
)

func (g *G) hex(k int) string { return g.from(hexLower, k) }

// ---------------------------------------------------------------- digits

var arabicIndic = []rune("٠١٢٣٤٥٦٧٨٩")
var persianDigits = []rune("۰۱۲۳۴۵۶۷۸۹")

func withDigits(s string, set []rune) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(set[c-'0'])
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func ar(s string) string { return withDigits(s, arabicIndic) }
func ur(s string) string { return withDigits(s, persianDigits) }

// --------------------------------------------------------------- names

// Name has a Latin spelling (for e-mail addresses and English text) and a
// native one (Arabic, Hebrew or Urdu script; the Latin one where none).
type Name struct{ F, L, NF, NL string }

func (n Name) Full() string  { return n.F + " " + n.L }
func (n Name) NFull() string { return n.NF + " " + n.NL }

type namePair struct{ lat, nat string }

func lat(xs ...string) []namePair {
	out := make([]namePair, len(xs))
	for i, x := range xs {
		out[i] = namePair{x, x}
	}
	return out
}

func pairs(xs ...string) []namePair {
	out := make([]namePair, 0, len(xs)/2)
	for i := 0; i+1 < len(xs); i += 2 {
		out = append(out, namePair{xs[i], xs[i+1]})
	}
	return out
}

var firstNames = map[string][]namePair{
	"NG": lat("Adebayo", "Chinedu", "Ngozi", "Aisha", "Emeka", "Funmilayo", "Tunde", "Ibrahim", "Chiamaka", "Oluwaseun", "Yusuf", "Blessing", "Obinna", "Halima", "Kelechi", "Temitope", "Musa", "Zainab", "Ifeanyi", "Bukola"),
	"GH": lat("Kwame", "Akosua", "Kofi", "Ama", "Yaw", "Efua", "Kwabena", "Abena", "Kojo", "Adwoa", "Nana", "Esi", "Kwesi", "Afia"),
	"KE": lat("Wanjiru", "Otieno", "Achieng", "Brian", "Njeri", "Kiprop", "Chebet", "Mwangi", "Akinyi", "Mutua", "Wafula", "Nyambura", "Faith", "Wairimu", "Kevin", "Mercy"),
	"ZA": lat("Thandi", "Sipho", "Lerato", "Pieter", "Ayanda", "Johan", "Nomvula", "Thabo", "Zanele", "Riaan", "Kagiso", "Naledi", "Bongani", "Anele", "Priya", "Ruan"),
	"EG": pairs("Mohamed", "محمد", "Ahmed", "أحمد", "Mariam", "مريم", "Youssef", "يوسف", "Nour", "نور", "Omar", "عمر", "Salma", "سلمى", "Mostafa", "مصطفى", "Heba", "هبة", "Karim", "كريم", "Yasmin", "ياسمين", "Mahmoud", "محمود"),
	"MA": pairs("Youssef", "يوسف", "Fatima Zahra", "فاطمة الزهراء", "Karim", "كريم", "Amine", "أمين", "Imane", "إيمان", "Mehdi", "مهدي", "Rachid", "رشيد", "Salma", "سلمى", "Hamza", "حمزة", "Khadija", "خديجة", "Othmane", "عثمان", "Soukaina", "سكينة"),
	"DZ": pairs("Sofiane", "سفيان", "Meriem", "مريم", "Karim", "كريم", "Amina", "أمينة", "Walid", "وليد", "Nassima", "نسيمة", "Yacine", "ياسين", "Lynda", "ليندة", "Mourad", "مراد", "Samira", "سميرة"),
	"TN": pairs("Mehdi", "مهدي", "Sonia", "سنية", "Aymen", "أيمن", "Ines", "إيناس", "Skander", "إسكندر", "Rim", "ريم", "Walid", "وليد", "Amira", "أميرة", "Hatem", "حاتم", "Olfa", "ألفة"),
	"SA": pairs("Abdullah", "عبدالله", "Noura", "نورة", "Khalid", "خالد", "Fatimah", "فاطمة", "Saud", "سعود", "Reem", "ريم", "Faisal", "فيصل", "Hessa", "حصة", "Turki", "تركي", "Maha", "مها", "Nawaf", "نواف", "Lama", "لمى"),
	"AE": pairs("Khalid", "خالد", "Mariam", "مريم", "Sultan", "سلطان", "Aisha", "عائشة", "Hamdan", "حمدان", "Shamma", "شما", "Rashid", "راشد", "Hind", "هند", "Saeed", "سعيد", "Maitha", "ميثاء"),
	"QA": pairs("Tamim", "تميم", "Aljazi", "الجازي", "Jassim", "جاسم", "Noof", "نوف", "Hamad", "حمد", "Moza", "موزة", "Ali", "علي", "Sara", "سارة"),
	"JO": pairs("Omar", "عمر", "Rania", "رانيا", "Tareq", "طارق", "Dima", "ديما", "Zaid", "زيد", "Lina", "لينا", "Yazan", "يزن", "Hala", "هالة", "Laith", "ليث", "Sawsan", "سوسن"),
	"LB": pairs("Rami", "رامي", "Nadine", "نادين", "Ziad", "زياد", "Maya", "مايا", "Karim", "كريم", "Rita", "ريتا", "Samer", "سامر", "Joelle", "جويل", "Elie", "إيلي", "Hiba", "هبة"),
	"IL": pairs("Yael", "יעל", "Avi", "אבי", "Noa", "נועה", "Daniel", "דניאל", "Tamar", "תמר", "Itay", "איתי", "Shira", "שירה", "Yossi", "יוסי", "Michal", "מיכל", "Omer", "עומר", "Roni", "רוני", "Eitan", "איתן"),
	"PK": pairs("Muhammad", "محمد", "Ayesha", "عائشہ", "Bilal", "بلال", "Hira", "حرا", "Faisal", "فیصل", "Sana", "ثناء", "Usman", "عثمان", "Zainab", "زینب", "Hamza", "حمزہ", "Maryam", "مریم", "Ali", "علی", "Fatima", "فاطمہ", "Imran", "عمران", "Sadia", "سعدیہ"),
}

var lastNames = map[string][]namePair{
	"NG": lat("Okafor", "Adeyemi", "Eze", "Bello", "Okonkwo", "Balogun", "Abubakar", "Nwosu", "Ogunleye", "Mohammed", "Olawale", "Uche", "Danjuma", "Afolabi", "Ibekwe", "Lawal", "Adeleke", "Nnamdi"),
	"GH": lat("Asante", "Mensah", "Boateng", "Owusu", "Darko", "Appiah", "Ofori", "Agyeman", "Addo", "Quaye", "Tetteh", "Amoah", "Osei", "Badu"),
	"KE": lat("Kamau", "Odhiambo", "Otieno", "Mwangi", "Njoroge", "Kiprotich", "Wanyama", "Mutiso", "Ochieng", "Kariuki", "Chege", "Korir", "Wambui", "Kimani"),
	"ZA": lat("Nkosi", "Dlamini", "Mokoena", "van der Merwe", "Botha", "Ndlovu", "Khumalo", "Naidoo", "Pillay", "Smith", "Mahlangu", "Molefe", "Venter", "Zulu", "Jacobs", "Coetzee"),
	"EG": pairs("Hassan", "حسن", "Abdelrahman", "عبد الرحمن", "Farouk", "فاروق", "Mostafa", "مصطفى", "El-Sayed", "السيد", "Ibrahim", "إبراهيم", "Fathy", "فتحي", "Soliman", "سليمان", "Gamal", "جمال", "Shawky", "شوقي", "Abdelaziz", "عبد العزيز"),
	"MA": pairs("El Amrani", "العمراني", "Benali", "بنعلي", "Alaoui", "العلوي", "Bennani", "بناني", "Tazi", "التازي", "El Idrissi", "الإدريسي", "Berrada", "برادة", "Ouazzani", "الوزاني", "Chraibi", "الشرايبي", "Lahlou", "لحلو"),
	"DZ": pairs("Bouzid", "بوزيد", "Belkacem", "بلقاسم", "Cherif", "شريف", "Mansouri", "منصوري", "Haddad", "حداد", "Benaissa", "بن عيسى", "Saadi", "سعدي", "Ziani", "زياني", "Boudiaf", "بوضياف", "Kaci", "قاسي"),
	"TN": pairs("Trabelsi", "الطرابلسي", "Ben Salah", "بن صالح", "Jebali", "الجبالي", "Chaabane", "شعبان", "Gharbi", "الغربي", "Ayari", "العياري", "Mejri", "الماجري", "Hammami", "الحمامي", "Baccouche", "بكوش"),
	"SA": pairs("Al-Qahtani", "القحطاني", "Al-Otaibi", "العتيبي", "Al-Dosari", "الدوسري", "Al-Harbi", "الحربي", "Al-Ghamdi", "الغامدي", "Al-Zahrani", "الزهراني", "Al-Shehri", "الشهري", "Al-Mutairi", "المطيري", "Al-Anazi", "العنزي"),
	"AE": pairs("Al-Mansouri", "المنصوري", "Al-Shehhi", "الشحي", "Al-Nuaimi", "النعيمي", "Al-Ketbi", "الكتبي", "Al-Mazrouei", "المزروعي", "Al-Hammadi", "الحمادي", "Al-Falasi", "الفلاسي", "Al-Suwaidi", "السويدي"),
	"QA": pairs("Al-Marri", "المري", "Al-Kuwari", "الكواري", "Al-Sulaiti", "السليطي", "Al-Kaabi", "الكعبي", "Al-Mohannadi", "المهندي", "Al-Thani", "آل ثاني"),
	"JO": pairs("Haddad", "حداد", "Majali", "المجالي", "Khasawneh", "الخصاونة", "Nasser", "ناصر", "Abu-Zeid", "أبو زيد", "Hamdan", "حمدان", "Zoubi", "الزعبي", "Obeidat", "عبيدات", "Rawashdeh", "الرواشدة"),
	"LB": pairs("Khoury", "خوري", "Haddad", "حداد", "Aoun", "عون", "Karam", "كرم", "Saad", "سعد", "Gemayel", "الجميل", "Nassar", "نصار", "Fares", "فارس", "Mansour", "منصور", "Hajj", "الحاج"),
	"IL": pairs("Cohen", "כהן", "Levi", "לוי", "Mizrahi", "מזרחי", "Friedman", "פרידמן", "Peretz", "פרץ", "Biton", "ביטון", "Avraham", "אברהם", "Katz", "כץ", "Shapiro", "שפירא", "Azulay", "אזולאי", "Dahan", "דהן"),
	"PK": pairs("Khan", "خان", "Ahmed", "احمد", "Siddiqui", "صدیقی", "Qureshi", "قریشی", "Butt", "بٹ", "Malik", "ملک", "Chaudhry", "چوہدری", "Raza", "رضا", "Sheikh", "شیخ", "Awan", "اعوان", "Abbasi", "عباسی"),
}

var countries = []string{"NG", "GH", "KE", "ZA", "EG", "MA", "DZ", "TN", "SA", "AE", "QA", "JO", "LB", "IL", "PK"}

// arabic countries, for templates written in Arabic.
var arabicCC = []string{"EG", "MA", "DZ", "TN", "SA", "AE", "QA", "JO", "LB"}
var gulfCC = []string{"SA", "AE", "QA"}
var maghrebCC = []string{"MA", "DZ", "TN"}
var anglophoneAfrica = []string{"NG", "GH", "KE", "ZA"}

func (g *G) cc(xs []string) string { return xs[g.n(len(xs))] }

func (g *G) name(cc string) Name {
	f := firstNames[cc][g.n(len(firstNames[cc]))]
	l := lastNames[cc][g.n(len(lastNames[cc]))]
	return Name{f.lat, l.lat, f.nat, l.nat}
}

// ---------------------------------------------------------------- phones

func grp(d string, sizes ...int) []string {
	var out []string
	for _, s := range sizes {
		out = append(out, d[:s])
		d = d[s:]
	}
	if d != "" {
		out = append(out, d)
	}
	return out
}

func j(sep string, parts []string) string { return strings.Join(parts, sep) }

// mobileNSN is a mobile national significant number of the country.
func (g *G) mobileNSN(cc string) string {
	switch cc {
	case "NG":
		return g.pick("803", "806", "813", "816", "703", "706", "810", "805", "807", "815", "705", "802", "808", "812", "701", "809", "817", "818", "909", "908", "901", "902", "904", "907", "912", "913", "916") + g.nz(7)
	case "GH":
		return g.pick("24", "54", "55", "59", "20", "50", "26", "27", "57", "23", "28") + g.nz(7)
	case "KE":
		return g.pick("712", "722", "733", "710", "115", "111", "740", "757", "768", "790", "799", "701", "745", "721", "729", "795") + g.nz(6)
	case "ZA":
		return g.pick("82", "83", "84", "72", "73", "74", "76", "79", "60", "61", "71", "81", "63", "65", "66") + g.nz(7)
	case "EG":
		return g.pick("10", "11", "12", "15") + g.nz(8)
	case "MA":
		return g.pick("6", "6", "7") + g.pick("1", "2", "4", "5", "6", "7", "0") + g.nz(7)
	case "DZ":
		return g.pick("5", "6", "7") + g.pick("5", "6", "7", "9", "4") + g.nz(7)
	case "TN":
		return g.pick("2", "5", "9", "4") + string(byte('0'+g.n(10))) + g.nz(6)
	case "SA":
		return "5" + g.pick("0", "3", "4", "5", "6", "8", "9") + g.nz(7)
	case "AE":
		return "5" + g.pick("0", "2", "4", "5", "6", "8") + g.nz(7)
	case "QA":
		return g.pick("3", "5", "6", "7") + string(byte('0'+g.n(10))) + g.nz(6)
	case "JO":
		return "7" + g.pick("7", "8", "9") + g.nz(7)
	case "LB":
		return g.pick("3", "70", "71", "76", "78", "79", "81") + g.nz(6)
	case "IL":
		return "5" + g.pick("0", "2", "3", "4", "5", "8") + g.nz(7)
	case "PK":
		return "3" + fmt.Sprintf("%02d", g.rng(0, 49)) + g.nz(7)
	}
	panic("cc " + cc)
}

var dialCode = map[string]string{"NG": "234", "GH": "233", "KE": "254", "ZA": "27", "EG": "20", "MA": "212", "DZ": "213", "TN": "216", "SA": "966", "AE": "971", "QA": "974", "JO": "962", "LB": "961", "IL": "972", "PK": "92"}

// Phone styles.
const (
	Local   = iota // as people write it at home, grouped
	Intl           // +CC grouped
	Compact        // national, no separators
	E164           // +CC and digits
	MSISDN         // CC and digits, no plus (APIs)
)

func (g *G) phoneAny(cc string) string {
	x := g.n(100)
	switch {
	case x < 42:
		return g.phone(cc, Local)
	case x < 72:
		return g.phone(cc, Intl)
	case x < 90:
		return g.phone(cc, Compact)
	default:
		return g.phone(cc, E164)
	}
}

func (g *G) phone(cc string, style int) string {
	n := g.mobileNSN(cc)
	d := dialCode[cc]
	switch style {
	case Compact:
		switch cc {
		case "TN", "QA":
			return n
		case "LB":
			if len(n) == 7 {
				return "0" + n
			}
			return n
		}
		return "0" + n
	case E164:
		return "+" + d + n
	case MSISDN:
		return d + n
	}
	local := style == Local
	switch cc {
	case "NG":
		if local {
			return "0" + j(g.pick(" ", " ", "-", ""), grp(n, 3, 3))
		}
		return g.pick("+234 ", "+234 ", "+234-", "+234 (0) ") + j(g.pick(" ", " ", "-"), grp(n, 3, 3))
	case "GH":
		if local {
			return "0" + j(g.pick(" ", " ", "-"), grp(n, 2, 3))
		}
		return "+233 " + j(" ", grp(n, 2, 3))
	case "KE":
		if local {
			return "0" + j(g.pick(" ", " ", "-"), grp(n, 3, 3))
		}
		return g.pick("+254 ", "+254 ", "+254-") + j(" ", grp(n, 3, 3))
	case "ZA":
		if local {
			if g.pct(20) {
				return "(0" + n[:2] + ") " + n[2:5] + " " + n[5:]
			}
			return "0" + j(g.pick(" ", " ", "-"), grp(n, 2, 3))
		}
		return "+27 " + j(" ", grp(n, 2, 3))
	case "EG":
		if local {
			if g.pct(35) {
				return "0" + j(" ", grp(n, 3, 3)) // 0100 123 4567
			}
			return "0" + j(g.pick(" ", " ", "-"), grp(n, 2, 4))
		}
		return g.pick("+20 ", "+20 ", "(+20) ") + j(" ", grp(n, 2, 4))
	case "MA":
		if local {
			return "0" + n[:1] + g.pick(" ", "-", ".", " ")[:1] + j(g.pick(" ", " ", "-", "."), grp(n[1:], 2, 2, 2))
		}
		return g.pick("+212 ", "+212 ", "+212 (0)", "(+212) ") + n[:1] + " " + j(" ", grp(n[1:], 2, 2, 2))
	case "DZ":
		if local {
			return "0" + n[:3] + " " + j(g.pick(" ", " ", "."), grp(n[3:], 2, 2))
		}
		if g.pct(50) {
			return "+213 " + n[:1] + " " + j(" ", grp(n[1:], 2, 2, 2))
		}
		return "+213 " + n[:3] + " " + j(" ", grp(n[3:], 2, 2))
	case "TN":
		if local {
			return j(g.pick(" ", " ", "."), grp(n, 2, 3))
		}
		return g.pick("+216 ", "+216 ", "(+216) ") + j(" ", grp(n, 2, 3))
	case "SA":
		if local {
			return "0" + j(g.pick(" ", " ", "-"), grp(n, 2, 3))
		}
		return g.pick("+966 ", "+966 ", "00966 ") + j(" ", grp(n, 2, 3))
	case "AE":
		if local {
			if g.pct(45) {
				return "0" + n[:2] + "-" + n[2:] // 050-1234567
			}
			return "0" + j(" ", grp(n, 2, 3))
		}
		if g.pct(25) {
			return "00971 " + n[:2] + " " + n[2:]
		}
		return g.pick("+971 ", "+971 ", "+971-") + j(g.pick(" ", " ", "-"), grp(n, 2, 3))
	case "QA":
		if local {
			return n[:4] + " " + n[4:]
		}
		return g.pick("+974 ", "+974 ", "00974 ") + n[:4] + " " + n[4:]
	case "JO":
		if local {
			return "0" + j(g.pick(" ", " ", "-"), grp(n, 2, 3))
		}
		if g.pct(30) {
			return "+962 " + n[:1] + " " + n[1:5] + " " + n[5:]
		}
		return "+962 " + j(" ", grp(n, 2, 3))
	case "LB":
		if local {
			if len(n) == 7 {
				return "0" + n[:1] + g.pick(" ", "-", "/", " ") + n[1:4] + g.pick(" ", "", " ") + n[4:]
			}
			return n[:2] + " " + n[2:5] + " " + n[5:]
		}
		if len(n) == 7 {
			return "+961 " + n[:1] + " " + n[1:4] + " " + n[4:]
		}
		return "+961 " + n[:2] + " " + n[2:5] + " " + n[5:]
	case "IL":
		if local {
			switch g.n(3) {
			case 0:
				return "0" + n[:2] + "-" + n[2:]
			case 1:
				return "0" + n[:2] + "-" + n[2:5] + "-" + n[5:]
			}
			return "0" + j(" ", grp(n, 2, 3))
		}
		if g.pct(50) {
			return "+972-" + n[:2] + "-" + n[2:]
		}
		return "+972 " + n[:2] + "-" + n[2:5] + "-" + n[5:]
	case "PK":
		if local {
			switch g.n(3) {
			case 0:
				return "0" + n[:3] + "-" + n[3:]
			case 1:
				return "0" + n[:3] + " " + n[3:]
			}
			return "0" + n[:3] + "-" + n[3:6] + "-" + n[6:]
		}
		return g.pick("+92 ", "+92-", "+92 ") + n[:3] + g.pick(" ", "-", " ") + n[3:]
	}
	panic(cc)
}

// landline is an office number written the local way.
func (g *G) landline(cc string) string {
	switch cc {
	case "NG":
		return g.pick("01 ", "01-") + g.nz(7)[:3] + " " + g.digits(4)
	case "GH":
		return "030 2" + g.digits(2) + " " + g.digits(4)
	case "KE":
		return g.pick("020 ", "020 ", "+254 20 ") + g.nz(3) + " " + g.digits(4)
	case "ZA":
		return g.pick("011 ", "021 ", "012 ", "031 ", "+27 11 ", "+27 21 ") + g.nz(3) + " " + g.digits(4)
	case "EG":
		return g.pick("02 ", "03 ", "+20 2 ") + g.pick("2", "3") + g.digits(3) + " " + g.digits(4)
	case "MA":
		return g.pick("05 22 ", "05 37 ", "+212 5 22 ", "+212 5 24 ") + g.digits(2) + " " + g.digits(2) + " " + g.digits(2)
	case "DZ":
		return g.pick("021 ", "023 ", "041 ") + g.digits(2) + " " + g.digits(2) + " " + g.digits(2)
	case "TN":
		return g.pick("71 ", "70 ", "+216 71 ", "+216 73 ") + g.nz(3) + " " + g.digits(3)
	case "SA":
		return g.pick("011 ", "012 ", "013 ", "+966 11 ") + g.nz(3) + " " + g.digits(4)
	case "AE":
		return g.pick("04 ", "02 ", "06 ", "+971 4 ", "+971 2 ") + g.nz(3) + " " + g.digits(4)
	case "QA":
		return g.pick("4", "4", "+974 4") + g.digits(3) + " " + g.digits(4)
	case "JO":
		return g.pick("06 5", "06 4", "+962 6 5") + g.digits(2) + " " + g.digits(4)
	case "LB":
		return g.pick("01 ", "01/", "+961 1 ") + g.nz(3) + " " + g.digits(3)
	case "IL":
		return g.pick("03-", "02-", "04-", "09-") + g.nz(7)
	case "PK":
		return g.pick("021-", "042-", "051-", "(021) ", "+92 21 ") + g.pick("3", "3", "5") + g.digits(7)
	}
	panic(cc)
}

// ---------------------------------------------------------------- e-mail

var workDomains = map[string][]string{
	"NG": {"paylinq.com.ng", "okaforlogistics.ng", "lagosmart.com.ng", "eko-health.org.ng"},
	"GH": {"goldcoastfoods.com.gh", "akwaabaprop.com.gh", "tema-shipping.com.gh"},
	"KE": {"tuskerfreight.co.ke", "savannahhealth.co.ke", "nairobiagritech.co.ke", "strathmoreacademy.ac.ke"},
	"ZA": {"capefreight.co.za", "jozibuild.co.za", "karooconsult.co.za", "umhlangaprops.co.za"},
	"EG": {"nilemed.com.eg", "deltatrade.com.eg", "cairo-schools.edu.eg"},
	"MA": {"atlasdistrib.ma", "saharaprop.ma", "casanearshore.ma"},
	"DZ": {"algerlog.dz", "tassilisoft.dz", "oranpharma.dz"},
	"TN": {"carthagetech.tn", "medinaimmo.com.tn", "sfaxolive.tn"},
	"SA": {"najdtrading.com.sa", "redseaco.sa", "riyadhcare.med.sa"},
	"AE": {"gulflinehr.ae", "marinaprops.ae", "desertrose-clinic.ae"},
	"QA": {"pearlfacilities.qa", "dohatech.com.qa", "lusail-eng.qa"},
	"JO": {"petragroup.jo", "ammanclinics.com.jo", "aqabaport.jo"},
	"LB": {"cedarclinic.com.lb", "beirutprint.com.lb", "byblosbank-partners.com.lb"},
	"IL": {"tamarhr.co.il", "negevsoft.co.il", "haifa-logistics.co.il"},
	"PK": {"induslogix.com.pk", "lahorehomes.pk", "karachitextiles.com.pk"},
}

var freeDomains = map[string][]string{
	"NG": {"gmail.com", "gmail.com", "yahoo.com", "yahoo.co.uk", "outlook.com"},
	"GH": {"gmail.com", "gmail.com", "yahoo.com", "hotmail.com"},
	"KE": {"gmail.com", "gmail.com", "yahoo.com", "outlook.com"},
	"ZA": {"gmail.com", "gmail.com", "mweb.co.za", "telkomsa.net", "outlook.com", "icloud.com"},
	"EG": {"gmail.com", "gmail.com", "yahoo.com", "hotmail.com"},
	"MA": {"gmail.com", "gmail.com", "yahoo.fr", "hotmail.fr", "menara.ma"},
	"DZ": {"gmail.com", "gmail.com", "yahoo.fr", "hotmail.fr"},
	"TN": {"gmail.com", "gmail.com", "yahoo.fr", "topnet.tn"},
	"SA": {"gmail.com", "gmail.com", "hotmail.com", "outlook.sa", "icloud.com"},
	"AE": {"gmail.com", "gmail.com", "hotmail.com", "icloud.com", "outlook.com"},
	"QA": {"gmail.com", "hotmail.com", "icloud.com"},
	"JO": {"gmail.com", "gmail.com", "yahoo.com", "hotmail.com"},
	"LB": {"gmail.com", "gmail.com", "hotmail.com", "idm.net.lb"},
	"IL": {"gmail.com", "gmail.com", "walla.co.il", "012.net.il", "hotmail.com"},
	"PK": {"gmail.com", "gmail.com", "yahoo.com", "hotmail.com", "outlook.com"},
}

func slug(s string) string {
	s = strings.ToLower(s)
	var sb strings.Builder
	for _, c := range s {
		if c >= 'a' && c <= 'z' {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func (g *G) localPart(n Name) string {
	f, l := slug(n.F), slug(n.L)
	switch g.n(8) {
	case 0:
		return f + "." + l
	case 1:
		return f + l + g.digits(2)
	case 2:
		return f + "_" + l
	case 3:
		return f[:1] + l
	case 4:
		return f + "." + l + fmt.Sprint(g.rng(1975, 2004))
	case 5:
		return l + "." + f
	case 6:
		return f + g.pick("", ".", "_") + l[:1] + g.digits(g.rng(1, 3))
	}
	return f + "." + l
}

func (g *G) email(n Name, cc string) string {
	return g.localPart(n) + "@" + g.pick(freeDomains[cc]...)
}

func (g *G) workEmail(n Name, cc string) string {
	d := workDomains[cc][g.n(len(workDomains[cc]))]
	switch g.n(3) {
	case 0:
		return slug(n.F) + "@" + d
	case 1:
		return slug(n.F)[:1] + "." + slug(n.L) + "@" + d
	}
	return slug(n.F) + "." + slug(n.L) + "@" + d
}

func (g *G) anyEmail(n Name, cc string) string {
	if g.pct(60) {
		return g.email(n, cc)
	}
	return g.workEmail(n, cc)
}

// ----------------------------------------------------------------- cards

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

func luhnOK(s string) bool {
	return len(s) > 1 && luhnDigit(s[:len(s)-1]) == s[len(s)-1]
}

func (g *G) luhn(prefix string, length int) string {
	body := prefix + g.digits(length-1-len(prefix))
	return body + string(luhnDigit(body))
}

// Card kinds.
var cardPrefixes = map[string][]string{
	"visa":     {"4", "4187", "4573", "4890", "4021", "4622", "4966", "4553", "4363"},
	"mc":       {"51", "52", "53", "54", "55", "5399", "5188", "2221", "2302", "2720", "5246", "5577"},
	"verve":    {"506099", "506102", "506118", "506121", "506140", "506183", "507865", "507900", "650002", "650017"},
	"meeza":    {"507803", "507806", "507808"},
	"mada":     {"588845", "588846", "588848", "588850", "588982", "604906", "636120", "440647", "446404", "457865", "543357", "968208", "968211"},
	"amex":     {"34", "37", "3742", "3782"},
	"unionpay": {"62", "6250", "6212"},
	"diners":   {"36", "38"},
}

func (g *G) cardDigits(kind string) string {
	ps := cardPrefixes[kind]
	p := ps[g.n(len(ps))]
	switch kind {
	case "amex":
		return g.luhn(p, 15)
	case "diners":
		return g.luhn(p, 14)
	case "verve":
		return g.luhn(p, []int{19, 19, 16, 18}[g.n(4)])
	}
	return g.luhn(p, 16)
}

// cardFmt writes card digits the way people type them.
func (g *G) cardFmt(d string) string {
	switch len(d) {
	case 15:
		if g.pct(70) {
			return d[:4] + " " + d[4:10] + " " + d[10:]
		}
		return d
	case 14:
		return d[:4] + " " + d[4:10] + " " + d[10:]
	case 19:
		switch g.n(3) {
		case 0:
			return d
		case 1:
			return j(" ", grp(d, 4, 4, 4, 4))
		}
		return j("-", grp(d, 4, 4, 4, 4))
	case 18:
		if g.pct(50) {
			return d
		}
		return j(" ", grp(d, 4, 4, 4, 4))
	}
	switch g.n(5) {
	case 0:
		return d
	case 1:
		return j("-", grp(d, 4, 4, 4))
	}
	return j(" ", grp(d, 4, 4, 4))
}

func (g *G) card(kind string) string { return g.cardFmt(g.cardDigits(kind)) }

func (g *G) expiry() string {
	return fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(25, 31))
}

// --------------------------------------------------------------- US SSN

func (g *G) ssnDigits() string {
	var area int
	for {
		area = g.rng(1, 899)
		if area != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d%02d%04d", area, g.rng(1, 99), g.rng(1, 9999))
}

func (g *G) ssn() string {
	d := g.ssnDigits()
	return d[:3] + "-" + d[3:5] + "-" + d[5:]
}

func (g *G) itin() string {
	grpv := g.pick("70", "71", "72", "73", "75", "78", "80", "83", "88", "90", "92", "94", "95", "99", "50", "55", "65")
	return "9" + g.digits(2) + "-" + grpv + "-" + g.digits(4)
}

// ---------------------------------------------------------- credentials

func (g *G) paystackSecret() string {
	return g.pick("sk_live_", "sk_test_", "sk_live_") + g.hex(40)
}
func (g *G) paystackPublic() string { return g.pick("pk_live_", "pk_test_") + g.hex(40) }
func (g *G) flwSecret() string {
	return g.pick("FLWSECK-", "FLWSECK_TEST-") + g.hex(32) + "-X"
}
func (g *G) flwPublic() string { return g.pick("FLWPUBK-", "FLWPUBK_TEST-") + g.hex(32) + "-X" }
func (g *G) flwEncKey() string { return "FLWSECK_TEST" + g.hex(12) }
func (g *G) tapSecret() string { return g.pick("sk_test_", "sk_live_") + g.from(alnum, 24) }
func (g *G) tapPublic() string { return g.pick("pk_test_", "pk_live_") + g.from(alnum, 24) }
func (g *G) ghToken() string   { return "ghp_" + g.from(alnum, 36) }
func (g *G) googleKey() string { return "AIza" + g.from(alnum+"-_", 35) }
func (g *G) hyperpayToken() string {
	return base64.StdEncoding.EncodeToString([]byte("8a" + g.hex(30) + "|" + g.from(alnum, 10)))
}
func (g *G) metaToken() string { return "EAA" + g.from("BGIJKQZ", 1) + g.from(alnum, g.rng(150, 190)) }
func (g *G) telegramToken() string {
	return g.nz(10) + ":AA" + g.from(alnum+"-_", 33)
}
func (g *G) atKey() string { return "atsk_" + g.hex(64) }

// password is a password a person chose.
func (g *G) password() string {
	w := g.pick("Lagos", "Naija", "Simba", "Baraka", "Cairo", "Yalla", "Shalom", "Karachi", "Atlas", "Sahara", "Jollof", "Ubuntu", "Medina", "Falcon", "Cedar", "Habibi", "Kilimanjaro", "Accra", "Petra", "Marhaba", "Soweto", "Tamar", "Doha", "Zamalek", "Wydad", "Gunners", "Chelsea", "Barca")
	y := g.pick("2024", "2025", "1990", "1987", "786", "123", "01", "99", "2023", "007", "88")
	s := g.pick("@", "#", "!", "_", ".", "$", "*")
	switch g.n(6) {
	case 0:
		return w + s + y
	case 1:
		return w + y + s
	case 2:
		return strings.ToLower(w) + s + y + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)
	case 3:
		return g.pick("My", "Mama", "Baba", "Ya", "Bro") + w + y
	case 4:
		return g.from(alnum, 3) + s + g.from(alnum, 5) + g.digits(2)
	}
	return w + "_" + g.pick("Home", "Shop", "Office", "Boss", "Kids") + y
}

func (g *G) appPassword() string {
	return g.from("abcdefghijklmnopqrstuvwxyz", 4) + " " + g.from("abcdefghijklmnopqrstuvwxyz", 4) + " " + g.from("abcdefghijklmnopqrstuvwxyz", 4) + " " + g.from("abcdefghijklmnopqrstuvwxyz", 4)
}

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

// jwt makes a JSON Web Token with a random signature.
func (g *G) jwt() string {
	var h string
	switch g.n(3) {
	case 0:
		h = `{"alg":"HS256","typ":"JWT"}`
	case 1:
		h = `{"alg":"RS256","typ":"JWT","kid":"` + g.hex(16) + `"}`
	default:
		h = `{"typ":"JWT","alg":"HS512"}`
	}
	iat := 1735689600 + g.n(40000000)
	var p string
	switch g.n(3) {
	case 0:
		p = fmt.Sprintf(`{"sub":"%d","role":"customer","iat":%d,"exp":%d}`, g.rng(10000, 9999999), iat, iat+3600)
	case 1:
		p = fmt.Sprintf(`{"user_id":"usr_%s","merchant":"%s","scope":"orders:read orders:write","iat":%d}`, g.hex(12), g.pick("MRC-10234", "MRC-55012", "MRC-77841"), iat)
	default:
		p = fmt.Sprintf(`{"iss":"https://auth.%s","aud":"mobile-app","sub":"%s","iat":%d,"exp":%d}`, g.pick("paylinq.com.ng", "tuskerfreight.co.ke", "gulflinehr.ae", "najdtrading.com.sa"), g.hex(24), iat, iat+86400)
	}
	sigLen := 43
	if strings.Contains(h, "RS256") {
		sigLen = 342
	} else if strings.Contains(h, "HS512") {
		sigLen = 86
	}
	return b64u(h) + "." + b64u(p) + "." + g.from(b64url, sigLen)
}

func basic(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}
