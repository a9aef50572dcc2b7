package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func registerPII() {
	registerLang()
	registerChat()
	registerExtra()

	// ---------------------------------------------------------- voicemail
	reg("voicemail_en", "en", false, func(b *B) string {
		l := b.L
		caller := l.Person()
		from := b.P("phone", l.Mobile())
		cb := b.P("phone", l.Mobile())
		return fmt.Sprintf("New voicemail from %s (%s)\nReceived %s at %s · Duration 0:%02d\nTranscript: \"Hi, this is %s calling about the appointment on %s. Please give me a call back at %s, or my office line. Thanks, bye.\"\nThis transcript was generated automatically and may contain errors.",
			caller.Name(), from, b.Date(), b.Time(), rng(12, 59), caller.Given, b.Date(), cb)
	})
	reg("voicemail_es", "es", false, func(b *B) string {
		l := b.L
		c := l.Person()
		return fmt.Sprintf("Mensaje de voz de %s · %s\nTranscripción: «Hola, soy %s, de la gestoría. Te llamo por el expediente %s. Llámame cuando puedas al %s. Un saludo.»",
			b.P("phone", l.Intl()), b.Time(), c.Given, b.Ref(), b.P("phone", l.Mobile()))
	})
	reg("voicemail_de", "de", false, func(b *B) string {
		l := b.L
		c := l.Person()
		return fmt.Sprintf("Neue Sprachnachricht von %s\nEingegangen: %s, %s Uhr\nTranskription: „Ja hallo, hier ist %s %s wegen der Rechnung %s. Rufen Sie mich bitte zurück unter %s. Danke, tschüss.“",
			b.P("phone", l.Mobile()), b.Date(), b.Time(), c.Given, c.Family, b.Ref(), b.P("phone", l.Mobile()))
	})
	reg("voicemail_fr", "fr", false, func(b *B) string {
		l := b.L
		c := l.Person()
		return fmt.Sprintf("Nouveau message vocal de %s, reçu le %s à %s.\nTranscription : « Oui bonjour, c'est %s, je vous appelle au sujet du dossier %s. Vous pouvez me rappeler au %s. Merci, au revoir. »",
			b.P("phone", l.Land()), b.Date(), b.Time(), c.Name(), b.Ref(), b.P("phone", l.Mobile()))
	})
	reg("voicemail_ssn_en", "en", false, func(b *B) string {
		l := b.L
		c := l.Person()
		return fmt.Sprintf("Voicemail · %s · from %s\n\"Hey, it's %s, I'm calling about my claim %s. You asked for my social, it's %s. You can reach me at %s after five.\"",
			b.Time(), b.P("phone", l.Mobile()), c.Name(), b.Ticket(), b.P("ssn", ssn(false, pick([]string{"-", "-", " "}))), b.P("phone", l.Mobile()))
	})

	// ---------------------------------------------------------- SSN / ITIN
	reg("ssn_hr_onboarding_en", "en", false, func(b *B) string {
		l := b.L
		p := l.Person()
		hr := l.Person()
		return fmt.Sprintf("Hi %s,\n\nAttached are my signed W-4 and I-9. For payroll setup: SSN %s, start date %s, employee ID %s. Direct deposit form to follow.\n\nThanks,\n%s\n%s",
			hr.Given, b.P("ssn", ssn(false, "-")), b.Date(), b.K(fmt.Sprintf("E%06d", rng(1, 999999))), p.Name(), b.P("phone", l.Mobile()))
	})
	reg("ssn_tax_preparer_en", "en", false, func(b *B) string {
		l := b.L
		p, s := l.Person(), l.Person()
		return fmt.Sprintf("Hi %s — here's what you asked for for the %d return:\n\nMe: %s, SSN %s\nSpouse: %s, SSN %s\nDependent (%s): ITIN %s\n\nLast year's AGI was %s. The fake one on the sample form (%s) is just from the IRS instructions, ignore it.",
			l.Person().Given, rng(2023, 2024), p.Name(), b.P("ssn", ssn(false, "-")), s.Name(), b.P("ssn", ssn(false, "-")), l.Person().Given, b.P("ssn", ssn(true, "-")), b.Price(), b.K(badSSN()))
	})
	reg("itin_es_us", "es", false, func(b *B) string {
		l := b.L
		p := l.Person()
		return fmt.Sprintf("Buenas tardes,\n\npara la declaración de impuestos le mando mis datos: mi número ITIN es %s y el de mi esposo es %s. El número de confirmación de la cita es %s.\n\nGracias,\n%s\nCel. %s",
			b.P("ssn", ssn(true, "-")), b.P("ssn", ssn(true, "-")), b.K(fmt.Sprintf("%d", rng(10000000, 99999999))), p.Name(), b.P("phone", L("en").Mobile()))
	})
	reg("ssn_chat_transcript_en", "en", false, func(b *B) string {
		l := b.L
		p := l.Person()
		ts := clock(3)
		return fmt.Sprintf("Chat transcript — %s\n[%s] Agent (Dana): To verify your identity, can you confirm the last four of your SSN?\n[%s] %s: my full ssn is %s, the account is under my name\n[%s] Agent (Dana): Thank you. I see case %s. Please don't share the full number in chat next time.",
			b.Date(), ts[0], ts[1], p.Given, b.P("ssn", ssn(false, pick([]string{" ", "-", "none"}))), ts[2], b.Ticket())
	})
	reg("ssn_mortgage_fwd_en", "en", false, func(b *B) string {
		l := b.L
		p := l.Person()
		lo := l.Person()
		return fmt.Sprintf("---------- Forwarded message ---------\nFrom: %s <%s>\nDate: %s\nSubject: Loan application %s – missing items\n\nBorrower: %s\nSocial Security Number: %s\nCo-borrower SSN: %s\nLoan amount: %s\nPlease confirm the appraisal date.",
			lo.Name(), b.P("email", lo.Email("harborfinch.com")), b.Date(), b.Ref(), p.Name(), b.P("ssn", ssn(false, pick([]string{"-", "none"}))), b.P("ssn", ssn(false, "-")), b.Price())
	})
	reg("ssn_sms_en", "en", false, func(b *B) string {
		l := b.L
		return fmt.Sprintf("From: %s\n%s\nmy ssn for the lease app is %s. unit %s, move in %s",
			b.P("phone", l.Mobile()), b.Time(), b.P("ssn", ssn(false, "-")), b.K(fmt.Sprintf("%d%s", rng(1, 40), pick([]string{"A", "B", "C", "D"}))), b.Date())
	})
	reg("ssn_masked_mix_en", "en", false, func(b *B) string {
		l := b.L
		p := l.Person()
		masked := b.K("XXX-XX-" + digits(4))
		return fmt.Sprintf("Hello,\nyour portal shows my SSN as %s but the 1099 has the wrong one. The correct SSN is %s. Please reissue — reference %s.\n%s",
			masked, b.P("ssn", ssn(false, "-")), b.Ticket(), p.Name())
	})
	reg("ssn_benefits_es", "es", false, func(b *B) string {
		l := b.L
		p := l.Person()
		return fmt.Sprintf("Hola, le escribo por la solicitud de beneficios %s. Mi número de Seguro Social es %s y mi fecha de nacimiento %s. Pueden llamarme al %s.\n%s",
			b.Ref(), b.P("ssn", ssn(false, "-")), b.Date(), b.P("phone", L("en").Mobile()), p.Name())
	})
	reg("ssn_w9_reply_en", "en", false, func(b *B) string {
		l := b.L
		p := l.Person()
		return fmt.Sprintf("> Please send a completed W-9 before we can release invoice %s.\n\nHere you go — sole proprietor, no EIN, so TIN is my SSN: %s. Address unchanged.\n\n%s\n%s",
			b.Ref(), b.P("ssn", ssn(false, pick([]string{"-", "none"}))), p.Name(), b.P("email", p.Email("")))
	})

	// ---------------------------------------------------------- JWT
	reg("jwt_support_ticket_en", "en", false, func(b *B) string {
		l := b.L
		p := l.Person()
		return fmt.Sprintf("Subject: 401 on /v2/orders after upgrading to SDK %s\n\nHi team, every call fails since %s. Request:\n\ncurl -H \"Authorization: Bearer %s\" https://api.%s/v2/orders?limit=50\n\nResponse id %s. Thanks, %s",
			b.K(kVersion()), b.Date(), b.P("jwt", jwt(p.Email(""))), pick([]string{"shopline.io", "bookly.app", "payhub.com"}), b.K(kUUID()), p.Given)
	})
	reg("jwt_reset_link_de", "de", false, func(b *B) string {
		l := b.L
		p := l.Person()
		return fmt.Sprintf("WG: Passwort zurücksetzen\n\nHallo, ich bekomme diesen Link, aber er funktioniert nicht:\n\nhttps://konto.%s/passwort-zuruecksetzen?token=%s\n\nKundennummer %s\nGrüße %s",
			pick([]string{"wohnwerk-moebel.de", "sw-neustadt.de", "hansen-logistik.de"}), b.P("jwt", jwt("")), b.K(fmt.Sprintf("%d", rng(1000000, 9999999))), p.Given)
	})
	reg("jwt_magic_link_fr", "fr", false, func(b *B) string {
		l := b.L
		p := l.Person()
		return fmt.Sprintf("TR: Votre lien de connexion\n\nBonjour %s,\ncliquez ici pour vous connecter (valable 15 min) :\nhttps://app.maisonvauclair.com/auth/magic?t=%s&redirect=%%2Fcommandes\nCommande %s",
			p.Given, b.P("jwt", jwt(p.Email(""))), b.Order())
	})
	reg("jwt_chat_dev_ru", "ru", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("%s, [%02d.%02d.2024 %s]\nвот access_token из браузера, с ним 403: %s\nсборка %s",
			a.Name(), rng(1, 28), rng(1, 12), hhmm(), b.P("jwt", jwt("")), b.K(kVersion()))
	})
	reg("jwt_bug_report_ja", "ja", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("%s\nお疲れ様です。ログイン後に取得したトークンです。\n%s\nエラーID：%s　発生日時：%s %s",
			a.Name(), b.P("jwt", jwt("")), b.K(kUUID()), b.Date(), b.Time())
	})
	reg("jwt_cookie_paste_en", "en", false, func(b *B) string {
		return fmt.Sprintf("Slack export #support-escalations\n%s  ops-bot: ticket %s reopened\n%s  %s: customer's cookie header was `session=%s; theme=dark; locale=en-US`",
			b.Time(), b.Ticket(), hhmm(), b.L.Person().Given, b.P("jwt", jwt("")))
	})

	// ---------------------------------------------------------- bearer / secrets
	reg("bearer_header_fwd_en", "en", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("Fwd: integration failing\n\n> GET /api/v1/shipments/%s HTTP/1.1\n> Host: api.brightline-logistics.com\n> Authorization: Bearer %s\n> User-Agent: okhttp/%s\n\nCould you check? — %s",
			b.Track(), b.P("bearer", secret("opaque")), b.K(kVersion()), a.Given)
	})
	reg("apikey_vendor_support_en", "en", false, func(b *B) string {
		l := b.L
		a := l.Person()
		k := pick([]string{"sk_live", "rk_live"})
		return fmt.Sprintf("Hi Stripe support,\n\nour webhooks stopped on %s. Account live key is %s (publishable %s). Charge %s shows as pending.\n\n%s\n%s",
			b.Date(), b.P("bearer", secret(k)), b.K("pk_live_51"+randTok(60)), b.K("ch_3"+randTok(23)), a.Name(), b.P("phone", l.Mobile()))
	})
	reg("github_token_email_en", "en", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Hey %s,\n\nCI for PR %s needs read access to the private repo. Use this token until Friday: %s\n\nI'll revoke it after the %s release.\n%s",
			b.L.Person().Given, b.K(fmt.Sprintf("#%d", rng(100, 9999))), b.P("bearer", secret(pick([]string{"ghp", "github_pat"}))), b.K("v"+kVersion()), a.Given)
	})
	reg("slack_token_email_en", "en", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Re: Zendesk → Slack integration\n\nBot token is %s, channel C0%s. Workspace plan renews %s.\n\n%s",
			b.P("bearer", secret(pick([]string{"xoxb", "xoxp"}))), b.K(strings.ToUpper(randFrom(alnum[:36], 8))), b.Date(), a.Name())
	})
	reg("openai_key_whatsapp_en", "en", false, func(b *B) string {
		a, c := b.L.Person(), b.L.Person()
		return fmt.Sprintf("[%d/%d/24, %d:%02d PM] %s: use my key for the hackathon demo %s\n[%d/%d/24, %d:%02d PM] %s: thanks, will cap it at %s",
			rng(1, 12), rng(1, 28), rng(1, 11), r.Intn(60), a.Given, b.P("bearer", secret(pick([]string{"openai", "anthropic"}))), rng(1, 12), rng(1, 28), rng(1, 11), r.Intn(60), c.Given, b.Price())
	})
	reg("sendgrid_key_pt", "pt", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Oi %s, segue a chave da API do SendGrid para o disparo do dia %s: %s\nTemplate id %s. Abs, %s",
			b.L.Person().Given, b.Date(), b.P("bearer", secret("sendgrid")), b.K("d-"+randFrom(lowhex, 32)), a.Given)
	})
	reg("aws_secret_email_en", "en", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Credentials for the staging bucket (rotate after %s):\n\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nregion us-east-1\n\n%s",
			b.Date(), b.K("AKIA"+strings.ToUpper(randFrom("abcdefghijklmnopqrstuvwxyz234567", 16))), b.P("bearer", secret("aws")), a.Name())
	})
	reg("router_password_de", "de", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Hallo Papa,\n\ndas Passwort für die FritzBox ist %s und das WLAN heißt %s. Der Techniker kommt am %s zwischen %s und 12:00.\n\nLG %s",
			b.P("bearer", password()), ssid(), b.Date(), b.Time(), a.Given)
	})
	reg("basic_auth_header_en", "en", false, func(b *B) string {
		a := b.L.Person()
		cred := base64.StdEncoding.EncodeToString([]byte(a.GA + "." + a.FA + ":" + password()))
		cred = uniq(func() string { return cred })
		return fmt.Sprintf("Support, your legacy endpoint rejects us since %s:\n\nPOST /soap/v%s/Orders\nAuthorization: Basic %s\nContent-Length: %d\n\n%s",
			b.Date(), fmt.Sprint(rng(2, 4)), b.P("bearer", cred), rng(200, 4000), a.Name())
	})
	reg("password_in_reply_en", "en", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("> For security reasons we will never ask for your password.\n\nok but it still won't let me in. username %s, password is %s. order %s\n\nSent from my iPhone",
			strings.ToLower(a.GA+a.FA[:1]+fmt.Sprint(rng(1, 99))), b.P("bearer", password()), b.Order())
	})
	reg("gitlab_token_de", "de", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Moin,\nfür die Pipeline bitte diesen Token hinterlegen: %s (läuft am %s ab). Projekt-ID %s.\nGruß %s",
			b.P("bearer", secret("glpat")), b.Date(), b.K(fmt.Sprint(rng(1000000, 59999999))), a.Given)
	})
	reg("mailchimp_key_it", "it", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Ciao %s, per la newsletter del %s usa la API key di Mailchimp: %s\nLista %s.\n%s",
			b.L.Person().Given, b.Date(), b.P("bearer", secret("mailchimp")), b.K(randFrom(lowhex, 10)), a.Given)
	})
	reg("notion_secret_nl", "nl", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Hoi, de integratie-token voor Notion: %s\nDatabase-id %s. Groetjes, %s",
			b.P("bearer", secret("notion")), b.K(randFrom(lowhex, 32)), a.Given)
	})
	reg("google_key_ja", "ja", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("%s\nマップ表示用のAPIキーです：%s\n請求先アカウントID %s、%sまでに差し替え予定です。",
			a.Name()+"です。", b.P("bearer", secret("google")), b.K(strings.ToUpper(randFrom(lowhex, 6)+"-"+randFrom(lowhex, 6)+"-"+randFrom(lowhex, 6))), b.Date())
	})
	reg("netflix_password_wa_es", "es", false, func(b *B) string {
		a, c := b.L.Person(), b.L.Person()
		return fmt.Sprintf("%d/%d/24, %s - %s: oye me pasas la cuenta de Disney+?\n%d/%d/24, %s - %s: correo %s y contraseña %s\n%d/%d/24, %s - %s: graciasss",
			rng(1, 28), rng(1, 12), hhmm(), a.Given, rng(1, 28), rng(1, 12), hhmm(), c.Given, b.P("email", c.Email("")), b.P("bearer", password()), rng(1, 28), rng(1, 12), hhmm(), a.Given)
	})
	reg("pw_reset_by_helpdesk_ru", "ru", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("%s, добрый день!\nПароль от почты сброшен, новый пароль: %s\nЗаявка %s. Смените его после входа.\nТехподдержка, доб. %d",
			a.Given, b.P("bearer", password()), b.Ticket(), rng(100, 999))
	})
	reg("pw_wifi_meeting_tr", "tr", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Merhaba,\n%s saat %s toplantısı için misafir Wi-Fi: %s, şifre: %s\nToplantı ID: %s\n%s",
			b.Date(), b.Time(), ssid(), b.P("bearer", wifiPassword()), b.K(kMeetingID()), a.Name())
	})
	reg("hf_token_zh", "zh", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("%s：模型下载需要token，用我的：%s\n版本%s，别外传哈", a.Name(), b.P("bearer", secret(pick([]string{"hf", "npm"}))), b.K(kVersion()))
	})
	reg("shopify_token_pl", "pl", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("Cześć, token dostępu do sklepu Shopify (Admin API): %s\nZamówienie testowe %s. Pozdrawiam, %s",
			b.P("bearer", secret("shpat")), b.Order(), a.Given)
	})
	reg("twilio_token_fr", "fr", false, func(b *B) string {
		a := b.L.Person()
		sid := b.K("AC" + randFrom(lowhex, 32))
		return fmt.Sprintf("Bonjour,\npour les SMS de rappel : Account SID %s, Auth Token %s. Ne pas le mettre dans le ticket %s svp.\n%s",
			sid, b.P("bearer", secret("twilio")), b.Ticket(), a.Given)
	})

	// ---------------------------------------------------------- meetings, headers, cards
	reg("meeting_followup_en", "en", false, func(b *B) string {
		l := b.L
		a, c, e := l.Person(), l.Person(), l.Person()
		return fmt.Sprintf("Subject: Follow-up: kickoff %s\n\nThanks all for joining. Action items:\n- %s: send revised SOW %s by %s\n- %s (client side, %s, %s): confirm the pilot sites\n- Next sync %s, Zoom meeting ID %s\n\nBest,\n%s",
			b.Date(), a.Given, b.Ref(), b.Date(), c.Name(), b.P("email", c.Email("northwindoutfitters.com")), b.P("phone", l.Mobile()), b.Time(), b.K(kMeetingID()), e.Given)
	})
	reg("meeting_followup_de", "de", false, func(b *B) string {
		l := b.L
		a, c := l.Person(), l.Person()
		return fmt.Sprintf("Betreff: Protokoll Termin vom %s\n\nHallo zusammen,\nanbei die Punkte:\n1. Angebot %s wird bis %s überarbeitet (%s)\n2. Ansprechpartner beim Kunden: %s, %s, Tel. %s\n3. Budget: %s netto\n\nWLAN im Besprechungsraum: %s / Passwort %s\n\nViele Grüße\n%s",
			b.Date(), b.Ref(), b.Date(), a.Given, c.Name(), b.P("email", c.Email("")), b.P("phone", l.Land()), b.Price(), ssid(), b.P("bearer", wifiPassword()), a.Name())
	})
	reg("meeting_followup_fr", "fr", false, func(b *B) string {
		l := b.L
		a, c := l.Person(), l.Person()
		return fmt.Sprintf("Objet : Compte rendu réunion %s\n\nBonjour à tous,\n- Devis %s validé (%s HT)\n- Contact chez le client : %s – %s – %s\n- Prochaine réunion le %s à %s\n\nCordialement,\n%s",
			b.Date(), b.Ref(), b.Price(), c.Name(), b.P("phone", l.Mobile()), b.P("email", c.Email("")), b.Date(), b.Time(), a.Name())
	})
	reg("meeting_followup_ja", "ja", false, func(b *B) string {
		l := b.L
		a, c := l.Person(), l.Person()
		return fmt.Sprintf("件名：%s 打ち合わせ議事録\n\n各位\n本日はありがとうございました。\n・見積書%sを%sまでに再提出\n・先方担当：%s様（%s／%s）\n・次回：%s %s〜\n\n%s",
			b.Date(), b.Ref(), b.Date(), c.Name(), b.P("phone", l.Mobile()), b.P("email", c.Email("")), b.Date(), b.Time(), a.Name())
	})
	reg("raw_headers_pasted_en", "en", false, func(b *B) string {
		l := b.L
		a, c := l.Person(), l.Person()
		ae := a.Email("")
		mid := b.K(kMsgID("mail.gmail.com"))
		ip := b.K(kIP())
		q := fmt.Sprintf("Our spam filter flagged this, full headers below:\n\nReturn-Path: <%s>\nReceived: from mail-ej1-f%d.google.com (%s)\nDate: %s\nFrom: %s <%s>\nTo: <%s>\nMessage-ID: %s\nSubject: Invoice %s\nX-Mailer: iPhone Mail (%s)",
			b.P("email", ae), rng(10, 99), ip, b.Date(), a.Name(), ae, b.P("email", c.Email("brightline-logistics.com")), mid, b.Ref(), b.K(strings.ToUpper(randFrom("0123456789abcdef", 5))))
		return q
	})
	reg("raw_headers_pasted_de", "de", false, func(b *B) string {
		l := b.L
		a := l.Person()
		ae := a.Email("")
		mid := b.K(kMsgID("web.de"))
		return fmt.Sprintf("Kopfzeilen der Mail:\nFrom: \"%s\" <%s>\nIn-Reply-To: %s\nReferences: %s\nDate: %s\nSubject: AW: Kaution Wohnung %s",
			a.Name(), b.P("email", ae), mid, b.K(kMsgID("gmx.net")), b.Date(), b.K(fmt.Sprintf("%d.OG links", rng(1, 5))))
	})
	reg("vcard_attachment_en", "en", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("Attached my contact card.\n\nBEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nFN:%s\nORG:%s\nTEL;TYPE=CELL:%s\nTEL;TYPE=WORK:%s\nEMAIL;TYPE=INTERNET:%s\nREV:%s\nEND:VCARD",
			a.Family, a.Given, a.Name(), pick(l.Companies).Name, b.P("phone", l.Mobile()), b.P("phone", l.Mobile()), b.P("email", a.Email("")), b.K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:00Z", rng(2023, 2025), rng(1, 12), rng(1, 28), rng(0, 23), r.Intn(60))))
	})
	reg("calendar_invite_en", "en", false, func(b *B) string {
		l := b.L
		o, a1, a2 := l.Person(), l.Person(), l.Person()
		id := kMeetingID()
		return fmt.Sprintf("Invitation: Quarterly review @ %s %s – %s (PDT)\n\nOrganizer: %s <%s>\nGuests: %s, %s\n\nJoin Zoom Meeting\nhttps://us02web.zoom.us/j/%s\nMeeting ID: %s\n\nReply for %s",
			b.Date(), b.Time(), b.Time(), o.Name(), b.P("email", o.Email("harborfinch.com")), b.P("email", a1.Email("")), b.P("email", a2.Email("")), strings.ReplaceAll(id, " ", ""), b.K(id), a1.Name())
	})
	reg("card_phone_order_de", "de", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("Telefonnotiz %s, %s Uhr\nAnrufer: %s, Rückruf %s\nMöchte Bestellung %s per Kreditkarte zahlen: %s, gültig %s, Prüfziffer telefonisch.\nBetrag %s",
			b.Date(), b.Time(), a.Name(), b.P("phone", l.Mobile()), b.Order(), b.P("credit_card", card(pick([]string{"visa", "mastercard", "amex"}))), Exp(), b.Price())
	})
	reg("card_mixed_lookalikes_en", "en", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("Hi, the charge on my statement (ref %s) isn't mine. My card %s was replaced last month — the old one %s. Transaction id %s, amount %s.\n%s",
			b.K(kLongFail(16)), b.P("credit_card", card(pick([]string{"visa", "mastercard", "discover", "amex"}))), b.K("ended in "+digits(4)), b.K(kLongFail(12)), b.Price(), a.Name())
	})
	reg("card_voicemail_en", "en", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("Voicemail from %s, %s\n\"Hi it's %s, I want to pay the balance on invoice %s. Card number %s, expiration %s. Call me if there's a problem.\"",
			b.P("phone", l.Mobile()), b.Time(), a.Given, b.Ref(), b.P("credit_card", card(pick([]string{"visa", "mastercard", "amex"}))), Exp())
	})
	reg("card_wechat_transfer_zh", "zh", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("%s：房租转到我工商银行卡 %s，开户行北京朝阳支行，金额%s，备注%s", a.Name(), b.P("credit_card", card("unionpay")), b.Price(), b.K(fmt.Sprintf("%d月房租", rng(1, 12))))
	})
	reg("card_jcb_ja", "ja", false, func(b *B) string {
		l := b.L
		a := l.Person()
		return fmt.Sprintf("%s様\nご予約番号%sのお支払いについて、カード番号%s（有効期限%s）で承りました。\n合計%s", a.Name(), b.K(fmt.Sprintf("%d", rng(10000000, 99999999))), b.P("credit_card", card("jcb")), Exp(), b.Price())
	})
	reg("intl_email_lines_mixed", "en", false, func(b *B) string {
		// a multilingual team thread: three languages in one message
		de, fr, it := L("de").Person(), L("fr").Person(), L("it").Person()
		return fmt.Sprintf("Team contacts for the Milan fair (%s):\n• %s — %s — %s\n• %s — %s — %s\n• %s — %s — %s\nBooth %s, hall %d.",
			b.Date(), de.Name(), b.P("email", de.Email("")), b.P("phone", L("de").Intl()), fr.Name(), b.P("email", fr.Email("")), b.P("phone", L("fr").Intl()),
			it.Name(), b.P("email", it.Email("")), b.P("phone", L("it").Intl()), b.K(fmt.Sprintf("%s%02d", pick([]string{"A", "B", "C"}), rng(1, 60))), rng(1, 24))
	})
	reg("email_obfuscated_en", "en", false, func(b *B) string {
		l := b.L
		a := l.Person()
		e := a.Email(pick([]string{"gmail.com", "yahoo.com", "outlook.com"}))
		at := strings.Index(e, "@")
		dot := strings.LastIndex(e, ".")
		ob := e[:at] + " [at] " + e[at+1:dot] + " [dot] " + e[dot+1:]
		return fmt.Sprintf("Please don't reply to the noreply address — write to me directly: %s (spam-proofed). Listing %s, asking %s.\n%s",
			b.P("email", ob), b.K(fmt.Sprintf("#%d", rng(1000, 99999))), b.Price(), a.Given)
	})
	reg("email_fullwidth_ja", "ja", false, func(b *B) string {
		l := b.L
		a := l.Person()
		e := a.Email("")
		e = strings.Replace(e, "@", "＠", 1)
		return fmt.Sprintf("お問い合わせありがとうございます。返信は %s までお願いします（＠は半角に変えてください）。注文番号%s", b.P("email", e), b.Order())
	})
}
