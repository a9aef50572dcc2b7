package main

import (
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
)

const (
	upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower = "abcdefghijklmnopqrstuvwxyz"
	digs  = "0123456789"
	hexs  = "0123456789abcdef"
	alnum = upper + lower + digs
	b64u  = alnum + "-_"
)

func (g *G) from(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.n(len(set))]
	}
	return string(b)
}

// secret-ish: ensure at least 2 digits and mixed case for alnum
func (g *G) alnumS(n int) string {
	for {
		s := g.from(alnum, n)
		d, u, l := 0, 0, 0
		for _, c := range s {
			switch {
			case c >= '0' && c <= '9':
				d++
			case c >= 'A' && c <= 'Z':
				u++
			default:
				l++
			}
		}
		if d >= 2 && u >= 2 && l >= 2 {
			return s
		}
	}
}
func (g *G) hex(n int) string { return g.from(hexs, n) }
func (g *G) uuid() string {
	h := g.hex(32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[g.n(4)]) + h[17:20] + "-" + h[20:]
}
func (g *G) UP(n int) string { return g.from(upper+digs, n) }

// ---------- cards ----------
func luhnCheck(s string) byte {
	sum := 0
	dbl := true
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
	return byte('0' + (10-sum%10)%10)
}
func luhnOK(s string) bool { return luhnCheck(s[:len(s)-1]) == s[len(s)-1] }

type issuer struct {
	name   string
	pre    []string
	length []int
}

var issuers = []issuer{
	{"Visa", []string{"4", "4147", "4152", "4213", "4539", "4026", "4761", "4984", "4190", "4599"}, []int{16, 16, 16, 13}},
	{"Mastercard", []string{"51", "52", "53", "54", "55", "2221", "2306", "2720", "5399", "5425"}, []int{16}},
	{"Verve", []string{"506099", "506105", "506118", "506146", "650002", "650021"}, []int{16, 19, 19}},
	{"RuPay", []string{"6071", "6080", "6521", "6522", "8172", "8201", "5085"}, []int{16}},
	{"Elo", []string{"636368", "504175", "438935", "451416", "636297", "509069", "650485"}, []int{16}},
	{"Hipercard", []string{"606282", "384100"}, []int{16, 19}},
	{"UnionPay", []string{"62", "6212", "6250", "6288"}, []int{16, 19}},
	{"JCB", []string{"3528", "3540", "3566", "3589"}, []int{16}},
	{"Amex", []string{"34", "37"}, []int{15}},
}

func (g *G) cardNum(iss string) (string, string) {
	var is issuer
	if iss == "" {
		is = issuers[g.n(len(issuers))]
	} else {
		for _, x := range issuers {
			if x.name == iss {
				is = x
			}
		}
	}
	p := g.pk(is.pre)
	L := is.length[g.n(len(is.length))]
	body := p + g.dig(L-1-len(p))
	return body + string(luhnCheck(body)), is.name
}

func (g *G) fmtCard(n string) string {
	switch len(n) {
	case 15:
		return g.pick(n, n[:4]+" "+n[4:10]+" "+n[10:], n[:4]+"-"+n[4:10]+"-"+n[10:])
	case 16:
		return g.pick(n, grp(n, []int{4, 4, 4, 4}, " "), grp(n, []int{4, 4, 4, 4}, " "), grp(n, []int{4, 4, 4, 4}, "-"))
	case 19:
		return g.pick(n, grp(n, []int{4, 4, 4, 4}, " "), n[:6]+" "+n[6:])
	case 13:
		return g.pick(n, grp(n, []int{4, 4, 5}, " "))
	}
	return n
}

func (g *G) card(iss string) string {
	n, _ := g.cardNum(iss)
	return g.fmtCard(n)
}

func (g *G) maskedCard() string {
	n, is := g.cardNum("")
	switch g.n(5) {
	case 0:
		return n[:6] + strings.Repeat("*", len(n)-10) + n[len(n)-4:]
	case 1:
		return "**** **** **** " + n[len(n)-4:]
	case 2:
		return is + " ending " + n[len(n)-4:]
	case 3:
		return n[:4] + " XXXX XXXX " + n[len(n)-4:]
	}
	return is + " •••• " + n[len(n)-4:]
}

func (g *G) expiry() string {
	m := g.rng(1, 12)
	y := g.rng(25, 31)
	return g.pick(fmt.Sprintf("%02d/%02d", m, y), fmt.Sprintf("%02d/20%02d", m, y), fmt.Sprintf("%02d%02d", m, y))
}

// ---------- ssn ----------
func (g *G) ssn() string {
	for {
		a := g.rng(1, 899)
		if a == 666 {
			continue
		}
		gp := g.rng(1, 99)
		s := g.rng(1, 9999)
		return fmt.Sprintf("%03d-%02d-%04d", a, gp, s)
	}
}
func (g *G) itin() string {
	mids := []int{}
	for i := 50; i <= 65; i++ {
		mids = append(mids, i)
	}
	for i := 70; i <= 88; i++ {
		mids = append(mids, i)
	}
	mids = append(mids, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return fmt.Sprintf("9%02d-%02d-%04d", g.n(100), mids[g.n(len(mids))], g.rng(1, 9999))
}

// ---------- email ----------
var fold = strings.NewReplacer("á", "a", "à", "a", "ã", "a", "â", "a", "ä", "a", "é", "e", "ê", "e", "è", "e", "í", "i", "ó", "o", "ô", "o", "õ", "o", "ö", "o", "ú", "u", "ü", "u", "ç", "c", "ñ", "n", "ý", "y",
	"ă", "a", "ạ", "a", "ả", "a", "ấ", "a", "ầ", "a", "ậ", "a", "đ", "d", "ơ", "o", "ư", "u", "ọ", "o", "ố", "o", "ồ", "o", "ộ", "o", "ớ", "o", "ờ", "o", "ợ", "o", "ứ", "u", "ừ", "u", "ự", "u", "ữ", "u", "ẫ", "a", "ễ", "e", "ế", "e", "ệ", "e", "ị", "i", "ỳ", "y", "ỹ", "y", "ũ", "u", "ủ", "u", "ụ", "u", "ĩ", "i", "ỉ", "i", "ò", "o", "ỏ", "o", "ì", "i", "ù", "u", "Đ", "D", "É", "E", "Á", "A", "'", "", "-", "")

func slug(s string) string {
	s = strings.ToLower(fold.Replace(s))
	s = strings.ReplaceAll(s, " ", "")
	return s
}

var mailDomains = map[string][]string{
	"KE": {"gmail.com", "yahoo.com", "gmail.com", "outlook.com", "students.uonbi.ac.ke"},
	"TZ": {"gmail.com", "yahoo.com", "hotmail.com"},
	"UG": {"gmail.com", "yahoo.com", "mak.ac.ug"},
	"GH": {"gmail.com", "yahoo.com", "ug.edu.gh"},
	"NG": {"gmail.com", "yahoo.com", "gmail.com", "yahoo.co.uk", "ymail.com", "outlook.com"},
	"SN": {"gmail.com", "yahoo.fr", "orange.sn"},
	"CI": {"gmail.com", "yahoo.fr", "hotmail.fr"},
	"CM": {"gmail.com", "yahoo.fr", "yahoo.com"},
	"RW": {"gmail.com", "yahoo.com"},
	"ZM": {"gmail.com", "yahoo.com", "zamtel.zm"},
	"ET": {"gmail.com", "yahoo.com", "ethionet.et"},
	"EG": {"gmail.com", "yahoo.com", "hotmail.com", "outlook.com"},
	"MA": {"gmail.com", "hotmail.fr", "yahoo.fr", "menara.ma"},
	"BD": {"gmail.com", "yahoo.com", "gmail.com", "outlook.com"},
	"PK": {"gmail.com", "hotmail.com", "yahoo.com", "outlook.com"},
	"IN": {"gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "gmail.com"},
	"PH": {"gmail.com", "yahoo.com", "yahoo.com.ph", "gmail.com"},
	"ID": {"gmail.com", "yahoo.co.id", "gmail.com", "ymail.com"},
	"VN": {"gmail.com", "yahoo.com.vn", "gmail.com"},
	"TH": {"gmail.com", "hotmail.com", "hotmail.co.th"},
	"MY": {"gmail.com", "yahoo.com.my", "hotmail.my"},
	"BR": {"gmail.com", "hotmail.com", "yahoo.com.br", "outlook.com", "uol.com.br", "bol.com.br", "icloud.com"},
	"PE": {"gmail.com", "hotmail.com", "outlook.es", "pucp.edu.pe"},
	"CO": {"gmail.com", "hotmail.com", "outlook.com", "une.net.co"},
	"MX": {"gmail.com", "hotmail.com", "outlook.es", "prodigy.net.mx", "live.com.mx"},
	"US": {"gmail.com", "yahoo.com", "icloud.com", "aol.com", "comcast.net"},
	"GB": {"gmail.com", "hotmail.co.uk", "btinternet.com", "outlook.com"},
}

func (g *G) email(c *Country) string {
	f := slug(strings.Fields(g.pk(c.first))[0])
	l := slug(g.pk(c.last))
	if l == "" {
		l = "x"
	}
	dom := g.pk(mailDomains[c.ISO])
	var lp string
	switch g.n(8) {
	case 0:
		lp = f + "." + l
	case 1:
		lp = f + l + strconv.Itoa(g.rng(1, 99))
	case 2:
		lp = f[:1] + "." + l
	case 3:
		lp = f + "_" + l
	case 4:
		lp = f + strconv.Itoa(g.rng(1970, 2006))
	case 5:
		lp = l + "." + f + strconv.Itoa(g.rng(1, 9))
	case 6:
		lp = f + "." + l + strconv.Itoa(g.rng(10, 99))
	default:
		lp = l + f[:1] + strconv.Itoa(g.rng(100, 999))
	}
	return lp + "@" + dom
}

var bizWords = []string{"duka", "fresh", "styles", "gadgets", "fabrics", "kitchen", "beauty", "phones", "logistics", "express", "mart", "traders", "naturals", "wigs", "shoes", "solar", "agro", "tech", "hub", "store"}
var bizTLD = map[string]string{"KE": "co.ke", "TZ": "co.tz", "UG": "co.ug", "GH": "com.gh", "NG": "com.ng", "SN": "sn", "CI": "ci", "CM": "cm", "RW": "rw", "ZM": "co.zm", "ET": "et", "EG": "com.eg", "MA": "ma", "BD": "com.bd", "PK": "pk", "IN": "in", "PH": "ph", "ID": "co.id", "VN": "vn", "TH": "co.th", "MY": "com.my", "BR": "com.br", "PE": "pe", "CO": "com.co", "MX": "com.mx"}

func (g *G) bizDomain(c *Country) string {
	return g.pk(bizWords) + g.pick("", "", "by", "and", "4u") + g.pk(bizWords) + "." + bizTLD[c.ISO]
}
func (g *G) bizEmail(c *Country) string {
	return g.pick("info", "sales", "orders", "support", "hello", "admin", "accounts", "payments", "finance", "cs") + "@" + g.bizDomain(c)
}

// ---------- JWT ----------
func b64(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func (g *G) jwt(iss string) string {
	alg := g.pick("HS256", "RS256", "RS256", "HS512", "ES256")
	var hdr string
	switch g.n(3) {
	case 0:
		hdr = fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	case 1:
		hdr = fmt.Sprintf(`{"typ":"JWT","alg":"%s"}`, alg)
	default:
		hdr = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, g.hex(16))
	}
	iat := 1704067200 + g.n(60000000)
	var pl string
	switch g.n(4) {
	case 0:
		pl = fmt.Sprintf(`{"clientId":"%s","expires":"2024-%02d-%02dT%02d:%02d:%02d.%03d","sessionId":"%s"}`, g.uuid(), g.rng(1, 12), g.rng(1, 28), g.n(24), g.n(60), g.n(60), g.n(1000), g.uuid())
	case 1:
		pl = fmt.Sprintf(`{"sub":"%d","iss":"%s","iat":%d,"exp":%d}`, g.rng(10000, 9999999), iss, iat, iat+3600)
	case 2:
		pl = fmt.Sprintf(`{"merchant_id":"%s","scope":"payments:write","iat":%d,"exp":%d}`, g.UP(12), iat, iat+86400)
	default:
		pl = fmt.Sprintf(`{"aud":"%s","role":"rider","uid":%d,"iat":%d}`, iss, g.rng(100000, 99999999), iat)
	}
	sigLen := 43
	switch alg {
	case "RS256":
		sigLen = 342
	case "HS512":
		sigLen = 86
	case "ES256":
		sigLen = 86
	}
	return b64(hdr) + "." + b64(pl) + "." + g.from(b64u, sigLen)
}

// ---------- keys ----------
func (g *G) darajaKey() string    { return g.alnumS(48) }
func (g *G) darajaSecret() string { return g.alnumS(64) }
func (g *G) passkey() string      { return g.hex(64) }
func (g *G) darajaToken() string  { return g.alnumS(28) }
func (g *G) flwSec(test bool) string {
	if test {
		return "FLWSECK_TEST-" + g.hex(32) + "-X"
	}
	return "FLWSECK-" + g.hex(32) + "-X"
}
func (g *G) flwPub() string      { return g.pick("FLWPUBK-", "FLWPUBK_TEST-") + g.hex(32) + "-X" }
func (g *G) flwEnc() string      { return g.pick("FLWSECK_TEST", "") + g.hex(12) }
func (g *G) paystackSec() string { return g.pick("sk_live_", "sk_test_", "sk_live_") + g.hex(40) }
func (g *G) paystackPub() string { return g.pick("pk_live_", "pk_test_") + g.hex(40) }
func (g *G) xenditSec() string   { return g.pick("xnd_production_", "xnd_development_") + g.alnumS(50) }
func (g *G) xenditPub() string {
	return g.pick("xnd_public_production_", "xnd_public_development_") + g.alnumS(50)
}
func (g *G) paymongoSec() string { return g.pick("sk_live_", "sk_test_") + g.alnumS(24) }
func (g *G) paymongoPub() string { return g.pick("pk_live_", "pk_test_") + g.alnumS(24) }
func (g *G) rzpKeyID() string    { return g.pick("rzp_live_", "rzp_test_") + g.alnumS(14) }
func (g *G) rzpSecret() string   { return g.alnumS(24) }
func (g *G) mpAccess() string {
	return g.pick("APP_USR-", "TEST-") + g.dig(16) + "-" + g.dig(6) + "-" + g.hex(32) + "-" + g.digNZ(9)
}
func (g *G) mpPublic() string { return g.pick("APP_USR-", "TEST-") + g.uuid() }
func (g *G) atKey() string    { return "atsk_" + g.hex(64) }
func (g *G) tgBot() string {
	return strconv.Itoa(g.rng(1000000000, 7999999999)) + ":AA" + g.from(alnum+"-_", 33)
}
func (g *G) waToken() string { return "EAAG" + g.alnumS(180+g.n(40)) }
func (g *G) password(c *Country) string {
	w := g.pick("Duka", "Mama", "Simba", "Jollof", "Naija", "Dhaka", "Lahore", "Manila", "Jakarta", "Saigon", "Bangkok", "Pix", "Yape", "Nequi", "Tigre", "Chapin", "Kilimanjaro", "Lagos", "Accra", "Kampala")
	return g.pick(w+strconv.Itoa(g.rng(1990, 2025))+g.pick("!", "@", "#", "$", "*"),
		strings.ToLower(w)+"_"+g.from(digs, 4)+g.from(upper, 2),
		g.alnumS(12),
		w+"@"+g.from(digs, 3)+g.from(lower, 3),
		g.from(lower, 5)+g.from(digs, 4)+w)
}
func (g *G) pin() string { return g.dig(4) }

func (g *G) basic(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

// ---------- codes, amounts, dates ----------
func (g *G) mpesaCode() string {
	for {
		s := g.pick("R", "S", "T", "T", "U") + string(upper[g.n(12)]) + g.from(upper+digs, 8)
		d := 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
		}
		if d >= 2 && d <= 5 {
			return s
		}
	}
}
func (g *G) trx(n int) string {
	for {
		s := g.from(upper+digs, n)
		d := 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				d++
			}
		}
		if d >= 2 && d < n-2 {
			return s
		}
	}
}

// nonCard returns n random digits that are not Luhn valid (so never a card).
func (g *G) nonCard(n int) string {
	for {
		s := g.digNZ(n)
		if !luhnOK(s) {
			return s
		}
	}
}

func commas(n int) string {
	s := strconv.Itoa(n)
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	return string(out)
}
func dots(n int) string   { return strings.ReplaceAll(commas(n), ",", ".") }
func spaces(n int) string { return strings.ReplaceAll(commas(n), ",", " ") }
func lakh(n int) string {
	s := strconv.Itoa(n)
	if len(s) <= 3 {
		return s
	}
	head, tail := s[:len(s)-3], s[len(s)-3:]
	var parts []string
	for len(head) > 2 {
		parts = append([]string{head[len(head)-2:]}, parts...)
		head = head[:len(head)-2]
	}
	if head != "" {
		parts = append([]string{head}, parts...)
	}
	return strings.Join(parts, ",") + "," + tail
}

// money returns an amount string in the usual local style.
func (g *G) money(c *Country, lo, hi int) string {
	v := g.rng(lo, hi)
	cents := g.pick("00", "00", "00", fmt.Sprintf("%02d", g.n(100)))
	switch c.ISO {
	case "KE":
		return g.pick("Ksh"+commas(v)+"."+cents, "Ksh "+commas(v)+".00", "KES "+commas(v)+".00", "Ksh"+commas(v)+".00")
	case "TZ":
		return g.pick("Tsh"+commas(v)+".00", "TZS "+commas(v), "Tsh "+commas(v))
	case "UG":
		return g.pick("UGX "+commas(v), "UGX"+commas(v), "Shs "+commas(v))
	case "GH":
		return g.pick("GHS "+commas(v)+"."+cents, "GHS"+commas(v)+".00", "GH₵"+commas(v)+"."+cents)
	case "NG":
		return g.pick("₦"+commas(v)+"."+cents, "NGN "+commas(v)+".00", "N"+commas(v), "₦"+commas(v))
	case "SN", "CI", "CM":
		return g.pick(spaces(v)+" FCFA", dots(v)+" FCFA", strconv.Itoa(v)+"F", strconv.Itoa(v)+" FCFA", "XOF "+spaces(v))
	case "RW":
		return g.pick("RWF "+commas(v), commas(v)+" RWF", "Frw "+commas(v))
	case "ZM":
		return g.pick("K"+commas(v)+"."+cents, "ZMW "+commas(v)+".00")
	case "ET":
		return g.pick("ETB "+commas(v)+".00", commas(v)+".00 Birr", "ብር "+commas(v))
	case "EG":
		return g.pick("EGP "+commas(v)+".00", commas(v)+" جنيه", loc(commas(v), dArabic)+" ج.م", "LE "+commas(v))
	case "MA":
		return g.pick(spaces(v)+","+cents+" DH", strconv.Itoa(v)+" DH", strconv.Itoa(v)+",00 MAD")
	case "BD":
		return g.pick("Tk "+commas(v)+".00", "Tk"+commas(v)+"."+cents, "৳"+loc(lakh(v), dBengali), "BDT "+commas(v))
	case "PK":
		return g.pick("Rs. "+commas(v), "Rs."+commas(v)+".00", "PKR "+commas(v), loc(commas(v), dPersian)+" روپے")
	case "IN":
		return g.pick("₹"+lakh(v), "Rs. "+lakh(v)+".00", "INR "+lakh(v)+"."+cents, "₹ "+lakh(v))
	case "PH":
		return g.pick("PHP "+commas(v)+"."+cents, "₱"+commas(v)+".00", "P"+commas(v)+".00", "PHP"+commas(v)+".00")
	case "ID":
		return g.pick("Rp"+dots(v*100), "Rp "+dots(v*100), "IDR "+dots(v*100), "Rp"+dots(v*100)+",00")
	case "VN":
		return g.pick(dots(v*1000)+"đ", dots(v*1000)+" VND", dots(v*1000)+" đồng", commas(v*1000)+"đ")
	case "TH":
		return g.pick("฿"+commas(v)+".00", commas(v)+".00 บาท", commas(v)+" บาท", "THB "+commas(v)+"."+cents)
	case "MY":
		return g.pick("RM"+commas(v)+"."+cents, "RM "+commas(v)+".00", "MYR "+commas(v)+".00")
	case "BR":
		return g.pick("R$ "+dots(v)+","+cents, "R$"+dots(v)+",00", "R$ "+dots(v)+",00")
	case "PE":
		return g.pick("S/ "+commas(v)+"."+cents, "S/"+commas(v)+".00", "S/. "+commas(v)+".00")
	case "CO":
		return g.pick("$"+dots(v*100), "$ "+dots(v*100)+" COP", "COP "+dots(v*100), "$"+dots(v*100)+",00")
	case "MX":
		return g.pick("$"+commas(v)+"."+cents, "$"+commas(v)+".00 MXN", "MXN "+commas(v)+".00")
	case "US":
		return "$" + commas(v) + "." + cents
	case "GB":
		return "£" + commas(v) + "." + cents
	}
	return strconv.Itoa(v)
}

type DT struct{ Y, M, D, h, m, s int }

func (g *G) dt() DT {
	return DT{g.rng(2023, 2025), g.rng(1, 12), g.rng(1, 28), g.n(24), g.n(60), g.n(60)}
}
func (d DT) dmy() string { return fmt.Sprintf("%d/%d/%02d", d.D, d.M, d.Y%100) }
func (d DT) dmY() string { return fmt.Sprintf("%02d/%02d/%d", d.D, d.M, d.Y) }
func (d DT) iso() string { return fmt.Sprintf("%d-%02d-%02d", d.Y, d.M, d.D) }
func (d DT) isoT() string {
	return fmt.Sprintf("%d-%02d-%02d %02d:%02d:%02d", d.Y, d.M, d.D, d.h, d.m, d.s)
}
func (d DT) mdY() string { return fmt.Sprintf("%02d-%02d-%d", d.M, d.D, d.Y) }
func (d DT) hm() string  { return fmt.Sprintf("%02d:%02d", d.h, d.m) }
func (d DT) compact() string {
	return fmt.Sprintf("%d%02d%02d%02d%02d%02d", d.Y, d.M, d.D, d.h, d.m, d.s)
}
func (d DT) ampm() string {
	h := d.h % 12
	if h == 0 {
		h = 12
	}
	ap := "AM"
	if d.h >= 12 {
		ap = "PM"
	}
	return fmt.Sprintf("%d:%02d %s", h, d.m, ap)
}

var monthsEN = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func (d DT) dMonY() string { return fmt.Sprintf("%d %s %d", d.D, monthsEN[d.M-1], d.Y) }
