package main

import (
	"fmt"
	"strings"
)

// ssnDigits returns nine digits that the SSA could have issued.
func ssnDigits() string {
	for {
		area := between(1, 899)
		if area == 666 {
			continue
		}
		s := fmt.Sprintf("%03d%02d%04d", area, between(1, 99), between(1, 9999))
		if strings.HasPrefix(s, "98765432") || s == "078051120" || s == "219099999" || s == "123456789" {
			continue
		}
		return s
	}
}

var itinGroups = func() []int {
	var g []int
	for i := 50; i <= 65; i++ {
		g = append(g, i)
	}
	for i := 70; i <= 88; i++ {
		g = append(g, i)
	}
	g = append(g, 90, 91, 92, 94, 95, 96, 97, 98, 99)
	return g
}()

func itinDigits() string {
	return fmt.Sprintf("9%02d%02d%04d", r.Intn(100), pick(itinGroups...), between(1, 9999))
}

func fmtSSN(d, sep string) string { return d[:3] + sep + d[3:5] + sep + d[5:] }

func ssnAny() string {
	d := ssnDigits()
	return pick(fmtSSN(d, "-"), fmtSSN(d, "-"), fmtSSN(d, " "), d)
}

func ein() string {
	return fmt.Sprintf("%02d-%07d", pick(12, 20, 27, 33, 45, 46, 47, 81, 82, 84, 87, 88, 91, 94, 95), between(1000000, 9999999))
}

var usStates = []string{"CA", "TX", "NY", "FL", "IL", "WA", "GA", "OH", "NC", "AZ", "CO", "MA", "NJ", "OR"}

func ssnTemplates() []Tmpl {
	return []Tmpl{
		{"ssn_hr_form_dashed", func(b *B) {
			p := personOf("en")
			s := fmtSSN(ssnDigits(), "-")
			switch r.Intn(4) {
			case 0:
				b.F("New hire packet — {}\nStart date: {}\nSSN: {}\nDept: {} / Cost center {}", Tv(p.Full()), Kv(rdate().us()), Pv(fS, s), Tv(pick("Finance", "Warehouse", "Nursing", "IT")), Kv("CC-"+nz(4)))
			case 1:
				b.F("Employee {} ({}) — SSN {} does not match the name on the I-9. Please resubmit by {}.", Tv(p.Full()), Kv("EMP"+nz(5)), Pv(fS, s), Kv(rdate().long()))
			case 2:
				b.F("Social Security Number: {}    Employee ID: {}    Hire Date: {}", Pv(fS, s), Kv(nz(6)), Kv(rdate().us()))
			default:
				b.F("Hi HR, my SSN on the benefits portal shows {} but it should be {}. Can you fix before open enrollment ends {}?", Kv("XXX-XX-"+s[7:]), Pv(fS, fmtSSN(ssnDigits(), "-")), Kv(rdate().long()))
			}
		}},
		{"ssn_spaced_dotted", func(b *B) {
			d := ssnDigits()
			v := pick(fmtSSN(d, " "), fmtSSN(d, " "), fmtSSN(d, "."))
			b.F("{} {} — please verify with caseworker {} (case {}).", Tv(pick("SSN", "Soc. Sec. No.", "Social Security #", "SS No.")), Pv(fS, v), Tv(personOf("en").Full()), Kv(pick("DHS-", "SNAP-", "UI-")+nz(7)))
		}},
		{"ssn_plain_labelled", func(b *B) {
			d := ssnDigits()
			switch r.Intn(5) {
			case 0:
				b.F("SSN: {}\nDOB on file, do not re-enter. Member ID {}", Pv(fS, d), Kv("M"+nz(9)))
			case 1:
				b.F("applicant social security number {} / annual income {}", Pv(fS, d), Kv(fmt.Sprintf("$%d,%03d", between(18, 240), r.Intn(1000))))
			case 2:
				b.F("ss# {} — loan app {} submitted {}", Pv(fS, d), Kv("LN"+nz(8)), Kv(rdate().us()))
			case 3:
				b.F(`<ssn>{}</ssn><memberId>{}</memberId>`, Pv(fS, d), Kv(upnum(3)+nz(7)))
			default:
				b.F("Borrower SSN={}&state={}&loan_amount={}", Pv(fS, d), Tv(pickS(usStates)), Kv(fmt.Sprint(between(50, 900)*1000)))
			}
		}},
		{"ssn_itin_tax", func(b *B) {
			it := itinDigits()
			v := pick(fmtSSN(it, "-"), fmtSSN(it, "-"), it)
			switch r.Intn(4) {
			case 0:
				b.F("Client has no SSN; filing with ITIN {} issued {}. Form 1040 for tax year {}, refund {}.", Pv(fS, v), Kv(rdate().us()), Kv(fmt.Sprint(between(2021, 2025))), Kv(money()))
			case 1:
				b.F("W-7 approved — Individual Taxpayer Identification Number: {}. Renewal needed if unused for 3 years.", Pv(fS, v))
			case 2:
				b.F("Mi ITIN es {} y el de mi esposa es {}. ¿Podemos declarar juntos para {}?", Pv(fS, v), Pv(fS, fmtSSN(itinDigits(), "-")), Kv(fmt.Sprint(between(2022, 2025))))
			default:
				b.F("Payee TIN ({}): {} — 1099-NEC box 1 {}", Tv(pick("ITIN", "SSN/ITIN")), Pv(fS, v), Kv(fmt.Sprintf("$%d,%03d.%02d", between(1, 90), r.Intn(1000), r.Intn(100))))
			}
		}},
		{"ssn_payroll_csv", func(b *B) {
			cols := pick("emp_id,last_name,first_name,ssn,state,hire_date\n", "EmployeeID\tName\tSSN\tState\tHireDate\n", "id|name|social_security_number|state|hired\n")
			sep := string(cols[strings.IndexAny(cols, ",\t|")])
			b.T(cols)
			n := between(2, 4)
			for i := 0; i < n; i++ {
				p := personOf("en")
				d := ssnDigits()
				v := pick(fmtSSN(d, "-"), d)
				name := p.Last + sep + p.First
				if sep != "," {
					name = p.Full()
				}
				b.F("{}"+sep+"{}"+sep+"{}"+sep+"{}"+sep+"{}\n", Kv("E"+nz(5)), Tv(name), Pv(fS, v), Tv(pickS(usStates)), Kv(rdate().iso()))
			}
		}},
		{"ssn_hl7_pid", func(b *B) {
			p := personOf("en")
			d := ssnDigits()
			v := pick(fmtSSN(d, "-"), d)
			b.F("MSH|^~\\&|EPIC|{}|LAB|{}|{}||ADT^A04|{}|P|2.5.1\rPID|1||{}^^^MRN^MR||{}^{}^{}||{}|{}|||{} {} ST^^{}^{}^{}|||||||{}|{}",
				Tv(pick("MAINHOSP", "STJOSEPH", "UCMC")), Tv(pick("LABCORP", "QUEST")), Kv(fmt.Sprintf("%d%02d%02d%02d%02d", between(2023, 2026), between(1, 12), between(1, 28), r.Intn(24), r.Intn(60))), Kv("MSG"+nz(8)),
				Kv(nz(8)), Tv(strings.ToUpper(p.Last)), Tv(strings.ToUpper(p.First)), Tv(pick("A", "J", "M", "")), Tv(fmt.Sprintf("%d%02d%02d", between(1940, 2005), between(1, 12), between(1, 28))), Tv(pick("M", "F")),
				Tv(fmt.Sprint(between(10, 9999))), Tv(pick("MAPLE", "ELM", "CEDAR", "OAK")), Tv(pick("SPRINGFIELD", "DENVER", "AUSTIN")), Tv(pickS(usStates)), Kv(nz(5)), Kv("ACC"+nz(7)), Pv(fS, v))
		}},
		{"ssn_x12_834", func(b *B) {
			p := personOf("en")
			d := ssnDigits()
			b.F("ISA*00*          *00*          *ZZ*{}*ZZ*{}*{}*{}*^*00501*{}*0*P*:~\nINS*Y*18*021*28*A***FT~\nREF*0F*{}~\nNM1*IL*1*{}*{}****34*{}~\nDMG*D8*{}*{}~\nHD*021**HLT*{}*EMP~",
				Tv(pick("SENDERID      ", "ACMEBENEFITS   ")), Tv(pick("BCBSIL         ", "AETNA00        ")), Kv(fmt.Sprintf("%02d%02d%02d", between(23, 26), between(1, 12), between(1, 28))), Kv(fmt.Sprintf("%02d%02d", r.Intn(24), r.Intn(60))), Kv(nz(9)),
				Kv("SUB"+nz(7)), Tv(strings.ToUpper(p.Last)), Tv(strings.ToUpper(p.First)), Pv(fS, d), Tv(fmt.Sprintf("%d%02d%02d", between(1950, 2004), between(1, 12), between(1, 28))), Tv(pick("M", "F")), Kv("PPO"+nz(4)))
		}},
		{"ssn_json_kyc", func(b *B) {
			d := ssnDigits()
			v := pick(fmtSSN(d, "-"), d)
			switch r.Intn(3) {
			case 0:
				b.F(`{"applicant":{"first_name":"{}","ssn":"{}","address":{"zip":"{}"}},"product":"{}","application_id":"{}"}`, Tv(personOf("en").First), Pv(fS, v), Kv(nz(5)), Tv(pick("credit_card", "auto_loan", "checking")), Kv("app_"+alnum(16)))
			case 1:
				b.F("kyc.verify: mismatch for tax_id={} (provider ref {}, score {})", Pv(fS, v), Kv(upnum(12)), Kv(fmt.Sprintf("0.%02d", between(10, 99))))
			default:
				b.F("identity:\n  taxpayer_id: \"{}\"\n  id_type: SSN\n  verified_at: {}", Pv(fS, v), Kv(isoTS()))
			}
		}},
		{"ssn_multilingual", func(b *B) {
			d := ssnDigits()
			v := pick(fmtSSN(d, "-"), fmtSSN(d, "-"), fmtSSN(d, " "))
			switch r.Intn(5) {
			case 0:
				b.F("Número de Seguro Social: {} — cita en la oficina de {} el {}", Pv(fS, v), Tv(pick("Houston", "Los Ángeles", "Miami")), Kv(rdate().uk()))
			case 1:
				b.F("我的美国社会安全号码是 {}，报税表编号 {}", Pv(fS, v), Kv(nz(10)))
			case 2:
				b.F("Số an sinh xã hội (SSN) của tôi là {}, hồ sơ số {}.", Pv(fS, v), Kv(nz(7)))
			case 3:
				b.F("사회보장번호(SSN): {} / 신청번호 {}", Pv(fS, v), Kv(nz(8)))
			default:
				b.F("Ang SSN ko ay {}, reference no. {}", Pv(fS, v), Kv(nz(9)))
			}
		}},
		{"ssn_tax_chat", func(b *B) {
			me, sp, dep := ssnDigits(), ssnDigits(), ssnDigits()
			b.F("ok here's everything for the return: mine is {}, my husband's {} and our son's {}. EIN of the daycare is {} and we paid {} in {}.",
				Pv(fS, fmtSSN(me, "-")), Pv(fS, fmtSSN(sp, pick("-", " "))), Pv(fS, pick(fmtSSN(dep, "-"), dep)), Kv(ein()), Kv(fmt.Sprintf("$%d,%03d", between(2, 14), r.Intn(1000))), Kv(fmt.Sprint(between(2022, 2025))))
		}},
		{"ssn_w2_form", func(b *B) {
			b.F("a Employee's social security number\n{}\nb Employer identification number (EIN)\n{}\nc Employer's name, address, and ZIP code\n{}, {} {}\n1 Wages, tips, other compensation {}\n2 Federal income tax withheld {}",
				Pv(fS, fmtSSN(ssnDigits(), "-")), Kv(ein()), Tv(company()), Tv(pickS(usStates)), Kv(nz(5)), Kv(fmt.Sprintf("%d%03d.%02d", between(20, 190), r.Intn(1000), r.Intn(100))), Kv(fmt.Sprintf("%d%03d.%02d", between(2, 40), r.Intn(1000), r.Intn(100))))
		}},
		{"ssn_with_masked_lookalikes", func(b *B) {
			d := ssnDigits()
			masked := pick("***-**-", "XXX-XX-", "xxx-xx-", "•••-••-") + digits(4)
			b.F("Portal shows {} for the primary. For the co-applicant we still need the full number: {}. Part no. on the scanner was {}.", Kv(masked), Pv(fS, fmtSSN(d, "-")), Kv(pick("P/N ", "SKU ")+nz(3)+"-"+digits(2)+"-"+digits(3)))
		}},
	}
}
