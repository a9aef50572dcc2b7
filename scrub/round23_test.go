package scrub

import "testing"

// Twenty-third round: passwords given the way people give them in
// messages — after "pass", "pw", in another script, with the '&' and the
// full stop of a sentence around them — an API key that happens to read
// as base58, and SSNs written with slashes. Each table holds values missed
// before the round's rule and the neighbours it must leave as they were.

// TestShortPasswordWords: "pass", "pw", "pwd", "passphrase", "passord" and
// French "mot de passe". As a key joined to a qualifier or quoted, or
// "pw"/"pwd" with a colon, the word is enough; elsewhere the line must
// show a login first (an e-mail address, a word for the user).
func TestShortPasswordWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Resident portal: user gkelly pw Harbor.68?ok — can't log in since 2025-02-11",
			"Resident portal: user gkelly pw [REDACTED] — can't log in since 2025-02-11"},
		{"PPPoE user cust9042194 (Jonas Weber), PPP pw: psfdu7627PF\nCall back soon",
			"PPPoE user cust9042194 (Jonas Weber), PPP pw: [REDACTED]\nCall back soon"},
		{"Login for the owner portal → twojcik / pass: Bluebird_76# (account 0013-48656-53)",
			"Login for the owner portal → twojcik / pass: [REDACTED] (account 0013-48656-53)"},
		{"Temp login for the OEM warranty portal — user fcruz434@hotmail.com, pass mustangDog803. Site D93712.",
			"Temp login for the OEM warranty portal — user [REDACTED], pass [REDACTED]. Site D93712."},
		{"identifiant ines.moreau@wanadoo.fr / mot de passe : Oak511#Eey (à changer)",
			"identifiant [REDACTED] / mot de passe : [REDACTED] (à changer)"},
		{"pwd: Harbor.68ok", "pwd: [REDACTED]"},
		{"DB_PWD=Harbor68ok\nDB_HOST=10.0.0.5", "DB_PWD=[REDACTED]\nDB_HOST=10.0.0.5"},
		{"SMTP_PASS=X5Ea8okQdZy", "SMTP_PASS=[REDACTED]"},
		{"passphrase: correct7horse9battery", "passphrase: [REDACTED]"},
		// Negatives: no login on the line, a word not a password's, a
		// meeting link's passcode (sent to every guest), a value no
		// password has.
		{"Boarding pass: 2B8KQ7X9 gate 12", "Boarding pass: 2B8KQ7X9 gate 12"},
		{"I will pass 12345678a tomorrow", "I will pass 12345678a tomorrow"},
		{"user bob can pass the ball", "user bob can pass the ball"},
		{"Join https://zoom.us/j/88947358018?pwd=aUweIsOkisTwrI3srr9f8FLjaYcrB7PH now",
			"Join https://zoom.us/j/88947358018?pwd=aUweIsOkisTwrI3srr9f8FLjaYcrB7PH now"},
		{"$ pwd\n/home/user2024/src", "$ pwd\n/home/user2024/src"},
		{"passenger 4B, bypass 12ab34cd", "passenger 4B, bypass 12ab34cd"},
		{"user x@y.com pw: changeme", "user [REDACTED] pw: changeme"},
	})
}

// TestPasswordBytes: a password's '&' ends it only before a form's next
// parameter; a sentence's full stop after it is the sentence's; a
// parenthesised qualifier may stand between the word and its colon; CJK
// text gives it after a login's address and a full-width colon and ends
// it with a full-width comma.
func TestPasswordBytes(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"db:\n  user: svc_claims\n  password: 40mt&PXyog7\nis this yaml valid?",
			"db:\n  user: svc_claims\n  password: [REDACTED]\nis this yaml valid?"},
		{"SMTP_PASSWORD=X5Ea&okQdZy\nDEFAULT_REGION=eu-central-1", "SMTP_PASSWORD=[REDACTED]\nDEFAULT_REGION=eu-central-1"},
		{"user x@y.com password: cscQ&gzc1Xp. Site D58374.", "user [REDACTED] password: [REDACTED]. Site D58374."},
		{"Passwort (PPPoE): fwzck6768UE\nRückruf", "Passwort (PPPoE): [REDACTED]\nRückruf"},
		{"业主APP账号：yang1991@126.com，初始密码：Tenant24#War，房号 5-2273",
			"业主APP账号：[REDACTED]，初始密码：[REDACTED]，房号 5-2273"},
		{"ログイン: taro.yamada@example.jp、パスワード: Sakura2024xy です", "ログイン: [REDACTED]、パスワード: [REDACTED] です"},
		{"계정 minji.kim@naver.com / 비밀번호: Hangang2024! 입니다", "계정 [REDACTED] / 비밀번호: [REDACTED] 입니다"},
		// The form's next parameter stays.
		{"https://x.example/login?user=a&password=hunter22&next=/home", "https://x.example/login?user=a&password=[REDACTED]&next=/home"},
		{"grant_type=password&username=bob&password=Hunter22x&client_id=abc", "grant_type=password&username=bob&password=[REDACTED]&client_id=abc"},
	})
}

// TestAPIKeyNotCoinAddress: a key's name ("API key", "secret") gives no
// coin's address, so a random token that avoids base58's missing letters
// is a key there; after "token" it may be a mint's address and stays.
func TestAPIKeyNotCoinAddress(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Yale Access API key BvsoLQ3zCPr81sYw9S5Vd6gi4f5VJ6CH stopped working",
			"Yale Access API key [REDACTED] stopped working"},
		{"my API key is BvsoLQ3zCPr81sYw9S5Vd6gi4f5VJ6CH", "my API key is [REDACTED]"},
		{"the token is BvsoLQ3zCPr81sYw9S5Vd6gi4f5VJ6CH", "the token is BvsoLQ3zCPr81sYw9S5Vd6gi4f5VJ6CH"},
	})
}

// TestSlashedSSN: an SSN's groups parted by slashes, as forms and OCR
// give them; like every spelling but hyphens, only under an SSN's label.
func TestSlashedSSN(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Buyer's social is 117/88/9230. Can RouteOne take it?", "Buyer's social is [REDACTED]. Can RouteOne take it?"},
		{"Ssn:157/05/8536 - bureau says no hit", "Ssn:[REDACTED] - bureau says no hit"},
		{"Soc Sec No. 620/45/2221\nDOB: 01/27/1979", "Soc Sec No. [REDACTED]\nDOB: 01/27/1979"},
		{"INSERT INTO apps (app_id, first_name, ssn) VALUES\n  (9637657, 'Derek', '021/89/8278');",
			"INSERT INTO apps (app_id, first_name, ssn) VALUES\n  (9637657, 'Derek', '[REDACTED]');"},
		// Negatives: no label, not a valid SSN, a path, a longer chain.
		{"see page 117/88/9230", "see page 117/88/9230"},
		{"SSN 666/45/2221 is not valid", "SSN 666/45/2221 is not valid"},
		{"SSN doc at /files/117/88/9230", "SSN doc at /files/117/88/9230"},
		{"SSN ratio 117/88/9230/12", "SSN ratio 117/88/9230/12"},
	})
}

// TestPasswordAfterLogin: a login's e-mail address, then a password under
// a word of a language no scan searches every text for; read only after
// the addresses found.
func TestPasswordAfterLogin(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Inloggegevens huurdersportaal: gebruikersnaam thijs_meijer@gmail.com, wachtwoord Casa77$Cyj. Object Oudegracht 340",
			"Inloggegevens huurdersportaal: gebruikersnaam [REDACTED], wachtwoord [REDACTED]. Object Oudegracht 340"},
		{"Seu acesso: login mariana.costa+apts@gmail.com senha Oak462#Ggp — unidade apto 414",
			"Seu acesso: login [REDACTED] senha [REDACTED] — unidade apto 414"},
		{"Dane logowania: login tomaszwojcik73@onet.pl, hasło: Lumen10!Dnx. Lokal nr 50",
			"Dane logowania: login [REDACTED], hasło: [REDACTED]. Lokal nr 50"},
		{"Inloggning: saga.eriksson@bredband.net / lösenord Sunrise721*Ujc — objekt 7263-2068",
			"Inloggning: [REDACTED] / lösenord [REDACTED] — objekt 7263-2068"},
		// Negative: no value a password has.
		{"mail ana@x.com, senha do wifi trocada", "mail [REDACTED], senha do wifi trocada"},
		// Since round 28 "senha" is read in every text, as "password"
		// and "contraseña" are ("the password Oak462#Ggp expired"):
		// the word on the next line, or no address before, no longer
		// keeps its value.
		{"mail ana@x.com\nsenha Oak462#Ggp", "mail [REDACTED]\nsenha [REDACTED]"},
		{"a senha Oak462#Ggp expirou", "a senha [REDACTED] expirou"},
	})
}

// TestPhoneQualifiedAndReached: a phone word, then words saying whose
// number it is, then a colon; a driver in Italian, Spanish, French,
// German, Polish and Turkish; a desk's direct line and Dutch and German
// "reach me at", right before the number only.
func TestPhoneQualifiedAndReached(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Hola, adjunto fotos. Teléfono del otro conductor: 695991226.", "Hola, adjunto fotos. Teléfono del otro conductor: [REDACTED]."},
		{"Telefon des Gutachters: 0514840815", "Telefon des Gutachters: [REDACTED]"},
		{"Il carro attrezzi è in arrivo. Autista: 0811413693. 27 min.", "Il carro attrezzi è in arrivo. Autista: [REDACTED]. 27 min."},
		{"Body shop manager direct line 0460163506 x155 ref S2751591884", "Body shop manager direct line [REDACTED] x155 ref S2751591884"},
		{"U kunt mij bereiken op 0679474351 of via e-mail.", "U kunt mij bereiken op [REDACTED] of via e-mail."},
		// Negatives: an id's word among the qualifiers; a claim number
		// elsewhere in a text that says where to reach the writer.
		{"Phone account ID: 695991226", "Phone account ID: 695991226"},
		{"Schadenummer 061155111332. U kunt mij bereiken op 0679474351.", "Schadenummer 061155111332. U kunt mij bereiken op [REDACTED]."},
	})
}

// TestSpelledEmails: an address hidden from harvesters with spaces around
// its at sign, a curly-bracketed "at", or capitals "AT … DOT …" after a
// name no word has.
func TestSpelledEmails(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Contact: wei.li @ 126.com for the invoice", "Contact: [REDACTED] for the invoice"},
		{"write kevin.oneill @ aol.com.", "write [REDACTED]."},
		{"raj.sandhu {at} hotmail.ca, thanks", "[REDACTED], thanks"},
		{"lea.bernard {at} sfr {dot} fr", "[REDACTED]"},
		{"mail gracekelly AT tpg DOT COM DOT AU.", "mail [REDACTED]."},
		{"javier.fernandez AT yahoo DOT es please", "[REDACTED] please"},
		// Negatives: no TLD, a one-byte name, a shouted sentence, small
		// letters' "at … dot" with no address's name (round 29 takes
		// the others), JSON braces.
		{"Meet @ 5pm", "Meet @ 5pm"},
		{"3 @ 4.99 each", "3 @ 4.99 each"},
		{"a @ b.com", "a @ b.com"},
		{"LOOK AT EXAMPLE DOT COM", "LOOK AT EXAMPLE DOT COM"},
		{"look at this dot com bubble", "look at this dot com bubble"},
		{`{"a":{"b":"at"}}`, `{"a":{"b":"at"}}`},
	})
}

// TestKeySetterArgument: a setter's or a client's first argument, a
// literal, under a name that says it holds a credential.
func TestKeySetterArgument(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`mollie.set_api_key("live_lZvgEHVD4p0Fhp8NwsGR5nSFKMgI2X")  # order 91126135`, `mollie.set_api_key("[REDACTED]")  # order 91126135`},
		{`client.setAccessToken('EAAGm0PX4ZCpsBAKZC9rZBqLx7yV3ZBkz');`, `client.setAccessToken('[REDACTED]');`},
		// Negatives: a name, a stand-in, a literal that is part of the
		// argument.
		{`get_api_key("production")`, `get_api_key("production")`},
		{`api_key("YOUR_API_KEY_HERE")`, `api_key("YOUR_API_KEY_HERE")`},
		{`set_api_key("live_" + os.environ["K"])`, `set_api_key("live_" + os.environ["K"])`},
	})
}

// TestContactHeaderItem: a number that fills an item of a CV's or a
// signature's header line (bars, bullets, middle dots between the items)
// on a line with an e-mail address: nine digits, or grouped, as
// national numbers are written.
func TestContactHeaderItem(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"JAKUB ZIELIŃSKI\nlinkedin.com/in/jakub-z | 80-423 Gdańsk | jakub-zielinski@student.uw.edu.pl | 856 213 438\n",
			"JAKUB ZIELIŃSKI\nlinkedin.com/in/jakub-z | 80-423 Gdańsk | [REDACTED] | [REDACTED]\n"},
		{"aleksandra.kowalczyk@o2.pl ⋅ 00-926 Warszawa ⋅ 657937483 ⋅ linkedin.com/in/ak",
			"[REDACTED] ⋅ 00-926 Warszawa ⋅ [REDACTED] ⋅ linkedin.com/in/ak"},
		{"yang.liu@m.fudan.edu.cn | 上海市浦东新区 200170 | 18408860675 | linkedin.com/in/yang-liu",
			"[REDACTED] | 上海市浦东新区 200170 | [REDACTED] | linkedin.com/in/yang-liu"},
		{"30-072 Kraków • jakub.kaminski@wp.pl • (22) 442 27 17", "30-072 Kraków • [REDACTED] • [REDACTED]"},
		// Negatives: a Markdown table's row, no address on the line, a
		// list of bare numbers.
		{"| 685801201 | a@b.com | 2024 |", "| 685801201 | [REDACTED] | 2024 |"},
		{"Kraków | 685801201 | linkedin.com/in/x", "Kraków | 685801201 | linkedin.com/in/x"},
		{"685801201 | 685801202 | a@b.com", "685801201 | 685801202 | [REDACTED]"},
	})
}

// TestURLPassword: a URL's userinfo password (database, cache and broker
// URLs) is a credential; the user, the host and a development default
// stay.
func TestURLPassword(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"REDIS_URL=redis://:rFv4C2GNgocOVXr3zqqWF3Zaj4y@redis:6379/0", "REDIS_URL=redis://:[REDACTED]@redis:6379/0"},
		{"DATABASE_URL=postgres://modbot:TvrEFAvNshFdsFd@db:5432/modbot", "DATABASE_URL=postgres://modbot:[REDACTED]@db:5432/modbot"},
		{"mongodb+srv://admin:S3cr3tP4ss@cluster0.abc.mongodb.net/test", "mongodb+srv://admin:[REDACTED]@cluster0.abc.mongodb.net/test"},
		// Negatives: defaults, a user's name as the password, stand-ins,
		// variables, masks, a key as the user alone.
		{"postgres://postgres:postgres@localhost:5432/dev", "postgres://postgres:postgres@localhost:5432/dev"},
		{"redis://:devpass@127.0.0.1:6379/0", "redis://:devpass@127.0.0.1:6379/0"},
		{"postgres://user:password@localhost/db", "postgres://user:password@localhost/db"},
		{"postgres://${DB_USER}:${DB_PASS}@db/x", "postgres://${DB_USER}:${DB_PASS}@db/x"},
		{"mysql://root:******@db", "mysql://root:******@db"},
		{"SENTRY_DSN=https://5463eb412f1a4c6e@o144053.ingest.sentry.io/8334281", "SENTRY_DSN=https://5463eb412f1a4c6e@o144053.ingest.sentry.io/8334281"},
	})
}

// TestPasswordWordsWithLogin: a password under its word in Chinese,
// Japanese, Korean, Polish, Turkish or Persian, in a text that gives an
// account's e-mail address; particles and "my" glued to the word, and the
// past tense in prose ("era", "to było").
func TestPasswordWordsWithLogin(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Username: @sota.reads\n登録メール: kaito_kato@softbank.ne.jp\n旧パスワード minecraft69!",
			"Username: @sota.reads\n登録メール: [REDACTED]\n旧パスワード [REDACTED]"},
		{"이메일 sua_lim@nate.com — 예전 비밀번호는 Tkfkdgo*19 였어요", "이메일 [REDACTED] — 예전 비밀번호는 [REDACTED] 였어요"},
		{"Asıl e-posta: emre-yildiz@gmail.com\nşifrem soccer2003 idi", "Asıl e-posta: [REDACTED]\nşifrem [REDACTED] idi"},
		{"E-mail: s.perez83@hotmail.com\nMoje hasło to było 4MiwyZYqInnt73", "E-mail: [REDACTED]\nMoje hasło to było [REDACTED]"},
		{"ایمیل اصلی: r.hashemi09@email.ir\nرمز عبورم Azadi117? بود", "ایمیل اصلی: [REDACTED]\nرمز عبورم [REDACTED] بود"},
		{"mi contraseña era m1n3cr4ft87!", "mi contraseña era [REDACTED]"},
		// Round 25: the CJK words are read in every text, with or
		// without an address (a search each costs next to nothing).
		{"예전 비밀번호는 Tkfkdgo*19 였어요", "예전 비밀번호는 [REDACTED] 였어요"},
		// Negatives: no value a password has.
		{"mail a@b.co — hasło to było proste", "mail [REDACTED] — hasło to było proste"},
	})
}

// TestSecretWords: "secret" in small letters, or capitalised after a
// space, names a credential after a qualifier that says whose ("client
// secret", "Consumer Secret:"), glued in small letters ("clientsecret"),
// or alone as a quoted key (`"secret": …`); in prose the value must be
// strongly secret-shaped. A card printed in its groups under an account's
// column of a card statement, and one in Amex's grouping under any.
func TestSecretWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Je client secret V6Mc3vdPgNunEmqBjOSRdvnu1yI4GQ1W ještě platný?", "Je client secret [REDACTED] ještě platný?"},
		{"Consumer Secret: A56A5ECAF4639BC18AC77DC9053F1BD146E34B7F5CAAB7F91692F8E53E81C821\nCallback URL: https://x.example",
			"Consumer Secret: [REDACTED]\nCallback URL: https://x.example"},
		{"Client secret: Yao8Q~uptXG4qvgarXHpZOLNE3g687ZZ4QdaHCPh", "Client secret: [REDACTED]"},
		{`    "clientsecret": "517f8572-b032-4132-ac50-5eb2ea70c6c0$himacU5s6EFHvewqJ7Su-bhqAFmgE6aRIo5Y25V7YrF=",`,
			`    "clientsecret": "[REDACTED]",`},
		{`{"client_id": "42fe0f412bbaad8697c64048", "secret": "6c1fadf7c35cd18efb5692091e72bb", "count": 250}`,
			`{"client_id": "42fe0f412bbaad8697c64048", "secret": "[REDACTED]", "count": 250}`},
		{"AMEX CORPORATE — BILLING STATEMENT\nACCOUNT            TRANS-DATE  AMOUNT\n3741-330773-77528  01/09/2024  56,930.45",
			"AMEX CORPORATE — BILLING STATEMENT\nACCOUNT            TRANS-DATE  AMOUNT\n[REDACTED]  01/09/2024  56,930.45"},
		// Negatives: prose, a secret's name, a short value, an account
		// column with no card's word.
		{"it is a secret recipe 12345678901234567890abc", "it is a secret recipe 12345678901234567890abc"},
		{"secret: my-db-credentials-2024", "secret: my-db-credentials-2024"},
		{"the client secret is rotated weekly", "the client secret is rotated weekly"},
		{`{"secret": "abc123"}`, `{"secret": "abc123"}`},
		{"ACCOUNT            TRANS-DATE  AMOUNT\n4111-1111-1111-1111  01/09/2024  56,930.45", "ACCOUNT            TRANS-DATE  AMOUNT\n4111-1111-1111-1111  01/09/2024  56,930.45"},
		// Amex's grouping is a card's under any column.
		{"ACCOUNT            TRANS-DATE  AMOUNT\n3741-330773-77528  01/09/2024  56,930.45", "ACCOUNT            TRANS-DATE  AMOUNT\n[REDACTED]  01/09/2024  56,930.45"},
	})
}

// TestEdifactCOM: an EDIFACT COM segment's number, named a phone, a fax or
// a mobile by its qualifier (TE, FX, AL), with the segment's '+' before it
// (not the number's sign) or a released "?+"; the next segment's tag is
// no part of an address.
func TestEdifactCOM(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"UNH+2271+DESADV:D:96A:UN:EAN005'\nCTA+DL+:Chauffeur'\nCOM+333-2615490:TE'\nTDT+20++30'",
			"UNH+2271+DESADV:D:96A:UN:EAN005'\nCTA+DL+:Chauffeur'\nCOM+[REDACTED]:TE'\nTDT+20++30'"},
		{"UNH+1'COM+(91) 441-51-38:TE'COM+0048 58 289 83 05:FX'", "UNH+1'COM+[REDACTED]:TE'COM+[REDACTED]:FX'"},
		{"UNH+1'COM+?+49 221 1234567:TE'", "UNH+1'COM+?[REDACTED]:TE'"},
		{"UNB+UNOC:3'CTA+IC+:Pablo P'COM+0034 935966077:TE'COM+pablo@x.es:EM'",
			"UNB+UNOC:3'CTA+IC+:Pablo P'COM+[REDACTED]:TE'COM+[REDACTED]:EM'"},
		// Negatives: another qualifier; GLNs after other elements' '+'.
		{"UNH+1'COM+4511954864:ZZ'", "UNH+1'COM+4511954864:ZZ'"},
		{"UNB+UNOC:3+4082588122998:14+3402182077110:14'NAD+BY+4260858639012::9'", "UNB+UNOC:3+4082588122998:14+3402182077110:14'NAD+BY+4260858639012::9'"},
	})
}

// TestPhoneKeyAndNamedRole: India's e-invoice JSON names the phone "Ph";
// a role, a colon and a first name before the number.
func TestPhoneKeyAndNamedRole(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"Pin":390010,"Ph":"7196524847","Em":"menon@deccanfinechem.com"}`, `{"Pin":390010,"Ph":"[REDACTED]","Em":"[REDACTED]"}`},
		{"Driver: 동현 01064491857\nSSCC 988064783065707327", "Driver: 동현 [REDACTED]\nSSCC 988064783065707327"},
		{"Operador: Nuria 634 93 07 57\nSSCC 984082076742438484", "Operador: Nuria [REDACTED]\nSSCC 984082076742438484"},
		// Negatives: a carrier's name in capitals before its tracking
		// number; a pH; a graph.
		{"Courier: DHL 1234567890", "Courier: DHL 1234567890"},
		{`{"ph":7.4,"temp":"1234567890"}`, `{"ph":7.4,"temp":"1234567890"}`},
		{`{"graph":"1234567890"}`, `{"graph":"1234567890"}`},
	})
}

// TestLftpUser: lftp's -u gives the password quoted after the user's
// comma.
func TestLftpUser(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"15 2 * * * lftp -u sftp_acme,'Pl4nt4-002' sftp://mft.sgcastings.in -e 'mirror /out; quit'", "15 2 * * * lftp -u sftp_acme,'[REDACTED]' sftp://mft.sgcastings.in -e 'mirror /out; quit'"},
		{`lftp -u kraemer,"Bjdib*pNPG5aqJ" sftp://b2b.example.it`, `lftp -u kraemer,"[REDACTED]" sftp://b2b.example.it`},
		// Negatives: an empty password, a word.
		{"lftp -u anon,'' ftp://x.example", "lftp -u anon,'' ftp://x.example"},
		{"lftp -u anon,'guest' ftp://x.example", "lftp -u anon,'guest' ftp://x.example"},
	})
}

// TestERPTables: an ERP's and a BOM's columns (Material, Component), a
// form's padded label (DUNS), X12's product ids, the "orden" of a CFDI
// addenda hold no SSN or phone.
func TestERPTables(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Level  Component            Description                             Qty UoM \n...2   008-93-6792          Seal FKM 75                          36.190 ST\n.3     119-83-8813          Label 100x150                        18.289 M",
			"Level  Component            Description                             Qty UoM \n...2   008-93-6792          Seal FKM 75                          36.190 ST\n.3     119-83-8813          Label 100x150                        18.289 M"},
		{"Pos    Material               Text                              Menge    Preis\n00030  515-16-3886            Tornillo M6x20 A2             636,103 t  598,67",
			"Pos    Material               Text                              Menge    Preis\n00030  515-16-3886            Tornillo M6x20 A2             636,103 t  598,67"},
		{"DUNS                     : 32-524-8049\nBank ref.                : ACC-5113-NW", "DUNS                     : 32-524-8049\nBank ref.                : ACC-5113-NW"},
		{"PO1*1*2149*EA*4.7013**BP*091-01-9356*VP*08-1858*UP*080825928901~", "PO1*1*2149*EA*4.7013**BP*091-01-9356*VP*08-1858*UP*080825928901~"},
		{`<Contacto correo="v@e.mx" telefono="+52 (33) 3394-9128" ordenCompra="4540504818"/>`, `<Contacto correo="[REDACTED]" telefono="[REDACTED]" ordenCompra="4540504818"/>`},
		// Positives beside them: a padded phone label, an SSN under its
		// X12 qualifier.
		{"Tel                 : 0755 28101090\nFax", "Tel                 : [REDACTED]\nFax"},
		{"REF*SY*123-45-6789~", "REF*SY*[REDACTED]~"},
	})
}

// TestBrazilMobileGrouped: Brazil's mobile with its 9 apart, as people
// write it at home, stands on its own; an id's word before it still names
// it.
func TestBrazilMobileGrouped(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Buyer: ana1977@bol.com.br / 11 9 5220 4751. Card on file.", "Buyer: [REDACTED] / [REDACTED]. Card on file."},
		{"tg @lima.beatriz / 41 9 8428 8054", "tg @lima.beatriz / [REDACTED]"},
		{"Cel 61 9-8330-9985", "Cel [REDACTED]"},
		// Negatives: an order's number; another grouping; a 0 in the
		// area code.
		{"order 11 9 4856 2013", "order 11 9 4856 2013"},
		{"scores 11 8 4856 2013", "scores 11 8 4856 2013"},
		{"lot 10 9 4856 2013", "lot 10 9 4856 2013"},
	})
}

// TestContactColumn: a table's column named for a contact holds the
// contact's number; an id's column named so does not.
func TestContactColumn(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"| Mod | Discord ID | Shift | Emergency contact |\n|---|---|---|---|\n| nightcat1164 | 1089512558803525092 | 18:00–23:00 | 011 9799 7502 |",
			"| Mod | Discord ID | Shift | Emergency contact |\n|---|---|---|---|\n| nightcat1164 | 1089512558803525092 | 18:00–23:00 | [REDACTED] |"},
		{"name;Kontakt;city\nbob;0151 23456789;Berlin", "name;Kontakt;city\nbob;[REDACTED];Berlin"},
		{"name,contact_id,city\nbob,4155550223,SF", "name,contact_id,city\nbob,4155550223,SF"},
	})
}

// TestAPIKeyPhrases: "API key" in Polish, German, Japanese, Chinese,
// Korean, French, Portuguese, Spanish and Italian, and the strongly
// secret-shaped value within the 48 bytes after it.
func TestAPIKeyPhrases(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Nasz klucz API do portalu dostawców to wU5xbeTBKUYYFxJX7UQfKtuaYzUVW08t — dlaczego jest odrzucany?",
			"Nasz klucz API do portalu dostawców to [REDACTED] — dlaczego jest odrzucany?"},
		{"Mein API-Schlüssel lautet zsDYSma3Zec6eu_TWllccghFhhLFHkAeR1WDCf danke", "Mein API-Schlüssel lautet [REDACTED] danke"},
		// Negatives: no token-shaped value; an id after the phrase.
		{"la clé API expire le 2024-05-01 pour le compte 12345678901234567890123456", "la clé API expire le 2024-05-01 pour le compte 12345678901234567890123456"},
		{"API docs at https://example.com/v1/docs", "API docs at https://example.com/v1/docs"},
	})
}

// TestBackupCodesAndForms: two-factor backup codes listed after their
// phrase (each works once in place of the second factor); an SSN under
// its row's own label in a label-tab-value form; OFX's USERPASS; a secret
// in prose; a password under a name padded to its column.
func TestBackupCodesAndForms(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Saving my Crypto.com backup codes here:\naswt-ywg7\ncbzb-h7v8\nrhsm-9387\nGenerated 2023-05-13",
			"Saving my Crypto.com backup codes here:\n[REDACTED]\n[REDACTED]\n[REDACTED]\nGenerated 2023-05-13"},
		{"Kraken 2FA recovery codes (each usable once):\n1. 46275204\n2. 77590286", "Kraken 2FA recovery codes (each usable once):\n1. [REDACTED]\n2. [REDACTED]"},
		{"My backup codes: 2435 5319, 9071 9650", "My backup codes: [REDACTED], [REDACTED]"},
		{"CLIENT INTAKE\nTaxpayer name\tAshley Brown\nTaxpayer SSN\t355-64-8459\n", "CLIENT INTAKE\nTaxpayer name\tAshley Brown\nTaxpayer SSN\t[REDACTED]\n"},
		{"<SONRQ><DTCLIENT>20240501040806<USERID>robert69<USERPASS>K1mar&794Ma<LANGUAGE>ENG<FI>", "<SONRQ><DTCLIENT>20240501040806<USERID>robert69<USERPASS>[REDACTED]<LANGUAGE>ENG<FI>"},
		{"my secret is bc4Xprb0TwO6P2DDU5WA4iF2iun6r0ii and I am signing", "my secret is [REDACTED] and I am signing"},
		{"Account             : Administrator\nPassword            : qq+8K..qlo.jW5fWzED\nPasswordUpdateTime  : 2025-11-14T10:50:51Z",
			"Account             : Administrator\nPassword            : [REDACTED]\nPasswordUpdateTime  : 2025-11-14T10:50:51Z"},
		// Negatives: no list after the phrase; a cost centre under an
		// SSN's column is the header's; prose.
		{"Backup codes are generated in Settings > Security.", "Backup codes are generated in Settings > Security."},
		{"id,cost_center,ssn\n1,463-40-4179,x", "id,cost_center,ssn\n1,463-40-4179,x"},
		{"the secret is that we never sleep", "the secret is that we never sleep"},
	})
}

// TestITCredentials: what network devices' and administrators' text
// carries — a password manager's CSV column of passwords, SNMP community
// strings, IOS's typed passwords and server keys, a FreeRADIUS client's
// secret, a numbered secret key, a BitLocker recovery key (each group a
// multiple of 11), PowerShell's ConvertTo-SecureString of a literal, a
// FortiGate's psksecret.
func TestITCredentials(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"folder,name,login_username,login_password\nShared,Microsoft 365,admin,granite-sierra-juniper-21\nAdmin,Xero,min.wu,Nfgfwo.9482PX\n",
			"folder,name,login_username,login_password\nShared,Microsoft 365,admin,[REDACTED]\nAdmin,Xero,min.wu,[REDACTED]\n"},
		{"username admin privilege 15 password 7 01D1A219B5886BDA69\n!\nsnmp-server community Pr1nt.9jljBpO1 RO 25\ntacacs-server host 10.95.45.248 key juniper-glacier-copper-18\n!",
			"username admin privilege 15 password 7 [REDACTED]\n!\nsnmp-server community [REDACTED] RO 25\ntacacs-server host 10.95.45.248 key [REDACTED]\n!"},
		{"[SNMP]\nReadCommunity=public\nWriteCommunity=Mgmt_yUEGO9B5\n", "[SNMP]\nReadCommunity=public\nWriteCommunity=[REDACTED]\n"},
		{"client fw-edge1 {\n    ipaddr = 10.54.44.0/24\n    secret = McM7igtufwVc0B\n}", "client fw-edge1 {\n    ipaddr = 10.54.44.0/24\n    secret = [REDACTED]\n}"},
		{"radius_ip_1=10.77.71.235\nradius_secret_1=Falcon5Luna^~", "radius_ip_1=10.77.71.235\nradius_secret_1=[REDACTED]"},
		{"Recovery key: 516835-676918-228833-587334-509586-156431-720269-239382\nCaller verified", "Recovery key: [REDACTED]\nCaller verified"},
		{"-AccountPassword (ConvertTo-SecureString 'Obf#032SyI' -AsPlainText -Force)", "-AccountPassword (ConvertTo-SecureString '[REDACTED]' -AsPlainText -Force)"},
		{"        set psksecret WSsg9yj5Y4aPlS2RvfKZTOa56lj\n    next", "        set psksecret [REDACTED]\n    next"},
		// Negatives: the default community, a meetup, a stand-in, a key
		// of no server, a recovery key that fails its check, a name for
		// a secret.
		{"snmp-server community public RO", "snmp-server community public RO"},
		{"mycommunity=abc123xyz", "mycommunity=abc123xyz"},
		{"Community meetup!\n📍 Denver", "Community meetup!\n📍 Denver"},
		{"-AccountPassword (ConvertTo-SecureString '$pw' -AsPlainText -Force)", "-AccountPassword (ConvertTo-SecureString '$pw' -AsPlainText -Force)"},
		{"press key juniper-glacier-copper-18 to go on", "press key juniper-glacier-copper-18 to go on"},
		{"Recovery key: 516835-676918-228833-587334-509586-156431-720269-239383", "Recovery key: 516835-676918-228833-587334-509586-156431-720269-239383"},
		{"secret: my-db-credentials-2024", "secret: my-db-credentials-2024"},
	})
}

// TestCommaIsNoUserinfo: an address after a URL and a comma in a CSV row
// is an address, not the URL's userinfo; Amex's grouping after an order's
// word is a card.
func TestCommaIsNoUserinfo(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Shared,Microsoft 365,https://portal.office.com,qiang.chen@huaxin-data.com.cn,x", "Shared,Microsoft 365,https://portal.office.com,[REDACTED],x"},
		{"use this for the Dell order 3424 064882 51816", "use this for the Dell order [REDACTED]"},
		{"order 6011 1581 4005 2093", "order 6011 1581 4005 2093"},
	})
}
