package scrub

import "testing"

// Thirteenth round (README): what two more independent corpora showed.

// TestWhatsAppIDIsItsNumber: a WhatsApp id is the account's phone number
// in E.164 without its '+', in a snake_case field or a header spelled
// with '-'; another field's id stays.
func TestWhatsAppIDIsItsNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"WhatsApp-ID: 4917612345678", "WhatsApp-ID: [REDACTED]"},
		{"whatsapp_id=4917612345678&lang=de", "whatsapp_id=[REDACTED]&lang=de"},
		{"Source-Addr: 39024985012", "Source-Addr: [REDACTED]"},
		{"order-id: 4917612345678", "order-id: 4917612345678"},
		{"message-id: 4917612345678", "message-id: 4917612345678"},
	})
}

// TestDINExtensionSuffix: DIN 5008 hyphens the extension to the number it
// dials through, "-0" being the switchboard; a one-digit group is no
// phone's otherwise, and the same shape after an id word stays.
func TestDINExtensionSuffix(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Tel. 030 12345-0", "Tel. [REDACTED]"},
		{"GF erreichbar unter +49 (0)7231 56 78-0, Umsatz 2023", "GF erreichbar unter [REDACTED], Umsatz 2023"},
		{"Durchwahl 05151 202-0 App. 317", "Durchwahl [REDACTED] App. 317"},
		{"Art.-Nr. 030 12345-0", "Art.-Nr. 030 12345-0"},
		{"Bestellung 2024 12345-0", "Bestellung 2024 12345-0"},
		{"ISBN 978 3 16 148410-0", "ISBN 978 3 16 148410-0"},
	})
}

// TestHoursAfterNumber: a range of hours or days after a spaced number is
// not part of it ("9-5"), as a lone short group after it is not.
func TestHoursAfterNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"call 555 123 4567 9-5 pm", "call [REDACTED] 9-5 pm"},
		{"Mo-Fr 0800 123 4567 8-20 Uhr", "Mo-Fr [REDACTED] 8-20 Uhr"},
		{"+1 555 123 4567 8-17", "[REDACTED] 8-17"},
		{"ref 2024 5551234567 12-3", "ref 2024 5551234567 12-3"},
	})
}

// TestCallWordsMoreLanguages: "call" (asked for or done) in Italian,
// Maltese, Icelandic, Basque, Latvian, Estonian, Serbian, Georgian,
// Catalan and Telugu, Kazakh "my number", Hindi "contact us"; Italian's
// "call the function" stays a programmer's.
func TestCallWordsMoreLanguages(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Il corriere ha chiamato dal 363 393 1432. Grazie", "Il corriere ha chiamato dal [REDACTED]. Grazie"},
		{"Ċempel 9937 1748. Grazzi", "Ċempel [REDACTED]. Grazzi"},
		{"Vinsamlegast hringið í 574 9903. Takk", "Vinsamlegast hringið í [REDACTED]. Takk"},
		{"Deitu 624613051 zenbakira.", "Deitu [REDACTED] zenbakira."},
		{"Lūdzu, zvaniet 20 639 001. Paldies", "Lūdzu, zvaniet [REDACTED]. Paldies"},
		{"Kuller helistas numbrilt 5678 5236.", "Kuller helistas numbrilt [REDACTED]."},
		{"დამირეკეთ 563 94 42 44. მადლობა", "დამირეკეთ [REDACTED]. მადლობა"},
		{"El repartidor m'ha trucat al 606209559.", "El repartidor m'ha trucat al [REDACTED]."},
		{"దయచేసి 7966032834 కి కాల్ చేయండి.", "దయచేసి [REDACTED] కి కాల్ చేయండి."},
		{"Менің нөмірім: 8 705 133 2414.", "Менің нөмірім: [REDACTED]."},
		{"संपर्क करें: 9394454272", "संपर्क करें: [REDACTED]"},
		{"chiamare la funzione 612 34 56 78 volte", "chiamare la funzione 612 34 56 78 volte"},
		{"curl https://api.payments-hub.com/v2/orders/2343573961/refund", "curl https://api.payments-hub.com/v2/orders/2343573961/refund"},
	})
}

// TestSlashAreaCodeDashedSubscriber: after a slash, a hyphen may split the
// subscriber number itself when the number is too short without its last
// part; the area code goes with it ("0170/" was left behind).
func TestSlashAreaCodeDashedSubscriber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Tel. 0170/123-4567", "Tel. [REDACTED]"},
		{"Курир је звао са 064/629-8393. Хвала", "Курир је звао са [REDACTED]. Хвала"},
		{"Tel. 0221/1234567-89", "Tel. [REDACTED]"},
		{"Schaden-Nr. 065/657-5990", "Schaden-Nr. 065/657-5990"},
		{"Rechnung 2024/123-4567", "Rechnung 2024/123-4567"},
	})
}

// TestGluedPrefixesAndAddresses: Amharic glues its prepositions to a
// number (በ, by); Asterisk's dialplan step names the number dialled; a
// WhatsApp message's "to" and "from" are phone numbers without '+'; HL7's
// next-of-kin and guarantor segments hold phones and an SSN by position.
func TestGluedPrefixesAndAddresses(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"እባክዎ በ+251 91 441 9797 ይደውሉ።", "እባክዎ በ[REDACTED] ይደውሉ።"},
		{"pbx.c: Executing [17429953888@from-pstn:1] Dial(\"PJSIP/trunk\")", "pbx.c: Executing [[REDACTED]@from-pstn:1] Dial(\"PJSIP/trunk\")"},
		{"Executing [200@from-internal:1]", "Executing [200@from-internal:1]"},
		{`{"messaging_product":"whatsapp","to":"5531909987317","type":"template"}`, `{"messaging_product":"whatsapp","to":"[REDACTED]","type":"template"}`},
		{`{"event":"page","to":"2024010112"}`, `{"event":"page","to":"2024010112"}`},
		{"MSH|^~\\&|LAB|HOSP\rNK1|1|DOE^JANE|SPO||5551234567\rGT1|1|G1|DOE^JOHN||123 MAIN ST|5551234568|||M||SE|736964894\rOBX|1|NM|2345-7||75",
			"MSH|^~\\&|LAB|HOSP\rNK1|1|DOE^JANE|SPO||[REDACTED]\rGT1|1|G1|DOE^JOHN||123 MAIN ST|[REDACTED]|||M||SE|[REDACTED]\rOBX|1|NM|2345-7||75"},
	})
}

// TestHashNamesTheNumber: a number marked '#' after a word other than an
// SSN's label is that word's ("App #782391259"), whatever SSN is near;
// "SSN #…" and "my SSN is #…" stay SSNs. A rupiah or rupee amount is no
// phone.
func TestHashNamesTheNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Co-borrower SSN: 689-16-2857 — App #782391259, rate lock 2025-04-11", "Co-borrower SSN: [REDACTED] — App #782391259, rate lock 2025-04-11"},
		{"Loan # 782 39 1259 for SSN 689-16-2857", "Loan # 782 39 1259 for SSN [REDACTED]"},
		{"SSN #782391259", "SSN #[REDACTED]"},
		{"my SSN is #782391259", "my SSN is #[REDACTED]"},
		{"Rp 45.000.000/tahun, telp 0812 3456 7890", "Rp 45.000.000/tahun, telp [REDACTED]"},
	})
}

// TestHungarianTrunkSlash: Hungary writes its trunk 06 hyphened to the
// area code and a slash before the subscriber number; the whole is the
// number (the trunk and area code had been left behind).
func TestHungarianTrunkSlash(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Érd.: 06-30/629-9161.", "Érd.: [REDACTED]."},
		{"a 06-30/376-2158 számról hívott", "a [REDACTED] számról hívott"},
		{"Tel: 06-1/234-5678", "Tel: [REDACTED]"},
		{"Seite 06-30/2024", "Seite 06-30/2024"},
		{"06-12/2024", "06-12/2024"},
	})
}

// TestMoreNamedNumbers: Belgium's enterprise number, an insurance claim,
// a lottery's numbers and a Hebrew order are no phones, whatever call is
// mentioned near them.
func TestMoreNamedNumbers(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Numéro d'entreprise 0417.497.106, TVA BE 0417.497.106", "Numéro d'entreprise 0417.497.106, TVA BE 0417.497.106"},
		{"I'm calling about claim 2026-767850. Reach me at (416) 555-0209", "I'm calling about claim 2026-767850. Reach me at [REDACTED]"},
		{"Lottery numbers 04 11 23 35 42 + 07 — how are prizes taxed?", "Lottery numbers 04 11 23 35 42 + 07 — how are prizes taxed?"},
		{"ההזמנה מספר 915479091 עדיין לא הגיעה. השליח התקשר מ-054-1234567", "ההזמנה מספר 915479091 עדיין לא הגיעה. השליח התקשר מ-[REDACTED]"},
		{"phone numbers: 0412 345 678", "phone numbers: [REDACTED]"},
		{"claims line 0800 123 4567", "claims line [REDACTED]"},
	})
}

// TestLabelledSentenceValue: a short label and a colon head a sentence of
// its own whose whole value is a phone-grouped number, as they head a
// line; Brazil's mobiles with the area code apart ("11 95430-4119").
func TestLabelledSentenceValue(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Cita el jueves a las 10:20. Centro de salud: 952 17 10 23. Traiga la tarjeta sanitaria.", "Cita el jueves a las 10:20. Centro de salud: [REDACTED]. Traiga la tarjeta sanitaria."},
		{"Wizyta w środę 15.04 o 16:00. Rejestracja: 22 163 35 33. NIP 180-301-95-45", "Wizyta w środę 15.04 o 16:00. Rejestracja: [REDACTED]. NIP 180-301-95-45"},
		{"Aluga-se apto, R$ 2.300,00, Pinheiros. Tratar com Carla: 11 95430-4119.", "Aluga-se apto, R$ 2.300,00, Pinheiros. Tratar com Carla: [REDACTED]."},
		{"Seit 2019. Rechnung: 12 34 56 789. Danke", "Seit 2019. Rechnung: 12 34 56 789. Danke"},
		{"Zahlung erhalten. Summe: 1 234 567. Danke", "Zahlung erhalten. Summe: 1 234 567. Danke"},
		{"Notaría: 93 871 76 21 y la finca", "Notaría: 93 871 76 21 y la finca"},
		{"pedido 11 95430-4119", "pedido 11 95430-4119"},
	})
}

// TestCredentialCopies: a token sent after "Bearer" is the same secret
// wherever else the text holds it whole (set in a variable first, printed
// by a tool); a longer token that contains it is another.
func TestCredentialCopies(t *testing.T) {
	tok := "b2e19376dbaa3afd04fe4816fede2a7bc8592423"
	ya := "ya29.a0YI7v6TVdgQUWgTDU4zLGq5GaGkuVxlDWiPLH5ajwUAWewlLZvf5LSzjJC9"
	checkScrubbed(t, []scrubbed{
		{"$ export KB_TOKEN=" + tok + "\n$ curl -H \"Authorization: Bearer " + tok + "\" https://kb", "$ export KB_TOKEN=[REDACTED]\n$ curl -H \"Authorization: Bearer [REDACTED]\" https://kb"},
		{"print-access-token gave " + ya + " — use as Bearer " + ya, "print-access-token gave [REDACTED] — use as Bearer [REDACTED]"},
		{"Bearer abcdefghijklmnop1234 and xabcdefghijklmnop1234", "Bearer [REDACTED] and xabcdefghijklmnop1234"},
	})
}

// TestNamedNumbersAndCallsRound13: a reference, a folio, a customer
// number in German, a Czech order, a queue's id and an order after a
// far-off phone word name their numbers; W-4 labels an SSN; "call" in
// Czech, Danish and Lithuanian, a support line, a Spanish phone line and
// a German switchboard name phones.
func TestNamedNumbersAndCallsRound13(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Reference number 800-555-0299 is our internal case ref", "Reference number 800-555-0299 is our internal case ref"},
		{"call back on (81) 0908-4420 (oficina). Folio 2024-88120, monto", "call back on [REDACTED] (oficina). Folio 2024-88120, monto"},
		{"Rufnummer 0171 5296636 mitnehmen. Kundennummer 440 1187. Rückruf", "Rufnummer [REDACTED] mitnehmen. Kundennummer 440 1187. Rückruf"},
		{"Karta byla stržena dvakrát, objednávka 2024-881. Tel. 697 515 954.", "Karta byla stržena dvakrát, objednávka 2024-881. Tel. [REDACTED]."},
		{"call center queue id 4155550232", "call center queue id 4155550232"},
		{"Caller ID 4155550232", "Caller ID [REDACTED]"},
		{"cel +54 9 11 7516-4169, pedido 0019-00012345.", "cel [REDACTED], pedido 0019-00012345."},
		{"Phone: 0044 20 7946 0958", "Phone: [REDACTED]"},
		{"W-4 update 310 44 8812 allowances 2", "W-4 update [REDACTED] allowances 2"},
		{"zavolat zákazníkovi 602 956 908", "zavolat zákazníkovi [REDACTED]"},
		{"ring til 20 14 38 35 om returnering", "ring til [REDACTED] om returnering"},
		{"skambinti 8 613 18320", "skambinti [REDACTED]"},
		{"AU support line 1300 655 506 after hours?", "AU support line [REDACTED] after hours?"},
		{"la portabilidad de la línea 612 88 69 08", "la portabilidad de la línea [REDACTED]"},
		{"línea 3 del pedido 2024 5512", "línea 3 del pedido 2024 5512"},
		{"Hamburg 040 428 28-0 Zentrale", "Hamburg [REDACTED] Zentrale"},
		{"回拨客户 13915940062 发票", "回拨客户 [REDACTED] 发票"},
	})
}

// TestFullWidthAddress: an address typed in full-width characters, as a
// Japanese input method gives it, is an address; its full-width at sign
// alone with no domain is none.
func TestFullWidthAddress(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ", "[REDACTED]"},
		{"お問い合わせ：ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ まで", "お問い合わせ：[REDACTED] まで"},
		{"mail yamada＠example．co．jp please, or ｃａｒｏｌ＠ｘ．ｄｅ", "mail [REDACTED] please, or [REDACTED]"},
		{"yamada＠example.co.jp", "[REDACTED]"},
		{"ｙａｍａｄａ＠ｅｘａｍｐｌｅ", "ｙａｍａｄａ＠ｅｘａｍｐｌｅ"},
	})
}
