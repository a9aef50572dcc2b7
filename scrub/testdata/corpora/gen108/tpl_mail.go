package main

import (
	"fmt"
	"strconv"
	"strings"
)

// Templates: correspondence between bookkeepers, accountants and their clients.
func mailTemplates() []Tpl {
	return []Tpl{
		{"us_w9_request_mail", func(c *C) string {
			p, co := person("us"), company("us")
			acct := person("us")
			return fmt.Sprintf("Hi %s,\n\nThanks for the W-9. Before I can file the %d 1099-NEC for %s I need the TIN confirmed: the form shows %s but the IRS TIN match came back with a name mismatch. Is that your SSN or should we use the business EIN %s?\n\nAmount paid in box 1: %s (invoice %s).\n\nBest,\n%s, EA\n%s | %s",
				p.First, ri(2023, 2024), co.Name, c.SSN(ssn("-")), c.K(ein()), c.K(amount("us")), c.K(invNo()), acct.Full(), c.Ph("us"), c.WMail(acct, "hollisparkcpa.com"))
		}},
		{"us_client_reply_ssn_spaced", func(c *C) string {
			p := person("us")
			return fmt.Sprintf("Sorry for the delay!! my social is %s and my wife's ITIN is %s. Routing for the refund deposit is %s, acct %s (checking). Text me at %s if anything else is missing - %s",
				c.SSN(ssn(" ")), c.SSN(itin("-")), c.K(pick(abas)), c.K(nz(10)), c.PhN("us"), p.First)
		}},
		{"de_mandant_belege_mail", func(c *C) string {
			p, co := person("de"), company("de")
			stb := person("de")
			t := date()
			return fmt.Sprintf("Hallo Frau %s,\n\nanbei die Belege für %02d/%d (Kontoauszüge, Tankquittungen, Rechnung %s). Die Lastschrift vom %s über %s ist die Leasingrate, Vertragsnummer %s.\n\nBei Rückfragen erreichen Sie mich unter %s oder mobil %s.\n\nViele Grüße\n%s\n%s\nUSt-IdNr. %s · IBAN %s",
				stb.Last, t.M, t.Y, c.K(invNo()), c.K(t.DE()), c.K(amount("de")), c.K("LV-"+d(7)), c.PhN("de"), c.PhN("de"), p.Full(), co.Name, c.K(vatID("DE")), c.K(iban("DE", true)))
		}},
		{"de_stb_rueckfrage_mail", func(c *C) string {
			p := person("de")
			stb := person("de")
			return fmt.Sprintf("Sehr geehrter Herr %s,\n\nbei der Buchhaltung für das Quartal sind drei Positionen offen (Buchungskonto 1800, Belegnummern %s, %s). Bitte senden Sie die Nachweise an %s.\n\nMit freundlichen Grüßen\n%s\nSteuerberaterin · Kanzlei Hoffmann\nTel.: %s\nFax: %s\nSteuernummer der Kanzlei: %s",
				p.Last, c.K("B"+d(5)), c.K("B"+d(5)), c.WMail(stb, "stb-hoffmann.de"), stb.Full(), c.PhI("de"), c.PhN("de"), c.K(fmt.Sprintf("%d/%03d/%05d", ri(100, 299), ri(100, 999), ri(10000, 99999))))
		}},
		{"fr_expert_comptable_mail", func(c *C) string {
			p := person("fr")
			ec := person("fr")
			return fmt.Sprintf("Bonjour %s,\n\nPour clôturer l'exercice au 31/12/%d il me manque le relevé de votre compte pro (IBAN %s) et la facture n° %s. Le montant de TVA à décaisser est de %s.\n\nVous pouvez me joindre au %s ou par mail : %s\n\nCordialement,\n%s\nCabinet Rousseau Expertise Comptable — SIRET %s",
				p.First, ri(2023, 2024), c.K(iban("FR", true)), c.K(invNo()), c.K(amount("fr")), c.PhN("fr"), c.WMail(ec, "rousseau-expertise.fr"), ec.Full(), c.K(siret()))
		}},
		{"fr_client_reponse_mail", func(c *C) string {
			p := person("fr")
			return fmt.Sprintf("Re: Pièces manquantes\n\nBonjour, je vous renvoie les justificatifs. Mon nouveau numéro est le %s, l'ancien ne marche plus. Mon adresse perso %s pour les convocations. Facture fournisseur réf. %s du %s.\n%s",
				c.PhN("fr"), c.Mail(p, "fr"), c.K("FA"+d(6)), c.K(date().EU()), p.Full())
		}},
		{"nl_boekhouder_mail", func(c *C) string {
			p := person("nl")
			b := person("nl")
			return fmt.Sprintf("Beste %s,\n\nDe btw-aangifte over Q%d is klaar. Te betalen: %s, betalingskenmerk %s. Graag vóór de 30e overmaken naar de Belastingdienst (NL86 INGB 0002 4455 88).\n\nVragen? Bel me op %s of mail naar %s.\n\nMet vriendelijke groet,\n%s\nAdministratiekantoor Visser · KvK %s",
				p.First, ri(1, 4), c.K(amount("nl")), c.K(d(4)+" "+d(4)+" "+d(4)+" "+d(4)), c.PhN("nl"), c.WMail(b, "visser-administratie.nl"), b.Full(), c.K(nz(8)))
		}},
		{"es_gestoria_mail", func(c *C) string {
			p := person("es")
			g := person("es")
			return fmt.Sprintf("Hola %s:\n\nTe adjunto el modelo 303 del %dT. Resultado a ingresar: %s. Se domicilia en la cuenta %s.\nSi necesitas algo llámame al %s o escríbeme a %s.\n\nUn saludo,\n%s\nGestoría Ortega · CIF %s",
				p.First, ri(1, 4), c.K(amount("es")), c.K(iban("ES", true)), c.PhN("es"), c.WMail(g, "gestoriaortega.es"), g.Full(), c.K("B"+d(8)))
		}},
		{"it_commercialista_mail", func(c *C) string {
			p := person("it")
			cm := person("it")
			return fmt.Sprintf("Gentile %s,\n\nle ricordo la scadenza F24 del 16/%02d: IVA %s, codice tributo 60%02d. La fattura n. %s risulta scartata dallo SdI (codice errore 00305).\nPer chiarimenti: cell. %s, PEC %s\n\nCordiali saluti\n%s\nStudio Commercialista Ricci — P.IVA %s",
				p.Last, ri(1, 12), c.K(amount("it")), ri(1, 12), c.K(strconv.Itoa(ri(1, 400))+"/"+strconv.Itoa(ri(2023, 2025))), c.PhN("it"), c.Email(workEmail(cm, "pec.studioricci.it")), cm.Full(), c.K(d(11)))
		}},
		{"jp_zeirishi_mail", func(c *C) string {
			p := person("jp")
			z := person("jp")
			t := date()
			return fmt.Sprintf("%s様\n\nいつもお世話になっております。山本会計事務所の%sです。\n%d年分の確定申告の件、源泉徴収票と請求書（No.%s）をお送りください。消費税の納付額は%sです。\n\nご不明点は %s までお電話ください。\nメール：%s\n適格請求書発行事業者登録番号 %s\n送信日：%s",
				p.JP(), z.JP(), t.Y-1, c.K(d(6)), c.K(amount("jp")), c.PhN("jp"), c.WMail(z, "yamamoto-kaikei.jp"), c.K("T"+nz(13)), c.K(t.JP()))
		}},
		{"br_contador_mail", func(c *C) string {
			p := person("br")
			ct := person("br")
			return fmt.Sprintf("Olá %s,\n\nSegue a guia do DAS referente a %02d/%d no valor de %s. CNPJ da empresa: %s. Vencimento dia 20.\nQualquer dúvida me chama no WhatsApp %s ou pelo e-mail %s.\n\nAbs,\n%s — Oliveira Contabilidade",
				p.First, ri(1, 12), ri(2023, 2025), c.K(amount("br")), c.K(cnpj()), c.PhI("br"), c.WMail(ct, "oliveiracontabil.com.br"), ct.Full())
		}},
		{"se_redovisning_mail", func(c *C) string {
			p := person("se")
			r := person("se")
			return fmt.Sprintf("Hej %s!\n\nMomsdeklarationen för %s är inskickad. Att betala: %s till Skatteverkets bankgiro 5050-1055, OCR %s.\nRing mig på %s om något är oklart, eller mejla %s.\n\nMvh %s\nHolm Redovisning AB · Org.nr %s",
				p.First, c.K(fmt.Sprintf("%d-%02d", ri(2023, 2025), ri(1, 12))), c.K(amount("se")), c.K(d(16)), c.PhN("se"), c.WMail(r, "holmredovisning.se"), r.Full(), c.K(fmt.Sprintf("55%s-%s", d(4), d(4))))
		}},
		{"pl_ksiegowa_mail", func(c *C) string {
			p := person("pl")
			k := person("pl")
			return fmt.Sprintf("Dzień dobry Panie %s,\n\nw załączeniu JPK_V7M za %02d/%d. VAT do zapłaty: %s na mikrorachunek %s. Faktura FV/%d/%02d/%03d nie ma NIP nabywcy.\nProszę o kontakt: %s, e-mail %s\n\nPozdrawiam\n%s, Biuro Rachunkowe Wiśniewska, NIP %s",
				p.Last, ri(1, 12), ri(2023, 2025), c.K(amount("pl")), c.K(iban("PL", true)), ri(2023, 2025), ri(1, 12), ri(1, 300), c.PhN("pl"), c.WMail(k, "br-wisniewska.pl"), k.Full(), c.K(fmt.Sprintf("%s-%s-%s-%s", d(3), d(3), d(2), d(2))))
		}},
		{"uk_practice_signature", func(c *C) string {
			p := person("uk")
			cl := person("uk")
			return fmt.Sprintf("Hi %s, your VAT return for the period ending %s has been submitted via MTD (receipt %s). HMRC will collect %s by direct debit.\n\nKind regards\n\n%s ACCA\nFenwick Bookkeeping Services\nT: %s | M: %s\nE: %s\nVAT Reg No. %s | Company No. %s",
				cl.First, c.K(date().EU()), c.K(d(10)), c.K(amount("uk")), p.Full(), c.PhN("uk"), c.Phone(phone("uk", 'n')), c.WMail(p, "fenwickbooks.co.uk"), c.K(vatID("GB")), c.K(strconv.Itoa(ri(10, 15))+d(6)))
		}},
		{"au_bas_mail", func(c *C) string {
			p := person("au")
			a := person("au")
			return fmt.Sprintf("G'day %s,\n\nYour BAS for the %s quarter is lodged. GST payable %s, PAYG withholding %s. Pay via BPAY biller 75556, ref %s.\nAny questions give me a bell on %s or email %s\n\nCheers, %s\nWalsh & Kelly Accountants | ABN %s",
				p.First, pick([]string{"September", "December", "March", "June"}), c.K(amount("au")), c.K(amount("au")), c.K(d(12)), c.PhN("au"), c.WMail(a, "walshkelly.com.au"), a.First, c.K(abn()))
		}},
		{"in_ca_gst_mail", func(c *C) string {
			p := person("in")
			a := person("in")
			return fmt.Sprintf("Dear %s ji,\n\nGSTR-3B for %s filed. Tax paid %s, ARN %s. Please share the purchase invoices from your supplier (GSTIN %s) before the 11th.\n\nRegards,\nCA %s\nIyer & Associates Chartered Accountants\nMob: %s | %s",
				p.First, c.K(pick([]string{"April", "May", "June", "July", "August"})+" "+strconv.Itoa(ri(2023, 2025))), c.K(amount("in")), c.K("AA"+d(2)+d(4)+d(7)+pick([]string{"A", "B", "C"})), c.K(fmt.Sprintf("%02d%s%s%s1Z%s", ri(1, 36), fromAlpha(upperA, 5), d(4), fromAlpha(upperA, 1), fromAlpha(upperA+"0123456789", 1))), a.Full(), c.PhI("in"), c.WMail(a, "iyerassociates.in"))
		}},
		{"ca_fr_comptable_mail", func(c *C) string {
			p := person("ca")
			return fmt.Sprintf("Bonjour %s, les acomptes provisionnels TPS/TVQ sont dus le 15. Montant : %s. Numéro d'entreprise %s RT0001. Appelez-moi au %s ou écrivez à %s.",
				p.First, c.K(amount("ca")), c.K(nz(9)), c.PhN("ca"), c.Mail(person("ca"), "ca"))
		}},
		{"email_headers_invoice_fwd", func(c *C) string {
			p, v := person("us"), person("us")
			co := company("us")
			return fmt.Sprintf("---------- Forwarded message ---------\nFrom: %s <%s>\nDate: %s\nSubject: Invoice %s from %s\nTo: %s <%s>\nCc: %s\n\nPlease find attached invoice %s for %s, due net 30. Remit to ABA %s acct ending 4471.",
				v.Full(), c.WMail(v, co.Dom), c.K(date().US()), c.K(invNo()), co.Name, p.Full(), c.Mail(p, "us"), c.Role("ap", co.Dom), c.K(poNo()), c.K(amount("us")), c.K(pick(abas)))
		}},
		{"uk_client_chasing_mail", func(c *C) string {
			p := person("uk")
			return fmt.Sprintf("Hiya, quick one - HMRC sent me a letter about my self assessment (UTR %s) saying I owe %s?? I thought you'd filed it in January. Can you ring me on %s after 5, or my husband on %s. Thanks, %s",
				nz(10), c.K(amount("uk")), c.PhN("uk"), c.PhN("uk"), p.First)
		}},
		{"us_accountant_voicemail_transcript", func(c *C) string {
			p := person("us")
			a, e, l := nanpParts(usAreas)
			num := c.Phone(a + " " + e + " " + l)
			return fmt.Sprintf("Voicemail (transcribed, 0:47): Hi this is %s from %s, calling about the quarterly 941, we got a notice CP136 for period ending %s. Please call me back at %s, again %s. Thanks.",
				p.Full(), company("us").Name, c.K(date().US()), num, c.Phone(nanp(usAreas, 1)))
		}},
		{"whatsapp_bookkeeper_chat", func(c *C) string {
			loc := pick([]string{"uk", "in", "br", "es", "de"})
			p := person(loc)
			t := date()
			num := c.PhI(loc)
			return fmt.Sprintf("[%02d/%02d/%d, 09:%02d:%02d] %s: sent you the receipts for March\n[%02d/%02d/%d, 09:%02d:%02d] %s: the fuel one %s is personal, don't claim it\n[%02d/%02d/%d, 10:%02d:%02d] Bookkeeper: ok noted, ref %s",
				t.D, t.M, t.Y, ri(0, 59), ri(0, 59), num, t.D, t.M, t.Y, ri(0, 59), ri(0, 59), p.First, c.K(amount(loc)), t.D, t.M, t.Y, ri(0, 59), ri(0, 59), c.K("RCPT-"+d(5)))
		}},
		{"us_payroll_new_hire_mail", func(c *C) string {
			p := person("us")
			return fmt.Sprintf("New hire for payroll starting %s:\nName: %s\nSSN: %s\nDOB: %s\nPhone: %s\nEmail: %s\nPay rate: %s/hr, W-4 filing status single, employee #%s\nDirect deposit: routing %s / account %s",
				c.K(date().US()), p.Full(), c.SSN(ssn("-")), c.K(fmt.Sprintf("%02d/%02d/%d", ri(1, 12), ri(1, 28), ri(1962, 2004))), c.PhN("us"), c.Mail(p, "us"), c.K("$"+strconv.Itoa(ri(16, 45))+".00"), c.K("E"+d(4)), c.K(pick(abas)), c.K(nz(11)))
		}},
		{"ca_payroll_onboarding_note", func(c *C) string {
			p := person("ca")
			return fmt.Sprintf("Onboarding %s — TD1 received, start %s, cell %s, personal email %s. Pay group BW-02, cost centre %s.",
				p.Full(), c.K(date().ISO()), c.PhN("ca"), c.Mail(p, "ca"), c.K("CC-"+d(4)))
		}},
		{"agent_prompt_overdue_reminder", func(c *C) string {
			loc := pick([]string{"us", "uk", "au", "ca"})
			p := person(loc)
			return fmt.Sprintf("Draft a polite but firm reminder to %s (%s) that invoice %s for %s is now %d days overdue. Mention they can pay by card via the Stripe link or call our office at %s. Keep it under 120 words.",
				p.Full(), c.Mail(p, loc), c.K(invNo()), c.K(amount(loc)), ri(15, 90), c.PhN(loc))
		}},
		{"agent_prompt_de_mahnung", func(c *C) string {
			p := person("de")
			return fmt.Sprintf("Schreib eine zweite Mahnung an %s (%s, Tel. %s) für Rechnung %s vom %s über %s. Mahngebühr 5,00 €, Frist 14 Tage, Bankverbindung IBAN %s.",
				p.Full(), c.Mail(p, "de"), c.PhN("de"), c.K(invNo()), c.K(date().DE()), c.K(amount("de")), c.K(iban("DE", false)))
		}},
		{"support_ticket_qbo_login", func(c *C) string {
			p := person("us")
			return fmt.Sprintf("Subject: Locked out of QuickBooks Online\n\nI can't sign in, the verification code goes to my old number %s. My new cell is %s and login email %s. Company ID %s, subscription QBO Plus. Please help, payroll runs Friday.",
				c.PhN("us"), c.PhN("us"), c.Mail(p, "us"), c.K("9130"+d(12)))
		}},
		{"xero_invite_mail", func(c *C) string {
			a := person("uk")
			return fmt.Sprintf("%s has invited you to Xero\n\n%s (%s) wants you to access Harbour Light Bakery Ltd in Xero as Adviser. This invitation expires on %s. Invitation code %s.\nQuestions? Contact %s directly on %s.",
				a.Full(), a.Full(), c.WMail(a, "fenwickbooks.co.uk"), c.K(date().EU()), c.K(strings.ToUpper(hexs(8))), a.First, c.Ph("uk"))
		}},
	}
}
