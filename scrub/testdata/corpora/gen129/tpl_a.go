package main

import (
	"fmt"
	"strings"
)

// Templates with personal or secret values, part A: MCP, function calls,
// terminal transcripts.

func id() int { return rn(1, 400) }

var tplA = []tpl{
	{"mcp_call_http_bearer", func(l *L) string {
		v := vend()
		tok := l.P("bearer", secretOf(v))
		return wrap(fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"http_request","arguments":{"method":"GET","url":"https://api.%s.example/v1/projects?limit=%d","headers":{"Authorization":"Bearer %s","X-Request-Id":"%s"}}}}`,
			id(), strings.ToLower(strings.ReplaceAll(v.name, " ", "")), rn(10, 100), tok, l.K(uuid())))
	}},
	{"mcp_call_http_jwt", func(l *L) string {
		t := l.P("jwt", jwtTok())
		return fmt.Sprintf("{\"jsonrpc\": \"2.0\", \"id\": \"%s\", \"method\": \"tools/call\", \"params\": {\"name\": \"fetch\", \"arguments\": {\"url\": \"https://internal-api.northwind.io/v2/orders/%s\", \"headers\": {\"authorization\": \"Bearer %s\"}}}}",
			l.K(uuid()), l.K(orderNo()), t)
	}},
	{"mcp_result_crm_contact", func(l *L) string {
		p := newPerson()
		e := l.P("email", emailFor(p, false))
		ph := l.P("phone", phone())
		return wrap(fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"content":[{"type":"text","text":"Found 1 contact:\n- id: %s\n  name: %s\n  email: %s\n  phone: %s\n  created: %s\n  owner: %s"}],"isError":false}}`,
			id(), l.K("cnt_"+alnum(12)), p.Name(), e, ph, l.K(ts()), l.K("usr_"+alnum(10))))
	}},
	{"mcp_call_sql_where_email", func(l *L) string {
		e := l.P("email", email())
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"postgres_query","arguments":{"sql":"SELECT id, status, plan FROM customers WHERE lower(email) = '%s' LIMIT 5;","database":"prod_replica"}}}`, id(), e)
	}},
	{"mcp_desktop_config_env", func(l *L) string {
		g := l.P("bearer", secretOf(vendorNamed("GITHUB_TOKEN")))
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("claude_desktop_config.json:\n{\n  \"mcpServers\": {\n    \"github\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-github@%s\"],\n      \"env\": { \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"%s\" }\n    },\n    \"%s\": {\n      \"command\": \"uvx\",\n      \"args\": [\"mcp-server-%s\"],\n      \"env\": { \"%s\": \"%s\" }\n    }\n  }\n}",
			l.K(verN()), g, strings.ToLower(strings.Fields(v.name)[0]), strings.ToLower(strings.Fields(v.name)[0]), v.env, s)
	}},
	{"mcp_result_payment_fixture", func(l *L) string {
		c := l.P("credit_card", card(0))
		e := l.P("email", email())
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"content":[{"type":"text","text":"{\"payment_method\":{\"id\":\"%s\",\"card\":{\"number\":\"%s\",\"exp_month\":%d,\"exp_year\":%d},\"billing_details\":{\"email\":\"%s\"}},\"amount\":%d,\"currency\":\"eur\"}"}]}}`,
			id(), l.K("pm_"+alnum(24)), c, rn(1, 12), rn(2026, 2031), e, rn(500, 99999))
	}},
	{"mcp_call_send_email", func(l *L) string {
		to := l.P("email", email())
		cc := l.P("email", workEmail())
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"gmail_send","arguments":{"to":["%s"],"cc":["%s"],"subject":"Re: ticket %s — refund processed","body":"Hi, your refund of %s was issued on %s."}}}`,
			id(), to, cc, l.K(ticket()), l.K(price()), l.K(date()))
	}},
	{"mcp_resource_read_env", func(l *L) string {
		pw := l.P("bearer", urlPassword())
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"contents":[{"uri":"file:///srv/app/.env","mimeType":"text/plain","text":"NODE_ENV=production\nPORT=%s\nDATABASE_URL=postgresql://%s:%s@%s:5432/app\n%s=%s\nLOG_LEVEL=info\n"}]}}`,
			id(), l.K(port()), pick(users), pw, pick(hosts), v.env, s)
	}},
	{"mcp_error_invalid_key", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"error":{"code":-32603,"message":"upstream returned 401","data":{"request":{"headers":{"x-api-key":"%s"}},"response":{"status":401,"body":"{\"error\":\"invalid_api_key\",\"request_id\":\"%s\"}"}}}}`,
			id(), s, l.K(reqID()))
	}},
	{"mcp_result_user_lookup_ssn", func(l *L) string {
		p := newPerson()
		s := l.P("ssn", ssn())
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"structuredContent":{"employee_id":"%s","name":"%s","ssn":"%s","hire_date":"%s","department":"Finance"},"content":[{"type":"text","text":"1 employee matched"}]}}`,
			id(), l.K("E"+digits(6)), p.Name(), s, l.K(date()))
	}},
	{"fc_openai_tool_calls", func(l *L) string {
		p := newPerson()
		e := l.P("email", emailFor(p, false))
		ph := l.P("phone", phoneE164())
		return fmt.Sprintf(`{"role":"assistant","content":null,"tool_calls":[{"id":"%s","type":"function","function":{"name":"create_customer","arguments":"{\"name\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\",\"plan\":\"pro\"}"}}]}`,
			l.K("call_"+alnum(24)), p.Name(), e, ph)
	}},
	{"fc_anthropic_tool_use_ssn", func(l *L) string {
		s := l.P("ssn", pick([]func() string{ssn, itin})())
		return fmt.Sprintf(`{"type":"tool_use","id":"%s","name":"verify_taxpayer","input":{"tin":"%s","tin_type":"%s","tax_year":2024,"form":"1099-NEC"}}`,
			l.K("toolu_01"+alnum(22)), s, pick([]string{"SSN", "ITIN"}))
	}},
	{"fc_python_charge", func(l *L) string {
		c := l.P("credit_card", card(-1))
		return fmt.Sprintf(">>> agent.call(\"create_charge\", card_number=\"%s\", exp=\"%02d/%d\", amount_cents=%d, idempotency_key=\"%s\")\nToolResult(ok=False, error='card_declined', decline_code='insufficient_funds')",
			c, rn(1, 12), rn(26, 31), rn(100, 90000), l.K(uuid()))
	}},
	{"fc_gemini_function_call", func(l *L) string {
		e := l.P("email", email())
		ph := l.P("phone", phoneE164())
		return fmt.Sprintf(`{"candidates":[{"content":{"role":"model","parts":[{"functionCall":{"name":"book_appointment","args":{"contact_email":"%s","contact_phone":"%s","slot":"%s","clinic_id":"%s"}}}]}}]}`,
			e, ph, l.K(ts()), l.K("clinic-"+digits(4)))
	}},
	{"fc_tool_result_escaped_rows", func(l *L) string {
		e1 := l.P("email", email())
		e2 := l.P("email", email())
		p2 := l.P("phone", phoneE164())
		return fmt.Sprintf(`{"role":"tool","tool_call_id":"%s","content":"[{\"id\":%d,\"email\":\"%s\",\"phone\":null},{\"id\":%d,\"email\":\"%s\",\"phone\":\"%s\"}]"}`,
			l.K("call_"+alnum(24)), rn(1000, 99999), e1, rn(1000, 99999), e2, p2)
	}},
	{"fc_langchain_trace_key", func(l *L) string {
		s := l.P("bearer", secretOf(vendorNamed("OPENAI_API_KEY")))
		return fmt.Sprintf("[chain/start] [1:chain:AgentExecutor] Entering Chain run with input:\n{\n  \"input\": \"summarise ticket %s\"\n}\n[llm/start] [1:chain:AgentExecutor > 2:llm:ChatOpenAI] Entering LLM run with input: {\"model\": \"gpt-4o-2024-08-06\", \"openai_api_key\": \"%s\", \"temperature\": 0}",
			l.K(ticket()), s)
	}},
	// ---- terminal ----
	{"shell_history_export", func(l *L) string {
		v1, v2 := vend(), vend()
		s1 := l.P("bearer", secretOf(v1))
		s2 := l.P("bearer", secretOf(v2))
		n := rn(400, 2000)
		return wrap(fmt.Sprintf("$ history | tail -5\n %d  cd ~/src/agent-runner\n %d  export %s=%s\n %d  export %s='%s'\n %d  make test PORT=%s\n %d  git push origin %s",
			n, n+1, v1.env, s1, n+2, v2.env, s2, n+3, l.K(port()), n+4, pick([]string{"main", "feat/mcp-tools", "fix/retry"})))
	}},
	{"shell_curl_bearer", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return wrap(fmt.Sprintf("$ curl -sS -X POST https://api.%s.example/v1/jobs \\\n    -H \"Authorization: Bearer %s\" \\\n    -H 'Content-Type: application/json' \\\n    -d '{\"job_id\":\"%s\"}'\n{\"error\":{\"type\":\"rate_limit\",\"retry_after\":%d}}",
			strings.ToLower(strings.Fields(v.name)[0]), s, l.K(uuid()), rn(2, 60)))
	}},
	{"shell_curl_basic_u", func(l *L) string {
		u := pick(users)
		pw := l.P("bearer", password())
		return wrap(fmt.Sprintf("$ curl -u %s:'%s' https://jenkins.%s/job/deploy/%d/consoleText | tail -3\nFinished: FAILURE\nBuild %s took %ds", u, pw, pick(corpDomains), rn(100, 3000), l.K("#"+digits(4)), rn(30, 900)))
	}},
	{"printenv_dump", func(l *L) string {
		v1, v2 := vend(), vend()
		s1 := l.P("bearer", secretOf(v1))
		s2 := l.P("bearer", secretOf(v2))
		pw := l.P("bearer", urlPassword())
		return wrap(fmt.Sprintf("$ printenv | sort\nHOME=/home/runner\nHOSTNAME=%s\nKUBERNETES_SERVICE_HOST=%s\nKUBERNETES_SERVICE_PORT=443\nPATH=/usr/local/bin:/usr/bin:/bin\nPGPASSWORD=%s\n%s=%s\n%s=%s\nRUNNER_VERSION=%s\nTZ=UTC",
			l.K(podName("worker")), l.K(ip()), pw, v1.env, s1, v2.env, s2, l.K(verN())))
	}},
	{"env_grep_token", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("PS C:\\Users\\dev> Get-ChildItem Env: | Where-Object Name -like '*%s*'\n\nName                           Value\n----                           -----\n%-30s %s",
			strings.Split(v.env, "_")[0], v.env, s)
	}},
	{"docker_login_password", func(l *L) string {
		pw := l.P("bearer", pick([]func() string{password, func() string { return secretOf(vendorNamed("DOCKERHUB_TOKEN")) }})())
		return wrap(fmt.Sprintf("$ docker login -u %s -p '%s' registry.%s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n$ docker push registry.%s/api:%s\nThe push refers to repository\n%s: digest: %s size: %d",
			pick(users), pw, pick(corpDomains), pick(corpDomains), l.K(ver()), pick([]string{"latest", "main"}), l.K(digest()), rn(1000, 4000)))
	}},
	{"docker_inspect_env", func(l *L) string {
		pw := l.P("bearer", password())
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("$ docker inspect --format '{{json .Config.Env}}' %s\n[\"POSTGRES_USER=app\",\"POSTGRES_PASSWORD=%s\",\"%s=%s\",\"PATH=/usr/local/sbin:/usr/local/bin\",\"PG_VERSION=%s\"]\n$ docker inspect --format '{{.Image}}' %s\n%s",
			l.K(hexN(12)), pw, v.env, s, l.K("16.4-1.pgdg120+2"), pick([]string{"api", "worker"}), l.K(digest()))
	}},
	{"docker_run_e", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return wrap(fmt.Sprintf("docker run --rm -d -p %s:%s -e %s=%s -e LOG_LEVEL=debug ghcr.io/%s/agent@%s",
			l.K(port()), "8080", v.env, s, pick([]string{"acme", "northwind", "kestrel-labs"}), l.K(digest())))
	}},
	{"kubectl_get_secret_yaml", func(l *L) string {
		pw := urlPassword()
		enc := l.P("bearer", U(func() string { return b64enc(pw) }))
		v := vend()
		s := secretOf(v)
		enc2 := l.P("bearer", U(func() string { return b64enc(s) }))
		return fmt.Sprintf("$ kubectl get secret app-env -n prod -o yaml\napiVersion: v1\ndata:\n  DB_PASSWORD: %s\n  %s: %s\nkind: Secret\nmetadata:\n  creationTimestamp: \"%s\"\n  name: app-env\n  namespace: prod\n  resourceVersion: \"%s\"\n  uid: %s\ntype: Opaque",
			enc, v.env, enc2, l.K(tsNoMs()), l.K(digits(8)), l.K(uuid()))
	}},
	{"kubectl_secret_decoded", func(l *L) string {
		pw := l.P("bearer", password())
		return fmt.Sprintf("$ kubectl get secret %s -o jsonpath='{.data.password}' | base64 -d\n%s\n$ kubectl rollout restart deploy/api -n prod\ndeployment.apps/api restarted",
			pick([]string{"pg-credentials", "mysql-root", "rabbitmq-default-user"}), pw)
	}},
	{"kubectl_create_secret", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		pw := l.P("bearer", password())
		return wrap(fmt.Sprintf("kubectl create secret generic agent-secrets -n %s \\\n  --from-literal=%s=%s \\\n  --from-literal=SMTP_PASSWORD=%s\nsecret/agent-secrets created",
			pick([]string{"prod", "staging", "agents"}), strings.ToLower(strings.ReplaceAll(v.env, "_", "-")), s, pw))
	}},
	{"kubectl_describe_pod_env", func(l *L) string {
		pw := l.P("bearer", urlPassword())
		return fmt.Sprintf("$ kubectl describe pod %s -n prod\nName:         %s\nNode:         %s/%s\nContainers:\n  api:\n    Image:      %s\n    Port:       %s/TCP\n    Environment:\n      DATABASE_URL:  postgres://%s:%s@%s:5432/orders?sslmode=require\n      RAILS_ENV:     production",
			"api-x", l.K(podName("api")), l.K("ip-"+strings.ReplaceAll(ip(), ".", "-")+".ec2.internal"), l.K(ip()), l.K("123456789012.dkr.ecr.us-east-1.amazonaws.com/api:"+ver()), l.K(port()), pick(users), pw, pick(hosts))
	}},
	{"terraform_plan_password", func(l *L) string {
		pw := l.P("bearer", password())
		return wrap(fmt.Sprintf("Terraform will perform the following actions:\n\n  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id                  = \"%s\"\n      ~ engine_version      = \"15.4\" -> \"16.3\"\n      + password            = \"%s\"\n        # (42 unchanged attributes hidden)\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.",
			l.K("db-"+upalnum(26)), pw))
	}},
	{"terraform_tfvars", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		pw := l.P("bearer", password())
		return fmt.Sprintf("# terraform.tfvars (accidentally committed)\nregion          = \"%s\"\nvpc_id          = \"%s\"\n%s = \"%s\"\ndb_password     = \"%s\"\ninstance_type   = \"t3.medium\"",
			pick(regions), l.K("vpc-0"+hexN(16)), strings.ToLower(v.env), s, pw)
	}},
	{"terraform_state_json", func(l *L) string {
		sec := l.P("bearer", U(awsSecret))
		return fmt.Sprintf("$ terraform state pull | jq '.resources[] | select(.type==\"aws_iam_access_key\") | .instances[0].attributes'\n{\n  \"id\": \"%s\",\n  \"secret\": \"%s\",\n  \"status\": \"Active\",\n  \"user\": \"ci-deployer\",\n  \"create_date\": \"%s\"\n}",
			l.K(akia()), sec, l.K(tsNoMs()))
	}},
	{"gh_cli_token_env", func(l *L) string {
		t := l.P("bearer", secretOf(pick([]vendor{vendorNamed("GITHUB_TOKEN"), vendorNamed("GH_PAT")})))
		return wrap(fmt.Sprintf("$ GH_TOKEN=%s gh run list --limit 3\nSTATUS  TITLE              WORKFLOW  BRANCH  EVENT  ID           ELAPSED  AGE\nX       bump deps %s   CI        main    push   %s  4m12s    2h\n✓       fix flaky test     CI        main    push   %s  3m58s    5h",
			t, l.K(ver()), l.K(digits(11)), l.K(digits(11))))
	}},
	{"gh_secret_set", func(l *L) string {
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("$ gh secret set %s --repo %s/agent-runner --body \"%s\"\n✓ Set Actions secret %s for %s/agent-runner", v.env, "northwind", s, v.env, "northwind")
	}},
	{"aws_credentials_file", func(l *L) string {
		sec := l.P("bearer", U(awsSecret))
		return wrap(fmt.Sprintf("$ cat ~/.aws/credentials\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n\n[sandbox]\nsso_start_url = https://d-%s.awsapps.com/start",
			l.K(akia()), sec, pick(regions), l.K(digits(10))))
	}},
	{"aws_sts_assume_role", func(l *L) string {
		sec := l.P("bearer", U(awsSecret))
		st := l.P("bearer", U(func() string { return "IQoJb3JpZ2luX2VjE" + b64std(180) }))
		return fmt.Sprintf("$ aws sts assume-role --role-arn %s --role-session-name agent\n{\n    \"Credentials\": {\n        \"AccessKeyId\": \"%s\",\n        \"SecretAccessKey\": \"%s\",\n        \"SessionToken\": \"%s\",\n        \"Expiration\": \"%s\"\n    },\n    \"AssumedRoleUser\": {\n        \"AssumedRoleId\": \"AROA%s:agent\"\n    }\n}",
			l.K(arn("iam")), l.K(asia()), sec, st, l.K(tsNoMs()), upalnum(17))
	}},
	{"gcloud_print_access_token", func(l *L) string {
		t := l.P("bearer", secretOf(vendorNamed("GOOGLE_OAUTH_ACCESS_TOKEN")))
		return wrap(fmt.Sprintf("$ gcloud auth print-access-token\n%s\n$ gcloud config list --format='value(core.project)'\n%s", t, l.K(pick([]string{"acme-prod-", "nw-data-", "agents-"})+digits(6))))
	}},
	{"gcloud_sa_key_json", func(l *L) string {
		body := l.P("bearer", strings.ReplaceAll(pemBody(3), "\n", "\\n"))
		return fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_id\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}",
			l.K("nw-data-"+digits(6)), l.K(hexN(40)), body, l.K("1"+digits(20)))
	}},
	{"heroku_config", func(l *L) string {
		pw := l.P("bearer", urlPassword())
		v := vend()
		s := l.P("bearer", secretOf(v))
		return wrap(fmt.Sprintf("$ heroku config -a %s\n=== %s Config Vars\nDATABASE_URL:          postgres://u%s:%s@ec2-%s.compute-1.amazonaws.com:5432/d%s\n%s %s\nWEB_CONCURRENCY:       %d",
			"shop-api-prod", "shop-api-prod", from(lower+digs, 13), pw, strings.ReplaceAll(pubIP(), ".", "-"), from(lower+digs, 13), pad(v.env+":", 22), s, rn(2, 8)))
	}},
	{"psql_conn_string", func(l *L) string {
		pw := l.P("bearer", urlPassword())
		return wrap(fmt.Sprintf("$ psql \"postgresql://%s:%s@%s:5432/analytics?sslmode=require\" -c '\\dt'\npsql: error: connection to server at \"%s\", port 5432 failed: FATAL:  no pg_hba.conf entry for host \"%s\"",
			pick(users), pw, pick(hosts), l.K(pubIP()), l.K(pubIP())))
	}},
	{"mysql_cli_p", func(l *L) string {
		pw := l.P("bearer", password())
		return fmt.Sprintf("$ mysql -h %s -P 3306 -u %s -p'%s' shop -e 'SELECT COUNT(*) FROM orders WHERE created_at > \"%s\"'\n+----------+\n| COUNT(*) |\n+----------+\n|    %5d |\n+----------+",
			pick(hosts), pick(users), pw, l.K(date()), rn(100, 99999))
	}},
	{"redis_cli_a", func(l *L) string {
		pw := l.P("bearer", urlPassword())
		return wrap(fmt.Sprintf("$ redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace\n# Keyspace\ndb0:keys=%d,expires=%d,avg_ttl=%d", pick(hosts), pw, rn(1000, 900000), rn(10, 9000), rn(1000, 99999999)))
	}},
	{"npmrc_auth_token", func(l *L) string {
		t := l.P("bearer", secretOf(vendorNamed("NPM_TOKEN")))
		return fmt.Sprintf("$ cat .npmrc\n@northwind:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true\n$ npm publish --access public\nnpm notice package: @northwind/mcp-tools@%s", t, l.K(verN()))
	}},
	{"pip_conf_index_url", func(l *L) string {
		pw := l.P("bearer", U(func() string { return alnum(32) }))
		return fmt.Sprintf("$ pip config list\nglobal.index-url='https://__token__:%s@pypi.%s/simple/'\nglobal.timeout='60'\n$ pip install agentkit==%s", pw, pick(corpDomains), l.K(verN()))
	}},
	{"git_remote_token", func(l *L) string {
		t := l.P("bearer", secretOf(pick([]vendor{vendorNamed("GH_INSTALLATION_TOKEN"), vendorNamed("GITHUB_TOKEN"), vendorNamed("GITLAB_TOKEN")})))
		return wrap(fmt.Sprintf("$ git remote -v\norigin\thttps://x-access-token:%s@github.com/northwind/agent-runner.git (fetch)\norigin\thttps://x-access-token:%s@github.com/northwind/agent-runner.git (push)\n$ git rev-parse HEAD\n%s", t, t, l.K(sha40())))
	}},
	{"ssh_private_key_cat", func(l *L) string {
		body := l.P("bearer", U(func() string {
			return "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACA" + b64std(45)[:57] + "\n" + b64std(51) + "\n" + b64std(24)
		}))
		return fmt.Sprintf("$ cat ~/.ssh/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n$ cat ~/.ssh/id_ed25519.pub\n%s deploy@ci-runner-%d", body, l.K(sshPub()), rn(1, 9))
	}},
	{"vault_kv_get", func(l *L) string {
		pw := l.P("bearer", password())
		v := vend()
		s := l.P("bearer", secretOf(v))
		return fmt.Sprintf("$ vault kv get secret/prod/api\n====== Metadata ======\nKey                Value\n---                -----\ncreated_time       %s\nversion            %d\n\n====== Data ======\nKey                Value\n---                -----\n%s %s\ndb_password        %s",
			l.K(tsNoMs()), rn(2, 40), pad(strings.ToLower(v.env), 18), s, pw)
	}},
	{"stripe_cli_listen", func(l *L) string {
		w := l.P("bearer", secretOf(vendorNamed("STRIPE_WEBHOOK_SECRET")))
		return fmt.Sprintf("$ stripe listen --forward-to localhost:%s/webhooks/stripe\n> Ready! You are using Stripe API Version [%s]. Your webhook signing secret is %s (^C to quit)\n%s   --> charge.succeeded [%s]",
			l.K(port()), l.K("2024-06-20"), w, l.K(tsS()), l.K("evt_"+alnum(24)))
	}},
	{"hf_cli_login", func(l *L) string {
		t := l.P("bearer", secretOf(vendorNamed("HF_TOKEN")))
		return wrap(fmt.Sprintf("$ huggingface-cli login --token %s --add-to-git-credential\nToken is valid (permission: write).\nYour token has been saved to /home/dev/.cache/huggingface/token\nLogin successful", t))
	}},
	{"ngrok_config", func(l *L) string {
		t := l.P("bearer", U(func() string { return fmt.Sprint(rn(1, 2)) + alnum(26) + "_" + alnum(21) }))
		return fmt.Sprintf("$ cat ~/.config/ngrok/ngrok.yml\nversion: \"2\"\nauthtoken: %s\ntunnels:\n  mcp:\n    proto: http\n    addr: %s", t, l.K(port()))
	}},
}

func b64enc(s string) string { return b64encStd(s) }

func tsNoMs() string {
	return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02dZ", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59))
}

func pad(s string, n int) string {
	for len(s) < n {
		s += " "
	}
	return s
}
