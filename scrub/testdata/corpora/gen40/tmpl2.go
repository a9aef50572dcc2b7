package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func javaLog(b *B) string {
	return fmt.Sprintf("%s DEBUG [http-nio-8080-exec-%d] o.s.w.f.CommonsRequestLoggingFilter : Before request [GET %s, headers=[host:\"%s\", authorization:\"Bearer %s\", x-b3-traceid:\"%s\"]]\n%s WARN  c.a.auth.JwtFilter : rejected {Authorization=[Bearer %s], X-Request-Id=[%s]} for user %s",
		ts(), r.Intn(20)+1, path(), host(), b.tok(), b.k(hex(32)), ts(), b.tok(), b.k(uuid()), b.em())
}

func goDump(b *B) string {
	return fmt.Sprintf("req.Header = map[Accept:[application/json] Authorization:[Bearer %s] User-Agent:[Go-http-client/2.0] X-Request-Id:[%s]]\nresp: 403 {\"message\":\"Resource not accessible by integration\",\"documentation_url\":\"https://docs.github.com/rest\"}",
		b.tok(), b.k(uuid()))
}

func pyRequests(b *B) string {
	return fmt.Sprintf("import requests\nresp = requests.get(\n    \"https://%s%s\",\n    headers={\"Authorization\": \"Bearer %s\", \"Idempotency-Key\": \"%s\"},\n    timeout=10,\n)\nprint(resp.status_code, resp.headers.get(\"x-request-id\"))  # 401 %s",
		host(), path(), b.tok(), b.k(uuid()), b.k(uuid()))
}

func cookieJWT(b *B) string {
	switch r.Intn(3) {
	case 0:
		return fmt.Sprintf("> GET /dashboard HTTP/1.1\n> Cookie: _ga=GA1.2.%d.%d; id_token=%s; csrftoken=%s\n< HTTP/1.1 302 Found\n< Location: /login?next=%%2Fdashboard", 100000000+r.Intn(900000000), 1700000000+r.Intn(9000000), b.p("jwt", jwt()), b.k(secretish(alnum, 32)))
	case 1:
		return fmt.Sprintf("Redirected to https://app.acme.io/callback#id_token=%s&state=%s&session_state=%s", b.p("jwt", jwt()), b.k(nonce()), b.k(uuid()))
	}
	return fmt.Sprintf("Authorization: JWT %s\nX-Request-Id: %s", b.p("jwt", jwt()), b.k(uuid()))
}

func xAPIKey(b *B) string {
	v := pick("sk-ant-api03-"+secretish(alnum+"-_", 93)+"AA", "sk-proj-"+secretish(alnum+"-_", 100), "hf_"+secretish(alnum, 34))
	return fmt.Sprintf("curl https://%s/v1/messages \\\n  -H \"x-api-key: %s\" \\\n  -H \"anthropic-version: 2023-06-01\" \\\n  -H \"content-type: application/json\"\n{\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\"},\"request_id\":\"%s\"}",
		host(), b.p("bearer", v), b.k("req_"+secretish(alnum, 24)))
}

func oauth2Proxy(b *B) string {
	return fmt.Sprintf("upstream received:\nX-Forwarded-User: %s\nX-Forwarded-Email: %s\nX-Forwarded-Access-Token: %s\nX-Auth-Request-Preferred-Username: %s\nGAP-Auth: %s",
		b.k(fmt.Sprint(100000000000000000+r.Int63n(800000000000000000))), b.em(), b.p("bearer", "ya29.a0"+secretish(alnum+"-_", 160)), pick(firsts...)+"."+pick(lasts...), b.em())
}

func amzToken(b *B) string {
	return fmt.Sprintf("PUT /acme-artifacts/build.tar.gz HTTP/1.1\nHost: s3.eu-west-1.amazonaws.com\nX-Amz-Date: 20260114T102231Z\nX-Amz-Content-Sha256: %s\nX-Amz-Security-Token: %s\nAuthorization: AWS4-HMAC-SHA256 Credential=%s/20260114/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=%s",
		b.k(sha256()), b.p("bearer", "IQoJb3JpZ2luX2VjE"+secretish(alnum+"/+", 280)+"="), b.k(awsKeyID()), b.k(sha256()))
}

func twilioHook(b *B) string {
	sid := "AC" + hex(32)
	return fmt.Sprintf("POST /sms/inbound HTTP/1.1\nX-Twilio-Signature: %s\nAuthorization: Basic %s\nContent-Type: application/x-www-form-urlencoded\n\nToCountry=US&SmsMessageSid=%s&From=%s&To=%s&Body=STOP&AccountSid=%s",
		b.k(base64.StdEncoding.EncodeToString(randBytes(20))), b.p("bearer", base64.StdEncoding.EncodeToString([]byte(sid+":"+hex(32)))), b.k("SM"+hex(32)),
		b.p("phone", strings.Replace(e164(), "+", "%2B", 1)), b.p("phone", strings.Replace(e164(), "+", "%2B", 1)), sid)
}

func emailEncoded(b *B) string {
	f, l := person()
	e := f + "." + l + "%40" + pick(domains...)
	return fmt.Sprintf("%s GET /api/v1/invitations/accept?email=%s&invite_token=%s&utm_source=email HTTP/1.1 410 trace=%s",
		ip(), b.p("email", e), b.k(pick("<redacted>", "[FILTERED]")), b.k(hex(32)))
}

func foldedHeader(b *B) string {
	return fmt.Sprintf("> POST /v1/graphql HTTP/1.1\r\n> Host: %s\r\n> Authorization: Bearer\r\n>  %s\r\n> Content-Length: %d\r\n> X-Request-Id: %s\r\n", host(), b.tok(), r.Intn(900)+20, b.k(uuid()))
}

func schemeCreds(b *B) string {
	switch r.Intn(6) {
	case 0:
		b.sub = "proxy_basic"
		return fmt.Sprintf("Proxy-Authorization: Basic %s\nVia: 1.1 squid-%s", b.p("bearer", basicCred()), b.k(hex(8)))
	case 1:
		b.sub = "token_hex40"
		return fmt.Sprintf("DRF endpoint still 401s:\ncurl -H 'Authorization: Token %s' https://%s/api/me/\n{\"detail\":\"Invalid token.\"}  # request %s", b.p("bearer", hex(40)), host(), b.k(uuid()))
	case 2:
		b.sub = "okta_ssws"
		return fmt.Sprintf("GET https://acme.okta.com/api/v1/users?search=profile.email eq \"%s\"\nAuthorization: SSWS %s\nAccept: application/json\nX-Okta-Request-Id: %s", b.em(), b.p("bearer", "00"+secretish(alnum+"-_", 40)), b.k(secretish(alnum, 27)))
	case 3:
		uid := fmt.Sprint(100000000000000000 + r.Int63n(800000000000000000))
		return fmt.Sprintf("discord.py: 401 Unauthorized using header Authorization: Bot %s (application id %s)", b.p("bearer", b64url([]byte(uid))+"."+secretish(alnum+"-_", 6)+"."+secretish(alnum+"-_", 38)), b.k(uid))
	case 4:
		b.sub = "splunk_uuid"
		return fmt.Sprintf("curl -k https://splunk.acme.io:8088/services/collector/event -H \"Authorization: Splunk %s\" -d '{\"event\": \"deploy\", \"host\": \"build-%s\"}'", b.p("bearer", strings.ToUpper(uuid())), b.k(hex(6)))
	}
	b.sub = "elastic_apikey"
	return fmt.Sprintf("curl -X GET \"https://es.acme.io:9200/_security/_authenticate\" -H \"Authorization: ApiKey %s\"\n{\"username\":\"svc-ingest\",\"authentication_realm\":{\"name\":\"_es_api_key\"},\"api_key\":{\"id\":\"%s\"}}",
		b.p("bearer", base64.StdEncoding.EncodeToString([]byte(secretish(alnum, 20)+":"+secretish(alnum+"-_", 22)))), b.k(secretish(alnum, 20)))
}

func postmanAuth(b *B) string {
	return fmt.Sprintf(`{"info":{"_postman_id":"%s","name":"Orders"},"auth":{"type":"bearer","bearer":[{"key":"token","value":"%s","type":"string"}]},"variable":[{"key":"baseUrl","value":"https://%s"},{"key":"trace","value":"%s"}]}`,
		b.k(uuid()), b.tok(), host(), b.k(hex(32)))
}

func cardTestLog(b *B) string {
	c := b.cc()
	return fmt.Sprintf("[sandbox] %s POST /v1/payment_methods card[number]=%s card[cvc]=*** -> 200 {\"id\":\"pm_%s\",\"card\":{\"brand\":\"%s\",\"last4\":\"%s\",\"fingerprint\":\"%s\",\"exp_year\":20%d},\"billing_details\":{\"email\":\"%s\"}}\nrequest-id: %s",
		ts(), c, b.k(secretish(alnum, 24)), pick("visa", "mastercard", "amex"), c[len(c)-4:], b.k(secretish(alnum, 16)), 27+r.Intn(5), b.em(), b.k("req_"+secretish(alnum, 14)))
}

func kycProfile(b *B) string {
	return fmt.Sprintf("Persona webhook (inquiry.approved) for %s:\n{\"reference_id\":\"%s\",\"fields\":{\"email_address\":\"%s\",\"phone_number\":\"%s\",\"identification_number\":\"%s\",\"id_class\":\"ssn\"}}",
		b.k("inq_"+secretish(alnum, 24)), b.k(uuid()), b.em(), b.p("phone", e164()), b.p("ssn", ssn()))
}

// ---------- clean additions ----------

func cPyCode(b *B) string {
	return fmt.Sprintf("token = os.environ[\"API_TOKEN\"]\nheaders = %s\n# also tried %s and %s; request id %s",
		b.k(`{"Authorization": f"Bearer {token}"}`), b.k(`"Authorization": "Bearer " + cfg.token`), b.k("Bearer ${{ secrets.DEPLOY_TOKEN }}"), b.k(uuid()))
}

func cSigV4(b *B) string {
	return fmt.Sprintf("Authorization: AWS4-HMAC-SHA256 Credential=%s/20260114/us-east-1/execute-api/aws4_request, SignedHeaders=host;x-amz-date, Signature=%s\nX-Amz-Date: 20260114T102231Z\nx-amzn-RequestId: %s\nThe canonical request hash was %s",
		b.k(awsKeyID()), b.k(sha256()), b.k(uuid()), b.k(sha256()))
}

func cDigest(b *B) string {
	return fmt.Sprintf(`Authorization: Digest username="svc-monitor", realm="%s", nonce="%s", uri="/status", qop=auth, nc=00000001, cnonce="%s", response="%s", opaque="%s"`,
		b.k("api@acme"), b.k(hex(32)), b.k(hex(16)), b.k(hex(32)), b.k(hex(32)))
}

func cMaskedTokens(b *B) string {
	return fmt.Sprintf("gh auth status:\n  ✓ Logged in to github.com account %s (keyring)\n  - Token: %s\n  - Token scopes: 'gist', 'read:org', 'repo'\nStripe dashboard shows %s; example from docs: %s; and %s",
		b.k("acme-bot"), b.k("gho_"+strings.Repeat("*", 36)), b.k("sk_live_••••••••"+secretish(alnum, 4)), b.k("xoxb-your-token-here"), b.k("ghp_"+strings.Repeat("x", 36)))
}

func cProse(b *B) string {
	return b.k(pick(
		("The API expects the Authorization: Bearer scheme; the bearer of the token is whoever holds it, so keep expiries short (expires_in 3599)."),
		("Our gateway accepts [\"Bearer\", \"Basic\"] schemes; Basic is only for the health probe."),
		("Set token_type to Bearer and send it in the `Authorization: Bearer` header, never as a query parameter."),
		("Token rotation: tokens are 40 chars, expire after 90 days, and the last 4 chars are shown in the UI."),
	)) + fmt.Sprintf(" Ref %s.", b.k(uuid()))
}

func cDatadogIDs(b *B) string {
	return fmt.Sprintf(`{"service":"auth","status":"info","dd.trace_id":"%s","dd.span_id":"%s","message":"token refreshed","usr.id":"%s","snowflake":"%d","duration_ns":%d}`,
		b.k2(fmt.Sprint(1000000000000000000+r.Int63n(8000000000000000000))), b.k2(fmt.Sprint(1000000000000000000+r.Int63n(8000000000000000000))), b.k(uuid()), 1200000000000000000+r.Int63n(99999999999999999), r.Intn(90000000)+1000000)
}

func cSlackSig(b *B) string {
	return fmt.Sprintf("X-Slack-Request-Timestamp: %d\nX-Slack-Signature: %s\nbasestring v0:%d:token=%s&team_id=T%s&command=%%2Fdeploy",
		1768000000+r.Intn(1000000), b.k("v0="+sha256()), 1768000000+r.Intn(1000000), b.k("[REDACTED]"), b.k(rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10)))
}

func cJWKS(b *B) string {
	return fmt.Sprintf(`{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","n":"%s","e":"AQAB","x5t":"%s"}]}`,
		b.k(hex(20)), b.k(b64url(randBytes(256))), b.k(b64url(randBytes(20))))
}
