package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("eob_statement", 45, 45, tEOB)
	reg("x12_837_claim", 40, 25, tX12)
	reg("prior_auth_request", 60, 25, tPriorAuth)
	reg("eligibility_271_text", 25, 25, tElig)
	reg("workers_comp_froi", 40, 15, tWorkComp)
	reg("medicare_appeal", 30, 20, tMedicareAppeal)
	reg("billing_payment_note", 95, 30, tBilling)
	reg("adjuster_email", 55, 15, tAdjusterEmail)
	reg("csv_patient_export", 45, 25, tCSV)
	reg("provider_directory_md", 40, 25, tDirectory)
	reg("remittance_eft", 15, 25, tRemit)
}

func tEOB(g *G, o *O, clean bool) {
	p := g.us()
	payer := pickOf(g, usPayers)
	o.w(g.pick("EXPLANATION OF BENEFITS", "Explanation of Benefits — THIS IS NOT A BILL", "EOB summary (copied from member portal)"), "\n")
	o.w(payer, "\nMember: ", p.full(), "   Member ID: ", o.K(g.memberID()), "   Group: ", o.K(g.groupNo()), "\n")
	o.w("Claim number: ", o.K(g.claimNo()), "   Provider: ", pickOf(g, usOrgs).name, "   Received: ", g.dos().us(), "\n")
	o.w(fmt.Sprintf("%-11s %-7s %-10s %-10s %-10s %-9s %s\n", "Date", "Code", "Billed", "Allowed", "Plan paid", "You owe", "Remark"))
	for i := 0; i < g.n(1, 4); i++ {
		d := g.dos()
		o.w(fmt.Sprintf("%-11s %-7s %-10s %-10s %-10s %-9s %s\n", o.K(d.us()), o.K(pickOf(g, cpt)), g.money(80, 2400), g.money(40, 900), g.money(0, 700), g.money(0, 300), g.pick("", "PR-1", "CO-45", "PR-2", "CO-97", "N130")))
	}
	o.w("Deductible met: ", g.money(0, 1500), " of ", g.pick("$1,500.00", "$3,000.00", "$500.00"), "   OOP max met: ", g.money(0, 4000), "\n")
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w("Questions? Call Member Services at ", o.P("phone", g.tollFree()), " (TTY 711), 8 a.m.–8 p.m., 7 days a week.\n")
		case 1:
			o.w("To appeal, write to Appeals Dept, PO Box ", fmt.Sprint(g.n(1000, 99999)), ", or fax ", o.P("phone", g.tollFree()), ". Customer service ", o.P("phone", g.tollFree()), ".\n")
		default:
			o.w("Your provider's billing office: ", o.P("phone", g.phoneUS(false)), ". Member Services: ", o.P("phone", g.tollFree()), " (TTY: 711).\n")
		}
	} else {
		o.w("Remark codes: PR-1 deductible; CO-45 charge exceeds fee schedule. You have 180 days from ", g.dos().us(), " to appeal.\n")
	}
	o.w(g.pick("", "why is code CO-97 applied here?", "Is the PR-2 amount what I owe?", "how do I read this EOB"))
}

func tX12(g *G, o *O, clean bool) {
	p := g.us()
	doc := g.us()
	org := pickOf(g, usOrgs)
	d := g.dob()
	seg := g.pick("~\n", "~", "~\n")
	ctl := g.digits(9)
	o.w("ISA*00*          *00*          *ZZ*", o.K(g.upper(2)+g.digits(7)), "     *ZZ*", g.pick("AVAILITY", "CHANGEHC", "OFFICEALLY", "WAYSTAR"), "      *", g.dos().hl7()[2:], "*", strings.ReplaceAll(g.time(), ":", ""), "*^*00501*", o.K(ctl), "*0*P*:", seg)
	o.w("GS*HC*", g.upper(6), "*", g.upper(8), "*", g.dos().hl7(), "*", strings.ReplaceAll(g.time(), ":", ""), "*", fmt.Sprint(g.n(1, 9999)), "*X*005010X222A1", seg)
	o.w("ST*837*0001*005010X222A1", seg)
	o.w("NM1*41*2*", strings.ToUpper(org.name), "*****46*", o.K(g.digits(9)), seg)
	if !clean {
		o.w("PER*IC*", strings.ToUpper(g.pick("BILLING DEPT", "CLAIMS", doc.last)), "*TE*", o.P("phone", func() string { a, e, l := g.nanpParts(usAreas); return a + e + l }()))
		if g.chance(0.6) {
			o.w("*FX*", o.P("phone", func() string { a, e, l := g.nanpParts(usAreas); return a + e + l }()))
		}
		if g.chance(0.4) {
			o.w("*EM*", o.P("email", g.pick("billing@", "claims@", "ar@")+org.domain))
		}
		o.w(seg)
	}
	o.w("NM1*85*2*", strings.ToUpper(org.name), "*****XX*", o.K(g.npi()), seg)
	o.w("N3*", strings.ToUpper(org.street), seg, "N4*", strings.ToUpper(org.city), "*", org.state, "*", o.K(org.zip+g.digits(4)), seg)
	o.w("REF*EI*", o.K(g.digits(9)), seg)
	o.w("SBR*P*18*", o.K(g.groupNo()), "******CI", seg)
	o.w("NM1*IL*1*", strings.ToUpper(p.last), "*", strings.ToUpper(p.first), "****MI*", o.K(g.memberID()), seg)
	o.w("DMG*D8*", o.K(d.hl7()), "*", g.pick("F", "M"), seg)
	if !clean && g.chance(0.7) {
		a, b, c := g.ssnRaw()
		o.w("REF*SY*", o.P("ssn", a+b+c), seg)
	}
	o.w("CLM*", o.K(g.upper(3)+g.digits(7)), "*", fmt.Sprint(g.n(100, 3000)), "***11:B:1*Y*A*Y*Y", seg)
	if g.chance(0.5) {
		o.w("REF*G1*", o.K(g.authNo()), seg)
	}
	o.w("HI*ABK:", o.K(strings.ReplaceAll(pickOf(g, icd10), ".", "")), "*ABF:", strings.ReplaceAll(pickOf(g, icd10), ".", ""), seg)
	o.w("NM1*82*1*", strings.ToUpper(doc.last), "*", strings.ToUpper(doc.first), "****XX*", o.K(g.npi()), seg)
	o.w("LX*1", seg, "SV1*HC:", o.K(pickOf(g, cpt)), "*", fmt.Sprint(g.n(80, 900)), "*UN*1***1", seg)
	o.w("DTP*472*D8*", g.dos().hl7(), seg)
	o.w("SE*", fmt.Sprint(g.n(20, 40)), "*0001", seg)
	o.w(g.pick("", "\nwhy does Availity reject this with 'Invalid subscriber ID'?", "\nloop 2010BA looks wrong?", "\nvalidator says REF segment not allowed here"))
}

func tPriorAuth(g *G, o *O, clean bool) {
	p := g.us()
	doc := g.us()
	org := pickOf(g, usOrgs)
	dr := pickOf(g, drugs)
	layout := g.r.IntN(2)
	o.w(g.pick("PRIOR AUTHORIZATION REQUEST FORM", "Pharmacy Prior Authorization Request", "Precertification Request — Outpatient Imaging", "Medication PA (CoverMyMeds export)"), "\n")
	if !clean {
		o.w(g.pick("Fax completed form to: ", "Return by fax: ", "Submit via fax "), o.P("phone", g.tollFree()), g.pick("   Phone: ", "  | Questions: ", "  Urgent: "), o.P("phone", g.tollFree()), "\n")
	} else {
		o.w("Submit via ePA portal; incomplete forms will be returned.\n")
	}
	sep := "\n"
	if layout == 1 {
		sep = " | "
	}
	o.w("MEMBER", sep, "Name: ", p.full(), sep, "DOB: ", o.K(g.dob().us()), sep, "Member ID: ", o.K(g.memberID()), sep)
	if !clean && g.chance(0.35) {
		o.w("Member phone: ", o.P("phone", g.phoneUS(true)), sep)
	}
	o.w("\nPRESCRIBER", sep, "Name: ", doc.full(), ", MD", sep, "NPI: ", o.K(g.npi()), sep)
	if g.chance(0.5) {
		o.w("DEA: ", o.K(g.dea(doc.last)), sep)
	}
	o.w("Specialty: ", g.pick("Rheumatology", "Endocrinology", "Dermatology", "Neurology", "Cardiology"), sep)
	if !clean {
		o.w("Office phone: ", o.P("phone", g.phoneUS(true)), sep, "Office fax: ", o.P("phone", g.phoneUS(true)), sep)
		if g.chance(0.6) {
			c := g.us()
			o.w("Office contact: ", c.first, " ", c.last, ", ", o.P("email", g.workEmail(c, org.domain)), sep)
		}
	}
	o.w("\nMEDICATION / SERVICE", sep)
	if g.chance(0.6) {
		o.w(dr[0], " ", dr[1], ", NDC ", o.K(g.ndc()), ", ", dr[2], sep)
	} else {
		o.w("CPT ", o.K(g.pick("70553", "72148", "73721", "78815", "95810", "27447")), " x1, place of service ", g.pick("22", "11", "24"), sep)
	}
	dx := pickOf(g, icd10)
	o.w("Diagnosis: ", o.K(dx), sep, "Previous therapy: ", pickOf(g, drugs)[0], " ", fmt.Sprint(g.n(2, 24)), " weeks, ", g.pick("inadequate response", "intolerance (GI)", "contraindicated"), sep)
	o.w("Relevant labs: ", loinc[1][1], " ", g.labValue(loinc[1]), "% on ", g.dos().usShort(), sep)
	o.w("Urgent? ", g.pick("No", "Yes - 72 hr"), "\n")
	o.w(g.pick("", "Ref #: "+o.K(g.authNo())+"\n", "Case ID "+o.K(g.digits(10))+"\n"))
}

func tElig(g *G, o *O, clean bool) {
	p := g.us()
	o.w(g.pick("Eligibility & Benefits (270/271) response", "Availity eligibility result", "Real-time eligibility check"), " — ", g.dos().us(), " ", g.time(), "\n")
	o.w("Payer: ", pickOf(g, usPayers), "  Payer ID: ", o.K(g.pick("60054", "87726", "62308", "00590", "SB580", "MCDOR", "61101")), "\n")
	o.w("Subscriber: ", strings.ToUpper(p.last), ", ", strings.ToUpper(p.first), "  ID: ", o.K(g.memberID()), "  DOB: ", o.K(g.dob().us()), "\n")
	o.w("Coverage: ACTIVE  Plan begin ", g.dos().us(), "  Group ", o.K(g.groupNo()), "\n")
	o.w("Office visit copay ", g.pick("$25", "$30", "$40", "$0"), " | Specialist ", g.pick("$50", "$60", "$75"), " | Deductible ", g.pick("$1,500", "$3,000", "$6,350"), " (met ", g.money(0, 1500), ") | Coinsurance ", g.pick("20%", "30%", "10%"), "\n")
	o.w("EB*1*IND*30*", g.pick("PR", "HM", "MA"), "*", g.pick("GOLD PPO", "SILVER HMO", "MEDICARE ADV"), "~ EB*B*IND*98***27*", fmt.Sprint(g.n(0, 75)), "~\n")
	if !clean {
		switch g.r.IntN(2) {
		case 0:
			o.w("PER*IC*PROVIDER SERVICES*TE*", o.P("phone", g.pick("800", "888", "877")+fmt.Sprint(g.n(2, 9))+g.digits(6)), "*UR*WWW.PAYER.COM~\n")
		default:
			o.w("Provider services: ", o.P("phone", g.tollFree()), "   Pre-cert: ", o.P("phone", g.tollFree()), "\n")
		}
	}
	o.w(g.pick("", "Is prior auth needed for 73721?", "what does EB*B mean"))
}

func tWorkComp(g *G, o *O, clean bool) {
	p := g.us()
	emp := g.pick("Pacific Steel Fabricators", "Riverbend Distribution LLC", "Summit Home Care", "Metro Transit Authority", "Golden Harvest Foods")
	o.w(g.pick("FIRST REPORT OF INJURY (FROI)", "Workers' Compensation Claim Intake", "WC new claim — adjuster notes"), "\n")
	o.w("Claim No.: ", o.K(g.pick("WC-", "WC")+fmt.Sprint(g.n(22, 25))+"-"+g.digits(7)), "   Policy: ", o.K(g.pick("WC ", "WCP-")+g.digits(8)), "\n")
	o.w("Employer: ", emp, "  FEIN ", o.K(fmt.Sprintf("%02d-%s", g.n(10, 99), g.digits(7))), "\n")
	o.w("Employee: ", p.full(), "  DOB ", o.K(g.dob().us()), "\n")
	if !clean {
		s := g.ssn()
		o.w("SSN: ", o.P("ssn", s), "\n")
		o.w("Employee phone: ", o.P("phone", g.phoneUS(true)), "\n")
		c := g.us()
		o.w("Employer contact: ", c.full(), " (HR) ", o.P("phone", g.phoneUS(false)), " ", g.ext(), "\n")
	}
	doi := g.dos()
	o.w("Date of injury: ", o.K(doi.us()), " at ", g.time12(), "   Body part: ", g.pick("L shoulder", "lumbar spine", "R hand, 3rd digit", "R knee"), "  ICD-10 ", o.K(pickOf(g, icd10)), "\n")
	o.w("AWW: ", g.money(500, 1800), "   TTD rate: ", g.money(300, 1100), "/wk\n")
	if !clean {
		adj := g.us()
		o.w("Adjuster: ", adj.full(), ", ", o.P("email", g.workEmail(adj, g.pick("sedgwick-claims.com", "gallagherbassett.com", "saifcorp.com", "travelers-wc.com"))), ", ", o.P("phone", g.phoneUS(false)), "\n")
	}
}

func tMedicareAppeal(g *G, o *O, clean bool) {
	p := g.us()
	o.w(g.pick("MEDICARE REDETERMINATION REQUEST (CMS-20027)", "Request for Redetermination", "Reconsideration request — QIC"), "\n")
	o.w("1. Beneficiary name: ", p.full(), "\n2. Medicare number (MBI): ", o.K(g.mbiFmt()), "\n")
	o.w("3. Item or service: ", g.pick("HCPCS E0601", "CPT 97110 x 4 units", "HCPCS J0897 60 mg", "CPT 95810"), "\n")
	o.w("4. Date of service: ", o.K(g.dos().us()), "\n5. Claim number (ICN): ", o.K(fmt.Sprintf("%d%s", g.n(10, 22), g.digits(11))), "\n")
	o.w("Reason: ", g.pick("medical necessity documented in notes dated ", "ABN was not required; see visit of ", "denied as duplicate of claim processed "), g.dos().us(), ".\n")
	if !clean {
		rq := g.us()
		o.w("Requester: ", rq.full(), ", ", g.pick("office manager", "billing specialist", "beneficiary's daughter"), "  Phone: ", o.P("phone", g.phoneUS(true)))
		if g.chance(0.5) {
			o.w("  Email: ", o.P("email", g.personalEmail(rq)))
		}
		o.w("\n")
	} else {
		o.w("Requester: provider representative (see attached AOR form).\n")
	}
	o.w("NPI ", o.K(g.npi()), "  PTAN ", o.K(g.upper(1)+g.digits(5)), "\n")
}

func tBilling(g *G, o *O, clean bool) {
	p := g.us()
	org := pickOf(g, usOrgs)
	c := g.card()
	switch g.r.IntN(5) {
	case 0:
		o.w("Patient statement — ", org.name, "\nAccount #: ", o.K(g.digits(g.n(8, 11))), "   Statement date: ", g.dos().us(), "\n")
		o.w("Balance due: ", g.money(20, 900), "   Due by ", g.dos().us(), "\n")
		o.w("PAY BY CARD: [ ] Visa [ ] MC [ ] Amex [ ] Discover\n")
		if !clean {
			o.w("Card number: ", o.P("credit_card", g.cardFmt(c)), "   Exp: ", g.exp(), "   CVV: ", func() string {
				if len(c.digits) == 15 {
					return g.digits(4)
				}
				return g.digits(3)
			}(), "\n")
			o.w("Name on card: ", strings.ToUpper(p.full()), "   Billing ZIP: ", o.K(org.zip), "\n")
		} else {
			o.w("Card number: ______________________  Exp: ____  CVV: ___\n")
		}
		o.w("Amount: ", g.money(20, 500), "\n")
	case 1:
		o.w("Billing note ", g.dos().usShort(), ": ")
		if !clean {
			o.w("Pt called to pay balance of ", g.money(20, 900), " on acct ", o.K(g.digits(9)), ". ")
			switch g.r.IntN(3) {
			case 0:
				o.w("Took ", c.brand, " ", o.P("credit_card", g.cardFmt(c)), " exp ", g.exp(), ", approved, auth code ", o.K(g.alnumU(6)), ".")
			case 1:
				o.w("cc# ", o.P("credit_card", c.digits), " ", g.exp(), " ", g.pick("declined (insufficient funds)", "approved"), ", conf ", o.K(g.digits(10)), ".")
			default:
				o.w("Card on file updated: ", o.P("credit_card", g.cardFmt(c)), " (", c.brand, ", exp ", g.exp(), "). Payment plan ", g.money(25, 100), "/mo.")
			}
			if g.chance(0.3) {
				o.w(" Receipt emailed to ", o.P("email", g.personalEmail(p)), ".")
			}
		} else {
			o.w("Pt paid ", g.money(20, 400), " with ", c.brand, " ending in ", o.K(c.digits[len(c.digits)-4:]), ", conf # ", o.K(g.digits(10)), ". Remaining balance ", g.money(0, 300), ", payment plan set up.")
		}
	case 2:
		o.w("Self-pay estimate (Good Faith Estimate) #", o.K(g.digits(8)), "\n")
		for i := 0; i < g.n(2, 4); i++ {
			o.w("  CPT ", o.K(pickOf(g, cpt)), "  ", g.money(60, 2500), "\n")
		}
		o.w("Deposit required: ", g.money(100, 600), "\n")
		if !clean {
			o.w("Deposit charged to ", g.pick("card", "Visa/MC", "HSA card"), " ", o.P("credit_card", g.cardFmt(c)), ", exp ", g.exp(), ".\n")
		} else {
			o.w("Deposit: HSA card xxxx", o.K(g.digits(4)), ", approved.\n")
		}
	case 3:
		o.w("Legal retainer / cost advance — ", pickOf(g, lawFirms).name, "\nMatter: ", o.K(fmt.Sprintf("%d-%04d", g.n(2023, 2025), g.n(1, 9999))), "   Client: ", p.full(), "\n")
		o.w("Retainer: ", g.money(1500, 10000), "   Filing fee advance: ", g.pick("$405.00", "$350.00", "$435.00"), "\n")
		if !clean {
			o.w("Payment authorization: I authorize charging my ", c.brand, " card no. ", o.P("credit_card", g.cardFmt(c)), " exp. ", g.exp(), ".\n")
			if g.chance(0.5) {
				o.w("Cardholder phone: ", o.P("phone", g.phoneUS(true)), "\n")
			}
		} else {
			o.w("Payment received by check #", o.K(g.digits(4)), ", deposited to IOLTA.\n")
		}
	default:
		o.w("mobile_pay,", g.dos().iso(), ",", o.K(g.digits(10)), ",", g.money(10, 400), ",")
		if !clean {
			o.w(o.P("credit_card", c.digits), ",", g.exp(), ",", c.brand, "\n")
		} else {
			o.w(o.K("XXXXXXXXXXXX"+g.digits(4)), ",", c.brand, "\n")
		}
		o.w("why does the copay posting show 'card not present' for this row?")
	}
}

func tAdjusterEmail(g *G, o *O, clean bool) {
	adj := g.us()
	cl := g.us()
	co := g.pick("Liberty Mutual", "State Farm", "Progressive", "Allstate", "GEICO", "Nationwide", "Farmers")
	dom := g.pick("libertymutual-claims.com", "statefarm-claims.net", "progressive-adj.com", "allstate-claims.com", "geicoclaims.net", "nationwide-adj.com")
	claim := fmt.Sprintf("%s-%s-%s", g.digits(2), g.digits(7), g.digits(2))
	if g.chance(0.5) {
		claim = g.digits(10)
	}
	if !clean {
		o.w("From: ", adj.full(), " <", o.P("email", g.workEmail(adj, dom)), ">\n")
	} else {
		o.w("From: ", adj.full(), " (", co, ")\n")
	}
	o.w("Subject: Claim ", o.K(claim), " — ", cl.full(), " — DOL ", o.K(g.dos().us()), "\n\n")
	o.w("Counsel,\n\nPlease find our ", g.pick("request for medical authorizations", "offer of settlement", "acknowledgement of your letter of representation", "request for the itemized bills"), " regarding the above claim. ")
	o.w("Our insured's policy no. ", o.K(g.pick("", "PA")+g.digits(g.n(9, 10))), " carries ", g.pick("$25,000/$50,000", "$100,000/$300,000", "$50,000/$100,000"), " BI limits. ")
	o.w("Medical specials to date total ", g.money(3000, 90000), " (", fmt.Sprint(g.n(2, 9)), " providers; ICD-10 ", o.K(pickOf(g, icd10)), "). ")
	if !clean {
		o.w("\n\nYou can reach me directly at ", o.P("phone", g.phoneUS(false)), g.pick(" ext. "+g.digits(4), "", " (direct)"), ". ")
		if g.chance(0.5) {
			o.w("Please send records to our fax ", o.P("phone", g.tollFree()), ". ")
		}
		o.w("\n\nThank you,\n", adj.full(), "\nSenior Claim Specialist, ", co, "\n")
		if g.chance(0.5) {
			o.w("M: ", o.P("phone", g.phoneUS(true)), "\n")
		}
	} else {
		o.w("\n\nThank you,\n", adj.full(), "\nSenior Claim Specialist, ", co, "\n")
	}
}

func tCSV(g *G, o *O, clean bool) {
	n := g.n(3, 6)
	delim := g.pick(",", ",", "\t", ";", "|")
	if clean {
		cols := []string{"mrn", "dob", "member_id", "pcp_npi", "last_dos", "cpt", "icd10", "charge"}
		o.w(strings.Join(cols, delim), "\n")
		for i := 0; i < n; i++ {
			row := []string{o.K(g.mrn()), g.dob().iso(), o.K(g.memberID()), o.K(g.npi()), g.dos().iso(), pickOf(g, cpt), pickOf(g, icd10), strings.TrimPrefix(g.money(50, 900), "$")}
			o.w(strings.Join(row, delim), "\n")
		}
		return
	}
	cols := []string{"mrn", "last_name", "first_name", "dob"}
	phoneCol := g.pick("phone", "home_phone", "cell", "mobile_phone", "Phone Number")
	cols = append(cols, phoneCol)
	hasEmail := g.chance(0.7)
	if hasEmail {
		cols = append(cols, "email")
	}
	hasSSN := g.chance(0.35)
	if hasSSN {
		cols = append(cols, g.pick("ssn", "SSN", "patient_ssn"))
	}
	cols = append(cols, "member_id", "pcp_npi")
	o.w(strings.Join(cols, delim), "\n")
	for i := 0; i < n; i++ {
		p := g.us()
		row := []string{o.K(g.mrn()), p.last, p.first, o.K(g.dob().iso())}
		if g.chance(0.85) {
			ph := g.phoneUS(true)
			if strings.Contains(ph, delim) {
				ph = strings.ReplaceAll(ph, delim, "")
			}
			row = append(row, o.P("phone", ph))
		} else {
			row = append(row, "")
		}
		if hasEmail {
			if g.chance(0.8) {
				row = append(row, o.P("email", g.personalEmail(p)))
			} else {
				row = append(row, "")
			}
		}
		if hasSSN {
			s := g.ssn()
			if g.chance(0.3) {
				s = strings.ReplaceAll(s, "-", "")
			}
			row = append(row, o.P("ssn", s))
		}
		row = append(row, o.K(g.memberID()), o.K(g.npi()))
		o.w(strings.Join(row, delim), "\n")
	}
	o.w(g.pick("", "import fails on row 3 — date format?", "how to dedupe these by MRN"))
}

func tDirectory(g *G, o *O, clean bool) {
	n := g.n(3, 6)
	if clean {
		o.w("| Provider | Specialty | NPI | Taxonomy | License | Accepting |\n|---|---|---|---|---|---|\n")
		for i := 0; i < n; i++ {
			d := g.us()
			o.w("| ", d.full(), ", ", g.pick("MD", "DO", "NP"), " | ", g.pick("Family Medicine", "Cardiology", "Endocrinology", "Psychiatry", "Orthopedic Surgery"), " | ", o.K(g.npi()), " | ", o.K(g.pick("207Q00000X", "207RC0000X", "207RE0101X", "2084P0800X", "207X00000X", "363LF0000X")), " | ", o.K(g.pick("MD", "DO", "NP")+g.digits(6)), " | ", g.pick("Yes", "No", "Waitlist"), " |\n")
		}
		return
	}
	style := g.r.IntN(2)
	if style == 0 {
		o.w("| Provider | Specialty | NPI | Phone | Fax | Email |\n|---|---|---|---|---|---|\n")
	} else {
		o.w(fmt.Sprintf("%-26s %-18s %-12s %-16s %s\n", "PROVIDER", "SPECIALTY", "NPI", "PHONE", "FAX"))
	}
	for i := 0; i < n; i++ {
		d := g.us()
		org := pickOf(g, usOrgs)
		spec := g.pick("Family Medicine", "Cardiology", "Endocrinology", "Psychiatry", "Orthopedics", "Pediatrics")
		ph := g.phoneUS(false)
		fx := g.phoneUS(false)
		if style == 0 {
			em := "—"
			if g.chance(0.7) {
				em = o.P("email", g.workEmail(d, org.domain))
			}
			o.w("| ", d.full(), " | ", spec, " | ", o.K(g.npi()), " | ", o.P("phone", ph), " | ", o.P("phone", fx), " | ", em, " |\n")
		} else {
			o.w(fmt.Sprintf("%-26s %-18s %-12s %-16s %s\n", d.full(), spec, o.K(g.npi()), o.P("phone", ph), o.P("phone", fx)))
		}
	}
}

func tRemit(g *G, o *O, clean bool) {
	org := pickOf(g, usOrgs)
	o.w(g.pick("835 ERA summary", "EFT enrollment (CAQH EnrollHub) — confirmation", "Remittance advice"), "\n")
	o.w("Payee: ", org.name, "  TIN ", o.K(fmt.Sprintf("%02d-%s", g.n(10, 99), g.digits(7))), "  NPI ", o.K(g.npi()), "\n")
	o.w("Bank routing (ABA): ", o.K(g.aba()), "   Account: ", o.K("****"+g.digits(4)), "   Type: checking\n")
	o.w("TRN*1*", o.K(g.digits(10)), "*1", g.digits(9), "~\n")
	o.w("Check/EFT #: ", o.K(g.digits(10)), "   Paid: ", g.money(100, 40000), "   Date: ", g.dos().us(), "\n")
	for i := 0; i < g.n(2, 4); i++ {
		o.w("CLP*", o.K(g.upper(3)+g.digits(7)), "*1*", fmt.Sprint(g.n(100, 900)), "*", fmt.Sprint(g.n(50, 500)), "*", fmt.Sprint(g.n(0, 60)), "*12*", o.K(g.digits(14)), "*11*1~\n")
	}
	if !clean {
		o.w("Enrollment contact: ", g.us().full(), ", ", o.P("phone", g.phoneUS(true)), ", ", o.P("email", g.pick("ar@", "billing@", "revcycle@")+org.domain), "\n")
	}
}
