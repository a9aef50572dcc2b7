package main

import (
	"fmt"
	"strings"
)

func registerClean2() {
	regC("c_epoch_seconds", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(fmt.Sprint(g.n(1600000000, 1735000000))), l.K(fmt.Sprint(g.n(1000000000, 1999999999))), g.pick([]string{"page_view", "add_to_cart", "purchase"})})
		}
		return "event_timestamp is in seconds and ga_session_id looks similar — which one do I use for sessionisation?\n\n" + pandasTable([]string{"event_ts", "ga_session_id", "event_name"}, rows, seqIdx(0, 4))
	})
	regC("c_customer_no_col", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(g.usPhoneShapeID()), l.K(fmt.Sprintf("%d-%03d", g.n(100, 999), g.n(0, 999))), l.K(g.money())})
		}
		return "customer_no is a 10-digit legacy key from the ERP:\n\n" + csvJoin(",", []string{"customer_no", "sku", "net_amount"}, rows)
	})
	regC("c_isbn_books", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.K("978" + g.rs("0123456789", 10)), l.K(fmt.Sprintf("%.2f", 3+g.r.Float64()*2)), fmt.Sprint(g.n(10, 90000))})
		}
		return "Goodreads dataset, isbn13 shows in scientific notation unless I pass dtype:\n\n" + pandasTable([]string{"isbn13", "average_rating", "ratings_count"}, rows, seqIdx(0, 3))
	})
	regC("c_ip_ports", func(g *G, l *L) string {
		return fmt.Sprintf("Spark UI not reachable: driver at %s, blockManager on 10.%d.%d.%d:%d, history server http://%s:18080 — cluster %s", l.K(fmt.Sprintf("10.%d.%d.%d:4040", g.n(0, 255), g.n(0, 255), g.n(1, 254))), g.n(0, 255), g.n(0, 255), g.n(1, 254), g.n(30000, 60000), l.K(fmt.Sprintf("172.%d.%d.%d", g.n(16, 31), g.n(0, 255), g.n(1, 254))), l.K(fmt.Sprintf("%04d-%06d-%s", g.n(100, 1231), g.n(0, 999999), g.rs(lowdig, 8))))
	})
	regC("c_sku_inventory", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(fmt.Sprintf("%03d-%03d-%04d", g.n(100, 999), g.n(100, 999), g.n(0, 9999))), fmt.Sprint(g.n(0, 900)), l.K(fmt.Sprintf("WH-%02d", g.n(1, 40)))})
		}
		return "Inventory snapshot (SKU format is dept-class-item):\n\n" + psqlTable([]string{"sku", "on_hand", "warehouse"}, rows)
	})
	regC("c_ean_barcodes", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.K("40" + g.rs("0123456789", 11)), fmt.Sprintf("%.2f", g.r.Float64()*20), l.K(fmt.Sprint(g.n(1, 9000)))})
		}
		return "Scanner data from the stores, EAN read as int64:\n\n" + pandasTable([]string{"EAN", "price_eur", "units"}, rows, seqIdx(0, 3))
	})
	regC("c_uuid_join_keys", func(g *G, l *L) string {
		a, b := g.uuid(), g.uuid()
		return fmt.Sprintf("Why does this join miss? Left key %s vs right key %s — both uppercase/lowercase? Also session %s maps to two devices (%s, %s).", l.K(a), l.K(strings.ToUpper(b)), l.K(g.uuid()), l.K(g.rs(hexd, 16)), l.K(g.rs(hexd, 16)))
	})
	regC("c_airflow_dag_code", func(g *G, l *L) string {
		return fmt.Sprintf("```python\nwith DAG(\"daily_kpis\", start_date=pendulum.datetime(%d, %d, 1, tz=\"UTC\"), schedule=\"0 6 * * *\", catchup=False) as dag:\n    extract = SnowflakeOperator(task_id=\"extract\", snowflake_conn_id=\"snowflake_default\", sql=\"sql/kpis.sql\")\n    notify = SlackWebhookOperator(task_id=\"notify\", slack_webhook_conn_id=\"slack_alerts\", message=\"KPIs for {{ ds }} ready\")\n    extract >> notify\n```\nAirflow %s: the DAG shows up but never gets scheduled.", g.n(2023, 2025), g.n(1, 12), l.K("2.10.2"))
	})
	regC("c_dq_report_masked", func(g *G, l *L) string {
		return fmt.Sprintf("DQ summary for crm.contacts (%s):\n- email: %s null, %s invalid format (samples: %s, %s)\n- phone: %s not E.164 (samples: %s)\n- ssn: masked in source (%s)", l.K(g.date()), l.K(fmt.Sprint(g.n(10, 900))), fmt.Sprint(g.n(10, 900)), l.K(g.maskEmail()), l.K("<redacted>"), l.K(fmt.Sprint(g.n(100, 5000))), l.K(fmt.Sprintf("+1 (***) ***-%04d", g.n(0, 9999))), l.K(fmt.Sprintf("XXX-XX-%04d", g.n(1000, 9999))))
	})
	regC("c_amounts_locale", func(g *G, l *L) string {
		return fmt.Sprintf("Umsatz je Filiale (pivot):\n\nFiliale   2023            2024\nBerlin    %s €  %s €\nMünchen   %s €  %s €\n\nWarum rundet to_excel auf 2 Nachkommastellen?", l.K(fmt.Sprintf("%d.%03d.%03d,%02d", g.n(1, 9), g.n(0, 999), g.n(0, 999), g.n(0, 99))), fmt.Sprintf("%d.%03d.%03d,%02d", g.n(1, 9), g.n(0, 999), g.n(0, 999), g.n(0, 99)), fmt.Sprintf("%d.%03d.%03d,%02d", g.n(1, 9), g.n(0, 999), g.n(0, 999), g.n(0, 99)), l.K(fmt.Sprintf("%d.%03d.%03d,%02d", g.n(1, 9), g.n(0, 999), g.n(0, 999), g.n(0, 99))))
	})
}
