package main

import (
	"fmt"
	"strings"
)

func urlEnc(e string) string {
	return strings.ReplaceAll(strings.ReplaceAll(e, "@", "%40"), "+", "%2B")
}

func registerPII4() {
	reg("pd_phone_float", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			ph := "NaN"
			if i != 2 {
				ph = l.Ph(g.usPhoneDigits()) + ".0"
			}
			rows = append(rows, []string{l.K(g.id(6)), ph, l.K(g.date())})
		}
		return "The phone column became float64 because of the NaNs, how do I get it back to a string without the .0?\n\n" + pandasTable([]string{"lead_id", "phone", "created"}, rows, seqIdx(0, 4)) + "\n\n>>> df.phone.dtype\ndtype('float64')"
	})
	reg("polars_phone_i64", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.K(g.id(7)), l.Ph(g.usPhoneDigits()), `"` + l.E(g.emailAny()) + `"`})
		}
		return "polars inferred phone as i64:\n\n" + polarsTable([]string{"id", "phone", "email"}, []string{"i64", "i64", "str"}, rows)
	})
	reg("ja_phone_nohyphen", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person("ja")
			rows = append(rows, []string{l.K(g.id(5)), p.Full, l.Ph(g.fresh(func() string {
				return g.pick([]string{"090", "080", "070"}) + fmt.Sprintf("%08d", g.n(10000000, 99999999))
			})), l.K(p.Zip)})
		}
		return "電話番号の列が数値として読み込まれて先頭の0が消えてしまいます。dtype=strを指定した結果：\n\n" + pandasTable([]string{"会員ID", "氏名", "電話番号", "郵便番号"}, rows, seqIdx(0, 3))
	})
	reg("zh_mobile_bare_csv", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person("zh")
			m := g.fresh(func() string {
				return g.pick([]string{"138", "139", "150", "186", "177", "159"}) + fmt.Sprintf("%08d", g.n(0, 99999999))
			})
			rows = append(rows, []string{l.K(g.id(8)), p.Full, l.Ph(m), l.E(p.Email)})
		}
		return "读CSV的时候手机号列怎么指定成字符串？原始文件：\n\n" + csvJoin(",", []string{"用户ID", "姓名", "手机号", "邮箱"}, rows)
	})
	reg("br_celular_bare", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person("pt")
			m := g.fresh(func() string {
				return g.pick([]string{"11", "21", "31", "41", "51"}) + "9" + fmt.Sprintf("%08d", g.n(10000000, 99999999))
			})
			rows = append(rows, []string{p.Full, l.E(p.Email), l.Ph(m), l.K(p.Zip)})
		}
		return "Exportei do CRM e o celular veio sem máscara, como formato para (11) 9XXXX-XXXX?\n\n" + pandasTable([]string{"nome", "email", "celular", "cep"}, rows, seqIdx(0, 3))
	})
	reg("fr_tel_bare", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person("fr")
			m := g.fresh(func() string { return "0" + fmt.Sprint(g.pick2(6, 7)) + fmt.Sprintf("%08d", g.n(10000000, 99999999)) })
			rows = append(rows, []string{p.Full, l.Ph(m), l.K(p.Zip)})
		}
		return "Le zéro initial disparaît quand j'écris en Excel :\n\n" + csvJoin(";", []string{"nom", "téléphone", "code_postal"}, rows)
	})
	reg("ga4_page_location", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			e := l.E(urlEnc(g.emailAny()))
			rows = append(rows, []string{l.K(g.rs("0123456789", 10) + "." + fmt.Sprint(g.n(1690000000, 1730000000))), "https://shop.acme-outdoor.com/checkout/confirm?email=" + e + "&step=" + fmt.Sprint(g.n(2, 4))})
		}
		return "Our GA4 export has emails in page_location (the form uses GET). How do I strip the query param in BigQuery before it lands in the mart?\n\n" + asciiBox([]string{"user_pseudo_id", "page_location"}, rows)
	})
	reg("html_nb_output", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("\"outputs\": [{\"data\": {\"text/html\": [\n")
		b.WriteString("    \"<table border=\\\"1\\\" class=\\\"dataframe\\\">\\n\",\n    \"  <thead><tr><th></th><th>email</th><th>phone</th><th>score</th></tr></thead>\\n\",\n")
		for i := 0; i < 3; i++ {
			fmt.Fprintf(&b, "    \"  <tr><th>%d</th><td>%s</td><td>%s</td><td>%s</td></tr>\\n\",\n", i, l.E(g.emailAny()), l.Ph(g.usPhoneDash()), l.K(g.f4()))
		}
		b.WriteString("    \"</table>\"\n  ]}, \"execution_count\": " + fmt.Sprint(g.n(3, 80)) + ", \"metadata\": {}, \"output_type\": \"execute_result\"}]")
		return "nbstripout didn't remove this output from the committed notebook:\n\n" + b.String()
	})
	reg("hubspot_json", func(g *G, l *L) string {
		p := g.person("en")
		return fmt.Sprintf("{\n  \"id\": \"%s\",\n  \"properties\": {\n    \"email\": \"%s\",\n    \"firstname\": \"%s\",\n    \"phone\": \"%s\",\n    \"mobilephone\": \"%s\",\n    \"hs_object_id\": \"%s\",\n    \"createdate\": \"%s\"\n  },\n  \"archived\": false\n}\n\npd.json_normalize flattens it to properties.email etc — how do I strip the prefix?", l.K(g.id(11)), l.E(p.Email), p.First, l.Ph(g.usPhoneDigits()), l.Ph(g.phone("en")), g.id(11), l.K(g.tsISO()))
	})
	reg("stripe_customer_json", func(g *G, l *L) string {
		p := g.person(g.pick([]string{"en", "fr", "de"}))
		return fmt.Sprintf("{'id': '%s', 'object': 'customer', 'email': '%s', 'name': '%s', 'phone': '%s', 'created': %s, 'invoice_prefix': '%s', 'livemode': True}", l.K("cus_"+g.rsMixed(alnum, 14)), l.E(p.Email), p.Full, l.Ph(p.Phone), l.K(fmt.Sprint(g.n(1600000000, 1730000000))), l.K(strings.ToUpper(g.rs(hexd, 8))))
	})
	reg("spark_numberformat", func(g *G, l *L) string {
		e := l.E(g.emailAny())
		return fmt.Sprintf("org.apache.spark.SparkException: Job aborted due to stage failure: Task 3 in stage %d.0 failed 4 times, most recent failure: Lost task 3.3 in stage %d.0 (TID %s): org.apache.spark.SparkNumberFormatException: [CAST_INVALID_INPUT] The value '%s' of the type \"STRING\" cannot be cast to \"BIGINT\" because it is malformed.", 14, 14, l.K(fmt.Sprint(g.n(1000, 9999))), e)
	})
	reg("card_sci_notation", func(g *G, l *L) string {
		c := g.card("visa", "plain")
		l.C(c)
		sci := fmt.Sprintf("%s.%se+15", c[:1], c[1:7])
		return fmt.Sprintf("Excel mangled the card column into %s — but one row survived as text: %s. How do I read the original strings with openpyxl?", l.K(sci), c)
	})
	reg("cohere_positional", func(g *G, l *L) string {
		k := l.B(g.tok("cohere"))
		return fmt.Sprintf("co = cohere.Client(\"%s\")\nemb = co.embed(texts=docs[:96], model=\"embed-multilingual-v3.0\", input_type=\"search_document\").embeddings\nprint(len(emb), len(emb[0]))  # %s", k, l.K("96 1024"))
	})
	reg("mistral_env", func(g *G, l *L) string {
		return fmt.Sprintf("MISTRAL_API_KEY=%s\n\nclient = Mistral(api_key=os.environ[\"MISTRAL_API_KEY\"])\nres = client.chat.complete(model=\"mistral-small-latest\", messages=msgs)", l.B(g.tok("mistral")))
	})
	reg("odbc_conn_str", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("conn = pyodbc.connect(\"Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql-fin-%s.database.windows.net,1433;Database=finance;Uid=svc_reporting;Pwd=%s;Encrypt=yes;TrustServerCertificate=no;\")\ndf = pd.read_sql(\"SELECT TOP 100 * FROM dbo.Invoices\", conn)", g.rs(lowdig, 5), pw)
	})
	reg("jdbc_url_password", func(g *G, l *L) string {
		pw := l.B(g.urlPassword())
		return fmt.Sprintf("jdbc_url = \"jdbc:postgresql://%s:5432/analytics?user=etl&password=%s&ssl=true\"\ndf = spark.read.jdbc(jdbc_url, \"public.orders\", properties={\"driver\": \"org.postgresql.Driver\"})", g.host(), pw)
	})
	reg("snowflake_sqlalchemy_url", func(g *G, l *L) string {
		pw := l.B(g.urlPassword())
		return fmt.Sprintf("engine = create_engine(\"snowflake://%s:%s@%s/ANALYTICS/MARTS?warehouse=BI_WH&role=REPORTER\")\nwith engine.connect() as c:\n    print(c.execute(text(\"select current_role()\")).fetchone())", strings.ToLower(g.dbUser()), pw, l.K(g.sfAccount()))
	})
	reg("r_dbconnect", func(g *G, l *L) string {
		pw := l.B(g.password())
		return fmt.Sprintf("```r\ncon <- DBI::dbConnect(RPostgres::Postgres(),\n  host = \"%s\", dbname = \"analytics\",\n  user = \"%s\", password = \"%s\", port = 5432)\nSys.setenv(OPENAI_API_KEY = \"%s\")\n```\nError: connection to server failed: SSL SYSCALL error", g.host(), g.dbUser(), pw, l.B(g.tok("openai")))
	})
	reg("env_aws_secret", func(g *G, l *L) string {
		return fmt.Sprintf("import os\nos.environ[\"AWS_ACCESS_KEY_ID\"] = \"%s\"\nos.environ[\"AWS_SECRET_ACCESS_KEY\"] = \"%s\"\nos.environ[\"AWS_DEFAULT_REGION\"] = \"us-west-2\"\nwr.athena.read_sql_query(\"SELECT * FROM events LIMIT 10\", database=\"%s\")", l.K(g.akia()), l.B(g.tok("aws_secret")), "raw_events")
	})
	reg("dbt_cloud_token", func(g *G, l *L) string {
		t := l.B(g.fresh(func() string { return "dbtc_" + g.rsMixed(alnum+"_-", 50) }))
		return fmt.Sprintf("curl -X POST \"https://cloud.getdbt.com/api/v2/accounts/%s/jobs/%s/run/\" \\\n  -H \"Authorization: Token %s\" \\\n  -H \"Content-Type: application/json\" -d '{\"cause\": \"Triggered by Airflow\"}'", l.K(fmt.Sprint(g.n(10000, 99999))), l.K(fmt.Sprint(g.n(100000, 999999))), t)
	})
	reg("supabase_service_role", func(g *G, l *L) string {
		j := l.J(g.jwt())
		return fmt.Sprintf("supabase = create_client(\"https://%s.supabase.co\", \"%s\")\nrows = supabase.table(\"signups\").select(\"*\").gte(\"created_at\", \"%s\").execute().data", g.rs(lower, 20), j, l.K(g.date()))
	})
	reg("phone_with_ext", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			ext := fmt.Sprint(g.n(10, 9999))
			rows = append(rows, []string{g.pick([]string{"Acme Corp", "Globex", "Initech", "Umbrella Health", "Stark Logistics"}), l.Ph(g.usPhoneDash()) + " x" + l.K(ext), l.E(g.emailAny())})
		}
		return "How do I split the extension into its own column?\n\n" + pandasTable([]string{"account", "main_phone", "billing_contact"}, rows, seqIdx(0, 3))
	})
	reg("messy_emails", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString(">>> raw.email.head().tolist()\n[")
		var parts []string
		for i := 0; i < 4; i++ {
			p := g.person("en")
			e := p.Email
			switch i {
			case 0:
				e = strings.ToUpper(e[:1]) + e[1:]
			case 1:
				at := strings.Index(e, "@")
				e = g.fresh(func() string { return e[:at] + "+crm" + fmt.Sprint(g.n(1, 99)) + e[at:] })
			case 2:
				e = strings.ToUpper(e)
			}
			parts = append(parts, "'  "+l.E(e)+" '")
		}
		b.WriteString(strings.Join(parts, ", ") + "]\n\nshould I lowercase before dedupe, and does gmail ignore the +tag?")
		return b.String()
	})
	reg("copy_tsv_psql", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("analytics=> \\copy (SELECT id, email, phone, city FROM crm.contacts LIMIT 3) TO STDOUT\n")
		for i := 0; i < 3; i++ {
			p := g.person("en")
			fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", l.K(g.id(6)), l.E(p.Email), l.Ph(g.usPhoneDigits()), p.City)
		}
		return strings.TrimSuffix(b.String(), "\n")
	})
	reg("ssn_float_col", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.K(g.id(6)), l.S(g.ssnBare()) + ".0", l.K(g.money())})
		}
		return "SSN got read as float because some are missing:\n\n" + pandasTable([]string{"borrower_id", "SSN", "loan_amt"}, rows, seqIdx(0, 3)) + "\n\nhow to convert back to 'XXX-XX-XXXX'?"
	})
	reg("kafka_json_escaped", func(g *G, l *L) string {
		p := g.person("en")
		return fmt.Sprintf("The value column in the landed Delta table is double-encoded:\n\n>>> df.select('value').first()[0]\n'\"{\\\\\"user_id\\\\\":%s,\\\\\"email\\\\\":\\\\\"%s\\\\\",\\\\\"phone\\\\\":\\\\\"%s\\\\\"}\"'", l.K(g.id(7)), l.E(p.Email), l.Ph(p.Phone))
	})
}
