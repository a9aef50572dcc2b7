package main

import (
	"fmt"
	"strings"
)

type Person struct {
	First, Last string // native script
	Female      bool
	CC          string
}

func (p Person) Full() string { return p.First + " " + p.Last }

type nameSet struct {
	male, female, last []string
	fem                func(string) string
}

func grFem(s string) string {
	switch {
	case strings.HasSuffix(s, "ος"):
		return strings.TrimSuffix(s, "ος") + "ου"
	case strings.HasSuffix(s, "ης"):
		return strings.TrimSuffix(s, "ης") + "η"
	case strings.HasSuffix(s, "ας"):
		return strings.TrimSuffix(s, "ας") + "α"
	}
	return s
}

func ltFem(s string) string {
	switch {
	case strings.HasSuffix(s, "ius"):
		return strings.TrimSuffix(s, "ius") + pick("ienė", "iūtė")
	case strings.HasSuffix(s, "as"):
		return strings.TrimSuffix(s, "as") + pick("ienė", "aitė")
	case strings.HasSuffix(s, "us"):
		return strings.TrimSuffix(s, "us") + pick("uvienė", "utė")
	case strings.HasSuffix(s, "is"):
		return strings.TrimSuffix(s, "is") + pick("ienė", "ytė")
	}
	return s
}

func lvFem(s string) string {
	switch {
	case strings.HasSuffix(s, "iņš"):
		return strings.TrimSuffix(s, "iņš") + "iņa"
	case strings.HasSuffix(s, "ons"):
		return strings.TrimSuffix(s, "ons") + "one"
	case strings.HasSuffix(s, "is"):
		return strings.TrimSuffix(s, "is") + "e"
	case strings.HasSuffix(s, "s"):
		return strings.TrimSuffix(s, "s") + "a"
	}
	return s
}

func slavA(s string) string { // Bulgarian/Macedonian -ов → -ова, -ски → -ска
	switch {
	case strings.HasSuffix(s, "ски"):
		return strings.TrimSuffix(s, "ски") + "ска"
	case strings.HasSuffix(s, "ов"), strings.HasSuffix(s, "ев"):
		return s + "а"
	}
	return s
}

func same(s string) string { return s }

var names = map[string]nameSet{}

var countryOrder = []string{"IT", "GR", "CY", "MT", "RO", "MD", "BG", "RS", "HR", "BA", "ME", "SI", "MK", "AL", "XK", "LT", "LV", "EE"}

func init() {
	sp := strings.Fields
	names["IT"] = nameSet{sp("Marco Luca Alessandro Matteo Davide Simone Andrea Paolo Lorenzo Stefano Riccardo Antonio Giuseppe Fabio Salvatore Gianluca Vincenzo Emanuele"),
		sp("Giulia Francesca Chiara Sara Elena Federica Martina Valentina Giorgia Silvia Alessia Roberta Ilaria Beatrice Noemi Serena Claudia Laura"),
		sp("Rossi Bianchi Esposito Romano Colombo Ricci Marino Greco Bruno Gallo Conti Costa Fontana Moretti Barbieri Lombardi Giordano Rinaldi Caruso Ferrara Galli Martini Leone Longo Gentile Serra Mancini Vitale Santoro Russo Ferrari Marchetti Palumbo Sanna Pellegrini Cattaneo Fabbri Testa"), same}
	names["GR"] = nameSet{sp("Γιώργος Νίκος Δημήτρης Κώστας Γιάννης Παναγιώτης Χρήστος Βασίλης Αντώνης Μιχάλης Θανάσης Σπύρος Στέλιος Ηλίας"),
		sp("Μαρία Ελένη Κατερίνα Σοφία Αναστασία Δέσποινα Βασιλική Γεωργία Χριστίνα Αγγελική Ειρήνη Δήμητρα Φωτεινή Ευαγγελία"),
		sp("Παπαδόπουλος Οικονόμου Γεωργίου Νικολάου Ιωάννου Βασιλείου Αντωνίου Παπαδάκης Κωνσταντίνου Δημητρίου Μακρής Αθανασίου Καραγιάννης Σταθόπουλος Πετρίδης Αλεξίου Μαυρίδης Λαμπράκης Ζαχαρίου Τσακίρης"), grFem}
	names["CY"] = nameSet{sp("Ανδρέας Χαράλαμπος Σάββας Μάριος Κυριάκος Λοΐζος Παντελής Ευάγγελος"),
		sp("Άντρη Χρυστάλλα Μαρία Ελένη Στέλλα Παναγιώτα Κωνσταντίνα Ραφαέλλα"),
		sp("Χαραλάμπους Κωνσταντίνου Γεωργίου Χριστοδούλου Ευαγγέλου Παναγή Ιακώβου Σάββα Λοΐζου Περικλέους"), same}
	names["MT"] = nameSet{sp("Joseph Matthew Kurt Luke Daniel Jean Clayton Keith Mark Neil"),
		sp("Maria Roberta Rebecca Nicole Christine Rachel Marija Antonella Josianne Charmaine"),
		sp("Borg Camilleri Vella Farrugia Zammit Galea Micallef Grech Attard Spiteri Azzopardi Mifsud Debono Caruana Cassar Xuereb Fenech Agius"), same}
	names["RO"] = nameSet{sp("Andrei Alexandru Ion Mihai Ștefan Bogdan Cristian Florin Răzvan Vlad Adrian Gheorghe Ionuț Sorin Cătălin"),
		sp("Ioana Maria Elena Andreea Alexandra Mihaela Cristina Roxana Ana Gabriela Diana Oana Raluca Irina Bianca"),
		sp("Popescu Ionescu Popa Dumitru Stan Stoica Gheorghe Matei Ciobanu Rusu Munteanu Constantin Marin Tudor Dobre Moldovan Lazăr Toma Neagu Ștefănescu Dinu Radu Barbu Nistor"), same}
	names["MD"] = nameSet{sp("Ion Vasile Sergiu Andrei Victor Dumitru Igor Vitalie Serghei Alexandru"),
		sp("Natalia Ana Elena Tatiana Cristina Irina Olga Mariana Svetlana Doina"),
		sp("Rusu Ceban Ciobanu Cebotari Roșca Lungu Munteanu Țurcanu Botnaru Guțu Cojocaru Moraru"), same}
	names["BG"] = nameSet{sp("Иван Георги Димитър Николай Петър Христо Стоян Александър Тодор Васил Емил Красимир"),
		sp("Мария Елена Десислава Иванка Надежда Гергана Цветелина Радостина Петя Виктория Калина Теодора"),
		sp("Петров Иванов Георгиев Димитров Николов Стоянов Христов Тодоров Атанасов Колев Маринов Ангелов Попов Костов Илиев"), slavA}
	names["RS"] = nameSet{sp("Marko Nikola Stefan Luka Milan Nemanja Dušan Đorđe Aleksandar Vladimir Miloš Ognjen"),
		sp("Jelena Milica Ana Jovana Marija Ivana Tijana Dragana Sanja Teodora Katarina Ljiljana"),
		sp("Jovanović Petrović Nikolić Marković Đorđević Stojanović Ilić Stanković Pavlović Milošević Popović Živković Todorović Lazić"), same}
	names["HR"] = nameSet{sp("Ivan Luka Marko Josip Ante Matej Tomislav Filip Domagoj Karlo Mario Hrvoje"),
		sp("Ana Marija Petra Ivana Lucija Maja Katarina Mia Nikolina Martina Ivona Dora"),
		sp("Horvat Kovačević Babić Marić Jurić Novak Knežević Vuković Perić Matić Tomić Šimić Pavlović Božić Grgić Radić"), same}
	names["BA"] = nameSet{sp("Amir Emir Adnan Haris Kenan Tarik Mirza Dženan Nermin Edin"),
		sp("Amra Lejla Selma Ajla Emina Merima Azra Belma Dženana Naida"),
		sp("Hodžić Hadžić Begić Delić Mehmedović Kovačević Hasanović Karić Softić Mujić Omerović Alić"), same}
	names["ME"] = nameSet{sp("Milan Nikola Vuk Danilo Petar Luka Andrija Balša"),
		sp("Milena Jovana Ivana Sara Anđela Tamara Nevena Dragana"),
		sp("Vujović Radović Popović Perović Bulatović Vukčević Radulović Šćepanović Raičević Nikčević"), same}
	names["SI"] = nameSet{sp("Luka Jan Žiga Matej Nejc Rok Gašper Tilen Blaž Aljaž"),
		sp("Nina Maja Eva Špela Urška Tjaša Nika Petra Mojca Katja"),
		sp("Novak Horvat Krajnc Kovačič Zupančič Potočnik Kovač Mlakar Kos Vidmar Golob Turk Kralj Zupan"), same}
	names["MK"] = nameSet{sp("Александар Никола Стефан Бојан Дарко Горан Филип Игор Зоран Марјан"),
		sp("Ана Марија Елена Ивана Симона Билјана Катерина Марина Сашка Весна"),
		sp("Стојановски Николовски Трајковски Петровски Димитровски Ристовски Георгиевски Јованоски Спасовски Ангеловски"), slavA}
	names["AL"] = nameSet{sp("Arben Ermal Besnik Gentian Klodian Dritan Artan Fatos Erion Ilir"),
		sp("Elira Anila Jonida Ermira Blerina Mirela Dorina Arta Enkeleda Klea"),
		sp("Hoxha Shehu Gjoka Leka Marku Dervishi Kola Berisha Çela Basha Dema Bushati Xhafa"), same}
	names["XK"] = nameSet{sp("Arbër Driton Valon Blerim Faton Liridon Besart Ardian Fisnik"),
		sp("Donika Teuta Albulena Blerta Fjolla Arbnora Vlora Drita Edona"),
		sp("Krasniqi Gashi Berisha Morina Hoxha Shala Bytyqi Kastrati Rexhepi Hasani Ahmeti"), same}
	names["LT"] = nameSet{sp("Mantas Lukas Tomas Jonas Paulius Darius Andrius Karolis Giedrius Mindaugas"),
		sp("Eglė Rūta Ieva Greta Austėja Gabija Indrė Lina Jurgita Vaida"),
		sp("Kazlauskas Jankauskas Petrauskas Stankevičius Vasiliauskas Žukauskas Butkus Paulauskas Urbonas Kavaliauskas Navickas Rimkus"), ltFem}
	names["LV"] = nameSet{sp("Jānis Andris Mārtiņš Edgars Kristaps Roberts Artūrs Raivis Gints Uldis"),
		sp("Anna Līga Ilze Inese Laura Kristīne Elīna Sanita Zane Dace"),
		sp("Bērziņš Kalniņš Ozoliņš Jansons Liepiņš Krūmiņš Balodis Eglītis Zariņš Pētersons Vītols Kļaviņš"), lvFem}
	names["EE"] = nameSet{sp("Martin Rasmus Karl Markus Andres Tanel Siim Priit Kristjan Mihkel"),
		sp("Kadri Liis Triin Kertu Maarja Helen Kristiina Piret Anu Kätlin"),
		sp("Tamm Saar Sepp Mägi Kask Kukk Rebane Ilves Pärn Koppel Lepik Kuusk Oja Raudsepp"), same}
}

func person(cc string) Person {
	ns := names[cc]
	p := Person{CC: cc, Female: chance(0.5)}
	if p.Female {
		p.First = pick(ns.female...)
		p.Last = ns.fem(pick(ns.last...))
	} else {
		p.First = pick(ns.male...)
		p.Last = pick(ns.last...)
	}
	return p
}

// Serbian person in Cyrillic
func cyr(p Person) Person { p.First, p.Last = srCyr(p.First), srCyr(p.Last); return p }

// ---------- e-mail ----------

var mailDomains = map[string][]string{
	"IT": {"gmail.com", "libero.it", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it", "yahoo.it", "outlook.it", "fastwebnet.it", "tim.it", "icloud.com"},
	"GR": {"gmail.com", "yahoo.gr", "hotmail.com", "otenet.gr", "hol.gr", "outlook.com.gr", "windowslive.com", "in.gr"},
	"CY": {"cytanet.com.cy", "gmail.com", "hotmail.com", "primehome.com", "cablenet.com.cy"},
	"MT": {"gmail.com", "maltanet.net", "melita.com", "go.net.mt", "hotmail.com"},
	"RO": {"gmail.com", "yahoo.com", "yahoo.ro", "hotmail.com", "outlook.com", "icloud.com"},
	"MD": {"mail.ru", "gmail.com", "yandex.ru", "mail.md", "yahoo.com"},
	"BG": {"abv.bg", "mail.bg", "gmail.com", "dir.bg", "yahoo.com"},
	"RS": {"gmail.com", "yahoo.com", "eunet.rs", "mts.rs", "hotmail.com", "open.telekom.rs"},
	"HR": {"gmail.com", "net.hr", "t-com.hr", "hotmail.com", "yahoo.com", "inet.hr"},
	"BA": {"gmail.com", "hotmail.com", "bih.net.ba", "live.com", "yahoo.com"},
	"ME": {"gmail.com", "t-com.me", "yahoo.com", "hotmail.com"},
	"SI": {"gmail.com", "siol.net", "t-2.net", "amis.net", "guest.arnes.si"},
	"MK": {"gmail.com", "yahoo.com", "t-home.mk", "hotmail.com"},
	"AL": {"gmail.com", "yahoo.com", "hotmail.com", "abissnet.al"},
	"XK": {"gmail.com", "hotmail.com", "live.com", "yahoo.com"},
	"LT": {"gmail.com", "inbox.lt", "one.lt", "yahoo.com"},
	"LV": {"inbox.lv", "gmail.com", "apollo.lv", "tvnet.lv"},
	"EE": {"gmail.com", "hot.ee", "mail.ee", "online.ee", "neti.ee"},
}

var tlds = map[string]string{"IT": "it", "GR": "gr", "CY": "com.cy", "MT": "com.mt", "RO": "ro", "MD": "md", "BG": "bg", "RS": "rs", "HR": "hr", "BA": "ba", "ME": "me", "SI": "si", "MK": "mk", "AL": "al", "XK": "com", "LT": "lt", "LV": "lv", "EE": "ee"}

func localPart(p Person) string {
	f, l := ascii(p.First), ascii(p.Last)
	switch rng.Intn(8) {
	case 0:
		return f + "." + l
	case 1:
		return f[:1] + l
	case 2:
		return f + "_" + l
	case 3:
		return f + "." + l + fmt.Sprint(rn(1, 99))
	case 4:
		return f + l + fmt.Sprint(rn(70, 99))
	case 5:
		return l + "." + f
	case 6:
		return f[:1] + "." + l
	}
	return f + fmt.Sprint(rn(100, 9999))
}

func email(p Person) string { return localPart(p) + "@" + pick(mailDomains[p.CC]...) }

var bizWords = []string{"studio", "servizi", "consult", "trade", "impex", "group", "tech", "shop", "logistics", "design", "medical", "travel", "solutions", "digital"}

func bizDomain(p Person) string {
	return ascii(p.Last) + pick(bizWords...) + "." + tlds[p.CC]
}

func workEmail(p Person) string {
	f, l := ascii(p.First), ascii(p.Last)
	return pick(f+"."+l, f[:1]+"."+l, f, f[:1]+l) + "@" + bizDomain(p)
}

func roleEmail(p Person, roles ...string) string { return pick(roles...) + "@" + bizDomain(p) }

// ---------- phones ----------

type plan struct {
	cc, trunk string
	nsn       string
	intl, nat [][]int // groupings over NSN (intl) and over trunk+NSN (nat)
}

func mob(cc string) plan  { return phonePlan(cc, true) }
func land(cc string) plan { return phonePlan(cc, false) }

func phonePlan(cc string, m bool) plan {
	g := func(xs ...int) []int { return xs }
	switch cc {
	case "IT":
		if m {
			n := "3" + pick("20", "24", "27", "28", "29", "30", "33", "34", "35", "36", "37", "38", "39", "40", "42", "43", "45", "46", "47", "48", "49", "66", "68", "70", "71", "77", "80", "88", "89", "91", "92", "93") + digits(7)
			return plan{"39", "", n, [][]int{g(3, 3, 4), g(3, 7), g(10), g(3, 3, 2, 2)}, [][]int{g(3, 3, 4), g(3, 7), g(10), g(3, 4, 3)}}
		}
		if chance(0.5) {
			n := pick("06", "02") + digits(8)
			return plan{"39", "", n, [][]int{g(2, 4, 4), g(2, 8)}, [][]int{g(2, 4, 4), g(2, 8), g(2, 3, 3, 2)}}
		}
		n := pick("011", "055", "081", "051", "091", "010", "041", "070", "080", "095", "049", "045") + digits(7)
		return plan{"39", "", n, [][]int{g(3, 3, 4), g(3, 7)}, [][]int{g(3, 3, 4), g(3, 7), g(3, 2, 2, 3)}}
	case "GR":
		if m {
			n := "69" + pick("0", "3", "4", "5", "7", "8", "9") + digits(7)
			return plan{"30", "", n, [][]int{g(3, 3, 4), g(10), g(3, 7)}, [][]int{g(3, 3, 4), g(10), g(3, 7), g(4, 6)}}
		}
		if chance(0.6) {
			n := "21" + pick("0", "1", "3", "4", "5", "6") + digits(7)
			return plan{"30", "", n, [][]int{g(3, 3, 4), g(3, 7), g(10)}, [][]int{g(3, 3, 4), g(3, 7), g(10)}}
		}
		n := pick("2310", "2610", "2810", "2410", "2651") + digits(6)
		return plan{"30", "", n, [][]int{g(4, 3, 3), g(4, 6)}, [][]int{g(4, 3, 3), g(4, 6), g(10)}}
	case "CY":
		n := "9" + pick("4", "5", "6", "7", "9") + digits(6)
		if !m {
			n = pick("22", "25", "24", "26") + digits(6)
		}
		return plan{"357", "", n, [][]int{g(2, 6), g(8), g(2, 3, 3)}, [][]int{g(2, 6), g(8), g(2, 3, 3)}}
	case "MT":
		n := pick("79", "99", "77", "98") + digits(6)
		if !m {
			n = pick("21", "27", "22") + digits(6)
		}
		return plan{"356", "", n, [][]int{g(4, 4), g(8)}, [][]int{g(4, 4), g(8)}}
	case "RO":
		if m {
			n := "7" + pick("22", "23", "24", "26", "28", "29", "40", "42", "44", "45", "46", "47", "48", "49", "51", "52", "55", "56", "60", "62", "66", "70", "72", "73", "74", "75", "77", "80", "83", "84", "86", "88", "89") + digits(6)
			return plan{"40", "0", n, [][]int{g(3, 3, 3), g(9)}, [][]int{g(4, 3, 3), g(10), g(4, 6)}}
		}
		if chance(0.5) {
			n := "21" + pick("2", "3", "4", "5", "6", "7") + digits(6)
			return plan{"40", "0", n, [][]int{g(2, 3, 4), g(2, 7)}, [][]int{g(3, 3, 4), g(3, 7), g(10)}}
		}
		n := pick("264", "256", "232", "268", "241", "251", "231") + digits(6)
		return plan{"40", "0", n, [][]int{g(3, 3, 3), g(3, 6)}, [][]int{g(4, 3, 3), g(4, 6)}}
	case "MD":
		if m {
			n := pick("60", "62", "67", "68", "69", "78", "79") + digits(6)
			return plan{"373", "0", n, [][]int{g(2, 3, 3), g(8), g(2, 2, 2, 2)}, [][]int{g(3, 3, 3), g(9), g(3, 2, 2, 2)}}
		}
		n := "22" + digits(6)
		return plan{"373", "0", n, [][]int{g(2, 2, 2, 2), g(2, 6), g(2, 3, 3)}, [][]int{g(3, 2, 2, 2), g(3, 6)}}
	case "BG":
		if m {
			n := "8" + pick("7", "8", "9") + digits(7)
			return plan{"359", "0", n, [][]int{g(3, 3, 3), g(9), g(2, 3, 4)}, [][]int{g(4, 3, 3), g(10), g(4, 6), g(3, 3, 4)}}
		}
		if chance(0.6) {
			n := "2" + pick("8", "9", "4", "9", "8", "9") + digits(6)
			return plan{"359", "0", n, [][]int{g(1, 3, 4), g(1, 7), g(1, 3, 2, 2)}, [][]int{g(2, 3, 4), g(2, 7), g(2, 3, 2, 2)}}
		}
		n := pick("32", "52", "56", "64", "82") + digits(6)
		return plan{"359", "0", n, [][]int{g(2, 3, 3), g(2, 6)}, [][]int{g(3, 3, 3), g(3, 6), g(3, 2, 2, 2)}}
	case "RS":
		if m {
			l := pick2(7, 7, 6)
			n := "6" + pick("0", "1", "2", "3", "4", "5", "6", "9") + digits(l)
			if l == 7 {
				return plan{"381", "0", n, [][]int{g(2, 3, 4), g(2, 7), g(9)}, [][]int{g(3, 3, 4), g(3, 7), g(10), g(3, 4, 3)}}
			}
			return plan{"381", "0", n, [][]int{g(2, 3, 3), g(2, 6)}, [][]int{g(3, 3, 3), g(3, 6)}}
		}
		n := pick("11", "21", "18", "34") + digits(7)
		return plan{"381", "0", n, [][]int{g(2, 3, 4), g(2, 7)}, [][]int{g(3, 3, 4), g(3, 7), g(3, 4, 3)}}
	case "HR":
		if m {
			n := "9" + pick("1", "2", "5", "7", "8", "9") + digits(7)
			return plan{"385", "0", n, [][]int{g(2, 3, 4), g(2, 7), g(2, 3, 2, 2)}, [][]int{g(3, 3, 4), g(3, 7), g(3, 3, 2, 2), g(10)}}
		}
		if chance(0.5) {
			n := "1" + digits(7)
			return plan{"385", "0", n, [][]int{g(1, 4, 3), g(1, 3, 4), g(1, 7)}, [][]int{g(2, 4, 3), g(2, 3, 4), g(2, 7)}}
		}
		n := pick("21", "51", "31", "20", "23", "52") + digits(6)
		return plan{"385", "0", n, [][]int{g(2, 3, 3), g(2, 6)}, [][]int{g(3, 3, 3), g(3, 6)}}
	case "BA":
		n := "6" + pick("1", "2", "3", "5", "6") + digits(6)
		if !m {
			n = pick("33", "35", "51", "36", "32") + digits(6)
		}
		return plan{"387", "0", n, [][]int{g(2, 3, 3), g(2, 6), g(8)}, [][]int{g(3, 3, 3), g(3, 6), g(3, 3, 3)}}
	case "ME":
		n := "6" + pick("7", "8", "9") + digits(6)
		if !m {
			n = pick("20", "33", "40", "32") + digits(6)
		}
		return plan{"382", "0", n, [][]int{g(2, 3, 3), g(2, 6)}, [][]int{g(3, 3, 3), g(3, 6)}}
	case "SI":
		if m {
			n := pick("31", "41", "40", "51", "70", "68", "64", "30", "71") + digits(6)
			return plan{"386", "0", n, [][]int{g(2, 3, 3), g(8)}, [][]int{g(3, 3, 3), g(9), g(3, 6)}}
		}
		n := pick("1", "2", "3", "4", "5") + digits(7)
		return plan{"386", "0", n, [][]int{g(1, 3, 2, 2), g(1, 7)}, [][]int{g(2, 3, 2, 2), g(2, 7), g(2, 3, 4)}}
	case "MK":
		if m {
			n := "7" + pick("0", "1", "2", "5", "6", "7", "8") + digits(6)
			return plan{"389", "0", n, [][]int{g(2, 3, 3), g(8)}, [][]int{g(3, 3, 3), g(9), g(3, 6)}}
		}
		n := "2" + pick("3", "2", "5", "6", "3") + digits(6)
		return plan{"389", "0", n, [][]int{g(1, 3, 4), g(1, 7)}, [][]int{g(2, 3, 4), g(2, 7)}}
	case "AL":
		if m {
			n := "6" + pick("7", "8", "9") + digits(7)
			return plan{"355", "0", n, [][]int{g(2, 3, 4), g(2, 7), g(9)}, [][]int{g(3, 3, 4), g(3, 7), g(10)}}
		}
		n := "4" + pick("2", "3", "4", "5") + digits(6)
		return plan{"355", "0", n, [][]int{g(1, 3, 4), g(1, 7)}, [][]int{g(2, 3, 4), g(2, 7)}}
	case "XK":
		n := "4" + pick("3", "4", "5", "6", "8", "9") + digits(6)
		if !m {
			n = pick("38", "28", "29", "39") + digits(6)
		}
		return plan{"383", "0", n, [][]int{g(2, 3, 3), g(8)}, [][]int{g(3, 3, 3), g(9), g(3, 6)}}
	case "LT":
		if m {
			n := "6" + digits(7)
			return plan{"370", "8", n, [][]int{g(3, 5), g(8), g(4, 4), g(3, 2, 3)}, [][]int{g(1, 3, 5), g(4, 5), g(9), g(1, 3, 2, 3)}}
		}
		n := "5" + pick("2", "2", "7", "2") + digits(6)
		return plan{"370", "8", n, [][]int{g(1, 3, 4), g(1, 7)}, [][]int{g(1, 1, 3, 4), g(2, 7), g(1, 1, 7)}}
	case "LV":
		n := "2" + pick("0", "1", "2", "3", "4", "5", "6", "7", "8", "9") + digits(6)
		if !m {
			n = pick("67", "66", "65", "63") + digits(6)
		}
		return plan{"371", "", n, [][]int{g(2, 3, 3), g(8), g(4, 4), g(3, 5)}, [][]int{g(2, 3, 3), g(8), g(4, 4), g(3, 5)}}
	case "EE":
		if m {
			n := "5" + pick("0", "1", "2", "3", "5", "6", "8") + digits(pick2(5, 6, 6))
			if len(n) == 7 {
				return plan{"372", "", n, [][]int{g(3, 4), g(7)}, [][]int{g(3, 4), g(7)}}
			}
			return plan{"372", "", n, [][]int{g(4, 4), g(8)}, [][]int{g(4, 4), g(8)}}
		}
		n := "6" + digits(6)
		return plan{"372", "", n, [][]int{g(3, 4), g(7)}, [][]int{g(3, 4), g(7)}}
	}
	panic(cc)
}

// styles
const (
	Any      = -1
	IntlSp   = 0 // +39 347 123 4567
	IntlCmp  = 1 // +393471234567
	Intl00   = 2 // 0039 347 123 4567
	NatSp    = 3 // 347 123 4567
	NatCmp   = 4 // 3471234567
	NatSep   = 5 // 347/123-4567, 347-123-4567, 347.123.4567
	IntlPar  = 6 // (+39) 347 123 4567
	IntlDash = 7 // +39-347-123-4567
)

func (p plan) fmt(style int) string {
	if style == Any {
		style = []int{0, 0, 0, 1, 2, 3, 3, 3, 4, 5, 6, 7}[rng.Intn(12)]
	}
	gi := p.intl[rng.Intn(len(p.intl))]
	nat := p.trunk + p.nsn
	gn := p.nat[rng.Intn(len(p.nat))]
	switch style {
	case IntlSp:
		return "+" + p.cc + " " + groupBy(p.nsn, gi, " ")
	case IntlCmp:
		return "+" + p.cc + p.nsn
	case Intl00:
		return "00" + p.cc + " " + groupBy(p.nsn, gi, " ")
	case NatSp:
		return groupBy(nat, gn, " ")
	case NatCmp:
		return nat
	case NatSep:
		var multi [][]int
		for _, g := range p.nat {
			if len(g) >= 3 {
				multi = append(multi, g)
			}
		}
		if len(multi) == 0 {
			return groupBy(nat, gn, " ")
		}
		gn = multi[rng.Intn(len(multi))]
		if slashCountry(p.cc) && chance(0.5) {
			// first separator a slash: 063/123-456, 0888/123 456, 347/123 4567
			parts := strings.SplitN(groupBy(nat, gn, "\x00"), "\x00", 2)
			return parts[0] + "/" + strings.ReplaceAll(parts[1], "\x00", pick("-", " ", ""))
		}
		return groupBy(nat, gn, pick("-", ".", " "))
	case IntlPar:
		return "(+" + p.cc + ") " + groupBy(p.nsn, gi, " ")
	case IntlDash:
		return "+" + p.cc + "-" + groupBy(p.nsn, gi, "-")
	}
	panic(style)
}

// countries where a slash after the area or mobile prefix is a common way to write a number
func slashCountry(cc string) bool {
	switch cc {
	case "39", "381", "385", "387", "382", "386", "389", "359":
		return true
	}
	return false
}

// ph: a phone of country cc; mobile with probability 0.75.
func ph(cc string, style int) string {
	if chance(0.75) {
		return mob(cc).fmt(style)
	}
	return land(cc).fmt(style)
}

// ---------- places ----------

type place struct{ city, zip string }

func city(cc string) place {
	switch cc {
	case "IT":
		c := rng.Intn(8)
		return []place{{"Roma", fmt.Sprintf("001%02d", rn(18, 99))}, {"Milano", fmt.Sprintf("201%02d", rn(21, 62))}, {"Napoli", fmt.Sprintf("801%02d", rn(21, 47))},
			{"Torino", fmt.Sprintf("101%02d", rn(21, 56))}, {"Firenze", fmt.Sprintf("501%02d", rn(21, 45))}, {"Bologna", fmt.Sprintf("401%02d", rn(21, 41))},
			{"Palermo", fmt.Sprintf("901%02d", rn(21, 51))}, {"Bari", fmt.Sprintf("701%02d", rn(21, 32))}}[c]
	case "GR":
		return []place{{"Αθήνα", fmt.Sprintf("1%02d %02d", rn(4, 17), rn(10, 99))}, {"Θεσσαλονίκη", fmt.Sprintf("54%d %02d", rn(6, 6), rn(21, 55))}, {"Πάτρα", fmt.Sprintf("26%d %02d", rn(2, 4), rn(21, 45))}, {"Ηράκλειο", fmt.Sprintf("71%d %02d", rn(2, 4), rn(1, 10)*5)}}[rng.Intn(4)]
	case "CY":
		return []place{{"Λευκωσία", fmt.Sprint(rn(1010, 2100))}, {"Limassol", fmt.Sprint(rn(3010, 4110))}, {"Larnaca", fmt.Sprint(rn(6010, 7100))}, {"Paphos", fmt.Sprint(rn(8010, 8110))}}[rng.Intn(4)]
	case "MT":
		return []place{{"Birkirkara", fmt.Sprintf("BKR %04d", rn(1000, 9099))}, {"Sliema", fmt.Sprintf("SLM %04d", rn(1000, 1990))}, {"Qormi", fmt.Sprintf("QRM %04d", rn(1000, 4000))}, {"Mosta", fmt.Sprintf("MST %04d", rn(1000, 4000))}}[rng.Intn(4)]
	case "RO":
		return []place{{"București", fmt.Sprintf("0%d%04d", rn(1, 6), rn(1, 9999))}, {"Cluj-Napoca", fmt.Sprintf("400%03d", rn(1, 699))}, {"Iași", fmt.Sprintf("700%03d", rn(1, 699))}, {"Timișoara", fmt.Sprintf("300%03d", rn(1, 699))}, {"Brașov", fmt.Sprintf("500%03d", rn(1, 499))}}[rng.Intn(5)]
	case "MD":
		return place{"Chișinău", fmt.Sprintf("MD-20%02d", rn(1, 75))}
	case "BG":
		return []place{{"София", fmt.Sprint(rn(1000, 1799))}, {"Пловдив", fmt.Sprint(rn(4000, 4030))}, {"Варна", fmt.Sprint(rn(9000, 9030))}, {"Бургас", fmt.Sprint(rn(8000, 8020))}}[rng.Intn(4)]
	case "RS":
		return []place{{"Beograd", fmt.Sprintf("11%03d", rn(0, 300))}, {"Novi Sad", fmt.Sprintf("21%03d", rn(0, 140))}, {"Niš", fmt.Sprintf("18%03d", rn(0, 120))}}[rng.Intn(3)]
	case "HR":
		return []place{{"Zagreb", fmt.Sprintf("10%03d", rn(0, 110))}, {"Split", "21000"}, {"Rijeka", "51000"}, {"Osijek", "31000"}, {"Zadar", "23000"}}[rng.Intn(5)]
	case "BA":
		return []place{{"Sarajevo", "71000"}, {"Banja Luka", "78000"}, {"Mostar", "88000"}, {"Tuzla", "75000"}}[rng.Intn(4)]
	case "ME":
		return []place{{"Podgorica", "81000"}, {"Budva", "85310"}, {"Kotor", "85330"}, {"Bar", "85000"}}[rng.Intn(4)]
	case "SI":
		return []place{{"Ljubljana", fmt.Sprint(rn(1000, 1261))}, {"Maribor", "2000"}, {"Celje", "3000"}, {"Koper", "6000"}}[rng.Intn(4)]
	case "MK":
		return []place{{"Скопје", "1000"}, {"Битола", "7000"}, {"Охрид", "6000"}, {"Куманово", "1300"}}[rng.Intn(4)]
	case "AL":
		return []place{{"Tiranë", fmt.Sprintf("10%02d", rn(1, 60))}, {"Durrës", "2001"}, {"Shkodër", "4001"}, {"Vlorë", "9401"}}[rng.Intn(4)]
	case "XK":
		return []place{{"Prishtinë", "10000"}, {"Prizren", "20000"}, {"Pejë", "30000"}, {"Gjakovë", "50000"}}[rng.Intn(4)]
	case "LT":
		return []place{{"Vilnius", fmt.Sprintf("LT-%05d", rn(1100, 14300))}, {"Kaunas", fmt.Sprintf("LT-%05d", rn(44100, 52500))}, {"Klaipėda", fmt.Sprintf("LT-%05d", rn(91100, 94300))}}[rng.Intn(3)]
	case "LV":
		return []place{{"Rīga", fmt.Sprintf("LV-%04d", rn(1001, 1084))}, {"Daugavpils", "LV-5401"}, {"Liepāja", "LV-3401"}, {"Jelgava", "LV-3001"}}[rng.Intn(4)]
	case "EE":
		return []place{{"Tallinn", fmt.Sprintf("1%04d", rn(111, 3999))}, {"Tartu", fmt.Sprintf("5%04d", rn(1001, 1099))}, {"Pärnu", "80010"}, {"Narva", "20308"}}[rng.Intn(4)]
	}
	panic(cc)
}

var streets = map[string][]string{
	"IT": {"Via Roma", "Via Garibaldi", "Corso Vittorio Emanuele II", "Via Mazzini", "Viale dei Mille", "Via Tuscolana", "Piazza Dante"},
	"GR": {"Οδός Ερμού", "Λεωφ. Κηφισίας", "Οδός Πατησίων", "Οδός Αγίου Δημητρίου", "Λεωφ. Συγγρού"},
	"RO": {"Str. Mihai Eminescu", "Bd. Unirii", "Calea Victoriei", "Str. Avram Iancu", "Bd. Decebal"},
	"BG": {"ул. Витоша", "бул. Цар Освободител", "ул. Граф Игнатиев", "бул. България", "ул. Шипка"},
	"RS": {"Knez Mihailova", "Bulevar oslobođenja", "Nemanjina", "Cara Dušana", "Vojvode Stepe"},
	"HR": {"Ilica", "Vukovarska", "Savska cesta", "Ulica kralja Zvonimira", "Put Firula"},
	"SI": {"Slovenska cesta", "Trubarjeva ulica", "Dunajska cesta", "Celovška cesta"},
	"LT": {"Gedimino pr.", "Konstitucijos pr.", "Laisvės al.", "Vilniaus g."},
	"LV": {"Brīvības iela", "Elizabetes iela", "Krišjāņa Barona iela", "Tērbatas iela"},
	"EE": {"Narva mnt", "Pärnu mnt", "Tartu mnt", "Viru tänav"},
}

func street(cc string) string {
	if s, ok := streets[cc]; ok {
		return pick(s...) + " " + fmt.Sprint(rn(1, 140))
	}
	return pick("Rruga e Durrësit", "Bulevardi Nënë Tereza", "Triq il-Kbira", "Ulica Slobode", "ул. Македонија", "str. Ștefan cel Mare") + " " + fmt.Sprint(rn(1, 90))
}
