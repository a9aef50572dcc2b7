package main

import (
	"fmt"
	"strings"
)

// Bounces/complaints and SMS marketing.
func opsTemplates() []tmpl {
	return []tmpl{
		{"dsn_multipart_report", func(g *G) string {
			e := g.anyEmail("")
			dom := e[strings.Index(e, "@")+1:]
			host := "mta" + fmt.Sprint(g.n(1, 40)) + ".news." + g.pick("shop.example", "brand.example")
			return cat("Content-Type: message/delivery-status\n\nReporting-MTA: dns; ", host, "\nX-Postfix-Queue-ID: ", g.K(g.from(hexU, 10)), "\nArrival-Date: ", g.pick("Thu", "Mon", "Tue"), ", ", fmt.Sprint(g.n(1, 28)), " Mar 2024 ", fmt.Sprintf("%02d:%02d:%02d", g.n(0, 23), g.n(0, 59), g.n(0, 59)), " +0100 (CET)\n\nFinal-Recipient: rfc822; ", g.E(e), "\nOriginal-Recipient: rfc822;", e, "\nAction: failed\nStatus: ", g.K(g.pick("5.1.1", "5.2.1", "5.4.1", "5.7.1")), "\nRemote-MTA: dns; ", g.pick("gmail-smtp-in.l.google.com", "mx00.emig.gmx.net", "mx1.orange.fr", "mx.libero.it"), "\nDiagnostic-Code: smtp; 550 5.1.1 <", e, ">: Recipient address rejected: User unknown in virtual mailbox table (", dom, ")")
		}},
		{"dsn_german_postmaster", func(g *G) string {
			e := g.anyEmail("de")
			return cat("Von: MAILER-DAEMON@", g.pick("mout.gmx.net", "mx.web.de", "smtp.t-online.de"), "\nBetreff: Unzustellbar: ", g.pick("Ihr Gutschein wartet", "Newsletter KW ", "Bestellbestätigung ")+fmt.Sprint(g.n(1, 52)), "\n\nDies ist eine automatisch erstellte Benachrichtigung über den Zustellstatus.\nDie Zustellung an folgende Empfänger ist fehlgeschlagen:\n\n    ", g.E(e), "\n\nGrund: 550 Requested action not taken: mailbox unavailable\nUrsprüngliche Message-ID: ", g.K(g.msgID("news.modehaus-weber.de")))
		}},
		{"arf_abuse_report", func(g *G) string {
			e := g.anyEmail("")
			return cat("Content-Type: message/feedback-report\n\nFeedback-Type: abuse\nUser-Agent: ", g.pick("Yahoo!-Mail-Feedback/2.0", "SomeGenerator/1.0", "Microsoft JMRP"), "\nVersion: 1\nOriginal-Mail-From: <", g.E(g.fresh(func() string { return "bounce+" + g.hex(8) + "@em." + g.pick("shop.example", "brand.example") })), ">\nOriginal-Rcpt-To: <", g.E(e), ">\nArrival-Date: ", g.pick("Mon", "Wed", "Fri"), ", ", fmt.Sprint(g.n(1, 28)), " Apr 2024 ", fmt.Sprintf("%02d:%02d:%02d", g.n(0, 23), g.n(0, 59), g.n(0, 59)), " -0700\nReporting-MTA: dns; mail.", g.pick("yahoo.com", "aol.com", "outlook.com"), "\nSource-IP: ", g.K(g.ip()), "\nAuthentication-Results: mta.yahoo.com; dkim=pass header.d=em.shop.example\nReported-Domain: em.shop.example\nMessage-ID: ", g.K(g.msgID("em.shop.example")))
		}},
		{"ses_bounce_sns", func(g *G) string {
			e := g.anyEmail("")
			return cat(`{"notificationType":"Bounce","bounce":{"feedbackId":"`, g.K(g.from(hexL, 16)+"-"+g.uuid()+"-000000"), `","bounceType":"Permanent","bounceSubType":"General","bouncedRecipients":[{"emailAddress":"`, g.E(e), `","action":"failed","status":"5.1.1","diagnosticCode":"smtp; 550 5.1.1 user unknown"}],"timestamp":"`, g.K(g.isoTSms()), `","reportingMTA":"dsn; a8-`, fmt.Sprint(g.n(10, 99)), `.smtp-out.amazonses.com"},"mail":{"timestamp":"`, g.isoTSms(), `","source":"`, g.E(g.workEmail(g.person(""))), `","sourceArn":"arn:aws:ses:eu-west-1:`, g.K(g.digits(12)), `:identity/shop.example","messageId":"`, g.K(g.from(hexL, 16)+"-"+g.uuid()+"-000000"), `"}}`)
		}},
		{"ses_complaint_sns", func(g *G) string {
			e := g.anyEmail("")
			return cat(`{"notificationType":"Complaint","complaint":{"userAgent":"`, g.pick("Yahoo!-Mail-Feedback/2.0", "Comcast Feedback Loop (V0.01)"), `","complainedRecipients":[{"emailAddress":"`, g.E(e), `"}],"complaintFeedbackType":"abuse","arrivalDate":"`, g.K(g.isoTSms()), `","timestamp":"`, g.isoTSms(), `","feedbackId":"`, g.K(g.from(hexL, 16)+"-"+g.uuid()+"-000000"), `"},"mail":{"destination":["`, e, `"],"commonHeaders":{"subject":"`, g.pick("Last chance: 30% off", "Your weekly picks"), `"}}}`)
		}},
		{"postfix_bounce_log", func(g *G) string {
			e := g.anyEmail("")
			dom := e[strings.Index(e, "@")+1:]
			q := g.from(hexU, 10)
			return cat(g.pick("Mar", "Apr", "May"), fmt.Sprintf(" %2d %02d:%02d:%02d", g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59)), " mta-", fmt.Sprint(g.n(1, 9)), " postfix/smtp[", g.K(fmt.Sprint(g.n(1000, 99999))), "]: ", g.K(q), ": to=<", g.E(e), ">, relay=mx.", dom, "[", g.K(g.ip()), "]:25, delay=", fmt.Sprintf("%.2f", float64(g.n(10, 900))/100), ", delays=0.01/0/0.2/0.3, dsn=5.1.1, status=bounced (host mx.", dom, "[", g.ip(), "] said: 550 5.1.1 <", e, ">: Recipient address rejected (in reply to RCPT TO command))")
		}},
		{"smtp_transcript", func(g *G) string {
			from := g.fresh(func() string {
				return "bounces+" + g.digits(7) + "-" + g.hex(4) + "@em" + g.digits(4) + ".shop.example"
			})
			to := g.anyEmail("")
			return cat("S: 220 ", g.pick("mx.google.com ESMTP", "mx.gmx.net (mxgmx017) Nemesis ESMTP"), "\nC: EHLO o", fmt.Sprint(g.n(1, 9)), ".ptr", fmt.Sprint(g.n(1000, 9999)), ".shop.example\nC: MAIL FROM:<", g.E(from), ">\nS: 250 2.1.0 OK\nC: RCPT TO:<", g.E(to), ">\nS: 550-5.1.1 The email account that you tried to reach does not exist.\nS: 550 5.1.1 ", g.K(g.from(alnum, 16)), " - gsmtp")
		}},
		{"twilio_inbound_stop", func(g *G) string {
			from := g.phone(g.pick("US", "US", "CA"), "e164")
			sc := g.shortCode()
			return cat("POST /sms/inbound\nContent-Type: application/x-www-form-urlencoded\n\nToCountry=US&SmsMessageSid=", g.K("SM"+g.hex(32)), "&NumMedia=0&Body=", g.pick("STOP", "Stop", "UNSUBSCRIBE", "HELP", "stop+please", "STOPALL"), "&FromCountry=US&To=", g.K(sc), "&MessagingServiceSid=", g.K("MG"+g.hex(32)), "&From=", g.Ph(pct(from)), "&AccountSid=", g.K("AC"+g.hex(32)), "&ApiVersion=2010-04-01")
		}},
		{"sms_optin_log_lines", func(g *G) string {
			var b strings.Builder
			for i := 0; i < g.n(2, 3); i++ {
				lang := g.pick("en", "de", "fr", "es", "pt", "nl", "it", "pl")
				fmt.Fprintf(&b, "%s level=info msg=\"consent recorded\" channel=sms phone=%s keyword=%s source=%s locale=%s ip=%s\n", g.K(g.isoTS()), g.Ph(g.phone(g.ccFor(lang), "e164")), g.pick("JOIN", "YES", "START", "SI", "JA", "OUI"), g.pick("checkout_checkbox", "popup_step2", "keyword"), lang, g.ip())
			}
			return b.String()
		}},
		{"sms_stop_chat_fr", func(g *G) string {
			return cat("Bonjour, j'ai répondu STOP au ", g.K(fmt.Sprint(g.n(30000, 39999))), " depuis mon portable ", g.Ph(g.phone("FR", "nat")), " le ", g.K(g.slashDate()), " mais je reçois toujours vos SMS promo. Merci de me retirer définitivement. Réf. commande ", g.K(fmt.Sprint(g.n(1000000, 9999999))))
		}},
		{"sms_stop_chat_es", func(g *G) string {
			return cat("Hola, mandé BAJA al ", g.K(fmt.Sprint(g.n(20000, 29999))), " desde el ", g.Ph(g.phone(g.pick("ES", "MX"), "nat")), " y me siguen llegando mensajes de promociones. Número de cliente ", g.K(fmt.Sprint(g.n(100000, 999999))), ".")
		}},
		{"sms_stop_chat_de", func(g *G) string {
			return cat("Guten Tag, ich habe STOP an die ", g.K(fmt.Sprint(g.n(70000, 89999))), " geschickt, trotzdem kommen weiter SMS auf meine Handynummer ", g.Ph(g.phone("DE", "nat")), ". Bitte austragen. Viele Grüße")
		}},
		{"sms_help_reply_pt", func(g *G) string {
			return cat("[", g.K(g.sqlTS()), "] IN  ", g.Ph(g.phone(g.pick("BR", "PT"), "e164")), " → ", g.K(fmt.Sprint(g.n(27000, 29999))), ": AJUDA\n[", g.sqlTS(), "] OUT ", g.K(fmt.Sprint(g.n(27000, 29999))), " → cliente: Loja Costa: alertas de ofertas, até 4 msgs/mês. Responda SAIR para cancelar. Pode haver cobrança da operadora.")
		}},
		{"tcr_10dlc_registration", func(g *G) string {
			p := g.person("en")
			return cat("10DLC campaign ", g.K("C"+g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)), " (brand ", g.K("B"+g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)), ", EIN ", g.K(fmt.Sprintf("%02d-%07d", g.n(10, 99), g.n(0, 9999999))), ") rejected by T-Mobile DCA:\nUse case: MARKETING\nSample message 1: \"Harbor Labs: 20% off this weekend! Reply STOP to opt out, HELP for help. Msg&data rates may apply.\"\nOpt-in: web form checkbox at https://harborlabs.co/sms\nSupport contact: ", p.Full(), ", ", g.E(g.workEmail(p)), ", ", g.Ph(g.phone("US", "nat")), "\nVetting score: ", g.K(fmt.Sprint(g.n(40, 90))))
		}},
		{"sms_subscribers_csv", func(g *G) string {
			var b strings.Builder
			b.WriteString("phone_number,email,subscribed_at,opt_in_source,keyword,state\n")
			for i := 0; i < g.n(2, 4); i++ {
				e := ""
				if g.r.Intn(2) == 0 {
					e = g.E(g.anyEmail("en"))
				}
				fmt.Fprintf(&b, "%s,%s,%s,%s,%s,%s\n", g.Ph(g.phone(g.pick("US", "US", "CA"), "e164")), e, g.K(g.isoTS()), g.pick("popup", "keyword", "checkout"), g.pick("JOIN", "VIP", "DEALS"), g.pick("TX", "CA", "NY", "FL", "ON"))
			}
			return g.pick("Postscript export:\n", "Attentive subscribers.csv:\n", "") + b.String()
		}},
		{"twilio_messages_api", func(g *G) string {
			sid := "AC" + g.hex(32)
			return cat("curl -X POST https://api.twilio.com/2010-04-01/Accounts/", g.K(sid), "/Messages.json \\\n  --data-urlencode \"To=", g.Ph(g.phone(g.pick("US", "GB", "AU", "CA"), "e164")), "\" \\\n  --data-urlencode \"MessagingServiceSid=", g.K("MG"+g.hex(32)), "\" \\\n  --data-urlencode \"Body=Your code is ", g.K(g.digits(6)), ". Reply STOP to unsubscribe.\" \\\n  -u ", sid, ":", g.B(g.twilioToken()))
		}},
		{"whatsapp_optin_webhook", func(g *G) string {
			p := g.person(g.pick("pt", "es", "de", "it", "nl"))
			wa := g.phone(g.ccFor(p.Lang), "e164")[1:]
			return cat(`{"object":"whatsapp_business_account","entry":[{"id":"`, g.K(g.fbID(15)), `","changes":[{"value":{"messaging_product":"whatsapp","metadata":{"phone_number_id":"`, g.K(g.fbID(15)), `"},"contacts":[{"profile":{"name":"`, p.Full(), `"},"wa_id":"`, g.Ph(wa), `"}],"messages":[{"from":"`, wa, `","id":"`, g.K("wamid.HBgL"+g.from(alnum, 40)), `","timestamp":"`, g.K(g.unix()), `","text":{"body":"`, g.pick("PARAR", "STOP", "SAIR", "BAJA", "Abmelden"), `"},"type":"text"}]},"field":"messages"}]}]}`)
		}},
		{"sms_delivery_receipt_eu", func(g *G) string {
			return cat("DLR ", g.K(g.uuid()), " status=UNDELIVERED err=", g.K(fmt.Sprint(g.n(1, 99))), " msisdn=", g.Ph(g.phone(g.pick("DE", "FR", "IT", "NL", "PL", "ES"), "e164")[1:]), " sender=", g.pick("SHOPINFO", "Boutique", "MODEHAUS"), " sent=", g.K(g.isoTS()), " parts=", fmt.Sprint(g.n(1, 3)), " price=", g.K(fmt.Sprintf("0.0%d", g.n(40, 99))))
		}},
	}
}
