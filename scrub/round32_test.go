package scrub

import "testing"

// TestSecretAsArgument: "secret" alone as a call's keyword argument or an
// object's member after another (Kraken's and ccxt's clients), and YAML's
// "secret:" holding padded Base64, when the value is random; a flag, a
// variable and a stand-in stay.
func TestSecretAsArgument(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"api = krakenex.API(key='IXu7lvXnY6t4i3pvXza7DdbyLN2TMagQQdqHeeduIr9TKwN4p', secret='Bw8r6lsBewUA9GAkgWrjaZwA56WpPPar3l6+nvVjxoraHVhCOYdvo66iLGnPLjHAFORGJ5LF3PkHe/iXSD4uKg==')", "api = krakenex.API(key='[REDACTED]', secret='[REDACTED]')"},
		{"new ccxt.binance({ apiKey: 'fbpkjsUaiirdm0Yjlfh9maYQeChuPwNHWzGnWrok7XuXwYCZqAM7OqVZ6tsO4dP2', secret: 'sP3IlN4ym6TbshbpP1tQjDP7pBJLk3QQZ11B9rX84sX6VblKcfkmlTVR2wz3Rrqe' })", "new ccxt.binance({ apiKey: '[REDACTED]', secret: '[REDACTED]' })"},
		{"kraken:\n    key: x\n    secret: WZaw8uiBOwp7aJhw5+fMNrZ1cUDQ8oUslytrNMK4CJjC7uIkLSqrc8tvUA7cdGjWTWMNReFRAfseKvSpjxuzFg==\n", "kraken:\n    key: x\n    secret: [REDACTED]\n"},
		{"jwt.sign(payload, secret=True)", "jwt.sign(payload, secret=True)"},
		{"f(x, secret=my_secret_value)", "f(x, secret=my_secret_value)"},
		{"f(x, secret='changeme')", "f(x, secret='changeme')"},
		{"f(x, secret='SGVsbG8gV29ybGQ=')", "f(x, secret='SGVsbG8gV29ybGQ=')"},
	})
}

// TestQuotedSecretDirective: "secret" as a directive at its line's start
// with a quoted value (BIND's TSIG keys, Junos' "$9$" reversible
// encoding); a name stays.
func TestQuotedSecretDirective(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"key \"ns-key.example.net\" {\n\talgorithm hmac-sha256;\n\tsecret \"4xlQvKFiY2wymu77b8p0a0UDkyqCZCJm/p7T6RsDyQc=\";\n};", "key \"ns-key.example.net\" {\n\talgorithm hmac-sha256;\n\tsecret \"[REDACTED]\";\n};"},
		{"    port 49;\n    secret \"$9$b-Y4ZDi.TFnbw4ZUjf5ylevXNVw24JDeKsgoZq./CtuRSylMWXNk\";", "    port 49;\n    secret \"[REDACTED]\";"},
		{"  secret \"my-db-credentials\";", "  secret \"my-db-credentials\";"},
		{"the secret \"4xlQvKFiY2wymu77b8p0a0UDkyqCZCJm/p7T6RsDyQc=\" leaked", "the secret \"4xlQvKFiY2wymu77b8p0a0UDkyqCZCJm/p7T6RsDyQc=\" leaked"},
	})
}

// TestWiFiQRPassword: the "P:" field of a Wi-Fi QR code's payload, in any
// field order, its escapes kept inside the value; an open network's empty
// password and a "P:" with no "WIFI:" before it on the line stay.
func TestWiFiQRPassword(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Printed QR for the lobby: WIFI:T:WPA;S:Visiteurs;P:Copper-Ember177;;", "Printed QR for the lobby: WIFI:T:WPA;S:Visiteurs;P:[REDACTED];;"},
		{`WIFI:P:ab\;cd12;S:x;;`, "WIFI:P:[REDACTED];S:x;;"},
		{"WIFI:S:Guest;T:nopass;P:;;", "WIFI:S:Guest;T:nopass;P:;;"},
		{"Parking P:12; level 2", "Parking P:12; level 2"},
		{"WIFI:S:Guest;\nP:Copper-Ember177;", "WIFI:S:Guest;\nP:Copper-Ember177;"},
	})
}

// TestServiceKeyPaddedBase64: a service's key under a name no list holds,
// given as padded Base64 (PAN-OS's X-PAN-KEY, an Azure storage account's
// key); a short Base64 word and a hex digest under such a name stay.
func TestServiceKeyPaddedBase64(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"curl -sk -H 'X-PAN-KEY: LUFRPT1mOTVsZGRudnJVdmlxNG9jUE9ZVDU3V1ZYMHM9Tk9XN2xXSGl5S1JGV2dnNjhpTlZCckd3UDRSNURlazk3UHNGbUtFQXJJcz0=' https://fw", "curl -sk -H 'X-PAN-KEY: [REDACTED]' https://fw"},
		{"AZURE_STORAGE_KEY=nljDWKhQqVkYq+DlenPe3YsMpZxCbFLW0zUgEnzfD6zzf4O99lg9kqxrmiR1rW/2yUh1fXvMpwa3DR2V3YhNTY==", "AZURE_STORAGE_KEY=[REDACTED]"},
		{"CACHE_KEY=SGVsbG8gV29ybGQ=", "CACHE_KEY=SGVsbG8gV29ybGQ="},
		{"CACHE_KEY=9e107d9d372bb6826bd81d3542a419d6a2f0c3b8e1d5f6a7", "CACHE_KEY=9e107d9d372bb6826bd81d3542a419d6a2f0c3b8e1d5f6a7"},
	})
}

// TestPrivkeyName: "privkey" as a private key's name (OPNsense's WireGuard
// peers, key=value files); a path under that name and a file's name stay.
func TestPrivkeyName(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"<privkey>qNtSyhaWYQliIf6VXWDRj6M7Q9N7Xk2VTrNe5IlXklI=</privkey>", "<privkey>[REDACTED]</privkey>"},
		{"privkey=qNtSyhaWYQliIf6VXWDRj6M7Q9N7Xk2VTrNe5IlXklI=", "privkey=[REDACTED]"},
		{"privkey=/etc/ssl/private/server.key", "privkey=/etc/ssl/private/server.key"},
		{"gpg --export-secret-keys > privkey.asc", "gpg --export-secret-keys > privkey.asc"},
	})
}

// TestACORDGovtID: ACORD's <GovtID> element holds a party's SSN (dashed or
// bare); a number that is no valid SSN stays.
func TestACORDGovtID(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`<Party id="Party_1"><GovtID>521-70-2019</GovtID><GovtIDTC tc="1">SSN</GovtIDTC>`, `<Party id="Party_1"><GovtID>[REDACTED]</GovtID><GovtIDTC tc="1">SSN</GovtIDTC>`},
		{`<FullName>Megan Kowalski</FullName><GovtID>018260261</GovtID>`, `<FullName>Megan Kowalski</FullName><GovtID>[REDACTED]</GovtID>`},
		{`<GovtID>000260261</GovtID>`, `<GovtID>000260261</GovtID>`},
	})
}

// TestPasswordShapesRound32: a word, digits, '_' and capitals after a
// password's key ("quartal5608_ME"); a constant's name stays. A key whose
// value was turned away does not hide the next line's ("replace:
// userPassword" then "userPassword: …", LDIF).
func TestPasswordShapesRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"online banking login is cooper11 / password quartal5608_ME, the token code", "online banking login is cooper11 / password [REDACTED], the token code"},
		{"RECEIPTS_IMAP_PASSWORD=cactus4289_WL", "RECEIPTS_IMAP_PASSWORD=[REDACTED]"},
		{"password: int64_MAX", "password: int64_MAX"},
		{"password: sha256_RSA", "password: sha256_RSA"},
		{"replace: userPassword\nuserPassword: Tmp-9ErfY6#\n-", "replace: userPassword\nuserPassword: [REDACTED]\n-"},
	})
}

// TestDINInternationalSlash: a German or Austrian number in the slashed
// style with its country code (an Impressum's "+49 (0) 221 / 8930761"),
// a direct dial after it; a path after the number and too few digits stay.
func TestDINInternationalSlash(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"50667 Köln · Telefon: +49 (0) 221 / 8930761 · Telefax: 089 / 1234567", "50667 Köln · Telefon: [REDACTED] · Telefax: [REDACTED]"},
		{"Telefon: +49 (0)221 / 8930761", "Telefon: [REDACTED]"},
		{"Tel. +49 221 / 8930761-12, Fax", "Tel. [REDACTED], Fax"},
		{"+43 1 / 512 34 56", "[REDACTED]"},
		{"+49 221/8930761/x", "+49 221/8930761/x"},
		{"+49 12 / 2024", "+49 12 / 2024"},
	})
}

// TestTableAndLabelRound32: a column whose head word names an SSN
// whatever the word before it names ("Recipient TIN" of a 1099 export);
// a W-2's control number is no phone; YAML's "secret:" holding Plaid's 30
// hex digits.
func TestTableAndLabelRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Payer TIN,Recipient TIN Type,Recipient TIN,Recipient Name\n82-3572339,SSN,267-83-9671,Keisha Castillo", "Payer TIN,Recipient TIN Type,Recipient TIN,Recipient Name\n82-3572339,SSN,[REDACTED],Keisha Castillo"},
		{"Payer TIN,Recipient SSN\nX,267-83-9671", "Payer TIN,Recipient SSN\nX,[REDACTED]"},
		{"Control number 57961-4797", "Control number 57961-4797"},
		{"plaid:\n  client_id: b76a7fac75cde1ae1e956a95\n  secret: 03ac9fd29d8d83369ebbadbc86aae3\n", "plaid:\n  client_id: b76a7fac75cde1ae1e956a95\n  secret: [REDACTED]\n"},
		{"  secret: 123456789012345678901234\n", "  secret: 123456789012345678901234\n"},
	})
}

// TestRecoveryCodesRound32: the lists of backup, recovery and bypass codes
// under headings in capitals too ("BACKUP VERIFICATION CODES", Duo's
// "Bypass Codes"), a line or two (the account's address, a sentence)
// between the heading and the list, codes of three groups; one long
// recovery code (Microsoft's five groups of five, Bitwarden's 32 letters
// and digits). A heading followed by prose and one code-shaped word stays.
func TestRecoveryCodesRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"BACKUP VERIFICATION CODES\n\nivan@example.es\n\n1. 7463 3473        6. 6152 4351\n2. 5017 5606", "BACKUP VERIFICATION CODES\n\n[REDACTED]\n\n1. [REDACTED]        6. [REDACTED]\n2. [REDACTED]"},
		{"Users > nlindqvist > Bypass Codes\nGenerated 2024-06-18 01:33:47 (each usable once):\n696194534\n271542095", "Users > nlindqvist > Bypass Codes\nGenerated 2024-06-18 01:33:47 (each usable once):\n[REDACTED]\n[REDACTED]"},
		{"Microsoft recovery codes (2026-09-15):\nEG87-ATQJ-ERXA\ngeuapbpq1b", "Microsoft recovery codes (2026-09-15):\n[REDACTED]\n[REDACTED]"},
		{"Two-step login recovery code for the vault:\nu8t01dyvo2blflo6h8vzo1a93cknf1wf\n(Bitwarden)", "Two-step login recovery code for the vault:\n[REDACTED]\n(Bitwarden)"},
		{"here is the recovery code. Write it down:\n\nKNA65-RLRYH-YFBB3-ZDAVC-NQH8X\n", "here is the recovery code. Write it down:\n\n[REDACTED]\n"},
		{"recovery codes:\nsee ticket\nINC12345 was closed", "recovery codes:\nsee ticket\nINC12345 was closed"},
		{"Lost your recovery codes? See the FAQ.\nOrder 12345678 shipped.", "Lost your recovery codes? See the FAQ.\nOrder 12345678 shipped."},
	})
}

// TestPasswordManagerExports: a KeePass XML export's <Key>Password</Key>
// and its <Value> (with ProtectInMemory, a line break between), a "name"
// and "value" pair of a password manager's fields; RFC 8959's
// "secret-token:" goes with the token; Brazil's "0xx" and area code with
// the number.
func TestPasswordManagerExports(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`<String><Key>Password</Key><Value ProtectInMemory="True">Willow$1980</Value></String>`, `<String><Key>Password</Key><Value ProtectInMemory="True">[REDACTED]</Value></String>`},
		{"<String><Key>Password</Key>\n\t\t<Value>Willow$1980</Value></String>", "<String><Key>Password</Key>\n\t\t<Value>[REDACTED]</Value></String>"},
		{`<String><Key>Passwords</Key><Value>Willow$1980</Value></String>`, `<String><Key>Passwords</Key><Value>Willow$1980</Value></String>`},
		{`{"name":"password","value":"q38#OZgVnhb%bDH","type":1}`, `{"name":"password","value":"[REDACTED]","type":1}`},
		{`{"name":"password","value":""}`, `{"name":"password","value":""}`},
		{"MERCURY_API_TOKEN=secret-token:mercury_production_wma_33YZP428VyZ38rLAMiuHfhNh2ygiuGg0dAgaPy_yrucrem", "MERCURY_API_TOKEN=[REDACTED]"},
		{"pediu retorno no cel 0xx21 99294-1146 sobre o sinistro", "pediu retorno no cel [REDACTED] sobre o sinistro"},
	})
}

// TestTokenLabelsRound32: a key's name with up to four words before its
// colon ("API key for the practice integration: …"), a named token with a
// parenthesised qualifier; Japanese's token and API key; French's "jeton".
// A page token, Google's verification token and a "jeton" with no secret's
// shape stay.
func TestTokenLabelsRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"API key for the practice integration: CoBlPKWgbIn0sI2v1KI8kSiMkZPVafuWQSsgsbbs (client code CL53878)", "API key for the practice integration: [REDACTED] (client code CL53878)"},
		{"Access token (read-only): CoBlPKWgbIn0sI2v1KI8kSiMkZPVafuWQSsgsbbs", "Access token (read-only): [REDACTED]"},
		{"Page token (optional): CoBlPKWgbIn0sI2v1KI8kSiMkZPVafuWQSsgsbbs", "Page token (optional): CoBlPKWgbIn0sI2v1KI8kSiMkZPVafuWQSsgsbbs"},
		{"APIトークン：3AW6r4BLUIAOUT36D5gAQgkIhcaUwL12Lps0YKTU", "APIトークン：[REDACTED]"},
		{"APIキー：3AW6r4BLUIAOUT36D5gAQgkIhcaUwL12Lps0YKTU", "APIキー：[REDACTED]"},
		{"トークンの有効期限：2025年10月4日", "トークンの有効期限：2025年10月4日"},
		{"j'ai généré un jeton API : 0_4Y8SSr7nzI4JnvX2zZP-NiXl8vmwAuy6Wb6NUnOFd (lecture/écriture", "j'ai généré un jeton API : [REDACTED] (lecture/écriture"},
		{"Jeton d'accès : eyJ0eXAiOiJKV1QiLCJh-abcDEF123456ghiJKL789", "Jeton d'accès : [REDACTED]"},
		{"le jeton : expiré", "le jeton : expiré"},
	})
}

// TestBulkUploadPasswordColumn: a bulk-upload template's password column
// whose header carries a note ("Password [Required]", Entra's "Initial
// password [passwordProfile] Required"); a note-less "Password Hash
// Function" column stays empty as it was.
func TestBulkUploadPasswordColumn(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"First Name [Required],Email Address [Required],Password [Required],Password Hash Function [UPLOAD ONLY]\nWei,wei@example.io,Reset-Q9qC2n#,", "First Name [Required],Email Address [Required],Password [Required],Password Hash Function [UPLOAD ONLY]\nWei,[REDACTED],[REDACTED],"},
		{"Name [displayName] Required,Initial password [passwordProfile] Required,Block sign in (Yes/No) [accountEnabled] Required\nFelix Richter,Kest2625,No", "Name [displayName] Required,Initial password [passwordProfile] Required,Block sign in (Yes/No) [accountEnabled] Required\nFelix Richter,[REDACTED],No"},
		{"Name,Password Policy [Default]\nFelix,Strong2025", "Name,Password Policy [Default]\nFelix,Strong2025"},
	})
}

// TestConfigSurroundingsRound32: a key's name as a property's path
// ("mailgun.api.key="), .NET's appSettings (<add key="…ApiKey"
// value="…"/>), a getter's hard-coded default (os.getenv("CF_API_KEY",
// "…")), the value a notebook printed for os.environ["…"]; a digest under
// detect-secrets' "hashed_secret", an event's key, an empty value, None
// and a stand-in stay.
func TestConfigSurroundingsRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"dd.api.key=b384438aa1896cc65f255b0e0b8d21d1", "dd.api.key=[REDACTED]"},
		{"pinecone.api.key=pcsk_KtECO_mofYEcdtdvbLPvNLWi3qhmBs0i3l7abcdefgh", "pinecone.api.key=[REDACTED]"},
		{"if (e.key === 'Enter') {", "if (e.key === 'Enter') {"},
		{`<add key="ShippoApiKey" value="shippo_live_04034b470c83be15985e447b8009aa11bb22cc33" />`, `<add key="ShippoApiKey" value="[REDACTED]" />`},
		{`<add key="OktaApiToken" value="00mSNGZkpIxNaaqejgmc-bK5YV1VnTa-OyQEM5zerJ" />`, `<add key="OktaApiToken" value="[REDACTED]" />`},
		{`<add key="ApiKey" value="" />`, `<add key="ApiKey" value="" />`},
		{`<add key="CacheKey" value="users-v2" />`, `<add key="CacheKey" value="users-v2" />`},
		{`os.getenv("CF_API_KEY", "6aafe72f105c7a7ed674389f0c6a47dd1562c")`, `os.getenv("CF_API_KEY", "[REDACTED]")`},
		{`os.environ.get("NUGET_API_KEY", "oy2coynhv4xvje7eu9f4aispodf0puxh69shign82iscgr")`, `os.environ.get("NUGET_API_KEY", "[REDACTED]")`},
		{`os.getenv("API_TOKEN", None)`, `os.getenv("API_TOKEN", None)`},
		{`os.getenv("CF_API_KEY", "changeme")`, `os.getenv("CF_API_KEY", "changeme")`},
		{"In [12]: os.environ[\"NEXTAUTH_SECRET\"]\nOut[12]: 'vSkTx7LE58PBDhw39uTdMu9w+4boc6smknGcZLEc2GY='", "In [12]: os.environ[\"NEXTAUTH_SECRET\"]\nOut[12]: '[REDACTED]'"},
		{"os.environ[\"HOME\"]\nOut[3]: '/home/jovyan'", "os.environ[\"HOME\"]\nOut[3]: '/home/jovyan'"},
		{`"hashed_secret": "b92ff5b9ac79f17af9d8356cd6a0fdd0e34b0cdb"`, `"hashed_secret": "b92ff5b9ac79f17af9d8356cd6a0fdd0e34b0cdb"`},
	})
}

// TestLifeAdminRound32: the second of two numbers under one id label
// ("Transaction IDs … and …") and a German insurer's claim number stay; a
// password after a site's name with dots ("senha do gov.br é …", "Mot de
// passe impots.gouv : …"), a password starting with '$' where a variable
// would not ("$Pelikan46", "$bS4j9Q$o3IS"), and one ending at a CJK
// comma. Variables and crypt(3) hashes stay.
func TestLifeAdminRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Transaction IDs 5878640820 and 7814073000. Should I call the bank?", "Transaction IDs 5878640820 and 7814073000. Should I call the bank?"},
		{"Call me at 5878640820 and 7814073000", "Call me at [REDACTED] and [REDACTED]"},
		{"fällig 09.11.2024, Schadennummer 02-03598-0693. Lohnt sich", "fällig 09.11.2024, Schadennummer 02-03598-0693. Lohnt sich"},
		{"minha senha do gov.br é Jasmine1917 e não aceita", "minha senha do gov.br é [REDACTED] e não aceita"},
		{"Mot de passe impots.gouv : ID4BcKG%SN3\nNuméro", "Mot de passe impots.gouv : [REDACTED]\nNuméro"},
		{"minha senha do gov.br é $Pelikan46 e não aceita", "minha senha do gov.br é [REDACTED] e não aceita"},
		{"username jessica.hall5 password $bS4j9Q$o3IS — it says", "username jessica.hall5 password [REDACTED] — it says"},
		{"password: $DB_PASSWORD", "password: $DB_PASSWORD"},
		{"password: $dbPass1", "password: $dbPass1"},
		{"enable password $sha512$5000$W1q1NMSRcSXKP0Ucyo2CZw==$tcUqhqZIN9wfyquo18wFRA== pbkdf2", "enable password $sha512$5000$W1q1NMSRcSXKP0Ucyo2CZw==$tcUqhqZIN9wfyquo18wFRA== pbkdf2"},
		{"encrypted-password '$6$2Cx8HZrH0NjqQ4Dw$hR5pmg8y7ujeXi9ScH502HDbZoASjrhX0feHk3Xj3mVBH'", "encrypted-password '$6$2Cx8HZrH0NjqQ4Dw$hR5pmg8y7ujeXi9ScH502HDbZoASjrhX0feHk3Xj3mVBH'"},
		{"wifi名称 TP-LINK_29CD 密码 mango-dolce-83，房租每月", "wifi名称 TP-LINK_29CD 密码 [REDACTED]，房租每月"},
	})
}

// TestVendorPrefixesRound32: prefixes the public secret-scanning rule sets
// document, in their alphabets and lengths; a body too short stays.
func TestVendorPrefixesRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"token rubygems_7add9533074f6063622c88ca9a14efcf5a1b4d3b755a96cc", "token [REDACTED]"},
		{"x sb_secret_s8pYCmjhMyssyOHLflEHsZEBLaQmRP1", "x [REDACTED]"},
		{"key: NRAK-VCNXU1CZW5SHDA7WMR421KQZ50L", "key: [REDACTED]"},
		{"PMAK-3334e4e2aadb7824c5cab947-c5f276ef48e68f09c9424f18c927d1e8a5", "[REDACTED]"},
		{"key dt0c01.LAA0TKA5JFYT3HYUAIQBMV5Q.TEU9OAU6CDFO3PCIHEMJOP0FNY4NQJJXVZ7CLWPDA6H4OD523TQU5PLQVIJ74HPN", "key [REDACTED]"},
		{"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", "[REDACTED]"},
		{"-Dsonar.login=sqa_d789ee0ef406fbee2d4e989bb657312d133bc899", "-Dsonar.login=[REDACTED]"},
		{"figd_s7nnupOhuRP_w9ENA0eJH6-6po5wZzQUJm9K47uy", "[REDACTED]"},
		{"CCIPAT_bZjIyHaVwLd1LyLamj1AJK_89269a7c42c7bf6faa14f5f74b024345c06dde0d", "[REDACTED]"},
		{"rnd_VsNgebbN5lZ1hQ9we3N9p6EhO34l1U23", "[REDACTED]"},
		{"shippo_live_bf9b0ec4042cb62f34c8ca3bc5ea3736402aa1dc", "[REDACTED]"},
		{"sqa_d789ee0ef406", "sqa_d789ee0ef406"},
		{"the sb_secret_ prefix", "the sb_secret_ prefix"},
	})
}

// TestOpsChatRound32: a login handed over in chat as "use ACCOUNT / …"
// (the slash spaced), "pw is …", "the token for …: …"; a branch's path,
// a short value and a word that is no token stay.
func TestOpsChatRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"use app_ro / Glacier478- on redis-cache-01 for now", "use app_ro / [REDACTED] on redis-cache-01 for now"},
		{"try feature/branch-2024", "try feature/branch-2024"},
		{"grafana admin pw is D8LBOpetLk9u7xIx5s until SSO is fixed", "grafana admin pw is [REDACTED] until SSO is fixed"},
		{"my pw is 12345678", "my pw is 12345678"},
		{"the pwd is /home/app", "the pwd is /home/app"},
		{"here's the token for the status page API: HOihyQOnfD97aeWktMCfSNitj8X91v5GaPh — expires Friday", "here's the token for the status page API: [REDACTED] — expires Friday"},
		{"the token for pagination: next", "the token for pagination: next"},
	})
}

// TestAdyenUnquoted: Adyen's API key unquoted under its name, whole to the
// blank, the punctuation of its last part with it.
func TestAdyenUnquoted(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"      ADYEN_API_KEY: AQEghmfxiKGSVkdmfspesgVF2LhNDF5Oa7BLm5cle9bnb3eodCS400KhhAWUmKcxz9xr7W3GrCic/ydgIQfxmHQgc6eycjklcf==-V5XKaV3Lbz7YYGdg7OmWepD61oEiDoEv1TAvYlVoiyl=-pqUN;v2lgLxUl7mJ\n", "      ADYEN_API_KEY: [REDACTED]\n"},
	})
}

// TestPasswordWordsRound32: Japanese's 暗証番号, Hindi's पासवर्ड, Turkish's
// accusative "şifremi"; an app password after its label followed by a
// word of another length; a label's own words stay.
func TestPasswordWordsRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"e-Taxの利用者識別番号 746310273818955、暗証番号は Biscuit%1979 です。", "e-Taxの利用者識別番号 746310273818955、暗証番号は [REDACTED] です。"},
		{"暗証番号は4桁です", "暗証番号は4桁です"},
		{"पासपोर्ट सेवा पोर्टल का पासवर्ड Luna_66milano है, लॉगिन ID", "पासपोर्ट सेवा पोर्टल का पासवर्ड [REDACTED] है, लॉगिन ID"},
		{"पासवर्ड भूल गया", "पासवर्ड भूल गया"},
		{"E-Devlet'e girmek için şifremi n4&APVwuLXPUod yaptım, SMS", "E-Devlet'e girmek için şifremi [REDACTED] yaptım, SMS"},
		{"use the app password uaxh haos vyiu banl for ashley", "use the app password [REDACTED] for ashley"},
		{"app password abcd efgh ijkl mnop qrst", "app password abcd efgh ijkl mnop qrst"},
	})
}

// TestLinkPathTokens: the token in a password reset's, an activation's or
// an invitation's link path; a slug, a number and a bare host stay.
func TestLinkPathTokens(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`{"resetPasswordUrl":"https://meridianhealth.okta.com/signin/reset-password/3P7WuDLS_340ouNEUQuR"}`, `{"resetPasswordUrl":"https://meridianhealth.okta.com/signin/reset-password/[REDACTED]"}`},
		{"https://groupe-valmont.okta.com/welcome/4IP1K7d-erxK48u5JkbA\nThis link expires", "https://groupe-valmont.okta.com/welcome/[REDACTED]\nThis link expires"},
		{"https://app.example.com/password/reset/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", "https://app.example.com/password/reset/[REDACTED]"},
		{"https://example.com/reset-password/how-to-reset-your-account", "https://example.com/reset-password/how-to-reset-your-account"},
		{"https://github.com/org/repo/invite/12345", "https://github.com/org/repo/invite/12345"},
	})
}

// TestChineseKeyWords: Chinese's secret key and token words before a
// value; the words in prose ("密钥管理服务", a token bucket) stay.
func TestChineseKeyWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Mailjet 的密钥是 60be7a0d83d8cc0759c52c2863b536e2，用完记得轮换一下", "Mailjet 的密钥是 [REDACTED]，用完记得轮换一下"},
		{"API 令牌：ghx7Kp2LmQ9rT4vW8yZ3", "API 令牌：[REDACTED]"},
		{"密钥管理服务", "密钥管理服务"},
		{"令牌桶算法限流", "令牌桶算法限流"},
	})
}

// TestMailAndChatRound32: German "lautet", Polish "na", Italian "in",
// French "en", Russian "пароль от …", Italian "del"/"della" before a
// password; Japanese's value glued between "は" and "です" and one ending
// at the ideographic space; "contact me" in Chinese and Russian before a
// phone; a meeting's id after its Turkish name. Prose after the same
// words stays.
func TestMailAndChatRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Das Passwort lautet blue-Rakete67, trotzdem meldet Outlook", "Das Passwort lautet [REDACTED], trotzdem meldet Outlook"},
		{"Zmieniłem hasło na rakete-marina-926 i dalej nie mogę", "Zmieniłem hasło na [REDACTED] i dalej nie mogę"},
		{"hasło na stronie banku", "hasło na stronie banku"},
		{"Ho cambiato la password in Jx2_TWW2nhro6 ma il portale", "Ho cambiato la password in [REDACTED] ma il portale"},
		{"the password in plain text", "the password in plain text"},
		{"J'ai changé mon mot de passe en Harbor?panda40 mais l'appli", "J'ai changé mon mot de passe en [REDACTED] mais l'appli"},
		{"пароль от почты rakete-nebula-349, но Outlook не", "пароль от почты [REDACTED], но Outlook не"},
		{"пароль от почты забыл", "пароль от почты забыл"},
		{"Alessandro: La password del wifi è waj258MQN!28", "Alessandro: La password del wifi è [REDACTED]"},
		{"Wi-FiのパスワードはHarbor.sunset93です。プリンター", "Wi-Fiのパスワードは[REDACTED]です。プリンター"},
		{"パスワードはabcdefghです", "パスワードはabcdefghです"},
		{"ユーザー名：n.yoshida　初期パスワード：Mariposa362%pix　初回ログイン時に変更", "ユーザー名：n.yoshida　初期パスワード：[REDACTED]　初回ログイン時に変更"},
		{"外包装破损，请联系我：13717886884。", "外包装破损，请联系我：[REDACTED]。"},
		{"Свяжитесь со мной: 8 906 427 89 14.", "Свяжитесь со мной: [REDACTED]."},
		{"Toplantı ID: 479 4556 7974", "Toplantı ID: 479 4556 7974"},
		{"https://api.openweathermap.org/data/2.5/weather?q=Seattle&appid=79dc23c0f9b632eb63704983a6ca0b2f&units=metric", "https://api.openweathermap.org/data/2.5/weather?q=Seattle&appid=[REDACTED]&units=metric"},
		{"https://graph.facebook.com/oauth?app_id=123456789012345&x=1", "https://graph.facebook.com/oauth?app_id=123456789012345&x=1"},
	})
}

// TestDeveloperHelpRound32: Mailgun's key after libcurl's "api:", a
// password's value aligned to a column, reqwest's bearer_auth; a variable
// and a stand-in stay.
func TestDeveloperHelpRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`curl_easy_setopt(curl, CURLOPT_USERPWD, "api:key-72c43b44d68c72271b3260961cf6c82c");`, `curl_easy_setopt(curl, CURLOPT_USERPWD, "api:[REDACTED]");`},
		{"  password:             \"ylnh egnk vlmj pfox\"", "  password:             \"[REDACTED]\""},
		{`    .bearer_auth("Jc6V3TsuxGT7Of1E7AsV9WhJtwlIaQDsfTELZL2M")`, `    .bearer_auth("[REDACTED]")`},
		{`.bearer_auth(token)`, `.bearer_auth(token)`},
		{`.bearer_auth("YOUR_TOKEN")`, `.bearer_auth("YOUR_TOKEN")`},
	})
}

// TestISO8583PANField: an ISO 8583 message's field 2 in jPOS's XML is the
// card's number, whatever "id" says; another field's value stays.
func TestISO8583PANField(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"<field id=\"0\" value=\"0200\"/>\n  <field id=\"2\" value=\"4313865828307264\"/>", "<field id=\"0\" value=\"0200\"/>\n  <field id=\"2\" value=\"[REDACTED]\"/>"},
		{`<field id="11" value="4313865828307264"/>`, `<field id="11" value="4313865828307264"/>`},
	})
}

// TestPrecisionRound32: where a round-32 reading stops — "password in"
// naming where a password is kept, PowerShell's variables after a
// password's key.
func TestPrecisionRound32(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"I saved the password in KeePass2024 yesterday", "I saved the password in KeePass2024 yesterday"},
		{"password: $Password1", "password: $Password1"},
		{"password: $env:PASS1", "password: $env:PASS1"},
		{"New-LocalUser -Name svc -Password $Cred22", "New-LocalUser -Name svc -Password $Cred22"},
	})
}

// TestReunionIsland: "Réunion" before a number is the island as often as a
// meeting: its numbers are taken.
func TestReunionIsland(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Tél. Réunion 0692 12 34 56", "Tél. Réunion [REDACTED]"},
	})
}

// TestOneTimePasswordSeeds: a TOTP's, an OTP's, 2FA's or MFA's secret
// under its name; a value with no secret's shape stays.
func TestOneTimePasswordSeeds(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"2FA secret: JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "2FA secret: [REDACTED]"},
		{"TOTP secret: W4V7IRTGI4VBEDREVGKW5KVGL7ILQQZX", "TOTP secret: [REDACTED]"},
		{"totp_secret=W4V7IRTGI4VBEDREVGKW5KVGL7ILQQZX", "totp_secret=[REDACTED]"},
		{"MFA secret: abc", "MFA secret: abc"},
	})
}
