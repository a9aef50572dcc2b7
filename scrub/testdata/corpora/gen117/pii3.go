package main

import (
	"fmt"
	"strings"
)

var spokenDigit = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
var spokenDigitES = []string{"cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"}

func spoken(d string, words []string, groupSep string, groups ...int) string {
	var parts []string
	i := 0
	for _, n := range groups {
		var w []string
		for _, c := range d[i : i+n] {
			w = append(w, words[c-'0'])
		}
		parts = append(parts, strings.Join(w, " "))
		i += n
	}
	return strings.Join(parts, groupSep)
}

// ---------- SSA and Medicare ----------

var piiSSA = []T{
	{"ssa_benefit_letter_claim", func(g *G, b *B) {
		p := g.person()
		v := g.ssn("dash")
		b.T("Social Security Administration  Retirement, Survivors and Disability Insurance\nNotice of Award  Date: ").K(g.recent().long()).T("  Claim Number: ").SSN(v).T("%s\n%s\nBeginning %s %d you are entitled to monthly benefits of ", g.pick("A", "B", "HA", "C1"), strings.ToUpper(p.full()), monthsEN[g.n(0, 11)], g.year()+1).K(g.amt(900, 3900)).T(". BNC# ").K(fmt.Sprintf("%02d%s%06d", g.year()%100, g.pick("L", "A", "C"), g.n(0, 999999)))
	}},
	{"ssa_1099_statement", func(g *G, b *B) {
		p := g.person()
		b.T("FORM SSA-1099 — SOCIAL SECURITY BENEFIT STATEMENT  %d\nBox 1. Name %s  Box 2. Beneficiary's Social Security Number ", g.year(), strings.ToUpper(p.full())).SSN(g.ssn("dash")).T("\nBox 3. Benefits paid in %d ", g.year()).K(g.amtN(8000, 40000)).T("  Box 5. Net benefits ").K(g.amtN(8000, 40000)).T("  Box 6. Voluntary federal income tax withheld ").K(g.amtN(0, 4000)).T("\nDESCRIPTION OF AMOUNT IN BOX 3: Paid by check or direct deposit ").K(g.amtN(8000, 40000))
	}},
	{"medicare_old_hicn_letter", func(g *G, b *B) {
		p := g.person()
		v := g.ssn("plain")
		b.T("Medicare Summary Notice (%d)  Old Medicare claim number (HICN): ", g.year()-6).SSN(v).T("%s  ", g.pick("A", "B", "D")).T("New Medicare Number: %s\n%s  Part B deductible met: ", strings.ToUpper(g.rnd("123456789", 1)+g.rnd("ACDEFGHJKMNPQRTUVWXY", 1)+g.rnd("0123456789", 1)+g.rnd("0123456789", 1)+"-"+g.rnd("ACDEFGHJKMNPQRTUVWXY", 2)+g.rnd("0123456789", 1)+"-"+g.rnd("ACDEFGHJKMNPQRTUVWXY", 2)+g.rnd("0123456789", 2)), p.full()).K(g.amt(100, 260)).T("  Questions? 1-800-MEDICARE")
	}},
	{"ssa_phone_appointment_email", func(g *G, b *B) {
		p := g.person()
		b.T("Subject: SSA phone appointment on ").K(g.recent().long()).T("\n\nHi Mom, I booked the Social Security call for you. They will call ").Ph(g.phone(p.pl, "")).T(" between %d and %d. Have your SSN ready (", g.n(8, 10), g.n(11, 3+10)).SSN(g.ssn("")).T(") and your bank routing ").K(g.routing()).T(". Confirmation ").K(g.pick("", "SSA-")+g.nzdigits(9)).T(". Love, %s", g.pickL(firstEN))
	}},
	{"ss5_solicitud_tarjeta_es", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Formulario SS-5-SP Solicitud para una tarjeta de Seguro Social\n1 Nombre completo: %s\n5 Número de Seguro Social anterior (si lo tiene): ", p.full()).SSN(g.ssn("dash")).T("\n6 Fecha de nacimiento: ").K(g.dob().us()).T("  15 Teléfono: ").Ph(g.phone(p.pl, "paren")).T("\n16 Dirección postal: %s, %s  OMB No. ", p.street, p.cityLine()).K("0960-0066")
	}},
	{"medicare_cms40b", func(g *G, b *B) {
		p := g.person()
		b.T("CMS-40B Application for Enrollment in Medicare Part B\n1. Name %s  2. Social Security Number ", p.full()).SSN(g.ssn(g.pick("space", "dash"))).T("\n3. Medicare Number (if any) ").K("—").T("  4. Phone ").Ph(g.phone(p.pl, "paren")).T("\nCMS-L564 employer info: group health plan coverage ended ").K(g.recent().us()).T(" Form approved OMB No. ").K("0938-1230")
	}},
	{"ssa_representative_payee", func(g *G, b *B) {
		p, q := g.person(), g.person()
		b.T("SSA-11 Request to be Selected as Payee\nBeneficiary: %s  Beneficiary's SSN: ", p.full()).SSN(g.ssn("")).T("\nApplicant (payee): %s  Payee SSN: ", q.full()).SSN(g.ssn("")).T("  Relationship: %s\nPayee phone ", g.pick("daughter", "son", "niece", "friend")).Ph(g.phone(q.pl, "")).T("  Monthly benefit ").K(g.amt(600, 2500)).T(" deposited to routing ").K(g.routing())
	}},
	{"ssa_voicemail_transcript", func(g *G, b *B) {
		p := g.person()
		a, gp, s := g.ssnParts()
		d := a + gp + s
		b.T("Voicemail transcript (%s, %ds): \"Hi, this is %s calling about my disability claim. My social is ", g.recent().short(), g.n(20, 90), p.first).SSN(spoken(d, spokenDigit, ", ", 3, 2, 4)).T(". Please call me back at ").Ph(g.phone(p.pl, "dash")).T(". My claim was filed ").K(g.recent().long()).T(", thank you.\"")
	}},
	{"ssa_mail_ocr", func(g *G, b *B) {
		p := g.person()
		b.T("[OCR page 1/2, confidence 0.%d]\nSOCIAL SECURITY ADMINISTRATION\nDate: ", g.n(70, 97)).K(g.recent().long()).T("\nRefer To: ").SSN(g.ssn("dash")).T("\n%s\n%s\n%s\nWe are writing about your Supplemental Security Income. Overpayment: ", strings.ToUpper(p.full()), strings.ToUpper(p.street), strings.ToUpper(p.cityLine())).K(g.amt(100, 9000)).T(" Field office code ").K(fmt.Sprintf("%03d", g.n(1, 999)))
	}},
}

// ---------- student loans ----------

var piiStudent = []T{
	{"fafsa_submission_summary", func(g *G, b *B) {
		p := g.person()
		q := g.person()
		b.T("%d–%02d FAFSA Submission Summary\nStudent: %s  SSN: ", g.year()+1, (g.year()+2)%100, p.full()).SSN(g.ssn("dash")).T("  Date of birth: ").K(g.dob().us()).T("\nParent 1: %s  SSN: ", q.full()).SSN(g.ssn("dash")).T("\nStudent Aid Index (SAI): ").K(fmt.Sprint(g.n(-1500, 30000))).T("  Data Release Number (DRN): ").K(fmt.Sprintf("%04d", g.n(0, 9999))).T("  Pell eligible: %s\nFSA ID email: ", g.pick("Yes", "No")).Em(g.email(p))
	}},
	{"fafsa_es", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Resumen de la solicitud FAFSA\nEstudiante: %s  Número de Seguro Social: ", p.full()).SSN(g.ssn("dash")).T("\nPadre/madre 1 (sin número de Seguro Social, ITIN): ").SSN(g.itin("dash")).T("\nÍndice de Ayuda Estudiantil (SAI): ").K(fmt.Sprint(g.n(-1500, 20000))).T("  Correo electrónico: ").Em(g.email(p)).T("  Teléfono: ").Ph(g.phone(p.pl, ""))
	}},
	{"idr_application", func(g *G, b *B) {
		p, s := g.person(), g.person()
		b.T("Income-Driven Repayment (IDR) Plan Request  OMB No. 1845-0102\nSECTION 1: BORROWER INFORMATION  SSN ").SSN(g.ssn("space")).T("  Name %s  Phone ", p.full()).Ph(g.phone(p.pl, "paren")).T("  Email ").Em(g.email(p)).T("\nSECTION 3: SPOUSE INFORMATION  Spouse's SSN ").SSN(g.ssn("space")).T("  Spouse's Name %s\nFamily size %d  AGI ", s.full(), g.n(1, 7)).K(g.amt(15000, 140000)).T("  Servicer ").K(g.pick("MOHELA", "Nelnet", "Aidvantage", "EdFinancial"))
	}},
	{"student_loan_servicer_chat", func(g *G, b *B) {
		p := g.person()
		b.T("Chat with %s — %s\nYou: Hi, my PSLF form was rejected. Account ", g.pick("MOHELA", "Nelnet", "Aidvantage"), g.recent().us()).K(g.nzdigits(10)).T(", SSN ").SSN(g.ssn("")).T("\nRep: I see employer EIN ").K(g.ein()).T(" on your ECF. The dates ").K(g.dt(2015, 2020).us()).T(" to ").K(g.recent().us()).T(" were not certified. Can I call you at ").Ph(g.phone(p.pl, "")).T("?")
	}},
	{"nslds_export_row", func(g *G, b *B) {
		b.T("NSLDS Financial Aid Review export\nSSN|FIRST|LAST|LOAN_TYPE|OUTSTANDING_PRIN|STATUS|STATUS_DATE\n")
		for i := 0; i < g.n(2, 3); i++ {
			p := g.person()
			b.SSN(g.ssn("plain")).T("|%s|%s|%s|", strings.ToUpper(asciiFold(p.first)), strings.ToUpper(asciiFold(p.last)), g.pick("D1", "D2", "D5", "CL")).K(fmt.Sprintf("%07d", g.n(1000, 9999999))).T("|%s|", g.pick("RP", "IG", "FB", "DF")).K(g.dt(2018, 2025).compact()).T("\n")
		}
	}},
	{"pslf_employment_cert", func(g *G, b *B) {
		p := g.person()
		b.T("PSLF Form  Section 1: Borrower  SSN ").SSN(g.ssn("dash")).T("  Date of birth ").K(g.dob().us()).T("\nName %s  Primary phone ", p.full()).Ph(g.phone(p.pl, "paren")).T("\nSection 3: Employer  EIN ").K(g.ein()).T("  Employment begin date ").K(g.dt(2010, 2022).us()).T("  Average hours per week %d  Authorized official: ", g.n(30, 60)).Em(g.email(g.person()))
	}},
	{"parent_plus_denial", func(g *G, b *B) {
		p := g.person()
		b.T("Direct PLUS Loan Credit Decision  Credit check ID ").K(g.rnd("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)+g.digits(10)).T("\nParent borrower %s, SSN ", p.full()).SSN(g.ssn("")).T(": adverse credit history. Options: endorser or appeal by ").K(g.dt(2025, 2026).us()).T(". Questions: ").Em(g.email(p)).T(" was notified.")
	}},
}

// ---------- debt collection ----------

var piiCollect = []T{
	{"collection_letter_full", func(g *G, b *B) {
		p := g.person()
		b.T("%s\nRE: Original Creditor: %s  Account #: ", g.pick("Portfolio Recovery Associates, LLC", "Midland Credit Management, Inc.", "Jefferson Capital Systems, LLC", "Convergent Outsourcing"), g.pick("Synchrony Bank", "Comenity Capital Bank", "T-Mobile", "Credit One Bank")).K(g.maskedCard()).T("  Reference #: ").K(g.nzdigits(8)).T("\nAmount of the debt: ").K(g.amt(200, 9000)).T("  Itemization date: ").K(g.dt(2022, 2025).us()).T("\nTo: %s  SSN: ", p.full()).SSN(g.ssn("dash")).T("\nCall us by ").K(g.dt(2025, 2026).us()).T(" to dispute. This is an attempt to collect a debt.")
	}},
	{"collector_call_notes", func(g *G, b *B) {
		p := g.person()
		b.T("%s %02d:%02d OB call to ", g.recent().short(), g.n(8, 20), g.n(0, 59)).Ph(g.phone(p.pl, "")).T(" — RPC %s, verified ssn ", strings.ToUpper(p.first)).SSN(g.ssn("plain")).T(" dob ").K(g.dob().short()).T(". PTP ").K(g.amt(50, 600)).T(" on ").K(g.recent().short()).T(" via card ").Card(g.card("", "plain")).T(" exp ").K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31)))
	}},
	{"debt_validation_request_es", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Solicitud de validación de deuda\nFecha: ").K(g.recent().es()).T("\nNúmero de referencia de su carta: ").K(g.nzdigits(9)).T("\nYo, %s, solicito la validación de esta deuda de ", p.full()).K(g.amt(200, 5000)).T(". No reconozco la cuenta. Mi número de Seguro Social es ").SSN(g.ssn("")).T(" y mi teléfono es ").Ph(g.phone(p.pl, "")).T(". Envíe la respuesta a ").Em(g.email(p))
	}},
	{"skip_trace_result", func(g *G, b *B) {
		p := g.person()
		b.T("SKIP TRACE RESULT  Batch ").K(fmt.Sprintf("B%d%03d", g.year(), g.n(1, 365))).T("  Debtor ").K(fmt.Sprint(g.n(100000, 9999999))).T("\nSUBJECT: %s  SSN: ", p.upper()).SSN(g.ssn("dash")).T("  DECEASED: N\nPHONES: ").Ph(g.phone(p.pl, "paren")).T(" (WIRELESS, %d%%)  ", g.n(40, 99)).Ph(g.phone(p.pl, "paren")).T(" (LANDLINE, %d%%)\nEMAIL: ", g.n(10, 60)).Em(g.email(p)).T("  LAST SEEN ").K(g.recent().my())
	}},
	{"collection_payment_portal_log", func(g *G, b *B) {
		b.T("%sT%02d:%02d:%02dZ WARN payment.portal card_auth_fail account_ref=", g.recent().iso(), g.n(0, 23), g.n(0, 59), g.n(0, 59)).K(g.nzdigits(9)).T(" pan=").Card(g.card("", "plain")).T(" amount=").K(fmt.Sprintf("%d.%02d", g.n(25, 900), g.n(0, 99))).T(" avs=%s cvv_result=%s", g.pick("N", "Z", "Y"), g.pick("M", "N"))
	}},
	{"medical_debt_letter", func(g *G, b *B) {
		p := g.person()
		b.T("%s Medical Center Patient Financial Services\nGuarantor: %s  Guarantor SSN: ", g.pick("St. Mary's", "Baptist", "Memorial Hermann", "Banner"), p.full()).SSN(g.ssn("")).T("\nPatient Acct ").K(fmt.Sprintf("%d%06d", g.n(10, 99), g.n(0, 999999))).T("  Date of Service ").K(g.dt(2022, 2025).us()).T("  Balance ").K(g.amt(150, 15000)).T("\nFinancial assistance application due ").K(g.recent().us()).T("; call ").Ph(g.phone(p.pl, "")).T(" if you have questions about your guarantor account.")
	}},
	{"settlement_offer_email", func(g *G, b *B) {
		p := g.person()
		b.T("From: ").Em(g.email(p)).T("\nTo: settlements@%s.com\nI accept the %d%% settlement offer (", g.pick("lvnvfunding", "cavspv", "encorecapital"), g.n(30, 60)).K(g.amt(300, 4000)).T(") on account ").K(g.nzdigits(10)).T(". For your records my SSN is ").SSN(g.ssn("")).T(". I will pay with my Discover ").Card(g.card("disc", "")).T(" on ").K(g.recent().us()).T(".")
	}},
}

// ---------- identity theft / fraud ----------

var piiIDTheft = []T{
	{"ftc_identity_theft_report", func(g *G, b *B) {
		p := g.person()
		b.T("FTC Report Number: ").K(g.ftcReport()).T("\nIdentity Theft Report  Created ").K(g.recent().long()).T("\nContact Information: %s  Phone: ", p.full()).Ph(g.phone(p.pl, "paren")).T("  Email: ").Em(g.email(p)).T("\nPersonal Statement: Someone used my SSN (").SSN(g.ssn("dash")).T(") to open a %s credit card ending ", g.pick("Capital One", "Chase", "Citi")).K(fmt.Sprint(g.n(1000, 9999))).T(" on ").K(g.recent().us()).T(", amount ").K(g.amt(500, 9000))
	}},
	{"ftc_informe_robo_identidad_es", func(g *G, b *B) {
		p := g.personL(true)
		b.T("Número de informe de la FTC: ").K(g.ftcReport()).T("\nInforme de Robo de Identidad — %s\nNúmero de Seguro Social: ", p.full()).SSN(g.ssn("")).T("\nTeléfono: ").Ph(g.phone(p.pl, "")).T("  Correo: ").Em(g.email(p)).T("\nDeclaración: Alguien abrió una cuenta de teléfono celular a mi nombre el ").K(g.recent().es()).T(". Número de cuenta fraudulenta: ").K(g.nzdigits(9))
	}},
	{"police_report_narrative", func(g *G, b *B) {
		p := g.person()
		b.T("%s POLICE DEPARTMENT  Incident # ").K(fmt.Sprintf("%d-%06d", g.year()%100, g.n(0, 999999))).T("  Offense: Identity Theft (%s)\nNARRATIVE: Victim %s (DOB ", strings.ToUpper(p.pl.city), g.pick("ORC 2913.49", "PC 530.5", "TX PC 32.51"), p.full()).K(g.dob().us()).T(") reported that an unknown suspect used her SSN ").SSN(g.ssn(g.pick("dash", "plain"))).T(" and a %s card number ", g.pick("Visa", "Mastercard")).Card(g.card(g.pick("visa", "mc"), "")).T(" to make purchases totaling ").K(g.amt(200, 6000)).T(". Victim can be reached at ").Ph(g.phone(p.pl, ""))
	}},
	{"fraud_affidavit_bank", func(g *G, b *B) {
		p := g.person()
		b.T("Affidavit of Unauthorized Transactions  Claim # ").K(fmt.Sprintf("%d%07d", g.year(), g.n(0, 9999999))).T("\nCardholder: %s  Card Number: ", p.full()).Card(g.card("", "")).T("  Last 4 of SSN: ").K(fmt.Sprintf("%04d", g.n(0, 9999))).T("\nI did not authorize the following: ").K(g.recent().us()).T(" %s ", g.pick("AMZN Mktp US", "ZELLE TO J SMITH", "WALMART.COM", "APPLE.COM/BILL")).K(g.amt(20, 2000)).T("\nSigned under penalty of perjury ").K(g.recent().us())
	}},
	{"idtheft_victim_email_bureau", func(g *G, b *B) {
		p := g.person()
		b.T("To: %s\nSubject: Identity theft block request under FCRA 605B\n\nPlease block the following from my file: inquiry %s dated ", g.pick("Equifax", "TransUnion", "Experian"), g.pick("SANTANDER", "VERIZON WIRELESS", "AFFIRM")).K(g.recent().us()).T(". Attached is FTC report ").K(g.ftcReport()).T(". Name: %s; SSN: ", p.full()).SSN(g.ssn("")).T("; current address %s, ", p.street).K(g.zip4(p)).T("; phone ").Ph(g.phone(p.pl, "")).T(".")
	}},
	{"breach_notification_letter", func(g *G, b *B) {
		p := g.person()
		b.T("NOTICE OF DATA BREACH\nDear %s,\nWhat Information Was Involved: your name and Social Security number (", p.full()).SSN(g.ssn("dash")).T(") and, for some individuals, payment card numbers.\nWhat We Are Doing: we are offering %d months of credit monitoring. Enrollment code: ", g.pickInt(12, 24)).Sec(g.uniq("t:", func() string { return g.rnd("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 9) })).T("  Enroll by ").K(g.dt(2025, 2026).long()).T("  Engagement # ").K(g.pick("B", "DB") + g.digits(6))
	}},
	{"sim_swap_fraud_ticket", func(g *G, b *B) {
		p := g.person()
		b.T("FRAUD-%d  Port-out fraud. Victim line ", g.n(10000, 99999)).Ph(g.phone(p.pl, "")).T(" ported on ").K(g.recent().us()).T(". Attacker knew SSN ").SSN(g.ssn("")).T(" and account PIN ").Sec(g.pin(g.pickInt(6, 8))).T(". New PIN set; notes sent to ").Em(g.email(p))
	}},
}

// ---------- court filings ----------

var piiCourt = []T{
	{"bankruptcy_petition_redaction_error", func(g *G, b *B) {
		p := g.person()
		v := g.ssn("dash")
		b.T("Official Form 101  Voluntary Petition for Individuals Filing for Bankruptcy  Case number ").K(g.caseNo()).T("\n3. Only the last 4 digits of your Social Security number: ").K("xxx-xx-"+last4(v)).T("\nDebtor 1: %s\n...\nSchedule E/F", p.full()).T(", Part 2, line 4.%d: %s; Debtor's SSN on attached collection letter: ", g.n(1, 20), g.pick("Navient", "IRS", "Conn's")).SSN(v).T("  Amount ").K(g.amt(500, 40000))
	}},
	{"pacer_exhibit_unredacted", func(g *G, b *B) {
		p := g.person()
		b.T("Case ").K(g.caseNo()).T("  Document ").K(fmt.Sprintf("%d-%d", g.n(10, 200), g.n(1, 12))).T("  Filed ").K(g.recent().us()).T("  Page %d of %d\nEXHIBIT B — Loan Application (produced without redaction)\nBorrower: %s  SSN: ", g.n(2, 40), g.n(40, 90), p.full()).SSN(g.ssn("")).T("  DOB: ").K(g.dob().us()).T("  Phone: ").Ph(g.phone(p.pl, ""))
	}},
	{"motion_to_seal", func(g *G, b *B) {
		p := g.person()
		v := g.ssn("dash")
		b.T("MOTION TO RESTRICT ACCESS  Case No. ").K(g.caseNo()).T("\nPlaintiff moves under Fed. R. Civ. P. 5.2(a) to seal ECF No. %d, which inadvertently disclosed Defendant %s's full Social Security number, ", g.n(10, 140), p.full()).SSN(v).T(", instead of the last four digits (").K(last4(v)).T(").")
	}},
	{"divorce_financial_affidavit", func(g *G, b *B) {
		p, q := g.person(), g.person()
		b.T("IN THE CIRCUIT COURT OF %s COUNTY  Case No. ", strings.ToUpper(g.pick("Cook", "Miami-Dade", "Harris", "Franklin"))).K(g.caseNo()).T("\nFinancial Affidavit of %s\nSocial Security No.: ", p.full()).SSN(g.ssn("")).T("  Spouse: %s  Spouse SSN: ", q.full()).SSN(g.ssn("")).T("\nGross monthly income ").K(g.amt(1500, 14000)).T("  Checking (acct ending ").K(fmt.Sprintf("%04d", g.n(0, 9999))).T(") balance ").K(g.amt(0, 20000))
	}},
	{"foreclosure_complaint", func(g *G, b *B) {
		p := g.person()
		b.T("COMPLAINT TO FORECLOSE MORTGAGE  Case No. ").K(g.caseNo()).T("\n%s, Plaintiff, v. %s, Defendant.\n4. The mortgage was recorded on ", g.pick("U.S. BANK NATIONAL ASSOCIATION, AS TRUSTEE", "NEWREZ LLC D/B/A SHELLPOINT", "LAKEVIEW LOAN SERVICING, LLC"), strings.ToUpper(p.full())).K(g.dt(2008, 2020).us()).T(" in OR Book ").K(fmt.Sprint(g.n(1000, 39999))).T(" Page ").K(fmt.Sprint(g.n(1, 4999))).T(". Parcel ID ").K(fmt.Sprintf("%02d-%02d-%02d-%04d-%05d", g.n(1, 99), g.n(1, 99), g.n(1, 99), g.n(0, 9999), g.n(0, 99999))).T("\nExhibit A (note, unredacted): Borrower SSN ").SSN(g.ssn("")).T(", loan no. ").K(g.nzdigits(10))
	}},
	{"small_claims_filing", func(g *G, b *B) {
		p := g.person()
		b.T("SMALL CLAIMS — STATEMENT OF CLAIM  %s Justice Court Pct. %d\nPlaintiff: %s  Phone: ", strings.ToUpper(p.pl.city), g.n(1, 8), p.full()).Ph(g.phone(p.pl, "")).T("  Email: ").Em(g.email(p)).T("\nLast 3 digits of driver's license: ").K(fmt.Sprintf("%03d", g.n(0, 999))).T("  Last 3 of SSN: ").K(fmt.Sprintf("%03d", g.n(0, 999))).T("\nAmount claimed: ").K(g.amt(200, 20000)).T(" plus court costs of $54.00")
	}},
	{"probate_inventory", func(g *G, b *B) {
		p := g.person()
		b.T("INVENTORY AND APPRAISEMENT — Estate of %s, Deceased  Cause No. ", p.full()).K(fmt.Sprintf("PR-%d-%05d", g.year(), g.n(0, 99999))).T("\nDecedent's SSN: ").SSN(g.ssn("")).T("  Date of death: ").K(g.recent().us()).T("\nItem 1. Checking account, acct no. ").K(g.acct()).T(" — ").K(g.amt(200, 90000)).T("\nItem 2. Homestead at %s, ", p.street).K(g.zip4(p)).T(" — ").K(g.amt(90000, 600000))
	}},
}
