package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

func pick(r *rand.Rand, xs ...string) string { return xs[r.Intn(len(xs))] }

func digits(r *rand.Rand, n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + r.Intn(10)))
	}
	return sb.String()
}

// nz is n digits whose first is not zero.
func nz(r *rand.Rand, n int) string {
	return string(rune('1'+r.Intn(9))) + digits(r, n-1)
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const lowerAlnum = "abcdefghijklmnopqrstuvwxyz0123456789"
const hexd = "0123456789abcdef"
const upperAlnum = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

func randFrom(r *rand.Rand, set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// secretish is random alphanumerics with at least one digit, one upper and one lower.
func secretish(r *rand.Rand, n int) string {
	for {
		s := randFrom(r, alnum, n)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") {
			return s
		}
	}
}

// ---- people ----

type locale struct {
	first, last []string
	domains     []string
}

var locs = map[string]locale{
	"en": {[]string{"James", "Olivia", "Michael", "Emma", "Daniel", "Sophia", "Ryan", "Ashley", "Kevin", "Megan", "Tyler", "Brianna"},
		[]string{"Carter", "Nguyen", "Patel", "Johnson", "Brooks", "Rivera", "Murphy", "Kowalski", "Thompson", "Reyes", "O'Neill", "Washington"},
		[]string{"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.com", "comcast.net", "proton.me", "aol.com"}},
	"es": {[]string{"Lucía", "Javier", "Carmen", "Alejandro", "Marta", "Pablo", "Elena", "Sergio", "Nuria", "Álvaro"},
		[]string{"García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Ruiz", "Muñoz", "Ortega"},
		[]string{"gmail.com", "hotmail.es", "yahoo.es", "outlook.es", "telefonica.net", "hotmail.com"}},
	"mx": {[]string{"Guadalupe", "José Luis", "Fernanda", "Diego", "Ximena", "Jorge"},
		[]string{"Hernández", "González", "Ramírez", "Flores", "Cruz", "Morales"},
		[]string{"gmail.com", "hotmail.com", "yahoo.com.mx", "outlook.com", "prodigy.net.mx"}},
	"pt": {[]string{"João", "Ana", "Beatriz", "Rafael", "Camila", "Tiago", "Larissa", "Gustavo", "Mariana", "Vinícius"},
		[]string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Ferreira", "Ribeiro", "Carvalho"},
		[]string{"gmail.com", "uol.com.br", "bol.com.br", "hotmail.com", "terra.com.br", "outlook.com"}},
	"ptpt": {[]string{"Inês", "Duarte", "Margarida", "Rodrigo", "Leonor", "Tomás"},
		[]string{"Rodrigues", "Martins", "Gonçalves", "Lopes", "Marques", "Sousa"},
		[]string{"sapo.pt", "gmail.com", "hotmail.com", "netcabo.pt"}},
	"fr": {[]string{"Camille", "Julien", "Chloé", "Nicolas", "Léa", "Thomas", "Manon", "Antoine", "Élodie", "Mathieu"},
		[]string{"Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Laurent", "Girard", "Roux", "Fontaine", "Mercier"},
		[]string{"gmail.com", "orange.fr", "free.fr", "laposte.net", "sfr.fr", "wanadoo.fr", "hotmail.fr"}},
	"de": {[]string{"Lukas", "Anna", "Felix", "Lena", "Jonas", "Sophie", "Tobias", "Marie", "Jürgen", "Sabine"},
		[]string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Becker", "Hoffmann", "Wagner", "Schäfer", "Krüger"},
		[]string{"gmx.de", "web.de", "t-online.de", "gmail.com", "posteo.de", "gmx.net"}},
	"it": {[]string{"Giulia", "Marco", "Francesca", "Luca", "Chiara", "Alessandro", "Sara", "Matteo", "Federica", "Davide"},
		[]string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco"},
		[]string{"libero.it", "gmail.com", "virgilio.it", "alice.it", "tiscali.it", "hotmail.it"}},
	"nl": {[]string{"Sanne", "Daan", "Lotte", "Bram", "Eva", "Thijs", "Fleur", "Ruben", "Joost", "Anouk"},
		[]string{"de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "van den Berg"},
		[]string{"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl", "planet.nl"}},
	"pl": {[]string{"Agnieszka", "Piotr", "Katarzyna", "Tomasz", "Magdalena", "Paweł", "Joanna", "Michał", "Łukasz", "Zofia"},
		[]string{"Kowalska", "Nowak", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski", "Zielińska", "Szymański", "Dąbrowski", "Kaczmarek"},
		[]string{"wp.pl", "o2.pl", "onet.pl", "gmail.com", "interia.pl", "op.pl"}},
	"tr": {[]string{"Elif", "Mehmet", "Zeynep", "Emre", "Ayşe", "Burak", "Selin", "Murat", "Gökhan", "Büşra"},
		[]string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan"},
		[]string{"gmail.com", "hotmail.com", "yandex.com.tr", "outlook.com.tr", "icloud.com"}},
	"hi": {[]string{"Priya", "Rahul", "Ananya", "Arjun", "Sneha", "Vikram", "Pooja", "Rohan", "Kavya", "Aditya"},
		[]string{"Sharma", "Verma", "Gupta", "Iyer", "Reddy", "Nair", "Singh", "Mehta", "Joshi", "Kulkarni"},
		[]string{"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in", "hotmail.com"}},
	"id": {[]string{"Putri", "Budi", "Siti", "Agus", "Dewi", "Rizky", "Ayu", "Fajar", "Intan", "Hendra"},
		[]string{"Santoso", "Wijaya", "Saputra", "Hidayat", "Lestari", "Pratama", "Kusuma", "Nugroho", "Siregar", "Halim"},
		[]string{"gmail.com", "yahoo.co.id", "ymail.com", "yahoo.com", "outlook.co.id"}},
	"ja": {[]string{"hina", "hiroto", "sakura", "ren", "misaki", "kenta", "yui", "shota", "daiki", "aoi"},
		[]string{"sato", "suzuki", "takahashi", "tanaka", "ito", "watanabe", "yamamoto", "nakamura", "kobayashi", "kato"},
		[]string{"gmail.com", "docomo.ne.jp", "yahoo.co.jp", "ezweb.ne.jp", "icloud.com", "softbank.ne.jp"}},
}

var jaFirst = map[string]string{"hina": "陽菜", "hiroto": "大翔", "sakura": "さくら", "ren": "蓮", "misaki": "美咲", "kenta": "健太", "yui": "結衣", "shota": "翔太", "daiki": "大輝", "aoi": "葵"}
var jaLast = map[string]string{"sato": "佐藤", "suzuki": "鈴木", "takahashi": "高橋", "tanaka": "田中", "ito": "伊藤", "watanabe": "渡辺", "yamamoto": "山本", "nakamura": "中村", "kobayashi": "小林", "kato": "加藤"}

type person struct {
	First, Last, Full string
	loc               string
}

func newPerson(r *rand.Rand, loc string) person {
	l := locs[loc]
	f, s := pick(r, l.first...), pick(r, l.last...)
	p := person{First: f, Last: s, Full: f + " " + s, loc: loc}
	if loc == "ja" {
		p.Full = jaLast[s] + " " + jaFirst[f]
	}
	return p
}

var translit = strings.NewReplacer(
	"á", "a", "à", "a", "â", "a", "ã", "a", "ä", "a", "ą", "a", "Á", "A",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e", "É", "E",
	"í", "i", "ï", "i", "ı", "i", "î", "i",
	"ó", "o", "ô", "o", "õ", "o", "ö", "o", "Ö", "O",
	"ú", "u", "ü", "u", "Ü", "U", "ç", "c", "Ç", "C",
	"ñ", "n", "ń", "n", "ł", "l", "Ł", "L", "ś", "s", "Ś", "S", "ć", "c", "ż", "z", "ź", "z",
	"ş", "s", "Ş", "S", "ğ", "g", "ß", "ss", "'", "", " ", "")

func ascii(s string) string { return strings.ToLower(translit.Replace(s)) }

func (p person) email(r *rand.Rand) string {
	f, l := ascii(p.First), ascii(p.Last)
	var local string
	switch r.Intn(8) {
	case 0:
		local = f + "." + l
	case 1:
		local = f + l + digits(r, 2)
	case 2:
		local = f[:1] + "." + l
	case 3:
		local = f + "_" + l + nz(r, 4)[:2]
	case 4:
		local = l + "." + f
	case 5:
		local = f + "." + l + nz(r, 4)
	case 6:
		local = f[:1] + l
	default:
		local = f + "-" + l
	}
	return local + "@" + pick(r, locs[p.loc].domains...)
}

func workEmail(r *rand.Rand, p person, company string) string {
	return ascii(p.First) + "." + ascii(p.Last) + "@" + company
}

// ---- phones ----

func usArea(r *rand.Rand) string {
	return pick(r, "212", "312", "415", "617", "646", "718", "773", "786", "832", "917", "973", "503", "206", "404", "702", "614", "469", "512", "305", "720", "619", "971", "267", "347")
}

func usExch(r *rand.Rand) string {
	for {
		e := fmt.Sprintf("%d%02d", 2+r.Intn(8), r.Intn(100))
		if e != "555" && e[1:] != "11" {
			return e
		}
	}
}

func phone(r *rand.Rand, loc string) string {
	switch loc {
	case "en":
		a, e, n := usArea(r), usExch(r), digits(r, 4)
		switch r.Intn(7) {
		case 0:
			return a + "-" + e + "-" + n
		case 1:
			return "(" + a + ") " + e + "-" + n
		case 2:
			return a + "." + e + "." + n
		case 3:
			return "+1 " + a + " " + e + " " + n
		case 4:
			return "+1-" + a + "-" + e + "-" + n
		case 5:
			return "+1 (" + a + ") " + e + "-" + n
		default:
			return "1-" + a + "-" + e + "-" + n
		}
	case "uk":
		m := "7" + pick(r, "4", "5", "7", "8", "9") + digits(r, 2)
		s := digits(r, 6)
		switch r.Intn(3) {
		case 0:
			return "0" + m + " " + s
		case 1:
			return "+44 " + m + " " + s
		default:
			return "+44 (0)" + m + " " + s[:3] + " " + s[3:]
		}
	case "es":
		d := "6" + digits(r, 8)
		switch r.Intn(4) {
		case 0:
			return d[:3] + " " + d[3:5] + " " + d[5:7] + " " + d[7:]
		case 1:
			return "+34 " + d[:3] + " " + d[3:6] + " " + d[6:]
		case 2:
			return "+34 " + d
		default:
			return d[:3] + " " + d[3:6] + " " + d[6:]
		}
	case "mx":
		a := pick(r, "55", "33", "81")
		d := digits(r, 8)
		switch r.Intn(3) {
		case 0:
			return "+52 " + a + " " + d[:4] + " " + d[4:]
		case 1:
			return "+52 1 " + a + " " + d[:4] + " " + d[4:]
		default:
			return "(" + a + ") " + d[:4] + "-" + d[4:]
		}
	case "pt":
		a := pick(r, "11", "21", "31", "41", "51", "61", "71", "81", "85", "19")
		d := "9" + nz(r, 4) + digits(r, 4)
		switch r.Intn(5) {
		case 0:
			return "(" + a + ") " + d[:5] + "-" + d[5:]
		case 1:
			return "+55 " + a + " " + d[:5] + "-" + d[5:]
		case 2:
			return "+55 (" + a + ") " + d[:5] + "-" + d[5:]
		case 3:
			return a + " " + d[:5] + "-" + d[5:]
		default:
			return "(" + a + ")" + d[:5] + "-" + d[5:]
		}
	case "ptpt":
		d := "9" + pick(r, "1", "2", "3", "6") + digits(r, 7)
		if r.Intn(2) == 0 {
			return "+351 " + d[:3] + " " + d[3:6] + " " + d[6:]
		}
		return d[:3] + " " + d[3:6] + " " + d[6:]
	case "fr":
		d := pick(r, "6", "7") + digits(r, 8)
		g := func(sep string) string {
			return "0" + d[:1] + sep + d[1:3] + sep + d[3:5] + sep + d[5:7] + sep + d[7:]
		}
		switch r.Intn(5) {
		case 0:
			return g(" ")
		case 1:
			return g(".")
		case 2:
			return "+33 " + d[:1] + " " + d[1:3] + " " + d[3:5] + " " + d[5:7] + " " + d[7:]
		case 3:
			return "+33 (0)" + d[:1] + " " + d[1:3] + " " + d[3:5] + " " + d[5:7] + " " + d[7:]
		default:
			return g("-")
		}
	case "de":
		p := pick(r, "151", "152", "160", "170", "171", "172", "176", "177", "179", "157")
		d := nz(r, 7+r.Intn(2))
		switch r.Intn(6) {
		case 0:
			return "0" + p + " " + d
		case 1:
			return "+49 " + p + " " + d
		case 2:
			return "0" + p + "/" + d
		case 3:
			return "+49 (0)" + p + " " + d
		case 4:
			return "0" + p + "-" + d
		default:
			return "+49 " + p + " " + d[:3] + " " + d[3:]
		}
	case "it":
		d := "3" + pick(r, "2", "3", "4", "8", "9") + digits(r, 8)
		switch r.Intn(4) {
		case 0:
			return d[:3] + " " + d[3:6] + " " + d[6:]
		case 1:
			return "+39 " + d[:3] + " " + d[3:6] + " " + d[6:]
		case 2:
			return "+39 " + d
		default:
			return d[:3] + "/" + d[3:]
		}
	case "nl":
		d := nz(r, 8)
		switch r.Intn(4) {
		case 0:
			return "06-" + d
		case 1:
			return "+31 6 " + d
		case 2:
			return "06 " + d[:2] + " " + d[2:4] + " " + d[4:6] + " " + d[6:]
		default:
			return "+31 (0)6 " + d[:4] + " " + d[4:]
		}
	case "pl":
		d := pick(r, "5", "6", "7", "8") + digits(r, 8)
		switch r.Intn(4) {
		case 0:
			return "+48 " + d[:3] + " " + d[3:6] + " " + d[6:]
		case 1:
			return d[:3] + " " + d[3:6] + " " + d[6:]
		case 2:
			return d[:3] + "-" + d[3:6] + "-" + d[6:]
		default:
			return "+48" + d
		}
	case "tr":
		d := "5" + pick(r, "0", "3", "4", "5") + digits(r, 8)
		switch r.Intn(5) {
		case 0:
			return "0" + d[:3] + " " + d[3:6] + " " + d[6:8] + " " + d[8:]
		case 1:
			return "+90 " + d[:3] + " " + d[3:6] + " " + d[6:8] + " " + d[8:]
		case 2:
			return "0 (" + d[:3] + ") " + d[3:6] + " " + d[6:8] + " " + d[8:]
		case 3:
			return "0" + d
		default:
			return "+90 (" + d[:3] + ") " + d[3:6] + " " + d[6:]
		}
	case "hi":
		d := pick(r, "6", "7", "8", "9") + digits(r, 9)
		switch r.Intn(5) {
		case 0:
			return "+91 " + d[:5] + " " + d[5:]
		case 1:
			return d[:5] + " " + d[5:]
		case 2:
			return "+91-" + d
		case 3:
			return "0" + d
		default:
			return "+91 " + d
		}
	case "id":
		d := "8" + pick(r, "11", "12", "13", "21", "22", "52", "53", "57", "77", "78", "95", "96") + digits(r, 7+r.Intn(2))
		switch r.Intn(5) {
		case 0:
			return "0" + d[:3] + "-" + d[3:7] + "-" + d[7:]
		case 1:
			return "+62 " + d[:3] + "-" + d[3:7] + "-" + d[7:]
		case 2:
			return "0" + d
		case 3:
			return "+62" + d
		default:
			return "0" + d[:3] + " " + d[3:7] + " " + d[7:]
		}
	case "ja":
		p := pick(r, "90", "80", "70")
		a, b := digits(r, 4), digits(r, 4)
		switch r.Intn(5) {
		case 0:
			return "0" + p + "-" + a + "-" + b
		case 1:
			return "+81 " + p + "-" + a + "-" + b
		case 2:
			return "0" + p + a + b
		case 3:
			return fullWidth("0" + p + "-" + a + "-" + b)
		default:
			return "+81-" + p + "-" + a + "-" + b
		}
	}
	panic("no phone for " + loc)
}

func fullWidth(s string) string {
	var sb strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			sb.WriteRune(c - '0' + '０')
		case c == '-':
			sb.WriteRune('－')
		case c == '+':
			sb.WriteRune('＋')
		default:
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

// landline returns a fixed-line number for a locale.
func landline(r *rand.Rand, loc string) string {
	switch loc {
	case "de":
		return pick(r, "030 ", "089 ", "040 ", "0221 ", "069 ") + nz(r, 7)
	case "fr":
		return "01 " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2)
	case "es":
		return "91 " + digits(r, 3) + " " + digits(r, 2) + " " + digits(r, 2)
	case "it":
		return "02 " + nz(r, 4) + " " + digits(r, 4)
	case "nl":
		return "020-" + nz(r, 7)
	case "ja":
		return "03-" + nz(r, 4) + "-" + digits(r, 4)
	case "pt":
		return "(11) " + pick(r, "3", "2") + digits(r, 3) + "-" + digits(r, 4)
	}
	return phone(r, loc)
}

// ---- ssn ----

func ssnDigits(r *rand.Rand) string {
	for {
		a := 1 + r.Intn(899)
		if a == 666 {
			continue
		}
		g := 1 + r.Intn(99)
		s := 1 + r.Intn(9999)
		v := fmt.Sprintf("%03d%02d%04d", a, g, s)
		if strings.HasPrefix(v, "987654") || v == "078051120" || v == "219099999" {
			continue
		}
		return v
	}
}

func ssn(r *rand.Rand) string {
	d := ssnDigits(r)
	return d[:3] + "-" + d[3:5] + "-" + d[5:]
}

func ssnAny(r *rand.Rand) string {
	d := ssnDigits(r)
	switch r.Intn(4) {
	case 0, 1:
		return d[:3] + "-" + d[3:5] + "-" + d[5:]
	case 2:
		return d[:3] + " " + d[3:5] + " " + d[5:]
	default:
		return d
	}
}

func itin(r *rand.Rand) string {
	g := pick(r, "70", "71", "72", "73", "75", "78", "80", "83", "85", "88", "90", "92", "94", "95", "99")
	return "9" + digits(r, 2) + "-" + g + "-" + digits(r, 4)
}

// ---- cards ----

func luhnComplete(prefix string, n int, r *rand.Rand) string {
	body := prefix + digits(r, n-1-len(prefix))
	sum := 0
	for i := len(body) - 1; i >= 0; i-- {
		d := int(body[i] - '0')
		if (len(body)-1-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return body + string(rune('0'+(10-sum%10)%10))
}

func luhnOK(s string) bool {
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// cardNum returns an issuer name and plain digits.
func cardNum(r *rand.Rand, issuer string) (string, string) {
	if issuer == "" {
		issuer = pick(r, "visa", "visa", "visa", "mc", "mc", "amex", "discover", "jcb", "mc2")
	}
	var d string
	switch issuer {
	case "visa":
		d = luhnComplete("4"+nz(r, 1), 16, r)
	case "mc":
		d = luhnComplete("5"+string(rune('1'+r.Intn(5))), 16, r)
	case "mc2":
		d = luhnComplete(fmt.Sprintf("2%03d", 221+r.Intn(500)), 16, r)
	case "amex":
		d = luhnComplete(pick(r, "34", "37"), 15, r)
	case "discover":
		d = luhnComplete("6011", 16, r)
	case "jcb":
		d = luhnComplete(fmt.Sprintf("35%02d", 28+r.Intn(62)), 16, r)
	case "rupay":
		d = luhnComplete(pick(r, "6521", "6522", "6080"), 16, r)
	case "troy":
		d = luhnComplete("9792", 16, r)
	case "elo":
		d = luhnComplete(pick(r, "636368", "504175", "509048"), 16, r)
	default:
		panic(issuer)
	}
	if !luhnOK(d) {
		panic("luhn")
	}
	return issuer, d
}

func card(r *rand.Rand, issuer string) string {
	iss, d := cardNum(r, issuer)
	if iss == "amex" {
		switch r.Intn(3) {
		case 0:
			return d[:4] + " " + d[4:10] + " " + d[10:]
		case 1:
			return d[:4] + "-" + d[4:10] + "-" + d[10:]
		default:
			return d
		}
	}
	switch r.Intn(4) {
	case 0, 1:
		return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:]
	case 2:
		return d[:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
	default:
		return d
	}
}

// ---- tokens ----

func b64url(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func jwt(r *rand.Rand, p person) string {
	alg := pick(r, "HS256", "RS256", "ES256")
	h := `{"alg":"` + alg + `","typ":"JWT"}`
	if r.Intn(2) == 0 {
		h = `{"typ":"JWT","alg":"` + alg + `","kid":"` + randFrom(r, lowerAlnum, 8) + `"}`
	}
	iat := 1700000000 + r.Intn(60000000)
	pl := fmt.Sprintf(`{"sub":"%s","name":"%s","iat":%d,"exp":%d}`, nz(r, 8), ascii(p.First), iat, iat+3600)
	if r.Intn(2) == 0 {
		pl = fmt.Sprintf(`{"user_id":%s,"role":"%s","iat":%d}`, nz(r, 6), pick(r, "user", "admin", "editor"), iat)
	}
	n := 32
	if alg == "RS256" {
		n = 256
	} else if alg == "ES256" {
		n = 64
	}
	sig := make([]byte, n)
	for i := range sig {
		sig[i] = byte(r.Intn(256))
	}
	return b64url([]byte(h)) + "." + b64url([]byte(pl)) + "." + b64url(sig)
}

func ghToken(r *rand.Rand) string   { return "ghp_" + secretish(r, 36) }
func openaiKey(r *rand.Rand) string { return "sk-proj-" + secretish(r, 20) + "_" + secretish(r, 28) }
func stripeKey(r *rand.Rand) string { return "sk_live_" + secretish(r, 24) }
func slackBot(r *rand.Rand) string {
	return "xoxb-" + nz(r, 11) + "-" + nz(r, 13) + "-" + secretish(r, 24)
}
func awsKeyID(r *rand.Rand) string {
	return "AKIA" + randFrom(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
}
func awsSecret(r *rand.Rand) string {
	return secretish(r, 18) + "/" + secretish(r, 12) + "+" + secretish(r, 8)
}
func googleKey(r *rand.Rand) string { return "AIza" + secretish(r, 35) }
func sendgridKey(r *rand.Rand) string {
	return "SG." + secretish(r, 22) + "." + secretish(r, 43)
}
func hexTok(r *rand.Rand, n int) string { return randFrom(r, hexd, n) }

func password(r *rand.Rand) string {
	w := pick(r, "Sunflower", "girasol", "Mariposa", "bluebird", "Ankara", "lisboa", "Fenerbahce", "Tokyo", "Kasia", "limonada", "Oranje", "Bombay", "merdeka", "Sakura", "Brezel", "Tramonto", "pipoca", "Croissant")
	d := fmt.Sprintf("%d", 1+r.Intn(9999))
	s := pick(r, "!", "#", "@", "$", "_", ".", "*", "?", "")
	switch r.Intn(4) {
	case 0:
		return w + d + s
	case 1:
		return w + s + d
	case 2:
		return strings.ToUpper(w[:1]) + w[1:] + "_" + d + s + randFrom(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2)
	default:
		return d + w + s
	}
}

func wifiPass(r *rand.Rand) string {
	switch r.Intn(3) {
	case 0:
		return password(r)
	case 1:
		return secretish(r, 12)
	default:
		return randFrom(r, "abcdefghjkmnpqrstuvwxyz", 4) + "-" + randFrom(r, "abcdefghjkmnpqrstuvwxyz", 4) + "-" + nz(r, 4)
	}
}

func basicCred(r *rand.Rand, user string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + password(r)))
}

// ---- look-alikes ----

func amazonOrder(r *rand.Rand) string {
	return pick(r, "112", "113", "114", "111", "702", "249", "503") + "-" + digits(r, 7) + "-" + digits(r, 7)
}
func upsTracking(r *rand.Rand) string {
	return "1Z" + randFrom(r, "0123456789ABCDEFGHJKLMNPRSTVWXY", 6) + digits(r, 10)
}
func isoDate(r *rand.Rand) string {
	return fmt.Sprintf("20%02d-%02d-%02d", 23+r.Intn(4), 1+r.Intn(12), 1+r.Intn(28))
}
func euDate(r *rand.Rand, sep string) string {
	return fmt.Sprintf("%02d%s%02d%s20%02d", 1+r.Intn(28), sep, 1+r.Intn(12), sep, 23+r.Intn(4))
}
func usDate(r *rand.Rand) string {
	return fmt.Sprintf("%02d/%02d/20%02d", 1+r.Intn(12), 1+r.Intn(28), 23+r.Intn(4))
}
func dob(r *rand.Rand, sep string, us bool) string {
	if us {
		return fmt.Sprintf("%02d%s%02d%s19%02d", 1+r.Intn(12), sep, 1+r.Intn(28), sep, 60+r.Intn(40))
	}
	return fmt.Sprintf("%02d%s%02d%s19%02d", 1+r.Intn(28), sep, 1+r.Intn(12), sep, 60+r.Intn(40))
}
func usd(r *rand.Rand) string {
	v := 5 + r.Intn(4000)
	if v >= 1000 {
		return fmt.Sprintf("$%d,%03d.%02d", v/1000, v%1000, r.Intn(100))
	}
	return fmt.Sprintf("$%d.%02d", v, r.Intn(100))
}
func eur(r *rand.Rand) string {
	v := 5 + r.Intn(4000)
	if v >= 1000 {
		return fmt.Sprintf("%d.%03d,%02d €", v/1000, v%1000, r.Intn(100))
	}
	return fmt.Sprintf("%d,%02d €", v, r.Intn(100))
}
func money(r *rand.Rand, prefix string, max int, sep string) string {
	v := 1000 + r.Intn(max)
	s := fmt.Sprintf("%d", v)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return prefix + strings.Join(out, sep)
}
func pnr(r *rand.Rand) string { return randFrom(r, upperAlnum, 6) }
func flight(r *rand.Rand) string {
	return pick(r, "LH", "IB", "TP", "AF", "KL", "TK", "AZ", "LO", "AI", "GA", "NH", "UA", "DL", "BA") + " " + nz(r, 3+r.Intn(2))
}
func version(r *rand.Rand) string {
	return fmt.Sprintf("%d.%d.%d", r.Intn(5), r.Intn(30), r.Intn(20))
}
func ein(r *rand.Rand) string { return fmt.Sprintf("%02d-%07d", 10+r.Intn(80), r.Intn(10000000)) }
