package main

import (
	"fmt"
	"net/url"
	"strings"
)

// More templates: the same domain written by programs (URLs, HTML, fixed fields, cookies).
func moreTemplates() []Tpl {
	return []Tpl{
		{"xero_contact_api_phones_json", func(c *C) string {
			p := person("us")
			a, e, l := nanpParts(usAreas)
			local := c.Phone(uniq(func() string { return e + l }))
			_ = a
			return fmt.Sprintf(`{"Contacts":[{"ContactID":"%s","ContactNumber":"%s","Name":"%s","EmailAddress":"%s","Phones":[{"PhoneType":"DEFAULT","PhoneNumber":"","PhoneAreaCode":"","PhoneCountryCode":""},{"PhoneType":"MOBILE","PhoneNumber":"%s","PhoneAreaCode":"%s","PhoneCountryCode":"1"}],"UpdatedDateUTC":"/Date(%d000+0000)/","IsSupplier":false,"IsCustomer":true}]}`,
				c.K(uuid()), c.K("C-"+d(5)), p.Full(), c.Mail(p, "us"), local, a, epoch())
		}},
		{"html_invoice_mailto_tel", func(c *C) string {
			co := company("uk")
			ph := phone("uk", 'i')
			tel := strings.ReplaceAll(strings.ReplaceAll(ph, " ", ""), "(0)", "")
			used[tel] = true
			inv := invNo()
			return fmt.Sprintf(`<p>Invoice <b>%s</b> is due on %s.</p><p>Questions? <a href="mailto:%s?subject=Invoice%%20%s">Email our accounts team</a> or call <a href="tel:%s">%s</a>.</p><p style="font-size:11px">%s · VAT %s · Registered in England No. %s</p>`,
				c.K(inv), c.K(date().EU()), c.Role("accounts", co.Dom), inv, c.Phone(tel), c.Phone(ph), co.Name, c.K(vatID("GB")), c.K("0"+d(7)))
		}},
		{"qbo_query_urlencoded_email", func(c *C) string {
			p := person("ca")
			em := personalEmail(p, "ca")
			c.Email(url.QueryEscape(em))
			return fmt.Sprintf("GET /v3/company/%s/query?query=select%%20*%%20from%%20Customer%%20where%%20PrimaryEmailAddr%%20%%3D%%20%%27%s%%27&minorversion=%d HTTP/1.1\nHost: quickbooks.api.intuit.com\nAccept: application/json",
				c.K("9130"+d(12)), url.QueryEscape(em), ri(65, 75))
		}},
		{"gateway_form_post_card", func(c *C) string {
			p := person("us")
			return fmt.Sprintf("%s ERROR payments: gateway timeout, request body logged for retry: amount=%d&currency=usd&card_number=%s&exp_month=%02d&exp_year=20%d&cvc=%s&receipt_email=%s&description=Invoice+%s",
				c.K(ts()), ri(1000, 900000), c.Card(card(pick([]string{"visa", "mc", "discover"}), "")), ri(1, 12), ri(26, 31), d(3), c.Email(url.QueryEscape(personalEmail(p, "us"))), c.K(invNo()))
		}},
		{"legacy_card_import_pipe", func(c *C) string {
			var b strings.Builder
			b.WriteString("CUSTNO|NAME|CC_NUM|CC_EXP|AUTOPAY|LAST_INV\n")
			for i := 0; i < 2; i++ {
				p := person("us")
				fmt.Fprintf(&b, "%s|%s|%s|%s|Y|%s\n", c.K("C"+d(5)), strings.ToUpper(p.Last+", "+p.First), c.Card(card("", "")), c.K(fmt.Sprintf("%02d%02d", ri(1, 12), ri(26, 31))), c.K(invNo()))
			}
			return strings.TrimRight(b.String(), "\n")
		}},
		{"jp_card_payment_form", func(c *C) string {
			p := person("jp")
			num := card(pick([]string{"jcb", "visa", "mc"}), "-")
			return fmt.Sprintf("【お支払い情報の変更】\n会員番号：%s\nご契約者：%s\nカード番号：%s\n有効期限：%s\n連絡先電話番号：%s\n※会計ソフト年額プラン %s（税込）",
				c.K(d(10)), p.JP(), c.Card(num), c.K(expiry()), c.PhN("jp"), c.K(amount("jp")))
		}},
		{"de_kreditkarte_mail", func(c *C) string {
			p := person("de")
			return fmt.Sprintf("Hallo, für die Jahresgebühr der Buchhaltungssoftware bitte ab sofort meine neue Kreditkarte belasten: %s, gültig bis %s. Kundennummer %s. Gruß %s",
				c.Card(card(pick([]string{"visa", "mc", "mc2"}), " ")), c.K(expiry()), c.K("KD-"+d(6)), p.Full())
		}},
		{"intuit_oauth_redirect_code", func(c *C) string {
			code := tok(func() string { return "AB11" + digits(13) + secretAlnum(30) })
			return fmt.Sprintf("%s GET /oauth/callback?code=%s&state=%s&realmId=%s 302 -> /dashboard (%d ms)",
				c.K(ts()), c.Tok(code), c.K(hexs(16)), c.K("9130"+d(12)), ri(40, 900))
		}},
		{"oidc_fragment_id_token", func(c *C) string {
			return fmt.Sprintf("Redirected to https://portal.%s/signin-oidc#id_token=%s&state=%s&session_state=%s — is it OK that this shows up in our nginx access log?",
				pick([]string{"walshkelly.com.au", "fenwickbooks.co.uk", "hollisparkcpa.com"}), c.JWT(jwt("xero_id")), c.K(hexs(32)), c.K(uuid()))
		}},
		{"saas_cookie_jwt_har", func(c *C) string {
			return fmt.Sprintf(`{"name":"Cookie","value":"_ga=GA1.2.%s.%d; session=%s; locale=en-GB; tz=Europe%%2FLondon"},{"name":"X-Request-Id","value":"%s"}`,
				c.K(d(10)), epoch(), c.JWT(jwt("hs")), c.K(uuid()))
		}},
		{"openexchangerates_app_id", func(c *C) string {
			return fmt.Sprintf("# month-end FX revaluation job\nrates = requests.get(\"https://openexchangerates.org/api/historical/%s.json?app_id=%s&base=USD&symbols=EUR,GBP,AUD\").json()",
				c.K(date().ISO()), c.Tok(hex32()))
		}},
		{"exchangerate_api_path_key", func(c *C) string {
			return fmt.Sprintf("=IMPORTDATA(\"https://v6.exchangerate-api.com/v6/%s/pair/EUR/GBP/%s\")  // sheet 'FX %s', cell B%d",
				c.Tok(tok(func() string { return hexs(24) })), c.K(fmt.Sprintf("%d.%02d", ri(100, 99999), ri(0, 99))), c.K(fmt.Sprintf("%d-%02d", ri(2023, 2025), ri(1, 12))), ri(2, 200))
		}},
		{"es_us_intake_seguro_social", func(c *C) string {
			p := person("es")
			return fmt.Sprintf("Hoja de admisión — preparación de impuestos %d\nNombre: %s\nNúmero de Seguro Social: %s\nITIN del cónyuge: %s\nTeléfono: %s\nCorreo: %s\nReembolso por depósito directo, ruta %s",
				ri(2023, 2024), p.Full(), c.SSN(ssn("-")), c.SSN(itin("-")), c.PhN("us"), c.Mail(p, "us"), c.K(pick(abas)))
		}},
		{"preparer_notes_ss_hash", func(c *C) string {
			p := person("us")
			s := ssn("")
			v := c.SSN(s[:3] + " " + s[3:5] + " " + s[5:])
			return fmt.Sprintf("Prep notes %s — %s: SS# %s, filing MFJ, Sch C gross %s, home office %d sq ft, 1099-K from Square %s. Prior preparer PTIN %s.",
				c.K(date().ISO()), p.Full(), v, c.K(amount("us")), ri(80, 400), c.K(amount("us")), c.K("P"+d(8)))
		}},
		{"vcard_accountant", func(c *C) string {
			p := person("au")
			return fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nFN:%s\nORG:Walsh & Kelly Accountants\nTITLE:Senior Bookkeeper\nTEL;TYPE=WORK,VOICE:%s\nTEL;TYPE=CELL:%s\nEMAIL;TYPE=INTERNET:%s\nNOTE:ABN %s\nEND:VCARD",
				p.Last, p.First, p.Full(), c.Ph("au"), c.PhI("au"), c.WMail(p, "walshkelly.com.au"), c.K(abn()))
		}},
		{"de_impressum_footer", func(c *C) string {
			co := company("de")
			p := person("de")
			ph := "+49 (0) 221 / " + nz(7)
			return fmt.Sprintf("Impressum: %s, Inhaber %s, Am Markt 3, 50667 Köln · Telefon: %s · Telefax: %s · E-Mail: %s · USt-IdNr.: %s · Steuernummer %s · Bankverbindung: Sparkasse KölnBonn, IBAN %s",
				co.Name, p.Full(), c.Phone(uniq(func() string { return ph })), c.PhN("de"), c.Role("info", co.Dom), c.K(vatID("DE")), c.K(fmt.Sprintf("%d/%04d/%04d", ri(200, 249), ri(1000, 9999), ri(1000, 9999))), c.K(iban("DE", true)))
		}},
		{"nanp_ext_ap_contact", func(c *C) string {
			p := person("us")
			ext := fmt.Sprintf("ext. %d", ri(100, 4999))
			return fmt.Sprintf("Vendor setup: %s, AP contact %s, %s %s, remit-to email %s. Terms 2/10 net 30, vendor ID %s, 1099 eligible: no (corporation, EIN %s).",
				company("us").Name, p.Full(), c.Phone(nanp(usAreas, pick([]int{0, 1}))), ext, c.Role("remittance", company("us").Dom), c.K("V"+d(5)), c.K(ein()))
		}},
	}
}
