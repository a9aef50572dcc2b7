package main

import (
	"fmt"
	"net/url"
	"strings"
)

func piiE() []T {
	return []T{
		{"html_email_signature", func(g *G) string {
			p := g.person(g.pick("en", "en", "es", "de"))
			em := g.uniEmail(p)
			ph := g.phone(map[string]string{"en": "US", "es": "ES", "de": "DE"}[p.Loc])
			tel := onlyDigits(ph)
			if strings.HasPrefix(ph, "+") {
				tel = "+" + tel
			}
			return fmt.Sprintf("<p>Best,<br>%s</p>\n<table><tr><td><strong>%s</strong><br>%s<br>%s, %s<br>\n<a href=\"mailto:%s\">%s</a> | <a href=\"tel:%s\">%s</a><br>\nPronouns: %s | Office hours: %s</td></tr></table>\n<p style=\"font-size:9px\">CONFIDENTIALITY: This message may contain education records protected by FERPA.</p>",
				strings.Fields(p.Native)[0], p.Native, g.pick("Assistant Director of Admissions", "Graduate Program Coordinator", "Academic Advisor II", "Registrar Services Specialist"), g.K(g.room()), g.pick("Student Services Building", "Rackham", "Fleming Admin"),
				em, g.P("email", em), g.P("phone", tel), g.P("phone", ph), g.pick("she/her", "he/him", "they/them"), g.K(g.pick("Tue/Thu 1–3 pm", "Mon 9:00–11:00", "by appointment")))
		}},
		{"urlencoded_inquiry_form", func(g *G) string {
			p := g.person(g.pick("en", "es", "pt", "fr"))
			em := g.email(p)
			a, e, l := g.nanpLine(usAreas)
			var phEnc string
			switch g.n(0, 2) {
			case 0:
				phEnc = "%2B1" + a + e + l
			case 1:
				phEnc = "%28" + a + "%29%20" + e + "-" + l
			default:
				phEnc = a + "-" + e + "-" + l
			}
			return fmt.Sprintf("POST /admissions/rfi HTTP/1.1\nHost: apply.%s\nContent-Type: application/x-www-form-urlencoded\n\nfirst_name=%s&last_name=%s&email=%s&phone=%s&program=%s&entry_term=%s&hs_ceeb=%s&utm_source=%s\n\nSlate rejects this with 'invalid phone'",
				g.uni("en"), url.QueryEscape(strings.Fields(p.Native)[0]), url.QueryEscape(p.Last), g.P("email", url.QueryEscape(em)), g.P("phone", phEnc), g.pick("BS-NURS", "BA-ECON", "BSE-CS"), g.K(g.pick("2026FA", "2027SP", "2026SU")), g.K(fmt.Sprint(g.n(100000, 559999))), g.pick("instagram", "niche", "google"))
		}},
		{"forwarded_email_chain", func(g *G) string {
			st := g.person(g.pick("en", "zh", "ko", "hi", "es"))
			adv := g.person("en")
			stEm := g.anyEmail(st)
			advEm := g.uniEmail(adv)
			return fmt.Sprintf("Forwarding to the Registrar — can you help with the late add?\n\n---------- Forwarded message ---------\nFrom: %s <%s>\nDate: %s\nSubject: Re: Late add for %s\nTo: %s <%s>\n\nHi %s, I'm fine with the late add, please proceed.\n\nOn %s, %s <%s> wrote:\n> Dear Dr. %s,\n> I was waitlisted for %s (CRN %s) and the waitlist closed before I got in.\n> Could you sign the late add form? My phone is %s if easier.\n> Thanks, %s",
				adv.Native, g.P("email", advEm), g.K(g.date()), g.K(g.course()), st.Native, g.P("email", stEm), strings.Fields(st.Native)[0], g.K(g.date()), st.Native, stEm, strings.Fields(adv.Native)[1], g.K(g.course()), g.K(g.crn()), g.P("phone", g.phone("US")), strings.Fields(st.Native)[0])
		}},
		{"committee_scheduling_email", func(g *G) string {
			st := g.person(g.pick("en", "de", "it", "zh"))
			var ems []string
			for i, n := 0, g.n(3, 4); i < n; i++ {
				m := g.person(g.pick("en", "en", "de", "fr"))
				ems = append(ems, fmt.Sprintf("%s <%s>", m.Native, g.P("email", g.uniEmail(m))))
			}
			return fmt.Sprintf("To: %s\nCc: %s\nSubject: Dissertation defense — %s\n\nDear committee,\n\nThe Graduate School needs the defense scheduled by %s. Based on the When2meet the best slot is %s at %s in %s, with a Zoom option (Meeting ID %s). The dissertation will be circulated by %s.\n\nIf you need to reach me the day of: %s.\n\nBest,\n%s",
				strings.Join(ems[:len(ems)-1], ", "), ems[len(ems)-1], st.Native, g.K(g.date()), g.K(g.date()), g.K(g.clock()), g.K(g.room()), g.K(g.zoomID()), g.K(g.date()), g.P("phone", g.phone(g.pick("US", "US", "DE", "IT"))), st.Native)
		}},
	}
}
