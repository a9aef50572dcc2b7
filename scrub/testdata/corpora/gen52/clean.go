package main

import (
	"fmt"
	"strings"
)

// non-Luhn digit string of length n
func nonLuhn(prefix string, n int) string {
	s := prefix + digits(n-len(prefix))
	for luhnOK(s) {
		s = prefix + digits(n-len(prefix))
	}
	return s
}
func imei() string  { return luhnComplete("35" + digits(12)) }
func iccid() string { return luhnComplete("8944" + digits(15)) }
func grp4(s string) string {
	var out []string
	for len(s) > 4 {
		out = append(out, s[:4])
		s = s[4:]
	}
	return strings.Join(append(out, s), " ")
}
func tire() string {
	return fmt.Sprintf("%d/%d R%d %d%s", pick(195, 205, 215, 225, 235, 245, 265), pick(40, 45, 50, 55, 60, 65), pick(15, 16, 17, 18, 19, 20), rn(84, 112), pick("H", "V", "W", "Y", "T"))
}
func dtc() string { return pick("P", "C", "B", "U") + fmt.Sprintf("%04d", rn(1, 3499)) }
func postcode(loc string) string {
	switch loc {
	case "en-US":
		return pick("IL 60614", "CA 94107-2214", "TX 75201", "MI 48226")
	case "en-GB":
		return pick("SW1A 1AA", "M4 1HN", "LS1 4DY", "EH3 9QG")
	case "de":
		return pick("10115 Berlin", "20095 Hamburg", "80331 München")
	case "fr":
		return pick("75008 Paris", "69002 Lyon")
	case "pt-BR":
		return pick("CEP 01310-100", "CEP 20040-020")
	case "nl":
		return pick("1012 AB Amsterdam", "3011 CD Rotterdam")
	case "pl":
		return pick("00-950 Warszawa", "31-042 Kraków")
	case "ja":
		return pick("〒100-0005", "〒530-0001")
	}
	return pick("2000", "28013 Madrid", "20121 Milano", "06510 CDMX", "34394 İstanbul", "100020 北京")
}

func cleanTemplates() []tmpl {
	return []tmpl{
		{"recall_bulletin_clean", func(loc string, b *B) {
			b.T("Recall ").K(fmt.Sprintf("%02dV-%03d", rn(20, 25), rn(1, 899))).T(" (mfr campaign ").K(from(UP, 2)+digits(3)).T("): ", pick("fuel pump impeller may crack", "seat belt pretensioner", "rearview camera image may not display", "brake master cylinder seal"), ". Affected VIN range ").K(vin()).T(" – ").K(vin()).T(", built ").K(date(loc)).T(" to ").K(date(loc)).T(". Remedy part ").K(partNo()).T(", labour op ").K(nz(6)).T(", ").K(fmt.Sprintf("%.1f h", float64(rn(3, 40))/10)).T(".")
		}, nil},
		{"parts_catalog_clean", func(loc string, b *B) {
			b.T("Part#            Desc                      Qty  List      Net\n")
			for i := 0; i < rn(3, 5); i++ {
				b.K(partNo()).T("   ", pick("Brake pad set, front", "Oil filter", "Cabin air filter", "Wiper blade 650mm", "Control arm LH", "Spark plug iridium", "Timing belt kit"), "   ", fmt.Sprint(rn(1, 8)), "  ").K(money(loc)).T("  ", money(loc), "\n")
			}
			b.T(pick("Which of these are superseded?", "Is there an OEM equivalent for the second line?", "total?"))
		}, nil},
		{"repair_estimate_clean", func(loc string, b *B) {
			b.T("Estimate ").K(roNo()).T(" — ", vehicle(), ", VIN ").K(vin()).T(", in at ").K(odo(loc)).T("\n")
			b.T("R&I bumper 1.2h, repair fender 2.5h, refinish 3.1h, blend door 0.8h\nParts ").K(money(loc)).T(", labour ").K(money(loc)).T(", paint mat'ls ").K(money(loc)).T("\nSupplement #", fmt.Sprint(rn(1, 3)), " pending for ").K(partNo())
		}, nil},
		{"claim_status_kb_clean", func(loc string, b *B) {
			q := map[string]string{"en-US": "What's the status of claim %s? Policy %s, DOL %s.", "en-GB": "Any update on claim %s? Policy %s, incident on %s.", "en-AU": "Where's claim %s up to? Policy %s, accident %s.", "de": "Wie ist der Stand zu Schaden %s? Vertrag %s, Schadentag %s.", "fr": "Où en est le sinistre %s ? Contrat %s, survenu le %s.", "es": "¿Cómo va el siniestro %s? Póliza %s, fecha %s.", "es-MX": "¿Qué pasó con el reporte %s? Póliza %s, fecha %s.", "it": "A che punto è il sinistro %s? Polizza %s, data %s.", "pt-BR": "Qual o status do sinistro %s? Apólice %s, data %s.", "nl": "Wat is de status van schade %s? Polis %s, datum %s.", "pl": "Jaki jest status szkody %s? Polisa %s, data %s.", "tr": "%s numaralı dosyanın durumu nedir? Poliçe %s, tarih %s.", "ja": "事故受付番号%sの進捗は？証券番号%s、事故日%s。", "zh": "报案号%s的进度？保单号%s，出险日期%s。", "ar": "ما حالة المطالبة %s؟ الوثيقة %s، التاريخ %s."}
			c, p, d := claimNo(), policyNo(), date(loc)
			b.T(fmt.Sprintf(q[loc], c, p, d))
			b.keep = append(b.keep, c, p, d)
		}, nil},
		{"telematics_log_clean", func(loc string, b *B) {
			im, ic := imei(), iccid()
			b.T(tstamp(), " tcu=").K(im).T(" iccid=").K(ic).T(" fw=", fmt.Sprintf("%d.%d.%d", rn(1, 5), rn(0, 20), rn(0, 99)), "\n")
			b.T(tstamp(), " gps=").K(coords()).T(" hdg=", fmt.Sprint(rn(0, 359)), " spd=", fmt.Sprint(rn(0, 130)), " odo_km=").K(fmt.Sprint(rn(1000, 250000)) + "." + digits(1)).T(" ts_ns=").K(fmt.Sprint(1717000000000000000 + int64(R.Intn(1e9))*1000000000)).T("\n")
			b.T(tstamp(), " dtc=").K(dtc()).T(" fuel=", fmt.Sprint(rn(2, 99)), "% batt=", fmt.Sprintf("%.1f", float64(rn(110, 145))/10), "V")
		}, nil},
		{"telematics_json_clean", func(loc string, b *B) {
			b.T(`{"vehicleId":"`).K(vin()).T(`","deviceSerial":"`).K(nz(10)).T(`","tripId":`).K(fmt.Sprint(1700000000000+R.Intn(1e9))).T(`,"startOdo":`, fmt.Sprint(rn(1000, 200000)), `,"distanceKm":`, fmt.Sprintf("%.2f", float64(rn(100, 90000))/100), `,"start":[`).K(coords()).T(`],"harshBraking":`, fmt.Sprint(rn(0, 5)), `,"callCount":`, fmt.Sprint(rn(0, 4)), `}`)
		}, nil},
		{"fleet_report_clean", func(loc string, b *B) {
			b.T("Unit | VIN | Plate | Odo | Next svc | Cost YTD\n")
			for i := 0; i < rn(3, 5); i++ {
				b.T(fmt.Sprintf("U%03d", rn(1, 400)), " | ").K(vin()).T(" | ").K(plate(loc)).T(" | ", odo(loc), " | ", date(loc), " | ").K(money(loc)).T("\n")
			}
		}, nil},
		{"tow_dispatch_clean", func(loc string, b *B) {
			b.T("JOB ").K(nz(10)).T(" ", tstamp(), " STATUS=ENROUTE\n pickup ").K(coords()).T(pick(" I-80 WB MM 143.2", " A7 km 612", " M6 J16", " BR-101 km 88")).T("\n drop ").K(pick("Lakeshore Auto Body, 4410 N Clark St", "Autohaus Weber, Industriestr. 12", "Carrosserie Dubois, 18 rue des Lilas")).T("\n veh ").K(plate(loc)).T(" ", vehicle(), " AWD=Y, keys=Y\n truck ").K("T-" + nz(3)).T(" driver id ").K(nz(6)).T(", ").K(fmt.Sprintf("%.1f", float64(rn(20, 900))/10) + " mi")
		}, nil},
		{"toll_statement_clean", func(loc string, b *B) {
			b.T("Statement period ").K(date(loc)).T(" – ").K(date(loc)).T("\nTag ").K(nz(3) + "-" + nz(8)).T("\n")
			for i := 0; i < rn(2, 4); i++ {
				b.T(date(loc), " ", fmt.Sprintf("%02d:%02d", rn(0, 23), rn(0, 59)), " Plaza ", fmt.Sprintf("%03d", rn(1, 200)), " TXN ").K(grp4(nonLuhn(pick("4", "5", "3"), 16))).T(" ").K(money(loc)).T("\n")
			}
			b.T("Why was I charged class 2 for a sedan?")
		}, nil},
		{"pcn_clean", func(loc string, b *B) {
			b.T("PCN ").K(from(UP, 2)+nz(8)).T(" issued ").K(date(loc)).T(" ", fmt.Sprintf("%02d:%02d", rn(7, 22), rn(0, 59)), " to ").K(plate(loc)).T(" — contravention code ").K(pick("01", "12", "16", "30", "62")).T(", charge ").K(money(loc)).T(" (reduced to ", money(loc), " if paid within 14 days). Can I appeal if the sign at ", postcode(loc), " was covered?")
		}, nil},
		{"quote_comparison_clean", func(loc string, b *B) {
			b.T("Quote ").K("Q"+nz(9)).T(" for ", vehicle(), ": insurance group ").K(fmt.Sprint(rn(1, 50))+pick("E", "A", "")).T(", voluntary excess ").K(money(loc)).T(", NCD ", fmt.Sprint(rn(0, 9)), " yrs, annual mileage ").K(commas(rn(4000, 20000))).T(", postcode ").K(postcode(loc)).T(". Premium ").K(money(loc)).T(" vs renewal ").K(money(loc)).T(" — why the jump?")
		}, nil},
		{"dealer_inventory_csv_clean", func(loc string, b *B) {
			b.T("stock_no,vin,year,make_model,miles,price,days_in_stock\n")
			for i := 0; i < rn(2, 4); i++ {
				b.K("STK"+nz(5)).T(",").K(vin()).T(",", fmt.Sprint(rn(2015, 2025)), ",", strings.ReplaceAll(vehicle(), ",", ""), ",", fmt.Sprint(rn(3000, 160000)), ",", fmt.Sprint(rn(9000, 78000)), ",", fmt.Sprint(rn(1, 180)), "\n")
			}
			b.T(pick("which units are aged over 90 days?", "price-to-market for these?"))
		}, nil},
		{"api_docs_placeholder_clean", func(loc string, b *B) {
			b.T(pick("How do I call the vehicle location endpoint? Docs say:\n", "Example from the telematics docs:\n"))
			b.T("curl https://api.telematix.eu/v2/vehicles/").K(vin()).T("/location \\\n  -H ").K(pick("\"Authorization: Bearer <ACCESS_TOKEN>\"", "\"Authorization: Bearer $TOKEN\"", "'Authorization: Bearer ${TELEMATICS_TOKEN}'", "\"x-api-key: YOUR_API_KEY\"")).T("\nResponse: {\"lat\": ", fmt.Sprintf("%.6f", float64(rn(-3500000, 6000000))/100000), ", \"odometer\": ").K(fmt.Sprint(rn(1000, 250000))).T(", \"token_type\": \"Bearer\", \"expires_in\": 3600}")
		}, nil},
		{"finance_rate_sheet_clean", func(loc string, b *B) {
			b.T("Rate sheet eff. ").K(date("en-US")).T(" — tier 1 (FICO 720+): ").K(fmt.Sprintf("%.2f%%", float64(rn(299, 899))/100)).T(" APR 60 mo; tier 2: ").K(fmt.Sprintf("%.2f%%", float64(rn(599, 1299))/100)).T(" 72 mo; max LTV ").K(fmt.Sprint(rn(110, 135)) + "%").T("; acquisition fee ").K(money("en-US")).T("; program code ").K(from(UP, 3) + "-" + digits(4)).T(". Payment on ").K(money("en-US")).T(" financed?")
		}, US},
		{"obd_diagnostics_clean", func(loc string, b *B) {
			b.T("Freeze frame for ").K(dtc()).T(": RPM ", fmt.Sprint(rn(650, 4200)), ", load ", fmt.Sprint(rn(10, 95)), "%, ECT ", fmt.Sprint(rn(20, 105)), "°C, STFT ", fmt.Sprint(rn(-10, 10)), "%, odo ").K(odo(loc)).T(". Also ").K(dtc()).T(" pending. TSB ").K(fmt.Sprintf("%02d-%03d-%02d", rn(10, 24), rn(1, 999), rn(1, 20))).T(" mentions ECM reflash cal ID ").K(digits(8)).T(". ", vehicle(), " VIN ").K(vin()).T(".")
		}, nil},
		{"masked_payment_clean", func(loc string, b *B) {
			last := digits(4)
			b.T(pick("Deductible ", "Rental deposit ", "Excess "), "of ").K(money(loc)).T(" charged to ").K(pick("Visa ending "+last, "•••• •••• •••• "+last, "XXXX-XXXX-XXXX-"+last, "Mastercard **** "+last, "card ending in "+last, "4"+digits(5)+"******"+last)).T(" on ").K(date(loc)).T(", auth code ").K(strings.ToUpper(from(AN, 6))).T(", claim ").K(claimNo()).T(". Customer says it was charged twice.")
		}, nil},
		{"masked_ssn_clean", func(loc string, b *B) {
			b.T("Credit app ").K("APP-" + nz(8)).T(" shows SSN ").K(pick("XXX-XX-", "***-**-", "xxx-xx-") + fmt.Sprintf("%04d", rn(1, 9999))).T(", DOB on file, stip cleared ").K(date("en-US")).T(". Lender ").K(pick("ALLY", "CAPITAL ONE AF", "WESTLAKE")).T(" funding ").K(money("en-US")).T(" on deal ").K("DL" + nz(6)).T(". Why is the funding held?")
		}, US},
		{"auction_listing_clean", func(loc string, b *B) {
			b.T("Lot ").K(nz(5)+"-"+digits(1)).T(" | ", vehicle(), " | VIN ").K(vin()).T(" | ").K(odo(loc)).T(" | damage: ", pick("front end", "hail", "flood", "rear"), " | ACV ").K(money(loc)).T(" | est. repair ").K(money(loc)).T(" | sale ").K(date(loc)).T(" ", pick("9:00 AM CST", "10:30", "14:00 MEZ"))
		}, nil},
		{"warranty_claim_clean", func(loc string, b *B) {
			b.T("Warranty claim ").K("WC" + nz(7)).T(" rejected: labour op ").K(nz(6) + pick("A", "B", "")).T(" exceeds ").K(fmt.Sprintf("%.1f", float64(rn(5, 60))/10) + " h").T(" allowed. Causal part ").K(partNo()).T(", RO ").K(roNo()).T(", repair date ").K(date(loc)).T(", ").K(odo(loc)).T(". Resubmit under code ").K(from(UP, 2) + digits(2)).T("?")
		}, nil},
		{"service_schedule_clean", func(loc string, b *B) {
			b.T("Service plan ", vehicle(), ": every ").K(commas(rn(5, 15)*1000)+pick(" km", " mi")).T(" / 12 months. Oil ").K(pick("0W-20", "5W-30", "0W-30", "5W-40")).T(" ", fmt.Sprintf("%.1f", float64(rn(35, 80))/10), " L, filter ").K(partNo()).T(", tires ").K(tire()).T(" at ").K(fmt.Sprintf("%.1f bar", float64(rn(21, 29))/10)).T(", torque wheel nuts ").K(fmt.Sprint(rn(100, 180)) + " N·m").T(". Next due ").K(date(loc)).T(".")
		}, nil},
		{"kb_question_locale_clean", func(loc string, b *B) {
			q := map[string]string{"en-US": "Does comprehensive cover hail on a %s? Deductible %s, VIN %s.", "en-GB": "Is windscreen cover included for %s? Excess %s, VIN %s.", "en-AU": "Is hail covered on %s? Excess %s, VIN %s.", "de": "Zahlt die Teilkasko Marderschaden bei %s? SB %s, FIN %s.", "fr": "Le bris de glace est-il couvert pour %s ? Franchise %s, VIN %s.", "es": "¿Cubre lunas la póliza para %s? Franquicia %s, bastidor %s.", "es-MX": "¿La póliza cubre cristales de %s? Deducible %s, NIV %s.", "it": "La kasko copre la grandine per %s? Franchigia %s, telaio %s.", "pt-BR": "O seguro cobre granizo para %s? Franquia %s, chassi %s.", "nl": "Is hagelschade gedekt voor %s? Eigen risico %s, VIN %s.", "pl": "Czy AC obejmuje gradobicie dla %s? Udział własny %s, VIN %s.", "tr": "Kasko dolu hasarını karşılar mı, %s? Muafiyet %s, şasi %s.", "ja": "車両保険は%sの雹害を補償しますか？免責%s、車台番号%s。", "zh": "车损险是否赔付%s的冰雹损失？免赔%s，车架号%s。", "ar": "هل يغطي التأمين أضرار البرد لـ %s؟ التحمل %s، رقم الهيكل %s."}
			pl, m, v := plate(loc), money(loc), vin()
			b.T(fmt.Sprintf(q[loc], pl, m, v))
			b.keep = append(b.keep, pl, m, v)
		}, nil},
		{"tire_spec_clean", func(loc string, b *B) {
			t := tire()
			b.T("Can I fit ").K(t).T(" instead of ").K(tire()).T(" on a ", vehicle(), "? Placard says ").K(fmt.Sprintf("%d kPa", rn(220, 290))).T(", DOT ").K("DOT "+from(UP, 4)+" "+from(UP, 3)+" "+fmt.Sprintf("%02d%02d", rn(1, 52), rn(20, 25))).T(", load index ", fmt.Sprint(rn(84, 112)), ".")
		}, nil},
		{"adjuster_reserve_clean", func(loc string, b *B) {
			b.T("Reserve change on ").K(claimNo()).T(": BI ").K(money(loc)).T(" → ").K(money(loc)).T(", PD ").K(money(loc)).T(". Liability ", fmt.Sprint(pick(50, 70, 80, 100)), "/", "", fmt.Sprint(pick(0, 20, 30, 50)), ". Total loss threshold ").K(fmt.Sprint(rn(60, 80)) + "%").T(", ACV per CCC ").K(money(loc)).T(", salvage bid ").K(money(loc)).T(".")
		}, nil},
		{"accident_sketch_clean", func(loc string, b *B) {
			b.T("Accident at ").K(coords()).T(" (", postcode(loc), "), ").K(date(loc)).T(" ", fmt.Sprintf("%02d:%02d", rn(0, 23), rn(0, 59)), ". Veh A ").K(plate(loc)).T(" heading ", pick("N", "S", "E", "W"), " at ~", fmt.Sprint(rn(20, 90)), " km/h, Veh B ").K(plate(loc)).T(" turning left. Police ref ").K(pick("PR-", "Az. ", "PV ")+nz(7)).T(". Skid marks ", fmt.Sprintf("%.1f", float64(rn(20, 300))/10), " m.")
		}, nil},
		{"rental_rates_clean", func(loc string, b *B) {
			b.T("Replacement car for claim ").K(claimNo()).T(": ").K(pick("Class C", "Group B", "ICAR", "CDMR", "SFAR")).T(" at ").K(money(loc)).T("/day, max ").K(fmt.Sprint(rn(14, 45)) + " days").T(", out ").K(date(loc)).T(" odo ").K(odo(loc)).T(", unit ").K(plate(loc)).T(", RA ").K("RA" + nz(9)).T(". Extend?")
		}, nil},
		{"order_reference_clean", func(loc string, b *B) {
			b.T(pick("Parts order no. ", "Order # ", "Bestellnummer ", "Pedido nº ")).K(pick(grp4(nonLuhn("", 16)), nz(10), nz(12))).T(pick(" for ", " – ")).K(partNo()).T(" shipped ").K(date(loc)).T(", tracking ").K(pick("1Z"+from(UP+"0123456789", 16), "JD0"+digits(17), nz(12))).T(", invoice ").K(pick("INV-", "RE-") + fmt.Sprint(rn(2023, 2025)) + "-" + digits(6)).T(".")
		}, nil},
		{"vin_decode_clean", func(loc string, b *B) {
			v := vin()
			b.T(pick("Decode VIN ", "Is this VIN valid? ", "VIN check digit wrong? ", "车架号 ")).K(v).T(pick(" — says model year ", " MY ")).K(fmt.Sprint(rn(2015, 2025))).T(", plant ", v[10:11], ", serial ").K(v[11:]).T(pick(". Engine code ", ". Motor ")).K(from(UP, 3) + digits(1)).T(".")
		}, nil},
		{"sql_claims_query_clean", func(loc string, b *B) {
			b.T("SELECT claim_no, vin, loss_date, reserve_amt FROM claims WHERE policy_no = '").K(policyNo()).T("' AND loss_date BETWEEN '").K(fmt.Sprintf("%d-%02d-01", rn(2023, 2025), rn(1, 6))).T("' AND '").K(fmt.Sprintf("%d-%02d-28", rn(2024, 2025), rn(7, 12))).T("' AND reserve_amt > ").K(fmt.Sprint(rn(1000, 50000))).T(" AND adjuster_id = ").K(nz(6)).T(";\n-- returns 0 rows but ").K(claimNo()).T(" exists?")
		}, nil},
		{"marketplace_listing_clean", func(loc string, b *B) {
			b.T(vehicle(), " — ").K(odo(loc)).T(", ").K(money(loc)).T(pick(" o.n.o.", " VB", " à débattre", " negociable", "")).T(". ").K(pick("1st owner", "2 Vorbesitzer", "full service history", "TÜV bis 08/2026", "CT OK")).T(", VIN ").K(vin()).T(", plate ").K(plate(loc)).T(". Tyres ").K(tire()).T(". Message via the app only, no calls.")
		}, nil},
		{"telematics_config_placeholder_clean", func(loc string, b *B) {
			b.T("telematics:\n  base_url: https://api.connectedcar.io/v3\n  client_id: ").K("fleet-" + from(HEX, 12)).T("\n  client_secret: ").K(pick("${CLIENT_SECRET}", "<set-in-vault>", "\"\"", "changeme")).T("\n  poll_interval_s: ").K(fmt.Sprint(rn(10, 300))).T("\n  vehicle_groups: [").K("FLT-" + nz(4)).T("]\n  geofence: [").K(coords()).T("]\n# why does it fail with 'invalid_client'?")
		}, nil},
		{"ja_zh_clean", func(loc string, b *B) {
			if loc == "ja" {
				b.T("見積書 No.").K(nz(8)).T("　車台番号 ").K(vin()).T("　登録番号 ").K(plate("ja")).T("　走行距離 ").K(odo("ja")).T("　部品番号 ").K(partNo()).T("　合計 ").K(money("ja")).T("（税込）")
			} else {
				b.T("维修单号 ").K(nz(12)).T("，车架号 ").K(vin()).T("，车牌 ").K(plate("zh")).T("，里程 ").K(odo("zh")).T("，配件号 ").K(partNo()).T("，合计 ").K(money("zh"))
			}
		}, []string{"ja", "zh"}},
	}
}
