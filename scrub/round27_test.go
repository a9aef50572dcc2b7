package scrub

import "testing"

// Twenty-seventh round.

// TestFixedWidthRecords: a fixed-width extract's header names its columns;
// a run of digits that starts where a column starts holds that column's
// field and those after it, each cut where its column ends (fixedwidth.go).
// Fields one space apart are read the same way, each starting under its
// column's name.
func TestFixedWidthRecords(t *testing.T) {
	const glued = "ACCT-NO   SSN      NAME                     PHONE     CARD-NO         OPEN-DT \n"
	const spaced = "ACCT-NO    SSN       NAME                      PHONE      CARD-NO          OPEN-DT\n"
	checkScrubbed(t, []scrubbed{
		{glued + "4941351501179200767PRICE DESHAWN            7384625872411111111111111120250623\n",
			glued + "4941351501[REDACTED]PRICE DESHAWN            [REDACTED][REDACTED]20250623\n"},
		{"Record layout: ACCT(10) SSN(9) NAME(25) PHONE(10) CARD(16) OPEN-DT(8)\n" + glued +
			"7745054668741621409OKAFOR TANYA             9349466743601100099013942420190925\n",
			"Record layout: ACCT(10) SSN(9) NAME(25) PHONE(10) CARD(16) OPEN-DT(8)\n" + glued +
				"7745054668[REDACTED]OKAFOR TANYA             [REDACTED][REDACTED]20190925\n"},
		{spaced + "7114956849 205899180 PRICE DESHAWN             7638820330 5500005555555559 20240916\n",
			spaced + "7114956849 [REDACTED] PRICE DESHAWN             [REDACTED] [REDACTED] 20240916\n"},
		// What the columns hold decides: an SSN's column with no valid
		// SSN in it (area 000), a card's whose digits fail Luhn.
		{glued + "4941351501000200767PRICE DESHAWN            7384625872411111111111111220250623\n",
			glued + "4941351501000200767PRICE DESHAWN            [REDACTED]411111111111111220250623\n"},
		// Columns named for other numbers cut nothing out.
		{"ORDER-NO  SKU      ITEM                     QTY\n4941351501179200767BRACKET, STEEL           12\n",
			"ORDER-NO  SKU      ITEM                     QTY\n4941351501179200767BRACKET, STEEL           12\n"},
		// A run that starts inside a column is no record's fields.
		{glued + "  41351501179200767PRICE DESHAWN\n", glued + "  41351501179200767PRICE DESHAWN\n"},
		// With no header, a glued run is nothing.
		{"4941351501179200767PRICE DESHAWN            7384625872411111111111111120250623\n",
			"4941351501179200767PRICE DESHAWN            7384625872411111111111111120250623\n"},
	})
}

// TestEscapedJSONPassword: a password in JSON kept inside a JSON string (a
// HAR entry's request body, a log event's payload) closes with the same
// escaped quote it opens with; an empty or stand-in one stays.
func TestEscapedJSONPassword(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"postData":{"text":"{\"username\":\"julia\",\"password\":\"Zephyr!706Qz\",\"remember\":true}"}}`,
			`{"postData":{"text":"{\"username\":\"julia\",\"password\":\"[REDACTED]\",\"remember\":true}"}}`},
		{`"msg":"{\\\"password\\\":\\\"ixHLZoZdziGW2gFIy\\\"}"`, `"msg":"{\\\"password\\\":\\\"[REDACTED]\\\"}"`},
		{`{"text":"{\"password\":\"\",\"remember\":true}"}`, `{"text":"{\"password\":\"\",\"remember\":true}"}`},
		{`{"text":"{\"password\":\"${DB_PASSWORD}\"}"}`, `{"text":"{\"password\":\"${DB_PASSWORD}\"}"}`},
		{`{"text":"{\"password\":\"changeme\"}"}`, `{"text":"{\"password\":\"changeme\"}"}`},
	})
}

// TestURLPasswordWithCaret: a password generator's '^' in a URL's userinfo,
// written raw as people write '#' and '?', is part of the password.
func TestURLPasswordWithCaret(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"DATABASE_URL: postgres://orders:pKkBj2Kryw^IBCVhycYBPe9U9^@orders-db.prod.svc:5432/orders",
			"DATABASE_URL: postgres://orders:[REDACTED]@orders-db.prod.svc:5432/orders"},
		{"pg_dump postgresql://backup:zhqhGE#YYsZ*Z#loOwMiU46F^U@10.20.4.11:5432/orders",
			"pg_dump postgresql://backup:[REDACTED]@10.20.4.11:5432/orders"},
		{"see https://example.com/a^b@c and ftp://x^y", "see https://example.com/a^b@c and ftp://x^y"},
	})
}

// TestVietnameseWordAfterPhone: "đ" is the đồng's sign only on its own or
// as "đồng"; it also starts Vietnamese words ("để", "được"), and a number
// before such a word is no price.
func TestVietnameseWordAfterPhone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Ib zalo 0785 082 225 để được tư vấn size", "Ib zalo [REDACTED] để được tư vấn size"},
		{"Ib zalo 0986398927 để được tư vấn", "Ib zalo [REDACTED] để được tư vấn"},
		{"Giá 150.000 đ, ship 30000đ", "Giá 150.000 đ, ship 30000đ"},
		{"zalo: giá 2500000 đồng", "zalo: giá 2500000 đồng"},
	})
}

// TestPossessivesInOtherLanguages: "my number" in Hindi and Urdu written
// in Latin letters ("mera number", "aapka number", "… hai"), Bengali's
// "amar", Swahili's "namba yako" (your number) and "yake".
func TestPossessivesInOtherLanguages(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"mera number 9876543210 hai", "mera number [REDACTED] hai"},
		{"mera number hai 9876543210", "mera number hai [REDACTED]"},
		{"aapka number 9876543210?", "aapka number [REDACTED]?"},
		{"amar number 01712345678", "amar number [REDACTED]"},
		{"nimetuma kwa namba yako 0729003376 lakini imerudi", "nimetuma kwa namba yako [REDACTED] lakini imerudi"},
		// Another number's word between them names it.
		{"mera order number 9876543210 hai", "mera order number 9876543210 hai"},
		{"order number hai 9876543210", "order number hai 9876543210"},
	})
}

// TestTransferPartyInFrenchAndSpanish: a wallet's confirmation in French
// ("Vous avez reçu … du 657899203", "Transfert … vers le 779618085") or
// Spanish gives the other party's mobile after its preposition, an article
// at most between; an invoice's "du" on a line where no money moved, or an
// amount after "de", stays.
func TestTransferPartyInFrenchAndSpanish(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Vous avez reçu 156987F du 657899203 Sandrine Kamga le 14/04/2023 à 02:57.",
			"Vous avez reçu 156987F du [REDACTED] Sandrine Kamga le 14/04/2023 à 02:57."},
		{"Transfert de 285514 FCFA effectué avec succès vers le 779618085 (KHADY NDIAYE). Frais: 122F.",
			"Transfert de 285514 FCFA effectué avec succès vers le [REDACTED] (KHADY NDIAYE). Frais: 122F."},
		{"Recibiste $500 de 5512345678 el 12/03.", "Recibiste $500 de [REDACTED] el 12/03."},
		{"Facture 2024 du 657899203 reçue", "Facture 2024 du 657899203 reçue"},
		{"Retrait de 334976 FCFA chez le distributeur OM-65241.", "Retrait de 334976 FCFA chez le distributeur OM-65241."},
	})
}

// TestWifiKeys: a wireless network's key opens what it guards, a home's,
// an office's or a rental's, and is a secret like any password; a key
// posted for every visitor stays (until round 27 every network's key
// stayed; until round 28 every guest network's).
func TestWifiKeys(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"WLAN Ferienwohnung: HUAWEI-E7A6 / Passwort: tbr6wti1eCgXB1J8 (Router)", "WLAN Ferienwohnung: HUAWEI-E7A6 / Passwort: [REDACTED] (Router)"},
		{"contraseña del wifi FRITZ!Box 7590 JF: YZuYRKcj5mYLuz#v", "contraseña del wifi FRITZ!Box 7590 JF: [REDACTED]"},
		{"Wi-Fi: Apt_12_5G  password: Linden7300rx", "Wi-Fi: Apt_12_5G  password: [REDACTED]"},
		{"Cleaner notes: Wi-Fi password: Cor#0500INTHIANS. Host phone +56937716819", "Cleaner notes: Wi-Fi password: [REDACTED]. Host phone [REDACTED]"},
		// A posted key.
		{"WLAN (Aushang am Empfang): Huaxin Guest, Passwort Welcome2Huaxin", "WLAN (Aushang am Empfang): Huaxin Guest, Passwort Welcome2Huaxin"},
		{"Wi-Fi \"StAidans-Guest\" password: Library2024# (this one is on the poster in the hall)", "Wi-Fi \"StAidans-Guest\" password: Library2024# (this one is on the poster in the hall)"},
		// A guest network's key handed to a guest (round 28: c57, c59,
		// c61 and c72 label it).
		{`Wi-Fi "StAidans-Guest" password: Library2024#`, `Wi-Fi "StAidans-Guest" password: [REDACTED]`},
	})
}

// TestContactWordsInAdsAndChats: the words ads and chats ask for a call or
// a message with: Brazil's "chama no", Spanish "Informes" and "escribe al",
// German "Rückfragen", English "hit me up"/"hmu" and "alt number", Arabic
// "للتواصل", Thai "เบอร์", Vietnamese "qua số", a CRM's "Direct Line"
// column. A report's "Informes" before a year stays.
func TestContactWordsInAdsAndChats(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"iPhone 13 128GB — $1.244.453. Entrego no metrô. Chama no 314 429 2227", "iPhone 13 128GB — $1.244.453. Entrego no metrô. Chama no [REDACTED]"},
		{"Se renta cuarto amueblado S/ 2,431.90 al mes. Informes 903 753 881", "Se renta cuarto amueblado S/ 2,431.90 al mes. Informes [REDACTED]"},
		{"Zahlung per PayPal, Rückfragen 898 519 5273", "Zahlung per PayPal, Rückfragen [REDACTED]"},
		{"Pago por transferencia, escribe al 916895139", "Pago por transferencia, escribe al [REDACTED]"},
		{"if we match hmu 0716622543", "if we match hmu [REDACTED]"},
		{"hit me up at 5122295089 about the api", "hit me up at [REDACTED] about the api"},
		{"disputes £391.86; alt number 7739806119. Summarize.", "disputes £391.86; alt number [REDACTED]. Summarize."},
		{"شقة للإيجار. للتواصل 2228154830", "شقة للإيجار. للتواصل [REDACTED]"},
		{"ติดต่อคุณสุดารัตน์ ที่เบอร์ 0811160778", "ติดต่อคุณสุดารัตน์ ที่เบอร์ [REDACTED]"},
		{"Liên hệ anh Tuấn qua số 0819954401", "Liên hệ anh Tuấn qua số [REDACTED]"},
		{"Account\tContact Email\tDirect Line\tARR\nAcme\tp@hotmail.es\t615 052 691\t$994.25",
			"Account\tContact Email\tDirect Line\tARR\nAcme\t[REDACTED]\t[REDACTED]\t$994.25"},
		{"Informes 2024 del consejo: 12 casos", "Informes 2024 del consejo: 12 casos"},
	})
}

// TestPaymentGatewayKeys: Mercado Pago's production access token
// ("APP_USR-" and about 60 more bytes; its public key, "APP_USR-" and a
// UUID, stays), a key named a server key (Midtrans's "Mid-server-…";
// its client key stays), mada's card range (968201-968211).
func TestPaymentGatewayKeys(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`mp = mercadopago.SDK("APP_USR-8059598147629543-973094-ff48165226b9220946c0bd63481e5897-501001046")`, `mp = mercadopago.SDK("[REDACTED]")`},
		{"public_key: APP_USR-6f1c2b3a-1d2e-4f5a-9b8c-7d6e5f4a3b2c", "public_key: APP_USR-6f1c2b3a-1d2e-4f5a-9b8c-7d6e5f4a3b2c"},
		{"midtrans serverKey: Mid-server-tDkOcnXxuiZpZG0hLOu5M1aB, clientKey: Mid-client-BeCcIAabcdefgh",
			"midtrans serverKey: [REDACTED], clientKey: Mid-client-BeCcIAabcdefgh"},
		{"MIDTRANS_SERVER_KEY=SB-Mid-server-tDkOcnXxuiZpZG0hLOu5M1aB", "MIDTRANS_SERVER_KEY=[REDACTED]"},
		{"server_key: /etc/ssl/private/server.key", "server_key: /etc/ssl/private/server.key"},
		{"cards 9682 0809 2843 1616 and 6521 0917 2140 0980", "cards [REDACTED] and [REDACTED]"},
		{"order 9682 0809 2843 1617", "order 9682 0809 2843 1617"},
	})
}

// TestLookAlikesBesideAPhone: what a phone word elsewhere in the text does
// not make a phone — a Turkish order's "Sipariş numaram" (my order
// number), three groups of four digits (a parcel's tracking number), a
// version after "update". The word right before still names a phone.
func TestLookAlikesBesideAPhone(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Sipariş numaram 703725132, kargo takip no 036259795573.", "Sipariş numaram 703725132, kargo takip no 036259795573."},
		{"numaram 532123456", "numaram [REDACTED]"},
		{"his number is +1-312-521-6968 — delivery 4726 7064 9591 is stuck since 12:45",
			"his number is [REDACTED] — delivery 4726 7064 9591 is stuck since 12:45"},
		{"配送業者から090-1234-5678に電話がありました。追跡番号は7371 9208 1020です。", "配送業者から[REDACTED]に電話がありました。追跡番号は7371 9208 1020です。"},
		{"phone 4726 7064 9591", "phone [REDACTED]"},
		{"Tel 0151 2345 6789", "Tel [REDACTED]"},
		{"Cannot log in since update 14.16.105. Reach me at +1-919-976-9653.", "Cannot log in since update 14.16.105. Reach me at [REDACTED]."},
		{"Update: call me at 555-123-4567", "Update: call me at [REDACTED]"},
	})
}

// TestShortPasswordWordOnAWifiLine: after a network's name, "pass" and
// "pw" with no colon are its key's word (a guest network's too since
// round 28, unless posted); "pass" as a verb or a ticket stays.
func TestShortPasswordWordOnAWifiLine(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Lockbox code 4821. WiFi: CasaAyşe_5G / pass Dr8bQzAbh2D97A5R. My cell", "Lockbox code 4821. WiFi: CasaAyşe_5G / pass [REDACTED]. My cell"},
		{"WiFi: Casa_5G / pw sabado.04#ocK.", "WiFi: Casa_5G / pw [REDACTED]."},
		{"WiFi: Cafe-Guest / pass Welcome2024.", "WiFi: Cafe-Guest / pass [REDACTED]."},
		{"NOTICE — WiFi: Cafe-Guest / pass Welcome2024.", "NOTICE — WiFi: Cafe-Guest / pass Welcome2024."},
		{"day pass AB12345678 at the gym", "day pass AB12345678 at the gym"},
		{"WiFi slow, pass the router a reboot", "WiFi slow, pass the router a reboot"},
	})
}

// TestContactColumnWithNoOtherPhoneWord: a column named "Contact" holds
// phones (contactColumn) even in a text with no strong phone word: the
// header was not read at all unless one was present, and "contact" is a
// weak one.
func TestContactColumnWithNoOtherPhoneWord(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"| Dispute | Customer | Contact | Amount |\n|---|---|---|---|\n| DP-232494 | Mariam A. | 0508597975 | 5,487.82 AED |\n| DP-706401 | Ahmed K. | ahmed@gmail.com | 4,119.00 AED |\n",
			"| Dispute | Customer | Contact | Amount |\n|---|---|---|---|\n| DP-232494 | Mariam A. | [REDACTED] | 5,487.82 AED |\n| DP-706401 | Ahmed K. | [REDACTED] | 4,119.00 AED |\n"},
		{"Dispute,Customer,Contact,Amount\nDP-232494,Mariam A.,0508597975,5487.82\n", "Dispute,Customer,Contact,Amount\nDP-232494,Mariam A.,[REDACTED],5487.82\n"},
		// Another column's numbers stay.
		{"Dispute,Customer,Contact,Ref\nDP-232494,Mariam A.,m@x.io,0508597975\n", "Dispute,Customer,Contact,Ref\nDP-232494,Mariam A.,[REDACTED],0508597975\n"},
	})
}

// TestNumberTypedPastAFilter: a national number with its trunk 0 typed a
// digit at a time, dashes, dots or spaces between, to get past a chat's
// filter of phone numbers; bits, short runs and other leads stay.
func TestNumberTypedPastAFilter(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"app blocks numbers lol so: 0-8-3-1-2-7-3-0-7-8", "app blocks numbers lol so: [REDACTED]"},
		{"num: 0 3 3 6 9 6 3 7 6 9 2 no calls pls, text", "num: [REDACTED] no calls pls, text"},
		{"👉 0 3 0 2 0 1 6 0 3 1 — Minh", "👉 [REDACTED] — Minh"},
		{"zap: 0.1.3.3.3.0.3.1.2.7 text me", "zap: [REDACTED] text me"},
		{"bits 0 1 1 0 1 0 0 1 1 0", "bits 0 1 1 0 1 0 0 1 1 0"},
		{"bits 0-1-1-0-1-0-0-1-1-0", "bits 0-1-1-0-1-0-0-1-1-0"},
		{"x 0-8-3-1-2", "x 0-8-3-1-2"},
		{"seq 9-4-9-8-6-0-5-3-7-1", "seq 9-4-9-8-6-0-5-3-7-1"},
		{"0-8-3-1-2-7-3-0-7-8-4-4-5-6", "0-8-3-1-2-7-3-0-7-8-4-4-5-6"},
	})
}

// TestRingAndReceiptWords: "ring" as an imperative before ten NANP digits
// ("or just ring …"); a card payment's RRN and a Portuguese receipt's
// number ("Comprovante #…") name ids.
func TestRingAndReceiptWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"mike: rgarcia@yahoo.com, or just ring 9728843129\ndana: ty", "mike: [REDACTED], or just ring [REDACTED]\ndana: ty"},
		{"Ring 9728843129", "Ring [REDACTED]"},
		{"key ring 9728843129", "key ring 9728843129"},
		{"Charged auf Karte XXXX-XXXX-XXXX-7524. Auth 2FGQD9, RRN 561855398021.", "Charged auf Karte XXXX-XXXX-XXXX-7524. Auth 2FGQD9, RRN 561855398021."},
		{"Comprovante #007-0577966-0328487\nTelefone: 11 98765-4321", "Comprovante #007-0577966-0328487\nTelefone: [REDACTED]"},
	})
}

// TestTurkishNounAfterTheNumber: Turkish puts "number" after the number,
// its case on the noun ("0547… numarasından", from the number): a trunk-0
// mobile before it is a phone; an order's nine digits stay.
func TestTurkishNounAfterTheNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Siparişim gelmedi. Bana 05475364001 numarasından ya da kaya@gmail.com adresinden ulaşın.",
			"Siparişim gelmedi. Bana [REDACTED] numarasından ya da [REDACTED] adresinden ulaşın."},
		{"Sipariş 703725132 numarasından takip", "Sipariş 703725132 numarasından takip"},
	})
}

// TestAppPasswordGluedAndNetworkKeys: Google's app password pasted as its
// sixteen letters glued (or in fours) after "app password", without a
// colon too; a mask of one letter stays. A network's key after its SSID
// ("WPA3, key …"), a guest network's too since round 28.
func TestAppPasswordGluedAndNetworkKeys(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"account s@gmail.com, app password xchfnvjthvxjbkig\nHyper", "account [REDACTED], app password [REDACTED]\nHyper"},
		{"app password tqvx wrug lqwb vjew ok", "app password [REDACTED] ok"},
		{"DB_PASSWORD=xxxxxxxxxxxxxxxx", "DB_PASSWORD=xxxxxxxxxxxxxxxx"},
		{"the password was lost when that came", "the password was lost when that came"},
		{"- Main SSID \"Casa Lupo\" WPA3, key 17OAfjLvvzeR\n- Guest SSID \"Hartley-Guest\" key JCNT-B4X9-K2",
			"- Main SSID \"Casa Lupo\" WPA3, key [REDACTED]\n- Guest SSID \"Hartley-Guest\" key [REDACTED]"},
		{"the key 17OAfjLvvzeR opens it", "the key 17OAfjLvvzeR opens it"},
	})
}

// TestGreekPoliteCallMe: Greek's polite and plural "call me" ("πάρτε με
// στο …") and "τηλεφωνήστε", as its singular "πάρε με" was.
func TestGreekPoliteCallMe(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"για το ραντεβού της 19.05.2026 πάρτε με στο 698 526 6080. Ευχαριστώ", "για το ραντεβού της 19.05.2026 πάρτε με στο [REDACTED]. Ευχαριστώ"},
		{"Τηλεφωνήστε στο 210 340 7188", "Τηλεφωνήστε στο [REDACTED]"},
		{"Παραγγελία 210 340 7188", "Παραγγελία 210 340 7188"},
	})
}

// TestPhoneOnTheAccountInASentence: a phone word and whose it is, then the
// verb where a label's colon stands ("the phone number on your account is
// …"), "number" after the phone word too; Italian "contattarmi al",
// Swedish "når mig på". A phone word with an id's word between stays
// unless a preposition says whose.
func TestPhoneOnTheAccountInASentence(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"I've confirmed the phone number on your account is 07816 078537 and the email is e@icloud.com.",
			"I've confirmed the phone number on your account is [REDACTED] and the email is [REDACTED]."},
		{"Phone number on the account: 07816 078537", "Phone number on the account: [REDACTED]"},
		{"Phone order id: 07816 078537", "Phone order id: 07816 078537"},
		{"Potete contattarmi al 3385327993 oppure scrivere", "Potete contattarmi al [REDACTED] oppure scrivere"},
		{"Ni når mig på 0764359976 eller erik@hotmail.se.", "Ni når mig på [REDACTED] eller [REDACTED]."},
	})
}

// TestGameAccountsAndKeys: a combo list's lines (an address, a colon, the
// password: not a repository's path after "git@host:"); an account's
// "Mail pass:" line; Steam's Web API key as a query's "key" (32 hex
// digits in capitals); Discord's webhook token (not its id); Cfx.re's
// "cfxk_" license key; Roblox's session cookie with its warning. A game's
// player id, Google Play's order id (GPA.) and a patch's version stay.
func TestGameAccountsAndKeys(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"— email:pass\nemiller014@aol.com:QpSDk9PiZlXX\nolivia_c@outlook.com:8RFMqPkG03\n", "— email:pass\n[REDACTED]:[REDACTED]\n[REDACTED]:[REDACTED]\n"},
		{"clone git@github.com:org/repo2.git", "clone git@github.com:org/repo2.git"},
		{"write to a@b.com: thanks2024", "write to [REDACTED]: thanks2024"},
		{"Mail: sergey.kuznetsov@bk.ru\nMail pass: Batman_34\nRecovery codes: later", "Mail: [REDACTED]\nMail pass: [REDACTED]\nRecovery codes: later"},
		{"Boarding pass: AB12345678", "Boarding pass: AB12345678"},
		{"GET https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=087DFF07130A9C42C2CAF4DE07255E47&steamids=76561198609388762",
			"GET https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=[REDACTED]&steamids=76561198609388762"},
		{"?key=087dff07130a9c42c2caf4de07255e47&x=1", "?key=087dff07130a9c42c2caf4de07255e47&x=1"},
		{"https://discord.com/api/webhooks/326879838280525688/1Fza8UCcH3vYxSzqn51zrV5kQTyKR2n-aCV1KNgPNJelSxUpoznKp_DlG1xxC0lNEGjE thx",
			"https://discord.com/api/webhooks/326879838280525688/[REDACTED] thx"},
		{"https://discord.com/api/webhooks/326879838280525688/your-token-here", "https://discord.com/api/webhooks/326879838280525688/your-token-here"},
		{`sv_licenseKey "cfxk_UIGoXFRCwFU5NmkwXtZn_sRd6YV"`, `sv_licenseKey "[REDACTED]"`},
		{".ROBLOSECURITY=_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_" +
			"8A83A13CBAF2C6AB0E1AEF3CA8478BF0E871FCFCE8BE39E28D29D2633CD158432AF71086E8BFEC1C1DBC8299DE29B34D7E89F1F12102A261791D4E1661AE052C6CB3104D41 ok",
			".ROBLOSECURITY=[REDACTED] ok"},
		{"Top-up Mobile Legends 257 💎 — Player ID 5950700935 — $294.00", "Top-up Mobile Legends 257 💎 — Player ID 5950700935 — $294.00"},
		{"Yükleme PUBG Mobile 86 💎 — Oyuncu ID 5613719762", "Yükleme PUBG Mobile 86 💎 — Oyuncu ID 5613719762"},
		{"Google Play GPA.5644-9601-2692-27548  refunded", "Google Play GPA.5644-9601-2692-27548  refunded"},
		{"Mobile Legends patch 12.25.412 is live.", "Mobile Legends patch 12.25.412 is live."},
	})
}

// TestClinicsOfLatinAmericaAndAsia: call logs' directions in Spanish
// ("entrante", "saliente", "perdida"), Italian "chiamare il" and "al
// numero", Portuguese "Retornar no", Spanish "escríbenos al", Peru's
// "yapear al", Indonesia's "no_hp" field and wallets (GoPay, OVO/…),
// Chile's mobile with its 9 apart under a phone's label or column. A CPF
// (a Pix key) and a number in thousands ("CC 1.033.920.563") stay.
func TestClinicsOfLatinAmericaAndAsia(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"16:00 entrante 33 7309 1128 dur 3:06\n15:00 perdida 998 953 5647 dur 12:27", "16:00 entrante [REDACTED] dur 3:06\n15:00 perdida [REDACTED] dur 12:27"},
		{"Per disdire chiamare il 340 888 3921 almeno 24h prima.", "Per disdire chiamare il [REDACTED] almeno 24h prima."},
		{"Notifica inviata a g@alice.it e al numero 388/3415935.", "Notifica inviata a [REDACTED] e al numero [REDACTED]."},
		{"Retornar no 936 183 763 ou mandar por e-mail", "Retornar no [REDACTED] ou mandar por e-mail"},
		{"Si necesitas reprogramar escríbenos al 81-9880-9072 o responde CANCELAR.", "Si necesitas reprogramar escríbenos al [REDACTED] o responde CANCELAR."},
		{"Puede yapear al 939 255 069 a nombre de Botica", "Puede yapear al [REDACTED] a nombre de Botica"},
		{`{"nama":"Putri Wijaya","no_hp":"085950055697"}`, `{"nama":"Putri Wijaya","no_hp":"[REDACTED]"}`},
		{"Pembayaran bisa via OVO/GoPay/DANA ke nomor 088314696658 a.n. Klinik", "Pembayaran bisa via OVO/GoPay/DANA ke nomor [REDACTED] a.n. Klinik"},
		{"id,name,celular,email\n350816,Catalina Soto,9 5683 2378,c@hotmail.com", "id,name,celular,email\n350816,Catalina Soto,[REDACTED],[REDACTED]"},
		{"Owner contact: 9 7811 3477. Vaccine lot", "Owner contact: [REDACTED]. Vaccine lot"},
		{"Pedido 9 5683 2378", "Pedido 9 5683 2378"},
		{"Pagamento: Pix chave 086.788.951-95\nEntregador: João", "Pagamento: Pix chave 086.788.951-95\nEntregador: João"},
		{"para Andrés Moreno, CC 1.033.920.563, celular 602 302 4245", "para Andrés Moreno, CC 1.033.920.563, celular [REDACTED]"},
		{"la maleta perdida 2024 en el vuelo 1234567", "la maleta perdida 2024 en el vuelo 1234567"},
		{"CS: Dana Rp 250.000 sudah kami kembalikan.\nPenelepon: Nomor pesanan 584258822955.", "CS: Dana Rp 250.000 sudah kami kembalikan.\nPenelepon: Nomor pesanan 584258822955."},
	})
}
