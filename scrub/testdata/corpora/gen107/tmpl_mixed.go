package main

import (
	"fmt"
	"net/url"
	"strings"
)

func mixedTemplates() []tmpl {
	return []tmpl{
		{"sig_broker_uk", func() *B {
			l := loc("UK")
			n := name(l)
			dom := pick([]string{"harbourbrokers.co.uk", "pennine-insurance.co.uk", "ashgrove-risk.com"})
			return N("Kind regards,\n", n, "\nAccount Executive, Commercial & Private Clients\nT: ", phs("UK", pick([]int{4, 5})), " | M: ", phs("UK", pick([]int{0, 1})), "\nE: ", P("email", workEmail(l, dom)), "\nAuthorised and regulated by the Financial Conduct Authority, FRN ", K(fmt.Sprint(rng(300000, 999999))), ". Registered in England No. ", K(fmt.Sprintf("%08d", rng(1000000, 14999999))), ".")
		}},
		{"sig_makler_de", func() *B {
			l := loc("DE")
			dom := pick([]string{"mueller-versicherungsmakler.de", "finanzkontor-nord.de", "assekuranz-hansen.de"})
			return N("Mit freundlichen Grüßen\n", name(l), "\nVersicherungsmakler (§ 34d Abs. 1 GewO), Reg.-Nr. ", K("D-"+randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 4)+"-"+randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5)+"-"+digits(2)), "\nTel.: ", phs("DE", pick([]int{4, 5, 6, 7})), "\nMobil: ", phs("DE", pick([]int{0, 1, 2})), "\nE-Mail: ", P("email", workEmail(l, dom)), "\nUSt-IdNr. ", K("DE"+digits(9)))
		}},
		{"mail_fr_courtier", func() *B {
			l := loc("FR")
			return N("De : ", em(l), "\nÀ : gestion@cabinet-courtage.example\nObjet : Avenant n° ", K(fmt.Sprint(rng(1, 9))), " au contrat ", K(policyNo("FR")), "\n\nBonjour, suite à notre échange je vous confirme l'ajout de ma fille comme bénéficiaire. Je suis joignable au ", ph("FR"), " en journée. Bien à vous, ", name(l))
		}},
		{"vcard_agent", func() *B {
			c := pick([]string{"US", "UK", "NL", "IT"})
			l := loc(c)
			g, s := pick(l.Given), pick(l.Sur)
			return N("BEGIN:VCARD\nVERSION:", K("3.0"), "\nN:", s, ";", g, ";;;\nFN:", g, " ", s, "\nORG:", pick([]string{"Lakeshore Life & Annuity", "Polder Verzekeringen", "Assicurazioni Duomo", "Cedar Point Insurance"}), "\nTITLE:Claims Adjuster\nTEL;TYPE=CELL:", ph(c), "\nEMAIL;TYPE=INTERNET:", em(l), "\nNOTE:Licence ", K(npn()), "\nEND:VCARD")
		}},
		{"whatsapp_br", func() *B {
			l := loc("BR")
			p1 := phs("BR", pick([]int{1, 2}))
			return N("[", K(fmt.Sprintf("%02d/%02d/%d", rng(1, 28), rng(1, 12), rng(2024, 2025))), " ", K(hhmm()), "] ", p1, ": Oi, tudo bem? Sou cliente do seguro pet ", K(policyNo("BR")), ", o Thor fez cirurgia ontem, nota fiscal ", K(fmt.Sprint(rng(1000, 99999))), " de ", K(money("BR")), ".\n[", K(hhmm()), "] Corretora ", pick(l.Given), ": Oi! Me manda por e-mail em ", em(l), " que eu abro o sinistro hoje.")
		}},
		{"sms_log_in", func() *B {
			b := N("sms_out.log\n")
			for i := 0; i < rng(2, 3); i++ {
				b.S(K(isoTS()), " to=", phs("IN", pick([]int{2, 0})), " tpl=", pick([]string{"PREMIUM_DUE", "CLAIM_SETTLED", "KYC_PENDING"}), " policy=", K(policyNo("IN")), " status=DELIVERED\n")
			}
			return b
		}},
		{"json_escaped_log", func() *B {
			c := pick([]string{"US", "UK", "DE", "NL"})
			l := loc(c)
			return N(K(isoTS()), ` WARN quote-svc payload="{\"quoteId\":\"`, K("Q-"+digits(8)), `\",\"applicant\":{\"email\":\"`, em(l), `\",\"phone\":\"`, phs(c, pick([]int{1, 2})), `\"},\"premium\":`, K(fmt.Sprintf("%d.%02d", rng(100, 2000), rng(0, 99))), `}" msg="validation failed: occupation missing"`)
		}},
		{"form_urlencoded_quote", func() *B {
			c := pick([]string{"US", "UK", "FR", "ES"})
			l := loc(c)
			e := email(l)
			p := phone(c, 1)
			v := url.Values{}
			_ = v
			ee := url.QueryEscape(e)
			pp := url.QueryEscape(p)
			return N("POST /quote/travel body: trip_start=", K(isoDate()), "&trip_end=", K(isoDate()), "&travellers=", fmt.Sprint(rng(1, 5)), "&email=", P("email", ee), "&phone=", P("phone", pp), "&destination=", pick([]string{"WORLDWIDE_EXCL_USA", "EUROPE", "USA"}), "&promo=", K("SUMMER"+fmt.Sprint(rng(10, 30))))
		}},
		{"travel_es_abroad", func() *B {
			l := loc("ES")
			return N("Asistencia en viaje — expediente ", K("AV-"+digits(8)), ". Asegurado ", name(l), " ingresado en ", pick([]string{"Miami", "Cancún", "Bangkok", "Nueva York"}), " desde el ", K(date("ES")), ". Garantía de pago enviada al hospital por ", K("US$"+thousands(rng(2000, 60000), ",")), ". Familiar de contacto: ", name(l), ", ", ph("ES"), ". Correo del asegurado: ", em(l), ".")
		}},
		{"pet_nl_claim", func() *B {
			l := loc("NL")
			return N("Declaratie dierenverzekering: hond ", pick([]string{"Max", "Bobby", "Luna", "Sam"}), " (chip ", K(microchip()), "), dierenarts factuur ", K(invoiceNo()), " ", K(money("NL")), ", diagnose ", pick([]string{"kruisbandruptuur", "maagdraaiing", "oorontsteking"}), ". Eigenaar ", name(l), " — ", ph("NL"), " — ", em(l))
		}},
		{"health_topup_in", func() *B {
			l := loc("IN")
			return N("Super top-up health policy ", K(policyNo("IN")), " (UIN ", K(uin()), "): deductible ", K(money("IN")), ", sum insured ", K(money("IN")), ". Claim for ", name(l), " (", K(pick(icd10)), ") filed ", K(date("IN")), ". Nominee mobile ", phs("IN", pick([]int{3, 4, 5})), ", insured email ", em(l), ".")
		}},
		{"annuity_surrender_jp", func() *B {
			l := loc("JP")
			return N("変額個人年金 解約請求書 受付 ", K(date("JP")), "\n証券番号: ", K(policyNo("JP")), "\n解約返戻金（概算）: ", K(money("JP")), "\nご契約者: ", name(l), " 様\n日中の連絡先: ", phs("JP", pick([]int{0, 3, 4})), "\n※ 源泉徴収票は ", K(fmt.Sprint(rng(2025, 2026))), "年1月に送付")
		}},
		{"quote_form_dump", func() *B {
			c := pick([]string{"US", "UK"})
			l := loc(c)
			return N("=== web quote ", K("Q"+digits(9)), " ===\nproduct: ", pick([]string{"Term Life 20", "Pet Accident & Illness", "Single-trip Travel"}), "\nfull_name: ", name(l), "\ndob: ", K(dob(c)), "\nemail: ", em(l), "\nphone: ", ph(c), "\npostcode: ", K(postcode(c)), "\nquoted_premium: ", K(money(c)), "\nconsent_marketing: false")
		}},
		{"complaint_fos_uk", func() *B {
			l := loc("UK")
			return N("Final response letter — complaint ", K("CMP-"+digits(6)), " (FOS ref ", K("PNX-"+digits(5)+"-"+up(1)+digits(1)), "). Dear ", name(l), ", we uphold your complaint about the delay on claim ", K(claimNo("UK")), " and will pay £150 for distress. We tried to call you on ", ph("UK"), " and emailed ", em(l), " on ", K(date("UK")), ".")
		}},
		{"subrogation_letter_us", func() *B {
			l := loc("US")
			return N("RE: Subrogation demand — our insured ", name(l), ", claim ", K(claimNo("US")), ", date of loss ", K(date("US")), ". Total paid ", K(money("US")), ". Your insured, ", name(l), " (", ph("US"), "), was responsible for the water heater failure. Please contact the undersigned at ", em(l), ". NAIC ", K(naic()), ".")
		}},
		{"ocr_form_us", func() *B {
			l := loc("US")
			a, g, s := ssnParts()
			v := a + " - " + g + " - " + s
			used[ssnKey(v)] = true
			return N("[OCR p.2] CLAIMANT'S STATEMENT\nName ", strings.ToUpper(name(l)), "   Soc. Sec. No. ", P("ssn", v), "\nDate of Loss ", K(date("US")), "   Policy No ", K(policyNo("US")), "\nHome Tel ", phs("US", pick([]int{0, 7})), "   E-mail ", em(l), "\nSignature ________  Date ", K(date("US")))
		}},
		{"obfuscated_email_forum", func() *B {
			l := loc(pick([]string{"US", "UK", "DE", "NL"}))
			g := asciiLower(pick(l.Given))
			s := strings.ReplaceAll(asciiLower(pick(l.Sur)), " ", "")
			dom := pick(l.Domains)
			v := uniq(same, func() string { return g + "." + s + digits(2) + " (at) " + dom })
			return N("Forum post in 'Pet insurance experiences': Had 3 claims with them this year, all paid within ", K(fmt.Sprint(rng(5, 20))), " days (policy type ", K("PET-"+up(2)), "). Happy to share my vet invoices, drop me a line at ", P("email", v), ".")
		}},
		{"agent_handoff_json", func() *B {
			l := rloc()
			return N(`{"tool":"crm.lookup","args":{"policy":"`, K(policyNo(l.Code)), `"},"result":{"holder":"`, name(l), `","contact":{"email":"`, em(l), `","tel":"`, phs(l.Code, 1), `"},"open_claims":`, fmt.Sprint(rng(0, 3)), `,"last_payment":"`, K(isoDate()), `"}}`)
		}},
		{"adjuster_sms_thread_us", func() *B {
			l := loc("US")
			return N("Text thread w/ insured (exported ", K(isoDate()), ")\n", K(hhmm()), " Adjuster: Hi, this is ", pick(l.Given), " from claims re ", K(claimNo("US")), ". Is this still the best number?\n", K(hhmm()), " Insured: yes this cell works, or my husband ", ph("US"), "\n", K(hhmm()), " Adjuster: Great, please email the receipts to me at ", em(l))
		}},
		{"de_schadenformular_kv", func() *B {
			l := loc("DE")
			return N("Schadenanzeige Reisekrankenversicherung\nName: ", name(l), "\nGeburtsdatum: ", K(dob("DE")), "\nReiseland: ", pick([]string{"USA", "Thailand", "Türkei", "Spanien"}), "\nBehandlungskosten: ", K(money("DE")), "\nTelefon (tagsüber): ", ph("DE"), "\nE-Mail-Adresse: ", em(l), "\nBankverbindung: siehe Anlage")
		}},
		{"it_whatsapp_agente", func() *B {
			l := loc("IT")
			return N(K(fmt.Sprintf("%02d/%02d/%d, %s", rng(1, 28), rng(1, 12), rng(2024, 2025), hhmm())), " - ", name(l), ": buongiorno, per la polizza RC famiglia ", K(policyNo("IT")), " mi richiami al ", phs("IT", pick([]int{0, 2, 3})), "? la mail è ", em(l))
		}},
		{"jp_agent_mail", func() *B {
			l := loc("JP")
			return N("件名：保険金請求書類のご案内（受付番号 ", K(digits(8)), "）\n", name(l), " 様\nいつもお世話になっております。ご請求書類を同封いたしました。ご不明点は担当 ", pick(jpKanjiSur), "（直通 ", phs("JP", pick([]int{3, 4})), "、", em(l), "）までお問い合わせください。")
		}},
		{"nl_mail_adviseur", func() *B {
			l := loc("NL")
			return N("Van: ", em(l), "\nOnderwerp: Lijfrente-uitkering ", K(policyNo("NL")), "\n\nBeste adviseur, de eerste uitkering van ", K(money("NL")), " staat gepland op ", K(date("NL")), ". Kunt u mij terugbellen op ", ph("NL"), "? Met vriendelijke groet, ", name(l))
		}},
		{"br_email_sinistro_vida", func() *B {
			l := loc("BR")
			return N("Prezados, comunico o falecimento do segurado ", name(l), " em ", K(date("BR")), " (apólice ", K(policyNo("BR")), ", capital ", K(money("BR")), "). Sou a beneficiária, meu telefone é ", ph("BR"), " e e-mail ", em(l), ". Aguardo a lista de documentos.")
		}},
		{"fr_sms_relance", func() *B {
			return N("SMS envoyé au ", phs("FR", pick([]int{0, 1, 3})), " le ", K(date("FR")), " : Votre échéance de ", K(money("FR")), " (contrat ", K(policyNo("FR")), ") est impayée. Régularisez sur l'espace client sous 10 jours.")
		}},
		{"us_card_and_ssn_intake", func() *B {
			l := loc("US")
			return N("Travel claim intake (phone): claimant ", name(l), ", SSN ", sn(), ", trip cancelled ", K(date("US")), " due to illness; nonrefundable cost ", K(money("US")), " charged on card ", cc(pick([]string{"Visa", "Mastercard"}), 0), ". Airline PNR ", K(pnr()), ", ticket ", K(fmt.Sprintf("%03d %s", pick([]int{1, 6, 16, 125}), digits(10))), ".")
		}},
	}
}

func piiTemplates() []tmpl {
	var all []tmpl
	all = append(all, claimsTemplates()...)
	all = append(all, uwTemplates()...)
	all = append(all, payTemplates()...)
	all = append(all, callTemplates()...)
	all = append(all, pensionTemplates()...)
	all = append(all, secTemplates()...)
	all = append(all, mixedTemplates()...)
	all = append(all, variantTemplates()...)
	return all
}
