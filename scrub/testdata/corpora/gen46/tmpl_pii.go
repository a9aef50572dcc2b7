package main

import (
	"fmt"
	"strings"
)

func L(ls ...string) []string { return ls }

func templatesPII() []Tmpl {
	ts := []Tmpl{
		{kind: "chargeback_letter_us", locs: L("en-US"), texts: []string{
			`To: Dispute Resolution Dept.
Re: Dispute of charge on {DATE} — {AMT} — merchant "{MERCH}"

Dear Sir or Madam,

I am writing to dispute a charge of {AMT} posted to my {BANK} Visa account ending in {LAST4}. I did not authorize this transaction. The full card number is {CARD} (I know I shouldn't email it but your agent asked). Merchant reference {ORDER}, ARN {ARN}.

Please contact me at {PHONE} or {EMAIL}.

Sincerely,
{FULL}
{ADDR}, {CITY}`,
			`Hello - I'm disputing transaction {ARN} for {AMT} on {DATE}. Card: {CARD}. I returned the item (UPS tracking 1Z{SREF~}) and never got the credit. Case # {REF}. Best number to reach me is {PHONE}, after 5pm ET. email: {EMAIL}`,
			`DISPUTE FORM (please print)
Cardholder name: {FULL}
Card number: {CARD}
Transaction date: {DATE}      Amount: {AMT}
Merchant: {MERCH}   MCC {MCC}
Reason: [x] Merchandise not received  [ ] Duplicate  [ ] Fraud
Daytime phone: {PHONE}
Email: {EMAIL}
Signature: ____________  Date: {DATE~}`,
			`Re: claim {REF}\n\n> On {DATE~}, disputes@bank wrote:\n> Please confirm the last four digits of the card and a callback number.\n\nlast four is {LAST4}, actually here's the whole thing {CARD} exp {EXP}. callback {PHONE}. the charge was {AMT} from {MERCH} and I never signed up for a subscription!!`,
		}},
		{kind: "dispute_letter_uk", locs: L("en-GB"), texts: []string{
			`Dear {BANK} Disputes Team,

I wish to raise a chargeback under Section 75 for a payment of {AMT} made on {DATE} to {MERCH}. My debit card number is {CARD} and the payment reference shown on my statement is {SREF}. I paid into sort code {SORT}, account {ACCT} on the merchant's instructions.

You can ring me on {PHONE} (mobile) or write to {EMAIL}.

Kind regards,
{FULL}
{CITY}`,
			`Complaint ref {REF} — card {CARD} was used at {MERCH} for {AMT} on {DATE}, I was in hospital that day. Tel {PHONE}. Please don't text, email me at {EMAIL} instead. Cheers`,
			`Subject: Fraudulent transactions – urgent
Hi, three payments I don't recognise, all {AMT} on {DATE}. Card {CARDS}. I've frozen it in the app. Mobile: {PHONEN}  Home: {PHONE}
{FULL}`,
		}},
		{kind: "widerspruch_de", locs: L("de"), texts: []string{
			`Sehr geehrte Damen und Herren,

hiermit widerspreche ich der Lastschrift vom {DATE} über {AMT} (Mandatsreferenz {SREF}, Gläubiger-ID DE98ZZZ0{N6}{N4~}). Belastet wurde mein Konto {IBAN} bei der {BANK}.

Zusätzlich wurde meine Kreditkarte {CARD} am {DATE~} mit {AMT~} belastet, obwohl ich den Vertrag gekündigt habe.

Sie erreichen mich unter Tel. {PHONE} oder per E-Mail an {EMAIL}.

Mit freundlichen Grüßen
{FULL}
{CITY}`,
			`Hallo, meine Karte ({CARD}) wurde gestohlen, bitte sofort sperren!! Letzte Buchung {AMT} bei {MERCH} am {DATE}. Rückruf bitte unter {PHONEN} – danke. {FULL}`,
			`Betreff: Rückbuchung Kartenzahlung / Vorgang {REF}
Kartennummer: {CARD}
Betrag: {AMT}
Datum: {DATE}
Händler: {MERCH}
Telefon: {PHONE}
E-Mail: {EMAIL}
Begründung: Ware nicht erhalten, Händler reagiert nicht.`,
		}},
		{kind: "contestation_fr", locs: L("fr"), texts: []string{
			`Madame, Monsieur,

Je conteste l'opération du {DATE} d'un montant de {AMT} réalisée avec ma carte n° {CARD} auprès de « {MERCH} ». Je n'en suis pas l'auteur. Référence du dossier : {REF}.

Vous pouvez me joindre au {PHONE} ou par courriel : {EMAIL}.

Veuillez agréer mes salutations distinguées.
{FULL}, {CITY}`,
			`Bonjour, ma CB {CARD} a été débitée deux fois ({AMT} le {DATE}). Mon RIB : {IBAN} / BIC {BIC}. Tél : {PHONEN}. Merci de me rappeler !`,
			`Objet : opposition carte bancaire
Titulaire : {FULL}
N° de carte : {CARD}
Portable : {PHONE}
Mail : {EMAIL}
Dernière opération reconnue : {AMT} le {DATE}`,
		}},
		{kind: "reclamacion_es", locs: L("es", "es-MX"), texts: []string{
			`Buenos días, quiero reclamar un cargo de {AMT} del {DATE} en {MERCH} que no reconozco. Mi tarjeta es la {CARD}. Pueden llamarme al {PHONE} o escribirme a {EMAIL}. Número de folio: {REF}.`,
			`Asunto: Contracargo – {REF}
Titular: {FULL}
Número de tarjeta: {CARD}
Importe: {AMT}   Fecha: {DATE}
Teléfono de contacto: {PHONE}
Correo: {EMAIL}
Motivo: cargo duplicado`,
			`hola me robaron la cartera, bloqueen la tarjeta {CARD} porfa!! mi cel {PHONEN}, el último movimiento mío fue de {AMT} el {DATE}`,
		}},
		{kind: "contestacao_br", locs: L("pt-BR"), texts: []string{
			`Olá, gostaria de contestar uma compra de {AMT} em {DATE} no estabelecimento {MERCH}. Não reconheço essa transação. Cartão: {CARD}. CPF {CPF}. Meu celular é {PHONE} e e-mail {EMAIL}. Protocolo {REF}.`,
			`Prezados,
Segue contestação:
Nome: {FULL}
Cartão final {LAST4} (número completo {CARD})
Valor: {AMT} — parcelado em 3x
Data: {DATE}
Telefone: {PHONE}
E-mail: {EMAIL}
Att.`,
			`bom dia, fizeram um pix de {AMT} da minha conta sem eu autorizar, e também usaram meu cartão {CARD} no {MERCH}. me liga no {PHONEN} por favor`,
		}},
		{kind: "disconoscimento_it", locs: L("it"), texts: []string{
			`Spett.le {BANK},
con la presente disconosco l'operazione del {DATE} di {AMT} effettuata con la carta n. {CARD} presso {MERCH}. Allego denuncia ai Carabinieri (prot. {REF}).
Recapito telefonico: {PHONE}
Email: {EMAIL}
Distinti saluti,
{FULL}`,
			`Buongiorno, la mia carta {CARD} è stata clonata, vedo addebiti di {AMT} del {DATE}. Il mio IBAN è {IBAN}. Cell. {PHONEN}, grazie`,
		}},
		{kind: "fraud_team_note", locs: L("en-US", "en-GB", "en-IN"), texts: []string{
			`[FRAUD-OPS] {TS} {AGENT}: inbound call from {PHONE}, caller claims to be cardholder {FULL}. Failed KBA (DOB wrong). Card {CARD} blocked, reissue suppressed. Related auth {AUTH} RRN {RRN} MCC {MCC}. Linked email {EMAIL} seen on 3 other accts.`,
			`note {DATE}: cx called re txn {AMT} @ {MERCH}. verified via OTP to {PHONE}. PAN {CARDP} - status=compromised (CPP {REF}). BIN {BIN} flagged. next: send affidavit to {EMAIL}`,
			`ATO suspected — phone on file changed from {PHONE#1} to {PHONE#2} on {DATE}, email changed to {EMAIL} 4 min later, then 6x {AMT} P2P. Device id {UUID}. Card {MASK} not affected. Escalated {REF}.`,
			`Fraud alert summary
- acct: {ACCT}
- card: {CARD}
- amount: {AMT} (auth code {AUTH}, STAN {STAN})
- customer tel: {PHONE}
- action: hard decline + outbound call`,
		}},
		{kind: "kyc_form_us", locs: L("en-US"), texts: []string{
			`ACCOUNT OPENING – INDIVIDUAL
Legal name: {FULL}
Date of birth: {DOB}
SSN: {SSN}
Residential address: {ADDR}, {CITY}
Mobile phone: {PHONE}
Email address: {EMAIL}
Employer: Acme Logistics LLC   EIN {EIN}
Funding: ACH from routing {ABA} acct {ACCT}`,
			`Name={FULL}&dob={DOB}&ssn={SSNB}&phone={PHONE}&email={EMAIL}&product=checking&promo=SPRING{N2~}&session={UUID}&ts={UNIX}`,
			`{"applicant":{"first_name":"{FIRST}","last_name":"{LAST}","ssn":"{SSN}","phone_number":"{PHONE}","email":"{EMAIL}"},"application_id":"{UUID}","submitted_at":"{TS}"}`,
			`Customer couldn't pass CIP. Entered SSN {SSND} but bureau returned ITIN on file {ITIN}. Phone {PHONE}. App {REF}. Please advise whether ITIN holders can open a checking account.`,
		}},
		{kind: "kyc_onboarding_intl", locs: allLocs, fn: kycIntl},
		{kind: "loan_application", locs: L("en-US"), texts: []string{
			`PERSONAL LOAN APPLICATION #{LOAN}
Applicant: {FULL}    SSN: {SSN}
Co-applicant: {FULL#2}    SSN: {SSN#2}
Requested amount: {AMT}   Term: 60 mo   APR quoted {PCT}
Home phone: {PHONE}   Cell: {PHONE#3}
Email: {EMAIL}
Gross monthly income: {AMT~}
Bank: routing {ABA} / checking {ACCT}`,
			`Hi underwriting - borrower {FULL} has no SSN, files taxes with ITIN {ITIN}. Loan {LOAN}, amount {AMT}. Can we proceed with ITIN lending program? Her number is {PHONE}.`,
			`ssn {SSNB} dob {DOB} income {AMT} loan {LOAN} - applicant asked why declined, call back at {PHONE}`,
			`applicant_name,ssn,phone,email,requested_amt,loan_id
"{LAST}, {FIRST}",{SSN},{PHONE},{EMAIL},{AMT~},{LOAN}
"{LAST#2}, {FIRST#2}",{SSND#2},{PHONE#2},{EMAIL#2},{AMT~},{LOAN~}`,
		}},
		{kind: "mortgage_urla", locs: L("en-US"), texts: []string{
			`Uniform Residential Loan Application — Section 1a. Personal Information
Name (First, Middle, Last, Suffix): {FIRST} A. {LAST}
Social Security Number: {SSN}  (or Individual Taxpayer Identification Number)
Date of Birth (mm/dd/yyyy): {DOB}
Citizenship: U.S. Citizen
Contact Information  Home Phone: {PHONE}  Cell Phone: {PHONE#2}  Work Phone: {PHONE#3} Ext. {N3}
Email: {EMAIL}
Loan Amount {AMT}   Loan No. {LOAN}`,
			`Section 1a (Borrower) SSN ___{SSN}___  Section 1a (Co-Borrower) ITIN ___{ITIN}___
Property: {ADDR}, {CITY}
Purchase price {AMT}, LTV 80.00%, rate lock exp {DATE}`,
			`@processing — the 4506-C came back with mismatched TIN. We have {SSN} on the 1003 but IRS shows {SSN#2}. Borrower cell {PHONE}, loan {LOAN}. Closing {DATE}.`,
		}},
		{kind: "card_ops_log_leak", locs: allLocs, texts: []string{
			`{TS} INFO  auth-svc  txn_id={UUID} pan={CARDP} exp={EXP} amount={AMT} mcc={MCC} tid={TID} mid={MID} resp=00 auth_code={AUTH} rrn={RRN} stan={STAN}`,
			`{TS} WARN tokenizer fallback: vault timeout, logged raw PAN "{CARDP}" for merchant {MID} (bin={BIN}); masked={MASK}`,
			`{TS} ERROR settlement batch {N6} item {N3}: card_number={CARD} arn={ARN} amount={AMT} reason="duplicate presentment"`,
			`2024-1x-xx prod-gw-{N2} [req {REQ}] POST /v1/charges card[number]={CARDP}&card[exp_month]={N1}&card[cvc]=***&amount={N5} → 402 card_declined (decline_code=insufficient_funds)`,
			`[{TS}] DECLINE pan={CARDP} bin={BIN} mcc={MCC} term={TID} rc=05 cardholder_phone={PHONE}`,
		}},
		{kind: "iso8583_dump", locs: allLocs, fn: iso8583},
		{kind: "stripe_payload", locs: allLocs, texts: []string{
			`curl https://api.stripe.com/v1/payment_methods \
  -u {SK}: \
  -d type=card \
  -d "card[number]={CARDP}" \
  -d "card[exp_month]=12" -d "card[exp_year]=2027" \
  -d "billing_details[email]={EMAIL}" \
  -d "billing_details[phone]={PHONE}"`,
			`why does this return 401? const stripe = require('stripe')('{SK}'); await stripe.customers.create({ email: '{EMAIL}', phone: '{PHONE}', metadata: { crm_id: '{N6}' } }); // customer {CUS}, request {REQ}`,
			`{"id": "{CH}", "object": "charge", "amount": {N4}, "currency": "eur", "billing_details": {"email": "{EMAIL}", "name": "{FULL}", "phone": "{PHONE}"}, "payment_method_details": {"card": {"brand": "visa", "last4": "{LAST4}", "network_transaction_id": "{N6}{N6~}"}}, "payment_intent": "{PI}"}`,
			`Restricted key for the reconciliation job leaked in a Jira comment: {RK} — please roll it. Publishable key {PK} is fine to keep.`,
			`STRIPE_SECRET_KEY={SKT}
STRIPE_PUBLISHABLE_KEY={PK}
STRIPE_WEBHOOK_SECRET={WHSEC}
# customer test: {EMAIL}
# account {ACCTID}, webhook endpoint we_{SREF}`,
		}},
		{kind: "adyen_payload", locs: allLocs, texts: []string{
			`POST https://checkout-test.adyen.com/v71/payments
X-API-Key: {ADYKEY}
Content-Type: application/json

{"amount":{"currency":"EUR","value":{N4}},"reference":"{ORDER}","paymentMethod":{"type":"scheme","number":"{CARDP}","expiryMonth":"03","expiryYear":"2030","holderName":"{FULL}"},"shopperEmail":"{EMAIL}","telephoneNumber":"{PHONE}","merchantAccount":"NorthwindECOM"}`,
			`Adyen notification: {"pspReference":"{PSP}","merchantReference":"{ORDER}","eventCode":"CHARGEBACK","amount":{"value":{N4},"currency":"GBP"},"additionalData":{"cardSummary":"{LAST4}","shopperEmail":"{EMAIL}","arn":"{ARN}"}}`,
			`adyen: api key rotated, new one = {ADYKEY} (ws_{N6~}@Company.Northwind) — use it for the refund of psp {PSP}`,
		}},
		{kind: "braintree_log", locs: allLocs, texts: []string{
			`Braintree::Configuration.environment = :production
Braintree::Configuration.merchant_id = "{BTTXN}{BTTXN~}"
Braintree::Configuration.public_key = "{BTTXN~}{BTTXN~}"
Braintree::Configuration.private_key = "{BTPRIV}"
# failing sale: customer {EMAIL}, txn {BTTXN}`,
			`{TS} braintree.transaction.sale status=processor_declined processor_response_code=2001 id={BTTXN} customer.email={EMAIL} customer.phone={PHONE} credit_card.masked_number={MASK}`,
			`gateway = braintree.BraintreeGateway(braintree.Configuration(braintree.Environment.Sandbox, merchant_id="{BTTXN~}", public_key="{BTTXN~}", private_key="{BTPRIV}"))
result = gateway.transaction.sale({"amount": "{N3}.00", "credit_card": {"number": "{CARDT}", "expiration_date": "{EXP}"}})`,
		}},
		{kind: "paypal_oauth", locs: allLocs, texts: []string{
			`curl -v https://api-m.paypal.com/v1/oauth2/token \
  -H "Authorization: Basic {BASIC}" \
  -d "grant_type=client_credentials"
< {"scope":"https://uri.paypal.com/services/payments/refund","access_token":"{PPTOK}","token_type":"Bearer","app_id":"APP-{SREF~}","expires_in":32400,"nonce":"{TS}{SREF~}"}`,
			`PayPal webhook verify fails. client_id={PPCLIENT}
client_secret={PPSEC}
payer email {EMAIL}, capture id {SREF}, amount {AMT}`,
			`GET /v2/checkout/orders/{SREF}
Authorization: Bearer {PPTOK}
PayPal-Request-Id: {UUID}
-> 422 UNPROCESSABLE_ENTITY debug_id {SREF}, amount {AMT}`,
		}},
		{kind: "plaid_request", locs: L("en-US", "en-GB", "es", "fr", "nl"), texts: []string{
			`POST /transactions/sync
{"client_id": "{PLAIDCID}", "secret": "{PLAIDSEC}", "access_token": "{PLAIDAT}", "cursor": "{SREF~}", "count": 250}`,
			`Plaid Link success for user {EMAIL}: public_token exchanged, item_id {SREF}, access token {PLAIDAT}. Routing {ABA}, account mask {LAST4}.`,
			`PLAID_CLIENT_ID={PLAIDCID}
PLAID_SECRET={PLAIDSEC}
PLAID_ENV=production`,
		}},
		{kind: "webhook_debug", locs: allLocs, texts: []string{
			`Stripe-Signature: t={UNIX},v1={HEXSEC~}{N6~}
endpoint secret we configured: {WHSEC}
event {EVT} (charge.dispute.created) for {DP}, amount {AMT}, customer email {EMAIL}`,
			`Webhook 400 "No signatures found matching the expected signature" — using whsec from dashboard {WHSEC}. Payload: {"id":"{EVT}","type":"payment_intent.succeeded","data":{"object":{"id":"{PI}","receipt_email":"{EMAIL}"}}}`,
			`X-Hub-Signature-256: sha256={HEXSEC~}{HEXSEC~}
webhook_secret = "{WHSEC}"
ping from {IP} at {TS}`,
		}},
		{kind: "jwt_debug_query", locs: allLocs, texts: []string{
			`Why does our card-issuing API reject this token with "invalid audience"? {JWT} (request {REQ} at {TS})`,
			`Authorization: Bearer {JWT}
X-Request-Id: {UUID}
→ 403 {"error":"insufficient_scope","required":"transfers:create"}`,
			`the mobile app sends id_token={JWT} but backend log says exp is in the past, server time {TS}. clock skew?`,
			`jwt.io says signature invalid for {JWT} — we rotated keys on {DATE}, kid should be new`,
		}},
		{kind: "oauth_token_response", locs: allLocs, texts: []string{
			`HTTP/1.1 200 OK
Content-Type: application/json

{"access_token":"{TOK}","token_type":"Bearer","expires_in":3599,"consent_id":"{UUID}","refresh_token":"{TOK#2}","scope":"accounts payments","id_token":"{JWT}"}`,
			`Open banking consent {UUID} granted. access_token={TOK} refresh_token={TOK#2} (expires {TS})`,
			`token introspection for {JWT}: active=false, exp={UNIX}, client_id={PLAIDCID}`,
			`curl -X POST https://api.openbank.example/open-banking/v3.1/pisp/domestic-payments -H "Authorization: Bearer {TOK}" -H "x-fapi-financial-id: 0015800001041RE{N2~}" -H "x-idempotency-key: {UUID}" -d @payment.json   # amount {AMT}, creditor {IBAN}`,
		}},
		{kind: "crypto_ticket", locs: allLocs, texts: []string{
			`Ticket #{N6}: withdrawal of 0.{N5} BTC to {WAL} stuck for 6h. TxID {TXH}. My account email is {EMAIL}, phone {PHONE}. 2FA was reset on {DATE} — wasn't me!`,
			`hi support, deposited {N3} USDT (TRC20) to {WAL}, tx hash {TXH}, not credited. Registered with {EMAIL}. Please call {PHONE}`,
			`KYC rejected? I uploaded passport + selfie twice. Account {EMAIL}. Also my card {CARD} was charged {AMT} for a purchase of ETH that never arrived (order {ORDER}).`,
		}},
		{kind: "collections_notes", locs: L("en-US", "es-MX", "en-IN", "en-GB"), texts: []string{
			`COLLECTIONS NOTE {DATE} {TIME} — acct {ACCT} / {LOAN} — dialed {PHONE}, RPC with {FULL}. PTP {AMT} on {DATE~}. Alt # {PHONE#2}. Email statement to {EMAIL}. Do not call at work.`,
			`Call log:
{TIME} outbound {PHONE} – no answer, left VM
{TIME} outbound {PHONE#2} – wrong party
{TIME} inbound {PHONE} – debtor agreed to pay {AMT} via card {CARD}, conf {AUTH}`,
			`skip trace result for {FULL}: new phone {PHONE}, new email {EMAIL}; old address returned mail. balance {AMT}, charge-off {DATE}`,
		}},
		{kind: "customer_export_csv", locs: allLocs, fn: customerCSV},
		{kind: "statement_memo", locs: L("de", "nl", "pl", "fr", "it", "es"), texts: []string{
			`:61:{N6}{N4~}D{N3},00NTRFNONREF//{SREF}
:86:166?00SEPA-UEBERWEISUNG?20EREF+{SREF~}?21SVWZ+Rueckzahlung Darlehen?22Tel {PHONEN@de}?32{FULL}?31{BIC}`,
			`Buchungstext: GUTSCHRIFT | Auftraggeber: {FULL} | IBAN {IBANC} | Verwendungszweck: Miete {DATE} bitte Rueckruf {PHONE@de} | Betrag {AMT}`,
			`Omschrijving: {FULL} {IBANC} Betalingskenmerk {N6}{N6~} terugbetaling, vragen? bel {PHONEN@nl} of mail {EMAIL}`,
		}},
		{kind: "kb_agent_query", locs: allLocs, texts: []string{
			`KB search: customer pasted full PAN {CARD} in chat — do we need to file a PCI incident, and how to purge it from the transcript {REF}?`,
			`How do I look up a dispute by ARN {ARN}? The cardholder ({EMAIL}) says the refund of {AMT} never arrived.`,
			`agent asks: is SSN {SSN} valid format for the W-9 check, or should I ask for ITIN? customer on hold at {PHONE}, payout {AMT} held since {DATE}`,
			`Q: which reason code for "cancelled recurring" on Mastercard? cardholder {FULL}, card {CARD}, amount {AMT}, date {DATE}`,
			`Draft a reply to {EMAIL}: their chargeback {REF} for {AMT} was resolved in their favour; provisional credit is now final.`,
		}},
		{kind: "email_thread_signature", locs: allLocs, fn: emailSig},
		{kind: "sms_gateway_log", locs: allLocs, texts: []string{
			`{TS} sms-out provider=twilio to={PHONEI} template=otp_login body="Your {BANK~} code is {OTP}. Do not share it." sid=SM{HEXSEC~} status=delivered`,
			`{TS} [notify] push failed, fallback SMS → {PHONEI}: "Card ending {LAST4} used for {AMT} at {MERCH}. Not you? Reply NO"`,
			`to,body,status
{PHONEI},"Your payment of {AMT~} is due {DATE~}",queued
{PHONEI#2},"OTP {OTP~} for txn {SREF~}",sent`,
		}},
		{kind: "sar_narrative", locs: L("en-US"), texts: []string{
			`SAR narrative draft: Between {DATE} and {DATE~}, subject {FULL} (SSN {SSN}, phone {PHONE}, email {EMAIL}) received 14 incoming wires totalling {AMT} from {IBAN@de}, followed by cash withdrawals under $10,000. Associated card {CARD}. Case {REF}.`,
			`Subject 2: {FULL#2}, DOB {DOB}, TIN {SSNB}, addr {ADDR}, {CITY}, tel {PHONE}. Linked accounts {ACCT}, {ACCT}. Crypto off-ramp to {WAL}.`,
		}},
		{kind: "wire_request", locs: allLocs, texts: []string{
			`{1:F01{BIC~}AXXX{N4~}{N6~}}{4:
:20:{SREF}
:32A:{N6~}EUR{N4},00
:50K:/{IBANC}
{FULL}
TEL {PHONEI}
:59:/{IBANC~}
BENEFICIARY GMBH
:70:INV {INVOICE}
-}`,
			`Wire instructions (please confirm by phone!) — Beneficiary: {FULL}, IBAN {IBAN}, SWIFT {BIC}, amount {AMT}. Confirm with me at {PHONE} or {EMAIL} before releasing.`,
			`Outgoing wire callback verification: spoke to {FULL} at {PHONE} (number on file, not the one in the email). Amount {AMT}, to {IBAN}, ref {REF}. OK to release.`,
		}},
		{kind: "env_config", locs: allLocs, texts: []string{
			`# .env.production (DO NOT COMMIT)
DATABASE_URL=postgres://payments:{SREF~}@db.internal:5432/ledger
STRIPE_SECRET_KEY={SK}
ADYEN_API_KEY={ADYKEY}
PLAID_SECRET={PLAIDSEC}
SUPPORT_INBOX={WEMAIL}
MERCHANT_ID={MID}
SETTLEMENT_IBAN={IBANC}`,
			`payments:
  stripe:
    secret_key: {SK}
    publishable_key: {PK}
  paypal:
    client_id: {PPCLIENT}
    client_secret: {PPSEC}
  alerts_to: {WEMAIL}
  merchant_account: {MID}
  payout_bic: {BIC}`,
			`export SQUARE_ACCESS_TOKEN={SQTOK}
export RAZORPAY_KEY_ID=rzp_live_{SREF~}
export RAZORPAY_KEY_SECRET={RZPSEC}
export MOLLIE_API_KEY={MOLLIE}
# last refund {AMT} on {DATE}, order {ORDER}`,
			`GITHUB_TOKEN={GHP} ./deploy.sh --env prod --merchant {MID}`,
		}},
		{kind: "github_issue_curl", locs: allLocs, texts: []string{
			`**Bug**: refunds endpoint returns 500

Steps:
` + "```" + `
curl -X POST https://api.northwind-payments.com/v2/refunds \
  -H 'Authorization: Bearer {TOK}' \
  -H 'Idempotency-Key: {UUID}' \
  -d '{"charge":"{CH}","amount":{N4}}'
` + "```" + `
Expected 200, got {"error":"internal","request_id":"{REQ}"}`,
			`same problem here, my token is {SK} (test mode I think?) and the card I used was {CARDT}. request id {REQ}, api version 2024-06-20`,
			`> -H "Authorization: Bearer {TOK}"
Please don't paste live tokens in issues, I've revoked it (audit {REF}, {TS}). @{FIRST~} can you rotate?`,
		}},
		{kind: "mobile_logcat", locs: allLocs, texts: []string{
			`{DATE~} {TIME}:{N2~}.{N3~} 12{N3~} 12{N3~} D OkHttp  : --> POST https://api.acmefin.io/v1/cards/activate
{DATE~} {TIME}:{N2~}.{N3~} 12{N3~} 12{N3~} D OkHttp  : Authorization: Bearer {JWT}
{DATE~} {TIME}:{N2~}.{N3~} 12{N3~} 12{N3~} D OkHttp  : {"pan":"{CARDP}","cvv":"***","phone":"{PHONE}"}`,
			`{TS} [main] DEBUG c.a.wallet.Session - user={EMAIL} token={TOK} device={UUID} app={VER}`,
			`{TS} I/NetworkModule: Cookie: session={JWT}; locale=de_DE; ab=checkout_v{N1~}
{TS} I/NetworkModule: <-- 200 https://api.acmefin.io/v1/accounts/{ACCT} ({N3~}ms)`,
			`os_log: ApplePayProvisioning: primaryAccountNumberSuffix={LAST4}, cardholderName="{FULL}", phone="{PHONE}", fpan={CARDP} (should be redacted!)`,
		}},
		{kind: "dispute_markdown_table", locs: allLocs, fn: disputeTable},
		{kind: "kyc_ocr_json", locs: L("en-US"), texts: []string{
			`{"document_type":"drivers_license","ocr":{"full_name":"{FULL}","dob":"{DOB}","address":"{ADDR}, {CITY}"},"ssn":"{SSNB}","ssn_last4_match":true,"phone":"{PHONE}","email":"{EMAIL}","risk_score":0.{N2~},"check_id":"{UUID}"}`,
			`identity verification webhook: {"status":"needs_review","reasons":["ssn_mismatch"],"input":{"ssn":"{SSND}","phone_number":"{PHONEI}"},"id":"idv_{SREF}","created":"{TS}"}`,
		}},
		{kind: "w9_form", locs: L("en-US"), texts: []string{
			`Form W-9 (Rev. March 2024)
1 Name: {FULL}
3 Federal tax classification: [x] Individual/sole proprietor
Part I Taxpayer Identification Number
Social security number: {SSNS}
or Employer identification number: ___-_______
Email for 1099: {EMAIL}
Signature ______  Date {DATE}  Request {REF}`,
			`vendor onboarding: W-9 received for {FULL}, TIN type ITIN, TIN {ITIN}. Backup withholding = no. Payout via ACH {ABA}/{ACCT}. Contact {PHONE}.`,
			`1099-K mismatch: payee {FULL}, TIN on file {SSN}, IRS CP2100 says name/TIN mismatch. Gross payments {AMT}. Reach payee at {EMAIL}.`,
		}},
		{kind: "pix_key", locs: L("pt-BR"), texts: []string{
			`Fiz um Pix de {AMT} para a chave {EMAIL} mas caiu na conta errada. ID da transação E{N6~}{N6~}{N6~}. Meu telefone {PHONE}.`,
			`Chave Pix (celular): {PHONEI}
Favorecido: {FULL}
Valor: {AMT}
Data: {DATE}
Código de autenticação: {SREF}`,
			`alguém me explica: a chave aleatória {UUID} é segura pra passar? ou é melhor usar meu e-mail {EMAIL}?`,
		}},
		{kind: "sbp_transfer", locs: L("ru"), texts: []string{
			`Здравствуйте! Перевёл {AMT} по СБП на номер {PHONE}, деньги ушли не тому человеку. Номер операции {SREF}, дата {DATE}. Моя карта {CARD}. Почта для ответа {EMAIL}.`,
			`Карта Мир {CARD} заблокирована после покупки на {AMT}. Телефон: {PHONE}. ИНН {N6~}{N6~}. Прошу разблокировать.`,
			`Обращение № {REF}
ФИО: {FULL}
Телефон: {PHONE}
E-mail: {EMAIL}
Суть: двойное списание {AMT} {DATE}`,
		}},
		{kind: "upi_ticket", locs: L("en-IN"), texts: []string{
			`UPI txn failed but money debited. UPI Ref No {N6}{N6~}, amount {AMT}, to {FIRST~}.{LAST~}@okhdfcbank. My mobile {PHONE}, mail {EMAIL}. IFSC {IFSC}.`,
			`Sir my RuPay card {CARD} was charged {AMT} twice at {MERCH}. Please refund. Registered mobile: {PHONE}. Complaint no {REF}.`,
			`hi, the OTP for netbanking is coming to my old number {PHONE#1}, new no is {PHONE#2}. customer id {ACCT}.`,
		}},
		{kind: "sql_insert_customers", locs: allLocs, texts: []string{
			`INSERT INTO customers (id, full_name, email, phone, ssn, created_at) VALUES
({N5}, '{FULL}', '{EMAIL}', '{PHONE}', '{SSN@en-US}', '{TS}'),
({N5~}, '{FULL#2}', '{EMAIL#2}', '{PHONE#2}', '{SSN#2@en-US}', '{TS~}');`,
			`UPDATE cards SET pan = '{CARDP}', holder_email = '{EMAIL}' WHERE card_id = {N6}; -- hotfix for ticket {REF}`,
			`select * from disputes where arn = '{ARN}' and cardholder_phone = '{PHONE}';`,
		}},
		{kind: "call_transcript", locs: L("en-US", "en-GB", "en-IN"), texts: []string{
			`[00:01:12] AGENT: For verification, can I get the card number?
[00:01:15] CALLER: yeah it's {CARDS}
[00:01:24] AGENT: and a good callback number?
[00:01:26] CALLER: {PHONE}
[00:01:40] AGENT: I see a charge of {AMT} on {DATE}, reference {ARN}.`,
			`Speaker 1: ...and the social is {SSN}. Speaker 2: Thank you. And the email on the account? Speaker 1: {EMAIL}. Speaker 2: I've raised dispute {REF}.`,
		}},
		{kind: "zendesk_ticket_json", locs: allLocs, texts: []string{
			`{"ticket":{"id":{N6},"subject":"Refund not received","requester":{"name":"{FULL}","email":"{EMAIL}","phone":"{PHONE}"},"custom_fields":[{"id":360{N6~},"value":"{ORDER}"}],"description":"Order {ORDER~} was cancelled on {DATE} but {AMT} still not back on card {MASK}."}}`,
			`{"via":{"channel":"chat"},"created_at":"{TS}","comment":{"body":"my card is {CARD} and it keeps getting declined at checkout, order {ORDER}"},"requester_id":{N6}{N4~},"tags":["payments","decline"]}`,
		}},
		{kind: "slack_alert", locs: allLocs, texts: []string{
			`:rotating_light: *High-risk transaction* {AMT} at {MERCH} (MCC {MCC})
> cardholder: {FULL} · {EMAIL} · {PHONE}
> card: {CARD}
> score: 0.9{N2~} · rule: velocity_24h
<https://fraud.internal/case/{REF}|Open case>`,
			`@channel someone pasted a live key in #payments-dev: {SK} — revoked at {TIME} UTC, rotated (incident {REF}, account {ACCTID}). Please use the vault.`,
		}},
		{kind: "psp_keys_leak", locs: allLocs, texts: []string{
			`Square API call failing: Authorization: Bearer {SQTOK} — location {SREF}, payment {SREF~}, amount {AMT}`,
			`mollie = Client(); mollie.set_api_key("{MOLLIE}")  # order {ORDER}, amount {AMT}, payment tr_{SREF}`,
			`razorpay.Client(auth=("rzp_live_{SREF~}", "{RZPSEC}")).payment.refund("pay_{SREF~}", {N4})`,
			`checkout.com secret: {SK} pk: {PK} — reference {ORDER}, amount {AMT}`,
		}},
		{kind: "api_gateway_log", locs: allLocs, texts: []string{
			`{IP} - - [{TS}] "GET /v1/accounts/{ACCT}/transactions?from={DATE}&access_token={JWT} HTTP/1.1" 200 {N4~} "-" "okhttp/4.12.0"`,
			`kong: upstream 401 for route payments-v2, consumer={EMAIL}, headers={"authorization":"Bearer {JWT}","x-request-id":"{UUID}"}`,
			`envoy access log: [{TS}] "POST /cards/{N6~}/freeze" 500 UF upstream=10.2.{N2~}.{N2~}:8443 jwt_sub={N6~} authorization="Bearer {TOK}" req={REQ}`,
			`HAR export (redact before sharing!): {"name":"Authorization","value":"Bearer {JWT}"},{"name":"Cookie","value":"__Host-sid={TOK}; lang=fr"},{"name":"x-device-id","value":"{UUID}"}`,
			`GET https://pay.northwind-payments.com/3ds/return?token={JWT}&order={ORDER} → 302 /checkout/{SREF}`,
		}},
		{kind: "tax_season_chat", locs: L("en-US", "es-MX"), texts: []string{
			`hi, filing jointly — my SSN is {SSN}, my wife has an ITIN {ITIN}, and our son's social is {SSN#2}. refund {AMT} should go to routing {ABA} acct {ACCT}. why was it rejected?`,
			`Hola, no tengo seguro social, tengo ITIN {ITIN}. ¿Puedo abrir una cuenta? Mi número es {PHONE}. Solicitud {REF}.`,
			`my social is {SSNS} and DOB {DOB}, the refund advance of {AMT} was denied on {DATE}. please call {PHONE}`,
			`ss# {SSN} / spouse ss# {SSN#2} / dependent ITIN {ITINB} — e-file rejected code IND-031-04 on {DATE}`,
			`TIN: {SSNB}
Name control: {LAST~}
Tax year: 2025
Refund: {AMT}
Direct deposit RTN {ABA} DAN {ACCT}`,
		}},
		{kind: "credit_bureau_report", locs: L("en-US"), texts: []string{
			`CONSUMER REPORT  Ref {REF}  Date {DATE}
Subject: {LAST}, {FIRST}   SSN: {SSN}   DOB: {DOB}
Also reported SSN variation: {SSN#2}
Phones: {PHONE} (mobile, reported {DATE~}); {PHONE#2} (home)
Email: {EMAIL}
Tradelines:
  CAPITAL ONE   acct {MASK}   bal {AMT}   limit {AMT~}   status CURRENT
  SYNCB/AMAZON  acct {MASK#2} bal {AMT#2} status 30 DAYS LATE`,
			`fraud alert on file for SSN {SSNS}: "contact consumer at {PHONE} before extending credit". Inquiry {REF}, score 6{N2~}.`,
		}},
		{kind: "ach_return_notice", locs: L("en-US"), texts: []string{
			`ACH RETURN R03 (No account/unable to locate) — trace {TRACE}, routing {ABA}, account {ACCT}, amount {AMT}, effective {DATE}. Originator contact: {FULL}, {PHONE}, {EMAIL}.`,
			`Customer disputes ACH debit (R10) of {AMT} on {DATE}. Company ID 1{N6~}{N3~}. WSUD signed by {FULL}, SSN last 4 {LAST4}, full SSN on form {SSN}.`,
		}},
	}
	for _, loc := range []string{"ja", "zh", "ar", "ru", "tr", "pl", "nl", "en-IN", "pt-BR", "it", "de", "fr", "es", "es-MX", "en-GB", "en-US"} {
		if tx, ok := chatTexts[loc]; ok {
			ts = append(ts, Tmpl{kind: "support_chat_" + loc, locs: L(loc), texts: tx})
		}
	}
	return ts
}

var chatTexts = map[string][]string{
	"ja": {
		`お世話になっております。{DATE}に{MERCH}で{AMT}の身に覚えのない請求がありました。カード番号は{CARD}です。連絡先は{PHONE}、メールは{EMAIL}です。よろしくお願いします。`,
		`カードを紛失しました！利用停止をお願いします。カード番号：{CARD}　電話：{PHONE}（平日18時以降）　最終利用：{DATE} {AMT}`,
		`【お問い合わせ】
お名前：{FULL}
電話番号：{PHONE}
メールアドレス：{EMAIL}
内容：{DATE}の返金（{AMT}）がまだ反映されていません。承認番号{AUTH}`,
	},
	"zh": {
		`你好，我的银行卡{CARD}在{DATE}被盗刷了{AMT}，商户是{MERCH}。请尽快冻结。手机：{PHONE}，邮箱：{EMAIL}`,
		`客服您好，我要申请退款，订单号{ORDER}，金额{AMT}，付款卡号{CARD}。联系电话{PHONE}。`,
		`【投诉】姓名：{FULL}
联系方式：{PHONE}
邮箱：{EMAIL}
问题：信用卡账单多扣了{AMT}，交易参考号{RRN}`,
	},
	"ar": {
		`السلام عليكم، تم خصم مبلغ {AMT} من بطاقتي رقم {CARD} بتاريخ {DATE} دون علمي. رقم جوالي {PHONE} والبريد الإلكتروني {EMAIL}. شكراً`,
		`مرحبا، أرجو إيقاف البطاقة {CARD} فوراً، آخر عملية {AMT} بتاريخ {DATE}. للتواصل: {PHONE}`,
		`الاسم: {FULL}
رقم الهاتف: {PHONE}
البريد: {EMAIL}
رقم الآيبان: {IBAN}
المشكلة: تحويل {AMT} لم يصل، المرجع {SREF}`,
	},
	"ru": {
		`Добрый день! С моей карты {CARD} списали {AMT} {DATE}, я эту покупку не совершал. Телефон для связи {PHONE}, почта {EMAIL}.`,
		`Прошу перезвонить по номеру {PHONE}. Карта {CARD} не проходит в магазинах с {DATE}, код ответа 05, последняя попытка на {AMT}.`,
	},
	"tr": {
		`Merhaba, {CARD} numaralı kartımdan {DATE} tarihinde {AMT} çekilmiş, ben yapmadım. Cep: {PHONE} e-posta: {EMAIL}`,
		`Kartım çalındı, lütfen kapatın: {CARD}. Bana {PHONE} numarasından ulaşabilirsiniz. IBAN {IBAN}`,
		`Şikayet no {REF}
Ad Soyad: {FULL}
Tel: {PHONE}
E-posta: {EMAIL}
Tutar: {AMT}`,
	},
	"pl": {
		`Dzień dobry, z mojej karty {CARD} pobrano {AMT} w dniu {DATE}, nie zlecałem tej transakcji. Proszę o kontakt: {PHONE} lub {EMAIL}.`,
		`Kod BLIK {BLIK} wygenerowałem dla sklepu, a pieniądze ({AMT}) poszły na inny numer telefonu {PHONE}. Nr transakcji {SREF}. Mój tel. {PHONE#2}`,
		`Reklamacja nr {REF}
Imię i nazwisko: {FULL}
Telefon: {PHONE}
E-mail: {EMAIL}
Nr karty: {CARD}`,
	},
	"nl": {
		`Goedemiddag, er is {AMT} afgeschreven via iDEAL op {DATE} maar de bestelling {ORDER} is nooit geleverd. Mijn rekening {IBAN}. Bel me op {PHONE} of mail {EMAIL}.`,
		`Mijn creditcard {CARD} is geblokkeerd na een betaling van {AMT}. Telefoonnummer {PHONE}. Groet, {FULL}`,
	},
	"en-IN": {
		`Dear team, amount {AMT} got debited from my a/c but merchant says payment failed. Card {CARD}, txn date {DATE}, RRN {RRN}. Contact {PHONE} / {EMAIL}. Kindly do the needful.`,
		`My credit card {CARD} limit was reduced without info. Pls call on {PHONE}. PAN card details already updated (KYC done {DATE}).`,
	},
	"pt-BR": {
		`Oi! O app do banco não deixa eu desbloquear o cartão {CARD}. Já tentei 3x desde {DATE}. Protocolo {REF}. Meu zap é {PHONE} 🙏`,
		`Recebi um SMS estranho dizendo que meu cartão final {LAST4} foi clonado e pra ligar no {PHONE}. É golpe? Meu e-mail é {EMAIL}`,
	},
	"it": {
		`Salve, ho ricevuto un SMS per una transazione di {AMT} che non ho fatto con la carta {CARD}. Il mio numero è {PHONE}, email {EMAIL}.`,
		`Buonasera, il bonifico istantaneo di {AMT} verso {IBAN} risulta "in lavorazione" da ieri. CRO {N6}{N6~}{N4~}. Tel. {PHONE}`,
	},
	"de": {
		`Hi, hab gerade gesehen dass {AMT} von meiner Kreditkarte {CARD} abgebucht wurden, kenne den Händler {MERCH} nicht. Bin unter {PHONE} erreichbar, Mail {EMAIL}`,
		`Guten Tag, bitte rufen Sie mich zurück: {PHONE}. Es geht um die Überweisung vom {DATE} an {IBAN} ({AMT}).`,
	},
	"fr": {
		`Bonjour, j'ai reçu un appel du {PHONE} se présentant comme votre service fraude, ils m'ont demandé mon numéro de carte {CARD}… est-ce normal ? Ils parlaient d'un paiement de {AMT} le {DATE}. Mon mail : {EMAIL}`,
		`Salut, virement de {AMT} vers {IBAN} toujours pas arrivé, réf {SREF}. Tel {PHONE}`,
	},
	"es": {
		`Hola, he recibido un Bizum de {AMT} de un número que no conozco ({PHONE}) y ahora me piden que lo devuelva. ¿Es una estafa? Mi correo es {EMAIL}`,
		`Buenas, la tarjeta {CARD} me aparece como bloqueada desde el {DATE}, justo después de un pago de {AMT}. Mi móvil {PHONE}. Gracias`,
	},
	"es-MX": {
		`Buenas tardes, hice una transferencia SPEI por {AMT} con clave de rastreo {SREF} y no llegó. Mi celular es {PHONE} y mi correo {EMAIL}.`,
		`me hicieron un cargo en mi tarjeta {CARD} de {AMT} en {MERCH} que no reconozco, llamenme al {PHONE}`,
	},
	"en-GB": {
		`Hiya, got a text saying my card's been suspended and to call {PHONE} - is that really you? My card is {CARD}, haven't given it to anyone. Last payment was {AMT} on {DATE}. {EMAIL}`,
		`hi, paid {AMT} by bank transfer to sort code {SORT} acc {ACCT} for a car, seller's gone quiet. his number was {PHONE}. APP scam?`,
	},
	"en-US": {
		`hey so I got charged {AMT} by {MERCH} twice on {DATE}, card is {CARD}. can someone call me {PHONE}? thx`,
		`Zelle sent {AMT} to {PHONE} by mistake, it was supposed to go to {EMAIL}. Confirmation {SREF}. Can you reverse it?`,
		`Hi, I'm trying to update my phone number from {PHONE#1} to {PHONE#2} but the app keeps asking for my SSN and rejects {SSN}. What am I doing wrong? (error code E-{N4~}, {DATE})`,
	},
}

func kycIntl(b *B) {
	labels := map[string][5]string{
		"en-US": {"Full name", "Phone", "Email", "Card to verify", "Date"},
		"en-GB": {"Full name", "Mobile", "Email address", "Debit card", "Date"},
		"en-IN": {"Name (as per PAN)", "Registered mobile", "Email ID", "Debit card no.", "Date"},
		"de":    {"Vor- und Nachname", "Mobilnummer", "E-Mail-Adresse", "Kartennummer", "Datum"},
		"fr":    {"Nom et prénom", "Téléphone portable", "Adresse e-mail", "Numéro de carte", "Date"},
		"es":    {"Nombre completo", "Teléfono móvil", "Correo electrónico", "Número de tarjeta", "Fecha"},
		"es-MX": {"Nombre completo", "Celular", "Correo electrónico", "Tarjeta", "Fecha"},
		"pt-BR": {"Nome completo", "Celular", "E-mail", "Número do cartão", "Data"},
		"it":    {"Nome e cognome", "Cellulare", "Indirizzo email", "Numero carta", "Data"},
		"nl":    {"Volledige naam", "Mobiel nummer", "E-mailadres", "Kaartnummer", "Datum"},
		"pl":    {"Imię i nazwisko", "Numer telefonu", "Adres e-mail", "Numer karty", "Data"},
		"tr":    {"Ad Soyad", "Cep telefonu", "E-posta adresi", "Kart numarası", "Tarih"},
		"ru":    {"ФИО", "Мобильный телефон", "Электронная почта", "Номер карты", "Дата"},
		"ja":    {"氏名", "携帯電話番号", "メールアドレス", "カード番号", "申込日"},
		"zh":    {"姓名", "手机号码", "电子邮箱", "银行卡号", "日期"},
		"ar":    {"الاسم الكامل", "رقم الجوال", "البريد الإلكتروني", "رقم البطاقة", "التاريخ"},
	}
	lb := labels[b.loc]
	sep := pick(": ", ": ", "：", " - ", "\t")
	if b.loc != "ja" && b.loc != "zh" && sep == "：" {
		sep = ": "
	}
	b.fill("{FULL}")
	s := b.sb.String()
	b.sb.Reset()
	b.T(pick("KYC / onboarding\n", "== Application form ==\n", "", "Form submission:\n"))
	b.T(lb[0] + sep + s + "\n")
	b.T(lb[1] + sep)
	b.fill("{PHONE}\n")
	b.T(lb[2] + sep)
	b.fill("{EMAIL}\n")
	if chance(0.6) {
		b.T(lb[3] + sep)
		b.fill("{CARD}\n")
	}
	b.T("IBAN" + sep)
	b.fill("{IBAN}\n")
	b.T(lb[4] + sep)
	b.fill("{DATE}\n")
	b.fill(pick("Application ID: {REF}", "ref {UUID}", "status=PENDING_REVIEW", ""))
}

func iso8583(b *B) {
	b.fill("ISO8583 MTI=0100 ")
	if chance(0.5) {
		b.T("(auth request)\n")
	} else {
		b.T("\n")
	}
	b.fill(`  DE002 PAN .............. {CARDP}
  DE003 Processing code .. 000000
  DE004 Amount ........... 0000000{N5~}
  DE007 Transmission ..... {N6~}{N4~}
  DE011 STAN ............. {STAN}
  DE012 Local time ....... {N6~}
  DE014 Expiry ........... {N4~}
  DE022 POS entry mode ... 051
  DE037 RRN .............. {RRN}
  DE038 Auth id resp ..... {AUTH}
  DE039 Response code .... 00
  DE041 Terminal id ...... {TID}
  DE042 Merchant id ...... {MID}
  DE049 Currency ......... 978`)
	if chance(0.4) {
		b.fill("\n  DE120 Addl data ...... CH_PHONE={PHONEI}")
	}
}

func customerCSV(b *B) {
	delim := pick(",", ";", "\t", "|")
	hdrs := [][]string{
		{"customer_id", "name", "email", "phone", "card_number", "balance"},
		{"id", "full_name", "e-mail", "mobile", "pan", "last_txn"},
		{"cust_no", "nombre", "correo", "telefono", "tarjeta", "importe"},
		{"Kundennr", "Name", "E-Mail", "Telefon", "Kartennummer", "Saldo"},
	}
	h := hdrs[rn(len(hdrs))]
	b.T(strings.Join(h, delim) + "\n")
	rows := 2 + rn(3)
	for i := 1; i <= rows; i++ {
		sfx := fmt.Sprintf("#%d", i)
		b.fill("{N6}" + delim)
		nm := "{FULL" + sfx + "}"
		if delim == "," {
			b.fill("\"" + nm + "\"" + delim)
		} else {
			b.fill(nm + delim)
		}
		b.fill("{EMAIL" + sfx + "}" + delim)
		b.fill("{PHONE" + sfx + "}" + delim)
		if chance(0.6) {
			b.fill("{CARD" + sfx + "}" + delim)
		} else {
			b.fill("{MASK" + sfx + "}" + delim)
		}
		b.fill("{AMT" + sfx + "}\n")
	}
}

func emailSig(b *B) {
	b.fill(pick(
		"Hi team,\n\nplease find attached the chargeback evidence for {DP} ({AMT}). ARN {ARN}.\n\n",
		"Hello,\n\nFollowing up on case {REF} — the merchant provided proof of delivery on {DATE}.\n\n",
		"Bonjour,\n\nci-joint les justificatifs pour le litige {REF} ({AMT}).\n\n",
		"Hallo zusammen,\n\nanbei die Unterlagen zum Chargeback {REF}, Betrag {AMT}.\n\n",
		"Olá,\n\nsegue em anexo a documentação da disputa {REF} no valor de {AMT}.\n\n",
	))
	b.fill(pick("Best regards,\n", "Cheers,\n", "Mit freundlichen Grüßen\n", "Cordialement,\n", "Atenciosamente,\n", "Saludos,\n", "--\n"))
	b.fill("{FULL}\n")
	b.fill(pick("Chargeback Analyst | Northwind Payments\n", "Disputes Lead, EMEA\n", "Risk & Compliance\n", ""))
	b.fill(pick("T: {PHONE} | M: {PHONE#2}\n", "Tel. {PHONE}\nMobil {PHONE#2}\n", "Direct: {PHONE} ext. {N3~}\n", "📞 {PHONE}\n", "phone {PHONE}\n", "Mob: {PHONE}\n"))
	b.fill(pick("{WEMAIL}\n", "E: {WEMAIL}\n", "mailto:{WEMAIL}\n"))
	if chance(0.5) {
		b.fill("\n> On {DATE~}, {FULL#2} <{EMAIL#2}> wrote:\n> my card {CARD} was charged {AMT~} twice, please help\n")
	}
}

func disputeTable(b *B) {
	b.T("| case | date | amount | cardholder | email | phone | card |\n|---|---|---|---|---|---|---|\n")
	rows := 2 + rn(3)
	for i := 1; i <= rows; i++ {
		sfx := fmt.Sprintf("#%d", i)
		b.fill("| {REF" + sfx + "} | {DATE" + sfx + "} | {AMT" + sfx + "} | {FULL" + sfx + "} | {EMAIL" + sfx + "} | {PHONE" + sfx + "} | ")
		if chance(0.5) {
			b.fill("{CARD" + sfx + "} |\n")
		} else {
			b.fill("{MASK" + sfx + "} |\n")
		}
	}
}
