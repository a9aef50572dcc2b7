// Generator for corpus38: informal chat/marketplace text in many locales.
// Deterministic (fixed seed). Labels follow real-world meaning, written
// without reading the scrubber's implementation.
package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strings"
)

var r = rand.New(rand.NewSource(3838))

func pick(a []string) string { return a[r.Intn(len(a))] }
func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.Intn(10))
	}
	return string(b)
}

// expand a pattern: {a|b} alternatives, N any digit, X 2-9.
func expand(p string) string {
	var sb strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c == '{':
			j := strings.IndexByte(p[i:], '}') + i
			sb.WriteString(expand(pick(strings.Split(p[i+1:j], "|"))))
			i = j
		case c == '^' && i+1 < len(p):
			i++
			sb.WriteByte(p[i])
		case c == 'N':
			sb.WriteByte(byte('0' + r.Intn(10)))
		case c == 'X':
			sb.WriteByte(byte('2' + r.Intn(8)))
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

func onlyDigits(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b = append(b, s[i])
		}
	}
	return string(b)
}

func placeholderish(s string) bool {
	d := onlyDigits(s)
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
	return strings.Contains(d, "1234567") || strings.Contains(d, "555")
}

type Loc struct {
	id      string
	phones  []string
	domains []string
	names   []string
	price   func() string
	date    func() string
	addr    func() string
	plate   func() string
	arabic  bool // sometimes Arabic-Indic digits in phones
	pii     []string
	clean   []string
}

func phoneOf(l *Loc) string {
	for {
		p := expand(pick(l.phones))
		if !placeholderish(p) {
			return p
		}
	}
}

func thousands(n int, sep string) string {
	s := fmt.Sprint(n)
	var out []string
	for len(s) > 3 {
		out = append([]string{s[len(s)-3:]}, out...)
		s = s[:len(s)-3]
	}
	out = append([]string{s}, out...)
	return strings.Join(out, sep)
}

func priceF(pre, sep, dec, post string, lo, hi, round int) func() string {
	return func() string {
		n := (lo + r.Intn(hi-lo)) / round * round
		if n == 0 {
			n = round
		}
		s := thousands(n, sep)
		if dec != "" && r.Intn(4) == 0 {
			s += dec + pick([]string{"00", "90", "99", "50"})
		}
		return pre + s + post
	}
}

func dateF(sep string, yfirst bool) func() string {
	return func() string {
		d, m, y := 1+r.Intn(28), 1+r.Intn(12), 2024+r.Intn(3)
		if yfirst {
			return fmt.Sprintf("%d%s%02d%s%02d", y, sep, m, sep, d)
		}
		if r.Intn(3) == 0 {
			return fmt.Sprintf("%02d%s%02d", d, sep, m)
		}
		return fmt.Sprintf("%02d%s%02d%s%d", d, sep, m, sep, y)
	}
}

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

func card() string {
	type iss struct {
		pre string
		n   int
	}
	is := pick([]string{"4", "4", "4", "51", "52", "53", "54", "55", "2221", "2720", "34", "37", "6011", "65", "3528", "3589", "62", "9792", "60"})
	n := 16
	if is == "34" || is == "37" {
		n = 15
	}
	var num string
	for {
		body := is + digits(n-1-len(is))
		num = body + string(luhnCheck(body))
		if !placeholderish(num) {
			break
		}
	}
	switch {
	case n == 15:
		if r.Intn(3) == 0 {
			return num
		}
		return num[:4] + " " + num[4:10] + " " + num[10:]
	default:
		sep := pick([]string{" ", " ", "-", "", " "})
		return num[:4] + sep + num[4:8] + sep + num[8:12] + sep + num[12:]
	}
}

func ssn() (string, bool) { // returns value, isITIN
	if r.Intn(5) == 0 {
		g := pick([]string{"5N", "6{0|1|2|3|4|5}", "7N", "8{0|1|2|3|4|5|6|7|8}", "9{0|1|2}", "9{4|5|6|7|8|9}"})
		return expand("9NN-" + g + "-NNNN"), true
	}
	for {
		a := 1 + r.Intn(899)
		if a == 666 {
			continue
		}
		g := 1 + r.Intn(99)
		s := 1 + r.Intn(9999)
		return fmt.Sprintf("%03d-%02d-%04d", a, g, s), false
	}
}

const b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

func rnd(n int, alpha string) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alpha[r.Intn(len(alpha))]
	}
	return string(b)
}

func jwt() string {
	e := base64.RawURLEncoding
	h := e.EncodeToString([]byte(pick([]string{`{"alg":"HS256","typ":"JWT"}`, `{"alg":"RS256","typ":"JWT","kid":"` + rnd(8, b64) + `"}`})))
	p := e.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%d","name":"%s","iat":%d,"exp":%d}`, r.Intn(999999), pick([]string{"budi", "ana", "rahul", "carlos", "mehmet"}), 1760000000+r.Intn(9999999), 1770000000+r.Intn(9999999))))
	s := make([]byte, 32)
	r.Read(s)
	return h + "." + p + "." + e.EncodeToString(s)
}

func secret() (string, string) { // token, context kind
	switch r.Intn(6) {
	case 0:
		return "ghp_" + rnd(36, b64), "ghp"
	case 1:
		return "sk-proj-" + rnd(48, b64+"-_"), "openai"
	case 2:
		return "xoxb-" + digits(12) + "-" + digits(13) + "-" + rnd(24, b64), "slack"
	case 3:
		return "sk_live_" + rnd(24, b64), "stripe"
	default:
		return rnd(20+r.Intn(20), b64) + digits(4), "bearer"
	}
}

func email(l *Loc) string {
	n := pick(l.names)
	m := pick(l.names)
	local := pick([]string{n + "." + m, n + "_" + m + digits(2), n + m + digits(r.Intn(4)), n + "." + m + digits(2), n + digits(3), n + "-" + m})
	if r.Intn(12) == 0 {
		local = strings.ToUpper(local[:1]) + local[1:]
	}
	return local + "@" + pick(l.domains)
}

func obfEmail(l *Loc) string {
	n := pick(l.names) + "." + pick(l.names)
	d := pick(l.domains)
	i := strings.IndexByte(d, '.')
	switch r.Intn(3) {
	case 0:
		return n + " (at) " + d[:i] + " (dot) " + d[i+1:]
	case 1:
		return n + "[at]" + d
	default:
		return n + " [at] " + d[:i] + " [dot] " + d[i+1:]
	}
}

func cpf() string {
	for {
		b := digits(9)
		if placeholderish(b) {
			continue
		}
		calc := func(s string, w int) byte {
			sum := 0
			for i := 0; i < len(s); i++ {
				sum += int(s[i]-'0') * (w - i)
			}
			d := 11 - sum%11
			if d >= 10 {
				d = 0
			}
			return byte('0' + d)
		}
		b1 := b + string(calc(b, 10))
		full := b1 + string(calc(b1, 11))
		return full
	}
}

func imei() string {
	b := "35" + digits(12)
	return b + string(luhnCheck(b))
}

var models = []string{"iPhone 13 Pro 256GB", "iPhone 11 64GB", "iPhone 14 Pro Max 512GB", "Galaxy A54 5G", "Galaxy S23 Ultra 256GB", "Redmi Note 12 Pro", "Xiaomi 13T 12/256", "POCO X5 Pro 5G", "Moto G84", "RTX 3060 12GB", "PS5 825GB", "Xbox Series S 512GB", "MacBook Air M1 8/256", "Samsung QN65Q80C", "Honda CB 190R 2021", "Yamaha NMAX 155", "Oppo A78", "Vivo Y36", "realme C55 8/256", "Infinix Hot 30i", "Tecno Spark 10C", "AirPods Pro 2", "ThinkPad T480 i5-8350U", "LG 55UQ8000", "Nintendo Switch OLED 64GB"}

func maskPhone(l *Loc) string {
	p := phoneOf(l)
	b := []byte(p)
	// mask 3-4 middle digits
	idx := []int{}
	for i := range b {
		if b[i] >= '0' && b[i] <= '9' {
			idx = append(idx, i)
		}
	}
	m := pick([]string{"*", "x", "X", "*"})
	start := len(idx)/2 - 2
	for k := start; k < start+4 && k < len(idx); k++ {
		b[idx[k]] = m[0]
	}
	return string(b)
}

type span struct{ a, b int }
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

var arDigits = []string{"٠", "١", "٢", "٣", "٤", "٥", "٦", "٧", "٨", "٩"}

func toArabic(s string) string {
	var sb strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			sb.WriteString(arDigits[c-'0'])
		} else {
			sb.WriteRune(c)
		}
	}
	return sb.String()
}

func oddSpacing(p string) string {
	switch r.Intn(3) {
	case 0:
		return strings.Replace(p, " ", "  ", 1)
	case 1:
		if strings.Contains(p, "-") {
			return strings.ReplaceAll(p, "-", " - ")
		}
	}
	return p
}

// fill a template; returns query, pii, keep values with spans, unlabeled spans
func fill(l *Loc, t string) (string, []PII, []string, bool) {
	var sb strings.Builder
	var pii []PII
	var piiSp, avoid []span
	type kv struct {
		v  string
		sp span
	}
	var keeps []kv
	for i := 0; i < len(t); i++ {
		if t[i] != '{' {
			sb.WriteByte(t[i])
			continue
		}
		j := strings.IndexByte(t[i:], '}') + i
		tok := t[i+1 : j]
		i = j
		var v, fam string
		keep := true
		switch tok {
		case "PHONE":
			v, fam = phoneOf(l), "phone"
			if l.arabic && r.Intn(5) == 0 {
				v = toArabic(v)
			}
			if r.Intn(10) == 0 {
				v = oddSpacing(v)
			}
		case "EMAIL":
			v, fam = email(l), "email"
			if r.Intn(14) == 0 {
				v = obfEmail(l)
			}
		case "CARD":
			v, fam = card(), "credit_card"
		case "SSN":
			v, _ = ssn()
			fam = "ssn"
			if r.Intn(8) == 0 {
				v = strings.ReplaceAll(v, "-", " ")
			}
		case "ITIN":
			for {
				var it bool
				if v, it = ssn(); it {
					break
				}
			}
			fam = "ssn"
		case "JWT":
			v, fam = jwt(), "jwt"
		case "TOKEN":
			v, _ = secret()
			fam = "bearer"
		case "RNDTOK":
			v, fam = rnd(24+r.Intn(16), b64)+digits(3), "bearer"
		case "GHP":
			v, fam = "ghp_"+rnd(36, b64), "bearer"
		case "SKKEY":
			v, fam = "sk-proj-"+rnd(48, b64), "bearer"
		case "E":
			v = pick([]string{"📱", "📱 ", "☎️ ", "👉", "👉 ", "📞", "💬 ", "", ""})
			keep = false
		case "OZERO":
			for !strings.Contains(v, "o") {
				v = strings.ReplaceAll(phoneOf(l), "0", "o")
			}
			keep = false
		case "SPLIT":
			p := phoneOf(l)
			k := strings.LastIndexAny(p, " -")
			if k < 0 {
				k = len(p) / 2
			}
			v = p[:k] + "\n" + p[k:]
			keep = false
		case "PRICE":
			v = l.price()
		case "DATE":
			v = l.date()
		case "ADDR":
			v = l.addr()
		case "PLATE":
			v = l.plate()
		case "MASK":
			v = maskPhone(l)
		case "TIME":
			v = fmt.Sprintf("%d:%02d", 7+r.Intn(15), r.Intn(4)*15)
		case "ORD":
			v = expand("XNNNNN" + strings.Repeat("N", r.Intn(5)))
		case "AMZ":
			v = expand("NNN-NNNNNNN-NNNNNNN")
		case "TRK":
			v = expand(pick([]string{"{LB|LX|RR|NL|OQ}NNNNNNNN{BR|CN|MX}", "JTNNNNNNNNNN", "SP^XIDNNNNNNNNNNNN", "1Z{A|B|E|W}NN{Y|^X|Z}NNNNNNNNNNN", "NNNNNNNNNNNN", "{JP|JD}NNNNNNNNNN"}))
		case "OTP":
			v = expand("XNNNNN")
		case "OTP4":
			v = expand("XNNN")
		case "ACCT":
			v = expand(pick([]string{"NNNNNNNNNN", "0NNNNNNNNN", "NNN-NNNNNN-N", "NNNN NNNN NN"}))
		case "CLABE":
			for {
				v = expand("{002|012|014|021|072|127}NNNNNNNNNNNNNNN")
				if !luhnOK(v) {
					break
				}
			}
		case "CBU":
			v = expand("{007|011|014|017|072|285}0NNNNNNNNNNNNNNNNNN")
		case "CPF":
			c := cpf()
			v = c[:3] + "." + c[3:6] + "." + c[6:9] + "-" + c[9:]
		case "CPFB":
			v = cpf()
		case "IMEI":
			v = imei()
		case "MODEL":
			v = pick(models)
		case "YEAR":
			v = fmt.Sprint(2012 + r.Intn(14))
		case "SCORE":
			v = fmt.Sprintf("%d-%d", r.Intn(5), r.Intn(4))
		case "PCT":
			v = fmt.Sprintf("%d%%", 5*(1+r.Intn(14)))
		case "RATING":
			v = pick([]string{"4.8/5", "4,9", "4.7", "5/5", "4.5 ⭐", "9/10"})
		case "KM":
			v = thousands(10000+r.Intn(150000), ".") + " km"
		case "HN":
			v = fmt.Sprint(1 + r.Intn(2500))
		case "BUS":
			v = fmt.Sprint(1 + r.Intn(250))
		case "D4":
			v = expand("NNNN")
		case "QTY":
			v = pick([]string{"2 kg", "500 ml", "3 unid", "12 pcs", "1,5 L", "x3", "250 g", "6 pack", "10 lusin"})
		default:
			panic("bad token " + tok)
		}
		a := sb.Len()
		sb.WriteString(v)
		s := span{a, sb.Len()}
		if fam != "" {
			pii = append(pii, PII{fam, v})
			piiSp = append(piiSp, s)
		} else if keep {
			keeps = append(keeps, kv{v, s})
		} else if v != "" {
			avoid = append(avoid, s)
		}
	}
	q := sb.String()
	bad := append(append([]span{}, piiSp...), avoid...)
	over := func(x span) bool {
		for _, y := range bad {
			if x.a < y.b && y.a < x.b {
				return true
			}
		}
		return false
	}
	var keepOut []string
	for _, k := range keeps {
		// extend to previous word for context (glued prefix, spaces, one word)
		a := k.sp.a
		i := a
		for i > 0 && q[i-1] != ' ' && q[i-1] != '\n' {
			i--
		}
		if i < a && !over(span{i, k.sp.b}) {
			a = i
		}
		if i == a && i > 0 && q[i-1] == ' ' {
			j := i
			for j > 0 && q[j-1] == ' ' {
				j--
			}
			h := j
			for h > 0 && q[h-1] != ' ' && q[h-1] != '\n' {
				h--
			}
			if h < j && !over(span{h, k.sp.b}) {
				a = h
			}
		}
		c := span{a, k.sp.b}
		if over(c) {
			c = k.sp
			if over(c) {
				continue
			}
		}
		ks := q[c.a:c.b]
		if len(ks) < 6 {
			continue
		}
		ok := true
		for _, p := range pii {
			if strings.Contains(ks, p.V) || strings.Contains(p.V, ks) {
				ok = false
			}
		}
		if ok {
			keepOut = append(keepOut, ks)
		}
	}
	if len(keepOut) == 0 {
		// fall back to a run of plain words outside every labelled/unlabelled span
		best := ""
		prev := 0
		sp := append([]span{}, bad...)
		sort.Slice(sp, func(i, j int) bool { return sp[i].a < sp[j].a })
		sp = append(sp, span{len(q), len(q)})
		for _, x := range sp {
			if x.a > prev {
				seg := q[prev:x.a]
				if k := strings.LastIndexByte(seg, '\n'); k >= 0 && len(seg)-k > len(seg)/2 {
					seg = seg[k+1:]
				} else if k >= 0 {
					seg = seg[:k]
				}
				// drop partial words at the edges touching a span
				if prev > 0 {
					if k := strings.IndexByte(seg, ' '); k >= 0 {
						seg = seg[k+1:]
					}
				}
				if x.a < len(q) {
					if k := strings.LastIndexByte(seg, ' '); k >= 0 {
						seg = seg[:k]
					}
				}
				seg = strings.Trim(seg, " ,.:/")
				if len(seg) > len(best) {
					best = seg
				}
			}
			if x.b > prev {
				prev = x.b
			}
		}
		if len(best) >= 6 {
			keepOut = append(keepOut, best)
		}
	}
	// every PII value must be present; no PII inside another's text
	for _, p := range pii {
		if !strings.Contains(q, p.V) {
			panic("missing " + p.V)
		}
	}
	return q, pii, keepOut, true
}

func main() {
	locs := locales()
	var recs []Rec
	sec := secretTemplates()
	// ~2000 PII queries
	for n := 0; n < 2000; n++ {
		var l *Loc
		var t string
		if n%10 == 9 { // ~200 rare secret/card/ssn queries
			st := sec[r.Intn(len(sec))]
			l = locs[r.Intn(len(locs))]
			if st.loc != "" {
				for _, x := range locs {
					if x.id == st.loc {
						l = x
					}
				}
			}
			t = st.t
		} else {
			l = locs[n%len(locs)]
			t = pick(l.pii)
			if r.Intn(5) == 0 {
				t2 := pick(l.pii)
				if t2 != t && strings.Count(t+t2, "{PHONE}")+strings.Count(t+t2, "{EMAIL}") <= 4 {
					t = t + pick([]string{" ", "\n", " // ", ". "}) + t2[strings.IndexByte(t2, '|')+1:]
					if r.Intn(6) == 0 {
						t3 := pick(l.pii)
						t = t + "\n" + t3[strings.IndexByte(t3, '|')+1:]
					}
				}
			}
		}
		bar := strings.IndexByte(t, '|')
		kind, body := t[:bar], t[bar+1:]
		q, pii, keep, _ := fill(l, body)
		if len(pii) == 0 || len(pii) > 4 {
			n--
			continue
		}
		recs = append(recs, Rec{q, pii, keep, false, kind + "_" + l.id})
	}
	for n := 0; n < 1000; n++ {
		l := locs[n%len(locs)]
		t := pick(l.clean)
		if r.Intn(4) == 0 {
			t2 := pick(l.clean)
			if t2 != t {
				t = t + pick([]string{" ", "\n", ". "}) + t2[strings.IndexByte(t2, '|')+1:]
			}
		}
		bar := strings.IndexByte(t, '|')
		kind, body := t[:bar], t[bar+1:]
		q, pii, keep, _ := fill(l, body)
		if len(pii) != 0 {
			panic("clean template with pii: " + t)
		}
		if keep == nil {
			keep = []string{}
		}
		recs = append(recs, Rec{q, []PII{}, keep, true, "clean_" + kind + "_" + l.id})
	}
	r.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
	f, _ := os.Create("corpus.ndjson")
	enc := json.NewEncoder(f)
	enc.SetEscapeHTML(false)
	for _, x := range recs {
		if x.Keep == nil {
			x.Keep = []string{}
		}
		enc.Encode(x)
	}
	f.Close()
	fmt.Println("wrote", len(recs))
}
