package main

import (
	"fmt"
	"strings"
)

// short-hands for labelled values
func ph(code string) pv         { return P("phone", phone(code, -1)) }
func phs(code string, s int) pv { return P("phone", phone(code, s)) }
func em(l Loc) pv               { return P("email", email(l)) }
func sn() pv                    { return P("ssn", ssn("-")) }
func cc(b string, st int) pv    { return P("credit_card", card(b, st)) }
func bt(v string) pv            { return P("bearer", v) }
func jw(v string) pv            { return P("jwt", v) }

func claimsTemplates() []tmpl {
	return []tmpl{
		{"fnol_call_us_home", func() *B {
			l := loc("US")
			peril := pick([]string{"water damage (burst supply line under kitchen sink)", "wind damage to roof, shingles missing on north slope", "hail damage to siding and gutters", "theft — detached garage broken into overnight", "kitchen fire, contained, smoke damage to 2 rooms"})
			return N("FNOL call ", K(date("US")), " ", hhmm(), " ET — insured ", name(l), ", policy ", K(policyNo("US")), ". Loss: ", peril, ". Best callback ", ph("US"),
				pick([]string{" (cell)", "", " — texts OK"}), ", email for photos/estimates: ", em(l), ". Deductible ", K(money("US")), ", claim ", K(claimNo("US")), " opened, desk adjuster queue HO-", fmt.Sprint(rng(2, 9)), ".")
		}},
		{"fnol_email_uk_travel", func() *B {
			l := loc("UK")
			city := pick([]string{"Lisbon", "Malaga", "Crete", "Bangkok", "Orlando", "Reykjavik"})
			return N("Subject: Medical claim – policy ", K(policyNo("UK")), "\n\nDear Claims Team,\n\nI was admitted to hospital in ", city, " on ", K(date("UK")), " (flight home ", K(flightNo()), " missed). The invoice is ", K(pick([]string{"€", "US$"})+fmt.Sprintf("%d.%02d", rng(300, 9000), rng(0, 99))), ". My mobile while abroad is ", phs("UK", pick([]int{1, 2})),
				" and my email is ", em(l), ". Emergency assistance reference ", K("EA-"+digits(7)), ".\n\nKind regards,\n", name(l))
		}},
		{"fnol_de_tier", func() *B {
			l := loc("DE")
			return N("Schadenmeldung Tierkrankenversicherung\nVertrag: ", K(policyNo("DE")), "\nTier: ", pick([]string{"Hund „Bruno“, Labrador", "Katze „Mimi“, EKH", "Hund „Emma“, Dackel", "Pferd „Luna“, Hannoveraner"}), ", Chip-Nr. ", K(microchip()), "\nBehandlung am ", K(date("DE")), ", Rechnung Nr. ", K(invoiceNo()), " über ", K(money("DE")),
				"\nRückruf bitte unter ", ph("DE"), pick([]string{"", " (ab 17 Uhr)", " oder per Mail"}), "\nE-Mail: ", em(l))
		}},
		{"fnol_fr_mrh", func() *B {
			l := loc("FR")
			return N("Déclaration de sinistre – Multirisque habitation\nContrat n° ", K(policyNo("FR")), " — sinistre du ", K(date("FR")), " : ", pick([]string{"dégât des eaux chez le voisin du dessus", "bris de glace baie vitrée", "cambriolage, porte fracturée", "tempête, tuiles arrachées"}),
				".\nAssuré : ", name(l), "\nTél : ", ph("FR"), "\nCourriel : ", em(l), "\nFranchise contractuelle : ", K(money("FR")), ". Constat amiable dégât des eaux joint (", K("CIDRE "+digits(6)), ").")
		}},
		{"fnol_es_hogar", func() *B {
			l := loc("ES")
			return N("Apertura de siniestro hogar — póliza ", K(policyNo("ES")), ", fecha de ocurrencia ", K(date("ES")), ". Causa: ", pick([]string{"rotura de tubería en baño", "robo con fuerza en vivienda", "incendio en cocina", "filtración desde cubierta"}),
				". Asegurado/a ", name(l), ", tel. ", ph("ES"), ", correo ", em(l), ". Se asigna perito, expediente ", K(claimNo("ES")), ". Franquicia ", K(money("ES")), ".")
		}},
		{"fnol_it_casa", func() *B {
			l := loc("IT")
			return N("Denuncia sinistro polizza casa ", K(policyNo("IT")), " del ", K(date("IT")), ".\nDescrizione: ", pick([]string{"infiltrazione d'acqua dal terrazzo", "furto in appartamento", "danni da grandine al tetto", "fenomeno elettrico, caldaia fuori uso"}),
				".\nContraente: ", name(l), " — cell. ", ph("IT"), " — e-mail ", em(l), "\nNumero sinistro assegnato: ", K(claimNo("IT")), ", franchigia ", K(money("IT")))
		}},
		{"fnol_nl_inboedel", func() *B {
			l := loc("NL")
			return N("Schademelding inboedel/opstal — polisnummer ", K(policyNo("NL")), "\nSchadedatum: ", K(date("NL")), "\nOorzaak: ", pick([]string{"lekkage wasmachine", "inbraak via achterdeur", "stormschade dakpannen", "brand in keuken"}),
				"\nVerzekerde: ", name(l), ", tel. ", ph("NL"), ", e-mail ", em(l), "\nEigen risico ", K(money("NL")), " — dossier ", K(claimNo("NL")))
		}},
		{"fnol_br_residencial", func() *B {
			l := loc("BR")
			return N("Aviso de sinistro — Seguro Residencial, apólice ", K(policyNo("BR")), ". Data: ", K(date("BR")), ". Evento: ", pick([]string{"danos elétricos (queda de raio)", "roubo de bens", "vendaval, destelhamento", "alagamento"}),
				". Segurado: ", name(l), ". Celular/WhatsApp: ", ph("BR"), ". E-mail: ", em(l), ". Protocolo ", K(claimNo("BR")), ", franquia ", K(money("BR")), ", processo SUSEP ", K(susep()), ".")
		}},
		{"fnol_in_cashless", func() *B {
			l := loc("IN")
			return N("Cashless pre-authorisation intimation\nPolicy No: ", K(policyNo("IN")), " | TPA ID: ", K("TPA"+digits(8)), "\nPatient: ", name(l), ", admitted ", K(date("IN")), ", diagnosis ", K(pick(icd10)), "\nEstimated cost ", K(money("IN")),
				"\nContact mobile ", ph("IN"), ", email ", em(l), "\nHospital ROHINI ID ", K("8900080"+digits(6)))
		}},
		{"fnol_jp_kasai", func() *B {
			l := loc("JP")
			return N("【事故受付】火災保険 証券番号 ", K(policyNo("JP")), "\n事故日: ", K(date("JP")), "\n事故内容: ", pick([]string{"台風による屋根瓦の飛散", "給排水管からの漏水", "落雷による家電損害", "空き巣被害"}),
				"\n契約者: ", name(l), " 様\n連絡先: ", ph("JP"), "\nメール: ", em(l), "\n受付番号 ", K(fmt.Sprintf("J%d-%s", rng(2023, 2025), digits(6))), "、免責金額 ", K(money("JP")))
		}},
		{"adj_note_us_roof", func() *B {
			l := loc("US")
			return N("Adjuster note ", K(isoDate()), ": Inspected roof at insured risk; ", fmt.Sprint(rng(8, 30)), " sq damaged. Spoke w/ insured ", name(l), " at ", phs("US", pick([]int{0, 1, 2, 7})), "; she confirmed contractor estimate ", K(money("US")),
				" (Xactimate ", K("v"+version()), "). Public adjuster on file: ", name(l), ", ", em(l), ". Reserve set to ", K(money("US")), ". Next diary ", K(date("US")), ".")
		}},
		{"adj_note_uk_subsidence", func() *B {
			l := loc("UK")
			return N("Loss adjuster notes – claim ", K(claimNo("UK")), ". Site visit ", K(date("UK")), ", cracking to rear elevation >5mm, monitoring for 12 months. Policyholder ", name(l), " prefers calls on ", ph("UK"),
				" after 4pm; surveyor's report sent to ", em(l), ". Excess £1,000 (subsidence). Postcode ", K(postcode("UK")), ".")
		}},
		{"adj_note_de_leitungswasser", func() *B {
			l := loc("DE")
			return N("Regulierungsnotiz ", K(claimNo("DE")), " — Leitungswasserschaden, Ortstermin ", K(date("DE")), ". VN ", name(l), " telefonisch erreicht (", ph("DE"), "). Trocknungsfirma beauftragt, KV ", K(money("DE")),
				". Zahlung an VN nach Vorlage der Rechnung; Bestätigung per Mail an ", em(l), ". Selbstbehalt ", K(money("DE")), ".")
		}},
		{"adj_note_jp", func() *B {
			l := loc("JP")
			return N("損害調査メモ ", K(claimNo("JP")), "：", K(date("JP")), " 現地立会い済み。契約者 ", name(l), " 様（携帯 ", phs("JP", pick([]int{0, 1, 5})), "）より修理見積書 ", K(money("JP")), " を受領。追加資料はメール ", em(l), " 宛に依頼。")
		}},
		{"adj_note_us_death_claim", func() *B {
			l := loc("US")
			return N("Death claim ", K(claimNo("US")), " — decedent ", name(l), ", SSN ", sn(), ", DOD ", K(date("US")), ", policy ", K(policyNo("US")), " face ", K(money("US")),
				". Certified death certificate received. Beneficiary ", name(l), " (", pick([]string{"spouse", "daughter", "son", "brother"}), ") can be reached at ", ph("US"), ". Contestability period ended ", K(date("US")), ".")
		}},
		{"adj_note_fr_deces", func() *B {
			l := loc("FR")
			return N("Dossier décès assurance vie ", K(policyNo("FR")), " : décès de l'assuré le ", K(date("FR")), ". Bénéficiaire désigné : ", name(l), ", joignable au ", ph("FR"), " ou par courriel ", em(l), ". Capital décès ", K(money("FR")), ", art. 990 I applicable. Notaire : Me ", pick(loc("FR").Sur), ".")
		}},
		{"csv_policyholders_us", func() *B {
			l := loc("US")
			b := N("policy_no,insured_name,dob,ssn,phone,email,annual_premium,effective\n")
			for i := 0; i < rng(2, 3); i++ {
				b.S(K(policyNo("US")), ",", strings.ReplaceAll(name(l), "'", ""), ",", K(dob("US")), ",", sn(), ",", phs("US", pick([]int{1, 0, 6})), ",", em(l), ",", K(fmt.Sprintf("%d.%02d", rng(300, 9000), rng(0, 99))), ",", K(isoDate()), "\n")
			}
			return b
		}},
		{"csv_bordereau_uk", func() *B {
			l := loc("UK")
			b := N("Policy Ref|Insured|Postcode|Contact Tel|Email|GWP|IPT\n")
			for i := 0; i < rng(2, 3); i++ {
				b.S(K(policyNo("UK")), "|", name(l), "|", K(postcode("UK")), "|", ph("UK"), "|", em(l), "|", K(fmt.Sprintf("%d.%02d", rng(150, 3000), rng(0, 99))), "|", K(fmt.Sprintf("%d.%02d", rng(10, 300), rng(0, 99))), "\n")
			}
			return b
		}},
		{"tsv_bestand_de", func() *B {
			l := loc("DE")
			b := N("VSNR\tName\tGeb.-Datum\tTelefon\tE-Mail\tJahresbeitrag\n")
			for i := 0; i < rng(2, 3); i++ {
				b.S(K(policyNo("DE")), "\t", name(l), "\t", K(dob("DE")), "\t", phs("DE", pick([]int{0, 1, 4, 6})), "\t", em(l), "\t", K(fmt.Sprintf("%d,%02d", rng(90, 2400), rng(0, 99))), "\n")
			}
			return b
		}},
		{"json_policy_api_us", func() *B {
			l := loc("US")
			return N(`{"policyNumber":"`, K(policyNo("US")), `","status":"IN_FORCE","insured":{"name":"`, name(l), `","dateOfBirth":"`, K(isoDate()), `","ssn":"`, sn(), `","email":"`, em(l), `","phone":"`, phs("US", pick([]int{1, 9, 0})),
				`"},"premium":{"amount":`, K(fmt.Sprintf("%d.%02d", rng(100, 5000), rng(0, 99))), `,"mode":"MONTHLY"},"naic":"`, K(naic()), `"}`)
		}},
		{"json_claim_webhook", func() *B {
			c := pick([]string{"UK", "DE", "FR", "NL", "IT", "ES"})
			l := loc(c)
			return N(`{"event":"claim.created","id":"`, K("evt_"+randFrom(alnum, 20)), `","created":"`, K(isoTS()), `","data":{"claimNumber":"`, K(claimNo(c)), `","policy":"`, K(policyNo(c)), `","claimant":{"fullName":"`, name(l), `","email":"`, em(l), `","mobile":"`, phs(c, pick([]int{1, 2})), `"},"reserve":`, K(fmt.Sprint(rng(500, 90000))), `,"currency":"`, pick([]string{"EUR", "GBP"}), `"}}`)
		}},
		{"sql_insert_beneficiary", func() *B {
			l := loc("US")
			b := N("INSERT INTO beneficiary (policy_id, full_name, relationship, ssn, share_pct, phone) VALUES\n")
			pol := policyNo("US")
			n := rng(2, 3)
			for i := 0; i < n; i++ {
				b.S("  ('", K(pol), "', '", strings.ReplaceAll(name(l), "'", "''"), "', '", pick([]string{"SPOUSE", "CHILD", "SIBLING", "TRUST"}), "', '", P("ssn", ssn(pick([]string{"-", "-", ""}))), "', ", fmt.Sprint(100/n), ", '", phs("US", pick([]int{1, 6})), "')")
				if i < n-1 {
					b.S(",\n")
				} else {
					b.S(";")
				}
			}
			return b
		}},
		{"psql_participants", func() *B {
			l := loc("US")
			b := N(" participant_id |      name       |     ssn     | deferral_pct |  hire_date\n----------------+-----------------+-------------+--------------+------------\n")
			for i := 0; i < rng(2, 4); i++ {
				b.S(" ", K(fmt.Sprint(rng(100000, 999999))), "         | ", fmt.Sprintf("%-15s", name(l)), " | ", sn(), " | ", fmt.Sprintf("%12s", fmt.Sprintf("%d.0", rng(1, 15))), " | ", K(isoDate()), "\n")
			}
			b.S("(rows)")
			return b
		}},
		{"markdown_claims_triage", func() *B {
			c := pick([]string{"US", "UK"})
			l := loc(c)
			b := N("| Claim | Peril | Claimant | Callback | Reserve |\n|---|---|---|---|---|\n")
			for i := 0; i < rng(2, 3); i++ {
				b.S("| ", K(claimNo(c)), " | ", pick([]string{"Water", "Fire", "Theft", "Wind", "Pet illness", "Trip cancellation"}), " | ", name(l), " | ", ph(c), " | ", K(money(c)), " |\n")
			}
			return b
		}},
		{"census_fixedwidth_group_life", func() *B {
			l := loc("US")
			b := N("GROUP LIFE CENSUS  group ", K(groupNo()), "  as of ", K(date("US")), "\nEMP-ID  LAST           FIRST      DOB         SSN          SALARY\n")
			for i := 0; i < rng(2, 4); i++ {
				b.S(K(fmt.Sprintf("E%05d", rng(1, 99999))), "  ", fmt.Sprintf("%-14s", pick(l.Sur)), " ", fmt.Sprintf("%-10s", pick(l.Given)), " ", K(dob("US")), "  ", sn(), "  ", K(fmt.Sprint(rng(32000, 240000))), "\n")
			}
			return b
		}},
		{"csv_br_corretora", func() *B {
			l := loc("BR")
			b := N("apolice;segurado;nascimento;celular;email;premio_mensal\n")
			for i := 0; i < rng(2, 3); i++ {
				b.S(K(policyNo("BR")), ";", name(l), ";", K(dob("BR")), ";", phs("BR", pick([]int{0, 1, 3})), ";", em(l), ";", K(fmt.Sprintf("%d,%02d", rng(40, 900), rng(0, 99))), "\n")
			}
			return b
		}},
		{"tsv_in_health_members", func() *B {
			l := loc("IN")
			b := N("Member ID\tName\tRelation\tAge\tMobile\tEmail\tSum Insured\n")
			for i := 0; i < rng(2, 3); i++ {
				b.S(K(memberID()), "\t", name(l), "\t", pick([]string{"Self", "Spouse", "Son", "Daughter", "Father", "Mother"}), "\t", fmt.Sprint(rng(3, 78)), "\t", phs("IN", pick([]int{0, 1, 4})), "\t", em(l), "\t", K(indianGroup(pick([]int{300000, 500000, 1000000, 2500000}))), "\n")
			}
			return b
		}},
		{"acord_txlife_app", func() *B {
			l := loc("US")
			return N(`<TXLife Version="`, K("2.43.00"), `"><TXLifeRequest><TransRefGUID>`, K(uuid()), `</TransRefGUID><TransType tc="103">New Business Submission</TransType><OLifE><Holding id="Holding_1"><Policy><PolNumber>`, K(policyNo("US")), `</PolNumber><ProductCode>`, K("TERM20-"+digits(2)), `</ProductCode></Policy></Holding><Party id="Party_1"><GovtID>`, P("ssn", ssn(pick([]string{"", "-"}))), `</GovtID><GovtIDTC tc="1">Social Security Number</GovtIDTC><Person><FirstName>`, pick(l.Given), `</FirstName><LastName>`, pick(l.Sur), `</LastName><BirthDate>`, K(isoDate()), `</BirthDate></Person><Phone><PhoneTypeCode tc="12">Mobile</PhoneTypeCode><AreaCode>`,
				func() []any {
					a, e, s := nanpParts()
					used[phoneKey(a+e+s)] = true
					return []any{a, `</AreaCode><DialNumber>`, P("phone", e+s)}
				}(), `</DialNumber></Phone><EMailAddress><AddrLine>`, em(l), `</AddrLine></EMailAddress></Party></OLifE></TXLifeRequest></TXLife>`)
		}},
		{"acord_pc_homeowners", func() *B {
			l := loc("US")
			return N(`<ACORD><SignonRq><ClientApp><Org>`, pick([]string{"BrokerLink", "AgencyPort"}), `</Org><Version>`, K(version()), `</Version></ClientApp></SignonRq><InsuranceSvcRq><RqUID>`, K(uuid()), `</RqUID><HomePolicyQuoteInqRq><InsuredOrPrincipal><GeneralPartyInfo><NameInfo><PersonName><Surname>`, pick(l.Sur), `</Surname><GivenName>`, pick(l.Given), `</GivenName></PersonName></NameInfo><Communications><PhoneInfo><PhoneTypeCd>Phone</PhoneTypeCd><PhoneNumber>`,
				P("phone", func() string {
					a, e, s := nanpParts()
					v := "+1-" + a + "-" + e + s
					used[phoneKey(v)] = true
					return v
				}()), `</PhoneNumber></PhoneInfo><EmailInfo><EmailAddr>`, em(l), `</EmailAddr></EmailInfo></Communications></GeneralPartyInfo></InsuredOrPrincipal><Dwell><Construction><YearBuilt>`, fmt.Sprint(rng(1950, 2020)), `</YearBuilt></Construction><Coverage><CoverageCd>DWELL</CoverageCd><Limit><FormatCurrencyAmt><Amt>`, K(fmt.Sprint(rng(150, 900)*1000)), `</Amt></FormatCurrencyAmt></Limit></Coverage></Dwell></HomePolicyQuoteInqRq></InsuranceSvcRq></ACORD>`)
		}},
		{"acord_txlife_bene", func() *B {
			l := loc("US")
			return N(`<Relation id="Rel_`, fmt.Sprint(rng(2, 9)), `" OriginatingObjectID="Holding_1" RelatedObjectID="Party_`, fmt.Sprint(rng(2, 9)), `"><RelationRoleCode tc="34">Primary Beneficiary</RelationRoleCode><InterestPercent>`, pick([]string{"100", "50", "60", "40"}), `</InterestPercent></Relation><Party id="Party_2"><FullName>`, name(l), `</FullName><GovtID>`, P("ssn", ssn("")), `</GovtID><GovtIDTC tc="1"/><Person><BirthDate>`, K(isoDate()), `</BirthDate></Person><Address><Zip>`, K(postcode("US")), `</Zip></Address></Party>`)
		}},
		{"acord_payment_cc", func() *B {
			b := pick([]string{"Visa", "Mastercard", "Amex", "Discover"})
			code := map[string]string{"Visa": "VISA", "Mastercard": "MC", "Amex": "AMEX", "Discover": "DISC"}[b]
			return N(`<PaymentOption><PaymentMethodCd>CC</PaymentMethodCd><CreditCardInfo><CreditCardTypeCd>`, code, `</CreditCardTypeCd><CreditCardNumber>`, cc(b, 2), `</CreditCardNumber><CreditCardExpirationDt>`, K(fmt.Sprintf("%d-%02d", rng(2026, 2031), rng(1, 12))), `</CreditCardExpirationDt></CreditCardInfo><InstallmentInfo><InstallmentAmt><Amt>`, K(fmt.Sprintf("%d.%02d", rng(40, 900), rng(0, 99))), `</Amt></InstallmentAmt></InstallmentInfo></PaymentOption><PolicyNumber>`, K(policyNo("US")), `</PolicyNumber>`)
		}},
		{"acord_claim_fnol_xml", func() *B {
			l := loc("US")
			return N(`<ClaimsNotificationAddRq><RqUID>`, K(uuid()), `</RqUID><Policy><PolicyNumber>`, K(policyNo("US")), `</PolicyNumber><NAICCd>`, K(naic()), `</NAICCd></Policy><ClaimsOccurrence><LossDt>`, K(isoDate()), `</LossDt><LossCauseCd>`, pick([]string{"water", "wind", "hail", "theft"}), `</LossCauseCd></ClaimsOccurrence><ClaimsParty><GeneralPartyInfo><Communications><PhoneInfo><PhoneNumber>`, phs("US", 1), `</PhoneNumber></PhoneInfo><EmailInfo><EmailAddr>`, em(l), `</EmailAddr></EmailInfo></Communications></GeneralPartyInfo><ClaimsPartyInfo><ClaimsPartyRoleCd>Claimant</ClaimsPartyRoleCd></ClaimsPartyInfo></ClaimsParty></ClaimsNotificationAddRq>`)
		}},
	}
}
