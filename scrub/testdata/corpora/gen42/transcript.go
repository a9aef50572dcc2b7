package main

import (
	"fmt"
	"strings"
)

// TC is the state of one generated conversation.
type TC struct {
	g            *G
	b            *B
	l            *Loc
	clean        bool
	cust, other  Person
	agent, brand string
	carrier      string
	lastPhone    string
	idlabel, idv string
	cardbrand    string
	brandKey     string
	hour         int
}

func newTC(g *G, b *B, l *Loc, clean bool) *TC {
	t := &TC{g: g, b: b, l: l, clean: clean, cust: g.person(l), other: g.person(l)}
	t.agent = pickT(g, l.first)
	t.brand = pickT(g, l.brands)
	t.carrier = pickT(g, l.carriers)
	t.brandKey = g.brandFor(l.c)
	t.cardbrand = brandName[t.brandKey]
	return t
}

func (t *TC) pii(f, v string) {
	if t.clean {
		panic("pii in clean: " + f)
	}
	t.b.P(f, v)
}

// fill writes text, expanding {slots}.
func (t *TC) fill(s string) {
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			t.b.T(s)
			return
		}
		j := strings.IndexByte(s[i:], '}')
		t.b.T(s[:i])
		t.slot(s[i+1 : i+j])
		s = s[i+j+1:]
	}
}

func (t *TC) slot(name string) {
	g, b, l := t.g, t.b, t.l
	switch name {
	case "brand":
		b.T(t.brand)
	case "agent":
		b.T(t.agent)
	case "name":
		b.T(t.cust.full())
	case "first":
		b.T(t.cust.first)
	case "phone":
		t.lastPhone = g.fmtNum(t.cust.num, anyFmt)
		t.pii("phone", t.lastPhone)
	case "phoneS":
		t.lastPhone = g.fmtNum(t.cust.num, shapeFmt)
		t.pii("phone", t.lastPhone)
	case "phoneASR":
		t.lastPhone = g.fmtNum(t.cust.num, asrFmt)
		t.pii("phone", t.lastPhone)
	case "phoneRB":
		v := g.fmtNum(t.cust.num, asrFmt)
		if v == t.lastPhone {
			v = g.fmtNum(t.cust.num, shapeFmt)
		}
		t.pii("phone", v)
	case "phone2":
		t.pii("phone", g.fmtNum(t.other.num, anyFmt))
	case "email":
		t.pii("email", g.email(l, t.cust))
	case "email2":
		t.pii("email", fold(t.cust.first)+"."+fold(t.cust.last)+"@"+g.pick("brightlane-logistics.com", "harbor-analytics.io", "kessler-partners.de", "tecnored.es", "grupoalfa.com.br", "nordicsoft.nl", "acmecorp.com"))
	case "emailB":
		t.pii("email", g.emailBracket(t.cust.first, t.cust.last, l.domains))
	case "card":
		t.pii("credit_card", g.fmtCard(g.cardDigits(t.brandKey), g.cardStyle()))
	case "cardASR":
		d := g.cardDigits(t.brandKey)
		t.pii("credit_card", g.fmtCard(d, g.pick2(cardASR, cardChunks)))
	case "cardbrand":
		b.T(t.cardbrand)
	case "ssn":
		t.pii("ssn", g.ssn())
	case "exp":
		b.K(g.exp())
	case "cvv":
		b.T(g.d(3))
	case "order":
		b.K(g.orderID(l))
	case "orderASR":
		b.K(spaced(g.dnz(g.btw(6, 9))))
	case "track":
		b.K(g.tracking(t.carrier))
	case "carrier":
		b.T(t.carrier)
	case "amount":
		b.K(g.money(l))
	case "ref":
		b.K(g.refNo())
	case "protocolo":
		for {
			s := fmt.Sprint(g.btw(2023, 2026)) + g.d(g.btw(10, 14))
			if !accidentalCard(s) {
				b.K(s)
				break
			}
		}
	case "last4":
		b.K(g.last4())
	case "postcode":
		b.K(g.postcode(l))
	case "zipword":
		b.T(map[string]string{"US": "ZIP code", "GB": "postcode", "IN": "PIN code", "AU": "postcode"}[l.c])
	case "cellword":
		b.T(map[string]string{"US": "cell", "GB": "mobile", "IN": "mobile", "AU": "mobile"}[l.c])
	case "case":
		b.K(g.caseID())
	case "ext":
		b.K(g.ext())
	case "dur":
		b.K(g.hms(4))
	case "hold":
		t.fill(tables[l.lang].hold)
	case "store":
		b.K(g.store())
	case "qty":
		b.T(fmt.Sprint(g.btw(1, 12)))
	case "time":
		t.hour = g.btw(8, 16)
		if l.c == "US" {
			b.K(fmt.Sprintf("%d:%02d %s", (t.hour+11)%12+1, g.n(4)*15, map[bool]string{true: "PM", false: "AM"}[t.hour >= 12]))
		} else {
			b.K(fmt.Sprintf("%02d:%02d", t.hour, g.n(4)*15))
		}
	case "time2":
		b.K(fmt.Sprintf("%02d:00", t.hour+2))
	case "date":
		b.K(g.date(l))
	case "dob":
		b.K(g.dob())
	case "conf":
		b.K(g.conf())
	case "pin":
		p := g.d(g.btw(4, 6))
		if g.p(0.5) {
			p = spaced(p)
		}
		b.K(p)
	case "sku":
		b.K(g.sku())
	case "product":
		b.T(pickT(g, tables[l.lang].products))
	case "acct":
		b.K(g.pick(g.dnz(8), g.dnz(9), g.dnz(3)+"-"+g.d(4)+"-"+g.d(3), g.dnz(3)+"-"+g.d(3)+"-"+g.d(4)))
	case "idlabel", "idv":
		if t.idlabel == "" {
			t.idlabel, t.idv = g.idNumber(l)
		}
		if name == "idlabel" {
			b.T(t.idlabel)
		} else {
			b.K(t.idv)
		}
	default:
		panic("slot " + name)
	}
}

type line struct {
	who  byte
	text string
}

func (t *TC) script() []line {
	g := t.g
	tab := tables[t.l.lang]
	var out []line
	addAlt := func(alt []string) {
		for _, s := range alt {
			out = append(out, line{s[0], s[2:]})
		}
	}
	addAlt(pickT(g, tab.open))
	var piiI, other []Intent
	for _, in := range tab.intents {
		if in.name == "ssn" && t.l.c != "US" {
			continue
		}
		if in.name == "natid" && t.l.c == "US" {
			continue
		}
		if in.pii {
			piiI = append(piiI, in)
		} else {
			other = append(other, in)
		}
	}
	var chosen []Intent
	n := g.btw(3, 6)
	perm := g.r.Perm(len(other))
	for i := 0; i < n && i < len(perm); i++ {
		chosen = append(chosen, other[perm[i]])
	}
	if !t.clean {
		k := 1
		if g.p(0.45) {
			k = 2
		}
		pp := g.r.Perm(len(piiI))
		for i := 0; i < k && i < len(pp); i++ {
			pos := g.n(len(chosen) + 1)
			chosen = append(chosen[:pos], append([]Intent{piiI[pp[i]]}, chosen[pos:]...)...)
		}
	}
	for _, in := range chosen {
		addAlt(pickT(g, in.alts))
	}
	if !t.clean && t.l.lang == "en" && g.p(0.04) {
		out = append(out, line{'C', "oh and my personal email is " + emailSpoken(t.cust.first, t.cust.last, pickT(g, t.l.domains)) + " if that's easier"})
	}
	if g.p(0.8) {
		addAlt(pickT(g, tab.close))
	}
	return out
}

// renderTranscript writes a call in one of several export styles.
func (t *TC) render(lines []line) {
	g, b := t.g, t.b
	tab := tables[t.l.lang]
	al, cl := pickT(g, tab.agent), pickT(g, tab.cust)
	style := g.n(8)
	if g.p(0.5) && style != 4 {
		b.F("Call ID: {} | Queue: {} | Agent: {} ({}) | Start: {} | Duration: {}\n",
			K(g.pick(g.callSid(), g.dnz(9), "conv-"+g.uuid())), K(g.queue()), t.agent, K(g.agentID()), K(g.isoTS()), K(g.hms(25)))
		if g.p(0.3) {
			b.T("\n")
		}
	}
	sec := g.btw(0, 20)
	for i, ln := range lines {
		sec += g.btw(2, 25)
		lab := al
		if ln.who == 'C' {
			lab = cl
		}
		if ln.who == 'N' {
			if style == 4 {
				continue
			}
			t.fill(ln.text)
			b.T("\n")
			continue
		}
		ts := fmt.Sprintf("%02d:%02d:%02d", sec/3600, (sec/60)%60, sec%60)
		switch style {
		case 0, 7:
			b.T(lab + ": ")
		case 1:
			if g.p(0.15) {
				b.T("[").K(ts).T("] " + lab + ": ")
			} else {
				b.T("[" + ts + "] " + lab + ": ")
			}
		case 2:
			spk := "spk_0"
			if ln.who == 'C' {
				spk = "spk_1"
			}
			b.T(fmt.Sprintf("%s (%d.%ds): ", spk, sec, g.n(10)))
		case 3:
			b.T(fmt.Sprintf("%d\n00:%02d:%02d,%03d --> 00:%02d:%02d,%03d\n[%s] ", i+1, sec/60, sec%60, g.n(1000), (sec+3)/60, (sec+3)%60, g.n(1000), strings.ToUpper(lab)))
		case 4:
			sp := "agent"
			if ln.who == 'C' {
				sp = "customer"
			}
			b.T(fmt.Sprintf(`{"start":%d.%d,"speaker":"%s","text":"`, sec, g.n(10), sp))
			b.json = true
			t.fill(ln.text)
			b.json = false
			b.T("\"}\n")
			continue
		case 5:
			b.T(strings.ToUpper(lab) + "> ")
		case 6:
			b.T("**" + lab + ":** ")
		}
		t.fill(ln.text)
		b.T("\n")
		if style == 3 {
			b.T("\n")
		}
	}
}

func init() {
	for _, code := range locCodes {
		code := code
		name := "call_transcript_" + strings.ToLower(strings.Replace(code, "-", "_", 1))
		reg(name, func(g *G, b *B, clean bool) {
			t := newTC(g, b, locs[code], clean)
			t.render(t.script())
		})
	}
}
