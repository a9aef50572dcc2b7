package main

import (
	"fmt"
	"strings"
)

func phraseFill(l *Lang, list []string, needP, needE bool) string {
	t := pick(list)
	p := l.person()
	pv := Ph(l.phone())
	if strings.Contains(t, "{P}") && hasLabelBefore(t) {
		pv = Ph(l.phoneLab())
	}
	s := fill(t, "N", p.name, "P", pv, "E", Em(l.email(p)), "D", K(l.date()))
	if !strings.Contains(s, mP) {
		// the phrase names no value: the user adds one
		if needE && (!needP || chance(0.5)) {
			switch r.Intn(3) {
			case 0:
				s += " (" + Em(l.email(p)) + ")"
			case 1:
				s += " — " + Em(l.email(p))
			default:
				s += ": " + Em(l.email(p))
			}
		} else {
			s += pick([]string{" ", " — ", ": "}) + Ph(l.phone())
		}
	}
	return s
}

// hasLabelBefore: the placeholder follows a phone word closely.
func hasLabelBefore(t string) bool {
	i := strings.Index(t, "{P}")
	pre := strings.ToLower(t[:i])
	if len(pre) > 24 {
		pre = pre[len(pre)-24:]
	}
	for _, w := range []string{"phone", "tel", "cell", "mobil", "handy", "móvil", "celular", "whats", "mob", "telefon", "телефон", "тел", "फोन", "هاتف", "cep", "hp", "đt", "電話", "电话", "휴대폰", "number is", "numéro est", "número es"} {
		if strings.Contains(pre, w) {
			return true
		}
	}
	return false
}

func tAskPhone() string {
	l := randLang()
	return phraseFill(l, phrases[l.id].askPhone, true, false)
}
func tAskEmail() string {
	l := randLang()
	return phraseFill(l, phrases[l.id].askEmail, false, true)
}
func tFindMention() string {
	l := randLang()
	return phraseFill(l, phrases[l.id].findMention, true, true)
}
func tNewNumber() string {
	l := randLang()
	return phraseFill(l, phrases[l.id].newNumber, true, false)
}
func tSaveContact() string {
	l := randLang()
	return phraseFill(l, phrases[l.id].saveContact, true, true)
}

func tAgentSearch() string {
	l := randLang()
	p := l.person()
	co := pick(l.companies)
	switch r.Intn(9) {
	case 0:
		return fmt.Sprintf(`search(query="%s", limit=%d, after="%s")`, Ph(l.phone()), dr(5, 50), K(fmt.Sprintf("%d-%02d-%02d", dr(2021, 2025), dr(1, 12), dr(1, 28))))
	case 1:
		return fmt.Sprintf("search: invoice from %s with phone %s", co, Ph(l.phoneLab()))
	case 2:
		return fmt.Sprintf("Find notes mentioning \"%s\" created after %s", Em(l.email(p)), K(l.date()))
	case 3:
		return fmt.Sprintf(`query="contact:%s OR phone:%s" tags=%s`, Em(l.email(p)), Ph(l.phoneLab()), K(hashtag()))
	case 4:
		return fmt.Sprintf("The user wants the latest note about %s. Searching for: %s %s", K(wiki()), p.name, Em(l.email(p)))
	case 5:
		return fmt.Sprintf("kb.query(\"who is %s\") -> rewrite: notes where phone == %s or from:%s", Ph(l.phone()), Ph(l.phone()), Em(l.roleEmail()))
	case 6:
		return fmt.Sprintf("search notes: %s %s %s", K(orderNo()), co, Ph(l.phone()))
	case 7:
		return fmt.Sprintf("Reformulated query: documents referencing the sender %s between %s and %s", Em(l.email(p)), K(l.date()), K(l.date()))
	}
	return fmt.Sprintf("look up %s in [[People]] — last seen in %s, mail %s", Ph(l.phone()), K(wiki()), Em(l.email(p)))
}

func tJSONTool() string {
	l := randLang()
	p := l.person()
	switch r.Intn(5) {
	case 0:
		return fmt.Sprintf(`{"tool":"search","arguments":{"query":"%s","filters":{"tag":"%s","after":"%s"}}}`, Em(l.email(p)), K(hashtag()), K(fmt.Sprintf("%d-%02d-%02d", dr(2021, 2025), dr(1, 12), dr(1, 28))))
	case 1:
		return fmt.Sprintf(`{"name":"query_notes","input":{"text":"notes with phone %s","top_k":%d}}`, Ph(l.phoneLab()), dr(3, 20))
	case 2:
		return fmt.Sprintf(`{"q": "%s", "phone": "%s", "vault": "personal", "id": "%s"}`, p.name, Ph(l.phoneLab()), K(uuid()))
	case 3:
		return fmt.Sprintf(`{"action":"upsert_contact","contact":{"name":"%s","email":"%s","mobile":"%s","source":"%s"}}`, p.name, Em(l.email(p)), Ph(l.phone()), K(wiki()))
	}
	return fmt.Sprintf(`{"query":"meeting with %s","email":"%s","date_range":["%s","%s"]}`, p.name, Em(l.email(p)), K(fmt.Sprintf("%d-01-01", dr(2022, 2025))), K(fmt.Sprintf("%d-12-31", dr(2022, 2025))))
}

func titleFor(l *Lang) string {
	switch l.id {
	case "de":
		return pick([]string{"Projektleiterin", "Geschäftsführer", "Steuerberater", "Sachbearbeitung"})
	case "fr":
		return pick([]string{"Chef de projet", "Responsable RH", "Directrice commerciale"})
	case "ja":
		return pick([]string{"営業部 課長", "代表取締役", "総務部"})
	case "zh":
		return pick([]string{"销售经理", "总经理", "项目主管"})
	case "ko":
		return pick([]string{"영업팀 팀장", "대표이사", "과장"})
	}
	return pick([]string{"Head of Operations", "Account Manager", "Senior Product Designer", "Office Manager", "Partner"})
}

func tSignature() string {
	l := randLang()
	p := l.person()
	a := pick(l.addrs)
	var b strings.Builder
	b.WriteString(pick([]string{"what company is this person from? ", "find related notes to this signature:\n", "save this contact from the email footer:\n", "who is this? pasted from a mail:\n", ""}))
	b.WriteString(pick([]string{"--\n", "Best regards,\n", "Mit freundlichen Grüßen\n", "Cordialement,\n", "Saludos,\n", "Cheers,\n", ""}))
	b.WriteString(p.name + "\n" + titleFor(l) + " | " + pick(l.companies) + "\n")
	b.WriteString(K(a.street) + ", " + K(a.city) + "\n")
	w := pick([]string{"T", "Tel", "Phone", "P", "Office", l.phWord[0]})
	b.WriteString(w + ": " + Ph(l.phone()))
	if chance(0.6) {
		b.WriteString(pick([]string{" | M: ", "\nM: ", " · Mobile ", "\nMob. "}) + Ph(l.phoneLab()))
	}
	b.WriteString("\n" + Em(l.email(p)))
	if chance(0.5) {
		b.WriteString(" | " + pick([]string{"www.", "https://"}) + strings.TrimPrefix(pick(l.domains), "mail."))
	}
	if chance(0.3) {
		b.WriteString("\n" + pick([]string{"USt-IdNr.: ", "VAT: ", "TVA : "}) + K(vatID()))
	}
	return b.String()
}

func tBusinessCard() string {
	l := langs[pick([]string{"ja", "ja", "zh", "ko", "de", "en", "fr", "hi", "ar", "tr", "vi", "id"})]
	p := l.person()
	a := pick(l.addrs)
	lines := []string{pick(l.companies), titleFor(l), p.name, K(a.street) + " " + K(a.city)}
	switch l.id {
	case "ja":
		lines = append(lines, "TEL "+Ph(l.phone()), "携帯 "+Ph(l.phoneLab()), "E-mail: "+Em(l.email(p)))
	case "zh":
		lines = append(lines, "电话："+Ph(l.phone()), "手机："+Ph(l.phoneLab()), "邮箱："+Em(l.email(p)))
	case "ko":
		lines = append(lines, "T. "+Ph(l.phone()), "M. "+Ph(l.phone()), "E. "+Em(l.email(p)))
	default:
		lines = append(lines, pick([]string{"Tel ", "T ", "☎ ", "📞 "})+Ph(l.phone()), Em(l.email(p)))
		if chance(0.4) {
			lines = append(lines, "Fax "+Ph(l.phone()))
		}
	}
	head := pick([]string{"OCR from business card (scanned " + K(l.date()) + "):\n", "名刺スキャン:\n", "card photo text →\n", "find who gave me this card:\n", ""})
	return head + strings.Join(lines, "\n")
}

func tMeetingNote() string {
	l := randLang()
	ps := pickN(l.people, 3)
	var b strings.Builder
	b.WriteString(pick([]string{"summarise this meeting note:\n", "find action items like these:\n", "search similar notes to:\n", ""}))
	b.WriteString("## " + pick([]string{"Weekly Sync", "Kickoff", "1:1", "Vendor call", "Board prep", "Retro"}) + " — " + K(fmt.Sprintf("%d-%02d-%02d", dr(2022, 2026), dr(1, 12), dr(1, 28))) + "\n")
	b.WriteString("**Attendees:** ")
	for i, p := range ps {
		if i > 0 {
			b.WriteString(", ")
		}
		if chance(0.5) {
			b.WriteString(p.name + " <" + Em(l.email(p)) + ">")
		} else {
			b.WriteString(K(mention()))
		}
	}
	b.WriteString("\n**Where:** " + K(room()) + " / Zoom " + K(zoomID()) + "\n\n")
	b.WriteString("- [ ] " + K(mention()) + " send deck v" + K(fmt.Sprintf("%d.%d", dr(1, 5), dr(0, 9))) + " by " + K(l.date()) + "\n")
	b.WriteString("- [x] budget approved: " + K(l.money()) + "\n")
	b.WriteString("- [ ] call " + ps[0].name + " back on " + Ph(l.phoneLab()) + "\n")
	if chance(0.4) {
		b.WriteString("- [ ] loop in " + Em(l.roleEmail()) + " re " + K(invoiceNo()) + "\n")
	}
	b.WriteString(K(hashtag()) + " " + K(wiki()))
	return b.String()
}

func tFrontmatter() string {
	l := randLang()
	p := l.person()
	y, m, dd := ymd()
	var b strings.Builder
	b.WriteString(pick([]string{"fix the YAML in this person note:\n", "why doesn't dataview pick this up?\n", "", "query person notes like:\n"}))
	b.WriteString("---\n")
	b.WriteString("title: " + p.name + "\n")
	b.WriteString("aliases: [" + strings.Split(p.name, " ")[0] + "]\n")
	b.WriteString("tags: [people, " + strings.TrimPrefix(K(hashtag()), "") + "]\n")
	b.WriteString(fmt.Sprintf("created: %s\n", K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d", y, m, dd, dr(7, 22), dr(0, 59)))))
	b.WriteString("email: " + Em(l.email(p)) + "\n")
	b.WriteString(pick([]string{"phone: ", "mobile: ", "tel: "}) + pick([]string{"\"", ""}))
	pv := l.phoneLab()
	b.WriteString(Ph(pv))
	b.WriteString("\n")
	if chance(0.5) {
		b.WriteString("birthday: " + K(fmt.Sprintf("%d-%02d-%02d", dr(1955, 2015), dr(1, 12), dr(1, 28))) + "\n")
	}
	b.WriteString("company: \"" + K(wiki()) + "\"\n---\n")
	b.WriteString("Met at " + K(pick([]string{"Web Summit 2023", "re:Invent 2024", "JSConf EU", "the school fair"})) + ".")
	return fixBrokenQuote(b.String())
}

// fixBrokenQuote closes a phone value opened with a quote.
func fixBrokenQuote(s string) string {
	lines := strings.Split(s, "\n")
	for i, ln := range lines {
		if strings.Count(ln, "\"")%2 == 1 {
			lines[i] = ln + "\""
		}
	}
	return strings.Join(lines, "\n")
}

func tContactTable() string {
	l := randLang()
	ps := pickN(l.people, dr(2, 5))
	var b strings.Builder
	b.WriteString(pick([]string{"dedupe this table:\n", "which of these have no email?\n", "", "import into contacts:\n"}))
	hdr := pick([][]string{{"Name", "Email", "Phone", "Role"}, {"Name", "E-Mail", "Telefon", "Notiz"}, {"名前", "メール", "電話", "メモ"}, {"Nom", "Email", "Tél.", "Rôle"}, {"Nombre", "Correo", "Teléfono", "Nota"}})
	b.WriteString("| " + strings.Join(hdr, " | ") + " |\n|---|---|---|---|\n")
	for _, p := range ps {
		note := pick([]string{K(hashtag()), K(wiki()), K(l.date()), "plumber", "babysitter", "landlord", "Elternbeirat", "coach", K(mention())})
		b.WriteString("| " + p.name + " | " + Em(l.email(p)) + " | " + Ph(l.phoneLab()) + " | " + note + " |\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

func tVCard() string {
	l := randLang()
	p := l.person()
	parts := strings.SplitN(p.name, " ", 2)
	last := ""
	if len(parts) == 2 {
		last = parts[1]
	}
	var b strings.Builder
	b.WriteString(pick([]string{"parse this vcf and make a person note:\n", "", "merge with existing contact:\n"}))
	b.WriteString("BEGIN:VCARD\nVERSION:3.0\n")
	b.WriteString("N:" + last + ";" + parts[0] + ";;;\nFN:" + p.name + "\n")
	b.WriteString("ORG:" + pick(l.companies) + "\n")
	b.WriteString("TEL;TYPE=CELL:" + Ph(l.phoneLab()) + "\n")
	if chance(0.5) {
		b.WriteString("TEL;TYPE=WORK,VOICE:" + Ph(l.phone()) + "\n")
	}
	b.WriteString("EMAIL;TYPE=INTERNET:" + Em(l.email(p)) + "\n")
	b.WriteString("BDAY:" + K(fmt.Sprintf("%d%02d%02d", dr(1950, 2010), dr(1, 12), dr(1, 28))) + "\n")
	b.WriteString("REV:" + K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", dr(2021, 2025), dr(1, 12), dr(1, 28), dr(0, 23), dr(0, 59), dr(0, 59))) + "\n")
	b.WriteString("END:VCARD")
	return b.String()
}

func tICS() string {
	l := randLang()
	p := l.person()
	y, m, dd := ymd()
	var b strings.Builder
	b.WriteString(pick([]string{"add this invite to my notes:\n", "when is this?\n", "", "find the prep doc for this event:\n"}))
	b.WriteString("BEGIN:VEVENT\n")
	b.WriteString("UID:" + K(uuid()) + "\n")
	b.WriteString(fmt.Sprintf("DTSTART:%s\n", K(fmt.Sprintf("%d%02d%02dT%02d%02d00Z", y, m, dd, dr(6, 18), pick([]int{0, 30})))))
	b.WriteString("SUMMARY:" + pick([]string{"Quarterly review", "Mortgage consultation", "Parent-teacher meeting", "Design crit", "Tax advisor"}) + "\n")
	b.WriteString("ORGANIZER;CN=" + p.name + ":mailto:" + Em(l.email(p)) + "\n")
	q := l.person()
	b.WriteString("ATTENDEE;CN=" + q.name + ";ROLE=REQ-PARTICIPANT:mailto:" + Em(l.email(q)) + "\n")
	b.WriteString("LOCATION:" + K(room()) + "\n")
	switch r.Intn(3) {
	case 0:
		b.WriteString("DESCRIPTION:Join Zoom Meeting\\n" + K(url()) + "\\nMeeting ID: " + K(zoomID()) + "\\nPasscode: " + K(passcode()) + "\\nDial by your location\\n" + Ph(pick([]string{"+1 646 931 3860", "+49 69 7104 9922", "+44 203 481 5237", "+33 1 7037 2246"})) + "\n")
	case 1:
		b.WriteString("DESCRIPTION:Teams meeting\\nMeeting ID: " + K(teamsID()) + "\\nCall in (audio only) " + Ph(phUS()) + ",," + K(fmt.Sprintf("%d#", dr(100000000, 999999999))) + "\n")
	default:
		b.WriteString("DESCRIPTION:Google Meet " + K("meet.google.com/"+meetCode()) + " or dial " + Ph(phGB()) + " PIN: " + K(fmt.Sprintf("%d %d %d#", dr(100, 999), dr(100, 999), dr(100, 999))) + "\n")
	}
	b.WriteString("END:VEVENT")
	return b.String()
}
