package main

import (
	"fmt"
	"strings"
)

func registerIntl() {
	reg("canada_cra", true, true, func(r *R, clean bool) string {
		l := L("ca")
		p := r.Person(l)
		bn := K(r.D(9) + " RT" + r.P("0001", "0002"))
		s := r.P(
			fmt.Sprintf("My T4 box 14 shows %s and box 22 tax deducted %s. CRA My Account shows a balance owing of %s for %s. Notice of assessment date %s.", r.M(l, 20000, 150000), r.M(l, 2000, 40000), r.M(l, 50, 9000), K(fmt.Sprint(r.Year())), K(r.DateISO())),
			fmt.Sprintf("Registering for GST/HST as a freelancer — got business number %s. Do I charge %s HST to a client in Ontario if I'm in BC?", bn, K("13%")),
			fmt.Sprintf("RRSP deduction limit on my NOA is %s, I contributed %s in the first 60 days of %s. Where on the T1 (line %s)?", r.M(l, 1000, 30000), r.M(l, 1000, 30000), K(fmt.Sprint(r.Year())), K("20800")))
		if !clean {
			s += r.P(" CRA agent gave me a callback at "+ph(r, l)+".", " My accountant: "+p.Name+", "+bem(r, l, p)+", "+ph(r, l)+".", " You can reach me at "+em(r, l, p)+".")
		} else {
			s += r.P(" Thanks!", " Business number for my sole prop is "+bn+".", "")
		}
		return s
	})

	reg("uk_hmrc_self_assessment", true, true, func(r *R, clean bool) string {
		l := L("uk")
		p := r.Person(l)
		utr := K(r.D(5) + r.P(" ", "") + r.D(5))
		ty := r.I(2022, 2025)
		s := r.P(
			fmt.Sprintf("Self Assessment %d-%02d: UTR %s. My payment on account is %s due 31 January, plus balancing payment %s. Can I reduce payments on account with SA303?", ty, (ty+1)%100, utr, r.M(l, 200, 9000), r.M(l, 100, 6000)),
			fmt.Sprintf("HMRC letter says I owe %s in Class 2 NICs for %d-%02d. UTR %s, reference %s. Wasn't Class 2 abolished?", r.M(l, 50, 200), ty, (ty+1)%100, utr, K(utr[1:len(utr)-1]+"K")),
			fmt.Sprintf("Paying my tax bill by bank transfer: HMRC Cumbernauld, sort code %s, account %s, reference is UTR+K (%s). Is that right?", K("08-32-10"), K("12001039"), utr))
		if !clean {
			s += r.P("\n\nMy agent's details: "+p.Name+", "+ph(r, l)+", "+bem(r, l, p), " HMRC rang me from "+ph(r, l)+" — genuine?", " Email me at "+em(r, l, p)+" please.")
		}
		return s
	})

	reg("india_itr_question", true, true, func(r *R, clean bool) string {
		l := L("in")
		p := r.Person(l)
		ack := K(r.ID(15))
		s := r.P(
			fmt.Sprintf("Filed ITR-%s for AY %s, acknowledgement no. %s. Refund of %s still not credited, status 'refund issued'. Form 16 TDS was %s.", K(r.P("1", "2", "3", "4")), func() string { y := r.I(2023, 2025); return fmt.Sprintf("%d-%02d", y, (y+1)%100) }(), ack, r.M(l, 1000, 200000), r.M(l, 10000, 500000)),
			fmt.Sprintf("Old vs new regime: gross salary %s, 80C %s, HRA %s, home loan interest %s. Which regime saves more?", r.M(l, 500000, 4000000), r.M(l, 50000, 150000), r.M(l, 50000, 400000), r.M(l, 50000, 200000)),
			fmt.Sprintf("Got intimation u/s 143(1) with demand %s. DIN %s. How do I respond on the e-filing portal?", r.M(l, 500, 90000), K("ITBA/AST/S/143(1)/"+fmt.Sprint(r.I(2023, 2025))+"-"+fmt.Sprint(r.I(24, 26))+"/"+r.D(10)+"(1)")))
		if !clean {
			s += r.P(" Mobile linked with Aadhaar: "+mob(r, l)+".", " My CA "+p.Name+" ("+ph(r, l)+") is not responding.", " Registered email on portal "+em(r, l, p)+" — OTP not coming.")
		}
		return s
	})

	reg("germany_steuer", true, true, func(r *R, clean bool) string {
		l := L("de")
		p := r.Person(l)
		stnr := K(fmt.Sprintf("%02d/%03d/%05d", r.I(10, 99), r.I(100, 999), r.I(0, 99999)))
		s := r.P(
			fmt.Sprintf("Steuerbescheid %d bekommen, Steuernummer %s. Nachzahlung %s, fällig am %s. Einspruch lohnt sich? Die Homeoffice-Pauschale (%s) wurde nicht anerkannt.", r.Year(), stnr, r.M(l, 100, 5000), K(r.DateEU(".")), K("1.260 €")),
			fmt.Sprintf("ELSTER: Anlage N Zeile %s — Werbungskosten %s. Pendlerpauschale %s km. Steuernummer %s. Passt das?", K(fmt.Sprint(r.I(31, 70))), r.M(l, 500, 6000), K(fmt.Sprint(r.I(5, 80))), stnr),
			fmt.Sprintf("Als Freelancer: Kleinunternehmerregelung §19 UStG, Umsatz %s. Muss ich Umsatzsteuer-Voranmeldung machen? Steuernummer %s.", r.M(l, 5000, 30000), stnr))
		if !clean {
			s += r.P(" Rückfragen gerne unter "+ph(r, l)+".", "\n\nMit freundlichen Grüßen\n"+p.Name+"\nTel. "+ph(r, l)+"\n"+em(r, l, p), " Meine Steuerberaterin ist unter "+bem(r, l, p)+" erreichbar.")
		}
		return s
	})

	reg("france_impots", true, true, func(r *R, clean bool) string {
		l := L("fr")
		p := r.Person(l)
		ref := K(r.D(2) + " " + r.D(2) + " " + r.S(upAlnumA, 7) + " " + r.D(2))
		s := r.P(
			fmt.Sprintf("Avis d'impôt %d reçu : référence de l'avis %s, montant à payer %s avant le %s. Le prélèvement à la source a déjà pris %s. Pourquoi je dois encore payer ?", r.Year(), ref, r.M(l, 50, 6000), K(r.DateEU("/")), r.M(l, 500, 20000)),
			fmt.Sprintf("Micro-entrepreneur : CA %s déclaré à l'URSSAF, case 5KP ou 5HQ sur la 2042-C-PRO ? SIRET %s.", r.M(l, 5000, 77000), K(r.D(3)+" "+r.D(3)+" "+r.D(3)+" "+r.D(5))),
			fmt.Sprintf("Taux de prélèvement %s, mais mon employeur applique le taux neutre. Référence avis %s.", K(fmt.Sprintf("%d,%d %%", r.I(0, 30), r.I(0, 9))), ref))
		if !clean {
			s += r.P(" Vous pouvez me joindre au "+ph(r, l)+".", " Mon comptable : "+bem(r, l, p)+", tél. "+ph(r, l)+".", " Répondez-moi sur "+em(r, l, p)+" merci.")
		}
		return s
	})

	reg("italy_730", true, true, func(r *R, clean bool) string {
		l := L("it")
		p := r.Person(l)
		piva := K(r.D(11))
		s := r.P(
			fmt.Sprintf("Modello 730/%d precompilato: rimborso di %s ma ho spese mediche per %s non inserite (rigo E1). Posso modificarlo dopo l'invio? Protocollo %s.", r.Year(), r.M(l, 50, 3000), r.M(l, 100, 5000), K(r.ID(17)+"-"+r.D(6))),
			fmt.Sprintf("Regime forfettario, partita IVA %s, fatturato %s. Devo pagare l'INPS gestione separata al %s?", piva, r.M(l, 5000, 85000), K("26,07%")),
			fmt.Sprintf("F24 per IMU seconda casa: codice tributo %s, importo %s, scadenza %s. Si paga con l'home banking?", K("3918"), r.M(l, 100, 3000), K(r.DateEU("/"))))
		if !clean {
			s += r.P(" Il mio cellulare è "+mob(r, l)+".", " Commercialista: "+p.Name+" — "+bem(r, l, p)+" — "+ph(r, l), " Scrivetemi a "+em(r, l, p)+".")
		}
		return s
	})

	reg("spain_renta", true, true, func(r *R, clean bool) string {
		l := L("es")
		p := r.Person(l)
		s := r.P(
			fmt.Sprintf("Borrador de la renta %d: resultado a devolver %s, casilla %s. Pero no aparece la deducción por alquiler. ¿Lo modifico en Renta WEB? Número de justificante %s.", r.Year(), r.M(l, 50, 3000), K(r.P("0505", "0610", "0670")), K(r.ID(13))),
			fmt.Sprintf("Soy autónomo y el modelo 303 del %s trimestre me sale a ingresar %s. ¿Puedo aplazarlo? Referencia %s.", r.P("primer", "segundo", "tercer", "cuarto"), r.M(l, 100, 8000), K(r.S(upAlnumA, 6))),
			fmt.Sprintf("Hacienda me pide justificar %s de rendimientos de capital mobiliario (casilla %s). Cuenta de valores %s.", r.M(l, 100, 9000), K("0029"), K(r.D(4)+" "+r.D(4)+" "+r.D(2)+" "+r.D(10))))
		if !clean {
			s += r.P(" Mi móvil: "+mob(r, l)+".", " Mi gestor es "+p.Name+", "+ph(r, l)+", "+bem(r, l, p)+".", " Llámame al "+ph(r, l)+" por favor.")
		}
		return s
	})

	reg("netherlands_aangifte", true, true, func(r *R, clean bool) string {
		l := L("nl")
		p := r.Person(l)
		an := K(r.D(9) + ".H." + fmt.Sprint(r.I(22, 25)) + "." + r.D(2))
		s := r.P(
			fmt.Sprintf("Voorlopige aanslag %s: ik moet %s terugbetalen. Aangifte inkomstenbelasting %d nog niet gedaan. Kan ik een betalingsregeling aanvragen?", an, r.M(l, 100, 6000), r.Year()),
			fmt.Sprintf("Box 3 vermogen %s per 1 januari, heffingsvrij vermogen %s. Klopt de forfaitaire berekening op aanslag %s?", r.M(l, 50000, 500000), K("€ 57.000"), an),
			fmt.Sprintf("Als zzp'er: urencriterium 1.225 uur gehaald, zelfstandigenaftrek %s. Btw-id %s. Moet ik KOR aanvragen?", r.M(l, 1000, 6000), K("NL"+r.D(9)+"B"+r.D(2))))
		if !clean {
			s += r.P(" Bel me op "+ph(r, l)+".", " Mijn boekhouder: "+bem(r, l, p)+", tel. "+ph(r, l)+".", " Mail gerust naar "+em(r, l, p)+".")
		}
		return s
	})

	reg("poland_pit", true, true, func(r *R, clean bool) string {
		l := L("pl")
		p := r.Person(l)
		nip := K(r.D(3) + "-" + r.D(3) + "-" + r.D(2) + "-" + r.D(2))
		s := r.P(
			fmt.Sprintf("PIT-37 za %d: zwrot %s, ulga na dzieci %s. Pracodawca NIP %s. Czy mogę dodać ulgę termomodernizacyjną przez Twój e-PIT?", r.Year(), r.M(l, 100, 6000), r.M(l, 1000, 3000), nip),
			fmt.Sprintf("JDG na ryczałcie %s, przychód %s. Składka zdrowotna %s miesięcznie. NIP firmy %s. Czy opłaca się przejść na liniowy?", K("12%"), r.M(l, 50000, 500000), r.M(l, 400, 1500), nip),
			fmt.Sprintf("Urząd skarbowy wezwał mnie do zapłaty %s zaległości za %d. Numer sprawy %s.", r.M(l, 100, 9000), r.Year(), K(r.S(upAlnumA, 4)+"-"+r.D(4)+"."+r.D(3)+"."+r.D(4))))
		if !clean {
			s += r.P(" Mój telefon: "+ph(r, l)+".", " Księgowa: "+p.Name+", "+bem(r, l, p)+", tel. "+ph(r, l)+".", " Proszę o kontakt: "+mob(r, l)+".")
		}
		return s
	})
}

var _ = strings.TrimSpace
