package main

import (
	"fmt"
	"strings"
)

var EN = []string{"en-US", "en-GB", "en-AU"}
var US = []string{"en-US"}

func insurer(loc string) string {
	m := map[string][]string{"en-US": {"Midwest Mutual", "Lakeshore Casualty", "Pinnacle Auto Ins."}, "en-GB": {"Northstar Insurance", "Albion Motor"}, "en-AU": {"Southern Cross Insure"},
		"de": {"Hanse Versicherung AG", "NordKasko"}, "fr": {"AssurAuto Conseil", "Mutuelle du Centre"}, "es": {"MutuaMotor"}, "es-MX": {"Seguros Centro"}, "it": {"Assicura Auto S.p.A."},
		"pt-BR": {"Seguradora Viva"}, "nl": {"Verzekeraar Noord"}, "pl": {"Ubezpieczenia Auto S.A."}, "tr": {"Kasko Sigorta A.Ş."}, "ja": {"東京損保"}, "zh": {"华泰财险"}, "ar": {"الخليج للتأمين"}}
	return pickS(m[loc])
}

func nm(loc string, p person) string {
	if loc == "ja" || loc == "zh" || loc == "ar" {
		return p.Native
	}
	return p.First + " " + p.Last
}

func piiTemplates() []tmpl {
	return []tmpl{
		{"fnol_call_transcript", func(loc string, b *B) {
			p := newPerson(loc)
			b.T("[", fmt.Sprintf("%02d:%02d:%02d", rn(0, 0), rn(0, 14), rn(0, 59)), "] AGENT: Thanks for calling ", insurer(loc), " claims, can I get your policy number?\n")
			b.T("[00:", fmt.Sprint(rn(15, 59)), "] CALLER: yeah it's ").K(policyNo()).T(pick("", " uh", " I think")).T("\n")
			b.T("AGENT: And the best number to reach you?\nCALLER: ").Ph(loc).T(pick("", ", that's my cell", " - the mobile", "... or the house phone is ")).T("\n")
			if strings.HasSuffix(b.sb.String(), "is \n") {
				s := b.sb.String()
				b.sb.Reset()
				b.sb.WriteString(s[:len(s)-1])
				b.Ph(loc).T("\n")
			}
			if chance(0.6) {
				b.T("AGENT: email on file?\nCALLER: ").Em(email(loc, p)).T("\n")
			}
			b.T("AGENT: vehicle?\nCALLER: ").T(vehicle()).T(", VIN ends ... actually full VIN is ").K(vin()).T(", about ").K(odo(loc)).T(" on it.\n")
			b.T("AGENT: OK I've opened claim ").K(claimNo()).T(".")
		}, EN},
		{"fnol_webform", func(loc string, b *B) {
			p := newPerson(loc)
			b.T("--- FNOL web form submission ---\n")
			b.T(lb("name", loc), ": ", nm(loc, p), "\n")
			b.T(lb("policy", loc), ": ").K(policyNo()).T("\n")
			b.T(lb("date", loc), ": ").K(date(loc)).T(" ", fmt.Sprintf("%02d:%02d", rn(0, 23), rn(0, 59)), "\n")
			b.T(lb("plate", loc), ": ").K(plate(loc)).T("\n")
			b.T(lb("phone", loc), ": ").Ph(loc).T("\n")
			b.T(lb("email", loc), ": ").Em(email(loc, p)).T("\n")
			b.T(lb("mileage", loc), ": ").K(odo(loc)).T("\n")
			b.T("GPS: ").K(coords())
		}, nil},
		{"adjuster_note", func(loc string, b *B) {
			p := newPerson(loc)
			b.T(pick("ADJ NOTE ", "Adjuster note — ", "NOTE: "), date("en-US"), " ", pick("jmk", "RT", "adj.lopez", "SW"), ": ")
			b.T(pick("Spoke w/ clmt", "LM for insd", "Called claimant", "Recvd call from insd"), " ", p.First, " ", p.Last, " @ ").Ph(loc).T(". ")
			b.T(pick("Confirmed ", "Per insd, ")).T("DOL ").K(date("en-US")).T(", veh ").K(vin()).T(" drivable. ")
			b.T("Est from shop ").K(money(loc)).T(" under ").K(claimNo()).T(". ")
			if chance(0.5) {
				b.T(pick("Sent rental auth + photos link to ", "Emailed FNOL ack to ", "Docs to ")).Em(email(loc, p)).T(".")
			}
			b.T(pick(" Diary 5d.", " F/U 48h.", "", " Coverage conf."))
		}, nil},
		{"accident_report_parties", func(loc string, b *B) {
			a, c := newPerson(loc), newPerson(loc)
			b.T(pick("ACCIDENT REPORT / ", "Unfallbericht / ", "Constat amiable / ", "Parte amistoso / ", "Report "), "Ref ").K(claimNo()).T("\n\n")
			b.T("| | Party A | Party B |\n|---|---|---|\n")
			b.T("| ", lb("name", loc), " | ", nm(loc, a), " | ", nm(loc, c), " |\n")
			b.T("| ", lb("plate", loc), " | ").K(plate(loc)).T(" | ").K(plate(loc)).T(" |\n")
			b.T("| ", lb("phone", loc), " | ").Ph(loc).T(" | ").Ph(loc).T(" |\n")
			b.T("| Insurer | ", insurer(loc), " | ", insurer(loc), " |\n")
			b.T("| ", lb("policy", loc), " | ").K(policyNo()).T(" | ").K(policyNo()).T(" |\n")
			if chance(0.5) {
				b.T("| ", lb("email", loc), " | ").Em(email(loc, a)).T(" | ").Em(email(loc, c)).T(" |\n")
			}
		}, nil},
		{"repair_estimate", func(loc string, b *B) {
			b.T(strings.ToUpper(pick("Lakeshore Auto Body", "Karosserie Weber GmbH", "Carrosserie Dubois", "Bayside Smash Repairs", "Carrozzeria Rossi", "Oficina Santos")), "\n")
			b.T(pick("Tel ", "Ph: ", "Tel.: ", "T: ")).Ph(loc).T(pick(" | ", "  ·  ", "\n"))
			if chance(0.6) {
				b.Em(bizEmail(loc)).T("\n")
			} else {
				b.T("\n")
			}
			b.T("ESTIMATE ").K(roNo()).T("   VIN ").K(vin()).T("\n")
			b.T("Line  Part#              Description            Qty   Price\n")
			for i := 1; i <= rn(2, 4); i++ {
				b.T(fmt.Sprintf("%-5d ", i)).K(partNo()).T("   ", pick("Bumper cover, front", "Headlamp assy LH", "Fender RH", "Radiator support", "Windshield", "Door shell rear L"), "   1   ").K(money(loc)).T("\n")
			}
			b.T("Labour ", fmt.Sprint(rn(2, 18)), ".", fmt.Sprint(rn(0, 9)), " h   Paint mat. ").K(money(loc))
		}, nil},
		{"repair_invoice_card_paid", func(loc string, b *B) {
			c := newCard("")
			b.T("INVOICE ", pick("INV-", "RE-", "FAC-"), nz(6), "  ", date(loc), "\n")
			b.T(roNo(), " / ", lb("plate", loc), " ").K(plate(loc)).T("\n")
			b.T("Deductible collected: ").K(money(loc)).T("\n")
			b.T(pick("Paid by ", "Payment: ", "Card used: "), c.Brand, " ").P("credit_card", c.Num).T(pick("", " exp "+fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 30)), " (keyed)", " — approved "+strings.ToUpper(from(AN, 6))))
			b.T("\nBalance due from insurer ").K(claimNo()).T(": ").K(money(loc))
		}, nil},
		{"deductible_phone_payment", func(loc string, b *B) {
			c := newCard("")
			b.T(pick("Customer wants to pay the ", "Insd paying "), pick("deductible", "excess", "rental deposit"), " of ").K(money(loc)).T(" by phone. ")
			b.T(pick("Card: ", "card number ", "CC# ", "Number read out: ")).P("credit_card", c.Num).T(pick(", exp ", " exp. ", " / "), fmt.Sprintf("%02d/%d", rn(1, 12), rn(2026, 2030)), pick(", CVV given", "", ", zip ok")).T(". ")
			b.T("Claim ").K(claimNo()).T(pick(". Can I store it in the notes?", ". Is that allowed under PCI?", ""))
		}, nil},
		{"tow_dispatch", func(loc string, b *B) {
			b.T(pick("DISPATCH ", "TOW JOB ", "RSA ", "Abschleppauftrag "), "#", nz(7), " | ", tstamp(), "\n")
			b.T("loc: ").K(coords()).T(pick(" (I-94 EB mm 212)", " (A1 Ri. Bremen km 143)", " (M25 J10 clockwise)", " (Hume Hwy nr Goulburn)", "")).T("\n")
			b.T(pick("caller cb: ", "cb# ", "contact: ", "driver ph: ")).Ph(loc).T("\n")
			b.T("veh: ", vehicle(), " / ").K(plate(loc)).T(" / ").K(odo(loc)).T("\n")
			b.T("svc: ", pick("flatbed", "winch-out", "jump start", "lockout", "tire change"), "  ETA ", fmt.Sprint(rn(15, 90)), " min  PO ").K("PO-" + nz(7))
		}, nil},
		{"roadside_sms", func(loc string, b *B) {
			m := map[string]string{"en-US": "Your tow truck is on the way. Driver Mike, ", "en-GB": "Your recovery vehicle is en route. Patrol contact ", "en-AU": "Roadside assist on the way, driver ", "de": "Ihr Pannenhelfer ist unterwegs. Fahrer erreichbar unter ", "fr": "Votre dépanneur est en route. Contact chauffeur : ", "es": "Su grúa está en camino. Conductor: ", "es-MX": "Su grúa va en camino, operador: ", "it": "Il carro attrezzi è in arrivo. Autista: ", "pt-BR": "Seu guincho está a caminho. Motorista: ", "nl": "De pechhulp is onderweg. Chauffeur: ", "pl": "Laweta w drodze. Kierowca: ", "tr": "Çekici yolda. Sürücü: ", "ja": "レッカー車が向かっています。ドライバー連絡先：", "zh": "拖车已出发，司机电话：", "ar": "الونش في الطريق، السائق: "}
			b.T(m[loc]).Ph(loc).T(pick(". ETA ", " — ETA ", ". ")).T(fmt.Sprint(rn(10, 60)), " min. Job ").K(nz(8)).T(". ").T(pick("Reply STOP to opt out", "Track: https://rsa.example.com/t/"+from(AN, 8), ""))
		}, nil},
		{"rental_agreement", func(loc string, b *B) {
			p := newPerson(loc)
			c := newCard("")
			b.T("RENTAL AGREEMENT ", pick("RA", "RES"), nz(9), "\nRenter: ", nm(loc, p), "  ").Em(email(loc, p)).T("\n")
			b.T(lb("phone", loc), ": ").Ph(loc).T("\n")
			b.T("Replacement for claim ").K(claimNo()).T(" (", pick("Class C", "Group B", "ICAR", "CDMR"), ")\n")
			b.T("Unit ").K(plate(loc)).T(" out ").K(odo(loc)).T("\n")
			b.T("Deposit hold ").K(money(loc)).T(" on ").P("credit_card", c.Num)
		}, nil},
		{"crm_csv_export", func(loc string, b *B) {
			b.T(pick("lead_id,created,first_name,last_name,email,phone,vehicle_interest,stock_no,source\n", "lead_id,created,first_name,last_name,email,mobile,vehicle_interest,stock_no,source\n"))
			for i := 0; i < rn(2, 4); i++ {
				p := newPerson(loc)
				b.K("L-"+nz(6)).T(",", date("en-US"), ",", p.First, ",", p.Last, ",").Em(email(loc, p)).T(",")
				if chance(0.5) {
					b.P("phone", phoneBare(loc))
				} else {
					b.Ph(loc)
				}
				b.T(",", strings.ReplaceAll(vehicle(), ",", ""), ",").K("STK"+nz(5)).T(",", pick("autotrader", "website", "walk-in", "facebook"), "\n")
			}
			b.T(pick("why do some phones not import?", "dedupe these leads", "which of these are hot?"))
		}, nil},
		{"crm_json_export", func(loc string, b *B) {
			p := newPerson(loc)
			b.T(`{"lead":{"id":"`).K(from(HEX, 24)).T(`","customer":{"name":"`, nm(loc, p), `","email":"`).Em(email(loc, p)).T(`","phone":"`)
			if chance(0.5) {
				b.P("phone", phoneBare(loc))
			} else {
				b.Ph(loc)
			}
			b.T(`"},"tradeIn":{"vin":"`).K(vin()).T(`","mileage":`, fmt.Sprint(rn(5000, 190000)), `},"budget":"`).K(money(loc)).T(`","dealerCode":"`).K("D" + nz(5)).T(`"}}`)
		}, nil},
		{"finance_application_ssn", func(loc string, b *B) {
			p := newPerson("en-US")
			b.T("CREDIT APPLICATION — ", pick("Retail Installment", "Lease"), "\nApplicant: ", p.First, " ", p.Last, "\n")
			b.T(pick("SSN: ", "Social Security #: ", "SSN#", "Soc Sec No. ", "social: ")).P("ssn", ssn()).T("\n")
			b.T("DOB: ", fmt.Sprintf("%02d/%02d/%d", rn(1, 12), rn(1, 28), rn(1955, 2003)), "\n")
			b.T("Home ph: ").Ph("en-US").T("   Email: ").Em(email("en-US", p)).T("\n")
			b.T("Employer: ", pick("Acme Logistics", "St. Mary's Hospital", "Walmart #", "self-employed"), "  Gross monthly ").K(money("en-US")).T("\n")
			b.T("Vehicle: ").K(vin()).T("  Amount financed ").K(money("en-US")).T("  Term ").K(fmt.Sprint(pick(48, 60, 72, 84)) + " mo")
		}, US},
		{"finance_cosigner_itin", func(loc string, b *B) {
			p := newPerson(pick("es-MX", "en-US"))
			b.T(pick("Co-buyer has no SSN, only an ITIN: ", "cosigner ITIN ", "Co-applicant tax ID (ITIN) ")).P("ssn", itin()).T(". ")
			b.T(pick("Primary SSN ", "Buyer's social is ")).P("ssn", ssn()).T(". ")
			b.T(pick("Can RouteOne take an ITIN for the co-buyer on deal ", "Will the lender accept this for deal # ")).K("DL"+nz(6)).T("? ", p.First, " ", p.Last, ", cel ").Ph(pick("en-US", "es-MX"))
		}, US},
		{"finance_ssn_verbal", func(loc string, b *B) {
			b.T(pick("customer read his social over the phone as ", "she said ssn is ", "SSN on the app was typed as ", "Ssn:")).P("ssn", ssn())
			b.T(pick(" but credit pull failed", " - bureau says no hit", " and DOB 04/1988, is that a mismatch?", ". Stip: POI + POR")).T(" (app ").K("APP-" + nz(8)).T(", ").K(vehicle()).T(")")
		}, US},
		{"finance_sql_insert", func(loc string, b *B) {
			p := newPerson("en-US")
			b.T("INSERT INTO credit_apps (app_id, first_name, last_name, ssn, phone, email, vin, amount) VALUES\n  (")
			b.K(nz(7)).T(", '", p.First, "', '", strings.ReplaceAll(p.Last, "'", "''"), "', '").P("ssn", ssn()).T("', '").P("phone", phoneBare("en-US")).T("', '").Em(email("en-US", p)).T("', '").K(vin()).T("', ", fmt.Sprint(rn(8000, 65000)), ".00);\n-- ", pick("why does this fail the check constraint?", "migrating from old DMS"))
		}, US},
		{"telematics_log_bearer", func(loc string, b *B) {
			b.T(tstamp(), " INFO  http.client POST https://api.", pick("telematix.eu", "connectedcar.io", "fleetpro.us"), "/v2/vehicles/").K(vin()).T("/location\n")
			b.T(tstamp(), " DEBUG headers={'Authorization': 'Bearer ").P("bearer", token()).T("', 'Content-Type': 'application/json'}\n")
			b.T(tstamp(), " WARN  lat/lon=").K(coords()).T(" odo=").K(fmt.Sprint(rn(1000, 250000))).T(" ign=ON dtc=").K(pick("P0301", "P0420", "U0100", "C1234")).T(" status=429")
		}, nil},
		{"telematics_config_secrets", func(loc string, b *B) {
			b.T("# ", pick("fleet-sync", "tcu-bridge", "dealer-feed"), " config\n")
			b.T("telematics:\n  base_url: https://api.", pick("telematix.eu", "connectedcar.io"), "/v3\n")
			b.T("  client_id: ").K(pick("fleet-", "tcu-")+from(HEX, 12)).T("\n  client_secret: ").P("bearer", rtok(rn(32, 44))).T("\n")
			b.T("  vehicle_groups: [").K("FLT-" + nz(4)).T(", ").K("FLT-" + nz(4)).T("]\n")
			b.T("db:\n  host: 10.", fmt.Sprint(rn(0, 255)), ".", fmt.Sprint(rn(0, 255)), ".", fmt.Sprint(rn(1, 254)), "\n  user: ", pick("fleet_rw", "svc_claims"), "\n  password: ").P("bearer", password()).T("\n")
			b.T(pick("why does the OAuth call return 401?", "is this yaml valid?", ""))
		}, nil},
		{"telematics_curl", func(loc string, b *B) {
			b.T(pick("curl -s -X GET ", "curl -v ", "curl "), "'https://api.", pick("telematix.eu", "connectedcar.io", "smartcar.example.com"), "/v2.0/vehicles/").K(from(HEX, 8) + "-" + from(HEX, 4) + "-" + from(HEX, 4)).T("/odometer' \\\n  -H ")
			tk := pick(token(), jwt())
			if strings.HasPrefix(tk, "eyJ") {
				b.T("'Authorization: Bearer ").P("jwt", tk).T("'")
			} else {
				b.T(pick("'Authorization: Bearer ", "\"Authorization: Bearer ", "'X-Api-Key: ", "'x-api-key: ")).P("bearer", tk).T(pick("'", "\""))
			}
			b.T("\n# returns {\"distance\": ").K(fmt.Sprint(rn(1000, 250000))+"."+digits(1)).T(", \"unit\": \"km\"} — ", pick("is that miles or km?", "why 403 for VIN "+vin()+"?", "ok"))
		}, nil},
		{"jwt_debug", func(loc string, b *B) {
			b.T(pick("The connected-car app keeps logging me out. Token from the request: ", "Why does the claims portal reject this id token?\n", "decode this for me pls: ", "access_token=")).P("jwt", jwt())
			switch R.Intn(3) {
			case 0:
				b.T("\nexp looks fine. VIN ").K(vin())
			case 1:
				b.T("\n(vehicle ").K(vin()).T(")")
			default:
				b.T(" VIN: ").K(vin()).T(" — thanks")
			}
		}, nil},
		{"recall_notice_owner", func(loc string, b *B) {
			p := newPerson(loc)
			b.T(pick("IMPORTANT SAFETY RECALL", "RÜCKRUFAKTION", "RAPPEL DE SÉCURITÉ", "CAMPAÑA DE SEGURIDAD", "RICHIAMO DI SICUREZZA", "リコールのお知らせ", "召回通知"), "\n")
			b.T("NHTSA ").K(fmt.Sprintf("%02dV-%03d", rn(20, 25), rn(1, 899))).T(" / Campaign ").K(from(UP, 2) + digits(2)).T("\n")
			b.T(nm(loc, p), "\nVIN: ").K(vin()).T("\n")
			b.T(pick("Our records show your contact as ", "Contact: ", "We'll reach you at ")).Em(email(loc, p)).T(pick(" / ", ", ", " and ")).Ph(loc).T("\n")
			b.T(pick("Remedy: replace part ", "Ersatzteil ", "Pièce ")).K(partNo()).T(", approx. ", fmt.Sprint(rn(1, 3)), " h.")
		}, nil},
		{"fleet_roster_md", func(loc string, b *B) {
			b.T("| Unit | VIN | Plate | Driver | Mobile | Odo |\n|---|---|---|---|---|---|\n")
			for i := 0; i < rn(2, 4); i++ {
				p := newPerson(loc)
				b.T("| ").K(fmt.Sprintf("U%03d", rn(1, 400))).T(" | ").K(vin()).T(" | ").K(plate(loc)).T(" | ", nm(loc, p), " | ").Ph(loc).T(" | ").K(odo(loc)).T(" |\n")
			}
			b.T(pick("Who is over 10k since last service?", "sort by odo", "flag units due for inspection"))
		}, nil},
		{"marketplace_buyer_seller", func(loc string, b *B) {
			m := map[string][]string{
				"en-US": {"Hi is the %s still available? I can do cash. text me ", "Still for sale? Can I see it Sat? My number "},
				"en-GB": {"Hiya, is the %s still about? ring me on ", "Is it still available mate? my mob is "},
				"en-AU": {"G'day, still got the %s? call me on ", "Is it still for sale? me mobile's "},
				"de":    {"Hallo, ist der %s noch zu haben? Festpreis? Erreichbar unter ", "Noch da? Bitte melden unter "},
				"fr":    {"Bonjour, la %s est toujours dispo ? Mon numéro : ", "Toujours à vendre ? Appelez-moi au "},
				"es":    {"Hola, ¿sigue disponible el %s? Mi móvil ", "¿Sigue a la venta? llámame al "},
				"es-MX": {"Buenas, ¿todavía tiene el %s? mi cel ", "¿Sigue disponible? Mándeme WhatsApp al "},
				"it":    {"Ciao, la %s è ancora disponibile? Il mio numero è ", "Ancora in vendita? chiamami al "},
				"pt-BR": {"Oi, o %s ainda tá disponível? Me chama no zap ", "Ainda vende? Meu cel "},
				"nl":    {"Hoi, is de %s nog beschikbaar? Bel me op ", "Nog te koop? Mijn nummer "},
				"pl":    {"Dzień dobry, czy %s jest jeszcze aktualny? Mój numer ", "Aktualne? Proszę dzwonić "},
				"tr":    {"Merhaba, %s hâlâ satılık mı? Numaram ", "Araç duruyor mu? beni arayın "},
				"ja":    {"%sはまだ購入可能ですか？連絡先は", "まだ売ってますか？携帯番号は"},
				"zh":    {"你好，%s还在卖吗？我的电话", "还在吗？加我微信或打电话"},
				"ar":    {"مرحبا، هل %s لا تزال متاحة؟ رقمي ", "هل السيارة متاحة؟ اتصل على "},
			}
			f := pickS(m[loc])
			if strings.Contains(f, "%s") {
				f = fmt.Sprintf(f, vehicle())
			}
			b.T(f).Ph(loc)
			b.T(pick(" — is the mileage ", ". km: ", " (odo ", "\n走行 ")).K(odo(loc)).T(pick(" real?", ")", "", "?"))
			if chance(0.4) {
				b.T(pick(" or email ", " / ", " mail: ")).Em(email(loc, newPerson(loc)))
			}
		}, nil},
		{"whatsapp_export_marketplace", func(loc string, b *B) {
			num := "+" + strings.TrimPrefix(phoneIntl(loc), "+")
			b.T("[", fmt.Sprintf("%02d/%02d/%d, %02d:%02d:%02d", rn(1, 28), rn(1, 12), rn(2024, 2025), rn(8, 22), rn(0, 59), rn(0, 59)), "] ").P("phone", num).T(": ", pick("Is the car still available?", "Can you send the VIN?", "Ainda disponível?", "¿Me pasas el VIN?", "Noch verfügbar?"), "\n")
			b.T("[", fmt.Sprintf("%02d/%02d/%d, %02d:%02d:%02d", rn(1, 28), rn(1, 12), rn(2024, 2025), rn(8, 22), rn(0, 59), rn(0, 59)), "] Seller: VIN ").K(vin()).T(", plate ").K(plate(loc)).T(", ").K(odo(loc)).T("\n")
			b.T(pick("Is this buyer legit?", "Summarise this chat", "Translate to English"))
		}, nil},
		{"parking_pcn_dispute", func(loc string, b *B) {
			p := newPerson(loc)
			b.T(pick("Dear Sir/Madam,\nRe: PCN ", "Appeal — Penalty Charge Notice ", "Re: Parking Charge ")).K(from(UP, 2) + nz(8)).T(", vehicle ").K(plate(loc)).T("\n")
			b.T("I was parked at bay ", fmt.Sprint(rn(1, 300)), " on ").K(date(loc)).T(" with a valid permit (", pick("P-", "RP"), nz(5), "). ")
			b.T(pick("Please contact me on ", "My phone: ", "You can call me on ")).Ph(loc).T(pick(" or by email at ", " / ")).Em(email(loc, p)).T(".\nRegards, ", nm(loc, p))
		}, []string{"en-GB", "en-AU", "en-US", "nl", "de", "fr"}},
		{"toll_dispute_card", func(loc string, b *B) {
			c := newCard(pick("", "Visa", "Mastercard"))
			b.T(pick("E-ZPass ", "SunPass ", "Linkt ", "Toll account ", "Autostrade Telepass "), "acct ").K(nz(8)).T(" — tag ").K(nz(3) + "-" + nz(8)).T("\n")
			b.T(pick("I was double charged ", "Disputing toll ", "Violation notice "), money(loc), " at plaza ").K(fmt.Sprintf("%03d", rn(1, 200))).T(" on ").K(date(loc)).T(". ")
			b.T(pick("Refund to card on file ", "the card charged was ", "Card ")).P("credit_card", c.Num).T(pick(".", " please.", " — thanks"))
		}, nil},
		{"kb_agent_query", func(loc string, b *B) {
			p := newPerson(loc)
			q := map[string]string{"en-US": "How do I add a second driver for ", "en-GB": "Can we transfer the no-claims bonus for ", "en-AU": "How do I lodge a windscreen claim for ", "de": "Wie melde ich einen Glasschaden für ", "fr": "Comment déclarer un bris de glace pour ", "es": "¿Cómo doy de alta un conductor adicional para ", "es-MX": "¿Cómo reporto un siniestro de ", "it": "Come si apre un sinistro CID per ", "pt-BR": "Como abro sinistro de vidro para ", "nl": "Hoe meld ik ruitschade voor ", "pl": "Jak zgłosić szkodę z OC sprawcy dla ", "tr": "Kasko hasar kaydı nasıl açılır, müşteri ", "ja": "車両入替の手続き方法は？契約者 ", "zh": "如何办理车辆理赔？客户 ", "ar": "كيف أفتح مطالبة لزجاج السيارة للعميل "}
			b.T(q[loc], nm(loc, p), " (").Em(email(loc, p)).T(pick(", ", " / ", "; ")).Ph(loc).T(") — ", lb("policy", loc), " ").K(policyNo()).T(", ", lb("plate", loc), " ").K(plate(loc)).T("?")
		}, nil},
		{"email_thread_forward", func(loc string, b *B) {
			a, c := newPerson(loc), newPerson(loc)
			ea, ec := email(loc, a), bizEmail(loc)
			b.T("---------- Forwarded message ---------\nFrom: ", nm(loc, a), " <").Em(ea).T(">\nDate: ", date(loc), "\nSubject: ", pick("Re: claim ", "AW: Schaden ", "RE: sinistre ", "Fwd: "), "").K(claimNo()).T("\nTo: <").Em(ec).T(">\n\n")
			b.T(pick("Hi, photos attached. The other driver's number is ", "Hallo, anbei Fotos. Die Nummer des Unfallgegners: ", "Bonjour, ci-joint les photos. Le numéro de l'autre conducteur : ", "Hola, adjunto fotos. Teléfono del otro conductor: ")).Ph(loc).T(".\n\n--\n", nm(loc, a), "\n", pick("M: ", "Mob. ", "Tel: ")).Ph(loc)
			_ = c
		}, nil},
		{"lead_webhook_curl", func(loc string, b *B) {
			p := newPerson(loc)
			b.T("curl -X POST https://crm.", pick("dealersocket.example", "vinsolutions.example", "autohaus-weber.de"), "/api/leads \\\n  -H \"Authorization: Bearer ").P("bearer", token()).T("\" \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"firstName\":\"", p.First, "\",\"email\":\"").Em(email(loc, p)).T("\",\"phone\":\"").Ph(loc).T("\",\"vin\":\"").K(vin()).T("\",\"stock\":\"").K("S"+nz(5)).T("\"}'\n", pick("getting 422, what's wrong?", "works in postman not here", ""))
		}, nil},
		{"ja_claim_form", func(loc string, b *B) {
			p := newPerson("ja")
			b.T("【事故受付】\n受付番号：").K(claimNo()).T("\n契約者：", p.Native, " 様\n証券番号：").K(policyNo()).T("\n", lb("phone", "ja"), "：").Ph("ja").T("\nメール：").Em(email("ja", p)).T("\n登録番号：").K(plate("ja")).T("\n車台番号：").K(vin()).T("\n事故日：").K(date("ja")).T("\n修理見積：").K(money("ja"))
		}, []string{"ja"}},
		{"zh_chat", func(loc string, b *B) {
			p := newPerson("zh")
			b.T("客户：你好，我的车", pick("被追尾了", "刮蹭了", "玻璃碎了"), "，车牌").K(plate("zh")).T("，保单号").K(policyNo()).T("。\n客服：请留下联系方式。\n客户：").T(pick("手机", "电话", "")).Ph("zh").T(pick("，邮箱", "，email: ", " 邮箱：")).Em(email("zh", p)).T("\n客服：已登记报案号").K(claimNo()).T("，里程").K(odo("zh"))
		}, []string{"zh"}},
		{"ar_message", func(loc string, b *B) {
			p := newPerson("ar")
			b.T("السلام عليكم، تعرضت سيارتي لحادث بتاريخ ").K(date("ar")).T("، رقم اللوحة ").K(plate("ar")).T("، رقم المطالبة ").K(claimNo()).T(".\n", lb("phone", "ar"), ": ").Ph("ar").T("\n", pick("البريد الإلكتروني: ", "Email: ")).Em(email("ar", p)).T("\nVIN ").K(vin())
		}, []string{"ar"}},
		{"tr_kasko_message", func(loc string, b *B) {
			p := newPerson("tr")
			b.T("Merhaba, ").K(date("tr")).T(" tarihinde ").K(plate("tr")).T(" plakalı aracım ile kaza yaptım. Dosya No: ").K(claimNo()).T(". Cep: ").Ph("tr").T(pick(" E-posta: ", ", mail: ")).Em(email("tr", p)).T(". Eksper ne zaman gelir? Hasar tutarı ").K(money("tr"))
		}, []string{"tr"}},
		{"pl_oc_message", func(loc string, b *B) {
			p := newPerson("pl")
			b.T("Dzień dobry, zgłaszam szkodę z OC sprawcy, ").K(plate("pl")).T(", ").K(date("pl")).T(". Nr polisy sprawcy ").K(policyNo()).T(". Proszę o kontakt: ").Ph("pl").T(pick(" lub ", ", mail ")).Em(email("pl", p)).T(". Przebieg ").K(odo("pl")).T(".\n", nm("pl", p))
		}, []string{"pl"}},
		{"ptbr_guincho_whatsapp", func(loc string, b *B) {
			b.T(pick("Boa tarde! ", "Oi, "), "Preciso de guincho na ", pick("Marginal Tietê", "BR-116 km 218", "Av. Brasil, 5000"), ". Placa ").K(plate("pt-BR")).T(", apólice ").K(policyNo()).T(". ", pick("Meu zap: ", "Celular ", "Contato ")).Ph("pt-BR").T(". Coordenadas ").K(coords())
		}, []string{"pt-BR"}},
		{"nl_schade_email", func(loc string, b *B) {
			p := newPerson("nl")
			b.T("Geachte heer/mevrouw,\n\nOp ").K(date("nl")).T(" is mijn auto (kenteken ").K(plate("nl")).T(") aangereden. Schadenummer ").K(claimNo()).T(". U kunt mij bereiken op ").Ph("nl").T(" of via ").Em(email("nl", p)).T(".\n\nMet vriendelijke groet,\n", nm("nl", p))
		}, []string{"nl"}},
		{"it_cid_modulo", func(loc string, b *B) {
			p, q := newPerson("it"), newPerson("it")
			b.T("Modulo CID — veicolo A targa ").K(plate("it")).T(" (", nm("it", p), ", cell. ").Ph("it").T("), veicolo B targa ").K(plate("it")).T(" (", nm("it", q), ", tel. ").Ph("it").T("). Polizza A ").K(policyNo()).T(". Email A: ").Em(email("it", p))
		}, []string{"it"}},
		{"es_parte_taller", func(loc string, b *B) {
			b.T(pick("Buenas, ", "Hola equipo, "), "el taller ", pick("Talleres García", "AutoServicio Torres"), " pide autorización para la OR ").K(roNo()).T(" (matrícula ").K(plate(loc)).T(", ").K(odo(loc)).T("). Importe ").K(money(loc)).T(". Contacto del perito: ").Ph(loc).T(", ").Em(bizEmail(loc))
		}, []string{"es", "es-MX"}},
		{"fr_constat_assistance", func(loc string, b *B) {
			p := newPerson("fr")
			b.T("Assistance 24/7 — dossier ").K("DA"+nz(8)).T("\nAssuré : ", nm("fr", p), ", ").Ph("fr").T("\nVéhicule ").K(plate("fr")).T(" immobilisé à ").K(coords()).T("\nCourriel : ").Em(email("fr", p)).T("\nFranchise : ").K(money("fr"))
		}, []string{"fr"}},
		{"de_gutachten_auftrag", func(loc string, b *B) {
			p := newPerson("de")
			b.T("Gutachtenauftrag Nr. ").K("GA-"+nz(6)).T("\nAnspruchsteller: ", nm("de", p), "\n", pick("Tel.: ", "Mobil: ", "Telefon ")).Ph("de").T("\nE-Mail: ").Em(email("de", p)).T("\nFIN: ").K(vin()).T("\namtl. Kennzeichen: ").K(plate("de")).T("\nKm-Stand: ").K(odo("de")).T("\nReparaturkosten netto: ").K(money("de"))
		}, []string{"de"}},
		{"postman_env_tokens", func(loc string, b *B) {
			b.T("{\n  \"name\": \"", pick("Telematics PROD", "Claims API UAT", "DMS sandbox"), "\",\n  \"values\": [\n    {\"key\": \"baseUrl\", \"value\": \"https://api.", pick("telematix.eu", "claimhub.net"), "\"},\n")
			b.T("    {\"key\": \"access_token\", \"value\": \"").P("bearer", token()).T("\"},\n")
			b.T("    {\"key\": \"vin\", \"value\": \"").K(vin()).T("\"},\n    {\"key\": \"claimId\", \"value\": \"").K(claimNo()).T("\"}\n  ]\n}")
		}, nil},
		{"env_file_secrets", func(loc string, b *B) {
			b.T("# .env ", pick("dealer-portal", "fnol-service", "fleet-bridge"), "\nNODE_ENV=production\nDMS_DEALER_ID=").K("D" + nz(5)).T("\n")
			b.T(pick("TELEMATICS_API_TOKEN=", "CLAIMS_API_KEY=", "STRIPE_SECRET_KEY=")).P("bearer", token()).T("\n")
			b.T("SMTP_USER=").Em(bizEmail(loc)).T("\nSMTP_PASSWORD=").P("bearer", password()).T("\n")
			b.T("DEFAULT_REGION=", pick("eu-central-1", "us-east-2"), "\nMAX_VIN_BATCH=").K(fmt.Sprint(rn(100, 999)))
		}, nil},
		{"dealer_portal_password", func(loc string, b *B) {
			p := newPerson(loc)
			b.T(pick("Temp login for the OEM warranty portal — user ", "DMS credentials for the new advisor: ")).Em(email(loc, p)).T(pick(" / pw: ", " password: ", ", pass ")).P("bearer", password()).T(". ")
			b.T(pick("Dealer code ", "Site ")).K("D" + nz(5)).T(pick(". Why can't she submit claim ", ". Warranty claim ")).K("WC" + nz(7)).T("?")
		}, nil},
		{"vcard_adjuster", func(loc string, b *B) {
			p := newPerson(loc)
			b.T("BEGIN:VCARD\nVERSION:3.0\nFN:", nm(loc, p), "\nORG:", insurer(loc), ";Claims\nTITLE:", pick("Field Adjuster", "Sachverständiger", "Expert"), "\nTEL;TYPE=CELL:").Ph(loc).T("\nTEL;TYPE=WORK:").Ph(loc).T("\nEMAIL:").Em(email(loc, p)).T("\nNOTE:Territory ").K("T-" + nz(3)).T("\nEND:VCARD")
		}, nil},
		{"json_log_claimant", func(loc string, b *B) {
			p := newPerson(loc)
			b.T(`{"ts":"`, tstamp(), `","level":"info","svc":"fnol-intake","claim":"`).K(claimNo()).T(`","claimant":{"email":"`).Em(email(loc, p)).T(`","msisdn":"`).P("phone", strings.TrimPrefix(phoneIntl(loc), "+")).T(`"},"vin":"`).K(vin()).T(`","loss_geo":[`).K(coords()).T(`],"latency_ms":`, fmt.Sprint(rn(20, 900)), `}`)
		}, nil},
		{"subrogation_letter", func(loc string, b *B) {
			b.T("RE: Subrogation demand — our insured vs your insured\nOur claim ").K(claimNo()).T(" / your claim ").K(claimNo()).T("\nDate of loss ").K(date(loc)).T("\nAmount of demand: ").K(money(loc)).T("\nPlease direct correspondence to the undersigned at ").Em(bizEmail(loc)).T(" or ").Ph(loc).T(pick(" ext. "+nz(3), " x"+nz(4), "")).T(".")
		}, EN},
		{"windscreen_claim_sms", func(loc string, b *B) {
			b.T(pick("Windscreen chip - ", "Stone chip, ", "Cracked windshield: ")).K(plate(loc)).T(pick(", can you book me in? ", " book mobile fitter pls ")).T(pick("mob ", "ph ", "", "num: ")).Ph(loc).T(pick(" ta", " cheers", " thx", "")).T(" (pol ").K(policyNo()).T(")")
		}, EN},
		{"fleet_fuelcard_chat", func(loc string, b *B) {
			c := newCard(pick("", "Visa", "Mastercard", "Amex"))
			b.T("Driver of unit ").K(fmt.Sprintf("U%03d", rn(1, 400))).T(" lost the fuel card. Old card ").P("credit_card", c.Num).T(pick(" — please block. ", ", block + reissue. ")).T("Fleet account ").K("FA-" + nz(6)).T(pick(". Driver mob ", ". Call ")).Ph(loc)
		}, nil},
		{"cs_chat_mixed_lang", func(loc string, b *B) {
			p := newPerson(loc)
			b.T("Agent: Hi! How can I help?\nCustomer: ", pick("hola, tuve un choque", "hallo, ich hatte einen Unfall", "oi, bati o carro", "bonjour j'ai eu un accrochage", "hi had a fender bender"), " ayer/yesterday\n")
			b.T("Agent: Sorry to hear. Reg/plate?\nCustomer: ").K(plate(loc)).T("\nAgent: and a contact number & email?\nCustomer: ").Ph(loc).T(pick(" and ", " - ", "\n")).Em(email(loc, p))
			b.T("\nAgent: Thanks, reference ").K(claimNo())
		}, nil},
		{"voicemail_transcript", func(loc string, b *B) {
			p := newPerson(loc)
			b.T("Voicemail (", fmt.Sprint(rn(12, 95)), "s) transcription: \"hi this is ", p.First, " calling about the ", vehicle(), " claim, number ").K(claimNo()).T(", um, ", pick("you can call me back at ", "my number is ", "best to reach me on ")).Ph(loc).T(pick(", thanks bye", ". Thank you.", " anytime after five"), "\"")
		}, EN},
		{"sales_lead_tsv", func(loc string, b *B) {
			b.T("Stock#\tYear\tModel\tVIN\tCustomer\tMobile\tEmail\n")
			for i := 0; i < rn(1, 3); i++ {
				p := newPerson(loc)
				b.K("S"+nz(5)).T("\t", fmt.Sprint(rn(2015, 2025)), "\t", vehicle(), "\t").K(vin()).T("\t", nm(loc, p), "\t").P("phone", phoneBare(loc)).T("\t").Em(email(loc, p)).T("\n")
			}
		}, nil},
		{"kb_api_troubleshoot", func(loc string, b *B) {
			tk := jwt()
			b.T(pick("Dealer integration failing. ", "OEM API question: "), "Request:\nGET /v1/recalls?vin=").K(vin()).T(" HTTP/1.1\nHost: api.oem-connect.example\nAuthorization: Bearer ").P("jwt", tk).T("\nX-Dealer: ").K("D"+nz(5)).T("\n\nResponse 401 {\"error\":\"invalid_token\"}. ", pick("Is the token expired?", "What scope do I need?"))
		}, nil},
		{"accident_witness_statement", func(loc string, b *B) {
			p := newPerson(loc)
			b.T(pick("Witness: ", "Zeuge: ", "Témoin : ", "Testigo: ", "Testimone: "), nm(loc, p), ", ").Ph(loc).T(". ", pick("Saw the blue SUV run the red at ", "Sah den Unfall an der Kreuzung um ", "A vu l'accident vers ", "Vio el choque a las "), fmt.Sprintf("%02d:%02d", rn(0, 23), rn(0, 59)), ". Police report ").K(pick("PR-", "Az. ", "PV n° ", "Atestado ") + nz(7)).T(", ").K(date(loc))
		}, nil},
	}
}

func phoneIntl(loc string) string {
	cc := map[string]string{"en-US": "1", "en-GB": "44", "en-AU": "61", "de": "49", "fr": "33", "es": "34", "es-MX": "52", "it": "39", "pt-BR": "55", "nl": "31", "pl": "48", "tr": "90", "ja": "81", "zh": "86", "ar": "971"}[loc]
	body := map[string]string{"en-US": fmt.Sprint(rn(2, 9)) + digits(2) + fmt.Sprint(rn(2, 9)) + digits(6), "en-GB": "7" + pick("4", "7", "9") + digits(8), "en-AU": "4" + digits(8), "de": "1" + pick("51", "60", "70", "76") + digits(7), "fr": pick("6", "7") + digits(8), "es": "6" + digits(8), "es-MX": "1" + pick("55", "33") + digits(8), "it": "3" + pick("3", "4", "8") + digits(8), "pt-BR": pick("11", "21") + "9" + nz(8), "nl": "6" + nz(8), "pl": pick("5", "6", "7") + digits(8), "tr": "5" + pick("3", "4") + digits(8), "ja": pick("90", "80") + digits(8), "zh": "1" + pick("3", "8") + digits(9), "ar": "5" + pick("0", "5") + digits(7)}[loc]
	return "+" + cc + body
}
