package main

import (
	"fmt"
	"strings"
)

func (g *G) addrOne(lang string) string { a, b := g.addr(lang); return a + ", " + b }

func tHomeClaimUK(g *G, d *Doc) {
	h, tr := g.person("uk"), g.person("uk")
	ins := g.company("uk", "Insurance")
	a1, a2 := g.addrUK()
	d.L(ins.Name, "Home Insurance — Claim Notification", "", "Policy number: "+d.K(g.policy()), "Claim reference: "+d.K(g.claim()), "Date of incident: "+d.K(g.dateIn(2025, 2026).num("uk")), "")
	d.L("Policyholder: "+h.Full(), "Risk address: "+a1+", "+d.K(a2), "Daytime telephone: "+d.P("phone", g.phone("UK", false)), "Mobile: "+d.P("phone", g.phone("UK", true)), "Email: "+d.em(g, h, ""), "")
	d.F("What happened\nWater escaped from a failed joint under the upstairs bathroom and came through the kitchen ceiling overnight. The policyholder turned off the stopcock at around 06:40 and called an emergency plumber (%s of %s Plumbing & Heating, %s), who made the pipe safe the same morning. Invoice %s for %s is attached.\n\n", tr.Full(), tr.Last, d.P("phone", g.phone("UK", true)), d.K("INV-"+g.digits(5)), d.K(money("uk", "£", g.rng(120, 600)*100)))
	d.L("Damage", "- Kitchen ceiling plasterboard (approx. 6 m²)", "- Laminate flooring, 14 m²", "- Fridge-freezer (water ingress)", "")
	d.Fill()
	la := g.person("uk")
	d.L("Your loss adjuster is " + la.Full() + ". They will contact you within two working days to arrange a visit.")
	d.sig(g, la, "Loss Adjuster", ins.Name, ins.Domain, g.rng(1, 2))
}

func tReferralUK(g *G, d *Doc) {
	gp, pt, cons := g.person("uk"), g.person("uk"), g.person("uk")
	surgery := g.pick("Beechwood", "Riverside", "Park Lane", "Oakfield", "Abbey")
	a1, a2 := g.addrUK()
	d.L(surgery+" Medical Practice", d.K(a1+", "+a2), "Tel: "+d.P("phone", g.phone("UK", false))+"  Fax: "+d.P("phone", g.phone("UK", false)), "Email: "+d.P("email", g.roleEmail("nhs.net", slug(surgery)+".surgery", slug(surgery)+".referrals")), "", d.K(g.dateIn(2025, 2026).long("uk")), "", "Dr "+cons.Full(), "Consultant "+g.pick("Gastroenterologist", "Cardiologist", "Rheumatologist", "Dermatologist"), g.pick("St James's University Hospital", "Royal Infirmary", "General Hospital"), "")
	d.F("Dear Dr %s,\n\nRe: %s, DOB %s, NHS No. %s\n%s\nMobile %s\n\n", cons.Last, pt.Full(), d.K(g.dateIn(1950, 2005).num("uk")), d.K(g.nhs()), pt.Full()+", "+g.addrOne("uk"), d.P("phone", g.phone("UK", true)))
	d.F("Thank you for seeing this %d-year-old %s who presents with a four-month history of %s. Bloods last week showed Hb %d g/L, ferritin %d µg/L, CRP %d. FIT result %s. I would be grateful for your assessment under the two-week-wait pathway.\n\n", g.rng(24, 80), g.pick("woman", "man"), g.pick("altered bowel habit and weight loss", "exertional chest tightness", "symmetrical small-joint pain and morning stiffness", "a changing pigmented lesion on the left shoulder"), g.rng(95, 150), g.rng(8, 200), g.rng(1, 40), d.K(fmt.Sprint(g.rng(10, 400))+" µg Hb/g"))
	d.L("Current medication: "+g.pick("Ramipril 5 mg OD; Atorvastatin 20 mg ON", "Sertraline 50 mg OD", "none"), "Allergies: "+g.pick("NKDA", "Penicillin (rash)"), "")
	d.Fill()
	d.F("The patient is happy to be contacted by email (%s) for appointment letters.\n\nYours sincerely,\n\nDr %s\nGP Partner, GMC %s\n", d.em(g, pt, ""), gp.Full(), d.K(g.nz(7)))
}

func tEmploymentContractUK(g *G, d *Doc) {
	e, m := g.person("uk"), g.person("uk")
	co := g.company("uk", "")
	a1, a2 := g.addrUK()
	d.L("STATEMENT OF MAIN TERMS OF EMPLOYMENT", "", "1. PARTIES", "Employer: "+co.Name+" (company no. "+d.K(g.digits(8))+")", "Employee: "+e.Full()+", of "+a1+", "+d.K(a2), "National Insurance number: "+d.K(g.str("ABCEGHJKLMNPRSTWXYZ", 2)+" "+g.digits(2)+" "+g.digits(2)+" "+g.digits(2)+" "+g.pick("A", "B", "C", "D")), "Contact: "+d.P("phone", g.phone("UK", true))+" / "+d.em(g, e, ""), "")
	d.L("2. COMMENCEMENT", "Your employment begins on "+d.K(g.dateIn(2026, 2026).long("uk"))+". No previous employment counts towards continuous employment.", "")
	d.L("3. JOB TITLE AND DUTIES", "You are employed as "+g.pick("Customer Success Manager", "Payroll Officer", "Site Supervisor", "Junior Solicitor")+", reporting to "+m.Full()+".", "")
	d.L("4. SALARY", "Your salary is "+d.K(money("uk", "£", g.rng(24, 95)*1000*100))+" per annum, paid monthly in arrears on the "+d.K("last working day")+" of each month into the account you nominate (sort code "+d.K(fmt.Sprintf("%02d-%02d-%02d", g.rng(10, 99), g.n(100), g.n(100)))+").", "")
	d.Fill()
	d.L("5. NOTICES", "Notices under this statement may be given by email to the employee at the address above and to the employer at "+d.P("email", g.roleEmail(co.Domain, "hr", "people", "peopleteam"))+". Questions about this contract can be directed to "+m.First+" on "+d.P("phone", g.phone("UK", false))+".", "")
	d.L("Signed for the employer: ____________    Signed by the employee: ____________")
}

func tNDA(g *G, d *Doc) {
	a, b := g.company("us", ""), g.company("us", "")
	pa, pb := g.person("us"), g.person("us")
	d.L("MUTUAL NON-DISCLOSURE AGREEMENT", "", "This Mutual Non-Disclosure Agreement (the \"Agreement\") is entered into as of "+d.K(g.dateIn(2025, 2026).long("us"))+" (the \"Effective Date\") by and between "+a.Name+", a Delaware corporation, and "+b.Name+", a "+g.pick("California", "New York", "Texas")+" limited liability company.", "")
	d.L("1. Definition. \"Confidential Information\" means any non-public information disclosed by either party, including pricing, customer lists, source code and the terms of the proposed transaction (Project "+d.K(g.pick("Falcon", "Juniper", "Blue Harbor", "Atlas"))+").", "")
	d.L("2. Obligations. The receiving party shall hold Confidential Information in strict confidence for a period of "+d.K(g.pick("two (2)", "three (3)", "five (5)"))+" years from the Effective Date.", "")
	d.Fill()
	d.L("9. Notices. All notices shall be in writing and delivered by email with confirmation copy by courier to:", "")
	d.L("If to "+a.Name+": "+pa.Full()+", General Counsel, "+d.em(g, pa, a.Domain)+", tel. "+d.P("phone", g.nanp("US", -1)), "If to "+b.Name+": "+pb.Full()+", CEO, "+d.em(g, pb, b.Domain)+", tel. "+d.P("phone", g.nanp("US", -1)), "")
	d.L("IN WITNESS WHEREOF the parties have executed this Agreement.", "", a.Name+"                    "+b.Name, "By: ________________            By: ________________", "Name: "+pa.Full()+"          Name: "+pb.Full())
}

func tTenancyUK(g *G, d *Doc) {
	ll, t1, t2, ag := g.person("uk"), g.person("uk"), g.person("uk"), g.person("uk")
	agency := g.company("uk", g.pick("Lettings", "Estates", "Property"))
	a1, a2 := g.addrUK()
	d.L("ASSURED SHORTHOLD TENANCY AGREEMENT", "", "Property: "+a1+", "+d.K(a2), "Term: 12 months from "+d.K(g.dateIn(2026, 2026).long("uk")), "Rent: "+d.K(money("uk", "£", g.rng(650, 2800)*100))+" per calendar month, payable in advance on the "+d.K("1st")+" of each month", "Deposit: "+d.K(money("uk", "£", g.rng(700, 3200)*100))+", protected with the Deposit Protection Service (certificate "+d.K("DPS"+g.digits(9))+")", "")
	d.L("THE LANDLORD", ll.Full()+", c/o "+agency.Name, "")
	d.L("THE TENANT(S)")
	d.L("1. "+t1.Full()+" — tel. "+d.P("phone", g.phone("UK", true))+" — "+d.em(g, t1, ""), "2. "+t2.Full()+" — tel. "+d.P("phone", g.phone("UK", true))+" — "+d.em(g, t2, ""), "")
	d.Fill()
	d.L("MAINTENANCE AND EMERGENCIES", "Report repairs to the managing agent, "+ag.Full()+", on "+d.P("phone", g.phone("UK", false))+" or "+d.em(g, ag, agency.Domain)+". Out-of-hours emergencies (no heating, water leak, lock-out): "+d.P("phone", g.phone("UK", true))+".", "")
	d.L("Gas safety certificate dated " + d.K(g.dateIn(2025, 2026).num("uk")) + ". EPC rating " + d.K(g.pick("C (71)", "D (64)", "B (82)")) + ".")
}

func tSchoolReportUK(g *G, d *Doc) {
	s, p1, t := g.person("uk"), g.person("uk"), g.person("uk")
	school := g.pick("Hollins Park", "St Aidan's", "Millbrook", "Kingsmead", "Westfield") + " " + g.pick("Academy", "Primary School", "High School", "C of E School")
	dom := slug(strings.Split(school, " ")[0]) + g.pick(".sch.uk", "-academy.org.uk", ".org.uk")
	d.L(school, "END OF YEAR REPORT "+d.K(g.pick("2024–25", "2025–26")), "", "Pupil: "+s.First+" "+p1.Last, "Year group: "+d.K("Year "+fmt.Sprint(g.rng(3, 11)))+"   Form: "+d.K(fmt.Sprint(g.rng(3, 11))+g.pick("B", "H", "R", "W")), "UPN: "+d.K(g.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)+g.digits(12)), "Attendance: "+d.K(fmt.Sprintf("%d.%d%%", g.rng(86, 99), g.n(10))), "")
	rows := [][]string{}
	for _, sub := range []string{"English", "Mathematics", "Science", "History", "Art", "PE"} {
		rows = append(rows, []string{sub, g.pick("Exceeding", "Secure", "Developing", "Working towards"), g.pick("4", "5", "6", "7", "8"), g.pick("Excellent effort", "Must complete homework", "Good progress", "Participates well")})
	}
	d.W(textTable([]string{"Subject", "Attainment", "Grade", "Comment"}, rows), "\n")
	d.F("Form tutor's comment\n%s has had a positive year and has grown in confidence, particularly in group work. Next year the focus should be on presenting written work carefully.\n\n", s.First)
	d.Fill()
	d.L("CONTACT DETAILS HELD (please tell the office if these change)", "Parent/carer: "+p1.Full()+" — mobile "+d.P("phone", g.phone("UK", true))+", email "+d.em(g, p1, ""), "Second contact: "+g.person("uk").Full()+" — "+d.P("phone", g.phone("UK", true)), "", "Form tutor: "+t.Full()+" ("+d.em(g, t, dom)+")", "School office: "+d.P("phone", g.phone("UK", false)))
}
