package main

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"math/rand"
	"strconv"
	"strings"
)

var rng = rand.New(rand.NewSource(108))

// used holds every PII value handed out; it is only looked up, never iterated.
var used = map[string]bool{}

func ri(a, b int) int { return a + rng.Intn(b-a+1) }

func pick[T any](xs []T) T { return xs[rng.Intn(len(xs))] }

func chance(p float64) bool { return rng.Float64() < p }

// digits: n random digits. A run of 13-19 digits is made to fail the Luhn check, so
// that no reference, trace or account number is by chance a valid card number.
func digits(n int) string {
	for {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('0' + rng.Intn(10))
		}
		if n < 13 || n > 19 || !luhnOK(string(b)) {
			return string(b)
		}
	}
}

// nzdigits: n digits, the first not zero.
func nzdigits(n int) string { return strconv.Itoa(ri(1, 9)) + digits(n-1) }

func fromAlpha(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[rng.Intn(len(alpha))]
	}
	return string(b)
}

const (
	lowerHex = "0123456789abcdef"
	upperHex = "0123456789ABCDEF"
	alnumA   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b64urlA  = alnumA + "-_"
	upperA   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
)

func hexs(n int) string  { return fromAlpha(lowerHex, n) }
func uhex(n int) string  { return fromAlpha(upperHex, n) }
func alnum(n int) string { return fromAlpha(alnumA, n) }

// secretAlnum makes sure the token has digits and capitals in it (a real key does).
func secretAlnum(n int) string {
	for {
		s := alnum(n)
		d, u, l := 0, 0, 0
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			default:
				l++
			}
		}
		if d >= 2 && u >= 2 && l >= 2 {
			return s
		}
	}
}

func rbytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.Intn(256))
	}
	return b
}

func b64u(n int) string { return base64.RawURLEncoding.EncodeToString(rbytes(n)) }
func b64s(n int) string { return base64.StdEncoding.EncodeToString(rbytes(n)) }

func uuid() string {
	h := hexs(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[rng.Intn(4)]) + h[17:20] + "-" + h[20:]
}

func uniq(f func() string) string {
	for i := 0; ; i++ {
		v := f()
		if !used[v] {
			used[v] = true
			return v
		}
		if i > 10000 {
			panic("cannot make unique value: " + v)
		}
	}
}

// ---------- people ----------

type Person struct{ First, Last, AFirst, ALast string }

func (p Person) Full() string { return p.First + " " + p.Last }

var names = map[string][2][]string{
	"us": {{"Jennifer", "Michael", "Ashley", "David", "Brittany", "Carlos", "Tamika", "Kevin", "Megan", "Raj", "Lauren", "Brandon", "Keisha", "Tyler", "Dana", "Luis"},
		{"Whitfield", "Okafor", "Delgado", "Kowalski", "Brennan", "Huang", "Patterson", "Morales", "Fitzgerald", "Nguyen", "Sorensen", "Washington", "Castillo", "Hollis", "Abernathy", "Yoder"}},
	"uk": {{"Oliver", "Amelia", "Harry", "Isla", "George", "Priya", "Callum", "Siobhan", "Rhys", "Eleanor", "Jamal", "Fiona"},
		{"Pemberton", "Ashworth", "McAllister", "Hughes", "Thistlewood", "Khan", "Llewellyn", "Gallagher", "Brookes", "Okonjo", "Fairbairn", "Rowntree"}},
	"de": {{"Jürgen", "Sabine", "Lukas", "Anja", "Matthias", "Katrin", "Florian", "Birgit", "Tobias", "Heike", "Sven", "Dörte"},
		{"Müller", "Schröder", "Weißenborn", "Hoffmann", "Krüger", "Lehmann", "Bäcker", "Vogt", "Schulze", "Öztürk", "Brandt", "Kühn"}},
	"fr": {{"Céline", "Julien", "Aurélie", "Mathieu", "Hélène", "Nicolas", "Sophie", "Rémi", "Amandine", "Thierry", "Élodie", "Karim"},
		{"Lefèvre", "Moreau", "Dubois", "Girard", "Fontaine", "Rousseau", "Benali", "Chevalier", "Lemaître", "Garnier", "Perrin", "Marchand"}},
	"nl": {{"Sanne", "Joost", "Fleur", "Bram", "Lotte", "Maarten", "Ilse", "Ruud", "Femke", "Wouter"},
		{"de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "van den Berg"}},
	"es": {{"Lucía", "Javier", "Marta", "Álvaro", "Carmen", "Sergio", "Nuria", "Pablo", "Rocío", "Iñaki"},
		{"García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Etxeberria", "Gil", "Ortega"}},
	"it": {{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Davide", "Elena", "Lorenzo", "Silvia", "Matteo"},
		{"Rossi", "Bianchi", "Esposito", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti"}},
	"au": {{"Jack", "Chloe", "Liam", "Mia", "Cooper", "Sienna", "Lachlan", "Matilda", "Brodie", "Zara"},
		{"Thompson", "Nguyen", "O'Brien", "Mitchell", "Papadopoulos", "Kelly", "Tran", "Campbell", "Russo", "Walsh"}},
	"in": {{"Ananya", "Rohit", "Priyanka", "Vikram", "Sneha", "Arjun", "Kavya", "Suresh", "Meera", "Aditya"},
		{"Sharma", "Iyer", "Patel", "Reddy", "Nair", "Gupta", "Menon", "Chatterjee", "Kulkarni", "Deshpande"}},
	"jp": {{"Yuki", "Haruto", "Aoi", "Sota", "Misaki", "Kenji", "Naoko", "Takumi", "Emi", "Daisuke"},
		{"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato"}},
	"br": {{"João", "Ana", "Rafael", "Juliana", "Thiago", "Camila", "Bruno", "Letícia", "Gustavo", "Fernanda"},
		{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Rodrigues", "Almeida", "Carvalho", "Ribeiro"}},
	"se": {{"Erik", "Anna", "Johan", "Karin", "Oskar", "Linnea", "Magnus", "Elin"},
		{"Andersson", "Johansson", "Lindqvist", "Bergström", "Nyström", "Åberg", "Holm", "Sjöberg"}},
	"pl": {{"Katarzyna", "Piotr", "Agnieszka", "Tomasz", "Magdalena", "Paweł", "Joanna", "Marcin"},
		{"Kowalczyk", "Nowak", "Wiśniewska", "Zieliński", "Wójcik", "Lewandowski", "Kamińska", "Szymański"}},
	"ca": {{"Émilie", "Connor", "Geneviève", "Ryan", "Mélanie", "Dylan", "Avery", "Jean-François"},
		{"Tremblay", "Gagnon", "MacDonald", "Roy", "Bouchard", "Campbell", "Côté", "Singh"}},
}

var jpKanji = map[string]string{"Sato": "佐藤", "Suzuki": "鈴木", "Takahashi": "高橋", "Tanaka": "田中", "Watanabe": "渡辺", "Ito": "伊藤", "Yamamoto": "山本", "Nakamura": "中村", "Kobayashi": "小林", "Kato": "加藤",
	"Yuki": "由紀", "Haruto": "陽翔", "Aoi": "葵", "Sota": "蒼太", "Misaki": "美咲", "Kenji": "健二", "Naoko": "直子", "Takumi": "拓海", "Emi": "恵美", "Daisuke": "大輔"}

func ascii(s string) string {
	r := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue",
		"é", "e", "è", "e", "ê", "e", "ë", "e", "É", "E", "à", "a", "â", "a", "á", "a", "Á", "A", "í", "i", "ó", "o", "ú", "u",
		"ñ", "n", "Ñ", "N", "ç", "c", "ã", "a", "õ", "o", "ô", "o", "î", "i", "ï", "i", "å", "a", "Å", "A", "ł", "l", "ś", "s", "ń", "n", "ż", "z", "ź", "z", "ę", "e", "ą", "a", "ć", "c",
		"'", "", " ", "")
	return r.Replace(s)
}

func person(loc string) Person {
	n := names[loc]
	f, l := pick(n[0]), pick(n[1])
	return Person{First: f, Last: l, AFirst: strings.ToLower(ascii(f)), ALast: strings.ToLower(ascii(l))}
}

func (p Person) JP() string { return jpKanji[p.Last] + " " + jpKanji[p.First] }

var freeMail = map[string][]string{
	"us": {"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "aol.com", "comcast.net", "hotmail.com"},
	"uk": {"btinternet.com", "gmail.com", "hotmail.co.uk", "outlook.com", "sky.com", "yahoo.co.uk"},
	"de": {"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr"},
	"nl": {"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl"},
	"es": {"gmail.com", "telefonica.net", "hotmail.es", "yahoo.es", "outlook.es"},
	"it": {"libero.it", "virgilio.it", "gmail.com", "alice.it", "tiscali.it"},
	"au": {"bigpond.com", "optusnet.com.au", "gmail.com", "outlook.com.au", "iinet.net.au"},
	"in": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in"},
	"jp": {"docomo.ne.jp", "yahoo.co.jp", "gmail.com", "ezweb.ne.jp", "nifty.com"},
	"br": {"uol.com.br", "bol.com.br", "gmail.com", "terra.com.br", "hotmail.com.br"},
	"se": {"telia.com", "gmail.com", "bredband.net", "hotmail.se"},
	"pl": {"wp.pl", "onet.pl", "interia.pl", "gmail.com", "o2.pl"},
	"ca": {"shaw.ca", "sympatico.ca", "gmail.com", "videotron.ca", "rogers.com"},
}

func personalEmail(p Person, loc string) string {
	return uniq(func() string {
		dom := pick(freeMail[loc])
		var l string
		switch rng.Intn(6) {
		case 0:
			l = p.AFirst + "." + p.ALast
		case 1:
			l = p.AFirst[:1] + p.ALast
		case 2:
			l = p.AFirst + p.ALast + strconv.Itoa(ri(1, 99))
		case 3:
			l = p.AFirst + "_" + p.ALast + strconv.Itoa(ri(60, 99))
		case 4:
			l = p.ALast + "." + p.AFirst[:1]
		default:
			l = p.AFirst + "." + p.ALast + strconv.Itoa(ri(1, 2005))
		}
		return l + "@" + dom
	})
}

func workEmail(p Person, dom string) string {
	return uniq(func() string {
		var l string
		switch rng.Intn(4) {
		case 0:
			l = p.AFirst + "." + p.ALast
		case 1:
			l = p.AFirst[:1] + "." + p.ALast
		case 2:
			l = p.AFirst
		default:
			l = p.AFirst[:1] + p.ALast
		}
		if used[l+"@"+dom] {
			l += strconv.Itoa(ri(2, 9))
		}
		return l + "@" + dom
	})
}

func roleEmail(role, dom string) string {
	return uniq(func() string {
		if used[role+"@"+dom] {
			return role + strconv.Itoa(ri(1, 99)) + "@" + dom
		}
		return role + "@" + dom
	})
}

// ---------- companies ----------

type Co struct{ Name, Dom string }

var companies = map[string][]Co{
	"us": {{"Blue Heron Landscaping LLC", "blueheronlandscaping.com"}, {"Cedar & Pine Dental PLLC", "cedarpinedental.com"}, {"Redline Auto Detailing", "redlinedetail.net"}, {"Maple Street Bakery Inc.", "maplestreetbakery.com"}, {"Tri-County HVAC Services", "tricountyhvac.us"}, {"Lumen Yoga Studio", "lumenyoga.co"}, {"Hollis & Park CPAs", "hollisparkcpa.com"}, {"Granite Peak Roofing", "granitepeakroofing.com"}, {"Sunny Side Daycare", "sunnysidedaycare.org"}, {"Brightwork IT Consulting", "brightworkit.io"}},
	"uk": {{"Harbour Light Bakery Ltd", "harbourlightbakery.co.uk"}, {"Ashworth Joinery Ltd", "ashworthjoinery.co.uk"}, {"Kettle & Crumb Café", "kettleandcrumb.co.uk"}, {"Northgate Plumbing & Heating", "northgateplumbing.co.uk"}, {"Pemberton Lettings", "pembertonlettings.com"}, {"Fenwick Bookkeeping Services", "fenwickbooks.co.uk"}},
	"de": {{"Müller Dachdeckerei GmbH", "mueller-dach.de"}, {"Bäckerei Vogt", "baeckerei-vogt.de"}, {"Schröder IT-Service e.K.", "schroeder-it.de"}, {"Kanzlei Hoffmann Steuerberatung", "stb-hoffmann.de"}, {"Krüger Elektrotechnik GmbH", "krueger-elektro.de"}, {"Brandt & Kühn Architekten PartG", "brandt-kuehn.de"}},
	"fr": {{"Boulangerie Fontaine SARL", "boulangerie-fontaine.fr"}, {"Atelier Girard Menuiserie", "atelier-girard.fr"}, {"Cabinet Rousseau Expertise Comptable", "rousseau-expertise.fr"}, {"Garnier Plomberie SAS", "garnier-plomberie.fr"}, {"Studio Perrin Design", "studioperrin.fr"}},
	"nl": {{"Bakker Installatietechniek B.V.", "bakker-installatie.nl"}, {"Fietsenwinkel de Boer", "fietsendeboer.nl"}, {"Administratiekantoor Visser", "visser-administratie.nl"}, {"Smit Schilderwerken", "smitschilderwerken.nl"}},
	"es": {{"Talleres Navarro S.L.", "talleresnavarro.es"}, {"Gestoría Ortega", "gestoriaortega.es"}, {"Panadería Romero", "panaderiaromero.com"}, {"Clínica Dental Gil", "clinicadentalgil.es"}},
	"it": {{"Trattoria da Marino S.r.l.", "trattoriamarino.it"}, {"Studio Commercialista Ricci", "studioricci.it"}, {"Colombo Impianti Elettrici", "colomboimpianti.it"}, {"Ferramenta Greco", "ferramentagreco.it"}},
	"au": {{"Bondi Bean Roasters Pty Ltd", "bondibean.com.au"}, {"Tran Electrical Services", "tranelectrical.com.au"}, {"Walsh & Kelly Accountants", "walshkelly.com.au"}, {"Outback Mobile Mechanics", "outbackmobilemech.com.au"}},
	"in": {{"Sharma Textiles Pvt Ltd", "sharmatextiles.in"}, {"Iyer & Associates Chartered Accountants", "iyerassociates.in"}, {"Reddy Agro Traders", "reddyagro.co.in"}},
	"jp": {{"株式会社さくら工務店", "sakura-koumuten.co.jp"}, {"山本会計事務所", "yamamoto-kaikei.jp"}, {"有限会社みどり商店", "midori-shoten.jp"}},
	"br": {{"Padaria Pão Dourado Ltda", "paodourado.com.br"}, {"Oliveira Contabilidade", "oliveiracontabil.com.br"}, {"Costa Reformas ME", "costareformas.com.br"}},
	"se": {{"Bergström Bygg AB", "bergstrombygg.se"}, {"Holm Redovisning AB", "holmredovisning.se"}},
	"pl": {{"Nowak Usługi Remontowe", "nowak-remonty.pl"}, {"Biuro Rachunkowe Wiśniewska", "br-wisniewska.pl"}},
	"ca": {{"Boulangerie Tremblay Inc.", "boulangerietremblay.ca"}, {"MacDonald Snow Removal Ltd", "macdonaldsnow.ca"}},
}

func company(loc string) Co { return pick(companies[loc]) }

// ---------- phones ----------

var usAreas = []string{"212", "213", "312", "415", "503", "512", "617", "646", "702", "713", "720", "773", "805", "818", "857", "919", "954", "971", "206", "303", "404", "469", "615", "704", "786", "330", "480", "614", "860", "918"}
var caAreas = []string{"416", "604", "514", "403", "613", "647", "780", "902", "506", "705"}

func nanpParts(areas []string) (string, string, string) {
	a := pick(areas)
	var ex string
	for {
		ex = strconv.Itoa(ri(2, 9)) + digits(2)
		if ex != "555" && ex[1:] != "11" {
			break
		}
	}
	ln := digits(4)
	return a, ex, ln
}

func nanp(areas []string, style int) string {
	return uniq(func() string { return nanpRaw(areas, style) })
}

func nanpRaw(areas []string, style int) string {
	{
		a, e, l := nanpParts(areas)
		s := style
		if s < 0 {
			s = rng.Intn(7)
		}
		switch s {
		case 0:
			return fmt.Sprintf("(%s) %s-%s", a, e, l)
		case 1:
			return fmt.Sprintf("%s-%s-%s", a, e, l)
		case 2:
			return fmt.Sprintf("%s.%s.%s", a, e, l)
		case 3:
			return fmt.Sprintf("+1 %s %s %s", a, e, l)
		case 4:
			return fmt.Sprintf("+1-%s-%s-%s", a, e, l)
		case 5:
			return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
		case 6:
			return fmt.Sprintf("1-%s-%s-%s", a, e, l)
		case 7: // bare 10 digits, needs a label
			return a + e + l
		case 8: // E.164 without spaces
			return "+1" + a + e + l
		}
		return ""
	}
}

func d(n int) string  { return digits(n) }
func nz(n int) string { return nzdigits(n) }

// phone returns a number in one of the national or international layouts of loc.
// style -1 picks one at random; 'i' wants an international one, 'n' a national one.
func phone(loc string, want byte) string {
	return uniq(func() string {
		intl := want == 'i' || (want != 'n' && chance(0.45))
		switch loc {
		case "us":
			if intl {
				return nanpRaw(usAreas, pick([]int{3, 4, 5, 8}))
			}
			return nanpRaw(usAreas, pick([]int{0, 0, 1, 1, 2, 6}))
		case "ca":
			if intl {
				return nanpRaw(caAreas, pick([]int{3, 4, 5}))
			}
			return nanpRaw(caAreas, pick([]int{0, 1, 2}))
		case "uk":
			if intl {
				return pick([]string{"+44 20 " + pick([]string{"3", "7", "8"}) + d(3) + " " + d(4), "+44 7" + pick([]string{"4", "5", "8", "9"}) + d(2) + " " + d(6), "+44 (0)161 " + strconv.Itoa(ri(2, 8)) + d(2) + " " + d(4), "+44 113 " + strconv.Itoa(ri(2, 3)) + d(2) + " " + d(4)})
			}
			return pick([]string{"020 " + pick([]string{"3", "7", "8"}) + d(3) + " " + d(4), "07" + pick([]string{"4", "5", "8", "9"}) + d(2) + " " + d(6), "0161 " + strconv.Itoa(ri(2, 8)) + d(2) + " " + d(4), "0131 " + strconv.Itoa(ri(2, 5)) + d(2) + " " + d(4), "01" + strconv.Itoa(ri(2, 9)) + d(2) + " " + nz(6)})
		case "de":
			if intl {
				return pick([]string{"+49 30 " + nz(4) + " " + d(4), "+49 171 " + nz(7), "+49 (0)89 " + nz(4) + " " + d(4), "+49 151 " + nz(4) + " " + d(4), "+49 221 " + nz(7), "+49-40-" + nz(8)})
			}
			return pick([]string{"030 " + nz(8), "0171 " + nz(7), "0151 " + nz(8), "089 / " + nz(2) + " " + d(2) + " " + d(2) + " " + d(2), "0221 " + nz(7), "040 / " + nz(3) + " " + d(3) + " " + d(2), "0170/" + nz(7), "0711 " + nz(6) + "-" + d(2)})
		case "fr":
			pr := strconv.Itoa(pick([]int{1, 2, 3, 4, 5, 6, 7}))
			g := func() string { return d(2) + " " + d(2) + " " + d(2) + " " + d(2) }
			if intl {
				return pick([]string{"+33 " + pr + " " + g(), "+33 (0)" + pr + " " + g(), "+33" + pr + d(8)})
			}
			return pick([]string{"0" + pr + " " + g(), "0" + pr + "." + strings.ReplaceAll(g(), " ", ".")})
		case "nl":
			if intl {
				return pick([]string{"+31 6 " + nz(8), "+31 20 " + nz(3) + " " + d(4), "+31 (0)10 " + nz(3) + " " + d(4)})
			}
			return pick([]string{"06-" + nz(8), "06 " + nz(4) + " " + d(4), "020 " + nz(3) + " " + d(4), "010-" + nz(7)})
		case "es":
			if intl {
				return pick([]string{"+34 6" + d(2) + " " + d(3) + " " + d(3), "+34 91 " + nz(3) + " " + d(2) + " " + d(2), "+34 93 " + nz(3) + " " + d(2) + " " + d(2)})
			}
			return pick([]string{"6" + d(2) + " " + d(2) + " " + d(2) + " " + d(2), "91 " + nz(3) + " " + d(2) + " " + d(2), "6" + d(2) + " " + d(3) + " " + d(3)})
		case "it":
			if intl {
				return pick([]string{"+39 3" + strconv.Itoa(ri(2, 9)) + d(1) + " " + d(3) + " " + d(4), "+39 02 " + nz(4) + " " + d(4), "+39 06 " + nz(4) + " " + d(4)})
			}
			return pick([]string{"3" + strconv.Itoa(ri(2, 9)) + d(1) + " " + d(3) + " " + d(4), "02 " + nz(4) + " " + d(4), "06 " + nz(4) + " " + d(4), "011 " + nz(3) + " " + d(4)})
		case "au":
			if intl {
				return pick([]string{"+61 4" + d(2) + " " + d(3) + " " + d(3), "+61 2 9" + d(3) + " " + d(4), "+61 3 9" + d(3) + " " + d(4)})
			}
			return pick([]string{"04" + d(2) + " " + d(3) + " " + d(3), "(02) 9" + d(3) + " " + d(4), "(03) 9" + d(3) + " " + d(4), "(07) 3" + d(3) + " " + d(4)})
		case "in":
			if intl {
				return pick([]string{"+91 9" + d(4) + " " + d(5), "+91 8" + d(4) + " " + d(5), "+91-22-2" + d(3) + "-" + d(4), "+91 80 4" + d(3) + " " + d(4)})
			}
			return pick([]string{"09" + d(4) + " " + d(5), "022-2" + d(3) + " " + d(4), "080-4" + d(3) + "-" + d(4)})
		case "jp":
			if intl {
				return pick([]string{"+81 3-" + nz(4) + "-" + d(4), "+81 90-" + nz(4) + "-" + d(4), "+81-6-" + nz(4) + "-" + d(4)})
			}
			return pick([]string{"03-" + nz(4) + "-" + d(4), "090-" + nz(4) + "-" + d(4), "080-" + nz(4) + "-" + d(4), "06-" + nz(4) + "-" + d(4), "045-" + nz(3) + "-" + d(4)})
		case "br":
			if intl {
				return pick([]string{"+55 11 9" + d(4) + "-" + d(4), "+55 (21) 9" + d(4) + "-" + d(4), "+55 31 3" + d(3) + "-" + d(4)})
			}
			return pick([]string{"(11) 9" + d(4) + "-" + d(4), "(21) 9" + d(4) + "-" + d(4), "(11) 3" + d(3) + "-" + d(4), "(41) 9 " + d(4) + "-" + d(4)})
		case "se":
			if intl {
				return pick([]string{"+46 8 " + nz(3) + " " + d(3) + " " + d(2), "+46 70 " + nz(3) + " " + d(2) + " " + d(2), "+46 31 " + nz(3) + " " + d(2) + " " + d(2)})
			}
			return pick([]string{"08-" + nz(3) + " " + d(2) + " " + d(2), "070-" + nz(3) + " " + d(2) + " " + d(2), "031-" + nz(2) + " " + d(2) + " " + d(2)})
		case "pl":
			if intl {
				return pick([]string{"+48 22 " + nz(3) + " " + d(2) + " " + d(2), "+48 " + pick([]string{"5", "6", "7", "8"}) + d(2) + " " + d(3) + " " + d(3)})
			}
			return pick([]string{"22 " + nz(3) + " " + d(2) + " " + d(2), pick([]string{"5", "6", "7", "8"}) + d(2) + " " + d(3) + " " + d(3), pick([]string{"5", "6", "7", "8"}) + d(2) + "-" + d(3) + "-" + d(3)})
		case "at":
			return pick([]string{"+43 1 " + nz(7), "+43 664 " + nz(7), "0664 " + nz(7), "01 " + nz(3) + " " + d(2) + " " + d(2)})
		case "ch":
			return pick([]string{"+41 44 " + nz(3) + " " + d(2) + " " + d(2), "+41 79 " + nz(3) + " " + d(2) + " " + d(2), "044 " + nz(3) + " " + d(2) + " " + d(2)})
		}
		panic("phone loc " + loc)
	})
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
	g := ri(1, 99)
	s := ri(1, 9999)
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
}

func ssn(sep string) string {
	return uniq(func() string {
		a, g, s := ssnParts()
		if a == "987" && g == "65" {
			a = "486"
		}
		return a + sep + g + sep + s
	})
}

func itin(sep string) string {
	return uniq(func() string {
		gs := []int{}
		for g := 50; g <= 65; g++ {
			gs = append(gs, g)
		}
		for g := 70; g <= 88; g++ {
			gs = append(gs, g)
		}
		gs = append(gs, 90, 91, 92, 94, 95, 96, 97, 98, 99)
		return "9" + d(2) + sep + strconv.Itoa(pick(gs)) + sep + fmt.Sprintf("%04d", ri(1, 9999))
	})
}

// invalidSSN: SSN-shaped strings that are not valid SSNs (keep look-alikes).
func invalidSSN() string {
	switch rng.Intn(5) {
	case 0:
		return "000-" + fmt.Sprintf("%02d", ri(1, 99)) + "-" + fmt.Sprintf("%04d", ri(1, 9999))
	case 1:
		return "666-" + fmt.Sprintf("%02d", ri(1, 99)) + "-" + fmt.Sprintf("%04d", ri(1, 9999))
	case 2:
		return fmt.Sprintf("%03d-00-%04d", ri(1, 665), ri(1, 9999))
	case 3:
		return fmt.Sprintf("%03d-%02d-0000", ri(1, 665), ri(1, 99))
	}
	return fmt.Sprintf("9%02d-%02d-%04d", ri(0, 99), ri(10, 40), ri(1, 9999))
}

// ---------- cards ----------

func luhnOK(s string) bool {
	sum := 0
	dbl := false
	for i := len(s) - 1; i >= 0; i-- {
		n := int(s[i] - '0')
		if dbl {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		dbl = !dbl
	}
	return sum%10 == 0
}

func luhnComplete(prefix string, n int) string {
	body := prefix + digits(n-len(prefix)-1)
	for c := 0; c < 10; c++ {
		s := body + strconv.Itoa(c)
		if luhnOK(s) {
			return s
		}
	}
	panic("luhn")
}

var brands = []string{"visa", "visa", "visa", "mc", "mc", "mc2", "amex", "amex", "discover", "jcb", "diners", "unionpay"}

func cardDigits(brand string) string {
	switch brand {
	case "visa":
		return luhnComplete("4"+d(1), 16)
	case "mc":
		return luhnComplete(strconv.Itoa(ri(51, 55)), 16)
	case "mc2":
		return luhnComplete(strconv.Itoa(ri(2221, 2720)), 16)
	case "amex":
		return luhnComplete(pick([]string{"34", "37"}), 15)
	case "discover":
		return luhnComplete(pick([]string{"6011", "65", "644", "645", "646", "647", "648", "649"}), 16)
	case "jcb":
		return luhnComplete(strconv.Itoa(ri(3528, 3589)), 16)
	case "diners":
		return luhnComplete(pick([]string{"36", "300", "301", "305", "38"}), 14)
	case "unionpay":
		return luhnComplete("62"+strconv.Itoa(ri(2126, 2925))[:2], 16)
	}
	panic(brand)
}

func groupCard(s, sep string) string {
	switch len(s) {
	case 15:
		return s[:4] + sep + s[4:10] + sep + s[10:]
	case 14:
		return s[:4] + sep + s[4:10] + sep + s[10:]
	}
	var parts []string
	for i := 0; i < len(s); i += 4 {
		e := i + 4
		if e > len(s) {
			e = len(s)
		}
		parts = append(parts, s[i:e])
	}
	return strings.Join(parts, sep)
}

// card: a card number; sep "" plain, " " or "-" grouped; brand "" random.
func card(brand, sep string) string {
	return uniq(func() string {
		b := brand
		if b == "" {
			b = pick(brands)
		}
		s := cardDigits(b)
		if sep == "" {
			return s
		}
		return groupCard(s, sep)
	})
}

func brandName(num string) string {
	switch {
	case num[0] == '4':
		return "Visa"
	case num[0] == '5' || num[0] == '2':
		return "Mastercard"
	case strings.HasPrefix(num, "34") || strings.HasPrefix(num, "37"):
		return "American Express"
	case strings.HasPrefix(num, "35"):
		return "JCB"
	case strings.HasPrefix(num, "62"):
		return "UnionPay"
	case num[0] == '6':
		return "Discover"
	case num[0] == '3':
		return "Diners Club"
	}
	return "Card"
}

func last4(s string) string {
	s = strings.NewReplacer(" ", "", "-", "").Replace(s)
	return s[len(s)-4:]
}

// luhnFail: a 16-digit number with a card's prefix whose check digit is wrong.
func luhnFail(sep string) string {
	s := cardDigits(pick([]string{"visa", "mc", "discover"}))
	c := (int(s[len(s)-1]-'0') + ri(1, 9)) % 10
	s = s[:len(s)-1] + strconv.Itoa(c)
	if sep == "" {
		return s
	}
	return groupCard(s, sep)
}

func maskedCard() string {
	l := d(4)
	return pick([]string{"**** **** **** " + l, "XXXX-XXXX-XXXX-" + l, "•••• " + l, "************" + l, "ending in " + l, "xxxxxxxxxxxx" + l})
}

func expiry() string { return fmt.Sprintf("%02d/%d", ri(1, 12), ri(26, 31)) }

// ---------- JWT ----------

func jwtOf(header, payload string, sigBytes int) string {
	h := base64.RawURLEncoding.EncodeToString([]byte(header))
	p := base64.RawURLEncoding.EncodeToString([]byte(payload))
	return h + "." + p + "." + b64u(sigBytes)
}

func epoch() int { return ri(1704067200, 1767225600) }

func jwt(issuer string) string {
	return uniq(func() string {
		t := epoch()
		kid := uhex(40)
		switch issuer {
		case "xero":
			h := fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT","x5t":"%s"}`, kid, b64u(20))
			p := fmt.Sprintf(`{"nbf":%d,"exp":%d,"iss":"https://identity.xero.com","aud":"https://identity.xero.com/resources","client_id":"%s","sub":"%s","auth_time":%d,"xero_userid":"%s","global_session_id":"%s","sid":"%s","jti":"%s","authentication_event_id":"%s","scope":["email","profile","openid","accounting.transactions","accounting.contacts","offline_access"]}`, t, t+1800, uhex(32), hexs(32), t-60, uuid(), hexs(32), hexs(32), uhex(32), uuid())
			return jwtOf(h, p, 256)
		case "xero_id":
			h := fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, kid)
			p := fmt.Sprintf(`{"nbf":%d,"exp":%d,"iss":"https://identity.xero.com","aud":"%s","iat":%d,"at_hash":"%s","sid":"%s","sub":"%s","auth_time":%d,"xero_userid":"%s","preferred_username":"%s","given_name":"%s","family_name":"%s"}`, t, t+300, uhex(32), t, b64u(16), hexs(32), hexs(32), t-30, uuid(), "user"+d(4), "User", "Name")
			return jwtOf(h, p, 256)
		case "sage":
			h := fmt.Sprintf(`{"typ":"JWT","alg":"RS256","kid":"%s"}`, b64u(24))
			p := fmt.Sprintf(`{"https://sage.com/sbc/business_id":"%s","iss":"https://id.sage.com/","sub":"auth0|%s","aud":["sageone","https://id.sage.com/userinfo"],"iat":%d,"exp":%d,"azp":"%s","scope":"openid profile full_access offline_access"}`, hexs(32), hexs(24), t, t+300, alnum(32))
			return jwtOf(h, p, 256)
		case "entra":
			h := fmt.Sprintf(`{"typ":"JWT","alg":"RS256","x5t":"%s","kid":"%s"}`, b64u(20), b64u(20))
			p := fmt.Sprintf(`{"aud":"https://api.businesscentral.dynamics.com","iss":"https://sts.windows.net/%s/","iat":%d,"nbf":%d,"exp":%d,"aio":"%s","appid":"%s","appidacr":"1","idp":"https://sts.windows.net/%s/","oid":"%s","roles":["API.ReadWrite.All","Automation.ReadWrite.All"],"tid":"%s","ver":"1.0"}`, uuid(), t, t, t+3599, b64u(60), uuid(), uuid(), uuid(), uuid())
			return jwtOf(h, p, 256)
		case "datev":
			h := fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, hexs(16))
			p := fmt.Sprintf(`{"iss":"https://login.datev.de/openid","aud":"%s","sub":"%s","iat":%d,"exp":%d,"scope":"openid datev:accounting:clients accounting:documents","nbf":%d}`, hexs(32), uuid(), t, t+900, t)
			return jwtOf(h, p, 256)
		case "hs":
			h := `{"alg":"HS256","typ":"JWT"}`
			p := fmt.Sprintf(`{"sub":"%d","org_id":"%s","role":"bookkeeper","iat":%d,"exp":%d}`, ri(10000, 999999), uuid(), t, t+86400)
			return jwtOf(h, p, 32)
		case "myob":
			h := fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT","x5t":"%s"}`, uhex(40), b64u(20))
			p := fmt.Sprintf(`{"iss":"https://secure.myob.com","nbf":%d,"exp":%d,"aud":"https://api.myob.com","client_id":"%s","sub":"%s","scope":["CompanyFile","la.global"]}`, t, t+1200, uuid(), uuid())
			return jwtOf(h, p, 256)
		case "freee":
			h := `{"alg":"ES256","typ":"JWT"}`
			p := fmt.Sprintf(`{"iss":"https://accounts.secure.freee.co.jp","sub":"%d","company_id":%d,"iat":%d,"exp":%d}`, ri(1000000, 9999999), ri(1000000, 9999999), t, t+21600)
			return jwtOf(h, p, 64)
		}
		panic(issuer)
	})
}

// intuitJWE: QuickBooks Online access tokens are JWEs with an empty key segment.
func intuitJWE() string {
	return uniq(func() string {
		h := base64.RawURLEncoding.EncodeToString([]byte(`{"enc":"A128CBC-HS256","alg":"dir"}`))
		return h + ".." + b64u(16) + "." + b64u(ri(500, 700)) + "." + b64u(16)
	})
}

// ---------- tokens and secrets ----------

func tok(f func() string) string { return uniq(f) }

func stripeSecret() string {
	return tok(func() string { return "sk_live_51" + secretAlnum(22) + secretAlnum(75) })
}
func stripeRestricted() string {
	return tok(func() string { return "rk_live_51" + secretAlnum(22) + secretAlnum(75) })
}
func stripePublishable() string { return "pk_live_51" + secretAlnum(22) + secretAlnum(75) }
func whsec() string             { return tok(func() string { return "whsec_" + secretAlnum(32) }) }
func plaidSecret() string       { return tok(func() string { return hexs(30) }) }
func plaidAccess() string {
	return tok(func() string { return "access-production-" + uuid() })
}
func xeroSecret() string  { return tok(func() string { return fromAlpha(b64urlA, 48) }) }
func xeroRefresh() string { return tok(func() string { return hexs(64) }) }
func intuitSecret() string {
	return tok(func() string { return secretAlnum(40) })
}
func intuitRefresh() string {
	return tok(func() string { return "AB11" + digits(13) + secretAlnum(33) })
}
func intuitClientID() string { return "AB" + secretAlnum(48) }
func zohoToken() string {
	return tok(func() string { return "1000." + hexs(32) + "." + hexs(32) })
}
func squareToken() string {
	return tok(func() string { return "EAAA" + fromAlpha(b64urlA, 60) })
}
func paypalSecret() string { return tok(func() string { return "E" + fromAlpha(b64urlA, 79) }) }
func paypalAccess() string {
	return tok(func() string { return "A21AA" + fromAlpha(b64urlA, 92) })
}
func gocardless() string { return tok(func() string { return "live_" + fromAlpha(b64urlA, 40) }) }
func mollie() string     { return tok(func() string { return "live_" + secretAlnum(30) }) }
func shopify() string    { return tok(func() string { return "shpat_" + hexs(32) }) }
func sendgrid() string {
	return tok(func() string { return "SG." + fromAlpha(b64urlA, 22) + "." + fromAlpha(b64urlA, 43) })
}
func slackBot() string {
	return tok(func() string { return "xoxb-" + nz(12) + "-" + nz(13) + "-" + secretAlnum(24) })
}
func ghp() string       { return tok(func() string { return "ghp_" + secretAlnum(36) }) }
func awsSecret() string { return tok(func() string { return fromAlpha(alnumA+"/+", 40) }) }
func awsKeyID() string  { return "AKIA" + fromAlpha(upperA+"234567", 16) }
func hex32() string     { return tok(func() string { return hexs(32) }) }
func hex40() string     { return tok(func() string { return hexs(40) }) }
func hex64() string     { return tok(func() string { return hexs(64) }) }
func wiseToken() string { return tok(uuid) }
func mercury() string {
	return tok(func() string {
		return "secret-token:mercury_production_" + pick([]string{"rma", "wma"}) + "_" + secretAlnum(38) + "_yrucrem"
	})
}
func brex() string     { return tok(func() string { return "bxt_" + secretAlnum(40) }) }
func exactTok() string { return tok(func() string { return "gAAAAA" + fromAlpha(b64urlA, 330) }) }
func razorSecret() string {
	return tok(func() string { return secretAlnum(24) })
}
func generic(n int) string { return tok(func() string { return secretAlnum(n) }) }
func b64tok(n int) string  { return tok(func() string { return b64s(n) }) }
func googleAppPw() string {
	return tok(func() string {
		l := "abcdefghijklmnopqrstuvwxyz"
		return fromAlpha(l, 4) + " " + fromAlpha(l, 4) + " " + fromAlpha("bcdfghjklmnpqrstvwxz", 4) + " " + fromAlpha(l, 4)
	})
}

var pwWords = []string{"Harbour", "Ledger", "Maple", "Sonnen", "Kanzlei", "Boulang", "Fietsen", "Trattoria", "Koala", "Sakura", "Padaria", "Granite", "Otter", "Falke", "Tulip", "Bookkeep", "Payroll", "Quartal", "Bilanz", "Cactus", "Comet", "Lighthouse"}

func password() string {
	return tok(func() string {
		switch rng.Intn(4) {
		case 0:
			return pick(pwWords) + pick([]string{"!", "#", "$", "%", "?", "&", "*"}) + d(ri(2, 4))
		case 1:
			return fromAlpha(alnumA+"!#%*+-=?", ri(12, 18)) + d(1)
		case 2:
			return strings.ToLower(pick(pwWords)) + d(4) + pick([]string{"!", ".", "_", "#"}) + fromAlpha(upperA, 2)
		}
		return pick(pwWords) + "-" + pick(pwWords) + "-" + d(2)
	})
}

func basicAuth(user, pass string) string {
	return tok(func() string { return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass)) })
}

// ---------- keep look-alikes ----------

func mod97(s string) int {
	var sb strings.Builder
	for _, c := range s {
		if c >= 'A' && c <= 'Z' {
			sb.WriteString(strconv.Itoa(int(c-'A') + 10))
		} else {
			sb.WriteRune(c)
		}
	}
	n, _ := new(big.Int).SetString(sb.String(), 10)
	return int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
}

func ibanRaw(cc string) string {
	var bban string
	switch cc {
	case "DE":
		bban = pick([]string{"37040044", "10070000", "50010517", "20050550", "70150000", "43060967"}) + d(10)
	case "GB":
		bban = pick([]string{"NWBK", "BARC", "LOYD", "HBUK", "MIDL"}) + d(6) + d(8)
	case "FR":
		bban = "30004" + d(5) + d(11) + d(2)
	case "NL":
		bban = pick([]string{"ABNA", "INGB", "RABO", "TRIO", "KNAB"}) + d(10)
	case "ES":
		bban = pick([]string{"2100", "0049", "0182", "2085"}) + d(16)
	case "IT":
		bban = string(upperA[rng.Intn(26)]) + "03069" + d(5) + d(12)
	case "BE":
		bban = d(12)
	case "AT":
		bban = "20111" + d(11)
	case "CH":
		bban = "00762" + d(12)
	case "SE":
		bban = "5000" + d(16)
	case "PL":
		bban = d(24)
	}
	chk := 98 - mod97(bban+cc+"00")
	return fmt.Sprintf("%s%02d%s", cc, chk, bban)
}

func iban(cc string, spaced bool) string {
	s := ibanRaw(cc)
	if !spaced {
		return s
	}
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

var bics = map[string][]string{"DE": {"COBADEFFXXX", "DEUTDEFF", "GENODEF1S04", "BYLADEM1001"}, "GB": {"NWBKGB2L", "BARCGB22", "HBUKGB4B"}, "FR": {"BNPAFRPPXXX", "SOGEFRPP", "CRLYFRPP"}, "NL": {"ABNANL2A", "INGBNL2A", "RABONL2U"}, "ES": {"CAIXESBBXXX", "BBVAESMM"}, "IT": {"UNCRITMMXXX", "BCITITMM"}, "BE": {"GEBABEBB"}, "AT": {"GIBAATWWXXX"}, "CH": {"UBSWCHZH80A"}, "SE": {"ESSESESS"}, "PL": {"BREXPLPW"}}

var abas = []string{"021000021", "026009593", "121000248", "011000138", "322271627", "111000025", "071000013", "091000019", "122105278", "061000104", "043000096", "031176110"}

func ein() string {
	return pick([]string{"12", "13", "20", "27", "45", "46", "47", "81", "82", "83", "84", "85", "86", "87", "88", "90", "92", "93", "94", "95"}) + "-" + d(7)
}

func invNo() string {
	return pick([]string{"INV-" + strconv.Itoa(ri(2023, 2025)) + "-" + fmt.Sprintf("%05d", ri(1, 99999)), "RE-" + strconv.Itoa(ri(2023, 2025)) + "-" + fmt.Sprintf("%04d", ri(1, 9999)), "F" + strconv.Itoa(ri(2023, 2025)) + fmt.Sprintf("%05d", ri(1, 99999)), "INV" + fmt.Sprintf("%06d", ri(1, 999999)), strconv.Itoa(ri(2023, 2025)) + "/" + fmt.Sprintf("%04d", ri(1, 9999))})
}

func poNo() string {
	return pick([]string{"PO-" + d(6), "4500" + d(6), "PO#" + d(5), "BO-" + strconv.Itoa(ri(2023, 2025)) + "-" + d(4)})
}

func luhnDigitsValid(prefix string, n int) string { return luhnComplete(prefix, n) }

func siret() string {
	s := luhnComplete(strconv.Itoa(ri(3, 9))+d(7), 9)
	for {
		t := s + d(4)
		for c := 0; c < 10; c++ {
			if luhnOK(t + strconv.Itoa(c)) {
				return t + strconv.Itoa(c)
			}
		}
	}
}

func abn() string {
	w := []int{10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19}
	for {
		s := nz(11)
		sum := 0
		for i := 0; i < 11; i++ {
			n := int(s[i] - '0')
			if i == 0 {
				n--
			}
			sum += n * w[i]
		}
		if sum%89 == 0 {
			return s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:]
		}
	}
}

func cnpj() string {
	b := d(8) + "0001"
	calc := func(s string, w []int) int {
		sum := 0
		for i := range s {
			sum += int(s[i]-'0') * w[i]
		}
		r := sum % 11
		if r < 2 {
			return 0
		}
		return 11 - r
	}
	d1 := calc(b, []int{5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2})
	b2 := b + strconv.Itoa(d1)
	d2 := calc(b2, []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2})
	s := b2 + strconv.Itoa(d2)
	return s[:2] + "." + s[2:5] + "." + s[5:8] + "/" + s[8:12] + "-" + s[12:]
}

func vatID(cc string) string {
	switch cc {
	case "GB":
		return "GB " + d(3) + " " + d(4) + " " + d(2)
	case "DE":
		return "DE" + nz(9)
	case "FR":
		return "FR" + d(2) + nz(9)
	case "NL":
		return "NL" + nz(9) + "B0" + strconv.Itoa(ri(1, 3))
	case "ES":
		return "ESB" + d(8)
	case "IT":
		return "IT" + d(11)
	case "SE":
		return "SE" + nz(10) + "01"
	case "PL":
		return "PL" + nz(10)
	case "AT":
		return "ATU" + nz(8)
	case "BE":
		return "BE0" + nz(9)
	}
	panic(cc)
}

// ---------- amounts and dates ----------

func thousands(n int, sep string) string {
	s := strconv.Itoa(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func amount(loc string) string {
	n := ri(12, 48000)
	c := fmt.Sprintf("%02d", ri(0, 99))
	switch loc {
	case "us", "ca":
		return "$" + thousands(n, ",") + "." + c
	case "au":
		return "A$" + thousands(n, ",") + "." + c
	case "uk":
		return "£" + thousands(n, ",") + "." + c
	case "de", "at":
		return thousands(n, ".") + "," + c + " €"
	case "fr":
		return thousands(n, "\u202f") + "," + c + " €"
	case "nl", "it":
		return "€ " + thousands(n, ".") + "," + c
	case "es":
		return thousands(n, ".") + "," + c + " €"
	case "in":
		return "₹" + thousands(n*10, ",") + ".00"
	case "jp":
		return "¥" + thousands(n*10, ",")
	case "br":
		return "R$ " + thousands(n, ".") + "," + c
	case "se":
		return thousands(n, " ") + "," + c + " kr"
	case "pl":
		return thousands(n, " ") + "," + c + " zł"
	case "ch":
		return "CHF " + thousands(n, "'") + "." + c
	}
	return strconv.Itoa(n) + "." + c
}

func plainAmt() string { return fmt.Sprintf("%d.%02d", ri(5, 25000), ri(0, 99)) }

type Date struct{ Y, M, D int }

func date() Date           { return Date{ri(2023, 2025), ri(1, 12), ri(1, 28)} }
func (t Date) ISO() string { return fmt.Sprintf("%04d-%02d-%02d", t.Y, t.M, t.D) }
func (t Date) US() string  { return fmt.Sprintf("%02d/%02d/%04d", t.M, t.D, t.Y) }
func (t Date) EU() string  { return fmt.Sprintf("%02d/%02d/%04d", t.D, t.M, t.Y) }
func (t Date) DE() string  { return fmt.Sprintf("%02d.%02d.%04d", t.D, t.M, t.Y) }
func (t Date) JP() string  { return fmt.Sprintf("%d年%d月%d日", t.Y, t.M, t.D) }
func (t Date) YYMMDD() string {
	return fmt.Sprintf("%02d%02d%02d", t.Y%100, t.M, t.D)
}
func (t Date) Compact() string { return fmt.Sprintf("%04d%02d%02d", t.Y, t.M, t.D) }
func (t Date) Loc(loc string) string {
	switch loc {
	case "us":
		return t.US()
	case "de", "at", "ch", "pl":
		return t.DE()
	case "jp":
		return t.JP()
	case "se", "ca":
		return t.ISO()
	case "nl":
		return fmt.Sprintf("%02d-%02d-%04d", t.D, t.M, t.Y)
	}
	return t.EU()
}

func ts() string {
	t := date()
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", t.ISO(), ri(0, 23), ri(0, 59), ri(0, 59))
}

func version() string { return fmt.Sprintf("%d.%d.%d", ri(1, 9), ri(0, 30), ri(0, 20)) }
