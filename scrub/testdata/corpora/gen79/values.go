package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// G builds one line: templates call P for a labelled personal value and K for
// a look-alike that must stay intact.
type G struct {
	r    *rand.Rand
	pii  []PV
	keep []string
}

// PV is one labelled personal value.
type PV struct {
	F string `json:"f"`
	V string `json:"v"`
}

// P records v as a personal value of family f and returns it.
func (g *G) P(f, v string) string {
	g.pii = append(g.pii, PV{f, v})
	return v
}

// K records v as a string that must stay intact and returns it.
func (g *G) K(v string) string {
	g.keep = append(g.keep, v)
	return v
}

func (g *G) n(k int) int { return g.r.Intn(k) }

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }

func (g *G) digits(k int) string {
	var b strings.Builder
	for i := 0; i < k; i++ {
		b.WriteByte(byte('0' + g.r.Intn(10)))
	}
	return b.String()
}

// nz returns k digits whose first is not 0.
func (g *G) nz(k int) string {
	return string(byte('1'+g.r.Intn(9))) + g.digits(k-1)
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const upperNum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
const hexs = "0123456789abcdef"

func (g *G) from(set string, k int) string {
	var b strings.Builder
	for i := 0; i < k; i++ {
		b.WriteByte(set[g.r.Intn(len(set))])
	}
	return b.String()
}

// secret returns k alphanumerics with at least two digits and two capitals.
func (g *G) secret(k int) string {
	for {
		s := g.from(alnum, k)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && u >= 2 {
			return s
		}
	}
}

// ---------- names ----------

var inFirst = []string{"Rahul", "Priya", "Amit", "Sneha", "Vikram", "Anjali", "Rohan", "Pooja", "Arjun", "Kavya", "Suresh", "Deepika", "Manoj", "Lakshmi", "Karthik", "Divya", "Sanjay", "Meera", "Nikhil", "Ritu"}
var inLast = []string{"Sharma", "Verma", "Patel", "Iyer", "Nair", "Reddy", "Gupta", "Singh", "Mehta", "Menon", "Das", "Kulkarni", "Joshi", "Pillai", "Chatterjee", "Agarwal"}
var pkFirst = []string{"Ali", "Ayesha", "Usman", "Fatima", "Bilal", "Hina", "Hamza", "Sana", "Imran", "Zainab"}
var pkLast = []string{"Raza", "Khan", "Malik", "Qureshi", "Butt", "Sheikh", "Chaudhry", "Siddiqui"}
var bdFirst = []string{"Rafiq", "Nusrat", "Tanvir", "Farhana", "Sabbir", "Shirin", "Arif", "Tasnim"}
var bdLast = []string{"Hossain", "Rahman", "Islam", "Ahmed", "Chowdhury", "Akter", "Uddin"}
var lkFirst = []string{"Nimal", "Kasun", "Dilani", "Chamari", "Ruwan", "Tharindu", "Sanduni"}
var lkLast = []string{"Perera", "Fernando", "Silva", "Jayasinghe", "Bandara", "Wickramasinghe"}
var npFirst = []string{"Sujan", "Anisha", "Bikash", "Sarita", "Prakash", "Sunita"}
var npLast = []string{"Shrestha", "Thapa", "Gurung", "Adhikari", "Karki", "Tamang"}
var idFirst = []string{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Andi", "Ayu", "Fajar", "Intan"}
var idLast = []string{"Santoso", "Wijaya", "Saputra", "Lestari", "Hidayat", "Pratama", "Nugroho", "Kusuma"}
var myFirst = []string{"Ahmad", "Nurul", "Wei Ling", "Muthu", "Farah", "Hafiz", "Mei Yee", "Azlan"}
var myLast = []string{"Abdullah", "Ismail", "Tan", "Lim", "Rajan", "Ibrahim", "Wong", "Yusof"}
var phFirst = []string{"Juan", "Maria", "Jose", "Angelica", "Mark", "Kristine", "Paolo", "Jasmine", "Carlo", "Bea"}
var phLast = []string{"Dela Cruz", "Santos", "Reyes", "Bautista", "Garcia", "Mendoza", "Villanueva", "Ramos"}
var vnFirst = []string{"Minh", "Lan", "Huy", "Trang", "Tuấn", "Linh", "Đức", "Hương"}
var vnLast = []string{"Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng"}
var vnAscii = map[string]string{"Tuấn": "tuan", "Đức": "duc", "Hương": "huong", "Nguyễn": "nguyen", "Trần": "tran", "Lê": "le", "Phạm": "pham", "Hoàng": "hoang", "Vũ": "vu", "Đặng": "dang"}
var thFirst = []string{"Somchai", "Nattaya", "Anan", "Kanya", "Prasert", "Siriporn", "Wichai", "Ploy"}
var thLast = []string{"Srisuk", "Chaiyaporn", "Wongsawat", "Rattanakul", "Boonmee", "Saetang"}

type person struct{ first, last string }

func (g *G) person(fs, ls []string) person {
	return person{fs[g.n(len(fs))], ls[g.n(len(ls))]}
}

func (p person) full() string { return p.first + " " + p.last }

func ascii(s string) string {
	if a, ok := vnAscii[s]; ok {
		return a
	}
	return strings.ToLower(strings.ReplaceAll(s, " ", ""))
}

var domainsByLoc = map[string][]string{
	"in": {"gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "hotmail.com"},
	"pk": {"gmail.com", "yahoo.com", "hotmail.com", "outlook.com"},
	"bd": {"gmail.com", "yahoo.com", "outlook.com"},
	"lk": {"gmail.com", "yahoo.com", "sltnet.lk"},
	"np": {"gmail.com", "yahoo.com", "wlink.com.np"},
	"id": {"gmail.com", "yahoo.co.id", "outlook.co.id"},
	"my": {"gmail.com", "yahoo.com.my", "hotmail.my"},
	"ph": {"gmail.com", "yahoo.com.ph", "outlook.ph"},
	"vn": {"gmail.com", "yahoo.com.vn", "outlook.com"},
	"th": {"gmail.com", "hotmail.co.th", "outlook.co.th"},
}

func (g *G) email(p person, loc string) string {
	ds := domainsByLoc[loc]
	d := ds[g.n(len(ds))]
	f, l := ascii(p.first), ascii(p.last)
	switch g.n(5) {
	case 0:
		return f + "." + l + "@" + d
	case 1:
		return f + l + g.digits(2) + "@" + d
	case 2:
		return f + "_" + l + "@" + d
	case 3:
		return string(f[0]) + l + g.digits(3) + "@" + d
	}
	return l + "." + f + g.digits(1) + "@" + d
}

func (g *G) workEmail(p person, dom string) string {
	return ascii(p.first) + "." + ascii(p.last) + "@" + dom
}

// ---------- phones ----------

func (g *G) inPhone() string {
	m := string(byte('6'+g.n(4))) + g.digits(9)
	switch g.n(8) {
	case 0:
		return m[:5] + " " + m[5:]
	case 1:
		return "+91-" + m[:5] + "-" + m[5:]
	case 2:
		return "+91 " + m[:5] + " " + m[5:]
	case 3:
		return "+91" + m
	case 4:
		return "0" + m[:5] + " " + m[5:]
	case 5:
		return "+91 " + m
	case 6:
		return m[:3] + "-" + m[3:6] + "-" + m[6:]
	}
	return m
}

func (g *G) pkPhone() string {
	op := "3" + g.pick("00", "01", "03", "11", "12", "21", "33", "45")
	sub := g.digits(7)
	switch g.n(5) {
	case 0:
		return "0" + op + "-" + sub
	case 1:
		return "+92 " + op + " " + sub
	case 2:
		return "0" + op + sub
	case 3:
		return "+92-" + op + "-" + sub
	}
	return "0" + op + " " + sub
}

func (g *G) bdPhone() string {
	op := "1" + g.pick("7", "8", "9", "5", "6", "3") + g.digits(2)
	sub := g.digits(6)
	switch g.n(5) {
	case 0:
		return "0" + op + "-" + sub
	case 1:
		return "+880 " + op + "-" + sub
	case 2:
		return "+880" + op + sub
	case 3:
		return "0" + op + sub
	}
	return "0" + op + " " + sub
}

func (g *G) lkPhone() string {
	op := "7" + g.pick("0", "1", "2", "4", "5", "6", "7", "8")
	a, b := g.digits(3), g.digits(4)
	switch g.n(4) {
	case 0:
		return "0" + op + " " + a + " " + b
	case 1:
		return "+94 " + op + " " + a + " " + b
	case 2:
		return "0" + op + a + b
	}
	return "0" + op + "-" + a + b
}

func (g *G) npPhone() string {
	m := "98" + g.pick("0", "1", "4", "5", "6", "2") + g.digits(7)
	switch g.n(3) {
	case 0:
		return "+977-" + m
	case 1:
		return "+977 " + m
	}
	return m
}

func (g *G) idPhone() string {
	op := "8" + g.pick("11", "12", "13", "21", "22", "52", "57", "77", "78", "95", "96")
	a, b := g.digits(4), g.digits(g.pick3(3, 4, 4))
	switch g.n(5) {
	case 0:
		return "0" + op + "-" + a + "-" + b
	case 1:
		return "+62 " + op + "-" + a + "-" + b
	case 2:
		return "+62" + op + a + b
	case 3:
		return "0" + op + " " + a + " " + b
	}
	return "0" + op + a + b
}

func (g *G) pick3(a, b, c int) int {
	return []int{a, b, c}[g.n(3)]
}

func (g *G) myPhone() string {
	if g.n(4) == 0 {
		a, b := g.digits(4), g.digits(4)
		if g.n(2) == 0 {
			return "011-" + a + " " + b
		}
		return "+6011-" + a + b
	}
	op := "1" + g.pick("2", "3", "6", "7", "8", "9")
	a, b := g.digits(3), g.digits(4)
	switch g.n(4) {
	case 0:
		return "0" + op + "-" + a + " " + b
	case 1:
		return "+60 " + op + "-" + a + " " + b
	case 2:
		return "0" + op + "-" + a + b
	}
	return "+60" + op + a + b
}

func (g *G) phPhone() string {
	op := "9" + g.pick("17", "18", "05", "15", "27", "39", "98", "66", "95")
	a, b := g.digits(3), g.digits(4)
	switch g.n(5) {
	case 0:
		return "0" + op + " " + a + " " + b
	case 1:
		return "+63 " + op + " " + a + " " + b
	case 2:
		return "0" + op + a + b
	case 3:
		return "0" + op + "-" + a + "-" + b
	}
	return "+63" + op + a + b
}

func (g *G) vnPhone() string {
	op := g.pick("90", "91", "93", "96", "97", "98", "70", "77", "86", "88", "32", "35")
	d := g.digits(7)
	switch g.n(5) {
	case 0:
		return "0" + op + " " + d[:3] + " " + d[3:5] + " " + d[5:]
	case 1:
		return "0" + op + d[:1] + " " + d[1:4] + " " + d[4:]
	case 2:
		return "+84 " + op + " " + d[:3] + " " + d[3:]
	case 3:
		return "0" + op + d
	}
	return "0" + op + "." + d[:3] + "." + d[3:]
}

func (g *G) thPhone() string {
	op := g.pick("81", "82", "86", "89", "61", "62", "63", "64", "65", "91", "92", "95")
	a, b := g.digits(3), g.digits(4)
	switch g.n(5) {
	case 0:
		return "0" + op + "-" + a + "-" + b
	case 1:
		return "+66 " + op + " " + a + " " + b
	case 2:
		return "0" + op + a + b
	case 3:
		return "0" + op + " " + a + " " + b
	}
	return "+66" + op + a + b
}

// usPhone gives a dialable NANP number, area and exchange 2-9, no 555.
func (g *G) usPhone() string {
	area := g.pick("408", "650", "212", "646", "312", "469", "206", "732", "617", "512")
	ex := string(byte('2'+g.n(8))) + g.digits(2)
	if ex == "555" {
		ex = "556"
	}
	ln := g.digits(4)
	switch g.n(3) {
	case 0:
		return "(" + area + ") " + ex + "-" + ln
	case 1:
		return area + "-" + ex + "-" + ln
	}
	return "+1 " + area + " " + ex + " " + ln
}

// ---------- ssn ----------

func (g *G) ssn() string {
	for {
		a := 1 + g.n(899)
		if a == 666 {
			continue
		}
		gr := 1 + g.n(99)
		s := 1 + g.n(9999)
		return fmt.Sprintf("%03d-%02d-%04d", a, gr, s)
	}
}

func (g *G) itin() string {
	mid := []int{70, 71, 72, 73, 75, 78, 80, 83, 88, 90, 92, 94, 97}[g.n(13)]
	return fmt.Sprintf("9%02d-%02d-%04d", g.n(100), mid, 1+g.n(9999))
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

func (g *G) cardNum(brand string) string {
	var pre string
	n := 16
	switch brand {
	case "visa":
		pre = "4" + g.pick("1", "2", "5", "7", "8", "0") + g.digits(1)
	case "mc":
		if g.n(4) == 0 {
			pre = "22" + g.pick("23", "31", "47", "91")
		} else {
			pre = "5" + string(byte('1'+g.n(5)))
		}
	case "rupay":
		pre = g.pick("6521", "6522", "6070", "6080", "5085", "5086", "6529")
	case "jcb":
		pre = fmt.Sprintf("35%02d", 28+g.n(62))
	case "amex":
		pre = g.pick("34", "37")
		n = 15
	}
	body := pre + g.digits(n-1-len(pre))
	return body + string(luhnDigit(body))
}

func (g *G) card(brand string) string {
	c := g.cardNum(brand)
	if brand == "amex" {
		switch g.n(3) {
		case 0:
			return c[:4] + " " + c[4:10] + " " + c[10:]
		case 1:
			return c[:4] + "-" + c[4:10] + "-" + c[10:]
		}
		return c
	}
	switch g.n(4) {
	case 0:
		return c
	case 1:
		return c[:4] + "-" + c[4:8] + "-" + c[8:12] + "-" + c[12:]
	}
	return c[:4] + " " + c[4:8] + " " + c[8:12] + " " + c[12:]
}

func (g *G) anyBrand() string {
	return g.pick("visa", "visa", "mc", "mc", "rupay", "jcb", "amex")
}

// ---------- national ids (keep) ----------

var vd = [10][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 0, 6, 7, 8, 9, 5}, {2, 3, 4, 0, 1, 7, 8, 9, 5, 6}, {3, 4, 0, 1, 2, 8, 9, 5, 6, 7}, {4, 0, 1, 2, 3, 9, 5, 6, 7, 8}, {5, 9, 8, 7, 6, 0, 4, 3, 2, 1}, {6, 5, 9, 8, 7, 1, 0, 4, 3, 2}, {7, 6, 5, 9, 8, 2, 1, 0, 4, 3}, {8, 7, 6, 5, 9, 3, 2, 1, 0, 4}, {9, 8, 7, 6, 5, 4, 3, 2, 1, 0}}
var vp = [8][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 5, 7, 6, 2, 8, 3, 0, 9, 4}, {5, 8, 0, 3, 7, 9, 6, 1, 4, 2}, {8, 9, 1, 6, 0, 4, 3, 5, 2, 7}, {9, 4, 5, 3, 1, 2, 6, 8, 7, 0}, {4, 2, 8, 6, 5, 7, 3, 9, 0, 1}, {2, 7, 9, 3, 8, 0, 6, 4, 1, 5}, {7, 0, 4, 6, 9, 1, 3, 2, 5, 8}}
var vinv = [10]int{0, 4, 3, 2, 1, 5, 6, 7, 8, 9}

func verhoeff(body string) byte {
	c := 0
	for i := 0; i < len(body); i++ {
		d := int(body[len(body)-1-i] - '0')
		c = vd[c][vp[(i+1)%8][d]]
	}
	return byte('0' + vinv[c])
}

func (g *G) aadhaar() string {
	body := string(byte('2'+g.n(8))) + g.digits(10)
	a := body + string(verhoeff(body))
	if g.n(3) == 0 {
		return a
	}
	return a[:4] + " " + a[4:8] + " " + a[8:]
}

func (g *G) pan() string {
	return g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3) + "P" + g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + g.digits(4) + g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1)
}

func (g *G) cnic() string {
	return g.pick("35202", "42101", "61101", "37405", "17301") + "-" + g.nz(7) + "-" + string(byte('1'+g.n(9)))
}

func (g *G) nik() string {
	return g.pick("3273", "3171", "3578", "5171", "3374") + g.digits(2) + fmt.Sprintf("%02d%02d%02d", 1+g.n(28)+40*g.n(2), 1+g.n(12), 70+g.n(30)) + g.digits(4)
}

func (g *G) mykad() string {
	return fmt.Sprintf("%02d%02d%02d-%s-%s", 70+g.n(30), 1+g.n(12), 1+g.n(28), g.pick("14", "10", "08", "01", "07"), g.digits(4))
}

func (g *G) psn() string {
	d := g.digits(16)
	return d[:4] + "-" + d[4:8] + "-" + d[8:12] + "-" + d[12:]
}

func (g *G) thaiID() string {
	d := string(byte('1'+g.n(8))) + g.digits(11)
	sum := 0
	for i := 0; i < 12; i++ {
		sum += int(d[i]-'0') * (13 - i)
	}
	c := (11 - sum%11) % 10
	d += string(byte('0' + c))
	return d[:1] + "-" + d[1:5] + "-" + d[5:10] + "-" + d[10:12] + "-" + d[12:]
}

func (g *G) cccd() string {
	return "0" + g.pick("01", "79", "48", "31") + g.pick("0", "1", "2", "3") + g.digits(8)
}

// ---------- tokens ----------

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt() string {
	h := b64url(g.pick(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"`+g.from(hexs, 8)+`"}`))
	p := b64url(fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"role":"%s"}`, g.nz(7), 1710000000+g.n(9000000), 1720000000+g.n(9000000), g.pick("customer", "merchant", "rider", "admin")))
	return h + "." + p + "." + g.from(alnum+"-_", 43)
}

func (g *G) basic(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

func (g *G) password(first string) string {
	switch g.n(4) {
	case 0:
		return first + g.pick("@", "#", "$") + g.digits(4)
	case 1:
		return g.pick("Sunshine", "Mango", "Cricket", "Jakarta", "Manila", "Bangkok", "Dhaka") + g.pick("#", "@", "!") + g.digits(2) + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)
	case 2:
		return g.secret(12)
	}
	return strings.ToLower(first) + g.digits(3) + g.pick("!", "@", "#") + g.from("abcdefghijkmnpqrstuvwxyz", 2)
}

// ---------- keep look-alikes ----------

func (g *G) date() string {
	d, m := 1+g.n(28), 1+g.n(12)
	y := 2023 + g.n(3)
	switch g.n(4) {
	case 0:
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case 1:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 2:
		return fmt.Sprintf("%02d-%02d-%02d", d, m, y%100)
	}
	return fmt.Sprintf("%02d.%02d.%d", d, m, y)
}

func (g *G) inr() string {
	n := 99 + g.n(49000)
	s := fmt.Sprintf("%d", n)
	if n >= 1000 {
		s = s[:len(s)-3] + "," + s[len(s)-3:]
	}
	return g.pick("₹", "Rs. ", "Rs ", "INR ", "₹ ") + s + g.pick("", ".00")
}

func grouped(n int, sep string) string {
	s := fmt.Sprintf("%d", n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func (g *G) version() string {
	return fmt.Sprintf("%d.%d.%d", g.n(5), g.n(20), g.n(30))
}
