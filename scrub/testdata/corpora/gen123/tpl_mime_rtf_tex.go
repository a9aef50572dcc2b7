package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func qpHead(b *B, L *Lang) {
	b.t("Content-Type: text/plain; charset=\"utf-8\"\nContent-Transfer-Encoding: quoted-printable\n\n", qp(L.Hello), ",\n")
}

func b64wrap(s string) string {
	return softBreak(base64.StdEncoding.EncodeToString([]byte(s)), 76, "\n")
}

func mimeTemplates() []T {
	return []T{
		{"qp_soft_break_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			s := e.S()
			at := strings.Index(s, "@")
			cut := at + 1 + g.r.Intn(len(s)-at-2)
			brk := g.pick([]string{"=\n", "=\r\n"})
			qpHead(b, L)
			b.t(qp(L.Question), " ", qp(L.WEmail), ": ")
			b.p("email", s[:cut]+brk+s[cut:])
			b.t("\n", qp(L.Regards), "\n-- \n", qp(L.WDate), " ")
			b.k(isoDate(g))
		}},
		{"qp_2B_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			qpHead(b, L)
			b.t(qp(L.ReachMe), " ")
			b.p("phone", "=2B"+q.CC+" "+strings.Join(q.Groups, " "))
			b.t(" (", qp(L.WMobile), ")\n", qp(L.WTotal), ": ")
			b.k(qp(L.price(g)))
		}},
		{"qp_nbsp_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			qpHead(b, L)
			b.t(qp(L.WPhone), "=C2=A0: ")
			b.p("phone", q.Intl("=C2=A0"))
			b.t("\n", qp(L.WOrder), " ")
			b.k(g.orderNo())
		}},
		{"qp_api_key_3D", func(g *G, b *B, L *Lang) {
			k := g.randomish(alnum+"+/", 43) + "="
			qpHead(b, L)
			b.t(qp(L.LoginHere), ":\nAPI-Key: ")
			b.p("bearer", qp(k))
			b.t("\nEndpoint: https://api.", g.pick(L.CoWords), ".", L.TLDs[0], "/v")
			b.k(g.version())
		}},
		{"qp_jwt_soft_breaks", func(g *G, b *B, L *Lang) {
			j := g.jwt("")
			line := "Token: " + j
			enc := softBreak(line, 75, "=\n")
			qpHead(b, L)
			b.t(qp(L.LoginHere), ":\n", "Token: ")
			b.p("jwt", enc[len("Token: "):])
			b.t("\n", qp(L.WDate), " ")
			b.k(L.date(g))
		}},
		{"qp_card_soft_break", func(g *G, b *B, L *Lang) {
			c := g.card()
			s := c.Spaced(" ")
			cut := g.n(6, len(s)-4)
			qpHead(b, L)
			b.t(qp(L.PaidWith), " ")
			b.p("credit_card", s[:cut]+"=\n"+s[cut:])
			b.t(" =E2=80=93 ", qp(L.WTotal), " ")
			b.k(qp(L.price(g)))
		}},
		{"qp_ssn_accents", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			qpHead(b, L)
			b.t(qp(L.WSSN), ": ")
			b.p("ssn", s)
			b.t("\n", qp(L.Attach), " (W-7 ", year(g), ")\nRef. ")
			b.k(g.orderNo())
		}},
		{"mime_base64_hidden_visible_qp", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			q := ph(g, L)
			bd := "----=_Part_" + fmt.Sprint(g.n(100000, 999999)) + "_" + fmt.Sprint(g.n(100000000, 999999999)) + "." + fmt.Sprint(g.n(1700000000000, 1739999999999))
			b.t("Content-Type: multipart/mixed; boundary=\"")
			b.k(bd)
			b.t("\"\n\n--", bd, "\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n", qp(L.ReachMe), " ")
			b.p("phone", g.intl(q))
			b.t("\n\n--", bd, "\nContent-Type: text/vcard; name=\"contact.vcf\"\nContent-Transfer-Encoding: base64\n\n")
			// the vCard's text is not visible: not labelled
			hid := g.email(L, p)
			b.t(b64wrap("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:" + p.Name() + "\r\nEMAIL:" + hid.S() + "\r\nTEL:" + g.phone(p1country(q)).E164() + "\r\nEND:VCARD\r\n"))
			b.t("\n--", bd, "--\n")
			_ = e
		}},
		{"mime_encoded_word_from", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			dom := g.pick(L.CoWords) + "." + L.TLDs[0]
			name := p.Name()
			var enc string
			if g.chance(0.5) {
				enc = "=?UTF-8?Q?" + strings.ReplaceAll(qp(name), " ", "_") + "?="
			} else {
				enc = "=?UTF-8?B?" + base64.StdEncoding.EncodeToString([]byte(name)) + "?="
			}
			b.t("From: ", enc, " <")
			b.p("email", e.S())
			b.t(">\nTo: <service@", dom, ">\nMessage-ID: ")
			b.k(g.msgID(dom))
			b.t("\nDate: ")
			b.k(fmt.Sprintf("Thu, %02d Mar %d 09:%02d:%02d +0100", g.n(1, 28), g.n(2023, 2025), g.n(0, 59), g.n(0, 59)))
			b.t("\nSubject: =?UTF-8?Q?", strings.ReplaceAll(qp(L.Question), " ", "_"), "?=")
		}},
		{"mime_qp_html_part", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			q := ph(g, L)
			b.t("Content-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n<p style=3D\"color:")
			b.k(g.hexColor())
			b.t("\">", qp(L.WContact), ": <a href=3D\"mailto:", e.S(), "\">")
			b.p("email", e.S())
			b.t("</a> | <a href=3D\"tel:")
			b.p("phone", "=2B"+q.CC+q.NSN())
			b.t("\">", qp(g.intl(q)), "</a></p>")
			b.label("phone", qp(g.intl(q)))
		}},
	}
}

func rtfTemplates() []T {
	head := func(g *G, b *B) {
		b.t("{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Calibri;}}{\\colortbl;")
		b.k(fmt.Sprintf("\\red%d\\green%d\\blue%d;", g.n(0, 255), g.n(0, 255), g.n(0, 255)))
		b.t("}\\viewkind4\\uc1\\pard\\sa200\\sl276\\slmult1\\f0\\fs22 ")
	}
	return []T{
		{"rtf_hyperlink_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			head(g, b)
			b.t(rtfU(L.WContact), ": {\\field{\\*\\fldinst{HYPERLINK \"mailto:", e.S(), "\"}}{\\fldrslt{\\ul\\cf1 ")
			b.p("email", e.S())
			b.t("}}}\\par}")
		}},
		{"rtf_tab_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			head(g, b)
			b.t(rtfU(L.WPhone), ":\\tab ")
			b.p("phone", g.pstr(q))
			b.t("\\par ", rtfU(L.WDate), ":\\tab ")
			b.k(rtfU(L.date(g)))
			b.t("\\par}")
		}},
		{"rtf_unicode_name_contact", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			q := ph(g, L)
			head(g, b)
			b.t("{\\b ", rtfU(p.Name()), "}\\line ")
			b.p("email", e.S())
			b.t("\\line ")
			b.p("phone", g.intl(q))
			b.t("\\par ", rtfU(L.Regards), "\\par}")
		}},
		{"rtf_nbsp_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			head(g, b)
			b.t(rtfU(L.NewNumber), " ")
			b.p("phone", q.Intl("\\~"))
			b.t(".\\par ", rtfU(L.WOrder), " ")
			b.k(g.orderNo())
			b.t("\\par}")
		}},
		{"rtf_nbhyphen_ssn", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			head(g, b)
			b.t("SSN:\\tab ")
			b.p("ssn", strings.ReplaceAll(s, "-", "\\_"))
			b.t("\\par ", rtfU(L.WDate), ":\\tab ")
			b.k(isoDate(g))
			b.t("\\par}")
		}},
		{"rtf_card_bold", func(g *G, b *B, L *Lang) {
			c := g.card()
			head(g, b)
			b.t(rtfU(L.WCard), ": {\\b ")
			b.p("credit_card", c.Spaced(" "))
			b.t("}\\par ", rtfU(L.WTotal), ": ")
			b.k(rtfU(L.price(g)))
			b.t("\\par}")
		}},
		{"rtf_password_bold", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			pw := g.password()
			head(g, b)
			b.t(rtfU(L.LoginHere), ":\\par ", rtfU(L.WUser), ":\\tab ")
			b.p("email", e.S())
			b.t("\\par ", rtfU(L.WPass), ":\\tab {\\b ")
			b.p("bearer", pw)
			b.t("}\\par}")
		}},
	}
}

func texTemplates() []T {
	return []T{
		{"latex_href_email", func(g *G, b *B, L *Lang) {
			_, e := pe(g, L)
			b.t("\\noindent ", L.WContact, ": \\href{mailto:")
			b.p("email", e.S())
			b.t("}{\\texttt{", e.S(), "}}\\\\\n", L.WDate, ": ")
			b.k(L.date(g))
		}},
		{"latex_underscore_email", func(g *G, b *B, L *Lang) {
			p := g.person(L)
			e := Email{p.RFirst + "_" + p.RLast + fmt.Sprint(g.n(10, 99)), g.pick(L.Providers)}
			for !g.claim("email:" + e.S()) {
				e.Local += fmt.Sprint(g.n(0, 9))
			}
			b.t("\\textbf{", L.WEmail, ":} \\texttt{")
			b.p("email", strings.ReplaceAll(e.Local, "_", "\\_")+"@"+e.Domain)
			b.t("} \\quad \\textbf{DOI:} ")
			b.k(fmt.Sprintf("10.%d/%s.%d.%d", g.n(1000, 9999), g.pick([]string{"j.cell", "nature", "s41586", "jmb"}), g.n(2019, 2025), g.n(100, 999)))
		}},
		{"latex_tilde_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.t(L.WPhone, ".~")
			b.p("phone", q.Intl("~"))
			b.t(" \\hfill ", L.WDate, "~")
			b.k(L.date(g))
		}},
		{"latex_thinspace_phone", func(g *G, b *B, L *Lang) {
			q := ph(g, L)
			b.t("\\faPhone\\ ")
			b.p("phone", q.Intl("\\,"))
			b.t(" \\textbullet\\ \\SI{")
			b.k(fmt.Sprintf("%d.%d", g.n(1, 9), g.n(0, 9)))
			b.t("}{\\giga\\hertz}")
		}},
		{"latex_ssn_texttt", func(g *G, b *B, L *Lang) {
			s := g.ssn()
			b.t("\\item ", L.WSSN, ": \\texttt{")
			b.p("ssn", s)
			b.t("} (pp.~")
			b.k(fmt.Sprintf("%d--%d", g.n(10, 99), g.n(100, 199)))
			b.t(")")
		}},
		{"latex_card_tilde", func(g *G, b *B, L *Lang) {
			c := g.card()
			b.t(L.WCard, ": ")
			b.p("credit_card", c.Spaced("~"))
			b.t(" \\\\ ", L.WTotal, ": \\EUR{")
			b.k(fmt.Sprintf("%d,%02d", g.n(5, 999), g.n(0, 99)))
			b.t("}")
		}},
		{"latex_lstlisting_bearer", func(g *G, b *B, L *Lang) {
			_, s := g.secret()
			b.t("\\begin{lstlisting}[language=bash]\ncurl https://api.", g.pick(L.CoWords), ".", L.TLDs[0], "/v1/me \\\n  -H \"Authorization: Bearer ")
			b.p("bearer", s)
			b.t("\"\n\\end{lstlisting}\n% rev ")
			b.k(g.sha(40)[:8])
		}},
		{"latex_moderncv", func(g *G, b *B, L *Lang) {
			p, e := pe(g, L)
			q := ph(g, L)
			b.t("\\name{", p.First, "}{", p.Last, "}\n\\phone[mobile]{")
			b.p("phone", q.Intl("~"))
			b.t("}\n\\email{")
			b.p("email", e.S())
			b.t("}\n\\definecolor{color1}{HTML}{")
			b.k(strings.ToUpper(g.hexColor()[1:]))
			b.t("}")
		}},
	}
}
