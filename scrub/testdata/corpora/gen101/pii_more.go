package main

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
)

// moreKinds: less tidy layouts the domain has too.
func moreKinds() []kind {
	return []kind{
		{"env_bedrock_api_key", func(g *G) string {
			raw := "BedrockAPIKey-" + g.rs(lower+digits, 4) + "-at-" + g.idn(12) + ":" + g.secret(alnum+"+/", 40)
			return fs("# Bedrock API key (long-term), created %s\nexport AWS_BEARER_TOKEN_BEDROCK=%s\nexport AWS_REGION=%s\naws bedrock-runtime converse --model-id %s ...\n",
				g.k(g.date()), g.p("bearer", "ABSK"+base64.StdEncoding.EncodeToString([]byte(raw))), g.k("us-west-2"), g.k("us.anthropic.claude-3-7-sonnet-20250219-v1:0"))
		}},
		{"vertex_service_account_json", func(g *G) string {
			b := make([]byte, 600)
			for i := range b {
				b[i] = byte(g.r.Intn(256))
			}
			body := "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + base64.StdEncoding.EncodeToString(b)
			var lines []string
			for len(body) > 64 {
				lines = append(lines, body[:64])
				body = body[64:]
			}
			lines = append(lines, body)
			pem := strings.Join(lines, `\n`)
			proj := g.pick("acme-genai", "orbitly-vertex", "kb-rag-prod") + "-" + g.dg(6)
			return fs(`{
  "type": "service_account",
  "project_id": "%s",
  "private_key_id": "%s",
  "private_key": "%s\n%s\n%s\n",
  "client_id": "%s",
  "token_uri": "https://oauth2.googleapis.com/token"
}`, g.k(proj), g.hex(40), g.k("-----BEGIN PRIVATE KEY-----"), g.p("bearer", pem), g.k("-----END PRIVATE KEY-----"), g.k(g.idn(21)))
		}},
		{"jwt_oauth_redirect_fragment", func(g *G) string {
			return fs("browser_tool.navigate -> 302\nLocation: https://%s/auth/callback#access_token=%s&token_type=Bearer&expires_in=%s&state=%s\nagent: login succeeded, continuing to /dashboard",
				g.k(g.pick("app.orbitly.io", "console.acme-ai.dev", "studio.tallyfox.app")), g.p("jwt", g.jwt()), g.k("3600"), g.k(g.rs(alnum, 16)))
		}},
		{"jwt_tool_input_json_in_json", func(g *G) string {
			return fs(`{"type": "function_call", "call_id": "%s", "name": "http_request", "arguments": "{\"method\":\"GET\",\"url\":\"https://api.%s/v2/invoices?limit=%s\",\"headers\":{\"Authorization\":\"Bearer %s\",\"Accept\":\"application/json\"}}"}`,
				g.k(g.callID()), g.k(g.pick("billing.acme-ai.dev", "orbitly.io", "tallyfox.app")), g.k(fmt.Sprint(g.n(10, 100))), g.p("jwt", g.jwt()))
		}},
		{"jwt_mcp_remote_headers", func(g *G) string {
			return fs(`{"mcpServers": {"crm": {"type": "http", "url": "https://mcp.%s/mcp", "headers": {"Authorization": "Bearer %s"}}, "filesystem": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@%s", "/Users/me/docs"]}}}`,
				g.k(g.pick("acme-ai.dev", "orbitly.io")), g.p("jwt", g.jwt()), g.k(g.version()))
		}},
		{"jwt_websocket_query", func(g *G) string {
			return fs("[ws] connecting wss://realtime.%s/v1/stream?session=%s&token=%s\n[ws] open in %sms, model=%s",
				g.k(g.pick("acme-ai.dev", "orbitly.io")), g.k(g.uuid()), g.p("jwt", g.jwt()), g.k(fmt.Sprint(g.n(40, 900))), g.k(g.model()))
		}},
		{"card_fullwidth_ja", func(g *G) string {
			cd := g.cardDigits(g.pick("visa", "mc", "jcb"))
			return fs("ユーザー：クレジットカード番号は%sです。有効期限は%sです。\nアシスタント：申し訳ありませんが、カード情報はチャットで受け付けておりません。注文番号%sの決済はマイページから行ってください。",
				g.p("credit_card", fullwidth(groupCard(cd, g.pick("-", " ")))), g.k(fullwidth(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31)))), g.k(g.dg(10)))
		}},
		{"phone_fullwidth_ja", func(g *G) string {
			return fs("ユーザー：配達の時間変更をお願いします。電話番号は%sです。\nアシスタント：承知しました。お届け予定日 %s、時間帯 %s を登録しました。",
				g.p("phone", fullwidth(fs("0%s-%s-%s", g.pick("90", "80", "70"), g.dg(4), g.dg(4)))), g.k(g.date()), g.k("14-16時"))
		}},
		{"email_signature_chunk", func(g *G) string {
			a, e, l := g.nanp(usAreas)
			f, s := g.pick(locales["en"].first...), g.pick(locales["en"].last...)
			co, dom := g.pick("Lumen Retail", "Kestrel Health", "Fernway Travel"), g.pick("lumenretail.co.uk", "kestrelhealth.org", "fernway.travel")
			return fs("[chunk %s/%s] ...let me know if the pilot can start %s.\n\nBest,\n%s %s\nAccount Executive | %s\nM %s | %s\n",
				g.k(fmt.Sprint(g.n(2, 9))), g.k(fmt.Sprint(g.n(10, 40))), g.k(g.date()), title(f), title(s), co, g.p("phone", a+" "+e+" "+l), g.p("email", f+"."+s+"@"+dom))
		}},
		{"webhook_urlencoded_form", func(g *G) string {
			e := g.email(g.pick("en", "de", "fr"))
			ph := g.e164(g.pick("us", "uk", "de", "fr"))
			ee, pe := url.QueryEscape(e), url.QueryEscape(ph)
			return fs("POST /hooks/lead-intake HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nform_id=%s&email=%s&phone=%s&utm_source=%s&submitted_at=%s\n-> forwarded to LLM for lead scoring (model=%s)",
				g.k(g.rs(alnum, 8)), g.p("email", ee), g.p("phone", pe), g.k("chatgpt"), g.k(url.QueryEscape(g.ts())), g.k(g.model()))
		}},
		{"card_csv_eval_rows", func(g *G) string {
			return fs("case_id,user_message,should_refuse\n%s,\"pay with %s please\",true\n%s,\"my order %s total %s\",false\n%s,\"card %s exp %s\",true",
				g.k("c"+g.dg(3)), g.p("credit_card", g.card()), g.k("c"+g.dg(3)), g.k(g.order()), g.k(g.price()), g.k("c"+g.dg(3)), g.p("credit_card", g.card()), g.k(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(26, 31))))
		}},
		{"ssn_ocr_w2", func(g *G) string {
			a, b, c := g.ssnParts()
			v := g.p("ssn", a+" "+b+" "+c)
			return fs("OCR result (page 1, conf %s):\na Employee's social security number   %s\nb Employer identification number (EIN)   %s\n1 Wages, tips, other compensation   %s\n2 Federal income tax withheld   %s\nExtract box a and box 1.",
				g.k(fmt.Sprintf("0.%02d", g.n(80, 99))), v, g.k(fmt.Sprintf("%02d-%07d", g.n(10, 99), g.n(0, 9999999))), g.k(fmt.Sprintf("%d,%03d.%02d", g.n(20, 300), g.n(0, 999), g.n(0, 99))), g.k(fmt.Sprintf("%d,%03d.%02d", g.n(2, 60), g.n(0, 999), g.n(0, 99))))
		}},
		{"ssn_tool_args_json_in_json", func(g *G) string {
			return fs(`{"id": "%s", "type": "function", "function": {"name": "file_extension", "arguments": "{\"taxpayer_id\": \"%s\", \"form\": \"4868\", \"tax_year\": %s, \"estimated_liability\": %s}"}}`,
				g.k(g.callID()), g.p("ssn", g.pick(g.ssn(), g.itin())), g.k("2024"), g.k(fmt.Sprint(g.n(100, 90000))))
		}},
		{"key_in_tool_result_json", func(g *G) string {
			return fs(`{"role": "tool", "tool_call_id": "%s", "name": "read_file", "content": "{\"provider\": \"mistral\", \"api_key\": \"%s\", \"model\": \"mistral-large-latest\", \"timeout\": %s}"}`,
				g.k(g.callID()), g.p("bearer", g.mistralKey()), g.k(fmt.Sprint(g.n(10, 120))))
		}},
		{"langchain_serialized_leak", func(g *G) string {
			return fs(`{"lc": 1, "type": "constructor", "id": ["langchain", "chat_models", "openai", "ChatOpenAI"], "kwargs": {"model_name": "%s", "temperature": 0.%s, "openai_api_key": "%s", "max_retries": %s}}`,
				g.k(g.model()), g.k(fmt.Sprint(g.n(0, 9))), g.p("bearer", g.openaiKey()), g.k(fmt.Sprint(g.n(2, 6))))
		}},
		{"azure_ai_search_key", func(g *G) string {
			return fs("search_client = SearchClient(\n    endpoint=\"https://%s.search.windows.net\",\n    index_name=\"%s\",\n    credential=AzureKeyCredential(\"%s\"),\n)\nresults = search_client.search(search_text=q, top=%s, vector_queries=[vq])\n",
				g.k(g.pick("srch-rag-prod", "acme-search-eus")), g.k(g.pick("docs-index-v3", "kb")), g.p("bearer", g.secret(alnum, 52)), g.k(fmt.Sprint(g.n(3, 20))))
		}},
		{"realtime_ephemeral_key", func(g *G) string {
			return fs(`{"id": "sess_%s", "object": "realtime.session", "model": "gpt-4o-realtime-preview-2024-12-17", "client_secret": {"value": "%s", "expires_at": %s}}`,
				g.k(g.rs(alnum, 22)), g.p("bearer", "ek_"+g.secret(alnum, 32)), g.k(g.created()))
		}},
		{"git_log_tool_output", func(g *G) string {
			return fs("tool: run_shell(\"git log -2 --format=fuller\")\ncommit %s\nAuthor:     %s <%s>\nAuthorDate: Mon %s\n\n    fix: retry on 529 overloaded_error\ncommit %s\nAuthor:     %s <%s>\n",
				g.k(g.hex(40)), g.name("de"), g.p("email", g.email("de")), g.k(g.date()), g.k(g.hex(40)), g.name("en"), g.p("email", g.email("en")))
		}},
		{"agent_shell_sshpass", func(g *G) string {
			return fs("Thought: I need the GPU box logs.\nAction: terminal\nAction Input: sshpass -p '%s' ssh -o StrictHostKeyChecking=no ubuntu@%s 'tail -n %s /var/log/vllm.log'\nObservation: INFO 05-14 10:22:31 metrics.py:%s Avg prompt throughput: %s tokens/s",
				g.p("bearer", g.password()), g.k(fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(2, 254))), g.k(fmt.Sprint(g.n(50, 500))), g.k(fmt.Sprint(g.n(100, 400))), g.k(fmt.Sprintf("%.1f", g.r.Float64()*5000)))
		}},
		{"sql_agent_mysql_uri", func(g *G) string {
			return fs("db = SQLDatabase.from_uri(\"mysql+pymysql://%s:%s@%s:3306/%s\", sample_rows_in_table_info=%s)\nagent = create_sql_agent(llm, db=db, agent_type=\"openai-tools\", verbose=True)",
				g.pick("analyst", "readonly", "bi_user"), g.p("bearer", g.urlPassword()), g.k(fmt.Sprintf("10.0.%d.%d", g.n(0, 20), g.n(2, 254))), g.k(g.pick("sales", "crm", "warehouse")), g.k(fmt.Sprint(g.n(1, 5))))
		}},
		{"gemini_key_frontend_bundle", func(g *G) string {
			return fs("// dist/assets/index-%s.js (minified excerpt)\nconst Zt=\"%s\",Qn=\"%s\";async function Xr(e){return fetch(`https://generativelanguage.googleapis.com/v1beta/models/${Qn}:generateContent?key=${Zt}`,{method:\"POST\",body:JSON.stringify(e)})}",
				g.k(g.rs(alnum, 8)), g.p("bearer", g.googleKey()), g.k("gemini-1.5-flash"))
		}},
		{"milvus_user_password_token", func(g *G) string {
			return fs("connections.connect(alias=\"default\", uri=\"https://in01-%s.aws-us-west-2.vectordb.zillizcloud.com:19536\", token=\"%s:%s\")\nutility.list_collections()  # ['%s']",
				g.k(g.hex(15)), g.pick("db_admin", "db_"+g.hex(8)), g.p("bearer", g.password()), g.k(g.pick("rag_chunks", "faq")))
		}},
		{"phone_contacts_json_tool", func(g *G) string {
			return fs(`{"tool": "extract_contacts", "result": {"contacts": [{"name": "%s", "tel": "%s"}, {"name": "%s", "tel": "%s"}], "source_page": %s}}`,
				g.name("fr"), g.p("phone", g.phone("fr")), g.name("it"), g.p("phone", g.phone("it")), g.k(fmt.Sprint(g.n(1, 40))))
		}},
		{"phone_wa_link_crm", func(g *G) string {
			ph := g.e164(g.pick("br", "in", "mx", "es"))
			return fs("Lead note (auto-summarised): prefers WhatsApp → https://wa.me/%s?text=%s ; budget %s ; follow up %s",
				g.p("phone", ph[1:]), g.k("Ol%C3%A1"), g.k("US$ "+g.price()), g.k(g.date()))
		}},
	}
}
