package main

import (
	"fmt"
	"strings"
)

// Chat exports: WhatsApp (per locale), Telegram, WeChat, LINE.

type waLocale struct {
	code   string
	prefix func(d, m, y int, t, who string) string
	plain  []string // messages without pii; may hold {PRICE} {DATE} {TIME} {ORDER}
	pii    []string // messages with one pii slot: {PHONE} {EMAIL} {PW} {CARD}
}

func waDate() (int, int, int) { return rng(1, 28), rng(1, 12), rng(2023, 2025) }

var waLocales = []waLocale{
	{"en", func(d, m, y int, t, who string) string {
		h := rng(1, 12)
		return fmt.Sprintf("[%d/%d/%02d, %d:%02d:%02d %s] %s: ", m, d, y%100, h, r.Intn(60), r.Intn(60), pick([]string{"AM", "PM"}), who)
	},
		[]string{"running 10 min late sorry", "ok see you at {TIME}", "tickets were {PRICE} each, venmo me whenever", "did the landlord reply about the deposit?", "order {ORDER} finally shipped lol"},
		[]string{"here's the plumber's number {PHONE}, tell him I sent you", "my new email is {EMAIL} btw, the old one got hacked", "netflix login is my email and password {PW} — don't change it pls", "can you book it on my card? {CARD} exp 09/27", "call me on {PHONE} I can't find the door"}},
	{"de", func(d, m, y int, t, who string) string {
		return fmt.Sprintf("%02d.%02d.%02d, %s - %s: ", d, m, y%100, t, who)
	},
		[]string{"Bin gleich da", "Treffen um {TIME} am Bahnhof?", "Hab {PRICE} für die Tickets ausgelegt", "Paket {ORDER} ist angekommen 👍", "Kita ist morgen zu, Streik"},
		[]string{"Hier die Nummer vom Handwerker: {PHONE}", "Schick die Fotos bitte an {EMAIL}", "WLAN-Passwort ist {PW}", "Kannst du mit meiner Karte zahlen? {CARD}, 03/28", "Meine neue Handynummer: {PHONE}"}},
	{"es", func(d, m, y int, t, who string) string {
		return fmt.Sprintf("%d/%d/%02d, %s - %s: ", d, m, y%100, t, who)
	},
		[]string{"Llego en 5 min", "¿Quedamos a las {TIME}?", "Las entradas salieron a {PRICE}", "Ya me llegó el pedido {ORDER}", "jajaja vale"},
		[]string{"Te paso el número del fontanero: {PHONE}", "Mándamelo a {EMAIL} mejor", "La contraseña de Netflix es {PW}, no la cambies", "Te paso mi tarjeta para la reserva: {CARD}", "Llámame al {PHONE} que no encuentro el portal"}},
	{"pt", func(d, m, y int, t, who string) string {
		return fmt.Sprintf("%02d/%02d/%d %s - %s: ", d, m, y, t, who)
	},
		[]string{"Chego em 10 min", "Bora às {TIME}?", "Deu {PRICE} o ingresso", "Chegou o pedido {ORDER}", "kkkkk verdade"},
		[]string{"O número do eletricista é {PHONE}", "Manda no meu e-mail {EMAIL}", "A senha do wifi é {PW}", "Pode usar meu cartão {CARD} validade 11/27", "Me liga no {PHONE}"}},
	{"it", func(d, m, y int, t, who string) string {
		return fmt.Sprintf("%02d/%02d/%02d, %s - %s: ", d, m, y%100, t, who)
	},
		[]string{"Arrivo tra 5 minuti", "Ci vediamo alle {TIME}?", "I biglietti costano {PRICE}", "È arrivato l'ordine {ORDER}", "ahah ok"},
		[]string{"Ecco il numero dell'idraulico: {PHONE}", "Mandalo a {EMAIL}", "La password del wifi è {PW}", "Prenota con la mia carta: {CARD}", "Chiamami al {PHONE} appena puoi"}},
	{"nl", func(d, m, y int, t, who string) string {
		return fmt.Sprintf("%02d-%02d-%d %s - %s: ", d, m, y, t, who)
	},
		[]string{"Ben er over 10 min", "Om {TIME} bij de ingang?", "Kaartjes waren {PRICE} p.p.", "Pakket {ORDER} is binnen", "haha top"},
		[]string{"Nummer van de loodgieter: {PHONE}", "Stuur het naar {EMAIL}", "Wifi wachtwoord is {PW}", "Boek maar met mijn creditcard: {CARD}", "Bel me even op {PHONE}"}},
	{"tr", func(d, m, y int, t, who string) string {
		return fmt.Sprintf("%02d.%02d.%d %s - %s: ", d, m, y, t, who)
	},
		[]string{"5 dk'ya oradayım", "Saat {TIME} uygun mu?", "Biletler {PRICE} tuttu", "{ORDER} nolu sipariş geldi", "tamamdır"},
		[]string{"Tesisatçının numarası: {PHONE}", "Şuraya gönder: {EMAIL}", "Wifi şifresi {PW}", "Benim kartla öde: {CARD}", "Beni {PHONE} numarasından ara"}},
	{"fr", func(d, m, y int, t, who string) string {
		return fmt.Sprintf("%02d/%02d/%d à %s - %s: ", d, m, y, t, who)
	},
		[]string{"J'arrive dans 5 min", "On se retrouve à {TIME} ?", "Les places étaient à {PRICE}", "Commande {ORDER} reçue", "mdr ok"},
		[]string{"Le numéro du plombier : {PHONE}", "Envoie-le sur {EMAIL}", "Le mot de passe du wifi c'est {PW}", "Réserve avec ma carte : {CARD}", "Appelle-moi au {PHONE}"}},
	{"pl", func(d, m, y int, t, who string) string {
		return fmt.Sprintf("%02d.%02d.%d, %s - %s: ", d, m, y, t, who)
	},
		[]string{"Będę za 10 min", "Spotkajmy się o {TIME}?", "Bilety kosztowały {PRICE}", "Paczka {ORDER} doszła", "haha dobra"},
		[]string{"Numer do hydraulika: {PHONE}", "Wyślij na {EMAIL}", "Hasło do wifi: {PW}", "Zapłać moją kartą: {CARD}", "Zadzwoń do mnie na {PHONE}"}},
}

func waSenderPhone(l *Lang) string {
	switch l.Code {
	case "en":
		return uniq(func() string {
			a := []string{"415", "646", "312", "713", "206", "617"}
			return "+1 (" + pick(a) + ") " + fmt.Sprint(rng(201, 989)) + "-" + digits(4)
		})
	}
	return l.Intl()
}

func registerChat() {
	for _, wl := range waLocales {
		wl := wl
		reg("whatsapp_export_"+wl.code, wl.code, false, func(b *B) string {
			l := b.L
			d, m, y := waDate()
			a := l.Person()
			var lines []string
			unsaved := chance(0.6)
			other := a.Given
			if unsaved {
				other = b.P("phone", waSenderPhone(l))
			}
			n := rng(3, 5)
			piiAt := r.Intn(n)
			ts := clock(n)
			plain := r.Perm(len(wl.plain))
			for i := 0; i < n; i++ {
				who := a.Given
				if i%2 == 1 {
					who = other
				}
				t := ts[i]
				var msg string
				if i == piiAt {
					msg = pick(wl.pii)
					switch {
					case strings.Contains(msg, "{PHONE}"):
						msg = fill(msg, "PHONE", b.P("phone", pick([]func() string{l.Mobile, l.Land})()))
					case strings.Contains(msg, "{EMAIL}"):
						msg = fill(msg, "EMAIL", b.P("email", l.Person().Email("")))
					case strings.Contains(msg, "{PW}"):
						msg = fill(msg, "PW", b.P("bearer", password()))
					case strings.Contains(msg, "{CARD}"):
						msg = fill(msg, "CARD", b.P("credit_card", cardFor(l.Code)))
					}
				} else {
					msg = fillKeep(b, wl.plain[plain[i%len(plain)]])
				}
				lines = append(lines, wl.prefix(d, m, y, t, who)+msg)
			}
			return strings.Join(lines, "\n")
		})
	}

	// Telegram Desktop text export, Russian: card transfer and phone.
	reg("telegram_export_ru", "ru", false, func(b *B) string {
		l := b.L
		a, c := l.Person(), l.Person()
		d := fmt.Sprintf("%02d.%02d.%d", rng(1, 28), rng(1, 12), rng(2023, 2025))
		crd := b.P("credit_card", card(pick([]string{"mir", "mir", "visa"})))
		ph := b.P("phone", l.Mobile())
		ts := clock(3)
		msgs := []string{
			fmt.Sprintf("%s, [%s %s]\nСкинь, пожалуйста, за билеты %s", a.Name(), d, ts[0], b.Price()),
			fmt.Sprintf("%s, [%s %s]\nПереведи на карту %s или по номеру %s (Сбер)", c.Name(), d, ts[1], crd, ph),
			fmt.Sprintf("%s, [%s %s]\nОк, отправил. Заказ %s тоже оплатил", a.Name(), d, b.K(ts[2]), b.Order()),
		}
		return strings.Join(msgs, "\n\n")
	})
	reg("telegram_devchat_en", "en", false, func(b *B) string {
		a, c := b.L.Person(), b.L.Person()
		tok := b.P("bearer", secret("tgbot"))
		ts := clock(2)
		dd, mm := rng(1, 28), rng(1, 12)
		return fmt.Sprintf("%s, [%02d.%02d.%d %s]\nbot is live, token is %s — don't paste it in the public group\n\n%s, [%02d.%02d.%d %s]\nthx. webhook on %s:8443 v%s works",
			a.Name(), dd, mm, 2024, ts[0], tok, c.Name(), dd, mm, 2024, ts[1], b.K(kIP()), b.K(kVersion()))
	})
	reg("telegram_export_ru_token", "ru", false, func(b *B) string {
		a := b.L.Person()
		return fmt.Sprintf("%s, [%02d.%02d.%d %s]\nВот токен бота для тестов: %s\nВерсия %s, сервер %s",
			a.Name(), rng(1, 28), rng(1, 12), 2024, hhmm(), b.P("bearer", secret("tgbot")), b.K(kVersion()), b.K(kIP()))
	})

	// WeChat chat record export.
	reg("wechat_export_zh", "zh", false, func(b *B) string {
		l := b.L
		a, c := l.Person(), l.Person()
		day := fmt.Sprintf("%d-%02d-%02d", rng(2023, 2025), rng(1, 12), rng(1, 28))
		cl := clock(3)
		ci := 0
		ts := func() string { ci++; return fmt.Sprintf("%s %s:%02d", day, cl[ci-1], r.Intn(60)) }
		var mid string
		switch r.Intn(3) {
		case 0:
			mid = "我手机号" + b.P("phone", l.Mobile()) + "，到了给我打电话"
		case 1:
			mid = "卡号" + b.P("credit_card", card(pick([]string{"unionpay", "unionpay16"}))) + "，户名" + c.Name() + "，招商银行"
		default:
			mid = "合同发我邮箱 " + b.P("email", c.Email(pick([]string{"qq.com", "163.com", "126.com"})))
		}
		return fmt.Sprintf("%s %s\n订单%s的款明天付%s\n\n%s %s\n%s\n\n%s %s\n好的收到",
			a.Name(), ts(), b.Order(), b.Price(), c.Name(), ts(), mid, a.Name(), ts())
	})
	reg("wechat_group_zh", "zh", false, func(b *B) string {
		l := b.L
		a, c, e := l.Person(), l.Person(), l.Person()
		return fmt.Sprintf("【群聊：%s业主群】\n%s：物业电话打不通，维修师傅电话是多少？\n%s：师傅姓李，手机%s，座机%s\n%s：快递柜取件码%s，谁帮我取一下😂",
			pick([]string{"阳光花园", "滨江一号", "万科城"}), a.Name(), c.Name(), b.P("phone", l.Mobile()), b.P("phone", l.Land()), e.Name(), b.K(fmt.Sprintf("%d", rng(100000, 999999))))
	})

	// LINE talk history export (Japanese).
	reg("line_export_ja", "ja", false, func(b *B) string {
		l := b.L
		a, c := l.Person(), l.Person()
		y, m, d := rng(2023, 2025), rng(1, 12), rng(1, 28)
		var mid string
		switch r.Intn(3) {
		case 0:
			mid = "電話番号変わったよ " + b.P("phone", l.Mobile())
		case 1:
			mid = "メールはこっちで " + b.P("email", c.Email(pick([]string{"docomo.ne.jp", "ezweb.ne.jp", "i.softbank.jp", "gmail.com"})))
		default:
			mid = "Wi-Fiのパスワード " + b.P("bearer", wifiPassword())
		}
		ts := clock(3)
		return fmt.Sprintf("[LINE] %sとのトーク履歴\n保存日時：%d/%02d/%02d 23:%02d\n\n%d/%02d/%02d(%s)\n%s\t%s\t明日%sに駅前で\n%s\t%s\t%s\n%s\t%s\t了解！",
			c.Family, y, m, d, r.Intn(60), y, m, d, pick([]string{"月", "火", "水", "木", "金", "土", "日"}), ts[0], a.Name(), b.Time(), ts[1], c.Name(), mid, ts[2], a.Name())
	})

	// iMessage / SMS thread export (en) with a card and code.
	reg("sms_thread_en", "en", false, func(b *B) string {
		l := b.L
		a := l.Person()
		otp := b.K(fmt.Sprintf("%06d", rng(0, 999999)))
		return fmt.Sprintf("%s · %s\nToday %s\nMe: what was the card you used for the airbnb?\n%s: %s, the chase one\nMe: got it. it's asking for a code\n%s: %s",
			a.Name(), b.P("phone", l.Mobile()), hhmm(), a.Given, b.P("credit_card", card(pick([]string{"visa", "mastercard"}))), a.Given, otp)
	})
}

// fillKeep fills {PRICE} {TIME} {ORDER} {DATE} {TRACK} {TICKET} {REF} with keep values, only those present.
func fillKeep(b *B, msg string) string {
	for _, k := range []string{"PRICE", "TIME", "ORDER", "DATE", "TRACK", "TICKET", "REF"} {
		ph := "{" + k + "}"
		for strings.Contains(msg, ph) {
			var v string
			switch k {
			case "PRICE":
				v = b.Price()
			case "TIME":
				v = b.Time()
			case "ORDER":
				v = b.Order()
			case "DATE":
				v = b.Date()
			case "TRACK":
				v = b.Track()
			case "TICKET":
				v = b.Ticket()
			case "REF":
				v = b.Ref()
			}
			msg = strings.Replace(msg, ph, v, 1)
		}
	}
	return msg
}
