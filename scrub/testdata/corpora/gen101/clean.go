package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func (g *G) sprint(n int) string { return fmt.Sprint(n) }

// cleanKinds: lines with no personal or secret value, dense with look-alikes.
func cleanKinds() []kind {
	return append(moreClean(), []kind{
		{"c_env_example", func(g *G) string {
			return fs("# .env.example — copy to .env and fill in\nOPENAI_API_KEY=%s\nANTHROPIC_API_KEY=%s\nGROQ_API_KEY=%s\nHF_TOKEN=%s\nLANGFUSE_PUBLIC_KEY=%s\nLANGFUSE_SECRET_KEY=%s\nEMBED_DIM=%s\n",
				g.k(g.pick("sk-...", "sk-proj-xxxxxxxxxxxxxxxxxxxxxxxx", "your-openai-key-here", "<OPENAI_API_KEY>")), g.k(g.pick("sk-ant-...", "<your-anthropic-key>", "YOUR_ANTHROPIC_API_KEY")), g.k(g.pick("gsk_...", "${GROQ_API_KEY}", "changeme")), g.k(g.pick("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "hf_...", "<hf-token>")), g.k(g.pick("pk-lf-...", "pk-lf-"+g.uuid())), g.k(g.pick("sk-lf-...", "<secret>", "YOUR_LANGFUSE_SECRET")), g.k(g.pick("1536", "3072")))
		}},
		{"c_openai_ratelimit_headers", func(g *G) string {
			return fs("HTTP/2 200\ndate: %s\ncontent-type: application/json\nopenai-organization: %s\nopenai-processing-ms: %s\nopenai-version: 2020-10-01\nx-ratelimit-limit-requests: %s\nx-ratelimit-limit-tokens: %s\nx-ratelimit-remaining-requests: %s\nx-ratelimit-remaining-tokens: %s\nx-ratelimit-reset-requests: %sms\nx-ratelimit-reset-tokens: %sms\nx-request-id: %s\ncf-ray: %s-SJC\n",
				g.k("Tue, 1"+g.dg(1)+" Sep 2024 1"+g.dg(1)+":0"+g.dg(1)+":22 GMT"), g.k(g.pick("user-"+g.rs(lower+digits, 24), "acme-ai-inc")), g.k(g.sprint(g.n(200, 9000))), g.k(g.pick("10000", "30000", "500")), g.k(g.pick("30000000", "150000000", "2000000")), g.k(g.sprint(g.n(100, 9999))), g.k(g.sprint(g.n(100000, 29999999))), g.k(g.sprint(g.n(6, 900))), g.k(g.sprint(g.n(1, 60))), g.k(g.reqOpenAI()), g.k(g.hex(16)))
		}},
		{"c_anthropic_ratelimit_headers", func(g *G) string {
			return fs("anthropic-ratelimit-requests-limit: %s\nanthropic-ratelimit-requests-remaining: %s\nanthropic-ratelimit-requests-reset: %s\nanthropic-ratelimit-input-tokens-limit: %s\nanthropic-ratelimit-input-tokens-remaining: %s\nanthropic-ratelimit-output-tokens-remaining: %s\nrequest-id: %s\nretry-after: %s\n",
				g.k(g.pick("4000", "50", "1000")), g.k(g.sprint(g.n(0, 3999))), g.k(g.ts()), g.k(g.pick("400000", "80000", "2000000")), g.k(g.sprint(g.n(0, 399999))), g.k(g.sprint(g.n(0, 79999))), g.k(g.reqAnthropic()), g.k(g.sprint(g.n(1, 60))))
		}},
		{"c_usage_json", func(g *G) string {
			p, c := g.tokens(), g.n(1, 4000)
			return fs(`{"id": "%s", "object": "chat.completion", "created": %s, "model": "%s", "system_fingerprint": "fp_%s", "usage": {"prompt_tokens": %d, "completion_tokens": %d, "total_tokens": %d, "prompt_tokens_details": {"cached_tokens": %s}, "completion_tokens_details": {"reasoning_tokens": %s}}}`,
				g.k(g.chatcmpl()), g.k(g.created()), g.k(g.model()), g.k(g.hex(10)), p, c, p+c, g.k(g.sprint(g.n(0, 64)*128)), g.k(g.sprint(g.n(0, 2000))))
		}},
		{"c_embedding_response", func(g *G) string {
			return fs(`{"object": "list", "data": [{"object": "embedding", "index": 0, "embedding": [%s, ...]}], "model": "%s", "usage": {"prompt_tokens": %s, "total_tokens": %[3]s}}`,
				g.k(g.floats(8)), g.k(g.embModel()), g.k(g.sprint(g.n(3, 8000))))
		}},
		{"c_model_catalog", func(g *G) string {
			var rows []string
			for i := 0; i < 4; i++ {
				rows = append(rows, fs("| %s | %s | $%s | $%s |", g.k(g.model()), g.k(g.pick("128000", "200000", "1048576", "32768", "8192")), g.k(fmt.Sprintf("%.2f", g.r.Float64()*15)), g.k(fmt.Sprintf("%.2f", g.r.Float64()*60))))
			}
			return "| model | context | input / 1M | output / 1M |\n|---|---|---|---|\n" + strings.Join(rows, "\n")
		}},
		{"c_code_env_lookup", func(g *G) string {
			return fs("import os\nfrom openai import OpenAI\n\nclient = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\nanthropic_key = os.getenv(\"ANTHROPIC_API_KEY\")\nif not anthropic_key:\n    raise RuntimeError(\"set ANTHROPIC_API_KEY (see %s)\")\nMAX_RETRIES = %s\nTIMEOUT_S = %s\n",
				g.k("https://console.anthropic.com/settings/keys"), g.k(g.sprint(g.n(2, 8))), g.k(g.sprint(g.n(10, 600))))
		}},
		{"c_langsmith_run_summary", func(g *G) string {
			return fs("Run %s (%s) finished in %ss — tokens: %s prompt / %s completion, cost $%s, feedback correctness=%s, trace https://smith.langchain.com/o/%s/projects/p/%s/r/%[1]s",
				g.k(g.uuid()), g.k("RunnableSequence"), g.k(fmt.Sprintf("%.2f", g.r.Float64()*20)), g.k(g.sprint(g.tokens())), g.k(g.sprint(g.n(5, 2000))), g.k(g.cost()), g.k(fmt.Sprintf("0.%d", g.n(1, 9))), g.k(g.uuid()), g.k(g.uuid()))
		}},
		{"c_langfuse_public_config", func(g *G) string {
			return fs("langfuse:\n  host: https://cloud.langfuse.com\n  public_key: %s\n  secret_key: ${LANGFUSE_SECRET_KEY}\n  sample_rate: 0.%s\n  flush_at: %s\n  release: %s\n",
				g.k(g.langfusePublic()), g.k(g.sprint(g.n(1, 9))), g.k(g.sprint(g.n(10, 500))), g.k("v"+g.version()))
		}},
		{"c_pinecone_describe", func(g *G) string {
			return fs(`{"name": "%s", "dimension": %s, "metric": "%s", "host": "%s", "spec": {"serverless": {"cloud": "aws", "region": "us-east-1"}}, "status": {"ready": true, "state": "Ready"}, "deletion_protection": "enabled", "total_vector_count": %s}`,
				g.k(g.pick("kb-prod", "support-docs", "legal-v3")), g.k(g.pick("1536", "3072", "1024")), g.k(g.pick("cosine", "dotproduct")), g.k(g.rs(lower, 8)+"-"+g.rs(lower+digits, 7)+".svc.aped-4627-b74a.pinecone.io"), g.k(g.sprint(g.n(1000, 90000000))))
		}},
		{"c_qdrant_collection_info", func(g *G) string {
			return fs(`GET http://localhost:6333/collections/%s
{"result":{"status":"green","optimizer_status":"ok","vectors_count":%s,"indexed_vectors_count":%s,"points_count":%s,"segments_count":%s,"config":{"params":{"vectors":{"size":%s,"distance":"Cosine"}},"hnsw_config":{"m":16,"ef_construct":100,"full_scan_threshold":10000}}},"status":"ok","time":%s}`,
				g.k(g.pick("faq", "docs_v2", "code_chunks")), g.k(g.sprint(g.n(1000, 9000000))), g.k(g.sprint(g.n(1000, 9000000))), g.k(g.sprint(g.n(1000, 9000000))), g.k(g.sprint(g.n(2, 16))), g.k(g.pick("384", "768", "1536")), g.k(fmt.Sprintf("0.%06d", g.n(1, 999999))))
		}},
		{"c_chroma_local", func(g *G) string {
			return fs("client = chromadb.PersistentClient(path=\"./chroma_db\")\n# or: chroma run --path ./db --host 0.0.0.0 --port %s\ncollection = client.get_or_create_collection(\"%s\", metadata={\"hnsw:space\": \"cosine\", \"hnsw:M\": %s})\nprint(collection.count())  # %s\n",
				g.k("8000"), g.k("handbook"), g.k(g.sprint(g.n(8, 64))), g.k(g.sprint(g.n(100, 500000))))
		}},
		{"c_milvus_default", func(g *G) string {
			return fs("client = MilvusClient(uri=\"http://localhost:19530\", token=\"%s\")\nclient.create_collection(collection_name=\"%s\", dimension=%s, metric_type=\"IP\", consistency_level=\"Bounded\")\n# attu at http://127.0.0.1:%s\n",
				g.k("root:Milvus"), g.k("rag_chunks"), g.k(g.pick("768", "1024")), g.k("8000"))
		}},
		{"c_pgvector_dev", func(g *G) string {
			return fs("docker run -d --name pgvector -e POSTGRES_PASSWORD=postgres -p 5432:5432 pgvector/pgvector:pg16\nexport DATABASE_URL=%s\npsql $DATABASE_URL -c \"CREATE INDEX ON items USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64);\"\n-- %s rows, index built in %ss",
				g.k("postgresql://postgres:postgres@localhost:5432/postgres"), g.k(g.sprint(g.n(10000, 9000000))), g.k(fmt.Sprintf("%.1f", g.r.Float64()*900)))
		}},
		{"c_sse_plain", func(g *G) string {
			id, cr := g.k(g.chatcmpl()), g.k(g.created())
			return fs("data: {\"id\":\"%s\",\"object\":\"chat.completion.chunk\",\"created\":%s,\"model\":\"gpt-4o-mini-2024-07-18\",\"system_fingerprint\":\"fp_%s\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},\"logprobs\":null,\"finish_reason\":null}]}\n\ndata: {\"id\":\"%[1]s\",\"object\":\"chat.completion.chunk\",\"created\":%[2]s,\"choices\":[{\"index\":0,\"delta\":{\"content\":\"The order %[4]s ships in %[5]s\"},\"finish_reason\":null}]}\n\ndata: {\"id\":\"%[1]s\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]",
				id, cr, g.k(g.hex(10)), g.k(g.order()), g.k(g.pick("2-3 days", "24h", "5 business days")))
		}},
		{"c_anthropic_sse_plain", func(g *G) string {
			return fs("event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"id\":\"%s\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"%s\",\"usage\":{\"input_tokens\":%s,\"cache_read_input_tokens\":%s,\"output_tokens\":1}}}\n\nevent: ping\ndata: {\"type\": \"ping\"}\n\nevent: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Version %s fixed the tokenizer bug.\"}}\n\nevent: message_stop\ndata: {\"type\":\"message_stop\"}",
				g.k(g.msgAnthropic()), g.k("claude-3-5-sonnet-20241022"), g.k(g.sprint(g.n(10, 90000))), g.k(g.sprint(g.n(0, 90000))), g.k(g.version()))
		}},
		{"c_tool_call_weather", func(g *G) string {
			return fs(`{"tool_calls": [{"id": "%s", "type": "function", "function": {"name": "get_weather", "arguments": "{\"location\":\"%s\",\"unit\":\"celsius\",\"date\":\"%s\"}"}}], "finish_reason": "tool_calls", "usage": {"total_tokens": %s}}`,
				g.k(g.callID()), g.k(g.pick("Paris, FR", "São Paulo", "東京", "Berlin", "Toronto")), g.k(g.date()), g.k(g.sprint(g.n(50, 900))))
		}},
		{"c_function_schema", func(g *G) string {
			return fs(`{"type": "function", "function": {"name": "create_contact", "description": "Create a CRM contact", "parameters": {"type": "object", "properties": {"email": {"type": "string", "format": "email", "description": "e.g. {{user_email}}"}, "phone": {"type": "string", "pattern": "^\\+[1-9]\\d{7,14}$", "description": "E.164, e.g. %s"}, "ssn_last4": {"type": "string", "maxLength": 4}}, "required": ["email"]}, "strict": %s}}`,
				g.k("+15555555555"), g.k(g.pick("true", "false")))
		}},
		{"c_finetune_math", func(g *G) string {
			a, b := g.n(100, 99999), g.n(100, 99999)
			return fs(`{"messages": [{"role": "system", "content": "You are a careful calculator."}, {"role": "user", "content": "What is %d * %d?"}, {"role": "assistant", "content": "%d * %d = %s"}]}`,
				a, b, a, b, g.k(fmt.Sprint(a*b)))
		}},
		{"c_eval_row_clean", func(g *G) string {
			return fs(`{"id": "%s", "question": "Which model has a %s-token context window?", "expected": "%s", "output": "%s", "scores": {"exact_match": %s, "latency_ms": %s}, "dataset_version": "%s"}`,
				g.k(g.uuid()), g.k(g.pick("200000", "128000", "1048576")), g.k(g.model()), g.k(g.model()), g.k(g.pick("0", "1")), g.k(g.sprint(g.n(100, 9000))), g.k(g.date()))
		}},
		{"c_wandb_run_log", func(g *G) string {
			return fs("wandb: Run summary:\nwandb:   eval/loss %s\nwandb:   train/global_step %s\nwandb:   train/learning_rate %s\nwandb:   train/grad_norm %s\nwandb: 🚀 View run %s at: https://wandb.ai/%s/%s/runs/%s\n",
				g.k(fmt.Sprintf("%.5f", g.r.Float64()*2)), g.k(g.sprint(g.n(100, 90000))), g.k(fmt.Sprintf("%.1e", g.r.Float64()*1e-4)), g.k(fmt.Sprintf("%.4f", g.r.Float64()*3)), g.k(g.pick("lora-r16-", "sft-", "dpo-")+g.dg(3)), g.k(g.pick("acme-ml", "orbitly")), g.k("llama3-sft"), g.k(g.rs(lower+digits, 8)))
		}},
		{"c_helicone_clean", func(g *G) string {
			return fs("Helicone-Id: %s | status=200 | model=%s | prompt_tokens=%s | completion_tokens=%s | cost=$%s | latency=%sms | cache=HIT | Helicone-Property-Feature: %s",
				g.k(g.uuid()), g.k(g.model()), g.k(g.sprint(g.tokens())), g.k(g.sprint(g.n(1, 900))), g.k(g.cost()), g.k(g.sprint(g.n(40, 9000))), g.k(g.pick("summarize", "classify", "rag-answer")))
		}},
		{"c_openai_error_masked", func(g *G) string {
			return fs("openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: %s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}\nrequest_id=%s",
				g.k(g.pick("sk-proj-", "sk-")+g.pick("****", "abcd", "WxYz")+strings.Repeat("*", g.n(20, 120))+g.rs(alnum, 4)), g.k(g.reqOpenAI()))
		}},
		{"c_pip_freeze", func(g *G) string {
			return fs("langchain==%s\nlangchain-openai==%s\nlangchain-anthropic==%s\nllama-index-core==%s\nopenai==%s\nanthropic==%s\ntiktoken==%s\npinecone-client==%s\nqdrant-client==%s\ndspy-ai==%s\n",
				g.k("0.2."+g.sprint(g.n(0, 16))), g.k("0.1."+g.sprint(g.n(0, 25))), g.k("0.1."+g.sprint(g.n(0, 23))), g.k("0.10."+g.sprint(g.n(0, 68))), g.k("1."+g.sprint(g.n(10, 50))+"."+g.sprint(g.n(0, 9))), g.k("0."+g.sprint(g.n(20, 40))+".0"), g.k("0.7.0"), g.k("5.0.1"), g.k("1.11.3"), g.k("2.5."+g.sprint(g.n(0, 40))))
		}},
		{"c_package_json", func(g *G) string {
			return fs(`{"name": "chat-ui", "version": "%s", "dependencies": {"@ai-sdk/openai": "^%s", "@anthropic-ai/sdk": "^%s", "@langchain/core": "^%s", "@pinecone-database/pinecone": "^%s", "ai": "^%s"}, "engines": {"node": ">=18.17"}}`,
				g.k(g.version()), g.k(g.version()), g.k(g.version()), g.k(g.version()), g.k(g.version()), g.k(g.version()))
		}},
		{"c_support_chat_no_pii", func(g *G) string {
			return g.choose(
				func() string {
					return fs("user: where is order %s? it said 2-3 days on %s\nassistant: It left the warehouse at %s; tracking %s. Total charged: $%s.", g.k(g.order()), g.k(g.date()), g.k(g.hm()), g.k("1Z"+g.rs(upper+digits, 16)), g.k(g.price()))
				},
				func() string {
					return fs("usuario: ¿el plan Pro incluye %s tokens al mes?\nasistente: Sí, %s tokens y %s solicitudes por minuto; cuesta %s € al mes.", g.k("2.000.000"), g.k("2.000.000"), g.k(g.sprint(g.n(60, 600))), g.k(g.price()))
				},
				func() string {
					return fs("Kunde: Meine Rechnung %s über %s,%02d € ist doppelt.\nAssistent: Danke, Gutschrift %s wird am %s erstellt.", g.k(g.order()), g.k(g.sprint(g.n(10, 900))), g.n(0, 99), g.k("GS-"+g.dg(6)), g.k(fmt.Sprintf("%02d.%02d.2024", g.n(1, 28), g.n(1, 12))))
				},
				func() string {
					return fs("ユーザー：注文番号 %s の配送状況は？\nアシスタント：%s に発送済みです。お問い合わせ番号は %s です。", g.k(g.dg(10)), g.k(g.date()), g.k(g.idn(12)))
				})
		}},
		{"c_luhn_fail_fixture", func(g *G) string {
			return fs("# tests/fixtures/cards.yaml — numbers that must FAIL validation\ninvalid_checksum:\n  - \"%s\"\n  - \"%s\"\nwrong_length: \"%s\"\nexpected_error: %s\n",
				g.k(g.luhnFail()), g.k(groupCard(g.luhnFail(), " ")), g.k("4"+g.dg(11)), g.k("card_number_invalid"))
		}},
		{"c_invalid_ssn_eval", func(g *G) string {
			return fs(`{"input": "Is %s a valid SSN?", "expected": "no", "reason": "%s"}
{"input": "Is %s a valid SSN?", "expected": "no", "reason": "masked"}`,
				g.k(g.invalidSSN()), g.k(g.pick("area 000 is never issued", "area 666 is never issued", "group 00 is never issued", "serial 0000 is never issued", "not in an ITIN range")), g.k(g.pick("XXX-XX-", "***-**-")+g.dg(4)))
		}},
		{"c_bedrock_clean", func(g *G) string {
			return fs("aws bedrock-runtime converse --model-id %s --region %s --messages file://msgs.json\nmodelArn: arn:aws:bedrock:%[2]s::foundation-model/%[1]s\nprovisioned: arn:aws:bedrock:%[2]s:%s:provisioned-model/%s\nusage: {\"inputTokens\": %s, \"outputTokens\": %s}\nAWS_ACCESS_KEY_ID=%s",
				g.k(g.pick("anthropic.claude-3-5-sonnet-20240620-v1:0", "meta.llama3-1-70b-instruct-v1:0", "amazon.titan-embed-text-v2:0", "mistral.mistral-large-2407-v1:0")), g.k(g.pick("us-east-1", "us-west-2", "eu-central-1")), g.k(g.idn(12)), g.k(g.rs(lower+digits, 12)), g.k(g.sprint(g.tokens())), g.k(g.sprint(g.n(1, 4000))), g.k(g.awsKeyID()))
		}},
		{"c_azure_deployments", func(g *G) string {
			return fs("az cognitiveservices account deployment list -g %s -n %s -o table\nName              Model                   Version     Capacity\n%s  gpt-4o                  2024-08-06  %s\n%s  text-embedding-3-large  1           %s\nendpoint: https://%s.openai.azure.com/  api-version=%s",
				g.k("rg-ai-prod"), g.k("aoai-eus2"), g.k("gpt4o-prod      "), g.k(g.sprint(g.n(10, 450))), g.k("embed-large     "), g.k(g.sprint(g.n(10, 350))), g.k("aoai-eus2"), g.k("2024-10-21"))
		}},
		{"c_batch_status", func(g *G) string {
			t := g.n(1718000000, 1748000000)
			return fs(`{"id": "batch_%s", "object": "batch", "endpoint": "/v1/chat/completions", "input_file_id": "%s", "output_file_id": "%s", "status": "completed", "created_at": %d, "completed_at": %d, "request_counts": {"total": %s, "completed": %s, "failed": %s}}`,
				g.k(g.hex(32)), g.k(g.fileID()), g.k(g.fileID()), t, t+g.n(600, 86400), g.k(g.sprint(g.n(100, 50000))), g.k(g.sprint(g.n(100, 50000))), g.k(g.sprint(g.n(0, 40))))
		}},
		{"c_finetune_job", func(g *G) string {
			return fs("ftjob-%s  succeeded  trained_tokens=%s  epochs=%s  model=%s\nfine_tuned_model: ft:gpt-4o-mini-2024-07-18:%s::%s\nhyperparameters: batch_size=%s learning_rate_multiplier=%s seed=%s",
				g.k(g.rs(alnum, 24)), g.k(g.sprint(g.n(10000, 90000000))), g.k(g.sprint(g.n(1, 10))), g.k("gpt-4o-mini-2024-07-18"), g.k(g.pick("acme-ai", "personal", "orbitly")), g.k(g.rs(alnum, 8)), g.k(g.sprint(g.n(1, 64))), g.k(fmt.Sprintf("%.1f", g.r.Float64()*4)), g.k(g.sprint(g.n(1000000, 2147483647))))
		}},
		{"c_tokenizer_output", func(g *G) string {
			var ids []string
			for i := 0; i < g.n(10, 24); i++ {
				ids = append(ids, g.sprint(g.n(0, 200000)))
			}
			return fs(">>> enc = tiktoken.get_encoding(\"%s\")\n>>> enc.encode(\"Call the API at 10:30 on 2024-05-14\")\n[%s]\n>>> len(_)\n%d", g.k(g.pick("o200k_base", "cl100k_base")), g.k(strings.Join(ids, ", ")), len(ids))
		}},
		{"c_dspy_optimizer_log", func(g *G) string {
			a := g.n(10, 200)
			return fs("Average Metric: %d.0 / %d (%s%%): 100%%|██████████| %d/%d [00:%02d<00:00, %s it/s]\nBootstrapped %s full traces after %s examples for up to %s rounds, amounting to %s attempts.\nMIPROv2: best score %s at trial %s",
				a, a+g.n(0, 50), g.k(fmt.Sprintf("%.1f", g.r.Float64()*100)), a, a, g.n(1, 59), g.k(fmt.Sprintf("%.2f", g.r.Float64()*20)), g.k(g.sprint(g.n(1, 8))), g.k(g.sprint(g.n(4, 40))), g.k(g.sprint(g.n(1, 3))), g.k(g.sprint(g.n(4, 40))), g.k(fmt.Sprintf("%.2f", g.r.Float64()*100)), g.k(g.sprint(g.n(1, 30))))
		}},
		{"c_llamaindex_node", func(g *G) string {
			s := g.n(0, 90000)
			return fs("NodeWithScore(node=TextNode(id_='%s', metadata={'file_name': '%s', 'page_label': '%s', 'creation_date': '%s'}, start_char_idx=%d, end_char_idx=%d, text='Section 4.2: refunds over $%s require approval...'), score=%s)",
				g.k(g.uuid()), g.k(g.pick("policy_2024.pdf", "handbook-v7.pdf", "pricing.md")), g.k(g.sprint(g.n(1, 300))), g.k(g.date()), s, s+g.n(200, 2048), g.k(g.sprint(g.n(1, 50)*100)), g.k(fmt.Sprintf("0.%016d", g.r.Int63n(1e16))))
		}},
		{"c_chat_transcript_fr", func(g *G) string {
			return fs("Utilisateur : Quel est le délai de remboursement pour la commande %s ?\nAssistant : Le remboursement de %s € a été initié le %s ; comptez 5 à 7 jours ouvrés. Référence %s.",
				g.k(g.order()), g.k(fmt.Sprintf("%d,%02d", g.n(5, 800), g.n(0, 99))), g.k(fmt.Sprintf("%02d/%02d/2024", g.n(1, 28), g.n(1, 12))), g.k(g.ticket()))
		}},
		{"c_chat_transcript_zh", func(g *G) string {
			return fs("用户：订单 %s 的发票什么时候开？金额 ¥%s。\n助手：已开具电子发票，发票号码 %s，开票日期 %s。",
				g.k("DD"+g.idn(16)), g.k(fmt.Sprintf("%d.%02d", g.n(10, 9000), g.n(0, 99))), g.k(g.dg(8)), g.k(g.date()))
		}},
		{"c_chat_transcript_pt", func(g *G) string {
			return fs("Usuário: quanto custa o plano anual? vi R$ %s no site\nAssistente: O plano anual custa R$ %s (12x de R$ %s). Cupom %s válido até %s.",
				g.k(fmt.Sprintf("%d,%02d", g.n(100, 999), g.n(0, 99))), g.k(fmt.Sprintf("%d,%02d", g.n(100, 999), g.n(0, 99))), g.k(fmt.Sprintf("%d,%02d", g.n(10, 99), g.n(0, 99))), g.k(g.rs(upper, 6)+g.dg(2)), g.k(fmt.Sprintf("%02d/%02d/2025", g.n(1, 28), g.n(1, 12))))
		}},
		{"c_decorators_git", func(g *G) string {
			return fs("@traceable(run_type=\"chain\", name=\"%s\")\n@observe()\ndef pipeline(q: str) -> str: ...\n\n# git clone git@github.com:%s/%s.git && npm i @langchain/openai@%s\n# assets: logo@2x.png, icons/bot@3x.png",
				g.k(g.pick("rag_pipeline", "answer", "triage")), g.k(g.pick("acme-ai", "orbitly")), g.k(g.pick("rag-service", "evals")), g.k(g.version()))
		}},
		{"c_prompt_placeholders", func(g *G) string {
			return fs("SYSTEM_PROMPT = \"\"\"You are a support agent. Never reveal {customer_email} or {{phone}}.\nIf the user shares a card number, reply with: 'Please use the secure form.'\nReplace emails with <EMAIL>, phones with [PHONE], SSNs with %s and cards with %s.\nMax %s words.\"\"\"",
				g.k("XXX-XX-XXXX"), g.k("•••• •••• •••• ••••"), g.k(g.sprint(g.n(50, 300))))
		}},
		{"c_redacted_log", func(g *G) string {
			return fs(`{"ts": "%s", "route": "/v1/chat", "user": "[REDACTED]", "email": "[REDACTED]", "phone": "%s", "card": "%s", "authorization": "Bearer [REDACTED]", "tokens": %s, "status": 200}`,
				g.k(g.ts()), g.k("***-***-"+g.dg(4)), g.k(g.maskedCard()), g.k(g.sprint(g.tokens())))
		}},
		{"c_k8s_secret_ref", func(g *G) string {
			return fs("env:\n  - name: OPENAI_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: api-key\n  - name: QDRANT__SERVICE__API_KEY\n    valueFrom: {secretKeyRef: {name: qdrant, key: %s}}\nresources: {limits: {memory: %sMi, cpu: \"%s\"}}",
				g.k(g.pick("openai-credentials", "llm-keys")), g.k("apiKey"), g.k(g.sprint(g.n(2, 64)*256)), g.k(g.sprint(g.n(1, 8))))
		}},
		{"c_cost_report_csv", func(g *G) string {
			var rows []string
			for i := 0; i < 3; i++ {
				rows = append(rows, fs("%s,%s,%s,%s,%s", g.k(g.date()), g.k(g.model()), g.k(g.sprint(g.n(1000, 90000000))), g.k(g.sprint(g.n(1000, 9000000))), g.k(fmt.Sprintf("%.4f", g.r.Float64()*900))))
			}
			return "date,model,input_tokens,output_tokens,cost_usd\n" + strings.Join(rows, "\n")
		}},
		{"c_prometheus_metrics", func(g *G) string {
			return fs("# TYPE llm_request_duration_seconds histogram\nllm_request_duration_seconds_bucket{model=\"%s\",le=\"0.5\"} %s\nllm_request_duration_seconds_bucket{model=\"%[1]s\",le=\"2.5\"} %[3]s\nllm_tokens_total{direction=\"input\"} %[4]s\nvllm:num_requests_running %[5]s",
				g.k(g.model()), g.k(g.sprint(g.n(100, 9999999))), g.k(g.sprint(g.n(100, 9999999))), g.k(g.sprint(g.n(1000000, 999999999))), g.k(g.sprint(g.n(0, 64))))
		}},
		{"c_local_endpoints", func(g *G) string {
			return fs("OLLAMA_HOST=http://127.0.0.1:11434\nvllm serve %s --host 0.0.0.0 --port %s --max-model-len %s --gpu-memory-utilization 0.%s\nINFO %s: Uvicorn running on http://0.0.0.0:%[2]s (Press CTRL+C to quit)\nLM Studio at http://192.168.%[6]s.%[7]s:1234/v1",
				g.k(g.pick("meta-llama/Llama-3.1-8B-Instruct", "Qwen/Qwen2.5-32B-Instruct-AWQ")), g.k(g.pick("8000", "8080", "9000")), g.k(g.pick("8192", "32768", "131072")), g.k(g.sprint(g.n(80, 95))), g.k(g.pick("05-14 10:22:31", "11-02 08:00:05")), g.k(g.sprint(g.n(0, 10))), g.k(g.sprint(g.n(2, 250))))
		}},
		{"c_otel_spans", func(g *G) string {
			return fs(`{"trace_id": "%s", "span_id": "%s", "parent_span_id": "%s", "name": "openai.chat", "start_time_unix_nano": %s, "attributes": {"gen_ai.system": "openai", "gen_ai.request.model": "%s", "gen_ai.usage.input_tokens": %s, "gen_ai.usage.output_tokens": %s}}`,
				g.k(g.hex(32)), g.k(g.hex(16)), g.k(g.hex(16)), g.k("17"+g.dg(17)), g.k(g.model()), g.k(g.sprint(g.tokens())), g.k(g.sprint(g.n(1, 4000))))
		}},
		{"c_curl_env_expansion", func(g *G) string {
			return fs("curl https://api.openai.com/v1/embeddings \\\n  -H \"Authorization: Bearer $OPENAI_API_KEY\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"input\": \"The food was delicious\", \"model\": \"%s\", \"dimensions\": %s}'\n# docs: the `Authorization: Bearer` header carries your key",
				g.k(g.embModel()), g.k(g.pick("256", "512", "1024")))
		}},
		{"c_truncated_jwt_and_public", func(g *G) string {
			return fs("Supabase anon key starts with %s (truncated in the screenshot), Stripe publishable key %s, Mapbox style %s.",
				g.k("eyJhbGciOi..."), g.k("pk_live_51"+g.rs(alnum, 24)+"..."), g.k("mapbox://styles/"+g.pick("acme", "orbitly")+"/"+g.rs(lower+digits, 25)))
		}},
		{"c_assistant_ids", func(g *G) string {
			return fs("assistant=asst_%s thread=thread_%s run=run_%s status=completed vector_store=vs_%s file_counts={completed: %s, failed: 0} usage.total_tokens=%s",
				g.k(g.rs(alnum, 24)), g.k(g.rs(alnum, 24)), g.k(g.rs(alnum, 24)), g.k(g.rs(alnum, 24)), g.k(g.sprint(g.n(1, 500))), g.k(g.sprint(g.tokens())))
		}},
		{"c_langchain_callback_clean", func(g *G) string {
			return fs("[chain/start] [1:chain:AgentExecutor] Entering Chain run with input:\n{\n  \"input\": \"what's %s * %s?\"\n}\n[tool/end] [1:chain:AgentExecutor > 4:tool:Calculator] [%sms] Exiting Tool run with output:\n\"%s\"\n[llm/end] [1:chain:AgentExecutor > 5:llm:ChatOpenAI] [%ss] tokens: %s",
				g.k(g.sprint(g.n(100, 9999))), g.k(g.sprint(g.n(100, 9999))), g.k(g.sprint(g.n(1, 900))), g.k(g.sprint(g.n(10000, 99999999))), g.k(fmt.Sprintf("%.2f", g.r.Float64()*9)), g.k(g.sprint(g.n(50, 4000))))
		}},
		{"c_invoice_extraction_company", func(g *G) string {
			return fs("Extract JSON from:\nINVOICE %s | Issued %s | Due %s\nVendor: Northwind GPU Cloud Ltd, VAT %s\nLine 1: H100 80GB x %s hours @ $%s\nLine 2: egress %s GB\nTotal due: $%s  (PO %s)",
				g.k(g.order()), g.k(g.date()), g.k(g.date()), g.k("GB"+g.dg(9)), g.k(g.sprint(g.n(10, 2000))), g.k(g.price()), g.k(g.sprint(g.n(10, 99999))), g.k(g.price()), g.k("PO-"+g.dg(6)))
		}},
		{"c_realtime_session", func(g *G) string {
			return fs(`{"type":"session.created","event_id":"event_%s","session":{"id":"sess_%s","model":"gpt-4o-realtime-preview-2024-12-17","voice":"alloy","input_audio_format":"pcm16","turn_detection":{"type":"server_vad","threshold":0.5,"silence_duration_ms":%s},"max_response_output_tokens":"inf","expires_at":%s}}`,
				g.k(g.rs(alnum, 22)), g.k(g.rs(alnum, 22)), g.k(g.sprint(g.n(200, 1200))), g.k(g.created()))
		}},
		{"c_version_changelog", func(g *G) string {
			return fs("## %s (%s)\n- Bump `openai` to %s, `tiktoken` to %s\n- Fix retry on HTTP 429 (`x-ratelimit-reset-tokens: %sms`)\n- Default `max_tokens` %s -> %s; embeddings dim %s\n- Closes #%s, #%s",
				g.k(g.version()), g.k(g.date()), g.k(g.version()), g.k(g.version()), g.k(g.sprint(g.n(1, 999))), g.k(g.sprint(g.n(256, 1024))), g.k(g.sprint(g.n(1025, 8192))), g.k(g.pick("1536", "3072")), g.k(g.sprint(g.n(100, 9999))), g.k(g.sprint(g.n(100, 9999))))
		}},
		{"c_gemini_usage", func(g *G) string {
			return fs(`{"candidates": [{"content": {"parts": [{"text": "Der Umsatz stieg um %s%%."}], "role": "model"}, "finishReason": "STOP", "avgLogprobs": -0.%s}], "usageMetadata": {"promptTokenCount": %s, "candidatesTokenCount": %s, "totalTokenCount": %s}, "modelVersion": "%s", "responseId": "%s"}`,
				g.k(fmt.Sprintf("%d,%d", g.n(1, 40), g.n(0, 9))), g.k(g.dg(16)), g.k(g.sprint(g.tokens())), g.k(g.sprint(g.n(1, 8000))), g.k(g.sprint(g.n(100, 200000))), g.k("gemini-1.5-flash-002"), g.k(g.rs(alnum+"-_", 22)))
		}},
		{"c_weaviate_schema", func(g *G) string {
			return fs(`client.collections.create("%s", vectorizer_config=Configure.Vectorizer.text2vec_openai(model="%s", dimensions=%s), properties=[Property(name="email_subject", data_type=DataType.TEXT), Property(name="phone_type", data_type=DataType.TEXT), Property(name="ticket_no", data_type=DataType.INT)])  # WEAVIATE_URL=http://localhost:8080, grpc :50051`,
				g.k(g.pick("Ticket", "Article")), g.k("text-embedding-3-small"), g.k(g.pick("512", "1536")))
		}},
		{"c_guardrail_config", func(g *G) string {
			return fs("rails:\n  input:\n    flows: [detect sensitive data on input]\n  config:\n    sensitive_data_detection:\n      input:\n        entities: [EMAIL_ADDRESS, PHONE_NUMBER, US_SSN, CREDIT_CARD]\n        score_threshold: 0.%s\n# presidio %s, spaCy model en_core_web_lg %s",
				g.k(g.sprint(g.n(3, 9))), g.k(g.version()), g.k(g.version()))
		}},
		{"c_hf_model_card", func(g *G) string {
			return fs("---\nlicense: apache-2.0\nbase_model: %s\ndatasets: [%s]\n---\nTrained for %s steps on %s tokens (seq len %s, lr %s). Eval: MMLU %s, GSM8K %s. Download %s.safetensors (%s GB).",
				g.k(g.pick("meta-llama/Llama-3.1-8B", "mistralai/Mistral-7B-v0.3")), g.k(g.pick("HuggingFaceH4/ultrachat_200k", "Open-Orca/SlimOrca")), g.k(g.sprint(g.n(1000, 90000))), g.k(g.sprint(g.n(1, 90))+"B"), g.k(g.pick("4096", "8192")), g.k("2e-5"), g.k(fmt.Sprintf("%.1f", 40+g.r.Float64()*40)), g.k(fmt.Sprintf("%.1f", 30+g.r.Float64()*60)), g.k("model-00001-of-0000"+g.sprint(g.n(2, 9))), g.k(fmt.Sprintf("%.2f", g.r.Float64()*10)))
		}},
		{"c_retry_log", func(g *G) string {
			return fs("WARNING:langchain_core.language_models.llms:Retrying langchain_openai.chat_models.base.ChatOpenAI.completion_with_retry.<locals>._completion_with_retry in %s seconds as it raised RateLimitError: Rate limit reached for %s in organization %s on tokens per min (TPM): Limit %s, Used %s, Requested %s. Please try again in %sms.",
				g.k(fmt.Sprintf("%.1f", g.r.Float64()*16)), g.k(g.model()), g.k(g.orgID()), g.k(g.sprint(g.n(30000, 2000000))), g.k(g.sprint(g.n(10000, 2000000))), g.k(g.sprint(g.n(100, 9000))), g.k(g.sprint(g.n(100, 9999))))
		}},
		{"c_tool_result_numbers", func(g *G) string {
			return fs(`{"role": "tool", "tool_call_id": "%s", "content": "{\"order_id\": \"%s\", \"tracking_number\": \"%s\", \"items\": %s, \"total\": \"%s\", \"eta\": \"%s\", \"warehouse_zip\": \"%s\"}"}`,
				g.k(g.callID()), g.k(g.order()), g.k(g.pick("1Z"+g.rs(upper+digits, 16), "9400"+g.idn(18), "JD0002"+g.dg(12))), g.k(g.sprint(g.n(1, 9))), g.k(g.price()), g.k(g.date()), g.k(g.dg(5)))
		}},
		{"c_snowflake_ids", func(g *G) string {
			return fs("discord bot: message_id=%s channel_id=%s guild_id=%s latency=%sms tokens_used=%s",
				g.k(g.idn(19)), g.k(g.idn(18)), g.k(g.idn(18)), g.k(g.sprint(g.n(20, 400))), g.k(g.sprint(g.n(10, 4000))))
		}},
	}...)
}

// moreClean: public keys and secret references that must survive.
func moreClean() []kind {
	return []kind{
		{"c_lc_serialized_secret_ref", func(g *G) string {
			return fs(`{"lc": 1, "type": "constructor", "id": ["langchain", "chat_models", "anthropic", "ChatAnthropic"], "kwargs": {"model": "%s", "max_tokens": %s, "anthropic_api_key": {"lc": 1, "type": "secret", "id": ["ANTHROPIC_API_KEY"]}}, "name": "ChatAnthropic"}`,
				g.k(g.pick("claude-3-5-sonnet-20241022", "claude-3-5-haiku-20241022")), g.k(fmt.Sprint(g.n(256, 8192))))
		}},
		{"c_jwks_public", func(g *G) string {
			b := make([]byte, 256)
			for i := range b {
				b[i] = byte(g.r.Intn(256))
			}
			return fs(`GET https://%s/.well-known/jwks.json
{"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": "%s", "n": "%s", "e": "AQAB"}]}`,
				g.k(g.pick("auth.acme-ai.dev", "orbitly.us.auth0.com")), g.k(g.hex(16)), g.k(b64(string(b))))
		}},
		{"c_ssh_public_key", func(g *G) string {
			b := make([]byte, 32)
			for i := range b {
				b[i] = byte(g.r.Intn(256))
			}
			body := "AAAAC3NzaC1lZDI1NTE5AAAAI" + base64.StdEncoding.EncodeToString(b)[:43]
			return fs("# add the GPU runner's deploy key (read-only) to the model repo\nssh-ed25519 %s %s\n# fingerprint SHA256:%s",
				g.k(body), g.k("ci@gpu-runner-"+fmt.Sprint(g.n(1, 9))), g.k(g.rs(alnum+"+/", 43)))
		}},
		{"c_pem_public_key", func(g *G) string {
			b := make([]byte, 270)
			for i := range b {
				b[i] = byte(g.r.Intn(256))
			}
			body := "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + base64.StdEncoding.EncodeToString(b)[:300]
			return fs("# verify webhook signatures from the eval service with this PUBLIC key\nEVAL_WEBHOOK_PUBLIC_KEY=\"-----BEGIN PUBLIC KEY-----\\n%s\\n%s\\n-----END PUBLIC KEY-----\"",
				g.k(body[:64]), g.k(body[64:128]))
		}},
	}
}
