// Command gen writes ../c115.ndjson: 3,000 labelled lines of support and
// engineering text for testing a PII scrubber. Deterministic: one math/rand
// source seeded with 115, no clock, no map iterated into the output.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Line struct {
	Q     string   `json:"q"`
	PII   []PII    `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

// rec builds one line: text, labelled values and keep strings together.
type rec struct {
	sb   strings.Builder
	pii  []PII
	keep []string
	lc   string
	who  person
}

func (r *rec) t(s string) *rec { r.sb.WriteString(s); return r }
func (r *rec) p(f, v string) *rec {
	r.sb.WriteString(v)
	r.pii = append(r.pii, PII{f, v})
	return r
}
func (r *rec) k(v string) *rec { r.sb.WriteString(v); r.keep = append(r.keep, v); return r }

// a cell of a table: plain text, a keep string or a labelled value.
type cell struct{ v, f string } // f: "" plain, "k" keep, else a family

func (r *rec) cell(c cell) *rec {
	switch c.f {
	case "":
		return r.t(c.v)
	case "k":
		return r.k(c.v)
	}
	return r.p(c.f, c.v)
}

type tmpl struct {
	kind string
	f    func(g *G, r *rec)
	lc   string
}

func (g *G) newRec(lc string) *rec {
	if lc == "" {
		lc = "en"
	}
	return &rec{lc: lc, who: g.person(lc)}
}

// x expands ⟨slot⟩s of s into r. Slots name a value kind and optional
// arguments after colons; see slot.
func (g *G) x(r *rec, s string) {
	for {
		i := strings.Index(s, "⟨")
		if i < 0 {
			r.t(s)
			return
		}
		r.t(s[:i])
		s = s[i+len("⟨"):]
		j := strings.Index(s, "⟩")
		if j < 0 {
			panic("unclosed slot in " + s)
		}
		g.slot(r, s[:j])
		s = s[j+len("⟩"):]
	}
}

func (g *G) slot(r *rec, spec string) {
	a := strings.Split(spec, ":")
	arg := func(i int) string {
		if i < len(a) {
			return a[i]
		}
		return ""
	}
	lc := r.lc
	switch a[0] {
	// ----- people, plain text
	case "full":
		r.t(r.who.disp)
	case "first":
		if n := people[lc]; len(n.native) > 0 {
			r.t(strings.Fields(r.who.disp)[0])
		} else {
			r.t(title(r.who.first))
		}
	case "city":
		if arg(1) != "" {
			lc = arg(1)
		}
		r.t(g.city(lc))
	case "agent":
		r.t(g.person(lc).disp)
	case "n":
		r.t(fmt.Sprint(g.rng(2, 48)))
	// ----- personal values
	case "email":
		switch arg(1) {
		case "upper":
			r.p("email", g.uniq(func() string { return strings.ToUpper(g.emailFor(lc, r.who, false)) }))
		case "idn":
			r.p("email", g.uniq(func() string {
				return g.pick("jürgen", "björn", "gülsen", "müller.anna", "søren", "zoë") + "." + g.digits(2) + "@" + g.pick("bäckerei-schmidt.de", "müller-bau.de", "gmx.de", "web.de", "straße-und-co.at")
			}))
		default:
			r.p("email", g.emailFor(lc, r.who, arg(1) == "work"))
		}
	case "oemail": // someone else's
		r.p("email", g.emailFor(lc, g.person(lc), arg(1) == "work"))
	case "phone":
		cc := arg(1)
		if cc == "" {
			cs := countryOf[lc]
			cc = cs[g.in(len(cs))]
		}
		var v string
		if cc == "digits" { // the international number as digits only, as wa.me writes it
			v = g.uniq(func() string {
				x := g.phone1(g.pick("br", "in", "mx", "de", "tr", "eg"), "intl")
				return strings.Map(func(c rune) rune {
					if c >= '0' && c <= '9' {
						return c
					}
					return -1
				}, x)
			})
		} else {
			v = g.phone(cc, arg(2))
		}
		switch arg(3) {
		case "ar":
			v = g.uniq(func() string { return script(v, arabicIndic) })
		case "fa":
			v = g.uniq(func() string { return script(v, persian) })
		case "hi":
			v = g.uniq(func() string { return script(v, devanagari) })
		case "fw":
			v = g.uniq(func() string { return script(v, fullwidth) })
		case "fwl": // full-width digits joined by the long vowel mark an IME types for a dash
			v = g.uniq(func() string { return strings.ReplaceAll(script(v, fullwidth), "－", "ー") })
		}
		r.p("phone", v)
	case "ssn":
		sep := "-"
		switch arg(1) {
		case "plain":
			sep = ""
		case "space":
			sep = " "
		case "dot":
			sep = "."
		}
		r.p("ssn", g.ssn(false, sep))
	case "itin":
		sep := "-"
		switch arg(1) {
		case "plain":
			sep = ""
		case "space":
			sep = " "
		}
		r.p("ssn", g.ssn(true, sep))
	case "card":
		r.p("credit_card", g.card(arg(1), arg(2)))
	case "jwt":
		r.p("jwt", g.jwt())
	case "sec":
		r.p("bearer", g.secret(arg(1)))
	case "basic":
		r.p("bearer", g.basic())
	case "again": // the last labelled value once more, as text
		r.t(r.pii[len(r.pii)-1].V)
	case "last4v": // the last four digits of the last value, a keep string
		v := r.pii[len(r.pii)-1].V
		r.k(v[len(v)-4:])
	case "uemail": // an address percent-encoded in a query string
		e := g.emailFor(lc, r.who, false)
		r.p("email", strings.NewReplacer("@", "%40", "+", "%2B").Replace(e))
	case "uphone": // an international number percent-encoded
		v := g.phone(arg(1), "intl")
		r.p("phone", strings.NewReplacer("+", "%2B", " ", "%20", "(", "%28", ")", "%29").Replace(v))
	case "obf": // an address with its at and dot spelled out
		e := g.emailFor(lc, r.who, false)
		at := strings.Index(e, "@")
		dom := e[at+1:]
		v := e[:at] + g.pick(" [at] ", " (at) ", "[at]", " {at} ") + dom
		if g.chance(0.5) {
			v = e[:at] + " [at] " + strings.ReplaceAll(dom, ".", " [dot] ")
		}
		r.p("email", v)
	// ----- look-alikes to keep
	default:
		r.k(g.keepOf(lc, a[0], arg(1)))
	}
}

var cities = map[string][]string{
	"en": {"Austin", "Leeds", "Denver", "Perth", "Toronto", "Boston"}, "de": {"Köln", "Berlin", "München", "Hamburg", "Graz"},
	"fr": {"Lyon", "Paris", "Nantes", "Lille", "Bordeaux"}, "es": {"Sevilla", "Madrid", "Guadalajara", "Monterrey", "Valencia"},
	"pt": {"São Paulo", "Recife", "Porto", "Curitiba", "Belo Horizonte"}, "it": {"Milano", "Torino", "Napoli", "Bologna"},
	"nl": {"Utrecht", "Rotterdam", "Gent", "Eindhoven"}, "pl": {"Kraków", "Gdańsk", "Wrocław", "Poznań"}, "tr": {"İzmir", "Ankara", "Bursa", "Antalya"},
	"ru": {"Казань", "Москва", "Новосибирск", "Самара"}, "ja": {"大阪", "東京", "札幌", "福岡"}, "zh": {"上海", "深圳", "成都", "杭州"},
	"ar": {"الرياض", "جدة", "القاهرة", "دبي"}, "hi": {"पुणे", "दिल्ली", "बेंगलुरु", "मुंबई"},
}

func (g *G) city(lc string) string { c := cities[lc]; return c[g.in(len(c))] }

var monthsEN = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
var monthsFR = []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}
var monthsES = []string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"}
var monthsDE = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}

func (g *G) date(lc string) string {
	y, m, d := g.rng(2023, 2026), g.rng(1, 12), g.rng(1, 28)
	switch lc {
	case "en":
		return g.pick(fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%s %d, %d", monthsEN[m-1], d, y), fmt.Sprintf("%d-%02d-%02d", y, m, d), fmt.Sprintf("%d %s %d", d, monthsEN[m-1][:3], y))
	case "de", "pl", "tr", "ru":
		if lc == "de" && g.chance(0.3) {
			return fmt.Sprintf("%d. %s %d", d, monthsDE[m-1], y)
		}
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "fr":
		return g.pick(fmt.Sprintf("%02d/%02d/%d", d, m, y), fmt.Sprintf("%d %s %d", d, monthsFR[m-1], y))
	case "es":
		return g.pick(fmt.Sprintf("%02d/%02d/%d", d, m, y), fmt.Sprintf("%d de %s de %d", d, monthsES[m-1], y))
	case "pt", "it":
		return fmt.Sprintf("%02d/%02d/%d", d, m, y)
	case "nl", "hi":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	case "ja", "zh":
		return g.pick(fmt.Sprintf("%d年%d月%d日", y, m, d), fmt.Sprintf("%d/%02d/%02d", y, m, d))
	}
	return fmt.Sprintf("%d-%02d-%02d", y, m, d)
}

func (g *G) price(lc string) string {
	a, c := g.rng(3, 4999), g.rng(0, 99)
	th := func(n int, sep string) string {
		if n < 1000 {
			return fmt.Sprint(n)
		}
		return fmt.Sprintf("%d%s%03d", n/1000, sep, n%1000)
	}
	switch lc {
	case "en":
		return g.pick(fmt.Sprintf("$%s.%02d", th(a, ","), c), fmt.Sprintf("£%s.%02d", th(a, ","), c), fmt.Sprintf("US$ %s.%02d", th(a, ","), c))
	case "de", "nl", "it", "es":
		return g.pick(fmt.Sprintf("%s,%02d €", th(a, "."), c), fmt.Sprintf("€ %s,%02d", th(a, "."), c), fmt.Sprintf("EUR %s,%02d", th(a, "."), c))
	case "fr":
		return fmt.Sprintf("%s,%02d €", th(a, "\u202f"), c)
	case "pt":
		return fmt.Sprintf("R$ %s,%02d", th(a, "."), c)
	case "pl":
		return fmt.Sprintf("%s,%02d zł", th(a, " "), c)
	case "tr":
		return fmt.Sprintf("%s,%02d TL", th(a, "."), c)
	case "ru":
		return fmt.Sprintf("%s ₽", th(a*10, " "))
	case "ja":
		return fmt.Sprintf("¥%s", th(a*100, ","))
	case "zh":
		return fmt.Sprintf("¥%s.%02d", th(a, ","), c)
	case "ar":
		return fmt.Sprintf("%s.%02d SAR", th(a, ","), c)
	case "hi":
		return fmt.Sprintf("₹%s", th(a*10, ","))
	}
	return fmt.Sprintf("$%d.%02d", a, c)
}

func (g *G) order(lc string) string {
	switch g.in(7) {
	case 0:
		return "#" + fmt.Sprint(g.rng(1000000, 99999999))
	case 1:
		return "SO-" + g.digits(6)
	case 2:
		return fmt.Sprintf("ORD-%d-%s", g.rng(2023, 2026), g.digits(6))
	case 3:
		return fmt.Sprintf("%d-%s-%s", g.rng(111, 114), g.digits(7), g.digits(7))
	case 4:
		return strings.ToUpper(lc) + "-" + g.digits(4) + "-" + g.digits(4)
	case 5:
		return "#A" + g.digits(7)
	}
	return "W" + g.digits(9)
}

func (g *G) ext(lc string) string {
	n := fmt.Sprint(g.rng(10, 9999))
	switch lc {
	case "de":
		return g.pick("Durchwahl "+n, "App. "+n, "ext. "+n)
	case "fr":
		return "poste " + n
	case "es":
		return g.pick("ext. "+n, "extensión "+n)
	case "pt":
		return "ramal " + n
	case "it":
		return "int. " + n
	case "nl":
		return "toestel " + n
	case "pl":
		return "wew. " + n
	case "tr":
		return "dahili " + n
	case "ru":
		return "доб. " + n
	case "ja":
		return "内線" + n
	case "zh":
		return "分机" + n
	case "ar":
		return "تحويلة " + n
	case "hi":
		return "एक्सटेंशन " + n
	}
	return g.pick("ext. "+n, "x"+n, "ext "+n, "Ext. "+n, ";ext="+n)
}

func (g *G) keepOf(lc, k, arg string) string {
	if _, ok := people[arg]; ok {
		lc = arg
	}
	switch k {
	case "order":
		return g.order(lc)
	case "date":
		return g.date(lc)
	case "iso":
		return fmt.Sprintf("%d-%02d-%02d", g.rng(2023, 2026), g.rng(1, 12), g.rng(1, 28))
	case "ts":
		return fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", g.rng(2023, 2026), g.rng(1, 12), g.rng(1, 28), g.in(24), g.in(60), g.in(60), g.in(1000))
	case "logts":
		return fmt.Sprintf("%d-%02d-%02d %02d:%02d:%02d,%03d", g.rng(2023, 2026), g.rng(1, 12), g.rng(1, 28), g.in(24), g.in(60), g.in(60), g.in(1000))
	case "time":
		return fmt.Sprintf("%02d:%02d", g.rng(7, 20), g.pick2(0, 15, 30, 45))
	case "price":
		return g.price(lc)
	case "ext":
		return g.ext(lc)
	case "ticket":
		return g.pick("#"+g.digits(5), "ZD-"+g.digits(6), "INC00"+g.digits(5), "SUP-"+g.digits(4), "CS-2025-"+g.digits(5), "case "+g.digits(8))
	case "ver":
		return g.pick(fmt.Sprintf("v%d.%d.%d", g.rng(1, 9), g.in(30), g.in(200)), fmt.Sprintf("%d.%d.%d-rc.%d", g.rng(1, 5), g.in(20), g.in(10), g.rng(1, 4)), fmt.Sprintf("%d.%d.%d", g.rng(1, 24), g.in(20), g.in(300)))
	case "ip":
		return g.pick(fmt.Sprintf("10.%d.%d.%d", g.in(256), g.in(256), g.rng(1, 254)), fmt.Sprintf("192.168.%d.%d", g.in(256), g.rng(1, 254)), fmt.Sprintf("172.%d.%d.%d", g.rng(16, 31), g.in(256), g.rng(1, 254)))
	case "ipport":
		return fmt.Sprintf("10.%d.%d.%d:%d", g.in(256), g.in(256), g.rng(1, 254), g.pick2(8080, 5432, 3306, 6379, 9200, 443, 8443))
	case "uuid":
		return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-" + g.pick("8", "9", "a", "b") + g.hex(3) + "-" + g.hex(12)
	case "inv":
		return g.pick("INV-"+fmt.Sprint(g.rng(2023, 2026))+"-"+g.digits(5), "RE-"+g.digits(8), "FA"+fmt.Sprint(g.rng(2023, 2026))+"/"+g.digits(5), "NF-e "+g.digits(9))
	case "track":
		return g.pick("1Z"+g.from(upperA+digitsA, 6)+g.digits(10), "JJD"+g.digits(18), "LX"+g.digits(9)+"CN", g.digits(12), "00340434"+g.digits(12))
	case "zip":
		switch lc {
		case "de":
			return g.digits(5) + " " + g.city(lc)
		case "fr":
			return g.pick("75008", "69003", "44000", "59800") + " " + g.city(lc)
		case "pt":
			return "CEP " + g.digits(5) + "-" + g.digits(3)
		case "ja":
			return "〒" + g.digits(3) + "-" + g.digits(4)
		case "nl":
			return g.digits(4) + " " + g.pick("AB", "KL", "XT", "MN")
		case "pl":
			return g.digits(2) + "-" + g.digits(3) + " " + g.city(lc)
		}
		return g.pick("TX 7870", "CO 8020", "MA 0211") + g.digits(1) + g.pick("", "-"+g.digits(4))
	case "pk":
		return g.pick("pk_live_", "pk_test_") + g.secretish(alnumA, 24)
	case "akia":
		return "AKIA" + g.from(upperA+"234567", 16)
	case "sha":
		return g.hex(40)
	case "short":
		return g.hex(7)
	case "sha256":
		return "sha256:" + g.hex(64)
	case "badcard":
		return g.badCard(arg)
	case "badssn":
		a, b, c := g.ssnParts()
		switch g.in(5) {
		case 0:
			a = "000"
		case 1:
			a = "666"
		case 2:
			b = "00"
		case 3:
			c = "0000"
		default:
			a, b = fmt.Sprint(g.rng(900, 999)), fmt.Sprintf("%02d", g.pick2(10, 23, 41, 47, 66, 89, 93))
		}
		return a + "-" + b + "-" + c
	case "maskssn":
		return g.pick("***-**-", "XXX-XX-", "xxx-xx-") + g.digits(4)
	case "mask":
		return g.pick("**** **** **** ", "XXXX-XXXX-XXXX-", "•••• ", "411111******", "************") + g.digits(4)
	case "last4":
		return g.digits(4)
	case "ph":
		return g.pick("<token>", "$TOKEN", "${API_TOKEN}", "YOUR_API_KEY", "<your-access-token>", "{{token}}", "xxxxxxxx", "REDACTED", "$GITHUB_TOKEN", "<PASSWORD>", "${DB_PASSWORD}", "********")
	case "reqid":
		return g.pick("req_"+g.secretish(alnumA, 14), "X-Request-Id: "+g.hex(8)+"-"+g.hex(4)+"-"+g.hex(4)+"-"+g.hex(4)+"-"+g.hex(12), "trace_id="+g.hex(32))
	case "sku":
		return g.pick("SKU-"+g.digits(6), "SKU "+g.digits(3)+"-"+g.digits(3)+"-"+g.digits(4), "P/N "+g.digits(4)+"-"+g.digits(4), "ART-"+g.digits(7))
	case "ean":
		b := "40" + g.digits(10)
		s := 0
		for i, c := range b {
			d := int(c - '0')
			if i%2 == 1 {
				d *= 3
			}
			s += d
		}
		return b + fmt.Sprint((10-s%10)%10)
	case "epoch":
		return fmt.Sprint(1700000000000 + g.r.Int63n(90000000000))
	case "snow":
		return fmt.Sprint(1100000000000000000 + g.r.Int63n(300000000000000000))
	case "pid":
		return fmt.Sprint(g.rng(1000, 65000))
	case "line":
		return fmt.Sprint(g.rng(12, 880))
	case "cus":
		return g.pick("cus_", "pi_", "ch_", "in_", "sub_") + g.secretish(alnumA, 14)
	case "id":
		return fmt.Sprint(g.rng(1000, 999999))
	case "amount":
		return fmt.Sprintf("%d.%02d", g.rng(5, 9999), g.in(100))
	case "exp":
		return fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(26, 31))
	case "hexaddr":
		return "0xc000" + g.hex(6)
	case "dur":
		return fmt.Sprintf("%dms", g.rng(3, 4800))
	case "port":
		return fmt.Sprint(g.pick2(8080, 3000, 5000, 9090, 8443))
	}
	panic("unknown slot " + k)
}

// ---------- checks ----------

func overlaps(q string, k string, vals []string) bool {
	// true when every occurrence of k overlaps an occurrence of some value
	for off := 0; ; {
		i := strings.Index(q[off:], k)
		if i < 0 {
			return true
		}
		s, e := off+i, off+i+len(k)
		hit := false
		for _, v := range vals {
			for o2 := 0; ; {
				j := strings.Index(q[o2:], v)
				if j < 0 {
					break
				}
				vs, ve := o2+j, o2+j+len(v)
				if vs < e && s < ve {
					hit = true
					break
				}
				o2 = vs + 1
			}
			if hit {
				break
			}
		}
		if !hit {
			return false
		}
		off = s + 1
	}
}

func check(l Line) error {
	var vals []string
	for _, p := range l.PII {
		if !strings.Contains(l.Q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		if strings.TrimSpace(p.V) != p.V || p.V == "" {
			return fmt.Errorf("value %q has blanks at its ends", p.V)
		}
		vals = append(vals, p.V)
	}
	for _, k := range l.Keep {
		if !strings.Contains(l.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		if overlaps(l.Q, k, vals) {
			return fmt.Errorf("keep %q overlaps a value", k)
		}
	}
	if l.Clean && len(l.PII) > 0 {
		return fmt.Errorf("clean line with values")
	}
	if !l.Clean && len(l.PII) == 0 {
		return fmt.Errorf("pii line without values")
	}
	return nil
}

func main() {
	g := &G{r: rand.New(rand.NewSource(115)), used: map[string]bool{}}
	piiT, cleanT := piiTemplates(), cleanTemplates()
	sched := func(ts []tmpl, n int) []tmpl {
		var out []tmpl
		for len(out) < n {
			b := append([]tmpl(nil), ts...)
			g.r.Shuffle(len(b), func(i, j int) { b[i], b[j] = b[j], b[i] })
			out = append(out, b...)
		}
		return out[:n]
	}
	ps, cs := sched(piiT, 2000), sched(cleanT, 1000)
	f, err := os.Create("../c115.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	seen := map[string]int{}
	pi, ci := 0, 0
	for i := 1; i <= 3000; i++ {
		var t tmpl
		clean := i%3 == 0
		if clean {
			t = cs[ci]
			ci++
		} else {
			t = ps[pi]
			pi++
		}
		var l Line
		var err error
		for try := 0; try < 30; try++ {
			r := g.newRec(t.lc)
			t.f(g, r)
			l = Line{Q: r.sb.String(), PII: r.pii, Keep: r.keep, Clean: clean, Kind: t.kind}
			if l.PII == nil {
				l.PII = []PII{}
			}
			if l.Keep == nil {
				l.Keep = []string{}
			}
			if err = check(l); err == nil {
				break
			}
		}
		if err != nil {
			panic(fmt.Sprintf("line %d kind %s: %v\n%s", i, t.kind, err, l.Q))
		}
		for _, p := range l.PII {
			if prev, ok := seen[p.V]; ok {
				panic(fmt.Sprintf("line %d: value %q repeats line %d", i, p.V, prev))
			}
			seen[p.V] = i
		}
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
	}
	if err := w.Flush(); err != nil {
		panic(err)
	}
	f.Close()
	fmt.Fprintf(os.Stderr, "wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}
