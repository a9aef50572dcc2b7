package main

import (
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
)

// B collects the labels of one query while a template builds its text.
type B struct {
	r    *rand.Rand
	pii  []Span
	keep []string
}

// P labels v as PII of family f and returns it.
func (b *B) P(f, v string) string { b.pii = append(b.pii, Span{f, v}); return v }

// K marks v as a look-alike that must survive, and returns it.
func (b *B) K(v string) string { b.keep = append(b.keep, v); return v }

func (b *B) n(k int) int              { return b.r.Intn(k) }
func (b *B) in(lo, hi int) int        { return lo + b.r.Intn(hi-lo+1) }
func (b *B) coin() bool               { return b.r.Intn(2) == 0 }
func (b *B) pct(p int) bool           { return b.r.Intn(100) < p }
func (b *B) pick(xs ...string) string { return xs[b.r.Intn(len(xs))] }
func (b *B) pk(xs []string) string    { return xs[b.r.Intn(len(xs))] }

func (b *B) digits(k int) string {
	var sb strings.Builder
	for i := 0; i < k; i++ {
		sb.WriteByte(byte('0' + b.r.Intn(10)))
	}
	return sb.String()
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const upnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
const hexd = "0123456789abcdef"
const b64u = alnum + "-_"

func (b *B) from(set string, k int) string {
	var sb strings.Builder
	for i := 0; i < k; i++ {
		sb.WriteByte(set[b.r.Intn(len(set))])
	}
	return sb.String()
}

// mixed returns a random string from set that holds at least one digit and
// one capital, as generated secrets do.
func (b *B) mixed(set string, k int) string {
	for {
		s := b.from(set, k)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
			return s
		}
	}
}

// ---- people ----

type Person struct {
	First, Last   string // as written in the locale
	FirstL, LastL string // ASCII-ish, for addresses
	Loc           *Loc
}

func (p Person) Full() string {
	switch p.Loc.ID {
	case "ja-JP", "zh-CN", "ko-KR":
		if p.Loc.ID == "ja-JP" {
			return p.Last + " " + p.First
		}
		return p.Last + p.First
	case "hu-HU":
		return p.Last + " " + p.First
	}
	return p.First + " " + p.Last
}

func (b *B) person(l *Loc) Person {
	i := b.n(len(l.First))
	j := b.n(len(l.Last))
	p := Person{First: l.First[i], Last: l.Last[j], Loc: l}
	if l.FirstL != nil {
		p.FirstL, p.LastL = l.FirstL[i], l.LastL[j]
	} else {
		p.FirstL, p.LastL = ascii(p.First), ascii(p.Last)
	}
	return p
}

var deacc = strings.NewReplacer("á", "a", "à", "a", "â", "a", "ä", "ae", "ã", "a", "å", "a", "é", "e", "è", "e", "ê", "e", "ë", "e", "í", "i", "ì", "i", "î", "i", "ï", "i", "ó", "o", "ò", "o", "ô", "o", "ö", "oe", "õ", "o", "ú", "u", "ù", "u", "û", "u", "ü", "ue", "ñ", "n", "ç", "c", "ß", "ss", "ł", "l", "ś", "s", "ź", "z", "ż", "z", "ą", "a", "ę", "e", "ć", "c", "ń", "n",
	"ı", "i", "ş", "s", "ğ", "g", "İ", "i", "Ş", "s", "Ç", "c", "Ö", "o", "Ü", "u", "É", "e", "Á", "a", "Í", "i", "Ó", "o", "Ú", "u", "Ł", "l", "Ś", "s", "Ż", "z",
	"đ", "d", "Đ", "d", "ạ", "a", "ả", "a", "ấ", "a", "ầ", "a", "ậ", "a", "ắ", "a", "ằ", "a", "ặ", "a", "ơ", "o", "ờ", "o", "ở", "o", "ợ", "o", "ư", "u", "ừ", "u", "ứ", "u", "ữ", "u", "ự", "u", "ọ", "o", "ỏ", "o", "ố", "o", "ồ", "o", "ộ", "o", "ễ", "e", "ệ", "e", "ể", "e", "ị", "i", "ỉ", "i", "ụ", "u", "ủ", "u", "ỳ", "y", "ỹ", "y", "ă", "a", "ư", "u", "ế", "e", "ề", "e", "ũ", "u", "ĩ", "i",
	"'", "", " ", "", "Ø", "o", "ø", "o", "æ", "ae")

func ascii(s string) string {
	s = deacc.Replace(strings.ToLower(s))
	var sb strings.Builder
	for _, r := range s {
		if r < 128 && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// emailOf makes a private address for p and labels it.
func (b *B) email(p Person) string {
	f, l := p.FirstL, p.LastL
	if f == "" {
		f = "user"
	}
	var local string
	switch b.n(9) {
	case 0:
		local = f + "." + l
	case 1:
		local = f + l
	case 2:
		local = f[:1] + "." + l
	case 3:
		local = f + "_" + l + fmt.Sprint(b.in(1, 99))
	case 4:
		local = l + "." + f
	case 5:
		local = f + "." + l + fmt.Sprint(b.in(60, 99))
	case 6:
		local = f[:1] + l + fmt.Sprint(b.in(1, 2005))
	case 7:
		local = f + "-" + l
	default:
		local = f + fmt.Sprint(b.in(10, 999))
	}
	dom := b.pk(p.Loc.Mail)
	if dom == "qq.com" && b.coin() {
		local = fmt.Sprint(b.in(10000000, 2999999999))
	}
	if b.pct(8) {
		local = strings.ToUpper(local[:1]) + local[1:]
	}
	return b.P("email", local+"@"+dom)
}

func (b *B) orgEmail(o Org, role string) string {
	return b.P("email", role+"@"+o.Domain)
}

// ---- phones ----

func (b *B) fillPattern(pat string, l *Loc) string {
	var sb strings.Builder
	for _, c := range pat {
		switch c {
		case 'N':
			sb.WriteByte(byte('0' + b.n(10)))
		case 'M':
			sb.WriteByte(byte('2' + b.n(8)))
		case 'Z':
			sb.WriteByte(byte('1' + b.n(9)))
		case 'A':
			sb.WriteString(b.pk(l.Areas))
		default:
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

// phoneRaw returns a phone in ASCII digits, unlabelled.
func (b *B) phoneRaw(l *Loc) string {
	for {
		s := b.fillPattern(b.pk(l.Phones), l)
		if !strings.Contains(s, "555-01") && !strings.Contains(s, "555 01") {
			return s
		}
	}
}

// phone labels and returns a phone of the locale, in its digits when
// native is set and the locale writes other digits.
func (b *B) phone(l *Loc) string { return b.P("phone", b.phoneRaw(l)) }

// phoneIntlRaw returns a number written with its country code.
func (b *B) phoneIntlRaw(l *Loc) string {
	var ps []string
	for _, p := range l.Phones {
		if strings.HasPrefix(p, "+") {
			ps = append(ps, p)
		}
	}
	return b.fillPattern(b.pk(ps), l)
}

func (b *B) phoneIntl(l *Loc) string { return b.P("phone", b.phoneIntlRaw(l)) }

func (b *B) phoneNative(l *Loc) string {
	s := b.phoneRaw(l)
	if l.Digits != "" && b.pct(60) {
		s = nat(s, l.Digits)
	}
	return b.P("phone", s)
}

var digitSets = map[string][]rune{
	"arab": []rune("٠١٢٣٤٥٦٧٨٩"),
	"pers": []rune("۰۱۲۳۴۵۶۷۸۹"),
	"deva": []rune("०१२३४५६७८९"),
	"thai": []rune("๐๑๒๓๔๕๖๗๘๙"),
	"full": []rune("０１２３４５６７８９"),
}

// nat writes the ASCII digits of s in another digit system.
func nat(s, sys string) string {
	set, ok := digitSets[sys]
	if !ok {
		return s
	}
	var sb strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			sb.WriteRune(set[r-'0'])
		case sys == "full" && r == '-':
			sb.WriteRune('－')
		case sys == "full" && r == '+':
			sb.WriteRune('＋')
		default:
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// ---- cards ----

func luhnOK(d string) bool {
	sum, alt := 0, false
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if alt {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		alt = !alt
	}
	return sum%10 == 0
}

func issuerOK(d string) bool {
	p2 := d[:2]
	switch {
	case d[0] == '4':
		return true
	case p2 >= "51" && p2 <= "55", d[:4] >= "2221" && d[:4] <= "2720":
		return true
	case p2 == "34" || p2 == "37":
		return true
	case strings.HasPrefix(d, "6011") || p2 == "65" || p2 == "64" || p2 == "62" || p2 == "60" || p2 == "63" || p2 == "67" || p2 == "50" || p2 == "56" || p2 == "57" || p2 == "58":
		return true
	case d[:4] >= "3528" && d[:4] <= "3589":
		return true
	case d[:4] >= "2200" && d[:4] <= "2204":
		return true
	case p2 == "36" || p2 == "38" || p2 == "30" || p2 == "81" || p2 == "82" || strings.HasPrefix(d, "9792"):
		return true
	}
	return false
}

type brand struct {
	name   string
	prefix []string
	length int
}

var brands = []brand{
	{"Visa", []string{"4"}, 16}, {"Visa", []string{"4"}, 16}, {"Visa", []string{"4"}, 16},
	{"Mastercard", []string{"51", "52", "53", "54", "55", "2221", "2304", "2511", "2720"}, 16}, {"Mastercard", []string{"53", "54", "55"}, 16},
	{"American Express", []string{"34", "37"}, 15},
	{"Discover", []string{"6011", "65"}, 16},
	{"JCB", []string{"3528", "3540", "3566", "3589"}, 16},
	{"UnionPay", []string{"622126", "6250", "6282"}, 16},
	{"Maestro", []string{"6759", "5018", "6304"}, 16},
	{"Mir", []string{"2200", "2202", "2204"}, 16},
	{"RuPay", []string{"6521", "6080", "8172"}, 16},
	{"Troy", []string{"9792"}, 16},
	{"Diners Club", []string{"36", "38"}, 14},
	{"Visa", []string{"4"}, 19},
}

func (b *B) cardDigits(br brand) string {
	for {
		d := b.pk(br.prefix)
		d += b.digits(br.length - 1 - len(d))
		for c := 0; c < 10; c++ {
			x := d + string(rune('0'+c))
			if luhnOK(x) {
				d = x
				break
			}
		}
		if len(d) == br.length && issuerOK(d) {
			return d
		}
	}
}

func (b *B) brandFor(l *Loc) brand {
	switch l.ID {
	case "ru-RU":
		if b.coin() {
			return brands[10]
		}
	case "hi-IN":
		if b.coin() {
			return brands[11]
		}
	case "tr-TR":
		if b.coin() {
			return brands[12]
		}
	case "zh-CN":
		if b.coin() {
			return brands[8]
		}
	case "ja-JP":
		if b.coin() {
			return brands[7]
		}
	}
	return brands[b.n(len(brands))]
}

// card formats a fresh card number and labels it; it also returns its
// brand and last four digits.
func (b *B) card(l *Loc) (string, string, string) {
	br := b.brandFor(l)
	d := b.cardDigits(br)
	var s string
	switch {
	case br.length == 15 && b.pct(70):
		s = d[:4] + " " + d[4:10] + " " + d[10:]
	case br.length == 14 && b.coin():
		s = d[:4] + " " + d[4:10] + " " + d[10:]
	case br.length == 16 && b.pct(75):
		sep := b.pick(" ", " ", " ", "-")
		s = d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
	default:
		s = d
	}
	return b.P("credit_card", s), br.name, d[len(d)-4:]
}

// ---- SSN / ITIN ----

func (b *B) ssnDigits() (string, string, string) {
	for {
		a := b.in(1, 899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", b.in(1, 99)), fmt.Sprintf("%04d", b.in(1, 9999))
	}
}

func (b *B) ssn() string {
	a, g, s := b.ssnDigits()
	switch b.n(10) {
	case 0, 1:
		return b.P("ssn", a+" "+g+" "+s)
	case 2:
		return b.P("ssn", a+g+s)
	}
	return b.P("ssn", a+"-"+g+"-"+s)
}

func (b *B) itin() string {
	groups := []int{50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99}
	v := fmt.Sprintf("9%02d-%02d-%04d", b.n(100), groups[b.n(len(groups))], b.in(1, 9999))
	return b.P("ssn", v)
}

// ---- secrets ----

func (b *B) stripeSK() string {
	return b.P("bearer", "sk_live_51"+b.mixed(alnum, b.in(30, 40)))
}
func (b *B) stripeRK() string { return b.P("bearer", "rk_live_51"+b.mixed(alnum, 40)) }
func (b *B) whsec() string    { return b.P("bearer", "whsec_"+b.mixed(alnum, 32)) }
func (b *B) mailchimpKey() string {
	return b.P("bearer", b.from(hexd, 32)+"-us"+fmt.Sprint(b.in(2, 21)))
}
func (b *B) eventbriteToken() string { return b.P("bearer", b.mixed(upnum, 20)) }
func (b *B) gocardlessToken() string {
	return b.P("bearer", "live_"+b.mixed(alnum+"-_", 40))
}
func (b *B) twilioToken() string { return b.P("bearer", b.from(hexd, 32)) }
func (b *B) sendgrid() string {
	return b.P("bearer", "SG."+b.mixed(b64u, 22)+"."+b.mixed(b64u, 43))
}
func (b *B) telegramBot() string {
	return b.P("bearer", fmt.Sprint(b.in(1000000000, 7999999999))+":AA"+b.mixed(b64u, 33))
}
func (b *B) airtablePAT() string {
	return b.P("bearer", "pat"+b.mixed(alnum, 14)+"."+b.from(hexd, 64))
}
func (b *B) notion() string    { return b.P("bearer", "ntn_"+b.mixed(alnum, 46)) }
func (b *B) ghp() string       { return b.P("bearer", "ghp_"+b.mixed(alnum, 36)) }
func (b *B) openai() string    { return b.P("bearer", "sk-proj-"+b.mixed(b64u, 48)) }
func (b *B) squareTok() string { return b.P("bearer", "EAAA"+b.mixed(b64u, 60)) }
func (b *B) metaTok() string   { return b.P("bearer", "EAAG"+b.mixed(alnum, 150)) }
func (b *B) brevo() string {
	return b.P("bearer", "xkeysib-"+b.from(hexd, 64)+"-"+b.mixed(alnum, 16))
}
func (b *B) mailgun() string { return b.P("bearer", "key-"+b.from(hexd, 32)) }
func (b *B) wpAppPass() string {
	g := []string{}
	for i := 0; i < 6; i++ {
		g = append(g, b.from(alnum, 4))
	}
	return b.P("bearer", strings.Join(g, " "))
}
func (b *B) paypalSecret() string { return b.P("bearer", "E"+b.mixed(b64u, 79)) }
func (b *B) opaque(k int) string  { return b.P("bearer", b.mixed(alnum, k)) }
func (b *B) slackHook() (string, string) {
	sec := b.mixed(alnum, 24)
	url := "https://hooks.slack.com/services/T0" + b.from(upnum, 8) + "/B0" + b.from(upnum, 9) + "/" + sec
	return url, b.P("bearer", sec)
}
func (b *B) basicAuth(user, pass string) string {
	return b.P("bearer", base64.StdEncoding.EncodeToString([]byte(user+":"+pass)))
}

var pwWords = []string{"Bluebell", "Harvest", "Lantern", "Kestrel", "Meadow", "Orchard", "Tandem", "Juniper", "Sparrow", "Willow", "Pavilion", "Marigold", "Saffron", "Riverside", "Hopscotch", "Thistle", "Badger", "Quarry"}

// password returns a chosen-looking password (unlabelled).
func (b *B) passwordRaw() string {
	w := b.pk(pwWords)
	switch b.n(5) {
	case 0:
		return w + b.pick("!", "#", "$", "*", "?") + fmt.Sprint(b.in(1990, 2026))
	case 1:
		return strings.ToLower(w) + fmt.Sprint(b.in(10, 999)) + b.pick("!", "", "&", "@")
	case 2:
		return w + "-" + b.pk(pwWords) + "-" + fmt.Sprint(b.in(1, 99))
	case 3:
		return b.mixed(alnum+"!#%*", b.in(12, 18))
	}
	return strings.ToUpper(w[:1]) + b.from("abcdefghijkmnpqrstuvwxyz", 5) + fmt.Sprint(b.in(100, 9999)) + b.pick(".", "!", "_")
}
func (b *B) password() string { return b.P("bearer", b.passwordRaw()) }

// ---- JWT ----

func b64url(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (b *B) jwtRaw(payload string) string {
	var h string
	var sig int
	switch b.n(3) {
	case 0:
		h, sig = `{"alg":"HS256","typ":"JWT"}`, 43
	case 1:
		h, sig = fmt.Sprintf(`{"alg":"RS256","kid":"%s","typ":"JWT"}`, b.from(alnum, 16)), 342
	default:
		h, sig = `{"typ":"JWT","alg":"ES256"}`, 86
	}
	return b64url(h) + "." + b64url(payload) + "." + b.from(b64u, sig)
}

func (b *B) jwt(payload string) string { return b.P("jwt", b.jwtRaw(payload)) }

func (b *B) ticketJWT() string {
	iat := b.in(1700000000, 1760000000)
	p := fmt.Sprintf(`{"sub":"att_%s","evt":"%s","tier":"%s","seat":"%s%d","iat":%d,"exp":%d}`,
		b.from(alnum, 10), b.pick("spring-gala-24", "fun-run-2025", "xmas-fair", "quiz-night-07", "summer-fete"), b.pick("GA", "VIP", "CONC", "CHILD"), b.pick("A", "B", "C", "F", "K"), b.in(1, 30), iat, iat+86400*b.in(2, 90))
	return b.jwt(p)
}

func (b *B) sessionJWT(email string) string {
	iat := b.in(1700000000, 1760000000)
	p := fmt.Sprintf(`{"iss":"https://auth.%s","sub":"%d","role":"%s","iat":%d,"exp":%d}`, b.pick("checkinapp.io", "rotaplanner.com", "clubhub.app", "volunteerdesk.org"), b.in(10000, 999999), b.pick("volunteer", "admin", "steward", "coach", "treasurer"), iat, iat+3600)
	_ = email
	return b.jwt(p)
}

// ---- look-alikes (labelled keep by the caller) ----

func (b *B) ukPostcode() string {
	areas := []string{"LS6", "BS3", "M14", "NR2", "CF24", "G12", "YO10", "BN2", "S11", "EX4", "RG1", "SK4", "E17", "SE15", "N16"}
	return b.pk(areas) + " " + fmt.Sprint(b.in(1, 9)) + b.from("ABDEFGHJLNPQRSTUWXYZ", 2)
}

func (b *B) sortCode() string {
	return fmt.Sprintf("%02d-%02d-%02d", b.in(10, 99), b.in(0, 99), b.in(0, 99))
}

func (b *B) charityNo() string {
	switch b.n(4) {
	case 0:
		return fmt.Sprintf("SC0%05d", b.in(10000, 52000))
	case 1:
		return fmt.Sprintf("CHY %d", b.in(10000, 23000))
	}
	return fmt.Sprint(b.in(1000000, 1209999))
}

func (b *B) date(l *Loc, y, m, d int) string {
	switch l.DateFmt {
	case 1:
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case 2:
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case 3:
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case 4:
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	case 5:
		return fmt.Sprintf("%d.%02d.%02d", y, m, d)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

func (b *B) rdate(l *Loc) string {
	return b.date(l, b.in(2023, 2026), b.in(1, 12), b.in(1, 28))
}

func (b *B) iso() string {
	return fmt.Sprintf("%d-%02d-%02d", b.in(2023, 2026), b.in(1, 12), b.in(1, 28))
}

func (b *B) isoTS() string {
	return fmt.Sprintf("%sT%02d:%02d:%02dZ", b.iso(), b.in(0, 23), b.in(0, 59), b.in(0, 59))
}

func (b *B) hm() string { return fmt.Sprintf("%02d:%02d", b.in(6, 21), 5*b.n(12)) }

func money(l *Loc, amt int) string {
	whole, cents := amt/100, amt%100
	switch l.Cur {
	case "£", "$", "R$", "₹", "₱", "KSh":
		if l.ID == "pt-BR" {
			return fmt.Sprintf("R$ %d,%02d", whole, cents)
		}
		return fmt.Sprintf("%s%d.%02d", l.Cur, whole, cents)
	case "€":
		if l.ID == "en-IE" {
			return fmt.Sprintf("€%d.%02d", whole, cents)
		}
		return fmt.Sprintf("%d,%02d €", whole, cents)
	case "円", "원", "₫", "Rp", "тенге":
		return fmt.Sprintf("%d%s", whole*100, l.Cur)
	case "¥":
		return fmt.Sprintf("¥%d", whole)
	}
	return fmt.Sprintf("%d,%02d %s", whole, cents, l.Cur)
}

func (b *B) amount(l *Loc, lo, hi int) string { return money(l, b.in(lo, hi)*100+5*b.n(2)*10) }

func (b *B) loc(ids ...string) *Loc {
	if len(ids) == 0 {
		return locs[b.n(len(locs))]
	}
	return locByID(b.pk(ids))
}

func lab(l *Loc, k string) string {
	if l.Lab != nil {
		if v, ok := l.Lab[k]; ok {
			return v
		}
	}
	return enLab[k]
}

func (b *B) org() Org { return orgs[b.n(len(orgs))] }

func (b *B) street(l *Loc) string {
	s := b.pk(l.Streets)
	switch l.ID {
	case "en-GB", "en-US", "en-CA", "en-AU", "en-IE", "tl-PH", "fr-FR", "sw-KE", "ja-JP", "zh-CN", "ko-KR":
		if l.ID == "ja-JP" || l.ID == "zh-CN" || l.ID == "ko-KR" {
			return s
		}
		return fmt.Sprintf("%d %s", b.in(1, 240), s)
	}
	return fmt.Sprintf("%s %d", s, b.in(1, 240))
}
