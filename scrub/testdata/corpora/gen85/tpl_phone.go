package main

import (
	"fmt"
	"strings"
)

var sf = fmt.Sprintf

// digit scripts for numbers written in other scripts.
func toScript(s string, zero rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(zero + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func fullWidth(s string, dash string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			b.WriteRune('０' + (c - '0'))
		case c == '-':
			b.WriteString(dash)
		case c == '+':
			b.WriteRune('＋')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func onlyDigits(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

var topicsEN = []string{"the lease renewal", "the roof quote", "her MRI results", "the Q3 budget", "the school pickup", "the insurance claim", "the kitchen tiles", "the visa appointment", "the offsite venue", "the car service"}

func (l *L) ref(prefix string) string {
	return prefix + sf("-%d-%0*d", l.year(), l.n(4, 5), l.n(1, 99999))
}

func phoneTemplates() []T {
	return []T{
		{"ask_mobile_bounces", func(l *L) string {
			p := l.person("en")
			ph := l.Ph(l.p("uk_m", "us", "au_m", "ie_m", "nz_m", "ca", "sg_m"), 'I')
			switch l.r.Intn(4) {
			case 0:
				return sf("what is %s's mobile number, I have %s but it bounces", p.F, ph)
			case 1:
				return sf("%s's cell? i've got %s saved but texts bounce", p.F, ph)
			case 2:
				return sf("whats the current mobile for %s %s - %s goes straight to voicemail", p.F, p.L, ph)
			}
			return sf("Is %s still %s's number? my SMS on %s failed", ph, p.F, l.K(l.dateEN()))
		}},
		{"call_back_nanp", func(l *L) string {
			p := l.person("en")
			ph := l.Ph(l.p("us", "us", "ca"), 'A')
			t := l.ps(topicsEN)
			switch l.r.Intn(4) {
			case 0:
				return sf("call %s %s back at %s re: %s before %s", p.F, p.L, ph, t, l.K(l.hhmm()))
			case 1:
				return sf("remind me to ring %s (%s) about %s", p.F, ph, t)
			case 2:
				return sf("Dr. %s asked me to call %s tomorrow about %s, put it on the calendar", p.L, ph, t)
			}
			return sf("call back %s %s — %s, left a vm on %s", p.F, p.L, ph, l.K(l.dateUS()))
		}},
		{"de_handynummer", func(l *L) string {
			p := l.person("de")
			ph := l.PhL("de", 'A')
			switch l.r.Intn(4) {
			case 0:
				return sf("Wie ist die Handynummer von %s? Ich hab %s, aber da geht nur die Mailbox ran", p.F, ph)
			case 1:
				return sf("Handynr. von %s %s: %s – stimmt die noch?", p.F, p.L, ph)
			case 2:
				return sf("hat %s eine neue nummer? die alte war %s", p.F, ph)
			}
			return sf("%s %s Tel. %s, bitte im Kontakt aktualisieren (Stand %s)", p.F, p.L, ph, l.K(l.dateDE()))
		}},
		{"fr_numero_portable", func(l *L) string {
			p := l.person("fr")
			switch l.r.Intn(4) {
			case 0:
				return sf("c'est quoi le numéro de %s %s ? j'ai %s mais ça sonne dans le vide", p.F, p.L, l.PhL("fr", 'A'))
			case 1:
				return sf("numéro de portable de %s : %s", p.F, l.Ph("fr_m", 'A'))
			case 2:
				return sf("Tél : %s (%s %s, cabinet du %s)", l.Ph("fr_m", 'L'), p.F, p.L, l.K(l.dateEU()))
			}
			return sf("rappeler %s au %s avant %s", p.F, l.PhL("fr", 'A'), l.K(l.p("12h", "18h30", "vendredi")))
		}},
		{"es_telefono", func(l *L) string {
			p := l.person("es")
			switch l.r.Intn(4) {
			case 0:
				return sf("¿cuál es el teléfono de %s? tengo %s pero no contesta", p.F, l.PhL("es", 'A'))
			case 1:
				return sf("teléfono de %s %s: %s", p.F, p.L, l.PhL("es", 'L'))
			case 2:
				return sf("Llámame al %s cuando llegues, soy %s", l.Ph("es_m", 'L'), p.F)
			}
			return sf("el móvil de %s es %s, guárdalo en contactos", p.F, l.Ph(l.p("es_m", "mx", "ar_m"), 'A'))
		}},
		{"it_cellulare_fisso", func(l *L) string {
			p := l.person("it")
			switch l.r.Intn(4) {
			case 0:
				return sf("mi serve il cellulare di %s %s, ho solo il fisso %s", p.F, p.L, l.Ph("it_l", 'A'))
			case 1:
				return sf("cell. %s %s", p.L, l.Ph("it_m", 'L'))
			case 2:
				return sf("chiama %s al %s per la consegna del %s", p.F, l.Ph("it_m", 'A'), l.K(l.dateEU()))
			}
			return sf("il numero di %s è ancora %s?", p.F, l.Ph("it_m", 'A'))
		}},
		{"pt_whatsapp", func(l *L) string {
			p := l.person("pt")
			switch l.r.Intn(4) {
			case 0:
				return sf("qual o whatsapp da %s? tenho %s", p.F, l.PhL("pt", 'A'))
			case 1:
				return sf("o zap do %s é %s, salva aí", p.F, l.Ph("br_m", 'A'))
			case 2:
				return sf("ligar para %s %s amanhã às %s", p.F, l.Ph("br_m", 'A'), l.K(l.p("14h", "9h30", "16h")))
			}
			return sf("Contato: %s, %s (%s)", l.Ph("br_m", 'N'), l.Ph("br_m", 'B'), p.F)
		}},
		{"nl_nummer", func(l *L) string {
			p := l.person("nl")
			switch l.r.Intn(3) {
			case 0:
				return sf("wat is het nummer van %s %s, ik heb %s staan maar die klopt niet", p.F, p.L, l.PhL("nl", 'A'))
			case 1:
				return sf("bel %s even op %s over offerte %s", p.F, l.Ph("nl_m", 'A'), l.K(l.ref("OFF")))
			}
			return sf("mobiel %s: %s", p.F, l.Ph("nl_m", 'L'))
		}},
		{"pl_numer_kontakt", func(l *L) string {
			p := l.person("pl")
			switch l.r.Intn(4) {
			case 0:
				return sf("jaki jest numer telefonu do %s? mam %s", p.F, l.Ph("pl_m", 'A'))
			case 1:
				return sf("Proszę o kontakt: %s (%s %s)", l.Ph("pl_m", 'L'), p.F, p.L)
			case 2:
				return sf("zadzwoń do %s %s pod numer %s w sprawie faktury %s", p.F, p.L, l.Ph("pl_m", 'A'), l.K(sf("FV/%d/%02d/%03d", l.year(), l.n(1, 12), l.n(1, 400))))
			}
			return sf("tel. kom. %s %s", p.F, l.Ph("pl_m", 'L'))
		}},
		{"ru_telefon", func(l *L) string {
			p := l.person("ru")
			switch l.r.Intn(4) {
			case 0:
				return sf("какой телефон у контакта «%s %s»? у меня записан %s", p.F, p.L, l.PhL("ru", 'A'))
			case 1:
				return sf("позвони %s по номеру %s", p.F, l.PhL("ru", 'A'))
			case 2:
				return sf("тел. %s %s: %s, звонить после %s", p.F, p.L, l.Ph("ru_m", 'L'), l.K(l.hhmm()))
			}
			return sf("найди заметку где %s %s", l.Ph("ru_m", 'A'), l.p("и адрес доставки", "упоминается в переписке", "с пометкой срочно"))
		}},
		{"tr_cep_numara", func(l *L) string {
			p := l.person("tr")
			switch l.r.Intn(4) {
			case 0:
				return sf("%s %s cep numarası %s doğru mu?", p.F, p.L, l.Ph("tr_m", 'A'))
			case 1:
				return sf("Cep: %s (%s)", l.Ph("tr_m", 'L'), p.F)
			case 2:
				return sf("%s'i %s numarasından ara, %s siparişi hakkında", p.F, l.Ph("tr_m", 'A'), l.K(l.d(9)))
			}
			return sf("Ulaşabileceğiniz numara: %s", l.Ph("tr_m", 'L'))
		}},
		{"ja_denwa", func(l *L) string {
			p := l.person("ja")
			ph := l.phoneLang("ja", 'A')
			if l.yes(0.3) {
				ph = fullWidth(ph, l.p("ー", "－"))
			}
			l.P("phone", ph)
			switch l.r.Intn(4) {
			case 0:
				return sf("%sさんの電話番号は%sで合ってる？", p.L, ph)
			case 1:
				return sf("%sの携帯 %s", p.Full(), ph)
			case 2:
				return sf("電話番号：%s（%s様）", ph, p.L)
			}
			return sf("%sさんに%sへ折り返し電話する", p.L, ph)
		}},
		{"zh_shouji", func(l *L) string {
			p := l.person("zh")
			switch l.r.Intn(4) {
			case 0:
				return sf("%s的手机号是%s吗", p.Full(), l.Ph("cn_m", 'A'))
			case 1:
				return sf("查一下%s的电话 %s", p.Full(), l.Ph("cn_m", 'I'))
			case 2:
				return sf("手机：%s（%s）", l.Ph("cn_m", 'L'), p.Full())
			}
			return sf("帮我给%s打电话，号码%s，说%s的会议改期", p.Full(), l.Ph("cn_m", 'A'), l.K(l.dateISO()))
		}},
		{"ko_yeonrakcheo", func(l *L) string {
			p := l.person("ko")
			switch l.r.Intn(3) {
			case 0:
				return sf("%s 연락처 %s 맞아?", p.Full(), l.Ph("kr_m", 'A'))
			case 1:
				return sf("%s님 휴대폰 번호 %s로 문자 보내줘", p.Full(), l.Ph("kr_m", 'A'))
			}
			return sf("전화번호: %s (%s)", l.Ph("kr_m", 'L'), p.Full())
		}},
		{"ar_raqm_hatif", func(l *L) string {
			p := l.person("ar")
			ph := l.phoneLang("ar", 'A')
			if l.yes(0.3) {
				ph = toScript(ph, '٠')
			}
			l.P("phone", ph)
			switch l.r.Intn(3) {
			case 0:
				return sf("ما هو رقم هاتف %s؟ عندي %s", p.F, ph)
			case 1:
				return sf("هاتف %s %s: %s", p.F, p.L, ph)
			}
			return sf("اتصل بـ%s على %s بخصوص الموعد", p.F, ph)
		}},
		{"hi_phone_number", func(l *L) string {
			p := l.person("hi")
			ph := l.phone("in_m", 'A')
			if l.yes(0.2) {
				ph = toScript(ph, '०')
			}
			l.P("phone", ph)
			switch l.r.Intn(3) {
			case 0:
				return sf("%s का फोन नंबर %s है क्या?", p.F, ph)
			case 1:
				return sf("%s %s मोबाइल: %s", p.F, p.L, ph)
			}
			return sf("%s ka number %s hai ya badal gaya?", p.F, ph)
		}},
		{"id_nomor_wa", func(l *L) string {
			p := l.person("id")
			switch l.r.Intn(3) {
			case 0:
				return sf("nomor WA %s %s masih aktif gak? %s", p.F, p.L, l.Ph("id_m", 'A'))
			case 1:
				return sf("hubungi %s di %s soal invoice %s", p.F, l.PhL("id", 'A'), l.K(l.ref("INV")))
			}
			return sf("no hp %s: %s", p.F, l.Ph("id_m", 'L'))
		}},
		{"vi_sdt", func(l *L) string {
			p := l.person("vi")
			switch l.r.Intn(3) {
			case 0:
				return sf("sđt của %s là %s đúng không", p.F, l.Ph("vn_m", 'A'))
			case 1:
				return sf("số điện thoại %s %s: %s", p.L, p.F, l.Ph("vn_m", 'L'))
			}
			return sf("gọi cho chị %s số %s lúc %s", p.F, l.Ph("vn_m", 'A'), l.K(l.hhmm()))
		}},
		{"th_beor_tho", func(l *L) string {
			p := l.person("th")
			ph := l.phone("th_m", 'A')
			if l.yes(0.15) {
				ph = toScript(ph, '๐')
			}
			l.P("phone", ph)
			switch l.r.Intn(3) {
			case 0:
				return sf("เบอร์โทร%s %s ใช่ไหม", p.F, ph)
			case 1:
				return sf("ติดต่อคุณ%sที่เบอร์ %s ค่ะ", p.F, ph)
			}
			return sf("โทร%sค่ะ คุณ%s", ph, p.F)
		}},
		{"he_mispar_telefon", func(l *L) string {
			p := l.person("he")
			switch l.r.Intn(3) {
			case 0:
				return sf("מה מספר הטלפון של %s? יש לי %s", p.F, l.Ph("il_m", 'A'))
			case 1:
				return sf("טל׳ %s %s", l.Ph("il_m", 'L'), p.F)
			}
			return sf("%s %s - נייד %s", p.F, p.L, l.Ph("il_m", 'A'))
		}},
		{"nordic_ring", func(l *L) string {
			p := l.person("sv")
			switch l.r.Intn(3) {
			case 0:
				return sf("ring %s på %s imorgon kl %s", p.F, l.Ph("se_m", 'A'), l.K(l.hhmm()))
			case 1:
				return sf("mobil %s %s: %s", p.F, p.L, l.PhL("sv", 'I'))
			}
			return sf("%s %s, tlf. %s", p.F, p.L, l.Ph(l.p("no_m", "dk_m"), 'L'))
		}},
		{"el_tilefono", func(l *L) string {
			p := l.person("el")
			switch l.r.Intn(3) {
			case 0:
				return sf("το τηλέφωνο του %s είναι %s;", p.F, l.Ph("gr_m", 'I'))
			case 1:
				return sf("Κιν. %s (%s %s)", l.Ph("gr_m", 'L'), p.F, p.L)
			}
			return sf("πάρε με στο %s όταν φτάσεις", l.Ph("gr_m", 'L'))
		}},
		{"uk_nomer_telefonu", func(l *L) string {
			p := l.person("uk")
			switch l.r.Intn(3) {
			case 0:
				return sf("номер телефону %s %s: %s", p.F, p.L, l.Ph("ua_m", 'A'))
			case 1:
				return sf("подзвони %s на %s щодо договору %s", p.F, l.Ph("ua_m", 'A'), l.K(l.ref("DG")))
			}
			return sf("моб. %s, %s", l.Ph("ua_m", 'L'), p.F)
		}},
		{"cs_telefonni_cislo", func(l *L) string {
			p := l.person("cs")
			switch l.r.Intn(3) {
			case 0:
				return sf("jaké má %s %s telefonní číslo? mám %s", p.F, p.L, l.Ph("cz_m", 'A'))
			case 1:
				return sf("tel.: %s (%s)", l.Ph("cz_m", 'L'), p.F)
			}
			return sf("zavolej %s na %s kvůli objednávce %s", p.F, l.Ph("cz_m", 'A'), l.K(l.ref("OBJ")))
		}},
		{"voice_call_reminder", func(l *L) string {
			rel := l.p("mom", "dad", "the dentist", "grandma", "uncle joe", "the vet", "my landlord", "coach")
			ph := l.Ph(l.p("us", "us", "ca"), 'L')
			switch l.r.Intn(4) {
			case 0:
				return sf("hey brain remind me to call %s at %s tomorrow at %s", rel, ph, l.K(l.p("9:30", "10 am", "noon", "3 pm", "8:15")))
			case 1:
				return sf("text %s at %s saying running late", rel, ph)
			case 2:
				return sf("ok call %s on %s", rel, ph)
			}
			return sf("save %s as %s's new number", ph, l.p("Mike", "Aunt Linda", "Dr Patel", "Jenna"))
		}},
		{"whatsapp_link", func(l *L) string {
			cc := l.p("de_m", "br_m", "in_m", "id_m", "es_m", "it_m", "uk_m", "mx", "tr_m", "ng_m")
			num := l.P("phone", l.e164(cc))
			p := l.person(l.p("en", "de", "pt", "es"))
			switch l.r.Intn(3) {
			case 0:
				return sf("open https://wa.me/%s and send %s the %s", num, p.F, l.p("invoice", "address", "photos", "contract draft"))
			case 1:
				return sf("wer ist wa.me/%s?text=Hallo aus dem Notizbuch", num)
			}
			return sf("link salvo: https://api.whatsapp.com/send?phone=%s — é o número da %s?", num, p.F)
		}},
		{"sip_call_log", func(l *L) string {
			cc := l.p("fr_l", "us", "de_l", "uk_l", "nl_l", "it_l")
			num := l.P("phone", "+"+l.e164(cc))
			switch l.r.Intn(3) {
			case 0:
				host := l.K(l.p("sip.operateur.fr", "voip.telekom.de", "pbx.acme-logistics.com", "sip.twilio.com", "trunk.sipgate.de"))
				return sf("who called from sip:%s@%s on %s?", num, host, l.K(l.dateISO()))
			case 1:
				ctx := l.K(l.p("from-trunk:1", "from-pstn:1", "from-external:2"))
				return sf(`asterisk: -- Executing [%s@%s] Set("SIP/trunk-%s", "CALLERID(name)=") — whose number is that`, num, ctx, l.K(l.hex(8)))
			}
			host := l.K(l.p("pbx.kitelabs.io", "sip.sipgate.de", "voip.ovh.net"))
			return sf("INVITE sip:%s@%s;user=phone SIP/2.0 — missed call, who?", num, host)
		}},
		{"url_encoded_phone", func(l *L) string {
			switch l.r.Intn(3) {
			case 0:
				num := l.P("phone", "%2B"+l.e164(l.p("us", "uk_m", "de_m", "fr_m", "br_m")))
				return sf("GET /api/v2/contacts/search?phone=%s&limit=%s failed with 500", num, l.K(l.p("20", "50", "100")))
			case 1:
				d := l.e164("us")
				num := l.P("phone", sf("%%2B1%%20%s%%20%s%%20%s", d[1:4], d[4:7], d[7:]))
				return sf("search?q=contact&tel=%s&page=2", num)
			}
			d := l.e164("fr_m")[2:]
			num := l.P("phone", sf("0%s+%s+%s+%s+%s", d[0:1], d[1:3], d[3:5], d[5:7], d[7:9]))
			return sf("form post text=Rappelez+moi+au+%s&name=%s", num, l.person("fr").LF)
		}},
		{"phone_with_extension", func(l *L) string {
			p := l.person("en")
			switch l.r.Intn(4) {
			case 0:
				return sf("%s's desk line is %s %s", p.F, l.Ph("us", 'L'), l.K("ext. "+l.d(l.n(3, 4))))
			case 1:
				return sf("%s %s, %s %s, reception", p.F, p.L, l.Ph("us", 'A'), l.K("x"+l.d(l.n(2, 4))))
			case 2:
				d := l.e164("us")
				return sf("tel:%s%s in the CRM for %s", l.P("phone", "+"+d), l.K(";ext="+l.d(l.n(2, 3))), p.F)
			}
			return sf("Zentrale %s %s, fragen Sie nach %s", l.Ph("de_l", 'A'), l.K("Durchwahl "+l.d(l.n(2, 3))), l.person("de").F)
		}},
		{"signature_block", func(l *L) string {
			p := l.person("en")
			cc := l.p("us", "uk_m", "au_m")
			title := l.p("Account Manager", "Senior Paralegal", "Head of Ops", "Project Lead", "Practice Manager")
			return sf("who is this? from a mail signature:\n%s %s | %s\nM: %s | O: %s\n%s", p.F, p.L, title, l.Ph(cc, 'A'), l.Ph(cc, 'A'), l.Em(p))
		}},
		{"contact_line_items", func(l *L) string {
			lang := l.p("fr", "en", "uk")
			var p Person
			switch lang {
			case "fr":
				p = l.person("fr")
				return sf("%s %s — %s — %s", p.F, p.L, l.Em(p), l.Ph("fr_m", 'B'))
			case "uk":
				p = l.person("en")
				return sf("%s %s · %s · %s · Leeds", p.F, p.L, l.Em(p), l.Ph("uk_m", 'B'))
			}
			p = l.person("en")
			return sf("%s %s, %s, %s, carrier %s", p.F, p.L, l.Em(p), l.Ph("us", 'B'), l.p("Verizon", "AT&T", "T-Mobile"))
		}},
		{"csv_contacts_import", func(l *L) string {
			lang := l.ps(langs)
			a, b := l.person(lang), l.person(lang)
			return sf("import these contacts:\nname,phone,email\n%s,%s,%s\n%s,%s,%s", a.Full(), l.PhL(lang, 'L'), l.Em(a), b.Full(), l.PhL(lang, 'L'), l.Em(b))
		}},
		{"vcard_paste", func(l *L) string {
			lang := l.p("en", "de", "fr", "es", "it", "nl", "pl", "sv")
			p := l.person(lang)
			return sf("save this contact\nBEGIN:VCARD\nVERSION:3.0\nFN:%s\nTEL;TYPE=CELL:%s\nEMAIL:%s\nEND:VCARD", p.Full(), l.PhL(lang, 'I'), l.Em(p))
		}},
		{"tool_call_contact_filter", func(l *L) string {
			lang := l.ps(langs)
			p := l.person(lang)
			key := l.p("phone", "mobile", "phoneNumber", "msisdn", "tel")
			var ph string
			if key == "msisdn" {
				ph = l.P("phone", l.e164(l.ps(langPhones[lang])))
			} else {
				ph = l.PhL(lang, 'L')
			}
			return sf(`{"tool":"search_contacts","arguments":{"query":"%s","filters":{"%s":"%s","updated_after":"%s"}}}`, p.F, key, ph, l.K(l.dateISO()))
		}},
		{"followup_returned_number", func(l *L) string {
			lang := l.p("en", "en", "de", "es")
			p := l.person(lang)
			switch l.r.Intn(3) {
			case 0:
				return sf("you returned %s for %s — is that the work or the private number?", l.PhL(lang, 'A'), p.F)
			case 1:
				return sf("the brain says %s's number is %s but her last mail signature had %s, which one is newer?", p.F, l.PhL(lang, 'A'), l.PhL(lang, 'A'))
			}
			return sf("%s? that's the old one, %s has %s since %s", l.PhL(lang, 'A'), p.F, l.PhL(lang, 'I'), l.K(l.dateEN()))
		}},
		{"typo_numbr_nopunct", func(l *L) string {
			switch l.r.Intn(4) {
			case 0:
				p := l.person("en")
				return sf("whats %ss numbr i got %s from the group chat", strings.ToLower(p.F), l.Ph("uk_m", 'N'))
			case 1:
				p := l.person("nl")
				return sf("wat is tel nr van %s %s", strings.ToLower(p.F), l.Ph("nl_m", 'N'))
			case 2:
				p := l.person("fr")
				return sf("numero d %s svp c bien %s", strings.ToLower(p.F), l.Ph("fr_m", 'N'))
			}
			p := l.person("en")
			return sf("cal %s on %s asap abt the kyes", strings.ToLower(p.F), l.Ph("us", 'N'))
		}},
		{"todo_call_tradesperson", func(l *L) string {
			trade := l.p("plumber", "electrician", "roofer", "locksmith", "piano tuner", "window cleaner")
			cc := l.p("uk_l", "uk_m", "us", "au_m", "ie_m")
			switch l.r.Intn(2) {
			case 0:
				return sf("- [ ] call %s %s about the %s (quote %s)", trade, l.Ph(cc, 'A'), l.p("boiler", "leak", "fuse box", "gutters"), l.K(l.ref("Q")))
			}
			return sf("TODO: ring the %s back on %s re invoice %s, %s", trade, l.Ph(cc, 'A'), l.K(l.ref("INV")), l.K(l.amount("en")))
		}},
		{"calendar_dialin", func(l *L) string {
			switch l.r.Intn(2) {
			case 0:
				mid := l.K(sf("%s %s %s", l.dnz(3), l.d(4), l.d(4)))
				return sf("join the %s call on %s: dial %s, meeting ID %s #", l.p("board", "vendor", "budget", "hiring"), l.K(l.dateISO()), l.Ph(l.p("us", "uk_l", "de_l"), 'I'), mid)
			}
			cid := l.K(sf("%s %s %s#", l.dnz(3), l.d(3), l.d(3)))
			return sf("Teams: Dial-in %s, Conference ID: %s — who organised the %s sync?", l.Ph(l.p("us", "uk_l", "de_l", "fr_l"), 'I'), cid, l.p("Monday", "Q3", "legal"))
		}},
		{"log_sms_sent", func(l *L) string {
			cc := l.p("us", "uk_m", "de_m", "in_m", "br_m", "fr_m")
			switch l.r.Intn(2) {
			case 0:
				return sf("%s INFO sms.send to=%s sid=%s status=queued — why no delivery?", l.K(l.isoTS()), l.P("phone", "+"+l.e164(cc)), l.K("SM"+l.hex(32)))
			}
			return sf(`level=warn msg="delivery failed" msisdn=%s err=%s`, l.P("phone", l.e164(cc)), l.K(l.p("30006", "30003", "21610")))
		}},
		{"name_then_number_short", func(l *L) string {
			switch l.r.Intn(4) {
			case 0:
				p := l.person("en")
				return sf("%s %s (%s) %s", p.F, p.L, l.p("sister", "neighbour", "babysitter", "landlord"), l.Ph(l.p("au_m", "uk_m"), 'B'))
			case 1:
				p := l.person("es")
				return sf("Mi gestor es %s %s, %s", p.F, p.L, l.Ph("es_m", 'B'))
			case 2:
				p := l.person(l.p("de", "fr", "it", "nl"))
				return sf("%s %s %s", p.F, p.L, l.PhL(p.Lang, 'A'))
			}
			p := l.person("en")
			return sf("%s %s: %s", p.F, p.L, l.Ph("us", 'A'))
		}},
		{"mixed_lang_phone_email", func(l *L) string {
			switch l.r.Intn(4) {
			case 0:
				p := l.person("de")
				return sf("bitte schick die invoice an %s und call sie unter %s", l.Em(p), l.PhL("de", 'A'))
			case 1:
				p := l.person("zh")
				return sf("can you 找一下 %s 的 number, 应该是 %s", l.Em(p), l.Ph("cn_m", 'I'))
			case 2:
				p := l.person("fr")
				return sf("pls envoie le contrat à %s, son tel %s", l.Em(p), l.Ph("fr_m", 'A'))
			}
			p := l.person("es")
			return sf("manda el deck a %s y su whatsapp es %s thanks", l.Em(p), l.Ph(l.p("es_m", "mx"), 'I'))
		}},
		{"people_lookup_card", func(l *L) string {
			lang := l.p("de", "en", "fr", "pl", "it")
			p := l.person(lang)
			lab := map[string][3]string{"de": {"Tel", "E-Mail", "Anschrift"}, "en": {"Phone", "Email", "Address"}, "fr": {"Tél", "Courriel", "Adresse"}, "pl": {"Tel", "E-mail", "Adres"}, "it": {"Tel", "Email", "Indirizzo"}}[lang]
			zip := map[string]string{"de": l.zip("de"), "en": l.zip("us"), "fr": l.d(5) + " Lyon", "pl": l.zip("pl"), "it": l.d(5) + " Milano"}[lang]
			return sf("%s\n%s: %s\n%s: %s\n%s: %s", p.Full(), lab[0], l.PhL(lang, 'A'), lab[1], l.Em(p), lab[2], l.K(zip))
		}},
		{"whatsapp_chat_export", func(l *L) string {
			y, m, d := l.ymd()
			switch l.r.Intn(3) {
			case 0:
				return sf("[%s, %02d:%02d:%02d] %s: %s", l.K(sf("%02d/%02d/%d", d, m, y)), l.n(7, 22), l.n(0, 59), l.n(0, 59), l.Ph(l.p("uk_m", "de_m", "in_m", "br_m"), 'I'), l.p("are we still on for dinner?", "sent you the pdf", "ok see you at the station"))
			case 1:
				dg := l.e164("us")[1:]
				return sf("%s %02d:%02d — %s: Grazie, a domani", l.K(sf("%02d/%02d/%d", d, m, y)), l.n(7, 22), l.n(0, 59), l.P("phone", fill("### ### ####", dg)))
			}
			return sf("%d/%d/%02d, %d:%02d - %s: can you forward the lease", m, d, y%100, l.n(1, 12), l.n(0, 59), l.Ph(l.p("us", "in_m", "ng_m"), 'I'))
		}},
		{"new_number_announcement", func(l *L) string {
			switch l.r.Intn(4) {
			case 0:
				return sf("my new number is %s, old one %s is dead, update everywhere", l.Ph("us", 'A'), l.Ph("us", 'A'))
			case 1:
				return sf("mon nouveau numéro est le %s, mets à jour ma fiche", l.Ph("fr_m", 'L'))
			case 2:
				return sf("neue Nummer: %s (alte %s bitte löschen)", l.Ph("de_m", 'A'), l.Ph("de_m", 'A'))
			}
			return sf("mi número nuevo es %s, el viejo ya no funciona", l.Ph("es_m", 'L'))
		}},
	}
}
