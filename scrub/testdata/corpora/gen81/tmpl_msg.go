package main

import (
	"fmt"
	"strings"
)

// SMS / iMessage threads, voicemail transcripts, e-mail signatures,
// contact cards and obfuscated addresses.
func msgTemplates() []tmpl {
	return []tmpl{
		{"imessage_thread", func(g *G, l *L) {
			c := g.caCity()
			if g.chance(50) {
				c = g.usCity()
			}
			d := fmt.Sprintf("%d/%d/%d", g.rng(1, 12), g.rng(1, 28), g.rng(24, 25))
			l.q = fmt.Sprintf("[%s, %s] Mom: call your aunt %s, her new number is %s\n[%s, %s] Me: ok will do. is she still at the %s place?\n[%s, %s] Mom: yes. landline is %s but she never answers it",
				d, g.time12(), g.person("us").First, l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{1, 0, 2, 8, 9}))), d, g.time12(), g.pickS(streetNames), d, g.time12(), l.p("phone", g.nanp(c)))
		}},
		{"voicemail_transcript_callback", func(g *G, l *L) {
			c := g.usCity()
			l.q = fmt.Sprintf("New voicemail from %s (%s)\n\"Hey it's %s from %s returning your call about the estimate. It came to about %s for the %s. Give me a call back at %s whenever, I'm on a job until four. Thanks.\"",
				l.p("phone", g.nanpStyle(g.pickS(c.Areas), 0)), g.pick("0:38", "1:02", "0:51"), g.person("us").First, g.pick("Ace Roofing", "Precision HVAC", "Dan's Plumbing"), l.k(g.money(400, 9000)), g.pick("water heater", "gutters", "furnace"), l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{1, 8, 1, 0}))))
		}},
		{"google_voice_notice", func(g *G, l *L) {
			c := g.usCity()
			l.q = fmt.Sprintf("Google Voice\nNew text message from %s\n%s: %s\nYOUR ACCOUNT  HELP CENTER  HELP FORUM\nTo respond to this text message, reply to this email or visit Google Voice.",
				l.p("phone", g.nanpStyle(g.pickS(c.Areas), 0)), g.time12(), g.pick("Running 10 min late, sorry!", "Is the room still for rent?", "Your package is at the front desk", "Can you send me the invoice again?"))
		}},
		{"whatsapp_export_au", func(g *G, l *L) {
			d := fmt.Sprintf("%02d/%02d/%d", g.rng(1, 28), g.rng(1, 12), g.rng(2024, 2025))
			a, b := g.auMobile(), g.auMobile()
			if !strings.HasPrefix(a, "+") {
				a = "+61 " + onlyDigits(a)[1:4] + " " + onlyDigits(a)[4:7] + " " + onlyDigits(a)[7:]
			}
			l.q = fmt.Sprintf("%s, %s - %s: Hey is the %s still on for Sunday?\n%s, %s - %s: yep 2pm at the oval, bring a plate\n%s, %s - %s: sweet, my brother's coming too, his number's %s",
				d, g.pick("9:14 am", "18:02", "7:45 pm"), l.p("phone", a), g.pick("barbie", "footy", "working bee"), d, g.pick("9:20 am", "18:10"), g.person("au").First, d, g.pick("9:22 am", "18:12"), a, l.p("phone", b))
		}},
		{"sms_thread_nz", func(g *G, l *L) {
			l.q = fmt.Sprintf("Me: Hey, it's %s from the flat viewing on %s St. Still keen to sign?\nThem: Yeah all good. Bond is %s, can pay Friday\nMe: Sweet as. Landlord's number is %s if you need it, or the office %s",
				g.person("nz").First, g.pick("Cuba", "Colombo", "Grey", "Ponsonby"), l.k(g.pick("$1,800", "$2,400", "$2,100")), l.p("phone", g.nzMobile()), l.p("phone", g.nzLandline()))
		}},
		{"sms_thread_ie", func(g *G, l *L) {
			l.q = fmt.Sprintf("Hiya it's %s, the plumber gave me your number. I can call out %s to look at the boiler, it's %s for the call out. Text back on this number or ring the office %s. Thanks",
				g.person("ie").First, g.pick("Thursday morning", "tomorrow after 2", "Monday"), l.k(g.pick("€60", "€80", "€95")), l.p("phone", g.ieLandline()))
			l.q = l.q + fmt.Sprintf(" (my mobile is %s)", l.p("phone", g.ieMobile()))
		}},
		{"sig_us_corporate", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			name, _ := g.bizName()
			l.q = fmt.Sprintf("Let me know if Tuesday works.\n\nBest,\n%s | %s\n%s Inc.\n%s, Suite %d, %s, %s %s\nD: %s | M: %s\n%s\nThis e-mail and any attachments are confidential.",
				p.Full(), g.pick("Senior Account Executive", "Controller", "Benefits Specialist", "Office Manager"), name, g.street(), g.rng(100, 900), c.Name, c.Region, l.k(g.zip4(c)),
				l.p("phone", g.nanpStyle(g.pickS(c.Areas), 2)), l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{2, 8}))), l.p("email", g.email(p, true)))
		}},
		{"sig_quebec_bilingual", func(g *G, l *L) {
			p := g.person("qc")
			c := g.qcCity()
			poste := fmt.Sprint(g.rng(200, 4999))
			l.q = fmt.Sprintf("Merci et bonne journée,\n\n%s\nConseiller principal, paie et avantages sociaux | Senior Advisor, Payroll & Benefits\nTél. : %s, poste %s | Cell. : %s\n%s\n%s, %s (Québec) %s",
				p.Full(), l.p("phone", g.nanpStyle(g.pickS(c.Areas), 12)), poste, l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{12, 1}))), l.p("email", g.email(p, true)), g.street(), c.Name, l.k(g.postal(c)))
			l.k("poste " + poste)
		}},
		{"sig_au_trades", func(g *G, l *L) {
			p := g.person("au")
			name, _ := g.bizName()
			l.q = fmt.Sprintf("Cheers,\n%s\n%s Pty Ltd | ABN %s\nMob: %s | Ph: %s | Free call %s\n%s\nLic. No. %s",
				p.Full(), name, l.k(g.abn()), l.p("phone", g.auMobile()), l.p("phone", g.auLandline()), l.p("phone", g.au1300()), l.p("email", g.email(p, true)), l.k(fmt.Sprint(g.rng(100000, 399999))+"C"))
		}},
		{"sig_nz_office", func(g *G, l *L) {
			p := g.person("nz")
			l.q = fmt.Sprintf("Ngā mihi,\n%s\n%s\nM: %s | DDI: %s\n%s\nLevel %d, %d %s Street, %s %d",
				p.Full(), g.pick("Senior Accountant", "Practice Manager", "Payroll Administrator"), l.p("phone", g.nzMobile()), l.p("phone", g.nzLandline()), l.p("email", g.email(p, true)), g.rng(1, 12), g.rng(1, 300), g.pick("Queen", "Lambton", "Victoria", "Hereford"), g.pick("Auckland", "Wellington", "Christchurch"), g.rng(1010, 8022))
		}},
		{"sig_ie_solicitor", func(g *G, l *L) {
			p := g.person("ie")
			l.q = fmt.Sprintf("Kind regards,\n%s\nSolicitor\n%s & Co. | %s, Dublin %s, %s\nT: %s | M: %s\nE: %s\nRegistered in Ireland No. %s. VAT No. %s",
				p.Full(), g.person("ie").Last, g.street(), g.dublinDistrict(), l.k(g.eircode()), l.p("phone", g.ieLandline()), l.p("phone", g.ieMobile()), l.p("email", g.email(p, true)), l.k(fmt.Sprint(g.rng(100000, 799999))), l.k("IE"+g.digits(7)+g.from("ABCDEFGHW", 1)))
		}},
		{"vcard_contact", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			c := g.usCity()
			if p.loc == "ca" {
				c = g.caCity()
			}
			l.q = fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nFN:%s\nTEL;TYPE=CELL:%s\nTEL;TYPE=WORK,VOICE:%s\nEMAIL;TYPE=INTERNET:%s\nADR;TYPE=HOME:;;%s;%s;%s;%s;\nEND:VCARD",
				p.Last, p.First, p.Full(), l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{5, 10, 4, 0}))), l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{1, 9, 3}))), l.p("email", g.email(p, false)), g.street(), c.Name, c.Region, l.k(g.zip5(c)))
		}},
		{"craigslist_obfuscated_email", func(g *G, l *L) {
			p := g.person("us")
			e := g.email(p, false)
			parts := strings.SplitN(e, "@", 2)
			dom := parts[1]
			var v string
			switch g.intn(3) {
			case 0:
				v = parts[0] + " (at) " + strings.Replace(dom, ".", " (dot) ", 1)
			case 1:
				v = parts[0] + "[at]" + dom
			default:
				v = parts[0] + " [at] " + strings.Replace(dom, ".", " [dot] ", -1)
			}
			l.q = fmt.Sprintf("%s for sale, %s OBO. Works great, moving. No lowballers, no trades. Serious inquiries only: %s or text %s. Cash only, pickup in %s.",
				g.pick("Whirlpool washer", "Trek mountain bike", "Craftsman mower", "PS5 w/ 2 controllers"), l.k(g.pick("$150", "$200", "$325", "$90")), l.p("email", v), l.p("phone", g.nanpStyle(g.pickS(g.usCity().Areas), g.pick2([]int{1, 2, 8}))), g.usCity().Name)
		}},
		{"spelled_email_prose", func(g *G, l *L) {
			// README leaves "at … dot" in small letters alone; we label it (disagreement).
			p := g.person(g.pick("us", "ca", "au"))
			e := g.email(p, false)
			parts := strings.SplitN(e, "@", 2)
			v := parts[0] + " at " + strings.ReplaceAll(parts[1], ".", " dot ")
			l.q = fmt.Sprintf("Not posting my number here because of bots, but email me at %s and I'll send pics of the %s. Still have the receipt (%s).",
				l.p("email", v), g.pick("crib", "drum kit", "patio set", "treadmill"), l.k(g.money(200, 900)))
		}},
		{"email_thread_header", func(g *G, l *L) {
			a, b := g.person("us"), g.person("us")
			ea, eb := g.email(a, true), g.email(b, false)
			l.q = fmt.Sprintf("From: %s <%s>\nSent: %s %s\nTo: %s <%s>\nCc: %s\nSubject: RE: Invoice %s — past due\n\nHi %s, the %s balance is now 45 days past due. Can you call me at %s to set up a payment plan?",
				a.Full(), l.p("email", ea), g.pick("Tuesday, March 4, 2025", "Friday, January 17, 2025", "Monday, October 6, 2025"), g.time12(), b.Full(), l.p("email", eb), l.p("email", g.email(g.person("us"), true)), l.k(fmt.Sprintf("%d-%04d", g.rng(2024, 2025), g.intn(10000))), b.First, l.k(g.money(400, 12000)), l.p("phone", g.usPhone()))
		}},
		{"mailchimp_export_csv", func(g *G, l *L) {
			rows := []string{"Email Address,First Name,Last Name,Phone Number,MEMBER_RATING,OPTIN_TIME"}
			for i := 0; i < g.rng(2, 4); i++ {
				p := g.person(g.pick("us", "ca", "au"))
				var ph string
				switch p.loc {
				case "au":
					ph = g.auMobile()
				case "ca":
					ph = g.caPhone()
				default:
					ph = g.usPhone()
				}
				cell := ph
				if strings.ContainsAny(ph, " ,") {
					cell = "\"" + ph + "\""
				}
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%d,%s %02d:%02d:%02d", l.p("email", g.email(p, false)), p.First, p.Last, cell, g.rng(1, 5), g.isoDate(), g.intn(24), g.intn(60), g.intn(60)))
				l.p("phone", ph)
			}
			l.q = "Why does the import say 'invalid phone' for some rows?\n" + strings.Join(rows, "\n")
		}},
		{"git_log_author", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca", "ie", "au", "nz"))
			l.q = fmt.Sprintf("git log -1 shows the wrong email on my commits:\ncommit %s\nAuthor: %s <%s>\nDate:   %s\n\n    fix: handle null shipping_phone in Shopify webhook (#%d)\n\nHow do I rewrite it to my work address %s without breaking the PR?",
				l.k(g.hex(40)), p.Full(), l.p("email", g.email(p, false)), g.pick("Tue Mar 4 14:22:09 2025 -0500", "Fri Jan 17 09:41:55 2025 +1100", "Mon Oct 6 17:03:12 2025 +0100"), g.rng(100, 4999), l.p("email", g.email(p, true)))
		}},
	}
}
