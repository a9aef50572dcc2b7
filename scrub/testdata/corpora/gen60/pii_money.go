package main

import (
	"fmt"
	"strings"
)

var usCities = [][3]string{{"Brooklyn", "NY", "112"}, {"Austin", "TX", "787"}, {"Portland", "OR", "972"}, {"Chicago", "IL", "606"}, {"Oakland", "CA", "946"}, {"Atlanta", "GA", "303"}, {"Denver", "CO", "802"}, {"Philadelphia", "PA", "191"}}

func usAddr() (string, string) {
	c := usCities[R.Intn(len(usCities))]
	street := fmt.Sprintf("%d %s %s", ri(12, 9800), pick("Maple", "Linden", "Halsey", "Cedar", "Division", "Grand", "Alder"), pick("St", "Ave", "Blvd", "Rd"))
	if chance(0.4) {
		street += ", Apt " + fmt.Sprint(ri(1, 40)) + pick("", "B", "F")
	}
	return street, c[0] + ", " + c[1] + " " + c[2] + digits(2)
}

func piiMoney() []tpl {
	return []tpl{
		{"w9_pdf_text", func(b *B) {
			p := person("en")
			st, city := usAddr()
			b.K(city[len(city)-5:])
			var tin, label string
			if chance(0.8) {
				a, g, s := ssnParts()
				tin = pick(a+"-"+g+"-"+s, a+" "+g+" "+s, a+"  "+g+"  "+s, strings.Join(strings.Split(a+g+s, ""), " "))
				label = "Social security number"
			} else {
				tin = itin()
				label = "Social security number (or ITIN)"
			}
			b.P("ssn", tin)
			rev := b.K(pick("(Rev. March 2024)", "(Rev. October 2018)"))
			sig := b.K(rdate().us())
			b.q = L("Form W-9 "+rev, "Request for Taxpayer Identification Number and Certification", "1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank.", p.Name,
				"2 Business name/disregarded entity name, if different from above", pick("", p.Last+" Photo LLC", p.First+" "+p.Last+" Creative"),
				"3a Check the appropriate box for federal tax classification", "☒ Individual/sole proprietor  ☐ C corporation  ☐ S corporation  ☐ Partnership",
				"5 Address (number, street, and apt. or suite no.)", st, "6 City, state, and ZIP code", city,
				"Part I Taxpayer Identification Number (TIN)", label, tin, "or", "Employer identification number", "", "Signature of U.S. person ▶ "+p.Name+"   Date ▶ "+sig)
		}},
		{"w9_cover_email", func(b *B) {
			p := person("en")
			e := b.P("email", email(p, false, "en"))
			ap := b.P("email", roleEmail("en", pick("ap", "accounts", "freelancers", "contributors")))
			s := b.P("ssn", pick(ssn(), ssn(), itin()))
			lab := pick("SSN", "social", "TIN", "taxpayer ID")
			if s[0] == '9' {
				lab = pick("ITIN", "TIN")
			}
			inv := b.K(invoiceNo())
			amt := b.K(usd(250, 6800))
			b.q = L("From: "+e, "To: "+ap, "Subject: W-9 + invoice "+inv, "", "Hi there,", "",
				"Attaching my invoice "+inv+" ("+amt+") for the "+pick("photo essay", "feature on school boards", "podcast edit", "copy edits on the fall issue")+". The W-9 PDF keeps bouncing, so in case it doesn't come through: my "+lab+" is "+s+", sole proprietor, no EIN.",
				"", "Thanks!", p.First)
		}},
		{"rechnung_freelancer_de", func(b *B) {
			p := person("de")
			e := b.P("email", email(p, false, "de"))
			ph := b.P("phone", phone("de"))
			inv := b.K(pick("Rechnung Nr. ", "Rechnungsnummer: ") + fmt.Sprintf("%d-%03d", ri(2023, 2026), ri(1, 250)))
			stn := b.K(fmt.Sprintf("%02d/%03d/%05d", ri(10, 99), ri(100, 999), ri(10000, 99999)))
			net := b.K(eur(300, 4800))
			iban := "DE" + digits(2) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(4) + " " + digits(2)
			d := b.K(rdate().eu())
			b.q = L(p.Name, pick("Freie Journalistin", "Fotograf", "Lektorat & Übersetzung", "Freier Autor"), "Tel. "+ph+" · "+e, "", inv, "Datum: "+d,
				"Leistung: "+pick("Reportage „Wohnen am Stadtrand“, 9.800 Zeichen", "Fotostrecke 14 Motive inkl. Nutzungsrechte print/online", "Übersetzung EN–DE, 32 Normseiten"),
				"Nettobetrag: "+net, "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.", "Steuernummer: "+stn, "Bankverbindung: IBAN "+iban)
		}},
		{"invoice_card_reply_en", func(b *B) {
			p := person(pick("en", "gb"))
			c := rcard()
			cn := b.P("credit_card", c.format())
			inv := b.K(invoiceNo())
			amt := b.K(pick(usd(150, 4000), gbp(150, 4000)))
			exp := expiry()
			b.q = L("Re: Overdue – "+inv, "", "Sorry for the delay on the "+amt+", our finance person is out. Can you just put it on the company card?",
				c.brand+" "+cn+" exp "+exp+pick(", CVC on the back is ", ", security code ")+digits(3+boolInt(c.brand == "American Express"))+",",
				"billing zip "+pick("10013", "94107", "60614", "SW1A 2AA", "M4 1HN")+". Receipt to this address please.", "", p.First)
		}},
		{"itin_freelancer_es", func(b *B) {
			p := person(pick("mx", "es"))
			e := b.P("email", email(p, false, "mx"))
			it := b.P("ssn", itin())
			ph := b.P("phone", phoneUS())
			amt := b.K(usd(200, 3000))
			inv := b.K(invoiceNo())
			b.q = L("Hola equipo de pagos,", "", "Les mando la factura "+inv+" por "+amt+" de las traducciones del especial de elecciones. No tengo número de seguro social; mi ITIN es "+it+".",
				"Cualquier duda me pueden escribir a "+e+" o llamar al "+ph+".", "", "Saludos,", p.Name)
		}},
		{"contributor_1099_csv", func(b *B) {
			rows := []string{"contributor_id,legal_name,email,tin_type,tin,ytd_paid_usd,state"}
			n := ri(3, 7)
			hasSSN := false
			for i := 0; i < n; i++ {
				p := person("en")
				e := b.P("email", email(p, false, "en"))
				id := b.K("C" + digits(5))
				var tt, tin string
				switch {
				case chance(0.25):
					tt, tin = "EIN", b.K(ein())
				case chance(0.15):
					tt, tin = "ITIN", b.P("ssn", itin())
					hasSSN = true
				default:
					tt, tin = "SSN", b.P("ssn", ssn())
					hasSSN = true
				}
				amt := b.K(fmt.Sprintf("%d.%02d", ri(600, 48000), ri(0, 99)))
				rows = append(rows, strings.Join([]string{id, "\"" + p.Last + ", " + p.First + "\"", e, tt, tin, amt, pick("NY", "CA", "TX", "IL", "WA", "FL")}, ","))
			}
			_ = hasSSN
			b.q = strings.Join(rows, "\n")
		}},
		{"shoot_payroll_tsv", func(b *B) {
			rows := []string{"Name\tPosition\tMobile\tSSN\tDay rate\tDays"}
			for i := 0; i < ri(3, 6); i++ {
				p := person("en")
				ph := b.P("phone", phoneUS())
				s := b.P("ssn", ssnStyled())
				rate := b.K(usd(350, 1500))
				rows = append(rows, strings.Join([]string{p.Name, pick("Gaffer", "Key Grip", "1st AC", "HMU", "Stylist", "PA", "Digitech"), ph, s, rate, fmt.Sprint(ri(1, 5))}, "\t"))
			}
			b.q = pick("Payroll sheet — "+pick("Spring lookbook", "Brand film", "Catalog reshoot")+"\n", "") + strings.Join(rows, "\n")
		}},
		{"factura_autonomo_es", func(b *B) {
			p := person("es")
			e := b.P("email", email(p, false, "es"))
			ph := b.P("phone", phone("es"))
			fac := b.K(fmt.Sprintf("Factura nº %d/%03d", ri(2023, 2026), ri(1, 300)))
			base := b.K(eur(200, 3000))
			d := b.K(fmt.Sprintf("%02d/%02d/%d", ri(1, 28), ri(1, 12), ri(2023, 2026)))
			b.q = L(fac, "Fecha: "+d, "Emisor: "+p.Name+" · "+ph+" · "+e, "Concepto: "+pick("Cobertura fotográfica rueda de prensa", "Redacción de 4 notas de prensa", "Guion y locución pódcast"),
				"Base imponible: "+base, "IVA 21 %", "Retención IRPF 15 %", "Forma de pago: transferencia a "+pick("ES", "ES")+digits(2)+" "+digits(4)+" "+digits(4)+" "+digits(2)+" "+digits(10))
		}},
		{"fattura_collaboratore_it", func(b *B) {
			p := person("it")
			e := b.P("email", email(p, false, "it"))
			ph := b.P("phone", phone("it"))
			piva := b.K("P.IVA " + digits(11))
			n := b.K(fmt.Sprintf("Fattura n. %d/%d", ri(1, 90), ri(2023, 2026)))
			tot := b.K(eur(150, 2500))
			b.q = L(n, p.Name+" – "+piva, "Cell. "+ph+" – "+e, "Oggetto: "+pick("servizio fotografico evento di lancio", "articolo per l'inserto cultura", "traduzione comunicato stampa"),
				"Totale documento: "+tot, "Regime forfettario – operazione senza applicazione dell'IVA")
		}},
		{"seikyusho_ja", func(b *B) {
			p := person("ja")
			e := b.P("email", email(p, false, "ja"))
			ph := b.P("phone", phone("ja"))
			no := b.K("請求書番号：" + fmt.Sprintf("%d-%04d", ri(2023, 2026), ri(1, 999)))
			amt := b.K("¥" + thousands(ri(30000, 600000), ","))
			reg := b.K("T" + digits(13))
			b.q = L("御請求書", no, "株式会社ひかり出版 御中", "", "件名："+pick("書評連載 第12回 原稿料", "撮影費（表紙・巻頭グラビア）", "インタビュー記事 構成・執筆"), "ご請求金額："+amt+"（税込）",
				"登録番号："+reg, "", p.Name, "TEL "+ph, "Mail "+e)
		}},
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
