package main

import "fmt"

// chatKinds: support-bot transcripts, in the languages such bots run in.
func chatKinds() []kind {
	return []kind{
		{"support_chat_en", func(g *G) string {
			e, ph := g.p("email", g.email("en")), g.p("phone", g.phone("us"))
			return fs("[%s] user: hi, I was double charged for order %s. you can reach me at %s or text %s\n[%s] assistant: Sorry about that! I've opened ticket %s and refunded $%s. The refund takes 5-10 business days.",
				g.k(g.hm()), g.k(g.order()), e, ph, g.hm(), g.k(g.ticket()), g.k(g.price()))
		}},
		{"support_chat_en_uk", func(g *G) string {
			e, ph := g.p("email", g.email("en")), g.p("phone", g.phone("uk"))
			return fs("Customer: The parcel for %s never arrived. Please ring me on %s, or email %s.\nBot: Thanks — tracking %s shows it was held at the depot. Reference: %s.",
				g.k(g.order()), ph, e, g.k("JD0002"+g.dg(12)), g.k(g.ticket()))
		}},
		{"support_chat_es", func(g *G) string {
			e, ph := g.p("email", g.email("es")), g.p("phone", g.phone("es"))
			return fs("usuario: Buenas, el pedido %s llegó roto. Mi correo es %s y mi móvil %s.\nasistente: Lo siento mucho. He creado la incidencia %s; te devolvemos %s € en 3-5 días hábiles.",
				g.k(g.order()), e, ph, g.k(g.ticket()), g.k(g.price()))
		}},
		{"support_chat_mx", func(g *G) string {
			e, ph := g.p("email", g.email("mx")), g.p("phone", g.phone("mx"))
			return fs("Cliente: oigan, no me llegó la factura del folio %s. Me la mandan a %s? Mi cel es %s\nAgente virtual: ¡Claro! La factura CFDI por $%s MXN se enviará en 24 h.",
				g.k("F-"+g.dg(6)), e, ph, g.k(g.price()))
		}},
		{"support_chat_de", func(g *G) string {
			e, ph := g.p("email", g.email("de")), g.p("phone", g.phone("de"))
			return fs("Kunde: Guten Tag, meine Bestellung %s vom %s ist noch nicht da. Erreichbar unter %s oder per Mail an %s.\nAssistent: Danke! Ich habe den Vorgang %s angelegt. Sendungsnummer: %s.",
				g.k(g.order()), g.k(fmt.Sprintf("%02d.%02d.2024", g.n(1, 28), g.n(1, 12))), ph, e, g.k(g.ticket()), g.k("00340434"+g.dg(12)))
		}},
		{"support_chat_fr", func(g *G) string {
			e, ph := g.p("email", g.email("fr")), g.p("phone", g.phone("fr"))
			return fs("Client : Bonjour, je n'arrive plus à me connecter. Mon adresse est %s, vous pouvez m'appeler au %s.\nAssistant : Merci ! Votre demande %s est enregistrée, un conseiller vous rappelle avant %s.",
				e, ph, g.k(g.ticket()), g.k(g.hm()))
		}},
		{"support_chat_pt_br", func(g *G) string {
			e, ph := g.p("email", g.email("pt")), g.p("phone", g.phone("br"))
			return fs("Cliente: Oi, paguei o pedido %s no Pix mas aparece pendente. Meu WhatsApp é %s e o e-mail %s\nAssistente: Obrigado! Protocolo %s. O valor de R$ %s será conciliado em até 2 horas.",
				g.k(g.order()), ph, e, g.k(g.idn(14)), g.k(fmt.Sprintf("%d,%02d", g.n(10, 900), g.n(0, 99))))
		}},
		{"support_chat_it", func(g *G) string {
			e, ph := g.p("email", g.email("it")), g.p("phone", g.phone("it"))
			return fs("Utente: Salve, vorrei disdire l'abbonamento Pro (fattura %s). Email %s, cellulare %s.\nAssistente: Fatto, la disdetta è effettiva dal %s.",
				g.k(g.order()), e, ph, g.k(g.date()))
		}},
		{"support_chat_ja", func(g *G) string {
			e, ph := g.p("email", g.email("ja")), g.p("phone", g.phone("jp"))
			return fs("ユーザー：注文番号%sの商品がまだ届きません。連絡先は%s、メールは%sです。\nアシスタント：ご不便をおかけしております。お問い合わせ番号%sで確認いたします。",
				g.k(g.dg(10)), ph, e, g.k(g.ticket()))
		}},
		{"support_chat_zh", func(g *G) string {
			e, ph := g.p("email", g.email("zh")), g.p("phone", g.phone("cn"))
			return fs("用户：你好，订单号 %s 还没发货，我的手机号是 %s，邮箱 %s，麻烦尽快处理。\n助手：您好，已为您催单，工单号 %s，预计 %s 前发出。",
				g.k(g.idn(18)), ph, e, g.k(g.ticket()), g.k(g.date()))
		}},
		{"support_chat_ko", func(g *G) string {
			e, ph := g.p("email", g.email("ko")), g.p("phone", g.phone("kr"))
			return fs("고객: 주문번호 %s 환불 요청합니다. 연락처는 %s, 이메일은 %s 입니다.\n상담봇: 접수되었습니다. 접수번호 %s, 환불 금액 %s원.",
				g.k(g.dg(12)), ph, e, g.k(g.ticket()), g.k(fmt.Sprintf("%d,%03d", g.n(10, 900), g.n(0, 999))))
		}},
		{"support_chat_nl", func(g *G) string {
			e, ph := g.p("email", g.email("nl")), g.p("phone", g.phone("nl"))
			return fs("Klant: Hoi, mijn abonnement (klantnummer %s) is twee keer afgeschreven. Bel me op %s of mail naar %s.\nAssistent: Excuses! Ik heb melding %s aangemaakt.",
				g.k(g.dg(8)), ph, e, g.k(g.ticket()))
		}},
		{"support_chat_pl", func(g *G) string {
			e, ph := g.p("email", g.email("pl")), g.p("phone", g.phone("pl"))
			return fs("Klient: Dzień dobry, zamówienie %s przyszło niekompletne. Mój telefon: %s, e-mail: %s\nAsystent: Przepraszamy, zgłoszenie %s zostało przyjęte.",
				g.k(g.order()), ph, e, g.k(g.ticket()))
		}},
		{"support_chat_ru", func(g *G) string {
			e, ph := g.p("email", g.email("ru")), g.p("phone", g.phone("ru"))
			return fs("Клиент: Здравствуйте, по заказу %s не пришёл чек. Мой телефон %s, почта %s.\nБот: Спасибо, обращение №%s передано в бухгалтерию.",
				g.k(g.order()), ph, e, g.k(g.dg(7)))
		}},
		{"support_chat_tr", func(g *G) string {
			e, ph := g.p("email", g.email("tr")), g.p("phone", g.phone("tr"))
			return fs("Müşteri: Merhaba, %s numaralı siparişim iptal oldu ama para iade edilmedi. Telefonum %s, e-postam %s\nAsistan: Talebiniz %s numarasıyla kaydedildi.",
				g.k(g.dg(9)), ph, e, g.k(g.ticket()))
		}},
		{"support_chat_hi", func(g *G) string {
			e, ph := g.p("email", g.email("in")), g.p("phone", g.phone("in"))
			return fs("ग्राहक: नमस्ते, मेरा ऑर्डर %s अभी तक नहीं आया। मेरा फोन नंबर %s है और ईमेल %s\nसहायक: क्षमा करें, आपकी शिकायत संख्या %s है।",
				g.k(g.order()), ph, e, g.k(g.ticket()))
		}},
		{"support_chat_au", func(g *G) string {
			e, ph := g.p("email", g.email("au")), g.p("phone", g.phone("au"))
			return fs("User: G'day, my booking %s for %s got cancelled?? mobile %s, email %s\nAgent: Sorry! I've rebooked you — confirmation %s.",
				g.k(g.rs(upper+digits, 6)), g.k(g.date()), ph, e, g.k(g.rs(upper+digits, 8)))
		}},
		{"support_chat_ca_fr", func(g *G) string {
			e, ph := g.p("email", g.email("fr")), g.p("phone", g.phone("ca"))
			return fs("Client : Allô, je veux changer l'adresse de livraison de la commande %s. Mon cell : %s, courriel : %s\nAssistant : C'est noté, dossier %s.",
				g.k(g.order()), ph, e, g.k(g.ticket()))
		}},
		{"chat_card_paste", func(g *G) string {
			c := g.p("credit_card", g.card())
			switch g.r.Intn(4) {
			case 0:
				return fs("user: just charge this card instead: %s exp %s, the order is %s\nassistant: I'm sorry, I can't process card numbers in chat. Please use the secure payment link for order %s.", c, g.k(fmt.Sprintf("%02d/%d", g.n(1, 12), g.n(26, 31))), g.k(g.order()), g.pick("above", "#"+g.dg(5)))
			case 1:
				return fs("usuario: cárgalo a mi tarjeta %s por favor, son %s €\nasistente: Por seguridad no puedo recibir datos de tarjeta en el chat.", c, g.k(g.price()))
			case 2:
				return fs("Kunde: Bitte buchen Sie von meiner Kreditkarte %s ab (Rechnung %s).\nBot: Aus Sicherheitsgründen bitte keine Kartennummern im Chat senden.", c, g.k(g.order()))
			default:
				return fs("ユーザー：カード番号は%sです。お支払いは%s円です。\nアシスタント：恐れ入りますが、チャットでカード情報はお受けできません。", c, g.k(fmt.Sprintf("%d,%03d", g.n(1, 99), g.n(0, 999))))
			}
		}},
		{"chat_ssn_tax_bot", func(g *G) string {
			switch g.r.Intn(4) {
			case 0:
				return fs("user: I'm filling out my W-4 with your help. My SSN is %s and I have %s dependents. Filing status: married jointly.\nassistant: I can help with the worksheet, but please don't share your SSN here.", g.p("ssn", g.ssn()), g.k(fmt.Sprint(g.n(1, 4))))
			case 1:
				return fs("user: I don't have an SSN yet, my ITIN is %s — can I still claim the child tax credit for %s?\nassistant: For tax year %s the CTC requires an SSN for the child.", g.p("ssn", g.itin()), g.k("2024"), g.k("2024"))
			case 2:
				return fs("usuario: Mi número de seguro social es %s, ¿cómo pido mi 1099-NEC?\nasistente: Por favor no compartas tu número aquí.", g.p("ssn", g.ssn()))
			default:
				a, b, c := g.ssnParts()
				return fs("user: ssn %s, filed on %s, case %s. why was my refund of $%s held?", g.p("ssn", a+" "+b+" "+c), g.k(g.date()), g.k(g.ticket()), g.k(g.price()))
			}
		}},
	}
}
