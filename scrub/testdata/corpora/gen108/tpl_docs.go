package main

import (
	"fmt"
	"strconv"
	"strings"
)

// Templates: exports, bank statement formats, payroll files, tax forms, invoices, receipts.
func docTemplates() []Tpl {
	return []Tpl{
		{"xero_contacts_csv", func(c *C) string {
			var b strings.Builder
			b.WriteString("*ContactName,EmailAddress,FirstName,LastName,POCity,POPostalCode,PhoneNumber,MobileNumber,TaxNumber,AccountNumber\n")
			for i := 0; i < ri(2, 3); i++ {
				p := person("uk")
				co := company("uk")
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n", co.Name, c.WMail(p, co.Dom), p.First, p.Last, pick([]string{"Leeds", "Bristol", "York", "Bath"}), c.K(pick([]string{"LS1 4DY", "BS8 1TH", "YO1 7HH", "BA1 1LT"})), c.PhN("uk"), c.PhN("uk"), c.K(vatID("GB")), c.K("CUST-"+d(4)))
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"qbo_customer_list_csv", func(c *C) string {
			var b strings.Builder
			b.WriteString("Customer,Company,Email,Phone,Mobile,Billing City,Open balance\n")
			for i := 0; i < ri(2, 3); i++ {
				p := person("us")
				fmt.Fprintf(&b, "\"%s, %s\",%s,%s,%s,%s,%s,%s\n", p.Last, p.First, company("us").Name, c.Mail(p, "us"), c.Phone(nanp(usAreas, 0)), c.Phone(nanp(usAreas, 7)), pick([]string{"Austin", "Tulsa", "Boise"}), c.K(plainAmt()))
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"qb_desktop_iif", func(c *C) string {
			p := person("us")
			q := person("us")
			return fmt.Sprintf("!CUST\tNAME\tBADDR1\tBADDR2\tPHONE1\tPHONE2\tEMAIL\tCONT1\tTERMS\tLIMIT\nCUST\t%s\t%s\t%d %s St\t%s\t%s\t%s\t%s\tNet 30\t%s\nCUST\t%s\t%s\t%d Oak Ave\t%s\t\t%s\t%s\tDue on receipt\t0",
				company("us").Name, p.Full(), ri(10, 9999), pick([]string{"Main", "Elm", "Pine"}), c.Phone(nanp(usAreas, 1)), c.Phone(nanp(usAreas, 0)), c.Mail(p, "us"), p.Full(), c.K(strconv.Itoa(ri(1, 20))+"000"),
				q.Full(), q.Full(), ri(10, 9999), c.Phone(nanp(usAreas, 2)), c.Mail(q, "us"), q.Full())
		}},
		{"datev_debitoren_csv", func(c *C) string {
			var b strings.Builder
			b.WriteString("\"EXTF\";700;16;\"Debitoren/Kreditoren\";5;" + d(17) + ";;\"RE\";\"\";\"\";" + c.K(d(7)) + ";" + c.K(d(5)) + ";20240101;4\n")
			b.WriteString("Konto;Name (Adressattyp Unternehmen);Adressattyp;Straße;Postleitzahl;Ort;Telefon;E-Mail;IBAN-Nr. 1;EU-UStID\n")
			for i := 0; i < 2; i++ {
				p := person("de")
				co := company("de")
				fmt.Fprintf(&b, "%s;\"%s\";\"2\";\"%s\";\"%s\";\"%s\";\"%s\";\"%s\";\"%s\";\"%s\"\n", c.K(strconv.Itoa(ri(10000, 69999))), co.Name, pick([]string{"Hauptstraße 12", "Am Markt 3", "Lindenweg 7a"}), c.K(strconv.Itoa(ri(10115, 99998))), pick([]string{"Köln", "Leipzig", "Augsburg"}), c.PhN("de"), c.WMail(p, co.Dom), c.K(iban("DE", false)), c.K(vatID("DE")))
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"sage50_supplier_csv", func(c *C) string {
			p := person("uk")
			co := company("uk")
			return fmt.Sprintf("A/C,Name,Contact name,Telephone,Fax,E-mail,VAT Number,Balance,Credit Limit\n%s,%s,%s,%s,%s,%s,%s,%s,%s",
				c.K(strings.ToUpper(ascii(p.Last))[:3]+"001"), co.Name, p.Full(), c.PhN("uk"), c.PhN("uk"), c.WMail(p, co.Dom), c.K(vatID("GB")), c.K(plainAmt()), c.K(strconv.Itoa(ri(1, 9))+"000.00"))
		}},
		{"camt053_related_party", func(c *C) string {
			p := person("de")
			return fmt.Sprintf(`<Ntry><Amt Ccy="EUR">%s</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>%s</Dt></BookgDt><AcctSvcrRef>%s</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>%s</EndToEndId><MndtId>%s</MndtId></Refs><RltdPties><Dbtr><Pty><Nm>%s</Nm><CtctDtls><PhneNb>%s</PhneNb><EmailAdr>%s</EmailAdr></CtctDtls></Pty></Dbtr><DbtrAcct><Id><IBAN>%s</IBAN></Id></DbtrAcct></RltdPties><RmtInf><Ustrd>%s</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
				c.K(fmt.Sprintf("%d.%02d", ri(10, 9999), ri(0, 99))), c.K(date().ISO()), c.K(d(4)+uhex(12)), c.K("E2E-"+d(10)), c.K("MREF"+d(8)), p.Full(), c.Phone("+49-"+nz(3)+nz(7)), c.Mail(p, "de"), c.K(iban("DE", false)), c.K("RE "+invNo()))
		}},
		{"mt940_paypal_remittance", func(c *C) string {
			p := person("de")
			t := date()
			return fmt.Sprintf(":20:STARTUMSE\n:25:%s/%s\n:28C:%05d/001\n:60F:C%sEUR%d,%02d\n:61:%s%sD%d,%02dNDDTNONREF//%s\n:86:105?00SEPA-BASISLASTSCHRIFT?20EREF+%s?21MREF+%s?22CRED+LU96ZZZ0000000000000000058?23SVWZ+PP.%s.PP . %s, Ihr?24Einkauf bei %s?32PayPal Europe S.a.r.l. et Cie S.C.A\n:62F:C%sEUR%d,%02d",
				c.K("37040044"), c.K("0"+d(9)), ri(1, 300), t.YYMMDD(), ri(1000, 50000), ri(0, 99), t.YYMMDD(), fmt.Sprintf("%02d%02d", t.M, t.D), ri(5, 900), ri(0, 99), c.K(d(16)), c.K(d(13)+" PP"), c.K("4JJJ"+uhex(8)), d(4), c.Mail(p, "de"), pick([]string{"Bürobedarf Schmitt", "Druckerpatronen24", "Lexware Shop"}), t.YYMMDD(), ri(1000, 50000), ri(0, 99))
		}},
		{"mt940_free_text_callback", func(c *C) string {
			t := date()
			return fmt.Sprintf(":61:%s%sC%d,%02dNTRFNONREF//%s\n:86:166?00GUTSCHRIFT?20RE %s TEILZAHLUNG REST FOLGT?21BEI FRAGEN TEL %s?30%s?31%s?32%s",
				t.YYMMDD(), fmt.Sprintf("%02d%02d", t.M, t.D), ri(50, 9000), ri(0, 99), c.K(d(10)), c.K(invNo()), c.PhN("de"), c.K(pick([]string{"COBADEFFXXX", "GENODEF1S04", "BYLADEM1001"})), c.K(iban("DE", false)), strings.ToUpper(ascii(person("de").Full())))
		}},
		{"bai2_child_support_addenda", func(c *C) string {
			t := date()
			ln := strings.ToUpper(ascii(person("us").Last))
			if len(ln) > 7 {
				ln = ln[:7]
			}
			return fmt.Sprintf("01,%s,%s,%s,0800,1,,,2/\n02,%s,%s,1,%s,,USD,2/\n03,%s,USD,010,%d,,,015,%d,,/\n16,165,%d,Z,%s,%s/\n88,DED*CS*%s*%s*%d*%s*N*%s*%s*/\n49,%d,4/",
				c.K(pick(abas)), c.K(d(9)), t.YYMMDD(), c.K(pick(abas)), c.K(d(9)), t.YYMMDD(), c.K(d(10)), ri(100000, 9999999), ri(100000, 9999999), ri(10000, 99999), c.K(d(15)), c.K("SUPP"+d(6)),
				c.K("CS"+d(8)), t.YYMMDD(), ri(10000, 99999), c.SSN(ssn("")), ln, c.K(pick([]string{"06000", "48000", "36000", "12000"})), ri(100000, 9999999))
		}},
		{"nacha_ppd_entry_ssn", func(c *C) string {
			p := person("us")
			name := strings.ToUpper(ascii(p.First) + " " + ascii(p.Last))
			if len(name) > 22 {
				name = name[:22]
			}
			odfi := pick(abas)[:8]
			return fmt.Sprintf("5220TRI-COUNTY HVAC                     %s PPDPAYROLL   %s%s   1%s%07d\n622%s%-17s%010d%-15s%-22s  0%s%07d",
				c.K("1"+d(9)), date().YYMMDD(), date().YYMMDD(), odfi, ri(1, 9999),
				c.K(pick(abas)), c.K(nz(10)), ri(50000, 500000), c.SSN(ssn("")), name, odfi, ri(1, 9999))
		}},
		{"ofx_signon_password", func(c *C) string {
			u := person("us")
			return fmt.Sprintf("OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\n\n<OFX><SIGNONMSGSRQV1><SONRQ><DTCLIENT>%s120000<USERID>%s%d<USERPASS>%s<LANGUAGE>ENG<FI><ORG>B1<FID>%s</FI><APPID>QWIN<APPVER>2700</SONRQ></SIGNONMSGSRQV1><BANKMSGSRQV1><STMTTRNRQ><TRNUID>%s<STMTRQ><BANKACCTFROM><BANKID>%s<ACCTID>%s<ACCTTYPE>CHECKING</BANKACCTFROM>",
				date().Compact(), u.AFirst, ri(10, 99), c.Pw(), c.K(d(5)), c.K(uuid()), c.K(pick(abas)), c.K(nz(10)))
		}},
		{"us_bank_csv_zelle", func(c *C) string {
			p, q := person("us"), person("us")
			t := date()
			a, e, l := nanpParts(usAreas)
			ph := c.Phone(a + e + l)
			return fmt.Sprintf("Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\nCREDIT,%s,\"Zelle payment from %s %s\",%s,QUICKPAY_CREDIT,%s,\nDEBIT,%s,\"Zelle payment to %s %s\",-%s,QUICKPAY_DEBIT,%s,\nDEBIT,%s,\"CHECK %s\",-%s,CHECK_PAID,%s,%s",
				c.K(t.US()), strings.ToUpper(p.Full()), c.Mail(p, "us"), c.K(plainAmt()), c.K(plainAmt()), t.US(), strings.ToUpper(q.Full()), ph, plainAmt(), plainAmt(), t.US(), d(4), plainAmt(), plainAmt(), c.K(strconv.Itoa(ri(1001, 9999))))
		}},
		{"corporate_card_feed_csv", func(c *C) string {
			var b strings.Builder
			b.WriteString("Card Number,Cardholder,Txn Date,Post Date,Merchant,MCC,Amount,Reference\n")
			for i := 0; i < ri(2, 3); i++ {
				p := person("us")
				t := date()
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s,%s,%s\n", c.Card(card(pick([]string{"visa", "mc", "amex"}), "")), strings.ToUpper(p.Full()), t.ISO(), t.ISO(), pick([]string{"DELTA AIR 0062345", "SHELL OIL 574", "STAPLES 00123", "ADOBE *ACROPRO", "UBER *TRIP"}), c.K(pick([]string{"3058", "5541", "5943", "5734", "4121"})), c.K(plainAmt()), c.K(d(23)))
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"amex_statement_de", func(c *C) string {
			p := person("de")
			return fmt.Sprintf("American Express Business Card – Monatsabrechnung\nKarteninhaber: %s\nKartennummer: %s\nAbrechnungsdatum: %s\nNeuer Saldo: %s\nLastschrift am %s vom Konto %s",
				p.Full(), c.Card(card("amex", " ")), c.K(date().DE()), c.K(amount("de")), c.K(date().DE()), c.K(iban("DE", true)))
		}},
		{"expensify_api_call", func(c *C) string {
			p := person("us")
			return fmt.Sprintf(`curl -X POST 'https://integrations.expensify.com/Integration-Server/ExpensifyIntegrations' -d 'requestJobDescription={"type":"create","credentials":{"partnerUserID":"aa_%s_%s","partnerUserSecret":"%s"},"inputSettings":{"type":"expenses","employeeEmail":"%s","transactionList":[{"created":"%s","currency":"USD","merchant":"Home Depot","amount":%d}]}}'`,
				p.AFirst, c.K(d(4)), c.Tok(hex40()), c.Mail(p, "us"), c.K(date().ISO()), ri(1000, 90000))
		}},
		{"stripe_payout_recon_csv", func(c *C) string {
			var b strings.Builder
			b.WriteString("id,Created (UTC),Amount,Fee,Net,Customer Email,Description,Payout ID\n")
			po := c.K("po_1" + secretAlnum(23))
			for i := 0; i < 2; i++ {
				p := person(pick([]string{"us", "uk", "ca"}))
				fmt.Fprintf(&b, "%s,%s 14:%02d,%s,%s,%s,%s,%s,%s\n", c.K("ch_3"+secretAlnum(23)), date().ISO(), ri(0, 59), plainAmt(), plainAmt(), plainAmt(), c.Email(personalEmail(p, "us")), c.K("Invoice "+invNo()), po)
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"paypal_activity_csv", func(c *C) string {
			p := person("uk")
			co := company("uk")
			return fmt.Sprintf("\"Date\",\"Time\",\"TimeZone\",\"Name\",\"Type\",\"Status\",\"Currency\",\"Gross\",\"Fee\",\"Net\",\"From Email Address\",\"To Email Address\",\"Transaction ID\"\n\"%s\",\"10:%02d:%02d\",\"Europe/London\",\"%s\",\"Express Checkout Payment\",\"Completed\",\"GBP\",\"%s\",\"-0.%02d\",\"%s\",\"%s\",\"%s\",\"%s\"",
				c.K(date().EU()), ri(0, 59), ri(0, 59), p.Full(), c.K(plainAmt()), ri(10, 99), plainAmt(), c.Mail(p, "uk"), c.Role("payments", co.Dom), c.K(d(1)+uhex(16)))
		}},
		{"shopify_orders_csv", func(c *C) string {
			p := person("au")
			return fmt.Sprintf("Name,Email,Financial Status,Paid at,Currency,Subtotal,Taxes,Total,Billing Name,Billing Phone,Payment Reference\n#%d,%s,paid,%s 09:14:22 +1000,AUD,%s,%s,%s,%s,%s,%s",
				ri(1001, 9999), c.Mail(p, "au"), c.K(date().ISO()), c.K(plainAmt()), c.K(plainAmt()), plainAmt(), p.Full(), c.Phone(phone("au", 'i')), c.K("c"+d(11)+"."+d(1)))
		}},
		{"gusto_payroll_export_csv", func(c *C) string {
			var b strings.Builder
			b.WriteString("employee_id,first_name,last_name,ssn,personal_email,phone,check_date,gross_pay,net_pay\n")
			for i := 0; i < ri(2, 3); i++ {
				p := person("us")
				s := ssn(pick([]string{"-", ""}))
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s,%s,%s,%s\n", c.K(strconv.Itoa(ri(100000, 999999))), p.First, p.Last, c.SSN(s), c.Mail(p, "us"), c.Phone(nanp(usAreas, pick([]int{1, 7}))), c.K(date().ISO()), plainAmt(), plainAmt())
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"adp_census_tsv", func(c *C) string {
			var b strings.Builder
			b.WriteString("File #\tLast Name\tFirst Name\tTax ID (SSN)\tHire Date\tHome Phone\tDept\n")
			for i := 0; i < 2; i++ {
				p := person("us")
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", c.K("00"+d(4)), p.Last, p.First, c.SSN(ssn("-")), c.K(date().US()), c.Phone(nanp(usAreas, 0)), c.K(d(6)))
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"w9_ocr_text", func(c *C) string {
			p := person("us")
			s := ssn("")
			v := c.SSN(s[:3] + " - " + s[3:5] + " - " + s[5:])
			return fmt.Sprintf("Form W-9 (Rev. March 2024) Request for Taxpayer Identification Number and Certification\n1 Name of entity/individual %s\n3a Check the appropriate box: [X] Individual/sole proprietor\n5 Address %d %s Rd\nPart I Taxpayer Identification Number (TIN)\nSocial security number\n%s\nor Employer identification number\n__ - _______\nSignature of U.S. person ______ Date %s",
				p.Full(), ri(100, 9999), pick([]string{"Quarry", "Hickory", "Mill"}), v, c.K(date().US()))
		}},
		{"nec_1099_csv", func(c *C) string {
			var b strings.Builder
			payer := c.K(ein())
			b.WriteString("Payer TIN,Recipient TIN Type,Recipient TIN,Recipient Name,Box 1 Nonemployee Compensation,Box 4 Federal Tax Withheld,Account Number\n")
			for i := 0; i < 2; i++ {
				p := person("us")
				tin := ssn("-")
				if i == 1 {
					tin = itin("-")
				}
				fmt.Fprintf(&b, "%s,SSN,%s,%s,%s,0.00,%s\n", payer, c.SSN(tin), p.Full(), c.K(plainAmt()), c.K("V-"+d(5)))
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"irs_fire_b_record", func(c *C) string {
			p := person("us")
			s := c.SSN(ssn(""))
			nm := strings.ToUpper(ascii(p.Last) + " " + ascii(p.First))
			return fmt.Sprintf("B%d 2%s%-20s%-4s%010d%012d%s%-40s%-40s\nC%08d",
				ri(2023, 2024), s, c.K("ACCT"+d(8)), "", ri(1000, 999999), 0, "            ", nm, strings.ToUpper(fmt.Sprintf("%d MAPLE ST", ri(10, 999))), ri(1, 999))
		}},
		{"tax_organizer_dependents", func(c *C) string {
			p1, p2 := person("us"), person("us")
			return fmt.Sprintf("2024 Tax Organizer — Dependents\n| Name | Relationship | DOB | SSN/ITIN | Months in home |\n|---|---|---|---|---|\n| %s %s | Child | %s | %s | 12 |\n| %s %s | Child | %s | %s | 12 |\nPrior-year AGI: %s  Client ID %s",
				p1.First, p2.Last, c.K(date().US()), c.SSN(ssn("-")), p2.First, p2.Last, c.K(date().US()), c.SSN(ssn("-")), c.K(amount("us")), c.K("C-"+d(5)))
		}},
		{"w2_box_text", func(c *C) string {
			p := person("us")
			return fmt.Sprintf("a Employee's social security number %s  OMB No. 1545-0029\nb Employer identification number (EIN) %s\nc Employer's name: %s\n1 Wages, tips, other compensation %s  2 Federal income tax withheld %s\ne Employee's first name and initial %s  Last name %s\nControl number %s",
				c.SSN(ssn("-")), c.K(ein()), company("us").Name, c.K(plainAmt()), c.K(plainAmt()), p.First, p.Last, c.K(d(5)+"-"+d(4)))
		}},
		{"itin_renewal_note", func(c *C) string {
			p := person("us")
			return fmt.Sprintf("Client note %s: %s's ITIN %s expired (middle digits %s). Filed W-7 renewal with the 1040 on %s. IRS ack %s. Spouse SSN %s.",
				c.K(date().ISO()), p.First, c.SSN(itin("-")), c.K("70-88"), c.K(date().US()), c.K(d(15)), c.SSN(ssn("-")))
		}},
		{"card_authorization_form", func(c *C) string {
			p := person("us")
			num := card("", pick([]string{" ", "-", ""}))
			return fmt.Sprintf("CREDIT CARD AUTHORIZATION FORM — Hollis & Park CPAs\nI, %s, authorize recurring monthly charges of %s for bookkeeping services.\nCard type: %s\nCard number: %s\nExpiration: %s   CVV: ***\nBilling ZIP: %s\nPhone: %s   Email: %s\nEngagement #%s",
				p.Full(), c.K(amount("us")), brandName(num), c.Card(num), c.K(expiry()), c.K(strconv.Itoa(ri(10001, 99950))), c.PhN("us"), c.Mail(p, "us"), c.K("ENG-"+d(4)))
		}},
		{"virtual_card_remittance", func(c *C) string {
			co := company("us")
			return fmt.Sprintf("Payment notification from %s via AvidPay\n\nA single-use virtual card has been issued for the invoices below.\nCard number: %s\nExpires: %s  Security code: %s\nAmount authorized: %s\nInvoices: %s, %s\nPayment ID %s. Questions: %s",
				co.Name, c.Card(card(pick([]string{"mc", "visa", "mc2"}), "-")), c.K(expiry()), d(3), c.K(amount("us")), c.K(invNo()), c.K(invNo()), c.K("VP"+d(10)), c.Role("ap", co.Dom))
		}},
		{"card_on_file_crm_note", func(c *C) string {
			p := person("uk")
			return fmt.Sprintf("Note added by %s: %s rang, wants annual accounts fee (%s) taken from card %s exp %s instead of DD. Mandate ref %s cancelled. Callback %s.",
				pick([]string{"jhughes", "fiona.k", "admin"}), p.Full(), c.K(amount("uk")), c.Card(card("", " ")), c.K(expiry()), c.K("DDM"+d(7)), c.PhN("uk"))
		}},
		{"refund_request_card_fr", func(c *C) string {
			p := person("fr")
			return fmt.Sprintf("Bonjour, suite à l'avoir n° %s (%s), merci de rembourser sur la carte %s utilisée pour la commande %s. %s — %s",
				c.K("AV"+d(6)), c.K(amount("fr")), c.Card(card("", " ")), c.K("CMD-"+d(7)), p.Full(), c.Ph("fr"))
		}},
		{"hotel_folio_receipt", func(c *C) string {
			p := person("us")
			return fmt.Sprintf("GUEST FOLIO  Room %d  Folio No. %s\nGuest: %s\nEmail: %s  Phone: %s\nArrival %s  Departure %s\nRoom Charge %s  Occupancy Tax %s\nVISA %s  Auth %s\nBalance 0.00",
				ri(101, 1208), c.K(d(7)), p.Full(), c.Mail(p, "us"), c.Phone(nanp(usAreas, 4)), c.K(date().US()), date().US(), c.K(plainAmt()), c.K(plainAmt()), c.K(maskedCard()), c.K(d(6)))
		}},
		{"jp_receipt_konbini", func(c *C) string {
			return fmt.Sprintf("領収書\nファミリーマート 渋谷道玄坂店\n電話：%s\n登録番号：%s\n%s 12:%02d\n事務用品 %s\n合計 %s（内消費税 %s）\nクレジット %s",
				c.PhN("jp"), c.K("T"+nz(13)), c.K(date().JP()), ri(0, 59), amount("jp"), c.K(amount("jp")), amount("jp"), c.K(maskedCard()))
		}},
		{"de_tankquittung_tse", func(c *C) string {
			return fmt.Sprintf("ARAL Station %s\nTel. %s\nSt.-Nr. %s\nSuper E10  %s l  %s\nGesamt %s EUR\nKartenzahlung girocard %s\nTSE-Seriennr.: %s\nTSE-Signatur: %s\nBeleg-Nr. %s",
				c.K(d(6)), c.PhN("de"), c.K(fmt.Sprintf("%d/%03d/%05d", ri(100, 299), ri(100, 999), ri(10000, 99999))), fmt.Sprintf("%d,%02d", ri(20, 60), ri(0, 99)), fmt.Sprintf("%d,%03d", 1, ri(600, 999)), c.K(fmt.Sprintf("%d,%02d", ri(30, 110), ri(0, 99))), c.K(maskedCard()), c.K(hexs(64)), c.K(b64s(64)), c.K(d(4)))
		}},
		{"us_invoice_pdf_text", func(c *C) string {
			co := company("us")
			p := person("us")
			return fmt.Sprintf("%s\n%d Commerce Blvd, Suite %d\n%s · %s\n\nINVOICE %s   Date %s   Terms Net 15\nBill to: %s\nP.O. %s\nLabor 6.5 hrs @ $95.00   $617.50\nParts   %s\nTotal due %s\nPay online or mail check to the address above. EIN %s",
				co.Name, ri(100, 9999), ri(100, 400), c.Ph("us"), c.Role(pick([]string{"billing", "office", "accounts"}), co.Dom), c.K(invNo()), c.K(date().US()), p.Full(), c.K(poNo()), c.K(amount("us")), c.K(amount("us")), c.K(ein()))
		}},
		{"de_rechnung_text", func(c *C) string {
			co := company("de")
			p := person("de")
			return fmt.Sprintf("%s · %s\nTel. %s · %s\n\nRechnung Nr. %s\nRechnungsdatum: %s · Leistungszeitraum %02d/%d\nKundennummer %s\nPos. 1 Dachreparatur pauschal %s\nzzgl. 19 %% USt.\nGesamtbetrag %s\nZahlbar innerhalb 14 Tagen ohne Abzug auf IBAN %s, BIC %s\nUSt-IdNr.: %s · Amtsgericht Köln HRB %s · Geschäftsführer %s",
				co.Name, "Am Markt 3, 50667 Köln", c.Ph("de"), c.WMail(p, co.Dom), c.K(invNo()), c.K(date().DE()), ri(1, 12), ri(2023, 2025), c.K("K"+d(5)), c.K(amount("de")), c.K(amount("de")), c.K(iban("DE", true)), c.K(pick(bics["DE"])), c.K(vatID("DE")), c.K(d(5)), p.Full())
		}},
		{"fr_facture_text", func(c *C) string {
			co := company("fr")
			return fmt.Sprintf("%s\nTél. : %s — Courriel : %s\nSIRET %s — TVA intracom. %s — RCS Lyon\nFACTURE N° %s du %s\nTotal HT %s  TVA 20 %% %s  Total TTC %s\nPénalités de retard : 3 fois le taux d'intérêt légal. Indemnité forfaitaire 40 €.\nRèglement par virement : %s",
				co.Name, c.Ph("fr"), c.Role("contact", co.Dom), c.K(siret()), c.K(vatID("FR")), c.K(invNo()), c.K(date().EU()), c.K(amount("fr")), c.K(amount("fr")), amount("fr"), c.K(iban("FR", true)))
		}},
		{"nl_factuur_text", func(c *C) string {
			co := company("nl")
			p := person("nl")
			return fmt.Sprintf("%s\nTel %s | %s\nKvK %s | btw-id %s | IBAN %s\nFACTUUR %s  Factuurdatum %s\nOmschrijving: onderhoud cv-ketel\nSubtotaal %s  Btw 21%% %s\nTotaal %s — graag binnen 30 dagen onder vermelding van het factuurnummer.",
				co.Name, c.Ph("nl"), c.WMail(p, co.Dom), c.K(nz(8)), c.K(vatID("NL")), c.K(iban("NL", true)), c.K(invNo()), c.K(date().Loc("nl")), c.K(amount("nl")), c.K(amount("nl")), amount("nl"))
		}},
		{"es_factura_text", func(c *C) string {
			co := company("es")
			p := person("es")
			return fmt.Sprintf("%s — CIF %s\nTel. %s · %s\nFACTURA Nº %s  Fecha: %s\nCliente: %s, NIF %s\nBase imponible %s  IVA 21%% %s  Total %s\nForma de pago: transferencia a %s",
				co.Name, c.K("B"+d(8)), c.Ph("es"), c.Role("administracion", co.Dom), c.K(invNo()), c.K(date().EU()), p.Full(), c.K(d(8)+string(upperA[rng.Intn(26)])), c.K(amount("es")), c.K(amount("es")), amount("es"), c.K(iban("ES", true)))
		}},
		{"it_fatturapa_xml", func(c *C) string {
			co := company("it")
			return fmt.Sprintf(`<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>%s</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>%s</Denominazione></Anagrafica><RegimeFiscale>RF01</RegimeFiscale></DatiAnagrafici><Sede><Indirizzo>Via Roma 12</Indirizzo><CAP>%s</CAP><Comune>Milano</Comune></Sede><Contatti><Telefono>%s</Telefono><Email>%s</Email></Contatti></CedentePrestatore><DatiGeneraliDocumento><TipoDocumento>TD01</TipoDocumento><Data>%s</Data><Numero>%s</Numero><ImportoTotaleDocumento>%s</ImportoTotaleDocumento></DatiGeneraliDocumento>`,
				c.K(d(11)), co.Name, c.K(strconv.Itoa(ri(20121, 20162))), c.Phone(strings.ReplaceAll(phone("it", 'n'), " ", "")), c.Role("amministrazione", co.Dom), c.K(date().ISO()), c.K("FPR "+strconv.Itoa(ri(1, 300))+"/24"), c.K(plainAmt()))
		}},
		{"au_tax_invoice", func(c *C) string {
			co := company("au")
			return fmt.Sprintf("TAX INVOICE\n%s  ABN %s\nPh %s  %s\nInvoice #%s  Date %s\nBarista course x2   %s\nGST   %s\nTotal (inc GST)   %s\nEFT: BSB %s  Acc %s",
				co.Name, c.K(abn()), c.Ph("au"), c.Role("accounts", co.Dom), c.K(d(5)), c.K(date().EU()), c.K(amount("au")), c.K(amount("au")), amount("au"), c.K(fmt.Sprintf("%03d-%03d", ri(10, 999), ri(0, 999))), c.K(nz(8)))
		}},
		{"in_gst_invoice", func(c *C) string {
			co := company("in")
			return fmt.Sprintf("TAX INVOICE\n%s\nGSTIN: %s  PAN: %s\nContact: %s | %s\nInvoice No: %s  Date: %s  Place of supply: 27-Maharashtra\nHSN 5208  Cotton fabric 120 m  %s\nCGST 2.5%% %s  SGST 2.5%% %s\nTotal %s\nBank: HDFC0001234 A/c %s",
				co.Name, c.K("27"+fromAlpha(upperA, 5)+d(4)+"A1Z"+d(1)), c.K(fromAlpha(upperA, 5)+d(4)+"K"), c.Ph("in"), c.Role("accounts", co.Dom), c.K("ST/"+strconv.Itoa(ri(23, 25))+"-"+strconv.Itoa(ri(24, 26))+"/"+d(4)), c.K(date().EU()), c.K(amount("in")), amount("in"), amount("in"), c.K(amount("in")), c.K(nz(14)))
		}},
		{"jp_seikyusho", func(c *C) string {
			co := company("jp")
			p := person("jp")
			return fmt.Sprintf("請求書\n請求番号：%s　発行日：%s\n%s 御中\n%s\nTEL %s　FAX %s\n担当：%s（%s）\n登録番号：%s\nご請求金額 %s（税込）\n振込先：三井住友銀行 渋谷支店 普通 %s",
				c.K("INV-"+d(6)), c.K(date().JP()), company("jp").Name, co.Name, c.PhN("jp"), c.PhN("jp"), p.JP(), c.WMail(p, co.Dom), c.K("T"+nz(13)), c.K(amount("jp")), c.K(nz(7)))
		}},
		{"br_nfse_text", func(c *C) string {
			co := company("br")
			return fmt.Sprintf("NOTA FISCAL DE SERVIÇOS ELETRÔNICA - NFS-e\nNúmero da Nota: %s  Código de Verificação: %s\nPrestador: %s  CNPJ: %s\nTelefone: %s  E-mail: %s\nValor dos serviços: %s  ISS (5%%): %s\nChave PIX: %s",
				c.K(d(8)), c.K(uhex(8)), co.Name, c.K(cnpj()), c.Ph("br"), c.Role("financeiro", co.Dom), c.K(amount("br")), c.K(amount("br")), c.K(uuid()))
		}},
		{"se_faktura_text", func(c *C) string {
			co := company("se")
			p := person("se")
			return fmt.Sprintf("FAKTURA %s\nFakturadatum %s  Förfallodatum %s\n%s, Org.nr %s, Momsreg.nr %s\nTel: %s  E-post: %s\nAtt betala: %s\nBankgiro %s  OCR %s\nInnehar F-skattsedel",
				c.K(d(5)), c.K(date().ISO()), date().ISO(), co.Name, c.K(fmt.Sprintf("55%s-%s", d(4), d(4))), c.K(vatID("SE")), c.Ph("se"), c.WMail(p, co.Dom), c.K(amount("se")), c.K(fmt.Sprintf("%d-%04d", ri(100, 9999), ri(0, 9999))), c.K(d(12)))
		}},
		{"pl_faktura_text", func(c *C) string {
			co := company("pl")
			p := person("pl")
			return fmt.Sprintf("FAKTURA VAT nr FV/%d/%02d/%03d\nData wystawienia: %s\nSprzedawca: %s, NIP %s\ntel. %s, e-mail: %s\nRazem do zapłaty: %s\nNumer KSeF: %s\nRachunek: %s",
				ri(2023, 2025), ri(1, 12), ri(1, 400), c.K(date().Loc("pl")), co.Name, c.K(nz(10)), c.Ph("pl"), c.WMail(p, co.Dom), c.K(amount("pl")), c.K(nz(10)+"-"+date().Compact()+"-"+uhex(12)+"-"+uhex(2)), c.K(iban("PL", true)))
		}},
		{"ch_qr_bill_text", func(c *C) string {
			p := person("de")
			return fmt.Sprintf("Zahlteil QR-Rechnung\nKonto / Zahlbar an\n%s\n%s\nReferenz %s\nBetrag CHF %s\nZusätzliche Informationen: Rechnung %s, Fragen an %s oder %s",
				c.K(iban("CH", true)), "Brandt & Kühn Architekten", c.K("21 00000 00003 13947 14300 09017"), c.K(fmt.Sprintf("%d.%02d", ri(100, 9000), ri(0, 99))), c.K(invNo()), c.Mail(p, "de"), c.Phone(phone("ch", 0)))
		}},
		{"at_lohnzettel_mail", func(c *C) string {
			p := person("de")
			return fmt.Sprintf("Servus, der Lohnzettel L16 für %s ist übermittelt. Sozialversicherungsbeitrag Dienstgeber %s, Beitragskontonummer %s. Rückfragen bitte an mich: %s / %s",
				p.Full(), c.K(amount("at")), c.K(d(9)), c.Phone(phone("at", 0)), c.Mail(p, "de"))
		}},
	}
}
