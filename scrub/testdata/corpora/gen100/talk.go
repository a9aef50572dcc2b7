package main

import (
	"fmt"
	"strings"
)

func ts(min, sec int) string { return fmt.Sprintf("%d:%02d", min, sec) }

func otterEN(b *B) string {
	a, c := person("en"), person("en")
	m := rint(0, 40)
	return fmt.Sprintf("%s  %s\nOkay, so for the site visit on the %s, the security desk needs a contact number.\n\n%s  %s\nSure, use my cell, it's %s. And the badge request number is %s.\n\n%s  %s\nGot it. I'll also put the meeting ID, %s, in the invite.\n",
		a.Name(), b.K(ts(m, rint(0, 59))), b.K(fmt.Sprint(rint(2, 28))+"th"), c.Name(), ts(m, rint(0, 59)), b.Ph(phone(pick("us", "ca"), pick("nat", "nat", "intl"))), b.K("REQ"+ndg(6)), a.Name(), ts(m+1, rint(0, 59)), b.K(zoomIDSpaced(zoomID())))
}

func otterSpelledEmail(b *B) string {
	a := person("en")
	prov := pick("gmail", "outlook", "yahoo", "hotmail")
	var v string
	if coin() {
		v = a.AF + " dot " + a.AL + " at " + prov + " dot com"
	} else {
		v = a.AF + a.AL[:1] + fmt.Sprint(rint(10, 99)) + " at " + prov + " dot com"
	}
	return fmt.Sprintf("%s  %s\nYeah just send the calendar invite to my personal address, it's %s, because my work laptop is being reimaged until the %s.\n",
		a.Name(), b.K(ts(rint(1, 50), rint(10, 59))), b.E(v), b.K(fmt.Sprint(rint(2, 28))+"th"))
}

func firefliesIT(b *B) string {
	a, c := person("it"), person("it")
	m := rint(10, 58)
	return fmt.Sprintf("00:%02d:%02d - %s\nPer la fattura %s serve il referente amministrativo.\n00:%02d:%02d - %s\nSì, sono io in amministrazione: il mio numero è %s, oppure scrivete a %s.\n",
		m, rint(0, 59), a.Name(), b.K(fmt.Sprintf("%d/%04d", rint(2025, 2026), rint(1, 3000))), m+1, rint(0, 59), c.Name(), b.Ph(phone("it", pick("mob", "mobintl", "nat"))), b.E(workEmail(c)))
}

func teamsVTT(b *B) string {
	a := person("de")
	h, m := rint(0, 1), rint(0, 59)
	return fmt.Sprintf("WEBVTT\n\n%s/%d-%d\n%02d:%02d:%02d.%03d --> %02d:%02d:%02d.%03d\n<v %s, %s>Meine Handynummer ist %s, falls die Einwahl wieder nicht klappt.</v>\n\n%s/%d-%d\n%02d:%02d:%02d.%03d --> %02d:%02d:%02d.%03d\n<v %s, %s>Die Konferenz-ID ist %s.</v>\n",
		b.K(uuid()), rint(1, 40), rint(0, 9), h, m, rint(0, 58), rint(0, 999), h, m, 59, rint(0, 999), a.Last, a.First, b.Ph(phone("de", pick("mob", "mob", "intl"))),
		uuid(), rint(1, 40), rint(0, 9), h, m, 58, rint(0, 999), h, m, 59, rint(0, 999), a.Last, a.First, b.K(confID()))
}

func zoomVTT(b *B) string {
	a := person(pick("en", "es", "fr"))
	lines := map[string]string{
		"en": "You can reach me on %s after four, or just email %s.",
		"es": "Me pueden llamar al %s por la tarde, o escribir a %s.",
		"fr": "Vous pouvez m'appeler au %s cet après-midi, ou écrire à %s.",
	}
	n := rint(1, 400)
	return fmt.Sprintf("WEBVTT\n\n%d\n00:%02d:%02d.%03d --> 00:%02d:%02d.%03d\n%s: "+lines[a.Lang]+"\n\n%d\n00:%02d:%02d.%03d --> 00:%02d:%02d.%03d\n%s: %s\n",
		n, rint(0, 59), rint(0, 59), rint(0, 999), rint(0, 59), rint(0, 59), rint(0, 999), a.Name(), b.Ph(anyPhone(a.Lang)), b.E(freeEmail(a)),
		n+1, rint(0, 59), rint(0, 59), rint(0, 999), rint(0, 59), rint(0, 59), rint(0, 999), a.Name(), pick("Thanks everyone.", "Gracias a todos.", "Merci à tous."))
}

func transcriptCard(b *B) string {
	a := person("en")
	c := card()
	cs := fmtCard(c.digits, " ")
	return fmt.Sprintf("[%s] %s: For the deposit on the venue, the corporate %s is %s, expiry %s, and the booking reference is %s.\n[%s] Venue coordinator: Perfect, and the invoice goes to PO %s?",
		b.K(fmt.Sprintf("00:%02d:%02d", rint(0, 59), rint(0, 59))), a.Name(), c.brand, b.C(cs), b.K(expiry()), b.K(bookingRef()), fmt.Sprintf("00:%02d:%02d", rint(0, 59), rint(0, 59)), b.K(ndg(10)))
}

func transcriptSSN(b *B) string {
	a := person("en")
	s := ssn()
	if coin() {
		return fmt.Sprintf("HR onboarding call – auto transcript\n%s  %s\nFor the I-9 and payroll setup, my social is %s, and my start date is %s.\nRecruiter  %s\nThanks, employee ID will be %s.",
			a.Name(), b.K(ts(rint(2, 20), rint(0, 59))), b.S(s), b.K(date().us()), ts(rint(21, 30), rint(0, 59)), b.K("E"+dg(6)))
	}
	sp := strings.ReplaceAll(s, "-", " ")
	return fmt.Sprintf("Payroll sync (Otter)\n%s  %s\nSo the SSN on the W-4 should read %s, not the one on the old form.\n", a.Name(), b.K(ts(rint(2, 20), rint(0, 59))), b.S(sp))
}

func transcriptES(b *B) string {
	a := person("es")
	return fmt.Sprintf("[%s] %s: Para la reunión con el proveedor del día %s, mi número es %s. La sala es la %s.",
		b.K(fmt.Sprintf("%02d:%02d:%02d", rint(0, 1), rint(0, 59), rint(0, 59))), a.Name(), b.K(date().slash()), b.Ph(phone("es", pick("mob", "mobintl"))), b.K(roomCode()))
}

func transcriptDE(b *B) string {
	a := person("de")
	return fmt.Sprintf("Sprecher 2 (%s): Also, wer den Schlüssel für Raum %s braucht, ruft mich an unter %s – oder schreibt an %s. Die Besprechungs-ID bleibt %s.",
		b.K(fmt.Sprintf("%02d:%02d", rint(0, 59), rint(0, 59))), b.K(roomCode()), b.Ph(phone("de", pick("mob", "nat", "intl"))), b.E(workEmail(a)), b.K(teamsID()))
}

func transcriptFR(b *B) string {
	a := person("fr")
	return fmt.Sprintf("Intervenant 3 — %s\nPour l'accueil des visiteurs le %s, vous m'appelez au %s, et le code d'accès du parking c'est le %s.",
		b.K(fmt.Sprintf("%02d:%02d", rint(0, 59), rint(0, 59))), b.K(date().slash()), b.Ph(phone("fr", pick("mob", "nat", "mobintl"))), b.K(ndg(4)+"#")) + "\n— " + a.Name()
}

func notesActionsEN(b *B) string {
	a, c := person("en"), person(pick("en", "de", "fr"))
	return fmt.Sprintf("## Decisions\n- Move go-live to %s (release %s)\n- Budget: $%s approved\n\n## Action items\n- [ ] @%s email the signed SOW to %s\n- [ ] @%s call the AV vendor (%s) about room %s\n- [ ] follow up on %s\n",
		b.K(date().iso()), b.K(fmt.Sprintf("v%d.%d.%d", rint(1, 5), rint(0, 20), rint(0, 9))), b.K(fmt.Sprintf("%d,%03d", rint(10, 250), rint(0, 999))), a.AF, b.E(workEmail(c)), c.AF, b.Ph(anyPhone(c.Lang)), b.K(roomCode()), b.K(jiraKey()))
}

type notesL struct{ lang, body string }

// %[1]s date, %[2]s deputy name, %[3]s email, %[4]s phone, %[5]s id-like keep, %[6]s amount keep
var notesLs = []notesL{
	{"de", "Protokoll Jour fixe vom %[1]s\nTeilnehmende: %[2]s u. a.\nTOP 1: Raumbuchung für den Workshop – Ansprechpartnerin beim Hotel: %[2]s, %[3]s, Tel. %[4]s\nTOP 2: Budget %[6]s € freigegeben, Bestellnummer %[5]s\nNächster Termin: siehe Kalender"},
	{"ja", "議事録（%[1]s）\n出席者：%[2]s ほか\n1. 会議室予約：先方窓口は%[2]s様（%[3]s／TEL %[4]s）\n2. 予算：%[6]s円で承認、発注番号 %[5]s\n次回：別途調整"},
	{"zh", "会议纪要（%[1]s）\n参会人：%[2]s 等\n一、会场预订：酒店联系人%[2]s，邮箱 %[3]s，电话 %[4]s\n二、预算 %[6]s 元已批准，订单号 %[5]s\n下次会议时间另行通知"},
	{"ko", "회의록 (%[1]s)\n참석자: %[2]s 외\n1. 회의실 예약: 호텔 담당자 %[2]s, 이메일 %[3]s, 전화 %[4]s\n2. 예산 %[6]s원 승인, 주문번호 %[5]s"},
	{"fr", "Compte rendu – réunion du %[1]s\nPrésents : %[2]s et l'équipe projet\n1. Salle pour le séminaire : contact à l'hôtel %[2]s, %[3]s, tél. %[4]s\n2. Budget de %[6]s € validé, bon de commande %[5]s"},
	{"es", "Acta de la reunión del %[1]s\nAsistentes: %[2]s y equipo\n1. Reserva de sala: contacto en el hotel %[2]s, %[3]s, tel. %[4]s\n2. Presupuesto de %[6]s € aprobado, pedido %[5]s"},
	{"pt", "Ata da reunião de %[1]s\nParticipantes: %[2]s e equipe\n1. Reserva do auditório: contato %[2]s, %[3]s, celular %[4]s\n2. Orçamento de R$ %[6]s aprovado, pedido %[5]s"},
	{"it", "Verbale della riunione del %[1]s\nPresenti: %[2]s e team\n1. Prenotazione sala: referente dell'hotel %[2]s, %[3]s, cell. %[4]s\n2. Budget di %[6]s € approvato, ordine n. %[5]s"},
	{"nl", "Notulen overleg %[1]s\nAanwezig: %[2]s e.a.\n1. Zaalreservering: contactpersoon hotel %[2]s, %[3]s, tel. %[4]s\n2. Budget € %[6]s akkoord, inkoopordernummer %[5]s"},
	{"pl", "Notatka ze spotkania %[1]s\nObecni: %[2]s i zespół\n1. Rezerwacja sali: kontakt w hotelu %[2]s, %[3]s, tel. %[4]s\n2. Budżet %[6]s zł zatwierdzony, zamówienie nr %[5]s"},
	{"sv", "Mötesanteckningar %[1]s\nNärvarande: %[2]s m.fl.\n1. Lokalbokning: kontakt på hotellet %[2]s, %[3]s, tel. %[4]s\n2. Budget %[6]s kr godkänd, ordernummer %[5]s"},
	{"ru", "Протокол совещания от %[1]s\nПрисутствовали: %[2]s и др.\n1. Бронирование зала: контакт в отеле — %[2]s, %[3]s, тел. %[4]s\n2. Бюджет %[6]s руб. утверждён, заказ № %[5]s"},
}

func notesLang(L notesL) func(b *B) string {
	return func(b *B) string {
		p := person(L.lang)
		t := date()
		var d string
		switch L.lang {
		case "ja", "zh":
			d = t.ymdJ()
		case "ko":
			d = t.ymdK()
		case "de", "ru", "pl", "nl":
			d = t.de()
		case "sv":
			d = t.iso()
		default:
			d = t.slash()
		}
		amt := fmt.Sprintf("%d.%03d", rint(2, 95), rint(0, 999))
		if L.lang == "ja" || L.lang == "zh" || L.lang == "ko" {
			amt = fmt.Sprintf("%d,%03d,000", rint(1, 95), rint(0, 999))
		}
		return fmt.Sprintf(L.body, b.K(d), p.Name(), b.E(pick(workEmail(p), freeEmail(p))), b.Ph(anyPhone(L.lang)), b.K(ndg(10)), b.K(amt))
	}
}
