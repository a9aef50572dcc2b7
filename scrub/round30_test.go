package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPrefixSetAt checks prefixSet.at against a plain loop over its
// words, on text built from the words' own pieces.
func TestPrefixSetAt(t *testing.T) {
	sets := []*prefixSet{wordSuffixes, gluedIs, appWords, isVerbs, valueArticles, valueOwners, laterVerbs}
	r := rand.New(rand.NewPCG(30, 1))
	for _, ps := range sets {
		var pieces []string
		for _, w := range ps.words {
			pieces = append(pieces, w, w[:len(w)/2], w[len(w)/2:])
		}
		pieces = append(pieces, " ", "x", "é", "\n")
		for n := 0; n < 2000; n++ {
			var b strings.Builder
			for k := 1 + r.IntN(6); k > 0; k-- {
				b.WriteString(pieces[r.IntN(len(pieces))])
			}
			s := b.String()
			for i := 0; i <= len(s); i++ {
				want := ""
				for _, w := range ps.words {
					if strings.HasPrefix(s[i:], w) {
						want = w
						break
					}
				}
				if got := ps.at(s, i); got != want {
					t.Fatalf("at(%q, %d) = %q, want %q", s, i, got, want)
				}
			}
		}
	}
}

// TestLaterMemo checks that passwordLaterInSentence answers the same with
// a memo shared by every word of a text, read in order, as with a new one
// for each: the memo only skips bytes read before.
func TestLaterMemo(t *testing.T) {
	pieces := []string{"password", " ", "Kennwort ", "was ", " fue ", "Sunflower241!", ". ", "\n", "x", "era", " était ", "Tornado1045!", ",", "a"}
	r := rand.New(rand.NewPCG(30, 2))
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(20); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		s := b.String()
		var shared laterMemo
		for e := 0; e <= len(s); e += 1 + r.IntN(9) {
			var fresh laterMemo
			a0, a1, aok := passwordLaterInSentence(s, e, &fresh)
			b0, b1, bok := passwordLaterInSentence(s, e, &shared)
			if a0 != b0 || a1 != b1 || aok != bok {
				t.Fatalf("%q at %d: shared memo %d %d %v, fresh %d %d %v", s, e, b0, b1, bok, a0, a1, aok)
			}
		}
	}
}

// TestNDCDashed: a National Drug Code's dashed forms in a text that names
// NDC stay (the eleven-digit billing form's leading 0 read as a trunk
// 0); the same shape with no NDC named, and a phone beside an NDC, go.
func TestNDCDashed(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"convert the 10-digit NDC 1769-1248-37: is it 01769-1248-37 in the LIN*N4 segment?", "convert the 10-digit NDC 1769-1248-37: is it 01769-1248-37 in the LIN*N4 segment?"},
		{"NDC 00310-3113-05, pharmacy line 0161 496 0734", "NDC 00310-3113-05, pharmacy line [REDACTED]"},
		{"Tel. 01769-1248-37", "Tel. [REDACTED]"},
	})
}

// TestPasswordWithHeart: a '<' before a digit is a password's (a heart,
// "I<3"), not a tag's; an XML element's closing tag still ends one.
func TestPasswordWithHeart(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"user SUB289393, password: I<3Paloma7519. Submitter ID TGJ18966", "user SUB289393, password: [REDACTED]. Submitter ID TGJ18966"},
		{"<Password>Harbor568!ok</Password>", "<Password>[REDACTED]</Password>"},
	})
}

// TestActivationCode: a patient portal's activation code (MyChart's three
// groups of five) after "activation code"; groups of another length, a
// code with no digit and one with no capital stay.
func TestActivationCode(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Your MyChart activation code is 1JVCW-HZZGT-5712E. It expires 05/12/2025.", "Your MyChart activation code is [REDACTED]. It expires 05/12/2025."},
		{"Activation code: NTC42-4ZIPX-ZFN87", "Activation code: [REDACTED]"},
		{"activation code is ABCDE-FGHIJ-KLMNO", "activation code is ABCDE-FGHIJ-KLMNO"},
		{"activation code is 12345-67890-11111", "activation code is 12345-67890-11111"},
		{"activation code is 1JV-HZZ-571", "activation code is 1JV-HZZ-571"},
		{"deactivation code is 1JVCW-HZZGT-5712E", "deactivation code is 1JVCW-HZZGT-5712E"},
	})
}

// TestMobileLeftAtEnd: a national mobile number run together, left at a
// post's end after a clause — eleven digits (the trunk 0 and 7 to 9; after
// a word in small letters too, as before) or ten (Australia's 04, France's
// 06 and 07, South Africa's 06 to 08, Ireland's 08). Ten after a word (a
// brand's name: a waybill; "manager" may be any number's) and ten mid-line
// stay.
func TestMobileLeftAtEnd(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Room to let Drumcondra €2070 p/m, professional only, 0876503073", "Room to let Drumcondra €2070 p/m, professional only, [REDACTED]"},
		{"bus leaves 22:40. Team manager 0875119012", "bus leaves 22:40. Team manager 0875119012"},
		{"meet up sa Quezon City. 09475061421", "meet up sa Quezon City. [REDACTED]"},
		{"Tahlia Campbell, 0410724431\nsee you", "Tahlia Campbell, [REDACTED]\nsee you"},
		{"• DHL Express 0643244151\nAllow 3–5 business days.", "• DHL Express 0643244151\nAllow 3–5 business days."},
		{"order ref 0643244151 shipped", "order ref 0643244151 shipped"},
		{"invoice total, 0512345678", "invoice total, 0512345678"},
	})
}

// TestWalletsAndHotspot: Zelle, Venmo and PayNow send money to a phone
// number, as the wallets named before; a phone's hotspot is a network
// whose key "pw" names.
func TestWalletsAndHotspot(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Rent is $1,000 split 3 ways, Zelle me at 2143363267 or cash", "Rent is $1,000 split 3 ways, Zelle me at [REDACTED] or cash"},
		{`connect to my hotspot "Angelica's iPhone" pw Shamrock265!`, `connect to my hotspot "Angelica's iPhone" pw [REDACTED]`},
		{"hotspot pw changeme", "hotspot pw changeme"},
	})
}

// TestDebugOutputSecrets: libpq's PGPASSWORD (a name in capitals glued to
// its acronym), a secret's value kept in an object's "value" member
// (Terraform's outputs, Spring Boot's /actuator/env); Postman's
// cache-buster stays.
func TestDebugOutputSecrets(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"$ PGPASSWORD=UyBEHPEGXLf50HojyUwp1d psql -h db.internal", "$ PGPASSWORD=[REDACTED] psql -h db.internal"},
		{`"db_password": {"sensitive": true, "type": "string", "value": "etK0nQUmlTPw5yuwhHwrTza"}`, `"db_password": {"sensitive": true, "type": "string", "value": "[REDACTED]"}`},
		{`"MAIL_PASSWORD":{"value":"WqE4W1?7IYz1K"},"server.port":{"value":"8080"}`, `"MAIL_PASSWORD":{"value":"[REDACTED]"},"server.port":{"value":"8080"}`},
		{`"db_password": {"sensitive": true, "nested": {"value": "etK0nQUmlTPw5yuwhHwrTza"}}`, `"db_password": {"sensitive": true, "nested": {"value": "etK0nQUmlTPw5yuwhHwrTza"}}`},
		{"Postman-Token: 3cf223a3-fcb1-47a0-a370-af862d31e6d7", "Postman-Token: 3cf223a3-fcb1-47a0-a370-af862d31e6d7"},
		{"PG_PASSWORD_FILE=/run/secrets/pg", "PG_PASSWORD_FILE=/run/secrets/pg"},
	})
}

// TestProtocolPasswords: the passwords mail and file-transfer protocols
// send in the clear, as a session's trace shows them — SMTP's AUTH LOGIN
// (the line after "334 UGFzc3dvcmQ6"), IMAP's LOGIN, FTP's and POP3's PASS
// at a line's start; a POP3 greeting's APOP timestamp is no address.
// "PASS" inside a line, the user's line after "334 VXNlcm5hbWU6" and
// Twitch's "PASS oauth:" (its own rule's) are left to the rest.
func TestProtocolPasswords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"<<< 334 UGFzc3dvcmQ6\n>>> RmFsY29uVGlncmU4Njgk\n<<< 535 5.7.3", "<<< 334 UGFzc3dvcmQ6\n>>> [REDACTED]\n<<< 535 5.7.3"},
		{"<<< 334 VXNlcm5hbWU6\n>>> ZGVwbG95QGFjbWUuaW8=\n", "<<< 334 VXNlcm5hbWU6\n>>> ZGVwbG95QGFjbWUuaW8=\n"},
		{`a001 LOGIN ava.suzuki@bluefin.ai "Targrm17*qfDE"`, `a001 LOGIN [REDACTED] "[REDACTED]"`},
		{"> USER exports\n< 331 Password required\n> PASS Tigre!499Sakura\n< 230 OK", "> USER exports\n< 331 Password required\n> PASS [REDACTED]\n< 230 OK"},
		{"+OK POP3 server ready <3410.1736548640@pop.mail.ru>", "+OK POP3 server ready <3410.1736548640@pop.mail.ru>"},
		{"The SSL PASS test passed: Tigre499Sakura", "The SSL PASS test passed: Tigre499Sakura"},
		{"Please LOGIN with Tigre499Sakura", "Please LOGIN with Tigre499Sakura"},
	})
}

// TestCookiesAsToolsShowThem: a session cookie in curl's -b (a browser's
// "Copy as cURL"), Django's request.META row and a HAR's name and value
// members; another cookie stays.
func TestCookiesAsToolsShowThem(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"curl 'https://x.io/api' -b '_shop_session=smwxffsEc3x6cJIDpL2Yabc; theme=dark'", "curl 'https://x.io/api' -b '_shop_session=[REDACTED]; theme=dark'"},
		{"curl --cookie 'sid=a8f7d6s5a4f3d2s1a0f9' https://x.io", "curl --cookie 'sid=[REDACTED]' https://x.io"},
		{"HTTP_COOKIE\t'sessionid=ia3p0vf726pntuxar8hvagfal9eydhik; csrftoken=abc'", "HTTP_COOKIE\t'sessionid=[REDACTED]; csrftoken=abc'"},
		{`{"name": "JSESSIONID", "value": "38D842ED31F1C4B3DBC2BED57722E28F", "path": "/"}`, `{"name": "JSESSIONID", "value": "[REDACTED]", "path": "/"}`},
		{"curl -b 'theme=dark; lang=en2024abcdefghij' https://x.io", "curl -b 'theme=dark; lang=en2024abcdefghij' https://x.io"},
	})
}

// TestDebugOutputMore: Docker's auth after the registry's username, a
// Python dict's bytes value under a token's header, a JWT's header shown
// cut short after Bearer (kept, as other values cut short are), an EIN
// under its own key beside an SSN.
func TestDebugOutputMore(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"auths":{"registry.gitlab.com":{"username":"deploy-bot","auth":"ZGVwbG95LWJvdDpkb3BfdjFfYWJjZGVmZ2hpams="}}}`, `{"auths":{"registry.gitlab.com":{"username":"deploy-bot","auth":"[REDACTED]"}}}`},
		{"{'X-Amz-Security-Token': b'IQoJb3JpZ2luX2VjaWisu0nIabcdefghijklmnopqrstuvwxyz0123456789'}", "{'X-Amz-Security-Token': b'[REDACTED]'}"},
		{"Authorization: Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9... (len=996)", "Authorization: Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9... (len=996)"},
		{"Person(ssn='836-25-0514', employer_ein='597689889')", "Person(ssn='[REDACTED]', employer_ein='597689889')"},
		{"SSN: 597689889", "SSN: [REDACTED]"},
		{"Tax ID (SSN/EIN): 559964998", "Tax ID (SSN/EIN): [REDACTED]"},
	})
}

// TestPasswordWordsOfSouthEastEurope: the words for a password in
// Serbo-Croatian, Estonian, Latvian and Romanian as a label before a colon
// (prose elsewhere: "on parole", Italian's "parola"), Bulgarian's,
// Serbian's Cyrillic, Albanian's and Lithuanian's as the words of other
// languages are read; Bulgarian's "is" after what it is for.
func TestPasswordWordsOfSouthEastEurope(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"korisničko ime: petrovic27\nlozinka: Tallinn$174\nJMBG", "korisničko ime: petrovic27\nlozinka: [REDACTED]\nJMBG"},
		{"kasutaja: anu, parool: Baltija?679. Registrikood", "kasutaja: anu, parool: [REDACTED]. Registrikood"},
		{"lietotājs vitols21, parole: 94Ry90UfFHlWt#6. PVN", "lietotājs vitols21, parole: [REDACTED]. PVN"},
		{"паролата за рутера е Plovdiv2014%, мрежата", "паролата за рутера е [REDACTED], мрежата"},
		{"Лозинка: Beograd2024!", "Лозинка: [REDACTED]"},
		{"përdoruesi anila72, fjalëkalimi: Banica@973. Nr.", "përdoruesi anila72, fjalëkalimi: [REDACTED]. Nr."},
		{"vartotojas giedrius, slaptažodis: Steaua1992#.", "vartotojas giedrius, slaptažodis: [REDACTED]."},
		{"He was released on parole 2019a in May", "He was released on parole 2019a in May"},
		{"la parola chiave è Roma2024", "la parola chiave è Roma2024"},
	})
}

// TestGreekAndCyrillicSignatureLetters: a signature's one-letter labels in
// Greek and Cyrillic, and Greeklish's "kinito" (mobile).
func TestGreekAndCyrillicSignatureLetters(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Σύμβουλος\nΤ: 2410 922719 | Κ: 6979530304\n", "Σύμβουλος\nΤ: [REDACTED] | Κ: [REDACTED]\n"},
		{"to neo kinito mou einai 6934789860, steile", "to neo kinito mou einai [REDACTED], steile"},
		{"ΚΤ: 6979530304", "ΚΤ: 6979530304"},
	})
}

// TestNumbersListedByLine: a list of numbers one to a line under a
// heading (the first, with no phone above it, by the line under it that
// another of its grouping fills), a contact list's relation at a line's
// start, and a contact line's items parted by spaced hyphens; a list of
// ids so parted stays.
func TestNumbersListedByLine(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"numbers for the party:\n720 896 6529\n585 208 7421\n202 747 2792", "numbers for the party:\n[REDACTED]\n[REDACTED]\n[REDACTED]"},
		{"Dad 909 452 4394", "Dad [REDACTED]"},
		{"Aunt Lisa 305 517 7237", "Aunt Lisa [REDACTED]"},
		{"Kylie Byrne - kylie.stewart@gmail.com - 0420559082 - 207 George St", "Kylie Byrne - [REDACTED] - [REDACTED] - 207 George St"},
		{"ids 685801201 - 685801202 - ask jane@x.com", "ids 685801201 - 685801202 - ask [REDACTED]"},
		{"totals:\n120 450 7781\n2024-01-01", "totals:\n120 450 7781\n2024-01-01"},
	})
}

// TestFrancophoneShapes: addresses spoken in French, Spanish and
// Portuguese ("arobase … point", "arroba … punto/ponto"), French's "mdp",
// Darija's "password dyal wifi howa …", Québec's "Texte-moi", a Belgian
// bank account's old 3-7-2 number kept; the at sign's word in prose stays.
func TestFrancophoneShapes(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"m'écrire à levesquem538 arobase cgocable point ca pour le rendez-vous", "m'écrire à [REDACTED] pour le rendez-vous"},
		{"escríbeme a maria.lopez arroba gmail punto com hoy", "escríbeme a [REDACTED] hoy"},
		{"mande para joao arroba uol ponto com ponto br", "mande para [REDACTED]"},
		{"on met une arobase point final", "on met une arobase point final"},
		{"ah oui mdp: bgxEY7zN11dW! lol", "ah oui mdp: [REDACTED] lol"},
		{"le mdp c'est Sahara@2619 ok", "le mdp c'est [REDACTED] ok"},
		{"cmdp: abc12345678", "cmdp: abc12345678"},
		{"khouya l'password dyal wifi howa Karukera@1488, w l'box f salon", "khouya l'password dyal wifi howa [REDACTED], w l'box f salon"},
		{"Texte-moi au 514 287 3363 quand le colis arrive", "Texte-moi au [REDACTED] quand le colis arrive"},
		{"tél. +32 65 71 67 32 – n° client 347-0770942-56", "tél. [REDACTED] – n° client 347-0770942-56"},
	})
}

// TestNordicAndMarketingShapes: Danish, Norwegian and Icelandic phrases
// before a number ("ringe til mig på", "Nummeret hans er", "í síma",
// "Direkte:"), "snabel-a" addresses, Finnish "Salasana:" and Danish
// "adgangskode:", a Latin-1 letter inside a password, an Icelandic bank
// account kept; Brevo's and Replicate's keys, HTML's other references for
// the at sign, a VERP return path whole, a webhook's message-id kept.
func TestNordicAndMarketingShapes(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"kan du ringe til mig på 57 17 38 66?", "kan du ringe til mig på [REDACTED]?"},
		{"Nummeret hans er 48516735.", "Nummeret hans er [REDACTED]."},
		{"Upplýsingar í síma 829 3423. Afhending", "Upplýsingar í síma [REDACTED]. Afhending"},
		{"Aarhus Kommune\nDirekte: 3613 2769\n", "Aarhus Kommune\nDirekte: [REDACTED]\n"},
		{"anna.larsson snabel-a hotmail punkt com", "[REDACTED]"},
		{"Salasana: xxZ#g4fqA64", "Salasana: [REDACTED]"},
		{"adgangskode: Ostehovel2*tusind22.", "adgangskode: [REDACTED]."},
		{"password: Bjørn747?", "password: [REDACTED]"},
		{"password: Jürgen", "password: Jürgen"},
		{"greidd inn á reikning 0385-18-578417 9.1.2025.", "greidd inn á reikning 0385-18-578417 9.1.2025."},
		{"BREVO_SMTP_KEY=xsmtpsib-34482b536f56e8d434482b536f56e8d434482b536f56e8d434482b536f56e8d4-g7uAPfVUrcWaZ4oH", "BREVO_SMTP_KEY=[REDACTED]"},
		{`os.environ["REPLICATE_API_TOKEN"] = "r8_rmJJrDg8gcxXAxJMWRCLYOIrMWAD8Hs3rb5LE"`, `os.environ["REPLICATE_API_TOKEN"] = "[REDACTED]"`},
		{`<a href="mailto:agnieszka23&commat;wp.pl">`, `<a href="mailto:[REDACTED]">`},
		{"mailto:thiago.oliveira51&#x40;netcabo.pt", "mailto:[REDACTED]"},
		{"Return-Path: <bounce-mc.us21_09901647.8226684-pkrawczyk=wp.pl@bounces.news.shop.example>", "Return-Path: <[REDACTED]>"},
		{"https://x.io/?email=jane.doe@x.io", "https://x.io/?email=[REDACTED]"},
		{`"headers":{"message-id":"1622C9DD8C62EF.662eeb8444113303@mg.shop.example"}`, `"headers":{"message-id":"1622C9DD8C62EF.662eeb8444113303@mg.shop.example"}`},
	})
}

// TestFloatCells: a phone or an SSN pandas printed as a float under its
// column ("4108287376.0"): the digits go, ".0" stays; the same shape
// elsewhere, and under another column, stays.
func TestFloatCells(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"   lead_id         phone     created\n0   705512  4108287376.0  2021-04-04\n", "   lead_id         phone     created\n0   705512  [REDACTED].0  2021-04-04\n"},
		{"   borrower_id        SSN  loan_amt\n0       521549  751745301.0   1495.17\n", "   borrower_id        SSN  loan_amt\n0       521549  [REDACTED].0   1495.17\n"},
		{"   lead_id       revenue\n0   705512  4108287376.0\n", "   lead_id       revenue\n0   705512  4108287376.0\n"},
		{"total 4108287376.0 units", "total 4108287376.0 units"},
	})
}
