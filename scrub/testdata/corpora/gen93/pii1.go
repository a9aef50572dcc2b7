package main

import (
	"fmt"
	"strings"
)

func L(a ...any) []any { return a }

func piiTemplates() []tmpl {
	var t []tmpl
	add := func(kind string, fn func(g *G) []any) { t = append(t, tmpl{kind, fn}) }

	// ---------- patient portal messages ----------
	add("portal_msg_callback", func(g *G) []any {
		return L("Subject: Question about my bill\n\nHi, I got a statement for DOS ", g.date(), " (claim ", g.claim(), ") for ", g.amt(), " but ", g.payer(), " said it was covered. Can someone from billing call me back at ", g.ph(), "? I'm usually free after 3. Thanks, ", g.name())
	})
	add("portal_msg_new_email", func(g *G) []any {
		return L("Please update my email on file. The old one was ", g.email(), " and I don't check it anymore, the new one is ", g.email(), ". My MRN is ", g.mrn(), ".")
	})
	add("portal_msg_es", func(g *G) []any {
		return L("Hola, soy ", g.name(), ". Necesito cambiar mi cita del ", g.date(), " porque no tengo quien cuide a los niños. Mi número de celular es ", g.ph(), " y mi correo es ", g.email(), ". Mi número de miembro es ", g.member(), ". Gracias.")
	})
	add("portal_msg_vi", func(g *G) []any {
		return L("Chào bác sĩ, tôi là ", g.name(), ". Thuốc ", g.drug(), " (Rx #", g.rxno(), ") đã hết. Xin gọi lại cho tôi số ", g.ph(), ". Cảm ơn.")
	})
	add("portal_msg_zh", func(g *G) []any {
		return L("医生您好，我母亲的保险卡号是 ", g.member(), "，预约日期 ", g.date(), "。请打我的手机 ", g.ph(), " 或发邮件到 ", g.email(), "。谢谢！")
	})
	add("portal_msg_ko", func(g *G) []any {
		return L("안녕하세요. 처방전 리필 요청합니다: ", g.drug(), ", NDC ", g.ndc(), ". 연락처 ", g.ph(), ", 이메일 ", g.email(), " 입니다.")
	})
	add("portal_msg_tl", func(g *G) []any {
		return L("Magandang araw po. Ako po si ", g.name(), ", anak ng pasyente. Pakitawagan po ako sa ", g.ph(), " tungkol sa prior authorization ", g.auth(), ". Salamat po.")
	})
	add("portal_msg_ru", func(g *G) []any {
		return L("Здравствуйте! Пишу по поводу счёта ", g.claim(), " на сумму ", g.amt(), ". Мой телефон ", g.ph(), ", почта ", g.email(), ". Спасибо.")
	})
	add("portal_msg_ht", func(g *G) []any {
		return L("Bonjou, mwen se ", g.name(), ". Tanpri rele m nan ", g.ph(), " pou randevou ", g.date(), " a ", g.time(), ". Mèsi.")
	})
	add("portal_msg_password_locked", func(g *G) []any {
		u := g.first()
		return L("MyChart keeps saying my account is locked. Username ", strings.ToLower(u)+g.digits(3), ", I reset the password to ", g.password(), " yesterday and it still won't let me in. My activation code expired too. Can you call ", g.ph(), "?")
	})
	add("portal_msg_caregiver", func(g *G) []any {
		return L("I'm the proxy for my father (DOB ", g.dob(), ", MBI ", g.mbi(true), "). Please send his visit summary to my email ", g.email(), " and text me at ", g.ph(), " when the cardiology referral is approved.")
	})
	add("portal_msg_ssn_update", func(g *G) []any {
		return L("Registration asked me to send my SSN so billing can match my Medicare record. It's ", g.ssn(), ". Member ID ", g.member(), ", group ", g.group(), ".")
	})
	add("portal_msg_ar", func(g *G) []any {
		return L("مرحباً، أنا ", g.name(), ". أرجو الاتصال بي على ", g.ph(), " بخصوص موعد ", g.date(), ". رقم الملف ", g.mrn(), ". شكراً.")
	})
	add("portal_reply_staff", func(g *G) []any {
		return L("Hi ", g.first(), ", this is ", g.name(), ", RN at ", g.clinic(), ". Your ", g.cpt(), " results from ", g.date(), " are back and Dr. ", g.last(), " wants to discuss them. Please call my direct line ", g.ph(), " or reply to ", g.workEmail(), ".")
	})

	// ---------- intake forms ----------
	add("intake_form_text", func(g *G) []any {
		p := g.place()
		return L("NEW PATIENT INTAKE\nName: ", g.name(), "\nDOB: ", g.dob(), "\nAddress: ", g.street(), ", ", p.city, ", ", p.st, " ", kv(g.zip4(p)), "\nHome phone: ", g.phA(p.area), "\nCell: ", g.phA(p.area), "\nEmail: ", g.email(), "\nSSN: ", g.ssn(), "\nPrimary insurance: ", g.payer(), "  Member ID: ", g.member(), "  Group: ", g.group(), "\nEmergency contact: ", g.name(), " (spouse) ", g.ph())
	})
	add("intake_form_es", func(g *G) []any {
		p := g.place()
		return L("FORMULARIO DE REGISTRO\nNombre del paciente: ", g.name(), "\nFecha de nacimiento: ", g.dob(), "\nTeléfono: ", g.phA(p.area), "\nCorreo electrónico: ", g.email(), "\nNúmero de Seguro Social: ", g.ssn(), "\nCódigo postal: ", kv(g.zip4(p)), "\nSeguro: ", g.payer(), " — ID de miembro ", g.member(), "\nContacto de emergencia: ", g.name(), " (hermana) ", g.ph())
	})
	add("intake_form_itin", func(g *G) []any {
		return L("Sliding fee application — household of ", fmt.Sprint(g.rng(2, 7)), ". Applicant has no SSN; ITIN ", g.itin(), ". Annual income ", g.amt(), " (", kv(fmt.Sprint(g.rng(100, 250))+"% FPL"), "). Phone ", g.ph(), ". Approved tier ", g.pick("B", "C", "D"), " on ", g.date(), ".")
	})
	add("intake_form_kv_ocr", func(g *G) []any {
		return L("PATIENT INFORMATION | Last: ", g.last(), " | First: ", g.first(), " | Soc. Sec. # ", g.ssnS(1), " | Home Ph: ", g.phS(8), " | Work Ph: ", g.ph(), " ext. ", kv(g.digits(3)), " | E-mail: ", g.email(), " | Policy #: ", g.member(), " | Grp #: ", g.group())
	})
	add("intake_form_json", func(g *G) []any {
		return L(`{"form":"intake_v3","patient":{"first":"`, g.first(), `","last":"`, g.last(), `","dob":"`, g.dob(), `","ssn":"`, g.ssnS(2), `","phone":"`, g.phS(7), `","email":"`, g.email(), `"},"coverage":{"payer":"`, g.payer(), `","member_id":"`, g.member(), `","group":"`, g.group(), `"},"submitted":"`, g.date(), `"}`)
	})
	add("intake_minor_guardian", func(g *G) []any {
		return L("Pediatric registration for ", g.first(), " (age ", fmt.Sprint(g.rng(1, 16)), "). Parent/guardian: ", g.name(), ", mobile ", g.ph(), ", work ", g.ph(), ", email ", g.email(), ". Subscriber SSN ", g.ssn(), ". Medicaid ID ", g.member(), ". Pediatrician NPI ", g.npi(), ".")
	})
	add("intake_consent_sms", func(g *G) []any {
		return L("☑ I consent to receive appointment reminders by text at ", g.ph(), " and by email at ", g.email(), ". Msg & data rates may apply. Reply STOP to cancel. Signed ", g.date(), ". Form HIPAA-", kv("NPP-"+g.digits(4)), ".")
	})

	// ---------- insurance card transcriptions ----------
	add("card_transcription_medical", func(g *G) []any {
		return L("Front of card: ", g.payer(), " PPO\nMember: ", strings.ToUpper(g.name()), "\nID: ", g.member(), "   Group: ", g.group(), "\nRxBIN ", g.bin(), "  RxPCN ", g.pcn(), "  RxGrp ", g.rxgrp(), "\nPCP copay $25 / Spec $50 / ER $250\nBack: Member services ", g.tollfree(), " | Providers ", g.tollfree(), " | TTY 711\nPatient's own cell written on the back: ", g.ph())
	})
	add("card_transcription_medicare", func(g *G) []any {
		return L("Medicare Health Insurance card — Name: ", strings.ToUpper(g.name()), ", Medicare Number: ", g.mbi(true), ", Entitled to HOSPITAL (PART A) ", g.date(), ", MEDICAL (PART B) ", g.date(), ". Supplement: ", g.payer(), " Plan G, ID ", g.member(), ". Beneficiary phone ", g.ph(), ".")
	})
	add("card_transcription_pharmacy", func(g *G) []any {
		return L(g.pbm(), " pharmacy card\nBIN: ", g.bin(), "\nPCN: ", g.pcn(), "\nGroup: ", g.rxgrp(), "\nID: ", g.member(), "\nPharmacist help desk: ", g.tollfree(), "\nCardholder email on file: ", g.email())
	})
	add("card_transcription_dental", func(g *G) []any {
		return L("Delta Dental PPO card: Subscriber ", g.name(), ", Subscriber ID ", g.member(), ", Group ", g.group(), ", Subscriber SSN (old card) ", g.ssn(), ". Customer service ", g.tollfree(), ".")
	})
	add("card_ocr_tsv", func(g *G) []any {
		return L("field\tvalue\tconfidence\nmember_name\t", strings.ToUpper(g.name()), "\t0.98\nmember_id\t", g.member(), "\t0.97\ngroup_number\t", g.group(), "\t0.95\nrx_bin\t", g.bin(), "\t0.99\nmember_phone\t", g.phS(7), "\t0.91\nmember_email\t", g.email(), "\t0.88")
	})

	// ---------- X12 EDI ----------
	add("x12_837p_subscriber", func(g *G) []any {
		return L("ISA*00*          *00*          *ZZ*", kv("TGJ"+g.digits(5)), "       *ZZ*CLAIMSCH       *", kv(g.digits(6)), "*1253*^*00501*", kv(g.digits(9)), "*0*P*:~GS*HC*SUBMIT*RECV*", g.d8(), "*1253*", kv(g.digits(4)), "*X*005010X222A1~ST*837*0001*005010X222A1~NM1*41*2*", strings.ToUpper(g.clinic()), "*****46*", kv("S"+g.digits(6)), "~PER*IC*", strings.ToUpper(g.first()), "*TE*", g.phS(7), "*EM*", g.workEmail(), "~NM1*85*2*", strings.ToUpper(g.clinic()), "*****XX*", g.npi(), "~REF*EI*", kv(g.digits(9)), "~NM1*IL*1*", strings.ToUpper(g.last()), "*", strings.ToUpper(g.first()), "****MI*", g.member(), "~REF*SY*", g.ssnS(2), "~CLM*", kv("PC"+g.digits(8)), "*", g.amtPlain(), "***11:B:1*Y*A*Y*Y~HI*ABK:", kv(strings.ReplaceAll(string(g.icd()), ".", "")), "~SV1*HC:", g.cpt(), "*", g.amtPlain(), "*UN*1***1~SE*24*0001~")
	})
	add("x12_271_per", func(g *G) []any {
		return L("HL*3*2*22*0~TRN*2*", kv(g.digits(10)), "*", kv("9"+g.digits(9)), "~NM1*IL*1*", strings.ToUpper(g.last()), "*", strings.ToUpper(g.first()), "****MI*", g.member(), "~REF*6P*", g.group(), "*GROUP~N3*", strings.ToUpper(g.street()), "~DMG*D8*", kv("19"+g.digits(2)+"0"+fmt.Sprint(g.rng(1, 9))+"1"+fmt.Sprint(g.rng(0, 9))), "*F~EB*1*IND*30*PR*GOLD PPO~EB*C*IND*30***23*", g.amtPlain(), "~PER*IC*MEMBER SERVICES*TE*", pv{"phone", g.uniq(func() string { _, e, s := g.nanp(""); return "800" + e + s })}, "*UR*WWW.PAYER.COM~")
	})
	add("x12_270_request", func(g *G) []any {
		return L("ST*270*", kv(g.digits(4)), "*005010X279A1~BHT*0022*13*", kv(g.digits(10)), "*", g.d8(), "*1019~NM1*1P*2*", strings.ToUpper(g.clinic()), "*****XX*", g.npi(), "~PER*IC*FRONT DESK*TE*", g.phS(7), "*FX*", g.phS(7), "~NM1*IL*1*", strings.ToUpper(g.last()), "*", strings.ToUpper(g.first()), "****MI*", g.member(), "~EQ*30~SE*12*0001~")
	})
	add("x12_835_remit_contact", func(g *G) []any {
		return L("ST*835*", kv(g.digits(4)), "~BPR*I*", g.amtPlain(), "*C*ACH*CCP*01*", kv(g.digits(9)), "*DA*", kv(g.digits(10)), "*", kv("1"+g.digits(9)), "~TRN*1*", kv(g.digits(12)), "*", kv("1"+g.digits(9)), "~N1*PR*", strings.ToUpper(g.payer()), "~PER*CX*PROVIDER SERVICES*TE*", g.tollfree(), "*EM*", g.workEmail(), "~N1*PE*", strings.ToUpper(g.clinic()), "*XX*", g.npi(), "~CLP*", kv("PC"+g.digits(8)), "*1*", g.amtPlain(), "*", g.amtPlain(), "**12*", g.claim(), "~NM1*QC*1*", strings.ToUpper(g.last()), "*", strings.ToUpper(g.first()), "****MI*", g.member(), "~CAS*CO*45*", g.amtPlain(), "~")
	})
	add("x12_837i_ssn_ref", func(g *G) []any {
		return L("Loop 2010BA subscriber:\nNM1*IL*1*", strings.ToUpper(g.last()), "*", strings.ToUpper(g.first()), "*J***MI*", g.member(), "~\nN4*", strings.ToUpper(g.place().city), "*TX*", kv("77"+g.digits(3)), "~\nREF*SY*", g.ssnS(2), "~\nPER*IC*", strings.ToUpper(g.name()), "*HP*", g.phS(7), "~\nLoop 2300: CLM*", kv(g.digits(10)), "*", g.amtPlain(), "***13:A:1~ DTP*434*RD8*", g.d8(), "-", g.d8(), "~")
	})
	add("x12_error_ticket", func(g *G) []any {
		return L("Clearinghouse rejected batch ", kv("B"+g.digits(8)), ": 999 IK3*PER*7**8 — PER04 '", g.phS(1), "' must be 10 digits, no punctuation (005010X222A1). Fix and resend. Contact submitter ", g.workEmail(), ".")
	})
	add("x12_276_277", func(g *G) []any {
		return L("277CA: STC*A3:21*", g.d8(), "*U*", g.amtPlain(), "~REF*1K*", g.claim(), "~ patient ", strings.ToUpper(g.last()), " member ", g.member(), " — call the member at ", g.ph(), " to confirm other coverage (COB).")
	})

	// ---------- EOB, billing disputes, collections ----------
	add("eob_dispute_email", func(g *G) []any {
		return L("To: ", g.workEmail(), "\nFrom: ", g.email(), "\nRe: EOB for claim ", g.claim(), "\n\nThe EOB dated ", g.date(), " shows ", g.cpt(), " billed ", g.amt(), ", allowed ", g.amt(), ", patient responsibility ", g.amt(), ". I was told this visit was preventive (", g.icd(), "). Please re-submit with modifier 33. Reach me at ", g.ph(), ".")
	})
	add("billing_dispute_phone_note", func(g *G) []any {
		return L("[Billing call log ", g.date(), " ", g.time(), "] Pt's daughter called from ", g.ph(), " disputing balance ", g.amt(), " on acct ", kv("G"+g.digits(7)), ". Claim ", g.claim(), " denied CARC 197 (no auth). Auth ", g.auth(), " was on file — sent appeal. Callback number confirmed: ", g.ph(), ".")
	})
	add("collections_letter", func(g *G) []any {
		return L("FINAL NOTICE\nAccount No.: ", kv(g.digits(10)), "\nOriginal creditor: ", g.clinic(), "\nBalance due: ", g.amt(), "\nDate of service: ", g.date(), "\nThis is an attempt to collect a debt. Call us at ", g.tollfree(), " Mon–Fri 8–8. Our records list your phone as ", g.ph(), " and SSN as ", g.ssn(), ". If incorrect, notify us within 30 days.")
	})
	add("collections_reply", func(g *G) []any {
		return L("I received your letter about account ", kv(g.digits(9)), " for ", g.amt(), ". This was billed to the wrong insurance — my ", g.payer(), " ID is ", g.member(), ". Do NOT call my work number ", g.ph(), "; use ", g.email(), ".")
	})
	add("no_surprises_dispute", func(g *G) []any {
		return L("Good Faith Estimate dispute (PPDR). GFE ", kv("GFE-"+g.digits(6)), " estimated ", g.amt(), "; billed ", g.amt(), ". Provider TIN ", g.ein(), ", NPI ", g.npi(), ". Patient contact: ", g.email(), ", ", g.ph(), ".")
	})
	add("statement_portal_export", func(g *G) []any {
		return L("Guarantor: ", g.name(), " | Guarantor phone ", g.ph(), " | Statement date ", g.date(), " | Total due ", g.amt(), " | Last payment by card ending ", g.last4(), " | Remit to PO Box ", kv(g.digits(5)), ", ", g.place().city)
	})
	add("itemized_bill_request", func(g *G) []any {
		return L("Hi, can you email an itemized bill (UB-04 with rev codes, CPT/HCPCS and NDC lines) for my ER visit on ", g.date(), "? Encounter ", kv("HAR "+g.digits(9)), ". Send to ", g.email(), " please, or fax to ", g.ph(), ".")
	})

	// ---------- prior authorisations ----------
	add("prior_auth_request_form", func(g *G) []any {
		last := g.last()
		return L("PRIOR AUTHORIZATION REQUEST\nMember: ", g.name(), "  ID: ", g.member(), "\nDrug: ", g.drug(), "  NDC: ", g.ndc(), "\nDx: ", g.icd(), "\nPrescriber: Dr. ", last, "  NPI: ", g.npi(), "  DEA: ", g.dea(last), "\nOffice contact: ", g.name(), "  Ph: ", g.ph(), "  Fax: ", g.ph(), "\nUrgent: ", g.pick("Yes", "No"))
	})
	add("prior_auth_status_chat", func(g *G) []any {
		return L("Agent: Auth ", g.auth(), " for ", g.cpt(), " is pended for clinicals.\nMe: We faxed notes on ", g.date(), ".\nAgent: Please re-fax to ", g.tollfree(), " with the cover sheet. Reviewer direct line is ", g.ph(), ".\nMe: Ok, and send the determination to ", g.workEmail(), ".")
	})
	add("prior_auth_letter", func(g *G) []any {
		return L("Dear ", g.name(), ": Your request ", g.auth(), " for ", g.cpt(), " (", g.icd(), ") was APPROVED for ", fmt.Sprint(g.rng(6, 24)), " visits from ", g.date(), " to ", g.date(), ". Questions? Your care manager ", g.name(), " can be reached at ", g.ph(), " or ", g.workEmail(), ".")
	})
	add("prior_auth_portal_json", func(g *G) []any {
		return L(`{"authNumber":"`, g.auth(), `","status":"APPROVED","serviceCode":"`, g.cpt(), `","diagnosis":"`, g.icd(), `","renderingNpi":"`, g.npi(), `","memberId":"`, g.member(), `","memberPhone":"`, g.phS(1), `","requesterEmail":"`, g.workEmail(), `","validFrom":"`, g.date(), `"}`)
	})
	add("step_therapy_exception", func(g *G) []any {
		return L("Step therapy exception for ", g.drug(), ": patient failed ", g.drug(), " (fills ", g.date(), ", ", g.date(), "; Rx ", g.rxno(), "). ", g.pbm(), " case ", g.auth(), ". Patient prefers contact by email ", g.email(), ".")
	})

	// ---------- pharmacy & PBM ----------
	add("refill_request_sms", func(g *G) []any {
		return L("REFILL: ", g.drug(), " Rx# ", g.rxno(), " — reply from ", g.ph(), ": YES pls refill, pick up at store #", kv(g.digits(5)), ". Copay ", g.amt(), ".")
	})
	add("pbm_chat_transcript", func(g *G) []any {
		return L("[", g.pbm(), " chat] You: my mail-order ", g.drug(), " is late. Rx ", g.rxno(), ", member ", g.member(), ".\nAgent Brianna: I see it shipped ", g.date(), ", tracking ", kv("1Z"+g.from(upper+dig, 16)), ". Can I text updates to ", g.ph(), "?\nYou: yes, or email ", g.email())
	})
	add("pharmacy_callback_voicemail", func(g *G) []any {
		return L("Voicemail transcript (", g.date(), " ", g.time(), "): \"Hi this is ", g.first(), " from ", g.pick("CVS", "Walgreens", "Rite Aid", "Kroger", "H-E-B"), " pharmacy, NCPDP ", g.ncpdp(), ", calling about prescription ", g.rxno(), " for ", g.drug(), " — the insurance rejected it, reject code 75, prior auth required. Please call us back at ", g.ph(), ".\"")
	})
	add("pharmacy_payment_card", func(g *G) []any {
		return L("Please charge the copay (", g.amt(), ") for Rx ", g.rxno(), " to my card ", g.card(), " exp ", kv(fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(26, 31))), ". Billing zip ", kv(g.place().zip), ".")
	})
	add("specialty_pharmacy_intake", func(g *G) []any {
		return L("Specialty referral: ", g.drug(), " NDC ", g.ndc(), ", qty ", fmt.Sprint(g.rng(1, 4)), ", days supply 28. Patient ", g.name(), ", phone ", g.ph(), ", alt ", g.ph(), ". Copay card BIN ", g.bin(), " PCN ", g.pcn(), " ID ", g.member(), ". Prescriber DEA ", g.dea(g.last()), ".")
	})
	add("pbm_api_call", func(g *G) []any {
		return L("curl -s https://api.rxbenefits.example/v2/claims/", g.claim(), " \\\n  -H 'Authorization: Bearer ", g.opaqueTok(), "' \\\n  -H 'X-Member-Id: ", g.member(), "' -H 'X-BIN: ", g.bin(), "'")
	})
	add("ncpdp_claim_log", func(g *G) []any {
		return L("NCPDP D.0 B1 ", g.d8(), " BIN=", g.bin(), " PCN=", g.pcn(), " GRP=", g.rxgrp(), " CARDHOLDER=", g.member(), " RX=", g.rxno(), " NDC=", g.ndc(), " PRESCRIBER=", g.npi(), " PT_PHONE=", g.phS(7), " RESP=R 75")
	})
	add("refill_es", func(g *G) []any {
		return L("Necesito resurtir mi receta de ", g.drug(), ", número de receta ", g.rxno(), ". Por favor llámenme al ", g.ph(), " cuando esté lista. Mi tarjeta de ", g.pbm(), " tiene el BIN ", g.bin(), ".")
	})

	// ---------- fax cover sheets ----------
	add("fax_cover_sheet", func(g *G) []any {
		return L("FAX COVER SHEET — CONFIDENTIAL PHI\nTo: ", g.clinic(), " Attn: Referrals\nFax: ", g.ph(), "   Phone: ", g.ph(), "\nFrom: ", g.name(), ", ", g.clinic(), "\nFax: ", g.ph(), "   Phone: ", g.ph(), "\nDate: ", g.date(), "   Pages (incl. cover): ", fmt.Sprint(g.rng(2, 19)), "\nRe: ", g.last(), ", MRN ", g.mrn(), ", referral ", g.auth())
	})
	add("fax_efax_email", func(g *G) []any {
		return L("eFax from ", g.phS(6), " received ", g.date(), " ", g.time(), " (", fmt.Sprint(g.rng(1, 30)), " pages). Forwarded to ", g.workEmail(), " by ", g.workEmail(), ". Document ID ", kv(g.digits(12)), ".")
	})
	add("fax_misdirected", func(g *G) []any {
		return L("Misdirected fax notice: we received records for patient ", g.last(), " (DOB ", g.dob(), ", SSN ", g.ssn(), ") intended for fax ", g.ph(), ". The records have been destroyed per HIPAA. Incident ", kv("INC"+g.digits(7)), ".")
	})
	add("fax_cover_es", func(g *G) []any {
		return L("HOJA DE FAX — Para: ", g.clinic(), " · Fax: ", g.ph(), " · De: ", g.name(), " · Tel.: ", g.ph(), " · Páginas: ", fmt.Sprint(g.rng(2, 12)), " · Asunto: autorización ", g.auth(), " · Fecha ", g.date())
	})

	// ---------- referral letters ----------
	add("referral_letter", func(g *G) []any {
		last := g.last()
		return L("Dear Dr. ", last, ",\n\nI am referring ", g.name(), " (DOB ", g.dob(), ", ", g.payer(), " ID ", g.member(), ") for evaluation of ", g.icd(), ". Recent A1c 8.4% on ", g.date(), ". The patient can be reached at ", g.ph(), ". Please send your consult note to my secure Direct address ", g.workEmail(), ".\n\nSincerely,\n", g.name(), ", MD  NPI ", g.npi())
	})
	add("referral_ehr_message", func(g *G) []any {
		return L("Referral ", g.auth(), " → ", g.clinic(), " (NPI ", g.npi(), ", taxonomy ", g.taxonomy(), "). Pt prefers mom's cell ", g.ph(), "; interpreter: Spanish. Scheduling: please call pt within 5 business days.")
	})
	add("referral_status_email", func(g *G) []any {
		return L("From: ", g.workEmail(), "\nTo: ", g.workEmail(), "\nCc: ", g.email(), "\nSubject: Referral ", g.auth(), " scheduled\n\nYour patient is booked ", g.date(), " at ", g.time(), " with Dr. ", g.last(), ". Auth valid through ", g.date(), ".")
	})

	// ---------- HSA / FSA ----------
	add("hsa_card_declined", func(g *G) []any {
		return L("My HSA debit card ", g.card(), " was declined at the pharmacy for ", g.amt(), " even though my balance is ", g.amt(), ". Account ", kv("HSA"+g.digits(8)), ". Please call ", g.ph(), ".")
	})
	add("fsa_substantiation", func(g *G) []any {
		return L("FSA claim ", kv("FSA-"+g.digits(7)), " needs substantiation for the ", g.amt(), " swipe on ", g.date(), " (card ending ", g.last4(), "). Upload an itemized receipt or EOB. Participant email ", g.email(), ", phone ", g.ph(), ".")
	})
	add("hsa_reimbursement_form", func(g *G) []any {
		return L("HSA Reimbursement Request\nAccount holder: ", g.name(), "\nSSN: ", g.ssn(), "\nEmployer: ", g.pick("Acme Logistics", "Tri-County Schools", "Riverside Foods", "Bayside Credit Union"), " (EIN ", g.ein(), ")\nAmount: ", g.amt(), "\nPay to card: ", g.card(), "\nDate: ", g.date())
	})
	add("hsa_portal_chat", func(g *G) []any {
		return L("HealthEquity chat: Member verified with last 4 of SSN ", kv(g.digits(4)), " and ZIP ", kv(g.place().zip), ". Replacement card ordered; new card ", g.cardS(1), " activates ", g.date(), ". Email confirmation sent to ", g.email(), ".")
	})
	add("fsa_card_csv", func(g *G) []any {
		return L("employee_id,name,plan_year,election,card_number,card_status,email\n", kv("E"+g.digits(6)), ",", g.name(), ",", fmt.Sprint(g.rng(2024, 2026)), ",", g.amtPlain(), ",", g.cardS(0), ",ACTIVE,", g.workEmail(), "\n", kv("E"+g.digits(6)), ",", g.name(), ",", fmt.Sprint(g.rng(2024, 2026)), ",", g.amtPlain(), ",", g.cardS(0), ",SUSPENDED,", g.email())
	})

	// ---------- Medicare / Medicaid ----------
	add("medicaid_renewal", func(g *G) []any {
		return L("Medicaid renewal — Case # ", kv(g.digits(9)+g.from(upper, 1)), ". Household member: ", g.name(), ", SSN ", g.ssn(), ", Medicaid ID ", g.member(), ". Income: ", g.amt(), "/month. Best phone ", g.ph(), ". Submit by ", g.date(), ".")
	})
	add("medicare_enrollment", func(g *G) []any {
		return L("CMS-40B Application for Enrollment in Part B. Name: ", g.name(), ". Medicare Number: ", g.mbi(false), ". SSN: ", g.ssn(), ". Phone: ", g.ph(), ". Requested effective date ", g.date(), ". Employer group health plan: ", g.payer(), ", group ", g.group(), ".")
	})
	add("msp_questionnaire", func(g *G) []any {
		return L("Medicare Secondary Payer questionnaire: Beneficiary MBI ", g.mbi(true), ". Spouse employed? Y. Spouse employer phone ", g.ph(), ". Group health plan ", g.payer(), ", policy ", g.member(), ". Completed by ", g.name(), " on ", g.date(), ". Contact email ", g.email(), ".")
	})
	add("medicare_advantage_broker", func(g *G) []any {
		return L("SOA (Scope of Appointment) signed ", g.date(), ". Beneficiary: ", g.name(), ", MBI ", g.mbi(false), ", phone ", g.ph(), ". Agent NPN ", kv(g.digits(8)), ", plan H", kv(g.digits(4)+"-"+g.digits(3)), ". Agent cell ", g.ph(), ".")
	})
	add("extra_help_application", func(g *G) []any {
		return L("SSA-1020 Extra Help: applicant SSN ", g.ssn(), ", spouse SSN ", g.ssn(), ". Resources: ", g.amt(), ". Phone ", g.ph(), ". We will mail a decision within 60 days.")
	})
	add("medicaid_transport", func(g *G) []any {
		return L("NEMT ride request: Medicaid ID ", g.member(), ", pickup ", g.street(), " at ", g.time(), " on ", g.date(), " to dialysis (", g.cpt(), "). Rider phone ", g.ph(), ". Driver will call from ", g.ph(), ". Trip ", kv("T"+g.digits(8)), ".")
	})

	t = append(t, piiTemplates2()...)
	return append(t, piiTemplates3()...)
}
