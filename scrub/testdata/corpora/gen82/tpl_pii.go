package main

import (
	"fmt"
	"strings"
)

var f = fmt.Sprintf

func cap1(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

func piiTemplates() []Tpl {
	return []Tpl{
		// ---------------- e-commerce ----------------
		{"shipped_mail_us", func(b *B) string {
			p := b.Person("us")
			city, zip := b.CityZip("us")
			o := b.K(b.OrderNo())
			return f("Subject: Your order %s has shipped\n\nHi %s,\n\nOrder %s (%d items, total %s) left our warehouse on %s.\nCarrier: UPS, tracking %s\nShip to: %s, %s %s\nWe'll text delivery updates to %s and send the receipt to %s.\nItem: SKU %s, qty %d",
				o, p.First, o, b.N(1, 6), b.K(b.Amount()), b.K(b.Date()), b.K(b.UPS()), b.Street("us"), city, b.K(zip),
				b.P("phone", b.Phone("us", false)), b.P("email", b.Email(p)), b.K(b.SKU()), b.N(1, 4))
		}},
		{"checkout_log_card", func(b *B) string {
			return f("%s INFO  checkout.svc order=%s cart=c_%s amount=%s currency=%s card=%s exp=%02d/%d ip=%s req=%s latency=%s",
				b.K(b.ISOTime()), b.K(b.OrderNo()), b.K(b.Noise(hexA, 12)), b.K(f("%d.%02d", b.N(5, 2999), b.N(0, 99))), b.Pick("EUR", "USD", "GBP"),
				b.P("credit_card", b.CardDigits(b.PickL(cardBrands))), b.N(1, 12), b.N(26, 31), b.K(b.IPv4()), b.K(b.UUID()), b.K(b.Duration()))
		}},
		{"double_charge_chat", func(b *B) string {
			d := b.CardDigits(b.Pick("visa", "mc", "disc", "mc2"))
			return f("hi, my card %s was charged twice for order %s — once %s on %s and again on %s. bank ref %s. the last four are %s btw",
				b.P("credit_card", b.CardFmt(d)), b.K(b.OrderNo()), b.K(b.Amount()), b.K(b.Date()), b.K(b.Date()), b.K("RF"+b.D(10)), d[len(d)-4:])
		}},
		{"rma_form", func(b *B) string {
			cc := b.Pick("fr", "de", "nl", "be", "it")
			p := b.Person(locOf(cc))
			return f("RMA request %s\nEAN: %s | Serial: %s | qty 1 | reason: defective (no power)\nPurchase: %s, invoice %s, %s\nCustomer: %s\nPhone: %s\nEmail: %s",
				b.K("RMA-"+b.Ns(2024, 2026)+"-"+b.D(5)), b.K(b.EAN13()), b.K("SN"+b.Noise(upperA+digitA, 10)), b.K(b.DateDE()), b.K(b.InvoiceNo()), b.K(b.Amount()),
				p.Name(), b.P("phone", b.Phone(cc, true)), b.P("email", b.Email(p)))
		}},
		{"marketplace_csv", func(b *B) string {
			p := b.Person("us")
			return f("order_id,sku,ean,qty,unit_price,buyer_email,buyer_phone,ship_zip\n%s,%s,%s,%d,%s,%s,%s,%s\n%s,%s,%s,%d,%s,,,%s",
				b.K(b.D(3)+"-"+b.D(7)+"-"+b.D(7)), b.K(b.SKU()), b.K(b.EAN13()), b.N(1, 5), b.K(f("%d.%02d", b.N(3, 400), b.N(0, 99))), b.P("email", b.Email(p)),
				b.P("phone", b.Phone("us", true)), b.K(b.D(5)),
				b.K(b.D(3)+"-"+b.D(7)+"-"+b.D(7)), b.K(b.SKU()), b.K(b.UPC()), b.N(1, 5), b.K(f("%d.%02d", b.N(3, 400), b.N(0, 99))), b.K(b.D(5)))
		}},
		{"invoice_json_contact", func(b *B) string {
			cc := b.Pick("DE", "FR", "NL", "AT", "BE")
			pc := map[string]string{"DE": "de", "FR": "fr", "NL": "nl", "AT": "at", "BE": "be"}[cc]
			p := b.Person(locOf(pc))
			return f(`{"invoice":"%s","issued":"%s","due":"%s","iban":"%s","bic":"%s","vat_id":"%s","total":{"value":"%s","currency":"EUR"},"contact":{"name":"%s","email":"%s","phone":"%s"},"po":"%s"}`,
				b.K(b.InvoiceNo()), b.K(b.Date()), b.K(b.Date()), b.K(b.IBANRaw(cc)), b.K(b.BIC(cc)), b.K(b.VAT(cc)), b.K(f("%d.%02d", b.N(50, 90000), b.N(0, 99))),
				p.Name(), b.P("email", b.Email(p)), b.P("phone", b.Phone(pc, true)), b.K("45"+b.D(8)))
		}},
		{"shop_webhook_json", func(b *B) string {
			p := b.Person(b.Pick("us", "uk", "au"))
			cc := map[string]string{"us": "us", "uk": "uk", "au": "au"}[p.Loc]
			return f(`{"id":%s,"order_number":%s,"created_at":"%s","total_price":"%s","customer":{"id":%s,"email":"%s","phone":"%s","orders_count":%d},"line_items":[{"variant_id":%s,"sku":"%s","price":"%s"}],"checkout_id":"%s"}`,
				b.K(b.SafeD("5", 13)), b.K(b.Ns(1001, 99999)), b.K(b.ISOTime()), b.K(f("%d.%02d", b.N(5, 900), b.N(0, 99))), b.K(b.SafeD("7", 13)),
				b.P("email", b.Email(p)), b.P("phone", b.Phone(cc, false)), b.N(1, 30), b.K(b.SafeD("4", 14)), b.K(b.SKU()), b.K(f("%d.%02d", b.N(5, 300), b.N(0, 99))), b.K(b.Hex(32)))
		}},
		{"gateway_decline", func(b *B) string {
			d := b.CardDigits(b.Pick("mc", "visa", "amex", "jcb", "unionpay"))
			return f("[%s] WARN payment declined: processor=adyen psp_ref=%s merchant_ref=%s card=%s brand=%s avs=%s cvc=%s amount=%s reason=\"Refused\" retry_after=%s",
				b.K(b.LogTime()), b.K(b.Noise(upperA+digitA, 16)), b.K(b.OrderNo()), b.P("credit_card", d), brandName(d), b.Pick("N", "Y", "A"), b.Pick("M", "N"), b.K(b.Amount()), b.K(b.Duration()))
		}},
		{"phone_order_transcript", func(b *B) string {
			d := b.CardDigits(b.Pick("visa", "mc", "amex", "disc"))
			city, zip := b.CityZip("us")
			return f("AGENT: Thanks, I have the %s, quantity %d, that's %s plus shipping. Card number when you're ready?\nCALLER: Sure, it's %s, expires %02d/%d, and billing zip is %s.\nAGENT: Got it. Your confirmation is %s and it ships to %s. Anything else?",
				b.K("SKU "+b.SKU()), b.N(1, 3), b.K(b.Amount()), b.P("credit_card", b.CardFmt(d)), b.N(1, 12), b.N(2026, 2031), b.K(zip), b.K(b.OrderNo()), city)
		}},
		{"amex_travel_receipt", func(b *B) string {
			d := b.CardDigits("amex")
			return f("Receipt — %s %s → %s, seat %s, e-ticket %s\nPNR %s · fare %s · taxes %s\nPaid with American Express %s (4-6-5), auth code %s\nContact on booking: %s",
				b.K(b.Flight()), b.Pick("FRA", "LHR", "CDG", "AMS", "MAD", "JFK"), b.Pick("SFO", "NRT", "DXB", "GRU", "SIN"), b.K(b.Seat()), b.K(b.ETicket()), b.K(b.PNR()), b.K(b.Amount()), b.K(b.Amount()),
				b.P("credit_card", d[:4]+" "+d[4:10]+" "+d[10:]), b.K(b.Noise(upperA+digitA, 6)), b.P("email", b.Email(b.AnyPerson())))
		}},
		{"diners_hotel_folio", func(b *B) string {
			d := b.CardDigits("diners")
			a, z := b.DateRange()
			return f("FOLIO %s / Room %s / Arr %s Dep %s / %d nights @ %s\nGuest card on file: Diners Club %s\nCity tax %s, total %s. Conf. no. %s",
				b.K(b.D(7)), b.K(b.Ns(101, 1450)), b.K(a), b.K(z), b.N(1, 9), b.K(b.Amount()), b.P("credit_card", d[:4]+" "+d[4:10]+" "+d[10:]), b.K(b.Amount()), b.K(b.Amount()), b.K(b.Noise(upperA+digitA, 8)))
		}},
		// ---------------- logistics ----------------
		{"dhl_sms_de", func(b *B) string {
			t1, t2 := b.TimeRange()
			return f("DHL: Ihre Sendung %s (Paket %s kg) wird heute zwischen %s und %s Uhr zugestellt. Ihr Fahrer ist unter %s erreichbar. Abholcode: %s. Packstation %s, %s",
				b.K(b.DHL()), b.K(f("%.1f", float64(b.N(3, 310))/10)), b.K(t1), b.K(t2), b.P("phone", b.Phone("de", false)), b.K(b.D(4)), b.K(b.Ns(100, 399)), b.K(b.D(5)))
		}},
		{"courier_dispatch_log", func(b *B) string {
			cc := b.Pick("uk", "nl", "fr", "de", "ie")
			return f("%s dispatch route=R-%d stop=%d/%d parcel=%s recipient_tel=%s lat=%s eta=%s weight=%s driver_id=D%s van=%s",
				b.K(b.ISOTime()), b.N(1, 90), b.N(1, 40), b.N(40, 80), b.K(b.UPS()), b.P("phone", b.Phone(cc, false)), b.K(b.Coord()), b.K(b.Time()), b.K(b.Weight()), b.K(b.D(5)), b.K(b.Upper(2)+b.Ns(10, 99)+" "+b.Upper(3)))
		}},
		{"fedex_case_note", func(b *B) string {
			p := b.Person("us")
			return f("Case %s — FedEx %s shows \"delivery exception\" since %s. Customer %s (%s) called from %s, asks for redelivery to %s. Previous ticket %s, refund cap %s.",
				b.K(b.TicketNo()), b.K(b.FedEx12()), b.K(b.Date()), p.Name(), b.P("email", b.Email(p)), b.P("phone", b.Phone("us", false)), b.K(b.Street("us")), b.K(b.TicketNo()), b.K(b.Amount()))
		}},
		{"customs_declaration", func(b *B) string {
			p := b.Person("cn")
			return f("CN23 — sender %s, Tel %s\nHS %s · contents: phone cases ×%d · value %s · gross %s\nAWB %s · EORI %s · invoice %s · origin CN",
				p.Name(), b.P("phone", b.Phone("cn", false)), b.K(b.HSCode()), b.N(10, 500), b.K(b.Amount()), b.K(b.Weight()), b.K(b.AWB()), b.K("DE"+b.D(15)), b.K(b.InvoiceNo()))
		}},
		{"edifact_nad", func(b *B) string {
			p := b.Person(b.Pick("de", "fr", "nl", "es"))
			e := b.E164(p.Loc)
			var com string
			if b.Chance(0.6) {
				com = "?" + b.P("phone", e)
			} else {
				com = b.P("phone", "00"+e[1:])
			}
			return f("UNH+%s+IFTMIN:D:04A:UN'BGM+610+%s+9'DTM+137:%s:203'NAD+CZ+%s::9++%s'CTA+IC+:%s'COM+%s:TE'COM+%s:EM'GID+1+%d:PK'MEA+WT+G+KGM:%d'",
				b.K(b.D(6)), b.K(b.D(10)), b.K(b.Ns(2024, 2026)+f("%02d%02d%02d%02d", b.N(1, 12), b.N(1, 28), b.N(0, 23), b.N(0, 59))), b.K(b.Ns(4000000000000, 4399999999999)), strings.ToUpper(ascii(p.Last)), strings.ToUpper(p.RF),
				com, b.P("email", b.Email(p)), b.N(1, 40), b.N(10, 900))
		}},
		{"warehouse_slack", func(b *B) string {
			p := b.Person("de")
			return f("@here Palette %s steht an Rampe %d, Container %s, Plombe %s. Fahrer %s hat eine neue Handynummer: %s — bitte im TMS ändern (alte Tour %s).",
				b.K("PAL-"+b.Ns(2024, 2026)+"-"+b.D(4)), b.N(1, 24), b.K(b.ContainerNo()), b.K(b.D(7)), p.First, b.P("phone", b.Phone("de", true)), b.K("T"+b.D(6)))
		}},
		{"usps_claim_form", func(b *B) string {
			p := b.Person("us")
			city, zip := b.CityZip("us")
			return f("Claim ID: %s\nTracking: %s\nMailed: %s  Declared value: %s\nClaimant: %s, %s, %s %s\nDaytime phone: %s\nSSN (last 4 only): ***-**-%s",
				b.K(b.Upper(2)+b.D(9)), b.K(b.USPS()), b.K(b.DateUS()), b.K(b.Amount()), p.Name(), b.K(b.Street("us")), city, b.K(zip), b.P("phone", b.Phone("us", true)), b.D(4))
		}},
		{"freight_quote_mail", func(b *B) string {
			p := b.Person("uk")
			_, dom := b.Company("uk")
			return f("Hi team,\n\nQuote %s: %d pallets, %s, %s to %s, ready %s. Rate %s all-in, transit %s.\nCollection ref %s, container %s.\n\nCheers,\n%s\nFreight desk | %s | M: %s",
				b.K("Q-"+b.D(6)), b.N(1, 33), b.K(b.Weight()), b.Pick("Felixstowe", "Southampton", "Tilbury"), b.Pick("Rotterdam", "Hamburg", "Antwerp"), b.K(b.DateText()), b.K(b.Amount()), b.K(b.Duration()), b.K(b.D(8)), b.K(b.ContainerNo()),
				p.Name(), b.P("email", b.WorkEmail(p, dom)), b.P("phone", b.Phone("uk", true)))
		}},
		// ---------------- finance ----------------
		{"sepa_reminder_de", func(b *B) string {
			p := b.Person("de")
			return f("Zahlungserinnerung zu Rechnung %s vom %s: offener Betrag %s. Bitte überweisen Sie auf IBAN %s (BIC %s), Verwendungszweck %s, Kundennummer %s. Rückfragen an %s oder Tel. %s.",
				b.K(b.InvoiceNo()), b.K(b.DateDE()), b.K(b.Amount()), b.K(b.IBAN("DE")), b.K(b.BIC("DE")), b.K("RE"+b.D(8)), b.K(b.D(7)), b.P("email", b.Email(p)), b.P("phone", b.Phone("de", true)))
		}},
		{"wire_instructions", func(b *B) string {
			p := b.Person("us")
			return f("Wire instructions for closing %s:\n  Bank: JPMorgan Chase, SWIFT %s\n  ABA routing %s\n  Account number %s\n  Ref: escrow %s, amount %s\nIf anything changes I'll call you from %s — verify with me at %s before sending.",
				b.K(b.Date()), b.K("CHASUS33"), b.K(b.ABA()), b.K(b.AcctNo()), b.K("ESC-"+b.D(6)), b.K(b.Amount()), b.P("phone", b.Phone("us", false)), b.P("email", b.Email(p)))
		}},
		{"w9_form_text", func(b *B) string {
			p := b.Person("us")
			city, zip := b.CityZip("us")
			return f("Form W-9 (Rev. March 2024)\n1 Name: %s\n3 Federal tax classification: Individual/sole proprietor\n5 Address: %s\n6 City, state, ZIP: %s %s\nPart I  Social security number: %s\n        Employer identification number: %s\nSigned %s",
				p.Name(), b.K(b.Street("us")), city, b.K(zip), b.P("ssn", b.SSN()), b.K(b.EIN()), b.K(b.DateUS()))
		}},
		{"itin_notice", func(b *B) string {
			return f("%s notice dated %s: we assigned you Individual Taxpayer Identification Number %s. Keep this notice. Reference form %s, application %s, document locator %s, page %d of %d.",
				b.K("CP565"), b.K(b.DateUS()), b.P("ssn", b.ITIN()), b.K("W-7"), b.K(b.D(5)+"-"+b.D(3)), b.K(b.D(14)), b.N(1, 2), 2)
		}},
		{"payroll_csv_ssn", func(b *B) string {
			p1, p2 := b.Person("us"), b.Person("us")
			return f("employee_id,first_name,last_name,ssn,dept,cost_center,salary,start_date\n%s,%s,%s,%s,%s,%s,%s,%s\n%s,%s,%s,%s,%s,%s,%s,%s",
				b.K(b.Ns(10000, 99999)), p1.First, p1.Last, b.P("ssn", b.SSNSep("")), b.Pick("ENG", "OPS", "FIN", "HR"), b.K("CC"+b.D(4)), b.K(f("%d.00", b.N(45000, 190000))), b.K(b.Date()),
				b.K(b.Ns(10000, 99999)), p2.First, p2.Last, b.P("ssn", b.SSN()), b.Pick("ENG", "OPS", "FIN", "HR"), b.K("CC"+b.D(4)), b.K(f("%d.00", b.N(45000, 190000))), b.K(b.Date()))
		}},
		{"loan_app_json", func(b *B) string {
			return f(`{"application_id":"%s","submitted":"%s","applicant":{"dob":"%s","ssn":"%s","annual_income":%d,"employer_ein":"%s"},"property":{"zip":"%s","apn":"%s"},"loan":{"amount":%d,"term_months":360,"rate":%s}}`,
				b.K("LN-"+b.D(9)), b.K(b.ISOTime()), b.K(b.Date()), b.P("ssn", b.SSNSep(b.Pick(" ", "", "-"))), b.N(40000, 400000), b.K(b.EIN()), b.K(b.D(5)), b.K(b.D(3)+"-"+b.D(3)+"-"+b.D(2)), b.N(100000, 900000), b.K(f("%.3f", float64(b.N(5000, 7999))/1000)))
		}},
		{"brokerage_statement", func(b *B) string {
			p := b.Person("us")
			a, z := b.DateRange()
			return f("Statement period %s – %s · Account %s · SSN ***-**-%s\nBUY 150 AAPL CUSIP 037833100 ISIN US0378331005 @ %s\nDividend %s · Fees %s\nQuestions: your advisor at %s",
				b.K(a), b.K(z), b.K(b.Upper(3)+"-"+b.D(6)), b.D(4), b.K(b.Amount()), b.K(b.Amount()), b.K(b.Amount()), b.P("email", b.Email(p)))
		}},
		{"chargeback_notice", func(b *B) string {
			d := b.CardDigits(b.Pick("visa", "mc", "visa", "disc"))
			return f("Chargeback %s received %s. Reason code %s. ARN %s. Cardholder PAN %s, txn %s on %s, amount %s. Respond by %s with case %s.",
				b.K("CB"+b.D(9)), b.K(b.Date()), b.K(b.Pick("10.4", "13.1", "4837", "4853", "83")), b.K("7"+b.D(22)), b.P("credit_card", b.CardFmt(d)), b.K(b.Noise(upperA+digitA, 12)), b.K(b.Date()), b.K(b.Amount()), b.K(b.Date()), b.K(b.TicketNo()))
		}},
		{"exchange_api_env", func(b *B) string {
			return f("# trading bot config %s (commit %s, deployed %s)\nEXCHANGE=binance\nBINANCE_API_KEY=%s\nBINANCE_API_SECRET=%s\nWALLET=0x%s\nMAX_NOTIONAL_USDT=%s\nLAST_TX=0x%s\nLAST_ORDER_ID=%s\nHEARTBEAT_MS=%s",
				b.K(b.Version()), b.K(b.Short()), b.K(b.ISOTime()), b.P("bearer", b.Mixed(64)), b.P("bearer", b.Mixed(64)), b.K(b.Hex(40)), b.K(b.Ns(100, 50000)), b.K(b.Hex(64)), b.K(b.SafeD("1", 11)), b.K(b.Ns(500, 30000)))
		}},
		{"card_on_file_update", func(b *B) string {
			p := b.Person(b.Pick("uk", "us", "au"))
			return f("Subject: Card update for subscription %s\n\nHello, please replace the card on file with %s (exp %02d/%d). Invoice %s for %s failed on %s. Confirmation to %s please.\nPlan: %s, seat count %d.",
				b.K("sub_"+b.Noise(alnumA, 14)), b.P("credit_card", b.Card()), b.N(1, 12), b.N(26, 31), b.K(b.InvoiceNo()), b.K(b.Amount()), b.K(b.Date()), b.P("email", b.Email(p)), b.Pick("Team", "Business", "Pro"), b.N(2, 80))
		}},
		// ---------------- IT operations ----------------
		{"curl_bearer", func(b *B) string {
			return f("curl -sS -X GET 'https://api.%s.io/v2/orders/%s/shipments?page=%d&since=%s&cursor=%s' \\\n  -H 'Accept: application/json' \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'X-Request-Id: %s' \\\n  -H 'If-None-Match: \"%s\"'\n# -> 200 in %s, %s items",
				b.PickL(coStems), b.K(b.OrderNo()), b.N(1, 9), b.K(b.Date()), b.K(b.Hex(24)), b.P("bearer", b.OpaqueURL(b.N(32, 64))), b.K(b.UUID()), b.K(b.MD5()), b.K(b.Duration()), b.K(b.Ns(2, 250)))
		}},
		{"http_dump_jwt", func(b *B) string {
			return f("POST /v1/users/%s/addresses HTTP/1.1\r\nHost: api.%s.com\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\nX-Amzn-Trace-Id: Root=1-%s-%s\r\nUser-Agent: okhttp/4.12.0\r\n\r\n{\"zip\":\"%s\",\"country\":\"US\"}",
				b.K(b.UUID()), b.PickL(coStems), b.P("jwt", b.JWT()), b.N(20, 400), b.K(b.Hex(8)), b.K(b.Hex(24)), b.K(b.D(5)))
		}},
		{"actions_log_ghtoken", func(b *B) string {
			return f("%s Run actions/checkout@v4\n  with:\n    repository: %s/%s\n    ref: %s\n    token: %s\n    fetch-depth: 1\nSyncing repository: %s/%s (run %s, attempt %d)\nHEAD is now at %s %s (#%s)\nCache restored from key: node-cache-Linux-x64-npm-%s",
				b.K(b.ISOTime()), b.PickL(coStems), b.Pick("api", "web", "infra", "etl"), b.K(b.SHA1()), b.P("bearer", b.GitHubToken()), b.PickL(coStems), b.Pick("api", "web"), b.K(b.Ns(1000000000, 9999999999)), b.N(1, 3),
				b.K(b.Short()), b.Pick("fix: retry on 502", "chore(deps): bump", "feat: parcel webhooks"), b.K(b.Ns(100, 9999)), b.K(b.SHA256()))
		}},
		{"dotenv_prod", func(b *B) string {
			pw := b.PasswordURL()
			return f("NODE_ENV=production\nPORT=%s\nDATABASE_URL=postgres://app:%s@%s:5432/orders\nREDIS_URL=redis://%s:6379/0\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nAWS_ACCESS_KEY_ID=%s\nAWS_REGION=%s\nSENTRY_RELEASE=%s",
				b.K(b.Port()), b.P("bearer", pw), b.K(b.Hostname()), b.K(b.Hostname()), b.K(b.PKLive()), b.P("bearer", b.StripeSecret()), b.K(b.AKIA()), b.K(b.Region()), b.K(b.Version()))
		}},
		{"aws_credentials_file", func(b *B) string {
			return f("[default]\nregion = %s\noutput = json\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\n# rotated %s, ticket %s\nrole_arn = arn:aws:iam::%s:role/%s",
				b.K(b.Region()), b.Pick("prod", "billing", "etl"), b.K(b.AKIA()), b.P("bearer", b.AWSSecret()), b.K(b.Date()), b.K(b.TicketNo()), b.K(b.D(12)), b.Pick("deploy", "ReadOnly", "etl-runner"))
		}},
		{"k8s_secret_stringdata", func(b *B) string {
			return f("apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\n  namespace: %s\n  resourceVersion: \"%s\"\n  uid: %s\n  creationTimestamp: \"%s\"\ntype: Opaque\nstringData:\n  DB_HOST: %s\n  DB_PORT: \"%s\"\n  DB_USER: orders_rw\n  DB_PASSWORD: %s\n  POOL_MAX: \"%s\"",
				b.Pick("prod", "payments", "logistics"), b.K(b.Ns(1000000, 99999999)), b.K(b.UUID()), b.K(b.ISOTime()[:19]+"Z"), b.K(b.Hostname()), b.K(b.Port()), b.P("bearer", b.Password()), b.K(b.Ns(5, 200)))
		}},
		{"slack_webhook_in_code", func(b *B) string {
			t, bb, s := b.SlackWebhookParts()
			return f("# alerting.py (v%s, owner team-%s)\nWEBHOOK = \"https://hooks.slack.com/services/%s/%s/%s\"\nTHRESHOLD_MS = %s\nWINDOW = \"%s\"\nRUNBOOK = \"https://wiki.internal/ops/%s\"  # see %s, last tuned %s",
				b.K(b.Version()), b.Pick("sre", "payments", "logistics"), t, bb, b.P("bearer", s), b.K(b.Ns(200, 5000)), b.K(b.Duration()), b.K(b.Short()), b.K(b.TicketNo()), b.K(b.Date()))
		}},
		{"docker_config_auth", func(b *B) string {
			u := b.PickL(users)
			return f("$ cat ~/.docker/config.json   # %s, host %s\n{\n  \"auths\": {\n    \"registry.%s.io:%s\": {\n      \"auth\": \"%s\"\n    }\n  },\n  \"HttpHeaders\": {\"User-Agent\": \"Docker-Client/%s (linux)\"},\n  \"currentContext\": \"%s\"\n}\n$ docker pull registry.%s.io/app@sha256:%s",
				b.K(b.LogTime()), b.K(b.IPv4()), b.PickL(coStems), b.K(b.Pick("5000", "443", "8443")), b.P("bearer", basicCred(u, b.Password())), b.K(f("%d.%d.%d", b.N(20, 27), b.N(0, 10), b.N(0, 9))), b.Pick("default", "desktop-linux", "colima"), b.PickL(coStems), b.K(b.SHA256()))
		}},
		{"npmrc_token", func(b *B) string {
			return f("# .npmrc (CI image sha256:%s, built %s)\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://npm.pkg.github.com\nfund=false\n# lockfileVersion 3, node %s, npm %s, %s packages audited in %s",
				b.K(b.SHA256()), b.K(b.Date()), b.P("bearer", b.NPMToken()), b.PickL(coStems), b.K(f("v%d.%d.%d", b.N(18, 22), b.N(0, 12), b.N(0, 9))), b.K(f("%d.%d.%d", b.N(9, 10), b.N(0, 9), b.N(0, 9))), b.K(b.Ns(200, 2400)), b.K(b.Duration()))
		}},
		{"gitlab_remote_url", func(b *B) string {
			return f("$ git remote -v\norigin\thttps://oauth2:%s@gitlab.com/%s/%s.git (fetch)\n$ git log -1 --format='%%H %%ci'\n%s %s +0200\n$ git describe\n%s-%d-g%s",
				b.P("bearer", b.GitLabToken()), b.PickL(coStems), b.Pick("parcel-api", "billing", "infra"), b.K(b.SHA1()), b.K(b.LogTime()), b.K(b.Version()), b.N(1, 80), b.K(b.Short()))
		}},
		{"openai_client_code", func(b *B) string {
			return f("from openai import OpenAI  # openai==%s, python %s\nclient = OpenAI(api_key=\"%s\", timeout=%s)\nresp = client.chat.completions.create(model=\"gpt-4o-2024-08-06\", temperature=0.2, max_tokens=%s, seed=%s)\nprint(resp.id)  # chatcmpl-%s, %s tokens",
				b.K(f("1.%d.%d", b.N(30, 60), b.N(0, 9))), b.K(f("3.%d.%d", b.N(9, 13), b.N(0, 12))), b.P("bearer", b.OpenAIKey()), b.K(b.Ns(10, 120)+".0"), b.K(b.Ns(256, 4096)), b.K(b.Ns(1000, 99999)), b.K(b.Noise(alnumA, 29)), b.K(b.Ns(100, 9000)))
		}},
		{"anthropic_curl", func(b *B) string {
			return f("curl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: %s\" \\\n  -H \"anthropic-version: %s\" \\\n  -d '{\"model\":\"claude-3-5-sonnet-20241022\",\"max_tokens\":%s,\"metadata\":{\"user_id\":\"%s\"}}'\n# request-id: req_%s  (%s, %s output tokens)",
				b.P("bearer", b.AnthropicKey()), b.K("2023-06-01"), b.K(b.Ns(256, 8192)), b.K(b.UUID()), b.K(b.Noise(alnumA, 24)), b.K(b.Duration()), b.K(b.Ns(10, 4000)))
		}},
		{"hf_login_log", func(b *B) string {
			return f("$ huggingface-cli login --token %s\nToken is valid (permission: %s).\nYour token has been saved to /home/%s/.cache/huggingface/token\n$ python train.py --lr %s --epochs %s --seed %s  # run %s, commit %s, %s GPU-hours",
				b.P("bearer", b.HFToken()), b.Pick("read", "write", "fineGrained"), b.Pick("ubuntu", "ml", "jovyan"), b.K(f("%de-5", b.N(1, 9))), b.K(b.Ns(1, 20)), b.K(b.Ns(1, 9999)), b.K(b.UUID()[:8]), b.K(b.Short()), b.K(f("%.1f", float64(b.N(5, 9000))/10)))
		}},
		{"pem_private_key_paste", func(b *B) string {
			kind := b.Pick("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY")
			body := b.PEMBody(b.N(3, 6))
			return f("here's the deploy key for %s, fingerprint SHA256:%s (pubkey %s deploy@ci):\n%s\n%s\n%s",
				b.K(b.Hostname()), b.K(b.B64Noise(32)[:43]), b.K(b.SSHEd25519()), b.K("-----BEGIN "+kind+"-----"), b.P("bearer", body), b.K("-----END "+kind+"-----"))
		}},
		{"basic_auth_header", func(b *B) string {
			u := b.PickL(users)
			return f("> GET /metrics/federate?match[]=up&ts=%s HTTP/1.1\n> Host: %s:9090\n> Authorization: Basic %s\n> User-Agent: curl/%s\n< HTTP/1.1 200 OK\n< Date: %s\n< Content-Length: %s\n< X-Trace: %s",
				b.K(b.UnixMs()), b.K(b.IPv4()), b.P("bearer", basicCred(u, b.Password())), b.K(f("8.%d.%d", b.N(0, 12), b.N(0, 3))), b.K(b.DateText()), b.K(b.Ns(1000, 999999)), b.K(b.Hex(16)))
		}},
		{"mysql_cli_history", func(b *B) string {
			return f("  %d  ssh %s@%s -p 22\n  %d  mysql -h %s -P 3306 -u report -p'%s' sales -e \"SELECT COUNT(*) FROM orders WHERE created_at > '%s' AND id > %s\"\n  %d  mysqldump --single-transaction sales > /backup/sales-%s.sql",
				b.N(100, 499), b.Pick("ubuntu", "ops"), b.K(b.IPv4()), b.N(500, 999), b.K(b.Hostname()), b.P("bearer", b.Password()), b.K(b.LogTime()), b.K(b.Ns(1000000, 9999999)), b.N(1000, 1999), b.K(b.Ns(20240101, 20261231)))
		}},
		{"sentry_event_user", func(b *B) string {
			p := b.AnyPerson()
			return f(`{"event_id":"%s","release":"%s","environment":"production","user":{"id":"%s","email":"%s","ip_address":"%s"},"tags":{"order":"%s","trace":"%s"},"dsn":"https://%s@o%s.ingest.sentry.io/%s"}`,
				b.K(b.Hex(32)), b.K("web@"+b.Version()), b.K(b.Ns(10000, 9999999)), b.P("email", b.Email(p)), b.K(b.IPv4()), b.K(b.OrderNo()), b.K(b.Hex(32)), b.K(b.Hex(32)), b.Ns(100000, 999999), b.Ns(1000000, 4999999))
		}},
		{"nginx_reset_log", func(b *B) string {
			p := b.AnyPerson()
			l, d := b.Local(p), b.Domain(p.Loc)
			return f("%s - - [%s] \"GET /account/reset?email=%s&token=%s&v=%s HTTP/1.1\" 302 0 \"https://shop.%s.com/orders/%s\" \"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)\" rt=%s uct=%s req_id=%s",
				b.K(b.IPv4()), b.K(f("%02d/%s/%d:%s:%02d +0000", b.N(1, 28), b.PickL(months), b.N(2024, 2026), b.Time(), b.N(0, 59))), b.P("email", l+"%40"+d), b.P("bearer", b.Mixed(b.N(32, 48))), b.K(b.Ns(2, 9)), b.PickL(coStems), b.K(b.Ns(100000, 999999)), b.K(f("0.%03d", b.N(1, 999))), b.K(f("0.%03d", b.N(1, 99))), b.K(b.Hex(32)))
		}},
		{"jira_password_leak", func(b *B) string {
			return f("%s: Rotate SMTP credentials after log leak\nReporter saw this in %s (build %s):\n  smtp.user=%s\n  smtp.password=%s\n  smtp.host=%s:%s\nAffected since %s. Linked: %s",
				b.K(b.TicketNo()), b.K("app-"+b.Version()+".log"), b.K(b.Build()), b.Pick("mailer", "noreply-relay", "alerts"), b.P("bearer", b.Password()), b.K(b.Hostname()), b.Pick("587", "465", "25"), b.K(b.Date()), b.K(b.TicketNo()))
		}},
		{"terraform_tfvars", func(b *B) string {
			return f("region          = \"%s\"\nami_id          = \"%s\"\ninstance_type   = \"%s\"\nvpc_cidr        = \"%s\"\nsubnet_ids      = [\"subnet-%s\", \"subnet-%s\"]\ndb_username     = \"orders\"\ndb_password     = \"%s\"\ndatadog_api_key = \"%s\"\ntags = { cost_center = \"%s\" }",
				b.K(b.Region()), b.K(b.AMI()), b.Pick("t3.medium", "m6i.large", "c7g.xlarge"), b.K(f("10.%d.0.0/16", b.N(0, 250))), b.K(b.Hex(17)), b.K(b.Hex(17)), b.P("bearer", b.Password()), b.P("bearer", b.Hex(32)), b.K("CC"+b.D(4)))
		}},
		{"asterisk_sip_log", func(b *B) string {
			cc := b.Pick("fr", "de", "uk", "nl", "es", "it")
			num := b.Phone(cc, false)
			e164 := "+" + strings.Map(func(c rune) rune {
				if c >= '0' && c <= '9' {
					return c
				}
				return -1
			}, num)
			if !strings.HasPrefix(num, "+") {
				e164 = "+" + map[string]string{"fr": "33", "de": "49", "uk": "44", "nl": "31", "es": "34", "it": "39"}[cc] + strings.TrimLeft(e164[1:], "0")
			}
			if strings.Contains(num, "(0)") {
				e164 = strings.Replace(e164, "0", "", 1)
			}
			return f("[%s] NOTICE[%d][C-%s] chan_pjsip.c: Call from 'sip:%s@%s' (%s:5060) to extension '%s' rejected because extension not found in context 'from-trunk'. Uniqueid %s.%d",
				b.K(b.LogTime()), b.N(1000, 9999), b.K(b.Hex(8)), b.P("phone", e164), b.Pick("sip.operateur.fr", "voip.provider.net", "trunk.sipgate.de"), b.K(b.IPv4()), b.K(b.Ns(1000, 9999)), b.K(b.UnixS()), b.N(1, 99))
		}},
		{"twilio_form_post", func(b *B) string {
			cc := b.Pick("us", "uk", "de", "br", "in")
			from := b.Phone(cc, false)
			dig := "+" + strings.TrimLeft(strings.Map(func(c rune) rune {
				if c >= '0' && c <= '9' {
					return c
				}
				return -1
			}, from), "0")
			if !strings.HasPrefix(from, "+") {
				dig = "+" + map[string]string{"us": "1", "uk": "44", "de": "49", "br": "55", "in": "91"}[cc] + dig[1:]
			}
			if strings.Contains(from, "(0)") {
				dig = strings.Replace(dig, "0", "", 1)
			}
			enc := "%2B" + dig[1:]
			return f("POST /sms/inbound 200 %s\nToSid=%s&AccountSid=%s&MessageSid=%s&From=%s&To=%%2B1%s&Body=Where+is+order+%s%%3F&NumMedia=0&ApiVersion=2010-04-01",
				b.K(b.Duration()), b.K("PN"+b.Hex(32)), b.K(b.TwilioSID()), b.K("SM"+b.Hex(32)), b.P("phone", enc), b.PickL(usAreas)+b.exch()+b.D(4), b.K(b.Ns(10000, 99999)))
		}},
		{"telegram_bot_code", func(b *B) string {
			id, sec := b.Telegram()
			return f("import telebot  # pyTelegramBotAPI %s\nbot = telebot.TeleBot(\"%s:%s\")\nADMIN_CHAT = %s\nPOLL_INTERVAL = %s\nWAREHOUSE_GEOFENCE = (%s)\n# sticker file_unique_id %s",
				b.K(f("4.%d.%d", b.N(10, 22), b.N(0, 3))), id, b.P("bearer", sec), b.K("-100"+b.D(10)), b.K(b.Ns(1, 30)), b.K(b.Coord()), b.K(b.Noise(alnumA, 16)))
		}},
		{"stripe_webhook_env", func(b *B) string {
			return f("# payments service %s (%s)\nSTRIPE_WEBHOOK_SECRET=%s\nSTRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_API_VERSION=%s\nWEBHOOK_TOLERANCE_SECONDS=%s\n# endpoint we_%s, last event evt_%s",
				b.K(b.Version()), b.K(b.Date()), b.P("bearer", b.WhSec()), b.K(b.PKLive()), b.K("2024-06-20"), b.K(b.Ns(60, 600)), b.K(b.Noise(alnumA, 24)), b.K(b.Noise(alnumA, 24)))
		}},
		{"sendgrid_settings", func(b *B) string {
			_, dom := b.Company("us")
			return f("# settings/prod.py  (deploy %s, %s)\nEMAIL_BACKEND = \"sendgrid_backend.SendgridBackend\"\nSENDGRID_API_KEY = \"%s\"\nSENDGRID_SANDBOX_MODE_IN_DEBUG = False\nDEFAULT_FROM_EMAIL = \"%s\"\nTEMPLATE_ID = \"d-%s\"\nUNSUBSCRIBE_GROUP = %s",
				b.K(b.Short()), b.K(b.Date()), b.P("bearer", b.SendGrid()), b.P("email", b.RoleEmail(dom)), b.K(b.Hex(32)), b.K(b.Ns(10000, 99999)))
		}},
		{"session_secret_yaml", func(b *B) string {
			return f("server:\n  port: %s\n  bind: %s\n  session:\n    cookie_name: sid\n    max_age: %s\n  session_secret: \"%s\"\ncache:\n  ttl: %s\n  key_prefix: \"v%d:\"\nbuild: %s",
				b.K(b.Port()), b.K(b.IPv4()), b.K(b.Ns(600, 86400)), b.P("bearer", b.Mixed(b.N(32, 64))), b.K(b.Duration()), b.N(1, 9), b.K(b.SHA1()))
		}},
		{"oauth_token_response", func(b *B) string {
			return f("HTTP/2 200\ndate: %s\nx-request-id: %s\n\n{\"access_token\":\"%s\",\"expires_in\":%s,\"refresh_token\":\"1//0%s\",\"scope\":\"https://www.googleapis.com/auth/drive.readonly\",\"token_type\":\"Bearer\",\"request_id\":\"%s\"}",
				b.K(b.DateText()), b.K(b.Hex(16)), b.P("bearer", b.YA29()), b.K(b.Ns(3000, 3599)), b.P("bearer", b.MixedA(alnumA+"-_", 100)), b.K(b.UUID()))
		}},
		{"temp_password_mail", func(b *B) string {
			p := b.AnyPerson()
			return f("Welcome to the supplier portal, %s!\nUsername: %s\nTemporary password: %s\nSupplier no. %s · portal ticket %s · valid until %s %s UTC · terms %s",
				p.First, b.P("email", b.Email(p)), b.P("bearer", b.Password()), b.K(b.D(6)), b.K(b.TicketNo()), b.K(b.Date()), b.K(b.Time()), b.K(b.Version()))
		}},
		{"wifi_password_chat", func(b *B) string {
			return f("guest wifi for the warehouse: SSID %s, password %s (router %s, fw %s, MAC %s). Printer is on %s",
				b.K("WH-"+b.Pick("Guest", "Scan", "Office")+"-"+b.Pick("5G", "2G")), b.P("bearer", b.Password()), b.K(b.Pick("Fritz!Box 7590", "UniFi U6-LR", "TP-Link ER605")), b.K(b.Version()), b.K(b.MAC()), b.K(b.IPv4()))
		}},
		{"jwt_cookie_header", func(b *B) string {
			return f("Cookie: _ga=%s; _gid=%s; cart=%s; auth=%s; locale=de-DE\nReferer: https://shop.%s.de/checkout?step=%d&ref=%s",
				b.K("GA1.2."+b.D(9)+"."+b.UnixS()), b.K("GA1.2."+b.D(10)+"."+b.UnixS()), b.K(b.UUID()), b.P("jwt", b.JWT()), b.PickL(coStems), b.N(1, 4), b.K(b.Hex(10)))
		}},
		{"jwt_fragment_url", func(b *B) string {
			return f("Redirected to https://app.%s.io/callback#id_token=%s&state=%s&session_state=%s (trace %s, %s)",
				b.PickL(coStems), b.P("jwt", b.JWT()), b.K(b.Hex(16)), b.K(b.UUID()), b.K(b.Hex(16)), b.K(b.Duration()))
		}},
		{"ci_ghs_error", func(b *B) string {
			return f("Error: fatal: could not read from remote (HTTP 401) using token %s\n    at job %s step %d (runner %s, image ubuntu-22.04 %s)\n    exit code 128 after %s",
				b.P("bearer", b.Pick("ghs_", "ghp_")+b.Mixed(36)), b.K(b.Ns(10000000000, 29999999999)), b.N(1, 12), b.K("i-0"+b.Hex(16)), b.K(b.Version()), b.K(b.Duration()))
		}},
		{"google_maps_key_html", func(b *B) string {
			return f("<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&v=%s&libraries=places\" integrity=\"sha384-%s\"></script>\n<div id=\"map\" data-center=\"%s\" data-zoom=\"%d\" style=\"color:%s\"></div>",
				b.P("bearer", b.GoogleKey()), b.K("3."+b.Ns(50, 58)), b.K(b.B64Noise(48)), b.K(b.Coord()), b.N(3, 18), b.K(b.CSSColor()))
		}},
		{"vault_login", func(b *B) string {
			return f("$ vault login -method=userpass username=%s   # %s\nKey                    Value\n---                    -----\ntoken                  %s\ntoken_accessor         %s\ntoken_duration         %s\ntoken_policies         [\"default\" \"etl\"]\nrequest_id             %s\nlease_id               auth/userpass/login/%s/%s",
				b.PickL(users), b.K(b.LogTime()), b.P("bearer", b.VaultToken()), b.K(b.Noise(alnumA, 24)), b.K(b.Pick("768h0m0s", "32h0m0s", "1h30m0s")), b.K(b.UUID()), b.Pick("etl", "ops"), b.K(b.Hex(24)))
		}},
		{"do_token_tf", func(b *B) string {
			return f("# infra/do/main.tf  (%s)\nprovider \"digitalocean\" {\n  token = \"%s\"\n}\nresource \"digitalocean_droplet\" \"web\" {\n  image    = \"ubuntu-24-04-x64\"\n  region   = \"%s\"\n  size     = \"s-2vcpu-4gb\"\n  ssh_keys = [%s, \"%s\"]\n  vpc_uuid = \"%s\"\n}",
				b.K(b.Short()), b.P("bearer", b.DOToken()), b.Pick("fra1", "ams3", "nyc3", "sgp1"), b.K(b.Ns(10000000, 49999999)), b.K(strings.Join([]string{b.Hex(2), b.Hex(2), b.Hex(2), b.Hex(2), b.Hex(2), b.Hex(2)}, ":")), b.K(b.UUID()))
		}},
		// ---------------- healthcare ----------------
		{"hl7_pid_segment", func(b *B) string {
			return b.hl7(b.Person("us"), b.PickL(usAreas), b.exch(), b.D(4))
		}},
		{"patient_portal_msg", func(b *B) string {
			return f("Message via portal — Patient ID %s, DOB %s\nRe: refill Rx #%s (NDC %s, %s), last fill %s.\nPlease call me back at %s, I'm free after %s. Insurance member ID %s.",
				b.K(b.D(7)), b.K(b.DateUS()), b.K(b.D(7)), b.K(b.NDC()), b.K(b.Ns(30, 90)+" tablets"), b.K(b.DateUS()), b.P("phone", b.Phone("us", true)), b.K(b.Time()), b.K(b.Upper(3)+b.D(9)))
		}},
		{"insurance_claim_ssn", func(b *B) string {
			return f("CLAIM %s | DOS %s | NPI %s | Member %s | Group %s | CPT %s, %s | ICD-10 %s | billed %s | Subscriber SSN: %s",
				b.K(b.Ns(2024, 2026)+b.D(9)), b.K(b.DateUS()), b.K(b.NPI()), b.K(b.Upper(3)+b.D(9)), b.K(b.D(6)), b.K(b.Ns(99201, 99499)), b.K(b.Ns(80047, 85027)), b.K(b.Upper(1)+b.D(2)+"."+b.D(1)), b.K(b.Amount()), b.P("ssn", b.SSNSep(b.Pick("-", " ", ""))))
		}},
		{"appointment_sms_de", func(b *B) string {
			return f("Praxis Dr. %s: Ihr Termin am %s um %s Uhr, Raum %s. Bei Verhinderung bitte unter %s absagen. Versichertennr. %s, Fallnr. %s.",
				b.PickL(lastNames["de"]), b.K(b.DateDE()), b.K(b.Time()), b.K(b.Ns(1, 4)+"."+b.D(2)), b.P("phone", b.Phone("de", false)), b.K(b.Upper(1)+b.D(9)), b.K(b.D(8)))
		}},
		{"lab_report_contact", func(b *B) string {
			p := b.Person(b.Pick("uk", "us", "de"))
			return f("Specimen %s collected %s. HbA1c %s, LDL %s, eGFR %d mL/min/1.73m². LOINC %s. Ordering clinician: Dr %s <%s>. NHS no. %s",
				b.K("S"+b.D(9)), b.K(b.ISOTime()), b.K(f("%.1f%%", float64(b.N(45, 110))/10)), b.K(b.Measure()), b.N(30, 120), b.K(b.LOINC()), p.Last, b.P("email", b.Email(p)), b.K(b.NHS()))
		}},
		{"pharmacy_fax_cover", func(b *B) string {
			return f("FAX COVER — To: Walgreens #%s  Fax: %s\nFrom: Dr. %s, NPI %s, DEA %s\nRe: prior auth %s, %d pages, sent %s %s",
				b.K(b.Ns(1000, 19999)), b.P("phone", b.Phone("us", false)), b.PickL(lastNames["us"]), b.K(b.NPI()), b.K(b.Upper(2)+b.D(7)), b.K("PA-"+b.D(8)), b.N(2, 12), b.K(b.DateUS()), b.K(b.Time()))
		}},
		// ---------------- telecom ----------------
		{"sim_activation", func(b *B) string {
			cc := b.Pick("uk", "de", "nl", "fr", "es")
			ccode := map[string]string{"uk": "44", "de": "49", "nl": "31", "fr": "33", "es": "34"}[cc]
			var ms string
			switch cc {
			case "uk":
				ms = ccode + "7" + b.Pick("4", "5", "8", "9") + b.D(8)
			case "de":
				ms = ccode + "1" + b.Pick("51", "52", "60", "70", "71", "76") + b.D(7)
			case "nl":
				ms = ccode + "6" + b.DNZ(8)
			case "fr":
				ms = ccode + b.Pick("6", "7") + b.D(8)
			default:
				ms = ccode + "6" + b.D(8)
			}
			return f("Activation %s OK\nICCID: %s\nIMEI: %s\nIMSI: %s\nMSISDN: %s\nPlan %s, APN internet, activated %s",
				b.K("ACT-"+b.D(8)), b.K(b.ICCID()), b.K(b.IMEI()), b.K(b.Ns(204, 262)+b.D(12)), b.P("phone", ms), b.K(b.Upper(2)+"-"+b.Ns(10, 99)+"GB"), b.K(b.ISOTime()))
		}},
		{"porting_request", func(b *B) string {
			cc := b.Pick("nl", "be", "se", "ie")
			return f("Port-in %s scheduled %s %s.\nNumber to port: %s\nDonor: %s, customer account %s, contract end %s\nTicket %s; IMEI %s",
				b.K("PRT-"+b.D(7)), b.K(b.Date()), b.K(b.Time()), b.P("phone", b.Phone(cc, false)), b.Pick("KPN", "Proximus", "Telia", "Vodafone"), b.K(b.D(8)), b.K(b.Date()), b.K(b.TicketNo()), b.K(b.IMEI()))
		}},
		{"cdr_csv", func(b *B) string {
			a := b.Phone("de", false)
			c := b.Phone(b.Pick("de", "at", "ch", "fr"), false)
			digits := func(s string) string {
				return strings.Map(func(r rune) rune {
					if r >= '0' && r <= '9' {
						return r
					}
					return -1
				}, s)
			}
			norm := func(s, cc string) string {
				d := digits(s)
				if strings.HasPrefix(s, "+") {
					if strings.Contains(s, "(0)") {
						d = strings.Replace(d, "0", "", 1)
					}
					return d
				}
				return map[string]string{"de": "49", "at": "43", "ch": "41", "fr": "33"}[cc] + strings.TrimLeft(d, "0")
			}
			_ = c
			return f("call_id,start_utc,calling_msisdn,called_msisdn,duration_s,cell_id,tac,result\n%s,%s,%s,%s,%d,%s,%s,ANSWERED\n%s,%s,%s,%s,0,%s,%s,NO_ANSWER",
				b.K(b.Hex(16)), b.K(b.LogTime()), b.P("phone", norm(a, "de")), b.P("phone", norm(b.Phone("de", false), "de")), b.N(3, 3600), b.K(b.Ns(1000000, 268435455)), b.K(b.Ns(10000, 65535)),
				b.K(b.Hex(16)), b.K(b.LogTime()), "anonymous", "unknown", b.K(b.Ns(1000000, 268435455)), b.K(b.Ns(10000, 65535)))
		}},
		{"roaming_welcome_sms", func(b *B) string {
			return f("Welcome to %s! Calls home cost %s/min, data %s/MB (Zone %d). Your balance: %s. Questions? Text us or call %s. Ref %s.",
				b.Pick("Japan", "Brazil", "Turkey", "USA"), b.K(b.Price()), b.K(b.Price()), b.N(1, 4), b.K(b.Price()), b.P("phone", b.Phone(b.Pick("uk", "de", "nl", "es"), false)), b.K(b.D(10)))
		}},
		{"sms_gateway_json", func(b *B) string {
			cc := b.Pick("in", "br", "ng", "za", "ae", "mx")
			return f(`{"message_id":"%s","to":"%s","sender_id":"ACMEBNK","text":"Your parcel %s is out for delivery","submitted":"%s","parts":%d,"price":{"amount":"%s","currency":"EUR"},"mccmnc":"%s"}`,
				b.K(b.UUID()), b.P("phone", b.Phone(cc, false)), b.K(b.UPS()), b.K(b.ISOTime()), b.N(1, 3), b.K(f("0.%04d", b.N(1, 999))), b.K(b.Ns(20000, 73999)))
		}},
		{"noc_ticket_phone", func(b *B) string {
			p := b.Person(b.Pick("us", "uk", "in"))
			cc := map[string]string{"us": "us", "uk": "uk", "in": "in"}[p.Loc]
			return f("%s P2 — eNB %s (cell %s) down since %s, alarm %s. MAC %s, mgmt %s. On-site tech %s, mobile %s. Change %s.",
				b.K(b.TicketNo()), b.K(b.Ns(100000, 999999)), b.K(b.Ns(1, 255)), b.K(b.Time()), b.K(b.Ns(10000, 99999)), b.K(b.MAC()), b.K(b.IPv6()), p.Name(), b.P("phone", b.Phone(cc, true)), b.K("CHG"+b.D(7)))
		}},
		// ---------------- science ----------------
		{"paper_corresponding", func(b *B) string {
			p := b.AnyPerson()
			return f("%s et al. (%d) %s %d(%d), %s. doi:%s\n*Correspondence: %s. ORCID %s. Received %s; accepted %s.",
				p.Last, b.N(2015, 2025), b.Pick("Nature", "Cell", "Sci. Rep.", "PLoS ONE", "Nucleic Acids Res."), b.N(1, 600), b.N(1, 24), b.K(b.Pages()), b.K(b.DOI()), b.P("email", b.Email(p)), b.K(b.ORCID()), b.K(b.DateText()), b.K(b.DateText()))
		}},
		{"dataset_readme", func(b *B) string {
			p := b.AnyPerson()
			a, z := b.DateRange()
			return f("## Data availability\nRaw reads: SRA %s (BioProject %s), GEO %s. Sites: %s and %s; elevation %d m; sampling %s–%s.\nContact: %s (%s)",
				b.K("SRR"+b.D(8)), b.K("PRJNA"+b.D(6)), b.K("GSE"+b.D(6)), b.K(b.Coord()), b.K(b.Coord()), b.N(0, 4500), b.K(a), b.K(z), p.Name(), b.P("email", b.Email(p)))
		}},
		{"conference_reg", func(b *B) string {
			p := b.AnyPerson()
			cc := b.PickL(phoneCCs)
			return f("Registration %s confirmed for ICML %d, badge %s, hotel block code %s, poster %s (Hall %s). Emergency contact: %s. Questions: %s",
				b.K("REG-"+b.D(6)), b.N(2024, 2026), b.K(b.Upper(1)+b.D(4)), b.K(b.Noise(upperA, 6)), b.K("#"+b.Ns(100, 3999)), b.K(b.Upper(1)), b.P("phone", b.Phone(cc, false)), b.P("email", b.Email(p)))
		}},
		// ---------------- mail / chat, many languages ----------------
		{"whatsapp_export_it", func(b *B) string {
			n := "3" + b.Pick("20", "28", "33", "34", "38", "39", "40", "47", "48", "49") + b.D(7)
			return f("%s, %s - %s: Grazie, il pacco %s è arrivato\n%s, %s - Luca: ok, fattura %s da %s",
				b.K(b.DateDE()[:6]+b.Ns(24, 26)), b.K(b.Time()), b.P("phone", n[:3]+" "+n[3:6]+" "+n[6:]), b.K(b.UPS()), b.K(b.DateDE()[:6]+b.Ns(24, 26)), b.K(b.Time()), b.K(b.InvoiceNo()), b.K(b.Amount()))
		}},
		{"signature_block_de", func(b *B) string {
			p := b.Person("de")
			name, dom := b.Company("de")
			return f("Mit freundlichen Grüßen\n%s\nEinkauf | %s GmbH\n%s, %s %s\nT: %s | M: %s\n%s | HRB %s | USt-IdNr. %s",
				p.Name(), name, b.K(b.Street("de")), b.K(b.D(5)), "Berlin", b.P("phone", b.Phone("de", false)), b.P("phone", b.Phone("de", false)), b.P("email", b.WorkEmail(p, dom)), b.K(b.Ns(10000, 250000)), b.K(b.VAT("DE")))
		}},
		{"vcard_export", func(b *B) string {
			p := b.AnyPerson()
			cc := b.Pick("us", "fr", "de", "uk", "jp", "au")
			city, z := b.CityZip(locOf(cc))
			return f("BEGIN:VCARD\nVERSION:3.0\nN:%s;%s;;;\nFN:%s\nORG:%s\nTEL;TYPE=CELL:%s\nEMAIL;TYPE=INTERNET:%s\nADR;TYPE=WORK:;;%s;%s;;%s;\nBDAY:%s\nREV:%s\nUID:%s\nEND:VCARD",
				p.Last, p.First, p.Name(), func() string { n, _ := b.Company("us"); return n }(), b.P("phone", b.Phone(cc, true)), b.P("email", b.Email(p)), b.K(b.Street(locOf(cc))), city, b.K(z), b.K(b.Date()), b.K(b.ISOTime()), b.K(b.UUID()))
		}},
		{"forwarded_headers", func(b *B) string {
			p := b.AnyPerson()
			q := b.AnyPerson()
			return f("---------- Forwarded message ---------\nFrom: %s <%s>\nDate: %s\nSubject: Re: PO %s / delivery week %d\nTo: %s\nMessage-ID: <%s@mail.gmail.com>\nX-Mailer: %s",
				p.Name(), b.P("email", b.Email(p)), b.K(b.DateText()), b.K("45"+b.D(8)), b.N(1, 52), b.P("email", b.Email(q)), b.K("CA"+b.Noise(alnumA, 30)), b.K("Microsoft Outlook 16.0"))
		}},
		{"contact_es", func(b *B) string {
			p := b.Person("es")
			return f("Hola, soy %s. El pedido %s (importe %s) sigue sin llegar; el número de seguimiento es %s. Mi móvil es %s y mi correo %s. CP %s.",
				p.First, b.K(b.OrderNo()), b.K(b.Amount()), b.K(b.Upper(2)+b.D(9)+"ES"), b.P("phone", b.Phone("es", true)), b.P("email", b.Email(p)), b.K(b.D(5)))
		}},
		{"contact_jp", func(b *B) string {
			p := b.Person("jp")
			l := b.Local(p)
			d := b.PickL(freeMail["jp"])
			mail := l + b.Pick("@", "＠") + d
			return f("お世話になっております。%sです。注文番号%sの件、配送伝票番号は%sです。お手数ですが%sまでご連絡ください（平日%s〜18:00）。メール：%s　郵便番号%s",
				p.Last, b.K(b.D(3)+"-"+b.D(7)), b.K(b.D(4)+"-"+b.D(4)+"-"+b.D(4)), b.P("phone", b.Phone("jp", false)), b.K(b.Pick("9:00", "10:00")), b.P("email", mail), b.K(b.D(3)+"-"+b.D(4)))
		}},
		{"ticket_fr", func(b *B) string {
			p := b.Person("fr")
			return f("Bonjour, commande n° %s du %s (montant %s). Le colis %s est bloqué. Vous pouvez me joindre au %s. Société %s, SIRET %s, TVA %s.",
				b.K(b.OrderNo()), b.K(b.DateDE()), b.K(b.Amount()), b.K(b.Upper(2)+b.D(9)+"FR"), b.P("phone", b.Phone("fr", true)), p.Last+" SARL", b.K(b.SIRET()), b.K(b.VAT("FR")))
		}},
		{"obfuscated_email_forum", func(b *B) string {
			p := b.AnyPerson()
			l := b.Local(p)
			d := b.Domain(p.Loc)
			var e string
			switch b.Intn(5) {
			case 0:
				e = l + " [at] " + strings.Replace(d, ".", " [dot] ", 1)
			case 1:
				e = l + "(at)" + d
			case 2:
				e = l + " {at} " + d
			case 3:
				e = l + "[@]" + d
			default:
				e = l + " @ " + d
			}
			return f("Selling my old %s (IMEI %s, battery health %s, model %s), %s or best offer, pickup near %s. Posted %s. Don't DM, write to %s",
				b.Pick("iPhone 13", "Pixel 7", "Galaxy S22"), b.K(b.IMEI()), b.K(b.Ns(78, 100)+"%"), b.K(b.Upper(1)+b.D(4)), b.K(b.Amount()), b.K(b.D(5)), b.K(b.DateText()), b.P("email", e))
		}},
		{"sql_insert_customers", func(b *B) string {
			p := b.Person("us")
			return f("INSERT INTO customers (id, full_name, email, phone, zip, loyalty_no, created_at) VALUES\n  (%s, '%s', '%s', '%s', '%s', '%s', '%s');",
				b.K(b.Ns(100000, 999999)), strings.ReplaceAll(p.Name(), "'", "''"), b.P("email", b.Email(p)), b.P("phone", b.Phone("us", true)), b.K(b.D(5)), b.K(b.D(12)), b.K(b.LogTime()))
		}},
		{"escaped_json_log", func(b *B) string {
			cc := b.Pick("us", "uk", "de", "in", "br")
			return f(`{"ts":"%s","level":"info","msg":"{\"event\":\"profile_updated\",\"user_id\":%s,\"phone\":\"%s\",\"order_count\":%d,\"session\":\"%s\"}","svc":"accounts","v":"%s","host":"%s"}`,
				b.K(b.ISOTime()), b.K(b.Ns(1000000000, 4999999999)), b.P("phone", b.Phone(cc, false)), b.N(0, 300), b.K(b.UUID()), b.K(b.Version()), b.K(b.Hostname()))
		}},
		{"form_urlencoded", func(b *B) string {
			p := b.Person("us")
			a, e, l := b.PickL(usAreas), b.exch(), b.D(4)
			return f("name=%s+%s&email=%s&phone=%s&zip=%s&order=%s&coupon=%s&utm_source=newsletter&ts=%s",
				p.RF, p.RL, b.P("email", b.Local(p)+"%40"+b.Domain("us")), b.P("phone", "%2B1"+a+e+l), b.K(b.D(5)), b.K(b.Ns(100000, 999999)), b.K(b.Noise(upperA+digitA, 8)), b.K(b.UnixMs()))
		}},
		{"markdown_oncall", func(b *B) string {
			p1, p2 := b.Person("us"), b.Person("uk")
			return f("| Week | Primary | Phone | Ext | Backup |\n|---|---|---|---|---|\n| %s | %s | %s | %s | %s |\n| %s | %s | %s | %s | — |",
				b.K(b.Date()), p1.Name(), b.P("phone", b.Phone("us", true)), b.K(b.Ns(2000, 7999)), p2.First, b.K(b.Date()), p2.Name(), b.P("phone", b.Phone("uk", false)), b.K(b.Ns(2000, 7999)))
		}},
		{"bestellung_rueckruf", func(b *B) string {
			return f("Bestellnummer %s vom %s, Betrag %s — leider fehlt Artikel %s. Bitte rufen Sie mich unter %s zurück, gern nach %s Uhr. Kundennr. %s",
				b.K(b.D(4)+"-"+b.D(4)+"-"+b.D(2)), b.K(b.DateDE()), b.K(b.Amount()), b.K(b.Ns(100000, 999999)), b.P("phone", b.Phone("de", true)), b.K(b.Time()), b.K(b.D(8)))
		}},
		{"brazil_whatsapp", func(b *B) string {
			return f("Oi! Pedido %s, rastreio %s, entrega em %s (CEP %s). Me chama no zap %s. CPF %s, nota fiscal %s. CNPJ da loja %s.",
				b.K(b.Ns(100000, 999999)), b.K(b.Upper(2)+b.D(9)+"BR"), b.K(b.Pick("São Paulo", "Campinas", "Curitiba")), b.K(b.D(5)+"-"+b.D(3)), b.P("phone", b.Phone("br", false)), b.K(b.CPF()), b.K(b.D(6)), b.K(b.CNPJ()))
		}},
		{"india_kyc_chat", func(b *B) string {
			p := b.Person("in")
			return f("Hi, KYC pending for account %s. PAN %s, Aadhaar XXXX XXXX %s, IFSC %s. Call me on %s or mail %s. Ref %s, amount %s",
				b.K(b.D(12)), b.K(b.PAN()), b.D(4), b.K(b.Pick("HDFC", "ICIC", "SBIN", "UTIB")+"0"+b.D(6)), b.P("phone", b.Phone("in", true)), b.P("email", b.Email(p)), b.K(b.Upper(4)+b.D(8)), b.K(b.Amount()))
		}},
		{"uk_delivery_note", func(b *B) string {
			city, pc := b.CityZip("uk")
			return f("Royal Mail Tracked 24: %s\nDeliver to: Flat %d, %s, %s %s\nSafe place: porch. If no answer ring %s. NINO not required. Weight %s, postage %s.",
				b.K(b.RoyalMail()), b.N(1, 40), b.K(b.Street("uk")), city, b.K(pc), b.P("phone", b.Phone("uk", false)), b.K(b.Weight()), b.K(b.Price()))
		}},
		{"au_invoice_footer", func(b *B) string {
			p := b.Person("au")
			return f("Tax Invoice %s · ABN %s · BSB %s Acc %s · GST %s · due %s\nAccounts: %s · %s",
				b.K(b.InvoiceNo()), b.K(b.ABN()), b.K(b.D(3)+"-"+b.D(3)), b.K(b.D(8)), b.K(b.Amount()), b.K(b.DateDE()), b.P("email", b.Email(p)), b.P("phone", b.Phone("au", false)))
		}},
		{"korean_order", func(b *B) string {
			return f("주문번호 %s (%s), 운송장 번호 %s (CJ대한통운). 결제금액 %s원. 배송 문의: %s. 사업자등록번호 %s",
				b.K(b.Ns(2024, 2026)+b.D(10)), b.K(b.Date()), b.K(b.D(12)), b.K(thousands(b.N(5, 999)*100, ",")), b.P("phone", b.Phone("kr", false)), b.K(b.D(3)+"-"+b.D(2)+"-"+b.D(5)))
		}},
		{"russian_order", func(b *B) string {
			return f("Заказ № %s от %s, сумма %s ₽. Трек-номер %s. Курьер позвонит на %s. ИНН %s, КПП %s.",
				b.K(b.D(8)), b.K(b.DateDE()), b.K(thousands(b.N(1, 999), " ")+",00"), b.K(b.Upper(2)+b.D(9)+"RU"), b.P("phone", b.Phone("ru", false)), b.K(b.D(10)), b.K(b.D(9)))
		}},
		{"chinese_order", func(b *B) string {
			p := b.Person("cn")
			return f("订单号 %s，快递单号 %s，金额 ¥%s。收件人%s，手机 %s，邮箱 %s。邮编 %s",
				b.K(b.Ns(2024, 2026)+b.D(14)), b.K("SF"+b.D(13)), b.K(f("%d.%02d", b.N(10, 9999), b.N(0, 99))), p.Name(), b.P("phone", func() string {
					n := "1" + b.Pick("3", "5", "8", "7", "9") + b.D(9)
					return b.Pick("+86 "+n[:3]+" "+n[3:7]+" "+n[7:], n[:3]+" "+n[3:7]+" "+n[7:], n, "+86 "+n, n[:3]+"-"+n[3:7]+"-"+n[7:])
				}()), b.P("email", b.Local(p)+"@"+b.PickL(freeMail["cn"])), b.K(b.D(6)))
		}},
		{"travel_ssr_booking", func(b *B) string {
			p := b.Person(b.Pick("uk", "de", "us"))
			num := b.E164(p.Loc)[1:]
			return f("RP/%s/ %s\n1.%s/%s MR\n2 %s Y %s %s HK1 %s %s\nSSR CTCM %s HK1/%s\nSSR CTCE %s HK1/%s\nTK OK%s/%s  FA PAX %s",
				b.K(b.Upper(3)+b.D(5)+b.Upper(1)), b.K(b.PNR()), strings.ToUpper(ascii(p.Last)), strings.ToUpper(p.RF), b.K(b.Flight()), b.K(b.DateDE()[:5]), b.Pick("FRALHR", "LHRJFK", "MUCBCN"), b.K(b.Time()), b.K(b.Time()),
				b.Pick("LH", "BA"), b.P("phone", num), b.Pick("LH", "BA"), b.P("email", strings.ToUpper(strings.ReplaceAll(b.Email(p), "@", "//"))), b.K(b.Upper(5)), b.K(b.Noise(upperA, 3)), b.K(b.ETicket()))
		}},
		{"hotel_booking_card", func(b *B) string {
			p := b.AnyPerson()
			a, z := b.DateRange()
			return f("Booking %s — %s, room %s, %s → %s, rate %s/night. Guarantee: %s, exp %02d/%d. Guest email %s. Cancellation ref will be sent.",
				b.K(b.D(10)), p.Name(), b.K(b.Ns(101, 1899)), b.K(a), b.K(z), b.K(b.Amount()), b.P("credit_card", b.Card()), b.N(1, 12), b.N(26, 31), b.P("email", b.Email(p)))
		}},
		{"hr_onboarding_ssn", func(b *B) string {
			p := b.Person("us")
			return f("New hire: %s, start %s, badge %s, manager %s.\nSSN: %s\nDirect deposit: routing %s, acct %s\nI-9 doc: passport %s, exp %s",
				p.Name(), b.K(b.Date()), b.K(b.Ns(10000, 99999)), b.PickL(lastNames["us"]), b.P("ssn", b.SSNSep(b.Pick(" ", "", ".", "-"))), b.K(b.ABA()), b.K(b.AcctNo()), b.K(b.Upper(1)+b.D(8)), b.K(b.Date()))
		}},
		{"fraud_alert_chat", func(b *B) string {
			d := b.CardDigits(b.Pick("visa", "mc", "visa", "mc2", "disc"))
			return f("Bank (%s): We noticed a %s charge at %s on %s, auth %s. Reply YES if this was you.\nMe: NO. card %s is blocked now? Call me %s. Dispute ref %s",
				b.K(b.Time()), b.K(b.Amount()), b.Pick("AMZN Mktp", "UBER *TRIP", "STEAMGAMES"), b.K(b.DateUS()), b.K(b.Noise(upperA+digitA, 6)), b.P("credit_card", b.CardFmt(d)), b.P("phone", b.Phone("us", false)), b.K("D"+b.D(9)))
		}},
		{"api_key_yaml", func(b *B) string {
			return f("integrations:\n  openai:\n    api_key: %s\n    model: gpt-4o-mini\n    timeout: %s\n  sentry:\n    dsn: https://%s@o%s.ingest.sentry.io/%s\n  maps:\n    public_token: pk.%s\n  release: %s\n  build_sha: %s",
				b.P("bearer", b.OpenAIKey()), b.K(b.Duration()), b.K(b.Hex(32)), b.Ns(100000, 999999), b.Ns(1000000, 4999999), b.K(b.Noise(alnumA, 60)), b.K(b.Version()), b.K(b.SHA1()))
		}},
		{"shopify_admin_token", func(b *B) string {
			return f("SHOPIFY_STORE=%s.myshopify.com\nSHOPIFY_ADMIN_TOKEN=%s\nSHOPIFY_API_VERSION=%s\nLOCATION_ID=%s\nLAST_ORDER=#%s\nLAST_SYNC=%s\nWEBHOOK_HMAC_ALGO=sha256",
				b.PickL(coStems), b.P("bearer", b.ShopifyToken()), b.K("2024-07"), b.K(b.SafeD("6", 11)), b.K(b.Ns(1001, 99999)), b.K(b.ISOTime()))
		}},
		{"twilio_creds_curl", func(b *B) string {
			sid := b.TwilioSID()
			return f("# sent %s, batch %s\ncurl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  --data-urlencode \"To=%s\" \\\n  --data-urlencode \"Body=Order %s shipped, track %s\" \\\n  -u %s:%s",
				b.K(b.LogTime()), b.K(b.UUID()), b.K(sid), b.P("phone", b.Phone("us", false)), b.K(b.OrderNo()), b.K(b.UPS()), sid, b.P("bearer", b.TwilioToken()))
		}},
		{"slack_bot_token_log", func(b *B) string {
			return f("%s ERROR slack_sdk.errors.SlackApiError: invalid_auth (token=%s, team=%s, channel=%s, ts=%s.%s)",
				b.K(b.LogTime()), b.P("bearer", b.SlackToken()), b.K("T"+b.Noise(upperA+digitA, 10)), b.K("C"+b.Noise(upperA+digitA, 10)), b.K(b.UnixS()), b.D(6))
		}},
		{"trunk8_ru_signature", func(b *B) string {
			p := b.Person("ru")
			return f("С уважением,\n%s\nменеджер по логистике, склад №%s\nтел. %s\nмоб. %s\nИНН %s · ОГРН %s · р/с %s · БИК %s",
				p.Name(), b.K(b.Ns(1, 40)), b.P("phone", b.Phone("ru", false)), b.P("phone", b.Phone("ru", false)), b.K(b.D(10)), b.K(b.D(13)), b.K("40702810"+b.D(12)), b.K("04"+b.D(7)))
		}},
		{"turkish_cep", func(b *B) string {
			return f("Sipariş no: %s, kargo takip %s. Cep: %s, tutar %s TL, fatura %s. Vergi No %s.",
				b.K(b.D(9)), b.K(b.D(12)), b.P("phone", b.Phone("tr", true)), b.K(f("%s,%02d", thousands(b.N(10, 9999), "."), b.N(0, 99))), b.K(b.InvoiceNo()), b.K(b.D(10)))
		}},
		{"ssn_glued_label", func(b *B) string {
			return f("%s import row %d: emp=%s dept=%s SSN-%s hired=%s pay_grade=G%d badge=%s cost_center=CC%s",
				b.K(b.LogTime()), b.N(2, 900), b.K(b.Ns(100000, 999999)), b.Pick("WH", "OPS", "DRV"), b.P("ssn", b.SSN()), b.K(b.Date()), b.N(1, 12), b.K(b.D(6)), b.K(b.D(4)))
		}},
		{"visa13_legacy", func(b *B) string {
			d := b.CardDigits("visa13")
			return f("legacy POS export %s: txn %s pan=%s exp=%s auth=%s amt=%s term=%s mcc=%s",
				b.K(b.Date()), b.K(b.D(12)), b.P("credit_card", d), b.K(f("%02d%d", b.N(26, 30), b.N(10, 12))), b.K(b.Noise(upperA+digitA, 6)), b.K(b.Amount()), b.K("T"+b.D(7)), b.K(b.Pick("5411", "5812", "4121", "5999")))
		}},
		{"generic_bearer_env", func(b *B) string {
			return f("# carrier API (sandbox ends %s, contract %s)\nCARRIER_BASE_URL=https://api.%s.com/v3\nCARRIER_ACCESS_TOKEN=%s\nCARRIER_ACCOUNT=%s\nCARRIER_TIMEOUT=%s\nCARRIER_WEBHOOK_ID=%s",
				b.K(b.Date()), b.K("C-"+b.D(6)), b.PickL(coStems), b.P("bearer", b.Mixed(b.N(32, 48))), b.K(b.D(9)), b.K(b.Duration()), b.K(b.UUID()))
		}},
	}
}

// hl7 builds the PID segment body (kept separate so the labels come in order).
func (b *B) hl7(p Person, a, e, l string) string {
	city, zip := b.CityZip("us")
	return f("MSH|^~\\&|EPIC|%s|LAB|HOSP|%s||ADT^A04|%s|P|2.5.1\rPID|1||%s^^^HOSP^MR||%s^%s||%s|%s|||%s^^%s^%s||%s|||S||%s|%s",
		b.Pick("MGH", "UCSF", "OHSU"), b.K(b.Ns(2024, 2026)+b.D(10)), b.K("MSG"+b.D(8)), b.K(b.D(8)), strings.ToUpper(p.Last), strings.ToUpper(p.First),
		b.K(b.Ns(1940, 2005)+f("%02d%02d", b.N(1, 12), b.N(1, 28))), b.Pick("F", "M"),
		b.Street("us"), strings.Split(city, ",")[0], b.K(zip), b.P("phone", "("+a+")"+e+"-"+l), b.K("ACCT"+b.D(7)), b.P("ssn", b.SSN()))
}
