package main

import (
	"fmt"
	"strings"
)

// piiTemplates3: forms people and systems in this domain really use that are harder to spot.
func piiTemplates3() []tmpl {
	var t []tmpl
	add := func(kind string, fn func(g *G) []any) { t = append(t, tmpl{kind, fn}) }

	add("voicemail_spelled_email", func(g *G) []any {
		f, l := strings.ToLower(g.first()), strings.ToLower(g.last())
		f = strings.ReplaceAll(f, "-", "")
		dom := g.pick("gmail", "yahoo", "hotmail", "outlook")
		em := pv{"email", g.uniq(func() string { return f + " dot " + l + g.digits(2) + " at " + dom + " dot com" })}
		return L("Voicemail (auto-transcribed ", g.date(), "): \"yeah hi, I need my records sent to my email, it's ", em, ", and my member ID is ", g.member(), ", thanks.\"")
	})
	add("x12_nm1_ssn_qualifier", func(g *G) []any {
		return L("Legacy payer still keys subscribers on SSN: NM1*IL*1*", strings.ToUpper(g.last()), "*", strings.ToUpper(g.first()), "****34*", g.ssnS(2), "~ (qualifier 34 = SSN) vs NM1*IL*1*", strings.ToUpper(g.last()), "*", strings.ToUpper(g.first()), "****MI*", g.member(), "~ for the new plan year.")
	})
	add("x12_per_extension", func(g *G) []any {
		return L("PER*IC*", strings.ToUpper(g.name()), "*TE*", g.phS(7), "*EX*", kv(g.digits(4)), "*FX*", g.phS(7), "~ — billing contact for submitter ", kv("TGJ"+g.digits(5)), ".")
	})
	add("mychart_activation_code", func(g *G) []any {
		code := pv{"bearer", g.uniq(func() string {
			a := upper + dig
			return g.from(a, 5) + "-" + g.from(a, 5) + "-" + g.from(a, 5)
		})}
		return L("Your MyChart activation code is ", code, ". It expires ", g.date(), ". Go to mychart.", orgDomains[g.n(len(orgDomains))], " and enter the code with your DOB and ZIP ", kv(g.place().zip), ".")
	})
	add("portal_html_links", func(g *G) []any {
		e := g.workEmail()
		a, x, s := g.nanp("")
		ph := pv{"phone", g.uniq(func() string { return a + "-" + x + "-" + s })}
		tel := pv{"phone", g.uniq(func() string { return "+1" + a + x + s })}
		return L(`<p>Questions about your bill? Email <a href="mailto:`, e, `">`, e, `</a> or call <a href="tel:`, tel, `">`, ph, `</a>. Statement #`, kv(g.digits(8)), `, due `, g.date(), `.</p>`)
	})
	add("glued_labels_ocr", func(g *G) []any {
		return L("PT INFO  Ph#", g.phS(1), "  Cell#", g.phS(7), "  SS#", g.ssn(), "  Ins#", g.member(), "  Grp#", g.group(), "  DOS", g.date())
	})
	add("spanish_mx_relative", func(g *G) []any {
		return L("Nota de trabajo social: la hija del paciente vive en Guadalajara, cel. ", pv{"phone", g.uniq(func() string { return "33 " + g.pick("1", "2", "3", "8") + g.digits(3) + " " + g.digits(4) })}, "; en EE. UU. su nieto ", g.ph(), ". Medi-Cal CIN ", kv(g.digits(8)+g.from(upper, 1)), ".")
	})
	add("ssn_spaced_phone_call", func(g *G) []any {
		return L("Call notes ", g.date(), ": member verified identity — social ", g.ssnS(1), ", DOB ", g.dob(), ", ZIP ", kv(g.place().zip), ". Updated phone to ", g.ph(), ". Reference ", kv("CN"+g.digits(9)), ".")
	})
	add("fax_header_line", func(g *G) []any {
		return L(kv(fmt.Sprintf("%02d/%02d/%04d %02d:%02d", g.rng(1, 12), g.rng(1, 28), g.rng(2024, 2026), g.rng(7, 18), g.rng(0, 59))), " FROM: ", pv{"phone", g.uniq(func() string { a, e, s := g.nanp(""); return a + e + s })}, " TO: ", g.phS(2), " P.", kv(fmt.Sprintf("%03d/%03d", 1, g.rng(2, 30))), " ", strings.ToUpper(g.clinic()))
	})
	add("card_over_chat_split", func(g *G) []any {
		c := g.cardS(1)
		parts := strings.SplitN(c.v, " ", 4)
		_ = parts
		return L("patient: can I just give the card here\nstaff: please don't send full card numbers in chat, use the pay link\npatient: oh ok too late lol ", c, " exp ", kv(fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(26, 31))), "\nstaff: I've removed it, please call ", g.tollfree(), " to pay securely")
	})
	add("medicaid_ssn_as_id_csv", func(g *G) []any {
		r := L("recip_id,case_no,ssn,last,first,county,phone\n")
		for i := 0; i < 2; i++ {
			r = append(r, kv(g.digits(10)), ",", kv(g.digits(7)), ",", g.ssnS(2), ",", strings.ToUpper(g.last()), ",", strings.ToUpper(g.first()), ",", kv(fmt.Sprintf("%03d", g.rng(1, 99))), ",", g.phS(7), "\n")
		}
		return r
	})
	add("itin_plain_label", func(g *G) []any {
		return L("Dependent has no SSN yet, using ITIN ", g.itin(), " on the marketplace app; parent's ITIN ", g.itin(), ". Application ", kv(g.digits(10)), " submitted ", g.date(), ".")
	})
	add("fhir_bundle_ndjson", func(g *G) []any {
		return L(`{"resourceType":"Patient","id":"`, g.fhirID(), `","telecom":[{"system":"phone","value":"`, g.phS(0), `","use":"home"}]}`, "\n", `{"resourceType":"Patient","id":"`, g.fhirID(), `","telecom":[{"system":"email","value":"`, g.email(), `"},{"system":"phone","value":"`, g.phS(6), `","use":"mobile"}]}`)
	})
	add("postman_env_export", func(g *G) []any {
		return L(`{"name":"Athena Sandbox","values":[{"key":"base_url","value":"https://api.preview.platform.athenahealth.com","enabled":true},{"key":"practice_id","value":"`, kv(g.digits(6)), `","enabled":true},{"key":"client_id","value":"`, kv("0oa"+g.from(alnum, 17)), `","enabled":true},{"key":"client_secret","value":"`, g.clientSec(), `","enabled":true},{"key":"access_token","value":"`, g.opaqueTok(), `","enabled":true}]}`)
	})
	add("hl7_mllp_config_password", func(g *G) []any {
		return L("Mirth channel 'ADT_to_Billing' DB writer: url=jdbc:sqlserver://billing-sql:1433;databaseName=PM; username=mirth_svc; password=", g.password(), "; poll interval ", kv("5000"), " ms; HL7 v", kv("2.5.1"), ".")
	})
	add("patient_text_reply_multi", func(g *G) []any {
		return L("SMS thread with ", g.ph(), ":\n> ", g.clinic(), ": Your appointment ", g.date(), " ", g.time(), " is confirmed. Reply C to confirm, R to reschedule.\n< R. also this is my new number, the old one ", g.ph(), " is my ex's\n> Thanks! Updated.")
	})
	return t
}
