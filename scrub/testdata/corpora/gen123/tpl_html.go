package main

import (
	"fmt"
	"strings"
)

func ph(g *G, L *Lang) Phone { return g.phone(L.country(g)) }
func pe(g *G, L *Lang) (Person, Email) {
	p := g.person(L)
	return p, g.email(L, p)
}

// pstr renders a phone the way people print it.
func (g *G) pstr(p Phone) string {
	switch g.r.Intn(3) {
	case 0:
		return p.Nat
	default:
		if p.CC == "1" && g.chance(0.5) {
			return "+1 " + p.Groups[0] + "-" + p.Groups[1] + "-" + p.Groups[2]
		}
		if p.CC == "7" && g.chance(0.5) {
			return "+7 (" + p.Groups[0] + ") " + p.Groups[1]
		}
		return p.Intl(" ")
	}
}

// intl is always the international form.
func (g *G) intl(p Phone) string { return p.Intl(" ") }

func year(g *G) string { return fmt.Sprint(g.n(2019, 2026)) }

func htmlFoot(g *G, b *B, L *Lang) {
	b.t("\n<p style=\"font-size:11px;color:")
	b.k(g.hexColor())
	b.t("\">")
	b.k("&copy;&nbsp;" + year(g))
	b.t(" ", strings.Title(g.pick(L.CoWords)), " &middot; <a href=\"https://news.", g.pick(L.CoWords), ".", L.TLDs[0], "/u?id=")
	b.k(g.sha(24))
	b.t("\">", L.Unsub, "</a></p>")
}

func wbr(s string, every int) string {
	var o strings.Builder
	for i := 0; i < len(s); i += every {
		if i > 0 {
			o.WriteString("<wbr>")
		}
		e := i + every
		if e > len(s) {
			e = len(s)
		}
		o.WriteString(s[i:e])
	}
	return o.String()
}

func htmlTemplates() []T {
	return []T{
		{"html_entity_at_email", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			b.t("<p>", L.Hello, " ", p.First, ",</p>\n<p>", L.Question, " ", L.WEmail, ": ")
			b.p("email", e.Local+"&#64;"+e.Domain)
			b.t("</p>")
			htmlFoot(g, b, L)
		}},
		{"html_commat_email", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			b.t("<div class=\"contact\">", htmlEsc(p.Name()), " &ndash; ")
			b.p("email", e.Local+"&commat;"+strings.ReplaceAll(e.Domain, ".", "&period;"))
			b.t("</div><div class=\"meta\">", L.WDate, ": ")
			b.k(L.date(g))
			b.t("</div>")
		}},
		{"html_hex_entity_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("<span class=\"obf\">")
			b.p("email", e.Local+"&#x40;"+strings.ReplaceAll(e.Domain, ".", "&#x2e;"))
			b.t("</span> <small>(", L.WContact, ")</small> <span style=\"color:")
			b.k(g.hexColor())
			b.t("\">&#9679;</span>")
		}},
		{"html_mailto_link", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			b.t("<p>", L.Regards, ",<br>\n", htmlEsc(p.Name()), "<br>\n<a href=\"mailto:")
			b.p("email", e.S())
			b.t("?subject=", L.WOrder, "%20")
			o := g.orderNo()
			b.k(pEsc(o))
			b.t("\" style=\"color:")
			b.k(g.hexColor())
			b.t("\">", e.S(), "</a></p>")
		}},
		{"html_mailto_entity_obfuscated", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("<a href=\"")
			b.t(entDec("mailto:"))
			b.p("email", entDec(e.S()))
			b.t("\">")
			b.p("email", entMixed(g, e.Local)+"&#64;"+e.Domain)
			b.t("</a> &mdash; ", L.WContact, " ")
			b.k(L.date(g))
		}},
		{"html_wbr_email", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			d := strings.Replace(e.Domain, ".", "<wbr>.", 1)
			b.t("<td class=\"sig\">", htmlEsc(p.Name()), "<br>", L.WEmail, ": ")
			b.p("email", e.Local+"<wbr>@"+d)
			b.t("<br>v")
			b.k(g.version())
			b.t("</td>")
		}},
		{"html_span_split_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("<p>", L.WriteMe, " ")
			if g.chance(0.5) {
				b.t("<span>")
				b.p("email", e.Local+"</span><span>@</span><span>"+e.Domain)
				b.t("</span>")
			} else {
				b.p("email", e.Local+"<span style=\"display:none\">nospam</span>@"+e.Domain)
			}
			b.t(" &ndash; ")
			b.k(L.price(g))
			b.t("</p>")
		}},
		{"html_shy_email", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			loc := e.Local
			var v string
			if g.chance(0.5) {
				v = loc[:len(loc)/2] + "&shy;" + loc[len(loc)/2:] + "@" + e.Domain
			} else {
				v = loc[:len(loc)/2] + "\u00ad" + loc[len(loc)/2:] + "@\u00ad" + e.Domain
			}
			b.t("<p style=\"hyphens:auto\">", p.First, ": ")
			b.p("email", v)
			b.t("</p><p>", L.WOrder, " ")
			b.k(g.orderNo())
			b.t("</p>")
		}},
		{"html_bold_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			tag := g.pick([]string{"b", "strong", "em", "u"})
			b.t("<p>", L.Question, "<br>", L.WEmail, ": <", tag, ">")
			b.p("email", e.S())
			b.t("</", tag, "></p>")
			htmlFoot(g, b, L)
		}},
		{"html_comment_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("<p>", L.WContact, ": ")
			b.p("email", e.Local+"<!-- -->@<!-- -->"+e.Domain)
			b.t("</p><!-- build ")
			b.k(g.sha(40)[:12])
			b.t(" -->")
		}},
		{"html_table_phone_nbsp", func(g *G, b *B, L *Lang) {
			p := ph(g, L)
			b.t("<table><tr><td>", L.WPhone, "</td><td>")
			b.p("phone", p.Intl("&nbsp;"))
			b.t("</td></tr><tr><td>", L.WDate, "</td><td>")
			b.k(L.date(g))
			b.t("</td></tr></table>")
		}},
		{"html_plus_entity_phone", func(g *G, b *B, L *Lang) {
			p := ph(g, L)
			ent := g.pick([]string{"&#43;", "&#x2B;", "&plus;"})
			b.t("<p>", L.ReachMe, " ")
			b.p("phone", ent+p.CC+" "+strings.Join(p.Groups, " "))
			b.t(".</p>")
			htmlFoot(g, b, L)
		}},
		{"html_tel_link", func(g *G, b *B, L *Lang) {
			p := ph(g, L)
			b.t("<a href=\"tel:")
			b.p("phone", p.E164())
			b.t("\" style=\"color:")
			b.k(g.hexColor())
			b.t(";text-decoration:none\">")
			b.p("phone", g.intl(p))
			b.t("</a>")
		}},
		{"html_apple_data_detectors", func(g *G, b *B, L *Lang) {
			p := ph(g, L)
			b.t("<p class=MsoNormal>", L.WMobile, ": <a href=\"tel:")
			v := strings.ReplaceAll(p.Intl("%20"), "+", "%2B")
			b.p("phone", v)
			b.t("\" x-apple-data-detectors=\"true\" x-apple-data-detectors-type=\"telephone\" x-apple-data-detectors-result=\"0\">")
			b.p("phone", g.pstr(p))
			b.t("</a></p>")
		}},
		{"html_span_nowrap_phone", func(g *G, b *B, L *Lang) {
			p := ph(g, L)
			b.t("<p>", L.WPhone, ": <span style=\"white-space:nowrap;color:")
			b.k(g.hexColor())
			b.t("\">")
			b.p("phone", g.intl(p))
			b.t("</span> &middot; ", L.WFax, " <span>")
			q := g.phone(p1country(p))
			b.p("phone", q.Intl(" "))
			b.t("</span></p>")
		}},
		{"html_split_spans_phone", func(g *G, b *B, L *Lang) {
			p := ph(g, L)
			v := "<span>+" + p.CC + "</span> <span>" + strings.Join(p.Groups, "</span> <span>") + ""
			b.t("<div>", L.WPhone, ": ")
			b.p("phone", v)
			b.t("</span></div><div>", L.WTotal, ": ")
			b.k(L.price(g))
			b.t("</div>")
		}},
		{"html_zwsp_entity_phone", func(g *G, b *B, L *Lang) {
			p := ph(g, L)
			b.t("<p>", L.NewNumber, " ")
			b.p("phone", "+"+p.CC+"&#8203;"+strings.Join(p.Groups, "&#8203;"))
			b.t(" &#128222;</p>")
		}},
		{"html_outlook_mso_phone", func(g *G, b *B, L *Lang) {
			p := ph(g, L)
			_, e := pe(g, L)
			b.t("<p class=MsoNormal><span lang=", strings.ToUpper(L.Code), " style='font-size:10.0pt;font-family:\"Calibri\",sans-serif;color:")
			b.k(strings.ToUpper(g.hexColor()))
			b.t("'>", L.WMobile, ": ")
			b.p("phone", g.pstr(p))
			b.t("<o:p></o:p></span></p>\n<p class=MsoNormal><span style='font-size:10.0pt'><a href=\"mailto:", e.S(), "\"><span style='color:#0563C1'>")
			b.p("email", e.S())
			b.t("</span></a><o:p></o:p></span></p>")
		}},
		{"html_ssn_td", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			b.t("<tr><td>", L.WSSN, "</td><td>")
			b.p("ssn", s)
			b.t("</td><td>", L.WDate, "</td><td>")
			b.k(isoDate(g))
			b.t("</td></tr>")
		}},
		{"html_ssn_nbhyphen", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			sep := g.pick([]string{"&#8209;", "&ndash;", "\u2011", "&#x2011;"})
			b.t("<p><b>SSN:</b> ")
			b.p("ssn", strings.ReplaceAll(s, "-", sep))
			b.t(" <i>(W-9, ", L.WDate, " ")
			b.k(L.date(g))
			b.t(")</i></p>")
		}},
		{"html_card_nbsp", func(g *G, b *B, L *Lang) {
			c := g.card()
			b.t("<p>", L.PaidWith, " <b>")
			b.p("credit_card", c.Spaced("&nbsp;"))
			b.t("</b> &ndash; ", L.WTotal, " ")
			b.k(L.price(g))
			b.t("</p>")
		}},
		{"html_card_spans", func(g *G, b *B, L *Lang) {
			c := g.card()
			b.t("<div class=\"pan\"><span>")
			b.p("credit_card", strings.Join(c.Groups, "</span><span>"))
			b.t("</span></div><div class=\"exp\">")
			b.k(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31)))
			b.t("</div>")
		}},
		{"html_jwt_wbr", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			j := g.jwt(e.S())
			b.t("<p>", L.WToken, ":</p><p style=\"font-family:monospace;word-break:break-all\">")
			b.p("jwt", wbr(j, 40))
			b.t("</p>")
		}},
		{"html_jwt_code", func(g *G, b *B, L *Lang) {
			j := g.jwt("")
			b.t("<pre><code>id_token=")
			b.p("jwt", j)
			b.t("</code></pre><p>", L.WDate, " ")
			b.k(isoDate(g))
			b.t("</p>")
		}},
		{"html_bearer_pre_quot", func(g *G, b *B, L *Lang) {
			_, s := g.secret()
			b.t("<pre>curl -X GET &quot;https://api.", g.pick(L.CoWords), ".", L.TLDs[0], "/v", fmt.Sprint(g.n(1, 3)), "/orders/")
			b.k(g.orderNo())
			b.t("&quot; \\\n  -H &quot;Authorization: Bearer ")
			b.p("bearer", s)
			b.t("&quot;</pre>")
		}},
		{"html_password_strong", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			pw := g.password()
			b.t("<p>", L.LoginHere, ":</p><ul><li>", L.WUser, ": ")
			b.p("email", e.S())
			b.t("</li><li>", L.WPass, ": <strong>")
			b.p("bearer", htmlEsc(pw))
			b.t("</strong></li></ul>")
		}},
		{"html_password_td", func(g *G, b *B, L *Lang) {
			pw := g.password()
			b.t("<table border=1><tr><th>", L.WUser, "</th><th>", L.WPass, "</th></tr><tr><td>", g.person(L).RFirst, "</td><td><code>")
			b.p("bearer", htmlEsc(pw))
			b.t("</code></td></tr></table> ", L.WDate, " ")
			b.k(L.date(g))
		}},
		{"html_token_code", func(g *G, b *B, L *Lang) {
			_, s := g.secret()
			b.t("<p>", L.WToken, " (CI): <code>")
			b.p("bearer", s)
			b.t("</code> &ndash; commit <code>")
			b.k(g.sha(40)[:7])
			b.t("</code></p>")
		}},
		{"html_signature_block", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			ph1 := ph(g, L)
			b.t("<table cellpadding=0><tr><td style=\"border-left:3px solid ")
			b.k(g.hexColor())
			b.t(";padding-left:8px\"><b>", htmlEsc(p.Name()), "</b><br>T&nbsp;")
			b.p("phone", ph1.Intl("&nbsp;"))
			b.t("<br><a href=\"mailto:", e.S(), "\">")
			b.p("email", e.S())
			b.t("</a><br><img src=\"logo")
			b.k("@2x.png")
			b.t("\" width=120></td></tr></table>")
		}},
		{"html_amp_password", func(g *G, b *B, L *Lang) {
			pw := g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + g.from(lower, 3) + "&" + g.digits(4) + g.from(lower, 2) + "<" + g.from(lower, 2)
			g.claim("pw:" + pw)
			b.t("<p>", L.WPass, ": ")
			b.p("bearer", htmlEsc(pw))
			b.t("</p><p>&lt;", L.Attach, "&gt; ")
			b.k("&euro;&nbsp;" + fmt.Sprint(g.n(10, 99)) + ",00")
			b.t("</p>")
		}},
		{"html_blockquote_reply", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			b.t("<div>", L.Thanks, "</div><blockquote type=\"cite\">", L.WDate, " ")
			b.k(L.date(g))
			b.t(", ", htmlEsc(p.Name()), " &lt;")
			b.p("email", e.S())
			b.t("&gt;:<br>", L.Question, "</blockquote>")
		}},
		{"html_telegram_export", func(g *G, b *B, L *Lang) {
			p := g.person(L)
			q := ph(g, L)
			b.t("<div class=\"message default clearfix\" id=\"message")
			b.k(fmt.Sprint(g.n(10000, 99999)))
			b.t("\"><div class=\"body\"><div class=\"pull_right date details\" title=\"")
			b.k(fmt.Sprintf("%02d.%02d.%d %02d:%02d:%02d", g.n(1, 28), g.n(1, 12), g.n(2023, 2025), g.n(0, 23), g.n(0, 59), g.n(0, 59)))
			b.t("\">", fmt.Sprintf("%02d:%02d", g.n(0, 23), g.n(0, 59)), "</div><div class=\"from_name\">", htmlEsc(p.Name()), "</div><div class=\"text\">", L.NewNumber, " <a href=\"tel:", q.E164(), "\">")
			b.label("phone", q.E164())
			b.p("phone", g.intl(q))
			b.t("</a></div></div></div>")
		}},
	}
}

func p1country(p Phone) string {
	switch p.CC {
	case "1":
		return "US"
	case "44":
		return "GB"
	case "49":
		return "DE"
	case "33":
		return "FR"
	case "34":
		return "ES"
	case "39":
		return "IT"
	case "31":
		return "NL"
	case "48":
		return "PL"
	case "55":
		return "BR"
	case "351":
		return "PT"
	case "81":
		return "JP"
	}
	return "RU"
}
