package main

import (
	"fmt"
	"net/url"
	"strings"
)

func toDigits(s string, zero rune) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(zero + (c - '0'))
		} else if zero == '０' && c == '-' {
			b.WriteRune('－')
		} else if zero == '０' && c == '+' {
			b.WriteRune('＋')
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

var compact = strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "", "/", "")

func piiTemplates3() []tpl {
	ts := []tpl{}
	add := func(kind string, f func(g *G) *L) { ts = append(ts, tpl{kind, f}) }

	add("json_phone_as_number", func(g *G) *L {
		ph := compact.Replace(g.phone(g.pick("DE", "GB", "BR", "IN", "FR", "NG"), 1))[1:]
		return Q("{\"event\":\"otp.requested\",\"msisdn\":%s,\"channel\":\"sms\",\"attempt\":2,\"ts\":%s}", ph, g.epochMs()).P("phone", ph)
	})
	add("xml_soap_customer", func(g *G) *L {
		p, e := g.emailFor("en")
		ph := g.phone(g.pick("US", "GB", "CA"), -1)
		s := g.ssn("-")
		return Q("<soapenv:Body><ns2:CreateCustomer><Customer id=\"%d\"><GivenName>%s</GivenName><Surname>%s</Surname><Email>%s</Email><Phone type=\"mobile\">%s</Phone><TaxId scheme=\"SSN\">%s</TaxId></Customer></ns2:CreateCustomer></soapenv:Body>", g.n(100000, 999999), p.first, p.last, e, ph, s).P("email", e).P("phone", ph).P("ssn", s)
	})
	add("html_form_values", func(g *G) *L {
		_, e := g.emailFor(g.pick("fr", "de", "it"))
		ph := g.phone(g.pick("FR", "DE", "IT"), -1)
		return Q("<form id=\"profile\"><input type=\"email\" name=\"email\" value=\"%s\" required><input type=\"tel\" name=\"phone\" value=\"%s\"><button>Enregistrer</button></form> — le champ tel ne s'enregistre pas", e, ph).P("email", e).P("phone", ph)
	})
	add("html_mailto_tel_links", func(g *G) *L {
		_, e := g.emailFor("en")
		ph := g.phone(g.pick("US", "AU", "GB"), 1)
		t := compact.Replace(ph)
		return Q("<p>Questions? <a href=\"mailto:%s?subject=Order%%20%d\">Email us</a> or <a href=\"tel:%s\">call</a>.</p>", e, g.n(10000, 99999), t).P("email", e).P("phone", t)
	})
	add("mail_cc_list_outlook", func(g *G) *L {
		l := Q("To: ")
		var parts []string
		for i := 0; i < g.n(2, 4); i++ {
			lang := g.pick("de", "en", "fr", "nl")
			p, e := g.emailFor(lang)
			if g.chance(0.5) {
				parts = append(parts, fmt.Sprintf("\"%s, %s\" <%s>", p.last, p.first, e))
			} else {
				parts = append(parts, e)
			}
			l.P("email", e)
		}
		l.q += strings.Join(parts, "; ") + fmt.Sprintf("\nSubject: AW: Lieferverzug Auftrag %s", g.orderID())
		return l
	})
	add("mysql_vertical_G", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "es", "pt"))
		ph := g.phone(g.anyCC(), -1)
		c := g.card(g.anyIssuer(), "")
		return Q("mysql> SELECT * FROM customers WHERE id = 88412\\G\n*************************** 1. row ***************************\n         id: 88412\n  full_name: %s\n      email: %s\n      phone: %s\n   card_pan: %s\n created_at: 2025-11-30 18:22:07\n1 row in set (0.01 sec)", nm(p), e, ph, c).P("email", e).P("phone", ph).P("credit_card", c).K("2025-11-30 18:22:07", "88412")
	})
	add("csv_quoted_fields", func(g *G) *L {
		l := Q("\"Name\",\"Company\",\"Phone\",\"Email\",\"Notes\"\n")
		for i := 0; i < g.n(2, 3); i++ {
			p, e := g.emailFor(g.pick("en", "de", "es"))
			ph := g.phone(g.anyCC(), -1)
			l.q += fmt.Sprintf("\"%s, %s\",\"%s\",\"%s\",\"%s\",\"call after %s\"\n", p.last, p.first, g.pick("Acme Inc.", "Nordwind GmbH", "Vela Pagos"), ph, e, g.timeS())
			l.P("phone", ph).P("email", e)
		}
		return l
	})
	add("tsv_localised_headers", func(g *G) *L {
		type hd struct{ lang, h string }
		hs := []hd{{"de", "Name\tTelefon\tE-Mail\tKundennummer"}, {"fr", "Nom\tTéléphone\tCourriel\tN° client"}, {"es", "Nombre\tTeléfono\tCorreo\tN.º cliente"}, {"pt", "Nome\tTelefone\tE-mail\tCód. cliente"}, {"it", "Nome\tTelefono\tEmail\tCod. cliente"}, {"pl", "Imię i nazwisko\tTelefon\tE-mail\tNr klienta"}}
		h := hs[g.r.Intn(len(hs))]
		l := Q("%s\n", h.h)
		for i := 0; i < g.n(2, 3); i++ {
			p, e := g.emailFor(h.lang)
			ph := g.phone(g.ccOf(h.lang), -1)
			kn := fmt.Sprintf("%d", g.n(100000, 999999))
			l.q += fmt.Sprintf("%s\t%s\t%s\t%s\n", nm(p), ph, e, kn)
			l.P("phone", ph).P("email", e).K(kn)
		}
		return l
	})
	add("python_requests_code", func(g *G) *L {
		t := g.token(g.pick("opaque", "apikey", "sk_generic"))
		return Q("import requests\n\nAPI_TOKEN = \"%s\"\nr = requests.get(\"https://api.brightpath.io/v2/invoices\", headers={\"Authorization\": f\"Bearer {API_TOKEN}\"}, timeout=10)\nprint(r.status_code)  # 403 ?!", t).P("bearer", t)
	})
	add("js_fetch_jwt", func(g *G) *L {
		j := g.jwt()
		return Q("fetch('/api/orders?status=open', {\n  headers: { 'Authorization': 'Bearer %s', 'Content-Type': 'application/json' }\n}).then(r => r.json()) // CORS error in Safari 18.2", j).P("jwt", j).K("18.2")
	})
	add("postman_collection_auth", func(g *G) *L {
		t := g.token(g.pick("opaque", "hex40", "opaque_dots"))
		return Q("\"auth\": {\"type\": \"bearer\", \"bearer\": [{\"key\": \"token\", \"value\": \"%s\", \"type\": \"string\"}]}, \"url\": {\"raw\": \"{{baseUrl}}/v1/refunds/%d\"}", t, g.n(10000, 99999)).P("bearer", t)
	})
	add("kubectl_from_literal", func(g *G) *L {
		pw := g.password()
		return Q("kubectl -n payments create secret generic pg-creds --from-literal=username=payments --from-literal=password=%s --dry-run=client -o yaml", pw).P("bearer", pw)
	})
	add("docker_login_p", func(g *G) *L {
		pw := g.password()
		return Q("docker login registry.acme.io -u ci-deploy -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nError response from daemon: Get \"https://registry.acme.io/v2/\": unauthorized", pw).P("bearer", pw)
	})
	add("slack_webhook_url", func(g *G) *L {
		sec := g.strong(alnum, 24)
		if !g.fresh(sec) {
			return Q("x")
		}
		path := fmt.Sprintf("T0%s/B0%s/", g.rs(upnum, 8), g.rs(upnum, 9))
		return Q("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' https://hooks.slack.com/services/%s%s → invalid_payload", path, sec).P("bearer", sec)
	})
	add("stripe_webhook_secret", func(g *G) *L {
		sec := "whsec_" + g.strong(alnum, 32)
		if !g.fresh(sec) {
			return Q("x")
		}
		return Q("stripe.error.SignatureVerificationError: No signatures found matching the expected signature for payload — endpoint secret is %s, using express.json() before the route", sec).P("bearer", sec)
	})
	add("json_phone_array", func(g *G) *L {
		a, b := g.phone(g.pick("GB", "IE"), 1), g.phone(g.pick("GB", "IE"), 0)
		return Q("{\"contact\":{\"name\":\"%s\",\"phones\":[\"%s\",\"%s\"],\"preferred\":0},\"updated\":\"%s\"}", nm(g.person("en")), a, b, g.isoTS()).P("phone", a, b)
	})
	add("yaml_contacts_list", func(g *G) *L {
		l := Q("oncall:\n")
		for i := 0; i < 2; i++ {
			lang := g.pick("de", "en", "nl", "sv")
			p, e := g.emailFor(lang)
			ph := g.phone(g.ccOf(lang), 1)
			l.q += fmt.Sprintf("  - name: %s\n    phone: \"%s\"\n    email: %s\n    tz: Europe/Berlin\n", nm(p), ph, e)
			l.P("phone", ph).P("email", e)
		}
		return l
	})
	add("log_phone_in_path", func(g *G) *L {
		ph := g.phone(g.anyCC(), 1)
		enc := url.PathEscape(compact.Replace(ph))
		enc = strings.Replace(enc, "+", "%2B", 1)
		return Q("%s GET /v1/customers/by-phone/%s 404 12ms req_id=%s", g.isoTS(), enc, g.rs(alnum, 20)).P("phone", enc)
	})
	add("chat_pt_zap", func(g *G) *L {
		ph := g.phone("BR", 0)
		return Q("oi, me chama no zap %s que te mando o comprovante do pix 👍 pedido %s", ph, g.orderID()).P("phone", ph)
	})
	add("phone_din_direct_dial", func(g *G) *L {
		ph := g.expand("+49 {30|40|69|89|221} #######-{1|2|3|4}#")
		if !g.fresh(ph) {
			return Q("x")
		}
		return Q("Ansprechpartnerin: Frau %s, Buchhaltung, Telefon %s, Zimmer 3.14", g.person("de").last, ph).P("phone", ph).K("3.14")
	})
	add("phone_fullwidth_jp", func(g *G) *L {
		ph := toDigits(g.phone("JP", 0), '０')
		if !g.fresh(ph) {
			return Q("x")
		}
		return Q("お届け先電話番号：%s（日中つながりやすい番号です）", ph).P("phone", ph)
	})
	add("phone_arabic_indic", func(g *G) *L {
		ph := toDigits(compact.Replace(g.phone(g.pick("SA", "AE", "EG"), 0)), '٠')
		if !g.fresh(ph) {
			return Q("x")
		}
		return Q("يرجى التواصل معي على الرقم %s بخصوص الطلب رقم %s", ph, g.orderID()).P("phone", ph)
	})
	add("pos_pipe_dump", func(g *G) *L {
		c := g.card(g.anyIssuer(), "")
		return Q("POS export line 214: %s|%02d|%d|%s|APPROVED|%s", c, g.n(1, 12), g.n(2026, 2031), g.pick("SALE", "REFUND"), g.rs(digits, 6)).P("credit_card", c)
	})
	add("card_track_data", func(g *G) *L {
		c := g.cardDigits(g.pick("visa", "mastercard", "discover"), 16)
		if !g.fresh(c) {
			return Q("x")
		}
		p := g.person("en")
		return Q("MSR read: %%B%s^%s/%s^%02d%02d101000000000000000?  → parser throws IndexOutOfRange", c, strings.ToUpper(translit.Replace(p.last)), strings.ToUpper(p.first), g.n(26, 31), g.n(1, 12)).P("credit_card", c)
	})
	add("card_dotted_groups", func(g *G) *L {
		d := g.cardDigits(g.pick("visa", "mastercard", "elo"), 16)
		v := groupCard(d, ".")
		if !g.fresh(v) || !g.fresh(d) {
			return Q("x")
		}
		return Q("Número do cartão: %s — validade 04/30 — aparece 'cartão inválido' no app versão %s", v, g.version()).P("credit_card", v)
	})
	add("email_in_url_path", func(g *G) *L {
		_, e := g.emailFor(g.pick("en", "de", "fr"))
		return Q("DELETE https://api.acme.io/admin/users/%s/sessions returned 405 Method Not Allowed", e).P("email", e)
	})
	add("email_uppercase_csv", func(g *G) *L {
		_, e := g.emailFor("en")
		e = strings.ToUpper(e)
		return Q("CUSTNO,EMAIL,STATUS\n%d,%s,BOUNCED", g.n(100000, 999999), e).P("email", e)
	})
	add("ws_access_token_query", func(g *G) *L {
		t := g.token("opaque")
		return Q("WebSocket connection to 'wss://rt.brightpath.io/socket?access_token=%s&v=2' failed: Error during WebSocket handshake: Unexpected response code: 401", t).P("bearer", t)
	})
	add("google_api_key_url", func(g *G) *L {
		k := "AIza" + g.strong(alnum+"_-", 35)
		if !g.fresh(k) {
			return Q("x")
		}
		return Q("https://maps.googleapis.com/maps/api/geocode/json?address=Hafenstra%%C3%%9Fe+12+Hamburg&key=%s returns REQUEST_DENIED", k).P("bearer", k)
	})
	add("pgpass_line", func(g *G) *L {
		pw := g.password()
		return Q("~/.pgpass:\ndb-prod.internal:5432:shop:app:%s\nstill prompts for password, perms are 0600", pw).P("bearer", pw).K("0600")
	})
	add("http2_curl_jwt", func(g *G) *L {
		j := g.jwt()
		return Q("> GET /v3/me HTTP/2\n> host: api.kestrel-health.org\n> authorization: Bearer %s\n> accept: */*\n< HTTP/2 403\n< content-type: application/json", j).P("jwt", j)
	})
	add("agent_react_observation", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "de", "fr", "es"))
		ph := g.phone(g.anyCC(), 1)
		o := g.orderID()
		return Q("Thought: I need the customer's latest order.\nAction: crm.get_customer\nAction Input: {\"email\": \"%s\"}\nObservation: {\"name\": \"%s\", \"phone\": \"%s\", \"last_order\": \"%s\", \"ltv\": 1840.5}", e, nm(p), ph, o).P("email", e).P("phone", ph).K(o)
	})
	add("mcp_tool_result", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "nl", "it"))
		s := g.ssn("-")
		return Q("{\"jsonrpc\":\"2.0\",\"id\":%d,\"result\":{\"content\":[{\"type\":\"text\",\"text\":\"Applicant %s <%s>, SSN %s, status: pending review\"}],\"isError\":false}}", g.n(1, 99), nm(p), e, s).P("email", e).P("ssn", s)
	})
	add("zendesk_ticket_json", func(g *G) *L {
		p, e := g.emailFor(g.pick("en", "es", "pt", "fr"))
		ph := g.phone(g.anyCC(), 1)
		return Q("{\"ticket\":{\"id\":%d,\"subject\":\"Can't log in\",\"requester\":{\"name\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\"},\"tags\":[\"login\",\"mobile_app\"],\"created_at\":\"%s\"}}", g.n(100000, 999999), nm(p), e, ph, g.isoTS()).P("email", e).P("phone", ph)
	})
	add("itin_es_prose", func(g *G) *L {
		it := g.itin(g.pick("-", " "))
		return Q("No tengo seguro social, mi número ITIN es %s. ¿Puedo abrir la cuenta igual? Me mudé en %s.", it, g.date()).P("ssn", it)
	})
	add("markdown_ssn_table", func(g *G) *L {
		l := Q("| Employee | SSN | Start date |\n|---|---|---|\n")
		for i := 0; i < 2; i++ {
			s := g.ssn("-")
			d := g.date()
			l.q += fmt.Sprintf("| %s | %s | %s |\n", nm(g.person("en")), s, d)
			l.P("ssn", s).K(d)
		}
		return l
	})
	add("chat_vi_th_phone", func(g *G) *L {
		if g.chance(0.5) {
			ph := g.phone("VN", 0)
			return Q("Shop ơi, đơn %s giao chưa ạ? Gọi em số %s nhé.", g.orderID(), ph).P("phone", ph)
		}
		ph := g.phone("TH", 0)
		return Q("สวัสดีค่ะ ออเดอร์ %s ยังไม่ได้รับของเลย ติดต่อกลับเบอร์ %s นะคะ", g.orderID(), ph).P("phone", ph)
	})
	add("cookie_jwt", func(g *G) *L {
		j := g.jwt()
		return Q("Cookie: theme=dark; auth=%s; _gid=GA1.2.%d.%d", j, g.n(100000000, 999999999), g.n(1700000000, 1770000000)).P("jwt", j)
	})
	add("set_cookie_session", func(g *G) *L {
		s := g.token("session")
		return Q("< set-cookie: __Host-session=%s; Path=/; Secure; HttpOnly; SameSite=Strict\n< set-cookie: locale=de-DE; Path=/", s).P("bearer", s)
	})
	add("ssn_json_social_key", func(g *G) *L {
		s := g.ssn(g.pick("-", ""))
		return Q("payload.applicant = {\"first\": \"%s\", \"social_security_number\": \"%s\", \"income\": 72000}", g.person("en").first, s).P("ssn", s)
	})
	add("phone_sg_hk_au_chat", func(g *G) *L {
		cc := g.pick("SG", "HK", "AU", "NZ")
		ph := g.phone(cc, -1)
		return Q("hi, courier couldn't find the building, pls whatsapp %s, unit #12-04", ph).P("phone", ph).K("#12-04")
	})
	add("email_quoted_reply_fr", func(g *G) *L {
		p, e := g.emailFor("fr")
		return Q("Le %s à %s, %s <%s> a écrit :\n> Bonjour, la facture %s est-elle disponible ?", g.date(), g.timeS(), nm(p), e, g.invoiceID()).P("email", e)
	})
	add("gmail_reply_de", func(g *G) *L {
		p, e := g.emailFor("de")
		return Q("Am %s um %s schrieb %s <%s>:\n> Können Sie mir die Rechnung nochmal schicken?", g.date(), g.timeS(), nm(p), e).P("email", e)
	})
	return ts
}
