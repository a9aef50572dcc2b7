package main

var cleanTemplates = []tmpl{
	{"c_en_case_status_page", `Case Was Received
On {{dlong}}, we received your Form {{form}}, Receipt Number {{rcpt}}, and sent you the receipt notice that describes how we will process your case.`},
	{"c_en_i797c_header", `I-797C, Notice of Action — THE UNITED STATES OF AMERICA
Receipt Number {{rcpt}}   Case Type {{form}}
Received Date {{date}}   Priority Date {{date}}   Page 1 of 1
Notice Date {{date}}   A# {{anum}}   USCIS Online Account Number {{olan}}`},
	{"c_en_i94_record", `Admission (I-94) Record Number: {{i94}}
Most Recent Date of Entry: {{diso}}
Class of Admission: B2
Admit Until Date: {{date}}
Document Number: {{ppf}}
Country of Citizenship: Philippines`},
	{"c_en_i20_excerpt", `SEVIS ID: {{sevis}}  School Code: {{sch}}  Program: Master of Science 14.0901, {{date}} – {{date}}. Estimated annual costs {{amt}}; funds from personal {{amt}}.`},
	{"c_en_ds160_page", `Confirmation No. {{ds160}} — Date of Application {{dlong}} — Location selected: HO CHI MINH CITY. Visa Class B1/B2. Passport {{ppf}}. Bring this page to your interview on {{date}}.`},
	{"c_en_ead_ocr", `UNITED STATES OF AMERICA EMPLOYMENT AUTHORIZATION CARD
Surname {{LN}}  Given Name {{FN}}
USCIS# {{anumb}}  Category C09  Card# {{rcpt}}
Country of Birth Mexico  Valid From {{date}}  Card Expires {{date}}`},
	{"c_en_gc_ocr", `PERMANENT RESIDENT  UNITED STATES OF AMERICA
USCIS# {{anumb}}  Category IR1  Country of Birth Viet Nam
Card Expires {{date}}  Resident Since {{date}}
Card number {{rcpt}}`},
	{"c_en_visa_foil", `Visa foil No. {{foil}}; Control Number {{ctrl}}; Annotation: PETITION RECEIPT {{rcpt}} BENEFICIARY; expires {{date}}.`},
	{"c_en_everify_result", `E-Verify: Case Verification Number {{ev}} — Employment Authorized. Company ID {{evco}}, Employer Identification Number {{ein}}. Case closed {{diso}}, reason: employee continues to work.`},
	{"c_en_i9_listA", `I-9 Section 2 — List A: Foreign Passport {{ppf}} with Form I-94 {{i94}}, expiration {{date}}. Second document: EAD card {{rcpt}}, exp {{date}}. First day of employment {{date}}.`},
	{"c_en_fee_table", `New fee schedule effective {{dlong}}: I-765 {{money}}, I-131 {{money}}, I-485 {{money}}, I-130 (online) {{money}}, biometrics now included. Pay by check to the lockbox.`},
	{"c_en_lockbox", `Where to file: if you live in Texas, mail Form {{form}} to USCIS, {{lock}}. Courier deliveries: 2501 S. State Hwy 121 Business, Suite 400, Lewisville, TX 75067-8003.`},
	{"c_en_visa_bulletin", `Visa Bulletin for {{dlong}}: F2A Final Action Date 01JAN22, F4 Philippines 22AUG07, EB-2 India 01JAN13, EB-3 rest of world 01DEC22. My priority date is {{date}}.`},
	{"c_en_priority_date_q", `Is my priority date current? Receipt {{rcpt}}, I-140 approved {{date}}, priority date {{date}}, category EB3, born in Mexico. Processing time says {{wk}} days.`},
	{"c_en_snap_notice", `Notice of Decision — SNAP Case Number {{snap}}. Your benefit amount is {{amt}} per month beginning {{date}}. Certification period {{date}} through {{date}}. Household size: 4.`},
	{"c_en_medicaid_cin", `Medicaid renewal packet: Client ID (CIN) {{cin}}, renewal due {{date}}, plan ID {{medid}}, ZIP {{zip}}. Household income limit for 3: {{amt}}/month.`},
	{"c_en_ui_payment", `Claim ID {{ui}} — weekly benefit amount {{amt}}; week ending {{date}}; payment issued {{date}}; remaining balance {{amt}}.`},
	{"c_en_ssa_bnc", `BNC#: {{bnc}} — Beginning {{dlong}}, your Supplemental Security Income payment will be {{amt}}. Office: Room 1140, ZIP {{zip}}.`},
	{"c_en_ssa_masked", `Social Security Number: {{mask}} — for your protection, only the last four digits are shown. Notice date {{date}}, BNC# {{bnc}}.`},
	{"c_en_usps_tracking", `Card was mailed to me: USCIS mailed your new card for Receipt Number {{rcpt}} on {{date}}. The tracking number provided by the U.S. Postal Service is {{usps}}.`},
	{"c_en_certified_mail", `Sent the RFE response for {{rcpt}} via certified mail {{cert}} on {{date}}; due date was {{date}}.`},
	{"c_en_mandamus", `Mandamus complaint filed in S.D. Tex., Case No. {{court}}, re: I-485 receipt {{rcpt}} pending since {{date}}. Answer due {{date}}.`},
	{"c_en_eoir_info", `EOIR case information for A-Number {{anumb}}: next hearing {{dlong}} at 1:00 PM, 26 Federal Plaza, 12th Floor, New York, NY 10278. Case type: Removal.`},
	{"c_en_lca", `LCA case number {{lca}} certified {{date}}; prevailing wage {{amt}} per hour, SOC code 15-1252.00, worksite ZIP {{zip}}.`},
	{"c_en_everify_training", `E-Verify training quiz: the number {{badssn}} can never be a valid SSN, and {{voided}} is the famous wallet-card sample voided by SSA. Masked on our screens as {{mask}}.`},
	{"c_en_json_status", `{"receiptNumber":"{{rcpt}}","formType":"{{form}}","status":"Case Was Approved","updatedAt":"{{diso}}","aNumber":"{{anumb}}","i94":"{{i94}}"}`},
	{"c_en_csv_cases", `receipt,a_number,i94,sevis_id,ead_card,expires
{{rcpt}},{{anumb}},{{i94}},{{sevis}},{{rcpt}},{{diso}}
{{rcpt}},{{anumb}},{{i94}},{{sevis}},{{rcpt}},{{diso}}`},
	{"c_en_api_log", `{{diso}}T08:01:17Z GET /case-status/{{rcpt}} 200 142ms client_id={{cid}} sdk={{ver}} retries=0`},
	{"c_en_processing_q", `How long does {{form}} take at the Nebraska Service Center? My receipt is {{rcpt}}, filed {{date}}, fee {{money}}. It says {{wk}} days on the processing times page.`},
	{"c_en_wu_mtcn", `Western Union transfer — MTCN {{mtcn}}, amount {{amt}}, fee {{money}}, available for pickup in Tegucigalpa from {{date}}.`},
	{"c_en_paygov_receipt", `Pay.gov Tracking ID: {{paygov}}  Agency Tracking ID: {{agency10}}  Form: {{form}}  Amount: {{money}}  Transaction date: {{date}}`},
	{"c_en_bank_stmt", `{{date}}  USCIS ELIS FEE PMT REF {{nonluhn}}  -{{money}}  balance {{amt}}`},
	{"c_en_stripe_pk", `consult booking widget uses publishable key {{pk}} (safe in the browser); test fee {{money}}, release {{ver}}`},
	{"c_en_a_number_bare", `Note: your Alien Registration Number ({{anumb}}) is the same as the USCIS# on your card; do not confuse it with receipt {{rcpt}} or I-94 {{i94}}.`},
	{"c_en_nvc_case", `NVC Case Number {{nvc}}, Invoice ID {{agency10}}, DS-260 confirmation {{ds160}}, interview {{dlong}}.`},
	{"c_es_estado_caso", `Caso Fue Recibido: El {{des}}, recibimos su Formulario {{form}}, Número de Recibo {{rcpt}}, y le enviamos un aviso de recibo.`},
	{"c_es_biometria", `Cita de datos biométricos: {{date}} a las 9:00 a.m., ASC de Houston, TX {{zip}}. Recibo {{rcpt}}, A# {{anum}}.`},
	{"c_es_calfresh", `Su número de caso de CalFresh es {{snap}}. Beneficio mensual {{amt}} a partir del {{des}}.`},
	{"c_es_tps", `TPS para El Salvador extendido hasta el {{des}}; su EAD con categoría A12 y número de tarjeta {{rcpt}} queda prorrogado. Cuota {{money}}.`},
	{"c_zh_status", `案件状态：{{rcpt}} 已批准，日期 {{dzh}}，A号码 {{anum}}，费用 {{money}}。`},
	{"c_zh_i94", `I-94 号码 {{i94}}，最近入境日期 {{dzh}}，护照号码 {{ppf}}，签证类别 F-1。`},
	{"c_zh_sevis", `SEVIS 号码 {{sevis}}，学校代码 {{sch}}，OPT 工卡卡号 {{rcpt}}，有效期至 {{dzh}}。`},
	{"c_vi_status", `Hồ sơ {{rcpt}} đã được chấp thuận ngày {{ddmy}}. Số A: {{anum}}. Lệ phí {{money}}.`},
	{"c_vi_medicaid", `Số hồ sơ Medicaid {{snap}}, cần gia hạn trước ngày {{ddmy}}, mã bưu chính {{zip}}.`},
	{"c_tl_status", `Na-approve na po ang I-130 ko, receipt {{rcpt}}, priority date {{date}}, NVC case {{nvc}}.`},
	{"c_tl_ds160", `DS-160 confirmation ko: {{ds160}}, interview sa Manila sa {{date}}, passport {{ppf}}.`},
	{"c_ht_status", `Ka mwen {{rcpt}} apwouve {{ddmy}}. Nimewo A: {{anum}}. Kat la ap vini pa lapòs.`},
	{"c_ht_tps", `TPS Ayiti pwolonje jiska {{ddmy}}; kat EAD {{rcpt}} rete valab. Frè {{money}}.`},
	{"c_ar_status", `تمت الموافقة على القضية {{rcpt}} بتاريخ {{date}}. رقم A: {{anum}}. الرسوم {{money}}.`},
	{"c_ar_siv", `طلب SIV: رقم الحالة {{caselaw}}، رقم جواز السفر {{ppf}}، موعد المقابلة {{date}}.`},
	{"c_hi_status", `मेरा केस {{rcpt}} {{date}} को अप्रूव हुआ। A-Number: {{anum}}। फीस {{money}}।`},
	{"c_hi_visa", `H-1B वीज़ा फ़ॉइल नंबर {{foil}}, कंट्रोल नंबर {{ctrl}}, I-94 नंबर {{i94}}।`},
}
