package main

import (
	"fmt"
	"strings"
)

// ---------- mixed formats: agents, code, data dumps ----------

var piiMisc = []T{
	{"agent_extraction_summary", func(g *G, b *B) {
		p := g.person()
		b.T("Assistant: I extracted these fields from the uploaded %s:\n- Name: %s\n- SSN: ", g.pick("W-2", "1040 PDF", "loan application", "pay stub"), p.full()).SSN(g.ssn("")).T("\n- Employer EIN: ").K(g.ein()).T("\n- Box 1 wages: ").K(g.amt(10000, 150000)).T("\n- Phone: ").Ph(g.phone(p.pl, "")).T("\nShall I prefill Form %s with these?", g.pick("1040", "4506-C", "W-4"))
	}},
	{"user_prompt_paste_llm", func(g *G, b *B) {
		p := g.person()
		b.T("can you check if this w9 is filled out right? name %s, ssn ", strings.ToLower(p.full())).SSN(g.ssn(g.pick("plain", "space", "dash"))).T(", address %s %s, business name blank, exempt payee code blank, signed ", strings.ToLower(p.street), p.zip5).K(g.recent().short())
	}},
	{"sql_insert_applicants", func(g *G, b *B) {
		b.T("INSERT INTO loan_applicants (id, full_name, ssn, phone, email, created_at) VALUES\n")
		n := g.n(2, 3)
		for i := 0; i < n; i++ {
			p := g.person()
			b.T("  (").K(fmt.Sprint(g.n(10000, 99999))).T(", '%s', '", strings.ReplaceAll(p.full(), "'", "''")).SSN(g.ssn(g.pick("dash", "plain"))).T("', '").Ph(g.phone(p.pl, g.pick("dash", "plain", "e164"))).T("', '").Em(g.email(p)).T("', '").K(g.recent().iso()).T("')")
			if i < n-1 {
				b.T(",\n")
			} else {
				b.T(";")
			}
		}
	}},
	{"markdown_household_table", func(g *G, b *B) {
		b.T("| Member | Relationship | SSN | DOB | Income |\n|---|---|---|---|---|\n")
		ln := g.pickL(lastEN)
		for i, rel := range []string{"Self", "Spouse", "Child"} {
			if i == 2 && g.chance(0.5) {
				break
			}
			b.T("| %s %s | %s | ", g.pickL(firstEN), ln, rel).SSN(g.ssn(g.pick("dash", "plain"))).T(" | ").K(g.dob().us()).T(" | ").K(g.amt(0, 90000)).T(" |\n")
		}
	}},
	{"tax_software_json", func(g *G, b *B) {
		p := g.person()
		b.T(`{"return":{"tax_year":%d,"filing_status":"MFJ","taxpayer":{"name":"%s","ssn":"`, g.year(), p.full()).SSN(g.ssn("dash")).T(`","occupation":"%s"},"spouse":{"itin":"`, g.pick("Nurse", "Driver", "Teacher", "Cook")).SSN(g.itin("dash")).T(`"},"dependents":[{"ssn":"`).SSN(g.ssn("plain")).T(`","months":12}],"refund":`).K(fmt.Sprintf("%d.%02d", g.n(0, 9000), g.n(0, 99))).T(`,"efile_submission_id":"`).K(fmt.Sprintf("%06d%d%s", g.n(100000, 999999), g.year()+1, g.rnd("abcdefghijklmnopqrstuvwxyz0123456789", 7))).T(`"}}`)
	}},
	{"support_ticket_jwt", func(g *G, b *B) {
		p := g.person()
		b.T("Ticket #").K(fmt.Sprint(g.n(100000, 999999))).T(" — borrower portal 401\nReporter: ").Em(g.email(p)).T("\nSteps: log in, open Documents, upload paystub. Console shows request with id_token=").JWT(g.jwt("https://login.servicer-portal.com", fmt.Sprintf("borrower|%d", g.n(100000, 999999)))).T(" then 401 at ").K(g.recent().iso()).T(" build ").K(fmt.Sprintf("v%d.%d.%d", g.n(1, 5), g.n(0, 30), g.n(0, 99)))
	}},
	{"irs_api_client_log", func(g *G, b *B) {
		b.T("DEBUG tds.client POST /ives/4506c status=202 Authorization=\"Bearer ").Sec(g.opaque(g.n(32, 48))).T("\" request_id=").K(g.rnd(hexd, 32)).T(" tin=").SSN(g.ssn("plain")).T(" tax_years=").K(func() string { y := g.year(); return fmt.Sprintf("%d,%d", y-1, y) }()).T(" elapsed=%dms", g.n(50, 3000))
	}},
	{"credit_api_postman_env", func(g *G, b *B) {
		b.T(`{"name":"Experian Sandbox→Prod","values":[{"key":"base_url","value":"https://us-api.experian.com"},{"key":"client_id","value":"`).K(g.rnd(alnum, 32)).T(`"},{"key":"client_secret","value":"`).Sec(g.opaque(16)).T(`"},{"key":"access_token","value":"`).JWT(g.jwt("https://us-api.experian.com/oauth2", "client:"+g.digits(6))).T(`"},{"key":"subscriber_code","value":"`).K(g.nzdigits(7)).T(`"}]}`)
	}},
	{"stripe_collection_key_leak", func(g *G, b *B) {
		b.T("# collections-payments/config.py  (committed %s)\nSTRIPE_API_KEY = \"", g.recent().iso()).Sec(g.apiKey()).T("\"\nMIN_PAYMENT_CENTS = ").K(fmt.Sprint(g.n(10, 50)*100)).T("\nSETTLEMENT_RATE = 0.%d\nSUPPORT_PHONE = \"1-800-%03d-%04d\"", g.n(30, 70), g.n(200, 999), g.n(0, 9999))
	}},
	{"sms_client_to_preparer", func(g *G, b *B) {
		p := g.person()
		b.T("%s %02d:%02d  From: ", g.recent().short(), g.n(7, 22), g.n(0, 59)).Ph(g.phone(p.pl, "e164")).T("\nhey its %s. ss# ", strings.ToLower(p.first)).SSN(g.ssn(g.pick("plain", "dash"))).T(" and my daughters is ").SSN(g.ssn(g.pick("plain", "dash"))).T(". refund acct ").K(g.acct()).T(" routing ").K(g.routing())
	}},
	{"html_split_ssn_fields", func(g *G, b *B) {
		a, gp, s := g.ssnParts()
		p := g.person()
		b.T(`<label>Social Security Number</label><input name="ssn_area" value="`).SSN(a + `"> - <input name="ssn_group" value="` + gp + `"> - <input name="ssn_serial" value="` + s).T(`"><input name="dob" value="`).K(g.dob().us()).T(`"><input type="tel" name="phone" value="`).Ph(g.phone(p.pl, "dash")).T(`">`)
	}},
	{"split_ssn_paper_fields", func(g *G, b *B) {
		a, gp, s := g.ssnParts()
		p := g.person()
		sep := g.pick(" | ", " / ", "  ")
		b.T("SOCIAL SECURITY NO. (first 3 | middle 2 | last 4): ").SSN(a+sep+gp+sep+s).T("\nNAME: %s   DATE: ", strings.ToUpper(p.full())).K(g.recent().us()).T("   FORM ").K(g.pick("DR-0104", "IT-2104", "A-4", "DE 4"))
	}},
	{"ssn_other_separators", func(g *G, b *B) {
		p := g.person()
		a, gp, s := g.ssnParts()
		st := g.pick("dot", "slash", "en", "nospace-label")
		var v string
		switch st {
		case "dot":
			v = fmtTIN(a, gp, s, "dot")
		case "slash":
			v = fmtTIN(a, gp, s, "slash")
		case "en":
			v = a + "–" + gp + "–" + s
		default:
			v = a + "-" + gp + "-" + s
		}
		lbl := g.pick("Soc Sec No. ", "S.S.N. ", "SS#: ", "Social: ", "SSN-")
		b.T("%s — %s", p.full(), lbl).SSN(v).T(" — acct opened ").K(g.recent().us()).T(" — branch ").K(fmt.Sprintf("%04d", g.n(1, 9999)))
	}},
	{"email_signature_accountant", func(g *G, b *B) {
		p, c := g.person(), g.person()
		b.T("Hi %s,\nYour extension (Form 4868) was accepted on ", p.first).K(g.recent().long()).T(", submission ID ").K(fmt.Sprintf("%d%d%s", g.n(100000, 999999), g.year()+1, g.rnd("abcdefghijklmnopqrstuvwxyz0123456789", 7))).T(". Estimated balance ").K(g.amt(100, 9000)).T(".\n\n%s, EA\n%s Tax & Bookkeeping\nM: ", c.full(), c.last).Ph(g.phone(c.pl, g.pick("dot", "dash"))).T(" | ").Em(g.email(c)).T(" | PTIN ").K("P0" + g.digits(7))
	}},
	{"whatsapp_export_es", func(g *G, b *B) {
		p := g.personL(true)
		d := g.recent()
		b.T("[%02d/%02d/%d, %02d:%02d:%02d] %s: te mando mi número de ITIN para la declaración: ", d.m, d.d, d.y, g.n(8, 22), g.n(0, 59), g.n(0, 59), p.first).SSN(g.itin("")).T("\n[%02d/%02d/%d, %02d:%02d:%02d] %s: y el del seguro social de mi esposo ", d.m, d.d, d.y, g.n(8, 22), g.n(0, 59), g.n(0, 59), p.first).SSN(g.ssn("")).T(". Mi correo es ").Em(g.email(p))
	}},
	{"spoken_ssn_es_call", func(g *G, b *B) {
		p := g.personL(true)
		a, gp, s := g.ssnParts()
		b.T("Transcripción de llamada (agente %d): Cliente %s dice: \"mi seguro social es ", g.n(100, 999), p.full()).SSN(spoken(a+gp+s, spokenDigitES, ", ", 3, 2, 4)).T("\". Préstamo núm. ").K(g.nzdigits(10)).T(", pago vencido ").K(g.amt(100, 3000)).T(". Teléfono de contacto ").Ph(g.phone(p.pl, "dash"))
	}},
	{"card_statement_dispute_form", func(g *G, b *B) {
		p := g.person()
		b.T("CARDMEMBER DISPUTE FORM  Statement Closing Date ").K(g.recent().us()).T("\nCard Number: ").Card(g.card(g.pick("amex", "visa", "mc"), "")).T("  Cardmember: %s  Daytime phone: ", p.full()).Ph(g.phone(p.pl, "")).T("\nTransaction date ").K(g.recent().us()).T("  Reference ").K(g.nzdigits(11)).T("  Amount ").K(g.amt(10, 3000)).T("  Reason: %s", g.pick("Merchandise not received", "Duplicate charge", "Cancelled recurring"))
	}},
	{"secured_card_application", func(g *G, b *B) {
		p := g.person()
		b.T("Secured Card Application Approved — deposit ").K(g.amt(200, 2000)).T("\nApplicant SSN/ITIN: ").SSN(g.itin("")).T("  Card issued: ").Card(g.card(g.pick("visa", "mc"), "")).T(" exp ").K(fmt.Sprintf("%02d/%d", g.n(1, 12), g.n(2027, 2031))).T("\nActivate at the number on the sticker; email receipt to ").Em(g.email(p))
	}},
	{"passwords_handoff_poa", func(g *G, b *B) {
		p := g.person()
		b.T("Dad's accounts (for POA use only):\n- SSA my Social Security: login ").K(strings.ToLower(asciiFold(p.last)) + fmt.Sprint(g.n(1940, 1965))).T(" / password ").Sec(g.password()).T("\n- IRS online account via ID.me: ").Em(g.email(p)).T(" pw ").Sec(g.password()).T("\n- Medicare.gov: same email. SSN ").SSN(g.ssn("")).T(" if they ask.")
	}},
	{"bureau_api_curl_basic", func(g *G, b *B) {
		user := "svc_" + g.pick("underwriting", "collections", "screening") + fmt.Sprint(g.n(1, 99))
		pw := g.password()
		_ = user
		b.T("curl -s -X POST https://sandbox.%s.com/oauth2/v1/token -u ", g.pick("equifax", "transunion", "experian")).K(user).T(":").Sec(pw).T(" -d grant_type=client_credentials  # returned token_type=Bearer expires_in=").K(fmt.Sprint(g.pickInt(1800, 3600)))
	}},
}
