package main

func init() {
	phones["us_pct"] = func(g *G) string { a, e, l := g.nanp(usAreas); return "%2B1" + a + e + l }
	phones["us_paren"] = func(g *G) string { a, e, l := g.nanp(usAreas); return "(" + a + ") " + e + "-" + l }
	phones["us_dash"] = func(g *G) string { a, e, l := g.nanp(usAreas); return a + "-" + e + "-" + l }
	phones["us_e164"] = func(g *G) string { a, e, l := g.nanp(usAreas); return "+1" + a + e + l }
	phones["cn_pl"] = func(g *G) string { return g.cnMobile() }
	phones["in_pl"] = func(g *G) string { return g.pick("6", "7", "8", "9") + g.digits(9) }
	phones["fr_pl"] = func(g *G) string { return "0" + g.pick("6", "7") + g.nz(8) }
	phones["kr_pl"] = func(g *G) string { return "010" + g.nz(8) }
	phones["jp_pl"] = func(g *G) string { return g.pick("090", "080") + g.digits(8) }
	for k, fn := range phones {
		fn := fn
		piiGens["ph_"+k] = piiGen{"phone", fn}
	}
}

var piiKinds = []Kind{
	// ---------------- English (US) ----------------
	{"en_w2_pdf_paste", "en", []string{
		`can you check if my W-2 is right?? pasted from the pdf:

a Employee's social security number
⟦p:ssn⟧
b Employer identification number (EIN)
⟦k:ein⟧
c Employer's name, address, and ZIP code
⟦BRIGHTPATH HOME HEALTH LLC|NORTHSTAR LOGISTICS INC|SUNRISE DENTAL GROUP PC|LAKESIDE SCHOOL DISTRICT 44⟧
⟦n:addr_us⟧
⟦n:city_us⟧ ⟦k:zip⟧
d Control number
⟦k:ctrl⟧
1 Wages, tips, other compensation 2 Federal income tax withheld
⟦k:dec⟧ ⟦k:dec⟧

box 2 seems really low compared to last year?`,
		`W-2 question. OMB No. 1545-0008 Copy B—To Be Filed With Employee's FEDERAL Tax Return
Employee's SSA number ⟦p:ssn⟧ Employer ID number ⟦k:ein⟧
Wages ⟦k:dec⟧ | Social security wages ⟦k:dec⟧ | Medicare wages ⟦k:dec⟧
12a D ⟦k:dec⟧
why are my wages in box 1 different from box 3 and 5??`}},
	{"en_1040_dependents", "en", []string{
		`Filing jointly for ⟦k:year⟧. Me: ⟦n:name⟧ SSN ⟦p:ssn⟧. Spouse: ⟦n:name⟧, ssn ⟦p:ssn⟧. Dependents: ⟦n:kid⟧ (born ⟦n:kiddob⟧) SSN ⟦p:ssn⟧. Does ⟦n:kid⟧ qualify for the child tax credit on Form ⟦k:tax_form⟧? AGI is about ⟦k:usd⟧.`,
		`ok so for the 1040 dependents section:
Dependent 1 - ⟦n:kid⟧, daughter, ⟦p:ssn⟧, lived with us 12 months
Dependent 2 - ⟦n:kid⟧, son, ⟦p:ssn⟧, born ⟦k:date_us⟧
do i check the box for credit for other dependents or CTC for the baby? income ⟦k:usd⟧`}},
	{"en_itin_cp565_notice", "en", []string{
		`I got this letter, what does it mean?

Department of the Treasury
Internal Revenue Service
Notice CP565
Notice date ⟦k:date⟧
Taxpayer ID number ⟦p:itin⟧
We assigned you an Individual Taxpayer Identification Number (ITIN)
...
Can I use this number to open a bank account or is it like a SSN?`,
		`My ITIN is ⟦p:itin⟧ and I haven't used it on a tax return since ⟦k:year⟧. The IRS says unused ITINs expire. Do I need to send a new ⟦k:tax_form⟧ with my ⟦k:year⟧ return or renew separately?`}},
	{"en_rental_application", "en", []string{
		`Rental application – ⟦k:room⟧, ⟦n:addr_us⟧
Applicant: ⟦n:name⟧
Cell: ⟦p:ph_us⟧
Email: ⟦p:email⟧
SSN (for credit check): ⟦p:ssn⟧
Current rent: ⟦k:usd⟧/mo   Desired move-in: ⟦k:date_us⟧
Monthly income: ⟦k:usd⟧
Application fee paid: ⟦k:usd⟧ (conf# ⟦k:conf⟧)

the property manager wants me to email this whole thing as a PDF. is it safe to send my social by email??`,
		`helping my mom fill a rental app. Name ⟦n:name⟧ / phone ⟦p:ph_us⟧ / email ⟦p:email⟧ / social ⟦p:ssn⟧ / prior landlord ⟦n:name⟧ ⟦p:ph_us⟧. She has no pay stubs, only SSI of ⟦k:usd⟧ a month. what else can she attach?`}},
	{"en_auto_claim", "en", []string{
		`Hi, I was rear-ended on ⟦k:date⟧ and need help writing to the adjuster. Policy number ⟦k:policy⟧, claim # ⟦k:claim⟧. Nobody has called me back at ⟦p:ph_us⟧ for two weeks. My email on file is ⟦p:email⟧. Body shop estimate is ⟦k:usd⟧. Make it firm but polite`,
		`The other driver's info from the police report: ⟦n:name⟧, phone ⟦p:ph_us⟧, insurer Progressive, policy ⟦k:policy⟧. Report # ⟦k:case⟧. Should I file with their insurance or mine? my deductible is ⟦k:usd⟧`}},
	{"en_medical_bill_dispute", "en", []string{
		`STATEMENT DATE ⟦k:date_us⟧   ACCOUNT NO. ⟦k:acct⟧
Rendering provider NPI ⟦k:npi⟧
DOS ⟦k:date_us⟧  CPT ⟦k:cpt⟧  Dx ⟦k:icd⟧  Charges ⟦k:usd⟧  Ins adj ⟦k:usd⟧  Patient resp ⟦k:usd⟧

i already paid this over the phone with my visa ⟦p:cc_visa⟧ on ⟦k:date_us⟧ and they're still threatening collections. help me write a dispute letter`,
		`hospital billing says I owe ⟦k:usd⟧ for the ER visit (CPT ⟦k:cpt⟧). I gave the lady my card number ⟦p:cc_any⟧ and she said it went through, confirmation ⟦k:conf⟧. now a new bill. what do I say when I call back?`}},
	{"en_daycare_emergency_contacts", "en", []string{
		`Emergency contact form for ⟦n:kid⟧'s daycare, can you format it nicely:
mom - ⟦n:name⟧ cell ⟦p:ph_us⟧ work ⟦p:ph_us_ext⟧ ⟦k:ext⟧
dad - ⟦n:name⟧ ⟦p:ph_us⟧
grandma (ok to pick up) ⟦n:name⟧ ⟦p:ph_us_sp⟧
allergies: peanuts, amoxicillin`,
		`Authorized pickup list for ⟦Little Sprouts|Bright Horizons|KinderCare|Happy Hearts⟧ room ⟦k:qty⟧:
1. ⟦n:name⟧ (aunt) – ⟦p:ph_us⟧
2. ⟦n:name⟧ (neighbor) – ⟦p:ph_us⟧ / ⟦p:email⟧
Pickup after ⟦k:time⟧ only. Anything missing that daycares usually want?`}},
	{"en_phone_bill_lines", "en", []string{
		`My phone bill is ⟦k:usd⟧ this month, usually ⟦k:usd⟧. Breakdown:
Line ⟦p:ph_us⟧ (me) ⟦k:usd⟧
Line ⟦p:ph_us⟧ (son) ⟦k:usd⟧ — international roaming ⟦k:gb⟧??
Bill period ⟦k:date_us⟧ - ⟦k:date_us⟧, account ⟦k:acct⟧
how do I dispute the roaming part`,
		`Verizon charged me for a line I cancelled. The cancelled number was ⟦p:ph_us⟧, my main line is ⟦p:ph_us⟧. Order number ⟦k:order⟧. Write a complaint to the FCC?`}},
	{"en_bank_fraud_letter", "en", []string{
		`pasting the letter from my bank:
"Dear Customer, we detected unusual activity on your card ending in ⟦k:last4⟧ on ⟦k:date⟧. Reference: ⟦k:case⟧. If you did not make these transactions please contact us."
the full card number is ⟦p:cc_visa⟧ — should i ask them to close it and send a new one? the charges were ⟦k:usd⟧ and ⟦k:usd⟧`,
		`Someone used my Mastercard ⟦p:cc_mc⟧ at a gas station in another state on ⟦k:date_us⟧. The bank's letter says dispute case ⟦k:case⟧, provisional credit ⟦k:usd⟧. Do I also need a police report?`}},
	{"en_portal_password", "en", []string{
		`i keep getting locked out of ⟦the IRS online account|my ID.me|the Medicaid portal|my SSA account|the unemployment site⟧. username ⟦n:user⟧ password ⟦p:pw⟧ — it says invalid credentials but I reset it on ⟦k:date_us⟧. what am i doing wrong`,
		`For my dad, his login for the county property tax site: email ⟦p:email⟧, password: ⟦p:pw⟧. He needs the receipt for ⟦k:year⟧ (parcel ⟦k:acct⟧). can you tell me where on the site it is`}},
	{"en_octopus_curl", "en-uk", []string{
		`trying to pull my smart meter data, this returns 401, what's wrong?
curl -u "⟦p:octopus⟧:" "https://api.octopus.energy/v1/electricity-meter-points/⟦k:mpan⟧/meters/⟦k:serial⟧/consumption/?period_from=⟦k:date_iso⟧T00:00Z"`,
		`Octopus API key is ⟦p:octopus⟧ (from the dashboard), MPAN ⟦k:mpan⟧, meter serial ⟦k:serial⟧. I want a monthly kWh total in Google Sheets, can you write the Apps Script?`}},
	{"en_visa_appointment_link", "en", []string{
		`The appointment confirmation email says click here: https://⟦ais.usvisa-info.com|appointments.visa-services.net|portal.consular-booking.org⟧/en-ca/niv/schedule/⟦k:flat⟧/confirm?token=⟦p:jwt⟧ but it says the link expired. Interview is ⟦k:date⟧ at ⟦k:time⟧. What now?`,
		`got a password reset link for the benefits portal but it loops back to login:
https://sso.benefits-hub.org/reset#token=⟦p:jwt⟧
is the link broken or is it my browser?`}},
	{"en_forwarded_email", "en", []string{
		`---------- Forwarded message ---------
From: ⟦n:name⟧ <⟦p:email⟧>
Date: ⟦k:date⟧ at ⟦k:time⟧
Subject: Re: Lease renewal ⟦k:room⟧
To: <⟦p:email⟧>

Hi, rent goes up to ⟦k:usd⟧ from ⟦k:date_us⟧. Please sign by end of month.

^ is a ⟦k:pct⟧ increase legal in my state? how do i respond`,
		`From: ⟦n:name⟧ ⟦p:email⟧
Sent: ⟦k:date⟧
To: ⟦n:name⟧ ⟦p:email⟧
Subject: FW: school fees

can you summarize what they want from me`}},
	{"en_ssa_letter", "en", []string{
		`SOCIAL SECURITY ADMINISTRATION
Date: ⟦k:date⟧
Claim Number: ⟦k:claim⟧
Your Social Security number: ⟦p:ssn_sp⟧
We are writing to tell you about an overpayment of ⟦k:usd⟧...

they say I was overpaid, how do I ask for a waiver (form SSA-632)?`,
		`the SSA letter lists my SSN as ⟦p:ssn⟧ but my new card says the name changed. does my employer need to update anything on the ⟦k:tax_form⟧?`}},
	{"en_fafsa_parents", "en", []string{
		`FAFSA is asking for parent info. Dad ssn ⟦p:ssn_bare⟧, mom ssn ⟦p:ssn_bare⟧, they filed separately in ⟦k:year⟧. Our SAI came out ⟦k:sai⟧. Which parent's info do I put if they're divorced?`,
		`fafsa contributor invite: parent name ⟦n:name⟧, SSN ⟦p:ssn⟧, email ⟦p:email⟧, DOB ⟦n:dob⟧. it keeps saying "information does not match SSA records". why`}},
	{"en_credit_dispute", "en", []string{
		`Please draft a dispute letter to Equifax:
Name: ⟦n:name⟧
Address: ⟦n:addr_us⟧, ⟦n:city_us⟧ ⟦k:zip⟧
SSN: ⟦p:ssn⟧
DOB: ⟦n:dob⟧
Disputed item: collection account ⟦k:acct⟧, ⟦k:usd⟧, opened ⟦k:date_us⟧ — not mine.`,
		`credit freeze: experian needs my social ⟦p:ssn⟧ and phone ⟦p:ph_us⟧. transunion confirmation # ⟦k:conf⟧. Do I also freeze with Innovis?`}},
	{"en_home_assistant_energy", "en", []string{
		`Home Assistant energy dashboard isn't importing my utility data. config:
rest:
  - resource: http://192.168.1.⟦k:octet⟧:8123/api/states/sensor.grid_consumption
    headers:
      Authorization: "Bearer ⟦p:ha_token⟧"
what am I missing`,
		`my long-lived access token for HA is ⟦p:ha_token⟧ — is it ok to put that in the Node-RED flow that emails me the monthly bill estimate?`}},
	{"en_wifi_landlord_text", "en", []string{
		`Landlord's welcome text says: "Welcome to ⟦k:room⟧! Wifi: ⟦NETGEAR|Xfinity|ATT⟧-⟦k:ssid⟧ pw: ⟦p:wifi⟧ trash goes out Tues." how do I ask politely if utilities are included`,
		`Move-in notes from the landlord: WiFi network HOME-⟦k:ssid⟧, password ⟦p:wifi⟧. Rent ⟦k:usd⟧ due on the 1st, late fee after the 5th. Is a ⟦k:usd⟧ late fee legal?`}},
	{"en_uk_council_tax", "en-uk", []string{
		`Council tax bill ⟦k:year⟧/26, account reference ⟦k:ctax⟧, band C, ⟦k:amt⟧ for the year. I live alone now. My mobile is ⟦p:ph_uk⟧ and email ⟦p:email⟧ — can you write to the council asking for the single person discount from ⟦k:date⟧?`,
		`HMRC wrote about my tax code. Letter ref ⟦k:ctax⟧. They can ring me on ⟦p:ph_uk⟧ or my landline ⟦p:ph_uk_land⟧ after ⟦k:time⟧. Do I owe the ⟦k:amt⟧ they mention?`}},
	{"en_in_passport_hinglish", "hi-en", []string{
		`bhai passport renewal ke liye form fill kar raha hu, mobile number ⟦p:ph_in⟧ aur email ⟦p:email⟧ daalna hai, file number ⟦k:pfile⟧ hai. appointment ⟦k:date⟧ ko ⟦k:time⟧ baje hai, kya documents chahiye?`,
		`PSK appointment reschedule karna hai. registered mobile ⟦p:ph_in⟧, ARN ⟦k:pfile⟧, fees ⟦k:amt⟧ already paid. kaise karu?`}},
	{"en_whatsapp_landlord_export", "en", []string{
		`[⟦k:date_us⟧, ⟦k:time⟧:12] ⟦n:name⟧: Hi this is your new landlord, save my number ⟦p:ph_us⟧
[⟦k:date_us⟧, ⟦k:time⟧:40] Me: Thanks! Rent is ⟦k:usd⟧ via Zelle?
[⟦k:date_us⟧, ⟦k:time⟧:41] ⟦n:name⟧: yes Zelle to ⟦p:email⟧ before the 3rd
is it weird that he wants Zelle and not a check? scam?`}},
	{"en_gmail_app_password", "en", []string{
		`Setting up my printer's scan-to-email so I can send receipts to my accountant. Google gave me an app password: ⟦p:appw⟧. SMTP smtp.gmail.com port 587, user ⟦p:email⟧. Still "authentication failed". why?`,
		`app password ⟦p:appw⟧ for ⟦p:email⟧ - do i type it with the spaces or without in Thunderbird?`}},
	{"en_daycare_autopay_form", "en", []string{
		`Daycare autopay authorization
Parent/Guardian: ⟦n:name⟧
Card type: Visa ☐ MC ☒ Amex ☐
Card number: ⟦p:cc_mc⟧
Exp: ⟦n:exp⟧
Amount: ⟦k:usd⟧ weekly starting ⟦k:date_us⟧
Signature ______________

is it normal for a daycare to want this on paper? feels sketchy`,
		`after-school program tuition form: "Credit card # ⟦p:cc_any⟧ Expiration ⟦n:exp⟧ Billing ZIP ⟦k:zip⟧ Amount ⟦k:usd⟧". Can I ask them to use ACH instead? routing ⟦k:routing⟧ is my bank's`}},
	{"en_ynab_script", "en", []string{
		`python script to pull transactions from YNAB for my tax spreadsheet fails with 401:
import requests
YNAB_TOKEN = "⟦p:hex64⟧"
r = requests.get("https://api.ynab.com/v1/budgets/⟦k:uuid⟧/transactions", headers={"Authorization": f"Bearer {YNAB_TOKEN}"})
print(r.status_code)`}},
	{"en_openai_receipts_script", "en", []string{
		`I wrote a script to sort my receipts for Schedule C, it errors on line ⟦k:qty⟧:
from openai import OpenAI
client = OpenAI(api_key="⟦p:openai⟧")
resp = client.chat.completions.create(model="gpt-4o-mini", ...)
can you fix it?`,
		`OPENAI_API_KEY=⟦p:openai⟧
that's in my .env for the bill-categorizer. python says "Incorrect API key provided". copied it right from the site on ⟦k:date_us⟧`}},
	{"en_medicare_mom", "en", []string{
		`My mom's Medicare claim got denied. Medicare Number ⟦n:mbi⟧, claim ⟦k:claim⟧ for ⟦k:usd⟧, date of service ⟦k:date_us⟧. Her phone ⟦p:ph_us⟧ — she's hard of hearing so they should call me instead at ⟦p:ph_us⟧. Help me write the redetermination request`}},
	{"en_i765_ssn", "en", []string{
		`Filling I-765 online.
Q: Has the SSA ever officially issued a Social Security card to you? Yes
SSN: ⟦p:ssn⟧
A-Number: ⟦n:anum⟧
Receipt number from my ⟦k:uscis_form⟧ is ⟦k:uscis⟧. Category (c)(9).
do i put the receipt number in part 2 or leave blank?`,
		`uscis case ⟦k:uscis⟧ (form ⟦k:uscis_form⟧) says "card was mailed" but my EAD has the wrong SSN, it shows ⟦p:ssn⟧ and mine ends in a different digit. how do I fix it`}},
	{"en_nanny_payroll_csv", "en", []string{
		`household employer stuff, my payroll export:
name,ssn,phone,email,gross,fed_wh
⟦n:name⟧,⟦p:ssn_bare⟧,⟦p:ph_us_pl⟧,⟦p:email⟧,⟦k:dec⟧,⟦k:dec⟧
⟦n:name⟧,⟦p:ssn_bare⟧,⟦p:ph_us_pl⟧,⟦p:email⟧,⟦k:dec⟧,⟦k:dec⟧
do I need to file Schedule H and W-2s for both?`}},
	{"en_plaid_budget_sync", "en", []string{
		`my budgeting spreadsheet stopped syncing, error ITEM_LOGIN_REQUIRED. .env:
PLAID_ENV=production
PLAID_CLIENT_ID=⟦k:hex24⟧
PLAID_ACCESS_TOKEN=⟦p:plaid⟧
how do i relink without losing history since ⟦k:date_iso⟧?`}},
	{"en_tenant_portal_curl", "en", []string{
		`curl -H "Authorization: Bearer ⟦p:tok40⟧" https://api.⟦mytenantportal|payrent-hub|rentledger⟧.com/v2/leases/⟦k:flat⟧/ledger
returns my ledger but the late fee of ⟦k:usd⟧ on ⟦k:date_us⟧ looks wrong. how do I read this json?`,
		`the utility's "developer" page gave me this to download bills:
curl -H "Authorization: Basic ⟦p:basic⟧" "https://portal.cityutilities.org/api/bills?account=⟦k:acct⟧&year=⟦k:year⟧"
works in terminal, how do I schedule it monthly on a mac?`}},
	// ---------------- Spanish ----------------
	{"es_renta_aeat", "es", []string{
		`Hola, estoy haciendo la declaración de la renta ⟦k:year⟧ y en el borrador me sale a pagar ⟦k:amt⟧. Mi móvil registrado en la Agencia Tributaria es ⟦p:ph_es⟧ y el correo ⟦p:email⟧ pero no me llega el SMS de ⟦k:clave⟧. Número de referencia ⟦k:ref_aeat⟧. ¿Qué hago?`,
		`renta conjunta: yo ⟦n:name⟧ y mi marido, rendimientos del trabajo ⟦k:amt⟧, deducción por maternidad ⟦k:amt⟧. Si Hacienda llama que sea al ⟦p:ph_es⟧ (tb tengo fijo ⟦p:ph_es_land⟧). ¿Nos conviene separada?`}},
	{"es_us_itin_carta", "es-en", []string{
		`Hola necesito ayuda, me llegó una carta del IRS que dice que mi ITIN ⟦p:itin⟧ expira el ⟦k:date_us⟧. ¿Tengo que llenar la forma W-7 otra vez? Mi esposo tiene seguro social ⟦p:ssn⟧ y hacemos los taxes juntos.`,
		`mi numero de ITIN es ⟦p:itin_sp⟧ y el del niño todavia no llega, mande la W-7 el ⟦k:date_us⟧. puedo reclamar el child tax credit??`}},
	{"es_seguro_social_medicaid", "es-en", []string{
		`mi numero de seguro social es ⟦p:ssn_sp⟧ y el de mi hija ⟦p:ssn_sp⟧, los puse en la aplicación de Medicaid pero me la rechazaron, caso ⟦k:case⟧. ¿qué les escribo?`,
		`En la forma de la escuela piden "Número de Seguro Social (opcional)": puse ⟦p:ssn⟧. ¿Es obligatorio darlo? Es para el almuerzo gratis, ingreso ⟦k:usd⟧ al mes`}},
	{"es_solicitud_alquiler", "es", []string{
		`Solicitud de alquiler piso en ⟦Valencia|Madrid|Sevilla|Zaragoza⟧:
Nombre: ⟦n:name⟧
Tel.: ⟦p:ph_es⟧
Email: ⟦p:email⟧
Nómina neta: ⟦k:amt⟧
Fianza (2 mensualidades): ⟦k:amt⟧
¿Me redactas un mensaje para el propietario diciendo que tengo contrato indefinido?`}},
	{"es_factura_luz_reclamacion", "es", []string{
		`Me ha llegado la factura de la luz de ⟦k:amt⟧!! CUPS ⟦k:cups⟧, nº contrato ⟦k:kdnr⟧, periodo ⟦k:date⟧ - ⟦k:date⟧, consumo ⟦k:kwh⟧. Llamé desde mi móvil ⟦p:ph_es⟧ y me dieron número de reclamación ⟦k:case⟧. Ayúdame a escribir a consumo`,
		`la compañía dice que me llamará al ⟦p:ph_es⟧ para la lectura del contador, CUPS ⟦k:cups⟧. el importe estimado es ⟦k:amt⟧ y llevo meses fuera`}},
	{"es_mx_cargo_doble_colegiatura", "es-mx", []string{
		`me cobraron 2 veces la colegiatura en mi tarjeta ⟦p:cc_any⟧, folio ⟦k:folio⟧, monto ⟦k:amt⟧ cada uno. ¿cómo pido el contracargo al banco?`,
		`Pagué el predial con tarjeta de débito ⟦p:cc_visa⟧ el ⟦k:date⟧, referencia ⟦k:folio⟧, pero en la página sigue como adeudo de ⟦k:amt⟧`}},
	{"es_cita_extranjeria_login", "es", []string{
		`Para la cita de extranjería (TIE) me pide usuario y contraseña: usuario ⟦p:email⟧ contraseña ⟦p:pw⟧ y no me deja entrar, sale ⟦k:errcode⟧. ¿Es problema de la web?`,
		`Mi NIE es ⟦n:passport⟧ y la contraseña de la sede electrónica: ⟦p:pw⟧. ¿Con eso puedo pedir el certificado de empadronamiento o necesito certificado digital?`}},
	{"es_mx_guarderia_imss", "es-mx", []string{
		`Llené el formato de inscripción de la guardería del IMSS:
Nombre del niño: ⟦n:kid⟧
Madre: ⟦n:name⟧  NSS ⟦n:nss⟧
Cel: ⟦p:ph_mx⟧
Correo: ⟦p:email⟧
Horario: ⟦k:time⟧ a ⟦k:time⟧
¿me falta algo? es para el ciclo ⟦k:year⟧`}},
	// ---------------- French ----------------
	{"fr_caf_situation", "fr", []string{
		`Bonjour, la CAF me demande de mettre à jour ma situation. N° allocataire ⟦k:caf⟧, montant APL ⟦k:amt⟧ au ⟦k:date⟧. Ils n'ont pas mon bon numéro : mon portable c'est ⟦p:ph_fr⟧ et mon mail ⟦p:email⟧. Tu peux m'aider à écrire le message ?`,
		`CAF : déclaration trimestrielle RSA, je dois déclarer ⟦k:amt⟧ de revenus. Contact : ⟦p:ph_fr⟧. ma conseillère c'est ⟦n:name⟧ ⟦p:email⟧ (elle m'a donné son mail perso)`}},
	{"fr_impots_connexion", "fr", []string{
		`je n'arrive plus à me connecter à impots.gouv, numéro fiscal ⟦n:nif_fr⟧, mot de passe : ⟦p:pw⟧ (changé le ⟦k:date⟧). Message d'erreur ⟦k:errcode⟧, qu'est-ce que je fais ?`,
		`Mot de passe impots.gouv : ⟦p:pw⟧
Numéro d'accès en ligne : ⟦k:kdnr⟧
c'est quoi la différence entre les deux ? le prélèvement à la source est de ⟦k:pct⟧`}},
	{"fr_mutuelle_reclamation", "fr", []string{
		`Remboursement mutuelle lunettes : facture opticien ⟦k:amt⟧, Sécu ⟦k:amt⟧, reste ⟦k:amt⟧. N° adhérent ⟦k:adherent⟧. Mes coordonnées : ⟦n:name⟧, ⟦p:ph_fr⟧, ⟦p:email⟧. Rédige une réclamation stp`,
		`ma mutuelle a rejeté la facture ⟦k:invoice⟧ du dentiste (⟦k:amt⟧). Télétransmission NOEMIE ok depuis le ⟦k:date⟧. Joignable au ⟦p:ph_fr⟧`}},
	{"fr_degat_des_eaux", "fr", []string{
		`Dégât des eaux dans mon appart le ⟦k:date⟧. Contrat habitation n° ⟦k:policy⟧, sinistre ⟦k:claim⟧. Le voisin du dessus (⟦n:name⟧, tél ⟦p:ph_fr⟧) ne répond pas pour le constat amiable. Je fais quoi ?`,
		`constat dégât des eaux à remplir. Moi : ⟦n:name⟧, ⟦p:ph_fr⟧, assureur MAIF contrat ⟦k:policy⟧. mon mari (fixe) : ⟦p:ph_fr_land⟧. Qui doit appeler le plombier ?`}},
	{"fr_creche_contacts", "fr", []string{
		`Pour l'inscription à la crèche de ⟦n:kid⟧ ils veulent nos contacts : maman ⟦p:email_at⟧ / ⟦p:ph_fr⟧, papa ⟦p:ph_fr⟧. C'est bien d'écrire l'adresse comme ça ou il faut le @ ?`,
		`Fiche de renseignements cantine ⟦k:year⟧ : responsable légal 1 ⟦n:name⟧ — Tél : ⟦p:ph_fr_pl⟧ — courriel ⟦p:email⟧ ; quotient familial ⟦k:qty⟧0. C'est quoi le QF ?`}},
	{"fr_ca_revenu_quebec", "fr-ca", []string{
		`Allo, j'ai besoin d'aide pour ma déclaration Revenu Québec ⟦k:year⟧. Mon cell : ⟦p:ph_ca⟧, courriel ⟦p:email⟧. NAS ⟦n:sin⟧. J'ai un remboursement de ⟦k:amt⟧ qui n'est jamais arrivé`,
		`Hydro-Québec me réclame ⟦k:amt⟧, numéro de client ⟦k:kdnr⟧. Ils peuvent me rejoindre au ⟦p:ph_ca⟧. Écris-moi une plainte en bon français svp`}},
	// ---------------- German ----------------
	{"de_steuererklaerung_rueckfrage", "de", []string{
		`Hallo, ich mache meine Steuererklärung ⟦k:year⟧ mit ELSTER. Steuer-ID ⟦n:steuerid⟧, Werbungskosten ⟦k:amt⟧, Homeoffice-Pauschale ⟦k:amt⟧. Das Finanzamt hat Rückfragen, ich bin erreichbar unter ⟦p:ph_de⟧. Wie antworte ich am besten?`,
		`Einspruch gegen Steuerbescheid vom ⟦k:date⟧, Nachzahlung ⟦k:amt⟧. Absender: ⟦n:name⟧, Tel. ⟦p:ph_de⟧, E-Mail ⟦p:email⟧. Bitte formulieren`}},
	{"de_krankenkasse_widerspruch", "de", []string{
		`Rechnung vom Zahnarzt ⟦k:amt⟧, Rechnungsnr. ⟦k:invoice⟧, die Krankenkasse will nur ⟦k:amt⟧ übernehmen. Versichertennummer ⟦n:kvnr⟧. Erreichbar unter ⟦p:ph_de⟧ oder ⟦p:email⟧. Bitte Widerspruch formulieren`}},
	{"de_mieterselbstauskunft", "de", []string{
		`Mieterselbstauskunft
Name, Vorname: ⟦n:name⟧
Telefon (mobil): ⟦p:ph_de⟧
E-Mail: ⟦p:email⟧
Nettoeinkommen mtl.: ⟦k:amt⟧
Einzug ab: ⟦k:date⟧
Anzahl Personen: 2

Muss ich die SCHUFA-Auskunft auch mitschicken? Der Makler will das bis ⟦k:date⟧`}},
	{"de_stadtwerke_nachzahlung", "de", []string{
		`Stadtwerke-Jahresabrechnung: Kundennummer ⟦k:kdnr⟧, Zählernummer ⟦k:meter⟧, Zählerstand alt ⟦k:reading⟧ neu ⟦k:reading⟧, Abschlag ⟦k:amt⟧. Die Nachzahlung von ⟦k:amt⟧ kann nicht stimmen. Rückrufnummer: ⟦p:ph_de⟧`,
		`Abschlagsänderung ab ⟦k:date⟧ auf ⟦k:amt⟧ — ich will widersprechen. Vertragskonto ⟦k:kdnr⟧, meine Nummer ⟦p:ph_de⟧, Festnetz ⟦p:ph_de_land⟧`}},
	{"de_fritzbox_wlan", "de", []string{
		`Der neue Mieter im Einlieger braucht das WLAN. FRITZ!Box 7590, WLAN-Netzwerkschlüssel: ⟦p:wifi_fritz⟧ — wie schreib ich das nett in die Hausordnung mit rein?`,
		`WLAN für die Ferienwohnung: Netzwerk FRITZ!Box ⟦k:flat⟧, Kennwort ⟦p:wifi⟧. Kurtaxe ⟦k:amt⟧ pro Nacht. Formulier bitte eine Begrüßungsnachricht`}},
	{"de_elster_zertifikat", "de", []string{
		`Passwort für mein ELSTER-Zertifikat ist ⟦p:pw⟧, aber die .pfx-Datei wird nicht akzeptiert (Fehlercode ⟦k:errcode⟧). Frist ist der ⟦k:date⟧, was tun?`}},
	{"de_kita_anmeldung", "de", []string{
		`Kita-Anmeldung für ⟦n:kid⟧:
Mutter ⟦n:name⟧, Tel. ⟦p:ph_de_land⟧, Handy ⟦p:ph_de⟧, E-Mail ⟦p:email⟧
Vater ⟦n:name⟧, Handy ⟦p:ph_de⟧
Betreuungsbeginn ⟦k:date⟧, 35 Std./Woche, Elternbeitrag ⟦k:amt⟧
Reicht das so?`}},
	{"de_umzug_at_ch", "de", []string{
		`Ich zieh von Wien nach Zürich. Alte Nummer ⟦p:ph_at⟧, neue Schweizer Nummer ⟦p:ph_ch⟧. Wie kündige ich den Handyvertrag fristgerecht zum ⟦k:date⟧? Kundennummer ⟦k:kdnr⟧`,
		`Krankenkasse in der Schweiz: Prämie ⟦k:amt⟧ (CHF) pro Monat. Die Agentin (⟦p:ph_ch⟧) will ⟦p:email⟧ als Kontakt. Franchise 2500 oder 300?`}},
	{"de_bankbrief_karte", "de", []string{
		`Brief von der Bank (abgetippt):
"Sehr geehrte Kundin, Ihre Mastercard ⟦p:cc_mc⟧ wurde aus Sicherheitsgründen am ⟦k:date⟧ gesperrt. Offene Umsätze von ⟦k:amt⟧ überweisen Sie bitte auf IBAN ⟦k:iban_co⟧, BIC ⟦k:bic⟧."
Ist das Phishing?`}},
	// ---------------- Italian ----------------
	{"it_730_caf", "it", []string{
		`Ciao, devo fare il 730 precompilato ⟦k:year⟧. Codice fiscale ⟦n:cf⟧, cell ⟦p:ph_it⟧, mail ⟦p:email⟧. Spese mediche ⟦k:amt⟧, interessi mutuo ⟦k:amt⟧. Il CAF mi chiede ⟦k:amt⟧ per la pratica, è normale?`}},
	{"it_bolletta_gas", "it", []string{
		`Bolletta gas di ⟦k:amt⟧, codice cliente ⟦k:kdnr⟧, PDR ⟦k:pdr⟧, periodo ⟦k:date⟧-⟦k:date⟧. Ho chiamato dal mio cellulare ⟦p:ph_it⟧ ma nessuno risponde. Scrivimi un reclamo`,
		`la bolletta luce (POD ⟦k:pod⟧) è stimata, ⟦k:kwh⟧. Autolettura fatta il ⟦k:date⟧. Contatto: ⟦p:ph_it⟧ / fisso ⟦p:ph_it_land⟧`}},
	{"it_spid_password", "it", []string{
		`Non riesco ad entrare con lo SPID di Poste: utente ⟦p:email⟧, password ⟦p:pw⟧. Codice errore ⟦k:errcode⟧. Devo rifare il riconoscimento?`}},
	{"it_tari_carta", "it", []string{
		`Ho pagato la TARI online con la carta ⟦p:cc_any⟧ il ⟦k:date⟧, importo ⟦k:amt⟧, ma risulta non pagata. Numero avviso pagoPA ⟦k:avviso⟧. Cosa scrivo al comune?`}},
	// ---------------- Portuguese ----------------
	{"pt_br_irpf", "pt", []string{
		`Oi! Tô fazendo o IRPF ⟦k:year⟧. CPF ⟦n:cpf⟧, celular ⟦p:ph_br⟧, e-mail ⟦p:email⟧. Tenho ⟦k:amt⟧ de despesas médicas, vale a pena a declaração completa?`,
		`caí na malha fina, protocolo ⟦k:protocolo⟧. a Receita vai ligar no ⟦p:ph_br⟧? restituição de ⟦k:amt⟧ retida`}},
	{"pt_br_govbr_senha", "pt", []string{
		`minha senha do gov.br é ⟦p:pw⟧ e não aceita, já tentei recuperar pelo celular ⟦p:ph_br⟧. protocolo ⟦k:protocolo⟧. o que eu faço?`,
		`Senha: ⟦p:pw⟧ — é essa a senha do app do INSS? aparece erro ⟦k:errcode⟧ desde ⟦k:date⟧`}},
	{"pt_pt_financas", "pt-pt", []string{
		`Olá, as Finanças enviaram-me uma notificação. NIF ⟦n:nif_pt⟧, telemóvel ⟦p:ph_pt⟧, email ⟦p:email⟧. Valor ⟦k:amt⟧, Entidade ⟦k:entidade⟧ Referência ⟦k:mbref⟧. Posso pagar em prestações?`}},
	{"pt_br_boleto_cartao", "pt", []string{
		`A escola do meu filho mandou o boleto da mensalidade: ⟦k:boleto⟧ vencimento ⟦k:date⟧ valor ⟦k:amt⟧. Posso pagar no cartão ⟦p:cc_elo⟧ ou tem que ser boleto?`,
		`cobraram a anuidade duas vezes no cartão ⟦p:cc_mc⟧ (fatura de ⟦k:date⟧, ⟦k:amt⟧). me ajuda a escrever pro Procon`}},
	// ---------------- Dutch ----------------
	{"nl_belastingdienst_toeslagen", "nl", []string{
		`Hoi, de Belastingdienst wil dat ik ⟦k:amt⟧ huurtoeslag terugbetaal. BSN ⟦n:bsn⟧. Mijn nummer is ⟦p:ph_nl⟧, mail ⟦p:email⟧. Kun je een bezwaarschrift schrijven? Kenmerk ⟦k:kenmerk⟧`}},
	{"nl_digid_wachtwoord", "nl", []string{
		`DigiD werkt niet meer, gebruikersnaam ⟦n:user⟧ wachtwoord: ⟦p:pw⟧. De sms-code gaat naar ⟦p:ph_nl⟧ maar dat nummer heb ik niet meer. Hoe vraag ik een nieuwe aan?`}},
	{"nl_zorgverzekering_declaratie", "nl", []string{
		`Declaratie tandarts ⟦k:amt⟧ bij ⟦Zilveren Kruis|CZ|VGZ|Menzis⟧, relatienummer ⟦k:kdnr⟧, factuur ⟦k:invoice⟧. Bel me terug op ⟦p:ph_nl⟧ (of ⟦p:ph_be⟧ als ik in België ben). Wat schrijf ik?`}},
	// ---------------- Polish ----------------
	{"pl_pit_eurzad", "pl", []string{
		`Cześć, robię PIT-37 za ⟦k:year⟧. PESEL ⟦n:pesel⟧, tel. ⟦p:ph_pl⟧, email ⟦p:email⟧. Ulga na dzieci ⟦k:amt⟧. Hasło do e-Urzędu: ⟦p:pw⟧ nie działa, co robić?`,
		`zwrot podatku ⟦k:amt⟧ nie przyszedł. Numer referencyjny UPO ⟦k:hex24⟧. Urząd skarbowy ma mój numer ⟦p:ph_pl⟧`}},
	{"pl_umowa_najmu", "pl", []string{
		`Umowa najmu mieszkania: wynajmujący ⟦n:name⟧, tel. ⟦p:ph_pl⟧, e-mail ⟦p:email⟧, kaucja ⟦k:amt⟧, czynsz ⟦k:amt⟧ płatny do 10. dnia miesiąca, od ⟦k:date⟧. Czy to uczciwe warunki?`}},
	// ---------------- Turkish ----------------
	{"tr_edevlet_sifre", "tr", []string{
		`e-Devlet şifresi aldım ama giriş yapamıyorum. TC kimlik no ⟦n:tckn⟧, şifre: ⟦p:pw⟧, Cep: ⟦p:ph_tr⟧. Hata kodu ⟦k:errcode⟧, ne yapmalıyım?`}},
	{"tr_dogalgaz_itiraz", "tr", []string{
		`Doğalgaz faturası ⟦k:amt⟧ gelmiş!! Abone no ⟦k:kdnr⟧, tesisat no ⟦k:kdnr⟧, son ödeme ⟦k:date⟧. Beni ⟦p:ph_tr⟧ numarasından arayabilirler. İtiraz dilekçesi yazar mısın?`,
		`Elektrik faturasına itiraz: sözleşme hesap no ⟦k:kdnr⟧, tüketim ⟦k:kwh⟧. İletişim: ⟦p:ph_tr⟧, ⟦p:email⟧`}},
	{"tr_schengen_basvuru", "tr", []string{
		`Almanya vize başvuru formu:
Ad Soyad: ⟦n:name⟧
E-posta: ⟦p:email⟧
Telefon: ⟦p:ph_tr⟧
Randevu: ⟦k:date⟧ saat ⟦k:time⟧, başvuru no ⟦k:vfs⟧
Banka hesap dökümü ⟦k:amt⟧ yeterli mi?`}},
	// ---------------- Russian ----------------
	{"ru_gosuslugi_vhod", "ru", []string{
		`Не могу войти на Госуслуги. Логин ⟦p:ph_ru⟧, пароль ⟦p:pw⟧. СНИЛС ⟦n:snils⟧. Пишет ошибку ⟦k:errcode⟧. Что делать?`}},
	{"ru_zhkh_zhaloba", "ru", []string{
		`Квитанция ЖКХ за ⟦k:month_ru⟧: лицевой счёт ⟦k:ls⟧, сумма ⟦k:amt⟧, показания ХВС ⟦k:reading⟧. УК не отвечает. Мой телефон ⟦p:ph_ru⟧, почта ⟦p:email⟧. Помогите написать жалобу в жилинспекцию.`}},
	{"ru_us_w4", "ru", []string{
		`Помогите заполнить форму W-4 для новой работы в США. SSN ⟦p:ssn⟧, жена без работы, ребёнок ⟦n:kid⟧. В Step 3 писать ⟦k:usd⟧?`,
		`Я иммигрант, получил social security ⟦p:ssn⟧ в ⟦k:year⟧. Работодатель просит ⟦k:tax_form⟧ и I-9. Какие документы показать?`}},
	{"ru_mir_card", "ru", []string{
		`Оплатил ЖКХ картой Мир ⟦p:cc_mir⟧ ⟦k:date⟧, деньги списались (⟦k:amt⟧), а в квитанции всё ещё долг. Лицевой счёт ⟦k:ls⟧. Куда жаловаться?`}},
	// ---------------- Chinese ----------------
	{"zh_ds160_f1", "zh", []string{
		`我在填DS-160，确认号 ⟦k:ds160⟧。手机号 ⟦p:ph_cn⟧，邮箱 ⟦p:email⟧。面签时间 ⟦k:date⟧ ⟦k:time⟧。这样填对吗？`,
		`签证预约网站的联系方式写的是 ⟦p:email⟧ 和 ⟦p:ph_cn⟧，签证费 ⟦k:amt⟧ 已交，收据号 ⟦k:ctax⟧。还需要什么材料？`}},
	{"zh_en_us_tax", "zh-en", []string{
		`帮我看看我的1040，我的SSN是⟦p:ssn⟧，我老婆的ITIN是⟦p:itin⟧，我们married filing jointly，refund ⟦k:usd⟧。要不要填⟦k:tax_form⟧？`,
		`我是F-1学生，学校让我申请SSN，已经拿到了：⟦p:ssn⟧。OPT的I-765 receipt是⟦k:uscis⟧，要更新吗？`}},
	{"zh_hospital_card", "zh", []string{
		`医院账单 ⟦k:amt⟧，我用信用卡 ⟦p:cc_up⟧ 付的，但是被扣了两次。账单号 ⟦k:invoice⟧。怎么跟银行说？`}},
	{"zh_landlord_wifi", "zh", []string{
		`房东发给我的："wifi名称 TP-LINK_⟦k:ssid⟧ 密码 ⟦p:wifi⟧，房租每月⟦k:amt⟧，有事打我电话 ⟦p:ph_cn⟧" 帮我翻译成英文`}},
	// ---------------- Japanese ----------------
	{"ja_kakutei_shinkoku", "ja", []string{
		`確定申告の医療費控除について質問です。マイナンバー ⟦n:mynumber⟧、携帯 ⟦p:ph_jp⟧、メール ⟦p:email⟧。医療費合計 ⟦k:amt⟧ です。控除できますか？`}},
	{"ja_hoikuen_moshikomi", "ja", []string{
		`保育園の入園申込書：
保護者氏名 ⟦n:name⟧
緊急連絡先 ⟦p:ph_jp⟧（携帯）
勤務先電話 ⟦p:ph_jp_land⟧
メール ⟦p:email⟧
入園希望日 ⟦k:date⟧
書き方これで合ってますか？`}},
	{"ja_card_double_charge", "ja", []string{
		`クレジットカード番号 ⟦p:cc_jcb⟧ で家賃を払ったら二重請求されました（⟦k:amt⟧×2）。管理会社への問い合わせ文を書いてください。請求番号 ⟦k:invoice⟧`}},
	{"ja_mynaportal_password", "ja", []string{
		`マイナポータルにログインできません。ID ⟦p:email⟧、パスワード：⟦p:pw⟧。エラー ⟦k:errcode⟧ が出ます。`}},
	// ---------------- Korean ----------------
	{"ko_yeonmal_jeongsan", "ko", []string{
		`연말정산 간소화 자료 확인 부탁드려요. 주민등록번호 ⟦n:rrn⟧, 휴대폰 ⟦p:ph_kr⟧, 이메일 ⟦p:email⟧. 의료비 ⟦k:amt⟧, 교육비 ⟦k:amt⟧ 공제 받을 수 있나요?`}},
	{"ko_jeonse_contract", "ko", []string{
		`전세 계약서 확인해주세요. 임대인 ⟦n:name⟧ 연락처 ⟦p:ph_kr⟧, 보증금 ⟦k:amt⟧, 계약일 ⟦k:date⟧. 집주인이 보낸 와이파이 비밀번호: ⟦p:wifi⟧`}},
	{"ko_gwanribi_card", "ko", []string{
		`카드번호 ⟦p:cc_any⟧ 로 관리비 자동이체 신청했는데 ⟦k:date⟧ 에 ⟦k:amt⟧ 가 두 번 빠졌어요. 관리사무소에 뭐라고 말하죠?`}},
	// ---------------- Hindi ----------------
	{"hi_itr_refund", "hi", []string{
		`ITR फाइल करना है। PAN ⟦n:pan⟧, आधार ⟦n:aadhaar⟧, मोबाइल ⟦p:ph_in⟧, ईमेल ⟦p:email⟧। रिफंड ⟦k:amt⟧ अभी तक नहीं आया, acknowledgement number ⟦k:ack⟧।`}},
	{"hi_bijli_shikayat", "hi", []string{
		`बिजली बिल ⟦k:amt⟧ आया है, उपभोक्ता संख्या ⟦k:kdnr⟧, मीटर रीडिंग ⟦k:reading⟧। शिकायत के लिए मेरा मोबाइल नंबर ⟦p:ph_in⟧ है। शिकायत पत्र लिख दो।`}},
	{"hi_passport_password", "hi", []string{
		`पासपोर्ट सेवा पोर्टल का पासवर्ड ⟦p:pw⟧ है, लॉगिन ID ⟦n:user⟧, फिर भी error ⟦k:errcode⟧ आ रहा है। क्या करूं?`}},
	{"hi_en_rent_agreement", "hi-en", []string{
		`Landlord ne rent agreement bheja hai, uska number ⟦p:ph_in⟧ hai aur mera ⟦p:ph_in⟧. security deposit ⟦k:amt⟧, rent ⟦k:amt⟧. please clauses check karo`,
		`school fees RuPay card ⟦p:cc_rupay⟧ se pay kiya, ⟦k:amt⟧ kata but receipt nahi aayi. transaction id ⟦k:ack⟧`}},
	// ---------------- Arabic ----------------
	{"ar_iqama_renewal", "ar", []string{
		`أحتاج مساعدة في تجديد الإقامة. رقم الإقامة ⟦n:iqama⟧، الجوال ⟦p:ph_sa⟧، البريد ⟦p:email⟧. رسوم التجديد ⟦k:amt⟧. هل يجب دفع رسوم المرافقين قبل ⟦k:date⟧؟`}},
	{"ar_dewa_complaint", "ar", []string{
		`فاتورة ديوا ⟦k:amt⟧، رقم الحساب ⟦k:kdnr⟧، الاستهلاك ⟦k:kwh⟧. رقمي ⟦p:ph_ae⟧. اكتب لي شكوى رسمية`}},
	{"ar_eg_schengen", "ar", []string{
		`عايز أقدم على فيزا شنجن، رقم الموبايل ⟦p:ph_eg⟧ والإيميل ⟦p:email⟧، ميعاد السفارة ⟦k:date⟧ الساعة ⟦k:time⟧. كشف الحساب ⟦k:amt⟧ كفاية؟`}},
	{"ar_absher_password", "ar", []string{
		`نسيت كلمة المرور لحساب أبشر، جربت ⟦p:pw⟧ وما اشتغلت. رقم الجوال المسجل ⟦p:ph_sa⟧. كيف أستعيد الحساب؟`}},
	{"ar_en_ejari", "ar-en", []string{
		`My landlord in Dubai (⟦p:ph_ae⟧) wants the Ejari registered before ⟦k:date⟧. Emirates ID ⟦n:emid⟧, email ⟦p:email⟧. اكتب لي رسالة له بالعربي please`}},
	// ---------------- Mixed / formats ----------------
	{"es_en_daycare_fsa", "es-en", []string{
		`Hi! necesito help con el Dependent Care FSA, me piden el SSN de la niñera: ⟦p:ssn⟧, y su phone ⟦p:ph_us⟧. Le pagué ⟦k:usd⟧ en ⟦k:year⟧. ¿Lo pongo en la Form 2441?`}},
	{"de_en_anmeldung", "de-en", []string{
		`Anmeldung done, now I need the Meldebescheinigung. My Handynummer is ⟦p:ph_de⟧ and email ⟦p:email⟧ — write an email in German to the Bürgeramt, Vorgangsnummer ⟦k:vfs⟧`}},
	{"en_email_spelled_out", "en", []string{
		`Please write to the insurance company that they can reach me at ⟦p:email_gmailat⟧ regarding claim ⟦k:claim⟧ (date of loss ⟦k:date_us⟧).`,
		`my contact for the school PTA flyer: ⟦p:email_gmailat⟧ — is it better to write it like that so bots don't scrape it?`}},
	{"en_vcard_landlord", "en", []string{
		`BEGIN:VCARD
VERSION:3.0
FN:⟦n:name⟧
TEL;TYPE=CELL:⟦p:ph_us⟧
EMAIL;TYPE=HOME:⟦p:email⟧
NOTE:landlord - rent due 1st\, ⟦k:room⟧
END:VCARD
can you turn this into a line for our emergency binder`}},
	{"en_bank_app_json", "en", []string{
		`exported my profile from the bank app, why does it still show my old address?
{"customer":{"name":"⟦n:name⟧","email":"⟦p:email⟧","phone":"⟦p:ph_us_e164⟧","ssn_last4":"⟦k:last4⟧","accounts":[{"type":"checking","mask":"⟦k:last4⟧","routing":"⟦k:routing⟧","opened":"⟦k:date_iso⟧"}]}}`}},
	{"en_rental_form_urlencoded", "en", []string{
		`The rental site form keeps failing, devtools shows the request payload:
first_name=⟦n:first⟧&email=⟦p:email_pct⟧&phone=⟦p:ph_us_pct⟧&move_in=⟦k:date_iso⟧&unit=⟦k:flat⟧
is something wrong with how the phone is encoded?`}},
	{"en_school_teacher_sms", "en", []string{
		`Text from my kid's teacher: "Hi this is Ms. ⟦n:name⟧, ⟦n:kid⟧'s teacher. You can reach me at ⟦p:ph_us⟧ after ⟦k:time⟧ about the field trip form (due ⟦k:date_us⟧, ⟦k:usd⟧)." is it ok to text her directly?`}},
	{"en_marketplace_household_table", "en", []string{
		`Healthcare.gov household for ⟦k:year⟧, does this look right?
| Name | Relationship | DOB | SSN |
|---|---|---|---|
| ⟦n:name⟧ | Self | ⟦n:dob⟧ | ⟦p:ssn⟧ |
| ⟦n:name⟧ | Spouse | ⟦n:dob⟧ | ⟦p:ssn⟧ |
| ⟦n:kid⟧ | Child | ⟦n:kiddob⟧ | ⟦p:ssn⟧ |
Expected income ⟦k:usd⟧, form ⟦k:tax_form⟧ reconciliation last year`}},
	{"en_benefits_cookie_jwt", "en", []string{
		`the benefits portal keeps logging me out. devtools request headers:
Cookie: session=⟦p:jwt⟧; _ga=GA1.2.⟦k:ga⟧
is the session expiring too fast?`}},
	{"en_lease_signing_link", "en", []string{
		`the lease signing link from the property manager: https://app.⟦signnow|docusign|dotloop⟧.com/sign?access_token=⟦p:jwt⟧&doc=⟦k:uuid⟧ — opens blank on my phone. safe to forward to my roommate?`}},
	{"en_notion_household_binder", "en", []string{
		`I keep our bills in a Notion database and want a monthly reminder. integration secret ⟦p:notion⟧, database id ⟦k:hex24⟧. write me a python script that lists bills due before ⟦k:date_iso⟧`}},
	{"en_telegram_bill_bot", "en", []string{
		`Made a Telegram bot that reminds me of bills. bot token ⟦p:telegram⟧, chat id ⟦k:chatid⟧. It only sends once then stops, here's the cron: 0 9 * * * python3 remind.py`}},
	{"en_upbank_token", "en", []string{
		`Up Bank personal access token: ⟦p:upbank⟧ — I want to export all transactions since ⟦k:date_iso⟧ for my tax return (ATO). how do I page through the API?`}},
	{"en_amex_renters_insurance", "en", []string{
		`Lemonade charged my Amex ⟦p:cc_amex⟧ ⟦k:usd⟧ for renters insurance after I cancelled on ⟦k:date_us⟧. Policy ⟦k:policy⟧. How do I dispute with Amex?`}},
	{"en_work_phone_extension", "en", []string{
		`For the apartment application "work phone": ⟦p:ph_us_paren⟧ ⟦k:ext⟧ — do I include the extension? HR verification line is different`}},
	{"en_accounts_list_for_sister", "en", []string{
		`My accounts list (for my sister in case something happens):
- Con Ed: user ⟦n:user⟧ / pass ⟦p:pw⟧
- Verizon: account ⟦k:acct⟧, password ⟦p:pw⟧
- Chase: card ⟦p:cc_visa⟧
can you turn this into a nice table`}},
	{"tr_troy_fatura", "tr", []string{
		`Troy kartım ⟦p:cc_troy⟧ ile elektrik faturasını ödedim (⟦k:amt⟧) ama sistemde ödenmemiş görünüyor. Dekont no ⟦k:ctax⟧`}},
	{"en_w9_itin_bare", "en", []string{
		`I do hair out of my apartment and a client wants a W-9. Part I TIN — I don't have a social, only ITIN ⟦p:itin_bare⟧. do I put it in the SSN boxes? I made ⟦k:usd⟧ from them`}},
	{"en_ssn_ocr_dots", "en", []string{
		`the scan of my pay stub came out like this, can you read it:
EMPLOYEE ⟦n:name⟧   SSN: ⟦p:ssn_dot⟧   PAY DATE ⟦k:date_us⟧
GROSS ⟦k:dec⟧  NET ⟦k:dec⟧  YTD ⟦k:dec⟧`}},
	{"ja_email_fullwidth_label", "ja", []string{
		`大家さんに送るメール：「お世話になっております。退去日は⟦k:date⟧です。敷金 ⟦k:amt⟧ の返金先はメール（⟦p:email⟧）でご連絡ください。電話：⟦p:ph_jp⟧」これで失礼じゃないですか？`}},
	{"en_in_electricity_whatsapp", "en-in", []string{
		`BESCOM bill ⟦k:amt⟧ this month, RR number ⟦k:kdnr⟧. The lineman gave his number ⟦p:ph_in⟧ on WhatsApp, my number ⟦p:ph_in⟧. please draft complaint`}},
	{"ko_email_naver_kakao", "ko", []string{
		`어린이집 입소 신청서 써야 해요. 보호자 연락처 ⟦p:ph_kr⟧, 이메일 ⟦p:email⟧, 입소 희망일 ⟦k:date⟧. 맞벌이 증빙은 뭘 내죠?`}},
	{"zh_en_bank_letter_card", "zh-en", []string{
		`银行来信说我的 credit card ⟦p:cc_visa⟧ 有可疑交易 ⟦k:usd⟧，reference ⟦k:case⟧。是诈骗吗？要不要打给他们？`}},
	{"pt_br_whatsapp_corretor", "pt", []string{
		`corretor do aluguel me passou: "qualquer coisa me chama no zap ⟦p:ph_br⟧ ou email ⟦p:email⟧, caução de ⟦k:amt⟧ até ⟦k:date⟧". é golpe?`}},
	{"fr_be_bail", "fr", []string{
		`Je loue à Bruxelles : garantie locative ⟦k:amt⟧, propriétaire ⟦n:name⟧, GSM ⟦p:ph_be⟧, e-mail ⟦p:email⟧. Il veut du cash, c'est légal ?`}},
	{"nl_be_huur_energie", "nl", []string{
		`Energiecontract: EAN-code ⟦k:ean_nl⟧, voorschot ⟦k:amt⟧, klantnummer ⟦k:kdnr⟧. Telefoon ⟦p:ph_nl⟧. Waarom is mijn eindafrekening ⟦k:amt⟧?`}},
	{"es_ar_expensas", "es", []string{
		`El administrador del consorcio me mandó las expensas de ⟦k:amt⟧ y no responde. Su celular es ⟦p:ph_ar_arg⟧. ¿Cómo le reclamo por carta documento?`}},
	{"it_affitto_iban_privato", "it", []string{
		`Il padrone di casa (⟦n:name⟧, cell. ⟦p:ph_it⟧, mail ⟦p:email⟧) vuole la caparra di ⟦k:amt⟧ in contanti. Contratto registrato il ⟦k:date⟧ con codice ⟦k:ref_aeat⟧. Mi devo preoccupare?`}},
	{"ru_kz_visa_email", "ru", []string{
		`Заполняю анкету на визу. E-mail: ⟦p:email⟧, телефон: ⟦p:ph_ru⟧, дата поездки ⟦k:date⟧, консульский сбор ⟦k:amt⟧. Нужна ли страховка на ⟦k:amt⟧?`}},
	{"pl_karta_przedszkole", "pl", []string{
		`Przedszkole pobrało opłatę dwa razy z karty ⟦p:cc_visa⟧ (⟦k:amt⟧, ⟦k:date⟧). Kontakt do mnie: ⟦p:ph_pl⟧. Napisz reklamację`}},
	{"ar_sa_school_card", "ar", []string{
		`دفعت رسوم المدرسة ⟦k:amt⟧ بالبطاقة ⟦p:cc_mc⟧ وانخصمت مرتين. رقم العملية ⟦k:ack⟧. اكتب لي رسالة للبنك`}},
	{"hi_en_gmail_password_share", "hi-en", []string{
		`papa ka gmail ⟦p:email⟧ hai aur password ⟦p:pw⟧, unka pension ka mail nahi aa raha. spam me check kaise kare?`}},
	{"de_en_github_token_tax_script", "de-en", []string{
		`Ich hab ein Skript, das meine Steuerbelege in ein privates GitHub-Repo pusht. GITHUB_TOKEN=⟦p:ghp⟧ — funktioniert nicht mehr seit ⟦k:date⟧, 403. Why?`}},
	{"en_stripe_side_hustle", "en", []string{
		`For my daycare side business taxes I export payouts from Stripe: stripe.api_key = "⟦p:stripe_sk⟧" then stripe.Payout.list(created={"gte": ⟦k:chatid⟧0}). is ⟦k:usd⟧ gross what goes on the 1099-K?`}},
	{"en_airtable_bills", "en", []string{
		`airtable base for household bills, script gives 401:
AIRTABLE_TOKEN="⟦p:airtable⟧"
base id app⟦k:ssid⟧⟦k:ssid⟧⟦k:ssid⟧xyz, table Bills. due dates like ⟦k:date_iso⟧`}},
	{"en_rental_app_cosigner", "en", []string{
		`co-signer section for my apartment: ⟦n:name⟧ (my dad), SSN ⟦p:ssn⟧, cell ⟦p:ph_us_sp⟧, email ⟦p:email⟧, annual income ⟦k:usd⟧. The leasing office wants it by ⟦k:date_us⟧`}},
	{"en_passport_form_ds11", "en", []string{
		`DS-11 for my son: "Social Security Number (if none, enter 000-00-0000)". He has one: ⟦p:ssn⟧. Parent 1 phone ⟦p:ph_us⟧, email ⟦p:email⟧. appointment at the post office ⟦k:date_us⟧ ⟦k:time⟧`}},
	{"en_ca_cra_phone", "en", []string{
		`CRA wants to verify my identity. they'll call ⟦p:ph_ca⟧. My SIN is ⟦n:sin⟧ (don't worry) and my notice of assessment shows ⟦k:amt⟧ balance owing. how do I know the call is real?`}},
	{"zh_tw_hk_phone", "zh", []string{
		`学校家长会联系人：李老师 ⟦p:ph_cn_pl⟧，家长群管理员 ⟦p:ph_cn⟧。学费 ⟦k:amt⟧ 什么时候交？`}},
	{"ja_en_phone_plain", "ja", []string{
		`携帯 ⟦p:ph_jp_pl⟧ に SMS が届きません。年金ネットの登録メールは ⟦p:email⟧ です。ユーザID ⟦k:ctax⟧`}},
}
