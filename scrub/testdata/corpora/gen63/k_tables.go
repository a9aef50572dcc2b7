package main

import (
	"fmt"
	"strings"
)

func k_csv_us(g *G) *B {
	b := &B{}
	L := g.locCode("en-US")
	cols := g.pick("emp_id,first_name,last_name,email,phone,ssn,hire_date,salary", "EmployeeID,Name,SSN,Work Email,Mobile,Start Date,Annual Salary", "id,full_name,tax_id,email,cell,dob,balance")
	b.W(cols + "\n")
	hdr := strings.Split(cols, ",")
	for r, n := 0, g.rng(2, 4); r < n; r++ {
		p := g.person(L)
		var cells []string
		for _, h := range hdr {
			hl := strings.ToLower(h)
			switch {
			case strings.Contains(hl, "id") && !strings.Contains(hl, "tax"):
				v := g.nz(5)
				cells = append(cells, v)
			case hl == "first_name":
				cells = append(cells, p.First)
			case hl == "last_name":
				cells = append(cells, p.Last)
			case hl == "name" || hl == "full_name":
				cells = append(cells, "\""+p.Last+", "+p.First+"\"")
			case strings.Contains(hl, "email"):
				m := g.emailFor(L, p)
				b.pii = append(b.pii, em(m))
				cells = append(cells, m)
			case hl == "phone" || hl == "mobile" || hl == "cell":
				v := L.Phone(g, g.pick("nat", "nat", "bare"))
				b.pii = append(b.pii, ph(v))
				cells = append(cells, v)
			case hl == "ssn" || hl == "tax_id":
				v := g.ssn(g.pick3(0, 0, 2), hl == "tax_id" && g.p(50))
				b.pii = append(b.pii, sn(v))
				cells = append(cells, v)
			case strings.Contains(hl, "date") || hl == "dob":
				d := g.isoDate()
				if g.p(50) {
					y, m, dd := g.ymd()
					d = fmt.Sprintf("%d/%d/%d", m, dd, y)
				}
				b.keep = append(b.keep, d)
				cells = append(cells, d)
			default:
				a := g.amount(".")
				if strings.Contains(a, ",") {
					a = "\"" + a + "\""
				}
				cells = append(cells, a)
			}
		}
		b.W(strings.Join(cells, ",") + "\n")
	}
	return b
}

func (g *G) pick3(a, b2, c int) int { return []int{a, b2, c}[g.n(3)] }

func k_csv_eu(g *G) *B {
	b := &B{}
	L := g.loc()
	for L.Dec != "," {
		L = g.loc()
	}
	h := []string{"Kd-Nr", L.WName, L.WEmail, L.WPhone, L.WCity, L.WAmount, L.WDate}
	if g.p(50) {
		h[3] = L.WMobile
	}
	b.W("\ufeff" + strings.Join(h, ";") + "\r\n")
	for r, n := 0, g.rng(2, 4); r < n; r++ {
		p := g.person(L)
		m := g.emailFor(L, p)
		t := L.Phone(g, g.pick("nat", "nat", "intl", "e164"))
		a := g.amount(",")
		d := g.euDate()
		if L.Code == "sv" || L.Code == "pl" {
			d = g.isoDate()
		}
		b.F("%s;%s;%s;%s;%s;%s;%s\r\n", K(g.nz(6)), p.Full(), em(m), ph(t), g.pick(L.Cities...), a, K(d))
	}
	return b
}

func k_tsv_excel(g *G) *B {
	b := &B{}
	L := g.loc()
	h := []string{L.WName, L.WMobile, L.WEmail, L.WNote}
	b.W(strings.Join(h, "\t") + "\n")
	for r, n := 0, g.rng(2, 5); r < n; r++ {
		p := g.person(L)
		t := L.Phone(g, g.pick("nat", "nat", "intl"))
		if L.Native != "" && g.p(30) {
			t = toDigits(t, L.Native)
		}
		note := g.pick("", "VIP", "ok", "ref "+g.orderID(), L.WNote+"?", L.Cities[0])
		if strings.HasPrefix(note, "ref ") {
			b.keep = append(b.keep, note[4:])
		}
		if g.p(20) {
			b.F("%s\t%s\t\t%s\n", p.Full(), ph(t), note)
		} else {
			b.F("%s\t%s\t%s\t%s\n", p.Full(), ph(t), em(g.emailFor(L, p)), note)
		}
	}
	return b
}

func k_fixed_width(g *G) *B {
	b := &B{}
	L := g.locCode("en-US")
	b.W(g.pick("CUSTMAST extract, layout per copybook CM0100:\n", "Record layout: ACCT(10) SSN(9) NAME(25) PHONE(10) CARD(16) OPEN-DT(8)\n", ""))
	filler := g.p(50)
	if filler {
		b.W("ACCT-NO    SSN       NAME                      PHONE      CARD-NO          OPEN-DT\n")
	} else {
		b.W("ACCT-NO   SSN      NAME                     PHONE     CARD-NO         OPEN-DT \n")
	}
	for r, n := 0, g.rng(2, 4); r < n; r++ {
		p := g.person(L)
		acct := g.nz(10)
		s := g.ssn(2, false)
		nm := strings.ToUpper(p.Last + " " + p.First)
		for len(nm) < 25 {
			nm += " "
		}
		t := L.Phone(g, "bare")
		if len(t) == 11 {
			t = t[1:]
		}
		c := g.card("visa", "mc", "discover")
		y, m, d := g.ymd()
		dt := fmt.Sprintf("%04d%02d%02d", y, m, d)
		if filler {
			b.F("%s %s %s %s %s %s\n", K(acct), sn(s), nm, ph(t), cc(c.Digits), K(dt))
		} else {
			b.F("%s%s%s%s%s%s\n", K(acct), sn(s), nm, ph(t), cc(c.Digits), K(dt))
		}
	}
	return b
}

func k_markdown(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W(g.pick("## On-call roster\n\n", "### Ansprechpartner\n\n", "Escalation contacts (updated "+g.isoDate()+"):\n\n", "| | |\n|-|-|\n\n"))
	b.W("| " + L.WName + " | Role | " + L.WEmail + " | " + L.WPhone + " |\n|---|---|---|---|\n")
	for r, n := 0, g.rng(2, 4); r < n; r++ {
		p := g.person(L)
		b.F("| %s | %s | %s | %s |\n", p.Full(), g.pick("Primary", "Backup", "Manager", "DBA", "Facilities"), em(g.emailFor(L, p)), ph(g.phoneText(L)))
	}
	return b
}

func k_sql_insert(g *G) *B {
	b := &B{}
	L := g.loc()
	tbl := g.pick("customers", "users", "kunden", "patients", "contacts")
	withSSN := L.Code == "en-US" || g.p(10)
	if withSSN {
		L = g.locCode("en-US")
		b.F("INSERT INTO `%s` (`id`, `name`, `email`, `phone`, `ssn`, `created_at`) VALUES\n", tbl)
	} else {
		b.F("INSERT INTO %s (id, name, email, phone, created_at) VALUES\n", tbl)
	}
	n := g.rng(2, 4)
	for r := 0; r < n; r++ {
		p := g.person(L)
		sep := ","
		if r == n-1 {
			sep = ";"
		}
		name := strings.ReplaceAll(p.Full(), "'", "''")
		if withSSN {
			b.F("(%d, '%s', '%s', '%s', '%s', '%s')%s\n", g.rng(100, 99999), name, em(g.emailFor(L, p)), ph(L.Phone(g, g.pick("nat", "bare", "e164"))), sn(g.ssn(g.pick3(0, 2, 2), false)), K(g.isoDate()+" "+fmt.Sprintf("%02d:%02d:%02d", g.n(24), g.n(60), g.n(60))), sep)
		} else {
			b.F("(%d, '%s', '%s', '%s', '%s')%s\n", g.rng(100, 99999), name, em(g.emailFor(L, p)), ph(L.Phone(g, g.pick("nat", "intl", "e164"))), K(g.isoTime()), sep)
		}
	}
	return b
}

func k_sql_copy(g *G) *B {
	b := &B{}
	L := g.loc()
	b.W("--\n-- Data for Name: " + g.pick("users", "accounts", "subscribers") + "; Type: TABLE DATA; Schema: public; Owner: app\n--\n\n")
	b.W("COPY public.users (id, email, phone, password_reset_token, created_at) FROM stdin;\n")
	for r, n := 0, g.rng(2, 4); r < n; r++ {
		L2 := L
		if g.p(40) {
			L2 = g.loc()
		}
		p := g.person(L2)
		tok := "\\N"
		if g.p(40) {
			tok = g.mixed(urlA, 43)
			b.pii = append(b.pii, br(tok))
		}
		b.F("%d\t%s\t%s\t%s\t%s\n", g.rng(1, 50000), em(g.emailFor(L2, p)), ph(L2.Phone(g, g.pick("e164", "nat", "bare"))), tok, K(g.isoDate()+" "+fmt.Sprintf("%02d:%02d:%02d.%06d+00", g.n(24), g.n(60), g.n(60), g.n(999999))))
	}
	b.W("\\.\n")
	return b
}

func k_jsonl(g *G) *B {
	b := &B{}
	for r, n := 0, g.rng(2, 4); r < n; r++ {
		L := g.loc()
		p := g.person(L)
		ts := g.isoTime()
		switch g.n(4) {
		case 0:
			b.F("{\"ts\":\"%s\",\"level\":\"info\",\"msg\":\"login ok\",\"user\":\"%s\",\"ip\":\"%s\",\"req_id\":\"%s\"}\n", K(ts), em(g.emailFor(L, p)), g.ip(), K(g.uuid()))
		case 1:
			b.F("{\"ts\":\"%s\",\"level\":\"warn\",\"msg\":\"sms delivery failed\",\"to\":\"%s\",\"provider\":\"%s\",\"code\":%d}\n", K(ts), ph(L.Phone(g, "e164")), g.pick("twilio", "vonage", "messagebird"), g.rng(30000, 30010))
		case 2:
			c := g.card()
			b.F("{\"ts\":\"%s\",\"level\":\"error\",\"msg\":\"payment declined\",\"pan\":\"%s\",\"amount\":%s,\"currency\":\"%s\"}\n", K(ts), cc(c.Digits), g.amount("."), L.Cur)
		default:
			b.F("{\"ts\":\"%s\",\"level\":\"debug\",\"msg\":\"outbound call\",\"headers\":{\"Authorization\":\"Bearer %s\"},\"status\":200}\n", K(ts), jw(g.jwt()))
		}
	}
	return b
}

func k_xml_customer(g *G) *B {
	b := &B{}
	L := g.loc()
	p := g.person(L)
	b.W("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Customer xmlns=\"urn:crm:v2\">\n")
	b.F("  <CustomerId>%s</CustomerId>\n  <Name>%s</Name>\n", K(g.nz(8)), p.Full())
	b.F("  <Contact type=\"primary\">\n    <Email>%s</Email>\n    <Phone kind=\"mobile\">%s</Phone>\n", em(g.emailFor(L, p)), ph(L.Phone(g, g.pick("nat", "intl", "e164"))))
	if g.p(40) {
		b.F("    <Fax>%s</Fax>\n", ph(L.Phone(g, "intl")))
	}
	b.W("  </Contact>\n")
	if L.Code == "en-US" && g.p(60) {
		b.F("  <TaxInfo><SSN>%s</SSN></TaxInfo>\n", sn(g.ssn(g.pick3(0, 2, 0), false)))
	}
	b.F("  <Updated>%s</Updated>\n</Customer>\n", K(g.isoTime()))
	return b
}

func k_soap(g *G) *B {
	b := &B{}
	L := g.loc()
	p := g.person(L)
	b.W("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:pay=\"http://gateway.example/payments/v1\">\n  <soapenv:Header>\n    <wsse:Security xmlns:wsse=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd\">\n      <wsse:UsernameToken>\n")
	b.F("        <wsse:Username>%s</wsse:Username>\n        <wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">%s</wsse:Password>\n", g.user(), br(g.password()))
	b.W("      </wsse:UsernameToken>\n    </wsse:Security>\n  </soapenv:Header>\n  <soapenv:Body>\n    <pay:Authorize>\n")
	c, cs := g.cardStr()
	_ = c
	b.F("      <pay:MerchantRef>%s</pay:MerchantRef>\n      <pay:Amount currency=\"%s\">%s</pay:Amount>\n", K(g.orderID()), L.Cur, g.amount("."))
	b.F("      <pay:Card>\n        <pay:Number>%s</pay:Number>\n        <pay:Expiry>%s</pay:Expiry>\n        <pay:Holder>%s</pay:Holder>\n      </pay:Card>\n", cc(cs), g.expiry(), strings.ToUpper(p.LatFirst+" "+p.LatLast))
	if g.p(60) {
		b.F("      <pay:CustomerEmail>%s</pay:CustomerEmail>\n", em(g.emailFor(L, p)))
	}
	b.W("    </pay:Authorize>\n  </soapenv:Body>\n</soapenv:Envelope>\n")
	return b
}

func k_protobuf_text(g *G) *B {
	b := &B{}
	L := g.loc()
	p := g.person(L)
	b.W(g.pick("# proto-file: contacts.proto\n# proto-message: ContactBook\n", "", "// debug dump of request\n"))
	b.F("contacts {\n  id: %d\n  display_name: \"%s\"\n", g.rng(1000, 999999), p.Full())
	b.F("  emails { address: \"%s\" type: WORK }\n", em(g.emailFor(L, p)))
	b.F("  phones { number: \"%s\" type: MOBILE }\n", ph(L.Phone(g, g.pick("e164", "intl"))))
	if g.p(40) {
		b.F("  phones { number: \"%s\" type: HOME }\n", ph(L.Phone(g, "nat")))
	}
	b.F("  updated { seconds: %d nanos: %d }\n}\n", g.rng(1700000000, 1790000000), g.n(999999999))
	if g.p(30) {
		b.F("auth {\n  api_key: \"%s\"\n}\n", br(g.mixed(alnumA, 39)))
	}
	return b
}

func k_google_contacts_csv(g *G) *B {
	b := &B{}
	b.W("Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value,Phone 2 - Type,Phone 2 - Value\n")
	for r, n := 0, g.rng(1, 3); r < n; r++ {
		L := g.loc()
		p := g.person(L)
		t1 := L.Phone(g, g.pick("intl", "nat", "e164"))
		line := fmt.Sprintf("%s,%s,%s,* ,", p.Full(), p.First, p.Last)
		b.W(line)
		b.F("%s,Mobile,%s,", em(g.emailFor(L, p)), ph(t1))
		if g.p(50) {
			t2 := L.Phone(g, "nat")
			b.F("Work,%s\n", ph(t2))
		} else {
			b.W(",\n")
		}
	}
	return b
}

func k_outlook_csv(g *G) *B {
	b := &B{}
	b.W("\"First Name\",\"Last Name\",\"Company\",\"Business Phone\",\"Mobile Phone\",\"Business Fax\",\"E-mail Address\",\"Notes\"\r\n")
	for r, n := 0, g.rng(1, 3); r < n; r++ {
		L := g.loc()
		p := g.person(L)
		fax := ""
		if g.p(40) {
			fax = L.Phone(g, "intl")
		}
		b.F("\"%s\",\"%s\",\"%s\",\"%s\",\"%s\",", p.First, p.Last, g.pick(L.Corp...), ph(L.Phone(g, "intl")), ph(L.Phone(g, g.pick("nat", "intl"))))
		if fax != "" {
			b.F("\"%s\",", ph(fax))
		} else {
			b.W("\"\",")
		}
		ref := g.orderID()
		b.F("\"%s\",\"Kundennr. %s\"\r\n", em(g.emailFor(L, p)), K(ref))
	}
	return b
}
