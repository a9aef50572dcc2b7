package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---------- low-level random helpers ----------

func ri(a, b int) int { return a + r.Intn(b-a+1) }

func pick(xs ...string) string { return xs[r.Intn(len(xs))] }

func fromSet(set string, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(set[r.Intn(len(set))])
	}
	return sb.String()
}

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs   = "0123456789"
	alnumS = lower + upper + digs
	hexS   = "0123456789abcdef"
	b64S   = alnumS + "+/"
	b64uS  = alnumS + "-_"
	b32S   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

func digits(n int) string { return fromSet(digs, n) }
func alnum(n int) string  { return fromSet(alnumS, n) }
func hexs(n int) string   { return fromSet(hexS, n) }

// mixed returns n alnum chars holding at least two digits and two capitals.
func mixed(n int) string {
	for {
		s := alnum(n)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && u >= 2 {
			return s
		}
	}
}

func randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return b
}

func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
func b64std(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

// ---------- uniqueness ----------

var used = map[string]bool{}
var pend = map[string]bool{}

func uq(gen func() string) string {
	var v string
	for i := 0; i < 200; i++ {
		v = gen()
		if !used[v] && !pend[v] {
			pend[v] = true
			return v
		}
	}
	return v // validate rejects it and the template is drawn again
}

// ---------- people ----------

type Person struct {
	First, Last string // native spelling
	FA, LA      string // ascii lower, for addresses
	Lang        string
	Disp        string
}

var (
	enFirst = []string{"James", "Emily", "Michael", "Sarah", "David", "Jessica", "Robert", "Ashley", "Daniel", "Megan", "Kevin", "Laura", "Brian", "Rachel", "Jason", "Olivia", "Tyler", "Hannah", "Marcus", "Priya", "Wei", "Aisha", "Diego", "Connor", "Natalie", "Trevor", "Monica", "Derek", "Kayla", "Ethan", "Grace", "Omar", "Caleb", "Lauren", "Andre", "Tanya"}
	enLast  = []string{"Thompson", "Walker", "Nguyen", "Patel", "Robinson", "Carter", "Mitchell", "Brooks", "Foster", "Hayes", "Sullivan", "Reed", "Coleman", "Jenkins", "Perry", "Russell", "Griffin", "Hughes", "Myers", "Ford", "Hamilton", "Graham", "Wallace", "Chen", "Kim", "Okafor", "Delgado", "Lindqvist", "Brennan", "Osei", "Whitaker", "Barnes"}
	deFirst = []string{"Lukas", "Anna", "Jonas", "Lena", "Felix", "Sophie", "Maximilian", "Marie", "Tobias", "Katharina", "Jan", "Laura", "Florian", "Julia", "Sebastian", "Hannah", "Moritz", "Lea", "Niklas", "Sabine", "Jürgen", "Ute", "Stefan", "Birgit", "Jörg", "Dörte"}
	deLast  = []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Werner", "Weiß", "Groß"}
	frFirst = []string{"Camille", "Lucas", "Chloé", "Hugo", "Léa", "Louis", "Manon", "Gabriel", "Inès", "Arthur", "Juliette", "Mathis", "Émilie", "Théo", "Sarah", "Nicolas", "Céline", "Antoine", "Margaux", "Julien", "Hélène", "François"}
	frLast  = []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "Bertrand", "Roux", "Vincent", "Fournier", "Girard", "Bonnet", "Dupont", "Lambert", "Faure"}
	esFirst = []string{"Alejandro", "Lucía", "Pablo", "María", "Javier", "Carmen", "Sergio", "Laura", "Daniel", "Marta", "Adrián", "Paula", "Álvaro", "Elena", "Diego", "Sara", "Iván", "Cristina", "Raúl", "Nuria", "Íñigo", "Begoña"}
	esLast  = []string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Navarro", "Torres", "Ibáñez", "Castaño"}
	jaFirst = [][2]string{{"Taro", "太郎"}, {"Hanako", "花子"}, {"Yuki", "由紀"}, {"Haruto", "陽翔"}, {"Sakura", "さくら"}, {"Kenji", "健二"}, {"Yui", "結衣"}, {"Daiki", "大輝"}, {"Aoi", "葵"}, {"Takumi", "拓海"}, {"Misaki", "美咲"}, {"Ren", "蓮"}, {"Naoko", "直子"}, {"Shota", "翔太"}, {"Ayaka", "彩花"}, {"Hiroshi", "博"}}
	jaLast  = [][2]string{{"Sato", "佐藤"}, {"Suzuki", "鈴木"}, {"Takahashi", "高橋"}, {"Tanaka", "田中"}, {"Watanabe", "渡辺"}, {"Ito", "伊藤"}, {"Yamamoto", "山本"}, {"Nakamura", "中村"}, {"Kobayashi", "小林"}, {"Kato", "加藤"}, {"Yoshida", "吉田"}, {"Yamada", "山田"}, {"Sasaki", "佐々木"}, {"Matsumoto", "松本"}, {"Inoue", "井上"}, {"Kimura", "木村"}}
)

var translit = strings.NewReplacer("ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "é", "e", "è", "e", "É", "e", "í", "i", "Í", "i", "á", "a", "Á", "a", "ó", "o", "ú", "u", "ñ", "n", "ç", "c", "ç", "c", "Ü", "ue", "Ö", "oe", "Ä", "ae", "ï", "i", "ê", "e")

func ascii(s string) string { return strings.ToLower(translit.Replace(s)) }

func randLang() string {
	x := r.Intn(100)
	switch {
	case x < 48:
		return "en"
	case x < 62:
		return "de"
	case x < 75:
		return "fr"
	case x < 88:
		return "es"
	}
	return "ja"
}

func per(lang string) Person {
	if lang == "" {
		lang = randLang()
	}
	var p Person
	p.Lang = lang
	switch lang {
	case "en":
		p.First, p.Last = pick(enFirst...), pick(enLast...)
	case "de":
		p.First, p.Last = pick(deFirst...), pick(deLast...)
	case "fr":
		p.First, p.Last = pick(frFirst...), pick(frLast...)
	case "es":
		p.First, p.Last = pick(esFirst...), pick(esLast...)
	case "ja":
		f, l := jaFirst[r.Intn(len(jaFirst))], jaLast[r.Intn(len(jaLast))]
		p.FA, p.LA = strings.ToLower(f[0]), strings.ToLower(l[0])
		p.First, p.Last = f[0], l[0]
		p.Disp = l[1] + " " + f[1]
		return p
	}
	p.FA, p.LA = ascii(p.First), ascii(p.Last)
	p.Disp = p.First + " " + p.Last
	return p
}

// ---------- organisations ----------

var orgDomains = map[string][]string{
	"en": {"northwind-traders.com", "brightlane.io", "harborpoint.com", "cobaltridge.net", "meridianhealth.org", "tallgrass-ag.com", "quillandcrane.co", "summitfreight.com", "bluefinlabs.io", "redwoodcu.org"},
	"de": {"kessler-maschinenbau.de", "stadtwerke-lindau.de", "nordlicht-versicherung.de", "bauer-logistik.de", "hanse-kliniken.de", "alpenblick-it.de"},
	"fr": {"groupe-valmont.fr", "atelier-lumiere.fr", "banque-rhodanienne.fr", "transports-garnier.fr", "mutuelle-armor.fr"},
	"es": {"ibercom-sistemas.es", "grupo-alhambra.es", "seguros-cantabrico.es", "clinica-levante.es", "cooperativa-ebro.es"},
	"ja": {"sakura-denki.co.jp", "hokuto-shoji.co.jp", "minato-logistics.jp", "aozora-shinkin.co.jp", "kumo-systems.jp"},
}

var persDomains = map[string][]string{
	"en": {"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "proton.me", "hotmail.com", "aol.com"},
	"de": {"web.de", "gmx.de", "t-online.de", "gmx.net", "gmail.com", "posteo.de"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "sfr.fr", "gmail.com", "wanadoo.fr"},
	"es": {"hotmail.es", "yahoo.es", "telefonica.net", "gmail.com", "outlook.es"},
	"ja": {"docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "i.softbank.jp", "gmail.com"},
}

// orgDomain is deterministic given the rand state (slices only, no map iteration).
func orgDomain(lang string) string { d := orgDomains[lang]; return d[r.Intn(len(d))] }

func workEmail(p Person, dom string) string {
	return uq(func() string {
		var l string
		switch r.Intn(7) {
		case 0, 1, 2:
			l = p.FA + "." + p.LA
		case 3:
			l = p.FA[:1] + p.LA
		case 4:
			l = p.FA + "_" + p.LA
		case 5:
			l = p.FA + p.LA[:1]
		case 6:
			l = p.LA + "." + p.FA
		}
		if used[l+"@"+dom] || pend[l+"@"+dom] || r.Intn(5) == 0 {
			l += fmt.Sprint(ri(2, 99))
		}
		return l + "@" + dom
	})
}

func persEmail(p Person) string {
	return uq(func() string {
		d := persDomains[p.Lang][r.Intn(len(persDomains[p.Lang]))]
		var l string
		switch r.Intn(6) {
		case 0:
			l = p.FA + "." + p.LA + fmt.Sprint(ri(1960, 2004))
		case 1:
			l = p.FA + p.LA + fmt.Sprint(ri(10, 99))
		case 2:
			l = p.FA[:1] + "." + p.LA + fmt.Sprint(ri(1, 999))
		case 3:
			l = p.LA + "_" + p.FA + fmt.Sprint(ri(1, 99))
		case 4:
			l = p.FA + "." + p.LA + "+" + pick("signup", "accounts", "work", "bank")
		case 5:
			l = p.FA + "-" + p.LA + "." + fmt.Sprint(ri(1, 99))
		}
		return l + "@" + d
	})
}

// ---------- phones ----------

var usAreas = []string{"201", "202", "206", "212", "213", "214", "262", "267", "305", "310", "312", "313", "314", "404", "407", "412", "415", "425", "469", "503", "512", "602", "612", "617", "646", "650", "702", "704", "713", "718", "720", "732", "773", "781", "801", "818", "858", "917", "919", "949", "971", "972"}

func nxx() string {
	for {
		s := fmt.Sprint(ri(2, 9)) + digits(2)
		if s[1:] != "11" && s != "555" && s != "958" && s != "959" {
			return s
		}
	}
}

func line4() string {
	for {
		s := digits(4)
		if !(s[0] == s[1] && s[1] == s[2] && s[2] == s[3]) {
			return s
		}
	}
}

func phoneUS() string {
	return uq(func() string {
		a, e, l := pick(usAreas...), nxx(), line4()
		switch r.Intn(7) {
		case 0:
			return "+1 " + a + "-" + e + "-" + l
		case 1:
			return "(" + a + ") " + e + "-" + l
		case 2:
			return a + "-" + e + "-" + l
		case 3:
			return "+1" + a + e + l
		case 4:
			return a + "." + e + "." + l
		case 5:
			return "+1 (" + a + ") " + e + "-" + l
		}
		return "+1-" + a + "-" + e + "-" + l
	})
}

// phoneE164 is always +CC…, for fields that the systems normalise.
func phoneE164(lang string) string {
	return uq(func() string {
		switch lang {
		case "de":
			return "+49" + pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179") + digits(7)
		case "fr":
			return "+33" + pick("6", "7") + fmt.Sprint(ri(10, 99)) + digits(6)
		case "es":
			return "+34" + pick("6", "7") + fmt.Sprint(ri(10, 99)) + digits(6)
		case "ja":
			return "+81" + pick("90", "80", "70") + fmt.Sprint(ri(1, 9)) + digits(7)
		}
		return "+1" + pick(usAreas...) + nxx() + line4()
	})
}

func phoneLocal(lang string) string {
	switch lang {
	case "en":
		return phoneUS()
	case "de":
		return uq(func() string {
			m := pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
			n := fmt.Sprint(ri(2, 9)) + digits(6)
			switch r.Intn(7) {
			case 0:
				return "+49 " + m + " " + n
			case 1:
				return "0" + m + " " + n
			case 2:
				return "+49 (0)" + m + " " + n
			case 3:
				return "0" + m + "/" + n
			case 4:
				return "+49 30 " + fmt.Sprint(ri(2, 9)) + digits(7)
			case 5:
				return "0" + pick("89", "40", "69", "221", "711") + " " + fmt.Sprint(ri(2, 9)) + digits(6)
			}
			return "+49 " + pick("89", "40", "69", "221", "711") + " " + fmt.Sprint(ri(2, 9)) + digits(3) + "-" + digits(2)
		})
	case "fr":
		return uq(func() string {
			g := func() string { return fmt.Sprintf("%02d", ri(10, 99)) }
			lead := pick("6", "7", "6", "1", "4")
			switch r.Intn(5) {
			case 0:
				return "+33 " + lead + " " + g() + " " + g() + " " + g() + " " + g()
			case 1:
				return "0" + lead + " " + g() + " " + g() + " " + g() + " " + g()
			case 2:
				return "0" + lead + "." + g() + "." + g() + "." + g() + "." + g()
			case 3:
				return "+33 (0)" + lead + " " + g() + " " + g() + " " + g() + " " + g()
			}
			return "+33" + lead + g() + g() + g() + g()
		})
	case "es":
		return uq(func() string {
			a := pick("6", "7", "6", "9") + fmt.Sprint(ri(10, 99))
			if a[0] == '9' {
				a = pick("91", "93", "95", "96") + fmt.Sprint(ri(2, 9))
			}
			b, c := fmt.Sprint(ri(100, 999)), fmt.Sprint(ri(100, 999))
			switch r.Intn(4) {
			case 0:
				return "+34 " + a + " " + b + " " + c
			case 1:
				return a + " " + b + " " + c
			case 2:
				return "+34" + a + b + c
			}
			six := b + c
			return a + " " + six[:2] + " " + six[2:4] + " " + six[4:]
		})
	case "ja":
		return uq(func() string {
			m := pick("90", "80", "70")
			a, b := fmt.Sprint(ri(1000, 9999)), fmt.Sprint(ri(1000, 9999))
			switch r.Intn(5) {
			case 0:
				return "0" + m + "-" + a + "-" + b
			case 1:
				return "+81 " + m + "-" + a + "-" + b
			case 2:
				return "+81-" + m + "-" + a + "-" + b
			case 3:
				return "03-" + a + "-" + b
			}
			return "06-" + fmt.Sprint(ri(6000, 6999)) + "-" + b
		})
	}
	return phoneUS()
}

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	var a int
	for {
		a = ri(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", ri(1, 99)), fmt.Sprintf("%04d", ri(1, 9999))
}

func ssn() string {
	return uq(func() string {
		a, g, s := ssnParts()
		if a == "987" || a == "078" {
			a = "412"
		}
		return a + "-" + g + "-" + s
	})
}

func ssnBare() string {
	return uq(func() string { a, g, s := ssnParts(); return a + g + s })
}

func itin() string {
	return uq(func() string {
		groups := []int{}
		for g := 50; g <= 65; g++ {
			groups = append(groups, g)
		}
		for g := 70; g <= 88; g++ {
			groups = append(groups, g)
		}
		groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
		return fmt.Sprintf("9%02d-%02d-%04d", ri(0, 99), groups[r.Intn(len(groups))], ri(1, 9999))
	})
}

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

func cardRaw(brand string) string {
	var pre string
	n := 16
	switch brand {
	case "visa":
		pre = "4" + fmt.Sprint(ri(0, 9))
	case "mc":
		if r.Intn(3) == 0 {
			pre = fmt.Sprint(ri(2221, 2720))
		} else {
			pre = fmt.Sprint(ri(51, 55))
		}
	case "amex":
		pre, n = pick("34", "37"), 15
	case "disc":
		pre = pick("6011", "65", "644", "649")
	case "jcb":
		pre = fmt.Sprint(ri(3528, 3589))
	}
	body := pre + digits(n-1-len(pre))
	return body + string(luhnDigit(body))
}

func card(brand string, style int) string {
	if brand == "" {
		brand = pick("visa", "visa", "mc", "mc", "amex", "disc", "jcb")
	}
	return uq(func() string {
		n := cardRaw(brand)
		if len(n) == 15 {
			switch style % 3 {
			case 0:
				return n[:4] + " " + n[4:10] + " " + n[10:]
			case 1:
				return n
			}
			return n[:4] + "-" + n[4:10] + "-" + n[10:]
		}
		switch style % 3 {
		case 0:
			return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:]
		case 1:
			return n
		}
		return n[:4] + "-" + n[4:8] + "-" + n[8:12] + "-" + n[12:]
	})
}

// luhnBad returns a 16-digit visa-looking number that fails Luhn.
func luhnBad() string {
	n := cardRaw("visa")
	last := (int(n[15]-'0') + ri(1, 9)) % 10
	return n[:15] + fmt.Sprint(last)
}

// ---------- secrets ----------

var words = []string{"canyon", "velvet", "orbit", "maple", "harbor", "tundra", "copper", "lantern", "meadow", "falcon", "quartz", "ember", "glacier", "willow", "saffron", "pebble", "thunder", "cobalt", "juniper", "sparrow", "violet", "basalt", "nimbus", "otter", "prairie", "walnut", "zephyr", "marble", "cactus", "drift", "fjord", "gecko", "hazel", "indigo", "kestrel", "lotus", "mosaic", "nectar", "opal", "pylon"}

func cap1(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func password() string {
	return uq(func() string {
		switch r.Intn(6) {
		case 0: // generator, symbols
			for {
				s := fromSet(alnumS+"!#$%&*@^", ri(14, 22))
				if strings.ContainsAny(s, digs) && strings.ContainsAny(s, lower) && strings.ContainsAny(s, upper) {
					return s
				}
			}
		case 1: // passphrase
			return cap1(pick(words...)) + "-" + cap1(pick(words...)) + "-" + cap1(pick(words...)) + fmt.Sprint(ri(1, 99))
		case 2: // human
			return cap1(pick(words...)) + pick("!", "#", "$", "_", ".", "@") + fmt.Sprint(ri(1970, 2025)) + pick("", "!", "?", "x")
		case 3: // temp
			return cap1(pick(words...))[:4] + digits(4) + pick("!", "#", "%", "")
		case 4:
			return mixed(ri(10, 16))
		}
		return pick("Tmp", "Init", "Welcome", "Reset") + "-" + mixed(6) + pick("!", "#", "*")
	})
}

func tempPw() string {
	return uq(func() string {
		switch r.Intn(3) {
		case 0:
			return cap1(pick(words...))[:4] + digits(4)
		case 1:
			return mixed(4) + "-" + mixed(4) + "-" + mixed(4)
		}
		return fromSet("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + digits(3) + fromSet("abcdefghjkmnpqrstuvwxyz", 3) + pick("!", "#", "?", "$")
	})
}

func oktaToken() string { return uq(func() string { return "00" + fromSet(b64uS, 40) }) }
func entraSecret() string {
	return uq(func() string { return alnum(3) + "8Q~" + fromSet(alnumS+"_.~-", 34) })
}
func awsSecret() string { return uq(func() string { return mixed(12) + fromSet(b64S, 28) }) }
func ghp() string       { return uq(func() string { return "ghp_" + mixed(36) }) }
func slackBot() string {
	return uq(func() string { return "xoxb-" + digits(12) + "-" + digits(13) + "-" + mixed(24) })
}
func randTok(n int) string { return uq(func() string { return mixed(n) }) }
func urlTok(n int) string {
	return uq(func() string {
		s := fromSet(b64uS, n-4)
		return mixed(4) + s
	})
}
func hexTok(n int) string { return uq(func() string { return hexs(n) }) }
func totp32() string      { return uq(func() string { return fromSet(b32S, 32) }) }
func totp16() string      { return uq(func() string { return fromSet(b32S, 16) }) }

func spaced4(s string) string {
	var parts []string
	for i := 0; i < len(s); i += 4 {
		e := i + 4
		if e > len(s) {
			e = len(s)
		}
		parts = append(parts, s[i:e])
	}
	return strings.Join(parts, " ")
}

func ghRecovery() string { return uq(func() string { return hexs(5) + "-" + hexs(5) }) }
func gBackup() string {
	return uq(func() string { return fmt.Sprint(ri(1000, 9999)) + " " + fmt.Sprint(ri(1000, 9999)) })
}
func msRecovery() string {
	return uq(func() string {
		s := "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
		return fromSet(s, 5) + "-" + fromSet(s, 5) + "-" + fromSet(s, 5) + "-" + fromSet(s, 5) + "-" + fromSet(s, 5)
	})
}
func opSecretKey() string {
	return uq(func() string {
		s := "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
		return "A3-" + fromSet(s, 6) + "-" + fromSet(s, 6) + "-" + fromSet(s, 5) + "-" + fromSet(s, 5) + "-" + fromSet(s, 5) + "-" + fromSet(s, 5)
	})
}
func ssha() string {
	return uq(func() string { return b64std(randBytes(ri(24, 28))) })
}
func bcrypt() string {
	return uq(func() string { return "$2b$" + pick("10", "12") + "$" + fromSet(alnumS+"./", 53) })
}
func pemBody(lines int) string {
	var ls []string
	first := "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + fromSet(b64S, 14)
	ls = append(ls, first)
	for i := 1; i < lines; i++ {
		ls = append(ls, fromSet(b64S, 64))
	}
	return strings.Join(ls, `\n`)
}

// ---------- JWT ----------

func jwtTok(iss, aud, sub, extra string) string {
	return uq(func() string {
		var hdr string
		sigLen := 256
		switch r.Intn(3) {
		case 0:
			hdr = fmt.Sprintf(`{"kid":"%s","alg":"RS256"}`, fromSet(b64uS, 43))
		case 1:
			hdr = fmt.Sprintf(`{"typ":"JWT","alg":"RS256","x5t":"%s","kid":"%s"}`, fromSet(b64uS, 27), fromSet(b64uS, 27))
		default:
			hdr = fmt.Sprintf(`{"alg":"ES256","typ":"JWT","kid":"%s"}`, hexs(16))
			sigLen = 64
		}
		iat := ri(1704067200, 1767225600)
		pl := fmt.Sprintf(`{"ver":1,"jti":"AT.%s","iss":"%s","aud":"%s","iat":%d,"exp":%d,"sub":"%s"%s}`, fromSet(b64uS, 43), iss, aud, iat, iat+3600, sub, extra)
		return b64url([]byte(hdr)) + "." + b64url([]byte(pl)) + "." + b64url(randBytes(sigLen))
	})
}

// ---------- keep look-alikes ----------

func uuid() string {
	h := hexs(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:]
}
func oktaID(p string) string { return p + fromSet(alnumS, 14) + fromSet(digs, 1) + "d7" }
func ts() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", ri(2024, 2025), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))
}
func tsS() string {
	return fmt.Sprintf("%d-%02d-%02d %02d:%02d:%02d", ri(2024, 2025), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))
}
func date() string { return fmt.Sprintf("%d-%02d-%02d", ri(2024, 2026), ri(1, 12), ri(1, 28)) }
func dateDE() string {
	return fmt.Sprintf("%02d.%02d.%d", ri(1, 28), ri(1, 12), ri(2024, 2026))
}
func dateFR() string { return fmt.Sprintf("%02d/%02d/%d", ri(1, 28), ri(1, 12), ri(2024, 2026)) }
func dateJA() string { return fmt.Sprintf("%d年%d月%d日", ri(2024, 2026), ri(1, 12), ri(1, 28)) }
func ip() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick4(73, 98, 174, 185, 203, 81, 92), ri(1, 254), ri(0, 254), ri(1, 254))
}
func ipPriv() string      { return fmt.Sprintf("10.%d.%d.%d", ri(0, 254), ri(0, 254), ri(1, 254)) }
func pick4(xs ...int) int { return xs[r.Intn(len(xs))] }
func sid() string {
	return fmt.Sprintf("S-1-5-21-%d-%d-%d-%d", ri(1000000000, 4000000000), ri(1000000000, 4000000000), ri(100000000, 4000000000), ri(1100, 99999))
}
func inc() string   { return "INC" + fmt.Sprintf("%07d", ri(10000, 9999999)) }
func empID() string { return fmt.Sprint(ri(100000, 999999)) }
func ticket() string {
	return pick("HD", "ITS", "SD", "REQ", "IAM") + "-" + fmt.Sprint(ri(1000, 99999))
}
func ver() string   { return fmt.Sprintf("%d.%d.%d", ri(1, 12), ri(0, 30), ri(0, 40)) }
func akia() string  { return "AKIA" + fromSet(upper+"234567", 16) }
func thumb() string { return strings.ToUpper(hexs(40)) }
func sshPub() string {
	return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + fromSet(b64S, 43)
}
func certB64(n int) string { return "MIIC" + fromSet(b64S, n) }
func gwsCustomer() string  { return "C0" + fromSet(lower+digs, 7) }
func ext4() string         { return fmt.Sprint(ri(2000, 7999)) }
func maskedSSN() string    { return "***-**-" + fmt.Sprintf("%04d", ri(1, 9999)) }
func invalidSSN() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", ri(1, 99), ri(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", ri(1, 99), ri(1, 9999))
	}
	return fmt.Sprintf("%03d-00-%04d", ri(100, 599), ri(1, 9999))
}
