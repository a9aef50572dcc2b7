package main

// Templates: Go, Java, Kotlin, C#, Ruby, PHP, Rust, Swift, C++, Elixir.

import "strings"

func init() {
	reg("go_http_bearer_panic", func(b *B) string {
		t := b.Sec(pick(opaque(40), glpat(), doToken(), rsx(b64uC, 64)))
		a1, a2 := b.K(memAddr()), b.K(memAddr())
		return f(`nil pointer dereference after http.Client.Do returns 401

~~~go
req, _ := http.NewRequest("GET", "https://api.sablecloud.dev/v1/projects", nil)
req.Header.Set("Authorization", "Bearer %s")
resp, err := client.Do(req)
defer resp.Body.Close()
~~~

~~~
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x40 pc=%s]

goroutine 1 [running]:
main.fetchProjects(%s)
	/home/dev/cli/main.go:%d +0x1a5
main.main()
	/home/dev/cli/main.go:%d +0x%s
exit status 2
~~~

go version go1.%s linux/amd64`, t, a1, a2, rn(20, 200), rn(10, 60), rs(hexC, 2), b.K(pick("22.3", "21.6", "23.1")))
	})

	reg("go_sql_dsn", func(b *B) string {
		pw := b.UPw()
		ip := b.K(privIP())
		return f(`Go mysql driver: Error 1045 (28000): Access denied for user

~~~go
dsn := "shop_rw:%s@tcp(%s:3306)/shop?parseTime=true&loc=UTC&timeout=5s"
db, err := sql.Open("mysql", dsn)
if err := db.PingContext(ctx); err != nil {
    log.Fatalf("ping: %%v", err)
}
~~~

~~~
%s ping: Error 1045 (28000): Access denied for user 'shop_rw'@'%s' (using password: YES)
~~~

The same DSN works with the mysql CLI. go-sql-driver/mysql %s.`, pw, ip, b.K(tm().Format("2006/01/02 15:04:05")), b.K(privIP()), b.K("v"+pick("1.7.1", "1.8.1")))
	})

	reg("go_table_test_cards", func(b *B) string {
		c1 := b.Card("", 0)
		c2 := b.Card(pick("mc", "amex", "discover"), pick1(1, 2))
		bad := b.K(badCard())
		return f(`Table test for Luhn passes locally but one case fails in CI (-race)

~~~go
func TestValidPAN(t *testing.T) {
	cases := []struct {
		name string
		pan  string
		want bool
	}{
		{"%s", "%s", true},
		{"%s", "%s", true},
		{"typo one digit", "%s", false},
		{"too short", "%s", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := ValidPAN(tc.pan); got != tc.want {
				t.Errorf("ValidPAN(%%q) = %%v, want %%v", tc.pan, got, tc.want)
			}
		})
	}
}
~~~

~~~
--- FAIL: TestValidPAN/typo_one_digit (0.00s)
FAIL	github.com/acme/billing/pan	%ss
~~~`, pick("customer ticket "+dg(4), "prod incident repro", "QA device card", "from Zendesk "+dg(6)), c1, pick("from support chat", "reporter's corporate card", "declined at checkout"), c2, bad, b.K(dg(12)), b.K(f("0.%03d", rn(5, 900))))
	})

	reg("go_zap_log", func(b *B) string {
		em := b.Email()
		ph := b.PhoneE164()
		tr := b.K(traceID())
		return f(`How do I stop zap from logging PII fields? Our logs look like this:

~~~json
{"level":"error","ts":%d.%d,"caller":"signup/handler.go:%d","msg":"signup failed","email":"%s","phone":"%s","error":"twilio: 21614 not a mobile number","trace_id":"%s","latency_ms":%d}
~~~

I'm on go.uber.org/zap %s. A zapcore.Core wrapper? A field hook?`, unixT(), rn(100000, 999999), rn(30, 300), em, ph, tr, rn(3, 2000), b.K("v1.27.0"))
	})

	reg("go_grpc_metadata", func(b *B) string {
		t := b.JWT()
		return f(`grpc-go: "rpc error: code = Unauthenticated desc = missing token" although I set metadata

~~~go
md := metadata.Pairs("authorization", "Bearer %s")
ctx := metadata.NewOutgoingContext(context.Background(), md)
resp, err := client.ListInvoices(ctx, &pb.ListInvoicesRequest{PageSize: 50})
~~~

Server side interceptor reads md["Authorization"]. google.golang.org/grpc %s.`, t, b.K("v1.64.0"))
	})

	// ---- Java / Kotlin ----

	reg("java_spring_props", func(b *B) string {
		pw := b.UPw()
		mu := b.FreeEmail()
		mp := b.Sec(appPassword())
		js := b.Sec(rawB64(48))
		return f(`Spring Boot 3 ignores spring.datasource.password from application-prod.properties

~~~properties
server.port=8443
spring.datasource.url=jdbc:postgresql://%s:5432/ledger?sslmode=require
spring.datasource.username=ledger_app
spring.datasource.password=%s
spring.datasource.hikari.maximum-pool-size=20
spring.mail.host=smtp.gmail.com
spring.mail.port=587
spring.mail.username=%s
spring.mail.password=%s
jwt.secret=%s
jwt.expiration-ms=86400000
~~~

~~~
org.postgresql.util.PSQLException: FATAL: password authentication failed for user "ledger_app"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:%d)
~~~

SPRING_PROFILES_ACTIVE=prod is set. Spring Boot %s.`, host(), pw, mu, mp, js, rn(600, 800), b.K(pick("3.2.5", "3.3.1", "3.1.8")))
	})

	reg("java_validation_trace", func(b *B) string {
		em := b.Email()
		ph := b.Phone()
		return f(`ConstraintViolationException swallows the field name

~~~
2024-%02d-%02dT%02d:%02d:11.402Z ERROR 1 --- [nio-8080-exec-%d] c.a.crm.web.ContactController : save failed
jakarta.validation.ConstraintViolationException: create.arg0.phone: must match "^\+?[1-9]\d{7,14}$"
	rejected value [%s] for contact <%s>
	at org.hibernate.validator.internal.engine.ValidatorImpl.validate(ValidatorImpl.java:%d)
	at com.acme.crm.service.ContactService.create(ContactService.java:%d)
	at com.acme.crm.web.ContactController.save(ContactController.java:%d)
~~~

How do I return which field failed as JSON? Hibernate Validator %s.`, rn(1, 12), rn(1, 28), rn(0, 23), rn(0, 59), rn(1, 10), ph, em, rn(100, 400), rn(20, 200), rn(20, 200), b.K("8.0.1.Final"))
	})

	reg("java_jdbc_getconnection", func(b *B) string {
		pw := b.Pw()
		return f(`SQLServerException: Login failed for user 'reporting'

~~~java
String url = "jdbc:sqlserver://sql-prod-02.corp.lan:1433;databaseName=Finance;encrypt=true;trustServerCertificate=true";
try (Connection con = DriverManager.getConnection(url, "reporting", "%s")) {
    PreparedStatement ps = con.prepareStatement("SELECT TOP 100 * FROM Invoices WHERE Status = ?");
}
~~~

~~~
com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'reporting'. ClientConnectionId:%s
~~~

mssql-jdbc %s, Java 17.`, pw, b.K(uuid()), b.K("12.6.1.jre11"))
	})

	reg("kotlin_okhttp_github", func(b *B) string {
		t := b.Sec(pick(ghp(), githubPat()))
		return f(`OkHttp gets 403 from GitHub API with a fine-grained token

~~~kotlin
val request = Request.Builder()
    .url("https://api.github.com/repos/%s/%s/actions/runs?per_page=20")
    .addHeader("Authorization", "Bearer %s")
    .addHeader("X-GitHub-Api-Version", "2022-11-28")
    .build()
~~~

Response:
~~~
HTTP/1.1 403 Forbidden
x-ratelimit-limit: 5000
x-ratelimit-remaining: 4987
x-ratelimit-reset: %d
x-github-request-id: %s
{"message":"Resource not accessible by personal access token"}
~~~`, pick("acme", "orbit-labs", "kestrel-io"), repoName(), t, unixT(), b.K(strings.ToUpper(rs(hexC, 4)+":"+rs(hexC, 5)+":"+rs(hexC, 7))))
	})

	reg("kotlin_android_prefs", func(b *B) string {
		t := b.Sec(pick(opaque(64), rsx(b64uC, 86)))
		em := b.Email()
		return f(`Android: SharedPreferences lost after app update (adb dump below)

~~~xml
<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="refresh_token">%s</string>
    <string name="user_email">%s</string>
    <int name="launch_count" value="%d" />
    <long name="last_sync" value="%s" />
    <boolean name="onboarding_done" value="true" />
</map>
~~~

targetSdk 34, versionCode %d. Is this related to allowBackup?`, t, em, rn(2, 300), b.K(msTime()), rn(100, 900))
	})

	// ---- C# ----

	reg("cs_appsettings_conn", func(b *B) string {
		pw := b.Pw()
		return f(`EF Core: "Login failed for user 'sqladmin'" only in Azure App Service

appsettings.Production.json:
~~~json
{
  "ConnectionStrings": {
    "Default": "Server=tcp:%s.database.windows.net,1433;Initial Catalog=Orders;Persist Security Info=False;User ID=sqladmin;Password=%s;MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;"
  },
  "Logging": { "LogLevel": { "Default": "Information", "Microsoft.EntityFrameworkCore": "Warning" } }
}
~~~

~~~
Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'sqladmin'.
   ClientConnectionId:%s
   Error Number:18456,State:1,Class:14
~~~`, pick("acme-sql-prod", "orders-db-weu", "crm-sql01"), pw, b.K(uuid()))
	})

	reg("cs_httpclient_auth", func(b *B) string {
		t := b.Sec(pick(opaque(40), rsx(b64uC, 52), linearT()))
		return f(`HttpClient sends no Authorization header after redirect

~~~csharp
var client = new HttpClient { BaseAddress = new Uri("http://api.helixhealth.com/") };
client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "%s");
var resp = await client.GetAsync("fhir/Patient?_count=20");
Console.WriteLine((int)resp.StatusCode); // 401
~~~

The server redirects http -> https (301) and the header is dropped. .NET %s.`, t, b.K(pick("8.0.4", "6.0.29", "9.0.0")))
	})

	reg("cs_azure_storage", func(b *B) string {
		k := b.Sec(azureKey())
		return f(`Azure.Storage.Blobs: AuthorizationFailure (403) on upload

~~~csharp
var conn = "DefaultEndpointsProtocol=https;AccountName=acmeexports%s;AccountKey=%s;EndpointSuffix=core.windows.net";
var container = new BlobContainerClient(conn, "invoices-%s");
await container.UploadBlobAsync($"{invoiceId}.pdf", stream);
~~~

~~~
Azure.RequestFailedException: This request is not authorized to perform this operation.
Status: 403 (This request is not authorized to perform this operation.)
ErrorCode: AuthorizationFailure
x-ms-request-id: %s
~~~

Azure.Storage.Blobs %s`, rs(lalnumC, 4), k, b.K(f("%d", rn(2021, 2025))), b.K(uuid()), b.K("12.19.1"))
	})

	// ---- Ruby ----

	reg("rb_database_yml", func(b *B) string {
		pw := b.UPw()
		skb := b.Sec(uniq(func() string { return rs(hexC, 128) }))
		return f(`Rails 7.1 on Kamal: ActiveRecord::ConnectionNotEstablished

config/database.yml:
~~~yaml
production:
  adapter: postgresql
  encoding: unicode
  pool: <%%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %%>
  host: %s
  database: storefront_production
  username: storefront
  password: %s
~~~

and I set SECRET_KEY_BASE=%s in .kamal/secrets.

~~~
ActiveRecord::ConnectionNotEstablished: connection to server at "%s", port 5432 failed: Connection refused
~~~

Rails %s, Ruby %s`, host(), pw, skb, b.K(privIP()), b.K(pick("7.1.3", "7.2.1")), b.K(pick("3.3.0", "3.2.4")))
	})

	reg("rb_actionmailer_smtp", func(b *B) string {
		em := b.FreeEmail()
		pw := b.Sec(appPassword())
		return f(`Net::SMTPAuthenticationError: 535-5.7.8 in ActionMailer

~~~ruby
config.action_mailer.smtp_settings = {
  address:              "smtp.gmail.com",
  port:                 587,
  domain:               "example.com",
  user_name:            "%s",
  password:             "%s",
  authentication:       "plain",
  enable_starttls_auto: true
}
~~~

Sidekiq job id %s fails every time. Rails %s.`, em, pw, b.K(rs(hexC, 24)), b.K("7.0.8"))
	})

	reg("rb_factorybot_real", func(b *B) string {
		p := newPerson()
		em := b.P("email", emailFor(p, false))
		s := b.SSN()
		ph := b.PhoneUS(pick1(0, 1))
		return f(`FactoryBot sequence collides with a real record in the test DB

~~~ruby
FactoryBot.define do
  factory :applicant do
    sequence(:email) { |n| "applicant#{n}@test.local" }
    first_name { "%s" }
    last_name  { "%s" }
    # copied from the failing prod record id %d
    trait :from_ticket do
      email { "%s" }
      ssn   { "%s" }
      phone { "%s" }
    end
  end
end
~~~

~~~
ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "index_applicants_on_email"
~~~`, cap1(p.first), cap1(p.last), rn(10000, 999999), em, s, ph)
	})

	// ---- PHP ----

	reg("php_pdo_connect", func(b *B) string {
		pw := b.Pw()
		return f(`PDO SQLSTATE[HY000] [1045] Access denied for user 'shop_user'@'localhost'

~~~php
<?php
$dsn = 'mysql:host=127.0.0.1;port=3306;dbname=shop;charset=utf8mb4';
try {
    $pdo = new PDO($dsn, 'shop_user', '%s', [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
} catch (PDOException $e) {
    error_log($e->getMessage());
}
~~~

PHP %s, MariaDB %s. Worked before I upgraded.`, pw, b.K(pick("8.2.18", "8.3.6", "7.4.33")), b.K(pick("10.11.6", "11.3.2")))
	})

	reg("php_laravel_env", func(b *B) string {
		ak := b.Sec("base64:" + rawB64(32))
		dpw := b.Pw()
		mu := b.WorkEmail()
		mpw := b.Pw()
		ss := b.Sec(stripeSK())
		return f(`Laravel queue worker can't send mail: "Expected response code 235 but got 535"

~~~
APP_NAME=Storefront
APP_ENV=production
APP_KEY=%s
APP_URL=http://localhost
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_USERNAME=storefront
DB_PASSWORD=%s
MAIL_MAILER=smtp
MAIL_HOST=smtp.mailtrap.io
MAIL_PORT=2525
MAIL_USERNAME=%s
MAIL_PASSWORD=%s
STRIPE_KEY=%s
STRIPE_SECRET=%s
~~~

php artisan config:clear didn't help. Laravel %s.`, ak, dpw, mu, mpw, b.K(pkLive()), ss, b.K(pick("10.48.4", "11.9.2")))
	})

	reg("php_var_dump_post", func(b *B) string {
		em := b.Email()
		ph := b.Phone()
		c := b.Card("", 0)
		return f(`Why is $_POST['card_number'] empty in my handler? var_dump($_POST) before the redirect:

~~~
array(5) {
  ["email"]=>
  string(%d) "%s"
  ["phone"]=>
  string(%d) "%s"
  ["card_number"]=>
  string(%d) "%s"
  ["exp"]=>
  string(5) "%s"
  ["qty"]=>
  string(1) "%d"
}
~~~`, len(em), em, len(ph), ph, len(c), c, b.K(f("%02d/%02d", rn(1, 12), rn(26, 31))), rn(1, 9))
	})

	reg("php_phpmailer", func(b *B) string {
		u := b.WorkEmail()
		pw := b.Pw()
		to := b.Email()
		return f(`PHPMailer: SMTP Error: Could not authenticate (Office 365)

~~~php
$mail = new PHPMailer(true);
$mail->isSMTP();
$mail->Host       = 'smtp.office365.com';
$mail->SMTPAuth   = true;
$mail->Username   = '%s';
$mail->Password   = '%s';
$mail->SMTPSecure = PHPMailer::ENCRYPTION_STARTTLS;
$mail->Port       = 587;
$mail->addAddress('%s');
~~~

PHPMailer %s.`, u, pw, to, b.K("6.9.1"))
	})

	reg("php_wp_config", func(b *B) string {
		pw := b.Pw()
		k1 := b.Sec(uniq(func() string { return rs(alnumC+"!@%^&*()-_[]{}<>~+=,.;:/?|", 64) }))
		return f(`WordPress "Error establishing a database connection" after migrating host

~~~php
define( 'DB_NAME', 'wp_blog' );
define( 'DB_USER', 'wp_blog_usr' );
define( 'DB_PASSWORD', '%s' );
define( 'DB_HOST', 'localhost:/var/run/mysqld/mysqld.sock' );
define( 'AUTH_KEY',         '%s' );
$table_prefix = 'wp_';
~~~

WordPress %s on PHP 8.1.`, pw, strings.ReplaceAll(k1, "'", "!"), b.K("6.5.3"))
	})

	// ---- Rust ----

	reg("rs_reqwest_bearer", func(b *B) string {
		t := b.Sec(pick(hfT(), opaque(40), sendgrid(), ya29()))
		return f(`reqwest: 401 even though bearer_auth is set

~~~rust
let resp = reqwest::Client::new()
    .post("https://api.corvidlabs.ai/v1/embeddings")
    .bearer_auth("%s")
    .json(&serde_json::json!({"input": ["hello"], "model": "embed-v3"}))
    .send()
    .await?;
println!("{}", resp.status()); // 401 Unauthorized
~~~

reqwest %s, tokio %s.`, t, b.K("0.12.4"), b.K("1.37.0"))
	})

	reg("rs_sqlx_database_url", func(b *B) string {
		pw := b.UPw()
		return f(`sqlx::query! fails at compile time: "error communicating with database"

~~~
$ cat .env
DATABASE_URL=postgres://inventory:%s@%s:5432/inventory
SQLX_OFFLINE=false
$ cargo build
error: error communicating with database: failed to lookup address information: Name or service not known
  --> src/repo.rs:%d:%d
~~~

sqlx %s`, pw, host(), rn(10, 200), rn(5, 30), b.K("0.7.4"))
	})

	// ---- Swift ----

	reg("swift_urlrequest_jwt", func(b *B) string {
		t := b.JWT()
		return f(`URLSession returns 401 on iOS 17 only

~~~swift
var request = URLRequest(url: URL(string: "https://api.redwoodclinic.com/v2/appointments?from=%s")!)
request.setValue("Bearer %s", forHTTPHeaderField: "Authorization")
let (data, response) = try await URLSession.shared.data(for: request)
~~~

Works on iOS 16.4 simulator; fails on device with iOS %s. Xcode %s.`, b.K(dateS()), t, b.K(pick("17.2", "17.4.1", "17.5")), b.K(pick("15.2 (15C500b)", "15.3 (15E204a)")))
	})

	reg("swift_debug_print_user", func(b *B) string {
		em := b.Email()
		ph := b.Phone()
		return f(`Codable decodes phone as nil. po user in lldb:

~~~
(lldb) po user
▿ User
  - id : %d
  - email : "%s"
  - phone : nil
  - rawPhone : "%s"
  - createdAt : %s +0000
~~~

JSON has "phone_number". Do I need CodingKeys?`, rn(1000, 99999), em, ph, b.K(tm().Format("2006-01-02 15:04:05")))
	})

	// ---- C++ ----

	reg("cpp_libcurl_userpwd", func(b *B) string {
		k := b.Sec(mailgunK())
		return f(`libcurl CURLOPT_USERPWD with Mailgun returns 401

~~~cpp
curl_easy_setopt(curl, CURLOPT_URL, "https://api.mailgun.net/v3/mg.lumenretail.co.uk/messages");
curl_easy_setopt(curl, CURLOPT_USERPWD, "api:%s");
curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.c_str());
CURLcode rc = curl_easy_perform(curl); // CURLE_OK (0), HTTP 401
~~~

libcurl/%s OpenSSL/3.0.13`, k, b.K("8.4.0"))
	})

	reg("cpp_test_fixture_ssn", func(b *B) string {
		s1 := b.SSN()
		s2 := b.ITIN()
		bad := b.K(badSSN())
		return f(`GoogleTest: my SSN/ITIN validator accepts an invalid area

~~~cpp
TEST(TaxIdTest, AcceptsRealIds) {
  EXPECT_TRUE(IsValidTaxId("%s"));   // applicant from ticket #%d
  EXPECT_TRUE(IsValidTaxId("%s"));   // ITIN, same household
}
TEST(TaxIdTest, RejectsReserved) {
  EXPECT_FALSE(IsValidTaxId("%s"));
}
~~~

~~~
[  FAILED  ] TaxIdTest.RejectsReserved (0 ms)
[==========] %d tests from 2 test suites ran. (%d ms total)
~~~`, s1, rn(1000, 99999), s2, bad, rn(3, 40), rn(1, 90))
	})

	// ---- Elixir ----

	reg("ex_runtime_config", func(b *B) string {
		pw := b.UPw()
		sk := b.Sec(stripeSK())
		return f(`Phoenix release crashes: (DBConnection.ConnectionError) connection refused

~~~elixir
# config/runtime.exs
config :storefront, Storefront.Repo,
  username: "storefront",
  password: "%s",
  hostname: "%s",
  database: "storefront_prod",
  pool_size: 10

config :stripity_stripe, api_key: "%s"
~~~

Elixir %s, OTP %s.`, pw, host(), sk, b.K("1.16.2"), b.K("26.2.5"))
	})
}
