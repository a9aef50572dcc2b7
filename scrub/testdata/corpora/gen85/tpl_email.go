package main

import "strings"

func splitEmail(e string) (string, string) {
	i := strings.LastIndexByte(e, '@')
	return e[:i], e[i+1:]
}

// a fresh e-mail address that is not a QQ number (for rewriting).
func (l *L) plainEmail(lang string) string {
	for {
		e := l.email(l.person(lang))
		if !strings.HasSuffix(e, "@qq.com") {
			return e
		}
	}
}

func (l *L) invNo() string {
	switch l.r.Intn(5) {
	case 0:
		return l.ref("INV")
	case 1:
		return sf("RE-%d-%05d", l.year(), l.n(1, 99999))
	case 2:
		return sf("FV/%d/%02d/%03d", l.year(), l.n(1, 12), l.n(1, 500))
	case 3:
		return sf("#%d", l.n(10000, 999999))
	}
	return sf("F%d-%04d", l.year(), l.n(1, 9999))
}

func (l *L) msgID() string {
	return "<CA" + l.mixed(alnumS+"-_+=", l.n(30, 44)) + "@mail.gmail.com>"
}

func emailTemplates() []T {
	return []T{
		{"find_mail_from", func(l *L) string {
			switch l.r.Intn(6) {
			case 0:
				return sf("find the mail from %s about the invoice %s", l.Em(l.person("en")), l.K(l.invNo()))
			case 1:
				return sf("wo ist die Mail von %s wegen Rechnung %s?", l.Em(l.person("de")), l.K(l.invNo()))
			case 2:
				return sf("busca el correo de %s sobre la factura %s", l.Em(l.person("es")), l.K(l.invNo()))
			case 3:
				return sf("znajdź maila od %s w sprawie faktury %s", l.Em(l.person("pl")), l.K(l.invNo()))
			case 4:
				return sf("найди письмо от %s про счёт %s", l.Em(l.person("ru")), l.K(l.invNo()))
			}
			return sf("retrouve le mail de %s à propos de la facture %s", l.Em(l.person("fr")), l.K(l.invNo()))
		}},
		{"de_mails_von", func(l *L) string {
			return sf("Mails von %s zum Thema %s seit %s", l.Em(l.person("de")), l.p("Mietvertrag", "Nebenkostenabrechnung", "Kita-Platz", "Steuererklärung", "Umzug"), l.K(l.dateDE()))
		}},
		{"obfuscated_at_brackets", func(l *L) string {
			loc, dom := splitEmail(l.plainEmail(l.p("en", "de", "fr", "es", "it", "nl")))
			var v string
			switch l.r.Intn(5) {
			case 0:
				v = loc + "(at)" + dom
			case 1:
				v = loc + " [at] " + strings.ReplaceAll(dom, ".", " [dot] ")
			case 2:
				v = loc + "[@]" + dom
			case 3:
				v = loc + " {at} " + dom
			default:
				v = loc + " (at) " + strings.ReplaceAll(dom, ".", " (dot) ")
			}
			l.P("email", v)
			return l.p(sf("the contact page says %s — add to %s's card", v, l.person("en").F),
				sf("Kontakt: %s", v), sf("écrire à %s pour le devis", v), sf("her email is %s (spam-safe spelling)", v))
		}},
		{"fullwidth_at_ja", func(l *L) string {
			p := l.person("ja")
			loc, dom := splitEmail(l.email(p))
			v := l.P("email", loc+"＠"+dom)
			switch l.r.Intn(3) {
			case 0:
				return sf("%s にメールした？%sさんの件", v, p.L)
			case 1:
				return sf("メール：%s（%s）", v, p.Full())
			}
			return sf("%sさんのアドレス %s 宛の下書きを探して", p.L, v)
		}},
		{"url_encoded_email_search", func(l *L) string {
			loc, dom := splitEmail(l.plainEmail(l.ps(langs)))
			switch l.r.Intn(3) {
			case 0:
				v := l.P("email", loc+"%40"+dom)
				return sf("GET /api/search?from=%s&after=%s returns nothing", v, l.K(l.dateISO()))
			case 1:
				v := l.P("email", loc+"%40"+dom)
				return sf("q=%%7B%%22email%%22%%3A%%22%s%%22%%7D&limit=10", v)
			}
			v := l.P("email", loc+"%40"+dom)
			return sf("https://brain.app/people?email=%s&tab=notes is that the right person", v)
		}},
		{"cc_list_emails", func(l *L) string {
			lang := l.p("en", "de", "fr", "nl", "sv", "pl")
			a, b, c := l.Em(l.person(lang)), l.Em(l.person(lang)), l.Em(l.person(lang))
			switch l.r.Intn(3) {
			case 0:
				return sf("who else was on cc: %s, %s; %s", a, b, c)
			case 1:
				return sf("To: %s; %s\nCc: %s\nsummarize the thread", a, b, c)
			}
			return sf("send the minutes to %s, %s and %s", a, b, c)
		}},
		{"email_header_quote", func(l *L) string {
			p := l.person(l.p("en", "pl", "de", "it"))
			return sf("From: \"%s, %s\" <%s>\nDate: %s\nMessage-ID: %s\nwhat did they want?", p.L, p.F, l.Em(p), l.K(l.p("Mon, 3 Mar 2025 09:14:22 +0100", "Tue, 14 Jan 2025 17:02:51 -0500", "Fri, 6 Jun 2025 08:40:09 +0200")), l.K(l.msgID()))
		}},
		{"handle_vs_email", func(l *L) string {
			p := l.person(l.p("en", "de", "fr", "es"))
			h := l.K("@" + strings.ToLower(p.LF) + l.p("_", "", ".") + first3(asciiLower(p.LL)))
			switch l.r.Intn(3) {
			case 0:
				return sf("is %s on slack the same person as %s?", h, l.Em(p))
			case 1:
				return sf("%s aka %s on github — merge the contacts", l.Em(p), h)
			}
			return sf("%s (%s) hat das Dokument geteilt", h, l.Em(p))
		}},
		{"git_author_email", func(l *L) string {
			p := l.person(l.p("en", "de", "pl", "fr", "pt"))
			switch l.r.Intn(3) {
			case 0:
				return sf("show commits by %s %s <%s> since %s", p.F, p.L, l.Em(p), l.K("v"+l.version()))
			case 1:
				return sf("Author: %s %s <%s>\nDate:   %s\n\n    fix search ranking — who is this?", p.F, p.L, l.Em(p), l.K(l.p("Wed Mar 5 10:12:44 2025 +0100", "Thu Jan 9 22:01:13 2025 -0800")))
			}
			return sf("git log --author=%s --since=%s", l.Em(p), l.K(l.dateISO()))
		}},
		{"zh_email_glued", func(l *L) string {
			p := l.person("zh")
			switch l.r.Intn(3) {
			case 0:
				return sf("帮我找%s发的邮件", l.Em(p))
			case 1:
				return sf("%s的邮箱是%s吗", p.Full(), l.Em(p))
			}
			return sf("把合同发到%s，抄送%s", l.Em(p), l.Em(l.person("zh")))
		}},
		{"spaced_at_email", func(l *L) string {
			lang := l.p("zh", "en", "vi", "id")
			loc, dom := splitEmail(l.plainEmail(lang))
			v := l.P("email", loc+" @ "+dom)
			return l.p(sf("邮箱 %s 收不到邮件", v), sf("write to %s please", v), sf("email: %s (no spaces)", v), sf("gửi mail cho %s nhé", v))
		}},
		{"idn_email", func(l *L) string {
			var v string
			switch l.r.Intn(4) {
			case 0:
				v = l.p("info", "kontakt", "buchung", "post") + "@" + l.p("münchen-reisen", "bücherei-köln", "bäckerei-müller", "gärtnerei-süd", "schön-zahnarzt") + "." + l.p("de", "at")
			case 1:
				v = l.p("jürgen", "björn", "søren", "zoë", "andré") + "." + strings.ToLower(translit(l.person("de").L)) + "@" + l.p("web.de", "gmx.de", "posteo.de")
			case 2:
				v = l.p("hola", "reservas") + "@" + l.p("pañalería", "peluquería-sánchez", "niño-feliz") + ".es"
			default:
				v = l.p("info", "kontakt") + "@" + l.p("fjordstue-ålesund.no", "smörgås-hörnan.se", "ærø-færgen.dk")
			}
			l.P("email", v)
			return l.p(sf("wann hat %s zuletzt geschrieben?", v), sf("who is %s", v), sf("Rechnung an %s schicken", v))
		}},
		{"json_unicode_at_email", func(l *L) string {
			loc, dom := splitEmail(l.plainEmail(l.p("en", "de", "fr")))
			v := l.P("email", loc+`\u0040`+dom)
			return sf(`{"query":"mails","filters":{"sender":"%s","after":"%s"}}`, v, l.K(l.dateISO()))
		}},
		{"mailto_link", func(l *L) string {
			p := l.person(l.p("de", "en", "nl"))
			v := l.Em(p)
			switch l.r.Intn(2) {
			case 0:
				return sf("[%s %s](mailto:%s) — add to CRM", p.F, p.L, v)
			}
			return sf(`<a href="mailto:%s?subject=Angebot">Kontakt</a> ist das noch aktuell?`, v)
		}},
		{"lowercase_at_dot_prose", func(l *L) string {
			// README leaves these alone; labelled by judgement (see report).
			lang := l.p("de", "en", "fr")
			p := l.person(lang)
			loc := asciiLower(p.LF) + "." + asciiLower(p.LL)
			dom := l.p("gmail", "gmx", "outlook", "web", "orange", "yahoo")
			v := l.P("email", sf("%s at %s dot %s", loc, dom, l.p("com", "de", "fr", "net")))
			return l.p(sf("his email is %s", v), sf("schreib an %s", v), sf("écris à %s", v))
		}},
		{"caps_at_dot", func(l *L) string {
			p := l.person(l.p("en", "en", "de"))
			loc := asciiLower(p.LF) + l.p(".", "_", "") + asciiLower(p.LL) + l.p("", l.d(2))
			dom := l.p("GMAIL DOT COM", "TPG DOT COM DOT AU", "BIGPOND DOT COM", "ICLOUD DOT COM", "WEB DOT DE")
			v := l.P("email", loc+" AT "+dom)
			return l.p(sf("email from the old paper form: %s", v), sf("CONTACT %s FOR THE KEYS", v))
		}},
		{"gmail_search_operators", func(l *L) string {
			lang := l.ps(langs)
			switch l.r.Intn(3) {
			case 0:
				return sf("from:%s has:attachment %s", l.Em(l.person(lang)), l.K(sf("after:%d/%02d/%02d", l.year(), l.n(1, 12), l.n(1, 28))))
			case 1:
				return sf("to:%s OR cc:%s label:invoices", l.Em(l.person(lang)), l.Em(l.person(lang)))
			}
			return sf("in:sent to:%s newer_than:30d", l.Em(l.person(lang)))
		}},
		{"email_alone_question", func(l *L) string {
			e := l.Em(l.person(l.ps(langs)))
			return l.p(sf("%s ?", e), sf("who is %s", e), sf("is %s still valid", e), sf("%s — bounced", e), sf("mail: %s", e), sf("%s kim to?", e))
		}},
		{"forward_to", func(l *L) string {
			lang := l.p("en", "de", "es", "it", "pt", "tr")
			a, b := l.Em(l.person(lang)), l.Em(l.person(lang))
			doc := l.p("Q3 deck", "signed NDA", "trip itinerary", "meeting notes")
			switch lang {
			case "de":
				return sf("leite das %s an %s und %s weiter", doc, a, b)
			case "es":
				return sf("reenvía el %s a %s y a %s", doc, a, b)
			case "it":
				return sf("inoltra il %s a %s e %s", doc, a, b)
			case "pt":
				return sf("encaminha o %s pra %s e %s", doc, a, b)
			case "tr":
				return sf("%s dosyasını %s ve %s adreslerine ilet", doc, a, b)
			}
			return sf("forward the %s to %s and %s", doc, a, b)
		}},
	}
}

func first3(s string) string {
	if len(s) > 3 {
		return s[:3]
	}
	return s
}
