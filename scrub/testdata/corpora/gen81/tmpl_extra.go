package main

import (
	"fmt"
	"net/url"
)

// Layout-heavy templates: links, encodings, prose credentials, trunk-0
// international numbers, gateway logs.
func extraTemplates() []tmpl {
	return []tmpl{
		{"zoom_dialin_invite", func(g *G, l *L) {
			id := g.digits(11)
			sp := id[:3] + " " + id[3:7] + " " + id[7:]
			pass := g.digits(6)
			a := g.nanpStyle(g.pick("646", "312", "669", "253", "346"), 10)
			b := g.nanpStyle(g.pick("647", "778", "438", "587"), 3)
			l.q = fmt.Sprintf("%s is inviting you to a scheduled Zoom meeting.\nTopic: %s\nMeeting ID: %s\nPasscode: %s\n---\nOne tap mobile\n%s,,%s#,,,,*%s# US\nDial by your location\n• %s Canada\nFind your local number: https://us02web.zoom.us/u/k%s",
				g.person("us").Full(), g.pick("Payroll onboarding", "Closing walkthrough", "IEP meeting", "Board meeting"), l.k(sp), l.k(pass), l.p("phone", a), id, pass, l.p("phone", b), g.alnum(8))
		}},
		{"html_tel_mailto", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			c := g.usCity()
			if p.loc == "ca" {
				c = g.caCity()
			}
			ph := g.nanpStyle(g.pickS(c.Areas), 0)
			e164 := "+1" + onlyDigits(ph)
			em := g.email(p, true)
			l.q = fmt.Sprintf("Footer links don't work on iOS Safari:\n<p class=\"contact\">Call <a href=\"tel:%s\">%s</a> or <a href=\"mailto:%s?subject=Quote%%20request\">email %s</a></p>\n<small>Lic #%s</small>",
				l.p("phone", e164), l.p("phone", ph), l.p("email", em), p.First, l.k(g.digits(6)))
		}},
		{"urlencoded_contact_form", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			c := g.usCity()
			ph := g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{0, 1, 3}))
			em := g.email(p, false)
			encPh := url.QueryEscape(ph)
			encEm := url.QueryEscape(em)
			l.q = fmt.Sprintf("%s POST /wp-admin/admin-ajax.php 500 action=wpcf7_submit&your-name=%s+%s&your-email=%s&your-phone=%s&your-message=Need+a+quote+for+%s&_wpcf7_unit_tag=wpcf7-f%d-p%d-o1",
				l.k(g.isoTS()), p.First, url.QueryEscape(p.Last), l.p("email", encEm), l.p("phone", encPh), g.pick("gutters", "a+deck", "tax+prep", "a+new+roof"), g.rng(100, 999), g.rng(10, 99))
		}},
		{"sig_intl_trunk_paren", func(g *G, l *L) {
			p := g.person(g.pick("ie", "nz", "au"))
			var mob, land string
			switch p.loc {
			case "ie":
				mob = g.uniq(func() string {
					return "+353 (0)8" + g.pick("3", "5", "6", "7", "9") + " " + g.nz(3) + " " + g.digits(4)
				}, digitKey)
				land = g.uniq(func() string { return "+353 (0)1 " + g.nz(3) + " " + g.digits(4) }, digitKey)
			case "nz":
				mob = g.uniq(func() string { return "+64 (0)2" + g.pick("1", "2", "7") + " " + g.nz(3) + " " + g.digits(4) }, digitKey)
				land = g.uniq(func() string { return "+64 (0)9 " + g.nz(3) + " " + g.digits(4) }, digitKey)
			default:
				mob = g.uniq(func() string { return "+61 (0)4" + g.digits(2) + " " + g.digits(3) + " " + g.digits(3) }, digitKey)
				land = g.uniq(func() string { return "+61 (0)2 " + g.pick("8", "9") + g.digits(3) + " " + g.digits(4) }, digitKey)
			}
			l.q = fmt.Sprintf("Regards,\n\n%s | %s\nMobile %s\nOffice %s\n%s\nPlease consider the environment before printing this email.",
				p.Full(), g.pick("Head of Finance", "Recruitment Consultant", "Account Manager"), l.p("phone", mob), l.p("phone", land), l.p("email", g.email(p, true)))
		}},
		{"shared_login_text", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca", "au"))
			em := g.email(p, false)
			pw := g.password()
			switch g.intn(3) {
			case 0:
				l.q = fmt.Sprintf("ok the %s login is %s / %s — don't change it, mom uses it on the ipad", g.pick("Netflix", "Costco", "Disney+", "Stan"), l.p("email", em), l.p("bearer", pw))
			case 1:
				l.q = fmt.Sprintf("%s account for the team\nuser: %s\npass: %s\nshared with the coaches only pls", g.pick("TeamSnap", "GameChanger", "SportsEngine"), l.p("email", em), l.p("bearer", pw))
			default:
				l.q = fmt.Sprintf("For the %s portal use %s, password is %s (capital first letter). Confirmation # %s", g.pick("school lunch", "daycare billing", "strata", "HOA"), l.p("email", em), l.p("bearer", pw), l.k(g.upperAlnum(8)))
			}
		}},
		{"x_api_key_header", func(g *G, l *L) {
			k := g.secret(func() string { return g.alnum(g.rng(32, 40)) })
			l.q = fmt.Sprintf("curl -H \"X-API-Key: %s\" \"https://api.%s/v1/shipments?tracking=%s\"\n→ 403 {\"error\":\"key revoked\"}", l.p("bearer", k), g.bizDomain("us"), l.k(g.ups()))
		}},
		{"cookie_session_jwt", func(g *G, l *L) {
			ga := fmt.Sprintf("GA1.1.%d.%d", g.rng(100000000, 999999999), g.rng(1700000000, 1760000000))
			l.q = fmt.Sprintf("Request Headers\n:authority: app.%s\ncookie: _ga=%s; session=%s; theme=dark\nuser-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)\nSession logs out every 15 min, why?",
				g.bizDomain("ca"), l.k(ga), l.p("jwt", g.jwt()))
		}},
		{"ssn_text_message", func(g *G, l *L) {
			s := g.ssnAny()
			switch g.intn(4) {
			case 0:
				l.q = fmt.Sprintf("hey HR needs ur SS# for the 401k enrollment, can u text it? — yeah it's %s", l.p("ssn", s))
			case 1:
				l.q = fmt.Sprintf("Mom what's my social security number? the FAFSA needs it. — %s, don't lose it again", l.p("ssn", s))
			case 2:
				l.q = fmt.Sprintf("my social is %s and my DOB is %s if the pharmacy asks", l.p("ssn", onlyDigits(s)), g.dob())
			default:
				l.q = fmt.Sprintf("Soc. Sec. No. %s — please update my file, the old one on my W-4 had a typo (%s). Thx", l.p("ssn", s), l.k("W-4"))
			}
		}},
		{"nas_quebec_releve", func(g *G, l *L) {
			p := g.person("qc")
			l.q = fmt.Sprintf("Bonjour, mon Relevé 1 indique un mauvais numéro d'assurance sociale (%s) et mon T4 aussi. Mon NEQ d'entreprise est %s. Pouvez-vous me rappeler au %s ou m'écrire à %s? Merci, %s",
				l.k(g.sin()), l.k("11"+g.digits(8)), l.p("phone", g.qcPhone()), l.p("email", g.email(p, false)), p.Full())
		}},
		{"gateway_pan_log", func(g *G, l *L) {
			_, cn := g.cardDigits(-1)
			l.q = fmt.Sprintf("%s DEBUG gateway.request {\"merchant_id\":\"%s\",\"amount\":%d,\"currency\":\"%s\",\"pan\":\"%s\",\"expiry\":\"%02d%02d\",\"order_ref\":\"%s\",\"avs_zip\":\"%s\"}",
				l.k(g.isoTS()), l.k(g.digits(15)), g.rng(100, 99999), g.pick("USD", "CAD", "AUD"), l.p("credit_card", cn), g.rng(26, 30), g.rng(1, 12), l.k("ORD-"+g.digits(8)), l.k(g.zip5(g.usCity())))
		}},
		{"itin_spaced_w7", func(g *G, l *L) {
			a, b, c := g.itinParts()
			it := a + " " + b + " " + c
			if g.chance(40) {
				it = a + b + c
			}
			l.q = fmt.Sprintf("Client says his ITIN %s expired (middle digits %s). CAA appointment booked %s, W-7 renewal with passport #%s. Spouse is a citizen with SSN, dependents have none. Refund held under %s.",
				l.p("ssn", it), b, g.date(), l.k(g.upperAlnum(2)+g.digits(7)), l.k(g.pick("PATH Act", "code 570", "TC 810")))
		}},
		{"au_nz_ie_sms_varied", func(g *G, l *L) {
			switch g.intn(3) {
			case 0:
				l.q = fmt.Sprintf("Hey it's %s from the rego day, my new mob is %s. Training's moved to Thursdays 5:30 at the %s oval.", g.person("au").First, l.p("phone", g.auMobile()), g.pick("Coogee", "Brunswick", "Subiaco"))
			case 1:
				l.q = fmt.Sprintf("Hi, it's %s — plumber's booked for Tues. His number is %s if he's late. Invoice INV-%s is %s incl GST.", g.person("nz").First, l.p("phone", g.nzMobile()), l.k(g.digits(5)), l.k(g.money(180, 900)))
			default:
				l.q = fmt.Sprintf("Hi it's %s, new number, old phone got robbed. Save this one: %s. Landline still %s", g.person("ie").First, l.p("phone", g.ieMobile()), l.p("phone", g.ieLandline()))
			}
		}},
	}
}
