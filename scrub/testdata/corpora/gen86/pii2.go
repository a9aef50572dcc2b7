package main

import (
	"fmt"
	"net/url"
	"strings"
)

var piiT2 = []T{
	{"vault_token_ci_log", func(b *B) string {
		return fmt.Sprintf("[%s] + vault login -method=token %s\nSuccess! You are now authenticated.\ntoken_accessor    %s\ntoken_duration    768h\n[%s] + vault kv get secret/payments",
			b.k(date()+" 10:1"+digits(1)), b.sec(vaultTok()), b.k(tok(24)), b.k(date()+" 10:2"+digits(1)))
	}},
	{"docker_login_ci", func(b *B) string {
		u := user()
		return fmt.Sprintf("$ docker login -u %s -p %s registry.gitlab.com\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\n$ docker push registry.gitlab.com/acme/%s:%s",
			u, b.sec(glpat()), repo(), b.k(short()))
	}},
	{"wp_config_diff", func(b *B) string {
		return fmt.Sprintf("%s\n define( 'DB_NAME', 'wp_shop' );\n define( 'DB_USER', 'wp_shop' );\n-define( 'DB_PASSWORD', '%s' );\n+define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\n define( 'DB_HOST', '%s' );",
			b.k(hunk()), b.sec(password()), b.k("127.0.0.1:3306"))
	}},
	{"nginx_basic_auth", func(b *B) string {
		return fmt.Sprintf("location /internal/ {\n    proxy_pass http://%s;\n    proxy_set_header Authorization \"Basic %s\";\n    proxy_read_timeout 90s;\n}",
			b.k("10.1."+fmt.Sprint(rng(0, 255))+"."+fmt.Sprint(rng(1, 254))+":8080"), b.sec(basic("svc-"+rs(4, lower), password())))
	}},
	{"netrc_file", func(b *B) string {
		return fmt.Sprintf("$ cat ~/.netrc\nmachine github.com\n  login %s\n  password %s\nmachine api.heroku.com\n  login %s\n  password %s",
			user(), b.sec(ghp()), b.email(), b.sec(uuid()))
	}},
	{"azure_storage_conn", func(b *B) string {
		return fmt.Sprintf("\"ConnectionStrings\": {\n  \"Blob\": \"DefaultEndpointsProtocol=https;AccountName=acmeprod%s;AccountKey=%s==;EndpointSuffix=core.windows.net\"\n},\n\"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }",
			digits(3), b.sec(rs(86, b64s)))
	}},
	{"gha_workflow_token", func(b *B) string {
		return fmt.Sprintf("      - uses: actions/checkout@v4\n        with:\n          token: %s\n      - uses: actions/setup-node@v4\n        with:\n          node-version: %s\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
			b.sec(ghp()), b.k("20.x"))
	}},
	{"helm_values", func(b *B) string {
		return fmt.Sprintf("grafana:\n  adminUser: admin\n  adminPassword: %s\n  smtp:\n    user: %s\n    password: %s\n  %s",
			b.sec(password()), b.email(), b.sec(password()), b.k("replicas: 3"))
	}},
	{"sql_update_migration", func(b *B) string {
		return fmt.Sprintf("-- migrations/%s_fix_contact.sql\nUPDATE users SET email = '%s', phone = '%s' WHERE id = %s;\nUPDATE users SET email = '%s' WHERE id = %d;",
			b.k("20250"+digits(9)), b.email(), b.phone(), b.k(digits(7)), b.email(), rng(1000, 99999))
	}},
	{"amex_fixture_json", func(b *B) string {
		c := luhnComplete(pick("34", "37"), 15)
		f, l := person()
		return fmt.Sprintf("{\n  \"cardholder\": \"%s %s\",\n  \"pan\": \"%s\",\n  \"exp_month\": %d,\n  \"exp_year\": %d,\n  \"billing_email\": \"%s\"\n}",
			f, l, b.p("credit_card", group(c, 4, 6, 5)), rng(1, 12), rng(2026, 2031), b.p("email", emailFor(f, l)))
	}},
	{"twilio_webhook_form", func(b *B) string {
		from := e164()
		to := e164()
		return fmt.Sprintf("POST /sms/inbound HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nToAccountSid=%s&From=%s&To=%s&Body=STOP&NumMedia=0",
			b.k(twilioSID()), b.p("phone", url.QueryEscape(from)), b.p("phone", url.QueryEscape(to)))
	}},
	{"urlencoded_email_test", func(b *B) string {
		e := email()
		return fmt.Sprintf("it('submits the signup form', async () => {\n  await request(app).post('/signup').send('email=%s&plan=pro&ref=%s').expect(302);\n});",
			b.p("email", strings.ReplaceAll(url.QueryEscape(e), ".", ".")), b.k("ref_"+tok(8)))
	}},
	{"git_config_email_ci", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("Run git config --global user.email \"%s\"\n  git config --global user.name \"%s %s\"\n  git commit -am \"chore(release): %s\"\n[main %s] chore(release): %s",
			b.p("email", emailFor(f, l)), f, l, b.k("v"+ver()), b.k(hexs(7)), "bump")
	}},
	{"pr_ssn_masked_vs_raw", func(b *B) string {
		return fmt.Sprintf("The serializer masks SSNs in the API (`%s`) but the audit log still writes the raw value:\n\n```\naudit: applicant=%s ssn=%s dob=%s\n```",
			b.k("***-**-"+digits(4)), b.k("APP-"+digits(7)), b.ssn(), b.k(fmt.Sprintf("19%02d-%02d-%02d", rng(50, 99), rng(1, 12), rng(1, 28))))
	}},
	{"diff_card_fixture_grouped", func(b *B) string {
		return fmt.Sprintf("%s\n   describe('PaymentForm', () => {\n-    const card = '%s';\n+    const card = '4242424242424242'; // Stripe test card\n     const zip = '%s';",
			b.k(hunk()), b.card(), b.k(digits(5)))
	}},
	{"swift_ssn_itin_validate", func(b *B) string {
		return fmt.Sprintf("XCTAssertTrue(TaxID.isValid(\"%s\"))   // SSN\nXCTAssertTrue(TaxID.isValid(\"%s\"))   // ITIN\nXCTAssertFalse(TaxID.isValid(\"%s\"))  // 666 area",
			b.ssn(), b.p("ssn", itin()), b.k("666-"+digits(2)+"-"+digits(4)))
	}},
	{"sql_copy_fixture", func(b *B) string {
		f, l := person()
		return fmt.Sprintf("COPY public.contacts (id, email, phone, created_at) FROM stdin;\n%d\t%s\t%s\t%s 09:12:44+00\n\\.",
			rng(10000, 99999), b.p("email", emailFor(f, l)), b.phone(), b.k(date()))
	}},
	{"go_struct_literal_user", func(b *B) string {
		return fmt.Sprintf("u := &User{\n\tID:    %d,\n\tEmail: \"%s\",\n\tPhone: \"%s\",\n\tCard:  \"%s\",\n}\nrequire.NoError(t, repo.Save(ctx, u)) // %s",
			rng(1, 9999), b.email(), b.phone(), b.card(), b.k(issue()))
	}},
	{"ts_env_config_diff", func(b *B) string {
		return fmt.Sprintf("export const config = {\n-  githubToken: '%s',\n-  hfToken: '%s',\n+  githubToken: process.env.GITHUB_TOKEN!,\n+  hfToken: process.env.HF_TOKEN!,\n   apiBase: '%s',\n};",
			b.sec(gho()), b.sec(hfTok()), b.k("https://api."+pickL(orgDomains)+"/v2"))
	}},
	{"do_token_terraform", func(b *B) string {
		return fmt.Sprintf("provider \"digitalocean\" {\n  token = \"%s\"\n}\n\nresource \"digitalocean_droplet\" \"web\" {\n  image  = \"ubuntu-24-04-x64\"\n  size   = \"s-1vcpu-1gb\"\n  region = \"fra1\"\n}",
			b.sec(dopV1()))
	}},
	{"shopify_token_ruby", func(b *B) string {
		return fmt.Sprintf("session = ShopifyAPI::Auth::Session.new(\n  shop: \"acme-%s.myshopify.com\",\n  access_token: \"%s\"\n)\n# api version %s",
			rs(5, lower), b.sec(shpat()), b.k("2024-10"))
	}},
	{"docker_hub_pat_ci", func(b *B) string {
		return fmt.Sprintf("- name: Login\n  run: echo \"%s\" | docker login -u acmebot --password-stdin\n- name: Build\n  run: docker build -t acme/api:%s .",
			b.sec(dckr()), b.k(short()))
	}},
	{"review_thread_multi", func(b *B) string {
		return fmt.Sprintf("**%s** on `%s`:\n> +SUPPORT_EMAIL = \"%s\"\n> +ONCALL_PHONE = \"%s\"\n\nShould the on-call number really be hardcoded? It's %s's personal mobile. Let's read both from settings (see %s).",
			b.k("@"+user()), file(), b.email(), b.phone(), pickL(firsts), b.k(issue()))
	}},
	{"jwt_cookie_har", func(b *B) string {
		return fmt.Sprintf("{\n  \"name\": \"session\",\n  \"value\": \"%s\",\n  \"path\": \"/\",\n  \"expires\": \"%sT12:00:00.000Z\",\n  \"httpOnly\": true\n}",
			b.jwt(), b.k(date()))
	}},
	{"unit_test_email_regex_go", func(b *B) string {
		return fmt.Sprintf("for _, in := range []string{\"%s\", \"%s\", \"%s\"} {\n\tif !emailRe.MatchString(in) {\n\t\tt.Errorf(\"rejected %%q\", in)\n\t}\n}\n// not emails: %s, %s",
			b.email(), b.email(), b.email(), b.k("git@github.com:acme/"+repo()+".git"), b.k("react@18."+fmt.Sprint(rng(0, 3))+".0"))
	}},
	{"bearer_token_env_key", func(b *B) string {
		return fmt.Sprintf("# .env.local\nAPI_BASE_URL=https://api.%s\nACCESS_TOKEN=%s\nREFRESH_TOKEN=%s\nTOKEN_TYPE=Bearer",
			pickL(orgDomains), b.sec(tok(40)), b.sec(tok(48)))
	}},
	{"phone_in_diff_comment_code", func(b *B) string {
		return fmt.Sprintf("%s\n def escalate(ticket):\n-    # TODO call %s %s if the queue is stuck\n+    # TODO page the on-call rotation if the queue is stuck\n     pager.trigger(ticket.id, severity=%d)",
			b.k(hunk()), pickL(firsts), b.phone(), rng(1, 4))
	}},
	{"bitbucket_app_password", func(b *B) string {
		u := user()
		return fmt.Sprintf("pipelines:\n  default:\n    - step:\n        script:\n          - git push https://%s:%s@bitbucket.org/acme/%s.git HEAD:release\n          - echo \"pushed %s\"",
			u, b.sec("ATBB"+tok(32)), repo(), b.k(short()))
	}},
}
