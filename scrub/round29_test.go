package scrub

import "testing"

// Twenty-ninth round.

// TestSASInURL: an Azure Storage shared access signature in a URL's query
// is the grant; its "sig" is the secret when two more of the SAS
// parameters stand beside it. Another API's "sig" stays.
func TestSASInURL(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"https://acct.blob.core.windows.net/c/f.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=k3J9v%2Bq8LmN0pQ2rS4tU6vW8xY0zA1bC3dE5fG7hI9%3D end",
			"https://acct.blob.core.windows.net/c/f.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=[REDACTED] end"},
		{"Upload here: https://x.blob.core.windows.net/in?sp=cw&st=2026-01-01&se=2026-02-01&sv=2022-11-02&sr=c&sig=F5hyZ4oQiictqUanURU1IA4Al%2FgBHxOhJMtVJu9WVlY%3D.",
			"Upload here: https://x.blob.core.windows.net/in?sp=cw&st=2026-01-01&se=2026-02-01&sv=2022-11-02&sr=c&sig=[REDACTED]."},
		{"see https://x.io/a?sig=k3J9v2Bq8LmN0pQ2rS4tU6vW8xY0zA1bC3dE5fG7hI9&t=1", "see https://x.io/a?sig=k3J9v2Bq8LmN0pQ2rS4tU6vW8xY0zA1bC3dE5fG7hI9&t=1"},
		{"https://x.blob.core.windows.net/in?sv=2022-11-02&se=2026-02-01&sig=short", "https://x.blob.core.windows.net/in?sv=2022-11-02&se=2026-02-01&sig=short"},
	})
}

// TestRedisRequirepass: Redis's "requirepass" names the server's password
// in a configuration file's line, as a command's option, in CONFIG SET and
// as a key; a word that only ends so, prose and the documentation's
// "foobared" stay.
func TestRedisRequirepass(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"bind 0.0.0.0\nrequirepass Xk29fhQ2pLm81\nport 6379", "bind 0.0.0.0\nrequirepass [REDACTED]\nport 6379"},
		{"command: redis-server --requirepass NJ2vmsWcySF8nzns5rNYr0Xs", "command: redis-server --requirepass [REDACTED]"},
		{`CONFIG SET requirepass "Xk29fh#Q2pLm81"`, `CONFIG SET requirepass "[REDACTED]"`},
		{"requirepass: Xk29fhQ2pLm81", "requirepass: [REDACTED]"},
		{"requirepass foobared", "requirepass foobared"},
		{"the requirepass Xk29fhQ2pLm81", "the requirepass Xk29fhQ2pLm81"},
		{"unrequirepass Xk29fhQ2pLm81", "unrequirepass Xk29fhQ2pLm81"},
	})
}

// TestGitLabRegistrationToken: a runner's registration token, GitLab's
// "GR1348941" and twenty more, after "registration-token"; a device's push
// registration token stays.
func TestGitLabRegistrationToken(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"gitlab-runner register --url https://gitlab.com/ --registration-token GR1348941mPvDlRxme9Hv_bjf9RkC --executor docker",
			"gitlab-runner register --url https://gitlab.com/ --registration-token [REDACTED] --executor docker"},
		{`registration-token: "GR1348941xZ8qkP3mN7rT2vB5wY9c"`, `registration-token: "[REDACTED]"`},
		{"registration_token: dGhpcyBpcyBhbiBGQ01fdG9rZW4xMjM0NTY3ODkw", "registration_token: dGhpcyBpcyBhbiBGQ01fdG9rZW4xMjM0NTY3ODkw"},
		{"--registration-token GR1348941xZ8qkP3mN7rT2vB5", "--registration-token GR1348941xZ8qkP3mN7rT2vB5"},
	})
}

// TestPasswordByPosition: a call whose signature names its password by
// position (mysqli's third, requests' auth tuple's second, a mail
// client's login's second) passes a password when that argument is a
// literal of a password's shape. Variables, stand-ins, a password equal
// to its user and a name glued to another stay.
func TestPasswordByPosition(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"$conn = new mysqli('localhost', 'shop_admin', '1400Ankara', 'shop_db', 3306);", "$conn = new mysqli('localhost', 'shop_admin', '[REDACTED]', 'shop_db', 3306);"},
		{"mysqli(getenv('DB_HOST'), 'root', 'S3cretPass9')", "mysqli(getenv('DB_HOST'), 'root', '[REDACTED]')"},
		{"r = requests.get(url, auth=('api_c4mgil52', 'kanji-carrot-64'))", "r = requests.get(url, auth=('api_c4mgil52', '[REDACTED]'))"},
		{`{"code": "client = razorpay.Client(auth=(\"rzp_live_26V0V9PIBPX\", \"3AiXV7xCgRZbHLQ2NVNuq8f7\"))"}`, `{"code": "client = razorpay.Client(auth=(\"rzp_live_26V0V9PIBPX\", \"[REDACTED]\"))"}`},
		{"es = Elasticsearch(hosts, http_auth=('elastic', 'Xq7pL2mN9vR4'))", "es = Elasticsearch(hosts, http_auth=('elastic', '[REDACTED]'))"},
		{"server.login('ops', 'Tramonto4080')", "server.login('ops', '[REDACTED]')"},
		{"Connection c = DriverManager.getConnection(\n    \"jdbc:mysql://db:3306/app\",\n    \"app\",\n    \"Wq8#xL2pZ\");", "Connection c = DriverManager.getConnection(\n    \"jdbc:mysql://db:3306/app\",\n    \"app\",\n    \"[REDACTED]\");"},
		{"server.login(user, password)", "server.login(user, password)"},
		{"$pdo = new PDO('mysql:host=localhost;dbname=shop', 'root', 'root');", "$pdo = new PDO('mysql:host=localhost;dbname=shop', 'root', 'root');"},
		{"auth=('user', 'password123')", "auth=('user', 'password123')"},
		{"relogin('a', 'Tramonto4080')", "relogin('a', 'Tramonto4080')"},
		{"mysqli('localhost', 'shop', 'shop_db')", "mysqli('localhost', 'shop', 'shop_db')"},
		{"auth=('Xq7pL2mN9vR4', 'Xq7pL2mN9vR4')", "auth=('Xq7pL2mN9vR4', 'Xq7pL2mN9vR4')"},
	})
}

// TestRound29PasswordShapes: a word, a number and a closing '_' is a
// password's shape, not a name's; a network's key after "WiFi key" as a
// label, on a line that names the network.
func TestRound29PasswordShapes(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"login ana@wp.pl, hasło: limonada6874_. jakby co", "login [REDACTED], hasło: [REDACTED]. jakby co"},
		{"la red es movistar_FDD5 y la contraseña lisboa6128_. si no", "la red es movistar_FDD5 y la contraseña [REDACTED]. si no"},
		{"password: user_id_", "password: user_id_"},
		{"password: abc12_", "password: abc12_"},
		{"WiFi key: Ankara_3427", "WiFi key: [REDACTED]"},
		{"Wi-Fi key cD06A7E7EbEbFe3170ef8C2e84 interface", "Wi-Fi key [REDACTED] interface"},
		{"SSID HomeNet, WPA2 key = Ankara_3427", "SSID HomeNet, WPA2 key = [REDACTED]"},
		{"Guest WiFi key (on the poster): Ankara_3427", "Guest WiFi key (on the poster): Ankara_3427"},
		{"Fi key: Ankara_3427", "Fi key: Ankara_3427"},
		{"network key: Ankara_3427", "network key: Ankara_3427"},
	})
}

// TestNetworkKeyWords: French "clé Wi-Fi", "clé WPA", Windows' "Clé de
// sécurité réseau" and a Japanese router's "暗号化キー" name a network's
// key, read in every text; a posted guest network's stays, and so does a
// hardware key. A password's owner right after its word ("mot de passe
// admin …") is skipped.
func TestNetworkKeyWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Livebox, clé Wi-Fi cD06A7E7EbEbFe3170ef8C2e84, interface 192.168.1.1", "Livebox, clé Wi-Fi [REDACTED], interface 192.168.1.1"},
		{"Wi-Fi du personnel : Hanbit-INT – clé WPA2 : l0TnfFfNui4QheHzTv", "Wi-Fi du personnel : Hanbit-INT – clé WPA2 : [REDACTED]"},
		{"SSID：aterm-ebe9c5-g、暗号化キー：9dc97a6c7fb21、困ったら電話して", "SSID：aterm-ebe9c5-g、暗号化キー：[REDACTED]、困ったら電話して"},
		{"Clé de sécurité réseau : Kx7ab399Lm", "Clé de sécurité réseau : [REDACTED]"},
		{"Clé de sécurité USB", "Clé de sécurité USB"},
		{"clé wifi invité (affiche à l’accueil) : Bonjour2024", "clé wifi invité (affiche à l’accueil) : Bonjour2024"},
		{"interface 192.168.1.1, mot de passe admin Ankara_3427_AJ. mon numéro", "interface 192.168.1.1, mot de passe admin [REDACTED]. mon numéro"},
		{"Router: usuario 1234, contraseña admin Blu3bird34*", "Router: usuario 1234, contraseña admin [REDACTED]"},
		{"the password admin panel is down", "the password admin panel is down"},
	})
}

// TestRound29Credentials: a network's phrase between a password's word
// and its colon; a number as the account before a slash after a login's
// label (a date's slashes stay); cloud SDKs' key pairs and credential
// classes by position; Flutterwave's test encryption key; Daraja's
// SecurityCredential.
func TestRound29Credentials(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Mot de passe Wi-Fi du cabinet : Marhaba*2025", "Mot de passe Wi-Fi du cabinet : [REDACTED]"},
		{"Password WiFi Büro: Marhaba*2025", "Password WiFi Büro: [REDACTED]"},
		{"Mot de passe Wi-Fi invités (affiché) : Marhaba*2025", "Mot de passe Wi-Fi invités (affiché) : Marhaba*2025"},
		{"password wifi reset. Next: Marhaba2025", "password wifi reset. Next: Marhaba2025"},
		{"Your NHIF/SHA self-service login: 54202539 / Barca1987#", "Your NHIF/SHA self-service login: 54202539 / [REDACTED]"},
		{"dates: 2024/05/01 and 12/25/2026", "dates: 2024/05/01 and 12/25/2026"},
		{`cred = credential.Credential("AKID2vd8mU65dA8uUsWDk3aBsIcVC4Q294Z7", "59Xe7oS0HkPLJ4mjmlfjouN3CqpsFmYR")`, `cred = credential.Credential("AKID2vd8mU65dA8uUsWDk3aBsIcVC4Q294Z7", "[REDACTED]")`},
		{`new NetworkCredential("svc_mail", "Harbor568!ok")`, `new NetworkCredential("svc_mail", "[REDACTED]")`},
		{`const sequelize = new Sequelize("shop", "root", "Xq7pL2mN9vR4", { dialect: "mysql" });`, `const sequelize = new Sequelize("shop", "root", "[REDACTED]", { dialect: "mysql" });`},
		{`ftp = SFTP("ftp.example.com", "bob", "Tramonto4080")`, `ftp = SFTP("ftp.example.com", "bob", "Tramonto4080")`},
		{"FLW_ENCRYPTION_KEY=FLWSECK_TEST786106157402", "FLW_ENCRYPTION_KEY=[REDACTED]"},
		{"FLWSECK_TEST78610615740", "FLWSECK_TEST78610615740"},
		{"InitiatorName=b2c_ops\nSecurityCredential=M1V0Z0ZOc3FXTU5DelB0OHAzc1FzdE9TQUZOZHlBSFVUMnJRMldpc01kcXh5QUpJNVR4eVpxelAxUGdHZVl==\nCommandID=BusinessPayment",
			"InitiatorName=b2c_ops\nSecurityCredential=[REDACTED]\nCommandID=BusinessPayment"},
		{"SecurityCredential=short", "SecurityCredential=short"},
		{"Security", "Security"},
		{"SecurityC", "SecurityC"},
	})
}

// TestSmallDotEmails: an address spelled "at … dot" in small letters, its
// local part's dots spelled too, when the local part reads as an
// address's (a dot, '_', '-' or a digit) or the domain is a mail
// provider's; "at" between everyday words stays.
func TestSmallDotEmails(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"schreib an lukas.kuehn at web dot de bitte", "schreib an [REDACTED] bitte"},
		{"write anna at gmail dot com", "write [REDACTED]"},
		{"email: j_smith99 at tpg dot com dot au.", "email: [REDACTED]."},
		{"she wrote it as minjun dot kim at daum dot net on the flyer", "she wrote it as [REDACTED] on the flyer"},
		{"my personal email is rhys dot wood at hotmail dot co dot uk if", "my personal email is [REDACTED] if"},
		{"look at example dot com", "look at example dot com"},
		{"meet at the office dot", "meet at the office dot"},
		{"the dot at home dot com", "the dot at home dot com"},
		{"look at this dot com bubble", "look at this dot com bubble"},
		{"x at gmail dot notatld", "x at gmail dot notatld"},
	})
}

// TestRound29PasswordPhrases: what a password is for, then "is", in other
// languages; Turkish's "its password"; Chinese "是" glued; German
// "Kennwort" in every text, a posted one aside; a relation in
// parentheses after any name in capitals before a number.
func TestRound29PasswordPhrases(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"hasło do Spotify to nebula-Lavande-9407", "hasło do Spotify to [REDACTED]"},
		{"mein Passwort für FritzBox ist fjord-Mango-2184", "mein Passwort für FritzBox ist [REDACTED]"},
		{"le mot de passe de FritzBox c'est 4.n984hpzi-rbgQX", "le mot de passe de FritzBox c'est [REDACTED]"},
		{"Passwort für die Seite ist abgelaufen", "Passwort für die Seite ist abgelaufen"},
		{"Spotify şifresi H4rb0r%9d7", "Spotify şifresi [REDACTED]"},
		{"路由器密码是Sonnenblume5794!，别忘了", "路由器密码是[REDACTED]，别忘了"},
		{"密码是多少", "密码是多少"},
		{"Kennwort für das Steuerportal: Otter$57?xq", "Kennwort für das Steuerportal: [REDACTED]"},
		{"meine TeamViewer-ID: 340 378 974, Kennwort: NbD8uCnD", "meine TeamViewer-ID: 340 378 974, Kennwort: [REDACTED]"},
		{"Gäste-WLAN: Polmetal_Guest\nKennwort (Aushang): Polmetal2026", "Gäste-WLAN: Polmetal_Guest\nKennwort (Aushang): Polmetal2026"},
		{"Kennwortrichtlinie: 12 Zeichen", "Kennwortrichtlinie: 12 Zeichen"},
		{"Grace Foster (babysitter) 0436837757", "Grace Foster (babysitter) [REDACTED]"},
		{"Authorized pickup: Hannah (grandma) 786 303 4751", "Authorized pickup: Hannah (grandma) [REDACTED]"},
		{"David O'Neill (neighbour) 0430202590", "David O'Neill (neighbour) [REDACTED]"},
		{"Grace Foster (invoice) 0436837757", "Grace Foster (invoice) 0436837757"},
	})
}

// TestRound29LookAlikes: what the round's corpora showed taken wrongly —
// New Zealand's GST number, the KBO/BCE and a VIES listing's VAT number,
// SOPS ciphertext after a password's key, Pusher's app key and Mapbox's
// public token, a Sentry DSN's project id (a card's shape).
func TestRound29LookAlikes(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"GST collected $10,580.96, GST number 10-465-257, NZBN 9429026636104.", "GST collected $10,580.96, GST number 10-465-257, NZBN 9429026636104."},
		{"www.x.be\n\nKBO/BCE 0664.317.414", "www.x.be\n\nKBO/BCE 0664.317.414"},
		{"BE: BE 0886.625.974 – valid – request O9BTTZDMOE9U", "BE: BE 0886.625.974 – valid – request O9BTTZDMOE9U"},
		{"gọi em 0982.220.187", "gọi em [REDACTED]"},
		{"db_password: ENC[AES256_GCM,data:MVjlWJY8d8XxmNhX6st4tZa,iv:abc=,type:str]", "db_password: ENC[AES256_GCM,data:MVjlWJY8d8XxmNhX6st4tZa,iv:abc=,type:str]"},
		{"PUSHER_APP_KEY=e77bb956b602f310c552\nPUSHER_APP_SECRET=9f8a7b6c5d4e3f2a1b0c", "PUSHER_APP_KEY=e77bb956b602f310c552\nPUSHER_APP_SECRET=[REDACTED]"},
		{"MAPBOX_ACCESS_TOKEN=pk.eyJ1IjoiZGFuaWVsbmFrYW11cmEiLCJhIjoiY2x4In0.abcDEF123ghiJKL456", "MAPBOX_ACCESS_TOKEN=pk.eyJ1IjoiZGFuaWVsbmFrYW11cmEiLCJhIjoiY2x4In0.abcDEF123ghiJKL456"},
		{`SENTRY_DSN="https://8f0e2c@o2917203.ingest.sentry.io/4504992915996061",`, `SENTRY_DSN="https://8f0e2c@o2917203.ingest.sentry.io/4504992915996061",`},
	})
}

// TestRound29KeyNames: credentials under names the round's corpora gave —
// Dutch "API-sleutel", "Token de API", a French "Clé API" before a hex key,
// a webhook's and an HMAC's secret, Fernet's key, Laravel's base64: key,
// Django's generated key with its symbols, a property's path
// ("jwt.secret=").
func TestRound29KeyNames(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Onze API-sleutel: ANqSTY5OZnAV2yhunCqvdMVd0iWtxSBr", "Onze API-sleutel: [REDACTED]"},
		{"Token de API: NWIPCXBZeAY0UNP8C6CEdw1PpjuMEwyTw", "Token de API: [REDACTED]"},
		{"Clé API (dépôt des factures) : d3c47b2c0969a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f602bd2d859", "Clé API (dépôt des factures) : [REDACTED]"},
		{"Webhook secret: 8fdb4084485d819f9e97cb261c1aae783da275d6", "Webhook secret: [REDACTED]"},
		{"hmac_key: 847D9DD04A4BBA3F47AA9D155A8389AD246E2132859809192EC0E163A72E2E21", "hmac_key: [REDACTED]"},
		{"FERNET_KEY=ZmDfcTF7_60GrrY167zsiPd67pEvs0aGOv2oasOM1Pg=", "FERNET_KEY=[REDACTED]"},
		{"APP_KEY=base64:5FcWLbFQbREMt5etZgDdQKab2Bh/SYwJo0jBNij8yik=", "APP_KEY=[REDACTED]"},
		{"DJANGO_SECRET_KEY=django-insecure-x7#k2p$9mq@w4e8r!t6y^u1i3o5p7a9s", "DJANGO_SECRET_KEY=[REDACTED]"},
		{"jwt.secret=i++K8N1EpG60QxqclG6OXXLrZFGrWwyvzhg8VVyaa9Jse5S2ZhPYwr", "jwt.secret=[REDACTED]"},
		{"this.secret = generateSecret()", "this.secret = generateSecret()"},
		{"process.env.SECRET", "process.env.SECRET"},
		{"primary key: 123", "primary key: 123"},
	})
}

// TestRound29PasswordWords: Dutch "wachtwoord" and Czech "heslo" in every
// text (by their 'h'), Swedish "lösenord" in a compound, Hungarian
// "jelszó", Icelandic "lykilorð", and a German network key's word before
// a FRITZ!Box's digits.
func TestRound29PasswordWords(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Wachtwoord: AzW$c0NGtCAgS566", "Wachtwoord: [REDACTED]"},
		{"Mijn wachtwoord is Sonne_Quartz7 maar Teams", "Mijn wachtwoord is [REDACTED] maar Teams"},
		{"heslo: Brezel1999scha", "heslo: [REDACTED]"},
		{"the hesloqq 12345678a", "the hesloqq 12345678a"},
		{"Routerns adminlösenord: E8K7El8pp74FcIqvSi", "Routerns adminlösenord: [REDACTED]"},
		{"jelszó: Brezel#1999scha", "jelszó: [REDACTED]"},
		{"lykilorð: Brezel#1999scha", "lykilorð: [REDACTED]"},
		{"WLAN-Netzwerkschlüssel: 3378 1118 6350 3463 8122", "WLAN-Netzwerkschlüssel: [REDACTED]"},
		{"пароль: 1234 5678 9012 3456 7890", "пароль: 1234 5678 9012 3456 7890"},
	})
}

// TestRound29Precision: what the precision corpus (c82) showed taken
// wrongly — a machine's user@host under a private name (an SSH key's
// comment; a mailbox there stays an address), a part number right after
// P/N on a line that names an SSN, an order's number under its own JSON
// key after a phone's, a year in parentheses before a citation's pages, a
// Japanese slip number after its word and "は".
func TestRound29Precision(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILR1C deploy@ingest-16.prod.svc.cluster.local", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILR1C deploy@ingest-16.prod.svc.cluster.local"},
		{"ssh root@db-1.internal", "ssh root@db-1.internal"},
		{"ask it-ops@corp.internal", "ask [REDACTED]"},
		{"redis://default:Xk29fhQ2pLm81@redis.bogazici.internal:6379/0", "redis://default:[REDACTED]@redis.bogazici.internal:6379/0"},
		{"SSN check: masked ***-**-9552 kept; P/N 446-75-4599 is a part number", "SSN check: masked ***-**-9552 kept; P/N 446-75-4599 is a part number"},
		{"SSN (optional, for SNAP referral): 789-45-7543", "SSN (optional, for SNAP referral): [REDACTED]"},
		{`{"phone":"02.13.25.12.92"},"po":"4542109289"}`, `{"phone":"[REDACTED]"},"po":"4542109289"}`},
		{`{"metadata":{"display_phone_number":"12123581841","phone_number_id":"714924829281585"}}`, `{"metadata":{"display_phone_number":"[REDACTED]","phone_number_id":"714924829281585"}}`},
		{"- Cell (1993) 93-105\n- SKU 214-335-2263", "- Cell (1993) 93-105\n- SKU 214-335-2263"},
		{"Tel (0221) 123456", "Tel [REDACTED]"},
		{"配送伝票番号は0871-9382-9326です。", "配送伝票番号は0871-9382-9326です。"},
		{"電話番号は090-1234-5678です", "電話番号は[REDACTED]です"},
	})
}

// TestRound29Arguments: a password's word qualified before its colon
// (not a URL's scheme), Apple's app-specific passwords in fours with
// hyphens, an auth token's whole name in prose before a hex token,
// redis-cli's -a and the OpenLDAP clients' -w.
func TestRound29Arguments(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Mot de passe provisoire : C8w12.eDj1K0G", "Mot de passe provisoire : [REDACTED]"},
		{"Password PEC: 0mN6#3t1P", "Password PEC: [REDACTED]"},
		{"Passwort neu: Xk29fhQ2pL", "Passwort neu: [REDACTED]"},
		{"lftp -u sftp_asn_in --env-password sftp://b2b.example.co.uk -e 'mirror /out'", "lftp -u sftp_asn_in --env-password sftp://b2b.example.co.uk -e 'mirror /out'"},
		{"password reset: Click here 2024", "password reset: Click here 2024"},
		{"app-spezifisches Passwort dfhq-tyje-adso-rlfj", "app-spezifisches Passwort [REDACTED]"},
		{"password: abcd-efgh-ijkl-mnop-qrst", "password: abcd-efgh-ijkl-mnop-qrst"},
		{"Auth Token a8746402f09bc89dd96b251cedcb067f", "Auth Token [REDACTED]"},
		{"the USDC token EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v on Solana", "the USDC token EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v on Solana"},
		{"redis-cli -h x.cache.amazonaws.com -p 6379 -a HPZSIVLqTTuCOBZYyceWaNYKbdB5aqR --no-auth-warning ping", "redis-cli -h x.cache.amazonaws.com -p 6379 -a [REDACTED] --no-auth-warning ping"},
		{`ldapsearch -x -D "cn=admin,dc=x,dc=com" -w 'LZgnGNbWlkL5ia89xXWEP01yFk7Ypgz' -b "dc=x"`, `ldapsearch -x -D "cn=admin,dc=x,dc=com" -w '[REDACTED]' -b "dc=x"`},
		{"grep -a pattern file -w Xk29fhQ2pL", "grep -a pattern file -w Xk29fhQ2pL"},
	})
}

// TestRound29Phones: a phone with a slash after its area code, after a
// country code and "(0)" (Belgium's, the Netherlands' letterheads) or
// North American area/exchange-line; Nordic and French contact words, a
// code sent to a number, Sweden's Swish paid to a mobile; a relation in
// parentheses before a comma. Fractions, dates and paths stay.
func TestRound29Phones(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"T +32 (0)2/770.01.30", "T [REDACTED]"},
		{`"phone":"+32 (0) 483/92.67.02"`, `"phone":"[REDACTED]"`},
		{"Current landlord: David Martin, 313/615-4579", "Current landlord: David Martin, [REDACTED]"},
		{"ratio 313/615-4579x", "ratio 313/615-4579x"},
		{"pages 123/456-7890", "pages 123/456-7890"},
		{"see 2024/05-1234", "see 2024/05-1234"},
		{"1/2 cup", "1/2 cup"},
		{"Koden er sendt til 51-18-31-92.", "Koden er sendt til [REDACTED]."},
		{"Sentralbord: 315 94 057", "Sentralbord: [REDACTED]"},
		{"Swisha till mig på 0731096355", "Swisha till mig på [REDACTED]"},
		{"Swish-nummer 123 456 78 90", "Swish-nummer 123 456 78 90"},
		{"Joignable après 18h au 0601902125", "Joignable après 18h au [REDACTED]"},
		{"Name,TFN,Date\nJack Wilson,817 790 684,04.05.2024", "Name,TFN,Date\nJack Wilson,817 790 684,04.05.2024"},
		{"Familiar de referencia: Nuria Etxeberria (marido), 729 853 258", "Familiar de referencia: Nuria Etxeberria (marido), [REDACTED]"},
		{"Item (order), 729 853 258", "Item (order), 729 853 258"},
	})
}

// TestRound29Spelled: an address with "(punkt)" for its dot, as German
// imprints write it; "S.S.N." labelling a spaced SSN.
func TestRound29Spelled(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"E-Mail: office (at) kanzlei-wolf (punkt) de", "E-Mail: [REDACTED]"},
		{"post [at] logistik-lange [punkt] de", "[REDACTED]"},
		{"Height: 6'6\"\nS.S.N.: 384 48 4118\nDL#: T6907529", "Height: 6'6\"\nS.S.N.: [REDACTED]\nDL#: T6907529"},
		{"Punkt (at) 5 (punkt) 3", "Punkt (at) 5 (punkt) 3"},
	})
}

// TestRound29Vendors: Adyen's API key whole in its quotes, Mollie's live
// key (a test function's name stays), a wallet paid "til" a number,
// contact phrases of Czech, Norwegian, Luxembourgish and Finnish.
func TestRound29Vendors(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`api_key: "AQEPN5ykUHSsEqHDrQX2XmG9GaQeMEPJ6nvvB07vFFBh/iMvPD/ubp0OhG0WjJz5zaumwHtAMaY7vHTAQsfWF/Qx==-A0TGycnkWbkOdtTi35VoFalbLHwwqQcH/awyTxS-<_{Kx}"`, `api_key: "[REDACTED]"`},
		{"MOLLIE_KEY=live_VwdHJZoMYjJYbRfSidj7XYFSpbhby8", "MOLLIE_KEY=[REDACTED]"},
		{"def test_UserLoginWithValidCreds2FAx():", "def test_UserLoginWithValidCreds2FAx():"},
		{"live_abcdefghijklmnopqrstuvwxyz1234", "live_abcdefghijklmnopqrstuvwxyz1234"},
		{"ruff mech un op 27 89 31 28.", "ruff mech un op [REDACTED]."},
		{"Moje nové číslo je 723880943", "Moje nové číslo je [REDACTED]"},
		{"Hei! Nytt nummer: 95774719, det gamle", "Hei! Nytt nummer: [REDACTED], det gamle"},
		{"Yhteydenotot: 0440158737 / teemu", "Yhteydenotot: [REDACTED] / teemu"},
	})
}

// TestRound29Configs: what configuration files and CLI sessions hold —
// Opsgenie's GenieKey scheme, a licence key, Rails' SECRET_KEY_BASE,
// WordPress's salts with their punctuation and aligned values, aws
// configure's prompt, Omnibus's quoted key in brackets, FCM's server key
// under its name, a kubeconfig's client-key-data, TestPyPI's token,
// cqlsh's -p.
func TestRound29Configs(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`curl -H "Authorization: GenieKey 2368f872-d65d-4d26-aada-e157e487b198" https://api.opsgenie.com`, `curl -H "Authorization: GenieKey [REDACTED]" https://api.opsgenie.com`},
		{"newrelic_license_key: 6379f4dc4661a718ffe943295f9bb2564bbbNRAL", "newrelic_license_key: [REDACTED]"},
		{"SECRET_KEY_BASE=365661fdfab14f3d07ca53d0b9a77bbf74b5181d365661fdfab14f3d07ca53d0", "SECRET_KEY_BASE=[REDACTED]"},
		{"define( 'AUTH_KEY',         'P;Kf{I#5+lt%%%s{5M2J>}sH4VcGM&]/f%U<1y01ZBk}aiZm%2|h=5)Ls(E^,%gZ' );", "define( 'AUTH_KEY',         '[REDACTED]' );"},
		{"AWS Access Key ID [None]: AKIAM2NVNFH2SEI747LA\nAWS Secret Access Key [None]: tKJ/CXrwKUYAqjr86/wq8o9ecreIAbWV+W1F7l7W", "AWS Access Key ID [None]: AKIAM2NVNFH2SEI747LA\nAWS Secret Access Key [None]: [REDACTED]"},
		{`gitlab_rails['smtp_password'] = "ZctV2qfl74y4NpXmdNZ4H"`, `gitlab_rails['smtp_password'] = "[REDACTED]"`},
		{`const FCM_SERVER_KEY = "AAAAl8p_6RC:APA91b8WniIO4FV-VOigKGLALkWa0r0EuXv3hZVcGqz2yXU7hcZQeQ3a4pOe0HtKp0f3lfDqJNnW7v3Pz3ZbgIuYpTkq1nw7zmnQ4c2VPqCjQ8A2JLxWQeQnv3kK1Dqw2sK"`, `const FCM_SERVER_KEY = "[REDACTED]"`},
		{"    client-key-data: LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0tCk1JSUV2Z0lCQURBTkJna3Foa2lHOXcwQkFRRUZBQVNDQktnd2dnU2tBZ0VBQW9JQkFRQzVYQ0VabGg5", "    client-key-data: [REDACTED]"},
		{"    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM4akNDQWRxZ0F3SUJBZ0lJYVlXZTFOS0ZR", "    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM4akNDQWRxZ0F3SUJBZ0lJYVlXZTFOS0ZR"},
		{"password = pypi-AgENdGVzdC5weXBpLm9yZwIkYjc3ZTBhYmYtZjhiZS00MWQ1LWFjZDktZGI4ZjY1ZGRlODk4AAIqWzMsIjZjMjQ1M2NjLTk4NzMtNDFiZS1hMmY4LWQ0NGUwNmRlNmI5ZSJdAAAGIGzH", "password = [REDACTED]"},
		{"cqlsh 10.132.143.27 9042 -u reports_rw -p adFdu6yjXk9", "cqlsh 10.132.143.27 9042 -u reports_rw -p [REDACTED]"},
		{"ls -p foo", "ls -p foo"},
	})
}

// TestAlignedTableRuling: a ruling of dashes under an aligned table's
// header leaves the header naming the columns — an EAN/UPC barcode stays,
// an SSN under its column is one.
func TestAlignedTableRuling(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Item   Material  EAN/UPC        Description\n-----  --------  -------------  -----------\n00060  75397789  4072313561420  Gasket DN50",
			"Item   Material  EAN/UPC        Description\n-----  --------  -------------  -----------\n00060  75397789  4072313561420  Gasket DN50"},
		{"Name             Relation      DOB         SSN          Share\n---------------  ------------  ----------  -----------  -----\nLinda Abernathy  Sibling       06/09/1997  360280444    60%",
			"Name             Relation      DOB         SSN          Share\n---------------  ------------  ----------  -----------  -----\nLinda Abernathy  Sibling       06/09/1997  [REDACTED]    60%"},
	})
}

// TestRound29PortugueseLabels: a hospital department's secretariat and a
// contract's fault line label a landline in Portuguese.
func TestRound29PortugueseLabels(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Serviço de Ortopedia\nSecretariado: 233 133 080", "Serviço de Ortopedia\nSecretariado: [REDACTED]"},
		{"Avarias e urgências: 212 187 427.", "Avarias e urgências: [REDACTED]."},
	})
}

// TestRound29Conversions: what conversions leave in a text — HTML's
// "&#64;" for the at sign, "&nbsp;" between a number's groups; a postal
// code after "CEP é"; a date's year before a slashed number is no part of
// it; a Spanish accent in an aligned table's header.
func TestRound29Conversions(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Write to priyas261&#64;silva-bau.se<br>Phone:&nbsp;+1&nbsp;785&nbsp;647&nbsp;4713<br>&copy; 2025", "Write to [REDACTED]<br>Phone:&nbsp;[REDACTED]<br>&copy; 2025"},
		{"<td>Kartennummer</td><td>4821&nbsp;6788&nbsp;4813&nbsp;8444</td></tr>", "<td>Kartennummer</td><td>[REDACTED]</td></tr>"},
		{"AT&T 5&nbsp;pm, R&D 12&nbsp;345", "AT&T 5&nbsp;pm, R&D 12&nbsp;345"},
		{"meu zap é (21) 97866-4654 ✌️ o CEP é 57979-051", "meu zap é [REDACTED] ✌️ o CEP é 57979-051"},
		{"03/05/2023 0151/4284732 Rückruf erbeten", "03/05/2023 [REDACTED] Rückruf erbeten"},
		{"Tel. 0170 1234567/8", "Tel. [REDACTED]/8"},
		{"ID        Nombre           Móvil       Importe\nLD-5882   Marta Jansen     695271669   39.304,11 €", "ID        Nombre           Móvil       Importe\nLD-5882   Marta Jansen     [REDACTED]   39.304,11 €"},
	})
}

// TestRound29Code: what code review traffic shows — a card on a diff's
// added line (sixteen digits after a '+' starting its line; a phone's '+'
// stays a phone's), a password hashed from a literal, a password's name
// as a hump in code, Swift's "static let secret".
func TestRound29Code(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"@@ -382,6 +385,12 @@\n 5385561989004044\n+3587327753712688\n+4921850152116725", "@@ -382,6 +385,12 @@\n [REDACTED]\n+[REDACTED]\n+[REDACTED]"},
		{"+4915112345678", "[REDACTED]"},
		{"'password' => Hash::make('Qwqdnm426$jvw'),", "'password' => Hash::make('[REDACTED]'),"},
		{"'password' => bcrypt('Harbor1283#he'),", "'password' => bcrypt('[REDACTED]'),"},
		{"Hash::make($request->password)", "Hash::make($request->password)"},
		{"\tdbPass := \"Maple663#lg\"", "\tdbPass := \"[REDACTED]\""},
		{"const smtpPwd = \"Tk29fhQ2pLm\"", "const smtpPwd = \"[REDACTED]\""},
		{"compass 12345678a", "compass 12345678a"},
		{`static let secret = "3a1f08da60c9e7ace5f825f585f77a"`, `static let secret = "[REDACTED]"`},
		{`let secret = "hello world"`, `let secret = "hello world"`},
	})
}

// TestAWSSecretAfterKeyID: an AWS access key id and its secret on one
// line, as the console's table and its credentials CSV give them: the
// secret goes, the id stays; AWS's documented example stays whole.
func TestAWSSecretAfterKeyID(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Access key        Secret access key\nAKIAWHXVRMLPCPQVTIIA  Q5iIrg2wvsZSL/6r4Mxq9nSRreNiAV2NWqa0jPpf   Show", "Access key        Secret access key\nAKIAWHXVRMLPCPQVTIIA  [REDACTED]   Show"},
		{"backup-agent,,AKIAEIWFB5VL73O4OXAR,VuYztrHekFdbzigQp+wjNgaxgWY8ny60LbOWZFDl,https://x", "backup-agent,,AKIAEIWFB5VL73O4OXAR,[REDACTED],https://x"},
		{"ci-bot,AKIAIOSFODNN7EXAMPLE,wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY", "ci-bot,AKIAIOSFODNN7EXAMPLE,wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY"},
		{"AKIAWHXVRMLPCPQVTIIA Q5iIrg2wvsZSL6r4Mxq9nSRreNiAV2NWqa0jPpfXXXX", "AKIAWHXVRMLPCPQVTIIA Q5iIrg2wvsZSL6r4Mxq9nSRreNiAV2NWqa0jPpfXXXX"},
	})
}

// TestQPSoftBreakInAddress: a quoted-printable soft line break inside an
// address's local part; an '=' and a break that end a value stay.
func TestQPSoftBreakInAddress(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{"Kontakt: we=\ni_smith66@naver.com danke", "Kontakt: [REDACTED] danke"},
		{"price=\n5@x", "price=\n5@x"},
	})
}

// TestDSNAndPgpass: a Go MySQL DSN's password ("user:pass@tcp(…)"), a
// PostgreSQL password file's lines; a variable, a URL and a time stay.
func TestDSNAndPgpass(t *testing.T) {
	checkScrubbed(t, []scrubbed{
		{`Environment="DB_DSN=inventory:lantern.copper.2@tcp(17.2.193.170:3306)/app"`, `Environment="DB_DSN=inventory:[REDACTED]@tcp(17.2.193.170:3306)/app"`},
		{`dsn := "root:Xk29fhQ2pLm@tcp(localhost:3306)/shop?parseTime=true"`, `dsn := "root:[REDACTED]@tcp(localhost:3306)/shop?parseTime=true"`},
		{`dsn := "root:${DB_PASS}@tcp(localhost:3306)/shop"`, `dsn := "root:${DB_PASS}@tcp(localhost:3306)/shop"`},
		{"write to me@tcp(x)", "write to me@tcp(x)"},
		{"cat ~/.pgpass\nwarehouse.internal:5432:analytics:etl_user:Owzjjj216!jpv\nlocalhost:5432:*:postgres:Xk29fhQ2pLm", "cat ~/.pgpass\nwarehouse.internal:5432:analytics:etl_user:[REDACTED]\nlocalhost:5432:*:postgres:[REDACTED]"},
		{"connect to db:5432:foo at 10:00", "connect to db:5432:foo at 10:00"},
		{"postgres://u:p@h:5432:x", "postgres://u:p@h:5432:x"},
	})
}
