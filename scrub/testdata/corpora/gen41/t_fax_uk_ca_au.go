package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("fax_cover_ocr", 60, 35, tFaxOCR)
	reg("uk_gp_referral", 55, 30, tUKReferral)
	reg("uk_discharge_letter", 40, 25, tUKDischarge)
	reg("uk_solicitor_letter", 35, 20, tUKSolicitor)
	reg("ca_intake_en", 35, 20, tCAIntake)
	reg("ca_quebec_fr", 35, 20, tQuebec)
	reg("au_referral", 45, 25, tAUReferral)
}

var ocrNoise = strings.NewReplacer("ti", "t i", "rn", "m", "cl", "d", "Patient", "Pat ient", "Confidential", "Confidentia1")

func ocr(g *G, s string) string {
	if g.chance(0.5) {
		return ocrNoise.Replace(s)
	}
	return s
}

func tFaxOCR(g *G, o *O, clean bool) {
	from, to := pickOf(g, usOrgs), pickOf(g, usOrgs)
	p := g.us()
	pages := g.n(2, 38)
	o.w(g.pick("F A X   C O V E R   S H E E T", "FAX TRANSMITTAL", "*** FAX ***", "fax cover (scanned)"), "\n")
	o.w(g.dos().us(), " ", g.time(), "   ", g.pick("FROM-", "From: ", "FR "), strings.ToUpper(from.name), "   ", g.pick("P. ", "PAGE "), o.K(fmt.Sprintf("%03d/%03d", 1, pages)), "\n")
	if !clean {
		o.w(ocr(g, "To: "), g.us().full(), " / ", to.name, "\n")
		ph := g.phoneUS(true)
		if g.chance(0.2) {
			// scanner spacing
			ph = strings.ReplaceAll(strings.ReplaceAll(ph, "(", "( "), ")", " )")
		}
		o.w("Fax:  ", o.P("phone", ph), "      Phone: ", o.P("phone", g.phoneUS(true)), "\n")
		o.w(ocr(g, "From: "), g.us().full(), ", ", g.pick("Referral Coordinator", "HIM", "Case Manager", "Billing"), "\n")
		o.w("Fax:  ", o.P("phone", g.phoneUS(true)), "      Phone: ", o.P("phone", g.phoneUS(true)), " ", g.pick("", g.ext()), "\n")
	} else {
		o.w(ocr(g, "To: "), to.name, " — Referral Dept\n", ocr(g, "From: "), from.name, " — HIM\n")
	}
	o.w("Date: ", o.K(g.dos().us()), "   # of pages ", o.K("(including cover): "+fmt.Sprint(pages)), "\n")
	o.w("Re: ", ocr(g, "Patient"), " ", p.full(), "  DOB ", o.K(g.dob().us()), "  MRN ", o.K(g.mrn()), "\n")
	o.w("[x] Urgent  [ ] For review  [x] Please reply\n")
	o.w(g.pick("Comments: referral + last 3 OV notes, labs, imaging report. Auth # "+o.K(g.authNo())+".", "Comments: signed orders attached, please return page "+fmt.Sprint(g.n(2, 5))+".", "Comments: records per subpoena, case "+o.K(g.usCaseNo())+".", "Comments: PA approval letter, ref "+o.K(g.authNo())+", valid "+g.dos().us()+"-"+g.dos().us()+"."), "\n")
	o.w(ocr(g, "Confidential"), "ity Notice: This facsimile contains protected health information. If you received this in error, please notify the sender")
	if !clean && g.chance(0.5) {
		o.w(" at ", o.P("phone", g.phoneUS(false)))
	}
	o.w(" and destroy all copies.\n")
	if !clean && g.chance(0.25) {
		// a phone number broken across a line by the scanner
		a, e, l := g.nanpParts(usAreas)
		o.w("Call back: (", a, ") ", e, "-\n", l, "\n")
		o.P("phone", "("+a+") "+e+"-\n"+l)
	}
}

func tUKReferral(g *G, o *O, clean bool) {
	p := g.uk()
	gp := g.uk()
	cons := g.uk()
	prac := g.pick("Riverside Surgery", "Park View Medical Centre", "The Old Mill Practice", "Heaton Moor Medical Group", "Canal Street Health Centre")
	code := g.upper(1) + g.digits(5)
	o.w(prac, " (", o.K(code), ")\n")
	if !clean {
		o.w("Tel: ", o.P("phone", g.phoneUK(false, true)), g.pick("  Fax: ", " | Fax "), o.P("phone", g.phoneUK(false, true)), "\n")
		if g.chance(0.6) {
			o.w("Email: ", o.P("email", g.pick("gp.", "")+strings.ToLower(code)+"@nhs.net"), "\n")
		}
	}
	o.w("\nDear Dr ", cons.last, ",\n\nRe: ", p.full(), ", DOB ", o.K(g.dob().eu()), ", NHS No. ", o.K(g.nhsFmt()), "\n")
	o.w(g.pick("Address: ", ""), fmt.Sprint(g.n(1, 200)), " ", g.pick("Acacia Avenue", "Church Lane", "Victoria Road", "Mill Street"), ", ", g.pick("Leeds LS6 2AB", "Manchester M20 4QT", "Bristol BS7 8NE", "Cardiff CF14 3LX"), "\n\n")
	dx := g.pick("a 3-month history of exertional chest tightness", "suspected inflammatory arthritis (CRP 38, ESR 42)", "iron-deficiency anaemia, Hb 92 g/L, ferritin 8", "a breast lump, 2WW referral", "worsening COPD, FEV1 48% predicted")
	ukdr := pickOf(g, drugs)
	o.w("Thank you for seeing this ", fmt.Sprint(g.n(18, 88)), "-year-old with ", dx, ". ")
	o.w("eGFR ", fmt.Sprint(g.n(30, 90)), ", HbA1c ", fmt.Sprint(g.n(38, 90)), " mmol/mol. Current meds: ", ukdr[0], " ", ukdr[1], " OD. ")
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w("She is happy to be contacted on her mobile ", o.P("phone", g.phoneUK(true, true)), ".")
		case 1:
			o.w("Please contact the patient on ", o.P("phone", g.phoneUK(true, false)), " or by email ", o.P("email", g.personalEmail(p, "btinternet.com", "hotmail.co.uk", "gmail.com", "yahoo.co.uk", "sky.com")), ".")
		default:
			o.w("Daughter (NOK) ", g.uk().first, " is on ", o.P("phone", g.phoneUK(true, true)), ".")
		}
	}
	o.w("\n\nUBRN: ", o.K(g.digits(4)+" "+g.digits(4)+" "+g.digits(4)), "\n\nYours sincerely,\nDr ", gp.full(), "\nGMC ", o.K(g.digits(7)), "\n")
}

func tUKDischarge(g *G, o *O, clean bool) {
	p := g.uk()
	trust := g.pick("Manchester University NHS FT", "Leeds Teaching Hospitals NHS Trust", "Guy's and St Thomas' NHS FT", "North Bristol NHS Trust", "Cardiff and Vale UHB")
	o.w(trust, " — ", g.pick("Discharge Summary / TTO", "Electronic Discharge Notification", "Inpatient discharge letter"), "\n")
	o.w("Patient: ", strings.ToUpper(p.last), ", ", p.first, "   Hosp No: ", o.K(g.upper(g.n(1, 3))+g.digits(7)), "   NHS: ", o.K(g.nhsFmt()), "\n")
	o.w("Ward: ", g.pick("Ward 7B", "AMU", "Ward 32", "Cardiac Care Unit", "Bevan Ward"), ", ", o.K("Bed "+fmt.Sprint(g.n(1, 28))), "   Admitted ", o.K(g.dos().eu()), "   Discharged ", g.dos().eu(), "\n")
	o.w("Diagnosis: ", g.pick("NSTEMI", "community-acquired pneumonia (CURB-65 2)", "DKA", "#NOF, R DHS", "AKI stage 2 on CKD 3a"), "\n")
	o.w("Bloods: Hb ", fmt.Sprint(g.n(80, 160)), " g/L (", o.K("130-180"), "), WCC ", fmt.Sprintf("%.1f", 3+g.r.Float64()*15), ", CRP ", fmt.Sprint(g.n(1, 250)), ", Na ", fmt.Sprint(g.n(128, 146)), ", K ", fmt.Sprintf("%.1f", 3+g.r.Float64()*2.5), ", Cr ", fmt.Sprint(g.n(50, 400)), " umol/L\n")
	o.w("TTO: ")
	for i, dr := range shuffled(g, drugs)[:g.n(2, 4)] {
		if i > 0 {
			o.w("; ")
		}
		o.w(dr[0], " ", dr[1])
	}
	o.w("\nGP actions: repeat U&E in ", fmt.Sprint(g.n(3, 14)), " days.\n")
	if !clean {
		o.w(g.pick("Queries: ", "For advice contact ", "Ward contact: "), o.P("phone", g.phoneUK(false, false)), g.pick(" ext ", " ext. ", " x")+g.digits(4), g.pick("", " (24 h)"), "\n")
		if g.chance(0.5) {
			dc := g.uk()
			o.w("Discharging clinician: Dr ", dc.full(), ", bleep ", g.digits(4), ", ", o.P("email", g.workEmail(dc, "nhs.net")), "\n")
		}
	}
}

func tUKSolicitor(g *G, o *O, clean bool) {
	cl := g.uk()
	sol := g.uk()
	firm := g.pick("Harrington Webb Solicitors LLP", "Clarke & Okoye Solicitors", "Pennine Law", "Thornbury Medical Negligence LLP")
	dom := g.pick("harringtonwebb.co.uk", "clarkeokoye.co.uk", "penninelaw.co.uk", "thornburymedneg.co.uk")
	o.w(firm, "\n")
	if !clean {
		o.w("DX ", o.K(g.digits(5)), " ", g.pick("Leeds", "Manchester", "Bristol"), "  |  T ", o.P("phone", g.phoneUK(false, false)), "  |  ", o.P("email", g.workEmail(sol, dom)), "\n")
	} else {
		o.w("DX ", o.K(g.digits(5)), " ", g.pick("Leeds", "Manchester", "Bristol"), "  |  SRA No. ", o.K(g.digits(6)), "\n")
	}
	o.w("Our ref: ", o.K(g.upper(3)+"/"+g.digits(5)+"/"+g.upper(2)), "   Your ref: ", o.K(g.pick("CL", "MN")+g.digits(8)), "\n\n")
	o.w("Claim No. ", o.K(g.pick("KB-", "QB-")+fmt.Sprint(g.n(2022, 2025))+"-"+g.digits(6)), "\n")
	o.w("Our client: ", cl.full(), " (DOB ", o.K(g.dob().eu()), ", NHS No. ", o.K(g.nhsFmt()), ")\n\n")
	o.w("Letter of Claim under the Pre-Action Protocol for the Resolution of Clinical Disputes. ")
	o.w("We enclose signed Form of Authority for records from ", g.pick("Leeds Teaching Hospitals", "North Bristol NHS Trust", "Salford Royal"), " for the period ", g.dos().eu(), " to ", g.dos().eu(), ". ")
	if !clean {
		o.w("Please send copies to the writer at ", o.P("email", g.workEmail(sol, dom)), g.pick(".", " or call "+o.P("phone", g.phoneUK(false, true))+"."))
		if g.chance(0.4) {
			o.w(" Our client can be reached on ", o.P("phone", g.phoneUK(true, false)), " if the Trust needs to arrange access.")
		}
	} else {
		o.w("The fee of £", fmt.Sprint(g.n(10, 50)), " is enclosed (cheque no. ", o.K(g.digits(6)), ").")
	}
	o.w("\n\nYours faithfully,\n", firm, "\n")
}

func tCAIntake(g *G, o *O, clean bool) {
	p := g.ca()
	prov := g.pick("ON", "BC", "AB", "NS", "MB")
	o.w(g.pick("Patient Registration — ", "New patient intake — ", "Clinic intake (EMR export) — "), g.pick("Toronto Western Family Health Team", "Vancouver Coastal Health", "Calgary Foothills Clinic", "Halifax Infirmary Outpatient"), "\n")
	o.w("Name: ", p.full(), "\nDOB: ", o.K(g.dob().iso()), "\n")
	switch prov {
	case "ON":
		o.w("OHIP #: ", o.K(g.digits(4)+"-"+g.digits(3)+"-"+g.digits(3)+"-"+g.upper(2)), "\n")
	case "BC":
		o.w("PHN: ", o.K("9"+g.digits(3)+" "+g.digits(3)+" "+g.digits(3)), "\n")
	case "AB":
		o.w("AHCIP #: ", o.K(g.digits(5)+"-"+g.digits(4)), "\n")
	default:
		o.w("Health card: ", o.K(g.digits(10)), "\n")
	}
	if !clean {
		o.w("Phone: ", o.P("phone", g.phoneCA(true)), "\n")
		if g.chance(0.5) {
			o.w("Work: ", o.P("phone", g.phoneCA(false)), " ", g.ext(), "\n")
		}
		if g.chance(0.6) {
			o.w("Email: ", o.P("email", g.personalEmail(p, "gmail.com", "rogers.com", "shaw.ca", "sympatico.ca", "hotmail.com", "telus.net")), "\n")
		}
	} else {
		o.w("Phone: on file (consent to voicemail: ", g.pick("Y", "N"), ")\n")
	}
	o.w("Postal code: ", o.K(g.upper(1)+fmt.Sprint(g.n(1, 9))+g.upper(1)+" "+fmt.Sprint(g.n(1, 9))+g.upper(1)+fmt.Sprint(g.n(1, 9))), "\n")
	o.w("Family physician: Dr. ", g.ca().full(), " (CPSO/billing # ", o.K(g.digits(6)), ")\n")
	o.w("Allergies: ", g.pick("NKDA", "penicillin (rash)", "sulfa", "latex"), "\nReason: ", g.pick("new to area", "diabetes follow-up", "prenatal intake, G2P1, LMP "+g.dos().iso(), "prescription renewal"), "\n")
	if !clean && g.chance(0.3) {
		o.w("Pharmacy: ", g.pick("Shoppers Drug Mart #", "Rexall #", "London Drugs #"), o.K(g.digits(4)), ", fax ", o.P("phone", g.phoneCA(false)), "\n")
	}
}

func (g *G) phoneQC(labelled bool) string {
	a, e, l := g.nanpParts([]string{"514", "438", "450", "418", "819", "581"})
	switch g.r.IntN(4) {
	case 0:
		return a + " " + e + "-" + l
	case 1:
		return "(" + a + ") " + e + "-" + l
	case 2:
		return a + "-" + e + "-" + l
	default:
		if labelled {
			return a + " " + e + " " + l
		}
		return "+1 " + a + " " + e + "-" + l
	}
}

func tQuebec(g *G, o *O, clean bool) {
	p := g.ca()
	d := g.dob()
	o.w(g.pick("Demande de consultation", "Formulaire d'inscription — clinique", "Note d'évolution / triage téléphonique"), " — ", g.pick("CIUSSS du Centre-Sud-de-l'Île-de-Montréal", "CHU de Québec – Université Laval", "GMF Plateau-Mont-Royal", "Hôpital Maisonneuve-Rosemont"), "\n")
	o.w("Nom : ", strings.ToUpper(p.last), ", ", p.first, "\nDate de naissance : ", o.K(d.iso()), "\n")
	o.w("N° d'assurance maladie (RAMQ) : ", o.K(strings.ToUpper(slug(p.last) + "XXX")[:3]+strings.ToUpper(slug(p.first))[:1]+" "+fmt.Sprintf("%02d%02d", d.y%100, d.m+g.pick2(0, 50))+" "+fmt.Sprintf("%02d", d.d)+g.digits(2)), "\n")
	o.w("N° de dossier : ", o.K(g.digits(7)), "\n")
	if !clean {
		o.w("Tél. (domicile) : ", o.P("phone", g.phoneQC(true)), "\n")
		if g.chance(0.6) {
			o.w("Cellulaire : ", o.P("phone", g.phoneQC(true)), "\n")
		}
		if g.chance(0.4) {
			o.w("Travail : ", o.P("phone", g.phoneQC(false)), " poste ", g.digits(g.n(3, 5)), "\n")
		}
		if g.chance(0.5) {
			o.w("Courriel : ", o.P("email", g.personalEmail(p, "videotron.ca", "gmail.com", "hotmail.com", "sympatico.ca", "outlook.fr")), "\n")
		}
	}
	o.w("Médecin référent : Dr ", g.ca().full(), ", permis ", o.K(g.digits(5)), "\n")
	o.w("Motif : ", g.pick("dyspnée d'effort, BNP ", "douleur thoracique atypique, troponine ", "HbA1c 9,1 %, glycémie à jeun ", "lombalgie chronique, IRM "), fmt.Sprint(g.n(10, 900)), "\n")
	o.w("Priorité : ", g.pick("A (≤ 3 jours)", "B (≤ 10 jours)", "C (≤ 28 jours)", "D (≤ 3 mois)"), "\n")
	if !clean && g.chance(0.5) {
		o.w("Télécopieur de la clinique : ", o.P("phone", g.phoneQC(false)), "\n")
	}
}

func (g *G) pick2(a, b int) int {
	if g.chance(0.5) {
		return a
	}
	return b
}

func tAUReferral(g *G, o *O, clean bool) {
	p := g.au()
	gp := g.au()
	o.w(g.pick("Referral", "Specialist referral", "REFERRAL — valid 12 months"), " — ", g.pick("Bondi Junction Medical Centre", "Fitzroy North GP Clinic", "Toowong Family Practice", "Subiaco Medical"), "\n")
	o.w("To: Dr ", g.au().full(), ", ", g.pick("Cardiologist", "Endocrinologist", "Orthopaedic Surgeon", "Dermatologist"), "\n")
	o.w("Re: ", p.full(), "  DOB ", o.K(g.dob().eu()), "\n")
	o.w("Medicare No. ", o.K(g.auMedicare()), "   ")
	if g.chance(0.5) {
		ihi := g.ihi()
		o.w("IHI ", o.K(ihi[:4]+" "+ihi[4:8]+" "+ihi[8:12]+" "+ihi[12:]), "\n")
	} else {
		o.w("DVA ", o.K(g.pick("NX", "QX", "VX")+g.digits(6)), "\n")
	}
	if !clean {
		o.w("Ph: ", o.P("phone", g.phoneAU(g.chance(0.6))), g.pick("", "   Mobile: "+o.P("phone", g.phoneAU(true))), "\n")
		if g.chance(0.5) {
			o.w("Email: ", o.P("email", g.personalEmail(p, "bigpond.com", "gmail.com", "outlook.com.au", "optusnet.com.au", "icloud.com")), "\n")
		}
	}
	o.w("\nThank you for seeing ", p.first, " re ", g.pick("AF with CHA2DS2-VASc 3", "T2DM, HbA1c 8.9%", "R knee OA, failed physio", "changing naevus L shoulder"), ". ")
	audr := pickOf(g, drugs)
	o.w("Current meds: ", audr[0], " ", audr[1], ". Bloods ", g.dos().eu(), ": eGFR ", fmt.Sprint(g.n(30, 90)), ", LDL ", fmt.Sprintf("%.1f", 1.5+g.r.Float64()*3), " mmol/L.\n\n")
	o.w("Dr ", gp.full(), "  Provider No. ", o.K(g.digits(6)+g.alnumU(1)+g.upper(1)), "\n")
	if !clean {
		o.w("Practice ph ", o.P("phone", g.phoneAU(false)), "  fax ", o.P("phone", g.phoneAU(false)), "\n")
	} else {
		o.w("AHPRA ", o.K("MED000"+g.digits(7)), "\n")
	}
}
