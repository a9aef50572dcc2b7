package main

import (
	"fmt"
	"strings"
)

// small helpers used by all templates
func ph(r *R, l *Loc) string             { return P("phone", l.Phone(r)) }
func mob(r *R, l *Loc) string            { return P("phone", l.Mobile(r)) }
func em(r *R, l *Loc, p Person) string   { return P("email", r.Email(l, p)) }
func bem(r *R, l *Loc, p Person) string  { return P("email", r.BizEmail(l, p)) }
func (r *R) M(l *Loc, lo, hi int) string { return K(l.Money(r, r.Cents(lo, hi))) }
func (r *R) USD(lo, hi int) string       { return K(usd(r.Cents(lo, hi))) }

var employers = []string{"Lone Star Logistics LLC", "Bayview Dental Group PC", "Acme Widgets Inc.", "Metro Transit Authority", "Northwind Health Partners", "Cascade Software Corp", "Sunrise Senior Living", "Blue Heron Brewing Co", "Tri-County School District", "Pinnacle Staffing Services"}

func registerTax() {
	reg("tax_w2_question", true, true, func(r *R, clean bool) string {
		emp := pick(r, employers)
		ein := K(r.EIN())
		b1 := r.Cents(28000, 160000)
		b2 := b1 * int64(r.I(7, 19)) / 100
		b5 := b1 + int64(r.I(1500, 9000))*100
		d := b5 - b1
		ssn := K(r.MaskedSSN())
		if !clean {
			ssn = P("ssn", r.SSNVar())
		}
		ctrl := K(r.P("", "A", "0") + r.D(r.I(5, 8)))
		ty := r.Year()
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("I got my %d W-2 from %s (EIN %s) and box 1 shows %s but boxes 3 and 5 show %s. Is the %s difference my 401(k) deferral? Box 12 code D says %s.%sAlso the SSN printed on it is %s — is that correct format-wise? Control number %s.",
				ty, emp, ein, K(usd(b1)), K(usd(b5)), K(usd(d)), K(usd(d)), r.P(" ", "\n"), ssn, ctrl)
		case 1:
			return lines(
				r.P("Here's what my W-2 says:", "W2 fields (copied from the PDF):", "Pasting my W-2 so you can tell me where it goes on the 1040"),
				"a  Employee's social security number   "+ssn,
				"b  Employer identification number (EIN)   "+ein,
				"c  Employer's name, address, and ZIP code   "+emp,
				"d  Control number   "+ctrl,
				"1  Wages, tips, other compensation   "+K(plain(b1)),
				"2  Federal income tax withheld   "+K(plain(b2)),
				"12a  D  "+K(plain(d)),
				"15  State "+K(r.P("CA", "NY", "IL", "GA", "NC", "OH"))+"  Employer's state ID number "+K(r.D(3)+"-"+r.D(4)+"-"+r.D(1)),
				"",
				r.P("Which number goes on line 1a?", "why is box 2 so low this year??", "Do I need to file a state return too?", "Is box 12 D taxable?"))
		default:
			return fmt.Sprintf("%s W-2 #2 (%s, EIN %s): wages %s, fed w/h %s. SSN on this one: %s. My other W-2 has the same SSN. Did I over-withhold social security since both employers took 6.2%%? Combined wages %s for tax year %s.",
				r.P("two jobs question -", "Hi! Need help:", "TAX YEAR "+fmt.Sprint(ty)+":"), emp, ein, K(usd(b1)), K(usd(b2)), ssn, K(usd(b1+b5)), K(fmt.Sprint(ty)))
		}
	})

	reg("tax_1099nec_wrong_tin", true, true, func(r *R, clean bool) string {
		l := L("us")
		p := r.Person(l)
		client := r.P("Brightwave Media", "Orchard Analytics LLC", "Kestrel Design Studio", "Hudson Valley Events", "Granite Peak Consulting")
		payerEIN := K(r.EIN())
		myEIN := K(r.EIN())
		amt := K(usd(r.Cents(2500, 95000)))
		if clean {
			return fmt.Sprintf("%s sent me a 1099-NEC for %s (payer TIN %s) but they used the last four of my SSN (%s) instead of my LLC's EIN %s that I put on the W-9. Do I ask them for a corrected 1099 or just report it on Schedule C line 1 and attach a statement?",
				client, amt, payerEIN, K(r.MaskedSSN()), myEIN)
		}
		ssn := P("ssn", r.SSN())
		out := fmt.Sprintf("%s issued my 1099-NEC (box 1 nonemployee compensation %s) under my personal SSN %s instead of my EIN %s. Payer's TIN: %s.", client, amt, ssn, myEIN, payerEIN)
		if r.C(0.7) {
			out += fmt.Sprintf(" Their AP person is %s — %s, %s.", p.First, bem(r, l, p), ph(r, l))
		}
		return out + r.P(" Should I request a corrected form?", " Does it matter for a single-member LLC?", "\n\nwhat do i do")
	})

	reg("tax_1099_brokerage", false, true, func(r *R, clean bool) string {
		broker := r.P("Fidelity", "Schwab", "Vanguard", "Robinhood", "E*TRADE", "Interactive Brokers", "Webull")
		ty := r.Year()
		acct := K(r.P("Z", "X", "", "5") + r.D(2) + "-" + r.D(6))
		tin := K(r.MaskedSSN())
		prc := r.Cents(3000, 250000)
		basis := prc - int64(r.I(-20000, 40000))*100
		return lines(
			fmt.Sprintf("%s %d consolidated 1099 — %s", broker, ty, r.P("help reading this", "wash sale question", "short vs long term?")),
			"Account No. "+acct+"   Recipient's TIN "+tin,
			"1099-DIV  1a Total ordinary dividends "+K(plain(r.Cents(10, 9000)))+"  1b Qualified "+K(plain(r.Cents(5, 5000))),
			"1099-INT  1 Interest income "+K(plain(r.Cents(1, 4000))),
			"1099-B    Proceeds "+K(plain(prc))+"  Cost basis "+K(plain(basis))+"  Wash sale loss disallowed (1g) "+K(plain(r.Cents(0, 3000))),
			"Box 12 checked — basis reported to IRS (Form 8949 box "+K(r.P("A", "D"))+")",
			"",
			r.P("Do I need to list every lot on 8949 or can I use the summary on Schedule D line 1a?",
				"Why is my wash sale number so big when I only lost money?",
				"The 1099-INT is under $10, do I still report it?"))
	})

	reg("tax_dependents_list", true, false, func(r *R, clean bool) string {
		l := L("us")
		last := pick(r, l.Last)
		var rows []string
		n := r.I(2, 4)
		style := r.IntN(3)
		for i := 0; i < n; i++ {
			fn := pick(r, l.First)
			var id string
			if r.C(0.2) {
				id = P("ssn", r.ITIN())
			} else {
				id = P("ssn", r.SSNVar())
			}
			rel := r.P("son", "daughter", "stepson", "niece", "son", "daughter", "mother")
			dob := K(r.KidDOB())
			if rel == "mother" {
				dob = K(r.DOB())
			}
			switch style {
			case 0:
				rows = append(rows, fmt.Sprintf("%d. %s %s — %s — DOB %s — SSN %s — lived with us %s months", i+1, fn, last, rel, dob, id, K(fmt.Sprint(r.I(6, 12)))))
			case 1:
				rows = append(rows, fmt.Sprintf("| %s %s | %s | %s | %s |", fn, last, rel, dob, id))
			default:
				rows = append(rows, fmt.Sprintf("%s, %s, born %s, social %s", fn, rel, dob, id))
			}
		}
		head := r.P("Adding my dependents for the return:", "Dependents (Form 1040 page 1):", "My kids info for the CTC —")
		if style == 1 {
			head += "\n| Name | Relationship | DOB | SSN/ITIN |\n|---|---|---|---|"
		}
		return head + "\n" + strings.Join(rows, "\n") + "\n" + r.P("Do all of them qualify for the $2,000 child tax credit?", "One of them turned 17 in December, does that kill the credit?", "My mother only has an ITIN — can I still claim her as a qualifying relative?", "")
	})

	reg("itin_w7_question", true, true, func(r *R, clean bool) string {
		var itin, ph2 string
		if clean {
			itin = K("9XX-" + r.P("7X", "8X", "9X") + "-XXXX")
		} else {
			itin = P("ssn", r.P(r.ITIN(), r.ITIN(), strings.ReplaceAll(r.ITIN(), "-", ""), strings.ReplaceAll(r.ITIN(), "-", " ")))
		}
		switch r.IntN(3) {
		case 0:
			mx := L("mx")
			if !clean && r.C(0.6) {
				ph2 = " Mi celular es " + ph(r, mx) + " por si el agente de aceptación necesita llamarme."
			}
			return fmt.Sprintf("Hola, mi esposa tiene ITIN %s pero venció porque no lo usamos en %s. ¿Tengo que renovarlo con el formulario W-7 antes de declarar conjuntamente (married filing jointly)? Ella no tiene SSN.%s", itin, K(fmt.Sprint(r.I(2019, 2022))), ph2)
		case 1:
			in := L("in")
			if !clean && r.C(0.6) {
				ph2 = " You can reach me on " + mob(r, in) + " (WhatsApp)."
			}
			return fmt.Sprintf("My husband is on an H-4 and got his ITIN %s last year. Now he has an EAD and a real SSN. Do we need to tell the IRS to merge the ITIN records? Our joint refund for %s was %s.%s", itin, K(fmt.Sprint(r.Year())), r.USD(800, 6000), ph2)
		default:
			return fmt.Sprintf("ITIN: %s\nW-7 reason box: %s\nTax year: %s\nQ: my ITIN letter (CP565) came but the name is misspelled. Do I send a new W-7 or call the ITIN unit?", itin, K(r.P("a", "b", "d", "e", "h")), K(fmt.Sprint(r.Year())))
		}
	})

	reg("form1040_lines", false, true, func(r *R, clean bool) string {
		ty := r.Year()
		agi := r.Cents(35000, 240000)
		std := map[int]string{2022: "$25,900", 2023: "$27,700", 2024: "$29,200", 2025: "$30,000"}[ty]
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("For %s MFJ, line 11 (AGI) is %s, line 12 standard deduction %s, so line 15 taxable income should be %s? TurboTax shows something different on line 16. Is it the qualified dividends worksheet?",
				K(fmt.Sprint(ty)), K(usd(agi)), K(std), K(usd(agi-int64(map[int]int{2022: 25900, 2023: 27700, 2024: 29200, 2025: 30000}[ty])*100)))
		case 1:
			return lines(fmt.Sprintf("Form 1040 (%d) — my draft", ty),
				"1z  "+K(plain(agi)),
				"2b  "+K(plain(r.Cents(0, 3000))),
				"9   "+K(plain(agi+r.Cents(0, 3000))),
				"11  "+K(plain(agi)),
				"19  "+K(plain(int64(r.I(0, 4))*200000)),
				"25a "+K(plain(r.Cents(2000, 30000))),
				"34  "+K(plain(r.Cents(100, 5000))),
				r.P("Why is line 19 zero if I have two kids?", "line 34 refund looks too good to be true", "Is 25a only W-2 withholding or also 1099-R box 4?"))
		default:
			return fmt.Sprintf("quick one: %s estimated payments — I paid %s on %s and %s on %s. Does that go on line 26? And the safe harbor is %s of last year's tax (%s) since AGI > $150k, right?",
				K(fmt.Sprint(ty)), r.USD(1000, 9000), K(r.DateUS()), r.USD(1000, 9000), K(r.DateUS()), K("110%"), r.USD(9000, 60000))
		}
	})

	reg("state_return_status", true, true, func(r *R, clean bool) string {
		l := L("us")
		st := pick(r, []string{"CA 540", "NY IT-201", "IL-1040", "GA 500", "NJ-1040", "MA Form 1", "PA-40", "VA 760"})
		conf := K(r.P("", "CA-", "NY") + r.D(r.I(8, 12)))
		s := fmt.Sprintf("Filed my %s on %s, confirmation %s, expected refund %s. It's been %s weeks and the where's-my-refund page says \"%s\".",
			K(st), K(r.DateUS()), conf, r.USD(90, 4000), K(fmt.Sprint(r.I(4, 14))), r.P("processing", "We need more information", "Your return has been received", "adjusted"))
		if !clean {
			p := r.Person(l)
			switch r.IntN(3) {
			case 0:
				s += " The letter says to call " + P("phone", tollFree(r)) + " — is that legit or a scam?"
			case 1:
				s += fmt.Sprintf(" My preparer (%s) isn't answering at %s. ", p.Name, ph(r, l)) + r.P("Should I call the state myself?", "How long is normal?")
			default:
				s += " They want me to verify my identity; I gave them my SSN " + P("ssn", r.SSN()) + " and DOB already."
			}
		} else {
			s += r.P(" Is that normal?", " Should I worry?", " Refund was direct deposit to routing "+K(r.Routing())+".")
		}
		return s
	})

	reg("cpa_intake_form", true, false, func(r *R, clean bool) string {
		l := L("us")
		if r.C(0.25) {
			l = L("ca")
		}
		p := r.Person(l)
		sp := r.Person(l)
		sp.Last, sp.EL = p.Last, p.EL
		sp.Name = sp.First + " " + sp.Last
		fields := [][2]string{
			{"Taxpayer name", p.Name},
			{"Date of birth", K(r.DOB())},
			{r.P("SSN", "Social Security #", "SSN/ITIN", "Taxpayer SSN"), P("ssn", r.SSNVar())},
			{r.P("Cell phone", "Phone (mobile)", "Best phone", "Daytime phone"), ph(r, l)},
			{r.P("Email", "E-mail address", "Email (for portal invite)"), em(r, l, p)},
			{"Address", pick(r, l.Cities)},
			{"Filing status", K(r.P("MFJ", "Single", "HOH", "MFS"))},
			{"Prior-year AGI", r.USD(20000, 300000)},
			{"Direct deposit routing #", K(r.Routing())},
			{"Account #", K(r.Acct())},
			{"Account type", r.P("Checking", "Savings")},
		}
		if r.C(0.7) {
			fields = append(fields, [2]string{"Spouse name", sp.Name}, [2]string{r.P("Spouse SSN", "Spouse ITIN/SSN"), P("ssn", r.P(r.SSN(), r.ITIN()))})
		}
		if r.C(0.4) {
			fields = append(fields, [2]string{"Spouse email", em(r, l, sp)})
		}
		if r.C(0.3) {
			fields = append(fields, [2]string{"Work phone", ph(r, l) + r.P(" ext. "+r.D(3), " x"+r.D(4), "")})
		}
		var b strings.Builder
		b.WriteString(r.P("CLIENT INTAKE — 2024 INDIVIDUAL RETURN\n", "New client organizer (please review):\n", "Intake form from new client, can you sanity check?\n\n", ""))
		style := r.IntN(4)
		for _, f := range fields {
			switch style {
			case 0:
				b.WriteString(f[0] + ": " + f[1] + "\n")
			case 1:
				b.WriteString(strings.ToUpper(f[0]) + " ____" + f[1] + "____\n")
			case 2:
				b.WriteString("| " + f[0] + " | " + f[1] + " |\n")
			default:
				b.WriteString(f[0] + "\t" + f[1] + "\n")
			}
		}
		b.WriteString(r.P("Engagement letter signed "+K(r.DateUS())+".", "Fee quoted: "+K("$"+fmt.Sprint(r.I(3, 12))+"50")+".", ""))
		return b.String()
	})

	reg("cpa_email_docs", true, true, func(r *R, clean bool) string {
		l := pick(r, []*Loc{L("us"), L("us"), L("ca"), L("uk")})
		cpa := r.Person(l)
		cl := r.Person(l)
		firm := r.P("Harborline CPA", "Brightpath Tax & Advisory", "Summit Ledger LLP", "Oak & Pine Financial")
		ptin := K("P" + r.D(8))
		var from, to, sig string
		if clean {
			from = "From: " + cpa.Name + " (" + firm + ")"
			to = "To: " + cl.Name
			sig = cpa.Name + ", CPA\n" + firm + "\nPTIN " + ptin
		} else {
			from = "From: " + cpa.Name + " <" + bem(r, l, cpa) + ">"
			to = "To: " + r.P(cl.Name+" <"+em(r, l, cl)+">", em(r, l, cl))
			sig = cpa.Name + ", CPA | " + firm + "\n" + r.P("T: ", "Office: ", "Direct ", "P ") + ph(r, l) + r.P("", " | M: "+ph(r, l), "\nFax "+ph(r, l)) + "\nPTIN " + ptin
		}
		body := r.P(
			"Hi "+cl.First+",\n\nThanks for sending the brokerage 1099. We're still missing your 1098 mortgage interest statement (lender shows loan # "+K(r.D(10))+") and the childcare provider's EIN "+K(r.EIN())+". Please upload both to the portal by "+K(r.DateLong())+" so we can file before the extension deadline.",
			"Hello "+cl.First+",\n\nYour "+fmt.Sprint(r.Year())+" return is ready for signature. Federal refund "+r.USD(200, 7000)+"; state balance due "+r.USD(10, 900)+". Form 8879 needs your signature before we can e-file.",
			"Hi "+cl.First+" — quick reminder that Q"+fmt.Sprint(r.I(1, 4))+" estimated payment of "+r.USD(500, 8000)+" is due "+K(r.DateLong())+". Pay via IRS Direct Pay, not the EFTPS enrollment we discussed.")
		return lines(from, to, "Subject: "+r.P("Missing documents", "Your return is ready", "Estimated tax reminder", "RE: 2024 organizer"), "", body, "", r.P("Best,", "Regards,", "Thanks,"), sig)
	})

	reg("efile_reject", false, true, func(r *R, clean bool) string {
		sub := K(r.D(6) + fmt.Sprint(r.Year()) + fmt.Sprintf("%03d", r.I(30, 120)) + r.S("abcdefghijklmnopqrstuvwxyz0123456789", 7))
		code := K(r.P("IND-031-04", "IND-181-01", "IND-507-01", "R0000-504-02", "F8962-070", "SEIC-F1040-501-02", "IND-032-04"))
		return r.P(
			fmt.Sprintf("My e-file got rejected: %s. Submission ID %s. It says the prior-year AGI doesn't match. I used %s from last year's line 11. Should I try 0?", code, sub, r.USD(20000, 180000)),
			fmt.Sprintf("Reject code %s on submission %s (EFIN %s). Client already filed? or dependent claimed by someone else? How do we paper-file with Form 14039?", code, sub, K(r.D(6))),
			fmt.Sprintf("REJECTED %s\n  Rule: %s\n  Submission Id: %s\n  Accepted date: n/a\nWhat does this rule mean and can I resubmit today (%s)?", K(r.DateISO()), code, sub, K(r.DateUS())))
	})

	reg("irs_notice_ocr", true, true, func(r *R, clean bool) string {
		nt := r.P("CP2000", "CP14", "CP501", "LTR 4883C", "CP11", "CP12")
		ty := fmt.Sprint(r.Year() - 1)
		ocr := func(s string) string {
			if r.C(0.5) {
				return strings.NewReplacer("l", "1", "O", "0", "rn", "m").Replace(s)
			}
			return s
		}
		contact := "Call the number on your notice"
		if !clean {
			contact = r.P("Call us at ", "For questions call ", "Telephone: ") + P("phone", tollFree(r))
			if r.C(0.3) {
				contact += "\nYour caller ID: " + K(r.D(6))
			}
		}
		return lines(
			r.P("Got this in the mail, is it real?", "OCR of my IRS notice:", "Scanned letter below — what do I owe?", ""),
			ocr("Department of the Treasury  Internal Revenue Service"),
			"Notice "+K(nt)+"   Tax year "+K(ty)+"   Notice date "+K(r.DateLong()),
			ocr("Social Security number ")+K(r.MaskedSSN()),
			ocr("Amount due: ")+r.USD(100, 12000)+"   Pay by "+K(r.DateLong()),
			ocr("Proposed changes: unreported income from Form 1099-")+r.P("NEC", "K", "B", "INT"),
			contact)
	})

	reg("ssn_vs_ein_w9", true, false, func(r *R, clean bool) string {
		ssn := P("ssn", r.SSNVar())
		ein := K(r.EIN())
		return r.P(
			fmt.Sprintf("For my single-member LLC W-9, do I put my SSN (%s) or the EIN (%s)? The client's accounting dept is asking which one.", ssn, ein),
			fmt.Sprintf("W-9 Part I: SSN %s / EIN %s — I filled in both by mistake. Is that a problem?", ssn, ein),
			fmt.Sprintf("I'm a sole prop. My EIN is %s but Upwork wants a TIN. Using SSN %s would put it on the 1099-K under my name, right?", ein, ssn),
			fmt.Sprintf("the bank form asks for 'TIN' — ssn %s or business EIN %s?? (S-corp election filed %s)", ssn, ein, K(r.DateUS())))
	})

	reg("w9_ocr_boxes", true, false, func(r *R, clean bool) string {
		a, g, s := r.ssnParts()
		var v string
		switch r.IntN(4) {
		case 0:
			v = a + " | " + g + " | " + s
		case 1:
			v = strings.Join(strings.Split(a, ""), " ") + " - " + strings.Join(strings.Split(g, ""), " ") + " - " + strings.Join(strings.Split(s, ""), " ")
		case 2:
			v = a + " – " + g + " – " + s
		default:
			v = a + "  " + g + "  " + s
		}
		return lines(
			r.P("Here's the OCR from the W-9 the contractor sent — is it filled right?", "scanned W-9 (tesseract output):", ""),
			"Form W-9 (Rev. "+K(r.P("March 2024", "October 2018"))+")",
			"Part I  Taxpayer Identification Number (TIN)",
			"Social security number",
			P("ssn", v),
			"or",
			"Employer identification number",
			r.P("__ - _______", "[  ] - [       ]", "|_|_| - |_|_|_|_|_|_|_|"),
			"Part II Certification  Date ► "+K(r.DateUS()))
	})

	reg("payroll_csv", true, true, func(r *R, clean bool) string {
		l := L("us")
		hdr := r.P("emp_id,name,ssn,pay_date,gross,fed_wh,net,routing,account", "EmployeeID,Employee Name,SSN,Check Date,Gross Pay,Federal W/H,Net Pay,ABA,Acct", "id;name;social_security_number;date;gross;fit;net;aba;acct")
		sep := ","
		if strings.Contains(hdr, ";") {
			sep = ";"
		}
		rows := []string{r.P("Gusto export is failing on import to QuickBooks, here are the rows:", "payroll register export (first rows):", "Why does this CSV break the ADP import?") + "\n" + hdr}
		for i := 0; i < r.I(2, 5); i++ {
			p := r.Person(l)
			g := r.Cents(900, 6000)
			var s string
			if clean {
				s = K(r.MaskedSSN())
			} else {
				s = P("ssn", r.P(r.SSN(), r.SSN(), strings.ReplaceAll(r.SSN(), "-", "")))
			}
			rows = append(rows, strings.Join([]string{K(fmt.Sprint(r.I(1000, 9999))), p.Name, s, K(r.DateISO()), plain(g), plain(g / 7), K(plain(g * 7 / 10)), K(r.Routing()), K(r.Acct())}, sep))
		}
		return strings.Join(rows, "\n")
	})

	reg("paystub_ocr", true, true, func(r *R, clean bool) string {
		l := L("us")
		p := r.Person(l)
		g := r.Cents(1200, 7000)
		ssn := K(r.MaskedSSN())
		if !clean && r.C(0.6) {
			ssn = P("ssn", r.SSN())
		}
		extra := ""
		if !clean && !strings.Contains(ssn, "\x01") {
			extra = "\nHR contact: " + bem(r, l, r.Person(l))
		}
		return lines(
			r.P("My paystub (OCR) — why is my federal withholding so high?", "paystub copy/paste:", "Earnings statement below. Is the 401k match shown?"),
			strings.ToUpper(pick(r, employers))+"   EARNINGS STATEMENT",
			"Employee: "+p.Name+"   Emp #: "+K(r.D(6))+"   SSN: "+ssn,
			"Pay period: "+K(r.DateUS())+" - "+K(r.DateUS())+"   Check #: "+K(r.D(7)),
			"Gross Pay      "+K(plain(g))+"     YTD "+K(plain(g*int64(r.I(3, 24)))),
			"Fed Income Tax "+K(plain(g/8))+"   Social Security "+K(plain(g*62/1000))+"   Medicare "+K(plain(g*145/10000)),
			"401(k) "+K(fmt.Sprint(r.I(3, 10))+"%")+"   Net Pay "+K(plain(g*7/10))+"   DD acct ****"+K(r.D(4))+extra)
	})

	reg("rollover_401k", true, true, func(r *R, clean bool) string {
		l := L("us")
		plan := K(r.P("Plan #", "Plan number ", "Plan ID ") + r.D(3) + "-" + r.D(5))
		bal := r.USD(5000, 400000)
		s := fmt.Sprintf("Rolling my old 401(k) (%s, balance %s) into a Roth IRA at %s. The 1099-R shows code %s in box 7 and %s in box 2a. Is this taxable?",
			plan, bal, r.P("Fidelity", "Vanguard", "Schwab"), K(r.P("G", "H", "7", "1")), r.USD(0, 50000))
		if !clean {
			p := r.Person(l)
			s += r.P(
				fmt.Sprintf(" The rep who handled it was %s, %s ext. %s.", p.First, ph(r, l), r.D(4)),
				fmt.Sprintf(" They mailed the check payable to the new custodian FBO me; my account email is %s.", em(r, l, p)),
				fmt.Sprintf(" They asked me to confirm my SSN %s over the phone — normal?", P("ssn", r.SSNVar())))
		}
		return s
	})
}
