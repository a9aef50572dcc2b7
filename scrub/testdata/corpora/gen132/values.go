package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"net/url"
	"strings"
)

var r = rand.New(rand.NewSource(132))

// used holds every PII value handed out; it is only looked up, never iterated.
var used = map[string]bool{}

func pick[T any](xs []T) T  { return xs[r.Intn(len(xs))] }
func chance(p float64) bool { return r.Float64() < p }

func uniq(gen func() string) string {
	for i := 0; i < 1000; i++ {
		v := gen()
		if !used[v] {
			used[v] = true
			return v
		}
	}
	panic("uniq: exhausted")
}

const (
	lower  = "abcdefghijklmnopqrstuvwxyz"
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digs   = "0123456789"
	alnumC = upper + lower + digs
	b64u   = alnumC + "-_"
	hexC   = "0123456789abcdef"
)

func from(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}
func digits(n int) string { return from(digs, n) }
func nz(n int) string     { return string("123456789"[r.Intn(9)]) + digits(n-1) }
func hexs(n int) string   { return from(hexC, n) }

// randomish makes a token that has digits in several places and mixed case.
func randomish(set string, n int) string {
	for {
		s := from(set, n)
		d, u, l := 0, 0, 0
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			case c >= 'a' && c <= 'z':
				l++
			}
		}
		if d >= 2 && u >= 2 && l >= 2 {
			return s
		}
	}
}

func b64url(nbytes int) string {
	b := make([]byte, nbytes)
	for i := range b {
		b[i] = byte(r.Intn(256))
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func qe(s string) string  { return url.QueryEscape(s) }
func pe(s string) string  { return url.PathEscape(s) }
func esc(s string) string { return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) }

// ---------- people ----------

type Person struct {
	First, Last, Full, Email, Loc string
}

var names = map[string][2][]string{}

func init() {
	names["us"] = [2][]string{{"James", "Maria", "Tyrone", "Emily", "DeShawn", "Kaitlyn", "Miguel", "Hannah", "Brandon", "Aaliyah", "Connor", "Jasmine", "Ethan", "Olivia", "Marcus"}, {"Smith", "Garcia", "Johnson", "O'Neill", "Washington", "Nguyen", "Kowalski", "Brooks", "Patel", "Reyes", "Sullivan", "Thompson", "Baker", "Hayes", "Coleman"}}
	names["de"] = [2][]string{{"Jürgen", "Anna", "Lukas", "Sophie", "Matthias", "Lena", "Björn", "Katrin", "Felix", "Jörg"}, {"Müller", "Schmidt", "Weber", "Schäfer", "Becker", "Hoffmann", "Krüger", "Wagner", "Fuchs", "Zimmermann"}}
	names["fr"] = [2][]string{{"Élodie", "Mathieu", "Chloé", "Théo", "Manon", "Benoît", "Océane", "Julien", "Anaïs", "Rémi"}, {"Dubois", "Lefèvre", "Moreau", "Girard", "Lambert", "Rousseau", "Fontaine", "Mercier", "Chevalier", "Faure"}}
	names["es"] = [2][]string{{"María José", "Javier", "Lucía", "Álvaro", "Carmen", "Sergio", "Nuria", "Íñigo", "Paula", "Andrés"}, {"Fernández", "López", "Martínez", "Sánchez", "Gómez", "Ruiz", "Etxeberria", "Navarro", "Jiménez", "Castillo"}}
	names["br"] = [2][]string{{"João", "Ana", "Thiago", "Beatriz", "Luíza", "Rafael", "Camila", "Gustavo", "Larissa", "Vinícius"}, {"Silva", "Souza", "Oliveira", "Santos", "Pereira", "Carvalho", "Almeida", "Ribeiro", "Gonçalves", "Araújo"}}
	names["it"] = [2][]string{{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Lorenzo", "Martina", "Davide"}, {"Rossi", "Bianchi", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco"}}
	names["jp"] = [2][]string{{"Haruto", "Yui", "Sota", "Aoi", "Ren", "Hina", "Daiki", "Sakura"}, {"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura"}}
	names["in"] = [2][]string{{"Priya", "Arjun", "Ananya", "Rohan", "Kavya", "Vikram", "Sneha", "Aditya"}, {"Sharma", "Patel", "Iyer", "Reddy", "Nair", "Gupta", "Menon", "Pillai"}}
	names["uk"] = [2][]string{{"Oliver", "Amelia", "Harry", "Isla", "George", "Freya", "Alfie", "Poppy"}, {"Hughes", "Davies", "Evans", "Wright", "Clarke", "Walsh", "Fletcher", "Morgan"}}
	names["nl"] = [2][]string{{"Sanne", "Daan", "Femke", "Bram", "Lotte", "Sem", "Noor", "Thijs"}, {"de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer"}}
	names["mx"] = [2][]string{{"Guadalupe", "Alejandro", "Ximena", "Diego", "Valeria", "Emiliano"}, {"Hernández", "Ramírez", "Flores", "Morales", "Vázquez", "Cruz"}}
	names["au"] = [2][]string{{"Lachlan", "Matilda", "Cooper", "Charlotte", "Jack", "Ruby"}, {"Murphy", "Kelly", "Mitchell", "Ryan", "Campbell", "Anderson"}}
}

var locs = []string{"us", "us", "us", "de", "fr", "es", "br", "it", "jp", "in", "uk", "nl", "mx", "au"}

var domains = map[string][]string{}

func init() {
	corp := []string{"acme-logistics.com", "northwindtraders.com", "brightpath.io", "helio-health.org", "quantaloop.ai", "fernwood.co", "bluecedar.net"}
	domains["us"] = append([]string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "comcast.net", "hotmail.com", "aol.com", "proton.me"}, corp...)
	domains["de"] = []string{"web.de", "gmx.de", "t-online.de", "posteo.de", "gmail.com", "mailbox.org", "stadtwerke-kassel.de"}
	domains["fr"] = []string{"orange.fr", "free.fr", "laposte.net", "sfr.fr", "gmail.com", "wanadoo.fr"}
	domains["es"] = []string{"hotmail.es", "telefonica.net", "gmail.com", "yahoo.es", "outlook.es"}
	domains["br"] = []string{"uol.com.br", "bol.com.br", "gmail.com", "terra.com.br", "hotmail.com"}
	domains["it"] = []string{"libero.it", "virgilio.it", "gmail.com", "tiscali.it", "alice.it"}
	domains["jp"] = []string{"yahoo.co.jp", "docomo.ne.jp", "gmail.com", "ezweb.ne.jp", "nifty.com"}
	domains["in"] = []string{"rediffmail.com", "gmail.com", "yahoo.co.in", "outlook.com"}
	domains["uk"] = []string{"btinternet.com", "sky.com", "gmail.com", "virginmedia.com", "outlook.com"}
	domains["nl"] = []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hetnet.nl", "xs4all.nl"}
	domains["mx"] = []string{"prodigy.net.mx", "gmail.com", "hotmail.com", "outlook.com"}
	domains["au"] = []string{"bigpond.com", "optusnet.com.au", "gmail.com", "outlook.com.au"}
}

var fold = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "é", "e", "è", "e", "ê", "e", "ë", "e", "á", "a", "à", "a", "â", "a", "ã", "a", "í", "i", "ï", "i", "î", "i", "ó", "o", "ô", "o", "õ", "o", "ú", "u", "ç", "c", "ñ", "n", "Í", "i", "É", "e", "Á", "a", "'", "", " ", "")

func ascii(s string) string { return strings.ToLower(fold.Replace(s)) }

func emailFor(first, last, loc string) string {
	f, l := ascii(first), ascii(last)
	return uniq(func() string {
		var local string
		switch r.Intn(8) {
		case 0:
			local = f + "." + l
		case 1:
			local = f[:1] + l
		case 2:
			local = f + "_" + l + digits(2)
		case 3:
			local = f + "." + l + "+" + pick([]string{"kb", "orders", "news", "work", "shop"})
		case 4:
			local = l + "." + f[:1] + digits(1+r.Intn(3))
		case 5:
			local = f + digits(2+r.Intn(3))
		case 6:
			local = f + "-" + l
		default:
			local = f[:1] + "." + l + digits(2)
		}
		return local + "@" + pick(domains[loc])
	})
}

func person(loc string) Person {
	if loc == "" {
		loc = pick(locs)
	}
	n := names[loc]
	p := Person{First: pick(n[0]), Last: pick(n[1]), Loc: loc}
	p.Full = p.First + " " + p.Last
	if loc == "jp" && chance(0.5) {
		p.Full = pick([]string{"佐藤", "鈴木", "高橋", "田中", "渡辺"}) + " " + pick([]string{"健", "結衣", "蒼", "陽菜", "大輝"})
	}
	p.Email = emailFor(p.First, p.Last, loc)
	return p
}

func email() string { return person("").Email }

// ---------- phones ----------

var usAreas = []string{"212", "213", "312", "415", "503", "617", "646", "702", "713", "206", "305", "404", "512", "720", "919", "971", "858", "615", "773", "818", "470", "929", "347", "614", "832"}

func nanpExch() string {
	for {
		e := string("23456789"[r.Intn(8)]) + digits(2)
		if e != "555" && e[1:] != "11" {
			return e
		}
	}
}

// phone returns a number of country loc in a style: intl, nat, e164, bare (international digits, no +).
func phone(loc, style string) string {
	if loc == "" {
		loc = pick(locs)
	}
	var nsn, cc string
	var intl, nat []string
	return uniq(func() string {
		switch loc {
		case "us":
			a, e, l := pick(usAreas), nanpExch(), digits(4)
			cc, nsn = "1", a+e+l
			intl = []string{"+1 " + a + "-" + e + "-" + l, "+1 (" + a + ") " + e + "-" + l, "+1 " + a + " " + e + " " + l, "+1-" + a + "-" + e + "-" + l}
			nat = []string{"(" + a + ") " + e + "-" + l, a + "-" + e + "-" + l, a + "." + e + "." + l}
		case "uk":
			for {
				nsn = "7" + pick([]string{"4", "5", "7", "8", "9"}) + digits(8)
				if !strings.HasPrefix(nsn, "7700900") {
					break
				}
			}
			cc = "44"
			intl = []string{"+44 " + nsn[:4] + " " + nsn[4:], "+44 (0)" + nsn[:4] + " " + nsn[4:]}
			nat = []string{"0" + nsn[:4] + " " + nsn[4:], "0" + nsn[:4] + " " + nsn[4:7] + " " + nsn[7:]}
		case "de":
			p := pick([]string{"151", "152", "157", "160", "162", "170", "171", "172", "175", "176", "177", "178", "179"})
			nsn, cc = p+digits(7+r.Intn(2)), "49"
			intl = []string{"+49 " + p + " " + nsn[3:], "+49 (0)" + p + " " + nsn[3:], "+49-" + p + "-" + nsn[3:]}
			nat = []string{"0" + p + " " + nsn[3:], "0" + p + "/" + nsn[3:], "0" + p + "-" + nsn[3:]}
		case "fr":
			nsn, cc = pick([]string{"6", "7"})+digits(8), "33"
			g := nsn[1:3] + " " + nsn[3:5] + " " + nsn[5:7] + " " + nsn[7:9]
			intl = []string{"+33 " + nsn[:1] + " " + g, "+33 (0)" + nsn[:1] + " " + g}
			nat = []string{"0" + nsn[:1] + " " + g, "0" + nsn[:1] + "." + strings.ReplaceAll(g, " ", ".")}
		case "es":
			nsn, cc = pick([]string{"6", "7"})+digits(8), "34"
			intl = []string{"+34 " + nsn[:3] + " " + nsn[3:6] + " " + nsn[6:], "+34 " + nsn[:3] + " " + nsn[3:5] + " " + nsn[5:7] + " " + nsn[7:]}
			nat = []string{nsn[:3] + " " + nsn[3:6] + " " + nsn[6:], nsn}
		case "it":
			nsn, cc = "3"+pick([]string{"20", "28", "33", "34", "35", "38", "39", "40", "47", "49"})+digits(7), "39"
			intl = []string{"+39 " + nsn[:3] + " " + nsn[3:6] + " " + nsn[6:], "+39 " + nsn}
			nat = []string{nsn[:3] + " " + nsn[3:6] + " " + nsn[6:], nsn[:3] + "-" + nsn[3:]}
		case "br":
			a := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19"})
			nsn, cc = a+"9"+nz(4)+digits(4), "55"
			intl = []string{"+55 " + a + " " + nsn[2:7] + "-" + nsn[7:], "+55 (" + a + ") " + nsn[2:7] + "-" + nsn[7:]}
			nat = []string{"(" + a + ") " + nsn[2:7] + "-" + nsn[7:], "(" + a + ") 9 " + nsn[3:7] + "-" + nsn[7:]}
		case "in":
			nsn, cc = pick([]string{"9", "8", "7", "6"})+digits(9), "91"
			intl = []string{"+91 " + nsn[:5] + " " + nsn[5:], "+91-" + nsn}
			nat = []string{"0" + nsn[:5] + " " + nsn[5:], nsn}
		case "jp":
			p := pick([]string{"90", "80", "70"})
			nsn, cc = p+nz(4)+digits(4), "81"
			intl = []string{"+81 " + p + "-" + nsn[2:6] + "-" + nsn[6:], "+81 " + p + " " + nsn[2:6] + " " + nsn[6:]}
			nat = []string{"0" + p + "-" + nsn[2:6] + "-" + nsn[6:]}
		case "nl":
			nsn, cc = "6"+nz(8), "31"
			intl = []string{"+31 6 " + nsn[1:], "+31 (0)6 " + nsn[1:]}
			nat = []string{"06-" + nsn[1:], "06 " + nsn[1:3] + " " + nsn[3:5] + " " + nsn[5:7] + " " + nsn[7:]}
		case "mx":
			a := pick([]string{"55", "33", "81"})
			nsn, cc = a+nz(4)+digits(4), "52"
			intl = []string{"+52 " + a + " " + nsn[2:6] + " " + nsn[6:], "+52 1 " + a + " " + nsn[2:6] + " " + nsn[6:]}
			nat = []string{a + " " + nsn[2:6] + " " + nsn[6:]}
		case "au":
			nsn, cc = "4"+nz(8), "61"
			intl = []string{"+61 " + nsn[:3] + " " + nsn[3:6] + " " + nsn[6:]}
			nat = []string{"0" + nsn[:3] + " " + nsn[3:6] + " " + nsn[6:]}
		}
		switch style {
		case "intl":
			return pick(intl)
		case "nat":
			return pick(nat)
		case "e164":
			return "+" + cc + nsn
		case "bare":
			return cc + nsn
		}
		return pick(append(intl, nat...))
	})
}

// ---------- SSN / ITIN ----------

func ssnDigits() string {
	for {
		a := 1 + r.Intn(899)
		if a == 666 {
			continue
		}
		g := 1 + r.Intn(99)
		s := 1 + r.Intn(9999)
		v := fmt.Sprintf("%03d%02d%04d", a, g, s)
		if v == "078051120" || v == "219099999" {
			continue
		}
		return v
	}
}

func itinDigits() string {
	grp := pick([][2]int{{50, 65}, {70, 88}, {90, 92}, {94, 99}})
	return fmt.Sprintf("9%02d%02d%04d", r.Intn(100), grp[0]+r.Intn(grp[1]-grp[0]+1), r.Intn(10000))
}

func ssn(style string) string {
	return uniq(func() string {
		d := ssnDigits()
		if style == "itin" || (style == "" && chance(0.15)) {
			d = itinDigits()
			return d[:3] + "-" + d[3:5] + "-" + d[5:]
		}
		switch style {
		case "bare":
			return d
		case "space":
			return d[:3] + " " + d[3:5] + " " + d[5:]
		case "itinbare":
			d = itinDigits()
			return d
		}
		return d[:3] + "-" + d[3:5] + "-" + d[5:]
	})
}

// ---------- cards ----------

func luhnCheck(body string) byte {
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
	return luhnCheck(s[:len(s)-1]) == s[len(s)-1]
}

func cardDigits(brand string) string {
	var pre string
	n := 16
	switch brand {
	case "visa":
		pre = "4" + pick([]string{"0", "1", "2", "4", "5", "7", "8", "9"})
	case "mc":
		pre = pick([]string{"51", "52", "53", "54", "55", "2221", "2320", "2511", "2720"})
	case "amex":
		pre, n = pick([]string{"34", "37"}), 15
	case "disc":
		pre = pick([]string{"6011", "644", "645", "649", "65"})
	case "jcb":
		pre = fmt.Sprintf("35%02d", 28+r.Intn(62))
	case "diners":
		pre, n = pick([]string{"36", "300", "305", "38"}), 14
	case "unionpay":
		pre, n = "62"+pick([]string{"22", "40", "58", "84"}), pick([]int{16, 16, 19})
	case "mir":
		pre = "220" + string("01234"[r.Intn(5)])
	}
	body := pre + digits(n-1-len(pre))
	return body + string(luhnCheck(body))
}

var brands = []string{"visa", "visa", "visa", "mc", "mc", "amex", "disc", "jcb", "diners", "unionpay", "mir"}

func groupCard(d, sep string) string {
	switch len(d) {
	case 15:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 19:
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:16] + sep + d[16:]
	}
	return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
}

// card returns a Luhn-valid number: style plain, space, dash or "" (any).
func card(brand, style string) string {
	if brand == "" {
		brand = pick(brands)
	}
	return uniq(func() string {
		d := cardDigits(brand)
		if style == "" {
			style = pick([]string{"plain", "plain", "space", "dash"})
		}
		switch style {
		case "space":
			return groupCard(d, " ")
		case "dash":
			return groupCard(d, "-")
		}
		return d
	})
}

// ---------- JWT ----------

func jwt() string {
	return uniq(func() string {
		alg := pick([]string{"RS256", "HS256", "ES256", "RS256", "PS256"})
		h := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
		if chance(0.6) {
			h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, hexs(16))
		}
		iat := 1700000000 + r.Intn(60000000)
		p := fmt.Sprintf(`{"sub":"%s","iss":"https://%s","aud":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
			pick([]string{"usr_" + from(alnumC, 14), "auth0|" + hexs(24), fmt.Sprint(100000 + r.Intn(900000)), uuid()}),
			pick([]string{"auth.brightpath.io/", "login.acme-logistics.com", "securetoken.google.com/kb-prod-4411", "cognito-idp.eu-west-1.amazonaws.com/eu-west-1_" + from(alnumC, 9), "idp.quantaloop.ai/realms/agents"}),
			pick([]string{"kb-api", "https://api.brightpath.io", "tools-gateway", "account"}), iat, iat+pick([]int{300, 900, 3600, 86400}),
			pick([]string{"kb.read kb.write", "openid profile email", "tools:invoke", "read:contacts", "offline_access"}))
		var sig string
		switch alg {
		case "HS256":
			sig = b64url(32)
		case "ES256":
			sig = b64url(64)
		default:
			sig = b64url(256)
		}
		return base64.RawURLEncoding.EncodeToString([]byte(h)) + "." + base64.RawURLEncoding.EncodeToString([]byte(p)) + "." + sig
	})
}

// ---------- secrets ----------

func tok(kind string) string {
	return uniq(func() string {
		switch kind {
		case "stripe":
			return "sk_live_" + pick([]string{randomish(alnumC, 24), "51" + randomish(alnumC, 97)})
		case "stripe_rk":
			return "rk_live_" + randomish(alnumC, 24)
		case "ghp":
			return pick([]string{"ghp_", "gho_", "ghs_"}) + randomish(alnumC, 36)
		case "ghpat":
			return "github_pat_11" + from(upper+digs, 20) + "_" + randomish(alnumC, 59)
		case "slack":
			return pick([]string{"xoxb-", "xoxp-"}) + nz(11) + "-" + nz(12) + "-" + randomish(alnumC, 24)
		case "glpat":
			return "glpat-" + randomish(alnumC+"_-", 20)
		case "openai":
			return "sk-proj-" + randomish(b64u, 74) + "T3BlbkFJ" + randomish(b64u, 74)
		case "anthropic":
			return "sk-ant-api03-" + randomish(b64u, 93) + "AA"
		case "google":
			return "AIza" + randomish(b64u, 35)
		case "ya29":
			return "ya29.a0" + randomish(b64u, 150)
		case "npm":
			return "npm_" + randomish(alnumC, 36)
		case "hf":
			return "hf_" + from(upper+lower, 34)
		case "sendgrid":
			return "SG." + randomish(b64u, 22) + "." + randomish(b64u, 43)
		case "aws":
			return randomish(alnumC+"/+", 40)
		case "hex32":
			return hexs(32)
		case "hex64":
			return hexs(64)
		case "whsec":
			return "whsec_" + randomish(alnumC, 32)
		case "opaque":
			return randomish(alnumC, 32+r.Intn(16))
		case "opaque_dot":
			return randomish(alnumC, 20) + "." + randomish(b64u, 27)
		case "refresh":
			return "1//0" + randomish(b64u, 100)
		case "pw":
			return password()
		case "shopify":
			return "shpat_" + hexs(32)
		case "twilio":
			return hexs(32)
		case "mailgun":
			return "key-" + hexs(32)
		}
		panic(kind)
	})
}

var pwWords = []string{"Kestrel", "marmalade", "Tigris", "orchid", "Velvet", "harbor", "Quokka", "saffron", "Zephyr", "lantern", "Basalt", "juniper", "Mosaic", "tundra", "Falcon", "pistachio", "Nebula", "copper", "Rivet", "Magpie", "gazpacho", "Fjord", "Lindwurm", "colibri", "Sakura", "Ardilla"}

func password() string {
	w1, w2 := pick(pwWords), pick(pwWords)
	sym := pick([]string{"!", "#", "$", "%", "&", "*", "?", "@", "-", "_", "."})
	switch r.Intn(5) {
	case 0:
		return w1 + sym + digits(2+r.Intn(3)) + w2[:3]
	case 1:
		return strings.ToLower(w1[:1]) + digits(1) + w1[2:] + sym + w2 + digits(1)
	case 2:
		return randomish(alnumC+"!#%&*-_", 14+r.Intn(8))
	case 3:
		return w1 + digits(4) + sym
	default:
		return digits(2) + w1 + sym + strings.ToUpper(w2[:2]) + digits(2)
	}
}

// ---------- look-alikes ----------

func uuid() string {
	h := hexs(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.Intn(4)]) + h[17:20] + "-" + h[20:]
}
func tsSec() string { return fmt.Sprint(1690000000 + r.Intn(80000000)) }
func tsMs() string  { return fmt.Sprint(int64(1690000000+r.Intn(80000000))*1000 + int64(r.Intn(1000))) }
func isoTS() string {
	return fmt.Sprintf("202%d-%02d-%02dT%02d:%02d:%02d.%03dZ", 3+r.Intn(3), 1+r.Intn(12), 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60), r.Intn(1000))
}
func date() string { return fmt.Sprintf("202%d-%02d-%02d", 3+r.Intn(3), 1+r.Intn(12), 1+r.Intn(28)) }
func cents() string {
	return fmt.Sprint(pick([]int{99, 499, 1299, 2500, 4999, 12900, 129900, 34550, 780025}) + r.Intn(50))
}
func amount() string  { return fmt.Sprintf("%d.%02d", 1+r.Intn(4000), r.Intn(100)) }
func version() string { return fmt.Sprintf("%d.%d.%d", r.Intn(5), r.Intn(30), r.Intn(40)) }
func orderNo() string {
	return pick([]string{"ORD-", "SO-", "PO-", "INV-"}) + fmt.Sprint(2023+r.Intn(3)) + "-" + digits(6)
}
func ticketNo() string { return pick([]string{"SUP-", "CS-", "TCK-", "JIRA-"}) + nz(5) }
func traceID() string  { return hexs(32) }
func spanID() string   { return hexs(16) }
func id9() string      { return nz(9) }
func id10() string     { return nz(10) }
func sha() string      { return hexs(40) }
func sha256() string   { return hexs(64) }
func ip() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{10, 172, 192, 34, 52, 203}), r.Intn(256), r.Intn(256), 1+r.Intn(254))
}
func coords() string {
	return fmt.Sprintf("%.6f,%.6f", -60+r.Float64()*120, -170+r.Float64()*340)
}
func zip() string {
	switch r.Intn(4) {
	case 0:
		return nz(5) + "-" + digits(4)
	case 1:
		return nz(5)
	case 2:
		return nz(5)[:5] // DE
	}
	return digits(3) + "-" + digits(4) // JP
}
func last4() string { return digits(4) }
func masked() string {
	l := last4()
	return pick([]string{"**** **** **** " + l, "************" + l, "XXXX-XXXX-XXXX-" + l, "•••• " + l, "411111******" + l, "5555 55** **** " + l})
}

// luhnBad returns an n-digit number that fails Luhn (an id that looks like a card).
func luhnBad(pre string, n int) string {
	for {
		d := pre + digits(n-len(pre))
		if !luhnOK(d) {
			return d
		}
	}
}
func snowflake() string { return luhnBad("1"+string("0123456789"[r.Intn(10)]), 19) }
func badSSN() string {
	return pick([]string{"000-" + digits(2) + "-" + digits(4), "666-" + nz(2) + "-" + nz(4), "***-**-" + digits(4), "XXX-XX-" + digits(4), "987-65-432" + digits(1)})
}
func pkLive() string { return "pk_live_" + randomish(alnumC, 24) }
func akia() string   { return "AKIA" + from(upper+"234567", 16) }
func placeholder() string {
	return pick([]string{"YOUR_API_KEY", "<token>", "${API_TOKEN}", "REDACTED", "********", "<your-secret-here>", "{{ secrets.OPENAI_API_KEY }}", "$STRIPE_SECRET_KEY", "xxxxxxxxxxxxxxxx", "changeme"})
}
func stripeID(p string) string { return p + "_" + randomish(alnumC, 14) }
func callID() string           { return "call_" + randomish(alnumC, 24) }
func toolu() string            { return "toolu_01" + randomish(alnumC, 22) }
func docID() string            { return pick([]string{"kb_", "doc_", "art-", "KB"}) + digits(6) }
