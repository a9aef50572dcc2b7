package main

// Support tickets and replies in fourteen languages. Each language has
// sentences for a phone, an e-mail, a card and clean ones; one is picked per line.

type tl struct {
	lc                        string
	phone, email, card, clean []string
}

var ticketLangs = []tl{
	{lc: "en",
		phone: []string{
			"Hi, I'm still waiting on order ⟨order⟩ (placed ⟨date⟩). Please call me back at ⟨phone:us⟩ — I'm free after ⟨time⟩.",
			"Ticket ⟨ticket⟩: customer asked for a callback on ⟨phone::intl⟩, ⟨ext⟩ is her desk line. Refund of ⟨price⟩ pending.",
			"Hello team,\nmy new mobile number is ⟨phone:uk:nat⟩, the old one no longer works. Account ref ⟨order⟩.\nThanks, ⟨first⟩",
			"Agent reply: Thanks ⟨first⟩! I've updated the delivery contact to ⟨phone:au⟩ for shipment ⟨track⟩.",
			"You can reach our site manager ⟨full⟩ on ⟨phone:ca⟩ ⟨ext⟩ between ⟨time⟩ and 5pm EST.",
		},
		email: []string{
			"Please send the invoice ⟨inv⟩ to ⟨email⟩ instead of my work address, thanks.",
			"Customer ⟨full⟩ <⟨email⟩> reports that firmware ⟨ver⟩ bricked the router on ⟨date⟩.",
			"Re: ⟨ticket⟩ — I forwarded the logs to ⟨oemail:work⟩ and cc'd ⟨email⟩. Total charged: ⟨price⟩.",
		},
		card: []string{
			"My card ⟨card⟩ was charged twice for order ⟨order⟩ (⟨price⟩ each) on ⟨date⟩. Please refund one.",
			"Can you switch the subscription to my other card, ⟨card::space⟩ exp ⟨exp⟩? The one ending ⟨last4⟩ expired.",
			"Chat transcript ⟨ticket⟩\n[⟨time⟩] Customer: the number is ⟨card:amex:space⟩\n[⟨time⟩] Agent: thanks, never share the CVV here please.",
		},
		clean: []string{
			"Hi, order ⟨order⟩ shipped on ⟨date⟩ with tracking ⟨track⟩ but the page still says 'processing'. Total was ⟨price⟩.",
			"Agent note ⟨ticket⟩: customer on app ⟨ver⟩, crash reproducible, see ⟨reqid⟩. Escalated to L2 at ⟨time⟩.",
			"Please call support on our toll-free line and ask for ⟨ext⟩; reference ⟨ticket⟩, refund ⟨price⟩ approved ⟨date⟩.",
		}},
	{lc: "de",
		phone: []string{
			"Hallo, meine Bestellung ⟨order⟩ vom ⟨date⟩ ist noch nicht da. Bitte rufen Sie mich unter ⟨phone:de⟩ zurück.",
			"Sehr geehrte Damen und Herren,\nich bin tagsüber unter ⟨phone:de:nat⟩ erreichbar, ⟨ext⟩. Vorgang ⟨ticket⟩.\nMit freundlichen Grüßen\n⟨full⟩",
			"Rückrufbitte: Herr/Frau ⟨full⟩, Tel. ⟨phone:de:intl⟩, Rechnung ⟨inv⟩ über ⟨price⟩ doppelt abgebucht.",
			"Meine neue Handynummer lautet ⟨phone:at⟩ – bitte im Kundenkonto ändern (Kundennr. ⟨id⟩).",
		},
		email: []string{
			"Bitte schicken Sie die Rechnung ⟨inv⟩ an ⟨email⟩, nicht an die alte Adresse. Danke!",
			"Kunde ⟨full⟩ (⟨email⟩) meldet: Update ⟨ver⟩ vom ⟨date⟩ lässt sich nicht installieren.",
			"Antwort an ⟨email⟩: Ihre Rücksendung zu Auftrag ⟨order⟩ ist am ⟨date⟩ eingegangen, Erstattung ⟨price⟩.",
		},
		card: []string{
			"Meine Kreditkarte ⟨card⟩ wurde am ⟨date⟩ zweimal mit ⟨price⟩ belastet, Bestellung ⟨order⟩.",
			"Bitte buchen Sie künftig von dieser Karte ab: ⟨card:mastercard:space⟩, gültig bis ⟨exp⟩.",
		},
		clean: []string{
			"Bestellung ⟨order⟩ vom ⟨date⟩, Sendungsnummer ⟨track⟩, Betrag ⟨price⟩ — Status seit Tagen unverändert.",
			"Interne Notiz ⟨ticket⟩: Kunde nutzt Version ⟨ver⟩, Lieferadresse ⟨zip⟩, Rückruf um ⟨time⟩ vereinbart.",
			"Bitte wählen Sie unsere Zentrale und dann ⟨ext⟩; Ihre Vorgangsnummer ist ⟨ticket⟩.",
		}},
	{lc: "fr",
		phone: []string{
			"Bonjour, ma commande ⟨order⟩ du ⟨date⟩ n'est toujours pas arrivée. Merci de me rappeler au ⟨phone:fr⟩.",
			"Madame, Monsieur,\nvous pouvez me joindre au ⟨phone:fr:nat⟩ (⟨ext⟩) en journée. Dossier ⟨ticket⟩.\nCordialement, ⟨full⟩",
			"Mon nouveau numéro de portable est le ⟨phone:fr:intl⟩, merci de mettre à jour la fiche client ⟨id⟩.",
		},
		email: []string{
			"Merci d'envoyer la facture ⟨inv⟩ à ⟨email⟩ plutôt qu'à mon adresse pro.",
			"Client ⟨full⟩ (⟨email⟩) : la mise à jour ⟨ver⟩ du ⟨date⟩ a effacé ses favoris.",
			"Réponse à ⟨email⟩ : votre remboursement de ⟨price⟩ pour la commande ⟨order⟩ est validé.",
		},
		card: []string{
			"Ma carte bancaire ⟨card⟩ a été débitée deux fois (⟨price⟩) le ⟨date⟩ pour la commande ⟨order⟩.",
			"Pouvez-vous utiliser ma nouvelle carte ⟨card:visa:space⟩, expiration ⟨exp⟩ ?",
		},
		clean: []string{
			"Commande ⟨order⟩ passée le ⟨date⟩, colis ⟨track⟩, montant ⟨price⟩ : toujours « en préparation ».",
			"Note interne ⟨ticket⟩ : client sur la version ⟨ver⟩, livraison ⟨zip⟩, rappel prévu à ⟨time⟩.",
			"Pour le service client, composez le standard puis le ⟨ext⟩. Référence ⟨ticket⟩.",
		}},
	{lc: "es",
		phone: []string{
			"Hola, mi pedido ⟨order⟩ del ⟨date⟩ no ha llegado. Por favor llámenme al ⟨phone:es⟩.",
			"Buenas tardes, mi celular es ⟨phone:mx⟩ y estoy disponible después de las ⟨time⟩. Folio ⟨ticket⟩.",
			"Le dejo mi teléfono de contacto: ⟨phone:mx:nat⟩ ⟨ext⟩. Factura ⟨inv⟩ por ⟨price⟩.",
			"Mi nuevo número es ⟨phone:es:intl⟩, actualicen la ficha de cliente ⟨id⟩, gracias. ⟨full⟩",
		},
		email: []string{
			"Por favor envíen la factura ⟨inv⟩ a ⟨email⟩, no a la dirección anterior.",
			"Cliente ⟨full⟩ (⟨email⟩): la actualización ⟨ver⟩ del ⟨date⟩ borró su historial.",
			"Respuesta a ⟨email⟩: su reembolso de ⟨price⟩ del pedido ⟨order⟩ fue aprobado.",
		},
		card: []string{
			"Me cobraron dos veces ⟨price⟩ en mi tarjeta ⟨card⟩ el ⟨date⟩, pedido ⟨order⟩.",
			"Quiero cambiar el método de pago a la tarjeta ⟨card::dash⟩ con vencimiento ⟨exp⟩.",
		},
		clean: []string{
			"Pedido ⟨order⟩ del ⟨date⟩, guía ⟨track⟩, importe ⟨price⟩: sigue 'en tránsito'.",
			"Nota interna ⟨ticket⟩: cliente con versión ⟨ver⟩, devolución aprobada el ⟨date⟩.",
			"Marque al conmutador y pida la ⟨ext⟩, referencia ⟨ticket⟩.",
		}},
	{lc: "pt",
		phone: []string{
			"Olá, meu pedido ⟨order⟩ de ⟨date⟩ ainda não chegou. Podem me ligar no ⟨phone:br⟩?",
			"Bom dia, meu celular é ⟨phone:br:nat⟩, pode chamar no WhatsApp. Protocolo ⟨ticket⟩.",
			"Contato do cliente ⟨full⟩: ⟨phone:pt⟩, ⟨ext⟩. Nota fiscal ⟨inv⟩ no valor de ⟨price⟩.",
		},
		email: []string{
			"Por favor enviem o boleto da fatura ⟨inv⟩ para ⟨email⟩.",
			"Cliente ⟨full⟩ (⟨email⟩) informa que a versão ⟨ver⟩ de ⟨date⟩ trava no login.",
			"Resposta para ⟨email⟩: o estorno de ⟨price⟩ do pedido ⟨order⟩ foi aprovado, entrega ⟨zip⟩.",
		},
		card: []string{
			"Fui cobrado duas vezes no cartão ⟨card:elo⟩ em ⟨date⟩, valor ⟨price⟩, pedido ⟨order⟩.",
			"Quero trocar para o cartão ⟨card::space⟩, validade ⟨exp⟩.",
		},
		clean: []string{
			"Pedido ⟨order⟩ de ⟨date⟩, rastreio ⟨track⟩, valor ⟨price⟩, ⟨zip⟩: parado em trânsito.",
			"Nota interna ⟨ticket⟩: cliente na versão ⟨ver⟩, retorno agendado para ⟨time⟩.",
			"Ligue para a central e peça o ⟨ext⟩. Protocolo ⟨ticket⟩.",
		}},
	{lc: "it",
		phone: []string{
			"Buongiorno, il mio ordine ⟨order⟩ del ⟨date⟩ non è arrivato. Potete richiamarmi al ⟨phone:it⟩?",
			"Il mio cellulare è ⟨phone:it:nat⟩, disponibile dopo le ⟨time⟩. Pratica ⟨ticket⟩. ⟨full⟩",
			"Recapito del cliente: tel. ⟨phone:it:intl⟩ ⟨ext⟩, fattura ⟨inv⟩ di ⟨price⟩.",
		},
		email: []string{
			"Vi prego di inviare la fattura ⟨inv⟩ a ⟨email⟩.",
			"Cliente ⟨full⟩ (⟨email⟩): dopo l'aggiornamento ⟨ver⟩ del ⟨date⟩ l'app si chiude.",
			"Risposta a ⟨email⟩: il rimborso di ⟨price⟩ per l'ordine ⟨order⟩ è stato approvato.",
		},
		card: []string{
			"Sulla mia carta ⟨card⟩ risultano due addebiti di ⟨price⟩ del ⟨date⟩, ordine ⟨order⟩.",
			"Vorrei usare la carta ⟨card:maestro:space⟩ (scad. ⟨exp⟩) per il rinnovo.",
		},
		clean: []string{
			"Ordine ⟨order⟩ del ⟨date⟩, spedizione ⟨track⟩, importo ⟨price⟩: ancora in lavorazione.",
			"Nota interna ⟨ticket⟩: cliente sulla versione ⟨ver⟩, richiamata alle ⟨time⟩.",
			"Chiamate il centralino e chiedete l'⟨ext⟩, pratica ⟨ticket⟩.",
		}},
	{lc: "nl",
		phone: []string{
			"Hallo, mijn bestelling ⟨order⟩ van ⟨date⟩ is nog niet binnen. Kunt u mij terugbellen op ⟨phone:nl⟩?",
			"Mijn mobiele nummer is ⟨phone:nl:nat⟩, bereikbaar na ⟨time⟩. Ticket ⟨ticket⟩. Groet, ⟨full⟩",
			"Contact klant: tel. ⟨phone:nl:intl⟩ ⟨ext⟩, factuur ⟨inv⟩ van ⟨price⟩.",
		},
		email: []string{
			"Graag de factuur ⟨inv⟩ naar ⟨email⟩ sturen.",
			"Klant ⟨full⟩ (⟨email⟩) meldt dat versie ⟨ver⟩ van ⟨date⟩ niet start.",
			"Antwoord aan ⟨email⟩: uw terugbetaling van ⟨price⟩ voor ⟨order⟩ is verwerkt.",
		},
		card: []string{
			"Mijn creditcard ⟨card⟩ is op ⟨date⟩ twee keer belast met ⟨price⟩ (bestelling ⟨order⟩).",
			"Wilt u voortaan deze kaart gebruiken: ⟨card:mastercard:dash⟩, geldig tot ⟨exp⟩?",
		},
		clean: []string{
			"Bestelling ⟨order⟩ van ⟨date⟩, zending ⟨track⟩, bedrag ⟨price⟩, ⟨zip⟩: nog steeds onderweg.",
			"Interne notitie ⟨ticket⟩: klant op versie ⟨ver⟩, terugbelafspraak ⟨time⟩.",
			"Bel de centrale en vraag naar ⟨ext⟩, referentie ⟨ticket⟩.",
		}},
	{lc: "pl",
		phone: []string{
			"Dzień dobry, moje zamówienie ⟨order⟩ z ⟨date⟩ nie dotarło. Proszę o kontakt pod numerem ⟨phone:pl⟩.",
			"Mój numer telefonu: ⟨phone:pl:nat⟩, jestem dostępny po ⟨time⟩. Zgłoszenie ⟨ticket⟩. ⟨full⟩",
			"Kontakt do klienta: tel. ⟨phone:pl:intl⟩ ⟨ext⟩, faktura ⟨inv⟩ na ⟨price⟩.",
		},
		email: []string{
			"Proszę wysłać fakturę ⟨inv⟩ na adres ⟨email⟩.",
			"Klient ⟨full⟩ (⟨email⟩) zgłasza, że wersja ⟨ver⟩ z ⟨date⟩ nie działa.",
			"Odpowiedź do ⟨email⟩: zwrot ⟨price⟩ za zamówienie ⟨order⟩ został zaksięgowany.",
		},
		card: []string{
			"Z mojej karty ⟨card⟩ pobrano dwa razy ⟨price⟩ dnia ⟨date⟩, zamówienie ⟨order⟩.",
			"Proszę obciążać kartę ⟨card:visa:space⟩, ważna do ⟨exp⟩.",
		},
		clean: []string{
			"Zamówienie ⟨order⟩ z ⟨date⟩, przesyłka ⟨track⟩, kwota ⟨price⟩, ⟨zip⟩: nadal w drodze.",
			"Notatka ⟨ticket⟩: klient na wersji ⟨ver⟩, oddzwonimy o ⟨time⟩.",
			"Proszę zadzwonić na centralę i poprosić o ⟨ext⟩, zgłoszenie ⟨ticket⟩.",
		}},
	{lc: "tr",
		phone: []string{
			"Merhaba, ⟨date⟩ tarihli ⟨order⟩ numaralı siparişim gelmedi. Lütfen beni ⟨phone:tr⟩ numarasından arayın.",
			"Cep telefonum: ⟨phone:tr:nat⟩, ⟨time⟩ sonrası ulaşabilirsiniz. Talep ⟨ticket⟩. ⟨full⟩",
			"Müşteri iletişim: Tel ⟨phone:tr:intl⟩ ⟨ext⟩, fatura ⟨inv⟩ tutarı ⟨price⟩.",
		},
		email: []string{
			"Lütfen ⟨inv⟩ numaralı faturayı ⟨email⟩ adresine gönderin.",
			"Müşteri ⟨full⟩ (⟨email⟩): ⟨date⟩ tarihli ⟨ver⟩ güncellemesinden sonra uygulama açılmıyor.",
			"⟨email⟩ adresine yanıt: ⟨order⟩ siparişi için ⟨price⟩ iade edildi.",
		},
		card: []string{
			"Kartımdan (⟨card:troy⟩) ⟨date⟩ tarihinde iki kez ⟨price⟩ çekildi, sipariş ⟨order⟩.",
			"Ödemeyi şu karttan alın lütfen: ⟨card::space⟩, son kullanma ⟨exp⟩.",
		},
		clean: []string{
			"⟨order⟩ numaralı sipariş ⟨date⟩ tarihinde kargoya verildi, takip ⟨track⟩, tutar ⟨price⟩.",
			"İç not ⟨ticket⟩: müşteri ⟨ver⟩ sürümünde, ⟨time⟩ geri arama planlandı.",
			"Santrali arayıp ⟨ext⟩ isteyin, talep ⟨ticket⟩.",
		}},
	{lc: "ru",
		phone: []string{
			"Здравствуйте, мой заказ ⟨order⟩ от ⟨date⟩ так и не пришёл. Перезвоните мне, пожалуйста, по номеру ⟨phone:ru⟩.",
			"Мой мобильный: ⟨phone:ru:nat⟩, звоните после ⟨time⟩. Обращение ⟨ticket⟩. ⟨full⟩",
			"Контакт клиента: тел. ⟨phone:ru:intl⟩, ⟨ext⟩, счёт ⟨inv⟩ на ⟨price⟩.",
		},
		email: []string{
			"Пожалуйста, отправьте счёт ⟨inv⟩ на ⟨email⟩.",
			"Клиент ⟨full⟩ (⟨email⟩): после обновления ⟨ver⟩ от ⟨date⟩ приложение не запускается.",
			"Ответ на ⟨email⟩: возврат ⟨price⟩ по заказу ⟨order⟩ оформлен.",
		},
		card: []string{
			"С моей карты ⟨card:mir⟩ ⟨date⟩ дважды списали ⟨price⟩, заказ ⟨order⟩.",
			"Прошу списывать с карты ⟨card:mir:space⟩, срок действия ⟨exp⟩.",
		},
		clean: []string{
			"Заказ ⟨order⟩ от ⟨date⟩, трек-номер ⟨track⟩, сумма ⟨price⟩ — статус не меняется.",
			"Внутренняя заметка ⟨ticket⟩: клиент на версии ⟨ver⟩, перезвон в ⟨time⟩.",
			"Позвоните в колл-центр и наберите ⟨ext⟩, обращение ⟨ticket⟩.",
		}},
	{lc: "ja",
		phone: []string{
			"お世話になっております。注文番号⟨order⟩（⟨date⟩注文）がまだ届いていません。⟨phone:jp⟩までご連絡ください。",
			"携帯電話：⟨phone:jp:nat:fw⟩\n⟨time⟩以降でしたら対応可能です。問い合わせ番号 ⟨ticket⟩　⟨full⟩",
			"お客様連絡先：TEL ⟨phone:jp:intl⟩（⟨ext⟩）、請求書 ⟨inv⟩、金額 ⟨price⟩。",
			"電話番号が変わりました。新しい番号は⟨phone:jp:nat⟩です。会員番号⟨id⟩。",
		},
		email: []string{
			"請求書 ⟨inv⟩ は ⟨email⟩ 宛にお送りください。",
			"お客様 ⟨full⟩ 様（⟨email⟩）より：⟨date⟩ のアップデート ⟨ver⟩ 以降ログインできないとのこと。",
			"⟨email⟩ 様へのご返信：ご注文 ⟨order⟩ の返金 ⟨price⟩ を処理しました。",
		},
		card: []string{
			"クレジットカード ⟨card:jcb⟩ に ⟨date⟩ 付で ⟨price⟩ が二重請求されています（注文 ⟨order⟩）。",
			"支払いカードを ⟨card:jcb:space⟩（有効期限 ⟨exp⟩）に変更してください。",
		},
		clean: []string{
			"ご注文 ⟨order⟩（⟨date⟩）、追跡番号 ⟨track⟩、金額 ⟨price⟩、⟨zip⟩：まだ発送準備中です。",
			"社内メモ ⟨ticket⟩：お客様はバージョン ⟨ver⟩、⟨time⟩ に折り返し予定。",
			"代表番号にお電話のうえ、⟨ext⟩ をお呼び出しください。受付番号 ⟨ticket⟩。",
		}},
	{lc: "zh",
		phone: []string{
			"你好，我的订单⟨order⟩（⟨date⟩下单）还没收到，请打我电话⟨phone:cn⟩。",
			"我的手机号：⟨phone:cn:nat⟩，⟨time⟩以后方便接听。工单⟨ticket⟩ ⟨full⟩",
			"客户联系方式：电话 ⟨phone:cn:intl⟩ ⟨ext⟩，发票 ⟨inv⟩，金额 ⟨price⟩。",
		},
		email: []string{
			"请把发票⟨inv⟩发到⟨email⟩，谢谢。",
			"客户⟨full⟩（⟨email⟩）反馈：⟨date⟩更新到⟨ver⟩后无法登录。",
			"回复 ⟨email⟩：订单⟨order⟩的退款⟨price⟩已处理。",
		},
		card: []string{
			"我的银联卡⟨card:unionpay⟩在⟨date⟩被重复扣款⟨price⟩，订单号⟨order⟩。",
			"请改用这张卡扣款：⟨card:unionpay:space⟩，有效期⟨exp⟩。",
		},
		clean: []string{
			"订单⟨order⟩（⟨date⟩）物流单号⟨track⟩，金额⟨price⟩，一直显示运输中。",
			"内部备注⟨ticket⟩：客户使用版本⟨ver⟩，⟨time⟩回电。",
			"请拨打总机后转⟨ext⟩，工单号⟨ticket⟩。",
		}},
	{lc: "ar",
		phone: []string{
			"مرحباً، طلبي رقم ⟨order⟩ بتاريخ ⟨date⟩ لم يصل بعد. يرجى الاتصال بي على ⟨phone:sa⟩.",
			"رقم جوالي: ⟨phone:sa:nat:ar⟩، متاح بعد الساعة ⟨time⟩. رقم التذكرة ⟨ticket⟩. ⟨full⟩",
			"هاتف العميل: ⟨phone:eg:intl:ar⟩ — الفاتورة ⟨inv⟩ بمبلغ ⟨price⟩.",
			"تواصل معي على الواتساب ⟨phone:ae:intl⟩ بخصوص الطلب ⟨order⟩.",
		},
		email: []string{
			"يرجى إرسال الفاتورة ⟨inv⟩ إلى ⟨email⟩.",
			"العميل ⟨full⟩ (⟨email⟩): التطبيق لا يعمل بعد تحديث ⟨ver⟩ بتاريخ ⟨date⟩.",
			"رد إلى ⟨email⟩: تم استرداد ⟨price⟩ للطلب ⟨order⟩.",
		},
		card: []string{
			"تم خصم ⟨price⟩ مرتين من بطاقتي ⟨card⟩ بتاريخ ⟨date⟩، الطلب ⟨order⟩.",
			"أرجو استخدام البطاقة ⟨card:mastercard:space⟩ تنتهي ⟨exp⟩.",
		},
		clean: []string{
			"الطلب ⟨order⟩ بتاريخ ⟨date⟩، رقم الشحنة ⟨track⟩، المبلغ ⟨price⟩: ما زال قيد التوصيل.",
			"ملاحظة داخلية ⟨ticket⟩: العميل على الإصدار ⟨ver⟩، معاودة الاتصال ⟨time⟩.",
			"اتصل بالسنترال واطلب ⟨ext⟩، رقم التذكرة ⟨ticket⟩.",
		}},
	{lc: "hi",
		phone: []string{
			"नमस्ते, मेरा ऑर्डर ⟨order⟩ (⟨date⟩) अभी तक नहीं आया। कृपया मुझे ⟨phone:in⟩ पर कॉल करें।",
			"मेरा मोबाइल नंबर: ⟨phone:in:nat:hi⟩, ⟨time⟩ के बाद उपलब्ध। टिकट ⟨ticket⟩। ⟨full⟩",
			"ग्राहक संपर्क: फ़ोन ⟨phone:in:intl⟩ ⟨ext⟩, इनवॉइस ⟨inv⟩, राशि ⟨price⟩।",
			"Hi, mera number ⟨phone:in:nat⟩ hai, please callback karo, order ⟨order⟩ ka refund ⟨price⟩ pending hai.",
		},
		email: []string{
			"कृपया इनवॉइस ⟨inv⟩ ⟨email⟩ पर भेजें।",
			"ग्राहक ⟨full⟩ (⟨email⟩): ⟨date⟩ को ⟨ver⟩ अपडेट के बाद ऐप नहीं खुल रहा।",
			"⟨email⟩ को उत्तर: ऑर्डर ⟨order⟩ का रिफंड ⟨price⟩ प्रोसेस हो गया है।",
		},
		card: []string{
			"मेरे RuPay कार्ड ⟨card:rupay⟩ से ⟨date⟩ को दो बार ⟨price⟩ कटे, ऑर्डर ⟨order⟩।",
			"कृपया इस कार्ड से भुगतान लें: ⟨card:rupay:space⟩, समाप्ति ⟨exp⟩।",
		},
		clean: []string{
			"ऑर्डर ⟨order⟩ (⟨date⟩), ट्रैकिंग ⟨track⟩, राशि ⟨price⟩ — अभी भी रास्ते में।",
			"आंतरिक नोट ⟨ticket⟩: ग्राहक वर्ज़न ⟨ver⟩ पर, ⟨time⟩ पर कॉल बैक।",
			"कृपया हेल्पलाइन पर कॉल करके ⟨ext⟩ माँगें, टिकट ⟨ticket⟩।",
		}},
}

func ticketTemplates() (pii, clean []tmpl) {
	for _, l := range ticketLangs {
		l := l
		mk := func(kind string, xs []string) tmpl {
			return tmpl{kind: kind + "_" + l.lc, lc: l.lc, f: func(g *G, r *rec) { g.x(r, xs[g.in(len(xs))]) }}
		}
		pii = append(pii, mk("ticket_phone", l.phone), mk("ticket_email", l.email), mk("ticket_card", l.card))
		clean = append(clean, mk("clean_ticket", l.clean))
	}
	return
}
