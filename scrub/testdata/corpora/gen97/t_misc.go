package main

import (
	"fmt"
	"strings"
)

func normPhone(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// Ad audiences, QA chats and tickets, secrets, cards, SSNs, agent traffic.
func miscTemplates() []tmpl {
	return []tmpl{
		{"fb_custom_audience_upload", func(g *G) string {
			var rows []string
			for i := 0; i < g.n(2, 3); i++ {
				e := g.anyEmail("")
				ph := g.phone(g.pick("US", "GB", "DE", "FR"), "e164")
				g.used[e], g.used[ph] = true, true
				rows = append(rows, `["`+g.K(sha256hex(e))+`","`+g.K(sha256hex(normPhone(ph)))+`"]`)
			}
			raw := g.anyEmail("")
			rows = append(rows, `["`+g.E(raw)+`",""]`)
			return cat("POST https://graph.facebook.com/v19.0/", g.K(g.fbID(17)), "/users\naccess_token=", g.B(g.fbToken()), "\npayload=", `{"schema":["EMAIL_SHA256","PHONE_SHA256"],"data":[`, strings.Join(rows, ","), `]}`, "\n→ error 2650 \"Invalid data: row 3 not hashed\"")
		}},
		{"google_customer_match_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("Email,Phone,First Name,Last Name,Country,Zip\n")
			for i := 0; i < g.n(2, 4); i++ {
				lang := g.pick("en", "de", "fr", "es", "it")
				cc := map[string]string{"en": "US", "de": "DE", "fr": "FR", "es": "ES", "it": "IT"}[lang]
				p := g.person(lang)
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s\n", g.E(g.email(p)), g.Ph(g.phone(cc, "e164")), p.First, p.Last, cc, g.K(g.postal(cc)))
			}
			return b.String()
		}},
		{"audience_hash_qa_chat", func(g *G) string {
			e := g.anyEmail("")
			return cat("quick sanity check before the Meta upload — normalised + hashed:\n  ", g.E(e), " → ", g.K(sha256hex(e)), "\n  md5 (for the old DMP): ", g.K(md5hex(e)), "\nmatch rate on the last file was ", g.K(fmt.Sprintf("%d.%d%%", g.n(30, 75), g.n(0, 9))), ", the trimmed whitespace should help")
		}},
		{"tiktok_audience_phone_hash", func(g *G) string {
			ph := g.phone(g.pick("US", "GB", "DE", "BR", "PL"), "e164")
			ph2 := g.phone(g.pick("US", "FR", "IT", "ES"), "intl")
			return cat("TikTok needs E.164 before SHA-256. Row ", g.K(fmt.Sprint(g.n(2, 5000))), ": raw ", g.Ph(ph), " → ", g.K(sha256hex(ph)), "\nbut row ", g.K(fmt.Sprint(g.n(5001, 9000))), " still has spaces: ", g.Ph(ph2), " (hash would be ", g.K(sha256hex(ph2)), ", wrong)")
		}},
		{"linkedin_matched_audience_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("email,firstname,lastname,jobtitle,employeecompany,country\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("")
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s\n", g.E(g.workEmail(p)), p.First, p.Last, g.pick("Head of CRM", "Marketing Manager", "CMO", "Growth Lead"), g.pick("Harbor Labs", "Stadtwerke Lindau", "Agence Lumière", "Grupo Navarro"), strings.ToUpper(p.Lang))
			}
			return b.String()
		}},
		{"qa_seed_list_chat", func(g *G) string {
			var es []string
			for i := 0; i < g.n(3, 5); i++ {
				es = append(es, g.E(g.anyEmail("")))
			}
			return cat("#email-qa  ", g.pick("@here", "fyi"), " seed list for campaign ", g.K(g.mcID()), " (", g.K(g.utmCampaign()), "): ", strings.Join(es, ", "), " — all received except the Outlook one, Litmus shows ", g.K(fmt.Sprintf("%d/%d", g.n(40, 89), 90)), " clients OK")
		}},
		{"qa_ticket_de", func(g *G) string {
			p := g.person("de")
			return cat("Ticket #", g.K(fmt.Sprint(g.n(10000, 99999))), " – Kundin ", p.Full(), " (", g.E(g.email(p)), ") erhält trotz Abmeldung am ", g.K(g.euDate()), " weiterhin den Newsletter. Rückruf erbeten unter ", g.Ph(g.phone(g.pick("DE", "DEL", "AT"), "nat")), ". Kampagne ", g.K(g.mcID()), ", Segment „PLZ ", g.K(g.postal("DE")[:2]), "xxx“.")
		}},
		{"qa_ticket_fr", func(g *G) string {
			p := g.person("fr")
			return cat("Demande n° ", g.K(fmt.Sprint(g.n(100000, 999999))), " : Mme ", p.Last, " reçoit nos e-mails en double sur ", g.E(g.email(p)), ". Elle souhaite être rappelée au ", g.Ph(g.phone("FR", g.pick("nat", "intl"))), ". Campagne « ", g.pick("Soldes d'hiver", "Fête des mères", "Rentrée"), " » envoyée le ", g.K(g.slashDate()), " à ", g.K(fmt.Sprint(g.n(10000, 90000))), " contacts.")
		}},
		{"qa_ticket_es", func(g *G) string {
			p := g.person("es")
			return cat("Incidencia ", g.K(fmt.Sprintf("INC-%d", g.n(1000, 9999))), ": el cliente ", p.Full(), " dice que no le llegó el cupón. Correo: ", g.E(g.email(p)), ", móvil ", g.Ph(g.phone("ES", "any")), ". Revisar rebotes del envío del ", g.K(g.slashDate()), ", tasa de apertura ", g.K(fmt.Sprintf("%d,%d %%", g.n(10, 45), g.n(0, 9))), ".")
		}},
		{"qa_ticket_pt", func(g *G) string {
			p := g.person("pt")
			return cat("Chamado ", g.K(fmt.Sprint(g.n(100000, 999999))), ": a cliente ", p.Full(), " pediu descadastro (LGPD) do e-mail ", g.E(g.email(p)), " e do WhatsApp ", g.Ph(g.phone("BR", "any")), ". Pedido ", g.K(fmt.Sprint(g.n(10000000, 99999999))), ", valor ", g.K(g.money("R$")), ".")
		}},
		{"qa_ticket_nl", func(g *G) string {
			p := g.person("nl")
			return cat("Melding ", g.K(fmt.Sprint(g.n(10000, 99999))), ": klant ", p.Full(), " (", g.E(g.email(p)), ", tel. ", g.Ph(g.phone("NL", "nat")), ") ontvangt de nieuwsbrief in het Duits i.p.v. Nederlands. Taalveld in segment ", g.K(g.klList()), " controleren.")
		}},
		{"qa_ticket_it", func(g *G) string {
			p := g.person("it")
			return cat("Segnalazione ", g.K(fmt.Sprintf("#%d", g.n(1000, 9999))), ": la cliente ", p.Full(), " riceve le newsletter anche dopo la disiscrizione del ", g.K(g.slashDate()), ". Email ", g.E(g.email(p)), ", cell. ", g.Ph(g.phone("IT", "nat")), ". Lista ", g.K(g.mcID()), ".")
		}},
		{"qa_ticket_pl", func(g *G) string {
			p := g.person("pl")
			return cat("Zgłoszenie ", g.K(fmt.Sprint(g.n(1000, 9999))), "/", g.K(g.date()[:4]), ": klientka ", p.Full(), " prosi o usunięcie adresu ", g.E(g.email(p)), " z bazy mailingowej (RODO). Kontakt telefoniczny: ", g.Ph(g.phone("PL", "any")), ". Kampania wysłana do ", g.K(fmt.Sprint(g.n(1000, 50000))), " odbiorców.")
		}},
		{"qa_jira_bug", func(g *G) string {
			e := g.fresh(func() string {
				return g.pick("qa.team", "marketing.qa", "crm.test") + "+" + g.from(lowAN, 6) + "@" + g.pick("gmail.com", "outlook.com")
			})
			return cat(g.K(fmt.Sprintf("CRM-%d", g.n(100, 4999))), " Merge tag *|FNAME|* not rendered in preheader\nSteps: 1. subscribe with ", g.E(e), " via popup ", g.K(g.from(alnum, 6)), "\n2. trigger flow \"Welcome series\"\n3. preheader shows \"Hi *|FNAME|*,\" instead of name\nExpected: {{ first_name|default:'there' }}\nEnv: prod, template v", g.K(fmt.Sprintf("%d.%d", g.n(1, 9), g.n(0, 20))))
		}},
		{"gdpr_erasure_request", func(g *G) string {
			p := g.person("")
			return cat(g.pick("DSAR", "Right to erasure", "Art. 17 DSGVO"), " request ", g.K(fmt.Sprintf("PRIV-%d", g.n(1000, 9999))), " received ", g.K(g.date()), ": delete all records for ", g.E(g.email(p)), " / ", g.Ph(g.phone(g.ccFor(p.Lang), "any")), " across Klaviyo, HubSpot and Segment. Suppress (don't delete) in ESP so re-imports don't resubscribe.")
		}},
		{"agent_prompt_winback", func(g *G) string {
			p := g.person("")
			return cat("Write a win-back email for ", p.First, " (", g.E(g.email(p)), "). Last order ", g.K(g.date()), ", lifetime value ", g.K(g.money(g.pick("$", "€de", "£"))), ", favourite category: ", g.pick("running shoes", "skin care", "coffee beans"), ". Use merge tags {{ first_name }} and {{ unsubscribe_url }}, keep it under 120 words.")
		}},
		{"agent_tool_call_json", func(g *G) string {
			p := g.person("")
			return cat(`{"type":"tool_use","id":"toolu_`, g.K(g.from(alnum, 24)), `","name":"hubspot_update_contact","input":{"email":"`, g.E(g.email(p)), `","properties":{"phone":"`, g.Ph(g.phone(g.ccFor(p.Lang), "any")), `","hs_marketable_status":"false","unsubscribed_reason":"customer request via chat"}}}`)
		}},
		{"agent_chat_sms_consent", func(g *G) string {
			return cat("User: can you check if ", g.Ph(g.phone(g.pick("US", "GB", "AU"), g.pick("nat", "intl"))), " is opted in to SMS? they say they never signed up\nAssistant: I found one consent event on ", g.K(g.date()), " from keyword JOIN to short code ", g.K(g.shortCode()), ", source `keyword`, campaign ", g.K(g.utmCampaign()), ".")
		}},
		{"vcard_export", func(g *G) string {
			p := g.person("")
			return cat("BEGIN:VCARD\nVERSION:3.0\nN:", p.Last, ";", p.First, ";;;\nFN:", p.Full(), "\nEMAIL;TYPE=INTERNET:", g.E(g.email(p)), "\nTEL;TYPE=CELL:", g.Ph(g.phone(g.ccFor(p.Lang), g.pick("intl", "nat"))), "\nNOTE:Newsletter opt-in ", g.K(g.date()), " (source: trade fair)\nREV:", g.K(g.isoTS()), "\nEND:VCARD")
		}},
		{"email_signature_reply", func(g *G) string {
			p := g.person(g.pick("de", "fr", "nl", "it", "es", "en"))
			greet := map[string]string{"de": "Mit freundlichen Grüßen", "fr": "Cordialement", "nl": "Met vriendelijke groet", "it": "Cordiali saluti", "es": "Un saludo", "en": "Best regards"}[p.Lang]
			lbl := map[string][2]string{"de": {"Tel.:", "Mobil:"}, "fr": {"Tél. :", "Mobile :"}, "nl": {"T:", "M:"}, "it": {"Tel.", "Cell."}, "es": {"Tel.:", "Móvil:"}, "en": {"T:", "M:"}}[p.Lang]
			land := map[string]string{"de": "DEL", "fr": "FR", "nl": "NLL", "it": "IT", "es": "ES", "en": "GBL"}[p.Lang]
			mob := map[string]string{"de": "DE", "fr": "FR", "nl": "NL", "it": "IT", "es": "ES", "en": "GB"}[p.Lang]
			return cat("> the A/B winner is subject line B (", g.K(fmt.Sprintf("%d.%d%%", g.n(20, 50), g.n(0, 9))), " open rate)\n\n", greet, "\n", p.Full(), "\nCRM Manager\n", lbl[0], " ", g.Ph(g.phone(land, "intl")), "\n", lbl[1], " ", g.Ph(g.phone(mob, "nat")), "\n", g.E(g.workEmail(p)))
		}},
		{"phone_intl_test_list", func(g *G) string {
			var ps []string
			for _, cc := range []string{g.pick("US", "CA"), g.pick("GB", "AU"), g.pick("DE", "AT", "CH"), g.pick("FR", "BE"), g.pick("ES", "PT", "IT", "PL", "NL", "BR", "MX")} {
				ps = append(ps, g.Ph(g.phone(cc, "intl")))
			}
			return cat("SMS test send for ", g.K(g.utmCampaign()), " goes to: ", strings.Join(ps, "; "), ". Sender ID ", g.pick("ACMESHOP", "BRAND"), ", ", g.K(fmt.Sprint(g.n(1, 3))), " segment(s), send at ", g.K(fmt.Sprintf("%02d:%02d", g.n(8, 20), g.n(0, 59))), " CET.")
		}},
		{"sms_consent_audit_table", func(g *G) string {
			var b strings.Builder
			b.WriteString("| phone | consent | ts | source |\n|---|---|---|---|\n")
			for i := 0; i < g.n(2, 4); i++ {
				fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", g.Ph(g.phone(g.pick("US", "GB", "DE", "FR", "ES", "IT", "NL", "PL", "PT", "BR"), g.pick("e164", "intl"))), g.pick("granted", "revoked"), g.K(g.isoTS()), g.pick("checkbox", "STOP", "keyword JOIN", "import"))
			}
			return b.String()
		}},
		{"webhook_secrets_env", func(g *G) string {
			return cat("# webhooks\nKLAVIYO_PRIVATE_KEY=", g.B(g.klaviyoKey()), "\nKLAVIYO_PUBLIC_KEY=", g.K(g.from(alnum, 6)), "\nTYPEFORM_WEBHOOK_SECRET=", g.B(g.secretStr(g.n(24, 40))), "\nSENDGRID_WEBHOOK_PUBLIC_KEY=", g.K("MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+g.from(alnum+"+/", 86)+"=="), "\nMAILGUN_WEBHOOK_SIGNING_KEY=", g.B(g.hex32()), "\nWEBHOOK_TOLERANCE_SECONDS=300\n")
		}},
		{"segment_source_yaml", func(g *G) string {
			return cat("sources:\n  - name: web-prod\n    id: ", g.K(g.from(alnum, 22)), "\n    write_key: ", g.B(g.segKey()), "\n    destinations: [", g.pick("braze", "klaviyo", "hubspot"), ", bigquery]\n  - name: ios\n    id: ", g.K(g.from(alnum, 22)), "\n    write_key: ${SEGMENT_IOS_WRITE_KEY}\n")
		}},
		{"brevo_php_config", func(g *G) string {
			return cat("<?php\n$config = Brevo\\Client\\Configuration::getDefaultConfiguration()->setApiKey('api-key', '", g.B(g.brevoKey(false)), "');\n$api = new Brevo\\Client\\Api\\ContactsApi(new GuzzleHttp\\Client(), $config);\n$api->getContactInfo('", g.E(g.anyEmail(g.pick("fr", "de", "es"))), "');")
		}},
		{"embedded_form_jwt", func(g *G) string {
			payload := cat(`{"form_id":"`, g.from(alnum, 10), `","site":"`, g.pick("shop.example", "boutique.example"), `","iat":`, g.unix(), `,"exp":`, g.unix(), `,"jti":"`, g.uuid(), `"}`)
			return cat("<div class=\"nl-form\" data-list=\"", g.K(g.mcID()), "\"></div>\n<script src=\"https://forms.", g.pick("mailerlite.com", "convertkit.example", "getform.example"), "/embed.js\" data-token=\"", g.P("jwt", g.jwt(payload, false)), "\" defer></script>")
		}},
		{"jwt_preferences_link", func(g *G) string {
			e := g.anyEmail("")
			g.used[e] = true
			payload := cat(`{"sub":"`, e, `","lists":[`, fmt.Sprint(g.n(1, 30)), `],"aud":"preference-center","exp":`, g.unix(), `}`)
			return cat("https://", g.pick("prefs.", "account."), g.pick("shop.example", "marca.example"), "/manage?t=", g.P("jwt", g.jwt(payload, false)), "&utm_source=email&utm_campaign=", g.K(g.utmCampaign()))
		}},
		{"sf_refresh_token_config", func(g *G) string {
			return cat("[salesforce]\ninstance_url = https://", g.pick("acme", "harborlabs", "northwind"), ".my.salesforce.com\nclient_id = ", g.K("3MVG9"+g.from(alnum+"._", 80)), "\nrefresh_token = ", g.B(g.sfRefresh()), "\napi_version = ", g.K(fmt.Sprintf("%d.0", g.n(55, 61))), "\n")
		}},
		{"slack_alert_webhook", func(g *G) string {
			sec := g.slackSecret()
			return cat("ALERT_WEBHOOK=https://hooks.slack.com/services/", g.K("T0"+g.from(upAN, 8)), "/", g.K("B0"+g.from(upAN, 8)), "/", g.B(sec), "\n# posts when bounce rate of a send > ", g.K(fmt.Sprintf("%d.%d%%", g.n(2, 5), g.n(0, 9))), " or spam complaints > ", g.K("0.1%"))
		}},
		{"customerio_track_api", func(g *G) string {
			site := g.hex(20)
			return cat("curl -i https://track-eu.customer.io/api/v1/customers/", g.K(fmt.Sprint(g.n(1000, 999999))), " \\\n  -X PUT -u ", g.K(site), ":", g.B(g.fresh(func() string { return g.hex(20) })), " \\\n  -d email=", g.E(g.anyEmail("")), " -d created_at=", g.K(g.unix()), " -d plan=", g.pick("basic", "premium"))
		}},
		{"iterable_api_key_header", func(g *G) string {
			return cat("POST https://api.iterable.com/api/users/update\nApi-Key: ", g.B(g.hex32()), "\n\n", `{"email":"`, g.E(g.anyEmail("")), `","dataFields":{"phoneNumber":"`, g.Ph(g.phone(g.pick("US", "GB", "CA"), "e164")), `","smsOptIn":true},"preferUserId":false}`)
		}},
		{"braze_users_track", func(g *G) string {
			p := g.person("")
			return cat("POST https://rest.fra-01.braze.eu/users/track\nAuthorization: Bearer ", g.B(g.uuidSecret()), "\n", `{"attributes":[{"external_id":"`, g.K(g.uuid()), `","email":"`, g.E(g.email(p)), `","phone":"`, g.Ph(g.phone(g.ccFor(p.Lang), "e164")), `","email_subscribe":"opted_in","push_subscribe":"subscribed"}]}`)
		}},
		{"card_crm_note", func(g *G) string {
			p := g.person("en")
			c := g.cardNum()
			return cat("Task on ", g.K(g.sfID("00T")), " (", g.K(g.usDate()), "): ", p.First, " called about the VIP renewal, read out ", c.Brand, " ", g.P("credit_card", c.Format(1)), " exp ", g.K(g.expiry()), " — DO NOT store card data in notes, moved to Stripe. Cust email ", g.E(g.email(p)))
		}},
		{"card_chat_es", func(g *G) string {
			c := g.cardNum()
			return cat("Cliente (WhatsApp, ", g.K(g.slashDate()), "): hola quiero pagar el pedido ", g.K(fmt.Sprint(g.n(100000, 999999))), " con la tarjeta ", g.P("credit_card", c.Format(g.pick2([]int{0, 1, 2}))), " caduca ", g.K(g.expiry()), "\nAgente: Por seguridad no comparta datos de tarjeta por este canal, le enviamos un enlace de pago.")
		}},
		{"card_in_webhook_payload", func(g *G) string {
			c := g.cardNum()
			return cat(`{"event":"form.submitted","form":"`, g.pick("newsletter-footer", "popup-10off", "gewinnspiel"), `","data":{"email":"`, g.E(g.anyEmail("")), `","coupon_code":"`, g.K(g.from(upAN, 8)), `","message":"`, g.pick("card: ", "my card number is ", "Karte "), g.P("credit_card", c.Format(0)), `"},"received_at":"`, g.K(g.isoTS()), `"}`)
		}},
		{"card_pt_ticket", func(g *G) string {
			p := g.person("pt")
			c := g.cardNum()
			return cat("Ticket ", g.K(fmt.Sprint(g.n(100000, 999999))), ": ", p.First, " respondeu ao e-mail da campanha com o número do cartão ", g.P("credit_card", c.Format(g.pick2([]int{1, 2}))), ", validade ", g.K(g.expiry()), ". E-mail de resposta: ", g.E(g.email(p)), ". Mascarar e apagar.")
		}},
		{"ssn_crm_note", func(g *G) string {
			p := g.person("en")
			s := g.ssnDigits()
			v := g.pick(dashSSN(s), s[:3]+" "+s[3:5]+" "+s[5:])
			return cat("Note on deal ", g.K(fmt.Sprint(g.n(10000000, 99999999))), ": ", p.First, " ", p.Last, " sent SSN ", g.P("ssn", v), " for the credit pre-check by replying to our newsletter. Moved to secure vault, ticket ", g.K(fmt.Sprintf("SEC-%d", g.n(100, 999))), ". Phone on file ", g.Ph(g.phone("US", "nat")))
		}},
		{"ssn_csv_lead_export", func(g *G) string {
			var b strings.Builder
			b.WriteString("lead_id,email,phone,ssn,state,credit_band\n")
			for i := 0; i < g.n(2, 3); i++ {
				s := g.ssnDigits()
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s\n", g.K(fmt.Sprint(g.n(100000, 999999))), g.E(g.anyEmail("en")), g.Ph(g.phone("US", "e164")), g.P("ssn", g.pick(dashSSN(s), s)), g.pick("TX", "FL", "AZ", "GA"), g.pick("640-679", "680-719", "720+"))
			}
			return b.String()
		}},
		{"ssn_typeform_answer", func(g *G) string {
			p := g.person("en")
			s := g.ssnDigits()
			return cat(`{"type":"text","text":"`, g.P("ssn", dashSSN(s)), `","field":{"id":"`, g.from(alnum, 12), `","ref":"social_security_number","type":"short_text"}},{"type":"email","email":"`, g.E(g.email(p)), `","field":{"id":"`, g.from(alnum, 12), `","ref":"email","type":"email"}}`)
		}},
		{"phone_only_survey_pl", func(g *G) string {
			return cat("Ankieta NPS (", g.K(g.euDate()), "): ocena ", g.K(fmt.Sprint(g.n(0, 10))), "/10. Komentarz: „Proszę o kontakt: ", g.Ph(g.phone("PL", "nat")), ", chodzi o reklamację zamówienia nr ", g.K(fmt.Sprint(g.n(100000, 999999))), "”")
		}},
		{"phone_whatsapp_link_it", func(g *G) string {
			ph := g.phone("IT", "e164")
			return cat("Nel footer della newsletter il bottone WhatsApp punta a https://wa.me/", g.Ph(ph[1:]), "?text=Ciao%2C%20vorrei%20info — è il cellulare personale della titolare, va sostituito con il numero aziendale. Campagna ", g.K(g.utmCampaign()), ".")
		}},
		{"email_obfuscated_at", func(g *G) string {
			p := g.person("")
			e := g.email(p)
			at := strings.Index(e, "@")
			local, dom := e[:at], e[at+1:]
			v := g.pick(local+" [at] "+dom, local+"(at)"+dom, local+" at "+strings.ReplaceAll(dom, ".", " dot "), local+" {at} "+dom)
			i := g.r.Intn(3)
			pre := []string{"Reply from subscriber: pls write to my other address ", "Kunde schreibt: neue Adresse ist ", "Réponse d'une abonnée : nouvelle adresse "}[i]
			post := []string{" thanks", ", danke", ", merci"}[i]
			return cat(pre, g.P("email", v), post, " (campaign ", g.K(g.mcID()), ")")
		}},
		{"email_mixed_case_header", func(g *G) string {
			p := g.person("")
			e := g.email(p)
			at := strings.Index(e, "@")
			v := strings.ToUpper(e[:1]) + e[1:at] + "@" + strings.ToUpper(e[at+1:])
			return cat("To: \"", p.Full(), "\" <", g.E(v), ">\nSubject: =?UTF-8?B?", g.K(b64(g.pick("Dernière chance", "Letzte Chance", "Última oportunidad"))), "?=\nX-Campaign-Id: ", g.K(g.mcID()), "\nX-Mailer: ", g.pick("MailChimp Mailer - **CID"+g.hex(10)+"**", "Brevo", "SendGrid"))
		}},
		{"email_html_entity", func(g *G) string {
			p := g.person("")
			e := g.email(p)
			at := strings.Index(e, "@")
			v := e[:at] + g.pick("&#64;", "&#x40;", "&commat;") + e[at+1:]
			return cat("<!-- footer block, rendered for preview ", g.K(g.isoTS()), " -->\n<p style=\"font-size:11px\">You received this at <a href=\"mailto:", g.E(v), "\">", v, "</a>. <a href=\"", g.K("{{ unsubscribe_url }}"), "\">Unsubscribe</a></p>")
		}},
		{"phone_tel_link_html", func(g *G) string {
			p := g.person(g.pick("en", "de", "fr", "es", "it", "nl"))
			e164 := g.phone(g.ccFor(p.Lang), "e164")
			return cat("<td class=\"sig\"><strong>", p.Full(), "</strong><br>Account Manager<br><a href=\"tel:", g.Ph(e164), "\">call me</a> · <a href=\"https://cal.example/", g.K(g.from(lowAN, 8)), "\">book a slot</a></td>")
		}},
		{"phone_national_short_labels", func(g *G) string {
			lang := g.pick("de", "fr", "nl", "it", "es", "pt", "pl")
			cc := map[string]string{"de": "DE", "fr": "FR", "nl": "NL", "it": "IT", "es": "ES", "pt": "PT", "pl": "PL"}[lang]
			lbl := map[string]string{"de": "Tel.", "fr": "Tél.", "nl": "Tel.", "it": "Tel.", "es": "Tlf.", "pt": "Tlm.", "pl": "tel."}[lang]
			intro := map[string]string{"de": "Ihr Ansprechpartner vor Ort: ", "fr": "Votre conseillère : ", "nl": "Uw contactpersoon: ", "it": "La sua referente: ", "es": "Su asesora: ", "pt": "O seu gestor: ", "pl": "Opiekun klienta: "}[lang]
			street := map[string]string{"de": "Hauptstraße 12", "fr": "12 rue de la Paix", "nl": "Kerkstraat 4", "it": "Via Roma 21", "es": "Calle Mayor 7", "pt": "Rua Augusta 90", "pl": "ul. Długa 3"}[lang]
			return cat(intro, g.person(lang).Full(), ", ", street, ", ", g.K(g.postal(cc)), " · ", lbl, " ", g.Ph(g.phone(cc, "nat")), " · Mo–Fr 9–18")
		}},
	}
}
