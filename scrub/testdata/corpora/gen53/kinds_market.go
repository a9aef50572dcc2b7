package main

import (
	"fmt"
	"strings"
)

func init() {
	reg("fb_marketplace_listing", true, true, func(b *B) string {
		L := locOf("en", "es", "pt", "engb", "hi", "id", "vi", "ar", "tr", "fr", "de", "it")
		item := pick(L.Items...)
		var sb strings.Builder
		title := fmt.Sprintf(pick(L.Sell...), item)
		fmt.Fprintf(&sb, "%s\n%s · %s\n", title, b.K(L.Price()), lp(L, fbCond))
		fmt.Fprintf(&sb, lp(L, fbListed)+"\n\n", pick(L.Cities...))
		if chance(.6) {
			sb.WriteString(lp(L, fbDetails) + "\n")
		}
		sb.WriteString(lp(L, fbFill) + " " + pick(L.Thanks...) + "\n")
		if b.clean {
			sb.WriteString(lp(L, fbNoCall) + "\n")
		} else {
			sb.WriteString(capFirst(contactLine(b, L)) + "\n")
		}
		sb.WriteString(b.K("https://www.facebook.com/marketplace/item/" + noLuhn(func() string { return pick("1", "2", "3", "7", "8", "9") + digits(14) }) + "/"))
		return sb.String()
	})

	reg("craigslist_post", true, true, func(b *B) string {
		L := locs["en"]
		item := pick(L.Items...)
		hood := pick("(Park Slope)", "(mission district)", "(capitol hill)", "(SE Portland)", "(east austin)", "(Wicker Park)", "")
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s - %s %s\n\n", item, b.K(L.Price()), hood)
		fmt.Fprintf(&sb, "condition: %s\nmake / manufacturer: %s\n\n", pick("excellent", "good", "like new", "fair"), pick("Sony", "Trek", "IKEA", "Canon", "Herman Miller", "Specialized"))
		sb.WriteString(pick("Selling because I'm moving. ", "Works great, minor scratches. ", "Upgraded, no longer need. ", "FIRM on price. ") + pick("Cash or Venmo. ", "Porch pickup. ", "Can meet at the police station lot. ", "") + "\n")
		if b.clean {
			sb.WriteString(pick("Reply through the email link, no texts please.", "do NOT contact me with unsolicited services or offers", "If the ad is up it's available.") + "\n\n")
		} else {
			switch rn(0, 3) {
			case 0:
				fmt.Fprintf(&sb, "%s\n\n", pick("call or text ", "txt ", "Call/text: ", "serious buyers text ")+b.P("phone", phoneUS().Disp))
			case 1:
				if chance(.4) {
					fmt.Fprintf(&sb, "no spam pls, email me: %s\n\n", b.P("email", obfEmail(L)))
				} else {
					fmt.Fprintf(&sb, "reply to: %s\n\n", b.P("email", rs(hexd, 32)+"@sale.craigslist.org"))
				}
			case 2:
				fmt.Fprintf(&sb, "%s or email %s\n\n", pick("Text ", "call ")+b.P("phone", phoneUS().Disp), b.P("email", emailFor(L)))
			default:
				fmt.Fprintf(&sb, "show contact info\n%s\n\n", b.P("phone", phoneUS().Disp))
			}
		}
		t := randTime()
		fmt.Fprintf(&sb, "post id: %s\n\nposted: %s\nupdated: %s", b.K(noLuhn(func() string { return "77" + digits(8) })), b.K(t.Format("2006-01-02 15:04")), step(t).Format("2006-01-02 15:04"))
		return sb.String()
	})

	reg("vinted_chat", true, true, func(b *B) string {
		L := locOf("fr", "de", "pl", "it", "engb", "es")
		code := L.Code
		if code == "engb" {
			code = "en"
		}
		V := vintedLines[code]
		dom := map[string]string{"fr": "vinted.fr", "de": "vinted.de", "pl": "vinted.pl", "it": "vinted.it", "en": "vinted.co.uk", "es": "vinted.es"}[code]
		item := pick(V["slug"]...)
		buyer, seller := handle(L), handle(L)
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n", b.K("https://www."+dom+"/items/"+noLuhn(func() string { return nz(10) })+"-"+item))
		fmt.Fprintf(&sb, "%s: %s\n", buyer, pick(V["avail"]...))
		fmt.Fprintf(&sb, "%s: %s %s\n", seller, pick(V["yes"]...), b.K(L.Price()))
		if b.clean {
			track := pick(noLuhn(func() string { return digits(12) }), "6A"+digits(11), "JJD"+digits(18), postTrack(country[L.Code]))
			fmt.Fprintf(&sb, "%s: %s\n%s: %s%s", buyer, pick(V["buy"]...), seller, pick(V["sent"]...), b.K(track))
			return sb.String()
		}
		switch rn(0, 2) {
		case 0:
			fmt.Fprintf(&sb, "%s: %s %s\n", seller, pick(V["paypal"]...), b.P("email", emailFor(L)))
		case 1:
			fmt.Fprintf(&sb, "%s: %s%s\n", seller, pick(V["wa"]...), b.P("phone", L.Phone().Disp))
		default:
			fmt.Fprintf(&sb, "%s: %s\n%s: %s\n", buyer, pick(V["askmail"]...), seller, b.P("email", emailFor(L)))
		}
		fmt.Fprintf(&sb, "%s: %s", buyer, pick(V["ok"]...))
		return sb.String()
	})

	reg("olx_listing", true, true, func(b *B) string {
		L := locOf("pl", "pt", "uk", "id", "pl", "pt")
		var sb strings.Builder
		lab := map[string][]string{
			"pl": {"Dodane", "Cena", "Lokalizacja", "Opis", "ID"},
			"pt": {"Publicado em", "Preço", "Localização", "Descrição", "Cód. do anúncio"},
			"uk": {"Опубліковано", "Ціна", "Розташування", "Опис", "ID"},
			"id": {"Diposting", "Harga", "Lokasi", "Deskripsi", "ID Iklan"},
		}[L.Code]
		fill := map[string][]string{
			"pl": {"Stan bardzo dobry, mało używany.", "Odbiór osobisty lub wysyłka OLX.", "Cena do negocjacji."},
			"pt": {"Em ótimo estado, pouco uso.", "Retirada no local ou envio pela OLX.", "Aceito proposta."},
			"uk": {"Стан відмінний.", "Самовивіз або доставка OLX.", "Торг доречний."},
			"id": {"Kondisi mulus, jarang dipakai.", "COD area sekitar.", "Harga nego tipis."},
		}[L.Code]
		nocall := map[string]string{"pl": "Tylko przez czat OLX.", "pt": "Só pelo chat da OLX.", "uk": "Пишіть у чат OLX.", "id": "Chat via OLX aja."}[L.Code]
		fmt.Fprintf(&sb, "%s\n", capFirst(fmt.Sprintf(pick(L.Sell...), pick(L.Items...))))
		fmt.Fprintf(&sb, "%s: %s\n%s: %s\n%s: %s\n\n%s:\n", lab[0], b.K(L.Date(randTime())), lab[1], b.K(L.Price()), lab[2], pick(L.Cities...), lab[3])
		sb.WriteString(pick(fill...) + " " + pick(L.Thanks...) + "\n")
		if !b.clean {
			sb.WriteString(capFirst(contactLine(b, L)) + "\n")
		} else {
			sb.WriteString(nocall + "\n")
		}
		fmt.Fprintf(&sb, "%s: %s", lab[4], b.K(nz(9)))
		return sb.String()
	})

	reg("avito_listing", true, true, func(b *B) string {
		L := locs["ru"]
		t := randTime()
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n%s\n", capFirst(fmt.Sprintf(pick(L.Sell...), pick(L.Items...))), b.K(L.Price()))
		fmt.Fprintf(&sb, "№ %s · %d %s в %s\n\n", b.K(pick("2", "3", "4")+digits(9)), t.Day(), pick("марта", "апреля", "мая", "июня", "октября"), b.K(clock24(t)))
		fmt.Fprintf(&sb, "Адрес\n%s\n\nОписание\n%s\n", pick(L.Cities...), pick("Состояние отличное, всё работает. ", "Самовывоз. Торг у подъезда. ", "Отправка Авито Доставкой. ")+pick("Без обмена.", "Звонить после 18:00.", "Перекупам не беспокоить."))
		if !b.clean {
			fmt.Fprintf(&sb, "%s\n", capFirst(pickF(func() string { return callLine(b, L) }, func() string { return "Телефон: " + b.P("phone", L.Phone().Disp) }, func() string { return "Пишите в Telegram или WhatsApp " + b.P("phone", L.Phone().Disp) })))
		} else {
			sb.WriteString("Звонки отключены, пишите в сообщения Авито.\n")
		}
		fmt.Fprintf(&sb, "%d просмотров (+%d сегодня)", rn(20, 3000), rn(0, 90))
		return sb.String()
	})

	reg("mercari_listing", true, true, func(b *B) string {
		L := locs["ja"]
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s\n%s（税込）送料込み\n商品ID: %s\n\n", fmt.Sprintf(pick(L.Sell...), pick(L.Items...)), b.K(L.Price()), b.K("m"+digits(11)))
		fmt.Fprintf(&sb, "商品の状態：%s\n配送の方法：%s\n発送までの日数：%s\n\n", pick("未使用に近い", "目立った傷や汚れなし", "やや傷や汚れあり"), pick("らくらくメルカリ便", "ゆうゆうメルカリ便", "未定"), pick("1~2日で発送", "2~3日で発送", "4~7日で発送"))
		sb.WriteString(pick("即購入OKです。", "お値下げ不可です。", "ペット・喫煙者なし。", "プロフィール必読。") + "\n")
		if !b.clean {
			sb.WriteString(pick("まとめ買いの方は直接ご連絡ください：", "質問はこちらへ → ", "取り置き希望の方 ") + pickF(func() string { return b.P("email", emailFor(L)) }, func() string { return b.P("email", obfEmail(L)) }, func() string { return b.P("phone", L.Phone().Disp) }) + "\n")
		}
		sb.WriteString(b.K(pick("#ニンテンドー", "#美品", "#まとめ売り", "#早い者勝ち")))
		return sb.String()
	})

	reg("marketplace_scam_chat", true, true, func(b *B) string {
		L := locOf("en", "pt", "es", "ru", "pl", "id", "engb", "tr")
		S := scamLines[L.Code]
		if S == nil {
			S = scamLines["en"]
		}
		t := randTime()
		buyer, seller := handle(L), handle(L)
		order := b.K(pick("#"+nz(8), "MKT-"+rs(ualnum, 8), nz(9)))
		var lines []string
		add := func(who, msg string) {
			t = step(t)
			lines = append(lines, fmt.Sprintf("[%s] %s: %s", clock24(t), who, msg))
		}
		add(buyer, pick(S["open"]...))
		if b.clean {
			add(seller, pick(S["no"]...))
			add(buyer, "ok "+order)
			add(seller, pick(S["report"]...))
			return join(lines...)
		}
		add(seller, pick(S["what"]...))
		add(buyer, pick(S["card"]...))
		add(seller, b.P("credit_card", cardFor(L))+pick("", " "+fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 30))))
		if chance(.5) {
			add(buyer, pick(S["phone"]...))
			add(seller, b.P("phone", L.Phone().Disp))
		}
		add(buyer, "ok "+order)
		return join(lines...)
	})

	reg("classified_short", true, true, func(b *B) string {
		L := anyLoc()
		s := fmt.Sprintf(pick(L.Sell...), pick(L.Items...))
		if b.clean {
			return s + pick(", ", " — ", ". ", " | ") + b.K(L.Price()) + pick(". ", " · ", ", ") + pick(L.Cities...) + pick("", ". DM", " 📦", " (no trades)")
		}
		if chance(.25) {
			return s + pick(", ", " — ", ". ") + b.K(L.Price()) + ". " + pick("no calls, email ", "contact: ", "✉ ", "mail → ") + b.P("email", obfEmail(L))
		}
		return s + pick(", ", " — ", ". ", " | ") + b.K(L.Price()) + pick(". ", " · ", ", ") + capFirst(contactLine(b, L))
	})

	reg("shipping_update", true, true, func(b *B) string {
		L := anyLoc()
		lab := shipLab[L.Code]
		if lab == nil {
			lab = shipLab["en"]
		}
		var sb strings.Builder
		carrier := pick(map[string][]string{"en": {"UPS", "DHL"}, "engb": {"Royal Mail", "DHL"}, "de": {"DHL"}, "fr": {"Colissimo", "DHL"}, "es": {"DHL", "UPS"}, "pt": {"Correios"}, "ru": {"CDEK"},
			"uk": {"Nova Poshta"}, "tr": {"Yurtiçi Kargo"}, "ar": {"DHL", "UPS"}, "fa": {"DHL"}, "hi": {"DHL", "UPS"}, "zh": {"SF Express"}, "ja": {"Yamato"}, "ko": {"CJ대한통운"}, "id": {"J&T Express"},
			"vi": {"J&T Express"}, "pl": {"InPost"}, "it": {"DHL", "UPS"}}[L.Code]...)
		var track string
		switch carrier {
		case "DHL":
			track = noLuhn(func() string { return nz(10) })
		case "UPS":
			track = upsTrack()
		case "Correios":
			track = postTrack("BR")
		case "InPost":
			track = noLuhn(func() string { return digits(24) })
		case "Yamato":
			track = noLuhn(func() string { return nz(12) })
			track = track[:4] + "-" + track[4:8] + "-" + track[8:]
		case "Nova Poshta":
			track = noLuhn(func() string { return "20" + digits(12) })
		case "Royal Mail":
			track = postTrack("GB")
		case "Colissimo":
			track = "6A" + digits(11)
		case "SF Express":
			track = "SF" + digits(13)
		default:
			track = pick("JX", "JP", "") + noLuhn(func() string { return nz(12) })
		}
		fmt.Fprintf(&sb, "%s %s\n", lab[0], b.K(pick("#"+nz(7), amazonOrder(), "MKT-"+rs(ualnum, 8), "m"+digits(11))))
		fmt.Fprintf(&sb, "%s: %s %s\n", lab[1], carrier, b.K(track))
		fmt.Fprintf(&sb, "%s: %s\n", lab[2], b.K(L.Date(randTime())))
		if !b.clean {
			fmt.Fprintf(&sb, "%s %s\n", lab[3], b.P("phone", L.Phone().Disp))
			if chance(.4) {
				fmt.Fprintf(&sb, "%s %s\n", lab[4], b.P("email", emailFor(L)))
			}
		}
		fmt.Fprintf(&sb, "%s %s", lab[5], b.K(fmt.Sprintf("%d,%d kg", rn(0, 12), rn(1, 9))))
		return sb.String()
	})
}

var fbCond = map[string][]string{"en": {"Used - Good", "Used - Like New", "New"}, "pt": {"Usado - Bom estado", "Usado - Como novo", "Novo"}, "es": {"Usado - Buen estado", "Usado - Como nuevo"},
	"fr": {"D'occasion - bon état", "Neuf"}, "de": {"Gebraucht – gut", "Neu"}, "it": {"Usato - buone condizioni", "Nuovo"}, "tr": {"İkinci el - iyi", "Sıfır"}, "id": {"Bekas - Baik", "Baru"}, "vi": {"Đã qua sử dụng - Tốt", "Mới"}, "ar": {"مستعمل - جيد", "جديد"}}
var fbListed = map[string][]string{"en": {"Listed 2 hours ago in %s", "Listed a week ago in %s", "Listed yesterday in %s"}, "pt": {"Anunciado há 2 horas em %s", "Anunciado há uma semana em %s"},
	"es": {"Publicado hace 2 horas en %s", "Publicado hace una semana en %s"}, "fr": {"Mis en vente il y a 2 heures à %s"}, "de": {"Vor 2 Stunden in %s eingestellt"}, "it": {"Messo in vendita 2 ore fa a %s"},
	"tr": {"2 saat önce %s konumunda listelendi"}, "id": {"Dipasang 2 jam lalu di %s"}, "vi": {"Đã niêm yết 2 giờ trước tại %s"}, "ar": {"تم النشر قبل ساعتين في %s"}}
var fbDetails = map[string][]string{"en": {"Details", "Description"}, "pt": {"Detalhes"}, "es": {"Detalles"}, "fr": {"Détails"}, "de": {"Details"}, "it": {"Dettagli"}, "tr": {"Ayrıntılar"}, "id": {"Detail"}, "vi": {"Chi tiết"}, "ar": {"التفاصيل"}}
var fbFill = map[string][]string{"en": {"Barely used, works perfectly.", "Pick up only.", "No lowballers.", "Cash only, no holds."}, "pt": {"Funcionando 100%.", "Retirar no local.", "Sem troca."},
	"es": {"Sin detalles.", "Solo entrega en persona.", "Precio a tratar."}, "fr": {"Très peu servi.", "À récupérer sur place."}, "de": {"Kaum benutzt.", "Nur Abholung."}, "it": {"Usato pochissimo.", "Ritiro a mano."},
	"tr": {"Temiz kullanıldı.", "Elden teslim."}, "id": {"Masih mulus.", "COD only."}, "vi": {"Còn mới 95%.", "Giao dịch trực tiếp."}, "ar": {"استخدام خفيف.", "التسليم يد بيد."}, "hi": {"Barely used.", "Only pickup, no delivery."}}
var fbNoCall = map[string][]string{"en": {"Message me here on Marketplace, I don't answer calls.", "Please don't ask for my number.", "Is this still available? → yes"}, "pt": {"Chama aqui no Messenger.", "Só pelo chat."},
	"es": {"Solo por Messenger.", "Mándame mensaje por aquí."}, "fr": {"Uniquement par Messenger."}, "de": {"Bitte nur über den Messenger."}, "it": {"Solo tramite Messenger."}, "tr": {"Sadece Messenger'dan yazın."},
	"id": {"Chat di Messenger aja ya."}, "vi": {"Inbox Messenger nhé."}, "ar": {"راسلني هنا فقط."}}

var vintedLines = map[string]map[string][]string{
	"fr": {"slug": {"robe-zara-taille-m", "sweat-carhartt", "jean-levis-501"}, "avail": {"Bonjour, toujours dispo ?", "Coucou, c'est encore dispo ?"}, "yes": {"Oui !", "Oui bien sûr"},
		"buy": {"Je fais l'achat via Vinted avec la protection acheteurs."}, "sent": {"Envoyé ! Suivi : "}, "paypal": {"Pour éviter les frais, paie en PayPal entre amis :"},
		"wa": {"Écris-moi sur WhatsApp c'est plus simple : "}, "askmail": {"Je peux te payer par virement, tu me donnes ton mail ?"}, "ok": {"Ça marche", "ok merci"}},
	"de": {"slug": {"nike-air-force-1", "pullover-cos", "winterjacke-tnf"}, "avail": {"Hallo, ist das noch da?", "Hi, noch verfügbar?"}, "yes": {"Ja", "Ja, klar"},
		"buy": {"Kaufe direkt über Vinted."}, "sent": {"Verschickt, Sendungsnummer "}, "paypal": {"Ohne Gebühren? PayPal Freunde:"},
		"wa": {"Schreib mir lieber auf WhatsApp: "}, "askmail": {"Mail für PayPal?"}, "ok": {"Passt", "Super, danke"}},
	"pl": {"slug": {"kurtka-zimowa", "sukienka-reserved", "buty-adidas"}, "avail": {"Dzień dobry, aktualne?", "Hej, jeszcze dostępne?"}, "yes": {"Tak", "Tak, aktualne"},
		"buy": {"Kupuję przez Vinted, wysyłka InPost."}, "sent": {"Wysłane, numer przesyłki "}, "paypal": {"Bez opłat – PayPal:"},
		"wa": {"Napisz na WhatsApp: "}, "askmail": {"Podasz maila do PayPala?"}, "ok": {"Dobra", "Ok, dzięki"}},
	"it": {"slug": {"borsa-guess", "felpa-nike", "jeans-vintage"}, "avail": {"Ciao, è ancora disponibile?"}, "yes": {"Sì", "Sì certo"},
		"buy": {"Compro tramite Vinted."}, "sent": {"Spedito: "}, "paypal": {"PayPal amici senza commissioni:"},
		"wa": {"Scrivimi su WhatsApp: "}, "askmail": {"Mi dai la mail per PayPal?"}, "ok": {"Perfetto", "Ok grazie"}},
	"en": {"slug": {"levis-501", "jersey-vintage", "barbour-jacket"}, "avail": {"Hi, is this still available?", "Hiya, still got this?"}, "yes": {"Yes!", "Yep"},
		"buy": {"Buying through the app now."}, "sent": {"Posted, tracking "}, "paypal": {"Pay me on PayPal F&F to skip the fees:"},
		"wa": {"Text me on WhatsApp: "}, "askmail": {"Give me your email for PayPal?"}, "ok": {"ok", "👍", "Cheers"}},
	"es": {"slug": {"vestido-mango", "zapatillas-nike", "chaqueta-vaquera"}, "avail": {"Hola, ¿sigue disponible?"}, "yes": {"Sí", "Sí, claro"},
		"buy": {"Lo compro por Vinted."}, "sent": {"Enviado, seguimiento "}, "paypal": {"Sin comisiones, PayPal amigos:"},
		"wa": {"Escríbeme al WhatsApp: "}, "askmail": {"¿Me pasas tu correo para PayPal?"}, "ok": {"Vale", "Perfecto"}},
}

var scamLines = map[string]map[string][]string{
	"en": {"open": {"I'll buy it, I'll send a courier.", "I paid already, check the link to receive money."}, "no": {"No thanks, only in person.", "Only through the app."},
		"report": {"Reported you. Fake delivery link scam.", "Blocking. 🚩"}, "what": {"what do you need?", "ok how do I get paid?"},
		"card": {"to receive the money enter your card on the page or send it here", "send me the card number so the bank can deposit"}, "phone": {"and the phone linked to the bank?", "phone number for the SMS code?"}},
	"pt": {"open": {"Quero comprar, vou pagar pelo 'OLX Pay'.", "Já paguei, clica no link pra receber."}, "no": {"Só pelo app, obrigado.", "Só entrego pessoalmente."},
		"report": {"Denunciado. Golpe do link falso.", "Bloqueado 🚩"}, "what": {"como recebo?", "o que precisa?"},
		"card": {"manda os dados do cartão pra eu depositar", "coloca o número do cartão aqui pra liberar o pagamento"}, "phone": {"e o telefone do banco?", "qual teu celular pro código?"}},
	"es": {"open": {"Lo compro, te mando el link de pago.", "Ya pagué, entra al link para cobrar."}, "no": {"Solo en persona, gracias.", "Solo por la app."},
		"report": {"Denunciado. Es estafa.", "Bloqueado 🚩"}, "what": {"¿qué datos necesitas?", "¿cómo cobro?"},
		"card": {"pásame tu número de tarjeta para el depósito", "pon los datos de la tarjeta para recibir el pago"}, "phone": {"¿y tu teléfono para el código?"}},
	"ru": {"open": {"Беру, оформлю доставку.", "Я оплатил, перейдите по ссылке для получения денег."}, "no": {"Только Авито Доставка.", "Только лично."},
		"report": {"Пожаловался. Это мошенники.", "Блок 🚩"}, "what": {"что нужно?", "как получить деньги?"},
		"card": {"введите данные карты для получения оплаты", "скиньте номер карты, переведу"}, "phone": {"и телефон, привязанный к карте?"}},
	"pl": {"open": {"Kupuję, zamówię kuriera.", "Zapłaciłem, kliknij w link, żeby odebrać pieniądze."}, "no": {"Tylko przez OLX, dzięki."},
		"report": {"Zgłoszone. Oszustwo.", "Blokuję 🚩"}, "what": {"co potrzebujesz?", "jak odebrać?"},
		"card": {"podaj numer karty, żeby bank przelał środki"}, "phone": {"a numer telefonu do banku?"}},
	"id": {"open": {"Saya beli ya, kurir saya yang jemput.", "Sudah saya bayar, klik link buat terima dana."}, "no": {"COD aja kak.", "Lewat aplikasi aja."},
		"report": {"Sudah saya laporkan, penipu.", "Blokir 🚩"}, "what": {"perlu apa kak?", "gimana cara terimanya?"},
		"card": {"kirim nomor kartu biar dananya masuk"}, "phone": {"nomor HP yang terdaftar di bank?"}},
	"tr": {"open": {"Alıyorum, kurye göndereceğim.", "Ödemeyi yaptım, linke tıklayıp parayı alın."}, "no": {"Sadece elden.", "Sadece uygulama üzerinden."},
		"report": {"Şikayet ettim, dolandırıcı.", "Engellendi 🚩"}, "what": {"ne lazım?", "parayı nasıl alacağım?"},
		"card": {"ödemeyi almak için kart numaranı yaz"}, "phone": {"bankaya kayıtlı telefon?"}},
}

var shipLab = map[string][]string{
	"en": {"Order", "Shipped via", "ETA", "Recipient phone for the courier:", "Notify:", "Weight"}, "pt": {"Pedido", "Enviado por", "Previsão", "Telefone do destinatário:", "Avisar:", "Peso"},
	"es": {"Pedido", "Enviado por", "Llega", "Teléfono del destinatario:", "Avisar a:", "Peso"}, "de": {"Bestellung", "Versand mit", "Zustellung", "Tel. Empfänger:", "Benachrichtigung an:", "Gewicht"},
	"ru": {"Заказ", "Отправлено", "Ожидается", "Телефон получателя:", "Уведомления:", "Вес"}, "ja": {"注文", "発送", "お届け予定", "受取人電話番号:", "通知先:", "重量"},
	"id": {"Pesanan", "Dikirim via", "Estimasi", "No HP penerima:", "Notifikasi:", "Berat"}, "tr": {"Sipariş", "Kargo", "Tahmini teslim", "Alıcı telefonu:", "Bildirim:", "Ağırlık"},
	"fr": {"Commande", "Expédié via", "Livraison prévue", "Tél. destinataire :", "Notifier :", "Poids"}, "pl": {"Zamówienie", "Wysłano przez", "Dostawa", "Tel. odbiorcy:", "Powiadomienia:", "Waga"},
	"ko": {"주문", "배송", "도착 예정", "수령인 연락처:", "알림:", "무게"}, "zh": {"订单", "快递", "预计送达", "收件人电话：", "通知邮箱：", "重量"}, "vi": {"Đơn hàng", "Gửi qua", "Dự kiến", "SĐT người nhận:", "Thông báo:", "Khối lượng"},
	"it": {"Ordine", "Spedito con", "Consegna prevista", "Tel. destinatario:", "Notifica:", "Peso"}, "uk": {"Замовлення", "Відправлено", "Очікується", "Телефон отримувача:", "Сповіщення:", "Вага"},
}
