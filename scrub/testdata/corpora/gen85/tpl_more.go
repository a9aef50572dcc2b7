package main

import (
	"encoding/base64"
	"strings"
)

// nbsp replaces the spaces of a number with a no-break space or a narrow
// no-break space, as text copied from a web page or a French document has.
func nbsp(s string, sp string) string { return strings.ReplaceAll(s, " ", sp) }

func moreTemplates() []T {
	return []T{
		{"tel_href_html", func(l *L) string {
			d := l.e164("us")
			shown := l.P("phone", sf("(%s) %s-%s", d[1:4], d[4:7], d[7:]))
			href := l.P("phone", "+"+d)
			return sf(`<a href="tel:%s">%s</a> is on the clinic page, is that Dr. %s's line?`, href, shown, l.person("en").L)
		}},
		{"markdown_table_contacts", func(l *L) string {
			lang := l.p("de", "en", "fr", "nl", "es", "it")
			head := map[string]string{"de": "| Name | Mobil | E-Mail |", "en": "| Name | Mobile | Email |", "fr": "| Nom | Portable | Email |", "nl": "| Naam | Mobiel | E-mail |", "es": "| Nombre | Móvil | Correo |", "it": "| Nome | Cellulare | Email |"}[lang]
			a, b := l.person(lang), l.person(lang)
			return sf("%s\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | %s |\nwho is missing a number?", head, a.Full(), l.PhL(lang, 'L'), l.Em(a), b.Full(), l.PhL(lang, 'L'), l.Em(b))
		}},
		{"nbsp_copied_number", func(l *L) string {
			sp := l.p("\u00a0", "\u202f")
			switch l.r.Intn(4) {
			case 0:
				ph := l.P("phone", nbsp(l.phone("fr_m", 'N'), sp))
				return sf("Tél.%s: %s (copié depuis le site du cabinet %s)", "\u00a0", ph, l.person("fr").L)
			case 1:
				ph := l.P("phone", nbsp(l.phone(l.p("de_m", "de_l"), 'I'), sp))
				return sf("Telefon %s laut Impressum, stimmt das?", ph)
			case 2:
				ph := l.P("phone", nbsp(l.phone(l.p("uk_m", "uk_l"), 'I'), sp))
				return sf("number from their website: %s — landline or mobile?", ph)
			}
			ph := l.P("phone", nbsp(l.phone("ch_m", 'A'), sp))
			return sf("Natel %s %s", l.person("de").F, ph)
		}},
		{"two_numbers_slash", func(l *L) string {
			switch l.r.Intn(2) {
			case 0:
				return sf("Tel. %s / %s (%s)", l.Ph("de_m", 'A'), l.Ph("de_l", 'I'), l.person("de").Full())
			}
			return sf("cell %s / home %s — which did %s give the school", l.Ph("us", 'A'), l.Ph("us", 'A'), l.person("en").F)
		}},
		{"sms_from_header", func(l *L) string {
			cc := l.p("uk_m", "de_m", "us", "fr_m", "in_m", "au_m")
			switch l.r.Intn(2) {
			case 0:
				return sf("SMS from %s: \"running 10 min late, table for %s\" — who is that?", l.Ph(cc, 'I'), l.K(l.p("4", "2", "6")))
			}
			return sf("%s  From: %s  Body: pls call back re parcel %s", l.K(l.isoTS()), l.P("phone", "+"+l.e164(cc)), l.K("JJD"+l.d(14)))
		}},
		{"slack_mailto_format", func(l *L) string {
			e := l.Em(l.person(l.p("en", "de", "fr", "nl")))
			return sf("from slack: <mailto:%s|%s> asked about the %s", e, e, l.p("offsite", "invoice", "PR review"))
		}},
		{"email_plus_caps_punct", func(l *L) string {
			p := l.person(l.p("en", "de", "fr", "es", "nl"))
			loc, dom := splitEmail(l.plainEmail(p.Lang))
			switch l.r.Intn(4) {
			case 0:
				e := l.P("email", loc+"+"+l.p("newsletter", "amazon", "brain", "receipts")+"@"+dom)
				return sf("which services use %s?", e)
			case 1:
				e := l.P("email", strings.Title(p.LF)+"."+strings.Title(asciiLower(p.LL))+"@"+strings.ToUpper(dom[:1])+dom[1:])
				return sf("Reply to %s.", e)
			case 2:
				e := l.Em(p)
				return sf("ask %s (%s), she knows", p.F, e)
			}
			e := l.Em(p)
			return sf("new address: %s, the old one is gone", e)
		}},
		{"email_university", func(l *L) string {
			lang := l.p("en", "de", "fr", "nl", "en")
			p := l.person(lang)
			dom := map[string][]string{"en": {"cs.stanford.edu", "ox.ac.uk", "student.unimelb.edu.au", "mit.edu", "ucl.ac.uk"}, "de": {"stud.uni-heidelberg.de", "tum.de", "mailbox.tu-dresden.de", "uni-koeln.de"}, "fr": {"etu.univ-lyon1.fr", "sorbonne-universite.fr", "polytechnique.edu"}, "nl": {"student.uva.nl", "tudelft.nl", "rug.nl"}}[lang]
			e := l.P("email", l.localFor(p)+"@"+l.ps(dom))
			return l.p(sf("thesis feedback from %s — find the draft", e), sf("Betreuer: %s", e), sf("who at %s asked for the dataset", e))
		}},
		{"semicolon_csv_de", func(l *L) string {
			a, b := l.person("de"), l.person("de")
			return sf("Name;Telefon;E-Mail;PLZ\n%s;%s;%s;%s\n%s;%s;%s;%s\nbitte importieren", a.Full(), l.PhL("de", 'L'), l.Em(a), l.K(l.pad(l.n(1067, 99998), 5)), b.Full(), l.PhL("de", 'L'), l.Em(b), l.K(l.pad(l.n(1067, 99998), 5)))
		}},
		{"azure_conn_string", func(l *L) string {
			acct := l.p("brainnotes", "kiteprod", "stdocs01", "acmebackup")
			key := l.P("bearer", base64.StdEncoding.EncodeToString(l.rawBytes(64)))
			return sf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", acct, key)
		}},
		{"openai_client_code", func(l *L) string {
			switch l.r.Intn(3) {
			case 0:
				return sf(`client = OpenAI(api_key="%s")  # why 401?`, l.Sec("openai"))
			case 1:
				return sf(`anthropic.Anthropic(api_key="%s").messages.create(...) fails`, l.Sec("anthropic"))
			}
			return sf(`const stripe = require('stripe')('%s');`, l.Sec("stripe"))
		}},
		{"localstorage_tokens", func(l *L) string {
			return sf(`localStorage: {"access_token":"%s","refresh_token":"%s","%s}`, l.P("jwt", l.jwt()), l.Sec("opaque"), l.K(`token_type":"Bearer"`))
		}},
		{"card_form_urlencoded", func(l *L) string {
			c := l.Card(l.p("visa", "mc", "amex"), 'p')
			return sf("POST /checkout card_number=%s&exp_month=%02d&exp_year=%d&cvc=%s got 402", c, l.n(1, 12), l.n(2026, 2031), l.d(3))
		}},
		{"ssn_tin_label", func(l *L) string {
			return l.alt(func() string {
				return sf("TIN %s on the 1099-NEC from %s", l.P("ssn", l.ssn("-")), l.p("Upwork", "Uber", "the agency"))
			},
				func() string {
					return sf("taxpayer id %s (%s)", l.P("ssn", l.ssn(l.p("", " ", "-"))), l.person("en").Full())
				})
		}},
		{"zh_password_cjk", func(l *L) string {
			pw := l.P("bearer", l.password(false))
			return l.p(sf("WiFi密码：%s", pw), sf("路由器密码是%s，别忘了", pw), sf("公司邮箱密码 %s 记一下", pw))
		}},
		{"people_note_card_phone", func(l *L) string {
			p := l.person(l.p("es", "en", "pt"))
			return sf("remember: %s's card %s (exp %s), phone %s", p.F, l.Card(l.p("visa", "mc"), 'a'), l.K(l.expiry()), l.PhL(p.Lang, 'A'))
		}},
	}
}

func extraTemplates() []T {
	return []T{
		{"whois_registrant", func(l *L) string {
			cc := l.p("de_m", "us", "fr_m", "uk_m", "nl_m", "es_m")
			d := l.e164(cc)
			p := l.person(l.p("en", "de", "fr"))
			cut := map[string]int{"de_m": 2, "us": 1, "fr_m": 2, "uk_m": 2, "nl_m": 2, "es_m": 2}[cc]
			return sf("whois for %s says Registrant Phone: %s, Registrant Email: %s — is that our %s?", l.K(l.p("kitelabs.io", "notes-app.de", "brainhq.fr")), l.P("phone", "+"+d[:cut]+"."+d[cut:]), l.Em(p), p.F)
		}},
		{"ocr_form_ssn", func(l *L) string {
			a, b, c := l.ssnParts()
			switch l.r.Intn(3) {
			case 0:
				return sf("OCR of the W-2 says: Employee's social security number %s — is that right?", l.P("ssn", a+" - "+b+" - "+c))
			case 1:
				return sf("SS# %s (from the benefits form)", l.P("ssn", a+"-"+b+"-"+c))
			}
			return sf("Box a %s / Box b %s / Box 1 %s", l.P("ssn", a+"-"+b+"-"+c), l.K(l.ein()), l.K(sf("%d,%03d.%02d", l.n(20, 190), l.n(0, 999), l.n(0, 99))))
		}},
		{"compose_env_passwords", func(l *L) string {
			switch l.r.Intn(3) {
			case 0:
				return sf("environment:\n  POSTGRES_USER: %s\n  POSTGRES_PASSWORD: %s\nwhy does the healthcheck fail", l.user(), l.P("bearer", l.password(false)))
			case 1:
				return sf("MYSQL_ROOT_PASSWORD=%s in the compose file, rotate?", l.P("bearer", l.password(false)))
			}
			return sf("machine api.heroku.com\n  login %s\n  password %s", l.Em(l.person("en")), l.P("bearer", l.uuid()))
		}},
		{"sshpass_kennwort", func(l *L) string {
			switch l.r.Intn(3) {
			case 0:
				return sf("sshpass -p '%s' ssh %s@%s uptime", l.P("bearer", l.password(false)), l.p("root", "pi", "deploy"), l.K(l.ipv4()))
			case 1:
				return sf("Kennwort für das Steuerportal: %s", l.P("bearer", l.password(false)))
			}
			return sf("Zugangsdaten Elster: Benutzer %s, Passwort %s", l.p("mueller.j", "steuer2024", "hofmann_k"), l.P("bearer", l.password(false)))
		}},
		{"oauth_client_secret_json", func(l *L) string {
			return sf(`{"web":{"client_id":"%s","project_id":"%s","client_secret":"%s"}}`, l.K(l.d(12)+"-"+l.from(lowerS+digitsS, 32)+".apps.googleusercontent.com"), l.p("brain-prod", "notes-sync", "kite-cal"), l.Sec("gocspx"))
		}},
		{"vendor_api_key_env", func(l *L) string {
			switch l.r.Intn(3) {
			case 0:
				return sf("DD_API_KEY=%s DD_SITE=datadoghq.eu", l.P("bearer", l.hex(32)))
			case 1:
				return sf("HEROKU_API_KEY=%s", l.P("bearer", l.uuid()))
			}
			return sf("X-Auth-Token: %s", l.Sec("opaque"))
		}},
		{"lowercase_at_dotted_domain", func(l *L) string {
			// judgement: a spelled "at" before a dotted domain after a dotted name
			p := l.person(l.p("en", "de", "nl"))
			loc, dom := splitEmail(l.plainEmail(p.Lang))
			v := l.P("email", loc+" at "+dom)
			return l.p(sf("contact: %s", v), sf("her address is %s i think", v), sf("mail %s about the keys", v))
		}},
		{"agent_tool_call_mail", func(l *L) string {
			p := l.person(l.ps(langs))
			return sf(`{"query":"%s","filters":{"from":"%s","date_range":["%s","%s"]},"top_k":%s}`, l.p("contract renewal", "flight booking", "invoice", "school trip"), l.Em(p), l.K(l.dateISO()), l.K(l.dateISO()), l.K(l.p("5", "10", "20")))
		}},
		{"whatsapp_label_number", func(l *L) string {
			lang := l.p("pt", "es", "id", "hi", "en", "de")
			p := l.person(lang)
			return sf("%s — WhatsApp: %s", p.Full(), l.PhL(lang, 'A'))
		}},
		{"bare_value_alone", func(l *L) string {
			switch l.r.Intn(6) {
			case 0:
				return l.Ph(l.p("uk_m", "de_m", "fr_m", "us", "in_m", "br_m", "es_m", "it_m"), 'I') + l.p("?", "", " ?", " — who")
			case 1:
				return l.Ph(l.p("de_m", "uk_m", "nl_m", "fr_m", "tr_m", "jp_m"), 'N') + l.p("?", " wer?", " who is this", "")
			case 2:
				return l.Card(l.p("visa", "mc", "amex"), 's') + l.p("", "?", " — whose card")
			case 3:
				return l.P("ssn", l.ssn("-")) + l.p(" — SSN?", " whose ssn is this", " (ssn)")
			case 4:
				return l.Sec(l.ps(prefixedKinds)) + l.p("", "?", " leaked?")
			}
			return l.P("jwt", l.jwt())
		}},
		{"cc_hash_label", func(l *L) string {
			return l.alt(func() string { return sf("cc# %s exp %s", l.Card(l.p("visa", "mc", "amex"), 'p'), l.K(l.expiry())) },
				func() string {
					return sf("card: %s / %s / cvv on back", l.Card(l.p("visa", "mc"), 'd'), l.K(l.expiry()))
				})
		}},
	}
}

func moreCleanTemplates() []T {
	return []T{
		{"c_gha_secret_refs", withTail(func(l *L) string {
			return l.alt(func() string {
				return sf("token: %s in the workflow, enough perms?", l.K("${{ secrets.GITHUB_TOKEN }}"))
			},
				func() string { return sf("env: OPENAI_API_KEY: %s", l.K("${{ secrets.OPENAI_API_KEY }}")) })
		})},
		{"c_masked_card", func(l *L) string {
			return l.alt(func() string {
				return sf("which subscription is on %s exp %s", l.K(l.p("Visa •••• ", "Mastercard **** ", "Amex ending ")+l.d(4)), l.K(l.expiry()))
			},
				func() string { return sf("card %s declined?", l.K("XXXX-XXXX-XXXX-"+l.d(4))) })
		}},
		{"c_unix_times", func(l *L) string {
			return l.alt(func() string {
				return sf("created_at %s updated_at %s", l.K(sf("%d", 1700000000+l.n(0, 70000000))), l.K(sf("%d", 1700000000+l.n(0, 70000000))))
			},
				func() string { return sf("exp claim is %s, when is that", l.K(sf("%d", 1700000000+l.n(0, 70000000)))) })
		}},
		{"c_misc_lookalikes", func(l *L) string {
			return l.alt(func() string { return sf("color %s on the slide", l.K("#"+strings.ToUpper(l.hex(6)))) },
				func() string {
					return sf("cited as Nature %s", l.K(sf("(%d) %d-%d", l.n(2015, 2024), l.n(100, 400), l.n(401, 600))))
				},
				func() string { return sf("ticket #%s from the helpdesk", l.K(sf("%d", l.n(1000, 99999)))) },
				func() string { return sf("covered %s", l.K(sf("%d–%d", l.n(2015, 2019), l.n(2020, 2025)))) })
		}},
		{"c_uk_postcode_times", func(l *L) string {
			return sf("parcel to %s between %s and %s", l.K(l.p("SW1A 1AA", "EC1A 1BB", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT")), l.K(l.hhmm()), l.K(l.hhmm()))
		}},
	}
}
