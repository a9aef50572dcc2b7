package main

import (
	"fmt"
	"math/rand"
)

func usPhone(r *rand.Rand) string {
	a := pick(r, []string{"212", "646", "415", "628", "617", "312", "206", "512", "303", "404", "305", "702", "919", "408", "650", "718", "773", "215", "480", "503"})
	var ex string
	for {
		ex = dgFrom(r, "23456789", 3)
		if ex != "555" && ex[1:] != "11" {
			break
		}
	}
	ln := dg(r, 4)
	switch r.Intn(4) {
	case 0:
		return "(" + a + ") " + ex + "-" + ln
	case 1:
		return a + "-" + ex + "-" + ln
	case 2:
		return a + "." + ex + "." + ln
	default:
		return "+1 " + a + " " + ex + " " + ln
	}
}

var usStates = []string{"NY", "CA", "MA", "IL", "WA", "TX", "CO", "GA", "FL", "NC"}

func usZip(r *rand.Rand) string { return dgNZ(r, 5) }

func ein(r *rand.Rand) string { return fmt.Sprintf("%02d-%07d", 10+r.Intn(89), r.Intn(10000000)) }

func tHRSSNMail(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, NL, IE, UK, FR, SE, PL})
	p := c.Person(r)
	hr := c.Person(r)
	co := c.Company(r)
	b.W("Hi ", hr.Given, ",\n\nfor my transfer to the ", b.Pick("Boston", "Austin", "New York", "Seattle", "Denver"), " office I filled in the ADP form. Details for payroll:\n")
	b.W("- Legal name: ", p.Full, "\n- SSN: ", Sn(SSN(r, "-")), "\n- Start date: ", K(DateISO(r)), "\n- Employee ID: ", K(fmt.Sprintf("E%06d", r.Intn(1000000))), "\n")
	if b.Chance(0.5) {
		b.W("- US mobile: ", Ph(usPhone(r)), "\n")
	}
	b.W("The US entity's EIN is ", K(ein(r)), " if you need it.\n\nThanks,\n", p.Given, "\n", Em(p.WorkMail(r, co)))
}

func tPayrollCSV(b *B) {
	r := b.r
	style := r.Intn(3)
	col := b.Pick("ssn", "SSN", "employee_ssn", "social_security_number")
	b.W("employee_id,last_name,first_name,", col, ",state,zip,annual_salary,start_date\n")
	rows := 2 + r.Intn(3)
	for i := 0; i < rows; i++ {
		p := anyCountry(r).Person(r)
		var s string
		switch style {
		case 0:
			s = SSN(r, "-")
		case 1:
			s = SSN(r, "")
		default:
			if r.Intn(2) == 0 {
				s = SSN(r, "-")
			} else {
				s = SSN(r, "")
			}
		}
		b.W(K(fmt.Sprintf("%d", 100200+r.Intn(9000))), ",", fold(p.Sur, false), ",", fold(p.Given, false), ",", Sn(s), ",", pick(r, usStates), ",", K(usZip(r)), ",", itoa(60000+r.Intn(140000)), ",", K(DateISO(r)))
		if i < rows-1 {
			b.W("\n")
		}
	}
}

func tW4Text(b *B) {
	r := b.r
	p := anyCountry(r).Person(r)
	b.W("Form W-4 (2025) Employee's Withholding Certificate\nStep 1: (a) First name and middle initial: ", p.Given, "   Last name: ", p.Sur, "\n")
	b.W("(b) Social security number: ", Sn(SSN(r, b.Pick("-", "-", " "))), "\nAddress: ", itoa(10+r.Intn(9000)), " ", b.Pick("Main St", "Oak Ave", "Elm Street", "Broadway"), ", ", b.Pick("Apt 4B", "Unit 12", "Suite 300"), "\n")
	cs := pick(r, [][2]string{{"Brooklyn", "NY"}, {"Cambridge", "MA"}, {"Austin", "TX"}, {"Seattle", "WA"}, {"Denver", "CO"}, {"Chicago", "IL"}, {"San Jose", "CA"}, {"Atlanta", "GA"}})
	b.W("City, state, ZIP: ", cs[0], ", ", cs[1], " ", K(usZip(r)), "\n")
	b.W("(c) [X] Single or Married filing separately\nStep 3: Claim dependents ", K("$"+itoa(r.Intn(5)*500)), "\n")
	b.W("Employers only: Employer identification number (EIN) ", K(ein(r)), "  First date of employment ", K(DateSlash(r)))
}

func tITIN(b *B) {
	r := b.r
	c := pick(r, []*Country{DE, AT, CH, NL})
	p := c.Person(r)
	lab, id := NationalID(r, c.Code)
	b.W("Sehr geehrte/r ", p.Full, ",\n\nfür Ihre US-Steuererklärung (Form 1040-NR, Steuerjahr ", K(itoa(2024)), ") haben wir die vom IRS zugeteilte ITIN erhalten: ", Sn(ITIN(r, b.Pick("-", "-", " "))), ".\n")
	b.W("Bitte prüfen Sie außerdem Ihre hiesige ", lab, " (", K(id), ") auf dem Formular W-8BEN.\n")
	b.W("Die Honorarnote ", K(fmt.Sprintf("HN-%04d/%d", r.Intn(10000), 2025)), " über ", K(Amount(r, c.Code, 2000)), " folgt separat.\n\nMit freundlichen Grüßen\nSteuerkanzlei ", c.Company(r).Name)
}

func tHRISJSON(b *B) {
	r := b.r
	c := anyCountry(r)
	p := c.Person(r)
	co := c.Company(r)
	key := b.Pick("ssn", "taxId", "tax_id", "nationalId", "socialSecurityNumber")
	b.W(`{"workerId":"`, K(fmt.Sprintf("WD-%07d", r.Intn(10000000))), `","legalName":{"first":"`, p.Given, `","last":"`, p.Sur, `"},"workEmail":"`, Em(p.WorkMail(r, co)), `",`)
	var s string
	if b.Chance(0.5) {
		s = SSN(r, "-")
	} else {
		s = SSN(r, "")
	}
	b.W(`"country":"US","`, key, `":"`, Sn(s), `","hireDate":"`, K(DateISO(r)), `","costCenter":"`, K(fmt.Sprintf("CC-%04d", r.Intn(10000))), `","homePhone":"`, Ph(usPhone(r)), `"}`)
}

func tOnboardingDEUS(b *B) {
	r := b.r
	p := DE.Person(r)
	_, sid := NationalID(r, "DE")
	sv := fmt.Sprintf("%02d %02d%02d%02d %c %03d", 10+r.Intn(80), 1+r.Intn(28), 1+r.Intn(12), 60+r.Intn(40), 'A'+rune(r.Intn(26)), r.Intn(1000))
	b.W("Personalbogen Entsendung USA\nName: ", p.Full, "\nPersonalnummer: ", K(fmt.Sprintf("%06d", r.Intn(1000000))), "\n")
	b.W("Steuer-ID (DE): ", K(sid), "\nSozialversicherungsnummer (DE): ", K(sv), "\n")
	b.W("US-Sozialversicherungsnummer (SSN): ", Sn(SSN(r, b.Pick(" ", "-", ""))), "\n")
	b.W("Private Handynummer: ", Ph(Mob(r, DE, Any)), "\nPrivate E-Mail: ", Em(p.FreeMail(r)), "\nBankverbindung: ", K(IBAN(r, "DE", true)))
}

func tSSNSlack(b *B) {
	r := b.r
	p := anyCountry(r).Person(r)
	s := SSN(r, "")
	disp := s[:3] + " " + s[3:5] + " " + s[5:]
	if b.Chance(0.3) {
		disp = s[:3] + "." + s[3:5] + "." + s[5:]
	}
	b.W("@", fold(p.Given, false), " ", b.Pick("quick one", "sorry to bother", "hey"), " – Workday still shows my old SSN ending ", K("***-**-"+dg(r, 4)), ". The correct one is ", Sn(disp), b.Pick(", can you fix before the ", " – needed before the "), K(DateSlash(r)), " payroll run? ticket ", K(fmt.Sprintf("HR-%05d", r.Intn(100000))))
}

func tI9(b *B) {
	r := b.r
	p := anyCountry(r).Person(r)
	b.W("Form I-9, Section 1. Employee Information and Attestation\n")
	b.W("Last Name: ", p.Sur, " | First Name: ", p.Given, " | Date of Birth: ", K(fmt.Sprintf("%02d/%02d/%d", 1+r.Intn(12), 1+r.Intn(28), 1965+r.Intn(35))), "\n")
	b.W("U.S. Social Security Number: ", Sn(SSN(r, b.Pick("", "-", " "))), "\n")
	b.W("Employee's E-mail Address: ", Em(p.FreeMail(r)), " | Employee's Telephone Number: ", Ph(usPhone(r)), "\n")
	b.W("[X] A noncitizen authorized to work until ", K(DateSlash(r)), " | USCIS A-Number: ", K("A"+dg(r, 9)))
}

func tSSNGlued(b *B) {
	r := b.r
	p := anyCountry(r).Person(r)
	b.W("ERROR ", K(TS(r)), " payroll-sync: duplicate worker ", K(fmt.Sprintf("wid=%d", 300000+r.Intn(100000))), " name=\"", p.Full, "\" ")
	switch r.Intn(3) {
	case 0:
		b.W("key=SSN-", Sn(SSN(r, "-")))
	case 1:
		b.W("tin=", Sn(SSN(r, "")), " tin_type=SSN")
	default:
		b.W("itin=", Sn(ITIN(r, "-")))
	}
	b.W(" batch=", K(fmt.Sprintf("PR%d%02d%02d-%03d", 2025, 1+r.Intn(12), 1+r.Intn(28), r.Intn(1000))), " ein=", K(ein(r)))
}
