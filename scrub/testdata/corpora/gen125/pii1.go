package main

import (
	"fmt"
	"strings"
)

func K(name, lc string, fn func(b *B)) Kind {
	return Kind{name, func(b *B) {
		if lc != "" {
			b.l = lang(lc)
		}
		fn(b)
	}}
}

func (b *B) open() *B  { return b.t(pk(b.l.help), " ") }
func (b *B) cfg() *B   { return b.t(pk(b.l.cfg), "\n") }
func (b *B) errl() *B  { return b.t(pk(b.l.err), "\n") }
func (b *B) close() *B { return b.t("\n", pk(b.l.ask)) }

// sig writes a signature with the asker's e-mail and/or phone, labelled.
func (b *B) sig(mail, tel bool) *B {
	b.t("\n\n", pk(b.l.thanks), "\n", pk(b.l.names))
	sep := pick(" | ", "\n", " / ", " — ", ", ")
	if mail {
		b.t(sep, pk(b.l.mailW), ": ").p("email", b.l.email())
	}
	if tel {
		b.t(sep, pk(b.l.phoneW), ": ").p("phone", b.phone())
	}
	return b
}

func zhKinds() []Kind {
	return []Kind{
		K("zh_aliyun_acsclient_python", "zh", func(b *B) {
			rid := UUID()
			b.open().t("用阿里云 Python SDK 调短信接口一直失败，SDK 版本 aliyun-python-sdk-core ").k(ver()).t("。\n```python\nfrom aliyunsdkcore.client import AcsClient\nclient = AcsClient('").t(aliID()).t("', '").p("bearer", aliSecret()).t("', 'cn-hangzhou')\n```\n").errl().t("HTTP Status: 404 Error:InvalidAccessKeyId.NotFound Specified access key is not found. RequestID: ").k(rid).close()
		}),
		K("zh_tencent_cos_env", "zh", func(b *B) {
			app := fmt.Sprint(rn(1250000000, 1259999999))
			b.open().t("腾讯云 COS 上传报 SignatureDoesNotMatch，.env 如下（SecretId 是子账号的）：\n```\nTENCENTCLOUD_SECRET_ID=").t(tcID()).t("\nTENCENTCLOUD_SECRET_KEY=").p("bearer", tcKey()).t("\nCOS_BUCKET=static-").k(app).t("\nCOS_REGION=ap-guangzhou\n```\n官方示例里写的是 SecretKey=").k(pick("你的密钥", "<你的SecretKey>", "YOUR_SECRET_KEY")).t("，我换成自己的就不行了。").close()
		}),
		K("zh_baidu_ai_token", "zh", func(b *B) {
			logid := fmt.Sprint(rn(1000000000, 1999999999)) + digits(9)
			b.open().t("百度智能云 OCR 获取 access_token 后调用返回 110 Access token invalid：\n```\ncurl 'https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=").t(rs(AN, 24)).t("&client_secret=").p("bearer", u(func() string { return strong(AN, 32) })).t("'\n```\n返回：{\"refresh_token\":\"").p("bearer", baiduToken()).t("\",\"expires_in\":2592000,\"access_token\":\"").p("bearer", baiduToken()).t("\"}\n接口返回 {\"log_id\": ").k(logid).t(", \"error_code\": 110}").close()
		}),
		K("zh_dingtalk_robot", "zh", func(b *B) {
			t := fmt.Sprint(epoch()) + digits(3)
			b.open().t("钉钉自定义机器人加签后一直提示 310000 sign not match：\n```java\nString webhook = \"https://oapi.dingtalk.com/robot/send?access_token=").p("bearer", hex32()+hexs(32)).t("\";\nString secret = \"").p("bearer", u(func() string { return "SEC" + hexs(64) })).t("\";\nLong timestamp = ").k(t).t("L;\n```\n").close()
		}),
		K("zh_wecom_webhook", "zh", func(b *B) {
			b.open().t("企业微信群机器人发 markdown 消息返回 errcode 93000，webhook 地址：").p("bearer", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key="+u(uuid)).t("\nmsgid 是 ").k(strings.ToUpper(hexs(20))).t("，别的群的机器人又正常。").close()
		}),
		K("zh_wechat_miniprogram", "zh", func(b *B) {
			b.open().t("小程序 code2Session 返回 {\"errcode\":40125,\"errmsg\":\"invalid appsecret, rid: ").k(hexs(8)+"-"+hexs(8)+"-"+hexs(8)).t("\"}\n```js\nconst APPID = '").k("wx"+hexs(16)).t("'\nconst APPSECRET = '").p("bearer", hex32()).t("'\n```\nappsecret 是昨天刚重置的。").close()
		}),
		K("zh_mysql_compose", "zh", func(b *B) {
			p := pw("zh")
			b.open().t("docker-compose 起的 MySQL，Navicat 连不上，提示 1045 Access denied。\n```yaml\nservices:\n  db:\n    image: mysql:").k(pick("8.0.33", "8.0.36", "5.7.44", "8.4.0")).t("\n    environment:\n      MYSQL_ROOT_PASSWORD: ").p("bearer", p).t("\n      MYSQL_DATABASE: shop\n    ports:\n      - \"3307:3306\"\n```\n").close()
		}),
		K("zh_springboot_yml", "zh", func(b *B) {
			b.open().t("Spring Boot ").k("3."+fmt.Sprint(rn(0, 3))+"."+fmt.Sprint(rn(0, 12))).t(" 启动报 Communications link failure，").cfg().t("```yaml\nspring:\n  datasource:\n    url: jdbc:mysql://").k(privIP()).t(":3306/order_db?useSSL=false&serverTimezone=Asia/Shanghai\n    username: order_app\n    password: ").p("bearer", pw("zh")).t("\n  redis:\n    host: ").t(privIP()).t("\n    password: ").p("bearer", pw("zh")).t("\n```").close()
		}),
		K("zh_sign_off", "zh", func(b *B) {
			b.open().t("Vue3 + Vite 打包后部署到 nginx 刷新页面 404，try_files 已经加了。vite 版本 ").k(ver()).t("，nginx 1.24。").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("zh_openai_proxy", "zh", func(b *B) {
			b.open().t("用国内中转调用 OpenAI，报 401 Incorrect API key provided。openai==").k("1."+fmt.Sprint(rn(10, 50))+"."+fmt.Sprint(rn(0, 9))).t("\n```python\nclient = OpenAI(\n    api_key=\"").p("bearer", openaiKey()).t("\",\n    base_url=\"https://api.").t(pick("openai-proxy.cn", "aigc-hub.com", "chatapi.top")).t("/v1\",\n)\n```\n文档里示例是 api_key=\"").k(pick("sk-xxxxxxxxxxxxxxxxxxxxxxxx", "你的密钥", "sk-...")).t("\"。").close()
		}),
		K("zh_jwt_exp", "zh", func(b *B) {
			b.open().t("后端返回的 token 在 jwt.io 解析出来 exp 比 iat 早？\n").p("jwt", jwt(pick("zhangsan", "lisi", "wangwu"))).t("\n请求的 traceId: ").k(hexs(32)).close()
		}),
		K("zh_k8s_secret", "zh", func(b *B) {
			rv := fmt.Sprint(rn(100000, 99999999))
			b.open().t("K8s 里 Secret 用 stringData 写的，Pod 里读到的环境变量是空的：\n```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: pay-secret\n  namespace: prod\n  resourceVersion: \"").k(rv).t("\"\ntype: Opaque\nstringData:\n  DB_PASSWORD: ").p("bearer", pw("zh")).t("\n  WECHAT_PAY_API_V3_KEY: ").p("bearer", u(func() string { return strong(AN, 32) })).t("\n```").close()
		}),
		K("zh_feishu_bot", "zh", func(b *B) {
			b.open().t("飞书自定义机器人开启签名校验后返回 19021 sign match fail：\nwebhook: https://open.feishu.cn/open-apis/bot/v2/hook/").p("bearer", u(uuid)).t("\n签名密钥：").p("bearer", u(func() string { return strong(AN, 22) })).t("\ntimestamp 用的是秒：").k(fmt.Sprint(epoch())).close()
		}),
		K("zh_ssh_password_prose", "zh", func(b *B) {
			b.open().t("服务器 ").k(privIP()).t(" 用 root 登录一直 Permission denied，").t(pick("密码是 ", "root 密码是", "我的密码是：")).p("bearer", chosenPW("zh")).t("，sshd_config 里 PermitRootLogin 已经改成 yes 了，系统是 CentOS ").k("7.9.2009").t("。").close()
		}),
	}
}

func jaKinds() []Kind {
	return []Kind{
		K("ja_line_bot_sdk", "ja", func(b *B) {
			b.open().t("LINE Messaging API で返信すると 401 になります。@line/bot-sdk は ").k(ver()).t(" です。\n```js\nconst config = {\n  channelAccessToken: '").p("bearer", lineToken()).t("',\n  channelSecret: '").p("bearer", hex32()).t("',\n};\n```\nwebhookEventId: ").k(strings.ToUpper(rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26))).close()
		}),
		K("ja_aws_credentials", "ja", func(b *B) {
			b.open().t("aws s3 ls で SignatureDoesNotMatch が出ます。~/.aws/credentials はこうです：\n```ini\n[default]\naws_access_key_id = ").k(awsID()).t("\naws_secret_access_key = ").p("bearer", awsSecret()).t("\nregion = ap-northeast-1\n```\nRequest ID: ").k(strings.ToUpper(hexs(16))).close()
		}),
		K("ja_rails_database_yml", "ja", func(b *B) {
			b.open().t("Rails ").k("7."+fmt.Sprint(rn(0, 2))+"."+fmt.Sprint(rn(0, 8))).t(" で本番だけ DB に繋がりません。").cfg().t("```yaml\nproduction:\n  adapter: postgresql\n  host: ").t(privIP()).t("\n  database: app_production\n  username: deploy\n  password: ").p("bearer", pw("ja")).t("\n```\nエラー: PG::ConnectionBad: FATAL:  password authentication failed for user \"deploy\"").close()
		}),
		K("ja_sign_off", "ja", func(b *B) {
			b.open().t("Next.js ").k("14."+fmt.Sprint(rn(0, 2))+"."+fmt.Sprint(rn(0, 9))).t(" の App Router で cookies() が undefined になります。middleware では取れています。").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("ja_qiita_curl", "ja", func(b *B) {
			b.open().t("Qiita API v2 で記事を投稿しようとすると 401 です。\n```\ncurl -X POST https://qiita.com/api/v2/items \\\n  -H \"Authorization: Bearer ").p("bearer", u(func() string { return hexs(40) })).t("\" \\\n  -H \"Content-Type: application/json\" -d @item.json\n```\nスコープは write_qiita を付けました。").close()
		}),
		K("ja_laravel_env", "ja", func(b *B) {
			b.open().t("Laravel のメール送信で Expected response code 250 but got 535 になります。\n```\nAPP_KEY=").p("bearer", "base64:"+u(func() string { return b64pw(string(rbytes(32))) })).t("\nDB_PASSWORD=").p("bearer", pw("ja")).t("\nMAIL_HOST=smtp.gmail.com\nMAIL_USERNAME=").p("email", b.l.email()).t("\nMAIL_PASSWORD=").p("bearer", gmailApp()).t("\n```\nMAIL_PASSWORD はアプリパスワードです。").close()
		}),
		K("ja_set_cookie_jwt", "ja", func(b *B) {
			b.open().t("ログイン後のレスポンスヘッダーです。Safari だけ Cookie が保存されません。\n```\nHTTP/2 200\nset-cookie: session=").p("jwt", jwt(pick("tanaka", "suzuki", "yamada"))).t("; Path=/; HttpOnly; Secure; SameSite=None\nx-request-id: ").k(uuid()).t("\n```").close()
		}),
		K("ja_slack_bolt", "ja", func(b *B) {
			b.open().t("Slack Bolt for Python で not_authed になります。\n```python\napp = App(\n    token=\"").p("bearer", slackBot()).t("\",\n    signing_secret=\"").p("bearer", hex32()).t("\"\n)\n```\nチャンネル ID は ").k("C0" + rs(upper+digit, 9)).t(" です。").close()
		}),
		K("ja_password_prose", "ja", func(b *B) {
			b.open().t("社内の Redmine（").k(privIP()).t("）に admin で入れなくなりました。").t(pick("パスワードは ", "パスワード：", "初期パスワードは")).p("bearer", chosenPW("ja")).t(pick(" のはずです。", " です。", "で合ってるはず。")).t("Redmine ").k("5.1." + fmt.Sprint(rn(0, 4))).t(" です。").close()
		}),
	}
}

func koKinds() []Kind {
	return []Kind{
		K("ko_kakao_local_api", "ko", func(b *B) {
			b.open().t("카카오 로컬 API 주소 검색 호출하면 401 나옵니다.\n```\ncurl -v -G \"https://dapi.kakao.com/v2/local/search/address.json\" \\\n  --data-urlencode \"query=판교역로 235\" \\\n  -H \"Authorization: KakaoAK ").p("bearer", hex32()).t("\"\n```\nJavaScript 키로 하면 되는데 REST API 키로 하면 안 돼요.").close()
		}),
		K("ko_naver_search", "ko", func(b *B) {
			b.open().t("네이버 검색 API에서 024 Authentication failed 가 떠요.\n```python\nheaders = {\n    \"X-Naver-Client-Id\": \"").t(rs(AN, 20)).t("\",\n    \"X-Naver-Client-Secret\": \"").p("bearer", naverSecret()).t("\",\n}\n```\n애플리케이션 등록은 ").k(fmt.Sprintf("2024.%02d.%02d", rn(1, 12), rn(1, 28))).t("에 했습니다.").close()
		}),
		K("ko_ncloud_keys", "ko", func(b *B) {
			b.open().t("네이버 클라우드 Object Storage에 boto3로 붙는데 InvalidAccessKeyId 가 납니다.\n```python\ns3 = boto3.client('s3', endpoint_url='https://kr.object.ncloudstorage.com',\n    aws_access_key_id='").t(rs(AN, 20)).t("',\n    aws_secret_access_key='").p("bearer", u(func() string { return strong(AN, 40) })).t("')\n```\nboto3 버전은 ").k("1.34." + fmt.Sprint(rn(0, 90))).t(" 입니다.").close()
		}),
		K("ko_spring_properties", "ko", func(b *B) {
			b.open().t("스프링 부트에서 HikariPool-1 - Exception during pool initialization 에러가 납니다.\n```properties\nspring.datasource.url=jdbc:mariadb://").k(privIP()).t(":3306/board\nspring.datasource.username=board_user\nspring.datasource.password=").p("bearer", pw("ko")).t("\njwt.secret=").p("bearer", u(func() string { return strong(AN, 48) })).t("\n```").close()
		}),
		K("ko_sign_off", "ko", func(b *B) {
			b.open().t("React Native ").k("0.7"+fmt.Sprint(rn(0, 4))+"."+fmt.Sprint(rn(0, 9))).t(" 에서 iOS 빌드할 때 Pod install 에서 멈춥니다. Xcode 15입니다.").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("ko_actions_log_leak", "ko", func(b *B) {
			run := fmt.Sprint(rn(7000000000, 9999999999))
			b.open().t("GitHub Actions에서 디버그하려고 echo 했더니 토큰이 그대로 찍혔네요; 일단 질문은 push가 403 나는 이유입니다.\n```\nRun echo \"token=$GH_TOKEN\"\ntoken=").p("bearer", ghp()).t("\nremote: Permission to org/repo.git denied to github-actions[bot].\n```\nrun id: ").k(run).t(", commit ").k(sha7()).close()
		}),
		K("ko_axios_jwt", "ko", func(b *B) {
			b.open().t("axios 인터셉터에서 토큰 넣는데 서버에서 401 이에요. 네트워크 탭에 찍힌 헤더:\n```\nAuthorization: Bearer ").p("jwt", jwt(pick("minjun", "jiwoo", "seoyeon"))).t("\n```\nrefresh 후에도 같아요.").close()
		}),
		K("ko_password_prose", "ko", func(b *B) {
			b.open().t("회사 젠킨스(").k("http://"+privIP()+":8080").t(")에 로그인이 안 됩니다. 계정은 admin, ").t(pick("비밀번호는 ", "비밀번호: ", "비번은 ")).p("bearer", chosenPW("ko")).t(" 입니다. Jenkins ").k("2.4" + fmt.Sprint(rn(10, 62))).t(" 버전이에요.").close()
		}),
	}
}

func ruKinds() []Kind {
	return []Kind{
		K("ru_yandex_disk_oauth", "ru", func(b *B) {
			b.open().t("Загружаю файл на Яндекс.Диск через REST API, получаю UnauthorizedError.\n```\ncurl -H \"Authorization: OAuth ").p("bearer", yandexOAuth()).t("\" \\\n  \"https://cloud-api.yandex.net/v1/disk/resources/upload?path=app:/backup.tar.gz\"\n```\nТокен получил вчера через oauth.yandex.ru.").close()
		}),
		K("ru_yandex_gpt_apikey", "ru", func(b *B) {
			b.open().t("YandexGPT отвечает 401 Unknown api key.\n```python\nheaders = {\n    \"Authorization\": \"Api-Key ").p("bearer", yandexAPIKey()).t("\",\n    \"x-folder-id\": \"").k(yandexFolder()).t("\",\n}\n```\nСервисный аккаунт с ролью ai.languageModels.user.").close()
		}),
		K("ru_telegram_aiogram", "ru", func(b *B) {
			b.open().t("Бот на aiogram ").k("3."+fmt.Sprint(rn(1, 13))+"."+fmt.Sprint(rn(0, 2))).t(" не отвечает в группе, в личке работает.\n```python\nbot = Bot(token=\"").p("bearer", telegram()).t("\")\nCHAT_ID = ").k("-100" + digits(10)).t("\n```").close()
		}),
		K("ru_database_url", "ru", func(b *B) {
			b.open().t("Django не видит базу в Docker: could not translate host name \"db\".\n```\nDATABASE_URL=postgres://shop:").p("bearer", pw("ru")).t("@db:5432/shop\nSECRET_KEY=").p("bearer", "django-insecure-"+u(func() string { return strong(AN+"!@#%^&*(-_=+)", 50) })).t("\n```\nPostgreSQL ").k(pick("15.6", "16.2", "14.11")).close()
		}),
		K("ru_sign_off", "ru", func(b *B) {
			b.open().t("Не собирается проект на Gradle ").k("8."+fmt.Sprint(rn(0, 7))).t(": Could not resolve com.android.tools.build:gradle. Прокси отключён.").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("ru_gitlab_ci_token", "ru", func(b *B) {
			b.open().t("В .gitlab-ci.yml пушу тег обратно в репозиторий, получаю 403.\n```yaml\nrelease:\n  script:\n    - git remote set-url origin https://oauth2:").p("bearer", glpat()).t("@gitlab.company.ru/team/api.git\n    - git push origin v").k(ver()).t("\n```\nJob #").k(fmt.Sprint(rn(100000, 9999999))).t(" упал.").close()
		}),
		K("ru_nginx_basic", "ru", func(b *B) {
			user := pick("admin", "ops", "monitor", "grafana")
			p := chosenPW("ru")
			b.open().t("nginx проксирует на бэкенд с Basic Auth, бэкенд отвечает 401.\n```nginx\nlocation /api/ {\n    proxy_pass http://").k(privIP()+":8081").t(";\n    proxy_set_header Authorization \"Basic ").p("bearer", b64pw(user+":"+p)).t("\";\n}\n```").close()
		}),
		K("ru_password_prose", "ru", func(b *B) {
			b.open().t("Не могу подключиться к RabbitMQ по AMQP, в веб-морде под тем же пользователем захожу. Логин ").t(pick("app", "worker", "rabbit")).t(", ").t(pick("пароль ", "пароль: ", "пароль — ")).p("bearer", chosenPW("ru")).t(". RabbitMQ ").k("3.1" + fmt.Sprint(rn(0, 3)) + "." + fmt.Sprint(rn(0, 9))).t(", порт ").k("5672").t(".").close()
		}),
		K("ru_token_prose", "ru", func(b *B) {
			b.open().t("Вот мой токен от API ВКонтакте, метод messages.send возвращает error_code 15: ").p("bearer", u(func() string { return "vk1.a." + strong(B64U, 180) })).t("\nВерсия API ").k("5.199").t(".").close()
		}),
	}
}

func ptKinds() []Kind {
	return []Kind{
		K("pt_env_senha", "pt", func(b *B) {
			b.open().t("meu backend Node não conecta no Postgres do Supabase. No exemplo está ").k(pick("sua_senha", "SUA_SENHA", "[YOUR-PASSWORD]")).t(", troquei pela minha:\n```\nDATABASE_URL=\"postgresql://postgres.").t(rs(lower, 20)).t(":").p("bearer", pw("pt")).t("@aws-0-sa-east-1.pooler.supabase.com:6543/postgres\"\n```\n").errl().t("error: password authentication failed for user \"postgres\"").close()
		}),
		K("pt_stripe_webhook", "pt", func(b *B) {
			b.open().t("webhook do Stripe sempre cai em No signatures found matching the expected signature.\n```js\nconst stripe = require('stripe')('").p("bearer", stripeSK()).t("');\nconst endpointSecret = '").p("bearer", whsec()).t("';\n// front usa ").k(stripePK()).t("\n```\nevento: ").k("evt_1" + rs(AN, 23)).close()
		}),
		K("pt_gemini_key", "pt", func(b *B) {
			b.open().t("a API do Gemini retorna 400 API key not valid.\n```python\nimport google.generativeai as genai\ngenai.configure(api_key=\"").p("bearer", gcpKey()).t("\")\nmodel = genai.GenerativeModel(\"gemini-1.5-flash\")\n```\nversão google-generativeai==").k("0." + fmt.Sprint(rn(5, 8)) + "." + fmt.Sprint(rn(0, 9))).close()
		}),
		K("pt_sign_off", "pt", func(b *B) {
			b.open().t("alguém sabe por que o Prisma ").k("5."+fmt.Sprint(rn(0, 15))+"."+fmt.Sprint(rn(0, 3))).t(" não gera o client no deploy da Vercel? Localmente funciona.").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("pt_mercadopago", "pt", func(b *B) {
			b.open().t("integração com Mercado Pago: ao criar preferência recebo 401 invalid access token.\n```php\nMercadoPago\\SDK::setAccessToken('").p("bearer", mpToken()).t("');\n// public key: ").k("APP_USR-" + uuid()).t("\n```\nid da preferência: ").k(fmt.Sprint(rn(100000000, 999999999)) + "-" + uuid()).close()
		}),
		K("pt_compose_postgres", "pt", func(b *B) {
			b.open().t("o container do Postgres reinicia em loop.\n```yaml\nservices:\n  postgres:\n    image: postgres:").k(pick("16-alpine", "15.5", "14-bullseye")).t("\n    environment:\n      POSTGRES_USER: admin\n      POSTGRES_PASSWORD: ").p("bearer", pw("pt")).t("\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n```").close()
		}),
		K("pt_senha_prose", "pt", func(b *B) {
			b.open().t("não consigo acessar o phpMyAdmin da hospedagem. Usuário ").t(pick("root", "admin_loja", "cpanel")).t(" e ").t(pick("a senha é ", "senha: ", "a senha que cadastrei foi ")).p("bearer", chosenPW("pt")).t(". Já limpei o cache. Versão do PHP ").k("8." + fmt.Sprint(rn(1, 3)) + "." + fmt.Sprint(rn(0, 20))).t(".").close()
		}),
		K("pt_card_gateway_log", "pt", func(b *B) {
			cd := card()
			b.open().t("o gateway recusa a transação e no log aparece o número inteiro do cartão (sei que não devia logar isso...):\n```\n").k(ts()).t(" ERROR PaymentService - recusado: {\"card_number\":\"").p("credit_card", cd).t("\",\"holder\":\"").t(pick("JOAO SILVA", "MARIANA SOUZA", "PEDRO ALMEIDA")).t("\",\"amount\":").k(fmt.Sprintf("%d.%02d", rn(10, 999), rn(0, 99))).t(",\"nsu\":\"").k(digits(12)).t("\"}\n```\nCom o cartão de teste ").k(pick("4111 1111 1111 1111", "5555 5555 5555 4444")).t(" funciona.").close()
		}),
	}
}

func esKinds() []Kind {
	return []Kind{
		K("es_openai_env", "es", func(b *B) {
			b.open().t("LangChain me da AuthenticationError. En el .env tengo:\n```\nOPENAI_API_KEY=").p("bearer", openaiLegacy()).t("\nMODEL=gpt-4o-mini\n```\ny en el código `load_dotenv()`. En el tutorial ponía OPENAI_API_KEY=").k(pick("TU_API_KEY", "tu_api_key_aqui", "sk-...")).t(".").close()
		}),
		K("es_mysql_cli_p", "es", func(b *B) {
			b.open().t("en el script de backup mysqldump falla con error 2002.\n```bash\nmysqldump -h ").k(privIP()).t(" -u backup -p'").p("bearer", chosenPW("es")).t("' --single-transaction tienda > /backups/tienda_").k(fmt.Sprintf("2024%02d%02d", rn(1, 12), rn(1, 28))).t(".sql\n```").close()
		}),
		K("es_sign_off", "es", func(b *B) {
			b.open().t("¿por qué Flutter ").k("3."+fmt.Sprint(rn(10, 24))+"."+fmt.Sprint(rn(0, 9))).t(" no encuentra el SDK de Android después de actualizar Android Studio? Ya corrí flutter doctor.").close().sig(r.Intn(3) != 0, r.Intn(3) != 1)
		}),
		K("es_azure_connstr", "es", func(b *B) {
			b.open().t("Azure Functions no arranca: Storage account connection string is invalid.\n```json\n{\n  \"Values\": {\n    \"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=").t(pick("funcapp", "stprod", "datalake")).t(rs(lower+digit, 6)).t(";AccountKey=").p("bearer", azureStorageKey()).t(";EndpointSuffix=core.windows.net\",\n    \"FUNCTIONS_WORKER_RUNTIME\": \"node\"\n  }\n}\n```").close()
		}),
		K("es_github_webhook_secret", "es", func(b *B) {
			b.open().t("no coincide la firma del webhook de GitHub.\n```js\nconst secret = '").p("bearer", pick(chosenPW("es"), hex32())).t("';\nconst sig = req.headers['x-hub-signature-256']; // ").k("sha256=" + hexs(64)).t("\n```\nX-GitHub-Delivery: ").k(uuid()).close()
		}),
		K("es_twilio_sms", "es", func(b *B) {
			b.open().t("Twilio no me envía el SMS de prueba a mi móvil, error 20003.\n```python\nclient = Client(\"AC").t(hexs(32)).t("\", \"").p("bearer", hex32()).t("\")\nclient.messages.create(to=\"").p("phone", u(func() string { return "+34 6" + digits(2) + " " + digits(3) + " " + digits(3) })).t("\", from_=\"+1 415 ").t(digits(3) + " " + digits(4)).t("\", body=\"Código: ").k(digits(6)).t("\")\n```").close()
		}),
		K("es_card_test_vs_real", "es", func(b *B) {
			b.open().t("en modo test con la tarjeta ").k(pick("4242 4242 4242 4242", "4000 0566 5566 5556")).t(" todo va bien, pero en producción con mi tarjeta real ").p("credit_card", card()).t(" (caduca ").k(fmt.Sprintf("%02d/%02d", rn(1, 12), rn(26, 30))).t(") me da card_declined. PaymentIntent: ").k("pi_3" + rs(AN, 23)).close()
		}),
		K("es_contrasena_prose", "es", func(b *B) {
			b.open().t("no me deja entrar al panel de Odoo ").k(fmt.Sprint(rn(15, 17))+".0").t(" con el usuario admin. ").t(pick("La contraseña es ", "contraseña: ", "Mi contraseña es ")).p("bearer", chosenPW("es")).t(" y la base de datos se llama produccion.").close()
		}),
		K("es_ssn_payroll", "es", func(b *B) {
			b.open().t("trabajo para una empresa de EE.UU. y la validación del formulario W-4 rechaza el SSN del empleado:\n```json\n{\"employee_id\": ").k(fmt.Sprint(rn(10000, 99999))).t(", \"ssn\": \"").p("ssn", ssn()).t("\", \"state\": \"TX\"}\n```\nEl regex que uso es ^\\d{3}-\\d{2}-\\d{4}$. En pruebas usaba ").k(badSSN()).t(" y pasaba.").close()
		}),
	}
}
