package main

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
)

func devTemplates() []T {
	return []T{
		{"paystack_curl", true, false, func(b *B) {
			cc := b.pick("NG", "GH", "KE", "ZA")
			n := b.name(cc)
			b.F("curl https://api.paystack.co/transaction/initialize \\\n  -H \"Authorization: Bearer ¤\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"email\": \"¤\", \"amount\": \"¤\", \"reference\": \"¤\"}'",
				tk(b.paystackSecret()), em(b.email(n, cc)), K(fmt.Sprint(b.rng(10, 5000)*100)), K("ref_"+b.from(lowerNum, 12)))
		}},
		{"paystack_sdk_issue", true, false, func(b *B) {
			key := b.paystackSecret()
			b.F("Getting \"Invalid key\" when verifying transactions, works on Postman though 🤔\n\n```js\nconst paystack = require('paystack-api')('¤');\nconst res = await paystack.transaction.verify({ reference: '¤' });\n```\nnode ¤, paystack-api ¤",
				tk(key), K("T"+b.digits(15)), K(b.pick("v18.19.0", "v20.11.1", "v22.3.0")), K(b.pick("2.0.6", "2.1.0", "1.4.2")))
		}},
		{"flutterwave_env", true, false, func(b *B) {
			b.F("# .env.production\nFLW_PUBLIC_KEY=¤\nFLW_SECRET_KEY=¤\nFLW_ENCRYPTION_KEY=¤\nFLW_REDIRECT_URL=https://shop.¤/payment/callback\nAPP_VERSION=¤",
				K(b.flwPublic()), tk(b.flwSecret()), tk(b.flwEncKey()), b.pick("lagosmart.com.ng", "akwaabaprop.com.gh", "kilimall.co.ke"), K(b.pick("3.12.0", "1.8.4", "2.0.1")))
		}},
		{"daraja_oauth", true, false, func(b *B) {
			ck, cs := b.from(alnum, 48), b.from(alnum, 64)
			tokv := b.from(alnum, 28)
			switch b.n(3) {
			case 0:
				b.F("curl -X GET 'https://sandbox.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials' \\\n  -H 'Authorization: Basic ¤'",
					tk(base64.StdEncoding.EncodeToString([]byte(ck+":"+cs))))
			case 1:
				b.F("Daraja keeps returning ¤ Invalid Access Token. My app:\nConsumer Key: ¤\nConsumer Secret: ¤\nWhat am I missing?",
					K("400.008.01"), tk(ck), tk(cs))
			default:
				b.F("{\"access_token\": \"¤\", \"expires_in\": \"3599\"}\n→ then POST /mpesa/stkpush/v1/processrequest with Authorization: Bearer ¤",
					tk(tokv), tk(tokv))
			}
		}},
		{"daraja_stk_push", true, false, func(b *B) {
			sc := b.pick("174379", b.nz(6))
			ts := fmt.Sprintf("20%02d%02d%02d%02d%02d%02d", b.rng(24, 26), b.rng(1, 12), b.rng(1, 28), b.rng(0, 23), b.n(60), b.n(60))
			pw := base64.StdEncoding.EncodeToString([]byte(sc + b.hex(64) + ts))
			msisdn := b.phone("KE", MSISDN)
			b.F("{\n  \"BusinessShortCode\": ¤,\n  \"Password\": \"¤\",\n  \"Timestamp\": \"¤\",\n  \"TransactionType\": \"CustomerPayBillOnline\",\n  \"Amount\": ¤,\n  \"PartyA\": ¤,\n  \"PartyB\": ¤,\n  \"PhoneNumber\": ¤,\n  \"CallBackURL\": \"https://api.¤/mpesa/callback\",\n  \"AccountReference\": \"¤\",\n  \"TransactionDesc\": \"Payment\"\n}",
				K(sc), tk(pw), K(ts), K(fmt.Sprint(b.rng(1, 5000))), ph(msisdn), K(sc), ph(msisdn), b.pick("tuskerfreight.co.ke", "savannahhealth.co.ke", "nairobiagritech.co.ke"), K("INV"+b.digits(5)))
		}},
		{"mpesa_b2c_credential", true, false, func(b *B) {
			cred := base64.StdEncoding.EncodeToString([]byte(b.from(alnum, 256)))
			b.F("B2C request failing with \"The initiator information is invalid\":\nInitiatorName=¤\nSecurityCredential=¤\nCommandID=BusinessPayment\nPartyA=¤\nPartyB=¤",
				b.pick("testapi", "apiop37", "b2c_ops"), tk(cred), K(b.pick("600978", "600584", b.nz(6))), ph(b.phone("KE", MSISDN)))
		}},
		{"payfast_config", true, false, func(b *B) {
			n := b.name("ZA")
			mk := b.from("abcdefghijklmnopqrstuvwxyz0123456789", 13)
			pass := b.pick("jt7NOE43FZPn", "Mzansi-Shop-2024", "capefreight_"+b.digits(4), b.password())
			if b.pct(50) {
				b.F("$data = [\n  'merchant_id' => '¤',\n  'merchant_key' => '¤',\n  'return_url' => 'https://¤/thanks',\n  'email_address' => '¤',\n  'amount' => '¤',\n  'item_name' => 'Order #¤',\n];\n$passphrase = '¤';",
					K(b.nz(8)), tk(mk), b.pick("capefreight.co.za", "jozibuild.co.za"), em(b.email(n, "ZA")), K(fmt.Sprintf("%d.00", b.rng(50, 5000))), K(b.digits(5)), tk(pass))
			} else {
				e := b.email(n, "ZA")
				b.F("ITN received: m_payment_id=¤&pf_payment_id=¤&payment_status=COMPLETE&amount_gross=¤&name_first=¤&email_address=¤&merchant_id=¤&signature=¤",
					K(b.digits(5)), K(b.nz(7)), K(fmt.Sprintf("%d.00", b.rng(50, 5000))), n.F, em(url.QueryEscape(e)), K(b.nz(8)), K(b.hex(32)))
			}
		}},
		{"tap_charge", true, false, func(b *B) {
			cc := b.pick("SA", "AE", "QA", "JO")
			n := b.name(cc)
			nsn := b.mobileNSN(cc)
			b.F("curl --request POST https://api.tap.company/v2/charges \\\n  --header 'Authorization: Bearer ¤' \\\n  --header 'content-type: application/json' \\\n  --data '{\"amount\":¤,\"currency\":\"¤\",\"customer\":{\"first_name\":\"¤\",\"email\":\"¤\",\"phone\":{\"country_code\":\"¤\",\"number\":\"¤\"}},\"source\":{\"id\":\"src_all\"},\"redirect\":{\"url\":\"https://¤/return\"}}'",
				tk(b.tapSecret()), K(fmt.Sprint(b.rng(5, 900))), map[string]string{"SA": "SAR", "AE": "AED", "QA": "QAR", "JO": "JOD"}[cc], n.F, em(b.email(n, cc)), dialCode[cc], ph(nsn), b.pick("najdtrading.com.sa", "marinaprops.ae", "dohatech.com.qa"))
		}},
		{"hyperpay_checkout", true, false, func(b *B) {
			n := b.name("SA")
			b.F("curl https://eu-test.oppwa.com/v1/checkouts \\\n -d \"entityId=¤\" \\\n -d \"amount=¤\" \\\n -d \"currency=SAR\" \\\n -d \"paymentType=DB\" \\\n -d \"customer.email=¤\" \\\n -d \"merchantTransactionId=¤\" \\\n -H \"Authorization: Bearer ¤\"",
				K("8ac7a4c"+b.hex(25)), K(fmt.Sprintf("%d.00", b.rng(10, 2000))), em(b.email(n, "SA")), K("ORD-"+b.digits(8)), tk(b.hyperpayToken()))
		}},
		{"webhook_log_jwt", true, false, func(b *B) {
			b.F("¤T¤:¤Z WARN webhook.orders rejected status=401 path=/v1/webhooks/¤ request_id=¤ auth=\"Bearer ¤\" reason=\"token expired\"",
				K(b.date(1)), b.time24(), fmt.Sprintf("%02d.%03d", b.n(60), b.n(1000)), b.pick("paystack", "flutterwave", "tap", "mpesa"), K("req_"+b.hex(16)), jw(b.jwt()))
		}},
		{"jwt_debug", true, false, func(b *B) {
			t := b.jwt()
			b.F(b.pick("Why does my Flutter app get 401 with this token? ¤ — the exp looks fine to me.", "jwt.io says invalid signature for ¤ but the backend (NestJS 10) accepted it yesterday", "Decoding this from our mobile app logs: ¤"),
				jw(t))
		}},
		{"session_cookie", true, false, func(b *B) {
			switch b.n(3) {
			case 0:
				b.F("GET /account/orders HTTP/1.1\nHost: www.¤\nCookie: PHPSESSID=¤; _ga=¤; lang=¤",
					b.pick("lagosmart.com.ng", "saharaprop.ma", "karachitextiles.com.pk"), tk(b.from("abcdefghijklmnopqrstuv0123456789", 26)), K(fmt.Sprintf("GA1.2.%d.%d", b.rng(100000000, 999999999), b.rng(1700000000, 1760000000))), b.pick("en", "fr", "ar"))
			case 1:
				b.F("Set-Cookie: sessionid=¤; expires=¤; HttpOnly; ¤; Path=/; SameSite=Lax; Secure",
					tk(b.from("abcdefghijklmnopqrstuvwxyz0123456789", 32)), K("Thu, "+b.date(3)+" 10:22:01 GMT"), K("Max-Age=1209600"))
			default:
				b.F("Users on the Jeddah branch keep getting logged out. Log: JSESSIONID=¤ invalidated after ¤ s, node=app-¤",
					tk(b.from(hexUpper, 32)), K(fmt.Sprint(b.rng(30, 1800))), fmt.Sprint(b.rng(1, 9)))
			}
		}},
		{"db_url_env", true, false, func(b *B) {
			pw := b.password()
			host := b.pick("db.internal", "10.0.3.12", "pg-prod.cluster-c9x.eu-west-1.rds.amazonaws.com", "mysql.ng-lagos-1")
			switch b.n(2) {
			case 0:
				b.F("DATABASE_URL=postgres://orders_app:¤@¤:5432/orders\nREDIS_URL=redis://¤:6379/0\nNODE_ENV=production",
					tk(url.UserPassword("x", pw).String()[2:]), host, b.pick("cache.internal", "10.0.3.20"))
			default:
				b.F("mysql -h ¤ -u payroll -p'¤' payroll_db -e \"select count(*) from employees\"", host, tk(pw))
			}
		}},
		{"smtp_env", true, false, func(b *B) {
			cc := b.cc(countries)
			n := b.name(cc)
			b.F("MAIL_MAILER=smtp\nMAIL_HOST=smtp.gmail.com\nMAIL_PORT=587\nMAIL_USERNAME=¤\nMAIL_PASSWORD=\"¤\"\nMAIL_ENCRYPTION=tls",
				em(b.email(n, cc)), tk(b.appPassword()))
		}},
		{"africastalking_sms", true, false, func(b *B) {
			to := b.phone(b.pick("KE", "NG", "GH", "KE"), E164)
			b.F("POST https://api.africastalking.com/version1/messaging\napiKey: ¤\nContent-Type: application/x-www-form-urlencoded\n\nusername=¤&to=¤&message=Your+order+¤+has+shipped&from=¤",
				tk(b.atKey()), b.pick("sandbox", "duka_live", "mfarm"), ph(strings.Replace(to, "+", "%2B", 1)), K(b.digits(6)), b.pick("DUKA", "AFTKNG", "MFARM"))
		}},
		{"whatsapp_cloud_api", true, false, func(b *B) {
			cc := b.cc(countries)
			b.F("curl -X POST 'https://graph.facebook.com/¤/¤/messages' \\\n -H 'Authorization: Bearer ¤' \\\n -H 'Content-Type: application/json' \\\n -d '{\"messaging_product\":\"whatsapp\",\"to\":\"¤\",\"type\":\"template\",\"template\":{\"name\":\"order_update\",\"language\":{\"code\":\"¤\"}}}'",
				K(fmt.Sprintf("v%d.0", b.rng(17, 21))), K(b.nz(15)), tk(b.metaToken()), ph(b.phone(cc, MSISDN)), b.pick("en_US", "ar", "fr", "he"))
		}},
		{"telegram_bot", true, false, func(b *B) {
			b.F("Our order bot stopped replying. python bot.py → telegram.error.InvalidToken. config.py has:\nBOT_TOKEN = \"¤\"\nADMIN_CHAT_ID = ¤",
				tk(b.telegramToken()), K(b.nz(9)))
		}},
		{"google_maps_key", true, false, func(b *B) {
			b.F("Geocoding works locally but not on the rider app: https://maps.googleapis.com/maps/api/geocode/json?address=¤&key=¤",
				b.pick("Al+Barsha+1,+Dubai", "Lekki+Phase+1,+Lagos", "Gulberg+III,+Lahore", "Westlands,+Nairobi"), tk(b.googleKey()))
		}},
		{"github_token_ci", true, false, func(b *B) {
			b.F("- name: Push image\n  run: echo ¤ | docker login ghcr.io -u ¤ --password-stdin",
				tk(b.ghToken()), b.pick("tunde-dev", "wanjiru-k", "mehdi-tn", "yael-c"))
		}},
		{"router_admin", true, false, func(b *B) {
			pw := b.password()
			switch b.n(3) {
			case 0:
				b.F("Router admin (¤) login: admin / ¤ — please change after installation. Customer line ¤.", K("192.168.1.1"), tk(pw), ph(b.phoneAny(b.cc(countries))))
			case 1:
				b.F("Authorization: Basic ¤", tk(basic("admin", pw)))
			default:
				b.F("The CCTV NVR at the ¤ shop: user admin, password: ¤", b.city(b.cc(countries)), tk(pw))
			}
		}},
		{"wifi_password", true, false, func(b *B) {
			pw := b.password()
			switch b.n(5) {
			case 0:
				b.F("Welcome to ¤ Guesthouse! Wi-Fi: ¤_5G, password: ¤", b.city(b.cc(countries)), b.pick("Karibu", "Akwaaba", "Marhaba", "Ahlan"), tk(pw))
			case 1:
				b.F("كلمة سر الواي فاي: ¤", tk(pw))
			case 2:
				b.F("Mot de passe Wi-Fi du cabinet : ¤", tk(pw))
			case 3:
				b.F("הסיסמה לוויי-פיי: ¤", tk(pw))
			default:
				b.F("WiFi password na ¤ abeg no give anybody", tk(pw))
			}
		}},
		{"portal_password_ar", true, false, func(b *B) {
			n := b.name(b.cc(arabicCC))
			b.F("تم إنشاء حسابك في بوابة ¤. اسم المستخدم: ¤ كلمة المرور المؤقتة: ¤ يرجى تغييرها عند أول دخول.",
				b.pick("الموظفين", "أولياء الأمور", "الموردين", "الطلاب"), slug(n.F)+"."+slug(n.L), tk(b.password()))
		}},
		{"ent_password_fr", true, false, func(b *B) {
			n := b.name(b.cc(maghrebCC))
			b.F("Bonjour, voici vos identifiants pour l'ENT : identifiant ¤, mot de passe : ¤ (à modifier à la première connexion). Code établissement ¤.",
				slug(n.F)+"."+slug(n.L), tk(b.password()), K(b.pick("0250011", "ETAB"+b.digits(4), b.digits(8))))
		}},
		{"openai_chatbot_env", true, false, func(b *B) {
			b.F("Our WhatsApp support bot (Django ¤) is leaking tokens in logs?? settings.py:\nOPENAI_API_KEY = \"¤\"\nWHATSAPP_VERIFY_TOKEN = \"¤\"",
				K(b.pick("4.2.11", "5.0.4", "5.1")), tk("sk-proj-"+b.from(alnum+"-_", 100)+"T3BlbkFJ"+b.from(alnum+"-_", 20)), tk(b.from(alnum, 24)))
		}},
		{"api_docs_placeholder", false, true, func(b *B) {
			switch b.n(3) {
			case 0:
				b.F("Replace YOUR_SECRET_KEY with the key from your dashboard:\ncurl https://api.paystack.co/bank -H \"Authorization: Bearer YOUR_SECRET_KEY\"\nYour public key (safe for the browser) looks like ¤.",
					K(b.paystackPublic()))
			case 1:
				b.F("Inline checkout: FlutterwaveCheckout({ public_key: \"¤\", tx_ref: \"¤\", amount: ¤, currency: \"NGN\" }) — never put FLWSECK keys in front-end code.",
					K(b.flwPublic()), K("tx-"+b.digits(10)), K(fmt.Sprint(b.rng(100, 90000))))
			default:
				b.F("Tap: initialise goSell with the publishable key ¤ and call /v2/charges from your server with sk_test_XXXXXXXXXXXXXXXX.",
					K(b.tapPublic()))
			}
		}},
		{"dev_log_clean", false, true, func(b *B) {
			b.F("¤ ¤.¤ INFO [req-¤] GET /api/v2/orders/¤ 200 ¤ms ver=¤ build=¤ region=¤",
				K(b.date(1)), K(b.time24()+":"+fmt.Sprintf("%02d", b.n(60))), fmt.Sprintf("%03d", b.n(1000)), K(b.hex(8)), K(b.jumiaOrder()), fmt.Sprint(b.rng(5, 900)), K(b.pick("3.14.2", "2.0.0-rc.3", "1.22.7")), K(fmt.Sprintf("20250%d%02d.%d", b.rng(1, 9), b.rng(1, 28), b.rng(1, 9))), b.pick("af-south-1", "me-central-1", "me-south-1", "eu-west-1"))
		}},
		{"dev_error_clean", false, true, func(b *B) {
			switch b.n(3) {
			case 0:
				b.F("Daraja STK callback: {\"ResultCode\": 1032, \"ResultDesc\": \"Request cancelled by user\", \"MerchantRequestID\": \"¤\", \"CheckoutRequestID\": \"¤\"}",
					K(fmt.Sprintf("%d-%d-1", b.rng(1000, 99999), b.rng(100000000, 999999999))), K("ws_CO_"+b.digits(20)))
			case 1:
				b.F("Paystack webhook: event=charge.success reference=¤ amount=¤ currency=NGN channel=card authorization.bin=¤ last4=¤ bank=\"¤\"",
					K("ref_"+b.from(lowerNum, 12)), K(fmt.Sprint(b.rng(100, 5000)*100)), K(b.pick("408408", "539983", "506099", "418745")), K(b.digits(4)), b.pick("Guaranty Trust Bank", "Access Bank", "Zenith Bank"))
			default:
				b.F("HyperPay result.code=¤ (\"¤\") for checkout id ¤",
					K(b.pick("000.100.110", "800.100.151", "100.396.103", "000.200.000")), b.pick("Request successfully processed in 'Merchant in Integrator Test Mode'", "transaction declined (invalid card)", "Previously pending transaction timed out", "transaction pending"), K(b.hex(32)+".uat01-vm-tx0"+fmt.Sprint(b.rng(1, 4))))
			}
		}},
	}
}
