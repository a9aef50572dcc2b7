package main

import (
	"fmt"
	"strings"
)

func deKinds() []Kind {
	return []Kind{
		K("de_env_schluessel", "de", func(b *B) {
			b.open().t("mein Wetter-Widget bekommt 401 von OpenWeatherMap. Der API-Schlüssel steht in der .env:\n```\nOPENWEATHER_API_KEY=").p("bearer", hex32()).t("\nCITY_ID=").k(fmt.Sprint(rn(2800000, 2999999))).t("\n```\nDer Schlüssel ist laut Dashboard aktiv, erstellt am ").k(fmt.Sprintf("%02d.%02d.2024", rn(1, 28), rn(1, 12))).t(".").close()
		}),
		K("de_sign_off", "de", func(b *B) {
			b.open().t("seit dem Update auf Docker Desktop ").k("4."+fmt.Sprint(rn(20, 35))+"."+fmt.Sprint(rn(0, 3))).t(" startet WSL2 nicht mehr (Fehler 0x80370102). Virtualisierung ist im BIOS an.").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("de_compose_mariadb", "de", func(b *B) {
			b.open().t("Nextcloud findet die Datenbank nicht.\n```yaml\n  db:\n    image: mariadb:").k(pick("10.11", "11.2", "10.6")).t("\n    environment:\n      - MARIADB_ROOT_PASSWORD=").p("bearer", pw("de")).t("\n      - MARIADB_PASSWORD=").p("bearer", pw("de")).t("\n      - MARIADB_USER=nextcloud\n```\nNextcloud ").k(fmt.Sprint(rn(27, 29)) + ".0." + fmt.Sprint(rn(0, 9))).t(".").close()
		}),
		K("de_k8s_secret_b64", "de", func(b *B) {
			p := pw("de")
			b.open().t("das Secret wird angelegt, aber die App meldet 'Access denied'. Ich habe das Passwort mit base64 kodiert:\n```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  uid: ").k(uuid()).t("\ndata:\n  username: ").t(b64pw("app")).t("\n  password: ").p("bearer", b64pw(p)).t("\n```\nKlartext wäre ").p("bearer", p).t(" – stimmt das Encoding?").close()
		}),
		K("de_azure_ad_secret", "de", func(b *B) {
			b.open().t("MSAL liefert AADSTS7000215: Invalid client secret provided.\n```json\n{\n  \"TenantId\": \"").k(uuid()).t("\",\n  \"ClientId\": \"").k(uuid()).t("\",\n  \"ClientSecret\": \"").p("bearer", azureClientSecret()).t("\"\n}\n```\nDas Secret läuft laut Portal erst ").k(fmt.Sprintf("%02d.%02d.2026", rn(1, 28), rn(1, 12))).t(" ab.").close()
		}),
		K("de_passwort_prose", "de", func(b *B) {
			b.open().t("Postfix lehnt die Anmeldung ab (535 5.7.8 Error: authentication failed). ").t(pick("Das Passwort für den SMTP-Server ist ", "Passwort: ", "Mein Passwort lautet ")).p("bearer", chosenPW("de")).t(", Benutzer ist noreply. Port ").k("587").t(", STARTTLS.").close()
		}),
		K("de_jwt_stacktrace", "de", func(b *B) {
			b.open().t("nach ein paar Minuten fliegt diese Exception, obwohl das Token frisch ist:\n```\nio.jsonwebtoken.ExpiredJwtException: JWT expired at ").k(isoTs()).t(". Current time: ").k(isoTs()).t("\n\tat io.jsonwebtoken.impl.DefaultJwtParser.parse(DefaultJwtParser.java:").k(fmt.Sprint(rn(400, 700))).t(")\ntoken=").p("jwt", jwt(pick("lukas", "anna", "jonas"))).t("\n```\njjwt ").k("0.12." + fmt.Sprint(rn(0, 6))).close()
		}),
		K("de_hetzner_token", "de", func(b *B) {
			b.open().t("Terraform mit dem Hetzner-Provider: 'unable to authenticate'.\n```hcl\nprovider \"hcloud\" {\n  token = \"").p("bearer", u(func() string { return strong(AN, 64) })).t("\"\n}\n```\nProvider-Version ").k("1." + fmt.Sprint(rn(40, 48)) + ".0").t(".").close()
		}),
	}
}

func frKinds() []Kind {
	return []Kind{
		K("fr_mistral_cle", "fr", func(b *B) {
			b.open().t("l'API Mistral me renvoie 401 Unauthorized alors que ").t(pick("ma clé API est ", "la clé d'API est ", "ma clé est ")).p("bearer", u(func() string { return strong(AN, 32) })).t(". J'appelle https://api.mistral.ai/v1/chat/completions avec le modèle mistral-small-latest.").close()
		}),
		K("fr_sign_off", "fr", func(b *B) {
			b.open().t("mon site Symfony ").k("6.4."+fmt.Sprint(rn(1, 12))).t(" affiche une page blanche en prod, rien dans var/log. PHP-FPM ").k("8.2."+fmt.Sprint(rn(0, 20))).t(".").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("fr_symfony_env", "fr", func(b *B) {
			b.open().t("Doctrine n'arrive pas à se connecter (SQLSTATE[HY000] [1045]).\n```\nAPP_ENV=prod\nAPP_SECRET=").p("bearer", hex32()).t("\nDATABASE_URL=\"mysql://app:").p("bearer", pw("fr")).t("@127.0.0.1:3306/app?serverVersion=").k("8.0." + fmt.Sprint(rn(30, 36))).t("&charset=utf8mb4\"\n```").close()
		}),
		K("fr_mdp_prose", "fr", func(b *B) {
			b.open().t("FileZilla refuse la connexion SFTP au serveur OVH. Utilisateur ").t(pick("ftp-site", "client01", "webmaster")).t(", ").t(pick("mot de passe : ", "le mot de passe est ", "mdp : ")).p("bearer", chosenPW("fr")).t(". Le port est ").k("22").t(" et j'ai bien l'IP ").k(privIP()).t(".").close()
		}),
		K("fr_stripe_curl_u", "fr", func(b *B) {
			b.open().t("je teste un remboursement en ligne de commande :\n```\ncurl https://api.stripe.com/v1/refunds \\\n  -u ").p("bearer", stripeRK()).t(": \\\n  -d charge=").k("ch_3" + rs(AN, 23)).t("\n```\nréponse : \"The provided key does not have the required permissions\".").close()
		}),
		K("fr_postman_jwt", "fr", func(b *B) {
			b.open().t("depuis Postman ça marche mais pas depuis Angular. Console Postman :\n```\nGET https://api.").t(pick("monappli.fr", "boutique.test", "intranet.local")).t("/v2/commandes/").k(fmt.Sprint(rn(10000, 99999))).t("\nAuthorization: Bearer ").p("jwt", jwt(pick("camille", "hugo", "chloe"))).t("\n```").close()
		}),
		K("fr_ovh_api", "fr", func(b *B) {
			b.open().t("le client python-ovh répond 'Invalid signature'.\n```ini\n[ovh-eu]\napplication_key=").t(rs(lower+digit, 16)).t("\napplication_secret=").p("bearer", u(func() string { return strong(AN, 32) })).t("\nconsumer_key=").p("bearer", u(func() string { return strong(AN, 32) })).t("\n```").close()
		}),
	}
}

func trKinds() []Kind {
	return []Kind{
		K("tr_sifre_prose", "tr", func(b *B) {
			b.open().t("MSSQL'e SSMS ile bağlanamıyorum, Login failed for user 'sa' (Error: 18456). ").t(pick("Şifre: ", "sa şifresi ", "şifrem ")).p("bearer", chosenPW("tr")).t(" ve SQL Server ").k("2019 (15.0.4" + digits(3) + ".2)").t(" kullanıyorum.").close()
		}),
		K("tr_sign_off", "tr", func(b *B) {
			b.open().t(".NET ").k("8.0."+fmt.Sprint(rn(1, 8))).t(" Web API projesinde CORS hatası alıyorum, UseCors'u UseRouting'den sonra ekledim.").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("tr_iyzico", "tr", func(b *B) {
			b.open().t("iyzico ödeme formunu başlatınca 1001 hatası dönüyor.\n```csharp\noptions.ApiKey = \"").t(rs(AN, 32)).t("\";\noptions.SecretKey = \"").p("bearer", u(func() string { return strong(AN, 32) })).t("\";\noptions.BaseUrl = \"https://api.iyzipay.com\";\n```\nconversationId: ").k(digits(9)).close()
		}),
		K("tr_netgsm_sms", "tr", func(b *B) {
			b.open().t("Netgsm ile SMS gönderirken 30 kodu dönüyor.\n```php\n$data = ['usercode' => '850").t(digits(7)).t("', 'password' => '").p("bearer", chosenPW("tr")).t("', 'gsmno' => '").p("phone", u(func() string { return "5" + pick("32", "33", "35", "42", "44", "05", "52") + digits(7) })).t("', 'msgheader' => 'FIRMAADI'];\n```\nGönderici başlığı onaylı.").close()
		}),
		K("tr_aws_env", "tr", func(b *B) {
			b.open().t("Laravel'de S3'e dosya yüklerken 'The request signature we calculated does not match' hatası.\n```\nAWS_ACCESS_KEY_ID=").k(awsID()).t("\nAWS_SECRET_ACCESS_KEY=").p("bearer", awsSecret()).t("\nAWS_DEFAULT_REGION=eu-central-1\nAWS_BUCKET=").t(pick("urun-gorselleri", "fatura-arsivi", "yedekler")).t("\n```").close()
		}),
		K("tr_mail_sifre_login", "tr", func(b *B) {
			b.open().t("Outlook SMTP ayarlarım: kullanıcı ").p("email", b.l.email()).t(", şifre ").p("bearer", chosenPW("tr")).t(", port ").k("587").t(". 'Authentication unsuccessful' hatası geliyor.").close()
		}),
	}
}

func viKinds() []Kind {
	return []Kind{
		K("vi_matkhau_prose", "vi", func(b *B) {
			b.open().t("em cài MongoDB trên VPS, bật auth xong thì không đăng nhập được. User admin, ").t(pick("mật khẩu là ", "mật khẩu: ", "pass là ")).p("bearer", chosenPW("vi")).t(". Bản MongoDB ").k("7.0." + fmt.Sprint(rn(1, 12))).t(".").close()
		}),
		K("vi_sign_off", "vi", func(b *B) {
			b.open().t("Laravel ").k("10."+fmt.Sprint(rn(10, 48))+"."+fmt.Sprint(rn(0, 9))).t(" queue worker cứ bị treo sau vài tiếng, supervisor vẫn báo RUNNING.").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("vi_momo_payment", "vi", func(b *B) {
			b.open().t("tích hợp MoMo báo resultCode 11 - Truy cập bị từ chối.\n```js\nconst partnerCode = 'MOMO").t(strings.ToUpper(rs(AN, 10))).t("';\nconst accessKey = '").t(rs(AN, 16)).t("';\nconst secretKey = '").p("bearer", u(func() string { return strong(AN, 32) })).t("';\nconst orderId = '").k(partnerOrder()).t("';\n```").close()
		}),
		K("vi_zalo_oa", "vi", func(b *B) {
			b.open().t("gọi API Zalo OA gửi tin nhắn thì lỗi -216 access token invalid.\n```\ncurl -X POST https://openapi.zalo.me/v3.0/oa/message/cs \\\n  -H \"access_token: ").p("bearer", longTok(120)).t("\" \\\n  -d '{\"recipient\":{\"user_id\":\"").k(digits(19)).t("\"}}'\n```").close()
		}),
		K("vi_redis_env", "vi", func(b *B) {
			p := pw("vi")
			b.open().t("app Node không kết nối được Redis: NOAUTH Authentication required.\n```\n# redis.conf\nrequirepass ").p("bearer", p).t("\n# .env\nREDIS_URL=redis://:").p("bearer", p).t("@").k(privIP()).t(":6379/0\n```").close()
		}),
		K("vi_vnpay", "vi", func(b *B) {
			b.open().t("VNPay trả về mã 97 - Chữ ký không hợp lệ.\n```\nvnp_TmnCode=").t(strings.ToUpper(rs(AN, 8))).t("\nvnp_HashSecret=").p("bearer", u(func() string { return strings.ToUpper(strong(AN, 32)) })).t("\nvnp_TxnRef=").k(digits(8)).t("\n```").close()
		}),
	}
}

func partnerOrder() string { return "MM" + fmt.Sprint(epoch()) + digits(3) }

func idKinds() []Kind {
	return []Kind{
		K("id_katasandi_prose", "id", func(b *B) {
			b.open().t("saya tidak bisa login ke cPanel hosting, akun ").t(pick("tokoonline", "admin", "sekolah")).t(" dan ").t(pick("kata sandinya ", "kata sandi: ", "passwordnya ")).p("bearer", chosenPW("id")).t(". Sudah reset lewat email tapi tetap gagal. cPanel versi ").k("118.0." + fmt.Sprint(rn(1, 20))).t(".").close()
		}),
		K("id_sign_off", "id", func(b *B) {
			b.open().t("CodeIgniter ").k("4."+fmt.Sprint(rn(3, 5))+"."+fmt.Sprint(rn(0, 8))).t(" saya error 'Class \"Locale\" not found' setelah pindah hosting.").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("id_midtrans", "id", func(b *B) {
			b.open().t("Snap Midtrans production muncul 401 Access denied.\n```js\nconst snap = new midtransClient.Snap({\n  isProduction: true,\n  serverKey: '").p("bearer", midServer()).t("',\n  clientKey: '").k(midClient()).t("'\n});\n```\norder_id: ").k("INV-" + fmt.Sprint(rn(2024000, 2024999))).close()
		}),
		K("id_xendit", "id", func(b *B) {
			b.open().t("buat invoice Xendit dapat INVALID_API_KEY.\n```\nXENDIT_SECRET_KEY=").p("bearer", xndSecret()).t("\nXENDIT_PUBLIC_KEY=").k(xndPublic()).t("\n```").close()
		}),
		K("id_laravel_mail", "id", func(b *B) {
			b.open().t("kirim email reset password dari Laravel ke Gmail gagal, 'Username and Password not accepted'.\n```\nMAIL_MAILER=smtp\nMAIL_USERNAME=").p("email", b.l.email()).t("\nMAIL_PASSWORD=\"").p("bearer", gmailApp()).t("\"\nMAIL_PORT=").k("465").t("\n```\nSaya pakai app password.").close()
		}),
		K("id_firebase_admin", "id", func(b *B) {
			b.open().t("Firebase Admin SDK error 'invalid_grant: Invalid JWT Signature'. Isi service account:\n```json\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"").t(pick("toko-", "absensi-", "kasir-")+rs(lower+digit, 5)).t("\",\n  \"private_key_id\": \"").t(hexs(40)).t("\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n").p("bearer", privKeyBody("\\n")).t("\\n-----END PRIVATE KEY-----\\n\",\n  \"client_id\": \"").k(digits(21)).t("\"\n}\n```").close()
		}),
	}
}

func plKinds() []Kind {
	return []Kind{
		K("pl_haslo_prose", "pl", func(b *B) {
			b.open().t("nie mogę się zalogować do panelu Proxmox ").k("8."+fmt.Sprint(rn(0, 2))+"-"+fmt.Sprint(rn(1, 9))).t(". Użytkownik root@pam, ").t(pick("hasło: ", "hasło to ", "moje hasło ")).p("bearer", chosenPW("pl")).t(". Przez SSH wchodzi normalnie.").close()
		}),
		K("pl_sign_off", "pl", func(b *B) {
			b.open().t("po aktualizacji Spring Boot do ").k("3.2."+fmt.Sprint(rn(0, 9))).t(" Hibernate nie widzi encji z innego modułu. @EntityScan dodany.").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("pl_przelewy24", "pl", func(b *B) {
			b.open().t("Przelewy24 zwraca błąd 'Incorrect CRC value'.\n```php\n$merchantId = ").k(fmt.Sprint(rn(100000, 399999))).t(";\n$crc = '").p("bearer", u(func() string { return hexs(16) })).t("';\n$apiKey = '").p("bearer", hex32()).t("';\n```").close()
		}),
		K("pl_allegro_api", "pl", func(b *B) {
			b.open().t("autoryzacja w API Allegro zwraca invalid_client.\n```\nCLIENT_ID=").t(hexs(32)).t("\nCLIENT_SECRET=").p("bearer", u(func() string { return strong(AN, 64) })).t("\n```\nAplikacja zarejestrowana ").k(fmt.Sprintf("%02d.%02d.2024", rn(1, 28), rn(1, 12))).t(".").close()
		}),
		K("pl_jwt_log", "pl", func(b *B) {
			b.open().t("w logach NestJS widzę przy każdym żądaniu:\n```\n[Nest] ").k(fmt.Sprint(rn(1000, 99999))).t("  - ").k(fmt.Sprintf("%02d.%02d.2024, %02d:%02d:%02d", rn(1, 28), rn(1, 12), rn(0, 23), rn(0, 59), rn(0, 59))).t("   WARN [JwtStrategy] invalid signature for ").p("jwt", jwt(pick("piotr", "kasia", "marta"))).t("\n```\nSekret w JwtModule jest ten sam co w auth-service.").close()
		}),
		K("pl_inpost_token", "pl", func(b *B) {
			b.open().t("ShipX InPost zwraca 401, a token jest świeży z Managera Paczek:\n```\nAuthorization: Bearer ").p("bearer", u(func() string { return jwtLikeOpaque() })).t("\norganization_id: ").k(fmt.Sprint(rn(1000, 99999))).t("\n```").close()
		}),
	}
}

// jwtLikeOpaque is a long opaque token (not a JWT).
func jwtLikeOpaque() string { return strong(B64U, 96) }
