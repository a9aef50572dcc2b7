package main

import (
	"fmt"
	"strings"
)

func enTemplates() []Tmpl {
	return []Tmpl{
		{"en_progress_note_hcp_contact", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("PROGRESS NOTE %s\nS: feels \"a little better\", tolerating diet.\nO: %s. Labs: %s.\nA/P: CAP (%s) improving - continue %s. Dispo likely tomorrow.\nHCP is %s %s (%s), cell %s; updated at bedside.",
				r.K(g.date("en")), g.vitals(r), g.labs(r), r.K(g.icd()), g.med(r), f, l, g.pick("daughter-in-law", "eldest child", "niece", "spouse", "sibling"), ph)
		}},
		{"en_discharge_summary_followup", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneUS(""))
			sb := r.K(g.switchboard("en"))
			return fmt.Sprintf("DISCHARGE SUMMARY\nAdmit %s  Discharge %s  MRN %s\nDx: %s, %s\nDischarge meds: %s; %s.\nFollow-up: Cardiology clinic in 1-2 wk, clinic line %s. Patient confirmed best number %s for scheduling.\nPending at discharge: blood cx x2 (%s).",
				r.K(g.date("en")), r.K(g.date("en")), r.K(g.mrn()), r.K(g.icd()), r.K(g.icd()), g.med(r), g.med(r), sb, ph, r.K("LOINC 600-7"))
		}},
		{"en_referral_letter", func(g *G, r *R) string {
			f, l := g.name("en")
			dl := g.last("en")
			em := r.P("email", g.email("en", f, l))
			ph := r.P("phone", g.phoneUS(g.pick("paren", "dash", "dot")))
			return fmt.Sprintf("Dear Dr. %s,\n\nRe: %s %s, DOB %s, MRN %s\nTel: %s   Email: %s\n\nThank you for seeing this %d-year-old with poorly controlled T2DM (%s), %s. Current regimen: %s. I would value your input on GLP-1 therapy.\n\nKind regards,\nDr. %s, NPI %s",
				dl, f, l, r.K(g.dob("en")), r.K(g.mrn()), ph, em, g.n(34, 88), r.K("E11.65"), g.labs(r), g.med(r), g.last("en"), r.K(g.npi()))
		}},
		{"en_nursing_handover_sbar", func(g *G, r *R) string {
			f, _ := g.name("en")
			rel := g.pick("partner", "NOK", "POA", "next of kin")
			ph := r.P("phone", g.phoneUS(g.pick("dash", "paren", "dot", "parennosp")))
			return fmt.Sprintf("SBAR 1900 handover - Rm %s bed %s\nS: post-op day 2 %s, pain 4/10.\nB: hx AF on %s.\nA: %s. UO 40 mL/h. Drain 120 mL serous.\nR: recheck %s at 0200; %s (%s) wants a call if any change: %s. Bleep %s for surgical SHO.",
				r.K(fmt.Sprint(g.n(200, 899))), g.pick("A", "B", "1", "2"), g.pick("lap chole", "TKR", "hemicolectomy", "CABG"), g.med(r), g.vitals(r), g.pick("K+", "Hgb", "lactate"), rel, f, ph, r.K(fmt.Sprint(g.n(1000, 8999))))
		}},
		{"en_telehealth_chat", func(g *G, r *R) string {
			ts := g.seqTimes(4)
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS(g.pick("dash", "space", "plain", "paren")))
			em := r.P("email", g.email("en", f, l))
			t1 := r.K(ts[0])
			return fmt.Sprintf("[%s] Patient: video keeps freezing, can you just call me? my cell is %s\n[%s] RN Kelly: sure. Can you confirm your DOB?\n[%s] Patient: %s. also send the visit summary to %s pls\n[%s] RN Kelly: done, BP reading you sent (%s) looks ok.",
				t1, ph, ts[1], ts[2], r.K(g.dob("en")), em, ts[3], r.K(g.bp()))
		}},
		{"en_pharmacy_callback", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneUS(""))
			pharm := r.K(g.switchboard("en"))
			return fmt.Sprintf("Pharmacy callback %s: CVS pharmacist (%s) re Rx #%s, %s - NDC %s is on backorder, suggests %s. Dr. approved substitution. Called pt at %s, LVM to pick up after %s.",
				r.K(g.hhmm()), pharm, r.K(g.rx()), g.med(r), r.K(g.ndc()), g.med(r), ph, r.K("4 PM"))
		}},
		{"en_lab_critical_callback", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("CRITICAL VALUE: K %s mmol/L (ref %s), acc# %s, collected %s. Called to RN at %s, read-back verified. Outpatient - pt reached at home %s, instructed to go to ED. Lab ext %s.",
				r.K(fmt.Sprintf("6.%d", g.n(1, 9))), r.K("3.5-5.1"), r.K(fmt.Sprintf("%02d-CH-%06d", g.n(24, 26), g.n(1, 999999))), r.K(g.hhmm()), r.K(g.hhmm()), ph, r.K(fmt.Sprint(g.n(20000, 79999))))
		}},
		{"en_home_health_visit", func(g *G, r *R) string {
			f, _ := g.name("en")
			ph := r.P("phone", g.phoneUS(g.pick("dash", "dot", "paren")))
			return fmt.Sprintf("HH SN visit %s. Pt ambulating w/ walker, wound L heel 2.1 x 1.4 cm, no odor. %s. Med set-up done: %s. Caregiver %s (spouse) ph %s - reviewed fall precautions. Next visit %s.",
				r.K(g.date("en")), g.vitals(r), g.med(r), f, ph, r.K(g.date("en")))
		}},
		{"en_portal_message", func(g *G, r *R) string {
			f, l := g.name("en")
			em := r.P("email", g.email("en", f, l))
			ph := r.P("phone", g.phoneUS(g.pick("dash", "space", "plain")))
			return fmt.Sprintf("Hi Dr. %s, my glucose has been %s-%s in the mornings since starting %s. Should I change anything? The portal won't let me upload the log so I emailed it from %s. Or text me at %s. Thanks, %s",
				g.last("en"), r.K(fmt.Sprint(g.n(140, 180))), r.K(fmt.Sprint(g.n(190, 260))), g.med(r), em, ph, f)
		}},
		{"en_care_coordination_email", func(g *G, r *R) string {
			af, al := g.name("en")
			bf, bl := g.name("en")
			a := r.P("email", g.staffEmail("en", af, al))
			b := r.P("email", g.staffEmail("en", bf, bl))
			pf, pl := g.name("en")
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("From: %s %s <%s>\nTo: %s\nSubject: SNF placement - %s %s (MRN %s)\n\nHi %s, Sunrise accepted, bed available %s. Pt's POA (son) prefers calls after 5pm at %s. Auth ref %s pending.\n%s, RN CM, x%s",
				af, al, a, b, pf, pl, r.K(g.mrn()), bf, r.K(g.date("en")), ph, r.K("PA-"+g.digits(9)), af, r.K(fmt.Sprint(g.n(4000, 7999))))
		}},
		{"en_dictated_note_sts", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS("space"))
			lf := ascii(f)
			em := r.P("email", lf+" dot "+ascii(l)+" at "+g.pick("gmail", "yahoo", "hotmail")+" dot com")
			return fmt.Sprintf("this is dr %s dictating on %s patient %s %s medical record number %s period chief complaint shortness of breath period blood pressure %s heart rate %d period plan furosemide 40 mg IV twice daily period the patient's spouse can be reached at %s period the patient asked that the summary be sent to %s period end of dictation",
				strings.ToLower(g.last("en")), r.K(g.date("en")), strings.ToLower(f), strings.ToLower(l), r.K(g.digits(8)), r.K(g.bp()), g.n(60, 120), ph, em)
		}},
		{"en_us_intake_ssn", func(g *G, r *R) string {
			f, l := g.name("en")
			ss := r.P("ssn", g.ssn(""))
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("NEW PATIENT REGISTRATION\nName: %s, %s   DOB: %s   Sex: %s\nSSN: %s\nPrimary phone: %s\nInsurance: BCBS PPO, Member ID %s, Group %s\nEmergency contact: %s %s\nCopay: %s",
				l, f, r.K(g.dob("en")), g.pick("F", "M"), ss, ph, r.K("XJH"+g.digits(9)), r.K(g.digits(6)), g.first("en"), l, r.K(fmt.Sprintf("$%d.00", g.pick2(20, 25, 30, 40, 50))))
		}},
		{"en_financial_counseling_itin", func(g *G, r *R) string {
			it := r.P("ssn", g.itin())
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("Financial counseling note: pt uninsured, not eligible for Medicaid. Provided ITIN %s for the charity care application (FPL %s). Balance %s for DOS %s, acct %s. Will call pt at %s when the committee decides.",
				it, r.K(fmt.Sprintf("%d%%", g.n(90, 250))), r.K(fmt.Sprintf("$%d.%02d", g.n(300, 9000), g.n(0, 99))), r.K(g.date("en")), r.K(g.digits(8)), ph)
		}},
		{"en_copay_phone_payment", func(g *G, r *R) string {
			br, cd := g.card()
			c := r.P("credit_card", cd)
			return fmt.Sprintf("Pt called to pay copay for %s visit. %s %s exp %s, amount %s, auth code %s, receipt #%s. Card not stored per policy.",
				r.K(g.date("en")), br, c, r.K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31))), r.K(fmt.Sprintf("$%d.00", g.pick2(15, 25, 35, 40, 75))), r.K(fmt.Sprintf("%06d", g.n(1, 999999))), r.K(fmt.Sprintf("R-%07d", g.n(1, 9999999))))
		}},
		{"en_billing_card_declined", func(g *G, r *R) string {
			_, cd := g.cardNumber()
			c := r.P("credit_card", cd)
			return fmt.Sprintf("Billing: autopay for statement %s (%s) declined - card on file %s returned 'do not honor'. Pt says new card ends %s, will update via portal. CPT %s, %s.",
				r.K(fmt.Sprintf("ST-%08d", g.n(1, 99999999))), r.K(fmt.Sprintf("$%d.%02d", g.n(20, 900), g.n(0, 99))), c, r.K(g.digits(4)), r.K(g.cptC()), r.K(g.cptC()))
		}},
		{"en_it_ticket_portal_password", func(g *G, r *R) string {
			f, l := g.name("en")
			pw := r.P("bearer", g.password())
			em := r.P("email", g.email("en", f, l))
			return fmt.Sprintf("INC%s - MyChart locked out. Verified identity (DOB + last 4 of SSN). Unlocked account %s, temporary password: %s - pt must change at next login. Pt on app v%s, iOS %s.",
				r.K(g.digits(7)), em, pw, r.K(fmt.Sprintf("%d.%d.%d", g.n(9, 11), g.n(0, 9), g.n(0, 20))), r.K(fmt.Sprintf("%d.%d", g.n(16, 18), g.n(0, 6))))
		}},
		{"en_fhir_integration_log_bearer", func(g *G, r *R) string {
			tk := r.P("bearer", g.token())
			id := r.K(fmt.Sprint(g.n(1000000, 9999999)))
			return fmt.Sprintf("%sT%s:%02dZ ERROR interface-engine GET https://fhir.bayviewmed.org/R4/Patient/%s/$everything -> 401\n  request headers: Accept: application/fhir+json; Authorization: Bearer %s\n  retry 3/5 in 30s",
				r.K(g.date("iso")), g.hhmm(), g.n(0, 59), id, tk)
		}},
		{"en_smart_launch_jwt", func(g *G, r *R) string {
			j := r.P("jwt", g.jwt("https://fhir.riversidehospital.org"))
			return fmt.Sprintf("SMART launch failing for the diabetes app in clinic %s. Token response looked fine: id_token %s - scope patient/*.read, expires_in 3600. Vendor ticket %s.",
				r.K(fmt.Sprintf("4%s", g.pick("N", "S", "W"))), j, r.K(fmt.Sprintf("SUP-%d", g.n(10000, 99999))))
		}},
		{"en_hl7_adt_pid", func(g *G, r *R) string {
			f, l := g.name("en")
			a, e, n := g.nanpParts()
			ph := r.P("phone", fmt.Sprintf("(%s)%s-%s", a, e, n))
			em := r.P("email", g.email("en", f, l))
			mrn := r.K(g.digits(8))
			return fmt.Sprintf("MSH|^~\\&|EPIC|BAYVIEW|ADT|HIE|%s||ADT^A04|%s|P|2.5.1\rPID|1||%s^^^BAYVIEW^MR||%s^%s||%s|%s|||%d %s ST^^%s^%s^%s||%s^PRN^PH~^NET^Internet^%s|||||||\rPV1|1|O|CARD^%s^01",
				r.K(g.digits(12)), r.K("MSG"+g.digits(8)), mrn, strings.ToUpper(l), strings.ToUpper(f), r.K(fmt.Sprintf("%d%02d%02d", g.n(1935, 2005), g.n(1, 12), g.n(1, 28))), g.pick("F", "M"), g.n(10, 9999), strings.ToUpper(g.pick("MAPLE", "OAK", "ELM", "MAIN", "CEDAR")), g.pick("BOSTON", "DAYTON", "TAMPA", "FRESNO"), g.pick("MA", "OH", "FL", "CA"), r.K(g.digits(5)), ph, em, r.K(fmt.Sprint(g.n(100, 999))))
		}},
		{"en_fhir_patient_json", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS(g.pick("plus", "dash", "e164")))
			em := r.P("email", g.email("en", f, l))
			return fmt.Sprintf(`{"resourceType":"Patient","id":"%s","identifier":[{"system":"urn:oid:1.2.840.114350","value":"%s"}],"name":[{"family":"%s","given":["%s"]}],"telecom":[{"system":"phone","value":"%s","use":"mobile"},{"system":"email","value":"%s"}],"birthDate":"%s","meta":{"versionId":"%d"}}`,
				r.K(g.rs(b62, 16)), r.K(g.mrn()), l, f, ph, em, r.K(g.dob("iso")), g.n(1, 30))
		}},
		{"en_sms_reminder_config", func(g *G, r *R) string {
			sid := r.K("AC" + g.rs(hexd, 32))
			tk := r.P("bearer", g.rs(hexd, 32))
			from := r.K("+1" + g.pick("833", "844", "855") + g.digits(7))
			return fmt.Sprintf("Appointment reminder service (Twilio) moved to new account for the clinic.\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s   # clinic toll-free, not a patient number\nreminders at 48h and 2h; opt-out keyword STOP",
				sid, tk, from)
		}},
		{"en_answering_service", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS(g.pick("dash", "paren", "plain")))
			return fmt.Sprintf("ANSWERING SVC MSG %s %s\nCaller: %s %s (mother of pt, age %d)\nCB#: %s\nMsg: fever %s F since this am, gave %s. Wants on-call to call back.\nOn-call paged via %s at %s.",
				r.K(g.date("en")), r.K(g.hhmm()), f, l, g.n(1, 12), ph, r.K(fmt.Sprintf("10%d.%d", g.n(1, 4), g.n(0, 9))), r.K(fmt.Sprintf("acetaminophen %d mg", g.pick2(160, 240, 320))), r.K("pager 4"+g.digits(3)), r.K(g.hhmm()))
		}},
		{"en_uk_gp_referral", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUK(true))
			return fmt.Sprintf("URGENT 2WW REFERRAL - suspected lower GI cancer\nPatient: %s %s  NHS No: %s  DOB: %s\nMobile: %s (happy to receive texts)\nFIT %s ug/g on %s, Hb %s g/L. PMH %s. Referring GP: Dr %s, practice code %s.",
				f, l, r.K(g.nhsNumber()), r.K(g.dob("uk")), ph, r.K(fmt.Sprint(g.n(12, 400))), r.K(g.date("uk")), r.K(fmt.Sprint(g.n(78, 140))), r.K(g.icd()), g.last("en"), r.K(fmt.Sprintf("%s%05d", g.pick("M", "Y", "F", "B"), g.n(10000, 99999))))
		}},
		{"en_uk_district_nurse_keysafe", func(g *G, r *R) string {
			f := g.firstF("en")
			code := r.P("bearer", fmt.Sprintf("%04d", g.n(1000, 9999)))
			ph := r.P("phone", g.phoneUK(g.chance(0.6)))
			return fmt.Sprintf("DN visit %s: leg ulcer dressing changed (Band %s). Access: key safe by back door, code %s - please do not write on the whiteboard. NOK daughter %s %s. Next visit %s, caseload ref %s.",
				r.K(g.date("uk")), r.K(fmt.Sprint(g.n(5, 7))), code, f, ph, r.K(g.date("uk")), r.K(fmt.Sprintf("DN/%d/%04d", g.n(24, 26), g.n(1, 9999))))
		}},
		{"en_uk_ward_handover", func(g *G, r *R) string {
			f := g.firstM("en")
			ph := r.P("phone", g.phoneUK(true))
			return fmt.Sprintf("Bay %d bed %d - %d y/o, NEWS2 %s, %s. On %s. Fluid balance +%s mL. NOK: %s (son) %s - wants update after ward round. Ward ext %s.",
				g.n(1, 6), g.n(1, 6), g.n(60, 96), r.K(fmt.Sprint(g.n(0, 7))), g.vitals(r), g.med(r), r.K(fmt.Sprint(g.n(200, 1900))), f, ph, r.K(fmt.Sprint(g.n(20000, 79999))))
		}},
		{"en_uk_111_callback", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneUK(false))
			return fmt.Sprintf("NHS 111 clinical assessment: caller reports chest tightness %s min, no radiation. Disposition: Dx %s (speak to GP within 2h). Call-back number %s. Case ID %s. Advised 999 if worse.",
				r.K(fmt.Sprint(g.n(10, 90))), r.K(fmt.Sprintf("Dx%02d", g.n(10, 99))), ph, r.K(fmt.Sprintf("%d", g.n(100000000, 999999999))))
		}},
		{"en_social_work_note", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS(""))
			em := r.P("email", g.email("en", f, l))
			return fmt.Sprintf("SW note: met with pt re discharge barriers. Lives alone, 3rd floor walk-up. Neighbor %s %s checks in daily, %s / %s. APS referral #%s not indicated. Meals on Wheels start %s.",
				f, l, ph, em, r.K(g.digits(6)), r.K(g.date("en")))
		}},
		{"en_ed_triage_note", func(g *G, r *R) string {
			f := g.firstF("en")
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("ED TRIAGE %s ESI %s: BIBA from home, fall w/ head strike on %s. GCS 15. %s. Fingerstick %s. Wife %s on the way, her cell %s. Tetanus last %s.",
				r.K(g.hhmm()), r.K(fmt.Sprint(g.n(2, 3))), g.med(r), g.vitals(r), r.K(fmt.Sprint(g.n(70, 300))), f, ph, r.K(fmt.Sprint(g.n(2009, 2022))))
		}},
		{"en_ob_prenatal_note", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS(""))
			em := r.P("email", g.email("en", f, l))
			return fmt.Sprintf("OB visit: G%dP%d at %sw%sd. FHR %s bpm, fundal height %s cm, BP %s. GTT %s mg/dL - will repeat. Partner %s prefers updates by text %s; birth plan sent to %s.",
				g.n(1, 4), g.n(0, 3), r.K(fmt.Sprint(g.n(20, 39))), r.K(fmt.Sprint(g.n(0, 6))), r.K(fmt.Sprint(g.n(120, 160))), r.K(fmt.Sprint(g.n(20, 39))), r.K(g.bp()), r.K(fmt.Sprint(g.n(120, 190))), f, ph, em)
		}},
		{"en_peds_well_child", func(g *G, r *R) string {
			mf, ml := g.firstF("en"), g.last("en")
			ph := r.P("phone", g.phoneUS(""))
			em := r.P("email", g.email("en", mf, ml))
			return fmt.Sprintf("%d-month WCC. Wt %s kg (%s %%ile), HC %s cm. Vaccines given: DTaP lot %s, PCV20 lot %s. Mom (%s) cell %s, email %s for the VIS sheets.",
				g.pick2(2, 4, 6, 9, 12, 15, 18), r.K(fmt.Sprintf("%d.%d", g.n(4, 12), g.n(0, 9))), r.K(fmt.Sprint(g.n(5, 95))), r.K(fmt.Sprintf("%d.%d", g.n(38, 48), g.n(0, 9))), r.K(strings.ToUpper(g.rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2))+g.digits(4)), r.K(strings.ToUpper(g.rs("ABCDEFGHJKLMNPRSTUVWXYZ", 2))+g.digits(4)), mf, ph, em)
		}},
		{"en_bh_safety_plan", func(g *G, r *R) string {
			a, b := g.firstF("en"), g.first("en")
			p1 := r.P("phone", g.phoneUS(g.pick("dash", "paren")))
			p2 := r.P("phone", g.phoneUS(g.pick("dash", "dot", "paren")))
			return fmt.Sprintf("SAFETY PLAN (reviewed with pt %s)\n1. Warning signs: not sleeping, isolating\n2. People I can contact: %s (sister) %s; %s (friend) %s\n3. Crisis: call or text %s, or go to nearest ED\n4. Means restriction: meds locked, husband holds key\nPHQ-9 today %s, C-SSRS screen low risk.",
				r.K(g.date("en")), a, p1, b, p2, r.K("988"), r.K(fmt.Sprint(g.n(5, 24))))
		}},
		{"en_hospice_visit", func(g *G, r *R) string {
			f, l := g.name("en")
			em := r.P("email", g.email("en", f, l))
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("Hospice RN visit: PPS %s%%, comfortable on %s. Family meeting set for %s at %s. Son %s lives out of state - send updates to %s, or call %s (Pacific time).",
				r.K(fmt.Sprint(g.pick2(20, 30, 40))), r.K(fmt.Sprintf("morphine %d mg SL q2h PRN", g.pick2(5, 10))), r.K(g.date("en")), r.K(g.hhmm()), f, em, ph)
		}},
		{"en_radiology_scheduling", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneUS(g.pick("dash", "dot", "paren")))
			return fmt.Sprintf("Scheduling: CT abd/pelvis w/ contrast (CPT %s) booked %s %s, Suite %s. Cr %s on %s - ok for contrast. Pt prefers text reminders to %s. Prep: NPO 4h.",
				r.K("74177"), r.K(g.date("en")), r.K(g.hhmm()), r.K(fmt.Sprintf("CT%d", g.n(1, 4))), r.K(fmt.Sprintf("0.%d", g.n(6, 9))), r.K(g.date("en")), ph)
		}},
		{"en_interpreter_request", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("Interpreter services: %s needed for visit %s, encounter %s. Pt's daughter will join by phone %s but per policy she will not interpret. Vendor ID %s.",
				g.pick("Spanish", "Haitian Creole", "Vietnamese", "Portuguese", "Polish"), r.K(g.date("en")), r.K(g.digits(9)), ph, r.K(fmt.Sprintf("INT-%d", g.n(1000, 9999))))
		}},
		{"en_prior_auth_call", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("PA call to Aetna for MRI L-spine (%s), dx %s. Rep gave ref #%s, approval pending clinicals - faxed to %s. Told pt (best # %s) it may take 72h.",
				r.K("72148"), r.K("M54.16"), r.K(g.digits(11)), r.K(g.switchboard("en")), ph)
		}},
		{"en_dme_order", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("DME order: home O2 concentrator %s L/min continuous, SpO2 on RA at rest %s. HCPCS %s. Delivery contact %s %s %s, gate code on file. Vendor order %s.",
				r.K(fmt.Sprint(g.n(1, 4))), r.K(fmt.Sprintf("%d%%", g.n(82, 88))), r.K("E1390"), f, l, ph, r.K(fmt.Sprintf("SO-%07d", g.n(1, 9999999))))
		}},
		{"en_csv_callback_list", func(g *G, r *R) string {
			var rows []string
			for i := 0; i < 3; i++ {
				f, l := g.name("en")
				ph := r.P("phone", g.phoneUS(g.pick("dash", "plain", "paren")))
				em := r.P("email", g.email("en", f, l))
				rows = append(rows, fmt.Sprintf("%s,%s %s,%s,%s,%s", r.K(g.mrn()), f, l, ph, em, g.pick("A1c overdue", "abnormal TSH", "colonoscopy recall", "INR check")))
			}
			return "mrn,patient,phone,email,reason\n" + strings.Join(rows, "\n")
		}},
		{"en_secure_chat_staff", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneUS(g.pick("dash", "plain", "dot")))
			return fmt.Sprintf("Secure chat - Dr %s: I'm off site but on call tonight, pager %s is dead, just use my personal cell %s. Pt in %s: give %s and repeat lactate at %s.",
				g.last("en"), r.K(fmt.Sprint(g.n(1000, 9999))), ph, r.K(fmt.Sprintf("ICU %d", g.n(1, 24))), r.K("30 mL/kg"), r.K(g.hhmm()))
		}},
		{"en_payment_portal_keys", func(g *G, r *R) string {
			sk := r.P("bearer", "sk_live_"+g.rs(b62, g.pick2(24, 99)))
			pk := r.K("pk_live_" + g.rs(b62, 24))
			return fmt.Sprintf("Change request CHG%s: rotate Stripe keys for the patient billing portal.\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nOld key revoked %s. Copay amounts unchanged ($%d).",
				r.K(g.digits(7)), pk, sk, r.K(g.date("iso")), g.pick2(20, 30, 45))
		}},
		{"en_ehr_app_client_secret", func(g *G, r *R) string {
			cid := r.K(g.rs(hexd, 8) + "-" + g.rs(hexd, 4) + "-" + g.rs(hexd, 4) + "-" + g.rs(hexd, 4) + "-" + g.rs(hexd, 12))
			sec := r.P("bearer", g.rs(b62, 40))
			return fmt.Sprintf("Backend-services app registration for the readmission model (non-prod):\nclient_id: %s\nclient_secret: %s\ntoken endpoint https://fhir.stmaryshealth.org/oauth2/token, scopes system/Encounter.read",
				cid, sec)
		}},
		{"en_rpm_wifi_setup", func(g *G, r *R) string {
			pw := r.P("bearer", g.password())
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("RPM enrollment: BP cuff + scale hub (serial %s) installed at home. Pt's home Wi-Fi %s, password %s - entered by pt's grandson. First reading %s. Alert thresholds SBP > %s. Pt cell for alerts %s.",
				r.K("HB"+g.digits(8)), r.K(g.pick("NETGEAR", "xfinitywifi-", "ATT")+g.digits(2)), pw, r.K(g.bp()), r.K(fmt.Sprint(g.pick2(160, 170, 180))), ph)
		}},
		{"en_voicemail_transcript", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS("space"))
			return fmt.Sprintf("Voicemail (transcribed, %s): \"Hi this is %s %s, date of birth %s, calling about my refill for the %s, the pharmacy said it needs prior auth. Please call me back at %s. Again that's %s. Thanks.\"",
				r.K(g.hhmm()), f, l, r.K(g.dob("en")), r.K(fmt.Sprintf("%s %d mg", g.pick("Eliquis", "Ozempic", "Xarelto"), g.pick2(1, 2, 5, 20))), ph, ph)
		}},
		{"en_fax_cover", func(g *G, r *R) string {
			ph := r.P("phone", g.phoneUS(""))
			return fmt.Sprintf("FAX COVER\nTo: Dr. %s, Nephrology   Fax: %s\nFrom: Internal Medicine   Phone: %s\nPages: %d (incl. cover)\nRe: pt DOB %s - labs %s\nPt contact: %s\nCONFIDENTIAL: contains PHI.",
				g.last("en"), r.K(g.switchboard("en")), r.K(g.switchboard("en")), g.n(3, 14), r.K(g.dob("en")), r.K(g.date("en")), ph)
		}},
		{"en_patient_email_reply", func(g *G, r *R) string {
			f, l := g.name("en")
			em := r.P("email", g.email("en", f, l))
			return fmt.Sprintf("Thanks, I'll come in at %s for the INR.\n\nOn %s, Anticoagulation Clinic wrote:\n> Your INR on %s was %s (goal 2.0-3.0). Please take %s tonight.\n\n-- \n%s %s <%s>",
				r.K(g.hhmm()), r.K(g.date("en")), r.K(g.date("en")), r.K(fmt.Sprintf("%d.%d", g.n(1, 4), g.n(0, 9))), r.K(fmt.Sprintf("warfarin %d mg", g.pick2(2, 3, 5, 7))), f, l, em)
		}},
		{"en_slack_webhook_alert", func(g *G, r *R) string {
			u := r.P("bearer", g.rs(b62, 24))
			return fmt.Sprintf("Bed-board alert bot posts to #%s when ED boarding > %s h. Webhook: https://hooks.slack.com/services/T%s/B%s/%s (do not share outside IS). Last alert %s, %d pts boarding.",
				g.pick("ed-flow", "house-sup", "bed-mgmt"), r.K(fmt.Sprint(g.n(4, 8))), strings.ToUpper(g.rs(b62, 8)), strings.ToUpper(g.rs(b62, 10)), u, r.K(g.hhmm()), g.n(5, 30))
		}},
		{"en_lab_interface_api_key", func(g *G, r *R) string {
			k := r.P("bearer", g.rs(b62, 40))
			return fmt.Sprintf("Reference lab results API (Quest) - test call:\ncurl -s -H \"x-api-key: %s\" \"https://api.labs.example.org/v2/results?accession=%s&loinc=%s\"\nreturned 200, %d OBX.",
				k, r.K(g.digits(10)), r.K(g.loincC()), g.n(3, 30))
		}},
		{"en_sendgrid_key_rotation", func(g *G, r *R) string {
			k := r.P("bearer", "SG."+g.rs(b62+"-_", 22)+"."+g.rs(b62+"-_", 43))
			return fmt.Sprintf("Patient statement e-mails bounced since %s - SendGrid key expired. New key %s saved in the vault as billing-mailer. Queue: %d messages, batch %s.",
				r.K(g.date("en")), k, g.n(100, 5000), r.K(fmt.Sprintf("B%s", g.digits(6))))
		}},
		{"en_bearer_header_token_telehealth", func(g *G, r *R) string {
			j := r.P("jwt", g.jwt("https://telehealth.northshoreclinic.com"))
			return fmt.Sprintf("Telehealth room won't open for visit %s. Browser console: POST /api/v3/rooms/join 403, Authorization: Bearer %s. Provider NPI %s. Tried Chrome %s.",
				r.K(fmt.Sprintf("V%d", g.n(100000, 999999))), j, r.K(g.npi()), r.K(fmt.Sprintf("%d.0.%d.%d", g.n(120, 131), g.n(6000, 6999), g.n(10, 200))))
		}},
		{"en_portal_reset_link_jwt", func(g *G, r *R) string {
			f, l := g.name("en")
			em := r.P("email", g.email("en", f, l))
			j := r.P("jwt", g.jwt("https://mychart.mercyhealth.org"))
			return fmt.Sprintf("Pt %s forwarded the reset e-mail to the help desk (ticket %s) because the link expired: https://mychart.mercyhealth.org/MyChart/passwordreset?token=%s&lang=en-US - re-sent a new one to %s at %s.",
				l, r.K(fmt.Sprintf("HD-%d", g.n(100000, 999999))), j, em, r.K(g.hhmm()))
		}},
		{"en_consent_form_contact", func(g *G, r *R) string {
			f, l := g.name("en")
			ph := r.P("phone", g.phoneUS(""))
			em := r.P("email", g.email("en", f, l))
			return fmt.Sprintf("HIPAA authorization on file (%s): pt permits discussion of PHI with %s %s (%s). Contact: %s | %s. Expires %s. Form version HIPAA-AUTH-%s.",
				r.K(g.date("en")), f, l, g.pick("friend", "partner", "neighbor", "cousin"), ph, em, r.K(g.date("en")), r.K(fmt.Sprintf("v%d.%d", g.n(1, 4), g.n(0, 9))))
		}},
		{"en_ssn_correction_note", func(g *G, r *R) string {
			ss := r.P("ssn", g.ssn(g.pick("space", "plain")))
			return fmt.Sprintf("Registration correction %s: SSN was keyed wrong at intake. Correct SSN %s per pt's card. Masked on face sheet as %s. Claim %s resubmitted.",
				r.K(g.date("en")), ss, r.K("XXX-XX-"+g.digits(4)), r.K(g.badLuhn()))
		}},
	}
}
