package main

import (
	"encoding/base64"
	"strings"
)

func (l *L) orderNo() string {
	switch l.r.Intn(4) {
	case 0:
		return sf("%03d-%07d-%07d", l.n(111, 405), l.n(0, 9999999), l.n(0, 9999999))
	case 1:
		return sf("A-%d-%06d", l.year(), l.n(1, 999999))
	case 2:
		return sf("%d", l.n(10000000, 999999999))
	}
	return sf("ORD-%d", l.n(10000, 999999))
}

func (l *L) isbn13() string {
	body := "978" + l.p("0", "1", "2", "3", "4", "5", "7") + l.d(8)
	sum := 0
	for i := 0; i < 12; i++ {
		d := int(body[i] - '0')
		if i%2 == 1 {
			d *= 3
		}
		sum += d
	}
	c := (10 - sum%10) % 10
	return sf("%s-%s-%s-%s-%d", body[:3], body[3:4], body[4:8], body[8:12], c)
}

func (l *L) sshPub() string {
	blob := []byte{0, 0, 0, 11}
	blob = append(blob, "ssh-ed25519"...)
	blob = append(blob, 0, 0, 0, 32)
	blob = append(blob, l.rawBytes(32)...)
	return "ssh-ed25519 " + base64.StdEncoding.EncodeToString(blob)
}

func cleanTemplates() []T {
	return []T{
		{"c_order_status", func(l *L) string {
			switch l.r.Intn(7) {
			case 0:
				return sf("where is my order #%s, placed %s, %s", l.K(l.orderNo()), l.K(l.dateEN()), l.K(l.amount("en")))
			case 1:
				return sf("Bestellung Nr. %s vom %s über %s noch nicht da", l.K(l.orderNo()), l.K(l.dateDE()), l.K(l.amount("de")))
			case 2:
				return sf("commande n° %s du %s (%s) toujours pas livrée", l.K(l.orderNo()), l.K(l.dateEU()), l.K(l.amount("fr")))
			case 3:
				return sf("pedido nº %s del %s por %s", l.K(l.orderNo()), l.K(l.dateEU()), l.K(l.amount("es")))
			case 4:
				return sf("заказ № %s от %s на %s", l.K(l.orderNo()), l.K(l.dateDE()), l.K(l.amount("ru")))
			case 5:
				return sf("zamówienie nr %s z %s, %s", l.K(l.orderNo()), l.K(l.dateDE()), l.K(l.amount("pl")))
			}
			return sf("pedido %s de %s no valor de %s ainda não chegou", l.K(l.orderNo()), l.K(l.dateEU()), l.K(l.amount("pt")))
		}},
		{"c_invoice_lookup", func(l *L) string {
			v := l.p("Telekom", "Vodafone", "Hetzner", "AWS", "Adobe", "IKEA", "Orange", "Iberdrola")
			return l.alt(func() string { return sf("find invoice %s from %s, amount %s", l.K(l.invNo()), v, l.K(l.amount("en"))) },
				func() string {
					return sf("Rechnung %s von %s über %s bezahlt?", l.K(l.invNo()), v, l.K(l.amount("de")))
				},
				func() string { return sf("facture %s %s, échéance %s", v, l.K(l.invNo()), l.K(l.dateEU())) })
		}},
		{"c_calendar_range", func(l *L) string {
			switch l.r.Intn(5) {
			case 0:
				return sf("what's on my calendar %s %s–%s", l.K(l.dateISO()), l.K(l.hhmm()), l.K(l.hhmm()))
			case 1:
				return sf("Termin am %s %s mit dem Steuerberater verschieben", l.K(l.dateDE()), l.K(l.hhmm()))
			case 2:
				return sf("rdv le %s à %s, c'est où déjà ?", l.K(l.dateEU()), l.K(l.p("9h30", "14h", "16h45")))
			case 3:
				return sf("cita el %s a las %s con el dentista", l.K(l.dateEU()), l.K(l.hhmm()))
			}
			return sf("%sの%sからの会議、場所はどこ？", l.K(l.dateISO()), l.K(l.hhmm()))
		}},
		{"c_version_upgrade", func(l *L) string {
			sw := l.p("postgres", "node", "go", "the iOS app", "obsidian", "kubernetes", "python")
			return l.alt(func() string {
				return sf("notes about upgrading %s from %s to %s", sw, l.K(l.version()), l.K(l.version()))
			},
				func() string {
					return sf("did %s %s break the sync? was fine on v%s", sw, l.K("v"+l.version()), l.K(l.version()))
				},
				func() string {
					return sf("changelog %s build %s", l.K(l.version()), l.K(sf("%d.%d.%d.%d", l.n(1, 9), l.n(0, 20), l.n(0, 99), l.n(1000, 9999))))
				})
		}},
		{"c_meeting_id", func(l *L) string {
			switch l.r.Intn(3) {
			case 0:
				return sf("zoom meeting ID %s for the %s standup", l.K(sf("%s %s %s", l.dnz(3), l.d(4), l.d(4))), l.p("Monday", "design", "infra"))
			case 1:
				return sf("which note has the link %s", l.K(sf("https://us06web.zoom.us/j/%s?pwd=%s", l.dnz(11), l.mixed(alnumS, 32))))
			}
			return sf("Telefonkonferenz-ID: %s — wer hat eingeladen?", l.K(sf("%s %s %s#", l.dnz(3), l.d(3), l.d(3))))
		}},
		{"c_tracking", func(l *L) string {
			switch l.r.Intn(5) {
			case 0:
				return sf("UPS %s status?", l.K("1Z"+l.from(upperS+digitsS, 6)+l.d(10)))
			case 1:
				return sf("DHL Sendungsnummer %s wo ist das Paket", l.K("00340434"+l.d(12)))
			case 2:
				return sf("FedEx tracking %s delivered?", l.K(sf("%s %s %s", l.from("789", 1)+l.d(3), l.d(4), l.d(4))))
			case 3:
				return sf("código de rastreio %s", l.K(sf("%s%s%sBR", l.from(upperS, 2), l.d(9), "")))
			}
			return sf("sporingsnummer %s fra Posten", l.K("7070"+l.d(13)))
		}},
		{"c_doc_uuid", func(l *L) string {
			return l.alt(func() string { return sf("open doc %s (rev %s)", l.K(l.uuid()), l.K(sf("%d", l.n(2, 90)))) },
				func() string { return sf("notion page %s moved?", l.K(l.hex(32))) },
				func() string {
					return sf(`{"query":"summary","filters":{"doc_ids":["%s","%s"]}}`, l.K(l.uuid()), l.K(l.uuid()))
				})
		}},
		{"c_ssh_pubkey", func(l *L) string {
			k := l.K(l.sshPub() + " " + l.p("anna", "deploy", "jonas", "ci") + "@" + l.p("thinkpad", "macbook", "build-01", "laptop"))
			return l.p(sf("add %s to the server notes", k), sf("whose key is %s", k))
		}},
		{"c_publishable_key", func(l *L) string {
			return l.alt(func() string { return sf("is %s the publishable key for checkout?", l.K(l.pkLive())) },
				func() string {
					return sf("NEXT_PUBLIC_STRIPE_KEY=%s ok in the frontend?", l.K("pk_test_"+l.mixed(alnumS, 24)))
				})
		}},
		{"c_aws_key_id", func(l *L) string {
			return l.alt(func() string { return sf("which IAM user owns %s", l.K(l.akia())) },
				func() string { return sf("access key %s last used %s", l.K(l.akia()), l.K(l.dateISO())) })
		}},
		{"c_placeholder_token", withTail(func(l *L) string {
			return l.alt(
				func() string {
					return sf(`curl -H "Authorization: Bearer %s" https://api.brainhq.io/v1/notes`, l.K(l.p("<token>", "$TOKEN", "${ACCESS_TOKEN}", "YOUR_TOKEN")))
				},
				func() string { return sf("export GITHUB_TOKEN=%s in CI?", l.K("$TOKEN")) },
				func() string { return sf("slack says %s is invalid lol", l.K("xoxb-your-token-here")) },
				func() string { return sf("AWS docs use %s as the key id", l.K("AKIAIOSFODNN7EXAMPLE")) },
				func() string { return sf("password: %s in the screenshot, can you read it", l.K("********")) },
				func() string { return sf("DB_PASSWORD=%s not expanded", l.K("${DB_PASSWORD}")) },
				func() string { return sf("the template says password: %s, what goes there", l.K("<password>")) },
				func() string { return sf("STRIPE_WEBHOOK_SECRET=%s in .env.example", l.K("whsec_...")) },
				func() string { return sf("Authorization: Bearer %s in the log — fine?", l.K("[REDACTED]")) },
			)
		})},
		{"c_amounts", func(l *L) string {
			return l.alt(func() string {
				return sf("split %s across Q%s", l.K(l.amount("en")), l.K(sf("%d %d", l.n(1, 4), l.year())))
			},
				func() string { return sf("Summe %s netto, %s brutto", l.K(l.amount("de")), l.K(l.amount("de"))) },
				func() string {
					return sf("budget %s € total", l.K(sf("%d.%03d.%03d,%02d", l.n(1, 9), l.n(0, 999), l.n(0, 999), l.n(0, 99))))
				},
				func() string { return sf("%s 가계부에 %s 지출", l.K(l.dateISO()), l.K(l.amount("ko"))) })
		}},
		{"c_ip_port", func(l *L) string {
			return sf("server %s down since %s?", l.K(sf("%s:%d", l.ipv4(), []int{8080, 5432, 6379, 443, 9200, 3000}[l.r.Intn(6)])), l.K(l.hhmm()))
		}},
		{"c_postal_codes", func(l *L) string {
			c := l.p("us", "br", "pt", "jp", "de", "pl")
			z := l.K(l.zip(c))
			return l.p(sf("ship to %s", z), sf("which notes mention %s", z))
		}},
		{"c_handles_pkgs", withTail(func(l *L) string {
			return l.alt(
				func() string {
					return sf("%s mentioned %s in #eng", l.K("@"+l.p("annab", "jonas_dev", "m.kowal", "priya")), l.K(l.p("lodash", "react", "@types/node", "zod")+"@"+l.version()))
				},
				func() string { return sf("use %s for the retina logo", l.K(l.p("icon", "logo", "avatar")+"@2x.png")) },
				func() string { return sf("Meet @ %s in the lobby", l.K(l.p("5pm", "10:30", "noon"))) },
				func() string {
					return sf("clone %s", l.K("git@github.com:"+l.p("kitelabs", "brain-team")+"/notes.git"))
				},
				func() string {
					return sf("what does %s do in the code", l.K(l.p("@Override", "@dataclass", "@property", "@app.route")))
				},
			)
		})},
		{"c_snowflake_ids", func(l *L) string {
			return l.alt(func() string { return sf("discord message %s in #general", l.K("1"+l.from("12", 1)+l.d(16))) },
				func() string { return sf("tweet %s saved?", l.K("18"+l.d(17))) },
				func() string { return sf("event at ns %s", l.K("17"+l.d(17))) })
		}},
		{"c_isbn", func(l *L) string {
			z := l.K(l.isbn13())
			return l.p(sf("ISBN %s in my reading list?", z), sf("Buch mit ISBN %s ausgeliehen an wen", z))
		}},
		{"c_flight", func(l *L) string {
			return sf("%s %d at %s gate %s booking ref %s", l.p("LH", "BA", "AF", "KL", "UA", "TK"), l.n(100, 9999), l.K(l.hhmm()), l.K(l.p("B", "A", "C", "D")+sf("%d", l.n(1, 60))), l.K(l.from("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)))
		}},
		{"c_coordinates", func(l *L) string {
			return sf("photo taken at %s, which trip?", l.K(sf("%.5f, %.5f", float64(l.n(-60000000, 70000000))/1e6, float64(l.n(-170000000, 170000000))/1e6)))
		}},
		{"c_git_sha", func(l *L) string {
			return l.alt(func() string { return sf("commit %s broke search?", l.K(l.hex(40))) }, func() string { return sf("revert %s and %s", l.K(l.hex(7)), l.K(l.hex(7))) })
		}},
		{"c_order_card_lookalike", func(l *L) string {
			return l.alt(func() string { return sf("order no. %s shipped?", l.K(l.card("visa", 's'))) },
				func() string { return sf("invoice #%s still open", l.K(l.card("mc", 'd'))) },
				func() string { return sf("order %s refund status", l.K(l.card("discover", 's'))) })
		}},
		{"c_vat_ids", func(l *L) string {
			return l.alt(func() string {
				return sf("USt-IdNr. %s auf der Rechnung korrekt?", l.K(sf("DE %s %s %s", l.dnz(3), l.d(3), l.d(3))))
			},
				func() string { return sf("supplier VAT %s", l.K(sf("GB %s %s %s", l.dnz(3), l.d(4), l.d(2)))) },
				func() string {
					return sf("SIRET %s du fournisseur", l.K(sf("%s %s %s %s", l.dnz(3), l.d(3), l.d(3), l.d(5))))
				},
				func() string { return sf("Partita IVA %s", l.K(l.d(11))) },
				func() string { return sf("ИНН %s у контрагента", l.K(l.dnz(10))) })
		}},
		{"c_dates_multi", func(l *L) string {
			return l.alt(func() string { return sf("what happened on %s %s", l.K(l.dateDE()), l.K(l.hhmm())) },
				func() string { return sf("notes from %s to %s", l.K(l.dateISO()), l.K(l.dateISO())) },
				func() string { return sf("%s年%d月%d日の日記", l.K(sf("%d", l.year())), l.n(1, 12), l.n(1, 28)) },
				func() string { return sf("log %s between %s and %s", l.K(l.dateUS()), l.K(l.hhmm()), l.K(l.hhmm())) })
		}},
		{"c_bearer_prose", withTail(func(l *L) string {
			return l.alt(func() string { return l.K("what does 'the bearer of bad news' mean") },
				func() string { return l.K("how does Bearer authentication work with refresh tokens") },
				func() string {
					return sf(`response has %s, what's the default`, l.K(`"token_type": "Bearer", "expires_in": 3600`))
				},
				func() string { return sf("send it in the %s header", l.K("`Authorization: Bearer`")) })
		})},
		{"c_jwt_header_only", withTail(func(l *L) string {
			return l.alt(func() string { return sf("what alg is %s", l.K(b64u(`{"alg":"HS256","typ":"JWT"}`))) },
				func() string { return sf("token starts %s then cut off", l.K("eyJhbGciOi...")) },
				func() string {
					return sf("next page cursor=%s", l.K(b64u(sf(`{"page":%d,"sort":"%s"}`, l.n(2, 40), l.p("date", "score", "title")))))
				})
		})},
		{"c_fictional_phone", withTail(func(l *L) string {
			return l.alt(func() string { return sf("the fictional number %s in the script", l.K(sf("555-01%02d", l.n(0, 99)))) },
				func() string { return sf("%s placeholder in the signup form", l.K("(555) 555-5555")) },
				func() string { return sf("default %s in the CRM import", l.K("+1.0000000000")) })
		})},
		{"c_iban", func(l *L) string {
			z := l.K(l.iban())
			return l.p(sf("IBAN %s for the rent", z), sf("Überweisung an %s BIC COBADEFFXXX", z))
		}},
		{"c_sizes_list", withTail(func(l *L) string {
			return l.alt(func() string { return sf("resize to %s px", l.K("384 768 1536")) },
				func() string { return sf("disk %s", l.K("1536 2048 4096 MB")) },
				func() string { return sf("thumbnails %s", l.K(sf("%d %d %d %d", 64, 128, 256, 512))) })
		})},
		{"c_door_room", func(l *L) string {
			return sf("room %s, door code %s, floor %s", l.K(sf("%d.%02d", l.n(1, 6), l.n(1, 40))), l.K(l.d(4)), l.K(sf("%d", l.n(1, 12))))
		}},
		{"c_msgid_header", func(l *L) string {
			return sf("Message-ID: %s\nIn-Reply-To: %s\nfind the thread", l.K(l.msgID()), l.K(l.msgID()))
		}},
		{"c_agent_json_ids", func(l *L) string {
			return sf(`{"query":"%s","filters":{"after":"%s","doc_id":"%s","limit":%s}}`, l.p("Q3 revenue", "offsite ideas", "lease terms", "onboarding"), l.K(l.dateISO()), l.K(l.uuid()), l.K(l.p("10", "25", "50")))
		}},
		{"c_cjk_order", func(l *L) string {
			return l.alt(func() string {
				return sf("订单号 %s 什么时候发货", l.K(sf("%d%02d%02d%s", l.year(), l.n(1, 12), l.n(1, 28), l.d(10))))
			},
				func() string {
					return sf("注文番号 %s の配送状況", l.K(sf("%d-%07d-%07d", l.n(249, 503), l.n(0, 9999999), l.n(0, 9999999))))
				},
				func() string { return sf("주문번호 %s 환불 됐어?", l.K(l.dnz(14))) })
		}},
		{"c_eticket_awb", func(l *L) string {
			return l.alt(func() string {
				return sf("E-ticket number: %s", l.K(sf("%s %s", l.p("220", "125", "057", "001"), l.dnz(10))))
			},
				func() string { return sf("AWB: %s-%s status", l.K(l.p("020", "176", "057")), l.K(l.d(8))) })
		}},
		{"c_look_at_domain", withTail(func(l *L) string {
			return l.alt(func() string { return l.K("look at example.com for the docs") },
				func() string { return l.K("LOOK AT EXAMPLE DOT COM") + " in the old memo" },
				func() string { return l.K("meet me (at) the office") + " tomorrow" },
				func() string { return "list says " + l.K("price [at] 5.99") })
		})},
		{"c_dev_db_url", withTail(func(l *L) string {
			return l.alt(func() string {
				return sf("local setup: %s", l.K("postgres://postgres:postgres@localhost:5432/brain_dev"))
			},
				func() string { return sf("REDIS_URL=%s in docker-compose", l.K("redis://:devpass@localhost:6379")) })
		})},
		{"c_masked_partnum", func(l *L) string {
			return l.alt(func() string { return sf("SSN ending %s on the form", l.K(l.ssnMasked())) },
				func() string { return sf("P/N %s back in stock?", l.K(sf("%d-%d", l.n(1000, 9999), l.n(1000, 9999)))) },
				func() string { return sf("S/N %s warranty", l.K(l.from(upperS, 2)+l.d(8))) })
		}},
		{"c_ein_company", func(l *L) string {
			return l.alt(func() string { return sf("EIN %s for the LLC", l.K(l.ein())) },
				func() string { return sf("Employer identification number: %s", l.K(l.ein())) })
		}},
		{"c_sentry_dsn", func(l *L) string {
			return sf("SENTRY_DSN=%s — public?", l.K(sf("https://%s@o%s.ingest.sentry.io/%s", l.hex(32), l.d(6), l.d(7))))
		}},
		{"c_crypto_addresses", func(l *L) string {
			return l.alt(func() string {
				return sf("donation address %s", l.K("bc1q"+l.from("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)))
			},
				func() string { return sf("is %s my ledger address", l.K("0x"+l.hex(40))) },
				func() string {
					fp := strings.ToUpper(l.hex(40))
					return sf("PGP fingerprint %s", l.K(group(fp, []int{4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, " ")))
				})
		}},
		{"c_request_log", func(l *L) string {
			return sf("%s GET /api/search 200 %dms req_id=%s", l.K(l.isoTS()), l.n(3, 900), l.K(l.hex(16)))
		}},
		{"c_account_sku", func(l *L) string {
			return l.alt(func() string { return sf("acct %s balance", l.K(sf("%s-%s-%s", l.d(3), l.d(3), l.d(4)))) },
				func() string { return sf("SKU %s reorder", l.K(sf("%s-%s-%s", l.dnz(3), l.dnz(3), l.d(4)))) })
		}},
		{"c_doi_pages", func(l *L) string {
			a := l.n(100, 2000)
			return sf("cite %s pp. %s", l.K(sf("doi:10.1016/j.cell.%d.%02d.%03d", l.year(), l.n(1, 12), l.n(1, 999))), l.K(sf("%d-%d", a, a+l.n(5, 20))))
		}},
	}
}

func withTail(f func(l *L) string) func(l *L) string {
	return func(l *L) string { return f(l) + l.tail() }
}
