package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func registerPII3() {
	reg("nb_json_key_and_rows", func(g *G, l *L) string {
		k := l.B(g.tok("openai"))
		p := g.person("en")
		return "Here's the notebook file, the second run hangs:\n\n" + nbJSON([]string{
			"import os, pandas as pd",
			"os.environ['OPENAI_API_KEY'] = '" + k + "'",
			"df = pd.read_csv('tickets.csv')",
			"print(df.loc[0, ['email', 'phone']].tolist())",
		}, []string{"['" + l.E(p.Email) + "', '" + l.Ph(p.Phone) + "']"}, g.n(3, 40))
	})
	reg("nb_json_error_output", func(g *G, l *L) string {
		e := l.E(g.emailAny())
		ec := g.n(5, 60)
		return fmt.Sprintf("{\n \"cell_type\": \"code\",\n \"execution_count\": %d,\n \"outputs\": [\n  {\n   \"ename\": \"KeyError\",\n   \"evalue\": \"'%s'\",\n   \"output_type\": \"error\",\n   \"traceback\": [\n    \"\\u001b[0;31mKeyError\\u001b[0m: '%s'\"\n   ]\n  }\n ],\n \"source\": [\"lookup[user_email]\"]\n}", ec, e, e)
	})
	reg("nb_json_hf_wandb", func(g *G, l *L) string {
		return nbJSON([]string{
			"!pip install -q transformers==" + l.K("4.44.2") + " datasets wandb",
			"from huggingface_hub import login",
			"login(\"" + l.B(g.tok("hf")) + "\")",
			"import wandb; wandb.login(key=\"" + l.B(g.tok("wandb")) + "\")",
		}, []string{"wandb: Appending key for api.wandb.ai to your netrc file: /root/.netrc", "Login successful"}, g.n(1, 9))
	})
	reg("nb_json_sf", func(g *G, l *L) string {
		pw := l.B(g.password())
		return "Colab notebook (.ipynb) excerpt:\n" + nbJSON([]string{
			"conn = snowflake.connector.connect(",
			"    user='" + strings.ToUpper(g.dbUser()) + "', password='" + pw + "',",
			"    account='" + l.K(g.sfAccount()) + "', warehouse='WH_XS')",
			"pd.read_sql('select count(*) from raw.stripe.charges', conn)",
		}, []string{"   COUNT(*)", "0   " + l.K(fmt.Sprint(g.n(1000000, 9000000)))}, g.n(2, 30))
	})
	reg("environ_dump", func(g *G, l *L) string {
		return fmt.Sprintf(">>> print(os.environ)\nenviron({'HOSTNAME': 'jupyter-%s', 'HOME': '/home/jovyan', 'HF_TOKEN': '%s', 'OPENAI_API_KEY': '%s', 'PYTHONPATH': '/opt/app', 'JUPYTER_IMAGE': 'quay.io/jupyter/pyspark-notebook:%s', 'LANG': 'C.UTF-8'})", strings.ToLower(ascii(g.pick(enFirst))), l.B(g.tok("hf")), l.B(g.tok("openai")), l.K("2024-10-07"))
	})
	reg("jupyter_startup_token", func(g *G, l *L) string {
		t := l.B(g.tok("jupyter"))
		return fmt.Sprintf("[I %s.%03d ServerApp] Jupyter Server %s is running at:\n[I %s.%03d ServerApp] http://%s:8888/lab?token=%s\n[I %s.%03d ServerApp]     http://127.0.0.1:8888/lab?token=%s\n\nCan't reach it from my laptop through the SSH tunnel.", "2024-06-11 09:14:03", g.n(0, 999), l.K("2.14.1"), "2024-06-11 09:14:03", g.n(0, 999), g.rs(hexd, 12), t, "2024-06-11 09:14:03", g.n(0, 999), t)
	})
	reg("ngrok_colab", func(g *G, l *L) string {
		t := l.B(g.tok("ngrok"))
		return fmt.Sprintf("from pyngrok import ngrok\nngrok.set_auth_token(\"%s\")\npublic_url = ngrok.connect(8501)\nprint(public_url)  # streamlit dashboard\n# ERR_NGROK_108: Your account is limited to 1 simultaneous ngrok agent session.", t)
	})
	reg("stripe_analysis", func(g *G, l *L) string {
		k := l.B(g.tok("stripe"))
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.K("ch_" + g.rsMixed(alnum, 24)), l.E(g.emailAny()), l.K(fmt.Sprint(g.n(500, 90000))), "usd"})
		}
		return "MRR reconciliation against Stripe:\n\n```python\nstripe.api_key = \"" + k + "\"\ncharges = stripe.Charge.list(limit=100, created={\"gte\": " + l.K(fmt.Sprint(g.n(1690000000, 1730000000))) + "})\n```\n" + pandasTable([]string{"id", "billing_email", "amount", "currency"}, rows, seqIdx(0, 3))
	})
	reg("slack_webhook_alert", func(g *G, l *L) string {
		s := l.B(g.tok("slackhook"))
		return fmt.Sprintf("def alert(msg):\n    requests.post(\"https://hooks.slack.com/services/T0%s/B0%s/%s\", json={\"text\": msg})\n\nalert(f\"DQ check failed: {n_null} null customer_ids in fct_orders ({run_date})\")", g.rs(upperdg, 8), g.rs(upperdg, 9), s)
	})
	reg("slack_bot_token", func(g *G, l *L) string {
		t := l.B(g.tok("slack"))
		return fmt.Sprintf("client = WebClient(token=\"%s\")\nclient.files_upload_v2(channel=\"%s\", file=\"weekly_kpis_%s.png\", title=\"Weekly KPIs\")", t, l.K("C0"+g.rs(upperdg, 9)), l.K(g.date()))
	})
	reg("telegram_alert", func(g *G, l *L) string {
		t := l.B(g.tok("telegram"))
		return fmt.Sprintf("# envia alerta quando o job de ETL falha\nTOKEN = \"%s\"\nCHAT_ID = %s\nrequests.get(f\"https://api.telegram.org/bot{TOKEN}/sendMessage\", params={\"chat_id\": CHAT_ID, \"text\": \"ETL falhou às \" + agora})", t, l.K("-100"+g.id(10)))
	})
	reg("sendgrid_report", func(g *G, l *L) string {
		k := l.B(g.tok("sendgrid"))
		to := l.E(g.person("en").Email)
		return fmt.Sprintf("Sending the daily report from the notebook:\n\n```python\nsg = SendGridAPIClient('%s')\nmsg = Mail(from_email='reports@acme-analytics.io', to_emails='%s', subject='Daily KPIs %s', html_content=html)\nsg.send(msg)  # HTTP Error 403: Forbidden\n```", k, to, l.K(g.date()))
	})
	reg("gcp_sa_inline", func(g *G, l *L) string {
		pem := l.B(g.tok("pem"))
		proj := "analytics-" + g.id(6)
		return fmt.Sprintf("creds = service_account.Credentials.from_service_account_info({\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_id\": \"%s\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n})\nclient = bigquery.Client(credentials=creds, project=\"%s\")", l.K(proj), l.K(g.rs(hexd, 40)), pem, l.K(g.id(21)), proj)
	})
	reg("azure_blob_conn", func(g *G, l *L) string {
		k := l.B(g.tok("azure"))
		return fmt.Sprintf("conn_str = \"DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net\"\nblob = BlobServiceClient.from_connection_string(conn_str)\ndf = pd.read_parquet(io.BytesIO(blob.get_blob_client('curated', 'sales/%s.parquet').download_blob().readall()))", "stdatalake"+g.rs(lowdig, 6), k, l.K(g.date()))
	})
	reg("mlflow_env", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("os.environ[\"MLFLOW_TRACKING_URI\"] = \"https://mlflow.internal.acme.io\"\nos.environ[\"MLFLOW_TRACKING_USERNAME\"] = \"ds-bot\"\nos.environ[\"MLFLOW_TRACKING_PASSWORD\"] = \"%s\"\nmlflow.set_experiment(\"churn-v%d\")\n# run_id %s", pw, g.n(2, 9), l.K(g.rs(hexd, 32)))
	})
	reg("langsmith_env", func(g *G, l *L) string {
		return fmt.Sprintf("%%env LANGCHAIN_TRACING_V2=true\n%%env LANGCHAIN_API_KEY=%s\n%%env LANGCHAIN_PROJECT=rag-eval-%s", l.B(g.tok("langsmith")), l.K(g.date()))
	})
	reg("pinecone_client", func(g *G, l *L) string {
		k := l.B(g.tok("pinecone"))
		return fmt.Sprintf("pc = Pinecone(api_key=\"%s\")\nindex = pc.Index(\"product-embeddings\")\nindex.upsert(vectors=list(zip(ids, embs.tolist())), namespace=\"%s\")\n# dimension %s, metric cosine", k, "v"+fmt.Sprint(g.n(2, 5)), l.K("1536"))
	})
	reg("groq_client", func(g *G, l *L) string {
		return fmt.Sprintf("client = Groq(api_key=\"%s\")\nout = client.chat.completions.create(model=\"llama-3.1-8b-instant\", messages=[{\"role\":\"user\",\"content\": prompt}], seed=%s)", l.B(g.tok("groq")), l.K("96"))
	})
	reg("replicate_env", func(g *G, l *L) string {
		return fmt.Sprintf("os.environ[\"REPLICATE_API_TOKEN\"] = \"%s\"\noutput = replicate.run(\"meta/meta-llama-3-70b-instruct\", input={\"prompt\": p, \"max_tokens\": %s})", l.B(g.tok("replicate")), l.K("512"))
	})
	reg("google_api_key", func(g *G, l *L) string {
		return fmt.Sprintf("Geocoding the store addresses:\n\n```python\ngmaps = googlemaps.Client(key='%s')\nres = gmaps.geocode(row.address)\nlat, lng = res[0]['geometry']['location'].values()\n```\nWorks for %s rows then `OVER_QUERY_LIMIT`.", l.B(g.tok("google")), l.K("2,500"))
	})
	reg("git_clone_token", func(g *G, l *L) string {
		t := l.B(g.tok("ghp"))
		return fmt.Sprintf("!git clone https://%s@github.com/acme-data/feature-store.git\nCloning into 'feature-store'...\nremote: Enumerating objects: %s, done.", t, l.K("4127"))
	})
	reg("pip_gitlab_token", func(g *G, l *L) string {
		t := l.B(g.tok("glpat"))
		return fmt.Sprintf("!pip install git+https://oauth2:%s@gitlab.com/acme/ds-utils.git@v%s\n  error: subprocess-exited-with-error", t, l.K("0.9.3"))
	})
	reg("jwt_df_column", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 2; i++ {
			rows = append(rows, []string{l.K(g.tsISO()), "GET", "/v1/orders", fmt.Sprint(g.pick([]string{"200", "401", "403"})), "Bearer " + l.J(g.jwt())})
		}
		return "API access log loaded into pandas (pd.set_option('display.max_colwidth', None)):\n\n" + pandasTable([]string{"ts", "method", "path", "status", "authorization"}, rows, seqIdx(0, 2))
	})
	reg("jwt_decode_question", func(g *G, l *L) string {
		j := l.J(g.jwt())
		return fmt.Sprintf("```python\ntoken = \"%s\"\nclaims = jwt.decode(token, options={\"verify_signature\": False})\ndf = pd.DataFrame([claims])\n```\nHow do I turn `exp` into a datetime column? pyjwt %s", j, l.K("2.9.0"))
	})
	reg("curl_bq_ya29", func(g *G, l *L) string {
		t := l.B(g.tok("ya29"))
		return fmt.Sprintf("!curl -s -H \"Authorization: Bearer %s\" \"https://bigquery.googleapis.com/bigquery/v2/projects/%s/queries/%s\"", t, l.K("analytics-"+g.id(6)), l.K("job_"+g.rsMixed(alnum+"_-", 28)))
	})
	reg("sf_sql_api_jwt", func(g *G, l *L) string {
		j := l.J(g.jwt())
		return fmt.Sprintf("POST /api/v2/statements HTTP/1.1\nHost: %s.snowflakecomputing.com\nAuthorization: Bearer %s\nX-Snowflake-Authorization-Token-Type: KEYPAIR_JWT\nContent-Type: application/json\n\n{\"statement\": \"select * from marts.dim_customer limit 10\", \"timeout\": 60, \"warehouse\": \"BI_WH\"}", l.K(strings.ToUpper(g.rs(lower, 7))+"-"+strings.ToUpper(g.rs(lower, 5))), j)
	})
	reg("spark_jdbc_opts", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("df = (spark.read.format(\"jdbc\")\n      .option(\"url\", \"jdbc:sqlserver://sql-erp.%s.database.windows.net:1433;database=erp\")\n      .option(\"dbtable\", \"dbo.Customers\")\n      .option(\"user\", \"svc_spark\")\n      .option(\"password\", \"%s\")\n      .option(\"fetchsize\", %s)\n      .load())", g.rs(lowdig, 6), pw, l.K("10000"))
	})
	reg("tableau_pat", func(g *G, l *L) string {
		s := l.B(g.tok("tableau"))
		return fmt.Sprintf("tableau_auth = TSC.PersonalAccessTokenAuth('nightly-refresh', '%s', site_id='acmeanalytics')\nserver = TSC.Server('https://prod-useast-b.online.tableau.com', use_server_version=True)\nwith server.auth.sign_in(tableau_auth):\n    server.datasources.refresh('%s')", s, l.K(g.uuid()))
	})
	reg("looker_ini", func(g *G, l *L) string {
		return fmt.Sprintf("looker.ini:\n[Looker]\nbase_url=https://acme.cloud.looker.com:19999\nclient_id=%s\nclient_secret=%s\nverify_ssl=True\n\nsdk.run_look(look_id=%s, result_format='csv') returns 404", g.rsMixed(alnum, 20), l.B(g.tok("looker")), l.K("4127"))
	})
	reg("notion_export", func(g *G, l *L) string {
		return fmt.Sprintf("NOTION_TOKEN = \"%s\"\nDB_ID = \"%s\"\nrows = notion.databases.query(database_id=DB_ID)[\"results\"]\nkpis = pd.json_normalize(rows)", l.B(g.tok("notion")), l.K(strings.ReplaceAll(g.uuid(), "-", "")))
	})
	reg("streamlit_secrets", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf(".streamlit/secrets.toml\n\n[connections.snowflake]\naccount = \"%s\"\nuser = \"STREAMLIT_APP\"\npassword = \"%s\"\nwarehouse = \"APP_WH\"\n\n[openai]\napi_key = \"%s\"", l.K(g.sfAccount()), pw, l.B(g.tok("openai")))
	})
	reg("airflow_smtp", func(g *G, l *L) string {
		u := l.E(g.email("data.alerts"+g.rs("0123456789", 2), "en"))
		return fmt.Sprintf("[smtp]\nsmtp_host = smtp.gmail.com\nsmtp_starttls = True\nsmtp_ssl = False\nsmtp_user = %s\nsmtp_password = %s\nsmtp_port = 587\nsmtp_mail_from = %s", u, l.B(g.rs(lower, 16)), u)
	})
	reg("basic_auth_header", func(g *G, l *L) string {
		cred := l.B(base64.StdEncoding.EncodeToString([]byte(g.dbUser() + ":" + g.password())))
		return fmt.Sprintf("The Metabase API call works in curl but not in requests:\n\n!curl -s -H 'Authorization: Basic %s' https://metabase.acme.io/api/card/%s/query/json | head -c 300", cred, l.K("412"))
	})
	reg("ssn_regex_validation", func(g *G, l *L) string {
		v1, v2 := l.S(g.ssn()), l.S(g.ssn())
		b1, b2, b3 := l.K("000-"+fmt.Sprintf("%02d-%04d", g.n(10, 99), g.n(1000, 9999))), l.K("666-"+fmt.Sprintf("%02d-%04d", g.n(10, 99), g.n(1000, 9999))), l.K("987-65-432"+fmt.Sprint(g.n(0, 9)))
		return fmt.Sprintf("My SSN validator passes invalid ones. Test cases from the DQ suite:\n\n```python\nSSN_RE = re.compile(r'^(?!000|666|9\\d\\d)\\d{3}-(?!00)\\d{2}-(?!0000)\\d{4}$')\ntests = {\n    '%s': True,\n    '%s': True,\n    '%s': False,\n    '%s': False,\n    '%s': False,   # advertising range\n    '***-**-%04d': False,\n}\n```", v1, v2, b1, b2, b3, g.n(1000, 9999))
	})
	reg("itin_column", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person(g.pick([]string{"es", "pt"}))
			rows = append(rows, []string{l.K(g.id(6)), p.Full, l.S(g.itin()), l.K(fmt.Sprint(g.n(2021, 2024)))})
		}
		return "Tax filing dataset (clients without SSN use an ITIN):\n\n" + pandasTable([]string{"client_id", "name", "itin", "tax_year"}, rows, seqIdx(0, 3))
	})
	reg("ssn_labelled_spaced", func(g *G, l *L) string {
		p := g.person("en")
		return fmt.Sprintf("OCR output from the scanned W-4s comes in like this, how do I parse the SSN reliably?\n\n\"Employee: %s  SSN: %s  Filing status: Single  Allowances: 1\"", p.Full, l.S(g.ssnSep(" ")))
	})
	reg("luhn_check", func(g *G, l *L) string {
		good := []string{l.C(g.card(g.brand(), "plain")), l.C(g.card(g.brand(), "plain"))}
		bad := l.K(g.badCard())
		return fmt.Sprintf("```python\ndef luhn_ok(n: str) -> bool:\n    d = [int(c) for c in n][::-1]\n    return (sum(d[0::2]) + sum(sum(divmod(2*x, 10)) for x in d[1::2])) %% 10 == 0\n\nfor n in ['%s', '%s', '%s']:\n    print(n, luhn_ok(n))\n```\nprints True, True, False — is the third really invalid or is my function wrong?", good[0], good[1], bad)
	})
	reg("card_masking_bug", func(g *G, l *L) string {
		c := l.C(g.card("visa", "plain"))
		return fmt.Sprintf("Our mask UDF misses 19-digit rows and some come through raw:\n\n%s\n%s\n%s\n\n```sql\nCREATE FUNCTION mask_pan(p STRING) RETURNS STRING RETURN concat(repeat('*', length(p)-4), right(p, 4));\n```",
			l.K("************"+fmt.Sprint(g.n(1000, 9999))), c, l.K("***************"+fmt.Sprint(g.n(1000, 9999))))
	})
	reg("phonenumbers_parse", func(g *G, l *L) string {
		ph := l.Ph(g.phone(g.pick([]string{"de", "fr", "es", "pt"})))
		return fmt.Sprintf(">>> phonenumbers.parse(\"%s\", None)\nPhoneNumber(country_code=%s, national_number=..., extension=None, italian_leading_zero=None, number_of_leading_zeros=None, country_code_source=0, preferred_domestic_carrier_code=None)\n\nwhy is national_number elided in the repr?", ph, map[bool]string{true: "49", false: "33"}[strings.Contains(ph, "+49")])
	})
	reg("email_validator_results", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("Validating the signup list with email-validator:\n\n")
		for i := 0; i < 3; i++ {
			fmt.Fprintf(&b, "%s -> valid (normalized)\n", l.E(g.emailAny()))
		}
		b.WriteString(l.K("n/a") + " -> The email address is not valid. It must have exactly one @-sign.\n")
		b.WriteString(l.K("none@localhost") + " -> The domain name localhost is not valid. It should have a period.")
		return b.String()
	})
	reg("fuzzy_dedupe_pairs", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person("en")
			e2 := l.E(g.email(strings.ToLower(ascii(p.First))+"."+strings.ToLower(ascii(p.Last)), "en"))
			rows = append(rows, []string{l.E(p.Email), e2, l.K(fmt.Sprintf("0.%d", g.n(81, 97)))})
		}
		return "recordlinkage candidate pairs above threshold — are these really the same person?\n\n" + pandasTable([]string{"email_l", "email_r", "jaro_winkler"}, rows, seqIdx(0, 3))
	})
	reg("openai_masked_error", func(g *G, l *L) string {
		k := l.B(g.tok("openai"))
		return fmt.Sprintf("```python\nclient = OpenAI(api_key=\"%s\")\n```\nAuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: %s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}\n\nI regenerated it twice.", k, l.K("sk-proj-"+"****************************************"+k[len(k)-4:]))
	})
	reg("q_de_notebook", func(g *G, l *L) string {
		p := g.person("de")
		return fmt.Sprintf("Hallo, in meinem Jupyter-Notebook werden die Telefonnummern nach dem Export nach Excel als Zahl formatiert (führende Null fehlt). Beispielzeile:\n\n%s | %s | %s | %s\n\nWie erzwinge ich Text beim to_excel()?", l.K(g.id(5)), p.Full, l.E(p.Email), l.Ph(p.Phone))
	})
	reg("q_es_sql", func(g *G, l *L) string {
		p := g.person("es")
		id := l.K(g.id(6))
		return fmt.Sprintf("Hola, mi consulta en BigQuery devuelve filas duplicadas por cliente. Ejemplo:\n\nfila | id_cliente | correo | teléfono | fecha_alta\n1 | %s | %s | %s | %s\n2 | %s | %s | %s | %s\n\n¿Debo usar QUALIFY ROW_NUMBER()?", id, l.E(p.Email), l.Ph(p.Phone), l.K(g.date()), id, p.Email, p.Phone, g.date())
	})
	reg("q_pt_colab", func(g *G, l *L) string {
		p := g.person("pt")
		return fmt.Sprintf("Olá! No Colab, quando faço `df.merge(crm, on='email')` perco vários clientes. Exemplo de um que some:\n\nnome: %s\nemail: %s\ncelular: %s\ncidade: %s, CEP %s\n\nSerá que é maiúscula/minúscula no email?", p.Full, l.E(p.Email), l.Ph(p.Phone), p.City, l.K(p.Zip))
	})
	reg("q_fr_notebook", func(g *G, l *L) string {
		p := g.person("fr")
		ix := l.K(fmt.Sprint(g.n(1000, 9999)))
		return fmt.Sprintf("Bonjour, mon apply() sur la colonne téléphone renvoie NaN pour certaines lignes :\n\n>>> df.loc[%s, ['nom', 'courriel', 'telephone']]\nnom          %s\ncourriel     %s\ntelephone    %s\nName: %s, dtype: object", ix, p.Full, l.E(p.Email), l.Ph(p.Phone), ix)
	})
	reg("q_ja_pandas", func(g *G, l *L) string {
		p := g.person("ja")
		return fmt.Sprintf("pandasで顧客データを結合すると一部の行が消えます。消えた行の例：\n\n顧客ID: %s\n氏名: %s\nメール: %s\n電話: %s\n登録日: %s\n\nmergeのキーはメールアドレスです。", l.K(g.id(6)), p.Full, l.E(p.Email), l.Ph(p.Phone), l.K(g.date()))
	})
	reg("q_zh_pandas", func(g *G, l *L) string {
		p := g.person("zh")
		return fmt.Sprintf("用pandas读取用户表后，手机号变成了科学计数法，例如 %s。原始数据：\n\n用户ID,姓名,邮箱,手机号\n%s,%s,%s,%s\n\n怎么保持为字符串？", l.K("1.38e+10"), l.K(g.id(8)), p.Full, l.E(p.Email), l.Ph(p.Phone))
	})
	reg("q_ja_sql_result", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person("ja")
			rows = append(rows, []string{l.K(g.id(5)), p.Full, l.E(p.Email), l.Ph(p.Phone)})
		}
		return "Snowflakeでこのクエリを実行した結果です。重複を除きたいです。\n\n" + asciiBox([]string{"ID", "氏名", "メールアドレス", "電話番号"}, rows)
	})
	reg("q_zh_spark", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person("zh")
			rows = append(rows, []string{l.K(g.id(7)), l.E(p.Email), l.Ph(p.Phone), l.K(p.Zip)})
		}
		return "Spark里去重之后还是有重复的邮箱，show()结果如下：\n\n" + sparkTable([]string{"user_id", "email", "phone", "zip"}, rows)
	})
	reg("example_domain_person", func(g *G, l *L) string {
		// judgement: a real person's name at a reserved domain is what a
		// half-anonymised export looks like; labelled as an e-mail.
		p := g.person("en")
		e := l.E(g.fresh(func() string {
			return strings.ToLower(ascii(p.First)) + "." + strings.ToLower(ascii(p.Last)) + fmt.Sprint(g.n(1, 999)) + "@example.com"
		}))
		return fmt.Sprintf("I replaced the domains before pasting, but the shape is the same:\n\n>>> df.loc[df.account_id == %s, ['account_id', 'owner_email', 'phone']]\n      account_id                    owner_email           phone\n%s  %s  %s  %s", l.K("88213"), l.K(fmt.Sprint(g.n(100, 9999))), "88213", e, l.Ph(g.usPhoneDash()))
	})
	reg("r_glimpse_card", func(g *G, l *L) string {
		c1, c2 := l.C(g.card(g.brand(), "plain")), l.C(g.card(g.brand(), "plain"))
		return fmt.Sprintf("> glimpse(txns)\nRows: %s\nColumns: 4\n$ txn_id   <dbl> %s, %s, …\n$ card_no  <chr> \"%s\", \"%s\", …\n$ amount   <dbl> %s, %s, …\n$ is_fraud <lgl> FALSE, TRUE, …", l.K("1,296,675"), l.K(g.id(8)), l.K(g.id(8)), c1, c2, l.K(g.money()), l.K(g.money()))
	})
	reg("warning_with_row", func(g *G, l *L) string {
		p := g.person("en")
		return fmt.Sprintf("/tmp/ipykernel_%d/%d.py:14: UserWarning: Could not infer format for row %s: ('%s', '%s', '%s'), falling back to dateutil.\n  df['dob'] = pd.to_datetime(df['dob'])", g.n(1000, 99999), g.n(1000000000, 4000000000), l.K(fmt.Sprint(g.n(100, 90000))), l.E(p.Email), l.Ph(p.Phone), l.K("13/31/1988"))
	})
	reg("dask_compute_err", func(g *G, l *L) string {
		e := l.E(g.emailAny())
		ssn := l.S(g.ssn())
		return fmt.Sprintf("dask.dataframe raised during compute():\n\nValueError: Mismatched dtypes found in `pd.read_csv`/`pd.read_table`.\n\n+---------+--------+----------+\n| Column  | Found  | Expected |\n+---------+--------+----------+\n| tax_id  | object | int64    |\n+---------+--------+----------+\n\nThe following columns also raised exceptions on conversion:\n- tax_id\n  ValueError(\"invalid literal for int() with base 10: '%s'\")\n\nrow context: email=%s", ssn, e)
	})
	reg("kafka_consumer_print", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("Consumer output before landing to the bronze table:\n\n")
		for i := 0; i < 2; i++ {
			p := g.person(g.pick([]string{"en", "de", "fr"}))
			fmt.Fprintf(&b, "ConsumerRecord(topic='crm.contacts', partition=%d, offset=%s, timestamp=%s, key=b'%s', value={'email': '%s', 'mobile': '%s', 'consent': True})\n", g.n(0, 11), l.K(g.id(8)), l.K(g.epochMs()), l.K(g.uuid()), l.E(p.Email), l.Ph(p.Phone))
		}
		return strings.TrimSuffix(b.String(), "\n")
	})
	reg("sql_card_result_dash", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.K(g.id(8)), l.C(g.card(g.brand(), "dash")), l.K(fmt.Sprintf("%02d/%d", g.n(1, 12), g.n(2025, 2030))), l.K(g.money())})
		}
		return "legacy=# SELECT payment_id, card_num, exp, amount FROM payments_legacy WHERE created_at::date = '" + g.date() + "' LIMIT 3;\n" + psqlTable([]string{"payment_id", "card_num", "exp", "amount"}, rows)
	})
}
