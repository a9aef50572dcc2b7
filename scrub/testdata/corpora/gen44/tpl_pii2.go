package main

import (
	"fmt"
	"strings"
)

func tItinerary() string {
	l := randLang()
	var b strings.Builder
	b.WriteString(pick([]string{"when do I land? ", "find hotel details for this trip:\n", "", "itinerary pasted:\n"}))
	b.WriteString(pick([]string{"### Trip to ", "## ", "✈️ "}) + pick([]string{"Lisbon", "Tokyo", "Kyoto", "Barcelona", "Istanbul", "Hanoi", "Bali", "São Paulo", "Dubai", "Seoul"}) + " " + K(yearRange()[:4]) + "\n")
	b.WriteString("- Flight " + K(flight()) + " dep " + K(l.date()) + " " + K(l.time()) + ", seat " + K(seat()) + ", PNR " + K(pnr()) + "\n")
	if chance(0.5) {
		b.WriteString("- E-ticket " + K(ticketNo()) + "\n")
	}
	b.WriteString("- Hotel: " + pick([]string{"Casa do Bairro", "Hotel Sakura Inn", "Pera Palace", "Hanoi Old Quarter Lodge", "Hotel Arts"}) + ", " + K(hotelConf()) + "\n")
	b.WriteString("  - " + pick([]string{"front desk ", "tel ", "phone: ", "reception "}) + Ph(l.phoneLab()))
	if chance(0.5) {
		b.WriteString(", " + Em(pick([]string{"reservations", "frontdesk", "info"})+"@"+pick([]string{"casadobairro.pt", "sakura-inn.jp", "perapalace.com", "hotelarts.es", "oldquarterlodge.vn"})))
	}
	b.WriteString("\n- Transfer driver " + l.person().name + " " + Ph(l.phone()) + " (" + K(l.money()) + ")")
	return b.String()
}

func tReceiptStore() string {
	l := randLang()
	var b strings.Builder
	b.WriteString(pick([]string{"which category is this receipt? ", "file under [[Receipts]]:\n", "", "warranty for this purchase?\n"}))
	b.WriteString(strings.ToUpper(pick([]string{"MediaMarkt Köln", "Bauhaus", "FNAC Châtelet", "El Corte Inglés", "Yodobashi Camera", "Best Buy #1432", "Carrefour", "Migros"})) + "\n")
	a := pick(l.addrs)
	b.WriteString(K(a.street) + " · " + K(a.city) + "\n")
	b.WriteString(pick([]string{"Tel. ", "TEL ", "Phone ", "☎ "}) + Ph(l.phone()) + "\n")
	b.WriteString(K(l.date()) + " " + K(fmt.Sprintf("%02d:%02d:%02d", dr(8, 21), dr(0, 59), dr(0, 59))) + "  Bon " + K(fmt.Sprintf("%04d/%03d", r.Intn(10000), r.Intn(1000))) + "\n")
	b.WriteString(pick([]string{"USB-C Kabel", "Druckerpatrone", "Kaffeebohnen 1kg", "HDMI 2.1 cable", "AirPods Pro"}) + "   " + K(l.money()) + "\n")
	b.WriteString("TOTAL " + K(l.money()) + "\n" + pick([]string{"Kartenzahlung ", "CARD ", "Visa Debit "}) + K(maskedCard()) + "\nTerminal-ID " + K(d(8)))
	return b.String()
}

func tCardQuestion() string {
	l := randLang()
	c := cardLocal(l.id)
	cv := Cc(fmtCard(c))
	exp := K(fmt.Sprintf("%02d/%02d", dr(1, 12), dr(25, 31)))
	switch l.id {
	case "de":
		return pick([]string{
			"mit welcher Karte hab ich die Bahn-Tickets bezahlt? " + c.brand + " " + cv + " oder die " + K(maskedCard()) + "?",
			"Kreditkarte " + cv + " gültig bis " + exp + " – wo hab ich die Sperr-Hotline notiert?",
		})
	case "ja":
		return "カード番号 " + cv + "（有効期限 " + exp + "）の引き落とし日はいつ？"
	case "zh":
		return "这张卡 " + cv + " 的账单日是哪天？有效期 " + exp
	case "ko":
		return "카드번호 " + cv + " 결제일 언제였지? 유효기간 " + exp
	case "ru":
		return "с какой карты я платил за отель? " + c.brand + " " + cv + ", срок " + exp
	case "tr":
		return c.brand + " kart " + cv + " son kullanma " + exp + " hangi nota kaydettim?"
	case "pt":
		return "qual cartão usei na compra de " + K(l.date()) + "? " + cv + " ou o " + K(maskedCard())
	case "es":
		return "¿qué tarjeta usé para el vuelo " + K(flight()) + "? la " + c.brand + " " + cv
	case "fr":
		return "carte " + c.brand + " " + cv + " exp " + exp + " : retrouve la note sur l'assurance voyage"
	}
	return pick([]string{
		"which card did I use for the " + K(flight()) + " booking — the " + c.brand + " " + cv + "?",
		"find the note where I saved the " + c.brand + " " + cv + " exp " + exp,
		"is " + cv + " the card on file for " + pick([]string{"Netflix", "the gym", "AWS", "Spotify", "the dentist"}) + "? charged " + K(l.money()) + " on " + K(l.date()),
	})
}

func tCardInNote() string {
	l := randLang()
	c := cardLocal(l.id)
	var b strings.Builder
	b.WriteString(pick([]string{"search payment details for the family account:\n", "", "where did I note this card? pasted:\n"}))
	b.WriteString(pick([]string{"## Payment\n", "### Karten\n", "**Cards**\n"}))
	b.WriteString("- " + c.brand + ": " + Cc(fmtCard(c)) + " — exp " + K(fmt.Sprintf("%02d/%d", dr(1, 12), dr(2025, 2031))) + "\n")
	c2 := cardNum()
	if chance(0.5) {
		b.WriteString("- " + c2.brand + " (backup): " + Cc(fmtCard(c2)) + "\n")
	} else {
		b.WriteString("- old card " + K(maskedCard()) + " cancelled " + K(l.date()) + "\n")
	}
	b.WriteString("- statement closes on the " + K(fmt.Sprintf("%dth", dr(4, 28))) + ", limit " + K(l.money()))
	return b.String()
}

func tSSNNote() string {
	var b strings.Builder
	y := dr(2021, 2025)
	switch r.Intn(5) {
	case 0:
		b.WriteString(fmt.Sprintf("W-2 %s: employee SSN %s, employer EIN %s, wages %s, fed withholding %s", K(fmt.Sprint(y)), Ss(ssn()), K(ein()), K(langs["en"].money()), K(langs["en"].money())))
	case 1:
		b.WriteString("where did I put the scan of my social security card? number is " + Ss(ssn()))
	case 2:
		b.WriteString(fmt.Sprintf("## Taxes %d\n- [ ] 1040 due %s\n- kids: %s (SSN %s), %s (SSN %s)\n- HSA contribution %s\n%s", y, K(fmt.Sprintf("April 15, %d", y+1)), pick([]string{"Maya", "Leo", "Ava"}), Ss(ssn()), pick([]string{"Noah", "Emma", "Liam"}), Ss(ssnLabOrDash()), K(langs["en"].money()), K(hashtag())))
	case 3:
		b.WriteString("SSN: " + Ss(ssnLab()) + " — need it for the mortgage application " + K("loan no. "+d(10)))
	default:
		b.WriteString(fmt.Sprintf("find the I-9 note for the nanny, SSN %s, start date %s", Ss(ssnLabOrDash()), K(langs["en"].date())))
	}
	return b.String()
}

func ssnLabOrDash() string {
	if chance(0.5) {
		return ssnLab()
	}
	return ssn()
}

func tITIN() string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("ITIN for my mother-in-law arrived: %s (letter dated %s)", Ss(itin()), K(langs["en"].date()))
	case 1:
		return fmt.Sprintf("search tax notes with ITIN %s or the W-7 receipt %s", Ss(itin()), K("W7-"+rs(upnum, 2)+d(6)))
	}
	return fmt.Sprintf("contractor 1099-NEC: TIN %s, paid %s in %s", Ss(itin()), K(langs["en"].money()), K(fmt.Sprint(dr(2021, 2025))))
}

func tAPIKeys() string {
	var b strings.Builder
	b.WriteString(pick([]string{"which of these keys is still active?\n", "rotate these — pasted from my [[Dev Secrets]] note:\n", "", "search for the note containing:\n"}))
	b.WriteString(pick([]string{"## API keys\n", "### Tokens (do not share)\n", "**keys**\n"}))
	for _, v := range pickN(vendorTokens, dr(2, 4)) {
		b.WriteString("- " + v.name + ": `" + Br(v.gen()) + "` (created " + K(fmt.Sprintf("%d-%02d-%02d", dr(2022, 2026), dr(1, 12), dr(1, 28))) + ")\n")
	}
	b.WriteString("- AWS key id " + K("AKIA"+rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)) + " " + K(hashtag()))
	return b.String()
}

func tCurl() string {
	var b strings.Builder
	b.WriteString(pick([]string{"why does this return 401?\n", "save this snippet to [[API Cookbook]]:\n", "", "find my note with the curl for the notion sync:\n"}))
	api := pick([]string{"https://api.notion.com/v1/search", "https://api.openai.com/v1/responses", "https://api.github.com/user/repos", "https://kb.example-brain.app/api/v2/query", "https://api.todoist.com/rest/v2/tasks"})
	b.WriteString("curl -X POST " + K(api) + " \\\n")
	tk := pick([]func() string{tokOpaque, tokNotion, tokOpenAI, tokGitHub, jwt})
	v := tk()
	fam := "bearer"
	if strings.HasPrefix(v, "eyJ") {
		fam = "jwt"
	}
	q := pick([]string{"\"", "'"})
	b.WriteString("  -H " + q + "Authorization: Bearer " + P(fam, v) + q + " \\\n")
	if chance(0.5) {
		b.WriteString("  -H " + q + "Notion-Version: " + K("2022-06-28") + q + " \\\n")
	}
	b.WriteString("  -d '{\"query\":\"" + pick([]string{"meeting notes", "tax 2023", "lisbon trip"}) + "\",\"page_size\":" + fmt.Sprint(dr(10, 100)) + "}'")
	return b.String()
}

func tEnv() string {
	var b strings.Builder
	b.WriteString(pick([]string{"my sync script can't read these, what's wrong?\n", "", ".env from the kb-sync repo:\n"}))
	b.WriteString("PORT=" + K(fmt.Sprint(pick([]int{3000, 8080, 5173}))) + "\n")
	b.WriteString("VAULT_PATH=" + K("~/Documents/brain") + "\n")
	for _, v := range pickN(vendorTokens, dr(1, 3)) {
		b.WriteString(v.env + "=" + Br(v.gen()) + "\n")
	}
	if chance(0.4) {
		b.WriteString("API_TOKEN=\"" + Br(tokOpaque()) + "\"\n")
	}
	if chance(0.3) {
		b.WriteString("REFRESH_TOKEN=" + Br(tokOpaque()) + "\n")
	}
	b.WriteString("LOG_LEVEL=debug")
	return b.String()
}

func tJWTDebug() string {
	j := jwt()
	switch r.Intn(5) {
	case 0:
		return "why is this token rejected? exp should be fine: " + Jw(j)
	case 1:
		return "id_token from the Obsidian plugin login:\n" + Jw(j) + "\ndecoded iat " + K(unixTS())
	case 2:
		return "search notes for the session cookie kb_session=" + Jw(j) + "; Path=/; Max-Age=" + K("86400")
	case 3:
		return "Authorization: Bearer " + Jw(j)
	}
	return "decode " + Jw(j) + " and tell me which workspace it's for"
}

func tTokenProse() string {
	v := pick(vendorTokens)
	t := v.gen()
	l := randLang()
	switch l.id {
	case "de":
		return fmt.Sprintf("hab am %s den %s-Token %s rotiert, wo steht der alte?", K(l.date()), v.name, Br(t))
	case "ja":
		return fmt.Sprintf("%sのトークン %s はいつ期限切れ？ %s に作成", v.name, Br(t), K(l.date()))
	case "fr":
		return fmt.Sprintf("clé %s : %s — à révoquer avant le %s", v.name, Br(t), K(l.date()))
	case "es":
		return fmt.Sprintf("¿dónde guardé la clave de %s? era %s", v.name, Br(t))
	}
	return pick([]string{
		fmt.Sprintf("rotated my %s token %s on %s, find every note that still has it", v.name, Br(t), K(l.date())),
		fmt.Sprintf("is %s still valid? it's the %s key from %s", Br(t), v.name, K(wiki())),
		fmt.Sprintf("search: %s", Br(t)),
		fmt.Sprintf("%s key for the %s integration → %s", v.name, K(wiki()), Br(t)),
	})
}

func tHTTPHeaders() string {
	var b strings.Builder
	b.WriteString(pick([]string{"debug this request from the web clipper:\n", "", "headers copied from devtools:\n"}))
	b.WriteString("GET " + K("/api/v1/notes?limit=50&cursor="+tok(alnum, 12)) + " HTTP/1.1\n")
	b.WriteString("Host: " + K(pick([]string{"kb.example-brain.app", "api.mem.ai", "app.reflect.app"})) + "\n")
	switch r.Intn(3) {
	case 0:
		b.WriteString("Authorization: Bearer " + Br(tokOpaque()) + "\n")
	case 1:
		b.WriteString("Authorization: Basic " + Br(basicCred(pick([]string{"anna", "sync-bot", "kevin.p", "admin"}))) + "\n")
	default:
		b.WriteString("Authorization: Bearer " + Jw(jwt()) + "\n")
	}
	b.WriteString("X-Request-ID: " + K(uuid()) + "\n")
	b.WriteString("User-Agent: " + K("ObsidianClipper/"+version()) + "\n")
	b.WriteString("Accept: application/json")
	return b.String()
}

func tLogseq() string {
	l := randLang()
	p := l.person()
	y, m, dd := ymd()
	wd := pick([]string{"Mon", "Tue", "Wed", "Thu", "Fri"})
	var b strings.Builder
	b.WriteString(pick([]string{"", "find blocks like:\n", "why isn't this scheduled?\n"}))
	b.WriteString(fmt.Sprintf("- TODO call [[%s]] at %s\n  SCHEDULED: %s\n", p.name, Ph(l.phone()), K(fmt.Sprintf("<%d-%02d-%02d %s %02d:%02d>", y, m, dd, wd, dr(8, 18), pick([]int{0, 30})))))
	b.WriteString("  - re: " + K(wiki()) + " " + K(hashtag()) + "\n")
	if chance(0.5) {
		b.WriteString("  - email: " + Em(l.email(p)) + "\n")
	}
	b.WriteString(fmt.Sprintf("  id:: %s", K(uuid())))
	return b.String()
}

func tChatQuote() string {
	l := randLang()
	p := l.person()
	y, m, dd := ymd()
	var b strings.Builder
	b.WriteString(pick([]string{"save this from WhatsApp to her contact note:\n", "who sent this?\n", "", "find the rest of this chat:\n"}))
	ts := K(fmt.Sprintf("[%02d/%02d/%d, %02d:%02d]", dd, m, y, dr(7, 23), dr(0, 59)))
	first := strings.Split(p.name, " ")[0]
	msg := pick([]string{
		"my new number is " + Ph(l.phoneLab()) + ", old one stops working " + K(l.date()),
		"call me on " + Ph(l.phoneLab()) + " after " + K(l.time()),
		"here's the plumber: " + Ph(l.phone()),
		localNewNumber(l),
		"send the invoice to " + Em(l.email(p)) + " pls, ref " + K(invoiceNo()),
	})
	b.WriteString(ts + " " + first + ": " + msg)
	if chance(0.4) {
		b.WriteString("\n" + K(fmt.Sprintf("[%02d/%02d/%d, %02d:%02d]", dd, m, y, dr(7, 23), dr(0, 59))) + " Me: 👍 saved under " + K(wiki()))
	}
	return b.String()
}

func tEmergency() string {
	l := randLang()
	var b strings.Builder
	b.WriteString(pick([]string{"print my emergency contacts:\n", "", "update this list:\n", "for the babysitter:\n"}))
	b.WriteString(pick([]string{"# Emergency contacts\n", "## Notfallnummern\n", "## Contacts d'urgence\n", "## 緊急連絡先\n"}))
	b.WriteString("- Emergency: " + K(pick([]string{"112", "911", "999", "119", "110"})) + "\n")
	for _, p := range pickN(l.people, dr(2, 4)) {
		rel := pick([]string{"Mom", "Dad", "neighbour", "Oma", "pediatrician", "Tante", "grandma", "school office"})
		sep := pick([]string{": ", " — ", " ", " · "})
		b.WriteString("- " + rel + " (" + p.name + ")" + sep + Ph(l.phoneLab()) + "\n")
	}
	b.WriteString("- Poison control: " + Ph(phUSToll()) + "\n")
	b.WriteString("- Wi-Fi: " + K(ssid()) + " / " + K(wifiPass()))
	return b.String()
}

func tHealth() string {
	l := randLang()
	doc := l.person()
	switch l.id {
	case "de":
		return fmt.Sprintf("Termin bei %s am %s um %s, %s – Praxis Tel. %s, Versichertennummer %s", "Dr. "+strings.Split(doc.name, " ")[1], K(l.date()), K(l.time()), K(room()), Ph(l.phoneLab()), K("A"+d(9)))
	case "fr":
		return fmt.Sprintf("RDV Dr %s le %s à %s, cabinet : %s, %s", strings.Split(doc.name, " ")[1], K(l.date()), K(l.time()), Ph(l.phone()), Em(l.roleEmail()))
	case "ja":
		return fmt.Sprintf("歯医者の予約 %s %s、電話 %s、診察券番号 %s", K(l.date()), K(l.time()), Ph(l.phoneLab()), K(d(7)))
	}
	return pick([]string{
		fmt.Sprintf("when is my next physio? last one %s %s, clinic %s, BP was %s", K(l.date()), K(l.time()), Ph(l.phone()), K(bp())),
		fmt.Sprintf("find the note from Dr. %s — dose %s twice daily, questions to %s", strings.Split(doc.name, " ")[len(strings.Split(doc.name, " "))-1], K(fmt.Sprintf("%d mg", pick([]int{200, 250, 400, 500, 1000}))), Em(l.roleEmail())),
		fmt.Sprintf("pharmacy refill: Rx %s, call %s when ready, temp %s", K("#"+d(7)), Ph(l.phoneLab()), K(temp())),
	})
}

func tHomeAdmin() string {
	l := randLang()
	p := l.person()
	switch l.id {
	case "de":
		return pick([]string{
			fmt.Sprintf("Handwerker für die Heizung: %s, %s, %s – Zählerstand %s am %s", p.name, Ph(l.phone()), Em(l.email(p)), K(fmt.Sprintf("%d,%d kWh", dr(1000, 99999), dr(0, 9))), K(l.date())),
			fmt.Sprintf("Hausverwaltung erreichen: Tel. %s, %s, %s", Ph(l.phoneLab()), K(customerNo()), K(pick(l.addrs).street)),
		})
	case "nl":
		return fmt.Sprintf("loodgieter %s: %s, offerte %s, VvE-bijdrage %s", p.name, Ph(l.phone()), K(invoiceNo()), K(l.money()))
	case "it":
		return fmt.Sprintf("amministratore condominio %s, cell. %s, rata %s entro il %s", p.name, Ph(l.phoneLab()), K(l.money()), K(l.date()))
	}
	return pick([]string{
		fmt.Sprintf("landlord's contact for the boiler: %s %s, lease %s, rent %s", p.name, Ph(l.phone()), K(invoiceNo()), K(l.money())),
		fmt.Sprintf("find the note with the internet provider — %s, support %s, router %s", K(customerNo()), Ph(phUSToll()), K(ssid())),
		fmt.Sprintf("plumber quote %s from %s (%s, %s)", K(l.money()), pick(l.companies), Ph(l.phone()), Em(l.roleEmail())),
	})
}

func tSchool() string {
	l := randLang()
	t := l.person()
	return pick([]string{
		fmt.Sprintf("teacher contact for %s's class %s: %s, %s — parents' evening %s %s", pick([]string{"Mia", "Leo", "Yuki", "Lucas", "Ana"}), K(pick([]string{"3b", "2A", "Year 4", "CE2", "5º B"})), t.name, Em(l.email(t)), K(l.date()), K(l.time())),
		fmt.Sprintf("carpool list: %s %s, pickup %s at %s", t.name, Ph(l.phoneLab()), K(l.time()), K(pick(l.addrs).street)),
		fmt.Sprintf("kita/school sick note goes to %s or call %s before %s", Em(l.roleEmail()), Ph(l.phone()), K(l.time())),
	})
}

func obfEmail(local, dom string) string {
	parts := strings.SplitN(dom, ".", 2)
	switch r.Intn(5) {
	case 0:
		return local + " [at] " + parts[0] + " [dot] " + parts[1]
	case 1:
		return local + "(at)" + dom
	case 2:
		return local + " (at) " + dom
	case 3:
		return local + "[@]" + dom
	}
	return local + " [at] " + dom
}

func tObfEmail() string {
	l := randLang()
	p := l.person()
	v := obfEmail(p.local, pick(l.domains))
	return pick([]string{
		"find the note where I wrote " + Em(v),
		p.name + "'s contact from the forum: " + Em(v) + " (posted " + K(l.date()) + ")",
		"Kontakt laut Impressum: " + Em(v),
		"email him at " + Em(v) + " about " + K(wiki()),
	})
}

func intlDigits(id string) string {
	switch id {
	case "en":
		a, e, l := usParts()
		return "1" + a + e + l
	case "gb":
		return "447" + fmt.Sprint(dr(400, 999)) + d(6)
	case "de":
		p, sub := deMobile()
		return "49" + p + sub
	case "fr":
		return "33" + pick([]string{"6", "7"}) + nz(8)
	case "es":
		return "34" + pick([]string{"6", "7"}) + d(8)
	case "pt":
		return "55" + pick(brDDD) + "9" + fmt.Sprint(dr(6, 9)) + d(7)
	case "it":
		return "39" + itMob() + d(7)
	case "nl":
		return "316" + nz(8)
	case "ja":
		return "81" + pick([]string{"90", "80", "70"}) + nz(8)
	case "zh":
		return "86" + cnMob()
	case "ko":
		return "8210" + nz(8)
	case "ru":
		return "79" + d(9)
	case "hi":
		return "91" + inMob()
	case "ar":
		return "9715" + pick([]string{"0", "2", "5", "6"}) + nz(7)
	case "tr":
		return "905" + fmt.Sprint(dr(3, 5)) + d(1) + nz(7)
	case "id":
		return "628" + pick([]string{"11", "12", "13", "21", "57"}) + nz(8)
	case "vi":
		return "849" + pick([]string{"0", "1", "3", "7", "8"}) + nz(7)
	}
	return "4917" + d(9)
}

func tTelLinks() string {
	l := randLang()
	p := l.person()
	digits := intlDigits(l.id)
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("[Call %s](tel:%s) · [WhatsApp](https://wa.me/%s) · %s", p.name, Ph("+"+digits), Ph(digits), K(hashtag()))
	case 1:
		return fmt.Sprintf("the link in my note is https://wa.me/%s?text=%s — whose number is that?", Ph(digits), K("Hallo%20"+strings.Split(p.name, " ")[0]))
	}
	return fmt.Sprintf("- 📞 [%s](tel:%s)\n- ✉️ [mail](mailto:%s)\n- 🗓 %s", p.name, Ph("+"+digits), Em(l.email(p)), K(url()))
}

func tPhoneExt() string {
	l := langs[pick([]string{"en", "en", "gb", "de", "fr", "es", "pt", "tr", "it"})]
	ext := fmt.Sprint(dr(10, 9999))
	w := pick([]string{"ext. ", "x", "Durchwahl ", "poste ", "ext ", "ramal ", "dahili "})
	return pick([]string{
		fmt.Sprintf("HR hotline %s %s%s, ask for %s", Ph(l.phone()), w, ext, l.person().name),
		fmt.Sprintf("insurance claim %s: call %s %s%s between %s and %s", K(invoiceNo()), Ph(l.phone()), w, ext, K(l.time()), K(l.time())),
	})
}

func tCRMLog() string {
	l := randLang()
	p := l.person()
	y, m, dd := ymd()
	return fmt.Sprintf("%s %s — %s with %s (%s): %s. Next: %s on %s",
		K(fmt.Sprintf("%d-%02d-%02d", y, m, dd)), K(fmt.Sprintf("%02d:%02d", dr(8, 18), dr(0, 59))),
		pick([]string{"call", "Anruf", "appel", "llamada"}), p.name, Ph(l.phone()),
		pick([]string{"wants quote for " + K(sku()), "re order " + K(orderNo()), "invoice " + K(invoiceNo()) + " unpaid", "renewal at " + K(percent()) + " discount"}),
		pick([]string{"send proposal to " + Em(l.email(p)), "follow-up call", "email " + Em(l.roleEmail())}), K(l.date()))
}

func tDedupe() string {
	l := randLang()
	p := l.person()
	e1 := l.email(p)
	e2 := emailOf(p.local, l.domains)
	for e2 == e1 {
		e2 = emailOf(p.local+fmt.Sprint(dr(1, 9)), l.domains)
	}
	return fmt.Sprintf("merge duplicate people notes: [[%s]] (%s, %s) and [[%s (work)]] (%s) — keep the one created %s", p.name, Em(e1), Ph(l.phone()), p.name, Em(e2), K(l.date()))
}

func tBankContact() string {
	l := randLang()
	p := l.person()
	return pick([]string{
		fmt.Sprintf("transfer for the holiday flat: %s, IBAN %s, BIC %s, amount %s, questions %s", p.name, K(iban()), K(bic()), K(l.money()), Ph(l.phone())),
		fmt.Sprintf("Überweisung an %s – IBAN %s – Verwendungszweck %s – Rückfragen an %s", p.name, K(iban()), K(invoiceNo()), Em(l.email(p))),
		fmt.Sprintf("refund of %s to IBAN %s pending since %s, contact %s", K(l.money()), K(iban()), K(l.date()), Em(l.roleEmail())),
	})
}

func tPwManager() string {
	l := randLang()
	p := l.person()
	var b strings.Builder
	b.WriteString(pick([]string{"where are my recovery codes for this account?\n", "", "move this to the vault:\n"}))
	b.WriteString("**" + pick([]string{"Dropbox", "Proton", "Google", "Apple ID", "Notion", "Bitwarden"}) + "**\n")
	b.WriteString("login: " + Em(l.email(p)) + "\n")
	b.WriteString("2FA phone: " + Ph(l.phone()) + "\n")
	b.WriteString("recovery codes:\n")
	for i := 0; i < dr(3, 6); i++ {
		b.WriteString("  " + K(recoveryCode()) + "\n")
	}
	b.WriteString("updated " + K(l.date()))
	return b.String()
}

func tKeywordSearch() string {
	l := randLang()
	p := l.person()
	var id string
	if chance(0.6) {
		id = Ph(l.phone())
	} else {
		id = Em(l.email(p))
	}
	// name and its phone or address stay together; the document word, if
	// any, comes first so it never sits right before the number.
	parts := []string{p.name + " " + id}
	parts = append(parts, pick([]string{K(l.date()), K(hashtag()), K(fmt.Sprint(dr(2019, 2025))), K(pick(l.addrs).city), K(invoiceNo())}))
	shuffle(parts)
	if chance(0.4) {
		parts = append([]string{pick([]string{"invoice", "contract", "Rechnung", "facture", "契約書", "합의서", "договор"})}, parts...)
	}
	return strings.Join(parts, " ")
}

func tNotionRow() string {
	l := randLang()
	p := l.person()
	return fmt.Sprintf("Name: %s\nStatus: %s\nEmail: %s\nPhone: %s\nLast contacted: %s\nDeal size: %s\nTags: %s, %s",
		p.name, pick([]string{"Lead", "Active", "Churned", "Follow-up"}), Em(l.email(p)), Ph(l.phoneLab()), K(l.date()), K(l.money()), K(hashtag()), K(hashtag()))
}

func tFwdEmail() string {
	l := randLang()
	p, q := l.person(), l.person()
	var b strings.Builder
	b.WriteString(pick([]string{"file this email in [[Inbox]]:\n", "summarise:\n", "", "find related notes:\n"}))
	b.WriteString("---------- Forwarded message ---------\n")
	b.WriteString("From: " + p.name + " <" + Em(l.email(p)) + ">\n")
	b.WriteString("Date: " + K(l.date()) + " " + K(l.time()) + "\n")
	b.WriteString("Subject: " + pick([]string{"Re: Angebot " + K(invoiceNo()), "Your booking " + K(pnr()), "Invoice " + K(invoiceNo()), "Fwd: school trip " + K(l.date())}) + "\n")
	b.WriteString("To: " + q.name + " <" + Em(l.email(q)) + ">\n\n")
	b.WriteString(pick([]string{"Please call me at " + Ph(l.phoneLab()) + " if anything is unclear.", "Total due: " + K(l.money()) + ".", "See attached " + K("scan_"+d(8)+".pdf") + "."}))
	return b.String()
}

func tTodo() string {
	l := randLang()
	p := l.person()
	return pick([]string{
		fmt.Sprintf("- [ ] ring %s %s before %s %s", p.name, Ph(l.phone()), K(l.date()), K(hashtag())),
		fmt.Sprintf("- [ ] Rückruf %s unter %s (%s)", p.name, Ph(l.phoneLab()), K(invoiceNo())),
		fmt.Sprintf("- [x] emailed %s the %s draft ✅ %s", Em(l.email(p)), K(wiki()), K(fmt.Sprintf("%d-%02d-%02d", dr(2022, 2026), dr(1, 12), dr(1, 28)))),
		fmt.Sprintf("TODO [#A] text %s about %s DEADLINE: %s", Ph(l.phone()), K(wiki()), K(fmt.Sprintf("<%d-%02d-%02d>", dr(2022, 2026), dr(1, 12), dr(1, 28)))),
	})
}

func tListingAd() string {
	l := randLang()
	p := l.person()
	switch l.id {
	case "de":
		return fmt.Sprintf("Wohnung gesehen: %s, %s, %s kalt, Besichtigung %s – Kontakt %s %s", K(pick(l.addrs).street), K(area()), K(l.money()), K(l.date()), p.name, Ph(l.phone()))
	case "fr":
		return fmt.Sprintf("annonce appart %s, %s, %s/mois, contact %s %s", K(pick(l.addrs).city), K(area()), K(l.money()), p.name, Ph(l.phone()))
	case "es":
		return fmt.Sprintf("piso en %s, %s, %s al mes, llamar a %s al %s", K(pick(l.addrs).city), K(area()), K(l.money()), p.name, Ph(l.phoneLab()))
	case "pt":
		return fmt.Sprintf("apê na %s, %s, aluguel %s, falar com %s no whats %s", K(pick(l.addrs).street), K(area()), K(l.money()), p.name, Ph(l.phoneLab()))
	case "id":
		return fmt.Sprintf("kos di %s, %s per bulan, hubungi %s WA %s", K(pick(l.addrs).street), K(l.money()), p.name, Ph(l.phoneLab()))
	case "vi":
		return fmt.Sprintf("phòng trọ %s, giá %s/tháng, liên hệ %s Zalo %s", K(pick(l.addrs).street), K(l.money()), p.name, Ph(l.phoneLab()))
	case "tr":
		return fmt.Sprintf("kiralık daire %s, %s, kira %s, iletişim %s %s", K(pick(l.addrs).city), K(area()), K(l.money()), p.name, Ph(l.phone()))
	}
	return fmt.Sprintf("apartment viewing notes: %s, %s, %s/mo, agent %s %s, viewing %s", K(pick(l.addrs).street), K(area()), K(l.money()), p.name, Ph(l.phone()), K(l.date()))
}

func tBasicAuth() string {
	u := pick([]string{"anna", "homeassistant", "kb-sync", "nextcloud", "grandpa.pc"})
	cred := basicCred(u)
	return pick([]string{
		"my nextcloud webdav sync fails with this header, why? Authorization: Basic " + Br(cred),
		"proxy_set_header Authorization \"Basic " + Br(cred) + "\"; # from [[Homelab]] note, port " + K(fmt.Sprint(pick([]int{8080, 8443, 9000}))),
		"-H 'Authorization: Basic " + Br(cred) + "' " + K("https://cloud.home.lan/remote.php/dav/files/"+u+"/"),
	})
}

func localNewNumber(l *Lang) string {
	switch l.id {
	case "de":
		return "neue Nummer: " + Ph(l.phoneLab())
	case "es":
		return "mi número nuevo es " + Ph(l.phoneLab())
	case "pt":
		return "meu número novo é " + Ph(l.phoneLab())
	case "fr":
		return "nouveau numéro : " + Ph(l.phoneLab())
	case "it":
		return "nuovo numero " + Ph(l.phoneLab())
	case "nl":
		return "nieuw nummer: " + Ph(l.phoneLab())
	case "ja":
		return "新しい番号は" + Ph(l.phone()) + "です"
	case "zh":
		return "我的新号码是" + Ph(l.phone())
	case "ko":
		return "새 번호 " + Ph(l.phone()) + " 로 저장해줘"
	case "ru":
		return "мой новый номер " + Ph(l.phoneLab())
	case "tr":
		return "yeni numaram " + Ph(l.phoneLab())
	case "id":
		return "nomor baru aku " + Ph(l.phoneLab())
	case "vi":
		return "số mới của mình là " + Ph(l.phoneLab())
	case "hi":
		return "मेरा नया नंबर " + Ph(l.phoneLab()) + " है"
	case "ar":
		return "رقمي الجديد " + Ph(l.phone())
	}
	return "new number: " + Ph(l.phoneLab())
}
