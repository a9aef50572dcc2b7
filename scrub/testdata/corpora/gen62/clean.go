package main

import (
	"fmt"
	"strings"
)

func party() string {
	return pick("Harborview Holdings, Inc.", "Brightline Logistics LLC", "Sunmark Realty Trust", "Tri-County Medical Group", "Kestrel Data Systems Corp.", "Meridian Freight Partners LP", "Oakline Builders, Inc.", "Pacific Crest Insurance Co.", "the Estate of a decedent", "Northgate Apartments LLC")
}

func cleanTemplates() []Tpl {
	t := []Tpl{}
	add := func(k string, f func() *B) { t = append(t, Tpl{"clean_" + k, f}) }

	add("docket_entries", func() *B {
		b := nb().T("Docket — ").K(fedCase()).T("\n")
		e := n(20, 200)
		for i := 0; i < n(3, 6); i++ {
			b.K(dateUS()).T("  ").K(fmt.Sprint(e)).T("  ", pick("MOTION to Dismiss for Failure to State a Claim", "ORDER granting in part", "NOTICE of Appearance", "MEMORANDUM OF LAW in Opposition", "STIPULATION AND PROPOSED ORDER", "LETTER MOTION for Extension of Time"), " re ").K(ecf()).T(" (Entered: ").K(dateUS()).T(")\n")
			e += n(1, 6)
		}
		return b
	})
	add("time_entries_csv", func() *B {
		b := nb().T("date,tk,matter,utbms,hours,amount,narrative\n")
		for i := 0; i < n(3, 6); i++ {
			b.K(dateISO()).T(",", pick("RJM", "KLT", "AOS"), ",").K(matterNo()).T(",", pick("L110", "L210", "L320", "L430", "A103"), ",", fmt.Sprintf("%.1f", float64(n(1, 60))/10), ",").K(fmt.Sprintf("%d.%02d", n(50, 9000), n(0, 99))).T(",\"", pick("Review production vol. 3", "QC privilege log entries", "Prepare exhibit list for MSJ", "Draft RFP responses"), "\"\n")
		}
		return b
	})
	add("research_memo_citations", func() *B {
		b := nb().T("MEMORANDUM — Privileged & Confidential\nRe: Anti-SLAPP exposure, matter ").K(matterNo()).T("\n\nUnder ").K(statute()).T(", the movant must show protected activity. See ").K(wl()).T(", at *").K(fmt.Sprint(n(2, 12))).T("; ").K(fmt.Sprintf("%d F.4th %d, %d", n(1, 120), n(1, 1300), n(1, 1300))).T(" (9th Cir. ").K(fmt.Sprint(n(2021, 2025))).T("). Cf. ").K(statute()).T(". Deadline to file: 60 days from service, i.e. ").K(dateLong()).T(".")
		return b
	})
	add("production_cover_letter", func() *B {
		st, en := batesRange()
		b := nb().T("Re: ", party(), " v. ", party(), ", ").K(fedCase()).T("\n\nCounsel:\n\nPursuant to ").K(pick("Fed. R. Civ. P. 34", "the Stipulated ESI Protocol (ECF No. 58)", "Fed. R. Civ. P. 26(e)")).T(", enclosed is Defendant's ", pick("third", "fourth", "supplemental"), " production, Bates-numbered ").K(st).T(" through ").K(en).T(". Documents designated CONFIDENTIAL under the Protective Order (").K(ecf()).T(") are so stamped. The production totals ").K(commas(n(1000, 90000))).T(" pages.")
		return b
	})
	add("uscis_status_table", func() *B {
		b := nb().T("Form   | Receipt         | Received   | Status\n-------|-----------------|------------|------------------------\n")
		for i := 0; i < n(2, 5); i++ {
			b.T(pick("I-130 ", "I-485 ", "I-765 ", "I-131 ", "I-140 ", "I-129 ", "N-400 "), " | ").K(receipt()).T("   | ").K(dateUS()).T(" | ", pick("Case Was Received", "Fingerprint Fee Was Received", "Card Is Being Produced", "Request for Evidence Was Sent", "Interview Was Scheduled"), "\n")
		}
		return b
	})
	add("settlement_statement", func() *B {
		b := nb().T("SETTLEMENT STATEMENT (ALTA) — File ").K(titleOrder()).T("\nProperty ").K(apn()).T("\nSettlement date ").K(dateUS()).T("\nSales price ").K(money()).T("\nEarnest money ").K(money()).T("\nCounty transfer tax ").K(money()).T("\nRecording fees ").K(money()).T("\nTitle premium (owner's) ").K(money()).T("\nPayoff to first lienholder, loan ending ").K(pick("…", "x") + last4()).T("  ").K(money())
		return b
	})
	add("deposition_index", func() *B {
		b := nb().T("INDEX OF EXAMINATION\n")
		for i := 0; i < n(3, 5); i++ {
			b.T(pick("Direct by Mr. Ashford", "Cross by Ms. Lindqvist", "Redirect", "Recross", "Exhibit 14 identified", "Objection — form", "Instruction not to answer")).T(" .......... ").K(pageLine()).T("\n")
		}
		b.T("Reporter: CSR No. ").K(fmt.Sprint(n(10000, 14999))).T("; Job No. ").K(fmt.Sprint(n(1000000, 9999999)))
		return b
	})
	add("court_calendar", func() *B {
		b := nb().T("Dept. ", fmt.Sprint(n(1, 99)), " — Law and Motion Calendar, ").K(dateLong()).T("\n")
		for i := 0; i < n(3, 5); i++ {
			b.K(timeAM()).T("  ").K(stateCase()).T("  ", party(), " v. ", party(), " — ", pick("Demurrer", "Motion to Compel Further Responses", "OSC re Dismissal", "CMC", "Motion for Summary Judgment"), "\n")
		}
		return b
	})
	add("conflict_check_result", func() *B {
		b := nb().T("Conflict search ").K(fmt.Sprintf("CC-%d-%05d", year(), n(1, 99999))).T(" completed ").K(dateUS()).T("\nTerms: \"", party(), "\", \"", party(), "\"\nHits: ", fmt.Sprint(n(0, 7)), " (", fmt.Sprint(n(0, 3)), " closed matters: ").K(matterNo()).T(", ").K(matterNo()).T(")\nResult: ", pick("No conflict", "Waiver required — former client", "Cleared with ethical wall"))
		return b
	})
	add("invoice_summary", func() *B {
		b := nb().T("Invoice ").K(invoiceNo()).T(" — Matter ").K(matterNo()).T("\nServices through ").K(dateLong()).T("\nFees: ").K(money()).T("\nCosts (filing fee, ").K(pick("28 U.S.C. § 1914", "Gov. Code § 70611")).T("): ").K(money()).T("\nTrust applied: ").K(money()).T("\nBalance due: ").K(money()).T("  Terms: Net 30. Firm EIN ").K(ein())
		return b
	})
	add("legal_hold_template", func() *B {
		b := nb().T("LEGAL HOLD NOTICE — [MATTER NAME] (").K(matterNo()).T(")\nTo: [CUSTODIAN NAME] <").K("[CUSTODIAN EMAIL]").T(">\nYou must preserve all documents relating to ", party(), " from ").K(dateUS()).T(" forward, including texts on the device registered to ").K(pick("(XXX) XXX-XXXX", "[MOBILE NUMBER]", "###-###-####")).T(". Questions: Legal Dept, ext. ").K(fmt.Sprint(n(1000, 9999))).T(".")
		return b
	})
	add("engagement_letter_template", func() *B {
		b := nb().T("Dear {{client.first_name}},\n\nThank you for retaining {{firm.name}} in connection with {{matter.description}} (Matter No. ").K("{{matter.number}}").T("). Our hourly rates are ").K(fmt.Sprintf("$%d", n(250, 950))).T(" (partners) and ").K(fmt.Sprintf("$%d", n(150, 450))).T(" (associates). An advance fee deposit of ").K(money()).T(" will be held in trust under ").K(pick("Rule 1.15", "Cal. R. Prof. Conduct 1.15", "22 NYCRR 1200.15")).T(". Reach us at {{attorney.phone}} / {{attorney.email}}.")
		return b
	})
	add("de_gerichtsbeschluss", func() *B {
		b := nb().T("Landgericht ", pick("Berlin", "München I", "Frankfurt am Main"), "\nAz.: ").K(fmt.Sprintf("%d O %d/%02d", n(1, 35), n(1, 999), n(20, 26))).T("\nBeschluss vom ").K(dateEU()).T("\nDer Streitwert wird auf ").K(euro()).T(" festgesetzt (").K(pick("§ 3 ZPO", "§ 48 GKG", "§ 63 Abs. 2 GKG")).T("). Termin zur mündlichen Verhandlung: ").K(dateEU()).T(", ").K(time24()).T(" Uhr, Saal ", fmt.Sprint(n(100, 399)), ".")
		return b
	})
	add("fr_jurisprudence", func() *B {
		b := nb().T("Cass. civ. ").K(fmt.Sprintf("%dre, %d %s %d, n° %02d-%02d.%03d", n(1, 3), n(1, 28), pick("janvier", "mars", "mai", "octobre"), year(), n(19, 25), n(10, 99), n(100, 999))).T(" : au visa de l'").K(pick("article 1240 du Code civil", "article 1103 du Code civil", "article 700 du code de procédure civile")).T(", la Cour casse l'arrêt. RG n° ").K(fmt.Sprintf("%02d/%05d", n(19, 25), n(1, 20000))).T(". Montant : ").K(euro()).T(".")
		return b
	})
	add("jp_case_reference", func() *B {
		b := nb().T(pick("東京地方裁判所", "大阪地方裁判所", "名古屋高等裁判所"), " ").K(fmt.Sprintf("令和%d年(ワ)第%d号", n(3, 8), n(100, 39999))).T(" 損害賠償請求事件\n口頭弁論期日：").K(fmt.Sprintf("%d年%d月%d日 午前%d時%d分", year(), n(1, 12), n(1, 28), n(9, 11), pick4())).T("\n請求額：").K(fmt.Sprintf("金%s円", commas(n(100000, 90000000)))).T("\n根拠条文：").K(pick("民法第709条", "民法第415条", "会社法第429条"))
		return b
	})
	add("cn_judgment_reference", func() *B {
		b := nb().T("本院受理原告", pick("某科技有限公司", "某物业管理公司", "某建设集团"), "诉被告合同纠纷一案，案号").K(fmt.Sprintf("(%d)沪%04d民初%d号", year(), n(101, 120), n(1000, 49999))).T("，于").K(fmt.Sprintf("%d年%d月%d日", year(), n(1, 12), n(1, 28))).T("公开开庭审理。诉讼请求金额").K(fmt.Sprintf("人民币%s元", commas(n(10000, 9000000)))).T("。依照").K(pick("《民法典》第五百七十七条", "《民事诉讼法》第六十七条")).T("判决如下。")
		return b
	})
	add("br_processo_andamento", func() *B {
		b := nb().T("Processo nº ").K(fmt.Sprintf("%07d-%02d.%d.8.%02d.%04d", n(1, 9999999), n(10, 99), year(), n(1, 26), n(1, 700))).T("\nClasse: Procedimento Comum Cível\nÚltima movimentação: ").K(fmt.Sprintf("%02d/%02d/%d", n(1, 28), n(1, 12), year())).T(" — Conclusos para sentença\nValor da causa: ").K(fmt.Sprintf("R$ %s,%02d", strings.ReplaceAll(commas(n(1000, 900000)), ",", "."), n(0, 99)))
		return b
	})
	add("es_sentencia_ref", func() *B {
		b := nb().T("STS ").K(fmt.Sprintf("%d/%d", n(100, 5000), year())).T(", ").K(fmt.Sprintf("ECLI:ES:TS:%d:%d", year(), n(100, 5000))).T(", Sala de lo Civil, recurso de casación n.º ").K(fmt.Sprintf("%d/%d", n(100, 9999), year()-1)).T(". Aplica el ").K(pick("art. 1902 CC", "art. 1124 CC", "art. 394 LEC")).T(". Cuantía: ").K(euro()).T(".")
		return b
	})
	add("in_cause_list", func() *B {
		b := nb().T("HIGH COURT OF DELHI — CAUSE LIST ").K(fmt.Sprintf("%02d.%02d.%d", n(1, 28), n(1, 12), year())).T("\n")
		for i := 1; i <= n(2, 4); i++ {
			b.T(fmt.Sprint(i), ". ").K(fmt.Sprintf("%s No. %d/%d", pick("W.P.(C)", "CS(COMM)", "CRL.M.C.", "FAO"), n(100, 19999), year())).T(" — ", pick("Union of India", "M/s Sharma Traders", "DDA", "State (NCT of Delhi)"), " vs. ", pick("M/s Verma Logistics", "Union of India", "Delhi Jal Board"), "\n")
		}
		return b
	})
	add("kr_case_reference", func() *B {
		b := nb().T(pick("서울중앙지방법원", "수원지방법원", "부산지방법원"), " ").K(fmt.Sprintf("%d가합%d", year(), n(10000, 599999))).T(" 손해배상(기)\n선고기일: ").K(fmt.Sprintf("%d. %d. %d.", year(), n(1, 12), n(1, 28))).T(" ").K(time24()).T("\n청구금액: ").K(fmt.Sprintf("%s원", commas(n(1000000, 900000000)))).T("\n근거: ").K(pick("민법 제750조", "민법 제390조", "상법 제401조"))
		return b
	})
	add("ru_arbitrazh_card", func() *B {
		b := nb().T("Карточка дела № ").K(fmt.Sprintf("А%d-%d/%d", n(40, 83), n(10000, 299999), n(20, 26))).T("\nДата поступления: ").K(fmt.Sprintf("%02d.%02d.%d", n(1, 28), n(1, 12), year())).T("\nСумма иска: ").K(fmt.Sprintf("%s руб.", strings.ReplaceAll(commas(n(10000, 90000000)), ",", " "))).T("\nСледующее заседание: ").K(fmt.Sprintf("%02d.%02d.%d %s", n(1, 28), n(1, 12), year(), time24())).T(", зал ", fmt.Sprint(n(1, 9)), "0", fmt.Sprint(n(1, 9)))
		return b
	})
	add("opt_image_load_file", func() *B {
		b := nb()
		p := batesPfx()
		v := n(1, 500000)
		vol := fmt.Sprintf("VOL%03d", n(1, 12))
		for i := 0; i < n(3, 6); i++ {
			bt := bates(p, v)
			y := ""
			if i == 0 {
				y = "Y"
			}
			b.K(bt).T(",", vol, ",").K(fmt.Sprintf(`\IMAGES\%s\%04d\%s.tif`, vol, v/1000, bt)).T(",", y, ",,,", fmt.Sprint(n(1, 40)), "\n")
			v++
		}
		return b
	})
	add("privilege_log_clean", func() *B {
		b := nb().T("Entry,BegBates,EndBates,Date,DocType,Privilege,Description\n")
		for i := 0; i < n(2, 5); i++ {
			s, e := batesRange()
			b.T(fmt.Sprint(i+1), ",").K(s).T(",").K(e).T(",").K(dateUS()).T(",", pick("Email", "Memo", "Draft agreement"), ",", pick("AC", "WP", "AC; WP"), ",\"", pick("Communication with outside counsel re lease dispute", "Draft reflecting legal advice re ", "Notes prepared at direction of counsel"), "\"\n")
		}
		return b
	})
	add("escrow_disbursement_schedule", func() *B {
		b := nb().T("DISBURSEMENT AUTHORIZATION — Escrow ").K(titleOrder()).T("\n")
		for i := 0; i < n(2, 4); i++ {
			b.T(pick("Seller proceeds", "Payoff — first mortgage", "Commission — listing broker", "HOA estoppel", "County taxes"), ": ").K(money()).T(" via ", pick("wire", "check"), " ref ").K(fmt.Sprintf("FED%s%06d", dateISO()[2:4], n(1, 999999))).T(" (ABA ").K(routing()).T(")\n")
		}
		b.T("Funds verified ").K(dateUS()).T(" ").K(timeAM())
		return b
	})
	add("matter_budget_tsv", func() *B {
		b := nb().T("Phase\tCode\tHours\tBudget\tActual\n")
		for _, ph := range []string{"Case Assessment", "Pre-Trial Pleadings", "Discovery", "Trial Preparation"} {
			b.T(ph, "\t", pick("L100", "L200", "L300", "L400"), "\t", fmt.Sprint(n(10, 400)), "\t").K(money()).T("\t").K(money()).T("\n")
		}
		b.T("Matter\t").K(matterNo())
		return b
	})
	add("legaltech_config_placeholders", func() *B {
		b := nb().T("# .env.example — copy to .env and fill in\nCLIO_CLIENT_ID=").K("<your-clio-client-id>").T("\nCLIO_CLIENT_SECRET=").K("${CLIO_CLIENT_SECRET}").T("\nDOCUSIGN_PRIVATE_KEY_PATH=./keys/private.pem\nND_ACCESS_TOKEN=").K(pick("YOUR_TOKEN_HERE", "changeme", "<token>")).T("\nSMTP_PASSWORD=").K("********").T("\nMATTER_PREFIX=").K(matterNo()[:3]).T("\n")
		return b
	})
	add("api_docs_snippet", func() *B {
		b := nb().T("To list matters, send `GET /api/v4/matters.json` with the header `Authorization: Bearer ").K("<access_token>").T("`. Tokens expire after ").K(fmt.Sprint(pick("30", "7", "1")) + " days").T("; refresh via `POST /oauth/token` with `grant_type=refresh_token`. Rate limit: ").K(fmt.Sprint(n(50, 600)) + " requests/min").T(". Example matter id: ").K(fmt.Sprint(n(1000000000, 1999999999))).T(".")
		return b
	})
	add("visa_bulletin_notes", func() *B {
		b := nb().T("Visa Bulletin for ").K(fmt.Sprintf("%s %d", months[r.Intn(12)], year())).T(" — Final Action Dates\nEB-2 ROW: ").K(pick("C", dateUS())).T("\nEB-2 India: ").K(dateUS()).T("\nEB-3 China: ").K(dateUS()).T("\nF2A Mexico: ").K(dateUS()).T("\nClients with priority date before ").K(dateUS()).T(" may file I-485 under ").K(pick("INA § 245(a)", "8 C.F.R. § 245.1")).T(".")
		return b
	})
	add("trust_reconciliation", func() *B {
		b := nb().T("Three-way reconciliation — IOLTA, period ending ").K(dateUS()).T("\nBank statement balance: ").K(money()).T("\nOutstanding checks: #").K(fmt.Sprint(n(1000, 9999))).T(", #").K(fmt.Sprint(n(1000, 9999))).T("\nDeposits in transit: ").K(money()).T("\nClient ledger total: ").K(money()).T("\nDifference: ").K("$0.00").T("  (reviewed per ").K(pick("Rule 1.15(d)", "Fla. Bar R. 5-1.2(c)", "Cal. R. Prof. Conduct 1.15(d)(1)")).T(")")
		return b
	})
	add("court_fee_schedule", func() *B {
		b := nb().T("Filing fees (effective ").K(dateUS()).T(")\n")
		for i := 0; i < n(3, 5); i++ {
			b.T(pick("Civil complaint", "Notice of appeal", "Motion fee", "Jury demand", "First paper (unlimited)", "Form I-130", "Form I-485"), " — ").K(fmt.Sprintf("$%d", n(20, 1500))).T(" (").K(pick("28 U.S.C. § 1914(a)", "Gov. Code § 70611", "8 C.F.R. § 106.2", "Code 194")).T(")\n")
		}
		return b
	})
	add("ar_court_notice", func() *B {
		cs := conv(fmt.Sprintf("%d لسنة %d", n(100, 9999), n(2019, 2026)), "arabic")
		dt := conv(fmt.Sprintf("%d/%d/%d", n(1, 28), n(1, 12), year()), "arabic")
		b := nb().T("إعلان بجلسة — الدعوى رقم ").K(cs).T(" مدني كلي\nموعد الجلسة: ").K(dt).T("\nالمادة ").K(conv(fmt.Sprint(n(100, 999)), "arabic")).T(" من القانون المدني\nالمبلغ المطالب به: ").K(conv(commas(n(1000, 900000)), "arabic")).T(" جنيه")
		return b
	})
	add("th_he_case_numbers", func() *B {
		if coin() {
			b := nb().T("คดีหมายเลขดำที่ ").K(conv(fmt.Sprintf("พ.%d/%d", n(100, 9999), n(2563, 2569)), "thai")).T(" คดีหมายเลขแดงที่ ").K(conv(fmt.Sprintf("พ.%d/%d", n(100, 9999), n(2563, 2569)), "thai")).T(" นัดฟังคำพิพากษา ").K(conv(fmt.Sprintf("%d/%d/%d", n(1, 28), n(1, 12), 2568), "thai")).T(" เวลา ").K(conv(time24(), "thai")).T(" น.")
			return b
		}
		b := nb().T("בית משפט השלום ב", pick("תל אביב", "חיפה", "ירושלים"), "\nת\"א ").K(fmt.Sprintf("%d-%02d-%02d", n(10000, 79999), n(1, 12), n(20, 26))).T("\nמועד דיון: ").K(dateEU()).T(" שעה ").K(time24()).T("\nסכום התביעה: ").K(fmt.Sprintf("%s ₪", commas(n(5000, 2500000))))
		return b
	})
	add("limitations_table", func() *B {
		b := nb().T("| Claim | Period | Authority |\n|---|---|---|\n")
		for i := 0; i < n(3, 5); i++ {
			b.T("| ", pick("Personal injury", "Written contract", "Oral contract", "Fraud", "Medical malpractice", "Property damage"), " | ", fmt.Sprint(n(1, 10)), " years | ").K(pick("Cal. Civ. Proc. Code § 335.1", "Cal. Civ. Proc. Code § 337(a)", "N.Y. CPLR 214(5)", "N.Y. CPLR 213(2)", "Tex. Civ. Prac. & Rem. Code § 16.003", "Fla. Stat. § 95.11(3)")).T(" |\n")
		}
		return b
	})
	add("transcript_excerpt", func() *B {
		pg := n(10, 300)
		b := nb().F("%d\n", pg).T("  4   Q.   Please look at Exhibit ").K(fmt.Sprint(n(1, 90))).T(", Bates ").K(bates(batesPfx(), n(1, 900000))).T(".\n  5   A.   Okay.\n  6   Q.   Is that the invoice for ").K(money()).T(" dated ").K(dateLong()).T("?\n  7   A.   I believe so.\n  8   MS. ", strings.ToUpper(pick("Ashford", "Delgado", "Whitfield")), ": Objection, form.\n(See also ").K(pageLine()).T(".)")
		return b
	})
	add("masked_intake_summary", func() *B {
		b := nb().T("Intake summary (redacted for file) — Matter ").K(matterNo()).T("\nSSN: ").K(masked()).T("\nPhone: ").K(pick("(***) ***-", "XXX-XXX-") + last4()).T("\nCard on file: ").K(cardMasked()).T("\nEmail: ").K(pick("j***@gmail.com", "[redacted]", "on file")).T("\nDOB: ").K(pick("XX/XX/", "**/**/") + fmt.Sprint(n(1950, 2005))).T("\nReceipt: ").K(receipt())
		return b
	})
	add("ip_docket_report", func() *B {
		b := nb().T("Trademark docket report ").K(dateISO()).T("\n")
		for i := 0; i < n(2, 4); i++ {
			b.T(pick("BRIGHTLINE", "KESTREL", "OAKLINE", "MERIDIAN EXPRESS"), "  Serial No. ").K(fmt.Sprintf("%d/%03d,%03d", n(86, 99), n(0, 999), n(0, 999))).T("  Reg. No. ").K(commas(n(5000000, 7999999))).T("  Section 8/15 due ").K(dateUS()).T("\n")
		}
		b.T("Patent App. No. ").K(fmt.Sprintf("%d/%03d,%03d", n(16, 19), n(0, 999), n(0, 999))).T(", PCT/US").K(fmt.Sprintf("%d/%06d", year(), n(1, 99999)))
		return b
	})
	add("zoom_hearing_notice", func() *B {
		b := nb().T("Remote appearance — ").K(stateCase()).T("\nJoin via Zoom for Government, Meeting ID ").K(zoomID()).T(" (passcode provided by clerk on request). Hearing begins ").K(timeAM()).T(" on ").K(dateLong()).T(". Exhibits must be lodged 48 hours prior per ").K(pick("Local Rule 7-3", "L.R. 5.2", "Cal. R. Ct. 3.672")).T(".")
		return b
	})
	add("lien_and_title_report", func() *B {
		b := nb().T("Preliminary title report, order ").K(titleOrder()).T(", ").K(apn()).T("\nSchedule B-I requirements:\n1. Record deed of trust, instrument no. ").K(fmt.Sprintf("%d%07d", year(), n(1, 9999999))).T("\n2. Reconvey DOT recorded ").K(dateUS()).T(", Book ").K(fmt.Sprint(n(1000, 9999))).T(" Page ").K(fmt.Sprint(n(1, 999))).T("\n3. Pay ").K(func() string { y := year(); return fmt.Sprintf("%d-%02d tax year", y-1, y%100) }()).T(" taxes, ").K(money())
		return b
	})
	return t
}

func pick4() int { return n(0, 59) }
