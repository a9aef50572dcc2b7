package scrub

import "testing"

// TestMarkupReadAsShown: values a page's source writes through character
// references, inline tags and comments, read as a browser shows them
// (markup.go); the markup inside a value goes with it. Negatives: markup
// that parts values as a space does, references that spell none, and the
// escapes every page holds.
func TestMarkupReadAsShown(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		// Character references.
		{`<span class="obf">marco.marino94&#x40;gmail&#x2e;com</span> <small>(Contatto)</small>`, `<span class="obf">[REDACTED]</span> <small>(Contatto)</small>`},
		{`Liam Thompson &ndash; liamthompson7&commat;yahoo&period;com</div>`, `Liam Thompson &ndash; [REDACTED]</div>`},
		{`<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;&#115;&#97;&#107;&#64;&#105;&#46;&#115;&#111;&#102;&#46;&#106;&#112;">x</a>`, `<a href="&#109;&#97;&#105;&#108;&#116;&#111;&#58;[REDACTED]">x</a>`},
		{"SSN 053&#x2011;08&#x2011;3363", "SSN [REDACTED]"},
		{"Tel.: +1&nbsp;213&nbsp;775&nbsp;7869", "Tel.: [REDACTED]"},
		{"phone +31&#8203;6&#8203;40497772", "phone [REDACTED]"},
		// Inline tags and comments inside a value.
		{`<p>Contact: d.jansen<!-- -->@<!-- -->hetnet.nl</p><!-- build 4052cf0b6f86 -->`, `<p>Contact: [REDACTED]</p><!-- build 4052cf0b6f86 -->`},
		{`<td class="sig">Tomasz Woźniak<br>E-mail: tomasz.wozniak<wbr>@op<wbr>.pl<br>v5.10.2</td>`, `<td class="sig">Tomasz Woźniak<br>E-mail: [REDACTED]<br>v5.10.2</td>`},
		{`o escribirme a <span>elena_torres</span><span>@</span><span>clinica-dental-sol.com</span> &ndash; 442,17 €`, `o escribirme a <span>[REDACTED]</span> &ndash; 442,17 €`},
		{`mail: naoki.tanaka83<span style="display:none">nospam</span>@kobe-trading-corp.com &ndash;`, `mail: [REDACTED] &ndash;`},
		{`Tel <span>+48</span> <span>606</span> <span>834</span> <span>729</span>`, `Tel <span>[REDACTED]</span>`},
		{`card <span>5386</span><span>7806</span><span>9440</span><span>0615</span>`, `card <span>[REDACTED]</span>`},
		{"<code>eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ<wbr>zdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c</code>",
			"<code>[REDACTED]</code>"},
		// Negatives.
		{`<td>2024</td><td>05</td><td>17</td>`, `<td>2024</td><td>05</td><td>17</td>`},
		{`<b>Order</b> #<span>4417</span><span>2290</span> &copy; 2024`, `<b>Order</b> #<span>4417</span><span>2290</span> &copy; 2024`},
		{`&#169; 2024 ACME &middot; v1.2<wbr>.3 &middot; build 20240517`, `&#169; 2024 ACME &middot; v1.2<wbr>.3 &middot; build 20240517`},
		{`<a href="/s?q=a&amp;page=2&amp;sort=asc">next</a> &quot;x&quot; a &lt; b`, `<a href="/s?q=a&amp;page=2&amp;sort=asc">next</a> &quot;x&quot; a &lt; b`},
		{"a<b and c>d, x <= 3, <3 you", "a<b and c>d, x <= 3, <3 you"},
		{"<p>call</p><p>555</p><p>0134</p>", "<p>call</p><p>555</p><p>0134</p>"},
	})
}

// TestMarkupOnlyWhereShown: the reading is asked for only by markup inside
// a word or a reference that spells a character (markupIn).
func TestMarkupOnlyWhereShown(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"a&#64;b", true},
		{"x&commat;y", true},
		{"1&nbsp;2", true},
		{"a<wbr>b", true},
		{"a<!-- -->@", true},
		{"8</span> <span>6", true},
		{"?a=1&amp;b=2 &lt;tag&gt; &quot;q&quot;", false},
		{"a &copy; b &unknown; &#; &#xZZ; &#0;", false},
		{"<p>text</p> <br>", false},
		{"x<br>y", false},
		{"a <b>bold</b> word", false},
		{"a<b", false},
	} {
		if got := markupIn(c.in); got != c.want {
			t.Errorf("markupIn(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestToolSecrets: what tools print or are handed as a secret under no
// key of their own (toolout.go), and curl's -u with the password alone in
// quotes. Negatives: a Secret's other fields, a variable handed over, a
// line after the command that is a prompt's.
func TestToolSecrets(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Found verified result 🐷🔑\nDetector Type: Twilio\nDecoder Type: PLAIN\nRaw result: 7e0f744abc879dedb5a42da14eb96db9\nCommit: 4cb24b7363b5e4f53c6f70bcdb92602ebd235c2f",
			"Found verified result 🐷🔑\nDetector Type: Twilio\nDecoder Type: PLAIN\nRaw result: [REDACTED]\nCommit: 4cb24b7363b5e4f53c6f70bcdb92602ebd235c2f"},
		{"$ kubectl get secret pg-credentials -o jsonpath='{.data.password}' | base64 -d\nQVBRNFzL^lz?cobzpT\n$ kubectl rollout restart deploy/api",
			"$ kubectl get secret pg-credentials -o jsonpath='{.data.password}' | base64 -d\n[REDACTED]\n$ kubectl rollout restart deploy/api"},
		{"kubectl get secret x -o jsonpath=\"{.data.api-token}\" | base64 --decode\nrolyC5NZPcE90lSb\n", "kubectl get secret x -o jsonpath=\"{.data.api-token}\" | base64 --decode\n[REDACTED]\n"},
		{"$ kubectl get secret pg -o jsonpath='{.data.username}' | base64 -d\nappuser2024\n$ x", "$ kubectl get secret pg -o jsonpath='{.data.username}' | base64 -d\nappuser2024\n$ x"},
		{"echo aGVsbG8= | base64 -d\nhello2world", "echo aGVsbG8= | base64 -d\nhello2world"},
		{`gh secret set COHERE_API_KEY --repo northwind/agent-runner --body "SYZNGjcp1PFmgCk7cE7rYI6HHz8pMywgBtwQZHz5"`, `gh secret set COHERE_API_KEY --repo northwind/agent-runner --body "[REDACTED]"`},
		{"gh secret set X --body=abc123def456ghi", "gh secret set X --body=[REDACTED]"},
		{`gh secret set X -b"$TOKEN"`, `gh secret set X -b"$TOKEN"`},
		{`gh secret set X < token.txt`, `gh secret set X < token.txt`},
		{"$ curl -u api:'N9SZ?5m1Eh%3klRA' https://jenkins.tallgrass.co/job/deploy/2885/consoleText", "$ curl -u api:'[REDACTED]' https://jenkins.tallgrass.co/job/deploy/2885/consoleText"},
		{`curl -u me:"granite950?Copper" https://x.io`, `curl -u me:"[REDACTED]" https://x.io`},
		{`curl -u admin:'$PASS' https://x.io`, `curl -u admin:'$PASS' https://x.io`},
		{"TWINE_PASSWORD=pypi-AgEIcHlwaS5vcmcdkzCwuTcwSLA9XLWOYCnhC4Gd2sJzkInFPRephDMDVIleEqYKSJ7EwrOKq6F4C5DW49PhoKXwXPUFcpcceI6oxpfc9ytTEZiocQNJ0w2cu_q_wwvlHo2FTLVp96gdqs383IQnoNYMHT7\nX=1",
			"TWINE_PASSWORD=[REDACTED]\nX=1"},
		{"jar: <RequestsCookieJar[<Cookie csrftoken=Dgnwxez0cwqXG94Ecu5kPXp32gSa2V0d for admin.northwind.io/>, <Cookie sessionid=y2e3qnpt29ifvne9tq69nkzd5v6pnq5t for admin.northwind.io/>]>",
			"jar: <RequestsCookieJar[<Cookie csrftoken=Dgnwxez0cwqXG94Ecu5kPXp32gSa2V0d for admin.northwind.io/>, <Cookie sessionid=[REDACTED] for admin.northwind.io/>]>"},
		{"a <Cookie theme=dark for x.io/>", "a <Cookie theme=dark for x.io/>"},
		{"#0 /var/www/html/config/db.php(12): PDO->__construct('mysql:host=db;d...', 'shop', 'saffron2003@')\n#1 {main}",
			"#0 /var/www/html/config/db.php(12): PDO->__construct('mysql:host=db;d...', 'shop', '[REDACTED]')\n#1 {main}"},
	})
}

// TestPasswordsAsPeopleNoteThem: a short word for a password with what it
// is for, a qualifier or an owner before "is" in a sentence, an address
// as a login's account before a slash, AWS's key pair after a slash, an
// authenticator's setup key unbroken. Negatives: prose about them, a
// path after the shell's pwd, an address that is no login's.
func TestPasswordsAsPeopleNoteThem(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"[07:55] Zoe: pw for the shared account is Tango54^", "[07:55] Zoe: pw for the shared account is [REDACTED]"},
		{"the safe's passphrase is Cany0nk0t3k$8", "the safe's passphrase is [REDACTED]"},
		{"pwd walnut6147Walnut for the shared drive", "pwd [REDACTED] for the shared drive"},
		{"new pw for Spotify: yHs%Xe.KKQU42gjp (changed 9 May 2026)", "new pw for Spotify: [REDACTED] (changed 9 May 2026)"},
		{"wifi password for the airbnb in Utrecht is X4GVbRikpEctp4vZAp", "wifi password for the airbnb in Utrecht is [REDACTED]"},
		{"la password admin di staging è Harbor-Delta-82, serve all'agente", "la password admin di staging è [REDACTED], serve all'agente"},
		{"le mot de passe admin de la préprod est o5wktB*5VHJKqz^eqm, l'agent", "le mot de passe admin de la préprod est [REDACTED], l'agent"},
		{"a senha do admin de homologação é quartz835?Nimbus, o agente", "a senha do admin de homologação é [REDACTED], o agente"},
		{"login priyamueller00@naver.com / ember!Casa74", "login [REDACTED] / [REDACTED]"},
		{"AWS creds: AKIA3TRNWAUFV4JVJKTK / J5pnPK4kienbHw2ewDZ7ooFvUx5rc6WO6teMegUV", "AWS creds: AKIA3TRNWAUFV4JVJKTK / [REDACTED]"},
		{"2fa setup key CSWGK5ZXCI5GRJYJQI3N75NNCLG2BNEU", "2fa setup key [REDACTED]"},
		{"api key for the weather service 67527e665044c5739c9d0be0b96c7098", "api key for the weather service [REDACTED]"},
		{"my session cookie is W6aDiX7q3gaPRP8hDUt6NP0qGhA6B16U, why am i logged out", "my session cookie is [REDACTED], why am i logged out"},
		{"mật khẩu wifi là xe3WROzKzCWWw8", "mật khẩu wifi là [REDACTED]"},
		// Negatives.
		{"pw for Jenkins is broken since v2", "pw for Jenkins is broken since v2"},
		{"pwd /srv/app2 for the drive", "pwd /srv/app2 for the drive"},
		{"la password di Mario è scaduta ieri", "la password di Mario è scaduta ieri"},
		{"mail jane@x.io / Casa533*", "mail [REDACTED] / [REDACTED]"}, // an address and a strong password across a slash (addressBeforeSlash)
		{"the setup key is on page 2", "the setup key is on page 2"},
		{"the api key for the weather service expired on 2024-01-02", "the api key for the weather service expired on 2024-01-02"},
		{"the session cookie is set by nginx", "the session cookie is set by nginx"},
		{"the cookie is W6aDiX7q3gaPRP8hDUt6NP0qGhA6B16U", "the cookie is W6aDiX7q3gaPRP8hDUt6NP0qGhA6B16U"},
		{"the password wifi is broken again", "the password wifi is broken again"},
	})
}

// TestIDsNamedAsRecords: a record's own number after a word for whose it
// is, and a topic's name ending in "calls", name no phone.
func TestIDsNamedAsRecords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Order number 5195349463 and customer number 320-6191174 are in the same batch", "Order number 5195349463 and customer number 320-6191174 are in the same batch"},
		{"employee number: 4155550232", "employee number: 4155550232"},
		{"GROUP         TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nagent-events  tool-calls   0          5992562324      5992580028      17704",
			"GROUP         TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nagent-events  tool-calls   0          5992562324      5992580028      17704"},
		{"call the customer at 320-619-1174", "call the customer at [REDACTED]"},
		{"my number 320-619-1174", "my number [REDACTED]"},
	})
}

// TestNotesAndPayloadsRound34: c131's notes typed on a phone and c132's
// payloads — contact lists with no colons under a heading for contacts,
// a card before a count, "pw" and its value with no colon or after an
// arrow, a password's key saying it is in clear, an address encoded or
// escaped twice, AWS's pair with "secret" between. Negatives: a record's
// id beside an SSN in data formats, lists of other things, a signature's
// other lines below a phone.
func TestNotesAndPayloadsRound34(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"emergency contacts\npapa 98110 82504\nmummy 9091969594", "emergency contacts\npapa [REDACTED]\nmummy [REDACTED]"},
		{"contacts\nuncle ray 3239519672\njess 281 686 1636\nmom 4155550233", "contacts\nuncle ray [REDACTED]\njess [REDACTED]\nmom [REDACTED]"},
		{"card on file 5572 0891 5605 0163 3 nights", "card on file [REDACTED] 3 nights"},
		{"commbank netbank pw DHMmBdgK7vA3 client no 910980852D", "commbank netbank pw [REDACTED] client no 910980852D"},
		{"fb pw -> favour_kangaroo541 main @juan.vibes90", "fb pw -> [REDACTED] main @juan.vibes90"},
		{`{"password_plain":"saffron.38col","remember":true}`, `{"password_plain":"[REDACTED]","remember":true}`},
		{"next=%2Fsearch%3Fq%3Dcontact%26email%3Djoao-silva%2540terra.com.br&v=3.7.0", "next=%2Fsearch%3Fq%3Dcontact%26email%3D[REDACTED]&v=3.7.0"},
		{`{\"email\":\"james-smith\\u0040northwindtraders.com\"}`, `{\"email\":\"[REDACTED]\"}`},
		{"aws key id AKIA2QSZQXHJ5ZVKN7MB secret kS8uKhN9zSRI7/oh8iWyenzSnaXA4aOhdZ1rHW1d region eu-west-2", "aws key id AKIA2QSZQXHJ5ZVKN7MB secret [REDACTED] region eu-west-2"},
		{"passwords\ngmail IloveBella40\nfb dragon_chinchin053\nbank Sunshine77!", "passwords\ngmail [REDACTED]\nfb [REDACTED]\nbank [REDACTED]"},
		{"backup codes for gh 9ebe7-6aa9c b9bc1-7a952 c58de-2427d", "backup codes for gh [REDACTED] [REDACTED] [REDACTED]"},
		{"google backup codes 2561 5375 7131 1981 2092 1428", "google backup codes [REDACTED] [REDACTED] [REDACTED]"},
		{"optus acct pass Shiva!32 crn 481022876F", "optus acct pass [REDACTED] crn 481022876F"},
		{"Wifi pass: nd*3WKh*fhhOh4jh network is NETGEARHVOL xx", "Wifi pass: [REDACTED] network is NETGEARHVOL xx"},
		{"google app pw xzua rcjx fjmp vghd for the iphone", "google app pw [REDACTED] for the iphone"},
		{"apple app specific pw cgaf-mwak-sllr-owzn for the nas", "apple app specific pw [REDACTED] for the nas"},
		// Negatives.
		{`{"msg":"x","user":{"id":984981846,"email":"b@northwind.io","ssn":"701-11-6966"}}`, `{"msg":"x","user":{"id":984981846,"email":"[REDACTED]","ssn":"[REDACTED]"}}`},
		{"{'ssn': '701-11-6966', 'score': 0.812, 'id': 463953535}", "{'ssn': '[REDACTED]', 'score': 0.812, 'id': 463953535}"},
		{"UPDATE applicants SET ssn = '966-92-4648', verified = 1 WHERE id = 848031891", "UPDATE applicants SET ssn = '[REDACTED]', verified = 1 WHERE id = 848031891"},
		{"Tax ID: 559964998 (SSN)", "Tax ID: [REDACTED] (SSN)"},
		{"Order numbers\nwidget 4155550232\ngadget 4155550233", "Order numbers\nwidget 4155550232\ngadget 4155550233"},
		{"shopping\nmilk 2 liters\nbread 1 loaf", "shopping\nmilk 2 liters\nbread 1 loaf"},
		{"Tel. 0521 1234567\nE-mail: a@b.it\nWeb: https://www.vetrotech.it\nCIN 6759784717", "Tel. [REDACTED]\nE-mail: [REDACTED]\nWeb: https://www.vetrotech.it\nCIN 6759784717"},
		{"ids 1234 5678 9012 3456 7 items", "ids 1234 5678 9012 3456 7 items"},
		{`"password_hash":"Lindwurm4154%"`, `"password_hash":"Lindwurm4154%"`},
		{"the PW 2024 report", "the PW 2024 report"},
		{"Passwords\nReset them every 90 days\nUse a manager 2024", "Passwords\nReset them every 90 days\nUse a manager 2024"},
		{"backup codes for the team are printed 2024", "backup codes for the team are printed 2024"},
		{"I lost my recovery codes 2 days ago", "I lost my recovery codes 2 days ago"},
		{"Boarding pass: 2B8KQ7X9 gate 12", "Boarding pass: 2B8KQ7X9 gate 12"},
		{"my acct is 12345678", "my acct is 12345678"},
		{"pwd /srv/app2", "pwd /srv/app2"},
	})
}

// TestPasswordWordsRound34: c130's passwords after their words in other
// languages — what the password opens between (a phrase after "for" in
// the language, a service's name), no verb; Bengali's and Persian's
// borrowed words; Thai's network glued to its word. Negatives: a name in
// parentheses or before a colon (a network's), a value that reads as a
// word or an account, a booking's code.
func TestPasswordWordsRound34(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"contraseña de la banca online 4MVMcPpZ34 no compartir!!", "contraseña de la banca online [REDACTED] no compartir!!"},
		{"senha do gov.br Sereia.466 — CPF 184.315.817-51", "senha do gov.br [REDACTED] — CPF 184.315.817-51"},
		{"пароль від Приват24 karpaty0639 нікому не казати", "пароль від Приват24 [REDACTED] нікому не казати"},
		{"Netflix : lefebvre.camille@sfr.fr / Papillon1992@ — payé", "Netflix : [REDACTED] / [REDACTED] — payé"},
		{"DeepL API-Schlüssel fürs Übersetzen: 8bd96389-8d2d-1849-956e-7211d234abe0:fx", "DeepL API-Schlüssel fürs Übersetzen: [REDACTED]"},
		{"пароль от роутера HUAWEI-Z8BB — 85XJ87LY", "пароль от роутера HUAWEI-Z8BB — [REDACTED]"},
		{"password del wifi di casa: sTn17ygcD*", "password del wifi di casa: [REDACTED]"},
		{"mdp du compte Ameli : Chaton2012$", "mdp du compte Ameli : [REDACTED]"},
		{"hasło do routera (VNPT_TYYN) to eif4w6bdi68", "hasło do routera (VNPT_TYYN) to [REDACTED]"},
		{"Passwort für den Elster-Zugang lautet Aosy3KXiFIl5cv", "Passwort für den Elster-Zugang lautet [REDACTED]"},
		{"wachtwoord Videoland Dropje.505, inlog admin.bos@xs4all.nl", "wachtwoord Videoland [REDACTED], inlog [REDACTED]"},
		{"ফেসবুক পাসওয়ার্ড 88Rosogolla78$", "ফেসবুক পাসওয়ার্ড [REDACTED]"},
		{"پسورد اینستا setareh3080", "پسورد اینستا [REDACTED]"},
		// Negatives.
		{"La contraseña del wifi (Casa_Azul_5G) es: Sonnenblume15#", "La contraseña del wifi (Casa_Azul_5G) es: [REDACTED]"},
		{"contraseña del wifi Vodafone-Y2A9: staple-battery-tiger-lemon", "contraseña del wifi Vodafone-Y2A9: staple-battery-tiger-lemon"},
		{"la password per il server è scaduta ieri 2024", "la password per il server è scaduta ieri 2024"},
		{"password for account admin123 was reset", "password for account admin123 was reset"},
		{"the password manager Bitwarden2024 is good", "the password manager Bitwarden2024 is good"},
		{"jane@x.io / 2024-01-02 report", "[REDACTED] / 2024-01-02 report"},
		{"id 8bd96389-8d2d-1849-956e-7211d234abe0:fxa", "id 8bd96389-8d2d-1849-956e-7211d234abe0:fxa"},
		{"a@b.gr | Κωδικός κράτησης LZ3XTZ</p>", "[REDACTED] | Κωδικός κράτησης LZ3XTZ</p>"},
	})
}

// TestFictionAndRecordsRound34: c133's and c134's — the NANP lines
// reserved for fiction stay, a marketplace's or a game's record ids stay,
// the IRS's own name for the TIN labels nine digits, an adverb between
// "is" and a password.
func TestFictionAndRecordsRound34(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"In the screenplay she calls 555-0143 and the ad shows 1-800-FLOWERS", "In the screenplay she calls 555-0143 and the ad shows 1-800-FLOWERS"},
		{"TWILIO_FROM=+18885550199\nTWILIO_TO=+14155550123", "TWILIO_FROM=+18885550199\nTWILIO_TO=+14155550123"},
		{"call 212-555-0234 or (212) 555-0199", "call [REDACTED] or (212) 555-0199"},
		{"Vendo mesa ¥9,610, post id 7404791528. Escríbeme", "Vendo mesa ¥9,610, post id 7404791528. Escríbeme"},
		{"Name: Priya Reyes\nTaxpayer Identification Number: 439365529\nBusiness EIN (if any): 96-3508598", "Name: Priya Reyes\nTaxpayer Identification Number: [REDACTED]\nBusiness EIN (if any): 96-3508598"},
		{"ok so password is literally Orange383?Dfj but login fails", "ok so password is literally [REDACTED] but login fails"},
		{"the password is now reset", "the password is now reset"},
		{"het wachtwoord van de staging-admin is quartz497?Sierra", "het wachtwoord van de staging-admin is [REDACTED]"},
		{"영업 담당: 강서연 / 전화 053)219-9572 / 유선전화: 032)8207-4492", "영업 담당: 강서연 / 전화 [REDACTED] / 유선전화: [REDACTED]"},
		{"see note 3)123-4567", "see note 3)123-4567"},
	})
}

// TestAnswersAndPassphrasesRound34: c134's — a passphrase in quotes under
// a password's key, a phone given in a chat's answer to a question that
// asks for it. Negatives: a quoted phrase with no digit, an answer to a
// question about another number, a label's value under a sentence.
func TestAnswersAndPassphrasesRound34(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"smtp:\n  user: alerts\n  password: \"Chennai tigre 82?\"\n  port: 465", "smtp:\n  user: alerts\n  password: \"[REDACTED]\"\n  port: 465"},
		{"password: \"see the wiki\"", "password: \"see the wiki\""},
		{"my password is \"correct horse battery 7\"", "my password is \"correct horse battery 7\""},
		{"[20:00] Agent: could you confirm the phone number?\n[16:45] Customer: yes it's 718 824 1410", "[20:00] Agent: could you confirm the phone number?\n[16:45] Customer: yes it's [REDACTED]"},
		{"Agent: what is your order number?\nCustomer: it's 718 824 1410", "Agent: what is your order number?\nCustomer: it's 718 824 1410"},
		{"You can also dial in using your phone.\nAccess Code: 799-468-382", "You can also dial in using your phone.\nAccess Code: 799-468-382"},
	})
}
