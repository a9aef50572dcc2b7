package main

import (
	"fmt"
	"strings"
)

func (g *G) pctS(a, b int) string { return fmt.Sprintf("%d.%d%%", g.n(a, b), g.n(0, 9)) }
func (g *G) cnt(a, b int) string  { return thou(g.n(a, b), ",") }

func cleanTemplates() []tmpl {
	return []tmpl{
		{"c_campaign_report", func(g *G) string {
			return cat("Campaign ", g.K(g.mcID()), " \"", g.pick("Spring Sale", "VIP Early Access", "Newsletter #42", "Back in stock"), "\" sent ", g.K(g.date()), " to list ", g.K(g.mcID()), "\nRecipients: ", g.K(g.cnt(10000, 900000)), "  Delivered: ", g.K(g.pctS(95, 99)), "  Opens: ", g.K(g.pctS(18, 55)), "  Clicks: ", g.K(g.pctS(1, 6)), "\nUnsubscribes: ", g.K(fmt.Sprint(g.n(20, 900))), "  Hard bounces: ", g.K(fmt.Sprint(g.n(5, 400))), "  Revenue: ", g.K(g.money("$")))
		}},
		{"c_klaviyo_flow_metrics", func(g *G) string {
			return cat(`{"data":{"type":"flow-values-report","attributes":{"results":[{"groupings":{"flow_id":"`, g.K(g.from(alnum, 6)), `","flow_message_id":"`, g.K(g.from(alnum, 6)), `","send_channel":"email"},"statistics":{"recipients":`, g.K(fmt.Sprint(g.n(1000, 99999))), `,"open_rate":0.`, g.K(g.digits(4)), `,"click_rate":0.0`, g.digits(3), `,"conversion_value":`, g.K(fmt.Sprintf("%d.%02d", g.n(1000, 99999), g.n(0, 99))), `}}]}},"links":{"self":"https://a.klaviyo.com/api/flow-values-reports/"}}`)
		}},
		{"c_mailchimp_merge_template", func(g *G) string {
			return cat("<p>Hi ", g.K("*|FNAME|*"), ",</p>\n<p>This email was sent to ", g.K("*|EMAIL|*"), " because you signed up at *|LIST:COMPANY|*.</p>\n<p><a href=\"", g.K("*|UNSUB|*"), "\">Unsubscribe</a> · <a href=\"*|UPDATE_PROFILE|*\">Update preferences</a></p>\n<!-- campaign ", g.K(g.mcID()), ", template ", g.K(fmt.Sprint(g.n(10000, 999999))), " -->")
		}},
		{"c_sfmc_ampscript", func(g *G) string {
			return cat("%%[\nSET @email = AttributeValue(\"EmailAddress\")\nSET @sk = _subscriberkey\nSET @rows = LookupRows(\"", g.pick("Loyalty_Points", "Orders_90d"), "\", \"SubscriberKey\", @sk)\n]%%\nHallo %%FirstName%%, Ihre Punkte: %%=Field(Row(@rows,1),\"Points\")=%%\nDiese E-Mail ging an ", g.K("%%emailaddr%%"), ". ", g.K("%%profile_center_url%%"), " · ", g.K("%%unsub_center_url%%"), "\nJobID ", g.K(fmt.Sprint(g.n(100000, 999999))))
		}},
		{"c_hubspot_template", func(g *G) string {
			return cat("{% if contact.firstname %}Hi {{ contact.firstname }},{% else %}Hi there,{% endif %}\nYou're receiving this at ", g.K("{{ contact.email }}"), ". Manage preferences: ", g.K("{{ unsubscribe_link }}"), "\n{{ site_settings.company_street_address_1 }}, ", g.K(g.postal("US")), "\n{# portal ", g.K(fmt.Sprint(g.n(1000000, 49999999))), ", email id ", g.K(fmt.Sprint(g.n(10000000000, 199999999999))), " #}")
		}},
		{"c_liquid_template", func(g *G) string {
			return cat("{% assign cart_total = event.extra.value | round: 2 %}\nHola {{ ${first_name} | default: 'cliente' }}, tu carrito de {{ cart_total }} € te espera.\nEnviado a ", g.K("{{ ${email_address} }}"), " · SMS a ", g.K("{{ ${phone_number} }}"), "\n<a href=\"", g.K("{{ ${set_user_to_unsubscribed_url} }}"), "\">Darse de baja</a> · campaña ", g.K(g.uuid()))
		}},
		{"c_hashed_audience_payload", func(g *G) string {
			var rows []string
			for i := 0; i < g.n(3, 5); i++ {
				rows = append(rows, `["`+g.K(sha256hex(g.hex(20)))+`","`+g.K(sha256hex(g.digits(11)))+`"]`)
			}
			return cat(`{"payload":{"schema":["EMAIL_SHA256","PHONE_SHA256"],"data":[`, strings.Join(rows, ","), `]},"session":{"session_id":`, g.K(fmt.Sprint(g.n(1000000, 9999999))), `,"batch_seq":`, fmt.Sprint(g.n(1, 20)), `,"last_batch_flag":false,"estimated_num_total":`, g.K(fmt.Sprint(g.n(10000, 500000))), `}}`)
		}},
		{"c_md5_subscriber_path", func(g *G) string {
			return cat("PATCH /3.0/lists/", g.K(g.mcID()), "/members/", g.K(g.hex(32)), " → 404 Resource Not Found\nThe subscriber hash must be the MD5 of the lowercase address; we sent the SHA-256 (", g.K(g.hex(64)), ") by mistake. Retry at ", g.K(g.isoTS()), ".")
		}},
		{"c_utm_builder", func(g *G) string {
			c := g.utmCampaign()
			return cat("https://www.", g.pick("shop.example", "boutique-lumiere.fr", "modehaus-weber.de"), "/", g.pick("sale", "neu", "collection/ete"), "?utm_source=", g.pick("newsletter", "klaviyo", "brevo", "sms"), "&utm_medium=", g.pick("email", "sms", "cpc"), "&utm_campaign=", g.K(c), "&utm_content=", g.K(g.pick("hero", "cta_1", "footer", "product_grid")), "&utm_id=", g.K(fmt.Sprint(g.n(100000, 999999))))
		}},
		{"c_dsn_codes_doc", func(g *G) string {
			return cat("Bounce classification we use:\n", g.K("5.1.1"), " bad mailbox → suppress now\n", g.K("5.2.2"), " mailbox full → soft, retry 72h\n", g.K("4.7.0"), " deferred (greylisting) → retry ", g.K(fmt.Sprint(g.n(3, 8))), "x\n", g.K("5.7.1"), " policy/spam block → check ", g.K(g.ip()), " on Spamhaus\n421 4.7.28 (Gmail rate limit) → throttle to ", g.K(g.cnt(1000, 20000)), "/h")
		}},
		{"c_smtp_log_sent", func(g *G) string {
			return cat(g.pick("Mar", "Apr", "Oct"), fmt.Sprintf(" %2d %02d:%02d:%02d", g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59)), " mta-3 postfix/smtp[", g.K(fmt.Sprint(g.n(1000, 99999))), "]: ", g.K(g.from(hexU, 10)), ": relay=", g.pick("gmail-smtp-in.l.google.com", "mx01.mail.icloud.com"), "[", g.K(g.ip()), "]:25, delay=", g.K(fmt.Sprintf("%.2f", float64(g.n(10, 500))/100)), ", delays=0.02/0/0.31/0.4, dsn=2.0.0, status=sent (250 2.0.0 OK  ", g.K(g.unix()), " ", g.from(alnum, 12), " - gsmtp)")
		}},
		{"c_sms_keyword_config", func(g *G) string {
			sc := g.shortCode()
			return cat("Short code ", g.K(sc), " keywords: JOIN, VIP, STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, HELP, INFO\nHELP reply: \"Brand Alerts: Up to ", g.K(fmt.Sprint(g.n(4, 8))), " msg/mo. Reply STOP to cancel. Msg&data rates may apply. Terms: brand.example/sms\"\nCarrier approval: ", g.K(g.date()), " (lease renewal every ", g.K("90"), " days)")
		}},
		{"c_10dlc_campaign_meta", func(g *G) string {
			return cat(`{"campaignId":"`, g.K("C"+g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)), `","brandId":"`, g.K("B"+g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)), `","usecase":"MARKETING","vertical":"RETAIL","tpm":`, g.K(fmt.Sprint(g.pick2([]int{75, 240, 2000, 4500}))), `,"dailyCap":`, g.K(fmt.Sprint(g.n(2000, 200000))), `,"createDate":"`, g.K(g.isoTS()), `","status":"ACTIVE","mnoMetadata":{"10017":{"qualify":true,"tpm":`, fmt.Sprint(g.n(60, 4500)), `},"10035":{"qualify":true,"brandTier":"LOW"}}}`)
		}},
		{"c_segment_track_anon", func(g *G) string {
			return cat(`{"type":"track","event":"`, g.pick("Email Link Clicked", "Product Added", "Checkout Started"), `","anonymousId":"`, g.K(g.uuid()), `","properties":{"campaign_id":"`, g.K(g.mcID()), `","product_id":"`, g.K("SKU-"+g.digits(6)), `","price":`, g.K(fmt.Sprintf("%d.%02d", g.n(5, 300), g.n(0, 99))), `,"quantity":`, fmt.Sprint(g.n(1, 4)), `},"messageId":"`, g.K(g.uuid()), `","timestamp":"`, g.K(g.isoTSms()), `"}`)
		}},
		{"c_rudder_config_placeholders", func(g *G) string {
			return cat("rudder:\n  dataPlaneUrl: https://", g.pick("acme", "shop"), "bqj.dataplane.rudderstack.com\n  writeKey: ${RUDDER_WRITE_KEY}\n  flushAt: ", g.K(fmt.Sprint(g.n(10, 100))), "\n  flushInterval: ", g.K(fmt.Sprint(g.n(1, 30)*1000)), "\n  sourceId: ", g.K(g.from(alnum, 27)), "\n  # never commit the key, it lives in Vault at secret/data/rudder/prod\n")
		}},
		{"c_webhook_docs_placeholders", func(g *G) string {
			return cat("curl -X POST https://api.", g.pick("brevo.com/v3/contacts", "sendgrid.com/v3/marketing/contacts", "klaviyo.com/api/profiles/"), " \\\n  -H 'api-key: <YOUR_API_KEY>' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"email\":\"", g.K("{{email}}"), "\",\"attributes\":{\"SMS\":\"", g.K("{{phone}}"), "\"}}'\n# replace <YOUR_API_KEY> with the key from Settings → SMTP & API; rate limit ", g.K(fmt.Sprint(g.n(10, 1000))), " req/s")
		}},
		{"c_sf_report_summary", func(g *G) string {
			var b strings.Builder
			b.WriteString("Lead Source\tRecord Count\tConverted\tAvg. Days to Convert\n")
			for _, s := range []string{"Web", "Webinar", "Trade Show", "Facebook Lead Ad", "Partner Referral"} {
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", s, g.K(fmt.Sprint(g.n(10, 9000))), g.K(fmt.Sprint(g.n(1, 900))), g.K(fmt.Sprintf("%d.%d", g.n(1, 60), g.n(0, 9))))
			}
			return "Report " + g.K(g.sfID("00O")) + " (as of " + g.K(g.usDate()) + ")\n" + b.String()
		}},
		{"c_soql_bind_vars", func(g *G) string {
			return cat("List<Contact> dupes = [\n  SELECT Id, Email, MobilePhone FROM Contact\n  WHERE Email = :incoming.Email OR MobilePhone = :normalizedPhone\n  ORDER BY CreatedDate DESC LIMIT ", g.K(fmt.Sprint(g.n(1, 50))), "\n];\n// batch size ", g.K(fmt.Sprint(g.pick2([]int{200, 500, 2000}))), ", governor limit 50,000 rows, record type ", g.K(g.sfID("012")))
		}},
		{"c_hubspot_workflow_desc", func(g *G) string {
			return cat("Workflow ", g.K(fmt.Sprint(g.n(100000000, 999999999))), " \"MQL → SDR handoff\": enrol when lifecyclestage = marketingqualifiedlead AND hs_lead_status is unknown; delay ", g.K(fmt.Sprint(g.n(1, 48))), "h; rotate owner among team ", g.K(fmt.Sprint(g.n(1000000, 9999999))), "; create task due in ", g.K(fmt.Sprint(g.n(1, 5))), " business days. Enrolled last 30 days: ", g.K(g.cnt(100, 9000)))
		}},
		{"c_typeform_definition", func(g *G) string {
			return cat(`{"id":"`, g.K(g.from(alnum, 8)), `","title":"`, g.pick("Newsletter preferences", "Gewinnspiel Sommer", "Enquête satisfaction"), `","fields":[{"id":"`, g.K(g.from(alnum, 12)), `","ref":"email","type":"email","validations":{"required":true}},{"id":"`, g.from(alnum, 12), `","ref":"phone","type":"phone_number","properties":{"default_country_code":"`, g.pick("US", "DE", "FR", "ES"), `"}}],"hidden":["utm_source","utm_campaign"],"settings":{"language":"`, g.pick("en", "de", "fr", "es"), `"},"_links":{"display":"https://form.typeform.com/to/`, g.from(alnum, 8), `"}}`)
		}},
		{"c_gforms_settings", func(g *G) string {
			return cat("Google Form \"", g.pick("Inscrição no evento", "Anmeldung Webinar", "Inscripción taller"), "\" (", g.K(g.from(alnum+"-_", 44)), "): collect email addresses = Verified, limit to 1 response, responses linked to sheet ", g.K(g.from(alnum+"-_", 44)), ", ", g.K(fmt.Sprint(g.n(10, 3000))), " responses since ", g.K(g.slashDate()))
		}},
		{"c_fb_leadform_config", func(g *G) string {
			return cat(`{"id":"`, g.K(g.fbID(16)), `","name":"`, g.pick("Lead form DE – Probefahrt", "Formulaire devis", "Leads ES Q2"), `","status":"ACTIVE","leads_count":`, g.K(fmt.Sprint(g.n(10, 9000))), `,"questions":[{"key":"email","type":"EMAIL"},{"key":"phone_number","type":"PHONE"},{"key":"zip_code","type":"ZIP"}],"privacy_policy_url":"https://shop.example/privacy","created_time":"`, g.K(g.isoTS()[:19]+"+0000"), `"}`)
		}},
		{"c_pixel_snippet", func(g *G) string {
			return cat("<script>\n!function(f,b,e,v,n,t,s){/* fbevents loader */}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');\nfbq('init', '", g.K(g.fbID(15)), "');\nfbq('track', 'Lead', {value: ", g.K(fmt.Sprintf("%d.00", g.n(1, 50))), ", currency: 'EUR'});\n</script>\n<noscript><img height=\"1\" width=\"1\" src=\"https://www.facebook.com/tr?id=", g.fbID(15), "&ev=PageView&noscript=1\"/></noscript>")
		}},
		{"c_sendgrid_stats", func(g *G) string {
			var parts []string
			for i := 0; i < 3; i++ {
				parts = append(parts, cat(`{"date":"`, g.K(g.date()), `","stats":[{"metrics":{"blocks":`, fmt.Sprint(g.n(0, 90)), `,"bounces":`, fmt.Sprint(g.n(0, 400)), `,"clicks":`, g.K(fmt.Sprint(g.n(100, 90000))), `,"delivered":`, g.K(fmt.Sprint(g.n(10000, 900000))), `,"opens":`, fmt.Sprint(g.n(1000, 300000)), `,"spam_reports":`, fmt.Sprint(g.n(0, 40)), `}}]}`))
			}
			return "[" + strings.Join(parts, ",") + "]"
		}},
		{"c_brevo_stats_fr", func(g *G) string {
			return cat("Campagne « ", g.pick("Soldes d'hiver", "Nouveautés printemps", "Black Friday"), " » (ID ", g.K(fmt.Sprint(g.n(10, 999))), ") envoyée le ", g.K(g.slashDate()), " à ", g.K(fmt.Sprintf("%02dh%02d", g.n(7, 20), g.n(0, 59))), " : ", g.K(thou(g.n(1000, 99999), "\u202f")), " destinataires, taux d'ouverture ", g.K(fmt.Sprintf("%d,%d %%", g.n(15, 60), g.n(0, 9))), ", ", g.K(fmt.Sprint(g.n(10, 500))), " désinscriptions, CA généré ", g.K(g.money("€fr")), ".")
		}},
		{"c_qa_chat_de", func(g *G) string {
			return cat("Betreffzeile B (", g.K(fmt.Sprint(g.n(38, 60))), " Zeichen) hat gewonnen, Öffnungsrate ", g.K(fmt.Sprintf("%d,%d %%", g.n(20, 45), g.n(0, 9))), " vs. ", g.K(fmt.Sprintf("%d,%d %%", g.n(15, 30), g.n(0, 9))), ". Versand an PLZ-Gebiet ", g.K(g.postal("DE")[:2]), " am ", g.K(g.euDate()), " um ", g.K(fmt.Sprintf("%02d:%02d", g.n(6, 20), g.n(0, 59))), " Uhr, Segment-ID ", g.K(fmt.Sprint(g.n(1000, 99999))), ". Bitte Preheader kürzen.")
		}},
		{"c_qa_chat_fr", func(g *G) string {
			return cat("Le BAT de la newsletter n° ", g.K(fmt.Sprint(g.n(100, 400))), " est validé : lien « Se désinscrire » OK, balise ", g.K("{{ contact.PRENOM }}"), " bien remplacée, poids ", g.K(fmt.Sprint(g.n(40, 110))), " Ko. Envoi programmé le ", g.K(g.slashDate()), " à ", g.K(fmt.Sprintf("%dh%02d", g.n(7, 20), g.n(0, 59))), " sur le segment Île-de-France (", g.K("75"), "/", g.K("92"), "/", g.K("93"), "/", g.K("94"), ").")
		}},
		{"c_qa_chat_es", func(g *G) string {
			return cat("Revisado el envío ", g.K(g.utmCampaign()), ": enlaces con UTM correctos, la etiqueta ", g.K("*|NOMBRE|*"), " se ve bien en Gmail y Outlook, ", g.K(fmt.Sprint(g.n(30, 90))), " de 90 clientes OK en Litmus. Importe medio del pedido ", g.K(fmt.Sprintf("%d,%02d €", g.n(20, 200), g.n(0, 99))), ", CP destino ", g.K(g.postal("ES")), ".")
		}},
		{"c_qa_chat_pt", func(g *G) string {
			return cat("Disparo da campanha ", g.K(fmt.Sprint(g.n(1000, 9999))), " remarcado para ", g.K(g.slashDate()), " às ", g.K(fmt.Sprintf("%02dh%02d", g.n(7, 20), g.n(0, 59))), ". Base: ", g.K(thou(g.n(1000, 99999), ".")), " contatos ativos, CEP inicial ", g.K(g.postal("BR")[:5]), ", ticket médio ", g.K(g.money("R$")), ". A tag ", g.K("{{contact.NOME}}"), " está ok.")
		}},
		{"c_qa_chat_nl", func(g *G) string {
			return cat("Nieuwsbrief week ", g.K(fmt.Sprint(g.n(1, 52))), ": verzonden naar ", g.K(thou(g.n(1000, 99999), ".")), " ontvangers, ", g.K(fmt.Sprintf("%d,%d%%", g.n(20, 50), g.n(0, 9))), " geopend, ", g.K(fmt.Sprint(g.n(10, 300))), " afmeldingen. Postcodegebied ", g.K(g.postal("NL")[:4]), " had de hoogste CTR. Merge-tag ", g.K("[[voornaam]]"), " werkt.")
		}},
		{"c_qa_chat_it", func(g *G) string {
			return cat("Test invio newsletter ", g.K(g.slashDate()), ": oggetto ok, tag ", g.K("*|NOME|*"), " sostituito, link disiscrizione funzionante. Lista ", g.K(g.mcID()), " con ", g.K(thou(g.n(1000, 99999), ".")), " iscritti, tasso di apertura previsto ", g.K(fmt.Sprintf("%d,%d%%", g.n(15, 45), g.n(0, 9))), ". CAP ", g.K(g.postal("IT")), " escluso.")
		}},
		{"c_qa_chat_pl", func(g *G) string {
			return cat("Kampania ", g.K(g.utmCampaign()), " wysłana ", g.K(g.euDate()), " o ", g.K(fmt.Sprintf("%02d:%02d", g.n(6, 20), g.n(0, 59))), ": ", g.K(thou(g.n(1000, 99999), " ")), " odbiorców, otwarcia ", g.K(fmt.Sprintf("%d,%d%%", g.n(15, 45), g.n(0, 9))), ", przychód ", g.K(g.money("zł")), ". Znacznik ", g.K("{{ imie }}"), " działa, kod pocztowy ", g.K(g.postal("PL")), " wykluczony.")
		}},
		{"c_ab_test_table", func(g *G) string {
			var b strings.Builder
			b.WriteString("| variant | subject | sent | open rate | CTR | revenue |\n|---|---|---|---|---|---|\n")
			for _, v := range []string{"A", "B", "C"} {
				fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", v, g.pick("Last chance ⏰", "Your 20% ends tonight", "We saved your cart", "New in: summer edit"), g.K(g.cnt(1000, 90000)), g.K(g.pctS(15, 55)), g.K(g.pctS(1, 9)), g.K(g.money("$")))
			}
			return b.String() + "winner picked after " + g.K(fmt.Sprint(g.n(2, 24))) + "h, confidence " + g.K(g.pctS(80, 99))
		}},
		{"c_dns_auth_records", func(g *G) string {
			return cat("em", g.K(fmt.Sprint(g.n(1000, 9999))), ".shop.example. CNAME u", g.K(fmt.Sprint(g.n(1000000, 49999999))), ".wl", fmt.Sprint(g.n(100, 999)), ".sendgrid.net.\nshop.example. TXT \"v=spf1 include:_spf.google.com include:sendgrid.net ip4:", g.K(g.ip()), " ~all\"\n_dmarc.shop.example. TXT \"v=DMARC1; p=quarantine; pct=", g.K(fmt.Sprint(g.pick2([]int{25, 50, 100}))), "; adkim=r; aspf=r\"\nk1._domainkey.shop.example. CNAME dkim.mcsv.net.")
		}},
		{"c_dmarc_aggregate_xml", func(g *G) string {
			return cat("<record>\n  <row>\n    <source_ip>", g.K(g.ip()), "</source_ip>\n    <count>", g.K(fmt.Sprint(g.n(1, 90000))), "</count>\n    <policy_evaluated><disposition>none</disposition><dkim>pass</dkim><spf>", g.pick("pass", "fail"), "</spf></policy_evaluated>\n  </row>\n  <identifiers><header_from>shop.example</header_from></identifiers>\n</record>\n<report_metadata><org_name>google.com</org_name><report_id>", g.K(fmt.Sprint(g.n(1000000000, 2000000000))+g.digits(9)), "</report_id><date_range><begin>", g.K(g.unix()), "</begin></date_range></report_metadata>")
		}},
		{"c_list_growth_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("Datum;Neue Abonnenten;Abmeldungen;Bounces;Netto\n")
			for i := 0; i < g.n(3, 5); i++ {
				a, u := g.n(50, 900), g.n(5, 200)
				fmt.Fprintf(&b, "%s;%s;%s;%s;%s\n", g.K(g.euDate()), g.K(fmt.Sprint(a)), g.K(fmt.Sprint(u)), fmt.Sprint(g.n(0, 50)), fmt.Sprint(a-u))
			}
			return b.String()
		}},
		{"c_revenue_attribution_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("order_id,campaign_id,attributed_at,revenue,currency,model\n")
			for i := 0; i < g.n(3, 5); i++ {
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s\n", g.K(fmt.Sprint(g.n(1000000, 9999999))), g.K(g.mcID()), g.K(g.isoTS()), g.K(fmt.Sprintf("%d.%02d", g.n(5, 900), g.n(0, 99))), g.pick("USD", "EUR", "GBP"), g.pick("last_click_5d", "open_1d"))
			}
			return b.String()
		}},
		{"c_postal_segments", func(g *G) string {
			return cat("Segment conditions (OR):\n  zip starts with ", g.K(g.postal("US")[:3]), "\n  PLZ in [", g.K(g.postal("DE")), ", ", g.K(g.postal("DE")), "]\n  code postal = ", g.K(g.postal("FR")), "\n  postcode begins ", g.K(g.postal("NL")), "\n  kod pocztowy ", g.K(g.postal("PL")), "\n  CEP ", g.K(g.postal("BR")), "\nestimated size ", g.K(g.cnt(1000, 200000)), " profiles (updated ", g.K(g.isoTS()), ")")
		}},
		{"c_webhook_verify_code", func(g *G) string {
			return cat("import hmac, hashlib, os\n\ndef verify(body: bytes, ts: str, sig: str) -> bool:\n    secret = os.environ[\"", g.pick("KLAVIYO_WEBHOOK_SECRET", "TYPEFORM_WEBHOOK_SECRET", "MAILGUN_SIGNING_KEY"), "\"].encode()\n    if abs(time.time() - int(ts)) > ", g.K(fmt.Sprint(g.pick2([]int{300, 600}))), ":\n        return False\n    mac = hmac.new(secret, ts.encode() + body, hashlib.sha256).hexdigest()\n    return hmac.compare_digest(mac, sig)  # e.g. ", g.K(g.hex(64)))
		}},
		{"c_message_id_headers", func(g *G) string {
			return cat("Message-ID: ", g.K(g.msgID("mail.shop.example")), "\nX-SG-EID: ", g.K(g.from(b64u+"+/", 60)), "\nX-Feedback-ID: ", g.K(fmt.Sprint(g.n(1000, 99999))+":"+g.mcID()+":campaign:sendgrid"), "\nList-Id: <", g.K(g.mcID()+".list-id.mcsv.net"), ">\nDate: ", g.pick("Tue", "Thu"), ", ", fmt.Sprint(g.n(1, 28)), " May 2024 ", fmt.Sprintf("%02d:%02d:%02d", g.n(0, 23), g.n(0, 59), g.n(0, 59)), " +0000")
		}},
		{"c_send_schedule", func(g *G) string {
			return cat("cron: \"", g.K(fmt.Sprintf("%d %d * * %d", g.n(0, 59), g.n(6, 20), g.n(1, 5))), "\"  # weekly digest\nnext runs: ", g.K(g.isoTS()), ", ", g.K(g.isoTS()), "\nthrottle: ", g.K(g.cnt(10000, 200000)), "/hour, warmup day ", g.K(fmt.Sprint(g.n(1, 30))), " of 30 for IP ", g.K(g.ip()))
		}},
		{"c_jwks_public", func(g *G) string {
			return cat(`{"keys":[{"kty":"RSA","use":"sig","kid":"`, g.K(g.hex(16)), `","alg":"RS256","n":"`, g.K(g.from(b64u, 342)), `","e":"AQAB"}]}`, "\n# public keys for verifying embedded-form tokens; rotate every ", g.K(fmt.Sprint(g.n(30, 90))), " days")
		}},
		{"c_sms_template_placeholders", func(g *G) string {
			return cat("SMS template ", g.K(fmt.Sprint(g.n(100, 9999))), " (", g.K(fmt.Sprint(g.n(60, 160))), " chars, GSM-7):\n\"", g.pick("Hi {{first_name}}", "Hola {{first_name}}", "Hallo {{first_name}}"), ", your code {{code}} saves ", g.K(fmt.Sprint(g.pick2([]int{10, 15, 20, 25}))), "% until ", g.K(g.slashDate()), ". Reply STOP to opt out, HELP for help.\"\nSent to ", g.K("{{phone}}"), " from short code ", g.K(g.shortCode()))
		}},
		{"c_suppression_counts", func(g *G) string {
			return cat("Suppression list snapshot ", g.K(g.date()), ":\n  hard bounces  ", g.K(g.cnt(1000, 90000)), "\n  spam reports  ", g.K(g.cnt(10, 5000)), "\n  unsubscribes  ", g.K(g.cnt(1000, 400000)), "\n  manual (GDPR) ", g.K(fmt.Sprint(g.n(10, 900))), "\n  total         ", g.K(g.cnt(10000, 500000)))
		}},
		{"c_dedupe_rules_doc", func(g *G) string {
			return cat("Dedupe rules (v", g.K(fmt.Sprintf("%d.%d", g.n(1, 5), g.n(0, 9))), "): match on lower(trim(email)); else on phone normalised to E.164 (strip spaces, leading 00 → +); else on external_id. Field map: Email → email, MobilePhone → phone_number, Zip → postal_code. Batch ", g.K(fmt.Sprint(g.pick2([]int{500, 1000, 5000}))), " rows, last run ", g.K(g.isoTS()), " merged ", g.K(fmt.Sprint(g.n(10, 9000))), " records.")
		}},
		{"c_audience_match_report", func(g *G) string {
			return cat("Custom audience ", g.K(g.fbID(17)), " \"", g.pick("Purchasers 180d", "Newsletter subs", "Lapsed VIP"), "\": uploaded ", g.K(g.cnt(1000, 900000)), " rows, matched ", g.K(g.pctS(30, 80)), ", size range ", g.K(fmt.Sprintf("%s–%s", thou(g.n(1000, 9999), ","), thou(g.n(10000, 99999), ","))), ", updated ", g.K(g.isoTS()))
		}},
		{"c_invoice_like_revenue", func(g *G) string {
			return cat("Monthly ESP invoice ", g.K(fmt.Sprintf("INV-%d-%05d", g.n(2023, 2025), g.n(1, 99999))), ": plan ", g.pick("Standard 100k", "Pro 250k", "Business"), " ", g.K(g.money("$")), ", extra sends ", g.K(g.cnt(10000, 900000)), " × $0.0004, SMS credits ", g.K(fmt.Sprint(g.n(1000, 90000))), ", tax ", g.K(g.money("$")), ", due ", g.K(g.date()))
		}},
		{"c_ip_warmup_plan", func(g *G) string {
			var b strings.Builder
			b.WriteString("day | volume | domains\n")
			v := g.n(50, 500)
			for d := 1; d <= 5; d++ {
				fmt.Fprintf(&b, "%d | %s | gmail/yahoo/gmx\n", d, g.K(thou(v, ",")))
				v *= 2
			}
			return "Warm-up for dedicated IP " + g.K(g.ip()) + " (pool " + g.K(g.pick("marketing", "transactional")) + "):\n" + b.String()
		}},
		{"c_twilio_usage", func(g *G) string {
			return cat(`{"category":"sms-outbound-shortcode","count":"`, g.K(fmt.Sprint(g.n(1000, 900000))), `","price":"`, g.K(fmt.Sprintf("%d.%02d", g.n(10, 9000), g.n(0, 99))), `","price_unit":"USD","start_date":"`, g.K(g.date()), `","end_date":"`, g.K(g.date()), `","account_sid":"`, g.K("AC"+g.hex(32)), `","uri":"/2010-04-01/Accounts/AC.../Usage/Records/Daily.json"}`)
		}},
		{"c_ga4_email_report", func(g *G) string {
			return cat("GA4 › Session source / medium = newsletter / email, ", g.K(g.date()), "–", g.K(g.date()), ": sessions ", g.K(g.cnt(1000, 90000)), ", engagement rate ", g.K(g.pctS(40, 80)), ", purchases ", g.K(fmt.Sprint(g.n(10, 3000))), ", revenue ", g.K(g.money("€de")), ", top campaign ", g.K(g.utmCampaign()))
		}},
		{"c_sms_mt_log", func(g *G) string {
			var b strings.Builder
			for i := 0; i < g.n(2, 4); i++ {
				fmt.Fprintf(&b, "%s MT sent sc=%s carrier=%s msg_id=%s segments=%d cost=%s\n", g.K(g.sqlTS()), g.K(g.shortCode()), g.K(g.pick("310-260", "311-480", "310-410", "312-530")), g.K("SM"+g.hex(32)), g.n(1, 3), g.K(fmt.Sprintf("0.00%d", g.n(50, 99))))
			}
			return b.String()
		}},
		{"c_ads_ids_report", func(g *G) string {
			var b strings.Builder
			b.WriteString("campaign_id\tadset_id\tad_id\tspend\timpressions\tleads\n")
			for i := 0; i < g.n(2, 4); i++ {
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\n", g.K(luhnFail("2385"+g.digits(13))), g.K(luhnFail("2385"+g.digits(13))), g.K(luhnFail("2385"+g.digits(13))), g.K(fmt.Sprintf("%d.%02d", g.n(10, 9000), g.n(0, 99))), g.K(fmt.Sprint(g.n(1000, 900000))), g.K(fmt.Sprint(g.n(0, 400))))
			}
			return b.String()
		}},
		{"c_order_tracking_numbers", func(g *G) string {
			return cat("Shipping confirmation flow QA: order ", g.K(fmt.Sprintf("#%d", g.n(1001, 99999))), " (Shopify id ", g.K(fmt.Sprint(g.n(5000000000000, 5999999999999))), "), UPS ", g.K("1Z"+g.from(upAN, 6)+g.digits(10)), ", DHL ", g.K(g.digits(10)), " rendered in {{ tracking_number }}; SAP order ", g.K("45"+g.digits(8)), ", invoice ", g.K(fmt.Sprintf("RE-%d-%06d", g.n(2023, 2025), g.n(1, 999999))), ", delivered ", g.K(g.date()))
		}},
		{"c_placeholder_contacts", func(g *G) string {
			return cat("Test profile in staging (do not use real data): email ", g.K("{{ test_email }}"), ", phone ", g.K("(555) 555-5555"), ", SSN field ", g.K("XXX-XX-XXXX"), ", card ", g.K("•••• •••• •••• "+g.digits(4)), ", zip ", g.K(g.postal("US")), ", created ", g.K(g.isoTS()))
		}},
		{"c_hubspot_ids_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("Record ID,Associated Company ID,Deal Stage,Amount,Close Date\n")
			for i := 0; i < g.n(2, 4); i++ {
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s\n", g.K(fmt.Sprint(g.n(10000000000, 99999999999))), g.K(fmt.Sprint(g.n(1000000000, 9999999999))), g.pick("closedwon", "appointmentscheduled", "contractsent"), g.K(fmt.Sprintf("%d.00", g.n(100, 90000))), g.K(g.date()))
			}
			return b.String()
		}},
		{"c_brevo_error_codes", func(g *G) string {
			return cat(`{"code":"duplicate_parameter","message":"Contact already exist"}`, "\n", `{"code":"invalid_parameter","message":"Invalid phone number"}`, "\nBoth came from import job ", g.K(fmt.Sprint(g.n(100, 99999))), " (", g.K(fmt.Sprint(g.n(100, 90000))), " rows, ", g.K(fmt.Sprint(g.n(1, 900))), " errors) on ", g.K(g.euDate()))
		}},
	}
}
