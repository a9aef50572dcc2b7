package main

import (
	"fmt"
	"strings"
)

func cleanTemplates() []tmpl {
	return []tmpl{
		{"clean_mcp_tools_list", func(b *B) string {
			return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"tools":[{"name":"brain_search","description":"Search notes, people and meetings","inputSchema":{"type":"object","properties":{"query":{"type":"string"},"top_k":{"type":"integer","default":%d},"since":{"type":"string","format":"date","example":"%s"}},"required":["query"]}},{"name":"people_upsert","description":"Create or update a person. Fields: name, email, phone, company.","inputSchema":{"type":"object","properties":{"email":{"type":"string","format":"email"},"phone":{"type":"string","pattern":"^\\+[1-9]\\d{7,14}$"}}}}]},"_meta":{"server":"brain-mcp/%s"}}`,
				b.n(1, 99), b.pick3(5, 8, 10), b.k(b.isoDate()), b.k(b.version()))
		}},
		{"clean_mcp_search_result", func(b *B) string {
			inner := fmt.Sprintf(`{"hits":[{"doc_id":"%s","title":"Q%d planning","score":%s,"updated_at":"%s"},{"doc_id":"%s","title":"Incident %s retro","score":%s,"updated_at":"%s"}],"took_ms":%d,"index_version":"%s"}`,
				b.k("doc_"+b.rs(12, alnum)), b.n(1, 4), b.score(), b.k(b.isoTS()), b.k("doc_"+b.rs(12, alnum)), b.k(b.ticket()), b.score(), b.k(b.isoTS()), b.n(8, 300), b.k(b.sha(12)))
			return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"content":[{"type":"text","text":%s}],"isError":false}}`, b.n(1, 500), js(inner))
		}},
		{"clean_openai_tool_call_ticket", func(b *B) string {
			args := fmt.Sprintf(`{"project":"BRAIN","title":"Re-index after schema %s","due":"%s","estimate_h":%d,"links":["%s"]}`, b.k("v"+b.version()), b.k(b.isoDate()), b.n(1, 16), b.k("https://github.com/acme/brain/pull/"+b.nz(4)))
			return fmt.Sprintf(`{"role":"assistant","content":null,"tool_calls":[{"id":"%s","type":"function","function":{"name":"jira_create_issue","arguments":%s}}]}`, b.k(b.callID()), js(args))
		}},
		{"clean_anthropic_tool_use_calendar", func(b *B) string {
			return fmt.Sprintf(`{"type":"tool_use","id":"%s","name":"calendar_find_slots","input":{"duration_min":%d,"window_start":"%s","window_end":"%s","timezone":"%s","attendee_ids":["%s","%s"]}}`,
				b.k(b.toolUID()), b.pick3(30, 45, 60), b.k(b.isoDate()+"T09:00:00"), b.k(b.isoDate()+"T18:00:00"), b.pick("Europe/Berlin", "America/New_York", "Asia/Tokyo", "Asia/Kolkata"), b.k(b.slackUser()), b.k(b.slackUser()))
		}},
		{"clean_env_example", func(b *B) string {
			app := b.pick("brain", "kb", "notes", "memex", "recall")
			lines := []string{
				"# copy to .env and fill in (generated " + b.k(b.isoDate()) + ")",
				"NODE_ENV=development",
				"PORT=" + b.k(fmt.Sprint(b.pick3(3000, 8080, 5173, 8787, 4000))),
				b.kw("postgres://postgres:postgres@localhost:5432/"+app+"_dev") + "DATABASE_URL=postgres://postgres:postgres@localhost:5432/" + app + "_dev",
				"REDIS_URL=redis://localhost:6379/" + fmt.Sprint(b.n(0, 3)),
			}
			opts := [][2]string{
				{"OPENAI_API_KEY=<your-openai-key>", "<your-openai-key>"},
				{"ANTHROPIC_API_KEY=", ""},
				{"SLACK_BOT_TOKEN=xoxb-your-token-here", "xoxb-your-token-here"},
				{"STRIPE_SECRET_KEY=sk_test_...", "sk_test_..."},
				{"JWT_SECRET=${JWT_SECRET}", "${JWT_SECRET}"},
				{"GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},
				{"NOTION_TOKEN=# paste from notion.so/my-integrations", ""},
				{"SMTP_PASSWORD=changeme", "changeme"},
				{"EMBED_MODEL=text-embedding-3-" + b.pick("small", "large"), ""},
				{"CHUNK_SIZE=" + fmt.Sprint(b.pick3(512, 800, 1000, 1200)), ""},
				{"CHUNK_OVERLAP=" + fmt.Sprint(b.pick3(64, 100, 128)), ""},
				{"SENTRY_DSN=", ""},
			}
			b.r.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
			for _, o := range opts[:b.n(4, 8)] {
				lines = append(lines, o[0])
				if o[1] != "" {
					b.k(o[1])
				}
			}
			return "$ cat .env.example\n" + strings.Join(lines, "\n") + "\n"
		}},
		{"clean_shell_build_output", func(b *B) string {
			return fmt.Sprintf("$ go test ./...\nok  \tgithub.com/acme/brain/ingest\t%s\nok  \tgithub.com/acme/brain/search\t%s\n--- FAIL: TestChunker (0.%02ds)\n    chunker_test.go:%d: got %d chunks, want %d\nFAIL\tgithub.com/acme/brain/chunk\t0.%03ds\n$ git rev-parse HEAD\n%s",
				b.k(fmt.Sprintf("%d.%03ds", b.n(0, 9), b.n(0, 999))), b.k(fmt.Sprintf("%d.%03ds", b.n(0, 9), b.n(0, 999))), b.n(0, 99), b.n(10, 400), b.n(2, 30), b.n(31, 60), b.n(0, 999), b.k(b.sha(40)))
		}},
		{"clean_git_log_oneline", func(b *B) string {
			var lines []string
			for i := 0; i < b.n(3, 6); i++ {
				lines = append(lines, fmt.Sprintf("%s %s", b.k(b.sha(7)), b.pick("fix(ingest): handle empty front-matter", "feat(search): hybrid BM25 + vector rerank", "chore(deps): bump pgvector to "+b.version(), "docs: memory decay policy", "refactor: split people resolver", "perf: batch embeddings ("+fmt.Sprint(b.pick3(64, 128, 256))+"/req)", "Merge pull request #"+b.nz(4)+" from acme/"+b.pick("mcp-auth", "ics-parse", "rag-eval"))))
			}
			return "$ git log --oneline -n " + fmt.Sprint(len(lines)) + "\n" + strings.Join(lines, "\n") + "\n$ git describe --tags\n" + b.k("v"+b.version()+"-"+fmt.Sprint(b.n(1, 40))+"-g"+b.sha(7))
		}},
		{"clean_kubectl_get_pods", func(b *B) string {
			var lines []string
			for i := 0; i < b.n(2, 5); i++ {
				lines = append(lines, fmt.Sprintf("%-36s %-5s %-9s %-3d %-5s %s", "brain-"+b.pick("api", "ingest", "worker", "mcp")+"-"+b.rs(9, lower+digs)+"-"+b.rs(5, lower+digs), "1/1", "Running", b.n(0, 4), fmt.Sprintf("%dd", b.n(1, 40)), b.k(b.ipPriv())))
			}
			return "$ kubectl -n brain get pods -o wide\nNAME                                 READY STATUS    RESTARTS AGE   IP\n" + strings.Join(lines, "\n")
		}},
		{"clean_meeting_notes", func(b *B) string {
			loc := b.loc()
			l := lt[loc]
			return b.chunkHdr("notion://meetings/"+b.k(b.notionID())) + fmt.Sprintf("# %s — %s %s\n**%s:** @%s, @%s, @%s\n- %s %s → %s\n- p95 latency %dms (target %dms)\n**%s**\n- [ ] @%s: %s (%s)\n",
				l.Meet, b.k(b.locDate(loc)), b.k(b.hhmm()), l.Att, b.pick("jordan", "lea", "mk"), b.pick("priya", "tomasz", "yuki"), b.pick("sam", "ines", "omar"), "Budget", b.k(b.price()), b.k(b.price()), b.n(200, 900), b.pick3(250, 300, 400), l.Act, b.pick("jordan", "ines"), b.k(b.ticket()), b.k(b.locDate(loc)))
		}},
		{"clean_okr_wiki", func(b *B) string {
			return fmt.Sprintf("## OKRs Q%d %d\n| KR | Baseline | Target | Now |\n|---|---|---|---|\n| Weekly active brains | %d | %d | %d |\n| Answer accuracy (eval set %s) | %d.%d%% | %d%% | %d.%d%% |\n| Cost per 1k queries | %s | %s | %s |\nLast edited %s by @%s",
				b.n(1, 4), b.n(2024, 2026), b.n(1000, 5000), b.n(5000, 9000), b.n(3000, 8000), b.k("ev-"+b.isoDate()), b.n(60, 80), b.n(0, 9), b.n(85, 95), b.n(70, 90), b.n(0, 9), b.k(b.price()), b.k(b.price()), b.k(b.price()), b.k(b.isoTS()), b.pick("ops", "pm-team", "cto"))
		}},
		{"clean_invoice_summary", func(b *B) string {
			return fmt.Sprintf("Invoice %s from %s\nPO: %s · Customer no. %s\nPeriod %s – %s\nSubtotal %s, VAT 19%% %s, total %s\nDue %s. Payment reference %s.",
				b.k(b.invoice()), b.company(b.latinLoc()).Name, b.k("45"+b.d(8)), b.k(b.nz(7)), b.k(b.isoDate()), b.k(b.isoDate()), b.k(b.price()), b.k(b.price()), b.k(b.price()), b.k(b.isoDate()), b.k("RF"+b.d(2)+b.rs(10, upper+digs)))
		}},
		{"clean_order_tracking_note", func(b *B) string {
			return fmt.Sprintf("Order %s shipped %s.\nUPS %s, FedEx %s (split shipment)\nAmazon order %s — arriving %s\nReturn label RMA-%s",
				b.k(b.orderNo()), b.k(b.isoDate()), b.k(b.upsTracking()), b.k(b.fedex()), b.k("11"+b.d(1)+"-"+b.d(7)+"-"+b.d(7)), b.k(b.locDate("en_US")), b.k(b.nz(8)))
		}},
		{"clean_flight_itinerary", func(b *B) string {
			tk := b.pick3(220, 125, 176, 74, 57, 16) // carrier codes
			return fmt.Sprintf("Trip to %s\n- %s %s → %s dep %s arr %s\n- PNR %s, e-ticket %s\n- Seat %d%s, baggage 23 kg\n- Hotel conf. %s, check-in %s",
				b.pick("Lisbon", "Tokyo", "São Paulo", "Bengaluru", "Warsaw"), b.k(b.pick("LH", "TP", "NH", "LA", "AI", "LO")+" "+fmt.Sprint(b.n(100, 2999))), b.pick("FRA", "MUC", "LHR", "JFK"), b.pick("LIS", "HND", "GRU", "BLR", "WAW"), b.k(b.hhmm()), b.k(b.hhmm()), b.k(b.rs(6, upper+digs)), b.k(fmt.Sprintf("%03d-%s", tk, b.nz(10))), b.n(1, 45), b.pick("A", "C", "F", "K"), b.k(b.nz(9)), b.k(b.isoDate()))
		}},
		{"clean_slack_export", func(b *B) string {
			txt := fmt.Sprintf("deployed brain-api %s to prod at %s, <@%s> can you check the dashboard? <#%s|ops>", b.k("v"+b.version()), b.k(b.hhmm()+" UTC"), b.k(b.slackUser()), b.k(b.slackChan()))
			return fmt.Sprintf(`{"type":"message","user":"%s","text":%s,"ts":"%s","thread_ts":"%s","reply_count":%d}`, b.k(b.slackUser()), js(txt), b.k(b.slackTS()), b.k(b.slackTS()), b.n(0, 12))
		}},
		{"clean_ics_holidays", func(b *B) string {
			d := strings.ReplaceAll(b.isoDate(), "-", "")
			return fmt.Sprintf("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//brain//team-calendar %s//EN\r\nBEGIN:VEVENT\r\nUID:%s\r\nDTSTAMP:%sT000000Z\r\nDTSTART;VALUE=DATE:%s\r\nSUMMARY:%s\r\nDESCRIPTION:Office closed. On-call rota unchanged (see OPS-%d).\r\nTRANSP:TRANSPARENT\r\nEND:VEVENT\r\nEND:VCALENDAR",
				b.k(b.version()), b.k(b.uuid()), b.k(d), d, b.pick("Tag der Deutschen Einheit", "Bank Holiday", "Diwali", "Golden Week", "Fête nationale", "Independence Day"), b.n(1000, 9999))
		}},
		{"clean_csv_metrics", func(b *B) string {
			rows := []string{"date,queries,p50_ms,p95_ms,cost_usd,index_docs"}
			for i := 0; i < b.n(3, 5); i++ {
				rows = append(rows, fmt.Sprintf("%s,%d,%d,%d,%d.%02d,%d", b.k(b.isoDate()), b.n(1000, 99999), b.n(80, 300), b.n(300, 1800), b.n(1, 900), b.n(0, 99), b.n(1000000, 9999999)))
			}
			return "metrics_daily.csv (head):\n" + strings.Join(rows, "\n")
		}},
		{"clean_nginx_logs", func(b *B) string {
			var lines []string
			for i := 0; i < b.n(2, 4); i++ {
				lines = append(lines, fmt.Sprintf("%s - - [%s] \"%s /api/v1/%s HTTP/2.0\" %d %d %s \"%s\"", b.k(b.ipPub()), b.k(fmt.Sprintf("%02d/Apr/2025:%s:%02d +0000", b.n(1, 28), b.hhmm(), b.n(0, 59))), b.pick("GET", "POST"), b.pick("search?q=retro+notes", "docs/"+b.rs(12, alnum), "people?limit=50", "ingest"), b.pick3(200, 200, 201, 304, 429), b.n(100, 90000), b.k(fmt.Sprintf("%d.%03d", b.n(0, 2), b.n(0, 999))), b.k(b.reqID())))
			}
			return strings.Join(lines, "\n")
		}},
		{"clean_auth_docs_redacted", func(b *B) string {
			return fmt.Sprintf("## Auth for the brain API\nSend `Authorization: Bearer <token>` on every call. Tokens are JWTs (they start with `eyJhbGciOi...`) and expire after %d min.\nFor service accounts use `sk-...` keys from Settings → API (shown once). Never paste real keys here; use `$BRAIN_API_KEY`.\nRate limit: %d req/min per key, burst %d. Rotated keys show as `sk-****%s`.",
				b.pick3(15, 60, 1440), b.pick3(60, 600, 1200), b.pick3(20, 100), b.rs(4, alnum)) + b.kw("Authorization: Bearer <token>", "eyJhbGciOi...", "`sk-...`", "$BRAIN_API_KEY")
		}},
		{"clean_api_docs_curl", func(b *B) string {
			return fmt.Sprintf("Example:\n```bash\ncurl https://api.brainhub.app/v2/notes/%s \\\n  -H \"Authorization: Bearer $BRAIN_TOKEN\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"title\":\"Standup %s\",\"tags\":[\"daily\"]}'\n```\nReturns `201` with `{\"id\":\"%s\",\"version\":%d}`.",
				b.k(b.uuid()), b.k(b.isoDate()), b.k(b.uuid()), b.n(1, 40)) + b.kw("Bearer $BRAIN_TOKEN")
		}},
		{"clean_multilingual_notes", func(b *B) string {
			loc := b.loc()
			l := lt[loc]
			amt := b.price()
			return fmt.Sprintf("%s — %s %s\n%s: %s, %s, %s\n%s\n- %s %s\n- %s (%s)\n%s",
				l.Meet, b.k(b.locDate(loc)), b.k(b.hhmm()), l.Att, b.pick("Team A", "@ops", "PM"), b.pick("QA", "@infra", "Design"), b.pick("Legal", "@data", "Sales"), l.Act, b.k(b.ticket()), b.k(amt), b.k(b.invoice()), b.k(b.locDate(loc)), l.Thanks)
		}},
		{"clean_product_spec", func(b *B) string {
			return fmt.Sprintf("### Spec: Brain Box %s\n- SKU %s, EAN %s\n- Dimensions %d × %d × %d mm, %d g\n- Firmware %s (build %s)\n- List price %s; partner %s\n- Ships from %s",
				b.pick("Mini", "Pro", "Edge"), b.k("BB-"+b.rs(3, upper)+"-"+b.nz(4)), b.k("40"+b.d(11)), b.n(80, 200), b.n(80, 200), b.n(20, 60), b.n(300, 1500), b.k(b.version()), b.k(b.sha(8)), b.k(b.price()), b.k(b.price()), b.k(b.isoDate()))
		}},
		{"clean_user_query", func(b *B) string {
			switch b.r.Intn(5) {
			case 0:
				return fmt.Sprintf("what did we decide about %s in the %s retro? I think it was in %s", b.k(b.ticket()), b.k(b.isoDate()), b.k(b.ticket()))
			case 1:
				return fmt.Sprintf("summarize all notes tagged #pricing since %s and compare to the %s quote", b.k(b.isoDate()), b.k(b.price()))
			case 2:
				return fmt.Sprintf("when is the next release after %s? the changelog mentions build %s", b.k("v"+b.version()), b.k(b.sha(10)))
			case 3:
				return fmt.Sprintf("find the meeting where we discussed order %s and the refund of %s", b.k(b.orderNo()), b.k(b.price()))
			}
			return fmt.Sprintf("which doc has the runbook for %s on port %s?", b.k(b.ipPriv()), b.k(fmt.Sprint(b.pick3(5432, 6379, 9200, 8443))))
		}},
		{"clean_multiturn_chat", func(b *B) string {
			return fmt.Sprintf("user: move my %s with the design team to %s?\nassistant: Done — moved to %s %s (Meeting ID %s unchanged). It conflicts with %s; keep both?\nuser: yes\nassistant: OK. Reminder set for %s.",
				b.k(b.hhmm()), b.pick("thursday", "next monday", "tomorrow"), b.k(b.isoDate()), b.k(b.hhmm()), b.k(b.meetingID()), b.k(b.ticket()), b.k(b.hhmm()))
		}},
		{"clean_agent_scratchpad", func(b *B) string {
			return fmt.Sprintf("Thought: the user wants last quarter's churn numbers.\nAction: sql.query\nAction Input: SELECT month, churned, mrr FROM churn WHERE month >= '%s'\nObservation: 3 rows; churned=%d,%d,%d; mrr=%s\nThought: cite dashboard %s and doc %s.\nFinal Answer: churn fell from %d.%d%% to %d.%d%%.",
				b.k(b.isoDate()), b.n(5, 40), b.n(5, 40), b.n(5, 40), b.k(b.price()), b.k(b.uuid()), b.k("doc_"+b.rs(12, alnum)), b.n(2, 6), b.n(0, 9), b.n(1, 4), b.n(0, 9))
		}},
		{"clean_memory_entries", func(b *B) string {
			return fmt.Sprintf("memories:\n  - id: %s\n    fact: \"prefers meetings after %s %s, no Fridays\"\n    confidence: %s\n  - id: %s\n    fact: \"uses %s; timezone %s\"\n    created: %s\n",
				b.k("mem_"+b.rs(10, lower+digs)), b.k(b.hhmm()), b.pick("CET", "IST", "JST", "PT"), b.score(), b.k("mem_"+b.rs(10, lower+digs)), b.pick("Obsidian", "Notion", "Logseq"), b.pick("Europe/Warsaw", "Asia/Kolkata", "America/Chicago"), b.k(b.isoTS()))
		}},
		{"clean_sql_result", func(b *B) string {
			return fmt.Sprintf("brain=> SELECT region, count(*), sum(amount) FROM invoices WHERE issued >= '%s' GROUP BY 1;\n region | count |    sum\n--------+-------+------------\n EMEA   | %5d | %s\n APAC   | %5d | %s\n AMER   | %5d | %s\n(3 rows)\nTime: %s ms",
				b.k(b.isoDate()), b.n(10, 9999), b.k(fmt.Sprintf("%d%03d.%02d", b.n(100, 999), b.n(0, 999), b.n(0, 99))), b.n(10, 9999), b.k(fmt.Sprintf("%d%03d.%02d", b.n(100, 999), b.n(0, 999), b.n(0, 99))), b.n(10, 9999), b.k(fmt.Sprintf("%d%03d.%02d", b.n(100, 999), b.n(0, 999), b.n(0, 99))), b.k(fmt.Sprintf("%d.%03d", b.n(1, 900), b.n(0, 999))))
		}},
		{"clean_package_lock", func(b *B) string {
			pkg := b.pick("@modelcontextprotocol/sdk", "openai", "@anthropic-ai/sdk", "zod", "pgvector")
			v := b.version()
			return fmt.Sprintf("\"node_modules/%s\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%s.tgz\",\n  \"integrity\": \"%s\",\n  \"license\": \"MIT\"\n}\nnpm warn deprecated %s@%s",
				pkg, b.k(v), pkg, pkg[strings.LastIndex(pkg, "/")+1:], v, b.k("sha512-"+b.rs(86, b64std)+"=="), "inflight", b.k("1.0.6"))
		}},
		{"clean_docker_ps", func(b *B) string {
			return fmt.Sprintf("$ docker ps\nCONTAINER ID   IMAGE                     STATUS         PORTS\n%s   pgvector/pgvector:pg16    Up %d hours    %s\n%s   redis:7-alpine            Up %d hours    %s\n%s   ghcr.io/acme/brain:%s   Up %d min      %s",
				b.k(b.sha(12)), b.n(1, 48), b.k("0.0.0.0:5432->5432/tcp"), b.k(b.sha(12)), b.n(1, 48), b.k("127.0.0.1:6379->6379/tcp"), b.k(b.sha(12)), b.k(b.version()), b.n(1, 59), b.k("0.0.0.0:"+fmt.Sprint(b.pick3(8080, 8443, 3000))+"->8080/tcp"))
		}},
		{"clean_obsidian_note", func(b *B) string {
			return fmt.Sprintf("---\ntitle: Reading log %s\ntags: [books, %d]\ncreated: %s\nuid: %s\n---\n- *%s* — ISBN %s, p. %d–%d\n- *%s* — ISBN %s\n^%s",
				b.k(b.isoDate()), b.n(2024, 2026), b.k(b.isoTS()), b.k(b.uuid()), b.pick("Thinking in Systems", "The Making of Prince of Persia", "Designing Data-Intensive Applications"), b.k("978-"+b.d(1)+"-"+b.d(3)+"-"+b.d(5)+"-"+b.d(1)), b.n(1, 200), b.n(201, 400), b.pick("Der Zauberberg", "Cien años de soledad", "ノルウェイの森"), b.k("978"+b.d(10)), b.k(b.rs(6, lower+digs)))
		}},
		{"clean_finance_table_locale", func(b *B) string {
			return fmt.Sprintf("| Monat | Umsatz | Kosten | Marge |\n|---|---|---|---|\n| Jan | %s | %s | %d,%d %% |\n| Feb | %s | %s | %d,%d %% |\nStand: %s, Kostenstelle %s",
				b.k(fmt.Sprintf("%d.%03d.%03d,%02d €", b.n(1, 9), b.n(0, 999), b.n(0, 999), b.n(0, 99))), b.k(fmt.Sprintf("%d.%03d,%02d €", b.n(100, 999), b.n(0, 999), b.n(0, 99))), b.n(10, 60), b.n(0, 9), b.k(fmt.Sprintf("%d.%03d.%03d,%02d €", b.n(1, 9), b.n(0, 999), b.n(0, 999), b.n(0, 99))), b.k(fmt.Sprintf("%d.%03d,%02d €", b.n(100, 999), b.n(0, 999), b.n(0, 99))), b.n(10, 60), b.n(0, 9), b.k(b.locDate("de_DE")), b.k(b.nz(4)))
		}},
		{"clean_incident_postmortem", func(b *B) string {
			return fmt.Sprintf("## Postmortem %s\nStart %s, end %s (%d min)\nTrigger: deploy %s raised pool size on %s:%d from %d to %d.\nImpact: %d.%d%% of search calls 5xx; %d queued ingest jobs.\nFix: revert to %s.",
				b.k(b.ticket()), b.k(b.isoTS()), b.k(b.isoTS()), b.n(5, 180), b.k(b.sha(7)), b.k(b.ipPriv()), b.pick3(5432, 6432), b.pick3(20, 50), b.pick3(200, 500), b.n(1, 40), b.n(0, 9), b.n(100, 9000), b.k("v"+b.version()))
		}},
		{"clean_tool_result_stock_weather", func(b *B) string {
			inner := fmt.Sprintf(`{"symbol":"%s","price":%d.%02d,"change_pct":-%d.%02d,"volume":%d,"as_of":"%s"}`, b.pick("MSFT", "NVDA", "SAP", "7203.T", "RELIANCE.NS"), b.n(20, 900), b.n(0, 99), b.n(0, 5), b.n(0, 99), b.n(1000000, 90000000), b.isoTS())
			return fmt.Sprintf(`{"type":"tool_result","tool_use_id":"%s","content":%s}`, b.k(b.toolUID()), js(inner))
		}},
		{"clean_masked_values_note", func(b *B) string {
			return fmt.Sprintf("Billing page shows card %s, expires %s. Contact on file: [REDACTED]. API key %s (last used %s). Phone verified ✔︎ (%s)",
				b.k(b.masked4()), b.k(fmt.Sprintf("%02d/%02d", b.n(1, 12), b.n(26, 31))), b.k("sk-…"+b.rs(4, alnum)), b.k(b.isoDate()), b.k("•••• "+b.d(2))) + b.kw("[REDACTED]")
		}},
		{"clean_travel_hotel", func(b *B) string {
			return fmt.Sprintf("Hotel booking %s confirmed — %d nights from %s, rate %s/night, total %s. Cancellation free until %s %s. Loyalty no. %s.",
				b.k(b.nz(10)), b.n(1, 6), b.k(b.isoDate()), b.k(b.price()), b.k(b.price()), b.k(b.isoDate()), b.k(b.hhmm()), b.k(b.nz(9)))
		}},
		{"clean_discord_export", func(b *B) string {
			return fmt.Sprintf(`{"id":"%s","type":"Default","timestamp":"%s","content":"pushed the embeddings cache fix, see %s","author":{"id":"%s","name":"%s","discriminator":"0000","isBot":false},"reactions":[{"emoji":{"name":"🚀"},"count":%d}]}`,
				b.k(b.snowflake()), b.k(b.isoTS()), b.k("PR #"+b.nz(4)), b.k(b.snowflake()), b.pick("kb_bot", "lunar", "ops-raccoon"), b.n(1, 9))
		}},
		{"clean_pkg_handles_note", func(b *B) string {
			return fmt.Sprintf("Upgrade notes: bump %s, use icons %s; ping @%s and @%s in #brain-dev. Repo git@github.com:acme/brain.git, tag %s.",
				b.k("@anthropic-ai/sdk@"+b.version()), b.k("logo@2x.png"), b.pick("mkowalski", "yuki.t", "devrel"), b.pick("ines", "platform-team"), b.k("v"+b.version())) + b.kw("git@github.com:acme/brain.git")
		}},
	}
}

// kw marks strings already in the text as keep and adds nothing to it.
func (b *B) kw(xs ...string) string {
	for _, x := range xs {
		b.k(x)
	}
	return ""
}
