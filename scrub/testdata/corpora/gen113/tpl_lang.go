package main

import (
	"fmt"
	"strings"
)

// writtenEmail: how the language's writers put an address in a signature or body.
func writtenEmail(b *B, p Person, dom string) string {
	e := p.Email(dom)
	switch {
	case b.L.Code == "de" && chance(0.25):
		e2 := strings.Replace(e, "@", "(at)", 1)
		used[e2] = true
		return e2
	case b.L.Code == "ja" && chance(0.2):
		e2 := strings.Replace(e, "@", "＠", 1)
		used[e2] = true
		return e2
	}
	return e
}

func ssid() string {
	return pick([]string{"Gast", "Guest", "FRITZ!Box 7590 KL", "Vodafone-4B2C", "Livebox-8E1A", "MOVISTAR_9F2D", "Ziggo3391044", "TP-Link_5G_7A", "Buffalo-G-2E4F", "TP-LINK_C7E2", "SUPERONLINE_WiFi_3381", "Keenetic-5521"})
}

func registerLang() {
	for _, l := range langs {
		code := l.Code

		// 1. E-mail with a signature block.
		reg("sig_"+code, code, false, func(b *B) string {
			ph, l := b.Ph, b.L
			sender, rcpt := l.Person(), l.Person()
			co := pick(l.Companies)
			var body string
			body = fillKeep(b, pick(ph.SigBody))
			email := b.P("email", writtenEmail(b, sender, co.Domain))
			lines := []string{fill(ph.Hi, "NAME", rcpt.Name()), "", body, "", pick(l.Closing), sender.Name(), pick(l.Titles), co.Name, b.K(co.Addr)}
			switch r.Intn(4) {
			case 0:
				lines = append(lines, pick(l.TelL)+" "+b.P("phone", l.Land())+" | "+pick(l.MobL)+" "+b.P("phone", l.Mobile()), l.MailL+" "+email)
			case 1:
				lines = append(lines, pick(l.MobL)+" "+b.P("phone", l.Mobile()), email)
			case 2:
				lines = append(lines, pick(l.TelL)+" "+b.P("phone", l.Land()), l.MailL+" "+email, "www."+co.Domain)
			default:
				lines = append(lines, pick(l.TelL)+" "+b.P("phone", l.Land()), pick(l.MobL)+" "+b.P("phone", l.Intl()), l.MailL+" "+email)
			}
			lines = append(lines, b.Registry())
			return strings.Join(lines, "\n")
		})

		// 2. Customer-service reply quoting the customer's message.
		reg("cs_thread_"+code, code, false, func(b *B) string {
			ph, l := b.Ph, b.L
			cust := l.Person()
			agent := l.Person()
			co := pick(l.Companies)
			tk := b.Ticket()
			reply := fill(ph.Hi, "NAME", cust.Name()) + "\n\n" + fill(pick(ph.Agent), "TICKET", tk) + "\n\n" + pick(l.Closing) + "\n" + agent.Given + " | " + co.Name
			ask := fill(pick(ph.CSAsk), "ORDER", b.Order(), "DATE", b.Date(), "PHONE", b.P("phone", pick([]func() string{l.Mobile, l.Mobile, l.Land, l.Intl})()))
			hdr := fill(ph.QuoteHdr, "DATE", b.Date(), "TIME", b.Time(), "NAME", cust.Name(), "EMAIL", b.P("email", cust.Email("")))
			quoted := "> " + strings.ReplaceAll(ask+"\n\n"+cust.Name(), "\n", "\n> ")
			return reply + "\n\n" + hdr + "\n" + quoted
		})

		// 3. Forwarded message with its header block.
		reg("fwd_"+code, code, false, func(b *B) string {
			ph, l := b.Ph, b.L
			a, c, fw := l.Person(), l.Person(), l.Person()
			co := pick(l.Companies)
			ref := b.Ref()
			hdr := []string{
				fill(ph.Hi, "NAME", fw.Given), "", []string{"FYI, see below.", "zur Info, siehe unten.", "pour info, voir ci-dessous.", "para tu información.", "para sua informação.", "per conoscenza.", "ter info.", "do wiadomości.", "ご参考まで転送します。", "转给你看一下。", "пересылаю для информации.", "bilginize."}[indexLang(l.Code)], "",
				ph.Fwd,
				ph.From + " " + a.Name() + " <" + b.P("email", a.Email("")) + ">",
				ph.Date + " " + b.Date() + " " + b.Time(),
				ph.Subj + " " + fill(pick(ph.Subjects), "REF", ref),
				ph.To + " " + c.Name() + " <" + b.P("email", c.Email(co.Domain)) + ">",
			}
			if chance(0.4) {
				d := l.Person()
				hdr = append(hdr, ph.Cc+" "+b.P("email", d.Email("")))
			}
			body := fill(pick(ph.CSAsk), "ORDER", b.Order(), "DATE", b.Date(), "PHONE", b.P("phone", l.Mobile()))
			return strings.Join(hdr, "\n") + "\n\n" + fill(ph.Hi, "NAME", c.Given) + "\n" + body + "\n" + a.Given
		})

		// 4. Out-of-office auto-reply naming a deputy.
		reg("ooo_"+code, code, false, func(b *B) string {
			ph, l := b.Ph, b.L
			dep := l.Person()
			co := pick(l.Companies)
			subj := ([]string{"Automatic reply: ", "Automatische Antwort: ", "Réponse automatique : ", "Respuesta automática: ", "Resposta automática: ", "Risposta automatica: ", "Automatisch antwoord: ", "Odpowiedź automatyczna: ", "自動返信: ", "自动回复: ", "Автоответ: ", "Otomatik yanıt: "}[indexLang(code)])
			s := subj + fill(pick(ph.Subjects), "REF", b.Ref()) + "\n\n"
			s += fill(pick(ph.OOO), "DATE", b.Date(), "NAME", dep.Name(), "PHONE", b.P("phone", pick([]func() string{l.Mobile, l.Land, l.Intl})()), "EMAIL", b.P("email", dep.Email(co.Domain)))
			if chance(0.5) {
				s += "\n\n" + pick(l.Closing) + "\n" + l.Person().Name() + "\n" + co.Name
			}
			return s
		})

		// 5. SMS from a courier, with the driver's number.
		reg("sms_courier_"+code, code, false, func(b *B) string {
			ph, l := b.Ph, b.L
			hdr := pick([]string{"SMS · ", "Text Message · ", "Message · ", ""}) + b.Time() + "\n"
			tr := b.Track
			if b.L.Code == "ja" {
				tr = func() string { return b.K(kYamato()) }
			}
			return hdr + fill(ph.SMSCour, "TRACK", tr(), "TIME", b.Time(), "PHONE", b.P("phone", l.Mobile()))
		})

		// 6. IT account e-mail with an initial password.
		reg("pw_onboarding_"+code, code, false, func(b *B) string {
			ph, l := b.Ph, b.L
			p := l.Person()
			user := strings.ToLower(p.GA[:1] + "." + p.FA)
			tk := b.Ticket()
			s := fill(ph.PwIT, "NAME", p.Given, "USER", user, "PW", b.P("bearer", password()))
			return s + "\n\n" + pick([]string{"Ref: ", "Ticket ", "# ", "Req "}) + tk + "\n" + pick(l.Closing) + "\nIT Service Desk"
		})

		// 7. Hotel/restaurant reservation held with a card.
		reg("card_reservation_"+code, code, false, func(b *B) string {
			ph, l := b.Ph, b.L
			g := l.Person()
			co := pick(l.Companies)
			book := b.K(fmt.Sprintf("%d%s", rng(100000, 999999), strings.ToUpper(randFrom("abcdefghjkmnpqrstuvwxyz", 2))))
			q := fill(ph.Hi, "NAME", g.Name()) + "\n" + fill(ph.CardAsk, "CARD", b.P("credit_card", cardFor(code)), "EXP", Exp()) +
				"\n\nBooking " + book + " · " + b.Date() + " · " + b.Price() + "\n" + g.Name() + "\n" + co.Name
			if chance(0.5) {
				q += "\n" + b.Registry()
			}
			return q
		})

		// 8. A chat message announcing a new number (plain export line).
		reg("chat_newnumber_"+code, code, false, func(b *B) string {
			ph, l := b.Ph, b.L
			p := l.Person()
			t := b.Time()
			return fmt.Sprintf("%s %s: %s\n%s %s: %s", t, p.Given, fill(ph.NewNumber, "PHONE", b.P("phone", pick([]func() string{l.Mobile, l.Intl})())), hhmm(), l.Person().Given, ph.Thanks)
		})
	}
}

func indexLang(code string) int {
	for i, l := range langs {
		if l.Code == code {
			return i
		}
	}
	panic(code)
}

func registerLangClean() {
	for _, l := range langs {
		code := l.Code
		reg("clean_shipping_"+code, code, true, func(b *B) string {
			ph := b.Ph
			s := fill(ph.Ship, "ORDER", b.Order(), "TRACK", b.Track(), "DATE", b.Date(), "PRICE", b.Price())
			if chance(0.5) {
				s += "\n" + b.Registry()
			}
			return s
		})
		reg("clean_ooo_"+code, code, true, func(b *B) string {
			ph, l := b.Ph, b.L
			s := fill(pick(ph.OOOClean), "DATE", b.Date(), "DATE2", b.Date(), "TICKET", b.Ticket())
			s += "\n\n" + pick(l.Closing) + "\n" + l.Person().Name() + "\n" + pick(l.Companies).Name
			return s
		})
	}
	for _, code := range []string{"en", "de", "fr", "es", "ja", "ru"} {
		reg("clean_fwd_"+code, code, true, func(b *B) string {
			ph, l := b.Ph, b.L
			a, c := l.Person(), l.Person()
			return strings.Join([]string{ph.Fwd,
				ph.From + " " + a.Family + ", " + a.Given,
				ph.Date + " " + b.Date() + " " + b.Time(),
				ph.To + " " + c.Name(),
				ph.Subj + " " + fill(pick(ph.Subjects), "REF", b.Ref()),
				"",
				fill(ph.Ship, "ORDER", b.Order(), "TRACK", b.Track(), "DATE", b.Date(), "PRICE", b.Price()),
			}, "\n")
		})
	}
}
