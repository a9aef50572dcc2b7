// Command c46gen writes ../c46.ndjson: a labelled PII test corpus for banking,
// fintech and payment operations text. Standard library only, fixed seed.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
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

type B struct {
	loc   string
	sb    strings.Builder
	pii   []PII
	keep  []string
	cache map[string]string
}

func (b *B) T(s string)            { b.sb.WriteString(s) }
func (b *B) P(f, v string)         { b.sb.WriteString(v); b.pii = append(b.pii, PII{f, v}) }
func (b *B) K(v string)            { b.sb.WriteString(v); b.keep = append(b.keep, v) }
func (b *B) Tf(f string, a ...any) { b.sb.WriteString(fmt.Sprintf(f, a...)) }

type Tmpl struct {
	kind  string
	locs  []string
	clean bool
	texts []string
	fn    func(b *B)
}

var allLocs = []string{"en-US", "en-GB", "en-IN", "de", "fr", "es", "es-MX", "pt-BR", "it", "nl", "pl", "tr", "ru", "ja", "zh", "ar"}

// fill expands {KEY}, {KEY#n} (value cached under that name), {KEY@loc}
// (another locale), {KEY~} (a keep-type value not recorded as keep).
func (b *B) fill(t string) {
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.T(t)
			return
		}
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			b.T(t)
			return
		}
		key := t[i+1 : i+j]
		if !isKey(key) {
			b.T(t[:i+1])
			t = t[i+1:]
			continue
		}
		b.T(t[:i])
		t = t[i+j+1:]
		b.expand(key)
	}
}

func isKey(k string) bool {
	if k == "" {
		return false
	}
	for _, c := range k {
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '#' || c == '@' || c == '~' || c == '_' || c >= 'a' && c <= 'z' || c == '-') {
			return false
		}
	}
	return k[0] >= 'A' && k[0] <= 'Z'
}

func (b *B) expand(key string) {
	nokeep := strings.HasSuffix(key, "~")
	key = strings.TrimSuffix(key, "~")
	loc := b.loc
	if i := strings.IndexByte(key, '@'); i >= 0 {
		loc = key[i+1:]
		key = key[:i]
	}
	cacheKey := key
	suffix := ""
	if i := strings.IndexByte(key, '#'); i >= 0 {
		suffix = key[i:]
		key = key[:i]
	}
	// "~" makes any value plain text: a keep-type value not recorded, or a
	// secret-shaped value that is not a secret (a signature, a message SID).
	if v, ok := b.cache[cacheKey+"@"+loc]; ok {
		f, kp := classify(key)
		if nokeep {
			f, kp = "", false
		}
		b.emit(v, f, kp)
		return
	}
	v, f, kp := b.value(key, loc, suffix)
	if suffix != "" || key == "FIRST" || key == "LAST" {
		b.cache[cacheKey+"@"+loc] = v
	}
	if nokeep {
		f, kp = "", false
	}
	b.emit(v, f, kp)
}

func (b *B) emit(v, f string, kp bool) {
	switch {
	case f != "":
		b.P(f, v)
	case kp:
		b.K(v)
	default:
		b.T(v)
	}
}

func classify(key string) (string, bool) {
	switch key {
	case "CARD", "CARDP", "CARDS", "CARDX", "CARDT", "AMEX", "VISA", "MC", "CARDG":
		return "credit_card", false
	case "PHONE", "PHONEI", "PHONEN":
		return "phone", false
	case "EMAIL", "WEMAIL":
		return "email", false
	case "SSN", "SSND", "SSNB", "SSNS", "ITIN", "ITINB":
		return "ssn", false
	case "JWT":
		return "jwt", false
	case "SK", "SKT", "RK", "WHSEC", "TOK", "PPTOK", "PPSEC", "PLAIDSEC", "PLAIDAT", "ADYKEY", "BTPRIV", "SQTOK", "GHP", "RZPSEC", "MOLLIE", "BASIC", "HEXSEC":
		return "bearer", false
	case "FIRST", "LAST", "FULL", "CITY", "N1", "N2", "N3", "N4", "N5", "N6", "HEX8", "AGENT", "TIME", "MERCH", "BANK", "CPF", "LANG", "DOB", "ADDR":
		return "", false
	}
	return "", true
}

func (b *B) name(suffix string) (string, string) {
	L := locs[b.loc]
	fk, lk := "FIRST"+suffix+"@"+b.loc, "LAST"+suffix+"@"+b.loc
	f, ok := b.cache[fk]
	if !ok {
		f = L.first[rn(len(L.first))]
		b.cache[fk] = f
	}
	l, ok := b.cache[lk]
	if !ok {
		l = L.last[rn(len(L.last))]
		b.cache[lk] = l
	}
	return f, l
}

func (b *B) value(key, loc, suffix string) (string, string, bool) {
	f, kp := classify(key)
	var v string
	iss := func() string { l := locIssuers[loc]; return l[rn(len(l))] }
	switch key {
	case "CARD":
		v = cardLayout(cardDigits(iss()))
	case "CARDP":
		v = cardDigits(iss())
	case "CARDS":
		d := cardDigits(iss())
		if len(d) == 16 {
			v = groupBy(d, []int{4, 4, 4, 4}, " ")
		} else {
			v = cardLayout(d)
		}
	case "CARDG":
		d := cardDigits(iss())
		if len(d) == 16 {
			v = groupBy(d, []int{4, 4, 4, 4}, pick(" ", "-"))
		} else {
			v = cardLayout(d)
		}
	case "CARDX":
		ks := []string{"visa", "mc", "amex", "discover", "diners", "jcb", "unionpay", "maestro", "rupay", "mir", "elo", "troy", "verve", "hipercard", "dankort"}
		v = cardLayout(cardDigits(ks[rn(len(ks))]))
	case "CARDT":
		v = testCards[rn(len(testCards))]
		if chance(0.3) && len(v) == 16 {
			v = groupBy(v, []int{4, 4, 4, 4}, " ")
		}
	case "AMEX":
		v = cardLayout(cardDigits("amex"))
	case "VISA":
		v = cardLayout(cardDigits("visa"))
	case "MC":
		v = cardLayout(cardDigits("mc"))
	case "PHONE":
		v = phone(loc, "")
	case "PHONEI":
		v = phone(loc, "intl")
	case "PHONEN":
		v = phone(loc, "nat")
	case "EMAIL":
		fi, la := b.name(suffix)
		v = emailFor(loc, fi, la)
	case "WEMAIL":
		fi, la := b.name(suffix)
		v = workEmail(fi, la, loc)
	case "SSN":
		a, g, s := ssnParts()
		v = ssnLayout(a, g, s, "")
	case "SSND":
		a, g, s := ssnParts()
		v = ssnLayout(a, g, s, "dash")
	case "SSNB":
		a, g, s := ssnParts()
		v = ssnLayout(a, g, s, "bare")
	case "SSNS":
		a, g, s := ssnParts()
		v = ssnLayout(a, g, s, "space")
	case "ITIN":
		a, g, s := itinParts()
		v = ssnLayout(a, g, s, pick("dash", "dash", "dash", "space"))
	case "ITINB":
		a, g, s := itinParts()
		v = ssnLayout(a, g, s, "bare")
	case "JWT":
		v = jwtTok()
	case "SK":
		v = skLive()
	case "SKT":
		v = skTest()
	case "RK":
		v = rkLive()
	case "WHSEC":
		v = whsec()
	case "TOK":
		v = opaqueTok()
	case "PPTOK":
		v = ppAccess()
	case "PPSEC":
		v = ppSecret()
	case "PLAIDSEC":
		v = plaidSec()
	case "PLAIDAT":
		v = plaidAccess()
	case "ADYKEY":
		v = adyenKey()
	case "BTPRIV":
		v = btPriv()
	case "HEXSEC":
		v = fromSet(hexd, 40)
	case "SQTOK":
		v = sqTok()
	case "GHP":
		v = ghp()
	case "RZPSEC":
		v = rzpSecret()
	case "MOLLIE":
		v = mollie()
	case "BASIC":
		v = basicCred(loc)
	// plain
	case "FIRST":
		v, _ = b.name(suffix)
	case "LAST":
		_, v = b.name(suffix)
	case "FULL":
		fi, la := b.name(suffix)
		if loc == "ja" || loc == "zh" {
			v = la + fi
		} else {
			v = fi + " " + la
		}
	case "CITY":
		L := locs[loc]
		v = L.city[rn(len(L.city))]
	case "ADDR":
		v = fmt.Sprintf("%d %s", 10+rn(9000), pick("Maple Ave", "Oak St", "W 5th St", "Elm Dr", "Pine Ct", "Lakeview Blvd", "Cedar Ln Apt 4B"))
	case "N1", "N2", "N3", "N4", "N5", "N6":
		v = digitsNZ(int(key[1] - '0'))
	case "HEX8":
		v = fromSet(hexd, 8)
	case "AGENT":
		v = pick("agent_jk", "M. Ortega", "T. Brandt", "S.Kaur", "rpatel", "lwong", "A. Dubois", "K. Nowak", "CS-Tier2", "Y. Sato")
	case "TIME":
		v = fmt.Sprintf("%02d:%02d", rn(24), rn(60))
	case "MERCH":
		v = pick("AMZN Mktp US", "UBER *TRIP", "SPOTIFY", "NETFLIX.COM", "APPLE.COM/BILL", "WALMART #4021", "LIDL DIENSTLEISTUNG", "CARREFOUR CITY", "MERCADOLIVRE*ELETRO", "ZARA ES", "STEAMGAMES.COM", "BOLT.EU/O/2403", "SHELL 10021", "AIRBNB * HMQ4", "TRENITALIA", "ALBERT HEIJN 1403", "BIEDRONKA 3122", "YEMEKSEPETI", "ЯНДЕКС.ТАКСИ", "ローソン", "美团外卖", "CAREEM RIDE", "FLIPKART", "SWIGGY")
	case "BANK":
		v = pick("Chase", "Wells Fargo", "Barclays", "HDFC Bank", "Deutsche Bank", "BNP Paribas", "Santander", "Itaú", "Intesa Sanpaolo", "ING", "PKO BP", "Ziraat Bankası", "Сбербанк", "三菱UFJ銀行", "招商银行", "Emirates NBD", "BBVA México", "Revolut", "Monzo", "N26", "Nubank")
	case "CPF":
		v = fmt.Sprintf("%s.%s.%s-%s", digits(3), digits(3), digits(3), digits(2))
	case "DOB":
		v = fmt.Sprintf("%02d/%02d/%d", 1+rn(12), 1+rn(28), 1950+rn(50))
	// keep
	case "AMT":
		v = amount(loc)
	case "DATE":
		v = date(loc)
	case "MASK":
		v = maskedPAN()
	case "LAST4":
		v = digits(4)
	case "ARN":
		v = arn()
	case "RRN":
		v = rrn()
	case "STAN":
		v = stan()
	case "AUTH":
		v = authCode()
	case "MCC":
		v = mcc()
	case "TID":
		v = tid()
	case "MID":
		v = mid()
	case "IBAN":
		v = iban(locIBAN[loc], chance(0.6))
	case "IBANC":
		v = iban(locIBAN[loc], false)
	case "BIC":
		v = bic(loc)
	case "ABA":
		v = aba()
	case "ACCT":
		v = digitsNZ(8 + rn(5))
	case "REF":
		v = caseRef()
	case "SREF":
		v = fromSet(upalnum, 10+rn(6))
	case "TXH":
		v = txHash()
	case "WAL":
		v = wallet()
	case "BIN":
		v = bin6()
	case "UUID":
		v = uuid()
	case "TS":
		v = isoTS()
	case "UNIX":
		v = unixTS()
	case "CH", "PI", "CUS", "DP", "EVT", "RE", "REQ", "PM", "SEPI", "TXN":
		v = stripeID(map[string]string{"CH": "ch", "PI": "pi", "CUS": "cus", "DP": "dp", "EVT": "evt", "RE": "re", "REQ": "req", "PM": "pm", "SEPI": "seti", "TXN": "txn"}[key])
	case "ACCTID":
		v = "acct_1" + mixTok(15)
	case "PK":
		v = pkLive()
	case "PPCLIENT":
		v = ppClient()
	case "PLAIDCID":
		v = fromSet(hexd, 24)
	case "RC":
		v = reasonCode()
	case "IFSC":
		v = ifsc()
	case "SORT":
		v = sortCode()
	case "EXP":
		v = fmt.Sprintf("%02d/%02d", 1+rn(12), 25+rn(6))
	case "ORDER":
		v = pick("ORD-", "#", "A", "PO-", "") + digits(7+rn(3))
	case "SSNM":
		v = pick("***-**-", "XXX-XX-", "xxx-xx-", "*****") + fmt.Sprintf("%04d", 1+rn(9999))
	case "LOAN":
		v = pick("LN", "MTG-", "HL", "") + digits(10)
	case "EIN":
		v = fmt.Sprintf("%02d-%07d", 10+rn(89), rn(10000000))
	case "UETR":
		v = uuid()
	case "MSGID":
		v = "wamid." + mixTok(30)
	case "IP":
		v = fmt.Sprintf("%d.%d.%d.%d", 10+rn(180), rn(256), rn(256), 1+rn(254))
	case "VER":
		v = fmt.Sprintf("v%d.%d.%d", 1+rn(4), rn(30), rn(20))
	case "BLIK":
		v = digits(6)
	case "OTP":
		v = digits(6)
	case "PAYID":
		v = "PAYID-" + fromSet(upalnum, 24)
	case "BTTXN":
		v = fromSet(lowalnum, 8)
	case "PSP":
		v = digits(16)
	case "AID":
		v = pick("A0000000031010", "A0000000041010", "A000000025010801", "A0000000651010", "A0000006581010", "A0000000043060")
	case "CPFK":
		v = fmt.Sprintf("%s.%s.%s-%s", digits(3), digits(3), digits(3), digits(2))
	case "INVOICE":
		v = pick("INV-", "FA", "RE-", "F-") + fmt.Sprintf("%d", 2024+rn(3)) + "-" + digits(5)
	case "TRACE":
		v = aba()[:8] + digits(7)
	case "LUHNBAD":
		for {
			d := pick("4", "5", "6") + digits(15)
			if !luhnOK(d) {
				v = groupBy(d, []int{4, 4, 4, 4}, pick(" ", "-", " "))
				break
			}
		}
	case "GIFT":
		for {
			d := pick("6039", "7777", "6006") + digits(15)
			if !isCard(d) {
				v = d
				break
			}
		}
	case "MSTS":
		v = fmt.Sprint(1704067200000 + R.Int64N(80000000000))
	case "SNOW":
		v = fmt.Sprint(1100000000000000000 + R.Int64N(300000000000000000))
	case "UPS":
		v = "1Z" + fromSet(upalnum, 6) + digits(10)
	case "CREDID":
		v = "DE" + digits(2) + "ZZZ0" + digits(10)
	case "ACCT9":
		v = digitsNZ(9)
	case "PCT":
		v = fmt.Sprintf("%d.%02d%%", 2+rn(20), rn(100))
	default:
		panic("unknown key " + key)
	}
	return v, f, kp
}

// ---------- validation used while generating ----------

type span struct{ s, e int }

func occurrences(q, v string) []span {
	var out []span
	if v == "" {
		return out
	}
	for i := 0; ; {
		j := strings.Index(q[i:], v)
		if j < 0 {
			return out
		}
		out = append(out, span{i + j, i + j + len(v)})
		i += j + 1
	}
}

func covered(sp span, cov []span) bool {
	for _, c := range cov {
		if c.s <= sp.s && sp.e <= c.e {
			return true
		}
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// digit groups joined by one space, dash or dot
func cardRunsOK(q string, cov []span) bool {
	type grp struct{ s, e int }
	i := 0
	for i < len(q) {
		if !isDigit(q[i]) || (i > 0 && (isDigit(q[i-1]) || isAlpha(q[i-1]))) {
			i++
			continue
		}
		var gs []grp
		j := i
		for {
			k := j
			for k < len(q) && isDigit(q[k]) {
				k++
			}
			gs = append(gs, grp{j, k})
			if k+1 < len(q) && (q[k] == ' ' || q[k] == '-' || q[k] == '.') && isDigit(q[k+1]) {
				j = k + 1
				continue
			}
			j = k
			break
		}
		if j < len(q) && isAlpha(q[j]) {
			i = j
			continue
		}
		for a := 0; a < len(gs); a++ {
			d := ""
			for z := a; z < len(gs); z++ {
				d += q[gs[z].s:gs[z].e]
				if len(d) > 19 {
					break
				}
				if len(d) >= 13 && isCard(d) && !covered(span{gs[a].s, gs[z].e}, cov) {
					return false
				}
			}
		}
		i = j
	}
	return true
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func ssnRunsOK(q string, cov []span) bool {
	for i := 0; i+11 <= len(q); i++ {
		s := q[i : i+11]
		if (i > 0 && (isDigit(q[i-1]) || q[i-1] == '-')) || (i+11 < len(q) && (isDigit(q[i+11]) || q[i+11] == '-')) {
			continue
		}
		ok := true
		for k := 0; k < 11; k++ {
			if k == 3 || k == 6 {
				if s[k] != '-' {
					ok = false
				}
			} else if !isDigit(s[k]) {
				ok = false
			}
		}
		if ok && s[:3] != "000" && s[:3] != "666" && s[4:6] != "00" && s[7:] != "0000" && !covered(span{i, i + 11}, cov) {
			return false
		}
	}
	return true
}

func emailRunsOK(q string, cov []span) bool {
	for i := 0; i < len(q); i++ {
		if q[i] != '@' {
			continue
		}
		l := i
		for l > 0 && (isAlpha(q[l-1]) || isDigit(q[l-1]) || strings.IndexByte("._%+-", q[l-1]) >= 0) {
			l--
		}
		r := i + 1
		for r < len(q) && (isAlpha(q[r]) || isDigit(q[r]) || q[r] == '.' || q[r] == '-') {
			r++
		}
		dom := strings.TrimRight(q[i+1:r], ".")
		if l == i || !strings.Contains(dom, ".") {
			continue
		}
		tld := dom[strings.LastIndexByte(dom, '.')+1:]
		alpha := len(tld) >= 2
		for k := 0; k < len(tld); k++ {
			if !isAlpha(tld[k]) {
				alpha = false
			}
		}
		if alpha && !covered(span{l, i + 1 + len(dom)}, cov) {
			return false
		}
	}
	return true
}

func jwtRunsOK(q string, cov []span) bool {
	for _, sp := range occurrences(q, "eyJ") {
		e := sp.s
		dots := 0
		for e < len(q) && (strings.IndexByte(b64url, q[e]) >= 0 || q[e] == '.') {
			if q[e] == '.' {
				dots++
			}
			e++
		}
		if dots >= 2 && !covered(sp, cov) {
			return false
		}
	}
	return true
}

func (b *B) finish(kind string, clean bool) (Line, bool) {
	q := b.sb.String()
	var cov []span
	seen := map[string]bool{}
	var pii []PII
	for _, p := range b.pii {
		if !strings.Contains(q, p.V) || p.V == "" {
			return Line{}, false
		}
		for _, o := range occurrences(q, p.V) {
			cov = append(cov, o)
		}
		if !seen[p.F+"\x00"+p.V] {
			seen[p.F+"\x00"+p.V] = true
			pii = append(pii, p)
		}
	}
	if clean != (len(pii) == 0) {
		return Line{}, false
	}
	// a PII value must not sit inside another PII value of another family
	for _, p := range pii {
		for _, o := range b.pii {
			if o.V != p.V && strings.Contains(o.V, p.V) {
				return Line{}, false
			}
		}
	}
	var keep []string
	kseen := map[string]bool{}
	for _, k := range b.keep {
		if k == "" || kseen[k] {
			continue
		}
		bad := false
		for _, o := range occurrences(q, k) {
			for _, c := range cov {
				if o.s < c.e && c.s < o.e {
					bad = true
				}
			}
		}
		if !bad {
			kseen[k] = true
			keep = append(keep, k)
		}
	}
	if len(keep) > 6 {
		R.Shuffle(len(keep), func(i, j int) { keep[i], keep[j] = keep[j], keep[i] })
		keep = keep[:6]
	}
	if !cardRunsOK(q, cov) || !ssnRunsOK(q, cov) || !emailRunsOK(q, cov) || !jwtRunsOK(q, cov) {
		return Line{}, false
	}
	if keep == nil {
		keep = []string{}
	}
	if pii == nil {
		pii = []PII{}
	}
	return Line{Q: q, PII: pii, Keep: keep, Clean: clean, Kind: kind}, true
}

func gen(t Tmpl) (Line, bool) {
	for try := 0; try < 200; try++ {
		loc := t.locs[rn(len(t.locs))]
		b := &B{loc: loc, cache: map[string]string{}}
		if t.fn != nil {
			t.fn(b)
		} else {
			b.fill(t.texts[rn(len(t.texts))])
		}
		if l, ok := b.finish(t.kind, t.clean); ok {
			return l, true
		}
	}
	return Line{}, false
}

func main() {
	R = rand.New(rand.NewPCG(46, 20260046))
	piiT, cleanT := templatesPII(), templatesClean()
	var lines []Line
	seenQ := map[string]bool{}
	produce := func(ts []Tmpl, n int) {
		order := make([]int, 0, n)
		for len(order) < n {
			p := R.Perm(len(ts))
			order = append(order, p...)
		}
		order = order[:n]
		for _, ti := range order {
			for {
				l, ok := gen(ts[ti])
				if !ok {
					fmt.Fprintln(os.Stderr, "cannot generate", ts[ti].kind)
					os.Exit(1)
				}
				if seenQ[l.Q] {
					continue
				}
				seenQ[l.Q] = true
				lines = append(lines, l)
				break
			}
		}
	}
	produce(piiT, 2000)
	produce(cleanT, 1000)
	R.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	var out bytes.Buffer
	kinds := map[string]int{}
	for _, l := range lines {
		kinds[l.Kind]++
		enc := json.NewEncoder(&out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(l); err != nil {
			panic(err)
		}
	}
	if err := os.WriteFile("../c46.ndjson", out.Bytes(), 0o644); err != nil {
		panic(err)
	}
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	fmt.Printf("wrote %d lines, %d kinds\n", len(lines), len(ks))
}
