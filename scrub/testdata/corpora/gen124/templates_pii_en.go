package main

var piiEN = []tmpl{
	{"en_case_status_chat", `hi, I checked my case status for {{rcpt}} and it says "Case Was Approved" on {{dlong}}. my A-number is {{anum}}. can you help me write to USCIS asking where the card is? reach me at {{ph}} or {{email}}`},
	{"en_agent_fill_i765", `Fill in Form I-765 for me: name {{fn}} {{ln}}, A-Number {{anum}}, SSN {{ssn}}, I-94 {{i94}}, eligibility category {{cat}}, mailing ZIP {{zip}}, phone {{ph1}}. Prior EAD receipt {{rcpt}}.`},
	{"en_i9_section1", `Form I-9 — Section 1. Employee Information and Attestation
Last Name (Family Name): {{LN}}   First Name (Given Name): {{FN}}
Date of Birth (mm/dd/yyyy): {{dobt}}   U.S. Social Security Number: {{ssn}}
Employee's E-mail Address: {{email}}   Employee's Telephone Number: {{ph0}}
[X] 4. A noncitizen authorized to work until (exp. date): {{date}}
USCIS A-Number: {{anum}}  OR  Form I-94 Admission Number: {{i94}}`},
	{"en_everify_create", `E-Verify case {{ev}} created {{diso}} 09:41 by hr.admin — employee SSN {{ssn}}, doc type List A (I-766), card # {{rcpt}}, exp {{date}}. Result: Employment Authorized. Company ID {{evco}}, EIN {{ein}}.`},
	{"en_everify_tnc", `Tentative Nonconfirmation (DHS) — Case Verification Number {{ev}}
Employee: {{fn}} {{ln}}  SSN: {{ssn}}  A-Number: {{anum}}
The employee has 8 federal government working days to contact DHS. Employee cell for follow-up: {{ph2}}`},
	{"en_i94_email", `Most Recent I-94 — Admission (I-94) Record Number {{i94}}, Most Recent Date of Entry {{diso}}, Class of Admission F1, Admit Until Date D/S, Document Number {{ppf}}. I'm forwarding it to my DSO from {{email}}, text me at {{ph1}} if anything is missing.`},
	{"en_sevis_dso_note", `DSO note {{date}}: SEVIS ID {{sevis}} — {{fn}} {{ln}} reported a new address in {{city}}, ZIP {{zip}}. Student phone {{ph3}}, personal e-mail {{email}}. OPT EAD receipt {{rcpt}}, unemployment days used: {{wk}}.`},
	{"en_ds160_confirm", `DS-160 confirmation {{ds160}} submitted {{dlong}}. Primary phone: {{in}}. Email: {{email}}. Passport No. {{ppf}}. MRV fee {{money}} paid, interview at Mumbai.`},
	{"en_ead_intake", `EAD renewal intake ({{form}}), category {{cat}}
- client: {{fn}} {{ln}}, A# {{anum}}
- current card # {{rcpt}} exp {{date}}
- SSN {{ssn}} (received after first EAD)
- cell {{ph0}}; prefers texts in Spanish
- fee: {{money}} paid online`},
	{"en_i90_renewal", `Green card renewal (I-90) for {{fn}} {{ln}}. Card number {{rcpt}}, expires {{date}}. A# {{anum}}. SSN {{ssn}}. Best number: {{ph1}} (cell), alt {{ph0}} (work). Email {{email}}.`},
	{"en_g1450", `Form G-1450, Authorization for Credit Card Transactions
Cardholder Name: {{fn}} {{ln}}
Billing ZIP: {{zip}}
Cardholder Daytime Telephone: {{ph0}}
Cardholder E-mail: {{email}}
Credit Card Number: {{anycard}}
Expiration Date: {{exp}}
Authorized Payment Amount: {{money}}
Form filed: {{form}}`},
	{"en_fee_dispute_email", `Subject: duplicate charge for {{form}} filing fee

I was charged {{money}} twice on {{date}} for the same application (receipt {{rcpt}}). The card is {{mc}}. Please reverse one of the charges. You can reach me at {{ph}}.`},
	{"en_bank_chargeback", `Chargeback form — Merchant: USCIS ELIS FEE (Pay.gov). Card number: {{amex}}. Transaction date {{date}}, amount {{money}}. Reason: duplicate processing. Agency Tracking ID {{agency10}}. Contact phone {{ph2}}.`},
	{"en_attorney_intake", `INTAKE {{date}}
Client: {{fn}} {{ln}} (DOB {{dobt}})
A#: {{anum}} | SSN: {{ssn}} | old ITIN: {{itin}}
Phone: {{ph}} / WhatsApp {{mx}}
Email: {{email}}
Prior receipts: {{rcpt}}, {{rcpt}}
Notes: EWI 2009 through Sasabe; prior removal order? check EOIR.`},
	{"en_ssa_award", `Social Security Administration
Retirement, Survivors and Disability Insurance
Notice of Award — BNC#: {{bnc}}
Claim Number: {{ssn}}{{bic}}
Beginning {{dlong}}, your monthly benefit is {{amt}}. If you have questions, call us or write to {{ssaoff}}`},
	{"en_ssa_replace_card", `I need a replacement Social Security card, my name changed after the naturalization ceremony on {{date}}. SSN {{ssn_sp}}, certificate A# {{anum}}, N-400 receipt {{rcpt}}. Phone {{ph4}}.`},
	{"en_itin_cp565", `CP565 notice dated {{date}}: we assigned you an Individual Taxpayer Identification Number. Your ITIN: {{itin}}. Spouse ITIN {{itin}}. Questions to our preparer at {{femail}}.`},
	{"en_tax_prep_itin_bare", `Tax prep checklist — filer {{fn}} {{ln}}, ITIN {{itin_bare}}, dependents 2 (W-7 pending), refund {{amt}}, bank routing on file. Call-back number {{ph1}}.`},
	{"en_snap_portal", `SNAP application submitted. Case number {{snap}}. Head of household SSN: {{ssn}}. Contact phone: {{ph7}}. Interview scheduled {{date}} between 8:00 and 12:00.`},
	{"en_medicaid_renewal", `Medicaid renewal — Client ID (CIN) {{cin}}. Household members: self SSN {{ssn}}; child SSN {{ssn}}. Renewal due by {{date}}. Income last month {{amt}}. Email for notices: {{email}}.`},
	{"en_ui_claim_pw", `Unemployment claim {{ui}} — weekly certification locked me out. I reset it; new password: {{pw}} . SSN on the claim is {{ssn}}, week ending {{date}}.`},
	{"en_agent_uscis_login", `I can't log into my USCIS online account. Username {{email}}, password {{pw}} — it keeps saying the code expired. My receipt is {{rcpt}}. What should I do?`},
	{"en_logingov_id_token", `debugging the benefits portal SSO callback: /auth/callback?code=ok&state=x7&id_token={{jwt}} — the applicant's A# ({{anum}}) isn't in the claims`},
	{"en_curl_torch", `curl -s https://api-int.uscis.gov/case-status/{{rcpt}} \
  -H "Authorization: Bearer {{tok}}" \
  -H "Accept: application/json"   # client_id {{cid}}`},
	{"en_torch_oauth", `POST /oauth/accesstoken HTTP/1.1
Host: api-int.uscis.gov
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&client_id={{cid}}&client_secret={{csec}}`},
	{"en_env_casemgmt", `# intake-bot .env
DOCKETWISE_API_TOKEN={{tok}}
STRIPE_SECRET_KEY={{sk}}
STRIPE_PUBLISHABLE_KEY={{pk}}
USCIS_CLIENT_ID={{cid}}
DEFAULT_FORM={{form}}`},
	{"en_github_token_leak", `oops, committed my case-status scraper config with GITHUB_TOKEN={{ghp}} — it polls {{rcpt}} and {{rcpt}} every 6h. revoke?`},
	{"en_json_applicant", `{"applicant":{"name":"{{fn}} {{ln}}","a_number":"{{anumb}}","ssn":"{{ssn}}","phone":"{{ph}}","email":"{{email}}"},"receipt":"{{rcpt}}","i94":"{{i94}}","filed":"{{diso}}"}`},
	{"en_csv_export", `client_id,a_number,ssn,phone,email,receipt
1042,{{anumb}},{{ssn}},{{ph1}},{{email}},{{rcpt}}
1043,{{anumb}},{{ssn}},{{ph7}},{{email}},{{rcpt}}`},
	{"en_whatsapp_fwd", `[{{date}}, 9:14 AM] {{fn}}: the notary needs my brother's number, it's {{ph1}}
[{{date}}, 9:16 AM] {{fn}}: and his A number {{anum}}, receipt {{rcpt}}`},
	{"en_n400_part2", `N-400 draft — Part 1: A-Number {{anum}}; USCIS Online Account Number {{olan}}; U.S. Social Security Number {{ssn}}. Part 12 contact: daytime telephone {{ph0}}, mobile {{ph1}}, e-mail {{email}}.`},
	{"en_i130_beneficiary", `I-130 for my wife in Quezon City. Beneficiary phone {{pph}}. Petitioner (me) SSN {{ssn}}, naturalized {{date}}, certificate # {{natcert}}. NVC case {{nvc}}.`},
	{"en_i864_sponsor", `I-864 — sponsor SSN {{ssn}}, household size 4, 2023 income {{amt}} (125% line is {{amt}}). Joint sponsor SSN {{ssn_sp}}, joint sponsor email {{email}}. NVC case {{nvc}}.`},
	{"en_daca_renewal", `DACA renewal ({{form}} + I-765): A# {{anum}}, SSN {{ssn}}, EAD card # {{rcpt}} valid thru {{date}}. Filing fee {{money}} paid with card {{visa}}.`},
	{"en_i589_intake", `I-589 intake: applicant's mother in San Pedro Sula {{hn}}; applicant US phone {{ph}}. A# {{anum}}. One-year deadline {{date}}. Entry {{date}} at Hidalgo POE, I-94 {{i94}}.`},
	{"en_eoir_counsel", `EOIR automated case info for A-Number {{anumb}}: next hearing {{dlong}} at 8:30 AM, Courtroom 12. Counsel of record: {{femail}}, {{ph0}}. EOIR-28 filed {{date}}.`},
	{"en_tps_haiti_note", `TPS Haiti re-registration — {{fn}} {{ln}}, A# {{anum}}, EAD {{rcpt}} (auto-extended to {{date}}). US cell {{ph1}}; sister in Cap-Haïtien {{ht}}.`},
	{"en_chnv_supporter", `I-134A online: supporter {{fn}} {{ln}}, SSN {{ssn}}, email {{email}}. Beneficiaries: cousin in Havana {{cu}}, aunt in Maracaibo {{ve}}. Confirmation {{i134}}.`},
	{"en_emma_transcript", `Emma: Please provide your receipt number.
You: {{rcpt}}
Emma: Thank you. What is the best phone number to reach you?
You: {{ph2}}
Emma: A USCIS representative will call within 2 business days.`},
	{"en_log_benefits", `{{diso}}T10:22:31Z INFO applicant.update case={{snap}} ssn={{ssn}} phone={{ph7}} email={{email}} status=PENDING_VERIFICATION took=142ms`},
	{"en_sql_insert", `INSERT INTO applicants (id, a_number, ssn, phone, receipt_no) VALUES (1042, '{{anumb}}', '{{ssn_bare}}', '{{ph7}}', '{{rcpt}}');`},
	{"en_http_portal", `GET /api/v2/cases/{{rcpt}}/documents HTTP/1.1
Host: my.uscis.gov
Authorization: Bearer {{jwt}}
Cookie: _uscis_session={{sess}}
X-Request-Id: {{cid}}`},
	{"en_slack_paralegal", `@here client {{fn}} {{ln}} called from {{ph}} about biometrics for {{rcpt}}; the SSN she gave today is {{ssn}}, not what we have in Docketwise — can someone fix before we file the {{form}}?`},
	{"en_md_table", `| Client | A# | SSN | Phone |
|---|---|---|---|
| {{fn}} {{ln}} | {{anum}} | {{ssn}} | {{ph}} |
| {{fn}} {{ln}} | {{anum}} | {{ssn}} | {{ph}} |`},
	{"en_email_signature", `Thanks,
{{fn}} {{ln}}, Esq.
Immigration Attorney | AILA member
T: {{ph0}} | M: {{ph1}}
{{femail}}
Re: {{rcpt}} — RFE due {{date}}`},
	{"en_rfe_cover", `RE: Response to Request for Evidence, Receipt No. {{rcpt}}, Beneficiary A# {{anum}}. Enclosed: W-2s showing the beneficiary's SSN {{ssn}}, tax transcripts {{date}}. Please direct questions to {{femail}} or fax {{ph2}}.`},
	{"en_biometrics_reschedule", `Hi, I need to reschedule my ASC appointment for {{rcpt}} on {{date}} — I'll be out of state. My phone is {{ph6}}.`},
	{"en_foia_request", `FOIA request — subject {{fn}} {{ln}}, A-File {{anum}}, DOB {{dobt}}, SSN {{ssn}}. Deliver records electronically to {{email}}. Your prior control number was {{nrc}}.`},
	{"en_w2_mismatch", `My employer typed SSN {{ssn}} on my W-2 but my card says {{ssn}} — the E-Verify case {{ev}} came back TNC. EIN {{ein}}. What do I bring to SSA?`},
	{"en_ssa_nomatch", `SSA Employer Correction Request: EIN {{ein}}, tax year 2023. Employee {{fn}} {{ln}} — SSN reported {{ssn}}, name/SSN does not match. Please respond within 60 days.`},
	{"en_ssa1099", `SSA-1099 Social Security Benefit Statement 2024
Beneficiary: {{FN}} {{LN}}
Box 2 Beneficiary's Social Security Number: {{ssn}}
Box 5 Net Benefits for 2024: {{amt}}
Claim Number: {{ssn}}{{bic}}`},
	{"en_voice_transcript", `[call transcript, {{date}}] agent: can I have the applicant's social? caller: yeah it's {{ssn_sp}}. agent: and a callback number? caller: {{ph6}}. agent: thank you, receipt {{rcpt}} is still pending.`},
	{"en_agent_tool_call", `{"tool":"uscis_case_status","arguments":{"receipt_number":"{{rcpt}}"},"context":{"user_phone":"{{ph5}}","user_ssn":"{{ssn}}","a_number":"{{anumb}}"}}`},
	{"en_yaml_screener", `# benefits-screener config.yaml
smtp:
  host: smtp.sendgrid.net
  user: apikey
  password: {{pw}}
screening_api:
  api_key: {{apikey}}
  version: {{ver}}`},
	{"en_h1b_hr_email", `Hi {{fn}}, for the H-1B extension (I-129 receipt {{rcpt}}, LCA {{lca}}) I need your SSN — is it still {{ssn}}? Also confirm your personal cell {{ph3}}.`},
	{"en_ss_card_ocr", `SOCIAL SECURITY
THIS NUMBER HAS BEEN ESTABLISHED FOR
{{FN}} {{LN}}
{{ssn}}
VALID FOR WORK ONLY WITH DHS AUTHORIZATION`},
	{"en_ebt_skimming", `My EBT card {{ebt}} was skimmed — {{amt}} of SNAP benefits taken on {{date}}. Case #{{snap}}. Please call me back at {{ph}}, I'm working days.`},
	{"en_payment_failed_chat", `the USCIS online payment keeps failing: "card {{disc}} declined (exp {{exp}})". Receipt not generated, form {{form}}. Trying again with my husband's card {{visa}}.`},
	{"en_2fa_setup", `USCIS account security: two-step verification now sends codes to {{ph3}}. Backup e-mail {{email}}. Account number {{olan}}.`},
	{"en_wu_receipt_note", `Sent {{amt}} to my mom for her passport fees, Western Union MTCN {{mtcn}}, her phone in Quetzaltenango {{gt}}.`},
	{"en_voicemail_ticket", `Voicemail ticket #{{ticket}}: caller {{fn}} {{ln}} from {{do}} re: consular processing for NVC case {{nvc}}, wants status of {{rcpt}}.`},
	{"en_jordan_refugee", `Refugee follow-to-join I-730: beneficiary in Amman, phone {{jo}}; petitioner's SSN {{ssn}}, A# {{anum}}. Receipt {{rcpt}}.`},
	{"en_nicaragua_parole", `Supporter checklist: beneficiary cell in Managua {{ni}}; my SSN {{ssn}}; my number {{ph0}}; case {{i134}}; flight {{date}}.`},
	{"en_itin_renewal_json", `{"form":"W-7","reason":"renew","itin":"{{itin}}","spouse":{"itin":"{{itin}}"},"phone":"{{ph1}}","caa_email":"{{femail}}","expired":"{{date}}"}`},
	{"en_api_key_header", `curl https://screener.benefitkitchen.example/v1/eligibility -H "X-API-Key: {{apikey}}" -d '{"household":4,"zip":"{{zip}}","income":"{{amt}}"}'`},
	{"en_sk_live_code", `const stripe = require('stripe')('{{sk}}'); // LawPay fallback for consult fees ({{money}})`},
	{"en_ds260_contact", `DS-260 — Present address phone: {{vn}}; Email: {{email}}; NVC Case Number {{nvc}}; Invoice ID Number {{agency10}}; DS-260 confirmation {{ds160}}.`},
	{"en_egypt_k1", `K-1 fiancé(e) petition: beneficiary in Alexandria, mobile {{eg}}; petitioner SSN {{ssn}}; I-129F receipt {{rcpt}}.`},
	{"en_iraq_siv", `SIV applicant (Iraq), COM approval {{date}}. Phone {{iq}}, email {{email}}. Chief of Mission case {{caselaw}}, passport {{ppf}}.`},
	{"en_colombia_family", `Family reunification parole: beneficiary phone {{co}}; petitioner A# {{anum}}; petitioner cell {{ph4}}.`},
}
