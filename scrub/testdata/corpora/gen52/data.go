package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

var R *rand.Rand

func pick[T any](xs ...T) T    { return xs[R.Intn(len(xs))] }
func pickS(xs []string) string { return xs[R.Intn(len(xs))] }
func chance(p float64) bool    { return R.Float64() < p }
func rn(lo, hi int) int        { return lo + R.Intn(hi-lo+1) }
func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + R.Intn(10))
	}
	return string(b)
}
func nz(n int) string { // n digits, first nonzero
	return fmt.Sprint(rn(1, 9)) + digits(n-1)
}
func from(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[R.Intn(len(alpha))]
	}
	return string(b)
}

const (
	UP  = "ABCDEFGHJKLMNPRSTUVWXYZ"
	AN  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	HEX = "0123456789abcdef"
)

var locales = []string{"en-US", "en-GB", "en-AU", "de", "fr", "es", "es-MX", "it", "pt-BR", "nl", "pl", "tr", "ja", "zh", "ar"}

type person struct{ First, Last, Native, AF, AL string }

var names = map[string][][2]string{
	"en-US": {{"Tyler", "Brooks"}, {"Jasmine", "Carter"}, {"Kevin", "O'Neill"}, {"Maria", "Gonzalez"}, {"Derek", "Hall"}, {"Ashley", "Nguyen"}, {"Brandon", "Reyes"}, {"Linda", "Kowalczyk"}},
	"en-GB": {{"Oliver", "Hughes"}, {"Charlotte", "Davies"}, {"Harry", "Patel"}, {"Emily", "Thompson"}, {"George", "McAllister"}, {"Sophie", "Wright"}},
	"en-AU": {{"Jack", "Nguyen"}, {"Chloe", "Mitchell"}, {"Liam", "O'Brien"}, {"Ruby", "Campbell"}, {"Mason", "Kelly"}},
	"de":    {{"Lukas", "Müller"}, {"Anna", "Schneider"}, {"Jonas", "Weber"}, {"Lea", "Fischer"}, {"Thomas", "Becker"}, {"Sabine", "Hoffmann"}},
	"fr":    {{"Camille", "Dubois"}, {"Julien", "Lefèvre"}, {"Manon", "Moreau"}, {"Nicolas", "Laurent"}, {"Chloé", "Girard"}},
	"es":    {{"Javier", "García"}, {"Lucía", "Martínez"}, {"Sergio", "López"}, {"Marta", "Sánchez"}, {"Pablo", "Romero"}},
	"es-MX": {{"Alejandro", "Hernández"}, {"Guadalupe", "Ramírez"}, {"José Luis", "Torres"}, {"Fernanda", "Cruz"}, {"Ricardo", "Flores"}},
	"it":    {{"Marco", "Rossi"}, {"Giulia", "Bianchi"}, {"Luca", "Esposito"}, {"Francesca", "Romano"}, {"Alessandro", "Colombo"}},
	"pt-BR": {{"João", "Silva"}, {"Ana", "Oliveira"}, {"Lucas", "Santos"}, {"Beatriz", "Souza"}, {"Rafael", "Pereira"}},
	"nl":    {{"Daan", "de Vries"}, {"Sanne", "Jansen"}, {"Bram", "van Dijk"}, {"Eva", "Bakker"}, {"Thijs", "Visser"}},
	"pl":    {{"Piotr", "Kowalski"}, {"Agnieszka", "Nowak"}, {"Tomasz", "Wiśniewski"}, {"Katarzyna", "Wójcik"}, {"Michał", "Zieliński"}},
	"tr":    {{"Mehmet", "Yılmaz"}, {"Ayşe", "Kaya"}, {"Emre", "Demir"}, {"Zeynep", "Çelik"}, {"Burak", "Şahin"}},
	"ja":    {{"Haruto", "Sato"}, {"Yui", "Suzuki"}, {"Kenji", "Takahashi"}, {"Aoi", "Tanaka"}, {"Daiki", "Watanabe"}},
	"zh":    {{"Wei", "Li"}, {"Fang", "Wang"}, {"Jun", "Zhang"}, {"Min", "Liu"}, {"Hao", "Chen"}},
	"ar":    {{"Ahmed", "Al Mansouri"}, {"Fatima", "Haddad"}, {"Omar", "Khalil"}, {"Layla", "Nasser"}, {"Youssef", "Saleh"}},
}
var natives = map[string][]string{
	"ja": {"佐藤 陽翔", "鈴木 結衣", "高橋 健二", "田中 葵", "渡辺 大輝"},
	"zh": {"李伟", "王芳", "张军", "刘敏", "陈浩"},
	"ar": {"أحمد المنصوري", "فاطمة حداد", "عمر خليل", "ليلى ناصر", "يوسف صالح"},
}

func deacc(s string) string {
	rep := strings.NewReplacer("ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "è", "e", "é", "e", "ê", "e", "á", "a", "í", "i", "ó", "o", "ú", "u", "ã", "a", "ç", "c", "ı", "i", "ş", "s", "ğ", "g", "Ç", "C", "Ş", "S", "ś", "s", "ń", "n", "ł", "l", "ó", "o", "ż", "z", "ź", "z", "ą", "a", "ę", "e", "ć", "c", "'", "", " ", "")
	return strings.ToLower(rep.Replace(s))
}

func newPerson(loc string) person {
	i := R.Intn(len(names[loc]))
	n := names[loc][i]
	p := person{First: n[0], Last: n[1], Native: n[0] + " " + n[1]}
	if nv, ok := natives[loc]; ok {
		p.Native = nv[i%len(nv)]
	}
	p.AF, p.AL = deacc(n[0]), deacc(n[1])
	return p
}

var freeMail = map[string][]string{
	"en-US": {"gmail.com", "yahoo.com", "outlook.com", "comcast.net", "icloud.com", "att.net", "aol.com"},
	"en-GB": {"btinternet.com", "hotmail.co.uk", "sky.com", "gmail.com", "yahoo.co.uk", "virginmedia.com"},
	"en-AU": {"bigpond.com", "optusnet.com.au", "gmail.com", "outlook.com.au", "iinet.net.au"},
	"de":    {"web.de", "gmx.de", "t-online.de", "gmx.net", "posteo.de", "freenet.de"},
	"fr":    {"orange.fr", "free.fr", "laposte.net", "wanadoo.fr", "sfr.fr", "gmail.com"},
	"es":    {"telefonica.net", "hotmail.es", "gmail.com", "yahoo.es"},
	"es-MX": {"prodigy.net.mx", "hotmail.com", "gmail.com", "outlook.com"},
	"it":    {"libero.it", "virgilio.it", "alice.it", "tiscali.it", "gmail.com"},
	"pt-BR": {"uol.com.br", "bol.com.br", "terra.com.br", "gmail.com", "hotmail.com"},
	"nl":    {"ziggo.nl", "kpnmail.nl", "hetnet.nl", "gmail.com", "xs4all.nl"},
	"pl":    {"wp.pl", "o2.pl", "interia.pl", "onet.pl", "gmail.com"},
	"tr":    {"gmail.com", "yandex.com.tr", "hotmail.com", "outlook.com.tr"},
	"ja":    {"docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "gmail.com", "i.softbank.jp"},
	"zh":    {"163.com", "qq.com", "126.com", "sina.com", "foxmail.com"},
	"ar":    {"hotmail.com", "yahoo.com", "gmail.com", "emirates.net.ae"},
}
var bizDom = map[string][]string{
	"en-US": {"lakeshoreautobody.com", "midwestmutual-ins.com", "rivercitytoyota.com", "fleetpro-logistics.us"},
	"en-GB": {"hughes-motors.co.uk", "northstar-insurance.co.uk", "aa-recovery.co.uk"},
	"en-AU": {"southerncrossinsure.com.au", "bayside-smash.com.au"},
	"de":    {"autohaus-weber.de", "kfz-gutachter-nord.de", "hanse-versicherung.de"},
	"fr":    {"carrosserie-dubois.fr", "assurauto-conseil.fr"},
	"es":    {"talleres-garcia.es", "mutuamotor.es"},
	"es-MX": {"seguroscentro.com.mx", "autoserviciotorres.mx"},
	"it":    {"carrozzeria-rossi.it", "assicura-auto.it"},
	"pt-BR": {"oficinasantos.com.br", "seguradoraviva.com.br"},
	"nl":    {"autoschade-visser.nl", "verzekeraar-noord.nl"},
	"pl":    {"serwis-kowalski.pl", "ubezpieczenia-auto.pl"},
	"tr":    {"demiroto.com.tr", "kasko-sigorta.com.tr"},
	"ja":    {"sato-jidosha.co.jp", "tokio-songai.co.jp"},
	"zh":    {"huatai-auto.com.cn", "pingan-claims.cn"},
	"ar":    {"alfuttaim-motors.ae", "gulfinsure.ae"},
}

func email(loc string, p person) string {
	f, l := p.AF, p.AL
	var local string
	switch R.Intn(9) {
	case 0:
		local = f + "." + l
	case 1:
		local = f[:1] + "." + l
	case 2:
		local = f + l + fmt.Sprint(rn(70, 99))
	case 3:
		local = f + "_" + l
	case 4:
		local = l + "." + f
	case 5:
		local = f + "." + l + "+" + pick("claims", "cars", "ins", "autos")
	case 6:
		local = f[:1] + l + fmt.Sprint(rn(1, 2024))
	case 7:
		local = l + f[:1]
	default:
		local = f + "-" + l
	}
	dom := pickS(freeMail[loc])
	if dom == "qq.com" && chance(0.6) {
		local = nz(9)
	}
	if chance(0.2) {
		dom = pickS(bizDom[loc])
		local = pick(f+"."+l, f[:1]+l, f, pick("claims", "service", "info", "parts", "schaden", "sinistres", "ventas", "kontakt"))
	}
	e := local + "@" + dom
	if chance(0.06) {
		e = strings.ToUpper(e)
	}
	return e
}

func bizEmail(loc string) string {
	return pick("claims", "service", "parts", "dispatch", "fnol", "leads", "billing", "recalls") + "@" + pickS(bizDom[loc])
}

// ---------------- phones ----------------
func phone(loc string) string {
	switch loc {
	case "en-US":
		a, b, c := fmt.Sprint(rn(2, 9))+digits(2), fmt.Sprint(rn(2, 9))+digits(2), digits(4)
		for b[1:] == "11" || b == "555" {
			b = fmt.Sprint(rn(2, 9)) + digits(2)
		}
		return pick("("+a+") "+b+"-"+c, a+"-"+b+"-"+c, a+"."+b+"."+c, "+1 "+a+" "+b+" "+c, "+1-"+a+"-"+b+"-"+c, "1-"+a+"-"+b+"-"+c, "+1 ("+a+") "+b+"-"+c, "("+a+")"+b+"-"+c, "+1"+a+b+c, a+" "+b+" "+c)
	case "en-GB":
		m := "7" + pick("4", "5", "7", "8", "9") + digits(8)
		ac, rest := pick("20", "161", "113", "1632", "131", "117"), ""
		switch len(ac) {
		case 2:
			rest = pick("7", "8", "3") + digits(3) + " " + digits(4)
		case 3:
			rest = nz(3) + " " + digits(4)
		default:
			rest = nz(6)
		}
		l := ac + " " + rest
		return pick("0"+m[:4]+" "+m[4:], "+44 "+m[:4]+" "+m[4:], "+44 (0)"+m[:4]+" "+m[4:], "0"+m, "0"+l, "+44 "+l, "+44 (0)"+l, "0"+m[:4]+" "+m[4:7]+" "+m[7:], "(0"+ac+") "+rest)
	case "en-AU":
		m := "4" + digits(8)
		a := pick("2", "3", "7", "8")
		l := nz(4) + " " + digits(4)
		return pick("0"+m[:3]+" "+m[3:6]+" "+m[6:], "+61 "+m[:3]+" "+m[3:6]+" "+m[6:], "0"+m, "(0"+a+") "+l, "0"+a+" "+l, "+61 "+a+" "+l, "+61"+m)
	case "de":
		m := "1" + pick("51", "52", "57", "60", "62", "70", "71", "72", "73", "75", "76", "77", "79") + digits(pick(7, 8))
		ac := pick("30", "40", "89", "221", "211", "69", "711", "341", "351", "421")
		sub := nz(pick(7, 8) - len(ac) + 2)
		if len(sub) < 6 {
			sub += digits(6 - len(sub))
		}
		return pick("0"+m[:3]+" "+m[3:], "+49 "+m[:3]+" "+m[3:], "0"+m[:3]+"/"+m[3:], "0"+m, "0"+ac+" "+sub, "0"+ac+"/"+sub, "+49 (0)"+ac+" "+sub, "+49 "+ac+" "+sub, "0049 "+ac+" "+sub, "0"+ac+" "+sub[:3]+" "+sub[3:], "+49"+m)
	case "fr":
		m := pick("6", "7") + digits(8)
		f := pick("1", "2", "3", "4", "5") + digits(8)
		x := pick(m, f)
		g := x[:1] + " " + x[1:3] + " " + x[3:5] + " " + x[5:7] + " " + x[7:]
		return pick("0"+g, "+33 "+g, "0"+strings.ReplaceAll(g, " ", "."), "0"+x, "+33 (0)"+g, "+33"+x, "0"+strings.ReplaceAll(g, " ", "-"))
	case "es":
		m := pick("6"+digits(8), "6"+digits(8), "7"+pick("1", "2", "3", "4")+digits(7))
		f := "9" + pick("1", "3", "5", "6") + digits(7)
		return pick(m[:3]+" "+m[3:5]+" "+m[5:7]+" "+m[7:], "+34 "+m[:3]+" "+m[3:5]+" "+m[5:7]+" "+m[7:], m, "+34"+m, f[:2]+" "+f[2:5]+" "+f[5:7]+" "+f[7:], "+34 "+f[:3]+" "+f[3:6]+" "+f[6:], m[:3]+" "+m[3:6]+" "+m[6:])
	case "es-MX":
		ac := pick("55", "33", "81")
		n := digits(4) + " " + digits(4)
		return pick(ac+" "+n, "+52 "+ac+" "+n, "+52 1 "+ac+" "+n, "("+ac+") "+strings.Replace(n, " ", "-", 1), "+52 ("+ac+") "+n, ac+strings.ReplaceAll(n, " ", ""), "+52"+ac+strings.ReplaceAll(n, " ", ""), "("+pick("222", "442", "664")+") "+digits(3)+" "+digits(4))
	case "it":
		m := "3" + pick("2", "3", "4", "8", "9") + digits(8)
		fa := pick("02", "06", "011", "051", "055", "081")
		fs := nz(10 - len(fa))
		return pick(m[:3]+" "+m[3:6]+" "+m[6:], "+39 "+m[:3]+" "+m[3:6]+" "+m[6:], m, "+39 "+m, m[:3]+"-"+m[3:], fa+" "+fs, "+39 "+fa+" "+fs[:4]+" "+fs[4:], fa+fs, m[:3]+"/"+m[3:])
	case "pt-BR":
		ddd := pick("11", "21", "31", "41", "51", "61", "71", "81", "19", "27")
		m := "9" + nz(4) + digits(4)
		l := pick("2", "3", "4") + digits(7)
		return pick("("+ddd+") "+m[:5]+"-"+m[5:], "+55 "+ddd+" "+m[:5]+"-"+m[5:], ddd+" "+m[:5]+"-"+m[5:], "("+ddd+") "+l[:4]+"-"+l[4:], "+55 ("+ddd+") "+m[:1]+" "+m[1:5]+"-"+m[5:], "+55"+ddd+m, "("+ddd+")"+m[:5]+"-"+m[5:], "0"+ddd+" "+m[:5]+"-"+m[5:])
	case "nl":
		m := "6" + nz(8)
		ac := pick("20", "10", "30", "70", "40")
		l := nz(7)
		return pick("06-"+m[1:], "06 "+m[1:3]+" "+m[3:5]+" "+m[5:7]+" "+m[7:], "+31 6 "+m[1:], "+31 (0)6 "+m[1:], "0"+m, "0"+ac+"-"+l, "+31 "+ac+" "+l[:3]+" "+l[3:], "+31 (0)"+ac+" "+l[:3]+" "+l[3:], "0"+ac+" "+l[:3]+" "+l[3:])
	case "pl":
		m := pick("5", "6", "7", "8") + digits(8)
		l := pick("22", "12", "61", "71", "58") + " " + nz(3) + " " + digits(2) + " " + digits(2)
		return pick(m[:3]+" "+m[3:6]+" "+m[6:], "+48 "+m[:3]+" "+m[3:6]+" "+m[6:], m[:3]+"-"+m[3:6]+"-"+m[6:], "+48"+m, l, "+48 "+l, "(+48) "+m[:3]+" "+m[3:6]+" "+m[6:])
	case "tr":
		m := "5" + pick("0"+pick("1", "5", "6", "7"), "3"+digits(1), "4"+nz(1), "5"+pick("1", "2", "3", "4", "5")) + digits(7)
		l := pick("212", "216", "312", "232") + digits(7)
		fm := func(x string) string { return x[:3] + " " + x[3:6] + " " + x[6:8] + " " + x[8:] }
		return pick("0"+fm(m), "0 ("+m[:3]+") "+m[3:6]+" "+m[6:8]+" "+m[8:], "+90 "+fm(m), "+90 ("+m[:3]+") "+m[3:6]+" "+m[6:8]+" "+m[8:], "0"+m, "0"+fm(l), "+90 "+fm(l), "0"+m[:3]+"-"+m[3:6]+"-"+m[6:])
	case "ja":
		mp := pick("90", "80", "70")
		a, b := digits(4), digits(4)
		c, d := nz(4), digits(4)
		return pick("0"+mp+"-"+a+"-"+b, "+81 "+mp+"-"+a+"-"+b, "+81-"+mp+"-"+a+"-"+b, "03-"+c+"-"+d, "06-"+c+"-"+d, "+81 3 "+c+" "+d, "0"+mp+a+b, "(03) "+c+"-"+d, "045-"+digits(3)+"-"+d, fw("0"+mp+"-"+a+"-"+b))
	case "zh":
		m := "1" + pick("3", "5", "8", "9") + digits(9)
		return pick(m, m[:3]+" "+m[3:7]+" "+m[7:], "+86 "+m[:3]+" "+m[3:7]+" "+m[7:], "+86 "+m, "+86-"+m, "010-"+nz(8), "(021) "+nz(4)+" "+digits(4), "+86 10 "+nz(4)+" "+digits(4), m[:3]+"-"+m[3:7]+"-"+m[7:], "0755-"+nz(8))
	case "ar":
		switch R.Intn(8) {
		case 0:
			return "+971 5" + pick("0", "2", "5", "6") + " " + digits(3) + " " + digits(4)
		case 1:
			return "05" + pick("0", "2", "5", "6") + " " + digits(3) + " " + digits(4)
		case 2:
			return "+966 5" + digits(1) + " " + digits(3) + " " + digits(4)
		case 3:
			return "05" + digits(8)
		case 4:
			return "+20 1" + pick("0", "1", "2") + " " + digits(4) + " " + digits(4)
		case 5:
			return arDigits("05" + pick("0", "5") + digits(7))
		case 6:
			return "+971 4 " + digits(3) + " " + digits(4)
		default:
			return "00971 5" + pick("0", "5") + " " + digits(3) + " " + digits(4)
		}
	}
	return ""
}

// digits-only form for CSV/JSON/DB exports
func phoneBare(loc string) string {
	switch loc {
	case "en-US":
		return pick("", "1", "+1") + fmt.Sprint(rn(2, 9)) + digits(2) + fmt.Sprint(rn(2, 9)) + digits(6)
	case "en-GB":
		return pick("+447", "447", "07") + pick("4", "5", "7", "8", "9") + digits(8)
	case "en-AU":
		return pick("+614", "614", "04") + digits(8)
	case "de":
		return pick("+491", "491", "01") + pick("51", "60", "70", "71", "76") + digits(7)
	case "fr":
		return pick("+336", "336", "06", "07") + digits(8)
	case "es":
		return pick("+34", "34", "") + "6" + digits(8)
	case "es-MX":
		return pick("+52", "52", "") + pick("55", "33", "81") + digits(8)
	case "it":
		return pick("+39", "39", "") + "3" + pick("3", "4", "8") + digits(8)
	case "pt-BR":
		return pick("+55", "55", "") + pick("11", "21", "31") + "9" + nz(8)
	case "nl":
		return pick("+316", "316", "06") + nz(8)
	case "pl":
		return pick("+48", "48", "") + pick("5", "6", "7") + digits(8)
	case "tr":
		return pick("+905", "905", "05") + pick("3", "4", "0") + digits(8)
	case "ja":
		return pick("+8190", "8190", "090", "080") + digits(8)
	case "zh":
		return pick("+86", "86", "") + "1" + pick("3", "5", "8") + digits(9)
	case "ar":
		return pick("+9715", "9715", "05") + pick("0", "5") + digits(7)
	}
	return ""
}

func fw(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune('０' + (c - '0'))
		case c == '-':
			b.WriteRune('－')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}
func arDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune('٠' + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// ---------------- SSN / ITIN ----------------
func ssnParts() (string, string, string) {
	a := rn(1, 899)
	for a == 666 {
		a = rn(1, 899)
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", rn(1, 99)), fmt.Sprintf("%04d", rn(1, 9999))
}
func itinParts() (string, string, string) {
	gs := []int{}
	for g := 50; g <= 65; g++ {
		gs = append(gs, g)
	}
	for g := 70; g <= 88; g++ {
		gs = append(gs, g)
	}
	gs = append(gs, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d", rn(0, 99)), fmt.Sprint(gs[R.Intn(len(gs))]), fmt.Sprintf("%04d", rn(1, 9999))
}
func fmtSSN(a, g, s string) string {
	return pick(a+"-"+g+"-"+s, a+"-"+g+"-"+s, a+"-"+g+"-"+s, a+" "+g+" "+s, a+g+s, a+"."+g+"."+s, a+"–"+g+"–"+s, a+" - "+g+" - "+s, a+"/"+g+"/"+s)
}
func ssn() string  { a, g, s := ssnParts(); return fmtSSN(a, g, s) }
func itin() string { a, g, s := itinParts(); return fmtSSN(a, g, s) }

// ---------------- cards ----------------
type issuer struct {
	name   string
	prefix func() string
	length int
}

var issuers = []issuer{
	{"Visa", func() string { return "4" + digits(5) }, 16},
	{"Visa", func() string { return "4" + digits(5) }, 16},
	{"Mastercard", func() string { return fmt.Sprint(rn(51, 55)) + digits(4) }, 16},
	{"Mastercard", func() string { return fmt.Sprint(rn(2221, 2720)) + digits(2) }, 16},
	{"Amex", func() string { return pick("34", "37") + digits(4) }, 15},
	{"Discover", func() string { return pick("6011", "65"+digits(2), fmt.Sprint(rn(644, 649))+"0") + digits(2) }, 16},
	{"JCB", func() string { return fmt.Sprint(rn(3528, 3589)) + digits(2) }, 16},
	{"Diners", func() string { return "36" + digits(4) }, 14},
	{"UnionPay", func() string { return "62" + pick("0", "1", "3", "5", "8") + digits(3) }, 16},
	{"UnionPay", func() string { return "62" + pick("0", "1", "3", "5", "8") + digits(3) }, 19},
	{"Maestro", func() string { return pick("6759", "5018", "5020", "6304") + digits(2) }, 16},
	{"Mir", func() string { return fmt.Sprint(rn(2200, 2204)) + digits(2) }, 16},
	{"Troy", func() string { return "9792" + digits(2) }, 16},
	{"Elo", func() string { return "636368" }, 16},
	{"Visa", func() string { return "4" + digits(5) }, 13},
}

func luhnOK(s string) bool {
	sum, dbl := 0, false
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
	return sum%10 == 0
}
func luhnComplete(p string) string {
	for d := 0; d < 10; d++ {
		if luhnOK(p + fmt.Sprint(d)) {
			return p + fmt.Sprint(d)
		}
	}
	return ""
}

type card struct{ Brand, Num, Raw string }

func newCard(brandPref string) card {
	var is issuer
	for {
		is = issuers[R.Intn(len(issuers))]
		if brandPref == "" || is.name == brandPref {
			break
		}
	}
	p := is.prefix()
	raw := luhnComplete(p + digits(is.length-len(p)-1))
	var f string
	switch is.length {
	case 15:
		f = pick(raw[:4]+" "+raw[4:10]+" "+raw[10:], raw, raw[:4]+"-"+raw[4:10]+"-"+raw[10:])
	case 14:
		f = pick(raw[:4]+" "+raw[4:10]+" "+raw[10:], raw)
	case 13:
		f = pick(raw, raw[:4]+" "+raw[4:8]+" "+raw[8:])
	case 19:
		f = pick(raw, raw[:4]+" "+raw[4:8]+" "+raw[8:12]+" "+raw[12:16]+" "+raw[16:], raw[:6]+" "+raw[6:])
	default:
		g := func(sep string) string { return raw[:4] + sep + raw[4:8] + sep + raw[8:12] + sep + raw[12:] }
		f = pick(g(" "), g(" "), g("-"), raw, g("  "))
	}
	return card{is.name, f, raw}
}

// ---------------- tokens ----------------
func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func jwt() string {
	alg := pick("RS256", "HS256", "ES256", "RS512")
	h := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if chance(0.5) {
		h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, from(HEX, 16))
	}
	p := fmt.Sprintf(`{"sub":"%s","iss":"https://%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		pick("veh_", "drv_", "fleet_", "usr_")+from(AN, 12), pick("auth.connectedcar.io", "login.telematix.eu", "id.fleetpro.us", "sso.claimhub.net"),
		pick("vehicle-api", "claims-portal", "dealer-crm"), 1717000000+R.Intn(40000000), 1727000000+R.Intn(40000000),
		pick("vehicle:read location:read", "claims:write", "leads:read leads:write", "trips:read"))
	sl := 43
	if alg[:2] != "HS" {
		sl = pick(86, 342)
	}
	return b64url(h) + "." + b64url(p) + "." + from(B64, sl)
}
func rtok(n int) string {
	for {
		t := from(AN, n)
		if strings.ContainsAny(t, "0123456789") && strings.ToLower(t) != t {
			return t
		}
	}
}
func token() string {
	switch R.Intn(10) {
	case 0:
		return "sk_live_" + rtok(24)
	case 1:
		return "ghp_" + rtok(36)
	case 2:
		return "xoxb-" + nz(11) + "-" + nz(12) + "-" + rtok(24)
	case 3:
		return rtok(32)
	case 4:
		return from(HEX, 40)
	case 5:
		return "tlm_live_" + rtok(28)
	case 6:
		return rtok(20) + "." + rtok(16)
	case 7:
		return "sk-proj-" + rtok(40)
	case 8:
		return from(HEX, 8) + "-" + from(HEX, 4) + "-" + from(HEX, 4) + "-" + from(HEX, 4) + "-" + from(HEX, 12)
	default:
		return rtok(48)
	}
}
func password() string {
	return pick(
		pick("Werkstatt", "Garage", "Autohaus", "Fleet", "Claims", "Dealer", "Sommer", "Tundra", "Corolla", "Civic")+fmt.Sprint(rn(2019, 2026))+pick("!", "#", "$", "?", ""),
		from(AN, 4)+pick("#", "!", "%", "&")+from(AN, 6),
		pick("Kx", "Tq", "Mz", "Rb")+digits(2)+pick("!", "@", "$")+from(AN, 7),
		pick("blue", "red", "golf", "mustang")+pick("Dog", "Fish", "Star")+digits(3),
	)
}

// ---------------- look-alikes ----------------
var translit = map[byte]int{'A': 1, 'B': 2, 'C': 3, 'D': 4, 'E': 5, 'F': 6, 'G': 7, 'H': 8, 'J': 1, 'K': 2, 'L': 3, 'M': 4, 'N': 5, 'P': 7, 'R': 9, 'S': 2, 'T': 3, 'U': 4, 'V': 5, 'W': 6, 'X': 7, 'Y': 8, 'Z': 9}
var vinW = []int{8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2}

func vin() string {
	wmi := pick("1HG", "1FT", "1G1", "2T1", "3VW", "5YJ", "JTD", "JHM", "WVW", "WBA", "WDD", "VF1", "VF3", "ZFA", "ZAR", "9BW", "SAL", "KMH", "LSV", "TMB", "VSS", "NMT", "SJN", "YV1", "JN1", "KNA")
	b := []byte(wmi + from(UP+"0123456789", 5) + "0" + pick("K", "L", "M", "N", "P", "R", "S") + from(UP+"0123456789", 1) + digits(6))
	sum := 0
	for i, c := range b {
		v := 0
		if c >= '0' && c <= '9' {
			v = int(c - '0')
		} else {
			v = translit[c]
		}
		sum += v * vinW[i]
	}
	cd := sum % 11
	if cd == 10 {
		b[8] = 'X'
	} else {
		b[8] = byte('0' + cd)
	}
	return string(b)
}

func plate(loc string) string {
	L := func(n int) string { return from("ABCDEFGHJKLMNPRSTVWXYZ", n) }
	switch loc {
	case "en-US":
		return pick(fmt.Sprint(rn(1, 9))+L(3)+digits(3), L(3)+"-"+digits(4), L(3)+" "+digits(4), digits(3)+" "+L(3))
	case "en-GB":
		return L(2) + digits(2) + " " + L(3)
	case "en-AU":
		return pick(L(2)+digits(2)+L(2), L(3)+"-"+digits(3), fmt.Sprint(rn(1, 9))+L(3)+digits(3))
	case "de":
		return pick("M", "B", "HH", "K", "F", "S", "DO", "HD", "LB") + "-" + L(2) + " " + fmt.Sprint(rn(1, 9999))
	case "fr":
		return L(2) + "-" + digits(3) + "-" + L(2)
	case "es":
		return digits(4) + " " + from("BCDFGHJKLMNPRSTVWXYZ", 3)
	case "es-MX":
		return L(3) + "-" + digits(3) + "-" + L(1)
	case "it":
		return L(2) + " " + digits(3) + " " + L(2)
	case "pt-BR":
		return L(3) + digits(1) + L(1) + digits(2)
	case "nl":
		return pick(L(1)+"-"+digits(3)+"-"+L(2), digits(2)+"-"+L(3)+"-"+digits(1), L(2)+"-"+digits(3)+"-"+L(1))
	case "pl":
		return pick("WA", "KR", "PO", "GD", "WR") + " " + digits(1) + L(1) + digits(3)
	case "tr":
		return fmt.Sprintf("%02d", rn(1, 81)) + " " + L(pick(1, 2, 3)) + " " + fmt.Sprint(rn(10, 9999))
	case "ja":
		return pick("品川", "練馬", "横浜", "なにわ", "名古屋") + " " + fmt.Sprint(rn(300, 599)) + " " + pick("さ", "ら", "あ", "わ") + " " + digits(2) + "-" + digits(2)
	case "zh":
		return pick("京", "沪", "粤", "浙", "苏") + pick("A", "B", "C") + pick("·", " ", "") + from("0123456789ABCDEFGHJKLMN", 5)
	case "ar":
		return pick("دبي ", "أبوظبي ", "Dubai ") + L(1) + " " + digits(5)
	}
	return L(3) + digits(3)
}

func claimNo() string {
	return pick("CLM-"+fmt.Sprint(rn(2021, 2025))+"-"+digits(7), "CL"+digits(9), fmt.Sprint(rn(21, 25))+"-"+digits(6)+"-"+digits(2), "SIN-"+digits(8), "S"+digits(10), nz(10), "CLM"+digits(8), "0"+nz(11), "AX-"+L3()+"-"+digits(6))
}
func L3() string { return from(UP, 3) }
func policyNo() string {
	return pick("POL-"+digits(8), "PA "+digits(4)+" "+digits(4)+" "+digits(2), "MTR/"+digits(7)+"/"+fmt.Sprint(rn(21, 25)), nz(3)+"-"+digits(3)+"-"+digits(3), "AU-MTR-"+digits(8), "HV"+digits(9), nz(10), "VSN "+digits(3)+"."+digits(3)+"."+digits(3))
}
func roNo() string {
	return pick("RO#"+nz(6), "RO "+nz(6), "RO-"+fmt.Sprint(rn(2023, 2025))+"-"+digits(5), "WO "+nz(7), "Auftrag "+nz(8))
}
func odo(loc string) string {
	n := rn(4000, 245000)
	switch loc {
	case "en-US":
		return commas(n) + " mi"
	case "en-GB":
		return commas(n) + " miles"
	case "de", "es", "it", "pt-BR", "nl", "tr":
		return dots(n) + " km"
	case "fr", "pl":
		return spaces(n) + " km"
	default:
		return commas(n) + " km"
	}
}
func commas(n int) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	return strings.Join(append([]string{s}, out...), ",")
}
func dots(n int) string   { return strings.ReplaceAll(commas(n), ",", ".") }
func spaces(n int) string { return strings.ReplaceAll(commas(n), ",", " ") }
func partNo() string {
	return pick(digits(5)+"-"+digits(5), nz(1)+from(UP, 1)+digits(1)+" "+digits(3)+" "+digits(3)+" "+from(UP, 1), digits(5)+"-"+digits(2)+"-"+from(UP, 1)+digits(2), from(UP, 2)+digits(1)+from(UP, 1)+"-"+digits(4)+"-"+from(UP, 2), digits(8), "A "+digits(3)+" "+digits(3)+" "+digits(2)+" "+digits(2), digits(2)+" "+digits(2)+" "+digits(1)+" "+digits(3)+" "+digits(3))
}
func money(loc string) string {
	n := rn(45, 18500)
	c := rn(0, 99)
	switch loc {
	case "en-US":
		return fmt.Sprintf("$%s.%02d", commas(n), c)
	case "en-GB":
		return fmt.Sprintf("£%s.%02d", commas(n), c)
	case "en-AU":
		return fmt.Sprintf("A$%s.%02d", commas(n), c)
	case "de", "es":
		return fmt.Sprintf("%s,%02d €", dots(n), c)
	case "fr":
		return fmt.Sprintf("%s,%02d €", spaces(n), c)
	case "it", "nl":
		return fmt.Sprintf("€ %s,%02d", dots(n), c)
	case "es-MX":
		return fmt.Sprintf("$%s.%02d MXN", commas(n*18), c)
	case "pt-BR":
		return fmt.Sprintf("R$ %s,%02d", dots(n*5), c)
	case "pl":
		return fmt.Sprintf("%s,%02d zł", spaces(n*4), c)
	case "tr":
		return fmt.Sprintf("%s,%02d TL", dots(n*30), c)
	case "ja":
		return fmt.Sprintf("¥%s", commas(n*150))
	case "zh":
		return fmt.Sprintf("¥%s.%02d", commas(n*7), c)
	case "ar":
		return fmt.Sprintf("%s.%02d AED", commas(n*4), c)
	}
	return fmt.Sprint(n)
}
func date(loc string) string {
	y, m, d := rn(2023, 2025), rn(1, 12), rn(1, 28)
	switch loc {
	case "en-US":
		return pick(fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%d-%02d-%02d", y, m, d))
	case "de", "pl", "tr":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "ja", "zh":
		return pick(fmt.Sprintf("%d年%d月%d日", y, m, d), fmt.Sprintf("%d/%02d/%02d", y, m, d))
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	default:
		return pick(fmt.Sprintf("%02d/%02d/%d", d, m, y), fmt.Sprintf("%d-%02d-%02d", y, m, d))
	}
}
func coords() string {
	return fmt.Sprintf("%.5f, %.5f", float64(rn(-3500000, 6000000))/100000, float64(rn(-12000000, 14000000))/100000)
}
func tstamp() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", rn(2024, 2025), rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59), rn(0, 999))
}
func vehicle() string {
	return pick("2019 Honda Civic EX", "2021 Toyota RAV4 XLE", "2018 Ford F-150 XLT", "VW Golf VIII 1.5 eTSI", "BMW 320d Touring (G21)", "Renault Clio V TCe 90", "Fiat 500 Hybrid", "Tesla Model 3 LR", "Hyundai Tucson 1.6 T-GDi", "Škoda Octavia Combi 2.0 TDI", "Toyota Corolla Cross", "Chevrolet Onix LT", "Nissan Sentra SR", "Kia Sportage GT-Line", "Mercedes C 220 d", "Peugeot 208 PureTech 100", "SEAT León FR", "Volvo XC60 B5", "BYD Atto 3", "Land Rover Defender 110")
}
