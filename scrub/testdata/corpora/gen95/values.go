package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/big"
	"math/rand"
	"strings"
)

// G holds the generator state: one seeded source and the set of values used.
type G struct {
	r    *rand.Rand
	used map[string]bool // lookups only, never iterated
}

func (g *G) n(k int) int              { return g.r.Intn(k) }
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) chance(p float64) bool    { return g.r.Float64() < p }
func (g *G) rng(a, b int) int         { return a + g.r.Intn(b-a+1) }

// uniq draws until the key of the value is new.
func (g *G) uniq(key func(string) string, f func() string) string {
	for i := 0; ; i++ {
		v := f()
		k := key(v)
		if !g.used[k] {
			g.used[k] = true
			return v
		}
		if i > 10000 {
			panic("uniq: exhausted " + v)
		}
	}
}

func ident(s string) string { return "v:" + s }

func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// phoneKey: the last eight digits identify a phone across its formats.
func phoneKey(s string) string {
	d := onlyDigits(s)
	if len(d) > 8 {
		d = d[len(d)-8:]
	}
	return "ph:" + d
}

func (g *G) digits(k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = byte('0' + g.n(10))
	}
	return string(b)
}

func (g *G) digitsNZ(k int) string { return string(byte('1'+g.n(9))) + g.digits(k-1) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexd = "0123456789abcdef"
const upalnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

func (g *G) from(alpha string, k int) string {
	b := make([]byte, k)
	for i := range b {
		b[i] = alpha[g.n(len(alpha))]
	}
	return string(b)
}

// mixed returns k alphanumerics holding at least two digits and two capitals.
func (g *G) mixed(k int) string {
	for {
		s := g.from(alnum, k)
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

// ---------- people ----------

type Region struct {
	code    string
	first   []string
	last    []string
	domains []string
	city    []string
}

var regions = []Region{
	{"qc", []string{"Marie-Ève", "Jean-François", "Mathieu", "Geneviève", "Émilie", "Sébastien", "Catherine", "Maxime", "Isabelle", "Étienne", "Josée", "Benoît", "Mélanie", "Frédéric", "Annie", "Simon"},
		[]string{"Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Pelletier", "Bélanger", "Lévesque", "Ouellet", "Bergeron", "Giroux", "Paquette"},
		[]string{"videotron.ca", "sympatico.ca", "hotmail.com", "gmail.com", "outlook.com", "yahoo.ca", "cgocable.ca", "globetrotter.net", "live.ca", "icloud.com"},
		[]string{"Montréal", "Québec", "Laval", "Gatineau", "Longueuil", "Sherbrooke", "Trois-Rivières", "Saguenay", "Lévis", "Rimouski"}},
	{"be", []string{"Lucas", "Manon", "Louis", "Chloé", "Nathan", "Camille", "Arthur", "Juliette", "Maxime", "Océane", "Thibault", "Amandine"},
		[]string{"Peeters", "Janssens", "Dubois", "Lambert", "Dupont", "Maes", "Lejeune", "Renard", "Hermans", "Simon", "Lemaire", "Collard"},
		[]string{"skynet.be", "telenet.be", "proximus.be", "gmail.com", "hotmail.be", "live.be", "voo.be", "outlook.be"},
		[]string{"Bruxelles", "Liège", "Namur", "Charleroi", "Mons", "Ixelles", "Wavre", "Louvain-la-Neuve", "Tournai"}},
	{"ch", []string{"Léa", "Noah", "Mathilde", "Loïc", "Aurélie", "Raphaël", "Céline", "Yannick", "Sophie", "Damien"},
		[]string{"Favre", "Rochat", "Bonvin", "Pittet", "Jaquet", "Chappuis", "Monnier", "Rey", "Cuendet", "Perrin"},
		[]string{"bluewin.ch", "gmail.com", "sunrise.ch", "hispeed.ch", "netplus.ch", "romandie.com", "gmx.ch"},
		[]string{"Genève", "Lausanne", "Fribourg", "Neuchâtel", "Sion", "Yverdon-les-Bains", "Montreux", "Delémont"}},
	{"lu", []string{"Laurent", "Tessy", "Mike", "Claudine", "Yves", "Anne"},
		[]string{"Schmit", "Weber", "Hoffmann", "Wagner", "Muller", "Kieffer", "Reuter"},
		[]string{"pt.lu", "gmail.com", "internet.lu", "post.lu", "vo.lu"},
		[]string{"Luxembourg", "Esch-sur-Alzette", "Differdange", "Ettelbruck"}},
	{"mc", []string{"Grégory", "Stéphanie", "Alexandre", "Caroline"},
		[]string{"Notari", "Pastor", "Gastaud", "Médecin", "Boisson"},
		[]string{"monaco.mc", "gmail.com", "libello.com", "hotmail.fr"},
		[]string{"Monaco", "Monte-Carlo", "Fontvieille"}},
	{"re", []string{"Kévin", "Sandrine", "Johan", "Nadia", "Wilfried", "Cindy", "Jessica", "Teddy"},
		[]string{"Hoarau", "Payet", "Grondin", "Fontaine", "Técher", "Boyer", "Robert", "Maillot"},
		[]string{"orange.fr", "wanadoo.fr", "gmail.com", "hotmail.fr", "zeop.re", "canalbox.re"},
		[]string{"Saint-Denis", "Saint-Pierre", "Le Tampon", "Saint-Paul", "Saint-André"}},
	{"an", []string{"Jean-Marc", "Ludivine", "Fabrice", "Murielle", "Harry", "Nathalie", "Steeve", "Maryse"},
		[]string{"Marie-Sainte", "Jean-Baptiste", "Zobda", "Lacroix", "Belfort", "Romain", "Calixte", "Nicolas"},
		[]string{"orange.fr", "wanadoo.fr", "gmail.com", "hotmail.fr", "outremer-telecom.fr", "yahoo.fr"},
		[]string{"Fort-de-France", "Le Lamentin", "Pointe-à-Pitre", "Les Abymes", "Baie-Mahault", "Cayenne", "Kourou", "Mamoudzou"}},
	{"ma", []string{"Youssef", "Fatima-Zahra", "Mehdi", "Karim", "Amine", "Salma", "Yasmine", "Hamza", "Imane", "Soufiane", "Kenza", "Othmane"},
		[]string{"Benali", "El Amrani", "Alaoui", "Bennani", "Tazi", "Berrada", "Chraibi", "El Idrissi", "Lahlou", "Ouazzani", "Benjelloun"},
		[]string{"gmail.com", "menara.ma", "hotmail.fr", "yahoo.fr", "outlook.fr", "iam.net.ma"},
		[]string{"Casablanca", "Rabat", "Marrakech", "Fès", "Tanger", "Agadir", "Oujda", "Kénitra"}},
	{"dz", []string{"Walid", "Amina", "Sofiane", "Meriem", "Riad", "Lynda", "Nassim", "Samira", "Yacine"},
		[]string{"Boudiaf", "Haddad", "Belkacem", "Mansouri", "Benaissa", "Khelifi", "Saadi", "Ait Ahmed", "Cherif"},
		[]string{"gmail.com", "yahoo.fr", "hotmail.com", "djaweb.dz", "outlook.fr"},
		[]string{"Alger", "Oran", "Constantine", "Annaba", "Tizi Ouzou", "Sétif", "Blida", "Béjaïa"}},
	{"tn", []string{"Mohamed Ali", "Ines", "Skander", "Rym", "Anis", "Olfa", "Hatem", "Sarra"},
		[]string{"Trabelsi", "Ben Salah", "Jaziri", "Gharbi", "Mejri", "Hammami", "Bouazizi", "Chaabane"},
		[]string{"gmail.com", "topnet.tn", "yahoo.fr", "planet.tn", "hotmail.fr"},
		[]string{"Tunis", "Sfax", "Sousse", "La Marsa", "Nabeul", "Bizerte", "Monastir"}},
	{"sn", []string{"Moussa", "Aminata", "Fatou", "Ousmane", "Cheikh", "Awa", "Mamadou", "Aïssatou", "Ibrahima", "Ndeye", "Abdoulaye", "Khady"},
		[]string{"Diop", "Ndiaye", "Fall", "Sow", "Diallo", "Ba", "Gueye", "Faye", "Sarr", "Mbaye", "Cissé", "Seck"},
		[]string{"gmail.com", "orange.sn", "yahoo.fr", "hotmail.com", "ucad.edu.sn", "outlook.com"},
		[]string{"Dakar", "Thiès", "Saint-Louis", "Ziguinchor", "Touba", "Rufisque", "Mbour", "Kaolack"}},
	{"ci", []string{"Kouadio", "Adjoua", "Yao", "Aya", "Koffi", "Affoué", "Serge", "Mariam", "Didier", "Ange"},
		[]string{"Kouassi", "Koné", "Traoré", "Bamba", "Yao", "N'Guessan", "Ouattara", "Coulibaly", "Konan", "Assi"},
		[]string{"gmail.com", "yahoo.fr", "aviso.ci", "orange.ci", "hotmail.com", "outlook.fr"},
		[]string{"Abidjan", "Cocody", "Yopougon", "Bouaké", "Yamoussoukro", "San-Pédro", "Daloa", "Marcory"}},
	{"cm", []string{"Paul", "Brice", "Linda", "Hervé", "Nadège", "Christian", "Blaise", "Carine", "Rodrigue"},
		[]string{"Mbarga", "Nkoulou", "Fotso", "Tchinda", "Ngono", "Kamga", "Etoundi", "Nana", "Ateba", "Tchoumi"},
		[]string{"gmail.com", "yahoo.fr", "camtel.cm", "hotmail.fr", "outlook.com"},
		[]string{"Yaoundé", "Douala", "Bafoussam", "Garoua", "Bamenda", "Kribi"}},
	{"cd", []string{"Patrick", "Grâce", "Jonathan", "Divine", "Trésor", "Merveille", "Fiston", "Ruth", "Glody"},
		[]string{"Mukendi", "Kabongo", "Ilunga", "Tshibanda", "Mbuyi", "Kalala", "Lukusa", "Mulamba", "Kasongo"},
		[]string{"gmail.com", "yahoo.fr", "hotmail.com", "outlook.fr", "unikin.ac.cd"},
		[]string{"Kinshasa", "Lubumbashi", "Goma", "Bukavu", "Kisangani", "Matadi", "Kolwezi"}},
	{"mg", []string{"Hery", "Fanja", "Tiana", "Nirina", "Rivo", "Voahangy", "Mamy", "Haingo"},
		[]string{"Rakotomalala", "Randrianarisoa", "Rasoanaivo", "Rakotondrabe", "Andriamanantena", "Razafindrakoto", "Ravelojaona"},
		[]string{"gmail.com", "moov.mg", "yahoo.fr", "blueline.mg", "telma.net"},
		[]string{"Antananarivo", "Toamasina", "Antsirabe", "Mahajanga", "Fianarantsoa"}},
	{"ht", []string{"Jean-Robert", "Wideline", "Stéphanie", "Jocelyn", "Ketly", "Wilner", "Roseline", "Guerby", "Mirlande"},
		[]string{"Jean-Louis", "Pierre-Louis", "Joseph", "Célestin", "Augustin", "Dorsainvil", "Étienne", "Saint-Fleur", "Charles"},
		[]string{"gmail.com", "hotmail.com", "yahoo.com", "hainet.net", "outlook.com"},
		[]string{"Port-au-Prince", "Pétion-Ville", "Cap-Haïtien", "Delmas", "Jacmel", "Les Cayes", "Gonaïves"}},
	{"lb", []string{"Rami", "Nadine", "Georges", "Rita", "Elie", "Maya", "Karim", "Joëlle", "Ziad"},
		[]string{"Haddad", "Khoury", "Saad", "Nassar", "Abi Nader", "Frem", "Sfeir", "Gemayel", "Aoun", "Karam"},
		[]string{"gmail.com", "hotmail.com", "idm.net.lb", "yahoo.com", "outlook.com", "terra.net.lb"},
		[]string{"Beyrouth", "Jounieh", "Tripoli", "Saïda", "Zahlé", "Byblos", "Achrafieh"}},
}

func regionByCode(c string) Region {
	for _, r := range regions {
		if r.code == c {
			return r
		}
	}
	panic("region " + c)
}

type Person struct {
	First, Last, Region string
	R                   Region
}

func (g *G) person(code string) Person {
	var r Region
	if code == "" {
		r = regions[g.n(len(regions))]
	} else {
		r = regionByCode(code)
	}
	return Person{r.first[g.n(len(r.first))], r.last[g.n(len(r.last))], r.code, r}
}

func (p Person) Full() string { return p.First + " " + p.Last }

var accentRepl = strings.NewReplacer("é", "e", "è", "e", "ê", "e", "ë", "e", "É", "e", "È", "e", "à", "a", "â", "a", "ä", "a", "î", "i", "ï", "i", "ô", "o", "ö", "o", "û", "u", "ü", "u", "ç", "c", "'", "", " ", "", "Ï", "i")

func slug(s string) string { return strings.ToLower(accentRepl.Replace(s)) }

func (g *G) emailFor(p Person) string {
	return g.uniq(ident, func() string {
		f, l := slug(p.First), slug(p.Last)
		f1 := strings.SplitN(f, "-", 2)[0]
		var local string
		switch g.n(9) {
		case 0:
			local = f + "." + l
		case 1:
			local = f1 + l + fmt.Sprint(g.rng(1, 99))
		case 2:
			local = f[:1] + "." + l
		case 3:
			local = l + "_" + f1
		case 4:
			local = f1 + "-" + l
		case 5:
			local = f1 + "." + l + fmt.Sprint(g.rng(70, 2005))
		case 6:
			local = l + f[:1] + fmt.Sprint(g.rng(10, 999))
		case 7:
			local = f1 + l[:min(len(l), 4)] + fmt.Sprint(g.rng(1, 31))
		default:
			local = f1 + "." + l
		}
		return local + "@" + p.R.domains[g.n(len(p.R.domains))]
	})
}

func (g *G) workEmail(p Person, domain string) string {
	return g.uniq(ident, func() string {
		f, l := slug(p.First), slug(p.Last)
		f1 := strings.SplitN(f, "-", 2)[0]
		switch g.n(3) {
		case 0:
			return f1 + "." + l + "@" + domain
		case 1:
			return f1[:1] + l + "@" + domain
		}
		return f1 + "." + l + fmt.Sprint(g.rng(1, 9)) + "@" + domain
	})
}

// ---------- phones ----------

func (g *G) nanpExch() string {
	for {
		e := fmt.Sprintf("%d%02d", g.rng(2, 9), g.n(100))
		if e[1:] != "11" && e != "555" && e != "958" && e != "959" {
			return e
		}
	}
}

// nanpFmt formats area+exch+line in one of the ways Québecers write it.
func (g *G) nanpFmt(a, e, l string, style int) string {
	switch style {
	case 0:
		return fmt.Sprintf("(%s) %s-%s", a, e, l)
	case 1:
		return fmt.Sprintf("%s-%s-%s", a, e, l)
	case 2:
		return fmt.Sprintf("%s %s-%s", a, e, l)
	case 3:
		return fmt.Sprintf("%s.%s.%s", a, e, l)
	case 4:
		return fmt.Sprintf("+1 %s %s %s", a, e, l)
	case 5:
		return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
	case 6:
		return fmt.Sprintf("1-%s-%s-%s", a, e, l)
	case 7:
		return fmt.Sprintf("+1-%s-%s-%s", a, e, l)
	case 8:
		return fmt.Sprintf("+1%s%s%s", a, e, l)
	default:
		return fmt.Sprintf("%s %s %s", a, e, l)
	}
}

func (g *G) phoneNANP(areas ...string) string {
	return g.uniq(phoneKey, func() string {
		return g.nanpFmt(g.pick(areas...), g.nanpExch(), g.digits(4), g.n(10))
	})
}

var qcAreas = []string{"514", "438", "450", "579", "418", "581", "367", "819", "873", "263", "354"}

func (g *G) phoneQC() string { return g.phoneNANP(qcAreas...) }

func pairs(s string) string { // "12345678" -> "12 34 56 78"
	var parts []string
	for i := 0; i < len(s); i += 2 {
		j := min(i+2, len(s))
		parts = append(parts, s[i:j])
	}
	return strings.Join(parts, " ")
}

func (g *G) phoneBE() string {
	return g.uniq(phoneKey, func() string {
		if g.chance(0.7) {
			p := g.pick("470", "471", "472", "473", "474", "475", "476", "477", "478", "479", "484", "485", "486", "487", "488", "489", "490", "491", "492", "493", "494", "495", "496", "497", "498", "499", "460", "468")
			d := g.digits(6)
			switch g.n(7) {
			case 0:
				return "0" + p + " " + pairs(d)
			case 1:
				return "0" + p + "/" + d[:2] + "." + d[2:4] + "." + d[4:]
			case 2:
				return "0" + p + "/" + d
			case 3:
				return "+32 " + p + " " + pairs(d)
			case 4:
				return "+32 (0)" + p + " " + pairs(d)
			case 5:
				return "0032 " + p + " " + pairs(d)
			default:
				return "+32" + p + d
			}
		}
		a := g.pick("2", "4", "9", "10", "81", "65", "71", "69", "67", "87")
		d := g.digits(8 - len(a))
		if len(a) == 1 {
			switch g.n(3) {
			case 0:
				return "0" + a + " " + d[:3] + " " + pairs(d[3:])
			case 1:
				return "+32 " + a + " " + d[:3] + " " + pairs(d[3:])
			default:
				return "0" + a + "/" + d[:3] + "." + d[3:5] + "." + d[5:]
			}
		}
		switch g.n(3) {
		case 0:
			return "0" + a + " " + pairs(d)
		case 1:
			return "+32 " + a + " " + pairs(d)
		default:
			return "0" + a + "/" + d[:2] + "." + d[2:4] + "." + d[4:]
		}
	})
}

func (g *G) phoneCH() string {
	return g.uniq(phoneKey, func() string {
		var a string
		if g.chance(0.7) {
			a = g.pick("76", "77", "78", "79", "75")
		} else {
			a = g.pick("22", "21", "24", "26", "27", "32", "58")
		}
		d := g.digits(7)
		loc := d[:3] + " " + d[3:5] + " " + d[5:]
		switch g.n(5) {
		case 0, 1:
			return "0" + a + " " + loc
		case 2:
			return "+41 " + a + " " + loc
		case 3:
			return "0041 " + a + " " + loc
		default:
			return "+41" + a + d
		}
	})
}

func (g *G) phoneLU() string {
	return g.uniq(phoneKey, func() string {
		if g.chance(0.7) {
			p := g.pick("621", "628", "661", "671", "691", "651")
			d := g.digits(6)
			switch g.n(3) {
			case 0:
				return "+352 " + p + " " + d[:3] + " " + d[3:]
			case 1:
				return "(+352) " + p + " " + d[:3] + " " + d[3:]
			default:
				return "00352 " + p + " " + pairs(d)
			}
		}
		d := g.pick("2", "4") + g.digits(7)
		return "+352 " + pairs(d)
	})
}

func (g *G) phoneMC() string {
	return g.uniq(phoneKey, func() string {
		if g.chance(0.5) {
			d := g.digits(7)
			return "+377 6 " + g.pick("07", "40", "78", "80") + " " + pairs(d[:6])
		}
		d := g.digits(6)
		return "+377 " + g.pick("93", "97", "92", "98") + " " + pairs(d)
	})
}

// phoneDOM: French overseas numbers, mobile and fixed, for a territory.
func (g *G) phoneDOM(t string) string {
	return g.uniq(phoneKey, func() string {
		var cc, mob, fix string
		switch t {
		case "re":
			cc, mob, fix = "262", g.pick("692", "693"), "262"
		case "mq":
			cc, mob, fix = "596", g.pick("696", "697"), "596"
		case "gp":
			cc, mob, fix = "590", g.pick("690", "691"), "590"
		case "gf":
			cc, mob, fix = "594", "694", "594"
		default: // yt
			cc, mob, fix = "262", "639", "269"
		}
		p := mob
		if g.chance(0.2) {
			p = fix
		}
		d := g.digits(6)
		switch g.n(7) {
		case 0, 1:
			return "0" + p + " " + pairs(d)
		case 2:
			return "0" + p[:1] + " " + p[1:] + " " + pairs(d)
		case 3:
			return "0" + p + d
		case 4:
			return "+" + cc + " " + p + " " + pairs(d)
		case 5:
			return "+" + cc + " " + p[:1] + " " + p[1:] + " " + pairs(d)
		default:
			return "00 " + cc + " " + p + " " + pairs(d)
		}
	})
}

func (g *G) phoneMA() string {
	return g.uniq(phoneKey, func() string {
		p := g.pick("6", "6", "7", "6", "5")
		var d string
		if p == "5" {
			d = g.pick("22", "37", "24", "35", "39") + g.digits(6)
		} else {
			d = g.pick("61", "62", "66", "67", "68", "70", "00", "50", "52", "41", "10", "18") + g.digits(6)
		}
		switch g.n(8) {
		case 0:
			return "0" + p + " " + pairs(d)
		case 1:
			return "0" + p + d[:2] + "-" + d[2:]
		case 2:
			return "0" + p + d
		case 3:
			return "+212 " + p + " " + pairs(d)
		case 4:
			return "+212 " + p + d[:2] + "-" + d[2:]
		case 5:
			return "+212" + p + d
		case 6:
			return "00212 " + p + d[:2] + " " + pairs(d[2:])
		default:
			return "+212 (0)" + p + " " + pairs(d)
		}
	})
}

func (g *G) phoneDZ() string {
	return g.uniq(phoneKey, func() string {
		full := g.pick("550", "551", "552", "555", "558", "559", "540", "560", "661", "662", "664", "666", "669", "696", "697", "770", "771", "772", "773", "777", "779", "790") + g.digits(6)
		switch g.n(6) {
		case 0:
			return "0" + full[:3] + " " + pairs(full[3:])
		case 1:
			return "0" + full[:3] + " " + full[3:6] + " " + full[6:]
		case 2:
			return "+213 " + full[:3] + " " + pairs(full[3:])
		case 3:
			return "+213 (0) " + full[:3] + " " + pairs(full[3:])
		case 4:
			return "+213 " + full[:1] + " " + pairs(full[1:])
		default:
			return "0" + full
		}
	})
}

func (g *G) phoneTN() string {
	return g.uniq(phoneKey, func() string {
		d := g.pick("2", "5", "9", "4", "9", "2") + g.digits(7)
		if g.chance(0.15) {
			d = "7" + g.pick("1", "3", "4") + g.digits(6)
		}
		loc := d[:2] + " " + d[2:5] + " " + d[5:]
		switch g.n(5) {
		case 0, 1:
			return "+216 " + loc
		case 2:
			return "(+216) " + loc
		case 3:
			return "00216 " + loc
		default:
			return "+216" + d
		}
	})
}

func (g *G) tnLocal() string { // 8-digit national number, no trunk
	return g.uniq(phoneKey, func() string {
		d := g.pick("2", "5", "9") + g.digits(7)
		if g.chance(0.5) {
			return d[:2] + " " + d[2:5] + " " + d[5:]
		}
		return d
	})
}

func (g *G) snDigits() string {
	if g.chance(0.1) {
		return "33" + g.pick("8", "9") + g.digits(6)
	}
	return g.pick("77", "78", "76", "70", "75") + g.digits(7)
}

func snFmt(d string, style int) string {
	loc := d[:2] + " " + d[2:5] + " " + d[5:7] + " " + d[7:]
	switch style {
	case 0:
		return loc
	case 1:
		return "+221 " + loc
	case 2:
		return "+221" + d
	case 3:
		return "00221 " + loc
	case 4:
		return "(+221) " + loc
	case 5:
		return d[:2] + "-" + d[2:5] + "-" + d[5:7] + "-" + d[7:]
	default:
		return "+221 " + d[:2] + " " + d[2:5] + " " + d[5:]
	}
}

func (g *G) phoneSN() string {
	return g.uniq(phoneKey, func() string { return snFmt(g.snDigits(), g.n(7)) })
}

func (g *G) phoneSNIntl() string {
	return g.uniq(phoneKey, func() string { return snFmt(g.snDigits(), g.rng(1, 4)) })
}

func (g *G) ciDigits() string {
	if g.chance(0.1) {
		return "27" + g.pick("20", "21", "22", "23", "24") + g.digits(6)
	}
	return g.pick("07", "05", "01") + g.pick("07", "08", "09", "57", "58", "47", "48", "05", "06", "44", "45", "54", "55", "02", "03", "40", "41", "49") + g.digits(6)
}

func (g *G) phoneCI() string {
	return g.uniq(phoneKey, func() string {
		d := g.ciDigits()
		sp := pairs(d)
		switch g.n(7) {
		case 0, 1:
			return sp
		case 2:
			return d
		case 3:
			return "+225 " + sp
		case 4:
			return "+225 " + d
		case 5:
			return "(+225) " + sp
		default:
			return "00225 " + sp
		}
	})
}

func (g *G) phoneCM() string {
	return g.uniq(phoneKey, func() string {
		var d string
		if g.chance(0.12) {
			d = "2" + g.pick("22", "33", "43") + g.digits(6)
		} else {
			d = "6" + g.pick("5", "7", "8", "9", "6", "2") + g.digits(7)
		}
		switch g.n(6) {
		case 0:
			return d[:1] + " " + pairs(d[1:])
		case 1:
			return d[:3] + " " + pairs(d[3:])
		case 2:
			return "+237 " + d[:1] + " " + pairs(d[1:])
		case 3:
			return "+237 " + d[:3] + " " + pairs(d[3:])
		case 4:
			return "(+237) " + d[:3] + " " + d[3:6] + " " + d[6:]
		default:
			return "+237" + d
		}
	})
}

func (g *G) phoneCD() string {
	return g.uniq(phoneKey, func() string {
		d := g.pick("81", "82", "83", "84", "85", "89", "97", "99", "90") + g.digits(7)
		switch g.n(6) {
		case 0:
			return "+243 " + d[:2] + " " + d[2:5] + " " + d[5:]
		case 1:
			return "+243 " + d[:3] + " " + d[3:6] + " " + d[6:]
		case 2:
			return "0" + d
		case 3:
			return "0" + d[:2] + " " + d[2:5] + " " + d[5:]
		case 4:
			return "+243" + d
		default:
			return "0" + d[:3] + " " + d[3:6] + " " + d[6:]
		}
	})
}

func (g *G) phoneMG() string {
	return g.uniq(phoneKey, func() string {
		d := "3" + g.pick("2", "3", "4", "8", "7") + g.digits(7)
		sp := d[:2] + " " + d[2:4] + " " + d[4:7] + " " + d[7:]
		switch g.n(5) {
		case 0, 1:
			return "0" + sp
		case 2:
			return "+261 " + sp
		case 3:
			return "+261" + d
		default:
			return "00261 " + sp
		}
	})
}

func (g *G) phoneHT() string {
	return g.uniq(phoneKey, func() string {
		d := g.pick("3", "4", "3", "2") + g.digits(7)
		switch g.n(6) {
		case 0, 1:
			return "+509 " + d[:4] + "-" + d[4:]
		case 2:
			return "+509 " + pairs(d)
		case 3:
			return "(509) " + d[:4] + "-" + d[4:]
		case 4:
			return "+509" + d
		default:
			return "+509 " + d[:4] + " " + d[4:]
		}
	})
}

func (g *G) htLocal() string {
	return g.uniq(phoneKey, func() string {
		d := g.pick("3", "4") + g.digits(7)
		if g.chance(0.5) {
			return d[:4] + "-" + d[4:]
		}
		return d[:4] + " " + d[4:]
	})
}

func (g *G) phoneLB() string {
	return g.uniq(phoneKey, func() string {
		var p string
		if g.chance(0.4) {
			p = "3"
		} else {
			p = g.pick("70", "71", "76", "78", "79", "81", "1", "4", "9")
		}
		d := g.digits(6)
		if d[0] == '0' {
			d = "5" + d[1:]
		}
		switch g.n(5) {
		case 0, 1:
			return "+961 " + p + " " + d[:3] + " " + d[3:]
		case 2:
			if len(p) == 1 {
				return "0" + p + " " + d[:3] + " " + d[3:]
			}
			return p + " " + d[:3] + " " + d[3:]
		case 3:
			return "+961" + p + d
		default:
			return "00961 " + p + " " + d
		}
	})
}

// phoneFor returns a phone of the person's region.
func (g *G) phoneFor(code string) string {
	switch code {
	case "qc":
		return g.phoneQC()
	case "be":
		return g.phoneBE()
	case "ch":
		return g.phoneCH()
	case "lu":
		return g.phoneLU()
	case "mc":
		return g.phoneMC()
	case "re":
		return g.phoneDOM("re")
	case "an":
		return g.phoneDOM(g.pick("mq", "gp", "gf", "yt"))
	case "ma":
		return g.phoneMA()
	case "dz":
		return g.phoneDZ()
	case "tn":
		return g.phoneTN()
	case "sn":
		return g.phoneSN()
	case "ci":
		return g.phoneCI()
	case "cm":
		return g.phoneCM()
	case "cd":
		return g.phoneCD()
	case "mg":
		return g.phoneMG()
	case "ht":
		return g.phoneHT()
	case "lb":
		return g.phoneLB()
	}
	panic(code)
}

// e164 returns +CC and the national significant number without blanks.
func (g *G) e164(code string) string {
	return g.uniq(phoneKey, func() string {
		switch code {
		case "qc":
			return "+1" + g.pick(qcAreas...) + g.nanpExch() + g.digits(4)
		case "be":
			return "+324" + g.pick("7", "8", "9") + g.digits(7)
		case "ch":
			return "+417" + g.pick("6", "7", "8", "9") + g.digits(7)
		case "ma":
			return "+212" + g.pick("6", "7") + g.digits(8)
		case "dz":
			return "+213" + g.pick("5", "6", "7") + g.digits(8)
		case "tn":
			return "+216" + g.pick("2", "5", "9") + g.digits(7)
		case "sn":
			return "+221" + g.pick("77", "78", "76", "70") + g.digits(7)
		case "ci":
			return "+225" + g.pick("07", "05", "01") + g.digits(8)
		case "cm":
			return "+2376" + g.pick("5", "7", "9") + g.digits(7)
		case "cd":
			return "+243" + g.pick("81", "82", "97", "99") + g.digits(7)
		case "mg":
			return "+2613" + g.pick("2", "3", "4") + g.digits(7)
		case "ht":
			return "+509" + g.pick("3", "4") + g.digits(7)
		case "lb":
			return "+961" + g.pick("3", "71", "76") + g.digits(6)
		case "re":
			return "+262692" + g.digits(6)
		default:
			return "+596696" + g.digits(6)
		}
	})
}

var e164Regions = []string{"qc", "be", "ch", "ma", "dz", "tn", "sn", "ci", "cm", "cd", "mg", "ht", "lb", "re", "an"}

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

func luhnOK(s string) bool {
	return luhnDigit(s[:len(s)-1]) == s[len(s)-1]
}

func (g *G) cardDigits(kind string) string {
	return g.uniq(func(s string) string { return "cc:" + onlyDigits(s) }, func() string {
		var p string
		n := 16
		switch kind {
		case "visa":
			p = g.pick("4510", "4520", "4537", "4724", "4506", "4540", "4835", "4147", "4263", "4973", "4176", "4921")
		case "mc":
			p = g.pick("5191", "5254", "5411", "5520", "5138", "5301", "2223", "2720", "5489", "5178", "5355")
		case "amex":
			p = g.pick("3712", "3782", "3746", "3411")
			n = 15
		}
		body := p + g.digits(n-len(p)-1)
		return body + string(luhnDigit(body))
	})
}

func cardFmt(d string, style int) string {
	if len(d) == 15 {
		switch style % 3 {
		case 0:
			return d[:4] + " " + d[4:10] + " " + d[10:]
		case 1:
			return d[:4] + "-" + d[4:10] + "-" + d[10:]
		default:
			return d
		}
	}
	switch style % 4 {
	case 0, 3:
		return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
	case 1:
		return d[:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
	default:
		return d
	}
}

func (g *G) card() string {
	k := g.pick("visa", "visa", "mc", "mc", "amex")
	return cardFmt(g.cardDigits(k), g.n(4))
}

// ---------- SSN ----------

func (g *G) ssnParts() (string, string, string) {
	for {
		a := g.rng(1, 899)
		if a == 666 {
			continue
		}
		gr := g.rng(1, 99)
		s := g.rng(1, 9999)
		as, gs, ss := fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", gr), fmt.Sprintf("%04d", s)
		if as+gs+ss == "078051120" || as+gs+ss == "219099999" {
			continue
		}
		k := "ssn:" + as + gs + ss
		if g.used[k] {
			continue
		}
		g.used[k] = true
		return as, gs, ss
	}
}

func (g *G) ssn() string { a, b, c := g.ssnParts(); return a + "-" + b + "-" + c }

func (g *G) itin() string {
	for {
		a := 900 + g.n(100)
		mid := g.pick("50", "51", "52", "53", "55", "56", "57", "58", "60", "62", "63", "65", "70", "71", "72", "73", "75", "77", "78", "80", "81", "83", "85", "88", "90", "91", "92", "94", "95", "97", "99")
		v := fmt.Sprintf("%03d-%s-%04d", a, mid, g.rng(1, 9999))
		k := "ssn:" + onlyDigits(v)
		if !g.used[k] {
			g.used[k] = true
			return v
		}
	}
}

// ---------- tokens ----------

func b64u(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func (g *G) bytes(k int) []byte {
	b := make([]byte, k)
	for i := range b {
		b[i] = byte(g.n(256))
	}
	return b
}

type kv struct {
	k string
	v any
}

// ordered JSON object.
func jobj(pairs ...kv) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, p := range pairs {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(p.k)
		vb, _ := json.Marshal(p.v)
		b.Write(kb)
		b.WriteByte(':')
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.String()
}

var jwtIssuers = []string{"https://auth.desjardins.com", "https://login.monespace.ca", "https://api.orange.com/oauth/v3", "https://sso.ge.ch", "https://idp.wave.com", "https://connect.ebox-enterprise.be", "https://auth.cinetpay.com", "https://keycloak.intra.bnc.ca/realms/prod", "https://accounts.jumia.ma", "https://api.mtn.cm/collection", "https://login.guichet.lu", "https://auth.clicsante.ca", "https://id.mvola.mg"}

func (g *G) jwt() string {
	return g.uniq(ident, func() string {
		alg := g.pick("HS256", "RS256", "ES256", "HS512", "RS256")
		hp := []kv{{"alg", alg}, {"typ", "JWT"}}
		if g.chance(0.4) {
			hp = append(hp, kv{"kid", g.from(hexd, 16)})
		}
		p := g.person("")
		iat := 1735689600 + g.n(40000000)
		pl := []kv{{"sub", g.pick(fmt.Sprint(g.rng(10000, 9999999)), "usr_"+g.from(alnum, 12), g.from(hexd, 8)+"-"+g.from(hexd, 4)+"-4"+g.from(hexd, 3)+"-a"+g.from(hexd, 3)+"-"+g.from(hexd, 12))}}
		if g.chance(0.5) {
			pl = append(pl, kv{"name", p.Full()})
		}
		pl = append(pl, kv{"iss", g.pick(jwtIssuers...)})
		if g.chance(0.4) {
			pl = append(pl, kv{"role", g.pick("client", "agent", "admin", "marchand", "user")})
		}
		if g.chance(0.3) {
			pl = append(pl, kv{"locale", g.pick("fr-CA", "fr-BE", "fr-CH", "fr-MA", "fr-SN", "fr-CI", "fr")})
		}
		pl = append(pl, kv{"iat", iat}, kv{"exp", iat + g.pick3(900, 3600, 86400)})
		var sig int
		switch alg {
		case "HS256":
			sig = 32
		case "HS512":
			sig = 64
		case "ES256":
			sig = 64
		default:
			sig = 256
		}
		return b64u([]byte(jobj(hp...))) + "." + b64u([]byte(jobj(pl...))) + "." + b64u(g.bytes(sig))
	})
}

func (g *G) pick3(a, b, c int) int {
	switch g.n(3) {
	case 0:
		return a
	case 1:
		return b
	}
	return c
}

func (g *G) tok(f func() string) string { return g.uniq(ident, f) }

func (g *G) randomBearer() string { return g.tok(func() string { return g.mixed(g.rng(32, 64)) }) }
func (g *G) stripeLive() string {
	return g.tok(func() string { return "sk_live_" + g.mixed(g.pick3(24, 99, 99)) })
}
func (g *G) paystackLive() string {
	return g.tok(func() string { return "sk_live_" + g.from(hexd, 40) })
}
func (g *G) ghp() string { return g.tok(func() string { return "ghp_" + g.mixed(36) }) }
func (g *G) openai() string {
	return g.tok(func() string {
		return "sk-proj-" + g.mixed(64) + g.from("-_", 1) + g.mixed(20) + "T3BlbkFJ" + g.mixed(40)
	})
}
func (g *G) slackBot() string {
	return g.tok(func() string {
		return "xoxb-" + g.digitsNZ(12) + "-" + g.digitsNZ(13) + "-" + g.mixed(24)
	})
}
func (g *G) glpat() string { return g.tok(func() string { return "glpat-" + g.mixed(20) }) }
func (g *G) googleKey() string {
	return g.tok(func() string { return "AIza" + g.from(alnum+"-_", 35) })
}
func (g *G) telegram() string {
	return g.tok(func() string { return g.digitsNZ(10) + ":AA" + g.from(alnum+"-_", 33) })
}
func (g *G) waveKey() string {
	return g.tok(func() string { return "wave_" + g.pick("sn", "ci", "sn") + "_prod_" + g.mixed(56) })
}
func (g *G) cinetpay() string {
	return g.tok(func() string { return g.digits(11) + g.from(hexd, 13) + "." + g.digits(8) })
}
func (g *G) flutterwave() string {
	return g.tok(func() string { return "FLWSECK-" + g.from(hexd, 32) + "-X" })
}
func (g *G) hex32() string { return g.tok(func() string { return g.from(hexd, 32) }) }
func (g *G) awsSecret() string {
	return g.tok(func() string { return g.mixed(30) + g.from("/+", 1) + g.mixed(9) })
}
func (g *G) awsKeyID() string { return g.tok(func() string { return "AKIA" + g.from(upalnum, 16) }) }
func (g *G) sendgrid() string {
	return g.tok(func() string { return "SG." + g.from(alnum+"-_", 22) + "." + g.from(alnum+"-_", 43) })
}
func (g *G) npmTok() string { return g.tok(func() string { return "npm_" + g.mixed(36) }) }
func (g *G) hfTok() string  { return g.tok(func() string { return "hf_" + g.mixed(34) }) }

var pwWords = []string{"Soleil", "Montreal", "Habs", "Bonjour", "Chocolat", "Papillon", "Dakar", "Casa", "Atlas", "Baobab", "Ti-Punch", "Kreyol", "Cedre", "Lac-Brome", "Poutine", "Tabarnak", "Sahara", "Mangue", "Ananas", "Bruxelles", "Lemanique", "Fondue", "Zitoune", "Karukera", "Madinina", "Vanille", "Teranga", "Abidjan", "Tsingy", "Fleurdelys"}

func (g *G) password() string {
	return g.tok(func() string {
		w := g.pick(pwWords...)
		switch g.n(6) {
		case 0:
			return w + fmt.Sprint(g.rng(1960, 2025)) + g.pick("!", "?", "#", "$", "*")
		case 1:
			return strings.ToLower(w) + "_" + fmt.Sprint(g.rng(10, 99)) + g.pick("!", "@", "")
		case 2:
			return g.mixed(12) + g.pick("!", "#", "%")
		case 3:
			return w + g.pick("@", ".", "#") + fmt.Sprint(g.rng(100, 9999))
		case 4:
			return g.mixed(g.rng(10, 16))
		default:
			return strings.ToUpper(w[:1]) + strings.ToLower(w[1:]) + g.pick("&", "%", "+") + g.from("abcdefghjkmnpqrstuvwxyz", 3) + fmt.Sprint(g.rng(10, 99))
		}
	})
}

func basicCred(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

// ---------- keep look-alikes ----------

var moisFR = []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}

func (g *G) date() string {
	y, m, d := g.rng(2024, 2026), g.rng(1, 12), g.rng(1, 28)
	switch g.n(6) {
	case 0, 1:
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case 2:
		return fmt.Sprintf("%d %s %d", d, moisFR[m-1], y)
	case 3:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 4:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	default:
		return fmt.Sprintf("le %d %s", d, moisFR[m-1])
	}
}

func (g *G) isoTime() string {
	return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", g.rng(2024, 2026), g.rng(1, 12), g.rng(1, 28), g.n(24), g.n(60), g.n(60))
}

func (g *G) heure() string {
	if g.chance(0.5) {
		return fmt.Sprintf("%d h %02d", g.rng(7, 20), g.pick3(0, 15, 30))
	}
	return fmt.Sprintf("%dh%02d", g.rng(7, 20), g.pick3(0, 15, 45))
}

func thousands(n int, sep string) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

// amount returns an amount written as the currency's country writes it.
func (g *G) amount(cur string) string {
	switch cur {
	case "CAD":
		return fmt.Sprintf("%s,%02d $", thousands(g.rng(12, 4800), " "), g.n(100))
	case "EUR":
		return fmt.Sprintf("%s,%02d €", thousands(g.rng(9, 3800), " "), g.n(100))
	case "CHF":
		return fmt.Sprintf("CHF %s.%02d", thousands(g.rng(20, 5000), "'"), g.n(100))
	case "FCFA":
		return thousands(g.rng(2, 900)*500, " ") + " FCFA"
	case "XAF":
		return thousands(g.rng(2, 900)*500, " ") + " XAF"
	case "DH":
		return thousands(g.rng(20, 9000), " ") + " DH"
	case "DA":
		return thousands(g.rng(10, 900)*100, " ") + " DA"
	case "DT":
		return fmt.Sprintf("%d,%03d DT", g.rng(5, 900), g.n(1000))
	case "HTG":
		return thousands(g.rng(5, 900)*50, " ") + " HTG"
	case "LBP":
		return thousands(g.rng(1, 90)*100000, ",") + " LBP"
	case "MGA":
		return thousands(g.rng(1, 500)*1000, " ") + " Ar"
	case "CDF":
		return thousands(g.rng(1, 500)*1000, " ") + " FC"
	case "USD":
		return fmt.Sprintf("%d,%02d USD", g.rng(5, 900), g.n(100))
	}
	panic(cur)
}

func (g *G) orderNo() string {
	switch g.n(7) {
	case 0:
		return fmt.Sprintf("CMD-%d-%05d", g.rng(2024, 2026), g.n(100000))
	case 1:
		return "#" + g.digitsNZ(7)
	case 2:
		return fmt.Sprintf("F%d-%04d", g.rng(2024, 2026), g.n(10000))
	case 3:
		return "Commande n° " + g.digitsNZ(9)
	case 4:
		return fmt.Sprintf("FAC-%s-%04d", g.pick("QC", "BE", "MA", "SN", "CI"), g.n(10000))
	case 5:
		return "SO-" + g.digits(6)
	default:
		return fmt.Sprintf("%s%d", g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 2), g.rng(100000, 999999))
	}
}

func (g *G) ticket() string {
	return g.pick("Billet", "Ticket", "Dossier", "Réf.", "Incident") + " " + g.pick("#", "n° ", "") + g.digitsNZ(g.rng(6, 8))
}

// nas returns a valid Canadian SIN written in 3-3-3.
func (g *G) nas() string {
	for {
		body := g.pick("0", "1", "2", "3", "4", "5", "6", "7") + g.digits(7)
		if body[0] == '0' {
			continue
		}
		d := body + string(luhnDigit(body))
		sep := g.pick(" ", "-", " ")
		return d[:3] + sep + d[3:6] + sep + d[6:]
	}
}

// nrnBE: Belgian national register number with its mod-97 check.
func (g *G) nrnBE() string {
	y, m, d := g.rng(50, 99), g.rng(1, 12), g.rng(1, 28)
	seq := g.rng(1, 997)
	base := fmt.Sprintf("%02d%02d%02d%03d", y, m, d, seq)
	n := 0
	fmt.Sscan(base, &n)
	c := 97 - n%97
	return fmt.Sprintf("%02d.%02d.%02d-%03d.%02d", y, m, d, seq, c)
}

// avs: Swiss AHV number 756.xxxx.xxxx.xx with EAN-13 check digit.
func (g *G) avs() string {
	b := "756" + g.digits(9)
	sum := 0
	for i := 0; i < 12; i++ {
		d := int(b[i] - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	c := (10 - sum%10) % 10
	s := b + fmt.Sprint(c)
	return s[:3] + "." + s[3:7] + "." + s[7:11] + "." + s[11:]
}

func (g *G) siren() string {
	for {
		b := g.digitsNZ(8)
		d := b + string(luhnDigit(b))
		return d
	}
}

func (g *G) siret() string {
	s := g.siren()
	for {
		b := s + g.digits(4)
		d := b + string(luhnDigit(b))
		return d[:3] + " " + d[3:6] + " " + d[6:9] + " " + d[9:]
	}
}

func (g *G) ice() string { return "00" + g.digits(13) }

func mod97(s string) int {
	n := new(big.Int)
	n.SetString(s, 10)
	return int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
}

// iban builds a valid IBAN from country and BBAN; grouped by four.
func iban(cc, bban string) string {
	conv := ""
	for _, c := range bban + cc + "00" {
		if c >= 'A' && c <= 'Z' {
			conv += fmt.Sprint(int(c-'A') + 10)
		} else {
			conv += string(c)
		}
	}
	chk := 98 - mod97(conv)
	raw := fmt.Sprintf("%s%02d%s", cc, chk, bban)
	var parts []string
	for i := 0; i < len(raw); i += 4 {
		parts = append(parts, raw[i:min(i+4, len(raw))])
	}
	return strings.Join(parts, " ")
}

func (g *G) ibanFor(cc string) string {
	switch cc {
	case "BE":
		b := g.digits(10)
		c := mod97(b)
		if c == 0 {
			c = 97
		}
		return iban("BE", fmt.Sprintf("%s%02d", b, c))
	case "CH":
		return iban("CH", g.digits(5)+g.digits(12))
	case "LU":
		return iban("LU", g.digits(3)+g.from(upalnum, 13))
	case "MC":
		return iban("MC", g.digits(10)+g.from(upalnum, 11)+g.digits(2))
	case "FR":
		return iban("FR", g.digits(10)+g.from(upalnum, 11)+g.digits(2))
	case "TN":
		return iban("TN", g.digits(20))
	case "SN":
		return iban("SN", "SN"+g.digits(22))
	case "CI":
		return iban("CI", "CI"+g.digits(22))
	case "MA":
		return iban("MA", g.digits(24))
	case "DZ":
		return iban("DZ", g.digits(22))
	case "CM":
		return iban("CM", g.digits(23))
	case "MG":
		return iban("MG", g.digits(23))
	case "LB":
		return iban("LB", g.digits(4)+g.from(upalnum, 20))
	}
	panic(cc)
}

func (g *G) postalQC() string {
	L := "ABCEGHJKLMNPRSTVXY"
	first := g.pick("H", "G", "J", "K", "E", "P")
	return first + g.digits(1) + g.from(L, 1) + " " + g.digits(1) + g.from(L, 1) + g.digits(1)
}

func (g *G) uuid() string {
	return g.from(hexd, 8) + "-" + g.from(hexd, 4) + "-4" + g.from(hexd, 3) + "-" + g.pick("8", "9", "a", "b") + g.from(hexd, 3) + "-" + g.from(hexd, 12)
}

func (g *G) ipv4() string {
	return fmt.Sprintf("%d.%d.%d.%d", g.pick3(10, 192, 172), g.n(256), g.n(256), g.rng(1, 254))
}

func (g *G) version() string {
	return fmt.Sprintf("%d.%d.%d", g.rng(0, 12), g.n(30), g.n(40))
}

func (g *G) omTxn() string { // Orange Money transaction id
	return fmt.Sprintf("%s%02d%02d%02d.%02d%02d.%s%05d", g.pick("MP", "CI", "OM", "PP"), g.rng(24, 26), g.rng(1, 12), g.rng(1, 28), g.n(24), g.n(60), g.from("ABCDEFGHJK", 1), g.n(100000))
}

func (g *G) imei() string {
	b := g.pick("35", "86", "01", "35", "49") + g.digits(12)
	return b + string(luhnDigit(b))
}

var streets = []string{"rue Saint-Denis", "boulevard René-Lévesque Ouest", "avenue Louise", "rue de la Loi", "chemin de Malagnou", "avenue de la Gare", "boulevard Zerktouni", "rue Didouche-Mourad", "avenue Habib-Bourguiba", "rue Carnot", "boulevard Latrille", "rue Joffre", "avenue Kasa-Vubu", "rue Rainandriamampandry", "rue Lamarre", "rue Hamra", "rue Jean-Chatel", "route de Didier", "rue Sainte-Catherine Est", "Grand-Rue"}

func (g *G) street() string { return fmt.Sprintf("%d, %s", g.rng(1, 9800), g.pick(streets...)) }
