package main

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
)

var r = rand.New(rand.NewPCG(45, 20250045))

func pick[T any](xs ...T) T { return xs[r.IntN(len(xs))] }
func pl[T any](xs []T) T    { return xs[r.IntN(len(xs))] }
func chance(p float64) bool { return r.Float64() < p }
func rng(lo, hi int) int    { return lo + r.IntN(hi-lo+1) }

func rd(n int) string {
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.WriteByte(byte('0' + r.IntN(10)))
	}
	return sb.String()
}
func rdNZ(n int) string { return strconv.Itoa(1+r.IntN(9)) + rd(n-1) }

const (
	hexL  = "0123456789abcdef"
	hexU  = "0123456789ABCDEF"
	b62   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upper = "ABCDEFGHJKLMNPQRSTUVWXYZ"
	upNum = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
	lowN  = "abcdefghijklmnopqrstuvwxyz0123456789"
	b64u  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
)

func rs(n int, set string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[r.IntN(len(set))]
	}
	return string(b)
}

// rsMixed makes a random secret that has digits and capitals in several places.
func rsMixed(n int, set string) string {
	for {
		s := rs(n, set)
		d, u := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
			if c >= 'A' && c <= 'Z' {
				u++
			}
		}
		if d >= 2 && (u >= 2 || !strings.ContainsAny(set, "ABC")) {
			return s
		}
	}
}

// ---------- Luhn / cards ----------

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

func luhnComplete(prefix string, length int) string {
	s := prefix + rd(length-len(prefix)-1)
	for c := 0; c < 10; c++ {
		t := s + strconv.Itoa(c)
		if luhnOK(t) {
			return t
		}
	}
	panic("luhn")
}

func pre(d string, n int) int { v, _ := strconv.Atoi(d[:n]); return v }

// cardLike is generous: any issuer prefix for that length plus Luhn.
// Used both to validate labelled cards and to keep look-alikes away from them.
func issuerOK(d string) bool {
	l := len(d)
	if l < 13 || l > 19 {
		return false
	}
	p1, p2, p3, p4 := pre(d, 1), pre(d, 2), pre(d, 3), pre(d, 4)
	switch {
	case p1 == 4 && (l == 13 || l == 16 || l == 19):
		return true
	case p2 >= 51 && p2 <= 55 && l == 16:
		return true
	case p4 >= 2221 && p4 <= 2720 && l == 16:
		return true
	case (p2 == 34 || p2 == 37) && l == 15:
		return true
	case (p4 == 6011 || (p3 >= 644 && p3 <= 649) || p2 == 65) && l >= 16:
		return true
	case p4 >= 3528 && p4 <= 3589 && l >= 16:
		return true
	case (p2 == 36 || p2 == 38 || p2 == 39 || (p3 >= 300 && p3 <= 305)) && l >= 14:
		return true
	case p2 == 62 && l >= 16:
		return true
	case (p2 == 50 || (p2 >= 56 && p2 <= 69)) && l >= 13:
		return true
	case p4 >= 2200 && p4 <= 2204 && l >= 16:
		return true
	case p4 == 9792 && l == 16:
		return true
	case (p2 == 81 || p2 == 82 || p2 == 60 || p3 == 508) && l == 16:
		return true
	case p1 == 1 && l == 15: // UATP
		return true
	}
	return false
}
func cardLike(d string) bool { return issuerOK(d) && luhnOK(d) }

type card struct{ digits, shown, brand string }

func newCard(loc string) card {
	type iss struct {
		brand  string
		prefix func() string
		length int
	}
	all := []iss{
		{"Visa", func() string { return "4" + rd(5) }, 16},
		{"Visa", func() string { return pick("4147", "4266", "4532", "4916", "4485", "4024", "4556", "4263") + rd(2) }, 16},
		{"Mastercard", func() string { return strconv.Itoa(rng(51, 55)) + rd(4) }, 16},
		{"Mastercard", func() string { return strconv.Itoa(rng(2221, 2720)) + rd(2) }, 16},
		{"Amex", func() string { return pick("34", "37") + rd(4) }, 15},
		{"Discover", func() string { return pick("6011", "6445", "6500", "6541", "6559") + rd(2) }, 16},
		{"JCB", func() string { return strconv.Itoa(rng(3528, 3589)) + rd(2) }, 16},
		{"Diners", func() string { return pick("36", "3056", "3852") + rd(2) }, 14},
		{"UnionPay", func() string { return pick("6212", "6222", "6228", "6259", "6250") + rd(2) }, 16},
		{"UnionPay", func() string { return pick("6217", "6214", "6228") + rd(2) }, 19},
		{"Maestro", func() string { return pick("6759", "5018", "5020", "5038", "6304") + rd(2) }, 16},
		{"Elo", func() string { return pick("636368", "504175", "451416", "438935", "506699") }, 16},
		{"Hipercard", func() string { return "606282" }, 16},
		{"Troy", func() string { return "9792" + rd(2) }, 16},
		{"RuPay", func() string { return pick("6521", "6522", "6070", "6081", "5085") + rd(2) }, 16},
		{"Mir", func() string { return "220" + strconv.Itoa(r.IntN(5)) + rd(2) }, 16},
	}
	var choices []iss
	addB := func(b ...string) {
		for _, x := range all {
			for _, y := range b {
				if x.brand == y {
					choices = append(choices, x)
				}
			}
		}
	}
	addB("Visa", "Mastercard", "Visa", "Mastercard", "Amex")
	switch loc {
	case "en-US":
		addB("Discover", "Amex", "Diners")
	case "ja":
		addB("JCB", "JCB", "JCB")
	case "zh":
		addB("UnionPay", "UnionPay", "UnionPay")
	case "pt-BR":
		addB("Elo", "Hipercard", "Elo")
	case "tr":
		addB("Troy", "Troy")
	case "hi":
		addB("RuPay", "RuPay")
	case "ko":
		addB("UnionPay", "JCB")
	case "de", "nl", "it", "es", "fr", "pl", "en-GB":
		addB("Maestro")
	}
	c := pl(choices)
	d := luhnComplete(c.prefix(), c.length)
	return card{d, fmtCard(d), c.brand}
}

func groups(d string, g ...int) []string {
	var out []string
	i := 0
	for _, n := range g {
		out = append(out, d[i:i+n])
		i += n
	}
	if i < len(d) {
		out = append(out, d[i:])
	}
	return out
}

func fmtCard(d string) string {
	sep := pick(" ", " ", " ", "-", "", "")
	switch len(d) {
	case 15:
		if sep == "" {
			return d
		}
		return strings.Join(groups(d, 4, 6, 5), sep)
	case 14:
		if sep == "" {
			return d
		}
		return strings.Join(groups(d, 4, 6, 4), sep)
	case 19:
		if sep == "" {
			return d
		}
		return strings.Join(groups(d, 4, 4, 4, 4, 3), sep)
	}
	if sep == "" {
		return d
	}
	return strings.Join(groups(d, 4, 4, 4, 4), sep)
}

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	var a int
	for {
		a = rng(1, 899)
		if a != 666 {
			break
		}
	}
	return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", rng(1, 99)), fmt.Sprintf("%04d", rng(1, 9999))
}
func itinParts() (string, string, string) {
	g := pick(rng(50, 65), rng(70, 88), rng(90, 92), rng(94, 99))
	return fmt.Sprintf("9%02d", r.IntN(100)), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", rng(1, 9999))
}

func validSSN(v string) (bool, string) {
	d := strings.Map(func(c rune) rune {
		if c >= '0' && c <= '9' {
			return c
		}
		return -1
	}, v)
	if len(d) != 9 {
		return false, "len"
	}
	a, g, s := d[:3], d[3:5], d[5:]
	if a == "000" || a == "666" || g == "00" || s == "0000" {
		return false, "zero/666"
	}
	if a[0] == '9' {
		gi, _ := strconv.Atoi(g)
		if !((gi >= 50 && gi <= 65) || (gi >= 70 && gi <= 88) || (gi >= 90 && gi <= 92) || (gi >= 94 && gi <= 99)) {
			return false, "itin group"
		}
	}
	return true, ""
}

// ---------- JWT / tokens ----------

func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func newJWT(iss, sub string) string {
	alg := pick("HS256", "RS256", "ES256", "HS256")
	h := pick(`{"alg":"`+alg+`","typ":"JWT"}`, `{"typ":"JWT","alg":"`+alg+`"}`, `{"alg":"`+alg+`","kid":"`+rs(8, lowN)+`","typ":"JWT"}`)
	iat := 1717000000 + r.IntN(40000000)
	p := fmt.Sprintf(`{"iss":"%s","sub":"%s","iat":%d,"exp":%d,"jti":"%s"}`, iss, sub, iat, iat+pick(60, 300, 3600, 86400), rs(16, hexL))
	if chance(0.4) {
		p = fmt.Sprintf(`{"iss":"%s","dest":"%s","aud":"%s","sub":"%s","exp":%d,"nbf":%d,"iat":%d,"jti":"%s","sid":"%s"}`, iss, strings.TrimSuffix(iss, "/admin"), rs(32, hexL), sub, iat+60, iat, iat, uuid(), rs(64, hexL))
	}
	sl := 43
	if alg == "RS256" {
		sl = 342
	} else if alg == "ES256" {
		sl = 86
	}
	return b64(h) + "." + b64(p) + "." + rs(sl, b64u)
}

func uuid() string {
	return rs(8, hexL) + "-" + rs(4, hexL) + "-4" + rs(3, hexL) + "-" + pick("8", "9", "a", "b") + rs(3, hexL) + "-" + rs(12, hexL)
}

type tok struct{ v, kind string }

func newToken() tok {
	switch r.IntN(17) {
	case 0:
		return tok{"shpat_" + rs(32, hexL), "shopify"}
	case 1:
		return tok{"sk_live_" + rsMixed(pick(24, 99), b62), "stripe"}
	case 2:
		return tok{"rk_live_" + rsMixed(pick(24, 99), b62), "stripe_rk"}
	case 3:
		return tok{"ck_" + rs(40, hexL), "woo_ck"}
	case 4:
		return tok{"cs_" + rs(40, hexL), "woo_cs"}
	case 5:
		return tok{"amzn1.oa2-cs.v1." + rs(64, hexL), "lwa_secret"}
	case 6:
		return tok{"Atzr|IwEBI" + rsMixed(180, b62+"-_"), "lwa_refresh"}
	case 7:
		return tok{"Atza|IwEBI" + rsMixed(120, b62+"-_"), "lwa_access"}
	case 8:
		return tok{"v^1.1#i^1#p^3#r^1#f^0#I^3#t^H4sIAAAAAAAAA" + rsMixed(140, b62+"+/") + "==", "ebay"}
	case 9:
		return tok{"EAAA" + rsMixed(60, b62+"-_"), "square"}
	case 10:
		return tok{rs(32, hexL) + "-us" + strconv.Itoa(rng(1, 21)), "mailchimp"}
	case 11:
		return tok{"SG." + rsMixed(22, b62+"-_") + "." + rsMixed(43, b62+"-_"), "sendgrid"}
	case 12:
		return tok{"shpss_" + rs(32, hexL), "shopify_ss"}
	case 13:
		return tok{"whsec_" + rsMixed(32, b62), "whsec"}
	case 14:
		return tok{rsMixed(31, lowN), "bigcommerce"}
	case 15:
		return tok{"A21AA" + rsMixed(92, b62+"-_"), "paypal"}
	default:
		return tok{"ghp_" + rsMixed(36, b62), "github"}
	}
}

// ---------- GTIN etc (never card-like) ----------

func gs1Check(body string) string {
	sum := 0
	for i := len(body) - 1; i >= 0; i-- {
		n := int(body[i] - '0')
		if (len(body)-1-i)%2 == 0 {
			sum += 3 * n
		} else {
			sum += n
		}
	}
	return strconv.Itoa((10 - sum%10) % 10)
}

func ean13(prefix string) string {
	for {
		b := prefix + rd(12-len(prefix))
		e := b + gs1Check(b)
		if !cardLike(e) {
			return e
		}
	}
}
func upcA() string {
	b := pick("0", "0", "1", "6", "7", "8") + rd(10)
	return b + gs1Check(b)
}

// safeNum: n random digits, first non-zero, not card-like
func safeNum(n int) string {
	for {
		s := rdNZ(n)
		if !cardLike(s) {
			return s
		}
	}
}

func amazonOID(p string) string { return p + "-" + rd(7) + "-" + rd(7) }
func asin() string              { return "B0" + rs(8, upNum) }
func upsTrk() string {
	return "1Z" + rs(6, upNum) + pick("01", "02", "03", "12", "13", "42") + rd(8)
}
func upsSpaced(t string) string {
	return t[:2] + " " + t[2:5] + " " + t[5:8] + " " + t[8:10] + " " + t[10:14] + " " + t[14:]
}
func fedex() string { return safeNum(12) }
func usps() string {
	for {
		d := pick("9400", "9205", "9261", "9274", "9361") + rd(18)
		gs := groups(d, 4, 4, 4, 4, 4)
		if !anyCardWindow(gs) {
			if chance(0.5) {
				return strings.Join(gs, " ")
			}
			return d
		}
	}
}
func s10(pfx, cc string) string { return pfx + rd(9) + cc } // UPU S10 (check digit not enforced)
func dhl10() string             { return safeNum(10) }

func anyCardWindow(gs []string) bool {
	for i := range gs {
		s := ""
		for j := i; j < len(gs); j++ {
			s += gs[j]
			if cardLike(s) {
				return true
			}
		}
	}
	return false
}

// ---------- scanning helpers for validation ----------

var reRun = regexp.MustCompile(`\d+(?:[ \-]\d+)*`)
var reSSN = regexp.MustCompile(`(?:^|[^\d-])(\d{3}-\d{2}-\d{4})(?:$|[^\d-])`)

// unlabelledCard reports a card-like digit window not covered by a labelled card.
func unlabelledCard(q string, labelled []string) string {
	for _, m := range reRun.FindAllString(q, -1) {
		gs := regexp.MustCompile(`[ \-]`).Split(m, -1)
		for i := range gs {
			s := ""
			for j := i; j < len(gs); j++ {
				s += gs[j]
				if len(s) > 19 {
					break
				}
				if cardLike(s) {
					ok := false
					for _, l := range labelled {
						if strings.Contains(onlyDigits(l), s) || strings.Contains(s, onlyDigits(l)) {
							ok = true
						}
					}
					if !ok {
						return s
					}
				}
			}
		}
	}
	return ""
}

func onlyDigits(s string) string {
	return strings.Map(func(c rune) rune {
		if c >= '0' && c <= '9' {
			return c
		}
		return -1
	}, s)
}
