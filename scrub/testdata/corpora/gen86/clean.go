package main

import (
	"fmt"
	"strings"
)

var cleanT = []T{
	{"clean_code_diff_hunks", func(b *B) string {
		return fmt.Sprintf("diff --git a/%s b/%s\n%s\n%s\n-\tif retries > %d {\n+\tif retries >= maxRetries { // %s\n \t\treturn ErrGiveUp\n \t}",
			"internal/retry.go", "internal/retry.go", b.k(indexLine()), b.k(hunk()), rng(3, 9), b.k(issue()))
	}},
	{"clean_git_log_oneline", func(b *B) string {
		var sb strings.Builder
		for i := 0; i < 5; i++ {
			fmt.Fprintf(&sb, "%s %s (%s)\n", b.k(hexs(7)), pick("Merge pull request", "Bump axios from 1.6.7 to 1.7.2", "fix: handle nil pointer", "docs: update README", "ci: cache go modules"), b.k(issue()))
		}
		return strings.TrimRight(sb.String(), "\n")
	}},
	{"clean_package_lock_bump", func(b *B) string {
		return fmt.Sprintf("     \"node_modules/%s\": {\n-      \"version\": \"%s\",\n+      \"version\": \"%s\",\n-      \"integrity\": \"%s\",\n+      \"integrity\": \"%s\",\n       \"license\": \"MIT\"",
			pick("axios", "express", "zod", "vite"), b.k(ver()), b.k(ver()), b.k(sha512i()), b.k(sha512i()))
	}},
	{"clean_go_sum", func(b *B) string {
		return fmt.Sprintf("+github.com/%s/%s v%s h1:%s=\n+github.com/%s/%s v%s/go.mod h1:%s=",
			"stretchr", "testify", b.k(ver()), b.k(rs(43, b64s)), "google", "uuid", b.k(ver()), b.k(rs(43, b64s)))
	}},
	{"clean_env_example", func(b *B) string {
		return fmt.Sprintf("# .env.example — copy to .env\nSTRIPE_SECRET_KEY=%s\nOPENAI_API_KEY=%s\nDATABASE_URL=%s\nSMTP_PASSWORD=%s\nGITHUB_TOKEN=%s",
			b.k("sk_live_your_key_here"), b.k("<your-openai-key>"), b.k("postgres://postgres:postgres@localhost:5432/app_dev"), b.k("${SMTP_PASSWORD}"), b.k("ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"))
	}},
	{"clean_ci_masked_log", func(b *B) string {
		return fmt.Sprintf("Run ./deploy.sh\n  env:\n    AWS_SECRET_ACCESS_KEY: ***\n    DEPLOY_TOKEN: ***\n+ curl -H 'Authorization: Bearer ***' https://deploy.%s/hooks/%s\nJob %s finished in %dm %ds",
			pickL(orgDomains), b.k(uuid()), b.k(digits(8)), rng(1, 9), rng(0, 59))
	}},
	{"clean_aws_doc_example", func(b *B) string {
		return fmt.Sprintf("Per the AWS docs, configure with the example pair:\n\n    aws_access_key_id = %s\n    aws_secret_access_key = %s\n\nThese are the documented sample values, not ours (%s).",
			b.k("AKIAIOSFODNN7EXAMPLE"), b.k("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"), b.k(issue()))
	}},
	{"clean_ssh_pubkey_diff", func(b *B) string {
		return fmt.Sprintf("--- a/ansible/files/authorized_keys\n+++ b/ansible/files/authorized_keys\n%s\n+ssh-ed25519 %s deploy@ci-runner-%d\n ssh-ed25519 %s backup@bastion",
			b.k(hunk()), b.k(sshPub()), rng(1, 9), b.k(sshPub()))
	}},
	{"clean_publishable_key", func(b *B) string {
		return fmt.Sprintf("// public config, safe to ship\nexport const STRIPE_PUBLISHABLE_KEY = '%s';\nexport const SENTRY_DSN = '%s';\nexport const BUILD = '%s';",
			b.k(pkLive()), b.k("https://"+hexs(32)+"@o"+digits(6)+".ingest.sentry.io/"+digits(7)), b.k(short()))
	}},
	{"clean_compose_ports", func(b *B) string {
		return fmt.Sprintf("services:\n  redis:\n    image: %s\n    command: [\"redis-server\", \"--maxmemory\", \"%dmb\"]\n    ports:\n      - \"%s\"\n    healthcheck:\n      interval: 10s\n      retries: %d",
			b.k("redis:7."+fmt.Sprint(rng(0, 4))+"."+fmt.Sprint(rng(0, 15))), rng(64, 2048), b.k("6379:6379"), rng(3, 10))
	}},
	{"clean_k8s_deployment", func(b *B) string {
		return fmt.Sprintf("    spec:\n      containers:\n        - name: api\n          image: ghcr.io/acme/api@%s\n          resources:\n            limits: {cpu: \"%dm\", memory: \"%dMi\"}\n          env:\n            - name: DB_PASSWORD\n              valueFrom: {secretKeyRef: {name: db, key: password}}",
			b.k("sha256:"+hexs(64)), rng(100, 2000), rng(128, 4096))
	}},
	{"clean_terraform_arn", func(b *B) string {
		return fmt.Sprintf("resource \"aws_iam_role_policy_attachment\" \"deploy\" {\n  role       = \"deploy\"\n  policy_arn = \"%s\"\n}\n\ncidr_block = \"%s\"",
			b.k("arn:aws:iam::"+digits(12)+":policy/DeployPolicy"), b.k(fmt.Sprintf("10.%d.0.0/16", rng(0, 255))))
	}},
	{"clean_sql_migration", func(b *B) string {
		return fmt.Sprintf("-- %s_add_index.sql\nCREATE INDEX CONCURRENTLY idx_orders_created ON orders (created_at);\nUPDATE orders SET status = 'archived' WHERE id < %s AND created_at < '%s';",
			b.k("2025"+digits(10)), b.k(digits(9)), b.k(date()))
	}},
	{"clean_merge_conflict_versions", func(b *B) string {
		return fmt.Sprintf("<<<<<<< HEAD\n    \"react\": \"^%s\",\n    \"typescript\": \"%s\",\n=======\n    \"react\": \"^%s\",\n    \"typescript\": \"%s\",\n>>>>>>> %s",
			b.k(ver()), b.k(ver()), b.k(ver()), b.k(ver()), b.k(hexs(7)))
	}},
	{"clean_gitleaks_placeholder", func(b *B) string {
		return fmt.Sprintf("Finding:     API_KEY = \"%s\"\nSecret:      %s\nRuleID:      generic-api-key\nEntropy:     %.6f\nFile:        docs/setup.md\nLine:        %d\nCommit:      %s\n-> added to .gitleaksignore",
			"YOUR_API_KEY_HERE", b.k("YOUR_API_KEY_HERE"), 3.0+float64(r.Intn(1000))/1000, rng(5, 200), b.k(sha()))
	}},
	{"clean_go_constants", func(b *B) string {
		return fmt.Sprintf("const (\n\tmsPerDay     = %s\n\tmaxBody      = 1 << 20\n\tepochCutover = %s // %s\n\tdefaultPort  = %s\n)",
			b.k("86400000"), b.k(fmt.Sprint(1700000000+r.Intn(90000000))), b.k(date()), b.k("defaultPort  = 8080"))
	}},
	{"clean_snowflake_ids", func(b *B) string {
		id := "1" + digits(18)
		return fmt.Sprintf("@Test\nvoid parsesSnowflake() {\n    long id = %sL;\n    assertEquals(%sL, Snowflake.timestamp(id));\n}",
			b.k(id), b.k("1"+digits(12)))
	}},
	{"clean_luhn_invalid", func(b *B) string {
		c := luhnComplete("4"+digits(1), 16)
		last := c[15]
		bad := c[:15] + string('0'+(last-'0'+1)%10)
		return fmt.Sprintf("func TestRejectsBadChecksum(t *testing.T) {\n\tif luhn.Valid(\"%s\") {\n\t\tt.Fatal(\"checksum should fail\")\n\t}\n}",
			b.k(group(bad, 4, 4, 4, 4)))
	}},
	{"clean_ipv4_ports_ext", func(b *B) string {
		return fmt.Sprintf("upstream backend {\n    server %s max_fails=3;\n    server %s backup;\n}\n# escalation: switchboard %s",
			b.k(fmt.Sprintf("10.0.%d.%d:8080", rng(0, 255), rng(1, 254))), b.k(fmt.Sprintf("10.0.%d.%d:8080", rng(0, 255), rng(1, 254))), b.k("ext. "+digits(4)))
	}},
	{"clean_changelog", func(b *B) string {
		return fmt.Sprintf("## [%s] - %s\n### Fixed\n- Retry on 429 from the billing API (%s, thanks %s)\n- Bump `golang.org/x/net` to %s (%s)",
			b.k(ver()), b.k(date()), b.k(issue()), b.k("@"+user()), b.k("v0."+fmt.Sprint(rng(20, 33))+".0"), b.k("CVE-2024-"+digits(5)))
	}},
	{"clean_decorators_scoped_pkgs", func(b *B) string {
		return fmt.Sprintf("+import { Injectable } from '@nestjs/common';\n+\n+@Injectable()\n+export class MailService {}\n# npm i %s %s",
			b.k("@nestjs/common@"+ver()), b.k("@types/node@"+fmt.Sprint(rng(18, 22))+"."+fmt.Sprint(rng(0, 20))+".0"))
	}},
	{"clean_git_remote_assets", func(b *B) string {
		return fmt.Sprintf("$ git remote add upstream %s\n$ git fetch upstream\n   %s..%s  main -> upstream/main\n+ ![logo](assets/%s)",
			b.k("git@github.com:acme/"+repo()+".git"), b.k(hexs(7)), b.k(hexs(7)), b.k("logo@2x.png"))
	}},
	{"clean_diff_plus_numbers", func(b *B) string {
		return fmt.Sprintf("--- a/testdata/timeouts.txt\n+++ b/testdata/timeouts.txt\n%s\n 300000\n-%s\n+%s\n+%s",
			b.k(hunk()), b.k(digits(6)), b.k("+"+fmt.Sprint(rng(1, 9))+digits(8)), b.k("+"+fmt.Sprint(1700000000+r.Intn(90000000))))
	}},
	{"clean_jwt_header_only", func(b *B) string {
		return fmt.Sprintf("The decoder chokes on a header-only value: `%s` (that's just `{\"alg\":\"HS256\",\"typ\":\"JWT\"}`). Logs show `%s` truncated at 10 chars. See %s.",
			b.k("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"), b.k("eyJhbGciOi..."), b.k(issue()))
	}},
	{"clean_ssn_lookalikes", func(b *B) string {
		return fmt.Sprintf("# masking tests\nassert mask(\"%s\") == \"%s\"\nassert not is_ssn(\"%s\")   # 9xx area\nassert not is_ssn(\"%s\")   # part number P/N",
			b.k("***-**-"+digits(4)), b.k("XXX-XX-"+digits(4)), b.k("9"+digits(2)+"-"+pick("10", "20", "30", "45")+"-"+digits(4)), b.k("P/N 0"+digits(2)+"-0"+digits(1)+"-"+digits(4)))
	}},
	{"clean_amounts_dates", func(b *B) string {
		return fmt.Sprintf("Invoice %s generated on %s: subtotal $%d,%03d.%02d, tax $%d.%02d, due %s. Ref %s.",
			b.k("INV-2025-"+digits(5)), b.k(date()), rng(1, 99), rng(0, 999), rng(0, 99), rng(10, 999), rng(0, 99), b.k(date()), b.k(uuid()))
	}},
	{"clean_code_env_refs", func(b *B) string {
		return fmt.Sprintf("bearer_token = os.environ[\"BEARER_TOKEN\"]\nheaders = {\"Authorization\": f\"Bearer {bearer_token}\"}\npassword = get_secret(\"%s\")\n# token_type: Bearer, expires_in: %d",
			b.k("db/"+repo()), rng(300, 7200))
	}},
	{"clean_hunk_big_line_numbers", func(b *B) string {
		a := rng(10000, 99999)
		return fmt.Sprintf("@@ -%d,%d +%d,%d @@ func (s *Server) handle(w http.ResponseWriter, r *http.Request) {\n \tctx, cancel := context.WithTimeout(r.Context(), %d*time.Millisecond)\n-\tdefer cancel()\n+\tdefer cancel() // %s",
			a, rng(3, 9), a+rng(1, 20), rng(3, 9), rng(100, 9000), b.k(issue()))
	}},
	{"clean_uuid_build_ids", func(b *B) string {
		return fmt.Sprintf("Build #%d (%s) for %s at %s\nArtifact: %s-%s-linux-amd64.tar.gz (%d bytes)\nsha256: %s",
			rng(1000, 99999), b.k(uuid()), b.k(short()), b.k(date()+"T0"+digits(1)+":1"+digits(1)+":00Z"), repo(), b.k(ver()), rng(1000000, 99999999), b.k(hexs(64)))
	}},
	{"clean_renovate_pr", func(b *B) string {
		return fmt.Sprintf("This PR contains the following updates:\n\n| Package | Change |\n|---|---|\n| %s | `%s` -> `%s` |\n\n---\nThis PR was generated by Mend Renovate. View the repository job log. %s",
			pick("eslint", "prettier", "vitest", "pydantic", "serde"), b.k(ver()), b.k(ver()), b.k("<!--renovate-debug:"+rs(40, b64s)+"-->"))
	}},
}
