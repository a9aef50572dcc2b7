package main

import (
	"fmt"
	"net/url"
	"strings"
)

func chatPII() []tmpl {
	return []tmpl{
		{"user_query_with_context", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, false)
			l := lt[loc]
			return fmt.Sprintf("<context>\n<doc id=\"%s\" path=\"people/%s.md\">%s — %s: %s, %s: %s</doc>\n<doc id=\"%s\" path=\"daily/%s.md\">%s</doc>\n</context>\n\n%s",
				b.k(b.rs(10, lower+digs)), c.P.Last, c.P.Name, l.Mob, b.ph(b.phoneNative(loc)), l.Mail, b.em(c.Email), b.rs(10, lower+digs), b.k(b.isoDate()), fmt.Sprintf(l.CallBack, c.P.Given, b.ph(c.Phone)), fmt.Sprintf(l.Ask, c.P.Given))
		}},
		{"assistant_answer_cited", func(b *B) string {
			loc := b.latinLoc()
			c := b.contact(loc, true)
			return fmt.Sprintf("According to your notes, %s's number is **%s** (updated %s in *people/%s*) [1]. Their work email is %s [2]. Want me to add a reminder to call them before the %s renewal?\n\n[1] obsidian://people/%s.md\n[2] gmail thread %s",
				c.P.Given, b.ph(c.Phone), b.k(b.isoDate()), c.P.Last, b.em(c.Email), c.Co.Name, c.P.Last, b.k(b.rs(16, hexs)))
		}},
		{"multiturn_role_log", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, false)
			l := lt[loc]
			return fmt.Sprintf("user: %s\nassistant: I found two entries. The newest (%s) says: \"%s\".\nuser: great, also save her email %s\nassistant: Saved to people/%s. Anything else?\nuser: %s",
				fmt.Sprintf(l.Ask, c.P.Given), b.k(b.isoDate()), fmt.Sprintf(l.NewNum, c.P.Given, b.ph(b.phoneNative(loc))), b.em(c.Email), c.P.Last, b.pick("no thanks", "remind me friday", "👍", "ok"))
		}},
		{"openai_messages_array", func(b *B) string {
			loc := b.latinLoc()
			c := b.contact(loc, true)
			cid := b.k(b.callID())
			tool := fmt.Sprintf(`{"name":"%s","email":"%s","phone":"%s","last_meeting":"%s"}`, c.P.Name, b.em(c.Email), b.ph(c.Phone), b.k(b.isoDate()))
			return fmt.Sprintf(`[{"role":"system","content":"You are the team brain. Answer from tools only."},{"role":"user","content":"who is our contact at %s?"},{"role":"assistant","tool_calls":[{"id":"%s","type":"function","function":{"name":"people_lookup","arguments":"{\"company\":\"%s\"}"}}]},{"role":"tool","tool_call_id":"%s","content":%s}]`,
				c.Co.Name, cid, c.Co.Name, cid, js(tool))
		}},
		{"voice_memo_transcript", func(b *B) string {
			loc := b.pick("en_US", "en_GB", "de_DE", "pl_PL", "es_ES", "fr_FR")
			p := b.person(loc)
			ph := b.phone(loc)
			return fmt.Sprintf("Voice memo %s (auto-transcribed, confidence %s): \"note to self — the plumber is %s, number %s, he said Thursday between 8 and 10. Quote was %s. Also renew the parking permit, ref %s.\"",
				b.k(b.isoTS()), b.score(), p.Given, b.ph(ph), b.k(b.price()), b.k(b.nz(9)))
		}},
		{"multilingual_contact_note", func(b *B) string {
			loc := b.pick("ja_JP", "zh_CN", "ko_KR", "ar_SA", "hi_IN", "th_TH", "ru_RU", "fa_IR", "he_IL", "vi_VN", "el_GR", "tr_TR", "pl_PL", "sv_SE", "nl_NL", "it_IT")
			c := b.contact(loc, true)
			l := lt[loc]
			return fmt.Sprintf("%s\n%s\n%s: %s\n%s: %s\n%s: %s\n%s",
				c.Co.Name, c.P.Name, l.Tel, b.ph(b.phoneNative(loc)), l.Mob, b.ph(b.phoneNative(loc)), l.Mail, b.em(c.Email), b.k(b.locDate(loc)))
		}},
		{"sms_forward_note", func(b *B) string {
			loc := b.latinLoc()
			from := b.phone(loc)
			p := b.person(loc)
			return fmt.Sprintf("Fwd SMS (%s, from %s): \"Hi it's %s from the dentist's office, your appointment is moved to %s at %s. Reply C to confirm or call %s. Ref %s\"",
				b.k(b.isoDate()), b.ph(from), p.Given, b.k(b.locDate(loc)), b.k(b.hhmm()), b.ph(b.phone(loc)), b.k("APT-"+b.nz(6)))
		}},
		{"card_question_context", func(b *B) string {
			cardNum := b.card()
			return fmt.Sprintf("which card did we put the %s bill on? my note from %s says \"%s charged to %s\" but finance says invoice %s bounced. amount %s",
				b.pick("AWS", "OpenAI", "Pinecone", "Figma", "Datadog"), b.k(b.isoDate()), b.pick("annual plan", "overage", "seat top-up"), b.cc(cardNum), b.k(b.invoice()), b.k(b.price()))
		}},
		{"browser_form_fill_ssn", func(b *B) string {
			c := b.contact("en_US", false)
			s := b.pick(b.ssnDash(), b.itin())
			return fmt.Sprintf(`{"type":"tool_use","id":"%s","name":"browser.fill_form","input":{"url":"https://portal.%s/benefits/enroll","fields":[{"selector":"#fullName","value":%s},{"selector":"#ssn","value":"%s"},{"selector":"#dob","value":"%s"},{"selector":"#email","value":"%s"},{"selector":"#phone","value":"%s"}]}}`,
				b.k(b.toolUID()), b.pick("justworks.com", "gusto.com", "adp.com"), js(c.P.Name), b.ssn(s), b.k(fmt.Sprintf("%02d/%02d/%d", b.n(1, 12), b.n(1, 28), b.n(1960, 2000))), b.em(c.Email), b.ph(c.Phone))
		}},
		{"secret_pasted_in_chat", func(b *B) string {
			tok := b.pick(b.tokOpenAI(), b.tokStripe(), b.tokHF(), b.tokGitLab(), b.tokSendGrid(), b.tokGoogleKey())
			return fmt.Sprintf("%s here's the staging key: %s — put it in the brain vault under %s and remind me to rotate it on %s",
				b.pick("ok", "fyi", "quick one:", "hey"), b.sec(tok), b.pick("integrations/staging", "secrets/ci", "tools/llm"), b.k(b.isoDate()))
		}},
		{"har_basic_auth_entry", func(b *B) string {
			u := b.pick("kb-sync", "admin", "svc-ingest")
			pw := b.password()
			cred := base64Std(u + ":" + pw)
			return fmt.Sprintf(`{"request":{"method":"GET","url":"https://confluence.%s/rest/api/content/%s?expand=body.storage","headers":[{"name":"Authorization","value":"Basic %s"},{"name":"Accept","value":"application/json"}]},"response":{"status":200,"bodySize":%d},"startedDateTime":"%s","time":%d.%d}`,
				b.pick("acme.io", "corp.net", "internal.example.org"), b.k(b.nz(9)), b.sec(cred), b.n(2000, 90000), b.k(b.isoTS()), b.n(40, 900), b.n(0, 9))
		}},
		{"cookie_session_paste", func(b *B) string {
			s1 := b.mixed(b.n(40, 64), alnum)
			return fmt.Sprintf("scraper tool keeps getting logged out of the wiki. cookies from devtools:\nsessionid=%s; csrftoken=%s; django_language=en; _ga=GA1.1.%s.%s\nwhy does it expire after %d min?",
				b.sec(s1), b.rs(32, alnum), b.k(b.nz(9)), b.k(b.unixTS()), b.pick3(15, 30, 60))
		}},
		{"meeting_prep_brief", func(b *B) string {
			loc := b.loc()
			a := b.contact(loc, true)
			c := b.contact(b.latinLoc(), true)
			return fmt.Sprintf("### Prep brief for %s %s\n**Who:** %s (%s), %s (%s)\n**Reach:** %s · %s · %s\n**Context:** renewal of contract %s, last invoice %s (%s)\n**Open issues:** %s, %s",
				b.k(b.isoDate()), b.k(b.hhmm()), a.P.Name, a.Co.Name, c.P.Name, c.Co.Name, b.em(a.Email), b.ph(a.Phone), b.em(c.Email), b.k("CTR-"+b.nz(6)), b.k(b.invoice()), b.k(b.price()), b.k(b.ticket()), b.k(b.ticket()))
		}},
		{"contact_links_note", func(b *B) string {
			loc := b.pick("pt_BR", "es_MX", "hi_IN", "de_DE", "it_IT", "tr_TR", "en_IN")
			c := b.contact(loc, false)
			digits := "+" + strings.Map(func(r rune) rune {
				if r >= '0' && r <= '9' {
					return r
				}
				return -1
			}, strings.TrimPrefix(b.phone(loc), "+"))
			for !strings.HasPrefix(digits, "+"+ccOf(loc)) {
				digits = "+" + ccOf(loc) + b.nz(10)
			}
			wa := digits[1:]
			return fmt.Sprintf("- [WhatsApp %s](https://wa.me/%s?text=%s)\n- [%s](tel:%s)\n- [Mail](mailto:%s?subject=%s)\n- last msg %s",
				c.P.Given, b.ph(wa), url.QueryEscape(map[string]string{"pt_BR": "Oi, tudo bem?", "es_MX": "Hola, ¿cómo estás?", "hi_IN": "नमस्ते", "en_IN": "Hi, calling about the PO", "de_DE": "Hallo!", "it_IT": "Ciao, ci sentiamo?", "tr_TR": "Merhaba"}[loc]), strings.TrimSpace(lt[loc].Tel), b.ph(digits), b.em(c.Email), url.PathEscape("Pedido "+b.k(b.orderNo())), b.k(b.isoDate()))
		}},
		{"urlencoded_form_log", func(b *B) string {
			c := b.contact(b.latinLoc(), false)
			ph := b.phone(b.pick("en_US", "de_DE", "en_GB", "fr_FR"))
			return fmt.Sprintf("%s POST /webhooks/typeform body=name=%s&email=%s&phone=%s&message=%s&utm_source=brain ip=%s",
				b.k(b.isoTS()), url.QueryEscape(c.P.Name), b.em(url.QueryEscape(c.Email)), b.ph(url.QueryEscape(ph)), url.QueryEscape("please call me back about order "+b.k(b.orderNo())), b.k(b.ipPub()))
		}},
		{"itin_ssn_csv_payroll", func(b *B) string {
			rows := []string{"employee_id,name,ssn,state,hire_date"}
			for i := 0; i < b.n(2, 4); i++ {
				p := b.person("en_US")
				s := b.ssnDash()
				if b.chance(0.3) {
					s = b.itin()
				}
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s", b.k("E"+b.nz(5)), p.Name, b.ssn(s), b.pick("CA", "TX", "NY", "WA", "IL"), b.k(b.isoDate())))
			}
			return "Rows the agent retrieved from payroll_2025.csv:\n" + strings.Join(rows, "\n")
		}},
		{"dm_share_creds", func(b *B) string {
			loc := b.pick("de_DE", "fr_FR", "es_ES", "pt_BR", "it_IT", "nl_NL", "en_GB")
			c := b.contact(loc, true)
			pw := b.password()
			return fmt.Sprintf("[%s] @%s: login for the partner portal → user %s, password %s (don't put it in the wiki 🙏)\n[%s] @%s: got it, thx",
				b.k(b.hhmm()), c.P.First, b.em(c.Email), b.sec(pw), b.hhmm(), b.pick("tom", "lea", "sam"))
		}},
		{"jwt_in_url_log", func(b *B) string {
			tok := b.jwtTok("")
			return fmt.Sprintf("%s GET /oauth/callback?code=%s&state=%s#id_token=%s 302 %dms\n%s GET /brain/api/me 200 %dms",
				b.k(b.isoTS()), b.sec(b.mixed(40, alnum)), b.k(b.rs(16, hexs)), b.jwt(tok), b.n(3, 90), b.k(b.isoTS()), b.n(3, 90))
		}},
	}
}

func ccOf(loc string) string {
	return map[string]string{"pt_BR": "55", "es_MX": "52", "hi_IN": "91", "en_IN": "91", "de_DE": "49", "it_IT": "39", "tr_TR": "90"}[loc]
}

func piiTemplates() []tmpl {
	var t []tmpl
	t = append(t, agentPII()...)
	t = append(t, docsPII()...)
	t = append(t, chatPII()...)
	t = append(t, morePII()...)
	return t
}
