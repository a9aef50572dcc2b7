package main

import (
	"fmt"
	"strings"
)

type svc struct {
	name, env string
	gen       func(g *G) string
}

var services = []svc{
	{"Stripe", "STRIPE_SECRET_KEY", (*G).stripeSK},
	{"GitHub", "GITHUB_TOKEN", (*G).ghp},
	{"GitHub", "GH_PAT", (*G).githubPAT},
	{"OpenAI", "OPENAI_API_KEY", (*G).openai},
	{"Anthropic", "ANTHROPIC_API_KEY", (*G).anthropic},
	{"SendGrid", "SENDGRID_API_KEY", (*G).sendgrid},
	{"Slack", "SLACK_BOT_TOKEN", (*G).slackBot},
	{"GitLab", "GITLAB_TOKEN", (*G).glpat},
	{"npm", "NPM_TOKEN", (*G).npm},
	{"Hugging Face", "HF_TOKEN", (*G).hf},
	{"Mailgun", "MAILGUN_API_KEY", (*G).mailgun},
	{"DigitalOcean", "DIGITALOCEAN_TOKEN", (*G).dop},
	{"Datadog", "DD_API_KEY", (*G).datadog},
	{"Cloudflare", "CLOUDFLARE_API_TOKEN", (*G).cfToken},
	{"Linear", "LINEAR_API_KEY", (*G).linear},
	{"Notion", "NOTION_TOKEN", (*G).notion},
	{"Shopify", "SHOPIFY_ACCESS_TOKEN", (*G).shopify},
	{"Google Maps", "GOOGLE_MAPS_API_KEY", (*G).googleKey},
	{"Twilio", "TWILIO_AUTH_TOKEN", (*G).twilioToken},
	{"Jira", "JIRA_API_TOKEN", (*G).atlassian},
	{"Vault", "VAULT_TOKEN", (*G).vault},
	{"Docker Hub", "DOCKERHUB_TOKEN", (*G).dockerPAT},
	{"Mapbox", "MAPBOX_SECRET_TOKEN", (*G).mapboxSK},
	{"Postmark", "POSTMARK_SERVER_TOKEN", (*G).uuid},
	{"Algolia", "ALGOLIA_ADMIN_KEY", func(g *G) string { return g.hexSecret(32) }},
	{"internal", "INTERNAL_API_TOKEN", func(g *G) string { return g.rsMix(b62A, 40) }},
	{"partner", "PARTNER_API_KEY", func(g *G) string { return g.opaque(32) }},
	{"Sentry", "SENTRY_AUTH_TOKEN", (*G).sentryOrg},
	{"Hugging Face", "HUGGINGFACEHUB_API_TOKEN", (*G).hf},
	{"Groq", "GROQ_API_KEY", func(g *G) string { return "gsk_" + g.rsMix(b62A, 52) }},
}

func (g *G) svc() svc { return services[g.r.Intn(len(services))] }

// bearerTok is a token that goes after "Bearer": an issuer's token, an opaque one or a JWT.
func (g *G) bearerTok() P {
	switch g.r.Intn(6) {
	case 0:
		return J(g.jwt(""))
	case 1:
		return B(g.ya29())
	case 2:
		return B(g.opaque(g.n(32, 64)))
	default:
		return B(g.svc().gen(g))
	}
}

func L(xs ...any) []any { return xs }

func (g *G) apiHost() string {
	return g.pick("api.stripe.com/v1/charges", "api.github.com/user/repos", "api.openai.com/v1/models", "api.example.com/v2/orders",
		"gitlab.com/api/v4/projects", "api.sendgrid.com/v3/mail/send", "slack.com/api/chat.postMessage", "api.linear.app/graphql",
		"api.notion.com/v1/search", "api.cloudflare.com/client/v4/zones", "internal-api.northwind.io/v1/invoices", "api.hooli.cloud/v3/users/me")
}

func (g *G) pwP() P { return B(g.pw()) }

// pwU is a password as it stands in a URL's userinfo: no byte that would need escaping.
func (g *G) pwU() P {
	for {
		s := g.pw()
		if !strings.ContainsAny(s, "@:/?#&%+=$!*") {
			return B(s)
		}
	}
}

// pwS is a password as it stands unquoted on a shell's command line.
func (g *G) pwS() P {
	for {
		s := g.pw()
		if !strings.ContainsAny(s, "$&!;|<>()'\" \\#?*=%") {
			return B(s)
		}
	}
}

func piiTemplates() []tmpl {
	var ts []tmpl
	add := func(kind string, fn func(g *G) []any) { ts = append(ts, tmpl{kind, fn}) }

	// ---------------- chat and mail, many languages ----------------
	for _, l := range wifiL {
		l := l
		add("chat_wifi_"+l.lang, func(g *G) []any {
			ssid := g.pick("FRITZ!Box 7590 KQ", "Vodafone-A3F2", "Livebox-8E21", "MOVISTAR_4C1A", "TP-Link_5G_D2", "Office-Guest", "NETGEAR42", "Telia-7D3B9C")
			return fmtP(g.pickS(l.fs), ssid, B(g.wifi()))
		})
	}
	for _, l := range otpL {
		l := l
		add("chat_otp_"+l.lang, func(g *G) []any { return fmtP(g.pickS(l.fs), B(g.otp())) })
	}
	for _, l := range keyL {
		l := l
		add("chat_apikey_"+l.lang, func(g *G) []any { return fmtP(g.pickS(l.fs), B(g.svc().gen(g))) })
	}
	for _, l := range loginL {
		l := l
		add("chat_login_"+l.lang, func(g *G) []any {
			return fmtP(g.pickS(l.fs), g.pick("admin", "administrator", "root", "shopadmin", "manager", "redakcja", "kasse01", "wp-admin"), g.pwP())
		})
	}
	for _, l := range tempMailL {
		l := l
		add("mail_temp_password_"+l.lang, func(g *G) []any {
			f := g.pickS(firsts)
			return fmtP(g.pickS(l.fs), capit(f), E(g.emailOf(f)), g.pwP(), K(g.date()))
		})
	}

	// ---------------- .env and config files ----------------
	add("env_file", func(g *G) []any {
		s := g.svc()
		return L("# .env (production)\nNODE_ENV=production\nPORT=", K(fmt.Sprint(g.n(3000, 8099))), "\nDATABASE_URL=postgres://", g.user(), ":", g.pwU(), "@", g.host(), ":5432/app\n",
			s.env, "=", B(s.gen(g)), "\nLOG_LEVEL=info\nRELEASE=", K(g.vversion()))
	})
	add("env_export_line", func(g *G) []any {
		s := g.svc()
		qt := g.pick(`"`, `'`, "")
		return L("export ", s.env, "=", qt, B(s.gen(g)), qt, "\nexport ", K(s.env+"_FILE"), "=/run/secrets/", strings.ToLower(s.env))
	})
	add("env_smtp", func(g *G) []any {
		return L("MAIL_MAILER=smtp\nMAIL_HOST=", g.pick("smtp.gmail.com", "smtp.office365.com", "smtp.sendgrid.net", "mail.infomaniak.com", "smtp.ionos.de"), "\nMAIL_PORT=587\nMAIL_USERNAME=", E(g.email()),
			"\nMAIL_PASSWORD=", g.pwP(), "\nMAIL_ENCRYPTION=tls")
	})
	add("yaml_db_config", func(g *G) []any {
		return L("database:\n  host: ", g.host(), "\n  port: 5432\n  name: ", g.pick("orders", "billing", "crm"), "\n  user: ", g.user(), "\n  password: ", g.pwP(), "\n  pool: 20\n  sslmode: require")
	})
	add("yaml_spring", func(g *G) []any {
		return L("spring:\n  datasource:\n    url: jdbc:postgresql://", g.host(), ":5432/app\n    username: ", g.user(), "\n    password: ", g.pwP(),
			"\n  mail:\n    username: ", E(g.email()), "\n    password: ", B(g.googleAppPw()))
	})
	add("json_config", func(g *G) []any {
		s := g.svc()
		return L(`{"service": "`, g.pick("billing", "notifier", "search"), `", "apiVersion": "`, K(g.date()), `", "`, g.pick("apiKey", "api_key", "secretKey", "accessToken"), `": "`, B(s.gen(g)), `", "timeoutMs": 5000}`)
	})
	add("toml_config", func(g *G) []any {
		return L("[database]\nurl = \"mysql://", g.user(), ":", g.pwU(), "@", g.host(), ":3306/shop\"\n\n[stripe]\nsecret_key = \"", B(g.stripeSK()), "\"\npublishable_key = \"", K(g.pkLive()), "\"")
	})
	add("ini_config", func(g *G) []any {
		return L("[smtp]\nserver = ", g.pick("smtp.gmail.com", "smtp.mailgun.org", "mail.gandi.net"), "\nport = 465\nuser = ", E(g.email()), "\npassword = ", g.pwP(), "\n\n[app]\nversion = ", K(g.version()))
	})
	add("xml_maven_settings", func(g *G) []any {
		return L("<servers>\n  <server>\n    <id>", g.pick("nexus-releases", "ossrh", "artifactory"), "</id>\n    <username>", g.user(), "</username>\n    <password>", g.pwP(), "</password>\n  </server>\n</servers>")
	})
	add("java_properties", func(g *G) []any {
		return L("spring.datasource.url=jdbc:mysql://", g.host(), ":3306/erp?useSSL=true\nspring.datasource.username=", g.user(), "\nspring.datasource.password=", g.pwP(), "\napp.build=", K(g.shortSha()))
	})
	add("tfvars", func(g *G) []any {
		return L("region          = \"eu-central-1\"\ndb_username     = \"", g.user(), "\"\ndb_password     = \"", g.pwP(), "\"\ncloudflare_token = \"", B(g.cfToken()), "\"\nami             = \"", K("ami-0"+g.rs(hexA, 16)), "\"")
	})
	add("npmrc", func(g *G) []any {
		return L("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=", B(g.npm()), "\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=", B(g.ghp()))
	})
	add("pypirc", func(g *G) []any {
		return L("[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ", B(g.pypi()))
	})
	add("netrc", func(g *G) []any {
		return L("machine api.heroku.com\n  login ", E(g.email()), "\n  password ", B(g.uuid()), "\nmachine ", g.host(), " login ", g.user(), " password ", g.pwP())
	})
	add("pgpass", func(g *G) []any {
		return L("# ~/.pgpass\n", g.host(), ":5432:*:", g.user(), ":", g.pwP(), "\n", g.host(), ":6432:analytics:", g.user(), ":", g.pwP())
	})
	add("docker_config_json", func(g *G) []any {
		u := g.user()
		return L(`{"auths": {"`, g.pick("registry.gitlab.com", "ghcr.io", "harbor.northwind.io", "index.docker.io/v1/"), `": {"auth": "`, B(b64s([]byte(u+":"+g.pw()))), `"}}, "credsStore": ""}`)
	})
	add("kubeconfig_token", func(g *G) []any {
		return L("users:\n- name: ", g.pick("deployer", "ci-bot", "admin@prod"), "\n  user:\n    token: ", J(g.jwt("")), "\nclusters:\n- cluster:\n    server: https://", K(g.pubIP()), ":6443")
	})
	add("kubeconfig_client_key", func(g *G) []any {
		b, body, e := g.pemKey()
		return L("  user:\n    client-certificate-data: ", K("LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t"+g.rs(b62A, 40)), "\n    client-key-data: ", B(b64s([]byte(b+"\n"+body+"\n"+e+"\n"))))
	})
	add("k8s_secret_stringdata", func(g *G) []any {
		return L("apiVersion: v1\nkind: Secret\nmetadata:\n  name: ", g.pick("app-db", "smtp-creds", "api-keys"), "\n  namespace: prod\ntype: Opaque\nstringData:\n  DB_PASSWORD: ", g.pwP(), "\n  STRIPE_KEY: ", B(g.stripeSK()))
	})
	add("k8s_secret_data", func(g *G) []any {
		return L("kind: Secret\ndata:\n  username: ", K(b64s([]byte(g.user()))), "\n  password: ", B(b64s([]byte(g.pw()))), "\n  api-token: ", B(b64s([]byte(g.svc().gen(g)))))
	})
	add("compose_env", func(g *G) []any {
		return L("services:\n  db:\n    image: postgres:", K(fmt.Sprintf("16.%d-alpine", g.n(1, 6))), "\n    environment:\n      - POSTGRES_USER=", g.user(), "\n      - POSTGRES_PASSWORD=", g.pwP(),
			"\n  mysql:\n    environment:\n      MYSQL_ROOT_PASSWORD: ", g.pwP())
	})
	add("gha_workflow_hardcoded", func(g *G) []any {
		t, b, s := g.slackHook()
		return L("    steps:\n      - uses: actions/checkout@", K(g.sha1hex()), "\n      - run: ./notify.sh\n        env:\n          GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n          SLACK_WEBHOOK: https://hooks.slack.com/services/", t, "/", b, "/", B(s))
	})
	add("gitlab_ci_vars", func(g *G) []any {
		return L("variables:\n  DOCKER_DRIVER: overlay2\n  DEPLOY_TOKEN: ", B(g.glpat()), "\n  SONAR_TOKEN: ", B("squ_"+g.rs(hexA, 40)), "\n  IMAGE_TAG: $CI_COMMIT_SHORT_SHA")
	})
	add("nginx_basic_proxy", func(g *G) []any {
		return L("location /upstream/ {\n    proxy_pass https://", g.host(), ";\n    proxy_set_header Authorization \"Basic ", B(b64s([]byte(g.user()+":"+g.pw()))), "\";\n}")
	})
	add("wp_config", func(g *G) []any {
		return L("define( 'DB_NAME', 'wp_", g.pickS(words), "' );\ndefine( 'DB_USER', '", g.user(), "' );\ndefine( 'DB_PASSWORD', '", g.pwP(), "' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY', '", B(g.rs(b62A+"!@#$%^&*()-_[]{}<>~`+=,.;:/?|", 64)), "' );")
	})
	add("appsettings_json", func(g *G) []any {
		return L(`"ConnectionStrings": { "Default": "Server=`, g.host(), `;Database=Shop;User Id=sa;Password=`, g.pwP(), `;TrustServerCertificate=True" },`+"\n"+`"AzureAd": { "ClientId": "`, K(g.uuid()), `", "ClientSecret": "`, B(g.entraSecret()), `" }`)
	})
	add("my_cnf", func(g *G) []any {
		return L("[client]\nuser=root\npassword=", g.pwP(), "\nhost=", g.host(), "\n\n[mysqld]\nmax_connections=300")
	})
	add("git_credentials", func(g *G) []any {
		return L("$ cat ~/.git-credentials\nhttps://", g.pickS(firsts), ":", B(g.ghp()), "@github.com\nhttps://oauth2:", B(g.glpat()), "@gitlab.com")
	})
	add("rclone_conf", func(g *G) []any {
		return L("[s3-backup]\ntype = s3\nprovider = AWS\naccess_key_id = ", K(g.awsKeyID()), "\nsecret_access_key = ", B(g.awsSecret()), "\nregion = eu-west-1")
	})
	add("wpa_supplicant", func(g *G) []any {
		return L("network={\n    ssid=\"", g.pick("Kitchen-2G", "HomeNet", "Casa_Rossi", "Büro-WLAN"), "\"\n    psk=\"", B(g.wifi()), "\"\n    key_mgmt=WPA-PSK\n}")
	})
	add("aws_credentials", func(g *G) []any {
		return L("[default]\naws_access_key_id = ", K(g.awsKeyID()), "\naws_secret_access_key = ", B(g.awsSecret()), "\n[ci]\naws_access_key_id = ", K(g.awsKeyID()), "\naws_secret_access_key = ", B(g.awsSecret()), "\naws_session_token = ", B(g.awsSession()))
	})
	add("muttrc", func(g *G) []any {
		e := g.email()
		return L("set smtp_url = \"smtps://", e[:strings.Index(e, "@")], "@", g.pick("smtp.gmail.com", "mail.gmx.net"), ":465/\"\nset smtp_pass = \"", B(g.googleAppPw()), "\"\nset from = \"", E(e), "\"")
	})
	add("redis_conf", func(g *G) []any {
		return L("bind 127.0.0.1 ", K(g.ip()), "\nport 6379\nrequirepass ", B(g.opaque(32)), "\nmaxmemory 2gb")
	})
	add("dockerfile_env", func(g *G) []any {
		s := g.svc()
		return L("FROM node:", K(fmt.Sprintf("20.%d.%d-alpine", g.n(1, 18), g.n(0, 3))), "\nWORKDIR /app\nENV ", s.env, "=", B(s.gen(g)), "\nRUN npm ci --omit=dev")
	})
	add("systemd_unit", func(g *G) []any {
		return L("[Service]\nExecStart=/usr/local/bin/", g.pick("exporter", "worker", "backup-agent"), "\nEnvironment=\"DB_PASSWORD=", g.pwP(), "\"\nEnvironment=\"API_TOKEN=", B(g.opaque(40)), "\"\nRestart=always")
	})
	add("helm_values", func(g *G) []any {
		return L("auth:\n  rootPassword: ", g.pwP(), "\n  replicationPassword: ", g.pwP(), "\nimage:\n  tag: ", K(g.version()+"-debian-12-r"+fmt.Sprint(g.n(0, 40))))
	})
	add("ansible_vars", func(g *G) []any {
		return L("ansible_user: deploy\nansible_become_password: ", g.pwP(), "\nmysql_root_password: ", g.pwP(), "\nnode_exporter_version: ", K(g.version()))
	})
	add("wireguard_conf", func(g *G) []any {
		return L("[Interface]\nPrivateKey = ", B(g.wgKey()), "\nAddress = 10.8.0.", fmt.Sprint(g.n(2, 250)), "/24\n\n[Peer]\nPublicKey = ", K(g.wgKey()), "\nEndpoint = ", K(g.pubIP()), ":51820")
	})
	add("ipsec_secrets", func(g *G) []any {
		return L("# /etc/ipsec.secrets\n", K(g.pubIP()), " %any : PSK \"", B(g.opaque(32)), "\"")
	})
	add("gradle_properties", func(g *G) []any {
		return L("org.gradle.jvmargs=-Xmx4g\nsigning.keyId=", K(g.rs(hexUA, 8)), "\nsigning.password=", g.pwP(), "\nossrhUsername=", g.user(), "\nossrhPassword=", g.pwP())
	})
	add("service_account_json", func(g *G) []any {
		b, body, e := g.pemKey()
		esc := strings.ReplaceAll(body, "\n", `\n`)
		return L(`{"type": "service_account", "project_id": "`, g.pickS(words), "-", fmt.Sprint(g.n(100000, 999999)), `", "private_key_id": "`, K(g.sha1hex()), `", "private_key": "`, b, `\n`, B(esc), `\n`, e, `\n", "client_email": "`, g.pick("deployer", "ci", "exporter"), `@`, g.pickS(words), `.iam.gserviceaccount.com"}`)
	})
	add("composer_auth_json", func(g *G) []any {
		return L(`{"github-oauth": {"github.com": "`, B(g.ghp()), `"}, "http-basic": {"repo.packagist.com": {"username": "token", "password": "`, B(g.rs(hexA, 40)), `"}}}`)
	})
	add("cargo_credentials", func(g *G) []any {
		return L("# ~/.cargo/credentials.toml\n[registry]\ntoken = \"", B(g.cratesIO()), "\"")
	})
	add("django_settings", func(g *G) []any {
		return L("SECRET_KEY = '", B(g.pick("", "django-insecure-")+g.djangoKey2()), "'\nDEBUG = False\nEMAIL_HOST_USER = '", E(g.email()), "'\nEMAIL_HOST_PASSWORD = '", g.pwP(), "'")
	})
	add("laravel_env", func(g *G) []any {
		return L("APP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=", B(g.laravelKey()), "\nAPP_URL=https://", g.domain(), "\nDB_PASSWORD=", g.pwP())
	})
	add("rails_credentials", func(g *G) []any {
		return L("# config/credentials.yml.enc (decrypted)\nsecret_key_base: ", B(g.railsKeyBase()), "\naws:\n  access_key_id: ", K(g.awsKeyID()), "\n  secret_access_key: ", B(g.awsSecret()))
	})
	add("vault_token_file", func(g *G) []any {
		return L("$ cat ~/.vault-token\n", B(g.pick("", "")+g.vaultLong()), "\n$ vault token lookup | grep policies\npolicies            [default ", g.pick("deploy", "admin", "read-secrets"), "]")
	})
	add("azure_storage_connstr", func(g *G) []any {
		return L("AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=", g.pickS(words), fmt.Sprint(g.n(10, 99)), "prod;AccountKey=", B(g.azureKey()), ";EndpointSuffix=core.windows.net\"")
	})
	add("odbc_jdbc_url", func(g *G) []any {
		return L("jdbc.url=jdbc:mysql://", g.host(), ":3306/reporting?user=", g.user(), "&password=", g.pwU(), "&useSSL=true&serverTimezone=UTC")
	})

	// ---------------- code ----------------
	add("py_requests", func(g *G) []any {
		t := g.bearerTok()
		return L("import requests\n\nTOKEN = \"", t, "\"\nr = requests.get(\"https://", g.apiHost(), "\", headers={\"Authorization\": f\"Bearer {TOKEN}\"}, timeout=10)\nprint(r.status_code, r.headers.get(\"x-request-id\"))")
	})
	add("py_openai_client", func(g *G) []any {
		return L("from openai import OpenAI\nclient = OpenAI(api_key=\"", B(g.openai()), "\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)")
	})
	add("py_boto3", func(g *G) []any {
		return L("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"", K(g.awsKeyID()), "\",\n    aws_secret_access_key=\"", B(g.awsSecret()), "\",\n    region_name=\"us-east-1\",\n)")
	})
	add("py_smtplib", func(g *G) []any {
		e := g.email()
		return L("server = smtplib.SMTP_SSL(\"smtp.gmail.com\", 465)\nserver.login(\"", E(e), "\", \"", B(g.googleAppPw()), "\")\nserver.sendmail(\"", e, "\", to, msg.as_string())")
	})
	add("py_psycopg", func(g *G) []any {
		return L("conn = psycopg2.connect(host=\"", g.host(), "\", dbname=\"", g.pick("orders", "dwh"), "\", user=\"", g.user(), "\", password=\"", g.pwP(), "\")")
	})
	add("py_notebook_env", func(g *G) []any {
		return L("In [3]: import os\n   ...: os.environ[\"", g.pick("OPENAI_API_KEY", "ANTHROPIC_API_KEY"), "\"] = \"", B(g.pick("", "")+g.anthropicOrOpenAI()), "\"\n\nIn [4]: df = pd.read_parquet(\"s3://lake/events/dt=", K(g.date()), "/\")")
	})
	add("js_fetch", func(g *G) []any {
		t := g.bearerTok()
		return L("const res = await fetch('https://", g.apiHost(), "', {\n  headers: { Authorization: 'Bearer ", t, "', 'Content-Type': 'application/json' },\n});")
	})
	add("node_stripe", func(g *G) []any {
		return L("const stripe = require('stripe')('", B(g.stripeSK()), "');\nconst pk = '", K(g.pkLive()), "'; // publishable, used in checkout.js")
	})
	add("ts_config_export", func(g *G) []any {
		return L("export const config = {\n  apiBaseUrl: 'https://api.", g.domain(), "',\n  apiKey: '", B(g.opaque(g.n(32, 48))), "',\n  sentryRelease: '", K(g.vversion()), "',\n};")
	})
	add("go_code", func(g *G) []any {
		t := g.bearerTok()
		return L("req, _ := http.NewRequest(\"GET\", \"https://", g.apiHost(), "\", nil)\nreq.Header.Set(\"Authorization\", \"Bearer ", t, "\")\nresp, err := http.DefaultClient.Do(req)")
	})
	add("go_const", func(g *G) []any {
		s := g.svc()
		return L("const (\n\tbaseURL = \"https://api.", g.domain(), "\"\n\t", g.pick("apiKey", "apiToken", "secretKey"), " = \"", B(s.gen(g)), "\"\n)")
	})
	add("java_jdbc", func(g *G) []any {
		return L("Connection conn = DriverManager.getConnection(\n    \"jdbc:postgresql://", g.host(), ":5432/ledger\", \"", g.user(), "\", \"", g.pwP(), "\");")
	})
	add("csharp_smtp", func(g *G) []any {
		return L("var smtp = new SmtpClient(\"smtp.office365.com\", 587) {\n    Credentials = new NetworkCredential(\"", E(g.email()), "\", \"", g.pwP(), "\"),\n    EnableSsl = true\n};")
	})
	add("php_mysqli", func(g *G) []any {
		return L("<?php\n$db = new mysqli('localhost', '", g.user(), "', '", g.pwP(), "', 'shop');\nif ($db->connect_error) { die('DB down'); }")
	})
	add("ruby_octokit", func(g *G) []any {
		return L("client = Octokit::Client.new(access_token: '", B(g.ghp()), "')\nclient.create_release('acme/api', '", K(g.vversion()), "')")
	})
	add("rust_reqwest", func(g *G) []any {
		t := g.bearerTok()
		return L("let resp = client\n    .get(\"https://", g.apiHost(), "\")\n    .bearer_auth(\"", t, "\")\n    .send()\n    .await?;")
	})
	add("kotlin_const", func(g *G) []any {
		s := g.svc()
		return L("object ApiConfig {\n    const val BASE_URL = \"https://api.", g.domain(), "/\"\n    const val API_KEY = \"", B(s.gen(g)), "\"\n}")
	})
	add("swift_const", func(g *G) []any {
		return L("let apiKey = \"", B(g.opaque(g.n(32, 40))), "\"\nvar request = URLRequest(url: URL(string: \"https://api.", g.domain(), "/v1/feed\")!)\nrequest.setValue(apiKey, forHTTPHeaderField: \"X-API-Key\")")
	})
	add("bash_script", func(g *G) []any {
		s := g.svc()
		return L("#!/usr/bin/env bash\nset -euo pipefail\n", s.env, "=\"", B(s.gen(g)), "\"\ncurl -fsS -H \"Authorization: Bearer $", s.env, "\" https://", g.apiHost(), " | jq .")
	})
	add("powershell_cred", func(g *G) []any {
		return L("$secpw = ConvertTo-SecureString \"", g.pwP(), "\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential (\"CORP\\svc_backup\", $secpw)")
	})
	add("sql_create_user", func(g *G) []any {
		return L(g.pick("CREATE USER ", "ALTER USER "), g.user(), g.pick(" WITH PASSWORD '", " IDENTIFIED BY '"), g.pwP(), "';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO ", g.user(), ";")
	})
	add("php_laravel_config", func(g *G) []any {
		return L("'mailgun' => [\n    'domain' => 'mg.", g.domain(), "',\n    'secret' => '", B(g.mailgun()), "',\n],")
	})

	// ---------------- command lines ----------------
	add("curl_bearer", func(g *G) []any {
		t := g.bearerTok()
		return L("curl -sS ", g.pick("-H ", "--header "), g.pick("'", "\""), "Authorization: Bearer ", t, g.pick("'", "\""), " https://", g.apiHost(), " -H 'X-Request-Id: ", K(g.uuid()), "'")
	})
	add("curl_user_pass", func(g *G) []any {
		return L("curl -u ", g.user(), ":", g.pwS(), " https://", g.host(), "/api/v1/export?since=", K(g.date()))
	})
	add("curl_api_key_header", func(g *G) []any {
		s := g.svc()
		return L("curl https://api.", g.domain(), "/v1/reports -H \"", g.pick("X-API-Key", "x-api-key", "Api-Key", "X-Auth-Token"), ": ", B(s.gen(g)), "\" -o report-", K(g.date()), ".csv")
	})
	add("curl_github_token", func(g *G) []any {
		return L("curl -H \"Authorization: token ", B(g.ghp()), "\" https://api.github.com/repos/acme/api/commits/", K(g.sha1hex()))
	})
	add("httpie", func(g *G) []any {
		t := g.bearerTok()
		return L("http ", g.pick("GET", "POST"), " https://", g.apiHost(), " Authorization:\"Bearer ", t, "\" page==2")
	})
	add("wget_private_token", func(g *G) []any {
		return L("wget --header=\"PRIVATE-TOKEN: ", B(g.glpat()), "\" https://gitlab.", g.domain(), "/api/v4/projects/", K(fmt.Sprint(g.n(100, 9999))), "/jobs/artifacts/main/download?job=build")
	})
	add("wget_user_password", func(g *G) []any {
		return L("wget --user=", g.user(), " --password=", g.pwS(), " ftp://", g.host(), "/exports/", K("dump-"+g.date()+".sql.gz"))
	})
	add("mysql_cli", func(g *G) []any {
		return L("$ mysql -h ", g.host(), " -u root -p", g.pwS(), " shop -e 'select count(*) from orders'")
	})
	add("pgpassword_psql", func(g *G) []any {
		return L("PGPASSWORD='", g.pwP(), "' psql -h ", g.host(), " -U ", g.user(), " -d analytics -c '\\dt'")
	})
	add("psql_uri", func(g *G) []any {
		return L("psql \"postgresql://", g.user(), ":", g.pwU(), "@", g.host(), ":5432/", g.pick("app", "warehouse"), "?sslmode=require\"")
	})
	add("mongosh_uri", func(g *G) []any {
		return L("mongosh \"mongodb+srv://", g.user(), ":", g.pwU(), "@cluster0.", g.rs(lowAlnA, 5), ".mongodb.net/prod?retryWrites=true&w=majority\"")
	})
	add("redis_cli", func(g *G) []any {
		return L("redis-cli -h ", g.host(), " -p 6379 -a ", B(g.opaque(g.n(20, 32))), " --no-auth-warning INFO keyspace")
	})
	add("sshpass", func(g *G) []any {
		return L("sshpass -p '", g.pwP(), "' ssh -o StrictHostKeyChecking=no deploy@", K(g.ip()), " 'sudo systemctl restart app'")
	})
	add("docker_login", func(g *G) []any {
		return L("docker login -u ", g.pick("ci-bot", "acmebot", "deploy"), " -p ", B(g.dockerPAT()), " ", g.pick("docker.io", "registry.hub.docker.com"))
	})
	add("git_clone_token", func(g *G) []any {
		if g.coin() {
			return L("git clone https://oauth2:", B(g.glpat()), "@gitlab.com/", g.pickS(words), "/backend.git")
		}
		return L("git clone https://x-access-token:", B(g.ghp()), "@github.com/acme/", g.pickS(words), ".git && cd ", g.pickS(words))
	})
	add("smbclient", func(g *G) []any {
		return L("smbclient //", g.pick("fs01", "nas", "filer"), ".corp.local/finance -U ", g.pickS(firsts), "%", g.pwS(), " -c 'ls'")
	})
	add("ftp_url", func(g *G) []any {
		return L("lftp ftp://", g.user(), ":", g.pwU(), "@", g.host(), " -e 'mirror -R ./dist /htdocs; bye'")
	})
	add("kubectl_create_secret", func(g *G) []any {
		return L("kubectl -n prod create secret generic ", g.pick("db-creds", "app-secrets"), " --from-literal=username=", g.user(), " --from-literal=password=", g.pwS())
	})
	add("export_aws", func(g *G) []any {
		return L("export AWS_ACCESS_KEY_ID=", K(g.awsKeyID()), "\nexport AWS_SECRET_ACCESS_KEY=", B(g.awsSecret()), "\naws s3 ls s3://", g.pickS(words), "-backups/")
	})
	add("npm_config_set", func(g *G) []any {
		return L("npm config set //registry.npmjs.org/:_authToken ", B(g.npm()), " && npm publish --access public")
	})
	add("gh_auth_login", func(g *G) []any {
		return L("echo ", B(g.githubPAT()), " | gh auth login --with-token")
	})
	add("shell_history", func(g *G) []any {
		n := g.n(200, 1900)
		s := g.svc()
		return L(fmt.Sprintf(" %d  git pull\n %d  ", n, n+1), "export ", s.env, "=", B(s.gen(g)), fmt.Sprintf("\n %d  ", n+2), "./deploy.sh --tag ", K(g.vversion()), fmt.Sprintf("\n %d  ", n+3), "mysql -u admin -p", g.pwS(), " -h ", g.host())
	})
	add("ldapsearch", func(g *G) []any {
		return L("ldapsearch -x -H ldaps://", g.pick("dc01", "ldap"), ".corp.local -D \"cn=svc_ldap,ou=Service,dc=corp,dc=local\" -w '", g.pwP(), "' -b \"dc=corp,dc=local\" \"(sAMAccountName=", g.pickS(firsts), ")\"")
	})
	add("mosquitto_pub", func(g *G) []any {
		return L("mosquitto_pub -h ", g.host(), " -p 8883 -u sensor", fmt.Sprint(g.n(1, 99)), " -P ", g.pwS(), " -t 'plant/line", fmt.Sprint(g.n(1, 9)), "/temp' -m 21.4")
	})
	add("net_user", func(g *G) []any {
		return L("C:\\> net user ", g.pick("svc_sql", "backupadmin", "kiosk"), " ", g.pwS(), " /add /domain")
	})

	// ---------------- HTTP ----------------
	add("http_raw_request", func(g *G) []any {
		t := g.bearerTok()
		return L("GET /v1/accounts/me HTTP/1.1\r\nHost: api.", g.domain(), "\r\nAuthorization: Bearer ", t, "\r\nUser-Agent: okhttp/", K("4.12.0"), "\r\nX-Request-ID: ", K(g.uuid()), "\r\n")
	})
	add("http_cookie_session", func(g *G) []any {
		var c []any
		switch g.r.Intn(5) {
		case 0:
			c = L("sessionid=", B(g.djangoSession()))
		case 1:
			c = L("PHPSESSID=", B(g.phpSess()))
		case 2:
			c = L("JSESSIONID=", B(g.jsession()))
		case 3:
			c = L("connect.sid=", B(g.connectSid()))
		default:
			c = L("laravel_session=", B(g.laravelSession()))
		}
		return L("Cookie: _ga=", K(fmt.Sprintf("GA1.2.%d.%d", g.n(100000000, 999999999), g.n(1600000000, 1760000000))), "; ", c, "; theme=dark")
	})
	add("set_cookie", func(g *G) []any {
		return L("HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: _", g.pickS(words), "_session=", B(g.railsSession()), "; path=/; secure; HttpOnly; SameSite=Lax")
	})
	add("devtools_copy_curl", func(g *G) []any {
		return L("curl 'https://", g.domain(), "/api/cart' -H 'accept: application/json' -H 'cookie: sessionid=", B(g.djangoSession()), "; csrftoken=", g.rs(b62A, 32), "' --compressed")
	})
	add("query_api_key", func(g *G) []any {
		p := g.pick("api_key", "apikey", "access_token", "key", "token", "appid")
		var v string
		if p == "appid" {
			v = g.hexSecret(32)
		} else {
			v = g.opaque(g.n(24, 40))
		}
		return L("GET https://api.", g.domain(), "/data/2.5/weather?q=Berlin&", p, "=", B(v), "&units=metric")
	})
	add("oauth_token_response", func(g *G) []any {
		return L(`{"access_token":"`, g.bearerTok(), `","token_type":"Bearer","expires_in":3600,"refresh_token":"`, B(g.opaque(g.n(40, 64))), `","scope":"read write"}`)
	})
	add("oauth_refresh_request", func(g *G) []any {
		return L("POST /oauth/token HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=refresh_token&refresh_token=", B(g.googleRefresh()), "&client_id=", K(g.gClientID()), "&client_secret=", B(g.gocspx()))
	})
	add("oauth_client_creds_curl", func(g *G) []any {
		return L("curl -X POST https://", g.pick("dev-", "login-")+g.rs(lowAlnA, 8), ".eu.auth0.com/oauth/token -d 'grant_type=client_credentials' -d 'client_id=", K(g.rs(b62A, 32)), "' -d 'client_secret=", B(g.auth0Secret()), "'")
	})
	add("webhook_signing_secret", func(g *G) []any {
		return L(g.pick("Stripe webhook signing secret for the new endpoint: ", "STRIPE_WEBHOOK_SECRET=", "endpoint secret → "), B(g.whsec()), g.pick(" (endpoint we_", " # endpoint we_"), K(g.rsMix(b62A, 24)), ")")
	})
	add("github_webhook_secret", func(g *G) []any {
		return L("Webhook settings for acme/api\nPayload URL: https://ci.", g.domain(), "/github-webhook/\nContent type: application/json\nSecret: ", B(g.hexSecret(40)), "\nSSL verification: enabled")
	})
	add("har_entry", func(g *G) []any {
		return L(`"headers": [{"name": "Accept", "value": "application/json"}, {"name": "Authorization", "value": "Bearer `, g.bearerTok(), `"}, {"name": "X-Request-Id", "value": "`, K(g.uuid()), `"}]`)
	})
	add("basic_auth_header", func(g *G) []any {
		return L("Authorization: Basic ", B(b64s([]byte(g.user()+":"+g.pw()))), "\nAccept: */*\nX-Correlation-ID: ", K(g.uuid()))
	})
	add("jwt_bearer_header", func(g *G) []any {
		return L("> GET /api/profile HTTP/2\n> authorization: Bearer ", J(g.jwt(g.email())), "\n< HTTP/2 401\n< www-authenticate: Bearer error=\"invalid_token\"")
	})
	add("id_token_fragment", func(g *G) []any {
		return L("https://app.", g.domain(), "/callback#id_token=", J(g.jwt(g.email())), "&state=", K(g.rs(hexA, 16)), "&session_state=", K(g.uuid()))
	})
	add("reset_link", func(g *G) []any {
		return L(g.pick("Reset your password: ", "Passwort zurücksetzen: ", "Réinitialiser le mot de passe : "), "https://", g.domain(), "/reset-password?token=", B(g.opaque(g.n(40, 64))), "\nThis link expires in 60 minutes. Ticket ", K(g.ticket()))
	})
	add("magic_link", func(g *G) []any {
		return L("here's my login link, it logs you straight in: https://app.", g.domain(), "/auth/magic/", B(g.opaque(43)), " (don't forward)")
	})
	add("s3_presigned", func(g *G) []any {
		return L("https://", g.pickS(words), "-exports.s3.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=", K(g.awsKeyID()), "%2F20250312%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20250312T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=", B(g.rs(hexA, 64)))
	})
	add("azure_sas_url", func(g *G) []any {
		return L("https://", g.pickS(words), "store.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-01-01T00:00:00Z&st=", K(g.date()), "T08:00:00Z&spr=https&sig=", B(g.azureSig()))
	})
	add("slack_webhook_url", func(g *G) []any {
		t, b, s := g.slackHook()
		return L("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy ", K(g.vversion()), " done\"}' https://hooks.slack.com/services/", t, "/", b, "/", B(s))
	})
	add("discord_webhook_url", func(g *G) []any {
		return L("DISCORD_WEBHOOK=https://discord.com/api/webhooks/", K(fmt.Sprint(g.n(1000000000, 1999999999))+g.rs(digitA, 9)), "/", B(g.discordHookToken()))
	})
	add("telegram_bot", func(g *G) []any {
		return L("https://api.telegram.org/bot", B(g.telegram()), "/sendMessage?chat_id=", K("-100"+g.rs(digitA, 10)), "&text=backup+ok")
	})
	add("x_api_key_header", func(g *G) []any {
		return L("POST /v3/messages HTTP/1.1\nHost: api.", g.domain(), "\nx-api-key: ", B(g.anthropicOrOpenAI()), "\nanthropic-version: ", K("2023-06-01"), "\ncontent-type: application/json")
	})

	// ---------------- keys, codes and tokens in prose ----------------
	add("pem_private_key_chat", func(g *G) []any {
		b, body, e := g.pemKey()
		return L(g.pick("here's the deploy key, put it in ~/.ssh/id_deploy:\n", "Key for the SFTP box below:\n", "Anbei der Schlüssel:\n"), b, "\n", B(body), "\n", e)
	})
	add("pem_in_ticket", func(g *G) []any {
		b, body, e := g.pemKey()
		return L("Ticket ", K(g.ticket()), ": customer uploaded their cert bundle (", K(g.sha256hex()), ") and it contains\n", b, "\n", B(body), "\n", e)
	})
	add("age_key", func(g *G) []any {
		return L("# created: ", K(g.isoTime()), "\n# public key: ", K(g.agePub()), "\n", B(g.age()))
	})
	add("totp_uri", func(g *G) []any {
		return L("otpauth://totp/", g.pick("AWS", "GitHub", "Okta", "Acme%20VPN"), ":", g.pick("root", "ops", "admin"), "?secret=", B(g.b32()), "&issuer=", g.pick("AWS", "GitHub", "Okta", "AcmeVPN"), "&digits=6&period=30")
	})
	add("totp_seed_prose", func(g *G) []any {
		return L("If the QR code won't scan, enter this setup key manually: ", B(g.setupKey()), g.pick("", " (time based)", ". Then enter the 6-digit code."))
	})
	add("backup_codes", func(g *G) []any {
		var parts []any
		parts = append(parts, "RECOVERY CODES for ", g.pick("github.com", "accounts.google.com", "1password.com"), " (", K(g.date()), ")\n")
		for i := 0; i < 4; i++ {
			parts = append(parts, B(g.rs(hexA, 5)+"-"+g.rs(hexA, 5)), g.pick("  ", "\n"))
		}
		return parts
	})
	add("ticket_leaked_key", func(g *G) []any {
		s := g.svc()
		return L("[", K(g.ticket()), "] Customer pasted their ", s.name, " key in the chat widget: ", B(s.gen(g)), " — please revoke and ask them to rotate. Request id ", K(g.reqID()))
	})
	add("mail_api_key_issued", func(g *G) []any {
		return L("Subject: Your API credentials\n\nClient ID: ", K(g.uuid()), "\nClient secret: ", B(g.opaque(48)), "\nSandbox base URL: https://sandbox.", g.domain(), "/v", fmt.Sprint(g.n(1, 3)))
	})
	add("mail_smtp_handover", func(g *G) []any {
		return L("Hi, here are the SMTP settings for the newsletter tool:\nhost ", g.pick("smtp.office365.com", "smtp.strato.de", "smtp.zoho.eu"), " port 587 STARTTLS\nuser ", E(g.email()), "\npass ", g.pwP(), "\nBest, ", capit(g.pickS(firsts)))
	})
	add("log_line_token", func(g *G) []any {
		t := g.bearerTok()
		return L(K(g.isoTime()), " level=debug msg=\"calling upstream\" url=https://", g.apiHost(), " token=", t, " req_id=", K(g.reqID()))
	})
	add("stacktrace_conn_uri", func(g *G) []any {
		return L("pymongo.errors.ServerSelectionTimeoutError: mongodb://", g.user(), ":", g.pwU(), "@", K(g.ip()), ":27017/?authSource=admin, Timeout: 30s, Topology Description: <TopologyDescription id: ", K(g.rs(hexA, 24)), ">")
	})
	add("ci_job_log", func(g *G) []any {
		return L("$ echo \"Logging in to $CI_REGISTRY\"\n$ docker login -u gitlab-ci-token -p ", B("glcbt-"+g.rs(hexA, 2)+"_"+g.rsMix(b62A+"_-", 20)), " registry.gitlab.com\nWARNING! Using --password via the CLI is insecure.\nLogin Succeeded\nJob succeeded in ", K(fmt.Sprintf("%dm %ds", g.n(1, 9), g.n(1, 59))))
	})
	add("github_issue_401", func(g *G) []any {
		return L("### Bug\nGetting `401 Bad credentials` with my token `", B(g.ghp()), "` on ", K(g.vversion()), ", worked on ", K(g.vversion()), ".\nRepro: `gh api /user`")
	})
	add("so_question_creds", func(g *G) []any {
		return L("Why does this fail? ssl handshake error\n\nmail = imaplib.IMAP4_SSL('imap.gmail.com')\nmail.login('", E(g.email()), "', '", B(g.googleAppPw()), "')\n\nPython ", K("3.12."+fmt.Sprint(g.n(0, 9))))
	})
	add("postman_env", func(g *G) []any {
		return L(`{"name": "prod", "values": [{"key": "baseUrl", "value": "https://api.`, g.domain(), `", "enabled": true}, {"key": "access_token", "value": "`, g.bearerTok(), `", "enabled": true}]}`)
	})
	add("localstorage_jwt", func(g *G) []any {
		return L("> localStorage.getItem('auth')\n'{\"token\":\"", J(g.jwt(g.email())), "\",\"user\":\"", K(g.uuid()), "\"}'")
	})
	add("phone_and_otp", func(g *G) []any {
		return L(g.pick("it sent the code to my number ", "the SMS went to ", "code came to "), Ph(g.phone()), g.pick(", it's ", " — ", ": "), B(g.otp()))
	})
	add("email_and_password_chat", func(g *G) []any {
		return L(g.pick("my login is ", "use my account: ", "account "), E(g.email()), g.pick(" / pw ", " password: ", ", pass "), g.pwP(), g.pick(" — just don't change anything", "", " thx"))
	})
	add("router_sticker_de", func(g *G) []any {
		k := fmt.Sprintf("%04d %04d %04d %04d %04d", g.n(0, 9999), g.n(0, 9999), g.n(0, 9999), g.n(0, 9999), g.n(0, 9999))
		return L("Aufkleber FRITZ!Box ", K("7590"), ": WLAN-Netzwerkschlüssel (WPA2) ", B(k), ", Seriennummer ", K("B"+g.rs(digitA, 3)+"."+g.rs(digitA, 3)+"."+g.rs(digitA, 2)+"."+g.rs(digitA, 3)+"."+g.rs(digitA, 3)))
	})
	add("apple_app_password", func(g *G) []any {
		return L(g.pick("App-specific password for Thunderbird: ", "app-specific password: "), B(g.appleAppPw()), " (Apple ID ", E(g.email()), ")")
	})
	add("fernet_key", func(g *G) []any {
		return L("AIRFLOW__CORE__FERNET_KEY=", B(g.fernet()), "\nAIRFLOW__CORE__EXECUTOR=CeleryExecutor\nAIRFLOW_VERSION=", K(g.version()))
	})
	add("jenkins_creds_xml", func(g *G) []any {
		return L("<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <id>", K(g.uuid()), "</id>\n  <username>", g.user(), "</username>\n  <password>", g.pwP(), "</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>")
	})
	add("vault_kv_get", func(g *G) []any {
		return L("$ vault kv get secret/prod/db\n====== Metadata ======\ncreated_time     ", K(g.isoTime()), "\nversion          ", fmt.Sprint(g.n(2, 30)), "\n====== Data ======\nKey         Value\n---         -----\npassword    ", g.pwP(), "\nusername    ", g.user())
	})
	add("telegram_bot_token_prose", func(g *G) []any {
		return L("BotFather: Done! Use this token to access the HTTP API:\n", B(g.telegram()), "\nKeep your token secure and store it safely.")
	})
	add("sendgrid_prose", func(g *G) []any {
		return L("the newsletter broke because someone revoked ", B(g.sendgrid()), ", I made a new one and put it in 1Password (item ", K(g.uuid()), ")")
	})
	add("aws_session_creds_json", func(g *G) []any {
		return L(`{"Credentials": {"AccessKeyId": "`, K("ASIA"+g.rs(upperA+"234567", 16)), `", "SecretAccessKey": "`, B(g.awsSecret()), `", "SessionToken": "`, B(g.awsSession()), `", "Expiration": "`, K(g.isoTime()), `"}}`)
	})
	add("yaml_oauth_client", func(g *G) []any {
		return L("oauth:\n  google:\n    client_id: ", K(g.gClientID()), "\n    client_secret: ", B(g.gocspx()), "\n    redirect_uri: https://", g.domain(), "/auth/callback")
	})
	add("mapbox_tokens", func(g *G) []any {
		return L("MAPBOX_PUBLIC_TOKEN=", K(g.mapboxPK()), "\nMAPBOX_DOWNLOADS_TOKEN=", B(g.mapboxSK()))
	})
	add("hf_cli", func(g *G) []any {
		return L("$ huggingface-cli login --token ", B(g.hf()), "\nToken is valid (permission: write).\nYour token has been saved to /root/.cache/huggingface/token")
	})
	add("slack_token_code", func(g *G) []any {
		return L("from slack_sdk import WebClient\nclient = WebClient(token=\"", B(g.pick("", "")+g.slackBotOrUser()), "\")\nclient.chat_postMessage(channel=\"", K("C0"+g.rs(upperA+digitA, 9)), "\", text=\"build green\")")
	})
	return ts
}

func (g *G) anthropicOrOpenAI() string {
	if g.coin() {
		return g.anthropic()
	}
	return g.openai()
}

func (g *G) slackBotOrUser() string {
	if g.coin() {
		return g.slackBot()
	}
	return g.slackUser()
}
