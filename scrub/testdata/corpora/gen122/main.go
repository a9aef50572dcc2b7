// Command gen writes ../c122.ndjson: a labelled PII test corpus for the
// telecom customer-care domain (see README.md). Deterministic: math/rand
// seeded with 122, no clock, no map iteration into the output.
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

// Tmpl is one template kind: text with {PLACEHOLDER}s, one or more variants.
type Tmpl struct {
	Kind  string
	Lang  string
	Clean bool
	Text  []string
}

// placeholder resolves a {NAME} to a value and its role: a family for
// personal values, "keep" for look-alikes, "" for neutral text.
func (g *G) placeholder(name string) (string, string) {
	switch name {
	case "N":
		return g.name(), ""
	case "PN":
		return g.phone("nat", ""), "phone"
	case "PI":
		return g.phone("intl", ""), "phone"
	case "PX":
		return g.phone("any", ""), "phone"
	case "PU":
		return g.phone("raw", ""), "phone"
	case "PUS":
		return g.phone("nat", "US"), "phone"
	case "PIUS":
		return g.phone("intl", "US"), "phone"
	case "PUUS":
		return g.phone("raw", "US"), "phone"
	case "PNUK":
		return g.phone("nat", "UK"), "phone"
	case "PIUK":
		return g.phone("intl", "UK"), "phone"
	case "PNFW":
		return toFullWidth(g.phone("nat", "JP")), "phone"
	case "PNAR":
		return toArabicIndic(g.uniq(func() string { return "05" + g.pick("0", "5", "6") + g.digits(7) })), "phone"
	case "PNDV":
		return toDevanagari(g.uniq(func() string { return g.pick("9", "8", "7") + g.digits(9) })), "phone"
	case "EM":
		return g.email(), "email"
	case "PW":
		return g.password(), "bearer"
	case "BT":
		return g.bearerTok(), "bearer"
	case "AK":
		return g.apiKey(), "bearer"
	case "HEX":
		return g.hex32(), "bearer"
	case "AC":
		return g.activationCode(), "bearer"
	case "CC":
		return g.card(""), "credit_card"
	case "CCS":
		return g.card("spaced"), "credit_card"
	case "CCP":
		return g.card("plain"), "credit_card"
	case "CCD":
		return g.card("dashed"), "credit_card"
	case "SSN":
		return g.ssn("-"), "ssn"
	case "SSNS":
		return g.ssn(" "), "ssn"
	case "SSNB":
		return g.ssn(""), "ssn"
	case "ITIN":
		return g.itin(), "ssn"
	case "JWT":
		return g.jwt(), "jwt"
	case "IMEI":
		return g.imei(), "keep"
	case "IMEID":
		s := g.imei()
		return s[:2] + "-" + s[2:8] + "-" + s[8:14] + "-" + s[14:], "keep"
	case "ICCID":
		return g.iccid(), "keep"
	case "IMSI":
		return g.imsi(), "keep"
	case "EID":
		return g.eid(), "keep"
	case "TKT":
		return g.ticket(), "keep"
	case "ORD":
		return g.order(), "keep"
	case "ACCT":
		return g.account(), "keep"
	case "PLAN":
		return g.plan(), "keep"
	case "DATA":
		return g.data(), "keep"
	case "AMT":
		return g.amount(), "keep"
	case "DATE":
		return g.date(), "keep"
	case "TS":
		return g.ts(), "keep"
	case "VER":
		return g.version(), "keep"
	case "SMDP":
		return g.smdp(), "keep"
	case "SHORT":
		return g.short(), "keep"
	case "CELL":
		return g.cell(), "keep"
	case "LF":
		return g.luhnFail(), "keep"
	case "BADSSN":
		return g.badSSN(), "keep"
	case "IP":
		return g.ip(), "keep"
	case "MSGID":
		return g.msgid(), "keep"
	case "PK":
		return g.pk(), "keep"
	case "PIN":
		return g.pin(), ""
	case "OTP":
		return g.otp(), ""
	case "DEV":
		return g.device(), ""
	case "L4":
		return g.digits(4), ""
	case "PE":
		return "+" + g.phone("raw", ""), "phone"
	case "PEUS":
		return "+" + g.phone("raw", "US"), "phone"
	case "PW8":
		return g.uniq(func() string {
			return g.from("abcdefghjkmnpqrstuvwxyz", 3) + g.digits(2) + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 3)
		}), "bearer"
	case "BASIC":
		return g.uniq(func() string {
			return b64std(g.pick("agent", "csr", "dealer", "retail") + g.digits(4) + ":" + g.password())
		}), "bearer"
	case "SK":
		return g.uniq(func() string { return "sk_live_" + g.randomToken(24+g.r.Intn(8)) }), "bearer"
	case "XOXB":
		return g.uniq(func() string { return "xoxb-" + g.digits(12) + "-" + g.digits(13) + "-" + g.randomToken(24) }), "bearer"
	case "GHP":
		return g.uniq(func() string { return "ghp_" + g.randomToken(36) }), "bearer"
	case "EMSP":
		e := g.email()
		at := strings.IndexByte(e, '@')
		loc, dom := e[:at], e[at+1:]
		return strings.ReplaceAll(loc, ".", " dot ") + " at " + strings.ReplaceAll(dom, ".", " dot "), "email"
	case "CCA":
		return g.uniq(func() string {
			d := g.luhnNumber(g.pick("34", "37")+g.digits(2), 15)
			return d[:4] + " " + d[4:10] + " " + d[10:]
		}), "credit_card"
	case "ACSID":
		return "AC" + g.from(hexd, 32), "keep"
	case "MCCMNC":
		m := mccmnc[g.lang]
		if m == nil {
			m = mccmnc["en"]
		}
		return g.pick(m...), "keep"
	case "TRK":
		return "1Z" + g.from("0123456789ABCDEFGHJKLMNPRSTUVWXYZ", 16), "keep"
	case "TAC":
		return g.pick(tacs...), "keep"
	case "LRN":
		return g.pick(usAreas...) + g.usExch() + "0000", "keep"
	case "RIO":
		return "0" + fmt.Sprint(g.between(1, 9)) + "P" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 6) + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 3), ""
	case "UPC":
		return g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + g.digits(6), ""
	case "MNP":
		return g.digits(10), ""
	case "PHOLD":
		return g.pick("(555) 555-5555", "+1 (555) 555-5555", "555-0199", "+1.0000000000", "(000) 000-0000"), "keep"
	case "PHTOK":
		return g.pick("Bearer $ACCESS_TOKEN", "Bearer <access_token>", "sk_live_YOUR_KEY_HERE", "Bearer ${TOKEN}", "YOUR_API_KEY"), "keep"
	case "SEQ":
		return fmt.Sprint(g.between(100000, 999999)), "keep"
	}
	panic("unknown placeholder " + name)
}

func (g *G) expand(t Tmpl) (Line, error) {
	g.lang = t.Lang
	text := t.Text[g.r.Intn(len(t.Text))]
	var b strings.Builder
	var ln Line
	ln.Kind = t.Kind
	ln.Clean = t.Clean
	ln.PII = []PII{}
	ln.Keep = []string{}
	vars := map[string]string{}
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			b.WriteString(text)
			break
		}
		j := strings.IndexByte(text[i:], '}')
		name := ""
		if j > 1 {
			name = text[i+1 : i+j]
		}
		if name == "" || strings.Trim(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != "" {
			// a literal brace (JSON): copy it
			b.WriteString(text[:i+1])
			text = text[i+1:]
			continue
		}
		b.WriteString(text[:i])
		text = text[i+j+1:]
		// {NAME_x}: a value named x, written again where it recurs
		if k := strings.IndexByte(name, '_'); k > 0 {
			if v, ok := vars[name]; ok {
				b.WriteString(v)
				continue
			}
			v, role := g.placeholder(name[:k])
			vars[name] = v
			b.WriteString(v)
			addRole(&ln, v, role)
			continue
		}
		v, role := g.placeholder(name)
		b.WriteString(v)
		addRole(&ln, v, role)
	}
	ln.Q = b.String()
	return ln, check(ln)
}

func addRole(ln *Line, v, role string) {
	switch role {
	case "":
	case "keep":
		ln.Keep = append(ln.Keep, v)
	default:
		ln.PII = append(ln.PII, PII{F: role, V: v})
	}
}

// check verifies that every value and keep string is in q, that no keep
// string overlaps a personal value, and that clean lines carry none.
func check(ln Line) error {
	type span struct{ a, b int }
	var sp []span
	for _, p := range ln.PII {
		if !strings.Contains(ln.Q, p.V) {
			return fmt.Errorf("value %q not in q", p.V)
		}
		for off := 0; ; {
			i := strings.Index(ln.Q[off:], p.V)
			if i < 0 {
				break
			}
			sp = append(sp, span{off + i, off + i + len(p.V)})
			off += i + 1
		}
	}
	for _, k := range ln.Keep {
		if !strings.Contains(ln.Q, k) {
			return fmt.Errorf("keep %q not in q", k)
		}
		for off := 0; ; {
			i := strings.Index(ln.Q[off:], k)
			if i < 0 {
				break
			}
			a, b := off+i, off+i+len(k)
			for _, s := range sp {
				if a < s.b && s.a < b {
					return fmt.Errorf("keep %q overlaps a value", k)
				}
			}
			off += i + 1
		}
	}
	if ln.Clean && len(ln.PII) > 0 {
		return fmt.Errorf("clean line with pii")
	}
	if !ln.Clean && len(ln.PII) == 0 {
		return fmt.Errorf("pii line without pii")
	}
	return nil
}

func main() {
	g := &G{r: rand.New(rand.NewSource(122)), used: map[string]bool{}}
	piiT, cleanT := templates()
	out, err := os.Create("../c122.ndjson")
	if err != nil {
		panic(err)
	}
	w := bufio.NewWriter(out)
	kinds := map[string]bool{}
	nPII, nClean := 0, 0
	// shuffle order of template use deterministically
	pOrder := g.r.Perm(len(piiT))
	cOrder := g.r.Perm(len(cleanT))
	for i := 1; i <= 3000; i++ {
		var t Tmpl
		if i%3 == 0 {
			t = cleanT[cOrder[nClean%len(cleanT)]]
			nClean++
		} else {
			t = piiT[pOrder[nPII%len(piiT)]]
			nPII++
		}
		var ln Line
		for try := 0; ; try++ {
			ln, err = g.expand(t)
			if err == nil {
				break
			}
			if try > 50 {
				panic(fmt.Sprintf("%s: %v", t.Kind, err))
			}
		}
		kinds[t.Kind] = true
		bs, err := json.Marshal(ln)
		if err != nil {
			panic(err)
		}
		w.Write(bs)
		w.WriteByte('\n')
	}
	w.Flush()
	out.Close()
	// uniqueness of values across the corpus is guaranteed by G.uniq;
	// double-check by re-reading.
	verify()
	fmt.Printf("wrote 3000 lines: %d pii kinds, %d clean kinds\n", len(piiT), len(cleanT))
}

func verify() {
	f, err := os.Open("../c122.ndjson")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	seen := map[string]int{}
	n := 0
	for sc.Scan() {
		n++
		var ln Line
		if err := json.Unmarshal(sc.Bytes(), &ln); err != nil {
			panic(err)
		}
		if err := check(ln); err != nil {
			panic(fmt.Sprintf("line %d: %v", n, err))
		}
		if ln.Clean != (n%3 == 0) {
			panic(fmt.Sprintf("line %d: clean flag", n))
		}
		for _, p := range ln.PII {
			if m, ok := seen[p.V]; ok {
				panic(fmt.Sprintf("line %d: value %q also on line %d", n, p.V, m))
			}
			seen[p.V] = n
		}
	}
	if n != 3000 {
		panic(fmt.Sprintf("%d lines", n))
	}
}
