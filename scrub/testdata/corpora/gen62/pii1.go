package main

import (
	"fmt"
	"strings"
)

func sig(b *B, p Person, f Firm, title string) {
	b.T("\n\n", p.Name, "\n", title, " | ", f.Name, "\n")
	switch r.Intn(4) {
	case 0:
		b.T("T: ").Ph(phUS()).T(" | M: ").Ph(phUS()).T("\n").Em(p.At(f.Dom))
	case 1:
		b.T("Direct: ").Ph(phUS()).T("\nEmail: ").Em(p.At(f.Dom))
	case 2:
		b.T("O ").Ph(phUS()).T(" · F ").Ph(phUS()).T(" · ").Em(p.At(f.Dom))
	default:
		b.T("Tel. ").Ph(phUS()).T(" ext. ", fmt.Sprint(n(100, 499)), "\n").Em(p.At(f.Dom))
	}
}

func piiTemplates() []Tpl {
	t := []Tpl{}
	add := func(k string, f func() *B) { t = append(t, Tpl{k, f}) }

	add("intake_form_us", func() *B {
		c := us()
		b := nb().T("CLIENT INTAKE — ", pick("Personal Injury", "Family Law", "Employment", "Estate Planning", "Bankruptcy Ch. 7"), "\nMatter No.: ").K(matterNo())
		b.T("\nClient: ", c.Name, "\nDOB: ").K(dob()).T("\nSSN: ").Ss(ssnAny())
		b.T("\nCell: ").Ph(phUS()).T("\nHome: ").Ph(phUS()).T("\nEmail: ").Em(c.Mail())
		b.T("\nReferred by: ", pick("Google Ads", "former client", "Avvo", "bar referral service"), "\nIntake date: ").K(dateUS())
		if coin() {
			s := us()
			b.T("\nSpouse: ", s.First, " ", c.Last, " — SSN ").Ss(ssn()).T(", cell ").Ph(phUS())
		}
		b.T("\nConflict check: ", pick("cleared", "pending", "cleared by RJM"))
		return b
	})
	add("intake_form_es", func() *B {
		c := per(pick("mx", "es", "mx"))
		b := nb().T("FORMULARIO DE ADMISIÓN DE CLIENTE\nExpediente interno: ").K(matterNo())
		b.T("\nNombre completo: ", c.Name, "\nFecha de nacimiento: ").K(fmt.Sprintf("%02d/%02d/%d", n(1, 28), n(1, 12), n(1960, 2002)))
		b.T("\nNúmero de ITIN: ").Ss(itin()).T("\nTeléfono celular: ").Ph(c.Phone()).T("\nTeléfono en EE.UU.: ").Ph(phUS())
		b.T("\nCorreo electrónico: ").Em(c.Mail()).T("\n¿Prefiere WhatsApp? ", pick("Sí", "No"), "\nTipo de caso: ", pick("Accidente laboral", "Divorcio", "Ajuste de estatus", "Salarios no pagados"))
		return b
	})
	add("engagement_letter_email", func() *B {
		c, a, f := us(), us(), firm()
		amt := money()
		b := nb().T("From: ", a.Name, " <").Em(a.At(f.Dom)).T(">\nTo: ", c.Name, " <").Em(c.Mail()).T(">\nSubject: Engagement Letter — Matter ").K(matterNo())
		b.T("\n\nDear ", pick("Mr. ", "Ms. ", ""), c.Last, ",\n\nAttached is our engagement letter. The initial retainer is ").K(amt).T(", deposited to our IOLTA trust account. Please sign via DocuSign by ").K(dateLong()).T(".")
		b.T(" If you prefer to discuss first, call me at ").Ph(phUS()).T(".")
		sig(b, a, f, pick("Partner", "Associate", "Of Counsel"))
		return b
	})
	add("conflict_check_request", func() *B {
		a, x, y := us(), us(), us()
		b := nb().T("CONFLICT CHECK REQUEST #").K(fmt.Sprintf("CC-%d-%05d", year(), n(1, 99999))).T("\nRequesting attorney: ", a.Name, "\nProspective client: ", x.Name, " (").Em(x.Mail()).T(", ").Ph(phUS()).T(")")
		b.T("\nAdverse party: ", y.Name, " — last known phone ").Ph(phUS())
		b.T("\nRelated entities: ", pick("Brightline Logistics LLC", "Harborview Holdings Inc.", "Sunmark Realty Trust", "Tri-County Medical Group"), "\nOpposing counsel: ", pick("Fenwick Drake LLP", "Morrow & Pike", "unknown"))
		b.T("\nPlease run against all open and closed matters since ").K(dateUS()).T(".")
		return b
	})
	add("time_entry_csv", func() *B {
		b := nb().T("date,timekeeper,matter,task,hours,rate,narrative\n")
		for i := 0; i < n(3, 6); i++ {
			c := us()
			m := matterNo()
			b.K(dateISO()).T(",", pick("RJM", "KLT", "AOS", "PNG", "DWH"), ",").K(m).T(",", pick("L110", "L120", "L210", "A106", "A107", "L330"), ",", fmt.Sprintf("%.1f", float64(n(1, 40))/10), ",", pick("450", "625", "295", "180"), ",")
			switch r.Intn(4) {
			case 0:
				b.T("\"Tel. conf. w/ client ", c.Name, " at ").Ph(phUS()).T(" re discovery responses\"\n")
			case 1:
				b.T("\"Email to ").Em(c.Mail()).T(" re signed HIPAA authorizations\"\n")
			case 2:
				b.T("\"Draft ", pick("motion to compel", "RFAs", "mediation statement"), "; cite ").K(statute()).T("\"\n")
			default:
				b.T("\"Left VM for adjuster ", c.First, " at ").Ph(phUS()).T("; follow up ").K(dateUS()).T("\"\n")
			}
		}
		return b
	})
	add("time_entry_tsv_contacts", func() *B {
		b := nb().T("Matter\tClient\tClient Phone\tClient Email\tBilled Hours\tWIP\n")
		for i := 0; i < n(2, 5); i++ {
			c := per(pick("us", "us", "mx", "gb"))
			b.K(matterNo()).T("\t", c.Name, "\t").Ph(pick(phUS(), phUSdash(), phUSplain())).T("\t").Em(c.Mail()).T("\t", fmt.Sprintf("%.1f", float64(n(5, 900))/10), "\t").K(money()).T("\n")
		}
		return b
	})
	add("clio_matter_export_csv", func() *B {
		b := nb().T("Matter Number,Display Number,Client Name,Primary Email,Primary Phone,Practice Area,Status,Open Date\n")
		for i := 0; i < n(2, 5); i++ {
			c := us()
			id := fmt.Sprint(n(1000000000, 1999999999))
			b.K(id).T(",").K(fmt.Sprintf("%05d-%s", n(1, 99999), strings.ToUpper(c.RLast))).T(",", c.Name, ",").Em(c.Mail()).T(",").Ph(phUS()).T(",", pick("Immigration", "Real Estate", "Probate", "Litigation", "Family"), ",", pick("Open", "Pending", "Closed"), ",").K(dateISO()).T("\n")
		}
		return b
	})
	add("nef_efiling_notice", func() *B {
		cs := fedCase()
		b := nb().T("This is an automatic e-mail message generated by the CM/ECF system. Please DO NOT RESPOND to this e-mail because the mail box is unattended.\n\nU.S. District Court\n", pick("Southern District of New York", "Central District of California", "Northern District of Illinois", "District of New Jersey"), "\n\nNotice of Electronic Filing\n\nCase Name: ", pick("Harborview Holdings v. Brightline Logistics", "Doe v. Tri-County Medical Group", "Sunmark Realty Trust v. Alvarez", "In re Kestrel Data Breach Litig."), "\nCase Number: ").K(cs)
		b.T("\nFiled: ").K(dateUS()).T(" at ").K(timeAM()).T("\nDocument Number: ").K(fmt.Sprint(n(2, 300))).T("\n\nDocket Text:\nMOTION to Compel pursuant to ").K(statute()).T(". Filed by ", pick("Plaintiff", "Defendant"), ".\n\n", cs, " Notice has been electronically mailed to:\n\n")
		for i := 0; i < n(2, 4); i++ {
			a := us()
			f := firm()
			b.T(a.Name, "     ").Em(a.At(f.Dom)).T(", ").Em(pick("docketing@", "calendar@", "efile@") + f.Dom).T("\n\n")
		}
		return b
	})
	add("docket_reminder_email", func() *B {
		a := us()
		f := firm()
		b := nb().T("[Docket Alert] ", pick("Status Conference", "Hearing on Motion to Dismiss", "Case Management Conference", "Final Pretrial Conference"), " — ").K(anyCase())
		b.T("\nDate/Time: ").K(dateLong()).T(", ").K(timeAM()).T("\nCourtroom: ", pick("15A", "Dept. 32", "1204", "Courtroom 6"), "\nDeputy clerk: ", pick("Ms. Alvarez", "Mr. Chen", "Ms. Robinson"), " ").Ph(phUS())
		b.T("\nResponsible attorney: ", a.Name, " (").Em(a.At(f.Dom)).T(")\nDial-in for remote appearance: ").Ph("+1 " + pick("646 828 7666", "669 254 5252", "551 285 1373")).T(", meeting ID ").K(zoomID())
		return b
	})
	add("custodian_list_csv", func() *B {
		b := nb().T("Custodian,Title,Email,Mobile,Device,Collected,Bates Start\n")
		co := pick("brightline-log.com", "tricountymed.org", "harborviewhold.com", "kestreldata.io")
		for i := 0; i < n(3, 6); i++ {
			c := us()
			st, _ := batesRange()
			b.T(c.Last, ", ", c.First, ",", pick("CFO", "VP Sales", "Controller", "Ops Manager", "IT Director", "Paralegal"), ",").Em(c.At(co)).T(",").Ph(pick(phUSdash(), phUS())).T(",", pick("iPhone 14", "Galaxy S23", "Pixel 8", "laptop"), ",").K(dateISO()).T(",").K(st).T("\n")
		}
		return b
	})
	add("concordance_dat_load_file", func() *B {
		b := nb().T("þBEGBATESþ\x14þENDBATESþ\x14þCUSTODIANþ\x14þFROMþ\x14þTOþ\x14þDATESENTþ\n")
		p := batesPfx()
		v := n(1000, 800000)
		for i := 0; i < n(2, 4); i++ {
			x, y := us(), us()
			d := pick("brightline-log.com", "tricountymed.org", "gmail.com")
			b.T("þ").K(bates(p, v)).T("þ\x14þ").K(bates(p, v+n(1, 30))).T("þ\x14þ", x.Last, ", ", x.First, "þ\x14þ").Em(x.At(d)).T("þ\x14þ").Em(y.At(d)).T("þ\x14þ").K(dateUS()).T("þ\n")
			v += 40
		}
		return b
	})
	add("review_note_sensitive", func() *B {
		st, en := batesRange()
		b := nb().T("Reviewer note (", pick("2L", "QC", "priv"), ") — ").K(st).T(" to ").K(en).T(": ")
		switch r.Intn(3) {
		case 0:
			b.T("W-2 attachment shows employee SSN ").Ss(ssn()).T("; redact per ").K(pick("Protective Order ¶ 7", "Fed. R. Civ. P. 5.2(a)")).T(".")
		case 1:
			c := card()
			b.T("expense report has full ", c.Brand, " number ").Cc(c.Fmt()).T(" and personal cell ").Ph(phUS()).T(". Tag PII-REDACT.")
		default:
			b.T("contains HR complaint from ").Em(us().Mail()).T(", callback number ").Ph(phUS()).T(". Mark Confidential – AEO.")
		}
		return b
	})
	add("privilege_log_rows", func() *B {
		b := nb().T("Priv Log ID | Bates | Date | Author | Recipients | Basis\n")
		for i := 0; i < n(2, 4); i++ {
			x, y := us(), us()
			f := firm()
			st, _ := batesRange()
			b.K(fmt.Sprintf("PRIV-%04d", n(1, 3000))).T(" | ").K(st).T(" | ").K(dateUS()).T(" | ").Em(x.At(f.Dom)).T(" | ").Em(y.At(pick("brightline-log.com", "harborviewhold.com"))).T(" | ", pick("AC", "WP", "AC/WP"), "\n")
		}
		return b
	})
	add("deposition_transcript", func() *B {
		w := us()
		pg := n(8, 240)
		b := nb().F("%d\n", pg).T("  1   Q.   And what is your current cell phone number?\n  2   A.   It's ").Ph(phUS()).T(".\n  3   Q.   Has that been your number since ").K(fmt.Sprint(year())).T("?\n  4   A.   Yes.\n  5   Q.   And your personal e-mail?\n  6   A.   ").Em(w.Mail()).T(".\n")
		if coin() {
			b.T("  7   Q.   The last four of your Social are in Exhibit ").K(fmt.Sprint(n(3, 60))).T(" — is the full number ").Ss(ssn()).T("?\n  8   A.   That's right.\n")
		}
		b.T("  9   MR. ", strings.ToUpper(us().Last), ":  Let's mark that confidential under the protective order.")
		return b
	})
	add("hearing_transcript_callback", func() *B {
		b := nb().T("THE COURT: Counsel, I'd like a number where chambers can reach you during trial.\n", pick("MS.", "MR."), " ", strings.ToUpper(us().Last), ": Yes, Your Honor. My cell is ").Ph(phUS()).T(", and my paralegal's e-mail is ").Em(us().At(firm().Dom)).T(".\nTHE COURT: Thank you. We resume at ").K(timeAM()).T(".\n(Tr. ").K(pageLine()).T(")")
		return b
	})
	add("settlement_wire_instructions", func() *B {
		a := us()
		f := firm()
		amt := money()
		b := nb().T("Re: Settlement funds — ").K(stateCase()).T("\n\nPlease wire the settlement amount of ").K(amt).T(" to our IOLTA account:\nBank: ", pick("JPMorgan Chase Bank, N.A.", "Bank of America, N.A.", "Wells Fargo Bank, N.A.", "City National Bank"), "\nABA/Routing: ").K(routing()).T("\nAccount: ").T(acct()).T("\nAccount name: ", f.Name, " IOLTA Trust Account\nReference: ").K(matterNo())
		b.T("\n\nBefore sending, VERIFY these instructions by calling our office at a known number — ").Ph(phUS()).T(". We will never change wire instructions by e-mail.\n\n", a.Name, "\n").Em(a.At(f.Dom))
		return b
	})
	add("escrow_callback_verification", func() *B {
		s := us()
		t := titleCos[r.Intn(len(titleCos))]
		o := us()
		b := nb().T("Escrow No. ").K(titleOrder()).T(" — callback log\nSeller ", s.Name, " requested payoff proceeds be sent to a new account via email from ").Em(s.Mail()).T(".\nCalled seller at number on file ").Ph(phUS()).T(" (NOT the number in the email, ").Ph(phUS()).T(").")
		b.T("\nSeller confirmed no change requested. Flagged as BEC attempt. Officer: ", o.Name, ", ").Em(o.At(t.Dom)).T(" ").K(dateUS()).T(" ").K(timeAM())
		return b
	})
	add("closing_1099s_seller_info", func() *B {
		s := us()
		b := nb().T("1099-S SELLER INFORMATION — File ").K(titleOrder()).T("\nProperty: ", fmt.Sprint(n(10, 9999)), " ", pick("Oak Hollow Dr", "W Addison St", "Sunset Blvd", "Magnolia Ave"), "  ").K(apn())
		b.T("\nSeller: ", s.Name, "\nTIN/SSN: ").Ss(ssn()).T("\nForwarding phone: ").Ph(phUS()).T("\nForwarding email: ").Em(s.Mail()).T("\nGross proceeds: ").K(money()).T("\nClosing date: ").K(dateUS())
		return b
	})
	add("real_estate_closing_email", func() *B {
		b2, l := us(), us()
		t := titleCos[r.Intn(len(titleCos))]
		b := nb().T("Hi all — closing for ", fmt.Sprint(n(10, 9999)), " ", pick("Birch Ln", "Harbor Pt Rd", "N Clark St"), " (").K(apn()).T(") is set for ").K(dateLong()).T(" at ").K(timeAM()).T(". Title order ").K(titleOrder()).T(".\nBuyer ", b2.Name, " will sign remotely; her cell is ").Ph(phUS()).T(".\nLender contact: ", l.Name, ", ").Em(l.At(pick("rocketmtg.com", "guildmortgage.net", "firstcommunitycu.org"))).T(".\nCash to close per CD: ").K(money()).T("\n— ").Em(us().At(t.Dom))
		return b
	})
	add("uscis_case_summary", func() *B {
		c := per(pickS(immLocs))
		b := nb().T("CASE SUMMARY — ", c.Name, "\nA-Number: ").T(aNum()).T("\nForm ", pick("I-485", "I-130", "I-765", "I-131", "N-400", "I-751"), " receipt: ").K(receipt()).T("\nPriority date: ").K(dateUS())
		if coin() {
			b.T("\nSSN: ").Ss(ssn())
		} else {
			b.T("\nITIN: ").Ss(itin())
		}
		b.T("\nClient phone: ").Ph(c.Phone()).T("\nClient email: ").Em(c.Mail()).T("\nUS contact: ").Ph(phUS()).T("\nNext step: respond to RFE by ").K(dateUS()).T(" (").K(pick("8 C.F.R. § 103.2(b)(8)", "8 C.F.R. § 103.8(b)")).T(")")
		return b
	})
	add("g28_form_fields", func() *B {
		a := us()
		c := per(pickS(immLocs))
		f := firm()
		b := nb().T("G-28 data (Part 1 / Part 3)\n1.a Attorney family name: ", a.Last, "\n1.b Given name: ", a.First, "\n4. Daytime phone: ").Ph(phUSplain()).T("\n6. Email: ").Em(a.At(f.Dom)).T("\n2.a Bar number: ").K(barNo()).T("\nPart 3 — Client: ", c.Name, "\n13. Client mobile: ").Ph(c.Phone()).T("\n14. Client email: ").Em(c.Mail()).T("\n16. A-Number (if any): ").T(aNum()).T("\nReceipt no.: ").K(receipt())
		return b
	})
	add("rfe_response_cover_letter", func() *B {
		a := us()
		f := firm()
		bn := per(pickS(immLocs))
		b := nb().T("U.S. Citizenship and Immigration Services\n", pick("Nebraska Service Center", "Vermont Service Center", "California Service Center", "Texas Service Center"), "\n\nRe: Response to Request for Evidence\nReceipt Number: ").K(receipt()).T("\nBeneficiary: ", bn.Name, "\n\nDear Officer:\n\nEnclosed please find the response to the RFE dated ").K(dateLong()).T(", addressing eligibility under ").K(statute()).T(". Exhibits ").K(fmt.Sprintf("A-1 through A-%d", n(5, 40))).T(" follow.\n\nShould you need anything further, contact the undersigned at ").Ph(phUS()).T(" or ").Em(a.At(f.Dom)).T(".\n\n", a.Name, ", Esq.\n").K(barNo())
		return b
	})
	add("estate_planning_intake", func() *B {
		t := us()
		sp := us()
		b := nb().T("ESTATE PLANNING QUESTIONNAIRE\nTestator: ", t.Name, "   SSN ").Ss(ssn()).T("\nSpouse: ", sp.First, " ", t.Last, "   SSN ").Ss(ssn()).T("\nResidence phone: ").Ph(phUS()).T("\nChildren:\n")
		for i := 0; i < n(1, 3); i++ {
			k := us()
			b.T("  - ", k.First, " ", t.Last, ", age ", fmt.Sprint(n(8, 45)), ", ").Ph(phUS()).T(", ").Em(k.Mail()).T("\n")
		}
		b.T("Existing will dated ").K(dateUS()).T("; revocable trust per ").K(pick("Cal. Prob. Code § 15200", "N.Y. EPTL 7-1.17", "Fla. Stat. § 736.0403")).T(".")
		return b
	})
	add("probate_heirs_table", func() *B {
		d := us()
		b := nb().T("ESTATE OF ", strings.ToUpper(d.Name), ", DECEASED — ").K(fmt.Sprintf("Case No. %d-PR-%05d", year(), n(1, 99999))).T("\nDecedent SSN: ").Ss(ssn()).T("   Date of death: ").K(dateUS()).T("\n\n| Heir | Relationship | Phone | Email | Share |\n|---|---|---|---|---|\n")
		for i := 0; i < n(2, 4); i++ {
			h := per(pick("us", "us", "gb", "mx", "de"))
			b.T("| ", h.Name, " | ", pick("son", "daughter", "niece", "grandson", "sister"), " | ").Ph(h.Phone()).T(" | ").Em(h.Mail()).T(" | ", pick("1/2", "1/3", "1/4", "25%"), " |\n")
		}
		return b
	})
	add("trust_ledger_card_payments", func() *B {
		b := nb().T("IOLTA Client Ledger — Matter ").K(matterNo()).T("\n")
		for i := 0; i < n(2, 3); i++ {
			c := card()
			b.K(dateUS()).T("  Retainer deposit ").K(money()).T("  paid by ", c.Brand, " ").Cc(c.Fmt()).T(" (taken by phone, client read number)\n")
		}
		b.K(dateUS()).T("  Transfer to operating, invoice ").K(invoiceNo()).T("  ").K(money())
		return b
	})
	add("retainer_card_authorization", func() *B {
		c := card()
		p := us()
		b := nb().T("CREDIT CARD AUTHORIZATION — ", firm().Name, "\nCardholder: ", p.Name, "\nCard type: ", c.Brand, "\nCard number: ").Cc(c.Fmt()).T("\nExpiration: ").K(exp()).T("\nBilling ZIP: ", fmt.Sprintf("%05d", n(10001, 98999)), "\nPhone: ").Ph(phUS()).T("\nEmail for receipts: ").Em(p.Mail()).T("\nAmount authorized: ").K(money()).T(" for matter ").K(matterNo())
		return b
	})
	add("lawpay_receipt_email", func() *B {
		p := us()
		b := nb().T("Payment received — ", firm().Name, "\nPayer: ", p.Name, " (").Em(p.Mail()).T(")\nMethod: ", pick("Visa", "Mastercard", "Amex", "eCheck"), " ").K(cardMasked()).T("\nAmount: ").K(money()).T("\nApplied to: ").K(invoiceNo()).T("\nTransaction ID: ").K(fmt.Sprintf("%s", strings.ToUpper(fromSet(lowerAlnum, 18)))).T("\nQuestions? Call billing at ").Ph(phUS())
		return b
	})
	add("clio_api_curl", func() *B {
		mid := fmt.Sprint(n(1000000000, 1999999999))
		b := nb().T("curl -s ", pick("-H", "--header"), " \"Authorization: Bearer ").Br(clioToken()).T("\" \\\n  \"https://app.clio.com/api/v4/matters/").K(mid).T(".json?fields=id,display_number,client{name,primary_email_address}\"\n")
		b.T("# returns 401 since ").K(dateISO()).T(" — did the token expire? ", pick("refresh flow?", "app reauthorized?", ""))
		return b
	})
	add("clio_oauth_token_response", func() *B {
		b := nb().T("POST https://app.clio.com/oauth/token -> 200\n{\n  \"token_type\": \"bearer\",\n  \"access_token\": \"").Br(clioToken()).T("\",\n  \"expires_in\": 2592000,\n  \"refresh_token\": \"").Br(alnum(40)).T("\"\n}\nclient_secret used: ").Br(alnum(40))
		return b
	})
	add("docusign_jwt_grant", func() *B {
		b := nb().T("# DocuSign JWT grant — integration for engagement letters\nINTEGRATION_KEY = \"", guid(), "\"\nUSER_ID = \"", guid(), "\"\nassertion = \"").Jw(jwt(guid(), guid(), "account-d.docusign.com", "signature impersonation")).T("\"\n# resp.access_token = ")
		b.Jw(jwtWith("RS256", fmt.Sprintf(`{"TokenType":5,"IssueInstant":%d,"UserId":"%s","AccountId":"%s","Scopes":"signature"}`, n(1735689600, 1767225600), guid(), guid())))
		b.T("\n# envelope ").K(envelopeID()).T(" sent to ").Em(us().Mail())
		return b
	})
	add("docusign_connect_hmac", func() *B {
		signer := us()
		b := nb().T("DocuSign Connect config (matter intake flow)\nURL: https://hooks.", firm().Dom, "/docusign/connect\nHMAC secret key 1: ").Br(b64u(43)+"=").T("\nEvent: envelope-completed  envelopeId=").K(envelopeID()).T("\nrecipients[0].email=").Em(signer.Mail()).T("  name=", signer.Name)
		return b
	})
	add("netdocuments_env", func() *B {
		b := nb().T("# .env — ndOffice sync service\nND_REPOSITORY=CA-", strings.ToUpper(fromSet(hexS, 8)), "\nND_CLIENT_ID=AP-", strings.ToUpper(fromSet(lowerAlnum, 8)), "\nND_CLIENT_SECRET=").Br(alnum(48)).T("\nND_REFRESH_TOKEN=").Br(b64u(64)).T("\nND_BASE_URL=https://api.vault.netvoyage.com/v1\nSYNC_OWNER=").Em(us().At(firm().Dom)).T("\n")
		return b
	})
	add("imanage_api_log", func() *B {
		u := us()
		b := nb().K(dateISO()+"T"+time24()+":"+dg(2)+"Z").T(" INFO imanage.client GET /work/api/v2/customers/", fmt.Sprint(n(1, 99)), "/libraries/ACTIVE/documents?matter=").K(matterNo()).T(" user=").Em(u.At(firm().Dom)).T("\n  X-Auth-Token: ").Br(alnum(n(44, 64))).T("\n  -> 403 insufficient privileges on workspace ").K(fmt.Sprintf("ACTIVE!%d.1", n(100000, 9999999)))
		return b
	})
	add("paralegal_chat_portal_login", func() *B {
		x, y := us(), us()
		h, m := n(8, 17), n(0, 50)
		ts := func() string {
			m += n(0, 3)
			return fmt.Sprintf("%d:%02d %s", (h-1)%12+1, m, map[bool]string{true: "PM", false: "AM"}[h >= 12])
		}
		b := nb().T("[", ts(), "] ", x.First, ": anyone have the ", pick("PACER", "NYSCEF", "Odyssey eFileTX", "TrueFiling", "CCMS"), " login for the firm account?\n[", ts(), "] ", y.First, ": user ", strings.ToLower(y.RFirst[:1]+y.RLast), pick("_hcl", "firm", "01"), " pw ").Br(pw()).T("\n[", ts(), "] ", y.First, ": 2FA goes to my cell ").Ph(phUS()).T(" so text me when you log in\n[", ts(), "] ", x.First, ": thx, filing the opp in ").K(anyCase()).T(" now")
		return b
	})
	add("efiling_credentials_email", func() *B {
		a := us()
		b := nb().T("Subject: state e-filing credentials (temp)\n\n", a.First, ",\nWhile I'm out, use the firm filer account for ", pick("NYSCEF", "eFileIL", "File & ServeXpress", "the Florida Courts E-Filing Portal"), ":\n  Username: ").Em(a.At(firm().Dom)).T("\n  Password: ").Br(pw()).T("\nIt has the ", pick("$", "card on file"), " draw-down set up. Please change it after ").K(dateUS()).T(".")
		return b
	})
	add("slack_docket_bot_config", func() *B {
		b := nb().T("docketbot:\n  slack:\n    bot_token: ").Br(slackBot()).T("\n    signing_secret: ").Br(hexx(32)).T("\n    channel: \"#docket-alerts\"\n  courtlistener:\n    api_token: ").Br(hexx(40)).T("\n  watch:\n    - ").K(fedCase()).T("\n    - ").K(fedCase()).T("\n  escalate_to: ").Em(us().At(firm().Dom)).T("\n")
		return b
	})
	add("ai_drafting_tool_config", func() *B {
		b := nb().T("# contract-review assistant (pilot, ", pick("litigation", "real estate", "immigration"), " group)\n")
		if coin() {
			b.T("OPENAI_API_KEY=").Br(openai()).T("\n")
		} else {
			b.T("ANTHROPIC_API_KEY=").Br(anthropic()).T("\n")
		}
		b.T("MAX_TOKENS=4096\nPII_FILTER=on\nADMIN_CONTACT=").Em(us().At(firm().Dom)).T("\n# do not upload docs bearing ").K(pick("PLTF", "HCL", "ACME") + "-CONF").T(" stamps")
		return b
	})
	add("sftp_production_delivery", func() *B {
		v := vendors[r.Intn(len(vendors))]
		pm := us()
		st, en := batesRange()
		user := "prod_" + strings.ToLower(fromSet("abcdefghijklmnopqrstuvwxyz", 5))
		pass := pw()
		b := nb().T("Production ", pick("VOL001", "VOL002", "VOL003", "VOL007"), " (").K(st).T(" – ").K(en).T(") is ready.\nsftp://", user, ":").Br(pass).T("@sftp.", v.Dom, ":22/outgoing/\nor log in separately — user ", user, ", password ").Br(pass).T("\nLink expires ").K(dateUS()).T(". Questions: ", pm.Name, ", PM, ").Ph(phUS()).T(" / ").Em(pm.At(v.Dom))
		return b
	})
	add("relativity_s3_credentials", func() *B {
		b := nb().T("[ediscovery-processing]\naws_access_key_id = ", awsID(), "\naws_secret_access_key = ").Br(awsSecret()).T("\nregion = us-east-1\n# bucket for matter ").K(matterNo()).T(" processing exports; contact ").Em(us().At(vendors[r.Intn(3)].Dom))
		return b
	})
	add("twilio_sms_reminders", func() *B {
		b := nb().T("// court-date SMS reminders\nconst client = twilio(\"", twilioSID(), "\", \"").Br(twilioTok()).T("\");\nconst reminders = [\n")
		for i := 0; i < n(2, 3); i++ {
			b.T("  { to: \"").Ph("+1" + phUSplain()).T("\", hearing: \"").K(dateISO()).T("\", case: \"").K(stateCase()).T("\" },\n")
		}
		b.T("];")
		return b
	})
	add("sendgrid_notice_script", func() *B {
		c := us()
		b := nb().T("sg = SendGridAPIClient(\"").Br(sendgrid()).T("\")\nmsg = Mail(from_email=\"").Em(pick("noreply@", "notices@") + firm().Dom).T("\", to_emails=\"").Em(c.Mail()).T("\",\n           subject=\"Your hearing in ").K(stateCase()).T(" is on ").K(dateUS()).T("\")")
		return b
	})
	add("efm_basic_auth_request", func() *B {
		u := "firm" + dg(4)
		b := nb().T("POST /EFM/v5/FilingReview.svc HTTP/1.1\nHost: ", pick("efile.txcourts.gov", "efm.tylerhost.net", "ilefm.tylerhost.net"), "\nAuthorization: Basic ").Br(basicCred(u, pw())).T("\nContent-Type: text/xml\n\n<CaseTrackingID>").K(stateCase()).T("</CaseTrackingID><FilerEmail>").Em(us().At(firm().Dom)).T("</FilerEmail>")
		return b
	})
	add("clio_webhook_payload", func() *B {
		c := us()
		b := nb().T("POST /hooks/clio  X-Hook-Secret: ").Br(alnum(32)).T("\n{\"data\":{\"id\":").K(fmt.Sprint(n(1000000000, 1999999999))).T(",\"type\":\"Contact\",\"name\":\"", c.Name, "\",\"primary_email_address\":\"").Em(c.Mail()).T("\",\"primary_phone_number\":\"").Ph(phUS()).T("\",\"created_at\":\"").K(dateISO()).T("\"}}")
		return b
	})
	add("process_server_affidavit", func() *B {
		d := us()
		s := us()
		b := nb().T("AFFIDAVIT OF DUE DILIGENCE — ").K(stateCase()).T("\nAttempts to serve ", d.Name, ":\n1) ").K(dateUS()).T(" ").K(timeAM()).T(" — no answer at residence.\n2) Called defendant at ").Ph(phUS()).T("; voicemail full.\n3) Emailed ").Em(d.Mail()).T(" requesting acceptance of service.\nServer: ", s.Name, ", ", pick("PSC #", "License No. "), fmt.Sprint(n(1000, 99999)), ", ").Ph(phUS())
		return b
	})
	add("court_reporter_order", func() *B {
		a := us()
		c := card()
		b := nb().T("TRANSCRIPT ORDER — Deposition of ", us().Name, " taken ").K(dateUS()).T("\nCase: ").K(anyCase()).T("\nOrdering attorney: ", a.Name, ", ").Em(a.At(firm().Dom)).T(", ").Ph(phUS()).T("\nDelivery: ", pick("expedited (3-day)", "daily", "standard"), "; rough ASCII + condensed\nPayment: ", c.Brand, " ").Cc(c.Fmt()).T(" exp ").K(exp())
		return b
	})
	add("meet_and_confer_thread", func() *B {
		x, y := us(), us()
		fx, fy := firm(), firm()
		b := nb().T("On ").K(dateLong()).T(", ", y.Name, " <").Em(y.At(fy.Dom)).T("> wrote:\n> Counsel, we are available to meet and confer on the ESI protocol Thursday.\n> Dial ").Ph(phUS()).T(", access code ").K(fmt.Sprint(n(1000000, 9999999))).T("#\n\n", y.First, " — Thursday works. Please also send the search terms hit report for ").K(pick("RFP Nos. 1-14", "RFP Nos. 22-31", "Interrogatory No. 9")).T(". My direct line is ").Ph(phUS()).T(".\n", x.Name, " | ").Em(x.At(fx.Dom))
		return b
	})
	add("docket_contacts_sql_insert", func() *B {
		b := nb().T("INSERT INTO client_contacts (matter_no, full_name, email, phone, ssn) VALUES\n")
		k := n(2, 3)
		for i := 0; i < k; i++ {
			c := us()
			b.T("  ('").K(matterNo()).T("', '", strings.ReplaceAll(c.Name, "'", "''"), "', '").Em(c.Mail()).T("', '").Ph(pick(phUSdash(), phUSplain(), phUS())).T("', '").Ss(pick(ssn(), ssnAny())).T("')")
			if i < k-1 {
				b.T(",\n")
			}
		}
		b.T(";")
		return b
	})
	add("psql_client_table", func() *B {
		b := nb().T(" client_id |      name           |        email              |    mobile\n-----------+---------------------+---------------------------+--------------\n")
		k := n(2, 4)
		for i := 0; i < k; i++ {
			c := per(pick("us", "us", "gb", "mx"))
			b.T("   ", fmt.Sprint(n(10000, 99999)), "   | ", c.Name, strings.Repeat(" ", max(1, 20-len([]rune(c.Name)))), "| ").Em(c.Mail()).T(" | ").Ph(pick(phUSplain(), phUSdash())).T("\n")
		}
		b.T(fmt.Sprintf("(%d rows)", k))
		return b
	})
	add("vcard_attorney", func() *B {
		a := per(pick("us", "gb", "de", "fr"))
		f := firm()
		b := nb().T("BEGIN:VCARD\nVERSION:3.0\nFN:", a.Name, "\nORG:", f.Name, "\nTITLE:", pick("Partner", "Senior Paralegal", "Immigration Attorney"), "\nTEL;TYPE=WORK,VOICE:").Ph(phUS()).T("\nTEL;TYPE=CELL:").Ph(a.Phone()).T("\nEMAIL;TYPE=INTERNET:").Em(a.At(f.Dom)).T("\nNOTE:").K(barNo()).T("\nEND:VCARD")
		return b
	})
	add("mediation_invite", func() *B {
		m, cm := us(), us()
		b := nb().T("Mediation — ").K(anyCase()).T("\nMediator: Hon. ", m.Name, " (Ret.)\nWhen: ").K(dateLong()).T(", ").K(timeAM()).T(" Pacific\nZoom ID: ").K(zoomID()).T("\nCase manager: ", cm.First, " — ").Ph(phUS()).T(", ").Em(cm.At(pick("jamsadr-mail.com", "judicatewest-cases.com", "adrservices-ca.com")))
		b.T("\nMediation briefs due ").K(dateUS()).T("; fee ").K(money()).T(" per side.")
		return b
	})
	add("immigration_client_sms_thread", func() *B {
		c := per(pickS(immLocs))
		b := nb().T("Client texts — ", c.Name, " (").Ph(c.Phone()).T(")\n> I got a letter, number ").K(receipt()).T(", biometrics on ").K(dateUS()).T("\n> my new email is ").Em(c.Mail()).T("\n> my brother can be reached at ").Ph(c.Phone()).T(" if I don't answer\nParalegal: Thanks — updated the file for ").K(matterNo()).T(".")
		return b
	})
	add("bankruptcy_petition_notes", func() *B {
		d := us()
		b := nb().T("Ch. 7 prep — ", d.Name, "  ").K(bkCase()).T("\nDebtor SSN ").Ss(ssn()).T(" (Form 121 only, never on petition)\nJoint debtor SSN ").Ss(ssn()).T("\nCredit card accounts to schedule:\n")
		for i := 0; i < n(1, 3); i++ {
			c := card()
			b.T("  - ", c.Brand, " ").Cc(c.Fmt()).T(" bal ").K(money()).T("\n")
		}
		b.T("341 meeting ").K(dateUS()).T(" ").K(timeAM()).T("; debtor cell ").Ph(phUS())
		return b
	})
	add("wage_garnishment_letter", func() *B {
		e := us()
		b := nb().T("RE: Continuing Writ of Garnishment, ").K(stateCase()).T("\nEmployee: ", e.Name, ", SSN ").Ss(ssn()).T("\nPlease withhold ").K(pick("25%", "15%", "10%")).T(" of disposable earnings per ").K(pick("15 U.S.C. § 1673", "Tex. Civ. Prac. & Rem. Code § 63.004", "N.Y. CPLR 5231")).T(". Payroll contact: ").Em(us().At(pick("adp-client.com", "paychexflex.net", "brightline-log.com"))).T(", ").Ph(phUS())
		return b
	})
	add("personal_injury_demand", func() *B {
		c := us()
		adj := us()
		b := nb().T("Claim No. ").K(fmt.Sprintf("%s-%d-%07d", pick("GEI", "SF", "PRG", "ALL"), year(), n(1, 9999999))).T("\nInsured: ", us().Name, "\nOur client: ", c.Name, " (DOB ").K(dob()).T(", SSN ").Ss(ssn()).T(" for Medicare Section 111 reporting)\nSpecials to date: ").K(money()).T("\nPolicy limits demand open until ").K(dateLong()).T(".\nAdjuster ", adj.Name, " — ").Ph(phUS()).T(" / ").Em(adj.At(pick("geico.com", "statefarm.com", "progressive.com", "allstate.com")))
		return b
	})
	return append(t, piiTemplates2()...)
}
