package main

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/rand"
	"strings"
)

var r = rand.New(rand.NewSource(105))

// used holds every personal value handed out; it is only looked up, never iterated.
var used = map[string]bool{}

// U draws from gen until it yields a value not used anywhere in the corpus.
func U(gen func() string) string {
	for i := 0; i < 1000; i++ {
		v := gen()
		if !used[v] {
			used[v] = true
			return v
		}
	}
	panic("cannot draw a unique value")
}

func pick(xs ...string) string { return xs[r.Intn(len(xs))] }
func ri(a, b int) int          { return a + r.Intn(b-a+1) }
func chance(p float64) bool    { return r.Float64() < p }

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digits = "0123456789"
	alnum  = lower + upper + digits
	hexd   = "0123456789abcdef"
)

func rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

func rbytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func hexs(n int) string { return hex.EncodeToString(rbytes(n)) }
func b64(n int) string  { return base64.StdEncoding.EncodeToString(rbytes(n)) }

// mixed returns n bytes with at least one lower, upper and digit.
func mixed(n int) string {
	for {
		s := rs(alnum, n)
		if strings.ContainsAny(s, lower) && strings.ContainsAny(s, upper) && strings.ContainsAny(s, digits) {
			return s
		}
	}
}

// ---------- names, places ----------

type person struct{ first, last, loc string }

var namesBy = map[string][2][]string{} // filled in init; read by key only

var locs = []string{"en", "de", "fr", "es", "it", "nl", "pl", "pt", "ja", "zh", "ru", "tr", "sv", "in"}

func init() {
	namesBy["en"] = [2][]string{{"James", "Emily", "Michael", "Sarah", "Daniel", "Jessica", "Kevin", "Laura", "Brian", "Megan", "Tyler", "Rachel", "Marcus", "Alyssa", "Derek"}, {"Carter", "Nguyen", "Patel", "Brooks", "Sullivan", "Ramirez", "Foster", "Hughes", "Bennett", "Coleman", "Reyes", "Murphy", "Walsh", "Kim", "Okafor"}}
	namesBy["de"] = [2][]string{{"Lukas", "Anna", "Jonas", "Katrin", "Florian", "Sabine", "Tobias", "Miriam", "Stefan", "Julia"}, {"Müller", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Krüger", "Wagner", "Schulz", "Brandt"}}
	namesBy["fr"] = [2][]string{{"Julien", "Camille", "Nicolas", "Élodie", "Thomas", "Claire", "Mathieu", "Sophie", "Antoine", "Léa"}, {"Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Laurent", "Girard", "Roux", "Fournier", "Mercier"}}
	namesBy["es"] = [2][]string{{"Javier", "Lucía", "Carlos", "Marta", "Alejandro", "Elena", "Pablo", "Nuria", "Sergio", "Carmen"}, {"García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Torres", "Ruiz", "Etxeberria"}}
	namesBy["it"] = [2][]string{{"Marco", "Giulia", "Luca", "Francesca", "Matteo", "Chiara", "Davide", "Sara"}, {"Rossi", "Bianchi", "Colombo", "Ricci", "Marino", "Greco", "Conti", "Gallo"}}
	namesBy["nl"] = [2][]string{{"Daan", "Sanne", "Bram", "Lotte", "Jeroen", "Femke", "Ruben", "Eva"}, {"de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder"}}
	namesBy["pl"] = [2][]string{{"Piotr", "Anna", "Tomasz", "Katarzyna", "Michał", "Agnieszka", "Krzysztof", "Magdalena"}, {"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowski", "Zieliński", "Szymański"}}
	namesBy["pt"] = [2][]string{{"João", "Ana", "Rafael", "Beatriz", "Thiago", "Camila", "Gustavo", "Larissa"}, {"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida"}}
	namesBy["ja"] = [2][]string{{"Haruto", "Yui", "Sota", "Hina", "Ren", "Aoi", "Takumi", "Sakura"}, {"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura"}}
	namesBy["zh"] = [2][]string{{"Wei", "Jing", "Hao", "Xiaoyu", "Lei", "Min", "Jun", "Yan"}, {"Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang"}}
	namesBy["ru"] = [2][]string{{"Dmitry", "Olga", "Sergey", "Elena", "Alexey", "Natalia", "Ivan", "Irina"}, {"Ivanov", "Smirnov", "Kuznetsov", "Popov", "Sokolov", "Volkov", "Morozov", "Lebedev"}}
	namesBy["tr"] = [2][]string{{"Emre", "Elif", "Burak", "Zeynep", "Mehmet", "Ayşe", "Can", "Selin"}, {"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk"}}
	namesBy["sv"] = [2][]string{{"Erik", "Linnea", "Oskar", "Maja", "Johan", "Elin"}, {"Andersson", "Johansson", "Karlsson", "Nilsson", "Lindqvist", "Berg"}}
	namesBy["in"] = [2][]string{{"Rahul", "Priya", "Arjun", "Kavya", "Vikram", "Ananya", "Rohan", "Sneha"}, {"Sharma", "Iyer", "Reddy", "Nair", "Gupta", "Menon", "Pillai", "Rao"}}
}

func personOf(loc string) person {
	n := namesBy[loc]
	return person{n[0][r.Intn(len(n[0]))], n[1][r.Intn(len(n[1]))], loc}
}
func anyPerson() person       { return personOf(locs[r.Intn(len(locs))]) }
func (p person) full() string { return p.first + " " + p.last }

var translit = strings.NewReplacer("ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "é", "e", "è", "e", "É", "E", "í", "i", "á", "a", "ó", "o", "ú", "u", "ñ", "n", "ł", "l", "ś", "s", "ń", "n", "ć", "c", "ż", "z", "ź", "z", "ą", "a", "ę", "e", "ã", "a", "ç", "c", "ı", "i", "ş", "s", "ğ", "g", "Ş", "S", "Ç", "C", "Ö", "O", "Ü", "U", "Ä", "A", " ", "")

func ascii(s string) string { return strings.ToLower(translit.Replace(s)) }

var corpDomains = map[string][]string{}

func init() {
	corpDomains["en"] = []string{"northwindnet.com", "bluepeak-isp.net", "corelinkfiber.com", "hollisterhealth.org", "summit-cu.org", "lakeshore-it.com", "meridiantel.net"}
	corpDomains["de"] = []string{"stadtwerke-lindau.de", "netzwerk-koehler.de", "fibrenord.de", "kanzlei-brandt.de", "hanse-it.de"}
	corpDomains["fr"] = []string{"reseaux-lemaire.fr", "fibre-occitane.fr", "groupe-vidal.fr", "mairie-annecy.fr"}
	corpDomains["es"] = []string{"redesmediterraneo.es", "fibra-castilla.es", "grupo-alameda.es", "telecom-norte.com.ar"}
	corpDomains["it"] = []string{"retialpine.it", "studio-rossi.it", "fibra-laguna.it"}
	corpDomains["nl"] = []string{"netwerkhuis.nl", "glasvezel-noord.nl", "gemeente-zwolle.nl"}
	corpDomains["pl"] = []string{"sieci-wisla.pl", "polnet-isp.pl", "kowalski-it.pl"}
	corpDomains["pt"] = []string{"redefibra.com.br", "provedor-sul.com.br", "telelink.pt"}
	corpDomains["ja"] = []string{"nihon-net.co.jp", "kanto-isp.jp", "sakura-sys.co.jp"}
	corpDomains["zh"] = []string{"huaxin-net.cn", "dragonlink.com.cn", "pearl-idc.hk"}
	corpDomains["ru"] = []string{"setevik.ru", "volga-telecom.ru", "sibnet-isp.ru"}
	corpDomains["tr"] = []string{"anadolu-net.com.tr", "bosfor-it.com.tr"}
	corpDomains["sv"] = []string{"fibernat.se", "norrnet.se"}
	corpDomains["in"] = []string{"indusnet.co.in", "deccan-isp.in", "skyfibre.in"}
}

var freemail = map[string][]string{}

func init() {
	freemail["en"] = []string{"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me", "hotmail.com"}
	freemail["de"] = []string{"web.de", "gmx.de", "t-online.de", "posteo.de", "gmail.com"}
	freemail["fr"] = []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr"}
	freemail["es"] = []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net"}
	freemail["it"] = []string{"libero.it", "gmail.com", "virgilio.it", "alice.it"}
	freemail["nl"] = []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl"}
	freemail["pl"] = []string{"wp.pl", "onet.pl", "gmail.com", "o2.pl"}
	freemail["pt"] = []string{"uol.com.br", "gmail.com", "bol.com.br", "sapo.pt"}
	freemail["ja"] = []string{"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "nifty.com"}
	freemail["zh"] = []string{"qq.com", "163.com", "126.com", "sina.com"}
	freemail["ru"] = []string{"yandex.ru", "mail.ru", "rambler.ru", "gmail.com"}
	freemail["tr"] = []string{"gmail.com", "hotmail.com", "yandex.com.tr"}
	freemail["sv"] = []string{"telia.com", "gmail.com", "bredband.net"}
	freemail["in"] = []string{"gmail.com", "rediffmail.com", "yahoo.co.in"}
}

func corpDomain(loc string) string { d := corpDomains[loc]; return d[r.Intn(len(d))] }

func email(p person, work bool) string {
	return U(func() string {
		f, l := ascii(p.first), ascii(p.last)
		var local string
		switch r.Intn(7) {
		case 0, 1:
			local = f + "." + l
		case 2:
			local = f[:1] + l
		case 3:
			local = f + "_" + l + fmt.Sprint(ri(1, 99))
		case 4:
			local = f + l[:1] + fmt.Sprint(ri(70, 99))
		case 5:
			local = l + "." + f[:1]
		default:
			local = f + "." + l + fmt.Sprint(ri(1, 999))
		}
		var dom string
		if work {
			dom = corpDomain(p.loc)
		} else {
			d := freemail[p.loc]
			dom = d[r.Intn(len(d))]
		}
		return local + "@" + dom
	})
}

// ---------- phones ----------

var usAreas = []string{"212", "312", "415", "206", "512", "617", "303", "404", "718", "646", "503", "214", "702", "919", "612", "469", "773", "858", "971", "262"}

func nxx() string {
	for {
		s := fmt.Sprintf("%d%02d", ri(2, 9), ri(0, 99))
		if s[1:] != "11" && s != "555" && s != "950" {
			return s
		}
	}
}

func phoneUS() string {
	return U(func() string {
		a, e, l := pick(usAreas...), nxx(), fmt.Sprintf("%04d", ri(0, 9999))
		switch r.Intn(8) {
		case 0:
			return "(" + a + ") " + e + "-" + l
		case 1:
			return a + "-" + e + "-" + l
		case 2:
			return a + "." + e + "." + l
		case 3:
			return "+1 " + a + "-" + e + "-" + l
		case 4:
			return "+1 (" + a + ") " + e + "-" + l
		case 5:
			return "+1." + a + "." + e + "." + l
		case 6:
			return "+1" + a + e + l
		default:
			return a + " " + e + " " + l
		}
	})
}

func dg(n int) string { return rs(digits, n) }

func phoneOf(loc string) string {
	return U(func() string {
		switch loc {
		case "en":
			if chance(0.25) {
				m := pick("7911", "7700", "7723", "7825", "7956", "7403", "7534")
				if m == "7700" {
					m = "7712"
				}
				s := dg(6)
				return pick("+44 "+m+" "+s, "07"+m[1:]+" "+s, "+44 (0)"+m+" "+s[:3]+" "+s[3:], "+44 20 3"+dg(3)+" "+dg(4))
			}
			return phoneUS()
		case "de":
			m := pick("151", "160", "170", "171", "172", "176", "157", "162")
			s := dg(ri(7, 8))
			switch r.Intn(5) {
			case 0:
				return "+49 " + m + " " + s
			case 1:
				return "0" + m + " " + s
			case 2:
				return "0" + m + "/" + s
			case 3:
				return "+49 (0)" + m + " " + s[:4] + " " + s[4:]
			default:
				a := pick("30", "40", "89", "221", "69", "711")
				return pick("+49 "+a+" "+dg(7), "0"+a+" "+dg(6)+"-"+dg(2))
			}
		case "fr":
			m := pick("6", "7")
			g := func() string { return fmt.Sprintf("%02d", ri(10, 99)) }
			x := g() + " " + g() + " " + g() + " " + g()
			return pick("+33 "+m+" "+x, "0"+m+" "+x, "+33 (0)"+m+" "+x, "01 "+x)
		case "es":
			n := pick("6", "7") + dg(2)
			return pick("+34 "+n+" "+dg(3)+" "+dg(3), "+34 "+n+dg(6), "(+34) "+n+" "+dg(2)+" "+dg(2)+" "+dg(2), n+" "+dg(3)+" "+dg(3), n+" "+dg(2)+" "+dg(2)+" "+dg(2))
		case "it":
			return pick("+39 3"+dg(2)+" "+dg(3)+" "+dg(4), "+39 3"+dg(2)+" "+dg(7), "+39 02 "+dg(4)+" "+dg(4), "3"+dg(2)+" "+dg(7), "3"+dg(2)+" "+dg(3)+" "+dg(4))
		case "nl":
			return pick("+31 6 "+dg(8), "06-"+dg(8), "+31 6 "+dg(2)+" "+dg(3)+" "+dg(3), "+31 20 "+dg(3)+" "+dg(4), "06 "+dg(8), "06 "+dg(2)+" "+dg(2)+" "+dg(2)+" "+dg(2))
		case "pl":
			return pick("+48 "+pick("5", "6", "7", "8")+dg(2)+" "+dg(3)+" "+dg(3), "+48 22 "+dg(3)+" "+dg(2)+" "+dg(2), pick("5", "6", "7")+dg(2)+" "+dg(3)+" "+dg(3), pick("5", "6", "7")+dg(2)+"-"+dg(3)+"-"+dg(3))
		case "pt":
			if chance(0.3) {
				return "+351 9" + pick("1", "2", "3", "6") + dg(1) + " " + dg(3) + " " + dg(3)
			}
			a := pick("11", "21", "31", "41", "51", "61", "71", "81")
			return pick("+55 "+a+" 9"+dg(4)+"-"+dg(4), "("+a+") 9"+dg(4)+"-"+dg(4), "+55 ("+a+") 9"+dg(4)+"-"+dg(4), a+" 9"+dg(4)+"-"+dg(4), a+" 9"+dg(4)+" "+dg(4))
		case "ja":
			m := pick("90", "80", "70")
			return pick("0"+m+"-"+dg(4)+"-"+dg(4), "+81 "+m+"-"+dg(4)+"-"+dg(4), "+81 3-"+dg(4)+"-"+dg(4), "03-"+dg(4)+"-"+dg(4))
		case "zh":
			m := "1" + pick("38", "39", "35", "37", "86", "58", "59", "89")
			return pick("+86 "+m+" "+dg(4)+" "+dg(4), "+86 "+m+dg(8), "+86 10 "+dg(4)+" "+dg(4), "+852 "+pick("9", "6", "5")+dg(3)+" "+dg(4), m+" "+dg(4)+" "+dg(4), m+"-"+dg(4)+"-"+dg(4), m+dg(8))
		case "ru":
			m := "9" + dg(2)
			return pick("+7 "+m+" "+dg(3)+"-"+dg(2)+"-"+dg(2), "8 ("+m+") "+dg(3)+"-"+dg(2)+"-"+dg(2), "+7 ("+m+") "+dg(3)+"-"+dg(2)+"-"+dg(2), "+7 495 "+dg(3)+"-"+dg(2)+"-"+dg(2), "8 "+m+" "+dg(3)+" "+dg(2)+" "+dg(2), "8-"+m+"-"+dg(3)+"-"+dg(2)+"-"+dg(2))
		case "tr":
			m := "5" + pick("30", "32", "33", "42", "05", "55")[1:]
			m = "5" + pick("3", "4", "0", "5") + dg(1)
			return pick("+90 "+m+" "+dg(3)+" "+dg(2)+" "+dg(2), "0 ("+m+") "+dg(3)+" "+dg(2)+" "+dg(2), "+90 212 "+dg(3)+" "+dg(2)+" "+dg(2), "0"+m+" "+dg(3)+" "+dg(2)+" "+dg(2), "0"+m+" "+dg(3)+" "+dg(4))
		case "sv":
			return pick("+46 7"+pick("0", "2", "3", "6")+" "+dg(3)+" "+dg(2)+" "+dg(2), "07"+pick("0", "2", "3", "6")+"-"+dg(3)+" "+dg(2)+" "+dg(2), "+46 8 "+dg(3)+" "+dg(3)+" "+dg(2))
		case "in":
			return pick("+91 "+pick("9", "8", "7")+dg(4)+" "+dg(5), "+91-"+pick("9", "8", "7")+dg(9), "+91 80 "+dg(4)+" "+dg(4), pick("9", "8", "7")+dg(4)+" "+dg(5), "0"+pick("9", "8")+dg(4)+" "+dg(5))
		}
		return phoneUS()
	})
}

// ---------- cards, SSNs ----------

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

func cardDigits() (string, string) {
	var pre string
	n := 16
	var brand string
	switch r.Intn(6) {
	case 0, 1:
		pre, brand = "4"+dg(5), "visa"
	case 2:
		pre, brand = fmt.Sprint(ri(51, 55))+dg(4), "mc"
	case 3:
		pre, brand = fmt.Sprint(ri(2221, 2720))+dg(2), "mc"
	case 4:
		pre, brand, n = pick("34", "37")+dg(4), "amex", 15
	default:
		if chance(0.5) {
			pre, brand = "6011"+dg(2), "discover"
		} else {
			pre, brand = fmt.Sprint(ri(3528, 3589))+dg(2), "jcb"
		}
	}
	s := pre + dg(n-1-len(pre))
	return s + string(luhnDigit(s)), brand
}

func fmtCard(s, brand string) string {
	if brand == "amex" {
		return pick(s, s[:4]+" "+s[4:10]+" "+s[10:], s[:4]+"-"+s[4:10]+"-"+s[10:])
	}
	switch r.Intn(4) {
	case 0:
		return s
	case 1, 2:
		return s[:4] + " " + s[4:8] + " " + s[8:12] + " " + s[12:]
	default:
		return s[:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:]
	}
}

func card() string {
	return U(func() string { s, b := cardDigits(); return fmtCard(s, b) })
}

// badCard is a 16-digit number with a card prefix that fails Luhn.
func badCard() string {
	s, _ := cardDigits()
	for len(s) < 16 {
		s = "4" + s[1:] + "0"
	}
	d := s[len(s)-1]
	s = s[:len(s)-1] + string('0'+(d-'0'+uint8(ri(1, 9)))%10)
	return pick(s, s[:4]+" "+s[4:8]+" "+s[8:12]+" "+s[12:])
}

func ssn() string {
	return U(func() string {
		a := ri(1, 899)
		for a == 666 {
			a = ri(1, 899)
		}
		return fmt.Sprintf("%03d-%02d-%04d", a, ri(1, 99), ri(1, 9999))
	})
}

func itin() string {
	return U(func() string {
		g := pick("70", "71", "72", "73", "75", "78", "80", "83", "85", "88", "90", "92", "94", "97", "99", "50", "55", "62")
		return fmt.Sprintf("9%02d-%s-%04d", ri(0, 99), g, ri(1, 9999))
	})
}

// ---------- JWT ----------

func jwt(header, payload string, sigBytes int) string {
	e := base64.RawURLEncoding
	return U(func() string {
		return e.EncodeToString([]byte(header)) + "." + e.EncodeToString([]byte(payload)) + "." + e.EncodeToString(rbytes(sigBytes))
	})
}

func uuid() string {
	h := hexs(16)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}

func epoch() int { return ri(1704067200, 1767225600) }

// ---------- secrets ----------

var words = []string{"Falcon", "Ridge", "Harbor", "Copper", "Maple", "Nordlicht", "Sonne", "Tiburon", "Aurora", "Granite", "Kestrel", "Lupo", "Viento", "Zebra", "Orchid", "Tundra", "Pelican", "Rakete", "Citron", "Bamboo", "Glacier", "Quasar", "Fjord", "Lantern", "Saffron", "Cobalt", "Ember", "Marlin", "Sequoia", "Vortex"}
var syms = "!#$%&*+-.?@_"

func password() string {
	return U(func() string {
		switch r.Intn(6) {
		case 0:
			return pick(words...) + string(syms[r.Intn(len(syms))]) + pick(words...) + dg(ri(2, 4))
		case 1:
			return pick(words...) + dg(ri(2, 4)) + string(syms[r.Intn(len(syms))])
		case 2:
			s := []byte(mixed(ri(12, 18)))
			s[ri(1, len(s)-2)] = syms[r.Intn(len(syms))]
			return string(s)
		case 3:
			return mixed(ri(10, 16))
		case 4:
			return strings.ToLower(pick(words...)) + "-" + strings.ToLower(pick(words...)) + "-" + dg(ri(2, 4))
		default:
			w := []byte(pick(words...))
			rep := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1")
			return rep.Replace(string(w)) + dg(2) + string(syms[r.Intn(len(syms))])
		}
	})
}

func psk() string {
	return U(func() string {
		switch r.Intn(4) {
		case 0:
			return mixed(ri(24, 40))
		case 1:
			return strings.Join([]string{strings.ToLower(pick(words...)), strings.ToLower(pick(words...)), strings.ToLower(pick(words...)), dg(3)}, pick("-", ".", "_"))
		case 2:
			s := []byte(mixed(ri(20, 32)))
			for i := 0; i < 3; i++ {
				s[ri(1, len(s)-2)] = syms[r.Intn(len(syms))]
			}
			return string(s)
		default:
			return hexs(ri(16, 32))
		}
	})
}

func wifiPSK() string {
	return U(func() string {
		switch r.Intn(4) {
		case 0:
			return pick(words...) + pick("&", "-", "!", "", "_") + pick(words...) + dg(ri(2, 4))
		case 1:
			return mixed(ri(10, 16))
		case 2:
			return strings.ToLower(pick(words...)) + dg(4) + strings.ToLower(pick(words...))
		default:
			return pick("Guest", "Gast", "Invite", "Visitor", "Cafe") + pick(words...) + "!" + dg(ri(2, 4))
		}
	})
}

func community() string {
	return U(func() string {
		switch r.Intn(4) {
		case 0:
			return pick("n0c", "mon", "nms", "snmp", "ro", "rw") + pick("-", "_", "") + mixed(ri(8, 14))
		case 1:
			return mixed(ri(12, 20))
		case 2:
			return strings.ToLower(pick(words...)) + pick("RO", "Rw", "Mon", "Read") + dg(ri(3, 5)) + pick("!", "#", "", "$")
		default:
			return "c0mm" + rs(lower+digits, ri(8, 12))
		}
	})
}

func secretU(gen func() string) string { return U(gen) }

var xlat7 = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"

func type7(pw string) string {
	return U(func() string {
		seed := r.Intn(16)
		s := fmt.Sprintf("%02d", seed)
		for i := 0; i < len(pw); i++ {
			s += fmt.Sprintf("%02X", pw[i]^xlat7[(seed+i)%len(xlat7)])
		}
		return s
	})
}

var junosFamily = []string{"QzF3n6/9CAtpu0O", "B1IREhcSyrleKvMW8LXx", "7N-dVbwsY2g4oaJZGUDj", "iHkq.mPf5T"}
var junosAlpha = strings.Join(junosFamily, "")
var junosEnc = [][]int{{1, 4, 32}, {1, 16, 32}, {1, 8, 32}, {1, 64}, {1, 32}, {1, 4, 16, 128}, {1, 32, 64}}

func junosExtra(c byte) int {
	for f, s := range junosFamily {
		if strings.IndexByte(s, c) >= 0 {
			return 3 - f
		}
	}
	return 0
}

// junos9 encrypts plain as Junos "$9$" (reversible obfuscation).
func junos9(plain string) string {
	return U(func() string {
		salt := junosAlpha[r.Intn(len(junosAlpha))]
		crypt := "$9$" + string(salt) + rs(junosAlpha, junosExtra(salt))
		prev := salt
		for pos := 0; pos < len(plain); pos++ {
			enc := junosEnc[pos%len(junosEnc)]
			o := int(plain[pos])
			gaps := make([]int, len(enc))
			for i := len(enc) - 1; i >= 0; i-- {
				gaps[i] = o / enc[i]
				o %= enc[i]
			}
			for _, g := range gaps {
				g += strings.IndexByte(junosAlpha, prev) + 1
				prev = junosAlpha[g%len(junosAlpha)]
				crypt += string(prev)
			}
		}
		return crypt
	})
}

func wgKey(private bool) string {
	b := rbytes(32)
	if private {
		b[0] &= 248
		b[31] &= 127
		b[31] |= 64
	}
	return base64.StdEncoding.EncodeToString(b)
}
func wgPriv() string { return U(func() string { return wgKey(true) }) }
func wgPSK() string  { return U(func() string { return wgKey(false) }) }
func wgPub() string  { return wgKey(false) }

func ovpnStatic() string {
	return U(func() string {
		var lines []string
		for i := 0; i < 16; i++ {
			lines = append(lines, hexs(16))
		}
		return strings.Join(lines, "\n")
	})
}

func fortiENC() string {
	return U(func() string { return "ENC " + b64(ri(60, 96)) })
}

func panEnc() string {
	return U(func() string {
		return "-AQ==" + base64.StdEncoding.EncodeToString([]byte(base64.StdEncoding.EncodeToString(rbytes(20)))) + base64.StdEncoding.EncodeToString(rbytes(16))
	})
}

func panKey() string {
	return U(func() string {
		inner := "-AQ==" + base64.StdEncoding.EncodeToString(rbytes(20)) + base64.StdEncoding.EncodeToString(rbytes(32))
		return base64.StdEncoding.EncodeToString([]byte(inner))
	})
}

func tsig() string { return U(func() string { return b64(32) }) }

// ---------- look-alikes (keep) ----------

func md5crypt() string {
	return "$1$" + rs(alnum+"./", 8) + "$" + rs(alnum+"./", 22)
}
func sha512crypt() string { return "$6$" + rs(alnum+"./", 16) + "$" + rs(alnum+"./", 86) }
func type8() string       { return "$8$" + rs(alnum+"./", 14) + "$" + rs(alnum+"./", 43) }
func type9() string       { return "$9$" + rs(alnum+"./", 14) + "$" + rs(alnum+"./", 43) }
func bcrypt() string      { return "$2y$10$" + rs(alnum+"./", 53) }
func fortiSH2() string    { return "ENC SH2" + rs(alnum+"+/", 57) + "=" }
func asaPBKDF2() string {
	return "$sha512$5000$" + b64(16) + "$" + b64(16)
}

func fingerprint() string {
	h := sha256.Sum256(rbytes(8))
	var p []string
	for _, x := range h {
		p = append(p, fmt.Sprintf("%02X", x))
	}
	return strings.Join(p, ":")
}
func sha1fp() string {
	b := rbytes(20)
	var p []string
	for _, x := range b {
		p = append(p, fmt.Sprintf("%02x", x))
	}
	return strings.Join(p, ":")
}

func mac(style int) string {
	b := rbytes(6)
	b[0] &= 0xFC
	switch style % 4 {
	case 0:
		return fmt.Sprintf("%02x:%02x:%02x:%02x:%02x:%02x", b[0], b[1], b[2], b[3], b[4], b[5])
	case 1:
		return fmt.Sprintf("%02X:%02X:%02X:%02X:%02X:%02X", b[0], b[1], b[2], b[3], b[4], b[5])
	case 2:
		return fmt.Sprintf("%02x%02x.%02x%02x.%02x%02x", b[0], b[1], b[2], b[3], b[4], b[5])
	default:
		return fmt.Sprintf("%02X-%02X-%02X-%02X-%02X-%02X", b[0], b[1], b[2], b[3], b[4], b[5])
	}
}
func anyMac() string { return mac(r.Intn(4)) }

func privIP() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("10.%d.%d.%d", ri(0, 254), ri(0, 254), ri(1, 254))
	case 1:
		return fmt.Sprintf("172.%d.%d.%d", ri(16, 31), ri(0, 254), ri(1, 254))
	default:
		return fmt.Sprintf("192.168.%d.%d", ri(0, 254), ri(1, 254))
	}
}
func pubIP() string {
	switch r.Intn(5) {
	case 0:
		return fmt.Sprintf("203.0.113.%d", ri(1, 254))
	case 1:
		return fmt.Sprintf("198.51.100.%d", ri(1, 254))
	case 2:
		return fmt.Sprintf("192.0.2.%d", ri(1, 254))
	default:
		return fmt.Sprintf("%d.%d.%d.%d", pickI(31, 37, 46, 62, 77, 81, 85, 91, 109, 145, 176, 185, 188, 193, 212, 217), ri(0, 255), ri(0, 255), ri(1, 254))
	}
}
func pickI(xs ...int) int { return xs[r.Intn(len(xs))] }
func cidr() string {
	n := pickI(8, 16, 20, 22, 24, 24, 24, 27, 28, 29, 30)
	switch {
	case n <= 8:
		return "10.0.0.0/8"
	case n <= 16:
		return fmt.Sprintf("10.%d.0.0/16", ri(0, 254))
	case n <= 22:
		return fmt.Sprintf("172.%d.%d.0/%d", ri(16, 31), ri(0, 63)*4, n)
	default:
		return fmt.Sprintf("192.168.%d.%d/%d", ri(0, 254), 0, n)
	}
}
func ip6() string {
	return fmt.Sprintf("2001:db8:%x:%x::%x", ri(0, 0xffff), ri(0, 0xffff), ri(1, 0xfff))
}
func asn() string {
	if chance(0.3) {
		return fmt.Sprint(ri(4200000000, 4294967294))
	}
	return fmt.Sprint(ri(1000, 64511))
}
func ciscoSerial() string {
	return pick("FTX", "FOC", "FGL", "FDO", "JAE", "FJC") + dg(4) + rs(upper+digits, 4)
}
func fortiSerial() string {
	return pick("FGT60F", "FGT40F", "FG100F", "FGT80F", "FG200E", "FGVM02") + "TK" + dg(8)
}
func junSerial() string   { return pick("CW", "DA", "JN", "WS", "CV") + rs(digits+upper, 10) }
func panSerial() string   { return "0" + pick("13", "07", "12", "15") + dg(9) }
func mtSerial() string    { return rs("ABCDEF0123456789", 12) }
func ontSerial() string   { return pick("HWTC", "ZTEG", "ALCL", "FHTT") + rs("0123456789ABCDEF", 8) }
func ver(a, b int) string { return fmt.Sprintf("%d.%d.%d", ri(a, b), ri(0, 12), ri(0, 20)) }
func ifname() string {
	return pick("GigabitEthernet0/"+fmt.Sprint(ri(0, 48)), "Gi1/0/"+fmt.Sprint(ri(1, 48)), "TenGigabitEthernet1/1/"+fmt.Sprint(ri(1, 8)), "ge-0/0/"+fmt.Sprint(ri(0, 47)), "xe-1/0/"+fmt.Sprint(ri(0, 3)), "ether"+fmt.Sprint(ri(1, 10)), "sfp-sfpplus1", "eth"+fmt.Sprint(ri(0, 5)), "port"+fmt.Sprint(ri(1, 16)), "ethernet1/"+fmt.Sprint(ri(1, 24)), "Te0/0/0/"+fmt.Sprint(ri(0, 7)))
}
func imei() string {
	s := "35" + dg(12)
	return s + string(luhnDigit(s))
}
func iccid() string {
	s := "8944" + dg(14)
	return s + string(luhnDigit(s))
}
func date() string { return fmt.Sprintf("20%d-%02d-%02d", ri(24, 26), ri(1, 12), ri(1, 28)) }
func clock() string {
	return fmt.Sprintf("%02d:%02d:%02d", ri(0, 23), ri(0, 59), ri(0, 59))
}
func ts() string { return date() + " " + clock() }
func syslogTS() string {
	return fmt.Sprintf("%s %2d %s", pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), ri(1, 28), clock())
}
func inc() string   { return "INC" + fmt.Sprintf("%07d", ri(100000, 9999999)) }
func chg() string   { return "CHG" + fmt.Sprintf("%07d", ri(100000, 9999999)) }
func tacSR() string { return fmt.Sprint(ri(690000000, 699999999)) }
func circuit() string {
	return pick(fmt.Sprintf("%d/KQGN/%06d/LVLC", ri(10, 99), ri(0, 999999)), fmt.Sprintf("%d.KFFN.%06d..LUMN", ri(10, 99), ri(0, 999999)), fmt.Sprintf("DE-%s-%07d", pick("FRA", "HAM", "MUC", "BER"), ri(0, 9999999)), fmt.Sprintf("OTT-%06d", ri(0, 999999)), fmt.Sprint(ri(3100000000, 3999999999)))
}

func stdB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
