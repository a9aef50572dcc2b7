package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []T {
	return []T{
		{"c_loadboard_post", func(g *G, b *B) string {
			a, c := g.twoPlaces()
			return fmt.Sprintf("%s | %s, %s %s -> %s, %s %s | %s | F 48' | %s | %s | %s | %s | pays in %d days",
				b.K(g.date()), a.City, a.St, b.K(a.Zip), c.City, c.St, b.K(c.Zip), b.K(fmt.Sprintf("%d mi", g.n(120, 2400))), b.K(g.weightLbs()), b.K(g.usd()), b.K(g.rpm()), b.K(g.mc()), g.n(15, 45))
		}},
		{"c_rate_con_summary", func(g *G, b *B) string {
			return fmt.Sprintf("RATE CONFIRMATION  Load %s  Carrier %s %s  SCAC %s\nLinehaul %s  FSC %s  Detention $%d/hr after 2 hrs  TONU $%d\nPU %s  DEL %s  Equipment 53' reefer, temp %d F continuous",
				b.K(g.load()), b.K(g.mc()), b.K(g.dot()), b.K(g.scac()), b.K(g.usd()), b.K(g.usd()), g.pickI(40, 50, 75), g.pickI(150, 200, 250), b.K(g.ts()), b.K(g.ts()), g.n(-10, 38))
		}},
		{"c_bol_lines", func(g *G, b *B) string {
			return fmt.Sprintf("BOL %s | PO %s | PO %s | SID %s\n%d PLT  NMFC %s sub %d  class %d  %s\nTrailer %s  Seal %s  Shipper load & count",
				b.K(g.bol()), b.K(g.po()), b.K(g.po()), b.K(g.digits(10)), g.n(1, 26), b.K(fmt.Sprint(g.n(10000, 199999))), g.n(1, 9), g.pickI(50, 55, 60, 65, 70, 77, 85, 92, 100, 125), b.K(g.weightLbs()), b.K(g.trailer()), b.K(g.seal()))
		}},
		{"c_edi204", func(g *G, b *B) string {
			d, t := g.ediDate()
			a := g.usPlace()
			return fmt.Sprintf("ISA*00*          *00*          *02*%s           *02*%s           *%s*%s*U*00401*%s*0*P*>~ST*204*0001~B2**%s**%s**PP~L11*%s*PO~L11*%s*BM~G62*64*%s*1*%s~N1*SH*DISTRIBUTION CTR %d~N4*%s*%s*%s~L3*%d*G~SE*10*0001~",
				b.K(g.scac()), b.K(g.scac()), d[2:], t, b.K(g.isaCtl()), g.scac(), b.K(g.load()), b.K(g.po()), b.K(g.bol()), b.K(d), t, g.n(1, 99), strings.ToUpper(a.City), a.St, b.K(a.Zip), g.n(5000, 44000))
		}},
		{"c_edi214", func(g *G, b *B) string {
			d, t := g.ediDate()
			pl := g.usPlace()
			return fmt.Sprintf("ST*214*%s~B10*%s*%s*%s~LX*1~AT7*%s*NS***%s*%s*LT~MS1*%s*%s*US~MS2*%s*%s~L11*%s*PO~SE*7*%s~",
				g.digits(4), b.K(g.pro()), b.K(g.load()), g.scac(), g.pick("X3", "AF", "X1", "D1", "AG"), b.K(d), t, strings.ToUpper(pl.City), pl.St, g.scac(), b.K(g.trailer()), b.K(g.po()), g.digits(4))
		}},
		{"c_edi990", func(g *G, b *B) string {
			d, _ := g.ediDate()
			return fmt.Sprintf("GS*GF*%s*%s*%s*%s*%d*X*004010~ST*990*0001~B1*%s*%s*%s*A~N9*CN*%s~SE*4*0001~GE*1*%d~",
				g.scac(), g.scac(), d, g.digits(4), g.n(1, 99999), g.scac(), b.K(g.load()), b.K(d), b.K(g.pro()), g.n(1, 99999))
		}},
		{"c_eld_csv", func(g *G, b *B) string {
			var rows []string
			rows = append(rows, "event_seq,date,time,event_type,status,odometer,engine_hours,lat,lon,location")
			for i := 0; i < 3; i++ {
				t := g.when()
				rows = append(rows, fmt.Sprintf("%s,%s,%s,1,%s,%d,%d.%d,%d.%04d,-%d.%04d,\"%d mi %s %s\"",
					b.K(fmt.Sprintf("%X", g.n(4096, 65535))), b.K(t.Format("010206")), b.K(t.Format("150405")), g.pick("ON", "D", "SB", "OFF"), g.n(100000, 999999), g.n(1000, 30000), g.n(0, 9), g.n(25, 49), g.n(0, 9999), g.n(70, 122), g.n(0, 9999), g.n(1, 12), g.pick("N", "SE", "W", "NE"), g.usPlace().City))
			}
			return strings.Join(rows, "\n")
		}},
		{"c_tms_loads_csv", func(g *G, b *B) string {
			var rows []string
			rows = append(rows, "load_no,pro_no,origin_zip,dest_zip,weight_lbs,miles,carrier_pay,customer_rate")
			for i := 0; i < 3; i++ {
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%d,%d,%d.00,%d.00", b.K(g.load()), b.K(g.pro()), b.K(g.usPlace().Zip), b.K(g.usPlace().Zip), g.n(5000, 44000), g.n(100, 2500), g.n(500, 6000), g.n(600, 7000)))
			}
			return strings.Join(rows, "\n")
		}},
		{"c_fuel_statement", func(g *G, b *B) string {
			return fmt.Sprintf("FUEL TRANSACTION REPORT %s\nCard                 Unit  Location            Gallons   PPG     Amount\n%s  %d  Pilot #%d %s  %d.%03d  %d.%03d  %s\n%s  %d  TA #%d %s  %d.%03d  %d.%03d  %s",
				b.K(g.date()), b.K(g.fuelCardBad()), g.n(100, 999), g.n(100, 999), g.usPlace().St, g.n(40, 200), g.n(0, 999), g.n(3, 5), g.n(0, 999), b.K(g.usd()), b.K(g.fuelCardBad()), g.n(100, 999), g.n(100, 999), g.usPlace().St, g.n(40, 200), g.n(0, 999), g.n(3, 5), g.n(0, 999), b.K(g.usd()))
		}},
		{"c_fuel_masked_cards", func(g *G, b *B) string {
			return fmt.Sprintf("EFS card %s — limit $%d/day, diesel + DEF only. Card %s deactivated %s (driver terminated). Money code fee %s.",
				b.K(g.maskedCard()), g.pickI(500, 750, 1000, 1500), b.K(g.maskedCard()), b.K(g.date()), b.K("$"+fmt.Sprint(g.n(2, 9))+".50"))
		}},
		{"c_factoring_schedule", func(g *G, b *B) string {
			var rows []string
			rows = append(rows, fmt.Sprintf("SCHEDULE OF ACCOUNTS #%s — client %s", b.K(g.digits(5)), b.K(g.mc())))
			for i := 0; i < 3; i++ {
				rows = append(rows, fmt.Sprintf("INV %s  debtor %s  load %s  %s", b.K(g.digits(7)), b.K(g.mc()), b.K(g.load()), b.K(g.usd())))
			}
			rows = append(rows, fmt.Sprintf("Advance 95%%, ACH trace %s", b.K(g.digits(15))))
			return strings.Join(rows, "\n")
		}},
		{"c_w9_ein_business", func(g *G, b *B) string {
			pl := g.usPlace()
			return fmt.Sprintf("Form W-9\n1 Name: %s\n3a [X] LLC  Tax classification: S\nAddress: %d Commerce Dr, %s, %s %s\nPart I  Employer identification number: %s\nSocial security number: ___-__-____",
				g.carrier().Name, g.n(100, 9999), pl.City, pl.St, b.K(pl.Zip), b.K(g.ein()))
		}},
		{"c_carrier_profile", func(g *G, b *B) string {
			return fmt.Sprintf("Carrier profile: %s | %s | SCAC %s | EIN %s | Power units %d | Drivers %d | Safety rating: Satisfactory (%s) | Authority granted %s",
				b.K(g.mc()), b.K(g.dot()), b.K(g.scac()), b.K(g.ein()), g.n(1, 250), g.n(1, 300), b.K(g.date()), b.K(g.date()))
		}},
		{"c_insurance_coi", func(g *G, b *B) string {
			t := g.when()
			return fmt.Sprintf("CERTIFICATE OF LIABILITY INSURANCE  %s\nINSURER A: %s  NAIC # %s\nAUTO LIABILITY  policy %s  %s - %s  CSL $1,000,000\nMOTOR TRUCK CARGO  policy %s  limit $100,000  deductible $2,500",
				b.K(g.date()), g.pick("Progressive Commercial", "Northland Insurance", "Great West Casualty", "Canal Insurance"), b.K(g.digits(5)), b.K(g.from(upper, 2)+g.digits(8)), b.K(t.Format("01/02/2006")), b.K(t.AddDate(1, 0, 0).Format("01/02/2006")), b.K(g.digits(9)))
		}},
		{"c_vin_list", func(g *G, b *B) string {
			return fmt.Sprintf("Equipment list:\nUnit %d  %d Freightliner Cascadia  VIN %s  plate %s\nTrailer %s  %d Utility 3000R  VIN %s\nTrailer %s  %d Wabash  VIN %s",
				g.n(100, 999), g.n(2016, 2025), b.K(g.vin()), b.K(g.from(upper, 3)+g.digits(4)), b.K(g.trailer()), g.n(2012, 2025), b.K(g.vin()), b.K(g.trailer()), g.n(2012, 2025), b.K(g.vin()))
		}},
		{"c_cdl_medcard", func(g *G, b *B) string {
			st, n := g.cdl()
			return fmt.Sprintf("CDL verification: state %s, license %s, class A, endorsements H N T X, restrictions none, exp %s. Medical examiner's certificate exp %s, NRCME %s. MVR pulled %s: 0 violations.",
				st, b.K(n), b.K(g.date()), b.K(g.date()), b.K(g.digits(10)), b.K(g.date()))
		}},
		{"c_pedimento", func(g *G, b *B) string {
			return fmt.Sprintf("PEDIMENTO %s  TIPO OPER: IMP  CVE PED: A1  ADUANA: %d\nFECHA DE PAGO: %s  VALOR ADUANA: %s  FRACCIÓN %s\nTRANSPORTE: CAAT %s  PLACAS %s  CONTENEDOR/CAJA %s",
				b.K(fmt.Sprintf("25 %02d %s %s", g.n(10, 80), g.digits(4), g.digits(7))), g.pickI(240, 800, 70, 160, 810), b.K(g.dateFR()), b.K(g.mxn()), b.K(g.digits(4)+"."+g.digits(2)+"."+g.digits(2)), b.K(g.from(upper+"0123456789", 4)), b.K(g.digits(2)+"-"+g.from(upper, 2)+"-"+g.digits(3)), b.K(g.trailer()))
		}},
		{"c_paps_pars", func(g *G, b *B) string {
			sc := g.scac()
			return fmt.Sprintf("PAPS %s%s (US ACE) / PARS %s%s (CBSA). Trip %s%s. Entry %s. Port of entry %d.",
				b.K(sc), b.K(g.digits(10)), b.K(g.from(upper+"0123456789", 4)), b.K(g.digits(12)), sc, b.K(g.digits(8)), b.K(g.digits(3)+"-"+g.digits(7)+"-"+g.digits(1)), g.pickI(2304, 3801, 901, 2506, 2402))
		}},
		{"c_dispatch_no_contact", func(g *G, b *B) string {
			a := g.usPlace()
			return fmt.Sprintf("Load %s assigned to truck %d / trl %s. PU %s %s %s at %s, PO %s, %s. Deliver by %s. Don't forget to scale it.",
				b.K(g.load()), g.n(100, 999), b.K(g.trailer()), a.City, a.St, b.K(a.Zip), b.K(g.ts()), b.K(g.po()), b.K(g.weightLbs()), b.K(g.ts()))
		}},
		{"c_check_call_no_phone", func(g *G, b *B) string {
			return fmt.Sprintf("%s check call: loaded, rolling. Lat %d.%05d, lon -%d.%05d, %d mph, HOS remaining %d:%02d. PRO %s.",
				b.K(g.ts()), g.n(25, 49), g.n(0, 99999), g.n(70, 122), g.n(0, 99999), g.n(0, 70), g.n(0, 11), g.n(0, 59), b.K(g.pro()))
		}},
		{"c_ifta_report", func(g *G, b *B) string {
			return fmt.Sprintf("IFTA Q%d 2025 — license %s\nTX  %d mi  %d.%d gal\nOK  %d mi  %d.%d gal\nAR  %d mi  %d.%d gal\nfleet MPG %d.%02d, total tax due %s",
				g.n(1, 4), b.K(g.from(upper, 2)+"-"+g.digits(8)), g.n(1000, 20000), g.n(100, 3000), g.n(0, 9), g.n(1000, 20000), g.n(100, 3000), g.n(0, 9), g.n(1000, 20000), g.n(100, 3000), g.n(0, 9), g.n(5, 8), g.n(0, 99), b.K(g.usd()))
		}},
		{"c_detention_invoice", func(g *G, b *B) string {
			return fmt.Sprintf("Detention invoice %s: arrived %s, departed %s, 2 hrs free, %d.%d billable hrs x $%d = %s. Load %s, BOL %s.",
				b.K("DET-"+g.digits(5)), b.K(g.ts()), b.K(g.ts()), g.n(1, 9), g.n(0, 9), g.pickI(50, 75), b.K(g.usd()), b.K(g.load()), b.K(g.bol()))
		}},
		{"c_settlement_masked_ssn", func(g *G, b *B) string {
			return fmt.Sprintf("Settlement %s — contractor %s, SSN %s, unit %d. Gross %s, escrow -$%d.00, fuel -%s, net %s.",
				b.K(g.digits(6)), b.K("C"+g.digits(4)), b.K("XXX-XX-"+g.digits(4)), g.n(100, 999), b.K(g.usd()), g.pickI(50, 100, 150), b.K(g.usd()), b.K(g.usd()))
		}},
		{"c_masked_card_dispute", func(g *G, b *B) string {
			return fmt.Sprintf("Chargeback on card %s for %s (lumper, %s). Disputed on %s, case %s. Use card %s going forward.",
				b.K(g.maskedCard()), b.K(g.usd()), g.usPlace().City, b.K(g.date()), b.K("CB-"+g.digits(8)), b.K(g.maskedCard()))
		}},
		{"c_edi210", func(g *G, b *B) string {
			d, _ := g.ediDate()
			return fmt.Sprintf("ST*210*0001~B3**%s*%s*PP**%s*%d****%s~N9*PO*%s~LX*1~L5*1*FROZEN FOOD~L0*1***%d*G~L1*1*%s*FR*%d~SE*9*0001~",
				b.K(g.digits(8)), b.K(g.pro()), b.K(d), g.n(50000, 700000), g.scac(), b.K(g.po()), g.n(5000, 44000), b.K(fmt.Sprintf("%d.%02d", g.n(1, 4), g.n(0, 99))), g.n(50000, 700000))
		}},
		{"c_api_doc_placeholders", func(g *G, b *B) string {
			return fmt.Sprintf("To post a truck, call POST https://api.example-loadboard.com/v2/trucks with header %s and body {\"mc\": \"%s\", \"origin_zip\": \"%s\"}. Replace %s with your key from Settings > API.",
				b.K("Authorization: Bearer <YOUR_API_KEY>"), b.K(g.mcNum()), b.K(g.usPlace().Zip), b.K("<YOUR_API_KEY>"))
		}},
		{"c_env_placeholders", func(g *G, b *B) string {
			return fmt.Sprintf("# .env.example\nTMS_API_KEY=%s\nDAT_CLIENT_SECRET=%s\nELD_PASSWORD=%s\nDEFAULT_SCAC=%s",
				b.K(g.pick("your_api_key_here", "changeme", "xxxxxxxxxxxxxxxx")), b.K(g.pick("${DAT_CLIENT_SECRET}", "<client-secret>", "REPLACE_ME")), b.K(g.pick("********", "<password>", "${ELD_PASSWORD}")), b.K(g.scac()))
		}},
		{"c_truncated_jwt", func(g *G, b *B) string {
			return fmt.Sprintf("Tenant %s gets 401: token starts with %s and the log cuts it off. Load %s, request id %s.",
				b.K(g.scac()), b.K("eyJhbGciOi..."), b.K(g.load()), b.K(g.from(hexl, 8)+"-"+g.from(hexl, 4)))
		}},
		{"c_pro_and_sap_po", func(g *G, b *B) string {
			return fmt.Sprintf("PRO# %s / PO %s / PO %s — OS&D: %d cartons short, exception noted on POD %s.",
				b.K(g.digits(10)), b.K("45"+g.digits(8)), b.K("45"+g.digits(8)), g.n(1, 40), b.K(g.date()))
		}},
		{"c_appointment_schedule", func(g *G, b *B) string {
			var rows []string
			rows = append(rows, "Dock  Appt   PO          Carrier SCAC  Trailer")
			for i := 0; i < 3; i++ {
				rows = append(rows, fmt.Sprintf("%02d    %02d:%02d  %s  %s          %s", g.n(1, 40), g.n(0, 23), g.pickI(0, 15, 30, 45), b.K("45"+g.digits(8)), b.K(g.scac()), b.K(g.trailer())))
			}
			return strings.Join(rows, "\n")
		}},
		{"c_cat_scale", func(g *G, b *B) string {
			st, dr, tr := g.n(10000, 12500), g.n(30000, 34000), g.n(30000, 34000)
			return fmt.Sprintf("CAT SCALE ticket %s  weighmaster %d  %s\nSTEER %d  DRIVE %d  TRAILER %d  GROSS %d lb\nScale #%d, %s",
				b.K(g.digits(6)), g.n(1, 99), b.K(g.ts()), st, dr, tr, st+dr+tr, g.n(1000, 9999), g.usPlace().City)
		}},
		{"c_dispatch_es", func(g *G, b *B) string {
			mx := g.mxPlace()
			return fmt.Sprintf("Carga %s: recoger en %s C.P. %s el %s, caja %s, sello %s, peso %s. Tarifa %s. Cruce por Pharr, pedimento pendiente.",
				b.K(g.load()), mx.City, b.K(mx.Zip), b.K(g.dateFR()), b.K(g.trailer()), b.K(g.seal()), b.K(g.weightKg()), b.K(g.mxn()))
		}},
		{"c_dispatch_fr", func(g *G, b *B) string {
			ca := g.caPlace()
			return fmt.Sprintf("Voyage %s : chargement à %s (%s) le %s à %s, remorque %s, sceau %s, %s. Taux %s, surcharge carburant %d %%.",
				b.K(g.load()), ca.City, b.K(ca.Zip), b.K(g.dateFR()), b.K(fmt.Sprintf("%02dh%02d", g.n(0, 23), g.pickI(0, 30))), b.K(g.trailer()), b.K(g.seal()), b.K(g.weightKg()), b.K(g.cad()), g.n(10, 40))
		}},
		{"c_safer_snapshot", func(g *G, b *B) string {
			pl := g.usPlace()
			return fmt.Sprintf("SAFER Company Snapshot\nEntity Type: CARRIER  USDOT Number: %s  MC/MX/FF Number(s): MC-%s\nPhysical Address: %d HWY %d, %s, %s %s\nPower Units: %d  Drivers: %d  MCS-150 Mileage (Year): %s (2024)\nOut of Service Date: None",
				b.K(g.dotNum()), b.K(g.mcNum()), g.n(100, 99999), g.n(1, 300), strings.ToUpper(pl.City), pl.St, b.K(pl.Zip), g.n(1, 90), g.n(1, 95), b.K(commas(g.n(50000, 9000000))))
		}},
		{"c_ltl_quote", func(g *G, b *B) string {
			return fmt.Sprintf("LTL quote %s: %s -> %s, %d pallets 48x40x%d, class %d, %s. Base %s, discount %d%%, FSC %d.%d%%, liftgate $%d. Transit %d days.",
				b.K("Q"+g.digits(8)), b.K(g.usPlace().Zip), b.K(g.usPlace().Zip), g.n(1, 6), g.n(40, 90), g.pickI(55, 70, 85, 100), b.K(g.weightLbs()), b.K(g.usd()), g.n(60, 85), g.n(20, 40), g.n(0, 9), g.pickI(75, 95, 125), g.n(1, 6))
		}},
		{"c_reefer_log", func(g *G, b *B) string {
			var rows []string
			rows = append(rows, fmt.Sprintf("Reefer unit %s  setpoint %d.0F  mode CONTINUOUS", b.K("TK"+g.digits(8)), g.n(-10, 38)))
			for i := 0; i < 4; i++ {
				rows = append(rows, fmt.Sprintf("%s  supply %d.%d  return %d.%d  ambient %d", b.K(g.when().Format("2006-01-02 15:04")), g.n(-12, 38), g.n(0, 9), g.n(-10, 40), g.n(0, 9), g.n(10, 105)))
			}
			return strings.Join(rows, "\n")
		}},
		{"c_toll_statement", func(g *G, b *B) string {
			return fmt.Sprintf("PrePass/E-ZPass statement %s: transponder %s, plate %s\n%s  %s  class 5  %s\n%s  %s  class 5  %s",
				b.K(g.date()), b.K(g.digits(3)+"-"+g.digits(8)), b.K(g.from(upper, 3)+g.digits(4)), b.K(g.ts()), g.pick("PA Turnpike", "Ohio Tpk", "I-90 Toll", "NJTP"), b.K(g.usd()), b.K(g.ts()), g.pick("Tollway", "KTA", "Indiana Toll Rd"), b.K(g.usd()))
		}},
		{"c_accessorials", func(g *G, b *B) string {
			return fmt.Sprintf("Accessorial schedule eff. %s: detention $%d/hr (2 hr free), layover $%d/day, TONU $%d, driver assist $%d, stop-off $%d, hazmat $%d, tarp $%d.",
				b.K(g.date()), g.pickI(40, 50, 75), g.pickI(150, 250, 300), g.pickI(150, 250), g.pickI(75, 100), g.pickI(50, 75, 100), g.pickI(100, 150, 250), g.pickI(75, 100, 150))
		}},
		{"c_lumper_receipt", func(g *G, b *B) string {
			return fmt.Sprintf("LUMPER RECEIPT #%s  %s\nFacility %s DC  Door %d  PO %s\nPallets %d  Cases %d  Amount %s  Paid by: comchek %s",
				b.K(g.digits(7)), b.K(g.ts()), g.usPlace().City, g.n(1, 99), b.K(g.po()), g.n(10, 30), g.n(200, 3000), b.K(g.usd()), b.K("#"+g.digits(4)))
		}},
		{"c_customs_entry", func(g *G, b *B) string {
			return fmt.Sprintf("CBP 7501 entry %s, entry date %s, port %d, HTS %s duty %d.%d%%, value %s, carrier SCAC %s, in-bond %s.",
				b.K(g.from(upper+"0123456789", 3)+"-"+g.digits(7)+"-"+g.digits(1)), b.K(g.date()), g.pickI(2304, 2305, 2604, 3004), b.K(g.pick("8471", "8708", "3926", "9403", "0702", "2202", "7308", "8544")+"."+g.digits(2)+"."+g.digits(4)), g.n(0, 9), g.n(0, 9), b.K(g.usd()), b.K(g.scac()), b.K(g.digits(9)))
		}},
		{"c_tracking_json", func(g *G, b *B) string {
			return fmt.Sprintf(`{"shipmentId":"%s","pro":"%s","status":"IN_TRANSIT","lastPing":{"ts":"%s","lat":%d.%05d,"lon":-%d.%05d,"speedMph":%d},"etaUtc":"%s","stops":[{"zip":"%s"},{"zip":"%s"}]}`,
				b.K(g.load()), b.K(g.pro()), b.K(g.when().Format("2006-01-02T15:04:05Z")), g.n(25, 49), g.n(0, 99999), g.n(70, 122), g.n(0, 99999), g.n(0, 70), b.K(g.when().Format("2006-01-02T15:04:05Z")), b.K(g.usPlace().Zip), b.K(g.usPlace().Zip))
		}},
		{"c_carta_porte", func(g *G, b *B) string {
			return fmt.Sprintf("CFDI con complemento Carta Porte: RFC emisor %s, RFC receptor %s, IdCCP %s, peso bruto total %s, distancia recorrida %d km, config. vehicular T3S2, placa %s, año modelo %d.",
				b.K(g.from(upper, 3)+g.digits(6)+g.from(upper+"0123456789", 3)), b.K(g.from(upper, 3)+g.digits(6)+g.from(upper+"0123456789", 3)), b.K("CCC"+strings.ToUpper(g.from(hexl, 5))+"-"+strings.ToUpper(g.from(hexl, 4))+"-"+strings.ToUpper(g.from(hexl, 4))+"-"+strings.ToUpper(g.from(hexl, 4))+"-"+strings.ToUpper(g.from(hexl, 12))), b.K(g.weightKg()), g.n(100, 1500), b.K(g.digits(2)+"-"+g.from(upper, 2)+"-"+g.digits(1)+g.from(upper, 1)), g.n(2015, 2025))
		}},
		{"c_route_plan", func(g *G, b *B) string {
			return fmt.Sprintf("Route: I-%d E to exit %d, I-%d N %d mi, fuel at MM %d (Love's), 30-min break by %s, park at exit %d. Total %s, est. %d h %02d m.",
				g.pickI(10, 20, 40, 70, 80), g.n(1, 400), g.pickI(35, 55, 65, 75, 95), g.n(20, 400), g.n(1, 500), b.K(fmt.Sprintf("%02d:%02d", g.n(0, 23), g.n(0, 59))), g.n(1, 400), b.K(fmt.Sprintf("%d mi", g.n(200, 700))), g.n(3, 11), g.n(0, 59))
		}},
		{"c_parts_invalid_ssn", func(g *G, b *B) string {
			return fmt.Sprintf("Shop ticket %s, unit %d: replaced P/N %s (air dryer cartridge) and P/N %s (brake chamber), labor %d.%d h, odometer %s.",
				b.K("WO-"+g.digits(6)), g.n(100, 999), b.K(fmt.Sprintf("%03d-%02d-%04d", g.n(100, 899), g.n(10, 99), g.n(1000, 9999))), b.K(g.digits(3)+"-"+g.digits(2)+"-"+g.digits(4)), g.n(1, 9), g.n(0, 9), b.K(commas(g.n(100000, 999999))))
		}},
		{"c_remittance_ach", func(g *G, b *B) string {
			return fmt.Sprintf("Remittance advice %s: ACH to routing %s, account ending %s, trace %s, amount %s for invoices %s, %s.",
				b.K(g.date()), b.K("0"+g.digits(8)), b.K(g.digits(4)), b.K(g.digits(15)), b.K(g.usd()), b.K(g.digits(6)), b.K(g.digits(6)))
		}},
		{"c_sscc_pallets", func(g *G, b *B) string {
			return fmt.Sprintf("ASN 856 for PO %s: pallet SSCC %s, SSCC %s, GTIN %s, lot %s, best by %s.",
				b.K(g.po()), b.K("00"+g.digits(18)), b.K("(00) "+g.digits(18)), b.K(g.digits(14)), b.K("L"+g.digits(6)), b.K(g.date()))
		}},
		{"c_csa_scores", func(g *G, b *B) string {
			return fmt.Sprintf("CSA BASICs for %s (%s): Unsafe Driving %d%%, HOS Compliance %d%%, Vehicle Maint. %d%%, Driver Fitness 0%%. Inspections (24 mo): %d, OOS rate %d.%d%%.",
				b.K(g.dot()), b.K(g.mc()), g.n(0, 90), g.n(0, 90), g.n(0, 90), g.n(1, 200), g.n(0, 30), g.n(0, 9))
		}},
		{"c_luhn_fail_fuel_full", func(g *G, b *B) string {
			return fmt.Sprintf("Reissue fuel cards: old %s -> new %s, driver ID %s, PIN reset by driver at kiosk. Prompt: unit + odometer.",
				b.K(g.fuelCardBad()), b.K(g.fuelCardBad()), b.K(g.digits(6)))
		}},
		{"c_1099_payer_eins", func(g *G, b *B) string {
			return fmt.Sprintf("1099 vendor list (entities, EIN only): %s EIN %s; %s EIN %s; %s EIN %s.",
				g.carrier().Name, b.K(g.ein()), g.carrier().Name, b.K(g.ein()), g.carrier().Name, b.K(g.ein()))
		}},
		{"c_broker_bond", func(g *G, b *B) string {
			return fmt.Sprintf("BMC-84 surety bond %s, amount $75,000, broker %s, effective %s. Trust BMC-85 N/A. Processor agent: %s.",
				b.K(g.from(upper, 3)+g.digits(7)), b.K(g.mc()), b.K(g.date()), b.K("BOC-3 filing "+g.digits(6)))
		}},
		{"c_hos_question", func(g *G, b *B) string {
			return fmt.Sprintf("HOS question: driver went on duty %s, drove %d h %02d m, took 10 h off at %s. Can he take the %s PU in %s without violating the 14-hour rule?",
				b.K(g.ts()), g.n(3, 11), g.n(0, 59), b.K(g.ts()), b.K(g.ts()), g.usPlace().City)
		}},
		{"c_dims_and_weights_fr", func(g *G, b *B) string {
			return fmt.Sprintf("Dimensions : %d po x %d po x %d po, %s, %d palettes. Permis spécial MTQ %s requis au-delà de %s. Facture %s.",
				g.n(40, 96), g.n(40, 102), g.n(40, 110), b.K(g.weightKg()), g.n(1, 26), b.K(g.digits(8)), b.K(g.weightKg()), b.K("F-"+g.digits(6)))
		}},
		{"c_jwt_header_only", func(g *G, b *B) string {
			return fmt.Sprintf("The portal's docs say the token header is %s (decodes to {\"alg\":\"HS256\",\"typ\":\"JWT\"}); our load %s call still 401s.",
				b.K("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"), b.K(g.load()))
		}},
	}
}
