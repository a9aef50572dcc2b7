package main

import (
	"fmt"
	"strings"
)

func kk(f func() string) func(b *B, r *Row) string { return cK(f) }

var cleanSchemas = []Schema{
	{"orders", []string{"Order export, total by status please:\n\n", "Shopify orders:\n", ""},
		[]Col{{"order_id", kk(func() string { return nzd(13) })}, {"Created", kk(date)}, {"Customer", cName}, {"Items", cLit(qty)}, {"Total", kk(amountUS)}, {"Ship ZIP", kk(usZip)}}, 3, 6},
	{"inventory", []string{"Lagerbestand:\n\n", "Inventory count sheet:\n", ""},
		[]Col{{"SKU", kk(sku)}, {"Beschreibung", cLit(func() string { return pick("Schraube M8", "Kabel 3m", "Dichtung 40mm", "Lampe E27", "Filter 500ml") })}, {"EAN", kk(ean13)}, {"Bestand", cLit(qty)}, {"Lagerplatz", kk(func() string { return fmt.Sprintf("R%02d-F%d-%03d", rn(1, 40), rn(1, 6), rn(1, 300)) })}, {"Wert", kk(amountEU)}}, 3, 6},
	{"invoices_iban", []string{"Offene Posten (Debitoren):\n\n", "Open invoices:\n", ""},
		[]Col{{"Rechnungsnr.", kk(func() string { return "RE-" + fmt.Sprint(rn(2023, 2026)) + "-" + digs(5) })}, {"Kunde", cName}, {"IBAN", kk(iban)}, {"Fällig", kk(date)}, {"Betrag", kk(amountEU)}}, 2, 5},
	{"gl_accounts", []string{"Trial balance extract:\n\n", "GL export:\n", ""},
		[]Col{{"GL Account", kk(func() string { return nzd(4) + "-" + digs(3) + "-" + digs(4) })}, {"Description", cLit(func() string {
			return pick("Accounts receivable", "Prepaid rent", "Payroll clearing", "Sales tax payable", "Travel expense")
		})}, {"Debit", kk(amountUS)}, {"Credit", cLit(func() string { return "" })}, {"Period", kk(func() string { return fmt.Sprintf("%04d-%02d", rn(2023, 2026), rn(1, 12)) })}}, 3, 6},
	{"shipments", []string{"Shipment tracker:\n\n", "", "Carrier report:\n"},
		[]Col{{"tracking_id", kk(tracking)}, {"Order", kk(orderID)}, {"Weight kg", cLit(func() string { return fmt.Sprintf("%d.%d", rn(0, 40), rn(0, 9)) })}, {"Shipped", kk(date)}, {"Dest ZIP", kk(usZip)}}, 3, 6},
	{"headcount", []string{"Headcount by department:\n\n", "", "HR stats:\n"},
		[]Col{{"Dept", cLit(dept)}, {"Cost center", kk(func() string { return "CC" + digs(4) })}, {"Headcount", cLit(qty)}, {"Attrition", kk(pct)}, {"Avg salary", kk(amountUS)}}, 3, 6},
	{"event_schedule", []string{"Conference schedule:\n\n", "", "Agenda:\n"},
		[]Col{{"Date", kk(date)}, {"Start", cLit(func() string { return fmt.Sprintf("%02d:%02d", rn(8, 18), pick1(0, 15, 30, 45)) })}, {"Session", cLit(func() string { return pick("Keynote", "Workshop A", "Panel: Data", "Lunch", "Networking") })}, {"Room", kk(func() string { return fmt.Sprintf("Hall %d.%02d", rn(1, 4), rn(1, 30)) })}, {"Capacity", cLit(qty)}}, 3, 6},
	{"aws_keys_inventory", []string{"IAM key inventory (key ids only, no secrets):\n\n", "", "Key rotation sheet:\n"},
		[]Col{{"User", cLit(func() string { return slug(first()) + "-ci" })}, {"Access key ID", kk(awsKeyID)}, {"Stripe publishable", kk(pkLive)}, {"Created", kk(date)}, {"Age (days)", cLit(qty)}}, 2, 4},
	{"masked_cards", []string{"Chargeback report (masked):\n\n", "", "Payments:\n"},
		[]Col{{"Txn", kk(func() string { return "TX" + digs(9) })}, {"Card", kk(masked4)}, {"card_last4", kk(func() string { return digs(4) })}, {"Amount", kk(amountUS)}, {"Date", kk(date)}}, 3, 6},
	{"deploys", []string{"Release log:\n\n", "", "Deploy sheet:\n"},
		[]Col{{"Service", cLit(func() string { return pick("api", "web", "worker", "billing", "auth") })}, {"Version", kk(version)}, {"Build", kk(func() string { return alnum(7, HEX) })}, {"Deployed", kk(date)}, {"Request ID", kk(uuid)}}, 3, 6},
	{"ssh_pubkeys", []string{"authorized keys sheet (public keys only):\n\n", "", "Server access list:\n"},
		[]Col{{"Host", kk(func() string { return fmt.Sprintf("10.%d.%d.%d", rn(0, 255), rn(0, 255), rn(1, 254)) })}, {"User", cLit(func() string { return slug(first()) })}, {"Public key", kk(sshPub)}}, 2, 3},
	{"zip_lookup", []string{"ZIP/postcode lookup table:\n\n", "", "Territories:\n"},
		[]Col{{"ZIP", kk(usZip)}, {"Postcode UK", kk(ukPostcode)}, {"PLZ", kk(deZip)}, {"Territory", cLit(func() string { return pick("T1", "T2", "T3") })}, {"Rate", kk(pct)}}, 3, 6},
	{"bank_statement", []string{"Kontoauszug (CSV):\n\n", "", "Bank export:\n"},
		[]Col{{"Buchungstag", kk(date)}, {"Verwendungszweck", kk(func() string { return pick("RE-", "FA", "SEPA ") + fmt.Sprint(rn(2023, 2026)) + "/" + digs(5) })}, {"Gegen-IBAN", kk(iban)}, {"Betrag", kk(func() string { return fmt.Sprintf("-%d.%03d,%02d", rn(1, 99), rn(0, 999), rn(0, 99)) })}, {"Saldo", kk(amountEU)}}, 3, 5},
	{"snowflake_ids", []string{"Discord export (message ids):\n\n", "", "Event ids:\n"},
		[]Col{{"message_id", kk(snowflake)}, {"channel_id", kk(snowflake)}, {"ts_ns", kk(func() string { return "17" + digs(17) })}, {"reactions", cLit(qty)}}, 3, 5},
}

var specialClean = []Tmpl{
	{"clean_transposed_kpis", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("Metric\tJan\tFeb\tMar\n")
		for _, m := range []string{"Revenue", "Orders", "AOV", "Refund rate"} {
			sb.WriteString(m)
			for i := 0; i < 3; i++ {
				v := fmt.Sprintf("%d,%03d", rn(1, 999), rn(0, 999))
				if m == "Refund rate" {
					v = pct()
				}
				sb.WriteString("\t" + b.K(v))
			}
			sb.WriteString("\n")
		}
		return "KPI sheet (metrics down, months across):\n" + sb.String()
	}},
	{"clean_pivot_sales", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("Row Labels | Sum of Units | Sum of Revenue | % of Total\n")
		for _, r := range []string{"Berlin", "Hamburg", "München", "Köln"} {
			fmt.Fprintf(&sb, "%s | %s | %s | %s\n", r, fmt.Sprint(rn(100, 9000)), b.K(amountEU()), b.K(pct()))
		}
		sb.WriteString("Grand Total | " + fmt.Sprint(rn(10000, 30000)) + " | " + b.K(amountEU()) + " | 100.0%\n")
		return sb.String()
	}},
	{"clean_sci_notation_ids", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("Barcode,Order Ref,Amount\n")
		for i := 0; i < rn(3, 5); i++ {
			fmt.Fprintf(&sb, "%s,%s,%s\n", b.K(sciPhone()), b.K(orderID()), b.K(fmt.Sprintf("%d.%02d", rn(1, 999), rn(0, 99))))
		}
		return "Excel turned my barcodes into 1.23457E+12, how do I stop it?\n" + sb.String()
	}},
	{"clean_placeholders_sheet", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("Field,Example value,Notes\n")
		fmt.Fprintf(&sb, "phone,%s,placeholder used in the template\n", b.K("(555) 555-5555"))
		fmt.Fprintf(&sb, "ssn,%s,masked\n", b.K("***-**-"+digs(4)))
		fmt.Fprintf(&sb, "ssn_test,%s,never valid\n", b.K("000-00-0000"))
		fmt.Fprintf(&sb, "fax,%s,\n", b.K("+1.0000000000"))
		fmt.Fprintf(&sb, "api_key,%s,fill in\n", b.K(pick("YOUR_API_KEY", "<token>", "${API_TOKEN}", "xxxx-xxxx")))
		fmt.Fprintf(&sb, "ext,%s,desk\n", b.K("ext. "+digs(3)))
		fmt.Fprintf(&sb, "ein,%s,company\n", b.K(ein()))
		return "Our import template — these are the sample values:\n" + sb.String()
	}},
	{"clean_mysql_vertical_config", func(b *B) string {
		return "mysql> SELECT * FROM integrations WHERE id=" + digs(2) + "\\G\n*************************** 1. row ***************************\n           id: " + b.K(digs(3)) + "\n     provider: stripe\npublishable_key: " + b.K(pkLive()) + "\n aws_key_id: " + b.K(awsKeyID()) + "\n      region: eu-central-1\n   updated_at: " + b.K(fmt.Sprintf("2025-%02d-%02d %02d:%02d:%02d", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59))) + "\n1 row in set (0.00 sec)\n"
	}},
	{"clean_timesheet", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("Employee ID;Datum;Beginn;Ende;Pause;Stunden\n")
		for i := 0; i < rn(3, 6); i++ {
			fmt.Fprintf(&sb, "%s;%s;%02d:%02d;%02d:%02d;0:%02d;%d,%02d\n", b.K(empID()), b.K(date()), rn(6, 10), rn(0, 59), rn(15, 19), rn(0, 59), pick1(15, 30, 45), rn(6, 10), rn(0, 99))
		}
		return "Zeiterfassung Export:\n" + sb.String()
	}},
}
