package main

import "strings"

func (l *L) ein() string {
	return l.p("20", "26", "27", "30", "33", "35", "45", "46", "47", "52", "54", "61", "68", "81", "82", "83", "84", "85", "86", "87", "88", "90", "93", "98", "99") + "-" + l.d(7)
}

func (l *L) mbi() string { // Medicare Beneficiary Identifier shape, e.g. 1EG4-TE5-MK73
	lt := "ACDEFGHJKMNPQRTUVWXY"
	an := lt + digitsS
	return l.dnz(1) + l.from(lt, 1) + l.from(an, 1) + l.d(1) + "-" + l.from(lt, 1) + l.from(an, 1) + l.d(1) + "-" + l.from(lt, 2) + l.d(2)
}

func ssnCardJWTTemplates() []T {
	return []T{
		// ------------------------------------------------------------ SSN
		{"ssn_w9", func(l *L) string {
			switch l.r.Intn(3) {
			case 0:
				return sf("SSN %s for the W-9, EIN of the LLC is %s", l.P("ssn", l.ssn("-")), l.K(l.ein()))
			case 1:
				return sf("%s is my SSN, use it for the %d 1040 draft", l.P("ssn", l.ssn("-")), l.year()-1)
			}
			return sf("put SSN %s on the %s form for %s", l.P("ssn", l.ssn("-")), l.p("I-9", "W-4", "FAFSA", "lease application"), l.person("en").F)
		}},
		{"itin_letter", func(l *L) string {
			switch l.r.Intn(3) {
			case 0:
				return sf("my ITIN is %s, the IRS letter %s came on %s", l.P("ssn", l.itin("-")), l.K(l.p("CP565", "CP01A", "CP2000")), l.K(l.dateUS()))
			case 1:
				return sf("ITIN %s (expires end of %d) — renew?", l.P("ssn", l.itin("-")), l.year())
			}
			return sf("número ITIN de %s: %s", l.person("es").F, l.P("ssn", l.itin("-")))
		}},
		{"ssn_label_loose", func(l *L) string {
			switch l.r.Intn(5) {
			case 0:
				return sf("social security number: %s", l.P("ssn", l.ssn(" ")))
			case 1:
				return sf("SSN %s (from the old tax folder)", l.P("ssn", l.ssn(".")))
			case 2:
				return sf("my SSN is %s can you save it in the vault note", l.P("ssn", l.ssn("")))
			case 3:
				return sf("Soc Sec No. %s — dad's", l.P("ssn", l.ssn("/")))
			}
			return sf("%s's social security # %s", l.person("en").F, l.P("ssn", l.ssn(l.p(" ", "–"))))
		}},
		{"ssn_csv_table", func(l *L) string {
			a, b := l.person("en"), l.person("en")
			sep := l.p("-", "")
			return sf("check this export for errors:\nemployee,dob,ssn,zip\n%s %s,%s,%s,%s\n%s %s,%s,%s,%s",
				a.F, a.L, l.K(l.dateISO()), l.P("ssn", l.ssn(sep)), l.K(l.pad(l.n(10000, 99950), 5)),
				b.F, b.L, l.K(l.dateISO()), l.P("ssn", l.ssn(sep)), l.K(l.pad(l.n(10000, 99950), 5)))
		}},
		{"ssn_es_seguro_social", func(l *L) string {
			return l.alt(func() string { return sf("mi número de seguro social es %s", l.P("ssn", l.ssn("-"))) }, func() string {
				return sf("número de seguro social de mi mamá: %s, guárdalo", l.P("ssn", l.ssn(l.p("-", " "))))
			})
		}},
		{"ssn_json_tax_id", func(l *L) string {
			p := l.person("en")
			key := l.p("tax_id", "ssn", "social_security_number")
			return sf(`{"tool":"update_contact","args":{"name":"%s %s","%s":"%s","zip":"%s"}}`, p.F, p.L, key, l.P("ssn", l.ssn(l.p("", "-"))), l.K(l.pad(l.n(10000, 99950), 5)))
		}},
		{"ssn_note_remember", func(l *L) string {
			rel := l.p("Dad", "Mom", "Grandpa", "Aunt Rosa", "my husband", "Liam")
			return sf("remember: %s's SSN is %s, Medicare ID %s", rel, l.P("ssn", l.ssn("-")), l.K(l.mbi()))
		}},
		{"ssn_glued_label", func(l *L) string {
			return l.alt(func() string { return sf("ref SSN-%s on page 2 of the application", l.P("ssn", l.ssn("-"))) }, func() string { return sf("SSN#%s / DOB %s", l.P("ssn", l.ssn("-")), l.K(l.dateUS())) }, func() string { return sf("SSN:%s is on the scanned W-2", l.P("ssn", l.ssn("-"))) })
		}},
		// ------------------------------------------------------------ cards
		{"remember_card_full", func(l *L) string {
			c := l.Card(l.p("visa", "mc", "mc2", "discover"), 'a')
			last := onlyDigits(c)
			last = last[len(last)-4:]
			p := l.person(l.p("es", "en", "pt"))
			return l.alt(func() string {
				return sf("remember: %s's card ends %s, full number %s exp %s", p.F, last, c, l.K(l.expiry()))
			}, func() string {
				return sf("note for later: %s Visa %s, CVV on the back, exp %s", p.F, c, l.K(l.expiry()))
			})
		}},
		{"amex_4_6_5", func(l *L) string {
			switch l.r.Intn(2) {
			case 0:
				return sf("Amex %s exp %s", l.Card("amex", l.p("s", "d")[0]), l.K(l.expiry()))
			}
			return sf("American Express card number %s, billing zip %s", l.Card("amex", 'a'), l.K(l.pad(l.n(10000, 99950), 5)))
		}},
		{"card_in_tool_call", func(l *L) string {
			p := l.person(l.p("en", "de", "fr"))
			return sf(`{"tool":"save_note","args":{"title":"%s card","body":"%s exp %s"}}`, p.F, l.Card(l.p("visa", "mc", "amex", "jcb"), 'a'), l.K(l.expiry()))
		}},
		{"card_log_line", func(l *L) string {
			return sf("%s WARN payment declined pan=%s order=%s amount=%s", l.K(l.isoTS()), l.Card(l.p("visa", "mc", "discover", "mc2"), 'p'), l.K(sf("ORD-%d", l.n(10000, 99999))), l.K(sf("%d.%02d", l.n(5, 900), l.n(0, 99))))
		}},
		{"de_kreditkarte", func(l *L) string {
			return l.alt(func() string {
				return sf("Kreditkarte Nr. %s, gültig bis %s – wo hab ich die notiert?", l.Card(l.p("visa", "mc"), 'a'), l.K(l.expiry()))
			}, func() string { return sf("Kartennummer: %s (Lufthansa Miles & More)", l.Card("mc", 'a')) })
		}},
		{"ja_card_number", func(l *L) string {
			return l.alt(func() string {
				return sf("カード番号%sの明細を探して", l.Card(l.p("jcb", "visa"), l.p("s", "d", "p")[0]))
			}, func() string {
				return sf("クレジットカード：%s 有効期限%s", l.Card(l.p("jcb", "mc"), 'a'), l.K(l.expiry()))
			})
		}},
		{"diners_14", func(l *L) string {
			return l.alt(func() string { return sf("Diners Club %s still on the travel profile?", l.Card("diners", 's')) }, func() string { return sf("corporate card diners %s exp %s", l.Card("diners", 'p'), l.K(l.expiry())) })
		}},
		{"unionpay_card", func(l *L) string {
			return l.alt(func() string { return sf("银联卡号 %s 还款日 %s", l.Card("unionpay", 'a'), l.K(l.dateISO())) }, func() string { return sf("我的卡号是%s，帮我记一下", l.Card("unionpay", 'p')) })
		}},
		{"mir_card", func(l *L) string {
			p := l.person("ru")
			return l.alt(func() string { return sf("карта Мир %s, привязана к %s", l.Card("mir", 'a'), p.F) }, func() string {
				return sf("номер карты %s, срок %s", l.Card(l.p("mir", "visa", "mc"), 'a'), l.K(l.expiry()))
			})
		}},
		{"card_beside_order_no", func(l *L) string {
			ord := l.card("visa", 's') // a card-shaped order number the README leaves alone
			return sf("charge on %s for order no. %s — duplicate?", l.Card(l.p("mc", "visa", "discover"), 'a'), l.K(ord))
		}},
		{"card_statement_line", func(l *L) string {
			return sf("%s %s declined at %s", l.K(l.dateISO()), l.Card(l.p("visa", "mc", "mc2"), 's'), l.p("REWE Markt", "SHELL 4471", "AMZN Mktp", "Uber *Trip"))
		}},
		{"card_typed_plain_question", func(l *L) string {
			c := l.Card(l.p("visa", "mc", "amex", "discover", "jcb", "visa13", "maestro", "visa19"), 'p')
			return l.alt(func() string { return sf("is %s a valid card number?", c) }, func() string { return sf("check %s luhn", c) }, func() string { return sf("which bank issued %s", c) })
		}},
		{"card_fr_es_it_pt", func(l *L) string {
			switch l.r.Intn(4) {
			case 0:
				return sf("numéro de carte %s exp %s", l.Card(l.p("visa", "mc"), 'a'), l.K(l.expiry()))
			case 1:
				return sf("número de tarjeta %s vence %s", l.Card(l.p("visa", "mc", "amex"), 'a'), l.K(l.expiry()))
			case 2:
				return sf("numero carta %s scad. %s", l.Card(l.p("visa", "mc", "maestro"), 'a'), l.K(l.expiry()))
			}
			return sf("número do cartão %s validade %s", l.Card(l.p("visa", "mc"), 'a'), l.K(l.expiry()))
		}},
		{"card_troy_rupay", func(l *L) string {
			return l.alt(func() string {
				return sf("Troy kart numaram %s, son kullanma %s", l.Card("troy", 'a'), l.K(l.expiry()))
			}, func() string { return sf("RuPay card %s linked to which UPI id?", l.Card("rupay", 'a')) })
		}},
		// ------------------------------------------------------------ JWT
		{"jwt_expired_q", func(l *L) string {
			t := l.P("jwt", l.jwt())
			return l.alt(func() string { return sf("is this token expired? %s", t) }, func() string { return sf("decode %s", t) }, func() string { return sf("why does the API reject %s", t) })
		}},
		{"jwt_auth_header", func(l *L) string {
			t := l.P("jwt", l.jwt())
			switch l.r.Intn(3) {
			case 0:
				return sf("Authorization: Bearer %s\n401 since this morning", t)
			case 1:
				return sf(`curl -H "Authorization: Bearer %s" %s`, t, l.K("https://api.brainhq.io/v1/search?q=roadmap"))
			}
			return sf(`{"name":"Authorization","value":"Bearer %s"}`, t)
		}},
		{"jwt_in_callback_url", func(l *L) string {
			t := l.P("jwt", l.jwt())
			return l.alt(func() string { return sf("https://notes.app/cb#id_token=%s&%s", t, l.K("state="+l.hex(16))) }, func() string { return sf("redirect went to /login?token=%s and looped", t) })
		}},
		{"jwe_token", func(l *L) string {
			t := l.P("jwt", l.jwe())
			return l.alt(func() string { return sf("can the brain decrypt this JWE %s", t) }, func() string { return sf("encrypted id token %s", t) })
		}},
		{"jwt_in_json_log", func(l *L) string {
			return sf(`{"level":"debug","ts":"%s","msg":"auth ok","token":"%s"}`, l.K(l.isoTS()), l.P("jwt", l.jwt()))
		}},
		{"jwt_cookie", func(l *L) string {
			return sf("Cookie: access_token=%s; %s", l.P("jwt", l.jwt()), l.K(l.p("theme=dark", "lang=de", "tz=Europe%2FBerlin")))
		}},
	}
}

var _ = strings.ToLower
