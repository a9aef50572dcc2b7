package main

import (
	"fmt"
	"strings"
)

type Loc struct {
	code    string
	given   []string
	sur     []string
	domains []string
	phone   func() string // any realistic phone of the country
	mobile  func() string
	city    []string
}

func sp(ds string, groups ...int) string { // split digits by groups with sep " "
	return grp(ds, " ", groups...)
}
func grp(ds, sep string, groups ...int) string {
	var parts []string
	i := 0
	for _, g := range groups {
		parts = append(parts, ds[i:i+g])
		i += g
	}
	if i < len(ds) {
		parts = append(parts, ds[i:])
	}
	return strings.Join(parts, sep)
}

// ---- Mexico ----
func mxNat() (string, string) { // area, local
	if chance(0.55) {
		return pick([]string{"55", "33", "81"}), digitsNZ(8)
	}
	return pick([]string{"222", "998", "664", "442", "477", "999", "614", "686", "229", "312", "961"}), digitsNZ(7)
}
func phMX() string {
	a, l := mxNat()
	n := a + l
	f := func(sep string) string {
		if len(a) == 2 {
			return a + sep + l[:4] + sep + l[4:]
		}
		return a + sep + l[:3] + sep + l[3:]
	}
	switch r.Intn(8) {
	case 0:
		return f(" ")
	case 1:
		return "+52 " + f(" ")
	case 2:
		return "+52 1 " + f(" ")
	case 3:
		return "(" + a + ") " + strings.Replace(f(" ")[len(a)+1:], " ", "-", 1)
	case 4:
		return n
	case 5:
		return "+52" + n
	case 6:
		return f("-")
	default:
		return "+52 " + n
	}
}

// ---- Colombia ----
func phCO() string {
	if chance(0.8) {
		n := "3" + pick([]string{"00", "01", "02", "04", "05", "10", "11", "12", "13", "14", "15", "16", "17", "18", "20", "21", "23", "50"}) + digitsNZ(7)
		switch r.Intn(6) {
		case 0:
			return sp(n, 3, 3)
		case 1:
			return "+57 " + sp(n, 3, 3)
		case 2:
			return n
		case 3:
			return "+57 " + n
		case 4:
			return "(+57) " + n[:3] + " " + n[3:]
		default:
			return "+57" + n
		}
	}
	n := "60" + pick([]string{"1", "4", "2", "5"}) + digitsNZ(7)
	switch r.Intn(3) {
	case 0:
		return sp(n, 3, 3)
	case 1:
		return "+57 " + n[:3] + " " + n[3:]
	}
	return "(" + n[:3] + ") " + n[3:6] + " " + n[6:]
}

// ---- Argentina ----
func phAR() string {
	if chance(0.5) {
		l := pick([]string{"2", "3", "4", "5", "6"}) + digits(7)
		switch r.Intn(5) {
		case 0:
			return "+54 9 11 " + l[:4] + "-" + l[4:]
		case 1:
			return "011 15-" + l[:4] + "-" + l[4:]
		case 2:
			return "11 " + l[:4] + "-" + l[4:]
		case 3:
			return "+54911" + l
		default:
			return "(011) " + l[:4] + "-" + l[4:]
		}
	}
	a := pick([]string{"351", "341", "261", "381", "223", "221"})
	l := pick([]string{"4", "5", "6"}) + digits(6)
	switch r.Intn(4) {
	case 0:
		return "0" + a + " 15-" + l[:3] + "-" + l[3:]
	case 1:
		return "+54 9 " + a + " " + l[:3] + "-" + l[3:]
	case 2:
		return "(0" + a + ") " + l[:3] + "-" + l[3:]
	}
	return "+54 9 " + a + " " + l
}

// ---- Chile ----
func phCL() string {
	if chance(0.8) {
		l := pick([]string{"5", "6", "7", "8", "9"}) + digits(7)
		switch r.Intn(5) {
		case 0:
			return "+56 9 " + l[:4] + " " + l[4:]
		case 1:
			return "9 " + l[:4] + " " + l[4:]
		case 2:
			return "+569" + l
		case 3:
			return "+56 9" + l
		default:
			return "9" + l
		}
	}
	l := "2" + digits(7)
	if chance(0.5) {
		return "+56 2 " + l[:4] + " " + l[4:]
	}
	return "(2) " + l[:4] + " " + l[4:]
}

// ---- Peru ----
func phPE() string {
	if chance(0.8) {
		n := "9" + digits(8)
		switch r.Intn(4) {
		case 0:
			return sp(n, 3, 3)
		case 1:
			return "+51 " + sp(n, 3, 3)
		case 2:
			return n
		}
		return "+51" + n
	}
	l := pick([]string{"2", "4", "6", "7"}) + digits(6)
	if chance(0.5) {
		return "(01) " + l[:3] + "-" + l[3:]
	}
	return "+51 1 " + l[:3] + " " + l[3:]
}

// ---- Brazil ----
var ddd = []string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48", "62", "92", "13"}

func phBR() string {
	d := pick(ddd)
	if chance(0.8) {
		l := "9" + pick([]string{"6", "7", "8", "9"}) + digits(7)
		switch r.Intn(8) {
		case 0:
			return "(" + d + ") " + l[:5] + "-" + l[5:]
		case 1:
			return d + " " + l[:5] + "-" + l[5:]
		case 2:
			return "+55 " + d + " " + l[:5] + "-" + l[5:]
		case 3:
			return "+55 (" + d + ") " + l[:5] + "-" + l[5:]
		case 4:
			return "(" + d + ") 9 " + l[1:5] + "-" + l[5:]
		case 5:
			return "+55" + d + l
		case 6:
			return "(" + d + ")" + l[:5] + "-" + l[5:]
		default:
			return d + l
		}
	}
	l := pick([]string{"2", "3", "4"}) + digits(7)
	if chance(0.5) {
		return "(" + d + ") " + l[:4] + "-" + l[4:]
	}
	return "+55 " + d + " " + l[:4] + "-" + l[4:]
}

// ---- Portugal ----
func phPT() string {
	if chance(0.75) {
		n := "9" + pick([]string{"1", "2", "3", "6"}) + digits(7)
		switch r.Intn(5) {
		case 0:
			return sp(n, 3, 3)
		case 1:
			return "+351 " + sp(n, 3, 3)
		case 2:
			return "+351" + n
		case 3:
			return "00351 " + n
		}
		return n
	}
	n := pick([]string{"21", "22", "239", "253", "289"})
	n = n + digits(9-len(n))
	if chance(0.5) {
		return sp(n, 3, 3)
	}
	return "+351 " + sp(n, 3, 3)
}

// ---- Italy ----
func phIT() string {
	if chance(0.7) {
		n := "3" + pick([]string{"20", "28", "29", "33", "35", "38", "39", "40", "45", "47", "48", "49", "66", "80", "88", "91", "92"}) + digits(7)
		switch r.Intn(7) {
		case 0:
			return sp(n, 3, 3)
		case 1:
			return "+39 " + sp(n, 3, 3)
		case 2:
			return n
		case 3:
			return "+39 " + n
		case 4:
			return n[:3] + "/" + n[3:]
		case 5:
			return "+39" + n
		}
		return n[:3] + "-" + n[3:]
	}
	a := pick([]string{"06", "02", "081", "011", "055", "091"})
	l := digitsNZ(10 - len(a))
	if len(a) == 2 {
		if chance(0.5) {
			return a + " " + l[:4] + " " + l[4:]
		}
		return "+39 " + a + " " + l[:4] + " " + l[4:]
	}
	if chance(0.5) {
		return a + " " + l[:3] + " " + l[3:]
	}
	return "+39 " + a + " " + l
}

// ---- Greece ----
func phGR() string {
	if chance(0.65) {
		n := "69" + pick([]string{"3", "4", "5", "7", "8", "9"}) + digits(7)
		switch r.Intn(5) {
		case 0:
			return sp(n, 3, 3)
		case 1:
			return "+30 " + sp(n, 3, 3)
		case 2:
			return n
		case 3:
			return "+30 " + n
		}
		return "+30" + n
	}
	if chance(0.6) {
		n := "21" + pick([]string{"0", "3", "4", "6"}) + digits(7)
		switch r.Intn(3) {
		case 0:
			return sp(n, 3, 3)
		case 1:
			return "+30 " + n[:3] + " " + n[3:]
		}
		return n[:3] + "-" + n[3:]
	}
	n := "2310" + digitsNZ(6)
	if chance(0.5) {
		return n[:4] + " " + n[4:]
	}
	return "+30 " + n[:4] + " " + n[4:]
}

// ---- Philippines ----
func phPH() string {
	if chance(0.8) {
		n := "9" + pick([]string{"05", "06", "15", "16", "17", "26", "27", "35", "45", "55", "56", "66", "75", "77", "95", "96", "97", "98", "08", "09", "10", "12", "18", "19", "20", "21", "28", "29", "39", "47", "48", "49", "51", "61", "99"}) + digits(7)
		switch r.Intn(7) {
		case 0:
			return "0" + n[:3] + " " + n[3:6] + " " + n[6:]
		case 1:
			return "0" + n
		case 2:
			return "+63 " + n[:3] + " " + n[3:6] + " " + n[6:]
		case 3:
			return "+63" + n
		case 4:
			return "0" + n[:3] + "-" + n[3:6] + "-" + n[6:]
		case 5:
			return "+63 " + n
		}
		return "(+63) " + n[:3] + "-" + n[3:6] + "-" + n[6:]
	}
	l := "8" + digits(7)
	if chance(0.5) {
		return "(02) " + l[:4] + " " + l[4:]
	}
	return "+63 2 " + l[:4] + " " + l[4:]
}

// ---- Indonesia ----
func phID() string {
	if chance(0.8) {
		n := "8" + pick([]string{"11", "12", "13", "21", "22", "52", "53", "14", "15", "16", "55", "56", "57", "58", "17", "18", "19", "59", "77", "78", "81", "82", "83", "95", "96", "97", "98", "99"}) + digits(rn(7, 9))
		switch r.Intn(6) {
		case 0:
			return "0" + n[:3] + "-" + n[3:7] + "-" + n[7:]
		case 1:
			return "0" + n
		case 2:
			return "+62 " + n[:3] + "-" + n[3:7] + "-" + n[7:]
		case 3:
			return "+62 " + n[:3] + " " + n[3:7] + " " + n[7:]
		case 4:
			return "+62" + n
		}
		return "0" + n[:3] + " " + n[3:7] + " " + n[7:]
	}
	l := pick([]string{"5", "7", "8", "2", "3"}) + digits(7)
	switch r.Intn(3) {
	case 0:
		return "(021) " + l[:4] + " " + l[4:]
	case 1:
		return "021-" + l[:4] + "-" + l[4:]
	}
	return "+62 21 " + l[:4] + " " + l[4:]
}

// ---- Malaysia ----
func phMY() string {
	if chance(0.8) {
		p := pick([]string{"12", "13", "14", "16", "17", "18", "19", "10", "11"})
		var l string
		if p == "11" {
			l = digits(8)
		} else {
			l = digitsNZ(7)
		}
		tail := l[:len(l)-4] + " " + l[len(l)-4:]
		switch r.Intn(5) {
		case 0:
			return "0" + p + "-" + tail
		case 1:
			return "+60 " + p + "-" + tail
		case 2:
			return "0" + p + l
		case 3:
			return "+60" + p + l
		}
		return "+60" + p + "-" + tail
	}
	l := pick([]string{"2", "7", "8", "9"}) + digits(7)
	switch r.Intn(3) {
	case 0:
		return "03-" + l[:4] + " " + l[4:]
	case 1:
		return "+603-" + l[:4] + " " + l[4:]
	}
	return "+60 3-" + l[:4] + " " + l[4:]
}

// ---- Thailand ----
var thaiDigits = []rune("๐๑๒๓๔๕๖๗๘๙")

func toThai(s string) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(thaiDigits[c-'0'])
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}
func phTH() string {
	if chance(0.8) {
		n := pick([]string{"6", "8", "9"}) + pick([]string{"1", "2", "3", "4", "5", "6", "8", "9"}) + digits(7)
		switch r.Intn(7) {
		case 0:
			return "0" + n[:2] + "-" + n[2:5] + "-" + n[5:]
		case 1:
			return "0" + n
		case 2:
			return "+66 " + n[:2] + " " + n[2:5] + " " + n[5:]
		case 3:
			return "+66" + n
		case 4:
			return "0" + n[:1] + " " + n[1:5] + " " + n[5:]
		case 5:
			return toThai("0" + n[:2] + "-" + n[2:5] + "-" + n[5:])
		}
		return "0" + n[:2] + " " + n[2:5] + " " + n[5:]
	}
	l := pick([]string{"2", "3", "6", "7"}) + digits(6)
	if chance(0.6) {
		return "02-" + l[:3] + "-" + l[3:]
	}
	return "+66 2 " + l[:3] + " " + l[3:]
}

// ---- Vietnam ----
func phVN() string {
	if chance(0.8) {
		n := pick([]string{"3", "5", "7", "8", "9"}) + pick([]string{"0", "1", "2", "3", "4", "6", "7", "8", "9"}) + digits(7)
		switch r.Intn(7) {
		case 0:
			return "0" + n[:3] + " " + n[3:6] + " " + n[6:]
		case 1:
			return "0" + n
		case 2:
			return "+84 " + n[:3] + " " + n[3:6] + " " + n[6:]
		case 3:
			return "+84 " + n[:2] + " " + n[2:5] + " " + n[5:]
		case 4:
			return "0" + n[:2] + "." + n[2:5] + "." + n[5:]
		case 5:
			return "+84" + n
		}
		return "0" + n[:2] + " " + n[2:5] + " " + n[5:7] + " " + n[7:]
	}
	a := pick([]string{"24", "28"})
	l := pick([]string{"3", "6", "7"}) + digits(7)
	switch r.Intn(3) {
	case 0:
		return "0" + a + " " + l[:4] + " " + l[4:]
	case 1:
		return "(0" + a + ") " + l[:4] + " " + l[4:]
	}
	return "+84 " + a + " " + l[:4] + " " + l[4:]
}

// ---- USA ----
func usParts() (string, string, string) {
	a := pick([]string{"305", "786", "713", "832", "214", "312", "415", "646", "480", "602", "956", "210", "619", "702", "503", "404", "617", "954", "407", "520"})
	var ex string
	for {
		ex = fmt.Sprintf("%d%02d", rn(2, 9), rn(0, 99))
		if ex != "555" && ex[1:] != "11" {
			break
		}
	}
	return a, ex, digits(4)
}
func phUS() string {
	a, e, l := usParts()
	switch r.Intn(7) {
	case 0:
		return "(" + a + ") " + e + "-" + l
	case 1:
		return a + "-" + e + "-" + l
	case 2:
		return "+1 " + a + " " + e + " " + l
	case 3:
		return "+1 (" + a + ") " + e + "-" + l
	case 4:
		return a + "." + e + "." + l
	case 5:
		return "+1-" + a + "-" + e + "-" + l
	}
	return "+1" + a + e + l
}

var locs = map[string]*Loc{
	"mx": {code: "mx", given: []string{"María", "José", "Guadalupe", "Juan", "Fernanda", "Luis", "Ximena", "Alejandro", "Valeria", "Diego"}, sur: []string{"Hernández", "García", "Martínez", "López", "González", "Rodríguez", "Pérez", "Sánchez", "Ramírez", "Cruz"}, domains: []string{"gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx", "prodigy.net.mx", "live.com.mx"}, phone: phMX, city: []string{"Ciudad de México", "Guadalajara", "Monterrey", "Puebla", "Cancún", "Mérida"}},
	"co": {code: "co", given: []string{"Andrés", "Camila", "Santiago", "Daniela", "Juan Pablo", "Laura", "Sebastián", "Natalia"}, sur: []string{"Gómez", "Rodríguez", "Restrepo", "Castaño", "Ospina", "Moreno", "Vargas", "Quintero"}, domains: []string{"gmail.com", "hotmail.com", "yahoo.es", "outlook.es", "une.net.co"}, phone: phCO, city: []string{"Bogotá", "Medellín", "Cali", "Barranquilla", "Pereira"}},
	"ar": {code: "ar", given: []string{"Martina", "Lucas", "Sofía", "Mateo", "Agustina", "Facundo", "Florencia", "Nicolás"}, sur: []string{"Fernández", "Gómez", "Díaz", "Romero", "Sosa", "Álvarez", "Benítez", "Acosta"}, domains: []string{"gmail.com", "hotmail.com", "yahoo.com.ar", "fibertel.com.ar", "outlook.com"}, phone: phAR, city: []string{"Buenos Aires", "Córdoba", "Rosario", "Mendoza", "La Plata"}},
	"cl": {code: "cl", given: []string{"Catalina", "Benjamín", "Javiera", "Vicente", "Constanza", "Matías", "Francisca", "Tomás"}, sur: []string{"González", "Muñoz", "Rojas", "Díaz", "Soto", "Contreras", "Silva", "Araya"}, domains: []string{"gmail.com", "hotmail.com", "vtr.net", "yahoo.es", "uc.cl"}, phone: phCL, city: []string{"Santiago", "Valparaíso", "Concepción", "Antofagasta", "Temuco"}},
	"pe": {code: "pe", given: []string{"Rosa", "Jorge", "Milagros", "Carlos", "Lucía", "Renzo", "Ana", "Piero"}, sur: []string{"Quispe", "Flores", "Huamán", "Mamani", "Rojas", "Chávez", "Vásquez", "Torres"}, domains: []string{"gmail.com", "hotmail.com", "yahoo.es", "outlook.com", "pucp.edu.pe"}, phone: phPE, city: []string{"Lima", "Arequipa", "Trujillo", "Cusco", "Piura"}},
	"br": {code: "br", given: []string{"Ana", "João", "Maria", "Pedro", "Juliana", "Lucas", "Fernanda", "Rafael", "Beatriz", "Gabriel"}, sur: []string{"Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Costa", "Ferreira", "Almeida", "Ribeiro"}, domains: []string{"gmail.com", "hotmail.com", "yahoo.com.br", "uol.com.br", "bol.com.br", "terra.com.br", "outlook.com"}, phone: phBR, city: []string{"São Paulo", "Rio de Janeiro", "Belo Horizonte", "Curitiba", "Porto Alegre", "Salvador", "Recife"}},
	"pt": {code: "pt", given: []string{"Inês", "Tiago", "Beatriz", "Duarte", "Leonor", "Rodrigo", "Matilde", "Gonçalo"}, sur: []string{"Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins"}, domains: []string{"gmail.com", "sapo.pt", "hotmail.com", "outlook.pt", "netcabo.pt"}, phone: phPT, city: []string{"Lisboa", "Porto", "Braga", "Coimbra", "Faro"}},
	"it": {code: "it", given: []string{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Lorenzo", "Sara", "Matteo"}, sur: []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci"}, domains: []string{"gmail.com", "libero.it", "alice.it", "virgilio.it", "hotmail.it", "tiscali.it"}, phone: phIT, city: []string{"Roma", "Milano", "Napoli", "Torino", "Firenze", "Palermo"}},
	"gr": {code: "gr", given: []string{"Γιώργος", "Μαρία", "Κωνσταντίνος", "Ελένη", "Δημήτρης", "Κατερίνα"}, sur: []string{"Παπαδόπουλος", "Οικονόμου", "Γεωργίου", "Νικολάου", "Παπαδάκη", "Ιωάννου"}, domains: []string{"gmail.com", "yahoo.gr", "otenet.gr", "hotmail.com", "windowslive.com"}, phone: phGR, city: []string{"Αθήνα", "Θεσσαλονίκη", "Πάτρα", "Ηράκλειο"}},
	"ph": {code: "ph", given: []string{"Maria Cristina", "Jose", "Angelica", "Mark Anthony", "Kristine", "John Paul", "Rowena", "Jerome"}, sur: []string{"Santos", "Reyes", "Cruz", "Bautista", "Dela Cruz", "Garcia", "Mendoza", "Villanueva"}, domains: []string{"gmail.com", "yahoo.com", "yahoo.com.ph", "outlook.com", "up.edu.ph"}, phone: phPH, city: []string{"Quezon City", "Makati", "Cebu City", "Davao City", "Pasig"}},
	"id": {code: "id", given: []string{"Siti", "Budi", "Dewi", "Agus", "Putri", "Rizky", "Ayu", "Andi"}, sur: []string{"Rahayu", "Santoso", "Wijaya", "Saputra", "Lestari", "Hidayat", "Kusuma", "Nugroho"}, domains: []string{"gmail.com", "yahoo.co.id", "yahoo.com", "outlook.co.id", "ymail.com"}, phone: phID, city: []string{"Jakarta Selatan", "Surabaya", "Bandung", "Medan", "Yogyakarta"}},
	"my": {code: "my", given: []string{"Nur Aisyah", "Muhammad Hafiz", "Siti Nurhaliza", "Wei Ling", "Kumar", "Farah", "Ahmad", "Mei Ling"}, sur: []string{"binti Abdullah", "bin Ismail", "Tan", "Lim", "Raj", "binti Hassan", "Wong", "Chong"}, domains: []string{"gmail.com", "yahoo.com.my", "hotmail.com", "outlook.my", "streamyx.com"}, phone: phMY, city: []string{"Kuala Lumpur", "Petaling Jaya", "Johor Bahru", "Penang", "Shah Alam"}},
	"th": {code: "th", given: []string{"สมชาย", "สุภาพร", "วิชัย", "นภา", "ธนพล", "กาญจนา"}, sur: []string{"ใจดี", "ศรีสุข", "วงศ์ไทย", "แสงทอง", "บุญมา", "ทองดี"}, domains: []string{"gmail.com", "hotmail.com", "yahoo.co.th", "outlook.co.th"}, phone: phTH, city: []string{"กรุงเทพฯ", "เชียงใหม่", "ภูเก็ต", "ขอนแก่น"}},
	"vn": {code: "vn", given: []string{"Nguyễn Thị Lan", "Trần Văn Hùng", "Lê Thị Mai", "Phạm Minh Tuấn", "Hoàng Thu Trang", "Vũ Đức Anh"}, sur: []string{""}, domains: []string{"gmail.com", "yahoo.com.vn", "outlook.com", "fpt.vn"}, phone: phVN, city: []string{"Hà Nội", "TP. Hồ Chí Minh", "Đà Nẵng", "Hải Phòng", "Cần Thơ"}},
	"us": {code: "us", given: []string{"Jennifer", "Michael", "Linda", "Robert", "Patricia", "David", "Karen", "Brian"}, sur: []string{"Johnson", "Miller", "Davis", "Wilson", "Anderson", "Thompson", "Garcia", "Martinez"}, domains: []string{"gmail.com", "yahoo.com", "aol.com", "comcast.net", "icloud.com", "outlook.com"}, phone: phUS, city: []string{"Houston, TX", "Miami, FL", "Phoenix, AZ", "San Diego, CA", "Chicago, IL"}},
}

var asciiVN = map[string]string{"Nguyễn Thị Lan": "lan.nguyen", "Trần Văn Hùng": "tranvanhung", "Lê Thị Mai": "maile", "Phạm Minh Tuấn": "tuan.pham", "Hoàng Thu Trang": "trang.hoang", "Vũ Đức Anh": "vuducanh"}
var asciiTH = []string{"somchai.j", "supaporn.s", "wichai", "napa.sangthong", "thanapol", "kanjana.b"}
var asciiGR = []string{"g.papadopoulos", "maria.oikonomou", "kostas.georgiou", "eleni.nikolaou", "dpapadakis", "katerina.ioannou"}

// person returns display name and an email for the locale.
func person(l *Loc) (string, string) {
	g := pick(l.given)
	s := pick(l.sur)
	name := strings.TrimSpace(g + " " + s)
	var local string
	switch l.code {
	case "vn":
		local = asciiVN[g] + fmt.Sprint(rn(80, 2003))
		return name, local + "@" + pick(l.domains)
	case "th":
		return name, pick(asciiTH) + fmt.Sprint(rn(1, 99)) + "@" + pick(l.domains)
	case "gr":
		return name, pick(asciiGR) + fmt.Sprint(rn(1, 99)) + "@" + pick(l.domains)
	}
	gg := strings.Fields(g)[0]
	ss := strings.Fields(s)
	sl := ss[len(ss)-1]
	return name, email(gg, sl, l.domains)
}

var allLocs = []string{"mx", "co", "ar", "cl", "pe", "br", "pt", "it", "gr", "ph", "id", "my", "th", "vn"}

func randLoc() *Loc { return locs[pick(allLocs)] }

// ---------- dates / misc ----------
func date(loc string) string {
	d, m := rn(1, 28), rn(1, 12)
	y := pick([]int{2025, 2025, 2026})
	switch loc {
	case "us":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case "vn", "th", "id", "my":
		return fmt.Sprintf("%d/%d/%d", d, m, y)
	case "iso":
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}
func hhmm() string { return fmt.Sprintf("%02d:%02d", rn(7, 19), pick([]int{0, 15, 20, 30, 40, 45})) }
func ampm() string {
	return fmt.Sprintf("%d:%02d %s", rn(1, 11), pick([]int{0, 15, 30, 45}), pick([]string{"AM", "PM", "am", "pm"}))
}
