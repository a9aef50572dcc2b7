package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---------- names ----------

var given = map[string][]string{
	"en": {"James", "Mary", "Robert", "Patricia", "Linda", "Michael", "Aisha", "Tyrone", "Mei", "Carlos", "Priya", "Ethan", "Olivia", "Grace", "Samuel", "Harold", "Doris", "Keisha", "Miguel", "Nora", "Siobhan", "Callum", "Brenda", "Dwayne", "Fatima", "Raj", "Eleanor", "Gareth"},
	"es": {"María", "José", "Lucía", "Javier", "Carmen", "Alejandro", "Pilar", "Sergio", "Nuria", "Raúl", "Inés", "Álvaro", "Rocío", "Diego", "Marta", "Andrés"},
	"fr": {"Jean", "Marie", "Camille", "Nicolas", "Sophie", "Théo", "Élodie", "Julien", "Chantal", "Mathieu", "Amélie", "François", "Aurélie", "Yannick", "Léa", "Hugo"},
	"de": {"Hans", "Ursula", "Jürgen", "Sabine", "Lukas", "Anja", "Klaus", "Monika", "Tobias", "Heike", "Jörg", "Katrin", "Felix", "Gisela", "Stefan", "Birgit"},
	"pt": {"João", "Ana", "Pedro", "Mariana", "Luís", "Beatriz", "Rui", "Inês", "Thiago", "Fernanda", "Rafael", "Juliana", "Gonçalo", "Cláudia", "Bruno", "Larissa"},
	"it": {"Giuseppe", "Maria", "Francesca", "Luca", "Giovanni", "Chiara", "Marco", "Alessandra", "Paolo", "Elena", "Matteo", "Giulia", "Stefano", "Rosa", "Davide", "Silvia"},
	"nl": {"Jan", "Anouk", "Pieter", "Sanne", "Bram", "Femke", "Daan", "Lotte", "Joost", "Marieke", "Sven", "Ingrid", "Ruud", "Eva", "Thijs", "Wilma"},
	"pl": {"Piotr", "Anna", "Krzysztof", "Małgorzata", "Tomasz", "Agnieszka", "Paweł", "Katarzyna", "Marek", "Joanna", "Łukasz", "Ewa", "Michał", "Barbara", "Grzegorz", "Zofia"},
}

var surname = map[string][]string{
	"en": {"Johnson", "Okafor", "Nguyen", "Martinez", "O'Brien", "Kowalczyk", "Patel", "Smith", "Williams", "Brown", "Davis", "Hughes", "Reyes", "Thompson", "Clarke", "Walsh", "Baker", "Foster", "Ramirez", "Chen", "Jackson", "Murphy", "Evans", "Adeyemi", "Fitzgerald", "Holloway"},
	"es": {"García", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Díaz", "Moreno", "Jiménez", "Navarro", "Torres", "Domínguez", "Vázquez", "Ortega"},
	"fr": {"Martin", "Bernard", "Dubois", "Thomas", "Robert", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garnier", "Faure", "Rousseau"},
	"de": {"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann"},
	"pt": {"Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa", "Almeida", "Carvalho", "Gomes", "Ribeiro", "Lopes", "Barbosa", "Teixeira"},
	"it": {"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Lombardi"},
	"nl": {"de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks"},
	"pl": {"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Kozłowska", "Jankowska", "Mazur", "Krawczyk", "Piotrowski"},
}

func (g *G) first(l string) string { xs := given[l]; return xs[g.r.Intn(len(xs))] }
func (g *G) last(l string) string  { xs := surname[l]; return xs[g.r.Intn(len(xs))] }
func (g *G) name(l string) (string, string) {
	return g.first(l), g.last(l)
}

var fold = strings.NewReplacer("á", "a", "à", "a", "â", "a", "ã", "a", "ä", "ae", "ą", "a", "é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e",
	"í", "i", "ì", "i", "î", "i", "ó", "o", "ò", "o", "ô", "o", "õ", "o", "ö", "oe", "ú", "u", "ù", "u", "û", "u", "ü", "ue",
	"ç", "c", "ć", "c", "ñ", "n", "ń", "n", "ł", "l", "ś", "s", "ź", "z", "ż", "z", "Á", "a", "É", "e", "Ł", "l", "Ż", "z", "Ś", "s", "Ä", "ae", "Ö", "oe", "Ü", "ue", "Í", "i", "Ó", "o", "Ú", "u", "Â", "a", "Î", "i", "Ê", "e",
	"ß", "ss", "'", "", " ", "")

func ascii(s string) string { return strings.ToLower(fold.Replace(s)) }

// ---------- e-mail ----------

var mailDomains = map[string][]string{
	"en": {"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "aol.com", "icloud.com", "comcast.net", "att.net", "btinternet.com", "hotmail.co.uk", "sky.com", "verizon.net", "live.co.uk", "protonmail.com"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es", "movistar.es"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "gmail.com", "hotmail.fr", "yahoo.fr"},
	"de": {"web.de", "gmx.de", "t-online.de", "gmx.net", "freenet.de", "posteo.de", "outlook.de"},
	"pt": {"sapo.pt", "gmail.com", "hotmail.com", "uol.com.br", "bol.com.br", "terra.com.br", "outlook.pt", "yahoo.com.br"},
	"it": {"libero.it", "virgilio.it", "alice.it", "tiscali.it", "gmail.com", "hotmail.it", "yahoo.it"},
	"nl": {"ziggo.nl", "kpnmail.nl", "planet.nl", "hotmail.nl", "xs4all.nl", "gmail.com", "home.nl"},
	"pl": {"wp.pl", "onet.pl", "o2.pl", "interia.pl", "gmail.com", "op.pl", "poczta.fm"},
}

var staffDomains = map[string][]string{
	"en": {"nhs.net", "stmaryshealth.org", "mercyhealth.org", "bayviewmed.org", "uhcw.nhs.uk", "riversidehospital.org", "northshoreclinic.com"},
	"es": {"salud.madrid.org", "hospitalvalme.es", "gva.es", "osakidetza.eus"},
	"fr": {"chu-lyon.fr", "aphp.fr", "chu-bordeaux.fr", "ch-valence.fr"},
	"de": {"charite.de", "uk-koeln.de", "klinikum-nuernberg.de", "med.uni-muenchen.de"},
	"pt": {"chlc.min-saude.pt", "hc.fm.usp.br", "hsjoao.min-saude.pt", "einstein.br"},
	"it": {"policlinico.mi.it", "aslroma1.it", "ospedale.bologna.it", "asst-santipaolocarlo.it"},
	"nl": {"amsterdamumc.nl", "umcutrecht.nl", "erasmusmc.nl", "radboudumc.nl"},
	"pl": {"szpital.wroc.pl", "wum.edu.pl", "szpitalbielanski.pl", "cskmswia.gov.pl"},
}

func (g *G) email(l, first, last string) string {
	f, s := ascii(first), ascii(last)
	var local string
	switch g.r.Intn(7) {
	case 0:
		local = f + "." + s
	case 1:
		local = f[:1] + s + g.digits(g.n(2, 4))
	case 2:
		local = f + "_" + s + g.digits(2)
	case 3:
		local = s + "." + f + g.digits(g.n(1, 3))
	case 4:
		local = f + s + g.digits(g.n(2, 4))
	case 5:
		local = f + "." + s + "." + g.digits(2)
	default:
		local = f[:1] + "." + s + g.digits(g.n(1, 3))
	}
	ds := mailDomains[l]
	if g.chance(0.25) {
		ds = mailDomains["en"][:6]
	}
	return local + "@" + ds[g.r.Intn(len(ds))]
}

func (g *G) staffEmail(l, first, last string) string {
	ds := staffDomains[l]
	f, s := ascii(first), ascii(last)
	local := f + "." + s
	if g.chance(0.4) {
		local = f[:1] + s
	}
	if g.chance(0.5) {
		local += g.digits(g.n(1, 2))
	}
	return local + "@" + ds[g.r.Intn(len(ds))]
}

// ---------- phones ----------

var usAreas = strings.Fields("201 202 203 205 206 207 208 210 212 213 214 215 216 217 218 224 225 228 229 231 234 239 240 248 251 252 253 254 256 260 262 267 269 270 281 301 302 303 304 305 307 308 309 310 312 313 314 315 316 317 318 319 320 321 323 330 334 336 337 339 347 351 352 360 361 385 386 401 402 404 405 406 407 408 409 410 412 413 414 415 417 419 423 424 425 430 432 434 435 440 443 469 478 479 480 484 501 502 503 504 505 507 508 509 510 512 513 515 516 517 518 520 530 540 541 551 559 561 562 563 567 570 571 573 574 580 585 586 601 602 603 605 606 607 608 609 610 612 614 615 616 617 618 619 620 623 626 630 631 636 641 646 650 651 660 661 662 678 682 701 702 703 704 706 707 708 712 713 714 715 716 717 718 719 720 724 727 731 732 734 740 754 757 760 763 765 770 772 773 774 775 781 785 786 801 802 803 804 805 806 808 810 812 813 814 815 816 817 818 828 830 831 832 843 845 847 848 850 856 857 858 859 860 862 863 864 865 870 872 878 901 903 904 906 907 908 909 910 912 913 914 915 916 917 918 919 920 925 928 929 931 936 937 940 941 947 949 951 952 954 956 970 971 972 973 978 979 980 985 989")

func (g *G) nanpParts() (string, string, string) {
	a := usAreas[g.r.Intn(len(usAreas))]
	var e string
	for {
		e = fmt.Sprintf("%d%s", g.n(2, 9), g.digits(2))
		if e[1:] != "11" && e != "555" && e != "958" && e != "959" {
			break
		}
	}
	return a, e, g.digits(4)
}

// phoneUS: style "" = random among dialable forms that need no label.
func (g *G) phoneUS(style string) string {
	a, e, n := g.nanpParts()
	if style == "" {
		style = g.pick("paren", "dash", "dash", "dot", "plus", "plusparen", "one")
	}
	switch style {
	case "paren":
		return "(" + a + ") " + e + "-" + n
	case "parennosp":
		return "(" + a + ")" + e + "-" + n
	case "dot":
		return a + "." + e + "." + n
	case "plus":
		return "+1 " + a + "-" + e + "-" + n
	case "plusparen":
		return "+1 (" + a + ") " + e + "-" + n
	case "one":
		return "1-" + a + "-" + e + "-" + n
	case "space":
		return a + " " + e + " " + n
	case "plain":
		return a + e + n
	case "e164":
		return "+1" + a + e + n
	}
	return a + "-" + e + "-" + n
}

func (g *G) phoneUK(mobile bool) string {
	if mobile {
		var mid string
		for {
			mid = fmt.Sprintf("7%d%s", g.pick2(1, 2, 3, 4, 5, 7, 8, 9), g.digits(2))
			if mid != "7700" {
				break
			}
		}
		sub := g.digits(6)
		switch g.r.Intn(4) {
		case 0:
			return "+44 " + mid + " " + sub
		case 1:
			return "+44 (0)" + mid + " " + sub
		case 2:
			return "0" + mid + sub
		}
		return "0" + mid + " " + sub
	}
	switch g.r.Intn(4) {
	case 0:
		return "020 3" + g.digits(3) + " " + g.digits(4)
	case 1:
		return "0161 " + fmt.Sprint(g.n(7, 9)) + g.digits(2) + " " + g.digits(4)
	case 2:
		return "0121 4" + g.digits(2) + " " + g.digits(4)
	}
	return "+44 113 2" + g.digits(2) + " " + g.digits(4)
}

func (g *G) pick2(xs ...int) int { return xs[g.r.Intn(len(xs))] }

func (g *G) phoneES(mobile bool) string {
	var d string
	if mobile {
		d = fmt.Sprintf("6%s", g.digits(8))
		if g.chance(0.2) {
			d = fmt.Sprintf("7%d%s", g.n(1, 4), g.digits(7))
		}
	} else {
		d = g.pick("91", "93", "96", "95", "98") + g.digits(7)
	}
	switch g.r.Intn(5) {
	case 0:
		return "+34 " + d[:3] + " " + d[3:6] + " " + d[6:]
	case 1:
		return d[:3] + " " + d[3:5] + " " + d[5:7] + " " + d[7:]
	case 2:
		return "+34 " + d
	case 3:
		return d
	}
	return d[:3] + " " + d[3:6] + " " + d[6:]
}

func (g *G) phoneFR(mobile bool) string {
	var d string
	if mobile {
		for {
			d = g.pick("6", "7") + g.digits(8)
			if !strings.HasPrefix(d, "639") {
				break
			}
		}
	} else {
		d = fmt.Sprint(g.n(1, 5)) + g.digits(8)
	}
	pairs := func(sep string) string {
		return "0" + d[:1] + sep + d[1:3] + sep + d[3:5] + sep + d[5:7] + sep + d[7:]
	}
	switch g.r.Intn(6) {
	case 0:
		return "+33 " + d[:1] + " " + d[1:3] + " " + d[3:5] + " " + d[5:7] + " " + d[7:]
	case 1:
		return pairs(".")
	case 2:
		return "+33 (0)" + d[:1] + " " + d[1:3] + " " + d[3:5] + " " + d[5:7] + " " + d[7:]
	case 3:
		return "0" + d
	}
	return pairs(" ")
}

func (g *G) phoneDE(mobile bool) string {
	if mobile {
		pre := g.pick("151", "152", "157", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179")
		sub := g.digits(g.n(7, 8))
		switch g.r.Intn(5) {
		case 0:
			return "+49 " + pre + " " + sub
		case 1:
			return "0" + pre + "/" + sub
		case 2:
			return "+49 (0)" + pre + " " + sub
		case 3:
			return "0" + pre + "-" + sub
		}
		return "0" + pre + " " + sub
	}
	area := g.pick("30", "89", "221", "40", "69", "711", "211", "351", "341", "911")
	sub := fmt.Sprint(g.n(2, 9)) + g.digits(g.n(6, 7))
	switch g.r.Intn(4) {
	case 0:
		return "+49 " + area + " " + sub
	case 1:
		return "0" + area + " / " + sub
	case 2:
		return "0" + area + "/" + sub
	}
	return "0" + area + " " + sub
}

func (g *G) phonePT(mobile bool) string {
	var d string
	if mobile {
		d = "9" + g.pick("1", "2", "3", "6") + g.digits(7)
	} else {
		d = "2" + g.pick("1", "2", "3", "5") + g.digits(7)
	}
	switch g.r.Intn(3) {
	case 0:
		return "+351 " + d[:3] + " " + d[3:6] + " " + d[6:]
	case 1:
		return d
	}
	return d[:3] + " " + d[3:6] + " " + d[6:]
}

func (g *G) phoneBR(mobile bool) string {
	ddd := g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48")
	if mobile {
		n := "9" + fmt.Sprint(g.n(6, 9)) + g.digits(3)
		m := g.digits(4)
		switch g.r.Intn(4) {
		case 0:
			return "+55 " + ddd + " " + n + "-" + m
		case 1:
			return "(" + ddd + ") 9 " + n[1:] + "-" + m
		case 2:
			return "+55 (" + ddd + ") " + n + "-" + m
		}
		return "(" + ddd + ") " + n + "-" + m
	}
	return "(" + ddd + ") " + fmt.Sprint(g.n(2, 4)) + g.digits(3) + "-" + g.digits(4)
}

func (g *G) phoneIT(mobile bool) string {
	if mobile {
		pre := "3" + fmt.Sprint(g.n(2, 9)) + g.digits(1)
		sub := g.digits(7)
		switch g.r.Intn(4) {
		case 0:
			return "+39 " + pre + " " + sub
		case 1:
			return pre + " " + sub[:3] + " " + sub[3:]
		case 2:
			return "+39 " + pre + " " + sub[:3] + " " + sub[3:]
		}
		return pre + sub
	}
	area := g.pick("06", "02", "011", "051", "055", "081")
	sub := g.digits(10 - len(area))
	if g.chance(0.5) {
		return "+39 " + area + " " + sub
	}
	return area + " " + sub[:4] + " " + sub[4:]
}

func (g *G) phoneNL(mobile bool) string {
	if mobile {
		sub := fmt.Sprint(g.n(1, 5)) + g.digits(7)
		switch g.r.Intn(4) {
		case 0:
			return "06-" + sub
		case 1:
			return "+31 6 " + sub
		case 2:
			return "+31 (0)6 " + sub[:4] + " " + sub[4:]
		}
		return "06 " + sub[:4] + " " + sub[4:]
	}
	area := g.pick("20", "10", "30", "70", "40", "50")
	sub := fmt.Sprint(g.n(2, 8)) + g.digits(6)
	if g.chance(0.5) {
		return "0" + area + "-" + sub
	}
	return "+31 " + area + " " + sub[:3] + " " + sub[3:]
}

func (g *G) phonePL(mobile bool) string {
	if mobile {
		d := g.pick("50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88") + g.digits(7)
		switch g.r.Intn(4) {
		case 0:
			return "+48 " + d[:3] + " " + d[3:6] + " " + d[6:]
		case 1:
			return d[:3] + "-" + d[3:6] + "-" + d[6:]
		case 2:
			return "+48 " + d
		}
		return d[:3] + " " + d[3:6] + " " + d[6:]
	}
	area := g.pick("22", "12", "71", "61", "58", "42")
	d := fmt.Sprint(g.n(2, 8)) + g.digits(6)
	if g.chance(0.5) {
		return "+48 " + area + " " + d[:3] + " " + d[3:5] + " " + d[5:]
	}
	return "(" + area + ") " + d[:3] + " " + d[3:5] + " " + d[5:]
}

func (g *G) phone(l string, mobile bool) string {
	switch l {
	case "es":
		return g.phoneES(mobile)
	case "fr":
		return g.phoneFR(mobile)
	case "de":
		return g.phoneDE(mobile)
	case "pt":
		return g.phonePT(mobile)
	case "br":
		return g.phoneBR(mobile)
	case "it":
		return g.phoneIT(mobile)
	case "nl":
		return g.phoneNL(mobile)
	case "pl":
		return g.phonePL(mobile)
	case "uk":
		return g.phoneUK(mobile)
	}
	return g.phoneUS("")
}

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (string, string, string) {
	var a int
	for {
		a = g.n(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g.n(1, 99)), fmt.Sprintf("%04d", g.n(1, 9999))
}

func (g *G) ssn(style string) string {
	a, b, c := g.ssnParts()
	switch style {
	case "space":
		return a + " " + b + " " + c
	case "plain":
		return a + b + c
	}
	return a + "-" + b + "-" + c
}

func (g *G) itin() string {
	grp := []int{}
	for i := 50; i <= 65; i++ {
		grp = append(grp, i)
	}
	for i := 70; i <= 88; i++ {
		grp = append(grp, i)
	}
	grp = append(grp, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", g.n(0, 99), grp[g.r.Intn(len(grp))], g.n(1, 9999))
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

func luhnOK(s string) bool {
	return luhnDigit(s[:len(s)-1]) == s[len(s)-1]
}

// cardNumber returns brand name and digits.
func (g *G) cardNumber() (string, string) {
	var pre string
	ln := 16
	brand := g.pick("Visa", "Visa", "Visa", "Mastercard", "Mastercard", "Amex", "Discover", "JCB", "Mastercard2")
	switch brand {
	case "Visa":
		pre = "4" + g.digits(5)
	case "Mastercard":
		pre = fmt.Sprint(g.n(51, 55)) + g.digits(4)
	case "Mastercard2":
		pre = fmt.Sprint(g.n(2221, 2720)) + g.digits(2)
		brand = "Mastercard"
	case "Amex":
		pre = g.pick("34", "37") + g.digits(4)
		ln = 15
	case "Discover":
		pre = g.pick("6011", "6445", "6500", "6559") + g.digits(2)
	case "JCB":
		pre = fmt.Sprint(g.n(3528, 3589)) + g.digits(2)
	}
	body := pre + g.digits(ln-1-len(pre))
	return brand, body + string(luhnDigit(body))
}

func groupCard(d, sep string) string {
	if len(d) == 15 {
		return d[:4] + sep + d[4:10] + sep + d[10:]
	}
	return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
}

func (g *G) card() (string, string) {
	b, d := g.cardNumber()
	switch g.r.Intn(5) {
	case 0, 1:
		return b, groupCard(d, " ")
	case 2:
		return b, groupCard(d, "-")
	}
	return b, d
}

// badLuhn: 16 digits that fail Luhn (a reference number, must stay).
func (g *G) badLuhn() string {
	for {
		d := fmt.Sprint(g.n(1, 9)) + g.digits(15)
		if !luhnOK(d) {
			return d
		}
	}
}

// ---------- tokens ----------

const b62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexd = "0123456789abcdef"

func (g *G) rs(alpha string, n int) string {
	for {
		b := make([]byte, n)
		for i := range b {
			b[i] = alpha[g.r.Intn(len(alpha))]
		}
		s := string(b)
		if alpha != b62 || n < 8 || (strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz")) {
			return s
		}
	}
}

func (g *G) randBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.Intn(256))
	}
	return b
}

var b64u = base64.RawURLEncoding

func (g *G) jwt(iss string) string {
	alg := g.pick("RS256", "RS256", "ES256", "HS256", "RS384")
	hdr := fmt.Sprintf(`{"alg":"%s","typ":"JWT","kid":"%s"}`, alg, g.rs(hexd, 8))
	if g.chance(0.3) {
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	}
	exp := 1735689600 + g.n(0, 40000000)
	var pl string
	switch g.r.Intn(4) {
	case 0:
		pl = fmt.Sprintf(`{"iss":"%s","sub":"Patient/%d","aud":"%s/fhir","exp":%d,"iat":%d,"scope":"launch/patient patient/*.read openid fhirUser","patient":"%d"}`, iss, g.n(100000, 9999999), iss, exp, exp-3600, g.n(100000, 9999999))
	case 1:
		pl = fmt.Sprintf(`{"sub":"%s","name":"portal-user","role":"patient","exp":%d,"jti":"%s"}`, g.rs(hexd, 24), exp, g.rs(hexd, 16))
	case 2:
		pl = fmt.Sprintf(`{"iss":"%s","client_id":"%s","exp":%d,"scope":"system/Observation.read system/Patient.read"}`, iss, g.rs(b62, 20), exp)
	default:
		pl = fmt.Sprintf(`{"aud":"telehealth","room":"visit-%d","sub":"%d","exp":%d,"nbf":%d}`, g.n(10000, 99999), g.n(1000000, 9999999), exp, exp-7200)
	}
	sigLen := map[string]int{"RS256": 256, "RS384": 256, "ES256": 64, "HS256": 32}[alg]
	return b64u.EncodeToString([]byte(hdr)) + "." + b64u.EncodeToString([]byte(pl)) + "." + b64u.EncodeToString(g.randBytes(sigLen))
}

func (g *G) token() string { return g.rs(b62, g.n(32, 48)) }

func (g *G) password() string {
	words := []string{"Tulip", "Harbor", "Maple", "Falcon", "Copper", "River", "Willow", "Garnet", "Orchid", "Summit", "Cobalt", "Pepper", "Lantern", "Meadow", "Rosales", "Biscuit", "Sirius", "Azalea"}
	syms := []string{"!", "#", "$", "?", "%", "*", "&", "@"}
	switch g.r.Intn(4) {
	case 0:
		return words[g.r.Intn(len(words))] + syms[g.r.Intn(len(syms))] + g.digits(g.n(2, 4))
	case 1:
		return g.rs(b62, g.n(10, 14))
	case 2:
		return strings.ToLower(words[g.r.Intn(len(words))]) + g.digits(2) + syms[g.r.Intn(5)] + words[g.r.Intn(len(words))]
	}
	return g.rs(b62, 4) + syms[g.r.Intn(5)] + g.rs(b62, 5) + g.digits(2)
}

// ---------- look-alikes (keep) ----------

func (g *G) npi() string {
	for {
		body := fmt.Sprint(g.n(1, 2)) + g.digits(8)
		// NPI check digit: Luhn over "80840"+body
		full := "80840" + body
		c := luhnDigit(full)
		s := body + string(c)
		return s
	}
}

func (g *G) mrn() string {
	switch g.r.Intn(4) {
	case 0:
		return g.digits(8)
	case 1:
		return "E" + g.digits(7)
	case 2:
		return fmt.Sprint(g.n(1, 9)) + g.digits(6)
	}
	return "MR" + g.digits(6)
}

var icd10 = []string{"E11.9", "I10", "J18.9", "N39.0", "I48.91", "J44.1", "I50.9", "E78.5", "K21.9", "M54.5", "F32.9", "R07.9", "A41.9", "L03.115", "S72.001A", "Z79.4", "E87.6", "N17.9", "I63.9", "G40.909", "R55", "O24.419", "Z87.891", "C50.911"}
var snomed = []string{"44054006", "38341003", "233604007", "195967001", "49436004", "84114007", "73211009", "22298006", "230690007", "35489007", "13645005", "68566005"}
var loinc = []string{"4548-4", "2345-7", "2160-0", "718-7", "2823-3", "2951-2", "6690-2", "777-3", "1742-6", "33914-3", "14682-9", "2093-3", "6301-6", "3016-3", "1988-5", "30934-4"}
var cpt = []string{"99213", "99214", "99215", "99232", "93000", "36415", "80053", "85025", "71046", "99497", "G0439", "99441", "90471", "96372"}

func (g *G) ndc() string {
	switch g.r.Intn(3) {
	case 0:
		return g.digits(5) + "-" + g.digits(4) + "-" + g.digits(2)
	case 1:
		return g.digits(4) + "-" + g.digits(4) + "-" + g.digits(2)
	}
	return g.digits(5) + "-" + g.digits(3) + "-" + g.digits(2)
}

func (g *G) icd() string    { return icd10[g.r.Intn(len(icd10))] }
func (g *G) sct() string    { return snomed[g.r.Intn(len(snomed))] }
func (g *G) loincC() string { return loinc[g.r.Intn(len(loinc))] }
func (g *G) cptC() string   { return cpt[g.r.Intn(len(cpt))] }

func (g *G) bp() string { return fmt.Sprintf("%d/%d", g.n(96, 178), g.n(52, 104)) }

// date in a locale's format
func (g *G) date(l string) string {
	y, m, d := g.n(2024, 2026), g.n(1, 12), g.n(1, 28)
	switch l {
	case "en":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case "uk":
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case "de", "pl":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "nl":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case "iso":
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func (g *G) dob(l string) string {
	y, m, d := g.n(1931, 2006), g.n(1, 12), g.n(1, 28)
	switch l {
	case "en":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case "de", "pl":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "iso":
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func (g *G) hhmm() string {
	return fmt.Sprintf("%02d:%02d", g.n(0, 23), g.pick2(0, 5, 10, 15, 20, 30, 40, 45, 50))
}

// institution numbers (switchboard, ward, pharmacy, lab): kept, see README.
func (g *G) switchboard(l string) string {
	switch l {
	case "en":
		a, e, _ := g.nanpParts()
		return fmt.Sprintf("(%s) %s-%s", a, e, g.pick("1000", "2000", "4000", "7000", "3000", "5500"))
	case "uk":
		return "020 7" + g.digits(3) + " " + g.pick("1000", "2000", "3000", "4000")
	case "es":
		return "91 " + g.digits(3) + " " + g.pick("00 00", "80 00", "50 00")
	case "fr":
		return "04 72 " + g.digits(2) + " " + g.pick("00 00", "10 00", "40 00")
	case "de":
		return "030 " + fmt.Sprint(g.n(2, 9)) + g.digits(2) + "-" + g.pick("0", "00", "1000")
	case "pt":
		return "21 " + g.digits(3) + " " + g.pick("0000", "1000", "2000")
	case "br":
		return "(11) 3" + g.digits(3) + "-" + g.pick("1000", "2000", "8000")
	case "it":
		return "02 " + g.digits(4) + " " + g.pick("1", "0000")
	case "nl":
		return "088 " + g.digits(3) + " " + g.pick("1111", "0000", "5000")
	case "pl":
		return "22 " + g.digits(3) + " " + g.pick("10 00", "00 00", "50 00")
	}
	return ""
}

var femaleNames = strings.Fields("Mary Patricia Linda Aisha Mei Priya Olivia Grace Doris Keisha Nora Siobhan Brenda Fatima Eleanor María Lucía Carmen Pilar Nuria Inés Rocío Marta Marie Camille Sophie Élodie Chantal Amélie Aurélie Léa Ursula Sabine Anja Monika Heike Katrin Gisela Birgit Ana Mariana Beatriz Inês Fernanda Juliana Cláudia Larissa Maria Francesca Chiara Alessandra Elena Giulia Rosa Silvia Anouk Sanne Femke Lotte Marieke Ingrid Eva Wilma Anna Małgorzata Agnieszka Katarzyna Joanna Ewa Barbara Zofia")

func isFemale(n string) bool {
	for _, f := range femaleNames {
		if f == n {
			return true
		}
	}
	return false
}

func (g *G) firstG(l string, female bool) string {
	for {
		n := g.first(l)
		if isFemale(n) == female {
			return n
		}
	}
}
func (g *G) firstF(l string) string { return g.firstG(l, true) }
func (g *G) firstM(l string) string { return g.firstG(l, false) }
