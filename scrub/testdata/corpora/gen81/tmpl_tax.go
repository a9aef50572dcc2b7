package main

import (
	"fmt"
	"strings"
)

// Tax season, payroll and HR onboarding.
func taxTemplates() []tmpl {
	return []tmpl{
		{"w2_box_list", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			_, biz := g.bizName()
			ssn := g.ssnAny()
			l.q = fmt.Sprintf("Typing my W-2 into FreeTaxUSA by hand, can someone check I have the boxes right?\n"+
				"a  Employee's social security number  %s\n"+
				"b  Employer identification number (EIN)  %s\n"+
				"c  %s Inc, %s, %s, %s %s\n"+
				"d  Control number  %s\n"+
				"e  %s\n"+
				"1  Wages, tips, other comp.  %s\n"+
				"2  Federal income tax withheld  %s\n"+
				"12a  DD  %s\n"+
				"15  %s  %s-%s",
				l.p("ssn", ssn), l.k(g.ein()), strings.Title(biz), g.street(), c.Name, c.Region, l.k(g.zip4(c)),
				l.k(g.upperAlnum(2)+g.digits(6)), p.Full(), l.k(g.moneyNoSign(28000, 140000)), l.k(g.moneyNoSign(2100, 19000)),
				l.k(g.moneyNoSign(1200, 9800)), c.Region, c.Region, l.k(g.digits(7)))
		}},
		{"turbotax_reject", func(g *G, l *L) {
			code := g.pick("IND-031-04", "IND-181-01", "R0000-504-02", "IND-507-01", "F8962-070")
			a := g.ssn()
			b := g.ssnAny()
			lab := "and my wife's is"
			if !strings.Contains(b, "-") {
				lab = "and my spouse's SSN is"
			}
			l.q = fmt.Sprintf("TurboTax keeps rejecting my e-file with %s (prior-year AGI mismatch). My SSN is %s %s %s, both match our cards. Last year's AGI was %s per the %s transcript. What do I enter?",
				l.k(code), l.p("ssn", a), lab, l.p("ssn", b), l.k(g.money(31000, 180000)), g.pick("2023", "2024"))
		}},
		{"itin_joint_filing", func(g *G, l *L) {
			it := g.itin()
			s := g.ssn()
			l.q = fmt.Sprintf("My husband has ITIN %s (he's not eligible for an SSN yet) and mine is %s. Can we file MFJ on H&R Block online? His W-7 was approved %s and the CP565 notice says his ITIN expires 12/31/%d. Refund estimate is %s.",
				l.p("ssn", it), l.p("ssn", s), l.k(g.date()), g.rng(2026, 2029), l.k(g.money(900, 7000)))
		}},
		{"w9_form_fill", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			var tin string
			switch g.intn(3) {
			case 0:
				tin = "Social security number: " + l.p("ssn", g.ssn())
			case 1:
				tin = "SSN: " + l.p("ssn", onlyDigits(g.ssn()))
			default:
				tin = "Part I TIN (SSN): " + l.p("ssn", g.ssnSep(" "))
			}
			l.q = fmt.Sprintf("Form W-9 (Rev. March 2024)\n1 Name: %s\n2 Business name: %s Photography LLC\n3a Federal tax classification: Individual/sole proprietor\n5 Address: %s\n6 City, state, ZIP: %s, %s %s\n%s\nEmployer identification number: %s (not used, single-member LLC)\nEmail for 1099-NEC: %s",
				p.Full(), p.Last, g.street(), c.Name, c.Region, l.k(g.zip4(c)), tin, l.k(g.ein()), l.p("email", g.email(p, false)))
		}},
		{"contractor_1099_email", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			l.q = fmt.Sprintf("Hi %s,\n\nFor the 1099-NEC — I'm a sole prop, so please use my SSN %s rather than the EIN on my old invoices (%s). Total paid in %d should be %s across invoices INV-%04d to INV-%04d.\n\nThanks,\n%s\n%s\n%s",
				g.pick("Dana", "Accounts Payable team", "Mike", "Sheila"), l.p("ssn", g.ssnAny()), l.k(g.ein()), g.rng(2023, 2024), l.k(g.money(4000, 60000)), g.rng(100, 400), g.rng(401, 900),
				p.Full(), l.p("phone", g.nanp(c)), l.p("email", g.email(p, false)))
		}},
		{"payroll_csv_ssn", func(g *G, l *L) {
			hdr := g.pick("employee_id,first_name,last_name,ssn,hire_date,pay_rate,state",
				"EmpID,First,Last,SSN,HireDate,Rate,State",
				"emp_no,first_name,last_name,social_security_number,start_date,hourly_rate,work_state")
			rows := []string{hdr}
			for i := 0; i < g.rng(2, 4); i++ {
				p := g.person("us")
				s := g.ssnAny()
				rows = append(rows, fmt.Sprintf("%s,%s,%s,%s,%s,%d.%02d,%s", l.k(fmt.Sprint(g.rng(10000, 99999))), p.First, p.Last, l.p("ssn", s), g.isoDate(), g.rng(16, 48), g.intn(4)*25, g.usCity().Region))
			}
			l.q = "Gusto import keeps failing on row 2, here's the file:\n" + strings.Join(rows, "\n")
		}},
		{"hr_onboarding_json", func(g *G, l *L) {
			p := g.person(g.pick("us", "us", "ca"))
			c := g.usCity()
			l.q = fmt.Sprintf(`{"employee":{"id":"E%s","first_name":"%s","last_name":"%s","ssn":"%s","dob":"%s","phone":"%s","personal_email":"%s","address":{"line1":"%s","city":"%s","state":"%s","zip":"%s"}},"direct_deposit":{"routing_number":"%s","account_number":"%s","type":"checking"}}`,
				l.k(g.digits(6)), p.First, p.Last, l.p("ssn", g.ssn()), g.isoDOB(), l.p("phone", g.nanpStyle(g.pickS(c.Areas), g.pick2([]int{0, 1, 9, 10, 3}))), l.p("email", g.email(p, false)),
				g.street(), c.Name, c.Region, l.k(g.zip5(c)), l.k(g.routing()), l.k(g.digits(g.rng(9, 12))))
		}},
		{"form1040_dependents", func(g *G, l *L) {
			p := g.person("us")
			var lines []string
			for _, rel := range []string{"daughter", "son", "stepson"}[:g.rng(2, 3)] {
				k := g.person("us")
				s := g.ssnAny()
				lines = append(lines, fmt.Sprintf("  %s %s  SSN %s  %s  CTC yes", k.First, p.Last, l.p("ssn", s), rel))
			}
			l.q = fmt.Sprintf("1040 line 'Dependents' for tax year %d — does this look right?\n%s\nChild tax credit should be %s, our AGI is %s.", g.rng(2023, 2024), strings.Join(lines, "\n"), l.k(g.pick("$4,000", "$6,000", "$4,400")), l.k(g.money(45000, 190000)))
		}},
		{"cra_netfile_question", func(g *G, l *L) {
			p := g.person("ca")
			c := g.caCity()
			l.q = fmt.Sprintf("Filing my T1 through Wealthsimple Tax and NETFILE says my SIN %s doesn't match my date of birth. CRA My Account shows notice of assessment %s. I tried calling the individual enquiries line but it's a 2h wait. If someone from the firm can help, I'm at %s or %s. Postal code %s.",
				l.k(g.sin()), l.k(g.pick("2024", "2023")), l.p("phone", g.nanp(c)), l.p("email", g.email(p, false)), l.k(g.postal(c)))
		}},
		{"ato_mygov_question", func(g *G, l *L) {
			p := g.person("au")
			l.q = fmt.Sprintf("G'day, doing my own return on myTax for the first time. Sole trader, ABN %s, TFN %s. Do I need to lodge a BAS if I'm under the $75,000 GST threshold? Income this FY was %s. Happy for someone to ring me on %s or email %s",
				l.k(g.abn()), l.k(g.tfn()), l.k(g.money(21000, 74000)), l.p("phone", g.auMobile()), l.p("email", g.email(p, false)))
		}},
		{"ird_nz_question", func(g *G, l *L) {
			p := g.person("nz")
			l.q = fmt.Sprintf("Kia ora, I got a letter from IRD saying I owe %s for the %d tax year. My IRD number is %s. I was on the wrong tax code (M SL instead of M) at my second job. Can an accountant flick me a txt on %s? Cheers, %s",
				l.k(g.money(180, 3200)), g.rng(2023, 2025), l.k(g.ird()), l.p("phone", g.nzMobile()), p.First)
		}},
		{"revenue_ie_question", func(g *G, l *L) {
			p := g.person("ie")
			l.q = fmt.Sprintf("Hi, trying to claim the rent tax credit on myAccount but it says my PPSN %s isn't linked to the tenancy (RTB reg %s). Landlord's Eircode is %s. Could someone ring me back on %s? Thanks, %s %s",
				l.k(g.ppsn()), l.k(fmt.Sprint(g.rng(100000, 999999))), l.k(g.eircode()), l.p("phone", g.ieMobile()), p.First, p.Last)
		}},
		{"hrblock_appt_sms", func(g *G, l *L) {
			c := g.usCity()
			st := g.pick2([]int{0, 1, 2})
			l.q = fmt.Sprintf("H&R Block: Reminder of your appt %s at %s with %s, %s. Bring your W-2s, 1099s and photo ID. Reply C to confirm, R to reschedule. Office: %s. Msg&data rates may apply.",
				g.pick("Mon 3/10", "Tue 2/18", "Sat 4/5", "Thu 3/27"), g.time12(), g.person("us").First, g.street(), l.p("phone", g.nanpStyle(g.pickS(c.Areas), st)))
		}},
		{"direct_deposit_change", func(g *G, l *L) {
			p := g.person("us")
			c := g.usCity()
			s := g.ssn()
			l.q = fmt.Sprintf("Direct deposit change request\nEmployee: %s (ID %s)\nLast 4 of SSN: %s\nFull SSN for verification: %s\nNew bank: routing %s, account %s (checking)\nEffective pay date: %s\nContact: %s / %s",
				p.Full(), l.k(g.digits(5)), s[7:], l.p("ssn", s), l.k(g.routing()), l.k(g.digits(g.rng(10, 12))), g.date(), l.p("phone", g.nanp(c)), l.p("email", g.email(p, false)))
		}},
		{"i9_onboarding_email", func(g *G, l *L) {
			p := g.person("us")
			hr := g.person("us")
			_, slug := g.bizName()
			l.q = fmt.Sprintf("Hi %s,\n\nWelcome aboard! For Section 2 of your I-9 please bring an unexpired passport or a driver's license plus SS card on day one (%s). I have your SSN on file as %s from the offer paperwork, please confirm it matches your card. Your employee ID will be %s.\n\n%s\nPeople Ops | %s\nD %s",
				p.First, g.date(), l.p("ssn", g.ssnAny()), l.k("E"+g.digits(6)), hr.Full(), strings.Title(slug), l.p("phone", g.usPhone()))
		}},
		{"emergency_contact_form", func(g *G, l *L) {
			p := g.person(g.pick("us", "ca"))
			c := g.caCity()
			if p.loc == "us" {
				c = g.usCity()
			}
			a, b := g.person(p.loc), g.person(p.loc)
			alt := g.nanpStyle(g.pickS(c.Areas), 8)
			l.q = fmt.Sprintf("EMERGENCY CONTACT INFORMATION\nEmployee: %s   Dept: %s   Badge #%s\nPrimary: %s (%s)  Cell: %s\nSecondary: %s (%s)  Phone: %s\nPhysician: Dr. %s  Ph: %s",
				p.Full(), g.pick("Warehouse", "Finance", "Nursing", "IT"), l.k(g.digits(5)), a.Full(), g.pick("spouse", "mother", "father", "partner"), l.p("phone", g.nanp(c)),
				b.Full(), g.pick("sister", "brother", "friend"), l.p("phone", alt), g.person(p.loc).Last, l.p("phone", g.nanp(c)))
		}},
		{"hris_sql_insert", func(g *G, l *L) {
			var vals []string
			for i := 0; i < g.rng(2, 3); i++ {
				p := g.person("us")
				c := g.usCity()
				vals = append(vals, fmt.Sprintf("(%s, '%s', '%s', '%s', '%s', '%s')", l.k(fmt.Sprint(g.rng(1000, 9999))), p.Full(), l.p("ssn", g.ssn()), l.p("phone", g.nanpStyle(g.pickS(c.Areas), 9)), l.p("email", g.email(p, g.chance(30))), g.isoDate()))
			}
			l.q = "migration 0042 fails with duplicate key on employees_pkey:\nINSERT INTO employees (id, full_name, ssn, mobile, email, hire_date) VALUES\n" + strings.Join(vals, ",\n") + ";"
		}},
		{"preparer_client_tin_csv", func(g *G, l *L) {
			rows := []string{g.pick("client,tin,filing_status,refund,efile_status", "Client,Taxpayer TIN,Status,Refund,Ack", "name,tax_id,fs,refund_amt,ack")}
			for i := 0; i < g.rng(2, 4); i++ {
				p := g.person("us")
				var t string
				if g.chance(35) {
					t = g.itin()
				} else {
					t = g.ssn()
				}
				if g.chance(50) {
					t = onlyDigits(t)
				}
				rows = append(rows, fmt.Sprintf("%s %s,%s,%s,%s,%s", p.First, p.Last, l.p("ssn", t), g.pick("MFJ", "S", "HOH", "MFS"), l.k(g.moneyNoSign(100, 9000)), g.pick("Accepted", "Rejected", "Pending")))
			}
			l.q = "Drake export for the season, need a pivot by filing status:\n" + strings.Join(rows, "\n")
		}},
	}
}
