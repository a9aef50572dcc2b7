package main

import (
	"fmt"
	"strings"
)

type PII struct {
	F string `json:"f"`
	V string `json:"v"`
}

type B struct {
	pii  []PII
	keep []string
}

func (b *B) P(f, v string) string { b.pii = append(b.pii, PII{f, v}); return v }
func (b *B) K(v string) string    { b.keep = append(b.keep, v); return v }

// Svc is one service's credential as the rule sets document it.
type Svc struct {
	Name  string // kind prefix
	Title string // the service as people name it
	Env   string // the variable people keep it in
	Fam   string // bearer or jwt
	Gen   func() string
	Auth  string // bearer | token | hdr:Name | query:name | basic | basicpw | none
	Host  string // endpoint
	Rule  string // gitleaks-style rule id
	Extra []func(v string, b *B) string
	Val   func(v string) string // how a variable holds the secret, if not bare
	Own   bool                  // only its own surroundings make sense
}

func X(fs ...func(v string, b *B) string) []func(v string, b *B) string { return fs }

func akia() string   { return pick("AKIA", "AKIA", "ASIA") + rs(b32u[:26]+"234567", 16) }
func dsn() string    { return fmt.Sprintf("https://%s@o%s.ingest.sentry.io/%s", hx(32), nz(6), nz(7)) }
func pkLive() string { return "pk_live_51" + rs(alnum, 97) }

func awsSecret() string { return rs(alnum+"/+", 40) }

func services() []Svc {
	return []Svc{
		{Name: "github_pat", Title: "GitHub", Env: "GITHUB_TOKEN", Gen: func() string { return ghToken("ghp_") }, Auth: "token", Host: "api.github.com/user/repos", Rule: "github-pat",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ git remote -v\norigin\thttps://%s:%s@github.com/%s/%s.git (fetch)\norigin\thttps://%s:%s@github.com/%s/%s.git (push)\n$ git log -1 --format=%%H\n%s", "ci-bot", b.P("bearer", v), "northwind", "billing-api", "ci-bot", v, "northwind", "billing-api", b.K(sha40()))
			}, func(v string, b *B) string {
				return fmt.Sprintf("- name: Checkout private submodule\n  uses: actions/checkout@%s # v4.1.1\n  with:\n    token: %s\n    submodules: recursive", b.K(sha40()), b.P("bearer", v))
			})},
		{Name: "github_oauth", Title: "GitHub OAuth", Env: "GH_OAUTH_TOKEN", Gen: func() string { return ghToken("gho_") }, Auth: "bearer", Host: "api.github.com/user", Rule: "github-oauth",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# ~/.config/gh/hosts.yml\ngithub.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: ssh", pick("mchen", "pkowalski", "devops-bot"), b.P("bearer", v))
			})},
		{Name: "github_app_install", Title: "GitHub App installation", Env: "GH_INSTALLATION_TOKEN", Gen: func() string { return ghToken("ghs_") }, Auth: "bearer", Host: "api.github.com/installation/repositories", Rule: "github-app-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf(`{"token":"%s","expires_at":"%s","permissions":{"contents":"read","metadata":"read"},"repository_selection":"selected"}`, b.P("bearer", v), b.K(isoTime()))
			})},
		{Name: "github_user_to_server", Title: "GitHub App user", Env: "GH_USER_TOKEN", Gen: func() string { return ghToken("ghu_") }, Auth: "bearer", Host: "api.github.com/user/installations", Rule: "github-app-token"},
		{Name: "github_refresh", Title: "GitHub refresh", Env: "GITHUB_REFRESH_TOKEN", Gen: func() string { return ghToken("ghr_") }, Auth: "none", Host: "github.com/login/oauth/access_token", Rule: "github-refresh-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("curl -X POST https://github.com/login/oauth/access_token -d client_id=%s -d grant_type=refresh_token -d refresh_token=%s", b.K("Iv1."+hx(16)), b.P("bearer", v))
			})},
		{Name: "github_fine_grained", Title: "GitHub fine-grained PAT", Env: "GH_PAT", Gen: func() string { return "github_pat_11" + rs(ualnum, 20) + "_" + rs(alnum, 59) }, Auth: "bearer", Host: "api.github.com/repos/northwind/infra/actions/runs", Rule: "github-fine-grained-pat"},
		{Name: "gitlab_pat", Title: "GitLab", Env: "GITLAB_TOKEN", Gen: func() string { return "glpat-" + rs(alnum+"-_", 20) }, Auth: "hdr:PRIVATE-TOKEN", Host: "gitlab.com/api/v4/projects", Rule: "gitlab-pat",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ git clone https://oauth2:%s@gitlab.com/helio/platform/charts.git\nCloning into 'charts'...\nremote: Enumerating objects: %s, done.", b.P("bearer", v), nz(4))
			})},
		{Name: "gitlab_runner", Title: "GitLab runner", Env: "RUNNER_TOKEN", Gen: func() string { return "glrt-" + rs(alnum+"-_", 20) }, Auth: "none", Host: "gitlab.com", Rule: "gitlab-runner-authentication-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("sudo gitlab-runner register --non-interactive --url https://gitlab.com --token %s --executor docker --docker-image alpine:%s --description \"%s\"", b.P("bearer", v), b.K("3."+fmt.Sprint(17+r.Intn(4))), pick("build-eu-1", "arm64-runner", "gpu-runner-02"))
			}, func(v string, b *B) string {
				return fmt.Sprintf("# /etc/gitlab-runner/config.toml\nconcurrent = 4\n[[runners]]\n  name = \"docker-%s\"\n  url = \"https://gitlab.example.net\"\n  id = %s\n  token = \"%s\"\n  executor = \"docker\"", nz(3), b.K(nz(5)), b.P("bearer", v))
			})},
		{Name: "gitlab_deploy", Title: "GitLab deploy token", Env: "CI_DEPLOY_PASSWORD", Gen: func() string { return "gldt-" + rs(alnum+"-_", 20) }, Auth: "none", Host: "registry.gitlab.com", Rule: "gitlab-deploy-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("echo \"%s\" | docker login registry.gitlab.com -u gitlab+deploy-token-%s --password-stdin", b.P("bearer", v), b.K(nz(7)))
			})},
		{Name: "gitlab_trigger", Title: "GitLab pipeline trigger", Env: "TRIGGER_TOKEN", Gen: func() string { return "glptt-" + hx(40) }, Auth: "none", Host: "gitlab.com", Rule: "gitlab-ptt",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("curl -X POST --fail -F token=%s -F ref=main https://gitlab.com/api/v4/projects/%s/trigger/pipeline", b.P("bearer", v), b.K(nz(8)))
			})},
		{Name: "slack_bot", Title: "Slack bot", Env: "SLACK_BOT_TOKEN", Gen: func() string { return "xoxb-" + nz(11) + "-" + nz(13) + "-" + rs(alnum, 24) }, Auth: "bearer", Host: "slack.com/api/chat.postMessage", Rule: "slack-bot-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("from slack_sdk import WebClient\nclient = WebClient(token=\"%s\")\nclient.chat_postMessage(channel=\"%s\", text=\"deploy %s finished\")", b.P("bearer", v), b.K("C0"+rs(ualnum, 9)), b.K("v"+semver()))
			})},
		{Name: "slack_user", Title: "Slack user", Env: "SLACK_USER_TOKEN", Gen: func() string { return "xoxp-" + nz(11) + "-" + nz(11) + "-" + nz(13) + "-" + hx(32) }, Auth: "bearer", Host: "slack.com/api/users.list", Rule: "slack-user-token"},
		{Name: "slack_app", Title: "Slack app-level", Env: "SLACK_APP_TOKEN", Gen: func() string { return "xapp-1-A0" + rs(ualnum, 9) + "-" + nz(13) + "-" + hx(64) }, Auth: "bearer", Host: "slack.com/api/apps.connections.open", Rule: "slack-app-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("const app = new App({\n  token: process.env.SLACK_BOT_TOKEN,\n  appToken: '%s',\n  socketMode: true,\n});", b.P("bearer", v))
			})},
		{Name: "slack_webhook", Val: func(v string) string {
			return "https://hooks.slack.com/services/T0" + rs(ualnum, 8) + "/B0" + rs(ualnum, 9) + "/" + v
		}, Title: "Slack webhook", Env: "SLACK_WEBHOOK_URL", Gen: func() string { return rs(alnum, 24) }, Auth: "none", Host: "hooks.slack.com", Rule: "slack-webhook-url",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"build %s failed\"}' https://hooks.slack.com/services/%s/%s/%s", b.K("#"+nz(4)), "T0"+rs(ualnum, 8), "B0"+rs(ualnum, 9), b.P("bearer", v))
			}, func(v string, b *B) string {
				return fmt.Sprintf("SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T0%s/B0%s/%s\nSLACK_CHANNEL=%s", rs(ualnum, 8), rs(ualnum, 9), b.P("bearer", v), pick("#alerts-prod", "#deploys", "#oncall"))
			}, func(v string, b *B) string {
				return fmt.Sprintf("  - name: Notify\n    uses: slackapi/slack-github-action@v1.%d.0\n    env:\n      SLACK_WEBHOOK_URL: https://hooks.slack.com/services/T0%s/B0%s/%s", 20+r.Intn(6), rs(ualnum, 8), rs(ualnum, 9), b.P("bearer", v))
			})},
		{Name: "stripe_live", Title: "Stripe", Env: "STRIPE_SECRET_KEY", Gen: func() string { return "sk_live_51" + rs(alnum, 97) }, Auth: "basic", Host: "api.stripe.com/v1/charges", Rule: "stripe-access-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("const stripe = require('stripe')('%s');\nconst session = await stripe.checkout.sessions.create({ line_items: [{ price: '%s', quantity: 1 }], mode: 'subscription' });", b.P("bearer", v), b.K("price_1"+rs(alnum, 23)))
			}, func(v string, b *B) string {
				return fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nSTRIPE_PRICE_PRO=%s", b.K(pkLive()), b.P("bearer", v), b.K("price_1"+rs(alnum, 23)))
			})},
		{Name: "stripe_test", Title: "Stripe test-mode", Env: "STRIPE_API_KEY", Gen: func() string { return "sk_test_51" + rs(alnum, 97) }, Auth: "basic", Host: "api.stripe.com/v1/customers", Rule: "stripe-access-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ stripe listen --forward-to localhost:4242/webhook --api-key %s\n> Ready! Your webhook signing secret is %s (^C to quit)", b.P("bearer", v), b.P("bearer", "whsec_"+rs(alnum, 32)))
			})},
		{Name: "stripe_restricted", Title: "Stripe restricted", Env: "STRIPE_RESTRICTED_KEY", Gen: func() string { return "rk_live_51" + rs(alnum, 97) }, Auth: "basic", Host: "api.stripe.com/v1/payment_intents", Rule: "stripe-access-token"},
		{Name: "stripe_webhook", Title: "Stripe webhook signing", Env: "STRIPE_WEBHOOK_SECRET", Gen: func() string { return "whsec_" + rs(alnum, 32) }, Auth: "none", Host: "", Rule: "stripe-webhook-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("endpoint_secret = '%s'\nevent = stripe.Webhook.construct_event(payload, sig_header, endpoint_secret)\n# evt id seen in dashboard: %s", b.P("bearer", v), b.K("evt_1"+rs(alnum, 23)))
			})},
		{Name: "openai_project", Title: "OpenAI", Env: "OPENAI_API_KEY", Gen: func() string {
			return "sk-proj-" + rs(alnum+"-_", 74) + "T3BlbkFJ" + rs(alnum+"-_", 74)
		}, Auth: "bearer", Host: "api.openai.com/v1/chat/completions", Rule: "openai-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("from openai import OpenAI\nclient = OpenAI(api_key=\"%s\", organization=\"%s\")\nresp = client.chat.completions.create(model=\"gpt-4o-mini\", messages=msgs)", b.P("bearer", v), b.K("org-"+rs(alnum, 24)))
			})},
		{Name: "openai_legacy", Title: "OpenAI (legacy)", Env: "OPENAI_KEY", Gen: func() string { return "sk-" + rs(alnum, 20) + "T3BlbkFJ" + rs(alnum, 20) }, Auth: "bearer", Host: "api.openai.com/v1/models", Rule: "openai-api-key"},
		{Name: "openai_svcacct", Title: "OpenAI service account", Env: "OPENAI_API_KEY", Gen: func() string {
			return "sk-svcacct-" + rs(alnum+"-_", 74) + "T3BlbkFJ" + rs(alnum+"-_", 74)
		}, Auth: "bearer", Host: "api.openai.com/v1/embeddings", Rule: "openai-api-key"},
		{Name: "openai_admin", Title: "OpenAI admin", Env: "OPENAI_ADMIN_KEY", Gen: func() string { return "sk-admin-" + rs(alnum+"-_", 58) + "T3BlbkFJ" + rs(alnum+"-_", 58) }, Auth: "bearer", Host: "api.openai.com/v1/organization/users", Rule: "openai-api-key"},
		{Name: "anthropic", Title: "Anthropic", Env: "ANTHROPIC_API_KEY", Gen: func() string { return "sk-ant-api03-" + rs(alnum+"-_", 93) + "AA" }, Auth: "hdr:x-api-key", Host: "api.anthropic.com/v1/messages", Rule: "anthropic-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("import anthropic\nclient = anthropic.Anthropic(api_key=\"%s\")\nmsg = client.messages.create(model=\"claude-3-5-sonnet-%s\", max_tokens=1024, messages=[{\"role\": \"user\", \"content\": q}])", b.P("bearer", v), b.K("2024"+pick("0620", "1022")))
			})},
		{Name: "anthropic_admin", Title: "Anthropic admin", Env: "ANTHROPIC_ADMIN_KEY", Gen: func() string { return "sk-ant-admin01-" + rs(alnum+"-_", 93) + "AA" }, Auth: "hdr:x-api-key", Host: "api.anthropic.com/v1/organizations/api_keys", Rule: "anthropic-admin-api-key"},
		{Name: "aws_secret", Title: "AWS", Env: "AWS_SECRET_ACCESS_KEY", Gen: awsSecret, Auth: "none", Host: "", Rule: "aws-access-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s", b.K(akia()), b.P("bearer", v), pick("us-east-1", "eu-central-1", "ap-southeast-2"))
			}, func(v string, b *B) string {
				return fmt.Sprintf("$ aws configure\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: us-west-2\nDefault output format [None]: json", b.K(akia()), b.P("bearer", v))
			}, func(v string, b *B) string {
				return fmt.Sprintf("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)\ns3.download_file(\"%s\", \"exports/%s.csv\", \"/tmp/out.csv\")", b.K(akia()), b.P("bearer", v), pick("acme-data-lake", "nw-prod-backups"), b.K(date()))
			})},
		{Name: "aws_session", Title: "AWS session", Env: "AWS_SESSION_TOKEN", Gen: func() string { return "IQoJb3JpZ2luX2Vj" + rs(alnum+"/+", 340) + "==" }, Auth: "none", Host: "", Rule: "aws-session-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf(`{"Credentials": {"AccessKeyId": "%s", "SecretAccessKey": "%s", "SessionToken": "%s", "Expiration": "%s"}, "AssumedRoleUser": {"Arn": "%s"}}`, b.K("ASIA"+rs(b32u[:26]+"234567", 16)), b.P("bearer", awsSecret()), b.P("bearer", v), b.K(isoTime()), b.K("arn:aws:sts::"+nz(12)+":assumed-role/deploy/ci-"+nz(6)))
			})},
		{Name: "gcp_api_key", Title: "Google API", Env: "GOOGLE_API_KEY", Gen: func() string { return "AIza" + rs(alnum+"-_", 35) }, Auth: "query:key", Host: "maps.googleapis.com/maps/api/geocode/json", Rule: "gcp-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("<script async src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap&v=%s\"></script>", b.P("bearer", v), b.K("3."+fmt.Sprint(50+r.Intn(9))))
			}, func(v string, b *B) string {
				return fmt.Sprintf("const firebaseConfig = {\n  apiKey: \"%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  messagingSenderId: \"%s\",\n  appId: \"%s\"\n};", b.P("bearer", v), "lumen-"+nz(4), "lumen-prod", b.K(nz(12)), b.K("1:"+nz(12)+":web:"+hx(22)))
			})},
		{Name: "gcp_oauth_secret", Title: "Google OAuth client", Env: "GOOGLE_CLIENT_SECRET", Gen: func() string { return "GOCSPX-" + rs(alnum+"-_", 28) }, Auth: "none", Host: "", Rule: "gcp-oauth-client-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf(`{"web":{"client_id":"%s","project_id":"%s","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"%s","redirect_uris":["https://app.%s/oauth/callback"]}}`, b.K(nz(12)+"-"+rs(lalnum, 32)+".apps.googleusercontent.com"), pick("helio-web", "kairo-auth-"+nz(4)), b.P("bearer", v), pick(orgDomains...))
			})},
		{Name: "google_access", Title: "Google OAuth access", Env: "GOOGLE_ACCESS_TOKEN", Gen: func() string { return "ya29.a0" + rs(alnum+"-_", 160) }, Auth: "bearer", Host: "www.googleapis.com/drive/v3/files", Rule: "gcp-access-token"},
		{Name: "google_refresh", Title: "Google refresh", Env: "GOOGLE_REFRESH_TOKEN", Gen: func() string { return "1//0" + rs(alnum, 1) + rs(alnum+"-_", 98) }, Auth: "none", Host: "", Rule: "gcp-refresh-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf(`{"client_id": "%s", "client_secret": "%s", "refresh_token": "%s", "type": "authorized_user"}`, b.K(nz(12)+"-"+rs(lalnum, 32)+".apps.googleusercontent.com"), b.P("bearer", "GOCSPX-"+rs(alnum+"-_", 28)), b.P("bearer", v))
			})},
		{Name: "azure_storage", Title: "Azure Storage", Env: "AZURE_STORAGE_KEY", Gen: func() string { return b64std(64) }, Auth: "none", Host: "", Rule: "azure-storage-account-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net", pick("nwprodlogs", "acmeassets01", "tesseraexports"), b.P("bearer", v))
			}, func(v string, b *B) string {
				return fmt.Sprintf("az storage blob upload --account-name %s --account-key %s --container-name releases --file dist/app-%s.zip", pick("helioartifacts", "stackwisebuilds"), b.P("bearer", v), b.K(semver()))
			})},
		{Name: "azure_sas", Val: func(v string) string {
			return "https://nwbackup.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-06-30T00:00:00Z&spr=https&sig=" + v
		}, Title: "Azure SAS", Env: "AZURE_SAS_URL", Gen: func() string { return strings.ReplaceAll(strings.ReplaceAll(b64std(32), "+", "%2B"), "/", "%2F") }, Auth: "none", Host: "", Rule: "azure-sas",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("https://%s.blob.core.windows.net/backups/db-%s.bak?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sZ&st=%sZ&spr=https&sig=%s", pick("nwbackup", "acmedr"), b.K(date()), "2025-12-31T23:59:00", "2025-01-01T00:00:00", b.P("bearer", v))
			})},
		{Name: "azure_client_secret", Title: "Entra ID app", Env: "AZURE_CLIENT_SECRET", Gen: func() string { return rs(alnum, 3) + nz(1) + "Q~" + rs(alnum+"_~.-", 34) }, Auth: "none", Host: "", Rule: "azure-ad-client-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ az login --service-principal -u %s -p %s --tenant %s", b.K(uuid()), b.P("bearer", v), b.K(uuid()))
			}, func(v string, b *B) string {
				return fmt.Sprintf("ARM_CLIENT_ID=%s\nARM_CLIENT_SECRET=%s\nARM_TENANT_ID=%s\nARM_SUBSCRIPTION_ID=%s", b.K(uuid()), b.P("bearer", v), b.K(uuid()), b.K(uuid()))
			})},
		{Name: "azure_devops", Title: "Azure DevOps", Env: "AZURE_DEVOPS_PAT", Gen: func() string { return rs(alnum, 52) + "JQQJ99" + rs(alnum, 18) + "AZDO" + rs(alnum, 4) }, Auth: "basicpw", Host: "dev.azure.com/fabrikam/_apis/projects", Rule: "azure-devops-pat"},
		{Name: "twilio", Title: "Twilio", Env: "TWILIO_AUTH_TOKEN", Gen: func() string { return hx(32) }, Auth: "none", Host: "", Rule: "twilio-auth-token",
			Extra: X(func(v string, b *B) string {
				sid := b.K("AC" + hx(32))
				return fmt.Sprintf("curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json --data-urlencode \"Body=Your code is %s\" -u %s:%s", sid, b.K(nz(6)), sid, b.P("bearer", v))
			}, func(v string, b *B) string {
				return fmt.Sprintf("account_sid = '%s'\nauth_token = '%s'\nclient = Client(account_sid, auth_token)", b.K("AC"+hx(32)), b.P("bearer", v))
			})},
		{Name: "sendgrid", Title: "SendGrid", Env: "SENDGRID_API_KEY", Gen: func() string { return "SG." + rs(alnum+"-_", 22) + "." + rs(alnum+"-_", 43) }, Auth: "bearer", Host: "api.sendgrid.com/v3/mail/send", Rule: "sendgrid-api-token"},
		{Name: "mailgun", Title: "Mailgun", Env: "MAILGUN_API_KEY", Gen: func() string { return pick("key-"+hx(32), hx(32)+"-"+hx(8)+"-"+hx(8)) }, Auth: "basicapi", Host: "api.mailgun.net/v3/mg.northwind.io/messages", Rule: "mailgun-private-api-token"},
		{Name: "mailchimp", Title: "Mailchimp", Env: "MAILCHIMP_API_KEY", Gen: func() string { return hx(32) + "-us" + fmt.Sprint(1+r.Intn(21)) }, Auth: "basicany", Host: "us6.api.mailchimp.com/3.0/lists", Rule: "mailchimp-api-key"},
		{Name: "brevo", Title: "Brevo (Sendinblue)", Env: "BREVO_API_KEY", Gen: func() string { return "xkeysib-" + hx(64) + "-" + rs(alnum, 16) }, Auth: "hdr:api-key", Host: "api.brevo.com/v3/smtp/email", Rule: "sendinblue-api-token"},
		{Name: "postmark", Title: "Postmark", Env: "POSTMARK_SERVER_TOKEN", Gen: uuid, Auth: "hdr:X-Postmark-Server-Token", Host: "api.postmarkapp.com/email", Rule: "postmark-server-token"},
		{Name: "npm", Title: "npm", Env: "NPM_TOKEN", Gen: func() string { return ghToken("npm_") }, Auth: "bearer", Host: "registry.npmjs.org/-/whoami", Rule: "npm-access-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# .npmrc\n@northwind:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nsave-exact=true", b.P("bearer", v))
			}, func(v string, b *B) string {
				return fmt.Sprintf("npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access\n+ @northwind/ui-kit@%s\nnpm verb token %s\nnpm timing command:publish Completed in %dms", b.K(semver()), b.P("bearer", v), 1000+r.Intn(9000))
			})},
		{Name: "pypi", Title: "PyPI", Env: "PYPI_TOKEN", Gen: func() string { return "pypi-AgEIcHlwaS5vcmc" + rs(alnum+"-_", 150) }, Auth: "none", Host: "", Rule: "pypi-upload-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# ~/.pypirc\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s", b.P("bearer", v))
			}, func(v string, b *B) string {
				return fmt.Sprintf("$ TWINE_USERNAME=__token__ TWINE_PASSWORD=%s twine upload dist/*\nUploading quantaflow-%s-py3-none-any.whl", b.P("bearer", v), b.K(semver()))
			})},
		{Name: "rubygems", Title: "RubyGems", Env: "GEM_HOST_API_KEY", Gen: func() string { return "rubygems_" + hx(48) }, Auth: "hdr:Authorization", Host: "rubygems.org/api/v1/gems", Rule: "rubygems-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# ~/.gem/credentials\n---\n:rubygems_api_key: %s", b.P("bearer", v))
			})},
		{Name: "nuget", Title: "NuGet", Env: "NUGET_API_KEY", Gen: func() string { return "oy2" + rs(lalnum, 43) }, Auth: "hdr:X-NuGet-ApiKey", Host: "api.nuget.org/v3/index.json", Rule: "nuget-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("dotnet nuget push bin/Release/Fabrikam.Core.%s.nupkg --api-key %s --source https://api.nuget.org/v3/index.json", b.K(semver()), b.P("bearer", v))
			})},
		{Name: "dockerhub", Title: "Docker Hub", Env: "DOCKERHUB_TOKEN", Gen: func() string { return "dckr_pat_" + rs(alnum+"-_", 27) }, Auth: "none", Host: "", Rule: "docker-hub-pat",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ docker login -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", pick("nwbuild", "stackwiseci", "kairo"), b.P("bearer", v))
			})},
		{Name: "huggingface", Title: "Hugging Face", Env: "HF_TOKEN", Gen: func() string { return "hf_" + rs(upper+lower, 34) }, Auth: "bearer", Host: "huggingface.co/api/whoami-v2", Rule: "huggingface-access-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("from huggingface_hub import login\nlogin(token=\"%s\")\nmodel = AutoModel.from_pretrained(\"%s\", revision=\"%s\")", b.P("bearer", v), pick("meta-llama/Llama-3.1-8B", "mistralai/Mistral-7B-v0.3"), b.K(sha40()))
			})},
		{Name: "shopify", Title: "Shopify Admin", Env: "SHOPIFY_ACCESS_TOKEN", Gen: func() string { return "shpat_" + hx(32) }, Auth: "hdr:X-Shopify-Access-Token", Host: "northwind-store.myshopify.com/admin/api/2024-07/orders.json", Rule: "shopify-access-token"},
		{Name: "shopify_secret", Title: "Shopify app secret", Env: "SHOPIFY_API_SECRET", Gen: func() string { return "shpss_" + hx(32) }, Auth: "none", Host: "", Rule: "shopify-shared-secret"},
		{Name: "atlassian", Title: "Atlassian", Env: "JIRA_API_TOKEN", Gen: func() string { return "ATATT3xFfGF0" + rs(alnum+"-_", 170) + "=" + rs(hexu, 8) }, Auth: "basicemail", Host: "northwind.atlassian.net/rest/api/3/search", Rule: "atlassian-api-token"},
		{Name: "linear", Title: "Linear", Env: "LINEAR_API_KEY", Gen: func() string { return "lin_api_" + rs(alnum, 40) }, Auth: "hdr:Authorization", Host: "api.linear.app/graphql", Rule: "linear-api-key"},
		{Name: "notion", Title: "Notion", Env: "NOTION_TOKEN", Gen: func() string { return pick("ntn_"+nz(11)+rs(alnum, 35), "secret_"+rs(alnum, 43)) }, Auth: "bearer", Host: "api.notion.com/v1/databases", Rule: "notion-api-token"},
		{Name: "digitalocean", Title: "DigitalOcean", Env: "DIGITALOCEAN_TOKEN", Gen: func() string { return "dop_v1_" + hx(64) }, Auth: "bearer", Host: "api.digitalocean.com/v2/droplets", Rule: "digitalocean-pat",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ doctl auth init --access-token %s\nValidating token... OK", b.P("bearer", v))
			})},
		{Name: "grafana_sa", Title: "Grafana service account", Env: "GRAFANA_TOKEN", Gen: func() string { return "glsa_" + rs(alnum, 32) + "_" + hx(8) }, Auth: "bearer", Host: "grafana.northwind.io/api/dashboards/db", Rule: "grafana-service-account-token"},
		{Name: "grafana_cloud", Title: "Grafana Cloud", Env: "GRAFANA_CLOUD_TOKEN", Gen: func() string {
			return "glc_" + b64us(fmt.Sprintf(`{"o":"%s","n":"stack-%s-otlp","k":"%s","m":{"r":"prod-eu-west-2"}}`, nz(6), nz(6), rs(alnum, 24)))
		}, Auth: "bearer", Host: "grafana.net/api/instances", Rule: "grafana-cloud-api-token"},
		{Name: "sentry_user", Title: "Sentry user", Env: "SENTRY_AUTH_TOKEN", Gen: func() string { return "sntryu_" + hx(64) }, Auth: "bearer", Host: "sentry.io/api/0/projects/", Rule: "sentry-user-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# .sentryclirc\n[auth]\ntoken=%s\n\n[defaults]\norg=northwind\nproject=web\n# DSN for the browser SDK: %s", b.P("bearer", v), b.K(dsn()))
			})},
		{Name: "sentry_org", Title: "Sentry org", Env: "SENTRY_AUTH_TOKEN", Gen: func() string {
			return "sntrys_" + b64us(fmt.Sprintf(`{"iat":%d.%06d,"url":"https://sentry.io","region_url":"https://us.sentry.io","org":"%s"}`, unixT(), r.Intn(1000000), pick("northwind", "lumenlabs", "kairo"))) + "_" + rs(alnum+"+/", 43)
		}, Auth: "bearer", Host: "sentry.io/api/0/organizations/", Rule: "sentry-org-token"},
		{Name: "supabase_pat", Title: "Supabase", Env: "SUPABASE_ACCESS_TOKEN", Gen: func() string { return "sbp_" + hx(40) }, Auth: "bearer", Host: "api.supabase.com/v1/projects", Rule: "supabase-pat"},
		{Name: "supabase_secret", Title: "Supabase secret", Env: "SUPABASE_SECRET_KEY", Gen: func() string { return "sb_secret_" + rs(alnum+"-_", 31) }, Auth: "hdr:apikey", Host: "xyzcompany.supabase.co/rest/v1/profiles", Rule: "supabase-secret-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=%s\nSUPABASE_SECRET_KEY=%s", rs(lower, 20), b.K("sb_publishable_"+rs(alnum+"-_", 31)), b.P("bearer", v))
			})},
		{Name: "supabase_service_role", Title: "Supabase service role", Env: "SUPABASE_SERVICE_ROLE_KEY", Fam: "jwt", Gen: func() string {
			return jwt(fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}`, rs(lower, 20), unixT(), unixT()+315360000))
		}, Auth: "bearer", Host: "abcd.supabase.co/rest/v1/orders", Rule: "jwt"},
		{Name: "flyio", Title: "Fly.io", Env: "FLY_API_TOKEN", Gen: func() string { return "fo1_" + rs(alnum+"-_", 43) }, Auth: "bearer", Host: "api.machines.dev/v1/apps", Rule: "flyio-access-token"},
		{Name: "groq", Title: "Groq", Env: "GROQ_API_KEY", Gen: func() string { return "gsk_" + rs(alnum, 52) }, Auth: "bearer", Host: "api.groq.com/openai/v1/chat/completions", Rule: "groq-api-key"},
		{Name: "onepassword_sa", Title: "1Password service account", Env: "OP_SERVICE_ACCOUNT_TOKEN", Gen: func() string {
			return "ops_" + b64us(fmt.Sprintf(`{"signInAddress":"my.1password.com","userAuth":{"method":"SRPg-4096","alg":"PBES2g-HS256","iterations":650000,"salt":"%s"},"email":"%s@1passwordserviceaccounts.com","srpX":"%s","muk":{"alg":"A256GCM","ext":true,"k":"%s","key_ops":["encrypt","decrypt"],"kty":"oct","kid":"mp"},"secretKey":"A3-%s-%s-%s","throttleSecret":{"seed":"%s","deviceUuid":"%s"},"deviceUuid":"%s"}`, b64url(16), rs(lalnum, 26), hx(64), b64url(32), rs(ualnum, 6), rs(ualnum, 6), rs(ualnum, 5), hx(64), rs(lalnum, 26), rs(lalnum, 26)))
		}, Auth: "none", Host: "", Rule: "1password-service-account-token"},
		{Name: "doppler", Title: "Doppler", Env: "DOPPLER_TOKEN", Gen: func() string { return pick("dp.pt.", "dp.st.prd.", "dp.sa.") + rs(alnum, 43) }, Auth: "bearer", Host: "api.doppler.com/v3/configs/config/secrets", Rule: "doppler-api-token"},
		{Name: "vault", Title: "HashiCorp Vault", Env: "VAULT_TOKEN", Gen: func() string { return pick("hvs.", "hvs.CAESI") + rs(alnum+"-_", 90) }, Auth: "hdr:X-Vault-Token", Host: "vault.internal.northwind.io:8200/v1/secret/data/payments", Rule: "vault-service-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ vault login %s\nSuccess! You are now authenticated.\nKey                  Value\n---                  -----\ntoken_accessor       %s\ntoken_duration       768h\ntoken_policies       [\"default\" \"deploy\"]", b.P("bearer", v), b.K(rs(alnum, 24)))
			})},
		{Name: "terraform_cloud", Title: "Terraform Cloud", Env: "TFE_TOKEN", Gen: func() string { return rs(alnum, 14) + ".atlasv1." + rs(alnum+"-_", 67) }, Auth: "bearer", Host: "app.terraform.io/api/v2/organizations", Rule: "hashicorp-tf-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# ~/.terraform.d/credentials.tfrc.json\n{\n  \"credentials\": {\n    \"app.terraform.io\": {\n      \"token\": \"%s\"\n    }\n  }\n}", b.P("bearer", v))
			})},
		{Name: "heroku", Title: "Heroku", Env: "HEROKU_API_KEY", Gen: func() string { return "HRKU-AA" + rs(alnum+"-_", 58) }, Auth: "bearer", Host: "api.heroku.com/apps", Rule: "heroku-api-key-v2",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# ~/.netrc\nmachine api.heroku.com\n  login %s\n  password %s\nmachine git.heroku.com\n  login %s\n  password %s", "ops@"+pick(orgDomains...), b.P("bearer", v), "ops@"+pick(orgDomains...), v)
			})},
		{Name: "heroku_legacy", Title: "Heroku (legacy)", Env: "HEROKU_API_KEY", Gen: uuid, Auth: "bearer", Host: "api.heroku.com/account", Rule: "heroku-api-key"},
		{Name: "netlify", Title: "Netlify", Env: "NETLIFY_AUTH_TOKEN", Gen: func() string { return "nfp_" + rs(alnum, 36) + rs(hexl, 4) }, Auth: "bearer", Host: "api.netlify.com/api/v1/sites", Rule: "netlify-access-token"},
		{Name: "vercel", Title: "Vercel", Env: "VERCEL_TOKEN", Gen: func() string { return rs(alnum, 24) }, Auth: "bearer", Host: "api.vercel.com/v9/projects", Rule: "vercel-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("      - run: npx vercel deploy --prod --token=%s --scope %s\n        # project %s", b.P("bearer", v), pick("northwind", "lumenlabs"), b.K("prj_"+rs(alnum, 28)))
			})},
		{Name: "cloudflare", Title: "Cloudflare", Env: "CLOUDFLARE_API_TOKEN", Gen: func() string { return rs(alnum+"-_", 40) }, Auth: "bearer", Host: "api.cloudflare.com/client/v4/zones", Rule: "cloudflare-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# wrangler.toml\nname = \"edge-router\"\naccount_id = \"%s\"\n# CLOUDFLARE_API_TOKEN=%s  (remove before commit!)", b.K(hx(32)), b.P("bearer", v))
			})},
		{Name: "cloudflare_global", Title: "Cloudflare global", Env: "CF_API_KEY", Gen: func() string { return hx(37) }, Auth: "hdr:X-Auth-Key", Host: "api.cloudflare.com/client/v4/user", Rule: "cloudflare-global-api-key"},
		{Name: "datadog", Title: "Datadog", Env: "DD_API_KEY", Gen: func() string { return hx(32) }, Auth: "hdr:DD-API-KEY", Host: "api.datadoghq.com/api/v1/validate", Rule: "datadog-access-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("DD_API_KEY=%s DD_SITE=\"datadoghq.eu\" bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\"", b.P("bearer", v))
			}, func(v string, b *B) string {
				return fmt.Sprintf("# /etc/datadog-agent/datadog.yaml\napi_key: %s\nsite: datadoghq.com\nhostname: %s\ntags:\n  - env:prod", b.P("bearer", v), pick("web-01", "ip-10-2-3-4", "worker-7"))
			})},
		{Name: "datadog_app", Title: "Datadog application", Env: "DD_APP_KEY", Gen: func() string { return hx(40) }, Auth: "hdr:DD-APPLICATION-KEY", Host: "api.datadoghq.com/api/v1/monitor", Rule: "datadog-access-token"},
		{Name: "newrelic", Title: "New Relic", Env: "NEW_RELIC_API_KEY", Gen: func() string { return "NRAK-" + rs(ualnum, 27) }, Auth: "hdr:Api-Key", Host: "api.newrelic.com/graphql", Rule: "new-relic-user-api-key"},
		{Name: "newrelic_license", Title: "New Relic license", Env: "NEW_RELIC_LICENSE_KEY", Gen: func() string { return hx(36) + "NRAL" }, Auth: "none", Host: "", Rule: "new-relic-insert-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# newrelic.yml\ncommon: &default_settings\n  license_key: '%s'\n  app_name: %s\n  distributed_tracing:\n    enabled: true", b.P("bearer", v), pick("checkout-api (prod)", "orders-worker"))
			})},
		{Name: "pagerduty", Title: "PagerDuty", Env: "PAGERDUTY_TOKEN", Gen: func() string { return "u+" + rs(alnum+"-_", 18) }, Auth: "hdr:Authorization", Host: "api.pagerduty.com/incidents", Rule: "pagerduty-api-token"},
		{Name: "pagerduty_routing", Title: "PagerDuty Events routing", Env: "PAGERDUTY_ROUTING_KEY", Gen: func() string { return "R0" + rs(ualnum, 30) }, Auth: "none", Host: "", Rule: "pagerduty-routing-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf(`curl -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d '{"routing_key":"%s","event_action":"trigger","dedup_key":"%s","payload":{"summary":"disk 91%%","severity":"critical","source":"db-02"}}'`, b.P("bearer", v), b.K(uuid()))
			})},
		{Name: "okta", Title: "Okta", Env: "OKTA_API_TOKEN", Gen: func() string { return "00" + rs(alnum+"-_", 40) }, Auth: "ssws", Host: "northwind.okta.com/api/v1/users?limit=200", Rule: "okta-access-token"},
		{Name: "auth0_secret", Title: "Auth0", Env: "AUTH0_CLIENT_SECRET", Gen: func() string { return rs(alnum+"-_", 64) }, Auth: "none", Host: "", Rule: "auth0-client-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("AUTH0_DOMAIN=%s.us.auth0.com\nAUTH0_CLIENT_ID=%s\nAUTH0_CLIENT_SECRET=%s\nAUTH0_AUDIENCE=https://api.%s", pick("northwind", "lumen-prod"), b.K(rs(alnum, 32)), b.P("bearer", v), pick(orgDomains...))
			})},
		{Name: "square", Title: "Square", Env: "SQUARE_ACCESS_TOKEN", Gen: func() string { return "EAAA" + rs(alnum+"-_", 60) }, Auth: "bearer", Host: "connect.squareup.com/v2/locations", Rule: "square-access-token"},
		{Name: "square_oauth", Title: "Square OAuth secret", Env: "SQUARE_APP_SECRET", Gen: func() string { return "sq0csp-" + rs(alnum+"-_", 43) }, Auth: "none", Host: "", Rule: "square-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("square:\n  application_id: %s\n  application_secret: %s\n  environment: production", b.K("sq0idp-"+rs(alnum+"-_", 22)), b.P("bearer", v))
			})},
		{Name: "braintree", Title: "Braintree", Env: "BRAINTREE_ACCESS_TOKEN", Gen: func() string { return "access_token$production$" + rs(lalnum, 16) + "$" + hx(32) }, Auth: "none", Host: "", Rule: "braintree-access-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("gateway = braintree.BraintreeGateway(access_token=\"%s\")\nresult = gateway.transaction.sale({\"amount\": \"%s\", \"payment_method_nonce\": nonce})", b.P("bearer", v), b.K(fmt.Sprintf("%d.%02d", 10+r.Intn(500), r.Intn(100))))
			})},
		{Name: "plaid", Title: "Plaid", Env: "PLAID_SECRET", Gen: func() string { return hx(30) }, Auth: "none", Host: "", Rule: "plaid-secret-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf(`curl -X POST https://production.plaid.com/accounts/get -H 'Content-Type: application/json' -d '{"client_id": "%s", "secret": "%s", "access_token": "%s"}'`, b.K(hx(24)), b.P("bearer", v), b.P("bearer", "access-production-"+uuid()))
			})},
		{Name: "plaid_access", Title: "Plaid access", Env: "PLAID_ACCESS_TOKEN", Gen: func() string { return "access-production-" + uuid() }, Auth: "none", Host: "", Rule: "plaid-api-token"},
		{Name: "telegram", Title: "Telegram bot", Env: "TELEGRAM_BOT_TOKEN", Gen: func() string { return nz(10) + ":AA" + rs(alnum+"-_", 33) }, Auth: "none", Host: "", Rule: "telegram-bot-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("curl -s \"https://api.telegram.org/bot%s/sendMessage?chat_id=%s&text=backup%%20ok\"", b.P("bearer", v), b.K("-100"+nz(10)))
			}, func(v string, b *B) string {
				return fmt.Sprintf("bot = telebot.TeleBot('%s')\n\n@bot.message_handler(commands=['start'])\ndef start(m):\n    bot.reply_to(m, 'hi')", b.P("bearer", v))
			})},
		{Name: "discord_bot", Title: "Discord bot", Env: "DISCORD_TOKEN", Gen: func() string {
			return b64us(nz(18)) + "." + rs(alnum+"-_", 6) + "." + rs(alnum+"-_", 38)
		}, Auth: "bot", Host: "discord.com/api/v10/users/@me", Rule: "discord-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("client = discord.Client(intents=intents)\n# guild %s\nclient.run('%s')", b.K(nz(18)), b.P("bearer", v))
			})},
		{Name: "discord_webhook", Val: func(v string) string { return "https://discord.com/api/webhooks/" + nz(19) + "/" + v }, Title: "Discord webhook", Env: "DISCORD_WEBHOOK", Gen: func() string { return rs(alnum+"-_", 68) }, Auth: "none", Host: "", Rule: "discord-webhook",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("DISCORD_WEBHOOK=https://discord.com/api/webhooks/%s/%s", b.K(nz(19)), b.P("bearer", v))
			}, func(v string, b *B) string {
				return fmt.Sprintf("requests.post(\"https://discordapp.com/api/webhooks/%s/%s\", json={\"content\": \"Server %s is down\"})", b.K(nz(18)), b.P("bearer", v), pick("mc-01", "eu-west", "lobby"))
			})},
		{Name: "facebook", Title: "Meta Graph API", Env: "FB_ACCESS_TOKEN", Gen: func() string { return "EAA" + rs(alnum, 3) + "ZC" + rs(alnum, 180) }, Auth: "query:access_token", Host: "graph.facebook.com/v19.0/me/accounts", Rule: "facebook-access-token"},
		{Name: "facebook_secret", Title: "Facebook app secret", Env: "FACEBOOK_APP_SECRET", Gen: func() string { return hx(32) }, Auth: "none", Host: "", Rule: "facebook-secret"},
		{Name: "twitter_bearer", Title: "X/Twitter", Env: "TWITTER_BEARER_TOKEN", Gen: func() string {
			return "AAAAAAAAAAAAAAAAAAAAA" + rs(alnum, 6) + "AAAAAA" + rs(alnum, 20) + "%3D" + rs(alnum, 50)
		}, Auth: "bearer", Host: "api.twitter.com/2/tweets/search/recent?query=from:northwind", Rule: "twitter-bearer-token"},
		{Name: "twitter_secret", Title: "X/Twitter consumer", Env: "TWITTER_CONSUMER_SECRET", Gen: func() string { return rs(alnum, 50) }, Auth: "none", Host: "", Rule: "twitter-api-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("auth = tweepy.OAuth1UserHandler(\n    consumer_key=\"%s\",\n    consumer_secret=\"%s\",\n    access_token=\"%s\",\n    access_token_secret=\"%s\",\n)", b.P("bearer", rs(alnum, 25)), b.P("bearer", v), b.P("bearer", nz(19)+"-"+rs(alnum, 31)), b.P("bearer", rs(alnum, 45)))
			})},
		{Name: "dropbox", Title: "Dropbox", Env: "DROPBOX_ACCESS_TOKEN", Gen: func() string { return "sl." + rs(alnum+"-_", 135) }, Auth: "bearer", Host: "api.dropboxapi.com/2/files/list_folder", Rule: "dropbox-short-lived-api-token"},
		{Name: "asana", Title: "Asana", Env: "ASANA_PAT", Gen: func() string { return "2/" + nz(16) + "/" + nz(16) + ":" + hx(32) }, Auth: "bearer", Host: "app.asana.com/api/1.0/workspaces", Rule: "asana-pat"},
		{Name: "airtable", Title: "Airtable", Env: "AIRTABLE_API_KEY", Gen: func() string { return "pat" + rs(alnum, 14) + "." + hx(64) }, Auth: "bearer", Host: "api.airtable.com/v0/appX/Table%201", Rule: "airtable-pat"},
		{Name: "figma", Title: "Figma", Env: "FIGMA_TOKEN", Gen: func() string { return "figd_" + rs(alnum+"-_", 40) }, Auth: "hdr:X-Figma-Token", Host: "api.figma.com/v1/files/" + "", Rule: "figma-pat"},
		{Name: "zendesk", Title: "Zendesk", Env: "ZENDESK_API_TOKEN", Gen: func() string { return rs(alnum, 40) }, Auth: "basicztoken", Host: "northwind.zendesk.com/api/v2/tickets.json", Rule: "zendesk-secret-key"},
		{Name: "intercom", Title: "Intercom", Env: "INTERCOM_ACCESS_TOKEN", Gen: func() string {
			return strings.TrimRight(b64s("tok:"+uuid()+":"+uuid()), "=") + "="
		}, Auth: "bearer", Host: "api.intercom.io/contacts", Rule: "intercom-api-key"},
		{Name: "hubspot", Title: "HubSpot", Env: "HUBSPOT_ACCESS_TOKEN", Gen: func() string { return "pat-" + pick("na1", "eu1") + "-" + uuid() }, Auth: "bearer", Host: "api.hubapi.com/crm/v3/objects/contacts", Rule: "hubspot-api-key"},
		{Name: "contentful", Title: "Contentful", Env: "CONTENTFUL_MANAGEMENT_TOKEN", Gen: func() string { return "CFPAT-" + rs(alnum+"-_", 43) }, Auth: "bearer", Host: "api.contentful.com/spaces", Rule: "contentful-delivery-api-token"},
		{Name: "algolia_admin", Title: "Algolia admin", Env: "ALGOLIA_ADMIN_KEY", Gen: func() string { return hx(32) }, Auth: "hdr:X-Algolia-API-Key", Host: "ABCD1234EF-dsn.algolia.net/1/indexes", Rule: "algolia-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("ALGOLIA_APP_ID=%s\nALGOLIA_SEARCH_KEY=%s  # public, search-only\nALGOLIA_ADMIN_KEY=%s", b.K(rs(ualnum, 10)), b.K(hx(32)), b.P("bearer", v))
			})},
		{Name: "mapbox_secret", Title: "Mapbox secret", Env: "MAPBOX_DOWNLOADS_TOKEN", Gen: func() string {
			return "sk." + b64us(fmt.Sprintf(`{"u":"%s","a":"%s"}`, pick("northwind", "kairo-maps", "geo-team"), rs(lalnum, 25))) + "." + rs(alnum+"-_", 22)
		}, Auth: "query:access_token", Host: "api.mapbox.com/tokens/v2/northwind", Rule: "mapbox-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# ~/.netrc for the Mapbox iOS SDK\nmachine api.mapbox.com\nlogin mapbox\npassword %s\n# public token in Info.plist: %s", b.P("bearer", v), b.K("pk."+b64us(fmt.Sprintf(`{"u":"%s","a":"%s"}`, "northwind", rs(lalnum, 25)))+"."+rs(alnum+"-_", 22)))
			})},
		{Name: "fcm_server", Title: "Firebase Cloud Messaging", Env: "FCM_SERVER_KEY", Gen: func() string { return "AAAA" + rs(alnum+"-_", 7) + ":APA91b" + rs(alnum+"-_", 134) }, Auth: "fcmkey", Host: "fcm.googleapis.com/fcm/send", Rule: "gcp-fcm-server-key"},
		{Name: "pulumi", Title: "Pulumi", Env: "PULUMI_ACCESS_TOKEN", Gen: func() string { return "pul-" + hx(40) }, Auth: "token", Host: "api.pulumi.com/api/user", Rule: "pulumi-api-token"},
		{Name: "postman", Title: "Postman", Env: "POSTMAN_API_KEY", Gen: func() string { return "PMAK-" + hx(24) + "-" + hx(34) }, Auth: "hdr:X-Api-Key", Host: "api.getpostman.com/collections", Rule: "postman-api-token"},
		{Name: "prefect", Title: "Prefect", Env: "PREFECT_API_KEY", Gen: func() string { return "pnu_" + rs(alnum, 36) }, Auth: "bearer", Host: "api.prefect.cloud/api/me", Rule: "prefect-api-token"},
		{Name: "readme", Title: "ReadMe", Env: "README_API_KEY", Gen: func() string { return "rdme_" + rs(lalnum, 70) }, Auth: "basic", Host: "dash.readme.com/api/v1/docs", Rule: "readme-api-token"},
		{Name: "sourcegraph", Title: "Sourcegraph", Env: "SRC_ACCESS_TOKEN", Gen: func() string { return "sgp_" + hx(16) + "_" + hx(40) }, Auth: "token", Host: "sourcegraph.com/.api/graphql", Rule: "sourcegraph-access-token"},
		{Name: "snyk", Title: "Snyk", Env: "SNYK_TOKEN", Gen: uuid, Auth: "token", Host: "api.snyk.io/rest/orgs", Rule: "snyk-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ snyk auth %s\nYour account has been authenticated. Snyk is now ready to be used.\n$ snyk test --org=%s", b.P("bearer", v), b.K(uuid()))
			})},
		{Name: "sonarqube", Title: "SonarQube", Env: "SONAR_TOKEN", Gen: func() string { return pick("squ_", "sqp_", "sqa_") + hx(40) }, Auth: "basic", Host: "sonar.northwind.io/api/projects/search", Rule: "sonar-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("mvn clean verify sonar:sonar -Dsonar.projectKey=%s -Dsonar.host.url=https://sonarcloud.io -Dsonar.login=%s", pick("northwind_billing", "acme:core"), b.P("bearer", v))
			})},
		{Name: "jfrog", Title: "JFrog Artifactory", Env: "ARTIFACTORY_API_KEY", Gen: func() string { return "AKCp" + rs(alnum, 69) }, Auth: "hdr:X-JFrog-Art-Api", Host: "northwind.jfrog.io/artifactory/api/repositories", Rule: "jfrog-api-key"},
		{Name: "jfrog_identity", Title: "JFrog identity", Env: "JFROG_ACCESS_TOKEN", Gen: func() string { return "cmVmdGtuOjAxOj" + rs(alnum, 50) }, Auth: "bearer", Host: "northwind.jfrog.io/access/api/v1/tokens", Rule: "jfrog-identity-token"},
		{Name: "circleci", Title: "CircleCI", Env: "CIRCLE_TOKEN", Gen: func() string { return "CCIPAT_" + rs(alnum, 22) + "_" + hx(40) }, Auth: "hdr:Circle-Token", Host: "circleci.com/api/v2/me", Rule: "circleci-pat"},
		{Name: "buildkite", Title: "Buildkite", Env: "BUILDKITE_API_TOKEN", Gen: func() string { return "bkua_" + hx(40) }, Auth: "bearer", Host: "api.buildkite.com/v2/organizations", Rule: "buildkite-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("buildkite-agent start --token %s --tags \"queue=deploy,os=linux\" --name \"%%hostname-%%spawn\"", b.P("bearer", "bkat_"+rs(alnum, 50)))
			})},
		{Name: "harness", Title: "Harness", Env: "HARNESS_PLATFORM_API_KEY", Gen: func() string { return "pat." + rs(alnum+"-_", 22) + "." + hx(24) + "." + rs(alnum, 20) }, Auth: "hdr:x-api-key", Host: "app.harness.io/ng/api/projects", Rule: "harness-api-key"},
		{Name: "render", Title: "Render", Env: "RENDER_API_KEY", Gen: func() string { return "rnd_" + rs(alnum, 32) }, Auth: "bearer", Host: "api.render.com/v1/services", Rule: "render-api-key"},
		{Name: "planetscale", Title: "PlanetScale", Env: "PLANETSCALE_SERVICE_TOKEN", Gen: func() string { return pick("pscale_tkn_", "pscale_pw_", "pscale_oauth_") + rs(alnum+"-_", 43) }, Auth: "none", Host: "", Rule: "planetscale-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("DATABASE_URL='mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict'", b.K(rs(lalnum, 12)), b.P("bearer", "pscale_pw_"+rs(alnum+"-_", 43)), pick("shop", "orders", "auth"))
			})},
		{Name: "neon", Title: "Neon", Env: "NEON_API_KEY", Gen: func() string { return "napi_" + rs(lalnum, 64) }, Auth: "bearer", Host: "console.neon.tech/api/v2/projects", Rule: "neon-api-key"},
		{Name: "shippo", Title: "Shippo", Env: "SHIPPO_API_KEY", Gen: func() string { return "shippo_live_" + hx(40) }, Auth: "shippo", Host: "api.goshippo.com/shipments/", Rule: "shippo-api-token"},
		{Name: "easypost", Title: "EasyPost", Env: "EASYPOST_API_KEY", Gen: func() string { return "EZAK" + rs(alnum, 54) }, Auth: "basic", Host: "api.easypost.com/v2/shipments", Rule: "easypost-api-token"},
		{Name: "mollie", Title: "Mollie", Env: "MOLLIE_API_KEY", Gen: func() string { return "live_" + rs(alnum, 30) }, Auth: "bearer", Host: "api.mollie.com/v2/payments", Rule: "mollie-api-key"},
		{Name: "flutterwave", Title: "Flutterwave", Env: "FLW_SECRET_KEY", Gen: func() string { return pick("FLWSECK-", "FLWSECK_TEST-") + hx(32) + "-X" }, Auth: "bearer", Host: "api.flutterwave.com/v3/transactions", Rule: "flutterwave-secret-key"},
		{Name: "paystack", Title: "Paystack", Env: "PAYSTACK_SECRET_KEY", Gen: func() string { return "sk_live_" + hx(40) }, Auth: "bearer", Host: "api.paystack.co/transaction/verify/" + "", Rule: "paystack-secret-key"},
		{Name: "razorpay", Title: "Razorpay", Env: "RAZORPAY_KEY_SECRET", Gen: func() string { return rs(alnum, 24) }, Auth: "none", Host: "", Rule: "razorpay-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("client = razorpay.Client(auth=(\"%s\", \"%s\"))\norder = client.order.create({\"amount\": %d00, \"currency\": \"INR\", \"receipt\": \"%s\"})", b.K("rzp_live_"+rs(alnum, 14)), b.P("bearer", v), 100+r.Intn(9000), b.K("rcpt_"+nz(6)))
			})},
		{Name: "adyen", Title: "Adyen", Env: "ADYEN_API_KEY", Gen: func() string {
			return "AQE" + rs(alnum, 1) + "hmfx" + rs(alnum+"+/", 90) + "==-" + rs(alnum+"+/", 43) + "=-" + rs(alnum+"#%;<>", 16)
		}, Auth: "hdr:X-API-Key", Host: "checkout-test.adyen.com/v71/payments", Rule: "adyen-api-key"},
		{Name: "klaviyo", Title: "Klaviyo private", Env: "KLAVIYO_PRIVATE_KEY", Gen: func() string { return "pk_" + hx(34) }, Auth: "klaviyo", Host: "a.klaviyo.com/api/profiles/", Rule: "klaviyo-private-key"},
		{Name: "mailjet", Title: "Mailjet", Env: "MJ_APIKEY_PRIVATE", Gen: func() string { return hx(32) }, Auth: "none", Host: "", Rule: "mailjet-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("mailjet = Client(auth=(\"%s\", \"%s\"), version=\"v3.1\")", b.K(hx(32)), b.P("bearer", v))
			})},
		{Name: "mandrill", Title: "Mandrill", Env: "MANDRILL_API_KEY", Gen: func() string { return "md-" + rs(alnum+"-_", 22) }, Auth: "none", Host: "", Rule: "mandrill-api-key"},
		{Name: "vonage", Title: "Vonage", Env: "VONAGE_API_SECRET", Gen: func() string { return rs(alnum, 16) }, Auth: "none", Host: "", Rule: "vonage-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("curl -X POST https://rest.nexmo.com/sms/json -d api_key=%s -d api_secret=%s -d from=NORTHWIND -d text='OTP ok'", b.K(hx(8)), b.P("bearer", v))
			})},
		{Name: "plivo", Title: "Plivo", Env: "PLIVO_AUTH_TOKEN", Gen: func() string { return rs(alnum, 40) }, Auth: "none", Host: "", Rule: "plivo-auth-token"},
		{Name: "mixpanel_secret", Title: "Mixpanel", Env: "MIXPANEL_API_SECRET", Gen: func() string { return hx(32) }, Auth: "none", Host: "", Rule: "mixpanel-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("MIXPANEL_PROJECT_TOKEN=%s   # ships in the JS bundle\nMIXPANEL_API_SECRET=%s", b.K(hx(32)), b.P("bearer", v))
			})},
		{Name: "launchdarkly", Title: "LaunchDarkly", Env: "LAUNCHDARKLY_SDK_KEY", Gen: func() string { return pick("sdk-", "api-") + uuid() }, Auth: "hdr:Authorization", Host: "app.launchdarkly.com/api/v2/flags/default", Rule: "launchdarkly-access-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("ldclient.set_config(Config(\"%s\"))\n# browser client-side ID (public): %s", b.P("bearer", v), b.K(hx(24)))
			})},
		{Name: "honeycomb", Title: "Honeycomb", Env: "HONEYCOMB_API_KEY", Gen: func() string { return "hcaik_" + rs(lalnum, 58) }, Auth: "hdr:x-honeycomb-team", Host: "api.honeycomb.io/1/auth", Rule: "honeycomb-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io\nOTEL_EXPORTER_OTLP_HEADERS=\"x-honeycomb-team=%s\"\nOTEL_SERVICE_NAME=checkout", b.P("bearer", v))
			})},
		{Name: "dynatrace", Title: "Dynatrace", Env: "DT_API_TOKEN", Gen: func() string { return "dt0c01." + rs(ualnum, 24) + "." + rs(ualnum, 64) }, Auth: "apitoken", Host: "abc12345.live.dynatrace.com/api/v2/metrics", Rule: "dynatrace-api-token"},
		{Name: "splunk_hec", Title: "Splunk HEC", Env: "SPLUNK_HEC_TOKEN", Gen: func() string { return strings.ToUpper(uuid()) }, Auth: "splunk", Host: "splunk.northwind.io:8088/services/collector/event", Rule: "splunk-hec-token"},
		{Name: "elastic", Title: "Elastic", Env: "ELASTIC_API_KEY", Gen: func() string { return b64s(rs(alnum+"-_", 20) + ":" + rs(alnum+"-_", 22)) }, Auth: "apikey", Host: "es.northwind.io:9243/_cluster/health", Rule: "elastic-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("output.elasticsearch:\n  hosts: [\"https://%s.es.us-east-1.aws.found.io:443\"]\n  api_key: \"%s\"", b.K(hx(32)), b.P("bearer", v))
			})},
		{Name: "pinecone", Title: "Pinecone", Env: "PINECONE_API_KEY", Gen: func() string { return "pcsk_" + rs(alnum, 5) + "_" + rs(alnum, 64) }, Auth: "hdr:Api-Key", Host: "api.pinecone.io/indexes", Rule: "pinecone-api-key"},
		{Name: "cohere", Title: "Cohere", Env: "CO_API_KEY", Gen: func() string { return rs(alnum, 40) }, Auth: "bearer", Host: "api.cohere.com/v2/chat", Rule: "cohere-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("import cohere\nco = cohere.ClientV2(\"%s\")\nres = co.embed(texts=docs, model=\"embed-english-v3.0\", input_type=\"search_document\")", b.P("bearer", v))
			})},
		{Name: "replicate", Title: "Replicate", Env: "REPLICATE_API_TOKEN", Gen: func() string { return "r8_" + rs(alnum, 37) }, Auth: "bearer", Host: "api.replicate.com/v1/predictions", Rule: "replicate-api-token"},
		{Name: "mistral", Title: "Mistral", Env: "MISTRAL_API_KEY", Gen: func() string { return rs(alnum, 32) }, Auth: "bearer", Host: "api.mistral.ai/v1/chat/completions", Rule: "mistral-api-key"},
		{Name: "perplexity", Title: "Perplexity", Env: "PERPLEXITY_API_KEY", Gen: func() string { return "pplx-" + rs(alnum, 48) }, Auth: "bearer", Host: "api.perplexity.ai/chat/completions", Rule: "perplexity-api-key"},
		{Name: "xai", Title: "xAI", Env: "XAI_API_KEY", Gen: func() string { return "xai-" + rs(alnum, 80) }, Auth: "bearer", Host: "api.x.ai/v1/chat/completions", Rule: "xai-api-key"},
		{Name: "openrouter", Title: "OpenRouter", Env: "OPENROUTER_API_KEY", Gen: func() string { return "sk-or-v1-" + hx(64) }, Auth: "bearer", Host: "openrouter.ai/api/v1/chat/completions", Rule: "openrouter-api-key"},
		{Name: "deepseek", Title: "DeepSeek", Env: "DEEPSEEK_API_KEY", Gen: func() string { return "sk-" + hx(32) }, Auth: "bearer", Host: "api.deepseek.com/chat/completions", Rule: "deepseek-api-key"},
		{Name: "elevenlabs", Title: "ElevenLabs", Env: "ELEVENLABS_API_KEY", Gen: func() string { return "sk_" + hx(48) }, Auth: "hdr:xi-api-key", Host: "api.elevenlabs.io/v1/voices", Rule: "elevenlabs-api-key"},
		{Name: "langsmith", Title: "LangSmith", Env: "LANGSMITH_API_KEY", Gen: func() string { return pick("lsv2_pt_", "lsv2_sk_") + hx(32) + "_" + hx(10) }, Auth: "hdr:x-api-key", Host: "api.smith.langchain.com/runs", Rule: "langsmith-api-key"},
		{Name: "wandb", Title: "Weights & Biases", Env: "WANDB_API_KEY", Gen: func() string { return hx(40) }, Auth: "none", Host: "", Rule: "wandb-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("import wandb\nwandb.login(key=\"%s\")\nrun = wandb.init(project=\"%s\", config={\"lr\": 3e-4, \"seed\": %d})", b.P("bearer", v), pick("llm-finetune", "vision-ablation"), r.Intn(1000))
			})},
		{Name: "kaggle", Title: "Kaggle", Env: "KAGGLE_KEY", Gen: func() string { return hx(32) }, Auth: "none", Host: "", Rule: "kaggle-api-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ cat ~/.kaggle/kaggle.json\n{\"username\":\"%s\",\"key\":\"%s\"}", pick("priyasharma", "lukasb", "mchen92"), b.P("bearer", v))
			})},
		{Name: "cloudinary", Val: func(v string) string {
			return "cloudinary://" + nz(15) + ":" + v + "@" + pick("northwind", "dxk9lumen")
		}, Title: "Cloudinary", Env: "CLOUDINARY_URL", Gen: func() string { return rs(alnum+"-_", 27) }, Auth: "none", Host: "", Rule: "cloudinary-url",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("CLOUDINARY_URL=cloudinary://%s:%s@%s", b.K(nz(15)), b.P("bearer", v), pick("northwind", "dxk9lumen"))
			})},
		{Name: "pusher", Title: "Pusher", Env: "PUSHER_APP_SECRET", Gen: func() string { return hx(20) }, Auth: "none", Host: "", Rule: "pusher-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("PUSHER_APP_ID=%s\nPUSHER_APP_KEY=%s\nPUSHER_APP_SECRET=%s\nPUSHER_APP_CLUSTER=eu", b.K(nz(7)), b.K(hx(20)), b.P("bearer", v))
			})},
		{Name: "ably", Title: "Ably", Env: "ABLY_API_KEY", Gen: func() string { return rs(alnum, 6) + "." + rs(alnum, 6) + ":" + rs(alnum+"-_", 43) }, Auth: "basicfull", Host: "rest.ably.io/channels", Rule: "ably-api-key"},
		{Name: "bitbucket", Title: "Bitbucket app password", Env: "BITBUCKET_APP_PASSWORD", Gen: func() string { return "ATBB" + rs(alnum, 28) + rs(hexu, 8) }, Auth: "basicpw", Host: "api.bitbucket.org/2.0/repositories/northwind", Rule: "bitbucket-app-password"},
		{Name: "trello", Title: "Trello", Env: "TRELLO_TOKEN", Gen: func() string { return "ATTA" + hx(64) + rs(hexu, 8) }, Auth: "none", Host: "", Rule: "trello-access-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("curl 'https://api.trello.com/1/boards/%s/cards?key=%s&token=%s'", b.K(rs(alnum, 8)), b.K(hx(32)), b.P("bearer", v))
			})},
		{Name: "alibaba", Title: "Alibaba Cloud", Env: "ALIBABA_CLOUD_ACCESS_KEY_SECRET", Gen: func() string { return rs(alnum, 30) }, Auth: "none", Host: "", Rule: "alibaba-secret-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("client = AcsClient('%s', '%s', 'cn-hangzhou')", b.K("LTAI5t"+rs(alnum, 18)), b.P("bearer", v))
			})},
		{Name: "tencent", Title: "Tencent Cloud", Env: "TENCENTCLOUD_SECRET_KEY", Gen: func() string { return rs(alnum, 32) }, Auth: "none", Host: "", Rule: "tencent-secret-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("cred = credential.Credential(\"%s\", \"%s\")\nclient = cvm_client.CvmClient(cred, \"ap-guangzhou\")", b.K("AKID"+rs(alnum, 32)), b.P("bearer", v))
			})},
		{Name: "yandex", Title: "Yandex Cloud", Env: "YC_API_KEY", Gen: func() string { return "AQVN" + rs(alnum+"-_", 36) }, Auth: "apikeyyc", Host: "llm.api.cloud.yandex.net/foundationModels/v1/completion", Rule: "yandex-api-key"},
		{Name: "databricks", Title: "Databricks", Env: "DATABRICKS_TOKEN", Gen: func() string { return "dapi" + hx(32) + pick("", "-2", "-3") }, Auth: "bearer", Host: "adb-" + "4242424242424242" + ".7.azuredatabricks.net/api/2.0/clusters/list", Rule: "databricks-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# ~/.databrickscfg\n[DEFAULT]\nhost  = https://%s.cloud.databricks.com\ntoken = %s\ncluster_id = %s", b.K("dbc-"+hx(8)+"-"+hx(4)), b.P("bearer", v), b.K(fmt.Sprintf("%s-%s-%s", nz(4), nz(6), rs(lalnum, 8))))
			})},
		{Name: "confluent", Title: "Confluent Cloud", Env: "CONFLUENT_API_SECRET", Gen: func() string { return rs(alnum+"+/", 64) }, Auth: "none", Host: "", Rule: "confluent-secret",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("bootstrap.servers=pkc-%s.us-east-1.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=%s\nsasl.password=%s", rs(lalnum, 5), b.K(rs(ualnum, 16)), b.P("bearer", v))
			})},
		{Name: "teams_webhook", Val: func(v string) string {
			return "https://" + pick("northwind", "fabrikam") + ".webhook.office.com/webhookb2/" + uuid() + "@" + uuid() + "/IncomingWebhook/" + v + "/" + uuid() + "/V2" + rs(alnum, 20)
		}, Title: "Teams incoming webhook", Env: "TEAMS_WEBHOOK_URL", Gen: func() string { return hx(32) }, Auth: "none", Host: "", Rule: "microsoft-teams-webhook",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("TEAMS_WEBHOOK_URL=https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s", pick("northwind", "fabrikam"), b.K(uuid()), b.K(uuid()), b.P("bearer", v), uuid())
			})},
		{Name: "twitch", Title: "Twitch", Env: "TWITCH_OAUTH_TOKEN", Gen: func() string { return rs(lalnum, 30) }, Auth: "none", Host: "", Rule: "twitch-api-token",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("sock.send('PASS oauth:%s\\r\\n')\nsock.send('NICK %s\\r\\n')\nsock.send('JOIN #%s\\r\\n')", b.P("bearer", v), pick("nw_bot", "streambot42"), pick("speedruns", "lofibeats"))
			})},
		{Name: "zoom", Title: "Zoom", Env: "ZOOM_CLIENT_SECRET", Gen: func() string { return rs(alnum, 32) }, Auth: "none", Host: "", Rule: "zoom-secret"},
		{Name: "ethereum_key", Title: "Ethereum deployer", Env: "PRIVATE_KEY", Gen: func() string { return "0x" + hx(64) }, Auth: "none", Host: "", Rule: "ethereum-private-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("networks: {\n  sepolia: {\n    url: `https://sepolia.infura.io/v3/${INFURA_ID}`,\n    accounts: [\"%s\"],\n  },\n},\n// deployed at %s", b.P("bearer", v), b.K("0x"+hx(40)))
			})},
		{Name: "bitcoin_wif", Title: "Bitcoin WIF", Env: "BTC_PRIVKEY_WIF", Gen: func() string {
			return base58check(append(append([]byte{0x80}, randBytes(32)...), 0x01))
		}, Auth: "none", Host: "", Rule: "bitcoin-wif",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ bitcoin-cli importprivkey %s \"cold-1\" false\n$ bitcoin-cli getaddressinfo %s", b.P("bearer", v), b.K(bech32("bc", append([]byte{0}, randBytes(20)...))))
			})},
		{Name: "age_secret", Title: "age", Env: "SOPS_AGE_KEY", Gen: func() string { return strings.ToUpper(bech32("age-secret-key-", randBytes(32))) }, Auth: "none", Host: "", Rule: "age-secret-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# created: %s\n# public key: %s\n%s", b.K(isoTime()), b.K(bech32("age", randBytes(32))), b.P("bearer", v))
			})},
		{Name: "django_secret", Title: "Django", Env: "DJANGO_SECRET_KEY", Gen: func() string { return "django-insecure-" + rs(lower+dig+"!@#%^&*(-_=+)", 50) }, Auth: "none", Host: "", Rule: "django-secret-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("# SECURITY WARNING: keep the secret key used in production secret!\nSECRET_KEY = '%s'\n\n# SECURITY WARNING: don't run with debug turned on in production!\nDEBUG = True", b.P("bearer", v))
			})},
		{Name: "rails_secret", Title: "Rails", Env: "SECRET_KEY_BASE", Gen: func() string { return hx(128) }, Auth: "none", Host: "", Rule: "rails-secret-key-base"},
		{Name: "laravel_key", Title: "Laravel", Env: "APP_KEY", Gen: func() string { return "base64:" + b64std(32) }, Auth: "none", Host: "", Rule: "laravel-app-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("APP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false\nAPP_URL=https://shop.%s", b.P("bearer", v), pick(orgDomains...))
			})},
		{Name: "nextauth_secret", Title: "NextAuth", Env: "NEXTAUTH_SECRET", Gen: func() string { return b64std(32) }, Auth: "none", Host: "", Rule: "generic-api-key"},
		{Name: "jwt_secret", Title: "JWT signing", Env: "JWT_SECRET", Gen: func() string { return rs(alnum+"!#$%", 48) }, Auth: "none", Host: "", Rule: "generic-api-key"},
		{Name: "wireguard", Title: "WireGuard", Env: "WG_PRIVATE_KEY", Gen: func() string { return b64std(32) }, Auth: "none", Host: "", Rule: "wireguard-private-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.2/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 0.0.0.0/0", b.P("bearer", v), r.Intn(200), b.K(b64std(32)), pick(orgDomains...))
			})},
		{Name: "db_url_postgres", Val: func(v string) string {
			return "postgresql://app:" + v + "@" + pick("db.internal", "10.0.4.21", "pg-prod.northwind.io") + ":5432/app"
		}, Title: "PostgreSQL", Env: "DATABASE_URL", Gen: func() string { return rs(alnum, 24) }, Auth: "none", Host: "", Rule: "generic-db-url",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("DATABASE_URL=postgres://%s:%s@%s.%s.rds.amazonaws.com:5432/%s?sslmode=require", pick("app", "billing_rw", "api_user"), b.P("bearer", v), pick("prod-db", "orders-primary"), b.K("c"+rs(lalnum, 11)+".eu-west-1"), pick("orders", "app"))
			}, func(v string, b *B) string {
				return fmt.Sprintf("$ PGPASSWORD='%s' psql -h %s -U analytics -d warehouse -c '\\dt'", b.P("bearer", v), pick("10.4.2.17", "warehouse.internal"))
			})},
		{Name: "db_url_mongo", Val: func(v string) string {
			return "mongodb+srv://app:" + v + "@cluster0." + rs(lalnum, 5) + ".mongodb.net/prod"
		}, Title: "MongoDB Atlas", Env: "MONGODB_URI", Gen: func() string { return rs(alnum, 16) }, Auth: "none", Host: "", Rule: "mongodb-uri",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("MONGODB_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority", pick("appUser", "admin", "svc-ingest"), b.P("bearer", v), rs(lalnum, 5), pick("prod", "catalog"))
			}, func(v string, b *B) string {
				return fmt.Sprintf("mongoose.connect('mongodb+srv://%s:%s@%s.mongodb.net/test')\n// ObjectId in error: %s", pick("root", "dev"), b.P("bearer", v), "cluster1."+rs(lalnum, 5), b.K(hx(24)))
			})},
		{Name: "db_url_redis", Val: func(v string) string {
			return "redis://default:" + v + "@" + pick("redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com:12345", "cache.internal:6379")
		}, Title: "Redis", Env: "REDIS_URL", Gen: func() string { return rs(alnum, 32) }, Auth: "none", Host: "", Rule: "redis-url",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("REDIS_URL=rediss://default:%s@%s.upstash.io:6379", b.P("bearer", v), pick("eu1-brave-gull", "us1-fine-owl")+"-"+nz(5))
			}, func(v string, b *B) string {
				return fmt.Sprintf("$ redis-cli -h cache-prod.%s.cache.amazonaws.com -p 6379 -a %s --tls\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.", b.K(rs(lalnum, 6)+".ng.0001.use1"), b.P("bearer", v))
			})},
		{Name: "amqp_url", Val: func(v string) string { return "amqp://worker:" + v + "@rabbitmq.internal:5672/%2F" }, Title: "RabbitMQ", Env: "AMQP_URL", Gen: func() string { return rs(alnum, 20) }, Auth: "none", Host: "", Rule: "amqp-url",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("CELERY_BROKER_URL = \"amqps://%s:%s@%s.rmq.cloudamqp.com/%s\"", rs(lower, 8), b.P("bearer", v), pick("goose", "rattlesnake", "hawk"), rs(lower, 8))
			})},
		{Name: "smtp_password", Title: "SMTP", Env: "SMTP_PASSWORD", Gen: func() string { return rs(alnum, 12) + pick("!", "#", "%", "") + nz(2) }, Auth: "none", Host: "", Rule: "generic-password",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("spring:\n  mail:\n    host: smtp.office365.com\n    port: 587\n    username: noreply@%s\n    password: %s", pick(orgDomains...), b.P("bearer", v))
			})},
		{Name: "basic_auth", Val: func(v string) string { return "Basic " + v }, Title: "HTTP Basic", Env: "BASIC_AUTH_HEADER", Gen: func() string {
			return b64s(pick("admin", "deploy", "svc-metrics", "jenkins") + ":" + rs(alnum, 14) + pick("!", "$", "7"))
		}, Auth: "basichdr", Host: "jenkins.internal.northwind.io/job/deploy/buildWithParameters", Rule: "generic-basic-auth",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("location /metrics {\n    proxy_pass http://prometheus:9090;\n    proxy_set_header Authorization \"Basic %s\";\n}", b.P("bearer", v))
			})},
		{Name: "docker_config_auth", Own: true, Title: "Docker registry", Env: "DOCKER_AUTH_CONFIG", Gen: func() string {
			return b64s(pick("_json_key", "AWS", "nwbuild", "robot$ci") + ":" + rs(alnum, 32))
		}, Auth: "none", Host: "", Rule: "docker-config-auth",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("{\n  \"auths\": {\n    \"%s\": {\n      \"auth\": \"%s\"\n    }\n  },\n  \"credsStore\": \"\"\n}", pick("ghcr.io", "harbor.northwind.io", "index.docker.io/v1/"), b.P("bearer", v))
			})},
		{Name: "k8s_sa_token", Title: "Kubernetes service account", Env: "KUBE_TOKEN", Fam: "jwt", Gen: func() string {
			ns := pick("ci", "default", "monitoring", "argo")
			return jwt(fmt.Sprintf(`{"aud":["https://kubernetes.default.svc.cluster.local"],"exp":%d,"iat":%d,"iss":"https://kubernetes.default.svc.cluster.local","kubernetes.io":{"namespace":"%s","serviceaccount":{"name":"%s","uid":"%s"}},"nbf":%d,"sub":"system:serviceaccount:%s:%s"}`, unixT()+31536000, unixT(), ns, "deployer", uuid(), unixT(), ns, "deployer"))
		}, Auth: "bearer", Host: "10.96.0.1:443/api/v1/namespaces/default/pods", Rule: "kubernetes-secret-yaml",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("users:\n- name: ci-deployer\n  user:\n    token: %s\ncontexts:\n- context:\n    cluster: %s\n    user: ci-deployer", b.P("jwt", v), pick("prod-eks", "gke_lumen_europe-west1_main"))
			})},
		{Name: "auth0_access_jwt", Title: "Auth0 access token", Env: "ACCESS_TOKEN", Fam: "jwt", Gen: func() string {
			return jwt(fmt.Sprintf(`{"iss":"https://%s.eu.auth0.com/","sub":"auth0|%s","aud":["https://api.%s","https://%s.eu.auth0.com/userinfo"],"iat":%d,"exp":%d,"scope":"openid profile read:orders","azp":"%s"}`, pick("northwind", "kairo"), hx(24), pick(orgDomains...), "northwind", unixT(), unixT()+86400, rs(alnum, 32)))
		}, Auth: "bearer", Host: "api.northwind.io/v2/orders?limit=50", Rule: "jwt"},
		{Name: "firebase_id_jwt", Title: "Firebase ID token", Env: "FIREBASE_ID_TOKEN", Fam: "jwt", Gen: func() string {
			return jwt(fmt.Sprintf(`{"iss":"https://securetoken.google.com/%s","aud":"%s","auth_time":%d,"user_id":"%s","sub":"%s","iat":%d,"exp":%d,"firebase":{"identities":{},"sign_in_provider":"anonymous"}}`, "lumen-prod", "lumen-prod", unixT(), rs(alnum, 28), rs(alnum, 28), unixT(), unixT()+3600))
		}, Auth: "bearer", Host: "us-central1-lumen-prod.cloudfunctions.net/api/me", Rule: "jwt"},
		{Name: "session_cookie_jwt", Title: "session JWT", Env: "SESSION_TOKEN", Fam: "jwt", Gen: func() string {
			return jwt(fmt.Sprintf(`{"sid":"%s","uid":%d,"roles":["admin"],"iat":%d,"exp":%d}`, uuid(), 1000+r.Intn(900000), unixT(), unixT()+7200))
		}, Auth: "cookie", Host: "app.northwind.io/api/admin/users", Rule: "jwt"},
		{Name: "gcp_sa_key", Own: true, Title: "GCP service account", Env: "GOOGLE_APPLICATION_CREDENTIALS_JSON", Gen: pkcs8Body, Auth: "none", Host: "", Rule: "gcp-service-account",
			Extra: X(func(v string, b *B) string {
				proj := pick("lumen-prod", "kairo-data-"+nz(4), "helio-ml")
				return fmt.Sprintf(`{"type": "service_account", "project_id": "%s", "private_key_id": "%s", "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n", "client_email": "%s@%s.iam.gserviceaccount.com", "client_id": "%s", "token_uri": "https://oauth2.googleapis.com/token"}`, proj, b.K(hx(40)), b.P("bearer", strings.ReplaceAll(v, "\n", `\n`)), pick("ci-deployer", "bq-loader", "terraform"), proj, b.K(nz(21)))
			})},
		{Name: "pem_private_key", Val: func(v string) string { return "-----BEGIN PRIVATE KEY-----\n" + v + "\n-----END PRIVATE KEY-----" }, Title: "PEM private key", Env: "TLS_KEY", Gen: pkcs8Body, Auth: "none", Host: "", Rule: "private-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("$ cat deploy/certs/server.key\n-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n$ openssl x509 -noout -serial -in server.crt\nserial=%s", b.P("bearer", v), b.K(rs(hexu, 32)))
			}, func(v string, b *B) string {
				return fmt.Sprintf("tls:\n  crt: |\n    -----BEGIN CERTIFICATE-----\n    %s\n    -----END CERTIFICATE-----\n  key: |\n    -----BEGIN PRIVATE KEY-----\n    %s\n    -----END PRIVATE KEY-----", b.K("MIIB"+rs(alnum+"+/", 60)), b.P("bearer", strings.ReplaceAll(v, "\n", "\n    ")))
			})},
		{Name: "openssh_private_key", Val: func(v string) string {
			return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + v + "\n-----END OPENSSH PRIVATE KEY-----"
		}, Title: "OpenSSH private key", Env: "SSH_PRIVATE_KEY", Gen: opensshBody, Auth: "none", Host: "", Rule: "private-key",
			Extra: X(func(v string, b *B) string {
				return fmt.Sprintf("      - name: Add deploy key\n        run: |\n          mkdir -p ~/.ssh\n          cat > ~/.ssh/id_ed25519 <<'EOF'\n          -----BEGIN OPENSSH PRIVATE KEY-----\n          %s\n          -----END OPENSSH PRIVATE KEY-----\n          EOF", b.P("bearer", strings.ReplaceAll(v, "\n", "\n          ")))
			})},
	}
}
