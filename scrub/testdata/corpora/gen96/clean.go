package main

import (
	"fmt"
	"strings"
)

func (g *G) maskEmail() string {
	return string(g.pick(enFirst)[0]|0x20) + "***@" + g.pick([]string{"gmail.com", "yahoo.com", "outlook.com", "gmx.de", "uol.com.br", "orange.fr"})
}

func registerClean() {
	regC("c_df_info", func(g *G, l *L) string {
		n := g.n(10000, 999999)
		return fmt.Sprintf(">>> df.info()\n<class 'pandas.core.frame.DataFrame'>\nRangeIndex: %s entries, 0 to %d\nData columns (total 6 columns):\n #   Column         Non-Null Count   Dtype         \n---  ------         --------------   -----         \n 0   customer_id    %d non-null  int64         \n 1   email_sha256   %d non-null  object        \n 2   signup_ts      %d non-null  datetime64[ns]\n 3   zip            %d non-null  object        \n 4   ltv_usd        %d non-null  float64       \n 5   churned        %d non-null  int8          \ndtypes: datetime64[ns](1), float64(1), int64(1), int8(1), object(2)\nmemory usage: %s",
			l.K(fmt.Sprint(n)), n-1, n, n, n, n-g.n(1, 500), n-g.n(1, 900), n, l.K(fmt.Sprintf("%.1f+ MB", float64(n)*41/1e6)))
	})
	regC("c_df_describe", func(g *G, l *L) string {
		return fmt.Sprintf(">>> df[['tenure_months', 'monthly_charges', 'total_charges']].describe()\n       tenure_months  monthly_charges  total_charges\ncount    %s      %s    %s\nmean       %s        %s    %s\nstd        %s        %s    %s\nmin         0.000000        18.250000      18.800000\n25%%         9.000000        35.500000     401.450000\n50%%        29.000000        70.350000    1397.475000\nmax        72.000000       118.750000    8684.800000",
			l.K("7043.000000"), "7043.000000", "7032.000000", l.K(fmt.Sprintf("32.%06d", g.n(0, 999999))), fmt.Sprintf("64.%06d", g.n(0, 999999)), l.K(fmt.Sprintf("2283.%06d", g.n(0, 999999))), fmt.Sprintf("24.%06d", g.n(0, 999999)), fmt.Sprintf("30.%06d", g.n(0, 999999)), fmt.Sprintf("2266.%06d", g.n(0, 999999)))
	})
	regC("c_value_counts", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString(">>> df['plan'].value_counts(normalize=True)\nplan\n")
		for _, p := range []string{"free", "pro", "team", "enterprise"} {
			fmt.Fprintf(&b, "%-12s %s\n", p, l.K(fmt.Sprintf("0.%06d", g.n(10000, 600000))))
		}
		b.WriteString("Name: proportion, dtype: float64")
		return b.String()
	})
	regC("c_classification_report", func(g *G, l *L) string {
		s0, s1 := g.n(5000, 20000), g.n(300, 3000)
		return fmt.Sprintf("              precision    recall  f1-score   support\n\n           0       %s      0.97      0.96     %d\n           1       0.71      %s      0.67      %d\n\n    accuracy                           0.93     %d\n   macro avg       0.83      0.80      0.81     %d\nweighted avg       0.93      0.93      0.93     %d\n\nIs recall on class 1 acceptable for a fraud model at this threshold (0.%d)?",
			l.K(fmt.Sprintf("0.9%d", g.n(1, 9))), s0, l.K(fmt.Sprintf("0.6%d", g.n(0, 9))), s1, s0+s1, s0+s1, s0+s1, g.n(20, 80))
	})
	regC("c_confusion_matrix", func(g *G, l *L) string {
		a, b, c, d := g.n(50000, 90000), g.n(10, 300), g.n(10, 200), g.n(80, 500)
		return fmt.Sprintf(">>> confusion_matrix(y_test, y_pred)\narray([[%d,   %d],\n       [  %d,   %d]])\n>>> roc_auc_score(y_test, y_score)\n%s\n>>> average_precision_score(y_test, y_score)\n%s", a, b, c, d, l.K(fmt.Sprintf("0.97%013d", g.n(0, 1<<30))), l.K(fmt.Sprintf("0.8%015d", g.n(0, 1<<30))))
	})
	regC("c_spark_agg", func(g *G, l *L) string {
		var rows [][]string
		for _, s := range []string{"CA", "NY", "TX", "WA"} {
			rows = append(rows, []string{s, l.K(fmt.Sprint(g.n(100000, 9999999))), l.K(g.money())})
		}
		return "df.groupBy('state').agg(F.countDistinct('customer_id').alias('n'), F.avg('order_total').alias('aov')).show()\n" + sparkTable([]string{"state", "n", "aov"}, rows)
	})
	regC("c_polars_groupby", func(g *G, l *L) string {
		var rows [][]string
		for _, c := range []string{"electronics", "grocery", "toys"} {
			rows = append(rows, []string{`"` + c + `"`, l.K(fmt.Sprint(g.n(1000, 900000))), l.K(fmt.Sprintf("%.6f", g.r.Float64()*100))})
		}
		return "polars lazy query result:\n\n" + polarsTable([]string{"category", "orders", "avg_margin_pct"}, []string{"str", "u32", "f64"}, rows)
	})
	regC("c_r_tibble_summary", func(g *G, l *L) string {
		var rows [][]string
		for _, m := range []string{"2024-01", "2024-02", "2024-03"} {
			rows = append(rows, []string{m, l.K(fmt.Sprint(g.n(1000, 50000))), l.K(fmt.Sprintf("%.3f", g.r.Float64()))})
		}
		return "> cohort %>% group_by(month) %>% summarise(users = n_distinct(user_id), retention = mean(active_d30))\n" + tibble([]string{"month", "users", "retention"}, []string{"<chr>", "<int>", "<dbl>"}, rows)
	})
	regC("c_psql_aggregate", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(g.date()), l.K(fmt.Sprint(g.n(100, 99999))), l.K(g.money())})
		}
		return "analytics=> SELECT order_date, count(*) AS orders, round(avg(total), 2) AS aov FROM fct_orders GROUP BY 1 ORDER BY 1 DESC LIMIT 4;\n" + psqlTable([]string{"order_date", "orders", "aov"}, rows)
	})
	regC("c_snowflake_query_meta", func(g *G, l *L) string {
		return fmt.Sprintf("Query ID: %s\nWarehouse: TRANSFORMING (X-Small)\nBytes scanned: %s\nPartitions scanned: %d of %d\nExecution time: %s\n\nWhy does pruning not kick in on the clustered column event_date?", l.K(strings.ToLower(g.uuid())), l.K(fmt.Sprintf("%.2f GB", g.r.Float64()*90)), g.n(1000, 5000), g.n(5000, 9000), l.K(fmt.Sprintf("%dm %ds", g.n(1, 9), g.n(0, 59))))
	})
	regC("c_bq_job_stats", func(g *G, l *L) string {
		return fmt.Sprintf("Job ID: %s:US.bquxjob_%s_%s\nBytes processed: %s\nBytes billed: %s\nSlot milliseconds: %s\nDestination table: %s.analytics.tmp_sessions_%s", l.K("analytics-"+g.id(6)), g.rs(hexd, 8), g.rs(hexd, 12), l.K(fmt.Sprintf("%d.%d GB", g.n(1, 900), g.n(0, 9))), "10 MB", l.K(fmt.Sprint(g.n(1000000, 99999999))), "analytics-prod", g.rs(hexd, 6))
	})
	regC("c_dbt_run_log", func(g *G, l *L) string {
		t := fmt.Sprintf("%02d:%02d:%02d", g.n(0, 23), g.n(0, 59), g.n(0, 59))
		return fmt.Sprintf("%s  Running with dbt=%s\n%s  Registered adapter: snowflake=%s\n%s  Found 214 models, 611 data tests, 38 sources, 1021 macros\n%s  1 of 3 START sql incremental model marts.fct_orders ........ [RUN]\n%s  1 of 3 OK created sql incremental model marts.fct_orders ... [SUCCESS 48213 in 21.84s]\n%s  2 of 3 OK created sql table model marts.dim_customers ...... [SUCCESS 1 in 9.02s]\n%s  3 of 3 ERROR creating sql view model marts.v_ltv ........... [ERROR in 0.91s]\n%s  Done. PASS=2 WARN=0 ERROR=1 SKIP=0 TOTAL=3",
			t, l.K("1.8.7"), t, l.K("1.8.4"), t, t, t, t, t, t)
	})
	regC("c_airflow_masked", func(g *G, l *L) string {
		d := g.date()
		return fmt.Sprintf("[%s, 02:00:14.%03d UTC] {base.py:84} INFO - Using connection ID 'snowflake_default' for task execution.\n[%s, 02:00:14.%03d UTC] {connection.py:412} INFO - Snowflake Connector for Python Version: %s, Python Version: 3.11.9\n[%s, 02:00:15.%03d UTC] {sql.py:418} INFO - Running statement: COPY INTO raw.events FROM @s3_stage PATTERN='.*%s.*', parameters: None\n[%s, 02:00:15.%03d UTC] {logging_mixin.py:188} INFO - conn uri: snowflake://etl:***@%s/RAW\n[%s, 02:01:02.%03d UTC] {taskinstance.py:1206} INFO - Marking task as SUCCESS. dag_id=ingest_events, run_id=scheduled__%sT02:00:00+00:00",
			d, g.n(0, 999), d, g.n(0, 999), l.K("3.12.1"), d, g.n(0, 999), d, d, g.n(0, 999), l.K("etl:***@"), d, g.n(0, 999), l.K(d+"T02:00:00+00:00"))
	})
	regC("c_parquet_schema", func(g *G, l *L) string {
		return fmt.Sprintf("<pyarrow._parquet.FileMetaData object at 0x7f%s>\n  created_by: parquet-cpp-arrow version %s\n  num_columns: 12\n  num_rows: %s\n  num_row_groups: %d\n  format_version: 2.6\n  serialized_size: %d\n\nemail_hash: fixed_size_binary[32]\nphone_hash: fixed_size_binary[32]\nevent_ts: timestamp[ns, tz=UTC]\nzip3: string", g.rs(hexd, 10), l.K("17.0.0"), l.K(fmt.Sprint(g.n(1000000, 90000000))), g.n(4, 80), g.n(10000, 90000))
	})
	regC("c_hashed_uuid_head", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(g.uuid()), l.K(sha(g.rs(lowdig, 20))), l.K(g.tsISO()), l.K(g.f4())})
		}
		return "Pseudonymised extract, ready for the vendor:\n\n" + pandasTable([]string{"user_uuid", "email_sha256", "last_seen", "score"}, rows, seqIdx(0, 4))
	})
	regC("c_masked_columns", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(g.id(6)), l.K(g.maskEmail()), l.K(fmt.Sprintf("***-**-%04d", g.n(1000, 9999))), l.K(fmt.Sprintf("**** **** **** %04d", g.n(1000, 9999))), l.K(fmt.Sprintf("(***) ***-%04d", g.n(1000, 9999)))})
		}
		return "After applying the Unity Catalog column masks, analysts see:\n\n" + pandasTable([]string{"id", "email", "ssn", "card", "phone"}, rows, seqIdx(0, 4))
	})
	regC("c_pip_freeze", func(g *G, l *L) string {
		return fmt.Sprintf("!pip freeze | grep -E 'pandas|numpy|scikit|xgboost|polars|pyarrow'\nnumpy==%s\npandas==%s\npolars==%s\npyarrow==%s\nscikit-learn==%s\nxgboost==%s\n\nImportError: numpy.core.multiarray failed to import", l.K("1.26.4"), l.K("2.2.3"), l.K("1.9.0"), l.K("17.0.0"), l.K("1.5.2"), l.K("2.1.1"))
	})
	regC("c_gridsearch", func(g *G, l *L) string {
		return fmt.Sprintf(">>> gs = GridSearchCV(XGBClassifier(random_state=%s, n_jobs=-1), param_grid, cv=StratifiedKFold(5, shuffle=True, random_state=%s), scoring='roc_auc')\n>>> gs.best_params_\n{'learning_rate': 0.05, 'max_depth': 6, 'n_estimators': 400, 'subsample': 0.8}\n>>> gs.best_score_\n%s\n>>> gs.cv_results_['mean_fit_time'][:3]\narray([%s, %s, %s])",
			l.K("2024"), "2024", l.K(fmt.Sprintf("0.91%014d", g.n(0, 1<<30))), l.K(fmt.Sprintf("%.8f", g.r.Float64()*30)), fmt.Sprintf("%.8f", g.r.Float64()*30), fmt.Sprintf("%.8f", g.r.Float64()*30))
	})
	regC("c_shape_traceback", func(g *G, l *L) string {
		a, b := g.n(1000, 90000), g.n(10, 300)
		return fmt.Sprintf("```\nValueError                                Traceback (most recent call last)\nCell In[%d], line 4\n----> 4 model.fit(X_train, y_train)\nValueError: Found input variables with inconsistent numbers of samples: [%d, %d]\n```\nX_train.shape is (%d, %d)", g.n(10, 90), a, a-g.n(1, 50), a, b)
	})
	regC("c_env_reads", func(g *G, l *L) string {
		return fmt.Sprintf("```python\nfrom google.colab import userdata\nimport getpass, os\nos.environ[\"HF_TOKEN\"] = userdata.get('HF_TOKEN')\nos.environ[\"OPENAI_API_KEY\"] = os.environ.get(\"OPENAI_API_KEY\") or getpass.getpass(\"OpenAI API key: \")\nsf_password = getpass.getpass(\"Snowflake password: \")\n```\nOpenAI API key: ··········\nSnowflake password: ··········\n\nIs this safe to share the notebook with? (transformers %s)", l.K("4.44.2"))
	})
	regC("c_placeholders", func(g *G, l *L) string {
		return fmt.Sprintf("Template from our README — fill in your own values:\n\n```python\nOPENAI_API_KEY = \"%s\"\nHF_TOKEN = \"%s\"\nconn = snowflake.connector.connect(user=\"<user>\", password=\"%s\", account=\"<account>\")\nheaders = {\"Authorization\": \"Bearer %s\"}\n```", l.K("sk-..."), l.K("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"), l.K("<password>"), l.K("<token>"))
	})
	regC("c_aws_example_keys", func(g *G, l *L) string {
		return fmt.Sprintf("From the boto3 docs example, this should fail with InvalidAccessKeyId, right?\n\n```python\nsession = boto3.Session(aws_access_key_id=\"%s\", aws_secret_access_key=\"%s\")\n```\nbotocore %s", l.K("AKIAIOSFODNN7EXAMPLE"), l.K("wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"), l.K("1.35.24"))
	})
	regC("c_epoch_series", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString(">>> events[['ts_ms', 'latency_ms']].head()\n     ts_ms            latency_ms\n")
		for i := 0; i < 4; i++ {
			fmt.Fprintf(&b, "%d    %s    %s\n", i, l.K(g.epochMs()), fmt.Sprintf("%.3f", g.r.Float64()*900))
		}
		b.WriteString("\n>>> pd.to_datetime(events.ts_ms, unit='ms').min()\nTimestamp('" + l.K(g.ts()) + ".418000')")
		return b.String()
	})
	regC("c_txn_ids_luhn_fail", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(g.badCard()), l.K(g.money()), g.pick([]string{"SETTLED", "PENDING", "REVERSED"})})
		}
		return "transaction_id values look like card numbers but they're our ledger ids (they fail Luhn, I checked):\n\n" + pandasTable([]string{"transaction_id", "amount", "status"}, rows, seqIdx(0, 4))
	})
	regC("c_zip_analysis", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			loc := g.pick([]string{"en", "en", "de", "fr"})
			_, z := g.cityZip(loc)
			rows = append(rows, []string{l.K(z), l.K(fmt.Sprint(g.n(100, 9000))), l.K(fmt.Sprintf("%.4f", g.r.Float64()))})
		}
		return ">>> df.groupby('zip')['churned'].agg(['count', 'mean']).sort_values('count', ascending=False).head(4)\n" + pandasTable([]string{"zip", "count", "mean"}, rows, seqIdx(0, 4))
	})
	regC("c_matplotlib_labels", func(g *G, l *L) string {
		return fmt.Sprintf("```python\nfig, axes = plt.subplots(1, 2, figsize=(12, 4), sharey=True)\nsns.histplot(df, x=\"order_total\", hue=\"segment\", bins=%s, ax=axes[0])\naxes[0].set_title(\"Order value by segment (n=%s)\")\naxes[1].plot(daily.index, daily[\"revenue\"].rolling(7).mean(), label=\"7-day MA\")\naxes[1].axvline(pd.Timestamp(\"%s\"), ls=\"--\", c=\"grey\", label=\"price change\")\nfig.savefig(\"fig_%s.png\", dpi=200)\n```\nThe legend overlaps the line.", l.K("50"), l.K("184,392"), l.K(g.date()), g.rs(hexd, 6))
	})
	regC("c_feature_importance", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString(">>> pd.Series(model.feature_importances_, index=X.columns).nlargest(5)\n")
		for _, f := range []string{"days_since_last_order", "n_orders_90d", "email_domain_freemail", "avg_basket", "zip3_income_decile"} {
			fmt.Fprintf(&b, "%-24s %s\n", f, l.K(fmt.Sprintf("0.%06d", g.n(10000, 400000))))
		}
		b.WriteString("dtype: float32")
		return b.String()
	})
	regC("c_train_test_shapes", func(g *G, l *L) string {
		n := g.n(100000, 900000)
		return fmt.Sprintf(">>> X_train.shape, X_test.shape\n((%d, %d), (%d, %d))\n>>> y_train.mean(), y_test.mean()\n(%s, %s)\n>>> np.random.seed(%s)", n*4/5, 47, n/5, 47, l.K(fmt.Sprintf("0.0%d", g.n(100000, 999999))), fmt.Sprintf("0.0%d", g.n(100000, 999999)), l.K("96"))
	})
	regC("c_kaggle_download", func(g *G, l *L) string {
		return fmt.Sprintf("!kaggle datasets download -d mlg-ulb/creditcardfraud\nDataset URL: https://www.kaggle.com/datasets/mlg-ulb/creditcardfraud\nLicense(s): DbCL-1.0\nDownloading creditcardfraud.zip to /content\n 99%% 65.0M/66.0M [00:03<00:00, 22.1MB/s]\n100%% 66.0M/66.0M [00:03<00:00, 19.8MB/s]\n>>> df = pd.read_csv('creditcard.csv'); df.shape\n(%s, 31)\n>>> df.Class.value_counts()\nClass\n0    %s\n1       %s", l.K("284807"), l.K("284315"), l.K("492"))
	})
	regC("c_creditcard_pca_rows", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{fmt.Sprintf("%.1f", float64(g.n(0, 172000))), l.K(fmt.Sprintf("%.6f", g.r.NormFloat64())), fmt.Sprintf("%.6f", g.r.NormFloat64()), "...", l.K(fmt.Sprintf("%.2f", g.r.Float64()*400)), "0"})
		}
		return ">>> df.head(3)\n" + pandasTable([]string{"Time", "V1", "V2", "...", "Amount", "Class"}, rows, seqIdx(0, 3)) + "\n\n[3 rows x 31 columns]"
	})
	regC("c_ge_success", func(g *G, l *L) string {
		return fmt.Sprintf("{\n  \"success\": true,\n  \"statistics\": {\"evaluated_expectations\": %d, \"successful_expectations\": %d, \"unsuccessful_expectations\": 0, \"success_percent\": 100.0},\n  \"meta\": {\"great_expectations_version\": \"%s\", \"run_id\": {\"run_name\": \"%s\", \"run_time\": \"%s\"}, \"batch_spec\": {\"path\": \"s3://dq/customers/dt=%s/\"}}\n}", 41, 41, l.K("0.18.19"), l.K(g.uuid()), l.K(g.tsISO()), g.date())
	})
	regC("c_pandera_schema", func(g *G, l *L) string {
		return "```python\nschema = pa.DataFrameSchema({\n    \"email\": pa.Column(str, pa.Check.str_matches(r\"^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$\"), nullable=True),\n    \"phone\": pa.Column(str, pa.Check.str_matches(r\"^\\+[1-9]\\d{7,14}$\"), nullable=True),\n    \"ssn\": pa.Column(str, pa.Check.str_matches(r\"^\\d{3}-\\d{2}-\\d{4}$\")),\n    \"zip\": pa.Column(str, pa.Check.str_length(5, 5)),\n})\n```\nHow do I make the ssn check lazy so I get all failures at once? pandera " + l.K("0.20.4")
	})
	regC("c_sql_ddl", func(g *G, l *L) string {
		return fmt.Sprintf("```sql\nCREATE TABLE IF NOT EXISTS marts.dim_customer (\n  customer_sk   NUMBER(38,0) IDENTITY,\n  customer_id   VARCHAR(36) NOT NULL,\n  email         VARCHAR(320) MASKING POLICY pii.mask_email,\n  phone         VARCHAR(20)  MASKING POLICY pii.mask_phone,\n  ssn_last4     CHAR(4),\n  valid_from    TIMESTAMP_NTZ DEFAULT '%s',\n  valid_to      TIMESTAMP_NTZ DEFAULT '9999-12-31 00:00:00'\n) CLUSTER BY (customer_id);\n```", l.K(g.ts()))
	})
	regC("c_profiling_numeric", func(g *G, l *L) string {
		return fmt.Sprintf("Variable: order_total (Real)\nDistinct: %s (%.1f%%)\nMissing: %d (0.%d%%)\nMean: %s\nMinimum: 0.01\nMaximum: %s\nZeros: 0\nNegative: %d\nMemory size: %s", l.K(fmt.Sprint(g.n(10000, 99999))), g.r.Float64()*100, g.n(1, 999), g.n(1, 9), l.K(g.money()), l.K(fmt.Sprintf("%d.%02d", g.n(5000, 99999), g.n(0, 99))), g.n(0, 40), l.K(fmt.Sprintf("%.1f MiB", g.r.Float64()*90)))
	})
	regC("c_nb_metadata", func(g *G, l *L) string {
		return nbJSON([]string{
			"import numpy as np, pandas as pd",
			"rng = np.random.default_rng(" + l.K("20240611") + ")",
			"df = pd.DataFrame({'x': rng.normal(size=1000), 'y': rng.integers(0, 2, 1000)})",
			"df.describe().loc[['mean', 'std']]",
		}, []string{"           x         y", "mean " + l.K(fmt.Sprintf("-0.0%05d", g.n(1000, 99999))) + "  0.497000", "std   1.004127  0.500241"}, g.n(1, 99))
	})
	regC("c_spark_stage", func(g *G, l *L) string {
		return fmt.Sprintf("[Stage %d:=======================>                       (%d + 16) / %d]\n24/%02d/%02d %02d:%02d:%02d WARN TaskSetManager: Lost task 41.0 in stage %d.0 (TID %s) (10.%d.%d.%d executor 7): java.lang.OutOfMemoryError: Java heap space\n24/%02d/%02d %02d:%02d:%02d INFO DAGScheduler: Job %d finished: collect at <stdin>:1, took %s s",
			g.n(3, 40), g.n(10, 200), g.n(200, 800), g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(3, 40), l.K(fmt.Sprint(g.n(1000, 99999))), g.n(0, 255), g.n(0, 255), g.n(1, 254), g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59), g.n(0, 59), g.n(1, 90), l.K(fmt.Sprintf("%d.%06d", g.n(10, 900), g.n(0, 999999))))
	})
	regC("c_geo_coords", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(g.id(5)), l.K(fmt.Sprintf("%.6f", 25+g.r.Float64()*20)), l.K(fmt.Sprintf("-%.6f", 70+g.r.Float64()*50)), fmt.Sprint(g.n(1, 300))})
		}
		return "Store locations for the catchment model (haversine gives NaN for store 0):\n\n" + pandasTable([]string{"store_id", "lat", "lon", "n_staff"}, rows, seqIdx(0, 4))
	})
	regC("c_ols_summary", func(g *G, l *L) string {
		return fmt.Sprintf("                            OLS Regression Results\n==============================================================================\nDep. Variable:                revenue   R-squared:                       %s\nNo. Observations:               %s   F-statistic:                     %s\nProb (F-statistic):          %s\n==============================================================================\n                 coef    std err          t      P>|t|      [0.025      0.975]\n------------------------------------------------------------------------------\nconst       %s    102.331     21.104      0.000    1958.412    2359.588\nad_spend       3.8812      0.142     27.330      0.000       3.603       4.160",
			l.K(fmt.Sprintf("0.%03d", g.n(100, 999))), l.K(fmt.Sprint(g.n(200, 5000))), fmt.Sprintf("%.1f", g.r.Float64()*900), l.K(g.sci()), l.K(fmt.Sprintf("%.4f", 2000+g.r.Float64()*300)))
	})
	regC("c_ab_test", func(g *G, l *L) string {
		na, nb := g.n(10000, 90000), g.n(10000, 90000)
		return fmt.Sprintf("A/B test on checkout button (experiment id %s):\ncontrol:   n=%d, conversions=%d, cr=%s\ntreatment: n=%d, conversions=%d, cr=%s\nz = %s, p-value = %s, lift = +%.2f%%\nIs this significant after the peeking we did on %s?", l.K(g.uuid()), na, na/30, l.K(fmt.Sprintf("0.0%04d", g.n(1000, 9999))), nb, nb/28, fmt.Sprintf("0.0%04d", g.n(1000, 9999)), fmt.Sprintf("%.4f", g.r.Float64()*3), l.K(g.sci()), g.r.Float64()*9, l.K(g.date()))
	})
	regC("c_databricks_cluster", func(g *G, l *L) string {
		return fmt.Sprintf("{\n  \"cluster_id\": \"%s\",\n  \"spark_version\": \"%s\",\n  \"node_type_id\": \"Standard_DS3_v2\",\n  \"autoscale\": {\"min_workers\": 2, \"max_workers\": 8},\n  \"autotermination_minutes\": 30,\n  \"spark_conf\": {\"spark.sql.shuffle.partitions\": \"%s\"},\n  \"custom_tags\": {\"cost_center\": \"%s\"}\n}", l.K(fmt.Sprintf("%04d-%06d-%s", g.n(100, 1231), g.n(0, 999999), g.rs(lowdig, 8))), l.K("14.3.x-scala2.12"), "400", l.K(fmt.Sprint(g.n(10000, 99999))))
	})
	regC("c_mlflow_run", func(g *G, l *L) string {
		return fmt.Sprintf("Run ID: %s\nExperiment ID: %s\nStart: %s\nParams: max_depth=6, eta=0.1, seed=%s\nMetrics: val_auc=%s, val_logloss=%s\nArtifact URI: dbfs:/databricks/mlflow-tracking/%s/%s/artifacts", l.K(g.rs(hexd, 32)), l.K(g.id(16)), l.K(g.tsISO()), l.K("96"), l.K(g.f4()), l.K(g.f4()), g.id(16), g.rs(hexd, 32))
	})
	regC("c_cohort_table", func(g *G, l *L) string {
		var rows [][]string
		var idx []string
		for i := 0; i < 4; i++ {
			idx = append(idx, l.K(fmt.Sprintf("2024-%02d", i+1)))
			rows = append(rows, []string{"1.000", fmt.Sprintf("0.%03d", g.n(300, 600)), fmt.Sprintf("0.%03d", g.n(150, 299)), fmt.Sprintf("0.%03d", g.n(100, 149))})
		}
		return ">>> retention.round(3)\nperiod    0      1      2      3\ncohort\n" + pandasTable([]string{"", "", "", ""}, rows, idx)
	})
	regC("c_openai_masked_only", func(g *G, l *L) string {
		return fmt.Sprintf("AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: %s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_api_key'}}\nrequest id: %s", l.K("sk-proj-********************************************"+g.rs(alnum, 4)), l.K("req_"+g.rs(hexd, 32)))
	})
	regC("c_snowflake_ids", func(g *G, l *L) string {
		return fmt.Sprintf("Account locator %s, org %s, query %s failed with `SQL compilation error: Object 'RAW.HUBSPOT.CONTACTS' does not exist or not authorized.` at %s", l.K(strings.ToUpper(g.rs("abcdefghjkmnpqrstuvwxyz", 2))+fmt.Sprint(g.n(10000, 99999))), l.K(strings.ToUpper(g.rs(lower, 7))), l.K(strings.ToLower(g.uuid())), l.K(g.tsISO()))
	})
	regC("c_de_question", func(g *G, l *L) string {
		return fmt.Sprintf("Hallo zusammen, ich habe einen DataFrame mit %s Zeilen und möchte die Spalte `Umsatz` (z. B. %s) nach `PLZ` (z. B. %s) gruppieren. `groupby().sum()` liefert aber Strings, weil das Dezimalkomma nicht erkannt wird. pandas %s, Python 3.12.", l.K("1.204.331"), l.K("1.234,56"), l.K("80331"), l.K("2.2.3"))
	})
	regC("c_ja_question", func(g *G, l *L) string {
		return fmt.Sprintf("pandasで%s行のCSVを読み込むとメモリエラーになります。dtype指定（例: 郵便番号 %s は文字列）をしても改善しません。chunksize=%s で分割すべきでしょうか？ 環境: pandas %s", l.K("12,000,000"), l.K("100-0005"), l.K("500000"), l.K("2.1.4"))
	})
	regC("c_zh_question", func(g *G, l *L) string {
		return fmt.Sprintf("请问Spark SQL里 `percentile_approx(amount, 0.95)` 在 %s 行数据上结果为 %s，和pandas的quantile(0.95)=%s 不一致，是精度参数accuracy=%s的问题吗？订单号例如 %s。", l.K("3,481,920"), l.K("1287.45"), l.K("1291.02"), l.K("10000"), l.K("SO"+g.id(10)))
	})
	regC("c_es_question", func(g *G, l *L) string {
		return fmt.Sprintf("Hola, tengo una tabla de pedidos (id_pedido %s, importe %s €, fecha %s) y quiero calcular la mediana móvil de 7 días por tienda. ¿Es mejor rolling('7D') o una ventana en SQL? Uso polars %s.", l.K(g.id(10)), l.K("1.249,90"), l.K(g.date()), l.K("1.9.0"))
	})
	regC("c_pt_question", func(g *G, l *L) string {
		return fmt.Sprintf("Pessoal, meu modelo de churn tem AUC %s no treino e %s no teste. Usei random_state=%s e %s linhas (CEP como feature, ex.: %s). É overfitting?", l.K("0.9873"), l.K("0.7121"), l.K("42"), l.K("380.114"), l.K("01310-100"))
	})
	regC("c_fr_question", func(g *G, l *L) string {
		return fmt.Sprintf("Bonjour, ma requête BigQuery scanne %s alors que je filtre sur la partition `_PARTITIONDATE = '%s'`. Le job %s indique pourtant « partition pruning ». Une idée ?", l.K("1,8 To"), l.K(g.date()), l.K("bquxjob_"+g.rs(hexd, 8)+"_"+g.rs(hexd, 12)))
	})
	regC("c_order_id_column", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			rows = append(rows, []string{l.K(g.usPhoneShapeID()), l.K(g.date()), l.K(g.money())})
		}
		return ">>> orders[['order_id', 'order_date', 'total']].head(4)\n" + pandasTable([]string{"order_id", "order_date", "total"}, rows, seqIdx(0, 4))
	})
	regC("c_md5_dedupe", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.K(md5h(g.rs(lowdig, 12))), fmt.Sprint(g.n(2, 9)), l.K(g.tsISO())})
		}
		return "Duplicate row hashes after the CDC merge:\n\n" + psqlTable([]string{"row_md5", "n", "max_loaded_at"}, rows)
	})
	regC("c_mapbox_public", func(g *G, l *L) string {
		pk := "pk." + b64u(fmt.Sprintf(`{"u":"acme-maps","a":"%s"}`, g.rs(lowdig, 12))) + "." + g.rs(b64url, 22)
		return fmt.Sprintf("Public Mapbox token for the kepler.gl demo (URL-restricted):\n\n```python\nmap_1 = KeplerGl(height=600, config={\"mapStyle\": {\"mapboxApiAccessToken\": \"%s\"}})\nmap_1.add_data(data=stores, name=\"stores\")\n```\nStripe publishable key used on the same page: %s", l.K(pk), l.K("pk_live_"+g.rsMixed(alnum, 24)))
	})
	regC("c_version_matrix", func(g *G, l *L) string {
		return fmt.Sprintf("Environment:\n- Python %s\n- pyspark %s (Databricks Runtime %s)\n- delta-spark %s\n- CUDA %s / cuDF %s\n- dataset: %s rows, %s on disk", l.K("3.11.9"), l.K("3.5.1"), l.K("15.4 LTS"), l.K("3.2.0"), l.K("12.4"), l.K("24.08.02"), l.K("1,048,576"), l.K("2.3 GiB"))
	})
	regC("c_sample_seed_split", func(g *G, l *L) string {
		return fmt.Sprintf(">>> df.sample(frac=0.1, random_state=%s).index[:6].tolist()\n[%s, %s, %s, %s, %s, %s]", l.K("1234"), l.K(fmt.Sprint(g.n(10000, 999999))), fmt.Sprint(g.n(10000, 999999)), fmt.Sprint(g.n(10000, 999999)), fmt.Sprint(g.n(10000, 999999)), fmt.Sprint(g.n(10000, 999999)), l.K(fmt.Sprint(g.n(10000, 999999))))
	})
}

// usPhoneShapeID: a ten-digit order id (not handed out as a phone).
func (g *G) usPhoneShapeID() string { return fmt.Sprint(g.n(2, 9)) + g.rs("0123456789", 9) }
