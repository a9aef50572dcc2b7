package main

// Still more layouts: credential files of build tools, healthcare and EDI
// fixtures, obfuscated addresses in issues, form-encoded card data.

import (
	"fmt"
	"strings"
)

func init() {
	reg("pgpass_file", func(b *B) string {
		pw := b.UPw()
		return f(`psql still prompts for a password although ~/.pgpass exists (chmod 0600):

~~~
# hostname:port:database:username:password
%s:5432:reporting:report_ro:%s
localhost:5432:*:postgres:postgres
~~~

PGPASSFILE is not set. psql (PostgreSQL) %s`, host(), pw, b.K("16.3")) + keepAll(b, "localhost:5432:*:postgres:postgres")
	})

	reg("my_cnf_client", func(b *B) string {
		pw := b.Pw()
		return f(`mysqldump ignores [client] section in ~/.my.cnf

~~~ini
[client]
user=backup
password="%s"
host=%s

[mysqldump]
single-transaction
max_allowed_packet=512M
~~~

mysqldump  Ver %s Distrib 8.0.36`, pw, b.K(privIP()), b.K("8.0.36"))
	})

	reg("maven_settings_xml", func(b *B) string {
		pw := b.Pw()
		return f(`Maven deploy: 401 Unauthorized to Nexus

~~~xml
<settings>
  <servers>
    <server>
      <id>nexus-releases</id>
      <username>deployer</username>
      <password>%s</password>
    </server>
  </servers>
</settings>
~~~

pom.xml distributionManagement uses id nexus-releases. Maven %s.`, pw, b.K("3.9.6"))
	})

	reg("gradle_properties", func(b *B) string {
		pw := b.Pw()
		sp := b.Pw()
		return f(`Gradle publish to Sonatype Central: "Could not PUT ... Received status code 401"

~~~properties
# ~/.gradle/gradle.properties
ossrhUsername=%s
ossrhPassword=%s
signing.keyId=%s
signing.password=%s
signing.secretKeyRingFile=/home/dev/.gnupg/secring.gpg
org.gradle.jvmargs=-Xmx2048m
~~~`, pick("acme-release", "jdoe-oss", "kestrel-bot"), pw, b.K(strings.ToUpper(rs(hexC, 8))), sp)
	})

	reg("nuget_config", func(b *B) string {
		pw := b.Sec(pick(ghp(), opaque(52)))
		return f(`dotnet restore: "Response status code does not indicate success: 401" for a private feed

~~~xml
<configuration>
  <packageSources>
    <add key="github" value="https://nuget.pkg.github.com/acme/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <github>
      <add key="Username" value="acme-ci" />
      <add key="ClearTextPassword" value="%s" />
    </github>
  </packageSourceCredentials>
</configuration>
~~~`, pw)
	})

	reg("github_app_private_key_env", func(b *B) string {
		body := b.Sec(strings.ReplaceAll(pemBody("rsa"), "\n", "\\n"))
		return f(`Probot: "secretOrPrivateKey must be an asymmetric key when using RS256"

.env:
~~~
APP_ID=%d
WEBHOOK_SECRET=development
PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\n%s\n-----END RSA PRIVATE KEY-----\n"
~~~`, rn(100000, 999999), body)
	})

	reg("proxy_env_userinfo", func(b *B) string {
		pw := b.UPw()
		return f(`pip behind corporate proxy: "407 Proxy Authentication Required"

~~~bash
export HTTPS_PROXY=http://%s:%s@proxy.corp.lan:3128
export NO_PROXY=localhost,127.0.0.1,.corp.lan
pip install --upgrade pip
~~~

~~~
WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 407 Proxy Authentication Required'))': /simple/pip/
~~~`, pick("jsmith", "a.kumar", "dev01", "mweber"), pw)
	})

	reg("smtp_url_encoded_user", func(b *B) string {
		raw := freeEmail()
		e := b.P("email", strings.Replace(raw, "@", "%40", 1))
		pw := b.Sec(uniq(func() string { return strings.ReplaceAll(appPassword(), " ", "") }))
		return f(`Symfony Mailer DSN with Gmail: "Failed to authenticate on SMTP server"

~~~
MAILER_DSN=smtp://%s:%s@smtp.gmail.com:587
~~~

The @ in the username is encoded as %%40 as the docs say. symfony/mailer %s`, e, pw, b.K("v7.0.7"))
	})

	reg("pip_index_url_token", func(b *B) string {
		t := b.Sec(pick(pypiT(), glpat(), opaque(40)))
		return f(`pip install from private index: "403 Forbidden" in Docker build

~~~dockerfile
RUN pip install --no-cache-dir \
    --extra-index-url https://__token__:%s@gitlab.corp.lan/api/v4/projects/%d/packages/pypi/simple \
    acme-internal==%s
~~~`, t, rn(10, 9999), b.K(ver()))
	})

	reg("cjk_email_inline", func(b *B) string {
		e := b.FreeEmail()
		ph := b.P("phone", phoneCN())
		return f(`vue3 项目打包后白屏，控制台报 ¦Failed to load module script¦，nginx 配置了 try_files $uri $uri/ /index.html。有偿求助，联系邮箱：%s谢谢！微信同手机号%s。vite 版本 %s。`, e, ph, b.K("5.2.11"))
	})

	reg("obfuscated_email_issue", func(b *B) string {
		p := newPerson()
		d := pick("gmail", "outlook", "protonmail", "yahoo")
		var v string
		switch R.Intn(3) {
		case 0:
			v = uniq(func() string { return p.first + "." + p.last + " [at] " + d + " [dot] com" })
		case 1:
			v = uniq(func() string { return p.first + p.last + dg(2) + "(at)" + d + ".com" })
		default:
			v = uniq(func() string { return p.first + "_" + p.last + " at " + d + " dot com" })
		}
		e := b.P("email", v)
		return f(`I can reproduce the memory leak with a 2 GB file on %s. The file has customer data so I can't attach it here — maintainers, email me at %s and I'll share a link. heaptrack output: peak heap %d MB, %d allocations.`, b.K(pick("v"+ver(), "main@"+sha7())), e, rn(500, 9000), rn(100000, 9999999))
	})

	reg("tel_link_html", func(b *B) string {
		ph := b.PhoneE164()
		e := b.Email()
		return f(`Safari on iOS turns my footer numbers into links but not this one:

~~~html
<footer>
  <a href="tel:%s">Call our on-call engineer</a>
  <a href="mailto:%s?subject=Incident%%20%s">%s</a>
  <span>Build %s · %s</span>
</footer>
~~~`, ph, e, b.K("INC"+dg(7)), e, b.K(sha7()), b.K(dateS()))
	})

	reg("hl7_pid_segment", func(b *B) string {
		s := b.SSN()
		a, e, l := usParts()
		ph := b.P("phone", uniq(func() string { return "(" + a + ")" + e + "-" + l }))
		p := newPerson()
		return f(`Mirth Connect: PID-19 comes out empty after transformer

~~~
MSH|^~\&|EPIC|%s|MIRTH|LAB|%s||ADT^A04|%s|P|2.5.1
PID|1||%s^^^MRN^MR||%s^%s^^^^^L||%s|%s|||%d %s ST^^%s^%s^%s||%s|||||%s|%s
~~~

My JS: ¦msg['PID']['PID.19']['PID.19.1'].toString()¦ returns "". Mirth %s.`, pick("MAINHOSP", "STMARY", "NWCLINIC"), b.K(tm().Format("20060102150405")), b.K("MSG"+dg(8)), b.K(dg(8)), strings.ToUpper(p.last), strings.ToUpper(p.first), b.K(tm().AddDate(-45, 0, 0).Format("20060102")), pick("F", "M"), rn(10, 9999), strings.ToUpper(pick("Oak", "Maple", "Pine", "Cedar")), strings.ToUpper(pick("Austin", "Denver", "Boston")), pick("TX", "CO", "MA"), b.K(dg(5)), ph, b.K("ACCT"+dg(6)), s, b.K("4.5.0"))
	})

	reg("x12_834_member", func(b *B) string {
		s := b.P("ssn", ssnBare())
		p := newPerson()
		return f(`Parsing an 834 with pyx12: NM1 segment loses the ID code

~~~
INS*Y*18*021*28*A***FT~
REF*0F*%s~
DTP*356*D8*%s~
NM1*IL*1*%s*%s****34*%s~
DMG*D8*%s*%s~
~~~

Qualifier 34 is the member's SSN per the 005010X220A1 guide.`, s, b.K(tm().Format("20060102")), strings.ToUpper(p.last), strings.ToUpper(p.first), s, b.K(tm().AddDate(-30, 0, 0).Format("20060102")), pick("F", "M"))
	})

	reg("fixed_width_ssn", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := newPerson()
			s := b.P("ssn", ssnBare())
			rows = append(rows, f("%-10s%-10s%s%s%s", strings.ToUpper(p.last), strings.ToUpper(p.first), s, b.K(tm().AddDate(-40, 0, 0).Format("20060102")), b.K(fmt.Sprintf("%08d", rn(1, 9999999)))))
		}
		return f(`Parsing a fixed-width payroll file with pandas.read_fwf, the SSN column loses leading zeros:

~~~
LAST      FIRST     SSN      DOB     AMOUNT
%s
~~~

colspecs=[(0,10),(10,20),(20,29),(29,37),(37,45)], dtype not applied?`, strings.Join(rows, "\n"))
	})

	reg("form_encoded_card", func(b *B) string {
		d := cardDigits(pick("visa", "mc", "discover"))
		for used[d] {
			d = cardDigits("visa")
		}
		used[d] = true
		c := b.P("credit_card", d)
		return f(`Legacy checkout posts straight to the gateway; the request in our WAF log:

~~~
POST /v1/tokens HTTP/1.1
Content-Type: application/x-www-form-urlencoded

card[number]=%s&card[exp_month]=%d&card[exp_year]=%d&card[cvc]=%s&key=%s
~~~

We're moving to Elements, but how do we purge these WAF logs?`, c, rn(1, 12), rn(2026, 2031), dg(3), b.K(pkLive()))
	})

	reg("python_locals_password", func(b *B) string {
		pw := b.Pw()
		e := b.Email()
		return f(`Sentry shows local variables including the password, how do I scrub them?

~~~
File "/app/accounts/views.py", line %d, in login_view
    user = authenticate(request, username=email, password=password)

Local variables:
  email = '%s'
  password = '%s'
  request = <WSGIRequest: POST '/accounts/login/'>
  next_url = '/dashboard/?tab=%d'
~~~`, rn(20, 300), e, pw, rn(1, 9))
	})

	reg("helm_values_yaml", func(b *B) string {
		p1 := b.Pw()
		p2 := b.Pw()
		return f(`helm upgrade: "PASSWORDS ERROR: You must provide your current passwords when upgrading the release"

~~~yaml
# values-prod.yaml
postgresql:
  auth:
    username: keycloak
    password: %s
    postgresPassword: %s
    database: keycloak
  primary:
    persistence:
      size: 20Gi
image:
  tag: %s
~~~

Chart bitnami/keycloak %s`, p1, p2, b.K("24.0.4-debian-12-r1"), b.K("21.1.2"))
	})

	reg("terraform_state_sensitive", func(b *B) string {
		pw := b.Pw()
		return f(`Terraform state file contains the RDS password in clear text?

~~~json
{
  "mode": "managed",
  "type": "aws_db_instance",
  "name": "main",
  "instances": [{
    "schema_version": 2,
    "attributes": {
      "address": "main.%s.eu-west-1.rds.amazonaws.com",
      "engine_version": "%s",
      "password": "%s",
      "username": "dbadmin",
      "port": 5432
    },
    "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]
  }]
}
~~~`, rs(lalnumC, 12), b.K("16.1"), pw)
	})

	reg("india_mobile_json", func(b *B) string {
		ph := b.P("phone", uniq(func() string { return string("6789"[R.Intn(4)]) + dg(9) }))
		e := b.Email()
		return f(`Razorpay checkout: prefill contact doesn't show

~~~js
const options = {
  key: "%s",
  amount: %d,
  currency: "INR",
  order_id: "%s",
  prefill: { name: "%s", email: "%s", contact: "%s" },
};
~~~`, b.K("rzp_live_"+rs(alnumC, 14)), rn(10000, 900000), b.K("order_"+rs(alnumC, 14)), newPerson().Full(), e, ph)
	})
}
