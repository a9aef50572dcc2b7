package main

// Clean lines: no personal or secret value, many numbers and ids that look like one.
var cleanTpls = []Tpl{
	{"c_apple_health_xml", "en", `<Record type="HKQuantityTypeIdentifierStepCount" sourceName="Apple Watch" sourceVersion="10.4" unit="count" creationDate="⟨k_tsl⟩ -0700" startDate="⟨k_tsl⟩ -0700" endDate="⟨k_tsl⟩ -0700" value="⟨k_steps⟩"/>
<Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Apple Watch" unit="count/min" creationDate="⟨k_tsl⟩ -0700" value="⟨hr⟩"><MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="1"/></Record>`},
	{"c_garmin_activities_csv", "en", `Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR,Aerobic TE,Avg Run Cadence,Total Ascent
Running,⟨k_tsl⟩,false,"⟨city⟩ Running",⟨k_km⟩,⟨k_kcal⟩,⟨k_dur⟩,⟨hr⟩,1⟨n2⟩,3.4,172,⟨n3⟩
Cycling,⟨k_tsl⟩,false,"Indoor Cycling",24.18,612,01:02:44,138,171,2.9,--,0`},
	{"c_fitbit_sleep_json", "en", `{"sleep":[{"dateOfSleep":"2024-05-1⟨n1⟩","duration":⟨k_ms⟩,"efficiency":9⟨n1⟩,"logId":⟨k_activity⟩,"minutesAsleep":4⟨n2⟩,"levels":{"summary":{"deep":{"count":4,"minutes":7⟨n1⟩},"rem":{"count":6,"minutes":9⟨n1⟩}}}}],"summary":{"totalMinutesAsleep":4⟨n2⟩}}`},
	{"c_strava_gpx", "en", `<trkpt lat="⟨k_lat⟩" lon="⟨k_lon⟩"><ele>⟨n2⟩.6</ele><time>⟨k_ts⟩</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>⟨hr⟩</gpxtpx:hr><gpxtpx:cad>8⟨n1⟩</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>
<trkpt lat="⟨k_lat⟩" lon="⟨k_lon⟩"><ele>⟨n2⟩.8</ele><time>⟨k_ts⟩</time></trkpt>`},
	{"c_strava_activities_csv", "en", `Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Distance,Max Heart Rate,Relative Effort
⟨k_activity⟩,"⟨date⟩, 6:42:10 AM",Lunch Run,Run,⟨k_ms⟩,10.02,⟨hr⟩.0,⟨n2⟩
⟨k_activity⟩,"⟨date⟩, 5:31:02 PM",Evening Ride,Ride,3622,24.81,171.0,88`},
	{"c_lab_table_en", "en", `Test                 Result    Flag  Units    Ref Range   LOINC
Glucose              ⟨glu⟩             mg/dL    65-99       ⟨k_loinc⟩
Hemoglobin A1c       ⟨k_a1c⟩     H              4.0-5.6
TSH                  2.140           uIU/mL   0.450-4.500
Collected ⟨k_tsl⟩  Accession ⟨k_acc⟩  NPI ⟨k_npi⟩`},
	{"c_lab_de", "de", `Laborwerte vom ⟨k_date⟩ (Auftrag ⟨k_acc⟩): Kreatinin 0,9 mg/dl; eGFR 8⟨n1⟩ ml/min/1,73m²; HbA1c ⟨k_a1c⟩; Nüchternglukose ⟨k_glu⟩; LDL 1⟨n2⟩ mg/dl. Nächste Kontrolle in 3 Monaten.`},
	{"c_lab_ja", "ja", `検査日 ⟨k_date⟩ 受付番号 ⟨k_acc⟩
HbA1c ⟨k_a1c⟩（基準 4.6〜6.2）
空腹時血糖 ⟨k_glu⟩
中性脂肪 1⟨n2⟩ mg/dL　γ-GTP ⟨n2⟩ U/L`},
	{"c_ins_card_ocr", "en", `OCR (card_back.jpg): ⟨insurer⟩ | Member ID: ⟨k_member⟩ | Group No: ⟨k_group⟩ | RxBIN ⟨k_rxbin⟩ | RxPCN ⟨k_pcn⟩ | RxGrp ⟨k_rxgrp⟩ | Copay PCP $25 / Spec $50 / ER $250 | Eff. ⟨k_date⟩`},
	{"c_medicare_mbi", "en", `Medicare card on file: MBI ⟨k_mbi⟩, Part A eff. 07-01-2019, Part B eff. 07-01-2019. Secondary: ⟨insurer⟩ Medigap Plan G, Member ⟨k_member⟩, Group ⟨k_group⟩.`},
	{"c_sms_reminder", "en", `Reminder from ⟨app⟩: your appointment ⟨k_appt⟩ with Dr. ⟨dren⟩ is on ⟨k_date⟩ at ⟨k_time⟩. Reply C to confirm, R to reschedule. Msg&data rates may apply. Reply STOP to opt out.`},
	{"c_ble_log", "en", `⟨k_tsl⟩ D/GattClient: connect ⟨k_mac⟩ status=0 mtu=247
⟨k_tsl⟩ D/GattClient: read 0x2A37 heart_rate=⟨hr⟩ rr=[812, 798]
⟨k_tsl⟩ D/DfuService: current fw ⟨k_fw⟩, update available ⟨k_fw⟩ (⟨n3⟩ KB)`},
	{"c_pharmacy_refill", "en", `⟨pharmacy⟩: Rx ⟨k_rx⟩ ⟨drug⟩ ⟨k_dose⟩ #90 is ready. NDC ⟨k_ndc⟩, Refills left: 2. Your price ⟨k_price⟩ (you saved $14.20). Pickup by ⟨k_date⟩.`},
	{"c_order_confirmation", "en", `Order ⟨k_order⟩ confirmed! ⟨device⟩ band (Large) x1 ⟨k_price⟩. Ships via UPS, tracking ⟨k_tracking⟩. Est. delivery ⟨k_date⟩.`},
	{"c_review_clean_en", "en", `★★★★★ Finally a tracker that gets my resting HR right (⟨k_hr⟩). Hit ⟨k_steps⟩ steps today and VO2 max went from 41 to 43 since January. Version ⟨k_ver⟩ fixed the battery drain.`},
	{"c_support_sysmsg", "en", `[System] Ticket #⟨k_ticket⟩ merged into #⟨k_ticket⟩. Device ⟨k_serial⟩, app build ⟨k_build⟩ (⟨k_ver⟩), OS 17.4.1. SLA: 48h. Tags: sync, firmware-⟨k_fw⟩.`},
	{"c_dosage_es", "es", `Pauta: ⟨drug⟩ ⟨k_dose⟩ cada 12 h durante 10 días. Glucosa hoy ⟨k_mmol⟩ en ayunas. Próxima revisión el ⟨k_date⟩ a las ⟨k_time⟩. Receta nº ⟨k_rx⟩.`},
	{"c_dosage_fr", "fr", `Ordonnance du ⟨k_date⟩ : ⟨drug⟩ ⟨k_dose⟩, 1 cp matin et soir pendant 3 mois. Tension ⟨k_bp⟩, poids ⟨k_weight⟩. RPPS 10⟨k_code⟩⟨n3⟩.`},
	{"c_caregiver_it", "it", `[⟨k_date#1⟩, 08:01:12] ⟨first⟩: Papà stamattina ⟨k_bp⟩ e ⟨k_hr⟩
[⟨k_date#1⟩, 08:03:40] ⟨first2⟩: Ok, ⟨drug⟩ ⟨k_dose⟩ dato alle 8. Glicemia ⟨k_glu⟩`},
	{"c_wechat_zh", "zh", `⟨first⟩：今天空腹血糖 ⟨k_mmol⟩，午饭后 9.1 mmol/L
⟨first2⟩：比上周好多了，步数 ⟨k_steps⟩，继续保持
⟨first⟩：药按 ⟨k_dose⟩ 吃的，订单号 ⟨k_order⟩ 的血糖试纸明天到`},
	{"c_kakao_ko", "ko", `⟨first⟩ : 아빠 혈압 ⟨k_bp⟩, 맥박 ⟨k_hr⟩
⟨first2⟩ : 오늘 ⟨k_steps⟩보 걸으셨대
⟨first⟩ : 다음 진료 ⟨k_date⟩ ⟨k_time⟩, 예약번호 ⟨k_appt⟩`},
	{"c_telegram_ru", "ru", `⟨first⟩: Мама сегодня ⟨k_bp⟩, пульс ⟨k_hr⟩, сахар ⟨k_mmol⟩
⟨first2⟩: Лекарство ⟨drug⟩ ⟨k_dose⟩ дали в ⟨k_time⟩, заказ ⟨k_order⟩ в аптеке оплачен`},
	{"c_whatsapp_tr", "tr", `[⟨k_date#1⟩ 09:10] ⟨first⟩: Annemin tansiyonu ⟨k_bp⟩, nabız ⟨k_hr⟩
[⟨k_date#1⟩ 09:12] ⟨first2⟩: İlacı ⟨k_dose⟩ verdim, reçete no ⟨k_rx⟩`},
	{"c_nl_weegschaal", "nl", `Meting ⟨k_date⟩ ⟨k_time⟩: gewicht ⟨k_weight⟩, vetpercentage 2⟨n1⟩,4%, spiermassa 5⟨n1⟩,2 kg, hartslag ⟨k_hr⟩. Apparaat ⟨k_serial⟩ (MAC ⟨k_mac⟩).`},
	{"c_pt_glicemia", "pt", `Diário de glicemia — ⟨k_date⟩
Jejum: ⟨k_glu⟩ | Pós-almoço: 1⟨n2⟩ mg/dL | Insulina: ⟨k_dose⟩ | Passos: ⟨k_steps⟩ | Pedido da farmácia ⟨k_order⟩`},
	{"c_hl7_obx", "en", `OBX|1|NM|⟨k_loinc⟩^Glucose^LN||⟨glu⟩|mg/dL|65-99|H|||F|||⟨k_tsl⟩
OBX|2|NM|4548-4^Hemoglobin A1c^LN||6.⟨n1⟩|%|4.0-5.6|H|||F
ORC|RE|⟨k_acc⟩||⟨k_rx⟩|CM||||⟨k_tsl⟩|||⟨k_npi⟩^⟨LAST⟩^⟨FIRST⟩`},
	{"c_fhir_observation", "en", `{"resourceType":"Observation","id":"⟨k_uuid⟩","status":"final","code":{"coding":[{"system":"http://loinc.org","code":"8867-4","display":"Heart rate"}]},"effectiveDateTime":"⟨k_ts⟩","valueQuantity":{"value":⟨hr⟩,"unit":"beats/minute"},"device":{"identifier":{"value":"⟨k_serial⟩"}}}`},
	{"c_npi_lookup", "en", `NPI Registry result: NPI ⟨k_npi⟩ | Type 1 Individual | Taxonomy 207Q00000X Family Medicine | Practice ZIP ⟨k_zip⟩ | Enumeration date ⟨k_date⟩ | DEA ⟨k_dea⟩ (on file)`},
	{"c_eob_summary", "en", `Claim ⟨k_claim⟩ processed ⟨k_date⟩: CPT ⟨k_cpt⟩ (Dx ⟨k_icd⟩) billed $240.00, allowed $118.37, plan paid $93.37, your responsibility ⟨k_price⟩. Member ID ⟨k_member⟩, Group ⟨k_group⟩.`},
	{"c_payment_receipt_masked", "en", `Receipt: ⟨app⟩ Premium (annual) ⟨k_price⟩ paid with Visa ⟨k_last4⟩ on ⟨k_date⟩. Charge ⟨k_ch⟩. Questions? Open the app > Help.`},
	{"c_stripe_event", "en", `{"id":"evt_1P⟨nonce⟩","type":"payment_intent.succeeded","data":{"object":{"id":"⟨k_pi⟩","amount":2999,"currency":"usd","customer":"⟨k_cus⟩","latest_charge":"⟨k_ch⟩","payment_method_details":{"card":{"brand":"visa","last4":"4242","exp_month":8,"exp_year":2027}}}},"livemode":true}`},
	{"c_garmin_oauth1", "en", `GET https://apis.garmin.com/wellness-api/rest/dailies?uploadStartTimeInSeconds=⟨k_unix⟩&uploadEndTimeInSeconds=⟨k_unix⟩
Authorization: OAuth oauth_consumer_key="⟨k_uuid⟩", oauth_nonce="⟨nonce⟩", oauth_signature_method="HMAC-SHA1", oauth_timestamp="⟨k_unix⟩", oauth_version="1.0", oauth_signature="⟨oauthsig⟩"`},
	{"c_api_docs_placeholder", "en", `To read heart-rate intraday data send: curl -H "Authorization: Bearer <ACCESS_TOKEN>" https://api.fitbit.com/1/user/-/activities/heart/date/today/1d/1min.json — replace <ACCESS_TOKEN> with the token from step 3 (token_type is "Bearer", expires_in 28800).`},
	{"c_blank_intake", "en", `Patient name: ____________  DOB: __/__/____
SSN: ___-__-____ (optional)  Phone: (555) 555-5555 (example)
Email: ______________  Insurance Member ID: ⟨k_member⟩ (see card)
Office use: Rx ⟨k_rx⟩, Appt ⟨k_appt⟩`},
	{"c_twilio_status", "en", `Message ⟨k_sm⟩ status=delivered segments=1 price=-0.00790 account=⟨k_ac⟩ date_sent=⟨k_ts⟩ error_code=null`},
	{"c_device_inventory", "en", `asset, model, serial, imei, mac, fw
tablet-0⟨n2⟩, Galaxy Tab A8, ⟨k_serial⟩, ⟨k_imei⟩, ⟨k_mac⟩, ⟨k_fw⟩
kiosk-1⟨n2⟩, iPad 10th gen, ⟨k_serial⟩, ⟨k_imei⟩, ⟨k_mac⟩, ⟨k_fw⟩`},
	{"c_dexcom_clarity_csv", "en", `Index,Timestamp (YYYY-MM-DDThh:mm:ss),Event Type,Event Subtype,Glucose Value (mg/dL),Transmitter Time (Long Integer),Transmitter ID
1,⟨k_ts⟩,EGV,,⟨glu⟩,⟨k_ms⟩,⟨k_serial⟩
2,⟨k_ts⟩,EGV,,⟨glu⟩,⟨k_ms⟩,⟨k_serial⟩`},
	{"c_omron_csv", "en", `Date,Time,Systolic (mmHg),Diastolic (mmHg),Pulse (bpm),Irregular Heartbeat,Device
⟨k_date⟩,⟨k_time⟩,1⟨n2⟩,8⟨n1⟩,⟨hr⟩,No,BP7350 ⟨k_serial⟩
⟨k_date⟩,⟨k_time⟩,1⟨n2⟩,7⟨n1⟩,⟨hr⟩,Yes,BP7350`},
	{"c_sleep_ja", "ja", `睡眠レポート ⟨k_date⟩：合計 ⟨k_sleep⟩、深い睡眠 1時間12分、安静時心拍 ⟨k_hr⟩、SpO2 平均 ⟨k_spo2⟩、スコア 8⟨n1⟩`},
	{"c_nutrition_log", "en", `Food diary ⟨k_date⟩: breakfast 412 kcal (P 21 g / C 48 g / F 14 g), lunch ⟨k_kcal⟩, dinner ⟨k_kcal⟩. Water 2.1 L. Net carbs 142 g. Barcode scanned: 0⟨k_ms⟩.`},
	{"c_med_schedule_de", "de", `Medikationsplan (Stand ⟨k_date⟩): ⟨drug⟩ ⟨k_dose⟩ 1-0-1; Ramipril 5 mg 1-0-0; ASS 100 mg 0-1-0. PZN ⟨k_rx⟩. Blutdruckziel <130/80, zuletzt ⟨k_bp⟩.`},
	{"c_vaccine_record", "en", `Immunization record: Influenza, Lot ⟨k_lot⟩, given ⟨k_date⟩, NDC ⟨k_ndc⟩, site L deltoid. COVID-19 booster, Lot ⟨k_lot⟩, ⟨k_date⟩. Administered by NPI ⟨k_npi⟩.`},
	{"c_release_notes", "en", `What's new in ⟨k_ver⟩ (build ⟨k_build⟩): HRV now shown in ms, step goal max raised to 50,000, fixes sync with firmware ⟨k_fw⟩, Apple Health export handles ⟨k_steps⟩+ records per day.`},
	{"c_crash_log", "en", `Incident Identifier: ⟨k_uuidU⟩
Hardware Model: Watch6,2  Version: 10.4 (21T216)
Exception Type: EXC_BAD_ACCESS (SIGSEGV) at 0x000000010⟨hex8⟩
0  ⟨app⟩  0x0000000104⟨hex8⟩ HRZoneCalculator.compute(maxHR:) + 212`},
	{"c_goodrx_prices", "en", `⟨drug⟩ ⟨k_dose⟩ (NDC ⟨k_ndc⟩), 30 tablets: ⟨pharmacy⟩ ⟨k_price⟩ · coupon BIN ⟨k_rxbin⟩ PCN ⟨k_pcn⟩ GRP ⟨k_rxgrp⟩ · Member ID ⟨k_member⟩ (coupon, not insurance)`},
	{"c_x12_271", "en", `NM1*IL*1*⟨LAST⟩*⟨FIRST⟩****MI*⟨k_member⟩~REF*6P*⟨k_group⟩*GROUP~DTP*346*D8*2024010⟨n1⟩~EB*1**30**PPO~EB*B**98***27*25~`},
	{"c_step_leaderboard", "en", `Week ⟨n2⟩ step challenge
1. ⟨first⟩ ⟨k_steps⟩
2. ⟨first2⟩ ⟨k_steps⟩
3. ⟨namex⟩ ⟨k_steps⟩
Team total 1,048,221 · avg 8,734/day`},
	{"c_marathon_results", "en", `Place  Bib   Name                 Chip Time   Pace
12     ⟨k_bib⟩  ⟨name⟩        ⟨k_dur⟩     ⟨k_pace⟩
13     ⟨k_bib⟩  ⟨name2⟩        ⟨k_dur⟩     ⟨k_pace⟩`},
	{"c_masked_notice", "en", `We sent a 6-digit code to ⟨k_maskph⟩. Your card ⟨k_last4⟩ will be charged ⟨k_price⟩ on ⟨k_date⟩. SSN on file: ⟨k_badssn⟩.`},
	{"c_invalid_ssn_log", "en", `validation error field=ssn value="⟨k_badssn⟩" reason=invalid_area request=⟨k_uuid⟩ at ⟨k_ts⟩`},
	{"c_gift_card", "en", `Gift card ⟨k_gift⟩ balance ⟨k_price⟩ (not a payment card). Wellness reward code ⟨k_code⟩ expires ⟨k_date⟩.`},
	{"c_luhn_fail_typo", "en", `Payment form rejected card number "⟨k_luhnfail⟩" (checksum failed) — no charge was made, order ⟨k_order⟩ still pending.`},
	{"c_meeting_id", "en", `Join your telehealth visit: Meeting ID ⟨k_zoom⟩, passcode shown in the app. Visit ⟨k_appt⟩ on ⟨k_date⟩ at ⟨k_time⟩ with Dr. ⟨dren⟩.`},
	{"c_fcm_token_log", "en", `push.register ok device=⟨k_uuid⟩ fcm_token=⟨k_fcmtok⟩ topic=med_reminders tz=America/Chicago`},
	{"c_publishable_key", "en", `<script>const stripe = Stripe('⟨k_pk⟩'); // publishable key, safe in client</script> <!-- checkout for plan ⟨k_price⟩ -->`},
	{"c_es_factura", "es", `Factura ⟨k_order⟩ — Suscripción anual ⟨app⟩ ⟨k_price⟩ (IVA incl.). Fecha ⟨k_date⟩. Dispositivo ⟨k_serial⟩. Pasos medios ⟨k_steps⟩/día.`},
	{"c_it_referto", "it", `Referto del ⟨k_date⟩ — n. accettazione ⟨k_acc⟩: glicemia ⟨k_glu⟩, HbA1c ⟨k_a1c⟩, colesterolo totale 2⟨n2⟩ mg/dL, PA ⟨k_bp⟩.`},
	{"c_fr_montre", "fr", `Séance du ⟨k_date⟩ : ⟨k_km⟩ en ⟨k_dur⟩, FC moyenne ⟨k_hr⟩, ⟨k_kcal⟩, VO2max 4⟨n1⟩. Montre n° de série ⟨k_serial⟩, firmware ⟨k_fw⟩.`},
	{"c_ru_pulse", "ru", `Тренировка ⟨k_date⟩: ⟨k_km⟩, время ⟨k_dur⟩, средний пульс ⟨k_hr⟩, калории ⟨k_kcal⟩. Серийный номер часов ⟨k_serial⟩, заказ ⟨k_order⟩.`},
	{"c_ko_walk", "ko", `오늘의 걸음 수 ⟨k_steps⟩보, 이동 거리 ⟨k_km⟩, 소모 칼로리 ⟨k_kcal⟩. 기기 시리얼 ⟨k_serial⟩, 앱 버전 ⟨k_ver⟩.`},
	{"c_zh_order", "zh", `订单 ⟨k_order⟩ 已发货：⟨device⟩ 表带 ×1，实付 ⟨k_price⟩，运单号 ⟨k_tracking⟩，预计 ⟨k_date⟩ 送达。`},
	{"c_tr_cihaz", "tr", `Cihaz eşleştirildi: ⟨device⟩, seri no ⟨k_serial⟩, MAC ⟨k_mac⟩, yazılım ⟨k_fw⟩. Bugünkü adım ⟨k_steps⟩.`},
	{"c_pt_pedido", "pt", `Pedido ⟨k_order⟩ confirmado: Monitor de pressão, ⟨k_price⟩, rastreio ⟨k_tracking⟩. Nota fiscal emitida em ⟨k_date⟩.`},
	{"c_nl_recept", "nl", `Herhaalrecept ⟨k_rx⟩: ⟨drug⟩ ⟨k_dose⟩, 90 stuks, ophalen vanaf ⟨k_date⟩. Bloeddruk laatst ⟨k_bp⟩.`},
	{"c_ja_order", "ja", `ご注文番号 ⟨k_order⟩ ⟨device⟩ 交換バンド ⟨k_price⟩（税込）。お届け予定 ⟨k_date⟩。追跡番号 ⟨k_tracking⟩。`},
	{"c_epoch_json", "en", `{"userId":"⟨k_fbuid⟩","ts":⟨k_ms⟩,"hr":[⟨hr⟩,⟨hr⟩,⟨hr⟩],"spo2":9⟨n1⟩,"steps":⟨k_steps⟩,"batt":8⟨n1⟩,"serial":"⟨k_serial⟩","fw":"⟨k_fw⟩"}`},
}
