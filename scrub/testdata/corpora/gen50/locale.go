package main

import (
	"strconv"
	"strings"
)

type Name struct{ Disp, First, Last string }

type Loc struct {
	Code    string
	Names   []Name
	Domains []string
	Phone   func() string // any realistic phone in this locale
	Mobile  func() string
	Post    func() string
	Money   func(n int) string
	Street  func() string
}

func nm(list string) []Name {
	var out []Name
	for _, s := range strings.Split(list, ";") {
		p := strings.Split(s, "|")
		if len(p) == 3 {
			out = append(out, Name{p[0], p[1], p[2]})
		} else {
			w := strings.Fields(s)
			out = append(out, Name{s, w[0], w[len(w)-1]})
		}
	}
	return out
}

func thou(n int, sep string) string {
	s := strconv.Itoa(n)
	var parts []string
	for len(s) > 3 {
		parts = append([]string{s[len(s)-3:]}, parts...)
		s = s[:len(s)-3]
	}
	parts = append([]string{s}, parts...)
	return strings.Join(parts, sep)
}

func nanp(areas []int) func() string {
	return func() string {
		a := strconv.Itoa(pick(areas))
		var ex string
		for {
			ex = strconv.Itoa(between(2, 9)) + digits(2)
			if ex != "555" && ex[1:] != "11" {
				break
			}
		}
		l := digits(4)
		switch rn(10) {
		case 0, 1, 2:
			return "(" + a + ") " + ex + "-" + l
		case 3, 4:
			return a + "-" + ex + "-" + l
		case 5:
			return a + "." + ex + "." + l
		case 6:
			return "+1 " + a + " " + ex + " " + l
		case 7:
			return "+1 (" + a + ") " + ex + "-" + l
		case 8:
			return "1-" + a + "-" + ex + "-" + l
		default:
			return "+1-" + a + "-" + ex + "-" + l
		}
	}
}

var usAreas = []int{212, 312, 415, 512, 617, 646, 702, 713, 718, 773, 786, 802, 916, 971, 303, 404, 206, 480, 619, 919, 737, 305, 469, 347}
var caAreas = []int{416, 647, 604, 778, 514, 403, 613, 905, 587, 438}

func money(prefix, suffix, ts, dec string, cents bool) func(int) string {
	return func(n int) string {
		s := prefix + thou(n, ts)
		if cents {
			s += dec + pick([]string{"00", "50", digits(2)})
		}
		return s + suffix
	}
}

func digitsToArabic(s string) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune('٠' + (c - '0'))
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func fullwidth(s string) string {
	var sb strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			sb.WriteRune('０' + (c - '0'))
		case c == '-':
			sb.WriteRune('－')
		default:
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

var L = map[string]*Loc{}
var locCodes = []string{"en-US", "en-GB", "en-AU", "en-CA", "de", "fr", "es", "it", "nl", "pl", "pt-BR", "sv", "ja", "zh", "ar"}

func init() {
	L["en-US"] = &Loc{Code: "en-US",
		Names:   nm("Jessica Alvarez;Marcus Bell;Priya Raman;Tyler Brooks;Danielle Okafor;Kevin Nguyen;Ashley Romero;Brandon Whitfield;Maria Gonzalez;DeShawn Carter;Emily Schultz;Robert Kowalczyk"),
		Domains: []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "aol.com", "comcast.net", "att.net", "protonmail.com"},
		Phone:   nanp(usAreas), Mobile: nanp(usAreas),
		Post: func() string {
			z := strconv.Itoa(between(10001, 98999))
			if chance(0.3) {
				z += "-" + digits(4)
			}
			return z
		},
		Money: money("$", "", ",", ".", true),
		Street: func() string {
			return strconv.Itoa(between(100, 9899)) + " " + pick([]string{"Oak Ridge Dr", "W 34th St", "Magnolia Ave", "Lakeshore Blvd", "Elm St", "Riverside Pkwy", "N Lamar Blvd"})
		},
	}
	L["en-CA"] = &Loc{Code: "en-CA",
		Names:   nm("Liam Tremblay;Chloe Gagnon;Aiden Roy;Olivia MacDonald;Raj Sandhu;Emma Leblanc;Noah Wong;Sophie Bouchard"),
		Domains: []string{"gmail.com", "shaw.ca", "rogers.com", "sympatico.ca", "hotmail.ca", "telus.net", "outlook.com"},
		Phone:   nanp(caAreas), Mobile: nanp(caAreas),
		Post: func() string {
			L := "ABCEGHJKLMNPRSTVXY"
			return string(L[rn(len(L))]) + digits(1) + string(L[rn(len(L))]) + " " + digits(1) + string(L[rn(len(L))]) + digits(1)
		},
		Money: money("$", "", ",", ".", true),
		Street: func() string {
			return strconv.Itoa(between(10, 999)) + " " + pick([]string{"Queen St W", "Bloor St E", "Robson St", "Rue Sainte-Catherine", "Jasper Ave"})
		},
	}
	L["en-GB"] = &Loc{Code: "en-GB",
		Names:   nm("Oliver Bennett;Amelia Hughes;Harry Patel;Isla Robertson;George Thompson;Sophie Wright;Mohammed Iqbal;Charlotte Evans;Callum Reid"),
		Domains: []string{"gmail.com", "btinternet.com", "hotmail.co.uk", "yahoo.co.uk", "outlook.com", "sky.com", "virginmedia.com"},
		Mobile: func() string {
			n := "7" + strconv.Itoa(between(400, 999)) + digits(6)
			switch rn(5) {
			case 0, 1:
				return "0" + n[:4] + " " + n[4:]
			case 2:
				return "+44 " + n[:4] + " " + n[4:]
			case 3:
				return "+44 (0)" + n[:4] + " " + n[4:]
			default:
				return "0" + n
			}
		},
		Post: func() string {
			return pick([]string{"SW1A", "M14", "B15", "LS6", "EH3", "BS8", "N16", "SE15", "CF10", "G12"}) + " " + digits(1) + string("ABDEFGHJLNPQRSTUWXYZ"[rn(20)]) + string("ABDEFGHJLNPQRSTUWXYZ"[rn(20)])
		},
		Money: money("£", "", ",", ".", false),
		Street: func() string {
			return strconv.Itoa(between(1, 240)) + " " + pick([]string{"Victoria Road", "Mill Lane", "Church Street", "Wilmslow Road", "Kings Avenue"})
		},
	}
	L["en-GB"].Phone = func() string {
		if chance(0.5) {
			return L["en-GB"].Mobile()
		}
		switch rn(5) {
		case 0:
			return "020 " + pick([]string{"7", "8", "3"}) + digits(3) + " " + digits(4)
		case 1:
			return "+44 20 " + pick([]string{"7", "8", "3"}) + digits(3) + " " + digits(4)
		case 2:
			return "+44 (0)161 " + ndigits(3) + " " + digits(4)
		case 3:
			return "0161 " + ndigits(3) + " " + digits(4)
		default:
			return "0117 " + ndigits(3) + " " + digits(4)
		}
	}
	L["en-AU"] = &Loc{Code: "en-AU",
		Names:   nm("Jack Wilson;Chloe Nguyen;Lachlan Smith;Mia O'Brien;Cooper Taylor;Zoe Papadopoulos;Ethan Murphy;Grace Kelly"),
		Domains: []string{"bigpond.com", "gmail.com", "optusnet.com.au", "outlook.com.au", "icloud.com", "tpg.com.au"},
		Mobile: func() string {
			n := "4" + digits(8)
			switch rn(4) {
			case 0, 1:
				return "0" + n[:3] + " " + n[3:6] + " " + n[6:]
			case 2:
				return "+61 " + n[:3] + " " + n[3:6] + " " + n[6:]
			default:
				return "0" + n
			}
		},
		Post:  func() string { return strconv.Itoa(between(2000, 7999)) },
		Money: money("$", "", ",", ".", true),
		Street: func() string {
			return strconv.Itoa(between(1, 400)) + " " + pick([]string{"George St", "Chapel St", "Oxford St", "Brunswick St", "Sydney Rd"})
		},
	}
	L["en-AU"].Phone = func() string {
		if chance(0.5) {
			return L["en-AU"].Mobile()
		}
		a := pick([]string{"2", "3", "7", "8"})
		n := ndigits(4) + " " + digits(4)
		switch rn(4) {
		case 0:
			return "(0" + a + ") " + n
		case 1:
			return "0" + a + " " + n
		case 2:
			return "+61 " + a + " " + n
		default:
			return "1300 " + ndigits(3) + " " + digits(3)
		}
	}
	L["de"] = &Loc{Code: "de",
		Names:   nm("Lukas Müller|lukas|mueller;Anna Schmidt;Jonas Weber;Lea Fischer;Felix Wagner;Hannah Becker;Maximilian Hoffmann;Sophie Schäfer|sophie|schaefer;Jürgen Krause|juergen|krause"),
		Domains: []string{"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "freenet.de", "gmx.net"},
		Mobile: func() string {
			p := pick([]string{"151", "152", "160", "162", "170", "171", "172", "176", "177", "179"})
			n := digits(7 + rn(2))
			switch rn(6) {
			case 0, 1:
				return "0" + p + " " + n
			case 2:
				return "0" + p + "/" + n
			case 3:
				return "+49 " + p + " " + n
			case 4:
				return "+49 (0)" + p + " " + n
			default:
				return "0" + p + "-" + n
			}
		},
		Post:  func() string { return f("%05d", between(1067, 99998)) },
		Money: money("", " €", ".", ",", true),
		Street: func() string {
			return pick([]string{"Hauptstraße", "Lindenallee", "Schillerstr.", "Goethestraße", "Am Markt"}) + " " + strconv.Itoa(between(1, 120))
		},
	}
	L["de"].Phone = func() string {
		if chance(0.5) {
			return L["de"].Mobile()
		}
		a := pick([]string{"30", "40", "89", "221", "69", "711", "211"})
		n := ndigits(6 + rn(2))
		switch rn(5) {
		case 0:
			return "0" + a + " " + n
		case 1:
			return "0" + a + "/" + n
		case 2:
			return "+49 " + a + " " + n
		case 3:
			return "0049 " + a + " " + n
		default:
			return "0" + a + " " + n[:2] + " " + n[2:4] + " " + n[4:]
		}
	}
	L["fr"] = &Loc{Code: "fr",
		Names:   nm("Camille Dubois;Lucas Martin;Léa Bernard|lea|bernard;Hugo Lefèvre|hugo|lefevre;Manon Girard;Théo Rousseau|theo|rousseau;Inès Moreau|ines|moreau;Nicolas Fournier"),
		Domains: []string{"orange.fr", "free.fr", "laposte.net", "gmail.com", "sfr.fr", "wanadoo.fr", "hotmail.fr"},
		Post: func() string {
			return pick([]string{"75011", "69003", "13006", "31000", "33000", "44000", "59800", "67000"})
		},
		Money: money("", " €", "\u202f", ",", true),
		Street: func() string {
			return strconv.Itoa(between(1, 140)) + " " + pick([]string{"rue de la République", "avenue Jean Jaurès", "boulevard Voltaire", "rue Victor Hugo"})
		},
	}
	frNum := func(first string) string {
		n := first + digits(8)
		pairs := []string{n[0:2], n[2:4], n[4:6], n[6:8]}
		switch rn(6) {
		case 0, 1:
			return "0" + n[:1] + " " + strings.Join([]string{n[1:3], n[3:5], n[5:7], n[7:9]}, " ")
		case 2:
			return "0" + n[:1] + "." + strings.Join([]string{n[1:3], n[3:5], n[5:7], n[7:9]}, ".")
		case 3:
			return "+33 " + n[:1] + " " + strings.Join([]string{n[1:3], n[3:5], n[5:7], n[7:9]}, " ")
		case 4:
			return "+33 (0)" + n[:1] + " " + strings.Join([]string{n[1:3], n[3:5], n[5:7], n[7:9]}, " ")
		default:
			_ = pairs
			return "0" + n
		}
	}
	L["fr"].Mobile = func() string { return frNum(pick([]string{"6", "7"})) }
	L["fr"].Phone = func() string { return frNum(pick([]string{"6", "7", "1", "4", "9"})) }
	L["es"] = &Loc{Code: "es",
		Names:   nm("Lucía García|lucia|garcia;Javier Fernández|javier|fernandez;Carmen López|carmen|lopez;Pablo Martínez|pablo|martinez;Marta Sánchez|marta|sanchez;Álvaro Ruiz|alvaro|ruiz"),
		Domains: []string{"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
		Mobile: func() string {
			n := pick([]string{"6", "7"}) + digits(8)
			switch rn(5) {
			case 0, 1:
				return n[:3] + " " + n[3:6] + " " + n[6:]
			case 2:
				return "+34 " + n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
			case 3:
				return "+34 " + n
			default:
				return n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:]
			}
		},
		Post:  func() string { return pick([]string{"28013", "08012", "46001", "41004", "29016", "48001"}) },
		Money: money("", " €", ".", ",", true),
		Street: func() string {
			return pick([]string{"Calle Mayor", "C/ de Alcalá", "Avda. Diagonal", "Calle Larios"}) + " " + strconv.Itoa(between(1, 300))
		},
	}
	L["es"].Phone = func() string {
		if chance(0.6) {
			return L["es"].Mobile()
		}
		a := pick([]string{"91", "93", "96", "95"})
		n := digits(7)
		if chance(0.5) {
			return a + " " + n[:3] + " " + n[3:5] + " " + n[5:]
		}
		return "+34 " + a + " " + n[:3] + " " + n[3:5] + " " + n[5:]
	}
	L["it"] = &Loc{Code: "it",
		Names:   nm("Giulia Rossi;Marco Bianchi;Francesca Romano;Alessandro Colombo;Chiara Ricci;Matteo Esposito;Sara Ferrari"),
		Domains: []string{"libero.it", "gmail.com", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it"},
		Mobile: func() string {
			n := "3" + strconv.Itoa(between(20, 93)) + digits(7)
			switch rn(5) {
			case 0, 1:
				return n[:3] + " " + n[3:6] + " " + n[6:]
			case 2:
				return "+39 " + n[:3] + " " + n[3:]
			case 3:
				return "+39 " + n[:3] + " " + n[3:6] + " " + n[6:]
			default:
				return n
			}
		},
		Post:  func() string { return pick([]string{"20121", "00184", "10121", "40126", "50123", "80133"}) },
		Money: money("€ ", "", ".", ",", true),
		Street: func() string {
			return pick([]string{"Via Roma", "Corso Buenos Aires", "Via Garibaldi", "Viale Monza"}) + " " + strconv.Itoa(between(1, 200))
		},
	}
	L["it"].Phone = func() string {
		if chance(0.6) {
			return L["it"].Mobile()
		}
		switch rn(3) {
		case 0:
			return "02 " + digits(4) + " " + digits(4)
		case 1:
			return "+39 06 " + digits(4) + " " + digits(4)
		default:
			return "06-" + digits(8)
		}
	}
	L["nl"] = &Loc{Code: "nl",
		Names:   nm("Daan de Vries|daan|devries;Sanne Jansen;Bram van Dijk|bram|vandijk;Lotte Bakker;Sem Visser;Eva Smit;Thijs Meijer"),
		Domains: []string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "planet.nl"},
		Mobile: func() string {
			n := digits(8)
			switch rn(5) {
			case 0, 1:
				return "06-" + n
			case 2:
				return "06 " + n[:4] + " " + n[4:]
			case 3:
				return "+31 6 " + n
			default:
				return "+31 (0)6 " + n[:4] + " " + n[4:]
			}
		},
		Post: func() string {
			return strconv.Itoa(between(1011, 9999)) + " " + string("ABCDEGHJKLMNPRSTVWXZ"[rn(20)]) + string("ABCDEGHJKLMNPRSTVWXZ"[rn(20)])
		},
		Money: money("€ ", ",-", ".", ",", false),
		Street: func() string {
			return pick([]string{"Prinsengracht", "Kerkstraat", "Oudegracht", "Laan van Meerdervoort"}) + " " + strconv.Itoa(between(1, 400))
		},
	}
	L["nl"].Phone = func() string {
		if chance(0.6) {
			return L["nl"].Mobile()
		}
		switch rn(3) {
		case 0:
			return "020-" + ndigits(7)
		case 1:
			return "010 " + ndigits(3) + " " + digits(4)
		default:
			return "+31 20 " + ndigits(3) + " " + digits(4)
		}
	}
	L["pl"] = &Loc{Code: "pl",
		Names:   nm("Anna Kowalska;Piotr Nowak;Katarzyna Wiśniewska|katarzyna|wisniewska;Tomasz Wójcik|tomasz|wojcik;Magdalena Kamińska|magdalena|kaminska;Michał Lewandowski|michal|lewandowski"),
		Domains: []string{"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"},
		Mobile: func() string {
			n := pick([]string{"5", "6", "7", "8"}) + digits(8)
			switch rn(5) {
			case 0, 1:
				return n[:3] + " " + n[3:6] + " " + n[6:]
			case 2:
				return "+48 " + n[:3] + " " + n[3:6] + " " + n[6:]
			case 3:
				return "+48 " + n[:3] + "-" + n[3:6] + "-" + n[6:]
			default:
				return n[:3] + "-" + n[3:6] + "-" + n[6:]
			}
		},
		Post:  func() string { return f("%02d-%03d", between(0, 99), between(1, 999)) },
		Money: money("", " zł", " ", ",", true),
		Street: func() string {
			return "ul. " + pick([]string{"Marszałkowska", "Długa", "Piotrkowska", "Floriańska"}) + " " + strconv.Itoa(between(1, 150))
		},
	}
	L["pl"].Phone = func() string {
		if chance(0.6) {
			return L["pl"].Mobile()
		}
		a := pick([]string{"22", "12", "61", "71", "58"})
		n := digits(7)
		if chance(0.5) {
			return a + " " + n[:3] + " " + n[3:5] + " " + n[5:]
		}
		return "+48 " + a + " " + n[:3] + " " + n[3:5] + " " + n[5:]
	}
	L["pt-BR"] = &Loc{Code: "pt-BR",
		Names:   nm("João Silva|joao|silva;Ana Souza;Pedro Oliveira;Mariana Costa;Lucas Pereira;Beatriz Rodrigues;Rafael Almeida"),
		Domains: []string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br", "yahoo.com.br"},
		Mobile: func() string {
			a := pick([]string{"11", "21", "31", "41", "51", "61", "71", "81"})
			n := "9" + strconv.Itoa(between(6, 9)) + digits(7)
			switch rn(6) {
			case 0, 1:
				return "(" + a + ") " + n[:5] + "-" + n[5:]
			case 2:
				return "+55 " + a + " " + n[:5] + "-" + n[5:]
			case 3:
				return "+55 (" + a + ") " + n[:5] + "-" + n[5:]
			case 4:
				return a + " " + n[:5] + "-" + n[5:]
			default:
				return "(" + a + ") 9 " + n[1:5] + "-" + n[5:]
			}
		},
		Post:  func() string { return f("%05d-%03d", between(1000, 99999), between(0, 999)) },
		Money: money("R$ ", "", ".", ",", true),
		Street: func() string {
			return pick([]string{"Rua Augusta", "Av. Paulista", "Rua das Flores", "Av. Atlântica"}) + ", " + strconv.Itoa(between(10, 3000))
		},
	}
	L["pt-BR"].Phone = func() string {
		if chance(0.6) {
			return L["pt-BR"].Mobile()
		}
		a := pick([]string{"11", "21", "31"})
		n := strconv.Itoa(between(2, 5)) + digits(7)
		return "(" + a + ") " + n[:4] + "-" + n[4:]
	}
	L["sv"] = &Loc{Code: "sv",
		Names:   nm("Erik Johansson;Elsa Andersson;Oskar Karlsson;Maja Nilsson;Axel Lindqvist;Saga Eriksson;Björn Holm|bjorn|holm"),
		Domains: []string{"telia.com", "gmail.com", "hotmail.se", "bredband.net", "live.se", "spray.se"},
		Mobile: func() string {
			p := pick([]string{"70", "72", "73", "76", "79"})
			n := digits(7)
			switch rn(4) {
			case 0, 1:
				return "0" + p + "-" + n[:3] + " " + n[3:5] + " " + n[5:]
			case 2:
				return "+46 " + p + " " + n[:3] + " " + n[3:5] + " " + n[5:]
			default:
				return "0" + p + n
			}
		},
		Post:  func() string { return strconv.Itoa(between(100, 985)) + " " + digits(2) },
		Money: money("", " kr", " ", ",", false),
		Street: func() string {
			return pick([]string{"Storgatan", "Drottninggatan", "Kungsgatan", "Sveavägen"}) + " " + strconv.Itoa(between(1, 90))
		},
	}
	L["sv"].Phone = func() string {
		if chance(0.6) {
			return L["sv"].Mobile()
		}
		n := digits(8)
		if chance(0.5) {
			return "08-" + n[:3] + " " + n[3:6] + " " + n[6:]
		}
		return "+46 8 " + n[:3] + " " + n[3:6] + " " + n[6:]
	}
	L["ja"] = &Loc{Code: "ja",
		Names:   nm("佐藤 健太|kenta|sato;鈴木 美咲|misaki|suzuki;高橋 翔|sho|takahashi;田中 陽菜|hina|tanaka;伊藤 大輔|daisuke|ito;山本 さくら|sakura|yamamoto"),
		Domains: []string{"docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "gmail.com", "icloud.com", "softbank.ne.jp"},
		Mobile: func() string {
			p := pick([]string{"090", "080", "070"})
			a, b := ndigits(4), digits(4)
			switch rn(6) {
			case 0, 1, 2:
				return p + "-" + a + "-" + b
			case 3:
				return "+81 " + p[1:] + "-" + a + "-" + b
			case 4:
				return p + a + b
			default:
				return fullwidth(p + "-" + a + "-" + b)
			}
		},
		Post:  func() string { return "〒" + digits(3) + "-" + digits(4) },
		Money: func(n int) string { return pick([]string{"¥" + thou(n, ","), thou(n, ",") + "円"}) },
		Street: func() string {
			return pick([]string{"東京都世田谷区三軒茶屋2-14-3", "大阪府大阪市北区梅田1-8-17", "神奈川県横浜市港北区日吉4-5-1", "東京都渋谷区神南1-19-11"})
		},
	}
	L["ja"].Phone = func() string {
		if chance(0.6) {
			return L["ja"].Mobile()
		}
		switch rn(3) {
		case 0:
			return "03-" + ndigits(4) + "-" + digits(4)
		case 1:
			return "06-" + ndigits(4) + "-" + digits(4)
		default:
			return "+81-3-" + ndigits(4) + "-" + digits(4)
		}
	}
	L["zh"] = &Loc{Code: "zh",
		Names:   nm("王伟|wei|wang;李娜|na|li;张强|qiang|zhang;刘洋|yang|liu;陈静|jing|chen;杨帆|fan|yang"),
		Domains: []string{"qq.com", "163.com", "126.com", "sina.com", "foxmail.com", "gmail.com"},
		Mobile: func() string {
			n := "1" + pick([]string{"38", "39", "58", "86", "35", "77", "59"}) + digits(8)
			switch rn(4) {
			case 0, 1:
				return n
			case 2:
				return n[:3] + " " + n[3:7] + " " + n[7:]
			default:
				return "+86 " + n[:3] + " " + n[3:7] + " " + n[7:]
			}
		},
		Post:  func() string { return pick([]string{"100020", "200120", "518000", "310000", "610041"}) },
		Money: func(n int) string { return pick([]string{"¥" + thou(n, ","), strconv.Itoa(n) + "元"}) },
		Street: func() string {
			return pick([]string{"北京市朝阳区建国路88号", "上海市浦东新区世纪大道100号", "深圳市南山区科技园路1号"})
		},
	}
	L["zh"].Phone = func() string {
		if chance(0.6) {
			return L["zh"].Mobile()
		}
		if chance(0.5) {
			return "010-" + ndigits(8)
		}
		return "021-" + ndigits(4) + " " + digits(4)
	}
	L["ar"] = &Loc{Code: "ar",
		Names:   nm("أحمد الحسن|ahmed|alhassan;فاطمة الزهراني|fatima|alzahrani;محمد العتيبي|mohammed|alotaibi;نورة القحطاني|noura|alqahtani;خالد المنصوري|khalid|almansoori"),
		Domains: []string{"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com", "emirates.net.ae"},
		Mobile: func() string {
			if chance(0.5) {
				n := digits(7)
				p := pick([]string{"50", "52", "55", "56"})
				switch rn(4) {
				case 0, 1:
					return "+971 " + p + " " + n[:3] + " " + n[3:]
				case 2:
					return "0" + p + " " + n[:3] + " " + n[3:]
				default:
					return digitsToArabic("0" + p + " " + n[:3] + " " + n[3:])
				}
			}
			n := digits(7)
			p := pick([]string{"50", "53", "55", "56", "59"})
			if chance(0.5) {
				return "+966 " + p + " " + n[:3] + " " + n[3:]
			}
			return "0" + p + n
		},
		Post: func() string { return "P.O. Box " + strconv.Itoa(between(1000, 99999)) },
		Money: func(n int) string {
			return pick([]string{"AED " + thou(n, ","), thou(n, ",") + " درهم", thou(n, ",") + " ر.س"})
		},
		Street: func() string {
			return pick([]string{"شارع الشيخ زايد", "برج الخليج، دبي مارينا", "حي الملقا، الرياض", "شارع التحلية، جدة"})
		},
	}
	L["ar"].Phone = L["ar"].Mobile
	L["en-CA"].Mobile = L["en-CA"].Phone
}

func loc() *Loc { return L[pick(locCodes)] }

func emailFor(l *Loc, n Name) string {
	fi, la := strings.ToLower(n.First), strings.ToLower(strings.ReplaceAll(n.Last, "'", ""))
	la = strings.ReplaceAll(la, " ", "")
	fi = strings.NewReplacer("é", "e", "è", "e", "ç", "c", "á", "a", "í", "i", "ó", "o", "ú", "u").Replace(fi)
	la = strings.NewReplacer("é", "e", "è", "e", "ç", "c", "á", "a", "í", "i", "ó", "o", "ú", "u").Replace(la)
	var local string
	switch rn(8) {
	case 0, 1:
		local = fi + "." + la
	case 2:
		local = fi + la + strconv.Itoa(between(70, 99))
	case 3:
		local = fi[:1] + la
	case 4:
		local = fi + "_" + la
	case 5:
		local = fi + "." + la + "+" + pick([]string{"rent", "lease", "apts", "home", "util"})
	case 6:
		local = la + "." + fi[:1] + strconv.Itoa(between(1, 9))
	default:
		local = fi + strconv.Itoa(between(1980, 2004))
	}
	return local + "@" + pick(l.Domains)
}

func person(l *Loc) Name { return pick(l.Names) }

var bizDomains = []string{"oakridgeliving.com", "harbourlets.co.uk", "cityviewpm.com", "pinecrestrealty.com", "summitpropertygroup.com", "northshorehomes.ca", "bayside-realty.com.au", "hausverwaltung-kern.de", "immo-lafayette.fr", "fincasmartinez.es", "immobiliare-colombo.it", "vastgoedbeheer-noord.nl", "zarzadca-wspolnoty.pl", "imobiliariasol.com.br", "hsb-stockholm.se", "sumai-fudosan.co.jp", "wuye-service.cn", "emaar-residences.ae"}

func bizEmail(role string) string {
	return role + "@" + pick(bizDomains)
}
