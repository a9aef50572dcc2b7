package main

// Templates of lines that hold personal or secret values: support tickets,
// app-store reviews, telehealth and pharmacy chats.
var piiTpls = []Tpl{
	// ---------- support tickets ----------
	{"ticket_login_en", "en", `Subject: Locked out after updating to v⟨k_ver⟩
Hi ⟨app⟩ team, since the update on ⟨date⟩ the app keeps saying "session expired" and won't accept my login. Account email is ⟨email⟩, phone on file ⟨ph⟩. I've had a ⟨|365|500|1,000⟩-day streak (⟨k_steps⟩ steps yesterday) and I really don't want to lose it. Ticket #⟨k_ticket⟩ if that helps.
Thanks, ⟨first⟩`},
	{"ticket_sync_de", "de", `Betreff: Synchronisierung mit ⟨device⟩ schlägt fehl
Hallo, seit dem Firmware-Update ⟨k_fw⟩ werden meine Schritte nicht mehr übertragen (gestern ⟨k_steps⟩ Schritte auf der Uhr, in der App 0). Unit ID: ⟨k_unit⟩. Bitte melden Sie sich unter ⟨email⟩ oder telefonisch unter ⟨ph⟩, am besten nach 17 Uhr.
Viele Grüße
⟨name⟩`},
	{"ticket_refund_es", "es", `Asunto: Cobro duplicado suscripción Premium
Buenas tardes, el ⟨date⟩ me cobraron dos veces ⟨k_price⟩ en la tarjeta ⟨cc⟩. Pedido ⟨k_order⟩. Solicito el reembolso del segundo cargo. Mi correo de la cuenta es ⟨email⟩ y mi móvil ⟨ph⟩.
Un saludo, ⟨name⟩`},
	{"ticket_password_fr", "fr", `Objet : impossible de me connecter sur la montre
Bonjour, j'ai réinitialisé mon mot de passe hier mais la montre refuse toujours. Pour que vous puissiez tester : identifiant ⟨email⟩, mot de passe : ⟨b_pw⟩
Version de l'appli ⟨k_ver⟩ sur iPhone, ticket n° ⟨k_ticket⟩. Merci d'avance, ⟨first⟩`},
	{"ticket_family_pt", "pt", `Assunto: Compartilhamento familiar não funciona
Olá! Adicionei minha mãe (⟨name2⟩) como cuidadora mas o convite nunca chega. O e-mail dela é ⟨email2⟩ e o celular ⟨ph2⟩. O meu é ⟨email⟩. Pressão de hoje: ⟨k_bp⟩, glicemia ⟨k_glu⟩ — ela precisa ver esses dados. Protocolo ⟨k_ticket⟩.`},
	{"ticket_pairing_ja", "ja", `件名：⟨device⟩とペアリングできません
お世話になっております。アプリ（バージョン⟨k_ver⟩）で何度やってもペアリングが途中で失敗します。シリアル番号は⟨k_serial⟩、MACアドレスは⟨k_mac⟩です。ご連絡は ⟨email⟩ または 携帯 ⟨ph⟩ までお願いいたします。
⟨name⟩`},
	{"ticket_zh", "zh", `【工单】手环数据不同步
您好，我的⟨device⟩从⟨date⟩开始就不同步了，昨天走了⟨k_steps⟩步，APP里只显示0。设备序列号：⟨k_serial⟩。我的手机号：⟨ph⟩，邮箱：⟨email⟩，麻烦尽快处理，谢谢！`},
	{"ticket_ko", "ko", `[문의] 수면 데이터가 사라졌어요
안녕하세요. 앱을 ⟨k_ver⟩ 버전으로 업데이트한 뒤 지난주 수면 기록(평균 ⟨k_sleep⟩)이 모두 없어졌습니다. 계정 이메일은 ⟨email⟩ 이고 연락처는 ⟨ph⟩ 입니다. 문의번호 ⟨k_ticket⟩ 확인 부탁드립니다.`},
	{"ticket_ru", "ru", `Тема: не приходит код подтверждения
Здравствуйте! Пытаюсь войти в ⟨app⟩, но SMS с кодом не приходит уже третий день. Номер телефона в профиле: ⟨ph⟩, почта ⟨email⟩. Версия приложения ⟨k_ver⟩, Android 14. Заявка № ⟨k_ticket⟩.
С уважением, ⟨name⟩`},
	{"ticket_tr", "tr", `Konu: Abonelik iptali
Merhaba, ⟨date⟩ tarihinde aboneliğimi iptal etmeme rağmen ⟨k_price⟩ tekrar çekildi. Sipariş no: ⟨k_order⟩. E-posta adresim ⟨email⟩, cep telefonum ⟨ph⟩. İadenin yapılmasını rica ediyorum.
⟨name⟩`},
	{"ticket_it", "it", `Oggetto: dati del sonno mancanti
Buongiorno, dal ⟨date⟩ la app non registra più il sonno dal mio ⟨device⟩ (firmware ⟨k_fw⟩). Potete contattarmi al ⟨ph⟩ oppure scrivermi a ⟨email⟩. Numero richiesta ⟨k_ticket⟩.
Grazie, ⟨name⟩`},
	{"ticket_nl", "nl", `Onderwerp: weegschaal synchroniseert niet
Hallo, mijn ⟨device⟩ (serienummer ⟨k_serial⟩, MAC ⟨k_mac⟩) stuurt sinds ⟨date⟩ geen metingen meer door. Laatste gewicht ⟨k_weight⟩. U kunt mij bereiken op ⟨ph⟩ of via ⟨email⟩.
Met vriendelijke groet, ⟨name⟩`},
	{"ticket_zendesk_json", "en", `{"ticket":{"id":⟨k_ticket⟩,"subject":"Heart rate zones wrong after update","requester":{"name":"⟨name⟩","email":"⟨email⟩","phone":"⟨ph_e⟩"},"custom_fields":[{"id":360041,"value":"⟨k_serial⟩"},{"id":360042,"value":"android-⟨k_ver⟩"}],"description":"Max HR shows ⟨k_hr⟩ but my tested max is lower. Device ⟨device⟩."}}`},
	{"ticket_freshdesk_html_en", "en", `<div>Hi,</div><div>I was double charged for the annual plan (⟨k_price⟩). Card used: ⟨cc_sp⟩ exp 0⟨n1⟩/2⟨n1⟩.</div><div>Reach me at <a href="mailto:⟨email#1⟩">⟨email#1⟩</a> or <a href="tel:⟨ph_e#2⟩">⟨ph_e#2⟩</a>.</div><div>Order ⟨k_order⟩</div>`},

	// ---------- app-store reviews ----------
	{"review_en_card", "en", `★☆☆☆☆ "Charged twice, no response"
Subscribed to ⟨app⟩ Premium on ⟨date⟩, got charged ⟨k_price⟩ TWICE on my card ending — no, here's the full number so you can find it: ⟨cc⟩. Emailed support 4 times. Fix it or refund me. ⟨email⟩`},
	{"review_en_phone", "en", `★★☆☆☆ Step counter is way off. Walked 10k per my pedometer and the app says ⟨k_steps⟩. Version ⟨k_ver⟩, Pixel 8. Devs, call me if you want logs: ⟨ph⟩ — ⟨first⟩ from ⟨city⟩`},
	{"review_es", "es", `★★★★☆ Me encanta para controlar la glucosa (hoy ⟨k_glu⟩ en ayunas) pero la sincronización con el ⟨device⟩ falla a veces. Si el equipo quiere más detalles, escribidme a ⟨email⟩. Versión ⟨k_ver⟩.`},
	{"review_de", "de", `★☆☆☆☆ Seit Version ⟨k_ver⟩ stürzt die App beim Öffnen der Pulsdaten ab. Ruhepuls ⟨k_hr⟩ wird nicht mehr angezeigt. Support antwortet nicht. Rufen Sie mich an: ⟨ph⟩`},
	{"review_ja", "ja", `★★☆☆☆ 歩数が正確じゃない。今日は⟨k_steps⟩歩のはずが半分しか記録されない。問い合わせても返事なし。開発者の方、⟨email⟩ まで連絡ください。`},
	{"review_ru", "ru", `★☆☆☆☆ Списали ⟨k_price⟩ после окончания пробного периода, хотя я отменила подписку ⟨date⟩. Карта ⟨cc⟩. Верните деньги! Связь: ⟨ph⟩`},
	{"review_dev_reply_en", "en", `Developer Response (⟨date⟩): Hi ⟨first⟩, we're sorry about the sync issue on ⟨device⟩. We couldn't find an account under the address in your review, so we've reached out to ⟨email⟩ from ticket #⟨k_ticket⟩ — please check your spam folder. Version ⟨k_ver⟩ fixes the ⟨k_hr⟩ resting HR glitch.`},
	{"review_pt", "pt", `★☆☆☆☆ App cobrou ⟨k_price⟩ no meu cartão ⟨cc⟩ sem autorização!! Já mandei e-mail de ⟨email⟩ e ninguém responde. Versão ⟨k_ver⟩.`},

	// ---------- telehealth chats ----------
	{"telehealth_en", "en", `[⟨k_time⟩] Dr. ⟨dren⟩: Your BP today is ⟨k_bp⟩ and the A1c came back at ⟨k_a1c⟩. I'd like to increase ⟨drug⟩ to ⟨k_dose⟩.
[⟨k_time⟩] ⟨first⟩: ok. if the video drops can you call my cell? ⟨ph⟩
[⟨k_time⟩] Dr. ⟨dren⟩: Will do. Prescription goes to ⟨pharmacy⟩, Rx ⟨k_rx⟩.`},
	{"telehealth_es", "es", `Paciente: Doctora, la app me marca ⟨k_mmol⟩ después de cenar, ¿es normal?
Dra. ⟨dr⟩: Es un poco alto. Vamos a ajustar la dosis a ⟨k_dose⟩. ¿Me confirma un teléfono por si se corta la videollamada?
Paciente: Sí, mi móvil es ⟨ph⟩, y mi correo ⟨email⟩ para el informe.`},
	{"telehealth_pt", "pt", `Médico: Olá ⟨first⟩, sua saturação está em ⟨k_spo2⟩ e a frequência em ⟨k_hr⟩. Vou enviar a receita digital.
Paciente: Pode mandar pro meu WhatsApp? ⟨ph⟩
Médico: Claro. Também vai por e-mail para ⟨email⟩. Consulta nº ⟨k_appt⟩.`},
	{"telehealth_it", "it", `Dott.ssa ⟨dr⟩: La pressione media della settimana è ⟨k_bp⟩, bene. Continui con ⟨k_dose⟩ di ⟨drug⟩.
Paziente: Perfetto. Se serve mi chiami al ⟨ph⟩, oppure mi scriva a ⟨email⟩.
Dott.ssa ⟨dr⟩: Ricetta elettronica NRE ⟨k_rx⟩ inviata.`},
	{"telehealth_fr", "fr", `Téléconsultation du ⟨date⟩ — Dr ⟨dr⟩
Patient : ma montre indique une fréquence au repos de ⟨k_hr⟩ et ⟨k_spo2⟩ de saturation la nuit.
Dr ⟨dr⟩ : je vous prescris un holter. Le secrétariat vous rappellera au ⟨ph⟩. Ordonnance envoyée à ⟨email⟩.`},
	{"telehealth_video_drop_en", "en", `System: Video call ended unexpectedly (meeting ID ⟨k_meeting⟩). Provider will try to reach the patient by phone.
Provider note: Patient asked to be called at ⟨ph_us1⟩ instead of the number on file. Vitals from wearable: HR ⟨k_hr⟩, SpO2 ⟨k_spo2⟩.`},
	{"telehealth_nl", "nl", `Huisarts: Uw glucosewaarden liggen rond ⟨k_mmol⟩. We verhogen ⟨drug⟩ naar ⟨k_dose⟩.
Patiënt: Prima. Mijn nieuwe nummer is ⟨ph⟩, wilt u dat aanpassen?
Huisarts: Aangepast. Het recept staat klaar bij de apotheek.`},
	{"telehealth_tr", "tr", `Doktor: Tansiyonunuz ⟨k_bp⟩, nabız ⟨k_hr⟩. İlacı ⟨k_dose⟩ olarak devam edelim.
Hasta: Tamam hocam. Görüntü kesilirse beni şu numaradan arayabilir misiniz: ⟨ph⟩
Doktor: Elbette. e-Reçete numaranız ⟨k_erecete⟩.`},

	// ---------- pharmacy app chats ----------
	{"pharmacy_chat_en", "en", `Pharmacy Chat — ⟨pharmacy⟩
You: Hi, is Rx #⟨k_rx⟩ (⟨drug⟩ ⟨k_dose⟩, NDC ⟨k_ndc⟩) ready? Insurance member ID ⟨k_member⟩.
Pharmacist: It'll be ready after 4pm. Copay ⟨k_price⟩. Want a text when it's done?
You: yes please, text ⟨ph⟩`},
	{"pharmacy_transfer_en", "en", `Transfer request: please transfer Rx ⟨k_rx⟩ from ⟨pharmacy⟩ (NPI ⟨k_npi⟩, DEA ⟨k_dea⟩) to our store. Patient ⟨name⟩, DOB ⟨dob⟩, callback ⟨ph⟩, email ⟨email⟩.`},
	{"pharmacy_copay_card_en", "en", `Pharmacist: Your copay for ⟨drug⟩ ⟨k_dose⟩ x 90 is ⟨k_price⟩. Do you want to pay now?
You: sure, use my HSA card ⟨cc_visa⟩ exp 1⟨n1⟩/27 cvv ⟨n3⟩
Pharmacist: Thanks! Order ⟨k_order⟩ confirmed.`},
	{"pharmacy_chat_fr", "fr", `Pharmacie en ligne — conversation
Client : Bonjour, mon ordonnance pour ⟨drug⟩ ⟨k_dose⟩ est-elle prête ? Numéro de commande ⟨k_order⟩.
Pharmacien : Oui, à retirer demain. Nous vous enverrons un SMS au numéro indiqué ?
Client : Plutôt au ⟨ph⟩, c'est mon nouveau portable.`},
	{"pharmacy_chat_zh", "zh", `药师：您好，您预约的⟨drug⟩（⟨k_dose⟩，共⟨n2⟩盒）已经到货，订单号⟨k_order⟩。
用户：好的，能帮我送到家吗？收货电话⟨ph⟩，发票发到⟨email⟩。
药师：可以，预计明天送达。`},
	{"pharmacy_chat_de", "de", `Online-Apotheke Chat
Kundin: Ist mein Rezept für ⟨drug⟩ ⟨k_dose⟩ schon da? Bestellnummer ⟨k_order⟩, PZN ⟨k_rx⟩.
Apotheker: Ja, wird morgen verschickt. Sollen wir Sie bei Rückfragen anrufen?
Kundin: Gern, Handy ⟨ph⟩.`},
	{"pharmacy_refill_sms_es_us", "es", `Farmacia: Su receta #⟨k_rx⟩ de ⟨drug⟩ está lista para recoger. Copago ⟨k_price⟩.
Cliente: gracias, pueden llamarme al ⟨ph_us⟩ cuando la tengan empacada? y el recibo a ⟨email⟩`},
	{"pharmacy_chat_ko", "ko", `약사: 처방하신 ⟨drug⟩ ⟨k_dose⟩ 준비됐습니다. 주문번호 ⟨k_order⟩.
고객: 감사합니다. 배송 연락은 ⟨ph⟩ 로 주세요. 영수증은 ⟨email⟩ 로 부탁드려요.`},
}
