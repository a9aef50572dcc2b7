package main

import (
	"fmt"
	"strconv"
	"strings"
)

// Clean templates: the same formats, no personal or secret value, many look-alikes.
func cleanTemplates() []Tpl {
	return []Tpl{
		{"clean_mt940_statement", func(c *C) string {
			t := date()
			return fmt.Sprintf(":20:%s\n:25:%s/%s\n:28C:%05d/001\n:60F:C%sEUR%d,%02d\n:61:%s%sD%d,%02dNDDTNONREF//%s\n:86:105?00SEPA-BASISLASTSCHRIFT?20EREF+%s?21MREF+%s?22CRED+%s?23SVWZ+Beitrag Q%d?30%s?31%s\n:62F:C%sEUR%d,%02d",
				c.K("STARTUMS"+d(4)), c.K("37040044"), c.K("0"+d(9)), ri(1, 300), t.YYMMDD(), ri(1000, 90000), ri(0, 99), t.YYMMDD(), fmt.Sprintf("%02d%02d", t.M, t.D), ri(5, 900), ri(0, 99), c.K(d(16)), c.K(d(14)), c.K("M-"+d(9)), c.K("DE98ZZZ0"+d(10)), ri(1, 4), c.K(pick(bics["DE"])), c.K(iban("DE", false)), t.YYMMDD(), ri(1000, 90000), ri(0, 99))
		}},
		{"clean_camt053_balance", func(c *C) string {
			return fmt.Sprintf(`<Stmt><Id>%s</Id><ElctrncSeqNb>%d</ElctrncSeqNb><CreDtTm>%s</CreDtTm><Acct><Id><IBAN>%s</IBAN></Id><Svcr><FinInstnId><BIC>%s</BIC></FinInstnId></Svcr></Acct><Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">%s</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>%s</Dt></Dt></Bal><Ntry><Amt Ccy="EUR">%s</Amt><CdtDbtInd>DBIT</CdtDbtInd><BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd><NtryDtls><TxDtls><Refs><EndToEndId>%s</EndToEndId></Refs><RmtInf><Strd><CdtrRefInf><Ref>%s</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt>`,
				c.K("STMT"+d(12)), ri(1, 365), c.K(ts()), c.K(iban(pick([]string{"DE", "NL", "FR", "AT"}), false)), c.K(pick(bics["NL"])), c.K(fmt.Sprintf("%d.%02d", ri(1000, 99999), ri(0, 99))), c.K(date().ISO()), c.K(fmt.Sprintf("%d.%02d", ri(10, 9999), ri(0, 99))), c.K("NOTPROVIDED"), c.K("RF"+d(2)+d(10)))
		}},
		{"clean_bai2_file", func(c *C) string {
			t := date()
			return fmt.Sprintf("01,%s,%s,%s,0600,%d,80,,2/\n02,%s,%s,1,%s,2400,USD,2/\n03,%s,USD,010,%d,,,015,%d,,,100,%d,%d,,400,%d,%d,/\n16,175,%d,Z,%s,%s/\n16,475,%d,0,%s,CHECK %d/\n49,%d,4/\n98,%d,1,6/\n99,%d,1,8/",
				c.K(pick(abas)), c.K(d(9)), t.YYMMDD(), ri(1, 99), c.K(d(9)), c.K(pick(abas)), t.YYMMDD(), c.K(nz(10)), ri(100000, 99999999), ri(100000, 99999999), ri(1000, 999999), ri(1, 40), ri(1000, 999999), ri(1, 40), ri(1000, 999999), c.K(d(10)), c.K(d(12)), ri(1000, 99999), c.K(d(10)), ri(1001, 9999), ri(100000, 99999999), ri(100000, 99999999), ri(100000, 99999999))
		}},
		{"clean_ofx_statement", func(c *C) string {
			return fmt.Sprintf("<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>%s<ACCTID>%s<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><DTSTART>%s<DTEND>%s<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>%s120000[-5:EST]<TRNAMT>-%s<FITID>%s<CHECKNUM>%d<NAME>CHECK %d<MEMO>DEPOSITED ITEM</STMTTRN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>%s<TRNAMT>%s<FITID>%s<NAME>STRIPE TRANSFER<MEMO>ST-%s</STMTTRN></BANKTRANLIST><LEDGERBAL><BALAMT>%s<DTASOF>%s</LEDGERBAL></STMTRS>",
				c.K(pick(abas)), c.K(nz(10)), date().Compact(), date().Compact(), date().Compact(), c.K(plainAmt()), c.K(d(20)), ri(1001, 9999), ri(1001, 9999), date().Compact(), c.K(plainAmt()), c.K(d(20)), c.K(fromAlpha(upperA+"0123456789", 12)), c.K(plainAmt()), date().Compact())
		}},
		{"clean_uk_bank_csv", func(c *C) string {
			return fmt.Sprintf("Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance\n%s,FPI,'%s,%s,HMRC VAT REFUND %s,,%s,%s\n%s,DD,'%s,%s,XERO UK LTD %s,%s,,%s\n%s,BGC,'%s,%s,SUMUP PAYMENTS LTD,,%s,%s",
				c.K(date().EU()), c.K(fmt.Sprintf("%02d-%02d-%02d", ri(10, 99), ri(0, 99), ri(0, 99))), c.K(nz(8)), c.K(nz(9)), c.K(plainAmt()), plainAmt(), date().EU(), fmt.Sprintf("%02d-%02d-%02d", ri(10, 99), ri(0, 99), ri(0, 99)), nz(8), c.K("INV-"+d(8)), plainAmt(), plainAmt(), date().EU(), fmt.Sprintf("%02d-%02d-%02d", ri(10, 99), ri(0, 99), ri(0, 99)), nz(8), plainAmt(), plainAmt())
		}},
		{"clean_sparkasse_csv", func(c *C) string {
			return fmt.Sprintf("\"Auftragskonto\";\"Buchungstag\";\"Valutadatum\";\"Buchungstext\";\"Verwendungszweck\";\"Glaeubiger ID\";\"Mandatsreferenz\";\"Kundenreferenz (End-to-End)\";\"Beguenstigter/Zahlungspflichtiger\";\"Kontonummer/IBAN\";\"BIC (SWIFT-Code)\";\"Betrag\";\"Waehrung\"\n\"%s\";\"%s\";\"%s\";\"FOLGELASTSCHRIFT\";\"Vertrag %s Beitrag %02d/%d\";\"%s\";\"%s\";\"%s\";\"DATEV eG\";\"%s\";\"%s\";\"-%d,%02d\";\"EUR\"",
				c.K(iban("DE", false)), c.K(date().DE()[:6]+strconv.Itoa(ri(23, 25))), date().DE()[:6]+"24", c.K(d(8)), ri(1, 12), ri(2023, 2025), c.K("DE"+d(2)+"ZZZ0000"+d(7)), c.K("DATEV"+d(10)), c.K(d(12)+"-"+d(4)), c.K(iban("DE", false)), c.K("GENODEF1"+fromAlpha(upperA, 3)), ri(10, 900), ri(0, 99))
		}},
		{"clean_api_docs_placeholders", func(c *C) string {
			return fmt.Sprintf("To call the Accounting API send `Authorization: Bearer <access_token>` and `xero-tenant-id: <tenant_id>`. Refresh with grant_type=refresh_token&refresh_token=YOUR_REFRESH_TOKEN before %d minutes elapse. Rate limit: %d calls/minute, %s calls/day per tenant. See release %s.",
				30, 60, c.K(thousands(5000, ",")), c.K("v"+version()))
		}},
		{"clean_qbo_docs_placeholders", func(c *C) string {
			return fmt.Sprintf("curl -X GET \"https://sandbox-quickbooks.api.intuit.com/v3/company/{realmId}/reports/ProfitAndLoss?start_date=%s&end_date=%s&minorversion=%d\" -H \"Authorization: Bearer ${QBO_ACCESS_TOKEN}\" -H \"Accept: application/json\"",
				c.K(date().ISO()), c.K(date().ISO()), ri(65, 75))
		}},
		{"clean_journal_entry_csv", func(c *C) string {
			t := date()
			return fmt.Sprintf("JournalNo,JournalDate,AccountCode,Description,Debit,Credit,TaxRate,Reference\n%s,%s,%s,Payroll accrual %02d/%d,%s,,No VAT,%s\n%s,%s,%s,Payroll accrual,,%s,No VAT,%s\n%s,%s,%s,PAYE/NIC liability,,%s,No VAT,%s",
				c.K("JNL-"+d(5)), c.K(t.ISO()), c.K("7000"), t.M, t.Y, c.K(plainAmt()), c.K("PR-"+d(6)), "JNL-"+d(5), t.ISO(), c.K("2210"), plainAmt(), "PR-"+d(6), "JNL-"+d(5), t.ISO(), c.K("2211"), plainAmt(), "PR-"+d(6))
		}},
		{"clean_trial_balance", func(c *C) string {
			return fmt.Sprintf("Trial Balance as at %s\nAccount          Code   Debit        Credit\nBusiness Bank    %s   %12s\nAccounts Rec.    %s   %12s\nVAT Control      %s                %12s\nSales            %s                %12s\nTotal                   %12s %12s",
				c.K(date().EU()), c.K("1200"), c.K(thousands(ri(1000, 99999), ",")+".00"), c.K("1100"), thousands(ri(1000, 99999), ",")+".00", c.K("2202"), thousands(ri(1000, 99999), ",")+".00", c.K("4000"), thousands(ri(1000, 999999), ",")+".00", thousands(ri(100000, 999999), ",")+".00", thousands(ri(100000, 999999), ",")+".00")
		}},
		{"clean_uk_vat_return", func(c *C) string {
			return fmt.Sprintf("VAT return %s (VRN %s)\nBox 1 VAT due on sales: %s\nBox 2 VAT due on acquisitions: 0.00\nBox 4 VAT reclaimed: %s\nBox 5 Net VAT: %s\nBox 6 Total sales ex VAT: %d\nBox 7 Total purchases ex VAT: %d\nPeriod key %s, submitted %s, receipt ID %s",
				c.K(date().EU()+" - "+date().EU()), c.K(nz(9)), c.K(plainAmt()), c.K(plainAmt()), plainAmt(), ri(10000, 999999), ri(1000, 99999), c.K(fmt.Sprintf("%02dA%d", ri(23, 25), ri(1, 4))), c.K(ts()), c.K(d(10)))
		}},
		{"clean_ustva_de", func(c *C) string {
			return fmt.Sprintf("Umsatzsteuer-Voranmeldung %d, Zeitraum %02d\nSteuernummer: %s\nKz 81 Umsätze 19 %%: %s\nKz 86 Umsätze 7 %%: %s\nKz 66 Vorsteuer: %s\nKz 83 Vorauszahlung: %s\nTransferticket %s, übermittelt am %s",
				ri(2023, 2025), ri(1, 12), c.K(fmt.Sprintf("%d/%03d/%05d", ri(100, 299), ri(100, 999), ri(10000, 99999))), c.K(thousands(ri(1000, 99999), ".")), thousands(ri(100, 9999), "."), c.K(amount("de")), c.K(amount("de")), c.K(fromAlpha("abcdefghijklmnopqrstuvwxyz0123456789", 2)+d(10)+fromAlpha("abcdefghijklmnopqrstuvwxyz", 2)), c.K(date().DE()))
		}},
		{"clean_tva_ca3_fr", func(c *C) string {
			return fmt.Sprintf("Déclaration CA3 — période %02d/%d — SIRET %s\nLigne 01 Ventes, prestations de services : %s\nLigne 08 Taux normal 20 %% base : %s\nLigne 20 TVA déductible sur autres biens et services : %s\nLigne 28 TVA nette due : %s\nRéférence de paiement %s",
				ri(1, 12), ri(2023, 2025), c.K(siret()), c.K(amount("fr")), amount("fr"), c.K(amount("fr")), amount("fr"), c.K(d(4)+" "+d(4)+" "+d(4)))
		}},
		{"clean_btw_aangifte_nl", func(c *C) string {
			return fmt.Sprintf("Btw-aangifte %de kwartaal %d\nOmzetbelastingnummer %s\n1a Leveringen/diensten belast met hoog tarief: %s, btw %s\n5b Voorbelasting: %s\nTotaal te betalen: %s\nBetalingskenmerk: %s",
				ri(1, 4), ri(2023, 2025), c.K(vatID("NL")), c.K(amount("nl")), amount("nl"), c.K(amount("nl")), amount("nl"), c.K(d(4)+" "+d(4)+" "+d(4)+" "+d(4)))
		}},
		{"clean_modelo303_es", func(c *C) string {
			return fmt.Sprintf("Modelo 303 — ejercicio %d, período %dT — NIF %s\n[01] Base imponible 4%%: %s\n[07] Base imponible 21%%: %s  [09] Cuota: %s\n[29] Total cuota devengada: %s\n[45] Total a deducir: %s\n[71] Resultado: %s\nNRC %s",
				ri(2023, 2025), ri(1, 4), c.K("B"+d(8)), amount("es"), c.K(amount("es")), amount("es"), amount("es"), amount("es"), c.K(amount("es")), c.K(d(22)))
		}},
		{"clean_liquidazione_iva_it", func(c *C) string {
			return fmt.Sprintf("Liquidazione periodica IVA %02d/%d — P.IVA %s\nIVA a debito %s, IVA a credito %s, saldo a debito %s\nF24: codice tributo 60%02d, rateazione 0101, anno %d. Protocollo telematico %s",
				ri(1, 12), ri(2023, 2025), c.K(d(11)), c.K(amount("it")), amount("it"), c.K(amount("it")), ri(1, 12), ri(2023, 2025), c.K(d(17)+"-"+d(6)))
		}},
		{"clean_bas_au", func(c *C) string {
			return fmt.Sprintf("Activity statement %s — ABN %s\nG1 Total sales: $%d\n1A GST on sales: $%d\n1B GST on purchases: $%d\nW1 Total salary, wages: $%d\nW2 Amount withheld: $%d\nPayment reference number (PRN) %s · BPAY biller code 75556",
				c.K(pick([]string{"Jul-Sep", "Oct-Dec", "Jan-Mar", "Apr-Jun"})+" "+strconv.Itoa(ri(2023, 2025))), c.K(abn()), ri(10000, 500000), ri(1000, 50000), ri(100, 20000), ri(10000, 200000), ri(1000, 50000), c.K(d(12)))
		}},
		{"clean_gstr3b_in", func(c *C) string {
			return fmt.Sprintf("GSTR-3B %s | GSTIN %s\n3.1(a) Outward taxable supplies: taxable value %s, IGST %s, CGST %s, SGST %s\n4(A)(5) All other ITC: %s\nChallan CPIN %s, CIN %s",
				c.K(fmt.Sprintf("%02d%d", ri(1, 12), ri(2023, 2025))), c.K(fmt.Sprintf("%02d%s%s%s1Z%s", ri(1, 36), fromAlpha(upperA, 5), d(4), fromAlpha(upperA, 1), d(1))), c.K(amount("in")), amount("in"), amount("in"), amount("in"), c.K(amount("in")), c.K(d(14)), c.K("HDFC"+d(14)))
		}},
		{"clean_jp_shohizei", func(c *C) string {
			return fmt.Sprintf("消費税及び地方消費税の確定申告書（%d年分）\n課税標準額 %s\n消費税額 %s\n控除対象仕入税額 %s\n納付税額 %s\n法人番号 %s　整理番号 %s\n受付番号 %s",
				ri(2023, 2024), c.K(amount("jp")), amount("jp"), amount("jp"), c.K(amount("jp")), c.K(nz(13)), c.K(d(8)), c.K(d(14)+"-"+d(4)))
		}},
		{"clean_payroll_register_us", func(c *C) string {
			return fmt.Sprintf("Payroll Register — pay date %s — EIN %s\nEmp# %s  SSN %s  Gross %s  FIT %s  SS %s  Medicare %s  Net %s  Check #%d\nEmp# %s  SSN %s  Gross %s  Net %s  DD trace %s",
				c.K(date().US()), c.K(ein()), c.K("E"+d(4)), c.K("XXX-XX-"+d(4)), c.K(plainAmt()), plainAmt(), plainAmt(), plainAmt(), plainAmt(), ri(10001, 99999), "E"+d(4), c.K("***-**-"+d(4)), plainAmt(), plainAmt(), c.K(d(15)))
		}},
		{"clean_nacha_batch", func(c *C) string {
			return fmt.Sprintf("101 %s%s%s1200A094101%-23s%-23s        \n5200%-16s%-20s%s PPDPAYROLL   %s%s   1%s%07d\n820000%04d%010d%012d%012d%s                         %s%07d\n9000001%06d%08d%010d%012d%012d",
				c.K(pick(abas)), " "+d(9), date().YYMMDD(), "JPMORGAN CHASE", "TRI-COUNTY HVAC", "TRI-COUNTY HVAC", "", c.K("1"+d(9)), date().YYMMDD(), date().YYMMDD(), pick(abas)[:8], ri(1, 999), ri(1, 40), ri(100000000, 999999999), 0, ri(100000, 99999999), "1"+d(9), pick(abas)[:8], ri(1, 999), 1, ri(1, 40), ri(100000000, 999999999), 0, ri(100000, 99999999))
		}},
		{"clean_1099_instructions", func(c *C) string {
			return fmt.Sprintf("For 1099-NEC filings enter the recipient TIN as 9 digits (e.g. XXX-XX-XXXX for an SSN, XX-XXXXXXX for an EIN). Our payer EIN is %s. Test filings use TIN %s and will be rejected in production. Deadline %s; penalty up to %s per form.",
				c.K(ein()), c.K(invalidSSN()), c.K(fmt.Sprintf("January 31, %d", ri(2024, 2026))), c.K("$"+strconv.Itoa(ri(60, 330))))
		}},
		{"clean_invalid_tin_errors", func(c *C) string {
			return fmt.Sprintf("TIN validation report %s\nrow 12: %s rejected (area 000 is never issued)\nrow 19: %s rejected (area 666)\nrow 23: %s rejected (group 00)\nrow 31: EIN %s ok\nrow 40: %s rejected (serial 0000)",
				c.K(date().ISO()), c.K("000-"+d(2)+"-"+nz(4)), c.K("666-"+nz(2)+"-"+nz(4)), c.K(fmt.Sprintf("%03d-00-%04d", ri(100, 600), ri(1, 9999))), c.K(ein()), c.K(fmt.Sprintf("%03d-%02d-0000", ri(100, 600), ri(10, 99))))
		}},
		{"clean_stripe_frontend", func(c *C) string {
			return fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('%s');\n  // invoice %s, amount %d cents, customer %s\n</script>",
				c.K(stripePublishable()), c.K(invNo()), ri(1000, 900000), c.K("cus_"+secretAlnum(14)))
		}},
		{"clean_stripe_balance_json", func(c *C) string {
			return fmt.Sprintf(`{"id":"%s","object":"balance_transaction","amount":%d,"available_on":%d,"created":%d,"currency":"eur","fee":%d,"net":%d,"reporting_category":"charge","source":"%s","status":"available","type":"charge"}`,
				c.K("txn_3"+secretAlnum(23)), ri(1000, 900000), epoch(), epoch(), ri(30, 900), ri(1000, 900000), c.K("ch_3"+secretAlnum(23)))
		}},
		{"clean_iam_policy_keyid", func(c *C) string {
			return fmt.Sprintf("IAM user receipts-uploader: access key %s (Active, last used %s, us-east-1, s3). Policy arn:aws:iam::%s:policy/ReceiptsPutOnly. Rotate before %s.",
				c.K(awsKeyID()), c.K(date().ISO()), c.K(d(12)), c.K(date().ISO()))
		}},
		{"clean_oauth_setup_guide", func(c *C) string {
			return fmt.Sprintf("Step 3: copy your Client ID and paste the secret into CLIENT_SECRET=<your-client-secret> in .env (never commit it). Redirect URI must match exactly, e.g. http://localhost:%s/callback. Scopes: com.intuit.quickbooks.accounting openid. Token lifetime %d s, refresh token %d days.",
				c.K(strconv.Itoa(pick([]int{3000, 5000, 8080}))), 3600, 100)
		}},
		{"clean_invoice_line_items", func(c *C) string {
			return fmt.Sprintf("Invoice %s — PO %s — ship via UPS %s\nSKU %s  Copier toner black  qty 4  @ %s\nSKU %s  A4 paper 80g 5x500  qty 10  @ %s\nSubtotal %s  Sales tax 8.25%%  Total %s",
				c.K(invNo()), c.K(poNo()), c.K("1Z"+fromAlpha(upperA+"0123456789", 6)+d(10)), c.K(d(3)+"-"+d(3)+"-"+d(4)), c.K(amount("us")), c.K(fromAlpha(upperA, 3)+"-"+d(5)), amount("us"), amount("us"), c.K(amount("us")))
		}},
		{"clean_ar_aging", func(c *C) string {
			var b strings.Builder
			b.WriteString("AR Aging Summary as of " + c.K(date().US()) + "\nCustomer ID | Invoice | Current | 1-30 | 31-60 | 61-90 | >90\n")
			for i := 0; i < 3; i++ {
				fmt.Fprintf(&b, "%s | %s | %s | %s | 0.00 | 0.00 | %s\n", c.K("C"+d(5)), c.K(invNo()), plainAmt(), plainAmt(), plainAmt())
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"clean_fixed_assets", func(c *C) string {
			return fmt.Sprintf("Fixed asset register\nAsset %s  Dell Latitude 7440  S/N %s  cost %s  in service %s  SL 36 mo  NBV %s\nAsset %s  Ford Transit  VIN %s  cost %s  MACRS 5-yr  Sec. 179 %s",
				c.K("FA-"+d(4)), c.K(fromAlpha(upperA+"0123456789", 7)), c.K(plainAmt()), c.K(date().ISO()), plainAmt(), c.K("FA-"+d(4)), c.K("1FTBW"+fromAlpha("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 12)), c.K(plainAmt()), plainAmt())
		}},
		{"clean_expense_report", func(c *C) string {
			return fmt.Sprintf("Expense report %s — submitted %s\n%s  Delta Air Lines  %s  card %s  MCC 3058\n%s  Marriott  %s  card %s  folio %s\n%s  Uber  %s  card %s\nTotal reimbursable: %s",
				c.K("ER-"+d(6)), c.K(date().ISO()), date().ISO(), c.K(plainAmt()), c.K(maskedCard()), date().ISO(), plainAmt(), c.K(maskedCard()), c.K(d(8)), date().ISO(), plainAmt(), c.K(maskedCard()), c.K(plainAmt()))
		}},
		{"clean_pos_receipt", func(c *C) string {
			return fmt.Sprintf("STORE #%s  TERMINAL %s\nTRANS %s  %s 14:%02d\nMERCHANT ID %s\nVISA CONTACTLESS %s\nAUTH CODE %s  AID A0000000031010\nTOTAL %s\nREF %s",
				c.K(d(4)), c.K(d(8)), c.K(d(6)), c.K(date().US()), ri(0, 59), c.K(d(15)), c.K(maskedCard()), c.K(fromAlpha(upperA+"0123456789", 6)), c.K(amount("us")), c.K(d(12)))
		}},
		{"clean_sepa_pain001", func(c *C) string {
			return fmt.Sprintf(`<CstmrCdtTrfInitn><GrpHdr><MsgId>%s</MsgId><CreDtTm>%s</CreDtTm><NbOfTxs>2</NbOfTxs><CtrlSum>%s</CtrlSum></GrpHdr><PmtInf><PmtInfId>%s</PmtInfId><PmtMtd>TRF</PmtMtd><DbtrAcct><Id><IBAN>%s</IBAN></Id></DbtrAcct><DbtrAgt><FinInstnId><BIC>%s</BIC></FinInstnId></DbtrAgt><CdtTrfTxInf><PmtId><EndToEndId>%s</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">%s</InstdAmt></Amt><CdtrAcct><Id><IBAN>%s</IBAN></Id></CdtrAcct><RmtInf><Ustrd>%s</Ustrd></RmtInf></CdtTrfTxInf></PmtInf></CstmrCdtTrfInitn>`,
				c.K("MSG-"+d(14)), c.K(ts()), c.K(plainAmt()), c.K("PMT-"+d(8)), c.K(iban(pick([]string{"DE", "FR", "IT", "BE"}), false)), c.K(pick(bics["FR"])), c.K("E2E"+d(12)), c.K(plainAmt()), c.K(iban(pick([]string{"ES", "NL", "AT"}), false)), c.K("Rechnung "+invNo()))
		}},
		{"clean_iban_question", func(c *C) string {
			return fmt.Sprintf("Xero rejects the supplier's bank details — is %s a valid IBAN? Their invoice also lists BIC %s and the old account number %s with sort code %s. Amount %s due %s.",
				c.K(iban(pick([]string{"GB", "DE", "NL"}), true)), c.K(pick(bics["GB"])), c.K(nz(8)), c.K(fmt.Sprintf("%02d-%02d-%02d", ri(10, 99), ri(0, 99), ri(0, 99))), c.K(amount("uk")), c.K(date().EU()))
		}},
		{"clean_luhn_fail_reference", func(c *C) string {
			return fmt.Sprintf("The bank feed puts %s in the reference field of every card settlement (it fails the Luhn check, so it's their batch id, not a card). Settlement %s, merchant %s, net %s.",
				c.K(luhnFail(" ")), c.K(date().ISO()), c.K(d(15)), c.K(plainAmt()))
		}},
		{"clean_fx_rates", func(c *C) string {
			return fmt.Sprintf("Month-end revaluation %s (ECB reference rates)\nEUR/USD %s\nEUR/GBP %s\nEUR/JPY %s\nEUR/SEK %s\nUnrealised FX gain posted to %s: %s",
				c.K(date().ISO()), c.K(fmt.Sprintf("1.%04d", ri(500, 1500))), c.K(fmt.Sprintf("0.%04d", ri(8300, 8900))), c.K(fmt.Sprintf("%d.%02d", ri(150, 170), ri(0, 99))), c.K(fmt.Sprintf("11.%04d", ri(0, 9999))), c.K("7890"), c.K(amount("de")))
		}},
		{"clean_chart_of_accounts", func(c *C) string {
			return fmt.Sprintf("*Code,*Name,*Type,*Tax Code,Description\n%s,Business Current Account,Bank,No VAT,\n%s,Trade Debtors,Current Asset,No VAT,\n%s,VAT,Current Liability,No VAT,\n%s,Sales - Retail,Revenue,20%% (VAT on Income),\n%s,Rent,Overhead,Exempt Expenses,Unit %d lease",
				c.K("090"), c.K("610"), c.K("820"), c.K("200"), c.K("469"), ri(1, 40))
		}},
		{"clean_lohnjournal_de", func(c *C) string {
			return fmt.Sprintf("Lohnjournal %02d/%d — Betriebsnummer %s\nPers.-Nr. %s  StKl 1  BGRS 1111  Brutto %s  LSt %s  KiSt %s  KV-AN %s  Netto %s\nPers.-Nr. %s  StKl 3  BGRS 1111  Brutto %s  Netto %s\nSumme AG-Anteil SV %s",
				ri(1, 12), ri(2023, 2025), c.K(d(8)), c.K(d(5)), c.K(amount("de")), amount("de"), amount("de"), amount("de"), amount("de"), c.K(d(5)), amount("de"), amount("de"), c.K(amount("de")))
		}},
		{"clean_datev_buchungsstapel", func(c *C) string {
			return fmt.Sprintf("\"EXTF\";700;21;\"Buchungsstapel\";13;%s;;\"RE\";\"\";\"\";%s;%s;%d0101;4;%s;%s;\"Buchungen %02d\";\"\";1;0;0;\"EUR\"\nUmsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;Konto;Gegenkonto (ohne BU-Schlüssel);BU-Schlüssel;Belegdatum;Belegfeld 1;Buchungstext\n%s;S;%s;%s;9;%s;%s;\"Büromaterial\"\n%s;H;%s;%s;;%s;%s;\"Erlöse 19%%\"",
				c.K(d(17)), c.K(d(7)), c.K(d(5)), ri(2023, 2025), date().Compact(), date().Compact(), ri(1, 12), c.K(fmt.Sprintf("%d,%02d", ri(10, 9999), ri(0, 99))), c.K("4930"), c.K("1200"), c.K(fmt.Sprintf("%02d%02d", ri(1, 28), ri(1, 12))), c.K("RE"+d(6)), fmt.Sprintf("%d,%02d", ri(10, 9999), ri(0, 99)), c.K("8400"), "10000", fmt.Sprintf("%02d%02d", ri(1, 28), ri(1, 12)), c.K("AR"+d(6)))
		}},
		{"clean_sie_file_se", func(c *C) string {
			return fmt.Sprintf("#FLAGGA 0\n#PROGRAM \"Fortnox\" %s\n#FORMAT PC8\n#SIETYP 4\n#ORGNR %s\n#RAR 0 %d0101 %d1231\n#VER A %d %s \"Leverantörsfaktura %s\"\n{\n#TRANS 2440 {} -%s\n#TRANS 2641 {} %s\n#TRANS 5410 {} %s\n}",
				c.K(version()), c.K(fmt.Sprintf("55%s-%s", d(4), d(4))), ri(2023, 2025), ri(2023, 2025), ri(1, 900), c.K(date().Compact()), c.K(d(5)), c.K(plainAmt()), plainAmt(), plainAmt())
		}},
		{"clean_jpk_pl", func(c *C) string {
			return fmt.Sprintf("<tns:SprzedazWiersz><tns:LpSprzedazy>%d</tns:LpSprzedazy><tns:NrKontrahenta>%s</tns:NrKontrahenta><tns:NazwaKontrahenta>Hurtownia Budowlana Sp. z o.o.</tns:NazwaKontrahenta><tns:DowodSprzedazy>%s</tns:DowodSprzedazy><tns:DataWystawienia>%s</tns:DataWystawienia><tns:K_19>%s</tns:K_19><tns:K_20>%s</tns:K_20></tns:SprzedazWiersz>",
				ri(1, 300), c.K(nz(10)), c.K(fmt.Sprintf("FV/%d/%02d/%03d", ri(2023, 2025), ri(1, 12), ri(1, 400))), c.K(date().ISO()), c.K(plainAmt()), plainAmt())
		}},
		{"clean_integration_changelog", func(c *C) string {
			return fmt.Sprintf("Changelog %s\n- bump xero-node to %s and intuit-oauth to %s\n- QBO minorversion %d → %d\n- DATEV Buchungsdatenservice API v%d.%d\n- fix rounding on 7%% VAT lines (ticket %s)\n- build %s, commit %s",
				c.K("v"+version()), c.K(version()), c.K(version()), ri(60, 70), ri(71, 75), ri(1, 3), ri(0, 9), c.K("BOOK-"+d(4)), c.K(d(8)+"."+d(4)), c.K(hexs(7)))
		}},
		{"clean_rate_limit_log", func(c *C) string {
			return fmt.Sprintf("%s WARN xero: 429 Too Many Requests tenant=%s retry-after=%d x-daylimit-remaining=%d x-minlimit-remaining=0 request_id=%s\n%s INFO xero: resumed, fetched %d invoices (page %d)",
				c.K(ts()), c.K(uuid()), ri(5, 60), ri(100, 4999), c.K(uuid()), ts(), ri(1, 100), ri(1, 40))
		}},
		{"clean_recon_prose", func(c *C) string {
			return fmt.Sprintf("The bank balance on %s is %s but Xero shows %s. The difference of %s is the cheque %d that cleared on %s and the card settlement %s that QuickBooks booked twice (txn %s). Can you suggest the adjusting entry?",
				c.K(date().EU()), c.K(amount("uk")), c.K(amount("uk")), c.K(amount("uk")), ri(100100, 100999), c.K(date().EU()), c.K(amount("uk")), c.K(d(9)))
		}},
		{"clean_bank_rules_json", func(c *C) string {
			return fmt.Sprintf(`{"rules":[{"name":"Stripe payouts","match":{"description_contains":"STRIPE","amount_gt":0},"post_to":"%s","tax":"NONE"},{"name":"HMRC","match":{"reference_regex":"^%s"},"post_to":"%s"},{"name":"Rent","match":{"amount_eq":%s},"post_to":"%s"}],"version":%d,"updated":"%s"}`,
				c.K("1210"), c.K(nz(9)), c.K("2202"), c.K(plainAmt()), c.K("7100"), ri(1, 40), c.K(ts()))
		}},
		{"clean_ach_returns", func(c *C) string {
			return fmt.Sprintf("ACH return report %s\nTrace %s  R01 Insufficient Funds  %s\nTrace %s  R03 No Account/Unable to Locate  %s\nTrace %s  R29 Corporate Customer Advises Not Authorized  %s\nCompany ID %s, ODFI %s",
				c.K(date().ISO()), c.K(d(15)), c.K(plainAmt()), c.K(d(15)), plainAmt(), c.K(d(15)), plainAmt(), c.K("1"+d(9)), c.K(pick(abas)))
		}},
		{"clean_shipment_tracking_bill", func(c *C) string {
			return fmt.Sprintf("Freight bill %s: FedEx %s (2 pkgs, %d lb), DHL waybill %s, USPS %s. Charged to GL %s, PO %s, total %s.",
				c.K(invNo()), c.K(d(12)), ri(5, 120), c.K(d(10)), c.K("9400"+d(18)), c.K("6420"), c.K(poNo()), c.K(amount("us")))
		}},
		{"clean_sales_tax_table", func(c *C) string {
			return fmt.Sprintf("State | ZIP | Rate | Taxable sales | Tax collected\nTX | %s | 8.250%% | %s | %s\nCA | %s | 9.500%% | %s | %s\nWA | %s | 10.25%% | %s | %s\nFiling period %s, permit %s",
				c.K(strconv.Itoa(ri(75001, 79999))+"-"+d(4)), c.K(plainAmt()), plainAmt(), c.K(strconv.Itoa(ri(90001, 96162))), plainAmt(), plainAmt(), c.K(strconv.Itoa(ri(98001, 99403))), plainAmt(), plainAmt(), c.K(fmt.Sprintf("Q%d %d", ri(1, 4), ri(2023, 2025))), c.K(d(11)))
		}},
		{"clean_budget_variance", func(c *C) string {
			return fmt.Sprintf("Budget vs actual FY%d\nRevenue   %s   %s   %+.1f%%\nCOGS      %s   %s   %+.1f%%\nPayroll   %s   %s   %+.1f%%\nEBITDA    %s   %s",
				ri(2023, 2025), c.K(thousands(ri(100000, 9999999), ",")), thousands(ri(100000, 9999999), ","), float64(ri(-200, 200))/10, thousands(ri(10000, 999999), ","), thousands(ri(10000, 999999), ","), float64(ri(-200, 200))/10, thousands(ri(10000, 999999), ","), thousands(ri(10000, 999999), ","), float64(ri(-200, 200))/10, c.K(thousands(ri(10000, 999999), ",")), thousands(ri(10000, 999999), ","))
		}},
		{"clean_placeholder_contacts", func(c *C) string {
			return fmt.Sprintf("Template: \"Dear {{contact.first_name}}, invoice {{invoice.number}} for {{invoice.total}} is due on {{invoice.due_date}}. Questions? Call (555) 555-5555 or reply to this email.\" Preview renders with invoice %s, %s, due %s.",
				c.K(invNo()), c.K(amount("us")), c.K(date().US()))
		}},
		{"clean_qbo_error_json", func(c *C) string {
			return fmt.Sprintf(`{"Fault":{"Error":[{"Message":"Duplicate Document Number Error","Detail":"Duplicate Document Number Error : You must specify a different number. This number has already been used. DocNumber=%s is assigned to TxnType=Invoice with TxnId=%d","code":"6140","element":""}],"type":"ValidationFault"},"time":"%s"} intuit_tid=%s`,
				c.K(d(4)), ri(100, 99999), c.K(ts()), c.K(hexs(8)+"-"+hexs(4)+"-"+hexs(4)+"-"+hexs(4)+"-"+hexs(12)))
		}},
		{"clean_ein_letter_text", func(c *C) string {
			return fmt.Sprintf("CP 575 A — We assigned you an Employer Identification Number (EIN). Your EIN is %s. Keep this notice in your permanent records. Form 941 due dates: April 30, July 31, October 31, January 31. Notice date %s, reference %s.",
				c.K(ein()), c.K(date().US()), c.K(d(5)))
		}},
		{"clean_depreciation_question_de", func(c *C) string {
			return fmt.Sprintf("Frage zur AfA: Laptop für %s netto am %s gekauft, Rechnung %s. GWG-Grenze 800 € überschritten, also Sammelposten (Konto %s) oder lineare AfA über 3 Jahre auf Konto %s? Inventarnummer %s.",
				c.K(amount("de")), c.K(date().DE()), c.K(invNo()), c.K("0485"), c.K("0420"), c.K("INV-"+d(5)))
		}},
		{"clean_jp_journal", func(c *C) string {
			return fmt.Sprintf("仕訳帳 %s\n伝票番号 %s　借方 旅費交通費 %s　貸方 未払金 %s　摘要 新幹線 東京-大阪 領収書No.%s\n伝票番号 %s　借方 消耗品費 %s　貸方 現金　摘要 %s",
				c.K(date().JP()), c.K(d(6)), c.K(amount("jp")), amount("jp"), c.K(d(8)), c.K(d(6)), amount("jp"), c.K("T"+nz(13)))
		}},
		{"clean_br_boleto_line", func(c *C) string {
			return fmt.Sprintf("Boleto do DAS %02d/%d — linha digitável: %s. Vencimento %s, valor %s. CNPJ %s. Código de barras %s.",
				ri(1, 12), ri(2023, 2025), c.K(fmt.Sprintf("%s.%s %s.%s %s.%s %s %s", d(5), d(5), d(5), d(6), d(5), d(6), d(1), d(14))), c.K(date().EU()), c.K(amount("br")), c.K(cnpj()), c.K(d(44)))
		}},
		{"clean_agent_plan", func(c *C) string {
			return fmt.Sprintf("Plan: 1) fetch bank transactions for account %s from %s to %s; 2) match against %d open invoices (largest %s, %s); 3) flag variances over %s; 4) post a draft journal to suspense account %s. No customer contact details needed.",
				c.K(uuid()), c.K(date().ISO()), c.K(date().ISO()), ri(5, 200), c.K(invNo()), c.K(amount("au")), c.K("$50.00"), c.K("9999"))
		}},
		{"clean_card_test_numbers_doc", func(c *C) string {
			return fmt.Sprintf("Card ending %s declined (code 05). Retry scheduled %s. Processor batch %s, terminal %s, amount %s. Reference number %s is an internal id.",
				c.K(d(4)), c.K(ts()), c.K(d(6)), c.K(d(8)), c.K(amount("ca")), c.K(luhnFail("")))
		}},
	}
}
