package main

import (
	"fmt"
	"strings"
)

func extraPII() []Kind {
	return []Kind{
		K("zh_email_obfuscated", "zh", func(b *B) {
			e := b.l.email()
			at := strings.Index(e, "@")
			var ob string
			switch r.Intn(3) {
			case 0:
				ob = e[:at] + "#" + e[at+1:]
			case 1:
				ob = e[:at] + "(at)" + e[at+1:]
			default:
				ob = e[:at] + " AT " + e[at+1:]
			}
			used[ob] = true
			b.open().t("uni-app 打包 APK 后 WebSocket 连不上，H5 正常。HBuilderX ").k("4."+fmt.Sprint(rn(0, 30))).t("。\n有偿求助，").t(pick("邮箱：", "可以发邮件到 ", "联系邮箱 ")).p("email", ob).t(pick("（#换成@）", "（防爬，自己替换）", "")).t("，").t(pick("电话 ", "手机：", "微信同号 ")).p("phone", b.phone())
		}),
		K("gen_key_label_local", "", func(b *B) {
			v := pick(hex32(), u(func() string { return strong(AN, 40) }))
			b.open().t(pick("SDK init → 403 Forbidden. ", "signature mismatch. ", "HMAC → invalid signature. ")).t(b.lbl("key")).p("bearer", v).t("\nendpoint: https://api.").t(pick("payments.local", "open.example.cn", "partner-gw.io")).t("/v").k(fmt.Sprint(rn(2, 5))).t("/notify").close()
		}),
		K("gen_token_label_local", "", func(b *B) {
			b.open().t(pick("webhook → 401. ", "API → unauthorized. ")).t(b.lbl("tok")).p("bearer", longTok(rn(28, 48))).t(" (").t(pick("expires_in=7200", "scope=read", "issued 2024")).t(")\nrequest id ").k(uuid()).close()
		}),
		K("gen_env_markdown_table", "", func(b *B) {
			b.open().cfg().t("| KEY | VALUE |\n|---|---|\n| APP_ENV | production |\n| APP_PORT | ").k(pick("8080", "3000", "9000")).t(" |\n| DB_PASSWORD | ").p("bearer", pw(b.l.c)).t(" |\n| PAYMENT_SECRET_KEY | ").p("bearer", u(func() string { return strong(AN, 32) })).t(" |\n| BUILD_SHA | ").k(sha7()).t(" |\n").close()
		}),
		K("ja_sign_fullwidth", "ja", func(b *B) {
			e := b.l.email()
			fw := strings.Replace(e, "@", "＠", 1)
			used[fw] = true
			b.open().t("Flutter ").k("3."+fmt.Sprint(rn(16, 24))+"."+fmt.Sprint(rn(0, 9))).t(" で iOS のプッシュ通知が届きません。APNs キーは登録済みです。\n案件のご相談は下記まで。\n連絡先：").p("email", fw).t("／").p("phone", b.phone())
		}),
		K("gen_profile_json", "", func(b *B) {
			b.open().t("GET /api/me (").t(pick("my own account", "tài khoản của em", "mein Account", "我自己的账号", "моя учётка")).t(")\n```json\n{\"id\": ").k(fmt.Sprint(rn(100000, 999999))).t(", \"nickname\": \"").t(pk(b.l.names)).t("\", \"email\": \"").p("email", b.l.email()).t("\", \"mobile\": \"").p("phone", b.phone()).t("\", \"created_at\": \"").k(isoTs()).t("\"}\n```\n").close()
		}),
		K("gen_card_curl_raw", "", func(b *B) {
			b.open().t("raw card API (PCI test env):\n```\ncurl https://api.").t(pick("pay-gw.local", "sandbox.acquirer.io", "psp.internal")).t("/v1/tokens \\\n  -d \"card[number]=").p("credit_card", cardDigits()).t("\" -d \"card[exp_month]=").k(fmt.Sprint(rn(1, 12))).t("\" -d \"card[exp_year]=").k(fmt.Sprint(rn(2026, 2031))).t("\"\n```\n→ card_declined. ").t(pk(b.l.ask))
		}),
	}
}

func extraClean() []Kind {
	return []Kind{
		K("clean_local_label_placeholders", "", func(b *B) {
			b.open().cfg().t(b.lbl("pw")).t(b.ph()).t("\n").t(b.lbl("tok")).t(b.ph()).t("\n").t(b.lbl("key")).t(b.ph()).t("\n").close()
		}),
		K("clean_doc_sample_keys", "", func(b *B) {
			b.open().t("docs:\n```\n").t(pick("Stripe.api_key = '", "stripe.apiKey = '")).k("sk_test_4eC39HqLyjWDarjtT1zdp7dc").t("'\nrecaptcha site key (test): ").k("6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI").t("\nrecaptcha secret (test): ").k("6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe").t("\n```\n").close()
		}),
		K("clean_test_cards", "", func(b *B) {
			b.open().t("Stripe test:\n| card | result |\n|---|---|\n| ").k("4242 4242 4242 4242").t(" | succeeds |\n| ").k("4000 0025 0000 3155").t(" | 3DS |\n| ").k("4000 0000 0000 9995").t(" | insufficient_funds |\n").close()
		}),
		K("clean_placeholder_phones", "", func(b *B) {
			ph := map[string]string{"zh": "13800138000", "ko": "010-1234-5678", "ru": "+7 (999) 123-45-67", "pt": "(11) 99999-9999", "ja": "090-0000-0000", "tr": "05XX XXX XX XX"}[b.l.c]
			if ph == "" {
				ph = "+00 000 000 000"
			}
			b.open().t("HTML:\n```html\n<input type=\"tel\" name=\"phone\" placeholder=\"").k(ph).t("\" pattern=\"[0-9+()\\- ]{7,20}\">\n```\n").close()
		}),
		K("clean_idempotency_headers", "", func(b *B) {
			b.open().t("```\nIdempotency-Key: ").k(uuid()).t("\nX-Correlation-ID: ").k(uuid()).t("\nIf-None-Match: \"").k(hexs(32)).t("\"\n```\n→ 409 Conflict. ").t(pk(b.l.ask))
		}),
		K("clean_hashed_secret_baseline", "", func(b *B) {
			b.open().t(".secrets.baseline:\n```json\n{\"type\": \"Secret Keyword\", \"filename\": \"config/settings.py\", \"hashed_secret\": \"").k(hexs(40)).t("\", \"is_verified\": false, \"line_number\": ").k(fmt.Sprint(rn(10, 300))).t("}\n```\n").close()
		}),
		K("clean_public_key_pem", "", func(b *B) {
			body := "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + rs(B64S, 52) + "=="
			b.open().t("JWT verify (ES256) public key:\n```\n-----BEGIN PUBLIC KEY-----\n").k(body[:64]).t("\n").k(body[64:]).t("\n-----END PUBLIC KEY-----\n```\n").close()
		}),
		K("clean_kakao_js_key", "", func(b *B) {
			b.open().t("```html\n<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/").k("2." + fmt.Sprint(rn(5, 7)) + "." + fmt.Sprint(rn(0, 9))).t("/kakao.min.js\"></script>\n<script>Kakao.init('").k(hexs(32)).t("'); // JavaScript 키</script>\n```\n").close()
		}),
		K("clean_example_emails", "", func(b *B) {
			b.open().t("```js\nawait request(app).post('/signup').send({ email: '").k(pick("user", "test", "foo", "demo") + "@example." + pick("com", "org", "net")).t("', password: process.env.TEST_PASSWORD });\n```\n").close()
		}),
		K("clean_git_ssh_remote", "", func(b *B) {
			b.open().t("```\n$ git clone git@github.com:").t(pick("acme", "team", "org")).t("/api.git\nThe key fingerprint is ").k("SHA256:" + rs(B64S, 43)).t("\nPermission denied (publickey).\n```\n").close()
		}),
		K("clean_sops_encrypted", "", func(b *B) {
			b.open().t("SOPS:\n```yaml\ndb_password: ENC[AES256_GCM,data:").k(rs(B64S, 16) + "==").t(",iv:").t(rs(B64S, 43)).t("=,tag:").t(rs(B64S, 22)).t("==,type:str]\nsops:\n    version: ").k("3." + fmt.Sprint(rn(7, 9)) + "." + fmt.Sprint(rn(0, 3))).t("\n```\n").close()
		}),
		K("clean_bcrypt_hash_row", "", func(b *B) {
			b.open().t("```\n id | username | password_hash\n----+----------+--------------------------------------------------------------\n ").k(fmt.Sprint(rn(1, 999))).t(" | admin    | ").k("$2b$12$" + rs(AN+"./", 53)).t("\n```\nbcrypt.compare() false. ").t(pk(b.l.ask))
		}),
		K("clean_ulid_ids", "", func(b *B) {
			b.open().t("ULID ").k("01H" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)).t(" / KSUID ").k("2" + rs(AN, 26)).t(" — sort order? ").t(pk(b.l.ask))
		}),
	}
}
