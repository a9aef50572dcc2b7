package main

import (
	"fmt"
	"strings"
)

func tJavaTrace(b *B, clean bool) {
	t := rts()
	b.X("Registration endpoint throws 500 instead of 409 on duplicate email:\n\n´´´\n§ ERROR § --- [nio-8080-exec-§] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() threw exception\norg.springframework.dao.DataIntegrityViolationException: could not execute statement; SQL [n/a]; constraint [users_email_key]\n", K(t.sp()+"."+fmt.Sprintf("%03d", t.ms)), rr(1000, 65000), rr(1, 10))
	if clean {
		b.X("Caused by: org.postgresql.util.PSQLException: ERROR: duplicate key value violates unique constraint \"users_email_key\"\n  Detail: Key (email)=(§) already exists.\n", K("<redacted>"))
	} else {
		b.X("Caused by: org.postgresql.util.PSQLException: ERROR: duplicate key value violates unique constraint \"users_email_key\"\n  Detail: Key (email)=(§) already exists.\n", P("email", email()))
	}
	b.X("\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:§)\n\tat com.§.users.UserService.register(UserService.java:§)\n\tat com.§.users.UserController.signup(UserController.java:§)\n´´´\nI have ´@ExceptionHandler(DataIntegrityViolationException.class)´ in a ´@ControllerAdvice´ but it's never hit.", K(fmt.Sprint(rr(2000, 2800))), pick("acme", "hooli"), rr(40, 200), pick("acme", "hooli"), rr(20, 120))
}

func tPyTraceback(b *B, clean bool) {
	code := pick("21211", "21614", "21408")
	b.X("Celery task for SMS retries forever:\n\n´´´\nTraceback (most recent call last):\n  File \"/app/.venv/lib/python3.§/site-packages/celery/app/trace.py\", line §, in trace_task\n    R = retval = fun(*args, **kwargs)\n  File \"/app/notify/tasks.py\", line §, in send_sms\n    client.messages.create(to=user.phone, from_=settings.TWILIO_FROM, body=msg)\n", rr(9, 12), K(fmt.Sprint(rr(400, 760))), rr(10, 90))
	if clean {
		b.X("twilio.base.exceptions.TwilioRestException: \nHTTP 400 error: Unable to create record: The 'To' number § is not a valid phone number.\n", K(pick("+15555555555", "+1 000 000 0000", "None")))
	} else {
		b.X("twilio.base.exceptions.TwilioRestException: \nHTTP 400 error: Unable to create record: The 'To' number § is not a valid phone number.\n", P("phone", pick(phoneE164(), phone())))
	}
	b.X("´´´\nMore info: § — should I just not retry on §?", K("https://www.twilio.com/docs/errors/"+code), K("Error "+code))
}

func tNodeJSONLog(b *B, clean bool) {
	pod := pick("api", "auth", "web") + "-" + sec(lower+digits, 10) + "-" + sec(lower+digits, 5)
	pid := rr(1, 60000)
	b.X("Login failures spiked after deploy. Pino logs:\n\n´´´\n")
	for i := 0; i < rr(2, 4); i++ {
		var em any
		if clean {
			em = K("[Redacted]")
		} else {
			em = P("email", email())
		}
		b.X("{\"level\":40,\"time\":§,\"pid\":§,\"hostname\":\"§\",\"reqId\":\"req-§\",\"email\":\"§\",\"ip\":\"§\",\"msg\":\"invalid password\"}\n", K(epochMs()), pid, K(pod), rr(1, 9999), em, K(ipPub()))
	}
	b.X("´´´\nThe bcrypt cost went from 10 to 12 in this release (´bcrypt@§´), could that cause timeouts that show as invalid password?", K("5.1."+fmt.Sprint(rr(0, 1))))
}

func tPGLog(b *B, clean bool) {
	t := rts()
	b.X("Postgres log during the import:\n\n´´´\n§ UTC [§] ERROR:  duplicate key value violates unique constraint \"customers_email_key\"\n", K(t.sp()+"."+fmt.Sprintf("%03d", t.ms)), rr(100, 99999))
	if clean {
		b.X("§ UTC [§] DETAIL:  Key (email)=(§) already exists.\n", t.sp()+".121", rr(100, 99999), K("(REDACTED)"))
	} else {
		e := email()
		b.X("§ UTC [§] DETAIL:  Key (email)=(§) already exists.\n§ UTC [§] STATEMENT:  INSERT INTO customers (email, phone, created_at) VALUES ('§', '§', now())\n", t.sp()+".121", rr(100, 99999), P("email", e), t.sp()+".121", rr(100, 99999), P("email", e), P("phone", phone()))
	}
	b.X("´´´\nWe use ´ON CONFLICT DO NOTHING´ elsewhere; how do I see which rows were skipped? Server § on §.", K("PostgreSQL "+fmt.Sprint(rr(13, 16))+"."+fmt.Sprint(rr(1, 8))), pick("RDS", "Cloud SQL", "a t3.medium"))
}

func tValidationResp(b *B, clean bool) {
	b.X("The API rejects numbers that look fine to me:\n\n´´´http\nHTTP/1.1 422 Unprocessable Entity\ncontent-type: application/json\nx-request-id: §\n\n{\"errors\":[{\"field\":\"phone\",\"code\":\"invalid_format\",\"message\":\"'§' is not a valid E.164 number\"}",
		K(uuid4()), V(clean, "phone", phoneIntl(), K(pick("12345", "+0", "not-a-number"))))
	if !clean && chance(0.5) {
		b.X(",{\"field\":\"email\",\"code\":\"taken\",\"message\":\"§ is already registered\"}", P("email", email()))
	}
	b.X("]}\n´´´\nUsing libphonenumber-js § on the client and it says valid.", K(fmt.Sprintf("1.%d.%d", rr(10, 11), rr(0, 20))))
}

func tSMTPLog(b *B, clean bool) {
	t := rts()
	q := sec(hexu, 10)
	b.X("Password reset emails land in spam for Gmail users only. Postfix log:\n\n´´´\n§ mail postfix/smtp[§]: §: to=<§>, relay=gmail-smtp-in.l.google.com[§]:25, delay=§, delays=0.1/0/0.2/0.4, dsn=2.0.0, status=sent (250 2.0.0 OK  § § - gsmtp)\n´´´\nSPF and DKIM pass, DMARC is ´p=none´. From address is §.",
		K(t.syslog()), rr(1000, 99999), K(q), V(clean, "email", emailAt("gmail.com"), K("redacted@gmail")), K(ipPub()), fmt.Sprintf("%d.%02d", rn(3), rn(100)), K(epochS()), sec(lower+digits, 20), V(clean, "email", "no-reply@"+pick("acme.io", "lumen.app", "hooli.dev"), K("MAIL_FROM")))
}

func tGitLog(b *B, clean bool) {
	sha := sha1hex()
	t := rts()
	name := fullName()
	b.X("git blame points at this commit, but the author isn't in our org anymore. How do I find who approved it?\n\n´´´\ncommit §\nMerge: § §\n", K(sha), K(shortSHA()), K(shortSHA()))
	if clean {
		b.X("Author: § <§>\nDate:   §\n\n    Merge pull request #§ from §/fix-retry\n\n    Fix retry backoff\n\n    Co-authored-by: dependabot[bot] <§>\n´´´", name, K(pick("49699333+dependabot[bot]@users.noreply", "author@localhost")), K(t.git()), K(fmt.Sprint(rr(100, 9999))), handle(), K("support@localhost"))
		return
	}
	b.X("Author: § <§>\nDate:   §\n\n    Merge pull request #§ from §/fix-retry\n\n    Fix retry backoff\n\n    Signed-off-by: § <§>\n", name, P("email", email()), K(t.git()), K(fmt.Sprint(rr(100, 9999))), handle(), name, P("email", workEmail()))
	if chance(0.5) {
		b.X("    Co-authored-by: § <§>\n", fullName(), P("email", fmt.Sprintf("%d+%s@users.noreply.github.com", rr(100000, 99999999), handle())))
	}
	b.X("´´´")
}

func tGithubIssue(b *B, clean bool) {
	b.X("### Describe the bug\n§ crashes on startup after upgrading from § to §.\n\n### To Reproduce\n1. ´§´\n2. set the config below\n3. run ´npx § start´\n\n### Config\n´´´yaml\n", pick("The CLI", "The dev server", "The worker"), K(vsemver()), K(vsemver()), pick("npm i -g acme-cli@latest", "pnpm up --latest", "yarn upgrade"), pick("acme", "hooli"))
	if clean {
		b.X("apiUrl: https://api.acme.io\ntoken: ${ACME_TOKEN}\nnotify:\n  email: ${ALERT_EMAIL}\n")
	} else {
		switch rn(3) {
		case 0:
			b.X("apiUrl: https://api.acme.io\napiToken: §\n", P("bearer", sec(alnum, 40)))
		case 1:
			n, v, _ := vendorTok()
			b.X("apiUrl: https://api.acme.io\n§: §\n", strings.ToLower(n), P("bearer", v))
		default:
			b.X("apiUrl: https://api.acme.io\nnotify:\n  email: §\n  sms: \"§\"\n", P("email", email()), P("phone", phone()))
		}
	}
	t := rts()
	b.X("´´´\n\n### Logs\n´´´\n[§] TypeError: Cannot read properties of undefined (reading 'split')\n    at parseConfig (/usr/lib/node_modules/§/dist/config.js:§:§)\n´´´\n\n### Environment\n- OS: §\n- Node: §\n- Version: §", K(t.iso()), pick("acme-cli", "hooli"), rr(10, 400), rr(2, 60), K(pick("macOS 14.4.1", "Ubuntu 22.04.4 LTS", "Windows 11 23H2")), K(fmt.Sprintf("v%d.%d.%d", rr(18, 22), rr(0, 17), rr(0, 3))), K(semver()))
}

func tPRReview(b *B, clean bool) {
	file := pick("config/dev.yml", "src/lib/client.ts", "scripts/deploy.sh", "app/settings/local.py", "cmd/server/main.go")
	line := rr(5, 300)
	if clean {
		b.X("@§ thanks! two nits:\n- §#L§: can we read the key from ´process.env.API_KEY´ instead of ´'YOUR_API_KEY'´? the placeholder made it into the build artifact\n- bump ´§´ in the lockfile too, otherwise CI resolves ´§´\n\nLGTM after that. Rebased on ´§´.", K(handle()), K(file), line, K(pkgAt()), K(pkgAt()), K(shortSHA()))
		return
	}
	switch rn(3) {
	case 0:
		n, v, _ := vendorTok()
		_ = n
		b.X("@§ heads up — ´§´ line § has a real token: ´§´. Please revoke it (not just remove it, it's in history now as ´§´).", K(handle()), K(file), line, P("bearer", v), K(shortSHA()))
	case 1:
		b.X("> §\n\nThis test fixture uses a real customer's data (§, §). Please swap for faker values before merging — we got flagged by the DLP bot on ´§´.", K("+    email: "+"faker.email(),"), P("email", email()), P("phone", phone()), K(shortSHA()))
	default:
		b.X("Reviewed in §. One blocker: the log line at ´§:§´ prints the full Authorization header, e.g. from the staging run: ´Authorization: Bearer §´. Can we mask it like we do in ´redact.ts´?", K(shortSHA()), K(file), line, bearerArg(false))
	}
}

func tDiscordHelp(b *B, clean bool) {
	guild := snowflake()
	b.X("§ hey, my discord.py bot won't log in:\n´´´\ndiscord.errors.LoginFailure: Improper token has been passed.\n´´´\n´´´py\nintents = discord.Intents.default()\nintents.message_content = True\nGUILD_ID = §\nclient = MyClient(intents=intents)\n", pick("**#help-python**", "**#bots**", ""), K(guild))
	if clean {
		b.X("client.run(os.getenv(\"DISCORD_TOKEN\"))\n´´´\n")
	} else {
		b.X("client.run(\"§\")\n´´´\n", P("bearer", discordBot()))
	}
	b.X("discord.py §, python §. the guild id is right i copied it with developer mode", K("2."+fmt.Sprint(rr(3, 4))+"."+fmt.Sprint(rr(0, 2))), K("3."+fmt.Sprint(rr(10, 12))))
}

func tSlackHelp(b *B, clean bool) {
	ch := "C0" + sec(upper+digits, 9)
	tsv := epochS() + "." + fmt.Sprintf("%06d", rn(1000000))
	b.X("anyone seen ´invalid_auth´ from chat.postMessage? worked till this morning\n´´´\n")
	if clean {
		b.X("curl -X POST https://slack.com/api/chat.postMessage -H \"Authorization: Bearer $SLACK_BOT_TOKEN\" -H 'Content-type: application/json' -d '{\"channel\":\"§\",\"thread_ts\":\"§\",\"text\":\"deploy done\"}'\n", K(ch), K(tsv))
	} else {
		v := pick(slackBot(), slackBot(), slackUser())
		b.X("curl -X POST https://slack.com/api/chat.postMessage -H \"Authorization: Bearer §\" -H 'Content-type: application/json' -d '{\"channel\":\"§\",\"thread_ts\":\"§\",\"text\":\"deploy done\"}'\n", P("bearer", v), K(ch), K(tsv))
	}
	b.X("{\"ok\":false,\"error\":\"invalid_auth\"}\n´´´\napp id ´§´, workspace ´§´", K("A0"+sec(upper+digits, 9)), K("T0"+sec(upper+digits, 8)))
}

func tSlackContact(b *B, clean bool) {
	if clean {
		b.X("@here prod deploy is paused until §. on-call is whoever is in #oncall-rotation, pager via ´/pd trigger´. do NOT ping the old number ´§´, that line is dead.", K(rts().sp()+" UTC"), K(fakePhone()))
		return
	}
	p := newPerson()
	b.X("@here prod incident bridge: § — if Zoom dies, call § directly on § or email §. Runbook: ´§´", K("https://acme.zoom.us/j/"+dg(11)), p.first, P("phone", p.phone), P("email", p.email), K("https://wiki.acme.io/display/OPS/Runbook+"+fmt.Sprint(rr(100, 999))))
}

func tJWTDebug(b *B, clean bool) {
	hdr := b64j(map[string]string{"alg": "HS256", "typ": "JWT"})
	_ = hdr
	if clean {
		b.X("Why does my JWT header always start with the same characters ´§´? Is that a security problem? It's just ´{\"alg\":\"HS256\",\"typ\":\"JWT\"}´ base64url'd right? I'm using ´§´ and the token is cut off in the logs as ´§´.", K("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"), K("jsonwebtoken@9.0.2"), K("eyJhbGciOi..."))
		return
	}
	h, p, s := jwtParts()
	tok := h + "." + p + "." + s
	b.X("jwt.verify throws ´invalid signature´ even though jwt.io verifies it with the same secret?\n\n´´´js\nconst decoded = jwt.verify(token, process.env.JWT_SECRET, { algorithms: ['HS256'] });\n´´´\n\ntoken from the login response:\n´´´\n§\n´´´\nheader decodes to ´§´. ´§´ on node §.", P("jwt", tok), K("{\"alg\":\""+pick("HS256", "RS256")+"\"...}"), K("jsonwebtoken@9.0."+fmt.Sprint(rr(0, 2))), K(fmt.Sprintf("v%d.%d.%d", rr(18, 22), rr(0, 17), rr(0, 3))))
}

func tOAuthResponse(b *B, clean bool) {
	if clean {
		b.X("Google token endpoint response shape (from the docs):\n\n´´´json\n{\n  \"access_token\": \"§\",\n  \"expires_in\": 3599,\n  \"refresh_token\": \"§\",\n  \"scope\": \"https://www.googleapis.com/auth/drive.readonly\",\n  \"token_type\": \"Bearer\",\n  \"id_token\": \"§\"\n}\n´´´\nWhy do I only get a refresh_token the first time?", K("<access token>"), K("<refresh token>"), K("<jwt>"))
		return
	}
	b.X("I'm not getting a refresh_token on the second consent, this is the raw response from ´https://oauth2.googleapis.com/token´:\n\n´´´json\n{\n  \"access_token\": \"§\",\n  \"expires_in\": 3599,\n", P("bearer", ya29()))
	if chance(0.6) {
		b.X("  \"refresh_token\": \"§\",\n", P("bearer", gRefresh()))
	}
	b.X("  \"scope\": \"https://www.googleapis.com/auth/drive.readonly openid\",\n  \"token_type\": \"Bearer\",\n  \"id_token\": \"§\"\n}\n´´´\nclient id is ´§.apps.googleusercontent.com´", P("jwt", jwt()), K(dg(12)+"-"+sec(lower+digits, 32)))
}

func tTwilioCode(b *B, clean bool) {
	b.X("Twilio Node: ´RestException [Error]: Authenticate´ (code 20003)\n\n´´´js\nconst twilio = require('twilio');\nconst client = twilio(§, §);\nawait client.messages.create({\n  body: 'Your code is ' + otp,\n", K("'"+twilioAC()+"'"), QV(clean, "bearer", hex32(), "'", K("process.env.TWILIO_AUTH_TOKEN")))
	if clean {
		b.X("  from: process.env.TWILIO_FROM,\n  to: user.phone,\n});\n´´´")
	} else {
		b.X("  from: '§',\n  to: '§',\n});\n´´´", P("phone", phoneE164US()), P("phone", phoneE164()))
	}
	b.X("\nOn ´twilio@§´. The SID in the console matches.", K("5."+fmt.Sprint(rr(0, 3))+"."+fmt.Sprint(rr(0, 5))))
}

func tSendgrid(b *B, clean bool) {
	b.X("SendGrid 403 ´The from address does not match a verified Sender Identity´:\n\n´´´python\nfrom sendgrid import SendGridAPIClient\nfrom sendgrid.helpers.mail import Mail\n\nsg = SendGridAPIClient(§)\nmsg = Mail(from_email=§, to_emails=§, subject=\"Your receipt\", html_content=html)\nresp = sg.send(msg)\n´´´\n",
		QV(clean, "bearer", sendgridKey(), "\"", K("os.environ[\"SENDGRID_API_KEY\"]")), QV(clean, "email", "billing@"+pick("acme.io", "lumen.app", "orbital.cloud"), "\"", K("settings.DEFAULT_FROM")), QV(clean, "email", email(), "\"", K("user.email")))
	b.X("´sendgrid==§´, message id header ´§´", K("6.11.0"), K(sec(b64u, 22)))
}

func tAnthropicSDK(b *B, clean bool) {
	model := pick("claude-3-5-sonnet-20241022", "claude-3-opus-20240229", "claude-3-haiku-20240307", "claude-sonnet-4-20250514")
	b.X("Getting ´anthropic.AuthenticationError: Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}}´\n\n´´´python\nimport anthropic\nclient = anthropic.Anthropic(api_key=§)\nmsg = client.messages.create(model=\"§\", max_tokens=1024, messages=[{\"role\": \"user\", \"content\": \"hi\"}])\n´´´\n", QV(clean, "bearer", anthropicKey(), "\"", K("os.environ[\"ANTHROPIC_API_KEY\"]")), K(model))
	b.X("request id ´§´, ´anthropic==§´", K("req_01"+sec(alnum, 22)), K("0."+fmt.Sprint(rr(20, 40))+"."+fmt.Sprint(rr(0, 5))))
}

func tOpenAISDK(b *B, clean bool) {
	model := pick("gpt-4o-2024-08-06", "gpt-4o-mini", "gpt-4-turbo-2024-04-09", "text-embedding-3-small")
	org := "org-" + sec(alnum, 24)
	b.X("OpenAI client: ´Error code: 429 - You exceeded your current quota´ but the dashboard shows credits:\n\n´´´python\nfrom openai import OpenAI\nclient = OpenAI(api_key=§, organization=\"§\")\nr = client.chat.completions.create(model=\"§\", messages=msgs)\n´´´\n", QV(clean, "bearer", openaiKey(), "\"", K("os.getenv(\"OPENAI_API_KEY\")")), K(org), K(model))
	b.X("´openai==§´, request id ´§´", K("1."+fmt.Sprint(rr(12, 50))+"."+fmt.Sprint(rr(0, 5))), K("req_"+sec(hexl, 32)))
}

func tHFLogin(b *B, clean bool) {
	model := pick("meta-llama/Llama-2-7b-hf", "mistralai/Mistral-7B-Instruct-v0.2", "google/gemma-7b", "meta-llama/Meta-Llama-3-8B")
	b.X("Gated model download fails with 401 in Colab:\n\n´´´\n!huggingface-cli login --token §\n", V(clean, "bearer", hfTok(), K("$HF_TOKEN")))
	b.X("from transformers import AutoModelForCausalLM\nm = AutoModelForCausalLM.from_pretrained(\"§\")\n´´´\n´OSError: You are trying to access a gated repo.´ I accepted the license yesterday. ´transformers==§´", K(model), K("4."+fmt.Sprint(rr(36, 44))+"."+fmt.Sprint(rr(0, 3))))
}

func tStripeWebhook(b *B, clean bool) {
	evt := "evt_" + sec(alnum, 24)
	b.X("Stripe webhook signature verification fails only in production:\n\n´´´js\nconst stripe = require('stripe')(§);\nconst event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET);\n´´´\n´StripeSignatureVerificationError: No signatures found matching the expected signature for payload´ for event ´§´ (§). The customer on that event is ´§´ (§).",
		QV(clean, "bearer", pick(stripeSK("live"), stripeRK()), "'", K("process.env.STRIPE_SECRET_KEY")), K(evt), pick("checkout.session.completed", "invoice.paid", "payment_intent.succeeded"), K("cus_"+sec(alnum, 14)), V(clean, "email", email(), K("email redacted")))
}

func tDBError(b *B, clean bool) {
	// MySQL/ORM errors echoing the values
	if clean {
		b.X("Prisma: ´Unique constraint failed on the fields: (´email´)´ — P2002 — when upserting; the where clause uses ´id: §´. Prisma §, MySQL §.", K(uuid7()), K("5."+fmt.Sprint(rr(10, 22))+".0"), K("8.0.36"))
		return
	}
	switch rn(3) {
	case 0:
		e := email()
		b.X("SQLAlchemy IntegrityError:\n´´´\nsqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint \"ix_users_email\"\nDETAIL:  Key (email)=(§) already exists.\n[SQL: INSERT INTO users (email, phone, created_at) VALUES (%(email)s, %(phone)s, %(created_at)s) RETURNING users.id]\n[parameters: {'email': '§', 'phone': '§', 'created_at': datetime.datetime(§, §, §, §, §, §, §)}]\n´´´", P("email", e), P("email", e), P("phone", phone()), rr(2023, 2025), rr(1, 12), rr(1, 28), rr(0, 23), rr(0, 59), rr(0, 59), rr(0, 999999))
	case 1:
		b.X("Hibernate logs bound params at TRACE and our log shipper indexed this:\n´´´\nbinding parameter [1] as [VARCHAR] - [§]\nbinding parameter [2] as [VARCHAR] - [§]\nbinding parameter [3] as [VARCHAR] - [§]\nbinding parameter [4] as [BIGINT] - [§]\n´´´\nHow do I turn off just the binder logging?", P("email", email()), P("phone", phone()), P("ssn", ssn()), K(bigDec(10)))
	default:
		b.X("Mongoose E11000:\n´´´\nMongoServerError: E11000 duplicate key error collection: app.users index: email_1 dup key: { email: \"§\" }\n    at InsertOneOperation.execute (/app/node_modules/mongodb/lib/operations/insert.js:§:§)\n´´´\n´mongoose@§´", P("email", email()), rr(40, 90), rr(5, 40), K("8."+fmt.Sprint(rr(0, 5))+"."+fmt.Sprint(rr(0, 3))))
	}
}

func tLogLeakCard(b *B, clean bool) {
	t := rts()
	if clean {
		b.X("Our checkout logs look like this, is masking enough for PCI?\n´´´\n§ INFO  PaymentService - charge ok card=§ amount=§ currency=EUR order=§\n´´´", K(t.sp()), K(fakeCard()), K(fmt.Sprintf("%d.%02d", rr(1, 900), rn(100))), K(bigDec(9)))
		return
	}
	b.X("Found this in our Kibana, how did the raw PAN end up in logs?? \n´´´\n§ DEBUG PaymentService - tokenize request: {\"number\":\"§\",\"exp\":\"§/§\",\"name\":\"§\"§}\n´´´\nWe use Spring Boot with logback, trace id ´§´.", K(t.sp()), P("credit_card", cardDigits()), fmt.Sprintf("%02d", rr(1, 12)), rr(26, 31), fullName(), func() string {
		if chance(0.5) {
			return ""
		}
		return ",\"email\":\"" + email() + "\""
	}(), K(sec(hexl, 32)))
	// the optional email above was written as text; label it if present
	q := b.sb.String()
	if i := strings.Index(q, "\"email\":\""); i >= 0 {
		j := strings.Index(q[i+9:], "\"")
		b.pii = append(b.pii, PV{"email", q[i+9 : i+9+j]})
	}
}
