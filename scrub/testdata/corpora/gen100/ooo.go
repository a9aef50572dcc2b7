package main

import "fmt"

type oooL struct {
	lang, cc, body string // body: %[1]s d1, %[2]s d2, %[3]s deputy, %[4]s email, %[5]s phone, %[6]s name, %[7]s office, %[8]s mobile, %[9]s id look-alike
	idf            func() string
	dfmt           func(dt) string
}

var oooLs = []oooL{
	{"en", "us", "Thank you for your email. I am out of the office from %[1]s until %[2]s with limited access to email. For urgent matters please contact %[3]s at %[4]s or %[5]s. IT issues: raise a ticket, ref %[9]s.\n\nBest regards,\n%[6]s\nSenior Program Manager | Kestrel Analytics\nO: %[7]s ext. 2104 | M: %[8]s", jiraKey, func(t dt) string { return t.long() }},
	{"de", "de", "Vielen Dank für Ihre Nachricht. Ich bin vom %[1]s bis einschließlich %[2]s nicht im Büro. In dringenden Fällen wenden Sie sich bitte an %[3]s (%[4]s, Tel. %[5]s). Ihre Nachricht wird nicht weitergeleitet.\n\nMit freundlichen Grüßen\n%[6]s\nBrunnen Software GmbH\nTel.: %[7]s\nMobil: %[8]s\nAmtsgericht Hamburg %[9]s", func() string { return "HRB " + ndg(6) }, dt.de},
	{"fr", "fr", "Bonjour,\nJe suis absente du %[1]s au %[2]s inclus. Pour toute urgence, merci de contacter %[3]s au %[5]s ou par e-mail : %[4]s.\n\nCordialement,\n%[6]s\nTél. : %[7]s — Portable : %[8]s\nAtelier Verne SAS – SIRET %[9]s", func() string { return ndg(3) + " " + dg(3) + " " + dg(3) + " " + dg(5) }, dt.slash},
	{"es", "es", "Gracias por su mensaje. Estaré fuera de la oficina del %[1]s al %[2]s. Para asuntos urgentes, contacte con %[3]s en %[4]s o al %[5]s.\n\nUn saludo,\n%[6]s\nTel. %[7]s | Móvil %[8]s\nIberlogic S.L. – CIF %[9]s", func() string { return "B" + ndg(8) }, dt.slash},
	{"it", "it", "Grazie per il messaggio. Sarò fuori ufficio dal %[1]s al %[2]s. Per urgenze contattare %[3]s (%[4]s, cell. %[5]s).\n\nCordiali saluti\n%[6]s\nTel. %[7]s – Cell. %[8]s\nOrbitale S.r.l. – P.IVA %[9]s", func() string { return "IT" + dg(11) }, dt.slash},
	{"nl", "nl", "Bedankt voor je bericht. Ik ben afwezig van %[1]s t/m %[2]s. Voor dringende zaken kun je contact opnemen met %[3]s via %[4]s of %[5]s.\n\nMet vriendelijke groet,\n%[6]s\nT %[7]s | M %[8]s\nKvK %[9]s", func() string { return ndg(8) }, dt.de},
	{"ja", "jp", "お疲れ様です。%[1]sから%[2]sまで休暇のため不在にしております。お急ぎの場合は%[3]s（%[4]s、携帯：%[5]s）までご連絡ください。\n――――――――――\n%[6]s\n株式会社カエデシステムズ\nTEL：%[7]s\n携帯：%[8]s\n社員番号：%[9]s", func() string { return "K" + dg(6) }, dt.ymdJ},
	{"pt", "br", "Olá! Estarei ausente de %[1]s a %[2]s. Em caso de urgência, falar com %[3]s pelo e-mail %[4]s ou celular %[5]s.\n\nAtt.,\n%[6]s\nTel.: %[7]s | Cel.: %[8]s\nCNPJ %[9]s", func() string {
		return fmt.Sprintf("%02d.%03d.%03d/0001-%02d", rint(10, 99), rint(100, 999), rint(100, 999), rint(10, 99))
	}, dt.slash},
	{"sv", "se", "Hej! Jag är på semester %[1]s–%[2]s. Vid brådskande ärenden, kontakta %[3]s på %[4]s eller %[5]s.\n\nMed vänliga hälsningar\n%[6]s\nTel: %[7]s\nMobil: %[8]s\nOrg.nr %[9]s", func() string { return "556" + dg(3) + "-" + dg(4) }, dt.iso},
	{"pl", "pl", "Dzień dobry,\nprzebywam na urlopie od %[1]s do %[2]s. W pilnych sprawach proszę o kontakt z %[3]s: %[4]s, tel. %[5]s.\n\nPozdrawiam\n%[6]s\ntel. %[7]s, kom. %[8]s\nNIP %[9]s", func() string { return ndg(3) + "-" + dg(3) + "-" + dg(2) + "-" + dg(2) }, dt.de},
	{"ko", "kr", "안녕하세요. %[1]s부터 %[2]s까지 휴가로 부재중입니다. 급한 용무는 %[3]s(%[4]s, 휴대폰 %[5]s)에게 연락 부탁드립니다.\n\n%[6]s 드림\n전화 %[7]s | 휴대폰 %[8]s\n사업자등록번호 %[9]s", func() string { return ndg(3) + "-" + dg(2) + "-" + dg(5) }, dt.ymdK},
	{"zh", "cn", "您好，我将于%[1]s至%[2]s休假，期间无法及时回复邮件。如有紧急事宜，请联系%[3]s（邮箱：%[4]s，手机：%[5]s）。\n\n%[6]s\n电话：%[7]s\n手机：%[8]s\n工号：%[9]s", func() string { return "E" + dg(7) }, dt.ymdJ},
	{"ru", "ru", "Здравствуйте! Я в отпуске с %[1]s по %[2]s. По срочным вопросам обращайтесь к коллеге %[3]s: %[4]s, тел. %[5]s.\n\nС уважением,\n%[6]s\nтел. %[7]s, моб. %[8]s\nИНН %[9]s", func() string { return ndg(10) }, dt.de},
}

func oooReply(L oooL) func(b *B) string {
	return func(b *B) string {
		lang := L.lang
		if lang == "ko" || lang == "zh" || lang == "ja" || lang == "ru" {
			// names exist
		}
		me, dep := person(lang), person(lang)
		t1 := date()
		t2 := t1
		t2.d = t1.d + rint(0, 3)
		t2.m = t1.m
		d1, d2 := L.dfmt(t1), L.dfmt(t2)
		var depPhone string
		if coin() {
			depPhone = phone(L.cc, "mob")
		} else {
			depPhone = phone(L.cc, "intl")
		}
		return fmt.Sprintf(L.body, b.K(d1), b.K(d2), dep.Name(), b.E(workEmail(dep)), b.Ph(depPhone), me.Name(), b.Ph(phone(L.cc, "intl")), b.Ph(phone(L.cc, "mobintl")), b.K(L.idf()))
	}
}

func signatureBlock(b *B) string {
	p := person(pick("en", "de", "nl", "fr"))
	cc := map[string]string{"en": "uk", "de": "de", "nl": "nl", "fr": "fr"}[p.Lang]
	return fmt.Sprintf("Thanks — see you at the %s offsite!\n\n--\n%s\nHead of Workplace Experience\n%s\nT: %s\nM: %s\nE: %s\nW: https://www.%s\nBook a slot: https://calendly.com/%s/30min\nRoom %s · Building %d\n",
		pick("Q2", "Q3", "spring", "autumn"), p.Name(), pick("Harbourview Ltd", "Polderdata B.V.", "Hanseatic Logistik GmbH"), b.Ph(phone(cc, "intl")), b.Ph(phone(cc, "mobintl")), b.E(workEmail(p)), corpDomain(p.Lang), p.AF+"-"+p.AL, b.K(roomCode()), rint(2, 9))
}

func oooWhatsApp(b *B) string {
	p := person(pick("de", "es", "it", "pt"))
	cc := map[string]string{"de": "de", "es": "es", "it": "it", "pt": "br"}[p.Lang]
	n := phone(cc, "mobintl")
	wa := e164(n)[1:]
	return fmt.Sprintf("Auto-reply: I'm travelling to the customer workshop (%s–%s) and only reachable on WhatsApp: https://wa.me/%s\nOr via the team mailbox. Ticket portal ref %s.\n%s",
		b.K(date().iso()), b.K(date().iso()), b.Ph(wa), b.K(jiraKey()), p.Name())
}
