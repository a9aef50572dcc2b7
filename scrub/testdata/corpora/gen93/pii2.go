package main

import (
	"fmt"
	"strings"
)

func piiTemplates2() []tmpl {
	var t []tmpl
	add := func(kind string, fn func(g *G) []any) { t = append(t, tmpl{kind, fn}) }

	// ---------- dental & vision ----------
	add("dental_treatment_plan", func(g *G) []any {
		return L("Treatment plan ", kv("TP-"+g.digits(5)), ": D2740 crown #", fmt.Sprint(g.rng(2, 31)), " ", g.amt(), ", D2950 core buildup ", g.amt(), ". Est. insurance ", g.amt(), ". Patient ", g.name(), " — call ", g.ph(), " to schedule. Pre-determination sent to Delta (subscriber ", g.member(), ").")
	})
	add("dental_payment_plan", func(g *G) []any {
		return L("CareCredit / in-house plan: ", g.amt(), " over 12 months, autopay from card ", g.card(), " on the ", fmt.Sprint(g.rng(1, 28)), "th. Signed ", g.date(), ". Receipts to ", g.email(), ".")
	})
	add("vision_rx_order", func(g *G) []any {
		return L("Contact lens order: OD -2.25 -0.75 x 180, OS -2.50 BC 8.6 DIA 14.2, 90-pack x2. VSP member ", g.member(), ", auth ", g.auth(), ". Ship to ", g.street(), ". Notify ", g.email(), " / ", g.ph(), ".")
	})
	add("vision_claim_email", func(g *G) []any {
		return L("Hi, EyeMed denied my frames claim ", g.claim(), " (", g.amt(), ") from ", g.date(), ". CPT 92014, ", g.icd(), ". Member ID ", g.member(), ". My number is ", g.ph(), ". — ", g.first())
	})
	add("dental_recall_sms", func(g *G) []any {
		return L("To: ", g.ph(), " — ", g.clinic(), ": Hi ", g.first(), "! You're due for your 6-month cleaning (D1110). Book online or call. Your balance ", g.amt(), ". Reply STOP to opt out.")
	})

	// ---------- telehealth scheduling ----------
	add("telehealth_invite", func(g *G) []any {
		return L("Your video visit with Dr. ", g.last(), " is ", g.date(), " at ", g.time(), " ET. Join: https://telehealth.", orgDomains[g.n(len(orgDomains))], "/v/", kv(g.from(lower+dig, 10)), " Meeting ID ", kv(g.digits(3)+" "+g.digits(4)+" "+g.digits(4)), ". If video fails we will call you at ", g.ph(), ". POS 10, modifier 95.")
	})
	add("telehealth_scheduler_chat", func(g *G) []any {
		return L("Scheduler: What number should the provider call if the link drops?\nPatient: ", g.phS(g.n(3)), " (cell) or my husband ", g.ph(), "\nScheduler: Got it. Confirmation will go to ", g.email(), ". Visit ID ", kv("V"+g.digits(9)), ".")
	})
	add("telehealth_api_booking", func(g *G) []any {
		return L("POST /api/v1/appointments\nAuthorization: Bearer ", g.opaqueTok(), "\nContent-Type: application/json\n\n", `{"providerNpi":"`, g.npi(), `","slot":"`, kv(fmt.Sprintf("%d-%02d-%02dT%02d:30:00-05:00", g.rng(2024, 2026), g.rng(1, 12), g.rng(1, 28), g.rng(8, 17))), `","visitType":"VIDEO","patient":{"mrn":"`, g.mrn(), `","mobile":"`, g.phS(3), `","email":"`, g.email(), `"}}`)
	})
	add("telehealth_sms_reminder_log", func(g *G) []any {
		return L("twilio.send to=", g.phS(6), " from=", g.phS(6), " body=\"Reminder: telehealth appt ", g.date(), " ", g.time(), ". Reply C to confirm\" status=delivered sid=", kv("SM"+g.from(hexlow, 32)))
	})
	add("telehealth_intl_patient", func(g *G) []any {
		return L("Patient traveling abroad requests telehealth follow-up on ", g.date(), ". Reachable on WhatsApp ", g.intlPhone(), " or email ", g.email(), ". Note: licensure — provider licensed in ", g.pick("CA", "TX", "FL", "NY"), " only.")
	})

	// ---------- EHR exports ----------
	add("epic_csv_export", func(g *G) []any {
		rows := L("PAT_MRN_ID,PAT_NAME,BIRTH_DATE,SSN,HOME_PHONE,EMAIL_ADDRESS,ZIP,PCP_NPI\n")
		for i := 0; i < g.rng(2, 3); i++ {
			p := g.place()
			rows = append(rows, g.mrn(), ",\"", strings.ToUpper(g.last()+", "+g.first()), "\",", g.dob(), ",", g.ssn(), ",", g.phS([]int{1, 7, 0}[g.n(3)]), ",", g.email(), ",", kv(p.zip), ",", g.npi(), "\n")
		}
		return rows
	})
	add("cerner_tsv_export", func(g *G) []any {
		rows := L("FIN\tMRN\tNAME_FULL\tSSN_TXT\tPHONE_HOME\tPHONE_MOBILE\tREG_DT\n")
		for i := 0; i < 2; i++ {
			rows = append(rows, kv(g.digits(10)), "\t", g.mrn(), "\t", strings.ToUpper(g.name()), "\t", g.ssnS([]int{0, 2}[g.n(2)]), "\t", g.phS(7), "\t", g.phS(1), "\t", g.date(), "\n")
		}
		return rows
	})
	add("hl7_adt_pid", func(g *G) []any {
		p := g.place()
		var a, e, s string
		for {
			a, e, s = g.nanp(p.area)
			if !g.seen["("+a+")"+e+"-"+s] && !g.seen[e+s] {
				break
			}
		}
		hp := pv{"phone", g.uniq(func() string { return "(" + a + ")" + e + "-" + s })}
		return L("MSH|^~\\&|EPIC|STBRIGID|RHAPSODY|HIE|", kv(g.digits(14)), "||ADT^A04|", kv(g.digits(10)), "|P|2.5.1\rPID|1||", g.mrn(), "^^^STB^MR||", strings.ToUpper(g.last()), "^", strings.ToUpper(g.first()), "||", kv("19"+g.digits(2)+"0612"), "|F|||", strings.ToUpper(g.street()), "^^", strings.ToUpper(p.city), "^", p.st, "^", kv(p.zip), "||", hp, "^PRN^PH^^1^", a, "^", pv{"phone", g.uniq(func() string { return e + s })}, "~^NET^Internet^", g.email(), "||||||", g.ssnS(2), "|||")
	})
	add("hl7_nk1_gt1", func(g *G) []any {
		return L("NK1|1|", strings.ToUpper(g.last()), "^", strings.ToUpper(g.first()), "|MTH^Mother|", strings.ToUpper(g.street()), "|", g.phS(9), "|", g.phS(9), "\rGT1|1||", strings.ToUpper(g.last()), "^", strings.ToUpper(g.first()), "||", strings.ToUpper(g.street()), "|", g.phS(9), "||", kv("19"+g.digits(2)+"1103"), "|M||SE|", g.ssn(), "\rIN1|1|", kv("PPO"+g.digits(3)), "|", kv(g.digits(5)), "|", strings.ToUpper(g.payer()), "|||", g.group(), "|||||||||||||||||||||||||||", g.member())
	})
	add("fhir_patient_json", func(g *G) []any {
		return L(`{"resourceType":"Patient","id":"`, g.fhirID(), `","identifier":[{"system":"urn:oid:1.2.840.114350.1.13.0.1.7.5.737384.14","value":"`, g.mrn(), `"},{"system":"http://hl7.org/fhir/sid/us-ssn","value":"`, g.ssnS(2), `"}],"telecom":[{"system":"phone","value":"`, g.phS(1), `","use":"mobile"},{"system":"email","value":"`, g.email(), `"}],"birthDate":"`, kv(fmt.Sprintf("%d-%02d-%02d", g.rng(1940, 2015), g.rng(1, 12), g.rng(1, 28))), `"}`)
	})
	add("fhir_coverage_related", func(g *G) []any {
		return L(`{"resourceType":"RelatedPerson","id":"`, g.fhirID(), `","relationship":[{"coding":[{"code":"MTH"}]}],"name":[{"text":"`, g.name(), `"}],"telecom":[{"system":"phone","value":"`, g.ph().v, `"},{"system":"sms","value":"`, g.phS(6), `"}]}`)
	})
	add("ehr_chart_note", func(g *G) []any {
		return L("S: ", fmt.Sprint(g.rng(22, 88)), "yo F f/u ", g.icd(), ". A1c 7.9 (", g.date(), "). O: BP 138/86, HR 78, BMI 31.2. A/P: cont ", g.drug(), ", add ", g.drug(), ". RTC 3 mo. SW: pt's sister (", g.ph(), ") will help with transport; pt email ", g.email(), ".")
	})
	add("ehr_audit_log", func(g *G) []any {
		return L(kv(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", g.rng(2024, 2026), g.rng(1, 12), g.rng(1, 28), g.rng(0, 23), g.rng(0, 59), g.rng(0, 59))), " user=", g.workEmail(), " action=VIEW patient=", g.mrn(), " field=SSN value_shown=", g.ssn(), " reason=\"billing\" ip=", kv(fmt.Sprintf("10.%d.%d.%d", g.rng(0, 255), g.rng(0, 255), g.rng(1, 254))))
	})
	add("sql_patient_insert", func(g *G) []any {
		return L("INSERT INTO patients (mrn, last_name, first_name, ssn, phone, email, payer_member_id) VALUES ('", g.mrn(), "', '", g.last(), "', '", g.first(), "', '", g.ssnS(g.n(2)*2), "', '", g.phS(7), "', '", g.email(), "', '", g.member(), "');")
	})
	add("ehr_markdown_table", func(g *G) []any {
		rows := L("| Patient | MRN | Phone | Email | Next appt |\n|---|---|---|---|---|\n")
		for i := 0; i < 2; i++ {
			rows = append(rows, "| ", g.name(), " | ", g.mrn(), " | ", g.ph(), " | ", g.email(), " | ", g.date(), " |\n")
		}
		return rows
	})

	// ---------- provider directories ----------
	add("provider_directory_entry", func(g *G) []any {
		p := g.place()
		return L("Dr. ", g.name(), ", MD — ", g.pick("Internal Medicine", "Family Medicine", "Pediatrics", "Cardiology", "OB/GYN"), "\nNPI ", g.npi(), " · Taxonomy ", g.taxonomy(), " · Accepting new patients\n", g.street(), ", ", p.city, ", ", p.st, " ", kv(p.zip), "\nOffice: ", g.phA(p.area), " · Fax: ", g.phA(p.area), "\nLanguages: English, Spanish")
	})
	add("provider_directory_csv", func(g *G) []any {
		return L("npi,name,specialty,phone,fax,email,zip\n", g.npi(), ",", g.name(), ",", g.taxonomy(), ",", g.phS(1), ",", g.phS(1), ",", g.workEmail(), ",", kv(g.place().zip), "\n", g.npi(), ",", g.name(), ",", g.taxonomy(), ",", g.phS(1), ",", g.phS(1), ",", g.workEmail(), ",", kv(g.place().zip))
	})
	add("directory_correction", func(g *G) []any {
		return L("Directory accuracy attestation (", g.date(), "): NPI ", g.npi(), " moved. New phone ", g.ph(), ", old phone ", g.ph(), " disconnected. Credentialing contact ", g.workEmail(), ". CAQH ID ", kv(g.digits(8)), ".")
	})

	// ---------- integrations: SMART on FHIR, tokens, secrets ----------
	add("smart_fhir_request", func(g *G) []any {
		return L("GET /api/FHIR/R4/Patient/", g.fhirID(), " HTTP/1.1\nHost: fhir.stbrigidmg.org\nAccept: application/fhir+json\nAuthorization: Bearer ", g.jwt())
	})
	add("smart_token_response", func(g *G) []any {
		return L(`{"access_token":"`, g.jwt(), `","token_type":"Bearer","expires_in":3600,"scope":"launch/patient patient/*.read openid fhirUser","patient":"`, g.fhirID(), `","id_token":"`, g.jwt(), `","need_patient_banner":true}`)
	})
	add("smart_backend_assertion", func(g *G) []any {
		return L("POST /oauth2/token\ngrant_type=client_credentials&client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer&client_assertion=", g.jwt(), "&scope=system%2FPatient.rs")
	})
	add("smart_debug_question", func(g *G) []any {
		return L("Why does Epic return 401 invalid_token? I'm sending the token I got from the launch:\n", g.jwt(), "\nclient_id ", g.uuid(), ", FHIR R4 (", kv("4.0.1"), "), iss https://fhir.epic.com/interconnect-fhir-oauth")
	})
	add("smart_refresh_token", func(g *G) []any {
		return L(`{"access_token":"`, g.opaqueTok(), `","refresh_token":"`, g.clientSec(), `","expires_in":3600,"patient":"`, g.fhirID(), `","encounter":"`, g.fhirID(), `"}`)
	})
	add("ehr_client_secret_env", func(g *G) []any {
		return L("# .env for the eligibility microservice\nEPIC_CLIENT_ID=", g.uuid(), "\nEPIC_CLIENT_SECRET=", g.clientSec(), "\nFHIR_BASE=https://fhir.stbrigidmg.org/api/FHIR/R4\nAVAILITY_API_KEY=", g.opaqueTok(), "\nPAYER_ID=", kv(g.digits(5)))
	})
	add("clearinghouse_sftp", func(g *G) []any {
		return L("Clearinghouse SFTP for 837 batches: host sftp.claimsgateway.example port 22, user ", kv("SUB"+g.digits(6)), ", password: ", g.password(), ". Submitter ID ", kv("TGJ"+g.digits(5)), ". Drop 837P into /inbound, 999/277CA in /outbound.")
	})
	add("twilio_reminder_config", func(g *G) []any {
		return L("TWILIO_ACCOUNT_SID=AC", kv(g.from(hexlow, 32)), "\nTWILIO_AUTH_TOKEN=", g.hexSec(32), "\nTWILIO_FROM=", g.phS(6), "\nREMINDER_HOURS_BEFORE=24")
	})
	add("stripe_copay_integration", func(g *G) []any {
		return L("copay-service crashed: stripe.error.AuthenticationError for key ", g.stripe(), " while charging ", g.amt(), " for encounter ", kv("ENC"+g.digits(8)), " (publishable key pk_live_", kv(g.mixed(24, alnum)), " is fine)")
	})
	add("sendgrid_statement_mailer", func(g *G) []any {
		return L("statement-mailer config:\n  sendgrid_api_key: ", g.sendgrid(), "\n  from: ", g.workEmail(), "\n  template_id: d-", kv(g.from(hexlow, 32)))
	})
	add("aws_phi_bucket", func(g *G) []any {
		return L("[profile hipaa-archive]\naws_access_key_id = AKIA", kv(g.from(upper+dig, 16)), "\naws_secret_access_key = ", g.awsSecret(), "\nregion = us-east-1\n# bucket: s3://phi-eob-archive-", kv(g.digits(6)))
	})
	add("basic_auth_eligibility", func(g *G) []any {
		return L("curl -X POST https://eligibility.payer.example/270 -H \"Authorization: Basic ", g.basicAuth(), "\" -H 'Content-Type: application/EDI-X12' --data-binary @270_", kv(g.digits(9)), ".edi")
	})
	add("ghp_ehr_repo", func(g *G) []any {
		return L("git clone https://x-access-token:", g.ghp(), "@github.com/stbrigid/hl7-interfaces.git  # Mirth channels for ADT A04/A08, see ticket ", kv("HIT-"+g.digits(4)))
	})
	add("slack_oncall_bot", func(g *G) []any {
		return L("on-call paging bot for the nurse line: SLACK_BOT_TOKEN=", g.slack(), " channel C", kv(g.from(upper+dig, 10)), "; escalation cell for charge nurse ", g.ph())
	})
	add("db_conn_string", func(g *G) []any {
		return L("DATABASE_URL=postgres://claims_app:", g.password(), "@pg-claims.internal:5432/claims  # read replica for 835 posting, version ", kv("15.6"))
	})
	add("portal_password_reset_ticket", func(g *G) []any {
		return L("Ticket ", kv("HD-"+g.digits(6)), ": patient ", g.name(), " locked out of portal. Verified DOB and ZIP ", kv(g.place().zip), ". Temp password set to ", g.password(), " — must change at next login. Patient email ", g.email(), ".")
	})
	add("api_key_header_json", func(g *G) []any {
		return L(`{"url":"https://api.redoxengine.example/endpoint","headers":{"Authorization":"Bearer `, g.opaqueTok(), `","Content-Type":"application/json"},"body":{"Meta":{"DataModel":"Scheduling","EventType":"New"},"Patient":{"Identifiers":[{"ID":"`, g.mrn(), `","IDType":"MR"}]}}}`)
	})
	add("agent_tool_call_lookup", func(g *G) []any {
		return L(`{"tool":"eligibility_check","arguments":{"payer_id":"`, kv(g.digits(5)), `","member_id":"`, g.member(), `","subscriber_ssn":"`, g.ssn(), `","dob":"`, g.dob(), `","callback_phone":"`, g.phS(1), `","npi":"`, g.npi(), `"}}`)
	})
	add("agent_tool_call_payment", func(g *G) []any {
		return L(`{"tool":"post_payment","arguments":{"account":"`, kv("G"+g.digits(7)), `","amount":"`, g.amtPlain(), `","card_number":"`, g.cardS(0), `","exp":"`, kv(fmt.Sprintf("%02d/%d", g.rng(1, 12), g.rng(2026, 2031))), `","receipt_email":"`, g.email(), `"}}`)
	})

	// ---------- payments ----------
	add("copay_phone_payment_note", func(g *G) []any {
		return L("Took payment over the phone: ", g.amt(), " copay for ", g.date(), ", card ", g.card(), ", exp ", kv(fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(26, 31))), ", cardholder ", g.name(), ". Confirmation ", kv("PMT"+g.digits(9)), ". Pt phone ", g.ph(), ".")
	})
	add("payment_plan_agreement", func(g *G) []any {
		return L("PAYMENT PLAN AGREEMENT\nGuarantor: ", g.name(), "  Phone: ", g.ph(), "\nBalance: ", g.amt(), "  Monthly: ", g.amt(), "  Term: ", fmt.Sprint(g.rng(6, 24)), " months\nAuto-debit card: ", g.card(), "\nFirst draft: ", g.date())
	})
	add("payment_declined_email", func(g *G) []any {
		return L("Your scheduled payment of ", g.amt(), " to ", g.clinic(), " was declined (card **** ", g.last4(), "). Update at the portal or reply with a new card. — Sent to ", g.email(), ". Ref ", kv("TXN-"+g.digits(10)), ".")
	})
	add("patient_sends_card_chat", func(g *G) []any {
		return L("portal chat > ok use this one instead: ", g.cardS(g.n(3)), " exp ", kv(fmt.Sprintf("%d/%d", g.rng(1, 12), g.rng(26, 30))), " zip ", kv(g.place().zip), ". the balance is ", g.amt(), " right?")
	})
	add("amex_deposit", func(g *G) []any {
		return L("Surgery deposit ", g.amt(), " for ", g.cpt(), " on ", g.date(), " — Amex ", pv{"credit_card", g.uniq(func() string {
			d := "37" + g.digits(12)
			d += fmt.Sprint(luhnCheck(d))
			return d[:4] + " " + d[4:10] + " " + d[10:]
		})}, ". Financial counselor ", g.name(), ", ", g.workEmail(), ".")
	})

	// ---------- misc ----------
	add("voicemail_transcript_patient", func(g *G) []any {
		return L("New voicemail from ", g.ph(), " (", g.date(), " ", g.time(), "): \"Hi it's ", g.first(), ", my cell is ", g.phS(8), ", I need a note for work for the visit on ", g.date(), ". My insurance changed to ", g.payer(), ". Thanks bye.\"")
	})
	add("spoken_digits_call_summary", func(g *G) []any {
		a, e, s := g.nanp("")
		sp := pv{"phone", g.uniq(func() string { return a + " " + e + " " + s })}
		return L("Call summary: caller asked for a callback on ", sp, " about claim ", g.claim(), "; verified member ID ", g.member(), " and DOS ", g.date(), ".")
	})
	add("email_signature_staff", func(g *G) []any {
		return L("Thanks,\n", g.name(), ", CPC\nRevenue Cycle Specialist | ", g.clinic(), "\nT: ", g.ph(), " | F: ", g.ph(), " | ", g.workEmail(), "\nTax ID ", g.ein(), " · CLIA ", g.clia())
	})
	add("lab_requisition", func(g *G) []any {
		return L("Lab requisition: CLIA ", g.clia(), ", ordering NPI ", g.npi(), ". Tests ", g.cpt(), ", 80053, 83036. Dx ", g.icd(), ". Bill to: ", g.payer(), " ", g.member(), ". Patient phone ", g.ph(), ", results by email ", g.email(), ".")
	})
	add("workers_comp_claim", func(g *G) []any {
		return L("Workers' comp: claim ", kv("WC"+g.digits(9)), ", DOI ", g.date(), ". Injured worker ", g.name(), ", SSN ", g.ssn(), ", phone ", g.ph(), ". Adjuster ", g.name(), " ", g.workEmail(), " ext. ", kv(g.digits(4)), ".")
	})
	add("cobra_notice", func(g *G) []any {
		return L("COBRA election notice: Qualified beneficiary ", g.name(), " (SSN ", g.ssnS(g.n(2)), "). Premium ", g.amt(), "/mo. Elect by ", g.date(), ". Questions: plan administrator at ", g.tollfree(), " or ", g.workEmail(), ".")
	})
	add("form_1095_b", func(g *G) []any {
		return L("Form 1095-B Part III: Covered individual ", g.name(), ", SSN or TIN ", g.ssn(), ", DOB ", g.dob(), ", covered all 12 months. Issuer EIN ", g.ein(), ", contact phone ", g.tollfree(), ".")
	})
	add("language_line_request", func(g *G) []any {
		return L("Interpreter request: ", g.pick("Vietnamese", "Cantonese", "Haitian Creole", "Somali", "Arabic", "Russian"), ", ", g.date(), " ", g.time(), ". Patient phone ", g.ph(), ". Family member interpreter declined. Encounter CSN ", kv(g.digits(10)), ".")
	})
	add("hipaa_release_form", func(g *G) []any {
		return L("AUTHORIZATION FOR RELEASE OF PHI\nPatient: ", g.name(), "  DOB ", g.dob(), "  Last 4 SSN ", g.last4(), "\nRelease to: ", g.name(), ", ", g.email(), ", ", g.ph(), "\nRecords: ", g.date(), " to ", g.date(), "\nExpires: ", g.date())
	})
	add("sms_otp_portal", func(g *G) []any {
		return L("We sent a 6-digit code to ", g.ph(), ". Didn't get it? We can email ", g.email(), " instead. Code expires in 10 minutes. (Request ", kv(g.uuid()), ")")
	})
	add("maternity_coordinator", func(g *G) []any {
		return L("OB intake: EDD ", g.date(), ", G2P1, ", g.icd(), ". Partner ", g.name(), " ", g.ph(), ". WIC referral sent. Medicaid pending (application ", kv(g.digits(10)), "). Pt email ", g.email(), ".")
	})
	add("ambulance_bill", func(g *G) []any {
		return L("Ambulance run ", kv(g.digits(8)), ", A0427 ALS1 emergency ", g.amt(), ", A0425 mileage x ", fmt.Sprint(g.rng(3, 40)), ". Patient info obtained from facesheet: phone ", g.ph(), ", SSN ", g.ssn(), ".")
	})
	add("support_ticket_json_log", func(g *G) []any {
		return L(`level=warn msg="eligibility mismatch" member_id=`, g.member(), ` npi=`, g.npi(), ` caller_phone="`, g.phS(1), `" caller_email="`, g.email(), `" trace_id=`, g.uuid())
	})
	add("dental_es_recordatorio", func(g *G) []any {
		return L("Recordatorio: su cita dental es el ", g.date(), " a las ", g.time(), ". Código D0120. Para cambiarla llame al ", g.ph(), " o escriba a ", g.workEmail(), ". Su saldo es ", g.amt(), ".")
	})
	add("caregiver_group_text", func(g *G) []any {
		return L("Family group chat: \"Mom's Medicare Part D is ", g.payer(), ", ID ", g.member(), ". The pharmacy needs her SSN for the LIS check — it's ", g.ssn(), ". I'm at ", g.ph(), " if they call.\"")
	})
	add("insurance_broker_email", func(g *G) []any {
		return L("Marketplace application ", kv(g.digits(10)), " — APTC ", g.amt(), "/mo. Applicant SSN ", g.ssn(), "; dependent ITIN ", g.itin(), ". Broker NPN ", kv(g.digits(8)), ", email ", g.workEmail(), ", cell ", g.ph(), ".")
	})

	return t
}
