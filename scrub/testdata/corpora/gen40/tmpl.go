package main

import (
	"fmt"
	"strings"
)

type P struct {
	F string `json:"f"`
	V string `json:"v"`
}
type Rec struct {
	Q     string   `json:"q"`
	PII   []P      `json:"pii"`
	Keep  []string `json:"keep"`
	Clean bool     `json:"clean"`
	Kind  string   `json:"kind"`
}

type B struct {
	sub  string
	pii  []P
	keep []string
}

func (b *B) p(f, v string) string { b.pii = append(b.pii, P{f, v}); return v }
func (b *B) k(v string) string    { b.keep = append(b.keep, v); return v }
func (b *B) k2(v string) string   { b.keep = append(b.keep, v); return v[:0] + v }

// tok: a bearer credential, labelled jwt when it is one.
func (b *B) tok() string {
	switch r.Intn(20) {
	case 0, 1, 2, 3, 4, 5:
		return b.p("jwt", jwt())
	case 6:
		return b.p("jwt", jwe())
	case 7, 8, 9, 10, 11, 12:
		return b.p("bearer", vendor())
	}
	return b.p("bearer", opaque())
}
func (b *B) em() string { return b.p("email", email()) }
func (b *B) ph() string { return b.p("phone", phone()) }
func (b *B) cc() string { return b.p("credit_card", card()) }

func (b *B) reqHeaders() string {
	return fmt.Sprintf("X-Request-Id: %s\r\ntraceparent: %s\r\n", b.k(uuid()), b.k(traceparent()))
}

// ================= PII kinds =================

func curlV(b *B) string {
	h := host()
	var auth string
	switch r.Intn(10) {
	case 0, 1:
		auth = "Basic " + b.p("bearer", basicCred())
	case 2:
		auth = "token " + b.p("bearer", "ghp_"+secretish(alnum, 36))
	default:
		auth = "Bearer " + b.tok()
	}
	s := fmt.Sprintf("$ curl -v https://%s%s -H 'Authorization: %s'\n*   Trying %s:443...\n* Connected to %s (%s) port 443\n> GET %s HTTP/2\n> Host: %s\n> user-agent: curl/8.5.0\n> accept: */*\n> authorization: %s\n>\n< HTTP/2 %s\n< content-type: application/json\n< etag: %s\n< x-request-id: %s\n<\n",
		h, path(), auth, ip(), h, ip(), path(), h, auth, pick("200", "401", "403"), b.k(etag()), b.k(uuid()))
	if r.Intn(2) == 0 {
		s += fmt.Sprintf(`{"id":"%s","email":"%s","name":"%s"}`, b.k(uuid()), b.em(), strings.Title(pick(firsts...)))
	} else {
		s += `{"error":"invalid_token","error_description":"The access token expired"}`
	}
	// the token appears twice (command line and trace); label once (same value)
	return s
}

func rawHTTP(b *B) string {
	var auth string
	if r.Intn(2) == 0 {
		auth = "Basic " + b.p("bearer", basicCred())
	} else {
		auth = "Bearer " + b.tok()
	}
	var body string
	if r.Intn(2) == 0 {
		body = fmt.Sprintf(`{"email":"%s","phone":"%s","plan":"pro"}`, b.em(), b.ph())
	} else {
		body = fmt.Sprintf(`{"user":{"id":"%s","contact_email":"%s"},"cache_key":"%s"}`, b.k(uuid()), b.em(), b.k("user:"+sha1()))
	}
	return fmt.Sprintf("POST %s HTTP/1.1\r\nHost: %s\r\nAuthorization: %s\r\nContent-Type: application/json\r\n%sIf-None-Match: %s\r\n\r\n%s",
		path(), host(), auth, b.reqHeaders(), b.k(etag()), body)
}

func harEntry(b *B) string {
	return fmt.Sprintf(`{"log":{"version":"1.2","creator":{"name":"WebInspector","version":"537.36"},"entries":[{"startedDateTime":"%s","request":{"method":"GET","url":"https://%s%s","headers":[{"name":"authorization","value":"Bearer %s"},{"name":"x-correlation-id","value":"%s"}],"cookies":[{"name":"_ga","value":"GA1.1.%d.%d"}]},"response":{"status":200,"headers":[{"name":"etag","value":"%s"}],"content":{"mimeType":"application/json","text":"{\"email\":\"%s\",\"mobile\":\"%s\"}"}}}]}}`,
		ts(), host(), path(), b.tok(), b.k(uuid()), 100000000+r.Intn(900000000), 1700000000+r.Intn(10000000), b.k(hex(32)), b.em(), b.ph())
}

func postman(b *B) string {
	if r.Intn(2) == 0 {
		return fmt.Sprintf(`{"info":{"_postman_id":"%s","name":"Billing API","schema":"https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},"item":[{"name":"Get invoice","request":{"method":"GET","header":[{"key":"Authorization","value":"Bearer %s","type":"text"},{"key":"Idempotency-Key","value":"%s"}],"url":{"raw":"https://%s/v1/invoices/in_%s"}}}]}`,
			b.k(uuid()), b.tok(), b.k(uuid()), host(), b.k(secretish(alnum, 24)))
	}
	return fmt.Sprintf(`{"info":{"_postman_id":"%s","name":"Admin"},"item":[{"name":"Create user","request":{"method":"POST","header":[{"key":"Authorization","value":"Basic %s"}],"body":{"mode":"raw","raw":"{\"email\": \"%s\", \"phone\": \"%s\"}"}}}]}`,
		b.k(uuid()), b.p("bearer", basicCred()), b.em(), b.ph())
}

func oauthResp(b *B) string {
	var at string
	if r.Intn(2) == 0 {
		at = b.p("jwt", jwt())
	} else {
		at = b.p("bearer", opaque())
	}
	exp := pick("3599", "3600", "86399", "7200")
	s := fmt.Sprintf("HTTP/1.1 200 OK\nContent-Type: application/json;charset=UTF-8\nCache-Control: no-store\n\n{\n  \"access_token\": \"%s\",\n  %s,\n  %s,\n  \"refresh_token\": \"%s\",\n  \"scope\": \"openid email profile offline_access\"",
		at, b.k(`"token_type": "Bearer"`), b.k(`"expires_in": `+exp), b.p("bearer", opaque()))
	if r.Intn(3) > 0 {
		s += fmt.Sprintf(",\n  \"id_token\": \"%s\"", b.p("jwt", jwt()))
	}
	return s + "\n}"
}

func kubeconfig(b *B) string {
	ca := b.k("LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM" + secretish(alnum, 60))
	cl := pick("prod-eu-1", "staging", "gke_acme_us-central1_main", "arn:aws:eks:eu-west-1:"+fmt.Sprint(100000000000+r.Int63n(899999999999))+":cluster/core")
	var tok string
	if r.Intn(3) == 0 {
		tok = b.p("bearer", "sha256~"+secretish(alnum+"-_", 43))
	} else {
		tok = b.p("jwt", jwt())
	}
	return fmt.Sprintf("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s:6443\n  name: %s\ncontexts:\n- context:\n    cluster: %s\n    user: %s\n  name: %s\ncurrent-context: %s\nusers:\n- name: %s\n  user:\n    token: %s\n",
		ca, ip(), cl, cl, "deployer", cl, cl, "deployer", tok)
}

func dockerCfg(b *B) string {
	s := fmt.Sprintf("{\n\t\"auths\": {\n\t\t\"%s\": {\n\t\t\t\"auth\": \"%s\"", pick("https://index.docker.io/v1/", "ghcr.io", "registry.gitlab.com", "123456789012.dkr.ecr.eu-west-1.amazonaws.com"), b.p("bearer", basicCred()))
	if r.Intn(2) == 0 {
		s += fmt.Sprintf(",\n\t\t\t\"email\": \"%s\"", b.em())
	}
	return s + fmt.Sprintf("\n\t\t}\n\t},\n\t\"credsStore\": \"desktop\",\n\t\"currentContext\": \"default\"\n}\nimage digest: %s", b.k("sha256:"+sha256()))
}

func dotenv(b *B) string {
	lines := []string{
		"NODE_ENV=production", "PORT=8080",
		"AWS_ACCESS_KEY_ID=" + b.k(awsKeyID()),
		"STRIPE_PUBLISHABLE_KEY=" + b.k(pkLive()),
		"SESSION_COOKIE_NAME=__Host-sid",
		"CONFIG_B64=" + b.k(b64Config()),
	}
	n := 1 + r.Intn(3)
	for i := 0; i < n; i++ {
		switch r.Intn(6) {
		case 0:
			lines = append(lines, "GITHUB_TOKEN="+b.p("bearer", "ghp_"+secretish(alnum, 36)))
		case 1:
			lines = append(lines, "STRIPE_SECRET_KEY="+b.p("bearer", "sk_live_"+secretish(alnum, 99)))
		case 2:
			lines = append(lines, "SLACK_BOT_TOKEN="+b.p("bearer", fmt.Sprintf("xoxb-%d-%d-%s", 1000000000+r.Intn(900000000), 1000000000000+r.Int63n(900000000000), secretish(alnum, 24))))
		case 3:
			lines = append(lines, pick("API_TOKEN", "ACCESS_TOKEN", "AUTH_TOKEN", "REFRESH_TOKEN")+"="+b.p("bearer", secretish(alnum, 40)))
		case 4:
			lines = append(lines, "OPENAI_API_KEY="+b.p("bearer", "sk-proj-"+secretish(alnum+"-_", 120)))
		case 5:
			lines = append(lines, "SUPPORT_EMAIL="+b.em())
		}
	}
	r.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	return "$ cat .env\n" + strings.Join(lines, "\n")
}

func ghaLog(b *B) string {
	t := "2026-01-14T10:22:3" + fmt.Sprint(r.Intn(10)) + ".1234567Z"
	s := fmt.Sprintf("%s ##[group]Run actions/checkout@v4\n%s with:\n%s   token: ***\n%s ##[endgroup]\n%s HEAD is now at %s Merge pull request #%d\n%s env:\n%s   GITHUB_TOKEN: ***\n",
		t, t, t, t, t, b.k(hex(7)), 100+r.Intn(4000), t, t)
	b.k("GITHUB_TOKEN: ***")
	b.k("token: ***")
	switch r.Intn(3) {
	case 0:
		s += fmt.Sprintf("%s + curl -sS -H \"Authorization: token %s\" https://api.github.com/repos/acme/infra/releases\n", t, b.p("bearer", "ghs_"+secretish(alnum, 36)))
	case 1:
		s += fmt.Sprintf("%s npm notice Publishing to https://registry.npmjs.org/ with tag latest\n%s //registry.npmjs.org/:_authToken=%s\n", t, t, b.p("bearer", "npm_"+secretish(alnum, 36)))
	case 2:
		s += fmt.Sprintf("%s + curl -H 'Authorization: Bearer %s' https://%s/deploy\n", t, b.tok(), host())
	}
	s += fmt.Sprintf("%s Author: %s <%s>\n%s commit %s", t, strings.Title(pick(firsts...)), b.em(), t, b.k(sha1()))
	return s
}

func tfstate(b *B) string {
	return fmt.Sprintf(`{
  "version": 4,
  "terraform_version": "1.9.8",
  "serial": %d,
  "lineage": "%s",
  "resources": [
    {
      "mode": "data",
      "type": "google_client_config",
      "name": "default",
      "instances": [
        {
          "attributes": {
            "access_token": "%s",
            "id": "projects/acme-prod/regions/europe-west1/zones/",
            "project": "acme-prod"
          },
          "sensitive_attributes": [[{"type": "get_attr", "value": "access_token"}]]
        }
      ]
    },
    {
      "mode": "managed",
      "type": "google_service_account",
      "name": "ci",
      "instances": [{"attributes": {"email": "%s", "unique_id": "%d"}}]
    }
  ]
}`, r.Intn(300), b.k(uuid()), b.p("bearer", "ya29.c."+secretish(alnum+"-_", 180)), "ci-deployer@acme-prod.iam.gserviceaccount.com", 100000000000000000+r.Int63n(800000000000000000))
}

func cloudCLI(b *B) string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("$ az account get-access-token --resource https://management.azure.com\n{\n  \"accessToken\": \"%s\",\n  \"expiresOn\": \"2026-01-14 11:22:31.000000\",\n  \"expires_on\": %d,\n  \"subscription\": \"%s\",\n  \"tenant\": \"%s\",\n  \"tokenType\": \"Bearer\"\n}",
			b.p("jwt", jwt()), 1768000000+r.Intn(1000000), b.k(uuid()), b.k(uuid()))
	case 1:
		return fmt.Sprintf("$ aws sts get-session-token --duration-seconds 3600\n{\n    \"Credentials\": {\n        \"AccessKeyId\": \"%s\",\n        \"SessionToken\": \"%s\",\n        \"Expiration\": \"2026-01-14T11:22:31+00:00\"\n    }\n}\n$ aws sts get-caller-identity\n{\"UserId\": \"AIDA%s\", \"Account\": \"%d\", \"Arn\": \"arn:aws:iam::%d:user/%s\"}",
			b.k(awsKeyID()), b.p("bearer", "IQoJb3JpZ2luX2VjE"+secretish(alnum+"/+", 300)), rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17), 100000000000+r.Int63n(899999999999), 100000000000+r.Int63n(899999999999), b.em())
	}
	return fmt.Sprintf("$ gcloud auth print-access-token --impersonate-service-account=%s\nWARNING: This command is using service account impersonation.\n%s\n$ gcloud config list\n[core]\naccount = %s\nproject = acme-prod",
		"build@acme-prod.iam.gserviceaccount.com", b.p("bearer", "ya29.a0"+secretish(alnum+"-_", 170)), b.em())
}

func webhook(b *B) string {
	if r.Intn(2) == 0 {
		return fmt.Sprintf("POST /hooks/github HTTP/1.1\nX-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-GitHub-Hook-ID: %d\nX-Hub-Signature: %s\nX-Hub-Signature-256: %s\n\n{\"ref\":\"refs/heads/main\",\"before\":\"%s\",\"after\":\"%s\",\"pusher\":{\"name\":\"%s\",\"email\":\"%s\"},\"head_commit\":{\"author\":{\"email\":\"%s\"}}}",
			b.k(uuid()), 400000000+r.Intn(99999999), b.k("sha1="+sha1()), b.k("sha256="+sha256()), b.k(sha1()), b.k(sha1()), pick(firsts...), b.em(), b.em())
	}
	return fmt.Sprintf("POST /webhooks/stripe HTTP/1.1\nStripe-Signature: %s\n\n{\"id\":\"evt_%s\",\"type\":\"customer.updated\",\"data\":{\"object\":{\"id\":\"cus_%s\",\"email\":\"%s\",\"phone\":\"%s\",\"invoice_settings\":{\"default_payment_method\":\"pm_%s\"}}}}",
		b.k(fmt.Sprintf("t=%d,v1=%s", 1768000000+r.Intn(1000000), sha256())), b.k(secretish(alnum, 24)), b.k(secretish(alnum, 14)), b.em(), b.p("phone", e164()), b.k(secretish(alnum, 24)))
}

func sentryEvent(b *B) string {
	return fmt.Sprintf(`{"event_id":"%s","level":"error","platform":"python","timestamp":"%s","user":{"id":"%d","email":"%s","ip_address":"%s"},"request":{"method":"GET","url":"https://%s%s","headers":[["Authorization","Bearer %s"],["X-Request-Id","%s"]]},"contexts":{"trace":{"trace_id":"%s","span_id":"%s"}},"exception":{"values":[{"type":"PermissionDenied","value":"token lacks scope orders:write"}]}}`,
		b.k(hex(32)), ts(), r.Intn(900000)+1000, b.em(), ip(), host(), path(), b.tok(), b.k(uuid()), b.k(hex(32)), b.k(hex(16)))
}

func datadog(b *B) string {
	s := fmt.Sprintf(`{"service":"checkout","status":"warn","dd.trace_id":"%d","dd.span_id":"%d","http":{"method":"POST","url":"%s","status_code":402},"usr":{"id":"%s","email":"%s"}`,
		1000000000000000000+r.Int63n(8000000000000000000), 1000000000000000000+r.Int63n(8000000000000000000), path(), b.k(uuid()), b.em())
	if r.Intn(2) == 0 {
		s += fmt.Sprintf(`,"message":"gateway request body: card[number]=%s&card[exp_month]=%02d&card[exp_year]=20%d"`, b.p("credit_card", cardDigits()), r.Intn(12)+1, 27+r.Intn(5))
	}
	return s + "}"
}

func nginxLog(b *B) string {
	var lines []string
	n := 1 + r.Intn(3)
	for i := 0; i < n; i++ {
		a := `"-"`
		if i == 0 || r.Intn(2) == 0 {
			if r.Intn(4) == 0 {
				a = `"Basic ` + b.p("bearer", basicCred()) + `"`
			} else {
				a = `"Bearer ` + b.tok() + `"`
			}
		}
		lines = append(lines, fmt.Sprintf(`%s - - [14/Jan/2026:10:%02d:%02d +0000] "GET %s HTTP/1.1" %s %d "-" "okhttp/4.12.0" auth=%s req_id=%s rt=0.0%d`,
			ip(), r.Intn(60), r.Intn(60), path(), pick("200", "401", "304"), r.Intn(9000)+100, a, b.k(hex(32)), r.Intn(90)+10))
	}
	return "# tail -n3 /var/log/nginx/api_access.log\n" + strings.Join(lines, "\n")
}

func envoyLog(b *B) string {
	return fmt.Sprintf(`[%s] {"authority":"%s","method":"POST","path":"%s","response_code":200,"x-request-id":"%s","authorization":"Bearer %s","upstream_host":"%s:8443","duration":%d,"user_email":"%s"}`,
		ts(), host(), path(), b.k(uuid()), b.tok(), ip(), r.Intn(900)+5, b.em())
}

func grpcMeta(b *B) string {
	if r.Intn(2) == 0 {
		return fmt.Sprintf("$ grpcurl -H \"authorization: Bearer %s\" -d '{\"user_id\": \"%s\"}' %s:443 acme.users.v1.UserService/GetUser\n{\n  \"userId\": \"%s\",\n  \"email\": \"%s\",\n  \"phoneNumber\": \"%s\"\n}",
			b.tok(), b.k(uuid()), host(), b.k(uuid()), b.em(), b.p("phone", e164()))
	}
	return fmt.Sprintf("%s INFO grpc: incoming metadata: map[:authority:[%s] authorization:[Bearer %s] x-b3-traceid:[%s] x-b3-spanid:[%s] user-agent:[grpc-go/1.68.0]]",
		ts(), host(), b.tok(), b.k(hex(32)), b.k(hex(16)))
}

func websocket(b *B) string {
	return fmt.Sprintf("GET /ws/v2/stream?%s=%s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: %s\r\n\r\nHTTP/1.1 101 Switching Protocols\r\nSec-WebSocket-Accept: %s\r\n",
		"access_token", b.tok(), host(), b.k(nonce()+"=="), pick("graphql-transport-ws", "v12.stomp", "mqtt"), b.k(rs(alnum+"+/", 27)+"="))
}

func jwtDebug(b *B) string {
	h := jwtHeader("RS256")
	p := jwtPayload()
	if r.Intn(2) == 0 {
		em := b.em()
		p = strings.TrimSuffix(p, "}") + `,"email":"` + em + `"}`
	}
	t := b.p("jwt", jwtOf(h, p))
	return fmt.Sprintf("Debugging why /userinfo returns 401. Token from the SPA:\n%s\n\nDecoded header:\n%s\nDecoded payload:\n%s\nJWKS kid lookup uses %s",
		t, b.k(h), p, b.k("https://login.acme.io/.well-known/jwks.json"))
}

func samlDebug(b *B) string {
	return fmt.Sprintf(`SAML trace, assertion (decoded):
<saml:Assertion ID="_%s" IssueInstant="%s" Version="2.0">
  <saml:Issuer>https://idp.contoso.org/saml2</saml:Issuer>
  <ds:Signature><ds:SignedInfo><ds:Reference URI="#_%s"><ds:DigestValue>%s</ds:DigestValue></ds:Reference></ds:SignedInfo></ds:Signature>
  <saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">%s</saml:NameID></saml:Subject>
  <saml:AttributeStatement><saml:Attribute Name="mobile"><saml:AttributeValue>%s</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>
</saml:Assertion>
then the SP exchanged it for: Authorization: Bearer %s`, b.k(hex(40)), ts(), hex(40), b.k(b64url(randBytes(32))+"="), b.em(), b.p("phone", e164()), b.tok())
}

func vendorProse(b *B) string {
	v := b.p("bearer", vendor())
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("gitleaks flagged this in commit %s, file deploy/values.yaml line %d: `%s` — already revoked? Also AWS key id %s is in the same file but that's only the id.", b.k(sha1()), r.Intn(300)+1, v, b.k(awsKeyID()))
	case 1:
		return fmt.Sprintf("Rotating the leaked key %s today, ticket SEC-%d. Owner: %s", v, r.Intn(9000)+1000, b.em())
	}
	return fmt.Sprintf("secret scanning alert #%d: %s found in .github/workflows/release.yml@%s", r.Intn(900)+1, v, b.k(hex(40)))
}

func keyNamed(b *B) string {
	if r.Intn(5) == 0 {
		return fmt.Sprintf("curl -X POST https://%s/api -H \"PRIVATE-TOKEN: %s\"  # X-Request-Id was %s", host(), b.p("bearer", "glpat-"+secretish(alnum, 20)), b.k(uuid()))
	}
	v := b.p("bearer", secretish(alnum+"-_", 32+r.Intn(20)))
	switch r.Intn(4) {
	case 0:
		return fmt.Sprintf("bearer_token = \"%s\"\nendpoint = \"https://%s\"\nrequest_id_header = \"X-Request-Id\"", v, host())
	case 1:
		return fmt.Sprintf("datasources:\n  - name: Prometheus\n    jsonData:\n      httpHeaderName1: Authorization\n    secureJsonData:\n      httpHeaderValue1: \"Bearer %s\"\n    uid: %s", v, b.k(secretish(alnum, 14)))
	case 2:
		return fmt.Sprintf("$ ./client --bearer-token %s --trace-id %s", v, b.k(hex(32)))
	}
	return fmt.Sprintf("{\"refreshToken\": \"%s\", \"tokenType\": \"Bearer\", \"expiresIn\": 3600}", v)
}

func paymentLog(b *B) string {
	c := b.cc()
	return fmt.Sprintf("%s DEBUG gateway.sandbox request_id=%s POST /v1/authorize {\"amount\":%d,\"currency\":\"EUR\",\"source\":{\"number\":\"%s\",\"exp_month\":%d,\"exp_year\":20%d,\"cvc\":\"***\"},\"billing\":{\"email\":\"%s\",\"phone\":\"%s\"},\"idempotency_key\":\"%s\"}",
		ts(), b.k(uuid()), (r.Intn(900)+1)*100, c, r.Intn(12)+1, 27+r.Intn(5), b.em(), b.ph(), b.k(uuid()))
}

func userProfile(b *B) string {
	s := fmt.Sprintf("GET /admin/users/%d -> 200\n{\"id\":%d,\"uuid\":\"%s\",\"email\":\"%s\",\"phone\":\"%s\",\"mfa\":{\"type\":\"totp\",\"enrolled\":true},\"avatar_etag\":\"%s\"",
		r.Intn(90000)+1000, r.Intn(90000)+1000, b.k(uuid()), b.em(), b.ph(), b.k(hex(32)))
	if r.Intn(4) == 0 {
		s += fmt.Sprintf(",\"kyc\":{\"ssn\":\"%s\",\"status\":\"verified\"}", b.p("ssn", ssn()))
	}
	return s + "}"
}

func ciVars(b *B) string {
	s := fmt.Sprintf("$ env | sort\nCI_COMMIT_SHA=%s\nCI_JOB_ID=%d\nCI_JOB_TOKEN=[MASKED]\nCI_PIPELINE_ID=%d\nCI_REGISTRY_PASSWORD=[MASKED]\n", b.k(sha1()), 7000000000+r.Intn(999999999), 1500000000+r.Intn(99999999))
	b.k("CI_JOB_TOKEN=[MASKED]")
	switch r.Intn(3) {
	case 0:
		s += "DEPLOY_TOKEN=" + b.p("bearer", "gldt-"+secretish(alnum, 20)) + "\n"
	case 1:
		s += "HF_TOKEN=" + b.p("bearer", "hf_"+secretish(alnum, 34)) + "\n"
	case 2:
		s += "NPM_TOKEN=" + b.p("bearer", "npm_"+secretish(alnum, 36)) + "\n"
	}
	s += "GITLAB_USER_EMAIL=" + b.em() + "\nHOSTNAME=runner-" + b.k(rs(lower+digits, 8)) + "-project-42-concurrent-0"
	return s
}

// ================= clean kinds =================

func cCurlPlaceholder(b *B) string {
	ph := placeholder()
	return fmt.Sprintf("Docs say:\ncurl -H \"Authorization: Bearer %s\" https://%s%s\nbut I get 401 with %s, request id %s, trace %s. The response has %s and %s.",
		b.k(ph), host(), path(), b.k(`WWW-Authenticate: Bearer error="invalid_token"`), b.k(uuid()), b.k(traceparent()), b.k(`"token_type": "Bearer"`), b.k(`"expires_in": 3599`))
}

func cJWTDecoded(b *B) string {
	h, p := jwtHeader("RS256"), jwtPayload()
	hb := b64url([]byte(h))
	return fmt.Sprintf("The header segment %s... decodes to %s and the payload to %s — why does the API say the kid is unknown? JWKS: %s",
		b.k(hb[:12]), b.k(h), b.k(p), b.k(`{"keys":[{"kty":"RSA","kid":"`+hex(16)+`","use":"sig","alg":"RS256","e":"AQAB"}]}`))
}

func cWebhookSig(b *B) string {
	return fmt.Sprintf("Signature mismatch on delivery %s:\nX-Hub-Signature-256: %s\ncomputed:            %s\nbody sha1 %s, secret loaded from ${WEBHOOK_SECRET}",
		b.k(uuid()), b.k("sha256="+sha256()), b.k("sha256="+sha256()), b.k(sha1()))
}

func cAuthorizeURL(b *B) string {
	return fmt.Sprintf("GET https://%s/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2Fapp.acme.io%%2Fcallback&scope=openid%%20email&state=%s&nonce=%s&code_challenge=%s&code_challenge_method=S256\nstate mismatch after redirect — session id %s",
		host(), b.k(secretish(alnum, 32)), b.k(nonce()), b.k(nonce()), b.k(pkce()), b.k("sess_"+strings.Repeat("*", 12)))
}

func cGhaMasked(b *B) string {
	t := ts()
	return fmt.Sprintf("%s Run curl -H \"Authorization: Bearer ***\" https://%s/deploy\n%s   GITHUB_TOKEN: ***\n%s HEAD is now at %s\n%s Uploading artifact %s (sha256 %s)",
		t, host(), t, t, b.k(hex(40)), t, b.k("build-"+hex(7)+".tar.gz"), b.k(sha256()))
}

func cPublicKeys(b *B) string {
	return fmt.Sprintf("authorized_keys on bastion:\n%s\nand the JWT verification key:\n%s\nfingerprint SHA256:%s", b.k(sshPub()), b.k(pemPub()), b.k(base64NoPad(32)))
}
func base64NoPad(n int) string { return strings.TrimRight(b64url(randBytes(n)), "=") }

func cKeyIDs(b *B) string {
	return fmt.Sprintf("Which of these are safe to commit? %s (publishable), %s (access key id, the secret is in Vault), config blob %s, cache key %s, ETag %s",
		b.k(pkLive()), b.k(awsKeyID()), b.k(b64Config()), b.k("v2:"+sha256()[:40]), b.k(etag()))
}

func cTfNoSecret(b *B) string {
	return fmt.Sprintf(`{"version":4,"serial":%d,"lineage":"%s","resources":[{"type":"aws_iam_access_key","instances":[{"attributes":{"id":"%s","secret":null,"status":"Active","user":"ci-deploy"},"sensitive_attributes":[]}]},{"type":"aws_s3_bucket","instances":[{"attributes":{"arn":"arn:aws:s3:::acme-artifacts-%s","etag":"%s"}}]}]}`,
		r.Intn(300), b.k(uuid()), b.k(awsKeyID()), b.k(hex(8)), b.k(hex(32)))
}

func cNginxNoAuth(b *B) string {
	return fmt.Sprintf(`%s - - [14/Jan/2026:10:%02d:%02d +0000] "GET %s HTTP/1.1" 401 %d "-" "kube-probe/1.31" auth="-" req_id=%s upstream=%s:8080 rt=0.00%d`,
		ip(), r.Intn(60), r.Intn(60), path(), r.Intn(900)+100, b.k(hex(32)), ip(), r.Intn(9)+1)
}

func cOAuthDocs(b *B) string {
	return fmt.Sprintf("Token endpoint returns:\n{\n  \"access_token\": \"%s\",\n  %s,\n  %s,\n  \"refresh_token\": \"%s\"\n}\nPKCE verifier length is 43-128, challenge %s",
		b.k(placeholder()), b.k(`"token_type": "Bearer"`), b.k(`"expires_in": 3599`), b.k(pick("<refresh_token>", "REDACTED", "[REDACTED]", "...")), b.k(pkce()))
}

func cDockerDigest(b *B) string {
	return fmt.Sprintf("$ docker pull ghcr.io/acme/api:%s\n%s: Pulling from acme/api\nDigest: %s\nStatus: Downloaded newer image for ghcr.io/acme/api@%s",
		b.k(hex(7)), hex(7), b.k("sha256:"+sha256()), b.k("sha256:"+sha256()))
}

func cSentryNoUser(b *B) string {
	return fmt.Sprintf(`{"event_id":"%s","dsn":"https://%s@o%d.ingest.sentry.io/%d","contexts":{"trace":{"trace_id":"%s","span_id":"%s","op":"http.server"}},"request":{"headers":[["Authorization","[Filtered]"],["If-None-Match","%s"]]}}`,
		b.k(hex(32)), hex(32), r.Intn(900000)+1000, r.Intn(9000000)+1000, b.k(hex(32)), b.k(hex(16)), b.k(etag()))
}

func cWebsocketClean(b *B) string {
	return fmt.Sprintf("GET /ws HTTP/1.1\r\nUpgrade: websocket\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\nHTTP/1.1 101 Switching Protocols\r\nSec-WebSocket-Accept: %s\r\nX-Request-Id: %s\r\n",
		b.k(nonce()+"=="), b.k(rs(alnum+"+/", 27)+"="), b.k(uuid()))
}

func cGrpcClean(b *B) string {
	return fmt.Sprintf("%s WARN grpc: metadata: map[:authority:[%s] authorization:[Bearer %s] x-b3-traceid:[%s] grpc-timeout:[%dm]] code=Unauthenticated",
		ts(), host(), b.k(pick("<redacted>", "***", "REDACTED", "xxxx")), b.k(hex(32)), r.Intn(9000)+100)
}
