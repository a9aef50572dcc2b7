package main

import (
	"fmt"
	"strings"
)

// Clean templates: no personal or secret value, many look-alikes to keep.

func shortID() string { return hexN(12) }

var cleanTpls = []tpl{
	{"clean_mcp_tools_list", func(l *L) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"tools":[{"name":"get_order","description":"Look up an order by number, e.g. %s","inputSchema":{"type":"object","properties":{"order_no":{"type":"string","pattern":"^ORD-[0-9]{4}-[0-9]{6}$"},"include_items":{"type":"boolean"}},"required":["order_no"]}},{"name":"refund","inputSchema":{"type":"object","properties":{"amount_cents":{"type":"integer","maximum":%d}}}}]}}`,
			id(), l.K("ORD-2025-"+digits(6)), rn(10000, 5000000))
	}},
	{"clean_mcp_call_placeholder", func(l *L) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"http_request","arguments":{"url":"https://api.github.com/repos/northwind/agent-runner/pulls/%d","headers":{"Authorization":"Bearer %s","Accept":"application/vnd.github+json","X-GitHub-Api-Version":"%s"}}}}`,
			id(), rn(10, 4000), l.K(pick([]string{"${GITHUB_TOKEN}", "<GITHUB_TOKEN>", "$GH_TOKEN", "{{github_token}}"})), l.K("2022-11-28"))
	}},
	{"clean_mcp_initialize", func(l *L) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"%s","capabilities":{"tools":{"listChanged":true},"resources":{"subscribe":false}},"serverInfo":{"name":"northwind-ops","version":"%s"},"instructions":"Use get_order before refund. Session %s."}}`,
			l.K(pick([]string{"2025-06-18", "2025-03-26", "2024-11-05"})), l.K(verN()), l.K(uuid()))
	}},
	{"clean_fc_order_lookup", func(l *L) string {
		return fmt.Sprintf(`{"tool_calls":[{"id":"%s","type":"function","function":{"name":"lookup_order","arguments":"{\"order_no\":\"%s\",\"tracking\":\"%s\",\"total\":\"%s\"}"}}]}`,
			l.K("call_"+alnum(24)), l.K(orderNo()), l.K("1Z"+upalnum(16)), l.K(price()))
	}},
	{"clean_docker_ps", func(l *L) string {
		return wrapClean(fmt.Sprintf("$ docker ps\nCONTAINER ID   IMAGE                      COMMAND                  CREATED        STATUS                  PORTS                    NAMES\n%s   postgres:16.4              \"docker-entrypoint.s…\"   3 hours ago    Up 3 hours (healthy)    %s   db\n%s   ghcr.io/northwind/api:%s   \"/app/server\"   12 minutes ago   Up 12 minutes   %s   api",
			l.K(shortID()), l.K("0.0.0.0:5432->5432/tcp"), l.K(shortID()), l.K(ver()), l.K("0.0.0.0:8080->8080/tcp")))
	}},
	{"clean_docker_images_digests", func(l *L) string {
		return fmt.Sprintf("$ docker images --digests\nREPOSITORY              TAG       DIGEST                                                                    IMAGE ID       CREATED        SIZE\nghcr.io/northwind/api   %s   %s   %s   2 days ago     %dMB\nredis                   7.4       %s   %s   3 weeks ago    117MB",
			l.K(ver()), l.K(digest()), l.K(shortID()), rn(40, 900), l.K(digest()), l.K(shortID()))
	}},
	{"clean_docker_build_log", func(l *L) string {
		return fmt.Sprintf("#5 [internal] load metadata for docker.io/library/node:%s\n#5 DONE 0.%ds\n#8 [2/6] WORKDIR /app\n#8 CACHED\n#11 exporting layers %.1fs done\n#11 writing image %s done\n#11 naming to ghcr.io/northwind/web:%s done",
			l.K("20.17.0-alpine3.20"), rn(1, 9), float64(rn(1, 300))/10, l.K(digest()), l.K(sha7()))
	}},
	{"clean_kubectl_get_pods", func(l *L) string {
		return wrapClean(fmt.Sprintf("$ kubectl get pods -n prod -o wide\nNAME                        READY   STATUS             RESTARTS        AGE   IP             NODE\n%s   1/1     Running            0               4d    %s   ip-10-0-12-44.ec2.internal\n%s   0/1     CrashLoopBackOff   %d (%ds ago)   9m    %s   ip-10-0-31-7.ec2.internal",
			l.K(podName("api")), l.K(ip()), l.K(podName("worker")), rn(5, 40), rn(10, 59), l.K(ip())))
	}},
	{"clean_kubectl_events", func(l *L) string {
		return fmt.Sprintf("LAST SEEN   TYPE      REASON      OBJECT                 MESSAGE\n%dm         Warning   BackOff     pod/%s   Back-off restarting failed container api in pod %s_prod(%s)\n%dm         Normal    Pulled      pod/%s   Container image \"ghcr.io/northwind/api:%s\" already present on machine",
			rn(1, 59), l.K(podName("api")), "api", l.K(uuid()), rn(1, 59), podName("api"), l.K(ver()))
	}},
	{"clean_helm_list", func(l *L) string {
		return fmt.Sprintf("$ helm list -n observability\nNAME          NAMESPACE       REVISION  UPDATED                                 STATUS    CHART                    APP VERSION\nloki          observability   %d        %s.%d +0000 UTC   deployed  loki-%s               %s\nprometheus    observability   %d        %s.%d +0000 UTC   failed    kube-prometheus-stack-%s  %s",
			rn(2, 40), l.K(tsS()), rn(100000000, 999999999), l.K(verN()), verN(), rn(2, 40), tsS(), rn(100000000, 999999999), l.K(verN()), l.K(ver()))
	}},
	{"clean_terraform_plan_ids", func(l *L) string {
		return wrapClean(fmt.Sprintf("  # aws_iam_role_policy_attachment.ci will be created\n  + resource \"aws_iam_role_policy_attachment\" \"ci\" {\n      + id         = (known after apply)\n      + policy_arn = \"%s\"\n      + role       = \"%s\"\n    }\n  # aws_db_instance.main\n      ~ password = (sensitive value)\n        id       = \"%s\"\nPlan: 1 to add, 1 to change, 0 to destroy.",
			l.K("arn:aws:iam::aws:policy/AmazonEC2ContainerRegistryReadOnly"), l.K(arn("iam")), l.K("db-"+upalnum(26))))
	}},
	{"clean_terraform_output", func(l *L) string {
		return fmt.Sprintf("$ terraform output\nalb_dns = \"%s\"\ncluster_arn = \"%s\"\ndb_password = <sensitive>\nsecret_arn = \"%s\"\nvpc_id = \"%s\"",
			l.K("k8s-prod-api-"+hexN(10)+"-"+digits(10)+".us-east-1.elb.amazonaws.com"), l.K("arn:aws:eks:us-east-1:"+acct()+":cluster/prod"), l.K(arn("sm")), l.K("vpc-0"+hexN(16)))
	}},
	{"clean_aws_sts_identity", func(l *L) string {
		return fmt.Sprintf("$ aws sts get-caller-identity\n{\n    \"UserId\": \"%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"%s\"\n}", l.K("AIDA"+upalnum(17)), l.K(acct()), l.K(arn("iam")))
	}},
	{"clean_aws_iam_access_keys", func(l *L) string {
		return fmt.Sprintf("$ aws iam list-access-keys --user-name ci-deployer\n{\n    \"AccessKeyMetadata\": [\n        {\n            \"UserName\": \"ci-deployer\",\n            \"AccessKeyId\": \"%s\",\n            \"Status\": \"Active\",\n            \"CreateDate\": \"%s\"\n        }\n    ]\n}\n(docs use %s as the example id)", l.K(akia()), l.K(tsNoMs()), l.K("AKIAIOSFODNN7EXAMPLE"))
	}},
	{"clean_aws_ec2_describe", func(l *L) string {
		return fmt.Sprintf("$ aws ec2 describe-instances --query 'Reservations[].Instances[].[InstanceId,ImageId,PrivateIpAddress,LaunchTime]' --output text\n%s\t%s\t%s\t%s\n%s\t%s\t%s\t%s",
			l.K(instID()), l.K("ami-0"+hexN(16)), l.K(ip()), l.K(tsNoMs()), l.K(instID()), "ami-0"+hexN(16), ip(), tsNoMs())
	}},
	{"clean_gcloud_list", func(l *L) string {
		return fmt.Sprintf("$ gcloud projects list\nPROJECT_ID           NAME          PROJECT_NUMBER\n%s   data-prod     %s\n%s   agents-dev    %s",
			l.K("nw-data-"+digits(6)), l.K(fmt.Sprint(rn(1, 9))+digits(11)), l.K("agents-"+digits(6)), l.K(fmt.Sprint(rn(1, 9))+digits(11)))
	}},
	{"clean_gh_run_list", func(l *L) string {
		return wrapClean(fmt.Sprintf("$ gh run list --limit 3\nSTATUS  TITLE                       WORKFLOW  BRANCH       EVENT         ID           ELAPSED  AGE\n✓       Merge pull request #%d     CI        main         push          %s  5m3s     1h\nX       feat: mcp resource cache    CI        feat/cache   pull_request  %s  2m41s    3h",
			rn(100, 4000), l.K(digits(11)), l.K(digits(11))))
	}},
	{"clean_gh_pr_view", func(l *L) string {
		return fmt.Sprintf("$ gh pr view %d --json number,headRefOid,mergedAt,additions\n{\"additions\":%d,\"headRefOid\":\"%s\",\"mergedAt\":\"%s\",\"number\":%d}", rn(100, 4000), rn(1, 900), l.K(sha40()), l.K(tsNoMs()), rn(100, 4000))
	}},
	{"clean_git_log_oneline", func(l *L) string {
		return wrapClean(fmt.Sprintf("$ git log --oneline -4\n%s (HEAD -> main, tag: %s) release: %s\n%s fix(tools): handle 429 from /v1/messages (#%d)\n%s chore(deps): bump pydantic from 2.8.2 to %s\n%s docs: note port %s in README",
			l.K(sha7()), l.K(ver()), ver(), l.K(sha7()), rn(100, 4000), l.K(sha7()), l.K("2.9.2"), l.K(sha7()), l.K(port())))
	}},
	{"clean_git_diff_version_bump", func(l *L) string {
		return fmt.Sprintf("diff --git a/package-lock.json b/package-lock.json\n@@ -1204,9 +1204,9 @@\n     \"node_modules/undici\": {\n-      \"version\": \"6.19.2\",\n-      \"resolved\": \"https://registry.npmjs.org/undici/-/undici-6.19.2.tgz\",\n+      \"version\": \"%s\",\n+      \"resolved\": \"https://registry.npmjs.org/undici/-/undici-%s.tgz\",\n+      \"integrity\": \"%s\",",
			l.K("6.21.1"), "6.21.1", l.K("sha512-"+b64std(48)))
	}},
	{"clean_go_sum", func(l *L) string {
		return fmt.Sprintf("github.com/modelcontextprotocol/go-sdk %s h1:%s=\ngithub.com/modelcontextprotocol/go-sdk %s/go.mod h1:%s=\ngolang.org/x/oauth2 v0.%d.0 h1:%s=",
			l.K("v0.3.1"), l.K(b64std(32)[:43]), "v0.3.1", b64std(32)[:43], rn(20, 30), l.K(b64std(32)[:43]))
	}},
	{"clean_pytest_pass", func(l *L) string {
		return fmt.Sprintf("============================= test session starts ==============================\nplatform linux -- Python %s, pytest-%s, pluggy-1.5.0\nrootdir: /home/runner/work/agent-runner\ncollected %d items\n\ntests/test_tools.py ........................                                [ 41%%]\ntests/test_mcp.py ...............s..................                          [100%%]\n\n======================== %d passed, 1 skipped in %.2fs ========================",
			l.K("3.12.7"), l.K("8.3.3"), rn(40, 900), rn(40, 900), float64(rn(100, 9999))/100)
	}},
	{"clean_go_test_ok", func(l *L) string {
		return fmt.Sprintf("ok  \tgithub.com/northwind/agent/tools\t%.3fs\tcoverage: %.1f%% of statements\nok  \tgithub.com/northwind/agent/mcp\t(cached)\n--- PASS: TestRetryAfter (%.2fs)\n    retry_test.go:%d: backoff sequence [250ms 500ms 1s 2s] seed=%d",
			float64(rn(10, 9000))/1000, float64(rn(300, 990))/10, float64(rn(0, 300))/100, rn(10, 200), rn(1000000, 99999999))
	}},
	{"clean_ci_log_masked", func(l *L) string {
		t := ts()
		return wrapClean(fmt.Sprintf("%s ##[group]Run aws-actions/configure-aws-credentials@v4\n%s with:\n%s   role-to-assume: %s\n%s   aws-region: %s\n%s ##[endgroup]\n%s Authenticated as assumedRoleId AROA%s:GitHubActions\n%s NPM_TOKEN=***",
			l.K(t), t, t, l.K(arn("iam")), t, pick(regions), t, t, upalnum(17), t))
	}},
	{"clean_env_example", func(l *L) string {
		return fmt.Sprintf("# .env.example — copy to .env and fill in\nOPENAI_API_KEY=%s\nSTRIPE_SECRET_KEY=%s\nDATABASE_URL=postgres://postgres:postgres@localhost:5432/app_dev\nGITHUB_TOKEN=%s\nPORT=%s",
			l.K(pick([]string{"sk-...", "<your-openai-key>", "YOUR_API_KEY"})), l.K(pick([]string{"sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "<stripe-secret-key>", "REPLACE_ME"})), l.K(pick([]string{"ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "${GITHUB_TOKEN}", "<token>"})), l.K(port()))
	}},
	{"clean_gha_workflow_yaml", func(l *L) string {
		return fmt.Sprintf("jobs:\n  deploy:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@%s # v4.2.2\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: %s\n          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}",
			l.K(sha40()), l.K("${{ secrets.NPM_TOKEN }}"))
	}},
	{"clean_http_trace_placeholder", func(l *L) string {
		return wrapClean(fmt.Sprintf("> POST /v1/messages HTTP/1.1\n> Host: api.anthropic.com\n> x-api-key: %s\n> anthropic-version: 2023-06-01\n>\n< HTTP/1.1 529\n< request-id: %s\n< retry-after: %d\n{\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\"}}",
			l.K(pick([]string{"$ANTHROPIC_API_KEY", "<redacted>", "sk-ant-...", "[REDACTED]"})), l.K("req_"+alnum(24)), rn(1, 30)))
	}},
	{"clean_http_response_ids", func(l *L) string {
		return fmt.Sprintf("HTTP/2 201\ncontent-type: application/json\nx-ratelimit-remaining: %d\n\n{\"id\":\"%s\",\"order_no\":\"%s\",\"amount\":%d,\"currency\":\"usd\",\"created\":%d,\"card\":{\"brand\":\"visa\",\"last4\":\"%s\",\"exp_month\":%d,\"exp_year\":%d}}",
			rn(1, 4999), l.K("ch_"+alnum(24)), l.K(orderNo()), rn(100, 999999), rn(1704067200, 1767139200), l.K(last4()), rn(1, 12), rn(2026, 2031))
	}},
	{"clean_psql_counts", func(l *L) string {
		return fmt.Sprintf("orders=> SELECT date_trunc('day', created_at) AS day, count(*), sum(total_cents) FROM orders GROUP BY 1 ORDER BY 1 DESC LIMIT 2;\n          day           | count |    sum\n------------------------+-------+-----------\n %s 00:00:00+00 | %5d | %9d\n %s 00:00:00+00 | %5d | %9d\n(2 rows)",
			l.K(date()), rn(100, 99999), rn(1000000, 999999999), l.K(date()), rn(100, 99999), rn(1000000, 999999999))
	}},
	{"clean_sql_explain", func(l *L) string {
		return fmt.Sprintf("EXPLAIN ANALYZE SELECT * FROM events WHERE tenant_id = %d AND id > %d;\n Index Scan using events_tenant_id_id_idx on events  (cost=0.57..%d.%02d rows=%d width=%d) (actual time=0.031..%d.%03d rows=%d loops=1)\n Planning Time: 0.%03d ms\n Execution Time: %d.%03d ms",
			rn(1, 9999), rn(1000000000, 1999999999), rn(100, 99999), rn(0, 99), rn(1, 99999), rn(8, 400), rn(1, 999), rn(0, 999), rn(0, 99999), rn(0, 999), rn(1, 999), rn(0, 999))
	}},
	{"clean_mysql_processlist", func(l *L) string {
		return fmt.Sprintf("mysql> SHOW PROCESSLIST;\n+---------+------+-------------------+------+---------+------+----------+------------------+\n| Id      | User | Host              | db   | Command | Time | State    | Info             |\n+---------+------+-------------------+------+---------+------+----------+------------------+\n| %7d | app  | %s | shop | Query   | %4d | updating | UPDATE inventory |\n+---------+------+-------------------+------+---------+------+----------+------------------+",
			rn(1000000, 9999999), l.K(ip()+":"+fmt.Sprint(rn(30000, 65000))), rn(0, 9999))
	}},
	{"clean_redis_info", func(l *L) string {
		return fmt.Sprintf("# Server\nredis_version:%s\nredis_git_sha1:00000000\nprocess_id:%d\nrun_id:%s\ntcp_port:6379\nuptime_in_seconds:%d\n# Memory\nused_memory:%d\nused_memory_human:%.2fM",
			l.K("7.2.5"), rn(1, 99999), l.K(hexN(40)), rn(1000, 99999999), rn(1000000, 999999999), float64(rn(100, 99999))/100)
	}},
	{"clean_nginx_access", func(l *L) string {
		return fmt.Sprintf("%s - - [%02d/Nov/2025:%02d:%02d:%02d +0000] \"GET /api/v1/orders/%s?page=%d HTTP/2.0\" 200 %d \"https://app.northwind.io/orders\" \"Mozilla/5.0\" rt=%.3f uct=0.001 req_id=%s",
			l.K(pubIP()), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59), l.K(strings.TrimLeft(orderNo(), "#")), rn(1, 40), rn(200, 90000), float64(rn(1, 3000))/1000, l.K(hexN(32)))
	}},
	{"clean_prometheus_metrics", func(l *L) string {
		return fmt.Sprintf("# HELP mcp_tool_calls_total Tool calls by name and outcome.\n# TYPE mcp_tool_calls_total counter\nmcp_tool_calls_total{tool=\"get_order\",outcome=\"ok\"} %d\nmcp_tool_calls_total{tool=\"refund\",outcome=\"error\"} %d\nprocess_start_time_seconds %d.%02d\ngo_memstats_heap_alloc_bytes %.6e",
			rn(1000, 9999999), rn(0, 999), rn(1704067200, 1767139200), rn(0, 99), float64(rn(1000000, 999999999)))
	}},
	{"clean_stripe_test_cards", func(l *L) string {
		return fmt.Sprintf("// e2e/cards.ts — numbers that must be REJECTED by our client-side Luhn check\nexport const invalidCards = [\n  '%s', // last digit changed\n  '%s',\n  '%s',\n];\nexport const publishableKey = '%s';",
			l.K(badCard("")), l.K(badCard(" ")), l.K(badCard("-")), l.K(pkTest()))
	}},
	{"clean_invalid_ssn_fixture", func(l *L) string {
		return fmt.Sprintf("# validators_test.py\n@pytest.mark.parametrize(\"tin\", [\n    \"%s\",  # area 000\n    \"%s\",  # area 666\n    \"%s\",  # group 00\n    \"%s\",  # serial 0000\n    \"%s\",  # invalid ITIN group\n])\ndef test_rejects_invalid_tin(tin):\n    assert not is_valid_tin(tin)",
			l.K(fmt.Sprintf("000-%02d-%04d", rn(1, 99), rn(1, 9999))), l.K(fmt.Sprintf("666-%02d-%04d", rn(1, 99), rn(1, 9999))), l.K(fmt.Sprintf("%03d-00-%04d", rn(1, 665), rn(1, 9999))), l.K(fmt.Sprintf("%03d-%02d-0000", rn(1, 665), rn(1, 99))), l.K(fmt.Sprintf("9%02d-%02d-%04d", rn(0, 99), pick([]int{10, 23, 45, 66, 93}), rn(1, 9999))))
	}},
	{"clean_masked_pii", func(l *L) string {
		return fmt.Sprintf("{\"customer\":\"%s\",\"card\":\"%s\",\"ssn\":\"%s\",\"phone\":\"%s\",\"note\":\"values masked by the export tool v%s\"}",
			l.K("cus_"+alnum(14)), l.K("•••• •••• •••• "+last4()), l.K("***-**-"+last4()), l.K("+1 (***) ***-"+last4()), l.K(verN()))
	}},
	{"clean_jwt_header_only", func(l *L) string {
		return fmt.Sprintf("The token header decodes fine — %s is {\"alg\":\"RS256\",\"typ\":\"JWT\"} — but the log only keeps the first bytes (%s), so we can't see the kid. JWKS endpoint: https://auth.northwind.io/.well-known/jwks.json (kid %s).",
			l.K("eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9"), l.K("eyJhbGciOi..."), l.K(hexN(16)))
	}},
	{"clean_ssh_authorized_keys", func(l *L) string {
		return fmt.Sprintf("$ cat ~/.ssh/authorized_keys\n%s deploy@ci-runner-%d\n%s ops@bastion\n$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s deploy@ci-runner (ED25519)",
			l.K(sshPub()), rn(1, 9), l.K(sshPub()), l.K(b64std(32)[:43]))
	}},
	{"clean_pem_public", func(l *L) string {
		body := b64std(48) + "\n" + b64std(48) + "\n" + b64std(30)
		return fmt.Sprintf("JWKS public key for kid %s:\n-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----\ncert serial %s, not after %s",
			l.K(hexN(16)), l.K(body), l.K(strings.ToUpper(hexN(32))), l.K(tsNoMs()))
	}},
	{"clean_publishable_keys", func(l *L) string {
		return fmt.Sprintf("// next.config.js — public, shipped to the browser\nenv: {\n  NEXT_PUBLIC_STRIPE_KEY: '%s',\n  NEXT_PUBLIC_SENTRY_DSN: 'https://%s@o%s.ingest.sentry.io/%s',\n  NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com',\n}",
			l.K(pkLive()), l.K(hexN(32)), l.K(digits(6)), l.K("45"+digits(14)))
	}},
	{"clean_code_env_lookup", func(l *L) string {
		return wrapClean(fmt.Sprintf("const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '%s' });\nconst token = req.headers.authorization?.replace(/^Bearer /, '');\nif (!token) throw new HttpError(401, 'missing bearer token'); // see %s", l.K("2024-06-20"), l.K(ticket())))
	}},
	{"clean_openapi_security", func(l *L) string {
		return fmt.Sprintf("openapi: 3.1.0\ninfo:\n  title: Orders API\n  version: %s\ncomponents:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n    apiKey:\n      type: apiKey\n      in: header\n      name: X-API-Key\nservers:\n  - url: https://api.northwind.io:%s/v2", l.K(verN()), l.K("8443"))
	}},
	{"clean_chat_deploy", func(l *L) string {
		lg := lang()
		return fill(lg.clean1, "{V}", l.K(ver()), "{H}", l.K(sha7()), "{T}", l.K(ticket()), "{D}", l.K(date()))
	}},
	{"clean_chat_job_failed", func(l *L) string {
		lg := lang()
		return fill(lg.clean2, "{R}", l.K(uuid()), "{D}", l.K(tsNoMs()), "{PORT}", l.K(port()))
	}},
	{"clean_chat_chart_pin", func(l *L) string {
		lg := lang()
		return fill(lg.clean3, "{V}", l.K(verN()), "{H}", l.K(digest()), "{T}", l.K(ticket()))
	}},
	{"clean_cron_systemd", func(l *L) string {
		return fmt.Sprintf("$ systemctl list-timers --no-pager | head -3\nNEXT                         LEFT     LAST                         PASSED  UNIT                ACTIVATES\n%s UTC %dh left  %s UTC %dh ago  backup.timer        backup.service\n$ crontab -l\n%d */6 * * * /opt/agent/bin/sync --since=24h >> /var/log/sync.log 2>&1",
			l.K(tsS()), rn(1, 9), l.K(tsS()), rn(1, 9), rn(0, 59))
	}},
	{"clean_npm_audit", func(l *L) string {
		return fmt.Sprintf("# npm audit report\n\ncross-spawn  7.0.0 - 7.0.4\nSeverity: high\nRegular Expression Denial of Service (ReDoS) in cross-spawn - https://github.com/advisories/%s\nfix available via `npm audit fix`\n\n%d vulnerabilities (%d moderate, 1 high)", l.K("GHSA-3xgq-45jj-v275"), rn(2, 9), rn(1, 5))
	}},
	{"clean_cargo_build", func(l *L) string {
		return fmt.Sprintf("   Compiling tokio %s\n   Compiling rmcp %s\n   Compiling agent-tools v%s (/work/agent-tools)\n    Finished `release` profile [optimized] target(s) in %dm %02ds\n     Running `target/release/agent-tools --port %s`",
			l.K("v1.41.1"), l.K("v0.8.3"), l.K(verN()), rn(0, 9), rn(0, 59), l.K(port()))
	}},
	{"clean_snowflake_ids", func(l *L) string {
		return fmt.Sprintf("{\"t\":\"MESSAGE_CREATE\",\"d\":{\"id\":\"%s\",\"channel_id\":\"%s\",\"guild_id\":\"%s\",\"content\":\"build %s passed\",\"timestamp\":\"%s\"}}",
			l.K("13"+digits(17)), l.K("12"+digits(16)), l.K("11"+digits(17)), l.K(sha7()), l.K(ts()))
	}},
	{"clean_order_table", func(l *L) string {
		var rows []string
		for i := 0; i < 3; i++ {
			rows = append(rows, fmt.Sprintf("| %s | %s | %s | %s |", l.K(orderNo()), l.K(date()), l.K(price()), l.K("1Z"+upalnum(16))))
		}
		return "| order | date | total | tracking |\n|---|---|---|---|\n" + strings.Join(rows, "\n")
	}},
	{"clean_uuid_request_ids", func(l *L) string {
		return wrapClean(fmt.Sprintf("retrying failed tool calls:\n  %s  attempt=3  status=504  took=%dms\n  %s  attempt=1  status=429  retry_after=%ds\ncorrelation=%s", l.K(uuid()), rn(1000, 30000), l.K(uuid()), rn(1, 60), l.K(reqID())))
	}},
	{"clean_k8s_describe_node", func(l *L) string {
		return fmt.Sprintf("Name:               ip-10-0-%d-%d.ec2.internal\nProviderID:         aws:///%sa/%s\nCapacity:\n  cpu:                8\n  ephemeral-storage:  104845292Ki\n  memory:             %dKi\n  pods:               110\nSystem Info:\n  Machine ID:                 %s\n  Kernel Version:             %s\n  Kubelet Version:            %s",
			rn(0, 255), rn(1, 254), pick(regions), l.K(instID()), rn(10000000, 65000000), l.K(hexN(32)), l.K("6.1.112-122.189.amzn2023.x86_64"), l.K("v1.30.4-eks-a737599"))
	}},
	{"clean_aws_s3_ls", func(l *L) string {
		return fmt.Sprintf("$ aws s3 ls s3://nw-reports/exports/ --human-readable\n%s   %.1f MiB exports/%s.csv\n%s  %d.%d KiB exports/%s.json", l.K(tsS()), float64(rn(10, 9999))/10, l.K(uuid()), l.K(tsS()), rn(1, 999), rn(0, 9), l.K(uuid()))
	}},
	{"clean_vault_status", func(l *L) string {
		return fmt.Sprintf("$ vault status\nKey                     Value\n---                     -----\nSeal Type               awskms\nInitialized             true\nSealed                  false\nTotal Recovery Shares   5\nThreshold               3\nVersion                 %s\nCluster ID              %s\nHA Mode                 active\nRaft Committed Index    %d",
			l.K("1.17.6"), l.K(uuid()), rn(100000, 99999999))
	}},
	{"clean_gh_api_rate_limit", func(l *L) string {
		return fmt.Sprintf("$ gh api rate_limit --jq .resources.core\n{\"limit\":5000,\"remaining\":%d,\"reset\":%d,\"used\":%d,\"resource\":\"core\"}\n$ date -d @%d\n%s", rn(0, 4999), rn(1735000000, 1767000000), rn(1, 5000), rn(1735000000, 1767000000), l.K(httpDate()))
	}},
	{"clean_network_addrs", func(l *L) string {
		return fmt.Sprintf("$ ip addr show eth0\n2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9001 qdisc mq state UP\n    link/ether %s brd ff:ff:ff:ff:ff:ff\n    inet %s/20 brd 10.0.15.255 scope global dynamic eth0\n    inet6 %s/64 scope link",
			l.K(fmt.Sprintf("0a:%s:%s:%s:%s:%s", hexN(2), hexN(2), hexN(2), hexN(2), hexN(2))), l.K(ip()), l.K(fmt.Sprintf("fe80::%s:%s:%s:%s", hexN(4), hexN(4), hexN(4), hexN(4))))
	}},
	{"clean_agent_plan", func(l *L) string {
		lg := lang()
		return fmt.Sprintf("Plan:\n1. Read %s (lines %d-%d)\n2. Run `pytest -k test_refund -x`\n3. Patch retry budget to %d ms and re-run against %s\n%s", l.K("src/billing/refund.py"), rn(1, 100), rn(101, 400), rn(100, 9000), l.K("http://localhost:"+port()), lg.why)
	}},
	{"clean_invoice_amounts", func(l *L) string {
		return fmt.Sprintf("Invoice %s\nPeriod: %s – %s\nSeats: %d × %s\nSubtotal: %s\nVAT (19%%): %s\nIBAN reference: %s", l.K("INV-2025-"+digits(5)), l.K(date()), l.K(date()), rn(2, 400), l.K(price()), l.K(price()), l.K(price()), l.K("RF"+digits(2)+upalnum(10)))
	}},
	{"clean_mcp_result_tickets", func(l *L) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"content":[{"type":"text","text":"3 open tickets: %s (P1, opened %s), %s (P3), %s (P2). SLA breach in %dh."}]}}`,
			id(), l.K(ticket()), l.K(tsNoMs()), l.K(ticket()), l.K(ticket()), rn(1, 48))
	}},
	{"clean_lockfile_integrity", func(l *L) string {
		return fmt.Sprintf("\"@modelcontextprotocol/sdk@^1.%d.0\":\n  version \"%s\"\n  resolved \"https://registry.yarnpkg.com/@modelcontextprotocol/sdk/-/sdk-%s.tgz#%s\"\n  integrity %s",
			rn(1, 20), l.K("1.17.4"), "1.17.4", l.K(sha40()), l.K("sha512-"+b64std(63)))
	}},
}

// wrapClean is wrap for clean lines: the chat turn carries no value.
func wrapClean(body string) string { return wrap(body) }
