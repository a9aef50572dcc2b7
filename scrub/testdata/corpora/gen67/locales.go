package main

import (
	"fmt"
	"strings"
)

type Locale struct {
	code   string
	lang   string
	phone  phoneGen
	first  []string
	last   []string
	domain []string
	cur    func() string // formatted amount
	cities []string
	script string // alt digit script sometimes used ("" none)
}

func money(sym string, pre bool, thou, dec string, lo, hi int, decimals bool) func() string {
	return func() string {
		v := lo + r.Intn(hi-lo)
		s := fmt.Sprint(v)
		// thousands
		var out []string
		for len(s) > 3 {
			out = append([]string{s[len(s)-3:]}, out...)
			s = s[:len(s)-3]
		}
		out = append([]string{s}, out...)
		num := strings.Join(out, thou)
		if decimals {
			num += dec + digits(2)
		}
		if pre {
			return sym + num
		}
		return num + " " + sym
	}
}

var locales = []Locale{
	{"en-US", "en", usPhone, []string{"Tyler", "Jasmine", "Marcus", "Brittany", "DeShawn", "Kayla", "Luis", "Megan", "Andre", "Hannah"}, []string{"Johnson", "Williams", "Brown", "Garcia", "Miller", "Davis", "Robinson", "Nguyen", "Walker", "Hall"}, []string{"gmail.com", "yahoo.com", "outlook.com", "icloud.com", "hotmail.com", "aol.com", "comcast.net", "proton.me"}, money("$", true, ",", ".", 5, 3000, true), []string{"Houston", "Phoenix", "Atlanta", "Chicago", "Seattle", "Denver"}, ""},
	{"es-MX", "es", mxPhone, []string{"José", "Guadalupe", "Alejandro", "Fernanda", "Luis", "Ximena", "Jorge", "Valeria"}, []string{"Hernández", "García", "Martínez", "López", "González", "Ramírez", "Flores", "Cruz"}, []string{"gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "prodigy.net.mx", "live.com.mx"}, money("$", true, ",", ".", 40, 30000, true), []string{"CDMX", "Guadalajara", "Monterrey", "Puebla", "Cancún"}, ""},
	{"pt-BR", "pt", brPhone, []string{"João", "Ana", "Lucas", "Juliana", "Thiago", "Camila", "Rafael", "Beatriz", "Matheus"}, []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Ferreira", "Almeida"}, []string{"gmail.com", "hotmail.com", "yahoo.com.br", "outlook.com", "uol.com.br", "bol.com.br", "terra.com.br"}, money("R$ ", true, ".", ",", 10, 90000, true), []string{"São Paulo", "Rio de Janeiro", "Belo Horizonte", "Curitiba", "Recife", "Fortaleza"}, ""},
	{"es-AR", "es", arPhone, []string{"Martín", "Sofía", "Facundo", "Agustina", "Nicolás", "Micaela"}, []string{"Fernández", "Rodríguez", "Gómez", "Díaz", "Pérez", "Romero"}, []string{"gmail.com", "hotmail.com", "yahoo.com.ar", "fibertel.com.ar", "outlook.com"}, money("$", true, ".", ",", 500, 900000, true), []string{"Buenos Aires", "Córdoba", "Rosario", "Mendoza"}, ""},
	{"es-CO", "es", coPhone, []string{"Andrés", "Daniela", "Santiago", "Laura", "Camilo", "Valentina"}, []string{"Rodríguez", "Gómez", "Martínez", "Vargas", "Restrepo", "Ospina"}, []string{"gmail.com", "hotmail.com", "outlook.com", "yahoo.es"}, money("$", true, ".", ",", 5000, 2000000, false), []string{"Bogotá", "Medellín", "Cali", "Barranquilla"}, ""},
	{"es-CL", "es", clPhone, []string{"Benjamín", "Catalina", "Vicente", "Javiera", "Matías", "Constanza"}, []string{"González", "Muñoz", "Rojas", "Soto", "Contreras", "Silva"}, []string{"gmail.com", "hotmail.com", "live.cl", "outlook.com"}, money("$", true, ".", ",", 1000, 900000, false), []string{"Santiago", "Valparaíso", "Concepción"}, ""},
	{"es-PE", "es", pePhone, []string{"Luis", "Rosa", "Carlos", "Milagros", "Diego", "Lucía"}, []string{"Quispe", "Flores", "Huamán", "Mamani", "Chávez", "Torres"}, []string{"gmail.com", "hotmail.com", "outlook.com", "yahoo.com"}, money("S/ ", true, ",", ".", 10, 5000, true), []string{"Lima", "Arequipa", "Trujillo", "Cusco"}, ""},
	{"en-GB", "en", ukPhone, []string{"Oliver", "Amelia", "Harry", "Priya", "Callum", "Sophie", "Kwame", "Chloe"}, []string{"Smith", "Jones", "Taylor", "Patel", "Evans", "Khan", "Wilson", "Davies"}, []string{"gmail.com", "hotmail.co.uk", "btinternet.com", "outlook.com", "yahoo.co.uk", "sky.com"}, money("£", true, ",", ".", 5, 4000, true), []string{"London", "Manchester", "Leeds", "Bristol", "Glasgow"}, ""},
	{"de-DE", "de", dePhone, []string{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Mia", "Mehmet", "Katharina"}, []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Yılmaz", "Wagner"}, []string{"gmail.com", "web.de", "gmx.de", "t-online.de", "posteo.de", "outlook.de", "gmx.net"}, money("€", false, ".", ",", 5, 5000, true), []string{"Berlin", "München", "Köln", "Hamburg", "Leipzig"}, ""},
	{"fr-FR", "fr", frPhone, []string{"Camille", "Lucas", "Manon", "Hugo", "Inès", "Karim", "Léa", "Mamadou"}, []string{"Martin", "Bernard", "Dubois", "Moreau", "Laurent", "Benali", "Diallo", "Lefèvre"}, []string{"gmail.com", "orange.fr", "free.fr", "hotmail.fr", "laposte.net", "sfr.fr", "wanadoo.fr"}, money("€", false, " ", ",", 5, 5000, true), []string{"Paris", "Lyon", "Marseille", "Lille", "Toulouse"}, ""},
	{"es-ES", "es", esPhone, []string{"Pablo", "Lucía", "Álvaro", "Marta", "Sergio", "Carmen", "Javier", "Nerea"}, []string{"García", "Fernández", "Sánchez", "Jiménez", "Ruiz", "Navarro", "Iglesias", "Ortega"}, []string{"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "telefonica.net"}, money("€", false, ".", ",", 5, 5000, true), []string{"Madrid", "Barcelona", "Valencia", "Sevilla", "Bilbao"}, ""},
	{"it-IT", "it", itPhone, []string{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Matteo"}, []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano"}, []string{"gmail.com", "libero.it", "virgilio.it", "hotmail.it", "alice.it", "tiscali.it"}, money("€", false, ".", ",", 5, 5000, true), []string{"Milano", "Roma", "Napoli", "Torino", "Bologna"}, ""},
	{"nl-NL", "nl", nlPhone, []string{"Daan", "Emma", "Sem", "Sophie", "Bram", "Fleur"}, []string{"de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser"}, []string{"gmail.com", "hotmail.nl", "ziggo.nl", "kpnmail.nl", "outlook.com"}, money("€", true, ".", ",", 5, 3000, true), []string{"Amsterdam", "Rotterdam", "Utrecht", "Den Haag"}, ""},
	{"pl-PL", "pl", plPhone, []string{"Jakub", "Zuzanna", "Kacper", "Julia", "Mateusz", "Natalia"}, []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski"}, []string{"gmail.com", "wp.pl", "onet.pl", "o2.pl", "interia.pl"}, money("zł", false, " ", ",", 5, 9000, true), []string{"Warszawa", "Kraków", "Wrocław", "Gdańsk"}, ""},
	{"tr-TR", "tr", trPhone, []string{"Mehmet", "Ayşe", "Mustafa", "Zeynep", "Emre", "Elif"}, []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk"}, []string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com"}, money("₺", true, ".", ",", 50, 90000, true), []string{"İstanbul", "Ankara", "İzmir", "Bursa"}, ""},
	{"ar-AE", "ar", aePhone, []string{"Ahmed", "Fatima", "Omar", "Mariam", "Rashid", "Aisha"}, []string{"Al Mansoori", "Al Hashimi", "Khan", "Hassan", "Al Nuaimi", "Ali"}, []string{"gmail.com", "hotmail.com", "outlook.com", "emirates.net.ae", "yahoo.com"}, money("AED", false, ",", ".", 10, 20000, true), []string{"Dubai", "Abu Dhabi", "Sharjah"}, "arabic"},
	{"ar-SA", "ar", saPhone, []string{"Abdullah", "Noura", "Faisal", "Reem", "Khalid", "Sara"}, []string{"Al-Qahtani", "Al-Otaibi", "Al-Ghamdi", "Al-Harbi", "Al-Zahrani"}, []string{"gmail.com", "hotmail.com", "outlook.sa", "yahoo.com"}, money("SAR", false, ",", ".", 10, 20000, true), []string{"Riyadh", "Jeddah", "Dammam"}, "arabic"},
	{"ar-EG", "ar", egPhone, []string{"Mohamed", "Mona", "Youssef", "Nour", "Mahmoud", "Salma"}, []string{"Ibrahim", "Hassan", "Mostafa", "Abdelrahman", "Saleh"}, []string{"gmail.com", "yahoo.com", "hotmail.com", "outlook.com"}, money("EGP", false, ",", ".", 20, 50000, false), []string{"Cairo", "Alexandria", "Giza"}, "arabic"},
	{"en-IN", "hi", inPhone, []string{"Rahul", "Priya", "Amit", "Sneha", "Vikram", "Anjali", "Arjun", "Pooja"}, []string{"Sharma", "Verma", "Patel", "Reddy", "Iyer", "Singh", "Nair", "Gupta"}, []string{"gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "hotmail.com"}, money("₹", true, ",", ".", 50, 90000, false), []string{"Bengaluru", "Mumbai", "Delhi", "Hyderabad", "Pune", "Chennai"}, "devanagari"},
	{"en-PK", "ur", pkPhone, []string{"Ali", "Ayesha", "Usman", "Hira", "Bilal", "Sana"}, []string{"Khan", "Ahmed", "Malik", "Qureshi", "Butt", "Chaudhry"}, []string{"gmail.com", "yahoo.com", "hotmail.com", "outlook.com"}, money("Rs.", true, ",", ".", 100, 90000, false), []string{"Karachi", "Lahore", "Islamabad"}, ""},
	{"id-ID", "id", idPhone, []string{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Andi"}, []string{"Santoso", "Wijaya", "Saputra", "Hidayat", "Pratama", "Lestari"}, []string{"gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com"}, money("Rp", true, ".", ",", 5000, 2000000, false), []string{"Jakarta", "Surabaya", "Bandung", "Medan"}, ""},
	{"en-PH", "tl", phPhone, []string{"Mark", "Angelica", "John Paul", "Kristine", "Jerome", "Mae"}, []string{"Santos", "Reyes", "Cruz", "Bautista", "Garcia", "Mendoza"}, []string{"gmail.com", "yahoo.com", "outlook.com", "ymail.com"}, money("₱", true, ",", ".", 50, 90000, true), []string{"Quezon City", "Makati", "Cebu", "Davao"}, ""},
	{"vi-VN", "vi", vnPhone, []string{"Minh", "Lan", "Huy", "Trang", "Tuấn", "Ngọc"}, []string{"Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Võ"}, []string{"gmail.com", "yahoo.com", "outlook.com", "fpt.vn"}, money("₫", false, ".", ",", 20000, 5000000, false), []string{"Hà Nội", "TP.HCM", "Đà Nẵng"}, ""},
	{"th-TH", "th", thPhone, []string{"Somchai", "Nattaya", "Krit", "Ploy", "Anan", "Siriporn"}, []string{"Srisuk", "Chaiyaporn", "Wongsa", "Boonmee", "Saetang"}, []string{"gmail.com", "hotmail.com", "outlook.co.th", "yahoo.com"}, money("฿", true, ",", ".", 40, 20000, false), []string{"Bangkok", "Chiang Mai", "Phuket"}, "thai"},
	{"ms-MY", "ms", myPhone, []string{"Ahmad", "Nurul", "Wei Ling", "Hafiz", "Kavitha", "Farah"}, []string{"bin Ismail", "Tan", "Lim", "binti Rahman", "Subramaniam", "Wong"}, []string{"gmail.com", "yahoo.com", "hotmail.my", "outlook.com"}, money("RM", true, ",", ".", 5, 5000, true), []string{"Kuala Lumpur", "Penang", "Johor Bahru"}, ""},
	{"en-SG", "en", sgPhone, []string{"Wei Jie", "Hui Min", "Arjun", "Nur Aisyah", "Marcus", "Jia Hui"}, []string{"Tan", "Lim", "Lee", "Ng", "Wong", "Goh"}, []string{"gmail.com", "singnet.com.sg", "yahoo.com.sg", "hotmail.com"}, money("S$", true, ",", ".", 5, 5000, true), []string{"Tampines", "Jurong East", "Bishan", "Punggol"}, ""},
	{"en-NG", "en", ngPhone, []string{"Chinedu", "Aisha", "Tunde", "Ngozi", "Emeka", "Funmilayo", "Ibrahim"}, []string{"Okafor", "Adeyemi", "Bello", "Eze", "Ogunleye", "Abubakar"}, []string{"gmail.com", "yahoo.com", "outlook.com", "hotmail.com"}, money("₦", true, ",", ".", 500, 900000, false), []string{"Lagos", "Abuja", "Port Harcourt", "Ibadan"}, ""},
	{"en-KE", "sw", kePhone, []string{"Wanjiru", "Otieno", "Achieng", "Kamau", "Njeri", "Mwangi"}, []string{"Kariuki", "Odhiambo", "Mutua", "Wambui", "Kiptoo", "Ochieng"}, []string{"gmail.com", "yahoo.com", "outlook.com"}, money("KES", false, ",", ".", 100, 90000, false), []string{"Nairobi", "Mombasa", "Kisumu"}, ""},
	{"en-ZA", "en", zaPhone, []string{"Thabo", "Lerato", "Sipho", "Naledi", "Pieter", "Ayanda"}, []string{"Nkosi", "Dlamini", "van der Merwe", "Botha", "Mokoena", "Naidoo"}, []string{"gmail.com", "webmail.co.za", "mweb.co.za", "outlook.com", "icloud.com"}, money("R", true, " ", ",", 20, 20000, true), []string{"Johannesburg", "Cape Town", "Durban", "Pretoria"}, ""},
}

func loc() Locale { return pick(locales) }
func locLang(langs ...string) Locale {
	for {
		l := pick(locales)
		for _, x := range langs {
			if l.lang == x {
				return l
			}
		}
	}
}
func locCode(c string) Locale {
	for _, l := range locales {
		if l.code == c {
			return l
		}
	}
	panic(c)
}

var translit = strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ã", "a", "ç", "c", "ü", "u", "ö", "o", "ä", "a", "ı", "i", "ş", "s", "ğ", "g", "ñ", "n", "ł", "l", "ś", "s", "ń", "n", "ż", "z", "è", "e", "ê", "e", "ô", "o", "â", "a", "Á", "A", "É", "E", "Ç", "C", "Ö", "O", "Ş", "S", "Ü", "U", "İ", "I", "Ş", "S", "ễ", "e", "ầ", "a", "ạ", "a", "ọ", "o", "ấ", "a", "ố", "o", "ế", "e", "ồ", "o", "ị", "i", "ư", "u", "ơ", "o", "ă", "a", "đ", "d", "Đ", "D", "ữ", "u", "õ", "o", "à", "a", "ỳ", "y", "ò", "o", "ù", "u", "ì", "i", "ầ", "a", "ấ", "a", "ệ", "e", "ỹ", "y", "ả", "a", "ẩ", "a", "ễ", "e", "Ò", "O", "ỏ", "o", "ằ", "a", "ộ", "o", "ớ", "o", "ờ", "o", "ự", "u", "ứ", "u")

func slug(s string) string {
	s = strings.ToLower(translit.Replace(s))
	s = strings.ReplaceAll(s, " ", "")
	s = strings.ReplaceAll(s, "-", "")
	return s
}

func emailFor(l Locale, first, last string) string {
	f, la := slug(first), slug(last)
	local := pick([]string{f + "." + la, f + la + digits(2), f[:1] + la, f + "_" + la, f + la, la + "." + f + digits(1), f + "." + la + digits(4), f + "+" + pick([]string{"app", "rides", "gigs", "ventas", "olx"}), f + digits(3), la + f[:1] + digits(2)})
	return local + "@" + pick(l.domain)
}

func person(l Locale) (string, string) { return pick(l.first), pick(l.last) }

func email(l Locale) string { f, la := person(l); return emailFor(l, f, la) }

func phoneIn(l Locale, style int) string {
	p := l.phone(style)
	if l.script != "" && chance(0.12) {
		return toScript(p, l.script)
	}
	if chance(0.02) {
		return toScript(p, "fullwidth")
	}
	return p
}
