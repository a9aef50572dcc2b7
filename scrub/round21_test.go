package scrub

import "testing"

// Twenty-first round: what the committed corpora still missed (c36's
// JSON-escaped at signs, c40's registry and API-client credentials) and
// what the round's new corpora showed. Each table holds values missed
// before the round's rule and the neighbours it must leave as they were.

// TestJSONEscapedAt: JSON may write any character as \uXXXX, and some
// encoders escape the at sign ("reply_to":"anna\u0040pied.io"); the
// address is read as with '@' itself. Handles and an escape with no
// domain after it stay.
func TestJSONEscapedAt(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{\"billing_email\":\"chen+agent\u0040outlook.com\"} (latency 1427ms)`, `{\"billing_email\":\"[REDACTED]\"} (latency 1427ms)`},
		{`"reply_to":"Anna.Tanaka\u0040pied.piper.io","trace_id":"3f84"`, `"reply_to":"[REDACTED]","trace_id":"3f84"`},
		{`{"to":["a.lee\u0040example.org","b.kim\u0040example.org"]}`, `{"to":["[REDACTED]","[REDACTED]"]}`},
		// Negatives.
		{`"handle":"\u0040jane_doe"`, `"handle":"\u0040jane_doe"`},
		{`"pkg":"lodash\u00404.17.21"`, `"pkg":"lodash\u00404.17.21"`},
		{`"x":"a\u0040b"`, `"x":"a\u0040b"`},
	})
}

// TestRegistryAuth: Docker's config.json keeps a registry's credential as
// "auth", base64 of "user:password" (docs.docker.com, "docker login"), and
// so does npm's .npmrc as _auth; the decoding is the test, as for Basic.
// An "auth" holding anything else, and a word that only starts so, stay.
func TestRegistryAuth(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"{\n\t\"auths\": {\n\t\t\"ghcr.io\": {\n\t\t\t\"auth\": \"bGVuYS5tYXJ0aW46emllb01NNEN1TU0zOXFP\",\n\t\t\t\"email\": \"ops@example.com\"\n",
			"{\n\t\"auths\": {\n\t\t\"ghcr.io\": {\n\t\t\t\"auth\": \"[REDACTED]\",\n\t\t\t\"email\": \"[REDACTED]\"\n"},
		{`{"auths":{"https://index.docker.io/v1/":{"auth":"YWRtaW46d2IzV2JVRHYmSnlSeFpMbFhuIXczSnA="}},"credsStore":"desktop"}`,
			`{"auths":{"https://index.docker.io/v1/":{"auth":"[REDACTED]"}},"credsStore":"desktop"}`},
		{"registry=https://npm.corp.example/\n_auth=YWRtaW46amRPOHlYMDV0Z0hDNEo5VjhTd1dkd2ZmSmM=\nalways-auth=true",
			"registry=https://npm.corp.example/\n_auth=[REDACTED]\nalways-auth=true"},
		{`//npm.corp.example/:_auth = "c3ZjLWNpOnY0bDJMVzdrYVV1cVg4"`, `//npm.corp.example/:_auth = "[REDACTED]"`},
		// Negatives: no "user:password" inside, no key, another word.
		{`{"auth": "dGhpcyBpcyBwbGFpbiB0ZXh0IG5vIGNvbG9u"}`, `{"auth": "dGhpcyBpcyBwbGFpbiB0ZXh0IG5vIGNvbG9u"}`},
		{`{"auth": "eyJhbGciOi"}`, `{"auth": "eyJhbGciOi"}`},
		{`{"auth": "bearer", "auths": {}}`, `{"auth": "bearer", "auths": {}}`},
		{"author: YWRtaW46amRPOHlYMDV0Z0hDNEo5VjhTd1dkd2ZmSmM=", "author: YWRtaW46amRPOHlYMDV0Z0hDNEo5VjhTd1dkd2ZmSmM="},
		{"my_auth=YWRtaW46amRPOHlYMDV0Z0hDNEo5VjhTd1dkd2ZmSmM=", "my_auth=YWRtaW46amRPOHlYMDV0Z0hDNEo5VjhTd1dkd2ZmSmM="},
	})
}

// TestAPIClientTokens: API clients' exports keep a bearer token under its
// name — Postman's collections v2.1 as {"key": "token", "value": "…"} in
// the "bearer" list, v2.0 as {"token": "…"}, Insomnia's beside "type":
// "bearer" — and Postman's environments and HAR files keep a variable as
// {"key": name, "value": …}, so a name that says access token labels the
// value beside it. Stand-ins ({{token}}) and words stay.
func TestAPIClientTokens(t *testing.T) {
	const tok = "m4neUMv2Fh0f9GRcoo4QlQ_8gziWILaFuhwTLQES"
	checkScrubbed(t, []scrubbed{
		{`"auth":{"type":"bearer","bearer":[{"key":"token","value":"` + tok + `","type":"string"}]},"variable":[]`,
			`"auth":{"type":"bearer","bearer":[{"key":"token","value":"[REDACTED]","type":"string"}]},"variable":[]`},
		{`"bearer": [{"value": "` + tok + `", "key": "token", "type": "string"}]`, `"bearer": [{"value": "[REDACTED]", "key": "token", "type": "string"}]`},
		{`"bearer": {"token": "` + tok + `"}`, `"bearer": {"token": "[REDACTED]"}`},
		{`{"bearer": "` + tok + `"}`, `{"bearer": "[REDACTED]"}`},
		{`"authentication": {"type": "bearer", "token": "` + tok + `", "prefix": ""}`, `"authentication": {"type": "bearer", "token": "[REDACTED]", "prefix": ""}`},
		{`"values":[{"key":"access_token","value":"` + tok + `","type":"secret","enabled":true}]`, `"values":[{"key":"access_token","value":"[REDACTED]","type":"secret","enabled":true}]`},
		{`{"key": "bearer_token", "value": "` + tok + `"}`, `{"key": "bearer_token", "value": "[REDACTED]"}`},
		{`{"key":"API_TOKEN","value":"` + tok + `"}`, `{"key":"API_TOKEN","value":"[REDACTED]"}`},
		// Negatives.
		{`"bearer":[{"key":"token","value":"{{access_token}}","type":"string"}]`, `"bearer":[{"key":"token","value":"{{access_token}}","type":"string"}]`},
		{`{"key":"access_token","value":"{{token}}"}`, `{"key":"access_token","value":"{{token}}"}`},
		{`{"type":"bearer","token":"{{ _.token }}"}`, `{"type":"bearer","token":"{{ _.token }}"}`},
		{`"token_type": "Bearer", "token": "next"`, `"token_type": "Bearer", "token": "next"`},
		{`{"bearer": "the holder"}`, `{"bearer": "the holder"}`},
		{`"bearer":[{"key":"header","value":"` + tok + `"}]`, `"bearer":[{"key":"header","value":"` + tok + `"}]`},
		{`["access_token", "value", "` + tok + `"]`, `["access_token", "value", "` + tok + `"]`},
		{`{"key":"page_token","value":"` + tok + `"}`, `{"key":"page_token","value":"` + tok + `"}`},
	})
}

// TestInformalChatPhones: what corpus 38's chats and ads still held. A
// spaced dash between every two groups is the number's own joiner
// ("+1 - 512 - 896 - 4445"), where between a number of several groups and
// the next it sets them apart; dashes never group thousands, and three
// groups of three offered instead of an address are Spain's and Poland's
// numbers; Turkish asks for the call after the number ("… ara"); "minat
// hub" (Indonesian ads), "info al" (Mexican), "liga" (Brazilian) ask for
// contact.
func TestInformalChatPhones(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"+1 - 512 - 896 - 4445 or Kay@comcast.net, whichever", "[REDACTED] or [REDACTED], whichever"},
		{"tél 06 - 79 - 98 - 28 - 60 mail c.n@sfr.fr", "tél [REDACTED] mail [REDACTED]"},
		{"Sprzedam Galaxy A54 5G za 14 130 zł, tel. ☎️ 503 - 132 - 038", "Sprzedam Galaxy A54 5G za 14 130 zł, tel. ☎️ [REDACTED]"},
		{"507-801-160 lub piotr.kowalski12@gmail.com", "[REDACTED] lub [REDACTED]"},
		{"711 166 768 (tardes) o carofer719@gmail.com", "[REDACTED] (tardes) o [REDACTED]"},
		{"kapıdayım abi, 05053683841 ara", "kapıdayım abi, [REDACTED] ara"},
		{"Dijual iPhone 14 Pro Max 512GB harga Rp 1.892.000 nego tipis, minat hub 082131493643", "Dijual iPhone 14 Pro Max 512GB harga Rp 1.892.000 nego tipis, minat hub [REDACTED]"},
		{"Vendo POCO X5 Pro 5G en $24,900 negociable, info al 81 9814 3761 o inbox", "Vendo POCO X5 Pro 5G en $24,900 negociable, info al [REDACTED] o inbox"},
		{"sou o entregador do iFood, tô no portão, liga 31956246022", "sou o entregador do iFood, tô no portão, liga [REDACTED]"},
		// Negatives.
		{"Tel: 020 7946 0958 - 07700 900123", "Tel: [REDACTED] - [REDACTED]"},
		{"scores 10 - 20 - 30 - 40, years 2019 - 2020 - 2021 - 2022", "scores 10 - 20 - 30 - 40, years 2019 - 2020 - 2021 - 2022"},
		{"1 234 567 890 or x@y.com", "1 234 567 890 or [REDACTED]"},
		{"sipariş 05053683841 ara", "sipariş 05053683841 ara"},
		{"La Liga 2024 season, table 31 2024", "La Liga 2024 season, table 31 2024"},
		{"USB hub 0.5A and hub 12345678901", "USB hub 0.5A and hub 12345678901"},
	})
}

// TestIndicAddresses: Devanagari's vowel signs are spacing combining
// marks (Mc), part of a word as Mn marks are, so an address written in it
// is read whole ("प्रिय@डाटामेल.भारत"); the registries of TLDs in other
// scripts take names in their script alone, and a label mixes ASCII with
// Latin letters only, so a word of another script glued after an ASCII
// address is the text's.
func TestIndicAddresses(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Dear customer, ईमेल प्रिय@डाटामेल.भारत ईमेल priya.k@gmail.com", "Dear customer, ईमेल [REDACTED] ईमेल [REDACTED]"},
		{"email id संपर्क@उदाहरण.भारत धन्यवाद।", "email id [REDACTED] धन्यवाद।"},
		{"मेरा ईमेल प्रिय@example.com है", "मेरा ईमेल [REDACTED] है"},
		{"kenji_sato@empresa.com.मेरा फ़ोन", "[REDACTED].मेरा फ़ोन"},
		{"li.wei@correo.mxफ़ोन नंबर", "[REDACTED]फ़ोन नंबर"},
		{"x@müller.de y@tiếng.vn z@пример.рф", "[REDACTED] [REDACTED] [REDACTED]"},
	})
}

// TestPhoneBeforeNote: a parenthesis wraps one group, an area code, and
// closes right after it, so one that does not is a note of its own after
// the number ("… 790-33-34 (10 500 ₽)"); a date written with slashes after
// a space is a token of its own, as one with dashes or dots is; a CSV's
// next cell holding a date is no decimals of an amount; a Chinese or
// Japanese column name ending in a phone word names a phone column.
func TestPhoneBeforeNote(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"- Transfer driver Алексей Волков +7 (926) 790-33-34 (10 500 ₽)", "- Transfer driver Алексей Волков [REDACTED] (10 500 ₽)"},
		{"- Transfer driver Antoine Lefèvre 02 15 50 03 10 (2 487,66 €)", "- Transfer driver Antoine Lefèvre [REDACTED] (2 487,66 €)"},
		{"driver Mehmet Yılmaz 0 (542) 408 21 68 (1996,22 TL)", "driver Mehmet Yılmaz [REDACTED] (1996,22 TL)"},
		{"Alessandro Greco +39 334 501 4358 17/01/2022", "Alessandro Greco [REDACTED] 17/01/2022"},
		{"Jméno,Telefon,Město\nLucie,256 507 818,06.10.2023", "Jméno,Telefon,Město\nLucie,[REDACTED],06.10.2023"},
		{"姓名,HKID,手提電話,日期\n李美儀,S785515(1),9426 7787,04.10.2023", "姓名,HKID,手提電話,日期\n李美儀,S785515(1),[REDACTED],04.10.2023"},
		// The parentheses and dates a number keeps.
		{"Tel.: +49 (0)30 1234567", "Tel.: [REDACTED]"},
		{"(555)123-4567 x", "[REDACTED] x"},
		{"Tel 0170/1234567", "Tel [REDACTED]"},
		{"Total: 1 234 567,89 €", "Total: 1 234 567,89 €"},
		{"姓名,通话时长,城市\n李美儀,9426 7787,香港", "姓名,通话时长,城市\n李美儀,9426 7787,香港"},
	})
}

// TestNamedListItems: a number that ends an item of a bulleted list whose
// label is a person's name (with a role or relation in parentheses) is a
// contact's phone, in a note's contact or emergency list; a label holding
// an id's word, or one with a digit, stays.
func TestNamedListItems(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"### Contacts\n- 최유나 (Makler): 01077880980\n- x", "### Contacts\n- 최유나 (Makler): [REDACTED]\n- x"},
		{"- Dad (伊藤 陽菜): 09070536887", "- Dad (伊藤 陽菜): [REDACTED]"},
		{"- Tante (Emre Kaya) — 05333848884\n", "- Tante (Emre Kaya) — [REDACTED]\n"},
		{"- Mom (Katrin Vogel) · 015787989562", "- Mom (Katrin Vogel) · [REDACTED]"},
		{"- school office (李娜) — 19934688542", "- school office (李娜) — [REDACTED]"},
		{"- neighbour (Sarah Johnson): 612 226 2630\n- x", "- neighbour (Sarah Johnson): [REDACTED]\n- x"},
		{"- Ryan O'Connor (notaire): 702 646 4606", "- Ryan O'Connor (notaire): [REDACTED]"},
		// Negatives.
		{"- Order: 0123456789", "- Order: 0123456789"},
		{"- Invoice (paid): 0123456789", "- Invoice (paid): 0123456789"},
		{"- Order (Amazon): 702 646 4606", "- Order (Amazon): 702 646 4606"},
		{"- Kundennummer: 0123456789", "- Kundennummer: 0123456789"},
		{"- total 2024: 0123456789", "- total 2024: 0123456789"},
		{"- steps: 0123456789", "- steps: 0123456789"},
	})
}

// TestDINPairs: German letterheads before DIN 5008 grouped a local number
// in pairs from the right, its odd digit alone first ("+49 (0)201 7 20 71
// 35", "Fax 09131 7 07 60"); a lone digit followed by anything but pairs
// stays no phone's part.
func TestDINPairs(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Fax +49 (0)201 7 20 71 35\nleonie@x.de", "Fax [REDACTED]\n[REDACTED]"},
		{"Für Rückfragen erreichen Sie die Unterzeichnerin unter +49 7071 8 77 97 oder per E-Mail", "Für Rückfragen erreichen Sie die Unterzeichnerin unter [REDACTED] oder per E-Mail"},
		{"Tel 06221 28 71 16  Fax 09131 7 07 60", "Tel [REDACTED]  Fax [REDACTED]"},
		{"Telefon 0228 99 40 75  Fax: +49 231 4 47 02 43", "Telefon [REDACTED]  Fax: [REDACTED]"},
		// Negatives.
		{"+49 30 1 2 3 4", "+49 30 1 2 3 4"},
		{"Seiten 09131 7 07 607", "Seiten 09131 7 07 607"},
	})
}

// TestReachedAtWords: where a patient or a guest can be reached — French
// "jointe au", English "reached at", a practice's secretariat, Spanish
// "urgencias", a signature's one-letter "M:" before ten digits, and a
// front desk or reception right before a trunk-0 number. Reception named
// elsewhere stays no phone word.
func TestReachedAtWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"La patiente peut être jointe au 0769674254.", "La patiente peut être jointe au [REDACTED]."},
		{"The patient can be reached at 7205793706.", "The patient can be reached at [REDACTED]."},
		{"Secrétariat : 0581800763 / fax 0547764416", "Secrétariat : [REDACTED] / fax [REDACTED]"},
		{"Teléfono: +52 664 504 8190 | Urgencias: 6148782849", "Teléfono: [REDACTED] | Urgencias: [REDACTED]"},
		{"Senior Claim Specialist, GEICO\nM: 6153250919\n", "Senior Claim Specialist, GEICO\nM: [REDACTED]\n"},
		{"- Hotel: Sakura Inn\n  - front desk 0669399577", "- Hotel: Sakura Inn\n  - front desk [REDACTED]"},
		// Negatives.
		{"Note: leave with reception, unit 433, 54370-3301", "Note: leave with reception, unit 433, 54370-3301"},
		{"wedding reception 2024 for 120 guests, budget 15000000", "wedding reception 2024 for 120 guests, budget 15000000"},
	})
}

// TestSpokenNumbers: a number said a digit at a time, as a caller reads
// it out in a transcript, is what the words asking for it name, on its
// line or the turn before: a phone (nine to thirteen digits), an SSN (a
// valid one, nine), a card (its issuer's prefix and length, Luhn). An id's
// word on its line, a phone already given (only its read-back counts),
// and digits nothing asks for stay.
func TestSpokenNumbers(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"yeah my number is 0 8 6 8 7 2 6 4 4 2 7", "yeah my number is [REDACTED]"},
		{"anota aí meu número 4 1 9 7 3 5 9 1 1 6 3", "anota aí meu número [REDACTED]"},
		{"Rep: Can I grab a contact number in case we get cut off?\nCustomer: Yeah, it's 0 4 2 3 3 0 5 7 6 6.", "Rep: Can I grab a contact number in case we get cut off?\nCustomer: Yeah, it's [REDACTED]."},
		{"it's a Visa, 4 6 6 3 2 9 5 4 1 9 7 1 0 1 7 9.", "it's a Visa, [REDACTED]."},
		{"MA> Lesen Sie mir bitte die Kartennummer vor.\nANRUFER> 4 4 1 4 7 5 4 3 5 3 1 2 4 4 5 0\nMA> Danke.", "MA> Lesen Sie mir bitte die Kartennummer vor.\nANRUFER> [REDACTED]\nMA> Danke."},
		{"and my social is 0 0 9 1 9 3 4 3 4", "and my social is [REDACTED]"},
		// Negatives.
		{"**Appelant:** le numéro de commande c'est 3 1 3 9 6 5 8 9 0", "**Appelant:** le numéro de commande c'est 3 1 3 9 6 5 8 9 0"},
		{"bits 1 0 1 1 0 1 0 0 1 1 1 0 1 0 1 1", "bits 1 0 1 1 0 1 0 0 1 1 1 0 1 0 1 1"},
		{"mi número es 619 31 64 33. … 6 1 9 3 1 6 4 3 4.", "mi número es [REDACTED]. … 6 1 9 3 1 6 4 3 4."},
		{"Visa? 4 6 6 3 2 9 5 4 1 9 7 1 0 1 7 8.", "Visa? 4 6 6 3 2 9 5 4 1 9 7 1 0 1 7 8."},
		{"social 6 6 6 1 2 3 4 5 6", "social 6 6 6 1 2 3 4 5 6"},
	})
}

// TestOwnNewNumber: ten digits a North American number can be, or
// Brazil's eleven with the mobile 9, after a person's own or new "number"
// ("my new number is …", "meu número novo é …"; the adjective after the
// noun is a link word), and a number a message went to by SMS or WhatsApp
// named after it. A bare contact word before ten digits without the trunk
// that neither NANP nor India writes stays (round 24 takes those they
// write: tenAfterContact), and an id's number too.
func TestOwnNewNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"my new number is 6175129583", "my new number is [REDACTED]"},
		{"[09/05/2025, 23:19] Lucas: meu número novo é 31984088793", "[09/05/2025, 23:19] Lucas: meu número novo é [REDACTED]"},
		{"mi número nuevo es 612345678", "mi número nuevo es [REDACTED]"},
		{"Sending verification code to 4375213628 via sms", "Sending verification code to [REDACTED] via sms"},
		{"sent to 05053683841 via WhatsApp", "sent to [REDACTED] via WhatsApp"},
		// Negatives.
		{"Contact : 1497623920", "Contact : 1497623920"}, // ten that neither NANP nor India writes (round 24: tenAfterContact)
		{"my order number is 6175129583", "my order number is 6175129583"},
		{"número de pedido novo 31984088793", "número de pedido novo 31984088793"},
	})
}

// TestUnlabelledPhonesInIndexedText: once a text's word index is built (a
// long number before), a lone number with no phone word anywhere in the
// text was asked only for a contact word right before it; the rules that
// need none — a bulleted item's name, a channel or a Turkish call after
// it, an address offered instead, a person's own number — are asked too.
func TestUnlabelledPhonesInIndexedText(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"webhook: https://zoom.us/j/06320714495\n- 山本 さくら (Makler): 09015847431", "webhook: https://zoom.us/j/06320714495\n- 山本 さくら (Makler): [REDACTED]"},
		{"x 06320714495 07656195529 or ngozi@yahoo.com", "x 06320714495 [REDACTED] or [REDACTED]"},
		{"ref 12345678901, my new number is 6175129583", "ref 12345678901, my new number is [REDACTED]"},
		{"ids 12345678901 23456789012, code sent to 4375213628 via sms", "ids 12345678901 23456789012, code sent to [REDACTED] via sms"},
		// Negatives.
		{"x 06320714495\n- Order: 09015847431", "x 06320714495\n- Order: 09015847431"},
		{"ids 12345678901 23456789012 34567890123", "ids 12345678901 23456789012 34567890123"},
	})
}
