package main

import (
	"fmt"
	"strings"
)

func (b *B) chunkHdr(src string) string {
	return fmt.Sprintf("[chunk %d/%d | source: %s | score %s | ingested %s]\n", b.n(1, 4), b.n(5, 12), src, b.score(), b.k(b.isoDate()))
}

func docsPII() []tmpl {
	return []tmpl{
		{"rag_meeting_notes", func(b *B) string {
			loc := b.loc()
			l := lt[loc]
			a := b.contact(loc, true)
			c := b.contact(loc, true)
			d := b.contact(loc, false)
			src := "notion://meetings/" + b.k(b.notionID())
			return b.chunkHdr(src) + fmt.Sprintf("# %s — %s\n**%s:** %s <%s>, %s <%s>, %s\n\n- %s\n- %s: %s\n\n**%s**\n- [ ] %s → %s\n",
				l.Meet, b.k(b.locDate(loc)), l.Att, a.P.Name, b.em(a.Email), c.P.Name, b.em(c.Email), d.P.Name,
				fmt.Sprintf("Budget %s, ticket %s", b.k(b.price()), b.k(b.ticket())),
				d.P.Given, b.ph(b.phoneNative(loc)), l.Act, fmt.Sprintf(l.CallBack, d.P.Given, b.ph(d.Phone)), b.k(b.locDate(loc)))
		}},
		{"rag_one_on_one_notes", func(b *B) string {
			loc := b.latinLoc()
			p := b.contact(loc, false)
			return b.chunkHdr("obsidian://vault/1on1/"+strings.ToLower(p.P.Last)+".md") + fmt.Sprintf("## 1:1 with %s — %s\n- Moving to %s next month; personal cell is now %s (old one stops working %s)\n- Wants invoices to go to %s instead of work address\n- Comp review in Q%d, current band L%d\n- Follow-up: send the %s offsite agenda\n",
				p.P.Given, b.k(b.isoDate()), b.pick("Lisbon", "Austin", "Pune", "Utrecht", "Kraków"), b.ph(p.Phone), b.k(b.isoDate()), b.em(p.Email), b.n(1, 4), b.n(3, 7), b.pick("March", "June", "October"))
		}},
		{"crm_note_hubspot", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, true)
			l := lt[loc]
			return fmt.Sprintf("[HubSpot note · deal %s · owner @%s · %s]\n%s\n%s (%s) — %s: %s, %s: %s\nDeal value %s, close date %s. Competitor: %s.",
				b.k(b.nz(10)), b.pick("mweber", "jellis", "priya.r"), b.k(b.isoTS()), fmt.Sprintf(l.Mailto, c.P.Name, b.em(c.Email)), c.P.Name, c.Co.Name, l.Tel, b.ph(b.phoneNative(loc)), l.Mob, b.ph(c.Phone), b.k(b.price()), b.k(b.isoDate()), b.pick("Glean", "Guru", "Confluence", "Notion AI"))
		}},
		{"wiki_oncall_table", func(b *B) string {
			loc := b.latinLoc()
			var rows []string
			for i := 0; i < b.n(2, 4); i++ {
				c := b.contact(loc, true)
				rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", b.pick("Primary", "Secondary", "Manager", "DBA"), c.P.Name, b.ph(c.Phone), b.em(c.Email)))
			}
			return fmt.Sprintf("## Escalation — brain-ingest (PagerDuty service %s)\n| Role | Name | Phone | Email |\n|---|---|---|---|\n%s\n\nRunbook: https://wiki.acme.io/x/%s · SLO 99.9%% · dashboard %s",
				b.k("P"+b.rs(6, upper+digs)), strings.Join(rows, "\n"), b.k(b.rs(8, alnum)), b.k(b.uuid()))
		}},
		{"forwarded_email_chunk", func(b *B) string {
			loc := b.latinLoc()
			f := b.contact(loc, true)
			t := b.contact("en_US", true)
			l := lt[loc]
			return fmt.Sprintf("---------- Forwarded message ---------\nFrom: %s <%s>\nDate: %s\nSubject: Re: Quote %s\nTo: %s <%s>\n\nHi %s,\n\nattached the revised quote (valid until %s). Order ref %s.\n\n%s\n%s\n%s\n%s: %s\n%s: %s",
				f.P.Name, b.em(f.Email), b.k(b.pick("Mon, ", "Tue, ", "Thu, ")+fmt.Sprintf("%d Mar 2025 at %s", b.n(1, 28), b.hhmm())), b.k(b.invoice()), t.P.Name, b.em(t.Email), t.P.Given, b.k(b.isoDate()), b.k(b.orderNo()), l.Thanks, f.P.Name, f.Co.Name, l.Tel, b.ph(f.Phone), l.Mob, b.ph(b.phone(loc)))
		}},
		{"email_signature_block", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, true)
			l := lt[loc]
			street, ok := streets[loc]
			if !ok {
				street = b.pick("350 Fifth Avenue, Suite 4200, New York, NY 10118", "1 Raffles Place, #20-61, Singapore 048616")
			}
			return fmt.Sprintf("%s\n\n-- \n%s\n%s\n%s\n%s %s | %s %s\n%s",
				l.Thanks, c.P.Name, c.Co.Name, b.k(street), l.Tel, b.ph(b.phone(loc)), l.Mob, b.ph(b.phoneNative(loc)), b.em(c.Email))
		}},
		{"ics_invite_attendees", func(b *B) string {
			o := b.contact(b.latinLoc(), true)
			a := b.contact(b.latinLoc(), true)
			mid := b.meetingID()
			pwd := b.mixed(32, alnum)
			dt := strings.ReplaceAll(b.isoDate(), "-", "")
			hr := b.n(8, 16)
			return fmt.Sprintf("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nBEGIN:VEVENT\r\nDTSTART:%sT%02d0000Z\r\nDTEND:%sT%02d3000Z\r\nUID:%s@google.com\r\nORGANIZER;CN=%s:mailto:%s\r\nATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN=%s:mailto:%s\r\nDESCRIPTION:Join Zoom: https://us02web.zoom.us/j/%s?pwd=%s\\nMeeting ID: %s\\nHost mobile (if Zoom fails): %s\r\nSUMMARY:Brain rollout sync\r\nEND:VEVENT\r\nEND:VCALENDAR",
				b.k(dt), hr, dt, hr, b.k(b.rs(26, lower+digs)), o.P.Name, b.em(o.Email), a.P.Name, b.em(a.Email), strings.ReplaceAll(mid, " ", ""), b.sec(pwd), b.k(mid), b.ph(b.phone("en_US")))
		}},
		{"vcard_contact", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, true)
			home := b.email(c.P, "")
			return fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:%s\nTEL;TYPE=CELL:%s\nTEL;TYPE=WORK,VOICE:%s\nEMAIL;TYPE=WORK:%s\nEMAIL;TYPE=HOME:%s\nREV:%s\nUID:urn:uuid:%s\nEND:VCARD",
				c.P.Name, c.Co.Name, b.ph(c.Phone), b.ph(b.phone(loc)), b.em(c.Email), b.em(home), b.k(b.isoDate()+"T101500Z"), b.k(b.uuid()))
		}},
		{"slack_export_message", func(b *B) string {
			loc := b.latinLoc()
			c := b.contact(loc, false)
			txt := fmt.Sprintf("fyi %s's personal number is %s if the office line is down — or email %s", c.P.Given, b.ph(c.Phone), b.em(c.Email))
			return fmt.Sprintf(`{"type":"message","user":"%s","text":%s,"ts":"%s","team":"T%s","channel":"%s","client_msg_id":"%s","reactions":[{"name":"pray","count":%d}]}`,
				b.k(b.slackUser()), js(txt), b.k(b.slackTS()), b.rs(8, upper+digs), b.k(b.slackChan()), b.k(b.uuid()), b.n(1, 6))
		}},
		{"teams_chat_export_html", func(b *B) string {
			loc := b.latinLoc()
			c := b.contact(loc, true)
			return fmt.Sprintf("<div class=\"message\" data-id=\"%s\"><span class=\"author\">%s</span> <time datetime=\"%s\">%s</time><p>New vendor contact: %s, <a href=\"mailto:%s\">%s</a>, <a href=\"tel:%s\">%s</a>. PO <b>%s</b> approved.</p></div>",
				b.k(b.unixTS()+b.d(3)), c.P.Name, b.k(b.isoTS()), b.hhmm(), c.P.Name, b.em(c.Email), c.Email, b.ph(strings.NewReplacer(" ", "", "(", "", ")", "", "-", "", ".", "").Replace(c.Phone)), b.ph(c.Phone), b.k("45"+b.d(8)))
		}},
		{"obsidian_person_frontmatter", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, false)
			return fmt.Sprintf("---\ntitle: %s\naliases: [%s]\ntags: [person, %s]\nemail: %s\nphone: \"%s\"\nbirthday: %s\ncreated: %s\nuid: %s\n---\n\n# %s\nMet via %s. Kids: 2. Likes %s.\n",
				c.P.Name, c.P.Given, strings.ToLower(loc[3:]), b.em(c.Email), b.ph(b.phoneNative(loc)), b.k(fmt.Sprintf("%02d-%02d", b.n(1, 12), b.n(1, 28))), b.k(b.isoDate()), b.k(b.rs(20, lower+digs)), c.P.Name, b.pick("climbing gym", "school pickup", "a conference in Lisbon"), b.pick("jazz", "trail running", "sourdough", "chess"))
		}},
		{"notion_contacts_table", func(b *B) string {
			var rows []string
			for i := 0; i < b.n(2, 4); i++ {
				loc := b.loc()
				c := b.contact(loc, true)
				rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s | %s |", c.P.Name, c.Co.Name, b.em(c.Email), b.ph(c.Phone), b.pick("Warm", "Cold", "Customer", "Partner")))
			}
			return "Partners DB (exported " + b.k(b.isoDate()) + ")\n\n| Name | Company | Email | Phone | Status |\n| --- | --- | --- | --- | --- |\n" + strings.Join(rows, "\n")
		}},
		{"csv_contacts_export", func(b *B) string {
			loc := b.latinLoc()
			rows := []string{"id,first_name,last_name,email,mobile,city,created_at"}
			for i := 0; i < b.n(2, 4); i++ {
				c := b.contact(loc, false)
				parts := strings.Fields(c.P.Name)
				ph := c.Phone
				if strings.Contains(ph, ",") {
					ph = `"` + ph + `"`
				}
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%s,%s", b.k(b.nz(6)), parts[0], parts[len(parts)-1], b.em(c.Email), b.ph(ph), b.pick("Berlin", "Austin", "Porto", "Leeds", "Lyon", "Gdańsk"), b.k(b.isoTS())))
			}
			return "import preview (people.csv, first rows):\n" + strings.Join(rows, "\n")
		}},
		{"hr_onboarding_ssn", func(b *B) string {
			c := b.contact("en_US", false)
			s := b.pick(b.ssnDash(), b.ssnAny())
			return fmt.Sprintf("Onboarding checklist — %s (start %s, employee #%s)\n- [x] Offer signed\n- [x] I-9 verified, SSN %s\n- [ ] Personal email for payroll portal: %s\n- [ ] Emergency contact: %s (%s)\n- [ ] Laptop asset tag %s",
				c.P.Name, b.k(b.isoDate()), b.k(b.nz(5)), b.ssn(s), b.em(c.Email), b.person("en_US").Name, b.ph(b.phone("en_US")), b.k("LT-"+b.nz(5)))
		}},
		{"w9_tax_chunk", func(b *B) string {
			c := b.contact("en_US", false)
			useItin := b.chance(0.4)
			var tin string
			label := "Social security number"
			if useItin {
				tin = b.itin()
				label = "Social security number (ITIN)"
			} else {
				tin = b.ssnDash()
			}
			return b.chunkHdr("drive://Finance/Contractors/W-9_"+c.P.Last+".pdf") + fmt.Sprintf("Form W-9 (Rev. March 2024)\n1 Name: %s\n3 Federal tax classification: Individual/sole proprietor\n5 Address: %d %s St, %s\nPart I Taxpayer Identification Number\n%s: %s\nEmployer identification number: —\nSigned %s. Contact: %s",
				c.P.Name, b.n(10, 9999), b.pick("Oak", "Pine", "Maple", "Cedar", "Elm"), b.k(b.pick("Austin, TX 78704", "Portland, OR 97214", "Denver, CO 80205", "Brooklyn, NY 11215")), label, b.ssn(tin), b.k(b.isoDate()), b.em(c.Email))
		}},
		{"company_card_note", func(b *B) string {
			cardNum := b.card()
			return fmt.Sprintf("## Team SaaS card\nUse this card for tool trials only (limit %s/mo):\n- Card: %s\n- Exp: %s  (CVC in 1Password)\n- Billing ZIP: %s\nReceipts to %s. Last charge: %s on %s, invoice %s.",
				b.k(b.price()), b.cc(cardNum), b.k(fmt.Sprintf("%02d/%02d", b.n(1, 12), b.n(26, 30))), b.k(b.pick("94107", "10001", "60611", "78701")), b.em("receipts+"+b.pick("saas", "ops", "kb")+"@"+b.company("en_US").Domain), b.k(b.price()), b.k(b.isoDate()), b.k(b.invoice()))
		}},
		{"personal_admin_note", func(b *B) string {
			return fmt.Sprintf("# Personal admin (private)\n- Tax return: SSN %s, spouse %s\n- Card for utilities: %s\n- Insurance policy no. %s, renewal %s\n- Bank hotline: %s",
				b.ssn(b.ssnDash()), b.ssn(b.ssnDash()), b.cc(b.card()), b.k("HO-"+b.nz(8)), b.k(b.isoDate()), b.ph(b.phone("en_US")))
		}},
		{"wifi_office_wiki", func(b *B) string {
			loc := b.pick("de_DE", "en_GB", "fr_FR", "nl_NL", "en_US")
			c := b.contact(loc, true)
			return fmt.Sprintf("## Office info — %s\nWi-Fi: `%s-Staff` / password: `%s`\nGuest Wi-Fi: `%s-Guest` / pw: %s\nPrinter: %s (port 9100)\nFacilities: %s, %s, %s\nAlarm panel code changes monthly — ask facilities.",
				c.Co.Name, strings.Fields(c.Co.Name)[0], b.sec(b.password()), strings.Fields(c.Co.Name)[0], b.sec(b.password()), b.k(b.ipPriv()), c.P.Name, b.ph(c.Phone), b.em(c.Email))
		}},
		{"whatsapp_export_chunk", func(b *B) string {
			loc := b.pick("pt_BR", "es_MX", "hi_IN", "en_IN", "it_IT", "de_DE", "es_ES", "tr_TR")
			a := b.contact(loc, false)
			n1 := b.phone(loc)
			d := b.locDate(loc)
			return fmt.Sprintf("[%s, %s:%02d] %s: %s\n[%s, %s:%02d] %s: %s\n[%s, %s:%02d] %s: 👍",
				b.k(d), b.hhmm(), b.n(0, 59), b.ph(n1), fmt.Sprintf(lt[loc].NewNum, a.P.Given, b.ph(a.Phone)),
				d, b.hhmm(), b.n(0, 59), a.P.Given, lt[loc].Mail+": "+b.em(a.Email),
				d, b.hhmm(), b.n(0, 59), n1)
		}},
		{"support_ticket_chunk", func(b *B) string {
			loc := b.latinLoc()
			c := b.contact(loc, false)
			return b.chunkHdr("zendesk://tickets/"+b.nz(6)) + fmt.Sprintf("Requester: %s <%s>\nPhone: %s\nSubject: Charged twice for order %s\nBody: I was billed %s twice on %s, card %s. Tracking %s still shows label created.\nAgent note: refund issued, ref %s.",
				c.P.Name, b.em(c.Email), b.ph(c.Phone), b.k(b.orderNo()), b.k(b.price()), b.k(b.isoDate()), b.k(b.masked4()), b.k(b.upsTracking()), b.k("re_"+b.rs(24, alnum)))
		}},
		{"sales_call_transcript", func(b *B) string {
			c := b.contact(b.pick("en_US", "en_GB", "en_AU", "en_IN"), true)
			ph := c.Phone
			return fmt.Sprintf("Gong transcript excerpt (call %s, %s)\n[00:%02d:%02d] %s: best way to reach me is my cell, %s, or just email %s.\n[00:%02d:%02d] AE: perfect, I'll send the MSA tonight.\n[00:%02d:%02d] %s: and loop in procurement, it's procurement@%s",
				b.k(b.nz(16)), b.k(b.isoDate()), b.n(10, 40), b.n(0, 59), c.P.Given, b.ph(ph), b.em(c.Email), b.n(41, 50), b.n(0, 59), b.n(51, 58), b.n(0, 59), c.P.Given, b.em2(c.Co.Domain))
		}},
		{"gcal_event_json", func(b *B) string {
			a := b.contact(b.latinLoc(), true)
			c := b.contact(b.latinLoc(), false)
			return fmt.Sprintf(`{"kind":"calendar#event","id":"%s","status":"confirmed","summary":"Coffee with %s","start":{"dateTime":"%sT%s:00+02:00"},"organizer":{"email":"%s"},"attendees":[{"email":"%s","responseStatus":"accepted"},{"email":"%s","responseStatus":"needsAction"}],"location":"Café Luitpold, Brienner Str. 11, 80333 München","description":"If late call %s"}`,
				b.k(b.rs(26, lower+digs)), c.P.Given, b.k(b.isoDate()), b.hhmm(), b.em(a.Email), b.em(a.Email), b.em(c.Email), b.ph(c.Phone))
		}},
		{"gmail_api_message", func(b *B) string {
			f := b.contact(b.loc(), true)
			t := b.contact("en_US", true)
			return fmt.Sprintf(`{"id":"%s","threadId":"%s","labelIds":["INBOX","CATEGORY_PERSONAL"],"snippet":%s,"payload":{"headers":[{"name":"From","value":%s},{"name":"To","value":"%s"},{"name":"Date","value":"%s"},{"name":"Message-ID","value":"%s"}]},"internalDate":"%s"}`,
				b.k(b.rs(16, hexs)), b.k(b.rs(16, hexs)), js(fmt.Sprintf("Hi %s, my direct line is %s. Talk soon", t.P.Given, b.ph(f.Phone))), js(f.P.Name+" <"+b.em(f.Email)+">"), b.em(t.Email), b.k(fmt.Sprintf("Wed, %d Apr 2025 %s:%02d +0000", b.n(1, 28), b.hhmm(), b.n(0, 59))), b.k("<CA"+b.rs(30, alnum+"+_-")+"@mail.gmail.com>"), b.k(b.unixTS()+b.d(3)))
		}},
		{"stripe_event_json", func(b *B) string {
			c := b.contact(b.latinLoc(), false)
			return fmt.Sprintf(`tool_result stripe.events.retrieve: {"id":"evt_%s","type":"charge.succeeded","created":%s,"data":{"object":{"id":"ch_%s","amount":%d,"currency":"eur","billing_details":{"email":"%s","name":%s,"phone":"%s"},"payment_method_details":{"card":{"brand":"visa","last4":"%s","exp_month":%d,"exp_year":%d}},"receipt_number":"%s"}}}`,
				b.k(b.rs(24, alnum)), b.k(b.unixTS()), b.k(b.rs(24, alnum)), b.n(900, 99900), b.em(c.Email), js(c.P.Name), b.ph(c.Phone), b.d(4), b.n(1, 12), b.n(2026, 2031), b.k(b.d(4)+"-"+b.d(4)))
		}},
		{"app_log_lines", func(b *B) string {
			c := b.contact(b.latinLoc(), false)
			c2 := b.contact(b.loc(), false)
			return fmt.Sprintf("%s INFO  ingest.worker doc=%s user=%s chunks=%d\n%s WARN  notify.sms failed to=%s err=\"21610 unsubscribed\" req=%s\n%s INFO  auth.login ok ip=%s ua=\"Mozilla/5.0\" latency_ms=%d",
				b.k(b.isoTS()), b.k(b.notionID()), b.em(c.Email), b.n(3, 80), b.k(b.isoTS()), b.ph(c2.Phone), b.k(b.reqID()), b.k(b.isoTS()), b.k(b.ipPub()), b.n(20, 900))
		}},
		{"recruiting_cv_chunk", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, false)
			l := lt[loc]
			return b.chunkHdr("greenhouse://candidates/"+b.nz(8)+"/resume.pdf") + fmt.Sprintf("%s\n%s · %s · %s: %s\nlinkedin.com/in/%s-%s\n\nEXPERIENCE\n%s — Senior Data Engineer (%d–present)\n- Cut ingestion cost %d%% across %s docs/day",
				c.P.Name, b.em(c.Email), b.ph(b.phoneNative(loc)), l.Mob, b.ph(c.Phone), c.P.First, c.P.Last, c.Co.Name, b.n(2018, 2023), b.n(15, 60), b.k(fmt.Sprintf("%d.%dM", b.n(1, 9), b.n(0, 9))))
		}},
		{"emergency_contacts_personal", func(b *B) string {
			loc := b.loc()
			l := lt[loc]
			m := b.person(loc)
			s := b.person(loc)
			return fmt.Sprintf("## Emergency / family\n- %s (parent): %s\n- %s (sister): %s, %s\n- Family doctor: %s\n- Building concierge: %s\nUpdated %s",
				m.Name, b.ph(b.phoneNative(loc)), s.Name, b.ph(b.phone(loc)), b.em(b.email(s, "")), b.ph(b.phone(loc)), b.ph(b.phone(loc)), b.k(b.locDate(loc))) + "\n" + l.Thanks
		}},
		{"travel_booking_card", func(b *B) string {
			c := b.contact(b.latinLoc(), false)
			return fmt.Sprintf("Booking confirmation %s — %s\nGuest: %s, %s, %s\nCheck-in %s 15:00, 3 nights, total %s\nGuaranteed with card %s (exp %s)\nFlight %s, PNR %s",
				b.k(b.nz(10)), b.pick("Hotel Adlon", "Ace Hotel Kyoto", "Hotel Arts Barcelona", "The Hoxton Shoreditch"), c.P.Name, b.em(c.Email), b.ph(c.Phone), b.k(b.isoDate()), b.k(b.price()), b.cc(b.card()), b.k(fmt.Sprintf("%02d/%d", b.n(1, 12), b.n(2027, 2030))), b.k(b.pick("LH", "BA", "AF", "KL", "UA", "NH")+" "+fmt.Sprint(b.n(100, 2999))), b.k(b.rs(6, upper)))
		}},
		{"password_manager_export_csv", func(b *B) string {
			rows := []string{"name,url,username,password,note"}
			for i := 0; i < b.n(2, 4); i++ {
				c := b.contact(b.latinLoc(), false)
				site := b.r.Intn(6)
				note := []string{"", "2FA on phone", "shared w/ team", "since " + b.isoDate()}[b.r.Intn(4)]
				if strings.HasPrefix(note, "since") {
					b.k(note[6:])
				}
				rows = append(rows, fmt.Sprintf("%s,https://%s,%s,%s,%s", []string{"Figma", "Notion", "Vercel", "Hetzner", "Namecheap", "Grafana"}[site], []string{"figma.com", "notion.so", "vercel.com", "accounts.hetzner.com", "namecheap.com", "grafana.net"}[site], b.em(c.Email), b.sec(b.password()), note))
			}
			return "Agent: the user pasted this to migrate into the team vault:\n" + strings.Join(rows, "\n")
		}},
		{"zoom_invite_text", func(b *B) string {
			o := b.contact(b.latinLoc(), true)
			mid := b.meetingID()
			pc := b.d(6)
			return fmt.Sprintf("%s is inviting you to a scheduled Zoom meeting.\nTopic: Brain migration office hours\nTime: %s %s\nJoin Zoom Meeting\nhttps://acme.zoom.us/j/%s?pwd=%s\nMeeting ID: %s\nPasscode: %s\nQuestions before? %s / %s",
				o.P.Name, b.k(b.locDate("en_US")), b.k(fmt.Sprintf("%d:%02d PM", b.n(1, 5), b.pick3(0, 30))+" Pacific Time (US and Canada)"), strings.ReplaceAll(mid, " ", ""), b.sec(b.mixed(32, alnum)+".1"), b.k(mid), b.sec(pc), b.em(o.Email), b.ph(o.Phone))
		}},
	}
}

// role address at a company domain
func (b *B) em2(dom string) string { return b.em("procurement@" + dom)[len("procurement@"):] }

var streets = map[string]string{
	"de_DE": "Hauptstraße 12, 10115 Berlin", "fr_FR": "12 rue de la Paix, 75002 Paris", "pt_BR": "Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200",
	"en_US": "350 Fifth Avenue, Suite 4200, New York, NY 10118", "nl_NL": "Keizersgracht 123, 1015 CJ Amsterdam", "pl_PL": "ul. Marszałkowska 84, 00-514 Warszawa",
	"ja_JP": "〒100-0004 東京都千代田区大手町1-1-2", "en_GB": "1 Canada Square, London E14 5AB", "es_ES": "Calle de Alcalá 48, 28014 Madrid", "es_MX": "Av. Reforma 222, Juárez, 06600 Ciudad de México, CDMX",
	"it_IT": "Via Montenapoleone 8, 20121 Milano", "sv_SE": "Drottninggatan 33, 111 51 Stockholm", "tr_TR": "Büyükdere Cad. No:185, 34394 Şişli/İstanbul", "ru_RU": "ул. Тверская, д. 7, Москва, 125009",
	"zh_CN": "上海市浦东新区世纪大道100号, 200120", "ko_KR": "서울특별시 강남구 테헤란로 152, 06236", "ar_SA": "طريق الملك فهد، الرياض 12214", "en_AU": "Level 12, 1 Martin Place, Sydney NSW 2000",
	"en_IN": "4th Floor, Prestige Tower, MG Road, Bengaluru 560001", "hi_IN": "कनॉट प्लेस, नई दिल्ली 110001", "el_GR": "Λεωφ. Βασιλίσσης Σοφίας 10, Αθήνα 106 74", "he_IL": "שדרות רוטשילד 22, תל אביב 6688218",
	"vi_VN": "72 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh", "th_TH": "999/9 ถนนพระราม 1 ปทุมวัน กรุงเทพฯ 10330", "fa_IR": "تهران، خیابان ولیعصر، پلاک ۱۲۴",
}
