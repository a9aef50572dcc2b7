package main

// Templates: Python and JavaScript/TypeScript questions. "~~~" becomes a
// Markdown fence and "¦" a backtick when the line is written.

import (
	"fmt"
	"strings"
)

var f = fmt.Sprintf

func init() {
	reg("py_requests_bearer", func(b *B) string {
		tok := b.Sec(pick(opaque(40), ghp(), linearT(), hfT(), openaiK()))
		api := pick("api.github.com/user/repos", "api.linear.app/graphql", "huggingface.co/api/whoami-v2", "api.openai.com/v1/models", "api.kestrelpay.com/v2/orders")
		rid := b.K(uuid())
		ln := rn(20, 300)
		return f(`requests returns 401 even though the token works in Postman

I'm calling the API like this (Python 3.%d, requests %s):

~~~python
import requests

headers = {"Authorization": f"Bearer %s", "Accept": "application/json"}
r = requests.get("https://%s", headers=headers, timeout=10)
r.raise_for_status()
~~~

and get

~~~
Traceback (most recent call last):
  File "/home/dev/sync/client.py", line %d, in fetch
    r.raise_for_status()
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://%s
x-request-id: %s
~~~

Same token in Postman returns 200. What am I missing?`, rn(8, 12), b.K(pick("2.31.0", "2.32.3", "2.28.2")), tok, api, ln, api, rid)
	})

	reg("py_smtplib_apppass", func(b *B) string {
		em := b.FreeEmail()
		pw := b.Sec(appPassword())
		to := b.Email()
		return f(`smtplib.SMTPAuthenticationError 535 with Gmail app password

~~~python
import smtplib, ssl
from email.message import EmailMessage

msg = EmailMessage()
msg["From"] = "%s"
msg["To"] = "%s"
msg["Subject"] = "Weekly report %s"
msg.set_content("see attached")

ctx = ssl.create_default_context()
with smtplib.SMTP("smtp.gmail.com", 587) as server:
    server.starttls(context=ctx)
    server.login("%s", "%s")
    server.send_message(msg)
~~~

~~~
smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted. For more information, go to\n5.7.8  https://support.google.com/mail/?p=BadCredentials %s - gsmtp')
~~~

2FA is on and I generated the app password yesterday. Any idea?`, em, to, b.K(dateS()), em, pw, b.K(rs(lalnumC, 20)+"."+rn1k()))
	})

	reg("py_django_settings", func(b *B) string {
		sk := b.Sec(pick("django-insecure-"+djangoKey(), djangoKey()))
		dbpw := b.UPw()
		em := b.WorkEmail()
		mpw := b.Pw()
		h := host()
		return f(`Django can't connect to Postgres after moving settings to production.py

~~~python
# settings/production.py
DEBUG = False
SECRET_KEY = '%s'
ALLOWED_HOSTS = ['%s', '127.0.0.1']

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': 'orders',
        'USER': 'orders_app',
        'PASSWORD': '%s',
        'HOST': '%s',
        'PORT': '5432',
        'CONN_MAX_AGE': 600,
    }
}

EMAIL_BACKEND = 'django.core.mail.backends.smtp.EmailBackend'
EMAIL_HOST = 'smtp.office365.com'
EMAIL_PORT = 587
EMAIL_HOST_USER = '%s'
EMAIL_HOST_PASSWORD = '%s'
~~~

~~~
django.db.utils.OperationalError: connection to server at "%s" (%s), port 5432 failed: timeout expired
~~~

Django %s, psycopg %s.`, sk, b.K("shop."+pickL(workDomains)), dbpw, h, em, mpw, h, b.K(privIP()), b.K(pick("4.2.11", "5.0.3", "5.1.1")), b.K(pick("3.1.18", "3.2.1")))
	})

	reg("py_traceback_card", func(b *B) string {
		c := b.Card("", 0)
		em := b.Email()
		oid := b.K(orderNo())
		ln1, ln2 := rn(40, 400), rn(40, 400)
		return f(`Traceback (most recent call last):
  File "/srv/app/payments/tasks.py", line %d, in charge_order
    result = gateway.charge(order_id="%s", card_number="%s", amount=Decimal("%s"))
  File "/srv/app/payments/gateway.py", line %d, in charge
    raise GatewayError(f"declined for {customer_email}: {resp['code']}")
payments.gateway.GatewayError: declined for %s: do_not_honor

How do I stop Sentry from capturing the locals here? This is from prod, worker pid %d.`, ln1, oid, c, b.K(amount()), ln2, em, rn(1000, 65000))
	})

	reg("py_pytest_fixture", func(b *B) string {
		p := newPerson()
		em := b.P("email", emailFor(p, false))
		ph := b.PhoneUS(pick1(0, 1, 5))
		s := b.SSN()
		bad := b.K(badSSN())
		uid := rn(1000, 99999)
		return f(`pytest fixture fails validation only on CI

I copied one real customer row from staging into conftest.py to reproduce a bug (I know, will replace it):

~~~python
@pytest.fixture
def customer():
    return {
        "id": %d,
        "name": "%s",
        "email": "%s",
        "phone": "%s",
        "ssn": "%s",
        "created_at": "%s",
    }

@pytest.mark.parametrize("value", ["%s", "", None])
def test_rejects_invalid_ssn(value, customer):
    customer["ssn"] = value
    with pytest.raises(ValidationError):
        CustomerSchema().load(customer)
~~~

Locally all %d tests pass; on GitHub Actions (ubuntu-22.04, Python 3.12.%d) the second case fails with ¦marshmallow.exceptions.ValidationError¦. Why would it differ?`, uid, p.Full(), em, ph, s, b.K(isoTS()), bad, rn(30, 400), rn(0, 7))
	})

	reg("py_boto3_keys", func(b *B) string {
		id := b.K(akia())
		sec := b.Sec(awsSecret())
		rid := b.K(strings.ToUpper(rs(hexC+"ABCDEF", 16)))
		return f(`boto3 SignatureDoesNotMatch when uploading to S3 from a Lambda

~~~python
s3 = boto3.client(
    "s3",
    region_name="eu-west-1",
    aws_access_key_id="%s",
    aws_secret_access_key="%s",
)
s3.upload_file("/tmp/report.csv", "acme-exports-prod", "reports/%s/report.csv")
~~~

~~~
botocore.exceptions.ClientError: An error occurred (SignatureDoesNotMatch) when calling the PutObject operation: The request signature we calculated does not match the signature you provided. Check your key and signing method.
RequestId: %s
~~~

boto3==%s. The same keys work from my laptop.`, id, sec, b.K(dateS()), rid, b.K(pick("1.34.69", "1.35.12", "1.28.57")))
	})

	reg("py_openai_key", func(b *B) string {
		k := b.Sec(openaiK())
		rid := b.K("req_" + rs(hexC, 32))
		return f(`openai.RateLimitError on the first request with a brand new key

~~~python
from openai import OpenAI
client = OpenAI(api_key="%s")
resp = client.chat.completions.create(model="%s", messages=[{"role": "user", "content": "ping"}])
~~~

~~~
openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}
request id: %s
~~~

openai==%s. Billing shows $%s credit. Is the key wrong?`, k, b.K(pick("gpt-4o-2024-08-06", "gpt-4o-mini", "gpt-4.1-2025-04-14")), rid, b.K(pick("1.30.1", "1.51.0", "1.12.0")), b.K(f("%d.00", rn(5, 120))))
	})

	reg("py_pandas_head", func(b *B) string {
		var rows []string
		for i := 0; i < 3; i++ {
			p := newPerson()
			e := b.P("email", emailFor(p, false))
			ph := b.P("phone", phoneUS(pick1(1, 2)))
			rows = append(rows, f("%d  %-18s %-34s %-14s %s", i, p.Full(), e, ph, b.K(dateS())))
		}
		return f(`pandas read_csv turns my phone column into floats

~~~python
df = pd.read_csv("exports/contacts_%s.csv", dtype={"zip": str})
print(df.head(3))
~~~

~~~
   name               email                              phone          signup
%s
~~~

After ¦df.to_parquet()¦ the phone column becomes float64 in some chunks. pandas %s, pyarrow %s.`, b.K(dateS()), strings.Join(rows, "\n"), b.K(pick("2.2.2", "2.1.4", "1.5.3")), b.K(pick("15.0.2", "14.0.1", "16.1.0")))
	})

	reg("py_pyjwt_expired", func(b *B) string {
		t := b.JWT()
		return f(`PyJWT raises ExpiredSignatureError although exp is in the future

~~~python
import jwt
token = "%s"
claims = jwt.decode(token, key=PUBLIC_KEY, algorithms=["RS256", "HS256"], audience="api", leeway=10)
~~~

~~~
jwt.exceptions.ExpiredSignatureError: Signature has expired
~~~

Server clock is NTP-synced (chrony, offset %s s). PyJWT %s.`, t, b.K(f("+0.000%d", rn(100, 999))), b.K(pick("2.8.0", "2.9.0", "2.10.1")))
	})

	reg("py_celery_broker", func(b *B) string {
		pw := b.UPw()
		rpw := b.UPw()
		return f(`Celery worker stuck at "Connected to amqp://" and never consumes

~~~python
# celeryconfig.py
broker_url = "amqp://worker:%s@rabbitmq.prod.internal:5672//"
result_backend = "redis://:%s@redis-master.prod.internal:6379/1"
task_acks_late = True
worker_prefetch_multiplier = 1
~~~

~~~
[%s: INFO/MainProcess] Connected to amqp://worker:**@rabbitmq.prod.internal:5672//
[%s: INFO/MainProcess] celery@worker-%s ready.
~~~

celery %s, kombu %s, RabbitMQ 3.12.`, pw, rpw, b.K(logTS()), b.K(logTS()), b.K(podHash()), b.K("5.3.6"), b.K("5.3.4"))
	})

	reg("py_jupyter_cell", func(b *B) string {
		k := b.Sec(pick(openaiK(), anthropicK(), hfT()))
		return f(`In [%d]:
import os
os.environ["%s"] = "%s"
from langchain_community.llms import HuggingFaceHub

Out[%d]:
AuthenticationError: 401 Unauthorized (request_id=%s)

Why does my notebook still fail after setting the env var? I restarted the kernel twice.`, rn(3, 40), pick("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "HUGGINGFACEHUB_API_TOKEN"), k, rn(3, 40), b.K(uuid()))
	})

	reg("py_slack_webhook", func(b *B) string {
		s := b.Sec(uniq(func() string { return rsx(alnumC, 24) }))
		t := "T0" + rs(upperC+digitC, 9)
		bb := "B0" + rs(upperC+digitC, 9)
		return f(`Slack incoming webhook returns "invalid_payload"

~~~python
WEBHOOK = "https://hooks.slack.com/services/%s/%s/%s"
requests.post(WEBHOOK, data=json.dumps({"text": f"Deploy {version} finished"}))
~~~

Returns 400 invalid_payload. Deploy version was %s. Channel id %s.`, t, bb, s, b.K("v"+ver()), b.K("C0"+rs(upperC+digitC, 9)))
	})

	// ---- JavaScript / TypeScript ----

	reg("js_fetch_bearer", func(b *B) string {
		tok := b.Sec(pick(opaque(48), rsx(b64uC, 43), shopifyT(), vaultT()))
		return f(`CORS preflight fails only when I add the Authorization header

~~~js
const res = await fetch("https://api.%s/v1/inventory?page=2&limit=50", {
  headers: {
    "Authorization": "Bearer %s",
    "Content-Type": "application/json",
  },
});
~~~

Chrome console:

~~~
Access to fetch at 'https://api.%s/v1/inventory?page=2&limit=50' from origin 'http://localhost:5173' has been blocked by CORS policy: Response to preflight request doesn't pass access control check
~~~

Vite %s, Chrome %s.`, "northwind-logistics.com", tok, "northwind-logistics.com", b.K(pick("5.2.8", "5.4.10", "6.0.1")), b.K(f("%d.0.%d.%d", rn(118, 131), rn(5000, 6800), rn(10, 200))))
	})

	reg("js_axios_jwt", func(b *B) string {
		t := b.JWT()
		return f(`axios interceptor sends an old token after refresh

~~~ts
axios.defaults.headers.common["Authorization"] = "Bearer %s";

api.interceptors.response.use(undefined, async (err) => {
  if (err.response?.status === 401 && !err.config._retry) {
    err.config._retry = true;
    const { data } = await api.post("/auth/refresh");
    setToken(data.access_token);
    return api(err.config);
  }
  return Promise.reject(err);
});
~~~

The retried request still carries the first token (I logged it above). axios %s.`, t, b.K(pick("1.6.2", "1.7.7", "0.27.2")))
	})

	reg("ts_nextjs_env", func(b *B) string {
		ns := b.Sec(rawB64(32))
		gs := b.Sec(hex40())
		gid := b.K("Iv1." + rs(hexC, 16))
		pk := b.K(pkLive())
		return f(`NextAuth "[next-auth][error][OAUTH_CALLBACK_ERROR]" after deploy to Vercel

.env.local:
~~~
NEXTAUTH_URL=http://localhost:3000
NEXTAUTH_SECRET=%s
GITHUB_ID=%s
GITHUB_SECRET=%s
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s
DATABASE_URL="file:./dev.db"
~~~

Works locally. On Vercel I get ¦state cookie was missing¦. next %s, next-auth %s.`, ns, gid, gs, pk, b.K(pick("14.2.3", "13.5.6", "15.0.3")), b.K(pick("4.24.7", "4.22.1")))
	})

	reg("js_npmrc_token", func(b *B) string {
		t := b.Sec(npmT())
		return f(`npm publish fails with E401 although npm whoami works

~~~
$ cat ~/.npmrc
//registry.npmjs.org/:_authToken=%s
@acme:registry=https://npm.pkg.github.com
$ npm publish --access public
npm ERR! code E401
npm ERR! 401 Unauthorized - PUT https://registry.npmjs.org/@acme%%2fui-kit - unauthenticated
npm ERR! A complete log of this run can be found in: /home/runner/.npm/_logs/%s-debug-0.log
~~~

node %s, npm %s`, t, b.K(tm().Format("2006-01-02T15_04_05_000Z")), b.K("v"+pick("20.11.1", "18.19.0", "22.3.0")), b.K(pick("10.2.4", "9.8.1", "10.8.1")))
	})

	reg("js_stripe_node", func(b *B) string {
		sk := b.Sec(stripeSK())
		em := b.Email()
		cus := b.K(stripeID("cus"))
		pi := b.K(stripeID("pi"))
		return f(`Stripe: "No such customer" right after creating it

~~~js
const stripe = require("stripe")("%s");

const customer = await stripe.customers.create({ email: "%s", name: "%s" });
// -> %s
const intent = await stripe.paymentIntents.create({
  amount: %d, currency: "usd", customer: customer.id,
  automatic_payment_methods: { enabled: true },
});
~~~

~~~
StripeInvalidRequestError: No such customer: '%s'
    at StripeError.generate (node_modules/stripe/cjs/Error.js:10:20)
  requestId: 'req_%s'
~~~

The earlier intent %s worked. stripe-node %s.`, sk, em, newPerson().Full(), cus, rn(500, 90000), cus, b.K(rs(alnumC, 14)), pi, b.K(pick("14.22.0", "16.2.0", "15.8.0")))
	})

	reg("js_console_mongo_user", func(b *B) string {
		oid := b.K(objectID())
		em := b.Email()
		ph := b.Phone()
		return f(`Mongoose findOneAndUpdate returns the old document

~~~js
const user = await User.findOneAndUpdate({ _id: id }, { $set: { plan: "pro" } });
console.log(user);
~~~

prints

~~~
{
  _id: new ObjectId("%s"),
  email: '%s',
  phone: '%s',
  plan: 'free',
  loginCount: %d,
  createdAt: %s,
  __v: 0
}
~~~

Why is plan still "free"? mongoose %s.`, oid, em, ph, rn(2, 900), b.K(isoTS()), b.K(pick("8.3.2", "7.6.8", "6.12.3")))
	})

	reg("ts_jest_snapshot", func(b *B) string {
		em := b.Email()
		c := b.Card("", pick1(0, 1))
		return f(`Jest snapshot keeps failing on a date I don't control

~~~
// Jest Snapshot v1, https://goo.gl/fbAQLP

exports[¦CheckoutSummary renders saved card 1¦] = ¦
<div className="summary">
  <span data-testid="email">%s</span>
  <span data-testid="pan">%s</span>
  <span data-testid="total">$%s</span>
  <time dateTime="%s" />
</div>
¦;
~~~

How do I freeze time in jest %s with @testing-library/react %s?`, em, c, b.K(amount()), b.K(isoTS()), b.K("29.7.0"), b.K("14.3.1"))
	})

	reg("js_discord_bot", func(b *B) string {
		t := b.Sec(discordT())
		gid := b.K(snowflake())
		return f(`discord.js v14: "An invalid token was provided" but I just reset it

~~~js
const { Client, GatewayIntentBits } = require("discord.js");
const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages] });
client.once("ready", () => console.log("ready in guild %s"));
client.login("%s");
~~~

~~~
Error [TokenInvalid]: An invalid token was provided.
    at Client.login (node_modules/discord.js/src/client/Client.js:214:52)
~~~

discord.js %s, node %s`, gid, t, b.K("14.14.1"), b.K("20.10.0"))
	})

	reg("js_telegram_bot", func(b *B) string {
		t := b.Sec(telegramT())
		return f(`node-telegram-bot-api: ETELEGRAM: 409 Conflict: terminated by other getUpdates request

~~~js
const TelegramBot = require('node-telegram-bot-api');
const bot = new TelegramBot('%s', { polling: true });
bot.on('message', (msg) => bot.sendMessage(msg.chat.id, 'pong'));
~~~

Only one instance is running (pm2 list shows id 0, uptime %dm). Version %s.`, t, rn(2, 600), b.K("0.64.0"))
	})

	reg("js_twilio_sms", func(b *B) string {
		sid := b.K(twilioSID())
		tk := b.Sec(twilioTok())
		to := b.PhoneE164()
		from := b.P("phone", phoneUS(4))
		return f(`Twilio error 21608 when sending to a verified number

~~~js
const client = require('twilio')('%s', '%s');
await client.messages.create({
  body: 'Your code is %s',
  from: '%s',
  to: '%s',
});
~~~

~~~
RestException [Error]: The number %s is unverified. Trial accounts cannot send messages to unverified numbers
  status: 400, code: 21608, moreInfo: 'https://www.twilio.com/docs/errors/21608'
~~~`, sid, tk, b.K(dg(6)), from, to, to)
	})
}

func rn1k() string        { return f("%d", rn(100, 999)) }
func pick1(xs ...int) int { return xs[R.Intn(len(xs))] }
