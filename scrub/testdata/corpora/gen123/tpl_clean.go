package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func cleanTemplates() []T {
	return []T{
		{"clean_html_newsletter_css", func(g *G, b *B, L *Lang) {
			b.t("<table width=\"600\" style=\"background-color:")
			b.k(g.hexColor())
			b.t("\"><tr><td style=\"color:")
			b.k(g.hexColor())
			b.t(";font:14px/1.4 Arial\"><h1>", htmlEsc(L.Sale), "</h1><p>")
			b.k(L.price(g))
			b.t(" &ndash; <s>")
			b.k(L.price(g))
			b.t("</s></p></td></tr></table>")
			htmlFoot(g, b, L)
		}},
		{"clean_html_entities_prices", func(g *G, b *B, L *Lang) {
			b.t("<p>", htmlEsc(L.WTotal), ": ")
			b.k(fmt.Sprintf("&euro;&nbsp;%d,%02d", g.n(5, 999), g.n(0, 99)))
			b.t(" &bull; ")
			b.k(fmt.Sprintf("&#8364;%d.%02d", g.n(5, 999), g.n(0, 99)))
			b.t(" &bull; ")
			b.k(fmt.Sprintf("&#36;%d", g.n(5, 999)))
			b.t(" &ndash; &laquo;", htmlEsc(L.Thanks), "&raquo; ")
			b.k("&copy; " + year(g))
			b.t("</p>")
		}},
		{"clean_mail_headers_msgid", func(g *G, b *B, L *Lang) {
			dom := g.pick(L.CoWords) + "." + L.TLDs[0]
			b.t("Message-ID: ")
			b.k(g.msgID(dom))
			b.t("\nIn-Reply-To: ")
			b.k(g.msgID(dom))
			b.t("\nX-Mailer: Microsoft Outlook ")
			b.k(fmt.Sprintf("16.0.%d.%d", g.n(10000, 18000), g.n(10000, 99999)))
			b.t("\nContent-Type: text/html; charset=\"utf-8\"")
		}},
		{"clean_html_srcset_retina", func(g *G, b *B, L *Lang) {
			n := g.pick([]string{"logo", "hero", "icon-cart", "banner"})
			b.t("<img src=\"https://cdn.", g.pick(L.CoWords), ".", L.TLDs[0], "/img/", n, ".png\" srcset=\"/img/")
			b.k(n + "@2x.png")
			b.t(" 2x, /img/")
			b.k(n + "@3x.png")
			b.t(" 3x\" alt=\"", htmlEsc(L.Sale), "\" width=\"")
			b.k(fmt.Sprint(g.n(100, 600)))
			b.t("\">")
		}},
		{"clean_html_order_confirmation", func(g *G, b *B, L *Lang) {
			b.t("<h2>", htmlEsc(L.Thanks), "</h2><p>", L.WOrder, " <b>")
			b.k(g.orderNo())
			b.t("</b> &middot; ")
			b.k(L.date(g))
			b.t("</p><p>", L.Shipped, ": <a href=\"https://track.example.net/")
			b.k(g.tracking())
			b.t("\">Tracking</a></p><p>", L.WTotal, ": ")
			b.k(L.price(g))
			b.t("</p>")
		}},
		{"clean_md_release_notes", func(g *G, b *B, L *Lang) {
			b.t("## v")
			b.k(g.version())
			b.t(" (")
			b.k(isoDate(g))
			b.t(")\n\n- fix: checkout rounding (#")
			b.k(fmt.Sprint(g.n(100, 9999)))
			b.t(") ")
			b.k(g.sha(40)[:7])
			b.t("\n- deps: bump `lodash@")
			b.k(g.version())
			b.t("`\n- thanks @", g.person(L).RFirst, "-dev")
		}},
		{"clean_md_table_products", func(g *G, b *B, L *Lang) {
			b.t("| SKU | EAN | ", L.WTotal, " |\n|---|---|---:|\n")
			for i := 0; i < 3; i++ {
				b.t("| ")
				b.k(fmt.Sprintf("%s-%04d-%s", strings.ToUpper(g.from(lower, 3)), g.n(0, 9999), g.pick([]string{"XL", "M", "S", "BLK"})))
				b.t(" | ")
				b.k(ean13(g))
				b.t(" | ")
				b.k(L.price(g))
				b.t(" |\n")
			}
		}},
		{"clean_md_css_snippet", func(g *G, b *B, L *Lang) {
			b.t("```css\n.btn-primary {\n  background: ")
			b.k(g.hexColor())
			b.t(";\n  border: 1px solid ")
			b.k(fmt.Sprintf("rgb(%d, %d, %d)", g.n(0, 255), g.n(0, 255), g.n(0, 255)))
			b.t(";\n}\n@media (max-width: ")
			b.k(fmt.Sprintf("%dpx", g.n(320, 1024)))
			b.t(") { .btn-primary { padding: 4px } }\n```")
		}},
		{"clean_md_mentions_decorators", func(g *G, b *B, L *Lang) {
			b.t("cc ")
			b.k("@" + g.person(L).RFirst + "-" + g.pick([]string{"ops", "dev", "qa"}))
			b.t(" — the `")
			b.k("@Override")
			b.t("` on `toString()` breaks with `")
			b.k("@angular/core@" + g.version())
			b.t("` (see #")
			b.k(fmt.Sprint(g.n(1000, 99999)))
			b.t(")")
		}},
		{"clean_json_unicode_escapes", func(g *G, b *B, L *Lang) {
			b.t(`{"title":"`, jsonU(L.Sale), `","price":"`)
			b.k(jsonU(L.price(g)))
			b.t(`","sku":"`)
			b.k(strings.ToUpper(g.from(lower, 2)) + fmt.Sprint(g.n(100000, 999999)))
			b.t(`","updated":"`)
			b.k(isoDate(g))
			b.t(`"}`)
		}},
		{"clean_json_oauth_metadata", func(g *G, b *B, L *Lang) {
			b.t(`{"token_type":"Bearer","expires_in":`)
			b.k(fmt.Sprint(g.n(600, 86400)))
			b.t(`,"scope":"read:orders","request_id":"`)
			b.k(g.uuid())
			b.t(`","access_token":"<redacted>","kid":"`)
			b.k(g.sha(16))
			b.t(`"}`)
		}},
		{"clean_json_escaped_html", func(g *G, b *B, L *Lang) {
			b.t(`{"body":"\u003cdiv style=\"color:`)
			b.k(g.hexColor())
			b.t(`\"\u003e`, jsonU(L.Shipped), ` \u0026mdash; `)
			b.k(jsonU(L.date(g)))
			b.t(`\u003c/div\u003e","id":`)
			b.k(fmt.Sprint(g.n(100000000, 999999999)))
			b.t(`}`)
		}},
		{"clean_url_utm", func(g *G, b *B, L *Lang) {
			b.t("https://", g.pick(L.CoWords), ".", L.TLDs[0], "/", L.Code, "/sale?utm_source=newsletter&utm_medium=email&utm_campaign=")
			b.k("spring_" + year(g))
			b.t("&utm_content=")
			b.k(qEsc(L.Sale))
			b.t("&mc_eid=")
			b.k(g.sha(10))
		}},
		{"clean_url_double_encoded", func(g *G, b *B, L *Lang) {
			b.t("https://l.", g.pick(L.CoWords), ".", L.TLDs[0], "/r?u=")
			b.k(qEsc2("https://shop.example.org/p/" + fmt.Sprint(g.n(1000, 99999)) + "?color=" + g.hexColor() + "&size=M"))
			b.t("&h=")
			b.k(g.from(b64url, 24))
		}},
		{"clean_qp_text", func(g *G, b *B, L *Lang) {
			qpHead(b, L)
			b.t(softBreak(qp(L.Shipped+". "+L.Sale+"."), 75, "=\n"), "\n", qp(L.WOrder), ": ")
			b.k(g.orderNo())
			b.t("\n", qp(L.WTotal), ": ")
			b.k(qp(L.price(g)))
		}},
		{"clean_mime_base64_pdf", func(g *G, b *B, L *Lang) {
			bd := "_004_" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 20) + "_"
			b.t("--", bd, "\nContent-Type: application/pdf; name=\"", L.WInvoice, "_")
			b.k(g.orderNo())
			b.t(".pdf\"\nContent-Transfer-Encoding: base64\n\n")
			b.k(b64wrap(fmt.Sprintf("%%PDF-1.7\n%%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n%% %s", g.sha(20))))
			b.t("\n--", bd, "--")
		}},
		{"clean_mime_content_id", func(g *G, b *B, L *Lang) {
			cid := fmt.Sprintf("image001.png@01D%s.%s", g.from("0123456789ABCDEF", 5), g.from("0123456789ABCDEF", 8))
			b.t("Content-Type: image/png; name=\"image001.png\"\nContent-ID: <")
			b.k(cid)
			b.t(">")
			b.t("\nContent-Disposition: inline; size=")
			b.k(fmt.Sprint(g.n(1000, 99999)))
			b.t("\n\n<img src=\"cid:", cid, "\" width=\"")
			b.k(fmt.Sprint(g.n(80, 400)))
			b.t("\">")
		}},
		{"clean_rtf_header", func(g *G, b *B, L *Lang) {
			b.t("{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}}\n{\\colortbl ;")
			b.k(fmt.Sprintf("\\red%d\\green%d\\blue%d;", g.n(0, 255), g.n(0, 255), g.n(0, 255)))
			b.t("}\n{\\*\\generator Riched20 ")
			b.k(fmt.Sprintf("10.0.%d", g.n(17000, 22631)))
			b.t("}\\viewkind4\\uc1\\pard\\sa200\\sl276\\slmult1\\f0\\fs22\\lang1031 ", rtfU(L.Shipped), "\\par}")
		}},
		{"clean_rtf_invoice", func(g *G, b *B, L *Lang) {
			b.t("{\\rtf1\\ansi ", rtfU(L.WInvoice), " ")
			b.k(g.orderNo())
			b.t("\\par ", rtfU(L.WDate), "\\tab ")
			b.k(rtfU(L.date(g)))
			b.t("\\par ", rtfU(L.WTotal), "\\tab {\\b ")
			b.k(rtfU(L.price(g)))
			b.t("}\\par}")
		}},
		{"clean_latex_paper", func(g *G, b *B, L *Lang) {
			b.t("As shown in \\cite{", g.person(L).RLast, year(g), "}, throughput reached \\SI{")
			b.k(fmt.Sprintf("%d.%d", g.n(1, 999), g.n(0, 9)))
			b.t("}{\\mega\\byte\\per\\second} (doi:")
			b.k(fmt.Sprintf("10.%d/%d.%d", g.n(1000, 9999), g.n(1000000, 9999999), g.n(100000, 999999)))
			b.t(", pp.~")
			b.k(fmt.Sprintf("%d--%d", g.n(100, 500), g.n(501, 999)))
			b.t(").")
		}},
		{"clean_latex_table", func(g *G, b *B, L *Lang) {
			b.t("\\begin{tabular}{lrr}\\toprule\nRun & Time (s) & Size \\\\ \\midrule\n")
			for i := 0; i < 3; i++ {
				b.t(fmt.Sprint(i+1), " & ")
				b.k(fmt.Sprintf("%d.%03d", g.n(0, 99), g.n(0, 999)))
				b.t(" & ")
				b.k(fmt.Sprintf("%d~MB", g.n(100, 4096)))
				b.t(" \\\\\n")
			}
			b.t("\\bottomrule\\end{tabular}")
		}},
		{"clean_csv_inventory", func(g *G, b *B, L *Lang) {
			b.t("\"sku\",\"ean\",\"qty\",\"price\"\n")
			for i := 0; i < 3; i++ {
				b.t("\"")
				b.k(fmt.Sprintf("%s-%05d", strings.ToUpper(g.from(lower, 2)), g.n(0, 99999)))
				b.t("\",\"")
				b.k(ean13(g))
				b.t("\",", fmt.Sprint(g.n(0, 500)), ",\"")
				b.k(strings.ReplaceAll(L.price(g), "\u00a0", " "))
				b.t("\"\n")
			}
		}},
		{"clean_csv_transactions", func(g *G, b *B, L *Lang) {
			b.t(L.WDate, ";Ref;", L.WTotal, "\n")
			for i := 0; i < 3; i++ {
				b.k(L.date(g))
				b.t(";")
				b.k(fmt.Sprintf("TX%d%07d", g.n(2023, 2025), g.n(0, 9999999)))
				b.t(";")
				b.k(fmt.Sprintf("-%d,%02d", g.n(1, 999), g.n(0, 99)))
				b.t("\n")
			}
		}},
		{"clean_xml_cdata_product", func(g *G, b *B, L *Lang) {
			b.t("<product sku=\"")
			b.k(fmt.Sprintf("%d-%03d", g.n(1000, 9999), g.n(0, 999)))
			b.t("\"><name><![CDATA[", L.Sale, " <b>&amp;</b>]]></name><price currency=\"EUR\">")
			b.k(fmt.Sprintf("%d.%02d", g.n(1, 999), g.n(0, 99)))
			b.t("</price><gtin>")
			b.k(ean13(g))
			b.t("</gtin></product>")
		}},
		{"clean_xml_rss", func(g *G, b *B, L *Lang) {
			b.t("<item><title>", htmlEsc(L.Sale), "</title><guid isPermaLink=\"false\">")
			b.k(g.uuid())
			b.t("</guid><pubDate>")
			b.k(fmt.Sprintf("Tue, %02d Jan %d 07:30:00 +0000", g.n(1, 28), g.n(2023, 2025)))
			b.t("</pubDate><enclosure url=\"https://cdn.example.net/a.mp3\" length=\"")
			b.k(fmt.Sprint(g.n(1000000, 99999999)))
			b.t("\" type=\"audio/mpeg\"/></item>")
		}},
		{"clean_chat_whatsapp_system", func(g *G, b *B, L *Lang) {
			b.k(waTime(g, L))
			b.t(" ", g.person(L).First, ": \u200e<", L.Attach, ">\n")
			b.k(waTime(g, L))
			b.t(" ", g.person(L).First, ": ", L.Thanks, " 👍 ")
			b.k(fmt.Sprintf("%d:%02d", g.n(7, 22), g.n(0, 59)))
		}},
		{"clean_chat_slack_json", func(g *G, b *B, L *Lang) {
			b.t(`{"type":"message","user":"`)
			b.k("U0" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9))
			b.t(`","text":"<#`)
			b.k("C0" + g.from("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 9))
			b.t(`|deploys> v`)
			b.k(g.version())
			b.t(` shipped","ts":"`)
			b.k(fmt.Sprintf("%d.%06d", g.n(1700000000, 1739999999), g.n(0, 999999)))
			b.t(`"}`)
		}},
		{"clean_chat_zwsp_prices", func(g *G, b *B, L *Lang) {
			b.k(waTime(g, L))
			b.t(" ", g.person(L).First, ": ", L.WTotal, "\u00a0")
			b.k(L.price(g))
			b.t("\u200b, ", L.WOrder, "\u00a0")
			b.k(g.orderNo())
		}},
		{"clean_pdf_invoice", func(g *G, b *B, L *Lang) {
			b.t(L.WInvoice, " ")
			b.k(g.orderNo())
			b.t("\n", L.WDate, ": ")
			b.k(L.date(g))
			b.t("\nPos. 1  ", fmt.Sprint(g.n(1, 9)), " x  ")
			b.k(L.price(g))
			b.t("\n", L.WTotal, "\n")
			b.k(L.price(g))
			b.t("\nSeite 1 von 1")
		}},
		{"clean_pdf_references", func(g *G, b *B, L *Lang) {
			b.t("[", fmt.Sprint(g.n(1, 40)), "] ", g.person(L).Last, ", ", g.person(L).First[:1], ". (")
			b.k(year(g))
			b.t("). Title. J. Appl. Phys. ")
			b.k(fmt.Sprintf("%d(%d), %d–%d", g.n(10, 130), g.n(1, 12), g.n(100, 500), g.n(501, 999)))
			b.t(".\nhttps://doi.org/")
			b.k(fmt.Sprintf("10.%d/%s.%d", g.n(1000, 9999), g.from(lower, 4), g.n(10000, 99999)))
		}},
		{"clean_html_github_notification", func(g *G, b *B, L *Lang) {
			b.t("<p><b>")
			b.k("@" + g.person(L).RFirst + g.digits(2))
			b.t("</b> pushed 1 commit.</p><ul><li><a href=\"https://github.com/acme/shop/commit/")
			s := g.sha(40)
			b.k(s)
			b.t("\">")
			b.k(s[:7])
			b.t("</a> fix ", L.WInvoice, " rounding</li></ul><p>PR #")
			b.k(fmt.Sprint(g.n(10, 9999)))
			b.t("</p>")
		}},
		{"clean_html_tracking_pixel", func(g *G, b *B, L *Lang) {
			b.t("<img src=\"https://t.", g.pick(L.CoWords), ".", L.TLDs[0], "/o/")
			b.k(g.sha(32))
			b.t(".gif?c=")
			b.k(fmt.Sprint(g.n(100000, 9999999)))
			b.t("\" width=\"1\" height=\"1\" style=\"display:none;border:0\">")
		}},
		{"clean_luhn_failing_numbers", func(g *G, b *B, L *Lang) {
			d := g.badCard()
			b.t(L.WOrder, " ")
			b.k(d)
			b.t(" / Ref ")
			d2 := g.badCard()
			b.k(d2[:4] + " " + d2[4:8] + " " + d2[8:12] + " " + d2[12:])
			b.t(" (", L.date(g), ")")
		}},
		{"clean_invalid_ssns", func(g *G, b *B, L *Lang) {
			b.t("SSN test fixtures: ")
			b.k(fmt.Sprintf("000-%02d-%04d", g.n(1, 99), g.n(1, 9999)))
			b.t(", ")
			b.k(fmt.Sprintf("666-%02d-%04d", g.n(1, 99), g.n(1, 9999)))
			b.t(", ")
			b.k(fmt.Sprintf("987-65-432%d", g.n(0, 9)))
			b.t(", masked ")
			b.k(fmt.Sprintf("***-**-%04d", g.n(1, 9999)))
			b.t(" &amp; ")
			b.k(fmt.Sprintf("XXX-XX-%04d", g.n(1, 9999)))
		}},
		{"clean_placeholders", func(g *G, b *B, L *Lang) {
			b.t("```\ncurl -H \"Authorization: Bearer ")
			b.k(g.pick([]string{"<YOUR_TOKEN>", "$API_TOKEN", "${ACCESS_TOKEN}", "{{token}}", "YOUR_API_KEY"}))
			b.t("\" https://api.example.com")
			b.k("/v" + fmt.Sprint(g.n(1, 3)) + "/me")
			b.t("\n# password: ")
			b.k(g.pick([]string{"<password>", "********", "${DB_PASS}", "changeme"}))
			b.t("\n```")
		}},
		{"clean_public_keys", func(g *G, b *B, L *Lang) {
			b.t("const stripe = Stripe('")
			b.k(g.pubKey())
			b.t("');\nmapboxgl.accessToken = '")
			k := g.pubKey()
			for strings.HasPrefix(k, "pk_live") {
				k = g.pubKey()
			}
			b.k(k)
			b.t("';")
		}},
		{"clean_versions_ips", func(g *G, b *B, L *Lang) {
			b.t("nginx/")
			b.k(g.version())
			b.t(" upstream ")
			b.k(fmt.Sprintf("10.%d.%d.%d:%d", g.n(0, 255), g.n(0, 255), g.n(1, 254), g.n(1024, 9999)))
			b.t(" OID ")
			b.k("1.2.840.113549.1.1.11")
			b.t(" build ")
			b.k(fmt.Sprintf("%d.%d.%d.%d", g.n(1, 20), g.n(0, 9), g.n(1000, 9999), g.n(0, 999)))
		}},
		{"clean_dates_times", func(g *G, b *B, L *Lang) {
			b.t(L.WDate, ": ")
			b.k(L.date(g))
			b.t(" · ")
			b.k(fmt.Sprintf("%sT%02d:%02d:%02d+01:00", isoDate(g), g.n(0, 23), g.n(0, 59), g.n(0, 59)))
			b.t(" · ")
			b.k(fmt.Sprintf("%02d.%02d.%d %02d:%02d", g.n(1, 28), g.n(1, 12), g.n(2023, 2025), g.n(0, 23), g.n(0, 59)))
			b.t(" · ")
			b.k(fmt.Sprint(g.n(1700000000000, 1739999999999)))
		}},
		{"clean_css_file", func(g *G, b *B, L *Lang) {
			b.t("@import url(\"fonts.css\");\n@font-face { font-family: Inter; src: url(inter")
			b.k("@2x.woff2")
			b.t(") }\nbody { color: ")
			b.k(g.hexColor())
			b.t("; background: ")
			b.k(fmt.Sprintf("rgba(%d,%d,%d,0.%d)", g.n(0, 255), g.n(0, 255), g.n(0, 255), g.n(1, 9)))
			b.t(" }\n.hdr{border-bottom:1px solid ")
			b.k(g.hexColor())
			b.t("}")
		}},
		{"clean_jwt_header_b64_blob", func(g *G, b *B, L *Lang) {
			h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","kid":"` + g.sha(8) + `"}`))
			b.t("JWT header only: `")
			b.k(h)
			b.t("`; base64 JSON state=")
			b.k(base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"returnTo":"/%s/cart","v":%d}`, L.Code, g.n(1, 9)))))
			b.t("; truncated `eyJhbGciOi...`")
		}},
		{"clean_html_entities_text", func(g *G, b *B, L *Lang) {
			s := L.Shipped
			b.t("<p>")
			b.k(entMixed(g, s))
			b.t(" &ndash; ")
			b.k(fmt.Sprintf("&#8470;&nbsp;%d", g.n(1000, 99999)))
			b.t(" &ndash; ")
			b.k(L.date(g))
			b.t("</p>")
		}},
		{"clean_md_auth_docs", func(g *G, b *B, L *Lang) {
			b.t("### Auth\nSend the `Authorization: Bearer <token>` header. Bearer authentication is required since v")
			b.k(g.version())
			b.t("; tokens expire after ")
			b.k(fmt.Sprint(g.n(1, 24)) + " h")
			b.t(". Rate limit: ")
			b.k(fmt.Sprint(g.n(60, 6000)) + " req/min")
			b.t(".")
		}},
		{"clean_ical_event", func(g *G, b *B, L *Lang) {
			b.t("BEGIN:VEVENT\nDTSTART:")
			b.k(fmt.Sprintf("%d%02d%02dT%02d0000Z", g.n(2023, 2025), g.n(1, 12), g.n(1, 28), g.n(6, 18)))
			b.t("\nUID:")
			b.k(g.from("abcdefghijklmnopqrstuv0123456789", 26) + "@google.com")
			b.t("\nSUMMARY:", L.WInvoice, " review\n")
			b.k("SEQUENCE:" + fmt.Sprint(g.n(0, 9)))
			b.t("\nEND:VEVENT")
		}},
		{"clean_tracking_numbers", func(g *G, b *B, L *Lang) {
			b.t(L.Shipped, ": ")
			b.k(g.tracking())
			b.t(" / ")
			b.k(g.tracking())
			b.t(" (", L.WOrder, " ")
			b.k(g.orderNo())
			b.t(")")
		}},
		{"clean_md_checksums", func(g *G, b *B, L *Lang) {
			b.t("| file | sha256 |\n|---|---|\n| app-")
			v := g.version()
			b.k(v)
			b.t(".tar.gz | `")
			b.k(g.sha(64))
			b.t("` |\n| app-", v, ".zip | `")
			b.k(g.sha(64))
			b.t("` |")
		}},
		{"clean_telegram_html", func(g *G, b *B, L *Lang) {
			b.t("<div class=\"message service\" id=\"message")
			b.k(fmt.Sprint(g.n(1, 99999)))
			b.t("\"><div class=\"body details\">")
			b.k(fmt.Sprintf("%d %s %d", g.n(1, 28), L.Months[g.n(0, 11)], g.n(2023, 2025)))
			b.t("</div></div><div class=\"text\">", htmlEsc(L.Sale), " &#127881; ")
			b.k(L.price(g))
			b.t("</div>")
		}},
		{"clean_qp_html_colors", func(g *G, b *B, L *Lang) {
			b.t("<td style=3D\"background:")
			b.k(g.hexColor())
			b.t(";padding:8px\" width=3D\"")
			b.k(fmt.Sprint(g.n(100, 640)))
			b.t("\">", qp(L.Thanks), "</td>\n<!-- v")
			b.k(g.version())
			b.t(" -->")
		}},
		{"clean_msword_html", func(g *G, b *B, L *Lang) {
			b.t("<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->\n<p class=MsoNormal style='color:")
			b.k(strings.ToUpper(g.hexColor()))
			b.t("'>", htmlEsc(L.Attach), " &#8211; ")
			b.k(L.date(g))
			b.t("<o:p>&nbsp;</o:p></p>")
		}},
	}
}

// ean13 returns a 13-digit GTIN with its own check digit that fails Luhn
// (so it is no card number under any reading).
func ean13(g *G) string {
	for {
		d := g.pick([]string{"40", "400", "50", "80", "84", "87", "590", "460", "45", "49", "789"})
		d += g.digits(12 - len(d))
		s := 0
		for i := 0; i < 12; i++ {
			x := int(d[i] - '0')
			if i%2 == 1 {
				x *= 3
			}
			s += x
		}
		d += fmt.Sprint((10 - s%10) % 10)
		if !luhnOK(d) {
			return d
		}
	}
}
