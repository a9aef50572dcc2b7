package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []tpl {
	return []tpl{
		{"clean_campaign_report_csv", func(b *B) {
			rows := []string{"campaign_id,campaign_name,date,impressions,clicks,spend_usd,ctr"}
			for i := 0; i < ri(3, 7); i++ {
				imp := ri(5000, 900000)
				clk := imp / ri(40, 300)
				rows = append(rows, strings.Join([]string{b.K(metaCampaignID()), pick("Spring_Launch_", "Retarget_", "Podcast_Promo_", "Subs_Drive_") + pick("US", "UK", "DE", "FR") + "_" + fmt.Sprint(ri(1, 9)), b.K(rdate().iso()), b.K(fmt.Sprint(imp)), fmt.Sprint(clk), b.K(fmt.Sprintf("%d.%02d", ri(20, 9000), ri(0, 99))), fmt.Sprintf("%.2f%%", float64(clk)*100/float64(imp))}, ","))
			}
			b.q = strings.Join(rows, "\n")
		}},
		{"clean_utm_links", func(b *B) {
			host := pick("metrodailynews.com", "thecivicledger.org", "bluebirdbakery.com", "pinecrestpodcasts.fm")
			var ls []string
			for i := 0; i < ri(2, 4); i++ {
				ls = append(ls, "- "+b.K(utmLink(host)))
			}
			b.q = "Final links for the " + pick("spring", "holiday", "back-to-school") + " push, campaign " + b.K(metaCampaignID()) + ":\n" + strings.Join(ls, "\n")
		}},
		{"clean_meta_insights_json", func(b *B) {
			acc := b.K(nz() + digits(15))
			var ds []string
			for i := 0; i < ri(1, 3); i++ {
				d1, d2 := span()
				ds = append(ds, `{"account_id":"`+acc+`","campaign_id":"`+b.K(metaCampaignID())+`","adset_id":"`+b.K(metaCampaignID())+`","impressions":"`+fmt.Sprint(ri(1000, 500000))+`","spend":"`+b.K(fmt.Sprintf("%d.%02d", ri(10, 5000), ri(0, 99)))+`","date_start":"`+b.K(d1.iso())+`","date_stop":"`+d2.iso()+`"}`)
			}
			b.q = `{"data":[` + strings.Join(ds, ",") + `],"paging":{"cursors":{"before":"MAZDZD","after":"M` + fromSet(sAlnum, 3) + `ZD"}}}`
		}},
		{"clean_gaql_query", func(b *B) {
			cid := b.K(gadsCID())
			d1, d2 := span()
			b.q = L("Customer ID "+cid+" — why does this return zero rows for last month?", "", "SELECT campaign.id, campaign.name, metrics.impressions, metrics.cost_micros", "FROM campaign", "WHERE segments.date BETWEEN '"+b.K(d1.iso())+"' AND '"+d2.iso()+"'", "  AND campaign.status = 'ENABLED'", "ORDER BY metrics.cost_micros DESC LIMIT "+fmt.Sprint(ri(10, 100)))
		}},
		{"clean_pixel_snippet", func(b *B) {
			px := b.K(pixelID())
			g := b.K(ga4())
			aw := b.K(awConv())
			li := b.K(fmt.Sprint(ri(1000000, 9999999)))
			b.q = L("<!-- tracking, loaded after consent -->", "<script>", "fbq('init', '"+px+"');", "fbq('track', 'PageView');", "gtag('config', '"+g+"');", "gtag('config', '"+aw+"');", "_linkedin_partner_id = \""+li+"\";", "</script>", "<!-- is the order right? AW conversions show 0 since "+b.K(rdate().iso())+" -->")
		}},
		{"clean_editorial_calendar_md", func(b *B) {
			rows := []string{"| Slot | Date | Desk | Story | Words | Status |", "|---|---|---|---|---|---|"}
			for i := 0; i < ri(3, 6); i++ {
				rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s | %s | %s |", b.K(pick("A1", "B3", "Web-lead", "NL-top", "C1")), b.K(rdate().iso()), pick("Metro", "Business", "Culture", "Sport", "Investigations"), pick("Council budget vote", "Hospital billing pt. 3", "Best albums so far", "Derby preview", "Housing fund audit"), b.K(thousands(ri(6, 30)*100, ",")), pick("draft", "edit", "legal", "scheduled")))
			}
			b.q = strings.Join(rows, "\n")
		}},
		{"clean_isbn_catalog_tsv", func(b *B) {
			rows := []string{"Title\tISBN\tPages\tPrice\tPub date"}
			for i := 0; i < ri(3, 6); i++ {
				rows = append(rows, strings.Join([]string{pick("The Salt Road", "Quiet Harbour", "A Year of Small Fires", "Northern Lights", "Glass Orchard", "The Ledger"), b.K(isbn13()), fmt.Sprint(ri(120, 640)), b.K(usd(12, 40)), b.K(rdate().iso())}, "\t"))
			}
			b.q = "Spring list for the sales conference\n" + strings.Join(rows, "\n")
		}},
		{"clean_issn_rate_card", func(b *B) {
			b.q = L(pick("Kulturmagazin Spree", "Harbour Quarterly", "Revue Lumière")+" — ISSN "+b.K(issn())+" (print), "+b.K(issn())+" (online)",
				"1/1 page 230 × 300 mm: "+b.K(eur(3000, 12000)), "1/2 page: "+b.K(eur(1500, 6000)), "Circulation: "+b.K(thousands(ri(20, 300)*1000, ".")), "Closing date: "+b.K(rdate().eu()), "Agency discount 15 %")
		}},
		{"clean_circulation_audit", func(b *B) {
			p := ri(200000, 1900000)
			b.q = L("AAM audit, six months ending "+b.K(rdate().long()), "Total paid circulation: "+b.K(thousands(p, ",")), "  Print: "+b.K(thousands(p/ri(2, 4), ",")), "  Digital replica: "+thousands(p/ri(5, 9), ","), "Verified (non-paid): "+b.K(thousands(ri(1000, 90000), ",")), "Change vs. prior period: "+pick("-", "+")+fmt.Sprintf("%.1f%%", float64(ri(1, 140))/10))
		}},
		{"clean_edl_timecodes", func(b *B) {
			lines := []string{"TITLE: " + pick("PROMO_30S_V3", "DOC_ACT2_LOCK", "SOCIAL_CUTDOWN_15"), "FCM: NON-DROP FRAME", ""}
			for i := 1; i <= ri(3, 6); i++ {
				a, c := timecode(), timecode()
				lines = append(lines, fmt.Sprintf("%03d  %-8s V     C        %s %s %s %s", i, pick("AX", "A001C003", "B002C011"), b.K(a), c, b.K(timecode()), timecode()))
			}
			b.q = strings.Join(lines, "\n")
		}},
		{"clean_shoot_schedule", func(b *B) {
			lines := []string{"SHOOT SCHEDULE — Day " + fmt.Sprint(ri(1, 5)) + " (" + b.K(rdate().long()) + ")"}
			for i := 0; i < ri(3, 6); i++ {
				loc := pick("Stage 4", "Rooftop", "Studio B", "Pier 59", "")
				if loc == "" {
					loc = "Street, permit #" + b.K("PRM-"+digits(5))
				}
				lines = append(lines, b.K(rtime())+"  "+pick("Crew call", "Hero look 1", "Product flat lays", "Lunch", "Golden hour exteriors", "Wrap / load out")+" — "+loc)
			}
			b.q = strings.Join(lines, "\n")
		}},
		{"clean_podcast_show_notes", func(b *B) {
			ep := b.K("Episode " + fmt.Sprint(ri(20, 400)))
			b.q = L(ep+": "+pick("How local news survives", "Inside a wire desk", "The economics of Substack"), "", "Chapters", b.K("00:00")+" Intro", b.K(fmt.Sprintf("%02d:%02d", ri(2, 10), ri(0, 59)))+" "+pick("Why paywalls fail", "The first scoop"), b.K(fmt.Sprintf("%02d:%02d", ri(11, 40), ri(0, 59)))+" Listener questions", b.K(fmt.Sprintf("1:%02d:%02d", ri(0, 20), ri(0, 59)))+" Outro",
				"", "Sponsor: use code "+b.K(pick("DEADLINE", "LEDGER", "PINE")+fmt.Sprint(ri(10, 30)))+" for "+fmt.Sprint(ri(10, 30))+"% off.")
		}},
		{"clean_rights_log_csv", func(b *B) {
			rows := []string{"asset_id,source,source_id,license_no,territory,expires"}
			for i := 0; i < ri(3, 6); i++ {
				rows = append(rows, strings.Join([]string{b.K("IMG-" + digits(6)), pick("Getty", "Shutterstock", "AP", "Reuters", "Alamy"), b.K(gettyID()), b.K("LIC-" + fmt.Sprint(ri(2023, 2026)) + "-" + digits(5)), pick("WW", "NA", "EU", "UK"), b.K(rdate().iso())}, ","))
			}
			b.q = strings.Join(rows, "\n")
		}},
		{"clean_invoice_summary", func(b *B) {
			b.q = L("Invoice "+b.K(invoiceNo())+" — Amplify Agency LLC (EIN "+b.K(ein())+")", "PO: "+b.K(poNumber()), "Retainer "+pick("March", "April", "Q3")+": "+b.K(usd(5000, 40000)), "Media pass-through: "+b.K(usd(1000, 90000)), "Terms: Net 30, due "+b.K(rdate().us()))
		}},
		{"clean_ad_ops_ticket", func(b *B) {
			nw := b.K(gamNetwork())
			d1, d2 := span()
			b.q = L("AdOps ticket "+b.K("ADOPS-"+digits(4))+": leaderboard not serving on mobile", "Ad unit: /"+nw+"/"+pick("news", "sport", "culture")+"/"+pick("home_top", "article_mid", "sticky_footer"), "Order ID: "+b.K(lineItemID()[0:0]+"3"+digits(9)), "Line item ID: "+b.K(lineItemID()), "Creative ID: "+b.K("138"+digits(9)), "Sizes: 320x50, 728x90, 970x250", "Flight: "+b.K(d1.iso())+" → "+d2.iso())
		}},
		{"clean_newsletter_metrics_de", func(b *B) {
			rec := ri(40000, 600000)
			b.q = L("Newsletter-Report KW "+b.K(fmt.Sprint(ri(1, 52))+"/"+fmt.Sprint(ri(2024, 2026))), "Versand: "+b.K(pick("06:15", "06:30", "07:00"))+" Uhr", "Empfänger: "+b.K(thousands(rec, ".")), "Öffnungsrate: "+fmt.Sprintf("%d,%d %%", ri(28, 55), ri(0, 9)), "Klickrate: "+fmt.Sprintf("%d,%d %%", ri(2, 9), ri(0, 9)), "Abmeldungen: "+b.K(fmt.Sprint(ri(20, 900))))
		}},
		{"clean_seo_report_ja", func(b *B) {
			b.q = L("【SEO月次レポート】"+b.K(fmt.Sprintf("%d年%d月", ri(2024, 2026), ri(1, 12))), "表示回数："+b.K(thousands(ri(100000, 9000000), ",")), "クリック数："+b.K(thousands(ri(5000, 400000), ",")), "平均掲載順位："+fmt.Sprintf("%d.%d", ri(3, 20), ri(0, 9)), "記事ID "+b.K(fmt.Sprint(ri(100000, 999999)))+" が「"+pick("確定申告", "花粉症", "新NISA")+"」で1位")
		}},
		{"clean_social_calendar_es", func(b *B) {
			lines := []string{"Parrilla de contenidos – semana del " + b.K(fmt.Sprintf("%d/%d", ri(1, 28), ri(1, 12)))}
			for i := 0; i < ri(3, 5); i++ {
				lines = append(lines, b.K(pick("Lun", "Mar", "Mié", "Jue", "Vie")+" "+rtime())+" · "+pick("Instagram", "TikTok", "X", "LinkedIn")+" · "+pick("Reel lanzamiento", "Carrusel receta", "Hilo datos", "Story encuesta")+" "+b.K("#"+pick("CaféDelSur", "VeranoLector", "Elecciones", "RecetaDeLaSemana"))+" con "+b.K("@"+pick("diariodelsur", "editorialmistral", "cafedelsur_oficial")))
			}
			b.q = strings.Join(lines, "\n")
		}},
		{"clean_env_placeholders", func(b *B) {
			b.q = L("# .env.example — copy to .env and fill in", "META_ACCESS_TOKEN="+b.K(pick("YOUR_META_ACCESS_TOKEN", "<long-lived-token>", "changeme")), "HUBSPOT_PRIVATE_APP_TOKEN="+b.K(pick("pat-na1-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "<private-app-token>")), "MAILCHIMP_API_KEY="+b.K(pick("your-api-key-us21", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-us21")), "SENDGRID_API_KEY="+b.K(pick("${SENDGRID_API_KEY}", "SG.xxxxx")), "META_PIXEL_ID="+b.K(pixelID()), "GA4_MEASUREMENT_ID="+b.K(ga4()))
		}},
		{"clean_subscriber_faq_fr", func(b *B) {
			b.q = L("FAQ abonnés – Paiement", "Votre abonnement numérique coûte "+b.K(pick("9,99", "14,90", "19,00")+" € par mois")+" (offre découverte : "+b.K("1 € le premier mois")+").", "Dans votre espace, la carte enregistrée apparaît sous la forme "+b.K("•••• "+digits(4))+" avec sa date d'expiration.", "Les prélèvements ont lieu le "+b.K(fmt.Sprint(ri(1, 28))+" de chaque mois")+".")
		}},
		{"clean_print_production_it", func(b *B) {
			b.q = L(b.K("Piano di produzione – numero "+fmt.Sprint(ri(100, 999))), "Foliazione: "+b.K(fmt.Sprint(ri(4, 20)*8)+" pagine"), "Formato: 230×300 mm, carta patinata 90 g/m²", "Tiratura: "+b.K(thousands(ri(10, 300)*1000, ".")), "Chiusura redazionale: "+b.K(fmt.Sprintf("%d/%d ore %s", ri(1, 28), ri(1, 12), rtime())), "Prezzo di copertina: "+b.K(eur(2, 9)))
		}},
		{"clean_transcript_ko", func(b *B) {
			ts := tsSeq(3)
			b.q = L("[인터뷰 녹취록] "+b.K(rdate().ko()), b.K(ts[0])+" 기자: 이번 앨범은 몇 곡이 수록되나요?", b.K(ts[1])+" 가수: 총 "+fmt.Sprint(ri(8, 14))+"곡이고, 타이틀곡은 "+fmt.Sprint(ri(2, 4))+"번 트랙이에요.", ts[2]+" 기자: 발매일은 "+b.K(fmt.Sprintf("%d월 %d일", ri(1, 12), ri(1, 28)))+" 맞죠?")
		}},
		{"clean_media_plan_tsv_pt", func(b *B) {
			rows := []string{"Canal\tFormato\tPeríodo\tInserções\tInvestimento"}
			for i := 0; i < ri(3, 6); i++ {
				rows = append(rows, strings.Join([]string{pick("TV aberta", "Rádio", "Meta", "YouTube", "OOH", "Spotify"), pick("30\"", "15\"", "Reels", "Bumper 6\"", "Painel 9x3"), b.K(fmt.Sprintf("%02d/%02d a %02d/%02d", ri(1, 14), ri(1, 12), ri(15, 28), ri(1, 12))), fmt.Sprint(ri(10, 400)), b.K("R$ " + thousands(ri(5000, 900000), ".") + ",00")}, "\t"))
			}
			b.q = strings.Join(rows, "\n")
		}},
		{"clean_rate_card_id", func(b *B) {
			b.q = L("Rate card "+pick("@putri.daily", "@kopipagi.id", "@bayu_vlog")+" ("+b.K(fmt.Sprintf("%d,%d jt followers", ri(1, 9), ri(0, 9)))+")", "1x Reels: "+b.K("Rp"+thousands(ri(5, 60)*1000000, ".")), "1x Story (3 frame): "+b.K("Rp"+thousands(ri(1, 10)*1000000, ".")), "Usage rights 3 bulan: +30%", "Berlaku s/d "+b.K(fmt.Sprintf("%02d/%02d/%d", ri(1, 28), ri(1, 12), ri(2024, 2026))))
		}},
		{"clean_exif_dump", func(b *B) {
			b.q = L("File Name                       : "+b.K(pick("IMG_", "DSC_", "_MG_")+digits(4)+pick(".CR3", ".NEF", ".ARW")), "Camera Model Name               : "+pick("Canon EOS R5", "NIKON Z 9", "ILCE-7RM5"), "Serial Number                   : "+b.K(digits(12)), "Date/Time Original              : "+b.K(fmt.Sprintf("%d:%02d:%02d %02d:%02d:%02d", ri(2023, 2026), ri(1, 12), ri(1, 28), ri(6, 22), ri(0, 59), ri(0, 59))), "Exposure Time                   : 1/"+pick("250", "500", "125", "1000"), "ISO                             : "+pick("100", "400", "1600", "3200"), "Image Size                      : "+pick("8192x5464", "6000x4000", "9504x6336"))
		}},
		{"clean_story_budget_ru", func(b *B) {
			b.q = L("План номера от "+b.K(rdate().eu()), "Полоса "+fmt.Sprint(ri(1, 4))+": "+pick("бюджет города", "выборы", "транспорт")+" — "+b.K(thousands(ri(4, 15)*1000, " "))+" знаков", "Полоса "+fmt.Sprint(ri(5, 12))+": культура — фото "+b.K(fmt.Sprint(ri(2, 8))+" шт."), "Тираж: "+b.K(thousands(ri(10, 120)*1000, " ")+" экз."), "Сдача в типографию: "+b.K(rtime()))
		}},
		{"clean_ab_test_nl", func(b *B) {
			n1, n2 := ri(5000, 90000), ri(5000, 90000)
			d1, d2 := span()
			b.q = L("A/B-test kopregel artikel "+b.K(articleID()), "Variant A: "+b.K(thousands(n1, "."))+" vertoningen, CTR "+fmt.Sprintf("%d,%d%%", ri(2, 9), ri(0, 9)), "Variant B: "+b.K(thousands(n2, "."))+" vertoningen, CTR "+fmt.Sprintf("%d,%d%%", ri(2, 9), ri(0, 9)), "p-waarde: 0,0"+fmt.Sprint(ri(1, 9)), "Looptijd: "+b.K(d1.eu())+" t/m "+d2.eu())
		}},
		{"clean_ratings_tr", func(b *B) {
			b.q = L("Reyting sonuçları ("+b.K(rdate().eu())+")", "1. "+pick("Kızılcık Şerbeti", "Ana Haber", "Yalı Çapkını")+" – Total: "+b.K(fmt.Sprintf("%d,%02d", ri(3, 9), ri(0, 99)))+" / Share: "+fmt.Sprintf("%d,%02d", ri(10, 30), ri(0, 99)), "2. "+pick("Survivor", "Maç Özeti", "Gündem Özel")+" – AB: "+b.K(fmt.Sprintf("%d,%02d", ri(2, 8), ri(0, 99))), "Yayın saati: "+b.K(rtime()))
		}},
		{"clean_rss_xml", func(b *B) {
			b.q = L("<item>", "  <title>"+b.K(pick("Ep. ", "Folge ", "Épisode ")+fmt.Sprint(ri(10, 400)))+"</title>", "  <guid isPermaLink=\"false\">"+b.K(uuid())+"</guid>", "  <pubDate>"+b.K(fmt.Sprintf("%s, %02d %s %d 05:00:00 GMT", pick("Mon", "Tue", "Wed", "Thu"), ri(1, 28), pick("Jan", "Mar", "Jun", "Oct"), ri(2024, 2026)))+"</pubDate>", "  <enclosure url=\"https://media.pinecrestpodcasts.fm/ep"+fmt.Sprint(ri(10, 400))+".mp3\" length=\""+b.K(fmt.Sprint(ri(10000000, 99999999)))+"\" type=\"audio/mpeg\"/>", "  <itunes:duration>"+b.K(tstamp())+"</itunes:duration>", "</item>")
		}},
		{"clean_ad_invoice_ar", func(b *B) {
			amt := toDigits(thousands(ri(5000, 900000), ","), "arab")
			b.q = L("فاتورة إعلانية رقم "+b.K(toDigits(fmt.Sprintf("%d/%04d", ri(2024, 2026), ri(1, 9999)), "arab")), "الحملة: "+pick("رمضان", "العودة إلى المدارس", "اليوم الوطني"), "المبلغ: "+b.K(amt+" درهم"), "تاريخ الاستحقاق: "+b.K(toDigits(fmt.Sprintf("%02d/%02d/%d", ri(1, 28), ri(1, 12), ri(2024, 2026)), "arab")), "مدة البث: "+b.K(toDigits(fmt.Sprint(ri(10, 60)), "arab")+" ثانية"))
		}},
		{"clean_dooh_schedule_pl", func(b *B) {
			lines := []string{"Harmonogram DOOH – kampania " + b.K("KMP-"+digits(5))}
			for i := 0; i < ri(3, 5); i++ {
				lines = append(lines, "Ekran "+b.K(pick("WAW", "KRK", "GDA", "WRO")+"-"+digits(4))+": "+b.K(fmt.Sprintf("%s–%s", rtime(), rtime()))+", "+fmt.Sprint(ri(4, 12))+" emisji/h, spot 10 s")
			}
			b.q = strings.Join(lines, "\n")
		}},
		{"clean_crm_pipeline_sv", func(b *B) {
			rows := []string{"Affär | Steg | Värde | Stängs"}
			for i := 0; i < ri(3, 5); i++ {
				rows = append(rows, b.K("D-"+digits(5))+" "+pick("Nordposten annonspaket", "Kaffekedja sommar", "Bilhandlare Q4")+" | "+pick("Offert", "Förhandling", "Vunnen")+" | "+b.K(thousands(ri(20, 900)*1000, " ")+" kr")+" | "+b.K(rdate().iso()))
			}
			b.q = strings.Join(rows, "\n")
		}},
		{"clean_tv_ratings_hi", func(b *B) {
			b.q = L(b.K("BARC सप्ताह "+fmt.Sprint(ri(1, 52)))+" की रेटिंग", "1. "+pick("कौन बनेगा करोड़पति", "अनुपमा", "प्राइम टाइम")+" – "+b.K(fmt.Sprintf("%d.%d TRP", ri(1, 4), ri(0, 9))), "इम्प्रेशन: "+b.K(fmt.Sprintf("%d,%02d,%03d", ri(1, 99), ri(0, 99), ri(0, 999))), "प्रसारण समय: रात "+b.K(rtime()))
		}},
		{"clean_embargo_release_en", func(b *B) {
			b.q = L("EMBARGOED UNTIL "+b.K(rdate().iso()+" 06:00 "+pick("ET", "CET", "GMT")), pick("Corvane Robotics", "Nimbus Energy", "Atlas Pet Foods")+" ("+b.K(pick("NYSE: ", "NASDAQ: ")+fromSet(sUp, 3))+"; ISIN "+b.K("US"+digits(10))+") will report revenue of "+b.K("$"+fmt.Sprint(ri(100, 999))+"."+digits(1)+" million")+", up "+fmt.Sprint(ri(2, 40))+"% year over year.", "Conference call at "+b.K(rtime12()+" ET")+"; webcast on the investor relations site.")
		}},
		{"clean_api_error_log", func(b *B) {
			b.q = L(b.K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", ri(2024, 2026), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59)))+" ERROR meta-sync: 190 OAuthException \"Error validating access token: Session has expired\"", "  request_id="+b.K(uuid())+" ad_account="+b.K(adAccount())+" fbtrace_id="+b.K(fromSet(sAlnum, 11)), "  headers: Authorization: Bearer "+b.K(pick("[REDACTED]", "<redacted>", "***")), "  retry_in="+fmt.Sprint(ri(30, 600))+"s")
		}},
		{"clean_photo_caption_zh", func(b *B) {
			b.q = L("图片说明："+b.K(rdate().cjk())+"，"+pick("观众在音乐节现场", "读者在书展排队", "记者在发布会现场提问")+"。", "图片编号："+b.K("XH"+digits(10)), "尺寸："+b.K(pick("6000×4000", "5472×3648"))+" 像素", "使用范围：限"+pick("印刷版", "网络版")+"，有效期至"+b.K(fmt.Sprintf("%d年%d月", ri(2025, 2027), ri(1, 12))))
		}},
		{"clean_box_office_el", func(b *B) {
			b.q = L("Εισιτήρια Σαββατοκύριακου ("+b.K(rdate().eu())+")", "1. "+pick("Η Αυλή", "Θερινό Σινεμά", "Το Λιμάνι")+" – "+b.K(thousands(ri(3000, 90000), "."))+" εισιτήρια", "Σύνολο: "+b.K(eur(20000, 900000)), "Αίθουσες: "+fmt.Sprint(ri(10, 120)))
		}},
	}
}
