package main

// Further layouts: commit trailers, manifests, bounces, URLs, mobile logs,
// credential files, vendor headers, docs with placeholder addresses.

import (
	"encoding/base64"
	"strings"
)

func init() {
	reg("git_trailers", func(b *B) string {
		p1, p2 := newPerson(), newPerson()
		e1 := b.P("email", emailFor(p1, true))
		e2 := b.P("email", emailFor(p2, false))
		return f(`DCO check fails on my PR even though I signed off. Commit message:

~~~
fix(parser): handle CRLF in multipart boundaries

Fixes #%d.

Signed-off-by: %s <%s>
Co-authored-by: %s <%s>
~~~

The bot says "Commit sha: %s, Author: %s, Committer: GitHub; Expected %s, but got ..."`, rn(100, 9999), p1.Full(), e1, p2.Full(), e2, b.K(sha7()), p1.Full(), e1)
	})

	reg("package_json_author", func(b *B) string {
		p := newPerson()
		e := b.P("email", emailFor(p, false))
		c := newPerson()
		e2 := b.P("email", emailFor(c, true))
		return f(`npm pkg fix rewrites my author field, is this format wrong?

~~~json
{
  "name": "@%s/logger",
  "version": "%s",
  "author": "%s <%s> (https://github.com/%s)",
  "contributors": ["%s <%s>"],
  "devDependencies": { "@types/node": "^%s", "typescript": "~%s" }
}
~~~`, p.first, b.K(ver()), p.Full(), e, p.first+p.last, c.Full(), e2, b.K("20.11.30"), b.K("5.4.5"))
	})

	reg("javamail_bounce", func(b *B) string {
		e := b.Email()
		return f(`Spring Mail: SendFailedException kills the whole batch

~~~
org.springframework.mail.MailSendException: Failed messages: jakarta.mail.SendFailedException: Invalid Addresses;
  nested exception is:
	org.eclipse.angus.mail.smtp.SMTPAddressFailedException: 550 5.1.1 <%s>: Recipient address rejected: User unknown in virtual mailbox table
	at org.springframework.mail.javamail.JavaMailSenderImpl.doSend(JavaMailSenderImpl.java:%d)
~~~

How do I skip bad recipients and send to the other %d?`, e, rn(400, 500), rn(10, 4000))
	})

	reg("url_path_email", func(b *B) string {
		raw := email()
		e := b.P("email", raw)
		return f(`Express route with an email in the path returns 404 when the address has a dot:

~~~
GET /api/v1/users/%s/preferences 404 %d.%03d ms - %d
~~~

Route: ¦app.get("/api/v1/users/:email/preferences", ...)¦. Should I encode it as %%40 or move it to the query?`, e, rn(0, 40), rn(0, 999), rn(100, 300))
	})

	reg("logcat_sms", func(b *B) string {
		ph := b.PhoneE164()
		return f(`SmsManager.sendTextMessage silently fails on Android 14. adb logcat:

~~~
%s  %d  %d D SmsDispatcher: sendText: destAddr=%s, scAddr=null, msgId=%d
%s  %d  %d E SmsDispatcher: RESULT_ERROR_GENERIC_FAILURE errorCode=%d
~~~

SEND_SMS permission is granted at runtime.`, b.K(tm().Format("01-02 15:04:05.000")), rn(1000, 30000), rn(1000, 30000), ph, rn(1, 999), tm().Format("01-02 15:04:05.000"), rn(1000, 30000), rn(1000, 30000), rn(1, 200))
	})

	reg("msisdn_json", func(b *B) string {
		ph := b.P("phone", uniq(func() string { return strings.TrimPrefix(phoneE164(), "+") }))
		return f(`WhatsApp Cloud API webhook: how do I reply to the sender? The payload:

~~~json
{"entry":[{"id":"%s","changes":[{"value":{"messaging_product":"whatsapp","contacts":[{"profile":{"name":"%s"},"wa_id":"%s"}],"messages":[{"from":"%s","id":"wamid.%s","timestamp":"%d","type":"text","text":{"body":"hi"}}]}}]}]}
~~~`, b.K(dg(15)), cap1(pickL(firstNames)), ph, ph, rs(alnumC, 40), unixT())
	})

	reg("netrc_file", func(b *B) string {
		e := b.Email()
		t := b.Sec(uuidSecret())
		return f(`git push heroku main asks for a password, but ~/.netrc has:

~~~
machine api.heroku.com
  login %s
  password %s
machine git.heroku.com
  login %s
  password %s
~~~

heroku/%s linux-x64 node-v20.12.2`, e, t, e, t, b.K("8.11.5"))
	})

	reg("git_credentials_file", func(b *B) string {
		t := b.Sec(pick(ghp(), githubPat(), glpat()))
		return f(`credential.helper=store keeps using the old token. cat ~/.git-credentials:

~~~
https://%s:%s@github.com
https://oauth2:%s@gitlab.corp.lan
~~~

The second line has the placeholder the wiki tells you to use; the first is my real one.`, pick("octo-dev", "mk-work", "ci-bot"), t, b.K("<personal-access-token>"))
	})

	reg("query_api_key", func(b *B) string {
		k := b.Sec(pick(hex32(), opaque(32)))
		return f(`OpenWeatherMap returns 401 "Invalid API key" for a key created an hour ago:

https://api.openweathermap.org/data/2.5/weather?q=%s&units=metric&appid=%s

Docs say activation takes up to 2 hours. Also tried api_key=%s with the same result.`, pick("Lisbon", "Pune", "Denver", "Osaka"), k, k)
	})

	reg("jdbc_url_password", func(b *B) string {
		pw := b.UPw()
		return f(`Flyway: "FATAL: password authentication failed" but psql works

~~~
flyway -url="jdbc:postgresql://%s:5432/catalog?user=catalog_owner&password=%s&sslmode=verify-full" migrate
~~~

Flyway Community %s`, host(), pw, b.K("10.11.0"))
	})

	reg("mongo_srv_uri", func(b *B) string {
		pw := b.UPw()
		return f(`MongoServerSelectionError: connection <monitor> to %s:27017 closed

~~~js
await mongoose.connect("mongodb+srv://admin:%s@cluster0.%s.mongodb.net/shop?retryWrites=true&w=majority&appName=Cluster0");
~~~

IP access list has 0.0.0.0/0. mongoose %s.`, b.K(privIP()), pw, rs(lalnumC, 5), b.K("8.4.0"))
	})

	reg("aws_session_token", func(b *B) string {
		id := b.K("ASIA" + rs(upperC+"234567", 16))
		s := b.Sec(awsSecret())
		st := b.Sec(uniq(func() string { return "FwoGZXIvYXdzE" + rsx(b64C, 340) }))
		return f(`ExpiredToken from the SDK although I exported fresh credentials from SSO:

~~~
export AWS_ACCESS_KEY_ID="%s"
export AWS_SECRET_ACCESS_KEY="%s"
export AWS_SESSION_TOKEN="%s"
~~~

~~~
An error occurred (ExpiredToken) when calling the DescribeInstances operation: The security token included in the request is expired
~~~`, id, s, st)
	})

	reg("azure_openai_header", func(b *B) string {
		k := b.Sec(hex32())
		return f(`Azure OpenAI: 401 "Access denied due to invalid subscription key or wrong API endpoint"

~~~bash
curl "https://%s.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=%s" \
  -H "Content-Type: application/json" \
  -H "api-key: %s" \
  -d '{"messages":[{"role":"user","content":"hi"}]}'
~~~`, pick("acme-eastus2", "contoso-ai", "hr-bot-weu"), b.K("2024-02-15-preview"), k)
	})

	reg("anthropic_x_api_key", func(b *B) string {
		k := b.Sec(anthropicK())
		return f(`Claude API: "anthropic-version header is required"?

~~~bash
curl https://api.anthropic.com/v1/messages \
  -H "x-api-key: %s" \
  -H "anthropic-version: %s" \
  -H "content-type: application/json" \
  -d '{"model":"claude-3-5-sonnet-20241022","max_tokens":%d,"messages":[{"role":"user","content":"Hello"}]}'
~~~

I do pass it... it's a proxy issue maybe?`, k, b.K("2023-06-01"), rn(64, 4096))
	})

	reg("discord_webhook_url", func(b *B) string {
		t := b.Sec(uniq(func() string { return rsx(b64uC, 68) }))
		id := b.K(snowflake())
		return f(`Discord webhook: 400 "Cannot send an empty message" from GitHub Actions

~~~yaml
- run: |
    curl -H "Content-Type: application/json" -X POST \
      -d "{\"content\": \"Build ${{ github.run_number }} done\"}" \
      https://discord.com/api/webhooks/%s/%s
~~~`, id, t)
	})

	reg("jira_basic_email_token", func(b *B) string {
		e := b.WorkEmail()
		t := b.Sec(uniq(func() string { return "ATATT3xFfGF0" + rsx(b64uC, 170) + "=" + strings.ToUpper(rs(hexC, 8)) }))
		return f(`Jira Cloud REST: 401 with API token, 200 in the browser

~~~bash
curl -s -u %s:%s \
  -H "Accept: application/json" \
  "https://%s.atlassian.net/rest/api/3/search?jql=project=OPS%%20AND%%20status=Open&maxResults=%d"
~~~`, e, t, pick("acme", "orbit", "tidewater"), rn(10, 100))
	})

	reg("fcm_server_key", func(b *B) string {
		k := b.Sec(uniq(func() string { return "AAAA" + rsx(b64uC, 7) + ":APA91b" + rsx(b64uC, 134) }))
		return f(`FCM legacy API returns 401 since last week

~~~http
POST https://fcm.googleapis.com/fcm/send
Authorization: key=%s
Content-Type: application/json

{"to": "/topics/news", "notification": {"title": "Release %s"}}
~~~

Do I really have to migrate to HTTP v1?`, k, b.K(ver()))
	})

	reg("wss_jwt_query", func(b *B) string {
		t := b.JWT()
		return f(`WebSocket closes with code 1006 right after open

~~~js
const ws = new WebSocket("wss://realtime.%s/socket/websocket?vsn=2.0.0&token=%s");
ws.onclose = (e) => console.log(e.code, e.reason); // 1006 ""
~~~

Works with wscat. Phoenix %s.`, pickL(workDomains), t, b.K("1.7.12"))
	})

	reg("docs_placeholder_vs_real", func(b *B) string {
		e := b.FreeEmail()
		ph := b.e164Keep()
		return f(`The README example works but my real address doesn't:

~~~bash
# from the docs
./notify --to %s --sms %s
# mine
./notify --to %s --sms %s
~~~

Mine fails with "recipient not verified". Is there a sandbox list I need to add it to?`, b.K(pick("you@example.com", "user@example.org", "jane.doe@example.com", "someone@example.net")), b.K(pick("+1-202-555-0143", "(555) 555-5555", "+1 202 555 0199", "+1-415-555-0100")), e, ph)
	})

	reg("cloudflare_token_env", func(b *B) string {
		t := b.Sec(uniq(func() string { return rsx(b64uC, 40) }))
		zid := b.K(rs(hexC, 32))
		return f(`Terraform cloudflare provider: "Authentication error (10000)"

~~~
export CLOUDFLARE_API_TOKEN=%s
export TF_VAR_zone_id=%s
terraform apply -target=cloudflare_record.www
~~~

The token has Zone:DNS:Edit for that zone.`, t, zid)
	})

	reg("java_test_person_ssn", func(b *B) string {
		s := b.SSN()
		p := newPerson()
		return f(`JUnit 5: @ParameterizedTest with a record argument

~~~java
@Test
void maskKeepsLastFour() {
    var a = new Applicant("%s", "%s", LocalDate.of(%d, %d, %d));
    assertEquals("***-**-%s", a.maskedSsn());
}
~~~

Test name from the bug report, the data is the reporter's.`, p.Full(), s, rn(1950, 2000), rn(1, 12), rn(1, 28), s[7:])
	})

	reg("kotlin_card_test", func(b *B) string {
		c := b.Card(pick("visa", "mc", "amex"), 1)
		return f(`Kotlin: value class CardNumber fails equality in tests

~~~kotlin
@JvmInline value class CardNumber(val raw: String)

@Test fun normalizes() {
    val n = CardNumber("%s").normalized()
    assertEquals(%d, n.raw.length)
}
~~~

(the number is from the QA device, real card, will swap for a test PAN)`, c, len(strings.ReplaceAll(c, " ", "")))
	})

	reg("k8s_args_password", func(b *B) string {
		pw := b.Pw()
		return f(`Job fails with "unknown flag: --db-password" after upgrade

~~~yaml
containers:
  - name: migrate
    image: ghcr.io/acme/migrator:%s
    args: ["--db-host=%s", "--db-user=migrator", "--db-password=%s", "--dry-run=false"]
~~~`, b.K(ver()), host(), pw)
	})

	reg("servicebus_conn", func(b *B) string {
		k := b.Sec(uniq(func() string { return base64.StdEncoding.EncodeToString([]byte(rs(alnumC, 32))) }))
		return f(`Azure Functions ServiceBusTrigger never fires, local.settings.json:

~~~json
{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "ServiceBusConnection": "Endpoint=sb://acme-bus-%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s",
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated"
  }
}
~~~`, rs(lalnumC, 4), k)
	})
}

// e164Keep is a real-looking number labelled phone.
func (b *B) e164Keep() string { return b.P("phone", phoneUS(pick1(4, 5))) }
