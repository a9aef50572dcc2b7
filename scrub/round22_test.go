package scrub

import "testing"

// Twenty-second round: what round 21's call-centre corpus (c42) still
// missed — numbers read out in chunks, turns in subtitle and Markdown
// transcripts, a read-back of the national number, call records' parties
// — and the round's new corpora. Each table holds values missed before
// the round's rule and the neighbours it must leave as they were.

// TestChunkedSpokenCard: a caller reads a card out in the chunks it is
// said in, and a person or speech-to-text writes them so: spaces, commas
// or ellipses between one to six digits. A card's word in the turn or the
// one before, the issuer's prefix and length and Luhn tell it.
func TestChunkedSpokenCard(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Agente: Léame los números de la tarjeta, por favor.\nLlamante: 4403 1560 46 30 6416\nAgente: ¿Fecha de caducidad?",
			"Agente: Léame los números de la tarjeta, por favor.\nLlamante: [REDACTED]\nAgente: ¿Fecha de caducidad?"},
		{"Pouvez-vous me lire les chiffres de la carte ?\nspk_1 (71.8s): 5303, 0612, 91, 88, 42, 16\nspk_0 (98.7s): Merci",
			"Pouvez-vous me lire les chiffres de la carte ?\nspk_1 (71.8s): [REDACTED]\nspk_0 (98.7s): Merci"},
		{"Mi dica pure il numero della carta.\nCliente: 3746... 786330... 77558, scadenza 08/28.",
			"Mi dica pure il numero della carta.\nCliente: [REDACTED], scadenza 08/28."},
		{"the card i used was 45 50 7448 53 02 92 61 um it says delivered", "the card i used was [REDACTED] um it says delivered"},
		{"the card i used was 4075, 17, 79, 4550, 3306 um the order", "the card i used was [REDACTED] um the order"},
		{"Kart numaranızı alabilir miyim?\nARAYAN> 4 7 8 3 6 8 8 6 1 3 6 8 3 5 7 9, son kullanma 02/28.",
			"Kart numaranızı alabilir miyim?\nARAYAN> [REDACTED], son kullanma 02/28."},
		{`{"speaker":"agent","text":"Léame los números de la tarjeta."}` + "\n" + `{"speaker":"customer","text":"5 4 3 7 1 4 7 6 4 1 9 0 7 2 7 5"}`,
			`{"speaker":"agent","text":"Léame los números de la tarjeta."}` + "\n" + `{"speaker":"customer","text":"[REDACTED]"}`},
		// Negatives: Luhn fails, no card's word, too few digits, a
		// date's groups, two chunks only.
		{"the card i used was 45 50 7448 53 02 92 62 um", "the card i used was 45 50 7448 53 02 92 62 um"},
		{"the order i placed was 45 50 7448 53 02 92 61 um", "the order i placed was 45 50 7448 53 02 92 61 um"},
		{"card slots 12, 14, 16, 18 and 20", "card slots 12, 14, 16, 18 and 20"},
		{"card stats 5303, 0612, 91, 88, 42, 16/05", "card stats 5303, 0612, 91, 88, 42, 16/05"},
		{"card batch 5303061291 884216", "card batch 5303061291 884216"},
		{"card scores: 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3", "card scores: 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2, 3"},
	})
}

// TestReadBackNationalNumber: an agent reads a number back a digit at a
// time, often without its country code, or with the trunk 0 put back;
// commas may part the groups as they are said.
func TestReadBackNationalNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Cliente: No, ahora es el +34 94 134 75 71.\nOperador: Le repito: 9 4 1 3 4 7 5 7 1.",
			"Cliente: No, ahora es el [REDACTED].\nOperador: Le repito: [REDACTED]."},
		{"CUSTOMER> the new one is +91 68656 31424.\nADVISOR> Let me read that back, 0 6 8 6 5 6 3 1 4 2 4?",
			"CUSTOMER> the new one is [REDACTED].\nADVISOR> Let me read that back, [REDACTED]?"},
		{"okay my number is 9 8 4, 6 4 8, 2 3 7 4 um thanks", "okay my number is [REDACTED] um thanks"},
		// Negatives: another number's digits, a list of lone digits.
		{"Cliente: ahora es el +34 94 134 75 71.\nOperador: pedido 9 4 1 3 4 7 5 7 2.",
			"Cliente: ahora es el [REDACTED].\nOperador: pedido 9 4 1 3 4 7 5 7 2."},
		{"my number is 1, 2, 3, 4, 5, 6, 7, 8, 9 on the list", "my number is 1, 2, 3, 4, 5, 6, 7, 8, 9 on the list"},
	})
}

// TestReplyTurnLayouts: the reply to a turn asking for a phone, in the
// layouts transcripts come in — subtitles (SRT: the cue's number and times
// between two turns), "[SPEAKER]" and Markdown's bold labels, a speaker
// with the time — and with a few words before the number ("Sí, es el",
// "C'est le", "It's"). An SSN given as the reply to a turn asking for one.
func TestReplyTurnLayouts(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"[OPERADOR] qual o melhor telefone para contato?\n\n8\n00:02:13,593 --> 00:02:16,993\n[CLIENTE] É 27 4265-0190.\n",
			"[OPERADOR] qual o melhor telefone para contato?\n\n8\n00:02:13,593 --> 00:02:16,993\n[CLIENTE] É [REDACTED].\n"},
		{"spk_0 (44.0s): Size hangi numaradan ulaşabiliriz?\nspk_1 (62.4s): 05338857725.\n",
			"spk_0 (44.0s): Size hangi numaradan ulaşabiliriz?\nspk_1 (62.4s): [REDACTED].\n"},
		{"Operador: ¿Me indica un teléfono de contacto?\nCliente: Sí, es el 951998797.\n",
			"Operador: ¿Me indica un teléfono de contacto?\nCliente: Sí, es el [REDACTED].\n"},
		{"**Conseiller:** Quel est le meilleur numéro pour vous joindre ?\n**Cliente:** C'est le 0611271757.\n",
			"**Conseiller:** Quel est le meilleur numéro pour vous joindre ?\n**Cliente:** C'est le [REDACTED].\n"},
		{`{"speaker":"agent","text":"Can you confirm your Social Security number."}` + "\n" + `{"speaker":"customer","text":"Sure, it's 737715538."}`,
			`{"speaker":"agent","text":"Can you confirm your Social Security number."}` + "\n" + `{"speaker":"customer","text":"Sure, it's [REDACTED]."}`},
		{"ID&V — acct 272-153-2843\nsocial 089963278 verified", "ID&V — acct 272-153-2843\nsocial [REDACTED] verified"},
		// Negatives: the turn before asked for an order, the reply
		// names its number, the question gave a number, "social" is
		// part of a word.
		{"[AGENT] What is your order number?\n\n4\n00:01:08,863 --> 00:01:11,446\n[CUST] It's 4152343671.\n",
			"[AGENT] What is your order number?\n\n4\n00:01:08,863 --> 00:01:11,446\n[CUST] It's 4152343671.\n"},
		{"Operador: ¿Me indica un teléfono de contacto?\nCliente: pedido 951998797.\n",
			"Operador: ¿Me indica un teléfono de contacto?\nCliente: pedido 951998797.\n"},
		{"antisocial 089963278 verified", "antisocial 089963278 verified"},
	})
}

// TestCallRecordParties: an Asterisk call detail record (Master.csv) names
// the caller's and the called number "src" and "dst" and writes the caller
// id "Name" <number>; a SIP header writes a display name the same way.
// Other tables' "src", and angle brackets without a quoted name, stay.
func TestCallRecordParties(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"\"accountcode\",\"src\",\"dst\",\"dcontext\",\"clid\",\"channel\",\"dstchannel\",\"lastapp\"\n\"\",\"503574775\",\"6996\",\"from-trunk\",\"\"\"Julia Nowak\"\" <503574775>\",\"PJSIP/trunk-0000872d\",\"PJSIP/6996-0000ec2a\",\"Dial\"\n" +
			"\"sales\",\"0215930102\",\"1036\",\"from-trunk\",\"\"\"Hugo Durand\"\" <0215930102>\",\"PJSIP/trunk-00002c30\",\"PJSIP/1036-0000630e\",\"Dial\"\n",
			"\"accountcode\",\"src\",\"dst\",\"dcontext\",\"clid\",\"channel\",\"dstchannel\",\"lastapp\"\n\"\",\"[REDACTED]\",\"6996\",\"from-trunk\",\"\"\"Julia Nowak\"\" <[REDACTED]>\",\"PJSIP/trunk-0000872d\",\"PJSIP/6996-0000ec2a\",\"Dial\"\n" +
				"\"sales\",\"[REDACTED]\",\"1036\",\"from-trunk\",\"\"\"Hugo Durand\"\" <[REDACTED]>\",\"PJSIP/trunk-00002c30\",\"PJSIP/1036-0000630e\",\"Dial\"\n"},
		{`From: "Carlos Ruiz" <5416408462>;tag=as5d`, `From: "Carlos Ruiz" <[REDACTED]>;tag=as5d`},
		// Negatives.
		{"src,dst,bytes\n503574775,6996,1200\n", "src,dst,bytes\n503574775,6996,1200\n"},
		{"see ticket <5416408462> for details", "see ticket <5416408462> for details"},
	})
}

// TestCallBackWords: "call me back on", "Pls ring": a call asked for
// right before the number.
func TestCallBackWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"the card i used was 4111 1111 1111 1111 um okay you can call me back on 0 7 5 9 0 4 9 3 2 9 7 thank you",
			"the card i used was [REDACTED] um okay you can call me back on [REDACTED] thank you"},
		{"Customer: Pls ring 07959884901 when outside, buzzer broken", "Customer: Pls ring [REDACTED] when outside, buzzer broken"},
		// Negatives.
		{"ring size 7, order back on 12 March", "ring size 7, order back on 12 March"},
	})
}

// TestRound22Keeps: what the round's corpora showed taken wrongly — a
// plan's or a policy's ID (the word before "ID" says whose), a range of
// years with a spaced dash after a phone, SMSA Express's waybills (no
// "SMS"), a SIP Call-ID (a call's name, not a mailbox), and nine digits
// after ACH or a routing word on a line that names a TIN (a routing
// number, not an SSN).
func TestRound22Keeps(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Benefits summary 2026: medical plan ID 44806-2025-12, group number 259311, Rx BIN 200640",
			"Benefits summary 2026: medical plan ID 44806-2025-12, group number 259311, Rx BIN 200640"},
		{"Referee 1: Sienna Kelly, ph 02 9883 8411; period 2012 - 2014.", "Referee 1: Sienna Kelly, ph [REDACTED]; period 2012 - 2014."},
		{"where is my parcel?? SMSA 317093784974", "where is my parcel?? SMSA 317093784974"},
		{"INVITE sip:+4930123@ims.example.net SIP/2.0\r\nCall-ID: eca902b162bf6f@ims.mnc015.mcc234.3gppnetwork.org\r\nCSeq: 1 INVITE",
			"INVITE sip:[REDACTED]@ims.example.net SIP/2.0\r\nCall-ID: eca902b162bf6f@ims.mnc015.mcc234.3gppnetwork.org\r\nCSeq: 1 INVITE"},
		{"kamailio: ci=a21712c1a09f6d@pc33.atlanta.com method=INVITE", "kamailio: ci=a21712c1a09f6d@pc33.atlanta.com method=INVITE"},
		{"TIN type ITIN, TIN 993 90 8468. Payout via ACH 055558167/9944550329.", "TIN type ITIN, TIN [REDACTED]. Payout via ACH 055558167/9944550329."},
		// What must still be found.
		{"Caller ID 5551234567, contact number", "Caller ID [REDACTED], contact number"},
		{"SMS 0501234567", "SMS [REDACTED]"},
		{"Contact: john.smith@example.com", "Contact: [REDACTED]"},
		{"hi: john@example.com", "hi: [REDACTED]"},
		{"SSN 055558167", "SSN [REDACTED]"},
	})
}

// TestNumberFields: fields and labels that name a message's or a call's
// party — an SMS gateway's recipient (JSON, XML, an SMPP PDU's dst_addr, a
// "to" in an SMS API's query), a dialled number (DNIS), a line assigned to
// a SIM — an INSERT's tuples wrapped one to a line, which pass for a
// table under the statement, and a column whose name's head is a phone's
// word ("Billing Phone", though "billing" is a card's word).
func TestNumberFields(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"recipients":{"totalCount":2,"items":[{"recipient":27614747039,"status":"delivered"}]}}`,
			`{"recipients":{"totalCount":2,"items":[{"recipient":[REDACTED],"status":"delivered"}]}}`},
		{`{"recipients":["33603926436"],"originator":"70152"}`, `{"recipients":["[REDACTED]"],"originator":"70152"}`},
		{"  <Recipient>2348189630951</Recipient>", "  <Recipient>[REDACTED]</Recipient>"},
		{"submit_sm dst_ton=1 dst_npi=1 dst_addr=639188067456 esm_class=0", "submit_sm dst_ton=1 dst_npi=1 dst_addr=[REDACTED] esm_class=0"},
		{"GET /api/sendsms?username=acme&to=639178049001&text=Your+OTP", "GET /api/sendsms?username=acme&to=[REDACTED]&text=Your+OTP"},
		{"  ANI: 393338804141\n  DNIS: 0289457013\n", "  ANI: [REDACTED]\n  DNIS: [REDACTED]\n"},
		{"MSISDN assigned: 48787576383", "MSISDN assigned: [REDACTED]"},
		{"INSERT INTO subscribers (msisdn, imsi, iccid, email, created_at) VALUES\n  ('2347034908725', '621206329432194', '89234772406584741445', 'b@example.com', '2024-04-24 09:38:55'),\n  ('2347039060922', '621507800892078', '89234515180430351285', 'c@example.com', '2024-12-25 09:42:01');",
			"INSERT INTO subscribers (msisdn, imsi, iccid, email, created_at) VALUES\n  ('[REDACTED]', '621206329432194', '89234772406584741445', '[REDACTED]', '2024-04-24 09:38:55'),\n  ('[REDACTED]', '621507800892078', '89234515180430351285', '[REDACTED]', '2024-12-25 09:42:01');"},
		{"Name,Billing Name,Billing Phone,Tracking\n#9431,Luca Esposito,\"340 003 9993\",1ZC97YUS0285599514\n#9432,Anna Rossi,\"347 114 2290\",1ZC97YUS0285599515",
			"Name,Billing Name,Billing Phone,Tracking\n#9431,Luca Esposito,\"[REDACTED]\",1ZC97YUS0285599514\n#9432,Anna Rossi,\"[REDACTED]\",1ZC97YUS0285599515"},
		// Negatives: "to" outside an SMS API, '[' as prose writes it,
		// Australia's tax file number.
		{"https://example.com/api/orders?id=5&to=639178049001", "https://example.com/api/orders?id=5&to=639178049001"},
		{"COLLECTIONS NOTE — acct 57074639971 / 0606252001 — dialed [REDACTED]", "COLLECTIONS NOTE — acct 57074639971 / 0606252001 — dialed [REDACTED]"},
		{"Name,TFN,Date\nJack Wilson,817 790 684,04.05.2024\nLiam Brown,169 326 696,08.01.2025", "Name,TFN,Date\nJack Wilson,817 790 684,04.05.2024\nLiam Brown,169 326 696,08.01.2025"},
	})
}

// TestRound22Labels: more of what gives a number to call — "they'll
// ring", "Alt #", a handphone's "H.P:", "the social is",
// an address and a slash before the number, the last sentence of a turn
// that asks, and a label offering the number for questions about an
// invoice (the invoice's word does not name the number then).
func TestRound22Labels(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"> If the courier can't find you they'll ring 785 140 540.", "> If the courier can't find you they'll ring [REDACTED]."},
		{"RPC with Vikram. Alt # 89651 85743. Email statement", "RPC with Vikram. Alt # [REDACTED]. Email statement"},
		{"성명: 김민준\nH.P: 01086629915", "성명: 김민준\nH.P: [REDACTED]"},
		{"the social is 709 09 6633", "the social is [REDACTED]"},
		{"Kontakt: oscar.eriksson@gmail.com / 0720526981", "Kontakt: [REDACTED] / [REDACTED]"},
		{"[08:24] Agent: Your payout was held (case 04284576278). Best callback number?\n[08:25] Fernanda Flores: 55 7724 4532",
			"[08:24] Agent: Your payout was held (case 04284576278). Best callback number?\n[08:25] Fernanda Flores: [REDACTED]"},
		{"Per domande sulla fattura: 02 0215 4291, support@x.example", "Per domande sulla fattura: [REDACTED], [REDACTED]"},
		{"Fragen zur Rechnung: 0157 371 62 44", "Fragen zur Rechnung: [REDACTED]"},
		{"Per domande sulla fattura: 320 574 4655, hello@x.example", "Per domande sulla fattura: [REDACTED], [REDACTED]"},
		{"Contact for questions: 658720046, fernandez@example.com", "Contact for questions: [REDACTED], [REDACTED]"},
		{"¿Dudas? márcanos al 55-9750-0653.", "¿Dudas? márcanos al [REDACTED]."},
		{"Buyer contact: lopez.martina55@example.es ; 698281102", "Buyer contact: [REDACTED] ; [REDACTED]"},
		{"联系方式：18770353144", "联系方式：[REDACTED]"},
		{"j'ai reçu un appel du 0653596571 se présentant", "j'ai reçu un appel du [REDACTED] se présentant"},
		{"terugbetaling, vragen? bel 0643437965 of mail", "terugbetaling, vragen? bel [REDACTED] of mail"},
		{"verified via OTP to 08934312360. PAN", "verified via OTP to [REDACTED]. PAN"},
		{"Mobile (for 2FA): 630773558\nContact email: x", "Mobile (for 2FA): [REDACTED]\nContact email: x"},
		{"05:34 outbound +919902708710 – no answer\n17:43 outbound 62356 52178 – wrong party", "05:34 outbound [REDACTED] – no answer\n17:43 outbound [REDACTED] – wrong party"},
		// Negatives.
		{"Order (new): 630773558", "Order (new): 630773558"},
		{"inbound 4 pallets, outbound 1234 units; Inbound shipment 1234567890", "inbound 4 pallets, outbound 1234 units; Inbound shipment 1234567890"},
		{"Questions? 2024-01-05 12:00", "Questions? 2024-01-05 12:00"},
		{"ring size 7 or 9876543210", "ring size 7 or 9876543210"},
		{"called re: billing question re: claim 2023-772129-94. Best callback +1-216-382-4085",
			"called re: billing question re: claim 2023-772129-94. Best callback [REDACTED]"},
		{"Invoice 0157 371 62 44", "Invoice 0157 371 62 44"},
		{"social media 089963278", "social media 089963278"},
		{"altitude: 5551234567 ft", "altitude: 5551234567 ft"},
	})
}

// TestTelecomAndDispatch: a driver or a titled person named before the
// number in parentheses, number portability (MNP), Spanish "llamó desde",
// a mobile money confirmation's other party (M-PESA), an
// e-mail address and the number after it on a contact line, Kamailio's
// logged URI users ($rU, $fU), and a number inside a USSD code.
func TestTelecomAndDispatch(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Dispatch R-363: driver Juan (09053768545) vehicle RAQ 7119", "Dispatch R-363: driver Juan ([REDACTED]) vehicle RAQ 7119"},
		{"\"CMJYVKRI4K Confirmed. Ksh3,854.00 sent to NJERI MUTUA 0119138650 on 5/8/24 at 10:47 PM.",
			"\"CMJYVKRI4K Confirmed. Ksh3,854.00 sent to NJERI MUTUA [REDACTED] on 5/8/24 at 10:47 PM."},
		{"duplicate records? Mohammed Khan mkhan05@example.ae 0521061058 acct ACC-8861578377", "duplicate records? Mohammed Khan [REDACTED] [REDACTED] acct ACC-8861578377"},
		{"NOTICE: <script>: INVITE rU=00918017920230 fU=+2348134938220 ci=0cb18711e94de3@10.20.1.1",
			"NOTICE: <script>: INVITE rU=[REDACTED] fU=[REDACTED] ci=0cb18711e94de3@10.20.1.1"},
		{"Also tried call-me-back *561*0745118946#. Balance check *101# works.", "Also tried call-me-back *561*[REDACTED]#. Balance check *101# works."},
		{"Dispatch R-869: driver Valentina (348 772 1700) vehicle MQ 553 AO", "Dispatch R-869: driver Valentina ([REDACTED]) vehicle MQ 553 AO"},
		{"Réclamation itinérance: Mme/M. Dubois (0759649169) facturé(e) 38,40 €", "Réclamation itinérance: Mme/M. Dubois ([REDACTED]) facturé(e) 38,40 €"},
		{"Portabilità MNP per 340 699 5014 — Francesca Marino", "Portabilità MNP per [REDACTED] — Francesca Marino"},
		{"cliente Sofía Rodríguez llamó desde el 734178362, pide portabilidad", "cliente Sofía Rodríguez llamó desde el [REDACTED], pide portabilidad"},
		// Negatives: an order's name before the parentheses, a carrier
		// and a waybill, no name, a voucher's PIN, a conference's id.
		{"order Juan (0767704630)", "order Juan (0767704630)"},
		{"shipped from DHL 0119138650 on Monday", "shipped from DHL 0119138650 on Monday"},
		{"voucher *130*123456789012#", "voucher *130*123456789012#"},
		{"Mr Smith (1234)", "Mr Smith (1234)"},
		{"Mrs Jones (2019-2021)", "Mrs Jones (2019-2021)"},
		{"ID de conférence téléphonique : 623412930#", "ID de conférence téléphonique : 623412930#"},
		{"user a@b.co 1234567890 (id)", "user [REDACTED] 1234567890 (id)"},
	})
}

// TestCredentialArgs: curl's -u with an API key as the user and no
// password (Checkr's and Stripe's docs) or with a password that looks
// chosen. Users alone, variables, words and a bare "secret" stay. (Session
// cookies stayed here until round 26: TestSessionCookies.)
func TestCredentialArgs(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"POST https://api.checkr.com/v1/candidates\n-u 1142bbcb517fe177ff93d6b550306da4ee25628b:\n{\"first_name\":\"Olivia\"}",
			"POST https://api.checkr.com/v1/candidates\n-u [REDACTED]:\n{\"first_name\":\"Olivia\"}"},
		{"curl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: -d amount=2000",
			"curl https://api.stripe.com/v1/charges -u [REDACTED]: -d amount=2000"},
		{"curl --user 'admin:Hunter2024x' https://x.example", "curl --user 'admin:[REDACTED]' https://x.example"},
		// Negatives.
		{"curl -u root https://x.example", "curl -u root https://x.example"},
		{"curl -u $USER:$PASS https://x.example", "curl -u $USER:$PASS https://x.example"},
		{"curl -u user:<password> https://x.example", "curl -u user:<password> https://x.example"},
		{"curl -u api_key_goes_here_xxxxxx: https://x.example", "curl -u api_key_goes_here_xxxxxx: https://x.example"},
		{`{"secret": "my-secret-name"}`, `{"secret": "my-secret-name"}`},
		{"tar -xzf -u file", "tar -xzf -u file"},
	})
}

// TestCamelCaseKeys: a JSON key in camelCase names its value by its head
// word, as a column's name does ("homePhone", "customerPhone",
// "employeeSsn", "socialSecurityNumber"); the label index knows words at
// their starts only. A count, an id, a call's measure and a message's
// "text" stay.
func TestCamelCaseKeys(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"homePhone": "5551234567"}`, `{"homePhone": "[REDACTED]"}`},
		{`{"customerPhone": "333 4447343", "position": 3}`, `{"customerPhone": "[REDACTED]", "position": 3}`},
		{`{"billingPhone":3334447343}`, `{"billingPhone":[REDACTED]}`},
		{`{"socialSecurityNumber": "078520774"}`, `{"socialSecurityNumber": "[REDACTED]"}`},
		{`{"employeeSsn": "078520774"}`, `{"employeeSsn": "[REDACTED]"}`},
		// Negatives.
		{`{"phoneCount": "3334447343"}`, `{"phoneCount": "3334447343"}`},
		{`{"phoneId": "3334447343"}`, `{"phoneId": "3334447343"}`},
		{`{"callDuration": 5551234567}`, `{"callDuration": 5551234567}`},
		{`{"speaker":"customer","text":"74398-705."}`, `{"speaker":"customer","text":"74398-705."}`},
		{`{"orderId": "5551234567"}`, `{"orderId": "5551234567"}`},
	})
}

// TestHL7AndFax: HL7's extended telecommunication number (XTN), its area
// code and local number in components after the use code and the
// equipment type; a NANP number a fax's or a scan's text wraps after the
// exchange's dash.
func TestHL7AndFax(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"PID|1||MRN^^^H||MARTINEZ^ANDREW||20151214|F|||4680 ELM ST^^CHICAGO^IL^60601^USA||^PRN^PH^^1^502^5734526~^NET^Internet^a@example.com",
			"PID|1||MRN^^^H||MARTINEZ^ANDREW||20151214|F|||4680 ELM ST^^CHICAGO^IL^60601^USA||^PRN^PH^^1^[REDACTED]~^NET^Internet^[REDACTED]"},
		{"PID|||^WPN^CP^^^312^4431234|", "PID|||^WPN^CP^^^[REDACTED]|"},
		{"If received in error, notify the sender.\nCall back: (907) 740-\n5660\n", "If received in error, notify the sender.\nCall back: [REDACTED]\n"},
		// Negatives: no use code and equipment before, more digits after
		// the break.
		{"OBX|1|NM|2345-7^GLUCOSE^LN||^1^502^5734526|", "OBX|1|NM|2345-7^GLUCOSE^LN||^1^502^5734526|"},
		{"(907) 740-\n56601", "(907) 740-\n56601"},
	})
}

// TestProsePasswords: a password a sentence gives ("my password is …",
// German "Passwort ist …", Spanish "contraseña", Russian and Ukrainian
// "пароль", what it is for between the word and its colon), an API key
// a sentence gives ("my API key is …"), a Tagalog request to call.
// Stand-ins and words stay. (A Wi-Fi network's key stayed here until round
// 27: TestWifiKeys.)
func TestProsePasswords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"my password is Harbor568!ok — can you reset it?", "my password is [REDACTED] — can you reset it?"},
		{"Mein Passwort ist Hallo2024xy.", "Mein Passwort ist [REDACTED]."},
		{"y la contraseña Sunrise29&Qz. Placa KUR-7397", "y la contraseña [REDACTED]. Placa KUR-7397"},
		{"Пароль від кабінету Дія: Harbor40*x, логін", "Пароль від кабінету Дія: [REDACTED], логін"},
		{"open data portal: my API key is P6sPLxIG6RdgnI14jCNwkTA3mWkgnG8ebwtg1Hks thanks", "open data portal: my API key is [REDACTED] thanks"},
		{"Pakitawagan po ako sa 09466411651. Salamat po.", "Pakitawagan po ako sa [REDACTED]. Salamat po."},
		// Negatives.
		{"the password is changeme123", "the password is changeme123"},
		{"my password is long", "my password is long"},
		{"password reset link sent", "password reset link sent"},
		{"the api key is missing from the request", "the api key is missing from the request"},
		{"Hi po, ito po number ko 09951137940, yung PhilSys ID ko", "Hi po, ito po number ko [REDACTED], yung PhilSys ID ko"},
		// A voter's ID with an SSN's word later on its line.
		{"(Voter ID 457404122). Last 4 of SSN is 6789", "(Voter ID 457404122). Last 4 of SSN is 6789"},
		{"A# 203 905 282. Contact: x", "A# 203 905 282. Contact: x"},
		{"book mobile fitter pls num: +44 (0)161 784 2884 (pol 7256688888)", "book mobile fitter pls num: [REDACTED] (pol 7256688888)"},
		{"Nr polisy 438-614-609. Proszę o kontakt: +48 71 138 81 14", "Nr polisy 438-614-609. Proszę o kontakt: [REDACTED]"},
		{"unit,sqft,rent,account\n1883,746,2276,3322-340-4285\n2183,952,1351,139 014 9992\n", "unit,sqft,rent,account\n1883,746,2276,3322-340-4285\n2183,952,1351,139 014 9992\n"},
	})
}

// TestGDSLines: a booking's lines in a global distribution system's codes
// — the e-mail of "SSR CTCE" ('@' written "//"), a card glued after the
// form of payment's "CC" and the card's code, Amadeus's mobile element
// "APM". A token with no "//", digits after other letters, "APM" alone
// stay.
func TestGDSLines(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"  8 SSR CTCE EK HK1/MOHAMMED.MANSOUR//GMAIL.COM/P2\n  9 FA PAX 176-6946538319/ETEK", "  8 SSR CTCE EK HK1/[REDACTED]/P2\n  9 FA PAX 176-6946538319/ETEK"},
		{"FARE EUR 3.098,19  TAX 157.34GB\nFOP CCAX375760712482641/0228\nvoid possible still?", "FARE EUR 3.098,19  TAX 157.34GB\nFOP CCAX[REDACTED]/0228\nvoid possible still?"},
		{" 11 FP CCVI4996966107191207/0327*CV/A922106", " 11 FP CCVI[REDACTED]/0327*CV/A922106"},
		{"  04JUN26/0430Z  MUCSU/5168  A/APM 09080371578", "  04JUN26/0430Z  MUCSU/5168  A/APM [REDACTED]"},
		// Negatives.
		{"SSR CTCE XX HK1/NOEMAIL/P1", "SSR CTCE XX HK1/NOEMAIL/P1"},
		{"REF ABCD4996966107191207/0327", "REF ABCD4996966107191207/0327"},
		{"APM 09080371578 latency dashboard", "APM 09080371578 latency dashboard"},
	})
}
