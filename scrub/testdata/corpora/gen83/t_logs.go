package main

import (
	"fmt"
	"strings"
)

func tLogs() []tmpl {
	return []tmpl{
		{"py_traceback_dsn", false, func(g *G) {
			h := g.host()
			g.tp("worker crashes on startup:\n", "", "Traceback from the celery worker\n")
			g.t("Traceback (most recent call last):\n  File \"/app/" + g.svc() + "/db.py\", line " + fmt.Sprint(g.n(10, 300)) + ", in <module>\n    engine = create_engine(\"postgresql+psycopg2://" + g.svc() + ":")
			pw := g.urlPassword()
			g.p("bearer", pw)
			g.t("@" + h + ":5432/" + g.svc() + "\", pool_pre_ping=True)\n  File \"/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/create.py\", line 602, in create_engine\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"" + h + "\" (")
			g.k(fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(2, 254)))
			g.t("), port 5432 failed: FATAL:  password authentication failed for user \"" + g.svc() + "\"\n(Background on this error at: ")
			g.k("https://sqlalche.me/e/20/e3q8")
			g.t(")")
			g.outro()
		}},
		{"node_axios_error", false, func(g *G) {
			g.tp("axios error dump from our logs (pino):\n", "", "why does stripe say invalid key when the key is right?\n")
			g.t("AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/dist/node/axios.cjs:")
			g.k(fmt.Sprintf("%d:%d", g.n(1900, 2100), g.n(5, 20)))
			g.t(")\n  config: {\n    url: 'https://api." + g.pick("stripe.com/v1/charges", "github.com/user", "openai.com/v1/chat/completions", g.domain()+"/v2/orders") + "',\n    method: 'post',\n    headers: Object [AxiosHeaders] {\n      Accept: 'application/json, text/plain, */*',\n      'Content-Type': 'application/json',\n      Authorization: 'Bearer ")
			if g.chance(0.5) {
				g.p("jwt", g.jwtUser("https://auth."+g.domain()))
			} else {
				g.p("bearer", g.pick(g.skLive(), g.ghp(), "sk-proj-"+g.b64u(100)))
			}
			g.t("',\n      'User-Agent': '")
			g.k(fmt.Sprintf("axios/1.%d.%d", g.n(4, 7), g.n(0, 9)))
			g.t("'\n    },\n    timeout: 10000\n  },\n  code: 'ERR_BAD_REQUEST'")
			g.outro()
		}},
		{"java_stacktrace_jdbc", false, func(g *G) {
			g.tp("Spring Boot won't start:\n", "", "")
			g.t(g.ts() + ".123Z ERROR 1 --- [           main] o.s.boot.SpringApplication               : Application run failed\norg.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\nCaused by: java.sql.SQLException: Access denied for user '" + g.svc() + "'@'")
			g.k(fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(2, 254)))
			g.t("' (using password: YES)\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)\n\tat com.zaxxer.hikari.pool.HikariPool.<init>(HikariPool.java:115)\nurl used: jdbc:mysql://" + g.host() + ":3306/" + g.svc() + "?user=" + g.svc() + "&password=")
			g.p("bearer", g.urlPassword())
			g.t("&useSSL=true\nmysql-connector-j ")
			g.k(fmt.Sprintf("8.%d.0", g.n(0, 4)))
			g.outro()
		}},
		{"go_log_dsn", false, func(g *G) {
			g.tp("our Go service logs the DSN on failure (I know...), what does this error mean?\n", "", "")
			g.t(g.ts() + "Z\tERROR\tstore/postgres.go:" + fmt.Sprint(g.n(20, 200)) + "\tfailed to connect\t{\"dsn\": \"host=" + g.host() + " port=5432 user=" + g.svc() + " password=")
			g.p("bearer", g.password())
			g.t(" dbname=" + g.svc() + " sslmode=require\", \"error\": \"failed to connect to `user=" + g.svc() + " database=" + g.svc() + "`: ")
			g.k(fmt.Sprintf("10.%d.%d.%d:5432", g.n(0, 255), g.n(0, 255), g.n(2, 254)))
			g.t(" (" + g.host() + "): tls error: server refused TLS connection\", \"trace_id\": \"")
			g.k(g.hex(32))
			g.t("\"}")
			g.outro()
		}},
		{"nginx_basic_auth", false, func(g *G) {
			u := g.pick("admin", "metrics", g.user(), "prometheus")
			g.tp("nginx proxies to the internal API with a fixed Basic header, upstream still says 401:\n", "", "")
			end := g.fence("nginx")
			g.t("location /api/ {\n    proxy_pass ")
			g.k(fmt.Sprintf("http://10.%d.%d.%d:%d/", g.n(0, 255), g.n(0, 255), g.n(2, 254), g.n(8000, 9999)))
			g.t(";\n    proxy_set_header Host $host;\n    proxy_set_header Authorization \"Basic ")
			g.p("bearer", b64enc(u+":"+g.password()))
			g.t("\";\n    proxy_set_header X-Api-Key \"")
			g.p("bearer", g.alnum(32))
			g.t("\";\n}")
			end()
			g.outro()
		}},
		{"har_headers", false, func(g *G) {
			g.tp("from the HAR file the customer sent us:\n", "", "")
			g.t("\"request\": {\n  \"method\": \"GET\",\n  \"url\": \"https://app." + g.domain() + "/api/v1/me\",\n  \"headers\": [\n    { \"name\": \"authorization\", \"value\": \"Bearer ")
			g.p("jwt", g.jwtUser("https://"+g.co()+".eu.auth0.com/"))
			g.t("\" },\n    { \"name\": \"cookie\", \"value\": \"_" + g.co() + "_session=")
			g.p("bearer", g.b64(g.n(120, 200))+"--"+g.hex(40))
			g.t("; _ga=")
			g.k("GA1.1." + g.digits(10) + "." + g.digits(10))
			g.t("\" },\n    { \"name\": \"x-request-id\", \"value\": \"")
			g.k(g.uuid())
			g.t("\" }\n  ]\n}")
			g.outro()
		}},
		{"postman_env", false, func(g *G) {
			g.tp("Postman environment export, the collection fails in newman:\n", "", "")
			end := g.fence("json")
			g.t("{\n  \"id\": \"")
			g.k(g.uuid())
			g.t("\",\n  \"name\": \"" + g.co() + " " + g.env() + "\",\n  \"values\": [\n    { \"key\": \"baseUrl\", \"value\": \"https://api." + g.domain() + "\", \"enabled\": true },\n    { \"key\": \"access_token\", \"value\": \"")
			g.p("jwt", g.jwtUser("https://login."+g.domain()))
			g.t("\", \"enabled\": true },\n    { \"key\": \"client_secret\", \"value\": \"")
			g.p("bearer", g.b64u(g.n(32, 48)))
			g.t("\", \"type\": \"secret\", \"enabled\": true }\n  ],\n  \"_postman_exported_using\": \"")
			g.k(fmt.Sprintf("Postman/11.%d.%d", g.n(0, 30), g.n(0, 9)))
			g.t("\"\n}")
			end()
			g.outro()
		}},
		{"curl_verbose", false, func(g *G) {
			g.tp("curl -v output, the header is there but I get 401:\n", "", "")
			ip := fmt.Sprintf("%d.%d.%d.%d", g.n(3, 220), g.n(0, 255), g.n(0, 255), g.n(1, 254))
			g.t("*   Trying " + ip + ":443...\n* Connected to api." + g.domain() + " (")
			g.k(ip)
			g.t(") port 443\n> GET /v2/reports?from=" + g.date() + " HTTP/2\n> Host: api." + g.domain() + "\n> user-agent: curl/")
			g.k(fmt.Sprintf("8.%d.%d", g.n(0, 11), g.n(0, 1)))
			g.t("\n> accept: */*\n> authorization: Bearer ")
			g.p("bearer", g.alnum(g.n(32, 64)))
			g.t("\n>\n< HTTP/2 401\n< www-authenticate: Bearer error=\"invalid_token\"\n< x-request-id: ")
			g.k(g.uuid())
			g.outro()
		}},
		{"rotated_note", false, func(g *G) {
			g.tp("", "Incident note: ", "Postmortem draft — ")
			g.t("at " + fmt.Sprintf("%02d:%02d", g.n(0, 23), g.n(0, 59)) + " UTC a contractor pushed a commit (")
			g.k(g.hex(7))
			g.t(") containing the production key ")
			g.p("bearer", g.pick(g.skLive(), g.ghp(), "sk-ant-api03-"+g.b64u(93)+"AA", "xoxb-"+g.digits(12)+"-"+g.digits(13)+"-"+g.alnum(24), g.glpat()))
			g.t(". It was revoked " + fmt.Sprint(g.n(4, 50)) + " minutes later and replaced; GitHub secret scanning ")
			g.k("alert #" + fmt.Sprint(g.n(10, 900)))
			g.t(" is closed as 'revoked'. The reporter was ")
			g.p("email", g.email())
			g.t(". Do we still need to purge it from history?")
		}},
		{"gitleaks_report", false, func(g *G) {
			mail := g.email()
			g.tp("gitleaks found this in our repo, is it a false positive?\n", "", "pre-commit blocked my push:\n")
			sha := g.gitsha()
			g.t("Finding:     aws_secret_access_key = ")
			sec := g.awsSecret()
			g.p("bearer", sec)
			g.t("\nSecret:      " + sec + "\nRuleID:      aws-secret-access-key\nEntropy:     ")
			g.k(fmt.Sprintf("%.6f", 4.5+g.r.Float64()))
			g.t("\nFile:        deploy/terraform/" + g.env() + ".tfvars\nLine:        " + fmt.Sprint(g.n(3, 80)) + "\nCommit:      ")
			g.k(sha)
			g.t("\nAuthor:      " + g.fullName() + "\nEmail:       ")
			g.p("email", mail)
			g.t("\nDate:        " + g.ts() + "Z\nFingerprint: " + sha + ":deploy/terraform/" + g.env() + ".tfvars:aws-secret-access-key:" + fmt.Sprint(g.n(3, 80)))
			g.outro()
		}},
		{"trufflehog_json", false, func(g *G) {
			g.tp("trufflehog says verified — what do we do now?\n", "", "")
			tok := g.pick(g.slackBot(), g.ghp(), "SG."+g.b64u(22)+"."+g.b64u(43))
			g.t("{\"SourceMetadata\":{\"Data\":{\"Git\":{\"commit\":\"")
			g.k(g.gitsha())
			g.t("\",\"file\":\"src/config/notify.ts\",\"email\":\"" + g.fullName() + " \\u003c")
			g.p("email", g.email())
			g.t("\\u003e\",\"repository\":\"https://github.com/" + g.co() + "/" + g.svc() + ".git\",\"timestamp\":\"" + g.date() + " 10:22:31 +0000\",\"line\":" + fmt.Sprint(g.n(3, 300)) + "}}},\"DetectorName\":\"" + g.pick("Slack", "Github", "SendGrid") + "\",\"Verified\":true,\"Raw\":\"")
			g.p("bearer", tok)
			g.t("\",\"Redacted\":\"\"}")
			g.outro()
		}},
		{"access_log_token_query", false, func(g *G) {
			g.tp("access log shows the token in the query string, is that the websocket fallback?\n", "", "")
			ip := fmt.Sprintf("%d.%d.%d.%d", g.n(3, 220), g.n(0, 255), g.n(0, 255), g.n(1, 254))
			g.k(ip)
			g.t(" - - [" + fmt.Sprintf("%02d/%s/2025:%02d:%02d:%02d +0000", g.n(1, 28), g.pick("Jan", "Mar", "Jun", "Sep", "Nov"), g.n(0, 23), g.n(0, 59), g.n(0, 59)) + "] \"GET /socket.io/?EIO=4&transport=polling&token=")
			g.p("jwt", g.jwtUser("https://api."+g.domain()))
			g.t(" ")
			g.k("HTTP/1.1\" 200 " + fmt.Sprint(g.n(100, 9999)))
			g.t(" \"-\" \"Mozilla/5.0 (X11; Linux x86_64)\"\n" + ip + " - - [same] \"GET /download?file=report.pdf&access_token=")
			g.p("bearer", g.alnum(g.n(32, 40)))
			g.t(" HTTP/1.1\" 302 0")
			g.outro()
		}},
		{"express_session_log", false, func(g *G) {
			g.tp("debug output of express-session, sessions don't persist across pods:\n", "", "")
			g.t("express-session store.get " + g.b64u(32) + "\nSESSION_SECRET=")
			g.p("bearer", g.hex(64))
			g.t("\nSet-Cookie: connect.sid=s%3A")
			g.p("bearer", g.b64u(32)+"."+g.b64(43))
			g.t("; Path=/; Expires=Thu, " + fmt.Sprint(g.n(1, 28)) + " Oct 2025 10:12:44 GMT; HttpOnly; Secure; SameSite=Lax\nexpress-session ")
			g.k(fmt.Sprintf("1.%d.%d", g.n(17, 18), g.n(0, 3)))
			g.outro()
		}},
	}
}

var _ = strings.ToUpper
