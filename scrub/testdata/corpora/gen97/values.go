package main

import (
	"crypto/md5"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/rand"
	"net/url"
	"strings"
)

// ---------- random helpers ----------

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) n(a, b int) int           { return a + g.r.Intn(b-a+1) }
func (g *G) digits(k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}
func (g *G) from(alpha string, k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

const (
	hexL  = "0123456789abcdef"
	hexU  = "0123456789ABCDEF"
	alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lowAN = "abcdefghijklmnopqrstuvwxyz0123456789"
	upAN  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	b64u  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	crock = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	b58   = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
)

func (g *G) hex(k int) string { return g.from(hexL, k) }
func (g *G) uuid() string {
	h := g.hex(32)
	return h[0:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + g.pick("8", "9", "a", "b") + h[17:20] + "-" + h[20:32]
}
func (g *G) ulid() string { return "01H" + g.pick("Q", "R", "S", "T", "V", "W") + g.from(crock, 22) }

// fresh reserves a value that no earlier line used.
func (g *G) fresh(f func() string) string {
	for i := 0; i < 1000; i++ {
		v := f()
		if !g.used[v] {
			g.used[v] = true
			return v
		}
	}
	panic("cannot find fresh value")
}

// ---------- names and e-mail addresses ----------

var firstNames = map[string][]string{
	"en": {"James", "Emily", "Michael", "Sarah", "Jessica", "David", "Ashley", "Chris", "Megan", "Tyler", "Olivia", "Brandon", "Hannah", "Kevin", "Lauren", "Marcus", "Tanya", "Derek", "Brooke", "Jordan"},
	"de": {"Anna", "Lukas", "Leonie", "Maximilian", "Sophie", "Jonas", "Marie", "Felix", "Laura", "Tobias", "Katrin", "Jürgen", "Sabine", "Matthias", "Jörg", "Sören", "Ute", "Dominik", "Franziska", "Henrik"},
	"fr": {"Camille", "Léa", "Manon", "Hugo", "Louis", "Chloé", "Julien", "Mathieu", "Élodie", "Nicolas", "Aurélie", "Théo", "Inès", "Gaëlle", "Benoît", "Margaux", "Quentin", "Solène", "Adrien", "Clémence"},
	"es": {"Lucía", "Alejandro", "María", "Javier", "Carmen", "Pablo", "Sofía", "Álvaro", "Marta", "Sergio", "Elena", "Raúl", "Nuria", "Iñigo", "Paula", "Rocío", "Adrián", "Ainhoa", "Diego", "Irene"},
	"pt": {"João", "Ana", "Pedro", "Beatriz", "Tiago", "Inês", "Rafael", "Mariana", "Gonçalo", "Camila", "Lucas", "Larissa", "Thiago", "Fernanda", "Bruno", "Letícia", "Vinícius", "Rita", "Caio", "Jéssica"},
	"nl": {"Daan", "Sanne", "Lotte", "Bram", "Femke", "Thijs", "Eva", "Jeroen", "Anouk", "Sem", "Fleur", "Ruben", "Iris", "Joost", "Maartje", "Wouter", "Noor", "Stijn", "Ilse", "Koen"},
	"it": {"Giulia", "Alessandro", "Francesca", "Lorenzo", "Chiara", "Matteo", "Sara", "Davide", "Martina", "Federico", "Elisa", "Niccolò", "Silvia", "Andrea", "Valentina", "Gabriele", "Alessia", "Tommaso", "Beatrice", "Riccardo"},
	"pl": {"Katarzyna", "Piotr", "Anna", "Tomasz", "Agnieszka", "Michał", "Magdalena", "Paweł", "Joanna", "Krzysztof", "Małgorzata", "Łukasz", "Zofia", "Wojciech", "Ewa", "Bartosz", "Natalia", "Kamil", "Aleksandra", "Jakub"},
}
var lastNames = map[string][]string{
	"en": {"Johnson", "Miller", "Davis", "Garcia", "Wilson", "Anderson", "Thompson", "Martinez", "Robinson", "Clark", "Lewis", "Walker", "Young", "Hall", "Allen", "Wright", "Scott", "Baker", "Nelson", "Carter", "O'Brien", "Nguyen", "Patel", "Kim"},
	"de": {"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Wolf", "Schröder", "Neumann", "Zimmermann", "Krüger", "Hartmann", "Braun", "Lange", "Yılmaz", "Nowak"},
	"fr": {"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Chevalier", "Benali", "Nguyen"},
	"es": {"García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero", "Navarro", "Torres", "Domínguez", "Etxeberria", "Castaño"},
	"pt": {"Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa", "Fernandes", "Gonçalves", "Gomes", "Lopes", "Marques", "Almeida", "Ribeiro", "Carvalho", "Araújo", "Barbosa", "Nascimento"},
	"nl": {"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker", "Brouwer", "de Wit"},
	"it": {"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti"},
	"pl": {"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur", "Kwiatkowski", "Krawczyk", "Piotrowski", "Grabowski", "Nowakowska", "Pawłowska"},
}
var mailDomains = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net", "proton.me", "att.net", "me.com"},
	"de": {"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de", "mailbox.org", "gmx.net", "outlook.de", "icloud.com"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "hotmail.fr", "yahoo.fr", "outlook.fr", "bbox.fr"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es", "hotmail.com", "movistar.es"},
	"pt": {"gmail.com", "sapo.pt", "hotmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "outlook.pt", "yahoo.com.br", "netcabo.pt"},
	"nl": {"ziggo.nl", "kpnmail.nl", "hotmail.nl", "gmail.com", "xs4all.nl", "planet.nl", "live.nl", "home.nl"},
	"it": {"libero.it", "virgilio.it", "gmail.com", "alice.it", "tiscali.it", "hotmail.it", "yahoo.it", "tim.it"},
	"pl": {"wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com", "op.pl", "poczta.fm"},
}
var workDomains = map[string][]string{
	"en": {"brightlane.io", "northwind-traders.com", "acmeoutdoor.com", "harborlabs.co", "pinecrestdental.com", "bluefinmedia.com"},
	"de": {"kanzlei-wolf.de", "mueller-gmbh.de", "autohaus-becker.de", "stadtwerke-lindau.de", "brauhaus-krone.de"},
	"fr": {"atelier-garnier.fr", "cabinet-moreau.fr", "boulangerie-petit.fr", "agence-lumiere.fr"},
	"es": {"clinicadental-ruiz.es", "inmobiliaria-sol.es", "grupo-navarro.com", "bodegas-torres.es"},
	"pt": {"imobiliaria-lisboa.pt", "lojasilva.com.br", "agencia-costa.com.br", "clinica-sorriso.pt"},
	"nl": {"bakkerij-visser.nl", "vanleeuwen-makelaars.nl", "fietsenwinkel-bos.nl"},
	"it": {"studio-rossi.it", "ferramenta-greco.it", "agriturismo-colombo.it"},
	"pl": {"kancelaria-nowak.pl", "sklep-mazur.pl", "biuro-kowalski.com.pl"},
}

var fold = strings.NewReplacer(
	"ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "ae", "Ö", "oe", "Ü", "ue",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "É", "e", "á", "a", "à", "a", "â", "a", "ã", "a", "Á", "a",
	"í", "i", "ì", "i", "î", "i", "ï", "i", "ó", "o", "ò", "o", "ô", "o", "õ", "o", "ú", "u", "ù", "u", "û", "u",
	"ç", "c", "ñ", "n", "ł", "l", "Ł", "l", "ń", "n", "ś", "s", "Ś", "s", "ż", "z", "ź", "z", "Ż", "z", "ą", "a", "ę", "e", "ć", "c",
	"ı", "i", "'", "", " ", "",
)

func lower(s string) string { return strings.ToLower(fold.Replace(s)) }

type person struct{ First, Last, Lang string }

func (p person) Full() string { return p.First + " " + p.Last }

var langs = []string{"en", "de", "fr", "es", "pt", "nl", "it", "pl"}

func (g *G) person(lang string) person {
	if lang == "" {
		lang = langs[g.r.Intn(len(langs))]
	}
	f := firstNames[lang]
	l := lastNames[lang]
	return person{f[g.r.Intn(len(f))], l[g.r.Intn(len(l))], lang}
}

func (g *G) localPart(p person) string {
	f, l := lower(p.First), lower(p.Last)
	switch g.r.Intn(9) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return f + "_" + l
	case 3:
		return f + l + fmt.Sprint(g.n(1960, 2005))
	case 4:
		return f + "." + l + fmt.Sprint(g.n(1, 99))
	case 5:
		return f[:1] + "." + l
	case 6:
		return f + "-" + l
	case 7:
		return l + "." + f
	default:
		return f + fmt.Sprint(g.n(10, 999))
	}
}

// email returns a fresh personal address for p.
func (g *G) email(p person) string {
	return g.fresh(func() string {
		lp := g.localPart(p)
		if g.r.Intn(12) == 0 {
			lp += "+" + g.pick("news", "promo", "shop", "nl", "klaviyo", "test")
		}
		d := mailDomains[p.Lang]
		return lp + "@" + d[g.r.Intn(len(d))]
	})
}
func (g *G) workEmail(p person) string {
	return g.fresh(func() string {
		d := workDomains[p.Lang]
		f, l := lower(p.First), lower(p.Last)
		lp := g.pick(f+"."+l, f[:1]+"."+l, f, f[:1]+l)
		if g.r.Intn(3) == 0 {
			lp += fmt.Sprint(g.n(2, 9))
		}
		return lp + "@" + d[g.r.Intn(len(d))]
	})
}
func (g *G) anyEmail(lang string) string { return g.email(g.person(lang)) }

func pct(s string) string       { return url.QueryEscape(s) }
func pathEsc(s string) string   { return url.PathEscape(s) }
func b64(s string) string       { return base64.StdEncoding.EncodeToString([]byte(s)) }
func b64url(s string) string    { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func sha256hex(s string) string { h := sha256.Sum256([]byte(s)); return hex.EncodeToString(h[:]) }
func md5hex(s string) string    { h := md5.Sum([]byte(s)); return hex.EncodeToString(h[:]) }

// ---------- phones ----------

var usAreas = []string{"212", "312", "415", "617", "646", "702", "718", "773", "805", "917", "503", "206", "404", "305", "512", "720", "214", "619", "602", "813", "267", "470", "651", "971"}
var caAreas = []string{"416", "604", "514", "403", "613", "647", "778"}

// phone returns a fresh phone of country cc; form is "e164", "intl", "nat" or "any".
func (g *G) phone(cc, form string) string {
	return g.fresh(func() string { return g.phone1(cc, form) })
}

func (g *G) phone1(cc, form string) string {
	if form == "any" {
		form = g.pick("e164", "intl", "nat", "nat")
	}
	d := g.digits
	switch cc {
	case "US", "CA":
		areas := usAreas
		if cc == "CA" {
			areas = caAreas
		}
		a := areas[g.r.Intn(len(areas))]
		e := fmt.Sprint(g.n(2, 9)) + d(2)
		for e == "555" || e[1:] == "11" {
			e = fmt.Sprint(g.n(2, 9)) + d(2)
		}
		s := d(4)
		switch form {
		case "e164":
			return "+1" + a + e + s
		case "intl":
			return g.pick("+1 "+a+"-"+e+"-"+s, "+1 ("+a+") "+e+"-"+s, "+1 "+a+" "+e+" "+s, "+1."+a+"."+e+"."+s, "1-"+a+"-"+e+"-"+s)
		default:
			return g.pick("("+a+") "+e+"-"+s, a+"-"+e+"-"+s, a+"."+e+"."+s, "("+a+")"+e+"-"+s)
		}
	case "GB":
		nsn := "7" + fmt.Sprint(g.n(4, 9)) + d(8)
		for strings.HasPrefix(nsn, "7700") {
			nsn = "7" + fmt.Sprint(g.n(4, 9)) + d(8)
		}
		switch form {
		case "e164":
			return "+44" + nsn
		case "intl":
			return g.pick("+44 "+nsn[:4]+" "+nsn[4:], "+44 (0)"+nsn[:4]+" "+nsn[4:], "+44 "+nsn[:4]+" "+nsn[4:7]+" "+nsn[7:])
		default:
			return g.pick("0"+nsn[:4]+" "+nsn[4:], "0"+nsn[:4]+" "+nsn[4:7]+" "+nsn[7:], "0"+nsn)
		}
	case "GBL": // London landline
		nsn := "20" + g.pick("3", "7", "8") + d(7)
		if form == "e164" {
			return "+44" + nsn
		}
		if form == "intl" {
			return "+44 20 " + nsn[2:6] + " " + nsn[6:]
		}
		return "020 " + nsn[2:6] + " " + nsn[6:]
	case "DE":
		pre := g.pick("151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179")
		k := 7
		if pre[1] == '5' {
			k = 8
		}
		sub := fmt.Sprint(g.n(1, 9)) + d(k-1)
		switch form {
		case "e164":
			return "+49" + pre + sub
		case "intl":
			return g.pick("+49 "+pre+" "+sub, "+49 (0)"+pre+" "+sub, "+49-"+pre+"-"+sub, "+49 "+pre+" "+sub[:3]+" "+sub[3:])
		default:
			return g.pick("0"+pre+" "+sub, "0"+pre+"/"+sub, "0"+pre+"-"+sub, "0"+pre+" "+sub[:3]+" "+sub[3:], "0"+pre+sub)
		}
	case "DEL":
		area := g.pick("30", "40", "89", "69", "221", "211", "711")
		k := 8
		if len(area) == 3 {
			k = 7
		}
		sub := fmt.Sprint(g.n(2, 9)) + d(k-1)
		switch form {
		case "e164":
			return "+49" + area + sub
		case "intl":
			return g.pick("+49 "+area+" "+sub, "+49 (0)"+area+" "+sub)
		default:
			return g.pick("0"+area+" "+sub, "(0"+area+") "+sub, "0"+area+"/"+sub, "0"+area+" / "+sub[:3]+" "+sub[3:])
		}
	case "FR":
		nsn := g.pick("6", "7", "1", "6", "6", "4") + d(8)
		if nsn[0] == '7' {
			nsn = "7" + fmt.Sprint(g.n(3, 8)) + d(7)
		}
		pairs := func(s, sep string) string {
			var b []string
			for i := 0; i < len(s); i += 2 {
				b = append(b, s[i:i+2])
			}
			return strings.Join(b, sep)
		}
		switch form {
		case "e164":
			return "+33" + nsn
		case "intl":
			return g.pick("+33 "+nsn[:1]+" "+pairs(nsn[1:], " "), "+33 (0)"+nsn[:1]+" "+pairs(nsn[1:], " "), "0033 "+nsn[:1]+" "+pairs(nsn[1:], " "))
		default:
			n := "0" + nsn
			return g.pick(pairs(n, " "), pairs(n, "."), n, pairs(n, "-"))
		}
	case "ES":
		nsn := "6" + d(8)
		if g.r.Intn(4) == 0 {
			nsn = "7" + fmt.Sprint(g.n(1, 4)) + d(7)
		}
		if g.r.Intn(6) == 0 {
			nsn = g.pick("91", "93", "96", "95") + d(7)
		}
		switch form {
		case "e164":
			return "+34" + nsn
		case "intl":
			return g.pick("+34 "+nsn[:3]+" "+nsn[3:6]+" "+nsn[6:], "+34 "+nsn[:3]+" "+nsn[3:5]+" "+nsn[5:7]+" "+nsn[7:], "0034 "+nsn[:3]+" "+nsn[3:6]+" "+nsn[6:])
		default:
			return g.pick(nsn[:3]+" "+nsn[3:6]+" "+nsn[6:], nsn[:3]+" "+nsn[3:5]+" "+nsn[5:7]+" "+nsn[7:], nsn)
		}
	case "PT":
		nsn := "9" + g.pick("1", "2", "3", "6") + d(7)
		if g.r.Intn(6) == 0 {
			nsn = "21" + d(7)
		}
		switch form {
		case "e164":
			return "+351" + nsn
		case "intl":
			return g.pick("+351 "+nsn[:3]+" "+nsn[3:6]+" "+nsn[6:], "(+351) "+nsn[:3]+" "+nsn[3:6]+" "+nsn[6:], "00351 "+nsn)
		default:
			return g.pick(nsn[:3]+" "+nsn[3:6]+" "+nsn[6:], nsn)
		}
	case "BR":
		ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "48", "27")
		sub := "9" + fmt.Sprint(g.n(6, 9)) + d(7)
		switch form {
		case "e164":
			return "+55" + ddd + sub
		case "intl":
			return g.pick("+55 "+ddd+" "+sub[:5]+"-"+sub[5:], "+55 ("+ddd+") "+sub[:5]+"-"+sub[5:], "+55 "+ddd+" "+sub[:1]+" "+sub[1:5]+"-"+sub[5:])
		default:
			return g.pick("("+ddd+") "+sub[:5]+"-"+sub[5:], "("+ddd+") 9 "+sub[1:5]+"-"+sub[5:], ddd+" "+sub[:5]+"-"+sub[5:], "("+ddd+")"+sub[:5]+"-"+sub[5:])
		}
	case "NL":
		nsn := "6" + fmt.Sprint(g.n(1, 5)) + d(7)
		switch form {
		case "e164":
			return "+31" + nsn
		case "intl":
			return g.pick("+31 6 "+nsn[1:], "+31 6 "+nsn[1:5]+" "+nsn[5:], "+31 (0)6 "+nsn[1:], "+31 6 "+nsn[1:3]+" "+nsn[3:5]+" "+nsn[5:7]+" "+nsn[7:])
		default:
			return g.pick("06-"+nsn[1:], "06 "+nsn[1:], "06 "+nsn[1:5]+" "+nsn[5:], "06"+nsn[1:], "06 - "+nsn[1:])
		}
	case "NLL":
		nsn := g.pick("20", "10", "30", "70") + fmt.Sprint(g.n(2, 8)) + d(6)
		if form == "e164" {
			return "+31" + nsn
		}
		if form == "intl" {
			return "+31 " + nsn[:2] + " " + nsn[2:]
		}
		return g.pick("0"+nsn[:2]+"-"+nsn[2:], "0"+nsn[:2]+" "+nsn[2:5]+" "+nsn[5:])
	case "IT":
		nsn := g.pick("320", "324", "327", "328", "329", "330", "331", "333", "334", "335", "336", "338", "339", "340", "342", "345", "346", "347", "348", "349", "350", "351", "366", "368", "370", "371", "373", "377", "379", "380", "388", "389", "391", "392", "393") + d(7)
		if g.r.Intn(6) == 0 {
			nsn = g.pick("02", "06") + fmt.Sprint(g.n(3, 9)) + d(7)
			switch form {
			case "e164":
				return "+39" + nsn
			case "intl":
				return g.pick("+39 "+nsn[:2]+" "+nsn[2:6]+" "+nsn[6:], "+39 "+nsn[:2]+" "+nsn[2:])
			default:
				return g.pick(nsn[:2]+" "+nsn[2:6]+" "+nsn[6:], nsn[:2]+"/"+nsn[2:], nsn[:2]+"-"+nsn[2:])
			}
		}
		switch form {
		case "e164":
			return "+39" + nsn
		case "intl":
			return g.pick("+39 "+nsn[:3]+" "+nsn[3:6]+" "+nsn[6:], "+39 "+nsn[:3]+" "+nsn[3:], "0039 "+nsn[:3]+" "+nsn[3:])
		default:
			return g.pick(nsn[:3]+" "+nsn[3:6]+" "+nsn[6:], nsn[:3]+" "+nsn[3:], nsn[:3]+"/"+nsn[3:], nsn[:3]+"-"+nsn[3:])
		}
	case "PL":
		nsn := g.pick("50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88") + d(7)
		switch form {
		case "e164":
			return "+48" + nsn
		case "intl":
			return g.pick("+48 "+nsn[:3]+" "+nsn[3:6]+" "+nsn[6:], "+48 "+nsn[:3]+"-"+nsn[3:6]+"-"+nsn[6:], "(+48) "+nsn[:3]+" "+nsn[3:6]+" "+nsn[6:])
		default:
			return g.pick(nsn[:3]+" "+nsn[3:6]+" "+nsn[6:], nsn[:3]+"-"+nsn[3:6]+"-"+nsn[6:], nsn)
		}
	case "MX":
		nsn := g.pick("55", "33", "81") + fmt.Sprint(g.n(1, 9)) + d(7)
		if form == "e164" {
			return "+52" + nsn
		}
		if form == "intl" {
			return "+52 " + nsn[:2] + " " + nsn[2:6] + " " + nsn[6:]
		}
		return nsn[:2] + " " + nsn[2:6] + " " + nsn[6:]
	case "AU":
		nsn := "4" + fmt.Sprint(g.n(0, 9)) + d(7)
		if form == "e164" {
			return "+61" + nsn
		}
		if form == "intl" {
			return "+61 " + nsn[:3] + " " + nsn[3:6] + " " + nsn[6:]
		}
		return "0" + nsn[:3] + " " + nsn[3:6] + " " + nsn[6:]
	case "BE":
		nsn := "4" + fmt.Sprint(g.n(6, 9)) + d(7)
		if form == "e164" {
			return "+32" + nsn
		}
		if form == "intl" {
			return "+32 " + nsn[:3] + " " + nsn[3:5] + " " + nsn[5:7] + " " + nsn[7:]
		}
		return "0" + nsn[:3] + " " + nsn[3:5] + " " + nsn[5:7] + " " + nsn[7:]
	case "AT":
		nsn := g.pick("664", "660", "676", "699", "650") + fmt.Sprint(g.n(1, 9)) + d(6)
		if form == "e164" {
			return "+43" + nsn
		}
		if form == "intl" {
			return "+43 " + nsn[:3] + " " + nsn[3:]
		}
		return "0" + nsn[:3] + " " + nsn[3:]
	case "CH":
		nsn := "7" + fmt.Sprint(g.n(6, 9)) + d(7)
		if form == "e164" {
			return "+41" + nsn
		}
		if form == "intl" {
			return "+41 " + nsn[:2] + " " + nsn[2:5] + " " + nsn[5:7] + " " + nsn[7:]
		}
		return "0" + nsn[:2] + " " + nsn[2:5] + " " + nsn[5:7] + " " + nsn[7:]
	}
	panic("unknown cc " + cc)
}

var langCC = map[string][]string{
	"en": {"US", "US", "US", "GB", "CA", "AU", "GBL"},
	"de": {"DE", "DE", "DE", "DEL", "AT", "CH"},
	"fr": {"FR", "FR", "FR", "BE", "CH"},
	"es": {"ES", "ES", "ES", "MX"},
	"pt": {"PT", "BR", "BR"},
	"nl": {"NL", "NL", "NL", "NLL", "BE"},
	"it": {"IT", "IT", "IT", "CH"},
	"pl": {"PL"},
}

func (g *G) ccFor(lang string) string { l := langCC[lang]; return l[g.r.Intn(len(l))] }

// ---------- cards, SSNs ----------

func luhnOK(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if alt {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		alt = !alt
	}
	return sum%10 == 0
}

func luhnComplete(prefix string, length int, g *G) string {
	s := prefix + g.digits(length-len(prefix)-1)
	for c := 0; c < 10; c++ {
		t := s + string(rune('0'+c))
		if luhnOK(t) {
			return t
		}
	}
	panic("luhn")
}

// luhnFail makes a long numeric id fail Luhn by changing its last digit if needed.
func luhnFail(s string) string {
	if !luhnOK(s) {
		return s
	}
	last := s[len(s)-1]
	if last == '9' {
		last = '0'
	} else {
		last++
	}
	return s[:len(s)-1] + string(last)
}

type card struct{ Brand, Digits string }

func (g *G) cardNum() card {
	var c card
	g.fresh(func() string {
		switch g.r.Intn(7) {
		case 0, 1, 2:
			c = card{"Visa", luhnComplete("4"+g.digits(5), 16, g)}
		case 3:
			c = card{"Mastercard", luhnComplete(g.pick("51", "52", "53", "54", "55")+g.digits(4), 16, g)}
		case 4:
			c = card{"Mastercard", luhnComplete(fmt.Sprint(g.n(2221, 2720))+g.digits(2), 16, g)}
		case 5:
			c = card{"Amex", luhnComplete(g.pick("34", "37")+g.digits(4), 15, g)}
		default:
			if g.r.Intn(2) == 0 {
				c = card{"Discover", luhnComplete("6011"+g.digits(2), 16, g)}
			} else {
				c = card{"JCB", luhnComplete(fmt.Sprint(g.n(3528, 3589))+g.digits(2), 16, g)}
			}
		}
		return c.Digits
	})
	return c
}

func (c card) Format(style int) string {
	d := c.Digits
	if len(d) == 15 {
		switch style % 3 {
		case 0:
			return d
		case 1:
			return d[:4] + " " + d[4:10] + " " + d[10:]
		default:
			return d[:4] + "-" + d[4:10] + "-" + d[10:]
		}
	}
	switch style % 3 {
	case 0:
		return d
	case 1:
		return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
	default:
		return d[:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
	}
}

func (g *G) expiry() string { return fmt.Sprintf("%02d/%d", g.n(1, 12), g.n(26, 31)) }

func (g *G) ssnDigits() string {
	return g.fresh(func() string {
		a := g.n(1, 899)
		for a == 666 {
			a = g.n(1, 899)
		}
		return fmt.Sprintf("%03d%02d%04d", a, g.n(1, 99), g.n(1, 9999))
	})
}
func (g *G) itinDigits() string {
	return g.fresh(func() string {
		return fmt.Sprintf("9%02d%02d%04d", g.n(0, 99), g.pick2([]int{70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}), g.n(1, 9999))
	})
}
func (g *G) pick2(xs []int) int { return xs[g.r.Intn(len(xs))] }
func dashSSN(d string) string   { return d[:3] + "-" + d[3:5] + "-" + d[5:] }

// ---------- JWT ----------

func (g *G) jwt(payload string, rs bool) string {
	return g.fresh(func() string {
		h := `{"alg":"HS256","typ":"JWT"}`
		sig := 32
		if rs {
			h = `{"alg":"RS256","kid":"` + g.hex(16) + `","typ":"JWT"}`
			sig = 256
		}
		bs := make([]byte, sig)
		for i := range bs {
			bs[i] = byte(g.r.Intn(256))
		}
		return b64url(h) + "." + b64url(payload) + "." + base64.RawURLEncoding.EncodeToString(bs)
	})
}

// ---------- secrets ----------

func (g *G) mcKey() string {
	return g.fresh(func() string { return g.hex(32) + "-us" + fmt.Sprint(g.n(2, 21)) })
}
func (g *G) mandrillKey() string { return g.fresh(func() string { return "md-" + g.from(alnum, 22) }) }
func (g *G) sgKey() string {
	return g.fresh(func() string { return "SG." + g.from(b64u, 22) + "." + g.from(b64u, 43) })
}
func (g *G) klaviyoKey() string { return g.fresh(func() string { return "pk_" + g.hex(34) }) }
func (g *G) brevoKey(smtp bool) string {
	p := "xkeysib-"
	if smtp {
		p = "xsmtpsib-"
	}
	return g.fresh(func() string { return p + g.hex(64) + "-" + g.from(alnum, 16) })
}
func (g *G) hsPAT() string {
	return g.fresh(func() string { return "pat-" + g.pick("na1", "eu1", "na2") + "-" + g.uuid() })
}
func (g *G) segKey() string      { return g.fresh(func() string { return g.from(alnum, 32) }) }
func (g *G) rudderKey() string   { return g.fresh(func() string { return "2" + g.from(alnum, 26) }) }
func (g *G) twilioToken() string { return g.fresh(func() string { return g.hex(32) }) }
func (g *G) fbToken() string {
	return g.fresh(func() string { return "EAA" + g.pick("B", "G", "J", "I") + g.from(alnum, g.n(150, 190)) })
}
func (g *G) typeformToken() string {
	return g.fresh(func() string { return "tfp_" + g.from(b58, 44) + "_" + g.from(b58, 14) })
}
func (g *G) sfOrg() string {
	return "00D" + g.pick("5g", "8d", "Hs", "Dn") + "00000" + g.from(alnum, 5)
}
func (g *G) sfToken() string {
	return g.fresh(func() string {
		return g.sfOrg() + "!AQ" + g.pick("4A", "8A", "cA", "EA") + g.from(alnum+"._", 108)
	})
}
func (g *G) sfRefresh() string {
	return g.fresh(func() string { return "5Aep861" + g.from(alnum+"._", 80) })
}
func (g *G) mailgunKey() string { return g.fresh(func() string { return "key-" + g.hex(32) }) }
func (g *G) hex32() string      { return g.fresh(func() string { return g.hex(32) }) }
func (g *G) secretStr(k int) string {
	return g.fresh(func() string { return g.from(alnum, k) })
}
func (g *G) uuidSecret() string  { return g.fresh(g.uuid) }
func (g *G) slackSecret() string { return g.fresh(func() string { return g.from(alnum, 24) }) }

// ---------- keep look-alikes ----------

func (g *G) mcID() string { return g.hex(10) }
func (g *G) sfID(p string) string {
	return p + g.pick("5g", "8d", "Hs", "Dn") + "00000" + g.from(alnum, 5) + g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3)
}
func (g *G) klList() string { return g.from(alnum, 6) }
func (g *G) fbID(k int) string {
	return luhnFail(g.pick("1", "2", "6", "9", "8") + g.digits(k-1))
}
func (g *G) date() string {
	return fmt.Sprintf("202%d-%02d-%02d", g.n(3, 5), g.n(1, 12), g.n(1, 28))
}
func (g *G) isoTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", g.date(), g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) isoTSms() string {
	return fmt.Sprintf("%sT%02d:%02d:%02d.%03dZ", g.date(), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999))
}
func (g *G) sqlTS() string {
	return fmt.Sprintf("%s %02d:%02d:%02d", g.date(), g.n(0, 23), g.n(0, 59), g.n(0, 59))
}
func (g *G) euDate() string {
	return fmt.Sprintf("%02d.%02d.202%d", g.n(1, 28), g.n(1, 12), g.n(3, 5))
}
func (g *G) slashDate() string {
	return fmt.Sprintf("%02d/%02d/202%d", g.n(1, 28), g.n(1, 12), g.n(3, 5))
}
func (g *G) usDate() string {
	return fmt.Sprintf("%d/%d/202%d", g.n(1, 12), g.n(1, 28), g.n(3, 5))
}
func (g *G) unix() string   { return fmt.Sprint(g.n(1690000000, 1760000000)) }
func (g *G) unixMs() string { return g.unix() + g.digits(3) }
func (g *G) money(cur string) string {
	a := g.n(5, 99999)
	c := g.n(0, 99)
	switch cur {
	case "€de":
		return fmt.Sprintf("%s,%02d €", thou(a, "."), c)
	case "€fr":
		return fmt.Sprintf("%s,%02d €", thou(a, "\u202f"), c)
	case "R$":
		return fmt.Sprintf("R$ %s,%02d", thou(a, "."), c)
	case "zł":
		return fmt.Sprintf("%s,%02d zł", thou(a, " "), c)
	case "£":
		return fmt.Sprintf("£%s.%02d", thou(a, ","), c)
	}
	return fmt.Sprintf("$%s.%02d", thou(a, ","), c)
}
func thou(a int, sep string) string {
	s := fmt.Sprint(a)
	if len(s) <= 3 {
		return s
	}
	return s[:len(s)-3] + sep + s[len(s)-3:]
}
func (g *G) postal(cc string) string {
	switch cc {
	case "US":
		return fmt.Sprintf("%05d", g.n(1001, 99950))
	case "DE", "FR", "ES", "IT":
		return fmt.Sprintf("%05d", g.n(1067, 97999))
	case "NL":
		return fmt.Sprint(g.n(1011, 9999)) + " " + g.from("ABCDEFGHJKLMNPRSTVWXZ", 2)
	case "PL":
		return fmt.Sprintf("%02d-%03d", g.n(0, 99), g.n(0, 999))
	case "PT":
		return fmt.Sprintf("%04d-%03d", g.n(1000, 9999), g.n(0, 999))
	case "BR":
		return fmt.Sprintf("%05d-%03d", g.n(1000, 99999), g.n(0, 999))
	case "GB":
		return g.pick("SW1A 1AA", "EC1V 9HX", "M1 1AE", "B33 8TH", "LS1 4DY", "G2 3BZ", "N1 9GU")
	}
	return fmt.Sprint(g.n(1000, 9999))
}
func (g *G) shortCode() string { return fmt.Sprint(g.n(20000, 899999)) }
func (g *G) msgID(host string) string {
	return "<" + g.date()[:4] + g.digits(10) + "." + g.from(upAN, 10) + "@" + host + ">"
}
func (g *G) sgMsgID() string { return g.from(b64u, 22) }
func (g *G) ip() string {
	return fmt.Sprintf("%d.%d.%d.%d", g.pick2([]int{34, 52, 77, 85, 91, 149, 167, 185, 198, 203}), g.n(1, 254), g.n(0, 254), g.n(1, 254))
}
func (g *G) utmCampaign() string {
	return g.pick("spring_sale", "bf", "welcome_flow", "winback", "summer-drop", "newsletter", "cyber_monday", "abandoned_cart", "rentree", "sommerschlussverkauf", "rebajas", "saldi_estivi", "promocja") + "_" + g.date()[:4] + g.pick("", "_v2", "_a", "_b")
}
func (g *G) pickLang() string { return langs[g.r.Intn(len(langs))] }

var _ = rand.New
