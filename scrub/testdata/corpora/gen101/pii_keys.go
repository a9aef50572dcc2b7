package main

import (
	"fmt"
	"strings"
)

var fs = fmt.Sprintf

// keyKinds: provider keys and other secrets in code, env files, configs and logs.
func keyKinds() []kind {
	return []kind{
		{"env_openai", func(g *G) string {
			return fs("# .env\nOPENAI_API_KEY=%s\nOPENAI_ORG_ID=%s\nOPENAI_MODEL=%s\nEMBEDDING_DIM=%s\n",
				g.p("bearer", g.openaiKey()), g.k(g.orgID()), g.k(g.model()), g.k(g.pick("1536", "3072", "768")))
		}},
		{"py_openai_client", func(g *G) string {
			return fs("from openai import OpenAI\n\nclient = OpenAI(\n    api_key=\"%s\",\n    organization=\"%s\",\n    project=\"%s\",\n)\nresp = client.chat.completions.create(model=\"%s\", max_tokens=%s, temperature=0.2, messages=msgs)\n",
				g.p("bearer", g.openaiKey()), g.k(g.orgID()), g.k(g.projID()), g.k(g.model()), g.k(fmt.Sprint(g.n(256, 4096))))
		}},
		{"env_anthropic", func(g *G) string {
			return fs("ANTHROPIC_API_KEY=%s\nANTHROPIC_MODEL=%s\nMAX_TOKENS=%s\n# admin key for usage reports\nANTHROPIC_ADMIN_KEY=%s\n",
				g.p("bearer", g.anthropicKey()), g.k("claude-3-5-sonnet-20241022"), g.k(fmt.Sprint(g.n(1024, 8192))), g.p("bearer", g.anthropicAdmin()))
		}},
		{"py_anthropic", func(g *G) string {
			return fs("import anthropic\nclient = anthropic.Anthropic(api_key='%s')\nmsg = client.messages.create(\n    model='%s', max_tokens=%s,\n    messages=[{'role': 'user', 'content': 'Summarise ticket %s'}])\nprint(msg.usage)  # Usage(input_tokens=%s, output_tokens=%s)\n",
				g.p("bearer", g.anthropicKey()), g.k(g.pick("claude-3-5-haiku-20241022", "claude-sonnet-4-20250514", "claude-3-opus-20240229")), g.k(fmt.Sprint(g.n(256, 4096))), g.k(g.ticket()), g.k(fmt.Sprint(g.n(100, 9000))), g.k(fmt.Sprint(g.n(10, 900))))
		}},
		{"curl_anthropic", func(g *G) string {
			return fs("curl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: %s\" \\\n  -H \"anthropic-version: %s\" \\\n  -H \"content-type: application/json\" \\\n  -d '{\"model\": \"%s\", \"max_tokens\": 1024, \"messages\": [{\"role\": \"user\", \"content\": \"Hello, Claude\"}]}'\n< request-id: %s\n",
				g.p("bearer", g.anthropicKey()), g.k("2023-06-01"), g.k("claude-3-5-sonnet-20241022"), g.k(g.reqAnthropic()))
		}},
		{"curl_openai", func(g *G) string {
			return fs("$ curl -s https://api.openai.com/v1/chat/completions -H \"Content-Type: application/json\" -H \"Authorization: Bearer %s\" -H \"OpenAI-Organization: %s\" -d '{\"model\":\"%s\",\"messages\":[{\"role\":\"user\",\"content\":\"ping\"}],\"seed\":%s}'\n{\"id\":\"%s\",\"object\":\"chat.completion\",\"created\":%s,\"usage\":{\"prompt_tokens\":9,\"completion_tokens\":%s,\"total_tokens\":%s}}",
				g.p("bearer", g.openaiKey()), g.k(g.orgID()), g.k(g.model()), g.k(g.dg(5)), g.k(g.chatcmpl()), g.k(g.created()), g.k(fmt.Sprint(g.n(10, 99))), g.k(fmt.Sprint(g.n(100, 199))))
		}},
		{"env_google_ai", func(g *G) string {
			return fs("import google.generativeai as genai\nimport os\ngenai.configure(api_key=\"%s\")  # TODO move to os.environ[\"GOOGLE_API_KEY\"]\nmodel = genai.GenerativeModel(\"%s\")\n# project number %s, quota 1500 RPD\n",
				g.p("bearer", g.googleKey()), g.k(g.pick("gemini-1.5-flash", "gemini-1.5-pro-002", "gemini-2.0-flash-001")), g.k(g.dg(12)))
		}},
		{"gemini_rest_url", func(g *G) string {
			return fs("POST https://generativelanguage.googleapis.com/v1beta/models/%s:generateContent?key=%s HTTP/1.1\nContent-Type: application/json\n\n{\"contents\":[{\"parts\":[{\"text\":\"Explain how AI works\"}]}],\"generationConfig\":{\"maxOutputTokens\":%s,\"temperature\":0.4}}",
				g.k(g.pick("gemini-1.5-flash-latest", "gemini-2.0-flash", "gemini-1.5-pro")), g.p("bearer", g.googleKey()), g.k(fmt.Sprint(g.n(200, 8192))))
		}},
		{"py_mistral", func(g *G) string {
			return fs("from mistralai import Mistral\n\napi_key = \"%s\"\nclient = Mistral(api_key=api_key)\nres = client.chat.complete(model=\"%s\", messages=[{\"role\": \"user\", \"content\": \"Quelle est la capitale de la France ?\"}])\n",
				g.p("bearer", g.mistralKey()), g.k(g.pick("mistral-large-2407", "mistral-small-latest", "open-mixtral-8x22b", "codestral-2405")))
		}},
		{"env_groq", func(g *G) string {
			return fs("export GROQ_API_KEY=%s\nexport GROQ_MODEL=%s\npython bench.py --rps %s --requests %s\n",
				g.p("bearer", g.groqKey()), g.k(g.pick("llama-3.1-70b-versatile", "llama-3.3-70b-versatile", "mixtral-8x7b-32768", "gemma2-9b-it")), g.k(fmt.Sprint(g.n(2, 30))), g.k(fmt.Sprint(g.n(100, 5000))))
		}},
		{"ts_together", func(g *G) string {
			return fs("import Together from \"together-ai\";\n\nconst together = new Together({ apiKey: \"%s\" });\nconst res = await together.chat.completions.create({\n  model: \"%s\",\n  max_tokens: %s,\n  messages: [{ role: \"user\", content: prompt }],\n});\n",
				g.p("bearer", g.togetherKey()), g.k("meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo"), g.k(fmt.Sprint(g.n(128, 2048))))
		}},
		{"curl_fireworks", func(g *G) string {
			return fs("curl --request POST \\\n  --url https://api.fireworks.ai/inference/v1/chat/completions \\\n  -H 'Accept: application/json' \\\n  -H 'Authorization: Bearer %s' \\\n  --data '{\"model\": \"%s\", \"max_tokens\": %s, \"top_k\": 40}'",
				g.p("bearer", g.fireworksKey()), g.k("accounts/fireworks/models/llama-v3p1-405b-instruct"), g.k(fmt.Sprint(g.n(256, 16384))))
		}},
		{"py_cohere", func(g *G) string {
			return fs("import cohere\nco = cohere.ClientV2(\"%s\")\nresponse = co.rerank(model=\"%s\", query=q, documents=docs, top_n=%s)\n# billed_units: search_units=1, request id %s\n",
				g.p("bearer", g.cohereKey()), g.k("rerank-english-v3.0"), g.k(fmt.Sprint(g.n(3, 20))), g.k(g.uuid()))
		}},
		{"hf_token_cli", func(g *G) string {
			t := g.p("bearer", g.hfKey())
			return g.choose(
				func() string {
					return fs("$ huggingface-cli login --token %s --add-to-git-credential\nToken is valid (permission: %s).\nYour token has been saved to /home/%s/.cache/huggingface/token\n", t, g.pick("write", "read", "fineGrained"), g.pick("ubuntu", "ml", "jovyan"))
				},
				func() string {
					return fs("HF_TOKEN=%s\nHF_HUB_ENABLE_HF_TRANSFER=1\nMODEL_ID=%s\n", t, g.k(g.pick("meta-llama/Llama-3.1-8B-Instruct", "mistralai/Mistral-7B-Instruct-v0.3", "Qwen/Qwen2.5-7B-Instruct")))
				})
		}},
		{"js_hf_inference", func(g *G) string {
			return fs("import { HfInference } from '@huggingface/inference'\nconst hf = new HfInference('%s')\nconst out = await hf.featureExtraction({ model: '%s', inputs: 'That is a happy person' })\nconsole.log(out.length) // %s\n",
				g.p("bearer", g.hfKey()), g.k("sentence-transformers/all-MiniLM-L6-v2"), g.k("384"))
		}},
		{"env_replicate", func(g *G) string {
			return fs("REPLICATE_API_TOKEN=%s\n# model version\nREPLICATE_VERSION=%s\n",
				g.p("bearer", g.replicateKey()), g.k(g.hex(64)))
		}},
		{"ts_openrouter", func(g *G) string {
			return fs("const openai = new OpenAI({\n  baseURL: \"https://openrouter.ai/api/v1\",\n  apiKey: \"%s\",\n  defaultHeaders: { \"HTTP-Referer\": \"https://%s\", \"X-Title\": \"%s\" },\n});\n// model: %s\n",
				g.p("bearer", g.openrouterKey()), g.k(g.pick("chat.tallyfox.app", "orbitly.io", "acme-ai.dev")), g.k(g.pick("Tallyfox Chat", "Orbitly Assistant")), g.k(g.pick("anthropic/claude-3.5-sonnet", "openai/gpt-4o-mini", "meta-llama/llama-3.1-405b-instruct")))
		}},
		{"py_azure_openai", func(g *G) string {
			return fs("client = AzureOpenAI(\n    azure_endpoint=\"https://%s.openai.azure.com/\",\n    api_key=\"%s\",\n    api_version=\"%s\",\n)\ncompletion = client.chat.completions.create(model=\"%s\", messages=messages)  # deployment name\n",
				g.k(g.pick("contoso-eastus2", "acme-aoai-swc", "helix-openai-prod")), g.p("bearer", g.azureKey()), g.k(g.pick("2024-08-01-preview", "2024-02-15-preview", "2024-10-21")), g.k(g.pick("gpt4o-prod", "gpt-35-turbo-0125", "gpt-4o-mini-deploy")))
		}},
		{"curl_azure_openai", func(g *G) string {
			return fs("curl \"https://%s.openai.azure.com/openai/deployments/%s/embeddings?api-version=2024-02-01\" \\\n  -H \"Content-Type: application/json\" \\\n  -H \"api-key: %s\" \\\n  -d '{\"input\": \"Sample Document goes here\"}'\n",
				g.k(g.pick("kestrel-aoai", "fernway-openai", "eu-rag-aoai")), g.k("text-embedding-3-large"), g.p("bearer", g.azureKey()))
		}},
		{"env_bedrock", func(g *G) string {
			return fs("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s\n# bedrock model: %s\n",
				g.k(g.awsKeyID()), g.p("bearer", g.awsSecret()), g.k(g.pick("us-east-1", "us-west-2", "eu-central-1")), g.k("anthropic.claude-3-5-sonnet-20240620-v1:0"))
		}},
		{"py_bedrock_boto3", func(g *G) string {
			return fs("bedrock = boto3.client(\n    \"bedrock-runtime\",\n    region_name=\"us-west-2\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n    aws_session_token=\"%s\",\n)\nresp = bedrock.converse(modelId=\"%s\", messages=msgs)\n",
				g.k(g.pick("ASIA", "AKIA")+g.rs(upper+"234567", 16)), g.p("bearer", g.awsSecret()), g.p("bearer", g.awsSession()), g.k("meta.llama3-1-70b-instruct-v1:0"))
		}},
		{"docker_compose_env", func(g *G) string {
			return fs("services:\n  api:\n    image: ghcr.io/%s/rag-api:%s\n    ports: [\"8080:8080\"]\n    environment:\n      - OPENAI_API_KEY=%s\n      - LANGCHAIN_API_KEY=%s\n      - QDRANT_URL=http://qdrant:6333\n  qdrant:\n    image: qdrant/qdrant:v1.11.3\n",
				g.k(g.pick("acme-ai", "orbitly", "tallyfox")), g.k(g.version()), g.p("bearer", g.openaiKey()), g.p("bearer", g.langsmithKey()))
		}},
		{"env_langsmith", func(g *G) string {
			return fs("LANGCHAIN_TRACING_V2=true\nLANGCHAIN_ENDPOINT=https://api.smith.langchain.com\nLANGCHAIN_API_KEY=%s\nLANGCHAIN_PROJECT=%s\n",
				g.p("bearer", g.langsmithKey()), g.k(g.pick("rag-eval-", "support-bot-", "agent-prod-")+g.dg(3)))
		}},
		{"env_langfuse", func(g *G) string {
			return fs("LANGFUSE_SECRET_KEY=\"%s\"\nLANGFUSE_PUBLIC_KEY=\"%s\"\nLANGFUSE_HOST=\"%s\"\nLANGFUSE_RELEASE=%s\n",
				g.p("bearer", g.langfuseSecret()), g.k(g.langfusePublic()), g.k(g.pick("https://cloud.langfuse.com", "https://us.cloud.langfuse.com", "http://localhost:3000")), g.k("v"+g.version()))
		}},
		{"py_langfuse_init", func(g *G) string {
			return fs("langfuse = Langfuse(\n  public_key=\"%s\",\n  secret_key=\"%s\",\n  host=\"https://cloud.langfuse.com\"\n)\n@observe()\ndef answer(q): ...\n",
				g.k(g.langfusePublic()), g.p("bearer", g.langfuseSecret()))
		}},
		{"helicone_headers", func(g *G) string {
			return fs("client = OpenAI(\n    api_key=\"%s\",\n    base_url=\"https://oai.helicone.ai/v1\",\n    default_headers={\n        \"Helicone-Auth\": \"Bearer %s\",\n        \"Helicone-Cache-Enabled\": \"true\",\n        \"Helicone-Property-Session\": \"%s\",\n    },\n)\n",
				g.p("bearer", g.openaiKey()), g.p("bearer", g.heliconeKey()), g.k(g.uuid()))
		}},
		{"wandb_login", func(g *G) string {
			k := g.p("bearer", g.wandbKey())
			return g.choose(
				func() string {
					return fs("!wandb login %s\nwandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc\nwandb: Tracking run with wandb version %s\nwandb: Run data is saved locally in ./wandb/run-%s-%s\n", k, g.k("0.17.5"), g.k("2024"+g.dg(4)+"_"+g.dg(6)), g.k(g.rs(lower+digits, 8)))
				},
				func() string { return fs("machine api.wandb.ai\n  login user\n  password %s\n", k) })
		}},
		{"py_pinecone", func(g *G) string {
			return fs("pc = Pinecone(api_key=\"%s\")\nindex = pc.Index(host=\"%s\")\nindex.upsert(vectors=[{\"id\": \"%s\", \"values\": [%s, ...]}], namespace=\"%s\")\n",
				g.p("bearer", g.pineconeKey()), g.k("https://docs-"+g.rs(lower+digits, 7)+".svc.aped-4627-b74a.pinecone.io"), g.k("doc#chunk"+g.dg(3)), g.k(g.floats(3)), g.k(g.pick("prod", "kb-en", "tenant-"+g.dg(4))))
		}},
		{"py_weaviate", func(g *G) string {
			return fs("client = weaviate.connect_to_weaviate_cloud(\n    cluster_url=\"%s\",\n    auth_credentials=Auth.api_key(\"%s\"),\n    headers={\"X-OpenAI-Api-Key\": \"%s\"},\n)\n",
				g.k(g.rs(lower+digits, 20)+".c0.europe-west3.gcp.weaviate.cloud"), g.p("bearer", g.weaviateKey()), g.p("bearer", g.openaiKey()))
		}},
		{"py_qdrant", func(g *G) string {
			return fs("qdrant = QdrantClient(\n    url=\"%s\",\n    api_key=\"%s\",\n)\nqdrant.create_collection(\"%s\", vectors_config=VectorParams(size=%s, distance=Distance.COSINE))\n",
				g.k("https://"+g.uuid()+".eu-central-1-0.aws.cloud.qdrant.io:6333"), g.p("bearer", g.qdrantKey()), g.k(g.pick("support_docs", "faq_v2", "contracts")), g.k(g.pick("1536", "1024", "768")))
		}},
		{"py_chroma_cloud", func(g *G) string {
			return fs("client = chromadb.CloudClient(\n  tenant='%s',\n  database='%s',\n  api_key='%s'\n)\ncollection = client.get_or_create_collection(name=\"%s\")\n",
				g.k(g.uuid()), g.k(g.pick("prod", "staging", "rag-demo")), g.p("bearer", g.chromaKey()), g.k(g.pick("handbook", "tickets_2024")))
		}},
		{"py_milvus_zilliz", func(g *G) string {
			return fs("client = MilvusClient(\n    uri=\"https://in03-%s.serverless.gcp-us-west1.cloud.zilliz.com\",\n    token=\"%s\",\n)\n# local dev used uri=\"http://localhost:19530\", token=\"%s\"\n",
				g.k(g.hex(15)), g.p("bearer", g.zillizKey()), g.k("root:Milvus"))
		}},
		{"pgvector_dsn", func(g *G) string {
			pw := g.p("bearer", g.urlPassword())
			host := g.pick("pgvector-prod.c9akd1q2.us-east-1.rds.amazonaws.com", "db."+g.rs(lower, 20)+".supabase.co", "ep-"+g.rs(lower, 6)+"-"+g.rs(lower, 6)+"-"+g.dg(6)+".us-east-2.aws.neon.tech")
			user := g.pick("rag_svc", "app", "embeddings_rw", "postgres.admin")
			return g.choose(
				func() string {
					return fs("DATABASE_URL=postgresql://%s:%s@%s:5432/%s\nPGVECTOR_DIM=%s\n", user, pw, g.k(host), g.pick("vectors", "postgres", "kb"), g.k("1536"))
				},
				func() string {
					return fs("vector_store = PGVector(\n    embeddings=OpenAIEmbeddings(model=\"%s\"),\n    collection_name=\"%s\",\n    connection=\"postgresql+psycopg://%s:%s@%s:5432/%s\",\n)\n", g.k(g.embModel()), g.k("my_docs"), user, pw, g.k(host), g.pick("vectors", "postgres"))
				})
		}},
		{"py_llamaindex_settings", func(g *G) string {
			return fs("from llama_index.core import Settings\nSettings.llm = OpenAI(model=\"%s\", api_key=\"%s\", temperature=0.1)\nSettings.embed_model = OpenAIEmbedding(model=\"%s\")\nparser = LlamaParse(api_key=\"%s\", result_type=\"markdown\")\nSettings.chunk_size = %s\n",
				g.k(g.pick("gpt-4o", "gpt-4o-mini")), g.p("bearer", g.openaiKey()), g.k(g.embModel()), g.p("bearer", g.llamaCloudKey()), g.k(g.pick("512", "1024")))
		}},
		{"py_dspy_config", func(g *G) string {
			return fs("import dspy\nlm = dspy.LM('%s', api_key='%s', max_tokens=%s)\ndspy.configure(lm=lm)\nqa = dspy.ChainOfThought('question -> answer')\n",
				g.k(g.pick("openai/gpt-4o-mini", "anthropic/claude-3-5-sonnet-20241022", "together_ai/meta-llama/Llama-3-70b-chat-hf")), g.p("bearer", g.pick(g.openaiKey(), g.anthropicKey(), g.togetherKey())), g.k(fmt.Sprint(g.n(500, 4000))))
		}},
		{"litellm_config_yaml", func(g *G) string {
			return fs("model_list:\n  - model_name: gpt-4o\n    litellm_params:\n      model: azure/%s\n      api_base: https://%s.openai.azure.com/\n      api_key: %s\n      rpm: %s\n  - model_name: claude\n    litellm_params:\n      model: anthropic/claude-3-5-sonnet-20241022\n      api_key: %s\ngeneral_settings:\n  master_key: %s\n",
				g.k("gpt4o-eastus"), g.k("acme-aoai"), g.p("bearer", g.azureKey()), g.k(fmt.Sprint(g.n(60, 6000))), g.p("bearer", g.anthropicKey()), g.p("bearer", g.litellmVirtual()))
		}},
		{"ci_log_leak", func(g *G) string {
			return fs("Run python -m evals.run --suite smoke\n  env:\n    OPENAI_API_KEY: ***\n    EVAL_RUN: %s\nDEBUG settings loaded: {'model': '%s', 'openai_api_key': '%s', 'timeout': 60}\nError: Process completed with exit code 1.\n",
				g.k(g.dg(10)), g.k(g.model()), g.p("bearer", g.openaiKey()))
		}},
		{"jupyter_env_cell", func(g *G) string {
			return fs("In [3]: import os\n        os.environ[\"ANTHROPIC_API_KEY\"] = \"%s\"\n        os.environ[\"TAVILY_API_KEY\"] = \"%s\"\nIn [4]: llm = ChatAnthropic(model=\"%s\", temperature=0)\n",
				g.p("bearer", g.anthropicKey()), g.p("bearer", g.tavilyKey()), g.k("claude-3-5-sonnet-20240620"))
		}},
		{"streamlit_secrets_toml", func(g *G) string {
			return fs("# .streamlit/secrets.toml\n[openai]\napi_key = \"%s\"\n\n[pinecone]\napi_key = \"%s\"\nindex = \"%s\"\n\n[auth]\ncookie_secret = \"%s\"\n",
				g.p("bearer", g.openaiKey()), g.p("bearer", g.pineconeKey()), g.k("kb-prod"), g.p("bearer", g.secret(alnum, 32)))
		}},
		{"ts_vercel_ai_sdk", func(g *G) string {
			return fs("import { createOpenAI } from '@ai-sdk/openai';\nimport { createAnthropic } from '@ai-sdk/anthropic';\nconst groq = createOpenAI({ baseURL: 'https://api.groq.com/openai/v1', apiKey: '%s' });\nconst anthropic = createAnthropic({ apiKey: '%s' });\n",
				g.p("bearer", g.groqKey()), g.p("bearer", g.anthropicKey()))
		}},
		{"provider_keys_markdown", func(g *G) string {
			return fs("| provider | env var | key | rpm |\n|---|---|---|---|\n| Perplexity | PPLX_API_KEY | %s | %s |\n| xAI | XAI_API_KEY | %s | %s |\n| DeepSeek | DEEPSEEK_API_KEY | %s | %s |\n| Cerebras | CEREBRAS_API_KEY | %s | %s |\n",
				g.p("bearer", g.pplxKey()), g.k(fmt.Sprint(g.n(50, 500))), g.p("bearer", g.xaiKey()), g.k(fmt.Sprint(g.n(60, 600))), g.p("bearer", g.deepseekKey()), g.k(fmt.Sprint(g.n(100, 900))), g.p("bearer", g.cerebrasKey()), g.k(fmt.Sprint(g.n(30, 300))))
		}},
		{"httpx_error_key_in_url", func(g *G) string {
			return fs("httpx.HTTPStatusError: Client error '429 Too Many Requests' for url 'https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse&key=%s'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/429\nretry-after: %s\n",
				g.p("bearer", g.googleKey()), g.k(fmt.Sprint(g.n(7, 59))))
		}},
		{"openai_401_with_key", func(g *G) string {
			k := g.openaiKey()
			masked := k[:8] + strings.Repeat("*", 30) + k[len(k)-4:]
			return fs("I ran `OPENAI_API_KEY=%s python app.py` and got:\nopenai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: %s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}\n",
				g.p("bearer", k), g.k(masked))
		}},
		{"env_search_tools", func(g *G) string {
			return fs("TAVILY_API_KEY=%s\nSERPAPI_API_KEY=%s\nBRAVE_SEARCH_API_KEY=%s\nMAX_RESULTS=%s\n",
				g.p("bearer", g.tavilyKey()), g.p("bearer", g.serpKey()), g.p("bearer", g.braveKey()), g.k(fmt.Sprint(g.n(3, 10))))
		}},
		{"py_embeddings_providers", func(g *G) string {
			return fs("vo = voyageai.Client(api_key=\"%s\")\nresult = vo.embed(texts, model=\"voyage-3\", input_type=\"document\")\nresp = requests.post(\"https://api.jina.ai/v1/embeddings\", headers={\"Authorization\": \"Bearer %s\"}, json={\"model\": \"jina-embeddings-v3\", \"dimensions\": %s, \"input\": texts})\n",
				g.p("bearer", g.voyageKey()), g.p("bearer", g.jinaKey()), g.k(g.pick("1024", "512")))
		}},
		{"chat_user_pastes_key", func(g *G) string {
			key := g.pick(g.openaiKey(), g.anthropicKey(), g.groqKey(), g.googleKey())
			switch g.r.Intn(5) {
			case 0:
				return fs("user: my app keeps returning 401, here's exactly what I set: OPENAI_API_KEY=%s — model is %s, what am I doing wrong?", g.p("bearer", key), g.k(g.model()))
			case 1:
				return fs("Usuario: Hola, no me funciona la API. Mi clave es %s y el error dice \"invalid x-api-key\" (request id %s). ¿Me ayudas?", g.p("bearer", key), g.k(g.reqAnthropic()))
			case 2:
				return fs("Nutzer: Ich habe den Schlüssel %s in LangChain eingetragen, aber ChatOpenAI wirft RateLimitError (%s). Liegt es am Tier?", g.p("bearer", key), g.k("429"))
			case 3:
				return fs("ユーザー: APIキーは %s です。%s で 401 エラーになります。", g.p("bearer", key), g.k(g.model()))
			default:
				return fs("用户：我的 key 是 %s，调用 %s 一直报 403，帮我看看？", g.p("bearer", key), g.k(g.model()))
			}
		}},
		{"k8s_secret_stringdata", func(g *G) string {
			return fs("apiVersion: v1\nkind: Secret\nmetadata:\n  name: llm-gateway\n  namespace: %s\ntype: Opaque\nstringData:\n  OPENAI_API_KEY: %s\n  COHERE_API_KEY: %s\n  REDIS_PASSWORD: %s\n",
				g.k(g.pick("ai-prod", "rag", "ml-serving")), g.p("bearer", g.openaiKey()), g.p("bearer", g.cohereKey()), g.p("bearer", g.password()))
		}},
		{"redis_cache_url", func(g *G) string {
			return fs("from langchain_community.cache import RedisSemanticCache\nset_llm_cache(RedisSemanticCache(redis_url=\"redis://default:%s@redis-%s.c%s.us-east-1-2.ec2.redns.redis-cloud.com:%s\", embedding=emb, score_threshold=0.%s))\n",
				g.p("bearer", g.secret(alnum, 32)), g.k(g.dg(5)), g.dg(3), g.dg(5), g.k(g.dg(2)))
		}},
		{"mcp_config_json", func(g *G) string {
			return fs("{\n  \"mcpServers\": {\n    \"github\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-github\"],\n      \"env\": { \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"%s\" }\n    },\n    \"brave-search\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-brave-search\"],\n      \"env\": { \"BRAVE_API_KEY\": \"%s\" }\n    }\n  }\n}",
				g.p("bearer", g.ghpKey()), g.p("bearer", g.braveKey()))
		}},
		{"continue_config_yaml", func(g *G) string {
			return fs("name: Local Assistant\nversion: %s\nmodels:\n  - name: Claude 3.5 Sonnet\n    provider: anthropic\n    model: claude-3-5-sonnet-latest\n    apiKey: %s\n  - name: Codestral\n    provider: mistral\n    model: codestral-latest\n    apiKey: %s\n",
				g.k("0.0.1"), g.p("bearer", g.anthropicKey()), g.p("bearer", g.mistralKey()))
		}},
		{"promptfoo_config", func(g *G) string {
			return fs("providers:\n  - id: openai:gpt-4o-mini\n    config:\n      apiKey: %s\n      temperature: 0\n  - id: fireworks:accounts/fireworks/models/llama-v3p1-8b-instruct\n    config:\n      apiKey: %s\ntests: tests/*.yaml\n",
				g.p("bearer", g.openaiKey()), g.p("bearer", g.fireworksKey()))
		}},
		{"gradio_basic_auth", func(g *G) string {
			return fs("demo = gr.ChatInterface(fn=respond, title=\"%s\")\ndemo.launch(server_name=\"0.0.0.0\", server_port=%s, auth=(\"%s\", \"%s\"), share=False)\n",
				g.k(g.pick("HR Policy Bot", "Contract Q&A", "Ask the Handbook")), g.k("7860"), g.pick("admin", "hr", "demo"), g.p("bearer", g.password()))
		}},
		{"stripe_agent_toolkit", func(g *G) string {
			return fs("from stripe_agent_toolkit.openai.toolkit import StripeAgentToolkit\ntoolkit = StripeAgentToolkit(\n    secret_key=\"%s\",\n    configuration={\"actions\": {\"payment_links\": {\"create\": True}, \"products\": {\"create\": True}}},\n)\n# publishable: %s\n",
				g.p("bearer", g.stripeKey()), g.k("pk_live_51"+g.rs(alnum, 40)))
		}},
		{"slack_bot_agent", func(g *G) string {
			return fs("SLACK_BOT_TOKEN=%s\nSLACK_SIGNING_SECRET=%s\nSLACK_APP_ID=%s\nLLM_MODEL=%s\n",
				g.p("bearer", g.slackBot()), g.p("bearer", g.hex(32)), g.k("A0"+g.rs(upper+digits, 9)), g.k(g.model()))
		}},
		{"agentops_braintrust_env", func(g *G) string {
			return fs("AGENTOPS_API_KEY=%s\nBRAINTRUST_API_KEY=%s\nBRAINTRUST_PROJECT=%s\n",
				g.p("bearer", g.uuid()), g.p("bearer", g.braintrustKey()), g.k(g.pick("support-evals", "rag-quality")))
		}},
		{"password_in_chat_ops", func(g *G) string {
			pw := g.p("bearer", g.password())
			switch g.r.Intn(3) {
			case 0:
				return fs("@ops the self-hosted Langfuse at https://%s is up, admin account password: %s — please rotate after the demo on %s", g.k("langfuse.internal.acme-ai.dev"), pw, g.k(g.date()))
			case 1:
				return fs("FYI Qdrant dashboard → https://qdrant.acme-ai.dev:6333/dashboard, api-key header, and the Grafana password is %s (user grafana-admin).", pw)
			default:
				return fs("Das Passwort für die Flowise-Instanz ist %s, Port %s.", pw, g.k("3000"))
			}
		}},
		{"sse_split_key", func(g *G) string {
			key := g.anthropicKey()
			a := g.n(34, 50)
			b := a + g.n(30, 40)
			p1, p2, p3 := key[:a], key[a:b], key[b:]
			g.p("bearer", p1)
			g.p("bearer", p2)
			g.p("bearer", p3)
			id := g.k(g.msgAnthropic())
			return fs("event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"id\":\"%s\",\"model\":\"%s\",\"usage\":{\"input_tokens\":%s,\"output_tokens\":1}}}\n\nevent: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"I found it in .env: ANTHROPIC_API_KEY=%s\"}}\n\nevent: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"%s\"}}\n\nevent: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"%s — rotate it now.\"}}\n",
				id, g.k("claude-3-5-sonnet-20241022"), g.k(fmt.Sprint(g.n(300, 4000))), p1, p2, p3)
		}},
		{"sse_openai_key_delta", func(g *G) string {
			return fs("data: {\"id\":\"%s\",\"object\":\"chat.completion.chunk\",\"created\":%s,\"model\":\"%s\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"export OPENROUTER_API_KEY=\"},\"finish_reason\":null}]}\n\ndata: {\"id\":\"%[1]s\",\"object\":\"chat.completion.chunk\",\"created\":%[2]s,\"model\":\"%[3]s\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"%s\"},\"finish_reason\":null}]}\n\ndata: [DONE]\n",
				g.k(g.chatcmpl()), g.k(g.created()), g.k("gpt-4o-mini-2024-07-18"), g.p("bearer", g.openrouterKey()))
		}},
		{"httpx_debug_headers", func(g *G) string {
			return fs("DEBUG:httpx:send_request_headers.started request=<Request [b'POST']>\nDEBUG:openai._base_client:Request options: {'method': 'post', 'url': '/chat/completions', 'headers': {'Authorization': 'Bearer %s', 'X-Stainless-Retry-Count': '0'}, 'json_data': {'model': '%s', 'max_tokens': %s}}\nDEBUG:httpx:receive_response_headers.complete return_value=(b'HTTP/1.1', 200, b'OK', [(b'x-ratelimit-remaining-tokens', b'%s'), (b'x-request-id', b'%s')])\n",
				g.p("bearer", g.openaiKey()), g.k(g.model()), g.k(fmt.Sprint(g.n(100, 4000))), g.k(fmt.Sprint(g.n(10000, 2000000))), g.k(g.reqOpenAI()))
		}},
		{"openai_webhook_secret", func(g *G) string {
			return fs("OPENAI_WEBHOOK_SECRET=%s\n# events: response.completed, batch.completed (batch_%s)\n",
				g.p("bearer", "whsec_"+g.secret(alnum+"+/", 44)), g.k(g.hex(32)))
		}},
	}
}
