package main

func init() {
	piiTpls = append(piiTpls, []Tpl{
		// ---------- caregiver group chats ----------
		{"whatsapp_es", "es", `[⟨k_date#1⟩, 08:12:33] ⟨first⟩: Mamá ha tenido ⟨k_bp⟩ esta mañana y ⟨k_hr⟩
[⟨k_date#1⟩, 08:14:02] ⟨first2⟩: Llamad a la enfermera, su número es ⟨ph⟩
[⟨k_date#1⟩, 08:15:47] ⟨first⟩: Vale. Le toca ⟨drug⟩ ⟨k_dose⟩ a las 9`},
		{"whatsapp_pt", "pt", `⟨k_date#1⟩ 19:02 - ⟨first⟩: Pai tomou ⟨k_dose⟩ de ⟨drug⟩ às 18h, glicemia ⟨k_glu⟩
⟨k_date#1⟩ 19:05 - ⟨first2⟩: Anota aí o número do cuidador novo: ⟨ph⟩
⟨k_date#1⟩ 19:06 - ⟨first⟩: 👍`},
		{"whatsapp_it", "it", `[⟨k_date#1⟩, 21:40:12] ⟨first⟩: La nonna stasera ⟨k_bp⟩, un po' alta
[⟨k_date#1⟩, 21:41:55] ⟨first2⟩: Domani la chiama la badante, numero ⟨ph⟩
[⟨k_date#1⟩, 21:42:30] ⟨first⟩: Ok, io ho scritto al medico a ⟨emailx⟩`},
		{"whatsapp_en_sender", "en", `⟨k_date#1⟩, 7:48 AM - ⟨ph_3#1⟩: Dad's sugar was ⟨k_glu⟩ before breakfast
⟨k_date#1⟩, 7:50 AM - ⟨first⟩: ok I'll bump the insulin to ⟨k_dose⟩ per Dr ⟨dren⟩
⟨k_date#1⟩, 7:51 AM - ⟨ph_3#1⟩: also new aide starts today, her cell is ⟨ph_0⟩`},
		{"wechat_group_zh", "zh", `【家人群】
⟨first⟩：妈今天血压 ⟨k_bp⟩，心率 ⟨k_hr⟩
⟨first2⟩：护工阿姨的电话是 ⟨ph⟩，有事直接打
⟨first⟩：收到，药盒里的⟨drug⟩还剩⟨n2⟩片`},
		{"line_group_ja", "ja", `[LINE] 家族グループ
⟨k_time⟩ ⟨first⟩ 父の血圧 ⟨k_bp⟩、脈拍 ⟨k_hr⟩ でした
⟨k_time⟩ ⟨first2⟩ ケアマネさんの携帯は ⟨ph⟩ です。何かあったら連絡してね
⟨k_time⟩ ⟨first⟩ 了解`},
		{"kakao_group_ko", "ko", `⟨first⟩ : 엄마 오늘 혈당 ⟨k_glu⟩ 나왔어
⟨first2⟩ : 요양보호사님 번호 ⟨ph⟩ 저장해둬
⟨first⟩ : 응 그리고 약국 주문번호 ⟨k_order⟩`},
		{"telegram_group_ru", "ru", `⟨first⟩, [⟨k_date#1⟩ 09:14]
Папе утром давление ⟨k_bp⟩, пульс ⟨k_hr⟩
⟨first2⟩, [⟨k_date#1⟩ 09:20]
Сиделка новая, её телефон ⟨ph⟩, почта ⟨emailx⟩`},
		{"whatsapp_tr", "tr", `[⟨k_date#1⟩ 10:22] ⟨first⟩: Babamın şekeri ⟨k_glu⟩ çıktı
[⟨k_date#1⟩ 10:25] ⟨first2⟩: Hemşire hanımın numarası ⟨ph⟩, ara istersen
[⟨k_date#1⟩ 10:26] ⟨first⟩: Tamam, ilacı ⟨k_dose⟩ verdim`},
		{"caregiver_note_nl", "nl", `Zorgnotitie ⟨k_date⟩ — mantelzorger ⟨name2⟩ (⟨ph⟩, ⟨email2⟩) heeft de bloeddruk gemeten: ⟨k_bp⟩. Medicatie ⟨drug⟩ ⟨k_dose⟩ gegeven om ⟨k_time⟩.`},
		{"family_invite_de", "de", `Familienfreigabe: ⟨name⟩ hat ⟨name2⟩ (⟨email2⟩) eingeladen, Schlaf- und Herzfrequenzdaten zu sehen. Einladung gültig bis ⟨k_date⟩. Einladungscode ⟨k_code⟩.`},
		{"caregiver_app_en", "en", `Care circle update for Mom:
- Meds given: ⟨drug⟩ ⟨k_dose⟩ at ⟨k_time⟩
- BP ⟨k_bp⟩, SpO2 ⟨k_spo2⟩
- Backup contact if I'm not reachable: ⟨first2⟩, ⟨ph⟩ or ⟨email2⟩`},
		{"groupme_en", "en", `[GroupMe] Grandpa's care team
⟨first⟩: Hospice nurse said call her directly at ⟨ph_us2⟩ after 6pm, not the main line
⟨first2⟩: got it. his O2 was ⟨k_spo2⟩ this afternoon`},

		// ---------- clinic intake forms ----------
		{"intake_form_en", "en", `NEW PATIENT INTAKE
Name: ⟨name⟩        DOB: ⟨dob⟩
SSN: ⟨ssn⟩
Cell: ⟨ph⟩   Email: ⟨email⟩
Emergency contact: ⟨name2⟩ (spouse) ⟨ph2⟩
Insurance: ⟨insurer⟩  Member ID ⟨k_member⟩  Group ⟨k_group⟩`},
		{"intake_form_es_us", "es", `FORMULARIO DE ADMISIÓN
Nombre: ⟨name⟩   Fecha de nacimiento: ⟨dob⟩
Número de Seguro Social: ⟨ssn⟩
Teléfono celular: ⟨ph_us⟩   Correo: ⟨email⟩
Contacto de emergencia: ⟨name2⟩ ⟨ph2_us⟩`},
		{"intake_ocr_messy", "en", `Pat ient Info rmation (scanned p.1)
Last ⟨LAST⟩  First ⟨FIRST⟩  M.I. _
Soc. Sec. # ⟨ssn_sp⟩     Home ph ⟨ph_us0⟩
E-mail ⟨email⟩
Preferred pharmacy ⟨pharmacy⟩  Allergies: PCN`},
		{"intake_json_submit", "en", `POST /api/intake 201 body={"first_name":"⟨first⟩","last_name":"⟨last⟩","dob":"⟨dobiso⟩","ssn":"⟨ssn⟩","phone":"⟨ph_us1⟩","email":"⟨email⟩","insurance":{"member_id":"⟨k_member⟩","group":"⟨k_group⟩"}}`},
		{"intake_csv_export", "en", `patient_id,first,last,dob,ssn,mobile_phone,email,copay
⟨k_mrn⟩,⟨first⟩,⟨last⟩,⟨dobiso⟩,⟨ssn_bare⟩,⟨ph_us1⟩,⟨email⟩,⟨k_price⟩`},
		{"intake_itin_en", "en", `Sliding fee application — household income ⟨k_price⟩/mo, 4 people.
Applicant has no SSN; ITIN provided: ⟨itin⟩. Contact ⟨ph⟩. Proof of income: pay stubs dated ⟨k_date⟩.`},
		{"intake_form_zh_us", "zh", `新病人登记表
姓名：⟨name⟩　出生日期：⟨dob⟩
社会安全号码（SSN）：⟨ssn⟩
手机：⟨ph_us⟩　电子邮件：⟨email⟩
保险会员号：⟨k_member⟩`},
		{"intake_form_ko_us", "ko", `신규 환자 등록
성명: ⟨name⟩  생년월일: ⟨dob⟩
사회보장번호(SSN): ⟨ssn⟩
휴대폰: ⟨ph_us⟩  이메일: ⟨email⟩
보험 회원번호: ⟨k_member⟩  그룹번호: ⟨k_group⟩`},
		{"intake_form_ru_us", "ru", `Анкета нового пациента
ФИО: ⟨name⟩, дата рождения ⟨dob⟩
SSN (номер социального страхования): ⟨ssn⟩
Мобильный: ⟨ph_us⟩, эл. почта: ⟨email⟩
Страховка: ⟨insurer⟩, Member ID ⟨k_member⟩`},
		{"hipaa_release_en", "en", `AUTHORIZATION FOR RELEASE OF PHI
I, ⟨name⟩ (SSN ⟨ssn⟩, DOB ⟨dob⟩), authorize Dr. ⟨dren⟩ (NPI ⟨k_npi⟩) to release my records to ⟨name2⟩, phone ⟨ph⟩, dated ⟨k_date⟩.`},
		{"intake_chat_ssn_en", "en", `Agent: To verify your identity I need your full Social Security number.
Member: ⟨ssn_bare⟩
Agent: Thank you, verified. I see claim ⟨k_claim⟩ for CPT ⟨k_cpt⟩ on ⟨k_date⟩.`},
		{"intake_ssn_spaces_label", "en", `Patient portal > Profile > Tax info
taxpayer id: ⟨ssn_sp⟩ (for HSA reimbursement 1099-SA)
HSA account ⟨k_member⟩`},
		{"w9_itin_en", "en", `Form W-9 (health coach contractor) — Name: ⟨name⟩ — TIN: ⟨itin⟩ — Address: 4⟨n2⟩ Elm St, ⟨city⟩ TX ⟨k_zip⟩ — Invoice ⟨k_order⟩`},
		{"referral_fax_en", "en", `FAX COVER — Referral to Cardiology
Pt: ⟨name⟩ DOB ⟨dob⟩ SSN ⟨ssn⟩
Pt cell ⟨ph_us1⟩ — Dx ⟨k_icd⟩, Holter ⟨k_cpt⟩
Referring NPI ⟨k_npi⟩  Pages: 4`},

		// ---------- payment disputes ----------
		{"dispute_en", "en", `Hi, I'm disputing a charge of ⟨k_price⟩ from ⟨app⟩ on ⟨date⟩. I cancelled my trial before it ended. Card: ⟨cc_dash⟩. Transaction ref ⟨k_ch⟩. You can reach me at ⟨ph⟩.`},
		{"dispute_de", "de", `Widerspruch Kartenzahlung: Am ⟨date⟩ wurden ⟨k_price⟩ für ein Fitness-Abo abgebucht, das ich nie abgeschlossen habe. Kreditkarte ⟨cc⟩, Bestellnummer ⟨k_order⟩. Rückruf bitte unter ⟨ph⟩.`},
		{"dispute_fr", "fr", `Réclamation : débit de ⟨k_price⟩ le ⟨date⟩ pour un abonnement que j'ai résilié. Carte bancaire ⟨cc_sp⟩, référence de commande ⟨k_order⟩. Merci de me répondre à ⟨email⟩.`},
		{"dispute_it", "it", `Contestazione addebito: ⟨k_price⟩ del ⟨date⟩ sulla carta ⟨cc⟩. Abbonamento disdetto il mese scorso, ordine ⟨k_order⟩. Recapito: ⟨ph⟩`},
		{"dispute_nl", "nl", `Ik betwist een afschrijving van ⟨k_price⟩ op ⟨date⟩ voor ⟨app⟩. Creditcard ⟨cc⟩, bestelnummer ⟨k_order⟩. Graag contact via ⟨email⟩.`},
		{"dispute_pt", "pt", `Contestação: fui cobrado ⟨k_price⟩ em ⟨date⟩ no cartão ⟨cc_sp⟩ pela assinatura do ⟨app⟩ que cancelei. Pedido ⟨k_order⟩. Telefone para contato ⟨ph⟩.`},
		{"dispute_ja", "ja", `【返金のお願い】⟨date⟩に⟨k_price⟩が二重に請求されました。クレジットカード番号：⟨cc⟩ 注文番号：⟨k_order⟩ ご連絡は ⟨email⟩ まで。`},
		{"stripe_request_log", "en", `POST /v1/payment_methods 200 req_⟨hex16⟩
Authorization: Bearer ⟨b_sklive⟩
type=card&card[number]=⟨cc_plain⟩&card[exp_month]=0⟨n1⟩&card[exp_year]=2027&card[cvc]=⟨n3⟩&billing_details[email]=⟨email⟩`},
		{"hsa_receipt_en", "en", `HSA claim receipt: ⟨drug⟩ ⟨k_dose⟩ x30, ⟨k_price⟩, NDC ⟨k_ndc⟩. Paid with HSA Visa ⟨cc_visa_sp⟩ — submitted by ⟨email⟩`},
		{"dispute_es", "es", `Reclamación: el gimnasio online me cobró ⟨k_price⟩ el ⟨date⟩ aunque di de baja la cuenta. Tarjeta ⟨cc_dash⟩, pedido ⟨k_order⟩. Contacto: ⟨email⟩`},
		{"dispute_ru", "ru", `Прошу вернуть ⟨k_price⟩, списанные ⟨date⟩ за подписку ⟨app⟩. Номер карты ⟨cc_mc_sp⟩, заказ ⟨k_order⟩. Мой e-mail: ⟨email⟩`},
		{"dispute_tr", "tr", `Kartımdan ⟨date⟩ tarihinde ⟨k_price⟩ izinsiz çekildi. Kart numarası: ⟨cc_sp⟩. Sipariş: ⟨k_order⟩. Telefon: ⟨ph⟩`},
		{"dispute_amex_en", "en", `Chargeback note: cardholder ⟨name⟩ disputes ⟨k_price⟩ (telehealth visit ⟨k_appt⟩). Amex ⟨cc_amex⟩, charge ⟨k_ch⟩, customer ⟨k_cus⟩.`},
		{"dispute_zh", "zh", `投诉：⟨date⟩ 会员自动续费扣了 ⟨k_price⟩，我已经取消了！银行卡号 ⟨cc_unionpay⟩，订单号 ⟨k_order⟩，联系电话 ⟨ph⟩`},
		{"dispute_ko", "ko", `환불 요청: ⟨date⟩에 ⟨k_price⟩ 결제됐는데 구독 해지했어요. 카드번호 ⟨cc⟩, 주문번호 ⟨k_order⟩. 연락처 ⟨ph⟩`},
	}...)
}
