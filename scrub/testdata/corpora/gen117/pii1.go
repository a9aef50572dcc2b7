package main

import (
	"fmt"
	"strings"
)

type T struct {
	kind string
	fn   func(g *G, b *B)
}

// ---------- mortgage and loans ----------

var piiLoan = []T{
	{"urla_1003_section1a", func(g *G, b *B) {
		p := g.person()
		d := g.dob()
		b.T("Uniform Residential Loan Application — Section 1a. Personal Information\nName (First, Middle, Last, Suffix): %s %s. %s\n", p.first, string(rune('A'+g.n(0, 25))), p.last)
		b.T("Social Security Number: ").SSN(g.ssn("dash")).T(" (or Individual Taxpayer Identification Number)\nDate of Birth (mm/dd/yyyy): ").K(d.us())
		b.T("  Citizenship: [X] U.S. Citizen\nContact Information  Home Phone: ").Ph(g.phone(p.pl, "paren"))
		if g.chance(0.5) {
			b.T("  Cell Phone: ").Ph(g.phone(p.pl, "paren"))
		}
		b.T("  Email: ").Em(g.email(p)).T("\nCurrent Address: %s, %s, %s ", p.street, p.pl.city, p.pl.st).K(g.zip4(p)).T("  How Long at Current Address? %d Years %d Months  Housing [X] Rent ($", g.n(1, 12), g.n(0, 11)).K(commas(g.n(900, 3200))).T("/month)")
	}},
	{"urla_1003_coborrower_spaced", func(g *G, b *B) {
		p, c := g.person(), g.person()
		b.T("Co-Borrower: %s %s   SSN ", c.first, p.last).SSN(g.ssn("space")).T("   DOB ").K(g.dob().us()).T("   Yrs. School %d\nBorrower: %s   SSN ", g.n(12, 18), p.full()).SSN(g.ssn("space")).T("   Loan Number: ").K(g.loanNo()).T("   Agency Case No. ").K(fmt.Sprintf("%03d-%07d", g.n(100, 999), g.n(1000000, 9999999)))
	}},
	{"los_pipe_export", func(g *G, b *B) {
		b.T("REC|LOAN_NO|LNAME|FNAME|SSN|DOB|HOME_PH|EMAIL|ZIP\n")
		for i := 0; i < g.n(2, 3); i++ {
			p := g.person()
			b.T("BRW|").K(g.nzdigits(10)).T("|%s|%s|", strings.ToUpper(p.last), strings.ToUpper(p.first)).SSN(g.ssn("plain")).T("|").K(g.dob().compact()).T("|").Ph(g.phone(p.pl, "plain")).T("|").Em(g.email(p)).T("|").K(p.zip5 + p.zip4).T("\n")
		}
	}},
	{"mismo_xml_taxpayer", func(g *G, b *B) {
		p := g.person()
		b.T("<PARTY SequenceNumber=\"%d\"><INDIVIDUAL><NAME><FirstName>%s</FirstName><LastName>%s</LastName></NAME>", g.n(1, 3), p.first, p.last)
		b.T("<CONTACT_POINTS><CONTACT_POINT><CONTACT_POINT_TELEPHONE><ContactPointTelephoneValue>").Ph(g.phone(p.pl, "plain")).T("</ContactPointTelephoneValue></CONTACT_POINT_TELEPHONE></CONTACT_POINT><CONTACT_POINT><CONTACT_POINT_EMAIL><ContactPointEmailValue>").Em(g.email(p)).T("</ContactPointEmailValue></CONTACT_POINT_EMAIL></CONTACT_POINT></CONTACT_POINTS></INDIVIDUAL>")
		b.T("<TAXPAYER_IDENTIFIERS><TAXPAYER_IDENTIFIER><TaxpayerIdentifierType>SocialSecurityNumber</TaxpayerIdentifierType><TaxpayerIdentifierValue>").SSN(g.ssn("plain")).T("</TaxpayerIdentifierValue></TAXPAYER_IDENTIFIER></TAXPAYER_IDENTIFIERS>")
		b.T("<LOAN_IDENTIFIER><LoanIdentifier>").K(g.nzdigits(10)).T("</LoanIdentifier></LOAN_IDENTIFIER><LoanEstimateDate>").K(g.recent().iso()).T("</LoanEstimateDate></PARTY>")
	}},
	{"loan_servicer_email", func(g *G, b *B) {
		p := g.person()
		b.T("Subject: Escrow shortage on loan %s\n\nHello, I got a letter dated ", g.loanNo()).K(g.recent().long()).T(" saying my escrow is short ").K(g.amt(200, 2400)).T(". The rep asked me to email my info. Loan # ").K(g.nzdigits(10)).T(", SSN ").SSN(g.ssn("")).T(", best number ").Ph(g.phone(p.pl, "")).T(". Property is at %s, ", p.street).K(g.zip4(p)).T(".\n\nThanks,\n%s\n", p.full()).Em(g.email(p))
	}},
	{"heloc_solicitud_es", func(g *G, b *B) {
		p := g.personL(true)
		b.T("SOLICITUD DE LÍNEA DE CRÉDITO SOBRE EL VALOR LÍQUIDO DE LA VIVIENDA\nSolicitante: %s\nNúmero de Seguro Social: ", p.full()).SSN(g.ssn("dash")).T("   Fecha de nacimiento: ").K(g.dob().us()).T("\nTeléfono celular: ").Ph(g.phone(p.pl, "paren")).T("   Correo electrónico: ").Em(g.email(p)).T("\nValor estimado de la propiedad: ").K(g.amt(180000, 650000)).T("   Saldo de la hipoteca: ").K(g.amt(40000, 300000)).T("\nNúm. de solicitud: ").K("HE-" + g.digits(8))
	}},
	{"dealer_credit_app", func(g *G, b *B) {
		p, c := g.person(), g.person()
		b.T("DEALERTRACK CREDIT APP  Deal# ").K(fmt.Sprint(g.n(10000, 99999))).T("  Stock# ").K(fmt.Sprintf("P%d%s", g.n(1000, 9999), g.pick("A", "B", ""))).T("  VIN ").K("1HGCV1F3"+g.pick("X", "5", "7")+"LA"+g.digits(6)).T("\nApplicant: %s  SSN: ", p.upper()).SSN(g.ssn("plain")).T("  Cell: ").Ph(g.phone(p.pl, "plain")).T("\nCo-Applicant: %s  SSN: ", c.upper()).SSN(g.ssn("plain")).T("  Gross Mo. Income: ").K(g.amt(2500, 12000)).T("  Time at Job: %dy%dm\nAmount Financed ", g.n(0, 20), g.n(0, 11)).K(g.amt(8000, 52000)).T(" Term %d APR ", g.pickInt(48, 60, 72, 84)).K(fmt.Sprintf("%d.%02d%%", g.n(3, 21), g.n(0, 99)))
	}},
	{"credit_union_membership", func(g *G, b *B) {
		p := g.person()
		b.T("%s Federal Credit Union — Membership Application\nPrimary Member: %s\nSSN/TIN: ", g.pick("Pinnacle", "Riverbend", "Gateway", "Summit", "Keystone"), p.full()).SSN(g.ssn("")).T("  DOB: ").K(g.dob().us()).T("\nID: %s DL ", p.pl.st).K(g.dl(p.pl.st)).T(" exp ").K(g.dt(2026, 2031).us()).T("\nPhone: ").Ph(g.phone(p.pl, "dash")).T("  E-mail: ").Em(g.email(p)).T("\nShare Savings $5.00 par  Member # ").K(g.nzdigits(7)).T("  Routing ").K(g.routing())
	}},
	{"ssa89_consent_result", func(g *G, b *B) {
		p := g.person()
		b.T("SSA-89 Authorization — Verification Result\nRequest ID: ").K(fmt.Sprintf("SSA89-%d-%06d", g.year(), g.n(1, 999999))).T("  Lender Loan #: ").K(g.nzdigits(10)).T("\nName: %s  DOB: ", p.upper()).K(g.dob().us()).T("  SSN: ").SSN(g.ssn("dash")).T("\nResult: %s  Date Verified: ", g.pick("YES - MATCH", "VERIFIED", "NO MATCH - DOB")).K(g.recent().us())
	}},
	{"voe_form_1005", func(g *G, b *B) {
		p := g.person()
		b.T("REQUEST FOR VERIFICATION OF EMPLOYMENT (Fannie Mae Form 1005)\n7. Name and Address of Applicant: %s, %s, %s  SSN ", p.full(), p.street, p.cityLine()).SSN(g.ssn("")).T("\nEmployer: %s Inc.  EIN ", g.pick("Midwest Logistics", "Sunbelt Health", "Cascade Foods", "Tri-County Schools")).K(g.ein()).T("\n12A. Current Gross Base Pay ").K(g.amt(2000, 9000)).T(" [X] Monthly  13. Date of Employment ").K(g.dt(2008, 2022).us()).T("\nReturn to loan officer ").Em(g.email(g.person())).T(" NMLS# ").K(g.nmls())
	}},
	{"form_4506c_lines", func(g *G, b *B) {
		p, s := g.person(), g.person()
		b.T("Form 4506-C (Rev. 10-2022) OMB No. 1545-1872  IVES participant ID ").K(fmt.Sprint(g.n(1000000, 9999999))).T("\n1a. Current name shown on tax return: %s  1b. First SSN or ITIN: ", p.full()).SSN(g.ssn("dash")).T("\n2a. Spouse's name: %s  2b. Second SSN or ITIN: ", s.full())
		if g.chance(0.4) {
			b.SSN(g.itin("dash"))
		} else {
			b.SSN(g.ssn("dash"))
		}
		b.T("\n6. Transcript requested: 1040  Tax years: ").K(fmt.Sprintf("12/31/%d", g.year())).T(", ").K(fmt.Sprintf("12/31/%d", g.year()-1)).T("\nPhone number of taxpayer on line 1a or 2a: ").Ph(g.phone(p.pl, "paren"))
	}},
	{"mortgage_chat_borrower", func(g *G, b *B) {
		p := g.person()
		b.T("[%s] Borrower: hi the portal keeps rejecting my ssn, its ", g.recent().short()).SSN(g.ssn(g.pick("plain", "space"))).T(" — loan app # ").K(fmt.Sprint(g.n(4000000, 4999999))).T(". also my new cell is ").Ph(g.phone(p.pl, g.pick("plain", "dash", "dot"))).T("\n[%02d:%02d] Agent (NMLS ", g.n(8, 18), g.n(0, 59)).K(g.nmls()).T("): Thanks %s, updating now. Rate lock expires ", p.first).K(g.dt(2025, 2026).us())
	}},
	{"closing_disclosure_contacts", func(g *G, b *B) {
		p := g.person()
		lo := g.person()
		b.T("Closing Disclosure — Contact Information\nLoan Officer: %s  NMLS ID ", lo.full()).K(g.nmls()).T("  Email ").Em(g.email(lo)).T("  Phone ").Ph(g.phone(lo.pl, "dash")).T("\nBorrower: %s  Loan ID # ", p.full()).K(g.nzdigits(10)).T("  MIC # ").K(g.digits(8)).T("\nCash to Close ").K(g.amt(5000, 90000)).T("  Closing Date ").K(g.recent().us())
	}},
	{"sba_loan_form_413", func(g *G, b *B) {
		p := g.person()
		b.T("SBA Form 413 Personal Financial Statement  OMB 3245-0188\nName: %s  Business Name: %s LLC  Business Phone ", p.full(), g.pick("Gulf Coast HVAC", "Bright Smile Dental", "Rivera Trucking", "Lakeside Bakery")).Ph(g.phone(p.pl, "paren")).T("\nSocial Security No. ").SSN(g.ssn("")).T("  Business EIN ").K(g.ein()).T("\nCash on hand ").K(g.amt(1000, 90000)).T("  Real Estate ").K(g.amt(90000, 900000)).T("  Application No. ").K(fmt.Sprintf("PLP %d%02d", g.n(10000000, 99999999), g.n(1, 99)))
	}},
	{"personal_loan_json", func(g *G, b *B) {
		p := g.person()
		b.T(`{"application_id":"`).K(fmt.Sprintf("app_%s", g.rnd("abcdefghijklmnopqrstuvwxyz0123456789", 12))).T(`","applicant":{"first_name":"%s","last_name":"%s","ssn":"`, p.first, p.last).SSN(g.ssn(g.pick("plain", "dash"))).T(`","dob":"`).K(g.dob().iso()).T(`","phone":"`).Ph(g.phone(p.pl, "e164")).T(`","email":"`).Em(g.email(p)).T(`","address":{"line1":"%s","zip":"`, p.street).K(g.zip4(p)).T(`"}},"requested_amount":`).K(fmt.Sprint(g.n(10, 400)*100)).T(`,"term_months":%d}`, g.pickInt(24, 36, 48, 60))
	}},
}

// ---------- credit reports ----------

var piiCredit = []T{
	{"equifax_print_header", func(g *G, b *B) {
		p := g.person()
		b.T("EQUIFAX CREDIT REPORT   Confirmation # ").K(g.nzdigits(10)).T("   Report Date: ").K(g.recent().us()).T("\nPersonal Information\nName: %s  Formerly Known As: %s %s\nSocial Security Number: ", p.upper(), p.first, g.pickL(lastEN)).SSN(g.ssn("dash")).T("   Date of Birth: ").K(g.dob().us()).T("\nCurrent Address: %s %s ", strings.ToUpper(p.street), strings.ToUpper(p.pl.city)).K(p.pl.st + " " + g.zip4(p)).T("  Date Reported: ").K(g.dt(2019, 2025).my())
	}},
	{"experian_ssn_variations", func(g *G, b *B) {
		p := g.person()
		a, gp, s := g.ssnParts()
		b.T("Experian  Report number ").K(fmt.Sprintf("%04d-%04d-%02d", g.n(0, 9999), g.n(0, 9999), g.n(0, 99))).T("\nPersonal information  Names: %s\nSocial Security number variations: ", strings.ToUpper(p.full())).SSN(fmtTIN(a, gp, s, "dash")).T(", ")
		a2, g2, s2 := g.ssnParts()
		b.SSN(fmtTIN(a2, g2, s2, "dash")).T("\nYear of birth: ").K(fmt.Sprint(g.dob().y)).T("  Telephone numbers: ").Ph(g.phone(p.pl, "paren")).T(" Residential")
	}},
	{"transunion_file", func(g *G, b *B) {
		p := g.person()
		b.T("TRANSUNION  File Number: ").K(fmt.Sprint(g.n(300000000, 399999999))).T("  Date Issued: ").K(g.recent().us()).T("\nSOCIAL SECURITY NUMBER: ").SSN(g.ssn("dash")).T("   DATE OF BIRTH: ").K(g.dob().my()).T("\nTELEPHONE NUMBERS REPORTED: ").Ph(g.phone(p.pl, "dash")).T(" ")
		b.Ph(g.phone(p.pl, "dash")).T("\nEMPLOYMENT DATA REPORTED: %s  POSITION: %s  DATE VERIFIED: ", g.pick("WALMART", "KROGER", "US ARMY", "AMAZON.COM"), g.pick("ASSOC", "DRIVER", "CLERK", "MGR")).K(g.dt(2018, 2025).my())
	}},
	{"tri_merge_mcr", func(g *G, b *B) {
		p := g.person()
		c := g.person()
		b.T("MERGED INFILE REPORT  Ref#: ").K(g.nzdigits(8)).T("  Ordered: ").K(g.recent().us()).T("\nAPPLICANT %s  SSN ", p.upper()).SSN(g.ssn("dash")).T("  CO-APP %s  SSN ", c.upper()).SSN(g.ssn("dash"))
		b.T("\nSCORES  XPN FICO II ").K(fmt.Sprint(g.n(520, 820))).T("  TUC FICO 4 ").K(fmt.Sprint(g.n(520, 820))).T("  EFX BEACON 5.0 ").K(fmt.Sprint(g.n(520, 820))).T("\nFACTA: ADDRESS DISCREPANCY  %s ", p.street).K(p.zip5)
	}},
	{"credit_dispute_letter", func(g *G, b *B) {
		p := g.person()
		b.T("%s\n%s\n%s\n\n", p.full(), p.street, p.cityLine()).T("RE: Dispute of inaccurate information — Report # ").K(g.nzdigits(10)).T("\n\nTo whom it may concern: I am disputing the %s account ending in ", g.pick("CAPITAL ONE", "SYNCB/AMAZON", "MIDLAND CREDIT", "LVNV FUNDING")).K(fmt.Sprintf("%04d", g.n(0, 9999))).T(" reported on ").K(g.dt(2022, 2025).us()).T(". It is not mine. My Social Security number is ").SSN(g.ssn("")).T(" and my date of birth is ").K(g.dob().long()).T(". You can reach me at ").Ph(g.phone(p.pl, "")).T(" or ").Em(g.email(p)).T(".")
	}},
	{"fraud_alert_request", func(g *G, b *B) {
		p := g.person()
		b.T("Initial Fraud Alert request via phone IVR — %s\nCaller entered SSN: ", g.recent().iso()).SSN(g.ssn("plain")).T(" ; ZIP: ").K(p.zip5).T(" ; callback number: ").Ph(g.phone(p.pl, "plain")).T(" ; alert expires ").K(g.dt(2025, 2026).us()).T(" ; confirmation ").K(g.pick("EFX", "TU", "XPN") + g.digits(9))
	}},
	{"credit_freeze_pin", func(g *G, b *B) {
		p := g.person()
		b.T("Security Freeze Confirmation\nDear %s, a security freeze was placed on your file on ", p.first).K(g.recent().long()).T(". Your confirmation number is ").K(g.nzdigits(8)).T(".\nYour PIN: ").Sec(g.pin(10)).T("  Keep this PIN in a safe place; you will need it to lift or remove the freeze.\nFile for SSN ").K(g.masked("")).T(" at %s ", p.street).K(g.zip4(p))
	}},
	{"credit_freeze_pin_es", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Confirmación de congelamiento de crédito. Estimado(a) %s: su número de confirmación es ", p.full()).K(g.nzdigits(8)).T(" y su NIP personal es ").Sec(g.pin(g.pickInt(6, 10))).T(". Número de Seguro Social en el expediente: ").K(g.masked("")).T(". Fecha: ").K(g.recent().es())
	}},
	{"tradeline_full_card_dispute", func(g *G, b *B) {
		p := g.person()
		b.T("DISPUTE DETAIL  Case ID ").K(fmt.Sprintf("D%d-%06d", g.year(), g.n(1, 999999))).T("\nCreditor: %s   Acct# reported: ", g.pick("CITIBANK NA", "DISCOVER BANK", "AMERICAN EXPRESS", "JPMCB CARD")).K(g.maskedCard()).T("\nConsumer statement: the full account is ").Card(g.card("", "")).T(" and was opened by someone using my SSN ").SSN(g.ssn("dash")).T(". Balance ").K(g.amt(300, 18000)).T(" Past due ").K(g.amt(50, 2000)).T(". Call me ").Ph(g.phone(p.pl, "dash"))
	}},
	{"annual_report_request_form", func(g *G, b *B) {
		p := g.person()
		b.T("Annual Credit Report Request Form — fill in with black pen\nSocial Security Number: [").SSN(func() string { a, gp, s := g.ssnParts(); return a + "]-[" + gp + "]-[" + s }()).T("]\nDate of Birth: [").K(fmt.Sprintf("%02d", g.dob().m)).T("]/[%02d]/[%d]\nFirst Name: [%s]  Last Name: [%s]\nZIP Code: [", g.n(1, 28), g.dob().y, p.first, p.last).K(p.zip5).T("]  Equifax [X] Experian [X] TransUnion [X]")
	}},
	{"credit_report_json_api", func(g *G, b *B) {
		p := g.person()
		b.T(`{"consumer":{"names":[{"first":"%s","last":"%s"}],"socialNum":[{"number":"`, strings.ToUpper(p.first), strings.ToUpper(p.last)).SSN(g.ssn("plain")).T(`","source":"M"}],"dob":"`).K(g.dob().compact()).T(`","phone":[{"number":"`).Ph(g.phone(p.pl, "plain")).T(`","type":"R"}]},"inquiry":{"subscriberCode":"`).K(g.nzdigits(7)).T(`","permissiblePurpose":"%02d","referenceNumber":"`, g.pickInt(8, 10, 12)).K(g.nzdigits(12)).T(`"}}`)
	}},
	{"metro2_base_segment", func(g *G, b *B) {
		p := g.person()
		b.T("Metro 2 Base Segment (parsed)\n  Field 7 Consumer Account Number: ").K(g.acctNotCard(16)).T("\n  Field 17A Account Status: %s\n  Field 21 Current Balance: ", g.pick("11", "71", "78", "97", "13")).K(fmt.Sprintf("%09d", g.n(0, 9999999))).T("\n  Field 43 Surname: %s  Field 44 First Name: %s\n  Field 46 Social Security Number: ", strings.ToUpper(p.last), strings.ToUpper(p.first)).SSN(g.ssn("plain")).T("\n  Field 47 Date of Birth: ").K(g.dob().compact()[4:] + g.dob().compact()[:4]).T("\n  Field 48 Telephone Number: ").Ph(g.phone(p.pl, "plain"))
	}},
	{"credit_report_inquiries_full", func(g *G, b *B) {
		p := g.person()
		b.T("HARD INQUIRIES\n").K(g.dt(2023, 2025).us()).T("  %s  Permissible Purpose: Credit Transaction\n", g.pick("CBNA", "CAPITAL ONE", "NAVY FCU", "ALLY FINANCIAL")).K(g.dt(2023, 2025).us()).T("  %s\nNOTE FROM CONSUMER (%s): I did not authorize these. My SSN ", g.pick("WEBBANK/FINGERHUT", "SANTANDER CONSUMER"), p.full()).SSN(g.ssn("")).T(" was exposed in the %s breach. Contact ", g.pick("MOVEit", "Change Healthcare", "National Public Data")).Em(g.email(p))
	}},
}

// ---------- screening ----------

var piiScreen = []T{
	{"tenant_screening_report", func(g *G, b *B) {
		p := g.person()
		b.T("RESIDENT SCREENING REPORT  Applicant ID: ").K(fmt.Sprint(g.n(1000000, 9999999))).T("  Property: %s Apartments Unit ", g.pick("Willow Creek", "The Reserve at", "Parkside", "Canyon Ridge")).K(fmt.Sprint(g.n(100, 2499))).T("\nApplicant: %s  SSN: ", p.upper()).SSN(g.ssn("dash")).T("  Phone: ").Ph(g.phone(p.pl, "")).T("\nRecommendation: %s  Score: ", g.pick("ACCEPT", "ACCEPT W/ CONDITIONS", "DECLINE")).K(fmt.Sprint(g.n(300, 850))).T("  Rent: ").K(g.amt(800, 2900)).T("  Income-to-rent: %d.%dx\nEvictions: %s Case No. ", g.n(1, 4), g.n(0, 9), g.pick("1 record", "None found,", "1 filing dismissed")).K(g.caseNo())
	}},
	{"ssn_trace_table", func(g *G, b *B) {
		p := g.person()
		b.T("SSN TRACE for ").SSN(g.ssn("dash")).T(" — issued %s, %d–%d\n", g.pick("OHIO", "TEXAS", "CALIFORNIA", "GEORGIA", "ILLINOIS"), g.n(1975, 1999), g.n(2000, 2011))
		b.T("NAME               ADDRESS                       FROM     TO\n")
		for i := 0; i < g.n(2, 3); i++ {
			q := g.person()
			b.T("%-18s %-29s ", strings.ToUpper(p.first+" "+p.last), strings.ToUpper(q.street)).K(g.dt(2005, 2016).my()).T("  ").K(g.dt(2016, 2025).my()).T("\n")
		}
	}},
	{"background_check_fcra", func(g *G, b *B) {
		p := g.person()
		b.T("Background Report — Order #").K(fmt.Sprintf("BG-%d", g.n(1000000, 9999999))).T(" Package: %s\nCandidate: %s  SSN: ", g.pick("Standard+MVR", "Pro", "Basic Criminal"), p.full()).SSN(g.ssn("plain")).T("  DOB: ").K(g.dob().us()).T("\nCounty Criminal (%s, %s): No Records  Turnaround %d days\nMVR %s DL# ", p.pl.city, p.pl.st, g.n(1, 5), p.pl.st).K(g.dl(p.pl.st)).T(" status VALID  Candidate email: ").Em(g.email(p))
	}},
	{"rental_app_form_urlencoded", func(g *G, b *B) {
		p := g.person()
		b.T("POST /apply/submit HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nunit_id=").K(fmt.Sprint(g.n(1000, 9999))).T("&first_name=%s&last_name=%s&ssn=", p.first, strings.ReplaceAll(p.last, " ", "+")).SSN(g.ssn("dash")).T("&dob=").K(g.dob().iso()).T("&phone=").Ph(g.phone(p.pl, "plain")).T("&email=").Em(strings.Replace(g.email(p), "@", "%40", 1)).T("&move_in=").K(g.dt(2025, 2026).iso()).T("&monthly_income=").K(fmt.Sprint(g.n(2000, 15000)))
	}},
	{"everify_case", func(g *G, b *B) {
		p := g.person()
		b.T("E-Verify Case Details  Case Number: ").K(fmt.Sprintf("%d%03d%06d%s", g.year(), g.n(1, 365), g.n(0, 999999), g.pick("AB", "MN", "QZ", "CD"))).T("\nEmployee: %s  SSN: ", p.full()).SSN(g.ssn("dash")).T("  Hire date: ").K(g.recent().us()).T("\nStatus: %s  Company ID: ", g.pick("Employment Authorized", "Tentative Nonconfirmation (Mismatch)", "Close Case and Resubmit")).K(fmt.Sprint(g.n(100000, 2999999))).T("  Employee email on file: ").Em(g.email(p))
	}},
	{"i9_section1", func(g *G, b *B) {
		p := g.person()
		b.T("Form I-9 Section 1. Employee Information and Attestation\nLast Name: %s  First Name: %s  Date of Birth: ", p.last, p.first).K(g.dob().us()).T("  U.S. Social Security Number: ").SSN(g.ssn(g.pick("dash", "plain"))).T("\nEmployee's E-mail Address: ").Em(g.email(p)).T("  Employee's Telephone Number: ").Ph(g.phone(p.pl, "paren")).T("\n[X] A lawful permanent resident  USCIS A-Number: ").K("A" + g.digits(9))
	}},
	{"screening_api_json", func(g *G, b *B) {
		p := g.person()
		b.T(`{"candidate_id":"`).K("cand_"+g.rnd(hexd, 20)).T(`","package":"tasker_standard","first_name":"%s","last_name":"%s","ssn":"`, p.first, p.last).SSN(g.ssn("dash")).T(`","email":"`).Em(g.email(p)).T(`","zipcode":"`).K(p.zip5).T(`","dob":"`).K(g.dob().iso()).T(`","work_locations":[{"country":"US","state":"%s"}]}`, p.pl.st)
	}},
	{"tenant_screening_portal_log", func(g *G, b *B) {
		b.T("%sT%02d:%02d:%02d.%03dZ INFO screening.submit property_id=", g.recent().iso(), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(0, 999)).K(fmt.Sprint(g.n(10000, 99999))).T(" applicant_ssn=").SSN(g.ssn("plain")).T(" report_id=").K(g.nzdigits(9)).T(" latency_ms=%d", g.n(80, 4000))
	}},
	{"employment_app_paper", func(g *G, b *B) {
		p := g.person()
		b.T("APPLICATION FOR EMPLOYMENT — %s\nName %s   Soc. Sec. No. ", g.pick("Dollar General", "Tractor Supply", "Sonic Drive-In", "Sheetz"), p.full()).SSN(g.ssn(g.pick("dash", "space"))).T("   Date ").K(g.recent().us()).T("\nAddress %s %s   Phone ", p.street, p.cityLine()).Ph(g.phone(p.pl, "paren")).T("\nPosition applied for: %s  Desired pay $%d.%02d/hr  Store #", g.pick("Cashier", "Stocker", "Assistant Manager", "Crew"), g.n(11, 22), g.pickInt(0, 25, 50, 75)).K(fmt.Sprint(g.n(1000, 29999)))
	}},
}
