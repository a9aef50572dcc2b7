package main

import (
	"fmt"
	"strings"
)

var intros = map[string][]string{
	"en": {"Quick pandas question.", "Can someone explain why this happens?", "I'm stuck on this, any help appreciated.", "Running this in a Jupyter notebook:", "Not sure what I'm doing wrong here.", "Here's my output, the dedupe step doesn't seem to work:", "Working on a churn model, data looks like this:", "Hi all, first time posting.", "This worked yesterday and now it doesn't.", "Minimal repro below."},
	"de": {"Kurze Frage zu pandas:", "Ich komme hier nicht weiter, kann jemand helfen?", "Folgendes passiert in meinem Notebook:", "Warum sieht die Ausgabe so aus?", "Hallo zusammen, ich habe ein Problem mit meinem DataFrame."},
	"es": {"Tengo una duda con pandas:", "¿Alguien sabe por qué pasa esto?", "Estoy limpiando una base de clientes y me sale esto:", "Hola, necesito ayuda con esta consulta.", "No entiendo esta salida:"},
	"pt": {"Pessoal, alguém pode me ajudar?", "Estou com um problema no meu notebook do Colab:", "Por que isso acontece?", "Tenho um DataFrame de clientes assim:", "Olá! Minha consulta retorna isso:"},
	"fr": {"Petite question sur pandas :", "Quelqu'un peut m'expliquer ce résultat ?", "J'ai ce problème dans mon notebook :", "Bonjour, je bloque sur ceci.", "Voici la sortie que j'obtiens :"},
	"ja": {"pandasについて質問です。", "以下のエラーが出ます。原因がわかりません。", "Jupyterで実行すると次のようになります：", "データクレンジング中に困っています。"},
	"zh": {"请问pandas这个问题怎么解决？", "在Jupyter里运行出现下面的结果：", "清洗用户数据的时候遇到一个问题：", "大家好，求助一下。"},
}

func (g *G) intro(loc string) string { return g.pick(intros[loc]) }

func (g *G) locNonEN() string { return g.pick([]string{"de", "es", "pt", "fr", "ja", "zh"}) }

var colNames = map[string][]string{ // name, email, phone, city, zip
	"en": {"name", "email", "phone", "city", "zip"},
	"de": {"Name", "E-Mail", "Telefon", "Ort", "PLZ"},
	"es": {"nombre", "correo", "telefono", "ciudad", "cod_postal"},
	"pt": {"nome", "email", "celular", "cidade", "cep"},
	"fr": {"nom", "courriel", "telephone", "ville", "code_postal"},
	"ja": {"氏名", "メールアドレス", "電話番号", "市区町村", "郵便番号"},
	"zh": {"姓名", "邮箱", "手机号", "城市", "邮编"},
}

func registerPII() {
	reg("pd_head_customers", func(g *G, l *L) string {
		n := g.n(3, 5)
		var rows [][]string
		for i := 0; i < n; i++ {
			p := g.person("en")
			rows = append(rows, []string{l.K(g.id(6)), p.Full, l.E(p.Email), l.Ph(p.Phone), l.K(g.date()), l.K(g.money())})
		}
		return g.intro("en") + "\n\n>>> df.head()\n" + pandasTable([]string{"customer_id", "full_name", "email", "phone", "signup_date", "ltv_usd"}, rows, seqIdx(0, n))
	})
	reg("pd_head_locale", func(g *G, l *L) string {
		loc := g.locNonEN()
		c := colNames[loc]
		n := g.n(3, 4)
		var rows [][]string
		for i := 0; i < n; i++ {
			p := g.person(loc)
			rows = append(rows, []string{p.Full, l.E(p.Email), l.Ph(p.Phone), p.City, l.K(p.Zip)})
		}
		return g.intro(loc) + "\n\n```\n" + pandasTable(c, rows, seqIdx(0, n)) + "\n```"
	})
	reg("pd_wide_truncated", func(g *G, l *L) string {
		n := 5
		var rows [][]string
		for i := 0; i < n; i++ {
			p := g.person("en")
			rows = append(rows, []string{l.K(g.uuid()), l.E(p.Email), "...", l.K(g.f4()), fmt.Sprint(g.n(0, 1))})
		}
		return "df.head() of the joined table — why are there 212 columns?\n\n" + pandasTable([]string{"user_id", "email", "...", "churn_score", "churned"}, rows, seqIdx(0, n)) + fmt.Sprintf("\n\n[5 rows x %d columns]", 212)
	})
	reg("pd_hr_ssn", func(g *G, l *L) string {
		n := g.n(3, 5)
		var rows [][]string
		for i := 0; i < n; i++ {
			p := g.person("en")
			rows = append(rows, []string{l.K("E" + g.id(5)), p.Full, l.S(g.ssn()), g.pick([]string{"Finance", "Ops", "Sales", "R&D"}), l.K(fmt.Sprintf("%d.00", g.n(52, 190)*1000))})
		}
		return "Payroll extract — I need to join this on employee_id but the ssn column comes through as object:\n\n```\n" + pandasTable([]string{"employee_id", "name", "ssn", "dept", "salary"}, rows, seqIdx(0, n)) + "\n```"
	})
	reg("pd_ssn_int_col", func(g *G, l *L) string {
		n := g.n(3, 5)
		var rows [][]string
		for i := 0; i < n; i++ {
			rows = append(rows, []string{l.K(g.id(7)), l.S(g.ssnBare()), l.K(g.date())})
		}
		return "read_csv turned the ssn column into int64 and dropped the dashes (and leading zeros?). How do I keep it as a zero-padded string?\n\n" + pandasTable([]string{"member_id", "ssn", "dob"}, rows, seqIdx(0, n)) + "\n\n>>> df.ssn.dtype\ndtype('int64')"
	})
	reg("pd_info_sample", func(g *G, l *L) string {
		rows := [][]string{}
		idx := []string{}
		for i := 0; i < 3; i++ {
			p := g.person("en")
			rows = append(rows, []string{l.E(p.Email), l.Ph(p.Phone), l.K(g.ts())})
			idx = append(idx, l.K(fmt.Sprint(g.n(1000, 48000))))
		}
		info := fmt.Sprintf("<class 'pandas.core.frame.DataFrame'>\nRangeIndex: %s entries, 0 to %d\nData columns (total 3 columns):\n #   Column      Non-Null Count  Dtype \n---  ------      --------------  ----- \n 0   email       48213 non-null  object\n 1   phone       41877 non-null  object\n 2   created_at  48213 non-null  object\ndtypes: object(3)\nmemory usage: 1.1+ MB", "48213", 48212)
		return ">>> df.info()\n" + info + "\n>>> df.sample(3, random_state=" + l.K("42") + ")\n" + pandasTable([]string{"email", "phone", "created_at"}, rows, idx)
	})
	reg("pd_value_counts_email", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("Some customers appear several times — is this a join fan-out?\n\n>>> orders['email'].value_counts().head()\nemail\n")
		for i := 0; i < 5; i++ {
			b.WriteString(l.E(g.emailAny()) + "    " + fmt.Sprint(g.n(12-2*i, 40-6*i)) + "\n")
		}
		b.WriteString("Name: count, dtype: int64")
		return b.String()
	})
	reg("pd_duplicated", func(g *G, l *L) string {
		p := g.person(g.pick([]string{"en", "es", "fr"}))
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.K(g.id(8)), p.Full, p.Email, l.K(g.tsISO())})
		}
		l.E(p.Email)
		return "drop_duplicates(subset=['email']) keeps the wrong row, I want the latest updated_at:\n\n>>> df[df.duplicated('email', keep=False)]\n" + pandasTable([]string{"crm_id", "name", "email", "updated_at"}, rows, seqIdx(g.n(100, 9000), 3))
	})
	reg("pd_series_phone", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString(">>> contacts['phone'].head(6)\n")
		for i := 0; i < 6; i++ {
			loc := g.pick([]string{"en", "en", "uk", "mx", "de"})
			fmt.Fprintf(&b, "%d    %s\n", i, l.Ph(g.phone(loc)))
		}
		b.WriteString("Name: phone, dtype: object\n\nHow do I normalise these to E.164 before loading to Braze?")
		return b.String()
	})
	reg("pd_loc_row", func(g *G, l *L) string {
		p := g.person("en")
		idx := l.K(fmt.Sprint(g.n(1000, 99999)))
		return fmt.Sprintf("This row breaks the model scoring step:\n\n>>> df.loc[%s]\ncustomer_id          %s\nfirst_name           %s\nlast_name            %s\nemail                %s\nphone                %s\ncard_number          %s\nzip                  %s\nlast_txn_amount      %s\nName: %s, dtype: object",
			idx, l.K(g.id(9)), p.First, p.Last, l.E(p.Email), l.Ph(p.Phone), l.C(g.card(g.brand(), "plain")), l.K(p.Zip), l.K(g.money()), idx)
	})
	reg("pd_to_dict", func(g *G, l *L) string {
		p := g.person(g.pick(locs))
		return fmt.Sprintf(">>> df.iloc[0].to_dict()\n{'id': %s, 'nombre': '%s', 'email': '%s', 'telefono': '%s', 'score': %s, 'segment': 'B2C', 'created': Timestamp('%s')}",
			l.K(g.id(6)), p.Full, l.E(p.Email), l.Ph(p.Phone), l.K(g.f4()), l.K(g.ts()))
	})
	reg("pd_to_json_records", func(g *G, l *L) string {
		var recs []string
		for i := 0; i < 3; i++ {
			p := g.person("en")
			recs = append(recs, fmt.Sprintf(`{"user_id":%s,"email":"%s","phone":"%s","plan":"pro","mrr":%s}`, l.K(g.id(7)), l.E(p.Email), l.Ph(p.Phone), l.K(g.money())))
		}
		return "df.to_json(orient='records') gives me this but the API wants snake_case keys nested under \"attributes\":\n\n[" + strings.Join(recs, ",") + "]"
	})
	reg("pd_fraud_cards", func(g *G, l *L) string {
		n := g.n(4, 6)
		var rows [][]string
		for i := 0; i < n; i++ {
			rows = append(rows, []string{l.K(g.tsISO()[:19]), l.C(g.card(g.brand(), "plain")), l.K(g.money()), g.pick([]string{"AMAZON MKTPL", "SHELL OIL 5741", "UBER *TRIP", "STEAMGAMES.COM", "WALMART #2291"}), fmt.Sprint(g.n(0, 1))})
		}
		return "Building a fraud classifier on our issuer data. Should card_number be a feature at all or only the BIN?\n\n" + pandasTable([]string{"trans_date_trans_time", "cc_num", "amt", "merchant", "is_fraud"}, rows, seqIdx(0, n))
	})
	reg("pd_card_spaced", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("`pd.to_numeric(df['card'])` fails because of spaces/dashes:\n\n>>> df['card'].head()\n")
		for i := 0; i < 4; i++ {
			st := g.pick([]string{"space", "dash"})
			fmt.Fprintf(&b, "%d    %s\n", i, l.C(g.card(g.brand(), st)))
		}
		b.WriteString("Name: card, dtype: object\n\nValueError: Unable to parse string \"" + l.C(g.card("visa", "space")) + "\" at position 4")
		return b.String()
	})
	reg("pd_astype_phone_err", func(g *G, l *L) string {
		ph := l.Ph(g.usPhoneDash())
		return fmt.Sprintf("```\n---------------------------------------------------------------------------\nValueError                                Traceback (most recent call last)\nCell In[%s], line 3\n      1 df = pd.read_csv('leads_%s.csv')\n----> 3 df['phone'] = df['phone'].astype(int)\n\nFile /opt/conda/lib/python3.11/site-packages/pandas/core/generic.py:6643, in NDFrame.astype(self, dtype, copy, errors)\n\nValueError: invalid literal for int() with base 10: '%s'\n```", l.K(fmt.Sprint(g.n(10, 99))), l.K(g.date()), ph)
	})
	reg("pd_to_datetime_err", func(g *G, l *L) string {
		e := l.E(g.emailAny())
		pos := g.n(10, 9000)
		return fmt.Sprintf("Columns seem shifted after reading the export:\n\nDateParseError: Unknown datetime string format, unable to parse: %s, at position %d\n\nThe signup_date column has an email in row %d, so I guess a comma inside a quoted name broke it?", e, pos, pos)
	})
	reg("pd_markdown", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person(g.pick([]string{"en", "fr", "es"}))
			rows = append(rows, []string{fmt.Sprint(i), l.K(g.id(5)), p.Full, l.E(p.Email), l.Ph(p.Phone), l.K(g.date())})
		}
		return "Output of df.to_markdown() for the ticket:\n\n" + mdTable([]string{"", "account_id", "contact", "email", "phone", "renewal"}, rows)
	})
	reg("pd_describe_object", func(g *G, l *L) string {
		e := l.E(g.emailAny())
		ph := l.Ph(g.usPhoneParen())
		return fmt.Sprintf(">>> df.describe(include='object')\n                                  email            phone  country\ncount                             %s            %s    %s\nunique                            %s            %s       38\ntop     %30s   %14s       US\nfreq                                 %d               %d    %s\n\nWhy is the top email repeated %d times if user_id is unique?",
			l.K("120393"), l.K("118211"), l.K("120393"), l.K("119877"), l.K("117520"), e, ph, 57, 31, l.K("81230"), 57)
	})
	reg("pd_groupby_email", func(g *G, l *L) string {
		var rows [][]string
		var idx []string
		for i := 0; i < 4; i++ {
			idx = append(idx, l.E(g.emailAny()))
			rows = append(rows, []string{fmt.Sprint(g.n(1, 40)), l.K(g.money()), l.K(g.date())})
		}
		return ">>> df.groupby('email').agg(n_orders=('order_id','nunique'), revenue=('amount','sum'), last=('order_date','max')).nlargest(4,'revenue')\n" + pandasTable([]string{"n_orders", "revenue", "last"}, rows, idx)
	})
	reg("pd_regex_extract", func(g *G, l *L) string {
		p1 := l.Ph(g.usPhoneDash())
		p2 := l.Ph(g.phone("en"))
		e := l.E(g.emailAny())
		return fmt.Sprintf("My regex misses some numbers in the free-text notes column:\n\n```python\nnotes = pd.Series([\n    \"pls call me back at %s after 5pm\",\n    \"new number %s, old one disconnected\",\n    \"email instead: %s\",\n    \"ticket #%s resolved\",\n])\nnotes.str.extract(r'(\\d{3}-\\d{3}-\\d{4})')\n```\n\nOnly the first row matches.", p1, p2, e, l.K(g.id(6)))
	})
	reg("pd_phone_normalize", func(g *G, l *L) string {
		a, e, n := g.nanp()
		in := l.Ph(g.fresh(func() string { return "(" + a + ") " + e + "-" + n }))
		out := l.Ph(g.fresh(func() string { return "+1" + a + e + n }))
		in2 := l.Ph(g.phone("uk"))
		return fmt.Sprintf("```python\ndef to_e164(s):\n    return phonenumbers.format_number(phonenumbers.parse(s, 'US'), phonenumbers.PhoneNumberFormat.E164)\n\nprint(to_e164('%s'))   # -> %s\nprint(to_e164('%s'))\n```\nThe UK one raises NumberParseException (country code missing?) — phonenumbers==%s", in, out, in2, l.K("8.13.42"))
	})
	reg("polars_print", func(g *G, l *L) string {
		var rows [][]string
		n := g.n(3, 5)
		for i := 0; i < n; i++ {
			p := g.person(g.pick([]string{"en", "de", "fr"}))
			rows = append(rows, []string{l.K(g.id(6)), `"` + l.E(p.Email) + `"`, `"` + l.Ph(p.Phone) + `"`, l.K(g.f4())})
		}
		return "polars join output:\n\n" + polarsTable([]string{"user_id", "email", "phone", "propensity"}, []string{"i64", "str", "str", "f64"}, rows)
	})
	reg("polars_glimpse", func(g *G, l *L) string {
		var es, ps []string
		for i := 0; i < 3; i++ {
			es = append(es, "'"+l.E(g.emailAny())+"'")
			ps = append(ps, "'"+l.Ph(g.usPhoneDash())+"'")
		}
		return fmt.Sprintf(">>> df.glimpse()\nRows: %s\nColumns: 4\n$ id         <i64> %s, %s, %s\n$ email      <str> %s\n$ phone      <str> %s\n$ is_active <bool> true, false, true", l.K("2184410"), l.K(g.id(7)), l.K(g.id(7)), l.K(g.id(7)), strings.Join(es, ", "), strings.Join(ps, ", "))
	})
	reg("spark_show", func(g *G, l *L) string {
		var rows [][]string
		n := g.n(3, 6)
		for i := 0; i < n; i++ {
			p := g.person("en")
			rows = append(rows, []string{l.K(g.id(8)), l.E(p.Email), l.Ph(p.Phone), l.K(p.Zip), l.K(g.ts())})
		}
		return "df.show(" + fmt.Sprint(n) + ", truncate=False)\n" + sparkTable([]string{"cust_id", "email_addr", "phone_nbr", "zip5", "load_ts"}, rows) + fmt.Sprintf("\nonly showing top %d rows", n)
	})
	reg("spark_show_vertical", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString(">>> df.filter(col('cust_id') == 771).show(vertical=True, truncate=False)\n")
		for i := 0; i < 2; i++ {
			p := g.person(g.pick([]string{"en", "pt"}))
			fmt.Fprintf(&b, "-RECORD %d----------------------------\n cust_id   | 771\n email     | %s\n phone     | %s\n ssn       | %s\n ingest_dt | %s\n", i, l.E(p.Email), l.Ph(p.Phone), l.S(g.ssn()), l.K(g.date()))
		}
		b.WriteString("\nWhy two records for one customer after the SCD2 merge?")
		return b.String()
	})
	reg("spark_collect", func(g *G, l *L) string {
		var rs []string
		for i := 0; i < 3; i++ {
			p := g.person("en")
			rs = append(rs, fmt.Sprintf("Row(id=%s, email='%s', phone='%s', ltv=%s)", l.K(g.id(5)), l.E(p.Email), l.Ph(p.Phone), l.K(g.money())))
		}
		return ">>> spark.sql(\"SELECT id, email, phone, ltv FROM gold.customers LIMIT 3\").collect()\n[" + strings.Join(rs, ",\n ") + "]"
	})
	reg("spark_schema_ssn", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			rows = append(rows, []string{l.K(g.id(6)), l.S(g.ssn()), l.K(g.date()), "W2"})
		}
		return "root\n |-- emp_id: long (nullable = true)\n |-- ssn: string (nullable = true)\n |-- hire_date: date (nullable = true)\n |-- form: string (nullable = true)\n\n" + sparkTable([]string{"emp_id", "ssn", "hire_date", "form"}, rows) + "\n\nHow do I apply a column mask to ssn in Unity Catalog?"
	})
	reg("r_tibble", func(g *G, l *L) string {
		var rows [][]string
		n := g.n(3, 5)
		for i := 0; i < n; i++ {
			p := g.person("en")
			rows = append(rows, []string{l.K(g.id(5)), l.E(p.Email), l.Ph(g.usPhoneDash()), l.K(g.date())})
		}
		return "> customers %>% filter(!is.na(email))\n" + tibble([]string{"id", "email", "phone", "first_seen"}, []string{"<int>", "<chr>", "<chr>", "<date>"}, rows) + fmt.Sprintf("\n# ℹ %s more rows", l.K("14,203"))
	})
	reg("r_dataframe", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("> head(clientes, 3)\n     nombre                 correo        telefono\n")
		for i := 1; i <= 3; i++ {
			p := g.person("es")
			fmt.Fprintf(&b, "%d %s %s %s\n", i, padL(p.Full, 14), padL(l.E(p.Email), 30), l.Ph(p.Phone))
		}
		b.WriteString("\n¿Cómo quito los espacios del teléfono con stringr?")
		return b.String()
	})
	reg("r_str", func(g *G, l *L) string {
		e1, e2 := l.E(g.emailAny()), l.E(g.emailAny())
		p1, p2 := l.Ph(g.usPhoneParen()), l.Ph(g.usPhoneParen())
		return fmt.Sprintf("> str(df)\n'data.frame':\t%s obs. of  4 variables:\n $ id   : int  %s %s ...\n $ email: chr  \"%s\" \"%s\" ...\n $ phone: chr  \"%s\" \"%s\" ...\n $ spend: num  %s %s ...", l.K("8812"), l.K(g.id(5)), l.K(g.id(5)), e1, e2, p1, p2, l.K(g.money()), l.K(g.money()))
	})
	reg("psql_result", func(g *G, l *L) string {
		var rows [][]string
		n := g.n(3, 5)
		for i := 0; i < n; i++ {
			p := g.person("en")
			rows = append(rows, []string{l.K(g.id(6)), l.E(p.Email), l.Ph(p.Phone), l.K(g.ts())})
		}
		return "analytics=> SELECT id, email, phone, created_at FROM users WHERE created_at > now() - interval '1 day' ORDER BY 1 LIMIT " + fmt.Sprint(n) + ";\n" + psqlTable([]string{"id", "email", "phone", "created_at"}, rows)
	})
	reg("psql_expanded", func(g *G, l *L) string {
		var b strings.Builder
		b.WriteString("analytics=> \\x\nExpanded display is on.\nanalytics=> SELECT * FROM applicants WHERE id IN (" + "4411, 4412);\n")
		for i := 1; i <= 2; i++ {
			p := g.person("en")
			fmt.Fprintf(&b, "-[ RECORD %d ]---+---------------------\nid              | %d\nfull_name       | %s\nemail           | %s\nssn             | %s\ncard_on_file    | %s\nsubmitted_at    | %s\n", i, 4410+i, p.Full, l.E(p.Email), l.S(g.ssn()), l.C(g.card(g.brand(), "dash")), l.K(g.ts()))
		}
		return b.String()
	})
	reg("bq_json_rows", func(g *G, l *L) string {
		var recs []string
		for i := 0; i < 3; i++ {
			p := g.person(g.pick([]string{"en", "pt"}))
			recs = append(recs, fmt.Sprintf("  {\n    \"user_pseudo_id\": \"%s\",\n    \"user_email\": \"%s\",\n    \"phone_number\": \"%s\",\n    \"event_count\": \"%d\"\n  }", l.K(fmt.Sprintf("%d.%d", g.n(100000000, 999999999), g.n(1600000000, 1730000000))), l.E(p.Email), l.Ph(p.Phone), g.n(1, 300)))
		}
		return "BigQuery console → JSON tab. The GA4 export shouldn't contain emails at all, how did this get in?\n\n[\n" + strings.Join(recs, ",\n") + "\n]"
	})
	reg("bq_cli_table", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 4; i++ {
			p := g.person("en")
			rows = append(rows, []string{l.E(p.Email), fmt.Sprint(g.n(1, 90)), l.K(g.money())})
		}
		return "$ bq query --use_legacy_sql=false 'SELECT email, COUNT(*) n, SUM(revenue) rev FROM `" + l.K("acme-prod-"+g.id(6)) + ".crm.orders` GROUP BY 1 ORDER BY 3 DESC LIMIT 4'\nWaiting on bqjob_r" + g.rs(hexd, 16) + "_00000191" + g.rs(hexd, 8) + "_1 ... (1s) Current status: DONE\n" + asciiBox([]string{"email", "n", "rev"}, rows)
	})
	reg("snowsql_result", func(g *G, l *L) string {
		var rows [][]string
		n := g.n(2, 4)
		for i := 0; i < n; i++ {
			p := g.person(g.pick([]string{"en", "de"}))
			rows = append(rows, []string{l.K(g.id(7)), strings.ToUpper(p.Email), l.Ph(p.Phone), l.K(g.date())})
			l.E(strings.ToUpper(p.Email))
		}
		return "ANALYST#COMPUTE_WH@RAW.SALESFORCE>select contact_id, email, phone, last_modified from contacts where email ilike '%@%' limit " + fmt.Sprint(n) + ";\n" + asciiBox([]string{"CONTACT_ID", "EMAIL", "PHONE", "LAST_MODIFIED"}, rows) + fmt.Sprintf("\n%d Row(s) produced. Time Elapsed: %s", n, l.K(fmt.Sprintf("0.%03ds", g.n(100, 999))))
	})
	reg("databricks_sql_cell", func(g *G, l *L) string {
		var rows [][]string
		for i := 0; i < 3; i++ {
			p := g.person(g.pick([]string{"en", "es"}))
			rows = append(rows, []string{l.K(g.uuid()), l.E(p.Email), l.C(g.card(g.brand(), "plain")), l.K(g.money())})
		}
		return "%sql\nSELECT order_uuid, buyer_email, pan, total FROM main.bronze.checkout_events LIMIT 3\n\n" + mdTable([]string{"order_uuid", "buyer_email", "pan", "total"}, rows) + "\n\nPAN shouldn't be in bronze unencrypted, right? Who owns this pipeline"
	})
	reg("sql_insert", func(g *G, l *L) string {
		var vals []string
		for i := 0; i < 3; i++ {
			p := g.person("en")
			vals = append(vals, fmt.Sprintf("(%s, '%s', '%s', '%s', '%s')", l.K(g.id(5)), strings.ReplaceAll(p.Full, "'", "''"), l.E(p.Email), l.Ph(p.Phone), l.S(g.ssn())))
		}
		return "Seeding the staging table for the dbt tests:\n\n```sql\nINSERT INTO stg.customers (id, full_name, email, phone, ssn) VALUES\n" + strings.Join(vals, ",\n") + ";\n```"
	})
	reg("sql_where_literal", func(g *G, l *L) string {
		e := l.E(g.emailAny())
		return fmt.Sprintf("Why does this return 0 rows when I can see the user in the UI?\n\n```sql\nSELECT *\nFROM prod.users u\nJOIN prod.subscriptions s ON s.user_id = u.id\nWHERE u.email = '%s'\n  AND s.status = 'active'\n  AND s.created_at >= '%s';\n```", e, l.K(g.date()))
	})
	reg("pg_unique_violation", func(g *G, l *L) string {
		e := l.E(g.emailAny())
		return fmt.Sprintf("psycopg2.errors.UniqueViolation: duplicate key value violates unique constraint \"users_email_key\"\nDETAIL:  Key (email)=(%s) already exists.\n\nI'm using df.to_sql('users', engine, if_exists='append', index=False, chunksize=%s) — how do I upsert instead?", e, l.K("5000"))
	})
	reg("pg_failing_row", func(g *G, l *L) string {
		p := g.person("en")
		return fmt.Sprintf("ERROR:  new row for relation \"leads\" violates check constraint \"leads_phone_check\"\nDETAIL:  Failing row contains (%s, %s, %s, %s, null, %s, f).\nSQL state: 23514", l.K(g.id(6)), p.Full, l.E(p.Email), l.Ph(g.usPhoneDash()), l.K(g.ts()+".000000+00"))
	})
	reg("sqlalchemy_integrity", func(g *G, l *L) string {
		p := g.person("en")
		return fmt.Sprintf("sqlalchemy.exc.IntegrityError: (pymysql.err.IntegrityError) (1062, \"Duplicate entry '%s' for key 'customers.email'\")\n[SQL: INSERT INTO customers (name, email, phone, created_at) VALUES (%%(name)s, %%(email)s, %%(phone)s, %%(created_at)s)]\n[parameters: {'name': '%s', 'email': '%s', 'phone': '%s', 'created_at': datetime.datetime(%s)}]\n(Background on this error at: https://sqlalche.me/e/20/gkpj)",
			l.E(p.Email), p.Full, p.Email, l.Ph(p.Phone), l.K(fmt.Sprintf("%d, %d, %d, %d, %d", g.n(2022, 2025), g.n(1, 12), g.n(1, 28), g.n(0, 23), g.n(0, 59))))
	})
}

// registerPII's helpers below keep e-mail labels of repeated values single.
func init() {}
