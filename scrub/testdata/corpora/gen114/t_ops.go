package main

// Templates: shell sessions, env files, docker-compose, Kubernetes, CI,
// infrastructure config.

import (
	"encoding/base64"
	"strings"
)

func init() {
	reg("sh_curl_verbose", func(b *B) string {
		t := b.Sec(pick(opaque(32), rsx(b64uC, 43), slackBot(), glpat(), ghp()))
		rid := b.K(uuid())
		return f(`$ curl -v https://api.bluefinapps.io/v3/devices -H "Authorization: Bearer %s"
*   Trying %s:443...
* Connected to api.bluefinapps.io (%s) port 443
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384
> GET /v3/devices HTTP/2
> Host: api.bluefinapps.io
> User-Agent: curl/%s
> Accept: */*
> Authorization: Bearer %s
>
< HTTP/2 401
< content-type: application/json
< content-length: %d
< x-request-id: %s
< www-authenticate: Bearer error="invalid_token"
{"error":"invalid_token","error_description":"token revoked"}

Why "revoked"? I created it %d minutes ago.`, t, b.K("52.18."+f("%d.%d", rn(0, 255), rn(1, 254))), "52.18.0.1", b.K("8.5.0"), t, rn(40, 120), rid, rn(2, 59))
	})

	reg("sh_curl_user", func(b *B) string {
		var cred, v string
		switch R.Intn(3) {
		case 0:
			v = b.Sec(stripeSK())
			cred = v + ":"
		case 1:
			v = b.Pw()
			cred = "deploy-bot:" + v
		default:
			v = b.Sec(pick(opaque(32), rsx(b64uC, 40)))
			cred = b.WorkEmail() + ":" + v
		}
		return f(`curl -u works but the same request from fetch() gets 401. The curl:

~~~bash
curl -s -u %s https://api.%s/v1/charges?limit=%d | jq '.data[0].id'
"%s"
~~~

What's the JS equivalent of -u?`, cred, pick("stripe.com", "kestrelpay.com", "quantaledger.io"), rn(1, 100), b.K(stripeID("ch")))
	})

	reg("sh_bash_history", func(b *B) string {
		g := b.Sec(pick(ghp(), githubPat()))
		id := b.K(akia())
		s := b.Sec(awsSecret())
		return f(`Accidentally pushed my ~/.bash_history to a public dotfiles repo. Here's the part that worries me:

~~~
  %d  export GITHUB_TOKEN=%s
  %d  gh repo clone acme/%s
  %d  export AWS_ACCESS_KEY_ID=%s
  %d  export AWS_SECRET_ACCESS_KEY=%s
  %d  export AWS_REGION=eu-central-1
  %d  terraform plan -out=tfplan
~~~

I force-pushed with the file removed. Is that enough or do I need to rotate?`, rn(100, 500), g, rn(500, 900), repoName(), rn(900, 1200), id, rn(1200, 1500), s, rn(1500, 1800), rn(1800, 2000))
	})

	reg("sh_mysql_cli", func(b *B) string {
		pw := b.Pw()
		var rows []string
		for i := 0; i < 2; i++ {
			e := b.Email()
			ph := b.PhoneUS(pick1(1, 0))
			rows = append(rows, f("| %6d | %-32s | %-14s | %s |", rn(1000, 99999), e, ph, b.K(logTS()[:19])))
		}
		return f(`mysql -h 127.0.0.1 -u root -p'%s' crm -e "SELECT id, email, phone, updated_at FROM contacts WHERE phone NOT REGEXP '^[+]' LIMIT 2"
+--------+----------------------------------+----------------+---------------------+
| id     | email                            | phone          | updated_at          |
+--------+----------------------------------+----------------+---------------------+
%s
+--------+----------------------------------+----------------+---------------------+

How do I normalize these to E.164 in one UPDATE?`, pw, strings.Join(rows, "\n"))
	})

	reg("sh_git_log_authors", func(b *B) string {
		p1, p2 := newPerson(), newPerson()
		e1 := b.P("email", emailFor(p1, coin()))
		e2 := b.P("email", emailFor(p2, coin()))
		bot := b.K(f("%d+dependabot[bot]@users.noreply.github.com", 49699333))
		return f(`git filter-repo: how to rewrite only some authors?

~~~
$ git log --format='%%H %%an <%%ae> %%ad' -3
%s %s <%s> %s
%s dependabot[bot] <%s> %s
%s %s <%s> %s
~~~

I want to map both of us to our company addresses.`, b.K(sha40()), p1.Full(), e1, tm().Format("Mon Jan 2 15:04:05 2006 -0700"), b.K(sha40()), bot, tm().Format("Mon Jan 2 15:04:05 2006 -0700"), b.K(sha40()), p2.Full(), e2, tm().Format("Mon Jan 2 15:04:05 2006 -0700"))
	})

	reg("sh_git_remote_token", func(b *B) string {
		t := b.Sec(pick(ghp(), githubPat(), glpat()))
		r := repoName()
		return f(`git push asks for a password even though the remote has the token

~~~
$ git remote -v
origin	https://%s:%s@github.com/acme/%s.git (fetch)
origin	https://%s:%s@github.com/acme/%s.git (push)
upstream	git@github.com:acme-oss/%s.git (fetch)
$ git push origin HEAD
remote: Support for password authentication was removed on August 13, 2021.
fatal: Authentication failed for 'https://github.com/acme/%s.git/'
~~~`, "ci-bot", t, r, "ci-bot", t, r, r, r)
	})

	reg("sh_sshpass", func(b *B) string {
		pw := b.Pw()
		ip := privIP()
		return f(`Ansible can't ssh but sshpass works:

~~~
$ sshpass -p '%s' ssh -o StrictHostKeyChecking=no deploy@%s 'uptime'
 %s up %d days,  3:%02d,  1 user,  load average: 0.%02d, 0.%02d, 0.%02d
~~~

ansible %s says "Permission denied (publickey,password)".`, pw, ip, b.K(tm().Format("15:04:05")), rn(2, 400), rn(0, 59), rn(0, 99), rn(0, 99), rn(0, 99), b.K("core 2.16.6"))
	})

	reg("sh_psql_url", func(b *B) string {
		pw := b.UPw()
		return f(`psql: FATAL: no pg_hba.conf entry for host

~~~
$ psql "postgresql://analytics:%s@%s:5432/warehouse?sslmode=require" -c '\dt'
psql: error: connection to server at "%s" (%s), port 5432 failed: FATAL:  no pg_hba.conf entry for host "%s", user "analytics", database "warehouse", SSL encryption
~~~

PostgreSQL %s`, pw, host(), "pg-prod.internal", b.K(privIP()), b.K(privIP()), b.K("16.2"))
	})

	reg("sh_docker_run_env", func(b *B) string {
		pw := b.UPw()
		k := b.Sec(pick(stripeSK(), sendgrid(), openaiK()))
		return f(`Container exits with code 1 right after start

~~~
$ docker run -d --name api -p 8080:8080 \
    -e DATABASE_PASSWORD=%s \
    -e API_SECRET_KEY=%s \
    -e LOG_LEVEL=debug \
    ghcr.io/acme/%s:%s
%s
$ docker logs api
Error: listen EADDRINUSE: address already in use :::8080
~~~`, pw, k, repoName(), b.K(ver()), b.K(rs(hexC, 64)))
	})

	reg("sh_redis_cli_auth", func(b *B) string {
		pw := b.Pw()
		return f(`redis-cli: WRONGPASS invalid username-password pair

~~~
$ redis-cli -h %s -p 6379 -a '%s' --no-auth-warning PING
(error) WRONGPASS invalid username-password pair or user is disabled.
~~~

redis.conf has ¦requirepass¦ set and ACL file users.acl. Redis %s.`, host(), pw, b.K("7.2.4"))
	})

	reg("sh_docker_login_pat", func(b *B) string {
		t := b.Sec(dockerPat())
		return f(`GitHub Actions: docker login fails "unauthorized: incorrect username or password"

~~~
Run echo "%s" | docker login -u acmebuild --password-stdin
Error response from daemon: Get "https://registry-1.docker.io/v2/": unauthorized: incorrect username or password
Error: Process completed with exit code 1.
~~~

Runner version %s.`, t, b.K("2.316.1"))
	})

	reg("sh_vault_login", func(b *B) string {
		t := b.Sec(vaultT())
		acc := b.K(rs(alnumC, 24))
		return f(`Vault: permission denied on kv/data/payments even with the root-ish policy

~~~
$ vault login %s
Success! You are now authenticated.
Key                  Value
---                  -----
token_accessor       %s
token_duration       768h
token_renewable      true
token_policies       ["default" "payments-ro"]
$ vault kv get kv/payments/stripe
Error reading kv/data/payments/stripe: Error making API request.
Code: 403. Errors: * permission denied
~~~`, t, acc)
	})

	reg("sh_heroku_config", func(b *B) string {
		pw := b.UPw()
		rpw := b.UPw()
		sg := b.Sec(sendgrid())
		return f(`Heroku: app crashes with H10 after adding Redis

~~~
$ heroku config -a acme-%s
=== acme-%s Config Vars
DATABASE_URL:      postgres://u%s:%s@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:5432/d%s
REDIS_URL:         rediss://:%s@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:%d
SENDGRID_API_KEY:  %s
WEB_CONCURRENCY:   2
~~~

~~~
%s heroku[router]: at=error code=H10 desc="App crashed" method=GET path="/" request_id=%s
~~~`, "billing", "billing", rs(lalnumC, 13), pw, rn(3, 54), rn(0, 255), rn(0, 255), rn(0, 255), rs(lalnumC, 14), rpw, rn(3, 54), rn(0, 255), rn(0, 255), rn(0, 255), rn(10000, 30000), sg, b.K(isoTS()), b.K(uuid()))
	})

	// ---- env files and compose ----

	reg("env_file_mixed", func(b *B) string {
		sid := b.K(twilioSID())
		tt := b.Sec(twilioTok())
		sg := b.Sec(sendgrid())
		pw := b.UPw()
		ad := b.WorkEmail()
		return f(`Node can't read my .env in production (dotenv %s). Full file for context:

~~~
NODE_ENV=production
PORT=8080
DATABASE_URL=postgresql://app:%s@%s:5432/app
SENDGRID_API_KEY=%s
TWILIO_ACCOUNT_SID=%s
TWILIO_AUTH_TOKEN=%s
ADMIN_EMAIL=%s
SESSION_TTL_SECONDS=86400
~~~

process.env.DATABASE_URL is undefined at startup.`, b.K("16.4.5"), pw, host(), sg, sid, tt, ad)
	})

	reg("compose_env_literal", func(b *B) string {
		pw := b.UPw()
		mpw := b.UPw()
		js := b.Sec(rsx(alnumC, 48))
		return f(`docker-compose: api can't reach db ("getaddrinfo ENOTFOUND db")

~~~yaml
services:
  db:
    image: postgres:%s
    environment:
      POSTGRES_USER: api
      POSTGRES_PASSWORD: %s
    ports:
      - "5432:5432"
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U api"]
      interval: 5s
      retries: 10
  minio:
    image: minio/minio:RELEASE.%s
    environment:
      MINIO_ROOT_USER: admin
      MINIO_ROOT_PASSWORD: %s
  api:
    build: .
    environment:
      DATABASE_URL: postgres://api:${POSTGRES_PASSWORD}@db:5432/api
      JWT_SECRET: %s
    depends_on:
      db:
        condition: service_healthy
~~~`, b.K(pick("16.2-alpine", "15.6", "14.11-bullseye")), pw, b.K(tm().Format("2006-01-02T15-04-05Z")), mpw, js)
	})

	// ---- Kubernetes ----

	reg("k8s_secret_data", func(b *B) string {
		pw := password()
		ak := opaque(40)
		e1 := b.Sec(uniq(func() string { return base64.StdEncoding.EncodeToString([]byte(pw)) }))
		e2 := b.Sec(uniq(func() string { return base64.StdEncoding.EncodeToString([]byte(ak)) }))
		return f(`Pod can't read the secret: "couldn't find key db-password in Secret"

~~~yaml
apiVersion: v1
kind: Secret
metadata:
  name: billing-secrets
  namespace: billing
  resourceVersion: "%d"
  uid: %s
type: Opaque
data:
  db-user: YmlsbGluZw==
  db-passwd: %s
  api-key: %s
~~~

Deployment refers to key db-password. kubectl %s.`, rn(100000, 9999999), b.K(uuid()), e1, e2, b.K("v1.29.3"))
	})

	reg("k8s_secret_stringdata", func(b *B) string {
		pw := b.UPw()
		w := b.Sec(whsec())
		return f(`kubectl apply shows "configured" but the pod still uses the old value

~~~yaml
apiVersion: v1
kind: Secret
metadata:
  name: orders-env
type: Opaque
stringData:
  DATABASE_URL: "postgres://orders:%s@orders-db.orders.svc.cluster.local:5432/orders"
  STRIPE_WEBHOOK_SECRET: "%s"
  FEATURE_FLAGS: "checkout_v2,fast_refunds"
~~~

Do I need to restart the deployment? (k8s %s)`, pw, w, b.K("1.28.7"))
	})

	reg("k8s_deployment_env_value", func(b *B) string {
		k := b.Sec(pick(openaiK(), anthropicK(), hex32()))
		dig := b.K(sha256h())
		return f(`CrashLoopBackOff: "OPENAI_API_KEY is not set" although it's in the manifest

~~~yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: summarizer
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: app
          image: registry.gitlab.com/acme/summarizer@%s
          env:
            - name: LLM_API_KEY
              value: "%s"
            - name: DB_PASSWORD
              valueFrom:
                secretKeyRef:
                  name: summarizer-db
                  key: password
          resources:
            limits: { cpu: "500m", memory: "512Mi" }
~~~`, dig, k)
	})

	reg("k8s_kubeconfig_token", func(b *B) string {
		t := b.P("jwt", jwtWith("kubernetes/serviceaccount"))
		ca := b.K("LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM" + rs(b64C, 60))
		return f(`kubectl: "error: You must be logged in to the server (Unauthorized)" with a service account kubeconfig

~~~yaml
apiVersion: v1
kind: Config
clusters:
- cluster:
    certificate-authority-data: %s
    server: https://%s:6443
  name: prod
users:
- name: ci-deployer
  user:
    token: %s
contexts:
- context: {cluster: prod, user: ci-deployer, namespace: apps}
  name: prod
current-context: prod
~~~`, ca, b.K(privIP()), t)
	})

	reg("k8s_logs_config_dump", func(b *B) string {
		pw := b.Pw()
		t := b.Sec(pick(opaque(32), rsx(b64uC, 40)))
		pod := "payments-api-" + podHash()
		return f(`$ kubectl logs %s -n payments --tail=6
%s INFO  Starting payments-api %s
%s DEBUG Loaded config: {db_host=pg-primary, db_user=payments, db_password=%s, api_token=%s, pool=20}
%s INFO  Listening on :8080
%s ERROR health check failed: context deadline exceeded

our logger prints the whole config at DEBUG, how do I mask it in logback/logrus?`, b.K(pod), b.K(isoTS()), b.K("v"+ver()), isoTS(), pw, t, isoTS(), isoTS())
	})

	// ---- CI ----

	reg("gha_workflow_hardcoded", func(b *B) string {
		t := b.Sec(pick(npmT(), pypiT(), sonarT()))
		return f(`GitHub Actions: publish step can't see NODE_AUTH_TOKEN

~~~yaml
name: release
on:
  push:
    tags: ["v*"]
jobs:
  publish:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 20, registry-url: "https://registry.npmjs.org" }
      - run: npm ci
      - run: npm publish
        env:
          NODE_AUTH_TOKEN: %s
          GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}
~~~

(I put the token inline to test, will move it to secrets.)`, t)
	})

	reg("ci_log_unmasked", func(b *B) string {
		t := b.Sec(pick(glpat(), ghp(), hfT(), dockerPat(), doToken()))
		return f(`Job #%d log: the token shows in clear text even though it's a masked variable

~~~
Running with gitlab-runner %s (%s)
  on docker-runner-%d %s, system ID: s_%s
$ echo "Using token ${DEPLOY_TOKEN:0:60}"
Using token %s
$ ./deploy.sh --env production --version %s
[%s] deploy: pushing image sha256:%s
~~~

Masking requires 8+ chars and no spaces — it has neither problem.`, rn(100000, 9999999), b.K("16.11.1"), b.K(sha7()), rn(1, 9), rs(lalnumC, 8), rs(hexC, 12), t, b.K(ver()), b.K(tm().Format("15:04:05")), rs(hexC, 12))
	})

	reg("gitlab_ci_vars", func(b *B) string {
		st := b.Sec(sonarT())
		rt := b.Sec(glpat())
		return f(`.gitlab-ci.yml: sonar-scanner "Not authorized" on MR pipelines only

~~~yaml
variables:
  SONAR_HOST_URL: "https://sonar.corp.lan"
  SONAR_TOKEN: "%s"
  GIT_DEPTH: "0"

sonarqube-check:
  image: sonarsource/sonar-scanner-cli:%s
  script:
    - docker login -u gitlab-ci-token -p $CI_JOB_TOKEN $CI_REGISTRY
    - git clone https://oauth2:%s@gitlab.corp.lan/platform/shared-ci.git
    - sonar-scanner -Dsonar.qualitygate.wait=true
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
~~~`, st, b.K("5.0.1"), rt)
	})

	reg("terraform_provider_keys", func(b *B) string {
		id := b.K(akia())
		s := b.Sec(awsSecret())
		dd := b.Sec(hex32())
		return f(`terraform plan: "No valid credential sources found" after upgrading provider

~~~hcl
provider "aws" {
  region     = "us-east-1"
  access_key = "%s"
  secret_key = "%s"
}

provider "datadog" {
  api_key = "%s"
  app_key = var.datadog_app_key
}
~~~

hashicorp/aws %s, Terraform %s.`, id, s, dd, b.K("5.46.0"), b.K("1.8.2"))
	})

	reg("ansible_group_vars", func(b *B) string {
		p1 := b.Pw()
		p2 := b.Pw()
		return f(`Ansible mysql_user module: "unable to connect to database, check login_user and login_password"

~~~yaml
# group_vars/dbservers.yml
ansible_user: ubuntu
ansible_become_pass: %s
mysql_root_password: %s
mysql_port: 3306
mysql_databases:
  - name: erp
    encoding: utf8mb4
~~~

ansible-core %s, community.mysql %s`, p1, p2, b.K("2.15.9"), b.K("3.9.0"))
	})

	reg("nginx_basic_upstream", func(b *B) string {
		u := pick("monitor", "grafana", "metrics", "svc-proxy")
		pw := password()
		ba := b.Sec(basicAuth(u, pw))
		return f(`nginx: upstream returns 401 even though I pass Basic auth

~~~nginx
server {
    listen 443 ssl http2;
    server_name metrics.%s;
    location /api/ {
        proxy_pass http://%s:9090/;
        proxy_set_header Authorization "Basic %s";
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
}
~~~

nginx/%s`, pickL(workDomains), b.K(privIP()), ba, b.K("1.25.4"))
	})

	reg("docker_config_auth", func(b *B) string {
		tok := pick(glpat(), ghp(), dockerPat())
		a := b.Sec(basicAuth("ci-bot", tok))
		return f(`docker pull from GitLab registry: "denied: access forbidden" in Kaniko

~~~json
{
  "auths": {
    "registry.gitlab.com": {
      "auth": "%s"
    }
  },
  "credsStore": "desktop",
  "currentContext": "default"
}
~~~

Kaniko %s, image tag %s`, a, b.K("v1.23.0"), b.K(ver()))
	})

	reg("pypirc_token", func(b *B) string {
		t := b.Sec(pypiT())
		return f(`twine upload: 403 Invalid or non-existent authentication information

~~~ini
[distutils]
index-servers = pypi

[pypi]
username = __token__
password = %s
~~~

twine %s, package version %s`, t, b.K("5.0.0"), b.K(ver()))
	})

	reg("aws_credentials_file", func(b *B) string {
		i1, i2 := b.K(akia()), b.K(akia())
		s1, s2 := b.Sec(awsSecret()), b.Sec(awsSecret())
		return f(`aws sts get-caller-identity uses the wrong profile

~~~ini
# ~/.aws/credentials
[default]
aws_access_key_id = %s
aws_secret_access_key = %s

[prod-admin]
aws_access_key_id = %s
aws_secret_access_key = %s
region = us-west-2
~~~

~~~
$ AWS_PROFILE=prod-admin aws sts get-caller-identity
{"UserId": "AIDA%s", "Account": "%s", "Arn": "arn:aws:iam::%s:user/ci"}
~~~`, i1, s1, i2, s2, rs(upperC+digitC, 17), b.K(dg(12)), dg(12))
	})

	reg("gcp_service_account_json", func(b *B) string {
		body := b.Sec(strings.ReplaceAll(pemBody("rsa"), "\n", "\\n"))
		proj := pick("billing", "analytics", "crm") + "-prod-" + dg(6)
		return f(`google.auth.exceptions.RefreshError: invalid_grant: Invalid JWT Signature

My key file (I know, I'll revoke it):

~~~json
{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----\n",
  "client_id": "%s",
  "token_uri": "https://oauth2.googleapis.com/token"
}
~~~`, b.K(proj), b.K(rs(hexC, 40)), body, b.K(nz(21)))
	})

	reg("ssh_private_key_paste", func(b *B) string {
		kind := pick("openssh", "ec")
		body := b.Sec(pemBody(kind))
		arm := "OPENSSH PRIVATE KEY"
		if kind == "ec" {
			arm = "EC PRIVATE KEY"
		}
		pub := b.K(sshPub())
		return f(`Deploy key: "Load key \"/root/.ssh/id_deploy\": invalid format" in the container

~~~
-----BEGIN %s-----
%s
-----END %s-----
~~~

The public half is in the repo's deploy keys:
~~~
%s deploy@ci-runner-%d
~~~

I copy it via a build arg. What breaks the format?`, arm, body, arm, pub, rn(1, 9))
	})
}
