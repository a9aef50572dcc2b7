package main

// Clean templates: the same domain with no personal or secret value, full of
// look-alikes (ids, versions, digests, timestamps, placeholders, public keys,
// Luhn-failing numbers, invalid SSNs).

import "strings"

func init() {
	regC("clean_py_traceback", func(b *B) string {
		return f(`Traceback (most recent call last):
  File "/usr/lib/python3.%d/site-packages/urllib3/connectionpool.py", line %s, in urlopen
    response = self._make_request(
  File "/app/worker/fetch.py", line %d, in run
    resp = session.get(url, timeout=(3.05, 27))
urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='%s', port=443): Max retries exceeded with url: /v2/items?page=%d&per_page=100 (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at %s>: Failed to establish a new connection: [Errno 111] Connection refused'))

Happens every ~%d requests. urllib3 %s, requests %s.`, rn(9, 12), b.K(f("%d", rn(700, 900))), rn(10, 200), b.K("api."+pickL(workDomains)), rn(2, 90), b.K(memAddr()), rn(200, 5000), b.K("2.2.1"), b.K("2.31.0"))
	})

	regC("clean_go_panic", func(b *B) string {
		return f(`fatal error: concurrent map writes

goroutine %d [running]:
github.com/acme/%s/internal/cache.(*Store).Put(%s, {%s, 0x%x}, {0x%x, %s})
	/src/internal/cache/store.go:%s +0x%x
created by github.com/acme/%s/internal/server.(*Server).Serve in goroutine 1
	/src/internal/server/server.go:%d +0x%x

go1.%s, GOMAXPROCS=%d. I thought sync.Map was only needed for append-only workloads?`, rn(20, 400), repoName(), b.K(memAddr()), memAddr(), rn(4, 64), rn(100, 9000), memAddr(), b.K(f("%d", rn(40, 300))), rn(16, 999), repoName(), rn(40, 300), rn(16, 999), b.K("22.2"), rn(2, 64))
	})

	regC("clean_java_stacktrace", func(b *B) string {
		return f(`org.springframework.dao.DataIntegrityViolationException: could not execute statement [ERROR: value too long for type character varying(32)] [insert into orders (created_at,customer_id,status,total,id) values (?,?,?,?,?)]
	at org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:%d)
	at com.acme.orders.OrderService.place(OrderService.java:%d)
Caused by: org.postgresql.util.PSQLException: ERROR: value too long for type character varying(32)
	at org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:%d)

The order id is a UUID (%s) which is 36 chars. Hibernate %s.`, rn(200, 300), rn(30, 200), rn(2600, 2800), b.K(uuid()), b.K("6.4.4.Final"))
	})

	regC("clean_env_example", func(b *B) string {
		return f(`Is it OK to commit .env.example? Ours:

~~~
DATABASE_URL=postgres://postgres:postgres@localhost:5432/app_dev
REDIS_URL=redis://localhost:6379/0
STRIPE_SECRET_KEY=%s
STRIPE_WEBHOOK_SECRET=%s
OPENAI_API_KEY=%s
SMTP_PASSWORD=%s
JWT_SECRET=%s
SENTRY_DSN=
~~~`, b.K(pick("sk_test_your_key_here", "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "<your-stripe-secret>")), b.K(pick("whsec_...", "whsec_test_secret")), b.K(pick("sk-...", "YOUR_OPENAI_KEY", "<openai-key>")), b.K(pick("changeme", "********", "${SMTP_PASSWORD}")), b.K(pick("replace-me", "<random-32-bytes>", "${JWT_SECRET}")))
	})

	regC("clean_compose_vars", func(b *B) string {
		return f(`~~~yaml
services:
  db:
    image: postgres:%s
    environment:
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}
    volumes: ["pgdata:/var/lib/postgresql/data"]
    ports: ["%s:5432"]
  api:
    image: ghcr.io/acme/api@%s
    env_file: .env
    ports: ["8080:8080"]
    deploy:
      resources: { limits: { cpus: "1.5", memory: 768M } }
volumes:
  pgdata: {}
~~~

"invalid interpolation format for services.db.environment.POSTGRES_PASSWORD" on compose %s — is the :? syntax not supported?`, b.K("16.2-alpine"), b.K(f("%d", rn(15432, 25432))), b.K(sha256h()), b.K("v2.24.6"))
	})

	regC("clean_k8s_deployment", func(b *B) string {
		return f(`~~~yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: checkout
  annotations:
    deployment.kubernetes.io/revision: "%d"
spec:
  replicas: %d
  selector: { matchLabels: { app: checkout } }
  template:
    spec:
      containers:
        - name: checkout
          image: %s.dkr.ecr.eu-west-1.amazonaws.com/checkout@%s
          envFrom:
            - secretRef: { name: checkout-env }
          env:
            - name: STRIPE_API_KEY
              valueFrom: { secretKeyRef: { name: stripe, key: secret-key } }
          ports: [{ containerPort: 8080 }]
          readinessProbe: { httpGet: { path: /healthz, port: 8080 }, periodSeconds: 5 }
~~~
Rollout stuck at "%d of %d updated replicas are available".`, rn(2, 90), rn(2, 12), b.K(dg(12)), b.K(sha256h()), rn(1, 3), rn(4, 8))
	})

	regC("clean_gha_secret_refs", func(b *B) string {
		return f(`~~~yaml
- name: Publish
  run: npm publish --provenance
  env:
    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
- name: Notify
  uses: slackapi/slack-github-action@v%s
  with:
    channel-id: "%s"
    slack-message: "Released ${{ github.ref_name }} (${{ github.sha }})"
  env:
    SLACK_BOT_TOKEN: ${{ secrets.SLACK_BOT_TOKEN }}
~~~
Why is secrets.NPM_TOKEN empty in workflows triggered from forks?`, b.K("1.26.0"), b.K("C0"+rs(upperC+digitC, 9)))
	})

	regC("clean_ci_log_masked", func(b *B) string {
		return f(`%s Run curl -fsS -H "Authorization: Bearer ***" https://api.%s/deploy
%s   %% Total    %% Received %% Xferd  Average Speed   Time    Time     Time  Current
%s 100   %d  100   %d    0     0   %d      0 --:--:-- --:--:-- --:--:--  %d
%s {"deployment_id":%d,"status":"queued","sha":"%s"}
%s ##[error]Process completed with exit code 22.`, b.K(isoTS()), pickL(workDomains), isoTS(), isoTS(), rn(40, 400), rn(40, 400), rn(100, 2000), rn(100, 2000), isoTS(), rn(10000, 999999), b.K(sha40()), isoTS())
	})

	regC("clean_curl_trace", func(b *B) string {
		return f(`< HTTP/2 429
< date: %s
< content-type: application/problem+json
< retry-after: %d
< x-ratelimit-limit: %d
< x-ratelimit-remaining: 0
< x-ratelimit-reset: %s
< etag: W/"%s"
< x-amzn-requestid: %s
<
{"type":"https://httpstatuses.io/429","title":"Too Many Requests","detail":"quota of %d req/min exceeded"}

Should the client honour retry-after or x-ratelimit-reset?`, b.K(tm().Format("Mon, 02 Jan 2006 15:04:05 GMT")), rn(1, 120), rn(60, 6000), b.K(f("%d", unixT())), b.K(rs(hexC, 16)), b.K(uuid()), rn(60, 6000))
	})

	regC("clean_sql_schema", func(b *B) string {
		return f(`~~~sql
CREATE TABLE customers (
  id           bigserial PRIMARY KEY,
  email        citext NOT NULL UNIQUE,
  phone_e164   varchar(16) CHECK (phone_e164 ~ '^\+[1-9][0-9]{7,14}$'),
  ssn_last4    char(4),
  card_token   text,           -- e.g. %s, never the PAN
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX CONCURRENTLY idx_customers_created ON customers (created_at DESC);
~~~
Is citext still recommended on Postgres %s or should I use a nondeterministic collation?`, b.K("tok_"+rs(alnumC, 24)), b.K("16"))
	})

	regC("clean_sql_explain", func(b *B) string {
		return f(`~~~
Limit  (cost=0.56..%d.%02d rows=50 width=%d) (actual time=0.041..%d.%03d rows=50 loops=1)
  ->  Index Scan using idx_orders_created on orders  (cost=0.56..%s.%02d rows=%d width=%d)
        Filter: (status = 'paid'::text)
        Rows Removed by Filter: %d
Planning Time: 0.%03d ms
Execution Time: %d.%03d ms
~~~
Why does the planner not use the partial index on status?`, rn(10, 900), rn(0, 99), rn(40, 300), rn(1, 900), rn(0, 999), b.K(f("%d", rn(100000, 9999999))), rn(0, 99), rn(100000, 9999999), rn(40, 300), rn(10000, 999999), rn(50, 999), rn(1, 900), rn(0, 999))
	})

	regC("clean_package_lock", func(b *B) string {
		return f(`~~~json
"node_modules/@babel/core": {
  "version": "%s",
  "resolved": "https://registry.npmjs.org/@babel/core/-/core-%s.tgz",
  "integrity": "sha512-%s==",
  "dependencies": { "@ampproject/remapping": "^2.2.0", "@babel/code-frame": "^7.24.2" }
}
~~~
npm ci fails with EINTEGRITY on this entry only.`, b.K("7.24.5"), "7.24.5", b.K(rs(b64C, 86)))
	})

	regC("clean_go_sum", func(b *B) string {
		return f(`go: verifying module: checksum mismatch
	downloaded: h1:%s=
	go.sum:     h1:%s=

github.com/jackc/pgx/v5 %s h1:%s=
github.com/jackc/pgx/v5 %s/go.mod h1:%s=

SECURITY ERROR — should I just delete go.sum?`, b.K(rs(b64C, 43)), b.K(rs(b64C, 43)), b.K("v5.5.5"), rs(b64C, 43), "v5.5.5", rs(b64C, 43))
	})

	regC("clean_git_log_oneline", func(b *B) string {
		var ls []string
		for i := 0; i < 5; i++ {
			ls = append(ls, f("%s %s (#%d)", b.K(sha7()), pick("fix(api): handle 429 retry-after", "chore(deps): bump axios from 1.6.7 to 1.7.2", "feat: add idempotency keys to /payments", "refactor: split OrderService", "test: add luhn edge cases", "docs: explain token rotation"), rn(100, 9999)))
		}
		return "git bisect points to one of these, how do I test a merge commit?\n\n~~~\n" + strings.Join(ls, "\n") + "\n~~~"
	})

	regC("clean_npm_error", func(b *B) string {
		return f(`npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! While resolving: acme-web@%s
npm ERR! Found: react@%s
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^17.0.0" from react-beautiful-dnd@%s
npm ERR! A complete log of this run can be found in: /Users/dev/.npm/_logs/%s-debug-0.log`, b.K(ver()), b.K("18.3.1"), b.K("13.1.1"), b.K(tm().Format("2006-01-02T15_04_05_000Z")))
	})

	regC("clean_regex_question", func(b *B) string {
		return f(`Validating US formats in a form, I have:

~~~js
const SSN = /^(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/;
const PHONE = /^\(?([2-9]\d{2})\)?[-. ]?(\d{3})[-. ]?(\d{4})$/;
SSN.test("%s");   // false, good
SSN.test("XXX-XX-XXXX"); // false
PHONE.test("%s"); // placeholder from the design mock
~~~

Does the SSN regex also need to reject 987-65-4320 to 987-65-4329?`, b.K(badSSN()), b.K(pick("(555) 555-5555", "555-555-5555", "(000) 000-0000")))
	})

	regC("clean_aws_docs_example", func(b *B) string {
		return f(`The AWS docs use these in every example:

~~~
[default]
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
region = %s
~~~

Running ¦aws s3 ls¦ with them gives InvalidAccessKeyId, as expected. How do I point the CLI at LocalStack (%s) on port 4566 instead?`, pick("us-east-1", "eu-west-1", "ap-southeast-2"), b.K("3.4.0")) + keepAll(b, "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
	})

	regC("clean_jwt_truncated", func(b *B) string {
		return f(`After login the response has ¦{"token_type": "Bearer", "expires_in": %d, "access_token": "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9..."}¦ (I cut it). The header decodes to ¦{"alg":"RS256","typ":"JWT"}¦ but jwt.io says "invalid signature" — it wants the public key from https://auth.%s/.well-known/jwks.json (kid %s). Where do I paste it?`, rn(300, 86400), pickL(workDomains), b.K(rs(alnumC, 20))) + keepAll(b, "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9...")
	})

	regC("clean_trace_ids", func(b *B) string {
		return f(`%s INFO  [%s,%s] o.a.c.c.C.[Tomcat].[localhost] : request GET /api/orders/%s completed in %dms status=200 bytes=%d
%s WARN  [%s,%s] c.a.o.OrderClient : retry %d/3 after %dms (idempotency-key=%s)

Why do trace and span ids repeat across pods?`, b.K(isoTS()), b.K(traceID()), b.K(rs(hexC, 16)), b.K(uuid()), rn(3, 900), rn(100, 90000), isoTS(), traceID(), rs(hexC, 16), rn(1, 3), rn(100, 3000), b.K(uuid()))
	})

	regC("clean_snowflake_ids", func(b *B) string {
		return f(`Discord message ids lose precision in JS: %s becomes %s00. Also our event timestamps in ns (%s) are off by a few hundred. Is BigInt the only option? Channel %s, guild %s.`, b.K(snowflake()), snowflake()[:17], b.K(nsTime()), b.K(snowflake()), b.K(snowflake()))
	})

	regC("clean_luhn_fail_numbers", func(b *B) string {
		return f(`Our order numbers are 16 digits and the fraud tool flags them as cards. Samples: %s, %s, %s. None pass Luhn. Tracking ref %s, invoice %s. How do I whitelist them?`, b.K(badCard()), b.K(badCard()), b.K(badCard()), b.K("1Z"+strings.ToUpper(rs(alnumC, 16))), b.K(orderNo()))
	})

	regC("clean_kubectl_get_pods", func(b *B) string {
		var ls []string
		for i := 0; i < 4; i++ {
			ls = append(ls, f("%-34s %d/1     %-16s %-3d %dd   %s   %s", b.K("api-"+podHash()), rn(0, 1), pick("Running", "CrashLoopBackOff", "Running", "Pending"), rn(0, 40), rn(1, 30), privIP(), "ip-"+strings.ReplaceAll(privIP(), ".", "-")+".eu-west-1.compute.internal"))
		}
		return "~~~\nNAME                               READY   STATUS           RESTARTS AGE  IP           NODE\n" + strings.Join(ls, "\n") + "\n~~~\nOne pod restarts every ~6 minutes with exit code 137 (OOMKilled?)"
	})

	regC("clean_terraform_plan", func(b *B) string {
		return f(`~~~
  # aws_iam_role_policy_attachment.ci will be created
  + resource "aws_iam_role_policy_attachment" "ci" {
      + id         = (known after apply)
      + policy_arn = "arn:aws:iam::%s:policy/ci-deploy"
      + role       = "ci-%s"
    }
  # aws_instance.bastion must be replaced
-/+ resource "aws_instance" "bastion" {
      ~ ami           = "ami-%s" -> "ami-%s" # forces replacement
      ~ id            = "i-%s" -> (known after apply)
Plan: %d to add, 0 to change, 1 to destroy.
~~~`, b.K(dg(12)), rs(lalnumC, 6), b.K(rs(hexC, 17)), rs(hexC, 17), b.K(rs(hexC, 17)), rn(1, 9))
	})

	regC("clean_nginx_conf", func(b *B) string {
		return f(`~~~nginx
upstream api {
    server %s:8080 max_fails=3 fail_timeout=30s;
    server %s:8080 backup;
    keepalive 64;
}
server {
    listen 443 ssl;
    ssl_certificate     /etc/letsencrypt/live/%s/fullchain.pem;
    client_max_body_size 25m;
    location / { proxy_pass http://api; proxy_read_timeout 120s; }
}
~~~
502 after reload, error.log: "upstream prematurely closed connection while reading response header"`, b.K(privIP()), b.K(privIP()), pickL(workDomains))
	})

	regC("clean_dockerfile", func(b *B) string {
		return f(`~~~dockerfile
FROM node:%s AS build
ARG NPM_TOKEN
WORKDIR /app
COPY package*.json .npmrc ./
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci --omit=dev
FROM gcr.io/distroless/nodejs20-debian12@%s
COPY --from=build /app /app
EXPOSE 3000
USER 65532:65532
~~~
Is ARG NPM_TOKEN still leaked into the image history if I use a secret mount?`, b.K("20.12.2-alpine3.19"), b.K(sha256h()))
	})

	regC("clean_requirements", func(b *B) string {
		return f(`pip install fails on Python 3.13:

~~~
numpy==%s
pandas==%s
psycopg[binary]==%s
cryptography==%s --hash=sha256:%s
~~~

ERROR: Could not find a version that satisfies the requirement numpy==%s`, b.K("1.26.4"), b.K("2.2.2"), b.K("3.1.18"), b.K("42.0.5"), b.K(rs(hexC, 64)), "1.26.4")
	})

	regC("clean_mysql_processlist", func(b *B) string {
		return f(`~~~
+--------+---------+------------------+---------+---------+------+--------------+------------------------------------------+
| Id     | User    | Host             | db      | Command | Time | State        | Info                                     |
+--------+---------+------------------+---------+---------+------+--------------+------------------------------------------+
| %d | app     | %s:%d | shop    | Query   | %4d | Sending data | SELECT * FROM order_items WHERE order_id |
| %d | repl    | %s:%d | NULL    | Binlog  | %4d | Master has s | NULL                                     |
+--------+---------+------------------+---------+---------+------+--------------+------------------------------------------+
~~~
Which of these blocks the ALTER TABLE?`, rn(100000, 999999), b.K(privIP()), rn(30000, 60000), rn(1, 9999), rn(100000, 999999), privIP(), rn(30000, 60000), rn(1, 9999))
	})

	regC("clean_prometheus_metrics", func(b *B) string {
		return f(`~~~
# HELP http_requests_total Total HTTP requests.
# TYPE http_requests_total counter
http_requests_total{code="200",method="GET",route="/api/orders/:id"} %d %s
http_requests_total{code="401",method="POST",route="/api/login"} %d %s
process_resident_memory_bytes %d
go_gc_duration_seconds{quantile="0.99"} %s
~~~
rate() over 5m shows spikes that don't match the logs.`, rn(100000, 99999999), b.K(msTime()), rn(100, 99999), msTime(), rn(100000000, 999999999), b.K(f("0.00%d", rn(1000, 9999))))
	})

	regC("clean_go_test_invalid", func(b *B) string {
		return f(`~~~go
func TestRejects(t *testing.T) {
	for _, pan := range []string{"%s", "%s", "0000 0000 0000 0000", "1234-5678"} {
		if ValidPAN(pan) {
			t.Errorf("ValidPAN(%%q) = true", pan)
		}
	}
	for _, ssn := range []string{"%s", "%s", "123-45-678"} {
		if ValidSSN(ssn) {
			t.Errorf("ValidSSN(%%q) = true", ssn)
		}
	}
}
~~~
Coverage says the Luhn branch isn't hit — why?`, b.K(badCard()), b.K(badCard()), b.K(badSSN()), b.K(badSSN()))
	})

	regC("clean_openapi_security", func(b *B) string {
		return f(`~~~yaml
openapi: 3.0.3
info: { title: Orders API, version: %s }
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
      bearerFormat: JWT
    apiKey:
      type: apiKey
      in: header
      name: X-API-Key
  schemas:
    Customer:
      properties:
        email: { type: string, format: email, example: "<customer-email>" }
        phone: { type: string, example: "+1XXXXXXXXXX" }
security: [{ bearerAuth: [] }]
~~~
Swagger UI sends "Authorization: Bearer undefined" before I click Authorize.`, b.K(ver())) + keepAll(b, "Authorization: Bearer undefined", "<customer-email>", "+1XXXXXXXXXX")
	})

	regC("clean_stripe_ids", func(b *B) string {
		return f(`Which of these ids are safe to log? From a test-mode webhook: customer %s, payment_intent %s, charge %s, event %s, publishable key %s, card brand visa last4 %s exp %02d/%d.`, b.K(stripeID("cus")), b.K(stripeID("pi")), b.K(stripeID("ch")), b.K(stripeID("evt")), b.K(pkLive()), b.K(dg(4)), rn(1, 12), rn(2026, 2031))
	})

	regC("clean_ssh_pubkey", func(b *B) string {
		return f(`Server still asks for a password. ~/.ssh/authorized_keys on the host:

~~~
%s deploy@ci-runner-%d
%s
~~~

Permissions: drwx------ .ssh, -rw------- authorized_keys. sshd -T shows pubkeyauthentication yes. OpenSSH_%s`, b.K(sshPub()), rn(1, 9), b.K("ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB"+rs(b64C, 80)+"="), b.K("9.6p1"))
	})

	regC("clean_gpg_fingerprint", func(b *B) string {
		fp := strings.ToUpper(rs(hexC, 40))
		var g []string
		for i := 0; i < 40; i += 4 {
			g = append(g, fp[i:i+4])
		}
		return f(`git commit -S fails: "gpg: signing failed: No secret key"

~~~
$ gpg --list-secret-keys --keyid-format=long
sec   ed25519/%s %s [SC] [expires: %s]
      %s
ssb   cv25519/%s %s [E]
~~~

git config user.signingkey is set to %s.`, b.K(fp[24:]), dateS(), dateS(), b.K(strings.Join(g, " ")), strings.ToUpper(rs(hexC, 16)), dateS(), fp[24:])
	})

	regC("clean_changelog", func(b *B) string {
		return f(`## [%s] - %s
### Fixed
- Retry on HTTP 429 honours Retry-After (#%d)
- ¦Bearer¦ scheme is matched case-insensitively (#%d)
### Security
- Bump jsonwebtoken to %s (CVE-2022-23529)

Should I put CVE ids in the changelog or only in GHSA-%s?`, b.K(ver()), b.K(dateS()), rn(1000, 9999), rn(1000, 9999), b.K("9.0.2"), b.K(rs("23456789cfghjmpqrvwx", 4)+"-"+rs("23456789cfghjmpqrvwx", 4)+"-"+rs("23456789cfghjmpqrvwx", 4)))
	})

	regC("clean_cron_systemd", func(b *B) string {
		return f(`~~~
%s backup-01 systemd[1]: Starting pg-backup.service - Nightly pg_dump...
%s backup-01 pg-backup[%d]: dumped %d tables, %s bytes in %d.%ds
%s backup-01 systemd[1]: pg-backup.service: Deactivated successfully.
~~~
OnCalendar=*-*-* 02:30:00 but it runs at 04:30 — timezone?`, b.K(tm().Format("Jan 02 15:04:05")), tm().Format("Jan 02 15:04:05"), rn(1000, 99999), rn(20, 400), b.K(f("%d", rn(100000000, 9999999999))), rn(5, 900), rn(0, 9), tm().Format("Jan 02 15:04:05"))
	})

	regC("clean_sentry_config", func(b *B) string {
		dsn := "https://" + rs(hexC, 32) + "@o" + dg(6) + ".ingest.sentry.io/" + dg(7)
		return f(`~~~js
Sentry.init({
  dsn: "%s",
  release: "web@%s",
  tracesSampleRate: 0.%d,
  sendDefaultPii: false,
  beforeSend(event) { delete event.user; return event; },
});
~~~
Is it safe to ship the DSN in the client bundle?`, b.K(dsn), b.K(ver()), rn(1, 9))
	})

	regC("clean_ru_question", func(b *B) string {
		return f(`Почему ¦git push¦ падает с ошибкой "RPC failed; HTTP 413 curl 22 The requested URL returned error: 413"?

Репозиторий весит %d МБ, nginx перед GitLab %s. client_max_body_size стоит 512m. Коммит %s, ветка release/%s. Может, дело в http.postBuffer?`, rn(300, 4000), b.K("16.10.2"), b.K(sha7()), b.K(ver()))
	})

	regC("clean_pt_question", func(b *B) string {
		return f(`Como validar CPF e CNPJ no Laravel sem pacote externo?

Hoje uso regex ¦^\d{3}\.\d{3}\.\d{3}-\d{2}$¦ mas ela aceita %s, que é inválido. Laravel %s, PHP %s. Alguém tem uma Rule pronta?`, b.K("111.111.111-11"), b.K("11.9.2"), b.K("8.3.7"))
	})

	regC("clean_ja_question", func(b *B) string {
		return f(`Rails 7.1 で ActiveStorage の直接アップロードが 403 になる

S3 のバケットポリシーは変更していません。リクエスト ID は %s、発生時刻は %s (JST) です。CORS の AllowedOrigins に http://localhost:3000 は入っています。aws-sdk-s3 %s を使っています。`, b.K(strings.ToUpper(rs(hexC+"ABCDEF", 16))), b.K(tm().Format("2006-01-02 15:04:05")), b.K("1.146.1"))
	})

	regC("clean_zh_question", func(b *B) string {
		return f(`Spring Boot 3 启动报错：Failed to configure a DataSource: 'url' attribute is not specified

application.yml 里已经写了 spring.datasource.url=jdbc:mysql://%s:3306/mall?useSSL=false，密码用的是环境变量 ${DB_PASSWORD}。版本 %s，JDK %s。日志时间 %s。`, b.K(privIP()), b.K("3.2.4"), b.K("17.0.10"), b.K(logTS())) + keepAll(b, "${DB_PASSWORD}")
	})

	regC("clean_es_question", func(b *B) string {
		return f(`¿Por qué mi contenedor de MySQL %s se reinicia en bucle?

El log dice ¦[ERROR] [MY-010259] [Server] Another process with pid %d is using UNIX socket file¦. Uso docker compose %s con MYSQL_ROOT_PASSWORD=${MYSQL_ROOT_PASSWORD} y el volumen ./data:/var/lib/mysql.`, b.K("8.0.36"), rn(10, 999), b.K("v2.24.6")) + keepAll(b, "MYSQL_ROOT_PASSWORD=${MYSQL_ROOT_PASSWORD}")
	})

	regC("clean_de_question", func(b *B) string {
		return f(`Warum schlägt ¦npm install¦ hinter dem Firmen-Proxy mit UNABLE_TO_GET_ISSUER_CERT_LOCALLY fehl?

Proxy: http://proxy.corp.lan:%d, Zertifikat liegt unter /usr/local/share/ca-certificates/corp-root.crt (SHA-1 %s). Node %s, npm %s.`, rn(3128, 8080), b.K(strings.ToUpper(rs(hexC, 40))), b.K("20.11.1"), b.K("10.5.0"))
	})

	regC("clean_rust_cargo", func(b *B) string {
		return f(`error[E0502]: cannot borrow ¦self.cache¦ as mutable because it is also borrowed as immutable
  --> src/store.rs:%d:%d
   |
%d |         let entry = self.cache.get(&key);
   |                     ---------- immutable borrow occurs here
%d |         self.cache.insert(key, value);
   |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here

rustc %s (%s %s)`, rn(40, 300), rn(5, 40), rn(40, 300), rn(40, 300), b.K("1.78.0"), b.K(rs(hexC, 9)), b.K(dateS()))
	})

	regC("clean_swift_crash", func(b *B) string {
		return f(`Incident Identifier: %s
Hardware Model:      iPhone15,2
OS Version:          iPhone OS %s (%s)
Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
Exception Codes: KERN_INVALID_ADDRESS at %s
Thread 0 Crashed:
0   libswiftCore.dylib  %s swift_retain + 32
1   Acme                %s CartViewModel.total.getter + 148 (CartViewModel.swift:%d)`, b.K(strings.ToUpper(uuid())), b.K("17.4.1"), b.K("21E236"), b.K("0x000000000000"+rs(hexC, 4)), b.K("0x00000001"+rs(hexC, 8)), "0x0000000100"+rs(hexC, 6), rn(20, 300))
	})

	regC("clean_csharp_exception", func(b *B) string {
		return f(`System.InvalidOperationException: Unable to resolve service for type 'Acme.Billing.IInvoiceRepository' while attempting to activate 'Acme.Billing.InvoiceService'.
   at Microsoft.Extensions.DependencyInjection.ActivatorUtilities.ThrowHelperUnableToResolveService(Type type, Type requiredBy)
   at lambda_method%d(Closure, IServiceProvider, Object[])
TraceId: %s, SpanId: %s

.NET %s — I registered it with AddScoped in Program.cs line %d.`, rn(10, 99), b.K("00-"+traceID()+"-"+rs(hexC, 16)+"-01"), rs(hexC, 16), b.K("8.0.4"), rn(10, 90))
	})

	regC("clean_php_error", func(b *B) string {
		return f(`PHP Fatal error:  Uncaught TypeError: number_format(): Argument #1 ($num) must be of type float, string given in /var/www/html/app/Invoice.php:%d
Stack trace:
#0 /var/www/html/app/Invoice.php(%d): number_format('%s', 2, ',', '.')
#1 {main}
  thrown in /var/www/html/app/Invoice.php on line %d

The value comes from MySQL DECIMAL(12,2). PHP %s.`, rn(20, 200), rn(20, 200), b.K("1.234,56"), rn(20, 200), b.K("8.3.6"))
	})

	regC("clean_postman_vars", func(b *B) string {
		return f(`~~~json
{
  "id": "%s",
  "name": "staging",
  "values": [
    { "key": "baseUrl", "value": "https://staging-api.%s", "enabled": true },
    { "key": "access_token", "value": "", "type": "secret", "enabled": true },
    { "key": "tenant_id", "value": "%s", "enabled": true }
  ],
  "_postman_variable_scope": "environment"
}
~~~
The pre-request script sets pm.environment.set("access_token", json.access_token) but {{access_token}} is empty in the next request.`, b.K(uuid()), pickL(workDomains), b.K(uuid())) + keepAll(b, "{{access_token}}")
	})

	regC("clean_product_dump", func(b *B) string {
		return f(`~~~sql
INSERT INTO products (sku, ean, name, price_cents, stock) VALUES
  ('%s', '%s', 'USB-C cable 2m', %d, %d),
  ('%s', '%s', 'Wall charger 65W', %d, %d);
~~~
ERROR 1062 (23000): Duplicate entry for key 'products.ean'`, b.K("SKU-"+dg(6)), b.K("40"+dg(11)), rn(500, 9000), rn(0, 900), b.K("SKU-"+dg(6)), b.K("40"+dg(11)), rn(500, 9000), rn(0, 900))
	})

	regC("clean_base64_configmap", func(b *B) string {
		blob := b64u(f(`{"featureFlags":{"checkout_v2":true,"max_retries":%d},"region":"%s"}`, rn(1, 9), pick("eu-west-1", "us-east-2")))
		return f(`My ConfigMap value is base64 JSON, not a secret:

~~~yaml
binaryData:
  flags.json: %s
~~~

kubectl create configmap --from-file keeps base64-encoding it, how do I store plain JSON?`, b.K(blob))
	})

	regC("clean_agent_transcript", func(b *B) string {
		return f(`Agent trace (tokens redacted by our proxy):

~~~json
{"role":"assistant","tool_calls":[{"id":"call_%s","function":{"name":"github_api","arguments":"{\"path\":\"/repos/acme/%s/pulls/%d\",\"headers\":{\"Authorization\":\"Bearer [REDACTED]\"}}"}}]}
{"role":"tool","content":"{\"number\":%d,\"state\":\"open\",\"head\":{\"sha\":\"%s\"}}"}
~~~
Why does the model call the same endpoint %d times?`, b.K(rs(alnumC, 24)), repoName(), rn(10, 9999), rn(10, 9999), b.K(sha40()), rn(3, 20)) + keepAll(b, "Bearer [REDACTED]")
	})

	regC("clean_ip_ports_netstat", func(b *B) string {
		return f(`~~~
$ ss -tlnp
State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process
LISTEN 0      4096   %s:%s        0.0.0.0:*     users:(("postgres",pid=%d,fd=5))
LISTEN 0      511    0.0.0.0:443          0.0.0.0:*     users:(("nginx",pid=%d,fd=6))
LISTEN 0      4096   [::1]:6379           [::]:*        users:(("redis-server",pid=%d,fd=7))
~~~
Why can't the container reach Postgres on the host?`, b.K(privIP()), "5432", rn(100, 99999), rn(100, 99999), rn(100, 99999))
	})

	regC("clean_http_placeholders", func(b *B) string {
		return f(`The docs show:

~~~bash
curl https://api.%s/v1/me \
  -H "Authorization: Bearer $ACCESS_TOKEN" \
  -H "X-Api-Key: <YOUR_API_KEY>"
~~~

and in Python ¦headers={"Authorization": f"Bearer {os.environ['ACCESS_TOKEN']}"}¦. Where do I get ACCESS_TOKEN from — the dashboard shows only a client id (%s)?`, pickL(workDomains), b.K(rs(lalnumC, 20))) + keepAll(b, "Bearer $ACCESS_TOKEN", "<YOUR_API_KEY>", "os.environ['ACCESS_TOKEN']")
	})

	regC("clean_versions_dates", func(b *B) string {
		return f(`Upgrade matrix we tested on %s:

| component  | from     | to       | result |
|------------|----------|----------|--------|
| postgres   | 14.11    | 16.2     | ok     |
| redis      | 6.2.14   | 7.2.4    | ok     |
| node       | 18.19.1  | 20.12.2  | flaky  |
| kafka      | 3.5.1    | 3.7.0    | failed |

Build %s, pipeline #%d. The kafka failure: "UNKNOWN_TOPIC_OR_PARTITION" for topic orders.v%d.`, b.K(dateS()), b.K(f("%d.%d.%d", rn(2023, 2025), rn(1, 12), rn(100, 9999))), rn(10000, 999999), rn(1, 5))
	})
}

// keepAll marks fixed look-alikes already written into the text; returns "".
func keepAll(b *B, ks ...string) string {
	for _, k := range ks {
		b.K(k)
	}
	return ""
}
