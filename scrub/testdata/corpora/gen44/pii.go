package main

import (
	"fmt"
	"strings"
)

// Markers: PII spans and keep spans are wrapped so the generator knows
// exactly where each labelled value sits in the final query.
const (
	mP   = "\x01"
	mSep = "\x1f"
	mPE  = "\x02"
	mK   = "\x03"
	mKE  = "\x04"
)

func P(f, v string) string { return mP + f + mSep + v + mPE }
func K(v string) string    { return mK + v + mKE }
func Ph(v string) string   { return P("phone", v) }
func Em(v string) string   { return P("email", v) }
func Ss(v string) string   { return P("ssn", v) }
func Cc(v string) string   { return P("credit_card", v) }
func Jw(v string) string   { return P("jwt", v) }
func Br(v string) string   { return P("bearer", v) }

// ---------- phones ----------

var usAreas = []string{"212", "415", "646", "312", "617", "206", "512", "303", "404", "713", "305", "718", "469", "925", "503", "619", "702", "773", "201", "408", "510", "720", "971", "214", "347", "917", "480", "612", "857", "314"}

func usParts() (string, string, string) {
	a := pick(usAreas)
	e := fmt.Sprint(dr(2, 9)) + d(2)
	if e == "555" || e[1:] == "11" {
		e = fmt.Sprint(dr(2, 9)) + "47"
	}
	return a, e, d(4)
}

func phUS() string {
	a, e, l := usParts()
	switch r.Intn(10) {
	case 0, 1:
		return "(" + a + ") " + e + "-" + l
	case 2, 3:
		return a + "-" + e + "-" + l
	case 4:
		return a + "." + e + "." + l
	case 5:
		return "+1 " + a + "-" + e + "-" + l
	case 6:
		return "+1 (" + a + ") " + e + "-" + l
	case 7:
		return "+1" + a + e + l
	case 8:
		return "1-" + a + "-" + e + "-" + l
	default:
		return "+1 " + a + " " + e + " " + l
	}
}

// phUSlab: forms a human reads as a phone only with a label near.
func phUSlab() string {
	a, e, l := usParts()
	if chance(0.6) {
		return a + " " + e + " " + l
	}
	return a + e + l
}

func phUSToll() string {
	e := fmt.Sprint(dr(2, 9)) + d(2)
	p := pick([]string{"800", "888", "877", "866"})
	switch r.Intn(3) {
	case 0:
		return "1-" + p + "-" + e + "-" + d(4)
	case 1:
		return "(" + p + ") " + e + "-" + d(4)
	}
	return "+1 " + p + " " + e + " " + d(4)
}

func phGB() string {
	switch r.Intn(7) {
	case 0:
		return "+44 7" + fmt.Sprint(dr(400, 999)) + " " + d(6)
	case 1:
		return "07" + fmt.Sprint(dr(400, 999)) + " " + d(6)
	case 2:
		return "020 7" + d(3) + " " + d(4)
	case 3:
		return "+44 20 7" + d(3) + " " + d(4)
	case 4:
		return "+44 (0)" + pick([]string{"161", "131", "117", "113"}) + " " + fmt.Sprint(dr(200, 899)) + " " + d(4)
	case 5:
		return pick([]string{"0161", "0131", "0117", "0113"}) + " " + fmt.Sprint(dr(200, 899)) + " " + d(4)
	}
	return "+447" + fmt.Sprint(dr(400, 999)) + d(6)
}

func phGBlab() string { return "07" + fmt.Sprint(dr(400, 999)) + d(6) }

var deMob = []string{"151", "152", "157", "159", "160", "162", "163", "170", "171", "172", "173", "174", "175", "176", "177", "178", "179"}

func deMobile() (string, string) {
	p := pick(deMob)
	n := 7
	if p[1] == '5' || p == "176" || p == "179" || p == "163" {
		n = 8
	}
	return p, nz(n)
}

func phDE() string {
	p, s := deMobile()
	city := pick([]string{"30", "89", "40", "221", "69", "711", "211", "351", "341", "911"})
	switch r.Intn(11) {
	case 0, 1:
		return "0" + p + " " + s
	case 2:
		return "+49 " + p + " " + s
	case 3:
		return "+49 (0)" + p + " " + s[:3] + " " + s[3:]
	case 4:
		return "0" + p + "/" + s
	case 5:
		return "0" + city + " " + nz(8-len(city)+1)
	case 6:
		return "+49 " + city + " " + nz(4) + " " + d(4-len(city)+2)
	case 7:
		return "089 / " + nz(2) + " " + d(2) + " " + d(2) + " " + d(2)
	case 8:
		return "0221 " + nz(7) + "-" + d(2)
	case 9:
		return "+49" + p + s
	}
	return "0" + p + "-" + s
}

func phDElab() string {
	p, s := deMobile()
	return "0" + p + s
}

func frPairs(first string) []string {
	return []string{first, d(2), d(2), d(2), d(2)}
}

func phFR() string {
	first := pick([]string{"6", "7", "1", "2", "3", "4", "5", "9"})
	pp := frPairs("0" + first)
	pp[1] = fmt.Sprint(dr(1, 9)) + d(1)
	switch r.Intn(6) {
	case 0, 1:
		return strings.Join(pp, " ")
	case 2:
		return strings.Join(pp, ".")
	case 3:
		return "+33 " + first + " " + strings.Join(pp[1:], " ")
	case 4:
		return "+33 (0)" + first + " " + strings.Join(pp[1:], " ")
	}
	return "+33" + first + strings.Join(pp[1:], "")
}

func phFRlab() string { return "0" + pick([]string{"6", "7"}) + nz(8) }

func phES() string {
	m := esMob()
	switch r.Intn(4) {
	case 0:
		return "+34 " + m + " " + d(3) + " " + d(3)
	case 1:
		return "+34 " + m + " " + d(2) + " " + d(2) + " " + d(2)
	case 2:
		return "+34 91 " + fmt.Sprint(dr(2, 7)) + d(2) + " " + d(2) + " " + d(2)
	}
	return "+34" + m + d(6)
}

func phESlab() string {
	m := esMob()
	switch r.Intn(3) {
	case 0:
		return m + " " + d(3) + " " + d(3)
	case 1:
		return m + " " + d(2) + " " + d(2) + " " + d(2)
	}
	return "9" + pick([]string{"1", "3", "5", "6"}) + " " + fmt.Sprint(dr(2, 7)) + d(2) + " " + d(2) + " " + d(2)
}

func phMX() string {
	switch r.Intn(3) {
	case 0:
		return "+52 55 " + nz(4) + " " + d(4)
	case 1:
		return "+52 1 33 " + nz(4) + " " + d(4)
	}
	return "+52 (81) " + nz(4) + "-" + d(4)
}

func phMXlab() string { return pick([]string{"55", "33", "81"}) + " " + nz(4) + " " + d(4) }

func phAR() string {
	if chance(0.5) {
		return "+54 9 11 " + nz(4) + "-" + d(4)
	}
	return "0341 15-" + nz(3) + "-" + d(4)
}

var brDDD = []string{"11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48"}

func phBR() string {
	ddd := pick(brDDD)
	mob := "9" + fmt.Sprint(dr(6, 9)) + d(3)
	l4 := d(4)
	switch r.Intn(7) {
	case 0, 1:
		return "(" + ddd + ") " + mob + "-" + l4
	case 2:
		return "+55 " + ddd + " " + mob + "-" + l4
	case 3:
		return "+55 (" + ddd + ") " + mob + "-" + l4
	case 4:
		return "(" + ddd + ") " + fmt.Sprint(dr(2, 4)) + d(3) + "-" + l4
	case 5:
		return "(" + ddd + ") 9 " + mob[1:] + "-" + l4
	}
	return "+55" + ddd + mob + l4
}

func phBRlab() string {
	ddd := pick(brDDD)
	if chance(0.5) {
		return ddd + " 9" + fmt.Sprint(dr(6, 9)) + d(3) + "-" + d(4)
	}
	return ddd + "9" + fmt.Sprint(dr(6, 9)) + d(7)
}

func phIT() string {
	m := itMob()
	switch r.Intn(6) {
	case 0, 1:
		return "+39 " + m + " " + d(3) + " " + d(4)
	case 2:
		return "02 " + nz(4) + " " + d(4)
	case 3:
		return "+39 02 " + nz(4) + " " + d(4)
	case 4:
		return "06 " + nz(4) + " " + d(4)
	}
	return "+39 " + m + " " + d(7)
}

func phITlab() string {
	m := itMob()
	if chance(0.5) {
		return m + " " + d(3) + " " + d(4)
	}
	return m + d(7)
}

func phNL() string {
	switch r.Intn(6) {
	case 0, 1:
		return "06-" + nz(8)
	case 2:
		return "+31 6 " + nz(8)
	case 3:
		return "06 " + nz(4) + " " + d(4)
	case 4:
		return "020-" + nz(3) + " " + d(4)
	}
	return "+31 (0)20 " + nz(3) + " " + d(4)
}

func phNLlab() string { return "06" + nz(8) }

func phJP() string {
	mob := pick([]string{"090", "080", "070"})
	switch r.Intn(8) {
	case 0, 1, 2:
		return mob + "-" + nz(4) + "-" + d(4)
	case 3:
		return "+81 " + mob[1:] + "-" + nz(4) + "-" + d(4)
	case 4:
		return "03-" + nz(4) + "-" + d(4)
	case 5:
		return "06-" + nz(4) + "-" + d(4)
	case 6:
		return fullwidth(mob + "-" + nz(4) + "-" + d(4))
	}
	return "+81-3-" + nz(4) + "-" + d(4)
}

func phJPlab() string { return pick([]string{"090", "080"}) + nz(8) }

func cnMob() string {
	return "1" + pick([]string{"38", "39", "36", "58", "59", "86", "88", "77", "99", "35", "50", "51"}) + d(8)
}

func phCN() string {
	m := cnMob()
	switch r.Intn(6) {
	case 0, 1:
		return m[:3] + " " + m[3:7] + " " + m[7:]
	case 2:
		return "+86 " + m[:3] + " " + m[3:7] + " " + m[7:]
	case 3:
		return "+86 " + m
	case 4:
		return "010-" + nz(4) + " " + d(4)
	}
	return pick([]string{"021-", "0755-", "020-"}) + nz(8)
}

func phCNlab() string { return cnMob() }

func phKR() string {
	switch r.Intn(6) {
	case 0, 1, 2:
		return "010-" + nz(4) + "-" + d(4)
	case 3:
		return "+82 10-" + nz(4) + "-" + d(4)
	case 4:
		return "02-" + nz(3) + "-" + d(4)
	}
	return "031-" + nz(3) + "-" + d(4)
}

func phKRlab() string { return "010" + nz(8) }

func phRU() string {
	op := pick([]string{"916", "926", "903", "985", "999", "925", "965"})
	switch r.Intn(6) {
	case 0, 1:
		return "+7 (" + op + ") " + nz(3) + "-" + d(2) + "-" + d(2)
	case 2:
		return "+7 " + op + " " + nz(3) + "-" + d(2) + "-" + d(2)
	case 3:
		return "8 (495) " + nz(3) + "-" + d(2) + "-" + d(2)
	case 4:
		return "8-" + op + "-" + nz(3) + "-" + d(2) + "-" + d(2)
	}
	return "+7 " + op + " " + nz(3) + " " + d(2) + " " + d(2)
}

func phRUlab() string {
	op := pick([]string{"916", "926", "903", "985"})
	if chance(0.5) {
		return "8" + op + nz(7)
	}
	return "8 " + op + " " + nz(3) + " " + d(2) + " " + d(2)
}

func inMob() string { return fmt.Sprint(dr(6, 9)) + d(9) }

func phIN() string {
	m := inMob()
	switch r.Intn(6) {
	case 0, 1:
		return "+91 " + m[:5] + " " + m[5:]
	case 2:
		return "+91-" + m
	case 3:
		return "+91" + m
	case 4:
		return "080-" + nz(4) + " " + d(4)
	}
	return "022 " + nz(4) + " " + d(4)
}

func phINlab() string {
	m := inMob()
	if chance(0.5) {
		return m[:5] + " " + m[5:]
	}
	return m
}

func phAE() string {
	switch r.Intn(5) {
	case 0, 1:
		return "+971 5" + pick([]string{"0", "2", "5", "6"}) + " " + nz(3) + " " + d(4)
	case 2:
		return "05" + pick([]string{"0", "2", "5", "6"}) + " " + nz(3) + " " + d(4)
	case 3:
		return "+971 4 " + nz(3) + " " + d(4)
	}
	return "04 " + nz(3) + " " + d(4)
}

func phSA() string {
	if chance(0.6) {
		return "+966 5" + fmt.Sprint(dr(0, 9)) + " " + nz(3) + " " + d(4)
	}
	return "05" + fmt.Sprint(dr(0, 9)) + " " + nz(3) + " " + d(4)
}

func phEG() string {
	if chance(0.5) {
		return "+20 1" + pick([]string{"0", "1", "2", "5"}) + " " + nz(4) + " " + d(4)
	}
	return "01" + pick([]string{"0", "1", "2", "5"}) + " " + nz(4) + " " + d(4)
}

func phAR_() string { // Arabic-speaking: mix
	switch r.Intn(3) {
	case 0:
		return phAE()
	case 1:
		return phSA()
	}
	return phEG()
}

func phTR() string {
	op := "5" + fmt.Sprint(dr(3, 5)) + d(1)
	switch r.Intn(6) {
	case 0, 1:
		return "0 (" + op + ") " + nz(3) + " " + d(2) + " " + d(2)
	case 2:
		return "+90 " + op + " " + nz(3) + " " + d(2) + " " + d(2)
	case 3:
		return "0" + op + " " + nz(3) + " " + d(2) + " " + d(2)
	case 4:
		return "(0212) " + nz(3) + " " + d(2) + " " + d(2)
	}
	return "+90 (216) " + nz(3) + " " + d(2) + " " + d(2)
}

func phTRlab() string { return "05" + fmt.Sprint(dr(3, 5)) + d(1) + nz(7) }

func phID() string {
	op := "8" + pick([]string{"11", "12", "13", "21", "22", "52", "57", "77", "78", "95"})
	switch r.Intn(6) {
	case 0, 1:
		return "0" + op + "-" + nz(4) + "-" + d(4)
	case 2:
		return "+62 " + op + "-" + nz(4) + "-" + d(4)
	case 3:
		return "0" + op + " " + nz(4) + " " + d(4)
	case 4:
		return "+62 " + op + " " + nz(4) + " " + d(3)
	}
	return "(021) " + nz(4) + " " + d(4)
}

func phIDlab() string { return "08" + pick([]string{"11", "12", "13", "21", "57", "77"}) + nz(8) }

func phVN() string {
	op := pick([]string{"90", "91", "93", "97", "98", "86", "70", "77", "88", "32"})
	switch r.Intn(6) {
	case 0:
		return "+84 " + op + " " + nz(3) + " " + d(2) + " " + d(2)
	case 1:
		return "0" + op + d(1) + " " + nz(3) + " " + d(3)
	case 2:
		return "0" + op + " " + nz(3) + " " + d(4)
	case 3:
		return "+84 " + op + d(1) + " " + nz(3) + " " + d(3)
	case 4:
		return "028 " + nz(4) + " " + d(4)
	}
	return "(028) " + nz(4) + " " + d(4)
}

func phVNlab() string { return "09" + fmt.Sprint(dr(0, 8)) + nz(7) }

// ---------- emails ----------

func emailOf(local string, domains []string) string {
	l := local
	switch r.Intn(10) {
	case 0:
		l = strings.ReplaceAll(local, ".", "_")
	case 1:
		l = local + fmt.Sprint(dr(1, 99))
	case 2:
		if i := strings.IndexByte(local, '.'); i > 0 {
			l = local[:1] + local[i+1:]
		}
	case 3:
		l = local + "+" + pick([]string{"notes", "kb", "news", "work", "shop"})
	}
	e := l + "@" + pick(domains)
	if chance(0.04) {
		// capitalised as people type it in signatures
		e = strings.ToUpper(e[:1]) + e[1:]
	}
	return e
}

var roleLocals = []string{"info", "support", "billing", "office", "hello", "kontakt", "reservations", "noreply", "team", "admin", "rechnung", "contato", "atendimento", "soporte"}

// ---------- SSN / ITIN ----------

func ssnParts() (string, string, string) {
	for {
		a := dr(1, 899)
		if a == 666 {
			continue
		}
		g := dr(1, 99)
		s := dr(1, 9999)
		if a == 123 && g == 45 {
			continue
		}
		if a == 78 && g == 5 {
			continue
		}
		return fmt.Sprintf("%03d", a), fmt.Sprintf("%02d", g), fmt.Sprintf("%04d", s)
	}
}

func ssn() string {
	a, g, s := ssnParts()
	return a + "-" + g + "-" + s
}

func ssnLab() string { // forms needing a label
	a, g, s := ssnParts()
	switch r.Intn(3) {
	case 0:
		return a + " " + g + " " + s
	case 1:
		return a + g + s
	}
	return a + "." + g + "." + s
}

func itin() string {
	grp := pick([]int{dr(50, 65), dr(70, 88), dr(90, 92), dr(94, 99)})
	return fmt.Sprintf("9%02d-%02d-%04d", dr(0, 99), grp, dr(1, 9999))
}

// ---------- cards ----------

func luhn(prefix string, n int) string {
	s := prefix + d(n-len(prefix)-1)
	sum := 0
	dbl := true
	for i := len(s) - 1; i >= 0; i-- {
		v := int(s[i] - '0')
		if dbl {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
		dbl = !dbl
	}
	return s + string(rune('0'+(10-sum%10)%10))
}

type card struct{ brand, num string }

func cardNum() card {
	switch r.Intn(12) {
	case 0, 1, 2, 3:
		return card{"Visa", luhn("4"+d(1), 16)}
	case 4, 5:
		return card{"Mastercard", luhn(fmt.Sprint(dr(51, 55)), 16)}
	case 6:
		return card{"Mastercard", luhn(fmt.Sprint(dr(2221, 2720)), 16)}
	case 7, 8:
		return card{"Amex", luhn(pick([]string{"34", "37"}), 15)}
	case 9:
		return card{"Discover", luhn(pick([]string{"6011", "65" + d(2)}), 16)}
	case 10:
		return card{"JCB", luhn(fmt.Sprint(dr(3528, 3589)), 16)}
	}
	return card{"UnionPay", luhn("62"+fmt.Sprint(dr(2126, 2925)), 16)}
}

func cardLocal(lang string) card {
	switch lang {
	case "ru":
		if chance(0.5) {
			return card{"Мир", luhn("220"+fmt.Sprint(dr(0, 4)), 16)}
		}
	case "tr":
		if chance(0.4) {
			return card{"Troy", luhn("9792", 16)}
		}
	case "zh":
		if chance(0.6) {
			return card{"银联", luhn("62"+fmt.Sprint(dr(2126, 2925)), 16)}
		}
	case "ja":
		if chance(0.5) {
			return card{"JCB", luhn(fmt.Sprint(dr(3528, 3589)), 16)}
		}
	}
	return cardNum()
}

func fmtCard(c card) string {
	n := c.num
	switch len(n) {
	case 15:
		if chance(0.8) {
			return n[:4] + " " + n[4:10] + " " + n[10:]
		}
		return n
	case 14:
		return n[:4] + " " + n[4:10] + " " + n[10:]
	}
	switch r.Intn(5) {
	case 0, 1:
		return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:]
	case 2:
		return n[:4] + "-" + n[4:8] + "-" + n[8:12] + "-" + n[12:]
	}
	return n
}

// ---------- JWT ----------

func jwt() string {
	hdr := pick([]string{
		`{"alg":"HS256","typ":"JWT"}`,
		`{"alg":"RS256","typ":"JWT","kid":"` + rs(hexd, 16) + `"}`,
		`{"typ":"JWT","alg":"ES256"}`,
		`{"alg":"HS512","typ":"JWT"}`,
	})
	now := 1700000000 + r.Intn(60000000)
	pl := pick([]string{
		fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d}`, rs(lownum, 12), now, now+3600),
		fmt.Sprintf(`{"sub":"user_%d","name":"%s","role":"editor","iat":%d}`, r.Intn(99999), pick([]string{"Anna", "Ken", "Lucía", "Mehmet"}), now),
		fmt.Sprintf(`{"iss":"https://auth.%s","aud":"kb-api","sub":"%s","scope":"notes:read notes:write","exp":%d}`, pick([]string{"notion.so", "mem.ai", "example-kb.io", "reflect.app"}), rs(lownum, 20), now),
		fmt.Sprintf(`{"workspace_id":"%s","uid":%d,"exp":%d}`, rs(hexd, 24), r.Intn(1e6), now),
	})
	enc := func(s string) string { return b64enc(s) }
	sig := 32
	if strings.Contains(hdr, "RS256") {
		sig = 256
	} else if strings.Contains(hdr, "ES256") || strings.Contains(hdr, "HS512") {
		sig = 64
	}
	return enc(hdr) + "." + enc(pl) + "." + b64url(sig)
}

// ---------- tokens ----------

func tokOpenAI() string {
	if chance(0.3) {
		return "sk-" + tok(alnum, 20) + "T3BlbkFJ" + tok(alnum, 20)
	}
	return "sk-proj-" + tok(alnum+"-_", dr(48, 120))
}
func tokAnthropic() string { return "sk-ant-api03-" + tok(alnum+"-_", 93) + "AA" }
func tokGitHub() string {
	if chance(0.75) {
		return pick([]string{"ghp_", "ghp_", "gho_"}) + tok(alnum, 36)
	}
	return "github_pat_11" + tok(upnum, 20) + "_" + tok(alnum, 59)
}
func tokGitLab() string { return "glpat-" + tok(alnum+"-_", 20) }
func tokSlack() string {
	return pick([]string{"xoxb-", "xoxp-"}) + nz(11) + "-" + nz(13) + "-" + tok(alnum, 24)
}
func tokStripe() string { return pick([]string{"sk_live_", "rk_live_"}) + tok(alnum, dr(24, 99)) }
func tokHF() string     { return "hf_" + tok(alnum, 34) }
func tokNPM() string    { return "npm_" + tok(alnum, 36) }
func tokNotion() string {
	if chance(0.5) {
		return "secret_" + tok(alnum, 43)
	}
	return "ntn_" + d(11) + tok(alnum, 35)
}
func tokGoogle() string   { return "ya29.a0" + tok(alnum+"-_", dr(100, 160)) }
func tokShopify() string  { return "shpat_" + rs(hexd, 32) }
func tokLinear() string   { return "lin_api_" + tok(alnum, 40) }
func tokAirtable() string { return "pat" + tok(alnum, 14) + "." + rs(hexd, 64) }
func tokTelegram() string { return nz(10) + ":AA" + tok(alnum+"-_", 33) }
func tokOpaque() string {
	switch r.Intn(3) {
	case 0:
		return tok(alnum, dr(32, 48))
	case 1:
		return tok(alnum+"-_.", dr(40, 64))
	}
	return strings.TrimRight(b64std(dr(24, 40)), "=") + pick([]string{"", "=", "=="})
}
func tokHex() string { return rs(hexd, 40) }

type vtok struct {
	name string
	env  string
	gen  func() string
}

var vendorTokens = []vtok{
	{"OpenAI", "OPENAI_API_KEY", tokOpenAI},
	{"Anthropic", "ANTHROPIC_API_KEY", tokAnthropic},
	{"GitHub", "GITHUB_TOKEN", tokGitHub},
	{"GitLab", "GITLAB_TOKEN", tokGitLab},
	{"Slack bot", "SLACK_BOT_TOKEN", tokSlack},
	{"Stripe", "STRIPE_SECRET_KEY", tokStripe},
	{"Hugging Face", "HF_TOKEN", tokHF},
	{"npm", "NPM_TOKEN", tokNPM},
	{"Notion", "NOTION_TOKEN", tokNotion},
	{"Google", "GOOGLE_ACCESS_TOKEN", tokGoogle},
	{"Shopify", "SHOPIFY_ACCESS_TOKEN", tokShopify},
	{"Linear", "LINEAR_API_KEY", tokLinear},
	{"Airtable", "AIRTABLE_TOKEN", tokAirtable},
}

func basicCred(user string) string {
	pw := tok(alnum+"!#%", dr(10, 18))
	return b64s(user + ":" + pw)
}

func esMob() string {
	if chance(0.8) {
		return "6" + d(2)
	}
	return "7" + fmt.Sprint(dr(1, 4)) + d(1)
}

func itMob() string {
	return pick([]string{"320", "324", "327", "328", "329", "330", "333", "334", "335", "338", "339", "340", "342", "345", "346", "347", "348", "349", "350", "351", "360", "363", "366", "368", "370", "371", "373", "377", "380", "388", "389", "391", "392", "393"})
}
