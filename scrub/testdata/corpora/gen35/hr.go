package main

import "strings"

var usNames = []string{"James Carter", "Maria Lopez", "Aisha Khan", "Tom Becker", "Linda Nguyen", "Robert Ellis", "Priya Raman", "Kevin O'Neil", "Sofia Martinez", "Daniel Kim", "Grace Okafor", "Ethan Brooks", "Olivia Chen", "Marcus Reed", "Hannah Walsh", "Luis Ortega"}
var companies = []string{"Acme Logistics LLC", "Northwind Traders Inc.", "Blue Harbor Health", "Summit Payroll Services", "Redwood Analytics Corp", "Contoso Hospitality Group", "Pinecrest Staffing", "Lakeside Dental Partners"}

func ssnLabel() string {
	return pick("SSN: ", "SSN ", "SS#: ", "SS# ", "Social Security Number: ", "Social: ", "Soc. Sec. No. ", "social_security_number=", "SSN#", "Employee SSN: ", "SSN (required): ")
}

func usPhoneLabel() string {
	return pick("Phone: ", "Cell: ", "Mobile: ", "Home phone: ", "Tel: ", "Phone number: ", "Contact phone: ", "Best number to reach me: ")
}

// put an SSN or ITIN with a label; returns nothing; records PII
func putSSN(b *B) {
	if chance(0.15) {
		b.T(pick("ITIN: ", "ITIN ", "Individual Taxpayer Identification Number (ITIN): "))
		a, g, s := itinParts()
		b.P("ssn", fmtSSN(a, g, s, pick(0, 0, 1, 2)))
		return
	}
	b.T(ssnLabel())
	b.P("ssn", ssnAny(true))
}

func genOnboarding(b *B, clean bool) {
	n := pickS(usNames)
	co := pickS(companies)
	b.T("New hire onboarding — %s\n", co)
	if !clean {
		b.T("Employee: %s\n", n)
	} else {
		b.T("Employee: (pending HRIS sync)\n")
	}
	b.K("Employee ID: " + empID())
	b.T("\n")
	b.K("Start date: " + dateISO())
	b.T("\n")
	if !clean {
		putSSN(b)
		b.T("\nDOB: %s\n", dob())
		b.T(usPhoneLabel())
		b.P("phone", phone("US"))
		b.T("\nPersonal email: ")
		b.P("email", email(n))
		b.T("\n")
	} else {
		b.T("SSN on file: ")
		b.K(maskedSSN())
		b.T(" (verified)\n")
	}
	b.K("Annual salary: " + amountUS())
	b.T("\nDirect deposit — ")
	b.K("Routing (ABA): " + aba())
	b.T(", ")
	b.K("Account: " + acct())
	b.T("\n")
	b.K("Employer EIN " + ein())
	b.T("\n")
}

func genW2(b *B, clean bool) {
	b.T("Form W-2 Wage and Tax Statement %d\n", rng(2023, 2025))
	b.T("a Employee's social security number ")
	if clean {
		b.K(maskedSSN())
	} else {
		a, g, s := ssnParts()
		b.P("ssn", fmtSSN(a, g, s, pick(0, 0, 1, 2)))
	}
	b.T("\n")
	b.K("b Employer identification number (EIN) " + ein())
	b.T("\nc Employer's name, address, and ZIP code %s, ", pickS(companies))
	b.K(pick("1200 Market St, San Francisco, CA 94103-1234", "88 Pine Street, New York, NY 10005-1801", "400 W 15th St, Austin, TX 78701-1642"))
	b.T("\n")
	b.K("d Control number " + dig(pick(5, 6, 7)))
	b.T("\ne Employee's first name and last name ")
	if clean {
		b.T("[on file]")
	} else {
		b.T(pickS(usNames))
	}
	b.T("\n")
	b.K("1 Wages, tips, other compensation " + commas(rng(25000, 250000)) + "." + dig(2))
	b.T("\n")
	b.K("2 Federal income tax withheld " + commas(rng(2000, 60000)) + "." + dig(2))
	b.T("\n")
	b.K("15 State CA Employer's state ID number " + dig(3) + "-" + dig(4) + "-" + dig(1))
	b.T("\n")
}

func genW4W9(b *B, clean bool) {
	switch r.Intn(3) {
	case 0:
		b.T("Form W-4 (%d) Employee's Withholding Certificate\nStep 1(a) First name and middle initial / Last name: ", rng(2024, 2026))
		if clean {
			b.T("see HRIS record %s\n(b) Social security number: ", empID())
			b.K(maskedSSN())
		} else {
			b.T(pickS(usNames) + "\n(b) Social security number: ")
			a, g, s := ssnParts()
			b.P("ssn", fmtSSN(a, g, s, pick(0, 1, 2)))
		}
		b.T("\n")
		b.K("Step 3 Claim dependents: " + amountUS())
		b.T("\nEmployers only: ")
		b.K("Employer identification number (EIN) " + ein())
		b.T("\n")
	case 1:
		b.T("Form W-9 Request for Taxpayer Identification Number and Certification\nName: %s\n", pick("Bright Path Consulting LLC", "K. Alvarez (sole proprietor)", "Orion Freight Co."))
		b.T("Part I Taxpayer Identification Number (TIN)\n")
		if clean {
			b.K("Employer identification number " + ein())
			b.T("\nSocial security number: (leave blank for entities)\n")
		} else {
			b.T(pick("Social security number: ", "SSN: ", "Social security number "))
			a, g, s := ssnParts()
			b.P("ssn", fmtSSN(a, g, s, pick(0, 1, 2)))
			b.T("\n")
			b.T("Phone for backup withholding questions: ")
			b.P("phone", phone("US"))
			b.T("\n")
		}
		b.K("Account number(s) (optional): " + acct())
		b.T("\n")
		b.K("Exempt payee code: " + pick("5", "13", "1") + " FATCA code: " + pick("A", "C", "M") + "")
		b.T("\n")
	default:
		b.T("Form 1099-NEC %d\n", rng(2023, 2025))
		b.K("PAYER'S TIN " + ein())
		b.T("\nRECIPIENT'S TIN ")
		if clean {
			b.K(maskedSSN())
		} else {
			if chance(0.3) {
				a, g, s := itinParts()
				b.P("ssn", fmtSSN(a, g, s, 0))
			} else {
				a, g, s := ssnParts()
				b.P("ssn", fmtSSN(a, g, s, 0))
			}
		}
		b.T("\n")
		b.K("1 Nonemployee compensation " + amountUS())
		b.T("\n")
		b.K("Account number (see instructions) " + acct())
		b.T("\n")
		b.K("State/Payer's state no. NY " + dig(8))
		b.T("\n")
	}
}

func genI9(b *B, clean bool) {
	b.T("Form I-9, Section 1. Employee Information and Attestation\n")
	if !clean {
		b.T("Last Name / First Name: %s\nDate of Birth: %s\n", pickS(usNames), dob())
		b.T("U.S. Social Security Number: ")
		a, g, s := ssnParts()
		b.P("ssn", fmtSSN(a, g, s, pick(0, 1, 2)))
		b.T("\nEmployee's E-mail Address: ")
		b.P("email", email(pickS(usNames)))
		b.T("\nEmployee's Telephone Number: ")
		b.P("phone", phone("US"))
		b.T("\n")
	} else {
		b.T("Section 1 completed electronically; identity fields stored in the I-9 vault.\n")
	}
	b.K("USCIS A-Number: A" + dig(9))
	b.T("\n")
	b.K("Form I-94 Admission Number: " + dig(11))
	b.T("\n")
	b.K("Foreign Passport Number: " + passport())
	b.T("\nSection 2 List B ")
	b.K("Driver's License No. " + pick("D", "F", "Y") + dig(7))
	b.T(" expires ")
	b.K(dateISO())
	b.T("\n")
}

func csvSSNHeader() string {
	return pick("ssn", "SSN", "social_security_number", "SSN/ITIN", "employee_ssn")
}
func csvPhoneHeader() string { return pick("phone", "mobile", "phone_number", "cell") }

func genPayrollTable(b *B, clean bool) {
	style := r.Intn(3) // 0 csv, 1 tsv, 2 markdown
	sep := ","
	if style == 1 {
		sep = "\t"
	}
	if style == 2 {
		sep = " | "
	}
	hdr := []string{"emp_id", "name", "dob", "annual_salary", "routing_number", "account_number"}
	if !clean {
		hdr = []string{"emp_id", "name", csvSSNHeader(), "dob", "annual_salary", csvPhoneHeader(), "routing_number", "account_number"}
	} else {
		hdr = []string{"emp_id", "dept", "pay_period_end", "gross_pay", "net_pay", "routing_number", "account_number"}
	}
	b.T("payroll export %s pay period ending %s\n", pick("ADP", "Gusto", "Paychex", "Workday"), dateISO())
	if style == 2 {
		b.T("| " + strings.Join(hdr, " | ") + " |\n|" + strings.Repeat("---|", len(hdr)) + "\n")
	} else {
		b.T(strings.Join(hdr, sep) + "\n")
	}
	rows := rng(1, 3)
	for i := 0; i < rows; i++ {
		if style == 2 {
			b.T("| ")
		}
		cells := []func(){}
		if !clean {
			cells = []func(){
				func() { b.K(empID()) },
				func() { b.T(pickS(usNames)) },
				func() {
					if chance(0.15) {
						a, g, s := itinParts()
						b.P("ssn", fmtSSN(a, g, s, pick(0, 2)))
					} else {
						a, g, s := ssnParts()
						b.P("ssn", fmtSSN(a, g, s, pick(0, 2, 2)))
					}
				},
				func() { b.K(dob()) },
				func() { b.K(commas(rng(30000, 250000))[:0] + strconvI(rng(30000, 250000)) + ".00") },
				func() {
					p := phone("US")
					if chance(0.4) {
						p = onlyDigits(p)
						if len(p) == 11 {
							p = p[1:]
						}
					}
					b.P("phone", p)
				},
				func() { b.K(aba()) },
				func() { b.K(acct()) },
			}
		} else {
			cells = []func(){
				func() { b.K(empID()) },
				func() { b.T(pick("OPS", "FIN", "ENG", "HR", "SALES")) },
				func() { b.K(dateISO()) },
				func() { b.K(pad(rng(1000, 20000), 4) + "." + dig(2)) },
				func() { b.K(pad(rng(1000, 15000), 4) + "." + dig(2)) },
				func() { b.K(aba()) },
				func() { b.K(acct()) },
			}
		}
		for j, c := range cells {
			if j > 0 {
				b.T(sep)
			}
			c()
		}
		if style == 2 {
			b.T(" |")
		}
		b.T("\n")
	}
}

func genFixedWidth(b *B, clean bool) {
	b.T("PAYROLL FIXED-WIDTH EXTRACT  RUN %s\n", dateISO())
	if clean {
		b.T("EMPID   DEPT  CHECKNO   GROSS       ROUTING     ACCOUNT\n")
		for i := 0; i < rng(2, 3); i++ {
			b.K(pad(rng(1, 999999), 6))
			b.T("  %-5s ", pick("OPS", "FIN", "ENG"))
			b.K(dig(8))
			b.T("  ")
			b.K(pad(rng(100000, 999999), 8) + "." + dig(2))
			b.T("  ")
			b.K(aba())
			b.T("   ")
			b.K(acct())
			b.T("\n")
		}
		return
	}
	b.T("EMPID   SSN          DOB         GROSS       ROUTING\n")
	for i := 0; i < rng(1, 3); i++ {
		b.K(pad(rng(1, 999999), 6))
		b.T("  ")
		a, g, s := ssnParts()
		b.P("ssn", fmtSSN(a, g, s, 0))
		b.T("  %s  ", dob())
		b.K(pad(rng(100000, 999999), 8) + "." + dig(2))
		b.T("  ")
		b.K(aba())
		b.T("\n")
	}
}

func genBenefits(b *B, clean bool) {
	b.T("Benefits enrollment confirmation — %s open enrollment\n", pick("2026", "2025"))
	b.K("Member ID: " + pick("W", "XJH", "ZGP") + dig(9))
	b.T("\n")
	b.K("Group #: " + dig(pick(6, 7, 8)))
	b.T("\nPlan: %s\n", pick("PPO 500", "HDHP w/ HSA", "HMO Silver"))
	if !clean {
		b.T("Subscriber: %s, ", pickS(usNames))
		putSSN(b)
		b.T("\nDependent: %s (child), DOB %s, ", pick("Emma", "Noah", "Liam", "Ava"), dob())
		if chance(0.6) {
			b.T("SSN ")
			a, g, s := ssnParts()
			b.P("ssn", fmtSSN(a, g, s, pick(0, 1, 2)))
		}
		b.T("\n")
		if chance(0.7) {
			b.T(pick("Daytime phone: ", "Phone: ", "Contact number: "))
			b.P("phone", phone("US"))
			b.T("\n")
		}
	} else {
		b.T("Subscriber SSN: ")
		b.K(maskedSSN())
		b.T("\n")
	}
	b.K("Employee contribution per pay period: " + amountUS())
	b.T("\n")
	b.K("HSA routing " + aba())
	b.T("\n")
}

func genBackground(b *B, clean bool) {
	b.T("Background check request — vendor %s\n", pick("Sterling", "Checkr", "HireRight", "First Advantage"))
	b.K("Request ID: BG-" + dateISO()[:4] + "-" + dig(6))
	b.T("\n")
	b.K("Package: " + pick("PRO-7YR", "BASIC+MVR", "EXEC-10"))
	b.T("\n")
	if !clean {
		n := pickS(usNames)
		b.T("Candidate: %s\nDOB: %s\n", n, dob())
		putSSN(b)
		b.T("\n")
		b.T(usPhoneLabel())
		b.P("phone", phone("US"))
		b.T("\nEmail: ")
		b.P("email", email(n))
		b.T("\n")
	} else {
		b.T("Candidate identifiers transmitted via secure portal only.\n")
	}
	b.K("Driver's License: " + pick("D", "F", "Y", "B") + dig(7) + " (" + pick("CA", "FL", "NY") + ")")
	b.T("\n")
	b.K("Requisition #" + dig(6))
	b.T("\n")
	b.K("Employer EIN " + ein())
	b.T("\n")
}

// harder SSN-only cases + look-alikes
func genSSNMixed(b *B, clean bool) {
	b.T(pick("HR ticket: ", "Payroll note: ", "Case note: "))
	b.K("Employee " + empID())
	b.T(" ")
	if !clean {
		b.T(pick("updated ", "corrected ", "please verify "))
		putSSN(b)
		b.T(". ")
	}
	b.T("Old record showed ")
	b.K(maskedSSN())
	b.T("; ")
	b.K("EIN " + ein())
	b.T(" on the W-2; ")
	b.K("routing " + aba())
	b.T(". ")
	if chance(0.5) {
		b.T("Validator rejected ")
		b.K("test value " + invalidSSN())
		b.T(" as not issuable. ")
	}
	if !clean && chance(0.5) {
		b.T("Reach employee at ")
		b.P("phone", phone("US"))
		b.T(".")
	}
	b.T("\n")
}
