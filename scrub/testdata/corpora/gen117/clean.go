package main

import (
	"fmt"
	"strings"
)

var cleanT = []T{
	{"c_masked_ssn_credit_header", func(g *G, b *B) {
		b.T("EQUIFAX  Confirmation # ").K(g.nzdigits(10)).T("\nSocial Security Number: ").K(g.masked("")).T("  Date of Birth: ").K(fmt.Sprintf("XX/XX/%d", g.dob().y)).T("\nFile since: ").K(g.dt(1995, 2015).my()).T("  Inquiries (2 yrs): %d  Report Date: ", g.n(0, 9)).K(g.recent().us())
	}},
	{"c_masked_ssn_letter_lines", func(g *G, b *B) {
		b.T("Dear Customer, this letter concerns the account associated with SSN ending in ").K(fmt.Sprintf("%04d", g.n(1, 9999))).T(". Your reference number is ").K(g.nzdigits(9)).T(". Taxpayer ID on file: ").K(g.masked("")).T(". Amount due ").K(g.amt(20, 3000)).T(" by ").K(g.dt(2025, 2026).us()).T(".")
	}},
	{"c_ein_cp575", func(g *G, b *B) {
		b.T("CP 575 A  Date of this notice: ").K(g.recent().long()).T("\nWE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER\nEmployer Identification Number: ").K(g.ein()).T("  Form: SS-4  Number of this notice: CP 575 A\nYou must file Form 941 quarterly beginning ").K(g.dt(2025, 2026).us()).T(". Keep this notice; the name control is %s.", strings.ToUpper(g.rnd("ABCDEFGHIJKLMNOPRSTW", 4)))
	}},
	{"c_direct_deposit_routing", func(g *G, b *B) {
		b.T("Direct Deposit Authorization — Routing Number (ABA): ").K(g.routing()).T("  Account Number: ").K(g.acct()).T("  [X] Checking  Deposit ").K(fmt.Sprint(g.pickInt(100, 50, 25))).T("%% of net pay. Effective ").K(g.dt(2025, 2026).us()).T(". Voided check #").K(fmt.Sprint(g.n(100, 9999))).T(" attached.")
	}},
	{"c_loan_estimate_costs", func(g *G, b *B) {
		b.T("Loan Estimate  LOAN ID # ").K(g.nzdigits(10)).T("  RATE LOCK until ").K(g.dt(2025, 2026).us()).T("\nLoan Amount ").K(g.amt(120000, 850000)).T("  Interest Rate ").K(fmt.Sprintf("%d.%03d%%", g.n(5, 7), g.pickInt(0, 125, 250, 375, 500, 625, 750, 875))).T("  Monthly P&I ").K(g.amt(700, 6000)).T("\nA. Origination Charges ").K(g.amt(500, 5000)).T("  B. Services You Cannot Shop For ").K(g.amt(300, 2500)).T("  APR ").K(fmt.Sprintf("%d.%03d%%", g.n(5, 8), g.n(0, 999))).T("  TIP ").K(fmt.Sprintf("%d.%03d%%", g.n(60, 140), g.n(0, 999)))
	}},
	{"c_irs_cp14_balance", func(g *G, b *B) {
		y := g.year()
		b.T("Notice CP14  Tax Year %d  Notice date ", y).K(g.dt(y+1, y+2).long()).T("  Social Security number ").K(g.masked("")).T("\nAmount due: ").K(g.amt(100, 20000)).T("  Tax you owed ").K(g.amt(100, 15000)).T("  Failure-to-pay penalty ").K(g.amt(5, 900)).T("  Interest charges ").K(g.amt(5, 900)).T("\nPay by ").K(g.dt(y+1, y+2).long()).T(" at www.irs.gov/payments. Notice CP14, Page 1 of %d", g.n(3, 5))
	}},
	{"c_invalid_ssn_validation_doc", func(g *G, b *B) {
		b.T("SSN validation rules (KYC runbook v%d.%d): reject area 000, 666 and 900–999 unless ITIN; reject group 00 and serial 0000. Examples that MUST fail: ", g.n(1, 4), g.n(0, 9)).K(g.badSSN()).T(", ").K(g.badSSN()).T(", ").K(g.badSSN()).T(". Ticket ").K(fmt.Sprintf("KYC-%d", g.n(100, 9999)))
	}},
	{"c_ssn_placeholder_instructions", func(g *G, b *B) {
		b.T("Enter your Social Security number in the format ").K(g.pick("XXX-XX-XXXX", "###-##-####", "NNN-NN-NNNN", "000-00-0000")).T(". Do not use the sample number printed on wallet inserts (").K(g.pick("078-05-1120", "219-09-9999")).T("). Field length: 9 digits, no spaces. Error code ").K(fmt.Sprintf("E%03d", g.n(100, 999))).T(" means the number failed validation.")
	}},
	{"c_w2_amounts_masked", func(g *G, b *B) {
		b.T("W-2 %d summary  Employee SSN ", g.year()).K(g.masked("")).T("  EIN ").K(g.ein()).T("\nBox 1 ").K(g.amtN(20000, 150000)).T("  Box 2 ").K(g.amtN(1000, 20000)).T("  Box 3 ").K(g.amtN(20000, 168600)).T("  Box 4 ").K(g.amtN(1000, 10453)).T("  Box 12a DD ").K(g.amtN(2000, 20000)).T("  Box 15 %s ", g.pick("OH", "GA", "IL", "CA")).K(g.nzdigits(8)).T("  Control number ").K(fmt.Sprintf("%05d", g.n(1, 99999)))
	}},
	{"c_payroll_totals", func(g *G, b *B) {
		b.T("PAYROLL SUMMARY  Check Date ").K(g.recent().us()).T("  Batch ").K(fmt.Sprint(g.n(1000, 9999))).T("\nEmployees paid: %d  Gross: ", g.n(5, 400)).K(g.amtN(10000, 900000)).T("  FICA EE: ").K(g.amtN(500, 60000)).T("  FUTA: ").K(g.amtN(40, 5000)).T("  SUTA rate ").K(fmt.Sprintf("%d.%d%%", g.n(0, 5), g.n(0, 9))).T("\nChecks %d–%d  ACH file ID ", g.n(10000, 20000), g.n(20001, 30000)).K(g.pick("A", "B", "1"))
	}},
	{"c_court_docket", func(g *G, b *B) {
		b.T("Case ").K(g.caseNo()).T("  Docket\n").K(g.recent().us()).T("  %d  NOTICE of Appearance\n", g.n(1, 30)).K(g.recent().us()).T("  %d  MOTION to Dismiss  Filing fee ", g.n(31, 80)).K(g.pick("$350.00", "$405.00", "$338.00", "$52.00")).T(" Receipt ").K(fmt.Sprintf("A%s-%d", g.pick("OHS", "TXS", "ILN"), g.n(10000000, 29999999)))
	}},
	{"c_ftc_report_ref", func(g *G, b *B) {
		b.T("Your FTC Report Number is ").K(g.ftcReport()).T(". Save it with your Identity Theft Report created ").K(g.recent().long()).T(". Recovery plan step %d of %d: place a fraud alert (it lasts 1 year) and review reports dated after ", g.n(1, 5), g.n(6, 9)).K(g.dt(2023, 2025).us()).T(".")
	}},
	{"c_confirmation_numbers", func(g *G, b *B) {
		b.T("Payment confirmations:\n").K(g.recent().us()).T("  IRS Direct Pay  EFT# ").K(g.digits(15)).T("  ").K(g.amt(100, 9000)).T("\n").K(g.recent().us()).T("  Franchise Tax Board  Conf ").K(g.nzdigits(9)).T("  ").K(g.amt(50, 3000)).T("\n").K(g.recent().us()).T("  Mortgage  Conf ").K(fmt.Sprintf("%04d-%04d-%04d", g.n(0, 9999), g.n(0, 9999), g.n(0, 9999)))
	}},
	{"c_masked_cards_statement", func(g *G, b *B) {
		b.T("Statement Closing Date ").K(g.recent().us()).T("  Account ").K(g.maskedCard()).T("\nNew Balance ").K(g.amt(0, 9000)).T("  Minimum Payment Due ").K(g.amt(25, 400)).T("  Payment Due Date ").K(g.dt(2025, 2026).us()).T("\nAuthorized user card ").K(g.maskedCard()).T("  APR ").K(fmt.Sprintf("%d.%02d%%", g.n(18, 30), g.n(0, 99))).T(" (v)")
	}},
	{"c_luhn_fail_references", func(g *G, b *B) {
		b.T("Gift card batch reconciliation: card IDs ").K(g.badCard()).T(" and ").K(g.badCard()).T(" failed checksum and were voided on ").K(g.recent().us()).T("; batch total ").K(g.amt(100, 5000)).T(".")
	}},
	{"c_amortization", func(g *G, b *B) {
		b.T("Pmt#  Date        Payment    Principal  Interest   Balance\n")
		bal := g.n(150000, 500000)
		d := g.dt(2024, 2025)
		for i := 1; i <= g.n(3, 4); i++ {
			b.K(fmt.Sprintf("%3d", i+g.n(0, 100))).T("   ").K(fmt.Sprintf("%02d/01/%d", (d.m+i-1)%12+1, d.y)).T("  ").K(fmt.Sprintf("%s.%02d", commas(g.n(1000, 3500)), g.n(0, 99))).T("   ").K(fmt.Sprintf("%s.%02d", commas(g.n(200, 900)), g.n(0, 99))).T("     ").K(fmt.Sprintf("%s.%02d", commas(bal-i*600), g.n(0, 99))).T("\n")
		}
	}},
	{"c_tax_brackets", func(g *G, b *B) {
		b.T("%d brackets (Single): 10%% up to $11,600; 12%% $11,601–$47,150; 22%% $47,151–$100,525; 24%% to $191,950. Standard deduction ", g.year()).K(g.pick("$14,600", "$13,850", "$15,000")).T("; MFJ ").K(g.pick("$29,200", "$27,700", "$30,000")).T(". See Rev. Proc. ").K(fmt.Sprintf("%d-%d", g.year()-1, g.n(30, 61))).T(".")
	}},
	{"c_fafsa_school_codes", func(g *G, b *B) {
		b.T("FAFSA schools: Federal School Code ").K(fmt.Sprintf("%06d", g.n(1000, 42000))).T(", ").K(fmt.Sprintf("%s%05d", g.pick("0", "G", "E"), g.n(1000, 42000))).T("; SAI ").K(fmt.Sprint(g.n(-1500, 25000))).T("; DRN ").K(fmt.Sprintf("%04d", g.n(0, 9999))).T("; processed ").K(g.recent().us()).T("; transaction %02d", g.n(1, 9))
	}},
	{"c_nacha_entry", func(g *G, b *B) {
		r := g.routing()
		b.T("NACHA 6-record: ").K(fmt.Sprintf("622%s%-17s%010d", r, g.acct(), g.n(100, 9999999))).T("  trace ").K(r[:8] + g.digits(7)).T("  company entry: PAYROLL  effective ").K(g.recent().compact()[2:])
	}},
	{"c_micr_line", func(g *G, b *B) {
		b.T("MICR line read from check image: ⑆").K(g.routing()).T("⑆ ").K(g.acct()).T("⑈ ").K(fmt.Sprint(g.n(1000, 9999))).T("  amount field ").K(fmt.Sprintf("%010d", g.n(100, 900000))).T("  item seq ").K(g.digits(12))
	}},
	{"c_service_log_ids", func(g *G, b *B) {
		b.T("%sT%02d:%02d:%02dZ INFO underwriting.decision loan_id=", g.recent().iso(), g.n(0, 23), g.n(0, 59), g.n(0, 59)).K(g.nzdigits(10)).T(" dti=0.%d ltv=0.%d fico=%d decision=%s ssn_last4=", g.n(10, 55), g.n(40, 97), g.n(560, 820), g.pick("approve", "refer", "decline")).K(fmt.Sprintf("%04d", g.n(0, 9999))).T(" trace_id=").K(g.rnd(hexd, 32))
	}},
	{"c_business_addresses", func(g *G, b *B) {
		b.T("Mail disputes to: Equifax Information Services LLC, P.O. Box 740256, Atlanta, GA ").K("30374-0256").T("; TransUnion Consumer Solutions, P.O. Box 2000, Chester, PA ").K("19016-2000").T("; Experian, P.O. Box 4500, Allen, TX ").K("75013").T(". Postmarked by ").K(g.dt(2025, 2026).us())
	}},
	{"c_nmls_footer", func(g *G, b *B) {
		b.T("Equal Housing Lender. NMLS ID ").K(g.nmls()).T(" (www.nmlsconsumeraccess.org). Licensed by the %s Department of Financial Institutions, license no. ", g.pick("Ohio", "Washington", "Georgia", "Arizona")).K(fmt.Sprintf("%s.%06d", g.pick("MB", "RM", "CL"), g.n(0, 999999))).T(". Rates as of ").K(g.recent().us()).T(" and subject to change.")
	}},
	{"c_irs_form_header", func(g *G, b *B) {
		b.T("Form %s (Rev. ", g.pick("W-9", "4506-C", "8821", "14039", "W-4")).K(fmt.Sprintf("%s %d", g.pick("March", "October", "December", "January"), g.n(2018, 2024))).T(")  Department of the Treasury  Internal Revenue Service  OMB No. ").K(fmt.Sprintf("1545-%04d", g.n(0, 2300))).T("  Cat. No. ").K(fmt.Sprintf("%05d%s", g.n(10000, 99999), g.pick("X", "Y", "Q", "T", "R")))
	}},
	{"c_parcel_apn", func(g *G, b *B) {
		b.T("Property tax bill  APN ").K(fmt.Sprintf("%03d-%02d-%03d%s", g.n(100, 999), g.n(10, 99), g.n(0, 999), g.pick("", "A", "B"))).T("  Tax year %d  Assessed value ", g.year()).K(g.amt(80000, 900000)).T("  1st half due ").K(g.dt(2025, 2026).us()).T("  Escrow disbursement ").K(g.amt(500, 6000))
	}},
	{"c_certified_mail", func(g *G, b *B) {
		b.T("Sent via USPS Certified Mail No. ").K(g.certMail()).T(", Return Receipt Requested, on ").K(g.recent().us()).T(". Delivered ").K(g.recent().us()).T(" %02d:%02d, ", g.n(8, 18), g.n(0, 59)).T("ZIP ").K(fmt.Sprintf("%05d", g.n(10000, 99999)))
	}},
	{"c_credit_score_factors", func(g *G, b *B) {
		b.T("FICO Score 8: ").K(fmt.Sprint(g.n(500, 850))).T(" as of ").K(g.recent().us()).T("\nKey factors: ").K(fmt.Sprintf("%02d", g.pickInt(10, 14, 18, 38, 5))).T(" Proportion of balances to credit limits is too high; ").K(fmt.Sprintf("%02d", g.pickInt(2, 8, 13, 39))).T(" Time since delinquency is too short. Model ").K(fmt.Sprintf("v%d", g.pickInt(8, 9, 10)))
	}},
	{"c_payment_grid", func(g *G, b *B) {
		b.T("%s  Acct ", g.pick("NAVIENT", "AMEX", "SYNCB/LOWES", "TOYOTA MOTOR CREDIT")).K(g.maskedCard()).T("  Opened ").K(g.dt(2012, 2022).my()).T("  High Credit ").K(g.amt(500, 40000)).T("\n24-month history: OK OK OK 30 OK OK OK OK OK 60 OK OK  Last reported ").K(g.recent().my())
	}},
	{"c_chex_summary", func(g *G, b *B) {
		b.T("ChexSystems request received ").K(g.recent().us()).T(". Consumer File ID ").K(g.nzdigits(10)).T(". No reported closures found. Report ID ").K(fmt.Sprint(g.n(10000000, 99999999))).T("; QualiFile score ").K(fmt.Sprint(g.n(100, 899))).T(".")
	}},
	{"c_state_withholding", func(g *G, b *B) {
		b.T("%s withholding table %d: annualized wages $0–$", g.pick("Ohio", "Georgia", "Colorado"), g.year()).K(commas(g.n(5000, 15000))).T(" → 0%%; $").K(commas(g.n(15001, 50000))).T("+ → ").K(fmt.Sprintf("%d.%02d%%", g.n(2, 5), g.n(0, 99))).T("; supplemental rate ").K(fmt.Sprintf("%d.%d%%", g.n(3, 6), g.n(0, 9))).T(". Publication ").K(fmt.Sprintf("IT %d", g.n(100, 999)))
	}},
	{"c_medicare_irmaa", func(g *G, b *B) {
		b.T("%d Part B premium: ", g.year()+1).K(g.pick("$174.70", "$164.90", "$185.00")).T(" standard; MAGI above ").K(g.pick("$103,000", "$97,000", "$106,000")).T(" pays ").K(g.pick("$244.60", "$230.80", "$259.00")).T(". Deductible ").K(g.pick("$240", "$226", "$257")).T(". Form SSA-44 to report a life-changing event.")
	}},
	{"c_cobro_es", func(g *G, b *B) {
		b.T("AVISO DE COBRO  Número de referencia: ").K(g.nzdigits(9)).T("\nAcreedor original: %s  Cuenta: ", g.pick("Synchrony Bank", "Comenity Bank", "Conn's")).K(g.maskedCard()).T("\nSaldo adeudado: ").K(g.amt(100, 8000)).T(" al ").K(g.recent().es()).T(". Número de Seguro Social: ").K(g.masked("")).T(". Usted tiene 30 días para disputar esta deuda.")
	}},
	{"c_aviso_irs_es", func(g *G, b *B) {
		y := g.year()
		b.T("Aviso CP14(SP)  Año tributario %d  Fecha del aviso ", y).K(g.dt(y+1, y+2).es()).T("  Número de Seguro Social ").K(g.masked("")).T("\nCantidad adeudada: ").K(g.amt(100, 20000)).T("  Multa por no pagar: ").K(g.amt(5, 900)).T("  Intereses: ").K(g.amt(5, 900)).T("\nPague antes del ").K(g.dt(y+1, y+2).es())
	}},
	{"c_terminos_prestamo_es", func(g *G, b *B) {
		b.T("Términos del préstamo núm. ").K(g.nzdigits(10)).T(": monto ").K(g.amt(5000, 60000)).T(", tasa anual ").K(fmt.Sprintf("%d.%02d%%", g.n(5, 25), g.n(0, 99))).T(", plazo %d meses, pago mensual ", g.pickInt(36, 48, 60, 72)).K(g.amt(100, 1500)).T(", primer pago ").K(g.dt(2025, 2026).es()).T(". NMLS ").K(g.nmls())
	}},
	{"c_student_loan_history", func(g *G, b *B) {
		b.T("Loan ").K(fmt.Sprintf("%d-%02d", g.n(1, 9), g.n(1, 12))).T(" Direct Sub Stafford  Disbursed ").K(g.dt(2010, 2020).us()).T("  Principal ").K(g.amt(2000, 12000)).T("  Rate ").K(fmt.Sprintf("%d.%02d%%", g.n(2, 7), g.n(0, 99))).T("  Qualifying PSLF payments: %d/120  Forbearance ", g.n(0, 120)).K(g.dt(2020, 2023).us()).T("–").K(g.dt(2023, 2025).us())
	}},
	{"c_validation_notice_masked", func(g *G, b *B) {
		b.T("Validation Notice (Reg F, 12 CFR 1006.34)  Reference ").K(g.nzdigits(8)).T("\nAs of ").K(g.dt(2022, 2024).us()).T(" you owed ").K(g.amt(200, 9000)).T(". Between then and today: interest +").K(g.amt(0, 500)).T(", fees +").K(g.amt(0, 100)).T(", payments -").K(g.amt(0, 800)).T(". Total now ").K(g.amt(200, 9000)).T(". Dispute by ").K(g.dt(2025, 2026).us())
	}},
	{"c_background_masked", func(g *G, b *B) {
		b.T("Report ").K(fmt.Sprintf("BG-%d", g.n(1000000, 9999999))).T(" completed ").K(g.recent().us()).T(". SSN Trace: ").K(g.masked("")).T(" issued %d–%d; %d addresses found. National Criminal: clear. Sex offender: clear. Turnaround %d.%d days.", g.n(1975, 1999), g.n(2000, 2011), g.n(1, 9), g.n(1, 4), g.n(0, 9))
	}},
	{"c_w9_instructions", func(g *G, b *B) {
		b.T("W-9 instructions: If you are a sole proprietor, enter your SSN; you may also enter your EIN (format ").K("XX-XXXXXXX").T("). Backup withholding rate is ").K("24%").T(". Exempt payee code %d; FATCA code %s. Revision ", g.n(1, 13), g.pick("A", "B", "C", "G", "K")).K(g.pick("March 2024", "October 2018"))
	}},
	{"c_1099k_thresholds", func(g *G, b *B) {
		b.T("Form 1099-K reporting threshold: ").K(g.pick("$5,000", "$2,500", "$600", "$20,000")).T(" for calendar year %d (Notice ", g.year()+1).K(fmt.Sprintf("%d-%d", g.year(), g.n(10, 90))).T("). Gross amount box 1a ").K(g.amtN(5000, 90000)).T("; card not present ").K(g.amtN(0, 9000)).T("; MCC ").K(fmt.Sprintf("%04d", g.pickInt(5411, 5812, 4121, 7299)))
	}},
	{"c_hsa_limits", func(g *G, b *B) {
		b.T("HSA %d limits: self-only ", g.year()+1).K(g.pick("$4,300", "$4,150", "$4,400")).T(", family ").K(g.pick("$8,550", "$8,300", "$8,750")).T(", catch-up (55+) ").K("$1,000").T("; HDHP minimum deductible ").K(g.pick("$1,650", "$1,600")).T(". Plan year ").K(g.dt(2025, 2026).us()).T(" – ").K(g.dt(2026, 2027).us())
	}},
	{"c_rate_sheet", func(g *G, b *B) {
		b.T("RATE SHEET ").K(g.recent().us()).T(" %02d:%02d ET  30YR FIXED CONF\n", g.n(8, 11), g.n(0, 59))
		for i := 0; i < 3; i++ {
			b.K(fmt.Sprintf("%d.%03d", g.n(5, 7), g.pickInt(0, 125, 250, 375, 500, 625, 750, 875))).T("  ").K(fmt.Sprintf("%d.%03d", g.n(98, 101), g.n(0, 999))).T("  ").K(fmt.Sprintf("(%d.%03d)", g.n(0, 2), g.n(0, 999))).T("\n")
		}
		b.T("LLPA FICO 700-719 LTV 80.01-85: ").K(fmt.Sprintf("%d.%03d", g.n(0, 2), g.n(0, 999)))
	}},
	{"c_loan_lookup_json", func(g *G, b *B) {
		b.T(`{"loan_id":"`).K(g.nzdigits(10)).T(`","investor_loan_no":"`).K(g.nzdigits(10)).T(`","mers_min":"`).K(fmt.Sprintf("1%06d%010d%d", g.n(0, 999999), g.n(0, 999999999), g.n(0, 9))).T(`","upb":`).K(fmt.Sprintf("%d.%02d", g.n(50000, 700000), g.n(0, 99))).T(`,"next_due":"`).K(g.dt(2025, 2026).iso()).T(`","borrower_ssn_last4":"`).K(fmt.Sprintf("%04d", g.n(0, 9999))).T(`"}`)
	}},
	{"c_audit_timestamps", func(g *G, b *B) {
		b.T("audit: ").K(g.recent().iso()).T(" %02d:%02d:%02d user=", g.n(0, 23), g.n(0, 59), g.n(0, 59)).K(fmt.Sprintf("u%06d", g.n(0, 999999))).T(" action=VIEW_SSN_MASKED record=").K(g.nzdigits(9)).T(" ip=").K(fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254))).T(" session_ms=%d", g.n(100, 90000))
	}},
	{"c_software_changelog", func(g *G, b *B) {
		b.T("Release ").K(fmt.Sprintf("%d.%d.%d", g.n(20, 25), g.n(1, 12), g.n(0, 40))).T(" (").K(g.recent().iso()).T("): supports Form 1040 (%d) MeF schema ", g.year()).K(fmt.Sprintf("%dv%d.%d", g.year(), g.n(1, 5), g.n(0, 9))).T("; fixes W-2 box 12 code AA; ATS test scenario ").K(fmt.Sprintf("%d", g.n(1, 14))).T(" passes.")
	}},
	{"c_vendor_ein_csv", func(g *G, b *B) {
		b.T("vendor_id,vendor_name,ein,1099_type,ytd_paid\n")
		for i := 0; i < 3; i++ {
			b.K(fmt.Sprintf("V%05d", g.n(0, 99999))).T(",%s %s,", g.pickL(lastEN), g.pick("LLC", "Inc", "& Sons", "Plumbing")).K(g.ein()).T(",%s,", g.pick("NEC", "MISC", "none")).K(fmt.Sprintf("%d.%02d", g.n(0, 90000), g.n(0, 99))).T("\n")
		}
	}},
	{"c_routing_table", func(g *G, b *B) {
		b.T("bank_name\trouting_number\tach_cutoff\n")
		for i := 0; i < 3; i++ {
			b.T("%s\t", g.pick("Fifth Third", "Huntington", "Regions", "KeyBank", "Truist", "Navy FCU")).K(g.routing()).T("\t%02d:%02d ET\n", g.n(14, 18), g.pickInt(0, 30))
		}
	}},
	{"c_frcp_redaction_rule", func(g *G, b *B) {
		b.T("Fed. R. Civ. P. 5.2(a): filings may include only the last four digits of a social-security number or taxpayer-identification number (e.g., ").K(g.pick("xxx-xx-", "XXX-XX-", "***-**-") + fmt.Sprintf("%04d", g.n(0, 9999))).T("), the year of birth (").K(fmt.Sprint(g.dob().y)).T("), and the last four digits of a financial-account number (").K(fmt.Sprintf("%04d", g.n(0, 9999))).T(").")
	}},
	{"c_itin_expiration", func(g *G, b *B) {
		b.T("CP48 Notice: your ITIN ").K(g.pick("9XX-7X-", "9XX-8X-", "9XX-XX-") + fmt.Sprintf("%04d", g.n(0, 9999))).T(" will expire on ").K(fmt.Sprintf("December 31, %d", g.year())).T(". Renew with Form W-7 before filing. Middle digits 70–88 expired if not used for ").K(fmt.Sprintf("%d", g.n(1, 3))).T(" consecutive years.")
	}},
	{"c_ssa_cola", func(g *G, b *B) {
		b.T("COLA for %d: ", g.year()+1).K(fmt.Sprintf("%d.%d%%", g.n(2, 8), g.n(0, 9))).T(". Maximum taxable earnings ").K(g.pick("$168,600", "$176,100", "$160,200")).T(". SSI federal payment ").K(g.pick("$943", "$967", "$914")).T("/month. Earnings limit under FRA ").K(g.pick("$22,320", "$23,400")).T(".")
	}},
	{"c_api_placeholders", func(g *G, b *B) {
		b.T("Credit pull API quickstart: curl -H \"Authorization: Bearer ").K(g.pick("<ACCESS_TOKEN>", "$TOKEN", "YOUR_TOKEN", "${ACCESS_TOKEN}")).T("\" -d '{\"ssn\":\"").K(g.pick("XXXXXXXXX", "<ssn>", "{{ssn}}", "000000000")).T("\",\"permissiblePurpose\":\"").K(fmt.Sprintf("%02d", g.pickInt(8, 10, 12))).T("\"}' https://api.example-bureau.com/v").K(fmt.Sprint(g.n(1, 3))).T("/reports  # token looks like eyJhbGciOi... (truncated)")
	}},
	{"c_phone_placeholders", func(g *G, b *B) {
		b.T("Phone field validation: accepts ").K(g.pick("(XXX) XXX-XXXX", "(###) ###-####", "XXX-XXX-XXXX")).T("; rejects placeholder ").K(g.pick("(555) 555-5555", "(000) 000-0000", "(999) 999-9999")).T(" and the fictional range 555-0100 through 555-0199. Max ").K("10").T(" digits, ext up to 5 (e.g. ext. ").K(fmt.Sprint(g.n(100, 99999))).T(").")
	}},
	{"c_dl_and_ids", func(g *G, b *B) {
		st := g.pick("CA", "FL", "OH", "IL")
		b.T("ID verification checklist %s: DL format ", st).K(map[string]string{"CA": "A1234567", "FL": "A123-456-78-901-0", "OH": "SA123456", "IL": "A123-4567-8901"}[st]).T("; state ID accepted; passport book ").K("9-digit").T("; Matricula Consular accepted at branch ").K(fmt.Sprintf("%04d", g.n(1, 9999))).T(" since ").K(g.dt(2015, 2022).us())
	}},
	{"c_escrow_analysis", func(g *G, b *B) {
		b.T("Annual Escrow Account Disclosure  Loan ").K(g.nzdigits(10)).T("\nProjected taxes ").K(g.amt(1000, 9000)).T("  Hazard insurance ").K(g.amt(600, 4000)).T("  PMI ").K(g.amt(0, 2000)).T("\nShortage ").K(g.amt(0, 2000)).T(" spread over 12 months; new payment ").K(g.amt(700, 5000)).T(" effective ").K(g.dt(2025, 2026).us())
	}},
}
