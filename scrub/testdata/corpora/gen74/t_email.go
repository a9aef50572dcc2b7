package main

import (
	"fmt"
	"net/url"
	"strings"
)

func emailTemplates() []Tmpl {
	return []Tmpl{
		{"email_support_message", func(b *B) {
			p := anyPerson()
			e := emailOf(p, false)
			switch r.Intn(5) {
			case 0:
				b.F("Hi, I can't log in anymore. My account email is {} and the last order was {} on {}. Can you reset it?", Pv(fE, e), Kv(amazonOrder()), Kv(rdate().long()))
			case 1:
				b.F("Hello support team,\nplease change the contact address on ticket {} to {} — the old one bounces.\nThanks, {}", Kv(ticketNo()), Pv(fE, e), Tv(p.First))
			case 2:
				b.F("I never got the confirmation for invoice {} ({}). Please resend it to {}.", Kv(invoiceNo()), Kv(money()), Pv(fE, e))
			case 3:
				b.F("Customer says the password reset mail for {} never arrives. Checked SES: suppressed since {}. Ticket {}.", Pv(fE, e), Kv(rdate().iso()), Kv(ticketNo()))
			default:
				b.F("can u merge my two accounts? old: {} new: {} (plan upgraded to {} on {})", Pv(fE, e), Pv(fE, emailOf(p, false)), Tv(pick("Pro", "Team", "Business")), Kv(rdate().uk()))
			}
		}},
		{"email_mail_headers", func(b *B) {
			a, c := anyPerson(), anyPerson()
			ea, ec := emailOf(a, chance(0.5)), emailOf(c, true)
			dom := ec[strings.Index(ec, "@")+1:]
			mid := "<" + pick("CAJ"+b64u(12)+"+"+alnum(20), hexl(16)+"."+hexl(8), upnum(14)) + "@" + pick("mail.gmail.com", "eurprd04.prod.outlook.com", "mx.google.com", dom) + ">"
			d := rdate()
			b.F("From: {} <{}>\nTo: {} <{}>\nDate: {}, {} {} {} {} +0{}00\nMessage-ID: {}\nSubject: Re: {}",
				Tv(a.Full()), Pv(fE, ea), Tv(c.Full()), Pv(fE, ec), Tv(pick("Mon", "Tue", "Wed", "Thu", "Fri")), Tv(fmt.Sprint(d.d)), Tv(monthsEN[d.m-1]), Tv(fmt.Sprint(d.y)), Kv(rtimes()), Tv(fmt.Sprint(between(0, 9))), Kv(mid), Tv(pick("invoice ", "PO ", "shipment ")+invoiceNo()))
		}},
		{"email_csv_export", func(b *B) {
			b.T("id,name,email,signup_date,plan,mrr\n")
			n := between(2, 4)
			for i := 0; i < n; i++ {
				p := anyPerson()
				b.F("{},{},{},{},{},{}\n", Kv(nz(5)), Tv(p.Full()), Pv(fE, emailOf(p, chance(0.3))), Kv(rdate().iso()), Tv(pick("free", "pro", "team")), Tv(fmt.Sprintf("%d.00", between(0, 499))))
			}
		}},
		{"email_json_api", func(b *B) {
			p := anyPerson()
			b.F(`{"user":{"id":{},"email":"{}","display_name":"{}","locale":"{}","created_at":"{}"},"request_id":"{}"}`,
				Kv(nz(6)), Pv(fE, emailOf(p, false)), Tv(p.Full()), Tv(pick("en-US", "de-DE", "fr-FR", "pt-BR", "ja-JP")), Kv(isoTS()), Kv(uuid4()))
		}},
		{"email_app_log", func(b *B) {
			e := anyEmail()
			switch r.Intn(4) {
			case 0:
				b.F("{} INFO  auth.LoginHandler login ok user={} ip={} session_ttl=3600 req={}", Kv(isoTS()), Pv(fE, e), Kv(privIP()), Kv(hexl(16)))
			case 1:
				b.F("{} WARN  mailer: delivery to <{}> deferred: 452 4.2.2 mailbox full (attempt 3/5, queue id {})", Kv(isoTS()), Pv(fE, e), Kv(upnum(10)))
			case 2:
				b.F(`level=error ts={} caller=signup.go:{} msg="duplicate key" email={} tenant={}`, Kv(isoTS()), Kv(fmt.Sprint(between(40, 400))), Pv(fE, e), Kv(uuid4()))
			default:
				b.F("[{}] postfix/smtp[{}]: {}: to=<{}>, relay=aspmx.l.google.com[142.250.{}.27]:25, delay=1.2, status=sent (250 2.0.0 OK)", Kv(rtimes()), Kv(nz(5)), Kv(hexu(10)), Pv(fE, e), Tv(fmt.Sprint(between(100, 150))))
			}
		}},
		{"email_html_mailto", func(b *B) {
			p := anyPerson()
			e := emailOf(p, true)
			b.F(`<p>Questions about quote {}? Contact <a href="mailto:{}?subject=Quote%20{}">{}</a> before {}.</p>`, Kv("Q-"+nz(6)), Pv(fE, e), Tv(nz(4)), Tv(p.Full()), Kv(rdate().long()))
		}},
		{"email_subaddress_and_dots", func(b *B) {
			p := anyPerson()
			f, l := asciiLower(p.First), asciiLower(p.Last)
			e1 := f + "." + l + "+" + pick("netflix", "bank", "newsletters", "github", "alerts") + "@gmail.com"
			e2 := f + "." + l + "@" + pick("mail.ox.ac.uk", "cs.tum.de", "alumni.stanford.edu", "eng.uwaterloo.ca")
			b.F("Filter rule: forward anything addressed to {} into the Receipts label; university mail ({}) stays in Inbox. Rule id {}", Pv(fE, e1), Pv(fE, e2), Kv("rule-"+nz(4)))
		}},
		{"email_intl_context", func(b *B) {
			switch r.Intn(6) {
			case 0:
				p := personOf("ja")
				b.F("お問い合わせありがとうございます。{}様のメールアドレス（{}）宛に注文番号{}の領収書をお送りしました。", Tv(p.Native), Pv(fE, emailOf(p, false)), Kv(nz(3)+"-"+digits(7)))
			case 1:
				p := personOf("zh")
				b.F("您好，我的邮箱是{}，订单号{}一直没有发货，麻烦查一下。", Pv(fE, emailOf(p, false)), Kv(digits(18)))
			case 2:
				p := personOf("ru")
				b.F("Здравствуйте! Пишите мне на почту {}, номер заявки {} от {}.", Pv(fE, emailOf(p, false)), Kv(nz(6)), Kv(rdate().eu()))
			case 3:
				p := personOf("de")
				b.F("Sehr geehrte Damen und Herren, bitte senden Sie die Rechnung {} an meine neue E-Mail-Adresse: {}. Mit freundlichen Grüßen, {}", Kv(invoiceNo()), Pv(fE, emailOf(p, false)), Tv(p.Full()))
			case 4:
				p := personOf("ko")
				b.F("안녕하세요, 주문번호 {} 관련 문의입니다. 답변은 {} 으로 부탁드립니다.", Kv(digits(4)+digits(10)), Pv(fE, emailOf(p, false)))
			default:
				p := personOf("ar")
				b.F("مرحبا، بريدي الإلكتروني هو {} ورقم الطلب {}", Pv(fE, emailOf(p, false)), Kv(nz(7)))
			}
		}},
		{"email_obfuscated_web", func(b *B) {
			p := anyPerson()
			f, l := asciiLower(p.First), asciiLower(p.Last)
			dom := pick("uni-heidelberg", "ethz", "cs.ucl", "mpi-sws", "inria")
			tld := pick("de", "ch", "ac.uk", "org", "fr")
			var v string
			switch r.Intn(4) {
			case 0:
				v = f + "." + l + " [at] " + dom + " [dot] " + tld
			case 1:
				v = f + "." + l + "(at)" + dom + "." + tld
			case 2:
				v = l + " {at} " + dom + "." + tld
			default:
				v = f + "." + l + " at " + dom + " dot " + strings.ReplaceAll(tld, ".", " dot ")
			}
			b.F("{} — PhD student, Room {}. Contact: {} (office hours {}–{})", Tv(p.Full()), Kv(pick("E", "B", "C")+nz(3)), Pv(fE, v), Kv(rtime()), Tv(rtime()))
		}},
		{"email_git_commit", func(b *B) {
			p := anyPerson()
			e := emailOf(p, chance(0.6))
			d := rdate()
			b.F("commit {}\nAuthor: {} <{}>\nDate:   {} {} {} {} {} +0100\n\n    fix(retry): cap backoff at 30s (#{})\n\n    Signed-off-by: {} <{}>", Kv(sha40()), Tv(p.Full()), Pv(fE, e), Tv(pick("Mon", "Tue", "Wed")), Tv(monthsEN[d.m-1]), Tv(fmt.Sprint(d.d)), Kv(rtimes()), Tv(fmt.Sprint(d.y)), Kv(nz(4)), Tv(p.Full()), Tv(e))
		}},
		{"email_form_urlencoded", func(b *B) {
			p := anyPerson()
			e := emailOf(p, false)
			enc := url.QueryEscape(e)
			b.F("POST /api/v1/newsletter/subscribe HTTP/1.1\nHost: {}\nContent-Type: application/x-www-form-urlencoded\n\nemail={}&list_id={}&source=footer&consent=true", Kv(pick("www.", "shop.", "news.")+pick("brightpath.io", "tidewater-foods.com", "orbitpay.eu")), Pv(fE, enc), Kv(hexl(10)))
		}},
		{"email_vcard_ldif", func(b *B) {
			p := anyPerson()
			e := emailOf(p, true)
			if r.Intn(2) == 0 {
				b.F("dn: uid={},ou=people,dc=acme,dc=io\nobjectClass: inetOrgPerson\ncn: {}\nmail: {}\nemployeeNumber: {}\ndepartmentNumber: {}", Tv(asciiLower(p.First)+asciiLower(p.Last)[:1]), Tv(p.Full()), Pv(fE, e), Kv("E"+nz(5)), Kv(nz(4)))
			} else {
				b.F("BEGIN:VCARD\nVERSION:4.0\nFN:{}\nORG:{}\nEMAIL;TYPE=work:{}\nREV:{}\nEND:VCARD", Tv(p.Full()), Tv(company()), Pv(fE, e), Kv(rdate().iso()+"T"+rtimes()+"Z"))
			}
		}},
		{"email_sql_insert", func(b *B) {
			b.T("INSERT INTO customers (id, full_name, email, country, created_at) VALUES\n")
			n := between(1, 3)
			for i := 0; i < n; i++ {
				p := anyPerson()
				sep := ",\n"
				if i == n-1 {
					sep = ";"
				}
				b.F("  ({}, '{}', '{}', '{}', '{}'){}", Kv(nz(6)), Tv(strings.ReplaceAll(p.Full(), "'", "''")), Pv(fE, emailOf(p, false)), Tv(pick("US", "DE", "FR", "BR", "JP", "IN")), Kv(rdate().iso()+" "+rtimes()), Tv(sep))
			}
		}},
		{"email_chat_handoff", func(b *B) {
			a, c := anyPerson(), anyPerson()
			b.F("[{}] {}: can you cc {} on the {} rollout thread? also loop in {}\n[{}] {}: done, and added {} as backup", Kv(rtime()), Tv(a.First), Pv(fE, emailOf(c, true)), Kv("v"+version()), Kv("@"+asciiLower(c.First)+"-"+pick("ops", "sre", "pm", "eng")), Tv(rtime()), Tv(c.First), Pv(fE, emailOf(anyPerson(), true)))
		}},
	}
}
