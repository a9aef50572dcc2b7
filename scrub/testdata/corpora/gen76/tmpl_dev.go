package main

import (
	"encoding/base64"
	"fmt"
)

func devTemplates() []tmpl {
	return []tmpl{
		{"dev_aws_credentials", func(g *G) string {
			// The access key id is an identifier, not a secret: left unlabelled.
			return fmt.Sprintf("# ~/.aws/credentials（本番用・共有禁止）\n[prod-tokyo]\naws_access_key_id = AKIA%s\naws_secret_access_key = %s\nregion = ap-northeast-1",
				g.fromSet("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), g.P("bearer", g.fromSet(alnumChars+"+/", 40)))
		}},
		{"dev_github_token_log", func(g *G) string {
			tok := "ghp_" + g.alnum(36)
			if g.n(2) == 0 {
				return fmt.Sprintf("CI 失败了，日志如下：\n+ git clone https://%s@github.com/huaxin-tech/pay-gateway.git\nfatal: Authentication failed for 'https://github.com/huaxin-tech/pay-gateway.git/'", g.P("bearer", tok))
			}
			return fmt.Sprintf("GitHub Actions の secrets に入れ忘れてた。ローカルでは export GITHUB_TOKEN=%s で動いてる", g.P("bearer", tok))
		}},
		{"dev_curl_jwt", func(g *G) string {
			return fmt.Sprintf("API 호출하면 401이 나요 ㅠㅠ\ncurl -s https://api.nuri-commerce.com/v2/orders/%s \\\n  -H 'Authorization: Bearer %s' \\\n  -H 'Accept: application/json'",
				g.K(g.notCard(12)), g.P("jwt", g.jwt()))
		}},
		{"dev_line_messaging_env", func(g *G) string {
			return fmt.Sprintf("# LINE Messaging API（公式アカウント @%s）\nLINE_CHANNEL_ID=%s\nLINE_CHANNEL_SECRET=%s\nLINE_CHANNEL_ACCESS_TOKEN=%s",
				g.fromSet("abcdefghijklmnopqrstuvwxyz0123456789", 8), g.K(g.digitsNZ(10)), g.P("bearer", g.hex(32)), g.P("bearer", g.b64(128)))
		}},
		{"dev_kakao_rest", func(g *G) string {
			switch g.n(2) {
			case 0:
				return fmt.Sprintf("카카오 로컬 API 예제인데 왜 안 될까요?\nGET https://dapi.kakao.com/v2/local/search/address.json?query=판교역로 235\nAuthorization: KakaoAK %s", g.P("bearer", g.hex(32)))
			default:
				return fmt.Sprintf("application.yml\nkakao:\n  rest-api-key: %s\n  admin-key: %s\n  redirect-uri: https://nuri-commerce.com/oauth/kakao", g.P("bearer", g.hex(32)), g.P("bearer", g.hex(32)))
			}
		}},
		{"dev_toss_payments", func(g *G) string {
			env := g.pick("test", "live")
			sk := env + "_sk_" + g.alnum(28)
			if g.n(2) == 0 {
				basic := base64.StdEncoding.EncodeToString([]byte(sk + ":"))
				return fmt.Sprintf("토스페이먼츠 결제 승인 요청 (orderId=%s, amount=%d)\nPOST https://api.tosspayments.com/v1/payments/confirm\nAuthorization: Basic %s\nContent-Type: application/json",
					g.K("ORD-"+g.dateISO()+"-"+g.digits(5)), 1000*(1+g.n(300)), g.P("bearer", basic))
			}
			return fmt.Sprintf("# .env.%s\nTOSS_CLIENT_KEY=%s_ck_%s\nTOSS_SECRET_KEY=%s", env, env, g.alnum(28), g.P("bearer", sk))
		}},
		{"dev_paypay_config", func(g *G) string {
			return fmt.Sprintf("PayPay for Developers の設定（本番切替 %s）\npaypay:\n  merchant-id: \"%s\"\n  api-key: \"%s\"\n  api-secret: \"%s\"\n  production-mode: true",
				g.K(g.dateJP()), g.K(g.notCard(18)), g.P("bearer", "a_"+g.alnum(10)+"_"+g.alnum(4)), g.P("bearer", g.b64(33)))
		}},
		{"dev_alipay_config", func(g *G) string {
			return fmt.Sprintf("支付宝开放平台配置（沙箱切正式）\nalipay.app-id=%s\nalipay.gateway=https://openapi.alipay.com/gateway.do\nalipay.sign-type=RSA2\nalipay.app-private-key=%s\nalipay.notify-url=https://pay.qinghe-ec.com/notify",
				g.K("2021"+g.digits(12)), g.P("bearer", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC"+g.b64(600)))
		}},
		{"dev_wechatpay_config", func(g *G) string {
			return fmt.Sprintf("微信支付 V3 配置：\n{\n  \"appid\": \"wx%s\",\n  \"mchid\": \"%s\",\n  \"serial_no\": \"%s\",\n  \"apiv3_key\": \"%s\",\n  \"app_secret\": \"%s\"\n}",
				g.hex(16), g.K("16"+g.digits(8)), g.K(upper(g.hex(40))), g.P("bearer", g.alnum(32)), g.P("bearer", g.hex(32)))
		}},
		{"dev_db_url_password", func(g *G) string {
			pw := g.password()
			return fmt.Sprintf("운영 DB 접속이 안 돼요:\nDATABASE_URL=mysql://shop_app:%s@rds-%s.ap-northeast-2.rds.amazonaws.com:3306/shop\nError 1045 (28000): Access denied for user 'shop_app'@'%s'",
				g.P("bearer", pw), g.hex(8), g.K(fmt.Sprintf("10.%d.%d.%d", g.n(255), g.n(255), 1+g.n(254))))
		}},
		{"dev_session_cookie", func(g *G) string {
			if g.n(2) == 0 {
				return fmt.Sprintf("ログイン後のレスポンスヘッダー:\nHTTP/1.1 302 Found\nSet-Cookie: JSESSIONID=%s; Path=/; Secure; HttpOnly\nLocation: /mypage", g.P("bearer", upper(g.hex(32))))
			}
			return fmt.Sprintf("重现步骤：浏览器里 Cookie: PHPSESSID=%s; lang=zh-CN，访问 /admin/orders?page=2 直接 500", g.P("bearer", g.fromSet("abcdefghijklmnopqrstuv0123456789", 26)))
		}},
		{"dev_openai_python", func(g *G) string {
			return fmt.Sprintf("# 要約バッチ（%s 作成）\nimport os\nfrom openai import OpenAI\n\nclient = OpenAI(api_key=\"%s\")  # TODO: 環境変数に移す\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)",
				g.K(g.dateJP()), g.P("bearer", "sk-proj-"+g.alnum(48)+"T3BlbkFJ"+g.alnum(48)))
		}},
		{"dev_slack_bot", func(g *G) string {
			return fmt.Sprintf("슬랙 알림 봇 설정\nSLACK_BOT_TOKEN=%s\nSLACK_CHANNEL=#주문-알림",
				g.P("bearer", "xoxb-"+g.digitsNZ(12)+"-"+g.digitsNZ(13)+"-"+g.alnum(24)))
		}},
		{"dev_naver_api", func(g *G) string {
			return fmt.Sprintf("네이버 검색 API 403 에러 질문드립니다\ncurl \"https://openapi.naver.com/v1/search/shop.json?query=%%EB%%85%%B8%%ED%%8A%%B8%%EB%%B6%%81\" \\\n  -H \"X-Naver-Client-Id: %s\" \\\n  -H \"X-Naver-Client-Secret: %s\"",
				g.alnum(20), g.P("bearer", g.alnum(10)))
		}},
		{"dev_jwt_log", func(g *G) string {
			return fmt.Sprintf("%s %s.%03d DEBUG [http-nio-8080-exec-%d] c.q.auth.LineLoginCallback - id_token=%s state=%s",
				g.K(g.dateISO()), g.hm()+":"+fmt.Sprintf("%02d", g.n(60)), g.n(1000), 1+g.n(20), g.P("jwt", g.jwt()), g.hex(16))
		}},
		{"dev_sql_insert_users", func(g *G) string {
			p, q := g.jp(), g.kr()
			return fmt.Sprintf("INSERT INTO users (id, name, email, phone, created_at) VALUES\n  (%s, '%s', '%s', '%s', '%s'),\n  (%s, '%s', '%s', '%s', '%s');",
				g.K(g.digitsNZ(5)), p.name(), g.P("email", g.emailJP(p)), g.P("phone", g.jpMobileDom()), g.K(g.dateISO()),
				g.K(g.digitsNZ(5)), q.name(), g.P("email", g.emailKR(q)), g.P("phone", g.krMobileDom()), g.K(g.dateISO()))
		}},
		{"dev_json_signup", func(g *G) string {
			p := g.cn()
			return fmt.Sprintf("POST /api/v1/register 返回 422，请求体：{\"nickname\":\"%s\",\"mobile\":\"%s\",\"email\":\"%s\",\"password\":\"%s\",\"invite_code\":\"%s\"}",
				p.name(), g.P("phone", g.cnMobilePlain()), g.P("email", g.emailCN(p)), g.P("bearer", g.password()), g.K(upper(g.hex(6))))
		}},
		{"dev_validation_error", func(g *G) string {
			p := g.tw()
			return fmt.Sprintf("%sT%s:%02d+08:00 WARN member-svc validation failed: field=phone value=\"%s\" reason=\"format\" user=%s trace=%s",
				g.K(g.dateISO()), g.hm(), g.n(60), g.P("phone", g.twMobile()), g.P("email", g.emailTW(p)), g.K(g.hex(32)))
		}},
		{"dev_stripe_jp", func(g *G) string {
			return fmt.Sprintf("Stripe の Webhook がテスト環境でしか動かない件\nconst stripe = require('stripe')('%s');\nconst endpointSecret = '%s';",
				g.P("bearer", "sk_live_"+g.alnum(99)), g.P("bearer", "whsec_"+g.alnum(32)))
		}},
		{"dev_tencent_cloud", func(g *G) string {
			return fmt.Sprintf("腾讯云短信 SDK 初始化报错 AuthFailure.SignatureFailure：\ncred = credential.Credential(\"AKID%s\", \"%s\")\nclient = sms_client.SmsClient(cred, \"ap-guangzhou\")",
				g.alnum(32), g.P("bearer", g.alnum(32)))
		}},
		{"dev_basic_auth_header", func(g *G) string {
			p := g.kr()
			cred := base64.StdEncoding.EncodeToString([]byte(p.rgiv + ":" + g.password()))
			return fmt.Sprintf("사내 Jenkins 접속 로그\nGET /job/deploy-prod/ HTTP/1.1\nHost: jenkins.internal\nAuthorization: Basic %s\nUser-Agent: Mozilla/5.0", g.P("bearer", cred))
		}},
		{"dev_firebase_config", func(g *G) string {
			return fmt.Sprintf("// firebase.js（본사 앱 v%s）\nconst firebaseConfig = {\n  apiKey: \"%s\",\n  authDomain: \"nuri-shop.firebaseapp.com\",\n  projectId: \"nuri-shop\",\n  messagingSenderId: \"%s\",\n};",
				g.K(g.version()), g.P("bearer", "AIza"+g.fromSet(alnumChars+"-_", 35)), g.K(g.digitsNZ(12)))
		}},
		{"dev_kakao_oauth_response", func(g *G) string {
			return fmt.Sprintf("카카오 로그인 토큰 응답 로그:\n{\"access_token\":\"%s\",\"token_type\":\"bearer\",\"refresh_token\":\"%s\",\"expires_in\":21599,\"scope\":\"profile_nickname account_email\",\"refresh_token_expires_in\":5183999}",
				g.P("bearer", g.fromSet(alnumChars+"-_", 54)), g.P("bearer", g.fromSet(alnumChars+"-_", 54)))
		}},
		{"dev_line_login_token", func(g *G) string {
			return fmt.Sprintf("LINEログインのトークンレスポンスをそのまま貼ります\n{\"access_token\":\"%s\",\"expires_in\":2592000,\"id_token\":\"%s\",\"refresh_token\":\"%s\",\"scope\":\"profile openid email\",\"token_type\":\"Bearer\"}",
				g.P("jwt", g.jwt()), g.P("jwt", g.jwt()), g.P("bearer", g.alnum(20)))
		}},
		{"dev_aliyun_sms", func(g *G) string {
			p := g.cn()
			return fmt.Sprintf("阿里云短信发送失败 isv.MOBILE_NUMBER_ILLEGAL\nAccessKeyId=LTAI5t%s\nAccessKeySecret=%s\nPhoneNumbers=%s SignName=青禾商城 TemplateCode=SMS_%s\n通知用户 %s",
				g.alnum(18), g.P("bearer", g.alnum(30)), g.P("phone", g.cnMobilePlain()), g.K(g.digits(9)), g.P("email", g.emailCN(p)))
		}},
		{"dev_docker_compose_pw", func(g *G) string {
			return fmt.Sprintf("docker-compose.yml（ステージング）\nservices:\n  db:\n    image: postgres:%d\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: %s\n  redis:\n    image: redis:7\n    command: redis-server --requirepass %s",
				14+g.n(3), g.P("bearer", g.password()), g.P("bearer", g.alnum(24)))
		}},
		{"dev_wechat_access_token", func(g *G) string {
			return fmt.Sprintf("调用 https://api.weixin.qq.com/cgi-bin/message/template/send?access_token=%s 返回 {\"errcode\":40001,\"errmsg\":\"invalid credential, rid: %s\"}",
				g.P("bearer", fmt.Sprint(70+g.n(20))+"_"+g.fromSet(alnumChars+"-_", 130)), g.K(g.hex(8)+"-"+g.hex(8)+"-"+g.hex(8)))
		}},
	}
}
