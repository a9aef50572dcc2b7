package main

import (
	"fmt"
	"strings"
)

func piiCRM() []tpl {
	return []tpl{
		{"crm_leads_csv", func(b *B) {
			rows := []string{"Record ID,First Name,Last Name,Email,Phone Number,Company Name,Lead Status,Create Date,Original Source"}
			for i := 0; i < ri(3, 7); i++ {
				loc := pick("en", "en", "gb", "au", "en")
				nl := loc
				if loc == "au" {
					nl = "en"
				}
				p := person(nl)
				e := b.P("email", email(p, chance(0.6), nl))
				phs := ""
				if chance(0.8) {
					phs = b.P("phone", phone(loc))
				}
				id := b.K(nz() + digits(ri(9, 10)))
				d := b.K(fmt.Sprintf("%d-%02d-%02d %02d:%02d", ri(2023, 2026), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59)))
				rows = append(rows, strings.Join([]string{id, p.First, p.Last, e, phs, pick("Acme Outdoor", "Bluebird Bakery", "Orion Fintech", "Cask & Barrel", "Lumen Dental"), pick("NEW", "OPEN", "IN_PROGRESS", "CONNECTED", "UNQUALIFIED"), d, pick("Paid Social", "Organic Search", "Email Marketing", "Direct Traffic", "Offline Sources")}, ","))
			}
			b.q = strings.Join(rows, "\n")
		}},
		{"crm_leads_tsv_de", func(b *B) {
			rows := []string{"Anrede\tVorname\tNachname\tFirma\tE-Mail\tTelefon\tQuelle\tAngelegt am"}
			for i := 0; i < ri(3, 6); i++ {
				loc := pick("de", "de", "de", "nl", "pl")
				p := person(loc)
				e := b.P("email", email(p, chance(0.5), loc))
				ph := b.P("phone", phone(loc))
				d := b.K(rdate().eu())
				rows = append(rows, strings.Join([]string{pick("Frau", "Herr", "Divers"), p.First, p.Last, pick("Bäckerei Kunz GmbH", "Autohaus Lenz", "Stadtwerke Nord", "Praxis Dr. Arnold", "Hotel Seeblick"), e, ph, pick("Messe", "Website-Formular", "LinkedIn Lead Ad", "Newsletter"), d}, "\t"))
			}
			b.q = strings.Join(rows, "\n")
		}},
		{"hubspot_contacts_json", func(b *B) {
			var res []string
			for i := 0; i < ri(2, 4); i++ {
				loc := pick("en", "gb", "fr", "es", "de")
				p := person(loc)
				e := b.P("email", email(p, chance(0.5), loc))
				ph := b.P("phone", phoneIntl(loc))
				id := b.K(nz() + digits(10))
				ts := b.K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", ri(2023, 2026), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999)))
				res = append(res, `{"id":"`+id+`","properties":{"createdate":"`+ts+`","email":"`+e+`","firstname":"`+p.First+`","lastname":"`+p.Last+`","phone":"`+ph+`","hs_analytics_source":"`+pick("PAID_SOCIAL", "ORGANIC_SEARCH", "EMAIL_MARKETING")+`"},"archived":false}`)
			}
			b.q = `{"results":[` + strings.Join(res, ",") + `],"paging":{"next":{"after":"` + fmt.Sprint(ri(100, 900)) + `"}}}`
		}},
		{"newsletter_bounce_report", func(b *B) {
			lines := []string{"Campaign: " + pick("Morning Brief", "Weekend Reads", "Culture Letter") + " " + b.K("#"+fmt.Sprint(ri(100, 999))) + " — hard bounces", ""}
			for i := 0; i < ri(3, 7); i++ {
				loc := pick("en", "de", "fr", "it", "es", "pl", "nl", "sv", "tr")
				e := b.P("email", email(person(loc), false, loc))
				lines = append(lines, e+"\t"+pick("550 5.1.1 user unknown", "552 mailbox full", "550 5.7.1 blocked", "554 5.7.1 spam detected"))
			}
			b.q = strings.Join(lines, "\n")
		}},
		{"media_list_export_csv", func(b *B) {
			rows := []string{"Outlet;Journalist;Beat;Email;Direct line;Mobile;Last pitched"}
			for i := 0; i < ri(3, 6); i++ {
				loc := pick("fr", "de", "it", "es", "nl", "gb", "sv", "pl")
				p := person(loc)
				e := b.P("email", email(p, true, loc))
				dl := b.P("phone", phone(loc))
				mob := ""
				if chance(0.5) {
					mob = b.P("phone", phone(loc))
				}
				d := b.K(rdate().iso())
				rows = append(rows, strings.Join([]string{pick("Le Quotidien de l'Est", "Rheinpresse", "Gazzetta del Nord", "Diario del Sur", "Dagblad Delta", "The Northern Post", "Nordposten", "Gazeta Wiślana"), p.Name, pick("tech", "culture", "business", "health", "travel", "food"), e, dl, mob, d}, ";"))
			}
			b.q = strings.Join(rows, "\n")
		}},
	}
}

func piiEvents() []tpl {
	return []tpl{
		{"call_sheet_en", func(b *B) {
			d := rdate()
			lines := []string{"CALL SHEET — " + pick("Spring Lookbook", "Brand Film 'Open Roads'", "Magazine Cover: "+pick("Noor", "Callum", "Aisha")+" "+pick("Khan", "Doyle", "Mensah")), "Date: " + b.K(d.long()), "General crew call: " + b.K(fmt.Sprintf("%02d:%s", ri(5, 7), pick("00", "30", "45"))) + "   Shooting call: " + b.K(fmt.Sprintf("%02d:%s", ri(8, 10), pick("00", "15", "30"))) + "   Est. wrap: " + b.K(fmt.Sprintf("%02d:%s", ri(17, 21), pick("00", "30"))),
				"Location: " + pick("Stage 4, Pier 59 Studios", "Greenpoint Terminal Warehouse", "Alder Lane Studio B") + "   Nearest hospital: " + pick("Bellevue", "Wyckoff Heights", "St. Luke's"), "", "CREW"}
			for i := 0; i < ri(3, 6); i++ {
				p := person("en")
				ph := b.P("phone", phoneUS())
				l := fmt.Sprintf("%-14s %-22s %s", pick("Producer", "Photographer", "1st AC", "Gaffer", "Stylist", "HMU", "Digitech", "PA"), p.Name, ph)
				if chance(0.4) {
					l += "  " + b.P("email", email(p, chance(0.5), "en"))
				}
				lines = append(lines, l)
			}
			lines = append(lines, "", "Weather: "+fmt.Sprint(ri(40, 90))+"°F, sunset "+b.K(rtime12()))
			b.q = strings.Join(lines, "\n")
		}},
		{"feuille_de_service_fr", func(b *B) {
			d := rdate()
			lines := []string{"FEUILLE DE SERVICE – J" + fmt.Sprint(ri(1, 12)) + " – " + pick("Tournage pub « Café Lumière »", "Clip « Nuit Blanche »", "Shooting catalogue automne"), "Date : " + b.K(d.uk()), "RDV équipe : " + b.K(fmt.Sprintf("%dh%02d", ri(6, 9), pick2(0, 30))) + " – Fin prévue : " + b.K(fmt.Sprintf("%dh%02d", ri(17, 21), pick2(0, 30))), ""}
			for i := 0; i < ri(3, 5); i++ {
				p := person("fr")
				lines = append(lines, pick("Réalisateur", "Chef op", "Régisseur", "Maquilleuse", "Styliste", "Producteur")+" : "+p.Name+" – "+b.P("phone", phone("fr")))
			}
			lines = append(lines, "", "Adresse décor : "+fmt.Sprint(ri(2, 120))+" rue "+pick("Oberkampf", "de la Roquette", "des Martyrs")+", 750"+fmt.Sprintf("%02d", ri(1, 20))+" Paris")
			b.q = strings.Join(lines, "\n")
		}},
		{"satsuei_call_sheet_ja", func(b *B) {
			d := rdate()
			lines := []string{"【撮影香盤表】" + pick("雑誌表紙撮影", "CM撮影", "書籍カバー撮影"), "日付：" + b.K(d.cjk()), "集合：" + b.K(rtime()) + "　スタジオ入り：" + b.K(rtime()), ""}
			for i := 0; i < ri(3, 5); i++ {
				p := person("ja")
				ph := phone("ja")
				if chance(0.2) {
					ph = toDigits(ph, "full")
				}
				lines = append(lines, pick("カメラマン", "スタイリスト", "ヘアメイク", "制作", "編集担当")+"："+p.Name+"　"+b.P("phone", ph))
			}
			lines = append(lines, "", "※緊急連絡先は制作まで")
			b.q = strings.Join(lines, "\n")
		}},
		{"event_rsvp_md", func(b *B) {
			rows := []string{"| # | Guest | Outlet | Email | Mobile | +1 | Table |", "|---|---|---|---|---|---|---|"}
			for i := 1; i <= ri(3, 6); i++ {
				loc := pick("en", "gb", "fr", "de", "it")
				p := person(loc)
				e := b.P("email", email(p, true, loc))
				ph := b.P("phone", phone(loc))
				rows = append(rows, fmt.Sprintf("| %d | %s | %s | %s | %s | %s | %s |", i, p.Name, pick("Vogue", "Wallpaper*", "Monocle", "Le Monde", "Die Zeit", "Dezeen"), e, ph, pick("Y", "N"), b.K("T"+fmt.Sprint(ri(1, 24)))))
			}
			b.q = "Launch dinner RSVPs (" + b.K(rdate().long()) + ")\n\n" + strings.Join(rows, "\n")
		}},
		{"event_badge_ko", func(b *B) {
			p := person("ko")
			ph := b.P("phone", phone("ko"))
			e := b.P("email", email(p, false, "ko"))
			reg := b.K("REG-" + digits(6))
			b.q = L("[미디어데이 사전등록 확인]", p.Name+" 기자님, 등록이 완료되었습니다.", "등록번호: "+reg, "일시: "+b.K(rdate().ko())+" 오후 2시", "연락처: "+ph, "이메일: "+e, "현장에서 명함과 함께 등록번호를 제시해 주세요.")
		}},
	}
}

func pick2(a, b int) int {
	if chance(0.5) {
		return a
	}
	return b
}

func piiRights() []tpl {
	return []tpl{
		{"rights_request_en", func(b *B) {
			ph := person(pick("en", "gb"))
			ed := person("en")
			pe := b.P("email", email(ph, false, "en"))
			ee := b.P("email", email(ed, true, "en"))
			tel := b.P("phone", phone(pick("en", "gb")))
			g := b.K(gettyID())
			fee := b.K(usd(150, 1200))
			b.q = L("From: "+ed.Name+" <"+ee+">", "To: "+pe, "Subject: Permission request – photo for "+pick("our spring issue", "a book cover", "an online feature"), "",
				"Dear "+ph.First+",", "We'd like to license your image (listed on Getty as "+g+") for one-time use, print run "+b.K(thousands(ri(5, 200)*1000, ","))+", North America, for a fee of "+fee+".",
				"If easier, call me on "+tel+".", "", "Best regards,", ed.Name, "Rights & Permissions, "+pick("Northgate Publishing", "The Civic Ledger", "Kestrel Books"))
		}},
		{"rechten_nl", func(b *B) {
			p := person("nl")
			e := b.P("email", email(p, false, "nl"))
			ph := b.P("phone", phone("nl"))
			bedrag := b.K("€ " + thousands(ri(100, 2500), ".") + ",00")
			b.q = L("Beste "+p.First+",", "", "Wij willen uw foto van "+pick("de dijkdoorbraak", "het Koningsdagfeest", "de havenstaking")+" gebruiken in onze jaarbundel (oplage "+b.K(thousands(ri(2, 40)*1000, "."))+"). Wij bieden "+bedrag+" voor eenmalig gebruik.",
				"U kunt mij bereiken op "+ph+" of via "+e+".", "", "Met vriendelijke groet,", person("nl").Name, "Beeldredactie Dagblad Delta")
		}},
		{"sync_license_sv", func(b *B) {
			p := person("sv")
			e := b.P("email", email(p, true, "sv"))
			ph := b.P("phone", phone("sv"))
			is := b.K(isrc())
			fee := b.K(thousands(ri(5, 120)*1000, " ") + " kr")
			b.q = L("Hej "+p.First+"!", "Vi vill synka låten (ISRC "+is+") i en reklamfilm för "+pick("Nordposten", "en bilhandlare", "en kaffekedja")+", 30 sek, tv + webb i 12 månader. Vårt bud är "+fee+".",
				"Ring mig på "+ph+" eller maila "+e+".", "Mvh", person("sv").Name)
		}},
	}
}

func piiSubscriber() []tpl {
	return []tpl{
		{"subscriber_card_chat_en", func(b *B) {
			p := person("en")
			c := rcard()
			cn := b.P("credit_card", c.format())
			sub := b.K(subscriberNo())
			agent := pick("Dana", "Luis", "Priya", "Ken")
			cs := clockSeq(3)
			b.q = L("Chat transcript — Subscriber Care", "["+b.K(cs[0])+"] "+agent+": Thanks for contacting Metro Daily News! How can I help?",
				"["+cs[1]+"] "+p.First+": my digital subscription lapsed, account "+sub+". new card is "+cn+" exp "+expiry(),
				"["+cs[2]+"] "+agent+": For your security please don't share full card numbers in chat. I'll send a secure payment link to the email on file.")
		}},
		{"suscriptor_es", func(b *B) {
			p := person(pick("es", "mx"))
			c := rcard("visa", "mc", "amex")
			cn := b.P("credit_card", c.format())
			ph := b.P("phone", phone(pick("es", "mx")))
			b.q = L("Asunto: Cobro duplicado suscripción", "", "Buenas tardes, me habéis cobrado dos veces "+b.K(eur(9, 180))+" en la tarjeta "+cn+". Mi suscripción es la "+b.K(subscriberNo())+".",
				"Llamadme al "+ph+" por favor, no encuentro el formulario.", p.Name)
		}},
		{"podpiska_ru", func(b *B) {
			p := person("ru")
			e := b.P("email", email(p, false, "ru"))
			pw := b.P("bearer", password())
			ph := b.P("phone", phone("ru"))
			b.q = L("Здравствуйте! Не могу войти в личный кабинет подписчика "+pick("«Невского вестника»", "журнала «Север»")+".", "Логин: "+e, "Пароль: "+pw, "Уже три раза сбрасывала, письмо не приходит. Мой телефон "+ph+".", p.First)
		}},
		{"prenumerata_pl", func(b *B) {
			p := person("pl")
			e := b.P("email", email(p, false, "pl"))
			ph := b.P("phone", phone("pl"))
			b.q = L("Dzień dobry,", "proszę o anulowanie prenumeraty "+pick("cyfrowej", "papierowej")+" (nr klienta "+b.K(subscriberNo())+") od "+b.K(rdate().eu())+".", "Kontakt: "+ph+", "+e, "Pozdrawiam", p.Name)
		}},
		{"minui_he", func(b *B) {
			p := person("he")
			c := rcard("visa", "mc", "diners")
			cn := b.P("credit_card", c.format())
			ph := b.P("phone", phone("he"))
			b.q = L("שלום, אני מנוי "+pick("דיגיטלי", "לעיתון המודפס")+" ורוצה לעדכן אמצעי תשלום.", "כרטיס חדש: "+cn+" תוקף "+expiry(), "טלפון לחזרה: "+ph, "תודה, "+p.Name)
		}},
		{"abbonamento_regalo_it", func(b *B) {
			g := person("it")
			r := person("it")
			ge := b.P("email", email(g, false, "it"))
			re := b.P("email", email(r, false, "it"))
			ph := b.P("phone", phone("it"))
			b.q = L("Vorrei regalare un abbonamento annuale ("+b.K(eur(49, 199))+") a "+r.Name+", "+re+".", "Il biglietto deve arrivare il "+b.K(fmt.Sprintf("%d/%d/%d", ri(1, 28), ri(1, 12), ri(2024, 2026)))+". Fattura a me: "+g.Name+", "+ge+", cell. "+ph)
		}},
		{"grahak_seva_hi", func(b *B) {
			p := person("hi")
			raw := phone("hi")
			ph := b.P("phone", pick(raw, toDigits(raw, "deva")))
			e := b.P("email", email(p, false, "hi"))
			b.q = L("नमस्ते, मेरा "+pick("अख़बार", "ई-पेपर सब्सक्रिप्शन")+" पिछले "+pick("तीन", "पाँच", "सात")+" दिन से नहीं आ रहा।", "ग्राहक संख्या: "+b.K(subscriberNo()), "मोबाइल: "+ph, "ईमेल: "+e, "कृपया जल्दी समाधान करें। – "+p.Name)
		}},
		{"paywall_cookie_support", func(b *B) {
			j := b.P("jwt", subscriberJWT())
			p := person(pick("en", "de", "ja"))
			_ = p
			b.q = L("Support ticket "+b.K("#"+digits(6))+": paywall shows 'subscribe' although I'm logged in.", "Browser: "+pick("Safari 17.4", "Chrome 124", "Firefox 125")+"; cookie copied from devtools:", "session="+j+"; Path=/; Secure; HttpOnly; SameSite=Lax")
		}},
		{"subscriber_phone_order_log", func(b *B) {
			p := person("en")
			c := rcard("visa", "mc", "discover", "amex")
			cn := b.P("credit_card", c.format())
			ph := b.P("phone", phoneUS())
			st, city := usAddr()
			b.q = L("CALL LOG "+b.K(rdate().us())+" "+b.K(rtime12()), "Caller: "+p.Name+" / CB# "+ph, "Request: renew Sunday print + digital, 52 wks "+b.K(usd(120, 360)), "Card: "+cn+" ("+c.brand+")", "Deliver to: "+st+", "+city, "Agent: "+pick("TR", "MK", "JS"))
		}},
	}
}

func piiSocial() []tpl {
	return []tpl{
		{"shared_login_chat_en", func(b *B) {
			handle := "@" + pick("bluebirdbakery", "acmeoutdoor", "orionfintech", "caskandbarrel", "lumendental") + pick("", "_official", "hq")
			pw := b.P("bearer", password())
			p := person("en")
			cs := clockSeq(4)
			t := []string{"[" + b.K(cs[0]) + "] " + p.First + ": client finally sent the IG login for " + handle}
			if chance(0.5) {
				e := b.P("email", email(person("en"), true, "en"))
				t = append(t, "["+cs[1]+"] "+p.First+": user: "+e)
			} else {
				t = append(t, "["+cs[1]+"] "+p.First+": user: "+strings.TrimPrefix(handle, "@"))
			}
			t = append(t, "["+cs[2]+"] "+p.First+": pw: "+pw, "["+cs[3]+"] "+pick("Mo", "Jess", "Sam")+": 2FA goes to their marketing manager's phone "+b.P("phone", phoneUS())+", ping her before logging in")
			b.q = strings.Join(t, "\n")
		}},
		{"line_chat_th", func(b *B) {
			p := person("th")
			raw := phone("th")
			ph := b.P("phone", pick(raw, raw, toDigits(raw, "thai")))
			pw := b.P("bearer", password())
			b.q = L(b.K(rtime())+" "+p.First+" รหัสเพจเฟซบุ๊กลูกค้านะคะ", "อีเมล "+b.P("email", email(p, false, "th")), "รหัสผ่าน "+pw, rtime()+" "+p.First+" ถ้าติด OTP โทรหาพี่ที่ "+ph+" ค่ะ")
		}},
		{"handover_vi", func(b *B) {
			p := person("vi")
			e := b.P("email", email(p, true, "vi"))
			pw := b.P("bearer", password())
			ph := b.P("phone", phone("vi"))
			b.q = L("BÀN GIAO TÀI KHOẢN MẠNG XÃ HỘI – "+pick("Hoa Sen Media", "Báo Sài Gòn"), "- Fanpage: "+pick("Cà Phê Sớm", "Trà Sữa Mây", "Sách Mới Mỗi Ngày"), "- Tài khoản quản trị: "+e, "- Mật khẩu: "+pw, "- SĐT nhận OTP: "+ph+" ("+p.Name+")", "- Ngày bàn giao: "+b.K(fmt.Sprintf("%02d/%02d/%d", ri(1, 28), ri(1, 12), ri(2024, 2026))))
		}},
		{"social_admin_fa", func(b *B) {
			p := person("fa")
			raw := phone("fa")
			ph := b.P("phone", pick(toDigits(raw, "fa"), raw))
			e := b.P("email", email(p, false, "fa"))
			pw := b.P("bearer", password())
			b.q = L("سلام، اطلاعات ورود پیج اینستاگرام مجله:", "ایمیل: "+e, "رمز عبور: "+pw, "کد تأیید به شماره "+ph+" ("+p.Name+") ارسال می‌شود.")
		}},
		{"meta_business_el", func(b *B) {
			p := person("el")
			e := b.P("email", email(p, true, "el"))
			ph := b.P("phone", mobile("el"))
			pw := b.P("bearer", password())
			b.q = L("Γεια σου "+p.First+", τα στοιχεία για το Business Manager του πελάτη:", "email: "+e, "κωδικός: "+pw, "Ο κωδικός 2FA έρχεται στο κινητό "+ph+". Μην τα προωθήσεις, ευχαριστώ!")
		}},
		{"hootsuite_onboarding_de", func(b *B) {
			p := person("de")
			e := b.P("email", email(p, true, "de"))
			pw := b.P("bearer", password())
			b.q = L("Hi "+p.First+",", "dein Zugang zum Social-Media-Tool für den Kunden "+pick("Autohaus Lenz", "Stadtwerke Nord", "Hotel Seeblick")+":", "Benutzer: "+e, "Passwort: "+pw, "Bitte beim ersten Login ändern. Freigaben laufen weiter über den Redaktionsplan ("+b.K("KW "+fmt.Sprint(ri(1, 52)))+").")
		}},
	}
}

func piiTemplates() []tpl {
	var all []tpl
	for _, g := range [][]tpl{piiNews(), piiMoney(), piiTalent(), piiAdtech(), piiCRM(), piiEvents(), piiRights(), piiSubscriber(), piiSocial(), piiMore()} {
		all = append(all, g...)
	}
	return all
}
