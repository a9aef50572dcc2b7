package main

import (
	"fmt"
	"strings"
)

type person struct{ disp, first, last string } // first/last ascii for e-mails

type Loc struct {
	code    string
	people  []person
	domains []string
	plabels []string // phone labels
	phone   func() string
	price   func(cents int) string
	date    func() string
	addr    func() (string, string) // address text, postal code
	carrier func() (string, string) // carrier, tracking
	orderID func() string
	emailW  string // word for e-mail
}

func ppl(s string) []person {
	var out []person
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		f := strings.Split(line, "|")
		out = append(out, person{f[0], f[1], f[2]})
	}
	return out
}

var areaUS = []string{"212", "213", "305", "312", "404", "415", "503", "512", "617", "646", "702", "713", "718", "773", "206", "303", "480", "602", "619", "720", "786", "817", "917", "929", "470", "347", "832", "469", "910"}

func exch() string {
	for {
		e := fmt.Sprintf("%d%02d", 2+r.IntN(8), r.IntN(100))
		if e != "555" && e[1:] != "11" {
			return e
		}
	}
}

func usArea() string {
	for {
		a := pl(areaUS)
		if a != "season" {
			return a
		}
	}
}

func phoneUS() string {
	a, e, l := usArea(), exch(), rd(4)
	switch r.IntN(11) {
	case 0, 1:
		return fmt.Sprintf("(%s) %s-%s", a, e, l)
	case 2, 3:
		return fmt.Sprintf("%s-%s-%s", a, e, l)
	case 4:
		return fmt.Sprintf("%s.%s.%s", a, e, l)
	case 5:
		return fmt.Sprintf("+1 %s %s %s", a, e, l)
	case 6:
		return fmt.Sprintf("+1 (%s) %s-%s", a, e, l)
	case 7:
		return fmt.Sprintf("+1-%s-%s-%s", a, e, l)
	case 8:
		return fmt.Sprintf("1-%s-%s-%s", a, e, l)
	case 9:
		return fmt.Sprintf("%s %s %s", a, e, l)
	default:
		return fmt.Sprintf("+1%s%s%s", a, e, l)
	}
}

func phoneGB() string {
	switch r.IntN(8) {
	case 0:
		return "07" + rd(3) + " " + rd(6)
	case 1:
		return "+44 7" + rd(3) + " " + rd(6)
	case 2:
		return "020 " + pick("7", "8", "3") + rd(3) + " " + rd(4)
	case 3:
		return "+44 (0)20 " + pick("7", "8") + rd(3) + " " + rd(4)
	case 4:
		return "0" + pick("161", "121", "113", "117", "141", "131") + " " + rd(3) + " " + rd(4)
	case 5:
		return "+447" + rd(9)
	case 6:
		return "+44 (0)7" + rd(3) + " " + rd(3) + " " + rd(3)
	default:
		return "07" + rd(9)
	}
}

func phoneDE() string {
	mob := pick("0151", "0152", "0157", "0160", "0162", "0170", "0171", "0172", "0175", "0176", "0177", "0179")
	switch r.IntN(10) {
	case 0:
		return mob + " " + rd(7)
	case 1:
		return "+49 " + mob[1:] + " " + rd(7)
	case 2:
		return "+49 (0)" + pick("30", "40", "89", "69", "221") + " " + rd(4) + " " + rd(4)
	case 3:
		return mob + "/" + rd(7)
	case 4:
		return "0" + pick("30", "40", "89") + " " + rd(8)
	case 5:
		return "0" + pick("221", "211", "711", "351", "341") + " / " + rd(3) + " " + rd(3)
	case 6:
		return "+49 " + mob[1:] + " " + rd(3) + " " + rd(4)
	case 7:
		return "0" + pick("30", "89", "40") + "-" + rd(8)
	case 8:
		return "+49" + mob[1:] + rd(8)
	default:
		return mob + " " + rd(3) + " " + rd(2) + " " + rd(2)
	}
}

func phoneFR() string {
	pair := func() string { return fmt.Sprintf("%02d", r.IntN(100)) }
	lead := pick("1", "6", "7", "6", "4", "5", "2", "3")
	body := []string{pair(), pair(), pair(), pair()}
	switch r.IntN(7) {
	case 0, 1:
		return "0" + lead + " " + strings.Join(body, " ")
	case 2:
		return "+33 " + lead + " " + strings.Join(body, " ")
	case 3:
		return "+33 (0)" + lead + " " + strings.Join(body, " ")
	case 4:
		return "0" + lead + "." + strings.Join(body, ".")
	case 5:
		return "0" + lead + strings.Join(body, "")
	default:
		return "+33" + lead + strings.Join(body, "")
	}
}

func phoneES() string {
	m := pick("6", "7", "6") + rd(2)
	switch r.IntN(6) {
	case 0:
		return m + " " + rd(3) + " " + rd(3)
	case 1:
		return "+34 " + m + " " + rd(3) + " " + rd(3)
	case 2:
		return "+34 " + m + " " + rd(2) + " " + rd(2) + " " + rd(2)
	case 3:
		return "91" + rd(1) + " " + rd(3) + " " + rd(3)
	case 4:
		return "+34 9" + pick("1", "3", "5", "6") + " " + rd(3) + " " + rd(2) + " " + rd(2)
	default:
		return m + rd(6)
	}
}

func phoneMX() string {
	a := pick("55", "33", "81")
	switch r.IntN(7) {
	case 0:
		return "+52 " + a + " " + rd(4) + " " + rd(4)
	case 1:
		return "+52 1 " + a + " " + rd(4) + " " + rd(4)
	case 2:
		return a + " " + rd(4) + " " + rd(4)
	case 3:
		return "(" + a + ") " + rd(4) + "-" + rd(4)
	case 4:
		return a + "-" + rd(4) + "-" + rd(4)
	case 5:
		return "+52 (" + a + ") " + rd(4) + "-" + rd(4)
	default:
		return "+52" + a + rd(8)
	}
}

func phoneBR() string {
	ddd := pick("11", "21", "31", "41", "51", "61", "71", "81", "19", "48")
	mob := "9" + pick("1", "4", "6", "7", "8", "9") + rd(3)
	switch r.IntN(8) {
	case 0, 1:
		return "(" + ddd + ") " + mob + "-" + rd(4)
	case 2:
		return "+55 " + ddd + " " + mob + "-" + rd(4)
	case 3:
		return "+55 (" + ddd + ") " + mob + "-" + rd(4)
	case 4:
		return "(" + ddd + ") " + pick("2", "3", "4") + rd(3) + "-" + rd(4)
	case 5:
		return "(" + ddd + ") 9 " + mob[1:] + "-" + rd(4)
	case 6:
		return "+55" + ddd + mob + rd(4)
	default:
		return ddd + " " + mob + "-" + rd(4)
	}
}

func phoneIT() string {
	m := "3" + pick("20", "28", "33", "34", "35", "38", "39", "40", "47", "48", "49", "66", "71", "88", "93")
	switch r.IntN(6) {
	case 0, 1:
		return m + " " + rd(3) + " " + rd(4)
	case 2:
		return "+39 " + m + " " + rd(3) + " " + rd(4)
	case 3:
		return "+39 " + m + rd(7)
	case 4:
		return "0" + pick("2", "6", "11", "55", "81") + " " + rd(4) + " " + rd(4)
	default:
		return "+39 0" + pick("2", "6") + " " + rd(4) + " " + rd(4)
	}
}

func phoneNL() string {
	switch r.IntN(6) {
	case 0, 1:
		return "06-" + rd(8)
	case 2:
		return "+31 6 " + rd(8)
	case 3:
		return "020 " + rd(3) + " " + rd(4)
	case 4:
		return "+31 (0)" + pick("20", "10", "30", "70") + " " + rd(3) + " " + rd(4)
	default:
		return "0" + pick("10", "30", "70", "40") + "-" + rd(7)
	}
}

func phonePL() string {
	m := pick("5", "6", "7", "8") + rd(2)
	switch r.IntN(6) {
	case 0, 1:
		return m + " " + rd(3) + " " + rd(3)
	case 2:
		return "+48 " + m + " " + rd(3) + " " + rd(3)
	case 3:
		return "+48 " + pick("22", "12", "61", "71") + " " + rd(3) + " " + rd(2) + " " + rd(2)
	case 4:
		return m + "-" + rd(3) + "-" + rd(3)
	default:
		return "+48" + m + rd(6)
	}
}

func phoneTR() string {
	op := "5" + pick("30", "32", "33", "35", "36", "38", "42", "43", "44", "05", "06", "52", "55")
	switch r.IntN(6) {
	case 0:
		return "0 (" + op + ") " + rd(3) + " " + rd(2) + " " + rd(2)
	case 1:
		return "0" + op + " " + rd(3) + " " + rd(2) + " " + rd(2)
	case 2:
		return "+90 " + op + " " + rd(3) + " " + rd(2) + " " + rd(2)
	case 3:
		return "+90 (" + pick("212", "216", "312", "232") + ") " + rd(3) + " " + rd(2) + " " + rd(2)
	case 4:
		return "0" + op + rd(7)
	default:
		return "0" + pick("212", "216") + " " + rd(3) + " " + rd(4)
	}
}

var fw = strings.NewReplacer("0", "０", "1", "１", "2", "２", "3", "３", "4", "４", "5", "５", "6", "６", "7", "７", "8", "８", "9", "９", "-", "－")

func phoneJP() string {
	m := pick("090", "080", "070")
	switch r.IntN(8) {
	case 0, 1:
		return m + "-" + rd(4) + "-" + rd(4)
	case 2:
		return "03-" + rd(4) + "-" + rd(4)
	case 3:
		return "+81 " + m[1:] + "-" + rd(4) + "-" + rd(4)
	case 4:
		return "+81 3 " + rd(4) + " " + rd(4)
	case 5:
		return "06-" + rd(4) + "-" + rd(4)
	case 6:
		return fw.Replace(m + "-" + rd(4) + "-" + rd(4))
	default:
		return m + rd(8)
	}
}

func phoneCN() string {
	m := "1" + pick("38", "39", "35", "36", "37", "50", "51", "52", "58", "59", "86", "87", "88", "77", "80", "89")
	switch r.IntN(7) {
	case 0, 1:
		return m + rd(8)
	case 2:
		return m + " " + rd(4) + " " + rd(4)
	case 3:
		return "+86 " + m + " " + rd(4) + " " + rd(4)
	case 4:
		return "0" + pick("10", "21", "755", "571", "20") + "-" + rd(8)
	case 5:
		return "+86 " + pick("10", "21", "755") + " " + rd(4) + " " + rd(4)
	default:
		return "+86-" + m + "-" + rd(4) + "-" + rd(4)
	}
}

func phoneKR() string {
	switch r.IntN(6) {
	case 0, 1, 2:
		return "010-" + rd(4) + "-" + rd(4)
	case 3:
		return "+82 10-" + rd(4) + "-" + rd(4)
	case 4:
		return "02-" + rd(3) + "-" + rd(4)
	default:
		return "0" + pick("31", "32", "51", "53") + "-" + rd(3) + "-" + rd(4)
	}
}

var arabicDigits = strings.NewReplacer("0", "٠", "1", "١", "2", "٢", "3", "٣", "4", "٤", "5", "٥", "6", "٦", "7", "٧", "8", "٨", "9", "٩")

func phoneAR() string {
	switch r.IntN(9) {
	case 0, 1:
		return "+971 5" + pick("0", "2", "5", "6", "8") + " " + rd(3) + " " + rd(4)
	case 2:
		return "05" + pick("0", "2", "5") + " " + rd(3) + " " + rd(4)
	case 3:
		return "+966 5" + pick("0", "3", "4", "5", "6") + " " + rd(3) + " " + rd(4)
	case 4:
		return "+20 1" + pick("0", "1", "2", "5") + rd(1) + " " + rd(3) + " " + rd(4)
	case 5:
		return "04 " + rd(3) + " " + rd(4)
	case 6:
		return arabicDigits.Replace("05" + pick("0", "5") + " " + rd(3) + " " + rd(4))
	case 7:
		return "+9665" + pick("0", "5") + rd(7)
	default:
		return "00971 5" + pick("0", "5") + " " + rd(3) + " " + rd(4)
	}
}

func phoneIN() string {
	m := pick("98", "99", "97", "96", "95", "94", "93", "91", "88", "87", "81", "80", "70", "73", "62") + rd(3)
	switch r.IntN(7) {
	case 0, 1:
		return "+91 " + m + " " + rd(5)
	case 2:
		return m + " " + rd(5)
	case 3:
		return "+91-" + m + rd(5)
	case 4:
		return "0" + m + rd(5)
	case 5:
		return "0" + pick("22", "11", "80", "44") + " " + rd(4) + " " + rd(4)
	default:
		return "+91 " + pick("22", "11", "80") + " " + rd(4) + " " + rd(4)
	}
}

func grp3(n int) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	return strings.Join(append([]string{s}, out...), ",")
}

func money(cents int, thou, dec string) string {
	w := strings.ReplaceAll(grp3(cents/100), ",", thou)
	return fmt.Sprintf("%s%s%02d", w, dec, cents%100)
}

func dateISO() string { return fmt.Sprintf("2024-%02d-%02d", rng(1, 12), rng(1, 28)) }
func dateY() int      { return pick(2024, 2025) }

var locs []*Loc
var locByCode = map[string]*Loc{}

func L(code string) *Loc { return locByCode[code] }

func init() {
	add := func(l *Loc) { locs = append(locs, l); locByCode[l.code] = l }
	add(&Loc{code: "en-US",
		people:  ppl("James Miller|james|miller\nOlivia Garcia|olivia|garcia\nTyler Johnson|tyler|johnson\nAshley Rodriguez|ashley|rodriguez\nBrandon Lee|brandon|lee\nMegan Thompson|megan|thompson\nDeShawn Williams|deshawn|williams\nMaria Hernandez|maria|hernandez\nKevin O'Connor|kevin|oconnor\nJessica Nguyen|jessica|nguyen"),
		domains: []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "aol.com", "hotmail.com", "comcast.net", "protonmail.com", "att.net"},
		plabels: []string{"Phone:", "Phone", "Tel:", "Cell:", "Mobile:", "call me at", "text me at", "ph.", "Phone #"},
		phone:   phoneUS,
		price:   func(c int) string { return "$" + money(c, ",", ".") },
		date:    func() string { return fmt.Sprintf("%02d/%02d/%d", rng(1, 12), rng(1, 28), dateY()) },
		addr: func() (string, string) {
			z := fmt.Sprintf("%05d", rng(10001, 98999))
			return fmt.Sprintf("%d %s\n%s, %s %s", rng(10, 9899), pick("Maple Ave Apt 3B", "W 34th St", "Sunset Blvd", "Oak Ridge Dr", "Elm Street Unit 12"), pick("Austin", "Portland", "Brooklyn", "Denver", "Chicago"), pick("TX", "OR", "NY", "CO", "IL"), z), z
		},
		carrier: func() (string, string) {
			switch r.IntN(3) {
			case 0:
				return "UPS", upsTrk()
			case 1:
				return "FedEx", fedex()
			}
			return "USPS", usps()
		},
		orderID: func() string { return amazonOID(pick("111", "112", "113", "114", "701", "702")) },
		emailW:  "email",
	})
	add(&Loc{code: "en-GB",
		people:  ppl("Oliver Taylor|oliver|taylor\nAmelia Evans|amelia|evans\nHarry Walker|harry|walker\nIsla Wright|isla|wright\nCallum Hughes|callum|hughes\nSiobhan O'Brien|siobhan|obrien\nPriya Patel|priya|patel\nGeorge Roberts|george|roberts"),
		domains: []string{"gmail.com", "btinternet.com", "hotmail.co.uk", "yahoo.co.uk", "outlook.com", "sky.com", "virginmedia.com"},
		plabels: []string{"Tel:", "Mobile:", "Mob:", "Phone:", "ring me on", "call me on", "Tel."},
		phone:   phoneGB,
		price:   func(c int) string { return "£" + money(c, ",", ".") },
		date: func() string {
			return fmt.Sprintf("%d %s %d", rng(1, 28), pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Sept", "Oct", "Nov"), dateY())
		},
		addr: func() (string, string) {
			pc := pick("SW1A 1AA", "M1 4BT", "EC2A 4NE", "LS1 5DL", "BS1 6QH", "G2 8DU", "CF10 1EP")
			return fmt.Sprintf("Flat %d, %d %s\n%s\n%s", rng(1, 40), rng(1, 220), pick("Kingsway", "Albert Road", "High Street", "Queen's Drive"), pick("London", "Manchester", "Leeds", "Bristol", "Glasgow", "Cardiff"), pc), pc
		},
		carrier: func() (string, string) {
			switch r.IntN(3) {
			case 0:
				return "Royal Mail", s10(pick("RN", "FJ", "AB", "TT"), "GB")
			case 1:
				return "Evri", "H" + rs(2, "0123456789ABCDEF") + rs(13, upNum)
			}
			return "DPD", "15" + rd(12)
		},
		orderID: func() string { return amazonOID(pick("202", "203", "204", "205", "026")) },
		emailW:  "email",
	})
	add(&Loc{code: "de",
		people:  ppl("Jürgen Müller|juergen|mueller\nLukas Schmidt|lukas|schmidt\nAnna Schneider|anna|schneider\nSophie Fischer|sophie|fischer\nMaximilian Weber|max|weber\nKatrin Schäfer|katrin|schaefer\nBjörn Krüger|bjoern|krueger\nLena Wagner|lena|wagner"),
		domains: []string{"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de", "gmx.net", "mailbox.org"},
		plabels: []string{"Tel.:", "Telefon:", "Mobil:", "Handy:", "Tel", "Rückruf unter", "erreichbar unter"},
		phone:   phoneDE,
		price:   func(c int) string { return money(c, ".", ",") + " €" },
		date:    func() string { return fmt.Sprintf("%02d.%02d.%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := fmt.Sprintf("%05d", rng(10115, 99998))
			return fmt.Sprintf("%s %d\n%s %s", pick("Hauptstraße", "Lindenallee", "Goethestr.", "Am Markt", "Bahnhofstraße"), rng(1, 140), pc, pick("Berlin", "München", "Köln", "Hamburg", "Leipzig")), pc
		},
		carrier: func() (string, string) {
			switch r.IntN(3) {
			case 0:
				return "DHL", "00340434" + rd(12)
			case 1:
				return "Hermes", "H" + rd(19)
			}
			return "DPD", "0" + rd(13)
		},
		orderID: func() string { return amazonOID(pick("302", "303", "304", "305", "028")) },
		emailW:  "E-Mail",
	})
	add(&Loc{code: "fr",
		people:  ppl("Camille Martin|camille|martin\nLéa Bernard|lea|bernard\nHugo Dubois|hugo|dubois\nChloé Lefèvre|chloe|lefevre\nThéo Durand|theo|durand\nManon Petit|manon|petit\nÉtienne Robert|etienne|robert"),
		domains: []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr", "hotmail.fr", "yahoo.fr"},
		plabels: []string{"Tél. :", "Tél :", "Portable :", "Mobile :", "tel", "joignable au"},
		phone:   phoneFR,
		price:   func(c int) string { return money(c, "\u202f", ",") + " €" },
		date:    func() string { return fmt.Sprintf("%02d/%02d/%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := pick("75011", "69003", "13006", "31000", "33000", "59800", "44000")
			return fmt.Sprintf("%d %s\n%s %s", rng(1, 120), pick("rue de la République", "avenue Jean Jaurès", "boulevard Voltaire", "rue des Lilas"), pc, pick("Paris", "Lyon", "Marseille", "Toulouse", "Bordeaux", "Lille", "Nantes")), pc
		},
		carrier: func() (string, string) {
			switch r.IntN(3) {
			case 0:
				return "Colissimo", "6A" + rd(11)
			case 1:
				return "Chronopost", s10("XY", "FR")
			}
			return "Mondial Relay", rd(8)
		},
		orderID: func() string { return amazonOID(pick("402", "403", "405", "171")) },
		emailW:  "e-mail",
	})
	add(&Loc{code: "es",
		people:  ppl("Lucía García|lucia|garcia\nPablo Fernández|pablo|fernandez\nMartina López|martina|lopez\nJavier Sánchez|javier|sanchez\nNuria Martínez|nuria|martinez\nAlejandro Pérez|alejandro|perez"),
		domains: []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
		plabels: []string{"Tel.:", "Teléfono:", "Móvil:", "Tlf:", "llámame al", "mi móvil es el"},
		phone:   phoneES,
		price:   func(c int) string { return money(c, ".", ",") + " €" },
		date:    func() string { return fmt.Sprintf("%d/%d/%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := pick("28013", "08012", "46002", "41001", "48001")
			return fmt.Sprintf("C/ %s, %d, %dº %s\n%s %s", pick("Alcalá", "Gran Vía", "Mayor", "Valencia"), rng(1, 250), rng(1, 8), pick("A", "B", "Izda", "Dcha"), pc, pick("Madrid", "Barcelona", "Valencia", "Sevilla", "Bilbao")), pc
		},
		carrier: func() (string, string) {
			if chance(0.5) {
				return "Correos", s10(pick("PQ", "PK", "UX"), "ES")
			}
			return "SEUR", rd(14)
		},
		orderID: func() string { return amazonOID(pick("406", "407", "408", "171")) },
		emailW:  "correo",
	})
	add(&Loc{code: "es-MX",
		people:  ppl("José Luis Hernández|joseluis|hernandez\nGuadalupe Ramírez|lupita|ramirez\nFernanda Flores|fernanda|flores\nDiego Cruz|diego|cruz\nXimena González|ximena|gonzalez\nJuan Carlos Martínez|juancarlos|martinez"),
		domains: []string{"gmail.com", "hotmail.com", "outlook.com", "prodigy.net.mx", "yahoo.com.mx", "live.com.mx"},
		plabels: []string{"Cel:", "Cel.", "Tel:", "WhatsApp:", "Celular:", "mándame whats al"},
		phone:   phoneMX,
		price:   func(c int) string { return "$" + money(c, ",", ".") + pick(" MXN", "", " M.N.") },
		date:    func() string { return fmt.Sprintf("%02d/%02d/%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := pick("06600", "44100", "64000", "03100", "11560")
			return fmt.Sprintf("%s %d, Col. %s\nC.P. %s, %s", pick("Av. Reforma", "Calle Hidalgo", "Av. Insurgentes Sur", "Calle 5 de Mayo"), rng(1, 2500), pick("Juárez", "Centro", "Del Valle", "Polanco"), pc, pick("CDMX", "Guadalajara, Jal.", "Monterrey, N.L.")), pc
		},
		carrier: func() (string, string) {
			if chance(0.5) {
				return "Estafeta", rd(22)
			}
			return "DHL", dhl10()
		},
		orderID: func() string { return "2000" + rd(12) },
		emailW:  "correo",
	})
	add(&Loc{code: "pt-BR",
		people:  ppl("João Silva|joao|silva\nAna Oliveira|ana|oliveira\nGabriel Santos|gabriel|santos\nLarissa Souza|larissa|souza\nThiago Pereira|thiago|pereira\nBeatriz Costa|bia|costa\nFelipe Almeida|felipe|almeida"),
		domains: []string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br", "globo.com", "yahoo.com.br"},
		plabels: []string{"Tel:", "Celular:", "WhatsApp:", "Whats:", "Fone:", "Contato:"},
		phone:   phoneBR,
		price:   func(c int) string { return "R$ " + money(c, ".", ",") },
		date:    func() string { return fmt.Sprintf("%02d/%02d/%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := fmt.Sprintf("%05d-%03d", rng(1000, 99999), r.IntN(1000))
			return fmt.Sprintf("%s, %d - apto %d\n%s - %s\nCEP %s", pick("Rua Augusta", "Av. Paulista", "Rua das Flores", "Av. Atlântica"), rng(1, 3000), rng(11, 1504), pick("Consolação", "Bela Vista", "Copacabana", "Savassi"), pick("São Paulo/SP", "Rio de Janeiro/RJ", "Belo Horizonte/MG"), pc), pc
		},
		carrier: func() (string, string) {
			if chance(0.6) {
				return "Correios", s10(pick("QB", "NL", "OJ", "AA"), "BR")
			}
			return "Jadlog", rd(14)
		},
		orderID: func() string { return "MLB" + rd(10) },
		emailW:  "e-mail",
	})
	add(&Loc{code: "it",
		people:  ppl("Giulia Rossi|giulia|rossi\nMarco Russo|marco|russo\nFrancesca Ferrari|francesca|ferrari\nLuca Esposito|luca|esposito\nChiara Bianchi|chiara|bianchi\nMatteo Romano|matteo|romano"),
		domains: []string{"libero.it", "gmail.com", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it", "yahoo.it"},
		plabels: []string{"Tel.", "Cell.", "Cellulare:", "Telefono:", "chiamami al", "cell"},
		phone:   phoneIT,
		price:   func(c int) string { return "€ " + money(c, ".", ",") },
		date:    func() string { return fmt.Sprintf("%02d/%02d/%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := pick("00184", "20121", "10121", "80133", "50123")
			return fmt.Sprintf("Via %s %d\n%s %s (%s)", pick("Roma", "Garibaldi", "Dante", "dei Mille"), rng(1, 200), pc, pick("Roma", "Milano", "Torino", "Napoli", "Firenze"), pick("RM", "MI", "TO", "NA", "FI")), pc
		},
		carrier: func() (string, string) {
			if chance(0.5) {
				return "BRT", rd(15)
			}
			return "Poste Italiane", s10("RR", "IT")
		},
		orderID: func() string { return amazonOID(pick("403", "404", "171", "402")) },
		emailW:  "email",
	})
	add(&Loc{code: "nl",
		people:  ppl("Daan de Vries|daan|devries\nSanne Jansen|sanne|jansen\nBram van den Berg|bram|vandenberg\nFemke Bakker|femke|bakker\nNiels Visser|niels|visser\nLotte de Jong|lotte|dejong"),
		domains: []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "outlook.com", "xs4all.nl", "planet.nl"},
		plabels: []string{"Tel:", "Telefoon:", "Mobiel:", "tel.nr.", "bel me op"},
		phone:   phoneNL,
		price:   func(c int) string { return "€ " + money(c, ".", ",") },
		date:    func() string { return fmt.Sprintf("%d-%d-%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := fmt.Sprintf("%d %s", rng(1011, 9999), rs(2, "ABCDEGHJKLMNPRSTVWXZ"))
			return fmt.Sprintf("%s %d\n%s %s", pick("Keizersgracht", "Dorpsstraat", "Kerkstraat", "Stationsweg"), rng(1, 400), pc, pick("Amsterdam", "Utrecht", "Rotterdam", "Eindhoven")), pc
		},
		carrier: func() (string, string) { return pick("PostNL", "DHL Parcel"), "3S" + rs(4, upper) + rd(7+r.IntN(3)) },
		orderID: func() string { return "A000" + rs(6, upNum) },
		emailW:  "e-mail",
	})
	add(&Loc{code: "pl",
		people:  ppl("Katarzyna Nowak|katarzyna|nowak\nPiotr Kowalski|piotr|kowalski\nAgnieszka Wiśniewska|agnieszka|wisniewska\nTomasz Wójcik|tomasz|wojcik\nMałgorzata Kamińska|malgorzata|kaminska\nKrzysztof Zieliński|krzysztof|zielinski"),
		domains: []string{"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com", "op.pl"},
		plabels: []string{"Tel.:", "Telefon:", "tel. kom.", "Kom.:", "nr tel."},
		phone:   phonePL,
		price:   func(c int) string { return money(c, " ", ",") + " zł" },
		date:    func() string { return fmt.Sprintf("%02d.%02d.%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := fmt.Sprintf("%02d-%03d", rng(0, 99), r.IntN(1000))
			return fmt.Sprintf("ul. %s %d/%d\n%s %s", pick("Marszałkowska", "Długa", "Piotrkowska", "Kwiatowa"), rng(1, 150), rng(1, 60), pc, pick("Warszawa", "Kraków", "Łódź", "Wrocław", "Gdańsk")), pc
		},
		carrier: func() (string, string) {
			if chance(0.6) {
				return "InPost", safeNum(24)
			}
			return "DPD", rd(13) + "U"
		},
		orderID: func() string { return uuid() },
		emailW:  "e-mail",
	})
	add(&Loc{code: "tr",
		people:  ppl("Mehmet Yılmaz|mehmet|yilmaz\nAyşe Kaya|ayse|kaya\nEmre Demir|emre|demir\nZeynep Şahin|zeynep|sahin\nBurak Çelik|burak|celik\nElif Öztürk|elif|ozturk"),
		domains: []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com", "yahoo.com"},
		plabels: []string{"Tel:", "Cep:", "GSM:", "Telefon:", "Cep tel:"},
		phone:   phoneTR,
		price:   func(c int) string { return pick("", "₺") + money(c, ".", ",") + pick(" TL", "") },
		date:    func() string { return fmt.Sprintf("%02d.%02d.%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := fmt.Sprintf("34%03d", r.IntN(1000))
			return fmt.Sprintf("%s Mah. %s Sok. No:%d D:%d\n%s %s/İstanbul", pick("Caferağa", "Moda", "Bostancı", "Levent"), pick("Şair Nefi", "Bahariye", "Gül"), rng(1, 80), rng(1, 20), pc, pick("Kadıköy", "Beşiktaş", "Şişli")), pc
		},
		carrier: func() (string, string) {
			if chance(0.5) {
				return "Yurtiçi Kargo", rd(12)
			}
			return "Aras Kargo", rd(13)
		},
		orderID: func() string { return safeNum(9) },
		emailW:  "e-posta",
	})
	add(&Loc{code: "ja",
		people:  ppl("佐藤 健太|kenta|sato\n鈴木 美咲|misaki|suzuki\n高橋 翔|sho|takahashi\n田中 陽菜|hina|tanaka\n渡辺 大輔|daisuke|watanabe\n伊藤 さくら|sakura|ito"),
		domains: []string{"yahoo.co.jp", "gmail.com", "docomo.ne.jp", "ezweb.ne.jp", "icloud.com", "nifty.com", "i.softbank.jp"},
		plabels: []string{"電話番号：", "TEL:", "携帯：", "電話:", "連絡先："},
		phone:   phoneJP,
		price:   func(c int) string { return pick("¥", "￥") + grp3(c/100*10) },
		date:    func() string { return fmt.Sprintf("%d年%d月%d日", dateY(), rng(1, 12), rng(1, 28)) },
		addr: func() (string, string) {
			pc := fmt.Sprintf("%03d-%04d", rng(100, 999), r.IntN(10000))
			return fmt.Sprintf("〒%s\n%s%d-%d-%d", pc, pick("東京都渋谷区神南", "大阪府大阪市北区梅田", "神奈川県横浜市西区みなとみらい"), rng(1, 5), rng(1, 20), rng(1, 30)), pc
		},
		carrier: func() (string, string) {
			if chance(0.5) {
				d := safeNum(12)
				return "ヤマト運輸", d[:4] + "-" + d[4:8] + "-" + d[8:]
			}
			return "日本郵便", s10("EJ", "JP")
		},
		orderID: func() string { return amazonOID(pick("249", "250", "503")) },
		emailW:  "メール",
	})
	add(&Loc{code: "zh",
		people:  ppl("王伟|wangwei|wang\n李娜|lina|li\n张敏|zhangmin|zhang\n刘洋|liuyang|liu\n陈静|chenjing|chen\n杨磊|yanglei|yang"),
		domains: []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "aliyun.com"},
		plabels: []string{"电话：", "手机：", "联系电话：", "手机号", "Tel:"},
		phone:   phoneCN,
		price:   func(c int) string { return pick("¥", "￥", "RMB ") + money(c, ",", ".") },
		date:    func() string { return fmt.Sprintf("%d年%d月%d日", dateY(), rng(1, 12), rng(1, 28)) },
		addr: func() (string, string) {
			pc := pick("200120", "100020", "518000", "310000")
			return fmt.Sprintf("%s%s路%d号%d室 邮编%s", pick("上海市浦东新区", "北京市朝阳区", "深圳市南山区", "杭州市西湖区"), pick("世纪大道", "建国", "科技园", "文三"), rng(1, 999), rng(101, 2808), pc), pc
		},
		carrier: func() (string, string) {
			switch r.IntN(3) {
			case 0:
				return "顺丰速运", "SF" + safeNum(13)
			case 1:
				return "China Post", s10(pick("RR", "LX", "UA"), "CN")
			}
			return "Cainiao", "LP" + rd(14)
		},
		orderID: func() string { return safeNum(18) },
		emailW:  "邮箱",
	})
	add(&Loc{code: "ko",
		people:  ppl("김민준|minjun|kim\n이서연|seoyeon|lee\n박지훈|jihoon|park\n최수빈|subin|choi\n정하은|haeun|jung"),
		domains: []string{"naver.com", "daum.net", "hanmail.net", "gmail.com", "kakao.com", "nate.com"},
		plabels: []string{"연락처:", "전화번호:", "휴대폰:", "핸드폰", "H.P"},
		phone:   phoneKR,
		price:   func(c int) string { return pick("₩", "") + grp3(c/100*100) + pick("원", "") },
		date:    func() string { return fmt.Sprintf("%d.%02d.%02d", dateY(), rng(1, 12), rng(1, 28)) },
		addr: func() (string, string) {
			pc := fmt.Sprintf("%05d", rng(1000, 63999))
			return fmt.Sprintf("(%s) 서울특별시 %s %s %d, %d동 %d호", pc, pick("강남구", "마포구", "송파구"), pick("테헤란로", "월드컵북로", "올림픽로"), rng(1, 500), rng(101, 120), rng(101, 2304)), pc
		},
		carrier: func() (string, string) {
			d := safeNum(12)
			return pick("CJ대한통운", "한진택배", "롯데택배"), d
		},
		orderID: func() string { return "2024" + rd(10) },
		emailW:  "이메일",
	})
	add(&Loc{code: "ar",
		people:  ppl("أحمد الحربي|ahmed|alharbi\nفاطمة الزهراني|fatima|alzahrani\nمحمد العتيبي|mohammed|alotaibi\nنورة القحطاني|noura|alqahtani\nعمر الشامي|omar|elshamy\nيوسف المنصوري|yousef|almansoori"),
		domains: []string{"gmail.com", "hotmail.com", "yahoo.com", "outlook.com", "emirates.net.ae", "icloud.com"},
		plabels: []string{"هاتف:", "جوال:", "رقم الجوال:", "واتساب:", "Mob:", "الهاتف"},
		phone:   phoneAR,
		price:   func(c int) string { return money(c, ",", ".") + " " + pick("د.إ", "ر.س", "AED", "SAR", "ج.م") },
		date:    func() string { return fmt.Sprintf("%02d/%02d/%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := fmt.Sprintf("%05d", rng(11000, 14999))
			return fmt.Sprintf("%s، مبنى %d، شقة %d\n%s %s", pick("شارع الملك فهد", "شارع الشيخ زايد", "حي النرجس"), rng(1, 900), rng(1, 60), pick("الرياض", "دبي", "جدة"), pc), pc
		},
		carrier: func() (string, string) {
			if chance(0.5) {
				return "Aramex", safeNum(11)
			}
			return "SMSA", safeNum(12)
		},
		orderID: func() string { return amazonOID(pick("406", "171", "408")) },
		emailW:  "البريد الإلكتروني",
	})
	add(&Loc{code: "hi",
		people:  ppl("राहुल शर्मा|rahul|sharma\nप्रिया पटेल|priya|patel\nअमित वर्मा|amit|verma\nसुनीता गुप्ता|sunita|gupta\nVikram Singh|vikram|singh\nAnanya Iyer|ananya|iyer"),
		domains: []string{"gmail.com", "yahoo.co.in", "rediffmail.com", "hotmail.com", "outlook.com"},
		plabels: []string{"Mobile:", "Mob:", "फोन:", "मोबाइल:", "Ph:", "WhatsApp:"},
		phone:   phoneIN,
		price:   func(c int) string { return pick("₹", "Rs. ", "INR ") + money(c, ",", ".") },
		date:    func() string { return fmt.Sprintf("%02d-%02d-%d", rng(1, 28), rng(1, 12), dateY()) },
		addr: func() (string, string) {
			pc := fmt.Sprintf("%d", rng(110001, 600099))
			return fmt.Sprintf("Flat %d, %s, %s\n%s - %s", rng(101, 1204), pick("Sai Krupa Apts", "Green Park", "Lakeview Residency"), pick("Andheri West", "Koramangala", "Salt Lake Sector V"), pick("Mumbai", "Bengaluru", "Kolkata", "New Delhi"), pc), pc
		},
		carrier: func() (string, string) {
			if chance(0.5) {
				return "Delhivery", safeNum(14)
			}
			return "Ekart", "FMPC" + rd(10)
		},
		orderID: func() string { return "OD" + rd(18) },
		emailW:  "email",
	})
}

func (l *Loc) person() person { return pl(l.people) }

func (l *Loc) email(p person) string {
	d := pl(l.domains)
	f, la := p.first, p.last
	switch r.IntN(9) {
	case 0, 1:
		return f + "." + la + "@" + d
	case 2:
		return f + la + rd(2) + "@" + d
	case 3:
		return f[:1] + "." + la + "@" + d
	case 4:
		return f + "_" + la + "@" + d
	case 5:
		return f + "." + la + "+" + pick("orders", "shop", "amazon", "ebay") + "@" + d
	case 6:
		if l.code == "zh" {
			return rdNZ(rng(8, 10)) + "@qq.com"
		}
		return la + "." + f + rd(2) + "@" + d
	case 7:
		return strings.ToUpper(f[:1]) + strings.Title(la) + "@" + d
	default:
		return f + rd(4) + "@" + d
	}
}

func bizEmail() string {
	return pick("support", "orders", "kontakt", "info", "sales", "hello", "service", "returns", "ventas", "sac", "contato", "servizioclienti", "klantenservice", "zamowienia") + "@" +
		pick("holzwerk-baumann.de", "brightlane-home.com", "lojaverde.com.br", "ceramicasol.es", "maison-lune.fr", "tokyo-gadget.jp", "velvetcase.co.uk", "papelariamoderna.com.br", "kawa-palarnia.pl", "anadolukilim.com.tr", "desertbloom.ae", "ghar-decor.in", "fietsonderdelen.nl", "bottega-rossi.it", "tiendacasa.mx", "shenzhen-ledtech.cn", "hanbit-shop.co.kr")
}
