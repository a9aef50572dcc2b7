package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func cleanTemplates() []tmpl {
	return []tmpl{
		{"clean_policy_schedule_us", func() *B {
			return N("DECLARATIONS — Policy ", K(policyNo("US")), "  Period ", K(date("US")), " to ", K(date("US")), "\nCoverage A Dwelling ", K(money("US")), "  Coverage C Personal Property ", K(money("US")), "\nDeductible (All Peril) ", K(money("US")), "  Wind/Hail ", K(pick([]string{"1%", "2%", "5%"})), "\nForms: ", K("HO 00 03 05 11"), ", ", K("HO 04 90 05 11"), "  NAIC ", K(naic()), "  Total premium ", K(money("US")))
		}},
		{"clean_premium_table_age", func() *B {
			b := N("Term 20 monthly premium, preferred non-tobacco, per ", K("$500,000"), "\nAge  Male     Female\n")
			for a := rng(25, 35); a <= 65; a += rng(5, 10) {
				b.S(fmt.Sprint(a), "   ", K(fmt.Sprintf("$%d.%02d", rng(15, 400), rng(0, 99))), "   ", K(fmt.Sprintf("$%d.%02d", rng(12, 350), rng(0, 99))), "\n")
			}
			b.S("Rates effective ", K(date("US")), ", form ", K("ICC"+fmt.Sprint(rng(18, 24))+"-T20"))
			return b
		}},
		{"clean_acord_xml_coverage", func() *B {
			return N(`<HomeLineBusiness><LOBCd>HOME</LOBCd><Dwell LocationRef="L1"><PolicyTypeCd>`, K("03"), `</PolicyTypeCd><Coverage><CoverageCd>DWELL</CoverageCd><Limit><FormatCurrencyAmt><Amt>`, K(fmt.Sprint(rng(150, 900)*1000)), `</Amt></FormatCurrencyAmt></Limit><Deductible><FormatInteger>`, K(fmt.Sprint(pick([]int{500, 1000, 2500}))), `</FormatInteger></Deductible></Coverage><Construction><YearBuilt>`, K(fmt.Sprint(rng(1940, 2022))), `</YearBuilt><NumStories>2</NumStories></Construction></Dwell><NAICCd>`, K(naic()), `</NAICCd><FormNumber>`, K("HO 00 03"), `</FormNumber><EditionDt>`, K(isoDate()), `</EditionDt></HomeLineBusiness>`)
		}},
		{"clean_claims_status_report", func() *B {
			b := N("Weekly claims report ", K(isoDate()), "\nclaim_no        status    paid        reserve\n")
			for i := 0; i < rng(3, 5); i++ {
				b.S(K(claimNo("US")), "  ", pick([]string{"OPEN   ", "CLOSED ", "REOPEN ", "LIT    "}), "  ", K(fmt.Sprintf("%10.2f", float64(rng(0, 90000))+float64(rng(0, 99))/100)), "  ", K(fmt.Sprintf("%10.2f", float64(rng(0, 90000)))), "\n")
			}
			return b
		}},
		{"clean_uw_build_chart", func() *B {
			return N("Underwriting guideline UW-", K(fmt.Sprint(rng(100, 400))), " (rev. ", K(date("US")), "): Preferred Plus requires BMI 18.5–", K(fmt.Sprintf("%d.%d", rng(26, 29), rng(0, 9))), ", BP ≤ ", K("135/85"), ", cholesterol ratio ≤ ", K("5.0"), ". Height 5'10\" max weight ", K(fmt.Sprint(rng(190, 215))), " lb. Table ratings B–D for build above ", K(fmt.Sprint(rng(230, 260))), " lb. Refer MIB codes ", K(fmt.Sprintf("%03d", rng(1, 999))), "/", K(fmt.Sprintf("%03d", rng(1, 999))), ".")
		}},
		{"clean_mortality_table", func() *B {
			b := N("CSO 2017 select & ultimate, male NS, q(x) per 1,000\nx    q(x)\n")
			x := rng(30, 60)
			for i := 0; i < 4; i++ {
				b.S(fmt.Sprint(x+i), "   ", K(fmt.Sprintf("%.4f", 0.5+float64(x+i)*0.05+float64(rng(0, 999))/10000)), "\n")
			}
			b.S("Source table id ", K(fmt.Sprint(rng(3200, 3300))), ", improvement scale ", K("MP-2021"))
			return b
		}},
		{"clean_401k_fund_allocation", func() *B {
			b := N("Plan ", K(planNo()), " investment lineup (as of ", K(date("US")), ")\n")
			for _, f := range []string{"VFIAX", "FXAIX", "VTIAX", "VBTLX", "TRRKX"}[:rng(3, 5)] {
				b.S(f, "  expense ", K(fmt.Sprintf("0.%02d%%", rng(2, 75))), "  1y ", K(fmt.Sprintf("%d.%02d%%", rng(1, 25), rng(0, 99))), "  allocation ", fmt.Sprint(rng(5, 40)), "%\n")
			}
			return b
		}},
		{"clean_commission_statement", func() *B {
			return N("Commission statement ", K(fmt.Sprintf("%d-%02d", rng(2024, 2025), rng(1, 12))), " — agency code ", K(agentCode()), ", NPN ", K(npn()), "\nNew business: ", fmt.Sprint(rng(2, 40)), " policies, premium ", K(money("US")), ", commission ", K(money("US")), " (", K(pct()), ")\nRenewals: ", K(money("US")), "\nChargebacks: ", K("-"+money("US")), "\nPaid by ACH, routing ", K(pick(abaRouting)), ", trace ", func() kv { rt := pick(abaRouting); return K(rt[:8] + digits(7)) }())
		}},
		{"clean_bordereau_totals", func() *B {
			return N("Bordereau ", K(fmt.Sprintf("UMR B%04d%s%d", rng(1000, 9999), up(2), rng(2024, 2025))), " — month ", K(fmt.Sprintf("%02d/%d", rng(1, 12), rng(2024, 2025))), "\nRisks written: ", fmt.Sprint(rng(40, 900)), "\nGWP ", K(money("UK")), "  IPT ", K(money("UK")), "  Brokerage ", K(pct()), "\nClaims paid ", K(money("UK")), ", outstanding ", K(money("UK")), "\nSettlement due ", K(date("UK")), " to ", K(iban("UK")))
		}},
		{"clean_de_beitragsanpassung", func() *B {
			return N("Beitragsanpassung zum ", K(date("DE")), ": Ihr Beitrag für die Wohngebäudeversicherung ", K(policyNo("DE")), " ändert sich von ", K(money("DE")), " auf ", K(money("DE")), " jährlich (Anpassungsfaktor ", K(fmt.Sprintf("%d,%d %%", rng(3, 15), rng(0, 9))), " gemäß Baupreisindex). Zahlungsempfänger ", K(iban("DE")), ", BIC ", K(bicFor("DE")), ", Gläubiger-ID ", K(sepaCI()), ".")
		}},
		{"clean_fr_avenant", func() *B {
			return N("Avenant n° ", K(fmt.Sprint(rng(1, 12))), " au contrat ", K(policyNo("FR")), " prenant effet le ", K(date("FR")), " : la franchise passe de ", K(money("FR")), " à ", K(money("FR")), ". Cotisation TTC ", K(money("FR")), " dont taxe ", K(pct()), ". Code ORIAS du courtier ", K(fmt.Sprintf("%08d", rng(7000000, 24999999))), ". Article L113-2 du Code des assurances.")
		}},
		{"clean_es_condiciones", func() *B {
			return N("Condiciones particulares — póliza ", K(policyNo("ES")), ", efecto ", K(date("ES")), ", vencimiento ", K(date("ES")), ". Continente ", K(money("ES")), ", contenido ", K(money("ES")), ". Prima neta ", K(money("ES")), ", recargo Consorcio ", K(money("ES")), ". Código DGSFP ", K("C"+fmt.Sprintf("%04d", rng(1, 799))), ".")
		}},
		{"clean_it_rinnovo", func() *B {
			return N("Avviso di scadenza: la polizza ", K(policyNo("IT")), " scade il ", K(date("IT")), ". Premio di rinnovo ", K(money("IT")), " (imposte ", K(pct()), "). Codice IVASS impresa ", K(fmt.Sprintf("%03d", rng(1, 999))), ". Pagamento tramite bonifico su ", K(iban("IT")), " indicando n. quietanza ", K(digits(10)), ".")
		}},
		{"clean_nl_polis_wijziging", func() *B {
			return N("Polisblad ", K(policyNo("NL")), " — wijziging per ", K(date("NL")), ": eigen risico ", K(money("NL")), ", premie ", K(money("NL")), " per maand incl. ", K("21%"), " assurantiebelasting. AFM-vergunning ", K(fmt.Sprint(rng(12000000, 12099999))), ". Incasso van ", K(iban("NL")), ", incassant-ID ", K("NL"+fmt.Sprint(rng(10, 99))+"ZZZ"+digits(12)), ".")
		}},
		{"clean_br_apolice", func() *B {
			return N("Apólice ", K(policyNo("BR")), " — vigência ", K(date("BR")), " a ", K(date("BR")), ". Processo SUSEP ", K(susep()), ". Prêmio líquido ", K(money("BR")), ", IOF ", K("7,38%"), ", prêmio total ", K(money("BR")), " em ", fmt.Sprint(rng(1, 12)), " parcelas. CEP do risco ", K(postcode("BR")), ".")
		}},
		{"clean_in_irdai_disclosure", func() *B {
			return N("IRDAI Regn. No. ", K(fmt.Sprint(rng(101, 160))), " | CIN ", K(fmt.Sprintf("U%05dMH%dPLC%06d", rng(10000, 99999), rng(2000, 2010), rng(100000, 999999))), " | Product UIN ", K(uin()), " | Sum insured ", K(money("IN")), ", premium ", K(money("IN")), " incl. GST ", K("18%"), ". Section 80D benefit up to ", K("₹25,000"), ". Policy ", K(policyNo("IN")), ".")
		}},
		{"clean_jp_premium_table", func() *B {
			b := N("月払保険料表（医療保険・入院日額5,000円）\n")
			for a := 20; a <= 60; a += 10 {
				b.S(fmt.Sprint(a), "歳 男性 ", K(fmt.Sprintf("%s円", thousands(rng(1200, 9000), ","))), " 女性 ", K(fmt.Sprintf("%s円", thousands(rng(1200, 9000), ","))), "\n")
			}
			b.S("（", K(date("JP")), "現在、募集文書番号 ", K(fmt.Sprintf("%s-%d-%04d", up(2), rng(2024, 2025), rng(1, 9999))), "）")
			return b
		}},
		{"clean_masked_customer_note", func() *B {
			return N("Customer verified via KBA. SSN on file ", K(maskedSSN()), ", card on file ", K(maskedCard()), ", email ", K(pick([]string{"j***@gmail.com", "m*****@web.de", "a***@orange.fr", "s****@yahoo.co.jp"})), ", phone ", K(pick([]string{"(***) ***-", "+44 7*** ***", "+49 1** ****"})+digits(4)), ". Policy ", K(policyNo("US")), " reinstated ", K(date("US")), ".")
		}},
		{"clean_api_docs_placeholders", func() *B {
			return N("## Authentication\nSend your key in every request:\n\n    curl https://api.ratingengine.io/v3/quotes \\\n      -H \"Authorization: Bearer ", K(placeholderTok()), "\"\n\nTokens expire after ", K("3600"), " s. Test card numbers are listed in the sandbox guide; use SSN ", K(pick([]string{"XXX-XX-XXXX", "000-00-0000", "123-45-XXXX"})), " in examples. API version ", K(version()), ".")
		}},
		{"clean_log_lines", func() *B {
			b := N("")
			for i := 0; i < rng(3, 5); i++ {
				b.S(K(isoTS()), " ", pick([]string{"INFO", "WARN", "DEBUG"}), " ", pick([]string{"policy-svc", "claims-api", "billing-batch"}), " req=", K(uuid()), " ip=", K(ipv4()), " latency_ms=", K(fmt.Sprint(rng(3, 2400))), " status=", pick([]string{"200", "201", "404", "409"}), "\n")
			}
			return b
		}},
		{"clean_json_claim_ids", func() *B {
			return N(`{"claimId":"`, K(claimNo("US")), `","policyId":"`, K(policyNo("US")), `","lossDate":"`, K(isoDate()), `","cause":"`, pick([]string{"WATER", "FIRE", "THEFT", "PET_ILLNESS"}), `","paidToDate":`, K(fmt.Sprintf("%d.%02d", rng(0, 80000), rng(0, 99))), `,"reserve":`, K(fmt.Sprint(rng(0, 90000))), `,"adjusterId":"`, K("ADJ-"+digits(4)), `","version":`, fmt.Sprint(rng(1, 30)), `}`)
		}},
		{"clean_csv_claims_icd", func() *B {
			b := N("claim_id,service_date,icd10,cpt,billed,allowed\n")
			for i := 0; i < rng(3, 4); i++ {
				b.S(K(claimNo("US")), ",", K(isoDate()), ",", K(pick(icd10)), ",", K(pick(cpt)), ",", K(fmt.Sprintf("%d.%02d", rng(80, 9000), rng(0, 99))), ",", K(fmt.Sprintf("%d.%02d", rng(50, 5000), rng(0, 99))), "\n")
			}
			return b
		}},
		{"clean_pet_invoice", func() *B {
			return N("Vet invoice ", K(invoiceNo()), " — patient: ", pick([]string{"Bella", "Milo", "Nala", "Rocky"}), " (", pick([]string{"canine", "feline"}), "), microchip ", K(microchip()), ", consult ", K(money("UK")), ", X-ray ", K(money("UK")), ", meds ", K(money("UK")), ". Practice RCVS no. ", K(fmt.Sprint(rng(1000000, 9999999))), ", VAT ", K(fmt.Sprintf("GB %03d %04d %02d", rng(100, 999), rng(1000, 9999), rng(10, 99))), ".")
		}},
		{"clean_travel_itinerary", func() *B {
			return N("Trip cancellation evidence: booking ", K(pnr()), ", flights ", K(flightNo()), " ", K(isoDate()), " ", K(hhmm()), " and ", K(flightNo()), " ", K(isoDate()), ", e-ticket ", K(fmt.Sprintf("%03d-%s", pick([]int{220, 57, 125, 74, 16}), digits(10))), ", hotel confirmation ", K(digits(10)), ", total ", K(money(pick([]string{"DE", "UK", "US"}))), ".")
		}},
		{"clean_eob", func() *B {
			return N("EXPLANATION OF BENEFITS — claim ", K(claimNo("US")), "\nProvider NPI ", K(npi()), "  Service ", K(date("US")), "  CPT ", K(pick(cpt)), "  ICD-10 ", K(pick(icd10)), "\nBilled ", K(money("US")), "  Allowed ", K(money("US")), "  Plan paid ", K(money("US")), "  You owe ", K(money("US")), "\nGroup ", K(groupNo()), "  THIS IS NOT A BILL")
		}},
		{"clean_1099r_instructions", func() *B {
			return N("Form 1099-R (Rev. ", K(fmt.Sprintf("%s %d", pick([]string{"January", "April"}), rng(2022, 2025))), "): Box 1 gross distribution ", K(money("US")), ", Box 2a taxable ", K(money("US")), ", Box 4 federal tax withheld ", K(money("US")), ", Box 7 code ", K(pick([]string{"7", "1", "G", "4"})), ". Payer's TIN ", K(ein()), ". Recipient's TIN ", K(maskedSSN()), ".")
		}},
		{"clean_form5500", func() *B {
			return N("Form 5500 filing — plan sponsor EIN ", K(ein()), ", plan number ", K(planNo()), ", plan year ", K(date("US")), "–", K(date("US")), ". Participants at BOY ", fmt.Sprint(rng(50, 9000)), ", EOY ", fmt.Sprint(rng(50, 9000)), ". Net assets ", K(money("US")), ". Schedule H attached, ACK ID ", K(fmt.Sprintf("%d%s", rng(20240101, 20251231), digits(18))), ".")
		}},
		{"clean_rmd_calc", func() *B {
			age := rng(73, 90)
			return N("RMD worksheet: age ", fmt.Sprint(age), ", divisor ", K(fmt.Sprintf("%d.%d", rng(10, 27), rng(0, 9))), ", prior year-end balance ", K(money("US")), " → RMD ", K(money("US")), ". Deadline ", K(date("US")), ". Withholding election ", K("10%"), ".")
		}},
		{"clean_annuity_illustration", func() *B {
			b := N("Fixed indexed annuity illustration — premium ", K(money("US")), ", cap ", K(pct()), ", participation ", K("100%"), "\nYear  Accum. value   Surrender value\n")
			for y := 1; y <= 5; y++ {
				b.S(fmt.Sprint(y), "     ", K(fmt.Sprintf("%s.00", thousands(rng(100000, 300000), ","))), "     ", K(fmt.Sprintf("%s.00", thousands(rng(90000, 280000), ",")))+"\n")
			}
			return b
		}},
		{"clean_reinsurance_treaty", func() *B {
			return N("Treaty ", K(fmt.Sprintf("QS-%d-%03d", rng(2024, 2026), rng(1, 300))), ": quota share ", K(pct()), ", retention ", K(money("US")), " per life, ceding commission ", K(pct()), ", profit commission ", K("15%"), " after ", K("3-year"), " deficit carryforward. Effective ", K(date("US")), ".")
		}},
		{"clean_cat_model", func() *B {
			return N("Cat model run ", K(uuid()), ": portfolio TIV ", K(money("US")), ", AAL ", K(money("US")), ", 1-in-100 PML ", K(money("US")), ". Top location ", K(fmt.Sprintf("%.5f, %.5f", 25+float64(rng(0, 9999))/1000, -80-float64(rng(0, 9999))/1000)), ", ", fmt.Sprint(rng(100, 900)), " locations geocoded, model ", K("v"+version()), ".")
		}},
		{"clean_insurer_bank_details", func() *B {
			c := pick([]string{"DE", "FR", "ES", "IT", "NL", "UK"})
			return N("Premium payments to the insurer's collection account: IBAN ", K(iban(c)), ", BIC ", K(bicFor(c)), ". Reference: your policy number (", K(policyNo(c)), "). Direct debits appear as ", K(sepaCI()), ". Amount due ", K(money(c)), ".")
		}},
		{"clean_ach_instructions", func() *B {
			return N("Wire/ACH instructions for annuity premium: Bank routing ", K(pick(abaRouting)), ", beneficiary Lakeshore Life & Annuity Co., FFC contract ", K(contractNo()), ". Minimum ", K("$5,000"), ". Cut-off ", K("4:00 p.m. ET"), ".")
		}},
		{"clean_release_notes", func() *B {
			return N("Policy admin ", K(version()), " release notes (", K(isoDate()), "): ACORD XML upgraded to ", K("2.39.00"), "; rating tables ", K(fmt.Sprintf("RT-%d.%02d", rng(2024, 2025), rng(1, 12))), "; fixed rounding on premiums > ", K("$10,000.00"), "; JIRA ", K(fmt.Sprintf("PAS-%d", rng(1000, 9999))), ", ", K(fmt.Sprintf("PAS-%d", rng(1000, 9999))), ". Build ", K(randFrom(hexd, 7)), ".")
		}},
		{"clean_sql_query", func() *B {
			return N("SELECT p.policy_no, c.claim_no, c.paid\nFROM policy p JOIN claim c ON c.policy_id = p.id\nWHERE c.loss_date BETWEEN '", K(isoDate()), "' AND '", K(isoDate()), "'\n  AND c.paid > ", K(fmt.Sprint(rng(1000, 100000))), "\n  AND p.product_code IN ('HO3', 'PET', 'TRV')\nORDER BY c.paid DESC LIMIT ", fmt.Sprint(rng(10, 500)), ";")
		}},
		{"clean_k8s_secret_ref", func() *B {
			return N("env:\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef: {name: billing-secrets, key: stripe-key}\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: claims-db, key: password}\nimage: registry.internal/claims-api:", K(version()), "\nreplicas: ", fmt.Sprint(rng(2, 8)))
		}},
		{"clean_blank_form_template", func() *B {
			return N("CLAIM FORM (blank)\nName: ______________________\nSSN: ", K(pick([]string{"___-__-____", "XXX-XX-XXXX"})), "\nPhone: ", K(pick([]string{"(___) ___-____", "(555) 555-5555"})), "\nEmail: ______________________\nPolicy No.: ", K(policyNo("US")), "\nFax completed forms to claims; retain copy. Form ", K(fmt.Sprintf("CL-%d (%02d/%d)", rng(100, 900), rng(1, 12), rng(2020, 2025))))
		}},
		{"clean_luhn_fail_policy_numbers", func() *B {
			return N("Legacy policy numbers migrated from the old mainframe keep their 16-digit form, e.g. ", K(luhnFail(0)), " and ", K(luhnFail(pick([]int{1, 2}))), "; they are not card numbers (check digit scheme ", K("MOD11"), "). Batch ", K(fmt.Sprint(rng(1000, 9999))), ", ", fmt.Sprint(rng(1000, 90000)), " records.")
		}},
		{"clean_invalid_ssn_testdata", func() *B {
			return N("QA data set ", K(fmt.Sprint(rng(1, 40))), " for enrollment: use only non-issuable SSNs such as ", K(invalidSSN()), ", ", K(invalidSSN()), " and ", K(invalidSSN()), "; the validator must reject them with error ", K(fmt.Sprintf("E%04d", rng(1000, 9999))), ".")
		}},
		{"clean_jwks_public_keys", func() *B {
			n := base64.RawURLEncoding.EncodeToString(randBytes(96))
			return N(`{"keys":[{"kty":"RSA","use":"sig","kid":"`, K(randFrom(b64url, 22)), `","alg":"RS256","n":"`, K(n), `","e":"AQAB"}]} — portal checkout uses publishable key `, K(pkLive()), `, AWS key id `, K(akia()), ` (read-only, secret in Vault)`)
		}},
		{"clean_reserve_change_log", func() *B {
			return N("Reserve change ", K(claimNo("US")), ": indemnity ", K(money("US")), " → ", K(money("US")), ", expense ", K(money("US")), ". Reason code ", K("RC"+fmt.Sprint(rng(10, 99))), ", authority level ", fmt.Sprint(rng(1, 5)), ", approved by ADJ-", K(digits(4)), " on ", K(isoTS()), ".")
		}},
		{"clean_premium_reminder", func() *B {
			c := pick([]string{"UK", "DE", "FR", "IT"})
			return N(pick([]string{"Reminder", "Erinnerung", "Rappel", "Promemoria"}), ": ", K(policyNo(c)), " — ", K(money(c)), " ", pick([]string{"due", "fällig am", "échéance", "scadenza"}), " ", K(date(c)), ". ", pick([]string{"Grace period 30 days.", "Mahnstufe 1.", "Délai de grâce 30 jours.", "Periodo di tolleranza 15 giorni."}))
		}},
		{"clean_call_centre_stats", func() *B {
			return N("Claims hotline KPIs week ", K(fmt.Sprint(rng(1, 52))), ": calls ", K(thousands(rng(2000, 40000), ",")), ", AHT ", K(fmt.Sprintf("%d:%02d", rng(4, 12), rng(0, 59))), ", ASA ", K(fmt.Sprintf("0:%02d", rng(10, 59))), ", abandonment ", K(pct()), ", FNOL via IVR ", K(pct()), ", CSAT ", K(fmt.Sprintf("%d.%d", rng(3, 4), rng(0, 9))), "/5.")
		}},
		{"clean_doc_upload_receipt", func() *B {
			return N("Upload receipt: ", K(fmt.Sprintf("claim_%s_photos.zip", digits(6))), " (", K(fmt.Sprint(rng(1, 80))+" MB"), ") sha256 ", K(sha256hex()), ", stored as ", K(uuid()), " at ", K(isoTS()), ".")
		}},
		{"clean_producer_license", func() *B {
			return N("Producer licensing check: NPN ", K(npn()), ", resident state license ", K(fmt.Sprintf("%s-%d", pick([]string{"TX", "CA", "FL", "NY"}), rng(100000, 9999999))), " (lines: Life, Accident & Health), expires ", K(date("US")), "; CE credits ", K(fmt.Sprint(rng(0, 24))), "/24. Appointment with NAIC ", K(naic()), " active.")
		}},
		{"clean_uk_ipid", func() *B {
			return N("Insurance Product Information Document — Home Insurance (", K(fmt.Sprintf("IPID v%d.%d", rng(1, 9), rng(0, 9))), "). Buildings cover up to ", K("£1,000,000"), ", contents up to ", K("£75,000"), ", standard excess ", K("£250"), ", escape of water ", K("£500"), ". Firm reference ", K(fmt.Sprint(rng(100000, 999999))), ", postcode of registered office ", K(postcode("UK")), ".")
		}},
		{"clean_de_versicherungsschein", func() *B {
			return N("Versicherungsschein Nr. ", K(policyNo("DE")), "\nVersicherungsbeginn ", K(date("DE")), ", 12:00 Uhr\nVersicherungssumme ", K(money("DE")), " (Wert 1914: ", K(fmt.Sprintf("%s Mark", thousands(rng(10000, 40000), "."))), ")\nTarif ", K(fmt.Sprintf("VGV %d", rng(2016, 2024))), ", Selbstbeteiligung ", K(money("DE")), "\nVersicherungsteuer ", K("19 %"), ", Jahresbeitrag ", K(money("DE")))
		}},
		{"clean_jp_nenkin_summary", func() *B {
			return N("個人年金保険 ご契約内容のお知らせ（", K(date("JP")), "現在）\n証券番号 ", K(policyNo("JP")), "\n年金年額 ", K(money("JP")), "、受取開始 ", K(fmt.Sprint(rng(60, 70))), "歳、積立金額 ", K(money("JP")), "、予定利率 ", K(fmt.Sprintf("%d.%02d%%", rng(0, 2), rng(0, 99))))
		}},
		{"clean_es_cuadro_prestaciones", func() *B {
			return N("Cuadro de prestaciones — seguro de viaje ", K(policyNo("ES")), ": gastos médicos en el extranjero hasta ", K("100.000 €"), ", repatriación ilimitada, equipaje ", K("1.500 €"), ", cancelación ", K("3.000 €"), ". Emergencias: llame al número de asistencia que figura en su tarjeta. Vigencia ", K(date("ES")), " – ", K(date("ES")), ".")
		}},
		{"clean_br_boleto_info", func() *B {
			return N("Boleto do seguro ", K(policyNo("BR")), ": vencimento ", K(date("BR")), ", valor ", K(money("BR")), ", nosso número ", K(fmt.Sprintf("%s/%s-%d", digits(3), digits(8), rng(0, 9))), ". Após o vencimento, multa de ", K("2%"), " e juros de ", K("1% a.m."), ".")
		}},
		{"clean_in_claim_settlement_ratio", func() *B {
			return N("FY", K(fmt.Sprintf("%d-%02d", rng(2022, 2024), rng(23, 25))), " claim settlement ratio ", K(fmt.Sprintf("%d.%02d%%", rng(90, 99), rng(0, 99))), ", claims settled ", K(indianGroup(rng(10000, 900000))), ", amount ", K("₹"+indianGroup(rng(1000000, 99999999))+" lakh"), ", incurred claim ratio ", K(pct()), ". Grievance TAT ", K(fmt.Sprint(rng(5, 15))), " days.")
		}},
		{"clean_nl_upo", func() *B {
			return N("Uniform Pensioenoverzicht ", K(fmt.Sprint(rng(2023, 2025))), ": opgebouwd ouderdomspensioen ", K(money("NL")), " bruto per jaar vanaf AOW-leeftijd ", K(fmt.Sprintf("%d jaar en %d maanden", rng(67, 68), rng(0, 11))), ". Partnerpensioen ", K(money("NL")), ". Dekkingsgraad ", K(fmt.Sprintf("%d,%d%%", rng(100, 130), rng(0, 9))), ". Pensioenregeling ", K(fmt.Sprintf("R%04d", rng(1, 9999))), ".")
		}},
		{"clean_it_glossario", func() *B {
			return N("Glossario: il premio ", K(money("IT")), " è comprensivo di imposte al ", K("22,25%"), "; la franchigia di ", K(money("IT")), " resta a carico del contraente. Riferimento normativo: Regolamento IVASS n. ", K(fmt.Sprint(rng(10, 60))), "/", K(fmt.Sprint(rng(2008, 2024))), ", art. ", K(fmt.Sprint(rng(1, 80))), ".")
		}},
		{"clean_fr_tableau_garanties", func() *B {
			return N("Tableau des garanties santé (contrat ", K(policyNo("FR")), ") : consultation généraliste ", K("100 % BR"), ", hospitalisation ", K("300 % BR"), ", optique ", K("250 €"), "/2 ans, dentaire ", K("200 % BR"), ". Forfait journalier ", K("20 €"), ". Base de remboursement au ", K(date("FR")), ".")
		}},
		{"clean_actuarial_question", func() *B {
			return N("Q: For a whole life policy with face ", K("$250,000"), ", issue age ", fmt.Sprint(rng(25, 55)), ", i = ", K(fmt.Sprintf("%d.%d%%", rng(2, 6), rng(0, 9))), ", how do I compute the net single premium from ", K("A_x"), " using the ", K("2017 CSO"), " table? I get ", K(fmt.Sprintf("0.%05d", rng(10000, 99999))), " × 250,000 = ", K(money("US")), ". Is the ", K("1/m"), " adjustment needed for monthly modal?")
		}},
		{"clean_ci_log_rating", func() *B {
			return N("[", K(isoTS()), "] rating-engine CI #", K(fmt.Sprint(rng(1000, 9999))), ": ", fmt.Sprint(rng(300, 2000)), " tests passed, coverage ", K(pct()), "; image sha256:", K(sha256hex()), " pushed as ", K("rating-engine:"+version()), "; deploy to staging in region ", pick([]string{"eu-central-1", "us-east-2"}), ".")
		}},
		{"clean_pet_breed_rates", func() *B {
			b := N("Pet accident & illness — monthly base rates (", K(date("UK")), ")\n")
			for _, br := range []string{"Labrador", "French Bulldog", "Cockapoo", "Domestic Shorthair", "Maine Coon"}[:rng(3, 5)] {
				b.S(br, ": ", K(fmt.Sprintf("£%d.%02d", rng(8, 90), rng(0, 99))), " (vet fee limit ", K(pick([]string{"£4,000", "£7,000", "£12,000"})), ")\n")
			}
			return b
		}},
		{"clean_surrender_value_table", func() *B {
			b := N("Surrender charge schedule, contract series ", K(fmt.Sprintf("FIA-%d", rng(100, 999))), ": ")
			for y := 1; y <= 7; y++ {
				b.S("yr ", fmt.Sprint(y), " ", K(fmt.Sprintf("%d%%", 10-y)), "; ")
			}
			b.S("MVA applies, index ", K("S&P 500"), ", term ", K("7 years"), ".")
			return b
		}},
	}
}

var _ = strings.ToUpper
