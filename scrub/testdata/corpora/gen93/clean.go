package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []tmpl {
	var t []tmpl
	add := func(kind string, fn func(g *G) []any) { t = append(t, tmpl{kind, fn}) }

	add("c_eob_table", func(g *G) []any {
		r := L("EXPLANATION OF BENEFITS — Claim ", g.claim(), " — Processed ", g.date(), "\nService date | Code | Billed | Allowed | Plan paid | You owe\n")
		for i := 0; i < g.rng(2, 4); i++ {
			r = append(r, g.date(), " | ", g.cpt(), " | ", g.amt(), " | ", g.amt(), " | ", g.amt(), " | ", g.amt(), "\n")
		}
		return append(r, "Remark codes: N130, M15. This is not a bill.")
	})
	add("c_x12_835", func(g *G) []any {
		return L("CLP*", kv("PC"+g.digits(8)), "*1*", g.amtPlain(), "*", g.amtPlain(), "*", g.amtPlain(), "*12*", g.claim(), "*11*1~CAS*PR*2*", g.amtPlain(), "~NM1*82*1*", strings.ToUpper(g.last()), "*****XX*", g.npi(), "~DTM*232*", g.d8(), "~SVC*HC:", g.cpt(), "*", g.amtPlain(), "*", g.amtPlain(), "**1~CAS*CO*45*", g.amtPlain(), "~REF*6R*", kv(g.digits(10)), "~AMT*B6*", g.amtPlain(), "~")
	})
	add("c_x12_837_lines", func(g *G) []any {
		return L("LX*1~SV1*HC:", g.cpt(), ":25*", g.amtPlain(), "*UN*1***1:2~DTP*472*D8*", g.d8(), "~REF*6R*", kv(g.digits(9)), "~LX*2~SV1*HC:", g.cpt(), "*", g.amtPlain(), "*UN*1***1~DTP*472*D8*", g.d8(), "~LIN**N4*", kv(g.digits(11)), "~CTP****", kv(fmt.Sprint(g.rng(1, 90))), "*UN~")
	})
	add("c_x12_271_eb", func(g *G) []any {
		return L("EB*C*IND*30*PR*GOLD PPO*23*", g.amtPlain(), "~EB*G*IND*30***23*", g.amtPlain(), "~EB*B*IND*98***27*", kv("25"), "~EB*A*IND*98***27**", kv("0.2"), "~DTP*346*D8*", g.d8(), "~MSG*DEDUCTIBLE MET ", g.amtPlain(), "~REF*18*", kv(g.digits(9)), "~")
	})
	add("c_formulary_list", func(g *G) []any {
		r := L(fmt.Sprint(g.rng(2024, 2026)), " ", g.pbm(), " formulary excerpt\n")
		for i := 0; i < 3; i++ {
			r = append(r, "- ", g.drug(), " | NDC ", g.ndc(), " | Tier ", fmt.Sprint(g.rng(1, 5)), " | ", g.pick("PA", "ST", "QL 30/30", "—"), "\n")
		}
		return r
	})
	add("c_ndc_conversion_q", func(g *G) []any {
		var ten, eleven string
		switch g.n(3) {
		case 0: // 4-4-2 -> pad labeler
			a, b, c := g.digits(4), g.digits(4), g.digits(2)
			ten, eleven = a+"-"+b+"-"+c, "0"+a+"-"+b+"-"+c
		case 1: // 5-3-2 -> pad product
			a, b, c := g.pick("59762", "68180", "65862", "43547", "50090"), g.digits(3), g.digits(2)
			ten, eleven = a+"-"+b+"-"+c, a+"-0"+b+"-"+c
		default: // 5-4-1 -> pad package
			a, b, c := g.pick("00093", "00378", "00591", "00169", "00310"), g.digits(4), g.digits(1)
			ten, eleven = a+"-"+b+"-"+c, a+"-"+b+"-0"+c
		}
		return L("How do I convert the 10-digit NDC ", kv(ten), " from the carton to the 11-digit billing format? Is it ", kv(eleven), " or ", kv(strings.ReplaceAll(eleven, "-", "")), " in the LIN*N4 segment of the ", g.date(), " claim?")
	})
	add("c_cpt_coding_q", func(g *G) []any {
		return L("Coding question: can we bill ", g.cpt(), " with ", g.cpt(), " on the same DOS (", g.date(), ")? Dx ", g.icd(), " and ", g.icd(), ". NCCI edit says modifier indicator 1, so 59/XU should be allowed. RVU ", kv(fmt.Sprintf("%.2f", 0.5+g.r.Float64()*3)), ".")
	})
	add("c_icd_crosswalk", func(g *G) []any {
		return L("ICD-10 crosswalk: ", g.icd(), " → HCC ", kv(fmt.Sprint(g.rng(18, 190))), " (RAF ", kv(fmt.Sprintf("0.%03d", g.rng(100, 999))), "); ", g.icd(), " → HCC ", kv(fmt.Sprint(g.rng(18, 190))), "; ", g.icd(), " not in model V", kv(fmt.Sprint(g.rng(24, 28))), ".")
	})
	add("c_fee_schedule_csv", func(g *G) []any {
		r := L("cpt,modifier,description,medicare_allowed,commercial_allowed,effective\n")
		for i := 0; i < 3; i++ {
			r = append(r, g.cpt(), ",", g.pick("", "25", "59", "95", "TC", "26"), ",", g.pick("Office visit", "Venipuncture", "Therapeutic exercise", "Psychotherapy 60 min", "ECG"), ",", g.amtPlain(), ",", g.amtPlain(), ",", g.date(), "\n")
		}
		return r
	})
	add("c_carc_rarc", func(g *G) []any {
		return L("Denial on claim ", g.claim(), ": CARC ", kv(g.pick("16", "18", "22", "27", "29", "50", "96", "97", "109", "197", "204", "242")), " with RARC ", kv(g.pick("N290", "M127", "N362", "MA130", "N704", "M51")), ". Group code ", g.pick("CO", "PR", "OA"), ". Adjustment ", g.amt(), ". Timely filing limit ", kv(fmt.Sprint(g.rng(90, 365))), " days from ", g.date(), ".")
	})
	add("c_npi_registry", func(g *G) []any {
		p := g.place()
		return L(`{"number":"`, g.npi(), `","enumeration_type":"NPI-1","basic":{"credential":"MD","status":"A","enumeration_date":"`, g.date(), `"},"taxonomies":[{"code":"`, g.taxonomy(), `","primary":true,"state":"`, p.st, `","license":"`, kv(g.from(upper, 1)+g.digits(6)), `"}],"addresses":[{"city":"`, strings.ToUpper(p.city), `","postal_code":"`, kv(p.zip+g.digits(4)), `"}]}`)
	})
	add("c_dea_check_q", func(g *G) []any {
		l := g.last()
		return L("Validating prescriber DEA ", g.dea(l), " for Dr. ", l, ": (1+3+5 digits) + 2×(2+4+6 digits), last digit must equal the 7th. Also ", g.dea(g.last()), " passed. X-waiver suffix no longer required after ", kv("2023"), ".")
	})
	add("c_mbi_format_q", func(g *G) []any {
		return L("Is ", g.mbi(false), " a valid MBI? Format is C-A-AN-N-A-AN-N-A-A-N-N, no S, L, O, I, B, Z. The dashed form ", g.mbi(true), " on the card shouldn't be sent with dashes in NM109.")
	})
	add("c_bin_pcn_table", func(g *G) []any {
		r := L("PBM routing table\nBIN    | PCN       | Group   | Processor\n")
		for i := 0; i < 3; i++ {
			r = append(r, g.bin(), " | ", g.pcn(), " | ", g.rxgrp(), " | ", g.pbm(), "\n")
		}
		return r
	})
	add("c_clia_note", func(g *G) []any {
		return L("CLIA certificate of waiver ", g.clia(), " renews ", g.date(), "; fee ", g.amt(), ". Waived tests billed with QW: 87880-QW, 87804-QW, ", g.cpt(), ". Lab director NPI ", g.npi(), ".")
	})
	add("c_hedis_summary", func(g *G) []any {
		return L("HEDIS MY", kv(fmt.Sprint(g.rng(2024, 2025))), " gaps: CBP ", kv(fmt.Sprintf("%d.%d%%", g.rng(55, 80), g.rng(0, 9))), ", HBD (<8) ", kv(fmt.Sprintf("%d.%d%%", g.rng(50, 75), g.rng(0, 9))), ", BCS-E ", kv(fmt.Sprintf("%d.%d%%", g.rng(60, 85), g.rng(0, 9))), ". Denominator ", kv(fmt.Sprint(g.rng(1200, 9800))), ", numerator ", kv(fmt.Sprint(g.rng(600, 1100))), ". Codes: 3044F, 3046F, ", g.cpt(), ".")
	})
	add("c_schedule_grid", func(g *G) []any {
		r := L(g.date(), " — Dr. ", g.last(), " — Room ", kv(fmt.Sprint(g.rng(100, 450))), "\n")
		for i := 0; i < 4; i++ {
			r = append(r, g.time(), "  ", g.pick("NEW PT 40", "F/U 20", "AWV 30", "TELE 15", "PROC 45"), "  MRN ", g.mrn(), "  ", g.cpt(), "\n")
		}
		return r
	})
	add("c_hl7_obx", func(g *G) []any {
		return L("OBR|1|", kv(g.digits(10)), "|", kv(g.digits(10)), "|80053^CMP^CPT|||", kv(g.digits(12)), "\rOBX|1|NM|2345-7^Glucose^LN||", kv(fmt.Sprint(g.rng(70, 240))), "|mg/dL|70-99|H|||F\rOBX|2|NM|4548-4^HbA1c^LN||", kv(fmt.Sprintf("%d.%d", g.rng(5, 11), g.rng(0, 9))), "|%|4.0-5.6|H|||F|||", kv(g.digits(12)), "||", g.clia())
	})
	add("c_fhir_observation", func(g *G) []any {
		return L(`{"resourceType":"Observation","id":"`, g.fhirID(), `","status":"final","code":{"coding":[{"system":"http://loinc.org","code":"`, kv("8480-6"), `"}]},"subject":{"reference":"Patient/`, g.fhirID(), `"},"effectiveDateTime":"`, g.date(), `","valueQuantity":{"value":`, kv(fmt.Sprint(g.rng(100, 180))), `,"unit":"mm[Hg]"}}`)
	})
	add("c_smart_config", func(g *G) []any {
		return L(`{"issuer":"https://fhir.stbrigidmg.org/api/FHIR/R4","authorization_endpoint":"https://fhir.stbrigidmg.org/oauth2/authorize","token_endpoint":"https://fhir.stbrigidmg.org/oauth2/token","token_endpoint_auth_methods_supported":["private_key_jwt","client_secret_basic"],"scopes_supported":["launch","openid","fhirUser","patient/*.read"],"code_challenge_methods_supported":["S256"],"capabilities":["launch-ehr","client-confidential-asymmetric"],"fhirVersion":"`, kv("4.0.1"), `","build":"`, kv(fmt.Sprintf("%d.%d.%d", g.rng(2, 3), g.rng(0, 12), g.rng(0, 40))), `"}`)
	})
	add("c_jwks_public", func(g *G) []any {
		return L(`{"keys":[{"kty":"RSA","alg":"RS384","use":"sig","kid":"`, kv(g.from(b64u, 43)), `","n":"`, kv(g.from(b64u, 342)), `","e":"AQAB"}]}`, " — public JWKS for our backend app; paste into the Epic App Orchard registration.")
	})
	add("c_app_registration", func(g *G) []any {
		return L("App registration: Non-production client ID ", g.uuid(), ", production client ID ", g.uuid(), " (client IDs are public). Redirect URI https://app.example-health.com/smart/callback. Auth: private_key_jwt, JWKS URL https://app.example-health.com/.well-known/jwks.json. Token placeholder: <ACCESS_TOKEN>.")
	})
	add("c_hsa_limits_faq", func(g *G) []any {
		y := g.rng(2024, 2026)
		return L(g.pick("Acme Logistics", "Tri-County Schools", "Riverside Foods", "Bayside Credit Union", "Summit Health employees"), " benefits FAQ (plan ", g.group(), ", open enrollment ends ", g.date(), "): ", fmt.Sprint(y), " HSA limits: self-only ", kv("$4,300"), ", family ", kv("$8,550"), ", catch-up (55+) ", kv("$1,000"), ". HDHP minimum deductible ", kv("$1,650"), " / ", kv("$3,300"), "; out-of-pocket max ", kv("$8,300"), " / ", kv("$16,600"), ". FSA limit ", kv("$3,200"), ", carryover ", kv("$640"), ".")
	})
	add("c_fsa_eligible", func(g *G) []any {
		return L("FSA-eligible without a letter of medical necessity: bandages, contact lens solution, ", g.pick("sunscreen SPF 30+", "menstrual products", "reading glasses", "OTC allergy meds"), ". Receipts over ", g.amt(), " need itemization. Claim window closes ", g.date(), ". Plan code ", kv("FSA"+g.digits(4)), ".")
	})
	add("c_dental_cdt", func(g *G) []any {
		return L("Dental fee guide: D0120 ", g.amt(), ", D0274 ", g.amt(), ", D1110 ", g.amt(), ", D2391 ", g.amt(), ", D2740 ", g.amt(), ". Frequency: D1110 2 per ", kv("12"), " months, D0274 1 per ", kv("36"), " months. Annual max ", kv("$1,500"), ".")
	})
	add("c_vision_rx", func(g *G) []any {
		return L("Spectacle Rx ", g.date(), ": OD ", kv(fmt.Sprintf("-%d.%02d", g.rng(0, 6), []int{0, 25, 50, 75}[g.n(4)])), " -0.50 x 090, OS ", kv(fmt.Sprintf("-%d.%02d", g.rng(0, 6), []int{0, 25, 50, 75}[g.n(4)])), " -0.75 x 085, ADD +2.00, PD 63/60. Codes 92015, V2203, ", g.icd(), ". Allowance ", kv("$150"), ".")
	})
	add("c_telehealth_pos_faq", func(g *G) []any {
		return L("Telehealth billing through ", g.date(), ": use POS 10 (patient home) or POS 02, modifier 95 for synchronous video, FQ for audio-only behavioral health, ", g.cpt(), " for e-visits. G2012 virtual check-in pays ", g.amt(), ".")
	})
	add("c_ehr_export_nocontact", func(g *G) []any {
		r := L("CSN,MRN,DOS,DEPT_ID,CPT,ICD10,CHARGE,PAYER_ID\n")
		for i := 0; i < 3; i++ {
			r = append(r, kv(g.digits(10)), ",", g.mrn(), ",", g.date(), ",", kv(g.digits(11)), ",", g.cpt(), ",", g.icd(), ",", g.amtPlain(), ",", kv(g.digits(5)), "\n")
		}
		return r
	})
	add("c_msn_lines", func(g *G) []any {
		return L("Medicare Summary Notice, Part B, period ending ", g.date(), ": Claim ", g.claim(), " — ", g.cpt(), " Amount charged ", g.amt(), ", Medicare-approved ", g.amt(), ", Medicare paid ", g.amt(), ", You may be billed ", g.amt(), ". Call 1-800-MEDICARE; TTY users call 711.")
	})
	add("c_pa_criteria", func(g *G) []any {
		return L("PA criteria for ", g.drug(), " (policy ", kv("RX-"+g.digits(4)), " rev ", g.date(), "): dx ", g.icd(), "; trial of 2 formulary agents ≥ 90 days; A1c ≥ ", kv("7.0%"), "; approval ", kv("12"), " months; QL 4 pens/28 days.")
	})
	add("c_claim_status_list", func(g *G) []any {
		r := L("Claim status export ", g.date(), "\n")
		for i := 0; i < 4; i++ {
			r = append(r, g.claim(), "  ", g.pick("PAID", "DENIED", "PENDED", "IN PROCESS"), "  ", g.amt(), "\n")
		}
		return r
	})
	add("c_remit_posting_log", func(g *G) []any {
		return L("ERA posting batch ", kv(g.digits(8)), ": EFT trace ", kv(g.digits(15)), ", payer ", g.payer(), ", total ", g.amt(), ", ", kv(fmt.Sprint(g.rng(4, 90))), " claims posted, ", kv(fmt.Sprint(g.rng(0, 5))), " unmatched (", g.claim(), ").")
	})
	add("c_drug_price_compare", func(g *G) []any {
		return L("Cash prices for ", g.drug(), " qty 30: NDC ", g.ndc(), " ", g.amt(), "; NDC ", g.ndc(), " ", g.amt(), ". NADAC ", kv(fmt.Sprintf("%.5f", g.r.Float64()*3)), " per unit as of ", g.date(), ".")
	})
	add("c_vaccine_lot_log", func(g *G) []any {
		return L("VIS given. ", g.pick("Influenza quadrivalent", "Tdap", "Shingrix", "COVID-19 2025-26", "PCV20"), " NDC ", g.ndc(), ", lot ", kv(g.from(upper, 2)+g.digits(4)+g.from(upper, 1)), ", exp ", g.date(), ", 0.5 mL IM L deltoid. CPT 90686 + ", g.cpt(), ". CVX ", kv(fmt.Sprint(g.rng(10, 220))), ".")
	})
	add("c_superbill_template", func(g *G) []any {
		return L("SUPERBILL (blank)\nPatient: ____________  SSN: ", kv("XXX-XX-XXXX"), "  Phone: ", kv("(555) 555-5555"), "\nProvider NPI ", g.npi(), "  Tax ID ", g.ein(), "\n[ ] 99213 ", g.amt(), "  [ ] 99214 ", g.amt(), "  [ ] 36415 ", g.amt(), "\nDx: ________  Next visit: ____ weeks")
	})
	add("c_collections_template", func(g *G) []any {
		return L("Template COL-3: \"Dear {{guarantor_name}}, your balance of {{balance}} for services on {{dos}} at ", g.clinic(), " is past due. Account {{account_number}}. Call {{billing_phone}}.\" Merge fields validated ", g.date(), ", version ", kv(fmt.Sprintf("%d.%d", g.rng(1, 4), g.rng(0, 9))), ".")
	})
	add("c_ub04_revcodes", func(g *G) []any {
		return L("UB-04 lines: 0450 ER ", g.amt(), " (", g.cpt(), "), 0300 lab ", g.amt(), ", 0636 drugs ", g.amt(), " NDC ", g.ndc(), ", 0320 imaging ", g.amt(), ". TOB 131, FL 42-47. Statement period ", g.d8(), "-", g.d8(), ".")
	})
	add("c_provider_roster", func(g *G) []any {
		r := L("Group roster (TIN ", g.ein(), ")\n")
		for i := 0; i < 3; i++ {
			p := g.place()
			r = append(r, g.npi(), "  ", g.taxonomy(), "  ", p.city, ", ", p.st, " ", kv(p.zip), "  eff ", g.date(), "\n")
		}
		return r
	})
	add("c_masked_screenshot", func(g *G) []any {
		return L("Patient header (masked): SSN ", g.maskedSSN(), " · Phone (***) ***-", kv(g.digits(4)), " · Card on file **** **** **** ", kv(g.digits(4)), " · Email j****@g****.com · Member ", g.member(), " · MRN ", g.mrn())
	})
	add("c_luhn_fail_refs", func(g *G) []any {
		return L("Payer reference numbers for reconciliation: ", g.luhnFail16(), ", ", g.luhnFail16(), " (these are EFT trace ids, not cards) — posted ", g.date(), ".")
	})
	add("c_edi_version_q", func(g *G) []any {
		return L("Our clearinghouse wants 005010X222A1 for professional and 005010X223A3 for institutional, but the payer companion guide (v", kv(fmt.Sprintf("%d.%d", g.rng(1, 9), g.rng(0, 9))), ", ", g.date(), ") still lists X223A2. ISA control ", kv(g.digits(9)), ", GS ", kv(g.digits(6)), ". Which wins?")
	})
	add("c_insulin_dosing", func(g *G) []any {
		return L("Insulin plan: glargine ", kv(fmt.Sprint(g.rng(10, 60))), " units at 9 PM; lispro ", kv(fmt.Sprintf("1:%d", g.rng(8, 15))), " carb ratio, correction 1 unit per ", kv(fmt.Sprint(g.rng(30, 60))), " mg/dL over 150. Pen needles 32G 4 mm, NDC ", g.ndc(), ". Dx ", g.icd(), ".")
	})
	add("c_accumulator", func(g *G) []any {
		return L("Accumulators as of ", g.date(), ": In-network deductible ", g.amt(), " of ", kv("$3,000.00"), " met; OOP ", g.amt(), " of ", kv("$7,500.00"), ". Family deductible ", g.amt(), " of ", kv("$6,000.00"), ". Plan ", g.group(), ".")
	})
	add("c_group_change_notice", func(g *G) []any {
		return L("Effective ", g.date(), " the employer group ", g.group(), " moves from plan code ", kv(g.from(upper, 2)+g.digits(3)), " to ", kv(g.from(upper, 2)+g.digits(3)), ". New ID cards will show RxBIN ", g.bin(), ", RxPCN ", g.pcn(), ". Member IDs do not change.")
	})
	add("c_pharmacy_inventory", func(g *G) []any {
		r := L("ndc11\tdescription\ton_hand\treorder_pt\n")
		for i := 0; i < 3; i++ {
			r = append(r, kv(g.digits(11)), "\t", g.drug(), "\t", kv(fmt.Sprint(g.rng(0, 900))), "\t", kv(fmt.Sprint(g.rng(50, 300))), "\n")
		}
		return r
	})
	add("c_denial_trend", func(g *G) []any {
		return L("Q", kv(fmt.Sprint(g.rng(1, 4))), " denial rate ", kv(fmt.Sprintf("%d.%d%%", g.rng(5, 18), g.rng(0, 9))), " (", kv(fmt.Sprint(g.rng(200, 4000))), " of ", kv(fmt.Sprint(g.rng(5000, 40000))), " claims). Top: CO-197 ", g.amt(), ", CO-16 ", g.amt(), ", PR-1 ", g.amt(), ". A/R > 90 days: ", g.amt(), ".")
	})
	add("c_spanish_faq", func(g *G) []any {
		return L("Su plan cubre la consulta preventiva (", g.cpt(), ") al 100%. El deducible es ", g.amt(), " y el copago de especialista ", g.amt(), ". Su número de grupo es ", g.group(), ". Llame al número que aparece al reverso de su tarjeta.")
	})
	add("c_isa_envelope", func(g *G) []any {
		return L("ISA*00*          *00*          *ZZ*", kv("TGJ"+g.digits(5)), "       *ZZ*", kv(g.digits(9)), "      *", kv(g.digits(6)), "*", kv(fmt.Sprintf("%02d%02d", g.rng(0, 23), g.rng(0, 59))), "*^*00501*", kv(g.digits(9)), "*1*P*:~GS*HC*", kv("TGJ"+g.digits(5)), "*", kv(g.digits(9)), "*", g.d8(), "*1200*", kv(g.digits(5)), "*X*005010X222A1~")
	})
	add("c_rx_label", func(g *G) []any {
		l := g.last()
		return L("Rx ", g.rxno(), " | ", g.drug(), " | Qty ", kv(fmt.Sprint(g.rng(30, 180))), " | Refills ", kv(fmt.Sprint(g.rng(0, 5))), " | Filled ", g.date(), " | NDC ", g.ndc(), " | Dr. ", l, " DEA ", g.dea(l), " | Discard after ", g.date())
	})
	add("c_tax_ids_w9", func(g *G) []any {
		return L("W-9 on file for ", g.clinic(), ": EIN ", g.ein(), ", group NPI ", g.npi(), ", Medicare PTAN ", kv(g.from(upper, 2)+g.digits(4)), ", Medicaid provider ", kv(g.digits(9)), ". Remit ZIP ", kv(g.place().zip+"-"+g.digits(4)), ".")
	})
	return t
}
