package main

import (
	"fmt"
	"strings"
)

func maskedPhone(l *Lang) string {
	switch l.c {
	case "zh":
		return "138****" + digits(4)
	case "ru":
		return "+7 (9**) ***-**-" + digits(2)
	case "ko":
		return "010-****-" + digits(4)
	case "ja":
		return "090-XXXX-XXXX"
	case "pt":
		return "(11) 9XXXX-XXXX"
	case "tr":
		return "05XX XXX XX XX"
	case "pl":
		return "+48 XXX XXX XXX"
	case "fr":
		return "06 XX XX XX XX"
	}
	return "+XX XXX XXX XXXX"
}

func allClean() []Kind {
	return append(extraClean(), []Kind{
		K("clean_env_placeholders", "", func(b *B) {
			b.open().t("README:\n```\nDB_HOST=localhost\nDB_PORT=").k(pick("5432", "3306")).t("\nDB_PASSWORD=").t(b.ph()).t("\nAPI_KEY=").t(b.ph()).t("\n```\n").close()
		}),
		K("clean_compose_env_refs", "", func(b *B) {
			b.cfg().t("```yaml\nservices:\n  db:\n    image: postgres:").k(pick("16.2", "15.6", "14.11")).t("\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n      POSTGRES_USER: ${POSTGRES_USER:-app}\n    env_file: .env\n```\n").t(pk(b.l.err)).t(" variable is not set. Defaulting to a blank string.").close()
		}),
		K("clean_k8s_secretkeyref", "", func(b *B) {
			b.cfg().t("```yaml\nenv:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef: {name: api, key: token}\nimage: registry.local/api@").k(sha256d()).t("\n```\nCreateContainerConfigError").close()
		}),
		K("clean_ci_masked", "", func(b *B) {
			b.errl().t("```\nRun docker login -u ${{ secrets.REGISTRY_USER }} -p ***\n  env:\n    REGISTRY_TOKEN: ***\nError: Cannot perform an interactive login from a non TTY device\n##[error]Process completed with exit code 1.\n```\nrun ").k(fmt.Sprint(rn(7000000000, 9999999999))).t(" / job ").k(fmt.Sprint(rn(20000000000, 29999999999))).close()
		}),
		K("clean_git_log_oneline", "", func(b *B) {
			b.open().t("git bisect:\n```\n").k(sha7()).t(" (HEAD -> main) fix: retry on 502\n").k(sha7()).t(" chore(deps): bump axios from ").k("1.6." + fmt.Sprint(rn(0, 8))).t(" to 1.7.2\n").k(sha7()).t(" feat: add oauth login\n```\n").close()
		}),
		K("clean_stacktrace_uuid", "", func(b *B) {
			b.errl().t("```\nTraceback (most recent call last):\n  File \"/app/worker.py\", line ").k(fmt.Sprint(rn(20, 400))).t(", in handle\n    job = Job.objects.get(pk=\"").k(uuid()).t("\")\napp.models.Job.DoesNotExist: Job matching query does not exist.\n```").close()
		}),
		K("clean_docker_pull_digest", "", func(b *B) {
			b.errl().t("```\n$ docker pull nginx:").k(pick("1.25.4", "1.27.0", "stable-alpine")).t("\n").k(rs(HEX, 12)).t(": Pulling fs layer\nDigest: ").k(sha256d()).t("\nfailed to register layer: no space left on device\n```").close()
		}),
		K("clean_pip_conflict", "", func(b *B) {
			b.errl().t("```\nERROR: Cannot install torch==").k("2." + fmt.Sprint(rn(0, 4)) + ".1").t(" and torchvision==").k("0.1" + fmt.Sprint(rn(5, 9)) + ".0").t(" because these package versions have conflicting dependencies.\n```\n").close()
		}),
		K("clean_npm_integrity", "", func(b *B) {
			b.errl().t("```\nnpm ERR! code EINTEGRITY\nnpm ERR! sha512-").k(rs(B64S, 86) + "==").t(" integrity checksum failed\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/").k(fmt.Sprintf("2024-%02d-%02dT%02d_%02d_%02d_%03dZ", rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59), rn(0, 999))).t("-debug-0.log\n```").close()
		}),
		K("clean_sql_orders", "", func(b *B) {
			b.open().t("SQL:\n```sql\nSELECT order_no, total, created_at FROM orders WHERE order_no IN ('").k(fmt.Sprintf("2024%02d%02d", rn(1, 12), rn(1, 28)) + digits(10)).t("', '").k(luhnBad()).t("') AND total > ").k(fmt.Sprintf("%d.%02d", rn(10, 900), rn(0, 99))).t(";\n```\n").close()
		}),
		K("clean_curl_var_token", "", func(b *B) {
			b.open().t("```bash\ncurl -H \"Authorization: Bearer $TOKEN\" https://api.example.com/v1/me\ncurl -H 'X-API-Key: ").t(b.ph()).t("' https://api.example.com/v1/items\n```\n").close()
		}),
		K("clean_aws_doc_example", "", func(b *B) {
			b.open().t("AWS docs:\n```\naws_access_key_id = ").k("AKIAIOSFODNN7EXAMPLE").t("\naws_secret_access_key = ").k("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY").t("\n```\n").close()
		}),
		K("clean_ssh_pubkey", "", func(b *B) {
			b.open().t("authorized_keys:\n```\n").k(sshPub()).t(" deploy@build-").k(fmt.Sprint(rn(1, 9))).t("\n```\nPermission denied (publickey).").close()
		}),
		K("clean_public_keys", "", func(b *B) {
			b.open().cfg().t("```js\nconst stripe = Stripe('").k(stripePK()).t("');\nconst midtrans = '").k(midClient()).t("';\n```\n").close()
		}),
		K("clean_nginx_access_log", "", func(b *B) {
			b.errl().t("```\n").k(privIP()).t(" - - [").k(fmt.Sprintf("%02d/Mar/2024:%02d:%02d:%02d +0800", rn(1, 28), rn(0, 23), rn(0, 59), rn(0, 59))).t("] \"POST /api/login HTTP/1.1\" 502 ").k(fmt.Sprint(rn(150, 600))).t(" \"-\" \"okhttp/4.12.0\" rt=").k(fmt.Sprintf("%d.%03d", rn(0, 30), rn(0, 999))).t("\n```").close()
		}),
		K("clean_k8s_describe", "", func(b *B) {
			b.open().t("kubectl describe pod:\n```\nName:         ").k(podName("api")).t("\nNamespace:    prod\nIP:           ").k(privIP()).t("\nController Revision Hash: ").k(rs(HEX, 10)).t("\nWarning  BackOff  kubelet  Back-off restarting failed container\n```").close()
		}),
		K("clean_jwt_decoded", "", func(b *B) {
			b.open().t("jwt.io payload:\n```json\n{\n  \"sub\": \"").k(fmt.Sprint(rn(1000, 99999))).t("\",\n  \"iat\": ").k(fmt.Sprint(epoch())).t(",\n  \"exp\": ").t(fmt.Sprint(epoch())).t("\n}\n```\nheader eyJhbGciOi... ").close()
		}),
		K("clean_regex_question", "", func(b *B) {
			b.open().t("regex:\n```js\nconst phoneRe = /^\\+?\\d{1,3}[- ]?\\d{3,4}[- ]?\\d{4}$/;\nconst mailRe = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;\n```\n").t(pk(b.l.ask)).t(" ").k(maskedPhone(b.l)).close()
		}),
		K("clean_luhn_fail_ids", "", func(b *B) {
			b.open().t("tracking / order:\n```\ntracking_no=").k(luhnBad()).t("\norder=").k(luhnBad()).t("\n```\n").close()
		}),
		K("clean_semver_lock", "", func(b *B) {
			b.errl().t("```\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! peer react@\"^").k("18.2.0").t("\" from react-dom@").k("18." + fmt.Sprint(rn(2, 3)) + ".0").t("\nnpm ERR! Found: react@").k("19.0.0-rc-" + rs(HEX, 8) + "-2024" + fmt.Sprintf("%02d%02d", rn(1, 12), rn(1, 28))).t("\n```").close()
		}),
		K("clean_sha256sum", "", func(b *B) {
			b.open().t("checksum:\n```\n$ sha256sum app-").k(ver()).t(".tar.gz\n").k(hexs(64)).t("  app.tar.gz\n```\n").close()
		}),
		K("clean_terraform_plan", "", func(b *B) {
			b.open().t("terraform plan:\n```\n  # aws_instance.web will be updated in-place\n  ~ resource \"aws_instance\" \"web\" {\n        id  = \"").k("i-0" + rs(HEX, 16)).t("\"\n      ~ ami = \"").k("ami-0" + rs(HEX, 16)).t("\" -> \"ami-0").t(rs(HEX, 16)).t("\"\n        arn = \"arn:aws:ec2:ap-northeast-2:").k(digits(12)).t(":instance/i-0").t(rs(HEX, 16)).t("\"\n```").close()
		}),
		K("clean_go_sum", "", func(b *B) {
			b.errl().t("```\nverifying github.com/gin-gonic/gin@v").k("1.9." + fmt.Sprint(rn(0, 1))).t(": checksum mismatch\n\tdownloaded: h1:").k(rs(B64S, 43) + "=").t("\n\tgo.sum:     h1:").t(rs(B64S, 43) + "=").t("\n```").close()
		}),
		K("clean_migration_uuid", "", func(b *B) {
			b.open().t("Alembic:\n```\nINFO  [alembic.runtime.migration] Running upgrade ").k(rs(HEX, 12)).t(" -> ").k(rs(HEX, 12)).t(", add users table\nsqlalchemy.exc.IntegrityError: duplicate key (id)=(").k(uuid()).t(")\n```").close()
		}),
		K("clean_cron_log", "", func(b *B) {
			b.open().t("cron:\n```\n").k(fmt.Sprintf("Mar %2d %02d:%02d:01", rn(1, 28), rn(0, 23), rn(0, 59))).t(" web01 CRON[").k(fmt.Sprint(rn(1000, 65000))).t("]: (www-data) CMD (php /var/www/artisan schedule:run >> /dev/null 2>&1)\n```\n").close()
		}),
		K("clean_i18n_json", "", func(b *B) {
			b.open().t("i18n:\n```json\n{\n  \"login.password\": \"").t(b.l.pwW).t("\",\n  \"login.token\": \"").t(b.l.tokW).t("\",\n  \"login.key_hint\": \"").t(b.ph()).t("\",\n  \"version\": \"").k(ver()).t("\"\n}\n```").close()
		}),
		K("clean_gradle_deps", "", func(b *B) {
			b.errl().t("```\n> Could not resolve com.squareup.okhttp3:okhttp:").k("4.12.0").t(".\n  > Could not get resource 'https://maven.aliyun.com/repository/public/com/squareup/okhttp3/okhttp/4.12.0/okhttp-4.12.0.pom'.\n     > Received status code 502\n```").close()
		}),
		K("clean_redis_conf_ref", "", func(b *B) {
			b.cfg().t("```\n# redis.conf\nrequirepass ${REDIS_PASSWORD}\nmaxmemory ").k(pick("2gb", "512mb", "4gb")).t("\nbind ").k(privIP()).t("\n```\n").close()
		}),
		K("clean_vault_ref", "", func(b *B) {
			b.cfg().t("```yaml\ndatabase:\n  password: vault:secret/data/prod/db#password\n  api_token: \"{{ vault_api_token }}\"\n  replicas: ").k(fmt.Sprint(rn(2, 9))).t("\n```\n").close()
		}),
		K("clean_user_secrets_cmd", "", func(b *B) {
			b.open().t(".NET:\n```\ndotnet user-secrets init\ndotnet user-secrets set \"Jwt:Key\" \"").t(b.ph()).t("\"\n# UserSecretsId: ").k(uuid()).t("\n```\n").close()
		}),
		K("clean_phone_mask_question", "", func(b *B) {
			b.open().t("libphonenumber → INVALID_COUNTRY_CODE, input mask ").k(maskedPhone(b.l)).t(", libphonenumber-js ").k("1.1" + fmt.Sprint(rn(0, 1)) + "." + fmt.Sprint(rn(0, 60))).close()
		}),
		K("clean_masked_card", "", func(b *B) {
			b.open().t("payment log:\n```\nlast4=").k(digits(4)).t(" bin=").t(pick("411111", "520082", "622202")).t(" masked=").k(pick("4111", "5200", "6222") + " **** **** " + digits(4)).t(" amount=").k(fmt.Sprintf("%d.%02d", rn(1, 999), rn(0, 99))).t("\n```\n").close()
		}),
		K("clean_masked_email", "", func(b *B) {
			e := pick("z", "a", "k", "m") + "***@" + pk(b.l.domains)
			b.open().t("UI mask: ").k(e).t(" — ").t(pk(b.l.ask)).close()
		}),
		K("clean_invalid_ssn_test", "", func(b *B) {
			b.open().t("unit test:\n```python\n@pytest.mark.parametrize(\"v\", [\"").k(badSSN()).t("\", \"").k(badSSN()).t("\", \"123-45-678\"])\ndef test_invalid_ssn(v): assert not is_valid(v)\n```\n").close()
		}),
		K("clean_http_headers", "", func(b *B) {
			b.errl().t("```\nHTTP/2 429\nx-request-id: ").k(uuid()).t("\netag: W/\"").k(hexs(20)).t("\"\nretry-after: ").k(fmt.Sprint(rn(5, 120))).t("\nx-ratelimit-remaining: 0\n```").close()
		}),
		K("clean_mysql_access_denied", "", func(b *B) {
			b.errl().t("```\nERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)\nmysql  Ver ").k("8.0." + fmt.Sprint(rn(30, 40))).t(" for Linux on x86_64\n```\n").close()
		}),
		K("clean_docker_ps", "", func(b *B) {
			b.open().t("docker ps:\n```\nCONTAINER ID   IMAGE          STATUS\n").k(rs(HEX, 12)).t("   redis:").k(pick("7.2", "7.0.15", "6.2")).t("      Restarting (1) 3 seconds ago\n").k(rs(HEX, 12)).t("   app:latest     Up 2 hours\n```").close()
		}),
		K("clean_java_exception", "", func(b *B) {
			b.errl().t("```\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\n\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:").k(fmt.Sprint(rn(1700, 1830))).t(")\nCaused by: java.lang.IllegalArgumentException: Property 'password' is required\n```").close()
		}),
		K("clean_webpack_chunks", "", func(b *B) {
			b.open().t("build:\n```\nasset main.").k(rs(HEX, 20)).t(".js ").k(fmt.Sprintf("%d KiB", rn(100, 900))).t(" [emitted] [immutable] [minimized] [big]\nwebpack ").k("5.9" + fmt.Sprint(rn(0, 4)) + ".0").t(" compiled with 1 warning\n```\n").close()
		}),
		K("clean_openapi_security", "", func(b *B) {
			b.open().t("OpenAPI:\n```yaml\ncomponents:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n    apiKey:\n      type: apiKey\n      in: header\n      name: X-API-Key\ninfo:\n  version: ").k(ver()).t("\n```\n").close()
		}),
		K("clean_actions_yaml", "", func(b *B) {
			b.cfg().t("```yaml\n- uses: actions/checkout@").k(sha40()).t("\n- run: ./deploy.sh\n  env:\n    TOKEN: ${{ secrets.DEPLOY_TOKEN }}\n    PASSWORD: ${{ secrets.DB_PASSWORD }}\n```\n").close()
		}),
		K("clean_prices_dates", "", func(b *B) {
			b.open().t("billing: ").k(fmt.Sprintf("%d,%03d.%02d", rn(1, 9), rn(0, 999), rn(0, 99))).t(" / ").k(fmt.Sprintf("2024-%02d-%02d", rn(1, 12), rn(1, 28))).t(" — invoice ").k("INV-" + fmt.Sprint(rn(2024000, 2024999))).t(". ").t(pk(b.l.ask)).close()
		}),
		K("clean_snowflake_ids", "", func(b *B) {
			b.open().t("Discord.js: channel ").k("1" + digits(18)).t(", guild ").k("1" + digits(17)).t(", message ").k("1" + digits(18)).t(" → DiscordAPIError[10008]: Unknown Message").close()
		}),
		K("clean_redacted_by_user", "", func(b *B) {
			b.open().t(b.lbl("key")).t("****************").t(b.l.redacted).t(", ").t(b.lbl("pw")).k("********").t("\n").t(pk(b.l.err)).t(" 403").close()
		}),
		K("clean_sample_placeholders_code", "", func(b *B) {
			b.open().t("```python\nclient = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\nsecret = os.getenv(\"APP_SECRET\")\nconn = psycopg2.connect(password=cfg.db_password)\n# ").t(b.ph()).t("\n```\n").close()
		}),
		K("clean_ipv4_ports", "", func(b *B) {
			b.errl().t("dial tcp ").k(privIP() + ":" + fmt.Sprint(rn(1024, 65000))).t(": connect: connection refused; upstream ").k(privIP() + ":8080").close()
		}),
		K("clean_version_matrix", "", func(b *B) {
			b.open().t("Node ").k("v" + fmt.Sprint(rn(16, 22)) + "." + fmt.Sprint(rn(0, 20)) + "." + fmt.Sprint(rn(0, 9))).t(", pnpm ").k("8." + fmt.Sprint(rn(6, 15)) + "." + fmt.Sprint(rn(0, 9))).t(", Ubuntu ").k("22.04.4 LTS").t(", kernel ").k("5.15.0-" + fmt.Sprint(rn(80, 120)) + "-generic").t(". ").t(pk(b.l.ask)).close()
		}),
		K("clean_trace_span", "", func(b *B) {
			b.open().t("OpenTelemetry: traceparent ").k("00-" + hexs(32) + "-" + hexs(16) + "-01").t(" — span missing. ").t(pk(b.l.ask)).close()
		}),
		K("clean_wechat_appid_only", "", func(b *B) {
			b.open().t("appid ").k("wx" + hexs(16)).t(", mch_id ").k(fmt.Sprint(rn(1600000000, 1699999999))).t(", out_trade_no ").k(fmt.Sprintf("2024%02d%02d", rn(1, 12), rn(1, 28)) + digits(10)).t(". ").t(pk(b.l.ask)).close()
		}),
		K("clean_base64_config_blob", "", func(b *B) {
			b.open().t("ConfigMap:\n```yaml\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAA").t(rs(B64S, 20)).t("\ndata:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: \"").k(strings.Join([]string{"new_checkout", "dark_mode"}, ",")).t("\"\n```\n").close()
		}),
	}...)
}
