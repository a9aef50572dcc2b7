package main

import (
	"fmt"
	neturl "net/url"
	"strings"
)

func tURLEncoded() string {
	l := randLang()
	p := l.person()
	e := l.email(p)
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("GET /api/search?q=%s&limit=%d&vault=%s", Em(strings.Replace(neturl.QueryEscape(e), "%2B", "%2B", 1)), dr(5, 50), K("personal"))
	case 1:
		digits := intlDigits(l.id)
		return fmt.Sprintf("the clipper saved this link: https://kb.example-brain.app/search?phone=%s&from=%s", Ph("%2B"+digits), K(fmt.Sprintf("%d-%02d-%02d", dr(2022, 2025), dr(1, 12), dr(1, 28))))
	case 2:
		return fmt.Sprintf("search?query=notes+from+%s&sort=updated", Em(neturl.QueryEscape(e)))
	}
	return fmt.Sprintf("q=contact%%3A%s&tag=%s", Em(neturl.QueryEscape(e)), K("people"))
}

func tContactsCSV() string {
	l := randLang()
	var b strings.Builder
	b.WriteString(pick([]string{"import this Google Contacts export:\n", "which rows are duplicates?\n", "", "clean up this csv:\n"}))
	b.WriteString("Name,Given Name,Family Name,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value,Group Membership\n")
	for _, p := range pickN(l.people, dr(2, 4)) {
		parts := strings.SplitN(p.name, " ", 2)
		fam := ""
		if len(parts) == 2 {
			fam = parts[1]
		}
		b.WriteString(p.name + "," + parts[0] + "," + fam + "," + Em(l.email(p)) + "," + pick([]string{"Mobile", "Work", "Home"}) + "," + Ph(l.phoneLab()) + "," + pick([]string{"* myContacts", "Family ::: * myContacts", "Work"}) + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

func tHouseholdPayroll() string {
	var b strings.Builder
	b.WriteString(pick([]string{"household employer note — check the numbers:\n", "Schedule H prep:\n", ""}))
	b.WriteString("| Name | SSN | Start | Hourly |\n|---|---|---|---|\n")
	for i := 0; i < dr(1, 3); i++ {
		b.WriteString("| " + pick([]string{"Rosa Delgado", "Maria Santos", "Tom Becker", "Lily Tran"}) + " | " + Ss(ssnLabOrDash()) + " | " + K(langs["en"].date()) + " | " + K(fmt.Sprintf("$%d.%02d", dr(15, 35), dr(0, 99))) + " |\n")
	}
	b.WriteString("EIN " + K(ein()))
	return b.String()
}

func tSecretLabelled() string {
	switch r.Intn(5) {
	case 0:
		return fmt.Sprintf("Telegram bot for reminders: token %s, chat id %s", Br(tokTelegram()), K(fmt.Sprint(dr(100000000, 999999999))))
	case 1:
		return fmt.Sprintf("Todoist API token: %s (settings → integrations, %s)", Br(tokHex()), K(langs["en"].date()))
	case 2:
		return fmt.Sprintf("readwise token %s — sync every %s", Br(tok(alnum, 50)), K("30 min"))
	case 3:
		return fmt.Sprintf("aws_secret_access_key = %s\naws_access_key_id = %s\nregion = %s", Br(tok(alnum+"/+", 40)), K("AKIA"+rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)), K("eu-central-1"))
	}
	return fmt.Sprintf("\"sessionToken\": \"%s\", \"workspace\": \"%s\"", Br(tokOpaque()), K(uuid()))
}

func tFamilyNote() string {
	l := randLang()
	p := l.person()
	switch l.id {
	case "es":
		return fmt.Sprintf("cumple de la abuela el %s, su móvil %s, regalo %s", K(l.date()), Ph(l.phoneLab()), K(l.money()))
	case "pt":
		return fmt.Sprintf("aniversário da vó %s, zap dela %s, presente até %s", K(l.date()), Ph(l.phoneLab()), K(l.money()))
	case "it":
		return fmt.Sprintf("compleanno della nonna il %s, cell. %s", K(l.date()), Ph(l.phoneLab()))
	case "tr":
		return fmt.Sprintf("annemin doğum günü %s, Cep: %s", K(l.date()), Ph(l.phoneLab()))
	case "ko":
		return fmt.Sprintf("할머니 생신 %s, 연락처 %s", K(l.date()), Ph(l.phone()))
	case "ja":
		return fmt.Sprintf("祖母の誕生日 %s、携帯 %s、プレゼント予算 %s", K(l.date()), Ph(l.phone()), K(l.money()))
	case "ru":
		return fmt.Sprintf("день рождения бабушки %s, моб. %s", K(l.date()), Ph(l.phone()))
	}
	return fmt.Sprintf("grandma %s's birthday %s — call %s, gift budget %s %s", p.name, K(l.date()), Ph(l.phone()), K(l.money()), K(hashtag()))
}
