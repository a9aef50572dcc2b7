package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("court_caption_signature", 55, 30, tCourtCaption)
	reg("law_firm_client_intake", 70, 25, tLegalIntake)
	reg("paralegal_email_thread", 55, 15, tParalegalEmail)
	reg("hipaa_records_authorization", 45, 20, tRecordsAuth)
	reg("docket_entries", 10, 35, tDocket)
	reg("kb_short_question", 45, 90, tShortQuestion)
}

func (g *G) usCaseNo() string {
	switch g.r.IntN(6) {
	case 0:
		return fmt.Sprintf("%d:%02d-cv-%05d-%s", g.n(1, 4), g.n(22, 25), g.n(1, 9999), g.upper(g.n(2, 3)))
	case 1:
		return fmt.Sprintf("%d-CV-%06d", g.n(2022, 2025), g.n(1, 999999))
	case 2:
		return fmt.Sprintf("%dCV%05d", g.n(22, 25), g.n(1, 99999))
	case 3:
		return fmt.Sprintf("Index No. %06d/%d", g.n(100000, 999999), g.n(2022, 2025))
	case 4:
		return fmt.Sprintf("%02dL%06d", g.n(20, 25), g.n(1, 999999))
	default:
		return fmt.Sprintf("No. %s-%d-%05d", g.pick("CGC", "BC", "CACE", "DC"), g.n(22, 25), g.n(1, 99999))
	}
}

func (g *G) barNo() string {
	return g.pick("OSB No. ", "State Bar No. ", "Bar No. ", "SBN ", "BBO# ", "Texas Bar No. ", "Ohio Reg. No. ") + g.digits(g.n(6, 8))
}

func tCourtCaption(g *G, o *O, clean bool) {
	att := g.us()
	firm := pickOf(g, lawFirms)
	pl, df := g.us(), g.pick("ACME HEALTH PLAN, INC.", "MERCY VALLEY MEDICAL CENTER", "RIVERSIDE CARDIOLOGY ASSOCIATES, P.C.", "UNITED STATES OF AMERICA", "KILOLO KIJAKAZI, Commissioner of Social Security")
	caseNo := g.usCaseNo()
	if !clean {
		o.w(att.full(), ", ", o.K(g.barNo()), "\n")
		if g.chance(0.5) {
			o.w(o.P("email", g.workEmail(att, firm.domain)), "\n")
		}
		o.w(strings.ToUpper(firm.name), "\n", firm.street, "\n", firm.city, ", ", firm.state, " ", o.K(firm.zip), "\n")
		o.w(g.pick("Telephone: ", "Tel: ", "Phone: ", "T: "), o.P("phone", g.phoneUS(false)), "\n")
		if g.chance(0.7) {
			o.w(g.pick("Facsimile: ", "Fax: ", "F: "), o.P("phone", g.phoneUS(false)), "\n")
		}
		if !strings.Contains(o.sb.String(), "@") {
			o.w("Email: ", o.P("email", g.workEmail(att, firm.domain)), "\n")
		}
		o.w("Attorney for Plaintiff\n\n")
	}
	o.w(g.pick("UNITED STATES DISTRICT COURT\nFOR THE DISTRICT OF OREGON", "IN THE CIRCUIT COURT OF THE STATE OF OREGON\nFOR THE COUNTY OF MULTNOMAH", "SUPERIOR COURT OF CALIFORNIA, COUNTY OF SAN DIEGO", "IN THE DISTRICT COURT OF HARRIS COUNTY, TEXAS", "COMMONWEALTH OF MASSACHUSETTS\nSUFFOLK SUPERIOR COURT"), "\n\n")
	o.w(strings.ToUpper(pl.full()), ",\n        Plaintiff,\n    v.\n", df, ",\n        Defendant.\n\n")
	o.w("Case No. ", o.K(caseNo), "\n\n", g.pick("COMPLAINT FOR MEDICAL NEGLIGENCE", "PLAINTIFF'S MOTION FOR SUMMARY JUDGMENT", "DECLARATION OF "+strings.ToUpper(att.full())+" IN SUPPORT OF", "STIPULATED PROTECTIVE ORDER (HIPAA QUALIFIED)", "COMPLAINT FOR REVIEW OF SSA DECISION"), "\n")
	o.w(g.pick("\nDemand: $", "\nAmount in controversy: $"), fmt.Sprintf("%d,%03d", g.n(50, 999), g.n(0, 999)), ".00\n")
	if g.chance(0.5) {
		o.w("Related claim no. ", o.K(g.claimNo()), "; SSA claim filed ", g.dos().us(), "\n")
	}
}

func tLegalIntake(g *G, o *O, clean bool) {
	c := g.us()
	mt := g.pick("Med mal", "PI - MVA", "SSDI appeal", "Workers comp", "Nursing home neglect", "Insurance bad faith (denied claim)", "Slip and fall")
	o.w(g.pick("NEW CLIENT INTAKE", "Intake call notes", "Prospective client — conflict check + intake", "Clio intake form export"), " — ", mt, "\n")
	o.w("Matter #: ", o.K(fmt.Sprintf("%d-%04d", g.n(2023, 2025), g.n(1, 9999))), "   Intake date: ", g.dos().us(), "   Atty: ", string(g.us().first[0]), string(g.us().last[0]), "\n")
	o.w("Client: ", c.full(), "   DOB: ", o.K(g.dob().us()), "\n")
	if !clean {
		switch g.r.IntN(3) {
		case 0:
			o.w("Phone: ", o.P("phone", g.phoneUS(true)), "   Email: ", o.P("email", g.personalEmail(c)), "\n")
		case 1:
			o.w("Cell ", o.P("phone", g.phoneUS(true)), " (ok to text)   Alt: ", o.P("phone", g.phoneUS(true)), " (mother)\n")
		default:
			o.w("Contact: ", o.P("email", g.personalEmail(c)), " / ", o.P("phone", g.phoneUS(false)), "\n")
		}
		if strings.Contains(mt, "SSDI") || strings.Contains(mt, "Workers") || g.chance(0.35) {
			s := g.ssn()
			if g.chance(0.15) {
				s = g.itin()
			}
			lab := g.pick("SSN: ", "SSN ", "Soc Sec #: ", "SS# ")
			if strings.HasPrefix(s, "9") {
				lab = "ITIN: "
			}
			o.w(lab, o.P("ssn", s), g.pick("", "  (needed for Medicare lien / CMS query)", "  (for SSA-1696)"), "\n")
		}
	} else {
		o.w("Contact info: in Clio (", g.pick("prefers text", "no voicemail", "spouse answers"), ")\n")
	}
	o.w("Date of incident: ", o.K(g.dos().us()), "   SOL: ", g.dos().us(), "\n")
	o.w("Providers: ", pickOf(g, usOrgs).name, " (MRN ", o.K(g.mrn()), "), ", pickOf(g, usOrgs).name, "\n")
	o.w("Health ins: ", pickOf(g, usPayers), " ID ", o.K(g.memberID()), "   Auto/liability claim #: ", o.K(g.claimNo()), "\n")
	if !clean && g.chance(0.6) {
		adj := g.us()
		o.w("Adjuster: ", adj.full(), " ", o.P("phone", g.phoneUS(false)), " ", g.pick(g.ext(), ""), "\n")
	}
	o.w("Meds bills so far approx ", g.money(2000, 150000), "; lien: ", g.pick("Medicaid", "ERISA plan", "Medicare (MBI "+o.K(g.mbiFmt())+")", "none known"), "\n")
	o.w("Notes: ", g.pick("strong liability, check comparative fault", "needs records from ED visit and PT", "conflict check clear", "declined — SOL issue"), "\n")
}

func tParalegalEmail(g *G, o *O, clean bool) {
	from, to := g.us(), g.us()
	firm := pickOf(g, lawFirms)
	cl := g.us()
	caseNo := g.usCaseNo()
	if !clean {
		o.w("From: ", from.full(), " <", o.P("email", g.workEmail(from, firm.domain)), ">\nTo: ", to.full(), " <", o.P("email", g.workEmail(to, firm.domain)), ">\n")
	} else {
		o.w("From: ", from.full(), "\nTo: ", to.full(), "\n")
	}
	o.w("Date: ", g.dos().long(), " ", g.time12(), "\nSubject: RE: ", cl.last, " v. ", g.pick("Mercy Valley", "Acme Health", "State Farm", "SSA"), " (", o.K(caseNo), ")\n\n")
	o.w(to.first, ",\n\n")
	if !clean {
		switch g.r.IntN(4) {
		case 0:
			o.w("Client called — she has a new cell, ", o.P("phone", g.phoneUS(true)), ". Old number is disconnected. Please update Clio.")
		case 1:
			o.w("Records request to ", pickOf(g, usOrgs).name, " HIM went out today by fax to ", o.P("phone", g.phoneUS(false)), " (", fmt.Sprint(g.n(3, 12)), " pages incl. authorization). Their ROI vendor is ", g.pick("Ciox", "MRO", "Datavant"), ", ref # ", o.K(g.digits(9)), ".")
		case 2:
			o.w("For the SSA-827 we need the full SSN; client gave ", o.P("ssn", g.ssn()), " over the phone. Last four on the intake sheet didn't match, so please double check.")
		default:
			o.w("Opposing counsel's paralegal is ", g.us().full(), ", ", o.P("email", g.workEmail(g.us(), g.pick("defensefirm-llp.com", "hcdefense.com", "wilsonelser-pdx.com"))), ", direct ", o.P("phone", g.phoneUS(false)), ". Depo of Dr. ", g.us().last, " set for ", g.dos().us(), " at ", g.time12(), ".")
		}
	} else {
		o.w(g.pick("Bates range for the ", "Produced "), pickOf(g, usOrgs).name, " records: ", o.K(fmt.Sprintf("MVMC_%06d", g.n(1, 5000))), "–", o.K(fmt.Sprintf("MVMC_%06d", g.n(5001, 9999))), ". Billing ledger shows ", fmt.Sprint(g.n(3, 40)), " DOS, total ", g.money(5000, 90000), "; CPT ", o.K(pickOf(g, cpt)), " billed twice on ", g.dos().us(), ".")
	}
	o.w("\n\nThanks,\n", from.first, "\n", firm.name, g.pick("", " | Paralegal"), "\n")
	if !clean && g.chance(0.5) {
		o.w("D: ", o.P("phone", g.phoneUS(false)), " | ", firm.street, ", ", firm.city, " ", firm.state, " ", o.K(firm.zip), "\n")
	}
	o.w("CONFIDENTIAL: attorney-client privileged communication.\n")
}

func tRecordsAuth(g *G, o *O, clean bool) {
	p := g.us()
	firm := pickOf(g, lawFirms)
	org := pickOf(g, usOrgs)
	o.w(g.pick("AUTHORIZATION FOR RELEASE OF PROTECTED HEALTH INFORMATION (45 CFR 164.508)", "HIPAA Authorization — Release of Records", "Subpoena duces tecum — records custodian"), "\n")
	o.w("Patient: ", p.full(), "   DOB: ", o.K(g.dob().us()), "   MRN: ", o.K(g.mrn()), "\n")
	if !clean && g.chance(0.5) {
		o.w("SSN (last 4 only if possible): ", o.P("ssn", g.ssn()), "\n")
	} else {
		o.w("SSN: ", o.K("xxx-xx-"+g.digits(4)), "\n")
	}
	o.w("Release FROM: ", org.name, ", ", org.street, ", ", org.city, ", ", org.state, " ", org.zip, "\n")
	o.w("Release TO: ", firm.name, ", ", firm.street, ", ", firm.city, ", ", firm.state, " ", o.K(firm.zip), "\n")
	if !clean {
		o.w(g.pick("Fax: ", "Send by fax to "), o.P("phone", g.phoneUS(false)), g.pick("  or email ", " / "), o.P("email", g.pick("records@", "intake@", "medrecords@")+firm.domain), "\n")
	}
	o.w("Dates of service: ", g.dos().us(), " to present. Re: case ", o.K(g.usCaseNo()), "\n")
	o.w("[x] Complete record  [x] Billing/itemized (UB-04, CMS-1500)  [ ] Psychotherapy notes  [x] Imaging on CD\n")
	o.w("Expires: one year from ", g.dos().us(), "\n")
}

func tDocket(g *G, o *O, clean bool) {
	caseNo := g.usCaseNo()
	o.w("Docket — ", o.K(caseNo), "\n")
	d := g.dos()
	for i := 1; i <= g.n(4, 8); i++ {
		dd := date{d.y, d.m, min(d.d+i, 28)}
		o.w(o.K(dd.us()), "  ", fmt.Sprint(i*g.n(1, 4)), "  ", g.pick("COMPLAINT filed. Filing fee $405, receipt number "+o.K("0"+g.digits(3)+"-"+g.digits(7))+".", "SUMMONS issued.", "ORDER setting Rule 16 conference for "+g.dos().us()+" at "+g.time12()+".", "NOTICE of appearance.", "MOTION to dismiss. Noting date "+g.dos().us()+".", "Exhibit 12 (medical records, Bates MVMC_000"+g.digits(3)+"-MVMC_00"+g.digits(4)+") filed under seal.", "STIPULATED HIPAA protective order.", "TRANSCRIPT of proceedings held "+g.dos().us()+", pages 1-"+fmt.Sprint(g.n(40, 240))+"."), "\n")
	}
	if !clean {
		o.w("Chambers: ", o.P("phone", g.phoneUS(false)), "   Courtroom deputy email: ", o.P("email", g.pick("ord_", "txsd_", "mad_")+strings.ToLower(g.us().last)+"@"+g.pick("ord.uscourts.gov", "txs.uscourts.gov", "mad.uscourts.gov")), "\n")
	}
}

func tShortQuestion(g *G, o *O, clean bool) {
	if clean {
		qs := []func(){
			func() {
				o.w("CPT ", o.K(pickOf(g, cpt)), " with modifier 25 and ", o.K(pickOf(g, cpt)), " same day — denied CO-97 by ", pickOf(g, usPayers), ", claim ", o.K(g.claimNo()), ". How to appeal?")
			},
			func() {
				o.w("NPI ", o.K(g.npi()), " shows inactive in NPPES but PECOS is fine, PTAN ", o.K(g.upper(1)+g.digits(5)), " — what now?")
			},
			func() { o.w("is ", o.K(pickOf(g, icd10)), " billable as primary with ", o.K(pickOf(g, icd10)), "?") },
			func() {
				o.w("NDC ", o.K(g.ndc()), " vs ", o.K(g.ndc11()), " on the 837 — which format does Medicaid want?")
			},
			func() {
				o.w("DEA ", o.K(g.dea(g.us().last)), " check digit calculation?")
			},
			func() {
				o.w("MBI ", o.K(g.mbiFmt()), " rejected as invalid format on the 270, beneficiary born ", g.dob().us())
			},
			func() {
				o.w("A1c ", g.labValue(loinc[1]), "%, fasting glucose ", g.labValue(loinc[0]), " mg/dL, eGFR ", g.labValue(loinc[10]), " — metformin ", o.K("500 mg BID"), " still ok?")
			},
			func() {
				o.w("appeal deadline for claim ", o.K(g.claimNo()), " DOS ", o.K(g.dos().us()), ", denial date ", g.dos().us(), ", plan group ", o.K(g.groupNo()))
			},
			func() {
				o.w("how to read case number ", o.K(g.usCaseNo()), " — which division?")
			},
			func() {
				o.w("fax cover says 'Pages: ", fmt.Sprint(g.n(2, 40)), " (incl. cover)' but we received ", fmt.Sprint(g.n(1, 30)), " — resend policy?")
			},
			func() {
				o.w("Room ", o.K(fmt.Sprintf("%d%02d", g.n(2, 9), g.n(1, 40))), " bed B isolation sign, C. diff, PCR ", g.dos().us(), " ", g.time(), " — contact precautions how long?")
			},
			func() {
				o.w("CLIA ", o.K(g.clia()), " waived test list includes ", o.K("87880"), "?")
			},
			func() {
				o.w("ABA routing ", o.K(g.aba()), " for EFT enrollment keeps failing validation")
			},
			func() {
				o.w("HCPCS ", o.K(g.pick("J1100", "J0897", "J9271", "Q5103", "J3490")), " units for ", g.pick("8 mg", "60 mg", "200 mg", "100 mg"), " — billing ", fmt.Sprint(g.n(1, 20)), " units right?")
			},
			func() {
				o.w("Authorization: Bearer ", pickOf(g, placeholders), " — where does Epic put the client id for backend services?")
			},
			func() {
				o.w("what is Rx BIN ", o.K(g.pick("610014", "004336", "003858", "610502", "015581")), " PCN ", g.pick("ADV", "MEDDADV", "9999"), " group ", o.K(g.upper(4)+g.digits(3)))
			},
			func() {
				o.w("NHS number ", o.K(g.nhsFmt()), " fails the modulus 11 check in our PAS, is it a temporary number?")
			},
		}
		pickOf(g, qs)()
		return
	}
	qs := []func(){
		func() {
			o.w("pt ", g.us().full(), " DOB ", o.K(g.dob().us()), " says her number changed to ", o.P("phone", g.phoneUS(true)), " — how do I update it in the portal?")
		},
		func() {
			o.w("can I text appointment reminders to ", o.P("phone", g.phoneUS(false)), " without written consent? TCPA + HIPAA")
		},
		func() {
			o.w("patient emailed from ", o.P("email", g.personalEmail(g.us())), " asking for her records, MRN ", o.K(g.mrn()), " — is email ok for release?")
		},
		func() {
			o.w("SSN ", o.P("ssn", g.ssn()), " not matching in MBI lookup, MBI ", o.K(g.mbiFmt()), ", what's wrong")
		},
		func() {
			o.w("claim ", o.K(g.claimNo()), " denied, payer rep said call back at ", o.P("phone", g.tollFree()), " ref # ", o.K(g.digits(9)))
		},
		func() {
			o.w("who do I contact at ", o.P("email", g.pick("provider.relations@", "credentialing@", "edi.support@")+g.pick("molina-provider.com", "ambetter-health.net", "regence-providers.com")), " about NPI ", o.K(g.npi()), " credentialing?")
		},
		func() {
			tok, fam := g.accessToken()
			o.w("why does Authorization: Bearer ", o.P(fam, tok), " return 401 on /metadata?")
		},
		func() {
			c := g.card()
			o.w("patient paid copay twice with card ", o.P("credit_card", g.cardFmt(c)), ", refund process?")
		},
		func() {
			o.w("ITIN ", o.P("ssn", g.itin()), " instead of SSN on the intake — can we still bill ", pickOf(g, usPayers), "?")
		},
		func() {
			o.w("fax from ", o.P("phone", g.phoneUS(false)), " keeps arriving blank, ", fmt.Sprint(g.n(2, 20)), " pages, how to trace sender?")
		},
	}
	pickOf(g, qs)()
}
