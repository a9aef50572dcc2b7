package main

import (
	"fmt"
	"strings"
)

func country(lang string) string {
	switch lang {
	case "uk":
		return "UK"
	case "de":
		return "DE"
	case "fr":
		return "FR"
	case "es":
		return "ES"
	case "it":
		return "IT"
	case "nl":
		return "NL"
	case "pt":
		return "PT"
	case "br":
		return "BR"
	}
	return "US"
}

// ph draws a phone of the document's country and labels it.
func (d *Doc) ph(g *G, mobile bool) string { return d.P("phone", g.phone(country(d.lang), mobile)) }

// em draws an e-mail for a person and labels it.
func (d *Doc) em(g *G, p Person, domain string) string { return d.P("email", g.email(p, domain)) }

func mdTable(h []string, rows [][]string) string {
	var b strings.Builder
	b.WriteString("| " + strings.Join(h, " | ") + " |\n|")
	for range h {
		b.WriteString(" --- |")
	}
	b.WriteString("\n")
	for _, r := range rows {
		b.WriteString("| " + strings.Join(r, " | ") + " |\n")
	}
	return b.String()
}

// textTable aligns columns with spaces, as plain-text reports print them.
func textTable(h []string, rows [][]string) string {
	w := make([]int, len(h))
	all := append([][]string{h}, rows...)
	for _, r := range all {
		for i, c := range r {
			if n := len([]rune(c)); n > w[i] {
				w[i] = n
			}
		}
	}
	var b strings.Builder
	for k, r := range all {
		for i, c := range r {
			b.WriteString(c)
			if i < len(r)-1 {
				b.WriteString(strings.Repeat(" ", w[i]-len([]rune(c))+2))
			}
		}
		b.WriteString("\n")
		if k == 0 {
			for i := range h {
				b.WriteString(strings.Repeat("-", w[i]))
				if i < len(h)-1 {
					b.WriteString("  ")
				}
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

func quote(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		if l == "" {
			lines[i] = ">"
		} else {
			lines[i] = "> " + l
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

var closings = map[string][]string{
	"us": {"Best regards,", "Sincerely,", "Kind regards,", "Thank you,", "Regards,", "Best,"},
	"uk": {"Kind regards,", "Yours sincerely,", "Many thanks,", "Best wishes,", "Regards,"},
	"de": {"Mit freundlichen Grüßen", "Viele Grüße", "Beste Grüße", "Freundliche Grüße"},
	"fr": {"Cordialement,", "Bien cordialement,", "Veuillez agréer, Madame, Monsieur, l'expression de mes salutations distinguées.", "Bien à vous,"},
	"es": {"Atentamente,", "Un saludo,", "Saludos cordiales,", "Reciba un cordial saludo,"},
	"it": {"Cordiali saluti,", "Distinti saluti,", "Un cordiale saluto,"},
	"nl": {"Met vriendelijke groet,", "Met vriendelijke groeten,", "Groet,"},
	"pt": {"Com os melhores cumprimentos,", "Cumprimentos,", "Atentamente,"},
	"br": {"Atenciosamente,", "Abraços,", "Att.,"},
}

type phoneLabels struct{ tel, mob, fax, mail string }

var labels = map[string][]phoneLabels{
	"us": {{"Phone:", "Cell:", "Fax:", "Email:"}, {"Direct:", "Mobile:", "Fax:", "E-mail:"}, {"T:", "M:", "F:", "E:"}, {"Office", "Cell", "Fax", "Email"}, {"Tel.", "Mobile", "Fax", ""}},
	"uk": {{"Tel:", "Mobile:", "Fax:", "Email:"}, {"T:", "M:", "F:", "E:"}, {"Direct line:", "Mob:", "Fax:", "Email:"}, {"Telephone", "Mobile", "Fax", "Email"}},
	"de": {{"Tel.:", "Mobil:", "Fax:", "E-Mail:"}, {"Telefon:", "Handy:", "Telefax:", "E-Mail:"}, {"T", "M", "F", "E"}, {"Tel.", "Mobil", "Fax", "Mail:"}},
	"fr": {{"Tél. :", "Mobile :", "Fax :", "Courriel :"}, {"Tél :", "Port. :", "Fax :", "Mail :"}, {"T.", "M.", "F.", "E-mail :"}},
	"es": {{"Tel.:", "Móvil:", "Fax:", "Email:"}, {"Teléfono:", "Móvil:", "Fax:", "Correo:"}, {"T.", "M.", "F.", "E."}},
	"it": {{"Tel.", "Cell.", "Fax", "Email:"}, {"Tel:", "Cellulare:", "Fax:", "E-mail:"}, {"T.", "M.", "F.", "PEC:"}},
	"nl": {{"Tel.:", "Mobiel:", "Fax:", "E-mail:"}, {"T", "M", "F", "E"}, {"Telefoon:", "Mobiel:", "Fax:", "Mail:"}},
	"pt": {{"Tel.:", "Telemóvel:", "Fax:", "Email:"}, {"Telefone:", "Telemóvel:", "Fax:", "E-mail:"}},
	"br": {{"Tel.:", "Cel.:", "Fax:", "E-mail:"}, {"Telefone:", "Celular:", "Fax:", "E-mail:"}, {"Fone:", "WhatsApp:", "Fax:", "E-mail:"}},
}

// sig writes a signature block for p at org and labels what it holds. It
// returns the number of values it labelled.
func (d *Doc) sig(g *G, p Person, title, org, domain string, nPhones int) {
	lang := d.lang
	cl := closings[lang]
	if cl == nil {
		cl = closings["us"]
	}
	ls := labels[lang]
	if ls == nil {
		ls = labels["us"]
	}
	lb := ls[g.n(len(ls))]
	d.L("", g.pickS(cl), "", p.Full())
	if title != "" {
		if g.chance(0.5) {
			d.L(title + ", " + org)
		} else {
			d.L(title, org)
		}
	} else if org != "" {
		d.L(org)
	}
	var parts []string
	if nPhones >= 1 {
		t := d.ph(g, false)
		s := lb.tel + " " + t
		if g.chance(0.15) && (lang == "us" || lang == "uk") {
			s += " " + d.K(g.pick("ext. ", "x", "Ext ", "ext ")+fmt.Sprint(g.rng(100, 9999)))
		}
		parts = append(parts, s)
	}
	if nPhones >= 2 {
		parts = append(parts, lb.mob+" "+d.ph(g, true))
	}
	if nPhones >= 3 {
		parts = append(parts, lb.fax+" "+d.ph(g, false))
	}
	if domain != "" {
		e := d.em(g, p, domain)
		if lb.mail != "" {
			e = lb.mail + " " + e
		}
		parts = append(parts, e)
	}
	if g.chance(0.35) {
		d.L(strings.Join(parts, " | "))
	} else {
		d.L(parts...)
	}
}

// ids and other look-alikes, labelled keep by the callers.
func (g *G) policy() string {
	return g.pick("POL-", "HO-", "PA-", "P", "AU") + fmt.Sprint(g.rng(2019, 2026)) + "-" + g.digits(6)
}
func (g *G) claim() string {
	return g.pick("CLM-", "CL", "C-", "") + g.digits(2) + "-" + g.digits(7)
}
func (g *G) caseNo() string { return g.pick("2025-", "2026-", "24-", "INC") + g.digits(6) }
func (g *G) mrn() string {
	return g.pick("MRN ", "MRN: ", "MRN# ", "Medical record no. ") + g.digits(8)
}
func (g *G) loanNo() string { return g.pick("", "LN-", "") + g.digits(10) }
func (g *G) acct() string   { return g.digits(g.rng(9, 12)) }

// ssnStyle: mostly dashed, sometimes spaced or bare digits.
func (g *G) ssnStyle() int { return []int{0, 0, 0, 0, 0, 0, 1, 1, 2, 2}[g.n(10)] }

// ssnF writes an SSN with one of the labels US forms and people use.
func (d *Doc) ssnF(g *G) string {
	st := g.ssnStyle()
	lbl := g.pick("SSN:", "SSN:", "SSN:", "SSN#", "SS#:", "Soc. Sec. No.:", "Social Security No.:", "Social Security #:", "Taxpayer ID (SSN):", "SSN/TIN:", "Social:", "SSN -", "S.S.N.:")
	return lbl + " " + d.P("ssn", g.ssn(st))
}
