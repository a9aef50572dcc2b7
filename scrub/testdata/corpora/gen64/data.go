package main

import (
	"fmt"
	"math/rand"
	"strings"
)

type G struct{ r *rand.Rand }

func (g *G) n(k int) int              { return g.r.Intn(k) }
func (g *G) rng(a, b int) int         { return a + g.r.Intn(b-a+1) }
func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) pk(xs []string) string    { return xs[g.r.Intn(len(xs))] }
func (g *G) ch(p float64) bool        { return g.r.Float64() < p }
func (g *G) dig(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + g.r.Intn(10))
	}
	return string(b)
}
func (g *G) digNZ(n int) string { return string(byte('1'+g.r.Intn(9))) + g.dig(n-1) }

// grp splits s into groups of the given sizes (rest goes to a final group).
func grp(s string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, z := range sizes {
		if i+z > len(s) {
			break
		}
		parts = append(parts, s[i:i+z])
		i += z
	}
	if i < len(s) {
		parts = append(parts, s[i:])
	}
	return strings.Join(parts, sep)
}

// local digit systems
const (
	dBengali    = '০'
	dArabic     = '٠'
	dPersian    = '۰'
	dDevanagari = '०'
	dThai       = '๐'
)

func loc(s string, zero rune) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(zero + (c - '0'))
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

type Country struct {
	ISO, CC, Name, Cur string
	nsn                func(g *G) string
	nat                func(g *G, n string) string
	intl               func(g *G, n string) string
	first, last        []string
	zero               rune
	lastFirst          bool
}

func pre(g *G, ps []string, rest int) string { return g.pk(ps) + g.dig(rest) }

var C = map[string]*Country{}

func init() {
	add := func(c *Country) { C[c.ISO] = c }
	add(&Country{ISO: "KE", CC: "254", Name: "Kenya", Cur: "Ksh",
		nsn: func(g *G) string {
			return pre(g, []string{"710", "711", "712", "713", "714", "715", "716", "717", "718", "719", "720", "721", "722", "723", "724", "725", "726", "727", "728", "729", "740", "741", "742", "743", "745", "746", "748", "757", "758", "759", "768", "769", "790", "791", "792", "793", "794", "795", "796", "797", "798", "799", "110", "111", "112", "113", "114", "115", "733", "734", "735", "736", "737", "738", "739", "750", "751", "752", "753", "754", "755", "756", "780", "785", "786", "762"}, 6)
		},
		nat: func(g *G, n string) string {
			t := "0" + n
			switch g.n(5) {
			case 0, 1:
				return t
			case 2:
				return grp(t, []int{4, 3, 3}, " ")
			case 3:
				return grp(t, []int{4, 6}, " ")
			}
			return grp(t, []int{4, 3, 3}, "-")
		},
		intl: func(g *G, n string) string {
			return g.pick("+254 "+grp(n, []int{3, 3, 3}, " "), "+254 "+grp(n, []int{3, 6}, " "), "+254-"+grp(n, []int{3, 6}, "-"), "(+254) "+grp(n, []int{3, 3, 3}, " "))
		},
		first: []string{"Wanjiku", "Kamau", "Otieno", "Achieng", "Mwangi", "Njeri", "Kiprop", "Chebet", "Mutua", "Wambui", "Omondi", "Nyambura", "Akinyi", "Brian", "Faith", "Kevin", "Mercy", "Dennis", "Purity", "Collins", "Wairimu", "Kipkemboi"},
		last:  []string{"Kamau", "Otieno", "Mwangi", "Njoroge", "Odhiambo", "Wanjiru", "Kiptoo", "Mutiso", "Ochieng", "Karanja", "Wafula", "Chege", "Kariuki", "Omondi", "Mugo", "Kibet", "Nyongesa"}})
	add(&Country{ISO: "TZ", CC: "255", Name: "Tanzania", Cur: "Tsh",
		nsn: func(g *G) string {
			return pre(g, []string{"74", "75", "76", "65", "67", "71", "68", "69", "78", "62", "77"}, 7)
		},
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, t, grp(t, []int{4, 3, 3}, " "), grp(t, []int{4, 6}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+255 "+grp(n, []int{3, 3, 3}, " "), "+255"+n, "+255 "+grp(n, []int{3, 6}, " "))
		},
		first: []string{"Juma", "Amina", "Hamisi", "Neema", "Baraka", "Rehema", "Salim", "Zawadi", "Mussa", "Upendo", "Athumani", "Halima", "Elia", "Mwanaisha"},
		last:  []string{"Mwakyusa", "Mushi", "Massawe", "Said", "Mrema", "Lyimo", "Kimaro", "Hassan", "Msuya", "Shayo", "Mwakalinga", "Magesa"}})
	add(&Country{ISO: "UG", CC: "256", Name: "Uganda", Cur: "UGX",
		nsn: func(g *G) string { return pre(g, []string{"77", "78", "76", "70", "75", "74"}, 7) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, grp(t, []int{4, 6}, " "), grp(t, []int{4, 3, 3}, " "), grp(t, []int{4, 6}, "-"))
		},
		intl: func(g *G, n string) string {
			return g.pick("+256 "+grp(n, []int{3, 6}, " "), "+256 "+grp(n, []int{3, 3, 3}, " "), "+256"+n)
		},
		first: []string{"Okello", "Nakato", "Mukasa", "Namubiru", "Ssempa", "Akello", "Tumusiime", "Atim", "Kato", "Nansubuga", "Brenda", "Ivan"},
		last:  []string{"Ssebunya", "Okello", "Mugisha", "Byaruhanga", "Namutebi", "Kyomuhendo", "Opio", "Lubega", "Wasswa", "Nabirye"}})
	add(&Country{ISO: "GH", CC: "233", Name: "Ghana", Cur: "GHS",
		nsn: func(g *G) string {
			return pre(g, []string{"24", "54", "55", "59", "53", "20", "50", "26", "56", "27", "57"}, 7)
		},
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, grp(t, []int{3, 3, 4}, " "), grp(t, []int{3, 7}, " "), grp(t, []int{3, 3, 4}, "-"))
		},
		intl: func(g *G, n string) string {
			return g.pick("+233 "+grp(n, []int{2, 3, 4}, " "), "+233"+n, "+233 "+grp(n, []int{2, 7}, " "))
		},
		first: []string{"Kwame", "Ama", "Kofi", "Akosua", "Yaw", "Abena", "Kojo", "Efua", "Kwabena", "Adwoa", "Nana", "Esi", "Kwaku"},
		last:  []string{"Mensah", "Asante", "Boateng", "Owusu", "Osei", "Agyemang", "Appiah", "Darko", "Amoah", "Quaye", "Tetteh", "Addo"}})
	add(&Country{ISO: "NG", CC: "234", Name: "Nigeria", Cur: "₦",
		nsn: func(g *G) string {
			return pre(g, []string{"803", "806", "813", "816", "810", "814", "903", "906", "703", "706", "802", "808", "812", "701", "902", "907", "708", "805", "807", "815", "811", "905", "809", "817", "818", "909", "908", "916", "913", "704"}, 7)
		},
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, t, grp(t, []int{4, 3, 4}, " "), grp(t, []int{4, 7}, " "), grp(t, []int{4, 3, 4}, "-"))
		},
		intl: func(g *G, n string) string {
			return g.pick("+234 "+grp(n, []int{3, 3, 4}, " "), "+234"+n, "+234 "+grp(n, []int{3, 7}, " "), "+234-"+grp(n, []int{3, 3, 4}, "-"))
		},
		first: []string{"Chinedu", "Ngozi", "Tunde", "Funmilayo", "Musa", "Aisha", "Emeka", "Yetunde", "Ibrahim", "Bukola", "Obinna", "Halima", "Segun", "Zainab", "Chiamaka", "Abdullahi", "Tobi", "Blessing", "Uche", "Kemi"},
		last:  []string{"Okafor", "Adeyemi", "Bello", "Okonkwo", "Balogun", "Eze", "Abubakar", "Ogunleye", "Nwosu", "Danjuma", "Adebayo", "Ibrahim", "Olatunji", "Umar", "Akande", "Nnamdi", "Yusuf"}})
	add(&Country{ISO: "SN", CC: "221", Name: "Sénégal", Cur: "FCFA",
		nsn: func(g *G) string { return pre(g, []string{"77", "78", "76", "70", "75"}, 7) },
		nat: func(g *G, n string) string {
			return g.pick(grp(n, []int{2, 3, 2, 2}, " "), n, grp(n, []int{2, 3, 2, 2}, "."), grp(n, []int{2, 3, 2, 2}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+221 "+grp(n, []int{2, 3, 2, 2}, " "), "+221"+n, "00221 "+grp(n, []int{2, 3, 2, 2}, " "))
		},
		first: []string{"Awa", "Moussa", "Fatou", "Mamadou", "Aminata", "Ousmane", "Khady", "Cheikh", "Mariama", "Ibrahima", "Ndeye", "Modou"},
		last:  []string{"Ndiaye", "Diop", "Fall", "Sow", "Gueye", "Sarr", "Ba", "Faye", "Mbaye", "Diallo", "Seck", "Thiam"}})
	add(&Country{ISO: "CI", CC: "225", Name: "Côte d'Ivoire", Cur: "FCFA",
		nsn: func(g *G) string { return pre(g, []string{"07", "05", "01"}, 8) },
		nat: func(g *G, n string) string {
			return g.pick(grp(n, []int{2, 2, 2, 2, 2}, " "), n, grp(n, []int{2, 2, 2, 2, 2}, "."))
		},
		intl: func(g *G, n string) string {
			return g.pick("+225 "+grp(n, []int{2, 2, 2, 2, 2}, " "), "+225"+n, "(+225) "+grp(n, []int{2, 2, 2, 2, 2}, " "))
		},
		first: []string{"Kouassi", "Aya", "Yao", "Adjoua", "Koffi", "Affoué", "Konan", "Mariam", "Seydou", "Awa", "Franck", "Estelle"},
		last:  []string{"Kouamé", "Koné", "Traoré", "Coulibaly", "N'Guessan", "Bamba", "Ouattara", "Yao", "Kouadio", "Soro", "Diabaté"}})
	add(&Country{ISO: "CM", CC: "237", Name: "Cameroun", Cur: "FCFA",
		nsn: func(g *G) string {
			return pre(g, []string{"67", "650", "651", "652", "653", "654", "680", "681", "69", "655", "656", "657", "658", "659", "620"}, 0) + ""
		},
		nat: func(g *G, n string) string {
			return g.pick(grp(n, []int{1, 2, 2, 2, 2}, " "), n, grp(n, []int{3, 3, 3}, " "), grp(n, []int{3, 2, 2, 2}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+237 "+grp(n, []int{1, 2, 2, 2, 2}, " "), "+237"+n, "+237 "+grp(n, []int{3, 3, 3}, " "))
		},
		first: []string{"Jean-Paul", "Brigitte", "Samuel", "Clarisse", "Emmanuel", "Nadège", "Blaise", "Sandrine", "Hervé", "Carine"},
		last:  []string{"Mbarga", "Nkoulou", "Fotso", "Tchoupo", "Ndongo", "Essomba", "Kamga", "Ngono", "Tchinda", "Atangana"}})
	C["CM"].nsn = func(g *G) string {
		p := g.pk([]string{"67", "650", "651", "652", "653", "654", "680", "681", "69", "655", "656", "657", "658", "659", "620"})
		return p + g.dig(9-len(p))
	}
	add(&Country{ISO: "RW", CC: "250", Name: "Rwanda", Cur: "RWF",
		nsn: func(g *G) string { return pre(g, []string{"78", "79", "72", "73"}, 7) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, grp(t, []int{4, 3, 3}, " "), grp(t, []int{4, 6}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+250 "+grp(n, []int{3, 3, 3}, " "), "+250"+n, "250"+n)
		},
		first: []string{"Jean Claude", "Aline", "Eric", "Divine", "Patrick", "Claudine", "Olivier", "Grace", "Innocent", "Josiane"},
		last:  []string{"Uwimana", "Habimana", "Niyonzima", "Mukamana", "Nshimiyimana", "Uwase", "Mugabo", "Ingabire", "Hakizimana"}})
	add(&Country{ISO: "ZM", CC: "260", Name: "Zambia", Cur: "K",
		nsn: func(g *G) string { return pre(g, []string{"96", "76", "97", "77", "95"}, 7) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, grp(t, []int{4, 6}, " "), grp(t, []int{4, 3, 3}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+260 "+grp(n, []int{2, 3, 4}, " "), "+260"+n, "+260 "+grp(n, []int{2, 7}, " "))
		},
		first: []string{"Mwila", "Chanda", "Bwalya", "Mutale", "Chileshe", "Mulenga", "Natasha", "Kelvin", "Misozi", "Kondwani"},
		last:  []string{"Banda", "Phiri", "Mwanza", "Tembo", "Zulu", "Lungu", "Mumba", "Sakala", "Chisenga"}})
	add(&Country{ISO: "ET", CC: "251", Name: "Ethiopia", Cur: "ETB",
		nsn: func(g *G) string { return pre(g, []string{"91", "92", "93", "94", "70", "71", "90", "98"}, 7) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, t, grp(t, []int{4, 6}, " "), grp(t, []int{4, 2, 2, 2}, " "), grp(t, []int{3, 3, 4}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+251 "+grp(n, []int{2, 3, 4}, " "), "+251"+n, "+251 "+grp(n, []int{3, 6}, " "))
		},
		first: []string{"Abebe", "Tigist", "Dawit", "Hana", "Yohannes", "Meron", "Bereket", "Selam", "Tesfaye", "Mekdes", "Eyerusalem", "Kidus"},
		last:  []string{"Kebede", "Tadesse", "Alemu", "Bekele", "Haile", "Girma", "Wolde", "Assefa", "Getachew", "Mengistu"}})
	add(&Country{ISO: "EG", CC: "20", Name: "Egypt", Cur: "EGP",
		nsn: func(g *G) string { return pre(g, []string{"10", "11", "12", "15"}, 8) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, t, grp(t, []int{3, 4, 4}, " "), grp(t, []int{4, 3, 4}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+20 "+grp(n, []int{2, 4, 4}, " "), "+20"+n, "+20 "+grp(n, []int{3, 3, 4}, " "))
		},
		first: []string{"Ahmed", "Mona", "Mohamed", "Sara", "Mahmoud", "Nour", "Youssef", "Heba", "Omar", "Aya", "Karim", "Dina"},
		last:  []string{"Hassan", "Ibrahim", "Mostafa", "Abdelrahman", "Salah", "ElSayed", "Fathy", "Gamal", "Saad", "Farouk"},
		zero:  dArabic})
	add(&Country{ISO: "MA", CC: "212", Name: "Maroc", Cur: "DH",
		nsn: func(g *G) string { return pre(g, []string{"6", "7"}, 8) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, grp(t, []int{2, 2, 2, 2, 2}, " "), grp(t, []int{2, 2, 2, 2, 2}, "."), grp(t, []int{2, 2, 2, 2, 2}, "-"))
		},
		intl: func(g *G, n string) string {
			return g.pick("+212 "+grp(n, []int{1, 2, 2, 2, 2}, " "), "+212 "+grp(n, []int{3, 6}, "-"), "+212"+n, "00212 "+grp(n, []int{1, 2, 2, 2, 2}, " "))
		},
		first: []string{"Youssef", "Fatima Zahra", "Hamza", "Salma", "Mehdi", "Khadija", "Ayoub", "Imane", "Othmane", "Sanae"},
		last:  []string{"Benali", "El Amrani", "Bennani", "Alaoui", "Tazi", "Chraibi", "Idrissi", "Berrada", "Ouazzani"}})
	add(&Country{ISO: "BD", CC: "880", Name: "Bangladesh", Cur: "Tk",
		nsn: func(g *G) string { return pre(g, []string{"13", "14", "15", "16", "17", "18", "19"}, 8) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, t, grp(t, []int{5, 6}, "-"), grp(t, []int{5, 6}, " "), grp(t, []int{3, 4, 4}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+880 "+grp(n, []int{4, 6}, "-"), "+880"+n, "+88 0"+n, "+880 "+grp(n, []int{4, 6}, " "))
		},
		first: []string{"Rahim", "Fatema", "Karim", "Nusrat", "Tanvir", "Sumaiya", "Arif", "Jannat", "Sabbir", "Tasnim", "Mehedi", "Sharmin"},
		last:  []string{"Uddin", "Akter", "Hossain", "Islam", "Rahman", "Chowdhury", "Ahmed", "Begum", "Sarker", "Mia", "Khatun"},
		zero:  dBengali})
	add(&Country{ISO: "PK", CC: "92", Name: "Pakistan", Cur: "Rs.",
		nsn: func(g *G) string { return "3" + g.pk([]string{"0", "1", "2", "3", "4"}) + g.dig(8) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, grp(t, []int{4, 7}, "-"), grp(t, []int{4, 7}, "-"), grp(t, []int{4, 7}, " "), grp(t, []int{4, 3, 4}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+92 "+grp(n, []int{3, 7}, " "), "+92-"+grp(n, []int{3, 7}, "-"), "+92"+n, "0092 "+grp(n, []int{3, 7}, " "))
		},
		first: []string{"Ali", "Ayesha", "Bilal", "Hina", "Usman", "Sana", "Hamza", "Mehwish", "Imran", "Fatima", "Zubair", "Rabia"},
		last:  []string{"Khan", "Ahmed", "Raza", "Qureshi", "Malik", "Butt", "Sheikh", "Chaudhry", "Abbasi", "Siddiqui", "Javed"},
		zero:  dPersian})
	add(&Country{ISO: "IN", CC: "91", Name: "India", Cur: "₹",
		nsn: func(g *G) string { return string(byte('6'+g.n(4))) + g.dig(9) },
		nat: func(g *G, n string) string {
			return g.pick(n, n, grp(n, []int{5, 5}, " "), grp(n, []int{5, 5}, "-"), "0"+n, grp(n, []int{3, 3, 4}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+91 "+grp(n, []int{5, 5}, " "), "+91-"+n, "+91"+n, "+91 "+n)
		},
		first: []string{"Rahul", "Priya", "Amit", "Sneha", "Vikram", "Anjali", "Suresh", "Pooja", "Rajesh", "Kavya", "Arjun", "Deepa", "Manoj", "Lakshmi"},
		last:  []string{"Sharma", "Patel", "Kumar", "Reddy", "Singh", "Iyer", "Gupta", "Nair", "Verma", "Das", "Yadav", "Joshi", "Menon"},
		zero:  dDevanagari})
	add(&Country{ISO: "PH", CC: "63", Name: "Philippines", Cur: "PHP",
		nsn: func(g *G) string {
			return pre(g, []string{"905", "906", "915", "916", "917", "926", "927", "935", "936", "945", "955", "956", "965", "966", "967", "975", "977", "995", "997", "907", "908", "909", "910", "912", "918", "919", "920", "921", "928", "929", "930", "938", "939", "946", "947", "948", "949", "950", "951", "961", "998", "999", "991", "992", "993"}, 7)
		},
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, t, grp(t, []int{4, 3, 4}, " "), grp(t, []int{4, 3, 4}, "-"), grp(t, []int{4, 7}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+63 "+grp(n, []int{3, 3, 4}, " "), "+63"+n, "+63-"+grp(n, []int{3, 3, 4}, "-"), "+63 "+n)
		},
		first: []string{"Juan", "Maria", "Jose", "Ana", "Mark", "Kristine", "Jericho", "Princess", "Rommel", "Aileen", "Joy", "Carlo", "Rowena"},
		last:  []string{"Dela Cruz", "Santos", "Reyes", "Garcia", "Mendoza", "Bautista", "Villanueva", "Ramos", "Aquino", "Castillo", "Manalo", "Pascual"}})
	add(&Country{ISO: "ID", CC: "62", Name: "Indonesia", Cur: "Rp",
		nsn: func(g *G) string {
			return pre(g, []string{"811", "812", "813", "821", "822", "852", "853", "814", "815", "816", "855", "856", "857", "858", "817", "818", "819", "859", "877", "878", "895", "896", "897", "898", "899", "881", "882", "887"}, 6+g.n(3))
		},
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, t, grp(t, []int{4, 4}, "-"), grp(t, []int{4, 4}, " "), grp(t, []int{4, 4}, "."))
		},
		intl: func(g *G, n string) string {
			return g.pick("+62 "+grp(n, []int{3, 4}, "-"), "+62 "+grp(n, []int{3, 4}, " "), "+62"+n, "62"+n)
		},
		first: []string{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Andi", "Ayu", "Bayu", "Nur", "Eko", "Indah", "Fajar"},
		last:  []string{"Santoso", "Wijaya", "Saputra", "Lestari", "Hidayat", "Pratama", "Kusuma", "Setiawan", "Nugroho", "Rahmawati", "Siregar", "Hasibuan"}})
	add(&Country{ISO: "VN", CC: "84", Name: "Việt Nam", Cur: "đ",
		nsn: func(g *G) string {
			return pre(g, []string{"32", "33", "34", "35", "36", "37", "38", "39", "56", "58", "59", "70", "76", "77", "78", "79", "81", "82", "83", "84", "85", "86", "88", "89", "90", "91", "93", "94", "96", "97", "98"}, 7)
		},
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, t, grp(t, []int{4, 3, 3}, " "), grp(t, []int{4, 3, 3}, "."), grp(t, []int{3, 3, 4}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+84 "+grp(n, []int{3, 3, 3}, " "), "+84"+n, "84"+n, "(+84) "+grp(n, []int{2, 3, 4}, " "))
		},
		first:     []string{"An", "Bích", "Cường", "Dung", "Hùng", "Lan", "Minh", "Ngọc", "Phương", "Quân", "Thảo", "Tuấn", "Hương", "Long"},
		last:      []string{"Nguyễn Văn", "Trần Thị", "Lê Văn", "Phạm Thị", "Hoàng", "Huỳnh Thị", "Phan Văn", "Vũ Thị", "Đặng", "Bùi Văn"},
		lastFirst: true})
	add(&Country{ISO: "TH", CC: "66", Name: "Thailand", Cur: "฿",
		nsn: func(g *G) string { return pre(g, []string{"6", "8", "9"}, 8) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, grp(t, []int{3, 3, 4}, "-"), grp(t, []int{3, 3, 4}, "-"), grp(t, []int{3, 3, 4}, " "), grp(t, []int{2, 4, 4}, "-"))
		},
		intl: func(g *G, n string) string {
			return g.pick("+66 "+grp(n, []int{2, 3, 4}, " "), "+66"+n, "+66 "+grp(n, []int{2, 3, 4}, "-"))
		},
		first: []string{"Somchai", "Siriporn", "Anan", "Kanya", "Prasert", "Nattaya", "Wichai", "Pimchanok", "Thanakorn", "Supaporn"},
		last:  []string{"Saetang", "Srisuk", "Wongsawat", "Chaiyaporn", "Boonmee", "Rattanakorn", "Kaewmanee", "Sukjai"},
		zero:  dThai})
	add(&Country{ISO: "MY", CC: "60", Name: "Malaysia", Cur: "RM",
		nsn: func(g *G) string {
			if g.ch(0.2) {
				return "11" + g.dig(8)
			}
			return pre(g, []string{"12", "13", "14", "16", "17", "18", "19", "10"}, 7)
		},
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(t, t[:3]+"-"+grp(t[3:], []int{3}, " "), t[:3]+"-"+t[3:], t[:3]+"-"+grp(t[3:], []int{4}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+60 "+n[:2]+"-"+grp(n[2:], []int{3}, " "), "+60"+n, "+60 "+n[:2]+"-"+n[2:])
		},
		first: []string{"Ahmad", "Nurul", "Faizal", "Siti Aisyah", "Wei Ling", "Hafiz", "Mei Yee", "Kavitha", "Jun Hao", "Farah"},
		last:  []string{"Abdullah", "Hassan", "Tan", "Lim", "Wong", "Ismail", "Rahman", "Ng", "Muthu", "Yusof"}})
	add(&Country{ISO: "BR", CC: "55", Name: "Brasil", Cur: "R$",
		nsn: func(g *G) string {
			return g.pick("11", "21", "31", "41", "51", "61", "71", "81", "85", "48", "62", "27", "91", "92", "98", "19", "13", "84") + "9" + string(byte('6'+g.n(4))) + g.dig(7)
		},
		nat: func(g *G, n string) string {
			d, s := n[:2], n[2:]
			return g.pick("("+d+") "+s[:5]+"-"+s[5:], "("+d+") "+s[:1]+" "+s[1:5]+"-"+s[5:], d+" "+s[:5]+"-"+s[5:], n, "("+d+")"+s[:5]+"-"+s[5:], d+" "+s[:1]+" "+s[1:5]+" "+s[5:])
		},
		intl: func(g *G, n string) string {
			d, s := n[:2], n[2:]
			return g.pick("+55 "+d+" "+s[:5]+"-"+s[5:], "+55 ("+d+") "+s[:5]+"-"+s[5:], "+55"+n, "+55 "+d+" "+s)
		},
		first: []string{"João", "Maria", "Ana", "Pedro", "Lucas", "Juliana", "Gabriel", "Fernanda", "Rafael", "Camila", "Thiago", "Larissa", "Bruno", "Patrícia"},
		last:  []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Lima", "Costa", "Ferreira", "Almeida", "Rodrigues", "Carvalho", "Gomes", "Ribeiro"}})
	add(&Country{ISO: "PE", CC: "51", Name: "Perú", Cur: "S/",
		nsn: func(g *G) string { return "9" + g.dig(8) },
		nat: func(g *G, n string) string {
			return g.pick(grp(n, []int{3, 3, 3}, " "), n, grp(n, []int{3, 3, 3}, "-"), grp(n, []int{3, 3, 3}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+51 "+grp(n, []int{3, 3, 3}, " "), "+51"+n, "+51 "+n)
		},
		first: []string{"Luis", "Rosa", "Carlos", "Milagros", "Jorge", "Katherine", "Renzo", "Lucía", "Diego", "Yesenia"},
		last:  []string{"Quispe", "Flores", "Huamán", "Mamani", "Rojas", "Vargas", "Chávez", "Ramírez", "Torres", "Condori"}})
	add(&Country{ISO: "CO", CC: "57", Name: "Colombia", Cur: "$",
		nsn: func(g *G) string {
			return pre(g, []string{"300", "301", "302", "304", "305", "310", "311", "312", "313", "314", "315", "316", "317", "318", "319", "320", "321", "322", "323", "324", "350", "351"}, 7)
		},
		nat: func(g *G, n string) string {
			return g.pick(grp(n, []int{3, 3, 4}, " "), n, grp(n, []int{3, 7}, " "), grp(n, []int{3, 3, 4}, "-"))
		},
		intl: func(g *G, n string) string {
			return g.pick("+57 "+grp(n, []int{3, 3, 4}, " "), "+57 "+n, "+57"+n, "(+57) "+grp(n, []int{3, 7}, " "))
		},
		first: []string{"Andrés", "Valentina", "Juan Camilo", "Daniela", "Santiago", "Laura", "Sebastián", "Natalia", "Felipe", "Mariana"},
		last:  []string{"Gómez", "Rodríguez", "Martínez", "Restrepo", "Ospina", "Cárdenas", "Jaramillo", "Castaño", "Muñoz", "Valencia"}})
	add(&Country{ISO: "MX", CC: "52", Name: "México", Cur: "$",
		nsn: func(g *G) string {
			a := g.pick("55", "33", "81", "222", "442", "998", "664", "477", "961", "999", "686", "656")
			return a + g.digNZ(10-len(a))
		},
		nat: func(g *G, n string) string {
			if n[:2] == "55" || n[:2] == "33" || n[:2] == "81" {
				return g.pick(grp(n, []int{2, 4, 4}, " "), n, "("+n[:2]+") "+grp(n[2:], []int{4}, " "), grp(n, []int{2, 4, 4}, "-"))
			}
			return g.pick(grp(n, []int{3, 3, 4}, " "), n, "("+n[:3]+") "+grp(n[3:], []int{3}, " "), grp(n, []int{3, 3, 4}, "-"))
		},
		intl: func(g *G, n string) string {
			if n[:2] == "55" || n[:2] == "33" || n[:2] == "81" {
				return g.pick("+52 "+grp(n, []int{2, 4, 4}, " "), "+52 1 "+grp(n, []int{2, 4, 4}, " "), "+52"+n, "+521"+n)
			}
			return g.pick("+52 "+grp(n, []int{3, 3, 4}, " "), "+52"+n, "+52 1 "+grp(n, []int{3, 3, 4}, " "))
		},
		first: []string{"José Luis", "Guadalupe", "Alejandro", "María Fernanda", "Jesús", "Ximena", "Miguel Ángel", "Daniela", "Ricardo", "Itzel"},
		last:  []string{"Hernández", "García", "López", "Martínez", "González", "Pérez", "Sánchez", "Ramírez", "Cruz", "Flores"}})
	add(&Country{ISO: "US", CC: "1", Name: "USA", Cur: "$",
		nsn: func(g *G) string {
			for {
				a := string(byte('2'+g.n(8))) + g.dig(2)
				e := string(byte('2'+g.n(8))) + g.dig(2)
				if a[1:] == "11" || e[1:] == "11" || a == "555" || e == "555" || a[1] == '9' {
					continue
				}
				return a + e + g.dig(4)
			}
		},
		nat: func(g *G, n string) string {
			return g.pick("("+n[:3]+") "+n[3:6]+"-"+n[6:], n[:3]+"-"+n[3:6]+"-"+n[6:], n[:3]+"."+n[3:6]+"."+n[6:], "("+n[:3]+")"+n[3:6]+"-"+n[6:])
		},
		intl: func(g *G, n string) string {
			return g.pick("+1 "+n[:3]+" "+n[3:6]+" "+n[6:], "+1 ("+n[:3]+") "+n[3:6]+"-"+n[6:], "+1"+n, "+1-"+n[:3]+"-"+n[3:6]+"-"+n[6:])
		},
		first: []string{"Michael", "Jennifer", "David", "Ashley", "Grace", "Samuel", "Esther", "Daniel", "Linda", "James"},
		last:  []string{"Johnson", "Okoro", "Mendoza", "Nguyen", "Patel", "Williams", "Kamara", "Rivera", "Mensah", "Reyes"}})
	add(&Country{ISO: "GB", CC: "44", Name: "UK", Cur: "£",
		nsn: func(g *G) string { return "7" + string(byte('4'+g.n(6))) + g.dig(8) },
		nat: func(g *G, n string) string {
			t := "0" + n
			return g.pick(grp(t, []int{5, 6}, " "), t, grp(t, []int{5, 3, 3}, " "))
		},
		intl: func(g *G, n string) string {
			return g.pick("+44 "+grp(n, []int{4, 6}, " "), "+44"+n, "+44 (0)"+grp(n, []int{4, 6}, " "))
		},
		first: []string{"Tolu", "Grace", "Mohammed", "Sophie", "Kwame", "Amira", "Daniel", "Priya"},
		last:  []string{"Adeyemi", "Hussain", "Mensah", "Clarke", "Begum", "Osei", "Walker", "Patel"}})
}

var isoAll = []string{"KE", "TZ", "UG", "GH", "NG", "SN", "CI", "CM", "RW", "ZM", "ET", "EG", "MA", "BD", "PK", "IN", "PH", "ID", "VN", "TH", "MY", "BR", "PE", "CO", "MX"}

// phone styles
const (
	stAny = iota
	stNat
	stIntl
	stE164
	stMSISDN
	stLocal
	stNatCompact
)

func (g *G) phone(c *Country, style int) string {
	n := c.nsn(g)
	return g.fmtPhone(c, n, style)
}

func (g *G) fmtPhone(c *Country, n string, style int) string {
	if style == stAny {
		x := g.n(100)
		switch {
		case x < 52:
			style = stNat
		case x < 78:
			style = stIntl
		case x < 88:
			style = stE164
		case x < 94:
			style = stMSISDN
		default:
			if c.zero != 0 {
				style = stLocal
			} else {
				style = stNat
			}
		}
	}
	trunk := "0"
	switch c.ISO {
	case "SN", "CI", "CM", "PE", "CO", "MX", "BR", "US":
		trunk = ""
	case "IN":
		trunk = ""
	}
	switch style {
	case stNat:
		return c.nat(g, n)
	case stIntl:
		return c.intl(g, n)
	case stE164:
		return "+" + c.CC + n
	case stMSISDN:
		return c.CC + n
	case stNatCompact:
		return trunk + n
	case stLocal:
		s := trunk + n
		if g.ch(0.3) {
			s = c.nat(g, n)
		}
		if c.zero == 0 {
			return s
		}
		return loc(s, c.zero)
	}
	return c.nat(g, n)
}

func (g *G) country(isos ...string) *Country {
	if len(isos) == 0 {
		isos = isoAll
	}
	return C[g.pk(isos)]
}

func (g *G) name(c *Country) string {
	f, l := g.pk(c.first), g.pk(c.last)
	if c.lastFirst {
		return l + " " + f
	}
	return f + " " + l
}
func (g *G) NAME(c *Country) string { return strings.ToUpper(g.name(c)) }

// mask a phone for receipts: keeps a prefix and suffix
func (g *G) maskPhone(c *Country) string {
	n := c.nsn(g)
	switch g.n(5) {
	case 0:
		t := "0" + n
		if c.ISO == "SN" || c.ISO == "CI" || c.ISO == "CM" || c.ISO == "PE" || c.ISO == "CO" || c.ISO == "MX" || c.ISO == "IN" || c.ISO == "BR" {
			t = n
		}
		return t[:4] + "***" + t[len(t)-3:]
	case 1:
		t := c.CC + n
		return t[:len(c.CC)+1] + strings.Repeat("*", len(t)-len(c.CC)-3) + t[len(t)-2:]
	case 2:
		t := "0" + n
		return t[:3] + "XXXXX" + t[len(t)-3:]
	case 3:
		return "+" + c.CC + " " + n[:2] + "** *** " + n[len(n)-3:]
	}
	return "****" + n[len(n)-4:]
}

var _ = fmt.Sprintf

func (g *G) one(fs ...func() string) string { return fs[g.n(len(fs))]() }
