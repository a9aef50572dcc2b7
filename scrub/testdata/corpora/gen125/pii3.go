package main

import (
	"fmt"
	"strings"
)

// word returns the language's word w ("pw", "key", "tok") with a colon the local way.
func (b *B) lbl(w string) string {
	var s string
	switch w {
	case "pw":
		s = b.l.pwW
	case "key":
		s = b.l.keyW
	default:
		s = b.l.tokW
	}
	switch b.l.c {
	case "zh", "ja":
		return s + "："
	case "fr":
		return s + " : "
	}
	return s + ": "
}

func genKinds() []Kind {
	return []Kind{
		K("gen_curl_bearer_opaque", "", func(b *B) {
			b.open().t("curl → 401\n```\ncurl -s https://api.").t(pick("internal-crm.io", "shop-backend.net", "erp.example.org")).t("/v1/orders?page=").k(fmt.Sprint(rn(2, 40))).t(" \\\n  -H 'Authorization: Bearer ").p("bearer", longTok(rn(32, 64))).t("'\n```\n").close()
		}),
		K("gen_git_remote_ghp", "", func(b *B) {
			b.open().t("git push → 403\n```\n$ git remote -v\norigin\thttps://").t(pick("dev", "ci", "me")).t(":").p("bearer", ghp()).t("@github.com/").t(pick("acme", "myteam", "studio")).t("/backend.git (push)\n$ git log -1 --format=%H\n").k(sha40()).t("\n```").close()
		}),
		K("gen_gitlab_private_token", "", func(b *B) {
			b.open().t("GitLab API:\n```\ncurl --header \"PRIVATE-TOKEN: ").p("bearer", glpat()).t("\" \"https://gitlab.com/api/v4/projects/").k(fmt.Sprint(rn(10000000, 59999999))).t("/pipelines\"\n{\"message\":\"401 Unauthorized\"}\n```").close()
		}),
		K("gen_anthropic_key", "", func(b *B) {
			b.open().errl().t("anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}}\n").cfg().t("```python\nclient = anthropic.Anthropic(api_key=\"").p("bearer", anthropicKey()).t("\")\n```\nanthropic==").k("0." + fmt.Sprint(rn(20, 40)) + "." + fmt.Sprint(rn(0, 9))).close()
		}),
		K("gen_oauth_json_response", "", func(b *B) {
			b.open().t("/oauth/token → refresh ").t(pick("400 invalid_grant", "token vencido", "401")).t("\n```json\n{\"access_token\":\"").p("jwt", jwt(pick("user01", "dev", "test"))).t("\",\"refresh_token\":\"").p("bearer", longTok(rn(40, 64))).t("\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"scope\":\"openid profile\"}\n```").close()
		}),
		K("gen_localstorage_jwt", "", func(b *B) {
			b.open().t("localStorage:\n```\n> localStorage.getItem('token')\n'").p("jwt", jwt(pick("admin", "demo", "qa"))).t("'\n```\n").t(pk(b.l.err)).t(" 403 Forbidden, x-request-id ").k(uuid()).close()
		}),
		K("gen_git_author_email", "", func(b *B) {
			b.open().t("git log:\n```\ncommit ").k(sha40()).t("\nAuthor: ").t(pk(b.l.names)).t(" <").p("email", b.l.email()).t(">\nDate:   ").k(fmt.Sprintf("Mon Mar %d %02d:%02d:%02d 2024 +0%d00", rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59), rn(1, 9))).t("\n\n    fix: rebase conflict\n```\n").close()
		}),
		K("gen_messenger_signoff", "", func(b *B) {
			b.open().t("Vite + Tailwind ").k("3.4."+fmt.Sprint(rn(0, 17))).t(" HMR ").t(pk(b.l.err)).t(" [vite] hmr update failed.").close().t("\n", pk(b.l.names), " · ", pick("Telegram/WhatsApp", "WhatsApp", "Telegram"), " ").p("phone", b.phone())
		}),
		K("gen_mail_only_signoff", "", func(b *B) {
			b.open().t("Python ").k("3.1"+fmt.Sprint(rn(0, 3))+"."+fmt.Sprint(rn(0, 9))).t(" asyncio: RuntimeError: Event loop is closed.").close().t("\n-- \n", pk(b.l.names), " <").p("email", b.l.email()).t(">")
		}),
		K("gen_connstr_stacktrace", "", func(b *B) {
			p := pw(b.l.c)
			b.open().errl().t("```\npymongo.errors.OperationFailure: bad auth : authentication failed, full error: {'ok': 0, 'errmsg': 'bad auth', 'code': 8000}\n  uri = \"mongodb+srv://").t(pick("appuser", "admin", "backend")).t(":").p("bearer", p).t("@cluster0.").t(rs(lower+digit, 5)).t(".mongodb.net/?retryWrites=true&w=majority\"\n```").close()
		}),
		K("gen_sendgrid_key", "", func(b *B) {
			b.open().t("SendGrid 403 Forbidden:\n```js\nsgMail.setApiKey('").p("bearer", sendgrid()).t("');\n```\nx-message-id: ").k(rs(B64U, 22)).close()
		}),
		K("gen_hf_token", "", func(b *B) {
			b.open().t("huggingface-cli login → 401 Repository Not Found\n```\n$ export HF_TOKEN=").p("bearer", hfTok()).t("\n$ huggingface-cli download meta-llama/Llama-3.1-8B --revision ").k(sha40()).t("\n```").close()
		}),
		K("gen_azure_openai_header", "", func(b *B) {
			b.open().t("Azure OpenAI:\n```\nPOST https://").t(pick("aoai-prod", "openai-eu", "gpt-west")).t(".openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=").k(pick("2024-02-15-preview", "2024-06-01", "2024-08-01-preview")).t("\napi-key: ").p("bearer", hex32()).t("\n→ 401 Access denied due to invalid subscription key\n```").close()
		}),
		K("gen_npmrc_token", "", func(b *B) {
			b.open().t("npm publish → E404\n```\n# ~/.npmrc\n//registry.npmjs.org/:_authToken=").p("bearer", npmTok()).t("\n```\nnpm ").k("10." + fmt.Sprint(rn(0, 9)) + "." + fmt.Sprint(rn(0, 3))).close()
		}),
		K("gen_docker_login_acr", "", func(b *B) {
			b.open().t("docker login:\n```\n$ docker login --username=").t(pick("dev_team", "ops", "ci-bot")).t(" --password ").p("bearer", pw(b.l.c)).t(" ").t(pick("registry.cn-hangzhou.aliyuncs.com", "ccr.ccs.tencentyun.com", "cr.yandex", "harbor.internal.local")).t("\nError response from daemon: Get \"https://…/v2/\": unauthorized: authentication required\n```").close()
		}),
		K("gen_redis_cli_a", "", func(b *B) {
			b.open().t("redis-cli:\n```\n$ redis-cli -h ").k(privIP()).t(" -p 6379 -a ").p("bearer", pw(b.l.c)).t(" ping\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\n(error) WRONGPASS invalid username-password pair or user is disabled.\n```").close()
		}),
		K("gen_basic_auth_header", "", func(b *B) {
			user := pick("admin", "api", "jenkins", "kibana", b.l.locals[0])
			b.open().t("HTTP:\n```\nGET /api/v1/status HTTP/1.1\nHost: ").k(privIP()+":9200").t("\nAuthorization: Basic ").p("bearer", u(func() string { return b64pw(user + ":" + pw(b.l.c)) })).t("\n\nHTTP/1.1 401 Unauthorized\n```").close()
		}),
		K("gen_ci_log_unmasked", "", func(b *B) {
			b.open().t("CI log:\n```\n[").k(isoTs()).t("] + export DEPLOY_TOKEN=").p("bearer", longTok(40)).t("\n[").k(isoTs()).t("] + ./deploy.sh --env=prod --build ").k(fmt.Sprint(rn(1000, 9999))).t("\nerror: unauthorized (401)\n```").close()
		}),
		K("gen_ssn_fixture", "", func(b *B) {
			b.open().t("seed.sql (US payroll):\n```sql\nINSERT INTO employees (id, first_name, last_name, ssn, hired_at) VALUES\n  (").k(fmt.Sprint(rn(100, 999))).t(", 'Maria', 'Lopez', '").p("ssn", ssn()).t("', '").k(fmt.Sprintf("2021-%02d-%02d", rn(1, 12), rn(1, 28))).t("'),\n  (").t(fmt.Sprint(rn(1000, 1999))).t(", 'Test', 'User', '").k(badSSN()).t("', '2022-01-01');\n```\nERROR: duplicate key value violates unique constraint \"employees_ssn_key\"").close()
		}),
		K("gen_itin_form", "", func(b *B) {
			b.open().t("1040 form → tax API:\n```json\n{\"taxpayer\": {\"itin\": \"").p("ssn", itin()).t("\", \"filing_status\": \"single\"}, \"tax_year\": ").k("2023").t(", \"form_id\": \"").k(uuid()).t("\"}\n```\n422: invalid TIN format").close()
		}),
		K("gen_card_sql_dump", "", func(b *B) {
			b.open().t("legacy DB dump (PCI...):\n```\n order_id |    card_number     | exp   | total\n----------+--------------------+-------+--------\n ").k(fmt.Sprint(rn(100000, 999999))).t(" | ").p("credit_card", cardDigits()).t(" | ").k(fmt.Sprintf("%02d/%02d", rn(1, 12), rn(25, 30))).t(" | ").k(fmt.Sprintf("%d.%02d", rn(10, 2000), rn(0, 99))).t("\n```\n").close()
		}),
		K("gen_card_exception", "", func(b *B) {
			b.open().errl().t("```\ncom.acme.pay.CardDeclinedException: issuer declined card ").p("credit_card", card()).t(" (code 05) for order ").k(luhnBad()).t("\n\tat com.acme.pay.Gateway.charge(Gateway.java:").k(fmt.Sprint(rn(100, 400))).t(")\n```").close()
		}),
		K("gen_sms_test_own_phone", "", func(b *B) {
			b.open().t("SMS API (").t(pick("Aliyun Dysms", "Twilio", "Vonage", "SMSC")).t(") test:\n```json\n{\"PhoneNumbers\": \"").p("phone", b.phone()).t("\", \"SignName\": \"").t(pick("测试", "Demo", "Shop")).t("\", \"TemplateCode\": \"SMS_").k(digits(9)).t("\", \"TemplateParam\": \"{\\\"code\\\":\\\"").k(digits(6)).t("\\\"}\"}\n```\n").close()
		}),
		K("gen_smtp_config_email", "", func(b *B) {
			b.open().cfg().t("```yaml\nmail:\n  host: smtp.").t(pick("qq.com", "163.com", "yandex.ru", "gmx.de", "naver.com", "gmail.com")).t("\n  port: ").k(pick("465", "587")).t("\n  username: ").p("email", b.l.email()).t("\n  password: ").p("bearer", pw(b.l.c)).t("\n```\n535 Authentication failed").close()
		}),
		K("gen_ws_url_jwt", "", func(b *B) {
			b.open().t("WebSocket 1006:\n```\nwss://").t(pick("chat.", "rt.", "ws.")).t(pick("myapp.io", "game-server.net", "live.local")).t("/socket.io/?EIO=4&transport=websocket&token=").p("jwt", jwt(pick("player1", "guest", "operator"))).t("\n```\nsocket.io-client ").k("4.7." + fmt.Sprint(rn(0, 5))).close()
		}),
		K("gen_aws_session_env", "", func(b *B) {
			b.open().t("aws sts → ExpiredToken?\n```\nexport AWS_ACCESS_KEY_ID=ASIA").t(rs(upper+"234567", 16)).t("\nexport AWS_SECRET_ACCESS_KEY=").p("bearer", awsSecret()).t("\nexport AWS_SESSION_TOKEN=").p("bearer", awsSession()).t("\n```\nAccount ").k(digits(12)).close()
		}),
		K("gen_tencent_go_sdk", "", func(b *B) {
			b.open().t("tencentcloud-sdk-go:\n```go\ncredential := common.NewCredential(\n    \"").t(tcID()).t("\",\n    \"").p("bearer", tcKey()).t("\",\n)\nclient, _ := cvm.NewClient(credential, regions.Guangzhou, cpf)\n```\n[TencentCloudSDKError] Code=AuthFailure.SignatureFailure, RequestId=").k(uuid()).close()
		}),
		K("gen_jwt_secret_env", "", func(b *B) {
			b.open().t(".env:\n```\nJWT_SECRET=").p("bearer", u(func() string { return strong(AN, rn(32, 64)) })).t("\nJWT_EXPIRES_IN=").k(pick("7d", "15m", "3600s")).t("\nPORT=").k(pick("3000", "8080", "4000")).t("\n```\n→ JsonWebTokenError: invalid signature").close()
		}),
		K("gen_gcp_oauth_client", "", func(b *B) {
			b.open().t("Google OAuth → invalid_client\n```json\n{\"web\":{\"client_id\":\"").k(digits(12)+"-"+rs(lower+digit, 32)+".apps.googleusercontent.com").t("\",\"client_secret\":\"").p("bearer", gcpOauthSecret()).t("\",\"redirect_uris\":[\"http://localhost:").k("5173").t("/callback\"]}}\n```").close()
		}),
		K("gen_pw_label_prose", "", func(b *B) {
			b.open().t("FTP/SFTP ").k(privIP()).t(" — user ").t(pick("deploy", "www", "backup")).t(", ").t(b.lbl("pw")).p("bearer", chosenPW(b.l.c)).t(" → 530 Login incorrect.").close()
		}),
		K("gen_token_label_prose", "", func(b *B) {
			b.open().t("Telegram Bot API getUpdates → 401. ").t(b.lbl("tok")).p("bearer", telegram()).t("\n").close()
		}),
		K("gen_key_label_prose", "", func(b *B) {
			b.open().t("Geocoding API (backend) → REQUEST_DENIED. ").t(pick("API key", b.l.keyW)).t(": ").p("bearer", gcpKey()).t("\nhttps://maps.googleapis.com/maps/api/geocode/json?address=...&").k("language=" + b.l.c).close()
		}),
		K("gen_sig_email_phone", "", func(b *B) {
			b.open().t("Spring Security ").k("6."+fmt.Sprint(rn(0, 3))+"."+fmt.Sprint(rn(0, 9))).t(" + Keycloak ").k(fmt.Sprint(rn(22, 25))+".0."+fmt.Sprint(rn(0, 9))).t(" → invalid_token.").close().sig(true, true)
		}),
		K("gen_stripe_rk_env", "", func(b *B) {
			b.open().t("Stripe CLI:\n```\n$ stripe listen --api-key ").p("bearer", stripeRK()).t(" --forward-to localhost:").k("4242").t("/webhook\n> Ready! Your webhook signing secret is ").p("bearer", whsec()).t("\n```\n").close()
		}),
		K("gen_kakao_admin_key", "", func(b *B) {
			b.open().t("Kakao Pay ready API → 401 Unauthorized\n```\nAuthorization: KakaoAK ").p("bearer", hex32()).t("\ncid=TC0ONETIME, partner_order_id=").k(fmt.Sprint(rn(1000000, 9999999))).t("\n```").close()
		}),
		K("gen_email_in_error", "", func(b *B) {
			b.open().errl().t("```\nfirebase.auth().signInWithEmailAndPassword(\"").p("email", b.l.email()).t("\", \"").p("bearer", chosenPW(b.l.c)).t("\")\nFirebaseError: Firebase: Error (auth/invalid-credential).\n```\nfirebase@").k("10." + fmt.Sprint(rn(7, 14)) + "." + fmt.Sprint(rn(0, 2))).close()
		}),
		K("gen_line_notify_token", "", func(b *B) {
			b.open().t("LINE Notify:\n```\ncurl -X POST -H 'Authorization: Bearer ").p("bearer", u(func() string { return strong(AN, 43) })).t("' -F 'message=deploy ").k(sha7()).t(" done' https://notify-api.line.me/api/notify\n```\n{\"status\":401,\"message\":\"Invalid access token\"}").close()
		}),
	}
}

func allPII() []Kind {
	var ks []Kind
	for _, f := range []func() []Kind{zhKinds, jaKinds, koKinds, ruKinds, ptKinds, esKinds, deKinds, frKinds, trKinds, viKinds, idKinds, plKinds, genKinds, extraPII} {
		ks = append(ks, f()...)
	}
	_ = strings.TrimSpace
	return ks
}
