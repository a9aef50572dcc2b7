package main

import (
	"fmt"
	"strings"
)

func cleanKinds() []Kind {
	return []Kind{
		{"clean_curl_v_noauth", func(b *B) string {
			host, p := pick(apiHosts...), pick(paths...)
			return wrap("gen", curlPre(b, host, "GET", p)+">\n"+curlResp(b, pick(200, 404, 500, 502))+errBody(b, 500))
		}},
		{"clean_curl_placeholder_token", func(b *B) string {
			host := pick(apiHosts...)
			ph := b.K(pick("$TOKEN", "${API_TOKEN}", "<token>", "<YOUR_ACCESS_TOKEN>", "$ACCESS_TOKEN", "{{token}}"))
			return wrap("auth", fmt.Sprintf("$ curl -v -H \"Authorization: Bearer %s\" https://%s/v1/me\n> GET /v1/me HTTP/2\n> Host: %s\n> authorization: Bearer %s\n>\n< HTTP/2 401\n< www-authenticate: Bearer error=\"invalid_token\"\n< x-request-id: %s\n< content-length: %s", ph, host, host, ph, b.UUID(), b.N(20, 200)))
		}},
		{"clean_curl_trace_tls", func(b *B) string {
			return wrap("conn", fmt.Sprintf("== Info:   Trying %s:443...\n== Info: Connected to %s (%s) port 443\n== Info: TLSv1.3 (OUT), TLS handshake, Client hello (1):\n=> Send SSL data, 512 bytes (0x200)\n0000: 16 03 01 02 00 01 00 01 fc 03 03 %s ..........\n== Info: TLSv1.3 (IN), TLS alert, unknown CA (560):\n== Info: SSL certificate problem: unable to get local issuer certificate\n== Info: Closing connection", b.PubIP(), pick(apiHosts...), b.PubIP(), strings.TrimSpace(strings.Repeat(rs(hexd, 2)+" ", 5))))
		}},
		{"clean_k8s_describe_secretref", func(b *B) string {
			app := pick(apps...)
			return wrap("conn", fmt.Sprintf("Name:         %s\nNamespace:    %s\nPriority:     0\nStart Time:   %s\nIP:           %s\nControlled By:  ReplicaSet/%s-%s\nContainers:\n  %s:\n    Container ID:   containerd://%s\n    Image ID:       ghcr.io/acme/%s@%s\n    Environment:\n      DB_PASSWORD:  <set to the key 'password' in secret '%s-db'>  Optional: false\n      API_TOKEN:    <set to the key 'token' in secret '%s-api'>    Optional: false\n      LOG_LEVEL:    debug\nEvents:\n  Warning  BackOff  %sm (x%s over %sm)  kubelet  Back-off restarting failed container", podName(app), pick(nsNames...), b.Date(), b.IP(), app, b.Hex(10), app, b.Hex(64), app, b.Digest(), app, app, b.N(2, 59), b.N(2, 90), b.N(60, 200)))
		}},
		{"clean_k8s_describe_secret_bytes", func(b *B) string {
			return wrap("gen", fmt.Sprintf("$ kubectl describe secret %s-db -n %s\nName:         %s-db\nNamespace:    %s\nLabels:       app.kubernetes.io/managed-by=Helm\nAnnotations:  meta.helm.sh/release-revision: %s\n\nType:  Opaque\n\nData\n====\npassword:  %s bytes\nusername:  %s bytes\nhost:      %s bytes", pick(apps...), pick(nsNames...), pick(apps...), pick(nsNames...), b.N(1, 90), b.N(12, 40), b.N(3, 12), b.N(10, 60)))
		}},
		{"clean_kubectl_get_events", func(b *B) string {
			return wrap("gen", fmt.Sprintf("LAST SEEN   TYPE      REASON              OBJECT                          MESSAGE\n%sm         Warning   FailedScheduling    pod/%s   0/%s nodes are available: %s Insufficient memory.\n%ss         Normal    Pulled              pod/%s   Container image \"ghcr.io/acme/api@%s\" already present on machine\n%ss         Warning   Unhealthy           pod/%s   Readiness probe failed: Get \"http://%s:8080/healthz\": dial tcp %s:8080: connect: connection refused", b.N(2, 59), podName("api"), b.N(3, 12), b.N(1, 12), b.N(2, 59), podName("api"), b.Digest(), b.N(2, 59), podName("worker"), b.IP(), b.IP()))
		}},
		{"clean_docker_inspect_env", func(b *B) string {
			return wrap("gen", fmt.Sprintf("\"Env\": [\n    \"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\",\n    \"LANG=C.UTF-8\",\n    \"PYTHON_VERSION=3.%d.%d\",\n    \"PYTHON_SHA256=%s\",\n    \"GIT_COMMIT=%s\",\n    \"DATABASE_PASSWORD_FILE=/run/secrets/db_password\"\n],\n\"Image\": \"%s\"", rint(10, 13), rint(0, 9), b.Hex(64), b.SHA(), b.Digest()))
		}},
		{"clean_docker_pull", func(b *B) string {
			return wrap("gen", fmt.Sprintf("$ docker pull ghcr.io/acme/api:%s\n%s: Pulling from acme/api\n%s: Already exists\n%s: Pull complete\n%s: Pull complete\nDigest: %s\nStatus: Downloaded newer image for ghcr.io/acme/api:%s", b.K(ver()), "v"+ver(), b.Hex(12), b.Hex(12), b.Hex(12), b.Digest(), "latest"))
		}},
		{"clean_compose_placeholders", func(b *B) string {
			return wrap("gen", fmt.Sprintf("services:\n  db:\n    image: postgres:16.%d\n    environment:\n      POSTGRES_PASSWORD: %s\n      POSTGRES_USER: app\n    ports:\n      - \"%s:5432\"\n  api:\n    environment:\n      STRIPE_SECRET_KEY: %s\n      JWT_SECRET: %s", rint(1, 6), b.K(pick("${POSTGRES_PASSWORD}", "${DB_PASS:?required}", "changeme")), b.N(5432, 5499), b.K("${STRIPE_SECRET_KEY}"), b.K(pick("${JWT_SECRET}", "<generate-me>", "REPLACE_ME"))))
		}},
		{"clean_tf_plan_sensitive", func(b *B) string {
			b.K("(sensitive value)")
			return wrap("gen", fmt.Sprintf("  # aws_db_instance.main will be created\n  + resource \"aws_db_instance\" \"main\" {\n      + allocated_storage = %s\n      + arn               = (known after apply)\n      + engine_version    = \"16.%d\"\n      + password          = (sensitive value)\n      + username          = \"dbadmin\"\n      + vpc_security_group_ids = [\n          + \"%s\",\n        ]\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.", b.N(20, 500), rint(1, 6), b.K("sg-"+rs(hexd, 17))))
		}},
		{"clean_tf_state_show", func(b *B) string {
			return wrap("gen", fmt.Sprintf("$ terraform state show aws_iam_access_key.ci\n# aws_iam_access_key.ci:\nresource \"aws_iam_access_key\" \"ci\" {\n    create_date = \"%s\"\n    id          = \"%s\"\n    secret      = (sensitive value)\n    status      = \"Active\"\n    user        = \"ci-deployer\"\n}", b.K(isoTS()[:19]+"Z"), b.K(akia())))
		}},
		{"clean_ansible_no_log", func(b *B) string {
			return wrap("gen", fmt.Sprintf("TASK [postgresql : set app user password] *************************************\nfatal: [db-%d]: FAILED! => {\"censored\": \"the output has been hidden due to the fact that 'no_log: true' was specified for this result\", \"changed\": false}\n\nPLAY RECAP *********************************************************************\ndb-%d                       : ok=%s   changed=%s   unreachable=0    failed=1    skipped=%s", rint(1, 3), rint(1, 3), b.N(3, 40), b.N(0, 9), b.N(0, 9)))
		}},
		{"clean_ansible_vvv_ssh", func(b *B) string {
			ip := b.IP()
			return wrap("conn", fmt.Sprintf("<%s> ESTABLISH SSH CONNECTION FOR USER: ubuntu\n<%s> SSH: EXEC ssh -C -o ControlMaster=auto -o ControlPersist=60s -o 'IdentityFile=\"/home/ci/.ssh/deploy_ed25519\"' -o KbdInteractiveAuthentication=no -o PasswordAuthentication=no -o ConnectTimeout=10 -o 'ControlPath=\"/home/ci/.ansible/cp/%s\"' %s '/bin/sh -c '\"'\"'echo ~ubuntu && sleep 0'\"'\"''\n<%s> (255, b'', b'ssh: connect to host %s port 22: Connection timed out\\r\\n')", ip, ip, b.Hex(10), ip, ip, ip))
		}},
		{"clean_helm_values_refs", func(b *B) string {
			return wrap("gen", fmt.Sprintf("$ helm get values %s\nUSER-SUPPLIED VALUES:\nauth:\n  existingSecret: %s-auth\n  secretKeys:\n    adminPasswordKey: admin-password\nimage:\n  digest: %s\nresources:\n  limits:\n    memory: %sMi", pick("keycloak", "grafana", "redis"), pick(apps...), b.Digest(), b.N(256, 4096)))
		}},
		{"clean_printenv_benign", func(b *B) string {
			return wrap("gen", fmt.Sprintf("$ env | sort\nCI=true\nGITHUB_RUN_ID=%s\nGITHUB_SHA=%s\nGOFLAGS=-mod=readonly\nGOPATH=/home/runner/go\nHOSTNAME=%s\nLANG=C.UTF-8\nRUNNER_ARCH=X64\nRUNNER_TEMP=/home/runner/work/_temp\nTZ=UTC", b.N(1000000000, 9999999999), b.SHA(), b.Hex(12)))
		}},
		{"clean_gha_masked", func(b *B) string {
			b.K("***")
			ts := tsSeq(7)
			return wrap("gen", fmt.Sprintf("%s ##[group]Run aws-actions/configure-aws-credentials@v4\n%s with:\n%s   aws-access-key-id: ***\n%s   aws-secret-access-key: ***\n%s   aws-region: eu-west-1\n%s ##[endgroup]\n%s Error: The security token included in the request is invalid.", b.K(ts[0]), b.K(ts[1]), b.K(ts[2]), b.K(ts[3]), b.K(ts[4]), b.K(ts[5]), b.K(ts[6])))
		}},
		{"clean_gitlab_masked", func(b *B) string {
			b.K("[MASKED]")
			return wrap("gen", fmt.Sprintf("$ echo \"Deploying $CI_COMMIT_SHORT_SHA with token $DEPLOY_TOKEN\"\nDeploying %s with token [MASKED]\n$ kubectl --token=[MASKED] rollout status deploy/api\nerror: deployment \"api\" exceeded its progress deadline\nERROR: Job failed: exit code 1", b.K(commit()[:8])))
		}},
		{"clean_jenkins_masked", func(b *B) string {
			b.K("****")
			return wrap("gen", fmt.Sprintf("[Pipeline] withCredentials\nMasking supported pattern matches of $ARTIFACTORY_PASSWORD or $ARTIFACTORY_USER\n+ curl -u ****:**** -T build/app-%s.jar https://artifactory.%s/libs-release-local/\ncurl: (22) The requested URL returned error: 409\nFinished: FAILURE", b.K(ver()), pick(corpDomains...)))
		}},
		{"clean_java_stack_nocreds", func(b *B) string {
			h := pick(dbHosts...)
			return wrap("conn", fmt.Sprintf("%s ERROR [HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Exception during pool initialization.\norg.postgresql.util.PSQLException: FATAL: password authentication failed for user \"orders_app\"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:%s)\n\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:%s)\njdbcUrl=jdbc:postgresql://%s:5432/orders?sslmode=require", b.LTS(), b.N(600, 800), b.N(300, 400), h))
		}},
		{"clean_python_traceback", func(b *B) string {
			return wrap("conn", fmt.Sprintf("Traceback (most recent call last):\n  File \"/srv/app/worker.py\", line %s, in run\n    resp = session.get(url, timeout=5)\nrequests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='%s', port=443): Max retries exceeded with url: /v1/jobs/%s (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x%s>, 'Connection to %s timed out. (connect timeout=5)'))", b.N(10, 400), pick(apiHosts...), b.UUID(), b.Hex(12), pick(apiHosts...)))
		}},
		{"clean_go_panic", func(b *B) string {
			return wrap("gen", fmt.Sprintf("panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x%s pc=0x%s]\n\ngoroutine %s [running]:\ngithub.com/acme/api/internal/billing.(*Service).Charge(0x0, {0x%s, 0x%s}, 0x%s)\n\t/src/internal/billing/service.go:%s +0x%s\nnet/http.HandlerFunc.ServeHTTP(0x%s, {0x%s, 0x%s}, 0x%s)\n\t/usr/local/go/src/net/http/server.go:2171 +0x29", b.Hex(2), b.Hex(6), b.N(1, 9999), b.Hex(10), b.Hex(10), b.Hex(10), b.N(20, 400), b.Hex(3), b.Hex(6), b.Hex(6), b.Hex(10), b.Hex(10)))
		}},
		{"clean_dotnet_redacted", func(b *B) string {
			b.K("*")
			return wrap("gen", fmt.Sprintf("info: System.Net.Http.HttpClient.Crm.LogicalHandler[100]\n      Start processing HTTP request GET https://%s/api/contacts?page=%s\ntrce: System.Net.Http.HttpClient.Crm.ClientHandler[102]\n      Request Headers:\n      Authorization: *\n      traceparent: %s\ninfo: System.Net.Http.HttpClient.Crm.ClientHandler[101]\n      Received HTTP response headers after %s.%sms - 200", pick(apiHosts...), b.N(2, 90), b.TP(), b.N(10, 999), b.N(1000, 9999)))
		}},
		{"clean_okhttp_redacted", func(b *B) string {
			b.K("██")
			return wrap("gen", fmt.Sprintf("I/okhttp.OkHttpClient: --> GET https://%s/v2/feed?cursor=%s\nI/okhttp.OkHttpClient: Authorization: ██\nI/okhttp.OkHttpClient: --> END GET\nI/okhttp.OkHttpClient: <-- 200 https://%s/v2/feed?cursor=%s (%sms)\nI/okhttp.OkHttpClient: etag: %s\nI/okhttp.OkHttpClient: <-- END HTTP (%s-byte body)", pick(apiHosts...), b.K(rs(b64url, 24)), pick(apiHosts...), rs(b64url, 8), b.N(20, 900), b.ETag(), b.N(200, 90000)))
		}},
		{"clean_har_timings", func(b *B) string {
			return wrap("gen", fmt.Sprintf("{\"request\": {\"method\": \"GET\", \"url\": \"https://cdn.%s/assets/app.%s.js\", \"headers\": [{\"name\": \"if-none-match\", \"value\": \"%s\"}]}, \"response\": {\"status\": 304, \"headers\": [{\"name\": \"cf-ray\", \"value\": \"%s\"}, {\"name\": \"age\", \"value\": \"%s\"}]}, \"timings\": {\"blocked\": %s.%s, \"dns\": -1, \"wait\": %s.%s}}", pick(corpDomains...), b.Hex(8), b.ETag(), b.K(cfRay()), b.N(1, 86400), b.N(0, 9), b.N(100, 999), b.N(10, 400), b.N(100, 999)))
		}},
		{"clean_postman_vars", func(b *B) string {
			b.K("{{accessToken}}")
			return wrap("auth", fmt.Sprintf("POST https://%s/v1/orders\n401\n%s ms\n▼ Request Headers\n  Authorization: Bearer {{accessToken}}\n  Postman-Token: %s\n  Host: %s\n▼ Response Body\n  {\"error\":\"token_not_provided\",\"request_id\":\"%s\"}\nwarning: variable \"accessToken\" is not defined in the active environment", pick(apiHosts...), b.N(50, 900), b.UUID(), pick(apiHosts...), b.Req()))
		}},
		{"clean_grpc_status", func(b *B) string {
			return wrap("gen", fmt.Sprintf("ERROR: code = DeadlineExceeded desc = context deadline exceeded\n  grpc-status-details-bin: type.googleapis.com/google.rpc.DebugInfo\n  trace_id=%s span_id=%s\n  peer=%s:%s method=/orders.v1.OrderService/ListOrders duration=%ss", b.Hex(32), b.Hex(16), b.IP(), b.K(pick("50051", "9090")), b.K(fmt.Sprintf("%d.%03d", rint(5, 30), rint(0, 999)))))
		}},
		{"clean_smtp_no_auth", func(b *B) string {
			return wrap("conn", fmt.Sprintf("$ openssl s_client -starttls smtp -connect %s:587 -crlf\nCONNECTED(00000003)\ndepth=2 C = US, O = Google Trust Services LLC, CN = GTS Root R1\nverify return:1\n---\nSSL handshake has read %s bytes and written %s bytes\nNew, TLSv1.3, Cipher is TLS_AES_256_GCM_SHA384\n250 SMTPUTF8\nEHLO localhost\n250-AUTH LOGIN PLAIN XOAUTH2\nAUTH LOGIN\n334 VXNlcm5hbWU6\n^C", pick(smtpHosts...), b.N(4000, 7000), b.N(300, 500)))
		}},
		{"clean_ldap_prompt", func(b *B) string {
			return wrap("gen", fmt.Sprintf("$ ldapsearch -x -W -H ldaps://ldap.corp:636 -D \"cn=readonly,dc=corp,dc=local\" -b \"ou=groups,dc=corp,dc=local\" \"(cn=devops)\" member\nEnter LDAP Password:\n# devops, groups, corp.local\ndn: cn=devops,ou=groups,dc=corp,dc=local\nmember: uid=svc-%s,ou=service,dc=corp,dc=local\n\n# numResponses: 2\n# numEntries: 1", pick("jenkins", "argo", "backup")))
		}},
		{"clean_pg_explain", func(b *B) string {
			return wrap("gen", fmt.Sprintf("Limit  (cost=0.43..%s.%s rows=50 width=%s) (actual time=0.031..%s.%s rows=50 loops=1)\n  ->  Index Scan using orders_customer_id_idx on orders  (cost=0.43..%s.%s rows=%s width=%s)\n        Index Cond: (customer_id = %s)\nPlanning Time: 0.%s ms\nExecution Time: %s.%s ms", b.N(10, 999), b.N(10, 99), b.N(40, 300), b.N(1, 99), b.N(100, 999), b.N(1000, 99999), b.N(10, 99), b.N(100, 99999), b.N(40, 300), b.N(100000, 9999999), b.N(100, 999), b.N(1, 99), b.N(100, 999)))
		}},
		{"clean_mysql_error_no_pw", func(b *B) string {
			return wrap("conn", fmt.Sprintf("$ mysql -h %s -u shop -p shop\nEnter password:\nERROR 1045 (28000): Access denied for user 'shop'@'%s' (using password: YES)", pick(dbHosts...), b.IP()))
		}},
		{"clean_crash_macos", func(b *B) string {
			return wrap("gen", fmt.Sprintf("Incident Identifier: %s\nCrashReporter Key:   %s\nHardware Model:      Mac14,%d\nProcess:             Acme [%s]\nVersion:             %s (%s)\nDate/Time:           %s +0100\nOS Version:          macOS 14.%d (23%s)\nException Type:      EXC_BAD_ACCESS (SIGSEGV)\nException Codes:     KERN_INVALID_ADDRESS at 0x%s\nThread 0 Crashed:\n0   libobjc.A.dylib   0x%s objc_msgSend + 8", strings.ToUpper(uuid()), b.Hex(40), rint(2, 15), b.N(100, 99999), b.K(ver()), b.N(1000, 9999), "2025-03-02 14:22:07.8812", rint(0, 6), pick("A", "B", "C", "D")+rs(digits, 3), b.Hex(16), b.Hex(16)))
		}},
		{"clean_gdb_backtrace", func(b *B) string {
			return wrap("gen", fmt.Sprintf("Core was generated by `/usr/sbin/nginx -g daemon off;'.\nProgram terminated with signal SIGSEGV, Segmentation fault.\n#0  0x%s in ngx_http_lua_run_thread (L=0x%s, r=0x%s) at ../ngx_http_lua_util.c:%s\n#1  0x%s in ngx_http_lua_access_by_chunk () at ../ngx_http_lua_accessby.c:%s\n(gdb) info registers rip\nrip            0x%s         0x%s", b.Hex(12), b.Hex(12), b.Hex(12), b.N(100, 2000), b.Hex(12), b.N(100, 400), b.Hex(12), b.Hex(12)))
		}},
		{"clean_nginx_error", func(b *B) string {
			return wrap("conn", fmt.Sprintf("%s [error] %s#%s: *%s upstream timed out (110: Connection timed out) while reading response header from upstream, client: %s, server: %s, request: \"POST /api/v1/upload HTTP/1.1\", upstream: \"http://%s:%s/api/v1/upload\", host: \"%s\"", "2025/05/14 03:12:55", b.N(10, 9999), b.N(0, 7), b.N(1000, 999999), b.PubIP(), pick(apiHosts...), b.IP(), b.K(pick("8080", "3000", "9000")), pick(apiHosts...)))
		}},
		{"clean_envoy_log", func(b *B) string {
			return wrap("gen", fmt.Sprintf("[%s] \"GET /api/v1/catalog?page=%s HTTP/2\" 503 UF,URX %s %s %s \"%s\" \"okhttp/4.12.0\" \"%s\" \"%s\" \"%s:8080\"", b.TS(), b.N(1, 40), b.N(0, 900), b.N(0, 900), b.N(1, 3000), b.PubIP(), b.UUID(), pick(apiHosts...), b.IP()))
		}},
		{"clean_aws_cli_debug", func(b *B) string {
			return wrap("auth", fmt.Sprintf("%s - MainThread - botocore.credentials - INFO - Found credentials in environment variables.\n%s - MainThread - botocore.auth - DEBUG - CanonicalRequest:\nGET\n/\nAction=GetCallerIdentity&Version=2011-06-15\nhost:sts.amazonaws.com\nx-amz-date:%s\n%s - MainThread - botocore.parsers - DEBUG - Response headers: {'x-amzn-RequestId': '%s', 'Content-Type': 'text/xml', 'Content-Length': '%s'}\n<Arn>arn:aws:iam::%s:user/ci-deployer</Arn><UserId>%s</UserId>", b.LTS(), b.LTS(), b.K(fmt.Sprintf("2025%02d%02dT%02d%02d%02dZ", rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))), b.LTS(), b.UUID(), b.N(300, 500), b.N(100000000000, 999999999999), b.K("AIDA"+rs(upper+"234567", 17))))
		}},
		{"clean_aws_s3_headers", func(b *B) string {
			return wrap("gen", fmt.Sprintf("< HTTP/1.1 403 Forbidden\n< x-amz-request-id: %s\n< x-amz-id-2: %s\n< Content-Type: application/xml\n< Date: %s\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>%s</RequestId><HostId>%s</HostId></Error>\naccess key in use: %s", b.K(amzReqID()), b.K(amzID2()), b.Date(), b.K(amzReqID()), b.K(amzID2()), b.K(akia())))
		}},
		{"clean_git_trace_redacted", func(b *B) string {
			b.K("<redacted>")
			return wrap("auth", fmt.Sprintf("$ GIT_TRACE_CURL=1 git fetch origin\n%s http.c:%s              == Info: Connected to github.com (%s) port 443\n%s http.c:%s              => Send header: GET /acme/infra.git/info/refs?service=git-upload-pack HTTP/2\n%s http.c:%s              => Send header: authorization: Basic <redacted>\n%s http.c:%s              <= Recv header: HTTP/2 403\nfatal: unable to access 'https://github.com/acme/infra.git/': The requested URL returned error: 403", "10:14:02.120911", b.N(600, 900), b.PubIP(), "10:14:02.221802", b.N(600, 900), "10:14:02.221830", b.N(600, 900), "10:14:02.390117", b.N(600, 900)))
		}},
		{"clean_npm_integrity", func(b *B) string {
			return wrap("gen", fmt.Sprintf("npm ERR! code EINTEGRITY\nnpm ERR! sha512-%s== integrity checksum failed when using sha512: wanted sha512-%s== but got sha512-%s==. (%s bytes)\nnpm ERR! A complete log of this run can be found in: /root/.npm/_logs/%s-debug-0.log", rs(b64, 86), rs(b64, 86), rs(b64, 86), b.N(10000, 900000), b.K("2025-06-0"+fmt.Sprint(rint(1, 9))+"T10_22_"+fmt.Sprint(rint(10, 59))+"_"+fmt.Sprint(rint(100, 999))+"Z")))
		}},
		{"clean_pip_masked", func(b *B) string {
			b.K("****")
			return wrap("auth", fmt.Sprintf("$ pip install -v acme-core==%s\nUsing pip 24.%d from /usr/lib/python3/dist-packages/pip (python 3.%d)\nLooking in indexes: https://ci:****@pypi.%s/simple\nERROR: Could not find a version that satisfies the requirement acme-core==%s (from versions: none)", b.K(ver()), rint(0, 3), rint(10, 13), pick(corpDomains...), ver()))
		}},
		{"clean_kafka_hidden", func(b *B) string {
			b.K("[hidden]")
			return wrap("conn", fmt.Sprintf("%s INFO  o.a.k.c.c.ConsumerConfig - ConsumerConfig values:\n\tauto.offset.reset = earliest\n\tbootstrap.servers = [%s:9092]\n\tgroup.id = %s-consumers\n\tsasl.jaas.config = [hidden]\n\tssl.keystore.password = [hidden]\n%s WARN  o.a.k.c.NetworkClient - [Consumer clientId=consumer-%s-1, groupId=%s-consumers] Bootstrap broker %s:9092 (id: -1 rack: null) disconnected", b.LTS(), b.IP(), pick(apps...), b.LTS(), pick(apps...), pick(apps...), b.IP()))
		}},
		{"clean_celery_masked", func(b *B) string {
			b.K("**")
			return wrap("gen", fmt.Sprintf(" -------------- celery@%s v5.%d.%d (opalescent)\n--- ***** -----\n-- ******* ---- Linux-6.%d.0-x86_64-with-glibc2.36 %s\n- *** --- * ---\n- ** ---------- [config]\n- ** ---------- .> app:         tasks:0x%s\n- ** ---------- .> transport:   amqp://worker:**@%s:5672//\n- ** ---------- .> results:     redis://:**@%s:6379/1", podName("worker"), rint(2, 4), rint(0, 6), rint(1, 12), "2025-01-08 09:11:40", b.Hex(12), b.IP(), b.IP()))
		}},
		{"clean_rails_filtered", func(b *B) string {
			b.K("[FILTERED]")
			return wrap("gen", fmt.Sprintf("Started POST \"/api/v1/sessions\" for %s at %s +0000\nProcessing by Api::V1::SessionsController#create as JSON\n  Parameters: {\"session\"=>{\"login\"=>\"[FILTERED]\", \"password\"=>\"[FILTERED]\", \"otp\"=>\"[FILTERED]\"}}\nCompleted 401 Unauthorized in %sms (ActiveRecord: %s.%sms | Allocations: %s)", b.PubIP(), "2025-02-12 10:04:51", b.N(2, 900), b.N(0, 99), b.N(0, 9), b.N(1000, 99999)))
		}},
		{"clean_actuator_masked", func(b *B) string {
			b.K("******")
			return wrap("gen", fmt.Sprintf("{\"name\":\"applicationConfig: [classpath:/application-prod.yml]\",\"properties\":{\"spring.datasource.url\":{\"value\":\"jdbc:mysql://%s:3306/shop\"},\"spring.datasource.password\":{\"value\":\"******\"},\"stripe.api-key\":{\"value\":\"******\"},\"server.port\":{\"value\":%s}}}", pick(dbHosts...), b.K(pick("8080", "8081", "9000"))))
		}},
		{"clean_stripe_ids", func(b *B) string {
			pk := b.K("pk_live_" + rs(alnum, 99))
			return wrap("gen", fmt.Sprintf("{\n  \"id\": \"%s\",\n  \"object\": \"payment_intent\",\n  \"amount\": %s,\n  \"customer\": \"%s\",\n  \"latest_charge\": \"%s\",\n  \"payment_method\": \"%s\",\n  \"last_payment_error\": {\"code\": \"card_declined\", \"decline_code\": \"insufficient_funds\", \"payment_method\": {\"card\": {\"brand\": \"visa\", \"last4\": \"%s\", \"exp_month\": %d, \"exp_year\": 20%d}}}\n}\n(frontend uses %s)", b.K(stripeID("pi")), b.N(100, 99999), b.K(stripeID("cus")), b.K(stripeID("ch")), b.K(stripeID("pm")), b.K(rs(digits, 4)), rint(1, 12), rint(26, 31), pk))
		}},
		{"clean_payment_masked_pan", func(b *B) string {
			return wrap("gen", fmt.Sprintf("%s INFO  PaymentService - auth declined pan=%s bin=%s brand=%s amount=%s.%02d order_id=%s rrn=%s stan=%s", b.LTS(), b.K(maskedPAN()), b.K(rs(digits, 6)), pick("VISA", "MASTERCARD", "AMEX"), b.N(1, 9999), rint(0, 99), b.K(luhnBad()), b.K(rs(digits, 12)), b.K(rs(digits, 6))))
		}},
		{"clean_ratelimit_headers", func(b *B) string {
			return wrap("gen", fmt.Sprintf("< HTTP/2 429\n< date: %s\n< retry-after: %s\n< x-ratelimit-limit: %s\n< x-ratelimit-remaining: 0\n< x-ratelimit-reset: %s\n< x-request-id: %s\n< content-length: %s\n{\"error\":\"rate_limited\",\"retry_after_ms\":%s}", b.Date(), b.N(1, 120), b.N(60, 10000), b.N(1690000000, 1760000000), b.UUID(), b.N(40, 90), b.N(1000, 120000)))
		}},
		{"clean_tcpdump", func(b *B) string {
			a, c := b.IP(), b.PubIP()
			return wrap("conn", fmt.Sprintf("%s IP %s.%s > %s.443: Flags [S], seq %s, win 64240, options [mss 1460,sackOK,TS val %s ecr 0,nop,wscale 7], length 0\n%s IP %s.443 > %s.%s: Flags [R.], seq 0, ack %s, win 0, length 0", "10:22:31.104512", a, b.N(32768, 60999), c, b.N(1000000000, 4294967295), b.N(100000000, 4294967295), "10:22:31.118230", c, a, b.N(32768, 60999), b.N(1000000000, 4294967295)))
		}},
		{"clean_openssl_cert_chain", func(b *B) string {
			return wrap("conn", fmt.Sprintf("Certificate chain\n 0 s:CN = %s\n   i:C = US, O = Let's Encrypt, CN = R11\n   a:PKEY: rsaEncryption, 2048 (bit); sigalg: RSA-SHA256\n   v:NotBefore: %s 12:00:00 2025 GMT; NotAfter: %s 11:59:59 2025 GMT\nSerial Number: %s\nSHA256 Fingerprint=%s\nVerify return code: 10 (certificate has expired)", pick(apiHosts...), pick(months...)+" "+fmt.Sprint(rint(1, 28)), pick(months...)+" "+fmt.Sprint(rint(1, 28)), b.K(strings.ToUpper(rs(hexd, 36))), b.K(strings.ToUpper(strings.TrimSuffix(strings.Repeat(rs(hexd, 2)+":", 32), ":")))))
		}},
		{"clean_vault_status", func(b *B) string {
			return wrap("gen", fmt.Sprintf("$ vault status\nKey                     Value\n---                     -----\nSeal Type               awskms\nInitialized             true\nSealed                  false\nTotal Recovery Shares   5\nThreshold               3\nVersion                 1.%d.%d\nCluster Name            vault-cluster-%s\nCluster ID              %s\nHA Enabled              true\nRaft Committed Index    %s", rint(14, 19), rint(0, 9), b.Hex(8), b.UUID(), b.N(100000, 99999999)))
		}},
		{"clean_sentry_filtered", func(b *B) string {
			b.K("[Filtered]")
			return wrap("gen", fmt.Sprintf("{\"event_id\":\"%s\",\"request\":{\"headers\":{\"Authorization\":\"[Filtered]\",\"Cookie\":\"[Filtered]\",\"X-Request-Id\":\"%s\"},\"data\":{\"password\":\"[Filtered]\"}},\"user\":{\"id\":\"%s\",\"ip_address\":\"{{auto}}\"},\"release\":\"web@%s\",\"sdk\":{\"name\":\"sentry.javascript.react\",\"version\":\"%s\"}}", b.Hex(32), b.UUID(), b.N(1000, 9999999), b.SHA(), b.K(ver())))
		}},
		{"clean_jwt_truncated", func(b *B) string {
			cut := b.K("eyJhbGciOi" + pick("...", "…", "JSUzI1NiIsInR5cCI6IkpXVCJ9..."))
			return wrap("auth", fmt.Sprintf("logged token prefix: Bearer %s (len=%s)\nkid=%s alg=RS256 iss=https://login.%s/ exp check failed: token expired at %s, now %s (skew %ss)", cut, b.N(600, 1400), b.Hex(16), pick(corpDomains...), b.TS(), b.TS(), b.N(0, 300)))
		}},
		{"clean_mapbox_public", func(b *B) string {
			pk := b.K("pk.eyJ1Ijoi" + rs(alnum, 14) + "IiwiYSI6ImNs" + rs(alnum, 20) + "In0." + rs(b64url, 22))
			return wrap("gen", fmt.Sprintf("GET https://api.mapbox.com/styles/v1/mapbox/streets-v12/tiles/%s/%s/%s?access_token=%s → 200 (%s ms, x-amz-cf-id %s)", b.N(1, 18), b.N(1, 9000), b.N(1, 9000), pk, b.N(10, 900), b.K(rs(b64url, 56))))
		}},
		{"clean_http2_frames", func(b *B) string {
			return wrap("gen", fmt.Sprintf("[h2] stream %s: HEADERS frame, END_HEADERS, flags=0x4, len=%s\n[h2] stream %s: DATA frame, len=%s, END_STREAM\n[h2] GOAWAY last_stream_id=%s error_code=ENHANCE_YOUR_CALM(0x0b) debug=\"too_many_pings\"\n[h2] connection %s:443 closed after %ss", b.N(1, 999), b.N(20, 900), b.N(1, 999), b.N(20, 16384), b.N(1, 999), b.PubIP(), b.N(1, 3600)))
		}},
		{"clean_traceparent_dump", func(b *B) string {
			return wrap("gen", fmt.Sprintf("incoming headers:\n  traceparent: %s\n  tracestate: dd=s:1;o:rum;t.dm:-1\n  x-b3-traceid: %s\n  x-b3-spanid: %s\n  x-datadog-trace-id: %s\n  x-cloud-trace-context: %s/%s;o=1", b.TP(), b.Hex(32), b.Hex(16), b.N(1000000000, 2000000000)+rs(digits, 9), b.Hex(32), b.K(nsTS())))
		}},
		{"clean_systemd_journal", func(b *B) string {
			return wrap("gen", fmt.Sprintf("%s %s api[%s]: level=error msg=\"listen tcp 0.0.0.0:%s: bind: address already in use\"\n%s %s systemd[1]: api.service: Main process exited, code=exited, status=1/FAILURE\n%s %s systemd[1]: api.service: Scheduled restart job, restart counter is at %s.", "May 14 03:12:55", "ip-"+strings.ReplaceAll(ipPriv(), ".", "-"), b.N(1000, 65000), b.K(pick("8080", "9090", "3000")), "May 14 03:12:55", "web-01", "May 14 03:13:00", "web-01", b.N(2, 99)))
		}},
		{"clean_invalid_ssn_fixtures", func(b *B) string {
			return wrap("gen", fmt.Sprintf("--- FAIL: TestValidateSSN (0.00s)\n    ssn_test.go:%s: ValidateSSN(%q) = true, want false (area 000)\n    ssn_test.go:%s: ValidateSSN(%q) = true, want false (area 666)\n    ssn_test.go:%s: ValidateSSN(%q) = true, want false (advertising range)\n    ssn_test.go:%s: ValidateSSN(%q) = true, want false (masked)", b.N(10, 99), b.K(fmt.Sprintf("000-%02d-%04d", rint(1, 99), rint(1, 9999))), b.N(10, 99), b.K(fmt.Sprintf("666-%02d-%04d", rint(1, 99), rint(1, 9999))), b.N(10, 99), b.K(fmt.Sprintf("987-65-432%d", rint(0, 9))), b.N(10, 99), b.K("***-**-"+rs(digits, 4))))
		}},
		{"clean_luhn_fail_ids", func(b *B) string {
			return wrap("gen", fmt.Sprintf("%s WARN  reconciliation - unmatched settlement rows:\n  batch=%s txn=%s amount=%s.%02d ref=%s\n  batch=%s txn=%s amount=%s.%02d ref=%s\n  snowflake=%s", b.LTS(), b.N(10000, 99999), b.K(luhnBad()), b.N(1, 9999), rint(0, 99), b.K("FT"+rs(upper+digits, 10)), b.N(10000, 99999), b.K(luhnBad()), b.N(1, 9999), rint(0, 99), b.K("FT"+rs(upper+digits, 10)), b.K(fmt.Sprintf("1%018d", rng.Int63n(1e18)))))
		}},
		{"clean_kube_sa_projected", func(b *B) string {
			return wrap("gen", fmt.Sprintf("Volumes:\n  kube-api-access-%s:\n    Type:                    Projected (a volume that contains injected data from multiple sources)\n    TokenExpirationSeconds:  3607\n    ConfigMapName:           kube-root-ca.crt\n    DownwardAPI:             true\nQoS Class:                   Burstable\nNode-Selectors:              kubernetes.io/arch=amd64\nTolerations:                 node.kubernetes.io/not-ready:NoExecute op=Exists for 300s", rs("bcdfghjklmnpqrstvwxz2456789", 5)))
		}},
		{"clean_netstat_ports", func(b *B) string {
			return wrap("conn", fmt.Sprintf("$ ss -tlnp\nState  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\nLISTEN 0      4096       %s:%s       0.0.0.0:*     users:((\"postgres\",pid=%s,fd=6))\nLISTEN 0      511          0.0.0.0:%s       0.0.0.0:*     users:((\"nginx\",pid=%s,fd=8))\nLISTEN 0      4096       127.0.0.1:%s      0.0.0.0:*     users:((\"redis-server\",pid=%s,fd=7))", b.IP(), b.K("5432"), b.N(100, 65000), b.K("443"), b.N(100, 65000), b.K("6379"), b.N(100, 65000)))
		}},
	}
}
