package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func extraPII() []tmpl {
	return []tmpl{
		{"marketplace_obfuscated_email", func(loc string, b *B) {
			p := newPerson(loc)
			dom := pickS(freeMail[loc])
			parts := strings.SplitN(dom, ".", 2)
			local := p.AF + pick(".", "_", "") + p.AL
			ob := pick(local+" at "+parts[0]+" dot "+parts[1], local+"(at)"+dom, local+" [at] "+parts[0]+" [dot] "+parts[1], local+"[@]"+dom, local+" @ "+dom)
			b.T(pick("No calls, time wasters. Email only: ", "Seller contact (no spam bots pls): ", "Write me -> ")).Em(ob).T(". ").K(odo(loc)).T(", ").K(money(loc)).T(pick(" firm", " ono", ""))
		}, nil},
		{"html_email_signature", func(loc string, b *B) {
			p := newPerson(loc)
			bare := phoneIntl(loc)
			e := email(loc, p)
			b.T("<p>", nm(loc, p), "<br>", pick("Service Advisor", "Schadenregulierer", "Conseiller", "Asesor"), " · ", insurer(loc), "<br>\n<a href=\"tel:").P("phone", bare).T("\">").Ph(loc).T("</a> | <a href=\"mailto:").Em(e).T("\">").T(e).T("</a><br>\nRO ").K(roNo()).T("</p>")
		}, nil},
		{"whatsapp_link", func(loc string, b *B) {
			n := strings.TrimPrefix(phoneIntl(loc), "+")
			b.T(pick("Vendo ", "Selling ", "Verkaufe ", "Satılık "), vehicle(), ", ").K(odo(loc)).T(". ", pick("Chama no WhatsApp: ", "WhatsApp: ", "DM or ")).T("https://wa.me/").P("phone", n).T(pick("?text=Oi", "", "?text=Hi%20is%20it%20available")).T(" — VIN ").K(vin())
		}, nil},
		{"payment_webhook_json", func(loc string, b *B) {
			c := newCard(pick("", "Visa", "Mastercard"))
			p := newPerson(loc)
			b.T(`{"event":"payment.captured","id":"evt_`, from(AN, 14), `","data":{"amount":`, fmt.Sprint(rn(5000, 150000)), `,"currency":"`, pick("usd", "eur", "gbp", "brl"), `","purpose":"deductible","claim":"`).K(claimNo()).T(`","card":{"number":"`).P("credit_card", strings.ReplaceAll(c.Num, " ", "")).T(`","exp":"`, fmt.Sprintf("%02d/%d", rn(1, 12), rn(26, 31)), `"},"billing_email":"`).Em(email(loc, p)).T(`"}}`+"\n", pick("why is the raw PAN in our webhook log??", "how do we stop logging this", ""))
		}, nil},
		{"dms_fixed_width_export", func(loc string, b *B) {
			b.T("DEAL#   BUYER                 SSN        HOME PHONE   VIN               AMT FIN\n")
			for i := 0; i < rn(1, 3); i++ {
				p := newPerson("en-US")
				a, g, s := ssnParts()
				b.K(nz(6)).T("  ", fmt.Sprintf("%-20s", strings.ToUpper(p.Last+", "+p.First)), "  ").P("ssn", a+g+s).T("  ").P("phone", fmt.Sprint(rn(2, 9))+digits(2)+fmt.Sprint(rn(2, 9))+digits(6)).T("   ").K(vin()).T(" ", fmt.Sprint(rn(8000, 60000)), ".00\n")
			}
			b.T(pick("convert this to CSV", "which deals are missing stips?"))
		}, US},
		{"mqtt_basic_auth", func(loc string, b *B) {
			user := pick("fleet01", "tcu_bridge", "dispatch")
			pw := password()
			b64 := base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
			if chance(0.5) {
				b.T("mosquitto_sub -h mqtt.", pick("fleetpro.us", "telematix.eu"), " -p 8883 -u ", user, " -P '").P("bearer", pw).T("' -t 'vehicles/").K(vin()).T("/gps' -v\n", pick("connection refused (5)", "works locally not in k8s"))
			} else {
				b.T("GET /api/v1/units/").K(fmt.Sprintf("U%03d", rn(1, 400))).T("/odometer HTTP/1.1\nHost: fleet.", pick("fleetpro.us", "telematix.eu"), "\nAuthorization: Basic ").P("bearer", b64).T("\nAccept: application/json\n\n", pick("401 every time", "is basic auth still supported?"))
			}
		}, nil},
		{"cookie_jwt", func(loc string, b *B) {
			b.T("Cookie: _ga=GA1.2.", nz(9), ".", fmt.Sprint(1700000000+R.Intn(30000000)), "; dealer_session=").P("jwt", jwt()).T("; locale=", loc, "\n", pick("Portal shows VIN ", "Dealer portal 500 for VIN ")).K(vin()).T(pick(" after login", " since the upgrade"))
		}, nil},
		{"quoted_reply_email", func(loc string, b *B) {
			p := newPerson(loc)
			b.T(pick("Thanks, booked for ", "Danke, Termin am ", "Merci, rendez-vous le ", "Gracias, cita el ")).K(date(loc)).T(".\n\nOn ", date(loc), " ", fmt.Sprintf("%02d:%02d", rn(7, 20), rn(0, 59)), ", ", nm(loc, p), " <").Em(email(loc, p)).T("> wrote:\n> my car ").K(plate(loc)).T(" needs the recall ").K(fmt.Sprintf("%02dV-%03d", rn(20, 25), rn(1, 899))).T(" done\n> ", lb("phone", loc), " ").Ph(loc).T("\n> ", nm(loc, p))
		}, nil},
		{"api_key_query_string", func(loc string, b *B) {
			b.T(pick("GET ", "fetch(\"", "requests.get(\""), "https://api.", pick("vindecoder.example", "recalls.example.org", "carfax-like.example"), "/v1/", pick("decode", "recalls", "history"), "?vin=").K(vin()).T("&api_key=").P("bearer", rtok(32)).T(pick("", "\")", "\")"), "\n", pick("returns quota exceeded", "is this key leaked?", "rate limit is 100/day?"))
		}, nil},
		{"phone_with_extension", func(loc string, b *B) {
			ph := phone(pick("en-US", "en-GB", "en-AU"))
			b.T(pick("Body shop manager direct line ", "Please call our subro unit on ", "Adjuster desk: ")).P("phone", ph).T(fmt.Sprintf(pick(" ext. %s", " x%s", " ext %s", " (ext. %s)"), nz(3))).T(" ref ").K(claimNo()).T(pick(", fax to same number", "", " Mon–Fri 8–5"))
		}, nil},
		{"us_cell_spaced_lead_note", func(loc string, b *B) {
			p := newPerson("en-US")
			ph := fmt.Sprint(rn(2, 9)) + digits(2) + " " + fmt.Sprint(rn(2, 9)) + digits(2) + " " + digits(4)
			b.T(pick("Lead note: ", "BDC: ", "Walk-in: "), p.First, " ", p.Last, pick(" cell ", ", mobile: ", " - ph ", " call back ")).P("phone", ph).T(pick(", wants ", " interested in ", " trade-in "), vehicle(), ", trade ").K(vin()).T(" at ").K(odo("en-US")).T(pick(", budget ", ", payment target ")).K(money("en-US")).T("/mo")
		}, US},
	}
}

func extraClean() []tmpl {
	return []tmpl{
		{"shop_hours_clean", func(loc string, b *B) {
			b.T(pick("Opening hours: ", "Öffnungszeiten: ", "Horaires : ", "Horario: "), "Mo–Fr ").K(fmt.Sprintf("%02d:%02d–%02d:%02d", rn(6, 8), pick(0, 30), rn(17, 19), pick(0, 30))).T(", Sa ").K(fmt.Sprintf("%02d:00–%02d:00", rn(8, 9), rn(12, 14))).T(". Bays 1–", fmt.Sprint(rn(4, 12)), ", lift capacity ").K(fmt.Sprint(rn(25, 50)*100) + " kg").T(". Courtesy cars ").K(plate(loc)).T(", ").K(plate(loc)).T(" available from ").K(date(loc)).T(".")
		}, nil},
		{"device_inventory_clean", func(loc string, b *B) {
			b.T("unit,vin,imei,iccid,installed,fw\n")
			for i := 0; i < rn(2, 4); i++ {
				b.T(fmt.Sprintf("U%03d", rn(1, 400)), ",").K(vin()).T(",").K(imei()).T(",").K(iccid()).T(",", date("en-US"), ",", fmt.Sprintf("%d.%d.%d", rn(1, 5), rn(0, 20), rn(0, 99)), "\n")
			}
			b.T(pick("which units need the fw update?", "find duplicates"))
		}, nil},
		{"claim_numbers_list_clean", func(loc string, b *B) {
			b.T(pick("Please merge these duplicate claims: ", "Close as duplicates: ", "Reopen: "))
			for i := 0; i < rn(3, 5); i++ {
				if i > 0 {
					b.T(pick(", ", "; ", " / "))
				}
				b.K(pick(nz(10), "0"+nz(9), nz(3)+"-"+nz(3)+"-"+nz(4)[:3], claimNo()))
			}
			b.T(pick(". All same DOL ", " — DOL ")).K(date(loc)).T(", insured vehicle ").K(vin()).T(".")
		}, nil},
	}
}
