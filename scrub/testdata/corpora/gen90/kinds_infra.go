package main

import (
	"fmt"
	"strings"
)

var nsNames = []string{"prod", "payments", "staging", "default", "backend", "data", "platform"}
var apps = []string{"api", "billing", "worker", "checkout", "notifier", "auth", "reports", "gateway"}
var dbHosts = []string{"db.internal", "pg-primary.prod.svc.cluster.local", "orders-db.c9x2k1.eu-west-1.rds.amazonaws.com", "mysql-0.mysql", "10.20.3.15", "sql-prod.database.windows.net", "cluster0.x7kq2.mongodb.net", "rabbitmq.messaging", "redis-master.cache"}

func infraKinds() []Kind {
	return []Kind{
		{"k8s_secret_yaml", func(b *B) string {
			pw := password()
			key := vtok("stripe")
			e1, e2 := b.Sec(b64std(pw)), b.Sec(b64std(key))
			ns := pick(nsNames...)
			return wrap("gen", fmt.Sprintf("$ kubectl get secret %s-credentials -n %s -o yaml\napiVersion: v1\ndata:\n  DB_PASSWORD: %s\n  DB_USER: %s\n  STRIPE_API_KEY: %s\nkind: Secret\nmetadata:\n  creationTimestamp: \"%s\"\n  name: %s-credentials\n  namespace: %s\n  resourceVersion: \"%s\"\n  uid: %s\ntype: Opaque", pick(apps...), ns, e1, b64std(pick("app", "billing", "postgres_ro")), e2, b.K(isoTS()[:19]+"Z"), pick(apps...), ns, b.N(100000, 99999999), b.UUID()))
		}},
		{"k8s_secret_decoded", func(b *B) string {
			pw := b.Pass()
			em := b.CEmail()
			return wrap("leak", fmt.Sprintf("$ kubectl get secret smtp-relay -o jsonpath='{.data}' | jq 'map_values(@base64d)'\n{\n  \"SMTP_HOST\": \"smtp.%s\",\n  \"SMTP_PASSWORD\": \"%s\",\n  \"SMTP_PORT\": \"587\",\n  \"SMTP_USERNAME\": \"%s\"\n}", pick("sendgrid.net", "mailgun.org", "office365.com", "gmail.com"), pw, em))
		}},
		{"k8s_describe_pod_env", func(b *B) string {
			app := pick(apps...)
			pw := b.Pass()
			em := b.CEmail()
			return wrap("conn", fmt.Sprintf("Name:             %s\nNamespace:        %s\nNode:             ip-%s.ec2.internal/%s\nStatus:           Running\nIP:               %s\nContainers:\n  %s:\n    Image:          ghcr.io/acme/%s:%s\n    Image ID:       ghcr.io/acme/%s@%s\n    Port:           8080/TCP\n    Environment:\n      DB_HOST:        %s\n      DB_USER:        app\n      DB_PASSWORD:    %s\n      ALERT_EMAIL:    %s\n      API_KEY:        <set to the key 'api-key' in secret '%s-keys'>  Optional: false\n    Restart Count:  %s", podName(app), pick(nsNames...), "10-0-1-23", b.IP(), b.IP(), app, app, b.K("v"+ver()), app, b.Digest(), pick(dbHosts...), pw, em, app, b.N(0, 40)))
		}},
		{"k8s_configmap_leak", func(b *B) string {
			dsnPw := b.UPass()
			key := b.Sec(hexKey(32))
			return wrap("leak", fmt.Sprintf("$ kubectl get cm %s-config -o yaml\napiVersion: v1\ndata:\n  application.properties: |\n    spring.datasource.url=jdbc:postgresql://%s:5432/orders\n    spring.datasource.username=orders_app\n    spring.datasource.password=%s\n    datadog.api-key=%s\n    management.endpoints.web.exposure.include=health,info\nkind: ConfigMap\nmetadata:\n  name: %s-config\n  uid: %s", pick(apps...), pick(dbHosts...), dsnPw, key, pick(apps...), b.UUID()))
		}},
		{"k8s_dockerconfigjson", func(b *B) string {
			u := pick("acme-ci", "deploy-bot", username())
			tok := vendorToken()
			used[tok] = true
			auth := b.Sec(basicCred(u, tok))
			return wrap("leak", fmt.Sprintf("$ kubectl get secret regcred -o jsonpath='{.data.\\.dockerconfigjson}' | base64 -d\n{\"auths\":{\"%s\":{\"username\":\"%s\",\"auth\":\"%s\"}}}", pick("ghcr.io", "registry.gitlab.com", "https://index.docker.io/v1/", "acme.azurecr.io"), u, auth))
		}},
		{"kubeconfig_token", func(b *B) string {
			tok := b.JWT()
			return wrap("auth", fmt.Sprintf("$ kubectl config view --raw --minify\napiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: DATA+OMITTED\n    server: https://%s:6443\n  name: %s\ncontexts:\n- context:\n    cluster: %s\n    user: ci-deployer\n  name: ci\nusers:\n- name: ci-deployer\n  user:\n    token: %s\n\nerror: You must be logged in to the server (Unauthorized)", b.IP(), "prod-eu", "prod-eu", tok))
		}},
		{"kubectl_logs_pii", func(b *B) string {
			em := b.Email()
			ssn := pick(b.SSN, b.ITIN)()
			return wrap("leak", fmt.Sprintf("$ kubectl logs %s -n %s --tail=3\n%s INFO  [kyc-worker] verifying applicant id=%s\n%s DEBUG [kyc-worker] payload={\"email\":\"%s\",\"ssn\":\"%s\",\"dob\":\"%s\"}\n%s WARN  [kyc-worker] provider timeout after 30000ms, retry 1/3", podName("kyc"), pick(nsNames...), b.TS(), b.UUID(), b.TS(), em, ssn, b.K(fmt.Sprintf("19%02d-%02d-%02d", rint(50, 99), rint(1, 12), rint(1, 28))), b.TS()))
		}},
		{"docker_inspect_env", func(b *B) string {
			pw := b.UPass()
			tok := b.Sec(vtok("github"))
			return wrap("leak", fmt.Sprintf("$ docker inspect %s --format '{{json .Config.Env}}' | jq .\n[\n  \"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\",\n  \"DATABASE_URL=postgres://app:%s@%s:5432/app?sslmode=require\",\n  \"GITHUB_TOKEN=%s\",\n  \"NODE_ENV=production\",\n  \"GIT_SHA=%s\",\n  \"NODE_VERSION=%s\"\n]", b.Hex(12), pw, pick(dbHosts...), tok, b.SHA(), b.K(fmt.Sprintf("20.%d.0", rint(10, 18)))))
		}},
		{"docker_inspect_full", func(b *B) string {
			pw := b.Pass()
			return wrap("conn", fmt.Sprintf("[\n    {\n        \"Id\": \"%s\",\n        \"Created\": \"%s\",\n        \"Image\": \"%s\",\n        \"Name\": \"/%s-db-1\",\n        \"Config\": {\n            \"Hostname\": \"%s\",\n            \"Env\": [\n                \"MYSQL_ROOT_PASSWORD=%s\",\n                \"MYSQL_DATABASE=shop\",\n                \"GOSU_VERSION=1.17\"\n            ],\n            \"Image\": \"mysql:8.%d\"\n        },\n        \"NetworkSettings\": {\"IPAddress\": \"%s\"}\n    }\n]", b.Hex(64), b.TS(), b.Digest(), pick("shop", "wp", "crm"), b.Hex(12), pw, rint(0, 4), b.IP()))
		}},
		{"docker_compose_config", func(b *B) string {
			sk := b.Sec(vtok("stripe"))
			pw := b.Pass()
			em := b.CEmail()
			return wrap("gen", fmt.Sprintf("$ docker compose config\nname: %s\nservices:\n  web:\n    environment:\n      ADMIN_EMAIL: %s\n      POSTGRES_PASSWORD: %s\n      STRIPE_SECRET_KEY: %s\n      RAILS_ENV: production\n    image: ghcr.io/acme/web:%s\n    ports:\n      - mode: ingress\n        target: 3000\n        published: \"3000\"\n        protocol: tcp", pick("shop", "crm", "portal"), em, pw, sk, b.K(commit()[:7])))
		}},
		{"docker_run_history", func(b *B) string {
			key := b.Sec(awsSecret())
			return wrap("leak", fmt.Sprintf("$ history | grep docker\n  %s  docker build -t etl:latest .\n  %s  docker run --rm -e AWS_ACCESS_KEY_ID=%s -e AWS_SECRET_ACCESS_KEY=%s -e AWS_DEFAULT_REGION=%s etl:latest\n  %s  docker ps -a", b.N(100, 900), b.N(901, 1400), b.K(akia()), key, pick("eu-west-1", "us-east-1", "ap-northeast-1"), b.N(1401, 1999)))
		}},
		{"docker_login_stdin", func(b *B) string {
			tok := b.Sec(vtok("github"))
			return wrap("gen", fmt.Sprintf("$ echo %s | docker login ghcr.io -u %s --password-stdin\nWARNING! Your password will be stored unencrypted in /home/runner/.docker/config.json.\nConfigure a credential helper to remove this warning. See\nhttps://docs.docker.com/engine/reference/commandline/login/#credential-stores\n\nLogin Succeeded", tok, pick("octocat", "acme-bot", lname()+"-dev")))
		}},
		{"docker_history_env", func(b *B) string {
			tok := b.Sec(vtok("npm"))
			return wrap("leak", fmt.Sprintf("$ docker history --no-trunc acme/builder:latest\nIMAGE                                                                     CREATED        CREATED BY                                              SIZE\n%s   2 weeks ago    RUN /bin/sh -c npm ci --omit=dev                        %sMB\n<missing>   2 weeks ago    ENV NPM_TOKEN=%s          0B\n<missing>   2 weeks ago    WORKDIR /app                                            0B", b.Digest(), b.N(40, 400), tok))
		}},
		{"tf_plan_env_vars", func(b *B) string {
			sk := b.Sec(vtok("stripe"))
			b.K("(sensitive value)")
			return wrap("leak", fmt.Sprintf("  # aws_lambda_function.webhook will be updated in-place\n  ~ resource \"aws_lambda_function\" \"webhook\" {\n        id                             = \"%s-webhook\"\n      ~ last_modified                  = \"%s\" -> (known after apply)\n        # (18 unchanged attributes hidden)\n\n      ~ environment {\n          ~ variables = {\n              + \"STRIPE_SECRET_KEY\" = \"%s\"\n                \"LOG_LEVEL\"         = \"info\"\n                \"DB_PASSWORD\"       = (sensitive value)\n            }\n        }\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.", pick("prod", "staging"), b.TS(), sk))
		}},
		{"tf_state_json", func(b *B) string {
			pw := b.Pass()
			return wrap("leak", fmt.Sprintf("$ terraform state pull | jq '.resources[] | select(.type==\"aws_db_instance\") | .instances[0].attributes | {address, username, password, arn}'\n{\n  \"address\": \"%s-db.%s.eu-central-1.rds.amazonaws.com\",\n  \"username\": \"dbadmin\",\n  \"password\": \"%s\",\n  \"arn\": \"arn:aws:rds:eu-central-1:%s:db:%s-db\"\n}", pick("orders", "crm", "ledger"), rs("abcdefghijklmnopqrstuvwxyz0123456789", 12), pw, b.N(100000000000, 999999999999), pick("orders", "crm", "ledger")))
		}},
		{"tf_output_json", func(b *B) string {
			pw := b.Pass()
			key := b.Sec(awsSecret())
			return wrap("gen", fmt.Sprintf("$ terraform output -json\n{\n  \"ci_access_key_id\": {\"sensitive\": false, \"type\": \"string\", \"value\": \"%s\"},\n  \"ci_secret_access_key\": {\"sensitive\": true, \"type\": \"string\", \"value\": \"%s\"},\n  \"db_master_password\": {\"sensitive\": true, \"type\": \"string\", \"value\": \"%s\"},\n  \"vpc_id\": {\"sensitive\": false, \"type\": \"string\", \"value\": \"%s\"}\n}", b.K(akia()), key, pw, b.K("vpc-"+rs(hexd, 17))))
		}},
		{"tf_log_debug_http", func(b *B) string {
			tok := b.Sec(vtok("github"))
			return wrap("auth", fmt.Sprintf("%s [DEBUG] provider.terraform-provider-github_v6.%d.0: ---[ REQUEST ]---------------------------------------\nGET /repos/acme/infra HTTP/1.1\nHost: api.github.com\nUser-Agent: go-github/v57.0.0\nAccept: application/vnd.github.v3+json\nAuthorization: Bearer %s\n\n-----------------------------------------------------\n%s [DEBUG] provider: ---[ RESPONSE ]--- HTTP/2.0 401 Unauthorized\nX-Github-Request-Id: %s", b.TS(), rint(0, 6), tok, b.TS(), b.K(fmt.Sprintf("%s:%s:%s:%s:%s", strings.ToUpper(rs(hexd, 4)), strings.ToUpper(rs(hexd, 5)), strings.ToUpper(rs(hexd, 6)), strings.ToUpper(rs(hexd, 7)), strings.ToUpper(rs(hexd, 8))))))
		}},
		{"ansible_vvv_hostvars", func(b *B) string {
			pw := b.Pass()
			bp := b.Pass()
			ip := b.IP()
			return wrap("conn", fmt.Sprintf("<%s> ESTABLISH SSH CONNECTION FOR USER: deploy\n<%s> SSH: EXEC sshpass -d12 ssh -C -o ControlMaster=auto -o ControlPersist=60s -o User=\"deploy\" -o ConnectTimeout=10 %s '/bin/sh -c '\"'\"'echo ~deploy && sleep 0'\"'\"''\nfatal: [%s]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Invalid/incorrect password: Permission denied, please try again.\", \"unreachable\": true}\n\nhost_vars/%s.yml:\nansible_user: deploy\nansible_password: %s\nansible_become_password: %s", ip, ip, ip, "web-"+fmt.Sprint(rint(1, 9)), "web-1", pw, bp))
		}},
		{"ansible_module_args", func(b *B) string {
			pw := b.Pass()
			return wrap("gen", fmt.Sprintf("TASK [mysql : create application user] ****************************************\ntask path: /home/ci/roles/mysql/tasks/main.yml:%s\nfatal: [db-%d]: FAILED! => {\n    \"changed\": false,\n    \"invocation\": {\n        \"module_args\": {\n            \"check_implicit_admin\": false,\n            \"login_host\": \"localhost\",\n            \"login_password\": \"%s\",\n            \"login_user\": \"root\",\n            \"name\": \"shop\",\n            \"priv\": \"shop.*:ALL\"\n        }\n    },\n    \"msg\": \"unable to connect to database, check login_user and login_password are correct or /root/.my.cnf has the credentials.\"\n}", b.N(10, 90), rint(1, 4), pw))
		}},
		{"ansible_debug_var_pii", func(b *B) string {
			em := b.CEmail()
			ph := b.PhoneF()
			return wrap("gen", fmt.Sprintf("TASK [debug] *******************************************************************\nok: [localhost] => {\n    \"oncall\": {\n        \"email\": \"%s\",\n        \"name\": \"%s\",\n        \"pager\": \"%s\",\n        \"rotation\": \"%s\"\n    }\n}", em, fullName(), ph, pick("primary", "secondary")))
		}},
		{"helm_get_values", func(b *B) string {
			pw := b.Pass()
			sp := b.Pass()
			em := b.CEmail()
			return wrap("gen", fmt.Sprintf("$ helm get values %s -n %s\nUSER-SUPPLIED VALUES:\nauth:\n  existingSecret: \"\"\n  postgresPassword: %s\nconfig:\n  smtp:\n    from: %s\n    host: smtp.%s\n    password: %s\n    port: 587\nimage:\n  tag: %s", pick("keycloak", "gitea", "grafana", "mattermost"), pick(nsNames...), pw, em, pick("sendgrid.net", "mailgun.org", "office365.com"), sp, b.K(ver())))
		}},
		{"helm_install_debug", func(b *B) string {
			key := b.Sec(vtok("slack"))
			return wrap("gen", fmt.Sprintf("$ helm upgrade --install bot ./chart --debug --dry-run --set slack.token=%s\nclient.go:%s: [debug] creating 1 resource(s)\nNAME: bot\nLAST DEPLOYED: %s\nREVISION: %s\nCOMPUTED VALUES:\nreplicaCount: 2\nslack:\n  token: %s", key, b.N(100, 600), b.Date(), b.N(2, 80), key))
		}},
		{"printenv_dump", func(b *B) string {
			gh := b.Sec(vtok("github"))
			aws := b.Sec(awsSecret())
			em := b.Email()
			return wrap("leak", fmt.Sprintf("$ printenv | sort\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nGIT_AUTHOR_EMAIL=%s\nGITHUB_TOKEN=%s\nHOME=/home/%s\nHOSTNAME=%s\nLANG=en_US.UTF-8\nPATH=/usr/local/go/bin:/usr/local/bin:/usr/bin:/bin\nPWD=/workspace\nSHLVL=1\n_=/usr/bin/printenv", b.K(akia()), aws, em, gh, lname(), b.Hex(12)))
		}},
		{"env_dump_dotenv", func(b *B) string {
			sk := b.Sec(vtok("openai"))
			pw := b.UPass()
			sec := b.Sec(uniq(func() string { return secretish(b64, 44) }))
			return wrap("leak", fmt.Sprintf("$ cat .env.production\nAPP_ENV=production\nAPP_URL=https://%s\nDATABASE_URL=mysql://shop:%s@%s:3306/shop\nNEXTAUTH_SECRET=%s\nOPENAI_API_KEY=%s\nSENTRY_DSN=%s\nLOG_LEVEL=info", pick(apiHosts...), pw, pick(dbHosts...), sec, sk, b.K(fmt.Sprintf("https://%s@o%s.ingest.sentry.io/%s", rs(hexd, 32), rs(digits, 6), rs(digits, 7)))))
		}},
		{"windows_set_dump", func(b *B) string {
			pw := b.Pass()
			tok := b.Sec(vtok("nuget"))
			return wrap("gen", fmt.Sprintf("C:\\build> set\nALLUSERSPROFILE=C:\\ProgramData\nAPPDATA=C:\\Users\\%s\\AppData\\Roaming\nBUILD_NUMBER=%s\nCOMPUTERNAME=BUILD-%s\nNUGET_API_KEY=%s\nSQL_SA_PASSWORD=%s\nNUMBER_OF_PROCESSORS=%d\nOS=Windows_NT", capw(lname()), b.N(100, 9999), strings.ToUpper(rs(alnum, 6)), tok, pw, pick(4, 8, 16)))
		}},
		{"powershell_env", func(b *B) string {
			key := b.Sec(uniq(func() string { return secretish(b64, 86) + "==" }))
			return wrap("gen", fmt.Sprintf("PS C:\\> Get-ChildItem Env: | Where-Object Name -like 'AZURE*'\n\nName                           Value\n----                           -----\nAZURE_STORAGE_ACCOUNT          %s\nAZURE_STORAGE_KEY              %s\nAZURE_SUBSCRIPTION_ID          %s\nAZURE_TENANT_ID                %s", "acme"+rs(lower+digits, 8), key, b.UUID(), b.UUID()))
		}},
		{"node_process_env", func(b *B) string {
			pw := b.UPass()
			sec := b.Sec(uniq(func() string { return secretish(b64url, 43) }))
			return wrap("leak", fmt.Sprintf("> console.log(process.env)\n{\n  NODE_ENV: 'production',\n  PORT: '3000',\n  REDIS_URL: 'redis://default:%s@%s:6379',\n  JWT_SECRET: '%s',\n  npm_package_version: '%s',\n  HOSTNAME: '%s'\n}", pw, pick(dbHosts...), sec, b.K(ver()), podName(pick(apps...))))
		}},
		{"gha_log_unmasked", func(b *B) string {
			tok := b.Sec(vtok("npm"))
			b.K("***")
			ts := tsSeq(8)
			for _, t := range ts {
				b.K(t)
			}
			return wrap("leak", fmt.Sprintf("%s ##[group]Run ./scripts/publish.sh\n%s ./scripts/publish.sh\n%s shell: /usr/bin/bash -e {0}\n%s env:\n%s   NPM_TOKEN: ***\n%s ##[endgroup]\n%s + echo \"//registry.npmjs.org/:_authToken=%s\"\n%s npm ERR! code E403", ts[0], ts[1], ts[2], ts[3], ts[4], ts[5], ts[6], tok, ts[7]))
		}},
		{"gha_debug_base64", func(b *B) string {
			pw := password()
			enc := b.Sec(b64std("admin:" + pw))
			used[pw] = true
			b.K("***")
			return wrap("leak", fmt.Sprintf("Run curl -sf -H \"Authorization: Basic $(echo -n admin:${{ secrets.REGISTRY_PASS }} | base64)\" https://nexus.%s/service/rest/v1/status\n##[debug]Evaluating: secrets.REGISTRY_PASS\n##[debug]Result: '***'\n+ curl -sf -H 'Authorization: Basic %s' https://nexus.%s/service/rest/v1/status\ncurl: (22) The requested URL returned error: 401\nError: Process completed with exit code 22.", pick(corpDomains...), enc, pick(corpDomains...)))
		}},
		{"gitlab_ci_log", func(b *B) string {
			tok := b.Sec(uniq(func() string { return "glpat-" + secretish(alnum+"_-", 20) }))
			b.K("[MASKED]")
			return wrap("auth", fmt.Sprintf("Running with gitlab-runner 16.%d.0 (%s)\n  on docker-autoscaler %s, system ID: s_%s\nPreparing the \"docker\" executor\n$ echo \"CI_JOB_TOKEN=[MASKED]\"\n$ curl --fail --header \"PRIVATE-TOKEN: %s\" \"https://gitlab.%s/api/v4/projects/%s/releases\"\ncurl: (22) The requested URL returned error: 403\nCleaning up project directory and file based variables\nERROR: Job failed: exit code 22", rint(0, 11), b.Hex(8), b.K(rs(alnum, 8)), b.Hex(12), tok, pick(corpDomains...), b.N(10, 9999)))
		}},
		{"jenkins_console", func(b *B) string {
			pw := b.Pass()
			b.K("****")
			return wrap("leak", fmt.Sprintf("[Pipeline] withCredentials\nMasking supported pattern matches of $NEXUS_PASS\n[Pipeline] sh\n+ docker login -u deployer -p **** nexus.%s:8443\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n[Pipeline] sh\n+ mvn -B deploy -Dnexus.password=%s -DskipTests\n[INFO] Scanning for projects...\n[INFO] BUILD FAILURE\nFinished: FAILURE", pick(corpDomains...), pw))
		}},
		{"circleci_env_step", func(b *B) string {
			key := b.Sec(hexKey(32))
			return wrap("leak", fmt.Sprintf("#!/bin/bash -eo pipefail\nenv | grep -i datadog\nDATADOG_API_KEY=%s\nDATADOG_SITE=datadoghq.eu\nDD_SERVICE=%s\n\nCircleCI received exit code 0", key, pick(apps...)))
		}},
		{"crash_report_env", func(b *B) string {
			pw := b.UPass()
			tok := b.Sec(vtok("slack"))
			return wrap("gen", fmt.Sprintf("==== CRASH REPORT ====\nProcess:        %s [%s]\nVersion:        %s (build %s)\nException:      SIGSEGV at 0x%s\nThread 0 crashed:\n 0  libpq.so.5       0x%s PQconnectStart + 88\n 1  %s               0x%s main + 412\nEnvironment:\n  PGHOST=%s\n  PGUSER=reporting\n  PGPASSWORD=%s\n  SLACK_BOT_TOKEN=%s\n  TZ=UTC", pick("reportd", "ingestor", "exporter"), b.N(1000, 65000), b.K(ver()), b.N(1000, 9999), b.Hex(12), b.Hex(12), pick("reportd", "ingestor"), b.Hex(12), pick(dbHosts...), pw, tok))
		}},
		{"core_dump_strings", func(b *B) string {
			pw := b.Pass()
			em := b.Email()
			return wrap("leak", fmt.Sprintf("$ strings core.%s | grep -iE 'pass|mail' | head\nMAIL_FROM=%s\nSMTP_PASS=%s\nlibpam.so.0\n/etc/pam.d/passwd\npassword_hash_cost=12", b.N(1000, 60000), em, pw))
		}},
		{"electron_crash_meta", func(b *B) string {
			em := b.Email()
			tok := b.JWT()
			return wrap("gen", fmt.Sprintf("Crash report %s\n  _productName: Acme Desktop\n  _version: %s\n  platform: darwin arm64\n  guid: %s\n  crashpad annotations:\n    user_email: %s\n    last_api_auth: Bearer %s\n    ptype: renderer", b.UUID(), b.K(ver()), b.UUID(), em, tok))
		}},
		{"aws_credentials_file", func(b *B) string {
			k := b.Sec(awsSecret())
			st := b.Sec(uniq(func() string { return "IQoJb3JpZ2luX2Vj" + secretish(b64, 280) }))
			return wrap("auth", fmt.Sprintf("$ aws sts get-caller-identity\nAn error occurred (ExpiredToken) when calling the GetCallerIdentity operation: The security token included in the request is expired\n$ cat ~/.aws/credentials\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s", b.K("ASIA"+rs(upper+"234567", 16)), k, st))
		}},
		{"aws_cli_debug_token", func(b *B) string {
			st := b.Sec(uniq(func() string { return "IQoJb3JpZ2luX2Vj" + secretish(b64, 300) }))
			return wrap("auth", fmt.Sprintf("%s - MainThread - botocore.endpoint - DEBUG - Sending http request: <AWSPreparedRequest stream_output=False, method=POST, url=https://sts.amazonaws.com/, headers={'Content-Type': b'application/x-www-form-urlencoded; charset=utf-8', 'User-Agent': b'aws-cli/2.%d.0', 'X-Amz-Date': b'%s', 'X-Amz-Security-Token': b'%s', 'Content-Length': '43'}>\n%s - MainThread - botocore.parsers - DEBUG - Response headers: {'x-amzn-RequestId': '%s'}", b.LTS(), rint(13, 22), b.K(fmt.Sprintf("2025%02d%02dT%02d%02d%02dZ", rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))), st, b.LTS(), b.UUID()))
		}},
		{"gcloud_log_http", func(b *B) string {
			tok := b.Sec(uniq(func() string { return "ya29.a0" + secretish(b64url, 160) }))
			return wrap("auth", fmt.Sprintf("$ gcloud storage ls --log-http\n=======================\n==== request start ====\nuri: https://storage.googleapis.com/storage/v1/b?project=%s&alt=json\nmethod: GET\n== headers start ==\nb'authorization': b'Bearer %s'\nb'user-agent': b'google-cloud-sdk gcloud/4%d.0.0'\n== headers end ==\n==== request end ====\n---- response start ----\nstatus: 403", pick("acme-prod-"+rs(digits, 4), "data-platform-"+rs(digits, 5)), tok, rint(50, 99)))
		}},
		{"az_cli_debug", func(b *B) string {
			tok := b.JWT()
			return wrap("auth", fmt.Sprintf("cli.azure.cli.core.sdk.policies: Request URL: 'https://management.azure.com/subscriptions/%s/resourcegroups?api-version=2022-09-01'\ncli.azure.cli.core.sdk.policies: Request method: 'GET'\ncli.azure.cli.core.sdk.policies: Request headers:\ncli.azure.cli.core.sdk.policies:     'Authorization': 'Bearer %s'\ncli.azure.cli.core.sdk.policies:     'x-ms-client-request-id': '%s'\ncli.azure.cli.core.sdk.policies: Response status: 403", b.UUID(), tok, b.UUID()))
		}},
		{"npm_debug_log", func(b *B) string {
			tok := b.Sec(uniq(func() string { return "npm_" + secretish(alnum, 36) }))
			return wrap("auth", fmt.Sprintf("%s verbose cli /usr/local/bin/node /usr/local/bin/npm\n%s info using npm@10.%d.0\n%s verbose config //registry.npmjs.org/:_authToken=%s\n%s http fetch PUT 403 https://registry.npmjs.org/@acme%%2fui %sms\n%s verbose stack HttpErrorGeneral: 403 Forbidden - PUT https://registry.npmjs.org/@acme%%2fui", b.N(0, 9), b.N(10, 19), rint(2, 9), b.N(20, 29), tok, b.N(30, 99), b.N(100, 2000), b.N(100, 199)))
		}},
		{"git_remote_token", func(b *B) string {
			tok := b.Sec(uniq(func() string { return "glpat-" + secretish(alnum+"_-", 20) }))
			return wrap("auth", fmt.Sprintf("$ git remote -v\norigin\thttps://oauth2:%s@gitlab.%s/platform/infra.git (fetch)\norigin\thttps://oauth2:%s@gitlab.%s/platform/infra.git (push)\n$ git push\nremote: HTTP Basic: Access denied.\nfatal: Authentication failed for 'https://gitlab.%s/platform/infra.git/'", tok, "acme.dev", tok, "acme.dev", "acme.dev"))
		}},
		{"git_curl_verbose_old", func(b *B) string {
			u := "x-access-token"
			tok := vendorToken()
			used[tok] = true
			cred := b.Sec(basicCred(u, tok))
			return wrap("auth", fmt.Sprintf("$ GIT_CURL_VERBOSE=1 git fetch\n> GET /acme/api.git/info/refs?service=git-upload-pack HTTP/1.1\nHost: github.com\nAuthorization: Basic %s\nUser-Agent: git/2.%d.1\nAccept: */*\n< HTTP/1.1 403 Forbidden\n< X-GitHub-Request-Id: %s", cred, rint(17, 30), b.K(fmt.Sprintf("%s:%s:%s:%s:%s", strings.ToUpper(rs(hexd, 4)), strings.ToUpper(rs(hexd, 5)), strings.ToUpper(rs(hexd, 6)), strings.ToUpper(rs(hexd, 7)), strings.ToUpper(rs(hexd, 8))))))
		}},
		{"vault_login_output", func(b *B) string {
			tok := b.Sec(uniq(func() string { return "hvs.CAESI" + secretish(b64url, 86) }))
			return wrap("leak", fmt.Sprintf("$ vault login -method=userpass username=%s\nSuccess! You are now authenticated. The token information displayed below\nis already stored in the token helper.\n\nKey                    Value\n---                    -----\ntoken                  %s\ntoken_accessor         %s\ntoken_duration         768h\ntoken_renewable        true\ntoken_policies         [\"default\" \"%s\"]", username(), tok, b.K(rs(alnum, 24)), pick("dev", "ops", "readonly")))
		}},
		{"pip_index_leak", func(b *B) string {
			tok := b.Sec(uniq(func() string { return secretish(alnum, 32) }))
			return wrap("auth", fmt.Sprintf("$ poetry install -vvv\nSource (private): Authorization error accessing https://%s:%s@pypi.%s/simple/acme-core/\n  401 Client Error: Unauthorized for url: https://pypi.%s/simple/acme-core/", pick("ci", "deploy", "__token__"), tok, pick(corpDomains...), pick(corpDomains...)))
		}},
	}
}
