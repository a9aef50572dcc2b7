package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"strings"
)

var r = rand.New(rand.NewPCG(49, 4949))

func pick[T any](xs []T) T  { return xs[r.IntN(len(xs))] }
func chance(p float64) bool { return r.Float64() < p }
func rint(a, b int) int     { return a + r.IntN(b-a+1) }

func digits(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + r.IntN(10)))
	}
	return sb.String()
}

// nd: n digits, first not zero, not a run of one digit
func nd(n int) string {
	for {
		s := string(byte('1'+r.IntN(9))) + digits(n-1)
		if n < 3 || strings.Count(s, s[:1]) < n-1 {
			return s
		}
	}
}

func alnum(n int, set string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.IntN(len(set))]
	}
	return string(b)
}

const up = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
const pnrSet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
const b62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const hexs = "0123456789abcdef"

func pnr() string {
	for {
		s := alnum(6, pnrSet)
		if strings.ContainsAny(s, "23456789") && strings.ContainsAny(s, up) {
			return s
		}
	}
}

func luhnOK(s string) bool {
	sum, dbl := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if dbl {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		dbl = !dbl
	}
	return sum%10 == 0
}

// lookalike digit strings that must never be Luhn-valid cards
func lk(n int) string {
	for {
		s := nd(n)
		if n >= 12 && luhnOK(s) {
			continue
		}
		return s
	}
}

type airline struct{ code, num, name, hub string }

var airlines = []airline{
	{"BA", "125", "British Airways", "LHR"}, {"LH", "220", "Lufthansa", "FRA"}, {"AF", "057", "Air France", "CDG"},
	{"KL", "074", "KLM", "AMS"}, {"IB", "075", "Iberia", "MAD"}, {"AZ", "055", "ITA Airways", "FCO"},
	{"TK", "235", "Turkish Airlines", "IST"}, {"EK", "176", "Emirates", "DXB"}, {"QR", "157", "Qatar Airways", "DOH"},
	{"JL", "131", "Japan Airlines", "HND"}, {"NH", "205", "ANA", "NRT"}, {"CA", "999", "Air China", "PEK"},
	{"KE", "180", "Korean Air", "ICN"}, {"TG", "217", "Thai Airways", "BKK"}, {"SU", "555", "Aeroflot", "SVO"},
	{"UA", "016", "United", "EWR"}, {"AA", "001", "American", "DFW"}, {"DL", "006", "Delta", "ATL"}, {"LA", "045", "LATAM", "GRU"},
}
var airports = []string{"LHR", "JFK", "CDG", "FRA", "MUC", "AMS", "MAD", "BCN", "FCO", "MXP", "IST", "DXB", "DOH", "HND", "NRT", "KIX", "PEK", "PVG", "ICN", "BKK", "HKT", "SVO", "EWR", "LAX", "SFO", "ORD", "GRU", "GIG", "LIS", "ATH", "SIN", "CPT", "MIA", "BOS"}
var months = []string{"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"}
var monthsEn = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

func ticket(a airline) string {
	s := lk(10)
	switch r.IntN(4) {
	case 0:
		return a.num + "-" + s
	case 1:
		return a.num + s
	case 2:
		return a.num + " " + s
	}
	return "ETKT " + a.num + " " + s
}
func flight(a airline) string {
	n := rint(1, 2999)
	switch r.IntN(3) {
	case 0:
		return fmt.Sprintf("%s%d", a.code, n)
	case 1:
		return fmt.Sprintf("%s %d", a.code, n)
	}
	return fmt.Sprintf("%s%04d", a.code, n)
}

type date struct{ y, m, d int }

func rdate() date           { return date{2026, rint(1, 12), rint(1, 28)} }
func (d date) gds() string  { return fmt.Sprintf("%02d%s", d.d, months[d.m-1]) }
func (d date) gdsY() string { return fmt.Sprintf("%02d%s%02d", d.d, months[d.m-1], d.y%100) }
func (d date) iso() string  { return fmt.Sprintf("%d-%02d-%02d", d.y, d.m, d.d) }
func (d date) eu() string   { return fmt.Sprintf("%02d/%02d/%d", d.d, d.m, d.y) }
func (d date) us() string   { return fmt.Sprintf("%02d/%02d/%d", d.m, d.d, d.y) }
func (d date) de() string   { return fmt.Sprintf("%02d.%02d.%d", d.d, d.m, d.y) }
func (d date) ja() string   { return fmt.Sprintf("%d年%d月%d日", d.y, d.m, d.d) }
func (d date) en() string   { return fmt.Sprintf("%d %s %d", d.d, monthsEn[d.m-1][:3], d.y) }
func (d date) enUS() string { return fmt.Sprintf("%s %d, %d", monthsEn[d.m-1], d.d, d.y) }
func (d date) any() string {
	return pick([]func() string{d.gds, d.iso, d.eu, d.us, d.de, d.en, d.enUS, d.gdsY})()
}
func (d date) plus(n int) date {
	d.d += n
	for d.d < 1 {
		d.d += 28
		d.m--
		if d.m < 1 {
			d.m = 12
			d.y--
		}
	}
	for d.d > 28 {
		d.d -= 28
		d.m++
		if d.m > 12 {
			d.m = 1
			d.y++
		}
	}
	return d
}
func hhmm() string {
	return fmt.Sprintf("%02d%02d", rint(0, 23), pick([]int{0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55}))
}
func hcolon() string {
	return fmt.Sprintf("%02d:%02d", rint(5, 23), pick([]int{0, 5, 10, 15, 20, 30, 35, 40, 45, 50, 55}))
}
func seat() string { return fmt.Sprintf("%d%c", rint(1, 58), "ABCDEFHJK"[r.IntN(9)]) }
func room() string { return fmt.Sprintf("%d%02d", rint(1, 28), rint(1, 40)) }

func price() string {
	a := rint(80, 4800)
	c := rint(0, 99)
	switch r.IntN(10) {
	case 0:
		return fmt.Sprintf("EUR %d.%03d,%02d", a/1000+1, a%1000, c)
	case 1:
		return fmt.Sprintf("GBP %d.%02d", a, c)
	case 2:
		return fmt.Sprintf("USD %d,%03d.%02d", a/1000+1, a%1000, c)
	case 3:
		return fmt.Sprintf("¥%d,%03d", a/10+3, r.IntN(1000))
	case 4:
		return fmt.Sprintf("R$ %d.%03d,%02d", a/1000+1, a%1000, c)
	case 5:
		return fmt.Sprintf("฿%d,%03d", a/100+2, r.IntN(1000))
	case 6:
		return fmt.Sprintf("%d,%02d €", a, c)
	case 7:
		return fmt.Sprintf("AED %d,%03d.00", a/1000+1, r.IntN(1000))
	case 8:
		return fmt.Sprintf("%d %03d,%02d ₽", a/10+5, r.IntN(1000), c)
	}
	return fmt.Sprintf("₺%d.%03d,%02d", a/100+1, r.IntN(1000), c)
}

func passport(cc string) string {
	switch cc {
	case "GBR", "USA":
		return lk(9)
	case "DEU":
		return "C" + alnum(8, "CFGHJKLMNPRTVWXYZ0123456789")
	case "FRA":
		return digits(2) + alnum(2, up) + digits(5)
	case "JPN":
		return alnum(2, "TMR") + digits(7)
	case "CHN":
		return "E" + digits(8)
	case "KOR":
		return "M" + digits(8)
	case "BRA":
		return alnum(2, up) + digits(6)
	case "ITA":
		return "YA" + digits(7)
	case "TUR":
		return "U" + digits(8)
	case "RUS":
		return digits(2) + " " + digits(7)
	case "THA":
		return "AA" + digits(7)
	case "NLD":
		return "NW" + alnum(2, up) + digits(4) + alnum(1, up)
	}
	return alnum(2, up) + digits(7)
}

func bagFile(st string, al airline) string { return st + al.code + digits(5) }

// ---- cards
type issuer struct {
	name   string
	pre    func() string
	length int
	gds    string
}

var issuers = []issuer{
	{"Visa", func() string { return "4" + digits(3) }, 16, "VI"},
	{"Visa", func() string { return "4" + digits(3) }, 16, "VI"},
	{"Mastercard", func() string { return fmt.Sprint(rint(51, 55)) }, 16, "CA"},
	{"Mastercard", func() string { return fmt.Sprint(rint(2221, 2720)) }, 16, "CA"},
	{"American Express", func() string { return pick([]string{"34", "37"}) }, 15, "AX"},
	{"Discover", func() string { return pick([]string{"6011", "65" + digits(2)}) }, 16, "DS"},
	{"JCB", func() string { return fmt.Sprint(rint(3528, 3589)) }, 16, "JC"},
	{"Diners Club", func() string { return "36" }, 14, "DC"},
	{"UnionPay", func() string { return "62" + fmt.Sprint(rint(2126, 2925))[:2] }, 16, "UP"},
	{"UnionPay", func() string { return "62" + fmt.Sprint(rint(2126, 2925))[:2] }, 19, "UP"},
	{"Mir", func() string { return fmt.Sprint(rint(2200, 2204)) }, 16, "MR"},
}

func cardNum(is issuer) string {
	p := is.pre()
	s := p + digits(is.length-len(p)-1)
	for c := 0; c < 10; c++ {
		t := s + string(byte('0'+c))
		if luhnOK(t) {
			return t
		}
	}
	panic("luhn")
}

func groupCard(s string, sep string) string {
	var g []int
	switch len(s) {
	case 15:
		g = []int{4, 6, 5}
	case 14:
		g = []int{4, 6, 4}
	case 19:
		g = []int{6, 13}
	default:
		g = []int{4, 4, 4, 4}
	}
	var parts []string
	i := 0
	for _, n := range g {
		parts = append(parts, s[i:i+n])
		i += n
	}
	return strings.Join(parts, sep)
}

// returns issuer, formatted card
func card() (issuer, string) {
	is := pick(issuers)
	n := cardNum(is)
	switch r.IntN(5) {
	case 0, 1:
		return is, groupCard(n, " ")
	case 2:
		return is, groupCard(n, "-")
	}
	return is, n
}
func masked(is issuer) string {
	l := digits(4)
	return pick([]string{"**** **** **** " + l, "XXXXXXXXXXXX" + l, "xxxx-xxxx-xxxx-" + l, "•••• " + l, "ending in " + l, "************" + l})
}
func expiry() string { return fmt.Sprintf("%02d/%02d", rint(1, 12), rint(26, 31)) }

// ---- secrets
func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt() string {
	h := pick([]string{`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","kid":"` + alnum(8, hexs) + `","typ":"JWT"}`, `{"typ":"JWT","alg":"ES256"}`})
	iat := 1767000000 + r.IntN(20000000)
	p := pick([]string{
		fmt.Sprintf(`{"sub":"%s","iss":"https://auth.%s","aud":"booking-api","iat":%d,"exp":%d}`, alnum(12, b62), pick([]string{"travelhub.io", "channelx.net", "ota-partner.com", "pms.cloud"}), iat, iat+3600),
		fmt.Sprintf(`{"hotel_id":%d,"scope":"reservations:read rates:write","iat":%d}`, rint(10000, 999999), iat),
		fmt.Sprintf(`{"agent":"%s","pcc":"%s","roles":["ticketing"],"exp":%d}`, alnum(6, up), alnum(4, up+"0123456789"), iat+7200),
	})
	sig := make([]byte, 32)
	for i := range sig {
		sig[i] = byte(r.IntN(256))
	}
	return b64u(h) + "." + b64u(p) + "." + base64.RawURLEncoding.EncodeToString(sig)
}

func tok(n int) string {
	for {
		s := alnum(n, b62)
		if strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, up) && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") {
			return s
		}
	}
}
func hexTok(n int) string { return alnum(n, hexs) }
func password() string {
	w := pick([]string{"Sunset", "Harbor", "Riviera", "Lagoon", "Alpine", "Kyoto", "Marina", "Palmeira", "Bosporus", "Tulpen", "Azur", "Dolce"})
	return w + pick([]string{"#", "!", "_", "$", "."}) + fmt.Sprint(rint(2019, 2027)) + alnum(2, "abcdefghjkmnpqrstuvwxyz")
}

// ---- SSN / ITIN
func ssn() string {
	for {
		a := rint(1, 899)
		if a == 666 {
			continue
		}
		return fmt.Sprintf("%03d-%02d-%04d", a, rint(1, 99), rint(1, 9999))
	}
}
func itin() string {
	g := pick([]int{rint(50, 65), rint(70, 88), rint(90, 92), rint(94, 99)})
	return fmt.Sprintf("9%02d-%02d-%04d", rint(0, 99), g, rint(1, 9999))
}
