package main

import (
	"encoding/base64"
	"strings"
)

func cleanTemplates() []Tpl {
	return append([]Tpl{
		{"clean_order_status", func(b *B) string {
			return f("Order %s (%s) status: split shipment.\n- Box 1: UPS %s, delivered %s %s\n- Box 2: FedEx %s, in transit, ETA %s\n- Box 3: USPS %s, label created %s\nRefund of %s issued as credit memo %s.",
				b.K(b.OrderNo()), b.K(b.Amount()), b.K(b.UPS()), b.K(b.Date()), b.K(b.Time()), b.K(b.FedEx12()), b.K(b.Date()), b.K(b.USPS()), b.K(b.Date()), b.K(b.Amount()), b.K("CM-"+b.D(7)))
		}},
		{"clean_sepa_invoice", func(b *B) string {
			cc := b.Pick("DE", "FR", "NL", "IT", "ES", "AT", "BE")
			return f("Rechnung %s · Datum %s · Fällig %s\nNetto %s · USt 19%% %s · Brutto %s\nBankverbindung: IBAN %s · BIC %s\nUSt-IdNr. %s · Kundennr. %s · Auftrag %s",
				b.K(b.InvoiceNo()), b.K(b.DateDE()), b.K(b.DateDE()), b.K(b.Amount()), b.K(b.Amount()), b.K(b.Amount()), b.K(b.IBAN(cc)), b.K(b.BIC(cc)), b.K(b.VAT("DE")), b.K(b.D(7)), b.K("AB-"+b.D(6)))
		}},
		{"clean_device_inventory", func(b *B) string {
			row := func() string {
				return f("%s,%s,%s,%s,%s,%s", b.K("AT-"+b.D(5)), b.K(b.IMEI()), b.K(b.ICCID()), b.K(b.MAC()), b.K(b.Noise(upperA+digitA, 11)), b.K(b.Version()))
			}
			return "asset_tag,imei,iccid,wifi_mac,serial,firmware\n" + row() + "\n" + row() + "\n" + row()
		}},
		{"clean_network_log", func(b *B) string {
			return f("%s conn accepted from %s:%d to %s:%s (tls1.3, %s) req=%s\n%s upstream [%s]:%s rtt=%s bytes_in=%d bytes_out=%d",
				b.K(b.ISOTime()), b.K(b.IPv4()), b.N(1024, 65535), b.K(b.IPv4()), b.K(b.Port()), b.Pick("TLS_AES_128_GCM_SHA256", "TLS_CHACHA20_POLY1305_SHA256"), b.K(b.UUID()),
				b.K(b.ISOTime()), b.K(b.IPv6()), b.K(b.Port()), b.K(b.Duration()), b.N(100, 9999999), b.N(100, 9999999))
		}},
		{"clean_git_log", func(b *B) string {
			return f("commit %s\nMerge: %s %s\nDate:   %s +0100\n\n    Merge pull request #%d from release/%s\n\n    Bump parcel-sdk to %s (build %s)\n    Reverts %s, fixes %s",
				b.K(b.SHA1()), b.K(b.Short()), b.K(b.Short()), b.K(b.LogTime()), b.N(100, 9999), b.K(b.Version()), b.K(b.Version()), b.K(b.Build()), b.K(b.Short()), b.K(b.TicketNo()))
		}},
		{"clean_checksums", func(b *B) string {
			v := b.Version()
			return f("Release %s (%s)\n%s  parcel-cli_%s_linux_amd64.tar.gz\n%s  parcel-cli_%s_darwin_arm64.tar.gz\nMD5 (checksums.txt) = %s\nsize: %d bytes, built %s",
				b.K(v), b.K(b.Date()), b.K(b.SHA256()), v, b.K(b.SHA256()), v, b.K(b.MD5()), b.N(1000000, 99999999), b.K(b.ISOTime()))
		}},
		{"clean_metric_timestamps", func(b *B) string {
			return f("orders_processed_total{region=\"%s\",shard=\"%d\"} %d %s\nqueue_lag_seconds %s %s\n# event_time_ns=%s ingest_ms=%s window=%s",
				b.K(b.Region()), b.N(0, 63), b.N(1000, 9999999), b.K(b.UnixMs()), b.K(f("%d.%03d", b.N(0, 999), b.N(0, 999))), b.K(b.UnixMs()), b.K(b.UnixNs()), b.K(b.UnixMs()), b.K(b.Duration()))
		}},
		{"clean_gps_track", func(b *B) string {
			return f("vehicle %s trip %s\n%s %s speed=%d km/h hdg=%d alt=%d m\n%s %s speed=%d km/h hdg=%d alt=%d m\nodometer %s, fuel %s",
				b.K(b.Upper(2)+"-"+b.Upper(2)+" "+b.Ns(100, 9999)), b.K(b.UUID()), b.K(b.ISOTime()), b.K(b.Coord()), b.N(0, 130), b.N(0, 359), b.N(0, 2500), b.K(b.ISOTime()), b.K(b.Coord()), b.N(0, 130), b.N(0, 359), b.N(0, 2500), b.K(b.Ns(10000, 400000)+" km"), b.K(b.Ns(5, 99)+"%"))
		}},
		{"clean_bibliography", func(b *B) string {
			return f("[%d] %s, %s (%d). %s %d(%d), %s. doi:%s. ISSN %s.\n[%d] Handbook of Freight Logistics, %s ed. ISBN %s; ISBN-10 %s. %s.",
				b.N(1, 40), b.PickL(lastNames["us"]), b.PickL(lastNames["de"]), b.N(1995, 2025), b.Pick("Transp. Res. B", "Nature", "J. Oper. Res.", "Cell"), b.N(1, 300), b.N(1, 12), b.K(b.Pages()), b.K(b.DOI()), b.K(b.ISSN()),
				b.N(41, 80), b.Pick("2nd", "3rd", "4th"), b.K(b.ISBN13()), b.K(b.ISBN10()), b.K(f("p. %d", b.N(1, 900))))
		}},
		{"clean_barcode_table", func(b *B) string {
			row := func() string {
				return f("| %s | %s | %d | %s |", b.K(b.EAN13()), b.K(b.SKU()), b.N(1, 500), b.K(b.Amount()))
			}
			return "| EAN/UPC | SKU | qty | price |\n|---|---|---|---|\n" + row() + "\n" + row() + "\n" + f("| %s | %s | %d | %s |", b.K(b.UPC()), b.K(b.SKU()), b.N(1, 500), b.K(b.Amount()))
		}},
		{"clean_part_numbers", func(b *B) string {
			return f("BOM %s: SKU %s (housing), P/N %s (gasket), S/N %s, qty %d each; torque %s; drawing %s sheet %d",
				b.K("rev "+b.Upper(1)), b.K(b.PickL(usAreas)+"-"+b.exch()+"-"+b.D(4)), b.K(b.D(4)+"-"+b.D(4)), b.K(b.Noise(upperA+digitA, 10)), b.N(1, 50), b.K(b.Ns(2, 90)+" Nm"), b.K("DWG-"+b.D(6)), b.N(1, 9))
		}},
		{"clean_flight_itinerary", func(b *B) string {
			return f("Itinerary %s\n%s  %s %s → %s %s  seat %s  gate %s\n%s  %s %s → %s %s  seat %s\nE-ticket %s · baggage %s · fare basis %s",
				b.K(b.PNR()), b.K(b.DateText()), b.K(b.Flight()), b.K(b.Time()), b.Pick("FRA", "LHR", "CDG"), b.K(b.Time()), b.K(b.Seat()), b.K(b.Upper(1)+b.Ns(1, 60)),
				b.K(b.DateText()), b.K(b.Flight()), b.K(b.Time()), b.Pick("JFK", "SIN", "NRT"), b.K(b.Time()), b.K(b.Seat()), b.K(b.ETicket()), b.K(b.Ns(1, 2)+"PC 23kg"), b.K(b.Upper(1)+b.Noise(upperA+digitA, 6)))
		}},
		{"clean_postal_addresses", func(b *B) string {
			var lines []string
			for _, loc := range []string{b.Pick("us", "uk"), b.Pick("de", "fr", "nl"), b.Pick("jp", "br", "au", "pl", "se", "in")} {
				city, z := b.CityZip(loc)
				lines = append(lines, f("%s, %s %s", b.K(b.Street(loc)), city, b.K(z)))
			}
			t1, t2 := b.TimeRange()
			return "Warehouses:\n" + strings.Join(lines, "\n") + f("\nDock hours %s–%s, max %s", b.K(t1), b.K(t2), b.K(b.Weight()))
		}},
		{"clean_company_registry", func(b *B) string {
			return f("Vendor master update %s:\n  EIN %s (US), VAT %s, SIRET %s, CNPJ %s, ABN %s, Partita IVA %s, HRB %s, KvK %s",
				b.K(b.Date()), b.K(b.EIN()), b.K(b.VAT(b.Pick("DE", "FR", "NL", "AT", "PL"))), b.K(b.SIRET()), b.K(b.CNPJ()), b.K(b.ABN()), b.K(b.PIVA()), b.K(b.Ns(10000, 250000)+" B"), b.K(b.D(8)))
		}},
		{"clean_nonus_ids", func(b *B) string {
			return f("Onboarding checklist (EU/UK staff): NINO %s verified; Steuer-ID %s on file; DNI %s scanned; BSN %s; Korean RRN %s in passport copy %s; CPF %s",
				b.K(b.NINO()), b.K(b.SteuerID()), b.K(b.DNI()), b.K(b.BSN()), b.K(b.KRRN()), b.K(b.Upper(1)+b.D(8)), b.K(b.CPF()))
		}},
		{"clean_public_keys", func(b *B) string {
			return f("authorized_keys:\n%s deploy@%s\nStripe (frontend): %s\nIAM user ci-reader, access key id %s (no secret here), created %s\nGPG fingerprint %s",
				b.K(b.SSHEd25519()), b.K(b.Hostname()), b.K(b.PKLive()), b.K(b.AKIA()), b.K(b.Date()), b.K(strings.ToUpper(b.Hex(40))))
		}},
		{"clean_pgp_public_block", func(b *B) string {
			return f("My public key (created %s, expires %s, id %s):\n%s\nfingerprint %s, keyserver hkps://keys.openpgp.org, WKD ok since %s",
				b.K(b.Date()), b.K(b.Date()), b.K("0x"+b.HEX(16)), b.K(b.PGPPublic()), b.K(strings.ToUpper(b.Hex(40))), b.K(b.DateText()))
		}},
		{"clean_placeholder_docs", func(b *B) string {
			return f("## Quickstart (v%s, updated %s)\n```bash\nexport OPENAI_API_KEY=%s\nexport AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\ncurl -H \"Authorization: Bearer %s\" https://api.%s.io/v1/orders?limit=%s\n```\nDB password: `%s`. Support line for docs: %s (the fictional number %s in screenshots).",
				b.K(b.Version()), b.K(b.Date()), b.K(b.Pick("sk-xxxxxxxxxxxxxxxxxxxxxxxx", "YOUR_API_KEY", "<your-key>", "sk-...")), b.K("AKIAIOSFODNN7EXAMPLE"), b.K(b.Pick("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "YOUR_SECRET_ACCESS_KEY", "<secret>")), b.K(b.Pick("<token>", "$TOKEN", "${ACCESS_TOKEN}", "YOUR_TOKEN")), b.PickL(coStems), b.K(b.Ns(10, 100)), b.K(b.Pick("********", "<password>", "${DB_PASS}", "changeme")),
				b.K(b.Pick("(555) 555-5555", "+1.0000000000", "(555) 555-5555")), b.K("555-01"+b.D(2)))
		}},
		{"clean_css_assets", func(b *B) string {
			return f(".btn-primary{color:%s;background:%s;border-color:%s}\n.logo{background-image:url(\"%s\")}\n<link rel=\"stylesheet\" href=\"/assets/app.%s.css?v=%s\" integrity=\"sha256-%s\">",
				b.K(b.CSSColor()), b.K(b.CSSColor()), b.K(b.CSSColor()), b.K(b.DataURI()), b.K(b.Hex(8)), b.K(b.Hex(10)), b.K(b.B64Noise(32)))
		}},
		{"clean_hexdump", func(b *B) string {
			off := b.N(0, 4000) * 16
			return f("$ xxd -s %s firmware_%s.bin | head -3\n%s\n%s\n%s\nCRC32 %s, size %s bytes, signed %s",
				b.K(b.Ns(off, off)), b.K(b.Version()), b.K(b.HexDumpLine(off)), b.K(b.HexDumpLine(off+16)), b.K(b.HexDumpLine(off+32)), b.K("0x"+b.HEX(8)), b.K(b.Ns(100000, 9999999)), b.K(b.Date()))
		}},
		{"clean_discord_ids", func(b *B) string {
			g, c, m := b.Snowflake(), b.Snowflake(), b.Snowflake()
			return f("<@%s> pinned https://discord.com/channels/%s/%s/%s — see also https://x.com/%s/status/%s (role <@&%s>, created %s)",
				b.K(b.Snowflake18()), b.K(g), b.K(c), b.K(m), b.Pick("acmeparcel", "shipfastHQ", "opsnews"), b.K(b.TweetID()), b.K(b.Snowflake()), b.K(b.ISOTime()))
		}},
		{"clean_bank_statement", func(b *B) string {
			return f("Kontoauszug %s/%d · IBAN %s\n%s  SEPA-Gutschrift  %s  %s\n%s  Lastschrift Ref. %s  -%s\n%s  Kartenzahlung  -%s\nSaldo %s",
				b.K(b.Ns(1, 12)), b.N(2024, 2026), b.K(b.IBAN("DE")), b.K(b.DateDE()[:6]), b.K("FA"+b.Ns(2024, 2026)+"/"+b.D(5)), b.K(f("%s,%02d €", thousands(b.N(10, 99999), "."), b.N(0, 99))),
				b.K(b.DateDE()[:6]), b.K(b.Upper(2)+b.D(8)), b.K(b.Amount()), b.K(b.DateDE()[:6]), b.K(b.Amount()), b.K(b.Amount()))
		}},
		{"clean_lab_results", func(b *B) string {
			return f("Sample %s (%s)\nGlucose %s [ref 3.9–5.5]\nCreatinine %s\nTSH %s mIU/L  LOINC %s\nBatch %s, analyser %s, run %s",
				b.K("S"+b.D(9)), b.K(b.ISOTime()), b.K(b.Measure()), b.K(b.Measure()), b.K(f("%.2f", float64(b.N(10, 600))/100)), b.K(b.LOINC()), b.K(b.Upper(2)+b.D(6)), b.K(b.Noise(upperA+digitA, 8)), b.K(b.UUID()))
		}},
		{"clean_telecom_kpi", func(b *B) string {
			return f("site %s eNB %s cell %s: MCC-MNC %s-%s, TAC %s, PCI %d, EARFCN %s, RSRP %s dBm, SINR %s dB, DL %s Mbps, uptime %s, polled %s",
				b.K(b.Upper(3)+b.D(4)), b.K(b.Ns(100000, 999999)), b.Ns(1, 255), b.Pick("262", "234", "208", "310", "460"), b.Pick("01", "02", "03", "15", "260"), b.K(b.Ns(1000, 65000)), b.N(0, 503), b.K(b.Ns(1000, 65535)), b.K("-"+b.Ns(60, 120)), b.Ns(-5, 30), b.K(f("%.1f", float64(b.N(10, 9999))/10)), b.K(b.Duration()), b.K(b.ISOTime()))
		}},
		{"clean_sql_query", func(b *B) string {
			d1, d2 := b.DateRange()
			return f("SELECT o.id, o.total, s.tracking_no FROM orders o JOIN shipments s ON s.order_id = o.id\nWHERE o.id IN (%s, %s, %s) AND o.created_at BETWEEN '%s' AND '%s' AND s.carrier = 'DHL'\nORDER BY o.total DESC LIMIT %d; -- took %s, plan %s",
				b.K(b.Ns(1000000, 9999999)), b.K(b.Ns(1000000, 9999999)), b.K(b.Ns(1000000, 9999999)), b.K(d1+" 00:00:00"), b.K(d2+" 23:59:59"), b.N(10, 500), b.K(b.Duration()), b.K(b.Hex(16)))
		}},
		{"clean_k8s_events", func(b *B) string {
			return f("LAST SEEN   TYPE     REASON    OBJECT\n%s   Normal   Pulled    pod/orders-api-%s-%s  image \"registry.%s.io/orders@sha256:%s\"\n%s   Warning  BackOff   pod/worker-%s-%s  node %s (%s)",
				b.K(b.Ns(1, 59)+"s"), b.K(b.Hex(10)), b.K(b.Lower(5)), b.PickL(coStems), b.K(b.SHA256()), b.K(b.Ns(1, 59)+"m"), b.K(b.Hex(9)), b.K(b.Lower(5)), b.K(b.Hostname()), b.K(b.IPv4()))
		}},
		{"clean_x12_856", func(b *B) string {
			return f("ISA*00*          *00*          *ZZ*%s*ZZ*%s*%s*%s*U*00401*%s*0*P*>~\nBSN*00*%s*%s*%s~\nLIN**BP*%s*VP*%s~\nSN1**%d*EA~\nREF*BM*%s~\nMAN*GM*%s~",
				b.K(b.Upper(8)+"      "), b.K(b.Upper(7)+"       "), b.K(b.Ns(240101, 261231)), b.K(b.D(4)), b.K(b.D(9)), b.K("SHP"+b.D(7)), b.K(b.Ns(20240101, 20261231)), b.K(b.D(4)), b.K(b.D(3)+"-"+b.D(2)+"-"+b.D(4)), b.K(b.Upper(2)+b.D(6)), b.N(1, 999), b.K(b.D(10)), b.K("00"+b.D(18)))
		}},
		{"clean_science_table", func(b *B) string {
			row := func() string {
				return f("%s\t%s\t%s\t%s\t%s", b.K("S"+b.Ns(1, 96)+"-"+b.D(3)), b.K(f("%.3f", float64(b.N(1, 3000))/1000)), b.K(f("%.1f", float64(b.N(10, 99999))/10)), b.K(f("%.5f", float64(b.N(-89000000, 89000000))/1e6)), b.K(f("%.2e", float64(b.N(1, 999))*1e-7)))
			}
			return "sample\tOD600\tconc_ng_ul\tlat\tp_value\n" + row() + "\n" + row() + "\n" + row()
		}},
		{"clean_jwt_lookalike", func(b *B) string {
			hdr := base64.RawURLEncoding.EncodeToString([]byte(b.Pick(`{"alg":"RS256","kid":"`+b.Hex(12)+`"}`, `{"alg":"HS256","typ":"JWT"}`, `{"typ":"JWT","alg":"ES384"}`)))
			return f("Debug: header only = %s (payload stripped); earlier token was %s (truncated in log %s). Response: {%s, \"expires_in\": %s, \"scope\": \"orders:read\", \"request_id\": \"%s\"}",
				b.K(hdr), b.K("eyJhbGciOi..."), b.K(b.UUID()), b.K(`"token_type": "Bearer"`), b.K(b.Ns(300, 86400)), b.K(b.Hex(24)))
		}},
		{"clean_meeting_invite", func(b *B) string {
			id := b.DNZ(11)
			t1, t2 := b.TimeRange()
			return f("Carrier QBR — %s %s–%s CET\nJoin: https://us06web.zoom.us/j/%s?pwd=%s\n%s\nAgenda: OTIF %s, claims %s, rate card %s",
				b.K(b.DateText()), b.K(t1), b.K(t2), b.K(id), b.K(b.Noise(alnumA, 32)+".1"), b.K("Meeting ID: "+id[:3]+" "+id[3:7]+" "+id[7:]), b.K(b.Ns(80, 99)+"."+b.D(1)+"%"), b.K(b.Amount()), b.K("v"+b.Ns(1, 9)))
		}},
		{"clean_crypto_tx", func(b *B) string {
			return f("tx 0x%s\nblock %s · %s\nfrom 0x%s → 0x%s\nvalue %s ETH · gas %d @ %s gwei · nonce %d",
				b.K(b.Hex(64)), b.K(b.Ns(18000000, 21999999)), b.K(b.ISOTime()), b.K(b.Hex(40)), b.K(b.Hex(40)), b.K(f("%.6f", float64(b.N(1, 99999999))/1e6)), b.N(21000, 900000), b.K(f("%.2f", float64(b.N(100, 9999))/100)), b.N(0, 9999))
		}},
		{"clean_prose_bearer", func(b *B) string {
			return f("Sorry to be the %s: release %s slipped to %s. We still use Bearer authentication (RFC 6750) — the `Authorization: Bearer` header, not Basic. Ticket %s, est. %s of work, budget %s.",
				b.K("bearer of bad news"), b.K(b.Version()), b.K(b.Date()), b.K(b.TicketNo()), b.K(b.Duration()), b.K(b.Amount()))
		}},
		{"clean_support_chat", func(b *B) string {
			return f("Customer: hi, order %s still says processing, paid %s on %s\nAgent: Thanks! It ships from warehouse %s, label %s, ETA %s. Your return code for item %s is %s.",
				b.K(b.OrderNo()), b.K(b.Amount()), b.K(b.DateUS()), b.K("WH"+b.Ns(1, 30)), b.K(b.UPS()), b.K(b.DateText()), b.K(b.SKU()), b.K("RET-"+b.Noise(upperA+digitA, 6)))
		}},
		{"clean_phone_word_traps", func(b *B) string {
			y, m, d := b.ymd()
			return f(`{"callCount": %s, "cellId": %s, "smsId": %s, "telemetry_seq": %s, "last_call": "%s", "queue": "%s"} — telemetry %s, call %s, Dialog: %s`,
				b.K(b.Ns(1000000, 9999999)), b.K(b.Ns(10000000, 99999999)), b.K(b.Ns(1000000, 9999999)), b.K(b.Ns(1000000, 9999999)), b.K(b.ISOTime()), b.K(b.UUID()), b.K(b.Ns(1000000, 9999999)),
				b.K(f("%d%02d%02d%02d%02d%02d", y, m, d, b.N(0, 23), b.N(0, 59), b.N(0, 59))), b.K(b.Ns(1000000, 9999999)))
		}},
		{"clean_numeric_misc", func(b *B) string {
			return f("Resize buffers 1536 2048 4096 MB at %s (%s); years %s; see Nature (%d) %d-%d and %s; price %s, qty %d; coords %s; version %s",
				b.K(b.DateDE()+" "+b.Time()), b.K(b.Duration()), b.K(f("%d–%d", b.N(1990, 2010), b.N(2011, 2025))), b.N(1990, 2024), b.N(10, 400), b.N(401, 800), b.K(b.Pages()), b.K(b.Amount()), b.N(1, 99), b.K(b.Coord()), b.K(b.Version()))
		}},
		{"clean_air_cargo", func(b *B) string {
			return f("AWB %s / %s %s → %s, %d pcs, %s, ULD %s, flight %s on %s, HAWB %s, customs MRN %s",
				b.K(b.AWB()), b.K(b.Pick("FRA", "LEJ", "CDG", "AMS")), b.K(b.Time()), b.Pick("ORD", "HKG", "DXB"), b.N(1, 90), b.K(b.Weight()), b.K("AKE"+b.D(5)+b.Upper(2)), b.K(b.Flight()), b.K(b.Date()), b.K(b.Upper(3)+b.D(8)), b.K(b.Ns(24, 26)+"DE"+b.Noise(upperA+digitA, 14)))
		}},
	}, cleanExtra()...)
}
