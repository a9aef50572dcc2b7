package main

import (
	"fmt"
	"strings"
)

// ---------- bank account opening / KYC ----------

var piiBank = []T{
	{"kyc_cip_form", func(g *G, b *B) {
		p := g.person()
		b.T("CUSTOMER IDENTIFICATION PROGRAM (CIP) — New Account\nName: %s  DOB: ", p.full()).K(g.dob().us()).T("\nTaxpayer ID (SSN/ITIN): ")
		if g.chance(0.3) {
			b.SSN(g.itin(""))
		} else {
			b.SSN(g.ssn(""))
		}
		b.T("\nResidential address: %s, %s (no P.O. Box)\nID Type: Driver License  ID #: ", p.street, p.cityLine()).K(g.dl(p.pl.st)).T("  State: %s  Exp: ", p.pl.st).K(g.dt(2026, 2031).us()).T("\nOFAC: CLEAR  Account #: ").K(g.acct()).T("  Opened by: Banker ").K(fmt.Sprint(g.n(10000, 99999)))
	}},
	{"kyc_api_request_bearer", func(g *G, b *B) {
		p := g.person()
		b.T("curl -X POST https://api.%s.com/v2/applications \\\n  -H \"Authorization: Bearer ", g.pick("unitbank", "treasuryprime", "synctera", "bondcore")).Sec(g.opaque(g.n(40, 64))).T("\" \\\n  -H \"Idempotency-Key: ").K(g.rnd(hexd, 8) + "-" + g.rnd(hexd, 4) + "-4" + g.rnd(hexd, 3) + "-a" + g.rnd(hexd, 3) + "-" + g.rnd(hexd, 12)).T("\" \\\n  -d '{\"type\":\"individualApplication\",\"ssn\":\"").SSN(g.ssn("plain")).T("\",\"phone\":{\"countryCode\":\"1\",\"number\":\"").Ph(g.phone(p.pl, "plain")).T("\"},\"email\":\"").Em(g.email(p)).T("\",\"dateOfBirth\":\"").K(g.dob().iso()).T("\"}'")
	}},
	{"kyc_api_json_tin", func(g *G, b *B) {
		p := g.person()
		b.T(`{"customer":{"legal_name":"%s","tax_id":"`, p.full()).SSN(g.ssn("plain")).T(`","tax_id_type":"ssn","phone_number":"`).Ph(g.phone(p.pl, "e164")).T(`","email":"`).Em(g.email(p)).T(`"},"account":{"routing_number":"`).K(g.routing()).T(`","account_number":"`).K(g.acct()).T(`","product":"checking_basic"},"created_at":"`).K(g.recent().iso() + "T" + fmt.Sprintf("%02d:%02d:%02dZ", g.n(0, 23), g.n(0, 59), g.n(0, 59))).T(`"}`)
	}},
	{"chexsystems_disclosure", func(g *G, b *B) {
		p := g.person()
		b.T("ChexSystems Consumer Disclosure Report  Consumer File ID: ").K(g.nzdigits(10)).T("\nConsumer Name: %s  SSN: ", p.upper()).SSN(g.ssn("dash")).T("  Driver's License: ").K(g.dl(p.pl.st)).T(" %s\nReported Information: %s  Source: %s  Amount: ", p.pl.st, g.pick("Account Abuse", "Suspected Fraud Activity", "NSF Activity"), g.pick("BANK OF AMERICA NA", "WELLS FARGO BANK NA", "PNC BANK")).K(g.amt(40, 1900)).T("  Date Reported: ").K(g.dt(2019, 2025).us()).T("\nInquiry history: %d  Report ID ", g.n(1, 9)).K(fmt.Sprint(g.n(10000000, 99999999)))
	}},
	{"kyc_verify_log", func(g *G, b *B) {
		b.T("%s %02d:%02d:%02d INFO kyc.verify applicant_id=", g.recent().iso(), g.n(0, 23), g.n(0, 59), g.n(0, 59)).K(fmt.Sprint(g.n(100000, 999999))).T(" ssn=").SSN(g.ssn("plain")).T(" dob=").K(g.dob().iso()).T(" idv_vendor=%s result=%s score=0.%d trace=", g.pick("socure", "alloy", "persona"), g.pick("PASS", "REVIEW", "FAIL"), g.n(10, 99)).K(g.rnd(hexd, 16))
	}},
	{"bank_support_chat", func(g *G, b *B) {
		p := g.person()
		b.T("Customer: my card got declined and I cant log in\nAgent: I can help! For verification please provide the last 4 of your SSN.\nCustomer: here is the whole thing ").SSN(g.ssn(g.pick("plain", "dash", "space"))).T(" and the card is ").Card(g.card("", "")).T("\nAgent: Please don't share full numbers in chat. Ticket ").K(fmt.Sprintf("CS-%d", g.n(100000, 999999))).T(" created, callback to ").Ph(g.phone(p.pl, "dash"))
	}},
	{"ach_authorization_form", func(g *G, b *B) {
		p := g.person()
		b.T("ACH Debit Authorization\nI, %s, authorize %s to debit my account.\nBank Routing # ", p.full(), g.pick("Acme Property Mgmt", "Lakeview HOA", "Sunrise Auto Finance")).K(g.routing()).T("  Account # ").K(g.acct()).T("  [X] Checking\nAmount: ").K(g.amt(50, 3000)).T(" on the %dth of each month starting ", g.n(1, 28)).K(g.dt(2025, 2026).us()).T("\nSSN (for verification): ").SSN(g.ssn("")).T("  Phone: ").Ph(g.phone(p.pl, ""))
	}},
	{"cuenta_conjunta_es", func(g *G, b *B) {
		p, c := g.personL(true), g.personL(true)
		b.T("Solicitud de Cuenta Conjunta — %s\nTitular principal: %s  Número de Seguro Social o ITIN: ", g.pick("Banco Popular", "BBVA USA", "Banco de Crédito"), p.full()).SSN(g.itin("dash")).T("\nCotitular: %s  Núm. de Seguro Social del cotitular: ", c.full()).SSN(g.ssn("dash")).T("\nTeléfono: ").Ph(g.phone(p.pl, "paren")).T("  Correo: ").Em(g.email(p)).T("\nNúmero de ruta: ").K(g.routing()).T("  Depósito inicial: ").K(g.amt(25, 2000))
	}},
	{"wire_transfer_request", func(g *G, b *B) {
		p := g.person()
		b.T("OUTGOING DOMESTIC WIRE REQUEST  Ref ").K(fmt.Sprintf("FW%d%07d", g.year(), g.n(0, 9999999))).T("\nOriginator: %s  TIN ", p.full()).SSN(g.ssn("dash")).T("  Acct ").K(g.acct()).T("\nBeneficiary Bank ABA ").K(g.routing()).T("  Beneficiary Acct ").K(g.acct()).T("  Amount ").K(g.amt(1000, 250000)).T("\nCallback verified with customer at ").Ph(g.phone(p.pl, "dash")).T(" by ").K(fmt.Sprint(g.n(10000, 99999))).T(" on ").K(g.recent().us())
	}},
	{"beneficial_ownership_form", func(g *G, b *B) {
		p, q := g.person(), g.person()
		b.T("Certification Regarding Beneficial Owners of Legal Entity Customers\nLegal Entity: %s LLC  EIN: ", g.pick("Red Oak Holdings", "Blue Heron Properties", "Northside Auto Repair")).K(g.ein()).T("\nII. Beneficial owner 1: %s  DOB ", p.full()).K(g.dob().us()).T("  SSN ").SSN(g.ssn("dash")).T("  Ownership %d%%\nBeneficial owner 2: %s  DOB ", g.n(25, 75), q.full()).K(g.dob().us()).T("  SSN ").SSN(g.ssn("dash")).T("\nIII. Control person: %s, Managing Member", p.full())
	}},
	{"account_recovery_credentials", func(g *G, b *B) {
		p := g.person()
		b.T("Online banking access for %s (user id: ", p.first).K(strings.ToLower(p.first[:1]+asciiFold(p.last)) + fmt.Sprint(g.n(10, 99))).T(")\nTemporary password: ").Sec(g.password()).T("\nYou will be asked to change it on first login. Enrolled device phone: ").Ph(g.phone(p.pl, "dash")).T(". Reference ").K(fmt.Sprint(g.n(1000000, 9999999)))
	}},
	{"open_banking_token_log", func(g *G, b *B) {
		p := g.person()
		b.T("GET /fdx/v6/customers/current HTTP/1.1\nHost: api.%s.com\nAuthorization: Bearer ", g.pick("chase", "bankofamerica", "usbank", "citizensbank")).JWT(g.jwt("https://auth.openbanking.example-bank.com", "cust-"+g.digits(8))).T("\nx-fapi-interaction-id: ").K(g.rnd(hexd, 8) + "-" + g.rnd(hexd, 4) + "-" + g.rnd(hexd, 4) + "-" + g.rnd(hexd, 4) + "-" + g.rnd(hexd, 12)).T("\n\n200 {\"customerId\":\"").K(g.digits(10)).T("\",\"email\":\"").Em(g.email(p)).T("\"}")
	}},
	{"plaid_env_secrets", func(g *G, b *B) {
		b.T("# .env for underwriting-service\nPLAID_CLIENT_ID=").K(g.rnd(hexd, 24)).T("\nPLAID_SECRET=").Sec(g.hexSecret(30)).T("\nPLAID_ENV=production\nEXPERIAN_CLIENT_SECRET=").Sec(g.opaque(32)).T("\nLOAN_API_VERSION=").K(fmt.Sprintf("%d.%d.%d", g.n(1, 4), g.n(0, 20), g.n(0, 30))).T("\n")
	}},
}

// ---------- IRS ----------

var piiIRS = []T{
	{"irs_cp2000", func(g *G, b *B) {
		p := g.person()
		y := g.year()
		b.T("Notice CP2000  Tax Year %d  Notice date ", y).K(g.dt(y+1, y+2).long()).T("\nSocial Security number ").SSN(g.ssn("dash")).T("  To contact us 1-800-829-8310  Your Caller ID ").K(fmt.Sprint(g.n(100000, 999999))).T("\n%s\nProposed amount due: ", strings.ToUpper(p.full())).K(g.amt(300, 9000)).T("  Pay by ").K(g.dt(y+1, y+2).long()).T("\nUnreported income: Form 1099-NEC, Payer %s, Payer EIN ", g.pick("UBER TECHNOLOGIES", "DOORDASH INC", "LYFT INC", "INSTACART")).K(g.ein()).T(" Amount ").K(g.amt(2000, 40000))
	}},
	{"irs_cp2000_es", func(g *G, b *B) {
		p := g.personL(true)
		y := g.year()
		b.T("Aviso CP2000(SP)  Año tributario %d  Fecha del aviso ", y).K(g.dt(y+1, y+2).es()).T("\nNúmero de Seguro Social ").SSN(g.ssn("dash")).T("\n%s\nCantidad propuesta adeudada: ", strings.ToUpper(p.full())).K(g.amt(300, 9000)).T("  Para comunicarse con nosotros 1-800-829-8310  Número de identificación de llamada ").K(fmt.Sprint(g.n(100000, 999999)))
	}},
	{"irs_transcript_note", func(g *G, b *B) {
		y := g.year()
		b.T("Wage and Income Transcript  Request Date: ").K(g.recent().us()).T("  Tracking Number: ").K(fmt.Sprintf("%d%d", g.n(100000000, 999999999), g.n(100, 999))).T("\nSSN Provided: ").K(g.masked("")).T("  Tax Period Requested: December, %d\nForm W-2 Wage and Tax Statement  Employer Identification Number (EIN): ", y).K("XXXXX" + g.digits(4)).T("\nWages, Tips and Other Compensation: ").K(g.amt(15000, 140000)).T("\n-- preparer note: client's actual SSN is ").SSN(g.ssn("")).T(", spouse ITIN ").SSN(g.itin("")).T(" --")
	}},
	{"irs_ip_pin", func(g *G, b *B) {
		p := g.person()
		y := g.year() + 1
		b.T("CP01A  Notice date ").K(g.dt(y-1, y-1).long()).T("\n%s\nYour %d Identity Protection Personal Identification Number (IP PIN) is ", strings.ToUpper(p.full()), y).Sec(g.pin(6)).T(". Enter it when you file. Social Security number: ").K(g.masked("")).T("  Notice number CP01A  Control number ").K(fmt.Sprint(g.n(10000, 99999)))
	}},
	{"ip_pin_client_text", func(g *G, b *B) {
		p := g.person()
		b.T("text from %s to preparer: my ip pin this year is ", p.first).Sec(g.pin(6)).T(" and my social ").SSN(g.ssn("plain")).T(". W2 box 1 is ").K(g.amtN(20000, 90000)).T(", I'll send the 1098-T tonight")
	}},
	{"form_1040_header", func(g *G, b *B) {
		p, s := g.person(), g.person()
		y := g.year()
		b.T("Form 1040 U.S. Individual Income Tax Return %d  OMB No. 1545-0074\nYour first name and middle initial %s  Last name %s  Your social security number ", y, p.first, p.last).SSN(g.ssn("space")).T("\nIf joint return, spouse's first name %s  Last name %s  Spouse's social security number ", s.first, p.last).SSN(g.ssn("space")).T("\nHome address %s  Apt. no. %d  ", p.street, g.n(1, 40)).K(g.zip4(p)).T("\nPresidential Election Campaign [ ] You [X] Spouse  Filing Status: Married filing jointly")
	}},
	{"form_1040_dependents", func(g *G, b *B) {
		b.T("Dependents (see instructions):  (1) First name  Last name  (2) Social security number  (3) Relationship  (4) [X] Child tax credit\n")
		ln := g.pickL(lastEN)
		for i := 0; i < g.n(2, 3); i++ {
			b.T("%s %s  ", g.pickL(firstEN), ln).SSN(g.ssn(g.pick("dash", "space"))).T("  %s  [X]\n", g.pick("Son", "Daughter", "Stepchild"))
		}
		b.T("Line 19 Child tax credit ").K(g.amtN(2000, 6000)).T("  Line 27 EIC ").K(g.amtN(0, 7000))
	}},
	{"form_w2_boxes", func(g *G, b *B) {
		p := g.person()
		b.T("a Employee's social security number ").SSN(g.ssn("dash")).T("  OMB No. 1545-0008\nb Employer identification number (EIN) ").K(g.ein()).T("   1 Wages, tips, other compensation ").K(g.amtN(18000, 160000)).T("   2 Federal income tax withheld ").K(g.amtN(800, 25000)).T("\nc Employer's name %s INC  d Control number ", g.pick("ACME STAFFING", "KROGER LTD PARTNERSHIP I", "METRO TRANSIT AUTHORITY")).K(fmt.Sprintf("%05d", g.n(1, 99999))).T("   12a D ").K(g.amtN(500, 20000)).T("\ne Employee's name %s  f %s ", p.full(), p.street).K(g.zip4(p))
	}},
	{"w2_efw2_rw_record", func(g *G, b *B) {
		p := g.person()
		b.T("EFW2 submission, line %d (RW record):\nRW", g.n(2, 900)).SSN(g.ssn("plain")).T("%-15s%-15s%-20s    %-22s", strings.ToUpper(asciiFold(p.first)), "", strings.ToUpper(asciiFold(p.last)), strings.ToUpper(p.street)).T("%-22s%s", strings.ToUpper(p.pl.city), p.pl.st).K(p.zip5+p.zip4).T("     %011d%011d", g.n(1000000, 9999999), g.n(100000, 999999)).T("\n(RA record EIN ").K(strings.ReplaceAll(g.ein(), "-", "")).T(")")
	}},
	{"form_w4_step1", func(g *G, b *B) {
		p := g.person()
		b.T("Form W-4 (%d) Employee's Withholding Certificate\nStep 1: (a) First name and middle initial %s  Last name %s  (b) Social security number ", g.year()+1, p.first, p.last).SSN(g.ssn(g.pick("dash", "plain"))).T("\nAddress %s  City or town, state, and ZIP code %s\n(c) [X] Single or Married filing separately\nStep 4(c) Extra withholding ", p.street, p.cityLine()).K(g.amt(0, 300)).T("  Employer's EIN ").K(g.ein()).T("  First date of employment ").K(g.recent().us())
	}},
	{"form_w9_boxes", func(g *G, b *B) {
		p := g.person()
		a, gp, s := g.ssnParts()
		box := func(x string) string {
			var sb strings.Builder
			for _, c := range x {
				sb.WriteString(string(c) + " ")
			}
			return strings.TrimSpace(sb.String())
		}
		b.T("Form W-9 (Rev. March 2024)  Request for Taxpayer Identification Number and Certification\n1 Name: %s  3a [X] Individual/sole proprietor\n5 Address: %s  6 %s\nPart I Taxpayer Identification Number (TIN)\nSocial security number ", p.full(), p.street, p.cityLine()).SSN(box(a)+" - "+box(gp)+" - "+box(s)).T("\nor Employer identification number ").K("__ - _______").T("\nSignature of U.S. person ▶ %s  Date ▶ ", p.full()).K(g.recent().us())
	}},
	{"form_w9_sp", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Formulario W-9(SP) Solicitud y certificación del número de identificación del contribuyente\n1 Nombre: %s\nParte I Número de identificación del contribuyente (TIN)\nNúmero de Seguro Social ", p.full())
		if g.chance(0.4) {
			b.SSN(g.itin("dash")).T(" (ITIN)")
		} else {
			b.SSN(g.ssn("dash"))
		}
		b.T("\nNúmero de identificación del empleador: ").K("—").T("\nFirma: %s  Fecha: ", p.full()).K(g.recent().us()).T("  Cat. No. ").K("73226T")
	}},
	{"form_1099_nec", func(g *G, b *B) {
		p := g.person()
		b.T("Form 1099-NEC %d  PAYER'S TIN ", g.year()).K(g.ein()).T("  RECIPIENT'S TIN ").SSN(g.ssn("")).T("\nRECIPIENT'S name %s  Street address %s  City %s\nAccount number (see instructions) ", p.full(), p.street, p.cityLine()).K(fmt.Sprint(g.n(100000, 9999999))).T("\n1 Nonemployee compensation ").K(g.amt(600, 90000)).T("  4 Federal income tax withheld ").K(g.amt(0, 5000))
	}},
	{"form_1099_csv", func(g *G, b *B) {
		b.T("payer_tin,recipient_tin,recipient_name,box1_nec,state,state_id,account_no\n")
		for i := 0; i < g.n(2, 4); i++ {
			p := g.person()
			b.K(g.ein()).T(",").SSN(g.ssn(g.pick("plain", "dash"))).T(",%s,", p.full()).K(g.amtN(600, 40000)).T(",%s,", p.pl.st).K(g.nzdigits(8)).T(",").K("V" + g.digits(6)).T("\n")
		}
	}},
	{"form_w7_itin_assigned", func(g *G, b *B) {
		p := g.personL(true)
		b.T("CP565  We assigned you an Individual Taxpayer Identification Number (ITIN)\n%s\n%s\n%s\nYour ITIN: ", strings.ToUpper(p.full()), strings.ToUpper(p.street), strings.ToUpper(p.cityLine())).SSN(g.itin("dash")).T("\nNotice date: ").K(g.recent().long()).T("  Form W-7 received: ").K(g.recent().us()).T("  Passport No. ").K("G" + g.digits(8))
	}},
	{"w7_sp_solicitud", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Formulario W-7(SP) — Solicitud de Número de Identificación Personal del Contribuyente del IRS\n1a Nombre: %s  4 Fecha de nacimiento: ", p.full()).K(g.dob().us()).T("  País de nacimiento: México\n6c Pasaporte núm. ").K("G"+g.digits(8)).T("  6d Si alguna vez recibió un ITIN, anótelo: ").SSN(g.itin("dash")).T("\nTeléfono: ").P("phone", g.mxPhone()).T("  Agente certificador (CAA) núm. ").K(fmt.Sprintf("%05d", g.n(1, 99999)))
	}},
	{"state_tax_it201", func(g *G, b *B) {
		p, s := g.person(), g.person()
		b.T("%s  %d\nYour social security number ", g.pick("New York State IT-201 Resident Income Tax Return", "California Form 540", "Illinois IL-1040", "Georgia Form 500", "Ohio IT 1040"), g.year()).SSN(g.ssn("plain")).T("  Spouse's social security number ").SSN(g.ssn("plain")).T("\n%s  %s\nSchool district code ", strings.ToUpper(p.full()), strings.ToUpper(s.first)).K(fmt.Sprintf("%03d", g.n(1, 700))).T("  Line 33 Federal AGI ").K(g.amtN(20000, 200000)).T("  Refund ").K(g.amtN(0, 4000)).T("  Routing ").K(g.routing())
	}},
	{"pr_planilla_es", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Planilla de Contribución sobre Ingresos de Individuos — Puerto Rico %d\nNúm. de Seguro Social del contribuyente: ", g.year()).SSN(g.ssn("dash")).T("\nNombre: %s  Teléfono: ", p.full()).Ph(g.phone(places[26], "paren")).T("\nCódigo postal: ").K("009" + fmt.Sprintf("%02d-%04d", g.n(1, 99), g.n(1, 9999))).T("  Reintegro: ").K(g.amt(0, 3000)).T("  Núm. de confirmación SURI: ").K(g.nzdigits(10))
	}},
	{"tax_preparer_intake_notes", func(g *G, b *B) {
		p := g.person()
		b.T("Intake %s — %s. TP ssn ", g.recent().short(), p.full()).SSN(g.ssn(g.pick("plain", "dash"))).T(", dep ssn ").SSN(g.ssn(g.pick("plain", "dash"))).T(". Prior yr AGI ").K(g.amtN(10000, 90000)).T(", self-select PIN ").Sec(g.pin(5)).T(". Direct dep RTN ").K(g.routing()).T(" DAN ").K(g.acct()).T(". Call ").Ph(g.phone(p.pl, ""))
	}},
	{"form_8821_tia", func(g *G, b *B) {
		p := g.person()
		b.T("Form 8821 Tax Information Authorization\n1 Taxpayer name %s  Taxpayer identification number(s) ", p.full()).SSN(g.ssn("dash")).T("  Daytime telephone number ").Ph(g.phone(p.pl, "paren")).T("\n2 Designee: %s CPA  CAF No. ", g.pickL(lastEN)).K(fmt.Sprintf("%04d-%05dR", g.n(100, 9999), g.n(0, 99999))).T("  PTIN ").K("P0"+g.digits(7)).T("\n3 Income  1040  %d-%d", g.year()-2, g.year())
	}},
	{"form_ss4_responsible", func(g *G, b *B) {
		p := g.person()
		b.T("Form SS-4 Application for Employer Identification Number\n1 Legal name of entity: %s %s\n7a Name of responsible party %s  7b SSN, ITIN, or EIN ", p.full(), g.pick("DBA Lone Star Cleaning", "Handyman Services", "LLC"), p.full()).SSN(g.ssn("dash")).T("\n18 Has the applicant ever applied for an EIN? No\nAssigned EIN: ").K(g.ein()).T("  Date: ").K(g.recent().us()).T("  Applicant's telephone ").Ph(g.phone(p.pl, "paren"))
	}},
	{"form_14039_id_theft", func(g *G, b *B) {
		p := g.person()
		b.T("Form 14039 Identity Theft Affidavit (Rev. 12-2022)\nSection C  Last name %s  First name %s  Taxpayer Identification Number ", p.last, p.first).SSN(g.ssn(g.pick("dash", "space"))).T("\nTax year(s) affected: %d  Phone: ", g.year()).Ph(g.phone(p.pl, "paren")).T("\nSection D: I received a letter from the IRS (Letter 5071C, notice date ").K(g.recent().us()).T(") about a return I did not file. FTC report ").K(g.ftcReport())
	}},
	{"form_1098e_student_interest", func(g *G, b *B) {
		p := g.person()
		b.T("Form 1098-E Student Loan Interest Statement %d\nRECIPIENT'S TIN ", g.year()).K(g.ein()).T("  BORROWER'S TIN ").SSN(g.ssn("dash")).T("\nBORROWER'S name %s\nAccount number ", p.full()).K(g.nzdigits(10)).T("  1 Student loan interest received by lender ").K(g.amt(100, 2500))
	}},
	{"form_1098_mortgage_interest", func(g *G, b *B) {
		p := g.person()
		b.T("1098 Mortgage Interest Statement  RECIPIENT'S/LENDER'S TIN ").K(g.ein()).T("  PAYER'S/BORROWER'S TIN ").SSN(g.ssn("")).T("\n1 Mortgage interest received ").K(g.amt(1500, 30000)).T("  2 Outstanding principal ").K(g.amt(50000, 700000)).T("  3 Origination date ").K(g.dt(2010, 2023).us()).T("\n8 Address of property securing mortgage: %s ", p.street).K(g.zip4(p)).T("  Account number ").K(g.nzdigits(10))
	}},
	{"eftps_enrollment", func(g *G, b *B) {
		p := g.person()
		b.T("EFTPS Individual Enrollment  Enrollment Number ").K(g.digits(18)).T("\nTaxpayer SSN: ").SSN(g.ssn("dash")).T("  Name control: %s\nInternet password: ", strings.ToUpper(asciiFold(p.last))[:min(4, len(asciiFold(p.last)))]).Sec(g.password()).T("  PIN mailed to %s ", p.street).K(g.zip4(p))
	}},
}

// ---------- payroll and benefits ----------

var piiPayroll = []T{
	{"payroll_register_aligned", func(g *G, b *B) {
		b.T("PAYROLL REGISTER  Pay Period ").K(g.recent().us()).T(" - ").K(g.recent().us()).T("  Co Code ").K(g.pick("A1B", "QX7", "7KT") + g.digits(2)).T("\nEMP#   NAME                  SSN          GROSS      FIT      NET\n")
		for i := 0; i < g.n(2, 4); i++ {
			p := g.person()
			b.K(fmt.Sprintf("%05d", g.n(1, 99999))).T("  %-20s  ", p.upper()).SSN(g.ssn("dash")).T("  ").K(g.amtN(800, 6000)).T("  ").K(g.amtN(50, 900)).T("  ").K(g.amtN(600, 5000)).T("\n")
		}
	}},
	{"payroll_csv", func(g *G, b *B) {
		b.T("emp_id,last_name,first_name,ssn,hire_date,pay_rate,dept,phone\n")
		for i := 0; i < g.n(2, 4); i++ {
			p := g.person()
			b.K(fmt.Sprint(g.n(1000, 9999))).T(",%s,%s,", p.last, p.first).SSN(g.ssn(g.pick("plain", "dash"))).T(",").K(g.dt(2010, 2025).iso()).T(",").K(fmt.Sprintf("%d.%02d", g.n(15, 60), g.n(0, 99))).T(",%d,", g.n(100, 900)).Ph(g.phone(p.pl, "dash")).T("\n")
		}
	}},
	{"payroll_tsv_adp", func(g *G, b *B) {
		b.T("File #\tEmployee Name\tTax ID\tRate\tReg Hrs\tOT Hrs\n")
		for i := 0; i < g.n(2, 4); i++ {
			p := g.person()
			b.K(fmt.Sprintf("%06d", g.n(1, 999999))).T("\t%s, %s\t", p.last, p.first).SSN(g.ssn("dash")).T("\t").K(fmt.Sprintf("%d.%02d", g.n(15, 60), g.n(0, 99))).T("\t80.00\t%d.%02d\n", g.n(0, 12), g.pickInt(0, 25, 50, 75))
		}
	}},
	{"paystub_full_ssn", func(g *G, b *B) {
		p := g.person()
		b.T("EARNINGS STATEMENT  %s\nEmployee: %s  Employee ID: ", g.pick("Gusto", "Paychex Flex", "QuickBooks Payroll"), p.full()).K(fmt.Sprint(g.n(1000, 99999))).T("  SSN: ").SSN(g.ssn("dash")).T("\nCheck Date ").K(g.recent().us()).T("  Check # ").K(fmt.Sprint(g.n(1000, 99999))).T("  Gross ").K(g.amtN(900, 8000)).T("  Net Pay ").K(g.amtN(700, 6000)).T("\nDirect Deposit: Acct ").K("XXXXXX" + g.digits(4)).T("  YTD Gross ").K(g.amtN(5000, 90000))
	}},
	{"401k_enrollment", func(g *G, b *B) {
		p, q := g.person(), g.person()
		b.T("401(k) Plan Enrollment — Plan # ").K(fmt.Sprintf("%03d", g.n(1, 999))).T("  Plan ID ").K(fmt.Sprint(g.n(100000, 999999))).T("\nParticipant: %s  SSN ", p.full()).SSN(g.ssn("dash")).T("  Deferral %d%% pre-tax, Roth %d%%\nPrimary beneficiary: %s (%s) SSN ", g.n(1, 15), g.n(0, 10), q.full(), g.pick("Spouse", "Son", "Daughter", "Mother")).SSN(g.ssn("dash")).T(" 100%%\nEmail for e-delivery: ").Em(g.email(p))
	}},
	{"cobra_election", func(g *G, b *B) {
		p, q := g.person(), g.person()
		b.T("COBRA Continuation Coverage Election Form\nQualifying event: %s on ", g.pick("Termination of employment", "Reduction in hours", "Divorce")).K(g.recent().us()).T("  Election deadline: ").K(g.recent().us()).T("\nQualified beneficiary: %s  SSN ", p.full()).SSN(g.ssn("")).T("  DOB ").K(g.dob().us()).T("\nQualified beneficiary: %s %s  SSN ", q.first, p.last).SSN(g.ssn("")).T("\nMonthly premium ").K(g.amt(400, 2400)).T(" (102%%)  Phone ").Ph(g.phone(p.pl, "paren"))
	}},
	{"hsa_enrollment", func(g *G, b *B) {
		p := g.person()
		b.T("HSA Account Application — %s\nAccount holder: %s  Social Security Number: ", g.pick("HealthEquity", "Optum Bank", "Fidelity HSA", "HSA Bank"), p.full()).SSN(g.ssn("")).T("\nHDHP effective ").K(g.recent().us()).T("  Coverage: %s  %d contribution limit ", g.pick("Self-only", "Family"), g.year()+1).K(g.pick("$4,150", "$8,300", "$4,300", "$8,550")).T("\nMobile ").Ph(g.phone(p.pl, "")).T("  Employer group # ").K(g.nzdigits(6))
	}},
	{"edi_834_enrollment", func(g *G, b *B) {
		p := g.person()
		b.T("ISA*00*          *00*          *ZZ*").K(g.nzdigits(9)).T("      *ZZ*CARRIER        *").K(fmt.Sprintf("%02d%02d%02d", g.year()%100, g.n(1, 12), g.n(1, 28))).T("*1200*^*00501*").K(fmt.Sprintf("%09d", g.n(1, 999999999))).T("*0*P*:~\nINS*Y*18*021*28*A***FT~\nREF*0F*").SSN(g.ssn("plain")).T("~\nNM1*IL*1*%s*%s****34*", strings.ToUpper(asciiFold(p.last)), strings.ToUpper(asciiFold(p.first))).SSN(g.ssn("plain")).T("~\nPER*IP**HP*").Ph(g.phone(p.pl, "plain")).T("~\nDMG*D8*").K(g.dob().compact()).T("*%s~", g.pick("M", "F"))
	}},
	{"life_insurance_beneficiary", func(g *G, b *B) {
		p, q := g.person(), g.person()
		b.T("Group Life Insurance Beneficiary Designation  Policy ").K(fmt.Sprintf("GL-%06d", g.n(0, 999999))).T("\nInsured: %s  Employee SSN: ", p.full()).SSN(g.ssn("")).T("\nPrimary: %s  Relationship: %s  SSN: ", q.full(), g.pick("Spouse", "Child", "Sibling")).SSN(g.ssn("")).T("  Share: 100%%  Phone: ").Ph(g.phone(q.pl, "")).T("\nBasic Life ").K(g.pick("$50,000", "1x salary", "$25,000")).T("  Signed ").K(g.recent().us())
	}},
	{"hr_ticket_ssn_correction", func(g *G, b *B) {
		p := g.person()
		b.T("HR-%d | SSN correction for %s (Emp ID ", g.n(10000, 99999), p.full()).K(fmt.Sprint(g.n(10000, 99999))).T(")\nOld (typo): ").SSN(g.ssn("dash")).T("\nNew per SS card: ").SSN(g.ssn("dash")).T("\nW-2c needed for tax year %d. Employee contact ", g.year()).Em(g.email(p)).T(" / ").Ph(g.phone(p.pl, "dash"))
	}},
	{"wage_garnishment_order", func(g *G, b *B) {
		p := g.person()
		b.T("ORDER OF GARNISHMENT  Case No. ").K(g.caseNo()).T("\nJudgment Creditor: %s  Judgment Debtor: %s\nDebtor SSN: ", g.pick("MIDLAND FUNDING LLC", "PORTFOLIO RECOVERY ASSOCIATES", "CAVALRY SPV I"), strings.ToUpper(p.full())).SSN(g.ssn("")).T("  Judgment amount ").K(g.amt(800, 20000)).T("  Interest %d%%\nEmployer/Garnishee: %s  FEIN ", g.n(2, 9), g.pick("AMAZON.COM SERVICES LLC", "HCA HEALTHCARE", "TARGET CORP")).K(g.ein()).T("  Entered ").K(g.recent().us())
	}},
	{"child_support_withholding", func(g *G, b *B) {
		p := g.person()
		b.T("Income Withholding for Support (IWO)  OMB 0970-0154\nEmployee/Obligor's Name %s  Employee/Obligor's Social Security Number ", strings.ToUpper(p.full())).SSN(g.ssn("")).T("\nCSE Agency Case Identifier ").K(g.nzdigits(10)).T("  Order Identifier ").K(fmt.Sprintf("%d-DR-%05d", g.year(), g.n(1, 99999))).T("\n$").K(g.amtN(50, 900)).T(" per %s current child support  Remittance ID ", g.pick("week", "month", "biweekly period")).K(g.nzdigits(11))
	}},
	{"unemployment_claim", func(g *G, b *B) {
		p := g.person()
		b.T("%s Unemployment Insurance — Initial Claim Confirmation\nClaimant: %s  SSN: ", g.pick("Ohio", "Texas Workforce Commission", "Illinois IDES", "Georgia DOL"), p.full()).SSN(g.ssn("")).T("  Claim ID: ").K(fmt.Sprint(g.n(10000000, 99999999))).T("\nWeekly benefit amount ").K(g.amt(200, 700)).T("  Benefit year begins ").K(g.recent().us()).T("\nPIN selected: ").Sec(g.pin(g.pickInt(6, 8))).T("  Contact phone ").Ph(g.phone(p.pl, ""))
	}},
	{"nomina_es", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Talón de pago — %s\nEmpleado: %s  Núm. de empleado: ", g.pick("Agrícola del Valle", "Limpieza Total LLC", "Construcciones Ortiz"), p.full()).K(fmt.Sprint(g.n(100, 9999))).T("  Número de Seguro Social: ").SSN(g.ssn("dash")).T("\nPeríodo: ").K(g.recent().us()).T(" al ").K(g.recent().us()).T("  Horas: %d  Pago bruto: ", g.n(20, 60)).K(g.amt(400, 2500)).T("  Pago neto: ").K(g.amt(300, 2000))
	}},
	{"fsa_dependent_care_claim", func(g *G, b *B) {
		p := g.person()
		b.T("Dependent Care FSA Claim  Claim # ").K(fmt.Sprint(g.n(10000000, 99999999))).T("\nParticipant: %s  Employee ID ", p.full()).K(fmt.Sprint(g.n(10000, 99999))).T("\nProvider: %s Daycare  Provider Tax ID (SSN or EIN): ", g.pickL(lastEN)).SSN(g.ssn("dash")).T("\nDates of service ").K(g.recent().us()).T("–").K(g.recent().us()).T("  Amount ").K(g.amt(200, 2000))
	}},
}
