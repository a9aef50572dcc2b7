package main

import (
	"fmt"
	"strings"
)

// chat lines by language: off-platform contact in rideshare / delivery chats
var chatByLang = map[string][]string{
	"en": {
		"Hi, I'm your driver {FN}, I'm parked outside in a {CAR} ({PLATE}). Call or text me on {P} if you can't see me",
		"app keeps crashing, just whatsapp me {P} and I'll drop the parcel at the gate",
		"can we move this off the app? my number is {P}, or email me {E}",
		"im outside, whats the gate code? text {P}",
		"Courier here with order {ORD}. Building door is locked — ring me back at {P} pls",
		"Hey! Running 10 min late for the {TIME} clean. If anything, my cell is {P} — {FN}",
		"Sorry the chat here is buggy. You can reach me directly: {P} / {E}. Total is still {AMT}",
		"I left the package with the doorman. For future orders you can book me direct, {P}, cheaper than the app",
	},
	"es": {
		"Hola, soy {FN}, tu conductor. Estoy afuera en un {CAR}, placas {PLATE}. Escríbeme al WhatsApp {P}",
		"Buenas, el pedido {ORD} ya va en camino, cualquier cosa márcame al {P}",
		"Oye mejor arreglamos por fuera de la app, mi cel es {P} y mi correo {E}",
		"Ya llegué, no encuentro el timbre. Llámame al {P} porfa",
		"Hola! para la limpieza del {DATE} a las {TIME}, confírmame por whats: {P}",
		"Te cobro {AMT} en efectivo si me escribes directo, mi número: {P}",
	},
	"pt": {
		"Oi, sou o {FN}, seu motorista. Tô na portaria, me chama no zap {P}",
		"Opa, cheguei com o pedido {ORD}. Interfone não funciona, liga aqui {P}",
		"Boa tarde! Pra diarista de sábado pode me chamar direto no WhatsApp {P} ou email {E}",
		"Se quiser fechar por fora do app sai {AMT}, meu whats é {P}",
		"entregador aqui, to no portão. meu numero {P}",
	},
	"de": {
		"Hallo, ich bin {FN} von der Reinigung. Bin in 10 Min da. Meine Handynummer: {P}",
		"Können wir das außerhalb der App klären? Ruf mich an unter {P} oder schreib an {E}",
		"Bin vor dem Haus, Klingel geht nicht. Bitte kurz anrufen: {P}",
		"Fahrer hier, stehe vor Eingang B ({PLATE}). Erreichbar unter {P}",
	},
	"fr": {
		"Bonjour, je suis votre livreur, je suis devant l'immeuble. Appelez-moi au {P} svp",
		"Pour le ménage de jeudi, contactez-moi directement : {P} / {E}",
		"Je suis en bas, le digicode ne marche pas. Mon numéro : {P}",
		"Chauffeur {FN}, {CAR} immatriculée {PLATE}. Joignable au {P}",
	},
	"it": {
		"Ciao, sono il rider, sono sotto casa. Chiamami al {P}",
		"Buongiorno, per le pulizie di venerdì mi trova al {P} oppure {E}",
		"Sono l'autista, ti aspetto all'uscita 3. Cell. {P}",
	},
	"nl": {
		"Hoi, ik sta voor de deur met je bestelling. Bel me even op {P}",
		"Voor de klus van {DATE}: je kunt me direct appen op {P} of mailen naar {E}",
	},
	"pl": {
		"Dzień dobry, jestem kurierem, stoję pod blokiem. Proszę dzwonić {P}",
		"Witam, sprzątanie w sobotę aktualne? Mój numer: {P}, mail {E}",
	},
	"tr": {
		"Merhaba, kuryeniz kapıda. Beni arayın: {P}",
		"İyi günler, temizlik için doğrudan bana ulaşabilirsiniz, tel: {P}",
		"Sürücünüz {FN}, {PLATE} plakalı araçtayım. Numaram {P}",
	},
	"ar": {
		"مرحبا، أنا السائق، أنا عند المدخل. اتصل بي على {P}",
		"السلام عليكم، الطلب {ORD} جاهز. رقمي {P} واتساب",
		"أهلاً، أنا المندوب، أرسل لي الموقع على الواتساب {P} أو الإيميل {E}",
		"للتواصل مباشرة بدون التطبيق: جوال {P}",
	},
	"hi": {
		"Sir main gate pe khada hoon, please call karo {P}",
		"भैया मैं नीचे हूँ, कॉल करो {P}",
		"Hello, delivery partner here. Order {ORD} ready. Mera number {P} hai, WhatsApp bhi",
		"Madam, cleaning ke liye direct book karna ho to {P} pe message karo, {AMT} only",
	},
	"ur": {
		"Bhai main bahar khara hoon, call karein {P}",
		"Rider hoon, order {ORD} le aaya hoon. Mera number {P}",
	},
	"id": {
		"Kak, saya driver-nya, sudah di depan lobby. WA aja ke {P} ya",
		"Paket {ORD} sudah sampai, bisa telp ke {P} kak",
		"Mau COD aja kak? hubungi {P} atau email {E}",
	},
	"tl": {
		"Sir andito na po ako sa gate, text nyo po ako {P}",
		"Ma'am rider po ito, di ko mahanap yung unit. Pa-call po {P}",
	},
	"vi": {
		"Chào anh, em là tài xế, em đang ở cổng. Gọi em số {P} nhé",
		"Shipper đây ạ, đơn {ORD} tới rồi. Zalo em: {P}",
	},
	"th": {
		"สวัสดีค่ะ ไรเดอร์มาถึงแล้วค่ะ โทร {P} นะคะ",
		"คนขับมาถึงหน้าคอนโดแล้วครับ ติดต่อ {P} ครับ",
	},
	"ms": {
		"Saya dah sampai depan rumah, call saya {P}",
		"Rider sini, order {ORD} dah siap. WhatsApp {P}",
	},
	"sw": {
		"Habari, niko nje ya gate. Nipigie {P} au tuma M-Pesa",
		"Rider hapa na order {ORD}, nipigie kwa {P}",
	},
}

func chatOffPlatform(b *B) {
	l := loc()
	c := newCtx(l)
	render(b, c, pick(chatByLang[l.lang]))
}

func piiTemplates() []tmpl {
	return []tmpl{
		{"chat_offplatform", chatOffPlatform, 120},
		{"dating_profile", datingProfile, 50},
		{"dating_chat_evasion", datingEvasion, 40},
		{"classified_car_ad", classifiedCar, 45},
		{"classified_goods", classifiedGoods, 45},
		{"rental_listing", rentalListing, 40},
		{"ticket_resale_post", ticketResale, 40},
		{"support_escalation", supportEscalation, 50},
		{"refund_request_card", refundCard, 40},
		{"trip_receipt", tripReceipt, 40},
		{"driver_onboarding_us", onboardingUS, 40},
		{"w9_1099_record", w9Record, 30},
		{"itin_courier_onboarding", itinOnboarding, 25},
		{"tns_fraud_case", fraudCase, 45},
		{"webhook_order_json", webhookJSON, 45},
		{"partner_api_curl", partnerCurl, 40},
		{"env_file_secrets", envFile, 40},
		{"http_request_log", httpLog, 40},
		{"ops_csv_export", opsCSV, 40},
		{"sql_insert_couriers", sqlInsert, 30},
		{"sms_gateway_log", smsLog, 40},
		{"twilio_form_webhook", twilioForm, 30},
		{"wa_me_link", waLink, 30},
		{"vcard_contact", vcard, 25},
		{"aligned_ops_table", alignedTable, 30},
		{"markdown_dispute_table", markdownTable, 25},
		{"card_in_chat", cardInChat, 45},
		{"payment_decline_log", declineLog, 35},
		{"account_share_password", passwordShare, 35},
		{"k8s_secret_yaml", k8sYAML, 25},
		{"ci_log_token", ciLog, 30},
		{"api_key_querystring", apiKeyQuery, 30},
		{"aws_credentials_file", awsCreds, 20},
		{"telegram_bot_config", telegramBot, 20},
		{"basic_auth_header", basicAuth, 25},
		{"db_url_password", dbURL, 25},
		{"jwt_in_cookie", jwtCookie, 30},
		{"jwt_in_url", jwtURL, 25},
		{"obfuscated_email", obfuscatedEmail, 35},
		{"spaced_digits_phone", spacedPhone, 30},
		{"email_signature", emailSignature, 35},
		{"payout_bank_card", payoutCard, 35},
		{"mpesa_msisdn", mpesa, 25},
		{"upi_phone", upiPhone, 25},
		{"host_handover_wifi", hostHandover, 25},
		{"support_ssn_prose", ssnProse, 30},
		{"push_fcm_config", fcmConfig, 15},
		{"mercadopago_webhook", mercadoPago, 20},
		{"african_psp_keys", africanPSP, 20},
		{"sea_psp_keys", seaPSP, 20},
		{"python_client_snippet", pythonSnippet, 25},
		{"otp_sms_body", otpSMS, 25},
		{"multi_contact_list", contactList, 30},
		{"whatsapp_export", whatsappExport, 35},
		{"call_masking_log", callMasking, 25},
		{"dispatcher_notes", dispatcherNotes, 30},
		{"html_contact_page", htmlContact, 20},
		{"intl_number_bare_label", bareLabel, 30},
	}
}

// ------------------------------------------------------------------ dating
func datingProfile(b *B) {
	l := loc()
	c := newCtx(l)
	render(b, c, pick([]string{
		"{FN}, {N}+ yrs in {CITY} 🌴 I barely open this app, text me {P} 😊",
		"not on here much lol. add me on whatsapp {P} or mail {E}",
		"Bio: foodie | dog mom | 🏋️ — if we match hmu {P}",
		"{FN} ✨ insta is private, just send a msg {PI}",
		"Prefiero hablar por WhatsApp 🙈 {P}",
		"Me chama no zap que eu respondo mais rápido: {P} 😘",
		"ich bin selten hier, schreib mir lieber auf WhatsApp {P}",
		"je réponds jamais ici 😅 mon snap c'est {FN}{N}x, sinon {P}",
	}))
}

func datingEvasion(b *B) {
	l := loc()
	c := newCtx(l)
	p := l.phone(2)
	// people break up numbers to dodge the app's filter
	var ev string
	switch r.Intn(4) {
	case 0:
		ev = strings.Join(strings.Split(strings.ReplaceAll(strings.ReplaceAll(p, " ", ""), "-", ""), ""), " ")
	case 1:
		ev = strings.NewReplacer(" / ", ".", "/", ".", " ", ".").Replace(p)
	case 2:
		d := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "").Replace(p)
		ev = d[:len(d)/2] + " " + d[len(d)/2:]
	default:
		d := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "").Replace(p)
		ev = strings.Join(strings.Split(d, ""), "-")
	}
	b.w(pick([]string{"app blocks numbers lol so: ", "my digits (app hides them): ", "this app censors numbers 🙄 ", "zap: ", "num: ", "👉 "}))
	b.p("phone", ev)
	render(b, c, pick([]string{" text me", " 😉", " — {FN}", " no calls pls, text", ""}))
}

// ------------------------------------------------------------------ classifieds
func classifiedCar(b *B) {
	l := loc()
	c := newCtx(l)
	y := fmt.Sprint(2012 + r.Intn(13))
	km := fmt.Sprintf("%d.%03d km", 10+r.Intn(180), r.Intn(1000))
	switch l.lang {
	case "es":
		b.w("Vendo " + pick([]string{"Nissan Versa", "Chevrolet Aveo", "VW Jetta", "Mazda 3", "Kia Rio"}) + " modelo ").k(y).w(", ").k(km).w(", único dueño, papeles al día. Precio ").k(l.cur()).w(" negociable. Tel/WhatsApp ")
		b.p("phone", phoneIn(l, 0))
		render(b, c, pick([]string{" ({FN})", ". Correo {E}", ", no permutas"}))
	case "pt":
		b.w("Vendo " + pick([]string{"Onix LT", "HB20 Comfort", "Gol G6", "Fiat Argo", "Corolla XEi"}) + " ").k(y).w(", ").k(km).w(", IPVA pago. ").k(l.cur()).w(". Falar com " + c.first + ": ")
		b.p("phone", phoneIn(l, 0))
	case "de":
		b.w("Verkaufe " + pick([]string{"VW Golf 7", "Opel Astra", "BMW 320d", "Skoda Octavia"}) + ", EZ ").k(y).w(", ").k(km).w(", TÜV neu, VB ").k(l.cur()).w(". Tel. ")
		b.p("phone", phoneIn(l, 0))
	default:
		b.w("FOR SALE: " + pick([]string{"2016 Toyota Camry SE", "Honda Fit", "Suzuki Swift", "Toyota Vios", "Hyundai i10"}) + ", year ").k(y).w(", ").k(km).w(", asking ").k(l.cur()).w(". Serious buyers only, call ")
		b.p("phone", phoneIn(l, 0))
		if chance(0.4) {
			b.w(" or email ").p("email", email(l))
		}
	}
}

func classifiedGoods(b *B) {
	l := loc()
	c := newCtx(l)
	b.w(pick(items) + " — ").k(l.cur()).w(". ")
	render(b, c, pick([]string{
		"Pick up in {CITY}. No lowballers. Contact {P}",
		"Retiro en {CITY}. Escribir al {P} o a {E}",
		"Entrego no metrô. Chama no {P}",
		"Abholung in {CITY}, Tel {P}",
		"Meet at the mall only. WhatsApp {PI} / {E}",
		"COD {CITY} area, SMS {P}",
	}))
}

func rentalListing(b *B) {
	l := loc()
	c := newCtx(l)
	render(b, c, pick([]string{
		"2BR apartment in {CITY}, {AMT}/month, deposit 2 months. Available {DATE}. Viewing: call {FN} {P} or email {E}",
		"Alugo apto 2 quartos, {AMT}/mês + condomínio, aceita pet. Tratar com {FN}: {P}",
		"Se renta cuarto amueblado {AMT} al mes, servicios incluidos. Informes {P}",
		"WG-Zimmer frei ab {DATE}, {AMT} warm. Meldet euch bei {FN}: {P}, {E}",
		"Studio meublé {AMT} CC, libre le {DATE}. Contact : {P}",
		"Room for rent near MRT, {AMT} incl utilities. No agents. {FN} {P}",
		"شقة للإيجار غرفتين وصالة {AMT} شهرياً. للتواصل {P}",
	}))
}

func ticketResale(b *B) {
	l := loc()
	c := newCtx(l)
	ev := pick([]string{"Coldplay", "Bad Bunny", "Taylor Swift | The Eras Tour", "Champions League QF", "Rammstein", "Anitta", "Arijit Singh Live", "Burna Boy", "Formula 1 GP"})
	b.w(fmt.Sprintf("%dx %s tickets, ", 1+r.Intn(4), ev)).k(fmt.Sprintf("Sec %d Row %s", 100+r.Intn(330), rs("ABCDEFGHJKLMN", 1))).w(", ").k(l.cur()).w(" each. ")
	render(b, c, pick([]string{
		"PayPal F&F / Zelle to {E}, then I transfer in the app. Text {P}",
		"Transfer via Ticketmaster only after payment. DM or {P}",
		"Pago por transferencia, escribe al {P}",
		"Zahlung per PayPal an {E}, Rückfragen {P}",
		"Paiement Lydia/PayPal {E}, tél {P}",
	}))
}

// ------------------------------------------------------------------ support
func supportEscalation(b *B) {
	l := loc()
	c := newCtx(l)
	b.k(ticketID()).w(" | Tier 2 | " + pick([]string{"Double charge", "Refund not received", "Driver no-show", "Item missing", "Account locked"}) + "\n")
	render(b, c, pick([]string{
		"Customer {NAME} ({EM}, {P}) reports being charged {AMT} twice for order {ORD} on {DATE}. Card on file {L4}. Please review and refund.",
		"Cust. says courier asked to pay outside app. Courier phone shared in chat: {P}. Customer email {EM}. Order {ORD}, amount {AMT}.",
		"User {EM} locked out after SIM swap; old number {P}, new number {P}. Verify before unlocking.",
		"Escalado: cliente {NAME}, tel {P}, correo {EM}. Pedido {ORD} cobrado {AMT} sin entrega.",
		"Cliente {NAME} ({EM}) pede estorno de {AMT} do pedido {ORD}. Contato: {P}.",
	}))
}

func refundCard(b *B) {
	l := loc()
	c := newCtx(l)
	render(b, c, pick([]string{
		"Please refund the {AMT} for order {ORD} to my card {C} exp {EXP}, the app keeps saying failed",
		"hi i was charged twice, card number {C}, can u reverse one of them? order {ORD}",
		"Reembolso por favor a la tarjeta {C}, pedido {ORD}, fueron {AMT}",
		"Estorno no cartão {C} (venc {EXP}), valor {AMT}",
		"Erstattung bitte auf Karte {C}, Bestellung {ORD}, Betrag {AMT}",
		"Remboursement sur ma carte {C} svp, commande {ORD} ({AMT})",
		"Lütfen {AMT} iadeyi {C} numaralı kartıma yapın, sipariş {ORD}",
	}))
}

func tripReceipt(b *B) {
	l := loc()
	c := newCtx(l)
	render(b, c, pick([]string{
		"Thanks for riding, {FN}!\nTrip on {DATE} · {N}.4 km · {N} min\nTotal {AMT}\nCharged to Visa {L4}\nReceipt sent to {EM}\nDriver: Ahmed · {PLATE}",
		"Your order {ORD} was delivered at {TIME}.\nSubtotal {AMT}\nPaid with card {C}\nQuestions? Reply to this email or call us. Receipt for {EM}",
		"Recibo de viaje — {DATE}\nTotal: {AMT}\nMétodo de pago: {L4}\nPasajero: {NAME} · {EM} · {P}",
		"Comprovante {ORD}\nValor: {AMT}\nCliente: {NAME}\nTelefone: {P}\nE-mail: {EM}",
	}))
}

// ------------------------------------------------------------------ onboarding / tax
func onboardingUS(b *B) {
	l := locCode("en-US")
	c := newCtx(l)
	render(b, c, pick([]string{
		"Driver onboarding — {NAME}\nDOB: 0{N}/1{N}/1988\nSSN: {S}\nVehicle: {CAR}, plate {PLATE}\nPhone: {P}\nEmail: {EM}\nBackground check: Checkr report {TKT}",
		"Background check failed for applicant {EM}: SSN {SA} does not match name {NAME}. Re-submit by {DATE}.",
		"Dasher application #{N}{N}{N}: social security number {SA}, phone {P}, city {CITY}",
		"{\"applicant\":{\"name\":\"{NAME}\",\"ssn\":\"{S}\",\"phone\":\"{P}\",\"email\":\"{EM}\"},\"status\":\"pending_review\",\"market\":\"{CITY}\"}",
		"Hi support, I entered my SSN wrong during signup. Correct one is {SA}. My account email is {EM}.",
	}))
}

func w9Record(b *B) {
	l := locCode("en-US")
	c := newCtx(l)
	a, g, s := ssnParts()
	v := pick([]string{a + "-" + g + "-" + s, a + " " + g + " " + s, a + g + s})
	b.w("W-9 received "+dateIn(l)+"\nName: "+c.first+" "+c.last+"\nTIN type: SSN\nTIN: ").p("ssn", v)
	b.w("\n1099-K gross: ").k(l.cur()).w("\nMasked on dashboard as ").k("***-**-" + digits(4))
}

func itinOnboarding(b *B) {
	l := locCode("en-US")
	c := newCtx(l)
	render(b, c, pick([]string{
		"Courier has no SSN, provided ITIN {IT} instead. Payout hold lifted. Contact {EM}",
		"tax_id_type=ITIN tax_id={IT} courier_id=cour_{N}{N}{N} status=verified",
		"Mi ITIN es {IT}, no tengo seguro social. Mi correo {EM}",
		"1099 recipient TIN (ITIN): {IT} — {NAME}, {CITY}",
	}))
}

func ssnProse(b *B) {
	l := locCode("en-US")
	c := newCtx(l)
	render(b, c, pick([]string{
		"the app keeps rejecting my social, its {SA} whats wrong??",
		"my ssn is {SA} and my last 4 shows as {L4}?? why",
		"Re: payout delay — verified identity, SSN {S}, bank acct ends 4471",
		"i put my social security {SA} in the wrong field and now the background check is stuck, my # is {P}",
	}))
}

// ------------------------------------------------------------------ T&S
func fraudCase(b *B) {
	l := loc()
	c := newCtx(l)
	b.w("Case ").k("TS-" + rs(upnum, 6)).w(": ").w(fmt.Sprint(2 + r.Intn(6))).w(" accounts linked by device ").k("dev_" + rs(lowhex, 16)).w(". Shared phone ")
	b.p("phone", phoneIn(l, 0))
	b.w(", cards ").p("credit_card", card()).w(" and ").p("credit_card", card()).w(", emails ")
	b.p("email", email(l)).w(", ").p("email", email(l))
	render(b, c, pick([]string{". Action: permanent ban.", ". Chargebacks {AMT}.", ". Promo abuse, {N} referral codes.", ". Escalate to Legal."}))
}

// ------------------------------------------------------------------ JSON / APIs
func webhookJSON(b *B) {
	l := loc()
	c := newCtx(l)
	b.w(`{"event":"order.` + pick([]string{"created", "updated", "delivered", "cancelled"}) + `","order_id":"`).k(rs(upnum, 10)).w(`","created_at":"`).k(fmt.Sprintf("2026-0%d-1%dT%02d:%02d:%02dZ", 1+r.Intn(9), r.Intn(10), r.Intn(24), r.Intn(60), r.Intn(60))).w(`","customer":{"name":"` + c.first + " " + c.last + `","phone":"`)
	b.p("phone", phoneIn(l, pick([]int{1, 1, 0})))
	b.w(`","email":"`).p("email", emailFor(l, c.first, c.last)).w(`"},"dropoff":{"city":"` + pick(l.cities) + `","notes":"`)
	render(b, c, pick([]string{"ring bell", "call on arrival {P}", "leave at door", "gate code 4412#"}))
	b.w(`"},"total":`).k(fmt.Sprintf("%d.%02d", 5+r.Intn(200), r.Intn(100))).w(`,"currency":"` + pick([]string{"USD", "BRL", "MXN", "EUR", "INR", "NGN", "IDR"}) + `"}`)
}

func partnerCurl(b *B) {
	l := loc()
	c := newCtx(l)
	host := pick([]string{"api.rydr.app", "partners.quickbite.io", "api.parcelgo.ng", "api.cleanly.eu/v2", "merchant.gofood-partners.id"})
	b.w("curl -X POST https://" + host + "/deliveries \\\n  -H ")
	hdr := pick([]string{`"Authorization: Bearer `, `'Authorization: Bearer `, `"authorization: bearer `})
	q := hdr[:1]
	b.w(hdr)
	var tok string
	var fam = "bearer"
	switch r.Intn(4) {
	case 0:
		tok = jwt()
		fam = "jwt"
	case 1:
		tok = vendor(pick([]string{"stripe", "square", "google_oauth", "github", "shopify"}))
	default:
		tok = opaque()
	}
	b.p(fam, tok).w(q + " \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"pickup_id\":\"").k("pk_" + rs(lowhex, 8)).w(`","dropoff_phone":"`)
	b.p("phone", phoneIn(l, 1))
	b.w(`","dropoff_name":"` + c.first + `","notes":"`).w(pick([]string{"fragile", "2nd floor", "call before"})).w(`"}'`)
}

func envFile(b *B) {
	b.w("# .env.production — payments-svc\nNODE_ENV=production\nPORT=").k(fmt.Sprint(3000 + r.Intn(6000))).w("\n")
	n := 2 + r.Intn(3)
	opts := []func(){
		func() { b.w("STRIPE_SECRET_KEY=").p("bearer", vendor("stripe")).w("\n") },
		func() { b.w("STRIPE_PUBLISHABLE_KEY=").k("pk_live_" + rsMixed(24)).w("\n") },
		func() { b.w("STRIPE_WEBHOOK_SECRET=").p("bearer", vendor("stripe_whsec")).w("\n") },
		func() {
			b.w("TWILIO_ACCOUNT_SID=AC"+rs(lowhex, 32)+"\nTWILIO_AUTH_TOKEN=").p("bearer", vendor("twilio")).w("\n")
		},
		func() { b.w("SENDGRID_API_KEY=").p("bearer", vendor("sendgrid")).w("\n") },
		func() { b.w("GOOGLE_MAPS_API_KEY=").p("bearer", vendor("google")).w("\n") },
		func() { b.w("SLACK_BOT_TOKEN=").p("bearer", vendor("slack")).w("\n") },
		func() { b.w("OPENAI_API_KEY=").p("bearer", vendor("openai")).w("\n") },
		func() { b.w("PAYSTACK_SECRET_KEY=").p("bearer", vendor("paystack")).w("\n") },
		func() {
			b.w("RAZORPAY_KEY_ID=").k("rzp_live_"+rsMixed(14)).w("\nRAZORPAY_KEY_SECRET=").p("bearer", vendor("razorpay_secret")).w("\n")
		},
		func() { b.w("DATABASE_PASSWORD=").p("bearer", password()).w("\n") },
		func() { b.w("JWT_SIGNING_SECRET=").p("bearer", rsMixed(48)).w("\n") },
		func() { b.w("MAILCHIMP_API_KEY=").p("bearer", vendor("mailchimp")).w("\n") },
		func() { b.w("SUPPORT_INBOX=").p("email", email(loc())).w("\n") },
	}
	r.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
	for i := 0; i < n; i++ {
		opts[i]()
	}
	b.w("LOG_LEVEL=info")
}

func httpLog(b *B) {
	b.w(pick([]string{"POST", "GET", "PATCH"}) + " /v1/" + pick([]string{"trips", "orders", "payouts", "couriers/me", "listings"}) + "/").k(rs(lowhex, 12)).w(" HTTP/1.1\nHost: api.internal\nUser-Agent: ").k(pick([]string{"okhttp/4.12.0", "Dart/3.3 (dart:io)", "RydrDriver/5.23.1 (iPhone; iOS 17.4)", "Go-http-client/2.0"})).w("\n")
	switch r.Intn(4) {
	case 0:
		b.w("Authorization: Bearer ").p("jwt", jwt())
	case 1:
		b.w("Authorization: Bearer ").p("bearer", opaque())
	case 2:
		b.w("X-Api-Key: ").p("bearer", rsMixed(40))
	default:
		b.w("authorization: Bearer ").p("bearer", vendor(pick([]string{"stripe", "square", "github", "gitlab", "google_oauth"})))
	}
	b.w("\nX-Request-Id: ").k(uuid()).w("\nContent-Length: ").w(fmt.Sprint(40 + r.Intn(900)))
}

func opsCSV(b *B) {
	l := loc()
	hdr := pick([]string{"courier_id,name,phone,email,city,trips_30d,rating", "driver_id,full_name,mobile,email,city,trips_30d,rating", "id;nombre;telefono;correo;ciudad;viajes;nota"})
	sep := ","
	if strings.Contains(hdr, ";") {
		sep = ";"
	}
	b.w(hdr + "\n")
	for i := 0; i < 2+r.Intn(3); i++ {
		c := newCtx(l)
		b.k(fmt.Sprintf("c_%d", 100000+r.Intn(900000))).w(sep + c.first + " " + c.last + sep)
		b.p("phone", strings.ReplaceAll(phoneIn(l, 0), sep, ""))
		b.w(sep).p("email", emailFor(l, c.first, c.last)).w(sep + pick(l.cities) + sep).w(fmt.Sprint(r.Intn(400))).w(sep).w(fmt.Sprintf("4.%d", r.Intn(10))).w("\n")
	}
}

func sqlInsert(b *B) {
	l := loc()
	b.w("INSERT INTO couriers (id, full_name, phone, email, vehicle, created_at) VALUES\n")
	n := 2 + r.Intn(2)
	for i := 0; i < n; i++ {
		c := newCtx(l)
		b.w("  (").k(fmt.Sprint(20000 + r.Intn(80000))).w(", '" + c.first + " " + c.last + "', '")
		b.p("phone", phoneIn(l, 0)).w("', '").p("email", emailFor(l, c.first, c.last)).w("', '" + pick([]string{"bike", "moto", "car", "van"}) + "', '").k(fmt.Sprintf("2025-%02d-%02d %02d:%02d:00", 1+r.Intn(12), 1+r.Intn(28), r.Intn(24), r.Intn(60))).w("')")
		if i < n-1 {
			b.w(",\n")
		}
	}
	b.w(";")
}

func smsLog(b *B) {
	l := loc()
	p := l.phone(1)
	msisdn := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", "+", "").Replace(p)
	if strings.HasPrefix(msisdn, "00") {
		msisdn = msisdn[2:]
	}
	b.k(fmt.Sprintf("2026-03-%02dT%02d:%02d:%02d.%03dZ", 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60), r.Intn(1000))).w(" INFO sms.dispatch ")
	switch r.Intn(3) {
	case 0:
		b.w("to=").p("phone", "+"+msisdn)
	case 1:
		b.w("msisdn=").p("phone", msisdn)
	default:
		b.w("recipient=\"").p("phone", p).w("\"")
	}
	b.w(" template=").k(pick([]string{"otp_v2", "driver_arriving", "order_ready", "payout_sent"})).w(" provider=" + pick([]string{"twilio", "termii", "infobip", "africastalking", "gupshup"}) + " status=DELIVERED msg_id=").k(rs(lowhex, 24))
}

func twilioForm(b *B) {
	l := loc()
	fr := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "").Replace(l.phone(1))
	if strings.HasPrefix(fr, "00") {
		fr = "+" + fr[2:]
	}
	if !strings.HasPrefix(fr, "+") {
		fr = "+" + fr
	}
	to := "+1" + pick([]string{"415", "628", "646"}) + from("23456789") + digits(6)
	_ = to
	b.w("POST /hooks/sms-inbound\nAccountSid=AC" + rs(lowhex, 32) + "&MessageSid=").k("SM" + rs(lowhex, 32)).w("&From=")
	b.p("phone", "%2B"+fr[1:]).w("&To=")
	b.p("phone", "%2B"+to[1:]).w("&Body=" + pick([]string{"Where+are+you%3F", "Llego+en+5", "ok+obrigado", "Leave+it+at+the+door"}) + "&NumMedia=0")
}

func waLink(b *B) {
	l := loc()
	c := newCtx(l)
	d := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", "+", "").Replace(l.phone(1))
	if strings.HasPrefix(d, "00") {
		d = d[2:]
	}
	render(b, c, pick([]string{"Orders via WhatsApp 👉 ", "Chat with seller: ", "Falar no WhatsApp: ", "Pedidos por aquí: "}))
	b.p("phone", "https://wa.me/"+d)
	if chance(0.5) {
		b.w("?text=" + pick([]string{"Hola%2C%20me%20interesa", "Oi%2C%20ainda%20dispon%C3%ADvel%3F", "Hi%2C%20is%20this%20available"}))
	}
	render(b, c, pick([]string{" · {ITEM} {AMT}", " — delivery {CITY}", ""}))
}

func vcard(b *B) {
	l := loc()
	c := newCtx(l)
	b.w("BEGIN:VCARD\nVERSION:3.0\nN:" + c.last + ";" + c.first + ";;;\nFN:" + c.first + " " + c.last + "\nORG:" + pick([]string{"Rydr Partner", "QuickBite Courier", "Cleanly Pro"}) + "\nTEL;TYPE=CELL:")
	b.p("phone", phoneIn(l, 0))
	if chance(0.5) {
		b.w("\nTEL;TYPE=WORK,VOICE:").p("phone", phoneIn(l, 0))
	}
	b.w("\nEMAIL;TYPE=INTERNET:").p("email", emailFor(l, c.first, c.last)).w("\nEND:VCARD")
}

func alignedTable(b *B) {
	l := loc()
	b.w("DRIVER              PHONE                 RATING  TRIPS  LAST TRIP\n")
	for i := 0; i < 2+r.Intn(3); i++ {
		c := newCtx(l)
		nm := c.first + " " + c.last
		p := phoneIn(l, 0)
		b.w(pad(nm, 20)).p("phone", p).w(strings.Repeat(" ", max(2, 22-len([]rune(p))))).w(fmt.Sprintf("4.%d     ", r.Intn(10))).k(fmt.Sprintf("%-5d", 100+r.Intn(5000))).w("  ").k(fmt.Sprintf("2026-02-%02d %02d:%02d", 1+r.Intn(28), r.Intn(24), r.Intn(60))).w("\n")
	}
}

func pad(s string, n int) string {
	k := len([]rune(s))
	if k >= n {
		return s + " "
	}
	return s + strings.Repeat(" ", n-k)
}

func markdownTable(b *B) {
	l := loc()
	b.w("| Dispute | Customer | Contact | Amount |\n|---|---|---|---|\n")
	for i := 0; i < 2+r.Intn(2); i++ {
		c := newCtx(l)
		b.w("| ").k("DP-" + digits(6)).w(" | " + c.first + " " + c.last[:1] + ". | ")
		if chance(0.5) {
			b.p("email", emailFor(l, c.first, c.last))
		} else {
			b.p("phone", phoneIn(l, 0))
		}
		b.w(" | ").k(l.cur()).w(" |\n")
	}
}

func cardInChat(b *B) {
	l := loc()
	c := newCtx(l)
	render(b, c, pick([]string{
		"can i just pay you directly? card {C} exp {EXP} cvv {CVV}",
		"the app declined it again. here: {C} {EXP} — just charge {AMT}",
		"Te paso mi tarjeta para que cobres tú: {C}, vence {EXP}",
		"Pode passar no meu cartão? {C} validade {EXP} cvv {CVV}",
		"Ich zahl lieber direkt, Kreditkarte {C}, gültig bis {EXP}",
		"carte bleue {C} exp {EXP}, débitez {AMT} svp",
		"Kartım {C} son kullanma {EXP}",
		"बाबू कार्ड नंबर {C} है, expiry {EXP}",
		"kak bayar pakai kartu ini aja {C} exp {EXP}",
	}))
}

func declineLog(b *B) {
	l := loc()
	n, is := cardNumber()
	b.k(fmt.Sprintf("2026-01-%02d %02d:%02d:%02d", 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60))).w(" WARN payments.authorize declined code=" + pick([]string{"05", "51", "54", "14", "do_not_honor", "insufficient_funds"}) + " brand=" + strings.ToLower(is) + " ")
	switch r.Intn(3) {
	case 0:
		b.w("pan=").p("credit_card", n)
	case 1:
		b.w("card_number=\"").p("credit_card", fmtCard(n)).w("\"")
	default:
		b.w("{\"pan\":\"").p("credit_card", n).w("\",\"bin\":\"" + n[:6] + "\"}")
	}
	b.w(" amount=").k(fmt.Sprintf("%d.%02d", 1+r.Intn(500), r.Intn(100))).w(" merchant=").k("mch_" + rs(lowhex, 10)).w(" user=")
	b.p("email", email(l))
}

func passwordShare(b *B) {
	l := loc()
	c := newCtx(l)
	render(b, c, pick([]string{
		"my driver account is locked, login {EM} password {PW} can you check?",
		"Here's the shared ops login for the courier portal:\nuser: {EM}\npass: {PW}",
		"Mi cuenta: {EM} / contraseña: {PW} — no puedo entrar desde ayer",
		"Minha conta do app: {EM}, senha {PW}",
		"Zugangsdaten Partnerportal: {EM}, Passwort: {PW}",
		"{\"username\":\"{EM}\",\"password\":\"{PW}\",\"device\":\"android\"}",
		"Restaurant tablet login — email: {EM} pwd: {PW}",
	}))
}

func k8sYAML(b *B) {
	b.w("apiVersion: v1\nkind: Secret\nmetadata:\n  name: dispatch-api\n  namespace: ").k(pick([]string{"prod", "prod-latam", "prod-eu", "prod-ng"})).w("\ntype: Opaque\nstringData:\n")
	b.w("  STRIPE_API_KEY: ").p("bearer", vendor("stripe")).w("\n")
	b.w("  DB_PASSWORD: \"").p("bearer", password()).w("\"\n")
	if chance(0.5) {
		b.w("  GITHUB_TOKEN: ").p("bearer", vendor("github")).w("\n")
	}
	b.w("  REDIS_HOST: ").k("redis-master.prod.svc.cluster.local").w("\n")
}

func ciLog(b *B) {
	b.w(fmt.Sprintf("Run #%d  deploy-courier-app  ", 1000+r.Intn(9000))).k(sha(7)).w("\n")
	switch r.Intn(4) {
	case 0:
		b.w("+ git clone https://x-access-token:").p("bearer", vendor("github")).w("@github.com/rydr/courier-app.git")
	case 1:
		b.w("+ npm config set //npm.pkg.github.com/:_authToken ").p("bearer", vendor("github_pat"))
	case 2:
		b.w("+ curl -s -X POST -H 'Authorization: Bearer ").p("bearer", vendor("slack")).w("' https://slack.com/api/chat.postMessage -d channel=").k("C0" + rs(upnum, 8))
	default:
		b.w("export GITLAB_TOKEN=").p("bearer", vendor("gitlab")).w("\n+ ./release.sh ").k("v" + fmt.Sprintf("%d.%d.%d", 3+r.Intn(5), r.Intn(30), r.Intn(10)))
	}
	b.w("\nDone in ").w(fmt.Sprintf("%d.%ds", 10+r.Intn(100), r.Intn(10)))
}

func apiKeyQuery(b *B) {
	l := loc()
	switch r.Intn(3) {
	case 0:
		b.w("GET https://maps.googleapis.com/maps/api/distancematrix/json?origins=").k(fmt.Sprintf("%.5f,%.5f", -23.5+r.Float64(), -46.6+r.Float64())).w("&destinations=place_id:").k("ChIJ"+rs(b64u, 23)).w("&key=").p("bearer", vendor("google"))
	case 1:
		b.w("https://api.partner-feeds.io/v1/orders?since=").k("2026-02-01").w("&api_key=").p("bearer", rsMixed(32)).w("&page=2")
	default:
		b.w("webhook url: https://hooks.rydr.app/in?token=").p("bearer", rsMixed(40)).w(" (do not share) — owner ").p("email", email(l))
	}
}

func awsCreds(b *B) {
	b.w("[rydr-prod]\naws_access_key_id = ").k("AKIA"+rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)).w("\naws_secret_access_key = ").p("bearer", vendor("aws_secret")).w("\nregion = ").k(pick([]string{"sa-east-1", "eu-west-1", "ap-south-1", "me-central-1", "af-south-1"}))
}

func telegramBot(b *B) {
	b.w(pick([]string{"courier alerts bot\n", "# dispatch notifier\n"})).w("TELEGRAM_BOT_TOKEN=").p("bearer", vendor("telegram")).w("\nCHAT_ID=").k("-100" + digits(10))
}

func basicAuth(b *B) {
	l := loc()
	u := email(l)
	if chance(0.5) {
		u = pick([]string{"ops_admin", "partner_", "rydr-sync"}) + digits(2)
	}
	cred := b64std(u + ":" + password())
	pre := pick([]string{"Authorization: Basic ", "-H \"Authorization: Basic ", "proxy_set_header Authorization \"Basic "})
	b.w(pre).p("bearer", cred)
	if strings.HasPrefix(pre, "-H") {
		b.w("\"")
	} else if strings.HasPrefix(pre, "proxy") {
		b.w("\";")
	}
	b.w("\nX-Partner-Id: ").k("ptn_" + digits(6))
}

func dbURL(b *B) {
	user := pick([]string{"dispatch", "payouts_rw", "analytics", "app"})
	b.w(pick([]string{"DATABASE_URL=", "conn: ", "psql "})).w(pick([]string{"postgres://", "postgresql://", "mysql://"})+user+":").p("bearer", userinfoEscape(password())).w("@").k(pick([]string{"db-prod-1.internal:5432/dispatch", "10.20.3.14:5432/payouts", "mysql.prod.rydr.app:3306/orders"}))
}

func jwtCookie(b *B) {
	b.w("Cookie: _ga=").k("GA1.2."+digits(10)+"."+digits(10)).w("; session=").p("jwt", jwt()).w("; locale=").k(pick([]string{"pt-BR", "es-MX", "en-NG", "id-ID"}))
}

func jwtURL(b *B) {
	b.w(pick([]string{"https://driver.rydr.app/onboarding/continue?id_token=", "https://cleanly.eu/magic-login#access_token=", "https://ops.quickbite.io/sso/callback?jwt="})).p("jwt", jwt()).w("&state=").k(rs(lowhex, 16))
}

func obfuscatedEmail(b *B) {
	l := loc()
	c := newCtx(l)
	e := emailFor(l, c.first, c.last)
	at := strings.IndexByte(e, '@')
	loc, dom := e[:at], e[at+1:]
	var v string
	switch r.Intn(6) {
	case 0:
		v = loc + "(at)" + dom
	case 1:
		v = loc + " [at] " + strings.ReplaceAll(dom, ".", " [dot] ")
	case 2:
		v = loc + " arroba " + strings.ReplaceAll(dom, ".", " punto ")
	case 3:
		v = loc + " @ " + dom
	case 4:
		v = loc + "[@]" + dom
	default:
		v = loc + " {at} " + dom
	}
	b.w(pick([]string{"app blocks emails so: ", "mi correo: ", "e-mail (sem @ por causa do filtro): ", "mail me → ", "reach me: "})).p("email", v)
	render(b, c, pick([]string{"", " thx", " — {FN}", " 🙏"}))
}

func spacedPhone(b *B) {
	l := loc()
	c := newCtx(l)
	p := l.phone(2)
	d := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "", "/", "").Replace(p)
	v := strings.Join(strings.Split(d, ""), " ")
	render(b, c, pick([]string{"my number (spaced so the app doesn't hide it): ", "call me ", "WhatsApp: ", "cel "}))
	b.p("phone", v)
}

func emailSignature(b *B) {
	l := loc()
	c := newCtx(l)
	b.w("Thanks,\n" + c.first + " " + c.last + "\n" + pick([]string{"Fleet Partner Manager", "Gerente de Operaciones", "Host Success", "Ops Lead — " + pick(l.cities)}) + "\n")
	render(b, c, pick([]string{
		"M: {P} | O: {P}\n{EM}",
		"Mobile {P}\nEmail {EM}",
		"Tel. {P}\nE-Mail: {EM}",
		"📞 {P} · ✉️ {EM}",
		"Cel: {P}\n{EM}",
	}))
}

func payoutCard(b *B) {
	l := loc()
	c := newCtx(l)
	ib, _ := iban()
	render(b, c, pick([]string{
		"Payout method updated for courier {NAME}: debit card {C} (instant payout). Old method IBAN ",
		"Cambio de método de cobro: tarjeta {C}. Cuenta anterior ",
		"Saque instantâneo para o cartão {C}; conta anterior ",
	}))
	b.k(ib).w(". Requested from ")
	b.p("phone", phoneIn(l, 0))
}

func mpesa(b *B) {
	l := locCode("en-KE")
	c := newCtx(l)
	ref := rs("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)
	b.k(ref).w(" Confirmed. " + l.cur() + " sent to " + strings.ToUpper(c.first+" "+c.last) + " ")
	b.p("phone", pick([]string{kePhone(2), "254" + strings.NewReplacer(" ", "", "-", "").Replace(kePhone(2))[1:]}))
	b.w(" on " + dateIn(l) + " at " + timeOf() + ". New M-PESA balance is ").k(l.cur()).w(". Transaction cost, KES 0.00.")
}

func upiPhone(b *B) {
	l := locCode("en-IN")
	c := newCtx(l)
	m := from("6789") + digits(9)
	b.w("Payment to driver via UPI: ").p("phone", m+"@"+pick([]string{"paytm", "ybl", "okaxis"})).w(" — ").k(l.cur()).w(", UTR ").k(nz(12))
	render(b, c, pick([]string{"", ". Driver phone {P}"}))
}

func hostHandover(b *B) {
	l := loc()
	c := newCtx(l)
	render(b, c, pick([]string{
		"Check-in from {TIME}. Lockbox code 4821. WiFi: Casa{FN}_5G / pass {PW}. My cell {P}",
		"Cleaner notes: alarm panel PIN ask me. Wi-Fi password: {PW}. Host phone {P}",
		"Senha do wifi: {PW} — qualquer coisa me chama {P}",
	}))
}

func fcmConfig(b *B) {
	b.w("curl https://fcm.googleapis.com/fcm/send -H \"Authorization: key=").p("bearer", "AAAA"+rs(b64u, 7)+":APA91b"+rs(b64u, 134)).w("\" -H \"Content-Type: application/json\" -d '{\"to\":\"/topics/").k("drivers-" + pick([]string{"sp", "cdmx", "lagos", "jakarta"})).w("\"}'")
}

func mercadoPago(b *B) {
	l := locLang("es", "pt")
	b.w("mp = mercadopago.SDK(\"").p("bearer", vendor("mercadopago")).w("\")\n# pagos de ").k(pick([]string{"Rappi-like MX", "Loja Centro", "Tienda Palermo"})).w(", payer ")
	b.p("email", email(l))
}

func africanPSP(b *B) {
	switch r.Intn(2) {
	case 0:
		b.w("const paystack = require('paystack')('").p("bearer", vendor("paystack")).w("'); // ").k("NGN")
	default:
		b.w("FLW_SECRET_KEY=").p("bearer", vendor("flutterwave")).w("\nFLW_PUBLIC_KEY=").k("FLWPUBK-" + rs(lowhex, 32) + "-X")
	}
}

func seaPSP(b *B) {
	switch r.Intn(2) {
	case 0:
		b.w("XENDIT_SECRET_KEY=").p("bearer", vendor("xendit")).w("\nXENDIT_CALLBACK_URL=").k("https://api.kirimcepat.id/xendit/callback")
	default:
		b.w("midtrans serverKey: ").p("bearer", vendor("midtrans")).w(", clientKey: ").k("Mid-client-" + rsMixed(16))
	}
}

func pythonSnippet(b *B) {
	l := loc()
	b.w("import requests\n\nresp = requests.post(\n    \"https://api.quickbite.io/v2/couriers/notify\",\n    headers={\"Authorization\": \"Bearer ")
	if chance(0.5) {
		b.p("bearer", opaque())
	} else {
		b.p("jwt", jwt())
	}
	b.w("\"},\n    json={\"phone\": \"").p("phone", phoneIn(l, 1)).w("\", \"order\": \"").k(rs(upnum, 8)).w("\"},\n    timeout=").k("10").w(",\n)")
}

func otpSMS(b *B) {
	l := loc()
	b.w(pick([]string{"SMS to ", "Sent to ", "[sms] "})).p("phone", phoneIn(l, 1)).w(": ")
	b.w(pick([]string{"Your Rydr code is ", "Seu código QuickBite é ", "Tu código es ", "Kode verifikasi Anda "})).w(digits(6)).w(". ").k(pick([]string{"Don't share it with anyone.", "Não compartilhe.", "No lo compartas.", "Jangan berikan kode ini."}))
}

func contactList(b *B) {
	l := loc()
	b.w(pick([]string{"Emergency contacts for shift ", "Backup couriers for zone ", "Cleaners on call "})).k(rs(upnum, 2) + "-" + digits(2)).w(":\n")
	for i := 0; i < 2+r.Intn(3); i++ {
		c := newCtx(l)
		b.w(fmt.Sprintf("%d. %s %s — ", i+1, c.first, c.last))
		b.p("phone", phoneIn(l, 0))
		if chance(0.4) {
			b.w(" — ").p("email", emailFor(l, c.first, c.last))
		}
		b.w("\n")
	}
}

func whatsappExport(b *B) {
	l := loc()
	c := newCtx(l)
	d := fmt.Sprintf("%02d/%02d/2026", 1+r.Intn(28), 1+r.Intn(12))
	t1 := fmt.Sprintf("%02d:%02d", r.Intn(24), r.Intn(60))
	b.w(d + ", " + t1 + " - ")
	b.p("phone", phoneIn(l, 1))
	b.w(": " + pick([]string{"cheguei", "ya estoy abajo", "I'm here", "sampun dugi", "arrived"}) + "\n" + d + ", " + t1 + " - " + c.first + ": ")
	render(b, c, pick([]string{"ok, my husband's number is {P}", "call this one instead {P}", "ok", "my email for the receipt {EM}"}))
}

func callMasking(b *B) {
	l := loc()
	b.k(fmt.Sprintf("2026-02-%02dT%02d:%02d:%02dZ", 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60))).w(" call-proxy bridge created session=").k("cs_" + rs(lowhex, 12)).w(" caller=")
	b.p("phone", phoneIn(l, 1)).w(" callee=").p("phone", phoneIn(l, 1)).w(" ttl=").k("3600")
}

func dispatcherNotes(b *B) {
	l := loc()
	c := newCtx(l)
	render(b, c, pick([]string{
		"NOTE {TIME}: Cust says driver {FN} was rude, wants callback on {P} before {TIME}. Trip {ORD}.",
		"Rider left phone in car {PLATE}. Owner reachable at {P} (friend's phone). Driver to return by {TIME}.",
		"Nota: la clienta pide que la llamen al fijo {P}, el cel no tiene señal. Pedido {ORD}.",
		"Obs: entregador informou telefone alternativo {P}. Pedido {ORD}, valor {AMT}.",
		"Vermerk: Kundin bittet um Rückruf unter {P} (nach {TIME}). Auftrag {ORD}.",
		"Remarque : client joignable au {P} ou par mail {EM}. Course {ORD}.",
	}))
}

func htmlContact(b *B) {
	l := loc()
	c := newCtx(l)
	b.w("<div class=\"seller\"><span>" + c.first + "</span> <a href=\"tel:")
	p := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "").Replace(l.phone(1))
	if !strings.HasPrefix(p, "+") {
		p = "+" + strings.TrimPrefix(p, "00")
	}
	b.p("phone", p).w("\">Call</a> <a href=\"mailto:").p("email", emailFor(l, c.first, c.last)).w("\">Email</a> <small>").k("Listing #" + digits(8)).w("</small></div>")
}

func bareLabel(b *B) {
	l := loc()
	c := newCtx(l)
	// the number as a system or a person types it: digits only, with or without country code
	p := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "", "/", "").Replace(l.phone(0))
	render(b, c, pick([]string{"phone: ", "Phone number: ", "tel ", "Celular: ", "mobile no. ", "contact ", "Handy: ", "whatsapp ", "رقم الجوال: ", "फ़ोन: ", "No HP: ", "SĐT: ", "เบอร์โทร "}))
	b.p("phone", p)
	render(b, c, pick([]string{"", " ({FN})", ", order {ORD}", " — {AMT}"}))
}

func b64std(s string) string {
	const t = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	var sb strings.Builder
	in := []byte(s)
	for i := 0; i < len(in); i += 3 {
		var v uint
		n := len(in) - i
		if n > 3 {
			n = 3
		}
		for j := 0; j < 3; j++ {
			v <<= 8
			if j < n {
				v |= uint(in[i+j])
			}
		}
		for j := 0; j < 4; j++ {
			if j <= n {
				sb.WriteByte(t[(v>>(18-6*uint(j)))&63])
			} else {
				sb.WriteByte('=')
			}
		}
	}
	return sb.String()
}

// userinfoEscape percent-encodes what RFC 3986 does not allow raw in a URL's
// userinfo password (a raw '@', '#', '?', '/', ':' or '%' would end or corrupt it).
func userinfoEscape(pw string) string {
	return strings.NewReplacer("%", "%25", "@", "%40", "#", "%23", "?", "%3F", "/", "%2F", ":", "%3A").Replace(pw)
}
