package main

import (
	"fmt"
	"strings"
)

// CDP and lead-form templates.
func cdpTemplates() []tmpl {
	return []tmpl{
		{"segment_identify_js", func(g *G) string {
			p := g.person("")
			return cat("analytics.identify('", g.K("usr_"+g.from(lowAN, 12)), "', {\n  email: '", g.E(g.email(p)), "',\n  phone: '", g.Ph(g.phone(g.ccFor(p.Lang), "any")), "',\n  firstName: '", p.First, "',\n  plan: '", g.pick("pro", "starter", "enterprise"), "',\n  createdAt: '", g.K(g.isoTS()), "'\n});")
		}},
		{"segment_http_api_curl", func(g *G) string {
			e := g.anyEmail("")
			return cat("curl https://api.segment.io/v1/track \\\n  -u ", g.B(g.segKey()), ": \\\n  -H 'Content-Type: application/json' \\\n",
				`  -d '{"userId":"`, g.K(fmt.Sprint(g.n(10000, 999999))), `","event":"Order Completed","properties":{"order_id":"`, g.K(g.pick("ORD-", "SO-", "")+g.digits(8)), `","revenue":`, fmt.Sprintf("%d.%02d", g.n(10, 500), g.n(0, 99)), `,"currency":"`, g.pick("USD", "EUR", "BRL", "PLN"), `","email":"`, g.E(e), `"}}'`)
		}},
		{"segment_event_payload_log", func(g *G) string {
			p := g.person("")
			return cat(`{"anonymousId":"`, g.K(g.uuid()), `","context":{"ip":"`, g.ip(), `","library":{"name":"analytics.js","version":"`, g.K(fmt.Sprintf("next-1.%d.%d", g.n(40, 70), g.n(0, 9))), `"},"traits":{"email":"`, g.E(g.email(p)), `","phone":"`, g.Ph(g.phone(g.ccFor(p.Lang), "e164")), `"},"campaign":{"source":"newsletter","medium":"email","name":"`, g.K(g.utmCampaign()), `"}},"event":"Product Viewed","messageId":"`, g.K("ajs-next-"+g.hex(32)), `","receivedAt":"`, g.K(g.isoTSms()), `","type":"track","userId":null,"writeKey":"`, g.from(alnum, 32), `"}`)
		}},
		{"rudderstack_identify_basic", func(g *G) string {
			wk := g.rudderKey()
			p := g.person("")
			return cat("POST https://", g.pick("acmecorp", "shopxyz", "lojaonline"), "bqj.dataplane.rudderstack.com/v1/identify\nAuthorization: Basic ", g.B(b64(wk+":")), "\nContent-Type: application/json\n\n",
				`{"userId":"`, g.K(fmt.Sprint(g.n(100000, 9999999))), `","traits":{"email":"`, g.E(g.email(p)), `","phone":"`, g.Ph(g.phone(g.ccFor(p.Lang), "e164")), `","name":"`, p.Full(), `"},"timestamp":"`, g.K(g.isoTS()), `"}`)
		}},
		{"rudderstack_js_sdk", func(g *G) string {
			p := g.person("")
			return cat("rudderanalytics.load(\"", g.from(alnum, 27), "\", \"https://hosted.rudderlabs.com\");\nrudderanalytics.identify(\"", g.K(g.uuid()), "\", {\n  email: \"", g.E(g.email(p)), "\",\n  phone: \"", g.Ph(g.phone(g.ccFor(p.Lang), "nat")), "\",\n  newsletter_optin: true\n});")
		}},
		{"segment_python_server", func(g *G) string {
			p := g.person("")
			return cat("import segment.analytics as analytics\nanalytics.write_key = '", g.B(g.segKey()), "'\n\nanalytics.identify('", g.K(fmt.Sprint(g.n(1000, 999999))), "', {\n    'email': '", g.E(g.email(p)), "',\n    'name': '", p.Full(), "',\n    'sms_opt_in': True,\n    'phone': '", g.Ph(g.phone(g.ccFor(p.Lang), "e164")), "',\n})\nanalytics.flush()")
		}},
		{"typeform_webhook_payload", func(g *G) string {
			p := g.person("")
			return cat("Typeform-Signature: sha256=", g.K(b64(g.hex(32))), "\n\n", `{"event_id":"`, g.K(g.from(upAN, 26)), `","event_type":"form_response","form_response":{"form_id":"`, g.K(g.from(alnum, 8)), `","token":"`, g.from(lowAN, 32), `","submitted_at":"`, g.K(g.isoTS()), `","hidden":{"utm_source":"instagram","utm_campaign":"`, g.K(g.utmCampaign()), `"},"answers":[{"type":"text","text":"`, p.Full(), `","field":{"id":"`, g.from(alnum, 12), `","type":"short_text"}},{"type":"email","email":"`, g.E(g.email(p)), `","field":{"id":"`, g.from(alnum, 12), `","type":"email"}},{"type":"phone_number","phone_number":"`, g.Ph(g.phone(g.ccFor(p.Lang), "e164")), `","field":{"id":"`, g.from(alnum, 12), `","type":"phone_number"}}]}}`)
		}},
		{"typeform_api_token", func(g *G) string {
			return cat("curl -H \"Authorization: Bearer ", g.B(g.typeformToken()), "\" \\\n  \"https://api.typeform.com/forms/", g.K(g.from(alnum, 8)), "/responses?page_size=", fmt.Sprint(g.pick2([]int{25, 100, 1000})), "&since=", g.K(g.isoTS()), "\"\n# exporting leads for the ", g.pick("webinar", "giveaway", "Messe"), " form")
		}},
		{"gforms_sheet_row_pt", func(g *G) string {
			var b strings.Builder
			b.WriteString("Carimbo de data/hora\tEndereço de e-mail\tNome completo\tWhatsApp\tCidade\tCEP\tAceito receber novidades\n")
			for i := 0; i < g.n(2, 3); i++ {
				p := g.person("pt")
				fmt.Fprintf(&b, "%s %02d:%02d:%02d\t%s\t%s\t%s\t%s\t%s\tSim\n", g.K(g.slashDate()), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.E(g.email(p)), p.Full(), g.Ph(g.phone("BR", g.pick("nat", "intl"))), g.pick("São Paulo", "Campinas", "Curitiba", "Recife"), g.K(g.postal("BR")))
			}
			return b.String()
		}},
		{"gforms_apps_script_log", func(g *G) string {
			p := g.person(g.pick("en", "es", "it"))
			return cat("function onFormSubmit(e) {\n  Logger.log(JSON.stringify(e.namedValues));\n}\n// Execution log ", g.K(g.slashDate()), ":\n// {\"Timestamp\":[\"", g.K(g.usDate()), " ", fmt.Sprintf("%d:%02d:%02d", g.n(1, 12), g.n(0, 59), g.n(0, 59)), "\"],\"Email Address\":[\"", g.E(g.email(p)), "\"],\"Phone\":[\"", g.Ph(g.phone(g.ccFor(p.Lang), "any")), "\"],\"Name\":[\"", p.Full(), "\"]}")
		}},
		{"fb_leadgen_graph_api", func(g *G) string {
			p := g.person("")
			lead := g.fbID(16)
			return cat("GET https://graph.facebook.com/v", g.K(fmt.Sprintf("%d.0", g.n(17, 21))), "/", g.K(lead), "?access_token=", g.B(g.fbToken()), "\n\n",
				`{"created_time":"`, g.K(g.isoTS()[:19]+"+0000"), `","id":"`, lead, `","field_data":[{"name":"full_name","values":["`, p.Full(), `"]},{"name":"email","values":["`, g.E(g.email(p)), `"]},{"name":"phone_number","values":["`, g.Ph(g.phone(g.ccFor(p.Lang), "e164")), `"]},{"name":"zip_code","values":["`, g.K(g.postal(g.pick("US", "DE", "FR", "ES"))), `"]}]}`)
		}},
		{"fb_leads_csv_download", func(g *G) string {
			var b strings.Builder
			b.WriteString("id\tcreated_time\tad_id\tad_name\tadset_id\tcampaign_id\tform_id\tis_organic\tplatform\temail\tfull_name\tphone_number\n")
			ad, camp, form := g.fbID(17), g.fbID(17), g.fbID(16)
			for i := 0; i < g.n(2, 3); i++ {
				p := g.person("")
				fmt.Fprintf(&b, "l:%s\t%s\tag:%s\t%s\tas:%s\tc:%s\tf:%s\tfalse\t%s\t%s\t%s\tp:%s\n", g.K(g.fbID(16)), g.K(g.isoTS()[:19]+"+02:00"), g.K(ad), g.pick("Lookalike 1% - Video", "Retargeting Carousel", "Promo DE"), g.fbID(17), g.K(camp), g.K(form), g.pick("fb", "ig"), g.E(g.email(p)), p.Full(), g.Ph(g.phone(g.ccFor(p.Lang), "e164")))
			}
			return b.String()
		}},
		{"lead_form_ssn_mortgage", func(g *G) string {
			p := g.person("en")
			s := g.ssnDigits()
			sv := g.pick(dashSSN(s), dashSSN(s), s[:3]+" "+s[3:5]+" "+s[5:], s)
			return cat(`{"form":"refi-quote-`, g.pick("v3", "v4", "tx"), `","submitted":"`, g.K(g.isoTS()), `","lead":{"first_name":"`, p.First, `","last_name":"`, p.Last, `","email":"`, g.E(g.email(p)), `","phone":"`, g.Ph(g.phone("US", "nat")), `","ssn":"`, g.P("ssn", sv), `","dob":"`, fmt.Sprintf("%02d/%02d/%d", g.n(1, 12), g.n(1, 28), g.n(1950, 1999)), `","loan_amount":`, g.K(fmt.Sprint(g.n(80, 900)*1000)), `,"zip":"`, g.K(g.postal("US")), `"},"utm_source":"google","tcpa_consent":true}`)
		}},
		{"lead_form_itin_es", func(g *G) string {
			p := g.person("es")
			it := g.itinDigits()
			return cat("Nuevo lead (formulario \"Préstamo rápido\", ", g.K(g.usDate()), ")\nNombre: ", p.Full(), "\nCorreo: ", g.E(g.email(p)), "\nCelular: ", g.Ph(g.phone("US", "nat")), "\nITIN: ", g.P("ssn", dashSSN(it)), "\nIngresos mensuales: ", g.K(g.money("$")), "\nCódigo postal: ", g.K(g.postal("US")))
		}},
		{"lead_form_card_misplaced", func(g *G) string {
			p := g.person("")
			c := g.cardNum()
			return cat("Typeform \"", g.pick("Newsletter signup", "Gewinnspiel", "Concours été", "Sorteo"), "\" response ", g.K(g.from(lowAN, 32)), "\n- Name: ", p.Full(), "\n- Email: ", g.E(g.email(p)), "\n- Anything else?: ", g.pick("pls charge my card ", "for the order, card ", "Kreditkarte "), g.P("credit_card", c.Format(g.n(0, 2))), " exp ", g.K(g.expiry()), "\n(agent note: payment data in a marketing form, delete response and tell customer)")
		}},
		{"wpforms_notification_en", func(g *G) string {
			p := g.person("en")
			return cat("Subject: New Entry: Contact Us\n\nName\n", p.Full(), "\n\nEmail\n", g.E(g.email(p)), "\n\nPhone\n", g.Ph(g.phone(g.pick("US", "GB", "CA", "AU"), "nat")), "\n\nComment or Message\nPlease stop sending the weekly deals, I've unsubscribed twice (entry #", g.K(fmt.Sprint(g.n(1000, 99999))), ")\n\n---\nSent from Pinecrest Dental (", g.K(g.usDate()), ")")
		}},
		{"contact_form7_de", func(g *G) string {
			p := g.person("de")
			return cat("Von: ", p.Full(), " <", g.E(g.email(p)), ">\nBetreff: Rückruf gewünscht\n\nNachrichtentext:\nBitte rufen Sie mich unter ", g.Ph(g.phone(g.pick("DE", "DEL"), "nat")), " zurück, am besten nach 17 Uhr. Kundennummer ", g.K(fmt.Sprint(g.n(100000, 999999))), ".\nPLZ: ", g.K(g.postal("DE")), "\n\n-- \nDiese E-Mail wurde von einem Kontaktformular von Autohaus Becker (https://www.autohaus-becker.de) gesendet")
		}},
		{"landing_form_fr_post", func(g *G) string {
			p := g.person("fr")
			return cat("POST /api/inscription HTTP/2\ncontent-type: application/x-www-form-urlencoded\n\nprenom=", pct(p.First), "&email=", g.E(pct(g.email(p))), "&telephone=", g.Ph(pct(g.phone("FR", g.pick("nat", "intl")))), "&code_postal=", g.K(g.postal("FR")), "&optin_sms=1&utm_source=meta&utm_campaign=", g.K(g.utmCampaign()))
		}},
		{"jotform_submission_it", func(g *G) string {
			p := g.person("it")
			return cat("Nuova richiesta dal modulo \"Prenota una consulenza\" (ID invio ", g.K(luhnFail(fmt.Sprint(g.n(5000000000, 5999999999))+g.digits(9))), ")\nNome e cognome: ", p.Full(), "\nE-mail: ", g.E(g.email(p)), "\nCellulare: ", g.Ph(g.phone("IT", g.pick("nat", "intl"))), "\nCAP: ", g.K(g.postal("IT")), "\nConsenso marketing: Sì")
		}},
		{"lead_form_pl", func(g *G) string {
			p := g.person("pl")
			return cat("Nowe zgłoszenie z formularza „Darmowa wycena”\nImię i nazwisko: ", p.Full(), "\nE-mail: ", g.E(g.email(p)), "\nTelefon: ", g.Ph(g.phone("PL", "any")), "\nKod pocztowy: ", g.K(g.postal("PL")), "\nZgoda na kontakt SMS: tak\nData: ", g.K(g.euDate()))
		}},
		{"lead_form_nl", func(g *G) string {
			p := g.person("nl")
			return cat("Nieuwe aanmelding via het formulier 'Proefles aanvragen'\nNaam: ", p.Full(), "\nE-mailadres: ", g.E(g.email(p)), "\nTelefoonnummer: ", g.Ph(g.phone(g.pick("NL", "NL", "NLL"), "nat")), "\nPostcode: ", g.K(g.postal("NL")), "\nIngediend op: ", g.K(g.euDate()), " om ", fmt.Sprintf("%02d:%02d", g.n(8, 22), g.n(0, 59)))
		}},
	}
}

var _ = strings.Join
