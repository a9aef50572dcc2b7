package main

import (
	"strconv"
	"strings"
)

func T(kind string, w int, fn func(b *B) string) tmpl  { return tmpl{kind, false, w, fn} }
func TC(kind string, w int, fn func(b *B) string) tmpl { return tmpl{kind, true, w, fn} }

func us() *Loc { return L["en-US"] }

func nl(s ...string) string { return strings.Join(s, "\n") }

func ssnFmt(b *B) string {
	// dashed mostly; sometimes spaced or bare (labelled)
	a, g, s := ssnParts()
	switch rn(10) {
	case 0:
		return b.P("ssn", a+" "+g+" "+s)
	case 1:
		return b.P("ssn", a+g+s)
	default:
		return b.P("ssn", a+"-"+g+"-"+s)
	}
}

func ph(b *B, l *Loc) string         { return b.P("phone", l.Phone()) }
func mob(b *B, l *Loc) string        { return b.P("phone", l.Mobile()) }
func em(b *B, l *Loc, n Name) string { return b.P("email", emailFor(l, n)) }
func cc(b *B, pref string) (string, string) {
	c, n := card(pref)
	return b.P("credit_card", c), n
}

func templates() []tmpl {
	return append(extraTemplates(), []tmpl{
		// ---------------- tenant screening / applications (US, SSN heavy)
		T("rental_app_form", 60, func(b *B) string {
			l := us()
			n := person(l)
			dob := f("%02d/%02d/%d", between(1, 12), between(1, 28), between(1962, 2003))
			lines := []string{
				"RENTAL APPLICATION — " + b.K(L["en-US"].Street()) + ", " + b.K(unit()),
				"Applicant: " + n.Disp + "   DOB: " + b.K(dob),
				pick([]string{"SSN: ", "Social Security #: ", "SSN/ITIN: ", "Soc. Sec. No.  "}) + ssnFmt(b),
				pick([]string{"Cell: ", "Phone (mobile): ", "Phone: ", "Best # to reach: "}) + ph(b, l),
				"Email: " + em(b, l, n),
				"Current address: " + l.Street() + ", Austin TX " + b.K(l.Post()),
				"Monthly income: " + b.K(amountUS()) + "   Employer: " + pick([]string{"H-E-B", "Dell Technologies", "Baylor Scott & White", "Self-employed"}),
			}
			if chance(0.5) {
				lines = append(lines, "Employer phone: "+ph(b, l)+pick([]string{"", " ext. " + digits(3), " x" + digits(4)}))
			}
			if chance(0.4) {
				lines = append(lines, "Co-applicant SSN: "+ssnFmt(b))
			}
			if chance(0.5) {
				return "Can you check this application for missing fields?\n\n" + nl(lines...)
			}
			return nl(lines...)
		}),
		T("screening_report", 45, func(b *B) string {
			l := us()
			var rows []string
			rows = append(rows, "| Applicant | SSN | Credit | Evictions | Income/Rent |", "|---|---|---|---|---|")
			k := between(1, 3)
			for i := 0; i < k; i++ {
				n := person(l)
				s := b.P("ssn", pick([]string{ssn(), ssn(), itin()}))
				rows = append(rows, "| "+n.Disp+" | "+s+" | "+strconv.Itoa(between(520, 810))+" | "+pick([]string{"0", "1", "None"})+" | "+f("%.1fx", 2+r.Float64()*2)+" |")
			}
			return "TransUnion SmartMove report " + b.K("#"+ndigits(8)) + " for " + b.K(unit()) + " (" + b.K(amountUS()) + "/mo)\n" + nl(rows...) + "\nDecision: " + pick([]string{"APPROVED w/ conditions", "DECLINED - income", "PENDING review"})
		}),
		T("screening_csv", 40, func(b *B) string {
			l := us()
			hdr := pick([]string{"applicant_id,full_name,ssn,phone,email,unit,rent", "app_id,name,tax_id,mobile,email,unit,monthly_rent", "ApplicantID;Name;SSN;Phone;Email;Unit;Rent"})
			sep := ","
			if strings.Contains(hdr, ";") {
				sep = ";"
			}
			rows := []string{hdr}
			for i := 0; i < between(2, 4); i++ {
				n := person(l)
				ssnv := ssn()
				if chance(0.3) {
					ssnv = strings.ReplaceAll(ssnv, "-", "")
				}
				rows = append(rows, strings.Join([]string{b.K("A-" + ndigits(6)), n.Disp, b.P("ssn", ssnv), b.P("phone", l.Phone()), b.P("email", emailFor(l, n)), strings.TrimPrefix(unit(), "Unit "), b.K(strconv.Itoa(between(900, 3900)))}, sep))
			}
			return pick([]string{"Import these applicants into Yardi:\n", "```csv\n", "export_2025.csv:\n"}) + nl(rows...)
		}),
		T("itin_applicant", 30, func(b *B) string {
			l := us()
			n := person(l)
			switch rn(3) {
			case 0:
				return "Hola, no tengo seguro social pero tengo ITIN " + b.P("ssn", itin()) + ". ¿Puedo aplicar para el apartamento " + b.K(unit()) + "? La renta es " + b.K(amountUS()) + ". Mi cel es " + ph(b, l) + ". Gracias, " + n.Disp
			case 1:
				return "Applicant " + n.Disp + " doesn't have an SSN — they gave ITIN " + b.P("ssn", itin()) + " instead. Does our screening vendor accept ITINs for " + b.K(unit()) + "? Lease start " + b.K(dateUS())
			default:
				return "KB query: tenant uses ITIN " + b.P("ssn", itin()) + " (no SSN), reach at " + em(b, l, n) + " — what docs do we need for income verification? Ref " + b.K("APP-"+ndigits(6))
			}
		}),
		T("ssn_prose_note", 35, func(b *B) string {
			l := us()
			n := person(l)
			a, g, s := ssnParts()
			v := pick([]string{a + "-" + g + "-" + s, a + " " + g + " " + s, a + g + s, a + "." + g + "." + s})
			lbl := pick([]string{"SSN", "ssn", "social", "SS#", "social security number", "Social Security No."})
			return pick([]string{
				"Bureau returned no hit for " + n.Disp + ", " + lbl + " " + b.P("ssn", v) + ". File " + b.K("#"+ndigits(7)) + ", unit " + b.K(strconv.Itoa(between(101, 999))) + ". Typo maybe? Can you re-run?",
				"pls fix: applicant typed " + lbl + " as " + b.P("ssn", v) + " but the ID shows a different one. Property " + b.K("PRP-"+ndigits(4)) + ", move-in " + b.K(dateUS()),
				"Why did the credit check fail for " + lbl + ": " + b.P("ssn", v) + "? Applicant " + n.Disp + " - income " + b.K(amountUS()) + "/mo",
			})
		}),
		// ---------------- leases
		T("lease_parties", 40, func(b *B) string {
			l := L[pick([]string{"en-GB", "en-AU", "en-CA", "en-US"})]
			n := person(l)
			ll := person(l)
			dep := l.Money(between(800, 4500))
			return nl(
				"ASSURED SHORTHOLD TENANCY AGREEMENT",
				"Property: "+b.K(l.Street())+", "+b.K(l.Post()),
				"Landlord: "+ll.Disp+" c/o "+pick([]string{"Harbour Lets Ltd", "Bayside Realty", "Pinecrest PM"})+", tel "+ph(b, l),
				"Tenant(s): "+n.Disp+" ("+em(b, l, n)+", "+mob(b, l)+")",
				"Term: 12 months from "+b.K(dateEU("/"))+"   Rent: "+b.K(l.Money(between(900, 3500)))+" pcm   Deposit: "+b.K(dep)+pick([]string{" (DPS ref " + ndigits(9) + ")", " (bond lodged, RTBA " + ndigits(8) + ")", ""}),
			)
		}),
		T("lease_addendum", 30, func(b *B) string {
			l := us()
			n := person(l)
			return "PET ADDENDUM to lease dated " + b.K(dateUS()) + " for " + b.K(unit()) + "\nPet: " + pick([]string{"1 dog (Labrador, 62 lb)", "2 cats", "1 dog, 18 lbs"}) + "\nPet deposit " + b.K(amountUS()) + ", pet rent $" + strconv.Itoa(between(25, 75)) + "/mo\nEmergency contact for the animal: " + person(l).Disp + " " + ph(b, l) + "\nResident: " + n.Disp + " <" + em(b, l, n) + ">\nInitials ____  ____"
		}),
		// ---------------- maintenance requests, multilingual
		T("maintenance_request", 90, func(b *B) string {
			code := pick(locCodes)
			l := L[code]
			n := person(l)
			p := mob(b, l)
			wo := b.K(workOrder())
			switch code {
			case "de":
				return "Guten Tag, in der Wohnung " + b.K("Whg. "+strconv.Itoa(between(1, 24))) + " (" + l.Street() + ") tropft seit gestern die Heizung. Bitte Handwerker schicken, ich bin erreichbar unter " + p + ". Vorgang " + wo + ". MfG " + n.Disp
			case "fr":
				return "Bonjour, le chauffe-eau de l'appartement " + b.K("appt "+strconv.Itoa(between(1, 60))) + " ne marche plus depuis le " + b.K(dateEU("/")) + ". Vous pouvez me joindre au " + p + " ou par mail " + em(b, l, n) + ". Réf. " + wo
			case "es":
				return "Buenas, tengo una fuga de agua en el baño del piso " + b.K(strconv.Itoa(between(1, 9))+"º "+string("ABCD"[rn(4)])) + ". Llámame al " + p + " para coordinar con el fontanero. Incidencia " + wo
			case "it":
				return "Buongiorno, nell'appartamento " + b.K("int. "+strconv.Itoa(between(1, 30))) + " la caldaia va in blocco (errore E" + strconv.Itoa(between(10, 99)) + "). Potete chiamarmi al " + p + "? Grazie, " + n.Disp + " — pratica " + wo
			case "nl":
				return "Hoi, de cv-ketel in " + b.K(l.Street()) + " geeft storing. Kan de monteur mij bellen op " + p + "? Meldingsnummer " + wo
			case "pl":
				return "Dzień dobry, w mieszkaniu " + b.K("nr "+strconv.Itoa(between(1, 120))) + " cieknie kaloryfer. Proszę o kontakt: " + p + ". Zgłoszenie " + wo + ", " + n.Disp
			case "pt-BR":
				return "Oi, o chuveiro do " + b.K("apto "+strconv.Itoa(between(11, 1804))) + " queimou de novo 😩 pode mandar o zelador? meu whats é " + p + " — chamado " + wo
			case "sv":
				return "Hej! Diskmaskinen i lägenhet " + b.K("lgh "+strconv.Itoa(between(1001, 1305))) + " läcker. Ring mig på " + p + ". Ärende " + wo + " /" + n.First
			case "ja":
				return "お世話になっております。" + b.K(strconv.Itoa(between(101, 1205))+"号室") + "の" + n.Disp + "です。エアコンから水漏れしています。日中は" + p + "までご連絡ください。受付番号 " + wo
			case "zh":
				return "物业您好，我是" + b.K(strconv.Itoa(between(1, 30))+"栋"+strconv.Itoa(between(101, 2802))+"室") + "的业主" + n.Disp + "，厨房下水道堵了，麻烦安排师傅上门，电话" + p + "，工单号 " + wo
			case "ar":
				return "السلام عليكم، المكيف في الشقة " + b.K(strconv.Itoa(between(101, 3407))) + " لا يعمل منذ يومين. الرجاء التواصل معي على " + p + " — رقم الطلب " + wo
			default:
				return pick([]string{"Hi there, ", "Hello, ", "hey - "}) + "the " + pick([]string{"garbage disposal", "dishwasher", "AC", "smoke detector", "toilet"}) + " in " + b.K(unit()) + " is " + pick([]string{"broken again", "leaking", "beeping nonstop", "making a grinding noise"}) + ". " + pick([]string{"Text me at ", "You can call me on ", "Best number: ", "ring me on "}) + p + pick([]string{" anytime after 5", " before the tech comes", "", ". cheers"}) + ". " + wo
			}
		}),
		T("chat_export", 45, func(b *B) string {
			l := L[pick([]string{"en-GB", "it", "es", "pt-BR", "de", "nl", "en-US"})]
			t := person(l)
			lm := person(l)
			d := dateEU("/")
			lines := []string{
				"[" + d + ", " + timeHM() + ":" + f("%02d", rn(60)) + "] " + lm.Disp + ": Hi " + t.First + ", the plumber is booked for " + b.K(dateEU("/")) + " between " + b.K("10:00") + " and 12:00",
				"[" + d + ", " + timeHM() + ":" + f("%02d", rn(60)) + "] " + t.Disp + ": ok. he can call me on " + mob(b, l) + " when he's outside, buzzer is " + b.K(doorCode()),
			}
			if chance(0.5) {
				lines = append(lines, d+" "+timeHM()+" - "+b.P("phone", l.Mobile())+": sorry wrong chat — this is "+t.First+"'s partner")
			}
			lines = append(lines, "["+d+", "+timeHM()+":"+f("%02d", rn(60))+"] "+lm.Disp+": 👍 rent for "+b.K(l.Money(between(700, 2500)))+" received, thanks")
			return "Summarise this WhatsApp thread:\n" + nl(lines...)
		}),
		T("pm_notes", 45, func(b *B) string {
			l := L[pick([]string{"en-US", "en-US", "en-CA"})]
			n := person(l)
			p := ph(b, l)
			return pick([]string{"PM NOTE ", "note: ", "Internal — ", ""}) + dateUS() + " spoke w/ " + n.First + " (" + pick([]string{"cell ", "c: ", "", "ph "}) + p + ") re: late rent " + b.K(amountUS()) + " for " + b.K(unit()) + ". Promised pmt by " + b.K(dateUS()) + ". " + pick([]string{"Gate code changed to " + b.K(doorCode()) + ".", "Waived late fee once.", "Sent 3-day notice.", "Parking spot " + b.K("P2-"+strconv.Itoa(between(1, 140))) + " reassigned."}) + pick([]string{"", " Alt email " + em(b, l, n)})
		}),
		T("hoa_notice", 35, func(b *B) string {
			l := L[pick([]string{"en-US", "en-US", "en-CA", "en-AU"})]
			tr := person(l)
			return nl(
				pick([]string{"WILLOW CREEK HOA — NOTICE OF ANNUAL MEETING", "Lakeview Estates Homeowners Association", "Strata Plan " + b.K("SP "+ndigits(5)) + " — AGM Notice"}),
				"Date: "+b.K(dateUS())+" at "+b.K("7:00 PM")+", Clubhouse",
				"Agenda: 2026 budget (dues increase to "+b.K(amountUS())+"/quarter), reserve study, Lot "+b.K(strconv.Itoa(between(1, 240)))+" fence variance",
				"Questions? Contact treasurer "+tr.Disp+" at "+em(b, l, tr)+pick([]string{" or " + ph(b, l), "", " / " + ph(b, l)}),
			)
		}),
		T("mls_listing", 45, func(b *B) string {
			l := us()
			ag := person(l)
			return nl(
				"MLS# "+b.K(mlsID())+" | "+b.K(l.Street())+", "+pick([]string{"Austin, TX ", "San Jose, CA ", "Denver, CO ", "Tampa, FL "})+b.K(l.Post()),
				"List price "+b.K("$"+thou(between(289, 1890)*1000, ","))+" · "+strconv.Itoa(between(1, 5))+" bd / "+strconv.Itoa(between(1, 4))+" ba · "+b.K(sqft())+" · APN "+b.K(apn()),
				"Showing instructions: call/text LA "+ag.Disp+" "+ph(b, l)+", lockbox on side gate, code "+b.K(digits(4)),
				"Listing agent: "+ag.Disp+", "+b.K(license())+", "+em(b, l, ag),
			)
		}),
		T("realtor_email_sig", 45, func(b *B) string {
			l := L[pick([]string{"en-US", "en-US", "en-CA", "en-AU", "en-GB"})]
			ag := person(l)
			o := ph(b, l)
			m := mob(b, l)
			sig := pick([]string{
				"M: " + m + " | O: " + o,
				"Mobile " + m + "\nOffice " + o,
				"c. " + m + " · o. " + o,
				"📱 " + m + "  ☎ " + o,
			})
			return "Hi " + person(l).First + ",\n\nAttached is the CMA for " + b.K(l.Street()) + ". Comps closed between " + b.K(dateUS()) + " and now, median " + b.K("$"+strconv.Itoa(between(210, 690))+"/sqft") + ". Offer deadline is " + b.K(dateUS()) + " 5pm.\n\n--\n" + ag.Disp + "\n" + pick([]string{"REALTOR®", "Broker Associate", "Buyer's Agent"}) + " | " + b.K(license()) + "\n" + sig + "\n" + em(b, l, ag)
		}),
		T("mortgage_chat", 45, func(b *B) string {
			l := us()
			n := person(l)
			return nl(
				"Loan officer: Thanks "+n.First+"! To issue the pre-approval I need your SSN and best contact.",
				"Borrower: sure, ssn is "+ssnFmt(b)+" and my cell "+ph(b, l),
				"Loan officer: Got it. Pre-approved up to "+b.K("$"+thou(between(250, 950)*1000, ","))+" at "+b.K(f("%.3f%%", 5.5+r.Float64()*1.5))+", loan "+b.K("#"+loanNo())+". Our "+b.K(license())+".",
				"Borrower: can you email it to "+em(b, l, n)+"?",
			)
		}),
		// ---------------- utilities
		T("utility_question", 80, func(b *B) string {
			code := pick(locCodes)
			l := L[code]
			n := person(l)
			acct := b.K(utilAcct())
			meter := b.K(meterNo())
			read := b.K(kwh())
			contact := pick([]string{ph(b, l), em(b, l, n)})
			switch code {
			case "de":
				return "Frage zur Stromrechnung: Kundennummer " + acct + ", Zählernummer " + meter + ", Zählerstand " + read + " am " + b.K(dateEU(".")) + ". Abschlag " + b.K(l.Money(between(45, 180))) + " ist zu hoch. Rückruf bitte: " + contact
			case "fr":
				return "Bonjour, mon numéro de client est " + acct + ", compteur Linky n° " + meter + ", relevé " + read + ". Je suis au tarif " + b.K(tariff()) + ". Pourquoi la facture de " + b.K(l.Money(between(45, 300))) + " ? Contact : " + contact
			case "es":
				return "Hola, tengo una duda con la factura de luz. Nº de contrato " + acct + ", contador " + meter + ", lectura " + read + ", peaje " + b.K("2.0TD") + ". Mi contacto: " + contact
			case "it":
				return "Salve, bolletta gas: codice cliente " + acct + ", matricola contatore " + meter + ", lettura " + read + " del " + b.K(dateEU("/")) + ". Importo " + b.K(l.Money(between(40, 400))) + ". Ricontattatemi al " + contact
			case "nl":
				return "Vraag over mijn jaarafrekening: klantnummer " + acct + ", meternummer " + meter + ", meterstand " + read + ". Termijnbedrag " + b.K(l.Money(between(60, 240))) + ". Graag contact via " + contact
			case "pl":
				return "Dzień dobry, numer klienta " + acct + ", numer licznika " + meter + ", odczyt " + read + " z dnia " + b.K(dateEU(".")) + ". Faktura na " + b.K(l.Money(between(90, 900))) + " jest za wysoka. Kontakt: " + contact
			case "pt-BR":
				return "Olá, minha conta de luz veio " + b.K(l.Money(between(90, 900))) + ". Instalação " + acct + ", medidor " + meter + ", leitura " + read + ". Meu contato: " + contact
			case "sv":
				return "Hej, kundnummer " + acct + ", mätarnummer " + meter + ", mätarställning " + read + ". Fakturan på " + b.K(l.Money(between(400, 4000))) + " verkar fel. Kontakt: " + contact
			case "ja":
				return "電気料金について質問です。お客さま番号 " + acct + "、メーター番号 " + meter + "、指示数 " + read + "。今月の請求額 " + b.K(l.Money(between(3000, 24000))) + " は高すぎます。連絡先：" + contact
			case "zh":
				return "你好，电费户号 " + acct + "，电表号 " + meter + "，本月读数 " + read + "，电费 " + b.K(l.Money(between(80, 900))) + "，怎么比上月多这么多？联系方式：" + contact
			case "ar":
				return "مرحبا، رقم الحساب " + acct + " ورقم العداد " + meter + "، القراءة " + read + ". الفاتورة " + b.K(l.Money(between(200, 2400))) + " مرتفعة جدا. للتواصل: " + contact
			default:
				return pick([]string{"Why is my bill so high this month? ", "Question about my electric bill: ", "Hi, disputing a charge - "}) + "Account " + acct + ", meter " + meter + ", reading " + read + " on " + b.K(dateUS()) + ", rate plan " + b.K(tariff()) + ". Amount due " + b.K(amountUS()) + ". Reach me at " + contact
			}
		}),
		T("uk_energy_mpan", 40, func(b *B) string {
			l := L["en-GB"]
			n := person(l)
			return nl(
				"Moving into "+b.K(l.Street())+", "+b.K(l.Post())+" on "+b.K(dateEU("/"))+".",
				"Electricity MPAN: "+b.K(mpanCore())+"  meter serial "+b.K(meterNo()),
				"Gas MPRN: "+b.K(mprn())+"  opening reading "+b.K(f("%05d", between(100, 99999)))+" m³",
				"Please set up the account in my name, "+n.Disp+", "+em(b, l, n)+pick([]string{", mobile " + mob(b, l), ""}),
			)
		}),
		T("utility_autopay_card", 45, func(b *B) string {
			code := pick([]string{"en-US", "en-US", "en-CA", "en-GB", "en-AU", "de", "es", "pt-BR"})
			l := L[code]
			c, name := cc(b, "")
			exp := b.K(f("%02d/%02d", between(1, 12), between(26, 31)))
			acct := b.K(utilAcct())
			switch code {
			case "de":
				return "Bitte ab " + b.K(dateEU(".")) + " per Kreditkarte abbuchen: " + name + " " + c + ", gültig bis " + exp + ". Vertragskonto " + acct
			case "es":
				return "Quiero domiciliar el pago con tarjeta " + c + " (caduca " + exp + "). Contrato " + acct + ", importe " + b.K(l.Money(between(30, 200)))
			case "pt-BR":
				return "pode cadastrar o cartão " + c + " validade " + exp + " pro débito automático da conta de água? matrícula " + acct
			default:
				return pick([]string{"Set up autopay on ", "Please charge my ", "Update card on file for "}) + "account " + acct + ": " + name + " " + c + " exp " + exp + pick([]string{", CVV " + digits(3), ", zip " + b.K(l.Post()), ""}) + ". Bill " + b.K(l.Money(between(40, 400)))
			}
		}),
		T("rent_deposit_card", 45, func(b *B) string {
			l := L[pick([]string{"en-US", "en-US", "en-CA", "en-GB"})]
			n := person(l)
			c, _ := cc(b, "")
			return pick([]string{
				"Tenant " + n.Disp + " wants to pay the security deposit " + b.K(l.Money(between(500, 4000))) + " by card: " + c + " exp " + b.K(f("%02d/%d", between(1, 12), between(2026, 2031))) + ". Is there a convenience fee? " + b.K(unit()),
				"Payment failed for " + b.K(unit()) + " rent " + b.K(amountUS()) + " — card ending " + c[len(c)-4:] + " declined. Full number they sent: " + c + ". Retry?",
				"hi, can I pay first month + deposit (" + b.K(amountUS()) + ") with my card " + c + "? billing zip " + b.K(L["en-US"].Post()) + " thx",
			})
		}),
		T("payment_json", 45, func(b *B) string {
			l := L[pick([]string{"en-US", "en-CA", "en-GB", "en-AU", "de", "fr", "nl"})]
			n := person(l)
			c, _ := card("")
			cv := b.P("credit_card", strings.ReplaceAll(c, " ", ""))
			return `{"event":"payment.failed","payment_id":"` + b.K("pay_"+randFrom(lowalnum, 14)) + `","property_id":` + b.K(ndigits(5)) + `,"unit":"` + strconv.Itoa(between(101, 2410)) + `","amount":` + b.K(strconv.Itoa(between(650, 4800))+".00") + `,"currency":"` + pick([]string{"USD", "CAD", "GBP", "AUD", "EUR"}) + `","payer":{"name":"` + n.Disp + `","email":"` + em(b, l, n) + `","phone":"` + ph(b, l) + `"},"card_number":"` + cv + `","error":"do_not_honor"}`
		}),
		// ---------------- smart home / access
		T("smart_lock_curl", 45, func(b *B) string {
			t := tok(between(32, 48))
			lockID := uuid()
			switch rn(4) {
			case 0:
				return "why does this return 401?\ncurl -X POST https://connect.getseam.com/access_codes/create \\\n  -H \"Authorization: Bearer " + b.P("bearer", "seam_"+t) + "\" \\\n  -d '{\"device_id\":\"" + b.K(lockID) + "\",\"code\":\"" + b.K(digits(4)) + "\",\"name\":\"Unit " + strconv.Itoa(between(101, 910)) + " cleaner\"}'"
			case 1:
				return "GET /v1/locks/" + b.K(lockID) + "/status HTTP/1.1\nHost: api.august.com\nx-august-access-token: " + b.P("bearer", jwtLike(b)) + "\nx-august-api-key: " + b.P("bearer", uuid()) + "\n\nresponse: {\"lockStatus\":\"locked\",\"battery\":" + b.K(f("%.2f", r.Float64())) + "}"
			case 2:
				return "SmartThings keeps saying unauthorized: `curl -H 'Authorization: Bearer " + b.P("bearer", uuid()) + "' https://api.smartthings.com/v1/devices/" + b.K(lockID) + "/commands` — lock is on floor " + b.K(strconv.Itoa(between(2, 24)))
			default:
				return "import requests\nHEADERS = {\"Authorization\": \"Bearer " + b.P("bearer", t) + "\"}\nr = requests.put(f\"https://api.latch.com/v1/doors/" + b.K(lockID) + "/unlock\", headers=HEADERS)\n# building " + b.K("BLDG-"+ndigits(3)) + ", door " + b.K("D"+strconv.Itoa(between(1, 40)))
			}
		}),
		T("smart_env", 40, func(b *B) string {
			lines := []string{"# .env for the resident portal", "PROPERTY_ID=" + b.K(ndigits(6))}
			opts := []func() string{
				func() string { return "SEAM_API_KEY=" + b.P("bearer", "seam_"+tok(40)) },
				func() string { return "STRIPE_SECRET_KEY=" + b.P("bearer", "sk_live_"+tok(24)) },
				func() string { return "TWILIO_AUTH_TOKEN=" + b.P("bearer", randFrom(hexd, 32)) },
				func() string {
					return "SENDGRID_API_KEY=" + b.P("bearer", "SG."+randFrom(alnum+"-_", 22)+"."+randFrom(alnum+"-_", 43))
				},
				func() string { return "BUILDIUM_CLIENT_SECRET=" + b.P("bearer", tok(44)) },
				func() string {
					return "DB_PASSWORD=" + b.P("bearer", pick([]string{"Harbor", "Maple", "Quartz", "Ridge"})+digits(4)+pick([]string{"!", "#", "$"})+strings.ToLower(randFrom(alnum, 4)))
				},
				func() string { return "YARDI_API_TOKEN=" + b.P("bearer", tok(32)) },
				func() string { return "LATCH_ACCESS_TOKEN=\"" + b.P("bearer", tok(40)) + "\"" },
			}
			r.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
			for _, o := range opts[:between(2, 4)] {
				lines = append(lines, o())
			}
			lines = append(lines, b.K("GATE_RELAY_PIN="+strconv.Itoa(between(2, 27))), "DEFAULT_ZIP="+b.K(L["en-US"].Post()))
			return "Is anything wrong with this config? webhooks never arrive\n" + nl(lines...)
		}),
		T("intercom_log", 45, func(b *B) string {
			l := L[pick([]string{"en-US", "en-GB", "de", "nl", "sv", "en-AU"})]
			var lines []string
			for i := 0; i < between(3, 5); i++ {
				ts := dateISO() + "T" + timeHM() + ":" + f("%02d", rn(60)) + "Z"
				switch rn(4) {
				case 0:
					lines = append(lines, ts+" CALL  panel=LOBBY-1 "+b.K("unit="+strconv.Itoa(between(101, 2410)))+" forward_to="+b.P("phone", l.Mobile())+" status=answered dur=18s")
				case 1:
					lines = append(lines, ts+" PIN   door=GARAGE code_id="+b.K(ndigits(5))+" result=granted")
				case 2:
					lines = append(lines, ts+" SMS   to="+b.P("phone", l.Mobile())+" body=\"Your delivery code is "+b.K(digits(6))+"\"")
				default:
					lines = append(lines, ts+" FOB   reader=R"+strconv.Itoa(between(1, 9))+" fob="+b.K(ndigits(10))+" result=denied")
				}
			}
			return "ButterflyMX export, why did calls go to voicemail?\n" + nl(lines...)
		}),
		T("access_jwt", 35, func(b *B) string {
			j := jwt(map[string]any{"sub": "resident_" + ndigits(5), "unit": strconv.Itoa(between(101, 2410)), "bldg": "B" + strconv.Itoa(between(1, 6)), "scope": "door:open", "iat": 1767000000 + rn(9999999), "exp": 1767000000 + 3600 + rn(9999999)})
			b.P("jwt", j)
			return pick([]string{
				"The resident app sends this token and the lobby door ignores it:\nAuthorization: Bearer " + j + "\nDoor " + b.K("LOBBY-"+strconv.Itoa(between(1, 4))) + " firmware " + b.K("v"+strconv.Itoa(between(2, 4))+"."+strconv.Itoa(rn(10))+"."+strconv.Itoa(rn(20))),
				"wss://access.brivo.com/ws?token=" + j + "&site=" + b.K(ndigits(6)),
				"decode this for me pls " + j + " — is the exp before " + b.K(dateISO()) + "?",
				"{\"door_id\":\"" + b.K(uuid()) + "\",\"credential\":\"" + j + "\",\"pin\":\"" + b.K(digits(4)) + "\"}",
			})
		}),
		T("portal_password", 45, func(b *B) string {
			code := pick(locCodes)
			l := L[code]
			n := person(l)
			e := em(b, l, n)
			pw := b.P("bearer", pick([]string{"Welcome", "Tenant", "Oak", "Casa", "Haus", "Sunrise", "Lumen"})+digits(between(2, 4))+pick([]string{"!", "#", "@", "$", "*"})+strings.ToUpper(randFrom("abcdefghjkmnpqrstuvwxyz", 1))+randFrom("abcdefghjkmnpqrstuvwxyz", 2))
			switch code {
			case "de":
				return "Ihre Zugangsdaten zum Mieterportal:\nBenutzername: " + e + "\nPasswort: " + pw + "\nBitte nach der ersten Anmeldung ändern. Mietobjekt " + b.K(l.Street())
			case "fr":
				return "Vos identifiants espace locataire : identifiant " + e + " / mot de passe : " + pw + " (à changer). Logement " + b.K("lot n°"+strconv.Itoa(between(1, 300)))
			case "es":
				return "Acceso al portal del inquilino — usuario: " + e + " contraseña: " + pw + " — vivienda " + b.K(l.Street())
			case "it":
				return "Credenziali portale inquilini: utente " + e + ", password " + pw + ". Immobile " + b.K(l.Street())
			case "pt-BR":
				return "Seu acesso ao app do condomínio: login " + e + " senha " + pw + " — unidade " + b.K("apto "+strconv.Itoa(between(11, 1804)))
			case "ja":
				return "入居者ポータルのログイン情報です。ID: " + e + " パスワード: " + pw + "（初回ログイン後に変更してください）物件番号 " + b.K(ndigits(6))
			case "zh":
				return "业主APP账号：" + e + "，初始密码：" + pw + "，房号 " + b.K(strconv.Itoa(between(1, 30))+"-"+strconv.Itoa(between(101, 2802)))
			case "nl":
				return "Inloggegevens huurdersportaal: gebruikersnaam " + e + ", wachtwoord " + pw + ". Object " + b.K(l.Street())
			case "pl":
				return "Dane logowania do e-kartoteki: login " + e + ", hasło: " + pw + ". Lokal " + b.K("nr "+strconv.Itoa(between(1, 120)))
			case "sv":
				return "Inloggning till Mina sidor: " + e + " / lösenord " + pw + " — objekt " + b.K(ndigits(4)+"-"+digits(4))
			default:
				return pick([]string{"Your resident portal login: ", "RentCafe access — "}) + "username " + e + pick([]string{", temporary password: ", " / pw ", ", password "}) + pw + ". Property " + b.K("#"+ndigits(4)) + ", " + b.K(unit())
			}
		}),
		T("wifi_movein", 35, func(b *B) string {
			l := L[pick([]string{"en-US", "en-GB", "en-AU", "de", "es", "fr", "it", "nl"})]
			mgr := person(l)
			pw := b.P("bearer", pick([]string{"BlueOak", "Sunset", "Casa", "Linden", "Harbour"})+digits(4)+pick([]string{"!", "", "#"})+randFrom("abcdefghjkmnpqrstuvwxyz", 2))
			return nl(
				"Welcome to "+b.K(l.Street())+"! 🏠",
				"• Key safe code: "+b.K(doorCode()),
				"• Wi-Fi: "+pick([]string{"Flat", "Casa", "Home", "Apt"})+"_"+strconv.Itoa(between(1, 40))+"_5G  password: "+pw,
				"• Bins go out "+pick([]string{"Tuesday", "Thursday"})+" night; recycling week "+b.K("B"),
				"• Any issues message "+mgr.First+" on "+mob(b, l),
			)
		}),
		T("move_in_checklist", 40, func(b *B) string {
			l := L[pick([]string{"en-US", "en-GB", "en-AU", "en-CA", "de", "fr"})]
			n := person(l)
			return nl(
				"MOVE-IN INSPECTION — "+b.K(l.Street())+" "+b.K(unit()),
				"Date: "+b.K(dateEU("/"))+"    Keys issued: 2 front, 1 mailbox ("+b.K("MB-"+strconv.Itoa(between(1, 99)))+"), 1 fob",
				"Electric meter "+b.K(meterNo())+" reading "+b.K(kwh()),
				"Water meter reading "+b.K(f("%d.%03d m³", between(100, 9999), rn(1000))),
				"Living room: carpet stain near window (photo 4)",
				"Tenant: "+n.Disp+"   Tel: "+ph(b, l)+"   Sig: ________",
			)
		}),
		T("move_out_deposit", 35, func(b *B) string {
			l := L[pick([]string{"en-US", "en-CA", "en-GB", "en-AU"})]
			n := person(l)
			return "Move-out " + b.K(dateUS()) + ", " + b.K(unit()) + ". Deductions: carpet clean " + b.K(l.Money(between(80, 300))) + ", paint " + b.K(l.Money(between(100, 600))) + ". Refund " + b.K(l.Money(between(200, 2400))) + " to card " + b.K("ending "+digits(4)) + ". Forwarding: " + l.Street() + " " + b.K(l.Post()) + ", " + em(b, l, n) + pick([]string{", " + ph(b, l), ""})
		}),
		// ---------------- contractors
		T("contractor_quote", 40, func(b *B) string {
			l := L[pick([]string{"en-US", "en-US", "en-CA", "en-AU", "en-GB"})]
			c := person(l)
			return nl(
				pick([]string{"QUOTE", "ESTIMATE", "Quote #" + ndigits(4)})+" — "+pick([]string{"Ace Plumbing & Drain", "Sparks Electrical Pty Ltd", "Northside Roofing", "ProHVAC Services"}),
				"Job: "+b.K(l.Street())+", "+b.K(unit()),
				"  Replace 50 gal water heater ............ "+b.K(l.Money(between(900, 2200))),
				"  Permit "+b.K("BP-"+dateISO()[:4]+"-"+ndigits(5))+" ..................... "+b.K(l.Money(between(80, 350))),
				"  Labour 6 hrs @ "+l.Money(between(85, 140))+"/hr",
				b.K(license())+" · "+c.Disp+" "+ph(b, l)+" · "+em(b, l, c),
			)
		}),
		T("contractor_invoice_card", 30, func(b *B) string {
			l := us()
			c, name := cc(b, "")
			inv := b.K("INV-" + ndigits(5))
			return "| Item | Qty | Amount |\n|---|---|---|\n| Drywall repair " + b.K(unit()) + " | 1 | " + b.K(amountUS()) + " |\n| Paint (2 gal) | 2 | $" + strconv.Itoa(between(60, 120)) + ".00 |\n\nInvoice " + inv + " due " + b.K(dateUS()) + ". Pay by phone or reply with card: I'll use the company " + name + " " + c + " exp " + b.K(f("%02d/%02d", between(1, 12), between(26, 31))) + " — " + person(l).Disp + ", " + ph(b, l)
		}),
		// ---------------- agent queries to knowledge base
		T("agent_kb_email", 45, func(b *B) string {
			l := loc()
			n := person(l)
			return pick([]string{
				"find the lease for tenant " + em(b, l, n) + " in " + b.K(unit()) + " and check renewal date",
				"kb: what is the late fee policy for " + b.K(unit()) + "? tenant " + em(b, l, n) + " is asking",
				"search tickets from " + em(b, l, n) + " since " + b.K(dateISO()),
				"Draft a reply to " + n.Disp + " <" + em(b, l, n) + "> about the " + b.K(l.Money(between(50, 400))) + " utility recharge",
				"Who owns " + b.K("APN "+apn()) + "? The buyer's agent " + em(b, l, n) + " wants the HOA docs",
			})
		}),
		T("agent_kb_phone", 45, func(b *B) string {
			l := loc()
			return pick([]string{
				"Which tenant has the phone number " + ph(b, l) + "? They called about " + b.K(workOrder()),
				"look up caller " + ph(b, l) + " — says they live at " + b.K(l.Street()),
				"Add " + ph(b, l) + " as emergency contact on " + b.K(unit()) + " lease " + b.K("L-"+ndigits(6)),
				"text " + ph(b, l) + " that the water shutoff is " + b.K(dateISO()) + " " + b.K("09:00-13:00"),
				"Is " + ph(b, l) + " the same tenant as account " + b.K(utilAcct()) + "?",
			})
		}),
		T("broadband_support", 40, func(b *B) string {
			l := L[pick([]string{"en-GB", "en-US", "de", "nl", "en-AU", "fr", "it"})]
			n := person(l)
			pwkey := pick([]string{"PPPoE password: ", "PPP pw: ", "Passwort (PPPoE): ", "router admin password "})
			return nl(
				"Broadband down since "+b.K(dateEU("/"))+" "+b.K(timeHM()),
				"Account "+b.K(utilAcct())+" · "+b.K(serial())+" · WAN MAC "+b.K(mac()),
				"LAN "+b.K(ipv4())+", sync "+b.K(strconv.Itoa(between(40, 900))+" Mbps"),
				"PPPoE user "+b.K("cust"+ndigits(7))+" ("+n.Disp+"), "+pwkey+b.P("bearer", strings.ToLower(randFrom("abcdefghjkmnpqrstuvwxyz", 5))+digits(4)+randFrom("ABCDEFGHJKLMNPQRSTUVWXYZ", 2)),
				"Call back: "+ph(b, l),
			)
		}),
		T("water_bill_dispute", 35, func(b *B) string {
			code := pick([]string{"es", "it", "pt-BR", "fr", "en-AU", "pl"})
			l := L[code]
			n := person(l)
			acct := b.K(utilAcct())
			read := b.K(strconv.Itoa(between(100, 9999)) + " m³")
			switch code {
			case "es":
				return "Reclamación factura de agua. Póliza " + acct + ", lectura " + read + ", periodo " + b.K(dateEU("/")) + " – " + dateEU("/") + ". Titular " + n.Disp + ", tel. " + ph(b, l) + ", " + em(b, l, n)
			case "it":
				return "Reclamo bolletta acqua: codice utenza " + acct + ", lettura " + read + ". Intestatario " + n.Disp + ", cell. " + ph(b, l)
			case "pt-BR":
				return "Conta de água absurda!! matrícula " + acct + ", consumo " + read + ", vencimento " + b.K(dateEU("/")) + ". " + n.Disp + " tel " + ph(b, l) + " email " + em(b, l, n)
			case "fr":
				return "Contestation facture d'eau — n° abonné " + acct + ", index " + read + ". " + n.Disp + ", tél. " + ph(b, l)
			case "pl":
				return "Reklamacja rachunku za wodę: nr klienta " + acct + ", stan wodomierza " + read + ". " + n.Disp + ", tel. " + ph(b, l)
			default:
				return "Water usage charge seems wrong — account " + acct + ", meter read " + read + " on " + b.K(dateEU("/")) + ". " + n.Disp + ", ph " + ph(b, l)
			}
		}),
		T("sql_tenants", 30, func(b *B) string {
			l := L[pick([]string{"en-US", "en-CA", "en-GB", "en-AU"})]
			var vals []string
			for i := 0; i < between(1, 3); i++ {
				n := person(l)
				ss := "NULL"
				if l.Code == "en-US" {
					ss = "'" + b.P("ssn", ssn()) + "'"
				}
				vals = append(vals, "("+b.K(ndigits(5))+", '"+strings.ReplaceAll(n.Disp, "'", "''")+"', '"+b.P("phone", l.Phone())+"', '"+b.P("email", emailFor(l, n))+"', "+ss+", '"+strconv.Itoa(between(101, 2410))+"')")
			}
			return "INSERT INTO tenants (tenant_id, full_name, phone, email, ssn, unit_no) VALUES\n" + strings.Join(vals, ",\n") + ";\n-- migrating from AppFolio, lease_start " + b.K(dateISO())
		}),
		T("vcard", 25, func(b *B) string {
			l := loc()
			n := person(l)
			return "BEGIN:VCARD\nVERSION:3.0\nFN:" + n.Disp + "\nORG:" + pick([]string{"Tenant", "Owner", "Vendor - HVAC"}) + ";" + b.K(unit()) + "\nTEL;TYPE=CELL:" + b.P("phone", l.Mobile()) + "\nEMAIL;TYPE=INTERNET:" + em(b, l, n) + "\nADR;TYPE=HOME:;;" + l.Street() + ";;;" + b.K(l.Post()) + "\nNOTE:gate " + b.K(doorCode()) + "\nEND:VCARD"
		}),
		T("forwarded_email", 40, func(b *B) string {
			l := loc()
			n := person(l)
			pm := person(l)
			return "---------- Forwarded message ---------\nFrom: " + n.Disp + " <" + em(b, l, n) + ">\nDate: " + b.K(dateEU("/")) + "\nSubject: " + pick([]string{"Re: rent increase", "Lease renewal " + b.K(unit()), "Noise complaint"}) + "\nTo: " + pm.Disp + " <" + b.P("email", bizEmail(pick([]string{"leasing", "office", "pm", "info", "verwaltung"}))) + ">\n\n> " + pick([]string{"As discussed, the new rent will be ", "Your renewal offer is "}) + b.K(l.Money(between(700, 3900))) + " from " + dateEU("/") + "\n\nThat's a lot. Please call me " + ph(b, l) + " to discuss."
		}),
		T("ja_chintai", 25, func(b *B) string {
			l := L["ja"]
			n := person(l)
			return nl("【入居申込書】", "物件名：パークハイツ三軒茶屋 "+b.K(strconv.Itoa(between(101, 1205))+"号室"), "賃料："+b.K(l.Money(between(60, 280)*1000))+"　管理費："+b.K(l.Money(between(3, 15)*1000)), "申込者："+n.Disp+"（"+b.K(strconv.Itoa(between(22, 60))+"歳")+"）", "携帯電話："+mob(b, l), "メール："+em(b, l, n), "勤務先電話："+ph(b, l), "入居希望日："+b.K(f("%d年%d月%d日", between(2025, 2026), between(1, 12), between(1, 28))))
		}),
		T("zh_wuye", 25, func(b *B) string {
			l := L["zh"]
			n := person(l)
			return "【物业通知】" + b.K(strconv.Itoa(between(1, 30))+"栋"+strconv.Itoa(between(1, 4))+"单元") + "将于" + b.K(f("%d月%d日", between(1, 12), between(1, 28))) + "停水维修，请提前储水。物业费 " + b.K(l.Money(between(800, 4800))) + " 请于月底前缴纳。联系人：" + n.Disp + "，手机 " + mob(b, l) + pick([]string{"，邮箱 " + em(b, l, n), ""}) + "。门禁密码已更新为 " + b.K(digits(6))
		}),
		T("ar_lease", 20, func(b *B) string {
			l := L["ar"]
			n := person(l)
			return "عقد إيجار رقم " + b.K(ndigits(8)) + "\nالمستأجر: " + n.Disp + "\nالجوال: " + mob(b, l) + "\nالبريد: " + em(b, l, n) + "\nالإيجار السنوي: " + b.K(l.Money(between(30, 180)*1000)) + "\nرقم إيجاري " + b.K(ndigits(10))
		}),
		T("de_nebenkosten", 25, func(b *B) string {
			l := L["de"]
			n := person(l)
			return "Sehr geehrte Damen und Herren,\n\nzur Nebenkostenabrechnung " + b.K(strconv.Itoa(between(2023, 2025))) + " für " + b.K(l.Street()) + ", " + b.K(l.Post()) + " Berlin, " + b.K("Whg. "+strconv.Itoa(between(1, 30))) + ":\nHeizkosten " + b.K(l.Money(between(300, 1600))) + " (Zähler " + b.K(meterNo()) + ", Stand " + b.K(strconv.Itoa(between(1000, 60000))) + ")\nDas kann nicht stimmen. Bitte rufen Sie mich an: " + ph(b, l) + pick([]string{"", " oder per Mail an " + em(b, l, n)}) + "\n\nMit freundlichen Grüßen\n" + n.Disp
		}),
		T("fr_etat_des_lieux", 25, func(b *B) string {
			l := L["fr"]
			n := person(l)
			return "ÉTAT DES LIEUX D'ENTRÉE — " + b.K(l.Street()) + ", " + b.K(l.Post()) + "\nDate : " + b.K(dateEU("/")) + "\nCompteur électrique (PDL " + b.K(ndigits(14)) + ") : " + b.K(kwh()) + "\nEau froide : " + b.K(strconv.Itoa(between(10, 999))+" m³") + "\nClés remises : 3 + badge " + b.K("VIGIK "+ndigits(6)) + "\nLocataire : " + n.Disp + " — " + ph(b, l) + " — " + em(b, l, n)
		}),
		T("nl_huur", 20, func(b *B) string {
			l := L["nl"]
			n := person(l)
			return "Huurovereenkomst woonruimte\nAdres: " + b.K(l.Street()) + ", " + b.K(l.Post()) + " Utrecht\nKale huur: " + b.K(l.Money(between(700, 2100))) + " p/m, servicekosten " + b.K(l.Money(between(40, 180))) + "\nWOZ-waarde " + b.K(l.Money(between(180, 600)*1000)) + "\nHuurder: " + n.Disp + ", tel. " + ph(b, l) + ", e-mail " + em(b, l, n)
		}),
		T("sv_brf", 20, func(b *B) string {
			l := L["sv"]
			n := person(l)
			return "BRF Solrosen — info till medlemmar\nÅrsavgiften höjs med " + b.K(strconv.Itoa(between(3, 12))+" %") + " från " + b.K(dateISO()) + ". Lägenhet " + b.K(strconv.Itoa(between(1001, 1305))) + " (objektnr " + b.K(ndigits(5)) + ") har ny portkod " + b.K(digits(4)) + ".\nFrågor? Kontakta ordförande " + n.Disp + " " + ph(b, l) + " eller " + em(b, l, n)
		}),
		T("pl_wspolnota", 20, func(b *B) string {
			l := L["pl"]
			n := person(l)
			return "Wspólnota Mieszkaniowa " + b.K(l.Street()) + "\nZaliczka na fundusz remontowy: " + b.K(l.Money(between(80, 600))) + "/m-c od " + b.K(dateEU(".")) + "\nLokal " + b.K("nr "+strconv.Itoa(between(1, 120))) + ", powierzchnia " + b.K(f("%d,%d m²", between(28, 120), rn(10))) + "\nAdministrator: " + n.Disp + ", tel. " + ph(b, l) + ", " + em(b, l, n)
		}),
		T("br_condominio", 20, func(b *B) string {
			l := L["pt-BR"]
			n := person(l)
			return "Condomínio Edifício Aurora — boleto de " + b.K(f("%02d/%d", between(1, 12), between(2025, 2026))) + "\nUnidade " + b.K("Bloco "+string("ABC"[rn(3)])+" apto "+strconv.Itoa(between(11, 1804))) + "\nValor: " + b.K(l.Money(between(400, 2800))) + "   Vencimento: " + b.K(dateEU("/")) + "\nCEP " + b.K(l.Post()) + "\nDúvidas com a síndica " + n.Disp + ": " + mob(b, l) + pick([]string{" (WhatsApp)", "", " / " + em(b, l, n)})
		}),
		T("webhook_tenant", 35, func(b *B) string {
			l := loc()
			n := person(l)
			return `{"type":"lease.signed","data":{"lease_id":"` + b.K("ls_"+randFrom(lowalnum, 12)) + `","unit":{"number":"` + strconv.Itoa(between(101, 2410)) + `","sqft":` + b.K(strconv.Itoa(between(450, 2200))) + `},"tenant":{"name":"` + n.Disp + `","email":"` + em(b, l, n) + `","mobile":"` + mob(b, l) + `"},"rent_cents":` + b.K(strconv.Itoa(between(65000, 480000))) + `,"start":"` + b.K(dateISO()) + `"}}`
		}),
		T("showing_request", 35, func(b *B) string {
			l := L[pick([]string{"en-US", "en-US", "en-CA"})]
			ag := person(l)
			return "Showing request: " + b.K(l.Street()) + " " + b.K(unit()) + " on " + b.K(dateUS()) + " at " + b.K(timeHM()) + ". Buyer agent " + ag.Disp + " (" + ph(b, l) + "). Supra lockbox " + b.K("#"+ndigits(8)) + ", CBS code " + b.K(digits(4)) + ". Please confirm via ShowingTime or text " + ph(b, l)
		}),
		T("oauth_token_response", 25, func(b *B) string {
			at := jwt(map[string]any{"sub": "pm_" + ndigits(6), "scope": "units:read leases:write", "exp": 1767000000 + rn(9999999), "iss": "https://auth." + pick([]string{"appfolio", "buildium", "entrata", "rentmanager"}) + ".com"})
			b.P("jwt", at)
			rt := tok(48)
			return "Got this from the Buildium token endpoint, how long is it valid?\n{\"access_token\":\"" + at + "\",\"token_type\":\"Bearer\",\"expires_in\":" + b.K("3600") + ",\"refresh_token\":\"" + b.P("bearer", rt) + "\",\"account_id\":" + b.K(ndigits(6)) + "}"
		}),
		T("emergency_contact_list", 30, func(b *B) string {
			l := loc()
			var rows []string
			rows = append(rows, "Unit\tResident\tPhone\tEmergency contact")
			for i := 0; i < between(2, 4); i++ {
				n := person(l)
				rows = append(rows, b.K(strconv.Itoa(between(101, 2410)))+"\t"+n.Disp+"\t"+b.P("phone", l.Mobile())+"\t"+person(l).First+" "+b.P("phone", l.Phone()))
			}
			return "Building " + b.K("B"+strconv.Itoa(between(1, 8))) + " fire drill roster (" + b.K(dateISO()) + ")\n" + nl(rows...)
		}),
		T("hoa_api_key", 20, func(b *B) string {
			k := tok(32)
			return pick([]string{
				"Our HOA site's payment widget config: `api_key: \"" + b.P("bearer", k) + "\"`, association " + b.K("#"+ndigits(4)) + ", dues " + b.K(amountUS()),
				"x-api-key: " + b.P("bearer", k) + "\nGET /associations/" + b.K(ndigits(4)) + "/owners?lot=" + b.K(strconv.Itoa(between(1, 240))),
				"The ring doorbell integration asks for client_secret — I pasted " + b.P("bearer", k) + " but the property " + b.K("P-"+ndigits(5)) + " still fails",
			})
		}),

		// ================= CLEAN =================
		TC("clean_utility_bill", 110, func(b *B) string {
			code := pick(locCodes)
			l := L[code]
			switch code {
			case "de":
				return "Stromrechnung Kundennummer " + b.K(utilAcct()) + ", Zähler " + b.K(meterNo()) + ": Stand alt " + b.K(strconv.Itoa(between(1000, 40000))) + ", neu " + strconv.Itoa(between(40001, 60000)) + ", Verbrauch " + b.K(kwh()) + ", Arbeitspreis " + b.K(f("%d,%02d ct/kWh", between(25, 42), rn(100))) + ". Warum steigt der Abschlag ab " + b.K(dateEU(".")) + "?"
			case "ja":
				return "検針票：お客さま番号 " + b.K(utilAcct()) + "　使用量 " + b.K(strconv.Itoa(between(120, 900))+"kWh") + "　請求予定額 " + b.K(l.Money(between(3000, 25000))) + "　次回検針日 " + b.K(f("%d月%d日", between(1, 12), between(1, 28))) + "。これは平均的ですか？"
			case "fr":
				return "Facture EDF : réf. client " + b.K(utilAcct()) + ", PDL " + b.K(ndigits(14)) + ", consommation " + b.K(kwh()) + ", option " + b.K(tariff()) + ", montant " + b.K(l.Money(between(40, 400))) + ". C'est normal en hiver ?"
			case "zh":
				return "户号 " + b.K(utilAcct()) + " 本月用电 " + b.K(strconv.Itoa(between(120, 900))+"度") + "，峰谷电价，应缴 " + b.K(l.Money(between(80, 900))) + "，缴费截止 " + b.K(dateISO()) + "。怎么算的？"
			default:
				return pick([]string{"Explain this bill: ", "Is this right? ", "Bill breakdown — "}) + "acct " + b.K(utilAcct()) + ", meter " + b.K(meterNo()) + ", prev read " + b.K(f("%05d", between(100, 40000))) + " / curr read " + f("%05d", between(40001, 99999)) + ", " + b.K(kwh()) + " on " + b.K(tariff()) + ", due " + b.K(dateUS()) + ", total " + b.K(amountUS())
			}
		}),
		TC("clean_mls_listing", 90, func(b *B) string {
			l := us()
			return nl(
				"MLS# "+b.K(mlsID())+"  Status: "+pick([]string{"Active", "Pending", "Coming Soon", "Closed"}),
				b.K(l.Street())+", "+pick([]string{"Round Rock, TX ", "Fremont, CA ", "Aurora, CO ", "Orlando, FL "})+b.K(l.Post()),
				"LP "+b.K("$"+thou(between(289, 1890)*1000, ","))+" | "+b.K(sqft())+" | Lot "+b.K(f("%.2f ac", 0.1+r.Float64()))+" | Built "+b.K(strconv.Itoa(between(1952, 2023))),
				"APN "+b.K(apn())+" · Tax "+b.K("$"+thou(between(2400, 21000), ","))+"/yr · HOA "+b.K("$"+strconv.Itoa(between(35, 650))+"/mo"),
				"Remarks: "+pick([]string{"Updated kitchen, quartz counters, new HVAC 2022.", "Corner lot, 3-car garage, no carpet.", "Walk to light rail. Seller offering 2/1 buydown."}),
			)
		}),
		TC("clean_maintenance", 90, func(b *B) string {
			code := pick(locCodes)
			u := b.K(unit())
			wo := b.K(workOrder())
			switch code {
			case "de":
				return "Heizung in " + b.K("Whg. "+strconv.Itoa(between(1, 30))) + " defekt, Vorgang " + wo + ", Termin am " + b.K(dateEU(".")) + " zwischen " + b.K("8-12 Uhr") + ". Haustürcode " + b.K(doorCode())
			case "fr":
				return "Fuite sous l'évier, bâtiment " + b.K("B"+strconv.Itoa(between(1, 6))) + ", " + b.K("3e étage") + ", digicode " + b.K(digits(4)+"A") + ". Intervention prévue le " + b.K(dateEU("/")) + ", dossier " + wo
			case "es":
				return "Avería del ascensor en el portal " + b.K(strconv.Itoa(between(1, 20))) + ", incidencia " + wo + ", técnico el " + b.K(dateEU("/")) + ". Código del portal " + b.K(doorCode())
			case "ja":
				return b.K(strconv.Itoa(between(101, 1205))+"号室") + "の給湯器交換、受付番号 " + wo + "、作業日 " + b.K(f("%d月%d日", between(1, 12), between(1, 28))) + " " + b.K("13:00〜15:00") + "。オートロック番号 " + b.K(digits(4))
			case "zh":
				return b.K(strconv.Itoa(between(1, 30))+"栋"+strconv.Itoa(between(101, 2802))) + "卫生间漏水，工单 " + wo + "，维修时间 " + b.K(dateISO()) + " " + b.K("14:00") + "，门禁码 " + b.K(digits(6))
			default:
				return pick([]string{"Tech scheduled for ", "Vendor visit ", "Reminder: "}) + b.K(dateUS()) + " " + b.K(timeHM()) + " — " + u + ", " + wo + ". Issue: " + pick([]string{"AC not cooling (set 72, reads 81)", "garbage disposal jammed", "water heater 50 gal pilot out", "dryer vent clog"}) + ". Gate code " + b.K(doorCode()) + ", lockbox " + b.K(digits(4)) + ", permit " + b.K("BP-"+ndigits(6))
			}
		}),
		TC("clean_lease_terms", 70, func(b *B) string {
			l := L[pick([]string{"en-US", "en-GB", "en-AU", "en-CA"})]
			return "Lease summary: " + b.K(l.Street()) + " " + b.K(unit()) + ", term " + b.K(dateEU("/")) + " – " + dateEU("/") + ", rent " + b.K(l.Money(between(800, 4200))) + ", deposit " + b.K(l.Money(between(800, 4200))) + ", parking " + b.K("P"+strconv.Itoa(between(1, 3))+"-"+strconv.Itoa(between(1, 180))) + ", storage " + b.K("S-"+ndigits(3)) + ". Parcel " + b.K(apn()) + ". Is a 60-day notice required to vacate?"
		}),
		TC("clean_uk_mpan", 60, func(b *B) string {
			l := L["en-GB"]
			return "Switching supplier for " + b.K(l.Post()) + ": MPAN core " + b.K(mpanCore()) + ", meter " + b.K(meterNo()) + ", MPRN " + b.K(mprn()) + ", readings E " + b.K(f("%05d", between(100, 99999))) + " / G " + b.K(f("%05d", between(100, 99999))) + " on " + b.K(dateEU("/")) + ". Tariff " + b.K(tariff()) + " at " + b.K(f("%d.%02dp/kWh", between(18, 32), rn(100))) + " — which is cheaper?"
		}),
		TC("clean_access_log", 60, func(b *B) string {
			var lines []string
			for i := 0; i < between(3, 6); i++ {
				ts := dateISO() + " " + timeHM() + ":" + f("%02d", rn(60))
				lines = append(lines, ts+" "+pick([]string{"DOOR_OPEN", "PIN_OK", "PIN_FAIL", "FOB_DENIED", "CALL_MISSED"})+" door="+pick([]string{"LOBBY", "GARAGE", "POOL", "GYM"})+" unit="+b.K(strconv.Itoa(between(101, 2410)))+" cred="+b.K(ndigits(between(6, 10))))
			}
			return "Summarise failed entries:\n" + nl(lines...)
		}),
		TC("clean_kb_question", 90, func(b *B) string {
			l := loc()
			return pick([]string{
				"What is the max late fee in Texas for rent of " + b.K(amountUS()) + " due on the " + b.K("1st") + "?",
				"How many days to return a deposit of " + b.K(l.Money(between(500, 4000))) + " in " + pick([]string{"California", "Ontario", "Victoria", "England"}) + "? Move-out was " + b.K(dateEU("/")),
				"Can we charge for carpet replacement on a " + b.K(strconv.Itoa(between(6, 12))) + "-year-old carpet in " + b.K(unit()) + "?",
				"Compare occupancy: building " + b.K("B"+strconv.Itoa(between(1, 8))) + " has " + b.K(strconv.Itoa(between(40, 240))) + " units, " + b.K(f("%.1f%%", 85+r.Float64()*14)) + " leased as of " + b.K(dateISO()),
				"Prorate rent " + b.K(amountUS()) + " for move-in on " + b.K(dateUS()),
				"Is APN " + b.K(apn()) + " in a flood zone? ZIP " + b.K(L["en-US"].Post()),
			})
		}),
		TC("clean_contractor_quote", 60, func(b *B) string {
			l := L[pick([]string{"en-US", "en-CA", "en-AU", "en-GB"})]
			return "Compare quotes for " + b.K(l.Street()) + ":\nA) " + b.K(l.Money(between(900, 9000))) + " — " + b.K(license()) + ", 2 yr warranty\nB) " + b.K(l.Money(between(900, 9000))) + " — permit " + b.K("BP-"+dateISO()[:4]+"-"+ndigits(5)) + " incl.\nC) " + b.K(l.Money(between(900, 9000))) + " — " + b.K("ABN "+digits(2)+" "+digits(3)+" "+digits(3)+" "+digits(3))
		}),
		TC("clean_move_checklist", 60, func(b *B) string {
			l := loc()
			return "Move-out checklist " + b.K(unit()) + " " + b.K(dateISO()) + "\n[x] keys returned: " + b.K(strconv.Itoa(between(2, 5))) + "\n[x] meter " + b.K(meterNo()) + " final read " + b.K(kwh()) + "\n[ ] water " + b.K(f("%d.%03d", between(100, 9999), rn(1000))) + "\n[x] fob " + b.K(ndigits(10)) + " deactivated\nDeposit: " + b.K(l.Money(between(500, 4000)))
		}),
		TC("clean_mortgage", 60, func(b *B) string {
			return "Pre-approval " + b.K("#"+loanNo()) + ": purchase " + b.K("$"+thou(between(250, 950)*1000, ",")) + ", " + b.K(strconv.Itoa(between(3, 25))+"% down") + ", rate " + b.K(f("%.3f%%", 5.5+r.Float64()*1.5)) + ", " + b.K(license()) + ". Closing " + b.K(dateUS()) + ". What is the DTI if income is " + b.K(amountUS()) + "/mo?"
		}),
		TC("clean_units_csv", 60, func(b *B) string {
			rows := []string{pick([]string{"unit,sqft,beds,rent,meter_no,account", "unit;m2;rooms;rent;meter;account_no"})}
			for i := 0; i < between(3, 5); i++ {
				rows = append(rows, b.K(strconv.Itoa(between(101, 2410)))+","+strconv.Itoa(between(450, 2200))+","+strconv.Itoa(between(0, 4))+","+strconv.Itoa(between(800, 4200))+","+b.K(meterNo())+","+b.K(utilAcct()))
			}
			return "Which units are underpriced?\n" + nl(rows...)
		}),
		TC("clean_broadband", 50, func(b *B) string {
			return "Router " + b.K(serial()) + ", MAC " + b.K(mac()) + ", LAN " + b.K(ipv4()) + ", WAN " + b.K(f("100.%d.%d.%d", between(64, 127), rn(256), between(1, 254))) + ":" + b.K(strconv.Itoa(between(1024, 65000))) + ", line speed " + b.K(strconv.Itoa(between(40, 900))+"/"+strconv.Itoa(between(10, 100))+" Mbps") + ", account " + b.K(utilAcct()) + ". Why drops every night at " + b.K(timeHM()) + "?"
		}),
		TC("clean_smart_config", 45, func(b *B) string {
			return "```yaml\nlock:\n  - platform: seam\n    api_key: !secret seam_api_key\n    device_id: " + b.K(uuid()) + "\n    default_code: \"" + b.K(digits(4)) + "\"\n    auto_lock_seconds: " + b.K(strconv.Itoa(between(30, 300))) + "\n```\nHow do I rotate codes for " + b.K(unit()) + " every " + b.K(dateISO()) + "? token is in ${SEAM_TOKEN}"
		}),
		TC("clean_payment_receipt", 50, func(b *B) string {
			l := L[pick([]string{"en-US", "en-CA", "en-GB", "en-AU"})]
			return "Receipt " + b.K(confNo()) + ": rent " + b.K(l.Money(between(700, 4200))) + " paid " + b.K(dateEU("/")) + " with " + pick([]string{"Visa", "Mastercard", "Amex"}) + " " + b.K(pick([]string{"**** **** **** ", "•••• ", "XXXX-XXXX-XXXX-", "ending "})+digits(4)) + ", auth " + b.K(strings.ToUpper(randFrom(lowalnum, 6))) + ", " + b.K(unit())
		}),
		TC("clean_hoa", 50, func(b *B) string {
			return "HOA violation notice " + b.K("#"+ndigits(6)) + " — Lot " + b.K(strconv.Itoa(between(1, 240))) + ", " + b.K(us().Street()) + ": trash cans visible from street. Fine " + b.K("$"+strconv.Itoa(between(25, 250))) + " if not cured by " + b.K(dateUS()) + ". Account " + b.K(ndigits(4)+"-"+digits(3)+"-"+digits(4)) + ", ZIP " + b.K(us().Post())
		}),
		TC("clean_lookalike_ids", 60, func(b *B) string {
			return pick([]string{
				"Confirmation " + b.K(ndigits(3)+"-"+digits(3)+"-"+digits(4)) + " for the gas turn-on at " + b.K(unit()) + ", meter " + b.K(meterNo()),
				"Cook County PIN " + b.K(digits(2)+"-"+digits(2)+"-"+digits(3)+"-"+digits(3)+"-"+digits(4)) + " tax bill " + b.K("$"+thou(between(2000, 18000), ",")) + " due " + b.K(dateUS()),
				"Order " + b.K(ndigits(10)) + " — 2 smart locks, tracking " + b.K("1Z"+strings.ToUpper(randFrom(lowalnum, 16))) + ", delivered " + b.K(dateISO()),
				"Electric account number " + b.K(ndigits(4)+" "+digits(3)+" "+digits(3)) + ", service ID " + b.K(ndigits(10)) + ", meter " + b.K(meterNo()),
				"Permit " + b.K(ndigits(3)+"-"+digits(2)+"-"+digits(4)) + " approved for " + b.K(us().Street()),
				"Invoice " + b.K(nonLuhn(16)) + " from the water district, amount " + b.K(amountUS()),
			})
		}),
		TC("clean_multilingual_notice", 60, func(b *B) string {
			code := pick([]string{"es", "it", "nl", "pl", "pt-BR", "sv", "ar"})
			l := L[code]
			switch code {
			case "es":
				return "Junta de propietarios el " + b.K(dateEU("/")) + " a las " + b.K("19:30") + ". Derrama de " + b.K(l.Money(between(100, 900))) + " por vivienda. Ref. catastral " + b.K(ndigits(7)+"VK"+digits(4)+"N"+digits(4)+"XY")
			case "it":
				return "Assemblea condominiale " + b.K(dateEU("/")) + ", rata " + b.K(l.Money(between(100, 900))) + ", foglio " + b.K(strconv.Itoa(between(1, 300))) + " particella " + b.K(strconv.Itoa(between(1, 2000))) + " sub " + strconv.Itoa(between(1, 40))
			case "nl":
				return "VvE-bijdrage " + b.K(l.Money(between(80, 400))) + " per maand vanaf " + b.K(dateEU("-")) + ", appartementsrecht " + b.K("A"+strconv.Itoa(between(1, 120))) + ", postcode " + b.K(l.Post())
			case "pl":
				return "Odczyt wodomierzy " + b.K(dateEU(".")) + ", lokal " + b.K("nr "+strconv.Itoa(between(1, 120))) + ", stan " + b.K(f("%d,%03d m³", between(10, 999), rn(1000))) + ", kod " + b.K(l.Post())
			case "pt-BR":
				return "Assembleia " + b.K(dateEU("/")) + " " + b.K("19h") + ", taxa extra " + b.K(l.Money(between(100, 900))) + ", matrícula do imóvel " + b.K(ndigits(6)) + ", CEP " + b.K(l.Post())
			case "sv":
				return "Avgiften för lgh " + b.K(strconv.Itoa(between(1001, 1305))) + " blir " + b.K(l.Money(between(2500, 9000))) + "/mån från " + b.K(dateISO()) + ", portkod " + b.K(digits(4))
			default:
				return "إشعار صيانة المصاعد يوم " + b.K(dateEU("/")) + " من " + b.K("10:00") + " إلى 14:00، المبنى " + b.K("B"+strconv.Itoa(between(1, 9))) + "، رسوم الخدمة " + b.K(l.Money(between(2, 40)*1000))
			}
		}),
	}...)
}

func jwtLike(b *B) string {
	return tok(between(40, 64))
}
