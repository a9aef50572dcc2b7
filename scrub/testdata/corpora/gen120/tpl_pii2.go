package main

func init() {
	piiTpls = append(piiTpls, []Tpl{
		// ---------- wearables: exports, APIs, logs ----------
		{"garmin_profile_json", "en", `{"userProfileId":⟨k_athlete⟩,"displayName":"⟨first⟩_runs","fullName":"⟨name⟩","emailAddress":"⟨email⟩","primaryPhone":"⟨ph_e⟩","unitId":⟨k_unit⟩,"vo2MaxRunning":⟨n2⟩.0,"restingHeartRate":⟨hr⟩,"lastSync":"⟨k_ts⟩"}`},
		{"fitbit_curl_jwt", "en", `$ curl -s -H "Authorization: Bearer ⟨jwt_fitbit⟩" https://api.fitbit.com/1/user/-/activities/date/2024-0⟨n1⟩-1⟨n1⟩.json
{"summary":{"steps":⟨k_steps⟩,"restingHeartRate":⟨hr⟩,"caloriesOut":2⟨n3⟩}}`},
		{"fitbit_token_response", "en", `POST https://api.fitbit.com/oauth2/token -> 200
{"access_token":"⟨jwt_fitbit⟩","expires_in":28800,"refresh_token":"⟨b_hex40⟩","scope":"heartrate sleep activity weight","token_type":"Bearer","user_id":"⟨k_fbuid⟩"}`},
		{"fitbit_basic_auth", "en", `curl -X POST "https://api.fitbit.com/oauth2/token" \
  -H "Authorization: Basic ⟨b_basic⟩" \
  -H "Content-Type: application/x-www-form-urlencoded" \
  --data "client_id=⟨k_fitbitclient⟩&grant_type=authorization_code&redirect_uri=https%3A%2F%2Fapp.example.org%2Fcb&code_verifier=⟨nonce⟩"`},
		{"strava_token_json", "en", `Strava token refresh ok:
{"token_type":"Bearer","access_token":"⟨b_hex40⟩","expires_at":⟨k_unix⟩,"expires_in":21600,"refresh_token":"⟨b_hex40⟩","athlete":{"id":⟨k_athlete⟩,"firstname":"⟨first⟩"}}`},
		{"strava_curl_bearer", "en", `curl -G https://www.strava.com/api/v3/athlete/activities -H "Authorization: Bearer ⟨b_hex40⟩" -d per_page=30 -d after=⟨k_unix⟩
# returns activity ⟨k_activity⟩, distance 10023.4 m, avg HR 151`},
		{"strava_gpx_author", "en", `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.0" creator="StravaGPX" xmlns="http://www.topografix.com/GPX/1/0">
 <name>Morning Run</name>
 <author>⟨name⟩</author>
 <email>⟨email⟩</email>
 <time>⟨k_ts⟩</time>
 <trk><trkseg>
  <trkpt lat="⟨k_lat⟩" lon="⟨k_lon⟩"><ele>12.4</ele><time>⟨k_ts⟩</time></trkpt>
 </trkseg></trk>
</gpx>`},
		{"strava_profile_csv", "en", `Athlete ID,Email Address,First Name,Last Name,Sex,Description,Weight,City,State,Country,Health Consent Status
⟨k_athlete⟩,⟨email⟩,⟨first⟩,⟨last⟩,F,"Trail runner, DM me",61.2,⟨city⟩,TX,United States,Consented`},
		{"apple_health_cda", "en", `<recordTarget><patientRole>
 <id root="2.16.840.1.113883.19.5" extension="⟨k_uuidU⟩"/>
 <telecom use="HP" value="tel:⟨ph_i⟩"/>
 <telecom value="mailto:⟨email⟩"/>
 <patient><name><given>⟨first⟩</given><family>⟨last⟩</family></name><birthTime value="19⟨n2⟩0⟨n1⟩1⟨n1⟩"/></patient>
</patientRole></recordTarget>
<observation><code code="8867-4" displayName="Heart rate"/><value xsi:type="PQ" value="⟨hr⟩" unit="count/min"/></observation>`},
		{"health_connect_logcat", "en", `05-14 07:32:11.482  8123  8190 D OkHttp  : --> POST https://api.⟨|pulsefit|carebridge|steply⟩.io/v2/sync/healthconnect
05-14 07:32:11.483  8123  8190 D OkHttp  : Authorization: Bearer ⟨jwt_auth0⟩
05-14 07:32:11.483  8123  8190 D OkHttp  : {"records":[{"type":"Steps","count":⟨k_steps⟩},{"type":"HeartRate","bpm":⟨hr⟩}]}`},
		{"ios_oslog_idtoken", "en", `2024-05-14 07:32:11.482 ⟨app⟩[812:9921] [Auth] signIn completed user=⟨k_uuidU⟩ idToken=⟨jwt_firebase⟩ provider=password`},
		{"oura_curl", "en", `curl --location 'https://api.ouraring.com/v2/usercollection/daily_sleep?start_date=2024-05-01&end_date=2024-05-14' \
--header 'Authorization: Bearer ⟨b_oura⟩'
# score 82, total_sleep_duration 26340, hrv 41`},
		{"withings_notify_log", "en", `[withings] GET https://wbsapi.withings.net/measure?action=getmeas&meastype=1&startdate=⟨k_unix⟩ Authorization: Bearer ⟨b_hex40⟩ -> status 0, weight ⟨k_weight⟩, device ⟨k_mac⟩`},
		{"dexcom_api", "en", `GET /v3/users/self/egvs?startDate=2024-05-13T00:00:00&endDate=2024-05-14T00:00:00 HTTP/1.1
Host: api.dexcom.com
Authorization: Bearer ⟨b_opaque⟩
-> 200 {"records":[{"systemTime":"⟨k_ts⟩","value":⟨glu⟩,"unit":"mg/dL","trend":"flat","transmitterId":"⟨k_serial⟩"}]}`},
		{"googlefit_token", "en", `I'm getting 403 from the Fitness API, here is exactly what I send:
GET https://www.googleapis.com/fitness/v1/users/me/dataSources
Authorization: Bearer ⟨b_ya29⟩
Response: {"error":{"code":403,"message":"Request had insufficient authentication scopes."}}`},
		{"home_assistant_garmin", "en", `# configuration.yaml
sensor:
  - platform: garmin_connect
    username: ⟨email⟩
    password: ⟨b_pw⟩
    monitored_conditions: [totalSteps, restingHeartRate, bodyBatteryMostRecentValue]
# unit ⟨k_unit⟩, last steps ⟨k_steps⟩`},
		{"polar_accesslink_basic", "en", `POST https://polarremote.com/v2/oauth2/token
Authorization: Basic ⟨b_basic⟩
Content-Type: application/x-www-form-urlencoded
grant_type=authorization_code&code=⟨hex16⟩
-> {"access_token":"⟨b_hex32⟩","token_type":"bearer","x_user_id":⟨k_athlete⟩}`},
		{"samsung_health_export_csv", "en", `com.samsung.health.user_profile,6312002,2
create_time,update_time,nickname,email,phone_number,height,weight,birth_date
⟨k_tsl⟩.000,⟨k_tsl⟩.000,⟨first⟩,⟨email⟩,⟨ph_e⟩,168.0,⟨n2⟩.4,19⟨n2⟩0⟨n1⟩1⟨n1⟩`},
		{"myfitnesspal_export_de", "de", `Datum,Mahlzeit,Kalorien,Fett (g),Eiweiß (g),Notiz
⟨date⟩,Frühstück,⟨k_kcal⟩,12,21,"Rezept geteilt von ⟨email⟩"
⟨date⟩,Mittagessen,⟨k_kcal⟩,24,38,""`},
		{"react_native_debug", "en", `LOG  [api] request {"url":"/v1/me/vitals","headers":{"Accept":"application/json","x-session-token":"⟨b_session⟩"},"params":{"from":"⟨k_ts⟩"}}`},
		{"garmin_connect_iq_log_de", "de", `[ConnectIQ] Gerät ⟨k_unit⟩ gekoppelt, Firmware ⟨k_fw⟩
[ConnectIQ] Benutzer angemeldet: ⟨email⟩
[ConnectIQ] Schritte heute ⟨k_steps⟩, Ruhepuls ⟨k_hr⟩`},
		{"huawei_health_zh", "zh", `[运动健康] 账号 ⟨ph⟩ 登录成功，设备 ⟨k_serial⟩ 已绑定，蓝牙地址 ⟨k_mac⟩，今日步数 ⟨k_steps⟩，静息心率 ⟨k_hr⟩`},

		// ---------- lab portals ----------
		{"lab_portal_en", "en", `Your results are ready — Accession ⟨k_acc⟩
Patient: ⟨name⟩  DOB: ⟨dob⟩  Phone: ⟨ph⟩  Email: ⟨email⟩
Hemoglobin A1c ........ ⟨k_a1c⟩   (4.0-5.6)  H
Glucose, fasting ...... ⟨k_glu⟩   (65-99)
LOINC ⟨k_loinc⟩ | Ordering provider NPI ⟨k_npi⟩`},
		{"lab_portal_de", "de", `Laborbefund vom ⟨date⟩ — Auftragsnummer ⟨k_acc⟩
Patient: ⟨name⟩, Tel. ⟨ph⟩
HbA1c ⟨k_a1c⟩ | Nüchternglukose ⟨k_glu⟩ | TSH 2,1 mU/l
Befund auch per E-Mail an ⟨email⟩ versandt.`},
		{"lab_portal_es", "es", `Resultados de laboratorio — Nº de muestra ⟨k_acc⟩
Paciente: ⟨name⟩ · Tel: ⟨ph⟩
Glucosa ⟨k_glu⟩ · HbA1c ⟨k_a1c⟩ · Colesterol LDL 1⟨n2⟩ mg/dL
Para dudas, responda a este correo (enviado a ⟨email⟩).`},
		{"lab_portal_ja", "ja", `【検査結果のお知らせ】受付番号 ⟨k_acc⟩
⟨name⟩ 様（連絡先 ⟨ph⟩）
HbA1c ⟨k_a1c⟩ ／ 空腹時血糖 ⟨k_glu⟩ ／ LDL 1⟨n2⟩ mg/dL
詳細はマイページ（登録メール：⟨email⟩）でご確認ください。`},
		{"lab_notify_fr", "fr", `De : Laboratoire Cerballiance <noreply@resultats-labo.fr>
À : ⟨email⟩
Objet : Vos résultats du ⟨date⟩ sont disponibles
Bonjour ⟨first⟩, dossier n° ⟨k_acc⟩. Glycémie ⟨k_mmol⟩, HbA1c ⟨k_a1c⟩. Code d'accès envoyé par SMS au ⟨ph⟩.`},
		{"lab_hl7_pid", "en", `MSH|^~\&|LIS|QUESTLAB|EHR|CLINIC|2024051407321⟨n1⟩||ORU^R01|⟨k_ticket⟩|P|2.5.1
PID|1||⟨k_mrn⟩^^^MRN||⟨LAST⟩^⟨FIRST⟩||19⟨n2⟩0⟨n1⟩1⟨n1⟩|F|||12 Oak St^^⟨city⟩^TX^⟨k_zip⟩||⟨ph_us7⟩^PRN^PH|||||⟨k_acc⟩|⟨ssn⟩
OBX|1|NM|⟨k_loinc⟩^Glucose^LN||⟨glu⟩|mg/dL|65-99|H|||F`},
		{"fhir_patient_json", "en", `{"resourceType":"Patient","id":"⟨k_uuid⟩","identifier":[{"system":"http://hl7.org/fhir/sid/us-ssn","value":"⟨ssn_bare⟩"},{"system":"urn:oid:2.16.840.1.113883.4.3.25","value":"⟨k_mrn⟩"}],"name":[{"family":"⟨last⟩","given":["⟨first⟩"]}],"telecom":[{"system":"phone","value":"⟨ph⟩","use":"mobile"},{"system":"email","value":"⟨email⟩"}]}`},
		{"lab_portal_pt", "pt", `Laudo disponível — Protocolo ⟨k_acc⟩
Paciente: ⟨name⟩ | Celular: ⟨ph⟩
Glicose ⟨k_glu⟩ | Hemoglobina glicada ⟨k_a1c⟩ | Vitamina D 2⟨n1⟩ ng/mL
Acesse com o e-mail ⟨email⟩.`},

		// ---------- insurance cards ----------
		{"ins_card_medicare_old", "en", `OCR result (card_front.jpg, confidence 0.91):
MEDICARE HEALTH INSURANCE
NAME OF BENEFICIARY ⟨FIRST⟩ ⟨LAST⟩
MEDICARE CLAIM NUMBER  ⟨ssn⟩A   SEX F
HOSPITAL (PART A) 07-01-2012  MEDICAL (PART B) 07-01-2012
New card: MBI ⟨k_mbi⟩`},
		{"ins_card_upload_en", "en", `Insurance card uploaded by ⟨email⟩ at ⟨k_ts⟩
Front OCR: ⟨insurer⟩ | Member ID ⟨k_member⟩ | Group ⟨k_group⟩ | RxBIN ⟨k_rxbin⟩ RxPCN ⟨k_pcn⟩ RxGrp ⟨k_rxgrp⟩
Subscriber phone entered: ⟨ph⟩`},
		{"ins_subscriber_ssn_en", "en", `Coverage form — Subscriber is not the patient
Subscriber: ⟨name2⟩ (spouse)  Subscriber SSN: ⟨ssn⟩  Subscriber DOB: ⟨dob⟩
Plan: ⟨insurer⟩ PPO, Member ID ⟨k_member⟩, Group # ⟨k_group⟩`},
		{"ins_eob_es", "es", `Explicación de beneficios — Reclamación ⟨k_claim⟩
Miembro: ⟨name⟩ · ID de miembro ⟨k_member⟩ · Grupo ⟨k_group⟩
Servicio CPT ⟨k_cpt⟩ · Diagnóstico ⟨k_icd⟩ · Usted debe ⟨k_price⟩
¿Preguntas? Le llamaremos al ⟨ph_us⟩ que tenemos registrado.`},

		// ---------- SMS reminders ----------
		{"sms_log_twilio_csv", "en", `Date,To,From,Body,Status,SID
⟨k_tsl⟩,⟨ph_us5⟩,+18885550142,"Reminder: appt w/ Dr. ⟨dren⟩ ⟨k_date⟩ ⟨k_time⟩. Reply C to confirm",delivered,⟨k_sm⟩`},
		{"sms_reminder_es", "es", `Para: ⟨ph⟩
Recordatorio: tiene cita con la Dra. ⟨dr⟩ el ⟨k_date⟩ a las ⟨k_time⟩ (ref. ⟨k_appt⟩). Responda SI para confirmar o NO para cancelar.`},
		{"sms_reminder_de", "de", `SMS an ⟨ph⟩ — gesendet ⟨k_tsl⟩
Praxis Dr. ⟨dr⟩: Erinnerung an Ihren Termin am ⟨k_date⟩ um ⟨k_time⟩ Uhr. Bitte Versichertenkarte mitbringen. Termin-Nr. ⟨k_appt⟩`},
		{"sms_reminder_fr", "fr", `Destinataire : ⟨ph⟩
Rappel : RDV le ⟨k_date⟩ à ⟨k_time⟩ avec Dr ⟨dr⟩ (téléconsultation). Répondez STOP pour ne plus recevoir de SMS. Réf ⟨k_appt⟩`},
		{"sms_reminder_ja", "ja", `送信先：⟨ph⟩
【予約リマインダー】⟨k_date⟩ ⟨k_time⟩ ⟨dr⟩クリニック。予約番号 ⟨k_appt⟩。変更はアプリからお願いします。`},
		{"sms_optout_log_en", "en", `inbound sms from=⟨ph_us5⟩ to=+18883207741 body="STOP" msg_sid=⟨k_sm⟩ action=unsubscribed patient_ref=⟨k_mrn⟩`},
		{"twilio_env", "en", `# .env for reminder worker
TWILIO_ACCOUNT_SID=⟨k_ac⟩
TWILIO_AUTH_TOKEN=⟨b_hex32⟩
TWILIO_FROM=+18885550199
REMINDER_LEAD_HOURS=24`},
		{"sendgrid_env", "en", `SENDGRID_API_KEY=⟨b_sg⟩
LAB_RESULTS_FROM=results@labs.example
# test recipient, remove before prod!
TEST_TO=⟨email⟩`},
		{"sms_reminder_ko", "ko", `[알림톡] 수신번호 ⟨ph⟩
⟨name⟩님, ⟨k_date⟩ ⟨k_time⟩ 진료 예약이 있습니다. 예약번호 ⟨k_appt⟩. 변경은 앱에서 가능합니다.`},
		{"sms_reminder_it", "it", `SMS inviato a ⟨ph⟩ il ⟨k_date⟩: Gentile paziente, le ricordiamo la visita del ⟨k_date⟩ alle ⟨k_time⟩. Codice prenotazione ⟨k_appt⟩.`},
	}...)
}
