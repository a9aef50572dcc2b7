package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

type T struct {
	name  string
	clean bool
	fn    func(g *G) (string, []P, []string)
}

func pp(f, v string) P        { return P{f, v} }
func ks(x ...string) []string { return x }

var piiT = []T{
	// ---------------- OCR ----------------
	{"ocr_letterhead_de", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		ph := g.natPhone("DE")
		fx := "0" + g.p("30", "89", "40") + " " + g.d(6) + "-" + g.d(2)
		em := g.email()
		plz := g.plz()
		r := g.ref()
		q := fmt.Sprintf("%s %s · %s · Hauptstraße %d · %s %s\n%s: %s   Fax %s\n%s: %s\n_________________________________\nIhr Zeichen: %s    Datum: %s", f, l, g.ocr("Steuerberatung"), g.rng(1, 99), plz, g.p("Berlin", "München", "Köln", "Leipzig"), g.ocr("Telefon"), ph, fx, g.ocr("E-Mail"), em, r, g.date())
		return q, []P{pp("phone", ph), pp("phone", fx), pp("email", em)}, ks(r, plz)
	}},
	{"ocr_form_table", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		ph := g.anyNat()
		em := g.email()
		kd := "KD-" + g.d(6)
		q := fmt.Sprintf("|  Name      | %s %s            |\n|__________|______________________|\n| %s   | %s |\n| E-Mail    | %s |\n| Kunden-Nr.| %s |\n|__________|______________________|", f, l, g.ocr("Telefon"), ph, em, kd)
		return q, []P{pp("phone", ph), pp("email", em)}, ks(kd)
	}},
	{"ocr_underscore_form", false, func(g *G) (string, []P, []string) {
		ph := g.usPhone()
		d := g.date()
		z := g.d(5)
		q := fmt.Sprintf("Applicant Signature ______________   Date: __%s__\nHome Phone: ___%s______   ZIP: __%s__\nPage 2 of 4", d, ph, z)
		return q, []P{pp("phone", ph)}, ks(d, "ZIP: __"+z)
	}},
	{"ocr_w9_boxes", false, func(g *G) (string, []P, []string) {
		a, b, c := g.ssnParts()
		v := strings.Join(strings.Split(a, ""), " ") + " - " + strings.Join(strings.Split(b, ""), " ") + " - " + strings.Join(strings.Split(c, ""), " ")
		ein := fmt.Sprintf("%02d-%s", g.rng(10, 98), g.d(7))
		q := fmt.Sprintf("Part I  Taxpayer Identification Number (TIN)\nSocial security number\n| %s |\nor\nEmployer identification number\n|  %s  |\nForm W-9 (Rev. 3-2024)", v, ein)
		return q, []P{pp("ssn", v)}, ks(ein, "W-9 (Rev. 3-2024)")
	}},
	{"ocr_hotel_regcard", false, func(g *G) (string, []P, []string) {
		c, _ := g.card(" ")
		exp := fmt.Sprintf("%02d/%02d", g.rng(1, 12), g.rng(26, 31))
		ph := g.anyIntl()
		room := fmt.Sprint(g.rng(101, 899))
		q := fmt.Sprintf("REGISTRATI0N CARD   Room %s   Arr. %s\nGuest tel.: %s\nCredit card: %s   Exp: %s\nRate: %s EUR/night", room, g.date(), ph, c, exp, g.small())
		return q, []P{pp("credit_card", c), pp("phone", ph)}, ks("Room "+room, exp)
	}},
	{"ocr_spaced_letters", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone(g.p("DE", "FR", "UK"))
		digits := strings.ReplaceAll(ph, " ", "")
		v := strings.Join(strings.Split(digits, ""), " ")
		q := fmt.Sprintf("T e l e f o n :   %s\nS e i t e  1  v o n  2", v)
		return q, []P{pp("phone", v)}, nil
	}},
	{"ocr_rental_application", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		s := g.ssn()
		ph := g.usPhone()
		em := g.email()
		rent := fmt.Sprintf("$%d.00", g.rng(900, 3900))
		q := fmt.Sprintf("RENTAL APPLlCATION\nApplicant: %s %s     DOB: %s\nSocial Security #: %s\nCell: %s   Email: %s\nMonthly rent: %s   Unit 4B", f, l, g.date(), s, ph, em, rent)
		return q, []P{pp("ssn", s), pp("phone", ph), pp("email", em)}, ks(rent)
	}},
	{"ocr_medical_intake", false, func(g *G) (string, []P, []string) {
		pid := "MRN " + g.d(8)
		ph := g.usPhone()
		ph2 := g.usPhone()
		mem := "W" + g.d(9)
		q := fmt.Sprintf("PATlENT lNTAKE   %s\nPrimary phone: %s\nEmergency contact (spouse): %s\nInsurance member ID: %s   Group: %s", pid, ph, ph2, mem, g.d(6))
		return q, []P{pp("phone", ph), pp("phone", ph2)}, ks(pid, mem)
	}},
	{"ocr_courrier_fr", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("FR")
		em := g.email()
		r := fmt.Sprintf("%d/%s", g.rng(2023, 2026), g.d(4))
		q := fmt.Sprintf("Affaire suivie par : M. %s\nTél. : %s\nCourriel : %s\nNos réf. : %s\nObjet : re1ance – échéance du %s\nMontant dû : %s", g.p(lasts...), ph, em, r, g.date(), g.amountEU())
		return q, []P{pp("phone", ph), pp("email", em)}, ks(r)
	}},
	{"ocr_fattura_it", false, func(g *G) (string, []P, []string) {
		piva := g.d(11)
		tel := "0" + g.p("6", "2", "11", "55") + " " + g.d(4) + " " + g.d(4)
		cell := g.natPhone("IT")
		em := g.email()
		q := fmt.Sprintf("FATTURA N. %d/%d del %s\nPartita IVA %s\nTel. %s - Cell. %s\nemail: %s\nTotale documento € %s", g.rng(1, 999), g.rng(2023, 2026), g.date(), piva, tel, cell, em, g.small())
		return q, []P{pp("phone", tel), pp("phone", cell), pp("email", em)}, ks("Partita IVA " + piva)
	}},
	{"ocr_form_jp", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("JP")
		em := fmt.Sprintf("%s.%s%s@%s", ascii(g.p("taro", "hanako", "yuki", "kenji")), ascii(g.p("yamada", "sato", "tanaka")), g.d(2), g.p("docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp", "gmail.com"))
		zip := g.d(3) + "-" + g.d(4)
		q := fmt.Sprintf("氏名：山田　太郎\n郵便番号：%s\n電話番号：%s\nメール：%s\n受付番号 No.%s", zip, ph, em, g.d(6))
		return q, []P{pp("phone", ph), pp("email", em)}, ks(zip)
	}},
	{"ocr_broken_phone_line", false, func(g *G) (string, []P, []string) {
		ph := g.intlPhone(g.p("DE", "AT", "CH"))
		i := strings.LastIndex(ph, " ")
		v := ph[:i] + "\n" + ph[i+1:]
		q := fmt.Sprintf("Bei Rückfragen erreichen Sie uns unter %s (Mo–Fr 8–17 Uhr).\n– 2 –", v)
		return q, []P{pp("phone", v)}, ks("– 2 –")
	}},
	{"ocr_hyphenated_email", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		dom := ascii(l) + "-" + g.p(orgWords...)
		tld := g.p("de", "at", "ch")
		v := ascii(f) + "." + ascii(l) + "@" + strings.Replace(dom, "-", "-\n", 1) + "." + tld
		q := fmt.Sprintf("Unterlagen bitte bis zum %s an %s senden.\nMit freund1ichen Grüßen", g.date(), v)
		return q, []P{pp("email", v)}, nil
	}},
	{"ocr_id_card_back", false, func(g *G) (string, []P, []string) {
		doc := "L" + g.from("0123456789CFGHJKLMNPRTVWXYZ", 8)
		ph := g.anyNat()
		q := fmt.Sprintf("Ausweis-Nr. %s   gültig bis %s\nNotfallkontakt / emergency: %s\nGröße 1%d cm", doc, g.date(), ph, g.rng(55, 95))
		return q, []P{pp("phone", ph)}, ks(doc)
	}},
	{"ocr_receipt_fullcard", false, func(g *G) (string, []P, []string) {
		c, _ := g.card(" ")
		tid := g.d(8)
		q := fmt.Sprintf("KASSENBELEG   Nr. %s\n2 x Espresso        %s\nSUMME EUR           %s\nKarte: %s\nTerminal-ID %s   %s %s", g.d(4), g.small(), g.small(), c, tid, g.date(), g.time())
		return q, []P{pp("credit_card", c)}, ks("Terminal-ID " + tid)
	}},
	{"ocr_o_for_zero_phone", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("DE")
		i := strings.Index(ph[1:], "0")
		v := ph
		if i >= 0 {
			v = ph[:i+1] + "O" + ph[i+2:]
		} else {
			v = "O" + ph[1:]
		}
		q := fmt.Sprintf("Te1efon: %s\nTelefax: —", v)
		return q, []P{pp("phone", v)}, nil
	}},
	// ---------------- STT ----------------
	{"stt_callcenter_en", false, func(g *G) (string, []P, []string) {
		a, e, s := g.nanp()
		v := a + " " + e + " " + s
		t := g.rng(0, 9)
		q := fmt.Sprintf("[00:0%d:12] Agent: Okay, and what's the best callback number?\n[00:0%d:15] Caller: Uh, yeah, it's %s.\n[00:0%d:19] Agent: Thank you.", t, t, v, t)
		return q, []P{pp("phone", v)}, nil
	}},
	{"stt_card_readout", false, func(g *G) (string, []P, []string) {
		c, _ := g.card(" ")
		exp := fmt.Sprintf("%02d %d", g.rng(1, 12), g.rng(26, 31))
		q := fmt.Sprintf("Speaker 2: um the card number is %s uh expiration %s\nSpeaker 1: and the three digit code on the back?\nSpeaker 2: %s", c, exp, g.d(3))
		return q, []P{pp("credit_card", c)}, nil
	}},
	{"stt_ssn_readout", false, func(g *G) (string, []P, []string) {
		a, b, c := g.ssnParts()
		v := a + " " + b + " " + c
		q := fmt.Sprintf("00:04:31 Rep: I'll just need to verify your social.\n00:04:35 Customer: sure it's %s\n00:04:41 Rep: great, and date of birth?", v)
		return q, []P{pp("ssn", v)}, ks("00:04:35")
	}},
	{"stt_hotline_de", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("DE")
		kd := g.d(8)
		q := fmt.Sprintf("Sprecher 1 (00:01:03): Unter welcher Nummer erreiche ich Sie?\nSprecher 2 (00:01:06): Äh, ja, %s, also das ist mein Handy.\nSprecher 1 (00:01:12): Und Ihre Kundennummer? Sprecher 2: %s", ph, kd)
		return q, []P{pp("phone", ph)}, ks(kd)
	}},
	{"stt_es_spoken_email", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("ES")
		f, l := g.name()
		v := fmt.Sprintf("%s punto %s arroba gmail punto com", ascii(f), ascii(l))
		q := fmt.Sprintf("Hablante A: mi número es el %s, eh, y el correo es %s.\nHablante B: vale, gracias.", ph, v)
		return q, []P{pp("phone", ph), pp("email", v)}, nil
	}},
	{"stt_webvtt", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		ph := g.usPhone()
		em := g.email()
		q := fmt.Sprintf("WEBVTT\n\n00:03:14.200 --> 00:03:18.900\n<v %s %s>You can reach me directly at %s,\n\n00:03:19.000 --> 00:03:22.400\n<v %s %s>or just email %s.", f, l, ph, f, l, em)
		return q, []P{pp("phone", ph), pp("email", em)}, ks("00:03:14.200 --> 00:03:18.900")
	}},
	{"stt_voicemail_fr", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("FR")
		d := g.date()
		q := fmt.Sprintf("Message vocal reçu le %s à %s (durée 0:%02d) : « Bonjour, c'est %s, euh, rappelez-moi au %s, merci, bonne journée. »", d, g.time(), g.rng(10, 59), g.p(firsts...), ph)
		return q, []P{pp("phone", ph)}, ks(d)
	}},
	{"stt_temp_password", false, func(g *G) (string, []P, []string) {
		pw := g.password()
		q := fmt.Sprintf("[12:%02d:%02d] AGENT: okay I've reset it, your temporary password is %s, and you'll be asked to change it.\n[12:%02d:%02d] CALLER: mhm, got it.", g.n(60), g.n(60), pw, g.n(60), g.n(60))
		return q, []P{pp("bearer", pw)}, nil
	}},
	{"stt_en_spoken_email", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		v := fmt.Sprintf("%s dot %s at %s dot com", ascii(f), ascii(l), g.p("gmail", "yahoo", "outlook", "hotmail"))
		ph := g.usPhone()
		q := fmt.Sprintf("Speaker 1  0:%02d\nSo my email is %s, and the cell is %s.\nSpeaker 2  0:%02d\nPerfect.", g.rng(10, 59), v, ph, g.rng(10, 59))
		return q, []P{pp("email", v), pp("phone", ph)}, nil
	}},
	{"stt_ru_callback", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("RU")
		z := g.d(7)
		q := fmt.Sprintf("Оператор: Назовите, пожалуйста, номер для обратной связи.\nКлиент: э-э, %s. Номер заказа %s.", ph, z)
		return q, []P{pp("phone", ph)}, ks(z)
	}},
	// ---------------- PDF ----------------
	{"pdf_softhyphen_email", false, func(g *G) (string, []P, []string) {
		em := g.email()
		i := strings.Index(em, "@")
		k := 2 + g.n(i-2)
		v := em[:k] + SHY + em[k:]
		q := fmt.Sprintf("Ansprech\u00adpartnerin: Frau %s, E-Mail: %s, Raum %d.%02d", g.p(lasts...), v, g.rng(1, 4), g.rng(1, 40))
		return q, []P{pp("email", v)}, nil
	}},
	{"pdf_nbsp_phone", false, func(g *G) (string, []P, []string) {
		ph := g.pdfSpace(g.anyIntl())
		q := fmt.Sprintf("Tel.%s%s · Seite%s3", NB, ph, NB)
		return q, []P{pp("phone", ph)}, nil
	}},
	{"pdf_thinspace_card", false, func(g *G) (string, []P, []string) {
		c := g.cardFmt(g.p("visa", "mc", "disc"), g.p(TH, NB, NNB))
		q := fmt.Sprintf("Zahlungsart: Kreditkarte\nKartennummer: %s\nBetrag: %s", c, g.amountEU())
		return q, []P{pp("credit_card", c)}, nil
	}},
	{"pdf_ligature_contact", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("UK")
		f, l := g.name()
		em := "ﬁ" + g.p("nance", "nn.", "ona.") + ascii(l) + "@" + ascii(l) + "-" + g.p(orgWords...) + ".co.uk"
		q := fmt.Sprintf("Oﬃce hours: Mon–Fri\nDirect line: %s\nFor ﬁnancial queries contact %s (%s %s)", ph, em, f, l)
		return q, []P{pp("phone", ph), pp("email", em)}, nil
	}},
	{"pdf_page_footer", false, func(g *G) (string, []P, []string) {
		ph := "0" + g.p("89", "30", "40") + " / " + g.d(2) + " " + g.d(2) + " " + g.d(2) + " " + g.d(2)
		em := "info@" + g.domain()
		pg := g.rng(2, 9)
		foot := fmt.Sprintf("Seite %d von 12 · Tel. %s · %s", pg, ph, em)
		q := fmt.Sprintf("… des Vertrags gemäß § %d Abs. 2.\n%s\n%d. Laufzeit und Kündigung\nDer Vertrag …\n%s", g.rng(3, 19), foot, g.rng(3, 9), strings.Replace(foot, fmt.Sprintf("Seite %d", pg), fmt.Sprintf("Seite %d", pg+1), 1))
		return q, []P{pp("phone", ph), pp("email", em)}, ks(fmt.Sprintf("Seite %d von 12", pg))
	}},
	{"pdf_columns_interleaved", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		ph := "+420 " + g.p("602", "603", "731", "777") + " " + g.d(3) + " " + g.d(3)
		am := fmt.Sprintf("%d %03d,%02d Kč", g.rng(1, 99), g.n(1000), g.n(100))
		d := g.date()
		q := fmt.Sprintf("Jméno: %s %s                 Datum: %s\nTelefon: %s        Částka: %s\nVS: %s", f, l, d, ph, am, g.d(10))
		return q, []P{pp("phone", ph)}, ks(am, d)
	}},
	{"pdf_wordsplit_email", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		em := ascii(f) + "." + ascii(l) + "@" + "kanzlei-" + ascii(l) + ".de"
		q := fmt.Sprintf("Rechtsanwältin %s %s\nE-Mail: %s\nAktenzeichen: %s", f, l, em, g.ref())
		return q, []P{pp("email", em)}, nil
	}},
	{"pdf_contract_card", false, func(g *G) (string, []P, []string) {
		c, _ := g.card(g.p(" ", "-", ""))
		vn := "V-" + g.d(7)
		q := fmt.Sprintf("§ 4 Zahlung\nDer Mitgliedsbeitrag von %s wird monatlich von der Kreditkarte\nNr. %s (Inhaber: %s %s) abgebucht. Vertragsnummer %s.", g.amountEU(), c, g.p(firsts...), g.p(lasts...), vn)
		return q, []P{pp("credit_card", c)}, ks(vn)
	}},
	{"pdf_resume", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		ph := g.anyIntl()
		em := g.email()
		q := fmt.Sprintf("CURRICULUM VITAE\n%s %s\nVia Roma %d, %s Milano\n%s | %s | linkedin.com/in/%s%s\nESPERIENZE\n2019 – 2024  Analista, Banca %s", f, l, g.rng(1, 200), g.d(5), ph, em, ascii(f), ascii(l), g.p(lasts...))
		return q, []P{pp("phone", ph), pp("email", em)}, ks("2019 – 2024")
	}},
	{"pdf_w2_ssn", false, func(g *G) (string, []P, []string) {
		s := g.ssn()
		if g.chance(40) {
			s = strings.ReplaceAll(s, "-", "–")
		}
		ein := fmt.Sprintf("%02d-%s", g.rng(10, 98), g.d(7))
		w := fmt.Sprintf("%d%03d.%02d", g.rng(20, 199), g.n(1000), g.n(100))
		q := fmt.Sprintf("a Employee’s social security number\n%s\nb Employer identiﬁcation number (EIN)\n%s\n1 Wages, tips, other compensation\n%s", s, ein, w)
		return q, []P{pp("ssn", s)}, ks(ein, w)
	}},
	{"pdf_itin_letter", false, func(g *G) (string, []P, []string) {
		it := g.itin()
		q := fmt.Sprintf("Notice CP565   %s\nWe assigned you an Individual Taxpayer Identiﬁcation Number (ITIN):\n%s\nKeep this notice for your records.", g.date(), it)
		return q, []P{pp("ssn", it)}, ks("CP565")
	}},
	{"pdf_curl_smartquotes", false, func(g *G) (string, []P, []string) {
		t := g.tok(g.rng(32, 48))
		q := fmt.Sprintf("curl -X GET “https://api.%s/v2/orders?page=2” \\\n  -H “Authorization: Bearer %s” \\\n  -H “Accept: application/json”", g.domain(), t)
		return q, []P{pp("bearer", t)}, ks("page=2")
	}},
	{"pdf_pem_key", false, func(g *G) (string, []P, []string) {
		b := base64.StdEncoding.EncodeToString(append([]byte{0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20}, g.bytesN(114)...))
		var lines []string
		for i := 0; i < len(b); i += 64 {
			e := min(i+64, len(b))
			lines = append(lines, b[i:e])
		}
		body := strings.Join(lines, "\n")
		q := fmt.Sprintf("Anhang B – Schlüsselmaterial (vertraulich)\n-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----\nSeite 14", body)
		return q, []P{pp("bearer", body)}, ks("-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----")
	}},
	// ---------------- MIME ----------------
	{"mime_qp_plus_phone", false, func(g *G) (string, []P, []string) {
		ph := g.anyIntl()
		v := "=2B" + ph[1:]
		q := fmt.Sprintf("Content-Type: text/plain; charset=\"utf-8\"\nContent-Transfer-Encoding: quoted-printable\n\nSie erreichen mich unter %s oder per Mail.=\n\nViele Gr=C3=BC=C3=9Fe", v)
		return q, []P{pp("phone", v)}, nil
	}},
	{"mime_qp_softbreak_email", false, func(g *G) (string, []P, []string) {
		em := g.email()
		k := 2 + g.n(len(em)-5)
		v := em[:k] + "=\n" + em[k:]
		q := fmt.Sprintf("Content-Transfer-Encoding: quoted-printable\n\nBitte senden Sie die unterschriebene Vollmacht an %s bis z=\num %s.", v, g.date())
		return q, []P{pp("email", v)}, nil
	}},
	{"mime_qp_mailto", false, func(g *G) (string, []P, []string) {
		em := g.email()
		q := fmt.Sprintf("<p style=3D\"margin:0\">Kontakt: <a href=3D\"mailto:%s\">%s</a></p>=\n<p>Ticket #%s</p>", em, em, g.d(6))
		return q, []P{pp("email", em)}, nil
	}},
	{"mime_html_entities", false, func(g *G) (string, []P, []string) {
		em := g.email()
		v := strings.Replace(em, "@", "&#64;", 1)
		a, e, s := g.nanp()
		ph := "+1&nbsp;" + a + "&nbsp;" + e + "&nbsp;" + s
		q := fmt.Sprintf("<div>Questions? Write to %s<br>Phone:&nbsp;%s<br>&copy; 2025 All rights reserved</div>", v, ph)
		return q, []P{pp("email", v), pp("phone", ph)}, ks("&copy; 2025")
	}},
	{"mime_headers", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		a, b := g.email(), g.email()
		mid := "<CA" + g.from(alnum, 20) + "=" + g.from(alnum, 8) + "@mail.gmail.com>"
		q := fmt.Sprintf("From: \"%s %s\" <%s>\nTo: %s\nDate: Mon, %d Mar 2025 10:%02d:%02d +0100\nMessage-ID: %s\nSubject: Re: Rechnung %s", f, l, a, b, g.rng(1, 28), g.n(60), g.n(60), mid, g.ref())
		return q, []P{pp("email", a), pp("email", b)}, ks(mid)
	}},
	{"mime_html_signature", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		ph := g.natPhone("DE")
		em := g.email()
		q := fmt.Sprintf("Mit freundlichen Grüßen<br>%s %s<br>Mobil: %s<br><a href=\"mailto:%s\">%s</a><br>Amtsgericht München HRB %s", f, l, ph, em, em, g.d(6))
		return q, []P{pp("phone", ph), pp("email", em)}, nil
	}},
	{"mime_signature_letters", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		a, e, s := g.nanp()
		m := a + " " + e + " " + s
		o := g.usPhone()
		q := fmt.Sprintf("--\n%s %s | Account Manager\nM: %s | O: %s\nSuite %d, %s", f, l, m, o, g.rng(100, 999), g.p("Portland, OR 97204", "Austin, TX 78701", "Denver, CO 80202"))
		return q, []P{pp("phone", m), pp("phone", o)}, nil
	}},
	{"mime_forwarded", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		em := g.email()
		ph := g.anyPhone()
		q := fmt.Sprintf("---------- Forwarded message ---------\nFrom: %s %s <%s>\nDate: %s at %s\nSubject: Schadensmeldung %s\n\n> Rückruf bitte unter %s\n> Danke", f, l, em, g.date(), g.time(), g.d(9), ph)
		return q, []P{pp("email", em), pp("phone", ph)}, nil
	}},
	{"mime_qp_utf8_fr", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("FR")
		q := fmt.Sprintf("Content-Transfer-Encoding: quoted-printable\n\nBonjour,=0AVoici mon num=C3=A9ro : %s=0ABien =C3=A0 vous,=0A%s", ph, g.p(firsts...))
		return q, []P{pp("phone", ph)}, nil
	}},
	{"mime_debug_jwt", false, func(g *G) (string, []P, []string) {
		j := g.jwt()
		q := fmt.Sprintf("Hi team, the request below fails with 401:\n\nGET /api/v1/me HTTP/1.1\nHost: api.%s\nAuthorization: Bearer %s\nX-Request-Id: %s", g.domain(), j, g.uuid())
		return q, []P{pp("jwt", j)}, nil
	}},
	{"mime_temp_password_de", false, func(g *G) (string, []P, []string) {
		pw := g.password()
		u := ascii(g.p(lasts...)) + g.d(2)
		q := fmt.Sprintf("Ihre Zugangsdaten für das Mieterportal:<br>\nBenutzername: %s<br>\nPasswort: %s<br>\nBitte ändern Sie das Passwort nach der ersten Anmeldung.", u, pw)
		return q, []P{pp("bearer", pw)}, ks("Benutzername: " + u)
	}},
	{"mime_base64_part", false, func(g *G) (string, []P, []string) {
		em := g.email()
		ph := g.anyIntl()
		b := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("Rechnung %s anbei. Betrag %s.", g.ref(), g.amountEU())))
		q := fmt.Sprintf("--b1_%s\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s\n--b1_%s\nContent-Type: text/plain\n\nReply-To: %s  Tel %s", g.from(hexs, 12), b, "x", em, ph)
		return q, []P{pp("email", em), pp("phone", ph)}, ks(b)
	}},
	// ---------------- chat ----------------
	{"chat_whatsapp_de", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("DE")
		q := fmt.Sprintf("[%02d.%02d.25, %02d:%02d:%02d] %s: meine neue Nummer 👉 %s 😊\n[%02d.%02d.25, %02d:%02d:%02d] Mama: ok 👍", g.rng(1, 28), g.rng(1, 12), g.n(24), g.n(60), g.n(60), g.p(firsts...), ph, g.rng(1, 28), g.rng(1, 12), g.n(24), g.n(60), g.n(60))
		return q, []P{pp("phone", ph)}, nil
	}},
	{"chat_whatsapp_sender", false, func(g *G) (string, []P, []string) {
		ph := g.intlPhone(g.p("IT", "ES", "BR", "IN", "UK"))
		q := fmt.Sprintf("%02d/%02d/2025 %02d:%02d — %s: Grazie mille 🙏 ci vediamo alle %d", g.rng(1, 28), g.rng(1, 12), g.n(24), g.n(60), ph, g.rng(5, 9))
		return q, []P{pp("phone", ph)}, nil
	}},
	{"chat_rtl_arabic", false, func(g *G) (string, []P, []string) {
		ph := g.intlPhone("AE")
		loc := "05" + g.d(8)
		q := fmt.Sprintf("%s[%02d/%02d/2025, %s] أحمد: رقمي الجديد %s%s\n%sأو اتصل على %s 📞", RLM, g.rng(1, 28), g.rng(1, 12), g.time(), LRM+ph+LRM, RLM, RLM, loc)
		return q, []P{pp("phone", ph), pp("phone", loc)}, nil
	}},
	{"chat_hebrew", false, func(g *G) (string, []P, []string) {
		ph := "05" + g.p("0", "2", "4", "8") + "-" + g.d(3) + "-" + g.d(4)
		q := fmt.Sprintf("%sטל׳ %s, תתקשר אחרי %s 🙂", RLM, ph, g.time())
		return q, []P{pp("phone", ph)}, nil
	}},
	{"chat_telegram_json", false, func(g *G) (string, []P, []string) {
		em := g.email()
		id := g.d(6)
		q := fmt.Sprintf(`{"id": %s, "type": "message", "date": "2025-%02d-%02dT%s:11", "from": "%s", "text": "пиши на %s, отвечу вечером"}`, id, g.rng(1, 12), g.rng(1, 28), g.time(), g.p(firsts...), em)
		return q, []P{pp("email", em)}, ks(`"id": ` + id)
	}},
	{"chat_slack_token", false, func(g *G) (string, []P, []string) {
		t, _ := g.vendorToken()
		q := fmt.Sprintf("<@U0%s> try with this one for now 👇\n`%s`\nrevoke after the demo pls :pray:", g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8), t)
		return q, []P{pp("bearer", t)}, nil
	}},
	{"chat_wifi_pw", false, func(g *G) (string, []P, []string) {
		pw := g.password()
		q := fmt.Sprintf("%s: wlan heißt FRITZ!Box 7590 %s, pw %s 🙃", g.p(firsts...), g.from("ABCDEFGHJK", 2), pw)
		return q, []P{pp("bearer", pw)}, ks("FRITZ!Box 7590")
	}},
	{"chat_wechat_cn", false, func(g *G) (string, []P, []string) {
		m := "1" + g.p("38", "39", "58", "86", "35") + g.d(8)
		em := g.p("li.wei", "zhang.min", "wangfang", "chen.jie") + g.d(3) + "@" + g.p("163.com", "qq.com", "126.com")
		q := fmt.Sprintf("[%s] 小王：我的手机号是%s，邮箱%s，订单号%s", g.time(), m, em, g.d(12))
		return q, []P{pp("phone", m), pp("email", em)}, nil
	}},
	{"chat_line_jp", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("JP")
		q := fmt.Sprintf("%s 佐藤: 着いたら%sに電話ください🙇‍♀️", g.time(), ph)
		return q, []P{pp("phone", ph)}, nil
	}},
	{"chat_ru", false, func(g *G) (string, []P, []string) {
		ph := g.intlPhone("RU")
		q := fmt.Sprintf("Мой номер %s, пиши в телегу 😉 буду после %s", ph, g.time())
		return q, []P{pp("phone", ph)}, nil
	}},
	{"chat_ptbr_zap", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("BR")
		cep := g.d(5) + "-" + g.d(3)
		q := fmt.Sprintf("meu zap é %s ✌️ o CEP é %s", ph, cep)
		return q, []P{pp("phone", ph)}, ks(cep)
	}},
	{"chat_emoji_contact", false, func(g *G) (string, []P, []string) {
		ph := g.anyIntl()
		em := g.email()
		q := fmt.Sprintf("📞 %s\n📧 %s\n📍 %s %s", ph, em, g.plz(), g.p("Hamburg", "Wien", "Zürich", "Lyon"))
		return q, []P{pp("phone", ph), pp("email", em)}, nil
	}},
	{"chat_db_url", false, func(g *G) (string, []P, []string) {
		pw := g.tok(g.rng(12, 20))
		q := fmt.Sprintf("here's staging: postgres://app_user:%s@db-staging.%s:5432/app?sslmode=require", pw, g.p("internal", "corp.lan", "eu-west-1.rds.amazonaws.com"))
		return q, []P{pp("bearer", pw)}, ks(":5432/app")
	}},
	{"chat_ssn_share", false, func(g *G) (string, []P, []string) {
		s := g.ssn()
		q := fmt.Sprintf("%s: mom's SSN is %s for the FAFSA form 🙄 don't lose it", g.p(firsts...), s)
		return q, []P{pp("ssn", s)}, ks("FAFSA")
	}},
	// ---------------- screenshots ----------------
	{"shot_contact_card", false, func(g *G) (string, []P, []string) {
		ph := g.usPhone()
		em := g.email()
		f, l := g.name()
		q := fmt.Sprintf("< Contacts        Edit\n%s %s\nmobile\n%s\nhome\n%s\nbirthday\n%s", f, l, ph, em, g.date())
		return q, []P{pp("phone", ph), pp("email", em)}, nil
	}},
	{"shot_bank_app_card", false, func(g *G) (string, []P, []string) {
		c, _ := g.card(" ")
		exp := fmt.Sprintf("%02d/%d", g.rng(1, 12), g.rng(26, 31))
		q := fmt.Sprintf("9:41 ▮▮▮ 87%%\nCard details\nCard number\n%s\nExpiry %s   CVC •••\nAvailable %s", c, exp, g.amountEU())
		return q, []P{pp("credit_card", c)}, ks(exp)
	}},
	{"shot_env_file", false, func(g *G) (string, []P, []string) {
		sk := "sk_live_" + g.tok(24)
		pk := "pk_live_" + g.tok(24)
		oa := "sk-proj-" + g.from(alnum+"-_", 48)
		q := fmt.Sprintf(".env   ×\n1  STRIPE_PUBLISHABLE_KEY=%s\n2  STRIPE_SECRET_KEY=%s\n3  OPENAI_API_KEY=%s\n4  PORT=8080", pk, sk, oa)
		return q, []P{pp("bearer", sk), pp("bearer", oa)}, ks(pk, "PORT=8080")
	}},
	{"shot_github_pat", false, func(g *G) (string, []P, []string) {
		t := "ghp_" + g.tok(36)
		q := fmt.Sprintf("Personal access tokens (classic)\nMake sure to copy your personal access token now. You won’t be able to see it again!\n✓ %s   📋\nExpires on %s", t, g.date())
		return q, []P{pp("bearer", t)}, nil
	}},
	{"shot_postman_auth", false, func(g *G) (string, []P, []string) {
		j := g.jwt()
		q := fmt.Sprintf("Params  Authorization •  Headers (9)  Body\nType   Bearer Token  ▾\nToken  %s\nSend ▸   Status: 200 OK  Time: %d ms", j, g.rng(40, 900))
		return q, []P{pp("jwt", j)}, nil
	}},
	{"shot_aws_keys", false, func(g *G) (string, []P, []string) {
		id := "AKIA" + g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
		sec := g.from(alnum+"+/", 40)
		q := fmt.Sprintf("Retrieve access keys\nAccess key        Secret access key\n%s  %s   Show\nDownload .csv file", id, sec)
		return q, []P{pp("bearer", sec)}, ks(id)
	}},
	{"shot_totp_uri", false, func(g *G) (string, []P, []string) {
		em := g.email()
		sec := g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
		q := fmt.Sprintf("Can't scan? Enter this URI:\notpauth://totp/ACME:%s?secret=%s&issuer=ACME&digits=6", em, sec)
		return q, []P{pp("email", em), pp("bearer", sec)}, ks("digits=6")
	}},
	{"shot_sms_inbox", false, func(g *G) (string, []P, []string) {
		ph := g.intlPhone(g.p("DE", "FR", "NL", "AT"))
		code := g.d(6)
		q := fmt.Sprintf("Nachrichten\n%s\nHeute %s\nIhr Bestätigungscode lautet %s. Gültig 10 Minuten.", ph, g.time(), code)
		return q, []P{pp("phone", ph)}, ks(code)
	}},
	// ---------------- secrets / tech inside noisy text ----------------
	{"log_id_token", false, func(g *G) (string, []P, []string) {
		j := g.jwt()
		q := fmt.Sprintf("%sT%s:%02d.%03dZ INFO callback received code=%s&state=%s id_token=%s", fmt.Sprintf("2025-%02d-%02d", g.rng(1, 12), g.rng(1, 28)), g.time(), g.n(60), g.n(1000), g.from(hexs, 10), g.from(alnum, 12), j)
		return q, []P{pp("jwt", j)}, nil
	}},
	{"basic_auth_header", false, func(g *G) (string, []P, []string) {
		u := ascii(g.p(firsts...))
		pw := g.password()
		b := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
		q := fmt.Sprintf("> GET /dav/ HTTP/1.1\n> Host: nas.fritz.box\n> Authorization: Basic %s\n< HTTP/1.1 207 Multi-Status", b)
		return q, []P{pp("bearer", b)}, nil
	}},
	{"k8s_secret_yaml", false, func(g *G) (string, []P, []string) {
		pw := g.password()
		b := base64.StdEncoding.EncodeToString([]byte(pw))
		q := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: %s\n  password: %s", base64.StdEncoding.EncodeToString([]byte("app")), b)
		return q, []P{pp("bearer", b)}, nil
	}},
	{"telegram_bot_token", false, func(g *G) (string, []P, []string) {
		t := g.dnz(g.rng(9, 10)) + ":AA" + g.from(alnum+"-_", 33)
		q := fmt.Sprintf("bot = telebot.TeleBot(\"%s\")  # von BotFather kopiert am %s", t, g.date())
		return q, []P{pp("bearer", t)}, nil
	}},
	{"slack_webhook", false, func(g *G) (string, []P, []string) {
		s := g.tok(24)
		p := "T0" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8) + "/B0" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8)
		q := fmt.Sprintf("Webhook-URL: https://hooks.slack.com/services/%s/%s\n(aus dem PDF „Integration v%d.%d“)", p, s, g.rng(1, 4), g.n(9))
		return q, []P{pp("bearer", s)}, nil
	}},
	{"vendor_token_prose", false, func(g *G) (string, []P, []string) {
		t, v := g.vendorToken()
		q := fmt.Sprintf("Der %s-Token lautet %s – bitte nicht weitergeben. Stand: %s", v, t, g.date())
		return q, []P{pp("bearer", t)}, nil
	}},
	{"aws_secret_ini", false, func(g *G) (string, []P, []string) {
		id := "AKIA" + g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
		sec := g.from(alnum+"+/", 40)
		q := fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-central-1", id, sec)
		return q, []P{pp("bearer", sec)}, ks(id, "eu-central-1")
	}},
	{"twilio_pair", false, func(g *G) (string, []P, []string) {
		sid := "AC" + g.from(hexs, 32)
		tk := g.from(hexs, 32)
		q := fmt.Sprintf("TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s", sid, tk)
		return q, []P{pp("bearer", tk)}, nil
	}},
	{"session_secret_env", false, func(g *G) (string, []P, []string) {
		s := g.from(alnum, 48)
		q := fmt.Sprintf("NODE_ENV=production\nSESSION_SECRET=%s\nCOOKIE_MAX_AGE=86400", s)
		return q, []P{pp("bearer", s)}, ks("COOKIE_MAX_AGE=86400")
	}},
	{"smtp_config_ocr", false, func(g *G) (string, []P, []string) {
		em := g.email()
		pw := g.password()
		q := fmt.Sprintf("Postausgangsserver (SMTP): smtp.%s  Port 587\nBenutzer: %s\nKennwort: %s", g.p("ionos.de", "strato.de", "gmx.net", "office365.com"), em, pw)
		return q, []P{pp("email", em), pp("bearer", pw)}, ks("Port 587")
	}},
	{"api_key_json_escaped", false, func(g *G) (string, []P, []string) {
		t := g.tok(40)
		q := fmt.Sprintf(`{"body": "{\"apiKey\":\"%s\",\"region\":\"eu\"}", "status": %s}`, t, g.p("200", "201"))
		return q, []P{pp("bearer", t)}, nil
	}},
	{"jwt_qp_email", false, func(g *G) (string, []P, []string) {
		j := g.jwt()
		q := fmt.Sprintf("Content-Transfer-Encoding: 7bit\n\nYour magic link: https://app.%s/login?token=%s\nThis link expires in 15 minutes.", g.domain(), j)
		return q, []P{pp("jwt", j)}, nil
	}},
	// ---------------- more phone / email / card / ssn layouts ----------------
	{"phone_fullwidth_jp", false, func(g *G) (string, []P, []string) {
		ph := "0" + g.p("90", "80", "70") + "-" + g.d(4) + "-" + g.d(4)
		fw := toFull(ph, g.chance(50))
		q := fmt.Sprintf("お問い合わせ：%s（平日１０時～１８時）", fw)
		return q, []P{pp("phone", fw)}, ks("１０時～１８時")
	}},
	{"phone_arabic_indic", false, func(g *G) (string, []P, []string) {
		d := "05" + g.d(8)
		v := toScript(d, '٠')
		q := fmt.Sprintf("%sللتواصل: هاتف %s", RLM, v)
		return q, []P{pp("phone", v)}, nil
	}},
	{"phone_devanagari", false, func(g *G) (string, []P, []string) {
		d := g.p("9", "8", "7") + g.d(4) + " " + g.d(5)
		v := toScript(d, '०')
		q := fmt.Sprintf("संपर्क करें — फोन: %s (सुबह %d बजे के बाद)", v, g.rng(9, 11))
		return q, []P{pp("phone", v)}, nil
	}},
	{"phone_with_ext", false, func(g *G) (string, []P, []string) {
		a, e, s := g.nanp()
		ph := a + " " + e + " " + s
		if g.chance(50) {
			ph = "(" + a + ") " + e + "-" + s
		}
		x := "ext. " + g.d(4)
		q := fmt.Sprintf("Billing Dept.  %s %s   Fax: %s", ph, x, g.usPhone())
		fx := strings.TrimPrefix(q[strings.Index(q, "Fax: ")+5:], "")
		return q, []P{pp("phone", ph), pp("phone", fx)}, ks(x)
	}},
	{"vcard_ocr", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		ph := g.anyIntl()
		em := g.email()
		q := fmt.Sprintf("BEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nTEL;TYPE=CELL:%s\nEMAIL;TYPE=INTERNET:%s\nEND:VCARD", l, f, ph, em)
		return q, []P{pp("phone", ph), pp("email", em)}, ks("VERSION:3.0")
	}},
	{"csv_from_ocr_table", false, func(g *G) (string, []P, []string) {
		var b strings.Builder
		var ps []P
		var kp []string
		b.WriteString("Name;Telefon;E-Mail;PLZ\n")
		for i := 0; i < 3; i++ {
			f, l := g.name()
			ph := g.natPhone("DE")
			em := g.email()
			z := g.plz()
			fmt.Fprintf(&b, "%s %s;%s;%s;%s\n", f, l, ph, em, z)
			ps = append(ps, pp("phone", ph), pp("email", em))
			kp = append(kp, ";"+z)
		}
		return strings.TrimRight(b.String(), "\n"), ps, kp
	}},
	{"wa_me_link", false, func(g *G) (string, []P, []string) {
		ph := strings.NewReplacer(" ", "", "-", "", "+", "").Replace(g.anyIntl())
		q := fmt.Sprintf("Schreib uns auf WhatsApp: https://wa.me/%s?text=Hallo%%20Team", ph)
		return q, []P{pp("phone", ph)}, nil
	}},
	{"email_obfuscated_web", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		dom := ascii(l) + "-" + g.p(orgWords...)
		v := ascii(f) + " [at] " + dom + " [dot] " + g.p("de", "com", "fr")
		q := fmt.Sprintf("Impressum\nVerantwortlich: %s %s\nKontakt: %s\nUSt-IdNr.: DE %s", f, l, v, g.d(9))
		return q, []P{pp("email", v)}, nil
	}},
	{"email_urlencoded_link", false, func(g *G) (string, []P, []string) {
		em := g.email()
		v := strings.Replace(strings.Replace(em, "@", "%40", 1), "+", "%2B", 1)
		q := fmt.Sprintf("https://click.news.%s/ls/click?upn=%s&email=%s&utm_source=newsletter&utm_campaign=2025-%02d", g.p("shop.de", "store.com"), g.from(alnum, 24), v, g.rng(1, 12))
		return q, []P{pp("email", v)}, nil
	}},
	{"card_html_table", false, func(g *G) (string, []P, []string) {
		c := g.cardFmt(g.p("visa", "mc", "amex"), "&nbsp;")
		q := fmt.Sprintf("<table><tr><td>Karteninhaber</td><td>%s %s</td></tr><tr><td>Kartennummer</td><td>%s</td></tr><tr><td>Betrag</td><td>%s</td></tr></table>", g.p(firsts...), g.p(lasts...), c, g.amountEU())
		return q, []P{pp("credit_card", c)}, nil
	}},
	{"card_after_order_ref", false, func(g *G) (string, []P, []string) {
		c := g.cardFmt("visa", "-")
		ord := g.d(6)
		q := fmt.Sprintf("order %s %s approved, auth code %s", ord, c, g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 6))
		return q, []P{pp("credit_card", c)}, ks("order " + ord)
	}},
	{"card_plain_digits", false, func(g *G) (string, []P, []string) {
		c, _ := g.card("")
		q := fmt.Sprintf("Zahlungsdaten aus Formular (OCR): K a r t e n n r. %s  gültig %02d/%02d", c, g.rng(1, 12), g.rng(26, 31))
		return q, []P{pp("credit_card", c)}, nil
	}},
	{"ssn_html_cell", false, func(g *G) (string, []P, []string) {
		s := g.ssn()
		q := fmt.Sprintf("<tr><td>SSN</td><td>%s</td><td>DOB</td><td>%s</td></tr>", s, g.date())
		return q, []P{pp("ssn", s)}, nil
	}},
	{"ssn_labelled_bare", false, func(g *G) (string, []P, []string) {
		a, b, c := g.ssnParts()
		v := a + b + c
		q := fmt.Sprintf("Member: %s %s   SSN: %s   Plan: PPO-%d", g.p(firsts...), g.p(lasts...), v, g.rng(100, 999))
		return q, []P{pp("ssn", v)}, nil
	}},
	{"phone_form_urlencoded", false, func(g *G) (string, []P, []string) {
		ph := g.anyIntl()
		v := "%2B" + strings.ReplaceAll(ph[1:], " ", "%20")
		em := g.email()
		ve := strings.Replace(em, "@", "%40", 1)
		q := fmt.Sprintf("POST /kontakt HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nname=%s&phone=%s&email=%s&consent=1", g.p(firsts...), v, ve)
		return q, []P{pp("phone", v), pp("email", ve)}, ks("consent=1")
	}},
	{"phone_list_recipients", false, func(g *G) (string, []P, []string) {
		var ps []P
		var lines []string
		for i := 0; i < 3; i++ {
			f, l := g.name()
			ph := g.anyIntl()
			lines = append(lines, fmt.Sprintf("%d. %s %s – %s", i+1, f, l, ph))
			ps = append(ps, pp("phone", ph))
		}
		return "Telefonkette Elternbeirat (Stand " + g.date() + "):\n" + strings.Join(lines, "\n"), ps, nil
	}},
	{"phone_zwsp_chat", false, func(g *G) (string, []P, []string) {
		ph := g.intlPhone(g.p("UK", "NL", "SE", "CH"))
		parts := strings.SplitN(ph, " ", 2)
		v := parts[0] + " " + ZWSP + parts[1]
		q := fmt.Sprintf("%s: call me on %s after %s 👋", g.p(firsts...), v, g.time())
		return q, []P{pp("phone", v)}, nil
	}},
	{"phone_tr_mixed", false, func(g *G) (string, []P, []string) {
		ph := g.natPhone("TR")
		q := fmt.Sprintf("Sayın müşterimiz, siparişiniz %s numaralı siparişiniz kargoya verildi. Sorularınız için: %s", g.d(9), ph)
		return q, []P{pp("phone", ph)}, nil
	}},
	{"phone_kr_pl_mix", false, func(g *G) (string, []P, []string) {
		a := g.natPhone("KR")
		b := g.intlPhone("PL")
		q := fmt.Sprintf("연락처: %s / Kontakt w Polsce: %s", a, b)
		return q, []P{pp("phone", a), pp("phone", b)}, nil
	}},
	{"email_fullwidth_at", false, func(g *G) (string, []P, []string) {
		em := g.email()
		v := strings.Replace(em, "@", "＠", 1)
		q := fmt.Sprintf("ご連絡は %s まで（＠を半角に変えてください）", v)
		return q, []P{pp("email", v)}, nil
	}},
	{"mixed_everything_fax", false, func(g *G) (string, []P, []string) {
		f, l := g.name()
		ph := g.anyNat()
		s := g.ssn()
		c, _ := g.card(" ")
		em := g.email()
		q := fmt.Sprintf("FAX COVER SHEET   Pages: %d (incl. cover)\nTo: Claims Dept.   From: %s %s\nRe: claim %s\nInsured SSN: %s  Phone %s\nCard on file: %s\nReply: %s", g.rng(2, 9), f, l, g.d(8), s, ph, c, em)
		return q, []P{pp("phone", ph), pp("ssn", s), pp("credit_card", c), pp("email", em)}, nil
	}},
}

func toFull(s string, longVowel bool) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(r - '0' + '０')
		case r == '-':
			if longVowel {
				b.WriteRune('ー')
			} else {
				b.WriteRune('－')
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func toScript(s string, zero rune) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r - '0' + zero)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}
