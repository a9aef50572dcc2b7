package main

import (
	"strconv"
	"strings"
)

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}

type B struct {
	sb   strings.Builder
	pii  []P
	keep []string
}

func (b *B) T(xs ...string) *B {
	for _, x := range xs {
		b.sb.WriteString(x)
	}
	return b
}
func (b *B) P(f, v string) *B { b.sb.WriteString(v); b.pii = append(b.pii, P{f, v}); return b }
func (b *B) K(v string) *B    { b.sb.WriteString(v); b.keep = append(b.keep, v); return b }

type ctx struct {
	l         *loc
	p         name
	cc        string
	d         date
	emailUsed bool
}

func newCtx(code string) *ctx {
	l := locByCode(code)
	return &ctx{l: l, p: l.person(), cc: l.country(), d: randDate()}
}

func (c *ctx) email() string {
	if !c.emailUsed {
		c.emailUsed = true
		return emailFor(c.l, c.p)
	}
	return emailFor(c.l, c.l.person())
}

func (c *ctx) first() string {
	f := strings.Fields(c.p.disp)
	if c.l.code == "ja" || c.l.code == "ko" || c.l.code == "zh" || c.l.code == "vi" {
		return c.p.disp
	}
	return f[0]
}

func last4() string {
	d := digits(4)
	return pick("**** **** **** "+d, "•••• "+d, "ending in "+d, "XXXX-XXXX-XXXX-"+d, "****"+d, "x"+d)
}

// Fill expands {KEY} placeholders; PII keys are labelled, look-alikes are kept.
func (b *B) Fill(c *ctx, tpl string) *B {
	for {
		i := strings.IndexByte(tpl, '{')
		if i < 0 {
			b.T(tpl)
			return b
		}
		j := strings.IndexByte(tpl[i:], '}')
		b.T(tpl[:i])
		key := tpl[i+1 : i+j]
		tpl = tpl[i+j+1:]
		switch key {
		case "NAME":
			b.T(c.p.disp)
		case "FIRST":
			b.T(c.first())
		case "EMAIL":
			b.P("email", c.email())
		case "PHONE":
			ph := phone(c.cc, -1)
			if c.l.code == "ar" && chance(0.2) {
				ph = arabicIndic(ph)
			}
			b.P("phone", ph)
		case "PHONEN":
			b.P("phone", phone(c.cc, 0))
		case "PHONEI":
			b.P("phone", phone(c.cc, 1))
		case "E164":
			b.P("phone", e164(c.cc))
		case "CARD":
			b.P("credit_card", card())
		case "SSN":
			b.P("ssn", ssn())
		case "ITIN":
			b.P("ssn", itin())
		case "JWT":
			b.P("jwt", jwt())
		case "TOK":
			b.P("bearer", opaqueToken())
		case "VKEY":
			b.P("bearer", vendorKey().val)
		case "PW":
			b.P("bearer", password())
		case "ORDER":
			b.K(orderID())
		case "DATE":
			b.K(c.d.local(c.l.code))
		case "ISODATE":
			b.K(c.d.iso())
		case "TS":
			b.K(c.d.ts())
		case "AMOUNT":
			b.K(amount(c.l.code))
		case "TRACK":
			b.K(trackingNo())
		case "PRODUCT":
			b.K(product())
		case "TICKET":
			b.K(ticketID())
		case "INV":
			b.K(invoiceID())
		case "IBAN":
			b.K(iban(true))
		case "VER":
			b.K(version())
		case "UUID":
			b.K(uuid())
		case "LAST4":
			b.K(last4())
		case "IP":
			b.K(ip())
		case "SHA":
			b.K(sha(40))
		case "SKU":
			b.K(sku())
		case "EAN":
			b.K(ean13())
		case "YEAR":
			b.K(strconv.Itoa(c.d.y - 1))
		case "N6":
			b.K(nzdigits(6))
		case "EXP":
			b.K(pick("08/27", "11/26", "03/28", "12/29", "05/27"))
		default:
			panic("placeholder " + key)
		}
	}
}
