package main

import (
	"fmt"
	"strings"
)

var soOpeners = []string{"", "I'm new to this, sorry if it's obvious. ", "Been stuck on this for two days. ", "Hi all, ", "Quick question: ", "This worked yesterday and now it doesn't. ", "Title says it all. ", "Not sure if this is a bug or me. "}
var soClosers = []string{"", "\n\nAny idea what I'm doing wrong?", "\n\nThanks in advance!", "\n\nWhat am I missing?", "\n\nEDIT: same thing happens with Postman.", "\n\nIs this a known issue?", "\n\nAny help appreciated 🙏"}

func soOpen() string  { return pickS(soOpeners) }
func soClose() string { return pickS(soClosers) }

func apiHost() string {
	return pick("api.acme.io", "api.stripe.com", "api.github.com", "api.openai.com", "api.anthropic.com", "graph.microsoft.com", "slack.com/api", "api.twilio.com", "api.sendgrid.com", "internal-gw.globex.com", "localhost:"+fmt.Sprint(port()), "api.hooli.dev", "api.notion.com")
}
func apiPath() string {
	return pick("/v1/users/me", "/v1/chat/completions", "/v1/messages", "/user/repos", "/v2/orders?limit=50", "/api/v3/projects/"+fmt.Sprint(rr(100, 99999)), "/v1/customers", "/oauth/userinfo", "/graphql", "/v1.0/me/messages", "/2010-04-01/Accounts", "/v3/mail/send")
}

// tokPair: the family/value pasted after Bearer, or a placeholder in clean mode.
func bearerArg(clean bool) any {
	if clean {
		return K(placeholder())
	}
	f, v := headerTok()
	return P(f, v)
}

func tSOPythonRequests(b *B, clean bool) {
	url := "https://" + apiHost() + apiPath()
	rv := fmt.Sprintf("requests==2.%d.%d", rr(25, 32), rr(0, 3))
	py := fmt.Sprintf("Python 3.%d.%d", rr(8, 12), rr(0, 15))
	b.X("§Python requests keeps returning 401 even though the token works in curl.\n\n´´´python\nimport requests\n\n", soOpen())
	if chance(0.5) {
		b.X("TOKEN = \"§\"\nheaders = {\"Authorization\": f\"Bearer {TOKEN}\", \"Accept\": \"application/json\"}\n", tokAny(clean))
	} else {
		b.X("headers = {\n    \"Authorization\": \"Bearer §\",\n    \"Content-Type\": \"application/json\",\n}\n", bearerArg(clean))
	}
	b.X("resp = requests.get(\"§\", headers=headers, timeout=30)\nprint(resp.status_code, resp.headers.get(\"x-request-id\"))\n´´´\n\nOutput: ´401 §´\n\nI'm on § with § on §. ", K(url), K(uuid4()), K(py), K(rv), pick("macOS 14.4", "Ubuntu 22.04", "Windows 11", "WSL2"))
	b.X("§", soClose())
}

// tokAny: a token assigned to a plain variable (TOKEN/token/api_key) — honest-generalisation case.
func tokAny(clean bool) any {
	if clean {
		return K(pick("YOUR_API_KEY", "<token>", "paste-your-token-here", "xxxxxxxxxxxx"))
	}
	if chance(0.6) {
		_, v, _ := vendorTok()
		return P("bearer", v)
	}
	f, v := headerTok()
	return P(f, v)
}

func tAxios(b *B, clean bool) {
	ax := "axios@1." + fmt.Sprint(rr(4, 7)) + "." + fmt.Sprint(rr(0, 9))
	b.X("§Axios interceptor not attaching the header on refresh (§, Next.js §)\n\n´´´ts\napi.interceptors.request.use((config) => {\n  const token = localStorage.getItem('access_token');\n  if (token) config.headers.Authorization = ´Bearer ${token}´;\n  return config;\n});\n´´´\n\nconsole shows:\n´´´\n", soOpen(), K(ax), K("14."+fmt.Sprint(rr(0, 2))+"."+fmt.Sprint(rr(0, 30))))
	b.X("{\n  url: '§',\n  method: 'get',\n  headers: {\n    Accept: 'application/json, text/plain, */*',\n    Authorization: 'Bearer §'\n  },\n  timeout: 10000\n}\nAxiosError: Request failed with status code 401\n    at settle (webpack-internal:///./node_modules/axios/lib/core/settle.js:24:12)\n´´´\n", K(apiPath()), bearerArg(clean))
	b.X("The second request after refresh still sends the old token.§", soClose())
}

func tFetch(b *B, clean bool) {
	origin := "http://localhost:" + fmt.Sprint(pick(3000, 5173, 4200, 8080))
	host := "https://" + pick("api.acme.io", "api.hooli.dev", "backend.lumen.app", "gw.orbital.cloud")
	b.X("getting CORS error only when I add the auth header:\n\n´´´js\nconst res = await fetch('§/v1/items', {\n  method: 'POST',\n  headers: {\n    'Content-Type': 'application/json',\n    'Authorization': 'Bearer §',\n  },\n  body: JSON.stringify({ name: 'test', qty: 3 }),\n});\n´´´\n\nAccess to fetch at '§/v1/items' from origin '§' has been blocked by CORS policy: Response to preflight request doesn't pass access control check.\n\nServer is express § with cors §.§", K(host), bearerArg(clean), host, K(origin), K("4."+fmt.Sprint(rr(17, 21))+"."+fmt.Sprint(rr(0, 3))), K("2.8.5"), soClose())
}

func tCurlVerbose(b *B, clean bool) {
	host := pick("api.acme.io", "api.github.com", "api.hooli.dev", "gateway.northwind.io", "api.notion.com")
	ip := ipPub()
	t := rts()
	cfray := sec(hexl, 16) + "-" + pick("SJC", "FRA", "LHR", "AMS", "NRT", "IAD")
	var tok any
	if clean {
		tok = K(pick("$TOKEN", "${API_TOKEN}", "$(cat ~/.token)", "<token>"))
	} else {
		f, v := headerTok()
		tok = P(f, v)
	}
	b.X("curl works from my laptop but not from the CI runner. Verbose output from the runner:\n\n´´´\n$ curl -v -H \"Authorization: Bearer §\" https://§/v1/status\n*   Trying §:443...\n* Connected to § (§) port 443 (#0)\n* ALPN: server accepted h2\n* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256\n> GET /v1/status HTTP/2\n> Host: §\n> user-agent: curl/8.§.0\n", tok, host, K(ip), host, ip, host, rr(1, 7))
	if clean {
		b.X("> authorization: Bearer §\n", tok)
	} else {
		b.X("> accept: */*\n")
	}
	b.X("< HTTP/2 §\n< date: §, § § § § GMT\n< content-type: application/json\n< cf-ray: §\n< x-ratelimit-remaining: §\n<\n{\"error\":\"invalid_token\",\"request_id\":\"§\"}\n´´´\n\nRunner IP is §, could that be it?", pick("401", "403"), pick("Mon", "Tue", "Wed", "Thu"), t.d, months[t.mo-1], t.y, t.clock(), K(cfray), rr(0, 4999), K(uuid4()), K(ipPub()))
}

func tOkHttp(b *B, clean bool) {
	t := rts()
	pid := rr(10000, 32000)
	b.X("Android app: OkHttp interceptor adds the header but server says missing token\n\n´´´kotlin\nclass AuthInterceptor(private val store: TokenStore) : Interceptor {\n    override fun intercept(chain: Interceptor.Chain): Response {\n        val req = chain.request().newBuilder()\n            .header(\"Authorization\", \"Bearer ${store.token}\")\n            .build()\n        return chain.proceed(req)\n    }\n}\n´´´\n\nLogcat with HttpLoggingInterceptor at BODY:\n´´´\n")
	b.X("§-§ § § § D OkHttp  : --> GET https://§/v1/profile\n§-§ § § § D OkHttp  : Authorization: Bearer §\n", fmt.Sprintf("%02d", t.mo), fmt.Sprintf("%02d", t.d), K(t.clock()+".331"), pid, pid+rr(10, 80), apiHost(), fmt.Sprintf("%02d", t.mo), fmt.Sprintf("%02d", t.d), t.clock()+".332", pid, pid+rr(10, 80), bearerArg(clean))
	b.X("§-§ § § § D OkHttp  : <-- 401 https://api/v1/profile (§ms)\n´´´\nUsing § and Retrofit §.§", fmt.Sprintf("%02d", t.mo), fmt.Sprintf("%02d", t.d), t.clock()+".587", pid, pid+rr(10, 80), rr(40, 900), K("com.squareup.okhttp3:okhttp:4.12.0"), K("2."+fmt.Sprint(rr(9, 11))+".0"), soClose())
}

func tCSharpHttpClient(b *B, clean bool) {
	var tok any
	if clean {
		tok = K(pick("_config[\"Api:Token\"]", "Environment.GetEnvironmentVariable(\"API_TOKEN\")", "await _tokenProvider.GetAsync()"))
		b.X("HttpClient in .NET § keeps sending the old token after I change it:\n\n´´´csharp\n_client.DefaultRequestHeaders.Authorization =\n    new AuthenticationHeaderValue(\"Bearer\", §);\nvar resp = await _client.GetAsync(\"§\");\nresp.EnsureSuccessStatusCode();\n´´´\n", K("8.0."+fmt.Sprint(rr(1, 11))), tok, K("https://"+apiHost()+apiPath()))
	} else {
		f, v := headerTok()
		b.X("HttpClient in .NET § keeps sending the old token after I change it:\n\n´´´csharp\n_client.DefaultRequestHeaders.Authorization =\n    new AuthenticationHeaderValue(\"Bearer\", \"§\");\nvar resp = await _client.GetAsync(\"§\");\nresp.EnsureSuccessStatusCode();\n´´´\n", K("8.0."+fmt.Sprint(rr(1, 11))), P(f, v), K("https://"+apiHost()+apiPath()))
	}
	b.X("\n´´´\nSystem.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).\n   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()\n   at Acme.Sync.Worker.ExecuteAsync(CancellationToken stoppingToken) in /src/Acme.Sync/Worker.cs:line §\n´´´\nThe HttpClient is registered with AddHttpClient<Worker>() and the lifetime is §.§", rr(20, 300), pick("2 minutes", "the default", "Timeout.InfiniteTimeSpan"), soClose())
}

func tGoHTTP(b *B, clean bool) {
	gv := fmt.Sprintf("go1.%d.%d", rr(20, 23), rr(0, 9))
	var hv any
	scheme := pick("Bearer ", "token ")
	if clean {
		hv = K("\"" + scheme + "\"+os.Getenv(\"GITHUB_TOKEN\")")
		b.X("Why does this get 401 from the GitHub API? (§)\n\n´´´go\nreq, _ := http.NewRequest(\"GET\", \"https://api.github.com/user/repos?per_page=100\", nil)\nreq.Header.Set(\"Authorization\", §)\nreq.Header.Set(\"X-GitHub-Api-Version\", \"2022-11-28\")\nresp, err := http.DefaultClient.Do(req)\n´´´\n", K(gv), hv)
	} else {
		v := ghp()
		if chance(0.4) {
			v = githubPAT()
		}
		b.X("Why does this get 401 from the GitHub API? (§)\n\n´´´go\nreq, _ := http.NewRequest(\"GET\", \"https://api.github.com/user/repos?per_page=100\", nil)\nreq.Header.Set(\"Authorization\", \"§§\")\nreq.Header.Set(\"X-GitHub-Api-Version\", \"2022-11-28\")\nresp, err := http.DefaultClient.Do(req)\n´´´\n", K(gv), scheme, P("bearer", v))
	}
	b.X("Response: ´{\"message\":\"Bad credentials\",\"documentation_url\":\"https://docs.github.com/rest\",\"status\":\"401\"}´ and header ´x-github-request-id: §´. Module is ´§´.§", K(fmt.Sprintf("%s:%s:%s:%s:%s", sec(hexu, 4), sec(hexu, 5), sec(hexu, 6), sec(hexu, 7), sec(hexu, 8))), K("github.com/google/go-github/v60@v60.0.0"), soClose())
}

func tRustReqwest(b *B, clean bool) {
	var tok any
	if clean {
		tok = K("&token")
		b.X("reqwest: bearer_auth vs header — which one?\n\n´´´rust\nlet client = reqwest::Client::new();\nlet res = client\n    .get(\"§\")\n    .bearer_auth(§)\n    .send()\n    .await?;\n´´´\n", K("https://"+apiHost()+apiPath()), tok)
	} else {
		f, v := headerTok()
		if chance(0.5) {
			b.X("reqwest: bearer_auth vs header — which one?\n\n´´´rust\nlet client = reqwest::Client::new();\nlet res = client\n    .get(\"§\")\n    .bearer_auth(\"§\")\n    .send()\n    .await?;\n´´´\n", K("https://"+apiHost()+apiPath()), P(f, v))
		} else {
			b.X("reqwest: bearer_auth vs header — which one?\n\n´´´rust\nlet res = client\n    .get(\"§\")\n    .header(AUTHORIZATION, \"Bearer §\")\n    .send()\n    .await?;\n´´´\n", K("https://"+apiHost()+apiPath()), P(f, v))
		}
	}
	b.X("Cargo.toml has ´reqwest = { version = \"§\", features = [\"json\", \"rustls-tls\"] }´ and ´tokio = { version = \"§\", features = [\"full\"] }´. I get ´Error: reqwest::Error { kind: Status(401), url: Url { scheme: \"https\", ... } }´.§", K("0.12."+fmt.Sprint(rr(0, 9))), K("1."+fmt.Sprint(rr(30, 40))), soClose())
}

func tSwift(b *B, clean bool) {
	b.X("URLSession request returns 403 on device but works in simulator (iOS §, Xcode §)\n\n´´´swift\n", K("17."+fmt.Sprint(rr(0, 5))), K("15."+fmt.Sprint(rr(0, 4))))
	if clean {
		b.X("let token = try KeychainHelper.read(account: \"api\")\n")
	} else {
		f, v := headerTok()
		b.X("let token = \"§\" // TODO move to keychain\n", P(f, v))
	}
	b.X("var request = URLRequest(url: URL(string: \"§\")!)\nrequest.httpMethod = \"GET\"\nrequest.setValue(\"Bearer \\(token)\", forHTTPHeaderField: \"Authorization\")\nlet (data, response) = try await URLSession.shared.data(for: request)\n´´´\n\n´(response as? HTTPURLResponse)?.statusCode´ prints 403. Bundle id ´§´.§", K("https://"+apiHost()+apiPath()), K("com."+pick("acme", "hooli", "lumen")+".app"), soClose())
}

func tPHPGuzzle(b *B, clean bool) {
	b.X("Guzzle § on PHP § — 401 from the API but the same key works in Postman\n\n´´´php\n$client = new \\GuzzleHttp\\Client(['base_uri' => '§']);\n$response = $client->request('GET', '§', [\n    'headers' => [\n", K("7."+fmt.Sprint(rr(5, 9))+"."+fmt.Sprint(rr(0, 3))), K("8."+fmt.Sprint(rr(1, 3))+"."+fmt.Sprint(rr(0, 20))), K("https://"+apiHost()), K(apiPath()))
	if clean {
		b.X("        'Authorization' => 'Bearer ' . getenv('API_TOKEN'),\n")
	} else {
		f, v := headerTok()
		if chance(0.5) {
			_, v, _ = vendorTok()
			f = "bearer"
		}
		b.X("        'Authorization' => 'Bearer §',\n", P(f, v))
	}
	b.X("        'Accept'        => 'application/json',\n    ],\n]);\n´´´\n\n´GuzzleHttp\\Exception\\ClientException: Client error: ´GET §´ resulted in a ´401 Unauthorized´ response´§", apiPath(), soClose())
}

func tRubyFaraday(b *B, clean bool) {
	b.X("Faraday § connection ignores my Authorization header?\n\n´´´ruby\nconn = Faraday.new(url: \"§\") do |f|\n", K("2."+fmt.Sprint(rr(7, 12))+"."+fmt.Sprint(rr(0, 3))), K("https://"+apiHost()))
	if clean {
		b.X("  f.request :authorization, 'Bearer', -> { ENV.fetch(\"API_TOKEN\") }\n")
	} else {
		f, v := headerTok()
		if chance(0.5) {
			b.X("  f.request :authorization, 'Bearer', '§'\n", P(f, v))
		} else {
			b.X("  f.headers['Authorization'] = \"Bearer §\"\n", P(f, v))
		}
	}
	b.X("  f.response :json\nend\nres = conn.get(\"§\")\nputs res.status # => 401\n´´´\nruby § / rails §§", K(apiPath()), K("3."+fmt.Sprint(rr(1, 3))+"."+fmt.Sprint(rr(0, 4))), K("7.1."+fmt.Sprint(rr(0, 3))), soClose())
}

func tPostman(b *B, clean bool) {
	id := uuid4()
	b.X("Exported Postman collection, the pre-request script doesn't seem to run:\n\n´´´json\n{\n  \"info\": {\n    \"_postman_id\": \"§\",\n    \"name\": \"§ API\",\n    \"schema\": \"https://schema.getpostman.com/json/collection/v2.1.0/collection.json\"\n  },\n", K(id), pick("Orders", "Billing", "Partner", "Internal"))
	if clean {
		b.X("  \"auth\": {\n    \"type\": \"bearer\",\n    \"bearer\": [{ \"key\": \"token\", \"value\": \"§\", \"type\": \"string\" }]\n  },\n", K("{{accessToken}}"))
		b.X("  \"item\": [{\n    \"name\": \"List orders\",\n    \"request\": {\n      \"method\": \"GET\",\n      \"header\": [{ \"key\": \"Authorization\", \"value\": \"Bearer §\" }],\n      \"url\": \"§/v2/orders?page=2\"\n    }\n  }]\n}\n´´´", K("{{accessToken}}"), K("{{baseUrl}}"))
	} else {
		f, v := headerTok()
		if chance(0.5) {
			b.X("  \"auth\": {\n    \"type\": \"bearer\",\n    \"bearer\": [{ \"key\": \"token\", \"value\": \"§\", \"type\": \"string\" }]\n  },\n", P(f, v))
			b.X("  \"item\": [{\n    \"name\": \"List orders\",\n    \"request\": {\n      \"method\": \"GET\",\n      \"url\": \"§/v2/orders?page=2\"\n    }\n  }]\n}\n´´´", K("{{baseUrl}}"))
		} else {
			b.X("  \"item\": [{\n    \"name\": \"List orders\",\n    \"request\": {\n      \"method\": \"GET\",\n      \"header\": [{ \"key\": \"Authorization\", \"value\": \"Bearer §\", \"type\": \"text\" }],\n      \"url\": \"§/v2/orders?page=2\"\n    }\n  }]\n}\n´´´", P(f, v), K("{{baseUrl}}"))
		}
	}
}

func tHAR(b *B, clean bool) {
	t := rts()
	b.X("Attaching the relevant HAR entry (trimmed):\n\n´´´json\n{\n  \"startedDateTime\": \"§\",\n  \"time\": §.§,\n  \"request\": {\n    \"method\": \"POST\",\n    \"url\": \"https://§/graphql\",\n    \"httpVersion\": \"h2\",\n    \"headers\": [\n      { \"name\": \"content-type\", \"value\": \"application/json\" },\n", K(t.iso()), rr(80, 2500), rr(10, 99), pick("api.acme.io", "api.hooli.dev", "gql.lumen.app"))
	if clean {
		b.X("      { \"name\": \"authorization\", \"value\": \"§\" },\n", K("[REDACTED]"))
	} else {
		f, v := headerTok()
		b.X("      { \"name\": \"authorization\", \"value\": \"Bearer §\" },\n", P(f, v))
	}
	b.X("      { \"name\": \"x-request-id\", \"value\": \"§\" }\n    ]\n  },\n  \"response\": { \"status\": 502, \"headers\": [{ \"name\": \"server\", \"value\": \"envoy\" }] },\n  \"serverIPAddress\": \"§\",\n  \"connection\": \"§\"\n}\n´´´", K(uuid4()), K(ipPub()), rr(10000, 99999))
}

func tGraphQLShopify(b *B, clean bool) {
	gid := "gid://shopify/Customer/" + bigDec(13)
	b.X("Shopify Admin GraphQL returns null for customer phone even with read_customers scope.\n\n´´´bash\ncurl -X POST https://§.myshopify.com/admin/api/2024-0§/graphql.json \\\n  -H 'Content-Type: application/json' \\\n", pick("acme-store", "northwind-shop", "lumen-goods"), rr(1, 7))
	if clean {
		b.X("  -H 'X-Shopify-Access-Token: §' \\\n", K("{access_token}"))
	} else {
		b.X("  -H 'X-Shopify-Access-Token: §' \\\n", P("bearer", shpat()))
	}
	b.X("  -d '{\"query\":\"{ customer(id: \\\"§\\\") { id email phone } }\"}'\n´´´\nresponse:\n´´´json\n{\"data\":{\"customer\":{\"id\":\"§\",\"email\":§,\"phone\":null}},\"extensions\":{\"cost\":{\"requestedQueryCost\":1,\"actualQueryCost\":1}}}\n´´´", K(gid), gid, QV(clean, "email", email(), "\"", "null"))
}

func tTelegram(b *B, clean bool) {
	chat := "-100" + dg(10)
	if clean {
		b.X("Telegram bot stopped sending to the group after it was upgraded to a supergroup:\n\n´´´python\nurl = f\"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage\"\nrequests.post(url, json={\"chat_id\": §, \"text\": \"deploy finished ✅\"})\n´´´\n", K(chat))
	} else {
		tok := telegramTok()
		b.X("Telegram bot stopped sending to the group after it was upgraded to a supergroup:\n\n´´´python\nurl = \"https://api.telegram.org/bot§/sendMessage\"\nrequests.post(url, json={\"chat_id\": §, \"text\": \"deploy finished ✅\"})\n´´´\n", P("bearer", tok), K(chat))
	}
	b.X("Response: ´{\"ok\":false,\"error_code\":400,\"description\":\"Bad Request: group chat was upgraded to a supergroup chat\",\"parameters\":{\"migrate_to_chat_id\":§}}´", K("-100"+dg(10)))
}

func tWebsocket(b *B, clean bool) {
	host := pick("stream.acme.io", "ws.hooli.dev", "realtime.lumen.app")
	var tok any = K("${token}")
	if !clean {
		f, v := headerTok()
		tok = P(f, v)
	}
	b.X("WebSocket closes immediately with code 1006 when I pass the token in the query string:\n\n´´´js\nconst ws = new WebSocket(´wss://§/v1/feed?access_token=§´);\nws.onclose = (e) => console.log('closed', e.code, e.reason);\n´´´\n\nnginx in front has ´proxy_read_timeout 3600s;´ and ´proxy_set_header Upgrade $http_upgrade;´. Server logs show ´§ upgrade failed: 401´.", host, tok, K(rts().iso()))
}

func tBasicAuthDebug(b *B, clean bool) {
	if clean {
		b.X("Confused about Basic auth encoding. The docs say:\n\n> Send ´Authorization: Basic <base64(username:password)>´\n\nSo for ´user:pass´ I did ´echo -n 'user:pass' | base64´ which gives ´§´. Is the ´-n´ important? Without it I get ´§´.", K("dXNlcjpwYXNz"), K("dXNlcjpwYXNzCg=="))
		return
	}
	enc, plain := basicCred()
	_ = plain
	host := pick("jenkins.internal.acme.io", "nexus.globex.com", "registry.hooli.dev", "es.northwind.io:9200")
	b.X("Getting 401 from § with basic auth even though login works in the browser:\n\n´´´\n$ curl -i https://§/api/json -H \"Authorization: Basic §\"\nHTTP/1.1 401 Unauthorized\nWWW-Authenticate: Basic realm=\"§\"\nX-Content-Type-Options: nosniff\n´´´\n\nI generated it with ´echo user:pass | base64´, could the newline be the issue?", host, host, P("bearer", enc), pick("Jenkins", "Sonatype Nexus Repository Manager", "security"))
}

func tOktaSSWS(b *B, clean bool) {
	org := pick("acme", "globex", "hooli", "dev-"+dg(8))
	if clean {
		b.X("Okta API: is ´Authorization: SSWS {api_token}´ still supported or must I move to OAuth for okta-sdk-java §?", K("17."+fmt.Sprint(rr(0, 2))+".0"))
		return
	}
	switch rn(3) {
	case 0:
		b.X("Okta ´/api/v1/users´ returns E0000011 Invalid token provided:\n\n´´´\ncurl -s -H \"Accept: application/json\" -H \"Authorization: SSWS §\" \"https://§.okta.com/api/v1/users?limit=200\"\n´´´\nToken was created yesterday by a super admin.", P("bearer", oktaTok()), org)
	case 1:
		b.X("Splunk HEC drops events silently:\n\n´´´\ncurl -k https://splunk.§.internal:8088/services/collector/event -H \"Authorization: Splunk §\" -d '{\"event\": \"hello\", \"sourcetype\": \"_json\", \"index\": \"app\"}'\n{\"text\":\"Success\",\"code\":0}\n´´´\nbut nothing in ´index=app´ after 10 min.", org, P("bearer", uuid4()))
	default:
		b.X("Discord bot can't fetch guild members (raw API):\n\n´´´\ncurl -H \"Authorization: Bot §\" https://discord.com/api/v10/guilds/§/members?limit=1000\n{\"message\": \"Missing Access\", \"code\": 50001}\n´´´\nServer Members Intent is enabled in the dev portal.", P("bearer", discordBot()), K(snowflake()))
	}
}

func tAuthHeaderEcho(b *B, clean bool) {
	// express/flask debugging: printing request headers
	t := rts()
	b.X("my middleware logs the incoming headers and the token looks truncated? here's the dump from ´console.log(req.headers)´:\n\n´´´\n{\n  host: '§',\n  'user-agent': '§',\n  accept: '*/*',\n", K("localhost:"+fmt.Sprint(pick(3000, 4000, 8080))), pick("PostmanRuntime/7.37.0", "axios/1.6.8", "okhttp/4.12.0", "python-requests/2.31.0"))
	if clean {
		b.X("  authorization: 'Bearer',\n")
	} else {
		f, v := headerTok()
		b.X("  authorization: 'Bearer §',\n", P(f, v))
	}
	b.X("  'x-forwarded-for': '§',\n  'x-amzn-trace-id': 'Root=1-§-§',\n  'content-length': '§'\n}\n´´´", K(ipPub()+", "+ipPriv()), fmt.Sprintf("%08x", 1690000000+rn(80000000)), sec(hexl, 24), rr(2, 4096))
	_ = t
}

func init() {
	_ = strings.ToLower
}
