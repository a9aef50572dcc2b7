package main

import (
	"fmt"
	"strings"
)

func awsRegion() string {
	return pick("us-east-1", "eu-west-1", "eu-central-1", "ap-southeast-2", "us-west-2", "sa-east-1")
}
func awsAccount() string { return nz(12) }
func repoName() string {
	return pick("acme/infra", "brightpath/web", "kestrel-health/etl", "orbitpay/api-gateway", "tidewater/mobile-app", "helios/terraform-modules")
}

func secretTemplates() []Tmpl {
	return []Tmpl{
		{"secret_github_classic_pat", func(b *B) {
			t := ghClassic()
			switch r.Intn(5) {
			case 0:
				b.F("export GITHUB_TOKEN={}\ngh release create v{} --repo {}", Pv(fB, t), Kv(version()), Kv(repoName()))
			case 1:
				b.F("git remote set-url origin https://{}@github.com/{}.git", Pv(fB, t), Kv(repoName()))
			case 2:
				b.F("- name: Checkout private submodule\n  uses: actions/checkout@v4\n  with:\n    token: {}   # TODO move to secrets", Pv(fB, t))
			case 3:
				b.F("my PAT {} stopped working after {}, getting 'Bad credentials' on {}", Pv(fB, t), Kv(rdate().long()), Kv("https://api.github.com/repos/"+repoName()))
			default:
				b.F("[credential]\n\thelper = store\n# ~/.git-credentials\nhttps://{}:{}@github.com", Tv(pick("octocat", "jdoe", "build-bot", "mlopez")), Pv(fB, t))
			}
		}},
		{"secret_github_fine_grained_pat", func(b *B) {
			t := ghFineGrained()
			b.F(pick("Fine-grained token for {}: {} (expires {})", "repo={} GH_PAT={} expiry={}"), Kv(repoName()), Pv(fB, t), Kv(rdate().iso()))
		}},
		{"secret_github_app_oauth_tokens", func(b *B) {
			t := ghOther()
			b.F(pick("{} DEBUG octokit request GET /installation/repositories auth=token {} status=200 x-github-request-id={}", "{} ERROR github-app: refresh failed for installation token {} (request {})"), Kv(isoTS()), Pv(fB, t), Kv(upnum(4)+":"+upnum(5)+":"+upnum(7)))
		}},
		{"secret_gitlab_tokens", func(b *B) {
			switch r.Intn(4) {
			case 0:
				b.F("curl --header \"PRIVATE-TOKEN: {}\" \"https://gitlab.{}/api/v4/projects/{}/pipelines\"", Pv(fB, glToken()), Kv(pick("com", "acme.io", "example-corp.net")), Kv(nz(5)))
			case 1:
				b.F("gitlab-runner register --url https://gitlab.com/ --registration-token {} --executor docker --docker-image alpine:{}", Pv(fB, glRunnerReg()), Kv("3."+fmt.Sprint(between(15, 20))))
			case 2:
				b.F("[[runners]]\n  name = \"{}\"\n  url = \"https://gitlab.com/\"\n  token = \"{}\"\n  executor = \"shell\"", Kv("runner-"+lownum(8)), Pv(fB, "glrt-"+from(alnumA+"-_", 20)))
			default:
				b.F("CI_DEPLOY_TOKEN={} used by {} to pull registry.gitlab.com/{}:{}", Pv(fB, glToken()), Kv("deploy-bot"), Kv(repoName()), Kv(version()))
			}
		}},
		{"secret_slack_tokens", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("SLACK_BOT_TOKEN={}\nSLACK_CHANNEL={}", Pv(fB, slackBot()), Kv("C0"+upnum(9)))
			case 1:
				b.F("client = WebClient(token=\"{}\")\nclient.chat_postMessage(channel=\"#{}\", text=\"deploy {} done\")", Pv(fB, slackUser()), Tv(pick("deploys", "alerts", "general")), Kv(version()))
			default:
				b.F("Socket mode: SLACK_APP_TOKEN={} SLACK_BOT_TOKEN={}", Pv(fB, slackApp()), Pv(fB, slackBot()))
			}
		}},
		{"secret_slack_webhook", func(b *B) {
			pre, sec := slackHook()
			b.F("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Backup {} finished in {}s\"}' {}{}", Kv("job-"+nz(5)), Kv(fmt.Sprint(between(30, 900))), Tv(pre), Pv(fB, sec))
		}},
		{"secret_stripe_keys", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("STRIPE_PUBLISHABLE_KEY={}\nSTRIPE_SECRET_KEY={}\nSTRIPE_WEBHOOK_SECRET={}", Kv(stripePublishable()), Pv(fB, stripeSecret()), Pv(fB, stripeWebhook()))
			case 1:
				b.F("stripe.api_key = \"{}\"  # prod, rotate after {}", Pv(fB, stripeSecret()), Kv(rdate().iso()))
			default:
				b.F("curl https://api.stripe.com/v1/charges/{} -u {}:", Kv("ch_"+alnum(24)), Pv(fB, stripeSecret()))
			}
		}},
		{"secret_aws_credentials", func(b *B) {
			id, sec := awsKeyID(), awsSecret()
			switch r.Intn(4) {
			case 0:
				b.F("[{}]\naws_access_key_id = {}\naws_secret_access_key = {}\nregion = {}", Tv(pick("default", "prod", "deploy")), Pv(fB, id), Pv(fB, sec), Kv(awsRegion()))
			case 1:
				b.F("export AWS_ACCESS_KEY_ID={}\nexport AWS_SECRET_ACCESS_KEY={}\naws s3 ls s3://{} --region {}", Pv(fB, id), Pv(fB, sec), Kv(pick("acme-backups-", "brightpath-logs-", "tf-state-")+nz(4)), Kv(awsRegion()))
			case 2:
				b.F("s3 = boto3.client('s3', aws_access_key_id='{}', aws_secret_access_key='{}')  # role {}", Pv(fB, id), Pv(fB, sec), Kv("arn:aws:iam::"+awsAccount()+":role/"+pick("etl", "ci-deploy", "lambda-exec")))
			default:
				b.F("User name,Password,Access key ID,Secret access key,Console login link\n{},,{},{},https://{}.signin.aws.amazon.com/console", Tv(pick("ci-bot", "terraform", "backup-agent")), Pv(fB, id), Pv(fB, sec), Kv(awsAccount()))
			}
		}},
		{"secret_aws_session_token", func(b *B) {
			b.F(`{"Credentials":{"AccessKeyId":"{}","SecretAccessKey":"{}","SessionToken":"{}","Expiration":"{}"},"AssumedRoleUser":{"Arn":"{}"}}`,
				Pv(fB, "ASIA"+from(b32A, 16)), Pv(fB, awsSecret()), Pv(fB, awsSession()), Kv(isoTS()), Kv("arn:aws:sts::"+awsAccount()+":assumed-role/"+pick("Admin", "ReadOnly", "Deployer")+"/session-"+nz(6)))
		}},
		{"secret_google_api_key", func(b *B) {
			k := googleAPIKey()
			switch r.Intn(3) {
			case 0:
				b.F("const firebaseConfig = {\n  apiKey: \"{}\",\n  authDomain: \"{}.firebaseapp.com\",\n  projectId: \"{}\",\n  messagingSenderId: \"{}\",\n  appId: \"1:{}:web:{}\"\n};", Pv(fB, k), Tv("acme-app-"+lownum(5)), Kv("acme-app-"+lownum(5)), Kv(nz(12)), Kv(nz(12)), Kv(hexl(22)))
			case 1:
				b.F("https://maps.googleapis.com/maps/api/geocode/json?address={}&key={}", Kv(pick("1600+Amphitheatre+Parkway", "10+Downing+St", "Alexanderplatz+1+Berlin")), Pv(fB, k))
			default:
				b.F("GOOGLE_API_KEY={}  # Gemini, project {}", Pv(fB, k), Kv(pick("genai-prod-", "search-")+nz(6)))
			}
		}},
		{"secret_google_oauth", func(b *B) {
			switch r.Intn(2) {
			case 0:
				b.F(`{"web":{"client_id":"{}.apps.googleusercontent.com","project_id":"{}","auth_uri":"https://accounts.google.com/o/oauth2/auth","client_secret":"{}","redirect_uris":["https://{}/oauth2/callback"]}}`, Kv(nz(12)+"-"+lownum(32)), Kv("acme-"+lownum(6)), Pv(fB, googleClientSecret()), Kv(pick("app.acme.io", "localhost:8080")))
			default:
				b.F("curl -H \"Authorization: Bearer {}\" https://www.googleapis.com/drive/v3/files?pageSize={}", Pv(fB, googleAccessToken()), Kv(fmt.Sprint(pick(100, 200, 1000))))
			}
		}},
		{"secret_gcp_service_account", func(b *B) {
			k := privateKey("\\n", keyPKCS8)
			proj := pick("acme-prod", "brightpath-data", "kestrel-ml") + "-" + nz(6)
			b.F(`{"type":"service_account","project_id":"{}","private_key_id":"{}","private_key":"{}\n{}\n{}\n","client_email":"{}","client_id":"{}"}`,
				Tv(proj), Tv(hexl(40)), Tv(k.begin), Pv(fB, k.body), Tv(k.end), Kv(pick("bq-loader", "terraform", "airflow")+"@"+proj+".iam.gserviceaccount.com"), Kv(nz(21)))
		}},
		{"secret_azure_storage", func(b *B) {
			acct := pick("acmeprod", "brightpathlogs", "kestreldata") + lownum(4)
			switch r.Intn(2) {
			case 0:
				b.F("AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={};AccountKey={};EndpointSuffix=core.windows.net\"", Kv(acct), Pv(fB, azureStorageKey()))
			default:
				d1, d2 := rdate(), rdate()
				b.F("https://{}.blob.core.windows.net/{}/{}?sv=2022-11-02&ss=b&srt=co&sp=rl&se={}T{}Z&st={}T{}Z&spr=https&sig={}", Kv(acct), Kv(pick("exports", "invoices", "backups")), Kv("report-"+nz(6)+".csv"), Tv(d1.iso()), Tv(rtimes()), Tv(d2.iso()), Tv(rtimes()), Pv(fB, azureSig()))
			}
		}},
		{"secret_azure_ad_app", func(b *B) {
			b.F("AZURE_TENANT_ID={}\nAZURE_CLIENT_ID={}\nAZURE_CLIENT_SECRET={}\n# Azure OpenAI\nAZURE_OPENAI_ENDPOINT=https://{}.openai.azure.com/\nAZURE_OPENAI_API_KEY={}", Kv(uuid4()), Kv(uuid4()), Pv(fB, azureClientSecret()), Kv(pick("acme-oai", "bp-gpt", "kestrel-eastus")), Pv(fB, hexl(32)))
		}},
		{"secret_twilio", func(b *B) {
			sid := "AC" + hexl(32)
			switch r.Intn(2) {
			case 0:
				b.F("TWILIO_ACCOUNT_SID={}\nTWILIO_AUTH_TOKEN={}\nTWILIO_MESSAGING_SERVICE={}", Tv(sid), Pv(fB, twilioToken()), Kv("MG"+hexl(32)))
			default:
				b.F("curl -X POST https://api.twilio.com/2010-04-01/Accounts/{}/Messages.json -u {}:{} --data-urlencode \"Body=Build {} passed\"", Tv(sid), Tv("SK"+hexl(32)), Pv(fB, alnum(32)), Kv("#"+nz(4)))
			}
		}},
		{"secret_sendgrid", func(b *B) {
			k := sendgridKey()
			b.F(pick("SENDGRID_API_KEY={}\nMAIL_FROM_NAME=\"{}\"", "sg = SendGridAPIClient('{}')  # {}"), Pv(fB, k), Kv(pick("Acme Notifications", "Brightpath Alerts", "release-"+version())))
		}},
		{"secret_npm_token", func(b *B) {
			t := npmToken()
			switch r.Intn(2) {
			case 0:
				b.F("# .npmrc\n//registry.npmjs.org/:_authToken={}\n@{}:registry=https://npm.pkg.github.com", Pv(fB, t), Kv(pick("acme", "brightpath", "orbitpay")))
			default:
				b.F("NPM_TOKEN={} npm publish --access public  # publishing {}@{}", Pv(fB, t), Kv(pick("@acme/ui-kit", "left-pad-ng", "@brightpath/sdk")), Kv(version()))
			}
		}},
		{"secret_pypi_token", func(b *B) {
			t := pypiToken()
			switch r.Intn(2) {
			case 0:
				b.F("[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {}", Pv(fB, t))
			default:
				b.F("twine upload dist/{}-{}.tar.gz -u __token__ -p {}", Kv(pick("acme_utils", "bp_client", "kestrel_etl")), Kv(version()), Pv(fB, t))
			}
		}},
		{"secret_docker_hub", func(b *B) {
			user := pick("acmeci", "brightpathbot", "jdoe")
			pat := dockerPAT()
			switch r.Intn(2) {
			case 0:
				b.F("echo \"{}\" | docker login -u {} --password-stdin && docker push {}/api:{}", Pv(fB, pat), Tv(user), Tv(user), Kv(version()))
			default:
				b.F("{\n  \"auths\": {\n    \"https://index.docker.io/v1/\": {\n      \"auth\": \"{}\"\n    }\n  },\n  \"credsStore\": \"\"\n}  # ~/.docker/config.json on {}", Pv(fB, basicCred(user, pick(pat, password()))), Kv(pick("build-agent-", "runner-")+nz(2)))
			}
		}},
		{"secret_shopify", func(b *B) {
			b.F("curl -X GET \"https://{}.myshopify.com/admin/api/{}/orders.json?status=any\" -H \"X-Shopify-Access-Token: {}\"", Kv(pick("acme-store", "tidewater-foods", "bright-outfitters")), Kv(fmt.Sprintf("%d-%02d", between(2023, 2025), pick(1, 4, 7, 10))), Pv(fB, shopifyToken()))
		}},
		{"secret_atlassian", func(b *B) {
			p := anyPerson()
			e := emailOf(p, true)
			t := atlassianToken()
			switch r.Intn(2) {
			case 0:
				b.F("curl -u {}:{} -H \"Accept: application/json\" https://{}.atlassian.net/rest/api/3/issue/{}", Pv(fE, e), Pv(fB, t), Kv(pick("acme", "brightpath", "kestrel")), Kv(pick("OPS", "WEB", "DATA")+"-"+nz(4)))
			default:
				b.F("JIRA_URL=https://{}.atlassian.net\nJIRA_USER={}\nJIRA_API_TOKEN={}", Kv(pick("acme", "brightpath")), Pv(fE, e), Pv(fB, t))
			}
		}},
		{"secret_datadog", func(b *B) {
			switch r.Intn(2) {
			case 0:
				b.F("DD_API_KEY={}\nDD_APP_KEY={}\nDD_SITE=datadoghq.eu\nDD_ENV=prod\nDD_VERSION={}", Pv(fB, hexl(32)), Pv(fB, hexl(40)), Kv(version()))
			default:
				b.F("docker run -d --name dd-agent -e DD_API_KEY={} -e DD_SITE=\"datadoghq.com\" gcr.io/datadoghq/agent:{}", Pv(fB, hexl(32)), Kv("7."+fmt.Sprint(between(40, 60))+"."+fmt.Sprint(between(0, 3))))
			}
		}},
		{"secret_hashicorp", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("export VAULT_ADDR=https://vault.{}:8200\nexport VAULT_TOKEN={}\nvault kv get secret/{}", Kv(pick("acme.io", "internal.brightpath.io")), Pv(fB, vaultToken()), Kv(pick("prod/db", "payments/api", "ci/deploy")))
			case 1:
				b.F("# ~/.terraformrc\ncredentials \"app.terraform.io\" {\n  token = \"{}\"\n}", Pv(fB, tfcToken()))
			default:
				b.F("Key                  Value\n---                  -----\ntoken                {}\ntoken_accessor       {}\ntoken_duration       768h\ntoken_policies       [\"default\" \"{}\"]", Pv(fB, vaultToken()), Tv(b64u(24)), Kv(pick("ci-read", "app-prod")))
			}
		}},
		{"secret_openai_key", func(b *B) {
			k := openaiKey()
			switch r.Intn(3) {
			case 0:
				b.F("OPENAI_API_KEY={}\nOPENAI_ORG_ID={}", Pv(fB, k), Kv("org-"+alnum(24)))
			case 1:
				b.F("client = OpenAI(api_key=\"{}\")\nresp = client.chat.completions.create(model=\"{}\", messages=msgs)", Pv(fB, k), Kv(pick("gpt-4o-mini", "gpt-4.1", "o3-mini")))
			default:
				b.F("Error code: 429 - {'error': {'message': 'You exceeded your current quota'}} with key {} at {}", Pv(fB, k), Kv(isoTS()))
			}
		}},
		{"secret_anthropic_key", func(b *B) {
			k := anthropicKey()
			switch r.Intn(2) {
			case 0:
				b.F("curl https://api.anthropic.com/v1/messages -H \"x-api-key: {}\" -H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\"", Pv(fB, k))
			default:
				b.F("ANTHROPIC_API_KEY={}\nMAX_TOKENS={}", Pv(fB, k), Kv(fmt.Sprint(pick(1024, 4096, 8192))))
			}
		}},
		{"secret_huggingface", func(b *B) {
			t := hfToken()
			switch r.Intn(3) {
			case 0:
				b.F("huggingface-cli login --token {}\nhuggingface-cli download {} --revision {}", Pv(fB, t), Kv(pick("meta-llama/Llama-3.1-8B", "mistralai/Mistral-7B-v0.3", "acme/internal-classifier")), Kv(sha40()))
			case 1:
				b.F("HF_TOKEN={} python train.py --epochs {}", Pv(fB, t), Kv(fmt.Sprint(between(3, 30))))
			default:
				b.F("headers = {\"Authorization\": f\"Bearer {}\"}  # inference endpoint {}", Pv(fB, t), Kv("https://"+lownum(16)+".us-east-1.aws.endpoints.huggingface.cloud"))
			}
		}},
		{"secret_private_key_pem", func(b *B) {
			switch r.Intn(4) {
			case 0:
				file := pick("id_ed25519", "id_rsa", "deploy_key")
				kind := keyOpenSSH
				if file == "id_rsa" && chance(0.5) {
					kind = keyRSA
				}
				k := privateKey("\n", kind)
				b.F("$ cat ~/.ssh/{}\n{}\n{}\n{}", Tv(file), Tv(k.begin), Pv(fB, k.body), Tv(k.end))
			case 1:
				k := privateKey("\n", pick(keyRSA, keyEC, keyPKCS8))
				b.F("ssl_certificate_key: |\n  {}\n  {}\n  {}\nssl_port: {}", Tv(k.begin), Pv(fB, strings.ReplaceAll(k.body, "\n", "\n  ")), Tv(k.end), Kv(fmt.Sprint(pick(8443, 9443, 4443))))
			case 2:
				k := privateKey("\n", pick(keyRSA, keyEC, keyPKCS8))
				b.F("why does openssl say 'bad decrypt'? here is the key I used:\n{}\n{}\n{}\n(cert serial {})", Tv(k.begin), Pv(fB, k.body), Tv(k.end), Kv(strings.ToUpper(group(hexl(16), ":", 2, 2, 2, 2, 2, 2, 2, 2))))
			default:
				k := privateKey("\n", keyPGP)
				b.F("$ gpg --export-secret-keys --armor {}\n{}\n{}\n{}", Kv(hexu(16)), Tv(k.begin), Pv(fB, k.body), Tv(k.end))
			}
		}},
		{"secret_db_connection_uri", func(b *B) {
			u := username(anyPerson())
			pw := urlpw()
			h := hostname()
			var pre, post string
			switch r.Intn(6) {
			case 0:
				pre, post = "postgres://"+u+":", "@"+h+":5432/"+pick("orders", "app", "analytics")+"?sslmode=require"
			case 1:
				pre, post = "mysql://"+u+":", "@"+h+":3306/"+pick("wordpress", "shop", "crm")
			case 2:
				pre, post = "mongodb+srv://"+u+":", "@cluster0."+lownum(5)+".mongodb.net/"+pick("prod", "test")+"?retryWrites=true&w=majority"
			case 3:
				pre, post = "redis://:", "@"+h+":6379/0"
			case 4:
				pre, post = "amqp://"+u+":", "@"+h+":5672/"+pick("%2F", "prod")
			default:
				pre, post = "postgresql+psycopg2://"+u+":", "@"+h+"/"+pick("reports", "dw")
			}
			lbl := pick("DATABASE_URL=", "SQLALCHEMY_DATABASE_URI = '", "spring.data.mongodb.uri=", "CELERY_BROKER_URL=", "url: ")
			b.F("{}{}{}{}", Tv(lbl), Tv(pre), Pv(fB, pw), Kv(post))
			if strings.HasSuffix(lbl, "'") {
				b.T("'")
			}
		}},
		{"secret_connection_string_kv", func(b *B) {
			pw := password()
			h := hostname()
			switch r.Intn(4) {
			case 0:
				b.F("\"ConnectionStrings\": { \"Default\": \"Server={},1433;Database={};User Id={};Password={};TrustServerCertificate=True;\" }", Kv(h), Tv(pick("Sales", "Identity", "Billing")), Tv(pick("sa", "app_user", "svc_web")), Pv(fB, pw))
			case 1:
				b.F("jdbc:sqlserver://{}:1433;databaseName={};user={};password={};encrypt=true", Kv(h), Tv(pick("erp", "hr")), Tv(pick("sa", "etl")), Pv(fB, pw))
			case 2:
				b.F("Driver={ODBC Driver 18 for SQL Server};Server=tcp:{},1433;Uid={};Pwd={};Encrypt=yes;", Kv(h), Tv(pick("reporting", "powerbi")), Pv(fB, pw))
			default:
				b.F("host={} port=5432 dbname={} user={} password={} sslmode=verify-full", Kv(h), Tv(pick("ledger", "events")), Tv(pick("app", "readonly")), Pv(fB, pw))
			}
		}},
		{"secret_config_passwords", func(b *B) {
			pw := password()
			switch r.Intn(6) {
			case 0:
				b.F("spring:\n  datasource:\n    url: jdbc:postgresql://{}:5432/app\n    username: app\n    password: \"{}\"", Kv(hostname()), Pv(fB, pw))
			case 1:
				b.F("DB_HOST={}\nDB_PORT=3306\nDB_USER=wp\nDB_PASSWORD={}\nWP_DEBUG=false", Kv(hostname()), Pv(fB, pw))
			case 2:
				b.F("define( 'DB_NAME', 'wp_{}' );\ndefine( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', '{}' );\ndefine( 'DB_HOST', 'localhost' );", Kv(lownum(6)), Pv(fB, pw))
			case 3:
				b.F("services:\n  db:\n    image: postgres:{}\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: \"{}\"\n    ports:\n      - \"{}:5432\"", Kv(fmt.Sprint(between(13, 17))), Pv(fB, pw), Kv(fmt.Sprint(pick(5432, 15432, 25432))))
			case 4:
				b.F("<add key=\"SmtpServer\" value=\"{}\" />\n<add key=\"SmtpUser\" value=\"noreply\" />\n<add key=\"SmtpPassword\" value=\"{}\" />", Kv(pick("smtp.office365.com", "smtp.sendgrid.net", "mail.acme.io")), Pv(fB, pw))
			default:
				b.F("mail.smtp.host={}\nmail.smtp.port=587\nmail.smtp.user=alerts\nmail.smtp.password={}", Kv(pick("smtp.gmail.com", "email-smtp.eu-west-1.amazonaws.com")), Pv(fB, pw))
			}
		}},
		{"secret_basic_auth_header", func(b *B) {
			u := username(anyPerson())
			pw := password()
			c := basicCred(u, pw)
			switch r.Intn(3) {
			case 0:
				b.F("GET /metrics HTTP/1.1\nHost: {}\nAuthorization: Basic {}\nUser-Agent: Prometheus/{}", Kv(hostname()+":9100"), Pv(fB, c), Kv(version()))
			case 1:
				b.F("proxy_set_header Authorization \"Basic {}\";  # upstream {}", Pv(fB, c), Kv(hostname()))
			default:
				b.F("requests.get(url, headers={\"Authorization\": \"Basic {}\"}, timeout={})", Pv(fB, c), Kv(fmt.Sprint(between(5, 60))))
			}
		}},
		{"secret_session_cookies", func(b *B) {
			switch r.Intn(6) {
			case 0:
				b.F("Cookie: PHPSESSID={}; cart_items={}; lang=de", Pv(fB, sessionPHP()), Kv(fmt.Sprint(between(1, 9))+"x"))
			case 1:
				b.F("Set-Cookie: JSESSIONID={}; Path=/{}; Secure; HttpOnly", Pv(fB, sessionJava()), Kv(pick("portal", "shop", "admin")))
			case 2:
				b.F("Cookie: ASP.NET_SessionId={}; .AspNetCore.Culture=c%3Den-US", Pv(fB, sessionASPNET()))
			case 3:
				b.F("document.cookie → \"csrftoken={}; sessionid={}\"", Kv(alnum(32)), Pv(fB, sessionDjango()))
			case 4:
				b.F("Cookie: connect.sid={}; _fbp=fb.1.{}.{}", Pv(fB, sessionConnect()), Kv(fmt.Sprint(unixTS())+digits(3)), Kv(nz(9)))
			default:
				b.F("Cookie: XSRF-TOKEN={}; laravel_session={}", Kv(alnum(40)), Pv(fB, sessionLaravel()))
			}
		}},
		{"secret_nextauth_session_jwe", func(b *B) {
			b.F("Cookie: __Secure-next-auth.session-token={}; __Host-next-auth.csrf-token={}", Pv(fJ, nextAuthJWE()), Kv(hexl(64)))
		}},
		{"secret_cli_credentials", func(b *B) {
			u := username(anyPerson())
			pw := password()
			switch r.Intn(5) {
			case 0:
				b.F("curl -u {}:{} https://{}/api/v1/export?since={}", Tv(u), Pv(fB, pw), Kv(pick("jenkins.acme.io", "nexus.internal", "artifactory.brightpath.io")), Kv(rdate().iso()))
			case 1:
				b.F("# ~/.netrc\nmachine {}\n  login {}\n  password {}", Kv(pick("api.heroku.com", "ftp.acme-logistics.com", "nexus.internal")), Tv(u), Pv(fB, pw))
			case 2:
				pw2 := strings.NewReplacer(":", "", "\\", "").Replace(pw)
				b.F("# ~/.pgpass\n{}:5432:{}:{}:{}", Kv(hostname()), Tv(pick("orders", "*")), Tv(u), Pv(fB, pw2))
			case 3:
				pw2 := urlpw()
				b.F("mysql -h {} -u {} -p{} {} < dump_{}.sql", Kv(hostname()), Tv(u), Pv(fB, pw2), Tv(pick("shop", "crm")), Kv(rdate().iso()))
			default:
				pw2 := urlpw()
				b.F("sshpass -p '{}' ssh -o StrictHostKeyChecking=no {}@{} 'systemctl restart {}'", Pv(fB, pw2), Tv(u), Kv(privIP()), Kv(pick("nginx", "app.service", "worker@2")))
			}
		}},
		{"secret_password_in_prose", func(b *B) {
			pw := password()
			switch r.Intn(7) {
			case 0:
				b.F("Hi {}, the login for the shared mailbox is finance@ — password is {} — please change it after first login. Ticket {}.", Tv(anyPerson().First), Pv(fB, pw), Kv(ticketNo()))
			case 1:
				b.F("wifi for the offsite: network {} / password {}", Kv(pick("Acme-Guest", "HOTEL_CONF_5G", "Brightpath-Event")), Pv(fB, pw))
			case 2:
				b.F("Temporäres Passwort für Ihr Konto: {} (gültig bis {})", Pv(fB, pw), Kv(rdate().eu()))
			case 3:
				b.F("Votre mot de passe provisoire est : {} — identifiant {}", Pv(fB, pw), Kv("CL"+nz(7)))
			case 4:
				b.F("Tu contraseña temporal es {} y caduca el {}.", Pv(fB, pw), Kv(rdate().uk()))
			case 5:
				b.F("您的初始密码为：{}，请登录后立即修改。工号：{}", Pv(fB, pw), Kv(nz(6)))
			default:
				b.F("router admin creds: admin / {} (model {}, fw {})", Pv(fB, pw), Kv(pick("RT-AX58U", "FRITZ!Box 7590", "EdgeRouter X")), Kv(version()))
			}
		}},
		{"secret_bot_tokens", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("TELEGRAM_BOT_TOKEN={}\nTELEGRAM_CHAT_ID=-100{}", Pv(fB, telegramBot()), Kv(nz(10)))
			case 1:
				b.F("client.run('{}')  # discord.py {}", Pv(fB, discordBot()), Kv(version()))
			default:
				sec := b64u(68)
				b.F("DISCORD_WEBHOOK=https://discord.com/api/webhooks/{}/{}", Kv(nz(19)), Pv(fB, sec))
			}
		}},
		{"secret_mail_service_keys", func(b *B) {
			switch r.Intn(3) {
			case 0:
				b.F("MAILCHIMP_API_KEY={}\nMAILCHIMP_LIST_ID={}", Pv(fB, mailchimpKey()), Kv(hexl(10)))
			case 1:
				b.F("curl -s --user 'api:{}' https://api.mailgun.net/v3/{}/messages -F from='Ops <{}>'", Pv(fB, mailgunKey()), Kv("mg.acme.io"), Pv(fE, anyEmail()))
			default:
				b.F("curl \"https://api.postmarkapp.com/email\" -H \"X-Postmark-Server-Token: {}\" -d @message.json  # stream {}", Pv(fB, uuid4()), Kv(pick("outbound", "broadcast")))
			}
		}},
		{"secret_misc_saas_tokens", func(b *B) {
			switch r.Intn(11) {
			case 0:
				b.F("LINEAR_API_KEY={}", Pv(fB, linearKey()))
			case 1:
				b.F("const notion = new Client({ auth: \"{}\" }) // db {}", Pv(fB, notionKey()), Kv(hexl(32)))
			case 2:
				b.F("doctl auth init --access-token {} --context {}", Pv(fB, doToken()), Kv(pick("prod", "staging")))
			case 3:
				b.F("NEW_RELIC_API_KEY={}\nNEW_RELIC_ACCOUNT_ID={}", Pv(fB, newRelicKey()), Kv(nz(7)))
			case 4:
				b.F("sentry-cli --auth-token {} releases new {}", Pv(fB, sentryToken()), Kv("web@"+version()))
			case 5:
				b.F("postman collection run {} --api-key {}", Kv(nz(8)+"-"+uuid4()), Pv(fB, postmanKey()))
			case 6:
				b.F("GRAFANA_TOKEN={} terraform apply -target=module.dashboards", Pv(fB, grafanaToken()))
			case 7:
				b.F("curl -H \"Authorization: SSWS {}\" https://{}.okta.com/api/v1/users?limit={}", Pv(fB, oktaToken()), Kv(pick("acme", "brightpath")), Kv(fmt.Sprint(pick(25, 200))))
			case 8:
				b.F("HEROKU_API_KEY={} heroku ps:scale web={} -a {}", Pv(fB, uuid4()), Kv(fmt.Sprint(between(2, 9))), Kv(pick("acme-api-prod", "bp-worker")))
			case 9:
				b.F("CLOUDFLARE_API_TOKEN={}\nCLOUDFLARE_ZONE_ID={}", Pv(fB, cloudflareToken()), Kv(hexl(32)))
			default:
				b.F("SQUARE_ACCESS_TOKEN={}\nSQUARE_LOCATION_ID={}", Pv(fB, squareToken()), Kv("L"+upnum(12)))
			}
		}},
		{"secret_opaque_bearer_header", func(b *B) {
			t := opaqueToken()
			switch r.Intn(4) {
			case 0:
				b.F("POST /v1/shipments HTTP/1.1\nHost: {}\nAuthorization: Bearer {}\nIdempotency-Key: {}", Kv(pick("api.shipfast.io", "partners.acme-logistics.com")), Pv(fB, t), Kv(uuid4()))
			case 1:
				b.F("fetch(url, { headers: { Authorization: `Bearer {}` } }) // {}", Pv(fB, t), Kv(pick("returns 403", "works in Postman")))
			case 2:
				b.F("{} \"GET /api/reports?page={} HTTP/1.1\" 200 {} \"-\" \"python-requests/{}\" auth=\"Bearer {}\"", Kv(privIP()), Kv(fmt.Sprint(between(1, 40))), Kv(fmt.Sprint(between(512, 90000))), Kv("2."+fmt.Sprint(between(25, 32))+".0"), Pv(fB, t))
			default:
				b.F("$headers = @{ Authorization = \"Bearer {}\" }\nInvoke-RestMethod -Uri {} -Headers $headers", Pv(fB, t), Kv("https://"+pick("api.acme.io/v3/assets", "graph.brightpath.io/users")))
			}
		}},
		{"secret_api_key_generic_code", func(b *B) {
			k := pick(alnum(32), hexl(32), b64u(40), lownum(24))
			switch r.Intn(4) {
			case 0:
				b.F("resp = requests.get(\"https://api.{}/v2/quotes\", headers={\"X-API-Key\": \"{}\"}, params={\"symbol\": \"{}\"})", Kv(pick("marketdata.io", "acme-pricing.com")), Pv(fB, k), Kv(pick("AAPL", "MSFT", "SAP.DE")))
			case 1:
				b.F("weather:\n  provider: openweathermap\n  api_key: {}\n  units: metric", Pv(fB, k))
			case 2:
				b.F("const API_SECRET = \"{}\"; // TODO: move to vault before {}", Pv(fB, k), Kv("v"+version()))
			default:
				b.F("https://api.{}/v1/geo?ip={}&apikey={}", Kv(pick("ipgeolocation.io", "ipinfo.example-svc.com")), Kv(pick("8.8.8.8", "1.1.1.1")), Pv(fB, k))
			}
		}},
		{"secret_azure_devops_pat", func(b *B) {
			pat := azureDevOpsPAT()
			b.F("git clone https://{}:{}@dev.azure.com/{}/{}/_git/{}", Tv(pick("build", "jdoe", "svc-ado")), Pv(fB, pat), Kv(pick("acme-corp", "brightpath")), Kv(pick("Platform", "Payments")), Kv(pick("api", "infra", "mobile")))
		}},
	}
}
