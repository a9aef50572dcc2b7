package main

import (
	"fmt"
	"strings"
)

var sfRegions = []string{"eu-central-1", "us-east-2.aws", "west-europe.azure", "ap-northeast-1.aws", "us-central1.gcp"}

func (g *G) sfAccount() string {
	return strings.ToLower(g.rs("abcdefghjkmnpqrstuvwxyz", 2)) + fmt.Sprint(g.n(10000, 99999)) + "." + g.pick(sfRegions)
}
func (g *G) host() string {
	return g.pick([]string{"warehouse-prod", "analytics-db", "dw-replica", "pg-reporting", "metabase-db"}) + "." + g.rs(lowdig, 12) + "." + g.pick([]string{"us-east-1.rds.amazonaws.com", "eu-west-1.rds.amazonaws.com", "postgres.database.azure.com"})
}
func (g *G) akia() string { return "AKIA" + g.rs(upperdg, 16) }
func (g *G) dbUser() string {
	return g.pick([]string{"analyst", "etl_user", "dbt_svc", "readonly", "airflow", "looker", "bi_reader", "ds_team"})
}

func registerPII2() {
	reg("sf_connector", func(g *G, l *L) string {
		p := g.person("en")
		pw := l.B(g.password())
		return fmt.Sprintf("Getting `250001: Could not connect to Snowflake backend after 2 attempt(s)` with:\n\n```python\nimport snowflake.connector\nconn = snowflake.connector.connect(\n    user='%s',\n    password='%s',\n    account='%s',\n    warehouse='ANALYST_WH',\n    database='PROD',\n    schema='MARTS',\n    role='%s',\n)\n```\nsnowflake-connector-python==%s", l.E(p.Email), pw, l.K(g.sfAccount()), "REPORTER", l.K("3.12.1"))
	})
	reg("sf_connector_user", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("ctx = snowflake.connector.connect(user=\"%s\", password=\"%s\", account=\"%s\", authenticator=\"snowflake\")\ncs = ctx.cursor()\ncs.execute(\"select current_version()\")\nprint(cs.fetchone()[0])   # %s", strings.ToUpper(g.dbUser()), pw, l.K(g.sfAccount()), l.K("8.39.2"))
	})
	reg("sqlalchemy_url", func(g *G, l *L) string {
		pw := l.B(g.urlPassword())
		return fmt.Sprintf("```python\nfrom sqlalchemy import create_engine\nengine = create_engine(\"postgresql+psycopg2://%s:%s@%s:5432/warehouse\")\ndf = pd.read_sql(\"select * from marts.fct_orders where order_date >= '%s'\", engine)\n```\nOperationalError: connection to server at \"%s\" (%s), port 5432 failed: timeout expired", g.dbUser(), pw, g.host(), l.K(g.date()), "10.20.3.14", l.K("10.20.3.14"))
	})
	reg("mongo_uri", func(g *G, l *L) string {
		pw := l.B(g.urlPassword())
		return fmt.Sprintf("client = MongoClient(\"mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority\")\nevents = pd.DataFrame(list(client.app.events.find({}, {'_id': 0}).limit(%s)))", g.dbUser(), pw, g.rs(lowdig, 5), l.K("10000"))
	})
	reg("redshift_connect", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("conn = redshift_connector.connect(\n    host='%s.%s.us-east-1.redshift.amazonaws.com',\n    database='dev',\n    port=5439,\n    user='awsuser',\n    password='%s'\n)\n# ProgrammingError: {'S': 'FATAL', 'C': '28000', 'M': 'password authentication failed for user \"awsuser\"'}", "examplecluster", g.rs(lowdig, 12), pw)
	})
	reg("mysql_connect", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("Estoy intentando leer la tabla de ventas en Colab:\n\n```python\nimport mysql.connector\ncnx = mysql.connector.connect(host='%s', user='%s', password='%s', database='ventas')\ndf = pd.read_sql('SELECT * FROM pedidos WHERE fecha >= \"%s\"', cnx)\n```\nme sale `mysql.connector.errors.DatabaseError: 2003 (HY000)`", "10.0.4.17", g.dbUser(), pw, l.K(g.date()))
	})
	reg("boto3_client", func(g *G, l *L) string {
		ak := l.K(g.akia())
		sk := l.B(g.tok("aws_secret"))
		return fmt.Sprintf("```python\ns3 = boto3.client(\n    's3',\n    aws_access_key_id='%s',\n    aws_secret_access_key='%s',\n    region_name='us-east-1',\n)\nobj = s3.get_object(Bucket='acme-datalake-raw', Key='events/dt=%s/part-00000.parquet')\ndf = pd.read_parquet(io.BytesIO(obj['Body'].read()))\n```\nbotocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation", ak, sk, l.K(g.date()))
	})
	reg("aws_credentials_cat", func(g *G, l *L) string {
		return fmt.Sprintf("!cat ~/.aws/credentials\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n\n[analytics]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1", l.K(g.akia()), l.B(g.tok("aws_secret")), l.K(g.akia()), l.B(g.tok("aws_secret")))
	})
	reg("s3fs_storage_options", func(g *G, l *L) string {
		return fmt.Sprintf("df = pd.read_csv(\"s3://ml-features/churn/train_%s.csv\", storage_options={\"key\": \"%s\", \"secret\": \"%s\"})\nprint(df.shape)  # (%s, 47)", l.K(g.date()), l.K(g.akia()), l.B(g.tok("aws_secret")), l.K("382114"))
	})
	reg("environ_openai", func(g *G, l *L) string {
		k := l.B(g.tok("openai"))
		return fmt.Sprintf("```python\nimport os\nos.environ[\"OPENAI_API_KEY\"] = \"%s\"\n\nfrom langchain_openai import ChatOpenAI\nllm = ChatOpenAI(model=\"gpt-4o-mini\", temperature=0)\n```\nRateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota', 'type': 'insufficient_quota'}}", k)
	})
	reg("openai_client_legacy", func(g *G, l *L) string {
		k := l.B(g.tok("openai_legacy"))
		return fmt.Sprintf("openai.api_key = \"%s\"\nresp = openai.Embedding.create(input=df['review_text'].tolist()[:%s], model=\"text-embedding-ada-002\")\n# APIRemovedInV1: You tried to access openai.Embedding, but this is no longer supported in openai>=1.0.0", k, l.K("2048"))
	})
	reg("openai_client_kw", func(g *G, l *L) string {
		k := l.B(g.tok("openai"))
		return fmt.Sprintf("client = OpenAI(api_key='%s', organization='%s')\nbatch = client.batches.create(input_file_id='%s', endpoint='/v1/chat/completions', completion_window='24h')", k, l.K("org-"+g.rsMixed(alnum, 24)), l.K("file-"+g.rsMixed(alnum, 22)))
	})
	reg("anthropic_client", func(g *G, l *L) string {
		k := l.B(g.tok("anthropic"))
		return fmt.Sprintf("Classifying support tickets with Claude, but the batch dies halfway:\n\n```python\nclient = anthropic.Anthropic(api_key=\"%s\")\nfor i, row in tickets.iterrows():\n    msg = client.messages.create(model=\"claude-3-5-sonnet-20241022\", max_tokens=%s, messages=[{\"role\": \"user\", \"content\": row.body}])\n```", k, l.K("256"))
	})
	reg("hf_login", func(g *G, l *L) string {
		t := l.B(g.tok("hf"))
		return fmt.Sprintf("from huggingface_hub import login\nlogin(token=\"%s\")\nds = load_dataset(\"%s/customer-reviews-de\", split=\"train\")\nprint(ds)\n# DatasetDict num_rows: %s", t, g.pick([]string{"acme-ml", "retail-lab", "nlp-team"}), l.K("48,120"))
	})
	reg("hf_cli", func(g *G, l *L) string {
		t := l.B(g.tok("hf"))
		return fmt.Sprintf("!huggingface-cli login --token %s\nToken is valid (permission: write).\nYour token has been saved to /root/.cache/huggingface/token\nLogin successful", t)
	})
	reg("colab_env_magic", func(g *G, l *L) string {
		t := l.B(g.tok(g.pick([]string{"hf", "groq", "replicate"})))
		name := map[bool]string{true: "HF_TOKEN", false: "API_TOKEN"}[strings.HasPrefix(t, "hf_")]
		return fmt.Sprintf("No Colab, por que o %%env não persiste entre as células?\n\n%%env %s=%s\nenv: %s=%s", name, t, name, t)
	})
	reg("kaggle_json_echo", func(g *G, l *L) string {
		u := strings.ToLower(ascii(g.pick(enFirst))) + g.rs(lowdig, 3)
		k := l.B(g.tok("kaggle"))
		return fmt.Sprintf("!mkdir -p ~/.kaggle\n!echo '{\"username\":\"%s\",\"key\":\"%s\"}' > ~/.kaggle/kaggle.json\n!chmod 600 ~/.kaggle/kaggle.json\n!kaggle competitions download -c %s\nDownloading %s.zip to /content\n100%% 1.21G/1.21G [00:18<00:00, 71.4MB/s]", u, k, "playground-series-s4e8", "playground-series-s4e8")
	})
	reg("kaggle_env", func(g *G, l *L) string {
		k := l.B(g.tok("kaggle"))
		return fmt.Sprintf("import os\nos.environ['KAGGLE_USERNAME'] = '%s'\nos.environ['KAGGLE_KEY'] = '%s'\nfrom kaggle.api.kaggle_api_extended import KaggleApi\napi = KaggleApi(); api.authenticate()", strings.ToLower(ascii(g.pick(deFirst)))+g.rs("0123456789", 2), k)
	})
	reg("wandb_login", func(g *G, l *L) string {
		k := l.B(g.tok("wandb"))
		return fmt.Sprintf("wandb.login(key=\"%s\")\nrun = wandb.init(project=\"churn-xgb\", config={\"max_depth\": 6, \"eta\": 0.1, \"seed\": %s})\nwandb: Currently logged in as: ds-team. Use `wandb login --relogin` to force relogin\nwandb: Tracking run with wandb version %s", k, l.K("96"), l.K("0.17.5"))
	})
	reg("getpass_remnant", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("```python\n# pwd = getpass.getpass(\"Warehouse password: \")\npwd = \"%s\"  # TODO remove before committing\nengine = create_engine(f\"postgresql://%s:{pwd}@%s/analytics\")\n```", pw, g.dbUser(), g.host())
	})
	reg("password_var_de", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("Hallo, mein Notebook kann sich nicht mit der Datenbank verbinden:\n\n```python\nDB_USER = \"%s\"\nDB_PASSWORD = \"%s\"\nDB_HOST = \"%s\"\n```\nFehlermeldung: FATAL:  password authentication failed for user \"%s\"", "reporting", pw, g.host(), "reporting")
	})
	reg("databricks_token", func(g *G, l *L) string {
		t := l.B(g.tok("databricks"))
		return fmt.Sprintf("from databricks import sql\nconnection = sql.connect(\n    server_hostname=\"adb-%s.%d.azuredatabricks.net\",\n    http_path=\"/sql/1.0/warehouses/%s\",\n    access_token=\"%s\")\ncursor = connection.cursor()\ncursor.execute(\"SELECT count(*) FROM samples.nyctaxi.trips\")", l.K(g.id(16)), g.n(1, 19), l.K(g.rs(hexd, 16)), t)
	})
	reg("databricks_env", func(g *G, l *L) string {
		t := l.B(g.tok("databricks"))
		return fmt.Sprintf("$ cat .databrickscfg\n[DEFAULT]\nhost  = https://dbc-%s-%s.cloud.databricks.com\ntoken = %s\n\n$ databricks clusters list\nError: default auth: cannot configure default credentials", g.rs(hexd, 8), g.rs(hexd, 4), t)
	})
	reg("requests_bearer_jwt", func(g *G, l *L) string {
		j := l.J(g.jwt())
		return fmt.Sprintf("Pulling the events API into a DataFrame, but pagination stops at page 3:\n\n```python\nheaders = {\"Authorization\": f\"Bearer %s\"}\nr = requests.get(\"https://api.internal.example.io/v2/events\", headers=headers, params={\"since\": \"%s\", \"page_size\": %s})\ndf = pd.json_normalize(r.json()[\"data\"])\n```", j, l.K(g.tsISO()), l.K("500"))
	})
	reg("airflow_env_conn", func(g *G, l *L) string {
		pw := l.B(g.urlPassword())
		return fmt.Sprintf("docker-compose.yaml for local Airflow:\n\n```yaml\n  environment:\n    AIRFLOW__CORE__EXECUTOR: LocalExecutor\n    AIRFLOW__CORE__FERNET_KEY: '%s'\n    AIRFLOW_CONN_POSTGRES_DW: 'postgres://%s:%s@dw.internal:5432/analytics'\n    AIRFLOW__WEBSERVER__SECRET_KEY: '%s'\n```\nThe scheduler says `Connection postgres_dw not found`.", l.B(g.tok("fernet")), g.dbUser(), pw, l.B(g.rsMixed(hexd+"ABCDEF", 32)))
	})
	reg("airflow_log_rows", func(g *G, l *L) string {
		tsb := "[" + g.date() + ", 03:1" + fmt.Sprint(g.n(0, 9)) + ":0" + fmt.Sprint(g.n(0, 9)) + ".%03d+0000] {%s} INFO - "
		var b strings.Builder
		b.WriteString(fmt.Sprintf(tsb, g.n(0, 999), "taskinstance.py:1157") + "Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: crm_sync.push_contacts scheduled__" + l.K(g.date()+"T03:00:00+00:00") + " [queued]>\n")
		for i := 0; i < 3; i++ {
			p := g.person(g.pick([]string{"en", "de"}))
			b.WriteString(fmt.Sprintf(tsb, g.n(0, 999), "crm_sync.py:88") + fmt.Sprintf("upsert failed for contact {'id': %s, 'email': '%s', 'phone': '%s'}: 409 Conflict\n", l.K(g.id(7)), l.E(p.Email), l.Ph(p.Phone)))
		}
		b.WriteString(fmt.Sprintf(tsb, g.n(0, 999), "taskinstance.py:1398") + "Marking task as FAILED. dag_id=crm_sync, task_id=push_contacts")
		return b.String()
	})
	reg("dbt_test_failures", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.E(g.emailAny()), "2"})
		}
		return fmt.Sprintf("%s  Failure in test unique_dim_customers_email (models/marts/schema.yml)\n%s    Got 3 results, configured to fail if != 0\n%s\n%s    compiled code at target/compiled/analytics/models/marts/schema.yml/unique_dim_customers_email.sql\n\nselect * from dbt_test__audit.unique_dim_customers_email\n", l.K("03:14:27"), l.K("03:14:27"), "", "03:14:27") + psqlTable([]string{"unique_field", "n_records"}, rows)
	})
	reg("dbt_profiles", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("profiles.yml:\n```yaml\nanalytics:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: %s\n      user: %s\n      password: %s\n      role: TRANSFORMER\n      warehouse: TRANSFORMING\n      database: ANALYTICS\n      schema: dbt_%s\n      threads: 8\n```\n`dbt debug` → Connection test: [ERROR]", l.K(g.sfAccount()), strings.ToUpper(g.dbUser()), pw, strings.ToLower(ascii(g.pick(enFirst))))
	})
	reg("dbt_profiles_pg", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("    prod:\n      type: postgres\n      host: %s\n      user: dbt_svc\n      pass: %s\n      port: 5432\n      dbname: analytics\n      schema: marts\n      threads: 4\n\nIs `pass` or `password` the right key for dbt-postgres %s?", g.host(), pw, l.K("1.8.2"))
	})
	reg("ge_unexpected_phone", func(g *G, l *L) string {
		var ps []string
		for i := 0; i < 4; i++ {
			ps = append(ps, "\""+l.Ph(g.phone(g.pick([]string{"en", "uk", "de", "fr"})))+"\"")
		}
		return fmt.Sprintf("{\n  \"expectation_config\": {\"expectation_type\": \"expect_column_values_to_match_regex\", \"kwargs\": {\"column\": \"phone\", \"regex\": \"^\\\\+1\\\\d{10}$\"}},\n  \"result\": {\n    \"element_count\": %s,\n    \"unexpected_count\": %s,\n    \"unexpected_percent\": %s,\n    \"partial_unexpected_list\": [%s]\n  },\n  \"success\": false\n}", l.K("90214"), l.K("1873"), l.K("2.0761744297337"), strings.Join(ps, ", "))
	})
	reg("pandera_failure_cases", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{"Column", "ssn", "str_matches('^\\d{3}-\\d{2}-\\d{4}$')", fmt.Sprint(g.n(10, 9999)), l.S(g.ssnSep(g.pick([]string{" ", ".", ""})))})
		}
		return "pandera.errors.SchemaError: Column 'ssn' failed element-wise validator number 0: str_matches('^\\d{3}-\\d{2}-\\d{4}$') failure cases:\n\n" + pandasTable([]string{"schema_context", "column", "check", "index", "failure_case"}, rows, seqIdx(0, 3))
	})
	reg("profiling_samples", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("ydata-profiling report, Variables → email → Common values\n\nValue                              Count   Frequency (%)\n")
		for i := 0; i < 4; i++ {
			b.WriteString(padR(l.E(g.emailAny()), 35) + fmt.Sprintf("%5d   %s\n", 9-i, l.K(fmt.Sprintf("< 0.%d%%", i+1))))
		}
		b.WriteString("Other values (" + l.K("58311") + ")   58311   >99.9%\n\nDistinct: 58315 (99.9%)   Missing: 412 (0.7%)")
		return b.String()
	})
	reg("dq_report_de", func(g *G, l *L) string {
		var ss []string
		for i := 0; i < 3; i++ {
			ss = append(ss, l.Ph(g.phone("de")))
		}
		return fmt.Sprintf("Datenqualitätsbericht Kunden_%s\n- Spalte `Telefon`: %s ungültige Werte (Format), Beispiele: %s\n- Spalte `E-Mail`: Duplikate: %s (z. B. %s)\n- Spalte `PLZ`: %s Werte außerhalb 01001–99998", l.K(g.date()), l.K("1.204"), strings.Join(ss, "; "), l.K("318"), l.E(g.email("info.kunde"+g.rs("0123456789", 2), "de")), l.K("27"))
	})
	reg("matplotlib_annotate", func(g *G, l *L) string {
		e1, e2 := l.E(g.emailAny()), l.E(g.emailAny())
		return fmt.Sprintf("The annotations overlap the points, how do I offset them?\n\n```python\nfig, ax = plt.subplots(figsize=(10, 6))\nax.scatter(df.recency_days, df.monetary, s=12, alpha=0.5)\nfor name, x, y in [(\"%s\", 3, 18240.5), (\"%s\", 11, 15110.0)]:\n    ax.annotate(name, (x, y), fontsize=8)\nax.set_xlabel(\"Recency (days)\")\nax.set_ylabel(\"Monetary (USD)\")\nax.set_title(\"RFM outliers — Q%d\")\nplt.savefig(\"rfm_%s.png\", dpi=%s)\n```", e1, e2, g.n(1, 4), l.K(g.date()), l.K("150"))
	})
	reg("seaborn_top_customers", func(g *G, l *L) string {
		var es []string
		for i := 0; i < 3; i++ {
			p := g.person(g.pick([]string{"pt", "es"}))
			es = append(es, "\""+l.E(p.Email)+"\"")
		}
		return fmt.Sprintf("Gráfico dos maiores clientes — os rótulos do eixo y ficam cortados:\n\n```python\ntop = pd.DataFrame({\"cliente\": [%s], \"receita\": [%s, %s, %s]})\nsns.barplot(data=top, y=\"cliente\", x=\"receita\", palette=\"viridis\")\nplt.tight_layout()\n```", strings.Join(es, ", "), l.K("48211.90"), l.K("39110.25"), l.K("30874.00"))
	})
	reg("sklearn_drop_pii", func(g *G, l *L) string {
		p := g.person("en")
		return fmt.Sprintf("Is dropping these enough before sending features to the vendor?\n\n```python\nX = df.drop(columns=[\"email\", \"phone\", \"ssn\", \"churned\"])\nprint(df.iloc[0][[\"email\", \"phone\", \"ssn\"]].tolist())\n# ['%s', '%s', '%s']\nX_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=%s, stratify=y)\n```", l.E(p.Email), l.Ph(p.Phone), l.S(g.ssn()), l.K("1337"))
	})
	reg("sklearn_predict_index", func(g *G, l *L) string {
		var rows [][]string
		var idx []string
		for i := 0; i < 4; i++ {
			idx = append(idx, l.E(g.emailAny()))
			rows = append(rows, []string{l.K(fmt.Sprintf("0.%06d", g.n(100000, 999999))), fmt.Sprint(g.n(0, 1))})
		}
		return ">>> scores = pd.DataFrame({'p_churn': clf.predict_proba(X_test)[:, 1], 'pred': clf.predict(X_test)}, index=X_test_emails)\n>>> scores.sort_values('p_churn', ascending=False).head(4)\n" + pandasTable([]string{"p_churn", "pred"}, rows, idx)
	})
	reg("email_domain_feature", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			e := l.E(g.emailAny())
			rows = append(rows, []string{e, l.K(e[strings.Index(e, "@")+1:]), fmt.Sprint(boolInt(strings.Contains(e, "gmail") || strings.Contains(e, "yahoo") || strings.Contains(e, "qq")))})
		}
		return "Feature: free-mail domain flag\n\n>>> df['email_domain'] = df['email'].str.split('@').str[1]\n>>> df[['email', 'email_domain', 'is_freemail']].head(4)\n" + pandasTable([]string{"email", "email_domain", "is_freemail"}, rows, seqIdx(0, 4))
	})
	reg("hash_emails", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			e := l.E(g.emailAny())
			rows = append(rows, []string{e, l.K(sha(strings.ToLower(e)))})
		}
		return "Hashing emails for the Meta custom audience upload — the match rate is 3%, am I hashing right?\n\n>>> df['email_sha256'] = df['email'].str.strip().str.lower().map(lambda s: hashlib.sha256(s.encode()).hexdigest())\n" + pandasTable([]string{"email", "email_sha256"}, rows, seqIdx(0, 3))
	})
	reg("csv_raw", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			p := g.person("en")
			rows = append(rows, []string{l.K(g.id(6)), p.First, p.Last, l.E(p.Email), l.Ph(p.Phone), l.K(p.Zip), l.K(g.date())})
		}
		return "First lines of the file (read_csv says `Error tokenizing data. C error: Expected 7 fields in line 5, saw 8`):\n\n```\n" + csvJoin(",", []string{"id", "first_name", "last_name", "email", "phone", "zip", "signup"}, rows) + "\n```"
	})
	reg("csv_semicolon_de", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			p := g.person("de")
			rows = append(rows, []string{l.K(g.id(5)), p.Full, l.E(p.Email), l.Ph(p.Phone), l.K(p.Zip), l.K(fmt.Sprintf("%d,%02d", g.n(10, 9999), g.n(0, 99)))})
		}
		return "Die CSV aus SAP hat Semikolons und Dezimalkommas, `pd.read_csv(f, sep=';', decimal=',')` liest trotzdem Umsatz als object:\n\n" + csvJoin(";", []string{"Kundennr", "Name", "E-Mail", "Telefon", "PLZ", "Umsatz"}, rows)
	})
	reg("tsv_phone_bare", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(g.id(6)), l.E(g.emailAny()), l.Ph(g.usPhoneDigits()), l.K(g.date())})
		}
		return "pasted from the export (tab separated), phone lost its formatting:\n\n" + csvJoin("\t", []string{"lead_id", "email", "phone", "created"}, rows)
	})
	reg("parquet_pylist", func(g *G, l *L) string {
		var rs []string
		for i := 0; i < 2; i++ {
			p := g.person("en")
			rs = append(rs, fmt.Sprintf("{'id': %s, 'email': '%s', 'card_number': '%s', 'amount': %s, 'ts': datetime.datetime(%d, %d, %d, %d, %d, tzinfo=<UTC>)}", l.K(g.id(9)), l.E(p.Email), l.C(g.card(g.brand(), "plain")), l.K(g.money()), g.n(2022, 2025), g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59)))
		}
		return ">>> pq.read_schema('payments.parquet')\nid: int64\nemail: string\ncard_number: string\namount: double\nts: timestamp[us, tz=UTC]\n-- schema metadata --\npandas: '{\"index_columns\": [], \"pandas_version\": \"" + l.K("2.2.3") + "\"}'\n>>> pq.read_table('payments.parquet').slice(0, 2).to_pylist()\n[" + strings.Join(rs, ",\n ") + "]"
	})
	reg("jsonl_events", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("pd.read_json('events.jsonl', lines=True) — nested `context` stays a dict column:\n\n")
		for i := 0; i < 3; i++ {
			fmt.Fprintf(&b, "{\"event_id\":\"%s\",\"ts\":%s,\"type\":\"checkout\",\"context\":{\"email\":\"%s\",\"phone\":\"%s\",\"ip\":\"%s\"}}\n", l.K(g.uuid()), l.K(g.epochMs()), l.E(g.emailAny()), l.Ph(g.phone(g.pick([]string{"en", "fr", "es"}))), fmt.Sprintf("10.%d.%d.%d", g.n(0, 255), g.n(0, 255), g.n(1, 254)))
		}
		return strings.TrimSuffix(b.String(), "\n")
	})
	reg("excel_kartennummer", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person("de")
			rows = append(rows, []string{p.Full, l.C(g.card(g.pick([]string{"visa", "mc"}), "space")), l.K(fmt.Sprintf("%02d/%02d", g.n(1, 12), g.n(25, 30))), l.K(fmt.Sprintf("%d,%02d €", g.n(10, 999), g.n(0, 99)))})
		}
		return "pd.read_excel('Zahlungen_Q3.xlsx', dtype=str) liefert:\n\n" + pandasTable([]string{"Karteninhaber", "Kartennummer", "Gültig bis", "Betrag"}, rows, seqIdx(0, 3)) + "\n\nWie maskiere ich die Kartennummer bis auf die letzten 4 Ziffern?"
	})
	reg("keyerror_email", func(g *G, l *L) string {
		e := l.E(g.emailAny())
		return fmt.Sprintf("```\nTraceback (most recent call last):\n  File \"/home/jovyan/work/attribution.py\", line 212, in <module>\n    seg = segment_by_email[row.email]\nKeyError: '%s'\n```\nThe email exists in the CRM table, maybe trailing whitespace?", e)
	})
}
