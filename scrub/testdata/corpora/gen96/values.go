package main

import (
	"crypto/md5"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/rand"
	"strings"
)

type G struct {
	r    *rand.Rand
	used map[string]bool // every pii value (and digit form) handed out
}

func (g *G) n(a, b int) int          { return a + g.r.Intn(b-a+1) }
func (g *G) pick(xs []string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) chance(p float64) bool   { return g.r.Float64() < p }

// fresh calls f until it yields a value (and digit form) not handed out before.
func (g *G) fresh(f func() string) string {
	for i := 0; i < 10000; i++ {
		v := f()
		d := digits(v)
		key := v
		if len(d) >= 7 && len(d) >= len(v)/2 {
			key = "#" + d
		}
		if g.used[v] || g.used[key] {
			continue
		}
		g.used[v] = true
		g.used[key] = true
		return v
	}
	panic("fresh: no unique value")
}

func digits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

const (
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lower   = "abcdefghijklmnopqrstuvwxyz"
	lowdig  = "abcdefghijklmnopqrstuvwxyz0123456789"
	hexd    = "0123456789abcdef"
	b64url  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64std  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	upperdg = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

func (g *G) rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

// rsMixed makes a random string that surely holds a digit, a capital and a small letter.
func (g *G) rsMixed(alpha string, n int) string {
	for {
		s := g.rs(alpha, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, lower) {
			return s
		}
	}
}

// ---------- people ----------

type Person struct {
	First, Last, Full, Email, Phone, Loc, City, Zip string
}

var (
	enFirst = []string{"James", "Mary", "Robert", "Patricia", "Michael", "Jennifer", "David", "Linda", "Daniel", "Emily", "Kevin", "Ashley", "Brian", "Megan", "Tyler", "Rachel", "Jordan", "Olivia", "Marcus", "Hannah", "Trevor", "Chloe", "Derek", "Natalie", "Caleb", "Brooke", "Isaac", "Vanessa", "Gavin", "Alyssa", "Priya", "Rahul", "Aisha", "Omar", "Wei", "Grace", "Ethan", "Lauren", "Nathan", "Kayla"}
	enLast  = []string{"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Wilson", "Anderson", "Taylor", "Thomas", "Moore", "Jackson", "Martin", "Thompson", "White", "Harris", "Clark", "Lewis", "Walker", "Hall", "Young", "King", "Wright", "Hill", "Scott", "Green", "Baker", "Nelson", "Carter", "Mitchell", "Patel", "Nguyen", "Kim", "Chen", "Reyes", "Foster"}
	deFirst = []string{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Sophie", "Maximilian", "Marie", "Tobias", "Johanna", "Florian", "Katharina", "Sebastian", "Julia", "Moritz", "Lena", "Niklas", "Franziska", "Jan", "Sabine"}
	deLast  = []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger"}
	esFirst = []string{"Alejandro", "Lucía", "Javier", "Carmen", "Sergio", "Marta", "Pablo", "Elena", "Diego", "Laura", "Andrés", "Isabel", "Miguel", "Paula", "Raúl", "Beatriz", "Jorge", "Sofía", "Álvaro", "Nuria"}
	esLast  = []string{"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Navarro", "Torres"}
	ptFirst = []string{"João", "Ana", "Pedro", "Mariana", "Lucas", "Beatriz", "Gabriel", "Juliana", "Rafael", "Camila", "Thiago", "Larissa", "Bruno", "Fernanda", "Gustavo", "Letícia", "Felipe", "Amanda", "Rodrigo", "Patrícia"}
	ptLast  = []string{"Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa"}
	frFirst = []string{"Camille", "Louis", "Léa", "Hugo", "Manon", "Gabriel", "Chloé", "Arthur", "Inès", "Jules", "Sarah", "Mathis", "Clémence", "Théo", "Océane", "Nicolas", "Pauline", "Antoine", "Élodie", "Maxime"}
	frLast  = []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Chevalier"}
	jaNames = [][3]string{{"山田", "太郎", "yamada.taro"}, {"佐藤", "花子", "sato.hanako"}, {"鈴木", "一郎", "suzuki.ichiro"}, {"高橋", "美咲", "takahashi.misaki"}, {"田中", "健太", "tanaka.kenta"}, {"伊藤", "由美", "ito.yumi"}, {"渡辺", "翔", "watanabe.sho"}, {"中村", "愛", "nakamura.ai"}, {"小林", "大輔", "kobayashi.daisuke"}, {"加藤", "さくら", "kato.sakura"}, {"吉田", "拓也", "yoshida.takuya"}, {"山本", "結衣", "yamamoto.yui"}}
	zhNames = [][3]string{{"王", "伟", "wangwei"}, {"李", "娜", "lina"}, {"张", "敏", "zhangmin"}, {"刘", "洋", "liuyang"}, {"陈", "静", "chenjing"}, {"杨", "磊", "yanglei"}, {"赵", "丽", "zhaoli"}, {"黄", "强", "huangqiang"}, {"周", "婷", "zhouting"}, {"吴", "军", "wujun"}, {"徐", "芳", "xufang"}, {"孙", "涛", "suntao"}}
)

var domainsBy = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "proton.me", "comcast.net", "brightlane.co", "northwind-traders.com", "hexaflow.io", "umich.edu"},
	"de": {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "kesselbau-gmbh.de", "freenet.de"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "telefonica.net", "grupo-ibarra.es"},
	"pt": {"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br", "sapo.pt", "globo.com"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr", "atelier-garnier.fr"},
	"ja": {"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "ezweb.ne.jp", "icloud.com", "nifty.com"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "gmail.com"},
}

var locs = []string{"en", "de", "es", "pt", "fr", "ja", "zh"}

func ascii(s string) string {
	r := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue",
		"á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ñ", "n", "Á", "A", "É", "E", "Í", "I", "Ó", "O", "Ú", "U",
		"ã", "a", "õ", "o", "ç", "c", "â", "a", "ê", "e", "ô", "o", "è", "e", "ë", "e", "ï", "i", "î", "i", "à", "a", "û", "u")
	return r.Replace(s)
}

func (g *G) person(loc string) Person {
	p := Person{Loc: loc}
	var local string
	switch loc {
	case "ja":
		n := jaNames[g.r.Intn(len(jaNames))]
		p.Last, p.First, p.Full = n[0], n[1], n[0]+" "+n[1]
		local = n[2]
	case "zh":
		n := zhNames[g.r.Intn(len(zhNames))]
		p.Last, p.First, p.Full = n[0], n[1], n[0]+n[1]
		local = n[2]
	default:
		fl := map[string][2][]string{"en": {enFirst, enLast}, "de": {deFirst, deLast}, "es": {esFirst, esLast}, "pt": {ptFirst, ptLast}, "fr": {frFirst, frLast}}[loc]
		p.First, p.Last = g.pick(fl[0]), g.pick(fl[1])
		p.Full = p.First + " " + p.Last
		f, l := strings.ToLower(ascii(p.First)), strings.ToLower(ascii(p.Last))
		switch g.r.Intn(6) {
		case 0:
			local = f + "." + l
		case 1:
			local = f[:1] + l
		case 2:
			local = f + "_" + l
		case 3:
			local = f + l[:1]
		case 4:
			local = f + "." + l
		default:
			local = l + "." + f
		}
	}
	p.Email = g.email(local, loc)
	p.Phone = g.phone(loc)
	p.City, p.Zip = g.cityZip(loc)
	return p
}

func (g *G) email(local, loc string) string {
	return g.fresh(func() string {
		l := local
		switch g.r.Intn(4) {
		case 0:
			l += fmt.Sprint(g.n(1, 99))
		case 1:
			l += fmt.Sprint(g.n(1970, 2004))
		case 2:
			if loc == "zh" {
				l += fmt.Sprint(g.n(100, 9999))
			}
		}
		return l + "@" + g.pick(domainsBy[loc])
	})
}

func (g *G) emailAny() string { p := g.person(g.pick(locs)); return p.Email }

var nanpAreas = []string{"212", "213", "206", "303", "305", "312", "404", "415", "469", "503", "512", "602", "617", "646", "702", "713", "718", "720", "773", "801", "813", "832", "857", "917", "949", "972", "314", "410", "614", "919"}

func (g *G) nanp() (a, e, l string) {
	a = g.pick(nanpAreas)
	for {
		e = fmt.Sprintf("%d%02d", g.n(2, 9), g.n(0, 99))
		if e[1:] != "11" && e != "555" && e != "958" && e != "959" {
			break
		}
	}
	l = fmt.Sprintf("%04d", g.n(0, 9999))
	return
}

// phone returns a formatted phone number for the locale (taken on shape alone
// in most forms; table templates add their own bare forms).
func (g *G) phone(loc string) string {
	return g.fresh(func() string {
		switch loc {
		case "de":
			pre := g.pick([]string{"151", "152", "160", "170", "171", "176", "157"})
			sub := fmt.Sprintf("%d%07d", g.n(1, 9), g.n(0, 9999999))
			switch g.r.Intn(4) {
			case 0:
				return "+49 " + pre + " " + sub
			case 1:
				return "0" + pre + " " + sub
			case 2:
				return "0" + pre + "/" + sub
			default:
				return fmt.Sprintf("+49 30 %d%07d", g.n(2, 9), g.n(0, 9999999))
			}
		case "es":
			d := fmt.Sprintf("%d%02d %03d %03d", g.pick2(6, 7), g.n(0, 99), g.n(0, 999), g.n(0, 999))
			if g.chance(0.5) {
				return "+34 " + d
			}
			return "+34" + strings.ReplaceAll(d, " ", "")
		case "pt":
			if g.chance(0.3) {
				return fmt.Sprintf("+351 9%d%d %03d %03d", g.pick2(1, 6), g.n(0, 9), g.n(0, 999), g.n(0, 999))
			}
			ddd := g.pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19"})
			n := fmt.Sprintf("9%04d-%04d", g.n(1000, 9999), g.n(0, 9999))
			switch g.r.Intn(3) {
			case 0:
				return "(" + ddd + ") " + n
			case 1:
				return "+55 " + ddd + " " + n
			default:
				return "+55 (" + ddd + ") " + n
			}
		case "fr":
			d := fmt.Sprintf("%d %02d %02d %02d %02d", g.pick2(6, 7), g.n(10, 99), g.n(0, 99), g.n(0, 99), g.n(0, 99))
			if g.chance(0.5) {
				return "+33 " + d
			}
			return "0" + d
		case "ja":
			pre := g.pick([]string{"090", "080", "070"})
			n := fmt.Sprintf("%04d-%04d", g.n(1000, 9999), g.n(0, 9999))
			if g.chance(0.3) {
				return "+81 " + pre[1:] + "-" + n
			}
			if g.chance(0.2) {
				return fmt.Sprintf("03-%04d-%04d", g.n(1000, 9999), g.n(0, 9999))
			}
			return pre + "-" + n
		case "zh":
			pre := g.pick([]string{"138", "139", "136", "150", "186", "187", "133", "177", "158", "189"})
			n := fmt.Sprintf("%04d%04d", g.n(0, 9999), g.n(0, 9999))
			switch g.r.Intn(3) {
			case 0:
				return "+86 " + pre + " " + n[:4] + " " + n[4:]
			case 1:
				return "+86-" + pre + "-" + n[:4] + "-" + n[4:]
			default:
				return "+86 " + pre + n
			}
		case "uk":
			return fmt.Sprintf("+44 7%d%02d %06d", g.pick2(4, 9), g.n(10, 99), g.n(100000, 999999))
		case "mx":
			return fmt.Sprintf("+52 %s %04d %04d", g.pick([]string{"55", "33", "81"}), g.n(1000, 9999), g.n(0, 9999))
		default:
			a, e, l := g.nanp()
			switch g.r.Intn(6) {
			case 0:
				return "(" + a + ") " + e + "-" + l
			case 1:
				return a + "-" + e + "-" + l
			case 2:
				return a + "." + e + "." + l
			case 3:
				return "+1 " + a + "-" + e + "-" + l
			case 4:
				return "+1" + a + e + l
			default:
				return "+1 (" + a + ") " + e + "-" + l
			}
		}
	})
}

func (g *G) pick2(a, b int) int {
	if g.chance(0.5) {
		return a
	}
	return b
}

// usPhoneDigits: ten bare digits of a dialable NANP number (for labelled cells).
func (g *G) usPhoneDigits() string {
	return g.fresh(func() string { a, e, l := g.nanp(); return a + e + l })
}

func (g *G) usPhoneDash() string {
	return g.fresh(func() string { a, e, l := g.nanp(); return a + "-" + e + "-" + l })
}
func (g *G) usPhoneParen() string {
	return g.fresh(func() string { a, e, l := g.nanp(); return "(" + a + ") " + e + "-" + l })
}

var cities = map[string][][2]string{
	"en": {{"Austin", "78704"}, {"Denver", "80202"}, {"Seattle", "98109"}, {"Chicago", "60614"}, {"Boston", "02116"}, {"Portland", "97205"}, {"Atlanta", "30309"}, {"Miami", "33131"}},
	"de": {{"Berlin", "10115"}, {"München", "80331"}, {"Hamburg", "20095"}, {"Köln", "50667"}, {"Leipzig", "04109"}, {"Stuttgart", "70173"}},
	"es": {{"Madrid", "28013"}, {"Barcelona", "08002"}, {"Valencia", "46002"}, {"Sevilla", "41004"}, {"Bilbao", "48001"}},
	"pt": {{"São Paulo", "01310-100"}, {"Rio de Janeiro", "20040-002"}, {"Curitiba", "80010-000"}, {"Lisboa", "1100-053"}, {"Porto", "4000-322"}},
	"fr": {{"Paris", "75011"}, {"Lyon", "69002"}, {"Marseille", "13001"}, {"Toulouse", "31000"}, {"Nantes", "44000"}},
	"ja": {{"東京都", "100-0005"}, {"大阪市", "530-0001"}, {"横浜市", "220-0011"}, {"札幌市", "060-0001"}},
	"zh": {{"北京", "100020"}, {"上海", "200120"}, {"深圳", "518000"}, {"杭州", "310000"}},
}

func (g *G) cityZip(loc string) (string, string) {
	c := cities[loc][g.r.Intn(len(cities[loc]))]
	return c[0], c[1]
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (int, int, int) {
	for {
		a := g.n(1, 899)
		if a == 666 {
			continue
		}
		return a, g.n(1, 99), g.n(1, 9999)
	}
}

func (g *G) ssn() string {
	return g.fresh(func() string { a, b, c := g.ssnParts(); return fmt.Sprintf("%03d-%02d-%04d", a, b, c) })
}
func (g *G) ssnSep(sep string) string {
	return g.fresh(func() string { a, b, c := g.ssnParts(); return fmt.Sprintf("%03d%s%02d%s%04d", a, sep, b, sep, c) })
}
func (g *G) ssnBare() string { // area >= 100 so an int column keeps 9 digits
	return g.fresh(func() string {
		a, b, c := g.ssnParts()
		if a < 100 {
			a += 100
		}
		return fmt.Sprintf("%03d%02d%04d", a, b, c)
	})
}
func (g *G) itin() string {
	groups := []int{}
	for i := 50; i <= 65; i++ {
		groups = append(groups, i)
	}
	for i := 70; i <= 88; i++ {
		groups = append(groups, i)
	}
	groups = append(groups, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return g.fresh(func() string {
		return fmt.Sprintf("9%02d-%02d-%04d", g.n(0, 99), groups[g.r.Intn(len(groups))], g.n(1, 9999))
	})
}

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

func (g *G) cardDigits(brand string) string {
	var pre string
	ln := 16
	switch brand {
	case "visa":
		pre = "4" + g.rs("0123456789", 5)
	case "mc":
		if g.chance(0.7) {
			pre = fmt.Sprintf("5%d", g.n(1, 5))
		} else {
			pre = fmt.Sprint(g.n(2221, 2720))
		}
	case "amex":
		pre = g.pick([]string{"34", "37"})
		ln = 15
	case "disc":
		pre = g.pick([]string{"6011", "644", "645", "65"})
	case "jcb":
		pre = fmt.Sprint(g.n(3528, 3589))
	case "unionpay":
		pre = "62" + fmt.Sprint(g.n(2126, 2925))
	case "diners":
		pre = "36"
		ln = 14
	}
	body := pre + g.rs("0123456789", ln-1-len(pre))
	return body + string(luhnDigit(body))
}

func (g *G) card(brand, style string) string {
	return g.fresh(func() string {
		d := g.cardDigits(brand)
		return groupCard(d, style)
	})
}

func groupCard(d, style string) string {
	if style == "plain" {
		return d
	}
	sep := " "
	if style == "dash" {
		sep = "-"
	}
	switch len(d) {
	case 15:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	default:
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
	}
}

func (g *G) brand() string {
	return g.pick([]string{"visa", "visa", "visa", "mc", "mc", "amex", "disc", "jcb", "unionpay"})
}

// badCard: 16 digits with an issuer prefix that fail Luhn (keep).
func (g *G) badCard() string {
	d := g.cardDigits(g.pick([]string{"visa", "mc"}))
	last := d[15]
	nd := byte('0' + (int(last-'0')+g.n(1, 9))%10)
	return d[:15] + string(nd)
}

// ---------- tokens ----------

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt() string {
	return g.fresh(func() string {
		var h, p string
		iat := 1700000000 + g.n(0, 60000000)
		switch g.r.Intn(4) {
		case 0:
			h = `{"alg":"HS256","typ":"JWT"}`
			p = fmt.Sprintf(`{"sub":"%d","name":"%s","role":"analyst","iat":%d,"exp":%d}`, g.n(1000, 999999), g.pick(enFirst)+" "+g.pick(enLast), iat, iat+3600)
		case 1:
			h = fmt.Sprintf(`{"alg":"RS256","typ":"JWT","kid":"%s"}`, g.rs(hexd, 16))
			p = fmt.Sprintf(`{"iss":"https://login.microsoftonline.com/%s/v2.0","aud":"api://warehouse","sub":"%s","iat":%d,"exp":%d,"scp":"read"}`, g.uuid(), g.rs(b64url, 22), iat, iat+3599)
		case 2:
			h = `{"alg":"RS256","typ":"JWT"}`
			p = fmt.Sprintf(`{"iss":"%s.SHA256:%s","sub":"%s","iat":%d,"exp":%d}`, strings.ToUpper(g.rs(lower, 7))+fmt.Sprint(g.n(10000, 99999)), g.rs(b64std, 43)+"=", strings.ToUpper(g.rs(lower, 6)), iat, iat+3540)
		default:
			h = `{"alg":"ES256","typ":"JWT","kid":"` + g.rs(b64url, 10) + `"}`
			p = fmt.Sprintf(`{"aud":"authenticated","exp":%d,"sub":"%s","email_verified":true,"role":"authenticated","session_id":"%s"}`, iat, g.uuid(), g.uuid())
		}
		sigLen := 32
		if strings.Contains(h, "RS256") {
			sigLen = 256
		} else if strings.Contains(h, "ES256") {
			sigLen = 64
		}
		sig := make([]byte, sigLen)
		for i := range sig {
			sig[i] = byte(g.r.Intn(256))
		}
		return b64u(h) + "." + b64u(p) + "." + base64.RawURLEncoding.EncodeToString(sig)
	})
}

func (g *G) tok(kind string) string {
	return g.fresh(func() string {
		switch kind {
		case "openai":
			return "sk-proj-" + g.rsMixed(alnum+"-_", 74) + "T3BlbkFJ" + g.rsMixed(alnum+"-_", 74)
		case "openai_legacy":
			return "sk-" + g.rsMixed(alnum, 20) + "T3BlbkFJ" + g.rsMixed(alnum, 20)
		case "anthropic":
			return "sk-ant-api03-" + g.rsMixed(b64url, 93) + "AA"
		case "hf":
			return "hf_" + g.rsMixed(alnum, 34)
		case "ghp":
			return "ghp_" + g.rsMixed(alnum, 36)
		case "glpat":
			return "glpat-" + g.rsMixed(alnum+"_-", 20)
		case "stripe":
			return "sk_live_51" + g.rsMixed(alnum, 97)
		case "slack":
			return fmt.Sprintf("xoxb-%d-%d-%s", g.n(1000000000, 9999999999), g.n(1000000000000, 9999999999999), g.rsMixed(alnum, 24))
		case "databricks":
			return "dapi" + g.rs(hexd, 32)
		case "aws_secret":
			return g.rsMixed(b64std, 40)
		case "kaggle":
			return g.rs(hexd, 32)
		case "wandb":
			return g.rs(hexd, 40)
		case "google":
			return "AIza" + g.rsMixed(alnum+"-_", 35)
		case "groq":
			return "gsk_" + g.rsMixed(alnum, 52)
		case "replicate":
			return "r8_" + g.rsMixed(alnum, 37)
		case "langsmith":
			return "lsv2_pt_" + g.rs(hexd, 32) + "_" + g.rs(hexd, 10)
		case "sendgrid":
			return "SG." + g.rsMixed(b64url, 22) + "." + g.rsMixed(b64url, 43)
		case "notion":
			return "secret_" + g.rsMixed(alnum, 43)
		case "fernet":
			return g.rsMixed(b64url, 43) + "="
		case "azure":
			return g.rsMixed(b64std, 86) + "=="
		case "ya29":
			return "ya29.a0" + g.rsMixed(alnum+"-_", 150)
		case "jupyter":
			return g.rs(hexd, 48)
		case "ngrok":
			return fmt.Sprint(g.n(1, 2)) + g.rsMixed(alnum, 26) + "_" + g.rsMixed(alnum, 22)
		case "telegram":
			return fmt.Sprintf("%d:AA%s", g.n(5000000000, 7999999999), g.rsMixed(b64url, 33))
		case "slackhook":
			return g.rsMixed(alnum, 24)
		case "mistral", "cohere":
			return g.rsMixed(alnum, 32+8*boolInt(kind == "cohere"))
		case "tableau":
			return g.rsMixed(b64std, 22) + "==:" + g.rsMixed(alnum, 32)
		case "looker":
			return g.rsMixed(alnum, 24)
		case "pinecone":
			return "pcsk_" + g.rsMixed(alnum, 5) + "_" + g.rsMixed(alnum, 63)
		case "uuidkey":
			return g.uuid()
		case "mongo_pw", "pw":
			return g.password()
		case "dbt_pw":
			return g.password()
		case "pem":
			var b strings.Builder
			b.WriteString("MIIEv" + g.rs(b64std, 59))
			for i := 0; i < 4; i++ {
				b.WriteString(`\n` + g.rs(b64std, 64))
			}
			b.WriteString(`\n` + g.rs(b64std, 28) + "=")
			return b.String()
		}
		panic("tok " + kind)
	})
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

var pwWords = []string{"Harbor", "quartz", "Falcon", "maple", "Orbit", "cobalt", "Tundra", "velvet", "Kestrel", "lantern", "Nimbus", "saffron", "Granit", "Sonne", "Lluvia", "Girassol", "Mistral", "sakura", "Panda", "Ember", "Willow", "Zephyr", "Basalt", "Juniper"}

func (g *G) password() string {
	syms := "!#$%&*?@^+"
	switch g.r.Intn(4) {
	case 0:
		return g.pick(pwWords) + string(syms[g.r.Intn(len(syms))]) + fmt.Sprint(g.n(10, 9999)) + g.pick(pwWords)
	case 1:
		return g.rsMixed(alnum, g.n(5, 8)) + string(syms[g.r.Intn(len(syms))]) + g.rsMixed(alnum, g.n(4, 7))
	case 2:
		return g.pick(pwWords) + fmt.Sprint(g.n(1990, 2025)) + string(syms[g.r.Intn(len(syms))]) + g.rs(upperdg, 3)
	default:
		return g.rsMixed(alnum, 16)
	}
}

// ---------- look-alikes (keep) ----------

func (g *G) uuid() string {
	h := g.rs(hexd, 32)
	v := "89ab"[g.r.Intn(4)]
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string(v) + h[17:20] + "-" + h[20:]
}
func sha(s string) string  { x := sha256.Sum256([]byte(s)); return hex.EncodeToString(x[:]) }
func md5h(s string) string { x := md5.Sum([]byte(s)); return hex.EncodeToString(x[:]) }

func (g *G) date() string {
	return fmt.Sprintf("%d-%02d-%02d", g.n(2019, 2025), g.n(1, 12), g.n(1, 28))
}
func (g *G) ts() string {
	return fmt.Sprintf("%s %02d:%02d:%02d", g.date(), g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) tsISO() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", g.date(), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999))
}
func (g *G) epochMs() string {
	return fmt.Sprint(int64(1600000000000) + int64(g.r.Intn(130000000))*1000 + int64(g.n(0, 999)))
}
func (g *G) money() string { return fmt.Sprintf("%d.%02d", g.n(1, 4999), g.n(0, 99)) }
func (g *G) f4() string    { return fmt.Sprintf("0.%04d", g.n(1000, 9999)) }
func (g *G) sci() string   { return fmt.Sprintf("%d.%03de-%02d", g.n(1, 9), g.n(0, 999), g.n(3, 12)) }
func (g *G) id(n int) string {
	return fmt.Sprint(g.n(1, 9)) + g.rs("0123456789", n-1)
}

// urlPassword: a chosen password that can stand in a URL's userinfo unescaped.
func (g *G) urlPassword() string {
	for {
		p := g.password()
		if !strings.ContainsAny(p, "?#/@:%&+^") {
			return p
		}
	}
}
