package main

import (
	"fmt"
	"strings"
)

func usLike(g *G) *Loc { return LOCS[g.S("us", "us", "us", "mx", "in", "gb")] }

func x12Phone(g *G, l *Loc) string {
	if l.id == "us" {
		a, e, s := usNum(g)
		return g.S(a+e+s, a+e+s, a+"-"+e+"-"+s, "("+a+")"+e+"-"+s, a+"."+e+"."+s)
	}
	return l.land(g)
}

func isaPad(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s + strings.Repeat(" ", n-len(s))
}

func tX12_850(g *G, b *B, clean bool) {
	l := usLike(g)
	p := g.Person(l)
	co, dom := g.Company(l)
	seg := g.S("~\n", "~\n", "~", "~\r\n")
	y, m, d := g.ymd()
	date8 := fmt.Sprintf("%04d%02d%02d", y, m, d)
	ctrl := g.D(9)
	po := g.SAPPO()
	if g.C(0.4) {
		po = "PO" + g.D(7)
	}
	snd := strings.ToUpper(strings.Split(dom, ".")[0])
	if g.C(0.4) {
		b.W(g.Intro(l), "\n\n")
	}
	b.F("ISA*00*          *00*          *ZZ*%s*ZZ*%s*%s*%s*U*00401*%s*0*P*>"+seg,
		isaPad(snd, 15), isaPad(g.S("ACMEPLASTICS", "5412345000013", "RECEIVERID"), 15),
		date8[2:], fmt.Sprintf("%02d%02d", g.N(24), g.N(60)), K(ctrl))
	b.F("GS*PO*%s*RCVR*%s*%s*%s*X*004010"+seg, snd, date8, fmt.Sprintf("%02d%02d", g.N(24), g.N(60)), g.D(4))
	b.W("ST*850*0001", seg)
	b.F("BEG*00*SA*%s**%s"+seg, K(po), K(date8))
	if g.C(0.5) {
		b.F("REF*DP*%s"+seg, g.D(3))
	}
	qual := g.S("BD", "IC", "OC", "BD")
	if !clean {
		b.F("PER*%s*%s", qual, strings.ToUpper(p.Disp))
		switch g.N(4) {
		case 0:
			b.F("*TE*%s*EM*%s", Ph(x12Phone(g, l)), Em(g.EmailP(p, dom)))
		case 1:
			b.F("*EM*%s", Em(g.EmailP(p, dom)))
		case 2:
			b.F("*TE*%s", Ph(x12Phone(g, l)))
		default:
			b.F("*TE*%s*FX*%s*EM*%s", Ph(x12Phone(g, l)), Ph(x12Phone(g, l)), Em(g.EmailP(p, dom)))
		}
		b.W(seg)
	} else if g.C(0.5) {
		b.F("PER*%s*%s"+seg, qual, strings.ToUpper(p.Disp))
	}
	b.F("DTM*002*%s"+seg, fmt.Sprintf("%04d%02d%02d", y, m, g.R(1, 28)))
	duns := g.DN(9)
	b.F("N1*ST*%s*92*%s"+seg, co, g.D(4))
	b.F("N3*%s"+seg, g.L(l.streets))
	if l.id == "us" {
		cityst := g.L(l.cities)
		parts := strings.SplitN(cityst, ", ", 2)
		zp := strings.Split(parts[1], " ")
		b.F("N4*%s*%s*%s"+seg, parts[0], zp[0], K(zp[1]))
	}
	b.F("N1*VN*%s*1*%s"+seg, g.S("ACME PLASTICS INC", "DELTA RESINS", "NORTHSTAR METALS"), K(duns))
	n := g.R(1, 4)
	for i := 1; i <= n; i++ {
		b.F("PO1*%d*%d*EA*%d.%04d**BP*%s*VP*%s*UP*%s"+seg, i, g.R(10, 5000), g.R(0, 99), g.N(10000), K(g.PartNo()), g.D(2)+"-"+g.D(4), K(g.UPC()))
	}
	b.F("CTT*%d"+seg, n)
	b.F("SE*%d*0001"+seg, 8+n)
}

func tX12_856(g *G, b *B, clean bool) {
	l := usLike(g)
	p := g.Person(l)
	_, dom := g.Company(l)
	seg := g.S("~\n", "~")
	y, m, d := g.ymd()
	date8 := fmt.Sprintf("%04d%02d%02d", y, m, d)
	if g.C(0.5) {
		b.W(g.Intro(l), "\n")
	}
	b.W("ST*856*", g.D(4), seg)
	shp := "SH" + g.D(8)
	b.F("BSN*00*%s*%s*%s"+seg, K(shp), K(date8), fmt.Sprintf("%02d%02d", g.N(24), g.N(60)))
	b.F("HL*1**S"+seg+"TD1*PLT90*%d****G*%d*LB"+seg, g.R(1, 20), g.R(200, 20000))
	b.F("TD5**2*%s*M"+seg, g.S("ODFL", "SAIA", "FXFE", "UPSN", "XPOL"))
	b.F("REF*BM*%s"+seg, K(g.D(10)))
	if !clean {
		switch g.N(3) {
		case 0:
			b.F("PER*DC*%s*TE*%s"+seg, strings.ToUpper(p.Disp), Ph(x12Phone(g, l)))
		case 1:
			b.F("PER*IC*%s*EM*%s*TE*%s"+seg, p.Disp, Em(g.EmailP(p, dom)), Ph(x12Phone(g, l)))
		default:
			b.F("PER*SU**EM*%s"+seg, Em(g.RoleEmail(l, dom)))
		}
	}
	b.F("DTM*011*%s"+seg, date8)
	b.W("HL*2*1*O", seg)
	b.F("PRF*%s"+seg, K(g.SAPPO()))
	k := g.R(1, 3)
	for i := 0; i < k; i++ {
		b.F("HL*%d*2*T"+seg+"MAN*GM*%s"+seg, 3+i*2, K(g.SSCC(l.id)))
		b.F("HL*%d*%d*I"+seg+"LIN**BP*%s*LT*%s"+seg+"SN1**%d*EA"+seg, 4+i*2, 3+i*2, K(g.PartNo()), K(g.Lot()), g.R(1, 999))
	}
	b.W("CTT*", fmt.Sprint(k), seg, "SE*", fmt.Sprint(10+k*5), "*0001", seg)
}

func edifactCOMPhone(g *G, l *Loc) (string, string) {
	ph := l.land(g)
	if strings.HasPrefix(ph, "+") && g.C(0.7) {
		return "?", ph // written with the release character before '+'
	}
	return "", ph
}

func tEdifactOrders(g *G, b *B, clean bool) {
	l := LOCS[g.S("de", "de", "fr", "it", "es", "pl", "cs", "nl", "tr", "gb")]
	p := g.Person(l)
	co, dom := g.Company(l)
	seg := g.S("'\n", "'")
	snd, rcv := g.GLN(l.id), g.GLN(g.S("de", "nl", "fr"))
	y, m, d := g.ymd()
	ref := g.D(g.R(5, 10))
	if g.C(0.5) {
		b.W(g.Intro(l), "\n")
	}
	if g.C(0.5) {
		b.W("UNA:+.? '", seg[1:])
	}
	b.F("UNB+UNOC:3+%s:14+%s:14+%02d%02d%02d:%02d%02d+%s'", K(snd), K(rcv), y%100, m, d, g.N(24), g.N(60), K(ref))
	b.W(seg[1:])
	b.F("UNH+1+ORDERS:D:96A:UN:EAN008"+seg+"BGM+220+%s+9"+seg+"DTM+137:%04d%02d%02d:102"+seg, K(g.SAPPO()), y, m, d)
	b.F("DTM+2:%04d%02d%02d:102"+seg, y, m, g.R(1, 28))
	b.F("NAD+BY+%s::9++%s+%s+%s"+seg, K(g.GLN(l.id)), co, g.L(l.streets), g.L(l.cities))
	if !clean {
		b.F("CTA+%s+:%s"+seg, g.S("PD", "IC", "OC"), p.Disp)
		if g.C(0.85) {
			rel, ph := edifactCOMPhone(g, l)
			b.F("COM+%s%s:TE"+seg, rel, Ph(ph))
		}
		if g.C(0.3) {
			rel, ph := edifactCOMPhone(g, l)
			b.F("COM+%s%s:FX"+seg, rel, Ph(ph))
		}
		if g.C(0.7) {
			b.F("COM+%s:EM"+seg, Em(g.EmailP(p, dom)))
		}
	} else if g.C(0.5) {
		b.F("CTA+PD+:%s"+seg, p.Disp)
	}
	b.F("NAD+SU+%s::9"+seg, K(g.GLN(g.S("de", "nl", "fr"))))
	b.W("CUX+2:EUR:9", seg)
	n := g.R(1, 4)
	for i := 1; i <= n; i++ {
		b.F("LIN+%d++%s:SRV"+seg+"PIA+1+%s:SA"+seg+"QTY+21:%d"+seg, i, K(g.GTIN13(l.id)), K(g.PartNo()), g.R(1, 9999))
		if g.C(0.5) {
			b.F("PRI+AAA:%d.%02d"+seg, g.R(1, 999), g.N(100))
		}
	}
	b.W("UNS+S", seg, "CNT+2:", fmt.Sprint(n), seg, "UNT+", fmt.Sprint(9+3*n), "+1", seg)
	b.F("UNZ+1+%s'", ref)
}

func tEdifactDesadv(g *G, b *B, clean bool) {
	l := LOCS[g.S("de", "fr", "it", "es", "pl", "cs", "nl", "tr")]
	p := g.Person(l)
	_, dom := g.Company(l)
	seg := g.S("'\n", "'")
	y, m, d := g.ymd()
	b.W(g.S("DESADV ", "Lieferavis ", "ASN ", ""), g.S("— ", "", ": "), "\n")
	b.F("UNH+%s+DESADV:D:96A:UN:EAN005"+seg, g.D(4))
	b.F("BGM+351+%s+9"+seg, K(g.DelivNo()))
	b.F("DTM+11:%04d%02d%02d%02d%02d:203"+seg, y, m, d, g.N(24), g.N(60))
	b.F("RFF+ON:%s"+seg, K(g.SAPPO()))
	b.F("NAD+DP+%s::9"+seg, K(g.GLN(l.id)))
	if !clean {
		if g.C(0.5) {
			b.F("CTA+DL+:%s"+seg, g.S("Fahrer", "Chauffeur", "Driver", "Kierowca", "Şoför"))
			rel, ph := "", l.mob(g)
			if strings.HasPrefix(ph, "+") {
				rel = "?"
			}
			b.F("COM+%s%s:TE"+seg, rel, Ph(ph))
		} else {
			b.F("CTA+IC+:%s"+seg+"COM+%s:EM"+seg, p.Disp, Em(g.EmailP(p, dom)))
		}
	}
	b.F("TDT+20++30+31+%s"+seg, g.S("DHL Freight", "DB Schenker", "Dachser", "Raben", "GEODIS", "Ekol"))
	k := g.R(1, 3)
	for i := 0; i < k; i++ {
		b.F("CPS+%d+1"+seg+"PAC+1++201"+seg+"GIN+BJ+%s"+seg, i+2, K(g.SSCC(l.id)))
		b.F("LIN+1++%s:SRV"+seg+"QTY+12:%d"+seg+"PCI+36E"+seg+"GIN+BX+%s"+seg, K(g.GTIN13(l.id)), g.R(1, 500), K(g.Lot()))
	}
	b.W("UNT+", fmt.Sprint(8+k*7), "+1'")
}

func tIdocXML(g *G, b *B, clean bool) {
	l := LOCS[g.S("de", "de", "fr", "it", "es", "pl", "cs", "tr", "zh", "ja", "ko", "in", "br", "mx", "us")]
	p := g.Person(l)
	co, dom := g.Company(l)
	in := g.S("  ", "\t", "")
	nl := g.S("\n", "\n", "")
	b.W(g.S("IDoc ORDERS05 aus WE02:", "IDoc status 51 – Application document not posted. Payload:", "Inbound IDoc fails in BD87, segment below.", ""), "\n")
	b.F("<ORDERS05><IDOC BEGIN=\"1\">"+nl+in+"<EDI_DC40 SEGMENT=\"1\"><DOCNUM>%s</DOCNUM><STATUS>%s</STATUS><MESTYP>ORDERS</MESTYP><SNDPRN>%s</SNDPRN></EDI_DC40>"+nl,
		K("0000000"+g.D(9)), g.S("30", "51", "64", "53"), g.SAPVendor())
	b.F(in+"<E1EDK01 SEGMENT=\"1\"><CURCY>%s</CURCY><BELNR>%s</BELNR></E1EDK01>"+nl, g.S("EUR", "USD", "CNY", "JPY", "INR", "BRL", "MXN"), K(g.SAPPO()))
	b.F(in+"<E1EDKA1 SEGMENT=\"1\"><PARVW>%s</PARVW><PARTN>%s</PARTN><ILNNR>%s</ILNNR><NAME1>%s</NAME1>", g.S("LF", "AG", "WE"), K("0000"+g.SAPVendor()), K(g.GLN(l.id)), co)
	if !clean {
		b.F("<TELF1>%s</TELF1>", g.LandP(l))
		if g.C(0.4) {
			b.F("<TELFX>%s</TELFX>", g.LandP(l))
		}
		b.F("<BNAME>%s</BNAME>", p.Disp)
		if g.C(0.6) {
			b.F("<SMTP_ADDR>%s</SMTP_ADDR>", Em(g.EmailP(p, dom)))
		}
	} else {
		b.F("<BNAME>%s</BNAME>", p.Disp)
	}
	b.W("</E1EDKA1>", nl)
	for i := 1; i <= g.R(1, 3); i++ {
		b.F(in+"<E1EDP01 SEGMENT=\"1\"><POSEX>%05d</POSEX><MENGE>%d.000</MENGE><MENEE>%s</MENEE><MATNR>%s</MATNR></E1EDP01>"+nl, i*10, g.R(1, 9999), g.S("ST", "KGM", "PCE", "EA"), K(g.SAPMat()))
	}
	b.W("</IDOC></ORDERS05>")
}

func tEdiErrorLog(g *G, b *B, clean bool) {
	l := g.Loc()
	ts := g.LogTS()
	ctrl := g.D(9)
	b.F("%s ERROR [AS2] MDN negative for message-id <%s@%s> partner=%s: %s\n", K(ts), g.Str(hexl, 16), g.S("as2.edi-hub.net", "mft.sterling-b2b.io", "seeburger-bis.local"), g.S("KRAEMER_DE", "GLFASTENER", "ACIERIES_FR", "ANADOLU_TR"), g.S("decryption-failed", "unexpected-processing-error", "authentication-failed", "integrity-check-failed"))
	b.F("%s WARN  [X12] 997 AK5*R*5 for ST control %s, IEA mismatch (ISA13=%s)\n", g.LogTS(), K(g.D(4)), K(ctrl))
	if !clean {
		switch g.N(3) {
		case 0:
			p := g.Person(l)
			_, dom := g.Company(l)
			b.F("%s INFO  [NOTIFY] escalation mail sent to %s, cc %s\n", g.LogTS(), Em(g.EmailP(p, dom)), Em(g.RoleEmail(l, dom)))
		case 1:
			b.F("%s INFO  [NOTIFY] SMS to on-call %s queued\n", g.LogTS(), g.MobP(l))
		default:
			b.F("%s DEBUG [SFTP] login user=edi_%s password=%s host=%s:22\n", g.LogTS(), g.S("in", "out", "prod"), Bt(g.Pw("!#$%&*-_.+=")), g.S("sftp.partner-edi.com", "mft.lieferant.de", "10.14.2.31"))
		}
	} else {
		b.F("%s INFO  [RETRY] message requeued, attempt %d/5, next run %s\n", g.LogTS(), g.R(1, 4), K(g.TS()))
	}
}
