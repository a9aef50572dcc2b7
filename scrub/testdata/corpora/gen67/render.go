package main

import (
	"fmt"
	"strings"
)

type ctx struct {
	l           Locale
	first, last string
}

func newCtx(l Locale) *ctx { f, la := person(l); return &ctx{l: l, first: f, last: la} }

func orderID() string {
	return pick([]string{
		"#" + rs("ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + "-" + digits(4),
		"ORD-" + rs(upnum, 8),
		"#" + digits(5),
		"UE-" + digits(5) + "-" + rs(upnum, 4),
		"GF-" + digits(6),
		"RAPPI-" + digits(9),
		"#" + nz(10),
		"BK" + digits(8),
		"nº " + digits(9),
		"order " + rs(lowhex, 8),
		"#" + digits(3) + "-" + digits(7) + "-" + digits(7),
	})
}

func dateIn(l Locale) string {
	d, m, y := 1+r.Intn(28), 1+r.Intn(12), 2025+r.Intn(2)
	switch l.code {
	case "en-US", "en-PH":
		return pick([]string{fmt.Sprintf("%02d/%02d/%d", m, d, y), fmt.Sprintf("%d-%02d-%02d", y, m, d), fmt.Sprintf("%s %d, %d", months[m-1], d, y)})
	case "de-DE", "pl-PL", "tr-TR":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "nl-NL":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	}
	return pick([]string{fmt.Sprintf("%02d/%02d/%d", d, m, y), fmt.Sprintf("%d-%02d-%02d", y, m, d)})
}

var months = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func timeOf() string {
	if chance(0.3) {
		h := 1 + r.Intn(12)
		return fmt.Sprintf("%d:%02d %s", h, 5*r.Intn(12), pick([]string{"pm", "am", "PM"}))
	}
	return fmt.Sprintf("%02d:%02d", r.Intn(24), 5*r.Intn(12))
}

func plate() string {
	return pick([]string{
		rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + "-" + digits(4),
		rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3) + digits(1) + rs("ABCDEFGHJ", 1) + digits(2),
		"B " + digits(4) + " " + rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3),
		"KA " + digits(2) + " " + rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + " " + digits(4),
		"KD" + digits(2) + " " + rs("ABCDEFGHJKLMNPRSTUVWXYZ", 3),
		"M-" + rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + " " + nz(4),
	})
}

func trackingNo() string {
	return pick([]string{
		"1Z" + rs(upnum, 6) + digits(10),
		"9400" + digits(18),
		rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + digits(9) + pick([]string{"BR", "GB", "CN", "NL", "DE"}),
		"JP" + digits(10),
		"SPXID" + digits(12),
		"JD" + digits(16),
		digits(12),
		"TBA" + digits(12),
	})
}

func ticketID() string {
	return pick([]string{"ESC-" + digits(6), "CS-" + digits(7), "#" + digits(8), "TS-" + rs(upnum, 6), "ZD-" + digits(7), "INC" + digits(7)})
}

var items = []string{"iPhone 13 128GB", "PS5 with 2 controllers", "Honda Civic 2017", "sofa cama", "bicicleta aro 29", "Nintendo Switch OLED", "Toyota Corolla 2019", "mesa de jantar", "Samsung A54", "geladeira Brastemp", "Yamaha FZ 2021", "MacBook Air M1", "IKEA Kallax", "Vespa Primavera 125", "baby stroller", "AirPods Pro 2"}
var cars = []string{"grey Prius", "white Corolla", "silver Avanza", "black Kia Rio", "blue Swift", "red Onix", "white Dzire", "grey Vios", "black Camry"}

func render(b *B, c *ctx, pat string) {
	for {
		i := strings.IndexByte(pat, '{')
		if i < 0 {
			b.w(pat)
			return
		}
		j := strings.IndexByte(pat[i:], '}')
		if j < 0 {
			b.w(pat)
			return
		}
		b.w(pat[:i])
		tag := pat[i+1 : i+j]
		if tag == "" || strings.Trim(tag, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" {
			b.w("{")
			pat = pat[i+1:]
			continue
		}
		pat = pat[i+j+1:]
		l := c.l
		switch tag {
		case "P":
			b.p("phone", phoneIn(l, 0))
		case "PI":
			b.p("phone", phoneIn(l, 1))
		case "PN":
			b.p("phone", phoneIn(l, 2))
		case "E":
			b.p("email", email(l))
		case "EM":
			b.p("email", emailFor(l, c.first, c.last))
		case "C":
			b.p("credit_card", card())
		case "S":
			b.p("ssn", ssn())
		case "SA":
			b.p("ssn", ssnAny())
		case "IT":
			b.p("ssn", itin())
		case "J":
			b.p("jwt", jwt())
		case "T":
			b.p("bearer", opaque())
		case "PW":
			b.p("bearer", password())
		case "ORD":
			b.k(orderID())
		case "AMT":
			b.k(l.cur())
		case "DATE":
			b.k(dateIn(l))
		case "TIME":
			b.k(timeOf())
		case "TRK":
			b.k(trackingNo())
		case "L4":
			b.k(pick([]string{"•••• ", "**** ", "xxxx", "ending in ", "****"}) + digits(4))
		case "PLATE":
			b.k(plate())
		case "TKT":
			b.k(ticketID())
		case "FN":
			b.w(c.first)
		case "LN":
			b.w(c.last)
		case "NAME":
			b.w(c.first + " " + c.last)
		case "CITY":
			b.w(pick(l.cities))
		case "ITEM":
			b.w(pick(items))
		case "CAR":
			b.w(pick(cars))
		case "N":
			b.w(fmt.Sprint(2 + r.Intn(20)))
		case "EXP":
			b.w(expiry())
		case "CVV":
			b.w(digits(3))
		default:
			panic("tag " + tag)
		}
	}
}
