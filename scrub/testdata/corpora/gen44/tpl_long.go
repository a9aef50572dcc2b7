package main

import (
	"fmt"
	"strings"
)

// sections for long pasted notes; withPII=false must yield no PII at all.

func secFront(l *Lang) string {
	y, m, dd := ymd()
	return "---\n" +
		"title: " + pick([]string{"Project Phoenix — status", "Familienurlaub Portugal", "Steuer 2023 Sammelnotiz", "Kitchen renovation log", "Q3 OKRs", "Moving checklist", "家の手続きメモ", "Voyage au Japon"}) + "\n" +
		"created: " + K(fmt.Sprintf("%d-%02d-%02d", y, m, dd)) + "\n" +
		"updated: " + K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d", y, m, dd, dr(0, 23), dr(0, 59), dr(0, 59))) + "\n" +
		"tags: [" + strings.TrimPrefix(hashtag(), "#") + ", " + strings.TrimPrefix(hashtag(), "#") + "]\n" +
		"id: " + K(uuid()) + "\n" +
		"---\n"
}

func secParagraph(l *Lang) string {
	return pick([]string{
		"Budget so far " + K(l.money()) + " of " + K(l.money()) + " (" + K(percent()) + "). Next review " + K(l.date()) + " in " + K(room()) + ". See " + K(wiki()) + ".",
		"Flight " + K(flight()) + " leaves " + K(l.time()) + ", booking ref " + K(pnr()) + ", seat " + K(seat()) + ". Hotel " + K(hotelConf()) + ".",
		"Ordered " + K(sku()) + " (order " + K(orderNo()) + "), tracking " + K(tracking()) + ", arriving " + K(l.date()) + ".",
		"Tile area " + K(measure()) + ", quote " + K(l.money()) + ", invoice " + K(invoiceNo()) + ". Paid from " + K(iban()) + ".",
		"Read " + K("ISBN "+isbn13()) + " pp. " + K(fmt.Sprintf("%d–%d", dr(10, 200), dr(201, 400))) + " for " + K(wiki()) + " " + K(hashtag()) + ".",
		"Router firmware " + K(version()) + ", admin at " + K(ipv4()) + ", guest Wi-Fi " + K(ssid()) + ".",
		"Lab results " + K(l.date()) + ": HbA1c " + K(percent()) + ", BP " + K(bp()) + ", weight " + K(measure()) + ".",
		K(mention()) + " owns the rollout; " + K(mention()) + " reviews. Decision log in " + K(url()) + ".",
	})
}

func secTasks(l *Lang) string {
	var b strings.Builder
	b.WriteString("\n### Tasks\n")
	for i := 0; i < dr(2, 4); i++ {
		b.WriteString(pick([]string{"- [ ] ", "- [x] ", "* [ ] "}) + pick([]string{
			"renew passport before " + K(l.date()),
			"pay " + K(invoiceNo()) + " (" + K(l.money()) + ")",
			"book " + K(flight()) + " return",
			"ask " + K(mention()) + " about " + K(wiki()),
			"upload scans to " + K(url()),
			"update " + K(version()) + " on the NAS",
		}) + "\n")
	}
	return b.String()
}

func secTable(l *Lang) string {
	var b strings.Builder
	b.WriteString("\n| Date | Item | Amount | Ref |\n|---|---|---|---|\n")
	for i := 0; i < dr(2, 5); i++ {
		b.WriteString("| " + K(l.date()) + " | " + pick([]string{"Strom", "Internet", "Kita", "Insurance", "Gym", "Parking", "Netflix"}) + " | " + K(l.money()) + " | " + K(invoiceNo()) + " |\n")
	}
	return b.String()
}

func secContacts(l *Lang) string {
	var b strings.Builder
	b.WriteString("\n### " + pick([]string{"Contacts", "Kontakte", "Contacts utiles", "連絡先", "People"}) + "\n")
	for _, p := range pickN(l.people, dr(1, 3)) {
		switch r.Intn(3) {
		case 0:
			b.WriteString("- " + p.name + " — " + Em(l.email(p)) + " — " + Ph(l.phone()) + "\n")
		case 1:
			b.WriteString("- " + p.name + " (" + pick([]string{"architect", "Makler", "notaire", "tax advisor", "contractor"}) + "): " + Ph(l.phoneLab()) + "\n")
		default:
			b.WriteString("- " + p.name + ": " + Em(l.email(p)) + "\n")
		}
	}
	return b.String()
}

func secSecrets() string {
	v := pick(vendorTokens)
	return "\n### Integration\n```\n" + v.env + "=" + Br(v.gen()) + "\n```\nwebhook: " + K(url()) + "\n"
}

func secPayment(l *Lang) string {
	c := cardLocal(l.id)
	return "\nDeposit paid with " + c.brand + " " + Cc(fmtCard(c)) + " on " + K(l.date()) + " (" + K(l.money()) + ").\n"
}

func longNote(withPII bool) string {
	l := randLang()
	var b strings.Builder
	b.WriteString(pick([]string{"summarise this note and extract dates:\n", "find notes similar to this one:\n", "what's still open here?\n", "", "translate and tag:\n"}))
	if chance(0.7) {
		b.WriteString(secFront(l))
	}
	b.WriteString("# " + pick([]string{"Status update", "Notes", "Planung", "Compte rendu", "メモ", "Resumen", "Verslag"}) + "\n\n")
	n := dr(4, 9)
	if chance(0.35) {
		n = dr(10, 18)
	}
	hasPII := false
	for i := 0; i < n; i++ {
		switch r.Intn(6) {
		case 0, 1:
			b.WriteString(secParagraph(l) + "\n")
		case 2:
			b.WriteString(secTasks(l))
		case 3:
			b.WriteString(secTable(l))
		default:
			if withPII {
				switch r.Intn(5) {
				case 0:
					b.WriteString(secSecrets())
				case 1:
					b.WriteString(secPayment(l))
				default:
					b.WriteString(secContacts(l))
				}
				hasPII = true
			} else {
				b.WriteString(secParagraph(l) + "\n")
			}
		}
		if b.Len() > 2900 {
			break
		}
	}
	if withPII && !hasPII {
		b.WriteString(secContacts(l))
	}
	b.WriteString("\n" + K(hashtag()) + " " + K(wiki()))
	return b.String()
}

func tLongNote() string      { return longNote(true) }
func tCleanLongNote() string { return longNote(false) }
