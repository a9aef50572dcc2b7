package main

import (
	"encoding/base64"
	"fmt"
	"math/big"
	"math/rand"
	"strconv"
	"strings"
)

var r = rand.New(rand.NewSource(35))

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Rec struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type B struct {
	sb    strings.Builder
	pii   []PII
	keep  []string
	allow []string
}

// KA: a keep whose digits may pass Luhn by design (IMEI, ICCID, EAN): exempt from the stray-card check
func (b *B) KA(s string) { b.K(s); b.allow = append(b.allow, s) }

func (b *B) T(s string, a ...any) {
	if len(a) > 0 {
		s = fmt.Sprintf(s, a...)
	}
	b.sb.WriteString(s)
}
func (b *B) P(f, v string) { b.sb.WriteString(v); b.pii = append(b.pii, PII{f, v}) }
func (b *B) K(s string, a ...any) {
	if len(a) > 0 {
		s = fmt.Sprintf(s, a...)
	}
	b.sb.WriteString(s)
	if len(s) >= 6 {
		b.keep = append(b.keep, s)
	}
}

func pick[T any](xs ...T) T    { return xs[r.Intn(len(xs))] }
func pickS(xs []string) string { return xs[r.Intn(len(xs))] }
func rng(a, b int) int         { return a + r.Intn(b-a+1) }
func chance(p float64) bool    { return r.Float64() < p }

func dig(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}
func digNZ(n int) string  { return strconv.Itoa(rng(1, 9)) + dig(n-1) }
func pad(n, w int) string { return fmt.Sprintf("%0*d", w, n) }

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const upnum = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

func randFrom(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.Intn(len(set))]
	}
	return string(b)
}

// secret body: mixed, at least 2 digits, 2 upper, 2 lower, no long repeats.
func secret(set string, n int) string {
	for {
		s := randFrom(set, n)
		d, u, l := 0, 0, 0
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			case c >= 'a' && c <= 'z':
				l++
			}
		}
		ls := strings.ToLower(s)
		if d >= 2 && (u >= 2 || !strings.ContainsAny(set, "ABC")) && (l >= 2 || !strings.ContainsAny(set, "abc")) &&
			!strings.Contains(ls, "example") && !strings.Contains(ls, "your") && !strings.Contains(ls, "here") && !strings.Contains(ls, "xxxx") && !strings.Contains(ls, "test") && !strings.Contains(ls, "token") {
			return s
		}
	}
}

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

func luhnFill(prefix string, n int) string {
	s := prefix + dig(n-len(prefix)-1)
	for c := byte('0'); c <= '9'; c++ {
		if luhnOK(s + string(c)) {
			return s + string(c)
		}
	}
	panic("luhn")
}
func luhnBad(prefix string, n int) string {
	s := luhnFill(prefix, n)
	last := s[len(s)-1]
	nl := byte('0' + (int(last-'0')+rng(1, 9))%10)
	return s[:len(s)-1] + string(nl)
}

func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// ---------- cards ----------
type cardNet struct {
	name   string
	prefix func() string
	lens   []int
}

func rangeP(a, b int) func() string    { return func() string { return strconv.Itoa(rng(a, b)) } }
func listP(xs ...string) func() string { return func() string { return pickS(xs) } }

var nets = []cardNet{
	{"Visa", listP("4"), []int{16, 16, 16, 16, 16, 13, 19}},
	{"Mastercard", func() string {
		if chance(0.4) {
			return strconv.Itoa(rng(2221, 2720))
		}
		return strconv.Itoa(rng(51, 55))
	}, []int{16}},
	{"Amex", listP("34", "37"), []int{15}},
	{"Discover", func() string {
		switch r.Intn(4) {
		case 0:
			return "6011"
		case 1:
			return strconv.Itoa(rng(644, 649))
		case 2:
			return "65"
		}
		return strconv.Itoa(rng(622126, 622925))
	}, []int{16, 16, 16, 19}},
	{"JCB", rangeP(3528, 3589), []int{16, 16, 16, 19}},
	{"Diners Club", func() string {
		if chance(0.6) {
			return "36"
		}
		return strconv.Itoa(rng(300, 305))
	}, []int{14}},
	{"UnionPay", listP("62", "621", "623", "624", "625", "6212"), []int{16, 16, 17, 18, 19}},
	{"Maestro", listP("5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"), []int{16, 16, 16, 16, 19, 19, 18, 13, 12}},
	{"RuPay", listP("6521", "6522", "508", "607", "6079", "8172"), []int{16}},
	{"Mir", rangeP(2200, 2204), []int{16, 16, 16, 19}},
	{"Troy", listP("9792"), []int{16}},
	{"Elo", listP("401178", "401179", "431274", "438935", "451416", "457393", "457631", "457632", "504175", "506722", "509048", "509067", "627780", "636297", "636368", "650031", "650485", "651652"), []int{16}},
	{"Hipercard", listP("606282", "384100", "384140", "384160"), []int{16}},
	{"Verve", func() string {
		if chance(0.6) {
			return strconv.Itoa(rng(506099, 506198))
		}
		return strconv.Itoa(rng(650002, 650027))
	}, []int{16, 16, 19, 18}},
}

func netByName(n string) cardNet {
	for _, x := range nets {
		if x.name == n {
			return x
		}
	}
	panic(n)
}

// returns digits and network name
func cardDigits(netName string) (string, string) {
	var n cardNet
	if netName == "" {
		// weight common networks
		w := []string{"Visa", "Visa", "Visa", "Mastercard", "Mastercard", "Mastercard", "Amex", "Amex", "Discover", "JCB", "Diners Club", "UnionPay", "Maestro", "RuPay", "Mir", "Troy", "Elo", "Hipercard", "Verve"}
		n = netByName(pickS(w))
	} else {
		n = netByName(netName)
	}
	l := n.lens[r.Intn(len(n.lens))]
	for {
		d := luhnFill(n.prefix(), l)
		if !boringDigits(d) {
			return d, n.name
		}
	}
}

func boringDigits(d string) bool {
	// long runs of the same digit look like placeholders
	run := 1
	for i := 1; i < len(d); i++ {
		if d[i] == d[i-1] {
			run++
			if run >= 5 {
				return true
			}
		} else {
			run = 1
		}
	}
	return false
}

func groupBy(d string, sizes []int, sep string) string {
	var parts []string
	i := 0
	for _, s := range sizes {
		if i+s > len(d) {
			break
		}
		parts = append(parts, d[i:i+s])
		i += s
	}
	if i < len(d) {
		parts = append(parts, d[i:])
	}
	return strings.Join(parts, sep)
}

func fmtCard(d string) string {
	sep := pick(" ", " ", "-", "")
	if sep == "" {
		return d
	}
	switch len(d) {
	case 15:
		return groupBy(d, []int{4, 6, 5}, sep)
	case 14:
		return groupBy(d, []int{4, 6, 4}, sep)
	case 13:
		if chance(0.5) {
			return d
		}
		return groupBy(d, []int{4, 4, 5}, sep)
	case 12:
		return groupBy(d, []int{4, 4, 4}, sep)
	case 16:
		return groupBy(d, []int{4, 4, 4, 4}, sep)
	case 19:
		if chance(0.3) {
			return d
		}
		return groupBy(d, []int{4, 4, 4, 4, 3}, sep)
	}
	return d // 17/18 plain
}

func pfxIn(d string, lo, hi int) bool {
	w := len(strconv.Itoa(lo))
	if len(d) < w {
		return false
	}
	v, _ := strconv.Atoi(d[:w])
	return v >= lo && v <= hi
}

func isCardNumber(d string) bool {
	if !luhnOK(d) {
		return false
	}
	l := len(d)
	in := func(ls ...int) bool {
		for _, x := range ls {
			if x == l {
				return true
			}
		}
		return false
	}
	switch {
	case d[0] == '4' && in(13, 16, 19):
		return true
	case (pfxIn(d, 51, 55) || pfxIn(d, 2221, 2720)) && in(16):
		return true
	case (pfxIn(d, 34, 34) || pfxIn(d, 37, 37)) && in(15):
		return true
	case (pfxIn(d, 6011, 6011) || pfxIn(d, 644, 649) || pfxIn(d, 65, 65) || pfxIn(d, 622126, 622925)) && in(16, 17, 18, 19):
		return true
	case pfxIn(d, 3528, 3589) && in(16, 17, 18, 19):
		return true
	case (pfxIn(d, 36, 36) || pfxIn(d, 300, 305) || pfxIn(d, 38, 39)) && in(14, 16):
		return true
	case pfxIn(d, 62, 62) && in(16, 17, 18, 19):
		return true
	case (pfxIn(d, 50, 50) || pfxIn(d, 56, 69)) && in(12, 13, 14, 15, 16, 17, 18, 19):
		return true // Maestro and the 6-series
	case (pfxIn(d, 81, 82) || pfxIn(d, 508, 508) || pfxIn(d, 60, 60)) && in(16):
		return true
	case pfxIn(d, 2200, 2204) && in(16, 17, 18, 19):
		return true
	case pfxIn(d, 9792, 9792) && in(16):
		return true
	case pfxIn(d, 3841, 3841) && in(16, 19):
		return true
	case pfxIn(d, 1, 1) && in(15):
		return true // UATP
	}
	return false
}

// any digit run (ignoring single spaces/dashes) that is card-valid
func containsCardLike(s string) bool {
	d := onlyDigits(s)
	for l := 12; l <= 19; l++ {
		for i := 0; i+l <= len(d); i++ {
			if isCardNumber(d[i : i+l]) {
				return true
			}
		}
	}
	return false
}

func cardMasked(d string) string {
	last4 := d[len(d)-4:]
	switch r.Intn(6) {
	case 0:
		return d[:6] + strings.Repeat("*", len(d)-10) + last4
	case 1:
		return "**** **** **** " + last4
	case 2:
		return "XXXX-XXXX-XXXX-" + last4
	case 3:
		return d[:4] + " " + d[4:6] + "** **** " + last4
	case 4:
		return "************" + last4
	}
	return d[:6] + "XXXXXX" + last4
}

// ---------- SSN ----------
func ssnParts() (string, string, string) {
	for {
		a := rng(1, 899)
		if a == 666 {
			continue
		}
		g := rng(1, 99)
		s := rng(1, 9999)
		as, gs, ss := pad(a, 3), pad(g, 2), pad(s, 4)
		if as+gs+ss == "078051120" || as+gs+ss == "219099999" {
			continue
		}
		return as, gs, ss
	}
}
func itinParts() (string, string, string) {
	gs := []int{}
	for g := 50; g <= 99; g++ {
		if (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94 {
			gs = append(gs, g)
		}
	}
	return pad(rng(900, 999), 3), pad(gs[r.Intn(len(gs))], 2), pad(rng(1, 9999), 4)
}
func ssnValid(d string) bool {
	if len(d) != 9 {
		return false
	}
	a, _ := strconv.Atoi(d[:3])
	g, _ := strconv.Atoi(d[3:5])
	s, _ := strconv.Atoi(d[5:])
	if g == 0 || s == 0 || a == 0 || a == 666 {
		return false
	}
	if a >= 900 {
		return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94
	}
	return true
}
func fmtSSN(a, g, s string, style int) string {
	switch style {
	case 0:
		return a + "-" + g + "-" + s
	case 1:
		return a + " " + g + " " + s
	case 2:
		return a + g + s
	case 3:
		return a + "." + g + "." + s
	}
	return a + "–" + g + "–" + s
}

// style: dashed mostly when no strong label
func ssnAny(labelled bool) string {
	a, g, s := ssnParts()
	if !labelled {
		return fmtSSN(a, g, s, 0)
	}
	return fmtSSN(a, g, s, pick(0, 0, 0, 1, 2, 2, 3, 4))
}
func maskedSSN() string {
	l4 := pad(rng(1, 9999), 4)
	return pick("***-**-", "XXX-XX-", "xxx-xx-", "*** ** ") + l4
}
func invalidSSN() string {
	switch r.Intn(4) {
	case 0:
		return "000-" + pad(rng(1, 99), 2) + "-" + pad(rng(1, 9999), 4)
	case 1:
		return "666-" + pad(rng(1, 99), 2) + "-" + pad(rng(1, 9999), 4)
	case 2:
		return pad(rng(1, 899), 3) + "-00-" + pad(rng(1, 9999), 4)
	}
	return pad(rng(900, 999), 3) + "-" + pad(rng(10, 49), 2) + "-" + pad(rng(1, 9999), 4)
}

// ---------- US look-alikes ----------
var einPfx = []int{1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99}

func ein() string { return pad(einPfx[r.Intn(len(einPfx))], 2) + "-" + dig(7) }

func aba() string {
	pf := pick(rng(1, 12), rng(21, 32), rng(61, 72), 80)
	for {
		d := pad(pf, 2) + dig(6)
		w := []int{3, 7, 1, 3, 7, 1, 3, 7}
		s := 0
		for i := 0; i < 8; i++ {
			s += int(d[i]-'0') * w[i]
		}
		c := (10 - s%10) % 10
		return d + strconv.Itoa(c)
	}
}
func acct() string {
	for {
		s := dig(rng(8, 12))
		if !containsCardLike(s) {
			return s
		}
	}
}
func npi() string {
	p := pick("1", "2") + dig(8)
	full := luhnFill("80840"+p, 15)
	return full[5:]
}
func ndc() string {
	return pick(pad(rng(1, 99999), 5)+"-"+dig(4)+"-"+dig(2), dig(4)+"-"+dig(4)+"-"+dig(2), pad(rng(1, 99999), 5)+"-"+dig(3)+"-"+dig(2))
}

// ---------- IBAN ----------
func ibanCheck(cc, bban string) string {
	re := bban + cc + "00"
	var num strings.Builder
	for _, c := range re {
		if c >= 'A' && c <= 'Z' {
			num.WriteString(strconv.Itoa(int(c-'A') + 10))
		} else {
			num.WriteRune(c)
		}
	}
	n := new(big.Int)
	n.SetString(num.String(), 10)
	m := new(big.Int).Mod(n, big.NewInt(97)).Int64()
	return pad(int(98-m), 2)
}

var ibanSpec = map[string]func() string{
	"DE": func() string { return dig(18) },
	"GB": func() string { return pick("NWBK", "BARC", "HBUK", "LOYD") + dig(14) },
	"FR": func() string { return dig(23) },
	"ES": func() string { return dig(20) },
	"IT": func() string { return randFrom("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + dig(22) },
	"NL": func() string { return pick("ABNA", "INGB", "RABO") + dig(10) },
	"PL": func() string { return dig(24) },
	"PT": func() string { return dig(21) },
	"BE": func() string { return dig(12) },
	"CH": func() string { return dig(17) },
	"TR": func() string { return dig(5) + "0" + dig(16) },
	"SA": func() string { return dig(20) },
	"AE": func() string { return dig(19) },
	"BR": func() string { return dig(23) + "C1" },
	"AT": func() string { return dig(16) },
	"IE": func() string { return pick("AIBK", "BOFI") + dig(14) },
}

func iban(cc string) string {
	if cc == "" {
		keys := []string{"DE", "GB", "FR", "ES", "IT", "NL", "PL", "PT", "BE", "CH", "TR", "SA", "AE", "BR", "AT", "IE"}
		cc = pickS(keys)
	}
	bb := ibanSpec[cc]()
	raw := cc + ibanCheck(cc, bb) + bb
	if chance(0.6) {
		return groupBy(raw, []int{4, 4, 4, 4, 4, 4, 4, 4}, " ")
	}
	return raw
}
func bic() string {
	return pick("DEUTDEFF", "COBADEFF", "BNPAFRPP", "CAIXESBB", "BSCHESMM", "UNCRITMM", "INGBNL2A", "ABNANL2A", "PKOPPLPW", "BCOMPTPL", "NWBKGB2L", "BARCGB22", "CHASUS33", "BOFAUS3N", "ISBKTRIS", "NBADAEAA", "ICICINBB", "BKCHCNBJ", "MHCBJPJT", "HVBKKRSE") + pick("", "XXX", "500")
}

// ---------- misc ids ----------
func noCard(f func() string) string {
	for {
		s := f()
		if !containsCardLike(s) {
			return s
		}
	}
}
func arn() string { return noCard(func() string { return pick("2", "7", "8") + dig(22) }) }
func msTS() string {
	return strconv.FormatInt(int64(rng(1735689600, 1798761600))*1000+int64(r.Intn(1000)), 10)
}
func orderNum() string { return noCard(func() string { return digNZ(rng(8, 12)) }) }
func giftCard() string {
	d := luhnBad(pick("6006", "7777", "6035", "6039"), pick(16, 19))
	if chance(0.5) {
		return groupBy(d, []int{4, 4, 4, 4, 4}, " ")
	}
	return d
}
func authCode() string { return pick(randFrom("ABCDEF0123456789", 6), dig(6)) }
func txnID() string {
	return pick("txn_"+secret(alnum, 24), "ch_3"+secret(alnum, 23), "pi_3"+secret(alnum, 23), "TXN-"+dig(4)+"-"+dig(8), noCard(func() string { return digNZ(14) }))
}
func tracking() string {
	switch r.Intn(4) {
	case 0:
		return "1Z" + randFrom(upnum, 6) + dig(10)
	case 1:
		return noCard(func() string { return groupBy("7"+dig(11), []int{4, 4, 4}, " ") })
	case 2:
		return groupBy("9400"+dig(18), []int{4, 4, 4, 4, 4, 2}, " ")
	}
	return "JD" + dig(18)
}
func pnr() string { return randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + randFrom(upnum, 5) }

var airlines = []string{"016", "001", "006", "125", "057", "220", "074", "176", "157", "235", "160", "131", "180", "098", "999", "618", "081"}

func eticket() string {
	a := pickS(airlines)
	n := dig(10)
	return pick(a+"-"+n, a+n, a+" "+n)
}
func passport() string {
	return pick(pick("5", "6", "4")+dig(8), "C"+randFrom(upnum, 8), randFrom("ABCDEFGHJKLMNPRSTUVWXYZ", 2)+dig(7), "X"+dig(7))
}
func amountUS() string {
	n := rng(10, 99999)
	if chance(0.1) {
		n = rng(100000, 2500000)
	}
	return "$" + commas(n) + "." + dig(2)
}
func commas(n int) string {
	s := strconv.Itoa(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, ",")
}
func dotsEU(n int) string { return strings.ReplaceAll(commas(n), ",", ".") }
func dateISO() string     { return fmt.Sprintf("%d-%02d-%02d", rng(2024, 2026), rng(1, 12), rng(1, 28)) }
func dob() string {
	y, m, d := rng(1950, 2004), rng(1, 12), rng(1, 28)
	return pick(fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%d-%02d-%02d", y, m, d))
}
func empID() string { return pick("E"+dig(5), "EMP-"+dig(6), "A"+dig(6), "WD"+dig(7)) }

// ---------- JWT / bearer ----------
func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func jwt() string {
	h := pick(`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","kid":"`+secret(alnum, 12)+`","typ":"JWT"}`, `{"typ":"JWT","alg":"ES256"}`)
	p := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, pick("usr_", "cus_", "emp_")+secret(alnum, 10), rng(1735689600, 1790000000), rng(1790000000, 1800000000), pick("payments:read", "payroll:write", "claims", "bookings"))
	sig := secret(alnum+"-_", pick(43, 86, 342))
	return b64u(h) + "." + b64u(p) + "." + sig
}
func opaqueToken() string {
	switch r.Intn(4) {
	case 0:
		return secret(alnum, rng(32, 48))
	case 1:
		return secret(alnum+"-_", 40)
	case 2:
		return secret(alnum+"+/", 44) + "=="[:rng(0, 2)]
	}
	return strings.ToLower(secret("abcdef0123456789", 40))
}
func vendorSecret() (string, string) {
	switch r.Intn(9) {
	case 0:
		return "GITHUB_TOKEN", "ghp_" + secret(alnum, 36)
	case 1:
		return "STRIPE_SECRET_KEY", "sk_live_" + secret(alnum, rng(24, 99))
	case 2:
		return "SLACK_BOT_TOKEN", "xoxb-" + digNZ(12) + "-" + digNZ(13) + "-" + secret(alnum, 24)
	case 3:
		return "GITLAB_TOKEN", "glpat-" + secret(alnum+"-_", 20)
	case 4:
		return "NPM_TOKEN", "npm_" + secret(alnum, 36)
	case 5:
		return "HF_TOKEN", "hf_" + secret(alnum, 34)
	case 6:
		return "OPENAI_API_KEY", "sk-proj-" + secret(alnum+"-_", 48)
	case 7:
		return "STRIPE_RESTRICTED_KEY", "rk_live_" + secret(alnum, 24)
	}
	return "GITHUB_PAT", "github_pat_" + secret(alnum, 22) + "_" + secret(alnum, 59)
}

func strconvI(n int) string { return strconv.Itoa(n) }
