package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("us_intake_form", 70, 30, tUSIntake)
	reg("us_referral_letter", 60, 25, tUSReferral)
	reg("us_discharge_summary", 45, 30, tUSDischarge)
	reg("rx_pharmacy_note", 55, 30, tRxNote)
	reg("pharmacy_refill_fax", 40, 15, tRefillFax)
	reg("phone_encounter_note", 60, 15, tCallNote)
	reg("appointment_reminder", 45, 10, tApptReminder)
	reg("lab_report", 25, 40, tLabReport)
	reg("dme_order", 30, 15, tDMEOrder)
	reg("dental_claim_ada", 25, 15, tDental)
}

func labelVal(g *G, o *O, label, v string, sepStyle int) {
	switch sepStyle {
	case 0:
		o.w(label, ": ", v, "\n")
	case 1:
		o.w(label, ": ", v, " | ")
	case 2:
		o.w(label, ": __", v, "____\n")
	default:
		o.w(strings.ToUpper(label), "  ", v, "\n")
	}
}

func tUSIntake(g *G, o *O, clean bool) {
	p := g.us()
	d := g.dob()
	style := g.r.IntN(4)
	org := pickOf(g, usOrgs)
	if g.chance(0.5) {
		o.w(g.pick("PATIENT INTAKE FORM", "New Patient Registration", "Patient Information Sheet", "REGISTRATION / DEMOGRAPHICS", "intake form pasted from fax:"), " — ", org.name, "\n")
	}
	labelVal(g, o, g.pick("Patient name", "Name (Last, First)", "Patient"), p.last+", "+p.first, style)
	labelVal(g, o, g.pick("DOB", "Date of birth", "Birthdate"), o.K(g.usDate(d)), style)
	labelVal(g, o, "Sex", g.pick("F", "M", "Female", "Male"), style)
	if !clean && g.chance(0.6) {
		s := g.ssn()
		lab := g.pick("SSN", "Social Security #", "SS#", "Social Security Number")
		if g.chance(0.15) {
			s = strings.ReplaceAll(s, "-", " ")
		} else if g.chance(0.1) {
			s = strings.ReplaceAll(s, "-", "")
		}
		labelVal(g, o, lab, o.P("ssn", s), style)
	} else if g.chance(0.5) {
		labelVal(g, o, g.pick("SSN", "SS#"), o.K(g.pick("XXX-XX-", "***-**-", "xxx-xx-")+g.digits(4)), style)
	}
	labelVal(g, o, "Address", fmt.Sprintf("%d %s, %s, %s %s", g.n(100, 9999), g.pick("NE Alberta St", "Maple Ave", "W 38th St Apt 4B", "Oak Hollow Dr", "Route 9 Box 112", "Calle Ocho #3"), org.city, org.state, o.K(org.zip)), style)
	if !clean {
		ph := g.phoneUS(true)
		labelVal(g, o, g.pick("Home phone", "Phone", "Primary phone", "Phone (home)"), o.P("phone", ph), style)
		if g.chance(0.6) {
			labelVal(g, o, g.pick("Cell", "Mobile", "Cell phone", "Alt phone"), o.P("phone", g.phoneUS(true)), style)
		}
		if g.chance(0.3) {
			labelVal(g, o, "Work phone", o.P("phone", g.phoneUS(false))+" "+g.ext(), style)
		}
		if g.chance(0.75) {
			labelVal(g, o, g.pick("Email", "E-mail", "Email address"), o.P("email", g.personalEmail(p)), style)
		}
	} else {
		labelVal(g, o, g.pick("Phone", "Home phone"), g.pick("declined", "(***) ***-"+g.digits(4), "see chart", "n/a"), style)
	}
	payer := pickOf(g, usPayers)
	labelVal(g, o, "Primary insurance", payer, style)
	if strings.Contains(payer, "Medicare Part B") {
		labelVal(g, o, "MBI", o.K(g.mbiFmt()), style)
	} else {
		labelVal(g, o, g.pick("Member ID", "Subscriber ID", "ID #"), o.K(g.memberID()), style)
		labelVal(g, o, g.pick("Group #", "Group number", "Grp"), o.K(g.groupNo()), style)
	}
	if g.chance(0.4) {
		labelVal(g, o, "Rx BIN / PCN", o.K(g.pick("610014", "004336", "003858", "610020", "015581"))+" / "+g.pick("ADV", "MEDDPRIME", "9999", "A4", "CN"), style)
	}
	ec := g.us()
	if !clean {
		labelVal(g, o, "Emergency contact", ec.full()+" ("+g.pick("spouse", "daughter", "son", "mother", "friend", "husband", "wife")+") "+o.P("phone", g.phoneUS(false)), style)
	} else {
		labelVal(g, o, "Emergency contact", ec.full()+" ("+g.pick("spouse", "daughter", "son")+")", style)
	}
	if g.chance(0.5) {
		labelVal(g, o, "Preferred pharmacy", g.pick("Walgreens #", "CVS Pharmacy #", "Rite Aid #", "Fred Meyer #")+o.K(g.digits(5))+" "+g.pick("on Burnside", "Main St", "Hwy 99", "near Lloyd Center"), style)
	}
	labelVal(g, o, "Reason for visit", g.pick("establish care", "f/u diabetes, A1c "+g.labValue(loinc[1])+"%", "knee pain x 3 wks", "annual physical", "med refill, BP check "+fmt.Sprintf("%d/%d", g.n(110, 168), g.n(62, 98))), style)
	if g.chance(0.5) {
		o.w(g.pick("\nHow do I map these fields into the registration template?", "\nwhich field is mandatory for eligibility check?", "\nIs this enough to run a 270?", ""))
	}
}

func provBlock(g *G, o *O, clean bool, doc person, org org, style int) {
	npi := g.npi()
	switch style {
	case 0:
		o.w("\n", doc.full(), ", ", g.pick("MD", "DO", "NP", "PA-C", "MD, FACC"), "\n", org.name, "\n", org.street, ", ", org.city, ", ", org.state, " ", org.zip, "\n")
		o.w("NPI ", o.K(npi), "\n")
		if !clean {
			o.w(g.pick("Phone", "Tel", "P", "Office"), ": ", o.P("phone", g.phoneUS(true)), g.pick("  ", " | ", "\n"), g.pick("Fax", "F", "Fax"), ": ", o.P("phone", g.phoneUS(true)), "\n")
			if g.chance(0.6) {
				o.w(o.P("email", g.workEmail(doc, org.domain)), "\n")
			}
		}
	default:
		o.w("\n— ", doc.full(), " | ", org.name, " | NPI: ", o.K(npi))
		if !clean {
			o.w(" | ", g.pick("ph ", "o: ", "tel "), o.P("phone", g.phoneUS(false)))
			if g.chance(0.5) {
				o.w(" | fax ", o.P("phone", g.phoneUS(false)))
			}
			if g.chance(0.5) {
				o.w(" | ", o.P("email", g.pick("referrals@", "frontdesk@", "scheduling@", "intake@")+org.domain))
			}
		}
		o.w("\n")
	}
}

func tUSReferral(g *G, o *O, clean bool) {
	p := g.us()
	d := g.dob()
	from, to := g.us(), g.us()
	org := pickOf(g, usOrgs)
	dx := pickOf(g, icd10)
	o.w(g.pick("", "REFERRAL\n", "Re: Referral for consultation\n", "Subject: referral - "+p.last+"\n"))
	o.w("Date: ", g.dos().long(), "\n")
	o.w("Dear Dr. ", to.last, ",\n\n")
	o.w("I am referring my patient, ", p.full(), " (DOB ", o.K(g.usDate(d)), ", MRN ", o.K(g.mrn()), "), for ")
	o.w(g.pick("evaluation of ", "further management of ", "consultation regarding ", "a second opinion on "))
	if desc, ok := icd10desc[dx]; ok {
		o.w(desc, " (ICD-10 ", o.K(dx), ").")
	} else {
		o.w("ICD-10 ", o.K(dx), ".")
	}
	l := pickOf(g, loinc)
	o.w(" Most recent ", l[1], " was ", g.labValue(l), " ", l[2], " (ref ", l[3], ") on ", g.dos().usShort(), ".")
	dr := pickOf(g, drugs)
	o.w(" Current meds include ", dr[0], " ", dr[1], " ", dr[2], ".")
	if !clean && g.chance(0.7) {
		o.w(" ", g.pick("The patient can be reached at ", "Best number for the patient is ", "Pt prefers text at ", "Patient's cell: "), o.P("phone", g.phoneUS(true)))
		if g.chance(0.4) {
			o.w(" or by email at ", o.P("email", g.personalEmail(p)))
		}
		o.w(".")
	}
	o.w("\n\nInsurance: ", pickOf(g, usPayers), ", ID ", o.K(g.memberID()), ". ")
	if g.chance(0.5) {
		o.w("Auth # ", o.K(g.authNo()), " valid for ", fmt.Sprint(g.n(1, 12)), " visits. ")
	}
	if !clean {
		o.w("Records are attached; please fax your consult note to ", o.P("phone", g.phoneUS(false)), ".")
	} else {
		o.w("Records are attached (", fmt.Sprint(g.n(3, 28)), " pages).")
	}
	o.w("\n\nSincerely,")
	provBlock(g, o, clean, from, org, g.r.IntN(2))
}

func tUSDischarge(g *G, o *O, clean bool) {
	p := g.us()
	org := pickOf(g, usOrgs)
	adm := g.dos()
	o.w(g.pick("DISCHARGE SUMMARY", "Discharge Summary", "HOSPITAL COURSE / DISCHARGE"), "\n")
	o.w("Patient: ", strings.ToUpper(p.last), ", ", p.first, "   MRN: ", o.K(g.mrn()), "   Acct: ", o.K(g.digits(9)), "\n")
	o.w("DOB: ", o.K(g.dob().us()), "   ", o.K(g.roomBed()), "\n")
	o.w("Admitted: ", o.K(adm.us()), " ", g.time(), "   Discharged: ", o.K(date{adm.y, adm.m, min(adm.d+g.n(1, 6), 28)}.iso()), "\n")
	dx1, dx2 := pickOf(g, icd10), pickOf(g, icd10)
	o.w("Principal dx: ", o.K(dx1), "; secondary: ", o.K(dx2), "\n")
	o.w("Labs on discharge: ")
	for i, l := range shuffled(g, loinc)[:g.n(3, 6)] {
		if i > 0 {
			o.w(", ")
		}
		v := g.labValue(l)
		o.w(l[1], " ", v, " ", l[2])
		if g.chance(0.5) {
			o.w(" (", o.K(l[3]), ")")
		}
	}
	o.w("\nDischarge meds:\n")
	for i, dr := range shuffled(g, drugs)[:g.n(2, 5)] {
		o.wf("%d. %s %s - %s\n", i+1, dr[0], dr[1], dr[2])
	}
	o.w("Follow-up: ")
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w(g.pick("Cardiology", "PCP", "Ortho clinic", "Wound care"), " in ", fmt.Sprint(g.n(5, 14)), " days; call ", o.P("phone", g.phoneUS(false)), " to schedule.")
		case 1:
			o.w("Dr. ", g.us().last, " ", g.pick("on", "within"), " 1 week. Clinic: ", o.P("phone", g.phoneUS(true)), ", after-hours nurse line ", o.P("phone", g.tollFree()), ".")
		default:
			o.w("home health (", g.pick("Interim", "Amedisys", "Providence Home Health"), ") will call; agency phone ", o.P("phone", g.phoneUS(false)), " fax ", o.P("phone", g.phoneUS(false)), ". Pt cell ", o.P("phone", g.phoneUS(true)), ".")
		}
	} else {
		o.w(g.pick("PCP in 7-10 days.", "Cardiology 2 weeks, repeat BMP in 1 week.", "Ortho 14 days for suture removal.", "Return to ED for chest pain, SOB, fever >101.5 F."))
	}
	o.w("\nAttending: ", g.us().full(), ", MD (NPI ", o.K(g.npi()), ")")
	if !clean && g.chance(0.3) {
		o.w(" — pager ", g.digits(4), ", email ", o.P("email", g.workEmail(g.us(), org.domain)))
	}
	o.w("\n")
}

func tRxNote(g *G, o *O, clean bool) {
	p := g.us()
	doc := g.us()
	dr := pickOf(g, drugs)
	switch g.r.IntN(3) {
	case 0:
		o.w("Rx #", o.K(g.digits(7)), " ", g.pick("NEW", "REFILL", "TRANSFER IN"), "\n")
		o.w("Pt: ", p.full(), "  DOB ", o.K(g.dob().usShort()), "\n")
		o.w(dr[0], " ", dr[1], "  SIG: ", dr[2], "  Qty: ", fmt.Sprint(g.pick("30", "60", "90", "1 pen", "2 x 0.4 mL")), "  RF: ", fmt.Sprint(g.n(0, 5)), "\n")
		o.w("NDC ", o.K(g.ndc()), "  DAW 0  Days supply ", fmt.Sprint(g.pick("30", "90", "28")), "\n")
		o.w("Prescriber: ", doc.full(), " MD  NPI ", o.K(g.npi()), "  DEA ", o.K(g.dea(doc.last)), "\n")
		if !clean {
			o.w("Prescriber ph ", o.P("phone", g.phoneUS(true)), "  fax ", o.P("phone", g.phoneUS(true)), "\n")
			o.w("Pt phone on profile: ", o.P("phone", g.phoneUS(true)), g.pick("", " (text ok)", " - VM full"), "\n")
		}
		o.w("Ins: ", pickOf(g, usPayers), " BIN ", o.K(g.pick("610014", "004336", "003858", "610502")), " PCN ", g.pick("ADV", "MEDDADV", "9999"), " Grp ", o.K(g.groupNo()), "\n")
		o.w("Reject 75 - PA required. ", g.pick("How do I submit PA through CoverMyMeds?", "What is the override code?", "next steps?"))
	case 1:
		o.w("Pharmacist note ", g.dos().us(), " ", g.time12(), ": ")
		o.w("Called prescriber office re: ", dr[0], " ", dr[1], " (NDC ", o.K(g.ndc()), ") interaction with ", pickOf(g, drugs)[0], ". ")
		if !clean {
			o.w("Spoke w/ ", g.pick("MA", "RN", "nurse"), " ", g.us().first, " at ", o.P("phone", g.phoneUS(true)), ", ")
		} else {
			o.w("Spoke with office staff, ")
		}
		o.w("Dr. ", doc.last, " (DEA ", o.K(g.dea(doc.last)), ") approved change to ", dr[2], ". ")
		if !clean && g.chance(0.5) {
			o.w("Pt notified via ", g.pick("text", "phone", "VM"), " at ", o.P("phone", g.phoneUS(true)), ". ")
		}
		o.w("Rx# ", o.K(g.digits(7)), " updated, copay ", g.money(0, 80), ".")
	default:
		o.w("e-Rx received | ", g.pick("SureScripts", "NewRx", "RxChange"), " msg id ", o.K(g.hex(8)+"-"+g.digits(6)), "\n")
		o.w("Drug: ", dr[0], " ", dr[1], " | NDC11 ", o.K(g.ndc11()), " | Qty ", fmt.Sprint(g.n(14, 180)), " | Refills ", fmt.Sprint(g.n(0, 11)), "\n")
		o.w("Prescriber: ", doc.full(), ", NPI ", o.K(g.npi()), ", DEA ", o.K(g.dea(doc.last)), ", ", g.pick("Lic# MD", "State lic "), o.K(g.digits(6)), "\n")
		if !clean {
			o.w("Prescriber phone: ", o.P("phone", g.phoneUS(true)), "\n")
			if g.chance(0.5) {
				o.w("Patient contact: ", o.P("phone", g.phoneUS(true)), g.pick("", " / "+o.P("email", g.personalEmail(p))), "\n")
			}
		}
		o.w("Patient: ", p.full(), ", DOB ", o.K(g.dob().us()), ", ZIP ", o.K(pickOf(g, usOrgs).zip))
	}
}

func tRefillFax(g *G, o *O, clean bool) {
	p := g.us()
	doc := g.us()
	dr := pickOf(g, drugs)
	store := g.pick("Walgreens", "CVS/pharmacy", "Safeway Pharmacy", "Kroger Pharmacy", "Costco Pharmacy", "Rite Aid")
	o.w(g.pick("REFILL AUTHORIZATION REQUEST", "*** Refill Request ***", "PRESCRIPTION RENEWAL REQUEST"), "\n")
	o.w("To: Dr. ", doc.full(), "\n")
	if !clean {
		o.w("Fax: ", o.P("phone", g.phoneUS(true)), "\n")
	}
	o.w("From: ", store, " #", o.K(g.digits(5)), "   NCPDP ", o.K(g.digits(7)), "   NPI ", o.K(g.npi()), "\n")
	if !clean {
		o.w("Pharmacy phone ", o.P("phone", g.phoneUS(false)), "   Pharmacy fax ", o.P("phone", g.phoneUS(false)), "\n")
	}
	o.w("Date: ", g.dos().us(), "  Time: ", g.time12(), "  Pages: ", o.K(fmt.Sprintf("%d of %d", 1, g.n(1, 3))), "\n")
	o.w("Patient: ", p.full(), "   DOB: ", o.K(g.dob().us()), "\n")
	o.w("Medication: ", dr[0], " ", dr[1], "  NDC ", o.K(g.ndc()), "\n")
	o.w("Directions: ", dr[2], "\nLast filled: ", g.dos().us(), "  Qty ", fmt.Sprint(g.n(30, 90)), "  Rx# ", o.K(g.digits(7)), "\n")
	o.w("[ ] Approved, refills: ____   [ ] Denied   [ ] Needs appt\n")
	o.w("Prescriber DEA: ", o.K(g.dea(doc.last)), "  Signature: ____________\n")
	if !clean && g.chance(0.4) {
		o.w("Please fax back to ", o.P("phone", g.phoneUS(false)), " or call us with questions.\n")
	}
}

func tCallNote(g *G, o *O, clean bool) {
	p := g.us()
	d := g.dos()
	o.w(g.pick("Telephone Encounter", "TE", "Phone note", "Call log", "Nurse triage call"), " ", d.usShort(), " ", g.time(), " — ")
	reason := g.pick("refill request for "+pickOf(g, drugs)[0], "question about lab results (A1c "+g.labValue(loinc[1])+")", "post-op pain", "billing question re: claim "+o.K(g.claimNo()), "wants to reschedule "+g.dos().usShort()+" appt", "BP readings "+fmt.Sprintf("%d/%d", g.n(130, 180), g.n(80, 110))+" at home")
	o.w("Pt ", p.full(), " (MRN ", o.K(g.mrn()), ") called re: ", reason, ". ")
	if !clean {
		switch g.r.IntN(6) {
		case 0:
			o.w("Best callback ", o.P("phone", g.phoneUS(true)), " after ", g.pick("3pm", "noon", "5:30"), ".")
		case 1:
			o.w("LVM on cell ", o.P("phone", g.phoneUS(true)), ", will try again tomorrow.")
		case 2:
			o.w("Spoke w/ daughter ", g.us().first, ", ph ", o.P("phone", g.phoneUS(true)), " (on HIPAA release).")
		case 3:
			o.w("Asked that we call her at work ", o.P("phone", g.phoneUS(false)), " ", g.ext(), ".")
		case 4:
			o.w("New number: ", o.P("phone", g.phoneUS(true)), "; old ", o.P("phone", g.phoneUS(true)), " disconnected. Updated demographics.")
		default:
			o.w("Pt requests portal msg instead of calls; email on file changed to ", o.P("email", g.personalEmail(p)), ".")
		}
	} else {
		o.w(g.pick("LVM x2, no answer.", "Advised to go to UC if worse.", "Sent to provider pool for review.", "Scheduled for "+g.dos().usShort()+" at "+g.time12()+"."))
	}
	o.w(" — ", g.pick("RN", "MA", "LPN", "CMA"), " ", string(g.us().first[0]), ".", string(g.us().last[0]), ".")
}

func tApptReminder(g *G, o *O, clean bool) {
	doc := g.us()
	org := pickOf(g, usOrgs)
	d := g.dos()
	switch g.r.IntN(3) {
	case 0:
		o.w(org.name, ": Reminder of your appt with Dr. ", doc.last, " on ", d.usShort(), " at ", g.time12(), ", ", org.street, ". ")
		o.w("Reply C to confirm, R to reschedule. ")
		if !clean {
			o.w("Questions? Call ", o.P("phone", g.phoneUS(false)), ". ")
		}
		o.w("Reply STOP to opt out. Msg&data rates may apply.")
	case 1:
		p := g.us()
		o.w("Subject: Your upcoming visit — confirmation #", o.K(g.digits(8)), "\n\nHi ", p.first, ",\n\nThis is a reminder that you are scheduled for a ", g.pick("telehealth", "new patient", "follow-up", "MRI"), " visit on ", d.long(), " at ", g.time12(), ".")
		o.w(" Please arrive 15 minutes early and bring your insurance card (Member ID ending ", o.K(g.digits(4)), ").")
		if !clean {
			o.w(" If you need to cancel, call us at ", o.P("phone", g.phoneUS(false)), " or reply to ", o.P("email", g.pick("appointments@", "scheduling@", "noreply-reminders@")+org.domain), ".")
		}
		o.w("\n\n", org.name, "\n", org.street, ", ", org.city, ", ", org.state, " ", o.K(org.zip))
	default:
		o.w("[SMS ", d.iso(), " ", g.time(), "] ")
		if !clean {
			a, e, l := g.nanpParts(usAreas)
			o.w("From ", o.P("phone", g.pick("+1", "+1", "1")+a+e+l), ": ")
		}
		o.w("Dr ", doc.last, "'s office: your lab order #", o.K(g.digits(8)), " is ready. Fasting 8-12 hrs. Lab hours M-F 7:00-16:30, Suite ", fmt.Sprint(g.n(100, 450)), ".")
	}
}

func tLabReport(g *G, o *O, clean bool) {
	p := g.us()
	lab := g.pick("Quest Diagnostics", "LabCorp", "Sonora Quest", "ARUP Laboratories", "Providence Regional Lab", "BioReference")
	o.w(lab, "  CLIA # ", o.K(g.clia()), "\n")
	o.w("Accession: ", o.K(g.upper(2)+g.digits(9)), "   Collected: ", o.K(g.dos().us()+" "+g.time()), "   Reported: ", g.dos().us(), " ", o.K(g.time()), "\n")
	o.w("Patient: ", strings.ToUpper(p.last+", "+p.first), "  DOB: ", o.K(g.dob().us()), "  Age: ", fmt.Sprint(g.n(18, 90)), "  Sex: ", g.pick("F", "M"), "\n")
	o.w("Ordering: ", g.us().full(), " MD  NPI ", o.K(g.npi()), "\n")
	o.w(fmt.Sprintf("%-20s %-10s %-8s %-16s %s\n", "TEST", "RESULT", "FLAG", "REF RANGE", "UNITS"))
	for _, l := range shuffled(g, loinc)[:g.n(4, 8)] {
		v := g.labValue(l)
		flag := ""
		if g.chance(0.25) {
			flag = g.pick("H", "L", "HH")
		}
		o.w(fmt.Sprintf("%-20s %-10s %-8s %-16s %s\n", l[1]+" ("+l[0]+")", v, flag, o.K(l[3]), l[2]))
	}
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w("Critical value called to ", g.pick("RN", "Dr."), " ", g.us().last, " at ", o.P("phone", g.phoneUS(true)), " on ", g.dos().usShort(), " ", g.time(), ", read back verified.\n")
		case 1:
			o.w("Client services: ", o.P("phone", g.tollFree()), "  Results questions: ", o.P("email", g.pick("clientservices@", "labsupport@")+g.pick("sonoraquest-lab.com", "providencelab.org", "bioref-lab.com")), "\n")
		default:
			o.w("Report faxed to ", o.P("phone", g.phoneUS(false)), " (", fmt.Sprint(g.n(2, 5)), " pages).\n")
		}
	} else {
		o.w(g.pick("Fasting: Y", "Specimen: serum, SST", "Comment: hemolyzed, K may be falsely elevated", "Performed at: "+lab+" Lab, CAP # "+o.K(g.digits(7))), "\n")
	}
}

func tDMEOrder(g *G, o *O, clean bool) {
	p := g.us()
	doc := g.us()
	item := pickOf(g, [][2]string{{"E0601", "CPAP device"}, {"A7030", "full face mask"}, {"E0114", "crutches, underarm"}, {"E0260", "hospital bed, semi-electric"}, {"E1390", "oxygen concentrator"}, {"K0001", "standard wheelchair"}, {"A4253", "blood glucose test strips, 50"}, {"L1833", "knee orthosis"}})
	o.w(g.pick("DME ORDER / DWO", "Standard Written Order", "Detailed Written Order - DME"), "\n")
	o.w("Beneficiary: ", p.full(), "   MBI: ", o.K(g.mbiFmt()), "   DOB: ", o.K(g.dob().us()), "\n")
	o.w("Item: HCPCS ", o.K(item[0]), " ", item[1], ", qty ", fmt.Sprint(g.n(1, 3)), ", length of need ", g.pick("99 months", "12 months", "lifetime"), "\n")
	o.w("Dx: ", o.K(pickOf(g, icd10)), "   AHI ", fmt.Sprint(g.n(5, 60)), ".", fmt.Sprint(g.n(0, 9)), " events/hr (sleep study ", g.dos().us(), ")\n")
	o.w("Ordering physician: ", doc.full(), ", ", g.pick("MD", "DO"), "  NPI ", o.K(g.npi()), "  PTAN ", o.K(g.upper(1)+g.digits(5)), "\n")
	if !clean {
		o.w("Office ", o.P("phone", g.phoneUS(true)), "  Fax ", o.P("phone", g.phoneUS(true)), "\n")
		if g.chance(0.5) {
			o.w("Supplier: ", g.pick("Apria", "Lincare", "AdaptHealth", "Rotech"), " branch ", fmt.Sprint(g.n(100, 999)), ", intake ", o.P("phone", g.tollFree()), ", ", o.P("email", g.pick("intake", "orders", "referrals")+"@"+g.pick("adapthealth-nw.com", "apriaorders.com", "lincare-intake.com")), "\n")
		}
		if g.chance(0.4) {
			o.w("Beneficiary phone: ", o.P("phone", g.phoneUS(true)), "\n")
		}
	}
	o.w("Signature date: ", g.dos().us(), "\n")
}

func tDental(g *G, o *O, clean bool) {
	p := g.us()
	doc := g.us()
	o.w("ADA Dental Claim Form (2019) — ", g.pick("Delta Dental", "MetLife Dental", "Cigna Dental", "Guardian"), "\n")
	o.w("12. Policyholder: ", p.full(), "  15. ID: ", o.K(g.memberID()), "  16. Plan/Group: ", o.K(g.groupNo()), "\n")
	if !clean && g.chance(0.5) {
		o.w("    (SSN/ID as entered by front desk: ", o.P("ssn", g.ssn()), ")\n")
	}
	o.w("20. Patient DOB: ", o.K(g.dob().us()), "\n24. Procedures:\n")
	for i := 0; i < g.n(2, 5); i++ {
		code := pickOf(g, []string{"D0120", "D0150", "D0210", "D0274", "D1110", "D2391", "D2740", "D2950", "D3330", "D4341", "D7140", "D7210"})
		o.w(fmt.Sprintf("  %d  %s  tooth %d  surf %s  %s\n", i+1, o.K(code), g.n(1, 32), g.pick("MOD", "O", "DO", "-", "B"), g.money(40, 1400)))
	}
	o.w("48. Billing dentist: ", doc.full(), " DDS  49. NPI ", o.K(g.npi()), "  50. License ", o.K(g.digits(5)), "  51. TIN ", o.K(fmt.Sprintf("%02d-%s", g.n(10, 99), g.digits(7))), "\n")
	if !clean {
		o.w("52. Phone ", o.P("phone", g.phoneUS(true)), "\n")
	}
}
