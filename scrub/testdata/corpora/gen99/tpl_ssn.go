package main

import (
	"fmt"
	"strings"
)

func ssnTemplates() []T {
	return []T{
		{"payroll_csv_ssn", func(b *B) string {
			rows := []string{"employee_id,last_name,first_name,ssn,job_code,hourly_rate,reg_hours,ot_hours,cc_tips"}
			for i := 0; i < 3; i++ {
				pp := b.person("us")
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%s,%s,%s,%s", b.K("E"+b.digits(5)), pp.last, pp.first, b.P("ssn", b.ssn()), b.pick("SRV", "BOH", "BAR", "HOST"), b.money(12, 28), b.K(fmt.Sprintf("%d.%02d", b.rng(20, 40), b.rng(0, 99))), fmt.Sprintf("%d.%02d", b.rng(0, 9), b.rng(0, 99)), b.money(0, 900)))
			}
			return strings.Join(rows, "\n")
		}},
		{"payroll_sql_insert_ssn", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf("INSERT INTO employees (emp_no, full_name, ssn, hire_date, store_id, pay_rate) VALUES (%s, '%s', '%s', '%s', %s, %s);",
				b.K(b.nzdigits(6)), pp.full(), b.P("ssn", b.ssn()), b.K(b.date()), b.K(b.nzdigits(4)), b.money(12, 30))
		}},
		{"adp_tsv_bare_ssn", func(b *B) string {
			rows := []string{"Co Code\tFile #\tSSN\tEmployee Name\tRate\tHours"}
			for i := 0; i < 2; i++ {
				pp := b.person("us")
				rows = append(rows, fmt.Sprintf("%s\t%s\t%s\t%s, %s\t%s\t%d", b.K("R"+b.from(upper, 2)+b.digits(1)), b.K(b.digits(6)), b.P("ssn", b.ssnDigits()), strings.ToUpper(pp.last), strings.ToUpper(pp.first), b.money(12, 30), b.rng(10, 45)))
			}
			return strings.Join(rows, "\n")
		}},
		{"gusto_api_json_ssn", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf(`PUT /v1/employees/%s {"first_name":"%s","last_name":"%s","ssn":"%s","date_of_birth":"%d-%02d-%02d","version":"%s"}`,
				b.K(b.uuid()), pp.first, pp.last, b.P("ssn", b.ssnDigits()), b.rng(1960, 2006), b.rng(1, 12), b.rng(1, 28), b.K(b.from(hexlc, 32)))
		}},
		{"new_hire_chat_ssn", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf("hey can you finish %s's onboarding in Toast Payroll? start date %s, $%s/hr + tips, SSN %s, W-4 single. She's on the %s schedule.",
				pp.first, b.dateUS(), b.money(14, 22), b.P("ssn", b.ssn()), b.pick("AM", "PM", "weekend"))
		}},
		{"itin_tip_reporting", func(b *B) string {
			pp := b.person("mx")
			return fmt.Sprintf("Tip report wk %d: %s (ITIN %s) declared $%s cash tips, $%s card tips, tip-out to BOH $%s. Employee #%s.",
				b.rng(1, 52), pp.full(), b.P("ssn", dashSSN(b.itinDigits())), b.money(50, 400), b.money(100, 900), b.money(10, 90), b.K(b.digits(5)))
		}},
		{"payroll_validation_error_log", func(b *B) string {
			return fmt.Sprintf("%s ERROR payroll.sync employee=%s field=ssn value=%s err=\"duplicate SSN on file for employee %s\" batch=%s",
				b.ts(), b.K(b.uuid()), b.P("ssn", b.ssn()), b.K(b.digits(6)), b.K("PR-"+b.digits(8)))
		}},
		{"i9_spanish_ssn", func(b *B) string {
			pp := b.person("mx")
			return fmt.Sprintf("Hola, para el formulario I-9 de %s: Número de Seguro Social %s, fecha de inicio %s, puesto cocinero, código de empleado %s.",
				pp.full(), b.P("ssn", b.ssn()), b.dateUS(), b.K("EMP"+b.digits(5)))
		}},
		{"w2_correction_email", func(b *B) string {
			pp := b.person("us")
			return fmt.Sprintf("My W-2 for %s has the wrong SSN. It shows %s but mine is %s. Employee ID %s, %s location. Please send a W-2c. - %s",
				b.pick("2024", "2023"), b.K(b.badSSN()), b.P("ssn", b.ssn()), b.K(b.digits(6)), b.pick("Airport", "Downtown", "Riverside"), pp.full())
		}},
		{"homebase_roster_tsv_ssn", func(b *B) string {
			rows := []string{"Name\tPhone\tEmployee SSN\tPOS ID\tWage"}
			for i := 0; i < 2; i++ {
				pp := b.person("us")
				rows = append(rows, fmt.Sprintf("%s\t%s\t%s\t%s\t%s", pp.full(), b.P("phone", b.usPhone(1)), b.P("ssn", b.ssn()), b.K(b.digits(4)+"-"+b.digits(2)), b.money(12, 25)))
			}
			return strings.Join(rows, "\n")
		}},
		{"payroll_agent_ssn_spaced", func(b *B) string {
			d := b.ssnDigits()
			return fmt.Sprintf("Please update the direct deposit for employee %s, routing %s. Their social security number is %s if you need to verify identity.",
				b.K(b.digits(5)), b.K("0"+b.digits(8)), b.P("ssn", d[:3]+" "+d[3:5]+" "+d[5:]))
		}},
		{"tax_id_json_masked_and_full", func(b *B) string {
			return fmt.Sprintf(`{"employee":{"id":%s,"tax_id":"%s","tax_id_masked":"%s","ein_employer":"%s","state_wh":"CA"}}`,
				b.K(b.nzdigits(7)), b.P("ssn", b.ssn()), b.K("***-**-"+b.digits(4)), b.K(b.digits(2)+"-"+b.digits(7)))
		}},
		{"itin_onboarding_sql", func(b *B) string {
			pp := b.person("mx")
			return fmt.Sprintf("UPDATE staff SET itin = '%s', w4_status = 'received' WHERE staff_id = %s; -- %s, dishwasher, started %s",
				b.P("ssn", dashSSN(b.itinDigits())), b.K(b.nzdigits(5)), pp.full(), b.K(b.date()))
		}},
	}
}
