package main

import (
	"fmt"
	"strings"
)

// Templates with personal or secret values, part B: git, tests, CI, config files.

func gitDate() string {
	return fmt.Sprintf("%s %s %d %02d:%02d:%02d 2025 %s", pick([]string{"Mon", "Tue", "Wed", "Thu", "Fri"}), pick([]string{"Jan", "Mar", "Apr", "Jun", "Sep", "Nov"}), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59), pick([]string{"+0200", "-0700", "+0900", "+0000", "+0530"}))
}

var tplB = []tpl{
	{"git_diff_env_added", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return wrap(fmt.Sprintf("diff --git a/.env.example b/.env\nnew file mode 100644\nindex 0000000..%s\n--- /dev/null\n+++ b/.env\n@@ -0,0 +1,4 @@\n+APP_URL=http://localhost:%s\n+%s=%s\n+REDIS_URL=redis://localhost:6379/0\n+SENTRY_ENVIRONMENT=dev",
			l.K(sha7()), l.K(port()), v.env, s))
	}},
	{"git_diff_config_password", func(l *L) string {
		old := l.K(pick(placeholders[:4]))
		pw := l.P("bearer", password())
		return fmt.Sprintf("diff --git a/config/database.yml b/config/database.yml\nindex %s..%s 100644\n--- a/config/database.yml\n+++ b/config/database.yml\n@@ -12,7 +12,7 @@ production:\n   adapter: postgresql\n   host: %s\n   username: %s\n-  password: \"%s\"\n+  password: \"%s\"\n   pool: 25",
			l.K(sha7()), l.K(sha7()), pick(hosts), pick(users), old, pw)
	}},
	{"git_diff_fixture_customers", func(l *L) string {
		p1, p2 := newPerson(), newPerson()
		e1 := l.P("email", emailFor(p1, false))
		e2 := l.P("email", emailFor(p2, false))
		ph := l.P("phone", phone())
		return wrap(fmt.Sprintf("diff --git a/tests/fixtures/customers.json b/tests/fixtures/customers.json\n@@ -3,6 +3,14 @@\n   {\"id\": %d, \"name\": \"Test User\", \"email\": \"test@example.com\"},\n+  {\"id\": %d, \"name\": \"%s\", \"email\": \"%s\", \"phone\": \"%s\"},\n+  {\"id\": %d, \"name\": \"%s\", \"email\": \"%s\", \"created_at\": \"%s\"},",
			rn(1, 9), rn(10, 999), p1.Name(), e1, ph, rn(1000, 9999), p2.Name(), e2, l.K(ts())))
	}},
	{"git_log_authors", func(l *L) string {
		p1, p2 := newPerson(), newPerson()
		e1 := l.P("email", emailFor(p1, chance(0.5)))
		e2 := l.P("email", emailFor(p2, chance(0.5)))
		return fmt.Sprintf("$ git log -2\ncommit %s\nAuthor: %s <%s>\nDate:   %s\n\n    fix(mcp): retry tool calls on 429 (%s)\n\ncommit %s\nAuthor: %s <%s>\nDate:   %s\n\n    chore: bump openai to %s",
			l.K(sha40()), p1.Name(), e1, l.K(gitDate()), l.K(ticket()), l.K(sha40()), p2.Name(), e2, gitDate(), l.K(verN()))
	}},
	{"git_show_coauthor", func(l *L) string {
		p := newPerson()
		e := l.P("email", emailFor(p, false))
		return fmt.Sprintf("commit %s (HEAD -> main, origin/main)\nMerge: %s %s\nDate:   %s\n\n    Add export tool for invoices (#%d)\n\n    Co-authored-by: %s <%s>",
			l.K(sha40()), l.K(sha7()), l.K(sha7()), gitDate(), rn(100, 4000), p.Name(), e)
	}},
	{"git_diff_test_card", func(l *L) string {
		c := l.P("credit_card", card(0))
		bad := l.K(badCard(""))
		return fmt.Sprintf("--- a/spec/payments_spec.rb\n+++ b/spec/payments_spec.rb\n@@ -21,4 +21,5 @@\n   let(:declined) { \"%s\" } # fails Luhn on purpose\n-  let(:card) { \"4242424242424242\" }\n+  let(:card) { \"%s\" } # copied from prod ticket %s, remove!",
			bad, c, l.K(ticket()))
	}},
	{"gitleaks_report", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		p := newPerson()
		e := l.P("email", emailFor(p, true))
		return fmt.Sprintf("[\n {\n  \"Description\": \"%s token\",\n  \"StartLine\": %d,\n  \"Match\": \"%s=%s\",\n  \"Secret\": \"%s\",\n  \"File\": \"deploy/.env.prod\",\n  \"Commit\": \"%s\",\n  \"Author\": \"%s\",\n  \"Email\": \"%s\",\n  \"Date\": \"%s\",\n  \"RuleID\": \"%s\",\n  \"Fingerprint\": \"%s:deploy/.env.prod:generic-api-key:%d\"\n }\n]",
			v.name, rn(1, 80), v.env, s, s, l.K(sha40()), p.Name(), e, l.K(tsNoMs()), strings.ToLower(strings.ReplaceAll(v.name, " ", "-"))+"-token", sha40(), rn(1, 80))
	}},
	{"trufflehog_output", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷\n\nFound verified result 🐷🔑\nDetector Type: %s\nDecoder Type: PLAIN\nRaw result: %s\nCommit: %s\nFile: src/config/settings.py\nLine: %d\nRepository: https://github.com/northwind/agent-runner.git\nTimestamp: %s",
			strings.ReplaceAll(v.name, " ", ""), s, l.K(sha40()), rn(1, 300), l.K(tsS()+" +0000"))
	}},
	// ---- tests ----
	{"pytest_assert_dict", func(l *L) string {
		p := newPerson()
		e := l.P("email", emailFor(p, false))
		ph := l.P("phone", phone())
		return wrap(fmt.Sprintf("FAILED tests/test_sync.py::test_upsert_contact - AssertionError: assert {'email': '%s', 'phone': '%s', 'source': 'hubspot'} == {'email': '%s', 'phone': None, 'source': 'hubspot'}\n  Differing items:\n  {'phone': '%s'} != {'phone': None}\n========= 1 failed, %d passed in %.2fs =========",
			e, ph, e, ph, rn(20, 400), float64(rn(100, 9000))/100))
	}},
	{"go_test_fail_card", func(l *L) string {
		c := l.P("credit_card", card(-1))
		return fmt.Sprintf("--- FAIL: TestTokenizeCard (0.%02ds)\n    tokenize_test.go:%d: Tokenize(%q) = %q, want %q\n    tokenize_test.go:%d: vault response id %s\nFAIL\nFAIL\tgithub.com/northwind/payments/vault\t%.3fs",
			rn(0, 99), rn(20, 300), c, "", "tok_"+strings.ToLower(alnum(16)), rn(20, 300), l.K(uuid()), float64(rn(10, 3000))/1000)
	}},
	{"jest_fail_ssn", func(l *L) string {
		s := l.P("ssn", ssn())
		bad := l.K(invalidSSN())
		return fmt.Sprintf("  ● TaxForm › masks the SSN before rendering\n\n    expect(received).toEqual(expected) // deep equality\n\n    - Expected  - 1\n    + Received  + 1\n\n      Object {\n    -   \"ssn\": \"***-**-%s\",\n    +   \"ssn\": \"%s\",\n      }\n\n      at Object.<anonymous> (src/__tests__/taxForm.test.ts:%d:%d)\n\n    (fixture also has the invalid %s for the negative case)",
			s[len(s)-4:], s, rn(10, 200), rn(5, 40), bad)
	}},
	{"rspec_fail_email", func(l *L) string {
		e := l.P("email", email())
		return fmt.Sprintf("Failures:\n\n  1) UserMailer#welcome renders the receiver email\n     Failure/Error: expect(mail.to).to eq([\"%s\"])\n\n       expected: [\"%s\"]\n            got: []\n\n     # ./spec/mailers/user_mailer_spec.rb:%d:in `block (3 levels) in <top (required)>'\n\nFinished in %.2f seconds (files took 2.1 seconds to load)\n%d examples, 1 failure",
			e, e, rn(5, 90), float64(rn(100, 9999))/100, rn(10, 900))
	}},
	{"junit_xml_failure", func(l *L) string {
		t := l.P("jwt", jwtTok())
		return fmt.Sprintf("<testsuite name=\"api.auth\" tests=\"%d\" failures=\"1\" time=\"%.3f\">\n  <testcase classname=\"AuthIT\" name=\"refreshRejectsExpired\" time=\"0.212\">\n    <failure message=\"expected 401 but was 200\">Request: GET /v1/me\nAuthorization: Bearer %s\nX-Trace-Id: %s</failure>\n  </testcase>\n</testsuite>",
			rn(5, 90), float64(rn(1000, 99999))/1000, t, l.K(hexN(32)))
	}},
	{"rails_fixture_yaml", func(l *L) string {
		p := newPerson()
		e := l.P("email", emailFor(p, false))
		ph := l.P("phone", phoneIn("us", false))
		s := l.P("ssn", ssn())
		return fmt.Sprintf("# test/fixtures/employees.yml — exported from prod on %s\n%s:\n  name: %s\n  email: %s\n  phone: \"%s\"\n  ssn: \"%s\"\n  hired_on: %s\n  manager: %s",
			l.K(date()), p.first+"_"+p.last, p.Name(), e, ph, s, l.K(date()), pick(firsts))
	}},
	{"factory_seed_json", func(l *L) string {
		c1 := l.P("credit_card", card(0))
		e := l.P("email", email())
		bad := l.K(badCard(""))
		return fmt.Sprintf("// seeds/payment_methods.json\n[\n  {\"user\": \"%s\", \"pan\": \"%s\", \"exp\": \"%02d/%d\", \"note\": \"real card from support ticket\"},\n  {\"user\": \"qa-bot\", \"pan\": \"%s\", \"exp\": \"12/30\", \"note\": \"bad checksum, should be rejected\"}\n]",
			e, c1, rn(1, 12), rn(26, 31), bad)
	}},
	{"cypress_fail_form", func(l *L) string {
		ph := l.P("phone", phone())
		e := l.P("email", email())
		return fmt.Sprintf("  1) Checkout\n       fills contact details:\n     AssertionError: Timed out retrying after 4000ms: expected '<input#phone>' to have value '%s', but the value was ''\n      at Context.eval (webpack:///./cypress/e2e/checkout.cy.ts:%d:%d)\n  cy.get('#email').type('%s')", ph, rn(10, 200), rn(5, 30), e)
	}},
	// ---- CI ----
	{"gha_log_unmasked", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		t := ts()
		return wrap(fmt.Sprintf("%s ##[group]Run ./scripts/deploy.sh\n%s ./scripts/deploy.sh\n%s shell: /usr/bin/bash -e {0}\n%s env:\n%s   %s: ***\n%s ##[endgroup]\n%s + echo \"debug: using key %s\"\n%s debug: using key %s\n%s Error: Process completed with exit code 1.",
			l.K(t), t, t, t, t, v.env, t, t, s, t, s, t))
	}},
	{"gitlab_ci_variables", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		pw := l.P("bearer", password())
		return fmt.Sprintf(".gitlab-ci.yml\nvariables:\n  DOCKER_DRIVER: overlay2\n  %s: \"%s\"\n  POSTGRES_PASSWORD: \"%s\"\n  IMAGE_TAG: $CI_COMMIT_SHORT_SHA\n\ntest:\n  image: python:%s\n  script:\n    - pytest -q", v.env, s, pw, l.K("3.12.4"))
	}},
	{"jenkins_console_curl", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("Started by user deploy-bot\nRunning on agent-%d in /var/lib/jenkins/workspace/release\n[release] $ /bin/sh -xe /tmp/jenkins%d.sh\n+ curl -fsS -H 'Authorization: token %s' https://api.%s/releases/%s\ncurl: (22) The requested URL returned error: 404\nBuild step 'Execute shell' marked build as failure\nFinished: FAILURE",
			rn(1, 40), rn(100000, 999999), s, pick(corpDomains), l.K(ver()))
	}},
	{"ci_docker_build_arg", func(l *L) string {
		t := l.P("bearer", secretOf(pick([]vendor{vendorNamed("NPM_TOKEN"), vendorNamed("GITHUB_TOKEN"), vendorNamed("GH_PAT")})))
		return wrap(fmt.Sprintf("#12 [builder 4/7] RUN --mount=type=cache,target=/root/.npm npm ci\n#12 0.412 npm ERR! code E401\n#12 0.413 npm ERR! Incorrect or missing password.\n------\nERROR: failed to solve: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 1\n\ncommand was: docker build --build-arg NPM_TOKEN=%s -t api:%s .",
			t, l.K(sha7())))
	}},
	{"circleci_env_echo", func(l *L) string {
		pw := l.P("bearer", urlPassword())
		return fmt.Sprintf("#!/bin/bash -eo pipefail\necho \"Connecting to $DATABASE_URL\"\nConnecting to mysql://%s:%s@%s:3306/shop_test\nError: ER_ACCESS_DENIED_ERROR\n\nExited with code exit status 1\nCircleCI received exit code 1 (job %s)", pick(users), pw, pick(hosts), l.K(uuid()))
	}},
	// ---- config files ----
	{"dotenv_file", func(l *L) string {
		v1, v2 := vend(), vend()
		s1 := l.P("bearer", secretOf(v1))
		s2 := l.P("bearer", secretOf(v2))
		js := l.P("bearer", hexSecret(64))
		return wrap(fmt.Sprintf("# .env.production\nNEXT_PUBLIC_APP_URL=https://app.%s\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s\n%s=%s\n%s=\"%s\"\nJWT_SECRET=%s\nSESSION_TTL=3600",
			pick(corpDomains), l.K(pkLive()), v1.env, s1, v2.env, s2, js))
	}},
	{"application_yml", func(l *L) string {
		pw := l.P("bearer", password())
		mpw := l.P("bearer", password())
		return fmt.Sprintf("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/orders\n    username: %s\n    password: %s\n  mail:\n    host: smtp.sendgrid.net\n    port: 587\n    username: apikey\n    password: '%s'\nserver:\n  port: %s",
			pick(hosts), pick(users), pw, mpw, l.K(port()))
	}},
	{"config_toml", func(l *L) string {
		pw := l.P("bearer", password())
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("# config.toml\n[server]\naddr = \"0.0.0.0:%s\"\n\n[database]\nhost = \"%s\"\nuser = \"%s\"\npassword = \"%s\"\n\n[providers.%s]\napi_key = \"%s\"\ntimeout = \"30s\"",
			l.K(port()), pick(hosts), pick(users), pw, strings.ToLower(strings.Fields(v.name)[0]), s)
	}},
	{"appsettings_json_connstr", func(l *L) string {
		pw := l.P("bearer", password())
		ak := l.P("bearer", secretOf(vendorNamed("AZURE_STORAGE_KEY")))
		return fmt.Sprintf("{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=tcp:sql-%s.database.windows.net,1433;Initial Catalog=orders;User ID=%s;Password=%s;Encrypt=True;\",\n    \"Blob\": \"DefaultEndpointsProtocol=https;AccountName=st%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}",
			from(lower, 8), pick(users), pw, from(lower+digs, 10), ak)
	}},
	{"ini_smtp", func(l *L) string {
		e := l.P("email", workEmail())
		pw := l.P("bearer", password())
		return fmt.Sprintf("; settings.ini\n[smtp]\nhost = smtp.office365.com\nport = 587\nuser = %s\npassword = %s\nstarttls = yes\n\n[alerts]\nthreshold = %d", e, pw, rn(5, 95))
	}},
	{"web_config_appsettings", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("<configuration>\n  <appSettings>\n    <add key=\"Environment\" value=\"Production\" />\n    <add key=\"%sApiKey\" value=\"%s\" />\n    <add key=\"BuildVersion\" value=\"%s\" />\n  </appSettings>\n</configuration>",
			strings.ReplaceAll(v.name, " ", ""), s, l.K(verN()))
	}},
	{"spring_properties", func(l *L) string {
		pw := l.P("bearer", password())
		js := l.P("bearer", b64Secret(48))
		return fmt.Sprintf("# application-prod.properties\nspring.datasource.url=jdbc:mysql://%s:3306/shop\nspring.datasource.username=%s\nspring.datasource.password=%s\njwt.secret=%s\nmanagement.server.port=%s",
			pick(hosts), pick(users), pw, js, l.K(port()))
	}},
	{"docker_compose_env", func(l *L) string {
		pw := l.P("bearer", password())
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("services:\n  db:\n    image: postgres:16.4@%s\n    environment:\n      - POSTGRES_PASSWORD=%s\n    ports:\n      - \"%s:5432\"\n  agent:\n    image: ghcr.io/northwind/agent:%s\n    environment:\n      %s: %s",
			l.K(digest()), pw, l.K(port()), l.K(ver()), v.env, s)
	}},
	{"helm_values", func(l *L) string {
		pw := l.P("bearer", password())
		hook, sec := slackHook()
		l.P("bearer", sec)
		return fmt.Sprintf("# values-prod.yaml\nimage:\n  repository: %s.dkr.ecr.%s.amazonaws.com/api\n  tag: %s\npostgresql:\n  auth:\n    username: app\n    password: %s\nalertmanager:\n  slack_api_url: %s",
			l.K(acct()), pick(regions), l.K(ver()), pw, hook)
	}},
	{"k8s_secret_stringdata", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: agent-keys\n  annotations:\n    kubectl.kubernetes.io/last-applied-configuration: |\n      {\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":\"agent-keys\"}}\ntype: Opaque\nstringData:\n  %s: \"%s\"", strings.ToLower(strings.ReplaceAll(v.env, "_", "-")), s)
	}},
	{"netrc_file", func(l *L) string {
		t := l.P("bearer", U(uuidStr))
		pw := l.P("bearer", password())
		return fmt.Sprintf("$ cat ~/.netrc\nmachine api.heroku.com\n  login %s\n  password %s\nmachine git.%s\n  login deploy\n  password %s",
			"ops@"+"heroku-account", t, pick(corpDomains), pw)
	}},
	{"pgpass_file", func(l *L) string {
		pw1 := l.P("bearer", urlPassword())
		pw2 := l.P("bearer", urlPassword())
		return fmt.Sprintf("$ cat ~/.pgpass\n%s:5432:orders:%s:%s\nlocalhost:%s:*:postgres:%s", pick(hosts), pick(users), pw1, l.K("5433"), pw2)
	}},
	{"kubeconfig_token", func(l *L) string {
		t := l.P("jwt", jwtTok())
		return fmt.Sprintf("apiVersion: v1\nclusters:\n- cluster:\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: prod\nusers:\n- name: ci-bot\n  user:\n    token: %s\ncurrent-context: prod", l.K(strings.ToUpper(hexN(32))), pick(regions), t)
	}},
	{"nginx_proxy_auth", func(l *L) string {
		enc, _ := basicCred(pick(users))
		l.P("bearer", enc)
		return fmt.Sprintf("location /api/ {\n    proxy_pass http://%s:%s;\n    proxy_set_header Host $host;\n    proxy_set_header Authorization \"Basic %s\";\n    proxy_set_header X-Request-Id $request_id;\n}", l.K(ip()), "8080", enc)
	}},
	{"serverless_yml", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		hook, sec := discordHook()
		l.P("bearer", sec)
		return fmt.Sprintf("service: order-events\nframeworkVersion: '3'\nprovider:\n  name: aws\n  runtime: nodejs20.x\n  region: %s\n  environment:\n    %s: %s\n    DISCORD_WEBHOOK_URL: %s\n  iam:\n    role: %s", pick(regions), v.env, s, hook, l.K(arn("iam")))
	}},
	{"wrangler_toml", func(l *L) string {
		t := l.P("bearer", secretOf(vendorNamed("CLOUDFLARE_API_TOKEN")))
		return fmt.Sprintf("name = \"edge-api\"\nmain = \"src/index.ts\"\ncompatibility_date = \"%s\"\naccount_id = \"%s\"\n\n[vars]\nCLOUDFLARE_API_TOKEN = \"%s\"\n\n[[kv_namespaces]]\nbinding = \"CACHE\"\nid = \"%s\"", l.K(date()), l.K(hexN(32)), t, l.K(hexN(32)))
	}},
}

func uuidStr() string { return uuid() }
