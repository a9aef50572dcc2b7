package main

import "fmt"

func callTemplates() []tmpl {
	return []tmpl{
		{"call_us_annuity", func() *B {
			l := loc("US")
			return N("Inbound call ", K(date("US")), " ", K(hhmm()), " — owner ", name(l), " re annuity contract ", K(contractNo()), ". Verified w/ DOB + last 4 of SSN (", K(maskedSSN()), "); caller then read full SSN ", P("ssn", ssn(pick([]string{"-", " ", ""}))), " unprompted. Requested partial withdrawal ", K(money("US")), ", surrender charge ", K(pct()), ". Updated phone to ", ph("US"), ". Ticket ", K(ticketNo()), ".")
		}},
		{"call_uk_pension", func() *B {
			l := loc("UK")
			return N("Call note ", K(date("UK")), ": member ", name(l), " (scheme ref ", K("SCH"+digits(7)), ") asked about taking 25% tax-free cash at ", fmt.Sprint(rng(55, 67)), ". Pension Wise guidance offered. New mobile ", ph("UK"), ", new email ", em(l), ". Fund value ", K(money("UK")), " as at ", K(date("UK")), ".")
		}},
		{"call_de_rente", func() *B {
			l := loc("DE")
			return N("Telefonnotiz ", K(date("DE")), ", ", K(hhmm()), " Uhr: Kunde ", name(l), " ruft wegen Riester-Vertrag ", K(policyNo("DE")), " an, möchte Zulagenantrag für ", K(fmt.Sprint(rng(2022, 2025))), " stellen. Neue Handynummer ", ph("DE"), ", Mail ", em(l), ". Rückruf durch Fachabteilung zugesagt.")
		}},
		{"call_fr_av", func() *B {
			l := loc("FR")
			return N("Appel entrant le ", K(date("FR")), " — M./Mme ", name(l), ", contrat d'assurance vie ", K(policyNo("FR")), ", demande de rachat partiel de ", K(money("FR")), ". Nouveau numéro : ", ph("FR"), ". Courriel de confirmation envoyé à ", em(l), ". Fiscalité : contrat de plus de 8 ans.")
		}},
		{"call_es_pension", func() *B {
			l := loc("ES")
			return N("Nota de llamada ", K(date("ES")), ": el partícipe ", name(l), " del plan de pensiones ", K("PP-"+digits(6)), " solicita movilización a otra gestora. Derechos consolidados ", K(money("ES")), ". Nuevo teléfono ", ph("ES"), ", email ", em(l), ".")
		}},
		{"call_it_vita", func() *B {
			l := loc("IT")
			return N("Chiamata del ", K(date("IT")), ": il contraente ", name(l), " chiede il valore di riscatto della polizza vita ", K(policyNo("IT")), " (", K(money("IT")), " al ", K(date("IT")), "). Recapito aggiornato: ", ph("IT"), ", PEC/email ", em(l), ".")
		}},
		{"call_nl_pensioen", func() *B {
			l := loc("NL")
			return N("Telefoonnotitie ", K(date("NL")), ": deelnemer ", name(l), " vraagt naar waardeoverdracht van zijn pensioen (", K("deelnemersnr. "+digits(8)), "). Nieuw telefoonnummer ", ph("NL"), ", e-mailadres ", em(l), ". UPO ", K(fmt.Sprint(rng(2022, 2025))), " opnieuw verstuurd.")
		}},
		{"call_br_previdencia", func() *B {
			l := loc("BR")
			return N("Registro de atendimento ", K(date("BR")), " — participante ", name(l), " do plano PGBL ", K("PGBL-"+digits(7)), " solicita portabilidade de ", K(money("BR")), ". Telefone atualizado: ", ph("BR"), ". E-mail: ", em(l), ". Protocolo ANS/SUSEP ", K(digits(20)), ".")
		}},
		{"call_in_lic", func() *B {
			l := loc("IN")
			return N("Call log ", K(date("IN")), ": policyholder ", name(l), " (policy ", K(policyNo("IN")), ") reports maturity claim cheque not received; maturity amount ", K(money("IN")), ". Alternate number ", ph("IN"), ", email ", em(l), ". Branch code ", K(fmt.Sprint(rng(100, 999))+up(1)), ".")
		}},
		{"call_jp_nenkin", func() *B {
			l := loc("JP")
			return N("入電記録 ", K(date("JP")), " ", K(hhmm()), "：個人年金保険 ", K(policyNo("JP")), " の契約者 ", name(l), " 様より年金受取口座変更の依頼。折り返し先 ", ph("JP"), "、書類送付先メール ", em(l), "。")
		}},
		{"portal_us", func() *B {
			l := loc("US")
			return N("Portal message from policyholder: Hi, I submitted my claim ", K(claimNo("US")), " on ", K(date("US")), " for my dog's surgery (", K(money("US")), "). Nobody has called me back. My SSN is ", sn(), " if you need it to find me, and my number is ", ph("US"), ". Thanks, ", name(l))
		}},
		{"portal_uk", func() *B {
			l := loc("UK")
			return N("Secure message: Hello, can you confirm my direct debit date changed to the ", fmt.Sprint(rng(1, 28)), "th? Policy ", K(policyNo("UK")), ". Please ring me on ", ph("UK"), " or email ", em(l), " — I'm away until ", K(date("UK")), ". Cheers, ", pick(l.Given))
		}},
		{"portal_de", func() *B {
			l := loc("DE")
			return N("Nachricht aus dem Kundenportal: Guten Tag, meine Hausratversicherung ", K(policyNo("DE")), " soll ab ", K(date("DE")), " auf die neue Adresse laufen (PLZ ", K(postcode("DE")), "). Erreichbar unter ", ph("DE"), ". Mit freundlichen Grüßen ", name(l), " (", em(l), ")")
		}},
		{"portal_fr", func() *B {
			l := loc("FR")
			return N("Message via l'espace client : Bonjour, suite au sinistre ", K(claimNo("FR")), ", l'expert doit passer quand ? Vous pouvez me joindre au ", ph("FR"), ". Mon adresse mail : ", em(l), ". Cordialement, ", name(l))
		}},
		{"portal_es", func() *B {
			l := loc("ES")
			return N("Mensaje del área de clientes: Hola, necesito el certificado de seguro de viaje para el visado (póliza ", K(policyNo("ES")), ", viaje del ", K(date("ES")), " al ", K(date("ES")), "). Mi teléfono es ", ph("ES"), " y mi correo ", em(l), ". Gracias.")
		}},
		{"portal_it", func() *B {
			l := loc("IT")
			return N("Messaggio area riservata: Buongiorno, ho cambiato numero di cellulare, il nuovo è ", ph("IT"), ". Vi prego di aggiornare anche l'e-mail in ", em(l), ". Polizza ", K(policyNo("IT")), ". Grazie, ", name(l))
		}},
		{"portal_nl", func() *B {
			l := loc("NL")
			return N("Bericht via MijnPolis: Goedemiddag, mijn kat is op ", K(date("NL")), " geopereerd (factuur ", K(money("NL")), "). Kunt u mij bellen op ", ph("NL"), "? Of mailen naar ", em(l), ". Polis ", K(policyNo("NL")), ".")
		}},
		{"portal_br", func() *B {
			l := loc("BR")
			return N("Mensagem do portal: Olá, gostaria de cancelar o seguro viagem ", K(policyNo("BR")), " e receber o reembolso de ", K(money("BR")), ". Meu WhatsApp é ", ph("BR"), " e meu e-mail ", em(l), ". Obrigado(a), ", name(l))
		}},
		{"portal_in", func() *B {
			l := loc("IN")
			return N("Grievance via portal: Sir/Madam, my reimbursement claim ", K(claimNo("IN")), " for ", K(money("IN")), " is pending since ", K(date("IN")), ". Kindly call on ", ph("IN"), " or mail ", em(l), ". Policy ", K(policyNo("IN")), ". Regards, ", name(l))
		}},
		{"portal_jp", func() *B {
			l := loc("JP")
			return N("お問い合わせフォーム：ペット保険 ", K(policyNo("JP")), " の保険金請求（", K(money("JP")), "）の進捗を教えてください。電話 ", ph("JP"), "、メール ", em(l), " までご連絡ください。", name(l))
		}},
	}
}

func pensionTemplates() []tmpl {
	return []tmpl{
		{"k401_enroll_csv", func() *B {
			l := loc("US")
			b := N("plan_id,employee_ssn,first,last,email,deferral_pct,roth_pct,hire_date\n")
			pl := fmt.Sprint(rng(100000, 999999)) + "-" + planNo()
			for i := 0; i < rng(2, 3); i++ {
				b.S(K(pl), ",", sn(), ",", pick(l.Given), ",", pick(l.Sur), ",", em(l), ",", fmt.Sprint(rng(1, 15)), ",", fmt.Sprint(rng(0, 5)), ",", K(isoDate()), "\n")
			}
			return b
		}},
		{"k401_hardship", func() *B {
			l := loc("US")
			return N("Hardship withdrawal request — participant ", name(l), ", SSN ", sn(), ", plan ", K(planNo()), " (EIN ", K(ein()), "). Reason: ", pick([]string{"prevent eviction", "medical expenses", "funeral expenses", "tuition"}), ". Amount ", K(money("US")), ", 20% federal withholding. Participant cell ", ph("US"), ". Form ", K("HW-"+fmt.Sprint(rng(2022, 2025))), ".")
		}},
		{"k401_rollover_itin", func() *B {
			l := loc(pick([]string{"IN", "BR", "JP", "DE"}))
			return N("Rollover out — former employee ", name(l), " (nonresident alien, ITIN ", P("ssn", itin("-")), ") requests direct rollover of ", K(money("US")), " to IRA at ", pick([]string{"Fidelity", "Schwab", "Vanguard"}), ", account ", K("Z"+digits(8)), ". W-8BEN on file ", K(date("US")), ". Contact ", em(l), ", ", phs(l.Code, 1), ".")
		}},
		{"pension_uk_transfer", func() *B {
			l := loc("UK")
			return N("Transfer out request — DB scheme ", K("PSTR "+digits(8)+up(2)), ". Member ", name(l), ", DOB ", K(dob("UK")), ", CETV ", K(money("UK")), " guaranteed until ", K(date("UK")), ". Receiving scheme: ", pick([]string{"Aviva SIPP", "AJ Bell SIPP", "Nest"}), ". Member email ", em(l), ", tel ", ph("UK"), ". Appropriate independent advice confirmed (FCA ", K(fmt.Sprint(rng(100000, 999999))), ").")
		}},
		{"pension_de_bav", func() *B {
			l := loc("DE")
			return N("bAV-Entgeltumwandlung: Mitarbeiter ", name(l), " (Personalnr. ", K(fmt.Sprint(rng(10000, 99999))), ") wandelt ab ", K(date("DE")), " monatlich ", K(money("DE")), " in die Direktversicherung ", K(policyNo("DE")), " um; AG-Zuschuss 15 %. Rückfragen HR: ", em(l), ", ", ph("DE"), ".")
		}},
		{"k401_recordkeeper_api", func() *B {
			tok := jwt(subID())
			return N("POST /v2/plans/", K(fmt.Sprint(rng(100000, 999999))), "/participants HTTP/1.1\nHost: api.recordkeeper-example.com\nAuthorization: Bearer ", jw(tok), "\nContent-Type: application/json\n\n{\"ssn\":\"", sn(), "\",\"deferralPercent\":", fmt.Sprint(rng(1, 15)), ",\"effectiveDate\":\"", K(isoDate()), "\"}")
		}},
		{"k401_loan", func() *B {
			l := loc("US")
			return N("401(k) loan application — ", name(l), ", SSN ", P("ssn", ssn(pick([]string{"-", " "}))), ". Vested balance ", K(money("US")), ", loan ", K(money("US")), " over ", fmt.Sprint(rng(1, 5)), " years at prime + 1 (", K(pct()), "). Repay via payroll, ", pick([]string{"biweekly", "semi-monthly"}), ". Docs to ", em(l), ".")
		}},
		{"rmd_letter", func() *B {
			l := loc("US")
			return N(name(l), "\nContract ", K(contractNo()), "   SSN/TIN: ", sn(), "\n\nYour ", K(fmt.Sprint(rng(2024, 2026))), " Required Minimum Distribution is ", K(money("US")), ", based on the ", K(date("US")), " value of ", K(money("US")), " and a Uniform Lifetime Table divisor of ", fmt.Sprintf("%d.%d", rng(18, 27), rng(0, 9)), ". Questions: reply to ", em(l), ".")
		}},
		{"f1099r_extract", func() *B {
			l := loc("US")
			b := N("1099-R extract — payer TIN ", K(ein()), ", tax year ", K(fmt.Sprint(rng(2023, 2025))), "\nRECIPIENT_TIN|NAME|BOX1_GROSS|BOX2A_TAXABLE|BOX7\n")
			for i := 0; i < rng(2, 3); i++ {
				v := ssn("-")
				if chance(0.3) {
					v = itin("-")
				}
				b.S(P("ssn", v), "|", name(l), "|", K(fmt.Sprintf("%d.%02d", rng(1000, 90000), rng(0, 99))), "|", K(fmt.Sprintf("%d.%02d", rng(500, 90000), rng(0, 99))), "|", pick([]string{"7", "1", "G", "4"}), "\n")
			}
			return b
		}},
		{"edi_834", func() *B {
			l := loc("US")
			ln, fn := pick(l.Sur), pick(l.Given)
			a, e, s := nanpParts()
			used[phoneKey(a+e+s)] = true
			sv := ssn("")
			return N("ISA*00*          *00*          *ZZ*", K(fmt.Sprintf("%-15s", "EMPLOYERX")), "*ZZ*CARRIERY       *", K(fmt.Sprintf("%02d%02d%02d", rng(24, 25), rng(1, 12), rng(1, 28))), "*1200*^*00501*", K(digits(9)), "*0*P*:~\nINS*Y*18*021*28*A***FT~\nREF*0F*", P("ssn", sv), "~\nNM1*IL*1*", ln, "*", fn, "****34*",
				sv, "~\nPER*IP**TE*", P("phone", a+e+s), "*EM*", em(l), "~\nDMG*D8*", K(fmt.Sprintf("%d%02d%02d", rng(1950, 2000), rng(1, 12), rng(1, 28))), "*", pick([]string{"F", "M"}), "~\nHD*021**HLT*", K("GOLD"+digits(4)), "*EMP~")
		}},
	}
}
