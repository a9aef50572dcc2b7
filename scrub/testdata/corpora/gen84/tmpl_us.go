package main

import (
	"fmt"
	"strings"
)

func tLoanApplication(g *G, d *Doc) {
	lender := g.company("us", g.pick("Lending", "Mortgage", "Home Loans", "Credit Union"))
	b, cb := g.person("us"), g.person("us")
	cb.Last = b.Last
	a1, a2 := g.addrUS()
	d.L(strings.ToUpper(lender.Name), "Uniform Residential Loan Application — Summary Sheet", "Loan Number: "+d.K(g.loanNo())+"    Agency Case No.: "+d.K(g.digits(3)+"-"+g.digits(7)), "")
	d.L("SECTION 1a. PERSONAL INFORMATION — BORROWER", "")
	ssnStyle := 0
	if g.chance(0.2) {
		ssnStyle = 1
	}
	d.L("Name: "+b.Full(), "Social Security Number: "+d.P("ssn", g.ssn(ssnStyle)), "Date of Birth: "+d.K(g.dateIn(1958, 1998).num("us")), "Citizenship: U.S. Citizen", "Marital Status: Married", "Dependents: "+fmt.Sprint(g.rng(0, 4)))
	d.L("Current Address: "+d.K(a1+", "+a2), "Housing: Rent ("+d.K(money("us", "$", g.rng(1200, 3400)*100))+"/month) — 3 years 4 months")
	d.L("Home Phone: "+d.P("phone", g.nanp("US", -1)), "Cell Phone: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, b, ""), "")
	d.L("SECTION 1b. CURRENT EMPLOYMENT", "")
	emp := g.company("us", "")
	d.L("Employer: "+emp.Name, "Position: "+g.pick("Senior Accountant", "Registered Nurse", "Project Manager", "Electrician", "Software Engineer", "Teacher"), "Start Date: "+d.K(g.dateIn(2012, 2021).num("us")), "Employer Phone: "+d.P("phone", g.nanp("US", -1)), "Gross Monthly Income: "+d.K(money("us", "$", g.rng(4200, 16000)*100)), "")
	if g.chance(0.7) {
		d.L("SECTION 1a. PERSONAL INFORMATION — CO-BORROWER", "")
		d.L("Name: "+cb.Full(), d.ssnF(g), "DOB: "+d.K(g.dateIn(1958, 1998).num("us")), "Cell: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, cb, ""), "")
	}
	d.L("SECTION 4. LOAN AND PROPERTY INFORMATION", "")
	d.L("Loan Amount: "+d.K(money("us", "$", g.rng(180, 950)*1000*100)), "Loan Purpose: "+g.pick("Purchase", "Refinance", "Cash-out refinance"), "Property Address: "+d.K(g.addrOne("us")), "Occupancy: Primary Residence", "")
	d.Fill()
	lo := g.person("us")
	d.L("Loan Originator: " + lo.Full() + "  NMLS ID: " + d.K(g.nz(6)))
	d.sig(g, lo, "Mortgage Loan Officer", lender.Name, lender.Domain, g.rng(1, 2))
}

func tPreapprovalLetter(g *G, d *Doc) {
	lender := g.company("us", g.pick("Mortgage", "Home Lending", "Bank"))
	b := g.person("us")
	a1, a2 := g.addrUS()
	dt := g.dateIn(2025, 2026)
	d.L(lender.Name, d.K(a1), d.K(a2), "", dt.long("us"), "")
	d.L("Sent via email to "+d.em(g, b, ""), "", "Re: Mortgage Pre-Approval — Loan #"+d.K(g.loanNo()), "", "Dear "+b.First+",", "")
	d.F("Congratulations! Based on the information you provided and a review of your credit report, you have been pre-approved for a %s loan of up to %s for the purchase of a primary residence. This pre-approval is valid until %s.\n\n", g.pick("30-year fixed conventional", "FHA 30-year fixed", "VA", "7/6 ARM"), d.K(money("us", "$", g.rng(250, 900)*1000*100)), d.K(g.dateIn(2026, 2026).long("us")))
	d.F("We verified your identity using the Social Security number %s and the documents listed below. Please do not send your full SSN by email; if we need it again, call us.\n\n", d.K("ending in "+g.digits(4)))
	d.L("Documents received:", "  1. Two most recent pay stubs", "  2. W-2 forms for "+d.K("tax years 2023 and 2024"), "  3. Bank statements ("+d.K("account ending "+g.digits(4))+")", "")
	d.Fill()
	proc := g.person("us")
	d.F("Your processor, %s, will coordinate the appraisal. You can reach %s directly at %s or by email at %s.\n", proc.Full(), g.pick("her", "him", "them"), d.P("phone", g.nanp("US", -1)), d.em(g, proc, lender.Domain))
	lo := g.person("us")
	d.sig(g, lo, "Senior Loan Officer | NMLS #"+d.K(g.nz(7)), lender.Name, lender.Domain, g.rng(1, 2))
}

func tBankStatement(g *G, d *Doc) {
	bank := g.company("us", g.pick("Bank", "Savings Bank", "Federal Credit Union"))
	c := g.person("us")
	a1, a2 := g.addrUS()
	from := g.dateIn(2025, 2025)
	d.L(strings.ToUpper(bank.Name), "Customer Service: "+d.P("phone", g.pick("1-800-", "1-888-", "1-877-", "(866) ")+g.exch()+"-"+g.digits(4)), "", c.Full(), a1, d.K(a2), "")
	d.F("Statement Period: %s – %s\nAccount Number: %s\nRouting Number: %s\n\n", from.num("us"), Date{from.Y, from.M, 28}.num("us"), d.K(g.acct()), d.K(g.aba()))
	d.L("ACCOUNT SUMMARY", "Beginning Balance      "+d.K(money("us", "$", g.rng(800, 14000)*100+g.n(100))), "Deposits/Credits       "+money("us", "$", g.rng(3000, 9000)*100), "Withdrawals/Debits     "+money("us", "$", g.rng(2000, 8000)*100), "")
	rows := [][]string{}
	for i := 0; i < g.rng(5, 8); i++ {
		desc := g.pick("POS PURCHASE SAFEWAY #", "ACH DEBIT GEICO AUTO ", "ONLINE TRANSFER REF ", "ATM WITHDRAWAL ", "ACH CREDIT PAYROLL ", "CHECK #", "ZELLE PAYMENT CONF ") + g.digits(g.rng(4, 6))
		rows = append(rows, []string{fmt.Sprintf("%02d/%02d", from.M, g.rng(1, 28)), desc, money("us", "$", g.rng(5, 2500)*100+g.n(100))})
	}
	d.W(textTable([]string{"Date", "Description", "Amount"}, rows), "\n")
	_, card := g.card(-1)
	d.L("DEBIT CARD SERVICES", "Card number on file: "+d.P("credit_card", card)+"  (exp. "+d.K(fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(26, 30)))+")", "Replacement card mailed "+d.K(from.long("us"))+".", "")
	d.Fill()
	d.F("Questions about an electronic transfer? Call %s or email %s. Paperless statements are sent to %s.\n", d.P("phone", g.nanp("US", -1)), d.P("email", g.roleEmail(bank.Domain, "support", "service", "disputes")), d.em(g, c, ""))
}

func tCardDispute(g *G, d *Doc) {
	c := g.person("us")
	a1, a2 := g.addrUS()
	bank := g.company("us", "Bank")
	brand, card := g.card(-1)
	d.L(c.Full(), a1, d.K(a2), "Phone: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, c, ""), "", g.dateIn(2025, 2026).long("us"), "", bank.Name, "Attn: Billing Disputes", "")
	d.F("RE: Dispute of unauthorized charges — %s account %s\n\n", brand, d.P("credit_card", card))
	d.L("To whom it may concern,", "")
	d.F("I am writing to dispute the following charges on my %s credit card statement dated %s. I did not authorize these transactions and was in possession of my card at all times.\n\n", brand, d.K(g.dateIn(2025, 2026).num("us")))
	rows := [][]string{}
	for i := 0; i < g.rng(2, 4); i++ {
		rows = append(rows, []string{g.dateIn(2025, 2025).num("us"), g.pick("AMZN MKTP US*", "UBER *TRIP ", "SQ *COFFEE ", "PAYPAL *", "APPLE.COM/BILL ") + g.str(upperDg, 6), d.K(money("us", "$", g.rng(9, 900)*100+g.n(100))), "Ref " + d.K(g.digits(23))})
	}
	d.W(mdTable([]string{"Date", "Merchant", "Amount", "Reference"}, rows), "\n")
	d.F("I contacted the merchant on %s at %s, but they told me to take it up with the bank.\n\n", d.K(g.dateIn(2025, 2026).num("us")), d.P("phone", g.nanp("US", -1)))
	d.Fill()
	d.L("Please credit my account and issue a new card. You can reach me at the number above or at work ("+d.P("phone", g.nanp("US", -1))+").", "", "Sincerely,", c.Full())
}

func tAutoClaim(g *G, d *Doc) {
	ins := g.company("us", "Insurance")
	p, o, w := g.person("us"), g.person("us"), g.person("us")
	d.L("FIRST NOTICE OF LOSS — AUTOMOBILE", ins.Name, "")
	d.L("Policy Number: "+d.K(g.policy()), "Claim Number: "+d.K(g.claim()), "Date of Loss: "+d.K(g.dateIn(2025, 2026).num("us"))+" approx. "+d.K(fmt.Sprintf("%d:%02d %s", g.rng(1, 12), g.n(60), g.pick("AM", "PM"))), "")
	d.L("INSURED", "Name: "+p.Full(), "Primary phone: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, p, ""), "Vehicle: "+fmt.Sprint(g.rng(2012, 2025))+" "+g.pick("Toyota Camry", "Honda CR-V", "Ford F-150", "Tesla Model 3", "Subaru Outback"), "VIN: "+d.K(g.vin()), "")
	d.L("OTHER PARTY", "Driver: "+o.Full(), "Phone: "+d.P("phone", g.nanp("US", -1)), "Carrier: "+g.company("us", "Insurance").Name+", policy "+d.K(g.policy()), "Plate: "+d.K(g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 3)+"-"+g.digits(4)), "")
	d.F("DESCRIPTION\nInsured states she was stopped at a red light at the intersection of %s and %s when the other vehicle struck the rear bumper. A witness, %s, stopped and gave a statement; witness can be reached on %s.\n\n", g.pickS(streetsUS), g.pickS(streetsUS), w.Full(), d.P("phone", g.nanp("US", -1)))
	d.Fill()
	adj := g.person("us")
	d.L("Assigned adjuster: " + adj.Full())
	d.sig(g, adj, "Claims Adjuster", ins.Name, ins.Domain, g.rng(1, 2))
}

func tDischargeUS(g *G, d *Doc) {
	h := g.pick("St. Mary's Regional Medical Center", "Mercy General Hospital", "Lakeside University Hospital", "Providence Valley Medical Center")
	p, ec := g.person("us"), g.person("us")
	adm := g.dateIn(2025, 2026)
	d.L(h, "DISCHARGE SUMMARY", "")
	d.L("Patient: "+p.Last+", "+p.First, d.K(g.mrn()), "DOB: "+d.K(g.dateIn(1940, 2000).num("us")), "Admitted: "+d.K(adm.num("us"))+"   Discharged: "+d.K(Date{adm.Y, adm.M, adm.D + g.rng(1, 6)}.num("us")), "Attending: Dr. "+g.person("us").Full()+", MD", "")
	d.L("Patient phone: "+d.P("phone", g.nanp("US", -1)), "Emergency contact: "+ec.Full()+" ("+g.pick("spouse", "daughter", "son", "sister", "partner")+") "+d.P("phone", g.nanp("US", -1)), "")
	if g.chance(0.5) {
		d.L("Insurance: "+g.pick("Aetna PPO", "BCBS", "Medicare Part A", "UnitedHealthcare"), "Subscriber "+d.ssnF(g), "")
	}
	d.L("PRINCIPAL DIAGNOSIS", g.pick("Community-acquired pneumonia (J18.9)", "NSTEMI (I21.4)", "Acute cholecystitis (K81.0)", "Cellulitis of left lower limb (L03.116)", "COPD exacerbation (J44.1)"), "")
	d.L("HOSPITAL COURSE", "Patient presented with "+g.pick("fever and productive cough", "chest pain radiating to the left arm", "right upper quadrant pain", "erythema and swelling")+". Labs on admission: WBC "+d.K(fmt.Sprintf("%d.%d", g.rng(9, 19), g.n(10)))+" K/uL, CRP "+fmt.Sprint(g.rng(20, 180))+" mg/L, creatinine "+fmt.Sprintf("%.2f", 0.6+g.r.Float64())+" mg/dL.", "")
	d.Fill()
	d.L("DISCHARGE MEDICATIONS", "- "+g.pick("Amoxicillin-clavulanate 875/125 mg PO BID x 5 days", "Atorvastatin 80 mg PO nightly", "Metoprolol succinate 25 mg PO daily"), "- "+g.pick("Acetaminophen 650 mg PO q6h PRN", "Aspirin 81 mg PO daily", "Albuterol HFA 2 puffs q4h PRN"), "")
	d.F("FOLLOW-UP\nPCP appointment within 7 days. Clinic phone %s, fax %s. Questions after discharge: nurse line %s.\n", d.P("phone", g.nanp("US", -1)), d.P("phone", g.nanp("US", -1)), d.P("phone", g.nanp("US", -1)))
}

func tTrialConsent(g *G, d *Doc) {
	pi, coord, part := g.person("us"), g.person("us"), g.person("us")
	univ := g.pick("University of "+g.pick("Michigan", "Colorado", "Washington", "Pittsburgh"), "Northwestern Memorial", "Vanderbilt University Medical Center")
	dom := g.pick("umich.edu", "cuanschutz.edu", "uw.edu", "pitt.edu", "nm.org", "vumc.org")
	d.L("CONSENT TO PARTICIPATE IN A RESEARCH STUDY", "", "Study title: A Phase "+g.pick("II", "III", "IIb")+" Randomized, Double-Blind Study of "+g.pick("Tirzepatide", "Semaglutide", "an Investigational JAK Inhibitor", "Low-Dose Colchicine")+" in Adults with "+g.pick("Type 2 Diabetes", "Rheumatoid Arthritis", "Chronic Heart Failure"), "Protocol: "+d.K(g.pick("ABC-", "XR-", "CT")+g.digits(3)+"-"+g.digits(3)), "ClinicalTrials.gov: "+d.K("NCT0"+g.digits(7)), "IRB Number: "+d.K("HUM"+g.digits(8)), "Principal Investigator: "+pi.Full()+", MD, "+univ, "")
	d.L("1. WHY IS THIS STUDY BEING DONE?", "This study tests whether the study drug lowers the risk of hospital admission compared with placebo. About "+fmt.Sprint(g.rng(120, 2400))+" people at "+fmt.Sprint(g.rng(8, 90))+" sites will take part.", "")
	d.L("2. WHAT WILL HAPPEN IF I TAKE PART?", "You will attend "+fmt.Sprint(g.rng(6, 14))+" visits over "+fmt.Sprint(g.rng(24, 104))+" weeks. Each visit includes vital signs, a blood draw of about 20 mL and questionnaires.", "")
	d.Fill()
	d.L("3. WHO CAN I TALK TO?")
	d.F("If you have questions, concerns or complaints, or think the research has hurt you, contact the study team: %s, Study Coordinator, at %s or %s. After hours, call the investigator's pager at %s.\nFor questions about your rights as a research participant, contact the IRB office at %s.\n\n", coord.Full(), d.P("phone", g.nanp("US", -1)), d.em(g, coord, dom), d.P("phone", g.nanp("US", -1)), d.P("phone", g.nanp("US", -1)))
	d.L("SIGNATURE PAGE", "Participant name (print): "+part.Full(), "Participant phone: "+d.P("phone", g.nanp("US", -1)), "Participant email (for visit reminders): "+d.em(g, part, ""), "Signature: ______________________   Date: "+d.K(g.dateIn(2025, 2026).num("us")))
}

func tPoliceReport(g *G, d *Doc) {
	comp, susp, wit := g.person("us"), g.person("us"), g.person("us")
	city := cityUS[g.n(len(cityUS))]
	d.L(strings.ToUpper(city[0])+" POLICE DEPARTMENT", "INCIDENT REPORT", "", "Case No.: "+d.K(g.caseNo()), "Report Date: "+d.K(g.dateIn(2025, 2026).num("us")), "Offense: "+g.pick("Burglary — Residential", "Theft from Motor Vehicle", "Identity Theft", "Criminal Mischief", "Hit and Run — Property Damage"), "Reporting Officer: Ofc. "+g.person("us").Last+" #"+d.K(g.digits(4)), "")
	a1, a2 := g.addrUS()
	d.L("REPORTING PARTY / VICTIM", "Name: "+comp.Last+", "+comp.First, "DOB: "+d.K(g.dateIn(1950, 2002).num("us")), "Address: "+a1+", "+d.K(a2), "Phone: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, comp, ""), "")
	d.L("SUSPECT", "Name: "+susp.Last+", "+susp.First+"   Sex: "+g.pick("M", "F")+"   Height: "+fmt.Sprintf("%d'%d\"", g.rng(5, 6), g.n(12)), d.ssnF(g), "DL#: "+d.K(g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 1)+g.digits(7))+" ("+city[1]+")", "Vehicle: "+g.pick("gray Nissan Altima", "white Ford Transit van", "black Chevy Silverado")+", plate "+d.K(g.digits(1)+g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 3)+g.digits(3)), "")
	d.L("NARRATIVE")
	d.F("On the above date I responded to a call at %s. The victim stated that between %s and %s someone entered the property and removed a laptop, a jewelry box and approximately %s in cash. Neighbor %s said she saw a man matching the suspect's description and can be contacted at %s. The victim later reported that a credit card taken in the burglary, number %s, had been used at a gas station.\n\n", a1, d.K("0730 hrs"), d.K("1815 hrs"), d.K(money("us", "$", g.rng(100, 2000)*100)), wit.Full(), d.P("phone", g.nanp("US", -1)), d.P("credit_card", func() string { _, c := g.card(-1); return c }()))
	d.Fill()
	d.L("Property tag numbers: "+d.K("PT-"+g.digits(6))+", "+d.K("PT-"+g.digits(6)), "Case status: Open — referred to Investigations.")
}

func tCourtFiling(g *G, d *Doc) {
	att, opp := g.person("us"), g.person("us")
	firm := g.company("us", g.pick("Law Group", "LLP", "Legal"))
	a1, a2 := g.addrUS()
	d.L(att.Full()+" (SBN "+d.K(g.nz(6))+")", firm.Name, a1, d.K(a2), "Telephone: "+d.P("phone", g.nanp("US", g.pick2(0, 5))), "Facsimile: "+d.P("phone", g.nanp("US", g.pick2(0, 5))), "Email: "+d.em(g, att, firm.Domain), "", "Attorneys for Plaintiff", "")
	d.L("UNITED STATES DISTRICT COURT", g.pick("NORTHERN", "CENTRAL", "SOUTHERN", "EASTERN")+" DISTRICT OF "+g.pick("CALIFORNIA", "TEXAS", "NEW YORK", "ILLINOIS"), "")
	pl, df := g.person("us"), g.company("us", "")
	d.L(strings.ToUpper(pl.Full())+", an individual,", "        Plaintiff,", "    v.", strings.ToUpper(df.Name)+",", "        Defendant.", "", "Case No. "+d.K(fmt.Sprintf("%d:%02d-cv-%05d", g.rng(1, 5), g.rng(23, 26), g.n(99999))), "", "DECLARATION OF "+strings.ToUpper(pl.Full())+" IN SUPPORT OF MOTION FOR SUMMARY JUDGMENT", "")
	d.F("I, %s, declare as follows:\n\n1. I am the plaintiff in this action. I have personal knowledge of the facts stated herein.\n\n2. On %s, Defendant reported to the credit bureaus that I owed %s on an account I never opened. The account was opened using my name and my Social Security number (%s).\n\n3. I disputed the debt by letter and by calling Defendant's collections line at %s on at least four occasions.\n\n", pl.Full(), d.K(g.dateIn(2023, 2025).long("us")), d.K(money("us", "$", g.rng(900, 30000)*100)), d.K("last four digits "+g.digits(4)), d.P("phone", g.nanp("US", -1)))
	d.Fill()
	d.F("4. A true and correct copy of my dispute letter, sent from %s on the date shown, is attached as Exhibit %s.\n\nI declare under penalty of perjury under the laws of the United States that the foregoing is true and correct.\n\nExecuted on %s.\n\n", d.em(g, pl, ""), d.K("Exhibit "+g.pick("A", "B", "C", "D")), d.K(g.dateIn(2025, 2026).long("us")))
	d.L("SERVICE LIST", opp.Full()+", counsel for Defendant — "+d.em(g, opp, g.company("us", "LLP").Domain))
}

func tOfferLetter(g *G, d *Doc) {
	co := g.company("us", "")
	c, rec := g.person("us"), g.person("us")
	a1, a2 := g.addrUS()
	d.L(co.Name, "", g.dateIn(2025, 2026).long("us"), "", c.Full(), a1, d.K(a2), "Via email: "+d.em(g, c, ""), "", "Dear "+c.First+",", "")
	d.F("We are delighted to offer you the position of %s at %s, reporting to %s. Your anticipated start date is %s.\n\n", g.pick("Senior Data Analyst", "Staff Accountant", "Account Executive", "Clinical Operations Manager", "HR Business Partner"), co.Name, g.person("us").Full(), d.K(g.dateIn(2026, 2026).long("us")))
	d.L("COMPENSATION", "- Base salary: "+d.K(money("us", "$", g.rng(62, 210)*1000*100))+" per year, paid bi-weekly", "- Sign-on bonus: "+d.K(money("us", "$", g.rng(2, 20)*1000*100)), "- Requisition: "+d.K("REQ-"+g.digits(5)), "")
	d.L("PRE-EMPLOYMENT", "This offer is contingent on a background check. For payroll and the background check we have on file the following details you gave on your application; please tell us if any are wrong:", "  Mobile: "+d.P("phone", g.nanp("US", -1)), "  "+d.ssnF(g), "  Date of birth: "+d.K(g.dateIn(1970, 2002).num("us")), "")
	d.Fill()
	d.F("Please sign and return this letter by %s. If you have any questions, contact me at %s or %s.\n", d.K(g.dateIn(2026, 2026).long("us")), d.P("phone", g.nanp("US", -1)), d.em(g, rec, co.Domain))
	d.L("", "Sincerely,", "", rec.Full(), "Talent Acquisition")
}

func tLeaseApplication(g *G, d *Doc) {
	a, prev, ec := g.person("us"), g.person("us"), g.person("us")
	a1, a2 := g.addrUS()
	mgmt := g.company("us", g.pick("Property Management", "Realty", "Residential"))
	d.L(mgmt.Name+" — RENTAL APPLICATION", "Unit applied for: "+d.K(g.addrOne("us"))+"   Desired move-in: "+d.K(g.dateIn(2026, 2026).num("us")), "Monthly rent: "+d.K(money("us", "$", g.rng(1100, 4200)*100)), "")
	rows := [][]string{
		{"Full legal name", a.Full()},
		{"Social Security #", d.P("ssn", g.ssn(g.pick2(0, 0)))},
		{"Date of birth", d.K(g.dateIn(1960, 2004).num("us"))},
		{"Cell phone", d.P("phone", g.nanp("US", -1))},
		{"Email", d.em(g, a, "")},
		{"Current address", a1 + ", " + d.K(a2)},
		{"Driver license", d.K(g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 1) + g.digits(8))},
	}
	d.W(mdTable([]string{"Applicant", ""}, rows), "\n")
	d.L("RENTAL HISTORY", "Current landlord: "+prev.Full()+"  Phone: "+d.P("phone", g.nanp("US", -1)), "Reason for leaving: "+g.pick("relocating for work", "need more space", "buying a home later this year"), "")
	emp := g.company("us", "")
	d.L("EMPLOYMENT", "Employer: "+emp.Name+", HR verification line "+d.P("phone", g.nanp("US", -1)), "Monthly income: "+d.K(money("us", "$", g.rng(3000, 15000)*100)), "")
	d.L("EMERGENCY CONTACT", ec.Full()+" — "+d.P("phone", g.nanp("US", -1)), "")
	d.Fill()
	d.L("I authorize "+mgmt.Name+" to obtain a consumer credit report. Application fee "+d.K("$55.00")+" is non-refundable.", "Signature: ____________________  Date: "+d.K(g.dateIn(2026, 2026).num("us")))
}

func tInvoiceCardAuth(g *G, d *Doc) {
	v := g.company("us", "")
	cust, cont := g.company("us", ""), g.person("us")
	a1, a2 := g.addrUS()
	inv := "INV-" + fmt.Sprint(g.rng(2025, 2026)) + "-" + g.digits(5)
	d.L(v.Name, a1, d.K(a2), "Phone "+d.P("phone", g.nanp("US", -1))+" · "+d.P("email", g.roleEmail(v.Domain, "billing", "accounts", "ar")), "", "INVOICE "+d.K(inv), "Date: "+d.K(g.dateIn(2025, 2026).num("us"))+"   Terms: Net 30   PO: "+d.K("PO"+g.digits(7)), "", "Bill to: "+cust.Name+", Attn: "+cont.Full()+" <"+d.em(g, cont, cust.Domain)+">", "")
	rows := [][]string{}
	tot := 0
	for i := 0; i < g.rng(3, 6); i++ {
		q, pr := g.rng(1, 40), g.rng(20, 900)
		tot += q * pr
		rows = append(rows, []string{d.K(g.pick("SKU-", "P/N ", "ITEM-") + g.digits(6)), g.pick("Consulting hours", "Laptop dock", "Annual license", "Toner cartridge", "Installation labor", "Cable kit"), fmt.Sprint(q), money("us", "$", pr*100)})
	}
	d.W(textTable([]string{"Item", "Description", "Qty", "Unit"}, rows), "\n")
	d.L("Total due: "+d.K(money("us", "$", tot*100)), "")
	d.Fill()
	brand, card := g.card(-1)
	d.L("CREDIT CARD AUTHORIZATION", "I authorize "+v.Name+" to charge the card below for invoice "+inv+".", "Cardholder: "+cont.Full(), "Card type: "+brand, "Card number: "+d.P("credit_card", card), "Expiration: "+d.K(fmt.Sprintf("%02d/%d", g.rng(1, 12), g.rng(2026, 2030))), "Billing ZIP: "+d.K(a2[len(a2)-5:]), "Phone: "+d.P("phone", g.nanp("US", -1)))
}

func tPurchaseOrder(g *G, d *Doc) {
	buyer, sup := g.company("us", ""), g.company("us", g.pick("Supply", "Industrial", "Distributors"))
	bp, sp := g.person("us"), g.person("us")
	po := "PO-" + g.digits(6)
	d.L("PURCHASE ORDER", "", "PO Number: "+d.K(po), "Order Date: "+d.K(g.dateIn(2025, 2026).num("us")), "Ship Via: "+g.pick("UPS Ground", "FedEx Freight", "Customer pickup"), "", "BUYER", buyer.Name, bp.Full()+", Procurement", "Tel: "+d.P("phone", g.nanp("US", -1)), "E-mail: "+d.em(g, bp, buyer.Domain), "", "SUPPLIER", sup.Name, sp.Full()+", Inside Sales", "Tel: "+d.P("phone", g.nanp("US", -1)), "E-mail: "+d.em(g, sp, sup.Domain), "")
	rows := [][]string{}
	for i := 0; i < g.rng(4, 7); i++ {
		rows = append(rows, []string{fmt.Sprint(i + 1), d.K(g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + "-" + g.digits(5)), g.pick("Hex bolt M10x40 (box 100)", "Safety gloves, nitrile, L", "Pallet wrap 18in", "Hydraulic hose 1/2in", "LED panel 2x4"), fmt.Sprint(g.rng(1, 500)), money("us", "$", g.rng(2, 400)*100+g.n(100))})
	}
	d.W(mdTable([]string{"Line", "Part No.", "Description", "Qty", "Unit Price"}, rows), "\n")
	d.Fill()
	ap := g.person("us")
	d.F("Send invoices to %s quoting %s. Receiving dock hours 7:00–15:30; call the dock supervisor %s on %s before delivery.\n", d.P("email", g.roleEmail(buyer.Domain, "ap", "invoices", "payables")), po, ap.First, d.P("phone", g.nanp("US", -1)))
}

func tKYCFile(g *G, d *Doc) {
	c := g.person("us")
	a1, a2 := g.addrUS()
	bank := g.company("us", "Bank")
	d.L("CUSTOMER IDENTIFICATION PROGRAM (CIP) — ONBOARDING FILE", bank.Name+" · Retail Onboarding", "Case: "+d.K("KYC-"+g.digits(7))+"   Opened: "+d.K(g.dateIn(2025, 2026).num("iso")), "")
	d.L("## Customer", "- Legal name: "+c.Full(), "- Date of birth: "+d.K(g.dateIn(1950, 2003).num("us")), "- "+d.ssnF(g), "- Residential address: "+a1+", "+d.K(a2), "- Mobile: "+d.P("phone", g.nanp("US", -1)), "- Email: "+d.em(g, c, ""), "- Occupation: "+g.pick("Dentist", "Restaurant owner", "Software developer", "Retired", "Real estate agent"), "")
	d.L("## Documentary verification", "- Driver's license "+d.K(g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 1)+g.digits(7))+", exp. "+d.K(g.dateIn(2027, 2031).num("us")), "- Passport "+d.K(g.nz(9))+" (USA)", "- Utility bill dated "+d.K(g.dateIn(2025, 2026).num("us")), "")
	if g.chance(0.7) {
		rows := [][]string{}
		for i := 0; i < g.rng(1, 3); i++ {
			bo := g.person("us")
			rows = append(rows, []string{bo.Full(), fmt.Sprint(g.rng(10, 60)) + "%", d.P("ssn", g.ssn(g.ssnStyle())), d.P("phone", g.nanp("US", -1))})
		}
		d.L("## Beneficial owners (business account)")
		d.W(mdTable([]string{"Name", "Ownership", "SSN", "Phone"}, rows), "\n")
	}
	d.Fill()
	d.L("## Screening", "OFAC: no match ("+d.K(g.dateIn(2025, 2026).num("iso"))+"). PEP: negative. Risk rating: "+g.pick("Low", "Medium"), "Analyst: "+g.person("us").Full())
}

func tSupportThreadEN(g *G, d *Doc) {
	c, ag := g.person("us"), g.person("us")
	shop := g.company("us", g.pick("Outfitters", "Home", "Electronics", "Goods"))
	ord := "#" + g.digits(g.rng(6, 9))
	cmail := d.em(g, c, "")
	amail := d.P("email", g.roleEmail(shop.Domain, "support", "help", "care"))
	d1, d2 := g.dateIn(2025, 2026), g.dateIn(2025, 2026)
	d.L("From: "+shop.Name+" Support <"+amail+">", "To: "+c.Full()+" <"+cmail+">", "Subject: Re: Re: Order "+d.K(ord)+" arrived damaged", "Date: "+d.K(d2.long("us")), "")
	d.F("Hi %s,\n\nThanks for the photos. I've issued a replacement under RMA %s; a prepaid label will arrive separately. If the courier needs to reach you they'll use the number on the order, %s — let me know if that has changed.\n\n", c.First, d.K("RMA-"+g.digits(6)), d.P("phone", g.nanp("US", -1)))
	d.Fill()
	d.L(ag.First, shop.Name+" Customer Care", "")
	alt := ""
	if g.chance(0.35) {
		f, l := slug(c.First), slug(c.Last)
		dom := g.pick("gmail", "yahoo", "hotmail", "outlook", "icloud")
		v := g.uniq(func() string { return f + g.pick(".", "_", "") + l + g.digits(2) + " at " + dom + " dot com" })
		alt = " If email is easier, my personal one is " + d.P("email", v) + "."
	}
	prev := fmt.Sprintf("Hello,\n\nMy order %s arrived with the box crushed and the lamp base cracked. I've attached three photos. I'm home after 5pm most days, or you can call my cell %s.%s\n\nThanks,\n%s\n", ord, d.P("phone", g.nanp("US", -1)), alt, c.Full())
	d.L("On " + d1.long("us") + ", " + c.Full() + " <" + cmail + "> wrote:")
	d.W(quote(prev))
	if g.chance(0.6) {
		m := g.person("us")
		d.L(">", "> ---------- Forwarded message ---------", "> From: "+m.Full()+" <"+d.em(g, m, "")+">", "> Subject: the lamp", "> I ordered it for you to your address. Tracking "+d.K(g.upsTracking()))
	}
}

func tCardLeakThread(g *G, d *Doc) {
	c, ag := g.person("us"), g.person("us")
	co := g.company("us", g.pick("Fitness", "Streaming", "Software", "Magazine"))
	cmail := d.em(g, c, "")
	brand, card := g.card(g.pick2(0, 2))
	d.L("Subject: Update payment method — account "+d.K("ACC-"+g.digits(7)), "From: "+cmail, "To: "+d.P("email", g.roleEmail(co.Domain, "billing", "support", "members")), "", "Hi,", "")
	d.F("my card expired and the renewal failed. The new card is a %s, number %s, exp %s, CVV %s. Billing address is the same. Please charge the %s for the annual plan and send the receipt to this address.\n\nAlso my phone changed, new one is %s.\n\n%s\n\n", brand, d.P("credit_card", card), d.K(fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(27, 31))), g.digits(3), d.K(money("us", "$", g.rng(49, 299)*100+99)), d.P("phone", g.nanp("US", -1)), c.First)
	d.L("---", "", "Hi "+c.First+",", "")
	d.L("Thank you for reaching out. For your security, please never send full card numbers by email — I have deleted the card details from our ticket system and could not use them. Please update the card yourself under Account > Billing, or call our billing team at "+d.P("phone", g.nanp("US", -1))+" and they'll take it over the phone.", "")
	d.L("Your subscription stays active in a grace period until "+d.K(g.dateIn(2026, 2026).long("us"))+", so there's no interruption.", "")
	d.Fill()
	d.sig(g, ag, "Member Services", co.Name, co.Domain, 0)
	_, card2 := g.card(0)
	if g.chance(0.5) {
		d.L("", "> On the previous ticket you also mentioned an old card "+d.P("credit_card", card2)+" — that one is removed too.")
	}
}

func tMeetingMinutes(g *G, d *Doc) {
	co := g.company("us", "")
	dt := g.dateIn(2025, 2026)
	d.L("# "+g.pick("Project Steering Committee", "Weekly Ops Sync", "Credit Committee", "Claims Review Board", "Vendor Onboarding Working Group")+" — Minutes", "", "**Date:** "+d.K(dt.long("us"))+"  ", "**Location:** "+g.pick("Conf. Room 4B / Teams", "Zoom", "HQ Boardroom"), "")
	d.L("## Attendees", "")
	rows := [][]string{}
	for i := 0; i < g.rng(3, 5); i++ {
		p := g.person("us")
		row := []string{p.Full(), g.pick("Chair", "Finance", "IT", "Risk", "Ops", "Legal", "Vendor"), d.em(g, p, co.Domain)}
		if i < 2 {
			row = append(row, d.P("phone", g.nanp("US", -1)))
		} else {
			row = append(row, "—")
		}
		rows = append(rows, row)
	}
	d.W(mdTable([]string{"Name", "Role", "Email", "Mobile"}, rows), "\n")
	d.L("## Discussion", "", "1. Budget: Q"+fmt.Sprint(g.rng(1, 4))+" spend at "+d.K(money("us", "$", g.rng(100, 900)*1000*100))+" against plan of "+d.K(money("us", "$", g.rng(100, 900)*1000*100))+". Variance explained by the "+d.K("v"+g.version())+" rollout.", "2. Ticket "+d.K("JIRA-"+g.digits(4))+" (vendor SSO) remains blocked.", "")
	d.Fill()
	v := g.person("us")
	d.L("## Action items", "")
	d.F("- [ ] %s to send the revised SOW to the vendor contact (%s) by %s.\n- [ ] Call %s on %s to confirm the go-live window.\n- [x] Bridge moved to %s, conference ID %s.\n", rows[0][0], d.em(g, v, g.company("us", "").Domain), d.K(Date{dt.Y, dt.M, dt.D + 1}.num("us")), v.First, d.P("phone", g.nanp("US", -1)), "Teams", d.K(g.digits(3)+" "+g.digits(3)+" "+g.digits(3)+"#"))
}

func tHRInvestigation(g *G, d *Doc) {
	comp, resp, w1, w2, inv := g.person("us"), g.person("us"), g.person("us"), g.person("us"), g.person("us")
	co := g.company("us", "")
	d.L("CONFIDENTIAL — HR INVESTIGATION NOTES", "Matter: "+d.K("ER-"+fmt.Sprint(g.rng(2025, 2026))+"-"+g.digits(3)), "Investigator: "+inv.Full(), "Opened: "+d.K(g.dateIn(2025, 2026).num("us")), "")
	d.L("PARTIES", "Complainant: "+comp.Full()+" (Emp ID "+d.K("E"+g.digits(6))+"), personal cell "+d.P("phone", g.nanp("US", -1)), "Respondent: "+resp.Full()+" (Emp ID "+d.K("E"+g.digits(6))+"), "+d.em(g, resp, co.Domain), "")
	d.F("INTERVIEW 1 — %s\nComplainant states that on several occasions the respondent sent messages to her personal email (%s) after hours, including on %s, and that she asked him to stop. She provided screenshots.\n\n", comp.Full(), d.em(g, comp, ""), d.K(g.dateIn(2025, 2026).long("us")))
	d.F("WITNESSES\n- %s (Warehouse Lead) — interviewed by phone at %s; corroborates the incident at the loading dock.\n- %s — declined interview; reachable at %s.\n\n", w1.Full(), d.P("phone", g.nanp("US", -1)), w2.Full(), d.em(g, w2, co.Domain))
	d.Fill()
	d.L("NEXT STEPS", "Interview respondent; request badge logs for "+d.K("Building 7")+"; preserve mailbox per legal hold "+d.K("LH-"+g.digits(4))+".")
}

func tItinerary(g *G, d *Doc) {
	t, ec := g.person("us"), g.person("us")
	ag := g.company("us", g.pick("Travel", "Journeys", "Travel Management"))
	pnr := g.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
	dep := g.dateIn(2026, 2026)
	d.L(ag.Name+" — TRIP CONFIRMATION", "", "Traveler: "+strings.ToUpper(t.Last+"/"+t.First)+" "+g.pick("MR", "MS", "MRS", "DR"), "Booking reference (PNR): "+d.K(pnr), "E-ticket: "+d.K(g.pick("001", "006", "016", "125", "074")+"-"+g.digits(10)), "Frequent flyer: "+d.K(g.str("ABCDEFGHJK", 2)+g.digits(9)), "")
	fl := [][]string{}
	for i := 0; i < g.rng(2, 4); i++ {
		fl = append(fl, []string{d.K(g.pick("UA", "AA", "DL", "BA", "LH", "AF") + " " + fmt.Sprint(g.rng(10, 2999))), Date{dep.Y, dep.M, dep.D + i}.num("iso"), g.pick("SFO", "JFK", "ORD", "LHR", "FRA", "CDG", "BOS") + "–" + g.pick("DEN", "LAX", "ATL", "MUC", "AMS", "MAD"), fmt.Sprintf("%02d:%02d", g.rng(6, 22), g.n(12)*5), g.pick("Economy", "Premium", "Business")})
	}
	d.W(textTable([]string{"Flight", "Date", "Route", "Dep", "Cabin"}, fl), "\n")
	d.L("HOTEL", g.pick("Hilton Garden Inn", "Marriott Courtyard", "Hyatt Place")+" — confirmation "+d.K(g.digits(9)), "")
	d.L("TRAVELER CONTACT (for schedule changes)", "Mobile: "+d.P("phone", g.phone(g.pick("US", "UK"), true)), "Email: "+d.em(g, t, ""), "Emergency contact: "+ec.Full()+", "+d.P("phone", g.nanp("US", -1)), "")
	if g.chance(0.6) {
		brand, card := g.card(-1)
		if g.chance(0.5) {
			d.L("PAYMENT", "Charged to "+brand+" "+d.P("credit_card", card)+", amount "+d.K(money("us", "$", g.rng(300, 4000)*100+g.n(100))), "")
		} else {
			_, raw := g.card(2)
			code := map[byte]string{'4': "VI", '5': "CA", '3': "AX", '6': "DS", '2': "CA"}[raw[0]]
			d.L("PNR REMARKS", "  FP CC"+code+d.P("credit_card", raw)+"/"+d.K(fmt.Sprintf("%02d%02d", g.rng(1, 12), g.rng(26, 30))), "  RM TKT ISSUED "+d.K(g.str("ABCDEFGHJK", 2)+g.digits(4)), "")
		}
	}
	d.Fill()
	d.L("Agency 24/7 desk: " + d.P("phone", g.nanp("US", -1)) + " · " + d.P("email", g.roleEmail(ag.Domain, "trips", "concierge", "travel")))
}

func tWillEstate(g *G, d *Doc) {
	dec, ex, att := g.person("us"), g.person("us"), g.person("us")
	firm := g.company("us", g.pick("Estate Law", "Trust & Estates", "LLP"))
	d.L("IN THE PROBATE COURT OF "+strings.ToUpper(g.pick("Travis", "Cook", "King", "Maricopa", "Fulton"))+" COUNTY", "", "In the Estate of "+strings.ToUpper(dec.Full())+", Deceased", "Cause No. "+d.K("PR-"+fmt.Sprint(g.rng(24, 26))+"-"+g.digits(5)), "", "INVENTORY, APPRAISEMENT AND LIST OF CLAIMS", "")
	d.L("Decedent: "+dec.Full(), "Date of death: "+d.K(g.dateIn(2024, 2025).long("us")), "Social Security No.: "+d.P("ssn", g.ssn(g.ssnStyle())), "Last address: "+d.K(g.addrOne("us")), "")
	rows := [][]string{
		{"Real property, " + g.pickS(streetsUS) + " (Parcel " + d.K(g.digits(2)+"-"+g.digits(4)+"-"+g.digits(4)) + ")", d.K(money("us", "$", g.rng(150, 900)*1000*100))},
		{"Checking account, " + g.company("us", "Bank").Name + " (acct " + d.K("…"+g.digits(4)) + ")", money("us", "$", g.rng(1000, 40000)*100)},
		{"Brokerage account " + d.K(g.str("ABCDEFGHJK", 3)+"-"+g.digits(6)), money("us", "$", g.rng(5000, 300000)*100)},
		{"Vehicle, VIN " + d.K(g.vin()), money("us", "$", g.rng(4000, 30000)*100)},
	}
	d.W(textTable([]string{"Asset", "Value"}, rows), "\n")
	d.Fill()
	d.L("Independent Executor: "+ex.Full()+", phone "+d.P("phone", g.nanp("US", -1))+", email "+d.em(g, ex, ""), "")
	if g.chance(0.5) {
		d.L("Surviving spouse SSN (for the final joint return): " + d.P("ssn", g.ssn(g.ssnStyle())))
	}
	d.L("", "Respectfully submitted,", att.Full(), firm.Name, "Tel. "+d.P("phone", g.nanp("US", -1)), d.em(g, att, firm.Domain))
}

func tPowerOfAttorney(g *G, d *Doc) {
	pr, ag, alt := g.person("us"), g.person("us"), g.person("us")
	a1, a2 := g.addrUS()
	d.L("DURABLE POWER OF ATTORNEY", "", "NOTICE: THE POWERS GRANTED BY THIS DOCUMENT ARE BROAD AND SWEEPING.", "")
	d.F("I, %s, residing at %s, %s, SSN %s, appoint %s, whose telephone number is %s and e-mail address is %s, as my agent (attorney-in-fact) to act for me in any lawful way with respect to the following initialed subjects:\n\n", pr.Full(), a1, d.K(a2), d.P("ssn", g.ssn(0)), ag.Full(), d.P("phone", g.nanp("US", -1)), d.em(g, ag, ""))
	for i, s := range []string{"Real property transactions", "Banking and other financial institution transactions", "Tax matters (including IRS Form 2848)", "Digital assets and electronic communications"} {
		d.F("(%c) ____ %s\n", 'A'+i, s)
	}
	d.W("\n")
	d.F("If my agent dies, becomes incapacitated or resigns, I name %s (%s) as successor agent.\n\n", alt.Full(), d.P("phone", g.nanp("US", -1)))
	d.Fill()
	d.L("Signed on "+d.K(g.dateIn(2025, 2026).long("us"))+".", "", "ACKNOWLEDGMENT", "State of "+g.pick("Texas", "Ohio", "Georgia", "Arizona")+", County of "+g.pick("Dallas", "Franklin", "Fulton", "Pima"), "Notary Public, commission no. "+d.K(g.digits(8))+", expires "+d.K(g.dateIn(2027, 2029).num("us")))
}

func tDirectDeposit(g *G, d *Doc) {
	e := g.person("us")
	co := g.company("us", "")
	d.L(co.Name+" — Payroll", "DIRECT DEPOSIT AUTHORIZATION / CHANGE FORM", "")
	rows := [][]string{{"Employee name", e.Full()}, {"Employee ID", d.K(g.digits(6))}, {"SSN", d.P("ssn", g.ssn(g.ssnStyle()))}, {"Phone", d.P("phone", g.nanp("US", -1))}, {"Personal email", d.em(g, e, "")}}
	d.W(textTable([]string{"Field", "Value"}, rows), "\n")
	d.L("Account 1 (net pay)", "  Bank name: "+g.company("us", "Bank").Name, "  Routing number: "+d.K(g.aba()), "  Account number: "+d.K(g.acct()), "  Type: "+g.pick("Checking", "Savings"), "")
	if g.chance(0.5) {
		d.L("Account 2", "  Routing: "+d.K(g.aba())+"  Account: "+d.K(g.acct())+"  Amount: "+d.K(money("us", "$", g.rng(50, 600)*100))+" per pay period", "")
	}
	d.Fill()
	hr := g.person("us")
	d.F("Return the completed form to %s (%s). Changes received after the %s cut-off take effect the following pay period.\n", hr.Full(), d.em(g, hr, co.Domain), d.K("15th"))
}

func tW9Request(g *G, d *Doc) {
	v, ap := g.person("us"), g.person("us")
	co := g.company("us", "")
	d.L("Subject: W-9 needed before we can release payment", "From: "+ap.Full()+" <"+d.em(g, ap, co.Domain)+">", "To: "+d.em(g, v, ""), "", "Hi "+v.First+",", "")
	d.F("Our records show invoice %s for %s is approved, but we can't pay it until we have a current Form W-9. You sent the details by phone last week; I've typed them below so you can confirm before I enter them in the vendor master:\n\n", d.K("#"+g.digits(5)), d.K(money("us", "$", g.rng(400, 9000)*100)))
	var tin string
	if g.chance(0.3) {
		tin = d.P("ssn", g.itin())
	} else {
		tin = d.P("ssn", g.ssn(0))
	}
	d.L("  Name (as shown on your income tax return): "+v.Full(), "  Business name: "+v.Last+" "+g.pick("Consulting", "Design", "Landscaping", "Translation Services"), "  Federal tax classification: Individual/sole proprietor", "  Taxpayer identification number: "+tin, "  Address: "+d.K(g.addrOne("us")), "")
	d.F("If you have an EIN for the business (format %s), use that instead of your SSN. Our company's EIN for your records is %s.\n\n", d.K("XX-XXXXXXX"), d.K(g.ein()))
	d.Fill()
	d.L("Thanks,", ap.Full(), "Accounts Payable | "+co.Name, "Direct: "+d.P("phone", g.nanp("US", -1)))
}

func tTaxIntake(g *G, d *Doc) {
	tp, sp := g.person("us"), g.person("us")
	sp.Last = tp.Last
	firm := g.company("us", g.pick("Tax Services", "CPA Group", "Accounting"))
	d.L(firm.Name+" — 2025 Individual Tax Organizer", "", "## Taxpayer", "Name: "+tp.Full(), d.ssnF(g), "DOB: "+d.K(g.dateIn(1955, 1995).num("us")), "Occupation: "+g.pick("Nurse", "Engineer", "Teacher", "Sales"), "Daytime phone: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, tp, ""), "")
	d.L("## Spouse", "Name: "+sp.Full(), "SSN: "+d.P("ssn", g.ssn(g.pick2(0, 1))), "Cell: "+d.P("phone", g.nanp("US", -1)), "")
	rows := [][]string{}
	for i := 0; i < g.rng(1, 3); i++ {
		c := g.person("us")
		var id string
		if i == 1 && g.chance(0.5) {
			id = d.P("ssn", g.itin())
		} else {
			id = d.P("ssn", g.ssn(g.ssnStyle()))
		}
		rows = append(rows, []string{c.First + " " + tp.Last, d.K(g.dateIn(2008, 2022).num("us")), g.pick("Son", "Daughter"), id, fmt.Sprint(g.rng(6, 12))})
	}
	d.L("## Dependents")
	d.W(mdTable([]string{"Name", "DOB", "Relationship", "SSN/ITIN", "Months in home"}, rows), "\n")
	d.L("## Refund", "Direct deposit to routing "+d.K(g.aba())+", account "+d.K(g.acct())+".", "Estimated payments made: "+d.K(money("us", "$", g.rng(0, 12)*1000*100)), "")
	d.Fill()
	d.L("Prepared by " + g.person("us").Full() + ", EA — PTIN " + d.K("P"+g.digits(8)))
}

func tCreditBureauDispute(g *G, d *Doc) {
	c := g.person("us")
	a1, a2 := g.addrUS()
	bureau := g.pick("Equifax Information Services LLC, P.O. Box 740256, Atlanta, GA 30374", "Experian, P.O. Box 4500, Allen, TX 75013", "TransUnion LLC, Consumer Dispute Center, P.O. Box 2000, Chester, PA 19016")
	d.L(c.Full(), a1, d.K(a2), "", d.K(g.dateIn(2025, 2026).long("us")), "", d.K(bureau), "", "Re: Request to investigate inaccurate information", "")
	d.F("My name is %s, date of birth %s, Social Security number %s. My current address is shown above; my previous address was %s.\n\n", c.Full(), d.K(g.dateIn(1960, 2000).num("us")), d.P("ssn", g.ssn(0)), d.K(g.addrOne("us")))
	d.L("The following accounts on my report are not mine or are reported incorrectly:", "")
	for i := 0; i < g.rng(2, 3); i++ {
		_, card := g.card(-1)
		d.F("%d. %s — account %s — reported %s past due. I never opened this account.\n", i+1, g.pick("Capital One", "Synchrony Bank", "Discover Bank", "Citibank N.A."), d.P("credit_card", card), d.K(money("us", "$", g.rng(200, 9000)*100)))
	}
	d.W("\n")
	d.Fill()
	d.F("Enclosed are copies of my driver's license and FTC identity theft report %s. Please send the results to me by mail; you may also contact me at %s or %s.\n\nSincerely,\n%s\n", d.K(g.digits(9)), d.P("phone", g.nanp("US", -1)), d.em(g, c, ""), c.Full())
}

func tAutoLoanContract(g *G, d *Doc) {
	b, cb := g.person("us"), g.person("us")
	dealer := g.company("us", g.pick("Motors", "Auto Group", "Chevrolet", "Toyota"))
	d.L("RETAIL INSTALLMENT SALE CONTRACT — SIMPLE FINANCE CHARGE", "Dealer: "+dealer.Name, "Contract No.: "+d.K(g.digits(8)), "")
	d.L("Buyer: "+b.Full(), "  Address: "+d.K(g.addrOne("us")), "  "+d.ssnF(g)+"    Phone: "+d.P("phone", g.nanp("US", -1)), "  Email: "+d.em(g, b, ""))
	if g.chance(0.6) {
		d.L("Co-Buyer: "+cb.Full(), "  "+d.ssnF(g)+"    Phone: "+d.P("phone", g.nanp("US", -1)))
	}
	d.W("\n")
	d.L("Vehicle: "+fmt.Sprint(g.rng(2019, 2026))+" "+g.pick("Chevrolet Equinox LT", "Toyota RAV4 XLE", "Honda Accord EX", "Ford Explorer XLT"), "VIN: "+d.K(g.vin()), "Odometer: "+d.K(fmt.Sprint(g.rng(5, 90))+","+g.digits(3)+" mi"), "")
	d.L("FEDERAL TRUTH-IN-LENDING DISCLOSURES", "ANNUAL PERCENTAGE RATE: "+d.K(fmt.Sprintf("%d.%02d%%", g.rng(3, 19), g.n(100))), "Amount Financed: "+d.K(money("us", "$", g.rng(12, 60)*1000*100+g.n(100000))), "Number of payments: "+fmt.Sprint(g.pick("60", "72", "84"))+"  Monthly payment: "+d.K(money("us", "$", g.rng(300, 1100)*100+g.n(100))), "")
	d.Fill()
	fm := g.person("us")
	d.L("Finance manager: " + fm.Full() + ", " + d.P("phone", g.nanp("US", -1)) + " / " + d.em(g, fm, dealer.Domain))
}

func tPatientRegistration(g *G, d *Doc) {
	p, ec, gu := g.person("us"), g.person("us"), g.person("us")
	clinic := g.company("us", g.pick("Family Medicine", "Pediatrics", "Orthopedics", "Health"))
	d.L(clinic.Name+" — NEW PATIENT REGISTRATION", "")
	d.L("PATIENT INFORMATION", "Last name: "+p.Last+"    First: "+p.First+"    MI: "+g.pick("A", "J", "M", "R", "-"), "DOB: "+d.K(g.dateIn(1945, 2020).num("us"))+"    Sex: "+g.pick("F", "M"), "SSN: "+d.P("ssn", g.ssn(g.pick2(0, 1))), "Address: "+d.K(g.addrOne("us")), "Home phone: "+d.P("phone", g.nanp("US", -1))+"    Cell: "+d.P("phone", g.nanp("US", -1)), "Preferred contact: [x] text  [ ] voicemail  [ ] email", "Email: "+d.em(g, p, ""), "")
	d.L("INSURANCE", "Primary: "+g.pick("Cigna", "Aetna", "Humana", "Kaiser", "BCBS of "+g.pick("Texas", "Illinois")), "Member ID: "+d.K(g.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 3)+g.digits(9)), "Group #: "+d.K(g.digits(6)), "Policy holder: "+gu.Full()+" (SSN "+d.P("ssn", g.ssn(0))+")", "")
	d.L("EMERGENCY CONTACT", ec.Full()+", "+g.pick("mother", "husband", "wife", "friend")+" — "+d.P("phone", g.nanp("US", -1)), "")
	d.Fill()
	d.L("I authorize release of medical information necessary to process claims. Signature on file " + d.K(g.dateIn(2025, 2026).num("us")) + ".")
}

func tPriorAuth(g *G, d *Doc) {
	pt, dr := g.person("us"), g.person("us")
	d.L("PRIOR AUTHORIZATION REQUEST — FAX COVER", "To: "+g.pick("CVS Caremark", "Express Scripts", "OptumRx")+" Prior Auth Dept.   Fax: "+d.P("phone", g.nanp("US", g.pick2(3, 4))), "From: Dr. "+dr.Full()+"   Fax: "+d.P("phone", g.nanp("US", g.pick2(0, 4))), "Pages: "+fmt.Sprint(g.rng(2, 6))+" (including cover)", "")
	d.L("PATIENT", "Name: "+pt.Full(), "DOB: "+d.K(g.dateIn(1940, 2010).num("us")), "Member ID: "+d.K(g.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)+g.digits(10)), "Phone: "+d.P("phone", g.nanp("US", -1)), "")
	d.L("PRESCRIBER", "Name: "+dr.Full()+", MD", "NPI: "+d.K(g.npi()), "DEA: "+d.K(g.str("ABFM", 1)+g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 1)+g.digits(7)), "Office phone: "+d.P("phone", g.nanp("US", -1)), "Contact: "+g.person("us").First+" (MA) "+d.P("email", g.roleEmail(g.company("us", "Health").Domain, "priorauth", "referrals", "frontdesk")), "")
	d.L("MEDICATION REQUESTED", g.pick("Dupixent 300 mg/2 mL SC q2 weeks", "Ozempic 1 mg SC weekly", "Humira 40 mg/0.4 mL SC q2 weeks", "Eliquis 5 mg PO BID"), "Diagnosis: "+d.K(g.pick("L20.9", "E11.65", "M05.79", "I48.91")), "Quantity: "+d.K(fmt.Sprint(g.rng(1, 4))+" pens / 28 days"), "")
	d.Fill()
	d.L("Previous therapies tried and failed: " + g.pick("methotrexate 15 mg weekly x 16 wks", "metformin 1000 mg BID x 6 months", "topical corticosteroids x 8 wks") + ".")
}

func tHotelFolio(g *G, d *Doc) {
	gst := g.person("us")
	hotel := g.pick("The Grand Harbor Hotel", "Riverside Marriott", "Hotel Lumen", "The Alder Inn & Suites")
	arr := g.dateIn(2025, 2026)
	n := g.rng(1, 5)
	d.L(hotel, "GUEST FOLIO", "", "Guest: "+gst.Full(), d.K("Confirmation: "+g.digits(8)), d.K("Room: "+fmt.Sprint(g.rng(101, 1820)))+"   Arrival: "+d.K(arr.num("us"))+"   Departure: "+d.K(Date{arr.Y, arr.M, arr.D + n}.num("us")), "Phone: "+d.P("phone", g.phone(g.pick("US", "US", "UK", "CA"), true)), "Email: "+d.em(g, gst, ""), "")
	rows := [][]string{}
	for i := 0; i < n; i++ {
		rows = append(rows, []string{Date{arr.Y, arr.M, arr.D + i}.num("us"), "Room charge", money("us", "$", g.rng(129, 489)*100)})
		rows = append(rows, []string{Date{arr.Y, arr.M, arr.D + i}.num("us"), g.pick("Occupancy tax", "Parking", "Restaurant", "Minibar"), money("us", "$", g.rng(9, 80)*100+g.n(100))})
	}
	d.W(textTable([]string{"Date", "Description", "Charges"}, rows), "\n")
	brand, card := g.card(-1)
	if g.chance(0.4) {
		_, raw := g.card(2)
		d.L("Reservation guarantee (from GDS): "+d.P("credit_card", raw)+" EXP "+d.K(fmt.Sprintf("%02d%02d", g.rng(1, 12), g.rng(26, 30))), "")
	}
	d.L("Payment: "+brand+" "+d.P("credit_card", card)+"  Auth code "+d.K(g.str(upperDg, 6)), "Balance: "+d.K("$0.00"), "")
	d.Fill()
	d.L("Thank you for staying with us. Reservations: " + d.P("phone", g.nanp("US", -1)))
}

func tCarRental(g *G, d *Doc) {
	r := g.person("us")
	co := g.pick("Enterprise", "Hertz", "Avis", "Budget", "National")
	d.L(co+" RENTAL AGREEMENT", "Agreement #: "+d.K(g.digits(10)), "Pickup: "+d.K(g.dateIn(2025, 2026).num("us"))+" "+g.pick("LAX", "DEN", "MCO", "SEA")+" Airport   Return: same location", "")
	d.L("RENTER", r.Full(), "DL: "+d.K(g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 1)+g.digits(7))+" ("+g.pick("CA", "NY", "IL", "WA")+") exp "+d.K(g.dateIn(2027, 2031).num("us")), "Mobile: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, r, ""), "")
	brand, card := g.card(-1)
	d.L("VEHICLE", g.pick("Toyota Corolla", "Nissan Rogue", "Chevy Malibu", "Jeep Compass")+" · Plate "+d.K(g.digits(1)+g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 3)+g.digits(3))+" · Fuel 8/8 · "+d.K("Odometer "+g.digits(5)), "", "CHARGES", "Time & mileage: "+d.K(money("us", "$", g.rng(120, 900)*100)), "Loss damage waiver: declined", "Deposit hold on "+brand+" "+d.P("credit_card", card)+": "+d.K(money("us", "$", g.rng(2, 5)*100*100)), "")
	if g.chance(0.5) {
		a := g.person("us")
		d.L("Additional driver: "+a.Full()+", phone "+d.P("phone", g.nanp("US", -1)), "")
	}
	d.Fill()
	d.L("Roadside assistance 24/7: " + d.P("phone", "1-800-"+g.exch()+"-"+g.digits(4)))
}

func tChargebackResponse(g *G, d *Doc) {
	c, m := g.person("us"), g.person("us")
	shop := g.company("us", g.pick("Apparel", "Supply Co", "Outdoor"))
	_, card := g.card(-1)
	d.L("CHARGEBACK REPRESENTMENT", "Merchant: "+shop.Name+"  MID "+d.K(g.digits(15)), "Case #: "+d.K(g.digits(10))+"   Reason code: "+d.K(g.pick("10.4", "13.1", "4853", "4837")), "ARN: "+d.K(g.digits(23)), "Disputed amount: "+d.K(money("us", "$", g.rng(40, 1500)*100+g.n(100))), "")
	d.F("Summary: The cardholder, %s, claims the merchandise was not received. Our records show order %s was placed on %s with card %s, shipped to the cardholder's billing address and delivered with signature.\n\n", c.Full(), d.K("#"+g.digits(7)), d.K(g.dateIn(2025, 2026).num("us")), d.P("credit_card", card))
	d.L("Evidence:", "1. Order confirmation sent to "+d.em(g, c, ""), "2. Carrier tracking "+d.K(g.upsTracking())+" — delivered, signed \""+strings.ToUpper(c.Last)+"\"", "3. Customer called our support line from "+d.P("phone", g.nanp("US", -1))+" on the delivery date asking about sizing (call log attached)", "4. IP address at checkout "+d.K(fmt.Sprintf("%d.%d.%d.%d", g.rng(24, 210), g.n(256), g.n(256), g.rng(1, 254)))+" geolocates to the billing ZIP", "")
	d.Fill()
	d.sig(g, m, "Disputes Analyst", shop.Name, shop.Domain, 1)
}

func tFraudCaseNotes(g *G, d *Doc) {
	c := g.person("us")
	d.L("FRAUD OPERATIONS — CASE NOTES", "Case ID: "+d.K("FR-"+g.digits(8)), "Queue: Card Not Present   Priority: "+g.pick("High", "Medium"), "")
	t := g.dateIn(2025, 2026)
	d.F("%s %s  Alert fired on card %s (velocity rule %s). %d declines in 10 minutes at %s.\n", t.num("iso"), d.K("09:14"), d.P("credit_card", func() string { _, s := g.card(2); return s }()), d.K("VR-"+g.digits(3)), g.rng(3, 9), g.pick("online gaming merchants", "gift card sites", "electronics retailers"))
	d.F("%s %s  Outbound call to cardholder %s at %s — no answer, left voicemail.\n", t.num("iso"), d.K("09:22"), c.Full(), d.P("phone", g.nanp("US", -1)))
	d.F("%s %s  Cardholder called back from %s (not the number on file). Verified with DOB and last 4 of SSN (%s). Confirmed card in possession; did not make the transactions.\n", t.num("iso"), d.K("10:05"), d.P("phone", g.nanp("US", -1)), d.K("xxx-xx-"+g.digits(4)))
	_, c2 := g.card(0)
	d.F("%s %s  Linked card %s (same BIN, same device fingerprint) blocked. Reissue both. Secure message sent to %s.\n\n", t.num("iso"), d.K("10:18"), d.P("credit_card", c2), d.em(g, c, ""))
	d.Fill()
	d.L("Disposition: confirmed fraud, " + d.K(money("us", "$", g.rng(200, 5000)*100+g.n(100))) + " written off, SAR not required.")
}

func tUtilityTransfer(g *G, d *Doc) {
	c := g.person("us")
	u := g.company("us", g.pick("Energy", "Power & Light", "Gas & Electric"))
	d.L(u.Name+" — Start/Transfer Service Request", "Request #: "+d.K(g.digits(9)), "")
	d.L("Customer: "+c.Full(), "SSN (for credit check, optional): "+d.P("ssn", g.ssn(g.pick2(0, 2))), "Primary phone: "+d.P("phone", g.nanp("US", -1)), "Alternate phone: "+d.P("phone", g.nanp("US", -1)), "Email for e-bill: "+d.em(g, c, ""), "")
	d.L("Stop service at: "+d.K(g.addrOne("us"))+" on "+d.K(g.dateIn(2026, 2026).num("us")), "Start service at: "+d.K(g.addrOne("us")), "Meter number: "+d.K(g.digits(8))+"   Account: "+d.K(g.digits(4)+"-"+g.digits(6)+"-"+g.digits(1)), "")
	d.Fill()
	d.L("A deposit of " + d.K(money("us", "$", g.rng(100, 300)*100)) + " may be required based on the credit check.")
}

func tStudentLoan(g *G, d *Doc) {
	b := g.person("us")
	d.L("GENERAL FORBEARANCE REQUEST", "OMB No. "+d.K("1845-0031")+"   Form Approved", "", "SECTION 1: BORROWER INFORMATION", "Name: "+b.Full(), "SSN: "+d.P("ssn", g.ssn(g.pick2(0, 1))), "Address: "+d.K(g.addrOne("us")), "Home phone: "+d.P("phone", g.nanp("US", -1)), "Alternate phone: "+d.P("phone", g.nanp("US", -1)), "Email (optional): "+d.em(g, b, ""), "")
	d.L("SECTION 2: FORBEARANCE REQUEST", "I am experiencing a financial hardship. I request forbearance beginning "+d.K(g.dateIn(2026, 2026).num("us"))+" for "+fmt.Sprint(g.rng(3, 12))+" months.", "Loan IDs: "+d.K(g.digits(10)+"-"+g.digits(2))+", "+d.K(g.digits(10)+"-"+g.digits(2)), "Monthly payment: "+d.K(money("us", "$", g.rng(150, 900)*100)), "")
	d.Fill()
	d.L("Servicer contact: " + d.P("phone", "1-800-"+g.exch()+"-"+g.digits(4)))
}

func tCallSummary(g *G, d *Doc) {
	c, ag := g.person("us"), g.person("us")
	d.L("CRM — Interaction Summary", "Channel: Inbound call   Agent: "+ag.Full()+" ("+d.K("AGT"+g.digits(4))+")   Duration: "+d.K(fmt.Sprintf("%d:%02d", g.rng(3, 40), g.n(60))), "Customer: "+c.Full()+"   Account: "+d.K(g.digits(10)), "")
	d.F("- Caller ID %s matched the mobile on file. Passed verification (last four of SSN %s, %s).\n", d.P("phone", g.nanp("US", -1)), d.K("ending "+g.digits(4)), d.K("ZIP "+g.digits(5)))
	d.F("- Customer asked to update email from %s to %s.\n", d.em(g, c, ""), d.em(g, c, ""))
	_, card := g.card(2)
	d.F("- Customer read the full card number (%s) aloud to pay the past-due %s — agent should have transferred to the IVR payment line. Flagged for QA.\n", d.P("credit_card", card), d.K(money("us", "$", g.rng(40, 600)*100+g.n(100))))
	d.F("- Wants a callback on the landline %s after 6pm re: late fee waiver (ticket %s).\n\n", d.P("phone", g.nanp("US", 10)), d.K("CS-"+g.digits(7)))
	d.Fill()
	d.L("Next action: supervisor review by " + d.K(g.dateIn(2026, 2026).num("us")) + ".")
}

func tBackgroundCheck(g *G, d *Doc) {
	c := g.person("us")
	co := g.company("us", g.pick("Screening", "Background Services", "Verify"))
	d.L("DISCLOSURE AND AUTHORIZATION REGARDING BACKGROUND INVESTIGATION", "", co.Name+" (the \"Agency\") may obtain a consumer report about you for employment purposes.", "")
	d.L("APPLICANT INFORMATION", "Full name: "+c.Full(), "Other names used: "+g.pick("none", c.First+" "+g.pickS(lastNames["en"])), "Social Security Number: "+d.P("ssn", g.ssn(g.ssnStyle())), "Date of birth: "+d.K(g.dateIn(1965, 2004).num("us")), "Driver's license: "+d.K(g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 1)+g.digits(7))+"  State: "+g.pick("CA", "TX", "FL", "NY"), "Phone: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, c, ""), "")
	d.L("ADDRESSES (LAST 7 YEARS)")
	for i := 0; i < g.rng(2, 3); i++ {
		a1, a2 := g.addrUS()
		d.L(fmt.Sprintf("%d. %s, %s  (%d–%d)", i+1, a1, d.K(a2), 2018+i*2, 2020+i*2))
	}
	d.W("\n")
	d.Fill()
	d.L("Questions? Contact the Agency at "+d.P("phone", "1-8"+g.pick("00", "88", "77")+"-"+g.exch()+"-"+g.digits(4))+" or "+d.P("email", g.roleEmail(co.Domain, "applicants", "support", "disputes"))+".", "Signature: ____________________   Date: "+d.K(g.dateIn(2026, 2026).num("us")))
}

func tImmigrationCover(g *G, d *Doc) {
	b, att := g.person("us"), g.person("us")
	firm := g.company("us", g.pick("Immigration Law", "Law Offices", "LLP"))
	d.L(firm.Name, d.K(g.addrOne("us")), "Tel "+d.P("phone", g.nanp("US", -1))+" | "+d.em(g, att, firm.Domain), "", d.K(g.dateIn(2025, 2026).long("us")), "", "USCIS", "Attn: I-130", d.K("P.O. Box 4053"), "", "Re: Form I-130, Petition for Alien Relative", "Beneficiary: "+b.Full()+", A-Number "+d.K("A"+g.digits(3)+"-"+g.digits(3)+"-"+g.digits(3)), "Prior receipt: "+d.K(g.pick("IOE", "MSC", "EAC", "WAC")+g.digits(10)), "", "Dear Sir or Madam:", "")
	pet := g.person("us")
	d.F("Enclosed please find the Form I-130 filed by %s (SSN %s) on behalf of the beneficiary, together with the filing fee of %s. The petitioner can be reached at %s; the beneficiary's U.S. phone is %s and e-mail %s.\n\n", pet.Full(), d.P("ssn", g.ssn(0)), d.K("$675"), d.P("phone", g.nanp("US", -1)), d.P("phone", g.nanp("US", -1)), d.em(g, b, ""))
	d.L("Enclosures:", "1. Form G-1145, e-Notification", "2. Copy of petitioner's U.S. passport", "3. Marriage certificate dated "+d.K(g.dateIn(2018, 2024).num("us")), "")
	d.Fill()
	d.L("Respectfully,", att.Full(), "Attorney at Law")
}

func tTeamRoster(g *G, d *Doc) {
	co := g.company("us", "")
	d.L("# "+co.Name+" — On-call & Contact Roster", "", "_Last updated "+d.K(g.dateIn(2025, 2026).num("iso"))+". Internal use only._", "")
	rows := [][]string{}
	n := g.rng(3, 5)
	for i := 0; i < n; i++ {
		p := g.person("us")
		ext := d.K("x" + fmt.Sprint(g.rng(2000, 7999)))
		rows = append(rows, []string{p.Full(), g.pick("Incident Commander", "DBA", "Network", "Service Desk", "Security", "Facilities"), d.em(g, p, co.Domain), d.P("phone", g.nanp("US", -1)), ext})
	}
	d.W(mdTable([]string{"Name", "Role", "Email", "Mobile", "Desk"}, rows), "\n")
	d.L("## Escalation", "1. Page the primary via PagerDuty service "+d.K("P"+g.str(upperDg, 6))+".", "2. No response in 15 minutes → call the secondary's mobile.", "3. Building security desk: "+d.P("phone", g.nanp("US", -1))+" (24/7).", "")
	d.Fill()
}

func tVendorOnboarding(g *G, d *Doc) {
	v := g.company("us", g.pick("Staffing", "Logistics", "Catering", "Systems"))
	buyer := g.company("us", "")
	p1, p2 := g.person("us"), g.person("us")
	d.L("SUPPLIER ONBOARDING FORM", "Requested by: "+buyer.Name+" Procurement", "Supplier ID (assigned): "+d.K("SUP-"+g.digits(6)), "")
	d.L("1. Company details", "Legal name: "+v.Name, "EIN: "+d.K(g.ein()), "DUNS: "+d.K(g.digits(9)), "Remit-to: "+d.K(g.addrOne("us")), "")
	d.L("2. Contacts", "Sales: "+p1.Full()+" — "+d.P("phone", g.nanp("US", -1))+" — "+d.em(g, p1, v.Domain), "Accounts receivable: "+p2.Full()+" — "+d.P("phone", g.nanp("US", -1))+" — "+d.em(g, p2, v.Domain), "")
	d.L("3. Banking (ACH)", "Bank: "+g.company("us", "Bank").Name, "ABA routing: "+d.K(g.aba()), "Account: "+d.K(g.acct()), "")
	d.Fill()
	pw := g.secret("password")
	d.L("4. Portal access", "Your supplier portal account has been created.", "Username: "+d.K("SUP-"+g.digits(6)+"-AR"), "Temporary password: "+d.P("bearer", pw), "You will be asked to change it at first login.")
}

func tBeneficiaryForm(g *G, d *Doc) {
	ins := g.person("us")
	co := g.company("us", g.pick("Life", "Mutual Life", "Assurance"))
	d.L(co.Name+" — BENEFICIARY DESIGNATION", "Policy No.: "+d.K(g.policy()), "", "Insured: "+ins.Full(), "Insured "+d.ssnF(g), "Phone: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, ins, ""), "")
	rows := [][]string{}
	pct := []int{50, 50}
	if g.chance(0.5) {
		pct = []int{60, 25, 15}
	}
	for _, p := range pct {
		b := g.person("us")
		rows = append(rows, []string{b.Full(), g.pick("Spouse", "Child", "Sibling", "Trust"), d.K(g.dateIn(1950, 2015).num("us")), d.P("ssn", g.ssn(g.ssnStyle())), fmt.Sprint(p) + "%"})
	}
	d.L("PRIMARY BENEFICIARIES")
	d.W(textTable([]string{"Name", "Relationship", "DOB", "SSN", "Share"}, rows), "\n")
	d.Fill()
	d.L("Signed: ____________________   Date: " + d.K(g.dateIn(2026, 2026).num("us")))
}

func tWorkersComp(g *G, d *Doc) {
	e, sup := g.person("us"), g.person("us")
	co := g.company("us", "")
	d.L("EMPLOYER'S FIRST REPORT OF INJURY OR ILLNESS", "Claim #: "+d.K(g.claim())+"   "+d.K("OSHA Case #: "+g.digits(3)), "")
	d.L("EMPLOYEE", "Name: "+e.Full(), d.ssnF(g), "Home phone: "+d.P("phone", g.nanp("US", -1)), "Date of hire: "+d.K(g.dateIn(2015, 2024).num("us"))+"   Wage: "+d.K(money("us", "$", g.rng(17, 45)*100))+"/hr", "")
	d.L("INJURY", "Date/time: "+d.K(g.dateIn(2025, 2026).num("us"))+" "+d.K(fmt.Sprintf("%d:%02d", g.rng(6, 17), g.n(60))), "Description: Employee "+g.pick("slipped on wet floor in aisle 12", "strained lower back lifting a 60 lb box", "cut left hand on a box cutter", "fell from a step ladder")+". Treated at "+g.pick("Concentra", "urgent care", "St. Luke's ER")+".", "")
	d.Fill()
	d.L("EMPLOYER CONTACT", sup.Full()+", "+g.pick("Safety Manager", "HR Generalist"), co.Name, "Phone: "+d.P("phone", g.nanp("US", -1)), "Email: "+d.em(g, sup, co.Domain))
}

func tExpenseReport(g *G, d *Doc) {
	e, ap := g.person("us"), g.person("us")
	co := g.company("us", "")
	d.L("EXPENSE REPORT "+d.K("ER"+g.digits(6)), "Employee: "+e.Full()+" <"+d.em(g, e, co.Domain)+">", "Cost center: "+d.K(g.digits(4)+"-"+g.str("ABCDEFGH", 2)), "Approver: "+ap.Full()+" <"+d.em(g, ap, co.Domain)+">", "")
	rows := [][]string{}
	for i := 0; i < g.rng(4, 7); i++ {
		rows = append(rows, []string{g.dateIn(2025, 2026).num("us"), g.pick("Airfare", "Hotel", "Meals", "Taxi/Rideshare", "Conference fee", "Mileage"), g.pick("Delta", "Marriott", "Uber", "Chipotle", "Eventbrite", "—"), money("us", "$", g.rng(12, 900)*100+g.n(100))})
	}
	d.W(mdTable([]string{"Date", "Category", "Vendor", "Amount"}, rows), "\n")
	brand, card := g.card(-1)
	d.L("Paid with corporate "+brand+" "+d.P("credit_card", card)+" unless noted.", "Personal card used for the taxi on day 2 ("+d.P("credit_card", func() string { _, c := g.card(-1); return c }())+"); reimburse to payroll account.", "")
	d.Fill()
	d.L("Comments: questions to " + d.P("phone", g.nanp("US", -1)) + ".")
}
