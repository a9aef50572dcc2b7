package main

import (
	"fmt"
	"strings"
)

func mdEsc(s string) string { return strings.NewReplacer("_", "\\_", "*", "\\*").Replace(s) }

func mdTemplates() []T {
	return []T{
		{"md_table_contacts", func(g *G, b *B, L *Lang) {
			b.t("| ", L.WContact, " | ", L.WEmail, " | ", L.WPhone, " | ", L.WDate, " |\n|---|---|---|---|\n")
			for i := 0; i < g.n(2, 3); i++ {
				p, e := pe(g, L)
				q := ph(g, L)
				b.t("| ", p.Name(), " | ")
				b.p("email", e.S())
				b.t(" | ")
				b.p("phone", g.pstr(q))
				b.t(" | ")
				b.k(isoDate(g))
				b.t(" |\n")
			}
		}},
		{"md_code_span_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("- ", L.WEmail, ": `")
			b.p("email", e.S())
			b.t("`\n- ", L.WOrder, ": `")
			b.k(g.orderNo())
			b.t("`\n- SDK: `@acme/checkout@")
			b.k(g.version())
			b.t("`")
		}},
		{"md_link_mailto", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			b.t(L.WContact, ": [", p.Name(), "](mailto:")
			b.p("email", e.S())
			b.t(") · [", L.Unsub, "](https://", g.pick(L.CoWords), ".", L.TLDs[0], "/unsubscribe/")
			b.k(g.uuid())
			b.t(")")
		}},
		{"md_autolink_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("> ", L.Question, "\n> <")
			b.p("email", e.S())
			b.t(">\n\n_", L.WDate, ": ")
			b.k(L.date(g))
			b.t("_")
		}},
		{"md_escaped_underscore_email", func(g *G, b *B, L *Lang) {
			p := g.person(L)
			var e Email
			for {
				e = g.email(L, p)
				if strings.ContainsAny(e.Local, "_") {
					break
				}
				e.Local = p.RFirst + "_" + p.RLast + fmt.Sprint(g.n(100, 999))
				if g.claim("email:" + e.S()) {
					break
				}
			}
			b.t("**", L.WEmail, ":** ")
			b.p("email", mdEsc(e.S()))
			b.t("  \n**", L.WDate, ":** ")
			b.k(L.date(g))
		}},
		{"md_bold_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.t(L.Hello, "! ", L.NewNumber, " **")
			b.p("phone", g.pstr(q))
			b.t("** 📱 (", L.WDate, " ")
			b.k(L.date(g))
			b.t(")")
		}},
		{"md_escaped_plus_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.t(L.WContact, ":\n\n\\")
			b.p("phone", g.intl(q))
			b.t(" (", L.WMobile, ")\n\n\\- ", L.WOrder, " ")
			b.k(g.orderNo())
		}},
		{"md_link_tel", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.t("📞 [")
			b.p("phone", g.intl(q))
			b.t("](tel:")
			b.p("phone", q.E164())
			b.t(") | 🌐 [docs](https://docs.", g.pick(L.CoWords), ".", L.TLDs[0], "/v")
			b.k(g.version())
			b.t(")")
		}},
		{"md_env_fence", func(g *G, b *B, L *Lang) {
			_, s := g.secret()
			pw := g.password()
			b.t("```env\nAPP_VERSION=")
			b.k(g.version())
			b.t("\nAPI_TOKEN=")
			b.p("bearer", s)
			b.t("\nDB_PASSWORD=")
			b.p("bearer", pw)
			b.t("\nTHEME_COLOR=")
			b.k(g.hexColor())
			b.t("\n```")
		}},
		{"md_curl_fence", func(g *G, b *B, L *Lang) {
			t := g.opaque()
			b.t(L.Question, "\n\n```bash\ncurl -s https://api.", g.pick(L.CoWords), ".", L.TLDs[0], "/v2/invoices/")
			b.k(g.orderNo())
			b.t(" \\\n  -H 'Authorization: Bearer ")
			b.p("bearer", t)
			b.t("'\n```")
		}},
		{"md_table_cards", func(g *G, b *B, L *Lang) {
			b.t("| ", L.WCard, " | ", L.WDate, " | ", L.WTotal, " |\n| :-- | :-- | --: |\n")
			for i := 0; i < 2; i++ {
				c := g.card()
				b.t("| ")
				b.p("credit_card", c.Spaced(" "))
				b.t(" | ")
				b.k(isoDate(g))
				b.t(" | ")
				b.k(L.price(g))
				b.t(" |\n")
			}
		}},
		{"md_ssn_emphasis", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			b.t("*", L.WSSN, ":* _")
			b.p("ssn", s)
			b.t("_ · *EIN:* ")
			b.k(fmt.Sprintf("%02d-%07d", g.n(10, 99), g.n(0, 9999999)))
			b.t(" · *", L.WDate, ":* ")
			b.k(L.date(g))
		}},
		{"md_jwt_code", func(g *G, b *B, L *Lang) {
			j := g.jwt("")
			b.t("`id_token` (", L.WDate, " ")
			b.k(isoDate(g))
			b.t("): `")
			b.p("jwt", j)
			b.t("` (alg header `")
			b.k("eyJhbGciOiJub25lIn0")
			b.t("` ≠)")
		}},
		{"md_quoted_reply", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			q := ph(g, L)
			b.t(L.Thanks, "\n\n> **", p.Name(), "** <", "")
			b.p("email", e.S())
			b.t("> ", L.WDate, " ")
			b.k(L.date(g))
			b.t("\n> ", L.ReachMe, " ")
			b.p("phone", g.pstr(q))
			b.t("\n> ", L.Regards)
		}},
		{"md_task_list_secrets", func(g *G, b *B, L *Lang) {
			_, s := g.secret()
			b.t("- [x] rotate key (", L.WDate, " ")
			b.k(isoDate(g))
			b.t(")\n- [ ] revoke old ", L.WToken, " ~~")
			b.p("bearer", s)
			b.t("~~\n- [ ] bump to `v")
			b.k(g.version())
			b.t("`")
		}},
	}
}

func jsonTemplates() []T {
	return []T{
		{"json_u0040_email", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			b.t(`{"id":"`)
			b.k(g.uuid())
			b.t(`","name":"`, jsonU(p.Name()), `","email":"`)
			b.p("email", e.Local+`\u0040`+e.Domain)
			b.t(`","created":"`)
			b.k(isoDate(g) + "T" + fmt.Sprintf("%02d:%02d:%02dZ", g.n(0, 23), g.n(0, 59), g.n(0, 59)))
			b.t(`"}`)
		}},
		{"json_u003c_from", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			b.t(`{"headers":{"From":"`, jsonU(p.Name()), ` \u003c`)
			b.p("email", e.S())
			b.t(`\u003e","Message-ID":"\u003c`)
			m := g.msgID(g.pick(L.Providers))
			b.k(m[1 : len(m)-1])
			b.t(`\u003e"},"snippet":"`, jsonU(L.Question), `"}`)
		}},
		{"json_double_encoded", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			q := ph(g, L)
			b.t(`{"event":"form_submit","payload":"{\"email\":\"`)
			b.p("email", e.S())
			b.t(`\",\"phone\":\"`)
			b.p("phone", g.intl(q))
			b.t(`\",\"utm_source\":\"newsletter_`)
			b.k(isoDate(g))
			b.t(`\"}"}`)
		}},
		{"json_u00a0_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.t(`{"contact":{"label":"`, jsonU(L.WMobile), `","value":"`)
			b.p("phone", q.Intl(`\u00a0`))
			b.t(`"},"price":"`)
			b.k(jsonU(L.price(g)))
			b.t(`"}`)
		}},
		{"json_ssn_field", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			key := g.pick([]string{"ssn", "taxpayer_id", "social_security_number", "tin"})
			b.t(`{"applicant":{"`, key, `":"`)
			b.p("ssn", s)
			b.t(`","dob_year":`, year(g), `,"ref":"`)
			b.k(g.orderNo())
			b.t(`"}}`)
		}},
		{"json_card_field", func(g *G, b *B, L *Lang) {
			c := g.card()
			b.t(`{"payment_method":{"type":"card","number":"`)
			b.p("credit_card", c.Digits)
			b.t(`","exp":"`)
			b.k(fmt.Sprintf("%02d\\/%d", g.n(1, 12), g.n(2026, 2031)))
			b.t(`","amount":`)
			b.k(fmt.Sprintf("%d.%02d", g.n(5, 999), g.n(0, 99)))
			b.t(`,"currency":"EUR"}}`)
		}},
		{"json_id_token", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			j := g.jwt(e.S())
			b.t(`{"token_type":"Bearer","expires_in":3600,"id_token":"`)
			b.p("jwt", j)
			b.t(`","scope":"openid email"}`)
		}},
		{"json_access_token", func(g *G, b *B, L *Lang) {
			t := g.opaque()
			r := g.opaque()
			b.t(`{"access_token":"`)
			b.p("bearer", t)
			b.t(`","refresh_token":"`)
			b.p("bearer", r)
			b.t(`","token_type":"Bearer","expires_in":`)
			b.k(fmt.Sprint(g.n(1200, 86400)))
			b.t(`}`)
		}},
		{"json_password_u0026", func(g *G, b *B, L *Lang) {
			pw := g.password()
			for !strings.ContainsAny(pw, "&<>") {
				pw = g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + g.from(lower, 4) + g.pick([]string{"&", "<", ">"}) + g.digits(4) + g.from(lower, 2)
				if !g.claim("pw:" + pw) {
					pw = ""
				}
			}
			enc := strings.NewReplacer("&", `\u0026`, "<", `\u003c`, ">", `\u003e`).Replace(pw)
			b.t(`{"user":"`, g.person(L).RFirst, `","password":"`)
			b.p("bearer", enc)
			b.t(`","lang":"`, L.Code, `","build":"`)
			b.k(g.sha(40)[:10])
			b.t(`"}`)
		}},
		{"json_escaped_slashes_mailto", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t(`{"html":"\u003ca href=\"mailto:`)
			b.p("email", e.S())
			b.t(`\"\u003e`, jsonU(L.WContact), `\u003c\/a\u003e","img":"https:\/\/cdn.`, g.pick(L.CoWords), `.`, L.TLDs[0], `\/img\/logo`)
			b.k("@3x.png")
			b.t(`"}`)
		}},
		{"json_unicode_name_email", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			q := ph(g, L)
			b.t(`{"customer":{"name":"`, jsonU(p.Name()), `","mail":"`)
			b.p("email", e.S())
			b.t(`","tel":"`)
			b.p("phone", q.E164())
			b.t(`","note":"`, jsonU(L.Question), `","total":"`)
			b.k(jsonU(L.price(g)))
			b.t(`"}}`)
		}},
	}
}

func urlTemplates() []T {
	return []T{
		{"url_mailto_encoded", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("https://", g.pick(L.CoWords), ".", L.TLDs[0], "/share?href=mailto%3A")
			b.p("email", e.Local+"%40"+e.Domain)
			b.t("%3Fsubject%3D", qEsc(L.WOrder), "&ref=")
			b.k(g.sha(16))
		}},
		{"url_form_body", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			q := ph(g, L)
			b.t("POST /kontakt HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\nname=", qEsc(p.Name()), "&email=")
			b.p("email", qEsc(e.S()))
			b.t("&phone=")
			b.p("phone", qEsc(g.intl(q)))
			b.t("&msg=", qEsc(L.Question), "&csrf=")
			b.k(g.sha(32))
		}},
		{"url_double_encoded_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("https://click.", g.pick(L.CoWords), ".", L.TLDs[0], "/ls/click?upn=")
			b.k(g.from(alnum, 20))
			b.t("&u=https%3A%2F%2Fshop.example%2Faccount%3Femail%3D")
			b.p("email", qEsc2(e.S()))
			b.t("%26lang%3D", L.Code)
		}},
		{"url_double_encoded_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.t("https://wa.me/?text=", qEsc(L.Hello+" "), "&redirect=https%3A%2F%2Fcrm.local%2Fcall%3Fto%3D")
			b.p("phone", qEsc2(g.intl(q)))
			b.t("%26campaign%3Dspring_")
			b.k(year(g))
		}},
		{"url_utm_redirect_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("https://", g.pick(L.CoWords), ".", L.TLDs[0], "/newsletter/confirm?utm_source=mail&utm_campaign=")
			b.k("spring_" + isoDate(g))
			b.t("&subscriber=")
			b.p("email", qEsc(e.S()))
			b.t("&sig=")
			b.k(g.sha(40))
		}},
		{"url_token_fragment", func(g *G, b *B, L *Lang) {
			t := g.opaque()
			b.t("https://app.", g.pick(L.CoWords), ".", L.TLDs[0], "/callback#access_token=")
			b.p("bearer", pEsc(t))
			b.t("&token_type=Bearer&expires_in=3600&state=")
			b.k(g.sha(16))
		}},
		{"url_id_token_encoded", func(g *G, b *B, L *Lang) {
			j := g.jwt("")
			b.t("GET /login/return?next=%2Fdashboard%3Fid_token%3D")
			b.p("jwt", j)
			b.t("%26v%3D")
			b.k(g.version())
			b.t(" HTTP/2")
		}},
		{"url_password_form", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			pw := g.password()
			b.t("username=")
			b.p("email", qEsc(e.S()))
			b.t("&password=")
			b.p("bearer", qEsc(pw))
			b.t("&remember=1&_token=")
			b.k(g.sha(40))
		}},
		{"url_card_encoded", func(g *G, b *B, L *Lang) {
			c := g.card()
			b.t("card_number=")
			b.p("credit_card", strings.Join(c.Groups, "%20"))
			b.t("&exp_month=", fmt.Sprint(g.n(1, 12)), "&amount=")
			b.k(fmt.Sprintf("%d.%02d", g.n(5, 999), g.n(0, 99)))
			b.t("&order_id=")
			b.k(g.orderNo())
		}},
		{"url_ssn_form", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			v := s
			if g.chance(0.5) {
				v = strings.ReplaceAll(s, "-", "%2D")
			}
			b.t("first=", qEsc(g.person(L).First), "&ssn=")
			b.p("ssn", v)
			b.t("&zip=")
			b.k(fmt.Sprintf("%05d", g.n(10000, 99999)))
			b.t("&submitted=")
			b.k(isoDate(g))
		}},
		{"url_pct20_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.t("/api/lead?name=", pEsc(g.person(L).Name()), "&tel=")
			b.p("phone", strings.ReplaceAll(pEsc(g.intl(q)), "+", "%2B"))
			b.t("&color=")
			b.k(qEsc(g.hexColor()))
		}},
	}
}
