package main

// Per-language templates: seven PII categories and three clean ones, in
// twelve languages. Placeholders are listed in main.go (placeholder).

var langs = []string{"en", "es", "pt", "fr", "de", "it", "tr", "ar", "hi", "id", "ja", "ru"}

// category -> language -> variants
var langPII = []struct {
	cat string
	by  map[string][]string
}{
	{"simswap", map[string][]string{
		"en": {"CRM NOTE {TKT} | {DATE}\nCaller {N} requested SIM swap for line {PUS} (phone lost at airport). Verified via account PIN {PIN} + last 4 of card on file. Old ICCID {ICCID} -> new ICCID {ICCID}. BAN {ACCT}. Swap fee {AMT} waived. 24h SIM-swap lock applied to outbound ports.",
			"SIM change req. — cust says old SIM damaged. MDN {PUS}, acct {ACCT}, new ICCID {ICCID}, IMEI {IMEI}. PIN {PIN} OK. Agent: tk421. Ticket {TKT}."},
		"es": {"NOTA CRM {TKT} — {N} solicita duplicado de SIM para la línea {PN}. ICCID antiguo {ICCID}, ICCID nuevo {ICCID}. Verificado con PIN de cuenta {PIN}. Fecha {DATE}. Coste {AMT}.",
			"Cambio de SIM por robo: titular {N}, móvil {PN}, cuenta {ACCT}. Nueva tarjeta ICCID {ICCID}, activada {DATE}. Incidencia {TKT}."},
		"pt": {"[Atendimento] Protocolo {TKT} — troca de chip solicitada por {N}, linha {PN}. ICCID antigo {ICCID}, novo chip {ICCID}. Senha de atendimento {PIN} conferida. Data {DATE}, taxa {AMT}.",
			"Cliente {N} pediu 2ª via do chip (celular roubado). Número {PN}, conta {ACCT}, novo ICCID {ICCID}. Protocolo {TKT}."},
		"fr": {"Note CRM {TKT} — Changement de carte SIM demandé par {N} pour la ligne {PN} (vol). Ancien ICCID {ICCID}, nouvel ICCID {ICCID}. Code confidentiel client {PIN} vérifié. Le {DATE}, frais {AMT}.",
			"Remplacement SIM suite à perte : titulaire {N}, mobile {PN}, compte {ACCT}, nouvelle SIM {ICCID}. Dossier {TKT}."},
		"de": {"CRM-Notiz {TKT}: SIM-Tausch für Rufnummer {PN} beantragt von {N} (Handy gestohlen). Alte ICCID {ICCID}, neue ICCID {ICCID}. Kundenkennwort geprüft. Datum {DATE}, Gebühr {AMT}.",
			"Ersatz-SIM bestellt: Kunde {N}, Handynummer {PN}, Kundennummer {ACCT}, neue Karte {ICCID}, Versand am {DATE}. Vorgang {TKT}."},
		"it": {"Nota CRM {TKT} — sostituzione SIM richiesta da {N} per la linea {PN}. ICCID vecchio {ICCID}, nuovo ICCID {ICCID}. Codice cliente verificato. Data {DATE}, costo {AMT}.",
			"Cambio SIM per furto: intestatario {N}, cellulare {PN}, codice cliente {ACCT}, nuova SIM {ICCID}. Pratica {TKT}."},
		"tr": {"CRM notu {TKT}: {N}, {PN} numaralı hat için SIM kart değişikliği talep etti. Eski ICCID {ICCID}, yeni ICCID {ICCID}. Müşteri şifresi doğrulandı. Tarih {DATE}, ücret {AMT}.",
			"SIM kart yenileme (kayıp): abone {N}, cep telefonu {PN}, müşteri no {ACCT}, yeni ICCID {ICCID}. Kayıt {TKT}."},
		"ar": {"ملاحظة CRM {TKT}: طلب {N} استبدال شريحة SIM للرقم {PN}. ICCID القديم {ICCID}، ICCID الجديد {ICCID}. تم التحقق من الرقم السري للحساب. التاريخ {DATE}، الرسوم {AMT}.",
			"استبدال شريحة بسبب فقدان الجوال: المشترك {N}، الجوال {PN}، رقم الحساب {ACCT}، الشريحة الجديدة {ICCID}. الطلب {TKT}."},
		"hi": {"CRM नोट {TKT}: {N} ने मोबाइल नंबर {PN} के लिए सिम बदलने (SIM swap) का अनुरोध किया। पुराना ICCID {ICCID}, नया ICCID {ICCID}। आधार OTP से सत्यापित। तारीख {DATE}, शुल्क {AMT}।",
			"सिम रिप्लेसमेंट (फोन चोरी): ग्राहक {N}, मोबाइल {PN}, खाता {ACCT}, नया ICCID {ICCID}. टिकट {TKT}."},
		"id": {"Catatan CRM {TKT}: {N} meminta ganti kartu SIM untuk nomor {PN} (HP hilang). ICCID lama {ICCID}, ICCID baru {ICCID}. Verifikasi NIK dan PIN akun berhasil. Tanggal {DATE}, biaya {AMT}.",
			"Penggantian SIM: pelanggan {N}, no HP {PN}, akun {ACCT}, kartu baru {ICCID}. Tiket {TKT}."},
		"ja": {"CRMメモ {TKT}：{N}様より携帯番号{PN}のSIMカード再発行依頼。旧ICCID {ICCID}、新ICCID {ICCID}。暗証番号で本人確認済み。受付日 {DATE}、手数料 {AMT}。",
			"SIM再発行（紛失）：契約者 {N}、電話番号 {PN}、お客様番号 {ACCT}、新SIM {ICCID}。受付番号 {TKT}。"},
		"ru": {"Заметка CRM {TKT}: {N} запросил(а) замену SIM-карты для номера {PN} (утеря). Старый ICCID {ICCID}, новый ICCID {ICCID}. Кодовое слово проверено. Дата {DATE}, стоимость {AMT}.",
			"Замена SIM (кража): абонент {N}, тел. {PN}, лицевой счёт {ACCT}, новая SIM {ICCID}. Обращение {TKT}."},
	}},
	{"portout", map[string][]string{
		"en": {"Subject: Number transfer request\n\nHi {N}, we received a request to move {PIUS} to another carrier. Account {ACCT}, Number Transfer PIN {PIN}. A copy of this notice went to {EM}. If this wasn't you, reply STOP or call 611. Ref {TKT}."},
		"es": {"Solicitud de portabilidad saliente: número {PI}, cuenta {ACCT}, NIP de portabilidad {PIN}. Operador receptor: Telcel. Aviso enviado a {EM} el {DATE}."},
		"pt": {"Portabilidade: o número {PI} foi solicitado por outra operadora. Conta {ACCT}, código de portabilidade {PIN}. Confirmação enviada para {EM} em {DATE}."},
		"fr": {"Demande de portabilité sortante : numéro {PI}, compte {ACCT}, RIO {RIO}. Opérateur receveur : Free Mobile. Confirmation envoyée à {EM} le {DATE}."},
		"de": {"Portierungsanfrage (Rufnummernmitnahme): Rufnummer {PI}, Kundennummer {ACCT}, Portierungs-PIN {PIN}. Aufnehmender Anbieter: Telekom. Bestätigung an {EM} am {DATE}."},
		"it": {"Richiesta di portabilità in uscita: numero {PI}, codice cliente {ACCT}, codice di migrazione {RIO}. Conferma inviata a {EM} il {DATE}."},
		"tr": {"Numara taşıma talebi: {PI} numarası başka operatöre taşınmak isteniyor. Müşteri no {ACCT}, taşıma kodu {PIN}. Bilgilendirme {EM} adresine {DATE} tarihinde gönderildi."},
		"ar": {"طلب نقل رقم: الرقم {PI}، رقم الحساب {ACCT}، رمز النقل {PIN}. تم إرسال التأكيد إلى {EM} بتاريخ {DATE}."},
		"hi": {"पोर्ट-आउट अनुरोध: नंबर {PI}, खाता संख्या {ACCT}, UPC कोड {UPC}. पुष्टि {EM} पर {DATE} को भेजी गई।"},
		"id": {"Permintaan pindah operator: nomor {PI}, nomor akun {ACCT}, kode porting {PIN}. Konfirmasi dikirim ke {EM} pada {DATE}."},
		"ja": {"MNP転出予約：電話番号 {PI}、お客様番号 {ACCT}、MNP予約番号 {MNP}。確認メールを{EM}へ{DATE}に送信。"},
		"ru": {"Заявка на перенос номера (MNP): номер {PI}, лицевой счёт {ACCT}, код переноса {PIN}. Уведомление отправлено на {EM} {DATE}."},
	}},
	{"dispute", map[string][]string{
		"en": {"Dispute {TKT}: customer says autopay hit card {CC} twice for {AMT} on {DATE} (invoice {ORD}). Chargeback not filed yet; courtesy credit pending review."},
		"es": {"Reclamación {TKT}: el cliente indica un cargo duplicado de {AMT} en su tarjeta {CC} el {DATE}, factura {ORD}. Se abre disputa con el banco."},
		"pt": {"Contestação {TKT}: cliente informa cobrança em dobro de {AMT} no cartão {CC} em {DATE}, fatura {ORD}. Estorno em análise."},
		"fr": {"Réclamation {TKT} : le client conteste un prélèvement de {AMT} sur sa carte {CC} du {DATE}, facture {ORD}. Remboursement en cours."},
		"de": {"Reklamation {TKT}: Kunde meldet doppelte Abbuchung von {AMT} auf Kreditkarte {CC} am {DATE}, Rechnung {ORD}."},
		"it": {"Reclamo {TKT}: il cliente segnala un doppio addebito di {AMT} sulla carta {CC} del {DATE}, fattura {ORD}."},
		"tr": {"Şikayet {TKT}: müşteri {DATE} tarihinde kredi kartı {CC} üzerinden {AMT} iki kez çekildiğini bildiriyor. Fatura {ORD}."},
		"ar": {"شكوى {TKT}: يفيد العميل بخصم مبلغ {AMT} مرتين من البطاقة {CC} بتاريخ {DATE}، الفاتورة {ORD}."},
		"hi": {"शिकायत {TKT}: ग्राहक के कार्ड {CC} से {DATE} को {AMT} दो बार कटे। बिल {ORD}।"},
		"id": {"Keluhan {TKT}: pelanggan ditagih {AMT} dua kali pada kartu kredit {CC} tanggal {DATE}, tagihan {ORD}."},
		"ja": {"請求異議 {TKT}：{DATE}にクレジットカード {CC} へ {AMT} が二重請求されたとの申告。請求書番号 {ORD}。"},
		"ru": {"Претензия {TKT}: клиент сообщает о двойном списании {AMT} с карты {CC} {DATE}, счёт {ORD}."},
	}},
	{"esim", map[string][]string{
		"en": {"eSIM QR for {N} — emailed to {EM}\nLPA:1${SMDP}${AC}\nEID {EID} / IMEI {IMEI} / plan {PLAN}"},
		"es": {"Hola {N}, aquí tienes los datos para activar tu eSIM:\nDirección SM-DP+: {SMDP}\nCódigo de activación: {AC}\nEID: {EID}\nCopia enviada a {EM}."},
		"pt": {"Oi {N}! Seu eSIM está pronto. Endereço SM-DP+: {SMDP} | Código de ativação: {AC} | EID {EID}. Enviamos uma cópia para {EM}."},
		"fr": {"Bonjour {N}, voici votre code d'activation eSIM : LPA:1${SMDP}${AC}\nEID : {EID}\nUne copie a été envoyée à {EM}."},
		"de": {"Hallo {N}, Ihr eSIM-Profil ist bereit.\nSM-DP+-Adresse: {SMDP}\nAktivierungscode: {AC}\nEID: {EID}\nKopie an {EM}."},
		"it": {"Ciao {N}, ecco il codice per attivare la tua eSIM: LPA:1${SMDP}${AC} — EID {EID}. Abbiamo inviato una copia a {EM}."},
		"tr": {"Merhaba {N}, eSIM aktivasyon bilgileriniz: SM-DP+ adresi {SMDP}, aktivasyon kodu {AC}, EID {EID}. Bir kopyası {EM} adresine gönderildi."},
		"ar": {"مرحباً {N}، بيانات تفعيل الشريحة الإلكترونية eSIM:\nعنوان SM-DP+: {SMDP}\nرمز التفعيل: {AC}\nEID: {EID}\nأرسلنا نسخة إلى {EM}"},
		"hi": {"नमस्ते {N}, आपका eSIM सक्रियण कोड: LPA:1${SMDP}${AC} — EID {EID}. एक प्रति {EM} पर भेजी गई है।"},
		"id": {"Halo {N}, berikut kode aktivasi eSIM Anda: LPA:1${SMDP}${AC}\nEID: {EID}\nSalinan dikirim ke {EM}."},
		"ja": {"{N}様 eSIMのアクティベーションコードは以下の通りです。\nSM-DP+アドレス：{SMDP}\nアクティベーションコード：{AC}\nEID：{EID}\n控えを{EM}に送信しました。"},
		"ru": {"Здравствуйте, {N}! Данные для активации eSIM:\nАдрес SM-DP+: {SMDP}\nКод активации: {AC}\nEID: {EID}\nКопия отправлена на {EM}."},
	}},
	{"unlock", map[string][]string{
		"en": {"Unlock request {TKT}\nIMEI: {IMEI}\nModel: {DEV}\nContact phone: {PUS}\nEmail: {EM}\nEligibility: device paid off {DATE}, 60-day active requirement met."},
		"es": {"Liberación de equipo {TKT}: IMEI {IMEI}, modelo {DEV}. Teléfono de contacto {PN}, correo {EM}. Estado: aprobada {DATE}."},
		"pt": {"Desbloqueio de aparelho {TKT}: IMEI {IMEI} ({DEV}). Contato: {PN} / {EM}. Liberado em {DATE}."},
		"fr": {"Désimlockage {TKT} : IMEI {IMEI}, modèle {DEV}. Tél. de contact : {PN}, e-mail : {EM}. Code envoyé le {DATE}."},
		"de": {"Entsperrung (SIM-Lock) {TKT}: IMEI {IMEI}, Gerät {DEV}. Kontakt: Tel. {PN}, E-Mail {EM}. Freigeschaltet am {DATE}."},
		"it": {"Sblocco operatore {TKT}: IMEI {IMEI}, modello {DEV}. Recapito: cell. {PN}, email {EM}. Sbloccato il {DATE}."},
		"tr": {"Cihaz kilidi açma {TKT}: IMEI {IMEI}, model {DEV}. İletişim: Cep: {PN}, e-posta {EM}. Onay tarihi {DATE}."},
		"ar": {"فك قفل الجهاز {TKT}: IMEI {IMEI}، الطراز {DEV}. جوال التواصل: {PNAR}، البريد {EM}. تمت الموافقة {DATE}."},
		"hi": {"डिवाइस अनलॉक {TKT}: IMEI {IMEI}, मॉडल {DEV}. संपर्क फोन: {PN}, ईमेल {EM}. स्वीकृत {DATE}."},
		"id": {"Buka kunci perangkat {TKT}: IMEI {IMEI}, tipe {DEV}. Kontak: no. HP {PN}, email {EM}. Disetujui {DATE}."},
		"ja": {"SIMロック解除 {TKT}：IMEI {IMEI}、機種 {DEV}。連絡先 {PNFW}、メール {EM}。解除日 {DATE}。"},
		"ru": {"Разблокировка устройства {TKT}: IMEI {IMEI}, модель {DEV}. Контактный телефон: {PN}, e-mail {EM}. Одобрено {DATE}."},
	}},
	{"roaming", map[string][]string{
		"en": {"Roaming dispute — {N}, mobile {PIUK}, billed {AMT} for {DATA} while in Canada {DATE}. Plan {PLAN} should include the travel pass; escalate under {TKT}."},
		"es": {"Cliente {N} ({PI}) reclama {AMT} por roaming de datos ({DATA}) en EE. UU. del {DATE} al {DATE}. Tarifa {PLAN}."},
		"pt": {"Cliente {N}, celular {PI}, contesta {AMT} de roaming internacional ({DATA}) em Portugal entre {DATE} e {DATE}. Plano {PLAN}."},
		"fr": {"Litige roaming : {N} ({PI}) facturé {AMT} pour {DATA} consommés en Suisse du {DATE} au {DATE}. Forfait {PLAN}."},
		"de": {"Roaming-Beschwerde: {N}, Mobilnummer {PI}, wurden {AMT} für {DATA} in der Türkei berechnet ({DATE}–{DATE}). Tarif {PLAN}."},
		"it": {"Contestazione roaming: {N} ({PI}) addebitati {AMT} per {DATA} in Svizzera dal {DATE} al {DATE}. Offerta {PLAN}."},
		"tr": {"Yurt dışı kullanım itirazı: {N} ({PI}) Almanya'da {DATE}–{DATE} arasında {DATA} için {AMT} faturalandı. Tarife {PLAN}."},
		"ar": {"اعتراض على التجوال: {N} ({PI}) تم احتساب {AMT} مقابل {DATA} في تركيا من {DATE} إلى {DATE}. الباقة {PLAN}."},
		"hi": {"रोमिंग शिकायत: {N} ({PI}) से दुबई में {DATE} से {DATE} तक {DATA} के लिए {AMT} लिए गए। प्लान {PLAN}."},
		"id": {"Keluhan roaming: {N} ({PI}) dikenakan {AMT} untuk {DATA} di Singapura dari {DATE} sampai {DATE}. Paket {PLAN}."},
		"ja": {"海外ローミング請求の問い合わせ：{N}様（{PI}）、韓国で{DATE}〜{DATE}に{DATA}利用、{AMT}請求。プラン {PLAN}。"},
		"ru": {"Спор по роумингу: {N} ({PI}) списано {AMT} за {DATA} в Турции с {DATE} по {DATE}. Тариф {PLAN}."},
	}},
	{"portalpw", map[string][]string{
		"en": {"Customer {EM} can't log into My Account. Reset portal password to {PW} (temp, forces change). Ticket {TKT}, BAN {ACCT}."},
		"es": {"Chat web: el usuario {EM} no puede entrar en Mi Área. Contraseña temporal asignada: {PW} — deberá cambiarla al iniciar sesión. Caso {TKT}."},
		"pt": {"Cliente {EM} sem acesso ao Meu App. Nova senha provisória: {PW}. Protocolo {TKT}."},
		"fr": {"Le client {EM} n'arrive plus à se connecter à l'Espace client. Mot de passe provisoire : {PW}. Dossier {TKT}."},
		"de": {"Kunde {EM} kommt nicht ins Kundencenter. Neues Initialpasswort: {PW}. Vorgang {TKT}."},
		"it": {"Il cliente {EM} non riesce ad accedere all'Area Clienti. Password temporanea impostata: {PW}. Pratica {TKT}."},
		"tr": {"Müşteri {EM} Online İşlemler'e giriş yapamıyor. Geçici şifre: {PW}. Kayıt {TKT}."},
		"ar": {"العميل {EM} لا يستطيع الدخول إلى بوابة الخدمة الذاتية. كلمة السر المؤقتة: {PW}. الطلب {TKT}."},
		"hi": {"ग्राहक {EM} सेल्फ-केयर पोर्टल में लॉगिन नहीं कर पा रहे। अस्थायी पासवर्ड: {PW}. टिकट {TKT}."},
		"id": {"Pelanggan {EM} tidak bisa masuk ke aplikasi MyOperator. Kata sandi sementara: {PW}. Tiket {TKT}."},
		"ja": {"お客様 {EM} がMy Pageにログインできない。仮パスワード：{PW} を発行。受付番号 {TKT}。"},
		"ru": {"Абонент {EM} не может войти в личный кабинет. Временный пароль: {PW}. Обращение {TKT}."},
	}},
}

var langClean = []struct {
	cat string
	by  map[string][]string
}{
	{"c_usage", map[string][]string{
		"en": {"Usage summary as of {DATE}: {DATA} of {DATA} high-speed data used, 412 min, 58 texts. Next bill {AMT} on plan {PLAN}. Dial {SHORT} for balance."},
		"es": {"Resumen de consumo a {DATE}: has usado {DATA} de {DATA}. Próxima factura {AMT}. Tarifa {PLAN}. Consulta tu saldo marcando {SHORT}."},
		"pt": {"Seu consumo até {DATE}: {DATA} de {DATA} usados. Próxima fatura {AMT}, plano {PLAN}. Disque {SHORT} para saldo."},
		"fr": {"Suivi conso au {DATE} : {DATA} utilisés sur {DATA}. Prochaine facture {AMT}, forfait {PLAN}. Composez {SHORT} pour votre solde."},
		"de": {"Verbrauch bis {DATE}: {DATA} von {DATA} verbraucht. Nächste Rechnung {AMT}, Tarif {PLAN}. Guthaben abfragen mit {SHORT}."},
		"it": {"Consumi al {DATE}: hai usato {DATA} su {DATA}. Prossimo rinnovo {AMT}, offerta {PLAN}. Credito residuo: chiama {SHORT}."},
		"tr": {"{DATE} itibarıyla kullanım: {DATA} / {DATA}. Sonraki fatura {AMT}, tarife {PLAN}. Kalan kullanım için {SHORT} tuşlayın."},
		"ar": {"ملخص الاستهلاك حتى {DATE}: تم استخدام {DATA} من {DATA}. الفاتورة القادمة {AMT}، الباقة {PLAN}. للرصيد اطلب {SHORT}."},
		"hi": {"{DATE} तक उपयोग: {DATA} में से {DATA} इस्तेमाल। अगला बिल {AMT}, प्लान {PLAN}. बैलेंस के लिए {SHORT} डायल करें।"},
		"id": {"Pemakaian s.d. {DATE}: {DATA} dari {DATA}. Tagihan berikutnya {AMT}, paket {PLAN}. Cek pulsa: tekan {SHORT}."},
		"ja": {"{DATE}時点のご利用状況：{DATA}／{DATA}。次回請求額 {AMT}、プラン {PLAN}。残量確認は{SHORT}へ。"},
		"ru": {"Расход на {DATE}: использовано {DATA} из {DATA}. Следующее списание {AMT}, тариф {PLAN}. Баланс: наберите {SHORT}."},
	}},
	{"c_imeicheck", map[string][]string{
		"en": {"IMEI check {IMEI}: not blacklisted, financed balance $0.00, eligible for unlock. SIM ICCID {ICCID}, IMSI {IMSI}. Case {TKT}."},
		"es": {"Comprobación IMEI {IMEI}: no bloqueado, apto para liberación. ICCID {ICCID}, IMSI {IMSI}. Caso {TKT}."},
		"pt": {"Consulta IMEI {IMEI}: sem restrição na Anatel, apto a desbloqueio. ICCID {ICCID}, IMSI {IMSI}. Protocolo {TKT}."},
		"fr": {"Vérification IMEI {IMEI} : non blacklisté, éligible au désimlockage. ICCID {ICCID}, IMSI {IMSI}. Dossier {TKT}."},
		"de": {"IMEI-Prüfung {IMEI}: nicht gesperrt, Entsperrung möglich. ICCID {ICCID}, IMSI {IMSI}. Vorgang {TKT}."},
		"it": {"Verifica IMEI {IMEI}: non in blacklist, sbloccabile. ICCID {ICCID}, IMSI {IMSI}. Pratica {TKT}."},
		"tr": {"IMEI sorgu {IMEI}: BTK kayıtlı, kara listede değil. ICCID {ICCID}, IMSI {IMSI}. Kayıt {TKT}."},
		"ar": {"فحص IMEI {IMEI}: غير محظور ومؤهل لفك القفل. ICCID {ICCID}، IMSI {IMSI}. الطلب {TKT}."},
		"hi": {"IMEI जांच {IMEI}: ब्लैकलिस्ट में नहीं, अनलॉक योग्य। ICCID {ICCID}, IMSI {IMSI}. टिकट {TKT}."},
		"id": {"Cek IMEI {IMEI}: terdaftar di Kemenperin, tidak diblokir. ICCID {ICCID}, IMSI {IMSI}. Tiket {TKT}."},
		"ja": {"IMEI照会 {IMEI}：ネットワーク利用制限「○」、SIMロック解除可。ICCID {ICCID}、IMSI {IMSI}。受付番号 {TKT}。"},
		"ru": {"Проверка IMEI {IMEI}: не в чёрном списке, разблокировка возможна. ICCID {ICCID}, IMSI {IMSI}. Обращение {TKT}."},
	}},
	{"c_outage", map[string][]string{
		"en": {"Network incident {TKT}: site down since {DATE} 06:40, cell {CELL} and {CELL}, 4G/5G degraded. Affected accounts get {AMT} credit (e.g. BAN {ACCT}). ETA 14:00."},
		"es": {"Incidencia de red {TKT}: caída en la celda {CELL} desde el {DATE} a las 06:40. Compensación de {AMT} en la cuenta {ACCT}."},
		"pt": {"Incidente de rede {TKT}: ERB {CELL} fora do ar desde {DATE} 06:40. Crédito de {AMT} na conta {ACCT}."},
		"fr": {"Incident réseau {TKT} : relais {CELL} hors service depuis le {DATE} à 06h40. Geste commercial {AMT} sur le compte {ACCT}."},
		"de": {"Netzstörung {TKT}: Funkzelle {CELL} seit {DATE} 06:40 gestört. Gutschrift {AMT} auf Kundenkonto {ACCT}."},
		"it": {"Disservizio rete {TKT}: cella {CELL} fuori servizio dal {DATE} ore 06:40. Accredito di {AMT} sul conto {ACCT}."},
		"tr": {"Şebeke arızası {TKT}: {CELL} numaralı hücre {DATE} 06:40'tan beri kapalı. {ACCT} hesabına {AMT} iade."},
		"ar": {"عطل في الشبكة {TKT}: الخلية {CELL} متوقفة منذ {DATE} الساعة 06:40. تعويض {AMT} للحساب {ACCT}."},
		"hi": {"नेटवर्क समस्या {TKT}: सेल {CELL} {DATE} 06:40 से बंद। खाता {ACCT} में {AMT} क्रेडिट।"},
		"id": {"Gangguan jaringan {TKT}: BTS {CELL} mati sejak {DATE} 06:40. Kompensasi {AMT} ke akun {ACCT}."},
		"ja": {"通信障害 {TKT}：基地局 {CELL} が{DATE} 06:40から停止。お客様番号 {ACCT} に {AMT} を返金。"},
		"ru": {"Авария сети {TKT}: сота {CELL} не работает с {DATE} 06:40. Компенсация {AMT} на лицевой счёт {ACCT}."},
	}},
}

func langTemplates() (p, c []Tmpl) {
	for _, cat := range langPII {
		for _, l := range langs {
			p = append(p, Tmpl{Kind: cat.cat + "_" + l, Lang: l, Text: cat.by[l]})
		}
	}
	for _, cat := range langClean {
		for _, l := range langs {
			c = append(c, Tmpl{Kind: cat.cat + "_" + l, Lang: l, Clean: true, Text: cat.by[l]})
		}
	}
	return
}
