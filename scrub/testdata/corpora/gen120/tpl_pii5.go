package main

func init() {
	piiTpls = append(piiTpls, []Tpl{
		{"review_spelled_email_en", "en", `★☆☆☆☆ Lost 3 months of runs after the ⟨k_ver⟩ update. Support keeps closing my ticket (#⟨k_ticket⟩). Devs, write me: ⟨emailsp⟩`},
		{"caregiver_text_spaced_us", "en", `hey it's ⟨first2⟩, mom's new aide is ⟨namex⟩, ⟨|her number|her cell|you can reach her at⟩ ⟨ph_us_sp⟩. bp this am ⟨k_bp⟩`},
		{"kakao_glued_ko", "ko", `⟨first⟩ : 간병인 연락처⟨ph_n⟩ 이에요
⟨first2⟩ : 네 저장했어요. 오늘 혈압 ⟨k_bp⟩`},
		{"wechat_glued_zh", "zh", `⟨first⟩：医院让留家属电话，我填的是你的手机号⟨ph_zh_n⟩，体检预约号⟨k_appt⟩`},
		{"oauth_redirect_idtoken", "en", `302 Location: ⟨|myapp|pulsefit|carebridge⟩://oauth/callback#access_token=⟨jwt_auth0⟩&token_type=Bearer&expires_in=86400&state=⟨hex16⟩`},
		{"python_requests_bearer", "en", `import requests
HEADERS = {"Authorization": "Bearer ⟨b_oura⟩"}
r = requests.get("https://api.ouraring.com/v2/usercollection/heartrate", headers=HEADERS, params={"start_datetime": "⟨k_ts⟩"})
print(r.json()["data"][0]["bpm"])  # ⟨hr⟩`},
		{"ha_secrets_yaml", "en", `# secrets.yaml
fitbit_client_id: ⟨k_fitbitclient⟩
fitbit_client_secret: ⟨b_hex32⟩
withings_password: ⟨b_pw⟩
latitude_home: ⟨k_lat⟩`},
		{"itin_bare_label", "en", `Billing note: patient self-pay, ITIN ⟨itin_bare⟩ on file for the 1099. Balance ⟨k_price⟩, claim ⟨k_claim⟩.`},
		{"hsa_card_ocr", "en", `Uploaded image was not an insurance card. OCR text:
HSA BANK  DEBIT
⟨cc_visa_sp⟩
VALID THRU 0⟨n1⟩/28
⟨FIRST⟩ ⟨LAST⟩
Please upload the front of your ⟨insurer⟩ card (Member ID ⟨k_member⟩).`},
		{"appstore_reply_phone_fr", "fr", `★★☆☆☆ La synchro avec ma balance ne marche plus depuis la ⟨k_ver⟩. Appelez-moi au ⟨ph⟩ si vous voulez des logs, j'ai perdu ⟨k_weight⟩ et rien n'est enregistré !`},
		{"telehealth_spelled_es", "es", `Paciente: no me llegan los resultados al correo, a ver si lo tienen bien: ⟨emailsp⟩
Enfermera: Gracias, ya lo corregimos. Resultado HbA1c ⟨k_a1c⟩.`},
		{"sms_para_es", "es", `Enviado a ⟨ph_es_i⟩ · ⟨k_tsl⟩ · Farmacia: su pedido ⟨k_order⟩ está listo. Código de recogida ⟨k_code⟩.`},
		{"ssn_glued_label", "en", `Eligibility check failed: SSN-⟨ssn⟩ not found for member ⟨k_member⟩ (group ⟨k_group⟩). Retry ⟨k_ts⟩.`},
		{"intake_pdf_fields", "en", `%FDF field dump: (PatientName) ⟨name⟩ (SocialSecurityNumber) ⟨ssn⟩ (CellPhone) ⟨ph_us2⟩ (Email) ⟨email⟩ (InsuranceID) ⟨k_member⟩ (RxNumber) ⟨k_rx⟩`},
		{"garmin_login_curl_de", "de", `Mein Skript für Garmin Connect bricht ab:
garth login --email ⟨email⟩ --password '⟨b_pw⟩'
Fehler 429 seit ⟨k_date⟩, Unit ID ⟨k_unit⟩`},
		{"strava_webhook_verify", "en", `POST https://www.strava.com/api/v3/push_subscriptions client_id=⟨k_stravaclient⟩ client_secret=⟨b_hex40⟩ callback_url=https://hooks.fitloop.app/strava verify_token=STRAVA`},
		{"ru_phone_whatsapp_link", "ru", `Чтобы записаться к диетологу, напишите нам в WhatsApp: https://wa.me/⟨ph_ru_e_digits⟩ (это личный номер нашего врача ⟨namex⟩). Ваш вес ⟨k_weight⟩.`},
		{"jwt_cookie_log", "en", `Set-Cookie: auth=⟨jwt⟩; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=3600
X-Request-Id: ⟨k_uuid⟩`},
	}...)
}
