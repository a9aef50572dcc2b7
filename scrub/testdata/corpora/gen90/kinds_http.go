package main

import (
	"fmt"
	"net/url"
	"strings"
)

var apiHosts = []string{"api.acme-logistics.com", "api.brightpath.io", "billing.lumen-pay.com", "api.northwind-traders.io", "gateway.meridian-bank.com.mx", "api.hooli.dev", "auth.quantix.tech", "crm.contoso.de", "api.sakura-shoji.co.jp", "sso.globex.fr"}
var paths = []string{"/v1/users/me", "/api/v2/orders", "/v1/customers", "/api/accounts/profile", "/graphql", "/v3/payments", "/oauth/token", "/api/v1/invoices?limit=50", "/v2/contacts/search", "/internal/admin/export"}
var uas = []string{"curl/8.5.0", "curl/7.88.1", "curl/8.7.1", "curl/7.81.0", "curl/8.11.1"}

func curlPre(b *B, host, method, path string) string {
	ip := b.PubIP()
	return fmt.Sprintf("*   Trying %s:443...\n* Connected to %s (%s) port 443\n* ALPN: curl offers h2,http/1.1\n* TLSv1.3 (OUT), TLS handshake, Client hello (1):\n* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS\n* Server certificate:\n*  subject: CN=%s\n*  expire date: %s %d 23:59:59 2026 GMT\n* using HTTP/2\n> %s %s HTTP/2\n> Host: %s\n> User-Agent: %s\n> Accept: */*\n",
		ip, host, ip, host, pick(months...), rint(1, 28), method, path, host, pick(uas...))
}

func curlResp(b *B, code int) string {
	status := map[int]string{200: "", 201: "", 401: "", 403: "", 500: "", 502: "", 429: ""}
	_ = status
	s := fmt.Sprintf("< HTTP/2 %d\n< date: %s\n< content-type: application/json; charset=utf-8\n< content-length: %s\n< x-request-id: %s\n", code, b.Date(), b.N(40, 4000), b.UUID())
	if chance(0.5) {
		s += fmt.Sprintf("< traceparent: %s\n", b.TP())
	}
	if chance(0.4) {
		s += fmt.Sprintf("< cf-ray: %s\n", b.K(cfRay()))
	}
	if chance(0.4) {
		s += fmt.Sprintf("< etag: %s\n", b.ETag())
	}
	s += "<\n"
	return s
}

func errBody(b *B, code int) string {
	switch code {
	case 401:
		return fmt.Sprintf(`{"error":"invalid_token","error_description":"The access token expired","request_id":"%s"}`, b.Req())
	case 403:
		return fmt.Sprintf(`{"code":403,"message":"insufficient_scope","trace_id":"%s"}`, b.Hex(32))
	case 500:
		return fmt.Sprintf(`{"error":"internal","incident":"%s"}`, b.UUID())
	}
	return fmt.Sprintf(`{"ok":true,"id":"%s"}`, b.UUID())
}

func httpKinds() []Kind {
	return []Kind{
		{"curl_v_bearer_opaque", func(b *B) string {
			host, p := pick(apiHosts...), pick(paths...)
			code := pick(401, 403, 200)
			body := curlPre(b, host, "GET", p) + fmt.Sprintf("> Authorization: Bearer %s\n>\n", b.Tok()) + curlResp(b, code) + errBody(b, code) + "\n* Connection #0 to host " + host + " left intact"
			return wrap("auth", body)
		}},
		{"curl_v_bearer_jwt", func(b *B) string {
			host, p := pick(apiHosts...), pick(paths...)
			code := pick(401, 403)
			body := curlPre(b, host, "GET", p) + fmt.Sprintf("> authorization: Bearer %s\n> x-correlation-id: %s\n>\n", b.JWT(), b.UUID()) + curlResp(b, code) + errBody(b, code)
			return wrap("auth", body)
		}},
		{"curl_v_basic", func(b *B) string {
			host, p := pick(apiHosts...), pick(paths...)
			u := username()
			pw := password()
			cred := b.Sec(basicCred(u, pw))
			used[pw] = true
			body := curlPre(b, host, "POST", p) + fmt.Sprintf("> Authorization: Basic %s\n> Content-Type: application/json\n> Content-Length: %s\n>\n", cred, b.N(20, 400)) + curlResp(b, 401) + errBody(b, 401)
			return wrap("auth", body)
		}},
		{"curl_v_user_flag", func(b *B) string {
			host := pick(apiHosts...)
			u := username()
			pw := b.Pass()
			cred := b.Sec(basicCred(u, pw))
			return wrap("auth", fmt.Sprintf("$ curl -v -u '%s:%s' https://%s%s\n* Server auth using Basic with user '%s'\n> GET %s HTTP/1.1\n> Host: %s\n> Authorization: Basic %s\n> User-Agent: %s\n>\n< HTTP/1.1 401 Unauthorized\n< WWW-Authenticate: Basic realm=\"api\"\n< X-Request-Id: %s\n< Content-Length: 0",
				u, pw, host, "/api/health", u, "/api/health", host, cred, pick(uas...), b.UUID()))
		}},
		{"curl_v_cookie", func(b *B) string {
			host, p := pick(apiHosts...), pick(paths...)
			n, v := cookieSession()
			b.Sec(v)
			body := curlPre(b, host, "GET", p) + fmt.Sprintf("> Cookie: %s=%s; _ga=GA1.2.%s.%s; lang=%s\n>\n", n, v, b.N(100000000, 999999999), b.N(1690000000, 1760000000), pick("en", "de", "fr", "pt-BR")) + curlResp(b, 302) + "< location: /login?next=%2Fdashboard"
			return wrap("auth", body)
		}},
		{"curl_v_set_cookie", func(b *B) string {
			host := pick(apiHosts...)
			n, v := cookieSession()
			b.Sec(v)
			body := curlPre(b, host, "POST", "/login") + fmt.Sprintf("> Content-Type: application/x-www-form-urlencoded\n> Content-Length: %s\n>\n< HTTP/2 302\n< date: %s\n< location: /dashboard\n< set-cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax\n< x-request-id: %s\n<", b.N(30, 90), b.Date(), n, v, b.UUID())
			return wrap(pick("gen", "leak"), body)
		}},
		{"curl_v_api_key_header", func(b *B) string {
			host, p := pick(apiHosts...), pick(paths...)
			hdr := pick("X-API-Key", "x-api-key", "Api-Key", "X-Auth-Token", "apikey")
			key := b.Sec(hexKey(32))
			body := curlPre(b, host, "GET", p) + fmt.Sprintf("> %s: %s\n>\n", hdr, key) + curlResp(b, 403) + errBody(b, 403)
			return wrap("auth", body)
		}},
		{"curl_trace_ascii", func(b *B) string {
			host := pick(apiHosts...)
			tok := b.VTok()
			hdr := fmt.Sprintf("POST /v1/messages HTTP/1.1\nHost: %s\nUser-Agent: %s\nAccept: */*\nAuthorization: Bearer %s\nContent-Type: application/json\nContent-Length: %s\n", host, pick(uas...), tok, b.N(60, 300))
			var lines []string
			off := 0
			for _, l := range strings.Split(strings.TrimSuffix(hdr, "\n"), "\n") {
				lines = append(lines, fmt.Sprintf("%04x: %s", off, l))
				off += len(l) + 2
			}
			return wrap("auth", fmt.Sprintf("== Info: Connected to %s (%s) port 443 (#0)\n=> Send header, %d bytes (0x%x)\n%s\n0%03x: \n== Info: We are completely uploaded and fine\n<= Recv header, 26 bytes (0x1a)\n0000: HTTP/1.1 401 Unauthorized\n<= Recv header, 37 bytes (0x25)\n0000: Date: %s", host, b.PubIP(), off+2, off+2, strings.Join(lines, "\n"), off, b.Date()))
		}},
		{"curl_trace_ascii_body", func(b *B) string {
			host := pick(apiHosts...)
			em, ph := b.Email(), b.Phone()
			body := fmt.Sprintf(`{"email":"%s","phone":"%s","marketing_opt_in":false}`, em, ph)
			return wrap("gen", fmt.Sprintf("=> Send header, 201 bytes (0xc9)\n0000: POST /v2/contacts HTTP/1.1\n001c: Host: %s\n0036: Content-Type: application/json\n0056: Content-Length: %d\n006c: X-Request-Id: %s\n=> Send data, %d bytes (0x%x)\n0000: %s\n== Info: upload completely sent off: %d bytes\n<= Recv header, 36 bytes (0x24)\n0000: HTTP/1.1 422 Unprocessable Entity", host, len(body), b.UUID(), len(body), len(body), body, len(body)))
		}},
		{"curl_v_proxy_auth", func(b *B) string {
			u := username()
			pw := password()
			used[pw] = true
			cred := b.Sec(basicCred(u, pw))
			px := b.IP()
			return wrap("conn", fmt.Sprintf("* Uses proxy env variable https_proxy == 'http://%s:3128'\n*   Trying %s:3128...\n* Connected to %s (%s) port 3128\n* CONNECT tunnel: HTTP/1.1 negotiated\n* Establish HTTP proxy tunnel to %s:443\n> CONNECT %s:443 HTTP/1.1\n> Host: %s:443\n> Proxy-Authorization: Basic %s\n> User-Agent: %s\n>\n< HTTP/1.1 407 Proxy Authentication Required\n< Proxy-Authenticate: Negotiate\n* CONNECT tunnel failed, response 407", px, px, px, px, pick(apiHosts...), "registry.npmjs.org", "registry.npmjs.org", cred, pick(uas...)))
		}},
		{"curl_v_response_pii", func(b *B) string {
			host := pick(apiHosts...)
			body := curlPre(b, host, "GET", "/v1/customers/"+b.K("cus_"+rs(alnum, 14))) + "> Authorization: Bearer $API_TOKEN\n>\n" + curlResp(b, 200) +
				fmt.Sprintf(`{"id":"%s","name":"%s","email":"%s","phone":"%s","created":%s,"currency":"eur"}`, b.K(stripeID("cus")), fullName(), b.Email(), b.Phone(), b.N(1690000000, 1760000000))
			b.K("$API_TOKEN")
			return wrap("gen", body)
		}},
		{"curl_v_form_login", func(b *B) string {
			host := pick(apiHosts...)
			em := b.P("email", url.QueryEscape(email()))
			pw := b.UPass()
			form := "username=" + em + "&password=" + pw + "&grant_type=password&client_id=" + b.K("web-"+rs(hexd, 8))
			return wrap("auth", fmt.Sprintf("$ curl -v -X POST https://%s/oauth/token -d '%s'\n> POST /oauth/token HTTP/1.1\n> Host: %s\n> Content-Type: application/x-www-form-urlencoded\n> Content-Length: %d\n>\n< HTTP/1.1 400 Bad Request\n< X-Request-Id: %s\n{\"error\":\"invalid_grant\"}", host, form, host, len(form), b.UUID()))
		}},
		{"py_http_client_send", func(b *B) string {
			host, p := pick(apiHosts...), pick(paths...)
			tok := pick(b.Tok, b.VTok, b.JWT)()
			return wrap("auth", fmt.Sprintf("send: b'GET %s HTTP/1.1\\r\\nHost: %s\\r\\nUser-Agent: python-requests/2.%d.0\\r\\nAccept-Encoding: gzip, deflate\\r\\nAccept: */*\\r\\nConnection: keep-alive\\r\\nAuthorization: Bearer %s\\r\\n\\r\\n'\nreply: 'HTTP/1.1 401 Unauthorized\\r\\n'\nheader: Date: %s\nheader: Content-Type: application/json\nheader: Content-Length: %s\nheader: X-Request-Id: %s\nDEBUG:urllib3.connectionpool:https://%s:443 \"GET %s HTTP/1.1\" 401 %s", p, host, rint(25, 32), tok, b.Date(), b.N(40, 200), b.UUID(), host, p, b.N(40, 200)))
		}},
		{"py_urllib3_query_email", func(b *B) string {
			host := pick(apiHosts...)
			em := b.P("email", strings.ReplaceAll(email(), "@", "%40"))
			return wrap("gen", fmt.Sprintf("%s DEBUG urllib3.connectionpool Starting new HTTPS connection (1): %s:443\n%s DEBUG urllib3.connectionpool https://%s:443 \"GET /v2/contacts/search?email=%s&limit=1 HTTP/1.1\" 200 %s\n%s DEBUG app.sync contact not found, creating", b.LTS(), host, b.LTS(), host, em, b.N(2, 9), b.LTS()))
		}},
		{"py_requests_traceback_apikey", func(b *B) string {
			host := pick(apiHosts...)
			key := b.Sec(hexKey(pick(32, 40)))
			return wrap("auth", fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/sync.py\", line %s, in fetch\n    r.raise_for_status()\n  File \"/usr/local/lib/python3.%d/site-packages/requests/models.py\", line 1024, in raise_for_status\n    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://%s/api/v1/reports?api_key=%s&from=%s", b.N(40, 300), rint(9, 12), host, key, b.K(fmt.Sprintf("%d-%02d-01", rint(2023, 2026), rint(1, 12)))))
		}},
		{"py_headers_dict", func(b *B) string {
			tok := b.VTok()
			return wrap("auth", fmt.Sprintf(">>> r.request.headers\n{'User-Agent': 'python-requests/2.31.0', 'Accept-Encoding': 'gzip, deflate', 'Accept': '*/*', 'Connection': 'keep-alive', 'Authorization': 'token %s', 'Content-Length': '%s'}\n>>> r.status_code\n%d", tok, b.N(10, 400), pick(401, 403, 404)))
		}},
		{"httpx_slack_webhook", func(b *B) string {
			sec := b.Sec(uniq(func() string { return secretish(alnum, 24) }))
			team, bot := "T"+rs(upper+digits, 10), "B"+rs(upper+digits, 10)
			return wrap("leak", fmt.Sprintf("%s - httpx - INFO - HTTP Request: POST https://hooks.slack.com/services/%s/%s/%s \"HTTP/1.1 200 OK\"\n%s - alerts - INFO - notified #%s", b.LTS(), team, bot, sec, b.LTS(), pick("oncall", "payments-alerts", "ops")))
		}},
		{"httpx_debug_headers", func(b *B) string {
			tok := pick(b.Tok, b.VTok)()
			host := pick(apiHosts...)
			return wrap("auth", fmt.Sprintf("DEBUG [httpcore.http11] send_request_headers.started request=<Request [b'POST']>\nDEBUG [httpcore.http11] send_request_headers.complete\nDEBUG [app.client] request headers: Headers({'host': '%s', 'accept': '*/*', 'accept-encoding': 'gzip, deflate', 'connection': 'keep-alive', 'user-agent': 'python-httpx/0.27.0', 'authorization': 'Bearer %s', 'content-length': '%s', 'content-type': 'application/json'})\nDEBUG [httpcore.http11] receive_response_headers.complete return_value=(b'HTTP/1.1', 401, b'Unauthorized', [(b'x-request-id', b'%s')])", host, tok, b.N(20, 900), b.UUID()))
		}},
		{"axios_error_dump", func(b *B) string {
			tok := pick(b.JWT, b.Tok)()
			em := b.Email()
			host := pick(apiHosts...)
			return wrap("auth", fmt.Sprintf("AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12)\n  code: 'ERR_BAD_REQUEST',\n  config: {\n    method: 'post',\n    url: 'https://%s/v1/subscribers',\n    headers: Object [AxiosHeaders] {\n      Accept: 'application/json, text/plain, */*',\n      'Content-Type': 'application/json',\n      Authorization: 'Bearer %s',\n      'User-Agent': 'axios/1.%d.2',\n      'Content-Length': '%s'\n    },\n    data: '{\"email\":\"%s\",\"list\":\"%s\"}'\n  },\n  status: 401", host, tok, rint(4, 7), b.N(30, 120), em, pick("newsletter", "beta", "weekly")))
		}},
		{"devtools_copy_curl", func(b *B) string {
			host := pick(apiHosts...)
			tok := b.JWT()
			n, v := cookieSession()
			b.Sec(v)
			em := b.Email()
			pw := b.Pass()
			pw2 := strings.ReplaceAll(pw, "'", "")
			if pw2 != pw {
				pw = pw2
			}
			return wrap("gen", fmt.Sprintf("curl 'https://%s/api/account/password' \\\n  -H 'accept: application/json, text/plain, */*' \\\n  -H 'accept-language: %s' \\\n  -H 'authorization: Bearer %s' \\\n  -H 'content-type: application/json' \\\n  -b '%s=%s; theme=dark' \\\n  -H 'origin: https://app.%s' \\\n  -H 'sec-ch-ua-platform: \"macOS\"' \\\n  -H 'x-request-id: %s' \\\n  --data-raw '{\"email\":\"%s\",\"currentPassword\":\"%s\"}'", host, pick("en-US,en;q=0.9", "de-DE,de;q=0.9", "pt-BR,pt;q=0.9,en;q=0.8", "ja,en-US;q=0.9"), tok, n, v, strings.TrimPrefix(host, "api."), b.UUID(), em, pw))
		}},
		{"devtools_copy_curl_cmd", func(b *B) string {
			host := pick(apiHosts...)
			tok := pick(b.JWT, b.Tok)()
			return wrap("gen", fmt.Sprintf("curl ^\"https://%s/api/v2/orders?page=2^\" ^\n  -H ^\"accept: application/json^\" ^\n  -H ^\"authorization: Bearer %s^\" ^\n  -H ^\"sec-fetch-mode: cors^\" ^\n  -H ^\"traceparent: %s^\" ^\n  --compressed", host, tok, b.TP()))
		}},
		{"devtools_copy_fetch_node", func(b *B) string {
			host := pick(apiHosts...)
			tok := pick(b.JWT, b.Tok)()
			n, v := cookieSession()
			b.Sec(v)
			return wrap("gen", fmt.Sprintf("fetch(\"https://%s/graphql\", {\n  \"headers\": {\n    \"accept\": \"*/*\",\n    \"authorization\": \"Bearer %s\",\n    \"content-type\": \"application/json\",\n    \"cookie\": \"%s=%s\",\n    \"x-client-version\": \"%s\"\n  },\n  \"body\": \"{\\\"operationName\\\":\\\"Me\\\",\\\"variables\\\":{},\\\"query\\\":\\\"query Me { me { id email } }\\\"}\",\n  \"method\": \"POST\"\n});", host, tok, n, v, b.K(ver())))
		}},
		{"devtools_copy_powershell", func(b *B) string {
			host := pick(apiHosts...)
			tok := pick(b.JWT, b.Tok)()
			em := b.Email()
			return wrap("gen", fmt.Sprintf("$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\nInvoke-WebRequest -UseBasicParsing -Uri \"https://%s/api/users/invite\" `\n-Method \"POST\" `\n-WebSession $session `\n-Headers @{\n\"authorization\"=\"Bearer %s\"\n  \"x-request-id\"=\"%s\"\n} `\n-ContentType \"application/json\" `\n-Body \"{`\"email`\":`\"%s`\",`\"role`\":`\"viewer`\"}\"", host, tok, b.UUID(), em))
		}},
		{"har_fragment", func(b *B) string {
			tok := pick(b.JWT, b.Tok)()
			em, ph := b.Email(), b.Phone()
			return wrap("gen", fmt.Sprintf("{\n  \"startedDateTime\": \"%s\",\n  \"time\": %s.%s,\n  \"request\": {\n    \"method\": \"POST\",\n    \"url\": \"https://%s/v1/checkout\",\n    \"httpVersion\": \"h2\",\n    \"headers\": [\n      {\"name\": \"authorization\", \"value\": \"Bearer %s\"},\n      {\"name\": \"x-request-id\", \"value\": \"%s\"}\n    ],\n    \"postData\": {\"mimeType\": \"application/json\", \"text\": \"{\\\"email\\\":\\\"%s\\\",\\\"phone\\\":\\\"%s\\\"}\"}\n  },\n  \"response\": {\"status\": 500, \"headersSize\": %s, \"bodySize\": %s}\n}", b.TS(), b.N(100, 999), b.N(100, 999), pick(apiHosts...), tok, b.UUID(), em, ph, b.N(200, 900), b.N(20, 900)))
		}},
		{"har_cookie_entries", func(b *B) string {
			n, v := cookieSession()
			b.Sec(v)
			return wrap("leak", fmt.Sprintf("\"cookies\": [\n  {\"name\": \"%s\", \"value\": \"%s\", \"path\": \"/\", \"expires\": \"%s\", \"httpOnly\": true, \"secure\": true},\n  {\"name\": \"_gid\", \"value\": \"GA1.2.%s.%s\", \"path\": \"/\", \"httpOnly\": false, \"secure\": false}\n],\n\"headersSize\": %s", n, v, b.TS(), b.N(100000000, 999999999), b.N(1690000000, 1760000000), b.N(300, 1200)))
		}},
		{"postman_console", func(b *B) string {
			host := pick(apiHosts...)
			tok := pick(b.Tok, b.VTok, b.JWT)()
			ph := b.Phone()
			return wrap("auth", fmt.Sprintf("POST https://%s/v1/sms/send\n401\n%s ms\n▼ Network\n  addresses: {local: {address: \"%s\", family: \"IPv4\", port: %s}}\n▼ Request Headers\n  Authorization: Bearer %s\n  Content-Type: application/json\n  User-Agent: PostmanRuntime/7.%d.0\n  Postman-Token: %s\n  Host: %s\n▼ Request Body\n  {\"to\": \"%s\", \"template\": \"otp_login\"}\n▼ Response Headers\n  X-Request-Id: %s", host, b.N(80, 900), b.IP(), b.N(50000, 65000), tok, rint(36, 43), b.UUID(), host, ph, b.UUID()))
		}},
		{"okhttp_logging", func(b *B) string {
			host := pick(apiHosts...)
			tok := pick(b.JWT, b.Tok)()
			em, ph := b.Email(), b.Phone()
			body := fmt.Sprintf(`{"email":"%s","phone":"%s","locale":"%s"}`, em, ph, pick("en_US", "de_DE", "pt_BR", "ja_JP"))
			return wrap("gen", fmt.Sprintf("I/okhttp.OkHttpClient: --> PUT https://%s/v1/profile\nI/okhttp.OkHttpClient: Content-Type: application/json; charset=utf-8\nI/okhttp.OkHttpClient: Content-Length: %d\nI/okhttp.OkHttpClient: Authorization: Bearer %s\nI/okhttp.OkHttpClient: \nI/okhttp.OkHttpClient: %s\nI/okhttp.OkHttpClient: --> END PUT (%d-byte body)\nI/okhttp.OkHttpClient: <-- 409 https://%s/v1/profile (%sms)\nI/okhttp.OkHttpClient: x-request-id: %s", host, len(body), tok, body, len(body), host, b.N(40, 2000), b.UUID()))
		}},
		{"go_dumprequest", func(b *B) string {
			host := pick(apiHosts...)
			tok := pick(b.Tok, b.VTok)()
			return wrap("auth", fmt.Sprintf("%s DEBUG outgoing request:\nPOST /v1/events HTTP/1.1\r\nHost: %s\r\nUser-Agent: Go-http-client/1.1\r\nContent-Length: %s\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nX-Request-Id: %s\r\nAccept-Encoding: gzip\r\n\r\n{\"event\":\"signup\",\"ts\":%s}", b.K(strings.Replace(logTS(), ",", ".", 1)), host, b.N(20, 200), tok, b.UUID(), b.N(1690000000, 1760000000)))
		}},
		{"go_dumpresponse_pii", func(b *B) string {
			em, ph := b.Email(), b.PhoneF()
			return wrap("gen", fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Length: %s\r\nContent-Type: application/json\r\nDate: %s\r\nEtag: %s\r\nX-Request-Id: %s\r\n\r\n{\"user\":{\"id\":%s,\"email\":\"%s\",\"phone\":\"%s\",\"verified\":true}}", b.N(80, 300), b.Date(), b.ETag(), b.UUID(), b.N(10000, 9999999), em, ph))
		}},
		{"dotnet_httpclient_log", func(b *B) string {
			host := pick(apiHosts...)
			tok := pick(b.JWT, b.Tok)()
			return wrap("auth", fmt.Sprintf("info: System.Net.Http.HttpClient.PaymentsApi.LogicalHandler[100]\n      Start processing HTTP request POST https://%s/v3/payments\ntrce: System.Net.Http.HttpClient.PaymentsApi.LogicalHandler[102]\n      Request Headers:\n      Authorization: Bearer %s\n      traceparent: %s\n      Content-Type: application/json; charset=utf-8\ninfo: System.Net.Http.HttpClient.PaymentsApi.ClientHandler[101]\n      Received HTTP response headers after %s.%sms - 401", host, tok, b.TP(), b.N(10, 999), b.N(1000, 9999)))
		}},
		{"grpc_metadata_dump", func(b *B) string {
			tok := pick(b.JWT, b.Tok)()
			em := b.Email()
			return wrap("auth", fmt.Sprintf("%s ERROR rpc error: code = Unauthenticated desc = token is expired\nincoming metadata: map[:authority:[%s:%s] authorization:[Bearer %s] content-type:[application/grpc] grpc-timeout:[%sm] user-agent:[grpc-go/1.%d.0] x-user-email:[%s] x-request-id:[%s]]", b.K(strings.Replace(logTS(), ",", ".", 1)), pick("orders.internal", "billing-svc", "users.prod.svc.cluster.local"), b.K(pick("50051", "8443", "9090")), tok, b.N(1000, 30000), rint(58, 68), em, b.UUID()))
		}},
		{"grpcurl_verbose", func(b *B) string {
			tok := pick(b.JWT, b.Tok)()
			em, ph := b.Email(), b.Phone()
			return wrap("gen", fmt.Sprintf("$ grpcurl -v -H 'authorization: Bearer %s' -d '{\"user_id\": \"%s\"}' users.internal:443 users.v1.UserService/GetUser\n\nResolved method descriptor:\nrpc GetUser ( .users.v1.GetUserRequest ) returns ( .users.v1.User );\n\nRequest metadata to send:\nauthorization: Bearer %s\n\nResponse headers received:\ncontent-type: application/grpc\nx-request-id: %s\n\nResponse contents:\n{\n  \"userId\": \"%s\",\n  \"email\": \"%s\",\n  \"phoneNumber\": \"%s\",\n  \"createTime\": \"%s\"\n}", tok, "u_1", tok, b.UUID(), b.K("u_"+rs(digits, 9)), em, ph, b.TS()))
		}},
		{"nginx_debug_header", func(b *B) string {
			tok := pick(b.JWT, b.Tok)()
			conn := rint(100, 99999)
			return wrap("auth", fmt.Sprintf("%s [debug] %s#%s: *%d http header: \"Host: %s\"\n%s [debug] %s#%s: *%d http header: \"Authorization: Bearer %s\"\n%s [debug] %s#%s: *%d http header: \"X-Forwarded-For: %s\"\n%s [debug] %s#%s: *%d http header done", "2025/03/11 10:22:31", "4711", "0", conn, pick(apiHosts...), "2025/03/11 10:22:31", "4711", "0", conn, tok, "2025/03/11 10:22:31", "4711", "0", conn, b.PubIP(), "2025/03/11 10:22:31", "4711", "0", conn))
		}},
		{"envoy_access_log_json", func(b *B) string {
			tok := pick(b.JWT, b.Tok)()
			return wrap("leak", fmt.Sprintf("{\"start_time\":\"%s\",\"method\":\"GET\",\"path\":\"/api/v1/me\",\"protocol\":\"HTTP/2\",\"response_code\":401,\"bytes_sent\":%s,\"duration\":%s,\"x_forwarded_for\":\"%s\",\"user_agent\":\"okhttp/4.12.0\",\"request_id\":\"%s\",\"authority\":\"%s\",\"authorization\":\"Bearer %s\",\"upstream_host\":\"%s:8080\"}", b.TS(), b.N(20, 400), b.N(1, 900), b.PubIP(), b.UUID(), pick(apiHosts...), tok, b.IP()))
		}},
		{"wireshark_follow_basic", func(b *B) string {
			u := username()
			pw := password()
			used[pw] = true
			cred := b.Sec(basicCred(u, pw))
			return wrap("leak", fmt.Sprintf("Follow HTTP Stream (tcp.stream eq %s)\nGET /cgi-bin/status.cgi HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nUser-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)\nAccept: text/html\n\nHTTP/1.1 200 OK\nServer: lighttpd/1.4.%d\nContent-Length: %s", b.N(0, 40), b.IP(), cred, rint(45, 76), b.N(300, 9000)))
		}},
		{"websocket_token_query", func(b *B) string {
			tok := pick(b.JWT, b.Tok)()
			return wrap("conn", fmt.Sprintf("WebSocket connection to 'wss://%s/socket.io/?EIO=4&transport=websocket&token=%s' failed: Error during WebSocket handshake: Unexpected response code: 403\n    at Socket.connect (client.js:%s)", pick(apiHosts...), tok, b.N(10, 900)))
		}},
		{"wscat_header", func(b *B) string {
			tok := pick(b.VTok, b.Tok)()
			return wrap("conn", fmt.Sprintf("$ wscat -c wss://%s/v1/stream -H \"Authorization: Bearer %s\"\nerror: Unexpected server response: 401\n$ echo $?\n1", pick(apiHosts...), tok))
		}},
		{"php_var_dump_server", func(b *B) string {
			u := username()
			pw := b.Pass()
			cred := b.Sec(basicCred(u, pw))
			return wrap("gen", fmt.Sprintf("array(34) {\n  [\"HTTP_HOST\"]=>\n  string(%d) \"%s\"\n  [\"HTTP_AUTHORIZATION\"]=>\n  string(%d) \"Basic %s\"\n  [\"PHP_AUTH_USER\"]=>\n  string(%d) \"%s\"\n  [\"PHP_AUTH_PW\"]=>\n  string(%d) \"%s\"\n  [\"REMOTE_ADDR\"]=>\n  string(%d) \"%s\"\n  [\"REQUEST_TIME\"]=>\n  int(%s)\n}", len("intranet.local"), "intranet.local", len(cred)+6, cred, len(u), u, len(pw), pw, 12, b.PubIP(), b.N(1690000000, 1760000000)))
		}},
		{"django_debug_meta", func(b *B) string {
			tok := pick(b.JWT, b.Tok)()
			n, v := cookieSession()
			b.Sec(v)
			return wrap("gen", fmt.Sprintf("Request information\nUSER\tAnonymousUser\nGET\tNo GET data\nMETA:\nCONTENT_LENGTH\t'%s'\nHTTP_AUTHORIZATION\t'Bearer %s'\nHTTP_COOKIE\t'%s=%s; csrftoken=%s'\nHTTP_X_REQUEST_ID\t'%s'\nREMOTE_ADDR\t'%s'\nSERVER_PORT\t'8000'\nSECRET_KEY\t'********************'", b.N(0, 900), tok, n, v, rs(alnum, 32), b.UUID(), b.IP()))
		}},
		{"rails_log_params", func(b *B) string {
			em, ph := b.Email(), b.PhoneF()
			b.K("[FILTERED]")
			return wrap("gen", fmt.Sprintf("Started POST \"/users\" for %s at %s +0000\nProcessing by Users::RegistrationsController#create as HTML\n  Parameters: {\"authenticity_token\"=>\"[FILTERED]\", \"user\"=>{\"name\"=>\"%s\", \"email\"=>\"%s\", \"phone\"=>\"%s\", \"password\"=>\"[FILTERED]\", \"password_confirmation\"=>\"[FILTERED]\"}, \"commit\"=>\"Sign up\"}\nCompleted 422 Unprocessable Entity in %sms (Views: %s.%sms | ActiveRecord: %s.%sms)", b.PubIP(), "2025-02-11 09:14:02", fullName(), em, ph, b.N(10, 900), b.N(1, 99), b.N(1, 9), b.N(1, 99), b.N(1, 9)))
		}},
		{"sentry_event_json", func(b *B) string {
			tok := pick(b.JWT, b.Tok)()
			em := b.Email()
			return wrap("leak", fmt.Sprintf("{\n  \"event_id\": \"%s\",\n  \"level\": \"error\",\n  \"request\": {\n    \"url\": \"https://%s/api/checkout\",\n    \"method\": \"POST\",\n    \"headers\": {\"Authorization\": \"Bearer %s\", \"X-Request-Id\": \"%s\"}\n  },\n  \"user\": {\"id\": \"%s\", \"email\": \"%s\", \"ip_address\": \"%s\"},\n  \"release\": \"web@%s\"\n}", b.Hex(32), pick(apiHosts...), tok, b.UUID(), b.N(1000, 999999), em, b.PubIP(), b.SHA()))
		}},
		{"browser_localstorage", func(b *B) string {
			tok := b.JWT()
			rt := b.Tok()
			em := b.Email()
			return wrap("leak", fmt.Sprintf("> JSON.stringify(localStorage)\n'{\"auth\":\"{\\\\\"accessToken\\\\\":\\\\\"%s\\\\\",\\\\\"refreshToken\\\\\":\\\\\"%s\\\\\"}\",\"user\":\"{\\\\\"email\\\\\":\\\\\"%s\\\\\",\\\\\"plan\\\\\":\\\\\"pro\\\\\"}\",\"i18nextLng\":\"%s\"}'", tok, rt, em, pick("en", "de", "fr", "es")))
		}},
		{"app_json_log_pii", func(b *B) string {
			em, ph := b.Email(), b.Phone()
			return wrap("leak", fmt.Sprintf("{\"ts\":\"%s\",\"level\":\"info\",\"logger\":\"signup\",\"msg\":\"otp sent\",\"trace_id\":\"%s\",\"span_id\":\"%s\",\"user\":{\"id\":%s,\"email\":\"%s\",\"phone\":\"%s\"},\"provider\":\"%s\",\"latency_ms\":%s}", b.TS(), b.Hex(32), b.Hex(16), b.N(1000, 9999999), em, ph, pick("twilio", "vonage", "sinch", "messagebird"), b.N(20, 900)))
		}},
		{"logfmt_pii", func(b *B) string {
			em := b.Email()
			ph := b.Phone()
			return wrap("leak", fmt.Sprintf("time=%s level=warn msg=\"duplicate account\" request_id=%s email=%s phone=%s existing_user_id=%s duration=%sms", b.TS(), b.UUID(), em, ph, b.N(1000, 9999999), b.N(1, 900)))
		}},
	}
}
