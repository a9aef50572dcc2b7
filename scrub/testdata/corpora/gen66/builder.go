package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type Person struct {
	Native, First, Last string
}

type B struct {
	sb   strings.Builder
	pii  []PII
	keep []string
	loc  string
	pers *Person
	last map[string]string // last generated value per placeholder name, for {=name}
}

func newB(loc string) *B { return &B{loc: loc, last: map[string]string{}} }

func (b *B) t(s string)    { b.sb.WriteString(s) }
func (b *B) p(f, v string) { b.sb.WriteString(v); b.pii = append(b.pii, PII{f, v}) }
func (b *B) k(v string)    { b.sb.WriteString(v); b.keep = append(b.keep, v) }
func (b *B) person() *Person {
	if b.pers == nil {
		b.pers = newPerson(b.loc)
	}
	return b.pers
}
func (b *B) newPerson() { b.pers = newPerson(b.loc) }

// fill expands placeholders. See README for the syntax.
func (b *B) fill(tpl string) {
	for len(tpl) > 0 {
		i := strings.IndexAny(tpl, "{[")
		if i < 0 {
			b.t(tpl)
			return
		}
		if tpl[i] == '[' {
			if strings.HasPrefix(tpl[i:], "[[") {
				j := strings.Index(tpl[i:], "]]")
				b.t(tpl[:i])
				sub := &B{loc: b.loc, pers: b.pers, last: b.last}
				sub.fill(tpl[i+2 : i+j])
				if len(sub.pii) > 0 {
					panic("pii inside keep: " + tpl)
				}
				b.pers = sub.pers
				b.k(sub.sb.String())
				tpl = tpl[i+j+2:]
				continue
			}
			b.t(tpl[:i+1])
			tpl = tpl[i+1:]
			continue
		}
		j := strings.IndexByte(tpl[i:], '}')
		ph := ""
		if j > 0 {
			ph = tpl[i+1 : i+j]
		}
		if j < 0 || !knownPH[strings.SplitN(ph0(tpl[i+1:]), ":", 2)[0]] { // JSON braces, ${VAR} etc.
			b.t(tpl[:i+1])
			tpl = tpl[i+1:]
			continue
		}
		b.t(tpl[:i])
		tpl = tpl[i+j+1:]
		b.ph(ph)
	}
}

func (b *B) ph(ph string) {
	parts := strings.Split(ph, ":")
	a := func(i int) string {
		if i < len(parts) {
			return parts[i]
		}
		return ""
	}
	switch parts[0] {
	case "=": // repeat last value of a name, unlabelled
		b.t(b.last[a(1)])
		return
	case "name":
		b.t(b.person().Native)
	case "first":
		b.t(strings.Fields(b.person().Native)[0])
	case "np":
		b.newPerson()
	case "email":
		loc := a(1)
		if loc == "" {
			loc = b.loc
		}
		v := email(b.person(), loc)
		b.last["email"] = v
		b.p("email", v)
	case "email2": // another person's email
		v := email(newPerson(b.loc), b.loc)
		b.p("email", v)
	case "phone":
		cc := a(1)
		if cc == "" {
			cc = locCC(b.loc)
		}
		v := phone(cc, a(2))
		b.last["phone"] = v
		b.p("phone", v)
	case "card":
		b.p("credit_card", card(a(1), a(2)))
	case "ssn":
		x, y, z := ssnParts()
		b.p("ssn", ssnFmt(x, y, z, a(1)))
	case "itin":
		x, y, z := itinParts()
		b.p("ssn", ssnFmt(x, y, z, a(1)))
	case "jwt":
		b.p("jwt", jwt())
	case "tok":
		v := token(a(1))
		b.last["tok"] = v
		b.p("bearer", v)
	case "pw":
		b.p("bearer", password())
	case "upw":
		b.p("bearer", urlPassword())
	case "basic":
		user := strings.ToLower(b.person().First)
		b.p("bearer", base64.StdEncoding.EncodeToString([]byte(user+":"+password())))
	case "K":
		b.k(lookalike2(a(1), a(2)))
	case "U":
		b.t(lookalike2(a(1), a(2)))
	case "n":
		var n int
		fmt.Sscanf(a(1), "%d", &n)
		b.t(d(n))
	case "nz":
		var n int
		fmt.Sscanf(a(1), "%d", &n)
		b.t(dnz(n))
	case "city":
		b.t(city(b.loc))
	case "co":
		b.t(company())
	case "user":
		b.t(strings.ToLower(b.person().First) + pick("", ".", "_") + strings.ToLower(b.person().Last[:1]) + pick("", d(2)))
	case "uuid":
		b.t(uuid())
	case "ts":
		b.t(isoTS())
	case "lts":
		b.t(logTS())
	case "ip":
		b.t(ipv4())
	case "hex":
		var n int
		fmt.Sscanf(a(1), "%d", &n)
		b.t(sha(n))
	default:
		panic("unknown placeholder " + ph)
	}
}

func lookalike(kind string) string {
	switch kind {
	case "order":
		return orderID()
	case "amzorder":
		return amazonOrder()
	case "inv":
		return invoiceNo()
	case "ticket":
		return ticketNo()
	case "amount":
		return amount()
	case "date":
		return date()
	case "track":
		return trackingNo()
	case "ups":
		return upsTracking()
	case "slackT":
		return "T" + rs(upalnum, rr(8, 10))
	case "slackB":
		return "B" + rs(upalnum, rr(8, 10))
	case "dhl":
		return dhlTracking()
	case "usps":
		return uspsTracking()
	case "fedex":
		return fedexTracking()
	case "uuid":
		return uuid()
	case "sha7":
		return sha(7)
	case "sha40":
		return sha(40)
	case "sha64":
		return sha(64)
	case "ver":
		return version()
	case "iban":
		return iban()
	case "akia":
		return akia()
	case "pk":
		return pkLive()
	case "ip":
		return ipv4()
	case "ean":
		return ean13(pick("40", "42", "50", "87", "30", "76", "80", "84", "45", "49", "69", "88"))
	case "mask":
		return maskedCard()
	case "ms":
		return epochMs()
	case "epoch":
		return epochS()
	case "ts":
		return isoTS()
	case "snow":
		return snowflake()
	case "sku":
		return pick("SKU-", "ART-", "") + rs(upper, 2) + "-" + d(4) + pick("-BLK", "-XL", "-M", "")
	case "zip":
		return pick(d(5), d(5)+"-"+d(4), d(3)+"-"+d(4), rs(upper, 2)+d(1)+" "+d(1)+rs(upper, 2))
	case "pnr":
		return rs(upper, 6)
	case "flight":
		return pick("LH", "BA", "AF", "UA", "DL", "TK", "EK", "QR", "NH", "KL") + " " + dnz(rr(2, 4))
	case "eticket":
		return pick("220", "125", "057", "016", "006", "235", "176") + pick("-", " ", "") + d(10)
	case "meeting":
		return dnz(3) + " " + d(4) + " " + d(4)
	case "qty":
		return fmt.Sprintf("%d", rr(1, 48))
	case "pct":
		return fmt.Sprintf("%d.%d%%", rr(0, 99), ri(10))
	case "lat":
		return fmt.Sprintf("%d.%06d, %d.%06d", rr(-60, 60), ri(1000000), rr(-170, 170), ri(1000000))
	case "case":
		return pick("Case ", "Claim ", "Policy ") + pick("#", "No. ") + pick("CLM-", "", "P") + d(8)
	case "hr":
		return fmt.Sprintf("%02d:%02d", rr(7, 20), pick2(0, 15, 30, 45))
	case "mac":
		return strings.ToUpper(sha(2) + ":" + sha(2) + ":" + sha(2) + ":" + sha(2) + ":" + sha(2) + ":" + sha(2))
	case "port":
		return fmt.Sprintf("%d", pick2(5432, 3306, 6379, 8080, 8443, 9200, 27017))
	case "acct":
		return "ACCT-" + d(8)
	case "cust":
		return "CUST-" + d(6)
	case "emp":
		return "E" + d(6)
	}
	panic("unknown lookalike " + kind)
}

func company() string {
	return pick("Acme Logistics", "Brightwave Analytics", "Nordlicht GmbH", "Tessera Health", "Bluefin Retail", "Kobalt Systems", "Maison Delorme", "Soluciones Andinas", "Sakura Trading", "Hanbit Soft", "Orbis Freight", "Verde Energia")
}

var knownPH = map[string]bool{}

func init() {
	for _, k := range strings.Fields("= name first np email email2 phone card ssn itin jwt tok pw upw basic K U n nz city co user uuid ts lts ip hex") {
		knownPH[k] = true
	}
}

func ph0(s string) string {
	if k := strings.IndexAny(s, "}\n \""); k >= 0 {
		return s[:k]
	}
	return s
}

func lookalike2(kind, arg string) string {
	var n int
	fmt.Sscanf(arg, "%d", &n)
	switch kind {
	case "hex":
		return sha(n)
	case "n":
		return d(n)
	case "nz":
		return dnz(n)
	}
	return lookalike(kind)
}
