package main

import (
	"fmt"
	"net/url"
	"strings"
)

// Unsubscribe, tracking and redirect links; semicolon CSVs.
func linkTemplates() []tmpl {
	shops := []string{"shop.example", "boutique-lumiere.fr", "modehaus-weber.de", "tienda-sol.es", "loja-costa.com.br", "fietsenwinkel-bos.nl", "negozio-greco.it", "sklep-mazur.pl"}
	return []tmpl{
		{"unsub_link_plain", func(g *G) string {
			e := g.anyEmail("")
			s := shops[g.r.Intn(len(shops))]
			return cat(g.pick("Customer says the unsubscribe link is broken: ", "404 on ", "Abmeldelink führt ins Leere: ", "Le lien de désinscription ne marche pas : "), "https://www.", s, "/newsletter/unsubscribe?email=", g.E(e), "&list=", g.K(fmt.Sprint(g.n(1, 40))), "&sig=", g.K(g.hex(16)))
		}},
		{"unsub_link_pct", func(g *G) string {
			e := g.anyEmail("")
			s := shops[g.r.Intn(len(shops))]
			return cat("<a href=\"https://", s, "/preferences/unsubscribe?email=", g.E(pct(e)), "&amp;cid=", g.K(g.mcID()), "&amp;utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=", g.K(g.utmCampaign()), "\" style=\"color:#999\">", g.pick("Unsubscribe", "Se désinscrire", "Abmelden", "Darse de baja", "Cancelar inscrição", "Afmelden", "Annulla iscrizione", "Wypisz się"), "</a>")
		}},
		{"unsub_link_b64", func(g *G) string {
			e := g.anyEmail("")
			s := shops[g.r.Intn(len(shops))]
			enc := b64(e)
			v := enc
			if strings.Contains(enc, "=") && g.r.Intn(2) == 0 {
				v = strings.ReplaceAll(enc, "=", "%3D")
			}
			return cat("https://mail.", s, "/u/", g.K(g.hex(8)), "?e=", g.E(v), "&l=", g.K(fmt.Sprint(g.n(100, 999))), "\n", g.pick("the e param is just base64 of the address, is that GDPR-ok?", "decode e= to find the subscriber", "link from the footer of campaign "+g.K(g.mcID())))
		}},
		{"unsub_link_b64url_json", func(g *G) string {
			e := g.anyEmail("")
			tok := b64url(cat(`{"email":"`, e, `","list":`, fmt.Sprint(g.n(1, 60)), `,"ts":`, g.unix(), `}`))
			return cat("List-Unsubscribe: <https://", shops[g.r.Intn(len(shops))], "/unsub?d=", g.E(tok), ">\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\nX-Campaign: ", g.K(g.utmCampaign()))
		}},
		{"redirect_in_redirect", func(g *G) string {
			e := g.anyEmail("")
			s := shops[g.r.Intn(len(shops))]
			inner := "https://" + s + "/account/unsubscribe?email=" + url.QueryEscape(e) + "&src=footer"
			v := url.QueryEscape(url.QueryEscape(e))
			target := inner
			if g.r.Intn(2) == 0 {
				target = "https://r." + s + "/r?u=" + url.QueryEscape(inner)
				v = url.QueryEscape(v)
			}
			outer := "https://click." + g.pick("mlsend.com", "email.klaviyo.com", "sendgrid.net", "list-manage.com") + "/ls/click?upn=" + g.K(g.from(b64u, 40)) + "&url=" + url.QueryEscape(target)
			if !strings.Contains(outer, v) {
				panic("nested encoding")
			}
			g.E(v)
			return cat(g.pick("Click tracking wraps our redirect, which wraps the unsubscribe URL:\n", "Why does this 3x-encoded link 400?\n", ""), outer)
		}},
		{"redirect_pct_once", func(g *G) string {
			e := g.anyEmail("")
			s := shops[g.r.Intn(len(shops))]
			inner := "https://" + s + "/optout?email=" + e + "&c=" + g.K(g.mcID())
			v := url.QueryEscape(e)
			return cat("https://", g.pick("links.", "t."), s, "/c/", g.K(g.from(alnum, 12)), "?redirect=", strings.Replace(url.QueryEscape(inner), v, g.E(v), 1))
		}},
		{"tracking_pixel_html", func(g *G) string {
			e := g.anyEmail("")
			return cat("<img src=\"https://t.", shops[g.r.Intn(len(shops))], "/o.gif?pid=", g.K(g.from(alnum, 16)), "&cid=", g.K(g.mcID()), "&em=", g.E(pct(e)), "&ts=", g.K(g.unix()), "\" width=\"1\" height=\"1\" alt=\"\" style=\"display:none\">")
		}},
		{"list_unsub_mailto_verp", func(g *G) string {
			e := g.anyEmail("")
			at := strings.Index(e, "@")
			verp := e[:at] + "=" + e[at+1:]
			return cat("List-Unsubscribe: <mailto:unsubscribe-", g.hex(10), "@lists.", shops[g.r.Intn(len(shops))], "?subject=unsubscribe:", g.E(verp), ">, <https://", shops[g.r.Intn(len(shops))], "/u?e=", g.E(pct(e)), ">")
		}},
		{"verp_return_path", func(g *G) string {
			e := g.anyEmail("")
			at := strings.Index(e, "@")
			verp := g.fresh(func() string {
				return "bounce-" + g.pick("mc.us"+fmt.Sprint(g.n(2, 21))+"_"+g.digits(8)+"."+g.digits(7), g.hex(8)+"-"+g.digits(5)) + "-" + e[:at] + "=" + e[at+1:] + "@" + g.pick("mail"+fmt.Sprint(g.n(10, 250))+".atl"+fmt.Sprint(g.n(11, 99))+".mcsv.net", "bounces.news.shop.example")
			})
			return cat("Return-Path: <", g.E(verp), ">\nReceived: from mail", fmt.Sprint(g.n(10, 250)), ".mcsv.net (", g.K(g.ip()), ")\nMessage-ID: ", g.K(g.msgID("mail.mcsv.net")), "\nX-MC-User: ", g.K(g.from(lowAN, 25)))
		}},
		{"utm_content_leak", func(g *G) string {
			e := g.anyEmail("")
			return cat("GA4 shows weird values in Session manual ad content — looks like the merge tag got rendered into the UTM:\n/landing?utm_source=newsletter&utm_medium=email&utm_campaign=", g.K(g.utmCampaign()), "&utm_content=", g.E(pct(e)), "&utm_term=", g.K(g.pick("hero_cta", "footer", "banner_2")), "\nshould have been utm_content=*|UNIQID|*")
		}},
		{"sms_short_link_phone", func(g *G) string {
			ph := g.phone(g.pick("US", "GB", "ES", "BR", "DE"), "e164")
			return cat("Reply from shortener logs: GET /s/", g.K(g.from(alnum, 6)), "?p=", g.Ph(pct(ph)), "&c=", g.K(g.utmCampaign()), " 302 → https://", shops[g.r.Intn(len(shops))], "/cart/", g.K(g.hex(24)))
		}},
		{"email_in_path_segment", func(g *G) string {
			e := g.anyEmail("")
			return cat(g.K(g.ip()), " - - [", fmt.Sprintf("%02d/%s/202%d:%02d:%02d:%02d +0000", g.n(1, 28), g.pick("Jan", "Feb", "Mar", "Apr", "May"), g.n(3, 5), g.n(0, 23), g.n(0, 59), g.n(0, 59)), "] \"GET /api/v2/subscribers/", g.E(pathEsc(e)), "/preferences HTTP/1.1\" ", g.pick("200", "404", "500"), " ", g.K(fmt.Sprint(g.n(120, 9000))), " \"-\" \"Mozilla/5.0\"")
		}},
		{"csv_semicolon_de", func(g *G) string {
			var b strings.Builder
			b.WriteString("E-Mail;Vorname;Nachname;Telefon;PLZ;Ort;Anmeldedatum;DOI\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("de")
				fmt.Fprintf(&b, "%s;%s;%s;%s;%s;%s;%s;%s\n", g.E(g.email(p)), p.First, p.Last, g.Ph(g.phone(g.pick("DE", "DE", "DEL"), "nat")), g.K(g.postal("DE")), g.pick("Berlin", "München", "Hamburg", "Köln", "Leipzig"), g.K(g.euDate()), g.pick("ja", "nein"))
			}
			return g.pick("Import in CleverReach schlägt fehl, Datei:\n", "Export aus dem Shop für Brevo:\n", "") + b.String()
		}},
		{"csv_semicolon_nl", func(g *G) string {
			var b strings.Builder
			b.WriteString("e-mailadres;voornaam;achternaam;telefoonnummer;postcode;aangemeld_op\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("nl")
				fmt.Fprintf(&b, "%s;%s;%s;%s;%s;%s\n", g.E(g.email(p)), p.First, p.Last, g.Ph(g.phone("NL", g.pick("nat", "intl"))), g.K(g.postal("NL")), g.K(g.date()))
			}
			return b.String()
		}},
		{"csv_semicolon_pl", func(g *G) string {
			var b strings.Builder
			b.WriteString("email;imię;nazwisko;telefon;kod_pocztowy;miasto;zgoda_marketingowa\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("pl")
				fmt.Fprintf(&b, "%s;%s;%s;%s;%s;%s;%s\n", g.E(g.email(p)), p.First, p.Last, g.Ph(g.phone("PL", "any")), g.K(g.postal("PL")), g.pick("Warszawa", "Kraków", "Gdańsk", "Wrocław", "Poznań"), g.pick("TAK", "NIE"))
			}
			return g.pick("Lista do wysyłki kampanii, import się wysypuje:\n", "") + b.String()
		}},
		{"csv_semicolon_it", func(g *G) string {
			var b strings.Builder
			b.WriteString("Email;Nome;Cognome;Cellulare;CAP;Data iscrizione\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("it")
				fmt.Fprintf(&b, "%s;%s;%s;%s;%s;%s\n", g.E(g.email(p)), p.First, p.Last, g.Ph(g.phone("IT", "any")), g.K(g.postal("IT")), g.K(g.slashDate()))
			}
			return b.String()
		}},
		{"csv_semicolon_es", func(g *G) string {
			var b strings.Builder
			b.WriteString("correo;nombre;apellidos;movil;cp;provincia;alta\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("es")
				fmt.Fprintf(&b, "%s;%s;%s;%s;%s;%s;%s\n", g.E(g.email(p)), p.First, p.Last, g.Ph(g.phone("ES", "any")), g.K(g.postal("ES")), g.pick("Madrid", "Barcelona", "Valencia", "Sevilla", "Bizkaia"), g.K(g.slashDate()))
			}
			return b.String()
		}},
		{"csv_semicolon_pt", func(g *G) string {
			var b strings.Builder
			b.WriteString("email;nome;telemovel;codigo_postal;localidade;rgpd\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("pt")
				fmt.Fprintf(&b, "%s;%s;%s;%s;%s;%s\n", g.E(g.email(p)), p.Full(), g.Ph(g.phone("PT", "any")), g.K(g.postal("PT")), g.pick("Lisboa", "Porto", "Braga", "Coimbra", "Faro"), g.pick("sim", "não"))
			}
			return b.String()
		}},
		{"csv_quoted_br", func(g *G) string {
			var b strings.Builder
			b.WriteString("\"nome\",\"email\",\"celular\",\"cep\",\"data_cadastro\",\"origem\"\n")
			for i := 0; i < g.n(2, 4); i++ {
				p := g.person("pt")
				fmt.Fprintf(&b, "\"%s\",\"%s\",\"%s\",\"%s\",\"%s\",\"%s\"\n", p.Full(), g.E(g.email(p)), g.Ph(g.phone("BR", "any")), g.K(g.postal("BR")), g.K(g.slashDate()), g.pick("popup", "checkout", "RD Station"))
			}
			return b.String()
		}},
		{"csv_semicolon_fr_quoted", func(g *G) string {
			var b strings.Builder
			b.WriteString("\"Civilité\";\"Prénom\";\"Nom\";\"E-mail\";\"Portable\";\"Code postal\";\"Montant dernier achat\"\n")
			for i := 0; i < g.n(2, 3); i++ {
				p := g.person("fr")
				fmt.Fprintf(&b, "\"%s\";\"%s\";\"%s\";\"%s\";\"%s\";\"%s\";\"%s\"\n", g.pick("M.", "Mme"), p.First, p.Last, g.E(g.email(p)), g.Ph(g.phone(g.pick("FR", "BE"), "nat")), g.K(g.postal("FR")), g.K(g.money("€fr")))
			}
			return b.String()
		}},
	}
}
