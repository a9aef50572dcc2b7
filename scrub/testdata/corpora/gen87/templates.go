package main

import (
	"fmt"
	"strings"
)

func piiTemplates() []Tmpl {
	var ts []Tmpl
	for j, s := range piiSchemas {
		s := s
		for _, lay := range []int{j % 7, (j + 2) % 7, (j + 4) % 7} {
			lay := lay
			ts = append(ts, Tmpl{s.Name + "_" + layouts[lay].name, func(b *B) string { return s.build(b, lay) }})
		}
	}
	ts = append(ts, specialPII...)
	return ts
}

func cleanTemplates() []Tmpl {
	var ts []Tmpl
	for j, s := range cleanSchemas {
		s := s
		for _, lay := range []int{(j + 1) % 7, (j + 4) % 7} {
			lay := lay
			ts = append(ts, Tmpl{"clean_" + s.Name + "_" + layouts[lay].name, func(b *B) string { return s.build(b, lay) }})
		}
	}
	ts = append(ts, specialClean...)
	return ts
}

var specialPII = []Tmpl{
	{"transposed_contacts", func(b *B) string {
		n := rn(2, 4)
		rows := [][]string{{"Field"}, {"Name"}, {"Email"}, {"Phone"}, {"Customer ID"}, {"Last order"}}
		for i := 0; i < n; i++ {
			f, l := first(), last()
			rows[0] = append(rows[0], fmt.Sprintf("Contact %d", i+1))
			rows[1] = append(rows[1], f+" "+l)
			rows[2] = append(rows[2], b.P("email", email(f, l)))
			rows[3] = append(rows[3], b.P("phone", pick(usPhone(0), ukPhone(), dePhone(), frPhone())))
			rows[4] = append(rows[4], b.K("CUST-"+digs(6)))
			rows[5] = append(rows[5], b.K(date()))
		}
		var sb strings.Builder
		sep := pick("\t", ",")
		for _, r := range rows {
			sb.WriteString(strings.Join(r, sep) + "\n")
		}
		return pick("I transposed the contact sheet, can you flip it back to rows?\n\n", "") + sb.String()
	}},
	{"merged_header_csv", func(b *B) string {
		var sb strings.Builder
		sb.WriteString(",,Contact,,Billing,\nID,Name,Email,Phone,Card,Amount\n")
		for i := 0; i < rn(2, 4); i++ {
			f, l := first(), last()
			d, iss := cardDigits()
			fmt.Fprintf(&sb, "%s,%s,%s,%s,%s,%s\n", b.K("R"+digs(5)), f+" "+l, b.P("email", email(f, l)), b.P("phone", usPhone(R.Intn(3))), b.P("credit_card", fmtCard(d, iss, R.Intn(3))), b.K(fmt.Sprintf("%d.%02d", rn(10, 999), rn(0, 99))))
		}
		return "Copied from Excel (the first row is a merged header):\n" + sb.String()
	}},
	{"multi_value_cells", func(b *B) string {
		h := []string{"Account", "Contact", "Phone(s)", "Email(s)", "Region"}
		var rows [][]string
		for i := 0; i < rn(2, 4); i++ {
			f, l := first(), last()
			p1, p2 := usPhone(1), usPhone(pick1(0, 1, 2))
			e1, e2 := email(f, l), email(f, l)
			rows = append(rows, []string{b.K("ACC-" + digs(5)), f + " " + l, b.P("phone", p1) + pick(" / ", "; ", ", ", " or ") + b.P("phone", p2), b.P("email", e1) + "; " + b.P("email", e2), pick("West", "East", "EMEA", "APAC")})
		}
		lay := pick1(0, 3, 4)
		return "Some cells hold two numbers — split them into phone_1 / phone_2 columns:\n\n" + layouts[lay].fn(h, rows)
	}},
	{"quoted_multiline_notes", func(b *B) string {
		h := []string{"Name", "Email", "Notes", "Follow-up"}
		var rows [][]string
		for i := 0; i < rn(2, 3); i++ {
			f, l := first(), last()
			note := pick("Call after 5pm\nalt: ", "Prefers WhatsApp, \"urgent only\"\nmobile ", "Left voicemail, try again\nhome: ") + b.P("phone", pick(dePhone(), ukPhone(), usPhone(0)))
			rows = append(rows, []string{f + " " + l, b.P("email", email(f, l)), note, b.K(date())})
		}
		return "CSV from our CRM, the notes column has line breaks in it:\n" + renderCSV(h, rows, pick1b(',', ';'))
	}},
	{"headerless_rows", func(b *B) string {
		var sb strings.Builder
		for i := 0; i < rn(3, 5); i++ {
			f, l := first(), last()
			fmt.Fprintf(&sb, "%s, %s, %s, %s, %s\n", l, f, b.P("email", email(f, l)), b.P("phone", pick(usPhone(0), usPhone(1), usPhone(4), ukPhone())), b.K(date()))
		}
		return "no header row sorry, it's last, first, email, phone, signup date:\n" + sb.String()
	}},
	{"excel_lost_zero", func(b *B) string {
		h := []string{"Name", "Handynr.", "Telefon (Excel)", "Kundennr."}
		var rows [][]string
		for i := 0; i < rn(2, 4); i++ {
			rows = append(rows, []string{first() + " " + last(), b.P("phone", dePhoneNoZero()), b.K(sciPhone()), b.K("KD" + digs(6))})
		}
		return "Excel hat die führende Null gefressen und manche Nummern in 4.91511E+12 verwandelt — wie bekomme ich die zurück?\n\n" + layouts[pick1(0, 1, 2)].fn(h, rows)
	}},
	{"mysql_vertical", func(b *B) string {
		var sb strings.Builder
		n := rn(1, 3)
		for i := 1; i <= n; i++ {
			f, l := first(), last()
			fmt.Fprintf(&sb, "*************************** %d. row ***************************\n", i)
			fmt.Fprintf(&sb, "          id: %s\n  first_name: %s\n   last_name: %s\n       email: %s\n       phone: %s\n  created_at: %s\n", b.K(digs(5)), f, l, b.P("email", email(f, l)), b.P("phone", pick(usPhone(5), usPhone(3), ukPhone(), inPhone())), b.K(fmt.Sprintf("2024-%02d-%02d 1%d:%02d:%02d", rn(1, 12), rn(1, 28), rn(0, 9), rn(0, 59), rn(0, 59))))
		}
		fmt.Fprintf(&sb, "%d rows in set (0.00 sec)\n", n)
		return "mysql> SELECT * FROM customers WHERE status='lead'\\G\n" + sb.String()
	}},
	{"notion_tsv_tel12", func(b *B) string {
		h := []string{"Name", "Status", "tel1", "tel2", "fax", "Email", "Tags"}
		var rows [][]string
		for i := 0; i < rn(2, 4); i++ {
			f, l := first(), last()
			fx := ""
			if R.Intn(2) == 0 {
				fx = b.P("phone", pick(usPhone(1), dePhone(), frPhone()))
			}
			rows = append(rows, []string{f + " " + l, pick("🟢 Active", "🟡 Pending", "🔴 Lost"), b.P("phone", pick(usPhone(0), frPhone(), itPhone())), b.P("phone", pick(usPhone(2), esPhone(), nlPhone())), fx, b.P("email", email(f, l)), pick("vip, newsletter", "b2b", "")})
		}
		return "Copied from a Notion database:\n" + renderCSV(h, rows, '\t')
	}},
	{"wide_google_sheet", func(b *B) string {
		h := []string{"Row", "Created", "Order #", "SKU", "Qty", "Unit", "Total", "Disc %", "Customer", "Email", "mobile_number", "Ship ZIP", "Tracking", "Status"}
		var rows [][]string
		for i := 0; i < rn(2, 3); i++ {
			f, l := first(), last()
			rows = append(rows, []string{fmt.Sprint(i + 2), b.K(date()), b.K(orderID()), b.K(sku()), qty(), fmt.Sprintf("%d.%02d", rn(1, 300), rn(0, 99)), b.K(amountUS()), b.K(pct()), f + " " + l, b.P("email", email(f, l)), b.P("phone", usPhone(pick1(0, 1, 5, 3))), b.K(usZip()), b.K(tracking()), pick("shipped", "open", "returned")})
		}
		return "Our order sheet is very wide, can you pull out who ordered what:\n" + layouts[pick1(0, 2, 3)].fn(h, rows)
	}},
	{"crm_detail_kv", func(b *B) string {
		f, l := first(), last()
		lines := []string{
			"Contact Owner\t" + first() + " " + last(),
			"Name\t" + f + " " + l,
			"Account Name\t" + last() + " Holdings",
			"Email\t" + b.P("email", email(f, l)),
			"Mobile\t" + b.P("phone", pick(usPhone(0), ukPhone(), dePhone())),
			"Phone\t" + b.P("phone", pick(usPhone(1), ukPhone(), frPhone())) + " " + b.K(pick("ext. ", "x", "Ext ")+digs(rn(3, 4))),
			"Fax\t" + b.P("phone", usPhone(1)),
			"Mailing Zip\t" + b.K(usZip()),
			"Created\t" + b.K(date()),
		}
		return "Salesforce contact detail page pasted (label ⇥ value):\n" + strings.Join(lines, "\n") + "\n"
	}},
	{"mainframe_payroll", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("EMPNO  NAME                  SOC SEC NO  DEPT   GROSS PAY    NET PAY\n")
		sb.WriteString("-----  --------------------  ----------  -----  ----------  ----------\n")
		for i := 0; i < rn(3, 5); i++ {
			n := strings.ToUpper(last() + ", " + first())
			fmt.Fprintf(&sb, "%-5s  %-20s  %-10s  %-5s  %10s  %10s\n", b.K(digs(5)), n, b.P("ssn", ssnBare()), "D"+digs(3), b.K(fmt.Sprintf("%d,%03d.%02d", rn(1, 9), rn(0, 999), rn(0, 99))), fmt.Sprintf("%d,%03d.%02d", rn(1, 6), rn(0, 999), rn(0, 99)))
		}
		return "PAYROLL REGISTER  PERIOD " + b.K(fmt.Sprintf("%02d/%04d", rn(1, 12), rn(2023, 2026))) + "\n" + sb.String()
	}},
	{"password_sheet", func(b *B) string {
		var sb strings.Builder
		switch R.Intn(2) {
		case 0:
			sb.WriteString("Wi-Fi and router sheet from the office binder:\nNetwork\tOffice-5G\nLogin\tadmin\nPassword\t" + b.P("bearer", password()) + "\nRouter IP\t" + b.K(fmt.Sprintf("192.168.%d.1", rn(0, 9))) + "\n")
		default:
			sb.WriteString("| System | Username | Password | Contact |\n| --- | --- | --- | --- |\n")
			for i := 0; i < rn(2, 3); i++ {
				f, l := first(), last()
				fmt.Fprintf(&sb, "| %s | %s | %s | %s |\n", pick("VPN", "Payroll portal", "QuickBooks", "NAS", "WordPress"), slug(f)+"."+slug(l), b.P("bearer", password()), b.P("email", email(f, l)))
			}
		}
		return sb.String()
	}},
	{"kartennummer_semicolon", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("Kunde;Kartennummer;Gültig bis;Betrag;Beleg\n")
		for i := 0; i < rn(2, 4); i++ {
			d, iss := cardDigits()
			fmt.Fprintf(&sb, "%s;%s;%02d/%02d;%s;%s\n", first()+" "+last(), b.P("credit_card", fmtCard(d, iss, 0)), rn(1, 12), rn(26, 30), b.K(amountEU()), b.K("BL-"+digs(7)))
		}
		return "Zahlungsliste aus dem Kassensystem (bitte nur Summe pro Kunde):\n" + sb.String()
	}},
	{"pivot_owner_summary", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("Region\tOwner\tOwner email\tOwner phone\tQ1\tQ2\tQ3\tGrand Total\n")
		for _, rg := range []string{"North", "South", "West"} {
			f, l := first(), last()
			fmt.Fprintf(&sb, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", rg, f+" "+l, b.P("email", email(f, l)), b.P("phone", usPhone(pick1(0, 1, 8))), b.K(fmt.Sprintf("%d,%03d", rn(10, 99), rn(0, 999))), fmt.Sprintf("%d,%03d", rn(10, 99), rn(0, 999)), fmt.Sprintf("%d,%03d", rn(10, 99), rn(0, 999)), fmt.Sprintf("%d,%03d", rn(100, 299), rn(0, 999)))
		}
		sb.WriteString("Grand Total\t\t\t\t" + b.K(fmt.Sprintf("%d,%03d", rn(100, 299), rn(0, 999))) + "\n")
		return "Pivot from the sales sheet (sum of revenue by region and owner):\n" + sb.String()
	}},
	{"phone_e164_export", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("phone_e164,mobile_number,opt_in,messages_sent,last_sent\n")
		for i := 0; i < rn(2, 4); i++ {
			e164 := pick("+1"+nanpArea()+nanpExch()+digs(4), "+447"+string(byte('4'+R.Intn(6)))+digs(8), "+49"+pick("151", "170", "176")+nzd(8), "+33"+pick("6", "7")+digs(8))
			plain := pick("1"+nanpArea()+nanpExch()+digs(4), "447"+string(byte('4'+R.Intn(6)))+digs(8), "49"+pick("151", "160", "177")+nzd(8))
			fmt.Fprintf(&sb, "%s,%s,%s,%s,%s\n", b.P("phone", e164), b.P("phone", plain), pick("true", "false"), b.K(fmt.Sprint(rn(1, 400))), b.K(fmt.Sprintf("2025-%02d-%02dT%02d:%02d:00Z", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59))))
		}
		return "Twilio contact export:\n" + sb.String()
	}},
	{"ssn_variants", func(b *B) string {
		h := []string{"Employee", "Social Security No.", "DOB", "Dept"}
		var rows [][]string
		for i := 0; i < rn(2, 4); i++ {
			a, g, s := ssnParts()
			v := pick(a+" "+g+" "+s, a+"."+g+"."+s, a+g+s, a+"-"+g+"-"+s)
			rows = append(rows, []string{first() + " " + last(), b.P("ssn", v), b.K(fmt.Sprintf("%02d/%02d/%04d", rn(1, 12), rn(1, 28), rn(1955, 2002))), dept()})
		}
		return "Benefits enrollment sheet — some SSNs were typed with spaces or dots, normalise them:\n" + layouts[pick1(0, 3, 6)].fn(h, rows)
	}},
	{"airtable_signup_ssn_card", func(b *B) string {
		h := []string{"Name", "E-Mail-Adresse", "Telefono", "Tax ID", "card_last4", "Plan"}
		var rows [][]string
		for i := 0; i < rn(2, 3); i++ {
			f, l := first(), last()
			rows = append(rows, []string{f + " " + l, b.P("email", email(f, l)), b.P("phone", pick(itPhone(), usPhone(1))), b.P("ssn", ssn()), b.K(digs(4)), pick("Pro", "Team", "Free")})
		}
		return "Airtable grid view copied:\n" + renderCSV(h, rows, ',')
	}},
	{"directory_extensions", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("Name                 Dept        Direct            Ext    Mobile\n")
		for i := 0; i < rn(3, 5); i++ {
			fmt.Fprintf(&sb, "%-20s %-11s %-17s %-6s %s\n", first()+" "+last(), dept(), b.P("phone", usPhone(1)), b.K("x"+digs(4)), b.P("phone", usPhone(2)))
		}
		return "Office phone list (fixed width, from the intranet):\n" + sb.String()
	}},
	{"jwt_tokens_md", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("| env | client_id | access_token | expires |\n|---|---|---|---|\n")
		for i := 0; i < rn(1, 2); i++ {
			fmt.Fprintf(&sb, "| %s | %s | %s | %s |\n", pick("prod", "staging", "dev"), b.K(uuid()), b.P("jwt", jwt()), b.K(fmt.Sprint(1735689600+R.Intn(40000000))))
		}
		return "token tracker table from our wiki, which ones are expired?\n" + sb.String()
	}},
}

func pick1(xs ...int) int    { return xs[R.Intn(len(xs))] }
func pick1b(xs ...byte) byte { return xs[R.Intn(len(xs))] }
