package main

import (
	"fmt"
	"strings"
)

// Clean documents: no personal data, but the numbers such documents carry.

func cBankStatement(g *G, d *Doc) {
	bank := g.company("us", "Bank")
	from := g.dateIn(2025, 2026)
	d.L(strings.ToUpper(bank.Name), "BUSINESS CHECKING STATEMENT", "", "Account: "+d.K(g.acct())+"    Routing: "+d.K(g.aba()), "Period: "+d.K(from.num("us"))+" through "+d.K(Date{from.Y, from.M, 28}.num("us")), "")
	rows := [][]string{}
	for i := 0; i < g.rng(7, 12); i++ {
		desc := g.pick("ACH CREDIT STRIPE TRANSFER ST-", "WIRE IN REF ", "CHECK ", "POS DEBIT CARD "+g.masked()+" SEQ ", "ACH DEBIT IRS USATAXPYMT ", "DEPOSIT BRANCH ", "MERCHANT FEES BATCH ") + g.digits(g.rng(5, 10))
		rows = append(rows, []string{fmt.Sprintf("%02d/%02d", from.M, g.rng(1, 28)), desc, money("us", "$", g.rng(10, 48000)*100+g.n(100)), money("us", "$", g.rng(1000, 90000)*100+g.n(100))})
	}
	d.K(rows[0][1])
	d.W(textTable([]string{"Date", "Description", "Amount", "Balance"}, rows), "\n")
	d.L("Cards linked to this account: "+d.K(g.masked())+", "+d.K(g.masked()), "Overdraft line: "+d.K(money("us", "$", g.rng(5, 50)*1000*100))+"   APR "+d.K(fmt.Sprintf("%d.%02d%%", g.rng(8, 24), g.n(100))), "")
	d.Fill()
	d.L("Wire instructions: ABA "+d.K(g.aba())+", SWIFT "+d.K(g.pick("CHASUS33", "BOFAUS3N", "WFBIUS6S", "CITIUS33")), "Page "+d.K("1 of "+fmt.Sprint(g.rng(2, 6))))
}

func cInvoice(g *G, d *Doc) {
	v, c := g.company("us", ""), g.company("us", "")
	inv := fmt.Sprint(g.rng(2025, 2026)) + "-" + g.digits(5)
	d.L(v.Name, "Tax ID "+d.K(g.ein()), "", "INVOICE "+d.K(inv), "Issued "+d.K(g.dateIn(2025, 2026).num("iso"))+" · Due "+d.K(g.dateIn(2026, 2026).num("iso")), "Customer: "+c.Name+" (customer no. "+d.K(g.digits(8))+")", "PO reference: "+d.K("4500"+g.digits(6)), "")
	rows := [][]string{}
	for i := 0; i < g.rng(4, 9); i++ {
		rows = append(rows, []string{d.K(g.str("ABCDEFGHJK", 3) + "-" + g.digits(4) + "-" + g.digits(2)), g.pick("Managed services, monthly", "Storage 2 TB tier", "Support hours", "Hardware maintenance", "License renewal (seat)", "Travel expenses"), fmt.Sprint(g.rng(1, 250)), money("us", "$", g.rng(3, 4000)*100+g.n(100))})
	}
	d.W(mdTable([]string{"Item", "Description", "Qty", "Amount"}, rows), "\n")
	d.L("Subtotal "+money("us", "$", g.rng(1000, 90000)*100), "Sales tax ("+d.K("8.25%")+") "+money("us", "$", g.rng(100, 7000)*100), "**Total due "+d.K(money("us", "$", g.rng(1000, 99000)*100+g.n(100)))+"**", "")
	d.Fill()
	d.L("Remit by ACH: routing "+d.K(g.aba())+", account "+d.K(g.acct())+". Quote invoice "+inv+" on the remittance.", "Card payments accepted via the portal only; we never ask for card numbers by email.")
}

func cMeetingMinutes(g *G, d *Doc) {
	dt := g.dateIn(2025, 2026)
	d.L("Minutes — "+g.pick("Risk & Compliance Committee", "Product Council", "Facilities Working Group", "Change Advisory Board"), "Held "+d.K(dt.long("us"))+", "+d.K(fmt.Sprintf("%d:%02d", g.rng(9, 16), g.n(4)*15))+"–"+d.K(fmt.Sprintf("%d:%02d", g.rng(10, 17), g.n(4)*15)), "Present: "+strings.Join([]string{g.person("us").Full(), g.person("us").Full(), g.person("us").Full(), g.person("us").Full()}, ", "), "Apologies: "+g.person("us").Full(), "")
	d.L("1. Minutes of the meeting on "+d.K(Date{dt.Y, dt.M, 1}.num("us"))+" approved without amendment.", "", "2. Change "+d.K("CHG"+g.digits(7))+" (upgrade of the core banking middleware from "+d.K(g.version())+" to "+d.K(g.version())+") approved for the window "+d.K(Date{dt.Y, dt.M, dt.D + 1}.num("iso")+" 22:00–02:00")+".", "", "3. Incident "+d.K("INC"+g.digits(7))+": "+d.K(fmt.Sprint(g.rng(120, 9000)))+" statements delayed by "+d.K(fmt.Sprint(g.rng(2, 9))+" hours")+"; root cause was a certificate expiry on "+d.K(fmt.Sprintf("10.%d.%d.%d:8443", g.n(256), g.n(256), g.rng(1, 254)))+".", "", "4. Budget: capex request of "+d.K(money("us", "$", g.rng(20, 900)*1000*100))+" deferred to Q"+fmt.Sprint(g.rng(1, 4))+".", "")
	d.Fill()
	d.L("Next meeting: " + d.K(Date{dt.Y, dt.M, dt.D}.long("us")) + " + 4 weeks, same room (Bldg 2, Room " + d.K(fmt.Sprint(g.rng(100, 499))) + ").")
}

func cDischarge(g *G, d *Doc) {
	d.L("DISCHARGE SUMMARY (de-identified for teaching file)", "", d.K("MRN: [removed]")+"   Age: "+fmt.Sprint(g.rng(30, 90))+"   Sex: "+g.pick("F", "M"), "Admission "+d.K("day 0")+", discharge "+d.K("day "+fmt.Sprint(g.rng(2, 9))), "")
	d.L("Diagnoses", "1. "+g.pick("Sepsis secondary to urinary tract infection (A41.9, N39.0)", "Acute decompensated heart failure (I50.23)", "Diabetic ketoacidosis (E10.10)", "Upper GI bleed (K92.2)"), "2. Chronic kidney disease stage "+d.K(g.pick("3a", "3b", "4")), "")
	d.L("Labs", "")
	rows := [][]string{
		{"Sodium", fmt.Sprint(g.rng(128, 145)), "135–145 mmol/L"},
		{"Potassium", fmt.Sprintf("%d.%d", g.rng(3, 5), g.n(10)), "3.5–5.1 mmol/L"},
		{"Creatinine", fmt.Sprintf("%d.%02d", g.rng(0, 3), g.n(100)), "0.60–1.20 mg/dL"},
		{"eGFR", fmt.Sprint(g.rng(18, 90)), ">60 mL/min/1.73m²"},
		{"HbA1c", fmt.Sprintf("%d.%d%%", g.rng(5, 13), g.n(10)), "<5.7%"},
		{"INR", fmt.Sprintf("%d.%d", g.rng(1, 3), g.n(10)), "0.8–1.2"},
	}
	d.W(textTable([]string{"Test", "Result", "Reference"}, rows), "\n")
	d.L("Medications on discharge: "+d.K(g.pick("furosemide 40 mg PO BID", "insulin glargine 22 units SC nightly", "pantoprazole 40 mg IV q12h → PO daily", "ceftriaxone 1 g IV daily x 3 → cefpodoxime 200 mg PO BID x 7 days")), "Follow-up in "+d.K(fmt.Sprint(g.rng(1, 4))+" weeks")+"; repeat BMP in "+d.K("72 hours")+".", "")
	d.Fill()
	d.L("Dictated " + d.K(g.dateIn(2025, 2026).num("us")) + " " + d.K(fmt.Sprintf("%02d:%02d", g.rng(7, 22), g.n(60))) + " · Job " + d.K(g.digits(8)))
}

func cCourtOrder(g *G, d *Doc) {
	cn := fmt.Sprintf("%d:%02d-cv-%05d-%s", g.rng(1, 5), g.rng(22, 26), g.n(99999), g.pick("JLR", "PKC", "ADS", "MWB"))
	d.L("UNITED STATES DISTRICT COURT", "DISTRICT OF "+g.pick("MASSACHUSETTS", "COLORADO", "NEW JERSEY", "OREGON"), "", "Civil Action No. "+d.K(cn), "", "SCHEDULING ORDER", "")
	items := []string{"Initial disclosures due", "Motions to amend pleadings due", "Fact discovery closes", "Expert reports due", "Dispositive motions due", "Final pretrial conference"}
	for i, it := range items {
		dt := g.dateIn(2026, 2027)
		d.F("%d. %s: %s.\n", i+1, it, d.K(dt.long("us")))
	}
	d.W("\n")
	d.L("The parties shall meet and confer under Fed. R. Civ. P. "+d.K("26(f)")+". Page limits under Local Rule "+d.K("7.1(b)(4)")+" apply. See "+d.K("Dkt. No. "+fmt.Sprint(g.rng(12, 240)))+"; "+d.K(g.pick("Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009)", "Celotex Corp. v. Catrett, 477 U.S. 317, 322–23 (1986)", "Bell Atl. Corp. v. Twombly, 550 U.S. 544, 570 (2007)"))+".", "")
	d.Fill()
	d.L("SO ORDERED.", "", "Dated: "+d.K(g.dateIn(2025, 2026).long("us")), "", "/s/ "+g.person("us").Full(), "United States Magistrate Judge")
}

func cPolicySchedule(g *G, d *Doc) {
	ins := g.company("uk", "Insurance")
	d.L(ins.Name, "MOTOR POLICY SCHEDULE", "", "Policy number: "+d.K(g.policy()), "Period of cover: "+d.K(g.dateIn(2026, 2026).long("uk"))+" to "+d.K(g.dateIn(2027, 2027).long("uk"))+" (both dates inclusive)", "Vehicle: "+g.pick("Ford Focus 1.0 EcoBoost", "VW Golf 1.5 TSI", "Vauxhall Corsa", "Toyota Yaris Hybrid")+", registration "+d.K(g.str("ABCDEFGHJKLMNOPRSTUVWXY", 2)+fmt.Sprintf("%02d", g.rng(10, 75))+" "+g.str("ABCDEFGHJKLMNOPRSTUVWXY", 3)), "Garaged at postcode "+d.K(cityUK[g.n(len(cityUK))][1]+fmt.Sprint(g.rng(1, 19))+" "+fmt.Sprint(g.rng(1, 9))+g.str("ABDEFGHJLNPQRSTUWXYZ", 2)), "Cover: Comprehensive   Class of use: Social, domestic, pleasure and commuting", "")
	rows := [][]string{{"Annual premium", d.K(money("uk", "£", g.rng(290, 1900)*100+g.n(100)))}, {"Insurance Premium Tax (12%)", "included"}, {"Compulsory excess", d.K(money("uk", "£", g.rng(1, 5)*100*100))}, {"Voluntary excess", money("uk", "£", g.rng(0, 5)*50*100)}, {"No claims discount", d.K(fmt.Sprint(g.rng(1, 9)) + " years")}}
	d.W(textTable([]string{"Item", "Amount"}, rows), "\n")
	d.L("Endorsements applying: "+d.K("E012")+", "+d.K("E045")+".", "")
	d.Fill()
	d.L("FCA register number " + d.K(g.digits(6)) + ". Registered in England and Wales no. " + d.K(g.digits(8)) + ".")
}

func cReleaseRunbook(g *G, d *Doc) {
	svc := g.pick("ledger", "claims-intake", "doc-render", "kyc-gateway")
	d.L("# Release notes — "+svc+" "+d.K("v"+g.version()), "", "Released "+d.K(g.dateIn(2025, 2026).num("iso"))+" from commit "+d.K(g.sha()), "", "## Changes", "- Bump Go toolchain to "+d.K("1.2"+fmt.Sprint(g.rng(2, 5))+"."+fmt.Sprint(g.n(9))), "- Fix race in the retry queue (#"+d.K(fmt.Sprint(g.rng(1000, 9999)))+")", "- Raise pool size from "+d.K("32 to 64"), "")
	d.L("## Configuration", "", "```yaml", "aws:", "  access_key_id: "+d.K(g.akia())+"   # identifier only; the secret comes from the instance role", "  region: eu-central-1", "stripe:", "  publishable_key: "+d.K(g.pkLive()), "  secret_key: "+d.K("${STRIPE_SECRET_KEY}"), "database:", "  host: "+d.K(fmt.Sprintf("10.%d.%d.%d", g.n(256), g.n(256), g.rng(1, 254)))+"", "  port: 5432", "  password: "+d.K("<set-in-vault>"), "```", "")
	d.L("## Deploy keys", "", "The CI runner's public key (safe to share):", "", "    "+d.K("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+g.str(b64std, 43)+" ci-runner"), "", "Fingerprint "+d.K("SHA256:"+g.str(b64std, 43)), "")
	d.Fill()
	d.L("Rollback: `helm rollback " + svc + " " + d.K(fmt.Sprint(g.rng(2, 80))) + "` · dashboards: grafana uid " + d.K(g.str(lowerDg, 9)))
}

func cAPIDocPlaceholders(g *G, d *Doc) {
	co := g.company("us", g.pick("Pay", "Lending", "Health"))
	d.L("## Authentication", "", "All requests need an access token in the header:", "", "```http", "GET /v1/accounts/{account_id}/transactions HTTP/1.1", "Host: api."+co.Domain, d.K("Authorization: Bearer <ACCESS_TOKEN>"), "```", "")
	d.L("Example with curl (replace the placeholders):", "", "```bash", "export API_KEY="+d.K("YOUR_API_KEY"), "curl https://api."+co.Domain+"/v1/ping -H \"Authorization: Bearer $API_KEY\"", "```", "")
	d.L("A token looks like "+d.K("eyJhbGciOiJSUzI1NiIs...")+" and expires after "+d.K("3600 seconds")+". The response contains "+d.K(`"token_type": "Bearer"`)+".", "")
	d.L("### Errors", "")
	rows := [][]string{{"401", "invalid_token", "The bearer token is missing or expired"}, {"403", "insufficient_scope", "Token lacks `accounts:read`"}, {"429", "rate_limited", "More than " + d.K("600 requests/min")}}
	d.W(mdTable([]string{"Status", "Code", "Meaning"}, rows), "\n")
	d.L("Webhook secrets have the form "+d.K("whsec_...")+"; test keys "+d.K("sk_test_...")+". Never use "+d.K("xoxb-your-token-here")+" style samples in code.", "")
	d.Fill()
	d.L("SDK " + d.K("v"+g.version()) + " · OpenAPI spec " + d.K("3.1.0"))
}

func cItinerary(g *G, d *Doc) {
	dep := g.dateIn(2026, 2026)
	d.L("ITINERARY — GROUP BOOKING "+d.K(g.str("ABCDEFGHJKLMNPQRSTUVWXYZ", 6)), "Tour: "+g.pick("Lisbon & Porto", "Rhine Valley", "Andalusia", "Tuscany", "Scottish Highlands")+", "+fmt.Sprint(g.rng(5, 12))+" days", "")
	for i := 0; i < g.rng(3, 5); i++ {
		day := Date{dep.Y, dep.M, dep.D + i}
		d.F("Day %d — %s\n  %s %s dep %s arr %s, terminal %s, gate closes %s\n  Hotel voucher %s; breakfast %s–%s\n\n", i+1, d.K(day.num("iso")), d.K(g.pick("TP", "LH", "IB", "AZ", "BA")+" "+fmt.Sprint(g.rng(100, 1999))), g.pick("LIS-OPO", "FRA-CGN", "MAD-SVQ", "FCO-FLR", "LHR-INV"), d.K(fmt.Sprintf("%02d:%02d", g.rng(6, 20), g.n(12)*5)), fmt.Sprintf("%02d:%02d", g.rng(7, 23), g.n(12)*5), fmt.Sprint(g.rng(1, 3)), fmt.Sprintf("%02d:%02d", g.rng(6, 20), g.n(12)*5), d.K("HV-"+g.digits(7)), "07:00", "10:30")
	}
	d.L("Ticket numbers: "+d.K(g.pick("047", "220", "075", "055")+" "+g.digits(10))+", "+d.K(g.pick("047", "220", "075", "055")+"-"+g.digits(10)), "Group fare: "+d.K(money("uk", "£", g.rng(600, 3000)*100))+" per person, balance due "+d.K(g.dateIn(2026, 2026).long("uk")), "")
	d.Fill()
}

func cTenancyTerms(g *G, d *Doc) {
	d.L("SCHEDULE 2 — TENANT'S OBLIGATIONS", "")
	cl := []string{
		"To pay the rent of " + d.K(money("uk", "£", g.rng(700, 2900)*100)) + " per calendar month on or before the " + d.K(g.pick("1st", "5th", "28th")) + " of each month.",
		"To pay council tax (band " + d.K(g.pick("A", "B", "C", "D", "E")) + "), water and energy charges for the property during the term.",
		"Not to keep any animal at the property without consent, such consent not to be unreasonably withheld.",
		"To allow access for the annual gas safety check; the last certificate is dated " + d.K(g.dateIn(2025, 2026).num("uk")) + ".",
		"To replace batteries in smoke alarms; alarms were tested on " + d.K(g.dateIn(2026, 2026).num("uk")) + ".",
	}
	for i, c := range cl {
		d.F("2.%d %s\n", i+1, c)
	}
	d.W("\n")
	d.L("SCHEDULE 3 — INVENTORY SUMMARY", "Meter readings at check-in: electricity "+d.K(g.digits(5)+" kWh")+", gas "+d.K(g.digits(5)+" m³")+", water "+d.K(g.digits(4)+" m³"), "Keys issued: "+d.K(fmt.Sprint(g.rng(2, 6))+" front door, "+fmt.Sprint(g.rng(1, 3))+" window"), "Deposit registered under scheme reference "+d.K(g.str("ABCDEFGHJK", 2)+g.digits(8))+".", "")
	d.Fill()
}

func cPurchaseOrder(g *G, d *Doc) {
	d.L("PURCHASE ORDER "+d.K("4500"+g.digits(6)), "Order date "+d.K(g.dateIn(2025, 2026).num("iso"))+" · Incoterms "+d.K("FCA Rotterdam")+" · Payment "+d.K("60 days net"), "Supplier no. "+d.K(g.digits(7))+" · Plant "+d.K(g.digits(4)), "")
	rows := [][]string{}
	for i := 0; i < g.rng(5, 9); i++ {
		ean := g.pick("40", "50", "87", "80", "54") + g.digits(10)
		s := 0
		for k := 0; k < 12; k++ {
			w := 1
			if k%2 == 1 {
				w = 3
			}
			s += int(ean[k]-'0') * w
		}
		ean += fmt.Sprint((10 - s%10) % 10)
		rows = append(rows, []string{fmt.Sprintf("%05d", (i+1)*10), d.K(g.digits(8)), d.K(ean), g.pick("Bearing 6204-2RS", "Gasket DN50 PN16", "Valve body G1/2", "Sensor PT100 4-wire", "Cable tie 300x4.8", "Filter cartridge 10in"), fmt.Sprint(g.rng(1, 2000)), "PC", money("de", "€", g.rng(1, 900)*100+g.n(100))})
	}
	d.W(textTable([]string{"Item", "Material", "EAN/UPC", "Description", "Qty", "UoM", "Net price"}, rows), "\n")
	d.L("Delivery to dock "+d.K(fmt.Sprint(g.rng(1, 24)))+", goods receipt "+d.K("07:00-14:00")+". Quote PO and item on the delivery note.", "")
	d.Fill()
}

func cAmortization(g *G, d *Doc) {
	p := g.rng(150, 800) * 1000
	r := float64(g.rng(450, 799)) / 100
	d.L("LOAN AMORTIZATION SCHEDULE", "Loan no. "+d.K(g.loanNo())+"   Principal "+d.K(money("us", "$", p*100))+"   Rate "+d.K(fmt.Sprintf("%.2f%%", r))+"   Term "+d.K("360 months"), "First payment "+d.K(g.dateIn(2026, 2026).num("us")), "")
	rows := [][]string{}
	bal := float64(p)
	mr := r / 1200
	pay := bal * mr / (1 - pow1(1+mr, -360))
	for i := 1; i <= g.rng(8, 14); i++ {
		in := bal * mr
		pr := pay - in
		bal -= pr
		rows = append(rows, []string{fmt.Sprint(i), fmt.Sprintf("%.2f", pay), fmt.Sprintf("%.2f", pr), fmt.Sprintf("%.2f", in), fmt.Sprintf("%.2f", bal)})
	}
	d.W(textTable([]string{"No.", "Payment", "Principal", "Interest", "Balance"}, rows), "\n")
	d.L("Escrow (taxes and insurance) of " + d.K(money("us", "$", g.rng(200, 900)*100)) + " per month is not included above.")
	d.Fill()
}

func pow1(x float64, n int) float64 {
	r := 1.0
	if n < 0 {
		for i := 0; i < -n; i++ {
			r /= x
		}
		return r
	}
	for i := 0; i < n; i++ {
		r *= x
	}
	return r
}

func cTrialSynopsis(g *G, d *Doc) {
	d.L("PROTOCOL SYNOPSIS", "", "Protocol number: "+d.K(g.pick("MK-", "BI ", "LY", "RO")+g.digits(4)+"-"+g.digits(3)), "EudraCT / EU CT: "+d.K(fmt.Sprint(g.rng(2022, 2025))+"-"+g.digits(6)+"-"+g.digits(2)), "NCT: "+d.K("NCT0"+g.digits(7)), "Phase: "+g.pick("2", "3"), "")
	d.L("Objectives: to evaluate the efficacy of "+d.K(fmt.Sprint(g.rng(5, 400))+" mg")+" once daily versus placebo on change in "+g.pick("HbA1c", "DAS28-CRP", "FEV1", "LDL-C")+" at week "+d.K(fmt.Sprint(g.rng(12, 52)))+".", "")
	rows := [][]string{}
	for _, v := range []string{"Screening", "Baseline (Day 1)", "Week 4", "Week 12", "Week 24", "End of study"} {
		rows = append(rows, []string{v, g.pick("±3 days", "±7 days", "—"), g.pick("X", ""), g.pick("X", "X", ""), g.pick("X", "")})
	}
	d.W(mdTable([]string{"Visit", "Window", "Labs", "ECG", "PK"}, rows), "\n")
	d.L("Sample size: "+d.K(fmt.Sprint(g.rng(120, 1800)))+" participants, 1:1 randomisation, "+d.K("90% power")+" at two-sided alpha "+d.K("0.05")+".", "")
	d.Fill()
}

func cDERechnung(g *G, d *Doc) {
	co, ku := g.company("de", ""), g.company("de", "")
	nr := "RE-" + fmt.Sprint(g.rng(2025, 2026)) + "-" + g.digits(5)
	d.L(co.Name+" · "+d.K(g.addrOne("de")), "", ku.Name, d.K(g.addrOne("de")), "", "Rechnung Nr. "+d.K(nr), "Rechnungsdatum: "+d.K(g.dateIn(2026, 2026).num("de"))+"   Leistungszeitraum: "+d.K(g.pick("Januar", "Februar", "März", "April")+" "+fmt.Sprint(g.rng(2025, 2026))), "Kundennummer: "+d.K(g.digits(6))+"   Ihre Bestellnummer: "+d.K(g.digits(10)), "")
	rows := [][]string{}
	for i := 0; i < g.rng(3, 7); i++ {
		rows = append(rows, []string{fmt.Sprint(i + 1), g.pick("Wartungspauschale", "Serverhosting M", "Beratung (Std.)", "Lizenz Jahresabo", "Anfahrt"), fmt.Sprint(g.rng(1, 40)), g.amt("de", "€", 10, 2000)})
	}
	d.W(textTable([]string{"Pos.", "Bezeichnung", "Menge", "Einzelpreis"}, rows), "\n")
	d.L("Nettobetrag: "+d.K(g.amt("de", "€", 500, 20000)), "zzgl. 19 % USt.: "+d.K(g.amt("de", "€", 100, 3800)), "Gesamtbetrag: "+d.K(g.amt("de", "€", 600, 24000)), "", "Zahlbar innerhalb von 14 Tagen ohne Abzug auf IBAN "+d.K(g.iban("DE"))+", BIC "+d.K("COBADEFFXXX")+".", "USt-IdNr.: "+d.K("DE "+g.digits(3)+" "+g.digits(3)+" "+g.digits(3))+" · Steuernummer: "+d.K(g.digits(3)+"/"+g.digits(3)+"/"+g.digits(5))+" · HRB "+d.K(g.digits(5))+" Amtsgericht "+g.pick("Köln", "München", "Hamburg"), "")
	d.Fill()
}

func cFRFacture(g *G, d *Doc) {
	co := g.company("fr", "")
	d.L(co.Name, d.K(g.addrOne("fr")), "SIRET "+d.K(g.digits(3)+" "+g.digits(3)+" "+g.digits(3)+" "+g.digits(5))+" — TVA intracommunautaire "+d.K("FR"+g.digits(2)+" "+g.digits(9)), "RCS "+g.pick("Lyon", "Paris", "Nantes")+" "+d.K(g.digits(3)+" "+g.digits(3)+" "+g.digits(3)), "", "FACTURE N° "+d.K("F"+fmt.Sprint(g.rng(2025, 2026))+"-"+g.digits(4)), "Date : "+d.K(g.dateIn(2026, 2026).num("fr"))+"   Échéance : "+d.K(g.dateIn(2026, 2026).num("fr")), "")
	rows := [][]string{}
	for i := 0; i < g.rng(3, 6); i++ {
		rows = append(rows, []string{g.pick("Prestation de conseil", "Maintenance annuelle", "Formation (jour)", "Déplacement", "Licence logicielle"), fmt.Sprint(g.rng(1, 20)), g.amt("fr", "€", 50, 3000)})
	}
	d.W(mdTable([]string{"Désignation", "Qté", "PU HT"}, rows), "\n")
	d.L("Total HT : "+d.K(g.amt("fr", "€", 300, 30000))+"   TVA 20 % : "+d.K(g.amt("fr", "€", 60, 6000))+"   Total TTC : "+d.K(g.amt("fr", "€", 360, 36000)), "Règlement par virement — IBAN "+d.K(g.iban("FR")), "Pénalités de retard : 3 fois le taux d'intérêt légal ; indemnité forfaitaire de recouvrement "+d.K("40 €")+".", "")
	d.Fill()
}

func cESActa(g *G, d *Doc) {
	dt := g.dateIn(2026, 2026)
	d.L("ACTA DE LA REUNIÓN DEL CONSEJO DE ADMINISTRACIÓN", g.company("es", "").Name+" — CIF "+d.K(g.str("ABCDEFGHJ", 1)+g.digits(8)), "", "En "+g.pick("Madrid", "Barcelona", "Valencia")+", a "+d.K(dt.long("es"))+", siendo las "+d.K(fmt.Sprintf("%d:%02d", g.rng(9, 18), g.n(4)*15))+" horas, se reúnen los consejeros que se indican.", "")
	d.L("ORDEN DEL DÍA", "1. Formulación de las cuentas anuales del ejercicio "+d.K(fmt.Sprint(dt.Y-1))+" (cifra de negocios "+d.K(g.amt("es", "€", 1000000, 90000000))+").", "2. Propuesta de aplicación del resultado: "+d.K(g.amt("es", "€", 10000, 4000000))+" a reservas voluntarias.", "3. Renovación del auditor (ROAC n.º "+d.K("S"+g.digits(4))+").", "4. Ruegos y preguntas.", "")
	d.L("Todos los acuerdos se adoptan por unanimidad. Inscrita en el Registro Mercantil de "+g.pick("Madrid", "Barcelona")+", tomo "+d.K(g.digits(5))+", folio "+d.K(g.digits(3))+", hoja "+d.K("M-"+g.digits(6))+".", "")
	d.Fill()
	d.L("El Secretario, con el visto bueno del Presidente.")
}

func cITVerbaleCDA(g *G, d *Doc) {
	dt := g.dateIn(2026, 2026)
	d.L("VERBALE DEL CONSIGLIO DI AMMINISTRAZIONE", g.company("it", "").Name+" — P.IVA "+d.K(g.digits(11))+" — REA "+d.K(g.pick("MI", "RM", "TO")+"-"+g.digits(7)), "", "Il giorno "+d.K(dt.num("it"))+" alle ore "+d.K(fmt.Sprintf("%d.%02d", g.rng(9, 18), g.n(4)*15))+" presso la sede sociale si è riunito il Consiglio di Amministrazione.", "")
	d.L("1. Approvazione del budget "+d.K(fmt.Sprint(dt.Y))+": ricavi previsti "+d.K(g.amt("it", "€", 1000000, 50000000))+", EBITDA "+d.K(g.amt("it", "€", 100000, 9000000))+".", "2. Rinnovo del fido bancario per "+d.K(g.amt("it", "€", 200000, 5000000))+" al tasso "+d.K(fmt.Sprintf("Euribor 3M + %d,%02d%%", g.rng(0, 3), g.n(100)))+".", "3. Varie ed eventuali.", "")
	d.Fill()
	d.L("Non essendovi altro da deliberare, la seduta è tolta alle ore " + d.K(fmt.Sprintf("%d.%02d", g.rng(11, 20), g.n(4)*15)) + ".")
}

func cNLFactuur(g *G, d *Doc) {
	co := g.company("nl", "")
	d.L(co.Name, d.K(g.addrOne("nl")), "KvK "+d.K(g.digits(8))+" · BTW "+d.K("NL"+g.digits(9)+"B"+g.digits(2)), "", "FACTUUR "+d.K(fmt.Sprint(g.rng(2025, 2026))+g.digits(4)), "Factuurdatum: "+d.K(g.dateIn(2026, 2026).num("nl"))+"   Vervaldatum: "+d.K(g.dateIn(2026, 2026).num("nl")), "Uw referentie: "+d.K("PO-"+g.digits(6)), "")
	rows := [][]string{}
	for i := 0; i < g.rng(3, 6); i++ {
		rows = append(rows, []string{g.pick("Advieswerk", "Hosting", "Onderhoud", "Licentie", "Reiskosten"), fmt.Sprint(g.rng(1, 30)), g.amt("nl", "€", 20, 2500)})
	}
	d.W(textTable([]string{"Omschrijving", "Aantal", "Bedrag"}, rows), "\n")
	d.L("Totaal excl. btw: "+d.K(g.amt("nl", "€", 200, 20000))+"  Btw 21%: "+d.K(g.amt("nl", "€", 40, 4200)), "Graag binnen 30 dagen overmaken naar "+d.K(g.iban("NL"))+" o.v.v. het factuurnummer.", "")
	d.Fill()
}

func cBRNotaFiscal(g *G, d *Doc) {
	d.L("DANFE — DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRÔNICA", "Nº "+d.K(g.digits(3)+"."+g.digits(3)+"."+g.digits(3))+"  Série "+d.K(fmt.Sprint(g.rng(1, 9))), "Chave de acesso: "+d.K(strings.TrimSpace(sp(g.digits(44), 4, 4, 4, 4, 4, 4, 4, 4, 4, 4))), "", "EMITENTE: "+g.company("br", "").Name, "CNPJ: "+d.K(g.digits(2)+"."+g.digits(3)+"."+g.digits(3)+"/0001-"+g.digits(2))+"   IE: "+d.K(g.digits(3)+"."+g.digits(3)+"."+g.digits(3)+"."+g.digits(3)), d.K(g.addrOne("br")), "")
	rows := [][]string{}
	for i := 0; i < g.rng(3, 6); i++ {
		rows = append(rows, []string{d.K(g.digits(6)), g.pick("Cabo HDMI 2m", "Mouse sem fio", "Teclado ABNT2", "Monitor 24\"", "Webcam HD"), d.K(g.digits(4) + "." + g.digits(2) + "." + g.digits(2)), fmt.Sprint(g.rng(1, 50)), g.amt("pt", "R$", 10, 2000)})
	}
	d.W(textTable([]string{"Código", "Descrição", "NCM", "Qtd", "Valor"}, rows), "\n")
	d.L("Valor total da nota: "+d.K(g.amt("pt", "R$", 100, 30000)), "Protocolo de autorização: "+d.K(g.digits(15))+" "+d.K(g.dateIn(2026, 2026).num("pt")), "")
	d.Fill()
}

func cHRPolicy(g *G, d *Doc) {
	d.L("EMPLOYEE HANDBOOK — SECTION "+d.K(fmt.Sprintf("%d.%d", g.rng(3, 9), g.rng(1, 9)))+": LEAVE", "Effective "+d.K(g.dateIn(2026, 2026).long("us"))+" · Policy owner: People Operations · Version "+d.K(fmt.Sprintf("%d.%d", g.rng(1, 6), g.n(10))), "")
	d.L("4.1 Paid time off accrues at "+d.K(fmt.Sprintf("%.2f hours", 3.08+float64(g.n(300))/100))+" per pay period, up to a cap of "+d.K(fmt.Sprint(g.rng(160, 240))+" hours")+".", "4.2 Parental leave: "+d.K(fmt.Sprint(g.rng(12, 20))+" weeks")+" at full pay for any new parent after "+d.K("90 days")+" of service.", "4.3 Bereavement: up to "+d.K("5 days")+" for immediate family.", "4.4 Jury duty is paid for up to "+d.K("10 business days")+" per calendar year.", "4.5 Requests go through the HR portal (form "+d.K("HR-"+g.digits(3))+"); managers respond within "+d.K("3 business days")+".", "")
	d.Fill()
	d.L("Questions: see the intranet page " + d.K("/people/leave-policy") + ".")
}

func cSchoolReport(g *G, d *Doc) {
	d.L("YEAR "+d.K(fmt.Sprint(g.rng(7, 11)))+" PROGRESS SUMMARY — CLASS "+d.K(fmt.Sprint(g.rng(7, 11))+g.pick("A", "B", "C")), "Candidate number "+d.K(g.digits(4))+" · Centre "+d.K(g.digits(5)), "")
	rows := [][]string{}
	for _, s := range []string{"English Language", "English Literature", "Mathematics", "Combined Science", "Geography", "French", "Computer Science"} {
		rows = append(rows, []string{s, fmt.Sprint(g.rng(3, 9)), fmt.Sprint(g.rng(3, 9)), fmt.Sprintf("%d%%", g.rng(40, 99)), g.pick("1", "2", "3")})
	}
	d.W(textTable([]string{"Subject", "Target", "Working at", "Homework", "Effort"}, rows), "\n")
	d.L("Attendance "+d.K(fmt.Sprintf("%d.%d%%", g.rng(88, 99), g.n(10)))+" · Punctuality "+d.K(fmt.Sprintf("%d.%d%%", g.rng(90, 99), g.n(10)))+" · Merits "+d.K(fmt.Sprint(g.rng(10, 240))), "Mock exams: "+d.K(g.dateIn(2026, 2026).long("uk"))+" to "+d.K(g.dateIn(2026, 2026).long("uk"))+".", "")
	d.Fill()
}

func cIncidentReport(g *G, d *Doc) {
	d.L("INCIDENT REPORT — WORKPLACE NEAR MISS", "Ref: "+d.K("NM-"+fmt.Sprint(g.rng(2025, 2026))+"-"+g.digits(4)), "Site: "+d.K("Warehouse "+fmt.Sprint(g.rng(1, 9))+", Bay "+fmt.Sprint(g.rng(1, 40))), "Date/time: "+d.K(g.dateIn(2026, 2026).num("iso")+" "+fmt.Sprintf("%02d:%02d", g.rng(0, 23), g.n(60))), "GPS: "+d.K(fmt.Sprintf("%d.%06d, -%d.%06d", g.rng(25, 48), g.n(999999), g.rng(70, 122), g.n(999999))), "")
	d.L("Description: a pallet of "+d.K(fmt.Sprint(g.rng(200, 1400))+" kg")+" slipped from the forks of truck "+d.K("FLT-"+g.digits(3))+" at a height of about "+d.K(fmt.Sprintf("%d.%d m", g.rng(1, 6), g.n(10)))+". Nobody was in the exclusion zone. The operator held licence class "+d.K(g.pick("B1", "B2", "D1"))+".", "", "Root cause: damaged pallet (supplier lot "+d.K(g.digits(8))+"); racking beam load sign "+d.K(fmt.Sprint(g.rng(1000, 3000))+" kg UDL")+".", "", "Corrective actions: reinspect lot; retrain shift "+d.K(g.pick("A", "B", "C"))+" by "+d.K(g.dateIn(2026, 2026).num("iso"))+".", "")
	d.Fill()
}

func cShippingManifest(g *G, d *Doc) {
	d.L("CARGO MANIFEST", "AWB: "+d.K(g.pick("020", "057", "176", "618")+"-"+g.digits(8))+"   Flight "+d.K(g.pick("LH", "EK", "SQ", "AF")+" "+fmt.Sprint(g.rng(8000, 8999)))+"   ETD "+d.K(g.dateIn(2026, 2026).num("iso")), "Container: "+d.K(g.str("ABCDEFGHJKLMNPRSTUVWXYZ", 3)+"U "+g.digits(6)+" "+g.digits(1))+"   Seal "+d.K(g.digits(8)), "")
	rows := [][]string{}
	for i := 0; i < g.rng(5, 9); i++ {
		rows = append(rows, []string{d.K(g.upsTracking()), d.K(g.digits(4) + "." + g.digits(2) + "." + g.digits(2)), fmt.Sprintf("%d.%d kg", g.rng(1, 400), g.n(10)), fmt.Sprintf("%dx%dx%d cm", g.rng(10, 120), g.rng(10, 120), g.rng(10, 120)), g.pick("DE", "CN", "US", "IT", "NL")})
	}
	d.W(textTable([]string{"Tracking", "HS code", "Weight", "Dims", "Origin"}, rows), "\n")
	d.L("Total pieces "+d.K(fmt.Sprint(g.rng(5, 90)))+", gross weight "+d.K(fmt.Sprintf("%d.%d kg", g.rng(100, 5000), g.n(10))), "")
	d.Fill()
}

func cKYCChecklist(g *G, d *Doc) {
	d.L("KYC REVIEW CHECKLIST — PERIODIC REFRESH", "Customer ref: "+d.K("CIF "+g.digits(9))+"   Risk: "+g.pick("Low", "Medium", "High"), "Reviewer: "+g.person("us").Full()+"   Due: "+d.K(g.dateIn(2026, 2026).num("us")), "")
	rows := [][]string{{"Government ID", "Passport, expires " + d.K(g.dateIn(2027, 2033).num("us")), "OK"}, {"TIN", d.K("XXX-XX-"+g.digits(4)) + " (masked)", "OK"}, {"Address proof", "Utility bill " + d.K(g.dateIn(2025, 2026).num("us")), "OK"}, {"Source of funds", "Salary + rental income", "Review"}, {"Sanctions", "No match, list version " + d.K(g.dateIn(2026, 2026).num("iso")), "OK"}, {"Card on file", d.K(g.masked()), "OK"}}
	d.W(mdTable([]string{"Check", "Evidence", "Result"}, rows), "\n")
	d.L("Expected activity: "+d.K(fmt.Sprint(g.rng(5, 60)))+" transactions/month, "+d.K(money("us", "$", g.rng(2, 90)*1000*100))+" turnover.", "")
	d.Fill()
}

func cSupportTicketMasked(g *G, d *Doc) {
	d.L("Ticket "+d.K("#"+g.digits(6))+" · Status: Solved · Priority: Normal", "Requester: "+d.K(g.pick("j", "m", "a", "s", "k")+"***@"+g.pick("g***.com", "o***.com", "y***.com")), "Order: "+d.K(g.digits(3)+"-"+g.digits(7)+"-"+g.digits(7)), "")
	d.L("[Customer] The parcel tracking page shows \"delivered\" at "+d.K(fmt.Sprintf("%d:%02d", g.rng(8, 20), g.n(60)))+" but nothing arrived.", "", "[Agent] Sorry about that! I can see the carrier scan at the depot on "+d.K(g.dateIn(2026, 2026).num("us"))+". I've opened a trace "+d.K("TR-"+g.digits(8))+" and issued a refund of "+d.K(money("us", "$", g.rng(10, 400)*100+g.n(100)))+" to the card "+d.K(g.masked())+". Allow "+d.K("3–5 business days")+".", "", "[Customer] Thanks, that works.", "")
	d.Fill()
	d.L("Macro used: " + d.K("refund_lost_parcel_v"+fmt.Sprint(g.rng(2, 9))) + " · CSAT: " + d.K(fmt.Sprint(g.rng(3, 5))+"/5"))
}

func cEstateInventory(g *G, d *Doc) {
	d.L("SCHEDULE A — ASSETS OF THE TRUST", "Trust dated "+d.K(g.dateIn(2015, 2024).long("us"))+", trust EIN "+d.K(g.ein()), "")
	rows := [][]string{}
	for i := 0; i < g.rng(5, 8); i++ {
		rows = append(rows, []string{g.pick("Residence, APN ", "Brokerage acct ", "CD no. ", "Parcel ", "Annuity contract ", "Vehicle title ") + d.K(g.digits(3)+"-"+g.digits(3)+"-"+g.digits(3)), money("us", "$", g.rng(5, 900)*1000*100), g.pick("100%", "50%", "joint")})
	}
	d.W(textTable([]string{"Asset", "Value", "Share"}, rows), "\n")
	d.L("Total: "+d.K(money("us", "$", g.rng(400, 5000)*1000*100)), "Distribution per Article "+d.K("IV(B)(2)")+".", "")
	d.Fill()
}

func cJWKSAppendix(g *G, d *Doc) {
	co := g.company("us", "")
	kid := g.str(alnum, 22)
	d.L("APPENDIX D — TOKEN VERIFICATION KEYS", "", "Our public signing keys are published at https://auth."+co.Domain+"/.well-known/jwks.json. Cache them for "+d.K("24 hours")+". Keys are public; they verify signatures and cannot create them.", "")
	d.L("```json", "{\"keys\":[{", "  \"kty\": \"RSA\", \"use\": \"sig\", \"alg\": \"RS256\",", "  \"kid\": \""+d.K(kid)+"\",", "  \"n\": \""+d.K(g.str(b64url, 342))+"\",", "  \"e\": \"AQAB\"", "}]}", "```", "")
	d.L("Certificate SHA-1 thumbprint: "+d.K(strings.ToUpper(g.sha())), "PGP key for security reports: "+d.K(strings.ToUpper(g.str(hexd, 4)+" "+g.str(hexd, 4)+" "+g.str(hexd, 4)+" "+g.str(hexd, 4)+" "+g.str(hexd, 4))), "", "A header such as "+d.K(b64u(`{"alg":"RS256","kid":"`+kid+`"}`))+" (no payload, no signature) identifies the key only.", "")
	d.Fill()
}
