package main

import (
	"fmt"
	"strings"
)

func L(xs ...string) string { return strings.Join(xs, "\n") }

var companies = []string{"Ridgeview Logistics", "Caldera Health Partners", "Northwind Utilities", "Bluestem Capital", "Oakmont County Schools", "Vireo Pharma", "Summit Transit Authority", "Helix Foods", "Granite State Housing"}

func piiNews() []tpl {
	return []tpl{
		{"tip_email_en", func(b *B) {
			p := person(pick("en", "en", "gb"))
			e := b.P("email", email(p, false, "en"))
			to := b.P("email", roleEmail("en", pick("tips", "newsdesk", "investigations")))
			ph := b.P("phone", phoneUS())
			d := rdate()
			inv := b.K(invoiceNo())
			amt := b.K(usd(12000, 900000))
			dt := b.K(d.long())
			co := pickS(companies)
			b.q = L("From: "+p.Name+" <"+e+">", "To: "+to, "Subject: "+pick("Tip re: "+co+" contracts", "something you should look at", "Story idea - "+co, "confidential"),
				"Date: "+dt, "", pick("Hi,", "Hello,", "To whoever reads this,"), "",
				"I work in "+pick("accounts payable", "procurement", "the compliance office", "facilities")+" at "+co+". Invoice "+inv+" for "+amt+" was paid "+pick("twice", "to a vendor that doesn't exist", "three weeks before the work was even scoped")+" and nobody wants to talk about it.",
				pick("I'd rather not use my work email. ", "")+"You can reach me on Signal at "+ph+" after 6pm"+pick(", or just reply here.", ". Please don't call my desk line.", "."),
				"", pick("Thanks", "- "+p.First, "Regards,\n"+p.First))
		}},
		{"source_list_md", func(b *B) {
			rows := []string{"| Name | Role | Phone | Email | Last contact | Notes |", "|---|---|---|---|---|---|"}
			n := ri(3, 6)
			for i := 0; i < n; i++ {
				loc := pick("en", "gb", "de", "fr", "es", "it", "nl", "pl")
				p := person(loc)
				ph := b.P("phone", phone(loc))
				e := "—"
				if chance(0.75) {
					e = b.P("email", email(p, chance(0.5), loc))
				}
				d := b.K(rdate().iso())
				rows = append(rows, "| "+p.Name+" | "+pick("former auditor", "union rep", "council aide", "whistleblower (anon)", "spokesperson", "researcher", "fixer")+" | "+ph+" | "+e+" | "+d+" | "+pick("on background only", "prefers Signal", "call after 5", "will send docs", "OK to quote", "")+" |")
			}
			b.q = pick("Sources — "+pick("port tender", "hospital billing", "housing fund")+" story\n\n", "") + strings.Join(rows, "\n")
		}},
		{"recherche_notizen_de", func(b *B) {
			p1, p2 := person("de"), person("de")
			ph1 := b.P("phone", phone("de"))
			ph2 := b.P("phone", phone("de"))
			e2 := b.P("email", email(p2, true, "de"))
			d := b.K(rdate().eu())
			az := b.K(fmt.Sprintf("%d O %d/%02d", ri(1, 9), ri(100, 999), ri(22, 25)))
			vorlage := b.K(fmt.Sprintf("Drucksache %d/%04d", ri(2023, 2025), ri(100, 9999)))
			b.q = L("Recherche "+pick("Stadtwerke-Deal", "Klinikfusion", "Messe-Abrechnung")+" – Stand "+d,
				"- Quelle A ("+p1.Name+", ehem. Controlling): Handy "+ph1+", will nur über Signal/Threema sprechen, Rückruf "+pick("Di", "Mi", "Do")+" ab "+fmt.Sprint(ri(17, 20))+" Uhr",
				"- Pressestelle: "+p2.Name+", "+ph2+", "+e2,
				"- Gerichtsakte Az. "+az+" beim LG angefordert",
				"- "+vorlage+" liegt vor, S. "+fmt.Sprint(ri(3, 40))+" prüfen",
				"- TODO: Stellungnahme bis "+pick("Freitag", "Montag")+" 12 Uhr anfragen")
		}},
		{"transcript_es", func(b *B) {
			p := person(pick("es", "mx"))
			loc := "es"
			if strings.Contains(p.Last, "á") || chance(0.5) {
				loc = "mx"
			}
			ph := b.P("phone", phone(loc))
			ts := tsSeq(3)
			t1, t2, t3 := b.K(ts[0]), b.K(ts[1]), b.K(ts[2])
			var mail string
			if chance(0.6) {
				mail = " o al correo " + b.P("email", email(p, false, loc))
			}
			b.q = L("Transcripción — entrevista con "+p.Name+" ("+pick("portavoz vecinal", "extrabajadora de la planta", "concejal", "productora musical")+")",
				t1+" PERIODISTA: ¿Desde cuándo sabían lo del vertido?",
				t2+" "+strings.ToUpper(p.First)+": Desde "+pick("marzo", "el verano pasado", "2022")+". Tenemos fotos y las actas de la asamblea.",
				t3+" "+strings.ToUpper(p.First)+": Si necesitas algo más me llamas al "+ph+mail+", pero no pongas mi apellido, por favor.")
		}},
		{"transcript_ja", func(b *B) {
			p := person("ja")
			ph := phone("ja")
			if chance(0.3) {
				ph = toDigits(ph, "full")
			}
			b.P("phone", ph)
			e := b.P("email", email(p, chance(0.5), "ja"))
			d := rdate()
			dt := b.K(d.cjk())
			ts := tsSeq(2)
			t1, t2 := b.K(ts[0]), b.K(ts[1])
			b.q = L("【インタビュー書き起こし】"+dt+"　"+p.Name+"さん（"+pick("元社員", "地域住民", "作家", "監督")+"）",
				t1+" 記者：本日はありがとうございます。"+pick("記事は来週掲載予定です。", "写真は後ほど確認させてください。"),
				t2+" "+p.Last+"：はい。追加で確認があれば携帯の"+ph+"か、"+e+"までご連絡ください。"+pick("名前は伏せてください。", "平日の夜なら出られます。", ""))
		}},
		{"fixer_whatsapp_ar", func(b *B) {
			p := person("ar")
			p2 := person(pick("en", "gb"))
			raw := phoneIntl("ar")
			arab := toDigits(raw, "arab")
			b.P("phone", arab)
			d := rdate()
			ts := func() string {
				return fmt.Sprintf("[%02d/%02d/%d, %02d:%02d:%02d]", d.d, d.m, d.y, ri(7, 23), ri(0, 59), ri(0, 59))
			}
			t1, t2, t3 := ts(), ts(), ts()
			b.K(t1)
			b.K(t2)
			drv := b.P("phone", phone("ar"))
			b.q = L(t1+" "+p2.Name+": Hi "+strings.ToUpper(p.LF[:1])+p.LF[1:]+", are we still on for the border crossing tomorrow?",
				t2+" "+p.Name+": نعم، السائق سيكون جاهزاً الساعة ٦ صباحاً. رقمه "+arab,
				t3+" "+p.Name+": If his line is busy use my other number "+drv+pick("", " — WhatsApp only"))
		}},
		{"slack_export_cms_login", func(b *B) {
			pw := b.P("bearer", password())
			user := pick("weekend.desk", "nightdesk", "webeditor2", "liveblog", "sportsdesk")
			ts := b.K(fmt.Sprintf("%d.%06d", ri(1700000000, 1760000000), ri(0, 999999)))
			uid := "U0" + fromSet(sUpNum, 9)
			b.q = `[{"type":"message","user":"` + uid + `","text":"CMS login for ` + pick("the weekend desk", "tonight's shift", "the election liveblog") + `: user ` + "`" + user + "`" + ` password ` + "`" + pw + "`" + ` — please don't change it, ` + pick("Arc", "WordPress", "Brightspot", "Methode") + ` locks us out after 3 tries","ts":"` + ts + `"}]`
		}},
		{"reader_correction_fr", func(b *B) {
			p := person("fr")
			e := b.P("email", email(p, false, "fr"))
			ph := b.P("phone", phone("fr"))
			art := b.K(articleID())
			d := b.K(rdate().uk())
			b.q = L("Objet : Demande de rectification – article "+art,
				"", "Madame, Monsieur,", "",
				"Dans votre article du "+d+" vous écrivez que "+pick("notre association a reçu une subvention", "j'ai été condamné", "l'usine a fermé")+", ce qui est inexact. Je vous demande une rectification au titre du droit de réponse.",
				"Je reste joignable au "+ph+" ou par courriel ("+e+").", "", "Cordialement,", p.Name)
		}},
		{"press_release_en", func(b *B) {
			p := person(pick("en", "gb"))
			p2 := person("en")
			org := pick("Lumenbridge Therapeutics", "Corvane Robotics", "Atlas Pet Foods", "Harrowgate Bank", "Nimbus Energy")
			tick := b.K(pick("NASDAQ: ", "NYSE: ") + fromSet(sUp, ri(3, 4)))
			d := b.K(rdate().long())
			amt := b.K("$" + fmt.Sprint(ri(12, 900)) + "." + digits(1) + " million")
			e := b.P("email", email(p, true, "en"))
			ph := b.P("phone", phone(pick("en", "en", "gb")))
			ir := b.P("email", roleEmail("en", pick("ir", "investors", "press")))
			b.q = L("FOR IMMEDIATE RELEASE", "", org+" Reports "+pick("Record Third-Quarter Revenue", "Completion of Phase 2 Trial", "Expansion into Canada"),
				"", pick("BOSTON", "AUSTIN, Texas", "LONDON", "CHICAGO")+", "+d+" -- "+org+" ("+tick+") today announced "+pick("revenue of ", "a financing round of ", "an investment of ")+amt+".",
				"", "###", "", "Media Contact:", p.Name+", "+pick("Brightline PR", "Harbour Media", "Amplify Agency"), e, ph, "", "Investor Relations: "+ir+pick("", " / "+p2.Name))
		}},
		{"pressemitteilung_de", func(b *B) {
			p := person("de")
			e := b.P("email", email(p, true, "de"))
			ph := b.P("phone", phone("de"))
			var mob string
			if chance(0.5) {
				mob = "\nMobil: " + b.P("phone", phoneNat("de"))
			}
			d := b.K(rdate().eu())
			isbn := ""
			if chance(0.5) {
				isbn = " (ISBN " + b.K(isbn13()) + ", " + b.K(fmt.Sprint(ri(18, 34))+",00 €") + ")"
			}
			b.q = L("PRESSEMITTEILUNG", "", pick("Hamburg", "München", "Köln", "Berlin")+", "+d+" – "+pick("Der Rheinpresse Verlag", "Das Medienhaus Isar", "Die Agentur Nordlicht")+" "+pick("veröffentlicht den neuen Roman von ", "gewinnt ", "startet ")+pick("Till Brandt", "den Grimme Online Award", "ein Podcast-Netzwerk")+isbn+".",
				"", "Pressekontakt:", p.Name, "Tel.: "+ph+mob, "E-Mail: "+e)
		}},
		{"press_release_zh", func(b *B) {
			p := person("zh")
			e := b.P("email", email(p, true, "zh"))
			ph := b.P("phone", phone("zh"))
			d := b.K(rdate().cjk())
			amt := b.K(fmt.Sprint(ri(2, 90)) + "亿元")
			b.q = L("新闻稿", d+"，"+pick("华新传媒", "京华公关", "星河出版")+"宣布"+pick("完成B轮融资", "推出全新播客平台", "与多家出版社达成合作")+"，金额达"+amt+"。",
				"", "媒体联系人："+p.Name, "电话："+ph, "邮箱："+e)
		}},
		{"release_imprensa_pt", func(b *B) {
			p := person("pt")
			e := b.P("email", email(p, true, "pt"))
			ph := b.P("phone", phone("pt"))
			d := b.K(fmt.Sprintf("%02d/%02d/%d", ri(1, 28), ri(1, 12), ri(2023, 2026)))
			cnpj := b.K(fmt.Sprintf("CNPJ %02d.%03d.%03d/0001-%02d", ri(10, 99), ri(100, 999), ri(100, 999), ri(10, 99)))
			b.q = L("RELEASE PARA IMPRENSA – "+d, pick("A Editora Caju", "A Agência Ipê", "A Folha do Planalto")+" ("+cnpj+") anuncia "+pick("o lançamento do livro", "a nova temporada do podcast", "o festival de verão")+" "+pick("\"Mar de Dentro\"", "\"Cidade Submersa\"", "\"Vozes do Sertão\"")+".",
				"", "Contato para imprensa:", p.Name+" | "+ph+" | "+e)
		}},
		{"press_release_ko", func(b *B) {
			p := person("ko")
			e := b.P("email", email(p, true, "ko"))
			ph := b.P("phone", phone("ko"))
			d := b.K(rdate().ko())
			b.q = L("[보도자료] "+pick("나비PR", "한강일보", "별빛출판")+", "+pick("신규 웹툰 플랫폼 출시", "창간 30주년 기념 행사 개최", "K-콘텐츠 해외 진출 지원")+"",
				"배포일: "+d, "", "문의: "+p.Name+" 매니저 ("+ph+", "+e+")")
		}},
		{"communique_fr", func(b *B) {
			p := person("fr")
			e := b.P("email", email(p, true, "fr"))
			ph := b.P("phone", phone("fr"))
			siret := b.K(fmt.Sprintf("%03d %03d %03d %05d", ri(100, 999), ri(100, 999), ri(100, 999), ri(10, 99999)))
			d := b.K(rdate().uk())
			b.q = L("COMMUNIQUÉ DE PRESSE – sous embargo jusqu'au "+d+" 06h00",
				pick("Les Éditions du Marais", "L'Agence Lumière", "Le Quotidien de l'Est")+" "+pick("annonce la nomination de", "lance", "célèbre")+" "+pick("sa nouvelle rédactrice en chef", "un prix du premier roman", "ses 50 ans")+".",
				"", "Contact presse : "+p.Name+" – "+ph+" – "+e, "SIRET "+siret)
		}},
		{"podcast_booking_email", func(b *B) {
			loc := pick("en", "gb", "au")
			ploc := loc
			if loc == "au" {
				ploc = "en"
			}
			guest := person(ploc)
			prod := person("en")
			ge := b.P("email", email(guest, false, ploc))
			pe := b.P("email", email(prod, true, "en"))
			ph := b.P("phone", phone(loc))
			ep := b.K("Ep. " + fmt.Sprint(ri(40, 420)))
			d := rdate()
			dt := b.K(d.long())
			tm := b.K(rtime12() + " " + pick("ET", "PT", "GMT", "AEST"))
			b.q = L("From: "+prod.Name+" <"+pe+">", "To: "+guest.Name+" <"+ge+">", "Subject: Recording confirmed – "+ep,
				"", "Hi "+guest.First+",", "", "Great news, you're booked for "+dt+" at "+tm+". We record on Riverside; the link follows 24h before.",
				"If the connection drops I'll call you on "+ph+" so we can switch to a phone patch.", "", "Best,", prod.First, pick("Pinecrest Podcasts", "Harbour Media Audio"))
		}},
		{"podcast_guest_form_json", func(b *B) {
			loc := pick("en", "gb", "de", "fr", "es", "it", "pt", "nl")
			p := person(loc)
			e := b.P("email", email(p, false, loc))
			ph := b.P("phone", phoneIntl(loc))
			sub := b.K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", ri(2023, 2026), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59)))
			fid := b.K("frm_" + hexs(12))
			b.q = `{"form_id":"` + fid + `","submitted_at":"` + sub + `","answers":{"full_name":"` + p.Name + `","email":"` + e + `","phone":"` + ph + `","topic":"` + pick("burnout in newsrooms", "indie publishing", "AI and photography", "true crime ethics") + `","availability":"` + pick("weekday mornings", "Tue/Thu after 3pm", "any time next week") + `"}}`
		}},
		{"podcast_hosting_env", func(b *B) {
			sp := b.P("bearer", spotifySecret())
			tr := b.P("bearer", secretish(ri(32, 40)))
			cid := b.K(hexs(32))
			show := b.K(fromSet(sAlnum, 22))
			b.q = L("# podcast-publisher/.env", "SPOTIFY_CLIENT_ID="+cid, "SPOTIFY_CLIENT_SECRET="+sp, "SPOTIFY_SHOW_ID="+show,
				pick("TRANSISTOR_API_KEY=", "BUZZSPROUT_API_TOKEN=", "CAPTIVATE_API_KEY=")+tr, "FEED_URL=https://feeds.pinecrestpodcasts.fm/"+pick("morning-brief", "the-long-read", "deadline")+".xml", "EPISODES_PER_PAGE=50")
		}},
	}
}
