package main

import (
	"fmt"
	"strings"
)

type T struct {
	name string
	fn   func(b *B) string
}

var piiT1 = []T{
	{"diff_env_secrets_removed", func(b *B) string {
		return fmt.Sprintf("diff --git a/.env b/.env\n%s\n--- a/.env\n+++ b/.env\n%s\n APP_ENV=production\n-STRIPE_SECRET_KEY=%s\n-SENDGRID_API_KEY=%s\n-DB_PASSWORD=%s\n+STRIPE_SECRET_KEY=%s\n+SENDGRID_API_KEY=${SENDGRID_API_KEY}\n+DB_PASSWORD=${DB_PASSWORD}\n LOG_LEVEL=info",
			b.k(indexLine()), b.k(hunk()), b.sec(skLive()), b.sec(sgKey()), b.sec(password()), b.k("${STRIPE_SECRET_KEY}"))
	}},
	{"git_show_author_signoff", func(b *B) string {
		f, l := person()
		f2, l2 := person()
		return fmt.Sprintf("commit %s\nAuthor: %s %s <%s>\nDate:   %s\n\n    Fix retry loop in webhook dispatcher (%s)\n\n    Signed-off-by: %s %s <%s>\n    Reviewed-by: %s %s <%s>",
			b.k(sha()), f, l, b.p("email", emailFor(f, l)), gitDate(), b.k(issue()), f, l, b.p("email", emailFor(f, l)+".sig"[0:0]), f2, l2, b.p("email", emailFor(f2, l2)))
	}},
	{"git_log_format_ae", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("$ git log --format='%h %ae %s' -n 4\n")
		for i := 0; i < 4; i++ {
			fmt.Fprintf(&sb, "%s %s %s\n", b.k(hexs(7)), b.email(), pick("bump deps", "fix flaky test", "add SMS opt-in", "refactor auth middleware", "update CODEOWNERS", "revert \"wip\""))
		}
		return strings.TrimRight(sb.String(), "\n")
	}},
	{"codeowners_emails", func(b *B) string {
		return fmt.Sprintf("# CODEOWNERS\n*                     %s\n/billing/            %s %s\n/infra/terraform/     %s\n*.sql                 %s",
			b.k("@acme/platform"), b.email(), b.k("@acme/payments"), b.email(), b.k("@"+user()))
	}},
	{"package_json_author", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("{\n  \"name\": \"@acme/%s\",\n  \"version\": \"%s\",\n  \"author\": \"%s %s <%s> (https://github.com/%s)\",\n  \"contributors\": [\"%s\"],\n  \"dependencies\": {\n    \"lodash\": \"%s\"\n  }\n}",
			repo(), b.k(ver()), f, l, b.p("email", emailFor(f, l)), user(), b.email(), b.k("^4.17."+fmt.Sprint(rng(10, 21))))
	}},
	{"pyproject_authors", func(b *B) string {
		f, l := person()
		f2, l2 := person()
		return fmt.Sprintf("[project]\nname = \"%s\"\nversion = \"%s\"\nauthors = [\n  {name = \"%s %s\", email = \"%s\"},\n  {name = \"%s %s\", email = \"%s\"},\n]\nrequires-python = \">=3.10\"",
			repo(), b.k(ver()), f, l, b.p("email", emailFor(f, l)), f2, l2, b.p("email", emailFor(f2, l2)))
	}},
	{"cargo_toml_authors_diff", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("%s\n [package]\n name = \"ledger-core\"\n-version = \"%s\"\n+version = \"%s\"\n-authors = [\"%s %s <%s>\"]\n+authors = [\"Ledger Team <%s>\"]",
			b.k(hunk()), b.k(ver()), b.k(ver()), f, l, b.p("email", emailFor(f, l)), b.p("email", "ledger-team"+digits(2)+"@"+pickL(orgDomains)))
	}},
	{"gemspec_email", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("Gem::Specification.new do |spec|\n  spec.name    = \"acme-notify\"\n  spec.version = \"%s\"\n  spec.authors = [\"%s %s\"]\n  spec.email   = [\"%s\"]\n  spec.add_dependency \"twilio-ruby\", \"~> 7.%d\"\nend",
			b.k(ver()), f, l, b.p("email", emailFor(f, l)), rng(0, 6))
	}},
	{"gh_review_phone_fixture", func(b *B) string {
		return fmt.Sprintf("**%s** commented on `%s` line %d:\n\n```suggestion\n    phone: \"%s\",\n```\n> -    phone: \"%s\",\n\nPlease don't commit a real customer's number into fixtures — that one is a live line (%s). Use the 555-01xx range.",
			b.k("@"+user()), file(), rng(10, 300), b.k("+1 202-555-01"+digits(2)), b.p("phone", usPhone()), b.k("555-01xx"[0:0]+"PR "+issue()))
	}},
	{"python_fixture_users", func(b *B) string {
		f, l := person()
		f2, l2 := person()
		return fmt.Sprintf("# tests/fixtures/users.py\nUSERS = [\n    {\"id\": %d, \"name\": \"%s %s\", \"email\": \"%s\", \"phone\": \"%s\", \"ssn\": \"%s\"},\n    {\"id\": %d, \"name\": \"%s %s\", \"email\": \"%s\", \"phone\": \"%s\", \"ssn\": \"%s\"},\n]",
			rng(1, 99), f, l, b.p("email", emailFor(f, l)), b.phone(), b.ssn(), rng(100, 999), f2, l2, b.p("email", emailFor(f2, l2)), b.phone(), b.ssn())
	}},
	{"js_checkout_fixture", func(b *B) string {
		return fmt.Sprintf("// cypress/fixtures/checkout.js\nexport const customer = {\n  email: '%s',\n  phone: '%s',\n  card: { number: '%s', exp: '%s', cvc: '%s' },\n  orderId: '%s',\n};",
			b.email(), b.phone(), b.card(), b.k(fmt.Sprintf("%02d/%d", rng(1, 12), rng(27, 31))), digits(3), b.k("ORD-"+digits(6)))
	}},
	{"go_test_table_cards", func(b *B) string {
		return fmt.Sprintf("func TestLuhn(t *testing.T) {\n\tcases := []struct {\n\t\tin   string\n\t\twant bool\n\t}{\n\t\t{\"%s\", true},\n\t\t{\"%s\", true},\n\t\t{\"%s\", false},\n\t}\n\t// see %s\n}",
			b.p("credit_card", cardPlain()), b.card(), b.k("4000 0000 0000 000"+pick("1", "3", "5", "7", "9")), b.k(issue()))
	}},
	{"java_junit_customer", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("@Test\nvoid createsCustomer() {\n    Customer c = new Customer(\"%s %s\", \"%s\", \"%s\");\n    assertEquals(\"%s\", c.getEmail());\n    verify(smsGateway).send(eq(\"%s\"), anyString());\n}",
			f, l, b.p("email", emailFor(f, l)), b.p("phone", e164()), "x"[0:0]+b.k("c.getEmail()")[0:0]+b.pii[len(b.pii)-2].V, b.pii[len(b.pii)-1].V)
	}},
	{"csharp_user_seed", func(b *B) string {
		return fmt.Sprintf("modelBuilder.Entity<User>().HasData(new User\n{\n    Id = %d,\n    Email = \"%s\",\n    PhoneNumber = \"%s\",\n    Ssn = \"%s\",\n    CreatedAt = new DateTime(%d, %d, %d)\n});",
			rng(1, 50), b.email(), b.phone(), b.ssn(), 2025, rng(1, 12), rng(1, 28))
	}},
	{"php_seeder", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("DB::table('customers')->insert([\n    'name' => '%s %s',\n    'email' => '%s',\n    'phone' => '%s',\n    'password' => Hash::make('%s'),\n    'created_at' => now(),\n]);",
			f, l, b.p("email", emailFor(f, l)), b.phone(), b.sec(password()))
	}},
	{"ruby_factory", func(b *B) string {
		return fmt.Sprintf("FactoryBot.define do\n  factory :patient do\n    email { \"%s\" }\n    phone { \"%s\" }\n    ssn   { \"%s\" }\n    dob   { Date.new(%d, %d, %d) }\n  end\nend",
			b.email(), b.phone(), b.ssn(), rng(1950, 2000), rng(1, 12), rng(1, 28))
	}},
	{"rust_card_test", func(b *B) string {
		return fmt.Sprintf("#[test]\nfn masks_pan() {\n    let pan = \"%s\";\n    assert_eq!(mask(pan), \"%s\");\n    let email = \"%s\";\n    assert!(is_valid_email(email));\n}",
			b.card(), b.k("****-****-****-"+digits(4)), b.email())
	}},
	{"kotlin_contact", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("val sample = Contact(\n    name = \"%s %s\",\n    phone = \"%s\",\n    email = \"%s\",\n    tag = \"%s\"\n)",
			f, l, b.phone(), b.p("email", emailFor(f, l)), b.k("v"+ver()))
	}},
	{"swift_test", func(b *B) string {
		return fmt.Sprintf("func testFormatsPhone() {\n    let raw = \"%s\"\n    XCTAssertEqual(PhoneFormatter.e164(raw), \"%s\")\n    // build %s\n}",
			b.phone(), b.p("phone", e164()), b.k(fmt.Sprint(rng(1000, 9999))))
	}},
	{"sql_insert_fixture", func(b *B) string {
		f, l := person()
		f2, l2 := person()
		return fmt.Sprintf("INSERT INTO customers (id, full_name, email, phone, ssn, created_at) VALUES\n  (%d, '%s %s', '%s', '%s', '%s', '%s'),\n  (%d, '%s %s', '%s', '%s', '%s', '%s');",
			rng(1, 999), f, l, b.p("email", emailFor(f, l)), b.phone(), b.ssn(), b.k(date()), rng(1000, 9999), f2, l2, b.p("email", emailFor(f2, l2)), b.phone(), b.ssn(), b.k(date()))
	}},
	{"diff_seed_sql", func(b *B) string {
		return fmt.Sprintf("diff --git a/db/seeds.sql b/db/seeds.sql\n%s\n%s\n INSERT INTO users (email, phone, role) VALUES\n-  ('%s', '%s', 'admin'),\n+  ('admin@localhost', NULL, 'admin'),\n   ('%s', '%s', 'user');",
			b.k(indexLine()), b.k(hunk()), b.email(), b.phone(), b.email(), b.phone())
	}},
	{"application_yml_diff", func(b *B) string {
		return fmt.Sprintf("--- a/config/application.yml\n+++ b/config/application.yml\n%s\n spring:\n   mail:\n     host: smtp.mailgun.org\n-    username: %s\n-    password: %s\n+    username: ${SMTP_USER}\n+    password: ${SMTP_PASSWORD}\n     %s",
			b.k(hunk()), b.email(), b.sec(password()), b.k("port: 587"))
	}},
	{"application_properties", func(b *B) string {
		return fmt.Sprintf("spring.datasource.url=jdbc:postgresql://%s:5432/orders\nspring.datasource.username=orders_app\nspring.datasource.password=%s\napp.support.email=%s\napp.support.phone=%s\n%s",
			b.k("db-prod-"+fmt.Sprint(rng(1, 9))+".internal"), b.sec(password()), b.email(), b.phone(), b.k("server.port=8443"))
	}},
	{"terraform_aws_creds_diff", func(b *B) string {
		return fmt.Sprintf(" provider \"aws\" {\n   region     = \"eu-west-1\"\n-  access_key = \"%s\"\n-  secret_key = \"%s\"\n+  profile    = \"deploy\"\n }\n # %s",
			b.k(awsKeyID()), b.sec(awsSecret()), b.k("terraform "+"v1."+fmt.Sprint(rng(5, 9))+"."+fmt.Sprint(rng(0, 5))))
	}},
	{"dockerfile_env_tokens", func(b *B) string {
		return fmt.Sprintf("FROM node:%d-alpine\nARG NPM_TOKEN=%s\nENV GITHUB_TOKEN=%s\nRUN echo \"//registry.npmjs.org/:_authToken=${NPM_TOKEN}\" > .npmrc && npm ci\n%s",
			rng(18, 22), b.sec(npmTok()), b.sec(ghp()), b.k("EXPOSE 3000"))
	}},
	{"docker_compose_pw", func(b *B) string {
		return fmt.Sprintf("services:\n  db:\n    image: %s\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: %s\n    ports:\n      - \"%s\"\n  api:\n    environment:\n      - JWT_SECRET=%s",
			b.k("postgres:16."+fmt.Sprint(rng(1, 4))), b.sec(password()), b.k("5432:5432"), b.sec(tok(32)))
	}},
	{"k8s_secret_stringdata", func(b *B) string {
		return fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-creds\n  namespace: prod\ntype: Opaque\nstringData:\n  STRIPE_API_KEY: %s\n  DB_PASSWORD: %s\n# rotated in %s",
			b.sec(skLive()), b.sec(password()), b.k(issue()))
	}},
	{"k8s_secret_data_b64", func(b *B) string {
		pw := password()
		return fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: redis-auth\ndata:\n  username: ZGVmYXVsdA==\n  password: %s\n# image digest %s",
			b.sec(b64std(pw)), b.k("sha256:"+hexs(64)))
	}},
	{"ci_log_unmasked_curl", func(b *B) string {
		return fmt.Sprintf("Run ./scripts/notify.sh\n+ curl -sS -X POST https://api.github.com/repos/acme/%s/statuses/%s -H 'Authorization: Bearer %s' -d '{\"state\":\"success\"}'\n  NPM_TOKEN: ***\n##[endgroup]",
			repo(), b.k(sha()), b.sec(ghp()))
	}},
	{"gitleaks_report", func(b *B) string {
		f, l := person()
		s := glpat()
		return fmt.Sprintf("[\n {\n  \"Description\": \"GitLab Personal Access Token\",\n  \"StartLine\": %d,\n  \"Match\": \"token = \\\"%s\\\"\",\n  \"Secret\": \"%s\",\n  \"File\": \"ci/deploy.py\",\n  \"Commit\": \"%s\",\n  \"Author\": \"%s %s\",\n  \"Email\": \"%s\",\n  \"RuleID\": \"gitlab-pat\"\n }\n]",
			rng(5, 300), s, b.sec(s), b.k(sha()), f, l, b.p("email", emailFor(f, l)))
	}},
	{"trufflehog_finding", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("Found verified result 🐷🔑\nDetector Type: Slack\nDecoder Type: PLAIN\nRaw result: %s\nCommit: %s\nEmail: %s %s <%s>\nFile: scripts/alert.py\nLine: %d\nTimestamp: %s 14:02:11 +0000",
			b.sec(xoxb()), b.k(sha()), f, l, b.p("email", emailFor(f, l)), rng(3, 200), b.k(date()))
	}},
	{"detect_secrets_hook", func(b *B) string {
		return fmt.Sprintf("Detect secrets...........................................................Failed\n- hook id: detect-secrets\n- exit code: 1\n\nERROR: Potential secrets about to be committed to git repo!\n\nSecret Type: Hex High Entropy String\nLocation:    config/twilio.py:%d\n\n  TWILIO_ACCOUNT_SID = \"%s\"\n  TWILIO_AUTH_TOKEN = \"%s\"",
			rng(3, 90), b.k(twilioSID()), b.sec(twilioTok()))
	}},
	{"merge_conflict_secret", func(b *B) string {
		return fmt.Sprintf("<<<<<<< HEAD\nOPENAI_API_KEY=%s\nMODEL=gpt-4o\n=======\nOPENAI_API_KEY=%s\nMODEL=gpt-4o-mini\n>>>>>>> %s",
			b.sec(skProj()), b.k("${OPENAI_API_KEY}"), b.k(branch()))
	}},
	{"jwt_in_test_const", func(b *B) string {
		return fmt.Sprintf("// src/__tests__/auth.test.ts\nconst token =\n  '%s';\n\nit('decodes the role claim (%s)', () => {\n  expect(decode(token).role).toBeDefined();\n});",
			b.jwt(), b.k(issue()))
	}},
	{"pr_desc_curl_jwt", func(b *B) string {
		return fmt.Sprintf("### How to test\n\n```bash\ncurl -H \"Authorization: Bearer %s\" \\\n  https://staging.%s/api/v2/orders?page=2\n```\n\nCloses %s",
			b.jwt(), pickL(orgDomains), b.k(issue()))
	}},
	{"http_client_file", func(b *B) string {
		return fmt.Sprintf("### Create refund\nPOST https://api.%s/v1/refunds\nContent-Type: application/json\nAuthorization: Bearer %s\n\n{\"charge\": \"%s\", \"amount\": %d}",
			pickL(orgDomains), b.sec(tok(rng(32, 48))), b.k("ch_"+tok(24)), rng(100, 90000))
	}},
	{"pem_key_removed_diff", func(b *B) string {
		body := pemBody(6)
		var sb strings.Builder
		fmt.Fprintf(&sb, "diff --git a/deploy/id_rsa b/deploy/id_rsa\ndeleted file mode 100600\n%s\n--- a/deploy/id_rsa\n+++ /dev/null\n@@ -1,8 +0,0 @@\n------BEGIN RSA PRIVATE KEY-----\n", b.k(indexLine()))
		for i, ln := range body {
			if i == 1 || i == 4 {
				b.sec(ln)
			}
			sb.WriteString("-" + ln + "\n")
		}
		sb.WriteString("------END RSA PRIVATE KEY-----")
		b.k("-----BEGIN RSA PRIVATE KEY-----")
		return sb.String()
	}},
	{"pem_key_in_yaml", func(b *B) string {
		body := pemBody(5)
		var sb strings.Builder
		sb.WriteString("jwt:\n  issuer: auth.acme\n  private_key: |\n    -----BEGIN PRIVATE KEY-----\n")
		for i, ln := range body {
			if i == 2 {
				b.sec(ln)
			}
			sb.WriteString("    " + ln + "\n")
		}
		sb.WriteString("    -----END PRIVATE KEY-----\n  ")
		sb.WriteString(b.k("ttl: 3600s"))
		return sb.String()
	}},
	{"connection_strings", func(b *B) string {
		return fmt.Sprintf("-DATABASE_URL=postgres://billing:%s@%s:5432/billing?sslmode=require\n-MONGO_URI=mongodb+srv://svc_reader:%s@cluster0.%s.mongodb.net/app\n+DATABASE_URL=${DATABASE_URL}",
			b.sec(password()), b.k("pg-"+hexs(6)+".rds.amazonaws.com"), b.sec(tok(16)), rs(5, lower))
	}},
	{"slack_webhook_code", func(b *B) string {
		h := slackHook()
		s := slackHookSecret()
		return fmt.Sprintf("# alerts.py\nSLACK_WEBHOOK = \"%s%s\"\n\ndef notify(msg):\n    requests.post(SLACK_WEBHOOK, json={\"text\": msg}, %s)",
			h, b.sec(s), b.k("timeout=10"))
	}},
	{"telegram_bot_env", func(b *B) string {
		return fmt.Sprintf("-TELEGRAM_BOT_TOKEN=%s\n-TELEGRAM_CHAT_ID=%s\n+TELEGRAM_BOT_TOKEN=\n+TELEGRAM_CHAT_ID=",
			b.sec(telegram()), b.k("-100"+digits(10)))
	}},
	{"twilio_sms_code", func(b *B) string {
		return fmt.Sprintf("client = Client(\"%s\", \"%s\")\nclient.messages.create(\n    to=\"%s\",\n    from_=\"%s\",\n    body=\"Your code is %s\",\n)",
			b.k(twilioSID()), b.sec(twilioTok()), b.p("phone", e164()), b.p("phone", e164()), b.k(digits(6)))
	}},
	{"openai_key_python", func(b *B) string {
		return fmt.Sprintf("import openai\n\n-openai.api_key = \"%s\"\n+openai.api_key = os.environ[\"OPENAI_API_KEY\"]\n resp = openai.chat.completions.create(model=\"gpt-4o\", %s)",
			b.sec(skProj()), b.k("temperature=0.2"))
	}},
	{"anthropic_env_ci", func(b *B) string {
		return fmt.Sprintf("Run python eval.py\n  env:\n    ANTHROPIC_API_KEY: %s\n    RUN_ID: %s\nTraceback (most recent call last):\n  File \"eval.py\", line %d, in <module>",
			b.sec(skAnt()), b.k(uuid()), rng(10, 400))
	}},
	{"google_maps_key_js", func(b *B) string {
		return fmt.Sprintf("const loader = new Loader({\n  apiKey: \"%s\",\n  version: \"weekly\",\n  libraries: [\"places\"],\n});\n// TODO(%s): move to env before release %s",
			b.sec(aiza()), b.k("@"+user()), b.k("v"+ver()))
	}},
	{"npmrc_authtoken", func(b *B) string {
		return fmt.Sprintf("$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\nalways-auth=true",
			b.sec(npmTok()), b.sec(ghp()))
	}},
	{"pypirc", func(b *B) string {
		return fmt.Sprintf("[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s",
			b.sec(pypiTok()))
	}},
	{"docker_config_auth", func(b *B) string {
		u := user()
		pw := password()
		return fmt.Sprintf("{\n  \"auths\": {\n    \"https://index.docker.io/v1/\": {\n      \"auth\": \"%s\"\n    },\n    \"ghcr.io\": {\n      \"auth\": \"%s\"\n    }\n  }\n}",
			b.sec(basic(u, pw)), b.sec(basic(u, ghp())))
	}},
	{"gitlab_ci_variables", func(b *B) string {
		return fmt.Sprintf("variables:\n  DOCKER_DRIVER: overlay2\n  GITLAB_TOKEN: \"%s\"\n  SONAR_TOKEN: \"%s\"\n\nrelease:\n  stage: deploy\n  image: %s\n  script:\n    - ./release.sh $CI_COMMIT_TAG",
			b.sec(glpat()), b.sec("sqp_"+hexs(40)), b.k("alpine:3."+fmt.Sprint(rng(17, 20))))
	}},
	{"git_remote_pat", func(b *B) string {
		u := user()
		return fmt.Sprintf("$ git remote -v\norigin\thttps://%s:%s@github.com/acme/%s.git (fetch)\norigin\thttps://%s:%s@github.com/acme/%s.git (push)\n$ git rev-parse HEAD\n%s",
			u, b.sec(ghPat()), repo(), u, b.pii[0].V, repo(), b.k(sha()))
	}},
	{"shell_export_aws", func(b *B) string {
		return fmt.Sprintf("#!/usr/bin/env bash\nset -euo pipefail\nexport AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_DEFAULT_REGION=us-east-2\naws s3 sync ./dist s3://acme-static-%s --delete",
			b.k(awsKeyID()), b.sec(awsSecret()), digits(4))
	}},
	{"review_comment_card_logged", func(b *B) string {
		return fmt.Sprintf("> %s\n> +    log.info(\"charging card %%s for order %%s\", card_number, order_id)\n\nThis logs the full PAN. In staging I already see lines like `charging card %s for order %s` — please mask to last 4.",
			b.k(hunk()), b.card(), b.k("A"+digits(8)))
	}},
	{"commit_msg_contact", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("fix(sms): normalise numbers before sending (%s)\n\nCustomer %s %s reported that texts to %s never arrived;\nthe leading zero was dropped. Verified with %s.\n\nReported-by: %s\nRefs: %s",
			b.k(issue()), f, l, b.phone(), b.phone(), b.p("email", emailFor(f, l)), b.k("SUP-"+digits(5)))
	}},
	{"pr_bug_report_customer", func(b *B) string {
		return fmt.Sprintf("## Bug\nCheckout fails for a customer (email %s, phone %s). Card on file ends in %s; stack trace from release %s:\n\n```\nPaymentError: card_declined at CheckoutService.charge (checkout.ts:%d)\n```",
			b.email(), b.phone(), b.k(digits(4)), b.k("v"+ver()), rng(50, 600))
	}},
	{"ci_log_app_output", func(b *B) string {
		return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03dZ INFO  user.signup email=%s phone=%s plan=pro\n2025-%02d-%02dT10:00:01Z WARN  retrying webhook attempt=3 id=%s",
			rng(1, 12), rng(1, 28), rng(0, 23), rng(0, 59), rng(0, 59), rng(0, 999), b.email(), b.p("phone", e164()), rng(1, 12), rng(1, 28), b.k("evt_"+tok(24)))
	}},
	{"csv_fixture_diff", func(b *B) string {
		var sb strings.Builder
		fmt.Fprintf(&sb, "--- /dev/null\n+++ b/testdata/contacts.csv\n@@ -0,0 +1,4 @@\n+id,name,email,phone,ssn\n")
		for i := 0; i < 3; i++ {
			f, l := person()
			fmt.Fprintf(&sb, "+%d,%s %s,%s,%s,%s\n", rng(1000, 9999), f, l, b.p("email", emailFor(f, l)), b.phone(), b.ssn())
		}
		return strings.TrimRight(sb.String(), "\n")
	}},
	{"json_fixture_diff", func(b *B) string {
		return fmt.Sprintf("%s\n   {\n     \"id\": \"%s\",\n-    \"email\": \"%s\",\n-    \"phone\": \"%s\",\n+    \"email\": \"user@example.invalid\",\n+    \"phone\": \"+1 555 0100\",\n     \"card_last4\": \"%s\"\n   }",
			b.k(hunk()), b.k(uuid()), b.email(), b.phone(), b.k(digits(4)))
	}},
	{"psql_conn_error_ci", func(b *B) string {
		return fmt.Sprintf("Run alembic upgrade head\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.0.%d.%d\", port 5432 failed: FATAL:  password authentication failed for user \"migrator\"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[SQL URL: postgresql://migrator:%s@db.internal:5432/core]",
			rng(0, 255), rng(1, 254), b.sec(password()))
	}},
	{"curl_u_script", func(b *B) string {
		u := user()
		return fmt.Sprintf("# scripts/backup.sh\ncurl -fsS -u %s:%s \\\n  -o backup-$(date +%%F).tar.gz \\\n  https://artifacts.%s/repository/backups/%s",
			u, b.sec(password()), pickL(orgDomains), b.k("build-"+digits(5)))
	}},
	{"mysql_p_script", func(b *B) string {
		return fmt.Sprintf("-mysql -h %s -u report -p'%s' analytics < nightly.sql\n+mysql --defaults-extra-file=/run/secrets/mysql.cnf analytics < nightly.sql",
			b.k("10.20."+fmt.Sprint(rng(0, 255))+"."+fmt.Sprint(rng(1, 254))), b.sec(password()))
	}},
	{"basic_auth_header_log", func(b *B) string {
		return fmt.Sprintf("> GET /api/v1/export HTTP/1.1\n> Host: jenkins.%s\n> Authorization: Basic %s\n> User-Agent: curl/8.%d.0\n< HTTP/1.1 200 OK",
			pickL(orgDomains), b.sec(basic(user(), password())), rng(0, 9))
	}},
	{"rails_secret_key_base", func(b *B) string {
		return fmt.Sprintf("-# config/secrets.yml\n-production:\n-  secret_key_base: %s\n+# moved to credentials.yml.enc (%s)",
			b.sec(hexs(128)), b.k(issue()))
	}},
	{"django_secret_key", func(b *B) string {
		return fmt.Sprintf("%s\n-SECRET_KEY = '%s'\n+SECRET_KEY = os.environ['DJANGO_SECRET_KEY']\n DEBUG = False\n ALLOWED_HOSTS = ['%s']",
			b.k(hunk()), b.sec("django-insecure-"+rs(50, lower+dig+"!@#%^&*(-_=+)")), b.k("api."+pickL(orgDomains)))
	}},
	{"flask_secret_key", func(b *B) string {
		return fmt.Sprintf("app = Flask(__name__)\napp.secret_key = \"%s\"\napp.config[\"SESSION_COOKIE_SECURE\"] = True  # %s",
			b.sec(hexs(48)), b.k(issue()))
	}},
	{"stripe_webhook_secret", func(b *B) string {
		return fmt.Sprintf("const endpointSecret = '%s';\nconst event = stripe.webhooks.constructEvent(req.body, sig, endpointSecret);\n// publishable key for the client: %s",
			b.sec(whsec()), b.k(pkLive()))
	}},
	{"sentry_dsn_and_token", func(b *B) string {
		return fmt.Sprintf("SENTRY_DSN=%s\nSENTRY_AUTH_TOKEN=%s\nSENTRY_RELEASE=%s",
			b.k("https://"+hexs(32)+"@o"+digits(6)+".ingest.sentry.io/"+digits(7)), b.sec("sntrys_"+rs(120, b64u)), b.k(short()))
	}},
	{"csharp_sendgrid", func(b *B) string {
		return fmt.Sprintf("var client = new SendGridClient(\"%s\");\nvar msg = MailHelper.CreateSingleEmail(\n    new EmailAddress(\"%s\", \"Billing\"),\n    new EmailAddress(\"%s\"),\n    \"Invoice %s\", body, null);",
			b.sec(sgKey()), b.email(), b.email(), b.k("INV-"+digits(6)))
	}},
	{"go_github_client", func(b *B) string {
		return fmt.Sprintf("func newClient() *github.Client {\n\t// FIXME: hardcoded while debugging %s\n\treturn github.NewClient(nil).WithAuthToken(\"%s\")\n}",
			b.k(issue()), b.sec(ghp()))
	}},
	{"java_auth_header", func(b *B) string {
		return fmt.Sprintf("HttpRequest req = HttpRequest.newBuilder()\n    .uri(URI.create(\"https://api.%s/v3/accounts/%s\"))\n    .header(\"Authorization\", \"Bearer %s\")\n    .timeout(Duration.ofSeconds(%d))\n    .build();",
			pickL(orgDomains), b.k(digits(9)), b.jwt(), rng(5, 60))
	}},
	{"php_mailer", func(b *B) string {
		return fmt.Sprintf("$mail->isSMTP();\n$mail->Host = 'smtp.office365.com';\n$mail->Username = '%s';\n$mail->Password = '%s';\n%s;\n$mail->addAddress('%s');",
			b.email(), b.sec(password()), b.k("$mail->Port = 587"), b.email())
	}},
	{"ruby_stripe_key", func(b *B) string {
		return fmt.Sprintf("# config/initializers/stripe.rb\n-Stripe.api_key = '%s'\n+Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key)\n Stripe.api_version = '%s'",
			b.sec(rkLive()), b.k("2024-06-20"))
	}},
	{"rust_slack_token", func(b *B) string {
		return fmt.Sprintf("let token = std::env::var(\"SLACK_BOT_TOKEN\")\n    .unwrap_or_else(|_| \"%s\".to_string());\nlet channel = \"%s\";",
			b.sec(xoxb()), b.k("C0"+rs(9, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")))
	}},
	{"kotlin_const_keys", func(b *B) string {
		return fmt.Sprintf("object BuildKeys {\n    const val MAPS_API_KEY = \"%s\"\n    const val HF_TOKEN = \"%s\"\n    const val VERSION_CODE = %d\n}",
			b.sec(aiza()), b.sec(hfTok()), rng(100, 9999))
	}},
	{"swift_plaid_secret", func(b *B) string {
		return fmt.Sprintf("enum Plaid {\n    static let clientID = \"%s\"\n    static let secret = \"%s\"\n    static let env = \"sandbox\"\n}",
			b.k(hexs(24)), b.sec(hexs(30)))
	}},
	{"ssn_validator_test_py", func(b *B) string {
		return fmt.Sprintf("@pytest.mark.parametrize(\"value\", [\"%s\", \"%s\"])\ndef test_valid_ssn(value):\n    assert validate_ssn(value)\n\ndef test_rejects_000():\n    assert not validate_ssn(\"%s\")",
			b.ssn(), b.ssn(), b.k("000-"+digits(2)+"-"+digits(4)))
	}},
	{"itin_fixture", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("taxpayer:\n  name: %s %s\n  tax_id: \"%s\"\n  tax_id_type: ITIN\n  %s",
			f, l, b.p("ssn", itin()), b.k("filing_year: 2024"))
	}},
	{"phone_parse_table_go", func(b *B) string {
		return fmt.Sprintf("var parseCases = []struct{ in, region, want string }{\n\t{\"%s\", \"US\", \"%s\"},\n\t{\"%s\", \"GB\", \"ok\"},\n\t{\"%s\", \"DE\", \"ok\"},\n}",
			b.p("phone", usPhone()), b.p("phone", e164()), b.phone(), b.phone())
	}},
	{"vcard_fixture_diff", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("+BEGIN:VCARD\n+VERSION:3.0\n+FN:%s %s\n+TEL;TYPE=CELL:%s\n+TEL;TYPE=WORK:%s\n+EMAIL:%s\n+END:VCARD",
			f, l, b.phone(), b.phone(), b.p("email", emailFor(f, l)))
	}},
	{"git_blame_e", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("$ git blame -e -L 40,42 src/pay.ts\n")
		for i := 0; i < 3; i++ {
			fmt.Fprintf(&sb, "%s (<%s> %s %02d:%02d:%02d +0200 %d) %s\n", b.k(hexs(8)), b.email(), date(), rng(0, 23), rng(0, 59), rng(0, 59), 40+i, pick("const fee = amount * 0.029;", "if (!card) return;", "await charge(card);"))
		}
		return strings.TrimRight(sb.String(), "\n")
	}},
	{"mailmap", func(b *B) string {
		f, l := person()
		f2, l2 := person()
		return fmt.Sprintf("# .mailmap\n%s %s <%s> <%s>\n%s %s <%s> %s <%s>",
			f, l, b.p("email", emailFor(f, l)), b.p("email", slug(f)+"@"+pick("old-", "legacy-")+pickL(orgDomains)), f2, l2, b.p("email", emailFor(f2, l2)), f2, b.email())
	}},
	{"format_patch_header", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("From %s Mon Sep 17 00:00:00 2001\nFrom: %s %s <%s>\nDate: %s\nSubject: [PATCH v2 %d/5] net: fix refcount leak in tcp_close\n\nCc: %s\n---\n net/ipv4/tcp.c | %d +++--",
			b.k(sha()), f, l, b.p("email", emailFor(f, l)), gitDate(), rng(1, 5), b.email(), rng(2, 9))
	}},
	{"gerrit_trailers", func(b *B) string {
		return fmt.Sprintf("Change-Id: %s\nReviewed-on: https://review.%s/c/core/+/%s\nReviewed-by: Dev One <%s>\nTested-by: CI Bot <%s>",
			b.k("I"+hexs(40)), pickL(orgDomains), b.k(digits(6)), b.email(), b.k("ci-bot@ci-runner"))
	}},
	{"postman_collection_diff", func(b *B) string {
		return fmt.Sprintf("       \"auth\": {\n         \"type\": \"bearer\",\n-        \"bearer\": [{\"key\": \"token\", \"value\": \"%s\", \"type\": \"string\"}]\n+        \"bearer\": [{\"key\": \"token\", \"value\": \"{{accessToken}}\", \"type\": \"string\"}]\n       },",
			b.sec(tok(40)))
	}},
	{"fetch_literal_bearer", func(b *B) string {
		return fmt.Sprintf("const res = await fetch(`${BASE}/v1/customers/${id}`, {\n  headers: {\n    Authorization: 'Bearer %s',\n    'X-Request-Id': '%s',\n  },\n});",
			b.sec(tok(40)), b.k(uuid()))
	}},
	{"support_phone_i18n_yaml", func(b *B) string {
		return fmt.Sprintf("en:\n  support:\n    phone: \"%s\"\n    email: \"%s\"\n    hours: \"Mon–Fri 9:00–17:00\"\nde:\n  support:\n    phone: \"%s\"",
			b.phone(), b.email(), b.phone())
	}},
	{"gitlab_mr_note_ssn", func(b *B) string {
		return fmt.Sprintf("%s left a comment on %s:\n\n> employee_ssn: '%s'\n\nThis is a real SSN from the HR export, not generated data. Please replace with Faker and squash; it's still in %s.",
			b.k("@"+user()), b.k("!"+digits(4)), b.ssn(), b.k(short()))
	}},
	{"aws_credentials_file", func(b *B) string {
		return fmt.Sprintf("$ cat ~/.aws/credentials\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n[ci]\naws_access_key_id = %s\naws_secret_access_key = %s",
			b.k(awsKeyID()), b.sec(awsSecret()), b.k(awsKeyID()), b.sec(awsSecret()))
	}},
}
