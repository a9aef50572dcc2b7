package main

var piiIntl = []tmpl{
	// ---- Spanish ----
	{"es_chat_abogada", `Hola licenciada, mi número de caso es {{rcpt}} y mi A-Number es {{anum}}. Mi seguro social es {{ssn}}. Me puede llamar al {{ph}} o al celular de mi esposa en México {{mx}}.`},
	{"es_i9_formulario", `Formulario I-9, Sección 1 — Apellido: {{LN}}  Nombre: {{FN}}  Número de Seguro Social de EE. UU.: {{ssn}}  Correo electrónico del empleado: {{email}}  Número de teléfono del empleado: {{ph0}}  Número de registro de extranjero/USCIS: {{anum}}`},
	{"es_notas_itin", `Notas de la consulta {{date}}: cliente {{fn}} {{ln}}, ITIN {{itin}} (declaraciones 2021-2023), teléfono en Guatemala {{gt}}, WhatsApp {{ph5}}. Recibo del I-130: {{rcpt}}.`},
	{"es_calfresh_portal", `No puedo entrar a BenefitsCal. Mi usuario es {{email}} y la contraseña: {{pw}} . Número de caso de CalFresh {{snap}}, la entrevista era el {{des}}.`},
	{"es_disputa_cargo", `Buenas tardes, me cobraron {{money}} dos veces en mi tarjeta {{visa}} por el formulario {{form}} (recibo {{rcpt}}). ¿Cómo pido el reembolso? Mi teléfono: {{ph1}}`},
	{"es_whatsapp_abogada", `[{{date}} 10:14] Abogada Ruiz: Sra. {{ln}}, necesito su número de seguro social para el I-485.
[{{date}} 10:21] {{fn}}: es {{ssn}}, y mi cel es {{ph1}}. El recibo del EAD es {{rcpt}}`},
	{"es_tps_elsalvador", `Re-registro TPS El Salvador: A# {{anum}}, EAD {{rcpt}} válido hasta el {{des}}. Tel. de mi mamá en San Miguel: {{sv}}. Mi correo: {{email}}`},
	{"es_desempleo", `Reclamo de desempleo {{ui}}: me pide mi número de seguro social ({{ssn_sp}}) y un correo ({{email}}). La semana terminó el {{date}}; beneficio semanal {{amt}}.`},
	{"es_medical_renovacion", `Renovación de Medi-Cal — número de caso {{snap}}. Número de Seguro Social del niño: {{ssn}}. Teléfono de la casa: {{ph6}}. Fecha límite: {{des}}.`},
	{"es_ssa_carta", `Administración del Seguro Social — Aviso de beneficios. Número de reclamo: {{ssn}}{{bic}}. A partir del {{des}}, su pago mensual será de {{amt}}.`},
	{"es_asilo_honduras", `Solicitud de asilo (I-589): teléfono de mi mamá en Honduras {{hn}}, mi teléfono aquí {{ph3}}, A# {{anum}}. Audiencia el {{des}}.`},
	{"es_parole_venezuela", `Beneficiario en Caracas: celular {{ve}}, pasaporte {{ppf}}. Patrocinador: SSN {{ssn}}, correo {{email}}. Confirmación I-134A {{i134}}.`},
	{"es_cita_juarez", `Cita consular en Ciudad Juárez el {{des}}. Confirmación DS-160: {{ds160}}. Teléfono en México: {{mx_nat}}. Caso NVC {{nvc}}.`},
	{"es_pago_mc", `Pagué los {{money}} del N-400 con la tarjeta de débito {{mc}} y USCIS la rechazó; me devolvieron el paquete con el recibo {{rcpt}}. Ayuda: {{email}}`},
	{"es_cuba_parole", `Mi primo en Camagüey: {{cu}}. Yo soy el patrocinador, mi seguro social {{ssn}} y mi teléfono {{ph2}}. Pasaporte cubano {{ppf}}.`},
	{"es_colombia_reunif", `Programa de Reunificación Familiar — beneficiaria en Medellín, celular {{co}}; peticionario A# {{anum}}; correo del peticionario {{email}}.`},
	// ---- Chinese ----
	{"zh_case_help", `您好，我的案件收据号是 {{rcpt}}，A号码 {{anum}}。社安号：{{ssn}}，国内电话：{{cn}}，美国手机 {{ph1}}。请问绿卡什么时候寄出？`},
	{"zh_i765_fill", `帮我填一下 I-765：姓名 {{fn}} {{ln}}，社会安全号码 {{ssn}}，I-94 号码 {{i94}}，邮箱 {{email}}，类别 {{cat}}。`},
	{"zh_law_intake", `律所客户登记 {{dzh}}：ITIN {{itin}}，手机/微信 {{cn_nat}}，邮箱 {{email}}，A号 {{anum}}。`},
	{"zh_uscis_password", `我妈妈的 USCIS 网上账户：用户名 {{email}}，密码：{{pw}}，收据号 {{rcpt}}。帮我看看案件状态。`},
	{"zh_opt_student", `F-1 学生，SEVIS 号 {{sevis}}，OPT 申请收据 {{rcpt}}，联系电话 {{ph0}}，学校 DSO 邮箱回复发到 {{email}}。`},
	{"zh_card_refund", `申请费被扣了两次：信用卡号 {{visa}}，金额 {{money}}，日期 {{dzh}}，表格 {{form}}。`},
	{"zh_b2_parents", `父母探亲 B2 签证：DS-160 确认号 {{ds160}}，父亲护照号 {{ppf}}，父亲手机 {{cn}}。`},
	{"zh_unemployment", `申请失业金时填的社会安全号是 {{ssn_bare}}（SSN），申请号 {{ui}}，每周 {{amt}}。`},
	// ---- Vietnamese ----
	{"vi_luat_su", `Chào luật sư, số hồ sơ của tôi là {{rcpt}}, số A {{anum}}. Số an sinh xã hội: {{ssn}}. Điện thoại: {{ph}} hoặc ở Việt Nam {{vn}}.`},
	{"vi_mat_khau", `Mật khẩu tài khoản USCIS của mẹ tôi là {{pw}}, email đăng nhập {{email}}. Nhờ anh kiểm tra hồ sơ {{rcpt}} giúp.`},
	{"vi_i130_em_gai", `Đơn I-130 cho em gái ở Sài Gòn: số điện thoại {{vn_nat}}, hộ chiếu {{ppf}}, ngày nộp {{ddmy}}.`},
	{"vi_the_xanh", `Thẻ xanh của tôi hết hạn ngày {{ddmy}}, số thẻ {{rcpt}}. SSN {{ssn}}. Gọi cho tôi số {{ph0}} nhé.`},
	{"vi_le_phi", `Thanh toán lệ phí {{money}} bằng thẻ {{mc}} bị trừ tiền hai lần, mã biên nhận {{rcpt}}.`},
	{"vi_itin_thue", `Khai thuế: mã số ITIN của chồng tôi là {{itin}}, của tôi là {{itin}}. Tiền hoàn thuế {{amt}}.`},
	{"vi_medicaid", `Medicaid: mã số an sinh xã hội {{ssn_sp}}, số hồ sơ {{snap}}, hạn gia hạn {{ddmy}}.`},
	// ---- Tagalog ----
	{"tl_chat", `Magandang araw po. Ang receipt number ko ay {{rcpt}} at ang A-Number ko ay {{anum}}. SSN ko: {{ssn}}. Tawagan niyo po ako sa {{ph}} o sa Pilipinas {{pph}}.`},
	{"tl_i130_nanay", `Pakitulungan po ako sa I-130 ng nanay ko. Cellphone niya: {{pph_nat}}, email {{email}}. Priority date {{date}}.`},
	{"tl_password", `Nakalimutan ko ang password ng USCIS account ko, pinalitan ko na. Bagong password: {{pw}} — receipt {{rcpt}}.`},
	{"tl_bayad", `Nagbayad ako ng {{money}} gamit ang card {{visa}} pero na-reject ang {{form}} ko. Receipt {{rcpt}}.`},
	{"tl_nurse_itin", `Nurse ako sa H-1B; ang ITIN ko dati ay {{itin}}, ngayon may SSN na ako: {{ssn}}. I-94 {{i94}}.`},
	{"tl_kapatid_cebu", `Text mula sa kapatid ko sa Cebu {{pph}}; pakisagot sa email ko {{email}} tungkol sa affidavit of support, NVC case {{nvc}}.`},
	// ---- Haitian Creole ----
	{"ht_chat", `Bonjou, nimewo resi mwen se {{rcpt}}, nimewo A mwen {{anum}}. Nimewo sekirite sosyal mwen: {{ssn}}. Rele m nan {{ph}} oswa an Ayiti {{ht}}.`},
	{"ht_tps_manman", `TPS Ayiti: nimewo telefòn manman m nan Pòtoprens se {{ht_nat}}; imel mwen {{email}}; kat EAD mwen {{rcpt}} ekspire {{ddmy}}.`},
	{"ht_modpas", `Mwen bliye modpas kont USCIS mwen an. Ansyen an te: {{pw}} — imel {{email}}.`},
	{"ht_peye_kat", `Mwen peye {{money}} ak kat {{mc}} pou fòm {{form}} lan, men yo retire lajan an de fwa.`},
	{"ht_chnh_sipote", `Parol imanitè CHNH: sipòtè {{fn}} {{ln}}, SSN {{ssn}}, telefòn {{ph1}}. Benefisyè a nan Jakmèl: {{ht}}.`},
	{"ht_ebt_pedi", `Kat EBT mwen {{ebt}} pèdi; nimewo dosye SNAP {{snap}}. Tanpri rele m {{ph}}.`},
	// ---- Arabic ----
	{"ar_chat", `مرحباً، رقم الإيصال الخاص بي {{rcpt}} ورقم A الخاص بي {{anum}}. رقم الضمان الاجتماعي: {{ssn}}. هاتفي: {{ph}}، وهاتف أخي في سوريا {{sy}}.`},
	{"ar_asylum_yemen", `طلب لجوء: هاتف والدتي في صنعاء {{ye}}، بريدي الإلكتروني {{email}}، رقم A {{anum}}.`},
	{"ar_password", `نسيت كلمة السر لحساب USCIS. كلمة السر القديمة: {{pw}} والبريد {{email}}.`},
	{"ar_fee_card", `دفعت رسوم النموذج {{form}} بقيمة {{money}} بالبطاقة {{visa}} وتم الخصم مرتين. رقم الإيصال {{rcpt}}.`},
	{"ar_siv_iraq", `تأشيرة الهجرة الخاصة (SIV): رقم هاتفي في بغداد {{iq}}، رقم جواز السفر {{ppf}}، رقم الحالة {{caselaw}}.`},
	{"ar_egypt_itin", `زوجي في القاهرة رقمه {{eg}}. رقم ITIN الخاص بي: {{itin}}. الإقرار الضريبي لعام 2023.`},
	// ---- Hindi ----
	{"hi_chat", `नमस्ते, मेरा रसीद नंबर {{rcpt}} है और A-Number {{anum}}। मेरा सोशल सिक्योरिटी नंबर (SSN): {{ssn}}। फोन: {{ph}}, भारत में पिताजी का नंबर {{in}}।`},
	{"hi_h4_ead", `H-4 EAD आवेदन: पत्नी का ईमेल {{email}}, मोबाइल {{in_nat}}, I-94 {{i94}}, रसीद {{rcpt}}।`},
	{"hi_password", `मेरे USCIS अकाउंट का पासवर्ड: {{pw}} — लॉगिन {{email}}। केस {{rcpt}} देख दीजिए।`},
	{"hi_card_fee", `कार्ड {{amex}} से फीस {{money}} दो बार कटी, फॉर्म {{form}}, तारीख {{date}}।`},
	{"hi_f1_itin", `F-1 छात्र: SEVIS {{sevis}}, ITIN {{itin}}, फोन नंबर {{ph0}}।`},
	{"hi_h1b_ssn", `H-1B ट्रांसफर के लिए HR ने पूछा: SSN {{ssn}}, I-94 {{i94}}, मोबाइल {{ph1}}, LCA {{lca}}।`},
}

var piiTokens = []tmpl{
	{"en_localstorage_dump", `localStorage on the state benefits portal after login: {"access_token":"{{jwt}}","token_type":"Bearer","expires_in":900,"case_id":"{{snap}}"}`},
	{"en_postman_docketwise", `{"info":{"name":"Docketwise intake"},"auth":{"type":"bearer","bearer":[{"key":"token","value":"{{tok}}","type":"string"}]},"item":[{"name":"matter {{rcpt}}"}]}`},
	{"es_token_401", `Me sale "401 Unauthorized" cuando mando Authorization: Bearer {{jwt}} al portal de desempleo (reclamo {{ui}}). ¿Ya venció?`},
	{"zh_idme_token", `调试 ID.me 登录：回调里的 id_token={{jwt}}，用户的收据号 {{rcpt}}，为什么 acr 不是 IAL2？`},
	{"en_mobile_app_log", `D/CaseTracker: refresh_token={{tok}} user={{email}} receipts=[{{rcpt}},{{rcpt}}] sync=ok`},
	{"vi_cookie_loi", `Trang cổng trợ cấp báo lỗi 500, đây là cookie của tôi: Cookie: session={{jwt}}; lang=vi — số hồ sơ {{snap}}`},
	{"en_gh_action_poll", `- name: poll USCIS case status
  env:
    GH_TOKEN: {{ghp}}
    RECEIPT: {{rcpt}}
  run: ./poll.sh`},
	{"en_basic_auth_clinic", `clinic scheduler integration: curl -H "Authorization: Basic {{basic}}" https://clinic.example.org/api/appointments?a_number={{anumc}}`},
}

var piiTemplates = append(append(append([]tmpl{}, piiEN...), piiIntl...), piiTokens...)
