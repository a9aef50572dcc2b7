package main

import (
	"math/rand"
	"strings"
)

func piiTemplates() []tpl {
	return []tpl{
		// ---------- rewrite this email (signatures) ----------
		{"en_rewrite_email_signature", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T(pick(r, "can you rewrite this email so it sounds more professional?", "Make this email shorter and more polite please:", "fix grammar in this email pls")).T("\n\nHi Mark,\n\nJust following up on invoice ").K("INV-2024-0" + digits(r, 4)).T(" for ").K(usd(r)).T(" that was due on ").K(usDate(r)).T(". We still havent received payment and I need to close the books this week. Let me know if theres an issue.\n\nThanks,\n").T(p.Full).T("\n" + pick(r, "Accounts Receivable", "Office Manager", "Project Lead") + " | Brightwave Logistics\n")
			ph := phone(r, "en")
			if r.Intn(2) == 0 {
				b.T("Direct: ").P("phone", ph).T(" | ").P("email", workEmail(r, p, "brightwavelogistics.com"))
			} else {
				b.T("M: ").P("phone", ph).T("\n").P("email", p.email(r))
			}
		}},
		{"es_reescribir_correo_firma", func(r *rand.Rand, b *B) {
			p := newPerson(r, "es")
			b.T(pick(r, "¿Me ayudas a reescribir este correo para que suene más formal?", "corrígeme este correo porfa", "Hazlo más corto:")).T("\n\nHola Sra. Ortiz:\n\nLe escribo por la reserva del salón para el ").K(euDate(r, "/")).T(", presupuesto nº ").K("P-"+nz(r, 5)).T(" por importe de ").K(eur(r)).T(". Necesitaríamos confirmar el número de invitados antes del viernes.\n\nUn saludo,\n").T(p.Full).T("\nMóvil: ").P("phone", phone(r, "es")).T("\nCorreo: ").P("email", p.email(r))
		}},
		{"pt_revisar_email_assinatura", func(r *rand.Rand, b *B) {
			p := newPerson(r, "pt")
			b.T(pick(r, "corrige esse email pra mim, ta muito informal", "Pode melhorar esse e-mail?", "reescreve de um jeito mais educado")).T("\n\nOi Carla, tudo bem?\nSegue o orçamento ").K("#"+nz(r, 4)+"/2025").T(" no valor de ").K(money(r, "R$ ", 90000, ".")+",00").T(", com entrega prevista pra ").K(euDate(r, "/")).T(". Qualquer dúvida me chama no zap.\n\nAbs,\n").T(p.Full).T("\nCel/WhatsApp: ").P("phone", phone(r, "pt")).T("\n").P("email", p.email(r))
		}},
		{"fr_reformuler_mail_signature", func(r *rand.Rand, b *B) {
			p := newPerson(r, "fr")
			b.T(pick(r, "Peux-tu reformuler ce mail de façon plus polie ?", "corrige les fautes stp", "rends ce message plus pro")).T("\n\nBonjour Monsieur Petit,\n\nSuite à notre échange du ").K(euDate(r, "/")).T(", je vous confirme l'envoi du devis n° ").K("D"+nz(r, 6)).T(" d'un montant de ").K(eur(r)).T(" TTC. Je reste disponible pour toute question.\n\nCordialement,\n").T(p.Full).T("\nTél : ").P("phone", phone(r, "fr")).T("\n").P("email", p.email(r))
		}},
		{"de_email_umformulieren_signatur", func(r *rand.Rand, b *B) {
			p := newPerson(r, "de")
			b.T(pick(r, "Kannst du diese Mail freundlicher formulieren?", "bitte umschreiben, klingt zu hart", "Formuliere das professioneller:")).T("\n\nSehr geehrte Frau Braun,\n\nleider ist die Lieferung zur Bestellung ").K("Nr. " + nz(r, 8)).T(" vom ").K(euDate(r, ".")).T(" bis heute nicht eingetroffen. Ich bitte um Rückmeldung bis Ende der Woche.\n\nMit freundlichen Grüßen\n").T(p.Full).T("\n")
			switch r.Intn(3) {
			case 0:
				b.T("Mobil: ").P("phone", phone(r, "de")).T("\nE-Mail: ").P("email", p.email(r))
			case 1:
				b.T("Tel. ").P("phone", landline(r, "de")).T(" | Mobil ").P("phone", phone(r, "de")).T("\n").P("email", p.email(r))
			default:
				b.T("Handy: ").P("phone", phone(r, "de")).T(", ").P("email", p.email(r))
			}
		}},
		{"it_riscrivere_email_firma", func(r *rand.Rand, b *B) {
			p := newPerson(r, "it")
			b.T(pick(r, "mi riscrivi questa mail in modo più formale?", "Correggi questa email per favore", "rendila più gentile")).T("\n\nGentile dott. Conti,\n\nLe scrivo in merito alla fattura n. ").K(nz(r, 3)+"/2025").T(" del ").K(euDate(r, "/")).T(" di ").K(eur(r)).T(", che risulta ancora da saldare.\n\nCordiali saluti\n").T(p.Full).T("\nCell. ").P("phone", phone(r, "it")).T(" - ").P("email", p.email(r))
		}},
		{"nl_email_herschrijven_handtekening", func(r *rand.Rand, b *B) {
			p := newPerson(r, "nl")
			b.T(pick(r, "Kun je deze mail netter herschrijven?", "maak dit vriendelijker aub", "herschrijf zakelijk:")).T("\n\nBeste Jeroen,\n\nHierbij stuur ik de offerte ").K("OFF-"+nz(r, 5)).T(" van ").K(eur(r)).T(" excl. btw. Graag hoor ik voor ").K(euDate(r, "-")).T(" of jullie akkoord zijn.\n\nMet vriendelijke groet,\n").T(p.Full).T("\nT: ").P("phone", phone(r, "nl")).T("\nE: ").P("email", p.email(r))
		}},
		{"pl_popraw_maila_podpis", func(r *rand.Rand, b *B) {
			p := newPerson(r, "pl")
			b.T(pick(r, "popraw mi tego maila zeby brzmial profesjonalnie", "Przeredaguj tę wiadomość:", "skróć tego maila")).T("\n\nDzień dobry,\n\nw nawiązaniu do faktury ").K("FV/"+nz(r, 3)+"/03/2025").T(" na kwotę ").K(money(r, "", 9000, " ")+",00 zł").T(" uprzejmie proszę o informację o terminie płatności.\n\nPozdrawiam\n").T(p.Full).T("\ntel. ").P("phone", phone(r, "pl")).T("\n").P("email", p.email(r))
		}},
		{"tr_mail_duzelt_imza", func(r *rand.Rand, b *B) {
			p := newPerson(r, "tr")
			b.T(pick(r, "bu maili daha resmi yazar mısın", "Şu e-postayı düzeltir misin?", "mail cok sert olmus yumusat")).T("\n\nMerhaba Kerem Bey,\n\n").K(euDate(r, ".")).T(" tarihli ").K("2025/"+nz(r, 4)).T(" numaralı siparişimiz hâlâ teslim edilmedi. Tutar: ").K(money(r, "", 40000, ".")+",00 TL").T(".\n\nSaygılarımla,\n").T(p.Full).T("\nCep: ").P("phone", phone(r, "tr")).T("\nE-posta: ").P("email", p.email(r))
		}},
		{"hi_hinglish_email_rewrite", func(r *rand.Rand, b *B) {
			p := newPerson(r, "hi")
			b.T(pick(r, "is email ko thoda professional bana do", "Please rewrite this mail in formal english, main HR ko bhej raha hu", "ye mail sahi hai kya? improve karo")).T("\n\nDear Sir,\nI am writing regarding my leave from ").K(euDate(r, "/")).T(" to ").K(euDate(r, "/")).T(". Employee code ").K("EMP"+nz(r, 5)).T(". Mere ghar pe shaadi hai so I need 5 days.\nRegards\n").T(p.Full).T("\nMob: ").P("phone", phone(r, "hi")).T("\n").P("email", p.email(r))
		}},
		{"id_perbaiki_email_tandatangan", func(r *rand.Rand, b *B) {
			p := newPerson(r, "id")
			b.T(pick(r, "tolong rapikan email ini biar lebih sopan", "Bisa bantu perbaiki email ini?", "bikin lebih formal ya")).T("\n\nYth. Bapak Hendra,\n\nBersama ini saya lampirkan invoice ").K("INV/2025/"+nz(r, 4)).T(" sebesar ").K(money(r, "Rp ", 9000000, ".")).T(" dengan jatuh tempo ").K(euDate(r, "-")).T(".\n\nHormat saya,\n").T(p.Full).T("\nWA: ").P("phone", phone(r, "id")).T("\nEmail: ").P("email", p.email(r))
		}},
		{"ja_mail_rewrite_signature", func(r *rand.Rand, b *B) {
			p := newPerson(r, "ja")
			b.T(pick(r, "このメールをもっと丁寧な敬語に直してください。", "以下のメール、ビジネス向けに書き直して", "添削お願いします")).T("\n\n株式会社サクラ商事\n営業部 山田様\n\nいつもお世話になっております。ご注文番号").K(nz(r, 3)+"-"+digits(r, 7)).T("の件、納期が").K(pick(r, "3月14日", "4月2日", "11月30日")).T("に変更となりました。\nよろしくお願いします。\n\n").T(p.Full).T("\n携帯：").P("phone", phone(r, "ja")).T("\nメール：").P("email", p.email(r))
		}},
		// ---------- scam checks ----------
		{"en_scam_sms_usps", func(r *rand.Rand, b *B) {
			b.T(pick(r, "is this a scam??", "Got this text, is it legit?", "my mom got this sms is it fake")).T("\n\"USPS: Your package ").K("US"+nz(r, 9)+"US").T(" could not be delivered due to incomplete address. Update within 24h: usps-redeliver-help.com or call ").P("phone", phone(r, "en")).T("\"\n")
			if r.Intn(2) == 0 {
				b.T("it came from ").P("phone", phone(r, "en")).T(" which isnt even a short code")
			}
		}},
		{"en_scam_email_bank", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("Is this email real? It was sent to ").P("email", p.email(r)).T(" from ").P("email", "chase.alerts."+nz(r, 4)+"@"+pick(r, "gmail.com", "outlook.com", "mail.ru")).T("\n\nSubject: Unusual sign-in activity\nDear customer, we detected a login on ").K(usDate(r)).T(". If this wasn't you, reply with your card number and SSN to verify, or contact our agent ").P("phone", phone(r, "en")).T(". Case ID ").K("CX-" + nz(r, 7))
		}},
		{"es_estafa_sms_banco", func(r *rand.Rand, b *B) {
			b.T(pick(r, "¿Esto es una estafa?", "me llego esto es phishing?", "Mi padre recibió este SMS, ¿es real?")).T("\n\"BBVA: Se ha bloqueado su tarjeta por un cargo de ").K(eur(r)).T(". Si no reconoce la operación llame al ").P("phone", phone(r, "es")).T(" o acceda a bbva-seguridad-clientes.com\"\nel número que lo mandó es ").P("phone", phone(r, "es"))
		}},
		{"pt_golpe_whatsapp_filho", func(r *rand.Rand, b *B) {
			b.T(pick(r, "isso é golpe né?", "Minha mãe recebeu isso no zap, é golpe?", "é golpe ou nao")).T("\n\"Oi mãe, troquei de número, salva esse aqui: ").P("phone", phone(r, "pt")).T(". Preciso pagar um boleto de ").K(money(r, "R$ ", 5000, ".")+",00").T(" hoje, me faz um pix?\"\no número antigo dele é ").P("phone", phone(r, "pt"))
		}},
		{"fr_arnaque_sms_ameli", func(r *rand.Rand, b *B) {
			b.T(pick(r, "C'est une arnaque ?", "j'ai reçu ce sms c'est vrai ?", "Arnaque ou pas ?")).T("\n« Ameli : votre carte Vitale expire le ").K(euDate(r, "/")).T(". Renouvelez-la sur ameli-renouvellement.fr ou rappelez le ").P("phone", phone(r, "fr")).T(" »\nEnvoyé depuis le ").P("phone", phone(r, "fr"))
		}},
		{"de_betrug_sms_neue_nummer", func(r *rand.Rand, b *B) {
			b.T(pick(r, "Ist das Betrug?", "meine oma hat das bekommen, fake?", "Kann das echt sein?")).T("\n„Hallo Mama, mein Handy ist kaputt, das ist meine neue Nummer: ").P("phone", phone(r, "de")).T(". Kannst du mir schnell ").K(eur(r)).T(" überweisen? Schreib mir nur bei WhatsApp.“\nAbsender war ").P("phone", phone(r, "de"))
		}},
		{"hi_scam_kyc_sms", func(r *rand.Rand, b *B) {
			b.T(pick(r, "kya ye fraud hai?", "ye msg aaya hai real hai ya fake", "Is this SMS genuine? papa ko aaya")).T("\n\"Dear Customer your SBI YONO account will be blocked today. Update PAN/KYC immediately, call ").P("phone", phone(r, "hi")).T(" Ref ").K("KYC"+nz(r, 6)).T("\"\nsender: ").P("phone", phone(r, "hi"))
		}},
		{"id_penipuan_hadiah", func(r *rand.Rand, b *B) {
			b.T(pick(r, "ini penipuan bukan?", "Dapat SMS begini, asli gak ya?", "min ini hoax kah")).T("\n\"SELAMAT! No Anda terpilih mendapatkan hadiah ").K(money(r, "Rp ", 90000000, ".")).T(" dari Shopee. PIN pemenang ").K(randFrom(r, upperAlnum, 6)).T(". Info hub ").P("phone", phone(r, "id")).T("\"\ndari nomor ").P("phone", phone(r, "id"))
		}},
		{"tr_dolandirici_sms", func(r *rand.Rand, b *B) {
			b.T(pick(r, "bu dolandırıcılık mı?", "Böyle bir mesaj geldi, gerçek mi?", "sahte mi bu sms")).T("\n\"Sayın müşterimiz, ").K(euDate(r, ".")).T(" tarihli ").K(money(r, "", 20000, ".")+",00 TL").T(" tutarındaki harcamanız onaylanmıştır. İtiraz için ").P("phone", phone(r, "tr")).T(" numarayı arayın.\"")
		}},
		// ---------- forms ----------
		{"en_fill_form_intake", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T(pick(r, "fill this form for me, use my info:", "Can you format this into the form fields?", "please put these details into the application")).T("\nName: ").T(p.Full).T("\nDOB: ").K(dob(r, "/", true)).T("\nSSN: ").P("ssn", ssnAny(r)).T("\nPhone: ").P("phone", phone(r, "en")).T("\nEmail: ").P("email", p.email(r)).T("\nAddress: ").K(nz(r, 4) + " Maple Ave Apt " + nz(r, 1) + "B, Columbus OH 43215")
		}},
		{"en_medical_intake_form", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			e := newPerson(r, "en")
			b.T("Help me fill out my new patient form. Here's my info: ").T(p.Full).T(", born ").K(dob(r, "/", true)).T(", social ").P("ssn", ssn(r)).T(", cell ").P("phone", phone(r, "en")).T(". Insurance: Aetna PPO group ").K("GRP-"+nz(r, 6)).T(". Emergency contact is my ").T(pick(r, "wife", "husband", "sister", "dad")).T(" ").T(e.First).T(" at ").P("phone", phone(r, "en")).T(". Allergies: penicillin. Last visit ").K(usDate(r))
		}},
		{"es_formulario_seguro_medico", func(r *rand.Rand, b *B) {
			p := newPerson(r, "mx")
			b.T(pick(r, "ayúdame a llenar este formulario del seguro", "Llena la solicitud con estos datos")).T("\nNombre completo: ").T(p.Full).T("\nFecha de nacimiento: ").K(dob(r, "/", false)).T("\nPóliza: ").K("GMM-"+nz(r, 7)).T("\nTeléfono celular: ").P("phone", phone(r, "mx")).T("\nCorreo electrónico: ").P("email", p.email(r))
			if r.Intn(2) == 0 {
				b.T("\nNúmero de Seguro Social (EE.UU.): ").P("ssn", ssn(r))
			}
		}},
		{"fr_formulaire_caf", func(r *rand.Rand, b *B) {
			p := newPerson(r, "fr")
			b.T(pick(r, "Aide-moi à remplir ce formulaire de la CAF", "tu peux compléter ce formulaire ?")).T(" :\nNom : ").T(strings.ToUpper(p.Last)).T("\nPrénom : ").T(p.First).T("\nNé(e) le : ").K(dob(r, "/", false)).T("\nN° allocataire : ").K(nz(r, 7)).T("\nTéléphone portable : ").P("phone", phone(r, "fr")).T("\nAdresse e-mail : ").P("email", p.email(r)).T("\nCode postal : ").K(pick(r, "75011", "69003", "13008", "31000", "44000"))
		}},
		{"de_formular_anmeldung", func(r *rand.Rand, b *B) {
			p := newPerson(r, "de")
			b.T(pick(r, "Hilf mir bitte beim Ausfüllen vom Anmeldeformular vom Sportverein", "kannst du das Formular ausfüllen")).T(":\nName, Vorname: ").T(p.Last+", "+p.First).T("\nGeburtsdatum: ").K(dob(r, ".", false)).T("\nPLZ/Ort: ").K(pick(r, "10115", "80331", "50667", "20095")).T(" ").T(pick(r, "Berlin", "München", "Köln", "Hamburg")).T("\nTelefon: ").P("phone", pick(r, landline(r, "de"), phone(r, "de"))).T("\nE-Mail: ").P("email", p.email(r)).T("\nBeitrag: ").K(eur(r)).T(" jährlich")
		}},
		{"it_modulo_iscrizione", func(r *rand.Rand, b *B) {
			p := newPerson(r, "it")
			b.T(pick(r, "compila questo modulo di iscrizione in palestra", "Mi aiuti a compilare il modulo?")).T("\nCognome: ").T(p.Last).T("\nNome: ").T(p.First).T("\nData di nascita: ").K(dob(r, "/", false)).T("\nCellulare: ").P("phone", phone(r, "it")).T("\nEmail: ").P("email", p.email(r)).T("\nAbbonamento: annuale ").K(eur(r))
		}},
		{"nl_formulier_inschrijving", func(r *rand.Rand, b *B) {
			p := newPerson(r, "nl")
			b.T(pick(r, "vul dit formulier in voor de huurwoning", "Kun je dit inschrijfformulier invullen?")).T("\nNaam: ").T(p.Full).T("\nGeboortedatum: ").K(dob(r, "-", false)).T("\nMobiel: ").P("phone", phone(r, "nl")).T("\nE-mailadres: ").P("email", p.email(r)).T("\nBruto maandinkomen: ").K(eur(r))
		}},
		{"pl_formularz_zgloszenie", func(r *rand.Rand, b *B) {
			p := newPerson(r, "pl")
			b.T(pick(r, "wypełnij za mnie ten formularz reklamacyjny", "Pomóż wypełnić formularz:")).T("\nImię i nazwisko: ").T(p.Full).T("\nNr zamówienia: ").K(nz(r, 9)).T("\nData zakupu: ").K(euDate(r, ".")).T("\nTelefon: ").P("phone", phone(r, "pl")).T("\nE-mail: ").P("email", p.email(r))
		}},
		{"tr_basvuru_formu", func(r *rand.Rand, b *B) {
			p := newPerson(r, "tr")
			b.T(pick(r, "şu başvuru formunu doldurur musun", "Formu benim bilgilerimle doldur:")).T("\nAd Soyad: ").T(p.Full).T("\nDoğum Tarihi: ").K(dob(r, ".", false)).T("\nCep Telefonu: ").P("phone", phone(r, "tr")).T("\nE-posta: ").P("email", p.email(r)).T("\nPosta Kodu: ").K(pick(r, "34710", "06420", "35220"))
		}},
		{"id_formulir_pendaftaran", func(r *rand.Rand, b *B) {
			p := newPerson(r, "id")
			b.T(pick(r, "tolong isiin formulir pendaftaran ini", "Isi form ini pakai data saya:")).T("\nNama Lengkap: ").T(p.Full).T("\nTanggal Lahir: ").K(dob(r, "-", false)).T("\nNo. HP/WA: ").P("phone", phone(r, "id")).T("\nEmail: ").P("email", p.email(r)).T("\nKode Pos: ").K(pick(r, "12190", "40115", "60271"))
		}},
		{"ja_moushikomi_form", func(r *rand.Rand, b *B) {
			p := newPerson(r, "ja")
			b.T(pick(r, "この申込フォームを埋めてください", "以下の情報でフォームに記入して")).T("\n氏名：").T(p.Full).T("\n生年月日：").K(pick(r, "1988年5月3日", "1992年11月20日", "1979年1月8日")).T("\n郵便番号：").K("〒"+nz(r, 3)+"-"+digits(r, 4)).T("\n電話番号：").P("phone", phone(r, "ja")).T("\nメールアドレス：").P("email", p.email(r))
		}},
		{"hi_form_bharo", func(r *rand.Rand, b *B) {
			p := newPerson(r, "hi")
			b.T(pick(r, "ye form bhar do mera", "फॉर्म भरने में मदद करो")).T("\nनाम: ").T(p.Full).T("\nजन्म तिथि: ").K(dob(r, "/", false)).T("\nमोबाइल नंबर: ").P("phone", phone(r, "hi")).T("\nईमेल: ").P("email", p.email(r)).T("\nपिन कोड: ").K(pick(r, "560034", "400076", "110092"))
		}},
		{"ptpt_formulario_escola", func(r *rand.Rand, b *B) {
			p := newPerson(r, "ptpt")
			b.T("Podes preencher a ficha de inscrição do meu filho? Encarregado de educação: ").T(p.Full).T(", telemóvel ").P("phone", phone(r, "ptpt")).T(", email ").P("email", p.email(r)).T(". Código postal ").K(nz(r, 4) + "-" + digits(r, 3)).T(" Lisboa. Data de nascimento da criança: ").K(euDate(r, "/"))
		}},
		// ---------- tax / payroll ----------
		{"en_w2_question", func(r *rand.Rand, b *B) {
			b.T(pick(r, "why is box 1 on my W-2 lower than my salary?", "Can you explain my W-2? Numbers below", "w2 question, does this look right")).T("\na Employee's social security number: ").P("ssn", ssn(r)).T("\nb Employer identification number (EIN): ").K(ein(r)).T("\n1 Wages, tips, other compensation: ").K(money(r, "", 90000, ",") + ".00").T("\n2 Federal income tax withheld: ").K(money(r, "", 9000, ",") + ".14").T("\n12a D ").K(money(r, "", 9000, ",") + ".00")
		}},
		{"en_1099_nec_contractor", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("I got a 1099-NEC from a client but the amount is wrong. PAYER'S TIN ").K(ein(r)).T(" RECIPIENT'S TIN ").P("ssn", ssnAny(r)).T(" RECIPIENT'S name ").T(p.Full).T(", box 1 nonemployee compensation ").K(usd(r)).T(". Who do I contact? their accountant is ").P("email", p.email(r))
		}},
		{"en_itin_spouse_filing", func(r *rand.Rand, b *B) {
			b.T(pick(r, "my wife has an ITIN", "My husband only has an ITIN")).T(" (").P("ssn", itin(r)).T(") and I have an SSN ").P("ssn", ssn(r)).T(". can we file married filing jointly for ").K(pick(r, "2023", "2024", "tax year 2024")).T("? our AGI is about ").K(usd(r))
		}},
		{"es_impuestos_w2", func(r *rand.Rand, b *B) {
			b.T(pick(r, "tengo una duda con mi W-2", "Ayuda con los taxes porfa")).T(": mi número de seguro social es ").P("ssn", ssnAny(r)).T(" y el EIN del patrón ").K(ein(r)).T(". En la casilla 1 dice ").K(usd(r)).T(" pero yo gané más. ¿Por qué?")
		}},
		{"en_payroll_direct_deposit_hr", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("Payroll says my direct deposit failed. Here's what I sent HR:\n\nEmployee: ").T(p.Full).T(" (ID ").K("E"+nz(r, 6)).T(")\nSSN: ").P("ssn", ssn(r)).T("\nRouting #: ").K(pick(r, "021000021", "026009593", "121000248", "011000138")).T("\nPay date: ").K(usDate(r)).T("\nPersonal email: ").P("email", p.email(r)).T("\n\nwhat could be wrong?")
		}},
		{"en_tax_preparer_message", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			k := newPerson(r, "en")
			b.T("help me reply to my tax preparer, she needs dependents info. Kid 1: ").T(k.First).T(" ").T(p.Last).T(" SSN ").P("ssn", ssnAny(r)).T(", DOB ").K(dob(r, "/", true)).T(". Kid 2: ").T(pick(r, "Mia", "Noah", "Ava")).T(" SSN ").P("ssn", ssn(r)).T(". Daycare EIN ").K(ein(r)).T(" paid ").K(usd(r)).T(". her email is ").P("email", p.email(r))
		}},
		// ---------- card disputes ----------
		{"en_card_dispute_letter", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T(pick(r, "write a dispute letter to my bank for this charge", "Help me draft a chargeback request:", "can u write a formal dispute letter")).T("\nCard: ").P("credit_card", card(r, "")).T("\nMerchant: ").T(pick(r, "SQ *BLUE DOOR CAFE", "AMZN Mktp US", "UBER *TRIP", "PAYPAL *STEAMGAMES")).T("\nDate: ").K(usDate(r)).T("\nAmount: ").K(usd(r)).T("\nARN: ").K("7"+digits(r, 22)).T("\nI never received the item. My contact: ").T(p.Full).T(", ").P("phone", phone(r, "en"))
		}},
		{"en_card_dispute_hotline", func(r *rand.Rand, b *B) {
			b.T("I already called the number on the back of my card (").K(pick(r, "1-800-432-1000", "1-800-935-9935", "1-800-347-2683", "1-800-528-4800")).T(") and they told me to send it in writing. Card number ").P("credit_card", card(r, "")).T(", charge of ").K(usd(r)).T(" on ").K(usDate(r)).T(" is a duplicate. Can you write the letter?")
		}},
		{"es_reclamacion_tarjeta", func(r *rand.Rand, b *B) {
			b.T(pick(r, "Redacta una reclamación al banco por un cargo que no hice", "escribeme una carta para reclamar este cobro")).T(". Número de tarjeta: ").P("credit_card", card(r, "")).T(", fecha de la operación ").K(euDate(r, "/")).T(", importe ").K(eur(r)).T(", comercio ALIEXPRESS. Mi teléfono de contacto es el ").P("phone", phone(r, "es"))
		}},
		{"de_kreditkarte_reklamation", func(r *rand.Rand, b *B) {
			b.T(pick(r, "Schreib mir einen Widerspruch an die Bank wegen einer Abbuchung", "Hilf mir beim Reklamieren der Kreditkartenbuchung")).T(":\nKartennummer: ").P("credit_card", card(r, "")).T("\nBuchungsdatum: ").K(euDate(r, ".")).T("\nBetrag: ").K(eur(r)).T("\nVorgangsnummer: ").K(nz(r, 10)).T("\nRückruf unter ").P("phone", phone(r, "de"))
		}},
		{"fr_contestation_cb", func(r *rand.Rand, b *B) {
			b.T(pick(r, "Rédige une lettre de contestation pour ce prélèvement", "aide moi a contester un paiement cb")).T(" : carte n° ").P("credit_card", card(r, "")).T(", opération du ").K(euDate(r, "/")).T(" de ").K(eur(r)).T(" chez AMAZON EU. Je n'ai jamais reçu la commande ").K("#" + amazonOrder(r)).T(".")
		}},
		{"pt_contestacao_cartao", func(r *rand.Rand, b *B) {
			b.T(pick(r, "me ajuda a escrever uma contestação pro banco", "Escreve uma reclamação pro Nubank")).T(": compra não reconhecida no cartão ").P("credit_card", card(r, pick(r, "mc", "visa", "elo"))).T(" em ").K(euDate(r, "/")).T(" no valor de ").K(money(r, "R$ ", 9000, ".")+",90").T(". protocolo ").K(nz(r, 14)).T(". meu cel ").P("phone", phone(r, "pt"))
		}},
		{"tr_kart_itiraz", func(r *rand.Rand, b *B) {
			b.T(pick(r, "bankaya itiraz dilekçesi yazar mısın", "Kartımdan bilmediğim bir harcama çekildi, itiraz metni yaz")).T(". Kart no: ").P("credit_card", card(r, pick(r, "troy", "visa", "mc"))).T(", tarih ").K(euDate(r, ".")).T(", tutar ").K(money(r, "", 20000, ".")+",50 TL").T(". Telefonum ").P("phone", phone(r, "tr"))
		}},
		{"ja_card_fusei_riyou", func(r *rand.Rand, b *B) {
			b.T("カードの不正利用の問い合わせ文を作ってください。カード番号：").P("credit_card", card(r, pick(r, "jcb", "visa", "mc"))).T("、利用日：").K(pick(r, "2025年3月14日", "2024年12月2日", "2025年1月20日")).T("、金額：").K("¥"+money(r, "", 90000, ",")).T("、連絡先：").P("phone", phone(r, "ja"))
		}},
		{"hi_upi_card_payment_fail", func(r *rand.Rand, b *B) {
			p := newPerson(r, "hi")
			b.T("payment fail ho gaya but paisa kat gaya. order id ").K("OD"+nz(r, 17)).T(", amount ").K("₹"+money(r, "", 90000, ",")).T(", card ").P("credit_card", card(r, pick(r, "rupay", "visa", "mc"))).T(". customer care ko complaint likhna hai, mera number ").P("phone", phone(r, "hi")).T(" aur email ").P("email", p.email(r))
		}},
		{"it_contestazione_carta", func(r *rand.Rand, b *B) {
			b.T(pick(r, "scrivimi un reclamo per un addebito non autorizzato", "Aiutami a disconoscere questa transazione")).T(": carta ").P("credit_card", card(r, "")).T(", data ").K(euDate(r, "/")).T(", importo ").K(eur(r)).T(". Recapito: ").P("phone", phone(r, "it"))
		}},
		{"en_checkout_form_paste", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("the checkout keeps saying invalid card, did I type something wrong?\ncard number: ").P("credit_card", card(r, "")).T("\nexp: ").K(pick(r, "08/27", "11/26", "03/28", "12/29")).T("\nname on card: ").T(strings.ToUpper(p.Full)).T("\nbilling zip: ").K(pick(r, "94110", "10027", "60614", "73301")).T("\nemail for receipt: ").P("email", p.email(r))
		}},
		// ---------- travel ----------
		{"en_flight_confirmation_summary", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T(pick(r, "summarise this booking for me", "TL;DR this confirmation please", "what time do I need to be at the airport?")).T("\n\nBooking reference: ").K(pnr(r)).T("\nPassenger: ").T(strings.ToUpper(p.Last+"/"+p.First+" MR")).T("\nFlight ").K(flight(r)).T(" departs ").K(isoDate(r)+" 07:45").T(" Terminal 2\nE-ticket: ").K(pick(r, "220", "074", "125", "016")+"-"+nz(r, 10)).T("\nContact: ").P("email", p.email(r)).T(" / ").P("phone", phone(r, pick(r, "en", "uk"))).T("\nTotal paid: ").K(usd(r))
		}},
		{"es_reserva_hotel_resumen", func(r *rand.Rand, b *B) {
			p := newPerson(r, "es")
			b.T(pick(r, "resúmeme esta reserva", "¿Qué incluye esta reserva? Te pego el correo")).T("\n\nNúmero de confirmación: ").K(nz(r, 1)+"."+digits(r, 3)+"."+digits(r, 3)+"."+digits(r, 3)).T("\nEntrada: ").K(euDate(r, "/")).T(" (a partir de las 15:00)\nHuésped: ").T(p.Full).T("\nTeléfono: ").P("phone", phone(r, "es")).T("\nEmail: ").P("email", p.email(r)).T("\nPrecio total: ").K(eur(r))
		}},
		{"de_bahn_buchung_zusammenfassen", func(r *rand.Rand, b *B) {
			p := newPerson(r, "de")
			b.T("Fass mir bitte die Buchung zusammen:\nAuftragsnummer: ").K(nz(r, 12)).T("\nICE ").K(nz(r, 3)).T(" Köln Hbf → Berlin Hbf, ").K(euDate(r, ".")).T(", ab ").K("07:28").T("\nReisender: ").T(p.Full).T("\nKontakt: ").P("email", p.email(r)).T(", ").P("phone", phone(r, "de")).T("\nPreis: ").K(eur(r))
		}},
		{"it_conferma_treno", func(r *rand.Rand, b *B) {
			p := newPerson(r, "it")
			b.T("riassumi questa conferma di viaggio: Codice PNR ").K(pnr(r)).T(", Frecciarossa ").K(nz(r, 4)).T(" Milano Centrale - Roma Termini del ").K(euDate(r, "/")).T(", carrozza 6 posto 12A. Titolare: ").T(p.Full).T(", cellulare ").P("phone", phone(r, "it")).T(", ").P("email", p.email(r))
		}},
		{"fr_reservation_airbnb", func(r *rand.Rand, b *B) {
			p := newPerson(r, "fr")
			b.T("Résume ce message de l'hôte stp :\n« Bonjour ! Réservation ").K("HM"+randFrom(r, upperAlnum, 8)).T(" du ").K(euDate(r, "/")).T(" au ").K(euDate(r, "/")).T(". Le code de la boîte à clés vous sera envoyé la veille. En cas de souci appelez-moi au ").P("phone", phone(r, "fr")).T(" ou écrivez à ").P("email", p.email(r)).T(". ").T(p.First).T(" »")
		}},
		{"nl_boeking_vakantie", func(r *rand.Rand, b *B) {
			p := newPerson(r, "nl")
			b.T("kun je deze boekingsbevestiging samenvatten?\nBoekingsnummer: ").K(nz(r, 8)).T("\nVlucht ").K(flight(r)).T(" op ").K(euDate(r, "-")).T("\nHoofdboeker: ").T(p.Full).T("\nTelefoon: ").P("phone", phone(r, "nl")).T("\nE-mail: ").P("email", p.email(r)).T("\nTotaalbedrag: ").K(eur(r))
		}},
		{"id_tiket_pesawat", func(r *rand.Rand, b *B) {
			p := newPerson(r, "id")
			b.T("rangkum e-tiket ini dong: Kode Booking ").K(pnr(r)).T(", ").K(flight(r)).T(" CGK-DPS tgl ").K(euDate(r, "-")).T(" jam 06.10 WIB. Pemesan ").T(p.Full).T(" (").P("phone", phone(r, "id")).T(", ").P("email", p.email(r)).T("). Total ").K(money(r, "Rp ", 5000000, ".")).T(" dibayar pakai kartu ").P("credit_card", card(r, pick(r, "visa", "mc", "jcb")))
		}},
		{"ja_hotel_yoyaku_kakunin", func(r *rand.Rand, b *B) {
			p := newPerson(r, "ja")
			b.T("この予約確認メールを要約して：\n予約番号：").K(nz(r, 10)).T("\nチェックイン：").K(pick(r, "2025年4月5日", "2025年8月12日", "2024年12月28日")).T(" 15:00\n宿泊者：").T(p.Full).T(" 様\n電話：").P("phone", phone(r, "ja")).T("\nメール：").P("email", p.email(r)).T("\n料金：").K("¥" + money(r, "", 90000, ","))
		}},
		{"pl_rezerwacja_lot", func(r *rand.Rand, b *B) {
			p := newPerson(r, "pl")
			b.T("streść tę rezerwację: nr rezerwacji ").K(pnr(r)).T(", lot ").K(flight(r)).T(" WAW-BCN ").K(euDate(r, ".")).T(", pasażer ").T(p.Full).T(", tel. kontaktowy ").P("phone", phone(r, "pl")).T(", mail ").P("email", p.email(r)).T(", cena ").K(money(r, "", 4000, " ") + ",00 zł")
		}},
		{"tr_otel_rezervasyon", func(r *rand.Rand, b *B) {
			p := newPerson(r, "tr")
			b.T("bu rezervasyonu özetler misin: Rezervasyon No: ").K(nz(r, 9)).T(", Giriş: ").K(euDate(r, ".")).T(", Misafir: ").T(p.Full).T(", Tel: ").P("phone", phone(r, "tr")).T(", E-posta: ").P("email", p.email(r)).T(", Toplam: ").K(money(r, "", 40000, ".") + " TL")
		}},
		// ---------- resumes ----------
		{"en_resume_improve", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T(pick(r, "improve my resume summary, here's the top part:", "Make my CV more impactful:", "can you tailor this resume for a data analyst job")).T("\n\n").T(strings.ToUpper(p.Full)).T("\n").T(pick(r, "Austin, TX", "Brooklyn, NY", "Seattle, WA")).T(" • ").P("phone", phone(r, "en")).T(" • ").P("email", p.email(r)).T(" • linkedin.com/in/").T(ascii(p.First) + "-" + ascii(p.Last)).T("\n\nEXPERIENCE\nData Analyst, Northwind Health (").K("2021–2024").T(")\n- Built dashboards used by 40+ clinics\n- Cut report time by 35%")
		}},
		{"pt_curriculo_melhorar", func(r *rand.Rand, b *B) {
			p := newPerson(r, "pt")
			b.T("melhora meu currículo pra vaga de analista:\n\n").T(p.Full).T("\nSão Paulo - SP | ").P("phone", phone(r, "pt")).T(" | ").P("email", p.email(r)).T("\n\nEXPERIÊNCIA\nAssistente administrativo - Magazine Luiza (").K("03/2020").T(" - atual)\n- controle de notas fiscais e contas a pagar")
		}},
		{"de_lebenslauf_pruefen", func(r *rand.Rand, b *B) {
			p := newPerson(r, "de")
			b.T("Kannst du meinen Lebenslauf verbessern?\n\nLEBENSLAUF\n").T(p.Full).T("\nGeboren am ").K(dob(r, ".", false)).T(" in ").T(pick(r, "Leipzig", "Dortmund", "Bremen")).T("\nTel.: ").P("phone", phone(r, "de")).T("\nE-Mail: ").P("email", p.email(r)).T("\n\n").K("09/2019").T(" – heute: Sachbearbeiterin, Allianz AG")
		}},
		{"fr_cv_ameliorer", func(r *rand.Rand, b *B) {
			p := newPerson(r, "fr")
			b.T("Améliore mon CV pour une candidature en alternance :\n").T(p.Full).T(" – ").T(pick(r, "Lyon", "Nantes", "Lille")).T("\n").P("phone", phone(r, "fr")).T(" – ").P("email", p.email(r)).T("\nFORMATION : BTS Comptabilité (").K("2022-2024").T(")\nPermis B")
		}},
		{"pl_cv_poprawa", func(r *rand.Rand, b *B) {
			p := newPerson(r, "pl")
			b.T("popraw moje CV:\n").T(p.Full).T("\ntel. ").P("phone", phone(r, "pl")).T(" | e-mail: ").P("email", p.email(r)).T("\nDoświadczenie: Magazynier, Amazon Fulfillment Poland (").K("2020-2023").T(")\nPrawo jazdy kat. B, wózki widłowe (UDT)")
		}},
		{"hi_resume_fresher", func(r *rand.Rand, b *B) {
			p := newPerson(r, "hi")
			b.T("bhai mera resume check karo, fresher hu, TCS ke liye apply karna hai\n\n").T(p.Full).T("\nB.Tech CSE, CGPA ").K("8.42").T(" (").K("2020-2024").T(")\nContact: ").P("phone", phone(r, "hi")).T(" | ").P("email", p.email(r)).T("\nSkills: Java, Python, SQL")
		}},
		{"it_cv_migliorare", func(r *rand.Rand, b *B) {
			p := newPerson(r, "it")
			b.T("Migliora il mio curriculum:\n").T(p.Full).T(" - nato a ").T(pick(r, "Napoli", "Torino", "Bari")).T(" il ").K(dob(r, "/", false)).T("\nTel ").P("phone", phone(r, "it")).T(" | ").P("email", p.email(r)).T("\nEsperienza: cameriere presso Trattoria Da Gino (").K("2018-2022").T(")")
		}},
		// ---------- landlord / HR ----------
		{"en_landlord_letter", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T(pick(r, "help me write a letter to my landlord about the broken heater", "Draft a polite but firm note to my landlord:")).T(". I'm in unit ").K(nz(r, 1)+"B").T(", rent is ").K(usd(r)).T(" and I reported it on ").K(usDate(r)).T(" (ticket ").K("#"+nz(r, 5)).T("). Sign it ").T(p.Full).T(", ").P("phone", phone(r, "en")).T(", ").P("email", p.email(r))
		}},
		{"nl_brief_verhuurder", func(r *rand.Rand, b *B) {
			p := newPerson(r, "nl")
			b.T("schrijf een brief aan mijn verhuurder over schimmel in de badkamer. Huurcontract ").K("HC-"+nz(r, 6)).T(", huur ").K(eur(r)).T(" per maand. Gemeld op ").K(euDate(r, "-")).T(". Mijn gegevens: ").T(p.Full).T(", ").P("phone", phone(r, "nl")).T(", ").P("email", p.email(r))
		}},
		{"de_kuendigung_wohnung", func(r *rand.Rand, b *B) {
			p := newPerson(r, "de")
			b.T("Formuliere eine Kündigung meiner Wohnung zum ").K(euDate(r, ".")).T(". Mietvertrag vom ").K(euDate(r, ".")).T(", Kaution ").K(eur(r)).T(". Absender: ").T(p.Full).T(", ").P("phone", phone(r, "de")).T(", ").P("email", p.email(r))
		}},
		{"en_hr_offer_letter_reply", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			h := newPerson(r, "en")
			b.T("HR sent me this, help me reply and negotiate:\n\n\"Hi ").T(p.First).T(", we're excited to offer you the role at ").K(money(r, "$", 120000, ",")).T(" base, start date ").K(usDate(r)).T(". To complete your I-9 and payroll setup please reply with your SSN and a good phone number. - ").T(h.Full).T(", ").P("email", workEmail(r, h, "northwindhealth.com")).T("\"\n\nmy SSN is ").P("ssn", ssnAny(r)).T(" and cell ").P("phone", phone(r, "en"))
		}},
		{"es_carta_recursos_humanos", func(r *rand.Rand, b *B) {
			p := newPerson(r, "es")
			b.T("redacta una carta a RRHH pidiendo el certificado de empresa. Soy ").T(p.Full).T(", nº de empleado ").K(nz(r, 6)).T(", baja desde el ").K(euDate(r, "/")).T(". Contacto ").P("phone", phone(r, "es")).T(" / ").P("email", p.email(r))
		}},
		{"fr_lettre_employeur", func(r *rand.Rand, b *B) {
			p := newPerson(r, "fr")
			b.T("Écris une lettre de démission. Je suis ").T(p.Full).T(", matricule ").K(nz(r, 6)).T(", en poste depuis le ").K(euDate(r, "/")).T(". Préavis d'un mois. Mes coordonnées : ").P("phone", phone(r, "fr")).T(", ").P("email", p.email(r))
		}},
		{"id_surat_resign", func(r *rand.Rand, b *B) {
			p := newPerson(r, "id")
			b.T("buatin surat pengunduran diri dong. nama ").T(p.Full).T(", NIK karyawan ").K(nz(r, 8)).T(", terakhir kerja ").K(euDate(r, "-")).T(". hp ").P("phone", phone(r, "id")).T(" email ").P("email", p.email(r))
		}},
		// ---------- insurance / medical ----------
		{"en_insurance_claim_email", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("Write a follow-up to my insurer. Claim number ").K("CLM-"+nz(r, 8)).T(", policy ").K(randFrom(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3)+nz(r, 7)).T(", date of loss ").K(usDate(r)).T(", estimate ").K(usd(r)).T(". Adjuster hasn't called back. I can be reached at ").P("phone", phone(r, "en")).T(" or ").P("email", p.email(r))
		}},
		{"de_krankenkasse_antrag", func(r *rand.Rand, b *B) {
			p := newPerson(r, "de")
			b.T("Hilf mir beim Antrag auf Kostenübernahme an die TK. Versichertennummer steht auf der Karte, Rechnung Nr. ").K(nz(r, 6)).T(" vom ").K(euDate(r, ".")).T(" über ").K(eur(r)).T(". Rückfragen an ").P("email", p.email(r)).T(" oder ").P("phone", phone(r, "de"))
		}},
		{"ptpt_seguro_automovel", func(r *rand.Rand, b *B) {
			p := newPerson(r, "ptpt")
			b.T("Ajuda-me a escrever a participação de sinistro: apólice n.º ").K(nz(r, 9)).T(", acidente a ").K(euDate(r, "/")).T(" na A5. Contacto ").P("phone", phone(r, "ptpt")).T(", ").P("email", p.email(r))
		}},
		// ---------- code / config ----------
		{"code_env_file_debug", func(r *rand.Rand, b *B) {
			pw := password(r)
			b.T(pick(r, "why does my app crash on startup? here's my .env", "Docker compose ignores these vars, why?", "env not loading:")).T("\n\nNODE_ENV=production\nPORT=").K(pick(r, "3000", "8080", "5000")).T("\nDATABASE_URL=postgres://app_user:").P("bearer", pw).T("@db.internal:5432/shop\nSTRIPE_SECRET_KEY=").P("bearer", stripeKey(r)).T("\nOPENAI_API_KEY=").P("bearer", openaiKey(r)).T("\nLOG_LEVEL=debug")
		}},
		{"code_python_requests_jwt", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("getting 401 with this, what am I doing wrong?\n\n```python\nimport requests\nresp = requests.get(\"https://api.example-crm.io/v2/contacts?page=").K(nz(r, 1)).T("\", headers={\n    \"Authorization\": \"Bearer ").P("jwt", jwt(r, p)).T("\"\n})\nprint(resp.status_code)\n```")
		}},
		{"code_curl_github_token", func(r *rand.Rand, b *B) {
			b.T("this curl returns 404 on a private repo:\n\ncurl -H \"Authorization: token ").P("bearer", ghToken(r)).T("\" https://api.github.com/repos/acme/billing/releases/tags/v").K(version(r)).T("\n\nthe repo exists, I can see it in the browser")
		}},
		{"code_slack_bot_python", func(r *rand.Rand, b *B) {
			b.T("My slack bot doesn't post anything, no error:\n\nfrom slack_sdk import WebClient\nclient = WebClient(token=\"").P("bearer", slackBot(r)).T("\")\nclient.chat_postMessage(channel=\"").K("C0" + randFrom(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9)).T("\", text=\"deploy done\")")
		}},
		{"code_aws_credentials_file", func(r *rand.Rand, b *B) {
			b.T("boto3 says InvalidClientTokenId, my ~/.aws/credentials:\n\n[default]\naws_access_key_id = ").P("bearer", awsKeyID(r)).T("\naws_secret_access_key = ").P("bearer", awsSecret(r)).T("\nregion = ").K(pick(r, "eu-west-1", "us-east-2", "ap-southeast-1"))
		}},
		{"code_smtp_yaml_password", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("emails from my django app arent sending, config below\n\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = ").K("587").T("\nEMAIL_HOST_USER = '").P("email", p.email(r)).T("'\nEMAIL_HOST_PASSWORD = '").P("bearer", password(r)).T("'\nEMAIL_USE_TLS = True")
		}},
		{"code_js_fetch_apikey", func(r *rand.Rand, b *B) {
			b.T("CORS error when calling this from the browser, any idea?\n\nconst res = await fetch('https://api.openai.com/v1/chat/completions', {\n  method: 'POST',\n  headers: { 'Content-Type': 'application/json', 'Authorization': `Bearer ").P("bearer", openaiKey(r)).T("` },\n  body: JSON.stringify({ model: 'gpt-4o-mini', max_tokens: ").K(pick(r, "256", "1024", "4096")).T(" })\n});")
		}},
		{"code_basic_auth_header", func(r *rand.Rand, b *B) {
			u := pick(r, "admin", "jenkins", "svc_report", "api")
			b.T("why does the server reject this request? curl -v output:\n> GET /api/v").K(nz(r, 1)).T("/orders HTTP/1.1\n> Host: erp.internal\n> Authorization: Basic ").P("bearer", basicCred(r, u)).T("\n< HTTP/1.1 401 Unauthorized")
		}},
		{"code_docker_login_pat", func(r *rand.Rand, b *B) {
			b.T("CI fails at docker login, log:\n+ echo ").P("bearer", "dckr_pat_"+secretish(r, 27)).T(" | docker login -u acmebuild --password-stdin\nError response from daemon: unauthorized: incorrect username or password\nbuild ").K("#" + nz(r, 4)).T(" failed after ").K("2m14s")
		}},
		{"code_sendgrid_config_json", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("what is wrong with this config.json, it says invalid JSON\n{\n  \"sendgrid_api_key\": \"").P("bearer", sendgridKey(r)).T("\",\n  \"from\": \"").P("email", p.email(r)).T("\",\n  \"retries\": ").K(nz(r, 1)).T(",\n}")
		}},
		{"code_session_cookie_paste", func(r *rand.Rand, b *B) {
			b.T("i keep getting logged out, here's the request headers from devtools:\n\nGET /dashboard HTTP/2\nHost: app.trellohq.io\nCookie: ").T(pick(r, "sessionid=", "PHPSESSID=", "connect.sid=s%3A")).P("bearer", randFrom(r, lowerAlnum, 32)).T("; theme=dark; lang=").K("en-US").T("\nUser-Agent: Mozilla/5.0")
		}},
		{"code_jwt_decode_question", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T(pick(r, "can you decode this token and tell me when it expires?", "why does my jwt say invalid signature", "decode this pls")).T(" ").P("jwt", jwt(r, p)).T(pick(r, "", " thanks", "\nusing jsonwebtoken"))
		}},
		{"code_google_maps_key_pt", func(r *rand.Rand, b *B) {
			b.T("por que o mapa não carrega? <script src=\"https://maps.googleapis.com/maps/api/js?key=").P("bearer", googleKey(r)).T("&callback=initMap&v=").K("3.55").T("\"></script> no console aparece RefererNotAllowedMapError")
		}},
		{"code_db_connection_de", func(r *rand.Rand, b *B) {
			b.T("Warum bekomme ich 'Access denied for user'? \n\n$conn = new mysqli('localhost', 'shop_admin', '").P("bearer", password(r)).T("', 'shop_db', ").K("3306").T(");\n\nPHP ").K("8.2.12")
		}},
		{"code_n8n_webhook_es", func(r *rand.Rand, b *B) {
			b.T("no me funciona el nodo HTTP en n8n, tengo el header así: x-api-key: ").P("bearer", hexTok(r, 32)).T(" y la url https://api.holded.com/api/invoicing/v1/documents/invoice?page=").K(nz(r, 1)).T(" ¿qué falla?")
		}},
		{"code_github_actions_secret_tr", func(r *rand.Rand, b *B) {
			b.T("github actions'ta bu adım neden hata veriyor?\n\n- name: Deploy\n  env:\n    HEROKU_API_KEY: ").P("bearer", randFrom(r, hexd, 8)+"-"+randFrom(r, hexd, 4)+"-"+randFrom(r, hexd, 4)+"-"+randFrom(r, hexd, 4)+"-"+randFrom(r, hexd, 12)).T("\n  run: heroku container:release web -a ").T("shop-prod").T("\n\nnode ").K("v" + version(r))
		}},
		{"code_postman_env_jwt", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("exported my postman environment, why is {{access_token}} empty in requests?\n{\n  \"name\": \"staging\",\n  \"values\": [\n    {\"key\": \"base_url\", \"value\": \"https://staging.api.shopfront.dev/v").K(pick(r, "2", "3")+"\"").T("},\n    {\"key\": \"access_token\", \"value\": \"").P("jwt", jwt(r, p)).T("\"},\n    {\"key\": \"tenant_id\", \"value\": \"").K("tnt_" + nz(r, 6)).T("\"}\n  ]\n}")
		}},
		{"es_jwt_localstorage", func(r *rand.Rand, b *B) {
			p := newPerson(r, "es")
			b.T(pick(r, "¿Es seguro guardar el token en localStorage? Esto es lo que tengo guardado: ", "mi app de React pierde la sesión, en localStorage tengo ")).T("authToken = \"").P("jwt", jwt(r, p)).T("\" y refresh_token = \"").P("bearer", secretish(r, 48)).T("\". Usamos la versión ").K(version(r)).T(" de la librería")
		}},
		// ---------- family / accounts ----------
		{"en_wifi_for_parents", func(r *rand.Rand, b *B) {
			b.T(pick(r, "make a simple printable card for my parents with the wifi info:", "Write step by step instructions for my mom to connect:")).T(" network ").T(pick(r, "NETGEAR-5G-Home", "TheJohnsons", "SpectrumSetup-A4", "Pretty Fly for a WiFi")).T(", password ").P("bearer", wifiPass(r)).T(". router login is ").K("192.168.1.1").T(" user admin pass ").P("bearer", password(r))
		}},
		{"es_wifi_abuela", func(r *rand.Rand, b *B) {
			b.T("explícale a mi abuela cómo conectarse al wifi, la red es MOVISTAR_").K(randFrom(r, "ABCDEF0123456789", 4)).T(" y la contraseña ").P("bearer", wifiPass(r)).T(". si no puede que me llame al ").P("phone", phone(r, "es"))
		}},
		{"pt_senha_streaming_mae", func(r *rand.Rand, b *B) {
			p := newPerson(r, "pt")
			b.T("escreve uma mensagem pra minha mãe explicando como entrar na netflix no tv nova. email: ").P("email", p.email(r)).T(" senha: ").P("bearer", password(r)).T(" perfil ").T(pick(r, "Mãe", "Vovó", "Sala"))
		}},
		{"de_wlan_oma_anleitung", func(r *rand.Rand, b *B) {
			b.T("Schreib eine einfache Anleitung für meine Oma: WLAN-Name FRITZ!Box ").K(pick(r, "7590", "7530", "6660")).T(" XY, WLAN-Passwort: ").P("bearer", randFrom(r, "0123456789", 4)+" "+randFrom(r, "0123456789", 4)+" "+randFrom(r, "0123456789", 4)+" "+randFrom(r, "0123456789", 4)+" "+randFrom(r, "0123456789", 4)).T(" (steht hinten auf der Box)")
		}},
		{"tr_wifi_sifre_aile", func(r *rand.Rand, b *B) {
			b.T("annem için basit bir not yaz: modem adı TurkTelekom_T").K(randFrom(r, "ABCDEF0123456789", 4)).T(", wifi şifresi: ").P("bearer", wifiPass(r)).T(", sorun olursa beni ara ").P("phone", phone(r, "tr"))
		}},
		{"id_wifi_kos", func(r *rand.Rand, b *B) {
			b.T("bikinin pengumuman buat anak kos: wifi IndiHome-").K(nz(r, 4)).T(" password: ").P("bearer", wifiPass(r)).T(", bayar iuran ").K(money(r, "Rp ", 200000, ".")).T(" ke ibu kos, kontak ").P("phone", phone(r, "id"))
		}},
		{"ja_wifi_jikka", func(r *rand.Rand, b *B) {
			b.T("実家の親向けにWi-Fiの接続手順を書いて。SSID：aterm-").K(randFrom(r, "abcdef0123456789", 6)+"-g").T("、暗号化キー：").P("bearer", randFrom(r, "abcdef0123456789", 13)).T("、困ったら").P("phone", phone(r, "ja")).T("に電話して")
		}},
		{"it_credenziali_figlio", func(r *rand.Rand, b *B) {
			p := newPerson(r, "it")
			b.T("scrivi un messaggio per mio figlio con le credenziali del registro elettronico: utente ").P("email", p.email(r)).T(" password ").P("bearer", password(r)).T(". Codice scuola ").K("RMIC8" + randFrom(r, "ABCDEFGH0123456789", 5))
		}},
		{"pl_haslo_konto_mama", func(r *rand.Rand, b *B) {
			p := newPerson(r, "pl")
			b.T("napisz dla mamy instrukcję logowania do poczty: login ").P("email", p.email(r)).T(", hasło: ").P("bearer", password(r)).T(". jakby co niech dzwoni ").P("phone", phone(r, "pl"))
		}},
		{"nl_wachtwoord_opa", func(r *rand.Rand, b *B) {
			p := newPerson(r, "nl")
			b.T("maak een briefje voor opa om in te loggen bij DigiD-app hulp: e-mail ").P("email", p.email(r)).T(" wachtwoord: ").P("bearer", password(r)).T(". Bel mij op ").P("phone", phone(r, "nl")).T(" als het niet lukt")
		}},
		{"fr_identifiants_box", func(r *rand.Rand, b *B) {
			b.T("fais une fiche pour mes parents : Livebox, clé Wi-Fi ").P("bearer", randFrom(r, "ABCDEF0123456789abcdef", 26)).T(", interface ").K("192.168.1.1").T(", mot de passe admin ").P("bearer", password(r)).T(". mon numéro ").P("phone", phone(r, "fr"))
		}},
		{"hi_wifi_ghar", func(r *rand.Rand, b *B) {
			b.T("mummy ke liye wifi connect karne ke steps likho: wifi name JioFiber-").K(randFrom(r, "abcdefgh0123456789", 5)).T(", password ").P("bearer", wifiPass(r)).T(". koi dikkat ho toh mujhe call karo ").P("phone", phone(r, "hi"))
		}},
		// ---------- chats / json / logs ----------
		{"en_group_chat_summary", func(r *rand.Rand, b *B) {
			a := newPerson(r, "en")
			c := newPerson(r, "en")
			b.T("summarize this group chat for me:\n\n[").K(usDate(r)+", 9:14 PM").T("] ").T(a.First).T(": ok so the cabin is booked, confirmation ").K(nz(r, 9)).T("\n[9:16 PM] ").T(c.First).T(": nice. venmo me your share, ").K("$212.50").T(" each\n[9:17 PM] ").T(a.First).T(": my new number btw ").P("phone", phone(r, "en")).T("\n[9:20 PM] ").T(c.First).T(": send the receipt to ").P("email", c.email(r))
		}},
		{"json_api_payload_debug", func(r *rand.Rand, b *B) {
			p := newPerson(r, pick(r, "en", "de", "fr", "es"))
			b.T("the API returns 422 for this body, which field is wrong?\n{\"order_id\": \"").K("ORD-"+nz(r, 8)).T("\", \"customer\": {\"name\": \"").T(p.Full).T("\", \"email\": \"").P("email", p.email(r)).T("\", \"phone\": \"").P("phone", phone(r, p.loc)).T("\"}, \"total\": ").K(nz(r, 3) + "." + digits(r, 2)).T(", \"currency\": \"EUR\", \"created_at\": \"").K(isoDate(r) + "T10:22:31Z").T("\"}")
		}},
		{"log_paste_login_error", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("what does this log mean?\n\n").K(isoDate(r)+" 14:03:22,118").T(" WARN  [auth-svc] login failed for user=").P("email", p.email(r)).T(" ip=").K("10.0."+nz(r, 2)+"."+nz(r, 2)).T(" reason=token_expired access_token=").P("bearer", secretish(r, 40)).T("\n").K(isoDate(r) + " 14:03:22,120").T(" INFO  [auth-svc] retry ").K("3/5")
		}},
		{"en_marketplace_reply", func(r *rand.Rand, b *B) {
			b.T(pick(r, "help me reply to this buyer, is it a scam?", "how should I answer this FB marketplace message")).T("\n\"Hi is the couch still available? I'll pay ").K("$450").T(" via Zelle. My email ").P("email", newPerson(r, "en").email(r)).T(", text me at ").P("phone", phone(r, "en")).T(" my mover will pick up\"")
		}},
		{"es_whatsapp_export_resumen", func(r *rand.Rand, b *B) {
			a := newPerson(r, "es")
			b.T("resume este chat de la comunidad de vecinos:\n").K(euDate(r, "/")+", 19:02").T(" - ").T(a.First).T(": la derrama es de ").K(eur(r)).T(" por piso\n").K("19:05").T(" - ").P("phone", phone(r, "es")).T(": ¿y quién no paga?\n").K("19:07").T(" - ").T(a.First).T(": mandadme el justificante a ").P("email", a.email(r))
		}},
		{"en_uk_council_letter", func(r *rand.Rand, b *B) {
			p := newPerson(r, "en")
			b.T("rewrite this complaint to the council more calmly: bin collection missed 3 weeks running at ").K(nz(r, 2)+" Elm Road, M14 5RT").T(", reference ").K("COM/"+nz(r, 6)).T(". Contact me on ").P("phone", phone(r, "uk")).T(" or ").P("email", p.email(r))
		}},
		{"mx_factura_sat", func(r *rand.Rand, b *B) {
			p := newPerson(r, "mx")
			b.T("ayúdame a pedir la factura: ticket ").K(nz(r, 10)).T(", total ").K(money(r, "$", 9000, ",")+".00 MXN").T(", uso CFDI G03, correo para enviarla ").P("email", p.email(r)).T(", cel ").P("phone", phone(r, "mx"))
		}},
		{"en_voicemail_transcript_note", func(r *rand.Rand, b *B) {
			b.T("clean up this voicemail transcript into a note: \"hey its dr lee's office calling about your appointment on ").K(usDate(r)).T(" at 3 pm please call us back at ").P("phone", phone(r, "en")).T(" and reference visit number ").K(nz(r, 7)).T(" thanks\"")
		}},
		{"hi_bank_complaint_letter", func(r *rand.Rand, b *B) {
			p := newPerson(r, "hi")
			b.T("bank manager ko complaint letter likho, ATM se paise nahi nikle par account se kat gaye. transaction ref ").K(nz(r, 12)).T(", amount ").K("₹"+money(r, "", 20000, ",")).T(", date ").K(euDate(r, "-")).T(". debit card ").P("credit_card", card(r, pick(r, "rupay", "visa"))).T(", mobile ").P("phone", phone(r, "hi")).T(", email ").P("email", p.email(r))
		}},
	}
}
