package scrub

import "testing"

// Fourteenth round (README): the last round's leftovers and what two more
// independent corpora showed.

// TestShortMaestroNamedOnItsLine: Maestro issues 12 to 19 digits; below 16
// only the network's name or a word for a card on the line tells its card
// from an id, and the number must still pass Luhn at a Maestro prefix.
func TestShortMaestroNamedOnItsLine(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Karte 502076696116 Terminal-ID 54662697 Beleg 2743 — ist das eine Maestro- oder Debitkarte?", "Karte [REDACTED] Terminal-ID 54662697 Beleg 2743 — ist das eine Maestro- oder Debitkarte?"},
		{"Meine Maestro-Karte 5038 2390 6568 wurde belastet", "Meine Maestro-Karte [REDACTED] wurde belastet"},
		{"maestro 6759123456787 exp 09/28", "maestro [REDACTED] exp 09/28"},
		{"Maestro card: 630412345678903", "Maestro card: [REDACTED]"},
		{"order 502076696116 shipped", "order 502076696116 shipped"},
		{"card 580012345675 on file", "card [REDACTED] on file"},
		{"Продавец на Авито попросил номер карты 5038-9674-9812 для «предоплаты»", "Продавец на Авито попросил номер карты [REDACTED] для «предоплаты»"},
		{"Ho inserito la carta 5020 0277 4607 su un sito", "Ho inserito la carta [REDACTED] su un sito"},
		{"batch 580012345675 on file", "batch 580012345675 on file"},
		{"Maestro 502076696117", "Maestro 502076696117"},
		{"Maestro-Karte 5038 2390 6568 9", "Maestro-Karte 5038 2390 6568 9"},
		{"Maestro\nbatch 502076696116", "Maestro\nbatch 502076696116"},
	})
}

// TestLeadDigitApartAfterPhoneWord: plans whose numbers start with one
// digit written apart — Chile's mobile 9, Cameroon's 6, Bolivia's area code
// 3 — right after a phone word; a lone digit before a trunk 0, or one that
// no phone word heads, stays apart.
func TestLeadDigitApartAfterPhoneWord(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Reserva a nombre de Rojas, cel. 9 7746 4364.", "Reserva a nombre de Rojas, cel. [REDACTED]."},
		{"Tel: 3-344 7122", "Tel: [REDACTED]"},
		{"teléfono 6 77 44 12 29", "teléfono [REDACTED]"},
		{"Tel 3 030-1234567", "Tel 3 [REDACTED]"},
		{"items 9 7746 4364", "items 9 7746 4364"},
		{"phone 2 12 24", "phone 2 12 24"},
		{"call 5 10 15 20 minutes", "call 5 10 15 20 minutes"},
		{"Tel. 3 4 5", "Tel. 3 4 5"},
	})
}

// TestTrunkThenLoneDigit: German and Georgian numbers grouped in pairs
// from the right leave one digit alone after the area code.
func TestTrunkThenLoneDigit(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Meine alte Nummer 0351 8 76 54 32 bitte löschen", "Meine alte Nummer [REDACTED] bitte löschen"},
		{"კითხვების შემთხვევაში ტელ: 032 2 44 71 22.", "კითხვების შემთხვევაში ტელ: [REDACTED]."},
		{"Tabelle 0351 8 76 54 32", "Tabelle 0351 8 76 54 32"},
		{"Nummer 0351 8 7 5 3", "Nummer 0351 8 7 5 3"},
	})
}

// TestRingAsCallVerb: "ring" asks for a call in English and the
// Scandinavian languages when it starts a clause or follows "please";
// a key ring, an O-ring or a ring buffer is numbered.
func TestRingAsCallVerb(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Mätarställning 88213 kWh. Ring 08-552 71 22.", "Mätarställning 88213 kWh. Ring [REDACTED]."},
		{"Hej! Ring 08-552 71 22", "Hej! Ring [REDACTED]"},
		{"please ring 020 7946 0958", "please ring [REDACTED]"},
		{"key ring 12 345 678", "key ring 12 345 678"},
		{"O-ring 020 794 609", "O-ring 020 794 609"},
		{"Ring 4096 8192", "Ring 4096 8192"},
		{"Ring 2, Seat 14 22 33", "Ring 2, Seat 14 22 33"},
	})
}

// TestTollFreeGroupedAsPhone: NANP's toll-free codes grouped 3-3-4 are a
// number to call with no word for one near; an id word before it, an ISBN,
// or a code that is no toll-free one keeps it.
func TestTollFreeGroupedAsPhone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Folio fiscal 5FB2822E. Dudas: 800 226 2663.", "Folio fiscal 5FB2822E. Dudas: [REDACTED]."},
		{"Reservas 888 226 2663", "Reservas [REDACTED]"},
		{"order 800 226 2663", "order 800 226 2663"},
		{"ISBN 888 226 2663", "ISBN 888 226 2663"},
		{"range 811 226 2663", "range 811 226 2663"},
		{"batch 823 226 2663", "batch 823 226 2663"},
	})
}

// TestBearerWithChecksum: Atlassian's API tokens end in '=' and a CRC32 of
// eight hex digits; the whole is one token. A short value with the same
// ending is no token.
func TestBearerWithChecksum(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`value = "Bearer ATATT3xFfGF07TDk_vtKM8oOzzYeDfhrYwJBF_2sDJWNSPw55Wgun7WTpx45=9634B246" -> (sensitive)`, `value = "Bearer [REDACTED]" -> (sensitive)`},
		{"Authorization: Bearer ATATT3xFfGF07TDk_vtKM8oOzzYe=9634B246", "Authorization: Bearer [REDACTED]"},
		{"Bearer abc=12345678", "Bearer abc=12345678"},
	})
}

// TestOtherNumberOnItsOwnLine: an SSN label names nine digits on its own
// line; a routing number (ABA) on the next line, or after the SSN itself,
// is the bank's.
func TestOtherNumberOnItsOwnLine(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"☑ W-4 entered, SSN 031-30-2100 validated\n☐ Direct deposit (ABA 077453479)", "☑ W-4 entered, SSN [REDACTED] validated\n☐ Direct deposit (ABA 077453479)"},
		{"SSN 031-30-2100\nrouting 077453479", "SSN [REDACTED]\nrouting 077453479"},
		{"SSN: 031302100 routing 077453479", "SSN: [REDACTED] routing 077453479"},
		{"Tax ID 123456789", "Tax ID [REDACTED]"},
	})
}

// TestLabelInParentheses: a label closed by a parenthesis before its colon
// still names the number: an access code's, a mobile's.
func TestLabelInParentheses(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Meeting number (access code): 3060 762 2454\nMeeting password: NQO3706", "Meeting number (access code): 3060 762 2454\nMeeting password: NQO3706"},
		{"Mobile (work): 555 123 4567", "Mobile (work): [REDACTED]"},
	})
}

// TestExitCode011: from the US or Canada, 011 dials out before a country
// code; Buenos Aires' trunk-0 area code 011 is no exit code.
func TestExitCode011(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"From the US you dial 011 81 3-9496-6394 for the front desk", "From the US you dial [REDACTED] for the front desk"},
		{"is it 011 44 20 7778 4979 or do I need the + thing?", "is it [REDACTED] or do I need the + thing?"},
		{"order 011 44 20 7778 4979", "order 011 44 20 7778 4979"},
		{"codes 011 222 333 444 555", "codes 011 222 333 444 555"},
		{"Tel 011 4321-5678", "Tel [REDACTED]"},
	})
}

// TestYearSerialIsNoPhone: a year and a serial hyphened to it number a
// quote or a case, even after a word for "number"; a 4-4 number (Hong
// Kong, Singapore) stays a phone.
func TestYearSerialIsNoPhone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"الموضوع: طلب عرض سعر رقم 2024-865", "الموضوع: طلب عرض سعر رقم 2024-865"},
		{"tel 2023-04817", "tel 2023-04817"},
		{"رقم 2024-8651", "رقم [REDACTED]"},
	})
}

// TestClosedPlansEndTheNumber: more closed numbering plans (Ghana, Ecuador,
// Uruguay, Venezuela…) end an international number before the year a
// flattened table's next column gives.
func TestClosedPlansEndTheNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Ghana Akwaaba Supplies Ltd Kumasi +233 27 532 9965 2021 Uruguay", "Ghana Akwaaba Supplies Ltd Kumasi [REDACTED] 2021 Uruguay"},
		{"Quito +593 90 901 0034 2018 Venezuela", "Quito [REDACTED] 2018 Venezuela"},
		{"Tel +598 2680 7601 2015 Ecuador", "Tel [REDACTED] 2015 Ecuador"},
	})
}

// TestNANPColumnOrLabelLine: a valid NANP number grouped 3-3-4 set apart
// as a column of a fixed-width line (a fax header), or the whole value of
// a short label's line; a line of three numbers alone, or one an id word
// names, stays.
func TestNANPColumnOrLabelLine(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"NOV-14-2024 10:22  FROM:ST MARY MEDICAL GRP   404 267 3733        P. 001/004", "NOV-14-2024 10:22  FROM:ST MARY MEDICAL GRP   [REDACTED]        P. 001/004"},
		{"12/02/2024 16:41  312 928 4170        GREEN VALLEY AUTO", "12/02/2024 16:41  [REDACTED]        GREEN VALLEY AUTO"},
		{"Ευχαριστώ.»\nΑπό: 697 706 6527", "Ευχαριστώ.»\nΑπό: [REDACTED]"},
		{"totals\n437 975 3325\n", "totals\n437 975 3325\n"},
		{"Invoice: 697 706 6527", "Invoice: 697 706 6527"},
		{"PM: 503 992 2955 cases shipped", "PM: 503 992 2955 cases shipped"},
	})
}

// TestDigitByDigit: a number read out or typed a digit at a time right
// after a phone word; counts and short sequences stay.
func TestDigitByDigit(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Klant: Mijn gsm-nummer is 0 4 7 1 9 0 6 2 9 7.", "Klant: Mijn gsm-nummer is [REDACTED]."},
		{"llamar al 6 1 2 3 4 5 6 7 8 (lo escribió así)", "llamar al [REDACTED] (lo escribió así)"},
		{"scores 1 2 3 4 5 6 7 8 9 10", "scores 1 2 3 4 5 6 7 8 9 10"},
		{"tel 1 2 3 4", "tel 1 2 3 4"},
		{"Tel 0 4 7 1 9 0 6 2 9 7x", "Tel 0 4 7 1 9 0 6 2 9 7x"},
	})
}

// TestMeetingNumbers: a meeting's number in a dial-in block or minutes is
// the meeting's, not a phone; the dial-in numbers beside it stay phones.
func TestMeetingNumbers(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"三、会议号 634 929 341（腾讯会议，无电话入会）", "三、会议号 634 929 341（腾讯会议，无电话入会）"},
		{"Meeting number: 3060 762 2454\nJoin by phone\n+44 20 7903 9515 United Kingdom Toll", "Meeting number: 3060 762 2454\nJoin by phone\n[REDACTED] United Kingdom Toll"},
		{"after the meeting call 555-123-4567", "after the meeting call [REDACTED]"},
	})
}

// TestSpanishGroupingAfterAl: Spain's nine digits grouped 3-2-2-2 or
// 2-3-2-2 after "al"; other groupings there, or the same digits after
// another word, stay.
func TestSpanishGroupingAfterAl(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Adjunto la factura por 1.234,56 €. Cualquier duda, al 691 16 30 21.", "Adjunto la factura por 1.234,56 €. Cualquier duda, al [REDACTED]."},
		{"Cualquier duda, al 93 005 22 04.", "Cualquier duda, al [REDACTED]."},
		{"Al 691 16 30 21", "Al [REDACTED]"},
		{"al 123 45 67 89", "al 123 45 67 89"},
		{"lote 691 16 30 21", "lote 691 16 30 21"},
	})
}

// TestNumberWordsCzechGreek: "number" in Czech, Slovak, Croatian and Greek
// hints at a phone as "number" does; an order's number stays.
func TestNumberWordsCzechGreek(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"[12. 3. 2026 14:02] Jan: Technik má číslo 786 084 519, zakázka č. 191181", "[12. 3. 2026 14:02] Jan: Technik má číslo [REDACTED], zakázka č. 191181"},
		{"číslo objednávky 786 084 519", "číslo objednávky 786 084 519"},
		{"cena 786 084 519 Kč", "cena 786 084 519 Kč"},
	})
}

// TestLabelLineTwoGroups: a short label's line whose whole value is an area
// code and a subscriber number of six digits or more ("Πρακτορείο: 210
// 3008037"); an account's, a version's or a case's number stays.
func TestLabelLineTwoGroups(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Κωδικός κράτησης VI7663203\nΠρακτορείο: 210 3008037\nΠοιο δρομολόγιο;", "Κωδικός κράτησης VI7663203\nΠρακτορείο: [REDACTED]\nΠοιο δρομολόγιο;"},
		{"Kontonummer: 123 4567890\n", "Kontonummer: 123 4567890\n"},
		{"Version: 12 3456789\n", "Version: 12 3456789\n"},
		{"Case: 123 4567890\n", "Case: 123 4567890\n"},
	})
}

// TestCustomerReferenceIsAnID: an id word before "client" or "customer"
// names the customer's id, whatever its grouping; a call to the client
// stays a phone.
func TestCustomerReferenceIsAnID(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Référence client 69 23 23 92 91 (numéro de dossier, pas un téléphone).", "Référence client 69 23 23 92 91 (numéro de dossier, pas un téléphone)."},
		{"Appelez le client 06 23 23 92 91", "Appelez le client [REDACTED]"},
	})
}

// TestVerbWithObjectIsNoLabel: "message me on", "order us at": a verb and
// its object before a number are no id's label; Chile's "Fono" is a phone
// line.
func TestVerbWithObjectIsNoLabel(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Room available, £495 pcm. Message me on 0161 961 9484 or email leeds@example.org", "Room available, £495 pcm. Message me on [REDACTED] or email [REDACTED]"},
		{"Messages 0161 961 9484", "Messages 0161 961 9484"},
		{"Ferretería El Tornillo — Santiago. Fono 9 4295 0896 · RUT 76.123.456-7", "Ferretería El Tornillo — Santiago. Fono [REDACTED] · RUT 76.123.456-7"},
	})
}

// TestDeliveryRoleRightBefore: the driver, rider or courier named right
// before a number in a courier's message is whom to call; the word
// elsewhere, or a tracking word between, names no phone.
func TestDeliveryRoleRightBefore(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Posten: Pakken RB325989601NO er klar i pakkeboks, kode 190782. Sjåfør 997 98 456.", "Posten: Pakken RB325989601NO er klar i pakkeboks, kode 190782. Sjåfør [REDACTED]."},
		{"InPost: Kod odbioru: 091615. Kurier: 599-545-159.", "InPost: Kod odbioru: 091615. Kurier: [REDACTED]."},
		{"GLS: Din pakke 88621118940 leveres i dag. Chauffør: 50 99 52 44. PakkeShop 87366.", "GLS: Din pakke 88621118940 leveres i dag. Chauffør: [REDACTED]. PakkeShop 87366."},
		{"LBC: Ang iyong padala 273376007571 ay darating ngayon. Rider: 09188413435. COD ₱23.90", "LBC: Ang iyong padala 273376007571 ay darating ngayon. Rider: [REDACTED]. COD ₱23.90"},
		{"順豐：取件碼 246531。速遞員 9735 7269", "順豐：取件碼 246531。速遞員 [REDACTED]"},
		{"Olva Courier Perú: courier tracking 6682640921, monto S/ 29.99.", "Olva Courier Perú: courier tracking 6682640921, monto S/ 29.99."},
		{"the driver 2021 2022 2023", "the driver 2021 2022 2023"},
	})
}

// TestWaybillAndDinersSixteen: an air waybill's number is the shipment's;
// Diners Club's 300-305 prefixes also issue 16 digits.
func TestWaybillAndDinersSixteen(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Air waybill 074-30629454, flight LH 3909, pieces 3", "Air waybill 074-30629454, flight LH 3909, pieces 3"},
		{"Ticket CS-983446 | caller said card 3000501775100929 was charged twice", "Ticket CS-983446 | caller said card [REDACTED] was charged twice"},
		{"card 3000501775100928 was charged twice", "card 3000501775100928 was charged twice"},
	})
}
