package main

import "fmt"

func uwTemplates() []tmpl {
	return []tmpl{
		{"uw_questionnaire_us_life", func() *B {
			l := loc("US")
			return N("Part A — Proposed Insured\n1. Name: ", name(l), "\n2. Date of birth: ", K(dob("US")), "\n3. Social Security Number: ", P("ssn", ssn(pick([]string{"-", "-", " "}))), "\n4. Height/Weight: ", fmt.Sprintf("%d'%d\" / %d lb", rng(5, 6), rng(0, 11), rng(110, 260)),
				"\n5. Tobacco/nicotine in last 12 months? ", pick([]string{"No", "Yes – cigars, 2/month"}), "\n6. Daytime phone: ", ph("US"), "\n7. Face amount applied for: ", K(money("US")), " (", pick([]string{"Term 20", "Term 30", "IUL", "Whole Life"}), ")\nForm ", K("ICC"+fmt.Sprint(rng(15, 24))+"-APP-"+digits(3)))
		}},
		{"uw_paramed_schedule", func() *B {
			l := loc("US")
			return N("Paramed exam ordered ", K(date("US")), " via ", pick([]string{"ExamOne", "APPS", "Portamedic"}), " — order ", K("EX"+digits(8)), ". Applicant ", name(l), ", cell ", phs("US", pick([]int{0, 1, 2, 3})), ", email ", em(l), ". Requirements: blood/urine, EKG (age ", fmt.Sprint(rng(50, 70)), "), MIB check. Case ", K(policyNo("US")), ".")
		}},
		{"uw_de_bu_antrag", func() *B {
			l := loc("DE")
			return N("Antrag Berufsunfähigkeitsversicherung — Antragsnr. ", K("A-"+digits(8)), "\nVersicherte Person: ", name(l), ", geb. ", K(dob("DE")), "\nBeruf: ", pick([]string{"Industriemechaniker", "Lehrerin (verbeamtet)", "Softwareentwickler", "Pflegefachkraft"}), ", BU-Rente ", K(money("DE")), " mtl.\nGesundheitsfragen: ", pick([]string{"alle mit Nein beantwortet", "Frage 4 (Rücken) mit Ja, Befundbericht folgt"}),
				"\nRückfragen an: ", ph("DE"), " / ", em(l))
		}},
		{"uw_uk_protection", func() *B {
			l := loc("UK")
			return N("Income protection application ", K("APP"+digits(7)), " — applicant ", name(l), ", DOB ", K(dob("UK")), ", occupation class ", fmt.Sprint(rng(1, 4)), ", deferred period 13 weeks, benefit ", K(money("UK")), "/month. GP report requested (", K("GPR-"+digits(6)), "). Applicant contact: ", ph("UK"), ", ", em(l), ".")
		}},
		{"uw_jp_kokuchi", func() *B {
			l := loc("JP")
			return N("告知書（医療保険）申込番号 ", K(digits(4)+"-"+digits(6)), "\n被保険者: ", name(l), "（", K(dob("JP")), "生）\n質問3: 過去5年以内の入院・手術 → ", pick([]string{"なし", "あり（虫垂炎 2021年）"}), "\n連絡先電話: ", ph("JP"), "\nメールアドレス: ", em(l))
		}},
		{"uw_in_proposal", func() *B {
			l := loc("IN")
			return N("Proposal Form — Term Plan (UIN ", K(uin()), ")\nProposer: ", name(l), ", DOB ", K(dob("IN")), ", Annual income ", K(money("IN")), "\nNominee: ", name(l), " (", pick([]string{"Wife", "Husband", "Mother", "Son"}), ")\nMobile: ", ph("IN"), "  Email: ", em(l), "\nPIN code ", K(postcode("IN")))
		}},
		{"uw_it_questionario", func() *B {
			l := loc("IT")
			return N("Questionario sanitario TCM — proposta n. ", K(digits(8)), "\nAssicurando: ", name(l), ", nato/a il ", K(dob("IT")), "\nFumatore: ", pick([]string{"no", "sì, 10 sigarette/die"}), " — BMI ", fmt.Sprintf("%d,%d", rng(19, 33), rng(0, 9)), "\nCapitale ", K(money("IT")), "\nRecapito: ", ph("IT"), " — ", em(l))
		}},
		{"uw_aps_request", func() *B {
			l := loc("US")
			return N("Attending Physician Statement request\nTo: ", pick([]string{"Dr. ", "Dr. "}), pick(l.Sur), ", NPI ", K(npi()), "\nRe: patient ", name(l), ", DOB ", K(dob("US")), ", SSN ", P("ssn", ssn(pick([]string{"-", " "}))), "\nPlease send records ", K(fmt.Sprint(rng(2018, 2021))), "–present (ICD ", K(pick(icd10)), "). HIPAA authorization signed ", K(date("US")), ". Case ", K(policyNo("US")), ".")
		}},
		{"bene_form_us", func() *B {
			l := loc("US")
			p1 := rng(5, 9) * 10
			return N("CHANGE OF BENEFICIARY — Policy ", K(policyNo("US")), "\nPrimary: ", name(l), ", spouse, SSN ", sn(), ", ", fmt.Sprint(p1), "%\nPrimary: ", name(l), ", child, SSN ", sn(), ", ", fmt.Sprint(100-p1), "%\nContingent: ", name(l), " Revocable Trust dtd ", K(date("US")), ", TIN ", K(ein()), "\nOwner signature date ", K(date("US")))
		}},
		{"bene_mail_uk", func() *B {
			l := loc("UK")
			return N("Hi, I'd like to update the nominated beneficiary on my life policy ", K(policyNo("UK")), " from my ex-partner to my daughter, ", name(l), " (born ", K(dob("UK")), "). Her mobile is ", ph("UK"), " and email ", em(l), ". Please send the expression of wish form. Thanks, ", name(l))
		}},
		{"bene_de_bezugsrecht", func() *B {
			l := loc("DE")
			return N("Änderung des Bezugsrechts zur Lebensversicherung ", K(policyNo("DE")), ": widerrufliches Bezugsrecht ab ", K(date("DE")), " zugunsten ", name(l), " (Ehepartner). Kontakt Bezugsberechtigte/r: ", ph("DE"), ", ", em(l), ". Bitte Bestätigung schriftlich.")
		}},
		{"bene_br_beneficiario", func() *B {
			l := loc("BR")
			return N("Solicito a inclusão de beneficiário no seguro de vida ", K(policyNo("BR")), ": ", name(l), ", filho(a), ", fmt.Sprint(rng(10, 60)), "%. Contato do beneficiário: ", ph("BR"), " / ", em(l), ". Data da solicitação ", K(date("BR")), ".")
		}},
		{"bene_401k_portal", func() *B {
			l := loc("US")
			return N("[Plan ", K(planNo()), " · participant portal] Beneficiary update submitted ", K(isoTS()), ": primary ", name(l), " (spouse, SSN ", P("ssn", ssn("-")), ") 100%. Spousal consent not required. Confirmation #", K(digits(9)), " emailed to ", em(l), ".")
		}},
		{"bene_es_designacion", func() *B {
			l := loc("ES")
			return N("Designación de beneficiarios — seguro de vida ", K(policyNo("ES")), ": 1) ", name(l), ", cónyuge, ", fmt.Sprint(rng(5, 8)*10), "%; 2) hijos a partes iguales. Teléfono de contacto del tomador: ", ph("ES"), ". Enviar certificado a ", em(l), ".")
		}},
		{"bene_nl_begunstigde", func() *B {
			l := loc("NL")
			return N("Wijziging begunstiging overlijdensrisicoverzekering ", K(policyNo("NL")), " per ", K(date("NL")), ": eerst de partner, ", name(l), ", daarna de kinderen. Bereikbaar op ", ph("NL"), ", mail ", em(l), ".")
		}},
	}
}

func payTemplates() []tmpl {
	return []tmpl{
		{"pay_call_us_card", func() *B {
			l := loc("US")
			b := pick([]string{"Visa", "Mastercard", "Amex", "Discover"})
			return N("Call ", K(date("US")), ": insured ", name(l), " paid renewal premium ", K(money("US")), " on policy ", K(policyNo("US")), " with ", b, " ", cc(b, pick([]int{0, 0, 2, 1})), " exp ", K(expiry()), ". Auth code ", K(randFrom("ABCDEFGHJK0123456789", 6)), ", confirmation ", K("PMT-"+digits(8)), ". Receipt to ", em(l), ".")
		}},
		{"pay_uk_card_phone", func() *B {
			l := loc("UK")
			b := pick([]string{"Visa", "Mastercard", "Maestro"})
			return N("Customer ", name(l), " rang to pay the outstanding home insurance instalment (", K(money("UK")), ", policy ", K(policyNo("UK")), "). Card: ", b, " ", cc(b, pick([]int{0, 2})), ", expiry ", K(expiry()), ". Callback number left: ", ph("UK"), ". Ref ", K("PAY/"+digits(6)), ".")
		}},
		{"pay_de_kreditkarte", func() *B {
			l := loc("DE")
			b := pick([]string{"Visa", "Mastercard"})
			return N("Beitragszahlung per Kreditkarte — VN ", name(l), ", Vertrag ", K(policyNo("DE")), ", Betrag ", K(money("DE")), "\nKartennummer: ", cc(b, pick([]int{0, 2, 1})), ", gültig bis ", K(expiry()), "\nBeleg an ", em(l))
		}},
		{"pay_fr_cb", func() *B {
			l := loc("FR")
			b := pick([]string{"Visa", "Mastercard"})
			return N("Bonjour, je souhaite régler ma cotisation annuelle (", K(money("FR")), ", contrat ", K(policyNo("FR")), ") par carte bancaire : ", cc(b, 0), ", expiration ", K(expiry()), ". Merci de m'envoyer l'attestation à ", em(l), ". ", name(l))
		}},
		{"pay_es_tarjeta", func() *B {
			l := loc("ES")
			b := pick([]string{"Visa", "Mastercard"})
			return N("Cobro de prima — póliza ", K(policyNo("ES")), ". El cliente ", name(l), " facilita tarjeta ", cc(b, pick([]int{0, 1})), " (caducidad ", K(expiry()), ") para el recibo de ", K(money("ES")), ". Teléfono ", ph("ES"), ". Recibo n.º ", K(digits(10)), ".")
		}},
		{"pay_it_carta", func() *B {
			l := loc("IT")
			b := pick([]string{"Visa", "Mastercard", "Amex"})
			return N("Pagamento premio polizza ", K(policyNo("IT")), " con carta ", b, " ", cc(b, pick([]int{0, 2})), " scad. ", K(expiry()), ", importo ", K(money("IT")), ". Quietanza inviata a ", em(l), ".")
		}},
		{"pay_br_parcelado", func() *B {
			l := loc("BR")
			b := pick([]string{"Elo", "Hipercard", "Visa", "Mastercard"})
			return N("Pagamento do seguro residencial ", K(policyNo("BR")), " parcelado em ", fmt.Sprint(rng(2, 12)), "x sem juros no cartão ", b, " ", cc(b, pick([]int{0, 2})), ", validade ", K(expiry()), ". Valor total ", K(money("BR")), ". Comprovante para ", em(l), ".")
		}},
		{"pay_in_rupay", func() *B {
			l := loc("IN")
			b := pick([]string{"RuPay", "Visa", "Mastercard"})
			return N("Dear ", name(l), ", renewal premium of ", K(money("IN")), " for policy ", K(policyNo("IN")), " paid via ", b, " card ", cc(b, pick([]int{0, 2})), ". Transaction ID ", K("TXN"+digits(12)), ". SMS sent to ", ph("IN"), ".")
		}},
		{"pay_jp_jcb", func() *B {
			l := loc("JP")
			b := pick([]string{"JCB", "Visa", "Mastercard"})
			return N("保険料クレジットカード払い登録：証券番号 ", K(policyNo("JP")), "、カード番号 ", cc(b, pick([]int{0, 1, 2})), "、有効期限 ", K(expiry()), "、月額 ", K(money("JP")), "。ご登録完了メールを ", em(l), " へ送信しました。")
		}},
		{"pay_nl_creditcard", func() *B {
			l := loc("NL")
			b := pick([]string{"Visa", "Mastercard"})
			return N("Reisverzekering ", K(policyNo("NL")), ": premie ", K(money("NL")), " betaald met creditcard ", cc(b, 0), " (geldig t/m ", K(expiry()), "). Bevestiging naar ", em(l), ".")
		}},
		{"pay_gateway_log", func() *B {
			b := pick([]string{"Visa", "Mastercard", "Discover"})
			return N(K(isoTS()), " INFO billing.charge policy=", K(policyNo("US")), " amount_cents=", K(fmt.Sprint(rng(2000, 300000))), " pan=", cc(b, 2), " exp=", K(fmt.Sprintf("%02d%02d", rng(1, 12), rng(26, 31))), " gateway=", pick([]string{"authorize.net", "braintree", "cybersource"}), " result=", pick([]string{"APPROVED", "DECLINED_05", "APPROVED"}), " request_id=", K(uuid()))
		}},
		{"refund_mail_us", func() *B {
			l := loc("US")
			return N("To: ", em(l), "\nSubject: Refund of unearned premium — policy ", K(policyNo("US")), "\n\nYour pet insurance policy was cancelled effective ", K(date("US")), ". A pro-rata refund of ", K(money("US")), " will be credited to the card ending ", K(fmt.Sprint(rng(1000, 9999))), " (", K(maskedCard()), ") within 5–10 business days. Questions? Reply to this email or call us at ", ph("US"), " — your adjuster's direct line.")
		}},
		{"refund_de_mail", func() *B {
			l := loc("DE")
			return N("Sehr geehrte/r ", name(l), ",\nwir erstatten Ihnen den zu viel gezahlten Beitrag in Höhe von ", K(money("DE")), " für den Zeitraum ", K(date("DE")), " bis ", K(date("DE")), ". Die Gutschrift erfolgt auf das bekannte Konto. Ihre Rückrufnummer laut Akte: ", ph("DE"), ".\nAktenzeichen ", K(claimNo("DE")), "\nAntwort bitte an: ", em(l))
		}},
		{"refund_chat_fullcard", func() *B {
			l := rloc()
			b := pick([]string{"Visa", "Mastercard", "Amex"})
			return N("[chat ", K(hhmm()), "] customer: the refund for my cancelled travel policy never arrived?? it should go back to my card ", cc(b, pick([]int{0, 2, 1})), "\n[chat] agent: I've masked that for you — please don't share full card numbers. Refund ", K(money(l.Code)), " was issued ", K(isoDate()), ", ref ", K("RF"+digits(8)), ".")
		}},
		{"billing_csv_recurring", func() *B {
			b := N("policy,card_brand,card_number,exp,amount,next_draft\n")
			for i := 0; i < rng(2, 3); i++ {
				br := pick([]string{"Visa", "Mastercard", "Amex", "Discover"})
				b.S(K(policyNo("US")), ",", br, ",", cc(br, 2), ",", K(expiry()), ",", K(fmt.Sprintf("%d.%02d", rng(20, 700), rng(0, 99))), ",", K(isoDate()), "\n")
			}
			return b
		}},
		{"declined_notice_es", func() *B {
			l := loc("ES")
			return N("Estimado/a cliente: el cargo del recibo ", K(digits(10)), " (", K(money("ES")), ") en la tarjeta ", K(maskedCard()), " ha sido rechazado. Si desea usar otra tarjeta, responda a ", em(l), " — nota interna: el cliente ya facilitó por teléfono la nueva tarjeta ", cc("Visa", 0), " cad. ", K(expiry()), ".")
		}},
		{"pay_link_sms_in", func() *B {
			return N("SMS to ", ph("IN"), ": Dear Customer, premium of ", K(money("IN")), " for policy ", K(policyNo("IN")), " is due on ", K(date("IN")), ". Pay securely: https://pay.suraksha-health.in/r/", K(randFrom(alnum, 8)), " Ignore if paid. -", pick([]string{"SURAKSHA", "HLTHINS"}))
		}},
	}
}
