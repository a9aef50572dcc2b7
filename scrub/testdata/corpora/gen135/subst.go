package main

import (
	"fmt"
	"strings"
)

// subst replaces {name} placeholders. A name gives the same value everywhere in
// one document; a trailing digit picks the person (n1, mail2) or just another draw (date2).
func (d *Doc) subst(s string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			return b.String()
		}
		name := s[i+1 : i+j]
		v, ok := d.val(name)
		if !ok {
			b.WriteString(s[:i+1])
			s = s[i+1:]
			continue
		} else {
			b.WriteString(s[:i])
			b.WriteString(v)
		}
		s = s[i+j+1:]
	}
}

func (d *Doc) val(name string) (string, bool) {
	if v, ok := d.cache[name]; ok {
		if strings.HasPrefix(name, "zip") {
			d.addK(v)
		}
		return v, true
	}
	base, idx := name, 0
	if n := len(name); n > 1 && name[n-1] >= '1' && name[n-1] <= '9' {
		base = name[:n-1]
		if name[n-1] <= '4' {
			idx = int(name[n-1] - '1')
		}
	}
	cc := d.L.code
	p := d.p[idx]
	var v, fam string
	keep := false
	switch base {
	// people and the company (not labelled: names are outside the six families)
	case "n":
		v = p.full
	case "f":
		v = p.given
	case "co":
		v = d.co.name
	case "dom":
		v = d.co.dom
	// pii
	case "mail":
		fam = "email"
		v = uniq(func() string { return emailOf(p, pick(d.L.providers), true) })
	case "wmail":
		fam = "email"
		v = uniq(func() string { return emailOf(p, d.co.dom, false) })
	case "mob":
		fam, v = "phone", uniq(func() string { return phone(cc, true, false) })
	case "imob":
		fam, v = "phone", uniq(func() string { return phone(cc, true, true) })
	case "tel":
		fam, v = "phone", uniq(func() string { return phone(cc, false, false) })
	case "itel":
		fam, v = "phone", uniq(func() string { return phone(cc, false, true) })
	case "usph":
		fam, v = "phone", uniq(func() string { return phone("us", r.Intn(2) == 0, false) })
	case "usiph":
		fam, v = "phone", uniq(func() string { return phone("us", true, true) })
	case "card":
		fam, v = "credit_card", uniq(func() string { return card(cc) })
	case "ssn":
		fam, v = "ssn", uniq(ssn)
	case "itin":
		fam, v = "ssn", uniq(itin)
	case "pw", "wifi":
		fam, v = "bearer", uniq(func() string { return password(cc) })
	case "sk", "ghp", "glpat", "xoxb", "aws", "sg", "hex", "tok", "openai", "hf":
		fam, v = "bearer", uniq(func() string { return apiKey(base) })
	case "jwt":
		fam, v = "jwt", uniq(func() string { return jwt(d) })
	// look-alikes to keep
	case "date":
		keep, v = true, date(cc, false)
	case "ldate":
		keep, v = true, date(cc, true)
	case "time":
		keep, v = true, fmt.Sprintf("%02d:%02d", between(7, 19), 5*r.Intn(12))
	case "amt":
		keep, v = true, amount(cc)
	case "usamt":
		keep, v = true, amount("us")
	case "iban":
		keep, v = true, iban(cc)
	case "vat":
		keep, v = true, vat(cc)
	case "nid":
		keep, v = true, natID(cc)
	case "zip", "city":
		z, c := d.L.city()
		d.cache["zip"+name[len(base):]], d.cache["city"+name[len(base):]] = z, c
		if base == "zip" {
			d.addK(z)
		}
		return d.cache[name], true
	case "street":
		v = pick(d.L.streets)
		v = strings.Replace(v, "#", fmt.Sprint(between(1, 140)), 1)
	case "order":
		keep, v = true, []string{nz(10), fmt.Sprintf("%d-%06d", between(2023, 2026), r.Intn(1000000)), rnd("ABCDEFGHKLMNPRSTUVWXZ", 2) + nz(8), "45" + digits(8)}[r.Intn(4)]
	case "case":
		keep, v = true, []string{fmt.Sprintf("%d/%05d", between(2023, 2026), r.Intn(100000)), rnd("ABCDEFGHKLMNPRSTUVWXZ", 3) + "-" + nz(6), nz(3) + " " + rnd("ABCO", 1) + " " + fmt.Sprint(between(1, 999)) + "/" + fmt.Sprint(between(23, 26))}[r.Intn(3)]
	case "inv":
		keep, v = true, []string{fmt.Sprintf("F%d-%05d", between(2023, 2026), r.Intn(100000)), nz(8), fmt.Sprintf("RE-%d-%04d", between(2023, 2026), r.Intn(10000))}[r.Intn(3)]
	case "policy":
		keep, v = true, []string{nz(10), grp(nz(9), " ", 3, 3), rnd("ABCDEFGHKLMNPRSTUVWXZ", 2) + "-" + nz(7) + "-" + digits(2)}[r.Intn(3)]
	case "nr":
		keep, v = true, nz(between(6, 9))
	case "ref":
		keep, v = true, rnd("ABCDEFGHJKLMNPQRSTUVWXYZ", 3)+digits(between(5, 8))
	case "ver":
		keep, v = true, version()
	case "ip":
		keep, v = true, ip()
	case "bad":
		keep, v = true, badLuhn()
	case "pk":
		keep, v = true, "pk_live_"+secretish(b62, 24)
	case "akia":
		keep, v = true, "AKIA"+rnd("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
	case "ssh":
		keep, v = true, "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+rnd(b62+"+/", 43)
	case "room":
		keep, v = true, fmt.Sprintf("%d.%02d", between(1, 6), between(1, 40))
	case "ein":
		keep, v = true, fmt.Sprintf("%02d-%07d", between(10, 98), r.Intn(10000000))
	case "badssn":
		keep, v = true, pick([]string{"000-", "666-", "123-00-"})+digits(2)+"-"+digits(4)
		if strings.HasPrefix(v, "123-00-") {
			v = "123-00-" + digits(4)
		}
	case "plate":
		keep, v = true, d.plate()
	case "pct":
		keep, v = true, fmt.Sprintf("%d,%d %%", between(1, 30), r.Intn(10))
	case "kw":
		v = fmt.Sprint(between(1, 52))
	case "year":
		keep, v = true, fmt.Sprint(between(2019, 2026))
	case "qty":
		v = fmt.Sprint(between(2, 480))
	case "sum":
		keep, v = true, nz(between(7, 10)) // a long plain number: customer / contract / account
	case "ticket":
		keep, v = true, rnd("ABCDEFGHKLMNPRSTUVWXZ", pick2(3, 4))+"-"+fmt.Sprint(between(100, 99999))
	case "ph":
		keep, v = true, pick([]string{"********", "<password>", "XXXXXXXX", "changeme", "${ADMIN_PASSWORD}"})
	case "mask":
		keep, v = true, pick([]string{"**** **** **** ", "XXXX XXXX XXXX ", "•••• "})+digits(4)
	default:
		return "", false
	}
	if fam != "" {
		d.addP(fam, v)
	}
	if keep {
		d.addK(v)
	}
	d.cache[name] = v
	return v, true
}

func pick2(a, b int) int {
	if r.Intn(2) == 0 {
		return a
	}
	return b
}

func (d *Doc) plate() string {
	U := "ABCDEFGHJKLMNPRSTVWXYZ"
	switch d.L.code {
	case "fr":
		return rnd(U, 2) + "-" + digits(3) + "-" + rnd(U, 2)
	case "de":
		return pick([]string{"B", "M", "HH", "K", "F"}) + "-" + rnd(U, 2) + " " + nz(3)
	case "es":
		return nz(4) + " " + rnd("BCDFGHJKLMNPRSTVWXYZ", 3)
	case "it":
		return rnd(U, 2) + " " + digits(3) + rnd(U, 2)
	case "nl":
		return rnd(U, 2) + "-" + digits(3) + "-" + rnd(U, 1)
	case "pl":
		return "W" + rnd(U, 2) + " " + nz(5)
	case "pt":
		return rnd(U, 2) + "-" + digits(2) + "-" + rnd(U, 2)
	case "ja":
		return "品川 300 さ " + digits(2) + "-" + digits(2)
	case "zh":
		return "沪A·" + rnd("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5)
	case "ko":
		return fmt.Sprintf("%d가 %s", between(10, 399), nz(4))
	}
	return nz(6)
}
