package main

import (
	"fmt"
	"strings"
)

func cKeyword() string {
	l := randLang()
	parts := []string{K(hashtag()), K(wiki()), K(l.date())}
	parts = append(parts, pick([]string{"invoice", "meeting", "Rechnung", "voyage", "recibo", "領収書", "회의", "договор", "nota fiscal", "fattura"}))
	if chance(0.5) {
		parts = append(parts, K(invoiceNo()))
	}
	if chance(0.4) {
		parts = append(parts, K(mention()))
	}
	shuffle(parts)
	return strings.Join(parts, " ")
}

var cleanQuestions = map[string][]string{
	"en": {"what did we decide on {D} about {W}?", "how much did I spend on groceries in {Y}? last total was {M}", "show notes from {D} {T} tagged {H}", "when is the next {W} review? I think {D} at {T}", "find my notes on the {W} budget ({M}, {PCT} over)"},
	"gb": {"what did the surveyor say on {D}? quote was {M}", "notes tagged {H} from {Y}"},
	"de": {"was haben wir am {D} zu {W} beschlossen?", "wie viel hat die Reparatur gekostet? {M} am {D}?", "Notizen mit {H} seit {D}", "Termin {D} um {T} – wo war das nochmal?"},
	"fr": {"qu'a-t-on décidé le {D} pour {W} ?", "combien j'ai payé le plombier, {M} ?", "notes {H} depuis le {D} à {T}"},
	"es": {"¿qué decidimos el {D} sobre {W}?", "¿cuánto pagué de luz en {Y}? creo que {M}", "notas {H} del {D}"},
	"pt": {"o que decidimos em {D} sobre {W}?", "quanto paguei de condomínio? {M} em {D}", "notas com {H}"},
	"it": {"cosa abbiamo deciso il {D} su {W}?", "quanto ho speso per il dentista, {M}?"},
	"nl": {"wat hebben we op {D} besloten over {W}?", "hoeveel was de energierekening in {Y}? {M}"},
	"ja": {"{D}の{W}の議事録どこ？", "{Y}年の医療費の合計は？{M}くらい", "{H}のメモを{T}以降で"},
	"zh": {"{D}关于{W}的会议记录在哪？", "{Y}年房租一共多少？大概{M}", "找{H}标签的笔记"},
	"ko": {"{D} {W} 회의록 어디 있어?", "{Y}년 관리비 총액? {M} 정도", "{H} 태그 노트 찾아줘"},
	"ru": {"что решили {D} по {W}?", "сколько я заплатил за ремонт? {M}", "заметки с {H} после {D}"},
	"hi": {"{D} को {W} पर क्या तय हुआ था?", "{Y} में बिजली का बिल कितना था? {M}"},
	"ar": {"ماذا قررنا في {D} بخصوص {W}؟", "كم دفعت للإيجار؟ {M}"},
	"tr": {"{D} tarihinde {W} hakkında ne karar verdik?", "{Y} aidat toplamı ne kadardı? {M}"},
	"id": {"apa keputusan rapat {D} soal {W}?", "berapa total belanja bulan lalu? {M}"},
	"vi": {"ngày {D} quyết định gì về {W}?", "tiền điện năm {Y} hết bao nhiêu? {M}"},
}

func cQuestion() string {
	l := randLang()
	t := pick(cleanQuestions[l.id])
	return fill(t, "D", K(l.date()), "T", K(l.time()), "W", K(wiki()), "M", K(l.money()), "Y", K(fmt.Sprint(dr(2019, 2025))), "H", K(hashtag()), "PCT", K(percent()))
}

func cMeetingIDs() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("what was the Zoom for the weekly sync? Meeting ID: %s Passcode: %s, %s %s", K(zoomID()), K(passcode()), K(l.date()), K(l.time())),
		fmt.Sprintf("Teams call %s — Meeting ID: %s, Passcode: %s, room %s", K(l.date()), K(teamsID()), K(passcode()), K(room())),
		fmt.Sprintf("Meet link %s for the %s retro, then %s", K("meet.google.com/"+meetCode()), K(wiki()), K(room())),
		fmt.Sprintf("Besprechung %s um %s, Zoom-ID %s, Kenncode %s", K(l.date()), K(l.time()), K(zoomID()), K(passcode())),
		fmt.Sprintf("Webex %s access code %s, host key %s", K(url()), K(fmt.Sprintf("%d %d %d", dr(2300, 2799), dr(100, 999), dr(1000, 9999))), K(d(6))),
	})
}

func cItinerary() string {
	l := randLang()
	var b strings.Builder
	b.WriteString(pick([]string{"when do I need to leave for the airport? ", "", "trip summary:\n", "check this itinerary:\n"}))
	b.WriteString(fmt.Sprintf("%s %s %s→%s dep %s arr %s, seat %s, PNR %s", K(flight()), K(l.date()), pick([]string{"FRA", "LIS", "HND", "IST", "GRU", "CDG", "JFK", "SGN", "CGK", "ICN"}), pick([]string{"MAD", "NRT", "DXB", "AMS", "SFO", "DEL", "PEK", "SVO"}), K(l.time()), K(l.time()), K(seat()), K(pnr())))
	if chance(0.6) {
		b.WriteString(fmt.Sprintf("; ticket %s; %s; gate %s", K(ticketNo()), K(hotelConf()), K(fmt.Sprintf("%s%d", pick([]string{"A", "B", "C", "D", "Z"}), dr(1, 68)))))
	}
	if chance(0.4) {
		b.WriteString(fmt.Sprintf("\ntrain %s coach %s seat %s", K(pick([]string{"ICE 578", "TGV 6611", "AVE 03061", "Frecciarossa 9541", "のぞみ23号"})), K(fmt.Sprint(dr(1, 16))), K(fmt.Sprint(dr(11, 98)))))
	}
	return b.String()
}

func cReceipt() string {
	l := randLang()
	var b strings.Builder
	b.WriteString(pick([]string{"categorise: ", "", "file this receipt:\n", "warranty until when?\n"}))
	b.WriteString(strings.ToUpper(pick([]string{"Rewe", "Lidl", "Monoprix", "Mercadona", "Pão de Açúcar", "Esselunga", "Albert Heijn", "ローソン", "全家", "GS25", "Пятёрочка", "BİM", "Indomaret", "Circle K"})) + "\n")
	b.WriteString(K(pick(l.addrs).city) + "\n")
	b.WriteString(K(l.date()) + " " + K(fmt.Sprintf("%02d:%02d", dr(7, 22), dr(0, 59))) + " Kasse " + K(fmt.Sprint(dr(1, 9))) + " Bon-Nr. " + K(d(5)) + "\n")
	for i := 0; i < dr(2, 4); i++ {
		b.WriteString(pick([]string{"Milch 1,5%", "Bananen", "Brot", "Coffee beans", "Olive oil 750 ml", "おにぎり", "牛奶"}) + "  " + K(l.money()) + "\n")
	}
	b.WriteString("SUMME " + K(l.money()) + "\n")
	b.WriteString(pick([]string{"Visa ", "girocard ", "Mastercard ", "CB "}) + K(maskedCard()) + "  AID " + K("A000000003101"+d(1)) + "\n")
	b.WriteString("St.-Nr. " + K(fmt.Sprintf("%d/%d/%05d", dr(10, 99), dr(100, 999), r.Intn(100000))) + "  TSE " + K(d(4)))
	return b.String()
}

func cOrders() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("where is order %s? tracking %s, ordered %s for %s", K(orderNo()), K(tracking()), K(l.date()), K(l.money())),
		fmt.Sprintf("return label for %s — %s, refund %s", K(sku()), K(orderNo()), K(l.money())),
		fmt.Sprintf("Bestellung %s vom %s, Sendungsnummer %s", K(orderNo()), K(l.date()), K(tracking())),
		fmt.Sprintf("注文番号 %s の配送状況、追跡番号 %s", K(orderNo()), K(tracking())),
		fmt.Sprintf("订单号 %s 运单号 %s 金额 %s", K(orderNo()), K(tracking()), K(l.money())),
		fmt.Sprintf("pedido %s, rastreio %s, chega %s", K(orderNo()), K(tracking()), K(l.date())),
	})
}

func cWifi() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("Wi-Fi at grandma's: SSID %s, password %s", K(ssid()), K(wifiPass())),
		fmt.Sprintf("WLAN Ferienwohnung: %s / Passwort: %s (Router %s)", K(ssid()), K(wifiPass()), K(ipv4())),
		fmt.Sprintf("mot de passe wifi du gîte : %s, réseau %s", K(wifiPass()), K(ssid())),
		fmt.Sprintf("contraseña del wifi %s: %s", K(ssid()), K(wifiPass())),
		fmt.Sprintf("WIFI:T:WPA;S:%s;P:%s;; — QR from the office, added %s", K(ssid()), K(wifiPass()), K(l.date())),
		fmt.Sprintf("Wi-Fiのパスワード %s（SSID %s）", K(wifiPass()), K(ssid())),
	})
}

func cRecovery() string {
	l := randLang()
	var b strings.Builder
	b.WriteString(pick([]string{"which account are these backup codes for?\n", "", "store safely:\n"}))
	b.WriteString(pick([]string{"GitHub", "Google", "Proton", "Discord", "Microsoft", "Dropbox"}) + " recovery codes (" + K(l.date()) + "):\n")
	for i := 0; i < dr(4, 8); i++ {
		b.WriteString(K(recoveryCode()) + "\n")
	}
	b.WriteString("used: " + K(fmt.Sprint(dr(0, 3))) + " of 10")
	return b.String()
}

func cLicense() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("Office license key %s bought %s for %s", K(licenseKey()), K(l.date()), K(l.money())),
		fmt.Sprintf("where's the license for %s? key %s, seats %s", K(version()), K(licenseKey()), K(fmt.Sprint(dr(1, 25)))),
		fmt.Sprintf("Lizenzschlüssel %s – Rechnung %s", K(licenseKey()), K(invoiceNo())),
		fmt.Sprintf("## Licenses\n- Affinity Photo: %s\n- Things 3: %s\n- DEVONthink: %s", K(licenseKey()), K(licenseKey()), K(licenseKey())),
	})
}

func cFinance() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("rent transfer to IBAN %s (BIC %s), %s monthly since %s", K(iban()), K(bic()), K(l.money()), K(l.date())),
		fmt.Sprintf("ETF savings plan %s per month, TER %s, ISIN %s", K(l.money()), K(percent()), K(pick([]string{"IE00B4L5Y983", "LU0274208692", "IE00BK5BQT80", "DE0005933931"}))),
		fmt.Sprintf("mortgage: %s at %s fixed until %s, payment %s", K(l.money()), K(percent()), K(fmt.Sprint(dr(2028, 2040))), K(l.money())),
		fmt.Sprintf("Steuerbescheid %s: Erstattung %s, Steuernummer %s", K(fmt.Sprint(dr(2020, 2025))), K(l.money()), K(fmt.Sprintf("%d/%d/%05d", dr(10, 99), dr(100, 999), r.Intn(100000)))),
		fmt.Sprintf("sort code %s account %s — standing order %s on the %s", K(fmt.Sprintf("%02d-%02d-%02d", dr(10, 99), dr(10, 99), dr(10, 99))), K(d(8)), K(l.money()), K(fmt.Sprintf("%dth", dr(4, 28)))),
	})
}

func cHealth() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("blood pressure log: %s %s, %s %s, pulse %s", K(l.date()), K(bp()), K(l.date()), K(bp()), K(fmt.Sprintf("%d bpm", dr(52, 96)))),
		fmt.Sprintf("ibuprofen %s every %s h, max %s/day; fever %s on %s", K(measure()), K(fmt.Sprint(dr(6, 8))), K("2400 mg"), K(temp()), K(l.date())),
		fmt.Sprintf("Impfpass: Tetanus %s, FSME %s, Charge %s", K(l.date()), K(l.date()), K(rs(upnum, 2)+d(5))),
		fmt.Sprintf("insurance card no. %s, policy %s, deductible %s", K("A"+d(9)), K(customerNo()), K(l.money())),
		fmt.Sprintf("血圧 %s、体温 %s、次回 %s", K(bp()), K(temp()), K(l.date())),
	})
}

func cDev() string {
	return pick([]string{
		fmt.Sprintf("sync plugin broke after %s → %s, commit %s, see %s", K(version()), K(version()), K(sha()), K(url())),
		fmt.Sprintf("NAS at %s, Docker %s, container %s, uptime %s days", K(ipv4()), K(version()), K(sha()), K(fmt.Sprint(dr(3, 400)))),
		fmt.Sprintf("export job %s finished at %s (%s), %s notes, %s", K(uuid()), K(unixTS()), K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02dZ", dr(2022, 2026), dr(1, 12), dr(1, 28), dr(0, 23), dr(0, 59), dr(0, 59))), K(fmt.Sprint(dr(1000, 99999))), K(measure())),
		fmt.Sprintf("curl -H \"Authorization: Bearer $NOTION_TOKEN\" %s  # token lives in 1Password", K("https://api.notion.com/v1/pages/"+rs(hexd, 32))),
		fmt.Sprintf("set %s in the env, then run %s", K("OPENAI_API_KEY=<your-key>"), K("npm i obsidian-kb@"+strings.TrimPrefix(version(), "v"))),
		fmt.Sprintf("pinned deps: react@%s, zod@%s, python %s", K(fmt.Sprintf("%d.%d.%d", dr(16, 19), dr(0, 3), dr(0, 9))), K(fmt.Sprintf("3.%d.%d", dr(20, 24), dr(0, 9))), K(fmt.Sprintf("3.%d.%d", dr(9, 13), dr(0, 9)))),
	})
}

func cHomeAdmin() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("Zählerstand Strom %s am %s, Zähler %s, Abschlag %s", K(measure()), K(l.date()), K(customerNo()), K(l.money())),
		fmt.Sprintf("Nebenkosten %s: %s, %s, Nachzahlung %s", K(fmt.Sprint(dr(2020, 2025))), K(customerNo()), K(pick(l.addrs).street), K(l.money())),
		fmt.Sprintf("bin collection: %s, %s, postcode %s", K(l.date()), K(l.date()), K(postcode())),
		fmt.Sprintf("car %s service at %s km, TÜV %s, tyres %s", K(plate()), K(fmt.Sprint(dr(10000, 190000))), K(fmt.Sprintf("%02d/%d", dr(1, 12), dr(2025, 2027))), K("205/55 R16")),
		fmt.Sprintf("boiler %s, service %s, next %s", K(serial()), K(l.date()), K(l.date())),
	})
}

func cBooks() string {
	return pick([]string{
		fmt.Sprintf("reading list: %s, %s, %s", K("ISBN "+isbn13()), K("ISBN "+isbn13()), K(wiki())),
		fmt.Sprintf("highlight from p. %s of %s (%s), chapter %s", K(fmt.Sprint(dr(5, 480))), K(isbn13()), K(fmt.Sprint(dr(1998, 2024))), K(fmt.Sprintf("%d.%d", dr(1, 12), dr(1, 9)))),
		fmt.Sprintf("cite %s, %s, pp. %s", K("doi:10."+fmt.Sprint(dr(1000, 9999))+"/"+rs(lownum, 8)), K(fmt.Sprint(dr(1990, 2024))), K(fmt.Sprintf("%d-%d", dr(10, 300), dr(301, 600)))),
	})
}

func cFrontmatter() string {
	l := randLang()
	y, m, dd := ymd()
	return fmt.Sprintf("---\ntitle: %s\ndate: %s\ntags: [%s, %s]\nstatus: %s\nrating: %s\n---\n%s", pick([]string{"Weekly review", "Book notes", "Trip log", "Ideas"}), K(fmt.Sprintf("%d-%02d-%02d", y, m, dd)), strings.TrimPrefix(hashtag(), "#"), strings.TrimPrefix(hashtag(), "#"), pick([]string{"draft", "done", "evergreen"}), K(fmt.Sprintf("%d/10", dr(3, 10))), secParagraph(l))
}

func cTasks() string {
	l := randLang()
	return secTasks(l) + pick([]string{"", K(hashtag()), "due " + K(l.date())})
}

func cICS() string {
	l := randLang()
	y, m, dd := ymd()
	return fmt.Sprintf("BEGIN:VEVENT\nUID:%s\nDTSTART;TZID=Europe/Berlin:%s\nDTEND;TZID=Europe/Berlin:%s\nSUMMARY:%s\nLOCATION:%s\nRRULE:FREQ=WEEKLY;BYDAY=TU\nEND:VEVENT", K(uuid()), K(fmt.Sprintf("%d%02d%02dT%02d0000", y, m, dd, dr(7, 12))), K(fmt.Sprintf("%d%02d%02dT%02d3000", y, m, dd, dr(13, 18))), pick([]string{"Yoga", "Sprint planning", "Elternabend", "Piano lesson"}), K(room())) + pick([]string{"", "\nwhen is this?", "\n" + K(l.date())})
}

func cAgentJSON() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf(`{"tool":"search","arguments":{"query":"%s","filters":{"after":"%s","tags":["%s"]},"limit":%d}}`, pick([]string{"tax receipts", "kitchen quotes", "lisbon trip", "1:1 notes"}), K(fmt.Sprintf("%d-%02d-%02d", dr(2021, 2025), dr(1, 12), dr(1, 28))), K(hashtag()), dr(5, 50)),
		fmt.Sprintf(`{"name":"query_notes","input":{"text":"order %s","vault_id":"%s"}}`, K(orderNo()), K(uuid())),
		fmt.Sprintf(`search(query="%s", since=%s, top_k=%d)`, K(wiki()), K(unixTS()), dr(3, 20)),
		fmt.Sprintf("Rewritten query: notes tagged %s mentioning %s between %s and %s", K(hashtag()), K(flight()), K(l.date()), K(l.date())),
	})
}

func cDevice() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("phone insurance: IMEI %s, %s, bought %s", K(imei()), K(serial()), K(l.date())),
		fmt.Sprintf("laptop %s, MAC %s, AppleCare %s until %s", K(serial()), K(mac()), K(rs(upnum, 10)), K(l.date())),
		fmt.Sprintf("Router %s, Firmware %s, MAC %s", K(serial()), K(version()), K(mac())),
		fmt.Sprintf("bike frame no. %s, lock code %s", K(rs(upnum, 2)+d(7)), K(d(4))),
	})
}

func cMeasure() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("kitchen: wall %s, window %s, budget %s", K(measure()), K(measure()), K(l.money())),
		fmt.Sprintf("recipe scaled ×%s: %s flour, %s milk, bake %s at %s", K(fmt.Sprint(dr(2, 4))), K(fmt.Sprintf("%d g", dr(200, 900))), K(fmt.Sprintf("%d ml", dr(100, 600))), K(fmt.Sprintf("%d min", dr(20, 70))), K(fmt.Sprintf("%d °C", dr(160, 230)))),
		fmt.Sprintf("run %s in %s (%s/km), HR %s", K(measure()), K(fmt.Sprintf("%d:%02d:%02d", dr(0, 2), dr(0, 59), dr(0, 59))), K(fmt.Sprintf("%d:%02d", dr(4, 7), dr(0, 59))), K(fmt.Sprintf("%d bpm", dr(120, 175)))),
	})
}

func cMentions() string {
	return pick([]string{
		fmt.Sprintf("%s can you check %s before %s? %s", K(mention()), K(wiki()), K(langs["en"].date()), K(hashtag())),
		fmt.Sprintf("cc %s %s — decision in %s", K(mention()), K(mention()), K(wiki())),
		fmt.Sprintf("notes where %s mentioned %s and %s", K(mention()), K(hashtag()), K(hashtag())),
	})
}

func cIDNumbers() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("%s — which contract is that? started %s", K(customerNo()), K(l.date())),
		fmt.Sprintf("return %s, %s", K(sku()), K(orderNo())),
		fmt.Sprintf("airline refund for ticket %s (%s) still pending", K(ticketNo()), K(l.money())),
		fmt.Sprintf("company EIN %s, state ID %s, for the %s filing", K(ein()), K(d(8)), K(fmt.Sprint(dr(2021, 2025)))),
		fmt.Sprintf("VAT ID %s on invoice %s", K(vatID()), K(invoiceNo())),
		fmt.Sprintf("Aktenzeichen %s, Schreiben vom %s", K(fmt.Sprintf("%d C %d/%02d", dr(1, 40), dr(100, 9999), dr(20, 25))), K(l.date())),
		fmt.Sprintf("parcel locker pickup code %s at %s", K(d(6)), K(pick(l.addrs).street)),
		fmt.Sprintf("claim number %s, incident %s", K(fmt.Sprintf("%d-%07d", dr(10, 99), r.Intn(1e7))), K(l.date())),
	})
}

func cMasked() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("which card is %s? charged %s on %s", K(maskedCard()), K(l.money()), K(l.date())),
		fmt.Sprintf("the W-2 shows SSN %s and EIN %s", K(maskedSSN()), K(ein())),
		fmt.Sprintf("2FA goes to %s, backup code %s", K(maskedPhone()), K(recoveryCode())),
		fmt.Sprintf("statement: card %s, %s, ref %s", K(maskedCard()), K(l.money()), K(invoiceNo())),
	})
}

func cPlaceholders() string {
	return pick([]string{
		fmt.Sprintf("the docs say: %s — where do I put it in the plugin?", K("Authorization: Bearer <token>")),
		fmt.Sprintf("set %s and %s before syncing", K("NOTION_TOKEN=${NOTION_TOKEN}"), K("VAULT=~/brain")),
		fmt.Sprintf("token looks like %s in the logs, is that truncated?", K("eyJhbGciOi...")),
		fmt.Sprintf("replace %s with your own key (see %s)", K("sk-proj-XXXXXXXXXXXXXXXX"), K(url())),
		fmt.Sprintf("template: %s / %s", K("xoxb-your-token-here"), K("ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")),
		fmt.Sprintf("the API uses %s; token_type %s, expires_in %s", K("Bearer authentication"), K(`"Bearer"`), K("3599")),
		fmt.Sprintf("publishable key %s is fine to commit, right?", K("pk_live_"+tok(alnum, 24))),
	})
}

func cLookalikeAt() string {
	return pick([]string{
		fmt.Sprintf("upgrade %s to %s, assets %s", K("obsidian-dataview@0.5.64"), K("react@18.3.1"), K("logo@2x.png")),
		fmt.Sprintf("look at %s for the template, ask %s", K("example.com/templates"), K(mention())),
		fmt.Sprintf("clone %s and check %s", K("git@github.com:acme/kb-sync.git"), K("v"+fmt.Sprint(dr(1, 3))+".0.0")),
		fmt.Sprintf("meet me (at) the office at %s, price [at] %s", K(langs["en"].time()), K("5.99")),
		fmt.Sprintf("postgres://app:%s@db.internal:5432/notes — which note has the connection string?", K("localdev")),
	})
}

func cLogLines() string {
	return fmt.Sprintf("%s INFO sync done notes=%s bytes=%s took=%s ip=%s req=%s", K(fmt.Sprintf("%d-%02d-%02dT%02d:%02d:%02d.%03dZ", dr(2023, 2026), dr(1, 12), dr(1, 28), dr(0, 23), dr(0, 59), dr(0, 59), r.Intn(1000))), K(fmt.Sprint(dr(10, 9999))), K(fmt.Sprint(dr(100000, 99999999))), K(fmt.Sprintf("%dms", dr(20, 9000))), K(ipv4()), K(uuid()))
}

func cCJK() string {
	l := langs[pick([]string{"ja", "zh", "ko"})]
	switch l.id {
	case "ja":
		return pick([]string{
			fmt.Sprintf("%sの新幹線 %s 号車 %s 番、発車 %s", K(l.date()), K("のぞみ"+fmt.Sprint(dr(1, 99))+"号"), K(fmt.Sprint(dr(1, 16))), K(l.time())),
			fmt.Sprintf("%s 家賃 %s 振込済み、管理費 %s", K(l.date()), K(l.money()), K(l.money())),
			fmt.Sprintf("保険証券番号 %s の更新日は？ %s", K(d(10)), K(l.date())),
		})
	case "zh":
		return pick([]string{
			fmt.Sprintf("%s 高铁 %s 次 %s 车 %s 座", K(l.date()), K("G"+fmt.Sprint(dr(1, 999))), K(fmt.Sprint(dr(1, 16))), K(fmt.Sprintf("%d%s", dr(1, 20), pick([]string{"A", "C", "F"})))),
			fmt.Sprintf("%s 物业费 %s，发票号 %s", K(l.date()), K(l.money()), K(d(8))),
		})
	}
	return pick([]string{
		fmt.Sprintf("%s KTX %s 호차 %s 좌석", K(l.date()), K(fmt.Sprint(dr(1, 18))), K(fmt.Sprintf("%d%s", dr(1, 20), pick([]string{"A", "B", "C", "D"})))),
		fmt.Sprintf("%s 관리비 %s, 고지서 번호 %s", K(l.date()), K(l.money()), K(d(10))),
	})
}

func cTimes() string {
	l := randLang()
	return pick([]string{
		fmt.Sprintf("standup %s–%s %s, then %s", K(fmt.Sprintf("%d:%02d", dr(8, 10), pick([]int{0, 30}))), K(fmt.Sprintf("%d:%02d", dr(10, 11), pick([]int{0, 15}))), K(pick([]string{"CET", "UTC+02:00", "GMT+9", "PST"})), K(room())),
		fmt.Sprintf("time zones for the call: %s Berlin = %s Tokyo = %s NYC", K("15:00"), K("23:00"), K("09:00")),
		fmt.Sprintf("week %s, %s to %s", K(fmt.Sprintf("KW %d", dr(1, 52))), K(l.date()), K(l.date())),
	})
}
