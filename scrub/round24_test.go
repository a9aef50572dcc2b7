package scrub

import "testing"

// Twenty-fourth round: phones given after the person they reach — a name,
// a phone word that says whose account or order it is on, someone's
// "number" — with the neighbours that must stay.

// TestPhoneAfterPersonName: a given name, a surname (or more), and the
// number, as letters, signatures and notes give a contact. Two words in
// capitals that are no name label the number ("Admission Number", "Nova
// Poshta"), and a table's cell after a name is its column's.
func TestPhoneAfterPersonName(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Mi gestor es Marta García, 707640710, marta@gestoriaruiz.com.",
			"Mi gestor es Marta García, [REDACTED], [REDACTED]."},
		{"Assuré : Manon Moreau, 0743143990\nVéhicule YG-03", "Assuré : Manon Moreau, [REDACTED]\nVéhicule YG-03"},
		{"Manager's contact: Brandon Johnson 6309507757 / b@x.com", "Manager's contact: Brandon Johnson [REDACTED] / [REDACTED]"},
		{"My CA Deepika Gupta (8550370614) is not responding.", "My CA Deepika Gupta ([REDACTED]) is not responding."},
		{"Duty manager Kiprop Ouma: 0718201385 / kouma@ruta.co.ke", "Duty manager Kiprop Ouma: [REDACTED] / [REDACTED]"},
		{"调度: Paola Ferrari, 338 197 9300", "调度: Paola Ferrari, [REDACTED]"},
		{"Adjuster Javier Martín, 683 93 66 19. Is depreciation recoverable?",
			"Adjuster Javier Martín, [REDACTED]. Is depreciation recoverable?"},
		{"Kontakta ordförande Saga Eriksson 0705582144 eller mejla", "Kontakta ordförande Saga Eriksson [REDACTED] eller mejla"},
		// Negatives.
		{"Form I-94 Admission Number: 33078299831", "Form I-94 Admission Number: 33078299831"},
		{"Відправлено: Nova Poshta 20532028553696", "Відправлено: Nova Poshta 20532028553696"},
		{"DHL: Ihr Paket 00340434917800829900 kommt heute", "DHL: Ihr Paket 00340434917800829900 kommt heute"},
		{"Name\tPESEL\tData\nTomasz Wójcik\t68092723258\t25.07.2025", "Name\tPESEL\tData\nTomasz Wójcik\t68092723258\t25.07.2025"},
		{"Report Ref 3333657576", "Report Ref 3333657576"},
		{"Dear Maria, 1234567890 is your reference", "Dear Maria, 1234567890 is your reference"},
		{"Lucas Pereira 12345678 shipped", "Lucas Pereira 12345678 shipped"},
	})
}

// TestPhoneWordOwner: a phone word, a preposition and the account or order
// the phone is on, then the colon: the number is the phone, though a word
// for an account or an order stands right before it.
func TestPhoneWordOwner(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Teléfono de la cuenta: 477 253 2165", "Teléfono de la cuenta: [REDACTED]"},
		{"Telefono dell'account: 3396721001", "Telefono dell'account: [REDACTED]"},
		{"Téléphone du compte : 05 23 90 68 83", "Téléphone du compte : [REDACTED]"},
		{"Phone on the account: 020 3851 2964", "Phone on the account: [REDACTED]"},
		{"Handynummer im Konto: 0711/587473", "Handynummer im Konto: [REDACTED]"},
		{"Mobile linked with Aadhaar: 94085 78935.", "Mobile linked with Aadhaar: [REDACTED]."},
		{"Buyer phone on the order: 55 6777 4075.", "Buyer phone on the order: [REDACTED]."},
		// Negatives: the words after the phone word label a number of
		// their own.
		{"Phone order id: 5512345678", "Phone order id: 5512345678"},
		{"Phone account number: 1234567890", "Phone account number: 1234567890"},
	})
}

// TestSomeonesNumber: "number" or "line" after a noun's possessive names
// that person's phone ("the guy's number is …"); after a label's noun it
// does not.
func TestSomeonesNumber(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Is this the reversal scam? The guy's number is 5034087493.", "Is this the reversal scam? The guy's number is [REDACTED]."},
		{"The other driver's number is 015741535742.", "The other driver's number is [REDACTED]."},
		{"The receiver's line 08038439362 is switched off.", "The receiver's line [REDACTED] is switched off."},
		// Negatives.
		{"the account's number is 05034087493", "the account's number is 05034087493"},
		{"The order's number is 5034087493.", "The order's number is 5034087493."},
		{"the product line 0803843936 is discontinued", "the product line 0803843936 is discontinued"},
	})
}

// TestPasswordKeysAsSheetsWriteThem: a password's name glued after an
// acronym ("SMTPPassword") or in a German compound ("Initialpasswort"), a
// two-column sheet's row (the name, a tab, the value), and "password …
// to" in prose. An all-capital word holding "PASSWORD" is no hump.
func TestPasswordKeysAsSheetsWriteThem(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"user=copier@x.it\nSMTPPassword=6i9Zif$nbC\nSerial=W838", "user=[REDACTED]\nSMTPPassword=[REDACTED]\nSerial=W838"},
		{"Konto ist entsperrt. Initialpasswort: Welcome2024! (Groß-/Kleinschreibung)", "Konto ist entsperrt. Initialpasswort: [REDACTED] (Groß-/Kleinschreibung)"},
		{"Password\tcopper-canyon-willow-44\nSender name\tScanner", "Password\t[REDACTED]\nSender name\tScanner"},
		{"App password\tEmber953+\nSender", "App password\t[REDACTED]\nSender"},
		{"Username\tcopier@sakura.co.jp\nPass\tJuniper-Cobalt17\nSender", "Username\t[REDACTED]\nPass\t[REDACTED]\nSender"},
		{"I changed my password yesterday to Ryxi.2490FA and it still fails", "I changed my password yesterday to [REDACTED] and it still fails"},
		// Negatives.
		{"BYPASSWORD=abc12345678", "BYPASSWORD=abc12345678"},
		{"bypassword: abc12345678", "bypassword: abc12345678"},
		{"I need my password to work 24x7", "I need my password to work 24x7"},
		{"Field\tType\nPassword\tvarchar(64)\nCreated\tdatetime", "Field\tType\nPassword\tvarchar(64)\nCreated\tdatetime"},
		{"Name\tPassword\tRole\nana\tadmin\tops", "Name\tPassword\tRole\nana\tadmin\tops"},
	})
}

// TestSecretQualifiedBeforeColon: a qualifier between a secret's or a
// key's name and its colon, in parentheses or in a few words.
func TestSecretQualifiedBeforeColon(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Client secret (expires 2025-07-10): Xj88Q~Seu6KJlphQP-J6Hjh50..-O.zStfh9lO4R\nPermissions: Mail.Send",
			"Client secret (expires 2025-07-10): [REDACTED]\nPermissions: Mail.Send"},
		{"Pre-shared key (IPsec, for the built-in client): Sx0nkvoRrVsa9mABgERs7\nClient: GlobalProtect",
			"Pre-shared key (IPsec, for the built-in client): [REDACTED]\nClient: GlobalProtect"},
		{"# secret used for HMAC: KGQWMsdYKocp4waWIoEeX62e9czXN5ILZCjllu1E\n{\"code\":-1022}",
			"# secret used for HMAC: [REDACTED]\n{\"code\":-1022}"},
		// Negatives: no token after the colon.
		{"the secret santa list: Bob12345", "the secret santa list: Bob12345"},
		{"Client secret (expires 2025-07-10): see the vault", "Client secret (expires 2025-07-10): see the vault"},
		{"API key (rotated monthly): 2025-07-10", "API key (rotated monthly): 2025-07-10"},
	})
}

// TestCommandLinePasswords: Windows' "net user NAME PASSWORD" and "net
// use … /user:NAME PASSWORD", curl's "-u key:X" (Freshdesk's filler
// password), and Google's app passwords after a password's name.
func TestCommandLinePasswords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"C:\\> net user svc_backup yM%&uBCz7V7Ht*71 /add /domain", "C:\\> net user svc_backup [REDACTED] /add /domain"},
		{"net use Z: \\\\rds-gw\\shared /user:HVD\\svc_map Sierra1268_ /persistent:yes",
			"net use Z: \\\\rds-gw\\shared /user:HVD\\svc_map [REDACTED] /persistent:yes"},
		{"$ curl -s -u \"8DXHD9kWWngfSYFABRwj:X\" https://acme.freshdesk.com/api/v2/tickets",
			"$ curl -s -u \"[REDACTED]:X\" https://acme.freshdesk.com/api/v2/tickets"},
		{"Username = fax@huaxin-data.com.cn\nPass = tqvx wrug lqwb vjew\nSender name = Fax", "Username = [REDACTED]\nPass = [REDACTED]\nSender name = Fax"},
		{"App password = lsol stfa bubv vwgp\nSender", "App password = [REDACTED]\nSender"},
		// Negatives: the prompt's star, an option alone, an account's
		// name, words of a sentence.
		{"net user jdoe /domain", "net user jdoe /domain"},
		{"net use Z: \\\\srv\\share /user:corp\\jdoe *", "net use Z: \\\\srv\\share /user:corp\\jdoe *"},
		{"the net user count is 20240115 today", "the net user count is 20240115 today"},
		{"curl -u administrator_account:X http://x", "curl -u administrator_account:X http://x"},
		{"Password: lost when that came", "Password: lost when that came"},
	})
}

// TestPhoneAfterNameRound24b: the name rule with a relation in
// parentheses, a column's padding, eight digits in three groups or more;
// a number's kind before "number" ("Alternative number:", "office
// number"), a desk's label, "or ring" after an address; Zapier's "Zap …
// run …" is no WhatsApp ("zap").
func TestPhoneAfterNameRound24b(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Emergency contact: Zoe Tran (sister) 0440536030\nDate: 26/02/2025", "Emergency contact: Zoe Tran (sister) [REDACTED]\nDate: 26/02/2025"},
		{"Squad:\n13  Sergio Etxeberria       93 670 54 17\n21  Pablo", "Squad:\n13  Sergio Etxeberria       [REDACTED]\n21  Pablo"},
		{"Pårørende: Nora Larsen, 22 67 13 64\nOppgave: Drive", "Pårørende: Nora Larsen, [REDACTED]\nOppgave: Drive"},
		{"02/11/2024  Welcome      Iñaki García (93 772 89 04)", "02/11/2024  Welcome      Iñaki García ([REDACTED])"},
		{"Reply to me at f.hughes@sky.com or ring 07815270295. Contributions welcome", "Reply to me at [REDACTED] or ring [REDACTED]. Contributions welcome"},
		{"Telephone: +353 84 704 0790\nAlternative number: 0854772485\nEmail: c@x.ie", "Telephone: [REDACTED]\nAlternative number: [REDACTED]\nEmail: [REDACTED]"},
		{"Mileage rate 45p/mile. Clinic desk: 0636411921", "Mileage rate 45p/mile. Clinic desk: [REDACTED]"},
		{"The office number 0860509924 diverts to my mobile", "The office number [REDACTED] diverts to my mobile"},
		// Negatives.
		{"Paid by Nora Larsen 22 67 1364 kr", "Paid by Nora Larsen 22 67 1364 kr"},
		{"the key ring 0860509924 or ring binder", "the key ring 0860509924 or ring binder"},
		{"Zap 952724919 run 46891: Step 1 Stripe (New Payment)", "Zap 952724919 run 46891: Step 1 Stripe (New Payment)"},
		{"me chama no zap 952724919", "me chama no zap [REDACTED]"},
	})
}

// TestIssuedAndAdminPasswords: Mailchimp's API key (32 hex digits and its
// data centre), an admin account's password after a slash, WordPress's
// application password (six groups of four) after the phrase or a
// password's name.
func TestIssuedAndAdminPasswords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"requests.post(url, auth=(\"anystring\", \"89a1a287409f8690e1765bdf1373f2c5-us21\"))",
			"requests.post(url, auth=(\"anystring\", \"[REDACTED]\"))"},
		{"Router: 192.168.1.1  admin / Marigold-Willow-9\nGuest Wi-Fi on the poster", "Router: 192.168.1.1  admin / [REDACTED]\nGuest Wi-Fi on the poster"},
		{"[16:42] Dan: admin / Granite3Sakura&_\n[16:43] Nadia: thanks", "[16:42] Dan: admin / [REDACTED]\n[16:43] Nadia: thanks"},
		{"ssh root/Sierra1268_ then sudo", "ssh root/[REDACTED] then sudo"},
		{"WordPress wants an application password. I generated one for user webmaster:\nU8nU sJQi Qisu Pzp4 L0G8 TjMe\nTest: curl",
			"WordPress wants an application password. I generated one for user webmaster:\n[REDACTED]\nTest: curl"},
		{"password: U8nU sJQi Qisu Pzp4 L0G8 TjMe\nok", "password: [REDACTED]\nok"},
		// Negatives.
		{"checksum 89a1a287409f8690e1765bdf1373f2c5-us21x", "checksum 89a1a287409f8690e1765bdf1373f2c5-us21x"},
		{"non-us market, pre-use check", "non-us market, pre-use check"},
		{"see /admin/Dashboard2024/settings", "see /admin/Dashboard2024/settings"},
		{"https://x.com/admin/abc12345678", "https://x.com/admin/abc12345678"},
		{"login: admin / password", "login: admin / password"},
		{"Application Passwords: abcd EFGH ijkl MNOP qrst UVWX", "Application Passwords: abcd EFGH ijkl MNOP qrst UVWX"},
	})
}

// TestNumbersOneToALine: a number that fills its line right after a line
// a phone filled is the list's next phone (round 19 kept "+34 612 334
// 455\n677 88 12 34"'s second line as no row of a list of people; a list
// of recipients writes them so). A label on the line keeps its number.
func TestNumbersOneToALine(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"+34 612 334 455\n677 88 12 34", "[REDACTED]\n[REDACTED]"},
		{"Ref WL65387\nRecipients:\n+1-312-335-0087\n773 753 4943\n816 720 7949\n+1-708-487-6361",
			"Ref WL65387\nRecipients:\n[REDACTED]\n[REDACTED]\n[REDACTED]\n[REDACTED]"},
		{"Recipients:\n+31 6 10316697\n+31 6 62189303\n0689451536\nDelivered 2/3", "Recipients:\n[REDACTED]\n[REDACTED]\n[REDACTED]\nDelivered 2/3"},
		{"Reply to me at connor-chen@bell.net or ring 780 464 2985. Thanks", "Reply to me at [REDACTED] or ring [REDACTED]. Thanks"},
		// Negatives.
		{"Tel: +1 312 335 0087\nOrder 773 753 4943", "Tel: [REDACTED]\nOrder 773 753 4943"},
		{"Tel: +1 312 335 0087\n773 753 4943 units shipped", "Tel: [REDACTED]\n773 753 4943 units shipped"},
		{"+34 612 334 455\n\n2024 2025 2026", "[REDACTED]\n\n2024 2025 2026"},
	})
}

// TestKeysAgentsRead: what a coding agent reads and pastes back — a PEM
// private key's body (the armour stays), terraform's aligned '=', a
// Kubernetes Secret's Base64 password (no digit in it), the MySQL
// client's password glued to -p.
func TestKeysAgentsRead(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"key (deploy):\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACDn7Ab3vFqYbYxk0h9zFz4HnKZyYcXQpV3bJ9Vq4Yl0XQAAAJiZ0p0FmdKd\n-----END OPENSSH PRIVATE KEY-----\nthanks",
			"key (deploy):\n-----BEGIN OPENSSH PRIVATE KEY-----\n[REDACTED]\n-----END OPENSSH PRIVATE KEY-----\nthanks"},
		{`{"privateKey": "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkS8w1n2pQ4dF7u3k9c6Q0tZ1v8YbN3mJ2xW5aHq7oAoGCCqGSM49\nAwEHoUQDQgAE\n-----END EC PRIVATE KEY-----\n"}`,
			`{"privateKey": "-----BEGIN EC PRIVATE KEY-----\n[REDACTED]\n-----END EC PRIVATE KEY-----\n"}`},
		{"instance_type       = \"t3.medium\"\ndb_password         = \"tulip-ocean-85K\"\ndatadog_api_key     = \"af71fb8d1622bd74a9a3963f6584494c\"",
			"instance_type       = \"t3.medium\"\ndb_password         = \"[REDACTED]\"\ndatadog_api_key     = \"[REDACTED]\""},
		{"apiVersion: v1\ndata:\n  DB_PASSWORD: SnVuaXBlcjgyMzkh\nkind: Secret", "apiVersion: v1\ndata:\n  DB_PASSWORD: [REDACTED]\nkind: Secret"},
		{"  921  mysql -h 192.168.0.253 -u alice -p'birke-comet-50X' brain\n  937  ls", "  921  mysql -h 192.168.0.253 -u alice -p'[REDACTED]' brain\n  937  ls"},
		{"mysqldump -uroot -pS3cret2024x db > x.sql", "mysqldump -uroot -p[REDACTED] db > x.sql"},
		// Negatives: a placeholder's body, a word in camel case, the
		// database after "-p ", another command's -p.
		{"-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----", "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----"},
		{"password: NotApplicable", "password: NotApplicable"},
		{"mysql -u root -p mydb1234", "mysql -u root -p mydb1234"},
		{"tar -pxf backup2024.tar", "tar -pxf backup2024.tar"},
		{"instance_type       = \"t3.medium\"\nregion              = \"eu-west-1\"", "instance_type       = \"t3.medium\"\nregion              = \"eu-west-1\""},
	})
}

// TestCardWordsAndRelations: "card" in Polish ("Karta kredytowa: …") and
// the languages whose word no other list holds; a relation in parentheses
// before the colon after a name.
func TestCardWordsAndRelations(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Piotr Wiśniewski\nKarta kredytowa: 4963506299654098 (ważna do 06/30)", "Piotr Wiśniewski\nKarta kredytowa: [REDACTED] (ważna do 06/30)"},
		{"## Emergency / family\n- Kasia Zielińska (parent): 739 354 328\n- Piotr Wiśniewski (sister): 634-093-076, piotr@x.pl",
			"## Emergency / family\n- Kasia Zielińska (parent): [REDACTED]\n- Piotr Wiśniewski (sister): [REDACTED], [REDACTED]"},
		// Negatives: an id near the card word, an area code in
		// parentheses is no relation.
		{"Karta lojalnościowa nr 4000 1234", "Karta lojalnościowa nr 4000 1234"},
		{"Kasia Zielińska (2024): 739 354 328 zł", "Kasia Zielińska (2024): 739 354 328 zł"},
	})
}

// TestEscapedJSONAndOAuthCodes: a token under its key in JSON inside a
// JSON string, escaped once or more (a localStorage dump an agent's tool
// returned), and an OAuth redirect's authorization code.
func TestEscapedJSONAndOAuthCodes(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{\"refreshToken\":\"Nv5OKU4vFUobClKbfNhEDFm1dHOutPj9CBjyNBSAzARqFNZS\",\"x\":1}`, `{\"refreshToken\":\"[REDACTED]\",\"x\":1}`},
		{`{\\\"refreshToken\\\":\\\"Nv5OKU4vFUobClKbfNhEDFm1dHOutPj9CBjyNBSAzARqFNZS\\\",\\\"x\\\":1}`, `{\\\"refreshToken\\\":\\\"[REDACTED]\\\",\\\"x\\\":1}`},
		{"2024-08-01T05:41:43.587Z GET /oauth/callback?code=CTBxLNdntuSlOtQxQpkiP85MEKt30wl6AcpZ19Ft&state=09388d59 200",
			"2024-08-01T05:41:43.587Z GET /oauth/callback?code=[REDACTED]&state=09388d59 200"},
		// Negatives: no secret's shape, a shop's promotion code.
		{`{\"token_type\":\"Bearer\",\"scope\":\"read\"}`, `{\"token_type\":\"Bearer\",\"scope\":\"read\"}`},
		{`{\"refreshToken\":\"<REFRESH_TOKEN>\"}`, `{\"refreshToken\":\"<REFRESH_TOKEN>\"}`},
		{"https://shop.example.com/cart?code=SUMMER2024SALE2024X", "https://shop.example.com/cart?code=SUMMER2024SALE2024X"},
	})
}

// TestMobileElevenInProse: eleven digits with the trunk 0 and 7, 8 or 9
// (or Korea's 010) are a mobile by their lead, after a word in small
// letters and a space. After a label's capitals, under a key or in a cell
// they are what the label says.
func TestMobileElevenInProse(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Maya transfer to 09186386469 failed pero na-deduct na", "Maya transfer to [REDACTED] failed pero na-deduct na"},
		{"@amit.v9 07780301619", "@amit.v9 [REDACTED]"},
		{"ito po ko 09951137940", "ito po ko [REDACTED]"},
		{"제 번호는 01045356721 입니다", "제 번호는 [REDACTED] 입니다"},
		// Negatives.
		{"Insurance: Molina Healthcare, ID 01073562001. Records attached.", "Insurance: Molina Healthcare, ID 01073562001. Records attached."},
		{"Form I-94 Admission Number: 01051868723", "Form I-94 Admission Number: 01051868723"},
		{`{"fodselsnummer": "08046302843"}`, `{"fodselsnummer": "08046302843"}`},
		{"APM 09080371578 latency dashboard", "APM 09080371578 latency dashboard"},
		{"order 08046302843 shipped", "order 08046302843 shipped"},
		{"ref 0804630284312 ok", "ref 0804630284312 ok"},
	})
}

// TestContactVerbAndSender: a verb of contact, a person and "on" or "at"
// before a number; "a message from" names the sender's number, not a
// message's id.
func TestContactVerbAndSender(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"• Any issues message pablo on 620 85 83 14", "• Any issues message pablo on [REDACTED]"},
		{"Any issues message Ethan on 0476782784", "Any issues message Ethan on [REDACTED]"},
		{"You received a voice message from 0161 879 5434 (WIRELESS CALLER)", "You received a voice message from [REDACTED] (WIRELESS CALLER)"},
		// Negatives.
		{"message id on 20240115 2345", "message id on 20240115 2345"},
		{"call count at 5551234", "call count at 5551234"},
		{"call Maria at 5 pm", "call Maria at 5 pm"},
		{"the message from 2024-01-15 12:00", "the message from 2024-01-15 12:00"},
		{"message 0161 879 5434 delivered", "message 0161 879 5434 delivered"},
	})
}

// TestRound24Scripts: the password words of Greek, Vietnamese and Thai in
// a text with an address; Spanish "Llamadme al"; an eleven-digit mobile in
// Persian or full-width digits after its script's words.
func TestRound24Scripts(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"email: giorgos@aigaio-pr.gr\nκωδικός: newsroom_Tiger10\nΟ κωδικός 2FA", "email: [REDACTED]\nκωδικός: [REDACTED]\nΟ κωδικός 2FA"},
		{"- Tài khoản quản trị: qtran@hoasen-media.vn\n- Mật khẩu: VwI3OCc1WjSO\n- SĐT", "- Tài khoản quản trị: [REDACTED]\n- Mật khẩu: [REDACTED]\n- SĐT"},
		{"อีเมล thanapol.wongthai80@hotmail.co.th\nรหัสผ่าน Cobalt2024*\n17:00", "อีเมล [REDACTED]\nรหัสผ่าน [REDACTED]\n17:00"},
		{"Mi suscripción es la KD-69384211.\nLlamadme al 734 208 875 por favor", "Mi suscripción es la KD-69384211.\nLlamadme al [REDACTED] por favor"},
		{"کد تأیید به شماره ۰۹۰۱۲۰۷۴۵۵۱ (علی احمدی) ارسال شد", "کد تأیید به شماره [REDACTED] (علی احمدی) ارسال شد"},
		{"カメラマン：伊藤 結衣\u3000０９０１４２１７２６０\n", "カメラマン：伊藤 結衣\u3000[REDACTED]\n"},
		// Negatives: the word "code" without an address, an order's
		// code.
		{"ο κωδικός 1234 της παραγγελίας", "ο κωδικός 1234 της παραγγελίας"},
		{"κωδικός: ABCD12345678 (κωδικός παραγγελίας)", "κωδικός: ABCD12345678 (κωδικός παραγγελίας)"},
	})
}

// TestRound24Education: a constant named SECRET, a platform's admin and
// user secrets, Moodle's wstoken, "password to temporary …", a login's
// "user / password", a name and "at", "my US number", ten digits after a
// contact word; two amounts with their cents after a phone stay.
func TestRound24Education(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"KEY = \"5559446b-421d-435e-aced-5c287b3aeb55\"\nSECRET = \"YS5AfgxC31EVlUR0wOvGEr0JgwIB9qhF\"\nr = requests.post",
			"KEY = \"5559446b-421d-435e-aced-5c287b3aeb55\"\nSECRET = \"[REDACTED]\"\nr = requests.post"},
		{"Partner ID: 1772448\nAdmin secret: c1d96cbea070df64c11308f242e9000e\nUser secret: 402f271dcf7376580d3e1feda36f88ca",
			"Partner ID: 1772448\nAdmin secret: [REDACTED]\nUser secret: [REDACTED]"},
		{"https://moodle.cmu.edu/webservice/rest/server.php?wstoken=4136ca1c9b3a78c0738e026703634e6c&wsfunction=core",
			"https://moodle.cmu.edu/webservice/rest/server.php?wstoken=[REDACTED]&wsfunction=core"},
		{"Resolution: Reset password to temporary 6DJP#1WS529, forced change at next logon",
			"Resolution: Reset password to temporary [REDACTED], forced change at next logon"},
		{"Instrument PC login: labuser / Mumbai^Jakarta8 (do not change)", "Instrument PC login: labuser / [REDACTED] (do not change)"},
		{"You can reach me at 1-404-936-8797 or my mom Destiny Robinson at 650 731 0302.", "You can reach me at [REDACTED] or my mom Destiny Robinson at [REDACTED]."},
		{"Emergency contact 2: Kevin Lee — 6157176551\nMedical", "Emergency contact 2: Kevin Lee — [REDACTED]\nMedical"},
		{"My US number 9196100721 will be off.", "My US number [REDACTED] will be off."},
		{"Parent contact: 9713335895. My mobile: +91 98450 12345", "Parent contact: [REDACTED]. My mobile: [REDACTED]"},
		{"call 2147013640  -292.08  9849.74", "call [REDACTED]  -292.08  9849.74"},
		// Negatives.
		{"TOP SECRET: 2024 plan", "TOP SECRET: 2024 plan"},
		{"mytoken=4136ca1c9b3a78c0738e026703634e6c", "mytoken=4136ca1c9b3a78c0738e026703634e6c"},
		{"login: labuser / password", "login: labuser / password"},
		{"path: src / lib2024abc", "path: src / lib2024abc"},
		{"Öğrenci numaram 2019897266, GNO 3,38", "Öğrenci numaram 2019897266, GNO 3,38"},
		{"account contact: 1234567890", "account contact: 1234567890"},
		{"Contact : 1497623920", "Contact : 1497623920"},
	})
}

// TestNordicLinkWords: Norwegian, Danish and Swedish "is" between a label
// and its number, and their "my" before "number".
func TestNordicLinkWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"min nummer är 070-123 45 67", "min nummer är [REDACTED]"},
		// Negatives: a national number's label across "er".
		{"mitt fødselsnummer er 08046302843", "mitt fødselsnummer er 08046302843"},
		{"5 min 12345678", "5 min 12345678"},
	})
}

// TestNationalElevens: eleven digits a national number writes with 07–09
// first keep their label across the link words: Italy's "codice", Greece's
// ΑΜΚΑ with "μου είναι", Norway's fødselsnummer.
func TestNationalElevens(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"το ΑΜΚΑ μου είναι 08046302843", "το ΑΜΚΑ μου είναι 08046302843"},
		{"il codice è 08046302843", "il codice è 08046302843"},
		{"codice cliente 08046302843", "codice cliente 08046302843"},
		{"mitt fødselsnummer 08046302843", "mitt fødselsnummer 08046302843"},
		// Positives: a phone's word across the same link words.
		{"το κινητό μου είναι 6912345678", "το κινητό μου είναι [REDACTED]"},
		{"chiamami al 3331234567, codice 1234", "chiamami al [REDACTED], codice 1234"},
	})
}

// TestRound24Late: an ISO date closing a run is no phone's end (a range of
// dates); a header named for a secret ("X-Hook-Secret:"); a password with a
// raw '#' in a URL; an OAuth code at a token endpoint and Google's "4/0A…";
// an account named with '-' before a slash; htpasswd's and
// mosquitto_passwd's batch mode.
func TestRound24Late(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Thumbtack weekly summary 11/17/2023–2025-06-05: 79 leads, 23 contacted", "Thumbtack weekly summary 11/17/2023–2025-06-05: 79 leads, 23 contacted"},
		{"POST /hooks/clio  X-Hook-Secret: Q0emp6F3dOaa1qcSvduTHsudU3IWuhPV\n{", "POST /hooks/clio  X-Hook-Secret: [REDACTED]\n{"},
		{"- path: rtsp://admin:Juniper2004#@10.0.3.164:554/stream1", "- path: rtsp://admin:[REDACTED]@10.0.3.164:554/stream1"},
		{"GET https://api.ecobee.com/token?grant_type=refresh_token&code=9h90O-m5kQiH4iG1V9mhaJt7VAfmzJpc&client_id=S",
			"GET https://api.ecobee.com/token?grant_type=refresh_token&code=[REDACTED]&client_id=S"},
		{"https://app.example.com/oauth/callback?code=4/0ATA5HJNzd_dDi02DTfbFlXAeS3mSkl1pUDNB7Z-eTzR4O3L&scope=x",
			"https://app.example.com/oauth/callback?code=[REDACTED]&scope=x"},
		{"admin account disabled, new admin: ds-owner / Bluebird.62roxy\nEmail", "admin account disabled, new admin: ds-owner / [REDACTED]\nEmail"},
		{"$ mosquitto_passwd -b /mosquitto/config/passwd shelly falcon.79kestrel\nstill refused", "$ mosquitto_passwd -b /mosquitto/config/passwd shelly [REDACTED]\nstill refused"},
		{"htpasswd -bc /etc/nginx/.htpasswd alice Summer2024x", "htpasswd -bc /etc/nginx/.htpasswd alice [REDACTED]"},
		// Negatives.
		{"https://x.com/page#section", "https://x.com/page#section"},
		{"X-Request-Secret: none", "X-Request-Secret: none"},
		{"htpasswd -c /etc/x alice", "htpasswd -c /etc/x alice"},
		{"call 555 0200, 2023–2025-06-05 report", "call [REDACTED], 2023–2025-06-05 report"},
	})
}

// TestAdminSlashIsNoOption: cmdkey's "/pass:" after an admin account and a
// blank is an option whose value is the password, not "admin / password".
func TestAdminSlashIsNoOption(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"cmdkey /add:dc01 /user:LAKESHORE\\administrator /pass:Harbor2024x", "cmdkey /add:dc01 /user:LAKESHORE\\administrator /pass:[REDACTED]"},
	})
}

// TestKeyQualifiersLate: "application" and "authorization" name a key (Hue's
// and Datadog's application keys, a charger's authorization key), and a
// number may qualify a key before its colon ("HMAC secret key 1:").
func TestKeyQualifiersLate(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Authorization key (Basic auth password): H2nYzhb5TjrL9GTl2tcR\nRFID", "Authorization key (Basic auth password): [REDACTED]\nRFID"},
		{"curl -k -H \"hue-application-key: wbFUhoypspfW31hpkIP6_XAE99t8SIl9Zg3l-sp7\" https://10.0.0.2", "curl -k -H \"hue-application-key: [REDACTED]\" https://10.0.0.2"},
		{"HMAC secret key 1: EpSFcUIZzoLYW1i9kKoThrQ86dZtcDx_wU6EA7FojJZ=\nEvent", "HMAC secret key 1: [REDACTED]\nEvent"},
		{"DD_APPLICATION_KEY=3f1e2d4c5b6a79880f1e2d3c4b5a69788f1e2d3c", "DD_APPLICATION_KEY=[REDACTED]"},
		// Negatives.
		{"the application key is required", "the application key is required"},
		{"Authorization key (see vault): 2025-07-10", "Authorization key (see vault): 2025-07-10"},
	})
}

// TestPasswordProseLate: "password for … is …", a password in parentheses,
// and a chosen password that puts letters after digits in a snake-cased
// word ("4cqu15t1_329"); a snake_case name stays a stand-in.
func TestPasswordProseLate(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"    \"text\": \"password for the creator dashboard is soccer1990\",\n", "    \"text\": \"password for the creator dashboard is [REDACTED]\",\n"},
		{"You mentioned your password (SzIv#atiak*CPJ9) in the ticket", "You mentioned your password ([REDACTED]) in the ticket"},
		{" user: scada-alerts@x.com.mx\n  password: 4cqu15t1_329\nroster:", " user: [REDACTED]\n  password: [REDACTED]\nroster:"},
		// Negatives.
		{"password: dev_pass_2024", "password: dev_pass_2024"},
		{"token: MY_SERVICE_KEY_V2", "token: MY_SERVICE_KEY_V2"},
		{"the password for this is not stored", "the password for this is not stored"},
		{"password (see vault) ok", "password (see vault) ok"},
	})
}

// TestGoogleAPIKeys: "AIza" and 35 bytes of its alphabet, wherever it
// stands (a key's value, a script's URL); a placeholder or a key cut short
// stays.
func TestGoogleAPIKeys(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"GOOGLE_MAPS_API_KEY=AIzaSyD4f8Kq2Lm9Nx7Rv3Tb1WcZp6Y0aBcDeFg\nX", "GOOGLE_MAPS_API_KEY=[REDACTED]\nX"},
		{`<script src="https://maps.googleapis.com/maps/api/js?key=AIzagHzZrJglZ-fodFElp5o9T3V3cQhSQMAcAoB&libraries=places">`,
			`<script src="https://maps.googleapis.com/maps/api/js?key=[REDACTED]&libraries=places">`},
		// Negatives.
		{"AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"},
		{"key=AIzaSy...", "key=AIzaSy..."},
		{"xAIzaSyD4f8Kq2Lm9Nx7Rv3Tb1WcZp6Y0aBcDeFg", "xAIzaSyD4f8Kq2Lm9Nx7Rv3Tb1WcZp6Y0aBcDeFg"},
	})
}
