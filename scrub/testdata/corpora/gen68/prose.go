package main

type prose struct{ kind, lang, tpl string }

var proseTpls = []prose{
	// English
	{"ticket_order_en", "en", "Hi there,\n\nMy order {ORDER} (placed {DATE}) still shows \"label created\" and tracking number {TRACK} hasn't moved in 6 days. It's a {PRODUCT} so I'd really like to know where it is. Best number to reach me is {PHONE}, or just reply to {EMAIL}.\n\nThanks,\n{NAME}"},
	{"ticket_billing_en", "en", "Hello, I was charged {AMOUNT} twice for invoice {INV} on {DATE}. The card on file is {CARD} (exp {EXP}). Please refund the duplicate. You can call me on {PHONE} between 9 and 5 ET."},
	{"ticket_account_en", "en", "Subject: Update contact details\n\nPlease change the email on account {UUID} to {EMAIL} and the mobile to {PHONE}. My old number {PHONE} was disconnected last week. Ticket ref {TICKET}."},
	{"reply_agent_en", "en", "Hi {FIRST},\n\nThanks for contacting us about ticket {TICKET}. I've confirmed the phone number on your account is {PHONE} and the email is {EMAIL}. A replacement {PRODUCT} will ship within 2-3 business days; your new order number is {ORDER}.\n\nBest regards,\nCustomer Care"},
	{"ticket_payroll_ssn_en", "en", "Hi Payroll team, my W-2 for {YEAR} has the wrong SSN on it. The correct one is {SSN}. My employee ID is {N6} and I'm reachable at {PHONE} or {EMAIL}. Thanks!"},
	{"ticket_itin_en", "en", "For the 1099-NEC please use my ITIN {ITIN} - I don't have an SSN yet. Vendor invoice {INV}, total {AMOUNT}. Questions: {EMAIL}"},
	{"voicemail_transcript_en", "en", "Voicemail transcript ({ISODATE} 14:32, 0:41): \"Hi, this is {NAME} calling about order {ORDER}. Could someone call me back at {PHONEN}? Again, that's {PHONEN}. Thank you.\""},
	{"ticket_fraud_en", "en", "URGENT - someone used my card {CARD} for a purchase of {AMOUNT} I didn't make ({PRODUCT}, order {ORDER}). I've already frozen the card with my bank. Contact: {EMAIL} / {PHONE}"},
	// German
	{"ticket_order_de", "de", "Hallo,\n\nmeine Bestellung {ORDER} vom {DATE} ist immer noch nicht angekommen. Laut Sendungsverfolgung ({TRACK}) liegt das Paket seit Tagen im Verteilzentrum. Bitte rufen Sie mich unter {PHONE} zurück oder schreiben Sie an {EMAIL}.\n\nViele Grüße\n{NAME}"},
	{"ticket_billing_de", "de", "Sehr geehrte Damen und Herren,\n\ndie Rechnung {INV} über {AMOUNT} wurde zweimal von meinem Konto {IBAN} abgebucht. Bitte erstatten Sie den doppelten Betrag.\n\nMit freundlichen Grüßen\n{NAME}\nTel.: {PHONE}\nE-Mail: {EMAIL}"},
	{"reply_agent_de", "de", "Hallo {FIRST},\n\nvielen Dank für Ihre Nachricht zu Vorgang {TICKET}. Wir haben Ihre neue Mobilnummer {PHONE} hinterlegt. Die Ersatzlieferung ({PRODUCT}) geht am {DATE} raus.\n\nIhr Kundenservice"},
	// French
	{"ticket_order_fr", "fr", "Bonjour,\n\nma commande {ORDER} du {DATE} n'est toujours pas livrée (numéro de suivi {TRACK}). Vous pouvez me joindre au {PHONE} ou par mail à {EMAIL}.\n\nCordialement,\n{NAME}"},
	{"ticket_account_fr", "fr", "Bonjour, je souhaite modifier mes coordonnées : nouvelle adresse e-mail {EMAIL}, nouveau numéro de portable {PHONE}. Référence client {N6}. Merci d'avance !"},
	// Spanish
	{"ticket_order_es", "es", "Hola,\n\nmi pedido {ORDER} del {DATE} todavía no ha llegado. El número de seguimiento es {TRACK}. Mi teléfono es {PHONE} y mi correo {EMAIL}.\n\nGracias,\n{NAME}"},
	{"ticket_billing_es", "es", "Buenas tardes, me han cobrado {AMOUNT} dos veces en la tarjeta {CARD} por la factura {INV}. Por favor, devuélvanme el cargo duplicado. Pueden llamarme al {PHONE}."},
	// Italian
	{"ticket_order_it", "it", "Buongiorno,\n\nl'ordine {ORDER} del {DATE} risulta ancora in lavorazione. Potete contattarmi al {PHONE} oppure scrivere a {EMAIL}.\n\nCordiali saluti,\n{NAME}"},
	{"reply_agent_it", "it", "Gentile {FIRST},\n\nabbiamo aggiornato il numero di cellulare associato al suo account in {PHONE}. Il rimborso di {AMOUNT} per la pratica {TICKET} sarà accreditato entro 5 giorni lavorativi.\n\nServizio Clienti"},
	// Portuguese
	{"ticket_order_pt", "pt", "Olá,\n\nmeu pedido {ORDER} feito em {DATE} ainda não chegou. Código de rastreio {TRACK}. Meu celular é {PHONE} e meu e-mail é {EMAIL}.\n\nObrigado,\n{NAME}"},
	{"ticket_billing_pt", "pt", "Boa tarde! Fui cobrado duas vezes ({AMOUNT}) no cartão {CARD}. Pedido {ORDER}, nota fiscal {INV}. Por favor me liguem no {PHONE} ou respondam para {EMAIL}."},
	// Dutch
	{"ticket_order_nl", "nl", "Goedemiddag,\n\nmijn bestelling {ORDER} van {DATE} is nog steeds niet bezorgd. Track & trace: {TRACK}. U kunt mij bereiken op {PHONE} of via {EMAIL}.\n\nMet vriendelijke groet,\n{NAME}"},
	// Polish
	{"ticket_order_pl", "pl", "Dzień dobry,\n\nzamówienie {ORDER} z dnia {DATE} nadal nie dotarło. Proszę o kontakt pod numerem {PHONE} lub mailowo: {EMAIL}.\n\nPozdrawiam\n{NAME}"},
	// Russian
	{"ticket_order_ru", "ru", "Здравствуйте!\n\nЗаказ {ORDER} от {DATE} до сих пор не доставлен, трек-номер {TRACK}. Мой телефон: {PHONE}, почта: {EMAIL}.\n\nС уважением,\n{NAME}"},
	{"ticket_account_ru", "ru", "Добрый день. Прошу изменить номер телефона в личном кабинете на {PHONE} (старый {PHONE} больше не активен). Обращение {TICKET}. Спасибо."},
	// Turkish
	{"ticket_order_tr", "tr", "Merhaba,\n\n{DATE} tarihli {ORDER} numaralı siparişim hâlâ gelmedi. Bana {PHONE} numarasından veya {EMAIL} adresinden ulaşabilirsiniz.\n\nTeşekkürler,\n{NAME}"},
	// Japanese
	{"ticket_order_ja", "ja", "お世話になっております。\n{DATE}に注文した商品（注文番号：{ORDER}）がまだ届いておりません。お手数ですが、{PHONE}までお電話いただくか、{EMAIL}までご連絡ください。\n{NAME}"},
	{"ticket_account_ja", "ja", "登録情報の変更をお願いします。新しい電話番号：{PHONE}　新しいメールアドレス：{EMAIL}　会員番号：{N6}"},
	// Chinese
	{"ticket_order_zh", "zh", "您好，我的订单{ORDER}（{DATE}下单）到现在还没有发货。麻烦尽快处理，有问题请打我电话{PHONE}，或者发邮件到{EMAIL}。谢谢！{NAME}"},
	{"reply_agent_zh", "zh", "{NAME}您好，您反馈的工单{TICKET}已处理。退款{AMOUNT}将在3-5个工作日内原路退回。如有疑问请回复本邮件，我们也会致电您预留的号码{PHONE}。"},
	// Korean
	{"ticket_order_ko", "ko", "안녕하세요. {DATE}에 주문한 상품(주문번호 {ORDER})이 아직 도착하지 않았습니다. 연락처: {PHONE}, 이메일: {EMAIL} 입니다. 빠른 확인 부탁드립니다. {NAME} 드림"},
	// Arabic
	{"ticket_order_ar", "ar", "مرحباً،\nطلبي رقم {ORDER} بتاريخ {DATE} لم يصل بعد. يرجى التواصل معي على الرقم {PHONE} أو عبر البريد الإلكتروني {EMAIL}.\nشكراً، {NAME}"},
	// Hindi
	{"ticket_order_hi", "hi", "नमस्ते, मेरा ऑर्डर {ORDER} ({DATE}) अभी तक नहीं पहुँचा है। कृपया मुझे {PHONE} पर कॉल करें या {EMAIL} पर ईमेल करें। धन्यवाद, {NAME}"},
	// Swedish
	{"ticket_order_sv", "sv", "Hej!\n\nMin beställning {ORDER} från {DATE} har inte kommit fram ännu (spårningsnummer {TRACK}). Ni når mig på {PHONE} eller {EMAIL}.\n\nMvh\n{NAME}"},
	// Vietnamese
	{"ticket_order_vi", "vi", "Xin chào, đơn hàng {ORDER} đặt ngày {DATE} vẫn chưa được giao. Vui lòng gọi cho tôi theo số {PHONE} hoặc gửi email tới {EMAIL}. Cảm ơn, {NAME}"},
	// Thai
	{"ticket_order_th", "th", "สวัสดีค่ะ คำสั่งซื้อ {ORDER} วันที่ {DATE} ยังไม่ได้รับสินค้าเลยค่ะ กรุณาติดต่อกลับที่เบอร์ {PHONE} หรืออีเมล {EMAIL} ขอบคุณค่ะ {NAME}"},
}

// clean prose: shipping/status notices without any personal data
var cleanProse = []prose{
	{"clean_ship_en", "en", "Good news! Order {ORDER} has shipped.\nCarrier: UPS, tracking {TRACK}\nItems: 1x {PRODUCT} (SKU {SKU})\nSubtotal {AMOUNT}, shipping free. Estimated delivery {DATE}.\nQuestions? Reply to this message or open a ticket and quote {TICKET}."},
	{"clean_ship_de", "de", "Ihre Bestellung {ORDER} wurde am {DATE} versandt. Sendungsnummer: {TRACK}. Rechnungsbetrag {AMOUNT}, Rechnung {INV}. Artikel: {PRODUCT}, EAN {EAN}."},
	{"clean_ship_fr", "fr", "Votre commande {ORDER} a été expédiée le {DATE}. Numéro de suivi : {TRACK}. Montant réglé : {AMOUNT} (facture {INV})."},
	{"clean_ship_es", "es", "Tu pedido {ORDER} salió del almacén el {DATE}. Número de seguimiento: {TRACK}. Importe: {AMOUNT}. Producto: {PRODUCT}."},
	{"clean_ship_ja", "ja", "ご注文（注文番号：{ORDER}）の商品を{DATE}に発送しました。お問い合わせ伝票番号：{TRACK}。ご請求金額：{AMOUNT}（税込）。"},
	{"clean_ship_zh", "zh", "您的订单{ORDER}已于{DATE}发货，快递单号{TRACK}，实付金额{AMOUNT}。商品：{PRODUCT}。"},
	{"clean_ship_pt", "pt", "Seu pedido {ORDER} foi enviado em {DATE}. Código de rastreio: {TRACK}. Valor total: {AMOUNT}. Nota fiscal {INV}."},
	{"clean_ship_ru", "ru", "Ваш заказ {ORDER} от {DATE} передан в службу доставки. Трек-номер: {TRACK}. Сумма: {AMOUNT}. Обращение {TICKET} закрыто."},
	{"clean_ship_ko", "ko", "주문번호 {ORDER} 상품이 {DATE}에 발송되었습니다. 운송장 번호: {TRACK}, 결제 금액: {AMOUNT}."},
	{"clean_ship_tr", "tr", "{ORDER} numaralı siparişiniz {DATE} tarihinde kargoya verildi. Kargo takip numarası: {TRACK}. Tutar: {AMOUNT}."},
	{"clean_ship_pl", "pl", "Zamówienie {ORDER} zostało wysłane {DATE}. Numer przesyłki: {TRACK}. Kwota: {AMOUNT}, faktura {INV}."},
	{"clean_ship_nl", "nl", "Je bestelling {ORDER} is op {DATE} verzonden. Track & trace: {TRACK}. Totaal: {AMOUNT}."},
	{"clean_ship_it", "it", "Il tuo ordine {ORDER} è stato spedito il {DATE}. Numero di tracciamento: {TRACK}. Totale: {AMOUNT}."},
	{"clean_ship_sv", "sv", "Din order {ORDER} skickades {DATE}. Kollinummer: {TRACK}. Belopp: {AMOUNT}."},
	{"clean_ship_ar", "ar", "تم شحن طلبك رقم {ORDER} بتاريخ {DATE}. رقم التتبع: {TRACK}. المبلغ: {AMOUNT}."},
	{"clean_ship_hi", "hi", "आपका ऑर्डर {ORDER} {DATE} को भेज दिया गया है। ट्रैकिंग नंबर: {TRACK}। राशि: {AMOUNT}।"},
	{"clean_ship_vi", "vi", "Đơn hàng {ORDER} đã được giao cho đơn vị vận chuyển ngày {DATE}. Mã vận đơn: {TRACK}. Tổng tiền: {AMOUNT}."},
	{"clean_ship_th", "th", "คำสั่งซื้อ {ORDER} จัดส่งแล้วเมื่อ {DATE} หมายเลขพัสดุ {TRACK} ยอดชำระ {AMOUNT}"},
	{"clean_refund_en", "en", "Refund processed for order {ORDER}: {AMOUNT} back to the card {LAST4}. It can take 5-10 business days to appear. Reference {INV}, case {TICKET}."},
	{"clean_bank_transfer_de", "de", "Bitte überweisen Sie {AMOUNT} bis zum {DATE} auf folgendes Konto:\nEmpfänger: Nordwind Handels GmbH\nIBAN: {IBAN}\nBIC: COBADEFFXXX\nVerwendungszweck: {INV}"},
}
