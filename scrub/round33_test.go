package scrub

import "testing"

// TestLineKeyNamesValue: a bare key that opens its line (LDIF, YAML) names
// the number after its colon as a JSON key does ("hrSSN: …"); a key that
// names an id of a phone's kind ("cellid", a mobile network's cell) names
// no phone, in JSON or bare; a key in prose and other keys name nothing.
func TestLineKeyNamesValue(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"dn: uid=mosei,ou=hr,dc=example,dc=com\nhrSSN: 776217942\nmail: x", "dn: uid=mosei,ou=hr,dc=example,dc=com\nhrSSN: [REDACTED]\nmail: x"},
		{"  employee_ssn: 776217942", "  employee_ssn: [REDACTED]"},
		{"orderId: 776217942", "orderId: 776217942"},
		{"  current-cellid: 120469084\n", "  current-cellid: 120469084\n"},
		{`{"cellid": 120469084}`, `{"cellid": 120469084}`},
		{"we checked hrSSN: 776217942", "we checked hrSSN: 776217942"},
	})
}

// TestACHRecordSSNs: an ACH entry detail record's individual
// identification number glued to its amount, and the absent parent's SSN
// in a child-support addenda ("DED*CS*…"), when a valid SSN; an id that is
// no SSN, a routing number whose check digit fails, a line that is no
// entry record, and another element of the addenda stay.
func TestACHRecordSSNs(t *testing.T) {
	const batch = "5220TRI-COUNTY HVAC                     1898390827 PPDPAYROLL   250315240220   1021000020008522\n"
	checkScrubbed(t, []scrubbed{
		{batch + "6220710000138722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145", batch + "6220710000138722171932       0000294465[REDACTED]      MEGAN KOWALSKI          0021000020003145"},
		{batch + "6220710000138722171932       0000294465EMP4509014     MEGAN KOWALSKI          0021000020003145", batch + "6220710000138722171932       0000294465EMP4509014     MEGAN KOWALSKI          0021000020003145"},
		{batch + "6220710000148722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145", batch + "6220710000148722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145"},
		{batch + "7220710000138722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145", batch + "7220710000138722171932       0000294465450409014      MEGAN KOWALSKI          0021000020003145"},
		{"16,165,86574,Z,316346632578647,SUPP547130/\n88,DED*CS*CS92175723*230708*51158*434546582*N*BRENNAN*36000*/", "16,165,86574,Z,316346632578647,SUPP547130/\n88,DED*CS*CS92175723*230708*51158*[REDACTED]*N*BRENNAN*36000*/"},
		{"705DED*CS*000123456*240102*25000*123456789*Y*SMITH JOHN*06000\\", "705DED*CS*000123456*240102*25000*[REDACTED]*Y*SMITH JOHN*06000\\"},
		{"88,DED*CS*CS92175723*230708*51158*000000000*N*BRENNAN*36000*/", "88,DED*CS*CS92175723*230708*51158*000000000*N*BRENNAN*36000*/"},
		{"88,DED*XX*CS92175723*230708*51158*434546582*N*BRENNAN*36000*/", "88,DED*XX*CS92175723*230708*51158*434546582*N*BRENNAN*36000*/"},
		{"REF*CS*CS92175723*434546582*N", "REF*CS*CS92175723*434546582*N"},
	})
}

// TestSecretsHandedOverRound33: where c116's secrets stand — a presigned
// URL's signature, a sign-in link's token, Samba's "user%password", a
// password file's other lines, a router's printed key with no colon, a
// Vault token with its namespace part, Mapbox's secret token, an
// authenticator's setup key in groups of four, settings handed over a
// line each, a login given after an access label or "log in … with pw".
// Negatives: the public parts beside them and what only looks alike.
func TestSecretsHandedOverRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"https://b.s3.amazonaws.com/r.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIAZMLFLXIU6NI4Q6Y4%2F20250312%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250312T101500Z&X-Amz-SignedHeaders=host&X-Amz-Signature=524cccf4b73fc6bf71d35338b646c9ef665ca204b9b99c6afac75f5b6f719311",
			"https://b.s3.amazonaws.com/r.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIAZMLFLXIU6NI4Q6Y4%2F20250312%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250312T101500Z&X-Amz-SignedHeaders=host&X-Amz-Signature=[REDACTED]"},
		{"https://x.io/a?X-Amz-Signature=524cccf4b73fc6bf71d35338b646c9ef665ca204b9b99c6afac75f5b6f719311", "https://x.io/a?X-Amz-Signature=524cccf4b73fc6bf71d35338b646c9ef665ca204b9b99c6afac75f5b6f719311"},
		{"it logs you straight in: https://app.example.es/auth/magic/msMtqQ8cMjjZeuTRYGc_5llMSzvU6OsiWFGc1cX19wF (don't forward)", "it logs you straight in: https://app.example.es/auth/magic/[REDACTED] (don't forward)"},
		{"https://docs.example.com/guides/magic/getting-started-with-links", "https://docs.example.com/guides/magic/getting-started-with-links"},
		{"smbclient //nas.corp.local/finance -U jiwoo%harbor-summit-harpoon-26 -c 'ls'", "smbclient //nas.corp.local/finance -U jiwoo%[REDACTED] -c 'ls'"},
		{"smbclient //nas/f -U 'CORP\\olga%q6gX^6GyGB8mK'", "smbclient //nas/f -U 'CORP\\olga%[REDACTED]'"},
		{"ls -U a%b", "ls -U a%b"},
		{"# ~/.pgpass\nftp-3.corp.example.com:5432:*:metabase:Harpoon407Granite!\ndb-8.internal.example.io:6432:analytics:airflow:Mango_Copper8455", "# ~/.pgpass\nftp-3.corp.example.com:5432:*:metabase:[REDACTED]\ndb-8.internal.example.io:6432:analytics:airflow:[REDACTED]"},
		{"a:6432:db:u:Pass1234word\nlocalhost:5432:*:app:Other99pass\n10:30:12:00:44", "a:6432:db:u:[REDACTED]\nlocalhost:5432:*:app:[REDACTED]\n10:30:12:00:44"},
		{"Aufkleber FRITZ!Box 7590: WLAN-Netzwerkschlüssel (WPA2) 0337 0098 4445 9319 3820, Seriennummer", "Aufkleber FRITZ!Box 7590: WLAN-Netzwerkschlüssel (WPA2) [REDACTED], Seriennummer"},
		{"$ cat ~/.vault-token\nhvs.CAESIrozIDGZYofPhO_hx9_Cc4F6c7aiLU2m7zpqG3l8uypy4BCon2XAweIcpYknks8tjAsi-q8W02sUliCFpCMGh4KHGh2cy4DQ2Krwx6ESgekenLOfrQyGVw\n", "$ cat ~/.vault-token\n[REDACTED]\n"},
		{"Klucz API do produkcji: sk.eyJ1IjoidHVuZHJhNjgiLCJhIjoiNTVucjJreHptem4xcDBnYzNtNDAxOW0xOCJ9.CeuWPAtda5iN27dfMJnU41", "Klucz API do produkcji: [REDACTED]"},
		{"pk.eyJ1IjoidHVuZHJhNjgiLCJhIjoiNTVucjJreHptem4xcDBnYzNtNDAxOW0xOCJ9.CeuWPAtda5iN27dfMJnU41", "pk.eyJ1IjoidHVuZHJhNjgiLCJhIjoiNTVucjJreHptem4xcDBnYzNtNDAxOW0xOCJ9.CeuWPAtda5iN27dfMJnU41"},
		{"If the QR code won't scan, enter this setup key manually: r2g4 xfct njhk 5tc6 xyxd ky2j qjac mwss (time based)", "If the QR code won't scan, enter this setup key manually: [REDACTED] (time based)"},
		{"setup key: abcd efgh ijkl mnop", "setup key: abcd efgh ijkl mnop"},
		{"smtp.example.de port 587 STARTTLS\nuser jonas\npass Oyster&River7896", "smtp.example.de port 587 STARTTLS\nuser jonas\npass [REDACTED]"},
		{"user bob\npass the salt please 2x", "user bob\npass the salt please 2x"},
		{"log in as root with pw W1ll0wBadger#14", "log in as root with pw [REDACTED]"},
		{"Dostęp do panelu: kasse01 / Comet!Biscuit7331!", "Dostęp do panelu: kasse01 / [REDACTED]"},
		{"Доступ в админку: shopadmin / kettle-walrus-mango-31", "Доступ в админку: shopadmin / [REDACTED]"},
		{"Access to the report: Q3 / 2024", "Access to the report: Q3 / 2024"},
		{"Temporary password: hpUVgB&FPGWb\nYou will be asked to change it", "Temporary password: [REDACTED]\nYou will be asked to change it"},
		{"Password: HelloWorld!!", "Password: HelloWorld!!"},
		{"password: NotAvailable!", "password: NotAvailable!"},
	})
}

// TestKeyWordsRound33: more languages' words for a key or a password
// (Russian "ключ API", French "clé d'API", Swedish "API-nyckeln" and
// "lösenordet", Italian "chiave" on a network's line) and a URL query's
// keys without a scheme (an HTTP request line) or as "key" alone when
// strongly random; Trello's public app key (32 hex) stays.
func TestKeyWordsRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"вот ключ API: 6de1895bf7860a8f3e8358c1221d9b76", "вот ключ API: [REDACTED]"},
		{"Voici la clé d'API de prod : 978c6ea0db8d546c821cda81906e3604", "Voici la clé d'API de prod : [REDACTED]"},
		{"Här är API-nyckeln för prod: PwcgG5SgbidHcjCigAcbf5bm5me6nbywPWbCJqFA", "Här är API-nyckeln för prod: [REDACTED]"},
		{"l'API est lente, d'API 2024 rien", "l'API est lente, d'API 2024 rien"},
		{"nätverket heter TP-Link_5G_D2 och wifi-lösenordet är WillowQuartz7189", "nätverket heter TP-Link_5G_D2 och wifi-lösenordet är [REDACTED]"},
		{"logga in som redakcja med lösenordet DtZQJk5zb2kaTRPAhrB4L", "logga in som redakcja med lösenordet [REDACTED]"},
		{"rete wifi NETGEAR42, chiave harpoon-fjord-25", "rete wifi NETGEAR42, chiave [REDACTED]"},
		{"la chiave è sotto il vaso 2", "la chiave è sotto il vaso 2"},
		{"GET /data/2.5/weather?q=Berlin&appid=d980319c8712dee48ed32ed9fcb2b58b HTTP/1.1", "GET /data/2.5/weather?q=Berlin&appid=[REDACTED] HTTP/1.1"},
		{"GET /data/2.5/weather?q=Berlin&key=Pt_LHobIQmGRG5PXGjR9W5iMGJ&units=metric HTTP/1.1", "GET /data/2.5/weather?q=Berlin&key=[REDACTED]&units=metric HTTP/1.1"},
		{"curl 'https://api.trello.com/1/boards/ysGmH7JS/cards?key=05b63db89a33c71300714b8b61ae644c&token=x'", "curl 'https://api.trello.com/1/boards/ysGmH7JS/cards?key=05b63db89a33c71300714b8b61ae644c&token=x'"},
		{"https://x.example.com/a?key=user-profile-settings-page", "https://x.example.com/a?key=user-profile-settings-page"},
		{"GET /search?key=2024-Q3 HTTP/1.1", "GET /search?key=2024-Q3 HTTP/1.1"},
	})
}

// TestLookAlikesRound33: a template's variable is no password's key, a
// version no key's value, a GTIN column's barcode no card, a version in
// the tickets' languages no phone, SSA-voided SSNs no SSN, and a log's
// key naming another number takes it from an SSN word elsewhere on the
// line.
func TestLookAlikesRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"DATABASE_URL=postgres://USER:{{ db_password }}@localhost:5432/app", "DATABASE_URL=postgres://USER:{{ db_password }}@localhost:5432/app"},
		{"APIキーは v3.25.12 から金庫に保管しています", "APIキーは v3.25.12 から金庫に保管しています"},
		{"gtin,name,price\n4093067971730,Dock 12-in-1,9031.51", "gtin,name,price\n4093067971730,Dock 12-in-1,9031.51"},
		{"Внутренняя заметка SUP-1634: клиент на версии 20.12.214, перезвон в 20:00.", "Внутренняя заметка SUP-1634: клиент на версии 20.12.214, перезвон в 20:00."},
		{"sample number printed on wallet inserts (078-05-1120). SS# 219-09-9999 too", "sample number printed on wallet inserts (078-05-1120). SS# 219-09-9999 too"},
		{"audit: user=u860401 action=VIEW_SSN_MASKED record=795421436 ip=10.33.223.148", "audit: user=u860401 action=VIEW_SSN_MASKED record=795421436 ip=10.33.223.148"},
		{"x employee_ssn=795421436", "x employee_ssn=[REDACTED]"},
	})
}

// TestUSPaperworkRound33: SSNs as US forms and letters write them — a
// W-9's boxes a digit each with the printed dashes, an SSA claim number
// and an old Medicare HICN (the SSN and its beneficiary code), an EFW2
// "RW" record — and a mail's "best number"; the same shapes without the
// form's words stay.
func TestUSPaperworkRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Taxpayer Identification Number (TIN)\nSocial security number 3 2 3 - 9 0 - 5 0 9 3\nor Employer", "Taxpayer Identification Number (TIN)\nSocial security number [REDACTED]\nor Employer"},
		{"Notice of Award  Claim Number: 045-80-3225C1\nANDREW CHEN", "Notice of Award  Claim Number: [REDACTED]C1\nANDREW CHEN"},
		{"Old Medicare claim number (HICN): 502269184D  New Medicare Number: 4Y85-JF8-QP50", "Old Medicare claim number (HICN): [REDACTED]D  New Medicare Number: 4Y85-JF8-QP50"},
		{"Part 045-80-3225C1", "Part 045-80-3225C1"},
		{"Claim Number: 045-80-3225X9Z", "Claim Number: 045-80-3225X9Z"},
		{"EFW2 submission (RW record):\nRW471104016BARBARA                       JACKSON", "EFW2 submission (RW record):\nRW[REDACTED]BARBARA                       JACKSON"},
		{"xRW471104016BARBARA", "xRW471104016BARBARA"},
		{"Loan # 2893146571, best number 901 754 6929. Property", "Loan # 2893146571, best number [REDACTED]. Property"},
	})
}

// TestSecondWaveRound33: c118–c120's — a placeholder's word counts only
// as a word is cased ("MfAkEo" in a random key is none), a key phrase's
// first long run is its key (what follows is another thing), a masked
// address is no address (Markdown's stars and X12's "EM*" are no mask),
// other countries' numbers and papers named before a number, and a plan
// member's id right after "member" (a transcript's speaker aside).
func TestSecondWaveRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`lumora.api_key = "sk_live_51WGNqXpOuZP8u7r3MfAkEo2oQSdErksFptd7r19f41jmSlSy4ysW1KD6jtSPeKmIcWlhyVEjUoVGmDlDaOG1TLoUYIXBkCb2ah"`, `lumora.api_key = "[REDACTED]"`},
		{"sk_live_YOUR_KEY_HERE_1234567890", "sk_live_YOUR_KEY_HERE_1234567890"},
		{"sk_live_Fake1234567890abcdef", "sk_live_Fake1234567890abcdef"},
		{"안녕하세요. API 키 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 로 웹훅 we_1s8iMaF7m9voZtdwRWaPRHGC 생성 시 400 오류",
			"안녕하세요. API 키 [REDACTED] 로 웹훅 we_1s8iMaF7m9voZtdwRWaPRHGC 생성 시 400 오류"},
		{"we sent a code to h***g@gmail.com", "we sent a code to h***g@gmail.com"},
		{"mail **jane@acme.io** now", "mail **[REDACTED]** now"},
		{"PER*OC*HÉCTOR VÁZQUEZ*EM*hector.vazquez@empaquesjal.com.mx~", "PER*OC*HÉCTOR VÁZQUEZ*EM*[REDACTED]~"},
		{"Social insurance number: 257 551 648", "Social insurance number: 257 551 648"},
		{"Tax file number: 817 603 382", "Tax file number: 817 603 382"},
		{"NAF 03 75565208 26", "NAF 03 75565208 26"},
		{"Referral UBRN 0560 9472 1550", "Referral UBRN 0560 9472 1550"},
		{"Unique Application Number: 4570-4705-8483-2056", "Unique Application Number: 4570-4705-8483-2056"},
		{"Work permit no. 657535011881062150", "Work permit no. 657535011881062150"},
		{"Phone (mobile): 257 551 6480", "Phone (mobile): [REDACTED]"},
		{"SSN-475-07-6502 not found for member 085140190 (group 2025059)", "SSN-[REDACTED] not found for member 085140190 (group 2025059)"},
		{"Agent: To verify your identity I need your full Social Security number.\nMember: 553477139\n", "Agent: To verify your identity I need your full Social Security number.\nMember: [REDACTED]\n"},
	})
}

// TestCodesAndPostcodesRound33: a case file's code with dotted digit
// segments and Brazil's postcode after "CEP novo" are no phones; a
// Turkish form's "Cep No:" still names a mobile.
func TestCodesAndPostcodesRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Numer sprawy: WSC-II-P.9677.535055.2023\nPESEL nadany: 93030266331", "Numer sprawy: WSC-II-P.9677.535055.2023\nPESEL nadany: 93030266331"},
		{"CEP novo: 74307-182", "CEP novo: 74307-182"},
		{"Cep No: 0532 123 45 67", "Cep No: [REDACTED]"},
	})
}

// TestOperatorsAndFreightRound33: c121's and c122's — an eSIM's
// activation code (its matching id; the SM-DP+ address stays), a
// subscriber's line in Italian, "txt only", Spanish
// "mándame mensaje al", an X12 G61 contact's TE number; kept: a radio
// cell's id after "cell" (a vCard's TYPE=CELL number is still a phone),
// a number after French "en ligne" (online), a billing account (BAN), Indonesian "akun", a range
// of hours, and freight's numbers (load, PRO, HTS, transponder, CDL,
// pedimento).
func TestOperatorsAndFreightRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"LPA:1$rsp.truphone.com$910179DD-30D2-0A0E-01AE-B5D28898651D", "LPA:1$rsp.truphone.com$[REDACTED]"},
		{"LPA:1$a$b", "LPA:1$a$b"},
		{"sono titolare della linea 330-3146657 e mi", "sono titolare della linea [REDACTED] e mi"},
		{"Numéro d'accès en ligne : 580814171", "Numéro d'accès en ligne : 580814171"},
		{"going anywhere south. Txt only 470 668 8170. MC# 767890", "going anywhere south. Txt only [REDACTED]. MC# 767890"},
		{"Si no contesto mándame mensaje al 867 398 8344, ando", "Si no contesto mándame mensaje al [REDACTED], ando"},
		{"N4*DALLAS*TX*75247*US~G61*IC*RUSTAM POPESCU*TE*6617125742~SE*9*0001~", "N4*DALLAS*TX*75247*US~G61*IC*RUSTAM POPESCU*TE*[REDACTED]~SE*9*0001~"},
		{"site down since 06:40, cell 235520109 and 246579244, 4G/5G", "site down since 06:40, cell 235520109 and 246579244, 4G/5G"},
		{"VoLTE fix for cell 35967507.", "VoLTE fix for cell 35967507."},
		{"BEGIN:VCARD\nFN:Eirik Lie\nTEL;TYPE=CELL:67632249\nEND:VCARD", "BEGIN:VCARD\nFN:Eirik Lie\nTEL;TYPE=CELL:[REDACTED]\nEND:VCARD"},
		{"my cell 555-123-4567", "my cell [REDACTED]"},
		{"no HP 0822-2665-2829, akun 8213091264, kartu", "no HP [REDACTED], akun 8213091264, kartu"},
		{"/ soc sec 898-31-5730 / BAN 455413835. Result", "/ soc sec [REDACTED] / BAN 455413835. Result"},
		{"Receiving hours 0700-1500, call (406) 310 1461 for late", "Receiving hours 0700-1500, call [REDACTED] for late"},
		{"Tel 2200-0600", "Tel [REDACTED]"},
		{"calling about load 847654-08. Call back at +1 (520) 555 0201", "calling about load 847654-08. Call back at [REDACTED]"},
		{"Driver cell (902)459-8355. PRO 9002937869", "Driver cell [REDACTED]. PRO 9002937869"},
		{"transponder 071-03754330, plate FJW4625, call 555 123 4567", "transponder 071-03754330, plate FJW4625, call [REDACTED]"},
		{"SSN: 890-46-9849\nCDL: GA 574768709 (Class A", "SSN: [REDACTED]\nCDL: GA 574768709 (Class A"},
		{"Pedimento 25 47 1420 3014652. Contacto: a@b.com / +52 (81) 65618390.", "Pedimento 25 47 1420 3014652. Contacto: [REDACTED] / [REDACTED]."},
	})
}

// TestMarkupRound33: c123's — a JSON string's escape before an address
// is no part of it (the escape stays whole: "\u003c", "\n"), a
// Message-ID's escaped angle brackets name it in JSON too, a no-break
// space around a label's colon, an HTML mail's emphasis around a
// password.
func TestMarkupRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"From":"\u003cjane.doe@acme.io\u003e","Message-ID":"\u003cCA4QN+Gx@mail.gmail.com\u003e"}`, `{"From":"\u003c[REDACTED]\u003e","Message-ID":"\u003cCA4QN+Gx@mail.gmail.com\u003e"}`},
		{`{"a":"x\njane@acme.io"}`, `{"a":"x\n[REDACTED]"}`},
		{`{"a":"C:\\njane@acme.io"}`, `{"a":"C:\\[REDACTED]"}`},
		{"Passwort:\u00a03dWxE5x7AxTBGql9", "Passwort:\u00a0[REDACTED]"},
		{"Mot de passe\u00a0: cqyb92HL#huj", "Mot de passe\u00a0: [REDACTED]"},
		{"Contraseña: <strong>Kuro.Kot.24?</strong>", "Contraseña: <strong>[REDACTED]</strong>"},
		{"<p>Password: <b>Summer2024x!</b></p>", "<p>Password: <b>[REDACTED]</b></p>"},
		{"Password: <strong>Required</strong>", "Password: <strong>Required</strong>"},
		{`password: <input type="password">`, `password: <input type="password">`},
	})
}

// TestDenseAndImmigrationRound33: c124's and c126's — a dotted vendor
// key before a sentence's full stop, a refresh token's cookie, a
// password after "dell'…" or a qualifier then "is" ("provisoire est"), an
// SSA claim number under Spanish "Número de reclamo", an alien
// registration number after its name, a version after Arabic "الإصدار".
func TestDenseAndImmigrationRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"O token de acesso da API é 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. Protocolo", "O token de acesso da API é [REDACTED]. Protocolo"},
		{"Set-Cookie: refresh=VpzpdprUOkDCIVc2nSxWFAHHF3Nzn9XzvSJvrItxpuBijC; Path=/auth; HttpOnly", "Set-Cookie: refresh=[REDACTED]; Path=/auth; HttpOnly"},
		{"Cliente: La password dell'area clienti è zeytin.478.Moscow?.", "Cliente: La password dell'area clienti è [REDACTED]."},
		{"Le mot de passe provisoire est istanbul.082.Istanbul!, je n'arrive pas", "Le mot de passe provisoire est [REDACTED], je n'arrive pas"},
		{"the password new is great 2day", "the password new is great 2day"},
		{"Aviso de beneficios. Número de reclamo: 651-25-6298HA. A partir del 3", "Aviso de beneficios. Número de reclamo: [REDACTED]HA. A partir del 3"},
		{"Alien Registration Number 217791269, call 555 123 4567", "Alien Registration Number 217791269, call [REDACTED]"},
		{"邮箱 layla.cruz@gmail.com，A号 A 128244554。", "邮箱 [REDACTED]，A号 A 128244554。"},
		{"رقم البلاغ ٤١٢٧٣، الإصدار 21.16.282.", "رقم البلاغ ٤١٢٧٣، الإصدار 21.16.282."},
	})
}

// TestLocalWordsRound33: c125's — Vietnamese "là" and an em dash as the
// "is" after a password's word, Japanese "…で" after the value, Chinese
// "是：", Tencent's Go SDK's NewCredential and Firebase's sign-in by
// position; a dash before words stays prose.
func TestLocalWordsRound33(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"User admin, pass là 71sonla_J. Bản MongoDB 7", "User admin, pass là [REDACTED]. Bản MongoDB 7"},
		{"mật khẩu là 27Phuquoc&E.", "mật khẩu là [REDACTED]."},
		{"Логин rabbit, пароль — Zvezda_srv3925. RabbitMQ 3.10", "Логин rabbit, пароль — [REDACTED]. RabbitMQ 3.10"},
		{"the password — see the wiki 2024", "the password — see the wiki 2024"},
		{"初期パスワードはosaka73!で合ってるはず。Redmine", "初期パスワードは[REDACTED]で合ってるはず。Redmine"},
		{"Permission denied，我的密码是：4718beijing&Z，sshd_config 里", "Permission denied，我的密码是：[REDACTED]，sshd_config 里"},
		{`signInWithEmailAndPassword("hyunwoo@example.org", "Sarang4883@")`, `signInWithEmailAndPassword("[REDACTED]", "[REDACTED]")`},
		{"common.NewCredential(\n \"AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA\",\n \"J6lMNJqBAX1Cd55MFz40UNeZptB5eiVl\",\n)", "common.NewCredential(\n \"AKIDz8krbsJ5yKBZQpn74WFkmLPx3gnPhESA\",\n \"[REDACTED]\",\n)"},
	})
}
