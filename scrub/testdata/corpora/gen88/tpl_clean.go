package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

var cleanT = []T{
	{"c_ocr_invoice", true, func(g *G) (string, []P, []string) {
		r := g.ref()
		ust := "DE " + g.d(3) + " " + g.d(3) + " " + g.d(3)
		ib := g.iban()
		a := g.amountEU()
		q := fmt.Sprintf("RECHNUNG   Nr. %s   Datum %s\nPos. 1  Beratung  %d Std.  %s\n| Netto | %s |\n|_______|________|\nUSt-IdNr. %s\nIBAN %s   BIC COBADEFFXXX\nSeite 1/2", r, g.date(), g.rng(1, 40), g.small(), a, ust, ib)
		return q, nil, ks(r, ust, ib, a)
	}},
	{"c_ocr_receipt_masked", true, func(g *G) (string, []P, []string) {
		m := "************" + g.d(4)
		tid := g.d(8)
		q := fmt.Sprintf("EDEKA Markt %s\nBon-Nr. %s  Kasse %d\nSUMME    EUR %s\nVISA     %s\nTerminal-ID %s  Trace %s\n%s %s", g.plz(), g.d(4), g.rng(1, 9), g.small(), m, tid, g.d(6), g.date(), g.time())
		return q, nil, ks(m, "Terminal-ID "+tid)
	}},
	{"c_stt_meeting", true, func(g *G) (string, []P, []string) {
		v := g.ver()
		q := fmt.Sprintf("[00:%02d:%02d] Speaker 1: so uh the %s release went out on %s\n[00:%02d:%02d] Speaker 2: yeah, revenue was like %s for Q%d, um, up %d percent\n[00:%02d:%02d] Speaker 1: let's sync again at %s", g.n(60), g.n(60), v, g.date(), g.n(60), g.n(60), g.amountUS(), g.rng(1, 4), g.rng(2, 40), g.n(60), g.n(60), g.time())
		return q, nil, ks(v)
	}},
	{"c_pdf_paper_ref", true, func(g *G) (string, []P, []string) {
		doi := fmt.Sprintf("doi:10.%d/j.cell.%d.%02d.%03d", g.rng(1000, 1100), g.rng(2015, 2024), g.rng(1, 12), g.n(1000))
		p1 := g.rng(100, 2000)
		pg := fmt.Sprintf("pp. %d-%d", p1, p1+g.rng(5, 30))
		q := fmt.Sprintf("%s, %s. et al. Nature (%d) %d, %s. %s\n– %d –", g.p(lasts...), g.p("A", "B", "M", "K"), g.rng(2005, 2024), g.rng(100, 600), pg, doi, g.rng(2, 40))
		return q, nil, ks(doi, pg)
	}},
	{"c_mime_newsletter", true, func(g *G) (string, []P, []string) {
		mid := "Message-ID: <" + g.from(hexs, 24) + "." + g.d(10) + "@mailer.shopsystem.net>"
		q := fmt.Sprintf("%s\nContent-Transfer-Encoding: quoted-printable\n\n<p style=3D\"font-size:14px\">Nur bis %s: %d&nbsp;%% Rabatt auf alles!</p>=\n<p>Gutscheincode: SPRING%d</p>", mid, g.date(), g.rng(10, 50), g.rng(10, 99))
		return q, nil, ks(mid)
	}},
	{"c_chat_tracking", true, func(g *G) (string, []P, []string) {
		t := "00340434" + g.d(12)
		q := fmt.Sprintf("[%02d.%02d.25, %s] Jonas: Paket kommt morgen 📦 Sendungsnummer %s, Abholstation %d 🙌", g.rng(1, 28), g.rng(1, 12), g.time(), t, g.rng(100, 199))
		return q, nil, ks(t)
	}},
	{"c_ssh_pubkey", true, func(g *G) (string, []P, []string) {
		k := "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.from(alnum+"+/", 43) + " " + ascii(g.p(firsts...)) + "@laptop"
		fp := "SHA256:" + g.from(alnum+"+/", 43)
		q := fmt.Sprintf("Key added ✓\n%s\nFingerprint %s\nAdded on %s", k, fp, g.date())
		return q, nil, ks(k, fp)
	}},
	{"c_docs_publishable", true, func(g *G) (string, []P, []string) {
		pk := "pk_live_" + g.tok(24)
		id := "AKIA" + g.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
		q := fmt.Sprintf("Im Frontend nur den Publishable Key verwenden: %s\nIAM-User Access Key ID: %s (Secret liegt im Vault)", pk, id)
		return q, nil, ks(pk, id)
	}},
	{"c_git_log", true, func(g *G) (string, []P, []string) {
		h := g.from(hexs, 40)
		v := g.ver()
		q := fmt.Sprintf("commit %s\nAuthor: ci-bot[bot]\nDate:   %s %s\n\n    release %s (#%d)", h, g.date(), g.time(), v, g.rng(100, 9999))
		return q, nil, ks(h, v)
	}},
	{"c_bank_statement", true, func(g *G) (string, []P, []string) {
		r := fmt.Sprintf("FA%d/%05d", g.rng(2023, 2026), g.n(100000))
		a := g.amountEU()
		q := fmt.Sprintf("Buchungstag  Valuta   Verwendungszweck                Betrag\n%s  %s  SEPA-Überweisung %s  %s\nEnd-to-End-Ref.: %s   Mandatsref. M%s", g.date(), g.date(), r, a, g.d(16), g.d(8))
		return q, nil, ks(r, a)
	}},
	{"c_shipping_label", true, func(g *G) (string, []P, []string) {
		t := "1Z" + g.from("0123456789ABCDEFGHJKLMNPRSTUVWXYZ", 16)
		z := g.d(5) + "-" + g.d(4)
		q := fmt.Sprintf("UPS GROUND\nSHIP TO: %s %s\n%d ELM ST\nSPRINGFIELD IL %s\nTRACKING #: %s\nWT: %d.%d LBS   1 OF 1", g.p(firsts...), g.p(lasts...), g.rng(10, 9999), z, t, g.rng(1, 60), g.n(10))
		return q, nil, ks(z, t)
	}},
	{"c_flight_booking", true, func(g *G) (string, []P, []string) {
		tk := fmt.Sprintf("%s %s", g.p("125", "220", "057", "001"), g.d(10))
		pnr := g.from("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
		q := fmt.Sprintf("Buchungscode: %s\nTicketnummer: %s\nLH %d  FRA–%s  %s  Abflug %s  Gate B%d  Sitz %d%s", pnr, tk, g.rng(100, 2999), g.p("JFK", "LIS", "NRT", "GRU"), g.date(), g.time(), g.rng(10, 60), g.rng(1, 45), g.p("A", "C", "F"))
		return q, nil, ks(pnr, tk)
	}},
	{"c_coordinates", true, func(g *G) (string, []P, []string) {
		c := fmt.Sprintf("%d.%05d, %d.%05d", g.rng(30, 60), g.n(100000), g.rng(1, 30), g.n(100000))
		q := fmt.Sprintf("📍 Treffpunkt: %s (Parkplatz Nord), Höhe %d m", c, g.rng(100, 2500))
		return q, nil, ks(c)
	}},
	{"c_lab_report", true, func(g *G) (string, []P, []string) {
		pid := "Patient ID " + g.d(8)
		q := fmt.Sprintf("LABORBEFUND   %s   Eingang %s %s\nHb      %d,%d g/dl    (12,0 – 16,0)\nLeukozyten %d,%d /nl  (4,0 – 10,0)\nTSH  %d,%02d mU/l", pid, g.date(), g.time(), g.rng(10, 17), g.n(10), g.rng(3, 12), g.n(10), g.rng(0, 4), g.n(100))
		return q, nil, ks(pid)
	}},
	{"c_meeting_invite", true, func(g *G) (string, []P, []string) {
		mid := fmt.Sprintf("%s %s %s", g.d(3), g.d(4), g.d(4))
		q := fmt.Sprintf("Join Zoom Meeting\nhttps://us02web.zoom.us/j/%s?pwd=%s\nMeeting ID: %s\nPasscode: %s", strings.ReplaceAll(mid, " ", ""), g.from(alnum, 32), mid, g.d(6))
		return q, nil, ks("Meeting ID: " + mid)
	}},
	{"c_spec_sheet", true, func(g *G) (string, []P, []string) {
		pn := fmt.Sprintf("P/N %s-%s", g.d(4), g.d(4))
		sn := "S/N " + g.from("ABCDEFGHJKLMNPRSTUVWXYZ", 2) + g.d(9)
		q := fmt.Sprintf("Datenblatt\n%s   %s\nSpeicher: 1536 2048 4096 MB\nAbmessungen %d x %d x %d mm, %d,%d kg", pn, sn, g.rng(100, 500), g.rng(100, 500), g.rng(10, 90), g.rng(1, 9), g.n(10))
		return q, nil, ks(pn, sn, "1536 2048 4096 MB")
	}},
	{"c_tax_masked", true, func(g *G) (string, []P, []string) {
		m := "XXX-XX-" + g.d(4)
		ein := fmt.Sprintf("Employer identification number: %02d-%s", g.rng(10, 98), g.d(7))
		q := fmt.Sprintf("Form 1099-NEC  %d\nRECIPIENT'S TIN  %s\n%s\n1 Nonemployee compensation  $%d,%03d.00", g.rng(2022, 2025), m, ein, g.rng(1, 99), g.n(1000))
		return q, nil, ks(m, ein)
	}},
	{"c_server_log", true, func(g *G) (string, []P, []string) {
		ip := fmt.Sprintf("10.%d.%d.%d:%d", g.n(256), g.n(256), g.rng(1, 254), g.p16port(g))
		q := fmt.Sprintf("%s %s upstream %s responded 502 in %d ms (req %s)", g.date(), g.time(), ip, g.rng(100, 9000), g.uuid())
		return q, nil, ks(ip)
	}},
	{"c_jwt_truncated_doc", true, func(g *G) (string, []P, []string) {
		h := b64(`{"alg":"HS256","typ":"JWT"}`)
		q := fmt.Sprintf("Der Header eines Tokens sieht so aus: %s (dekodiert {\"alg\":\"HS256\"}), gekürzt: eyJhbGciOi... – Seite %d", h, g.rng(2, 90))
		return q, nil, ks(h)
	}},
	{"c_placeholder_creds", true, func(g *G) (string, []P, []string) {
		q := fmt.Sprintf("Beispiel aus der Doku (S. %d):\ncurl -H \"Authorization: Bearer <token>\" https://api.example.com/v%d\nexport API_KEY=YOUR_API_KEY\npassword: ********", g.rng(3, 80), g.rng(1, 3))
		return q, nil, ks("<token>", "YOUR_API_KEY")
	}},
	{"c_address_block", true, func(g *G) (string, []P, []string) {
		a := fmt.Sprintf("%s Lisboa", fmt.Sprintf("%d-%03d", g.rng(1000, 4999), g.n(1000)))
		b := fmt.Sprintf("CEP %s-%s", g.d(5), g.d(3))
		c := fmt.Sprintf("CA %s-%s", g.d(5), g.d(4))
		q := fmt.Sprintf("Filialen:\nRua Augusta %d, %s\nAv. Paulista %d, São Paulo, %s\n%d Market St, San Francisco, %s", g.rng(1, 300), a, g.rng(100, 2000), b, g.rng(100, 999), c)
		return q, nil, ks(a, b, c)
	}},
	{"c_stt_counting", true, func(g *G) (string, []P, []string) {
		q := fmt.Sprintf("Trainer (0:%02d): okay, three sets, eins zwei drei, rest %d seconds, then %d reps at %d kilos, um, we start at %s", g.rng(10, 59), g.rng(30, 90), g.rng(8, 15), g.rng(20, 120), g.time())
		return q, nil, nil
	}},
	{"c_chat_handles", true, func(g *G) (string, []P, []string) {
		v := fmt.Sprintf("lodash@%d.%d.%d", g.rng(3, 4), g.n(20), g.n(30))
		q := fmt.Sprintf("@%s kannst du %s pinnen? und icon@2x.png fehlt noch 😅 Meet @ %dpm", ascii(g.p(firsts...)), v, g.rng(1, 6))
		return q, nil, ks(v, "icon@2x.png")
	}},
	{"c_timetable", true, func(g *G) (string, []P, []string) {
		var b strings.Builder
		b.WriteString("Linie | Ab    | An    | Gleis\n")
		for i := 0; i < 3; i++ {
			fmt.Fprintf(&b, "RE %d | %s | %s | %d\n", g.rng(1, 99), g.time(), g.time(), g.rng(1, 14))
		}
		return strings.TrimRight(b.String(), "\n"), nil, nil
	}},
	{"c_mrz", true, func(g *G) (string, []P, []string) {
		l1 := "P<D<<" + strings.ToUpper(ascii(g.p(lasts...))) + "<<" + strings.ToUpper(ascii(g.p(firsts...)))
		l1 += strings.Repeat("<", 44-len(l1))
		l2 := "C" + g.from("0123456789CFGHJKLMNPRTVWXYZ", 8) + g.d(1) + "D<<" + g.d(7) + "F" + g.d(7) + "<<<<<<<<<<<<<<<" + g.d(1)
		q := fmt.Sprintf("REISEPASS / PASSPORT\n%s\n%s", l1, l2)
		return q, nil, ks(l2)
	}},
	{"c_ean_lot", true, func(g *G) (string, []P, []string) {
		var e string
		for {
			body := "40" + g.d(10)
			s := 0
			for i := 0; i < 12; i++ {
				d := int(body[i] - '0')
				if i%2 == 1 {
					d *= 3
				}
				s += d
			}
			e = body + fmt.Sprint((10-s%10)%10)
			if !luhnOK(e) {
				break
			}
		}
		lot := "LOT " + g.d(6) + g.from("ABCDEFGH", 1)
		q := fmt.Sprintf("EAN %s  %s  MHD %s  %d g", e, lot, g.date(), g.rng(100, 1000))
		return q, nil, ks(e, lot)
	}},
	{"c_request_ids", true, func(g *G) (string, []P, []string) {
		u := g.uuid()
		sh := g.from(hexs, 64)
		q := fmt.Sprintf("request_id=%s sha256=%s duration=%dms", u, sh, g.rng(1, 9999))
		return q, nil, ks(u, sh)
	}},
	{"c_amazon_order", true, func(g *G) (string, []P, []string) {
		o := fmt.Sprintf("%03d-%s-%s", g.rng(300, 306), g.d(7), g.d(7))
		q := fmt.Sprintf("Bestellung Nr. %s vom %s – Lieferung voraussichtlich %s. Gesamtsumme: %s", o, g.date(), g.date(), g.amountEU())
		return q, nil, ks(o)
	}},
	{"c_facture_fr", true, func(g *G) (string, []P, []string) {
		siret := fmt.Sprintf("%s %s %s %s", g.d(3), g.d(3), g.d(3), g.d(5))
		rcs := fmt.Sprintf("RCS Lyon %s %s %s", g.d(3), g.d(3), g.d(3))
		q := fmt.Sprintf("SAS au capital de %d €\nSIRET %s – %s\nTVA intracom. FR%s\nFacture n° F%d-%04d", g.rng(1, 99)*1000, siret, rcs, g.d(11), g.rng(2023, 2026), g.n(10000))
		return q, nil, ks("SIRET "+siret, rcs)
	}},
	{"c_snowflake_ns", true, func(g *G) (string, []P, []string) {
		sf := "1" + g.d(18)
		ns := "17" + g.d(17)
		q := fmt.Sprintf("discord message id %s, event ts %s ns, channel %s", sf, ns, g.d(18))
		return q, nil, ks(sf, ns)
	}},
	{"c_chat_rtl_amounts", true, func(g *G) (string, []P, []string) {
		am := fmt.Sprintf("%d,%03d", g.rng(1, 99), g.n(1000))
		q := fmt.Sprintf("%sالمبلغ %s درهم، الفاتورة رقم %d، الموعد %s %s", RLM, am, g.rng(1000, 99999), g.date(), g.time())
		return q, nil, ks(am)
	}},
	{"c_pdf_softhyphen_prose", true, func(g *G) (string, []P, []string) {
		q := fmt.Sprintf("Die Ver\u00adsiche\u00adrungs\u00adsumme beträgt%s%s; die Kün\u00addigungs\u00adfrist %d Mo\u00adnate (Seite%s%d).", NB, g.amountEU(), g.rng(1, 6), NB, g.rng(2, 30))
		return q, nil, nil
	}},
	{"c_base64_attachment", true, func(g *G) (string, []P, []string) {
		b := base64.StdEncoding.EncodeToString(g.bytesN(g.rng(45, 57)))
		q := fmt.Sprintf("Content-Type: image/png; name=\"scan_%s.png\"\nContent-Transfer-Encoding: base64\n\n%s", g.d(4), b)
		return q, nil, ks(b)
	}},
	{"c_ocr_bestellnr", true, func(g *G) (string, []P, []string) {
		o := "Bestellnummer " + g.dnz(10)
		q := fmt.Sprintf("Lieferschein\n%s   Kunden-Nr. %s\n%d x Schrauben M%d  à %s", o, g.d(7), g.rng(1, 500), g.rng(3, 12), g.small())
		return q, nil, ks(o)
	}},
}

func (g *G) p16port(_ *G) int { return g.p2(8080, 5432, 443, 6379, 9200) }
func (g *G) p2(xs ...int) int { return xs[g.n(len(xs))] }
