package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// ---------- small helpers ----------

func (g *G) pick(xs ...string) string { return xs[g.r.Intn(len(xs))] }
func (g *G) n(a, b int) int           { return a + g.r.Intn(b-a+1) }
func (g *G) chance(p float64) bool    { return g.r.Float64() < p }

const (
	alnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	hexd   = "0123456789abcdef"
	b64u   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	b64s   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	digits = "0123456789"
	upnum  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

func (g *G) rs(alpha string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[g.r.Intn(len(alpha))]
	}
	return string(b)
}

// strong returns a random token from alpha with at least one digit, one capital
// and one small letter when the alphabet has them.
func (g *G) strong(alpha string, n int) string {
	for {
		s := g.rs(alpha, n)
		if !strings.ContainsAny(alpha, "A") || (strings.ContainsAny(s, digits) && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(s, lower)) {
			return s
		}
	}
}

// expand fills a pattern: '#' any digit, 'N' 2-9, 'M' 1-9, {a|b|c} one of the choices.
func (g *G) expand(p string) string {
	var sb strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch c {
		case '#':
			sb.WriteByte(digits[g.r.Intn(10)])
		case 'N':
			sb.WriteByte(byte('2' + g.r.Intn(8)))
		case 'M':
			sb.WriteByte(byte('1' + g.r.Intn(9)))
		case '{':
			j := strings.IndexByte(p[i:], '}')
			opts := strings.Split(p[i+1:i+j], "|")
			sb.WriteString(g.expand(opts[g.r.Intn(len(opts))]))
			i += j
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// ---------- phones ----------

type phoneSpec struct {
	cc   string
	nat  []string
	intl []string
}

var usArea = "{212|415|312|617|206|303|404|512|646|718|213|702|919|713|305|480|267|971|503|720|614|818|347|773}"
var caArea = "{416|604|514|403|613|647|780|902}"

var phoneSpecs = []phoneSpec{
	{"US", []string{"(" + usArea + ") N##-####", usArea + "-N##-####", usArea + ".N##.####"}, []string{"+1 " + usArea + " N##-####", "+1-" + usArea + "-N##-####", "+1 (" + usArea + ") N##-####", "+1" + usArea + "N######", "+1." + usArea + ".N##.####"}},
	{"CA", []string{"(" + caArea + ") N##-####", caArea + "-N##-####"}, []string{"+1 " + caArea + " N##-####", "+1-" + caArea + "-N##-####"}},
	{"GB", []string{"07{4|5|8|9}## ######", "020 {7|8|3}### ####", "0161 ### ####", "0131 ### ####"}, []string{"+44 7{4|5|8|9}## ######", "+44 20 {7|8|3}### ####", "+44 (0)20 {7|8}### ####", "+447{4|5|8|9}########"}},
	{"DE", []string{"01{51|52|60|62|70|71|72|73|75|76|77} {#######|########}", "030 {#######|########}", "089 ########", "0221 #######", "0{151|160|176}/########", "040 / ### ### ##"}, []string{"+49 1{51|52|60|62|70|71|76|77} ########", "+49 30 {#######|########}", "+49 (0) 89 #######", "+49 221 #######", "+491{51|60|76}########"}},
	{"FR", []string{"0{6|7} ## ## ## ##", "01 ## ## ## ##", "04 ## ## ## ##", "0{6|7}.##.##.##.##"}, []string{"+33 {6|7} ## ## ## ##", "+33 (0)1 ## ## ## ##", "+33{6|7}########", "+33 4 ## ## ## ##"}},
	{"ES", []string{"6## ## ## ##", "6## ### ###", "91 ### ## ##", "93 ### ## ##"}, []string{"+34 6## ### ###", "+34 6## ## ## ##", "+34 91 ### ## ##", "+346########"}},
	{"IT", []string{"3{20|28|33|35|38|40|47|49|66|88} ### ####", "3{33|47|49}#######", "06 #### ####", "02 #### ####"}, []string{"+39 3{20|33|35|47|49} ### ####", "+39 3{33|40}#######", "+39 06 #### ####", "+39 02 ########"}},
	{"NL", []string{"06-########", "06 ## ## ## ##", "020-#######", "010 ### ####"}, []string{"+31 6 ########", "+31 6 ## ## ## ##", "+31 20 ### ####", "+316########"}},
	{"BE", []string{"04{70|75|76|77|78|85|86|94|95|96|97|98} ## ## ##", "02 ### ## ##", "09 ### ## ##"}, []string{"+32 4{70|75|76|77|78|85|86|94|95} ## ## ##", "+32 2 ### ## ##"}},
	{"CH", []string{"07{6|7|8|9} ### ## ##", "044 ### ## ##", "022 ### ## ##"}, []string{"+41 7{6|7|8|9} ### ## ##", "+41 44 ### ## ##", "+41 (0)22 ### ## ##"}},
	{"AT", []string{"06{64|60|50|76|99} #######", "01 ### ## ##"}, []string{"+43 6{64|60|50|76|99} #######", "+43 1 ### ## ##"}},
	{"SE", []string{"07{0|2|3|6} ### ## ##", "07{0|2|3|6}-### ## ##", "08-### ### ##"}, []string{"+46 7{0|2|3|6} ### ## ##", "+46 8 ### ### ##", "+467{0|2|3}#######"}},
	{"NO", []string{"{4|9}## ## ###", "{4|9}#######", "22 ## ## ##"}, []string{"+47 {4|9}## ## ###", "+47 22 ## ## ##"}},
	{"DK", []string{"{2|3|4|5}# ## ## ##"}, []string{"+45 {2|3|4|5}# ## ## ##", "+45 {2|3|4|5}#######"}},
	{"FI", []string{"04{0|1|4|5|6} ### ####", "050 ### ####", "09 ### ####"}, []string{"+358 4{0|1|4|5|6} ### ####", "+358 50 #######", "+358 9 ### ####"}},
	{"PL", []string{"{5|6|7|8}## ### ###", "22 ### ## ##"}, []string{"+48 {5|6|7|8}## ### ###", "+48 22 ### ## ##", "+48{5|6|7}########"}},
	{"CZ", []string{"{6|7}## ### ###"}, []string{"+420 {6|7}## ### ###", "+420 2## ### ###"}},
	{"PT", []string{"9{1|2|3|6}# ### ###", "21# ### ###"}, []string{"+351 9{1|2|3|6}# ### ###", "+351 21# ### ###"}},
	{"IE", []string{"08{3|5|6|7|9} ### ####", "01 ### ####"}, []string{"+353 8{3|5|6|7|9} ### ####", "+353 1 ### ####"}},
	{"BR", []string{"({11|21|31|41|51|61|71|81}) 9####-####", "({11|21|31|41|51}) {3|2}###-####"}, []string{"+55 {11|21|31|41|51|61|71|81} 9####-####", "+55 ({11|21|31}) 9####-####", "+55{11|21|31|41}9########"}},
	{"MX", []string{"{55|33|81} #### ####"}, []string{"+52 {55|33|81} #### ####", "+52 1 {55|33|81} #### ####", "+52{55|33|81}########"}},
	{"AR", []string{"011 15-####-####", "0{341|351|261} 15-###-####"}, []string{"+54 9 11 ####-####", "+54 9 {341|351} ###-####", "+549{11}########"}},
	{"CO", []string{"3{00|01|10|11|12|15|20} ### ####"}, []string{"+57 3{00|01|10|11|12|15|20} #######", "+57 3{10|15} ### ####"}},
	{"CL", []string{"9 #### ####"}, []string{"+56 9 #### ####", "+569########"}},
	{"JP", []string{"0{90|80|70}-####-####", "03-####-####", "06-####-####"}, []string{"+81 {90|80|70}-####-####", "+81 3-####-####", "+81 {90|80} #### ####", "+81{90|80}########"}},
	{"KR", []string{"010-####-####", "02-###-####", "010 #### ####"}, []string{"+82 10-####-####", "+82 10 #### ####", "+82 2-###-####"}},
	{"CN", []string{"1{38|39|35|36|37|50|51|58|59|86|87|88|33|53|80|89} #### ####", "1{38|39|50|86}-####-####", "010-########", "021-########"}, []string{"+86 1{38|39|35|50|58|86|88} #### ####", "+86 1{38|39|50}########", "+86 10 ########", "+86-21-########"}},
	{"IN", []string{"{9|8|7}#### #####", "0{9|8}#### #####"}, []string{"+91 {9|8|7}#### #####", "+91-{9|8|7}#########", "+91 {98|99|70}## ## ####"}},
	{"AU", []string{"04## ### ###", "(0{2|3|7|8}) #### ####"}, []string{"+61 4## ### ###", "+61 {2|3} #### ####", "+614########"}},
	{"NZ", []string{"02{1|2|7} ### ####", "0{9|4|3} ### ####"}, []string{"+64 2{1|2|7} ### ####", "+64 {9|4} ### ####"}},
	{"ZA", []string{"0{72|73|76|78|82|83|84} ### ####", "011 ### ####"}, []string{"+27 {72|73|76|82|83} ### ####", "+27 11 ### ####"}},
	{"TR", []string{"05{30|32|33|35|42|44|05|06|55} ### ## ##", "0 (5{32|35|42}) ### ## ##", "0212 ### ## ##"}, []string{"+90 5{30|32|33|35|42|44|05|06} ### ## ##", "+90 212 ### ## ##"}},
	{"RU", []string{"8 (9{16|03|05|15|25|26|77|85}) ###-##-##", "8 9{16|26|05} ### ## ##", "8 (495) ###-##-##"}, []string{"+7 9{16|03|05|15|25|26|77|85} ###-##-##", "+7 (9{16|26}) ###-##-##", "+7 495 ###-##-##", "+79{16|26|85}#######"}},
	{"IL", []string{"05{0|2|3|4|8}-###-####", "0{3|2}-###-####"}, []string{"+972 5{0|2|3|4|8}-###-####", "+972 {3|2}-###-####"}},
	{"SG", []string{"{8|9}### ####"}, []string{"+65 {8|9}### ####", "+65{8|9}#######"}},
	{"AE", []string{"05{0|2|5|6} ### ####", "04 ### ####"}, []string{"+971 5{0|2|5|6} ### ####", "+971 4 ### ####"}},
	{"SA", []string{"05{0|3|4|5|6} ### ####"}, []string{"+966 5{0|3|4|5|6} ### ####", "+9665{0|5}#######"}},
	{"EG", []string{"01{0|1|2|5} #### ####"}, []string{"+20 1{0|1|2|5} #### ####"}},
	{"NG", []string{"0{803|806|813|816|703|706|903|805|807|802} ### ####"}, []string{"+234 {803|806|813|703|805|802} ### ####"}},
	{"PH", []string{"09{17|18|19|20|27|28|15|05} ### ####"}, []string{"+63 9{17|18|19|20|27} ### ####"}},
	{"ID", []string{"08{11|12|13|21|52|57|77|95}-####-####"}, []string{"+62 8{11|12|13|21|52|57}-####-####", "+62 8{12|13} #### ####"}},
	{"VN", []string{"09# ### ####", "0{3|8|7}# ### ####"}, []string{"+84 9# ### ####", "+84 {3|8}# ### ####"}},
	{"TH", []string{"0{8|9|6}#-###-####"}, []string{"+66 {8|9|6}# ### ####", "+66 {8|9}#-###-####"}},
	{"HK", []string{"{5|6|9}### ####"}, []string{"+852 {5|6|9}### ####"}},
	{"TW", []string{"09##-###-###"}, []string{"+886 9## ### ###", "+886-9##-###-###"}},
}

func specFor(cc string) phoneSpec {
	for _, s := range phoneSpecs {
		if s.cc == cc {
			return s
		}
	}
	panic("no phone spec " + cc)
}

// phone returns a fresh number of country cc; intl 1 = international, 0 = national, -1 = either.
func (g *G) phone(cc string, intl int) string {
	s := specFor(cc)
	for {
		var p string
		useIntl := intl == 1 || (intl < 0 && g.chance(0.5))
		if useIntl {
			p = g.pick(s.intl...)
		} else {
			p = g.pick(s.nat...)
		}
		if useIntl {
			p = subscriberStart(p, 2)
		} else {
			p = subscriberStart(p, 1)
		}
		v := g.expand(p)
		if strings.Contains(v, "555") || strings.Contains(v, "0000") || strings.Contains(v, "1234") {
			continue
		}
		if g.fresh(v) {
			return v
		}
	}
}

// subscriberStart makes the first digit of digit group idx (groups split by
// blanks, dashes, dots, slashes and closing brackets) 2-9: subscriber numbers
// after an area or mobile code do not start with 0 or 1.
func subscriberStart(p string, idx int) string {
	b := []byte(p)
	grp, inBrace, prevSep := 0, false, false
	start := true
	for i, c := range b {
		switch {
		case c == '{':
			inBrace = true
		case c == '}':
			inBrace = false
		}
		sep := !inBrace && (c == ' ' || c == '-' || c == '.' || c == ')' || c == '/')
		if sep {
			if !prevSep {
				grp++
			}
			prevSep = true
			start = true
			continue
		}
		prevSep = false
		if start && grp == idx && c == '#' {
			b[i] = 'N'
		}
		start = false
	}
	return string(b)
}

func (g *G) anyCC() string { return phoneSpecs[g.r.Intn(len(phoneSpecs))].cc }

// ---------- SSN / ITIN ----------

func (g *G) ssnParts() (int, int, int) {
	for {
		a := g.n(1, 899)
		if a == 666 || a == 78 || a == 219 {
			continue
		}
		return a, g.n(1, 99), g.n(1, 9999)
	}
}

func (g *G) ssn(sep string) string {
	for {
		a, b, c := g.ssnParts()
		v := fmt.Sprintf("%03d%s%02d%s%04d", a, sep, b, sep, c)
		if g.fresh(v) {
			return v
		}
	}
}

var itinGroups = []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}

func (g *G) itin(sep string) string {
	for {
		v := fmt.Sprintf("9%02d%s%02d%s%04d", g.n(0, 99), sep, itinGroups[g.r.Intn(len(itinGroups))], sep, g.n(1, 9999))
		if g.fresh(v) {
			return v
		}
	}
}

// invalid SSN-shaped strings to keep
func (g *G) badSSN() string {
	switch g.r.Intn(5) {
	case 0:
		return fmt.Sprintf("000-%02d-%04d", g.n(1, 99), g.n(1, 9999))
	case 1:
		return fmt.Sprintf("666-%02d-%04d", g.n(1, 99), g.n(1, 9999))
	case 2:
		return fmt.Sprintf("9%02d-%02d-%04d", g.n(0, 99), g.n(10, 49), g.n(1, 9999))
	case 3:
		return fmt.Sprintf("***-**-%04d", g.n(1, 9999))
	default:
		return fmt.Sprintf("XXX-XX-%04d", g.n(1, 9999))
	}
}

// ---------- cards ----------

type issuer struct {
	name     string
	prefixes []string
	lengths  []int
}

var issuers = []issuer{
	{"visa", []string{"4"}, []int{16, 16, 16, 13, 19}},
	{"mastercard", []string{"51", "52", "53", "54", "55", "2221", "2317", "2500", "2614", "2720"}, []int{16}},
	{"amex", []string{"34", "37"}, []int{15}},
	{"discover", []string{"6011", "644", "645", "647", "649", "65"}, []int{16, 16, 19}},
	{"diners", []string{"36", "300", "301", "305", "38"}, []int{14}},
	{"jcb", []string{"3528", "3530", "3541", "3566", "3589"}, []int{16}},
	{"unionpay", []string{"622126", "622848", "6240", "6250", "6282", "62"}, []int{16, 17, 18, 19}},
	{"maestro", []string{"6759", "6761", "5018", "5020", "5038", "6304"}, []int{16, 18, 19}},
	{"mir", []string{"2200", "2201", "2202", "2203", "2204"}, []int{16}},
	{"rupay", []string{"6080", "6521", "6522", "508227", "8172"}, []int{16}},
	{"troy", []string{"9792"}, []int{16}},
	{"elo", []string{"636368", "438935", "504175", "451416", "636297", "506699"}, []int{16}},
	{"hipercard", []string{"606282"}, []int{16}},
	{"verve", []string{"506099", "506112", "650002"}, []int{16, 19}},
}

func issuerByName(n string) issuer {
	for _, is := range issuers {
		if is.name == n {
			return is
		}
	}
	panic(n)
}

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

func (g *G) cardDigits(name string, length int) string {
	is := issuerByName(name)
	if length == 0 {
		length = is.lengths[g.r.Intn(len(is.lengths))]
	}
	for {
		p := is.prefixes[g.r.Intn(len(is.prefixes))]
		body := p + g.rs(digits, length-1-len(p))
		d := body + string(luhnDigit(body))
		if strings.Contains(d, "0000") || strings.Contains(d, "1111") {
			continue
		}
		return d
	}
}

func groupCard(d, sep string) string {
	var gs []int
	switch len(d) {
	case 15:
		gs = []int{4, 6, 5}
	case 14:
		gs = []int{4, 6, 4}
	case 13:
		gs = []int{4, 4, 5}
	case 16:
		gs = []int{4, 4, 4, 4}
	case 17:
		gs = []int{4, 4, 4, 5}
	case 18:
		gs = []int{4, 4, 4, 6}
	case 19:
		gs = []int{4, 4, 4, 4, 3}
	}
	var parts []string
	i := 0
	for _, n := range gs {
		parts = append(parts, d[i:i+n])
		i += n
	}
	return strings.Join(parts, sep)
}

// card returns a fresh card number; style "" plain, " " or "-" grouped; "?" random.
func (g *G) card(name string, style string) string {
	for {
		d := g.cardDigits(name, 0)
		st := style
		if st == "?" {
			st = g.pick("", " ", " ", "-")
		}
		v := d
		if st != "" {
			v = groupCard(d, st)
		}
		if g.fresh(v) && (v == d || g.fresh(d)) {
			return v
		}
	}
}

func (g *G) anyIssuer() string { return issuers[g.r.Intn(len(issuers))].name }

// luhnBad returns a 16-digit number with a real issuer prefix that fails Luhn.
func (g *G) luhnBad(grouped bool) string {
	d := g.cardDigits(g.pick("visa", "mastercard", "discover", "jcb", "mir"), 16)
	last := d[15]
	nd := byte('0' + (int(last-'0')+g.n(1, 9))%10)
	d = d[:15] + string(nd)
	if grouped {
		return groupCard(d, g.pick(" ", "-"))
	}
	return d
}

// ---------- names & e-mails ----------

type person struct{ first, last, lang string }

var nameLists = []struct {
	lang        string
	first, last []string
}{
	{"en", []string{"James", "Olivia", "Ethan", "Mia", "Noah", "Ava", "Liam", "Harper", "Grace", "Caleb", "Megan", "Tyler", "Dana", "Marcus", "Kelly", "Brian", "Rachel", "Priya", "Jamal", "Hannah"}, []string{"Carter", "Nguyen", "Patel", "O'Connor", "Whitfield", "Brooks", "Ramirez", "Sullivan", "Kowalski", "Hughes", "Bennett", "Jensen", "Doyle", "Foster", "Reyes", "Thompson", "Walsh", "Morgan"}},
	{"de", []string{"Lukas", "Anna", "Jonas", "Lea", "Felix", "Marie", "Tobias", "Sabine", "Jürgen", "Katrin", "Stefan", "Miriam"}, []string{"Müller", "Schmidt", "Wagner", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Neumann", "Krüger", "Vogel"}},
	{"fr", []string{"Camille", "Louis", "Chloé", "Hugo", "Manon", "Julien", "Élodie", "Mathieu", "Inès", "Théo"}, []string{"Martin", "Bernard", "Dubois", "Lefèvre", "Moreau", "Laurent", "Girard", "Rousseau", "Fontaine"}},
	{"es", []string{"Lucía", "Javier", "Sofía", "Diego", "Carmen", "Alejandro", "Marta", "Pablo", "Nuria", "Andrés"}, []string{"García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Torres", "Castillo"}},
	{"pt", []string{"João", "Ana", "Rafael", "Beatriz", "Thiago", "Larissa", "Gabriel", "Fernanda", "Lucas", "Camila"}, []string{"Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Almeida", "Ribeiro", "Carvalho"}},
	{"it", []string{"Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Luca", "Sara", "Matteo"}, []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci"}},
	{"nl", []string{"Daan", "Sanne", "Bram", "Lotte", "Thijs", "Femke", "Ruben", "Anouk"}, []string{"de Jong", "Jansen", "de Vries", "van Dijk", "Bakker", "Visser", "Smit", "Mulder"}},
	{"pl", []string{"Jakub", "Zofia", "Kacper", "Julia", "Piotr", "Agnieszka", "Tomasz", "Magda"}, []string{"Nowak", "Kowalczyk", "Wiśniewski", "Wójcik", "Kamiński", "Lewandowska", "Zieliński"}},
	{"tr", []string{"Mehmet", "Elif", "Emre", "Zeynep", "Burak", "Ayşe", "Can", "Selin"}, []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Arslan"}},
	{"ru", []string{"Дмитрий", "Анна", "Сергей", "Ольга", "Алексей", "Екатерина", "Иван", "Мария"}, []string{"Иванов", "Смирнова", "Кузнецов", "Попова", "Соколов", "Лебедева", "Новиков"}},
	{"ja", []string{"翔太", "美咲", "大輔", "陽菜", "健", "さくら", "拓海", "結衣"}, []string{"佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村"}},
	{"zh", []string{"伟", "芳", "娜", "敏", "静", "磊", "洋", "婷"}, []string{"王", "李", "张", "刘", "陈", "杨", "黄", "赵"}},
	{"ko", []string{"민준", "서연", "지훈", "하은", "도윤", "수빈", "현우", "지민"}, []string{"김", "이", "박", "최", "정", "강", "조", "윤"}},
	{"ar", []string{"محمد", "فاطمة", "أحمد", "مريم", "خالد", "نور", "يوسف", "ليلى"}, []string{"العتيبي", "الحربي", "حداد", "منصور", "السيد", "الخطيب"}},
	{"sv", []string{"Erik", "Elin", "Oskar", "Maja", "Karin", "Anders"}, []string{"Andersson", "Johansson", "Lindqvist", "Berg", "Nyström"}},
	{"hi", []string{"Aarav", "Ananya", "Rohan", "Kavya", "Vikram", "Sneha", "Arjun", "Pooja"}, []string{"Sharma", "Iyer", "Reddy", "Mehta", "Gupta", "Nair", "Kulkarni"}},
}

// romanised names for e-mail local parts of non-Latin speakers
var romanFirst = map[string][]string{
	"ru": {"dmitry", "anna", "sergey", "olga", "alexey", "ekaterina", "ivan", "maria"},
	"ja": {"shota", "misaki", "daisuke", "hina", "ken", "sakura", "takumi", "yui"},
	"zh": {"wei", "fang", "na", "min", "jing", "lei", "yang", "ting"},
	"ko": {"minjun", "seoyeon", "jihoon", "haeun", "doyoon", "subin", "hyunwoo", "jimin"},
	"ar": {"mohammed", "fatima", "ahmed", "maryam", "khalid", "noor", "yousef", "layla"},
}
var romanLast = map[string][]string{
	"ru": {"ivanov", "smirnova", "kuznetsov", "popova", "sokolov", "lebedeva", "novikov"},
	"ja": {"sato", "suzuki", "takahashi", "tanaka", "ito", "watanabe", "yamamoto", "nakamura"},
	"zh": {"wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao"},
	"ko": {"kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon"},
	"ar": {"alotaibi", "alharbi", "haddad", "mansour", "elsayed", "alkhatib"},
}

var mailDomains = map[string][]string{
	"en": {"gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.co.uk", "aol.com", "comcast.net", "proton.me", "fastmail.com"},
	"de": {"web.de", "gmx.de", "t-online.de", "gmail.com", "posteo.de", "gmx.at", "bluewin.ch"},
	"fr": {"orange.fr", "free.fr", "laposte.net", "sfr.fr", "gmail.com", "wanadoo.fr"},
	"es": {"gmail.com", "hotmail.es", "yahoo.es", "telefonica.net", "outlook.es"},
	"pt": {"uol.com.br", "bol.com.br", "gmail.com", "hotmail.com", "sapo.pt", "terra.com.br"},
	"it": {"libero.it", "virgilio.it", "alice.it", "gmail.com", "tiscali.it"},
	"nl": {"ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl", "xs4all.nl"},
	"pl": {"wp.pl", "o2.pl", "onet.pl", "interia.pl", "gmail.com"},
	"tr": {"gmail.com", "hotmail.com.tr", "yandex.com.tr", "outlook.com"},
	"ru": {"mail.ru", "yandex.ru", "rambler.ru", "bk.ru", "gmail.com"},
	"ja": {"yahoo.co.jp", "docomo.ne.jp", "gmail.com", "ezweb.ne.jp", "icloud.com"},
	"zh": {"qq.com", "163.com", "126.com", "sina.com", "foxmail.com"},
	"ko": {"naver.com", "daum.net", "hanmail.net", "gmail.com", "kakao.com"},
	"ar": {"gmail.com", "hotmail.com", "yahoo.com", "outlook.sa"},
	"sv": {"telia.com", "gmail.com", "hotmail.se", "bredband.net"},
	"hi": {"gmail.com", "rediffmail.com", "yahoo.co.in", "outlook.in"},
}

var corpDomains = []string{"acme-logistics.com", "nordwind-gmbh.de", "brightpath.io", "kestrel-health.org", "lumen-retail.co.uk", "fjordsoft.no", "vela-pagos.mx", "tamarind.in", "quokka.com.au", "hanse-versand.de", "pixelforge.dev", "solvay-conseil.fr", "mercadito.com.ar", "blueharbor.ca", "tokai-denki.co.jp", "seoul-fintech.kr", "polarbyte.fi", "atlas-saude.com.br"}

func (g *G) person(lang string) person {
	for _, nl := range nameLists {
		if nl.lang == lang {
			return person{nl.first[g.r.Intn(len(nl.first))], nl.last[g.r.Intn(len(nl.last))], lang}
		}
	}
	return g.person("en")
}

var translit = strings.NewReplacer("ü", "ue", "ö", "oe", "ä", "ae", "ß", "ss", "é", "e", "è", "e", "ç", "c", "í", "i", "á", "a", "ó", "o", "ú", "u", "ñ", "n", "ã", "a", "õ", "o", "ê", "e", "ş", "s", "ı", "i", "ğ", "g", "Ş", "s", "Ç", "c", "Ö", "o", "Ü", "u", "ś", "s", "ł", "l", "ń", "n", "ó", "o", "ż", "z", "É", "e", "Ł", "l", "'", "", " ", "")

func (g *G) localPart(p person) (string, string) {
	f, l := p.first, p.last
	if rf, ok := romanFirst[p.lang]; ok {
		f, l = rf[g.r.Intn(len(rf))], romanLast[p.lang][g.r.Intn(len(romanLast[p.lang]))]
	}
	f = strings.ToLower(translit.Replace(f))
	l = strings.ToLower(translit.Replace(l))
	return f, l
}

// email returns a fresh address for p; corp picks a company domain.
func (g *G) email(p person, corp bool) string {
	for {
		f, l := g.localPart(p)
		var local string
		switch g.r.Intn(9) {
		case 0:
			local = f + "." + l
		case 1:
			local = f[:1] + l
		case 2:
			local = f + "_" + l + fmt.Sprint(g.n(1, 99))
		case 3:
			local = f + l + fmt.Sprint(g.n(70, 2005))
		case 4:
			local = f + "." + l + "+" + g.pick("orders", "shop", "news", "bills", "amzn")
		case 5:
			local = l + "." + f
		case 6:
			local = f + "-" + l
		case 7:
			local = f + fmt.Sprint(g.n(1, 999))
		default:
			local = f[:1] + "." + l + fmt.Sprint(g.n(1, 99))
		}
		var d string
		if corp {
			d = corpDomains[g.r.Intn(len(corpDomains))]
		} else {
			ds := mailDomains[p.lang]
			if ds == nil {
				ds = mailDomains["en"]
			}
			d = ds[g.r.Intn(len(ds))]
		}
		v := local + "@" + d
		if g.fresh(v) {
			return v
		}
	}
}

func (g *G) emailFor(lang string) (person, string) {
	p := g.person(lang)
	return p, g.email(p, g.chance(0.2))
}

// ---------- tokens and secrets ----------

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt() string {
	for {
		alg := g.pick("HS256", "RS256", "ES256", "RS256", "HS512")
		var h string
		switch g.r.Intn(3) {
		case 0:
			h = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
		case 1:
			h = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.rs(alnum, 20))
		default:
			h = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
		}
		iat := 1767225600 + g.n(0, 9000000)
		var p string
		switch g.r.Intn(4) {
		case 0:
			p = fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, g.n(10000, 9999999), g.pick("Jane Carter", "Lukas Becker", "Ana Souza", "Kenji Sato"), iat, iat+3600)
		case 1:
			p = fmt.Sprintf(`{"iss":"https://auth.%s/","sub":"auth0|%s","aud":"https://api.%s","iat":%d,"exp":%d,"scope":"openid profile email read:orders"}`, g.pick("acme.io", "brightpath.io", "lumen-retail.co.uk"), g.rs(hexd, 24), g.pick("acme.io", "brightpath.io"), iat, iat+86400)
		case 2:
			p = fmt.Sprintf(`{"user_id":%d,"role":"%s","tenant":"t_%s","exp":%d}`, g.n(1000, 999999), g.pick("admin", "agent", "customer", "support"), g.rs(lower, 6), iat+900)
		default:
			p = fmt.Sprintf(`{"sub":"%s","email_verified":true,"iat":%d,"exp":%d,"jti":"%s"}`, g.uuid(), iat, iat+1800, g.rs(alnum, 16))
		}
		var sig string
		switch alg {
		case "HS256":
			sig = g.rs(b64u, 43)
		case "HS512":
			sig = g.rs(b64u, 86)
		case "ES256":
			sig = g.rs(b64u, 86)
		default:
			sig = g.rs(b64u, 342)
		}
		v := b64url(h) + "." + b64url(p) + "." + sig
		if g.fresh(v) {
			return v
		}
	}
}

// token returns a fresh secret of a named kind.
func (g *G) token(kind string) string {
	for {
		var v string
		switch kind {
		case "ghp":
			v = "ghp_" + g.strong(alnum, 36)
		case "gho":
			v = "gho_" + g.strong(alnum, 36)
		case "github_pat":
			v = "github_pat_11" + g.rs(upnum, 20) + "_" + g.strong(alnum, 59)
		case "glpat":
			v = "glpat-" + g.strong(alnum+"_-", 20)
		case "xoxb":
			v = fmt.Sprintf("xoxb-%d-%d-%s", g.n(1000000000, 9999999999), int64(g.n(100000000, 999999999))*10000+int64(g.n(1000, 9999)), g.strong(alnum, 24))
		case "xoxp":
			v = fmt.Sprintf("xoxp-%d-%d-%d-%s", g.n(1000000000, 9999999999), g.n(1000000000, 9999999999), g.n(1000000000, 9999999999), g.rs(hexd, 32))
		case "sk_live":
			v = "sk_live_" + g.strong(alnum, g.pick2(24, 99))
		case "rk_live":
			v = "rk_live_" + g.strong(alnum, 99)
		case "sk_test":
			v = "sk_test_" + g.strong(alnum, 99)
		case "openai":
			v = "sk-proj-" + g.strong(alnum+"_-", 74) + "T3BlbkFJ" + g.strong(alnum+"_-", 74)
		case "anthropic":
			v = "sk-ant-api03-" + g.strong(alnum+"_-", 93) + "AA"
		case "npm":
			v = "npm_" + g.strong(alnum, 36)
		case "hf":
			v = "hf_" + g.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)
		case "aws_secret":
			v = g.strong(b64s, 40)
		case "ya29":
			v = "ya29.a0" + g.strong(alnum+"_-", 150)
		case "sendgrid":
			v = "SG." + g.strong(alnum+"_-", 22) + "." + g.strong(alnum+"_-", 43)
		case "twilio":
			v = g.rs(hexd, 32)
		case "opaque":
			v = g.strong(alnum, g.n(32, 64))
		case "opaque_dots":
			v = g.strong(alnum, 24) + "." + g.strong(alnum+"_-", 40)
		case "hex32":
			v = g.rs(hexd, 32)
		case "hex40":
			v = g.rs(hexd, 40)
		case "session":
			v = g.strong(alnum, 32)
		case "shpat":
			v = "shpat_" + g.rs(hexd, 32)
		case "mailgun":
			v = "key-" + g.rs(hexd, 32)
		case "dop":
			v = "dop_v1_" + g.rs(hexd, 64)
		case "dapi":
			v = "dapi" + g.rs(hexd, 32)
		case "telegram":
			v = fmt.Sprintf("%d:AA%s", g.n(1000000000, 7999999999), g.strong(alnum+"_-", 33))
		case "azure_key":
			v = g.strong(b64s, 86) + "=="
		case "apikey":
			v = g.strong(alnum, g.n(32, 48))
		case "sk_generic":
			v = "sk-" + g.strong(alnum, 48)
		case "basic":
			v = ""
		case "pem":
			var lines []string
			for i := 0; i < g.n(4, 7); i++ {
				lines = append(lines, g.rs(b64s, 64))
			}
			v = strings.Join(lines, "\n")
		}
		if g.fresh(v) {
			return v
		}
	}
}

func (g *G) pick2(a, b int) int {
	if g.chance(0.5) {
		return a
	}
	return b
}

var pwWords = []string{"Harbor", "lantern", "Maple", "cobalt", "Falcon", "tundra", "Orchid", "quasar", "Pepper", "meadow", "Nimbus", "granite", "Velvet", "saffron", "Copper", "juniper", "Sierra", "walrus", "Mosaic", "kestrel"}

// password returns a chosen-looking password.
func (g *G) password() string {
	for {
		var v string
		switch g.r.Intn(5) {
		case 0:
			v = g.pick(pwWords...) + g.pick("-", ".", "_", "!") + g.pick(pwWords...) + fmt.Sprint(g.n(10, 99)) + g.pick("!", "?", "#", "$", "")
		case 1:
			v = g.strong(alnum+"!#%&*-_", g.n(12, 20))
		case 2:
			v = g.pick(pwWords...) + fmt.Sprint(g.n(1970, 2026)) + g.pick("!", "#", "@", "*")
		case 3:
			v = strings.ToLower(g.pick(pwWords...)) + fmt.Sprint(g.n(100, 9999)) + g.pick(pwWords...)
		default:
			v = g.strong(alnum, 16)
		}
		if g.fresh(v) {
			return v
		}
	}
}

func (g *G) basicCred(user string) string {
	for {
		v := base64.StdEncoding.EncodeToString([]byte(user + ":" + g.password()))
		if g.fresh(v) {
			return v
		}
	}
}

// ---------- keep (look-alike) generators ----------

func (g *G) uuid() string {
	return g.rs(hexd, 8) + "-" + g.rs(hexd, 4) + "-4" + g.rs(hexd, 3) + "-" + g.pick("8", "9", "a", "b") + g.rs(hexd, 3) + "-" + g.rs(hexd, 12)
}

func (g *G) orderID() string {
	switch g.r.Intn(8) {
	case 0:
		return fmt.Sprintf("ORD-2026-%06d", g.n(1000, 999999))
	case 1:
		return fmt.Sprintf("%03d-%07d-%07d", g.n(111, 999), g.n(1000000, 9999999), g.n(1000000, 9999999))
	case 2:
		return fmt.Sprintf("SO-%d", g.n(100000, 999999))
	case 3:
		return fmt.Sprintf("#%d", g.n(100000, 9999999))
	case 4:
		return fmt.Sprintf("A%d-%d", g.n(10, 99), g.n(10000, 99999))
	case 5:
		return fmt.Sprintf("PO-%d", g.n(4500000000, 4599999999))
	case 6:
		return fmt.Sprintf("WEB%08d", g.n(1, 99999999))
	default:
		return fmt.Sprintf("%d", g.n(10000000, 99999999))
	}
}

func (g *G) invoiceID() string {
	return g.pick(
		fmt.Sprintf("INV-2026-%05d", g.n(1, 99999)),
		fmt.Sprintf("RE-2026-%04d", g.n(1, 9999)),
		fmt.Sprintf("FA2026/%05d", g.n(1, 99999)),
		fmt.Sprintf("F-%d", g.n(100000, 999999)),
		fmt.Sprintf("in_1%s", g.rs(alnum, 23)),
	)
}

func (g *G) ticketID() string {
	return g.pick(
		fmt.Sprintf("#%d", g.n(100000, 999999)),
		fmt.Sprintf("ZD-%d", g.n(10000, 99999)),
		fmt.Sprintf("INC%07d", g.n(1, 9999999)),
		fmt.Sprintf("SUP-%d", g.n(1000, 9999)),
		fmt.Sprintf("CS-2026-%05d", g.n(1, 99999)),
	)
}

func (g *G) date() string {
	y, m, d := 2025+g.r.Intn(2), g.n(1, 12), g.n(1, 28)
	switch g.r.Intn(6) {
	case 0, 1:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 2:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case 3:
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case 4:
		return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", y, m, d, g.n(0, 23), g.n(0, 59), g.n(0, 59))
	default:
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	}
}

func (g *G) isoTS() string {
	return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02d.%03dZ", g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999))
}

func (g *G) timeS() string { return fmt.Sprintf("%02d:%02d", g.n(7, 22), g.n(0, 59)) }

func (g *G) version() string {
	return g.pick(
		fmt.Sprintf("v%d.%d.%d", g.n(1, 9), g.n(0, 30), g.n(0, 40)),
		fmt.Sprintf("%d.%d.%d", g.n(1, 24), g.n(0, 20), g.n(0, 120)),
		fmt.Sprintf("%d.%d.%d-%d-generic", g.n(5, 6), g.n(4, 15), g.n(0, 9), g.n(20, 130)),
		fmt.Sprintf("%d.%d.%d.%d", g.n(1, 12), g.n(0, 9), g.n(100, 9999), g.n(1, 400)),
		fmt.Sprintf("1.8.0_%d", g.n(300, 452)),
	)
}

func (g *G) amount() string {
	return g.pick(
		fmt.Sprintf("$%d.%02d", g.n(5, 2999), g.n(0, 99)),
		fmt.Sprintf("$%d,%03d.%02d", g.n(1, 9), g.n(0, 999), g.n(0, 99)),
		fmt.Sprintf("%d,%02d €", g.n(5, 999), g.n(0, 99)),
		fmt.Sprintf("€%d.%02d", g.n(5, 999), g.n(0, 99)),
		fmt.Sprintf("R$ %d,%02d", g.n(10, 4999), g.n(0, 99)),
		fmt.Sprintf("¥%d,%03d", g.n(1, 99), g.n(0, 999)),
		fmt.Sprintf("£%d.%02d", g.n(5, 999), g.n(0, 99)),
		fmt.Sprintf("%d.%03d,%02d €", g.n(1, 9), g.n(0, 999), g.n(0, 99)),
		fmt.Sprintf("₹%d,%03d", g.n(1, 99), g.n(0, 999)),
	)
}

func (g *G) ip() string {
	return g.pick(
		fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254)),
		fmt.Sprintf("192.168.%d.%d", g.n(0, 20), g.n(1, 254)),
		fmt.Sprintf("203.0.113.%d", g.n(1, 254)),
		fmt.Sprintf("198.51.100.%d", g.n(1, 254)),
		fmt.Sprintf("172.%d.%d.%d", g.n(16, 31), g.n(0, 255), g.n(1, 254)),
		fmt.Sprintf("2001:db8:%x::%x", g.n(1, 65535), g.n(1, 65535)),
	)
}

func (g *G) sha(n int) string { return g.rs(hexd, n) }

func (g *G) tracking() string {
	return g.pick(
		"1Z"+g.rs(upnum, 6)+g.rs(digits, 10),
		"9400 "+g.rs(digits, 4)+" "+g.rs(digits, 4)+" "+g.rs(digits, 4)+" "+g.rs(digits, 4)+" "+g.rs(digits, 2),
		"94001"+g.rs(digits, 17),
		g.rs(digits, 12),
		"JJD"+g.rs(digits, 18),
		g.pick("LX", "RR", "CP", "LB")+g.rs(digits, 9)+g.pick("CN", "DE", "NL", "BR", "JP"),
		"00340434"+g.rs(digits, 12),
	)
}

func (g *G) ext() string {
	return g.pick(fmt.Sprintf("ext. %d", g.n(100, 9999)), fmt.Sprintf("x%d", g.n(100, 999)), fmt.Sprintf("ext %d", g.n(10, 999)), fmt.Sprintf("Durchwahl %d", g.n(10, 999)), fmt.Sprintf("poste %d", g.n(100, 999)))
}

func (g *G) akia() string { return "AKIA" + g.rs(upnum, 16) }
func (g *G) pkLive() string {
	return g.pick("pk_live_", "pk_test_") + g.strong(alnum, 24)
}

func (g *G) maskedCard() string {
	return g.pick("**** **** **** "+g.rs(digits, 4), "•••• "+g.rs(digits, 4), "XXXX-XXXX-XXXX-"+g.rs(digits, 4), g.rs(digits, 6)+"******"+g.rs(digits, 4))
}

func (g *G) epochMs() string { return fmt.Sprintf("17%d", g.n(60000000, 99999999)) + g.rs(digits, 3) }

func (g *G) snowflake() string {
	return fmt.Sprintf("1%d", g.n(100000000, 999999999)) + g.rs(digits, 9)
}

func (g *G) placeholderPhone() string {
	return g.pick("(555) 555-5555", "+1 (___) ___-____", "000-000-0000", "+49 000 0000000", "XXX-XXX-XXXX", "+44 7XXX XXXXXX", "06 XX XX XX XX")
}

func (g *G) placeholderToken() string {
	return g.pick("<token>", "$TOKEN", "${API_TOKEN}", "YOUR_API_KEY", "<your-access-token>", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "xoxb-your-token-here", "{{access_token}}", "REDACTED", "********")
}

func (g *G) placeholderEmail() string {
	return g.pick("<email>", "{{customer.email}}", "[email protected]", "%EMAIL%", "user@<domain>", "{email}", "$USER_EMAIL")
}
