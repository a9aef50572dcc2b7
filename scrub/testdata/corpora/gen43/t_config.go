package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func dbURL() string {
	switch rn(6) {
	case 0:
		return "postgres://postgres:postgres@localhost:5432/" + pick("app_dev", "myapp", "shop")
	case 1:
		return "postgresql://app:app@db:5432/app?sslmode=disable"
	case 2:
		return "mysql://root:root@127.0.0.1:3306/" + pick("wordpress", "laravel", "app")
	case 3:
		return "redis://:devpass@redis:6379/0"
	case 4:
		return "mongodb://mongo:mongo@localhost:27017/?authSource=admin"
	default:
		return "amqp://guest:guest@rabbitmq:5672/"
	}
}

func tDotenv(b *B, clean bool) {
	if clean {
		b.X("Here's our ´.env.example´ — new devs keep asking which ones are required:\n\n´´´dotenv\n§\nNODE_ENV=development\nPORT=§\nOPENAI_API_KEY=§\nSTRIPE_SECRET_KEY=§\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=§\nAWS_ACCESS_KEY_ID=§\nAWS_SECRET_ACCESS_KEY=\nSENTRY_DSN=§\nSLACK_BOT_TOKEN=§\n´´´\nShould the publishable key live in this file at all?",
			K("DATABASE_URL="+dbURL()), K(fmt.Sprint(port())), K(vendorPH("openai")), K(vendorPH("stripe")), K(pkLive()), K(akia()), K("https://"+sec(hexl, 32)+"@o"+dg(6)+".ingest.sentry.io/"+dg(7)), K(vendorPH("slack")))
		return
	}
	b.X("§I accidentally pushed our .env to a public repo for about 10 minutes (commit ´§´). Force-pushed it away. Is rotating the keys enough or do I need to do more? Contents were:\n\n´´´\n", pick("", "Panicking a bit. ", "Ugh. "), K(shortSHA()))
	lines := []func(){
		func() { b.X("§\n", K("DATABASE_URL="+dbURL())) },
		func() { b.X("OPENAI_API_KEY=§\n", P("bearer", openaiKey())) },
		func() { b.X("STRIPE_SECRET_KEY=§\n", P("bearer", stripeSK("live"))) },
		func() { b.X("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=§\n", K(pkLive())) },
		func() { b.X("AWS_ACCESS_KEY_ID=§\nAWS_SECRET_ACCESS_KEY=§\n", K(akia()), P("bearer", awsSecret())) },
		func() { b.X("SENDGRID_API_KEY=§\n", P("bearer", sendgridKey())) },
		func() { b.X("ADMIN_EMAIL=§\n", P("email", workEmail())) },
		func() {
			b.X("TWILIO_ACCOUNT_SID=§\nTWILIO_AUTH_TOKEN=§\nTWILIO_FROM=§\n", K(twilioAC()), P("bearer", hex32()), P("phone", phoneE164US()))
		},
		func() { b.X("ANTHROPIC_API_KEY=§\n", P("bearer", anthropicKey())) },
		func() { b.X("GOOGLE_MAPS_API_KEY=§\n", K(aiza())) },
		func() { b.X("PORT=§\nLOG_LEVEL=debug\n", K(fmt.Sprint(port()))) },
		func() { b.X("HF_TOKEN=§\n", P("bearer", hfTok())) },
		func() { b.X("GITHUB_TOKEN=§\n", P("bearer", ghp())) },
		func() { b.X("DISCORD_TOKEN=§\n", P("bearer", discordBot())) },
		func() { b.X("MAILGUN_API_KEY=§\n", P("bearer", mailgunKey())) },
	}
	r.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	n := rr(4, 8)
	for _, l := range lines[:n] {
		l()
	}
	b.X("´´´\nGitHub's secret scanning emailed me about one of them already.")
}

func tDockerCompose(b *B, clean bool) {
	pg := fmt.Sprintf("postgres:%d.%d", rr(14, 16), rr(0, 4))
	b.X("docker compose up fails with ´§´ for the worker service, api is fine:\n\n´´´yaml\nservices:\n  db:\n    image: §@§\n    environment:\n      POSTGRES_PASSWORD: postgres\n    ports:\n      - \"§\"\n  api:\n    build: .\n    ports: [\"§\"]\n    env_file: .env\n  worker:\n    image: ghcr.io/§/worker:§\n    environment:\n", pick("exited with code 1", "connection refused", "no such host"), pg, K(dockerDigest()), K("5432:5432"), K(fmt.Sprintf("%d:%d", port(), port())), pick("acme", "hooli-dev", "lumen-app"), K(vsemver()))
	if clean {
		b.X("      GITHUB_TOKEN: §\n      SLACK_BOT_TOKEN: §\n", K("${GITHUB_TOKEN}"), K("${SLACK_BOT_TOKEN:?missing}"))
	} else {
		n, v, _ := vendorTok()
		b.X("      §: §\n", n, P("bearer", v))
		if chance(0.5) {
			b.X("      NOTIFY_EMAIL: §\n", P("email", workEmail()))
		}
	}
	b.X("      REDIS_URL: §\n    depends_on: [db]\n´´´\nDocker § on §.", K("redis://redis:6379/0"), K("version 2"+fmt.Sprint(rr(4, 7))+".0."+fmt.Sprint(rr(0, 9))), pick("macOS", "Ubuntu 24.04", "Windows 11 + WSL2"))
}

func tK8sSecret(b *B, clean bool) {
	ns := pick("prod", "staging", "payments", "default", "platform")
	uid := uuid4()
	b.X("ArgoCD keeps showing my Secret as OutOfSync, here's the live manifest:\n\n´´´yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: §-credentials\n  namespace: §\n  uid: §\n  resourceVersion: \"§\"\n  creationTimestamp: \"§\"\ntype: Opaque\n", pick("api", "worker", "billing", "notifier"), K("namespace: "+ns), K(uid), K(fmt.Sprint(rr(100000, 99999999))), K(rts().isoS()))
	enc := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	b.X("data:\n  DB_HOST: §\n  DB_PORT: §\n", K(enc(pick("db.internal", "postgres.prod.svc.cluster.local", "10.0.12.7"))), K(enc(fmt.Sprint(pick(5432, 3306)))))
	if clean {
		b.X("  API_TOKEN: §\n", K(enc("changeme")))
		b.X("stringData:\n  SLACK_WEBHOOK: §\n´´´", K("\"\""))
	} else {
		n, v, _ := vendorTok()
		if chance(0.35) {
			b.X("  §: §\n´´´\n(decoded it's the prod key, yes I know)", n, P("bearer", enc(v)))
		} else {
			b.X("stringData:\n  §: §\n´´´", n, P("bearer", v))
		}
	}
}

func tK8sDeployment(b *B, clean bool) {
	app := pick("checkout", "search-api", "notifier", "ledger", "gateway")
	img := fmt.Sprintf("%s.dkr.ecr.%s.amazonaws.com/%s", dg(12), pick("us-east-1", "eu-west-1", "ap-southeast-2"), app)
	b.X("Pod stuck in CrashLoopBackOff after the image bump, exit code 137:\n\n´´´yaml\nspec:\n  replicas: §\n  template:\n    spec:\n      containers:\n        - name: §\n          image: §@§\n          ports:\n            - containerPort: §\n          resources:\n            limits: { memory: \"§Mi\", cpu: \"§m\" }\n          env:\n            - name: JAVA_OPTS\n              value: \"-Xmx§m -XX:+UseG1GC\"\n", rr(2, 6), app, K(img), K(dockerDigest()), K(fmt.Sprint(port())), pick(256, 512, 1024), pick(250, 500, 1000), rr(200, 900))
	if clean {
		b.X("            - name: API_TOKEN\n              valueFrom:\n                secretKeyRef: { name: §-secrets, key: api-token }\n", app)
	} else {
		n, v, _ := vendorTok()
		b.X("            - name: §\n              value: \"§\"\n", n, P("bearer", v))
	}
	b.X("´´´\n´kubectl describe pod´ shows ´Last State: Terminated, Reason: OOMKilled, Exit Code: 137, Started: §´.", K(rts().sp()))
}

func tTerraform(b *B, clean bool) {
	tv := fmt.Sprintf("Terraform v1.%d.%d", rr(5, 9), rr(0, 5))
	b.X("´terraform plan´ fails with 403 on the github provider (§):\n\n´´´hcl\nterraform {\n  required_providers {\n    github = { source = \"integrations/github\", version = \"~> 6.0\" }\n    aws    = { source = \"hashicorp/aws\", version = \"§\" }\n  }\n}\n\n", K(tv), K("~> 5."+fmt.Sprint(rr(30, 60))))
	if clean {
		b.X("provider \"github\" {\n  owner = \"§\"\n  token = var.github_token\n}\n\nprovider \"aws\" {\n  region = \"§\"\n}\n´´´", pick("acme", "hooli"), K(pick("us-east-1", "eu-central-1")))
		return
	}
	switch rn(3) {
	case 0:
		b.X("provider \"github\" {\n  owner = \"§\"\n  token = \"§\"\n}\n´´´", pick("acme", "hooli"), P("bearer", pick(ghp(), githubPAT())))
	case 1:
		b.X("provider \"aws\" {\n  region     = \"§\"\n  access_key = \"§\"\n  secret_key = \"§\"\n}\n´´´\n(I know, hardcoded, it's just for local testing)", K("us-west-2"), K(akia()), P("bearer", awsSecret()))
	default:
		b.X("provider \"cloudflare\" {\n  api_token = \"§\"\n}\n\nresource \"cloudflare_record\" \"www\" {\n  zone_id = \"§\"\n  name    = \"www\"\n  value   = \"§\"\n  type    = \"A\"\n  ttl     = 3600\n}\n´´´", P("bearer", cfTok()), K(md5hex()), K(ipPub()))
	}
}

func tHelmValues(b *B, clean bool) {
	chart := fmt.Sprintf("datadog-3.%d.%d", rr(40, 70), rr(0, 9))
	b.X("helm upgrade with this values.yaml gives ´Error: UPGRADE FAILED: cannot patch \"datadog\"´ (chart §):\n\n´´´yaml\ndatadog:\n", K(chart))
	if clean {
		b.X("  apiKeyExistingSecret: datadog-secret\n  site: datadoghq.eu\n")
	} else {
		if chance(0.5) {
			b.X("  apiKey: §\n  appKey: §\n  site: datadoghq.eu\n", P("bearer", hex32()), P("bearer", sec(hexl, 40)))
		} else {
			b.X("  apiKey: §\n  site: datadoghq.eu\n", P("bearer", hex32()))
		}
	}
	b.X("  logs:\n    enabled: true\nagents:\n  image:\n    tag: §\nalertmanager:\n  slack:\n", K(fmt.Sprintf("7.%d.%d", rr(40, 60), rr(0, 3))))
	if clean {
		b.X("    webhookUrl: §\n´´´", K("https://hooks.slack.com/services/XXX/YYY/ZZZ"))
	} else {
		b.X("    webhookUrl: https://hooks.slack.com/services/§/§/§\n´´´", K("T0"+sec(upper+digits, 8)), "B0"+sec(upper+digits, 9), P("bearer", sec(alnum, 24)))
	}
}

func tGHActions(b *B, clean bool) {
	pin := sha1hex()
	b.X("Workflow can't publish to npm, ´npm ERR! code E401´:\n\n´´´yaml\nname: release\non:\n  push:\n    tags: ['v*']\njobs:\n  publish:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@§ # §\n        with:\n          node-version: §\n          registry-url: https://registry.npmjs.org\n      - run: npm ci\n      - run: npm publish --access public\n        env:\n", K(pin), K("v4.0."+fmt.Sprint(rr(0, 3))), K(pick("20.x", "18.x", "22")))
	if clean {
		b.X("          NODE_AUTH_TOKEN: §\n´´´\nThe secret exists in the repo settings.", K("${{ secrets.NPM_TOKEN }}"))
	} else {
		if chance(0.5) {
			b.X("          NODE_AUTH_TOKEN: §\n´´´\n(I put it inline to rule out the secret being wrong)", P("bearer", npmTok()))
		} else {
			b.X("          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n      - run: curl -sf -H \"Authorization: token §\" https://api.github.com/repos/§/releases\n´´´", P("bearer", ghp()), pick("acme/widgets", "hooli/sdk-js"))
		}
	}
}

func tNginx(b *B, clean bool) {
	up := ipPriv()
	t := rts()
	b.X("nginx reverse proxy returns 502 to the upstream that needs basic auth:\n\n´´´nginx\nupstream backend {\n    server §;\n    keepalive 32;\n}\nserver {\n    listen 443 ssl http2;\n    server_name §;\n    ssl_certificate /etc/letsencrypt/live/§/fullchain.pem;\n    location /api/ {\n        proxy_pass http://backend;\n", K(up+":"+fmt.Sprint(pick(8080, 8000, 9000))), pick("app.acme.io", "shop.lumen.app"), pick("app.acme.io", "shop.lumen.app"))
	if clean {
		b.X("        proxy_set_header Authorization $http_authorization;\n")
	} else {
		enc, _ := basicCred()
		b.X("        proxy_set_header Authorization \"Basic §\";\n", P("bearer", enc))
	}
	b.X("        proxy_set_header X-Real-IP $remote_addr;\n    }\n}\n´´´\nerror.log:\n´´´\n§ [error] 28#28: *§ connect() failed (111: Connection refused) while connecting to upstream, client: §, server: _, request: \"GET /api/health HTTP/1.1\", upstream: \"http://§/api/health\"\n´´´", K(fmt.Sprintf("%04d/%02d/%02d %s", t.y, t.mo, t.d, t.clock())), rr(1, 9999), K(ipPriv()), up+":8080")
}

func tSpringProps(b *B, clean bool) {
	b.X("Spring Boot § won't send mail, ´MailAuthenticationException´. application.properties:\n\n´´´properties\nserver.port=§\nspring.datasource.url=§\nspring.datasource.username=app\nspring.mail.host=smtp.gmail.com\nspring.mail.port=587\n", K("3."+fmt.Sprint(rr(1, 3))+"."+fmt.Sprint(rr(0, 5))), K(fmt.Sprint(pick(8080, 8081, 9090))), K("jdbc:postgresql://"+pick("localhost", "db", ipPriv())+":5432/app"))
	if clean {
		b.X("spring.mail.username=${MAIL_USER}\nspring.mail.password=${MAIL_PASSWORD}\nsendgrid.api-key=${SENDGRID_API_KEY}\n")
	} else {
		b.X("spring.mail.username=§\nspring.mail.password=${MAIL_PASSWORD}\n", P("email", emailAt("gmail.com")))
		switch rn(3) {
		case 0:
			b.X("sendgrid.api-key=§\n", P("bearer", sendgridKey()))
		case 1:
			b.X("twilio.account-sid=§\ntwilio.auth-token=§\n", K(twilioAC()), P("bearer", hex32()))
		default:
			b.X("app.notify.to=§\n", P("email", workEmail()))
		}
	}
	b.X("spring.mail.properties.mail.smtp.starttls.enable=true\nmanagement.endpoints.web.exposure.include=health,info\n´´´\nStack trace starts with ´org.springframework.mail.MailAuthenticationException: Authentication failed´ at ´MailSenderAutoConfiguration´.§", soClose())
}

func tAppSettings(b *B, clean bool) {
	b.X("appsettings.Development.json works locally, but in Azure App Service the blob upload throws ´403 AuthenticationFailed´:\n\n´´´json\n{\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\", \"Microsoft.AspNetCore\": \"Warning\" } },\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=(localdb)\\\\mssqllocaldb;Database=§;Trusted_Connection=True;MultipleActiveResultSets=true\",\n", pick("AcmeDb", "Shop", "Ledger"))
	acct := pick("acmestorage", "hoolidata", "lumenfiles") + fmt.Sprint(rr(1, 99))
	if clean {
		b.X("    \"Blob\": \"UseDevelopmentStorage=true\"\n  },\n  \"SendGrid\": { \"ApiKey\": \"\" },\n")
	} else {
		b.X("    \"Blob\": \"DefaultEndpointsProtocol=https;AccountName=§;AccountKey=§;EndpointSuffix=core.windows.net\"\n  },\n", acct, P("bearer", azureKey()))
		if chance(0.5) {
			b.X("  \"SendGrid\": { \"ApiKey\": \"§\", \"From\": \"§\" },\n", P("bearer", sendgridKey()), P("email", workEmail()))
		}
	}
	b.X("  \"AzureAd\": { \"Instance\": \"https://login.microsoftonline.com/\", \"TenantId\": \"§\", \"ClientId\": \"§\" },\n  \"AllowedHosts\": \"*\"\n}\n´´´", K(uuid4()), K(uuid4()))
}

func tDjangoSettings(b *B, clean bool) {
	b.X("Django § doesn't email the ADMINS on 500 errors in production. Relevant settings.py:\n\n´´´python\nDEBUG = False\nALLOWED_HOSTS = [\"§\", \"§\"]\nSECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\n", K("5."+fmt.Sprint(rr(0, 1))+"."+fmt.Sprint(rr(0, 9))), pick("app.acme.io", "shop.lumen.app"), K(ipPriv()))
	if clean {
		b.X("ADMINS = [(\"Ops\", os.environ[\"ADMIN_EMAIL\"])]\nEMAIL_HOST_USER = env(\"EMAIL_HOST_USER\")\nSTRIPE_SECRET_KEY = env(\"STRIPE_SECRET_KEY\")\n")
	} else {
		b.X("ADMINS = [(\"§\", \"§\"), (\"§\", \"§\")]\nEMAIL_HOST = \"smtp.gmail.com\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"§\"\n", fullName(), P("email", workEmail()), fullName(), P("email", email()), P("email", emailAt("gmail.com")))
		if chance(0.5) {
			b.X("STRIPE_SECRET_KEY = \"§\"\n", P("bearer", stripeSK("live")))
		}
	}
	b.X("SERVER_EMAIL = \"§\"\nLOGGING = {\"version\": 1, \"handlers\": {\"mail_admins\": {\"level\": \"ERROR\", \"class\": \"django.utils.log.AdminEmailHandler\"}}}\n´´´", V(clean, "email", "errors@"+pick("acme.io", "lumen.app"), K("root@localhost")))
}

func tWPConfig(b *B, clean bool) {
	b.X("WordPress § white screen after migrating hosts, wp-config.php:\n\n´´´php\ndefine( 'DB_NAME', 'wp_§' );\ndefine( 'DB_USER', 'wpuser' );\ndefine( 'DB_PASSWORD', 'wppass' );\ndefine( 'DB_HOST', '§' );\ndefine( 'AUTH_KEY',         '§' );\ndefine( 'SECURE_AUTH_KEY',  '§' );\n$table_prefix = 'wp_';\n", K("6."+fmt.Sprint(rr(3, 6))+"."+fmt.Sprint(rr(0, 2))), pick("prod", "site", "blog"), K("localhost:/var/run/mysqld/mysqld.sock"), K("put your unique phrase here"), "put your unique phrase here")
	if clean {
		b.X("define( 'WP_DEBUG', true );\ndefine( 'WP_DEBUG_LOG', true );\n´´´\n´debug.log´ says ´PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted´.")
		b.keep = append(b.keep, "134217728")
		return
	}
	switch rn(3) {
	case 0:
		b.X("define( 'SMTP_USER', '§' );\ndefine( 'SMTP_PASS', getenv('SMTP_PASS') );\n´´´", P("email", workEmail()))
	case 1:
		b.X("define( 'MAILGUN_API_KEY', '§' );\ndefine( 'MAILGUN_DOMAIN', 'mg.§' );\n´´´", P("bearer", mailgunKey()), pick("acme.io", "lumen.app"))
	default:
		b.X("define( 'WPMS_SMTP_USER', '§' );\ndefine( 'STRIPE_SECRET', '§' );\n´´´", P("email", emailAt("gmail.com")), P("bearer", stripeSK("live")))
	}
}

func tAWSCreds(b *B, clean bool) {
	cli := fmt.Sprintf("aws-cli/2.%d.%d Python/3.11.%d Linux/6.5.0-%d-generic", rr(13, 17), rr(0, 40), rr(5, 9), rr(10, 40))
	b.X("´aws s3 ls´ gives SignatureDoesNotMatch on one machine only. ~/.aws/credentials:\n\n´´´ini\n[default]\naws_access_key_id = §\n", K(akia()))
	if clean {
		b.X("aws_secret_access_key = §\nregion = §\n´´´\n", K("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"), K("us-east-1"))
	} else {
		b.X("aws_secret_access_key = §\nregion = §\n´´´\n", P("bearer", awsSecret()), K("us-east-1"))
	}
	b.X("´aws --version´: ´§´. The clock is synced (´timedatectl´ says NTP active). Account is ´§´.", K(cli), K(dg(12)))
}

func tNpmrc(b *B, clean bool) {
	scope := pick("@acme", "@hooli", "@lumen")
	b.X("npm install of our private scoped package fails with E401 but only in Docker build.\n\n.npmrc:\n´´´\n§:registry=https://npm.pkg.github.com\n", K(scope))
	if clean {
		b.X("//npm.pkg.github.com/:_authToken=§\n", K("${NODE_AUTH_TOKEN}"))
	} else if chance(0.5) {
		b.X("//npm.pkg.github.com/:_authToken=§\n", P("bearer", ghp()))
	} else {
		b.X("//registry.npmjs.org/:_authToken=§\n", P("bearer", npmTok()))
	}
	b.X("always-auth=true\n´´´\n´´´\nnpm ERR! code E401\nnpm ERR! 401 Unauthorized - GET https://npm.pkg.github.com/§%2fui-kit - authentication token not provided\n´´´\nnpm §, node §.", strings.TrimPrefix(scope, "@"), K(fmt.Sprintf("10.%d.%d", rr(2, 8), rr(0, 5))), K(fmt.Sprintf("v20.%d.%d", rr(9, 17), rr(0, 3))))
}

func tPypirc(b *B, clean bool) {
	b.X("twine upload keeps saying ´403 Invalid or non-existent authentication information´.\n\n~/.pypirc:\n´´´ini\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\n")
	if clean {
		b.X("password = §\n´´´\n", K("pypi-<your-token>"))
	} else {
		b.X("password = §\n´´´\n", P("bearer", pypiTok()))
	}
	b.X("´twine --version´ → ´twine version § (pkginfo: §, requests: §)´. Package is ´§-§.tar.gz´.", K(fmt.Sprintf("5.%d.%d", rr(0, 1), rr(0, 3))), K("1.10.0"), K("2.31.0"), pick("acme_sdk", "fastcsv", "tinyorm"), K(semver()))
}

func tDockerConfig(b *B, clean bool) {
	b.X("Kubernetes can't pull from ghcr (ImagePullBackOff). I created the secret from my ~/.docker/config.json:\n\n´´´json\n{\n  \"auths\": {\n    \"ghcr.io\": {\n")
	if clean {
		b.X("    }\n  },\n  \"credsStore\": \"desktop\",\n  \"currentContext\": \"desktop-linux\"\n}\n´´´\nso I guess the creds are in the keychain and not in the file?")
		return
	}
	user := handle()
	enc := base64.StdEncoding.EncodeToString([]byte(user + ":" + ghp()))
	b.X("      \"auth\": \"§\"\n    }\n  }\n}\n´´´\nEvents: ´Failed to pull image \"ghcr.io/§/api:§\": 403 Forbidden´", P("bearer", enc), user, K(vsemver()))
}

func tGitlabCI(b *B, clean bool) {
	img := fmt.Sprintf("node:%d.%d-alpine", rr(18, 22), rr(0, 12))
	b.X("GitLab CI job can't push tags back to the repo:\n\n´´´yaml\nimage: §\nstages: [build, release]\nrelease:\n  stage: release\n  variables:\n", K(img))
	if clean {
		b.X("    GIT_DEPTH: 0\n  script:\n    - git remote set-url origin \"https://gitlab-ci-token:${CI_JOB_TOKEN}@gitlab.com/${CI_PROJECT_PATH}.git\"\n    - git push origin --tags\n´´´\n")
	} else {
		tok := glpat()
		b.X("    GITLAB_TOKEN: §\n  script:\n    - git remote set-url origin \"https://oauth2:${GITLAB_TOKEN}@gitlab.com/${CI_PROJECT_PATH}.git\"\n    - git push origin --tags\n´´´\n", P("bearer", tok))
	}
	b.X("Error: ´remote: You are not allowed to push code to this project.´ Runner § (§).", K("16."+fmt.Sprint(rr(5, 11))+".0"), K(shortSHA()))
}

func tShellHistory(b *B, clean bool) {
	host := "ubuntu@ip-" + strings.ReplaceAll(ipPriv(), ".", "-")
	b.X("Here's exactly what I ran on the box:\n\n´´´\n§:~$ ", K(host))
	if clean {
		b.X("export GITHUB_TOKEN=$(gh auth token)\n")
	} else {
		b.X("export GITHUB_TOKEN=§\n", P("bearer", pick(ghp(), githubPAT())))
	}
	b.X("%s:~$ echo $GITHUB_TOKEN | docker login ghcr.io -u §  --password-stdin\nError response from daemon: Get \"https://ghcr.io/v2/\": denied: denied\n%s:~$ docker --version\nDocker version §, build §\n´´´", handle(), K(fmt.Sprintf("24.0.%d", rr(5, 9))), K(shortSHA()))
	s := b.sb.String()
	b.sb.Reset()
	b.sb.WriteString(strings.ReplaceAll(s, "%s", host))
}

func tSentryDSN(b *B, clean bool) {
	dsn := "https://" + sec(hexl, 32) + "@o" + dg(6) + ".ingest.sentry.io/" + dg(7)
	rel := pick("web", "api", "mobile") + "@" + semver()
	b.X("Sentry isn't receiving events from the Next.js edge runtime.\n\n´´´ts\nSentry.init({\n  dsn: \"§\",\n  release: \"§\",\n  tracesSampleRate: 0.2,\n});\n´´´\n", K(dsn), K(rel))
	if clean {
		b.X("Event id from the browser console: ´§´.", K(sec(hexl, 32)))
	} else {
		b.X("sentry-cli for sourcemaps uses ´SENTRY_AUTH_TOKEN=§´ and upload works. Event id from the console: ´§´.", P("bearer", sentryTok()), K(sec(hexl, 32)))
	}
}

func tMongoConn(b *B, clean bool) {
	cl := "cluster0." + sec(lower+digits, 5) + ".mongodb.net"
	b.X("MongoServerSelectionError when connecting from Vercel, works locally:\n\n´´´js\nconst uri = \"§\";\nconst client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });\n´´´\n", K("mongodb+srv://app:app@"+cl+"/?retryWrites=true&w=majority"))
	if clean {
		b.X("Network access list has ´§´ only. Driver ´mongodb@§´.", K("0.0.0.0/0"), K("6."+fmt.Sprint(rr(3, 9))+".0"))
	} else {
		b.X("Atlas alert emails go to § and it says the cluster is fine. Driver ´mongodb@§´.", P("email", workEmail()), K("6."+fmt.Sprint(rr(3, 9))+".0"))
	}
}
