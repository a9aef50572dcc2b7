package main

import (
	"fmt"
	"strings"
)

type PV struct {
	F string `json:"f"`
	V string `json:"v"`
}

type B struct {
	sb    strings.Builder
	pii   []PV
	keep  []string
	clean bool
	lang  string
	L     *langData
	ds    int // digit system for this line's prose numbers
	local map[string]bool
	who   person
	sent  map[string]bool
}

var used = map[string]bool{}

func newB(lang string, clean bool) *B {
	b := &B{clean: clean, lang: lang, L: langs[lang], local: map[string]bool{}}
	b.who = newPerson(lang)
	if b.L.ds != dsASCII && chance(0.5) {
		b.ds = b.L.ds
	}
	return b
}

func (b *B) T(ss ...string) *B {
	for _, s := range ss {
		b.sb.WriteString(s)
	}
	return b
}

func (b *B) Tf(f string, a ...any) *B { b.sb.WriteString(fmt.Sprintf(f, a...)); return b }

func (b *B) K(s string) *B {
	b.sb.WriteString(s)
	b.keep = append(b.keep, s)
	return b
}

func (b *B) P(f, v string) *B {
	if b.clean {
		return b.K(b.lookalike(f))
	}
	b.sb.WriteString(v)
	for _, p := range b.pii {
		if p.V == v {
			return b
		}
	}
	b.pii = append(b.pii, PV{f, v})
	return b
}

func (b *B) uniq(gen func() string) string {
	for i := 0; ; i++ {
		v := gen()
		if !used[v] && !b.local[v] {
			b.local[v] = true
			return v
		}
		if i > 1000 {
			panic("cannot make unique value: " + v)
		}
	}
}

// ---- value makers (return the value, write nothing) ----

func (b *B) em() string { return b.emL(b.lang) }
func (b *B) emL(lang string) string {
	return b.uniq(func() string {
		if chance(0.15) {
			lang = langOrder[rn(len(langOrder))]
		}
		return email(lang, newPerson(lang))
	})
}
func (b *B) emP(p person) string { return b.uniq(func() string { return email(b.lang, p) }) }

func (b *B) cc() string { return pickS(b.L.countries) }

func (b *B) ph() string { return b.phC(b.cc()) }
func (b *B) phC(cc string) string {
	return b.uniq(func() string {
		v := phone(cc)
		if b.ds != dsASCII && chance(0.7) {
			v = conv(v, b.ds)
		}
		return v
	})
}
func (b *B) phA() string { return b.uniq(func() string { return phone(b.cc()) }) } // ascii always

func (b *B) card() string {
	return b.uniq(func() string {
		v, _ := card()
		if b.ds == dsFull && chance(0.3) {
			v = conv(v, dsFull)
		}
		return v
	})
}
func (b *B) cardA() string { return b.uniq(func() string { v, _ := card(); return v }) }
func (b *B) cardN() string {
	return b.uniq(func() string { return cardNumber(brands[rn(len(brands))]) })
}
func (b *B) ssn(st int) string { return b.uniq(func() string { return ssn(st) }) }
func (b *B) itin() string      { return b.uniq(itin) }
func (b *B) tok(k string) string {
	return b.uniq(func() string { return secret(k) })
}
func (b *B) tokR() string { return b.tok(pickS(secretKinds)) }
func (b *B) pw() string   { return b.uniq(password) }
func (b *B) jwt() string {
	return b.uniq(func() string { return jwt(fmt.Sprint(between(100000, 99999999)), email(b.lang, newPerson(b.lang))) })
}

// ---- write helpers ----

func (b *B) E() *B          { return b.P("email", b.em()) }
func (b *B) Ph() *B         { return b.P("phone", b.ph()) }
func (b *B) PhA() *B        { return b.P("phone", b.phA()) }
func (b *B) C() *B          { return b.P("credit_card", b.cardA()) }
func (b *B) S(st int) *B    { return b.P("ssn", b.ssn(st)) }
func (b *B) I() *B          { return b.P("ssn", b.itin()) }
func (b *B) Tk(k string) *B { return b.P("bearer", b.tok(k)) }
func (b *B) TkR() *B        { return b.P("bearer", b.tokR()) }
func (b *B) Pw() *B         { return b.P("bearer", b.pw()) }
func (b *B) J() *B          { return b.P("jwt", b.jwt()) }
func (b *B) Kd(s string) *B { return b.K(conv(s, b.ds)) } // keep in the line's digits

func (b *B) lookalike(f string) string {
	switch f {
	case "email":
		return pick(maskedEmail(b.lang), maskedEmail(b.lang), "{{customer.email}}", "<email>", "%EMAIL%", "[email protected]", "user@localhost")
	case "phone":
		cc := b.cc()
		return pick(maskedPhone(cc), maskedPhone("US"), "{{customer.phone}}", "<phone>", "+1 (555) 555-5555", "000-000-0000", "(XXX) XXX-"+digs(4))
	case "ssn":
		return badSSN()
	case "credit_card":
		return maskedCard()
	case "jwt":
		return pick("<jwt>", "eyJhbGciOi...", "$ID_TOKEN", "eyJhbGciOiJSUzI1NiIsImtpZCI6Ij...", "{{id_token}}")
	case "bearer":
		return pick("<token>", "$API_TOKEN", "${ACCESS_TOKEN}", "YOUR_API_KEY", "********", "[FILTERED]", "<redacted>", "{{api_key}}", "xxxxxxxxxxxxxxxxxxxx", "${DB_PASSWORD}", "changeme")
	}
	return "n/a"
}

// ---- keep makers (write as keep) ----

func (b *B) Date() *B     { return b.Kd(dateL(b.lang)) }
func (b *B) DateI() *B    { return b.K(dateISO()) }
func (b *B) Ver() *B      { return b.K(version()) }
func (b *B) UUID() *B     { return b.K(uuid()) }
func (b *B) Ord() *B      { return b.K(orderNo()) }
func (b *B) Amt() *B      { return b.Kd(amount(b.lang)) }
func (b *B) IP() *B       { return b.K(ipv4()) }
func (b *B) Ext() *B      { return b.K(ext()) }
func (b *B) Trk() *B      { return b.K(tracking()) }
func (b *B) Inv() *B      { return b.K(invoiceNo()) }
func (b *B) Ep() *B       { return b.K(epoch()) }
func (b *B) Num(n int) *B { return b.K(digsF("123456789", n)) }

// fill expands a sentence template with {SLOTS}.
func (b *B) fill(tpl string) *B {
	for {
		i := strings.IndexByte(tpl, '{')
		if i < 0 {
			b.T(tpl)
			return b
		}
		j := strings.IndexByte(tpl[i:], '}')
		b.T(tpl[:i])
		slot := tpl[i+1 : i+j]
		tpl = tpl[i+j+1:]
		switch slot {
		case "EMAIL":
			b.E()
		case "PHONE", "PHONE2":
			b.Ph()
		case "CARD":
			b.P("credit_card", b.card())
		case "SSN":
			b.S(0)
		case "ITIN":
			b.I()
		case "PW":
			b.Pw()
		case "TOKEN":
			b.TkR()
		case "JWT":
			b.J()
		case "DOB":
			b.T(fmt.Sprintf("%02d/%02d/%d", between(1, 12), between(1, 28), between(1950, 2003)))
		case "ORDER":
			b.Kd(orderNo())
		case "INV":
			b.K(invoiceNo())
		case "DATE":
			b.Date()
		case "TIME":
			b.Kd(fmt.Sprintf("%02d:%02d", rn(24), rn(60)))
		case "AMOUNT":
			b.Amt()
		case "VER":
			b.Ver()
		case "BUILD":
			b.K(fmt.Sprintf("%d.%d.%d (%d)", between(1, 9), rn(20), rn(10), between(1000, 99999)))
		case "EXT":
			b.Kd(digs(between(2, 4)))
		case "TRACK":
			b.Trk()
		case "ZIP":
			b.K(zip(b.lang))
		case "UUID":
			b.UUID()
		case "CUST":
			b.Kd(digsF("123456789", between(7, 10)))
		case "TICKET":
			b.Kd(pick("#", "CS-", "TKT-", "") + digsF("123456789", between(5, 8)))
		case "LAST4":
			b.Kd(digs(4))
		case "BADSSN":
			b.K(badSSN())
		case "REF":
			b.K(luhnFail16())
		case "IP":
			b.IP()
		case "CODE":
			b.K(pick("E", "ERR-", "0x") + digs(4))
		default:
			panic("slot " + slot)
		}
	}
}

func (b *B) sentence(pii bool) *B {
	pool := b.L.neutral
	if pii && !b.clean {
		pool = b.L.pii
	}
	if b.sent == nil {
		b.sent = map[string]bool{}
	}
	s := pickS(pool)
	for i := 0; i < 12 && b.sent[s]; i++ {
		s = pickS(pool)
	}
	b.sent[s] = true
	return b.fill(s)
}

func (b *B) name() string { return newPerson(b.lang).Full(b.lang) }
