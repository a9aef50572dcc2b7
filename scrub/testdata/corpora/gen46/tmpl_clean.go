package main

import (
	"fmt"
	"strings"
)

func templatesClean() []Tmpl {
	return []Tmpl{
		{kind: "c_card_ops_log", locs: allLocs, clean: true, texts: []string{
			`{TS} INFO  auth-svc txn={UUID} pan={MASK} bin={BIN} amount={AMT} mcc={MCC} tid={TID} mid={MID} resp=00 auth_code={AUTH} rrn={RRN} stan={STAN}`,
			`{TS} WARN  3ds: challenge timeout for card {MASK} (BIN {BIN}), acs_trans_id={UUID}, eci=07, amount {AMT}`,
			`{TS} ERROR clearing: presentment rejected, ARN {ARN}, amount {AMT}, reason DE25=4808, retry at {TIME} UTC`,
			`{TS} auth ok card=****{LAST4} exp=**/** amt={AMT} rrn={RRN} stan={STAN} term={TID} merch={MID} mcc={MCC}`,
			`[{TS}] reversal 0400 for STAN {STAN} RRN {RRN} auth {AUTH} — original 0100 at {TIME}, amount {AMT}`,
		}},
		{kind: "c_iso8583_masked", locs: allLocs, clean: true, fn: func(b *B) {
			b.fill(`MTI 0110
 DE002: {MASK}
 DE003: 000000
 DE004: 0000000{N5~}
 DE007: {N6~}{N4~}
 DE011: {STAN}
 DE032: {N6~}
 DE037: {RRN}
 DE038: {AUTH}
 DE039: 00
 DE041: {TID}
 DE042: {MID}
 DE055: 9F2608{HEX8~}{HEX8~}9F2701809F10120110A0000{N5~}
 DE063: BIN={BIN}`)
		}},
		{kind: "c_settlement_csv", locs: allLocs, clean: true, fn: func(b *B) {
			d := pick(",", ";", "\t")
			b.T(strings.Join([]string{"batch_id", "settle_date", "arn", "masked_pan", "auth_code", "amount", "mcc"}, d) + "\n")
			for i := 1; i <= 3+rn(3); i++ {
				s := fmt.Sprintf("#%d", i)
				b.fill("{N6}" + d + "{DATE" + s + "}" + d + "{ARN" + s + "}" + d + "{MASK" + s + "}" + d + "{AUTH" + s + "}" + d + "{AMT" + s + "}" + d + "{MCC" + s + "}\n")
			}
			b.fill(pick("TOTAL"+d+d+d+d+d+"{AMT}"+d+"\n", ""))
		}},
		{kind: "c_mt940", locs: L("de", "nl", "pl", "fr", "it", "es", "en-GB", "tr"), clean: true, texts: []string{
			`:20:STARTUMS
:25:{BIC~}/{IBANC}
:28C:{N3}/1
:60F:C{N6~}EUR{N5},{N2~}
:61:{N6~}{N4~}D{N3},{N2~}NMSCNONREF//{SREF}
:86:105?00SEPA-LASTSCHRIFT?20EREF+{SREF~}?21MREF+M{N6~}?22KREF+{INVOICE}?30{BIC}?31{IBANC~}
:62F:C{N6~}EUR{N5~},{N2~}`,
			`:61:{N6~}C{N4},{N2~}NTRFKREF+{SREF}//{N6~}{N4~}
:86:166?00GUTSCHRIFT?20SVWZ+{INVOICE} {DATE}?21ABWA+Stadtwerke?32{IBANC}`,
		}},
		{kind: "c_ofx", locs: L("en-US", "en-GB", "es-MX"), clean: true, texts: []string{
			`<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>{N6~}{N2~}120000[-5:EST]
<TRNAMT>-{N3}.{N2~}
<FITID>{N6}{N6~}{N3~}
<NAME>{MERCH}
<MEMO>POS PURCHASE {MASK} AUTH {AUTH}
</STMTTRN>
<BANKACCTFROM><BANKID>{ABA}<ACCTID>{ACCT}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
			`<CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>{MASK}</CCACCTFROM><BANKTRANLIST><DTSTART>{N6~}{N2~}<DTEND>{N6~}{N2~}<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>{N6~}{N2~}<TRNAMT>{N3}.{N2~}<FITID>{RRN}<NAME>REFUND {MERCH}</STMTTRN></BANKTRANLIST></CCSTMTRS>`,
			`<LEDGERBAL><BALAMT>{N4}.{N2~}<DTASOF>{N6~}{N2~}</LEDGERBAL> <STMTTRN><TRNTYPE>XFER<TRNAMT>{N3}.00<FITID>{UNIX}<REFNUM>{N6}{N3~}<MEMO>ACH CREDIT {TRACE}</STMTTRN>`,
		}},
		{kind: "c_qif", locs: L("en-US", "en-GB"), clean: true, texts: []string{
			`!Type:Bank
D{DATE}
T-{N3}.{N2~}
PCHECKCARD {N4~} {MERCH} {N6~}{N6~}{N6~}{N4~}
N{N4}
^
D{DATE~}
T{N4}.00
PPAYROLL ACH ID {N6~}{N4~}
^`,
			`!Type:CCard
D{DATE}
T-{N2}.{N2~}
P{MERCH}
M{MASK} AUTH {AUTH}
^
D{DATE~}
T-{N3}.{N2~}
PINTEREST CHARGE
LInterest
^`,
			`QIF import error on line {N3}: "D{DATE}" unparseable date, amount T-{N4}.{N2~}, ref {SREF}`,
		}},
		{kind: "c_bank_csv", locs: allLocs, clean: true, fn: func(b *B) {
			d := pick(";", ",")
			b.T(pick("Buchungstag;Valuta;Empfänger;Verwendungszweck;Betrag\n", "Date,Description,Reference,Amount,Balance\n", "Data;Opis;Nr ref.;Kwota;Saldo\n", "Fecha;Concepto;Referencia;Importe;Saldo\n"))
			for i := 1; i <= 3+rn(3); i++ {
				s := fmt.Sprintf("#%d", i)
				b.fill("{DATE" + s + "}" + d + "\"{MERCH}\"" + d + pick("{SREF"+s+"}", "KARTE {MASK"+s+"}", "IBAN {IBANC"+s+"}", "ARN {ARN"+s+"}", "{INVOICE"+s+"}") + d + "{AMT" + s + "}" + d + "{AMT~}\n")
			}
		}},
		{kind: "c_kb_question", locs: allLocs, clean: true, texts: []string{
			`What's the difference between an ARN and an RRN? e.g. ARN {ARN} vs RRN {RRN} on the same transaction.`,
			`Visa reason code {RC} — what compelling evidence do we need? dispute amount {AMT}, txn date {DATE}, auth code {AUTH}.`,
			`Is BIN {BIN} a prepaid or debit range? We see high decline rates for MCC {MCC} from that BIN since {DATE}.`,
			`How long is the chargeback window for Mastercard {RC}? The transaction settled {DATE}, amount {AMT}, ARN {ARN}.`,
			`Can I refund a card ending {LAST4} if the original auth {AUTH} is older than 180 days? PI {PI}`,
			`Why does IBAN {IBAN} fail validation in our form? BIC is {BIC}.`,
			`What does response code 51 mean vs 05? Terminal {TID}, merchant {MID}, STAN {STAN}.`,
			`ABA {ABA} — is this the routing number for wires or only ACH? account {ACCT}`,
			`How do I read a 23-digit ARN like {ARN}? Which digits are the acquirer BIN and the julian date?`,
			`In MT940, what does ":61:{N6~}{N4~}D{N3},{N2~}NTRF" mean? Our parser breaks on reference {SREF}.`,
		}},
		{kind: "c_crypto_ticket", locs: allLocs, clean: true, texts: []string{
			`Withdrawal pending: 0.{N5} ETH to {WAL}, tx {TXH}, network fee 0.000{N3~} ETH, requested {TS}`,
			`Deposit not credited — {N3}.{N2~} USDT to {WAL}, TxID {TXH}, block {N6}{N2~}, confirmations 3/12`,
			`Which address should I use, {WAL} or {WAL#2}? Ticket {REF}, previous tx {TXH}.`,
		}},
		{kind: "c_api_log", locs: allLocs, clean: true, texts: []string{
			`{TS} POST /v1/payment_intents 200 {REQ} idempotency_key={UUID} pi={PI} amount={N4} currency=eur customer={CUS}`,
			`{TS} GET /v1/charges/{CH} 404 request_id={REQ} api_version=2024-06-20 key=pk_live_****{LAST4}`,
			`{"id":"{PI}","object":"payment_intent","amount":{N4},"client_secret":"{PI~}_secret_[redacted]","payment_method":"{PM}","status":"requires_capture","created":{UNIX}}`,
			`publishable key {PK} is used in checkout.js; secret key stored in vault path kv/payments/stripe (not shown). account {ACCTID}`,
			`Adyen pspReference {PSP} merchantReference {ORDER} resultCode=Authorised authCode={AUTH} cardSummary={LAST4}`,
		}},
		{kind: "c_webhook_event", locs: allLocs, clean: true, texts: []string{
			`{"id":"{EVT}","type":"charge.dispute.created","created":{UNIX},"data":{"object":{"id":"{DP}","amount":{N4},"charge":"{CH}","reason":"fraudulent","evidence_details":{"due_by":{UNIX~}}}}}`,
			`Stripe-Signature: t={UNIX},v1={HEXSEC~}{N6~}
received {EVT} (payment_intent.payment_failed) for {PI}, last_payment_error.code=card_declined`,
		}},
		{kind: "c_wire_mt103", locs: allLocs, clean: true, texts: []string{
			`:20:{SREF}
:23B:CRED
:32A:{N6~}EUR{N5},{N2~}
:50K:/{IBANC}
NORTHWIND TRADING BV
:57A:{BIC}
:59:/{IBANC~}
ACME GMBH
:70:/INV/{INVOICE}
:71A:SHA`,
			`gpi tracker: UETR {UETR} status ACSP, amount {AMT}, from {BIC} to {BIC~}, last update {TS}`,
			`SEPA Instant credit transfer {SREF}: debtor IBAN {IBAN}, creditor IBAN {IBAN~}, {AMT}, accepted {TS}`,
		}},
		{kind: "c_nacha", locs: L("en-US"), clean: true, texts: []string{
			`6220{ABA}{ACCT}     00000{N5}ID{N6~}{N6~}   ACME PAYROLL           0{TRACE}
705PAYMENT RELATED INFO INV {INVOICE}                                       00010000001`,
			`ACH batch {N6}: 142 entries, total debit {AMT}, total credit {AMT~}, ODFI {ABA}, effective {DATE}, trace range {TRACE}–{TRACE~}`,
			`101 {ABA}{N6~}{N4~}{N6~}{N4~}A094101NORTHWIND BANK           ACME CORP
5200ACME CORP                           1{N6~}{N3~}PPDPAYROLL   {N6~}{N6~}   1{ABA}0000001`,
			`R01 return received for trace {TRACE}, amount {AMT}, RDFI {ABA}, effective {DATE} — insufficient funds`,
		}},
		{kind: "c_loan_summary", locs: L("en-US"), clean: true, texts: []string{
			`Loan {LOAN}: principal {AMT}, APR {PCT}, 360 payments, first due {DATE}. Borrower SSN on file {SSNM}. Escrow acct {ACCT}.`,
			`Underwriting checklist for {LOAN}: DTI 38.{N1~}%, FICO 7{N2~}, LTV 80%, appraisal {AMT}, rate lock until {DATE}. TIN verified (last 4 only: {SSNM}).`,
		}},
		{kind: "c_fraud_rules", locs: allLocs, clean: true, texts: []string{
			`rule vel_24h: if count(auth where bin={BIN} and mcc in ({MCC},{MCC~})) > 5 within 24h and amount > {AMT} then review`,
			`Blocked BIN ranges added {DATE}: {BIN}–{BIN~}, {BIN}. Reason: card testing, 1,{N3~} attempts from ASN 1{N4~}.`,
			`Alert {REF}: 37 declines in 10 min on MID {MID}, terminal {TID}, amounts {AMT} each, response code 05/51.`,
		}},
		{kind: "c_chargeback_status", locs: allLocs, clean: true, texts: []string{
			`Case {REF} | reason {RC} | amount {AMT} | ARN {ARN} | opened {DATE} | status: pre-arbitration`,
			`Representment submitted for {DP}: ARN {ARN}, original auth {AUTH} on {DATE}, amount {AMT}, card {MASK}.`,
			`Dispute {REF} won — provisional credit of {AMT} reversed on {DATE}. RRN {RRN}.`,
		}},
		{kind: "c_chat", locs: allLocs, clean: true, fn: cleanChat},
		{kind: "c_pos_receipt", locs: allLocs, clean: true, texts: []string{
			`*** CUSTOMER COPY ***
{MERCH}
TID: {TID}   MID: {MID}
{DATE}  {TIME}
CARD: {MASK}
AID: {AID}
TVR: 00000{N5~}   TSI: E800
AUTH CODE: {AUTH}   RRN: {RRN}
TOTAL: {AMT}
NO CARDHOLDER VERIFICATION`,
			`Receipt #{N6} — {MERCH} — card ****{LAST4} (contactless) — {AMT} — auth {AUTH} — {DATE} {TIME}`,
		}},
		{kind: "c_kyc_status", locs: allLocs, clean: true, texts: []string{
			`KYC {REF}: document check passed, liveness 0.9{N2~}, watchlist clear, submitted {TS}, applicant id {UUID}`,
			`Onboarding funnel {DATE}: 1,{N3~} started, {N3~} completed, {N2~}% drop at SSN step (we only store {SSNM}).`,
		}},
		{kind: "c_token_placeholders", locs: allLocs, clean: true, texts: []string{
			`How do I send the header? Authorization: Bearer <ACCESS_TOKEN> and Idempotency-Key: {UUID}`,
			`Set STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxx in your env, then run the refund for {CH}.`,
			`The token looks like eyJhbGciOi... (truncated) — it expired at {UNIX}, request {REQ}.`,
			`curl -H "Authorization: Bearer $ACCESS_TOKEN" https://api.northwind-payments.com/v1/disputes/{DP}`,
			`api_key = os.environ["ADYEN_API_KEY"]  # merchant account NorthwindECOM, psp {PSP}`,
			`client_secret: "[REDACTED]" — client_id {PPCLIENT}, order {ORDER}`,
		}},
		{kind: "c_bin_table", locs: allLocs, clean: true, fn: func(b *B) {
			b.T("| BIN | brand | type | country | issuer |\n|---|---|---|---|---|\n")
			for i := 1; i <= 3+rn(3); i++ {
				b.fill("| {BIN#" + fmt.Sprint(i) + "} | " + pick("VISA", "MASTERCARD", "AMEX", "MAESTRO", "DISCOVER") + " | " + pick("credit", "debit", "prepaid") + " | " + pick("US", "GB", "DE", "BR", "IN", "TR") + " | {BANK} |\n")
			}
		}},
		{kind: "c_sql_query", locs: allLocs, clean: true, texts: []string{
			`SELECT arn, auth_code, amount FROM clearing WHERE arn = '{ARN}' AND settle_date >= '{DATE}';`,
			`UPDATE disputes SET status='won' WHERE case_id='{REF}' AND rrn='{RRN}'; -- amount {AMT}`,
			`select count(*) from auths where bin = '{BIN}' and mcc = '{MCC}' and created_at > '{TS}'`,
		}},
		{kind: "c_fx_confirm", locs: allLocs, clean: true, texts: []string{
			`FX deal {SREF}: sold {AMT} bought {AMT@en-US}, rate 1.08{N3~}, value date {DATE}, settlement IBAN {IBAN}`,
			`Trade confirmation {N6}{N4~}: EUR/USD spot 1.0{N4~}, notional {AMT}, counterparty BIC {BIC}`,
		}},
		{kind: "c_lookalike_numbers", locs: allLocs, clean: true, texts: []string{
			`Gift card {GIFT} activated at POS {TID}, value {AMT}, batch {N6~}. Not a payment card — no PAN rules apply.`,
			`virtual account reference {LUHNBAD} (fails Luhn, it's our internal VA id) credited {AMT} on {DATE}`,
			`TIN match passed for payee (only {SSNM} shown). Payout: routing {ABA}, account {ACCT9}, amount {AMT}, effective {DATE}.`,
			`event_id={SNOW} ts_ms={MSTS} merchant={MID} amount={AMT} status=SETTLED`,
			`Chargeback docs shipped via UPS {UPS} on {DATE}; SEPA creditor id {CREDID}; mandate ref {SREF}.`,
			`statement period {DATE} – {DATE~}, opening balance {AMT}, closing {AMT~}, 42 transactions, ref {LUHNBAD}`,
			`kafka offset {MSTS} partition 7: {"arn":"{ARN}","rrn":"{RRN}","stan":"{STAN}","amount_minor":{N5~},"pan_token":"{LUHNBAD}"}`,
			`SSN step analytics: {N2~}% drop-off on {DATE}; cohort {SNOW}; payout account {ACCT9} (routing {ABA}) unaffected.`,
		}},
		{kind: "c_invoice_payment", locs: allLocs, clean: true, texts: []string{
			`Invoice {INVOICE} paid {DATE}: {AMT} via SEPA, ref {SREF}, to {IBAN}`,
			`Payment advice — invoice {INVOICE}, PO {ORDER}, amount {AMT}, remittance ref {SREF}, value date {DATE}`,
		}},
	}
}

var cleanChatTexts = map[string][]string{
	"en-US": {`my card ending in {LAST4} got declined at {MERCH} for {AMT}, auth code was {AUTH}? it says ref {SREF}`, `Refund of {AMT} from {DATE} still pending, case {REF}. Statement shows {MASK}.`},
	"en-GB": {`Paid {AMT} on {DATE}, still showing as pending. Card ending {LAST4}. Ref {SREF}.`},
	"en-IN": {`Amount {AMT} debited on {DATE} but failed, UPI ref {N6}{N6~}, IFSC {IFSC}. Please reverse.`},
	"de":    {`Hallo, meine Karte mit Endziffern {LAST4} wurde am {DATE} mit {AMT} belastet, Referenz {SREF}. Bitte prüfen.`, `Überweisung an {IBAN} vom {DATE} ({AMT}) ist nicht angekommen.`},
	"fr":    {`Bonjour, paiement de {AMT} refusé le {DATE}, carte {MASK}, code autorisation {AUTH}.`},
	"es":    {`Hola, me cobraron {AMT} el {DATE}, tarjeta terminada en {LAST4}, referencia {SREF}.`},
	"es-MX": {`Hice una transferencia SPEI de {AMT} el {DATE}, clave de rastreo {SREF}, no aparece.`},
	"pt-BR": {`Oi, a compra de {AMT} do dia {DATE} aparece duas vezes, cartão final {LAST4}, NSU {N6}.`},
	"it":    {`Buongiorno, addebito di {AMT} del {DATE} sulla carta {MASK}, codice autorizzazione {AUTH}.`},
	"nl":    {`Betaling van {AMT} op {DATE} mislukt, kenmerk {SREF}, rekening {IBAN}.`},
	"pl":    {`Płatność {AMT} z dnia {DATE} odrzucona, karta {MASK}, nr ref. {SREF}.`},
	"tr":    {`{DATE} tarihli {AMT} tutarındaki işlem iki kez çekildi, kart son 4 hane {LAST4}, referans {SREF}.`},
	"ru":    {`Списание {AMT} от {DATE} по карте {MASK}, код авторизации {AUTH}, RRN {RRN}. Прошу проверить.`},
	"ja":    {`{DATE}に{AMT}の二重請求がありました。カード末尾{LAST4}、承認番号{AUTH}です。`},
	"zh":    {`{DATE}的交易{AMT}被重复扣款，卡号尾号{LAST4}，参考号{RRN}。`},
	"ar":    {`تم خصم {AMT} مرتين بتاريخ {DATE}، البطاقة المنتهية بـ {LAST4}، رقم المرجع {SREF}.`},
}

func cleanChat(b *B) {
	tx := cleanChatTexts[b.loc]
	b.fill(tx[rn(len(tx))])
}
