package main

// Layout-specific templates: credit checks, operator APIs, gateway logs,
// USSD, transcripts, exports, config files; and clean look-alike lines.

var fmtPII = []Tmpl{
	// --- US postpaid credit checks (SSN / ITIN) ---
	{Kind: "ssn_credit_note", Lang: "en", Text: []string{
		"Postpaid credit check — applicant {N}, SSN {SSN}, DOB 04/12/1987. Equifax: approved w/ deposit {AMT}. Callback {PUS}. App {TKT}.",
		"Credit app {TKT}: {N} / soc sec {SSN} / BAN {ACCT}. Result: REVIEW (thin file). Deposit {AMT} on 2 lines of {PLAN}."}},
	{Kind: "ssn_credit_json", Lang: "en", Text: []string{
		`{"applicationId":"{TKT}","channel":"retail","applicant":{"firstName":"Dana","lastName":"Kowalski","ssn":"{SSNB}","mobile":"{PIUS}","email":"{EM}"},"bureau":"TransUnion","decision":"APPROVED","depositAmount":"{AMT}","storeId":"{SEQ}"}`}},
	{Kind: "ssn_credit_csv", Lang: "en", Text: []string{
		"app_id,applicant_ssn,contact_phone,plan,deposit\n{SEQ},{SSN},{PUS},{PLAN},{AMT}\n{SEQ},{SSN},{PUS},{PLAN},{AMT}"}},
	{Kind: "ssn_transcript", Lang: "en", Text: []string{
		"AGENT: For the credit check on the new line I'll need your social security number.\nCUSTOMER: Sure, it's {SSNS}.\nAGENT: Thanks. And the best number to reach you?\nCUSTOMER: {PUS}.\nAGENT: Perfect, you're approved, deposit is {AMT}.",
		"[00:03:12] Agent: can you verify the last four or the full SSN?\n[00:03:20] Customer: full is {SSN}\n[00:03:41] Agent: got it, and email on file is {EMSP}?"}},
	{Kind: "ssn_es_us", Lang: "es", Text: []string{
		"Verificación de crédito (pospago EE. UU.): cliente {N}, número de seguro social {SSN}, teléfono {PUS}. Resultado: aprobado, depósito {AMT}."}},
	{Kind: "itin_credit", Lang: "en", Text: []string{
		"No SSN — applicant provided ITIN {ITIN} for the postpaid credit check. Deposit {AMT} required. Ticket {TKT}.",
		"Credit pull w/ taxpayer ID (ITIN) {ITIN} returned no hit; manual review, store {SEQ}."}},
	{Kind: "ssn_bad_and_good", Lang: "en", Text: []string{
		"SSN on file {BADSSN} failed SSA validation; customer re-supplied {SSN}. Retry credit pull for BAN {ACCT}, ticket {TKT}."}},
	{Kind: "ssn_tax_form", Lang: "en", Text: []string{
		"Business account W-9 on file: sole proprietor {N}, TIN (SSN) {SSN}, billing email {EM}, 5 lines of {PLAN}."}},

	// --- JWTs ---
	{Kind: "jwt_api_log", Lang: "en", Text: []string{
		"{TS} INFO selfcare-api GET /v2/accounts/{ACCT}/usage 200 12ms authorization=\"Bearer {JWT}\"",
		"{TS} WARN token-introspect expired token for ban={ACCT}: {JWT}"}},
	{Kind: "jwt_curl", Lang: "en", Text: []string{
		"curl -s https://api.celluna.com/oauth2/introspect -u selfcare:$CLIENT_SECRET -d 'token={JWT}'"}},
	{Kind: "jwt_chat", Lang: "en", Text: []string{
		"hey, the SIM swap check API keeps returning 401 with this token, is it expired? {JWT}",
		"Number Verification sandbox gives me invalid_grant, here is the access token I got back: {JWT} (client in {PLAN} tier)"}},
	{Kind: "jwt_webhook", Lang: "en", Text: []string{
		`{"event":"esim.profile.downloaded","eid":"{EID}","iccid":"{ICCID}","timestamp":"{TS}","id_token":"{JWT}"}`}},
	{Kind: "jwt_sso_url", Lang: "en", Text: []string{
		"Agent pasted the SSO callback: https://selfcare.orbitel.com/sso/callback#id_token={JWT}&state=af0ifjsldkj"}},
	{Kind: "jwt_es", Lang: "es", Text: []string{
		"El portal de distribuidores devuelve 403 con este token: {JWT} — ¿falta el scope sim-swap? Caso {TKT}."}},

	// --- bearer tokens, API keys, passwords ---
	{Kind: "bearer_camara_simswap", Lang: "en", Text: []string{
		"curl -X POST https://api.celluna.com/camara/sim-swap/v0/check -H 'Authorization: Bearer {BT}' -H 'Content-Type: application/json' -d '{\"phoneNumber\": \"{PEUS}\", \"maxAge\": 240}'"}},
	{Kind: "bearer_hlr_lookup", Lang: "de", Text: []string{
		"GET /v1/hlr?msisdn={PU} HTTP/1.1\nHost: hlr.gw-europe.net\nAccept: application/json\nAuthorization: Bearer {BT}"}},
	{Kind: "bearer_twilio_env", Lang: "en", Text: []string{
		"# sms-notify service\nTWILIO_ACCOUNT_SID={ACSID}\nTWILIO_AUTH_TOKEN={HEX}\nSTATUS_CALLBACK=https://hooks.celluna.com/sms/status"}},
	{Kind: "bearer_stripe_topup", Lang: "en", Text: []string{
		"topup-service config: STRIPE_SECRET_KEY={SK} STRIPE_PUBLISHABLE_KEY={PK} currency=usd min_topup=10"}},
	{Kind: "bearer_smpp_yaml", Lang: "en", Text: []string{
		"smpp:\n  host: smsc.orbitel.net\n  port: 2775\n  system_id: crm_bulk\n  password: {PW8}\n  source_addr: ORBITEL\n  window: 10"}},
	{Kind: "bearer_slack_alert", Lang: "en", Text: []string{
		"deploy ussd-gateway v{SEQ}: notifier uses SLACK_BOT_TOKEN={XOXB} for #noc-alerts"}},
	{Kind: "bearer_basic_auth", Lang: "en", Text: []string{
		"POST /dealer/api/activations HTTP/1.1\nHost: dealer.mobilix.com\nAuthorization: Basic {BASIC}\nContent-Type: application/json\n\n{\"iccid\":\"{ICCID}\",\"imei\":\"{IMEI}\",\"plan\":\"{PLAN}\"}"}},
	{Kind: "bearer_pw_chat_en", Lang: "en", Text: []string{
		"my login for the carrier portal is {EM} and password {PW} can you check why autopay failed on {DATE}?"}},
	{Kind: "bearer_github_ci", Lang: "en", Text: []string{
		"the provisioning repo CI broke after rotating, old token was {GHP} — revoke it please (ticket {TKT})"}},
	{Kind: "bearer_pw_es", Lang: "es", Text: []string{
		"Usuario del portal de empresas: {EM}\nContraseña: {PW}\nLíneas: 12 ({PLAN})"}},
	{Kind: "bearer_pw_pt", Lang: "pt", Text: []string{
		"oi, não consigo entrar no app. meu login é {EM} senha {PW} já tentei 3x"}},
	{Kind: "bearer_pw_de", Lang: "de", Text: []string{
		"Zugangsdaten Router (vom Anbieter): Benutzer {EM}, Passwort: {PW}. Tarif {PLAN}."}},
	{Kind: "bearer_pw_ru", Lang: "ru", Text: []string{
		"Логин от личного кабинета {EM}, пароль {PW}. Помогите отключить платную подписку, номер счёта {ACCT}."}},
	{Kind: "bearer_apikey_ja", Lang: "ja", Text: []string{
		"SMS送信APIの設定：APIキー: {BT}\n送信元ID: CELLUNA\n問い合わせ番号 {TKT}"}},

	// --- gateways, USSD, HLR ---
	{Kind: "sms_gateway_log", Lang: "en", Text: []string{
		"{TS} smsc-02 submit_sm seq={SEQ} src_addr=MYBANK dst_addr={PU} data_coding=0 msg_id={MSGID} status=ESME_ROK",
		"{TS} smsc-02 deliver_sm DLR id={MSGID} from {PU} stat:DELIVRD err:000 sub:001"}},
	{Kind: "sms_gateway_log_es", Lang: "es", Text: []string{
		"{TS} pasarela-sms envío OK destino={PU} remitente=BANCOSOL id={MSGID} partes=1 coste=0,0450"}},
	{Kind: "sms_dlr_json", Lang: "pt", Text: []string{
		`{"msisdn":"{PU}","status":"DELIVERED","error_code":"000","submitted_at":"{TS}","mccmnc":"{MCCMNC}","price":"0.0042"}`}},
	{Kind: "ussd_log", Lang: "hi", Text: []string{
		"USSD {TS} session={SEQ} msisdn={PU} code={SHORT} menu=1>3>2 resp=\"Balance {AMT}, data {DATA}\""}},
	{Kind: "ussd_log_id", Lang: "id", Text: []string{
		"[USSD] {TS} sesi {SEQ} pelanggan {PN} tekan {SHORT} -> beli paket {DATA} {AMT} BERHASIL"}},
	{Kind: "hlr_response", Lang: "it", Text: []string{
		`{"msisdn":"{PU}","imsi":"{IMSI}","mccmnc":"{MCCMNC}","ported":true,"roaming":false,"status":"DELIVRD"}`}},
	{Kind: "ivr_log", Lang: "en", Text: []string{
		"IVR call_id={SEQ} ani={PU} dnis=611 lang=es intent=billing_dispute card_last4={L4} transfer=queue_billing"}},

	// --- transcripts and chats ---
	{Kind: "transcript_card_en", Lang: "en", Text: []string{
		"Agent: I can take the payment now. What's the card number?\nCaller: {CCS}, expiry 09/27.\nAgent: Thank you, that's {AMT} toward invoice {ORD}.",
		"Agent: Is {PUS} still the best callback number?\nCaller: Yes. And charge it to my Amex {CCA} please.\nAgent: Done, {AMT} posted."}},
	{Kind: "transcript_card_es", Lang: "es", Text: []string{
		"Agente: ¿me indica el número de la tarjeta?\nCliente: sí, {CCS}, caduca en 11/26.\nAgente: cargo de {AMT} aplicado a la factura {ORD}."}},
	{Kind: "transcript_phone_fr", Lang: "fr", Text: []string{
		"Conseiller : quel est le numéro concerné par la portabilité ?\nClient : c'est le {PN}.\nConseiller : et une adresse e-mail pour le suivi ?\nClient : {EM}, merci."}},
	{Kind: "whatsapp_export_es", Lang: "es", Text: []string{
		"[{DATE_D}, 10:22:31] {PI_A}: hola, me llegó un SMS de cambio de SIM que no pedí\n[{DATE_D}, 10:23:05] Soporte Celluna: ¿me confirma el IMEI de su equipo?\n[{DATE_D}, 10:24:40] {PI_A}: {IMEI}"}},
	{Kind: "chat_pt_multi", Lang: "pt", Text: []string{
		"Cliente: meu número antigo era {PN}, o novo é {PN}. Pode transferir o saldo de {AMT}? meu email é {EM}"}},
	{Kind: "agent_handover", Lang: "en", Text: []string{
		"Handover to tier 2: callback {PUS} (cell) / alt {PUS}; email {EM}. Customer prefers text. Issue: {DATA} add-on not applied, ticket {TKT}."}},
	{Kind: "fraud_simswap_alert", Lang: "en", Text: []string{
		"FRAUD ALERT {TKT}: SIM swap on {PIUS} at {TS}, followed by password reset for {EM} within 6 min. New IMEI {IMEI}. Lock line, call customer on alt number {PUS}."}},
	{Kind: "email_complaint_de", Lang: "de", Text: []string{
		"Sehr geehrte Damen und Herren,\nseit dem {DATE} wird mir für Vertrag {ACCT} ein Roaming-Paket über {AMT} berechnet, das ich nie gebucht habe.\n\nMit freundlichen Grüßen\n{N}\nMobil: {PI}\nE-Mail: {EM}"}},
	{Kind: "email_complaint_it", Lang: "it", Text: []string{
		"Buongiorno, sono titolare della linea {PN} e mi è stato addebitato {AMT} per servizi VAS mai attivati. Vi prego di ricontattarmi allo stesso numero o via mail {EM}. Codice cliente {ACCT}."}},
	{Kind: "tr_sms_complaint", Lang: "tr", Text: []string{
		"Merhaba, {PN} numaralı hattımdan {DATE} tarihinde {AMT} tutarında içerik servisi ücreti alınmış. Bana {EM} üzerinden dönüş yapabilirsiniz."}},
	{Kind: "ar_chat_card", Lang: "ar", Text: []string{
		"العميل: تم خصم {AMT} من بطاقتي {CCS} مرتين، رقم جوالي {PN}"}},
	{Kind: "hi_devanagari_phone", Lang: "hi", Text: []string{
		"ग्राहक ने बताया कि उनका मोबाइल नंबर {PNDV} है और रिचार्ज {AMT} का नहीं मिला। टिकट {TKT}."}},
	{Kind: "ja_fullwidth_form", Lang: "ja", Text: []string{
		"お問い合わせフォーム\nお名前：{N}\n電話番号：{PNFW}\nメール：{EM}\n内容：{DATE}に{AMT}の請求があり、身に覚えがありません。"}},
	{Kind: "ru_ticket_card", Lang: "ru", Text: []string{
		"Обращение {TKT}: абонент {N}, тел. {PN}, оплатил {AMT} картой {CC}, но баланс не пополнился. Платёж {ORD}."}},

	// --- exports ---
	{Kind: "crm_csv_export", Lang: "en", Text: []string{
		"subscriber_id,msisdn,email,imei,plan\n{SEQ},{PU},{EM},{IMEI},{PLAN}\n{SEQ},{PU},{EM},{IMEI},{PLAN}"}},
	{Kind: "sql_insert_port", Lang: "fr", Text: []string{
		"INSERT INTO port_out_requests (request_id, msisdn, donor_op, recipient_op, contact_email, created_at) VALUES ({SEQ}, '{PU}', 'ORBITEL', 'FREE', '{EM}', '{TS}');"}},
	{Kind: "markdown_lines_table", Lang: "en", Text: []string{
		"| line | phone | ICCID | plan |\n|---|---|---|---|\n| 1 | {PUS} | {ICCID} | {PLAN} |\n| 2 | {PUS} | {ICCID} | {PLAN} |"}},
	{Kind: "esim_qr_json", Lang: "fr", Text: []string{
		`{"qr_payload":"LPA:1${SMDP}${AC}","eid":"{EID}","customer_email":"{EM}","order":"{ORD}"}`}},
	{Kind: "camara_numverify_json", Lang: "es", Text: []string{
		`POST /number-verification/v0/verify  {"phoneNumber":"{PE}"}  -> {"devicePhoneNumberVerified":true}  (Authorization: Bearer {BT})`}},
	{Kind: "dealer_activation_form", Lang: "en", Text: []string{
		"Activation form — store {SEQ}\nName: {N}\nPhone: {PUS}\nE-mail: {EM}\nSSN (credit check): {SSN}\nIMEI: {IMEI}\nICCID: {ICCID}\nPlan: {PLAN}"}},
	{Kind: "card_autopay_log", Lang: "en", Text: []string{
		"{TS} autopay ban={ACCT} amount={AMT} pan={CCP} result=DECLINED code=51"}},
	{Kind: "card_refund_ru", Lang: "ru", Text: []string{
		"Возврат {AMT} на карту {CCS} по счёту {ORD} одобрен {DATE}."}},
}

var fmtClean = []Tmpl{
	{Kind: "c_ussd_menu", Lang: "en", Clean: true, Text: []string{
		"USSD {SHORT} menu: 1. Balance 2. Buy bundle ({DATA} for {AMT}) 3. Roaming 4. My number 0. Back — session {SEQ}"}},
	{Kind: "c_apn_config", Lang: "en", Clean: true, Text: []string{
		"APN settings: name=Internet apn=internet.celluna.net mcc=310 mnc=260 type=default,supl,mms mmsc=http://mms.celluna.net:8002 mms proxy {IP}"}},
	{Kind: "c_cdr_batch", Lang: "en", Clean: true, Text: []string{
		"CDR batch {SEQ} closed {TS}: 48213 records, 1932211 s voice, {DATA} data, top cell {CELL}, MCC-MNC {MCCMNC}."}},
	{Kind: "c_smpp_stats", Lang: "en", Clean: true, Text: []string{
		"{TS} smsc-01 stats submit_sm=183442 deliver_sm=181901 throughput=420/s window=10 bind=transceiver peer={IP}"}},
	{Kind: "c_api_doc", Lang: "en", Clean: true, Text: []string{
		`POST /camara/sim-swap/v0/check with header "Authorization: Bearer <access_token>" and body {"phoneNumber": "+1XXXXXXXXXX", "maxAge": 240}. Ref {TKT}.`}},
	{Kind: "c_tariff_table", Lang: "de", Clean: true, Text: []string{
		"| Tarif | Daten | Preis | EU-Roaming |\n|---|---|---|---|\n| {PLAN} | {DATA} | {AMT} | inkl. |\n| {PLAN} | {DATA} | {AMT} | inkl. |"}},
	{Kind: "c_esim_inventory", Lang: "fr", Clean: true, Text: []string{
		"Lot eSIM {SEQ} : ICCID {ICCID} à {ICCID}, EID de test {EID}, profil opérationnel, SM-DP+ {SMDP}."}},
	{Kind: "c_mme_attach", Lang: "en", Clean: true, Text: []string{
		"{TS} MME attach accept IMSI={IMSI} IMEI={IMEI} TAC={TAC} ECI={CELL} APN=internet QCI=9"}},
	{Kind: "c_invoice_lines", Lang: "es", Clean: true, Text: []string{
		"Factura {ORD} (cuenta {ACCT})\nCuota {PLAN} ........ {AMT}\nRoaming UE ........... {AMT}\nTotal ................ {AMT}\nVencimiento {DATE}"}},
	{Kind: "c_invalid_ssn_test", Lang: "en", Clean: true, Text: []string{
		"QA note: credit-check form must reject {BADSSN} and {BADSSN} (invalid area/group) and accept only 9 digits. Build {VER}."}},
	{Kind: "c_luhn_fail", Lang: "en", Clean: true, Text: []string{
		"Payment ref {LF} failed the Luhn check — ask the customer to re-enter the card. Order {ORD}, amount {AMT}."}},
	{Kind: "c_placeholders", Lang: "en", Clean: true, Text: []string{
		"Training script: use the fictional number {PHOLD} in role-plays, never a real line. Sample header: Authorization: {PHTOK}; publishable key {PK}; ticket {TKT}."}},
	{Kind: "c_order_tracking", Lang: "en", Clean: true, Text: []string{
		"Your SIM kit order {ORD} shipped {DATE} via UPS, tracking {TRK}. Activate at celluna.com/activate with ICCID {ICCID}."}},
	{Kind: "c_firmware", Lang: "en", Clean: true, Text: []string{
		"Update {VER} rolling out to {DEV} devices (TAC {TAC}) from {DATE}; VoLTE fix for cell {CELL}."}},
	{Kind: "c_port_window", Lang: "en", Clean: true, Text: []string{
		"Port window {DATE} 02:00-06:00 ET, batch {SEQ}: 1,284 numbers, donor SPID 6529, LRN {LRN}, ticket {TKT}."}},
	{Kind: "c_kpi", Lang: "it", Clean: true, Text: []string{
		"KPI cella {CELL} del {DATE}: RRC success 99,2%, drop 0,41%, PRB 73%, throughput medio 87,5 Mbps, ticket {TKT}."}},
	{Kind: "c_account_json", Lang: "en", Clean: true, Text: []string{
		`{"ban":"{ACCT}","lines":3,"plan":"{PLAN}","usage":{"data":"{DATA}"},"balance":"{AMT}","ticket":"{TKT}","imei":"{IMEI}"}`}},
	{Kind: "c_refund_notice", Lang: "pt", Clean: true, Text: []string{
		"Estorno de {AMT} aprovado para a fatura {ORD} (conta {ACCT}); crédito em até 2 ciclos. Protocolo {TKT}."}},
	{Kind: "c_ussd_codes", Lang: "ru", Clean: true, Text: []string{
		"Полезные команды: {SHORT} — баланс, *#06# — IMEI, *#21# — переадресация. Тариф {PLAN}, абонплата {AMT}."}},
	{Kind: "c_sms_sender_stats", Lang: "tr", Clean: true, Text: []string{
		"{DATE} SMS raporu: gönderici TURKCELL, 18.442 mesaj, başarı %98,7, kampanya {SEQ}, maliyet {AMT}."}},
	{Kind: "c_dealer_stock", Lang: "id", Clean: true, Text: []string{
		"Stok outlet {SEQ}: kartu perdana ICCID {ICCID} s/d {ICCID}, {DATA} bonus, harga {AMT}."}},
	{Kind: "c_rate_card_ja", Lang: "ja", Clean: true, Text: []string{
		"料金改定のお知らせ：{PLAN} は{DATE}より月額{AMT}、データ容量{DATA}。受付番号 {TKT}。"}},
	{Kind: "c_eid_check_ar", Lang: "ar", Clean: true, Text: []string{
		"التحقق من EID {EID}: الجهاز يدعم eSIM، IMEI {IMEI}، عنوان SM-DP+ {SMDP}. الطلب {TKT}."}},
	{Kind: "c_number_pool_hi", Lang: "hi", Clean: true, Text: []string{
		"नंबर सीरीज आवंटन {TKT}: सर्कल UP-East, MSC {CELL}, {DATE} से लागू, बैच {SEQ}."}},
}

func templates() (p, c []Tmpl) {
	lp, lc := langTemplates()
	p = append(lp, fmtPII...)
	c = append(lc, fmtClean...)
	return
}
