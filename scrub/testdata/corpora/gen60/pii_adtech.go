package main

import (
	"fmt"
	"strings"
)

func piiTalent() []tpl {
	return []tpl{
		{"talent_contract_notices", func(b *B) {
			t := person("en")
			ag := person(pick("en", "gb"))
			ae := b.P("email", email(ag, true, "en"))
			ap := b.P("phone", phone(pick("en", "gb")))
			be := b.P("email", email(person("en"), true, "en"))
			fee := b.K(usd(15000, 400000))
			d := b.K(rdate().long())
			b.q = L("INFLUENCER SERVICES AGREEMENT (excerpt)", "", "4. Fees. Brand shall pay Talent a flat fee of "+fee+", 50% on signature and 50% within thirty (30) days of the final Deliverable going live.",
				"", "12. Notices. All notices shall be in writing and delivered to:", "If to Talent: c/o "+ag.Name+", "+pick("Talentforge Management", "Northstar Artists", "Kite & Key Talent")+", "+ae+", tel. "+ap,
				"If to Brand: Legal Department, "+be, "", "Effective Date: "+d+". Talent: "+t.Name)
		}},
		{"influencer_brief_id", func(b *B) {
			p1, p2 := person("id"), person("id")
			w := b.P("phone", waDigits("id"))
			ph := b.P("phone", phone("id"))
			fee := b.K("Rp" + thousands(ri(2, 90)*1000000, "."))
			d := b.K(fmt.Sprintf("%02d/%02d/%d", ri(1, 28), ri(1, 12), ri(2024, 2026)))
			tag := b.K("#" + pick("RamadanBerkah", "GlowUpBareng", "KopiPagi", "MudikAman") + fmt.Sprint(ri(24, 26)))
			b.q = L("BRIEF KAMPANYE – "+pick("Kopi Nusantara", "Skincare Sari Ayu", "Aplikasi OjekKu"), "Talent: @"+strings.ToLower(p1.First)+pick(".daily", "_vlog", "official"),
				"Deliverables: 2x Reels + 3x Story, wajib pakai "+tag+", tayang paling lambat "+d, "Fee: "+fee+" (belum termasuk PPh 23)",
				"PIC talent: "+p2.Name+" – WA https://wa.me/"+w, "Manajer: "+ph)
		}},
		{"talent_roster_csv", func(b *B) {
			rows := []string{"talent,handle,followers,agent,agent_email,agent_phone,rate_card_usd"}
			for i := 0; i < ri(3, 6); i++ {
				loc := pick("en", "gb", "en", "au")
				nl := loc
				if loc == "au" {
					nl = "en"
				}
				t, a := person(nl), person(nl)
				e := b.P("email", email(a, true, "en"))
				ph := b.P("phone", phone(loc))
				fol := b.K(fmt.Sprintf("%d.%dM", ri(1, 12), ri(0, 9)))
				rate := b.K(fmt.Sprint(ri(2, 60) * 500))
				rows = append(rows, strings.Join([]string{t.Name, "@" + t.LF + t.LL[:1], fol, a.Name, e, "\"" + ph + "\"", rate}, ","))
			}
			b.q = strings.Join(rows, "\n")
		}},
		{"influencer_dm_tr", func(b *B) {
			p := person("tr")
			ph := b.P("phone", phone("tr"))
			e := b.P("email", email(p, false, "tr"))
			fee := b.K(thousands(ri(5, 200)*1000, ".") + " TL")
			b.q = L("Merhaba "+p.First+" Hanım, "+pick("kış koleksiyonu", "yeni kahve markamız", "festival sponsorluğu")+" için sizinle bir iş birliği yapmak istiyoruz. Bütçemiz "+fee+" civarında.",
				"— Teşekkürler! Menajerim ilgileniyor, "+ph+" numarasından ulaşabilirsiniz ya da "+e+" adresine brief atın.")
		}},
		{"agent_signature_it", func(b *B) {
			a := person("it")
			e := b.P("email", email(a, true, "it"))
			m := b.P("phone", mobile("it"))
			o := b.P("phone", phoneIntl("it"))
			b.q = L("Ciao "+pick("Marta", "Luca", "Elisa")+",", "confermo la disponibilità di "+pick("Federica Galli", "Niccolò Conti")+" per lo shooting del "+b.K(fmt.Sprintf("%d/%d", ri(1, 28), ri(1, 12)))+". Il cachet resta quello concordato, diritti d'immagine 12 mesi solo digital.",
				"", "Un saluto,", a.Name, "Talent Manager | Agenzia Faro", "M: "+m+" | T: "+o, e)
		}},
		{"creator_payout_json", func(b *B) {
			loc := pick("en", "gb", "de", "es", "pt", "id")
			p := person(loc)
			pe := b.P("email", email(p, false, loc))
			ph := b.P("phone", phoneIntl(loc))
			pid := b.K("po_" + alnum(14))
			amt := b.K(fmt.Sprintf("%d.%02d", ri(50, 9000), ri(0, 99)))
			b.q = `{"payout_id":"` + pid + `","creator":{"display_name":"` + p.Name + `","paypal_email":"` + pe + `","phone":"` + ph + `"},"amount":` + amt + `,"currency":"` + pick("USD", "EUR", "GBP") + `","status":"` + pick("pending", "failed", "in_review") + `","note":"` + pick("paypal account limited", "name mismatch", "awaiting W-8BEN") + `"}`
		}},
		{"talent_booking_hi", func(b *B) {
			p := person("hi")
			raw := phone("hi")
			dv := toDigits(raw, "deva")
			if chance(0.4) {
				dv = raw
			}
			ph := b.P("phone", dv)
			e := b.P("email", email(p, false, "hi"))
			fee := b.K("₹" + pick("1,50,000", "2,75,000", "85,000", "4,00,000"))
			b.q = L("नमस्ते "+p.First+" जी,", "ब्रांड शूट की तारीख "+b.K(fmt.Sprintf("%d/%d/%d", ri(1, 28), ri(1, 12), ri(2024, 2026)))+" तय हुई है। फीस "+fee+" रहेगी।",
				"कृपया अपने मैनेजर का नंबर भेजें।", "— मैनेजर का फोन "+ph+" है, ईमेल "+e)
		}},
	}
}

func piiAdtech() []tpl {
	return []tpl{
		{"meta_ads_env", func(b *B) {
			tok := b.P("bearer", metaToken())
			sec := b.P("bearer", metaAppSecret())
			acc := b.K(adAccount())
			px := b.K(pixelID())
			app := b.K(nz() + digits(14))
			b.q = L("# reporting-service/.env", "META_APP_ID="+app, "META_APP_SECRET="+sec, "META_ACCESS_TOKEN="+tok, "META_AD_ACCOUNT_ID="+acc, "META_PIXEL_ID="+px, "META_API_VERSION=v"+fmt.Sprint(ri(18, 21))+".0")
		}},
		{"google_ads_yaml", func(b *B) {
			dt := b.P("bearer", googleDevToken())
			cs := b.P("bearer", gocspx())
			rt := b.P("bearer", googleRefresh())
			cid := b.K(nz() + digits(11) + "-" + fromSet(sLow+sDig, 32) + ".apps.googleusercontent.com")
			login := gadsCID()
			if chance(0.5) {
				login = strings.ReplaceAll(login, "-", "")
			}
			b.K(login)
			b.q = L("# google-ads.yaml", "developer_token: "+dt, "client_id: "+cid, "client_secret: "+cs, "refresh_token: "+rt, "login_customer_id: "+login, "use_proto_plus: True")
		}},
		{"hubspot_curl", func(b *B) {
			tok := b.P("bearer", hubspotPat())
			p := person("en")
			e := b.P("email", email(p, true, "en"))
			b.q = "curl --request POST \\\n  --url https://api.hubapi.com/crm/v3/objects/contacts \\\n  --header 'authorization: Bearer " + tok + "' \\\n  --header 'content-type: application/json' \\\n  --data '{\"properties\":{\"email\":\"" + e + "\",\"firstname\":\"" + p.First + "\",\"lastname\":\"" + p.Last + "\",\"lifecyclestage\":\"lead\"}}'"
		}},
		{"mailchimp_python", func(b *B) {
			k := b.P("bearer", mailchimpKey())
			srv := k[len(k)-4:]
			lst := b.K(hexs(10))
			b.q = L("import mailchimp_marketing as MailchimpMarketing", "", "client = MailchimpMarketing.Client()", `client.set_config({"api_key": "`+k+`", "server": "`+strings.TrimPrefix(srv, "-")+`"})`,
				`resp = client.lists.get_list_members_info("`+lst+`", count=1000)`, "# why does this return only 10 members? audience has "+b.K(thousands(ri(20000, 400000), ","))+" subscribers")
		}},
		{"klaviyo_http", func(b *B) {
			k := b.P("bearer", klaviyoPriv())
			p := person(pick("en", "gb"))
			e := b.P("email", email(p, false, "en"))
			rev := b.K(fmt.Sprintf("%d-%02d-15", ri(2023, 2025), ri(1, 12)))
			lid := b.K(fromSet(sUpNum+sLow, 6))
			b.q = L("POST /api/profile-subscription-bulk-create-jobs HTTP/1.1", "Host: a.klaviyo.com", "Authorization: Klaviyo-API-Key "+k, "revision: "+rev, "Content-Type: application/json", "",
				`{"data":{"type":"profile-subscription-bulk-create-job","attributes":{"profiles":{"data":[{"type":"profile","attributes":{"email":"`+e+`","subscriptions":{"email":{"marketing":{"consent":"SUBSCRIBED"}}}}}]}},"relationships":{"list":{"data":{"type":"list","id":"`+lid+`"}}}}}`)
		}},
		{"tiktok_ads_json", func(b *B) {
			tok := b.P("bearer", tiktokToken())
			adv := b.K("7" + digits(18))
			cmp := b.K("17" + digits(17))
			b.q = `{"app_id":"` + b.K("7"+digits(18)) + `","secret":"` + b.P("bearer", hexs(40)) + `","access_token":"` + tok + `","advertiser_id":"` + adv + `","campaign_ids":["` + cmp + `"],"report_type":"BASIC","data_level":"AUCTION_CAMPAIGN","start_date":"` + b.K(rdate().iso()) + `"}`
		}},
		{"linkedin_ads_curl", func(b *B) {
			tok := b.P("bearer", linkedinToken())
			acct := b.K("urn:li:sponsoredAccount:" + nz() + digits(8))
			b.q = "curl -X GET 'https://api.linkedin.com/rest/adAnalytics?q=analytics&pivot=CAMPAIGN&timeGranularity=DAILY&accounts=List(" + strings.ReplaceAll(acct, ":", "%3A") + ")' \\\n  -H 'Authorization: Bearer " + tok + "' \\\n  -H 'LinkedIn-Version: " + b.K(fmt.Sprintf("20%d%02d", ri(23, 25), ri(1, 12))) + "' -H 'X-Restli-Protocol-Version: 2.0.0'\n# account " + acct
		}},
		{"x_api_python", func(b *B) {
			tok := b.P("bearer", twitterBearer())
			b.q = L("import requests", "", `BEARER_TOKEN = "`+tok+`"`, `headers = {"Authorization": f"Bearer {BEARER_TOKEN}"}`,
				`r = requests.get("https://api.twitter.com/2/tweets/search/recent?query=%23`+pick("election2024", "Eurovision", "OscarsSoWhite", "breakingnews")+`&max_results=100", headers=headers)`, "print(r.status_code)  # 429 after ~450 calls, is that per 15 min?")
		}},
		{"sendgrid_newsletter_yaml", func(b *B) {
			k := b.P("bearer", sendgridKey())
			p := person("en")
			from := b.P("email", roleEmail("en", pick("newsletter", "morningbrief", "digest")))
			reply := b.P("email", email(p, true, "en"))
			tid := b.K("d-" + hexs(32))
			b.q = L("newsletter:", "  provider: sendgrid", "  api_key: "+k, "  from: \""+pick("Morning Brief", "The Civic Ledger", "Metro Daily")+" <"+from+">\"", "  reply_to: "+reply, "  template_id: "+tid, "  send_time: \"06:15\"", "  batch_size: 1000")
		}},
		{"gtm_server_log_jwt", func(b *B) {
			j := b.P("jwt", subscriberJWT())
			ts := b.K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", ri(2024, 2026), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999)))
			m := b.K(ga4())
			b.q = ts + " INFO sgtm request path=/g/collect measurement_id=" + m + " status=200 latency_ms=" + fmt.Sprint(ri(8, 300)) + " headers={\"authorization\":\"Bearer " + j + "\",\"user-agent\":\"Mozilla/5.0\"}"
		}},
		{"cms_preview_link_jwt", func(b *B) {
			j := b.P("jwt", cmsJWT())
			slug := pick("2024/03/city-council-budget-vote", "culture/best-albums-of-the-year", "investigations/hospital-billing-part-2", "sport/derby-live")
			art := b.K(articleID())
			b.q = L("Preview for legal before we publish "+art+":", "https://preview."+pick("metrodailynews.com", "thenorthernpost.co.uk", "thecivicledger.org")+"/"+slug+"?preview_token="+j, pick("Link expires in 24h.", "Don't share outside the desk.", ""))
		}},
		{"wp_app_password_chat", func(b *B) {
			pw := b.P("bearer", wpAppPassword())
			user := pick("api-bot", "syndication", "zapier", "newsletter-sync")
			t1 := b.K("[" + rtime() + "]")
			b.q = L(t1+" "+person("en").First+": generated the WordPress application password for the "+user+" user, paste it into the Zapier step:", pw, "("+pick("spaces are fine", "it's shown only once", "revoke the old one after")+")")
		}},
		{"airtable_calendar_script", func(b *B) {
			pat := b.P("bearer", airtablePat())
			base := b.K("app" + alnum(14))
			tbl := b.K("tbl" + alnum(14))
			b.q = L("const AIRTABLE_TOKEN = '"+pat+"';", "const url = `https://api.airtable.com/v0/"+base+"/"+tbl+"?view=Editorial%20Calendar`;", "const res = await fetch(url, { headers: { Authorization: `Bearer ${AIRTABLE_TOKEN}` } });", "// pulls pitches due this week for the Monday meeting")
		}},
		{"cloudinary_dam_config", func(b *B) {
			key := b.K(nz() + digits(14))
			sec := b.P("bearer", cloudinarySecret())
			cloud := pick("metro-daily", "northgate-books", "amplify-dam", "civic-ledger-photos")
			b.q = L("# photo desk uploader", "CLOUDINARY_URL=cloudinary://"+key+":"+sec+"@"+cloud, "UPLOAD_PRESET=newsroom_signed", "MAX_WIDTH="+pick("2400", "3000", "4096"))
		}},
		{"rclone_s3_photos", func(b *B) {
			id := awsKeyID()
			sec := b.P("bearer", awsSecret())
			b.q = L("[photo-archive]", "type = s3", "provider = AWS", "access_key_id = "+id, "secret_access_key = "+sec, "region = "+pick("us-east-1", "eu-central-1", "eu-west-1"), "", "# rclone copy photo-archive:raw/"+fmt.Sprint(ri(2019, 2025))+" ./raw --include '*.CR3' keeps timing out")
		}},
		{"slack_webhook_alerts", func(b *B) {
			path, secret := slackWebhookPath()
			b.P("bearer", secret)
			b.q = L("# breaking-news alert bot", "ALERT_WEBHOOK=https://hooks.slack.com/services/"+path+"/"+secret, "ALERT_CHANNEL=#"+pick("breaking", "homepage-desk", "social-alerts"), "THRESHOLD_PAGEVIEWS_PER_MIN="+fmt.Sprint(ri(5, 50)*100))
		}},
		{"youtube_server_config", func(b *B) {
			k := b.P("bearer", ytKey())
			ch := b.K("UC" + b64u(22))
			b.q = L("youtube:", "  # server-side only, used by the video-desk stats cron", "  api_key: "+k, "  channel_id: "+ch, "  quota_limit: 10000")
		}},
		{"ghost_admin_key", func(b *B) {
			k := b.P("bearer", ghostAdminKey())
			b.q = L("const GhostAdminAPI = require('@tryghost/admin-api');", "const api = new GhostAdminAPI({", "  url: 'https://"+pick("newsletter.thecivicledger.org", "letters.harbourmedia.co", "blog.pinecrestpodcasts.fm")+"',", "  key: '"+k+"',", "  version: 'v5.0'", "});")
		}},
		{"contentful_cli", func(b *B) {
			t := b.P("bearer", contentfulCMA())
			sp := b.K(fromSet(sLow+sDig, 12))
			b.q = "contentful space export --space-id " + sp + " --environment-id master --management-token " + t + " --include-drafts --content-file ./backup-" + b.K(rdate().iso()) + ".json"
		}},
		{"openai_headline_script", func(b *B) {
			k := b.P("bearer", openaiKey())
			b.q = L("# headline A/B generator for the social desk", "export OPENAI_API_KEY="+k, "python headlines.py --story "+b.K(articleID())+" --variants 5 --max-chars 110")
		}},
	}
}
