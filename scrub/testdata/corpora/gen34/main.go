package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
)

var r = rand.New(rand.NewPCG(34, 20260303))

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
	Lang  string   `json:"lang"`
}

type B struct {
	sb   strings.Builder
	pii  []PII
	keep []string
}

func (b *B) T(s string) *B            { b.sb.WriteString(s); return b }
func (b *B) Tf(f string, a ...any) *B { b.sb.WriteString(fmt.Sprintf(f, a...)); return b }
func (b *B) P(f, v string) *B {
	b.sb.WriteString(v)
	b.pii = append(b.pii, PII{f, v})
	return b
}
func (b *B) K(s string) *B {
	b.sb.WriteString(s)
	if len(s) >= 6 {
		b.keep = append(b.keep, s)
	}
	return b
}

// ---------- helpers ----------

func pick[T any](xs []T) T  { return xs[r.IntN(len(xs))] }
func chance(p float64) bool { return r.Float64() < p }
func dig() byte             { return byte('0' + r.IntN(10)) }
func digs(n int) string {
	s := make([]byte, n)
	for i := range s {
		s[i] = dig()
	}
	return string(s)
}
func nz(n int) string { return string(byte('1'+r.IntN(9))) + digs(n-1) }

var usAreas = []string{"212", "415", "312", "617", "206", "303", "512", "713", "404", "305", "646", "718", "213", "408", "602", "919", "614", "503"}

func usExchange() string {
	for {
		e := string(byte('2'+r.IntN(8))) + digs(2)
		if e[1:] == "11" || e == "555" || e == "958" || e == "959" || e == "976" {
			continue
		}
		return e
	}
}

func expandHash(p string) string {
	var sb strings.Builder
	for i := 0; i < len(p); i++ {
		if p[i] == '#' {
			sb.WriteByte(dig())
		} else {
			sb.WriteByte(p[i])
		}
	}
	return sb.String()
}

func expand(p string) string {
	var sb strings.Builder
	area := pick(usAreas)
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '#':
			if i > 0 && strings.IndexByte(" -)/.", p[i-1]) >= 0 {
				sb.WriteByte(byte('2' + r.IntN(8))) // a subscriber group starts 2-9
			} else {
				sb.WriteByte(dig())
			}
		case 'N':
			sb.WriteByte(byte('2' + r.IntN(8)))
		case 'X':
			sb.WriteByte(byte('1' + r.IntN(9)))
		case 'A':
			sb.WriteString(area)
		case 'E':
			sb.WriteString(usExchange())
		default:
			sb.WriteByte(p[i])
		}
	}
	s := sb.String()
	// avoid placeholder-like runs (same digit 6+ times)
	run, last := 0, byte(0)
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			if s[i] == last {
				run++
			} else {
				run, last = 1, s[i]
			}
			if run >= 5 {
				return expand(p)
			}
		}
	}
	return s
}

var scripts = map[string][]rune{
	"ar": []rune("٠١٢٣٤٥٦٧٨٩"), "fa": []rune("۰۱۲۳۴۵۶۷۸۹"), "hi": []rune("०१२३४५६७८९"),
	"th": []rune("๐๑๒๓๔๕๖๗๘๙"), "fw": []rune("０１２３４５６７８９"),
}

func toScript(s, sc string) string {
	ds := scripts[sc]
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteRune(ds[c-'0'])
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func phone(l Lang) string {
	p := expand(pick(l.Phones))
	if strings.HasPrefix(p, "+") && l.Code != "en" && chance(0.12) {
		p = "00" + p[1:]
	}
	if l.Script != "" && chance(0.2) {
		p = toScript(p, l.Script)
	}
	return p
}

func phoneASCII(l Lang) string { return expand(pick(l.Phones)) }

// compact E.164 for tel: links
func e164(p string) string {
	var sb strings.Builder
	for _, c := range p {
		if c == '+' || (c >= '0' && c <= '9') {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func email(l Lang, i int) string {
	loc := l.Names[i][1]
	switch r.IntN(5) {
	case 0:
		loc += digs(2)
	case 1:
		if k := strings.IndexByte(loc, '.'); k > 0 {
			loc = loc[:1] + loc[k:]
		}
	}
	dom := pick(l.Domains)
	switch r.IntN(12) {
	case 0:
		loc += "+kb"
	case 1:
		if l.Code == "de" {
			dom = pick([]string{"bäckerei-müller.de", "müller-söhne.de"})
		}
	}
	return loc + "@" + dom
}

func two(n int) string { return fmt.Sprintf("%02d", n) }

func date(l Lang) string {
	y, m, d := 2023+r.IntN(4), 1+r.IntN(12), 1+r.IntN(28)
	switch l.DateStyle {
	case "mdy/":
		return fmt.Sprintf("%d/%d/%d", m, d, y)
	case "dmy/":
		return fmt.Sprintf("%s/%s/%d", two(d), two(m), y)
	case "dmy.":
		return fmt.Sprintf("%s.%s.%d", two(d), two(m), y)
	case "dmy-":
		return fmt.Sprintf("%s-%s-%d", two(d), two(m), y)
	case "ymd-":
		return fmt.Sprintf("%d-%s-%s", y, two(m), two(d))
	case "ymd/":
		return fmt.Sprintf("%d/%s/%s", y, two(m), two(d))
	case "zh":
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	case "ko":
		return fmt.Sprintf("%d. %d. %d.", y, m, d)
	}
	return fmt.Sprintf("%d-%s-%s", y, two(m), two(d))
}

func hm() string { return fmt.Sprintf("%s:%s", two(7+r.IntN(12)), two(r.IntN(60))) }

func groupThousands(n int, sep string) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func amount(l Lang) string {
	n := 100 + r.IntN(90000)
	c := r.IntN(100)
	var v string
	switch l.AmtStyle {
	case "en":
		v = fmt.Sprintf("%s.%02d", groupThousands(n, ","), c)
	case "eu":
		v = fmt.Sprintf("%s,%02d", groupThousands(n, "."), c)
	case "sp":
		v = fmt.Sprintf("%s,%02d", groupThousands(n, " "), c)
	case "int0":
		v = groupThousands(n*100, ",")
	case "dot0":
		v = groupThousands(n*1000, ".")
	}
	return l.AmtPre + v + l.AmtSuf
}

func luhnOK(s string) bool {
	sum, alt := 0, false
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if alt {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		alt = !alt
	}
	return sum%10 == 0
}

// digits-only check: any 13-19 digit run that passes Luhn makes a keep risky
func cardLike(s string) bool {
	d := ""
	flush := func() bool {
		ok := len(d) >= 13 && len(d) <= 19 && luhnOK(d)
		d = ""
		return ok
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			d += string(c)
		} else if c == ' ' || c == '-' {
			continue
		} else if flush() {
			return true
		}
	}
	return flush()
}

// ---------- PII generators ----------

func ssn() string {
	for {
		a := 1 + r.IntN(899)
		if a == 666 {
			continue
		}
		g := 1 + r.IntN(99)
		s := 1 + r.IntN(9999)
		return fmt.Sprintf("%03d-%02d-%04d", a, g, s)
	}
}

func itin() string {
	groups := []int{}
	for g := 50; g <= 99; g++ {
		if (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94 {
			groups = append(groups, g)
		}
	}
	for {
		a, g, s := r.IntN(100), pick(groups), 1+r.IntN(9999)
		if a == 87 && g == 65 && s >= 4320 && s <= 4329 {
			continue
		}
		return fmt.Sprintf("9%02d-%02d-%04d", a, g, s)
	}
}

func ssnFormat(s string, style int) string {
	d := strings.ReplaceAll(s, "-", "")
	switch style {
	case 1:
		return d[:3] + " " + d[3:5] + " " + d[5:]
	case 2:
		return d
	}
	return s
}

type issuer struct {
	name   string
	prefix func() string
	length int
}

var issuers = []issuer{
	{"Visa", func() string { return "4" }, 16},
	{"Visa", func() string { return "4" }, 16},
	{"Visa", func() string { return "4" }, 13},
	{"Mastercard", func() string { return fmt.Sprint(51 + r.IntN(5)) }, 16},
	{"Mastercard", func() string { return fmt.Sprint(2221 + r.IntN(500)) }, 16},
	{"American Express", func() string { return pick([]string{"34", "37"}) }, 15},
	{"Discover", func() string { return pick([]string{"6011", "65", fmt.Sprint(644 + r.IntN(6))}) }, 16},
	{"JCB", func() string { return fmt.Sprint(3528 + r.IntN(62)) }, 16},
	{"Diners Club", func() string { return "36" }, 14},
	{"Maestro", func() string { return pick([]string{"6759", "5018", "5020", "6304"}) }, 19},
	{"UnionPay", func() string { return "62" + fmt.Sprint(2126+r.IntN(700)) }, 19},
	{"UnionPay", func() string { return "62" + fmt.Sprint(2126+r.IntN(700)) }, 16},
	{"Mir", func() string { return fmt.Sprint(2200 + r.IntN(5)) }, 16},
	{"Troy", func() string { return "9792" }, 16},
}

func cardDigits(is issuer) string {
	p := is.prefix()
	body := p + digs(is.length-len(p)-1)
	for c := byte('0'); c <= '9'; c++ {
		if luhnOK(body + string(c)) {
			return body + string(c)
		}
	}
	panic("luhn")
}

func cardFormat(d string) string {
	sep := pick([]string{" ", " ", "-", ""})
	switch len(d) {
	case 16:
		if sep == "" {
			return d
		}
		return d[:4] + sep + d[4:8] + sep + d[8:12] + sep + d[12:]
	case 15:
		if sep == "" {
			return d
		}
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 14:
		if sep == "" {
			return d
		}
		return d[:4] + sep + d[4:10] + sep + d[10:]
	case 13:
		if sep == " " {
			return d[:4] + " " + d[4:8] + " " + d[8:]
		}
		return d
	case 19:
		if sep == " " {
			return d[:4] + " " + d[4:8] + " " + d[8:12] + " " + d[12:16] + " " + d[16:]
		}
		return d
	}
	return d
}

func card() (string, string) {
	is := pick(issuers)
	return is.name, cardFormat(cardDigits(is))
}

const b64chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

func rnd(n int, alpha string) string {
	for {
		s := make([]byte, n)
		for i := range s {
			s[i] = alpha[r.IntN(len(alpha))]
		}
		nd, nu := 0, 0
		for _, c := range s {
			if c >= '0' && c <= '9' {
				nd++
			}
			if c >= 'A' && c <= 'Z' {
				nu++
			}
		}
		if nd >= 3 && (nu >= 3 || !strings.ContainsAny(alpha, "ABC")) {
			return string(s)
		}
	}
}

func b64u(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }

func jwt() string {
	hdr := pick([]string{`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"` + rnd(8, "abcdef0123456789") + `"}`, `{"typ":"JWT","alg":"ES256"}`})
	iat := 1700000000 + r.IntN(90000000)
	pl := pick([]string{
		fmt.Sprintf(`{"sub":"%d","iat":%d,"exp":%d}`, 100000+r.IntN(900000), iat, iat+3600),
		fmt.Sprintf(`{"sub":"user_%s","scope":"read write","iat":%d}`, rnd(6, "abcdefghijklmnopqrstuvwxyz0123456789"), iat),
		fmt.Sprintf(`{"iss":"https://auth.example-idp.com/","aud":"kb-api","iat":%d,"exp":%d,"tid":"%s"}`, iat, iat+900, rnd(12, "abcdef0123456789")),
	})
	siglen := 43
	if strings.Contains(hdr, "RS256") {
		siglen = 342
	} else if strings.Contains(hdr, "ES256") {
		siglen = 86
	}
	return b64u(hdr) + "." + b64u(pl) + "." + rnd(siglen, b64chars+"-_")
}

func bearerTok() string {
	switch r.IntN(4) {
	case 0:
		return rnd(40, b64chars)
	case 1:
		return rnd(32, b64chars+"-_")
	case 2:
		return "ya29." + rnd(60, b64chars+"-_")
	}
	return rnd(28, b64chars) + "=="
}

func vendorSecret() string {
	switch r.IntN(7) {
	case 0:
		return "ghp_" + rnd(36, b64chars)
	case 1:
		return "sk_live_" + rnd(24, b64chars)
	case 2:
		return "xoxb-" + nz(11) + "-" + nz(13) + "-" + rnd(24, b64chars)
	case 3:
		return "glpat-" + rnd(20, b64chars+"-_")
	case 4:
		return "github_pat_11" + rnd(20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") + "_" + rnd(59, b64chars)
	case 5:
		return "npm_" + rnd(36, b64chars)
	}
	return "sk-proj-" + rnd(48, b64chars+"-_")
}

// ---------- keep generators ----------

var airlines = []string{"LH", "AF", "BA", "IB", "TK", "SU", "EK", "QR", "SQ", "NH", "CA", "KE", "TG", "VN", "GA", "AI", "LO", "OK", "A3", "LY", "TP", "AZ", "KL", "SK", "UA", "DL"}

func pnr() string { return rnd6up() }
func rnd6up() string {
	const a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	for {
		s := make([]byte, 6)
		for i := range s {
			s[i] = a[r.IntN(len(a))]
		}
		if strings.ContainsAny(string(s), "ABCDEFGHJKLMNPQRSTUVWXYZ") {
			return string(s)
		}
	}
}

func einPrefix() string {
	ps := []string{"01", "02", "03", "04", "05", "06", "10", "11", "12", "13", "14", "15", "16", "20", "21", "22", "23", "24", "25", "26", "27", "30", "31", "32", "33", "34", "35", "36", "37", "38", "39", "41", "42", "43", "45", "46", "47", "48", "51", "52", "53", "54", "55", "56", "57", "58", "59", "61", "62", "63", "64", "65", "66", "67", "68", "71", "72", "73", "74", "75", "76", "77", "81", "82", "83", "84", "85", "86", "87", "88", "90", "91", "92", "93", "94", "95", "98", "99"}
	return pick(ps)
}

func keepItem(l Lang) string {
	for {
		s := keepItem1(l)
		if len(s) >= 6 && !cardLike(s) {
			return s
		}
	}
}

func keepItem1(l Lang) string {
	switch r.IntN(26) {
	case 0:
		return l.Order + " " + nz(10)
	case 1:
		return l.Invoice + " " + fmt.Sprintf("%d-%05d", 2023+r.IntN(4), r.IntN(100000))
	case 2:
		return l.Cust + " " + nz(8)
	case 3:
		if chance(0.5) {
			return l.Policy + " " + "POL-" + digs(4) + "-" + digs(4)
		}
		return l.Policy + " " + nz(9)
	case 4:
		return l.Booking + " " + pnr()
	case 5:
		return l.Room + " " + pick([]string{fmt.Sprintf("%d.%03d", 1+r.IntN(6), r.IntN(400)), fmt.Sprintf("B-%d", 100+r.IntN(400))})
	case 6:
		n := 3 + r.IntN(20)
		return fmt.Sprintf(l.PageF, 1+r.IntN(n), n)
	case 7, 8:
		return amount(l)
	case 9:
		return date(l) + " " + hm()
	case 10:
		return pick(l.Postal)
	case 11:
		return expandHash(pick(l.Bank))
	case 12:
		return expandHash(pick(l.Reg))
	case 13:
		return pick(airlines) + " " + fmt.Sprint(10+r.IntN(2990))
	case 14:
		if l.AmtStyle == "eu" || l.AmtStyle == "sp" {
			return fmt.Sprintf("%d,%d %% p.a.", 1+r.IntN(9), r.IntN(100))
		}
		return fmt.Sprintf("%d.%d%% APR", 1+r.IntN(20), r.IntN(100))
	case 15:
		return "1Z" + rnd(6, "ABCDEFGHJKLMNPRSTUVWXY0123456789") + digs(10)
	case 16:
		return pick([]string{"Ticket #", "INC00", "CASE-", "SR "}) + digs(6)
	case 17:
		return fmt.Sprintf("v%d.%d.%d (build %d)", 1+r.IntN(5), r.IntN(30), r.IntN(20), 1000+r.IntN(9000))
	case 18:
		return pick([]string{"Visa •••• ", "**** **** **** ", "Mastercard ending in ", "xxxx-xxxx-xxxx-"}) + digs(4)
	case 19:
		return fmt.Sprintf("%s–%s", date(l), date(l))
	case 20:
		return fmt.Sprintf("Meeting ID: %s %s %s", nz(3), digs(4), digs(4))
	case 21:
		return "EAN " + nz(13)
	case 22:
		return pick([]string{"Art.-Nr. ", "SKU ", "P/N ", "Ref. "}) + fmt.Sprintf("%s-%s", digs(4), digs(4))
	case 23:
		return pick([]string{"§ 573c BGB", "Art. 6 Abs. 1 lit. f DSGVO", "Regulation (EU) 2016/679", "ISO 9001:2015", "EN 1090-2:2018"})
	case 24:
		return fmt.Sprintf("S/N %s%s%s", rnd6up()[:3], digs(4), rnd6up()[:3])
	case 25:
		return fmt.Sprintf("%d.%04d, %d.%04d", 30+r.IntN(30), r.IntN(10000), r.IntN(30), r.IntN(10000))
	}
	return ""
}

// ---------- templates (PII) ----------

func lbl(label string) string {
	if strings.HasSuffix(label, "：") {
		return label
	}
	return label + " "
}

func name(l Lang, i int) string { return l.Names[i%len(l.Names)][0] }

func phoneLine(b *B, l Lang, label string) {
	b.T(lbl(label)).P("phone", phone(l))
}

func sprintfP(b *B, f, fam, v string) {
	i := strings.Index(f, "%s")
	b.T(f[:i]).P(fam, v).T(f[i+2:])
}

func tEmailReply(l Lang) *B {
	b := &B{}
	i, j := r.IntN(len(l.Names)), r.IntN(len(l.Names))
	if j == i {
		j = (i + 1) % len(l.Names)
	}
	b.T(l.Ask + "\n\n").T(pick(l.Fill) + "\n").K(keepItem(l)).T(" / ").K(keepItem(l)).T("\n\n" + name(l, j) + "\n\n")
	w := l.Wrote
	d := date(l) + " " + hm()
	if l.Code == "en" || l.Code == "engb" {
		d = fmt.Sprintf("%s, %d %s %d at %s", pick([]string{"Mon", "Tue", "Wed", "Thu", "Fri"}), 1+r.IntN(28), pick([]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Sep", "Oct", "Nov"}), 2023+r.IntN(4), hm())
	}
	parts := strings.SplitN(w, "%s", 4)
	b.T(parts[0]).K(d).T(parts[1] + name(l, i) + parts[2][:2])
	b.P("email", email(l, i)).T(parts[2][2:] + parts[3] + "\n")
	b.T("> " + pick(l.Fill) + "\n")
	if chance(0.7) {
		b.T("> ")
		sprintfP(b, pick([]string{l.CallMe, l.MyNum}), "phone", phone(l))
		b.T("\n")
	}
	b.T("> ").K(keepItem(l)).T("\n>\n")
	if chance(0.5) {
		d2 := date(l) + " " + hm()
		b.T(">> " + fmt.Sprintf(strings.Replace(w, "<%s>", "", 1), d2, name(l, j)))
		b.T("\n>> "+pick(l.Fill)+" ").K(keepItem(l)).T("\n>> -- \n>> "+name(l, j)+"\n>> "+lbl(l.Mob)).P("phone", phone(l)).T("\n>> ").P("email", email(l, j)).T("\n")
	}
	return b
}

func tForward(l Lang) *B {
	b := &B{}
	i, j, k := r.IntN(len(l.Names)), r.IntN(len(l.Names)), r.IntN(len(l.Names))
	b.T(l.Ask + "\n\n" + l.Fwd + "\n")
	b.T(lbl(l.From)+name(l, i)+" <").P("email", email(l, i)).T(">\n")
	b.T(lbl(l.Date)).K(date(l) + " " + hm()).T("\n")
	b.T(lbl(l.Subj)).K(keepItem(l)).T("\n")
	b.T(lbl(l.To))
	if chance(0.5) {
		b.T("\""+name(l, j)+"\" <").P("email", email(l, j)).T(">")
	} else {
		b.P("email", email(l, j))
	}
	b.T("\n")
	if chance(0.4) {
		b.T(lbl(l.Cc)+name(l, k)+" <").P("email", email(l, k)).T(">\n")
	}
	b.T("\n" + pick(l.Fill) + "\n").K(keepItem(l)).T("\n\n" + name(l, i) + "\n")
	if chance(0.6) {
		phoneLine(b, l, l.Tel)
		b.T("\n")
	}
	return b
}

func tSignature(l Lang) *B {
	b := &B{}
	i := r.IntN(len(l.Names))
	b.T(l.Ask + "\n\n" + pick(l.Fill) + " ").K(keepItem(l)).T("\n\n-- \n" + name(l, i) + "\n" + pick(l.Title) + "\n")
	sep := pick([]string{"\n", " | ", " · "})
	phoneLine(b, l, l.Tel)
	if chance(0.6) {
		b.T(sep)
		phoneLine(b, l, l.Mob)
	}
	if chance(0.4) {
		b.T(sep)
		phoneLine(b, l, l.Fax)
	}
	b.T("\n")
	if chance(0.7) {
		b.T(lbl(l.Mail)).P("email", email(l, i)).T("\n")
	}
	b.K(pick(l.Postal)).T("\n\n")
	b.K(expandHash(pick(l.Reg))).T(" · ").K(expandHash(pick(l.Bank))).T("\n")
	return b
}

var users = []string{"jane", "mk", "ops-bot", "tom_r", "anna", "dev42", "lena", "kai"}

func tChat(l Lang) *B {
	b := &B{}
	u1, u2 := pick(users), pick(users)
	b.T(l.Ask + "\n\n")
	b.Tf("[%s] %s: %s ", hm(), u1, pick(l.Fill)).K(keepItem(l)).T("\n")
	b.Tf("[%s] %s: ", hm(), u2)
	sprintfP(b, pick([]string{l.CallMe, l.MyNum}), "phone", phone(l))
	b.T("\n")
	if chance(0.5) {
		b.Tf("[%s] %s: %s ", hm(), u1, lbl(l.Mail)).P("email", email(l, r.IntN(len(l.Names)))).T("\n")
	}
	if chance(0.3) {
		b.Tf("[%s] %s: %s ", hm(), u2, lbl(l.Mob)).P("phone", phone(l)).T("\n")
	}
	b.Tf("[%s] %s: ok, ", hm(), u1).K(keepItem(l)).T("\n")
	return b
}

func tSMS(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n")
	n := 2 + r.IntN(3)
	for x := 0; x < n; x++ {
		b.K(date(l) + " " + hm()).T(" — ")
		if x == 0 || chance(0.3) {
			b.P("phone", phone(l))
		} else {
			b.T(pick(users))
		}
		b.T(": " + pick(l.Fill))
		if chance(0.4) {
			b.T(" ").K(keepItem(l))
		}
		b.T("\n")
	}
	return b
}

func spaced(p string) string {
	var out []string
	for _, c := range p {
		if c >= '0' && c <= '9' {
			out = append(out, string(c))
		}
	}
	return strings.Join(out, " ")
}

func tVoicemail(l Lang) *B {
	b := &B{}
	b.T(l.Ask+"\n\n").T("Voicemail ").K(date(l)+" "+hm()).Tf(" (0:%02d)\n", 10+r.IntN(50))
	b.T(name(l, r.IntN(len(l.Names))) + ". " + pick(l.Fill) + " ")
	p := phoneASCII(l)
	sprintfP(b, l.MyNum, "phone", p)
	b.T(". ").K(keepItem(l)).T(". ")
	if chance(0.5) && (l.Code == "en" || l.Code == "engb" || l.Code == "de" || l.Code == "fr" || l.Code == "es") && !strings.HasPrefix(p, "+") {
		// dictated digit by digit
		b.T("… ")
		b.P("phone", spaced(p))
		b.T(".\n")
		return b
	}
	b.T("\n")
	return b
}

func tContact(l Lang) *B {
	b := &B{}
	i := r.IntN(len(l.Names))
	b.T(l.Ask + "\n\n")
	switch r.IntN(4) {
	case 0:
		p := phone(l)
		b.T("BEGIN:VCARD\nVERSION:3.0\nFN:"+name(l, i)+"\nTEL;TYPE=CELL:").P("phone", p).T("\nEMAIL;TYPE=INTERNET:").P("email", email(l, i)).T("\nNOTE:").K(keepItem(l)).T("\nEND:VCARD\n").K(keepItem(l)).T("\n")
	case 1:
		p := phoneASCII(l)
		if !strings.HasPrefix(p, "+") {
			p = "+1 " + usAreas[r.IntN(len(usAreas))] + " " + usExchange() + " " + digs(4)
		}
		b.T("WhatsApp: https://wa.me/").P("phone", e164(p)[1:]).T("?text=").K("Order%20" + nz(8)).T("\n").K(keepItem(l)).T(" · ").K(keepItem(l)).T("\n")
	case 2:
		loc := l.Names[i][1]
		dom := pick(l.Domains)
		k := strings.LastIndexByte(dom, '.')
		v := loc + " [at] " + dom[:k] + " [dot] " + dom[k+1:]
		if chance(0.5) {
			v = loc + "(at)" + dom
		}
		b.T(pick(l.Fill)+" "+lbl(l.Mail)).P("email", v).T("\n").K(keepItem(l)).T("\n").K(keepItem(l)).T("\n")
	case 3:
		p := expand(pick(langs[0].Phones))
		b.T(name(l, i)+", "+pick(l.Title)+"\n"+lbl(langs[0].Tel)).P("phone", p).T(" ").K("ext. " + fmt.Sprint(100+r.IntN(9000))).T("\n").K(keepItem(l)).T("\n")
	}
	return b
}

var spelledEN = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

func tCallCentre(l Lang) *B {
	b := &B{}
	b.T("Summarize this call transcript for the CRM.\n\n")
	b.T("AGENT (").K("00:00:04").T("): Thank you for calling, this call may be recorded. Can I have your case number?\n")
	b.T("CALLER (00:00:09): Yes, it's ").K(pick([]string{"CASE-", "SR "}) + digs(7)).T(".\n")
	w := []string{}
	for x := 0; x < 10; x++ {
		w = append(w, pick(spelledEN))
	}
	b.T("AGENT (00:00:21): And a callback number?\nCALLER (00:00:24): " + strings.Join(w[:3], " ") + ", " + strings.Join(w[3:6], " ") + ", " + strings.Join(w[6:], " ") + " — sorry, I'll type it: ")
	b.P("phone", phoneASCII(langs[0])).T(".\n")
	if chance(0.5) {
		b.T("AGENT (00:01:02): And the email on file?\nCALLER: ").P("email", email(langs[0], r.IntN(6))).T("\n")
	}
	b.T("AGENT: Your refund of ").K(amount(langs[0])).T(" will post in 5–7 business days.\n")
	return b
}

func tHTML(l Lang) *B {
	b := &B{}
	i := r.IntN(len(l.Names))
	b.T(l.Ask + "\n\n<div class=\"sig\"><p>" + pick(l.Fill) + "</p>\n<p><b>" + name(l, i) + "</b><br>\n")
	p := phoneASCII(l)
	switch r.IntN(4) {
	case 0, 1:
		if strings.HasPrefix(p, "+") {
			b.T(l.Tel+"&nbsp;<a href=\"tel:").P("phone", e164(p)).T("\">").P("phone", p).T("</a><br>\n")
		} else {
			b.T(l.Tel+"&nbsp;").P("phone", p).T("<br>\n")
		}
	case 2:
		if strings.HasPrefix(p, "+") {
			b.T(l.Tel+" &#43;").P("phone", p[1:]).T("<br>\n")
		} else {
			b.T(l.Tel+"&nbsp;").P("phone", p).T("<br>\n")
		}
	case 3:
		b.T("<span>"+l.Mob+"</span> <span>").P("phone", p).T("</span><br>\n")
	}
	e := email(l, i)
	b.T("<a href=\"mailto:").P("email", e).T("\">").T(e).T("</a><br>\n")
	b.K(pick(l.Postal)).T("&nbsp;|&nbsp;").K(keepItem(l)).T("</p></div>")
	return b
}

func tMarkdown(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n| # | " + strings.TrimRight(strings.TrimSpace(l.Tel), ":：") + " | " + strings.TrimRight(strings.TrimSpace(l.Mail), ":：") + " | Ticket |\n|---|---|---|---|\n")
	n := 1 + r.IntN(3)
	for x := 0; x < n; x++ {
		b.Tf("| %d | ", x+1).P("phone", phoneASCII(l)).T(" | ")
		b.P("email", email(l, x)).T(" | ").K("INC00" + digs(5)).T(" |\n")
	}
	if chance(0.5) {
		e := email(l, 3)
		b.T("\n["+name(l, 3)+"](mailto:").P("email", e).T(") · `").K(keepItem(l)).T("`\n")
	} else {
		b.T("\n" + pick(l.Fill) + " `").K(keepItem(l)).T("` → `")
		b.P("email", email(l, 2)).T("`\n")
	}
	return b
}

func tPDF(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n").K(fmt.Sprintf(l.PageF, 2, 7)).T("\n")
	i := r.IntN(len(l.Names))
	switch r.IntN(3) {
	case 0:
		b.T("Name: __"+name(l, i)+"__________  "+lbl(l.Tel)+"__").P("phone", phoneASCII(l)).T("____\n")
		b.T(lbl(l.Mail)+"_").P("email", email(l, i)).T("_______\n")
	case 1:
		b.T("Name: "+name(l, i)+" ______  "+lbl(l.Tel)).P("phone", phoneASCII(l)).T(" ________\n")
		b.T(lbl(l.Mail)).P("email", email(l, i)).T(" ____________\n")
	case 2:
		b.K(pick(l.Postal)).T("   "+lbl(l.Tel)).P("phone", phone(l)).T("   ").K(fmt.Sprintf(l.PageF, 3, 9)).T("\n")
		b.T("Confidential — "+lbl(l.Mail)).P("email", email(l, i)).T("\n")
	}
	fill := pick(l.Fill)
	if rs := []rune(fill); len(rs) > 12 {
		fill = string(rs[:8]) + "-\n" + string(rs[8:])
	}
	b.T(fill + "\n").K(keepItem(l)).T("     ").K(keepItem(l)).T("\n")
	b.K(fmt.Sprint(100+r.IntN(800)) + " / " + pick(l.Postal)).T("\n")
	return b
}

func tForm(l Lang, kind string) *B {
	b := &B{}
	i := r.IntN(len(l.Names))
	b.T(l.Ask + "\n\n")
	switch kind {
	case "form_job":
		b.T("Application — " + pick(l.Title) + "\n")
	case "form_rental":
		b.T("Rental application\n")
	case "form_loan":
		b.T("Loan application\n")
	case "form_medical":
		b.T("Patient intake\n")
	case "form_school":
		b.T("Enrollment form\n")
	}
	b.T("Name: " + name(l, i) + "\n")
	b.T(lbl(l.Tel)).P("phone", phone(l)).T("\n")
	if chance(0.6) {
		b.T(lbl(l.Mail)).P("email", email(l, i)).T("\n")
	}
	b.K(pick(l.Postal)).T("\n")
	switch kind {
	case "form_rental":
		b.T("Rent: ").K(amount(l)).T(" / month, move-in ").K(date(l) + " 10:00").T("\n")
	case "form_loan":
		b.T("Amount: ").K(amount(l)).T(", term 360 months, ").K(fmt.Sprintf("%d.%02d%% APR", 3+r.IntN(6), r.IntN(100))).T("\n")
		if l.Code == "en" && chance(0.7) {
			b.T("SSN: ").P("ssn", ssnFormat(ssn(), r.IntN(3))).T("\n")
		}
	case "form_medical":
		b.T("Insurance: ").K(l.Policy + " " + nz(9)).T("\nMedication: ").K(fmt.Sprintf("%d mg twice daily", pick([]int{250, 500, 850, 1000}))).T("\n")
		b.T("Emergency contact "+lbl(l.Mob)).P("phone", phone(l)).T("\n")
	case "form_school":
		b.T("Class ").K(fmt.Sprintf("%d%c, %d/%d", 1+r.IntN(12), 'A'+rune(r.IntN(4)), 2025, 2026)).T("\n")
		b.T("Parent "+lbl(l.Mob)).P("phone", phone(l)).T("\n")
	case "form_job":
		b.T("Availability from ").K(date(l) + " 09:00").T(", ").K(keepItem(l)).T("\n")
	}
	return b
}

func tTax(l Lang) *B {
	b := &B{}
	b.T(pick([]string{"Is this W-9 filled in correctly?", "Help me check my W-4 before I send it to payroll.", "¿Está bien llenado este formulario W-9?"}) + "\n\n")
	if chance(0.5) {
		b.K("Form W-9 (Rev. March 2024)").T("\n")
	} else {
		b.K("Form W-4 (2025) OMB No. 1545-0074").T("\n")
	}
	b.T("1 Name: " + name(l, r.IntN(len(l.Names))) + "\n")
	b.T("5 Address: ").K(fmt.Sprint(100+r.IntN(9000)) + " Oak St, " + pick(l.Postal)).T("\n")
	switch r.IntN(5) {
	case 0:
		b.T("Part I Social security number: ").P("ssn", ssn()).T("\n")
	case 1:
		b.T("SSN: ").P("ssn", ssnFormat(ssn(), 1+r.IntN(2))).T("\n")
	case 2:
		b.T("ITIN: ").P("ssn", itin()).T("\n")
	case 3:
		b.T("Taxpayer identification number (TIN): ").P("ssn", ssnFormat(ssn(), r.IntN(3))).T("\n")
	case 4:
		b.T("my social is ").P("ssn", ssn()).T(" and spouse ").P("ssn", ssn()).T("\n")
	}
	b.T("Employer identification number: ").K(einPrefix() + "-" + digs(7)).T("\n")
	b.T("Step 3 dependents: ").K(amount(l)).T("; Line 4(c) extra withholding ").K(amount(l)).T("\n")
	if chance(0.4) {
		b.T(lbl(l.Tel)).P("phone", phone(l)).T("\n")
	}
	return b
}

func tProse(l Lang) *B {
	b := &B{}
	switch r.IntN(4) {
	case 0:
		b.T("HR asked me: \"my SSN is ").P("ssn", ssn()).T(", start date ").K(date(langs[0]) + " 09:00").T("\" — where do I enter that in Workday?\n")
	case 1:
		b.T("Customer wrote: card:").P("credit_card", strings.ReplaceAll(cardFormat(cardDigits(pick(issuers))), " ", "")).T(" got declined on ").K(l.Order + " " + nz(10)).T(". What now?\n")
	case 2:
		b.T("Why was this cookie rejected? Cookie: session=").P("jwt", jwt()).T("; ").K("_ga=GA1.2." + nz(9) + "." + nz(10)).T("\n")
	case 3:
		b.T("Benefits form says SS# ").P("ssn", ssnFormat(ssn(), 1)).T(" and dependent SS# ").P("ssn", ssn()).T(", plan ").K("PPO-" + digs(4) + "-" + digs(2)).T("\n")
	}
	b.T("Context: ").K(keepItem(l)).T("; ").K(keepItem(l)).T("\n")
	return b
}

func tPayment(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n")
	nm, c := card()
	b.T(pick(l.Fill) + " ").K(keepItem(l)).T("\n")
	b.T(nm+": ").P("credit_card", c).T(", exp ").K(fmt.Sprintf("%02d/%d", 1+r.IntN(12), 2026+r.IntN(5))).T("\n")
	b.T("Total ").K(amount(l)).T("\n")
	if chance(0.4) {
		_, c2 := card()
		b.T("2nd card ").P("credit_card", c2).T("\n")
	}
	if chance(0.5) {
		b.T(lbl(l.Mail)).P("email", email(l, r.IntN(len(l.Names)))).T("\n")
	}
	if chance(0.3) {
		b.T(lbl(l.Tel)).P("phone", phone(l)).T("\n")
	}
	return b
}

func tDev(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n")
	rid := fmt.Sprintf("%s-%s-4%s-a%s-%s", rnd(8, "abcdef0123456789"), rnd(4, "abcdef0123456789"), rnd(3, "abcdef0123456789"), rnd(3, "abcdef0123456789"), rnd(12, "abcdef0123456789"))
	switch r.IntN(10) {
	case 0:
		b.T("curl -s -X POST https://api.example-shop.com/v2/orders \\\n  -H 'Authorization: Bearer ").P("bearer", bearerTok()).T("' \\\n  -d '{\"sku\":\"").K("SKU-" + digs(6)).T("\",\"qty\":2}'\n")
		b.T("HTTP/1.1 401 Unauthorized\nx-request-id: ").K(rid).T("\n")
	case 1:
		b.K(fmt.Sprintf("2025-%s-%sT%s:%s.%03dZ", two(1+r.IntN(12)), two(1+r.IntN(28)), hm(), two(r.IntN(60)), r.IntN(1000))).T(" ERROR auth failed token=").P("jwt", jwt()).T(" status=403\n")
	case 2:
		b.T("{\"headers\": {\"Authorization\": \"Bearer ").P("jwt", jwt()).T("\", \"X-Request-Id\": \"").K(rid).T("\"}}\n")
	case 3:
		b.T("CI log: leaked secret in build ").K("#"+digs(5)+" (runner 3.14.2)").T("\n  export TOKEN=").P("bearer", vendorSecret()).T("\n")
	case 4:
		b.T("GET /callback#id_token=").P("jwt", jwt()).T("&state=").K("st_" + rnd(10, "abcdefghijklmnopqrstuvwxyz0123456789")).T("\n")
	case 5:
		b.T("Authorization: Bearer ").P("bearer", bearerTok()).T("\nUser-Agent: ").K("okhttp/4.12.0").T("\n").T("slack bot: ").P("bearer", vendorSecret()).T("\n")
	case 6:
		sec := vendorSecret()
		pre := "API_KEY=\""
		for _, pv := range [][2]string{{"ghp_", "GITHUB_TOKEN="}, {"github_pat_", "GH_TOKEN="}, {"sk_live_", "STRIPE_SECRET_KEY="}, {"xoxb-", "SLACK_BOT_TOKEN="}, {"glpat-", "GITLAB_TOKEN: "}, {"npm_", "//registry.npmjs.org/:_authToken="}, {"sk-proj-", "OPENAI_API_KEY=\""}} {
			if strings.HasPrefix(sec, pv[0]) {
				pre = pv[1]
			}
		}
		post := ""
		if strings.HasSuffix(pre, "\"") {
			post = "\""
		}
		b.T(pre).P("bearer", sec).T(post + "\nDATABASE_POOL=").K("pool_size=" + fmt.Sprint(5+r.IntN(50)) + " timeout=30s").T("\n")
	case 7:
		b.T("{\"name\": \"Authorization\", \"value\": \"Bearer ").P("bearer", bearerTok()).T("\"},\n{\"name\": \"X-Trace\", \"value\": \"").K("trace-" + digs(8)).T("\"}\n")
	case 8:
		b.T("> GET /api/v1/tickets/").K(digs(6)+"?expand=comments").T(" HTTP/2\n> authorization: Bearer ").P("jwt", jwt()).T("\n< HTTP/2 200\n")
	case 9:
		b.T(pick([]string{"I accidentally pasted my token ", "is this key still valid? ", "rotate this one please: "})).P("bearer", vendorSecret()).T(" — ").K(keepItem(l)).T("\n")
	}
	if chance(0.3) {
		b.T("owner: ").P("email", email(l, r.IntN(len(l.Names)))).T("\n")
	}
	b.K(keepItem(l)).T("\n")
	return b
}

// ---------- clean templates ----------

func cleanInvoice(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n").K(l.Invoice + " " + fmt.Sprintf("%d-%05d", 2023+r.IntN(4), r.IntN(100000))).T("\n")
	b.K(l.Order + " " + nz(10)).T("\n")
	n := 2 + r.IntN(4)
	for x := 0; x < n; x++ {
		b.Tf("%d. ", x+1).T("SKU ").K(fmt.Sprintf("%s-%s", digs(3), digs(4)) + " x" + fmt.Sprint(1+r.IntN(9))).T(" — ").K(amount(l)).T("\n")
	}
	b.T("VAT ").K(fmt.Sprintf("%d%% = %s", pick([]int{7, 10, 19, 20, 21}), amount(l))).T("\n").K(expandHash(pick(l.Bank))).T("\n")
	return b
}

func cleanTravel(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n")
	for x := 0; x < 2+r.IntN(2); x++ {
		b.K(pick(airlines) + " " + fmt.Sprint(10+r.IntN(2990))).T("  ").K(date(l) + " " + hm()).T(" → ").K(hm() + " Terminal " + fmt.Sprint(1+r.IntN(3))).T("\n")
	}
	b.K(l.Booking + " " + pnr()).T(", ").K("e-ticket 220-" + nz(10)).T("\n")
	b.T("Hotel: ").K(l.Room + " " + fmt.Sprintf("%d.%03d", 1+r.IntN(6), r.IntN(400))).T(", ").K(amount(l)).T("\n")
	return b
}

func cleanReport(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n| Q | Revenue | Δ | Units |\n|---|---|---|---|\n")
	for q := 1; q <= 4; q++ {
		b.Tf("| Q%d/2025 | ", q).K(amount(l)).T(" | ").K(fmt.Sprintf("%+d.%d %%", r.IntN(40)-10, r.IntN(10))).T(" | ").K(groupThousands(10000+r.IntN(900000), ",") + " pcs").T(" |\n")
	}
	b.T("\n").K(fmt.Sprintf(l.PageF, 1+r.IntN(3), 4)).T("\n")
	return b
}

func cleanBlankForm(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\nName: ____________  " + lbl(l.Tel) + "____________\n" + lbl(l.Mail) + "________________\n")
	b.T("SSN: ___-__-____   ").K(keepItem(l)).T("\n").K(keepItem(l)).T("\n").K(keepItem(l)).T("\n")
	return b
}

func cleanDevLog(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n")
	for x := 0; x < 3; x++ {
		b.K(fmt.Sprintf("2025-%s-%s %s:%s", two(1+r.IntN(12)), two(1+r.IntN(28)), hm(), two(r.IntN(60)))).T(" ")
		b.K(fmt.Sprintf("10.%d.%d.%d:%d", r.IntN(255), r.IntN(255), 1+r.IntN(254), pick([]int{443, 8080, 8443, 5432, 6379}))).T(" ")
		b.K(fmt.Sprintf("latency=%dms bytes=%d", 1+r.IntN(900), 1000+r.IntN(900000))).T("\n")
	}
	b.T("curl -H \"Authorization: Bearer $API_TOKEN\" ").K("https://api.example.com/v3/items?page=" + fmt.Sprint(2+r.IntN(40))).T("\n")
	b.K(fmt.Sprintf("v%d.%d.%d (build %d)", 1+r.IntN(5), r.IntN(30), r.IntN(20), 1000+r.IntN(9000))).T("\n")
	return b
}

func cleanMedical(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n")
	b.K("HbA1c " + fmt.Sprintf("%d.%d %%", 5+r.IntN(4), r.IntN(10))).T(", ").K(fmt.Sprintf("BP %d/%d mmHg", 110+r.IntN(40), 70+r.IntN(20))).T(", ").K(fmt.Sprintf("glucose %d mg/dL", 70+r.IntN(100))).T("\n")
	b.K(fmt.Sprintf("%d mg twice daily", pick([]int{250, 500, 850, 1000}))).T(", ").K("ICD-10 E11." + fmt.Sprint(r.IntN(10))).T("\n").K(keepItem(l)).T("\n")
	return b
}

func cleanLogistics(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n").K("MSKU " + digs(6) + "-" + fmt.Sprint(r.IntN(10))).T(", ").K("HS " + fmt.Sprintf("%04d.%02d.%02d", 8400+r.IntN(200), r.IntN(100), r.IntN(100))).T("\n")
	b.K(fmt.Sprintf("%s kg", groupThousands(1000+r.IntN(20000), ","))).T(", ").K(fmt.Sprintf("%d pallets", 2+r.IntN(30))).T(", ").K("1Z" + rnd(6, "ABCDEFGHJKLMNPRSTUVWXY0123456789") + digs(10)).T("\n")
	b.K(l.Order + " " + nz(10)).T("; ").K(keepItem(l)).T("\n")
	return b
}

func cleanMeeting(l Lang) *B {
	b := &B{}
	b.T(l.Ask + "\n\n").K(date(l) + " " + hm()).T(" – ").K(hm() + " (UTC+1)").T("\n")
	b.T("Zoom ").K(fmt.Sprintf("Meeting ID: %s %s %s", nz(3), digs(4), digs(4))).T("\n").K("Passcode: " + digs(6)).T("\n")
	b.K(l.Room + " " + fmt.Sprintf("%d.%03d", 1+r.IntN(6), r.IntN(400))).T(", agenda: ").K(keepItem(l)).T(", ").K(keepItem(l)).T("\n")
	return b
}

type tpl struct {
	kind string
	w    int
	f    func(Lang) *B
}

func main() {
	pii := []tpl{
		{"email_reply", 14, tEmailReply},
		{"forward_header", 10, tForward},
		{"signature", 12, tSignature},
		{"chat", 9, tChat},
		{"sms", 6, tSMS},
		{"voicemail", 5, tVoicemail},
		{"html", 7, tHTML},
		{"markdown", 5, tMarkdown},
		{"pdf_ocr", 6, tPDF},
		{"form_job", 3, func(l Lang) *B { return tForm(l, "form_job") }},
		{"form_rental", 3, func(l Lang) *B { return tForm(l, "form_rental") }},
		{"form_loan", 3, func(l Lang) *B { return tForm(l, "form_loan") }},
		{"form_medical", 3, func(l Lang) *B { return tForm(l, "form_medical") }},
		{"form_school", 3, func(l Lang) *B { return tForm(l, "form_school") }},
		{"payment", 13, tPayment},
		{"prose_sensitive", 4, tProse},
		{"contact_card", 6, tContact},
		{"callcentre", 3, func(l Lang) *B { return tCallCentre(langs[0]) }},
		{"dev_auth", 16, tDev},
	}
	clean := []tpl{
		{"clean_invoice", 1, cleanInvoice}, {"clean_travel", 1, cleanTravel}, {"clean_report", 1, cleanReport},
		{"clean_blankform", 1, cleanBlankForm}, {"clean_devlog", 1, cleanDevLog}, {"clean_medical", 1, cleanMedical},
		{"clean_logistics", 1, cleanLogistics}, {"clean_meeting", 1, cleanMeeting},
	}
	choose := func(ts []tpl) tpl {
		tot := 0
		for _, t := range ts {
			tot += t.w
		}
		x := r.IntN(tot)
		for _, t := range ts {
			if x < t.w {
				return t
			}
			x -= t.w
		}
		return ts[0]
	}
	out, _ := os.Create("corpus.ndjson")
	defer out.Close()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	emit := func(b *B, kind, lang string, isClean bool) {
		q := b.sb.String()
		for _, p := range b.pii {
			if !strings.Contains(q, p.V) {
				panic("pii not in q")
			}
		}
		keep := []string{}
		seen := map[string]bool{}
		for _, k := range b.keep {
			ok := strings.Contains(q, k) && !seen[k]
			for _, p := range b.pii {
				if strings.Contains(p.V, k) || strings.Contains(k, p.V) {
					ok = false
				}
			}
			if ok {
				seen[k] = true
				keep = append(keep, k)
			}
		}
		if b.pii == nil {
			b.pii = []PII{}
		}
		enc.Encode(Rec{q, b.pii, keep, isClean, kind, lang})
	}
	en := langs[0]
	for n := 0; n < 2000; n++ {
		l := langs[n%len(langs)]
		t := choose(pii)
		if n%10 == 3 {
			t = tpl{"tax_form", 0, tTax}
			l = en
		}
		b := t.f(l)
		if len(b.pii) == 0 || len(b.pii) > 6 {
			n--
			continue
		}
		emit(b, t.kind, l.Code, false)
	}
	for n := 0; n < 1000; n++ {
		l := langs[n%len(langs)]
		t := choose(clean)
		emit(t.f(l), t.kind, l.Code, true)
	}
}
