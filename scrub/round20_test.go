package scrub

import "testing"

// Twentieth round (README): what two independent corpora showed — 33
// (code, config, logs and back-office documents) and 34 (mail threads,
// chats, forms, HTML and PDF text). Each table holds values redacted
// before the round's rule (the keeps) or missed before it (the phones),
// and the neighbours the rule must leave as they were.

// TestDOIIsNoNumber: a DOI ("10.", a registrant code of four digits or
// more, a slash, a suffix up to a space) is a document's name; nothing
// in its suffix is a person's number, though "cell" or "tel" stands there.
func TestDOIIsNoNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"doi:10.1016/j.cell.2021.02.970", "doi:10.1016/j.cell.2021.02.970"},
		{"[1] Walker et al. (2015). https://doi.org/10.1016/j.cell.2025.03.551\n", "[1] Walker et al. (2015). https://doi.org/10.1016/j.cell.2025.03.551\n"},
		{"doi:10.1234.5/tel.555.123.4567", "doi:10.1234.5/tel.555.123.4567"},
		{"cell: 555.123.4567", "cell: [REDACTED]"},
		{"see x10.1016/tel.555.123.4567", "see x10.1016/tel.[REDACTED]"},
		{"doi:10.1016/j.cell.2021.02.970 tel. 555.123.4567", "doi:10.1016/j.cell.2021.02.970 tel. [REDACTED]"},
		{"10.12/tel.555.123.4567", "10.12/tel.[REDACTED]"},
	})
}

// TestIDWordsRound20: an employer identification number (EIN, 2-7, as
// Israel's and Tokyo's landlines are written), pages in a citation, a
// device's serial in Russian, Hindi and Arabic, a policy in Indonesian and
// a contract in Czech ("č." is its number) name numbers of those things;
// the same shapes after a phone word stay phones.
func TestIDWordsRound20(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Form W-9\nEmployer identification number: 03-7327236", "Form W-9\nEmployer identification number: 03-7327236"},
		{"EIN: 05-2924175, phone on file", "EIN: 05-2924175, phone on file"},
		{"J. Appl. Phys. 137(16), pp. 1583-1597, ISSN 8399-6836 (Phone +1 (305) 430-5102)", "J. Appl. Phys. 137(16), pp. 1583-1597, ISSN 8399-6836 (Phone [REDACTED])"},
		{"серийный номер 2248-3542-72, телефон +7 495 123-45-67", "серийный номер 2248-3542-72, телефон [REDACTED]"},
		{"सीरियल नंबर 2282-0474-32, फोन +91 96343 25099", "सीरियल नंबर 2282-0474-32, फोन [REDACTED]"},
		{"الرقم التسلسلي 2271-6057-01، هاتف +966 50 123 4567", "الرقم التسلسلي 2271-6057-01، هاتف [REDACTED]"},
		{"SSN: ___-__-____\nNo. polis 151206508", "SSN: ___-__-____\nNo. polis 151206508"},
		{"dependent SS# 738-88-5947\nContext: Pojistná smlouva č. 884032148", "dependent SS# [REDACTED]\nContext: Pojistná smlouva č. 884032148"},
		{"Tel 210 659 4853. P/N 8730-2453.", "Tel [REDACTED]. P/N 8730-2453."},
		{"Tel 210 659 4853. S/N 8730-2453.", "Tel [REDACTED]. S/N 8730-2453."},
		{"Tel: 03-7327236", "Tel: [REDACTED]"},
		{"SSN 738-88-5947", "SSN [REDACTED]"},
		{"Tel/Fax 0612345678", "Tel/Fax [REDACTED]"},
	})
}

// TestAmountEndsANumber: an amount written with dots between thousands and
// a decimal comma is a token of its own after a space, as a date is: a
// bank statement's reference before it does not join it into a phone.
func TestAmountEndsANumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"04.04.2026  SEPA-CT  SVWZ+FA2025/07410  15.641,86 €", "04.04.2026  SEPA-CT  SVWZ+FA2025/07410  15.641,86 €"},
		{"27.12.2024  SEPA-CT  EREF+FA2025/09221  1.087.104,07 €", "27.12.2024  SEPA-CT  EREF+FA2025/09221  1.087.104,07 €"},
		{"Tel 0171 1.234,56 EUR", "Tel 0171 1.234,56 EUR"},
		{"Tel. 0171 1234567", "Tel. [REDACTED]"},
		{"Tel 030 123.456", "Tel [REDACTED]"},
	})
}

// TestSlashedIDColumn: a column named for two ids joined by a slash
// ("EAN/UPC") holds one or the other; a barcode there is no card.
func TestSlashedIDColumn(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"| line | EAN/UPC | qty |\n|---|---|---|\n| 1 | 4606242811891 | 60 |", "| line | EAN/UPC | qty |\n|---|---|---|\n| 1 | 4606242811891 | 60 |"},
		{"| line | UPC / EAN | qty |\n|---|---|---|\n| 1 | 4606242811891 | 60 |", "| line | UPC / EAN | qty |\n|---|---|---|\n| 1 | 4606242811891 | 60 |"},
		{"| line | Phone/Fax | qty |\n|---|---|---|\n| 1 | 4606242811891 | 60 |", "| line | Phone/Fax | qty |\n|---|---|---|\n| 1 | [REDACTED] | 60 |"},
		{"| line | card/EAN | qty |\n|---|---|---|\n| 1 | 4606242811891 | 60 |", "| line | card/EAN | qty |\n|---|---|---|\n| 1 | [REDACTED] | 60 |"},
	})
}

// TestFormBlankUnderscores: a filled-in form writes the value on a blank
// line of underscores ("Phone: __+1-503-227-3561____"): two or more after
// no letter or digit, or four or more, are no part of a word. An
// identifier's underscores still glue.
func TestFormBlankUnderscores(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Name: __Emily Carter__________  Phone: __+1-503-227-3561____\n", "Name: __Emily Carter__________  Phone: __[REDACTED]____\n"},
		{"電話：__090-8017-3131____", "電話：__[REDACTED]____"},
		{"Phone: __0170 2632755____", "Phone: __[REDACTED]____"},
		{"Telefone: __(31) 98113-8192___", "Telefone: __[REDACTED]___"},
		{"SSN: __123-45-6789__", "SSN: __[REDACTED]__"},
		{"x_+1-503-227-3561_x", "x_+1-503-227-3561_x"},
		{"my_var_+15032273561", "my_var_+15032273561"},
		{"var__15032273561", "var__15032273561"},
		{"id_0612345678 tel", "id_0612345678 tel"},
	})
}

// TestInternationalPrefix00: after a strong phone word, 00 (the prefix
// for abroad most countries dial) and a country code stand for the '+'
// ("Tel. 00902126629075"); after other words, or with a third 0, they
// are no phone.
func TestInternationalPrefix00(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Tel. 00902126629075<br>", "Tel. [REDACTED]<br>"},
		{"Tel. 00393394134811", "Tel. [REDACTED]"},
		{`sms_to = "005571997722980"`, `sms_to = "[REDACTED]"`},
		{"id 00393394134811", "id 00393394134811"},
		{"phone: 000123456789", "phone: 000123456789"},
		{"Tel. 0012345", "Tel. 0012345"},
	})
}

// TestPhoneWordsRound20: Greek's "Κιν." (mobile) and "πάρε με" (call me),
// Portuguese "ligar", Hebrew "טל׳" and Hindi "फैक्स" (fax) label a
// national number.
func TestPhoneWordsRound20(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{">> Κιν.: 210 438 2543", ">> Κιν.: [REDACTED]"},
		{"[15:28] anna: πάρε με στο 210 392 9990", "[15:28] anna: πάρε με στο [REDACTED]"},
		{"Pode me ligar no 939 376 511.", "Pode me ligar no [REDACTED]."},
		{"תל אביב 6473925   טל׳: 03-3375258   עמוד 3", "תל אביב 6473925   טל׳: [REDACTED]   עמוד 3"},
		{"फैक्स: 098484 95754", "फैक्स: [REDACTED]"},
		{"Pode ligar o servidor 3 vezes", "Pode ligar o servidor 3 vezes"},
	})
}

// TestChatExportSender: a chat's export writes a sender the app has no
// name for as the number, between the line's date and time and a colon
// (WhatsApp's "12/11/2026, 18:01 - …: text", "[12/11/2026, 18:01:22] …:",
// "1/2/26, 9:05 PM - …:"). A log line's ISO date, a number shorter than
// any whole phone number, or no colon after it, leave it alone.
func TestChatExportSender(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"07.08.2024 13:17 — 601 993 489: Poniżej szczegóły.", "07.08.2024 13:17 — [REDACTED]: Poniżej szczegóły."},
		{"Hi\n24/07/2025 12:27 — 347 711 6547: Grazie per la risposta.", "Hi\n24/07/2025 12:27 — [REDACTED]: Grazie per la risposta."},
		{"[12/11/2026, 18:01:22] 347 711 6547: ciao", "[12/11/2026, 18:01:22] [REDACTED]: ciao"},
		{"1/2/26, 9:05 PM - 347 711 6547: hi", "1/2/26, 9:05 PM - [REDACTED]: hi"},
		{"15/12/2025 18:01 — 03-9198635: אשמח לאישור.", "15/12/2025 18:01 — [REDACTED]: אשמח לאישור."},
		{"04/11/2023 07:20 — 098391 92492: कृपया", "04/11/2023 07:20 — [REDACTED]: कृपया"},
		{"2024-01-15 10:22 - 4521 1234: worker started", "2024-01-15 10:22 - 4521 1234: worker started"},
		{"12/11/2026 18:01 - 123 4567: job done", "12/11/2026 18:01 - 123 4567: job done"},
		{"07.08.2024 13:17 — 601 993 489 rows", "07.08.2024 13:17 — 601 993 489 rows"},
		{"x 07.08.2024 13:17 — 601 993 489: rows", "x 07.08.2024 13:17 — 601 993 489: rows"},
		{"1/2/26, 9:05 XM - 347 711 6547: hi", "1/2/26, 9:05 XM - 347 711 6547: hi"},
	})
}

// TestDigitByDigitReadBack: a number given and then read back a digit at a
// time (a voicemail's transcript) is the phone both times; single digits
// that echo no phone found before stay (a sudoku row, a vector).
func TestDigitByDigitReadBack(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"meine Nummer ist 030 20520268. 19.05.2025. … 0 3 0 2 0 5 2 0 2 6 8.", "meine Nummer ist [REDACTED]. 19.05.2025. … [REDACTED]."},
		{"mi número es 619 31 64 33. SR 919198. … 6 1 9 3 1 6 4 3 3.\n", "mi número es [REDACTED]. SR 919198. … [REDACTED].\n"},
		{"mi número es 619 31 64 33. … 6 1 9 3 1 6 4 3 4.", "mi número es [REDACTED]. … 6 1 9 3 1 6 4 3 4."},
		{"Sudoku row 5 3 0 0 7 0 0 0 0 then 6 1 9 3 1 6 4 3 3", "Sudoku row 5 3 0 0 7 0 0 0 0 then 6 1 9 3 1 6 4 3 3"},
	})
}

// TestHTMLEntityPlus: HTML's character reference for '+' ("&#43;",
// "&#x2B;", "&plus;") before a number stands for the '+'; after a word or
// another plus it is no number's start ("C&#43;&#43;20").
func TestHTMLEntityPlus(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Тел.: &#43;7 812 716 46 72<br>", "Тел.: [REDACTED]<br>"},
		{"Tel.: &#43;31 6 45197635<br>", "Tel.: [REDACTED]<br>"},
		{"전화: &#43;82 2-3875-8019<br>", "전화: [REDACTED]<br>"},
		{"&#x2B;44 20 7946 0958", "[REDACTED]"},
		{"&plus;44 20 7946 0958", "[REDACTED]"},
		{"x&#43;31 6 45197635", "x&#43;31 6 45197635"},
		{"C&#43;&#43;20 1234567", "C&#43;&#43;20 1234567"},
	})
}

// TestCompoundColumnHead: a column's name says what it holds by its last
// word ("employee_ssn", "spouse-ssn", "home_phone", "homePhone"); a routing
// number beside an SSN column is no SSN. A name that ends in a call's verb
// ("last_call") holds a time, not a number to call.
func TestCompoundColumnHead(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"id,name,employee_ssn,routing_number\n7,Ann Lee,141361304,036332768", "id,name,employee_ssn,routing_number\n7,Ann Lee,[REDACTED],036332768"},
		{"| emp_id | name | employee_ssn | dob | phone_number | routing_number |\n|---|---|---|---|---|---|\n| A962340 | Robert Ellis | 141361304 | 07/22/1967 | (730) 895-9515 | 036332768 |",
			"| emp_id | name | employee_ssn | dob | phone_number | routing_number |\n|---|---|---|---|---|---|\n| A962340 | Robert Ellis | [REDACTED] | 07/22/1967 | [REDACTED] | 036332768 |"},
		{"id,name,spouse-ssn,dob\n7,Ann Lee,141361304,1990-01-01", "id,name,spouse-ssn,dob\n7,Ann Lee,[REDACTED],1990-01-01"},
		{"id,name,home_phone,routing_number\n7,Ann Lee,4155550232,036332768", "id,name,home_phone,routing_number\n7,Ann Lee,[REDACTED],036332768"},
		{"id,name,homePhone,calls\n7,Ann Lee,4155550232,12", "id,name,homePhone,calls\n7,Ann Lee,[REDACTED],12"},
		{"id,name,last_call,x\n7,Ann Lee,4155550232,12", "id,name,last_call,x\n7,Ann Lee,4155550232,12"},
		{"id,name,customer_phone_id,x\n7,Ann Lee,4155550232,12", "id,name,customer_phone_id,x\n7,Ann Lee,4155550232,12"},
	})
}

// TestSocialAlone: "Social" alone as a label is the US shorthand for the
// SSN, in every way the number is written.
func TestSocialAlone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Start date: 2024-01-01\nSocial: 682380498\nDOB: 1959-11-28", "Start date: 2024-01-01\nSocial: [REDACTED]\nDOB: 1959-11-28"},
		{"Subscriber: Grace Okafor, Social: 668.86.3203\n", "Subscriber: Grace Okafor, Social: [REDACTED]\n"},
		{"claim 4522454107263; Social: 512 10 4135\n", "claim 4522454107263; Social: [REDACTED]\n"},
		{"corrected Social: 797–54–0792. Old", "corrected Social: [REDACTED]. Old"},
		{"Social: 555-123-4567", "Social: [REDACTED]"},
		{"Social media: 682380498 followers", "Social media: 682380498 followers"},
	})
}

// TestAirlineTicketNumber: an airline ticket's number is its carrier's
// three digits and a ten-digit serial ("081-6377598389"), in any language;
// no plan writes a national number 3-10, and a country code with ten
// digits and no '+' needs a phone word right before.
func TestAirlineTicketNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Numéro de billet électronique: 081-6377598389\nPassenger: Camille", "Numéro de billet électronique: 081-6377598389\nPassenger: Camille"},
		{"Número do bilhete eletrônico: 999 3672548775\n", "Número do bilhete eletrônico: 999 3672548775\n"},
		{"E-bilet numarası: 160-3749169634", "E-bilet numarası: 160-3749169634"},
		{"phone +1 415 555 0232, ticket 006 7306742126", "phone [REDACTED], ticket 006 7306742126"},
		{"WhatsApp 234 8031234567", "WhatsApp [REDACTED]"},
		{"Tel. 880 1712345678", "Tel. [REDACTED]"},
	})
}

// TestTrackingWordsRound20: Korean's word for number written apart ("운송장
// 번호", waybill number) and Hindi's tracking name the number, a phone word
// after it notwithstanding; "전화 번호" is still the phone's.
func TestTrackingWordsRound20(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"운송장 번호: 7843 1520 6776. 전화번호: 010-3180-1921", "운송장 번호: 7843 1520 6776. 전화번호: [REDACTED]"},
		{"주문 번호: 7843 1520 6776. 전화: 010-3180-1921", "주문 번호: 7843 1520 6776. 전화: [REDACTED]"},
		{"ट्रैकिंग नंबर: 7474 7526 4189. मोबाइल: +91-9271497046", "ट्रैकिंग नंबर: 7474 7526 4189. मोबाइल: [REDACTED]"},
		{"전화 번호: 7843 1520", "전화 번호: [REDACTED]"},
	})
}

// TestChinaMobileAlone: China's mobiles, 1 and 3-9 and nine more digits,
// written at home without '+86' or spaces, after a word asking for contact
// or a signature's one-letter label; after an id word they stay.
func TestChinaMobileAlone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Guest Relations\nM: 13957200760\nmail566@qq.com", "Guest Relations\nM: [REDACTED]\n[REDACTED]"},
		{"Cardholder contact: 15082063908, robert@yahoo.com", "Cardholder contact: [REDACTED], [REDACTED]"},
		{"order 15082063908", "order 15082063908"},
		{"timestamp 17000000000", "timestamp 17000000000"},
	})
}

// TestURLEncodedJSONValues: in URL-encoded JSON or a form value, an escape
// of punctuation ("%22", "%3A", "%2C") ends what comes before it, as the
// byte itself would: an address's local part starts after it (the id
// before stays), and an issuer-prefixed token starts a word there.
func TestURLEncodedJSONValues(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"filter=%7B%22user_id%22%3A36972752%2C%22email%22%3A%22grace.ivanova%40hooli.app%22%7D",
			"filter=%7B%22user_id%22%3A36972752%2C%22email%22%3A%22[REDACTED]%22%7D"},
		{"%22client_version_2%22%3A%224.15.25%22%2C%22user_email%22%3A%22wei_smith%40northwind.io%22%2C%22order_id%22%3A4763115909%7D",
			"%22client_version_2%22%3A%224.15.25%22%2C%22user_email%22%3A%22[REDACTED]%22%2C%22order_id%22%3A4763115909%7D"},
		{"%22billing_email%22%3A%22wei%2Bkb%40yandex.ru%22", "%22billing_email%22%3A%22[REDACTED]%22"},
		{"%22credential%22%3A%22xoxb-16466671118-9527527890589-pvFqVwFeS8lwd8vlQHsOpjW6%22%2C", "%22credential%22%3A%22[REDACTED]%22%2C"},
		{"%22token%22%3A%22ghp_16C7e42F292c6912E7710c838347Ae178B4a%22", "%22token%22%3A%22[REDACTED]%22"},
		{"x%41ghp_16C7e42F292c6912E7710c838347Ae178B4a", "x%41ghp_16C7e42F292c6912E7710c838347Ae178B4a"},
		{"mail jane%2Bx%40acme.io ok", "mail [REDACTED] ok"},
	})
}

// TestEscapedJSONKeys: JSON inside a JSON string escapes its quotes
// ({\"user_id\":4709655522}); the key still names the value after it, an
// id's or a phone's.
func TestEscapedJSONKeys(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{\"user_id\":4709655522,\"callback_number\":\"+34 613 717 692\"}`, `{\"user_id\":4709655522,\"callback_number\":\"[REDACTED]\"}`},
		{`{\\\"user_id\\\": 4709655522, call}`, `{\\\"user_id\\\": 4709655522, call}`},
		{`\"account_id\": 398030651,\n  \"ssn\": \"215-11-1698\"`, `\"account_id\": 398030651,\n  \"ssn\": \"[REDACTED]\"`},
		{`{\"phone\":\"5551234\"}`, `{\"phone\":\"[REDACTED]\"}`},
		{`{\\\"phone\\\": \\\"5551234\\\"}`, `{\\\"phone\\\": \\\"[REDACTED]\\\"}`},
	})
}

// TestCustomerNumberNoSSN: nine digits right after "customer" are the
// customer's number, whatever SSN the sentence names after them.
func TestCustomerNumberNoSSN(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Customer 544869183 has SSN on file as ***-**-4303 and phone", "Customer 544869183 has SSN on file as ***-**-4303 and phone"},
		{"customer SSN: 544869183", "customer SSN: [REDACTED]"},
	})
}

// TestNationalIDColumns: a table's column named for a national, tax or
// registration number ("TIN", "NIP", "СНИЛС", "Ondernemingsnummer") holds
// those numbers; an address in the next cell makes no contact line of the
// row, as it does under no header or under a phone's.
func TestNationalIDColumns(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Name,TIN,Email,Date\nAna Bautista,570-664-445-000,ana@yahoo.com,13.05.2025", "Name,TIN,Email,Date\nAna Bautista,570-664-445-000,[REDACTED],13.05.2025"},
		{"Imię i nazwisko,NIP,E-mail,Data\nAnna Kowalska,704-678-69-22,anna@wp.pl,12.02.2023", "Imię i nazwisko,NIP,E-mail,Data\nAnna Kowalska,704-678-69-22,[REDACTED],12.02.2023"},
		{"Naam\tOndernemingsnummer\tE-mail\nArne Maes\t0974.586.615\tarne@mutualite.be", "Naam\tOndernemingsnummer\tE-mail\nArne Maes\t0974.586.615\t[REDACTED]"},
		{"Name,Phone,Email,Date\nAna Bautista,5706644450,ana@yahoo.com,13.05.2025", "Name,Phone,Email,Date\nAna Bautista,[REDACTED],[REDACTED],13.05.2025"},
		{"Name,Email,Date\nAna Bautista,ana@yahoo.com,0652880769", "Name,Email,Date\nAna Bautista,[REDACTED],[REDACTED]"},
		{"IRD number: 69-967-655\nPhone: 04 196 0184", "IRD number: 69-967-655\nPhone: [REDACTED]"},
		{`{"snils": "426-656-332 95", "telefon": "8 963 792-59-61"}`, `{"snils": "426-656-332 95", "telefon": "[REDACTED]"}`},
	})
}

// TestChatAppWords: the apps tied to a number, as ads and chats name them
// (WhatsApp's "wa", "wsp", "wpp", "zap", "вотсап", Zalo, GCash, M-Pesa),
// and a pictograph between a label and its number; "WA 98101" is a state
// and its ZIP, "LH 3909" a flight.
func TestChatAppWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"wa 081373245962 / email fast respon", "wa [REDACTED] / email fast respon"},
		{"pasame al wsp 351 620-3852 y arreglamos", "pasame al wsp [REDACTED] y arreglamos"},
		{"còn hàng ko shop? zalo mình 0799099200 nha", "còn hàng ko shop? zalo mình [REDACTED] nha"},
		{"gcash ko 09954586498 po", "gcash ko [REDACTED] po"},
		{"nitumie pesa kwa M-Pesa 254712287932, ni KSh 151,200", "nitumie pesa kwa M-Pesa [REDACTED], ni KSh 151,200"},
		{"пишите в вотсап 89031679722", "пишите в вотсап [REDACTED]"},
		{"Oppo A78 for sale KSh 83,100, call/text 👉254722989854", "Oppo A78 for sale KSh 83,100, call/text 👉[REDACTED]"},
		{"RTX 3060 for sale, call/text 📱 254712319434", "RTX 3060 for sale, call/text 📱 [REDACTED]"},
		{"Seattle, WA 98101 (206) 555-0234", "Seattle, WA 98101 [REDACTED]"},
		{"flight LH 3909, pieces 346 0958", "flight LH 3909, pieces 346 0958"},
	})
}

// TestOrAddressAfter: a number offered as the other way to reach someone
// than an e-mail address ("… o lupita@…", "… lub piotr@…") is a phone, as
// a plan groups one; after an id word, or a bare group after a word, it
// stays.
func TestOrAddressAfter(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"607 20 89 50 (tardes) o lupita-mtz@yahoo.es", "[REDACTED] (tardes) o [REDACTED]"},
		{"cualquier cosa 301 860 0722 o lopezgarcia2@yahoo.es", "cualquier cosa [REDACTED] o [REDACTED]"},
		{"08056195529 or ngozi.adeyemi39@yahoo.com anytime", "[REDACTED] or [REDACTED] anytime"},
		{"634657672 (tardes) o caro724@hotmail.es", "[REDACTED] (tardes) o [REDACTED]"},
		{"order 301 860 0722 o x@y.com", "order 301 860 0722 o [REDACTED]"},
		{"ID 301860072 or john@x.io", "ID 301860072 or [REDACTED]"},
	})
}

// TestMemorySpecAndAccounts: a phone's memory and storage ("8/256") is
// no number's start, a bank's code between "rek" and its account number
// names the account, a post office box its box.
func TestMemorySpecAndAccounts(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Vends realme C55 8/256 11 160 €, appelez 02 33 34 39 95", "Vends realme C55 8/256 11 160 €, appelez [REDACTED]"},
		{"Sahibinden Xiaomi 13T 12/256 27.100 TL, tel: 0542 719 61 39", "Sahibinden Xiaomi 13T 12/256 27.100 TL, tel: [REDACTED]"},
		{"transfer ke rek BCA 0658 0775 92 a.n. Toko Maju", "transfer ke rek BCA 0658 0775 92 a.n. Toko Maju"},
		{"account HSBC 058-060-3174 please", "account HSBC 058-060-3174 please"},
		{"P.O. Box 7482-00100 Nairobi, M-PESA code 890180", "P.O. Box 7482-00100 Nairobi, M-PESA code 890180"},
		{"Tel: 0170/256 1234", "Tel: [REDACTED]"},
	})
}

// TestAccountsAndPricesRound20: a bank account after its word in Korean
// and Hebrew, a carrier's name between a shipment's word and its number,
// and a number with a currency sign after it are no phones; a sign that
// starts the next amount, or a '+' number, leaves the phone.
func TestAccountsAndPricesRound20(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"계좌 110-263-433751 신한은행, 연락처 010-3180-1921", "계좌 110-263-433751 신한은행, 연락처 [REDACTED]"},
		{"היי, אפשר להחליף מידה? חשבון בנק 12-377-160213 תודה", "היי, אפשר להחליף מידה? חשבון בנק 12-377-160213 תודה"},
		{"كلمني على 01106021971 رقم الشحنة Aramex 5962557196", "كلمني على [REDACTED] رقم الشحنة Aramex 5962557196"},
		{"Giá 1.991.000₫ Zalo 0326.300.490", "Giá 1.991.000₫ Zalo [REDACTED]"},
		{"call 555-123-4567 $5 fee", "call [REDACTED] $5 fee"},
		{"tel +49 30 123 456 €", "tel [REDACTED] €"},
		{"Port request: MDN:5122797499 ACCT:060573930 PIN:8364", "Port request: MDN:[REDACTED] ACCT:060573930 PIN:8364"},
		{"Reserve: 81.921,18 €\nPolicyholder Tel.: 06 58481133", "Reserve: 81.921,18 €\nPolicyholder Tel.: [REDACTED]"},
	})
}

// TestPhoneWordsAsiaMENA: the Philippines' "cp no." and Viber, Egyptian
// "التليفون" and "كلمني", the Levant's "الخلوي", Thai "ติดต่อ", Chinese
// "請撥", Vietnamese "số" after an id's word.
func TestPhoneWordsAsiaMENA(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"cp no. 0917 326 5861", "cp no. [REDACTED]"},
		{"رقم التليفون 01149714623 بتاريخ", "رقم التليفون [REDACTED] بتاريخ"},
		{"رقم الخلوي 079 878 4593", "رقم الخلوي [REDACTED]"},
		{"เบอร์ติดต่อ: 0910656112", "เบอร์ติดต่อ: [REDACTED]"},
		{"您好，請撥0966764438聯絡客服。", "您好，請撥[REDACTED]聯絡客服。"},
		{"CCCD số 082145769614, SĐT 0912 345 678", "CCCD số 082145769614, SĐT [REDACTED]"},
	})
}

// TestCredentialsRound20: Elasticsearch's ApiKey scheme inside curl -H
// "…" (base64's padding before the closing quote is no OAuth 1.0
// parameter), AWS's X-Amz-Security-Token, OpenShift's sha256~ tokens.
func TestCredentialsRound20(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`curl -H "Authorization: ApiKey SDFsdk5MMTBnQ1ZYWFBjaUlhamQ6XzZhN29HaUFPMDExbGZrXzhPanFyUQ==" https://es:9200`, `curl -H "Authorization: ApiKey [REDACTED]" https://es:9200`},
		{`Authorization: OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZF"`, `Authorization: OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZF"`},
		{"X-Amz-Security-Token: IQoJb3JpZ2luX2VjEgCmJzpm3vqkOqv2DKy4Z5w2/4sR8S4iabcdefghijklmnop=", "X-Amz-Security-Token: [REDACTED]"},
		{"    token: sha256~NJ-5uBvDAJtamchehAuqXBz3i3Rpvo4kbIv7oNtnjw7", "    token: [REDACTED]"},
		{"digest sha256~abc", "digest sha256~abc"},
	})
}
