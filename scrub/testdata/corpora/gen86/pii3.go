package main

import (
	"fmt"
	"strings"
)

func plainPhone10() string { a, e, l := nanpParts(); return a + e + l }
func bareSSN() string      { a, g, s := ssnRaw(); return a + g + s }

var piiT3 = []T{
	{"csv_diff_plain_digits", func(b *B) string {
		var sb strings.Builder
		fmt.Fprintf(&sb, "diff --git a/spec/fixtures/employees.csv b/spec/fixtures/employees.csv\n%s\n+employee_id,name,phone,ssn,hired\n", b.k(hunk()))
		for i := 0; i < 3; i++ {
			f, l := person()
			fmt.Fprintf(&sb, "+%s,%s %s,%s,%s,%s\n", b.k("E"+digits(6)), f, l, b.p("phone", plainPhone10()), b.p("ssn", bareSSN()), date())
		}
		return strings.TrimRight(sb.String(), "\n")
	}},
	{"md_table_pr_phone_plain", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("Affected accounts (from prod, please delete after triage):\n\n| account | email | phone |\n|---|---|---|\n")
		for i := 0; i < 3; i++ {
			fmt.Fprintf(&sb, "| %s | %s | %s |\n", b.k("acct_"+tok(10)), b.email(), b.p("phone", plainPhone10()))
		}
		return strings.TrimRight(sb.String(), "\n")
	}},
	{"dict_diff_bare_ssn", func(b *B) string {
		return fmt.Sprintf("%s\n applicant = {\n-    \"ssn\": \"%s\",\n-    \"phone\": \"%s\",\n+    \"ssn\": fake.ssn(),\n+    \"phone\": fake.phone_number(),\n     \"loan_id\": \"%s\",\n }",
			b.k(hunk()), b.p("ssn", bareSSN()), b.p("phone", plainPhone10()), b.k("LN-"+digits(8)))
	}},
	{"ssn_spaced_labelled", func(b *B) string {
		a, g, s := ssnRaw()
		return fmt.Sprintf("def test_normalises_spaces():\n    assert normalize_ssn(\"%s\") == \"%s\"\n    # ticket %s",
			b.p("ssn", a+" "+g+" "+s), b.p("ssn", a+"-"+g+"-"+s), b.k("SEC-"+digits(4)))
	}},
	{"testdata_pan_list_diff", func(b *B) string {
		return fmt.Sprintf("--- a/testdata/pans.txt\n+++ b/testdata/pans.txt\n%s\n %s\n+%s\n+%s",
			b.k(hunk()), b.card(), b.p("credit_card", cardPlain()), b.p("credit_card", cardPlain()))
	}},
	{"diff_go_phone_strings", func(b *B) string {
		return fmt.Sprintf("%s\n var recipients = []string{\n-\t\"%s\",\n-\t\"%s\",\n+\tos.Getenv(\"ONCALL_PHONE\"),\n }",
			b.k(hunk()), b.p("phone", e164()), b.phone())
	}},
	{"firebase_service_account", func(b *B) string {
		body := pemBody(4)
		b.sec(body[1])
		b.sec(body[2])
		return fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n%s\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\"\n}",
			rs(6, lower), b.k(hexs(40)), strings.Join(body, "\\n"), b.k("firebase-adminsdk-"+rs(5, lower)+"@acme-prod.iam.gserviceaccount.com"), b.k(digits(21)))
	}},
	{"openssh_key_removed", func(b *B) string {
		var sb strings.Builder
		sb.WriteString("-----BEGIN OPENSSH PRIVATE KEY-----\n")
		lines := []string{"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"}
		for i := 0; i < 4; i++ {
			lines = append(lines, rs(70, b64s))
		}
		for i, ln := range lines {
			if i == 2 || i == 3 {
				b.sec(ln)
			}
			sb.WriteString("-" + ln + "\n")
		}
		return fmt.Sprintf("deleted file mode 100600\n%s\n--- a/.ssh/deploy_key\n+++ /dev/null\n@@ -1,7 +0,0 @@\n-%s-----END OPENSSH PRIVATE KEY-----", b.k(indexLine()), sb.String())
	}},
	{"authors_obfuscated_email", func(b *B) string {
		f, l := person()
		f2, l2 := person()
		e1 := emailFor(f, l)
		e2 := emailFor(f2, l2)
		ob1 := strings.Replace(strings.Replace(e1, "@", " at ", 1), ".", " dot ", -1)
		ob2 := strings.Replace(e2, "@", " (at) ", 1)
		return fmt.Sprintf("# AUTHORS\n%s %s <%s>\n%s %s <%s>\n# see git shortlog -sne for the rest (%s)",
			f, l, b.p("email", ob1), f2, l2, b.p("email", ob2), b.k(short()))
	}},
	{"tfvars_secrets", func(b *B) string {
		return fmt.Sprintf("# terraform.tfvars (should be in .gitignore!)\nregion        = \"us-west-2\"\ndb_password   = \"%s\"\ndatadog_api_key = \"%s\"\ninstance_type = \"t3.medium\"",
			b.sec(password()), b.sec(hexs(32)))
	}},
	{"pgpass_line", func(b *B) string {
		return fmt.Sprintf("$ cat ~/.pgpass\n%s:5432:analytics:etl_user:%s\nlocalhost:5432:*:postgres:postgres",
			b.k("warehouse.internal"), b.sec(password()))
	}},
	{"mailgun_datadog_ruby", func(b *B) string {
		return fmt.Sprintf("Mailgun.configure do |config|\n  config.api_key = '%s'\nend\nDatadog.configure { |c| c.api_key = '%s' } # %s",
			b.sec("key-"+hexs(32)), b.sec(hexs(32)), b.k(issue()))
	}},
	{"html_tel_mailto_diff", func(b *B) string {
		p := e164()
		e := email()
		return fmt.Sprintf("-<p>Questions? <a href=\"tel:%s\">call us</a> or <a href=\"mailto:%s\">email</a>.</p>\n+<p>Questions? <a href=\"/contact\">Contact support</a>.</p>",
			b.p("phone", p), b.p("email", e))
	}},
	{"uk_phone_with_zero", func(b *B) string {
		n := "+44 (0)20 " + fmt.Sprint(rng(3, 8)) + digits(3) + " " + digits(4)
		return fmt.Sprintf("  contact:\n    name: London office\n    phone: \"%s\"\n    fax: \"%s\"",
			b.p("phone", n), b.p("phone", "+44 (0)20 "+fmt.Sprint(rng(3, 8))+digits(3)+" "+digits(4)))
	}},
	{"kotlin_private_secret", func(b *B) string {
		return fmt.Sprintf("class PaymentsClient {\n    private val apiSecret = \"%s\"\n    private val merchantId = \"%s\"\n}",
			b.sec(tok(32)), b.k("M"+digits(9)))
	}},
	{"go_password_var", func(b *B) string {
		return fmt.Sprintf("func TestIntegration(t *testing.T) {\n\tdbPass := \"%s\"\n\tdsn := fmt.Sprintf(\"host=%%s user=app dbname=app_test port=5432\", host)\n\t_ = dbPass\n}",
			b.sec(password()))
	}},
	{"gh_api_comment_json", func(b *B) string {
		return fmt.Sprintf("{\"id\": %s, \"path\": \"config/prod.json\", \"line\": %d, \"body\": \"This leaks creds:\\n```json\\n{\\\"password\\\": \\\"%s\\\", \\\"apiToken\\\": \\\"%s\\\"}\\n```\\nPlease rotate.\", \"user\": {\"login\": \"%s\"}}",
			b.k(digits(10)), rng(2, 90), b.sec(password()), b.sec(tok(32)), user())
	}},
	{"redis_url_compose", func(b *B) string {
		return fmt.Sprintf("   worker:\n     environment:\n-      REDIS_URL: redis://:%s@redis:6379/0\n+      REDIS_URL: redis://redis:6379/0\n       CONCURRENCY: \"%d\"",
			b.sec(password()), rng(2, 16))
	}},
	{"heroku_api_key", func(b *B) string {
		return fmt.Sprintf("- name: Deploy to Heroku\n  uses: akhileshns/heroku-deploy@v3.13.15\n  with:\n    heroku_api_key: %s\n    heroku_app_name: acme-%s\n    heroku_email: %s",
			b.sec(uuid()), rs(6, lower), b.email())
	}},
	{"partial_mask_ci", func(b *B) string {
		return fmt.Sprintf("Checking token scopes for %s ... ok\nUsing token %s (last used %s)\nexport GH_TOKEN=%s",
			b.k("@"+user()), b.k("ghp_****"+rs(4, alnum)), date(), b.sec(ghp()))
	}},
}
