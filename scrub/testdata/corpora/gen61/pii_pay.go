package main

import (
	"fmt"
	"net/url"
	"strings"
)

// More payment-card and tax-id traffic.

func init() {
	S := fmt.Sprintf

	reg("deposit_card_email_uk", func(c *C) string {
		p := c.person("gb")
		_, num := c.card()
		return S("Hi %s,\nHappy to go ahead with quote %s. For the %s deposit please use my card: %s, expiry %02d/%d, security code %s. Name on card %s. Any problems ring me on %s.\nThanks, %s",
			c.pick("Gareth", "Dean", "Kieran"), c.K(c.quoteNo()), c.K(c.gbp()), c.P("credit_card", num), c.n(1, 12), c.n(25, 30), c.P("bearer", c.digits(3)), strings.ToUpper(p.Disp), c.P("phone", c.phone("gb")), p.FirstDisp())
	})

	reg("booking_form_urlencoded", func(c *C) string {
		p := c.person("us")
		_, raw := c.cardRaw()
		em := c.emailOf(p, "us")
		a, e, l := c.nanpParts()
		ph := "(" + a + ") " + e + "-" + l
		return S("My WordPress booking form for the cleaning service logs this POST body, is it safe to keep?\nservice=deep_clean&sqft=%d&date=%s&name=%s&email=%s&phone=%s&card_number=%s&exp=%02d%%2F%d&zip=%s",
			c.n(800, 4000), c.K(url.QueryEscape(c.isoDate())), url.QueryEscape(p.Disp), c.P("email", url.QueryEscape(em)), c.P("phone", url.QueryEscape(ph)), c.P("credit_card", raw), c.n(1, 12), c.n(25, 30), c.K(c.zip()))
	})

	reg("fieldapp_payment_json", func(c *C) string {
		p := c.person("us")
		brand, raw := c.cardRaw()
		return S(`{"invoice":"%s","job":"%s","amount_cents":%d,"customer":{"name":"%s","email":"%s","mobile":"%s"},"payment":{"method":"card","brand":"%s","number":"%s","exp_month":%d,"exp_year":%d,"status":"captured"},"tech":"%s"}`,
			c.K(c.invNo()), c.K(c.jobNo()), c.n(8500, 480000), p.Disp, c.P("email", c.emailOf(p, "us")), c.P("phone", c.phoneUS()), strings.ToLower(brand), c.P("credit_card", raw), c.n(1, 12), c.n(2025, 2030), c.pick("RJ", "MK", "DW"))
	})

	reg("pago_tarjeta_es", func(c *C) string {
		p := c.person(c.pick("es", "mx"))
		_, num := c.card()
		return S("Hola, para la señal de la reforma del baño (presupuesto %s, %s) os paso la tarjeta: %s, caducidad %02d/%d. Titular %s. Si hay algún problema llamadme al %s. Gracias!",
			c.K(S("P-%d/%d", c.n(100, 999), c.n(2023, 2025))), c.K(c.eur()), c.P("credit_card", num), c.n(1, 12), c.n(25, 30), p.Disp, c.P("phone", c.phone("es")))
	})

	reg("cleaner_hiring_background_check", func(c *C) string {
		p := c.person(c.pick("us", "mx"))
		ssn := c.pick(c.ssn(), c.ssn(), c.itin())
		return S("Applicant – House Cleaner (part-time)\nName: %s\nDOB: %s\nSSN/ITIN: %s\nDriver's license: %s (%s)\nPhone: %s\nEmail: %s\nAvailability: Mon–Fri %s–%s\nConsent to background check: yes, signed %s",
			p.Disp, c.pick("03/14/1991", "11/02/1987", "07/22/1995", "01/30/1979"), c.P("ssn", ssn), c.K(c.from(upper, 1)+c.digits(7)), c.pick("TX", "AZ", "FL"), c.P("phone", c.phoneUS()), c.P("email", c.emailOf(p, "us")), c.K(c.hmA()), c.K(c.hmB()), c.K(c.date()))
	})

	reg("form_1099_nec_text", func(c *C) string {
		p := c.person("us")
		return S("1099-NEC %d\nPAYER: %s, %s\nPAYER'S TIN: %s\nRECIPIENT'S TIN: %s\nRECIPIENT: %s, %s\n1 Nonemployee compensation: %s\nAccount number: %s\nCan I e-file this myself?",
			c.n(2023, 2024), trades[c.r.Intn(len(trades))].name, c.cityUS(), c.K(c.ein()), c.P("ssn", c.pick(c.ssn(), c.ssn(), c.itin())), p.Disp, c.streetUS(), c.K(c.usdBig()), c.K(S("SUB-%04d", c.n(1, 9999))))
	})

	reg("payroll_new_hire_tsv", func(c *C) string {
		var b strings.Builder
		b.WriteString("emp_id\tname\tssn\trole\tphone\tstart\n")
		for i := 0; i < c.n(2, 5); i++ {
			p := c.person(c.pick("us", "us", "mx"))
			b.WriteString(S("%s\t%s\t%s\t%s\t%s\t%s\n", c.K(S("E%05d", c.n(1, 99999))), p.Disp, c.P("ssn", c.pick(c.ssn(), strings.ReplaceAll(c.ssn(), "-", ""), c.ssn())), c.pick("apprentice electrician", "plumber helper", "crew lead", "mover", "cleaner"), c.P("phone", c.phoneUS()), c.K(c.isoDate())))
		}
		return "Gusto import keeps rejecting row 2, new hires for the crew:\n" + b.String()
	})
}
