package main

import (
	"fmt"
	"strings"
)

func cat(xs ...string) string { return strings.Join(xs, "") }

// ESP templates: Mailchimp, Mandrill, Klaviyo, Brevo, SendGrid, Mailgun, Postmark.
func espTemplates() []tmpl {
	return []tmpl{
		{"mc_audience_export_csv", func(g *G) string {
			lang := g.pick("en", "en", "de", "fr", "nl")
			var b strings.Builder
			b.WriteString("Email Address,First Name,Last Name,Phone Number,MEMBER_RATING,OPTIN_TIME,OPTIN_IP,CONFIRM_TIME,LEID,EUID,NOTES,TAGS\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person(lang)
				ph := ""
				if g.r.Intn(4) > 0 {
					ph = g.Ph(g.phone(g.ccFor(lang), g.pick("e164", "nat", "intl")))
				}
				if strings.Contains(ph, ",") || strings.Contains(ph, " ") {
					ph = `"` + ph + `"`
				}
				fmt.Fprintf(&b, "%s,%s,%s,%s,%d,\"%s\",%s,\"%s\",%s,%s,,\"%s\"\n", g.E(g.email(p)), p.First, p.Last, ph, g.n(1, 5), g.K(g.sqlTS()), g.ip(), g.sqlTS(), g.K(g.digits(9)), g.K(g.mcID()), g.pick("VIP", "spring-popup", "Kunden 2024", "clients", ""))
			}
			return g.pick("Export from audience "+g.K(g.mcID())+" — why do some rows have no phone?\n", "members_export_"+g.K(g.mcID())+".csv (first rows):\n", "") + b.String()
		}},
		{"mc_webhook_formencoded", func(g *G) string {
			p := g.person("")
			e := g.email(p)
			ph := g.phone(g.ccFor(p.Lang), g.pick("e164", "intl"))
			typ := g.pick("unsubscribe", "subscribe", "profile", "cleaned", "upemail")
			s := cat("POST /hooks/mailchimp HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\n",
				"type=", typ, "&fired_at=", strings.ReplaceAll(pct(g.sqlTS()), "%3A", "%3A"),
				"&data%5Bid%5D=", g.K(g.mcID()), "&data%5Blist_id%5D=", g.K(g.mcID()),
				"&data%5Bemail%5D=", g.E(pct(e)), "&data%5Bemail_type%5D=html",
				"&data%5Bmerges%5D%5BFNAME%5D=", pct(p.First), "&data%5Bmerges%5D%5BPHONE%5D=", g.Ph(pct(ph)),
				"&data%5Bip_opt%5D=", g.ip())
			if typ == "unsubscribe" {
				s += "&data%5Baction%5D=unsub&data%5Breason%5D=manual&data%5Bcampaign_id%5D=" + g.K(g.mcID())
			}
			return s
		}},
		{"mc_api_member_put", func(g *G) string {
			p := g.person("")
			e := g.email(p)
			dc := fmt.Sprint(g.n(2, 21))
			key := g.fresh(func() string { return g.hex(32) + "-us" + dc })
			ph := g.phone(g.ccFor(p.Lang), "e164")
			return cat("curl -sS -X PUT \\\n  'https://us", dc, ".api.mailchimp.com/3.0/lists/", g.K(g.mcID()), "/members/", g.K(md5hex(strings.ToLower(e))), "' \\\n",
				"  --user \"anystring:", g.B(key), "\" \\\n",
				"  -d '{\"email_address\":\"", g.E(e), "\",\"status_if_new\":\"subscribed\",\"merge_fields\":{\"FNAME\":\"", p.First, "\",\"LNAME\":\"", p.Last, "\",\"PHONE\":\"", g.Ph(ph), "\"},\"tags\":[\"", g.pick("popup", "checkout", "import"), "\"]}'\n",
				g.pick("returns 400 Member Exists even though I use PUT?", "why is PHONE not saved?", "is the subscriber hash right?"))
		}},
		{"mc_env_config", func(g *G) string {
			dc := fmt.Sprint(g.n(2, 21))
			key := g.fresh(func() string { return g.hex(32) + "-us" + dc })
			return cat("# .env.production\nMAILCHIMP_API_KEY=", g.B(key), "\nMAILCHIMP_SERVER_PREFIX=", g.K("us"+dc), "\nMAILCHIMP_AUDIENCE_ID=", g.K(g.mcID()),
				"\nMAILCHIMP_DOUBLE_OPTIN=true\nNEWSLETTER_FROM=", g.E(g.workEmail(g.person(""))), "\nSENTRY_ENVIRONMENT=production\n")
		}},
		{"mc_member_activity_json", func(g *G) string {
			e := g.anyEmail("")
			return cat(`{"activity":[{"action":"`, g.pick("open", "click", "bounce", "unsub"), `","timestamp":"`, g.K(g.isoTS()), `","campaign_id":"`, g.K(g.mcID()), `","title":"`, g.pick("Spring Sale 2024", "Newsletter März", "Black Friday VIP", "Rentrée"), `"}],"email_id":"`, g.K(md5hex(e)), `","list_id":"`, g.K(g.mcID()), `","email_address":"`, g.E(e), `","total_items":`, fmt.Sprint(g.n(1, 40)), `}`)
		}},
		{"mandrill_webhook_events", func(g *G) string {
			e := g.anyEmail("")
			ev := g.pick("hard_bounce", "soft_bounce", "spam", "reject", "open")
			return cat("mandrill_events=", pct(cat(`[{"event":"`, ev, `","_id":"`, g.hex(32), `","msg":{"ts":`, g.unix(), `,"subject":"Your order has shipped","email":"`, e, `","sender":"orders@`, g.pick("shop.example", "boutique.example"), `","tags":["transactional"],"state":"bounced","bounce_description":"bad_mailbox","diag":"smtp;550 5.1.1 The email account that you tried to reach does not exist."},"ts":`, g.unix(), `}]`)),
				"\n(handler chokes on this payload, the key is ", g.B(g.mandrillKey()), ")")
		}},
		{"mandrill_send_api", func(g *G) string {
			p := g.person("")
			return cat(`POST https://mandrillapp.com/api/1.0/messages/send-template`, "\n", `{"key":"`, g.B(g.mandrillKey()), `","template_name":"order-confirmation-`, g.pick("de", "fr", "es", "en"), `","message":{"to":[{"email":"`, g.E(g.email(p)), `","name":"`, p.Full(), `","type":"to"}],"merge_vars":[{"rcpt":"*|EMAIL|*","vars":[{"name":"ORDER","content":"`, g.K("SO-"+g.digits(7)), `"}]}]}}`)
		}},
		{"klaviyo_profile_api", func(g *G) string {
			p := g.person("")
			e, ph := g.email(p), g.phone(g.ccFor(p.Lang), "e164")
			return cat("curl --request POST --url https://a.klaviyo.com/api/profiles/ \\\n  --header 'Authorization: Klaviyo-API-Key ", g.B(g.klaviyoKey()), "' \\\n  --header 'revision: ", g.K(g.pick("2024-02-15", "2024-07-15", "2024-10-15", "2023-12-15")), "' \\\n  --header 'content-type: application/vnd.api+json' \\\n",
				`  --data '{"data":{"type":"profile","attributes":{"email":"`, g.E(e), `","phone_number":"`, g.Ph(ph), `","external_id":"`, g.K("cus_"+g.from(alnum, 14)), `","first_name":"`, p.First, `","location":{"zip":"`, g.K(g.postal(g.pick("US", "DE", "FR"))), `"}}}}'`)
		}},
		{"klaviyo_js_identify", func(g *G) string {
			p := g.person("")
			return cat("<script async src=\"https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=", g.K(g.from(alnum, 6)), "\"></script>\n<script>\n  klaviyo.identify({\n    'email': '", g.E(g.email(p)), "',\n    'phone_number': '", g.Ph(g.phone(g.ccFor(p.Lang), "e164")), "',\n    'first_name': '", p.First, "',\n    '$source': 'footer-form'\n  });\n</script>")
		}},
		{"klaviyo_profile_export_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("Email,Phone Number,First Name,Last Name,City,Zip Code,Klaviyo ID,Email Marketing Consent,SMS Consent,Profile Created On\n")
			for i := 0; i < g.n(2, 3); i++ {
				lang := g.pick("en", "en", "de", "fr", "es")
				p := g.person(lang)
				city := map[string]string{"en": "Austin", "de": "Köln", "fr": "Lyon", "es": "Valencia"}[lang]
				cc := map[string]string{"en": "US", "de": "DE", "fr": "FR", "es": "ES"}[lang]
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n", g.E(g.email(p)), g.Ph(g.phone(cc, "e164")), p.First, p.Last, city, g.K(g.postal(cc)), g.K(g.ulid()), g.pick("SUBSCRIBED", "NEVER_SUBSCRIBED", "UNSUBSCRIBED"), g.pick("SUBSCRIBED", "NEVER_SUBSCRIBED"), g.K(g.sqlTS()))
			}
			return b.String()
		}},
		{"klaviyo_flow_qa_chat", func(g *G) string {
			p := g.person("en")
			return cat("[", fmt.Sprintf("%d:%02d", g.n(8, 18), g.n(0, 59)), "] ", g.pick("maya", "raj", "lena.k"), ": welcome flow ", g.K(g.from(alnum, 6)), " fired twice for profile ", g.K(g.ulid()), " (", g.E(g.email(p)), ")\n[",
				fmt.Sprintf("%d:%02d", g.n(8, 18), g.n(0, 59)), "] ", g.pick("tom", "ana", "sven"), ": she also got the SMS on ", g.Ph(g.phone(g.pick("US", "CA", "GB"), g.pick("nat", "intl"))), " — flow filter says `Placed Order zero times since starting this flow`, check the trigger split")
		}},
		{"klaviyo_track_server", func(g *G) string {
			e := g.anyEmail("")
			return cat("import klaviyo_api\nklaviyo = klaviyo_api.KlaviyoAPI(\"", g.B(g.klaviyoKey()), "\", max_delay=60, max_retries=3)\nklaviyo.Events.create_event({\"data\": {\"type\": \"event\", \"attributes\": {\n  \"properties\": {\"OrderId\": \"", g.K(fmt.Sprint(g.n(100000, 999999))), "\", \"value\": ", fmt.Sprintf("%d.%02d", g.n(10, 900), g.n(0, 99)), "},\n  \"metric\": {\"data\": {\"type\": \"metric\", \"attributes\": {\"name\": \"Placed Order\"}}},\n  \"profile\": {\"data\": {\"type\": \"profile\", \"attributes\": {\"email\": \"", g.E(e), "\"}}}}}})")
		}},
		{"brevo_api_contact", func(g *G) string {
			p := g.person(g.pick("fr", "fr", "de", "es", "it"))
			return cat("curl --request POST \\\n     --url https://api.brevo.com/v3/contacts \\\n     --header 'accept: application/json' \\\n     --header 'api-key: ", g.B(g.brevoKey(false)), "' \\\n     --header 'content-type: application/json' \\\n",
				`     --data '{"email":"`, g.E(g.email(p)), `","attributes":{"PRENOM":"`, p.First, `","NOM":"`, p.Last, `","SMS":"`, g.Ph(g.phone(g.ccFor(p.Lang), "e164")), `"},"listIds":[`, g.K(fmt.Sprint(g.n(2, 240))), `],"updateEnabled":true}'`)
		}},
		{"brevo_webhook_event", func(g *G) string {
			e := g.anyEmail(g.pick("fr", "de", "es", "it", "pt"))
			ev := g.pick("hard_bounce", "soft_bounce", "spam", "unsubscribed", "blocked", "invalid_email")
			return cat(`{"event":"`, ev, `","email":"`, g.E(e), `","id":`, g.K(fmt.Sprint(g.n(100000, 999999))), `,"date":"`, g.K(g.sqlTS()), `","ts":`, g.K(g.unix()), `,"message-id":"`, g.K(g.msgID("smtp-relay.mailin.fr")), `","ts_event":`, g.unix(), `,"subject":"`, g.pick("Votre commande", "Ihre Bestellung", "Newsletter de mars", "Tu pedido"), `","tag":"`, g.pick("transactionnel", "newsletter", "relance-panier"), `","sending_ip":"`, g.K(g.ip()), `","reason":"`, g.pick("550 5.1.1 user unknown", "mailbox full", "spam complaint"), `"}`)
		}},
		{"brevo_csv_semicolon_fr", func(g *G) string {
			var b strings.Builder
			b.WriteString("EMAIL;PRENOM;NOM;SMS;DATE_INSCRIPTION;CODE_POSTAL;OPT_IN\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("fr")
				fmt.Fprintf(&b, "%s;%s;%s;%s;%s;%s;%s\n", g.E(g.email(p)), p.First, p.Last, g.Ph(g.phone("FR", g.pick("e164", "nat", "nat"))), g.K(g.slashDate()), g.K(g.postal("FR")), g.pick("oui", "non", "1"))
			}
			return g.pick("Import Brevo refusé (« format de numéro invalide ») :\n", "Fichier contacts_salon_"+g.K(g.date())+".csv :\n", "") + b.String()
		}},
		{"brevo_smtp_config", func(g *G) string {
			login := g.E(g.fresh(func() string { return g.hex(6) + "001@smtp-brevo.com" }))
			return cat("# .env (Symfony mailer via Brevo relay)\nBREVO_SMTP_HOST=smtp-relay.brevo.com\nBREVO_SMTP_PORT=", g.K("587"), "\nBREVO_SMTP_LOGIN=", login, "\nBREVO_SMTP_KEY=", g.B(g.brevoKey(true)), "\nMAILER_DSN=smtp://${BREVO_SMTP_LOGIN}:${BREVO_SMTP_KEY}@${BREVO_SMTP_HOST}:${BREVO_SMTP_PORT}\n")
		}},
		{"sendgrid_event_webhook", func(g *G) string {
			var parts []string
			for i := 0; i < g.n(1, 3); i++ {
				e := g.anyEmail("")
				ev := g.pick("open", "click", "delivered", "bounce", "dropped", "spamreport")
				x := cat(`{"email":"`, g.E(e), `","timestamp":`, g.K(g.unix()), `,"event":"`, ev, `","sg_event_id":"`, g.K(g.from(b64u, 22)), `","sg_message_id":"`, g.K(g.sgMsgID()+".filterdrecv-"+g.hex(9)+"-"+g.from(lowAN, 5)+"-1-"+g.from(hexU, 8)+"-"+fmt.Sprint(g.n(1, 40))+".0"), `","category":["`, g.pick("newsletter", "promo", "receipt"), `"]`)
				if ev == "click" {
					x += `,"url":"https://shop.example/sale?utm_source=sendgrid&utm_medium=email&utm_campaign=` + g.K(g.utmCampaign()) + `"`
				}
				if ev == "bounce" {
					x += `,"reason":"550 5.1.1 The email account that you tried to reach does not exist","status":"5.1.1","type":"bounce"`
				}
				parts = append(parts, x+"}")
			}
			return "[" + strings.Join(parts, ",\n") + "]"
		}},
		{"sendgrid_mail_send_curl", func(g *G) string {
			p := g.person("")
			return cat("curl --request POST --url https://api.sendgrid.com/v3/mail/send \\\n  --header \"Authorization: Bearer ", g.B(g.sgKey()), "\" \\\n  --header 'Content-Type: application/json' \\\n",
				`  --data '{"personalizations":[{"to":[{"email":"`, g.E(g.email(p)), `","name":"`, p.Full(), `"}],"dynamic_template_data":{"first_name":"`, p.First, `","order_id":"`, g.K(fmt.Sprint(g.n(1000000, 9999999))), `"}}],"from":{"email":"orders@`, g.pick("shop.example", "store.example"), `"},"template_id":"`, g.K("d-"+g.hex(32)), `"}'`)
		}},
		{"sendgrid_env_compose", func(g *G) string {
			return cat("services:\n  worker:\n    image: ghcr.io/acme/notifier:", g.K(fmt.Sprintf("%d.%d.%d", g.n(1, 4), g.n(0, 20), g.n(0, 9))), "\n    environment:\n      SENDGRID_API_KEY: ", g.B(g.sgKey()), "\n      SENDGRID_TEMPLATE_WELCOME: ", g.K("d-"+g.hex(32)), "\n      ALERT_EMAIL: ", g.E(g.workEmail(g.person("en"))), "\n      SENDGRID_UNSUBSCRIBE_GROUP: \"", g.K(fmt.Sprint(g.n(10000, 99999))), "\"\n")
		}},
		{"sendgrid_suppression_bounces", func(g *G) string {
			var parts []string
			for i := 0; i < g.n(2, 3); i++ {
				parts = append(parts, cat(`{"created":`, g.K(g.unix()), `,"email":"`, g.E(g.anyEmail("")), `","reason":"`, g.pick("550 5.1.1 <mailbox> User unknown", "552 5.2.2 Mailbox full", "550 5.7.1 Rejected by policy"), `","status":"`, g.pick("5.1.1", "5.2.2", "5.7.1"), `"}`))
			}
			return "GET /v3/suppression/bounces?start_time=" + g.K(g.unix()) + " → 200\n[" + strings.Join(parts, ",") + "]"
		}},
		{"sendgrid_inbound_parse", func(g *G) string {
			from := g.anyEmail("")
			to := g.fresh(func() string { return "reply+" + g.hex(12) + "@parse." + g.pick("shop.example", "crm.example") })
			return cat("--xYzZY\nContent-Disposition: form-data; name=\"envelope\"\n\n{\"to\":[\"", g.E(to), "\"],\"from\":\"", g.E(from), "\"}\n--xYzZY\nContent-Disposition: form-data; name=\"subject\"\n\nRe: ", g.pick("Your cart is waiting", "Ihre Bestellung", "Dernière chance"), "\n--xYzZY\nContent-Disposition: form-data; name=\"text\"\n\nPlease remove me from this list. ", g.pick("Call me at ", "My number is ", "Or text "), g.Ph(g.phone(g.pick("US", "GB", "CA"), "nat")), " if you need to confirm.\n--xYzZY\nContent-Disposition: form-data; name=\"spam_score\"\n\n", g.K(fmt.Sprintf("%d.%d", g.n(0, 4), g.n(0, 9))), "\n--xYzZY--")
		}},
		{"mailgun_webhook_failed", func(g *G) string {
			e := g.anyEmail("")
			return cat(`{"signature":{"timestamp":"`, g.K(g.unix()), `","token":"`, g.hex(50), `","signature":"`, g.K(g.hex(64)), `"},"event-data":{"event":"failed","severity":"permanent","recipient":"`, g.E(e), `","recipient-domain":"`, strings.SplitN(e, "@", 2)[1], `","delivery-status":{"code":550,"message":"5.1.1 user unknown","mx-host":"mx.`, strings.SplitN(e, "@", 2)[1], `"},"message":{"headers":{"message-id":"`, g.K(g.from(hexU, 14)+"."+g.hex(16)+"@mg.shop.example"), `"}},"id":"`, g.K(g.from(b64u, 22)), `"}}`,
				"\nverify with MAILGUN_WEBHOOK_SIGNING_KEY=", g.B(g.hex32()))
		}},
		{"mailgun_api_curl", func(g *G) string {
			p := g.person("")
			return cat("curl -s --user 'api:", g.B(g.mailgunKey()), "' \\\n    https://api.eu.mailgun.net/v3/mg.", g.pick("shop.example", "news.example"), "/messages \\\n    -F from='Newsletter <news@mg.shop.example>' \\\n    -F to='", p.Full(), " <", g.E(g.email(p)), ">' \\\n    -F subject='", g.pick("Ihre Rechnung", "Your invoice", "Votre facture"), "' \\\n    -F o:tag='", g.utmCampaign(), "' -F o:tracking-clicks=yes")
		}},
		{"postmark_bounce_webhook", func(g *G) string {
			e := g.anyEmail("")
			return cat("X-Postmark-Server-Token: ", g.B(g.uuidSecret()), "\n\n", `{"RecordType":"Bounce","ID":`, g.K(fmt.Sprint(g.n(1000000000, 4000000000))), `,"Type":"HardBounce","TypeCode":1,"Name":"Hard bounce","Tag":"`, g.pick("welcome", "invoice", "reset"), `","MessageID":"`, g.K(g.uuid()), `","ServerID":`, g.K(fmt.Sprint(g.n(10000, 99999))), `,"Description":"The server was unable to deliver your message (ex: unknown user, mailbox not found).","Details":"smtp;550 5.1.1 The email account that you tried to reach does not exist.","Email":"`, g.E(e), `","From":"`, g.E(g.workEmail(g.person(""))), `","BouncedAt":"`, g.K(g.isoTS()), `","Inactive":true,"CanActivate":true}`)
		}},
	}
}
