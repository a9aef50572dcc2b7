package main

import (
	"fmt"
	"math/rand"
	"net/url"
	"strings"
)

var tools = []string{"lookup_user", "search_kb", "get_customer", "update_contact", "create_ticket", "verify_identity", "refund_payment", "send_sms", "crm_upsert", "billing_lookup", "kb_retrieve", "schedule_callback"}

func prefix(r *rand.Rand, b *B, clean bool) {
	tool := pick(r, tools)
	ps := []string{
		"Calling " + tool + " with ",
		"Tool result from " + tool + ": ",
		"Found the customer record: ",
		"Observation: ",
		"Action: " + tool + "\nAction Input: ",
		"KB query (agent run " + reqID(r) + "): ",
		"Searching the knowledge base for the policy that applies to ",
		"Re-trying " + tool + " (attempt 2 of 3) after timeout; payload was ",
		"",
	}
	b.t(pick(r, ps))
}

func suffix(r *rand.Rand, b *B) {
	switch r.Intn(6) {
	case 0:
		b.t(" — which refund policy applies?")
	case 1:
		b.t("\nThe user's card ending ").k(last4(r) + " was declined").t(" twice; what should I tell them?")
	case 2:
		b.t(" (latency ").k(fmt.Sprintf("%dms", 100+r.Intn(5000)) + ", retries=2").t(")")
	case 3:
		b.t("\nNext step: check KB article ").k("KB-" + digits(r, 5)).t(" before replying.")
	}
}

func nfor(r *rand.Rand, clean bool) int {
	if clean {
		return 0
	}
	return npii(r)
}

// 1. OpenAI-style tool call: arguments is a JSON string
func kToolCall(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	prefix(r, b, clean)
	tool := pick(r, tools)
	b.t(`{"role":"assistant","tool_calls":[{"id":"`).k(callID(r)).tf(`","type":"function","function":{"name":"%s","arguments":"`, tool)
	b.embed(jsonObj(fs, ""), jsonEsc)
	b.t(`"}}]}`)
	suffix(r, b)
	return b
}

// 2. tool result holding JSON in a JSON string in a JSON string
func kNested(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	inner := &B{}
	inner.t(`{"status":"ok","data":`).embed(jsonObj(fs, pick(r, []string{"", "", "  "})), id).t(`}`)
	mid := &B{}
	mid.t(`{"tool":"`+pick(r, tools)+`","output":"`).embed(inner, jsonEsc).t(`"}`)
	b := &B{}
	prefix(r, b, clean)
	b.t(`{"role":"tool","tool_call_id":"`).k(callID(r)).t(`","content":"`).embed(mid, jsonEsc).t(`"}`)
	suffix(r, b)
	return b
}

// 3. pretty-printed JSON serialised into a string (\n and \t escapes)
func kPrettyEscaped(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	ind := pick(r, []string{"  ", "\t", "    "})
	b := &B{}
	prefix(r, b, clean)
	b.t(`{"input":"`).embed(jsonObj(fs, ind), jsonEsc).t(`","run_id":"`).k(uuid(r)).t(`"}`)
	suffix(r, b)
	return b
}

// 4. \u escapes (label the escaped form); a single level of JSON, as a
// serialiser that escapes every non-alphanumeric byte writes it
func kUnicodeEsc(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	prefix(r, b, clean)
	b.t(`{`)
	if !clean {
		nm := pick(r, []string{`Jos\u00e9 Garc\u00eda`, `Ren\u00e9e Dubois`, `Zo\u00eb M\u00fcller`, `Bj\u00f6rn Larsen`, `Fran\u00e7ois Moreau`})
		b.t(`"name":"` + nm + `",`)
	}
	for i, f := range fs {
		if i > 0 {
			b.t(`,`)
		}
		b.t(`"` + f.K + `":`)
		if f.Num {
			b.v(f)
			continue
		}
		if f.Fam == "email" && r.Intn(2) == 0 {
			f.V = strings.Replace(f.V, "@", `\u0040`, 1)
		}
		if f.Fam == "phone" && strings.HasPrefix(f.V, "+") && r.Intn(2) == 0 {
			f.V = `\u002B` + f.V[1:]
		}
		b.t(`"`).v(f).t(`"`)
	}
	b.t(`}`)
	suffix(r, b)
	return b
}

// 5. Python repr
func kPyRepr(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	prefix(r, b, clean)
	switch r.Intn(3) {
	case 0:
		b.embed(pyRepr(fs), id)
	case 1:
		b.t("[")
		for i, f := range fs {
			if i > 0 {
				b.t(", ")
			}
			b.t("('" + f.K + "', '").v(f).t("')")
		}
		b.t("]")
	default:
		b.t(pick(r, tools)+"(**").embed(pyRepr(fs), id).t(") -> None")
	}
	suffix(r, b)
	return b
}

// 6. logfmt
func kLogfmt(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	b.t("time=").k(iso(r)).t(" level=" + pick(r, []string{"info", "warn", "debug"}) + ` msg="tool call" tool=` + pick(r, tools) + " ")
	logfmtLine(b, fs)
	if r.Intn(4) == 0 {
		if clean {
			b.t(` authorization="Bearer ***"`)
		} else {
			tok, fam := authToken(r)
			b.t(` authorization="Bearer `).p(fam, tok).t(`"`)
		}
	}
	suffix(r, b)
	return b
}

// 7. YAML front matter
func kYAML(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	b.t("Summarise this note for the KB:\n---\ntitle: ").t(pick(r, []string{"Escalation", "Callback request", "Account review", "Chargeback"})).t("\ndate: ").k(isoDate(r)).t("\n")
	for _, f := range fs {
		b.t(f.K + ": ")
		if !f.Num && r.Intn(2) == 0 {
			b.t(`"`).v(f).t(`"`)
		} else {
			b.v(f)
		}
		b.t("\n")
	}
	b.t("---\n").t(pick(r, []string{"Customer asked for a callback.", "Ticket reopened by agent.", "No action required."}))
	return b
}

// 8. TOML
func kTOML(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	b.t("Parsed config for the sync job:\n[job]\nname = \"crm-sync\"\nversion = \"").k(version(r) + "-rc1").t("\"\n\n[customer]\n")
	for _, f := range fs {
		b.t(f.K + " = ")
		if f.Num {
			b.v(f)
		} else {
			b.t(`"`).v(f).t(`"`)
		}
		b.t("\n")
	}
	return b
}

func cellQuote(b *B, f F) {
	if strings.ContainsAny(f.V, ", ") || f.Fam != "" && false {
		b.t(`"`).v(f).t(`"`)
	} else {
		b.v(f)
	}
}

// 9. CSV
func kCSV(r *rand.Rand, clean bool) *B {
	rows := 1 + r.Intn(3)
	n := nfor(r, clean)
	var fams []string
	for i := 0; i < n && i < 3; i++ {
		fams = append(fams, famWeights(r))
	}
	fams = uniq(fams)
	b := &B{}
	b.t("Import preview (" + pick(r, []string{"customers.csv", "export_2026.csv", "leads.csv"}) + "):\n")
	cols := []string{"id"}
	if !clean {
		cols = append(cols, "name")
	}
	for _, fm := range fams {
		cols = append(cols, famKeys[fm][0])
	}
	cols = append(cols, "created_at", "amount_cents", "note")
	b.t(strings.Join(cols, ",") + "\n")
	for i := 0; i < rows; i++ {
		b.k(numID(r)).t(",")
		if !clean {
			f, l := name(r)
			b.t(`"` + cap1(l) + ", " + cap1(f) + `",`)
		}
		for _, fm := range fams {
			f := piiField(r, fm)
			if fm == "ssn" {
				f.V = ssn(r)
			}
			cellQuote(b, f)
			b.t(",")
		}
		b.k(iso(r)).t(",").k(fmt.Sprint(100000 + r.Intn(900000))).t(",")
		b.t(pick(r, []string{`"called, no answer"`, `"VIP, do not upsell"`, "ok", `""`, `"moved to tier 2, see ticket"`})).t("\n")
	}
	return b
}

func uniq(xs []string) []string {
	m := map[string]bool{}
	var o []string
	for _, x := range xs {
		if !m[x] {
			m[x] = true
			o = append(o, x)
		}
	}
	return o
}

// 10. Markdown table
func kMarkdown(r *rand.Rand, clean bool) *B {
	rows := 1 + r.Intn(3)
	n := nfor(r, clean)
	var fams []string
	for i := 0; i < n && i < 3; i++ {
		fams = append(fams, famWeights(r))
	}
	fams = uniq(fams)
	b := &B{}
	b.t("Here is what I found:\n\n| account_id |")
	if !clean {
		b.t(" Name |")
	}
	for _, fm := range fams {
		b.t(" " + pick(r, famKeys[fm]) + " |")
	}
	b.t(" last_seen | status |\n|---|")
	if !clean {
		b.t("---|")
	}
	for range fams {
		b.t("---|")
	}
	b.t("---|---|\n")
	for i := 0; i < rows; i++ {
		b.t("| ").k(numID(r)).t(" | ")
		if !clean {
			f, l := name(r)
			b.t(cap1(f) + " " + cap1(l) + " | ")
		}
		for _, fm := range fams {
			f := piiField(r, fm)
			if fm == "ssn" {
				f.V = ssn(r)
			}
			b.v(f).t(" | ")
		}
		b.k(iso(r)).t(" | " + pick(r, []string{"active", "churned", "trial"}) + " |\n")
	}
	if clean {
		b.t("\nMasked card on file: ").k(maskedCard(r)).t("; SSN on file ").k(maskedSSN(r)).t(".")
	}
	return b
}

// 11. query string / form body
func kQuery(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	path := r.Intn(3) == 0
	b := &B{}
	switch r.Intn(3) {
	case 0:
		b.t("GET https://kb.internal.acme.io/api/v2/search?q=" + pick(r, []string{"refund+policy", "account%20lock", "callback"}) + "&")
	case 1:
		b.t("POST /oauth/callback HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\n")
	default:
		b.t("Agent fetched https://crm.example-corp.net/contacts/lookup?")
	}
	if r.Intn(4) == 0 {
		// a JSON filter passed as one URL-encoded parameter
		b.t("filter=")
		b.embed(jsonObj(fs, ""), func(s string) string { return strings.ReplaceAll(url.QueryEscape(s), "+", "%20") })
		b.t("&limit=25")
		suffix(r, b)
		return b
	}
	for i, f := range fs {
		if i > 0 {
			b.t("&")
		}
		b.t(f.K + "=").v(encField(f, path))
	}
	suffix(r, b)
	return b
}

func authToken(r *rand.Rand) (string, string) {
	switch r.Intn(3) {
	case 0:
		return jwt(r), "jwt"
	case 1:
		return opaqueBearer(r), "bearer"
	default:
		s, _ := vendorSecret(r)
		return s, "bearer"
	}
}

// 12. HTTP trace with Authorization header
func kHTTP(r *rand.Rand, clean bool) *B {
	b := &B{}
	n := nfor(r, clean)
	b.t("HTTP trace from the agent's last call:\n")
	b.t(pick(r, []string{"POST", "PUT", "PATCH"}) + " /v1/customers/").k(numID(r)).t(" HTTP/1.1\nHost: api.crm-vendor.io\n")
	if n > 0 {
		tok, fam := authToken(r)
		hn := pick(r, []string{"Authorization: Bearer ", "authorization: Bearer ", "Authorization: bearer "})
		b.t(hn).p(fam, tok).t("\n")
		n--
	} else {
		b.t(pick(r, []string{"Authorization: Bearer $CRM_TOKEN\n", "Authorization: Bearer <token>\n", "Authorization: Bearer [REDACTED]\n", ""}))
	}
	b.t("X-Request-Id: ").k(uuid(r)).t("\ntraceparent: 00-").k(traceID(r)).t("-").k(spanID(r)).t("-01\nContent-Type: application/json\n\n")
	fs := record(r, n)
	b.embed(jsonObj(fs, ""), id)
	b.t("\n\nHTTP/1.1 " + pick(r, []string{"200 OK", "422 Unprocessable Entity", "409 Conflict"}) + "\nx-ratelimit-remaining: 4998\nDate: Sat, 14 Mar 2026 10:22:31 GMT")
	return b
}

// 13. curl
func kCurl(r *rand.Rand, clean bool) *B {
	b := &B{}
	n := nfor(r, clean)
	b.t("Reproduce with:\ncurl -sS -X POST 'https://api.")
	b.t(pick(r, []string{"helpdesk.io", "payments.acme.com", "kb.northwind.io"}) + "/v3/tickets?trace=").k(traceID(r)).t("' \\\n  ")
	if n > 0 {
		tok, fam := authToken(r)
		q := pick(r, []string{"'", `"`})
		b.t("-H "+q+"Authorization: Bearer ").p(fam, tok).t(q + " \\\n  ")
		n--
	} else {
		b.t("-H \"Authorization: Bearer ${KB_TOKEN}\" \\\n  ")
	}
	b.t("-H 'Content-Type: application/json' \\\n  --data '")
	b.embed(jsonObj(record(r, n), ""), id)
	b.t("'")
	return b
}

// 14. stack trace echoing arguments
func kStack(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	if r.Intn(2) == 0 {
		b.t("Tool failed, traceback:\nTraceback (most recent call last):\n  File \"/srv/agent/tools/crm.py\", line ").k(fmt.Sprint(100+r.Intn(900)) + ", in " + pick(r, tools)).t("\n    resp = client.post(url, json=payload)\n  File \"/usr/lib/python3.12/site-packages/httpx/_client.py\", line ").k(fmt.Sprint(1000+r.Intn(900)) + ", in post").t("\nhttpx.HTTPStatusError: 422 for payload=")
		b.embed(pyRepr(fs), id)
		if !clean && r.Intn(2) == 0 {
			tok, fam := authToken(r)
			b.t(" headers={'Accept': 'application/json', 'Authorization': 'Bearer ").p(fam, tok).t("', 'X-Request-Id': '").k(uuid(r)).t("'}")
		}
	} else {
		b.t("java.lang.IllegalArgumentException: invalid contact ")
		b.t("Contact{")
		for i, f := range fs {
			if i > 0 {
				b.t(", ")
			}
			b.t(f.K + "=").v(f)
		}
		b.t("}\n\tat com.acme.crm.ContactService.upsert(ContactService.java:").k(fmt.Sprint(100+r.Intn(900)) + ")").t("\n\tat com.acme.agent.ToolRunner.invoke(ToolRunner.java:").k(fmt.Sprint(40+r.Intn(300)) + ")").t("\n\t... 23 more")
	}
	return b
}

func sqlLit(b *B, f F) {
	if f.Num {
		b.v(f)
	} else {
		b.t("'").v(f).t("'")
	}
}

// 15. SQL
func kSQL(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	b.t(pick(r, []string{"Generated SQL:\n", "Running query against replica: ", "-- agent: " + pick(r, tools) + "\n"}))
	switch r.Intn(3) {
	case 0:
		var ks []string
		for _, f := range fs {
			ks = append(ks, f.K)
		}
		b.t("INSERT INTO customers (" + strings.Join(ks, ", ") + ") VALUES (")
		for i, f := range fs {
			if i > 0 {
				b.t(", ")
			}
			sqlLit(b, f)
		}
		b.t(");")
	case 1:
		b.t("UPDATE contacts SET ")
		for i, f := range fs[:len(fs)-1] {
			if i > 0 {
				b.t(", ")
			}
			b.t(f.K + " = ")
			sqlLit(b, f)
		}
		l := fs[len(fs)-1]
		b.t(" WHERE " + l.K + " = ")
		sqlLit(b, l)
		b.t(";")
	default:
		b.t("SELECT id, status, created_at FROM accounts WHERE ")
		for i, f := range fs {
			if i > 0 {
				b.t(pick(r, []string{" AND ", " OR "}))
			}
			b.t(f.K + " = ")
			sqlLit(b, f)
		}
		b.t(" LIMIT 50;")
	}
	return b
}

// 16. GraphQL variables
func kGraphQL(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	b.t(`{"operationName":"UpsertContact","query":"mutation UpsertContact($input: ContactInput!) { upsertContact(input: $input) { id updatedAt } }","variables":{"input":`)
	b.embed(jsonObj(fs, ""), id)
	b.t(`},"extensions":{"persistedQuery":{"version":1,"sha256Hash":"`).k(sha(r, 64)).t(`"}}}`)
	return b
}

// 17. HTML form
func kHTML(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	b.t("Page snapshot (form prefilled):\n<form action=\"/account/update\" method=\"post\">\n")
	for _, f := range fs {
		typ := "text"
		switch f.Fam {
		case "email":
			typ = "email"
		case "phone":
			typ = "tel"
		}
		b.t(`  <label for="` + f.K + `">` + f.K + `</label><input type="` + typ + `" id="` + f.K + `" name="` + f.K + `" value="`).v(f).t("\">\n")
	}
	b.t("  <input type=\"hidden\" name=\"csrf\" value=\"").k(sha(r, 40)).t("\">\n</form>")
	if !clean && r.Intn(2) == 0 {
		p := phone(r, false)
		b.t("\n<p>Questions? <a href=\"tel:").p("phone", strings.NewReplacer(" ", "", "-", "", "(", "", ")", "").Replace(p)).t("\">").p("phone", p).t("</a></p>")
	}
	return b
}

// 18. MIME headers
func kMIME(r *rand.Rand, clean bool) *B {
	b := &B{}
	b.t("Classify this inbound message:\n")
	if clean {
		b.t("Message-ID: <").k(uuid(r) + "." + epochMs(r)).t("@mail.gmail.com>\nDate: Sat, 14 Mar 2026 10:22:31 +0000\nMIME-Version: 1.0\nContent-Type: multipart/alternative; boundary=\"").k("000000000000" + sha(r, 16)).t("\"\nX-Mailer: ").k("Zendesk Mailer " + version(r)).t("\nSubject: [Ticket #").k(fmt.Sprint(100000+r.Intn(900000)) + "]").t(" Refund status update\n\nYour refund of 129.00 EUR was processed on ").k(isoDate(r)).t(".")
		return b
	}
	f, l := name(r)
	n := npii(r)
	if r.Intn(3) == 0 {
		b.t("From: =?UTF-8?Q?"+pick(r, []string{"Ren=C3=A9e", "Jos=C3=A9", "Bj=C3=B6rn", "Zo=C3=AB"})+"_"+cap1(l)+"?= <").p("email", email(r)).t(">\n")
	} else {
		b.t("From: \""+cap1(f)+" "+cap1(l)+"\" <").p("email", email(r)).t(">\n")
	}
	n--
	b.t("To: ").p("email", "support@helpdesk.io").t("\n")
	if n > 0 && r.Intn(2) == 0 {
		b.t("Cc: ").p("email", email(r)).t(", \"Ops\" <").p("email", email(r)).t(">\n")
		n -= 2
	}
	b.t("Message-ID: <").k(uuid(r)).t("@mail.outlook.com>\nSubject: Re: account access\nX-Request-Id: ").k(uuid(r)).t("\n\n")
	for ; n > 0; n-- {
		fam := famWeights(r)
		if fam == "jwt" || fam == "bearer" {
			fam = "phone"
		}
		pf := piiField(r, fam)
		switch fam {
		case "phone":
			b.t("Please call me back on ").v(pf).t(". ")
		case "email":
			b.t("Or write to ").v(pf).t(". ")
		case "ssn":
			b.t("My SSN is ").v(pf).t(". ")
		case "credit_card":
			b.t("Charge this card instead: ").v(pf).t(". ")
		}
	}
	b.t("\n-- \nSent from my iPhone")
	return b
}

// 19. vCard
func kVCard(r *rand.Rand, clean bool) *B {
	b := &B{}
	b.t("Parsed attachment contact.vcf:\nBEGIN:VCARD\nVERSION:" + pick(r, []string{"3.0", "4.0"}) + "\n")
	if clean {
		b.t("PRODID:-//Apple Inc.//iPhone OS 17.4//EN\nORG:Acme Logistics;Support\nUID:urn:uuid:").k(uuid(r)).t("\nREV:").k(fmt.Sprintf("2026%02d%02dT%02d%02d%02dZ", r.Intn(12)+1, r.Intn(28)+1, r.Intn(24), r.Intn(60), r.Intn(60))).t("\nEND:VCARD")
		return b
	}
	f, l := name(r)
	b.t("FN:" + cap1(f) + " " + cap1(l) + "\nN:" + cap1(l) + ";" + cap1(f) + ";;;\n")
	n := npii(r)
	for i := 0; i < n; i++ {
		switch r.Intn(3) {
		case 0:
			b.t("EMAIL;TYPE="+pick(r, []string{"INTERNET", "work", "home"})+":").p("email", email(r)).t("\n")
		default:
			b.t("TEL;TYPE="+pick(r, []string{"CELL", "work,voice", "HOME"})+":").p("phone", phone(r, r.Intn(3) == 0)).t("\n")
		}
	}
	b.t("UID:").k(uuid(r)).t("\nREV:").k(fmt.Sprintf("2026%02d%02dT%02d%02d%02dZ", r.Intn(12)+1, r.Intn(28)+1, r.Intn(24), r.Intn(60), r.Intn(60))).t("\nEND:VCARD")
	return b
}

// 20. iCalendar
func kICal(r *rand.Rand, clean bool) *B {
	b := &B{}
	b.t("Calendar event to attach to the ticket:\nBEGIN:VEVENT\nUID:").k(uuid(r)).t("\nDTSTAMP:").k(fmt.Sprintf("2026%02d%02dT%02d%02d00Z", r.Intn(12)+1, r.Intn(28)+1, r.Intn(24), r.Intn(60))).t("\nDTSTART;TZID=Europe/Berlin:").k(fmt.Sprintf("2026%02d%02dT%02d0000", r.Intn(12)+1, r.Intn(28)+1, 8+r.Intn(9))).t("\nSUMMARY:Onboarding call\n")
	if clean {
		b.t("DESCRIPTION:Join: https://meet.acme.io/j/").k(digits(r, 10)).t("\\nMeeting ID: ").k(nz(r, 3) + " " + digits(r, 4) + " " + digits(r, 4)).t("\nSEQUENCE:2\nEND:VEVENT")
		return b
	}
	n := npii(r)
	f, l := name(r)
	b.t("ORGANIZER;CN="+cap1(f)+" "+cap1(l)+":mailto:").p("email", email(r)).t("\n")
	n--
	for ; n > 0; n-- {
		if r.Intn(4) == 0 {
			b.t("DESCRIPTION:Dial-in if video fails: ").p("phone", phone(r, false)).t("\n")
			continue
		}
		f, l := name(r)
		b.t("ATTENDEE;CN=\""+cap1(f)+" "+cap1(l)+"\";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:").p("email", email(r)).t("\n")
	}
	b.t("END:VEVENT")
	return b
}

// 21. JSON Lines logs
func kJSONL(r *rand.Rand, clean bool) *B {
	b := &B{}
	b.t("Last log lines from the tool runner:\n")
	n := nfor(r, clean)
	lines := 2 + r.Intn(3)
	for i := 0; i < lines; i++ {
		k := 0
		if i == lines-1 {
			k = n
		} else if n > 0 {
			k = r.Intn(n + 1)
		}
		n -= k
		fs := append([]F{{K: "ts", V: iso(r), Keep: true}, {K: "level", V: pick(r, []string{"info", "error", "debug"})}, {K: "msg", V: pick(r, []string{"tool.invoke", "tool.result", "retry", "http.request"})}}, record(r, k)...)
		b.embed(jsonObj(fs, ""), id).t("\n")
	}
	return b
}

// 22. OpenTelemetry attributes
func kOTel(r *rand.Rand, clean bool) *B {
	fs := record(r, nfor(r, clean))
	b := &B{}
	b.t(`{"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"`).k(traceID(r)).t(`","spanId":"`).k(spanID(r)).t(`","name":"tool/` + pick(r, tools) + `","startTimeUnixNano":"`).k(epochNs(r)).t(`","attributes":[`)
	for i, f := range fs {
		if i > 0 {
			b.t(",")
		}
		key := f.K
		switch f.Fam {
		case "email":
			key = "user.email"
		case "phone":
			key = "enduser.phone"
		}
		b.t(`{"key":"` + key + `","value":{`)
		if f.Num {
			b.t(`"intValue":"`).v(f).t(`"}}`)
		} else {
			b.t(`"stringValue":"`).v(f).t(`"}}`)
		}
	}
	b.t(`]}]}]}]}`)
	return b
}

// 23. Slack / Teams webhook payload
func kSlack(r *rand.Rand, clean bool) *B {
	b := &B{}
	n := nfor(r, clean)
	b.t(`{"channel":"C0` + rstr(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8) + `","text":"`)
	if clean {
		b.t(`:white_check_mark: Ticket #`).k(fmt.Sprint(100000 + r.Intn(900000))).t(` resolved by agent in `).k(fmt.Sprintf("%.1fs", float64(r.Intn(9000))/10+1)).t(` (card ending ` + last4(r) + `, refund `).k(cents(r) + " cents").t(`)`)
	} else {
		f, l := name(r)
		b.t(`:rotating_light: Escalation for ` + cap1(f) + ` ` + cap1(l) + ` — `)
		for i := 0; i < n; i++ {
			if i > 0 {
				b.t(", ")
			}
			fam := famWeights(r)
			if fam == "jwt" || fam == "bearer" {
				fam = "email"
			}
			pf := piiField(r, fam)
			if fam == "email" && r.Intn(2) == 0 {
				b.t("<mailto:").v(pf).t("|").v(pf).t(">")
			} else {
				b.t(fam + ": ").v(pf)
			}
		}
	}
	b.t(`","blocks":[{"type":"context","elements":[{"type":"mrkdwn","text":"run `).k(uuid(r)).t(` · ts `).k(epochS(r) + "." + digits(r, 6)).t(`"}]}]}`)
	return b
}

// 24. agent prose
func kProse(r *rand.Rand, clean bool) *B {
	b := &B{}
	if clean {
		switch r.Intn(4) {
		case 0:
			b.t("The user's card ending ").k(last4(r) + " was declined").t(" at ").k(iso(r)).t("; gateway code 05, request ").k(reqID(r)).t(". What does the KB say about soft declines?")
		case 1:
			b.t("Customer ").k(numID(r)).t(" has SSN on file as ").k(maskedSSN(r)).t(" and phone ").k(maskedPhone(r)).t(". Is a masked value enough for identity verification per policy ").k("KYC-" + digits(r, 3)).t("?")
		case 2:
			b.t("Refund of ").k(cents(r) + " cents").t(" for order ").k(numID(r)).t(" took ").k(fmt.Sprint(200+r.Intn(5000)) + "ms").t(" on host ").k(ipv4(r) + ":8443").t("; trace ").k(traceID(r)).t(".")
		default:
			b.t("Used ").k(fmt.Sprint(1000+r.Intn(90000)) + " tokens").t(" so far (model ").k("gpt-4o-2024-08-06").t("), build ").k(sha(r, 7)).t(", error at line ").k(fmt.Sprint(10+r.Intn(3000)) + " of handler.py").t(". Which retry policy applies?")
		}
		return b
	}
	n := npii(r)
	f, l := name(r)
	b.t(pick(r, []string{"Found the customer record for ", "The user is ", "Verified identity of ", "Calling lookup_user for "}) + cap1(f) + " " + cap1(l) + ": ")
	for i := 0; i < n; i++ {
		if i > 0 {
			b.t(pick(r, []string{", ", "; ", " and "}))
		}
		fam := famWeights(r)
		if fam == "jwt" {
			fam = "email"
		}
		pf := piiField(r, fam)
		switch fam {
		case "email":
			b.t(pick(r, []string{"email ", "e-mail is ", "reachable at "})).v(pf)
		case "phone":
			b.t(pick(r, []string{"phone ", "mobile ", "callback number "})).v(pf)
		case "ssn":
			b.t(pick(r, []string{"SSN ", "ITIN/SSN ", "social security number "})).v(pf)
		case "credit_card":
			b.t(pick(r, []string{"card ", "card number ", "new card "})).v(pf)
		case "bearer":
			b.t("their leaked key ").v(pf)
		}
	}
	b.t(". Customer id ").k(numID(r)).t(", ticket opened ").k(iso(r)).t(".")
	if r.Intn(2) == 0 {
		b.t(" The user's card ending ").k(last4(r) + " was declined").t(".")
	}
	return b
}

// 25. env / config with vendor secrets
func kEnv(r *rand.Rand, clean bool) *B {
	b := &B{}
	b.t(pick(r, []string{"Found these in the repo's .env while debugging the deploy:\n", "Agent read config from /srv/app/.env:\n", "docker inspect → Env:\n"}))
	b.t("APP_VERSION=").k(version(r)).t("\nPORT=" + fmt.Sprint(pick(r, []int{3000, 8080, 8443})) + "\nDATABASE_HOST=").k(ipv4(r)).t("\n")
	if clean {
		b.t("GITHUB_TOKEN=${{ secrets.GITHUB_TOKEN }}\nSTRIPE_SECRET_KEY=\nOPENAI_API_KEY=<set-in-vault>\nBUILD_SHA=").k(sha(r, 40)).t("\nLOG_LEVEL=debug")
		return b
	}
	n := npii(r)
	for i := 0; i < n; i++ {
		if r.Intn(5) == 0 {
			b.t("SUPPORT_EMAIL=").p("email", email(r)).t("\n")
			continue
		}
		s, k := vendorSecret(r)
		b.t(k+"=").p("bearer", s).t("\n")
	}
	b.t("BUILD_SHA=").k(sha(r, 40))
	return b
}

// 26. HAR / Postman headers as key/value
func kHAR(r *rand.Rand, clean bool) *B {
	b := &B{}
	n := nfor(r, clean)
	b.t(`{"log":{"entries":[{"startedDateTime":"`).k(iso(r)).t(`","time":`).k(fmt.Sprintf("%d.%03d", 10+r.Intn(900), r.Intn(1000))).t(`,"request":{"method":"POST","url":"https://api.helpdesk.io/v2/users/`).k(numID(r)).t(`","headers":[`)
	if n > 0 {
		tok, fam := authToken(r)
		b.t(`{"name":"Authorization","value":"Bearer `).p(fam, tok).t(`"},`)
		n--
	} else {
		b.t(`{"name":"Authorization","value":"Bearer {{access_token}}"},`)
	}
	b.t(`{"name":"x-request-id","value":"`).k(uuid(r)).t(`"}],"postData":{"mimeType":"application/json","text":"`)
	b.embed(jsonObj(record(r, n), ""), jsonEsc)
	b.t(`"}}}]}}`)
	return b
}

type kindFn func(*rand.Rand, bool) *B

var kinds = []struct {
	name string
	fn   kindFn
}{
	{"tool_call_args", kToolCall}, {"tool_result_nested", kNested}, {"json_pretty_escaped", kPrettyEscaped},
	{"json_unicode_escape", kUnicodeEsc}, {"python_repr", kPyRepr}, {"logfmt", kLogfmt}, {"yaml_front_matter", kYAML},
	{"toml", kTOML}, {"csv", kCSV}, {"markdown_table", kMarkdown}, {"query_string", kQuery}, {"http_trace", kHTTP},
	{"curl", kCurl}, {"stack_trace", kStack}, {"sql", kSQL}, {"graphql", kGraphQL}, {"html_form", kHTML},
	{"mime_headers", kMIME}, {"vcard", kVCard}, {"icalendar", kICal}, {"jsonl_logs", kJSONL}, {"otel_attrs", kOTel},
	{"slack_webhook", kSlack}, {"agent_prose", kProse}, {"env_secrets", kEnv}, {"har_headers", kHAR},
}
