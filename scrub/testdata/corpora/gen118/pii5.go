package main

import (
	"fmt"
	"strings"
)

// a UnionPay debit card number (19 digits) as printed on Chinese payslips
func (g *G) unionpay19() string {
	n := luhnComplete("6222" + g.pick("02", "60", "80", "62") + g.digits(12))
	return n[:4] + " " + n[4:8] + " " + n[8:12] + " " + n[12:16] + " " + n[16:]
}

func piiMore() {
	piiT = append(piiT, extra...)
	pii("x_signature_block", func(b *B) string {
		cc := b.pick("GB", "DE", "FR", "ES", "IT", "ZA", "AU")
		p := b.person(cc)
		firm := b.pick("Blackstone Expat Tax", "Kanzlei Wolf & Partner", "Cabinet Mercier Fiscalité", "Asesoría Vidal", "Studio Greco", "Steyn Tax Advisory", "Harbour Tax Agents")
		return fmt.Sprintf("Kind regards / Mit freundlichen Grüßen\n%s\n%s | Reg. %s\nM: %s\nT: %s\nE: %s",
			p.Full(), firm, b.K(b.pick("SRA ", "StB-Nr. ", "ORIAS ", "Col. ", "Albo ", "SAIT ", "TPB ")+b.digits(6)), b.ph(cc, true), b.ph(cc, false), b.P("email", b.workEmail(p, b.pick("expat-tax.co.uk", "kanzlei-wolf.de", "mercier-fiscal.fr", "asesoriavidal.es", "studiogreco.it", "steyntax.co.za", "harbourtax.com.au"))))
	})
	pii("x_obfuscated_email_forum", func(b *B) string {
		p := b.person(b.pick("DE", "FR", "IT", "PL", "ES"))
		e := b.emailOf(p)
		at := strings.Index(e, "@")
		dom := e[at+1:]
		var v string
		switch b.n(3) {
		case 0:
			v = e[:at] + " [at] " + strings.ReplaceAll(dom, ".", " [dot] ")
		case 1:
			v = e[:at] + "(at)" + dom
		default:
			v = e[:at] + " at " + strings.ReplaceAll(dom, ".", " dot ")
		}
		return fmt.Sprintf("Re: Steuererklärung als Expat – wer kann helfen? Ich habe Steuer-ID %s und bekomme Fehler %s in ELSTER. Schreibt mir gern: %s (keine PN bitte)",
			b.K(b.steuerID()), b.K("ERiC-"+b.digits(6)), b.P("email", v))
	})
	pii("x_ssn_bare_formats", func(b *B) string {
		s := b.ssn()
		var v string
		switch b.n(3) {
		case 0:
			v = strings.ReplaceAll(s, "-", "")
		case 1:
			v = strings.ReplaceAll(s, "-", " ")
		default:
			v = s
		}
		return fmt.Sprintf("For the treaty-based return (Form 8833) I need the taxpayer's SSN: %s, the foreign tax id %s (%s), and the bank's GIIN. Form W-7 for the dependent was sent %s.",
			b.P("ssn", v), b.K(b.nino(false)), "UK NINO", b.K(b.date("iso")))
	})
	pii("x_w7_itin_letter", func(b *B) string {
		p := b.person(b.pick("IN", "BR", "MX", "DE"))
		return fmt.Sprintf("IRS Notice CP565 — We assigned you an Individual Taxpayer Identification Number.\nName: %s\nITIN: %s\nDate of assignment: %s\nForeign address postcode: %s\nKeep this notice. Reply contact: %s",
			p.Full(), b.itinV(), b.K(b.date("long")), b.K(b.pick("560034", "01310-100", "06600", "10245")), b.em(p))
	})
	pii("x_card_grouping_variety", func(b *B) string {
		brand := b.pick("visa", "mc", "amex", "jcb", "discover", "elo", "rupay")
		sep := b.pick("", " ", "-")
		return fmt.Sprintf("Tax preparer invoice %s for filing season %d: fee %s charged to card %s (exp %s), authorisation code %s, terminal %s.",
			b.K("INV-"+b.digits(6)), b.rng(2024, 2025), b.K(b.money("EUR")), b.cardV(brand, sep), b.K(fmt.Sprintf("%02d/%d", b.rng(1, 12), b.rng(2026, 2031))), b.K(strings.ToUpper(b.letters(6, "abcdef0123456789"))), b.K("T"+b.digits(7)))
	})
	pii("x_jwt_in_url", func(b *B) string {
		return fmt.Sprintf("Click to view your document: https://portal.%s/documents/%s?access=%s&lang=%s",
			b.pick("taxbox.eu", "expatfile.com", "relo-hub.io", "gestoria-online.es"), b.K(b.letters(8, hexd)+"-"+b.letters(4, hexd)), b.P("jwt", b.jwt(fmt.Sprintf(`{"doc":"%s","sub":"%s","exp":%d}`, b.letters(10, hexd), b.letters(8, alnum), b.rng(1700000000, 1790000000)))), b.pick("en", "de", "fr", "es"))
	})
	pii("x_ci_secrets_yaml", func(b *B) string {
		return fmt.Sprintf("# .github/workflows/filing.yml\nenv:\n  GITHUB_TOKEN: %s\n  SENDGRID_API_KEY: %s\n  SLACK_BOT_TOKEN: %s\n  EFILING_ENV: production\n  BUILD: %s",
			b.sec("ghp"), b.sec("sg"), b.sec("xoxb"), b.K(b.digits(4)+"."+b.digits(2)))
	})
	pii("x_stripe_key_chat", func(b *B) string {
		return fmt.Sprintf("hey can you check why the expat-tax checkout fails? using %s on the server, publishable %s in the frontend, price id %s",
			b.sec("sk_live"), b.K("pk_live_"+b.letters(24, alnum)), b.K("price_"+b.letters(14, alnum)))
	})
	pii("x_db_conn_password", func(b *B) string {
		return fmt.Sprintf("DATABASE_URL=postgres://payroll_app:%s@db-payroll.internal:5432/payroll_%s\nREDIS_PASSWORD=%s\nTAX_YEAR=%d",
			b.P("bearer", b.secret("pw")), b.pick("uk", "de", "fr", "in"), b.sec("pw"), b.rng(2024, 2025))
	})
	pii("x_whatsapp_export", func(b *B) string {
		p := b.person(b.pick("IN", "BR", "ZA", "MX"))
		return fmt.Sprintf("[%s, %02d:%02d:%02d] %s: I uploaded the payslips to the portal\n[%s, %02d:%02d:%02d] Tax Desk: thanks! can you also send your PAN/CPF copy to %s? And best number is still %s?",
			b.K(b.date("dmy/")), b.rng(8, 22), b.rng(0, 59), b.rng(0, 59), p.First, b.K(b.date("dmy/")), b.rng(8, 22), b.rng(0, 59), b.rng(0, 59), b.P("email", "docs+"+ascii(p.First)+fmt.Sprint(b.rng(100, 999))+"@taxdesk.io"), b.ph(p.CC, true))
	})
	pii("x_vcard_relocation", func(b *B) string {
		cc := b.pick("DE", "FR", "JP", "KR", "PL")
		p := b.person(cc)
		return fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nORG:Relocation partner %s\nTEL;TYPE=CELL:%s\nEMAIL;TYPE=WORK:%s\nNOTE:Case %s\nEND:VCARD",
			p.Full(), cc, b.ph(cc, true), b.P("email", b.workEmail(p, b.pick("relo-partners.com", "movewell.eu", "globalassign.net"))), b.K("RL-"+b.digits(6)))
	})
	pii("x_phone_intl_nospace", func(b *B) string {
		cc := b.pick("GB", "FR", "DE", "IT", "ES", "PL", "ZA", "IN", "BR", "AU")
		ph := strings.NewReplacer(" ", "", "(0)", "", "-", "", "(", "", ")", "", ".", "").Replace(b.phone(cc, true))
		return fmt.Sprintf("SMS gateway log %s: to=%s template=tax_reminder_%s ref=%s status=DELIVERED",
			b.K(b.date("iso")), b.P("phone", ph), strings.ToLower(cc), b.K(b.letters(10, hexd)))
	})
	pii("x_multilang_contact_form", func(b *B) string {
		cc := b.pick("DE", "FR", "ES", "IT", "PL", "BR")
		p := b.person(cc)
		lab := map[string][3]string{"DE": {"Handynummer", "E-Mail-Adresse", "Steuer-ID"}, "FR": {"Portable", "Adresse e-mail", "Numéro fiscal"}, "ES": {"Móvil", "Correo electrónico", "NIF"}, "IT": {"Cellulare", "Indirizzo email", "Codice fiscale"}, "PL": {"Telefon komórkowy", "Adres e-mail", "PESEL"}, "BR": {"Celular", "E-mail", "CPF"}}[cc]
		var id string
		switch cc {
		case "DE":
			id = b.steuerID()
		case "FR":
			id = b.spi()
		case "ES":
			id = b.dni()
		case "IT":
			id = b.codiceFiscale(p.Last, p.First, false)
		case "PL":
			id = b.pesel()
		default:
			id = b.cpf(true)
		}
		return fmt.Sprintf("%s: %s\n%s: %s\n%s: %s", lab[2], b.K(id), lab[0], b.ph(cc, false), lab[1], b.em(p))
	})
	pii("x_markdown_client_table", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			cc := b.pick("GB", "DE", "FR", "ES", "IT")
			p := b.person(cc)
			rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", p.Full(), cc, b.em(p), b.ph(cc, true)))
		}
		return "| Client | Country | Email | Phone |\n|---|---|---|---|\n" + strings.Join(rows, "\n")
	})
}

func fullwidth(s string) string {
	var o strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			o.WriteRune(r - '0' + '０')
		case r == '-':
			o.WriteRune('－')
		default:
			o.WriteRune(r)
		}
	}
	return o.String()
}

var extra []T

func init() {
	extra = append(extra,
		T{"jp_fullwidth_phone_form", func(b *B) string {
			p := b.person("JP")
			return fmt.Sprintf("扶養控除等（異動）申告書\n氏名：%s\n個人番号：%s\n住所：〒%s\n電話番号：%s\n勤務先：%s",
				p.Full(), b.K(b.myNumber("")), b.K(fmt.Sprintf("%03d-%04d", b.rng(100, 999), b.rng(1, 9999))), b.P("phone", fullwidth("0"+b.pick("90", "80", "70")+"-"+b.digits(4)+"-"+b.digits(4))), b.pick("株式会社テック", "合同会社サクラ"))
		}},
		T{"cn_mobile_nosep_chat", func(b *B) string {
			return fmt.Sprintf("老师您好，我的个税汇算退税一直没到账，身份证号%s，手机号%s，麻烦帮忙查一下，谢谢！退税金额%s元。",
				b.K(b.cnID()), b.P("phone", "1"+b.pick("38", "39", "58", "86", "36", "50", "77", "89")+b.digits(8)), b.K(fmt.Sprintf("%d.%02d", b.rng(100, 9999), b.rng(0, 99))))
		}},
		T{"in_mobile_plain_chat", func(b *B) string {
			return fmt.Sprintf("sir my refund for AY 2024-25 is stuck, PAN %s, ack no %s. pls call on %s, or whatsapp same number",
				b.K(b.pan('P')), b.K(b.digits(15)), b.P("phone", b.pick("98", "99", "97", "96", "94", "93", "91", "88", "87", "70", "63")+b.digits(3)+b.pick(" ", "")+b.digits(5)))
		}},
		T{"kr_prose_phone", func(b *B) string {
			p := b.person("KR")
			return fmt.Sprintf("%s 세무사님, 연말정산 서류 보내드렸습니다. 사업자등록번호 %s 기준으로 부탁드리고, 궁금한 점은 %s로 연락 주세요. 메일은 %s 입니다.",
				p.Last, b.K(b.brnKR()), b.P("phone", "010 "+b.digits(4)+" "+b.digits(4)), b.em(b.person("KR")))
		}},
		T{"x_ssn_json_bare", func(b *B) string {
			p := b.person("US")
			return fmt.Sprintf(`{"client":"%s","residence":"%s","us_tin":{"type":"SSN","value":"%s"},"foreign_tin":"%s","fbar_accounts":%d,"email":"%s"}`,
				p.Full(), "GB", b.P("ssn", strings.ReplaceAll(b.ssn(), "-", "")), b.K(b.utr()), b.rng(1, 6), b.em(p))
		}},
		T{"uk_trunk_zero_intl", func(b *B) string {
			p := b.person("GB")
			return fmt.Sprintf("Please update my details for UTR %s: new mobile %s, landline %s. Email unchanged (%s).",
				b.K(b.utr()), b.P("phone", "+44 (0) 7"+b.pick("4", "5", "7", "8", "9")+b.digits(2)+" "+b.digits(6)), b.P("phone", "01"+b.pick("61", "31", "41", "13", "17", "21")+" "+fmt.Sprint(b.rng(2, 9))+b.digits(2)+" "+b.digits(4)), b.em(p))
		}},
	)
}
