package main

import (
	"fmt"
	"strings"
)

func csvTemplates() []T {
	return []T{
		{"csv_quoted_contacts", func(g *G, b *B, L *Lang) {
			b.t("\"", L.WContact, "\",\"", L.WEmail, "\",\"", L.WPhone, "\",\"created\"\n")
			for i := 0; i < g.n(2, 3); i++ {
				p, e := pe(g, L)
				q := ph(g, L)
				b.t("\"", p.Last, ", ", p.First, "\",\"")
				b.p("email", e.S())
				b.t("\",\"")
				b.p("phone", g.pstr(q))
				b.t("\",\"")
				b.k(isoDate(g) + " " + fmt.Sprintf("%02d:%02d", g.n(0, 23), g.n(0, 59)))
				b.t("\"\n")
			}
		}},
		{"csv_excel_text_guard", func(g *G, b *B, L *Lang) {
			b.t(L.WContact, ";", L.WMobile, ";PLZ;", L.WTotal, "\n")
			for i := 0; i < 2; i++ {
				q := ph(g, L)
				b.t(g.person(L).Name(), ";=\"")
				b.p("phone", q.Nat)
				b.t("\";=\"")
				b.k(fmt.Sprintf("%05d", g.n(1000, 99999)))
				b.t("\";")
				b.k(strings.ReplaceAll(L.price(g), "\u00a0", " "))
				b.t("\n")
			}
		}},
		{"csv_doubled_quotes_note", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			_, e := pe(g, L)
			b.t("ticket_id,created,note\n")
			b.k(fmt.Sprintf("TCK-%06d", g.n(1, 999999)))
			b.t(",")
			b.k(isoDate(g))
			b.t(",\"", L.Question, " \"\"")
			b.p("phone", g.pstr(q))
			b.t("\"\" / \"\"")
			b.p("email", e.S())
			b.t("\"\"\"\n")
		}},
		{"csv_ssn_column", func(g *G, b *B, L *Lang) {
			b.t("employee_id,last_name,ssn,start_date\n")
			for i := 0; i < g.n(2, 3); i++ {
				b.k(fmt.Sprintf("E%05d", g.n(1, 99999)))
				b.t(",\"", g.person(L).Last, "\",")
				s := g.ssn()
				if g.chance(0.3) {
					s = strings.ReplaceAll(s, "-", "")
				}
				b.p("ssn", s)
				b.t(",")
				b.k(isoDate(g))
				b.t("\n")
			}
		}},
		{"csv_cards_semicolon", func(g *G, b *B, L *Lang) {
			b.t(L.WDate, ";", L.WTotal, ";", L.WCard, ";Ref\n")
			for i := 0; i < 2; i++ {
				c := g.card()
				b.k(L.date(g))
				b.t(";\"")
				b.k(strings.ReplaceAll(L.price(g), "\u00a0", " "))
				b.t("\";\"")
				if g.chance(0.5) {
					b.p("credit_card", c.Digits)
				} else {
					b.p("credit_card", c.Spaced(" "))
				}
				b.t("\";")
				b.k(g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10))
				b.t("\n")
			}
		}},
		{"csv_password_export", func(g *G, b *B, L *Lang) {
			b.t("name,url,username,password,note\n")
			for i := 0; i < 2; i++ {
				_, e := pe(g, L)
				site := g.pick(L.CoWords) + "." + L.TLDs[0]
				pw := g.password()
				b.t(site, ",https://", site, "/login,")
				b.p("email", e.S())
				b.t(",\"")
				b.p("bearer", strings.ReplaceAll(pw, "\"", "\"\""))
				b.t("\",\"", L.WDate, " ")
				b.k(L.date(g))
				b.t("\"\n")
			}
		}},
	}
}

func xmlTemplates() []T {
	return []T{
		{"xml_cdata_email", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			b.t("<Customer id=\"")
			b.k(fmt.Sprint(g.n(100000, 999999)))
			b.t("\"><Name><![CDATA[", p.Name(), "]]></Name><Email><![CDATA[")
			b.p("email", e.S())
			b.t("]]></Email></Customer>")
		}},
		{"xml_cdata_html_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.t("<item><title>", L.WContact, "</title><description><![CDATA[<p>", L.ReachMe, " <b>")
			b.p("phone", g.pstr(q))
			b.t("</b></p>]]></description><pubDate>")
			b.k(fmt.Sprintf("Mon, %02d Apr %d 08:00:00 GMT", g.n(1, 28), g.n(2023, 2025)))
			b.t("</pubDate></item>")
		}},
		{"xml_attr_entity_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("<contact type=\"billing\" email=\"")
			b.p("email", e.Local+"&#64;"+e.Domain)
			b.t("\" color=\"")
			b.k(g.hexColor())
			b.t("\" updated=\"")
			b.k(isoDate(g))
			b.t("\"/>")
		}},
		{"xml_ssn_element", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			tag := g.pick([]string{"SSN", "TaxID", "TIN", "SocialSecurityNumber"})
			b.t("<Applicant><", tag, ">")
			b.p("ssn", s)
			b.t("</", tag, "><BirthYear>", year(g), "</BirthYear><RefNo>")
			b.k(g.orderNo())
			b.t("</RefNo></Applicant>")
		}},
		{"xml_card_cdata", func(g *G, b *B, L *Lang) {
			c := g.card()
			b.t("<Payment><PAN><![CDATA[")
			b.p("credit_card", c.Digits)
			b.t("]]></PAN><Expiry>")
			b.k(fmt.Sprintf("%02d%02d", g.n(26, 31), g.n(1, 12)))
			b.t("</Expiry><Amount currency=\"EUR\">")
			b.k(fmt.Sprintf("%d.%02d", g.n(5, 999), g.n(0, 99)))
			b.t("</Amount></Payment>")
		}},
		{"xml_wsse_password", func(g *G, b *B, L *Lang) {
			pw := g.password()
			b.t("<wsse:UsernameToken><wsse:Username>", g.person(L).RFirst, "</wsse:Username><wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">")
			b.p("bearer", htmlEsc(pw))
			b.t("</wsse:Password><wsse:Nonce>")
			b.k(g.from(alnum, 22) + "==")
			b.t("</wsse:Nonce><wsu:Created>")
			b.k(isoDate(g) + "T10:00:00Z")
			b.t("</wsu:Created></wsse:UsernameToken>")
		}},
		{"xml_xcard_tel", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			_, e := pe(g, L)
			b.t("<vcard><tel><parameters><type><text>cell</text></type></parameters><uri>tel:")
			b.p("phone", q.Intl("-"))
			b.t("</uri></tel><email><text>")
			b.p("email", e.S())
			b.t("</text></email><rev><timestamp>")
			b.k(fmt.Sprintf("%d%02d%02dT%02d%02d%02dZ", g.n(2023, 2025), g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59)))
			b.t("</timestamp></rev></vcard>")
		}},
	}
}

func waTime(g *G, L *Lang) string {
	d, m, y := g.n(1, 28), g.n(1, 12), g.n(2023, 2025)
	if L.Code == "en" {
		return fmt.Sprintf("[%d/%d/%02d, %d:%02d:%02d\u202f%s]", m, d, y%100, g.n(1, 12), g.n(0, 59), g.n(0, 59), g.pick([]string{"AM", "PM"}))
	}
	return fmt.Sprintf("[%02d.%02d.%02d, %02d:%02d:%02d]", d, m, y%100, g.n(0, 23), g.n(0, 59), g.n(0, 59))
}

func chatTemplates() []T {
	return []T{
		{"chat_zwsp_email", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			b.k(waTime(g, L))
			b.t(" ", p.First, ": ", L.WriteMe, " ")
			b.p("email", e.Local+"\u200b@"+e.Domain)
			b.t(" 🙏")
		}},
		{"chat_nbsp_phone", func(g *G, b *B, L *Lang) {
			p := g.person(L)
			q := ph(g, L)
			b.k(waTime(g, L))
			b.t(" ", p.First, ": ", L.NewNumber, "\u00a0")
			b.p("phone", q.Intl("\u00a0"))
		}},
		{"chat_nnbsp_phone", func(g *G, b *B, L *Lang) {
			p := g.person(L)
			q := ph(g, L)
			b.k(waTime(g, L))
			b.t(" ", p.First, ": ", L.WMobile, "\u202f: ")
			b.p("phone", q.Intl("\u202f"))
			b.t(" (", L.WTotal, " ")
			b.k(L.price(g))
			b.t(")")
		}},
		{"chat_whatsapp_sender", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			d := fmt.Sprintf("%02d/%02d/%d, %02d:%02d", g.n(1, 28), g.n(1, 12), g.n(2023, 2025), g.n(0, 23), g.n(0, 59))
			b.k(d)
			b.t(" - ")
			b.p("phone", g.intl(q))
			b.t(": ", L.Question, "\n")
			b.k(d[:10])
			b.t(", 10:0", fmt.Sprint(g.n(0, 9)), " - ", g.person(L).First, ": ", L.Thanks)
		}},
		{"chat_slack_mailto", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t(`{"type":"message","user":"`)
			b.k("U0" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9))
			b.t(`","text":"`, jsonU(L.WriteMe), ` <mailto:`)
			b.p("email", e.S())
			b.t(`|`, e.S(), `>","ts":"`)
			b.k(fmt.Sprintf("%d.%06d", g.n(1700000000, 1739999999), g.n(0, 999999)))
			b.t(`"}`)
		}},
		{"chat_bidi_marks_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.k(waTime(g, L))
			b.t(" ", g.person(L).First, ": ")
			if g.chance(0.5) {
				b.t("\u202a")
				b.p("phone", g.intl(q))
				b.t("\u202c")
			} else {
				b.p("phone", "\u200e+"+q.CC+"\u200e "+strings.Join(q.Groups, " "))
			}
			b.t(" \u200e<", L.Attach, ">")
		}},
		{"chat_wordjoiner_card", func(g *G, b *B, L *Lang) {
			c := g.card()
			b.k(waTime(g, L))
			b.t(" ", g.person(L).First, ": ", L.PaidWith, " ")
			b.p("credit_card", c.Spaced("\u2060 \u2060"))
		}},
		{"chat_discord_spoiler_token", func(g *G, b *B, L *Lang) {
			_, s := g.secret()
			b.t("[", L.date(g), " ", fmt.Sprintf("%02d:%02d", g.n(0, 23), g.n(0, 59)), "] ", g.person(L).RFirst, "_dev: ", L.WToken, " ||")
			b.p("bearer", s)
			b.t("|| (build ")
			b.k(g.sha(40)[:7])
			b.t(")")
		}},
		{"chat_teams_password_nbsp", func(g *G, b *B, L *Lang) {
			pw := g.password()
			_, e := pe(g, L)
			b.t(g.person(L).Name(), "  ")
			b.k(fmt.Sprintf("%02d:%02d", g.n(0, 23), g.n(0, 59)))
			b.t("\n", L.LoginHere, ":\n", L.WUser, ":\u00a0")
			b.p("email", e.S())
			b.t("\n", L.WPass, ":\u00a0")
			b.p("bearer", pw)
		}},
		{"chat_zwnj_ssn", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			b.k(waTime(g, L))
			b.t(" ", g.person(L).First, ": SSN ")
			b.p("ssn", strings.Replace(s, "-", "\u200c-", 1))
			b.t(" (W-9)")
		}},
	}
}

var ligNames = []string{"ﬁscher|fischer", "hoﬀmann|hoffmann", "griﬃn|griffin", "ﬂores|flores", "scheﬄer|scheffler", "steﬀen|steffen", "ﬁlipović|filipovic", "ﬂeury|fleury", "ruﬃni|ruffini", "wolﬀ|wolff"}

func pdfTemplates() []T {
	return []T{
		{"pdf_break_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			s := e.S()
			at := strings.Index(s, "@")
			var v string
			if g.chance(0.5) {
				v = s[:at+1] + "\n" + s[at+1:]
			} else {
				d := strings.LastIndex(s, ".")
				v = s[:d+1] + "\n" + s[d+1:]
			}
			b.t(L.WInvoice, " ")
			b.k(g.orderNo())
			b.t("   ", L.WDate, ": ")
			b.k(L.date(g))
			b.t("\n", L.WContact, ": ")
			b.p("email", v)
			b.t("\n", L.WTotal, " ")
			b.k(L.price(g))
		}},
		{"pdf_break_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			s := g.intl(q)
			i := strings.LastIndex(s, " ")
			b.t(L.ReachMe, " ")
			b.p("phone", s[:i]+"\n"+s[i+1:])
			b.t("\n1/", fmt.Sprint(g.n(2, 5)), " · ")
			b.k(L.date(g))
		}},
		{"pdf_break_card", func(g *G, b *B, L *Lang) {
			c := g.card()
			n := len(c.Groups) / 2
			b.t(L.WCard, ": ")
			b.p("credit_card", strings.Join(c.Groups[:n], " ")+"\n"+strings.Join(c.Groups[n:], " "))
			b.t("\n", L.WTotal, ": ")
			b.k(L.price(g))
		}},
		{"pdf_break_ssn", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			b.t("Form W-9 (Rev. ")
			b.k(fmt.Sprintf("March %d", g.n(2018, 2024)))
			b.t(")\nPart I Taxpayer Identification Number (TIN)\nSocial security number ")
			b.p("ssn", s[:7]+"\n"+s[7:])
			b.t("\nCat. No. ")
			b.k("10231X")
		}},
		{"pdf_wrapped_jwt", func(g *G, b *B, L *Lang) {
			j := g.jwt("")
			b.t(L.WToken, " (appendix B):\n")
			b.p("jwt", softBreak(j, 64, "\n"))
			b.t("\n— ", L.date(g), " — ")
			b.k("p. " + fmt.Sprint(g.n(10, 99)))
		}},
		{"pdf_ligature_email", func(g *G, b *B, L *Lang) {
			p := g.person(L)
			ln := g.pick(ligNames)
			k := strings.Index(ln, "|")
			dom := g.pick(L.Providers)
			v := p.RFirst + "." + ln[:k] + "@" + dom
			if !g.claim("email:" + p.RFirst + "." + ln[k+1:] + "@" + dom) {
				v = p.RFirst + fmt.Sprint(g.n(10, 99)) + "." + ln[:k] + "@" + dom
				g.claim("email:" + v)
			}
			b.t(L.WContact, ": ")
			b.p("email", v)
			b.t(" · ", L.WInvoice, " ")
			b.k(g.orderNo())
		}},
		{"pdf_form_underscores", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			_, e := pe(g, L)
			b.t(L.WPhone, ": ____")
			b.p("phone", g.pstr(q))
			b.t("______  ", L.WEmail, ": __")
			b.p("email", e.S())
			b.t("________\n", L.WDate, ": __")
			b.k(L.date(g))
			b.t("__")
		}},
		{"pdf_hyphen_break_domain", func(g *G, b *B, L *Lang) {
			p := g.person(L)
			co := g.pick(L.CoWords)
			for !strings.Contains(co, "-") {
				co = g.pick(L.CoWords)
			}
			i := strings.Index(co, "-")
			dom := co + "." + L.TLDs[0]
			loc := p.RFirst + "." + p.RLast
			for !g.claim("email:" + loc + "@" + dom) {
				loc += fmt.Sprint(g.n(0, 9))
			}
			b.t(p.Name(), "\n", L.WEmail, ": ")
			b.p("email", loc+"@"+co[:i+1]+"\n"+co[i+1:]+"."+L.TLDs[0])
			b.t("\nUSt-IdNr. ")
			b.k(fmt.Sprintf("DE%09d", g.n(100000000, 999999999)))
		}},
		{"pdf_columns_invoice", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			q := ph(g, L)
			b.t(p.Name(), "                          ", L.WInvoice, " ")
			b.k(g.orderNo())
			b.t("\n", L.WPhone, " ")
			b.p("phone", g.pstr(q))
			b.t("                ", L.WDate, " ")
			b.k(L.date(g))
			b.t("\n")
			b.p("email", e.S())
			b.t("                  ", L.WTotal, " ")
			b.k(L.price(g))
		}},
	}
}

func piiTemplates() []T {
	var all []T
	for _, f := range []func() []T{htmlTemplates, mdTemplates, jsonTemplates, urlTemplates, mimeTemplates, rtfTemplates, texTemplates, csvTemplates, xmlTemplates, chatTemplates, pdfTemplates} {
		all = append(all, f()...)
	}
	return all
}
