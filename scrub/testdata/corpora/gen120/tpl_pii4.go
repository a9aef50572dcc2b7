package main

func init() {
	piiTpls = append(piiTpls, []Tpl{
		// ---------- device pairing logs ----------
		{"ble_pairing_log_en", "en", `⟨k_tsl⟩ I/BlePairing: scan found ⟨device⟩ addr=⟨k_mac⟩ rssi=-61
⟨k_tsl⟩ I/BlePairing: bonded serial=⟨k_serial⟩ fw=⟨k_fw⟩
⟨k_tsl⟩ I/Account: linking device to user ⟨email⟩ (uid ⟨k_uuid⟩)`},
		{"pairing_jwt_log", "en", `⟨k_ts⟩ INFO  device-svc POST /v2/devices/pair serial=⟨k_serial⟩ mac=⟨k_mac⟩ auth="Bearer ⟨jwt⟩" -> 201 (⟨n2⟩ ms)`},
		{"cgm_follower_de", "de", `Dexcom Follow: Einladung gesendet an ⟨email2⟩. Sensor-Seriennummer ⟨k_serial⟩, Transmitter-ID ⟨k_fw⟩. Alarm bei Werten unter ⟨k_glu⟩ auch per SMS an ⟨ph⟩.`},
		{"scale_wifi_setup", "en", `[setup] Body+ ⟨k_mac⟩ joining network "⟨last⟩-Home-5G" wifi_password: ⟨b_pw⟩ -> connected, ip ⟨k_ip⟩, first weight ⟨k_weight⟩`},
		{"omron_sync_log", "en", `OMRON connect sync ⟨k_tsl⟩: user=⟨email⟩ device=BP7350 serial=⟨k_serial⟩ readings=[⟨k_bp⟩ pulse ⟨hr⟩; ⟨k_bp⟩ pulse ⟨hr⟩]`},
		{"pairing_log_ja", "ja", `⟨k_tsl⟩ [BLE] ペアリング成功 デバイス:⟨device⟩ アドレス:⟨k_mac⟩ シリアル:⟨k_serial⟩
⟨k_tsl⟩ [Auth] ログインユーザー：⟨email⟩`},
		{"pairing_log_ko", "ko", `⟨k_tsl⟩ [페어링] 기기 ⟨device⟩ 연결됨, MAC ⟨k_mac⟩, 펌웨어 ⟨k_fw⟩
⟨k_tsl⟩ [계정] 사용자 휴대폰 ⟨ph⟩ 인증 완료`},
		{"libre_share_es", "es", `LibreLinkUp: ⟨name⟩ te ha invitado a seguir sus lecturas de glucosa. Sensor ⟨k_serial⟩, última lectura ⟨k_mmol⟩. Invitación enviada a ⟨email2⟩.`},

		// ---------- integration secrets ----------
		{"nutrition_api_env", "en", `# nutrition lookup
NUTRITIONIX_APP_ID=⟨hex8⟩
NUTRITIONIX_APP_KEY=⟨b_hex32⟩
EDAMAM_API_KEY=⟨b_hex32⟩`},
		{"stripe_webhook_secret", "en", `telehealth-billing: configured webhook endpoint https://pay.⟨|carebridge|medihub⟩.health/stripe/events
STRIPE_SECRET_KEY=⟨b_sklive⟩
STRIPE_WEBHOOK_SECRET=⟨b_whsec⟩
STRIPE_PUBLISHABLE_KEY=⟨k_pk⟩`},
		{"fcm_server_key", "en", `curl -X POST https://fcm.googleapis.com/fcm/send -H "Authorization: key=⟨b_fcm⟩" -H "Content-Type: application/json" -d '{"to":"⟨k_fcmtok⟩","notification":{"title":"Time for your ⟨drug⟩"}}'`},
		{"google_api_key_maps", "en", `<meta-data android:name="com.google.android.geo.API_KEY" android:value="⟨b_aiza⟩"/> <!-- route maps for runs, project ⟨k_stravaclient⟩ -->`},
		{"github_issue_token", "en", `### Bug: Fitbit sync 401 in v⟨k_ver⟩
Steps: set FITBIT_TOKEN and run sync.
My token (revoked it already I think): ⟨jwt_fitbit⟩
Also the CI uses GH_TOKEN=⟨b_ghp⟩ for the release, is that related?`},
		{"postman_env_json", "en", `{"name":"HealthAPI prod","values":[{"key":"base_url","value":"https://api.vitaltrack.io","enabled":true},{"key":"access_token","value":"⟨b_opaque⟩","enabled":true},{"key":"patient_id","value":"⟨k_uuid⟩","enabled":true}]}`},
		{"session_cookie_log", "en", `GET /api/v1/appointments?upcoming=1 HTTP/2
cookie: _ga=GA1.2.⟨k_ms⟩; sessionid=⟨b_alnum32⟩; csrftoken=⟨hex16⟩
user-agent: ⟨app⟩/⟨k_ver⟩ (iPhone; iOS 17.4)`},
		{"apple_app_password", "en", `To sync ⟨app⟩ with your iCloud calendar I created an app-specific password: ⟨b_apppw⟩ — Apple ID ⟨email⟩. Still says "invalid credentials".`},
		{"password_es", "es", `Hola, no puedo entrar en la app del reloj. Usuario: ⟨email⟩ contraseña: ⟨b_pw⟩. Ya la cambié dos veces.`},
		{"password_de", "de", `Login geht nicht mehr seit Update ⟨k_ver⟩. Benutzer ⟨email⟩, Passwort: ⟨b_pw⟩ — bitte prüfen!`},
		{"password_pt", "pt", `Não consigo entrar no app da balança. Login: ⟨email⟩ senha: ⟨b_pw⟩`},
		{"password_ja", "ja", `ログインできません。ID：⟨email⟩ パスワード：⟨b_pw⟩ で試しています。`},
		{"password_zh", "zh", `登录不上，账号 ⟨email⟩ 密码：⟨b_pw⟩，已经重置过两次了。`},
		{"password_ko", "ko", `로그인이 안 돼요. 아이디 ⟨email⟩ 비밀번호: ⟨b_pw⟩`},
		{"password_ru", "ru", `Не могу войти. Логин ⟨email⟩, пароль: ⟨b_pw⟩. Помогите, пожалуйста.`},
		{"password_tr", "tr", `Giriş yapamıyorum. E-posta ⟨email⟩, şifre: ⟨b_pw⟩`},
		{"password_nl", "nl", `Ik kan niet inloggen in de app. E-mail ⟨email⟩, wachtwoord: ⟨b_pw⟩`},
		{"password_it", "it", `Non riesco ad accedere. Utente ⟨email⟩, password: ⟨b_pw⟩`},
		{"password_fr_admin", "fr", `Compte admin du cabinet pour la plateforme de RDV : login ⟨email⟩ / mot de passe ⟨b_pw⟩ (à changer après la formation du ⟨k_date⟩)`},
		{"ehr_audit_log", "en", `{"ts":"⟨k_ts⟩","event":"chart.view","actor":"⟨email⟩","patient_mrn":"⟨k_mrn⟩","ip":"⟨k_ip⟩","authorization":"Bearer ⟨jwt_auth0⟩"}`},
		{"refresh_token_android_prefs", "en", `<map>
    <string name="user_email">⟨email⟩</string>
    <string name="refresh_token">⟨b_opaque⟩</string>
    <long name="last_sync" value="⟨k_ms⟩" />
</map>`},
		{"withings_client_secret", "en", `WITHINGS_CLIENT_ID=⟨hex16⟩⟨hex16⟩⟨hex16⟩⟨hex16⟩
WITHINGS_CLIENT_SECRET=⟨b_hex64⟩
WITHINGS_CALLBACK=https://sync.fitloop.app/withings/cb`},
		{"x_api_key_header", "en", `curl https://api.healthmetrics.io/v1/hrv -H "x-api-key: ⟨b_alnum40⟩" -d user=⟨k_uuid⟩ -d from=⟨k_ts⟩`},

		// ---------- misc ----------
		{"vcard_caregiver", "en", `BEGIN:VCARD
VERSION:3.0
FN:⟨name⟩ (caregiver)
TEL;TYPE=CELL:⟨ph⟩
EMAIL;TYPE=HOME:⟨email⟩
NOTE:Mom's meds: ⟨drug⟩ ⟨k_dose⟩
END:VCARD`},
		{"ics_invite", "en", `BEGIN:VEVENT
UID:⟨k_uuid⟩
DTSTART:2024051⟨n1⟩T1⟨n1⟩3000Z
SUMMARY:Telehealth follow-up (⟨k_appt⟩)
ATTENDEE;CN=⟨name⟩;RSVP=TRUE:mailto:⟨email⟩
LOCATION:https://zoom.us/j/⟨k_ms⟩
END:VEVENT`},
		{"voicemail_transcript_en", "en", `Voicemail (0:42) transcribed: "Hi this is ⟨first⟩ ⟨last⟩, I had my A1C done, it was ⟨k_a1c⟩, and I need a refill on the ⟨drug⟩. Please call me back at ⟨ph_us1⟩, thanks."`},
		{"email_forward_headers", "en", `---------- Forwarded message ---------
From: ⟨name⟩ <⟨email⟩>
Date: ⟨date⟩
Subject: Fwd: Mom's lab results (accession ⟨k_acc⟩)
To: ⟨name2⟩ <⟨email2⟩>`},
		{"tel_link_html", "en", `<p>Questions about your step challenge? Text your coach <a href="sms:⟨ph_e⟩">here</a> or email <a href="mailto:⟨email⟩?subject=Week%20⟨n1⟩">⟨first⟩</a>. Leaderboard: ⟨k_steps⟩ steps.</p>`},
		{"sms_2fa_gateway", "en", `sms-gw ⟨k_ts⟩ queued to=⟨ph_e⟩ template=otp code=⟨k_code⟩ ttl=300 provider=twilio sid=⟨k_sm⟩`},
		{"wa_link_zh", "zh", `客服回复：请添加我们的护理顾问微信，或直接拨打患者留下的电话 ⟨ph_i⟩ 联系家属。预约号 ⟨k_appt⟩。`},
		{"mail_ru_signature", "ru", `С уважением,
⟨name⟩
тел.: ⟨ph⟩
e-mail: ⟨email⟩
--
Отправлено из приложения ⟨app⟩ ⟨k_ver⟩`},
		{"insurance_portal_chat_en", "en", `Chat transcript ⟨k_ticket⟩
Member: hi my claim ⟨k_claim⟩ was denied
Agent: I can help. Please confirm the primary subscriber's SSN and a phone number.
Member: ⟨ssn⟩ and ⟨ph⟩`},
		{"clinic_intake_sms_es", "es", `Hola, soy ⟨first⟩ ⟨last⟩, paciente nueva. Mi seguro social es ⟨ssn⟩ y mi teléfono ⟨ph_us0⟩ para la cita del ⟨k_date⟩.`},
		{"gym_membership_form_it", "it", `Iscrizione palestra — ⟨name⟩, cellulare ⟨ph⟩, e-mail ⟨email⟩, certificato medico del ⟨k_date⟩, FC a riposo ⟨k_hr⟩, badge n. ⟨k_mrn⟩`},
		{"marathon_registration_fr", "fr", `Inscription Marathon de ⟨city⟩ — Dossard ⟨k_bib⟩
Nom : ⟨name⟩ · Tél. : ⟨ph⟩ · Courriel : ⟨email⟩
Contact d'urgence : ⟨first2⟩ ⟨ph2⟩
Temps visé ⟨k_dur⟩, allure ⟨k_pace⟩`},
		{"zh_review_phone", "zh", `差评！⟨device⟩ 心率测得完全不准，运动时显示⟨k_hr⟩，客服也不理人。有问题打我电话 ⟨ph_zh_n⟩`},
		{"ko_review_phone", "ko", `★☆☆☆☆ 걸음 수 ⟨k_steps⟩ 걸음인데 반만 기록돼요. 개발자님 연락 주세요 ⟨ph_n⟩`},
		{"tr_sms_pharmacy", "tr", `Eczane: Reçeteniz (⟨k_rx⟩) hazır. Müşteri: teşekkürler, kurye gelince beni ⟨ph⟩ numarasından arasın, fatura da ⟨email⟩ adresine.`},
		{"nl_huisarts_portal", "nl", `Afspraakbevestiging ⟨k_appt⟩: ⟨k_date⟩ om ⟨k_time⟩ bij huisarts ⟨dr⟩. Wij sturen een herinnering naar ⟨ph⟩ en ⟨email⟩.`},
		{"ru_clinic_form", "ru", `Запись к врачу: ⟨name⟩, телефон ⟨ph⟩, полис ОМС ⟨k_oms⟩, дата приёма ⟨k_date⟩ ⟨k_time⟩`},
		{"ja_fw_phone", "ja", `お問い合わせフォーム：お名前 ⟨name⟩／電話番号 ⟨ph_fw⟩／メール ⟨email⟩／内容：体重計（⟨k_serial⟩）の表示が⟨k_weight⟩から変わりません。`},
		{"pt_gym_app_card", "pt", `Atualizei o cartão na academia online: ⟨cc_mc_dash⟩ validade 0⟨n1⟩/28. Mas continua dando erro no pagamento de ⟨k_price⟩. Meu e-mail é ⟨email⟩`},
		{"de_kasse_app_iban_phone", "de", `Bonusprogramm Krankenkasse: ⟨k_steps⟩ Schritte/Tag erreicht, Prämie von ⟨k_price⟩ wird überwiesen. Rückfragen: ⟨ph⟩ oder ⟨email⟩`},
	}...)
}
