package main

import (
	"fmt"
	"strings"
)

func k_vcard21(g *G) *B {
	L := g.loc()
	p := g.person(L)
	b := &B{}
	e := g.eol()
	b.W("BEGIN:VCARD" + e + "VERSION:2.1" + e)
	n := p.Last + ";" + p.First + ";;;"
	if strings.ContainsAny(n, "\x80\xff") || n != foldASCII(n) || L.Native != "" || L.Code == "ru" || L.Code == "uk" || L.Code == "he" || L.Code == "ko" {
		b.W("N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:" + qpEncode(n) + e)
		b.W(fold("FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:"+qpEncode(p.Full()), 75, "="+e, nil, true) + e)
	} else {
		b.W("N:" + n + e + "FN:" + p.Full() + e)
	}
	tels := []string{"TEL;CELL;PREF:", "TEL;CELL:", "TEL;HOME:", "TEL;WORK;VOICE:", "TEL;VOICE:", "TEL;WORK;FAX:"}
	k := g.rng(1, 3)
	for i := 0; i < k; i++ {
		t := tels[g.n(len(tels))]
		st := g.pick("nat", "e164", "intl", "nat")
		v := L.Phone(g, st)
		if g.p(15) {
			v = strings.NewReplacer(" ", "", "-", "", "(", "", ")", "").Replace(v)
		}
		b.F("%s%s"+e, t, ph(v))
	}
	if g.p(75) {
		b.F("EMAIL;PREF;INTERNET:%s"+e, em(g.emailFor(L, p)))
	}
	if g.p(40) {
		b.F("X-IRMC-LUID:%s"+e, K(g.digits(6)))
	}
	if g.p(30) {
		b.F("BDAY:%s"+e, K(g.isoDate()))
	}
	b.W("END:VCARD" + e)
	return b
}

func k_vcard30(g *G) *B {
	L := g.loc()
	p := g.person(L)
	b := &B{}
	e := "\r\n"
	if g.p(30) {
		e = "\n"
	}
	b.W("BEGIN:VCARD" + e + "VERSION:3.0" + e)
	if g.p(60) {
		b.W("PRODID:-//Apple Inc.//iPhone OS 17.4//EN" + e)
	}
	b.W("N:" + p.Last + ";" + p.First + ";;;" + e + "FN:" + p.Full() + e)
	if g.p(50) {
		b.W("ORG:" + g.pick(L.Corp...) + ";" + g.pick("Einkauf", "Sales", "Finance", "Operations", "RH", "総務部", "物流部") + e)
	}
	emails := []string{"EMAIL;type=INTERNET;type=HOME;type=pref:", "EMAIL;TYPE=INTERNET,WORK:", "EMAIL;TYPE=work:", "item2.EMAIL;type=INTERNET:"}
	tel := []string{"TEL;TYPE=CELL:", "TEL;type=CELL;type=VOICE;type=pref:", "TEL;TYPE=HOME,VOICE:", "TEL;TYPE=WORK:", "TEL;type=IPHONE;type=CELL;type=VOICE:", "TEL;TYPE=FAX,WORK:", "item1.TEL:", "TEL:"}
	for i, k := 0, g.rng(1, 3); i < k; i++ {
		t := tel[g.n(len(tel))]
		b.F("%s%s"+e, t, ph(L.Phone(g, g.pick("nat", "intl", "e164"))))
		if t == "item1.TEL:" {
			b.W("item1.X-ABLabel:" + g.pick("_$!<Mobile>!$_", "_$!<Work>!$_", "Büro", "autre", "WhatsApp") + e)
		}
	}
	if g.p(80) {
		b.F("%s%s"+e, emails[g.n(len(emails))], em(g.emailFor(L, p)))
	}
	city := g.pick(L.Cities...)
	adr := fmt.Sprintf("ADR;TYPE=HOME:;;%s %d;%s;;%s;%s", g.pick("Hauptstraße", "Rue de la République", "Calle Mayor", "Via Roma", "Main Street", "ул. Ленина", "中山路", "Kerkstraat"), g.rng(1, 180), city, g.digits(5), L.Code)
	b.W(fold(adr, 75, e+" ", nil, false) + e)
	note := g.pick("Kontakt über Messe Hannover, Rückruf erbeten wegen Angebot ", "Met at the Q3 partner summit, prefers WhatsApp, follow up re: quote ", "Client depuis 2019, préfère être contacté l'après-midi, dossier ", "Proveedor de repuestos, pedir siempre factura con IVA desglosado, ref ")
	ref := g.orderID()
	b.W(fold("NOTE:"+note+ref, 75, e+" ", []string{ref}, false) + e)
	b.F("REV:%s"+e, K(g.isoTime()))
	if g.p(50) {
		b.F("UID:%s"+e, K(g.UUID()))
	}
	b.W("END:VCARD" + e)
	return b
}

func k_vcard40(g *G) *B {
	L := g.loc()
	p := g.person(L)
	b := &B{}
	e := "\r\n"
	b.W("BEGIN:VCARD" + e + "VERSION:4.0" + e)
	b.W("FN:" + p.Full() + e + "N:" + p.Last + ";" + p.First + ";;;" + e)
	b.F("UID:urn:uuid:%s"+e, K(g.uuid()))
	if g.p(50) {
		v := L.Phone(g, "e164")
		b.F("TEL;VALUE=uri;PREF=1;TYPE=\"voice,cell\":tel:%s"+e, ph(v))
	} else {
		b.F("TEL;TYPE=cell:%s"+e, ph(L.Phone(g, g.pick("nat", "intl"))))
	}
	if g.p(50) {
		v := L.Phone(g, "intl")
		v2 := strings.NewReplacer(" ", "-", "(", "", ")", "").Replace(v)
		x := g.rng(10, 4999)
		b.F("TEL;VALUE=uri;TYPE=work:tel:%s;ext=%d"+e, ph(v2), x)
	}
	b.F("EMAIL;TYPE=work:%s"+e, em(g.emailFor(L, p)))
	if g.p(40) {
		b.F("EMAIL;TYPE=home;PREF=2:%s"+e, em(g.emailFor(L, p)))
	}
	b.F("LANG;PREF=1:%s"+e, L.Code)
	b.F("REV:%s"+e, K(strings.NewReplacer("-", "", ":", "").Replace(g.isoTime())))
	b.W("END:VCARD" + e)
	return b
}

// several cards exported from a phone in one paste
func k_vcf_export(g *G) *B {
	b := &B{}
	n := g.rng(2, 4)
	intro := g.pick("contacts.vcf (exported from Android):\n\n", "Here's the export, can you dedupe these?\n\n", "", "Kontakte.vcf\n", "連絡先のエクスポート:\n")
	b.W(intro)
	for i := 0; i < n; i++ {
		L := g.loc()
		p := g.person(L)
		b.W("BEGIN:VCARD\nVERSION:3.0\nFN:" + p.Full() + "\n")
		v := L.Phone(g, g.pick("nat", "intl", "e164"))
		if L.Native != "" && g.p(25) {
			v = toDigits(v, L.Native)
		}
		b.F("TEL;TYPE=%s:%s\n", g.pick("CELL", "HOME", "WORK", "cell,voice"), ph(v))
		if g.p(50) {
			b.F("EMAIL:%s\n", em(g.emailFor(L, p)))
		}
		b.W("END:VCARD\n")
	}
	return b
}

func (g *G) icsFoldLine(b *B, line string, protect []string) {
	b.W(fold(line, 75, "\r\n ", protect, false) + "\r\n")
}

func k_ics_invite(g *G) *B {
	L := g.loc()
	org := g.person(L)
	b := &B{}
	b.W("BEGIN:VCALENDAR\r\nPRODID:" + g.pick("-//Google Inc//Google Calendar 70.9054//EN", "-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN", "-//Apple Inc.//macOS 14.4//EN", "-//Zoom Video Communications//Zoom//EN") + "\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\n")
	dt := g.icsTime()
	b.F("DTSTART:%s\r\n", K(dt))
	orgMail := g.emailFor(L, org)
	b.pii = append(b.pii, em(orgMail))
	g.icsFoldLine(b, "ORGANIZER;CN="+org.Full()+":mailto:"+orgMail, []string{orgMail})
	for i, n := 0, g.rng(1, 4); i < n; i++ {
		L2 := g.loc()
		p := g.person(L2)
		m := g.emailFor(L2, p)
		b.pii = append(b.pii, em(m))
		g.icsFoldLine(b, "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT="+g.pick("NEEDS-ACTION", "ACCEPTED", "TENTATIVE")+";RSVP=TRUE;CN="+p.Full()+";X-NUM-GUESTS=0:mailto:"+m, []string{m})
	}
	uid := g.hex(26) + "@google.com"
	if g.p(50) {
		uid = "040000008200E00074C5B7101A82E008" + strings.ToUpper(g.hex(32))
	}
	b.keep = append(b.keep, uid)
	g.icsFoldLine(b, "UID:"+uid, []string{uid})
	// dial-in description
	var desc string
	var prot []string
	mid := g.digits(3) + " " + g.digits(4) + " " + g.digits(4)
	b.keep = append(b.keep, mid)
	prot = append(prot, mid)
	switch g.n(3) {
	case 0:
		d1 := g.locCode("en-US").Phone(g, "intl")
		d2 := g.loc().Phone(g, "intl")
		b.pii = append(b.pii, ph(d1), ph(d2))
		prot = append(prot, d1, d2)
		desc = "Join Zoom Meeting\\nhttps://us02web.zoom.us/j/" + strings.ReplaceAll(mid, " ", "") + "\\n\\nMeeting ID: " + mid + "\\n\\nDial by your location\\n        " + d1 + " US (New York)\\n        " + d2 + "\\n\\nFind your local number: https://us02web.zoom.us/u/kdXq2"
	case 1:
		d1 := L.Phone(g, "intl")
		b.pii = append(b.pii, ph(d1))
		prot = append(prot, d1)
		desc = "Microsoft Teams meeting\\nJoin on your computer\\, mobile app or room device\\nClick here to join the meeting\\nMeeting ID: " + mid + "\\nOr call in (audio only)\\n" + d1 + "\\,\\," + strings.ReplaceAll(mid, " ", "") + "#   " + g.pick("Germany\\, Frankfurt", "United Kingdom\\, London", "France\\, Paris", "United States\\, Chicago") + "\\nPhone Conference ID: " + mid + "#"
	default:
		L3 := g.loc()
		pp := g.person(L3)
		d1 := L3.Phone(g, g.pick("nat", "intl"))
		m := g.emailFor(L3, pp)
		b.pii = append(b.pii, ph(d1), em(m))
		prot = append(prot, d1, m)
		desc = g.pick("Site visit — on arrival call ", "Rückfragen bitte an ", "En cas de retard appeler ", "Contacto en recepción: ") + pp.Full() + " " + d1 + " / " + m + "\\nRef: " + mid
	}
	g.icsFoldLine(b, "DESCRIPTION:"+desc, prot)
	b.W("SEQUENCE:0\r\nSTATUS:CONFIRMED\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
	return b
}

func k_ldif(g *G) *B {
	L := g.loc()
	p := g.person(L)
	b := &B{}
	uid := strings.ToLower(p.LatFirst[:1] + strings.ReplaceAll(p.LatLast, " ", ""))
	ou := g.pick("People", "Staff", "Users", "Mitarbeiter")
	dc := g.pick("dc=corp,dc=example,dc=com", "dc=kontor,dc=de", "dc=uni-beispiel,dc=de", "o=acme")
	b.W("# " + uid + ", " + ou + "\n")
	b.W("dn: uid=" + uid + ",ou=" + ou + "," + dc + "\n")
	b.W("objectClass: inetOrgPerson\nobjectClass: organizationalPerson\nobjectClass: person\nobjectClass: top\n")
	cn := p.Full()
	if cn != foldASCII(cn) || L.Native != "" || L.Code == "ru" || L.Code == "uk" || L.Code == "he" || L.Code == "ko" || L.Code == "ar" {
		b.W("cn:: " + b64std(cn) + "\n")
	} else {
		b.W("cn: " + cn + "\n")
	}
	b.W("sn: " + p.LatLast + "\nuid: " + uid + "\n")
	b.F("mail: %s\n", em(g.emailFor(L, p)))
	if g.p(70) {
		b.F("telephoneNumber: %s\n", ph(L.Phone(g, g.pick("intl", "intl", "nat"))))
	}
	if g.p(60) {
		b.F("mobile: %s\n", ph(L.Phone(g, g.pick("intl", "e164", "nat"))))
	}
	if g.p(20) {
		b.F("facsimileTelephoneNumber: %s\n", ph(L.Phone(g, "intl")))
	}
	b.F("employeeNumber: %s\n", K(g.nz(6)))
	if g.p(25) {
		pw := g.password()
		b.F("userPassword: %s\n", br(pw))
	}
	if g.p(40) {
		b.F("description:: %s\n", b64std(g.pick("Außendienst Süd", "Équipe comptabilité", "Отдел продаж", "営業部 第二課", "Contractor until Q4")))
	}
	b.F("modifyTimestamp: %s\n", K(strings.NewReplacer("-", "", ":", "", "T", "").Replace(g.isoTime())))
	return b
}
