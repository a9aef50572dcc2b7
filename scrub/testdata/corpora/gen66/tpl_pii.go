package main

import (
	"fmt"
	"strings"
)

// Tpl is one kind of query. Either Variants (placeholder strings, one is
// picked) or Fn builds the text.
type Tpl struct {
	Kind     string
	Locs     []string
	Variants []string
	Fn       func(b *B)
}

var allLocs = []string{"en", "gb", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr", "ru", "uk", "el", "ar", "he", "hi", "zh", "ja", "ko", "th", "vi", "id"}
var latinLocs = []string{"en", "gb", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "tr"}

var piiTpls = []Tpl{
	{Kind: "email_signature", Locs: []string{"en", "gb", "en"}, Variants: []string{
		"Can you rewrite this signature so it fits on two lines?\n\nBest regards,\n{name}\nSenior Buyer | {co}\nM: {phone::i} | O: {phone::n} [[ext. 214]]\n{email}\n",
		"Summarize the thread below and draft a reply.\n\n> On {U:date}, {name} <{email}> wrote:\n> Following up on PO [[{K:order}]] — the pallets are still at the dock.\n> Call me on {phone} if anything changes.\n> --\n> {name}, Operations\n",
		"Thanks!\n{name}\n{co}\nTel {phone::n} · Mobile {phone::i}\n{email}\n\nQuestion: does this signature look too cluttered?",
	}},
	{Kind: "support_ticket", Locs: []string{"en"}, Variants: []string{
		"Ticket [[{K:ticket}]] | Priority: High\nCustomer: {name} ({email})\nCallback: {phone}\nIssue: refund for order [[{K:amzorder}]] of [[{K:amount}]] not received after 10 business days.\nPlease draft a polite response.",
		"Customer says: \"hi, I was charged twice for order [[{K:order}]]. my number is {phone:US:n} and email {email}. please call me back asap\"\nHow should the agent classify this ticket?",
		"New ticket from {email}: 'Cannot log in since update [[{K:ver}]]. Reach me at {phone}.' Tag it with the right product area.",
	}},
	{Kind: "chat_slack", Locs: []string{"en", "gb"}, Variants: []string{
		"@channel the client's new contact is {name}, {email}, cell {phone}. Can someone update the CRM? cc [[{K:ticket}]]",
		"hey can u text the driver? his number is {phone} — delivery [[{K:track}]] is stuck since [[{U:hr}]]",
		"[{U:hr}] dana: whats the escalation email?\n[{U:hr}] mike: {email}, or just ring {phone:US:n}\n[{U:hr}] dana: ty",
	}},
	{Kind: "form_fill", Locs: []string{"en"}, Variants: []string{
		"Please check this form for errors:\nFull name: {name}\nDate of birth: [[{K:date}]]\nSSN: {ssn}\nPhone: {phone:US}\nEmail: {email}\nEmployer: {co}\n",
		"APPLICATION FORM\nName ......... {name}\nSocial Security No. ......... {ssn:sp}\nHome phone ......... {phone:US:n}\nE-mail ......... {email}\nAnnual income ......... [[{K:amount}]]\nIs anything missing for a credit check?",
		"Applicant: {name}\nSSN: {ssn:bare}\nMobile: {phone:US}\nEmail address: {email}\nLoan amount requested: [[$25,000.00]]\nClassify the risk band.",
	}},
	{Kind: "csv_contacts", Fn: csvContacts},
	{Kind: "tsv_crm_export", Fn: tsvCRM},
	{Kind: "json_user", Locs: allLocs, Variants: []string{
		"Why does this fail schema validation?\n{\"id\": [[{K:uuid}]], \"email\": \"{email}\", \"phone\": \"{phone::i}\", \"created_at\": \"{ts}\", \"plan\": \"pro\"}",
		"{\n  \"user\": {\n    \"id\": {nz:6},\n    \"displayName\": \"{name}\",\n    \"contact\": {\"email\": \"{email}\", \"mobile\": \"{phone}\"},\n    \"locale\": \"{U:ver}\"\n  },\n  \"order_id\": \"[[{K:order}]]\"\n}\nConvert this to a TypeScript interface.",
		"API returned 422: {\"errors\":[{\"field\":\"phone\",\"value\":\"{phone}\",\"message\":\"invalid format\"},{\"field\":\"email\",\"value\":\"{email}\",\"message\":\"already taken\"}],\"request_id\":\"[[{K:uuid}]]\"}",
	}},
	{Kind: "yaml_config", Locs: []string{"en"}, Variants: []string{
		"Why won't my app connect? config.yml:\ndatabase:\n  host: db.internal\n  port: [[5432]]\n  user: app_rw\n  password: {pw}\nsmtp:\n  username: {email}\n  password: \"{pw}\"\n",
		"```yaml\nstripe:\n  publishable_key: [[{K:pk}]]\n  secret_key: {tok:stripe}\nsendgrid:\n  api_key: {tok:sg}\n```\nIs this the right structure for the Helm values?",
		"spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/orders\n    username: orders_svc\n    password: {pw}\n  mail:\n    host: smtp.gmail.com\n    username: {email}\nlogging.level: DEBUG\nExplain why Hikari times out.",
	}},
	{Kind: "dotenv", Locs: []string{"en"}, Variants: []string{
		"my .env:\nNODE_ENV=production\nDATABASE_URL=postgres://app:{upw}@db.prod.internal:5432/app\nOPENAI_API_KEY={tok:openai}\nSTRIPE_SECRET_KEY={tok:stripe}\nPORT=[[8080]]\nwhy is process.env.OPENAI_API_KEY undefined in the worker?",
		"GITHUB_TOKEN={tok:ghp}\nSLACK_BOT_TOKEN={tok:xoxb}\nAWS_ACCESS_KEY_ID=[[{K:akia}]]\nAWS_SECRET_ACCESS_KEY={tok:aws}\nAWS_REGION=[[eu-central-1]]\n\nhow do I load these in GitHub Actions instead?",
		"ANTHROPIC_API_KEY={tok:anthropic}\nHF_TOKEN={tok:hf}\nREDIS_URL=redis://default:{upw}@cache:6379/0\nLOG_LEVEL=info\n-- which of these should go into the vault?",
	}},
	{Kind: "curl_bearer", Locs: []string{"en"}, Variants: []string{
		"curl -X GET 'https://api.brightwave.io/v2/orders?limit=50' -H 'Authorization: Bearer {tok:rand}' -H 'Accept: application/json'\nreturns 401, why?",
		"curl -s https://api.openai.com/v1/chat/completions \\\n  -H \"Content-Type: application/json\" \\\n  -H \"Authorization: Bearer {tok:openai}\" \\\n  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'\nConvert to Python requests.",
		"curl https://api.github.com/user/repos -H \"Authorization: token {tok:ghp}\" -H \"X-GitHub-Api-Version: 2022-11-28\" gives 403",
		"curl -u {user}:{pw} https://jenkins.internal/job/deploy/buildWithParameters?TAG=[[{K:ver}]]  -> what does 'crumb' error mean?",
	}},
	{Kind: "http_raw", Locs: []string{"en"}, Variants: []string{
		"POST /api/v1/session/refresh HTTP/1.1\nHost: app.tessera-health.com\nAuthorization: Bearer {jwt}\nContent-Type: application/json\nX-Request-ID: [[{K:uuid}]]\nContent-Length: 87\n\nwhy does this return 400 instead of a new token?",
		"GET /account HTTP/2\nhost: shop.bluefin.example\ncookie: sessionid={tok:session}; csrftoken=[[{U:hex:32}]]\nuser-agent: Mozilla/5.0\naccept-language: en-US\n\nIs the csrftoken supposed to be in the cookie?",
		"Request headers copied from devtools:\n:method: GET\n:path: /api/me\nauthorization: Bearer {tok:randurl}\nx-client-version: [[{K:ver}]]\nexplain the 401",
	}},
	{Kind: "log_jwt", Locs: []string{"en"}, Variants: []string{
		"{lts} INFO  [auth] token issued user_id=[[{K:cust}]] token={jwt} ttl=3600\nwhy is ttl ignored?",
		"{ts} level=warn msg=\"jwt expired\" trace_id=[[{K:sha40}]] jwt=\"{jwt}\"",
		"[{lts}] DEBUG o.s.s.web.FilterChain - Authorization header: Bearer {jwt}\nHow do I turn off this debug logging?",
	}},
	{Kind: "stack_trace", Locs: []string{"en"}, Variants: []string{
		"Traceback (most recent call last):\n  File \"/srv/app/notify.py\", line [[142]], in send\n    smtp.sendmail(FROM, to, msg)\nsmtplib.SMTPRecipientsRefused: {'{email}': (550, b'5.1.1 user unknown')}\nwhat does this mean?",
		"Exception in thread \"main\" com.twilio.exception.ApiException: The 'To' number {phone::i} is not a valid phone number.\n\tat com.twilio.http.TwilioRestClient.request(TwilioRestClient.java:[[113]])\n\tat com.acme.sms.Sender.send(Sender.java:[[58]])",
		"panic: user not found: email={email}\n\ngoroutine 1 [running]:\nmain.lookup(0xc000012345)\n\t/app/main.go:[[88]] +0x1b4\nexit status 2",
	}},
	{Kind: "sql_insert", Fn: sqlInsert},
	{Kind: "sql_select", Locs: []string{"en"}, Variants: []string{
		"SELECT * FROM customers WHERE email = '{email}' OR phone = '{phone}';\n-- why is this slow on 12M rows?",
		"UPDATE users SET phone_number = '{phone::i}', updated_at = now() WHERE id = [[{K:cust}]];\nIs this safe inside a transaction?",
		"DELETE FROM subscribers WHERE email IN ('{email}', '{email2}') AND list_id = [[4471]];",
	}},
	{Kind: "markdown_table", Fn: mdTable},
	{Kind: "xml_payload", Locs: []string{"en", "de", "fr", "it"}, Variants: []string{
		"<Customer id=\"[[{K:cust}]]\">\n  <Name>{name}</Name>\n  <Email>{email}</Email>\n  <Phone type=\"mobile\">{phone}</Phone>\n  <Created>{ts}</Created>\n</Customer>\nWrite an XSD for this.",
		"<soap:Envelope><soap:Body><CreateContact><email>{email}</email><telephone>{phone::i}</telephone><orderRef>[[{K:order}]]</orderRef></CreateContact></soap:Body></soap:Envelope> -> returns fault 500",
	}},
	{Kind: "card_form", Locs: []string{"en"}, Variants: []string{
		"Cardholder: {name}\nCard number: {card}\nExpiry: [[08/27]]\nBilling ZIP: [[{K:zip}]]\nwhy does the gateway decline this with code 05?",
		"checkout payload: {\"card\": {\"number\": \"{card::plain}\", \"exp_month\": 11, \"exp_year\": 2027}, \"amount\": 4999, \"currency\": \"usd\", \"order\": \"[[{K:order}]]\"}",
		"Payment method on file: {card:amex:sp} (Amex), backup {card:mc:dash}. Which one should the subscription renewal use for invoice [[{K:inv}]]?",
	}},
	{Kind: "card_chat", Locs: []string{"en", "gb"}, Variants: []string{
		"hi, i need to dispute a charge of [[{K:amount}]] on my visa {card:visa} from [[{K:date}]], the merchant never shipped",
		"can you check why my card {card} keeps getting declined? order [[{K:order}]]",
		"I paid with card number {card::plain} but the receipt shows [[{K:mask}]], is that normal?",
	}},
	{Kind: "ssn_tax", Locs: []string{"en"}, Variants: []string{
		"Form W-9\nName: {name}\nBusiness name: {co}\nTaxpayer Identification Number (SSN): {ssn}\nAddress: {U:n:3} Main St, Austin, TX [[78701]]\nIs line 3 filled correctly for an LLC?",
		"My ITIN is {itin} and my spouse's SSN is {ssn}. Can we file jointly for [[2024]]?",
		"1099-NEC recipient's TIN: {ssn}   payer's TIN: [[87-4514167]]   nonemployee compensation: [[{K:amount}]]",
	}},
	{Kind: "ssn_prose", Locs: []string{"en"}, Variants: []string{
		"the bank rep asked for my social, it's {ssn:sp}, was that a scam?",
		"HR needs my SSN for payroll: {ssn}. Also my employee id is [[{K:emp}]]. What form do I use?",
		"typed my ssn {ssn:bare} into the IRS site and it says no match, what now",
	}},
	{Kind: "vcard", Locs: []string{"en", "de", "fr", "es", "nl"}, Variants: []string{
		"BEGIN:VCARD\nVERSION:3.0\nFN:{name}\nORG:{co}\nTEL;TYPE=CELL:{phone::i}\nTEL;TYPE=WORK:{phone::n}\nEMAIL;TYPE=INTERNET:{email}\nEND:VCARD\nimport fails on Outlook, why?",
	}},
	{Kind: "email_headers", Locs: []string{"en", "de", "fr"}, Variants: []string{
		"From: {name} <{email}>\nTo: {email2}\nDate: Tue, 14 May 2024 09:12:44 +0200\nMessage-ID: <[[{U:hex:16}.{U:hex:8}]]@mail.gmail.com>\nSubject: Re: Rechnung [[{K:inv}]]\n\nIs this message spoofed? SPF says softfail.",
		"Return-Path: <{email}>\nReceived: from mx.google.com ([[{K:ip}]])\nReply-To: {email2}\nX-Mailer: [[{K:ver}]]\nwhy does reply go elsewhere?",
	}},
	{Kind: "token_paste", Locs: []string{"en"}, Variants: []string{
		"git push fails: remote: Invalid username or password. I use token {tok:ghp} with user {user}",
		"npm publish says 403 with NPM_TOKEN={tok:npm} — what scope do I need?",
		"GitLab runner registration: gitlab-runner register --url https://gitlab.com --token {tok:glpat} --executor docker, but it says deprecated",
		"hf_hub_download gives 401 even though I did huggingface-cli login --token {tok:hf}",
		"slack api returns not_authed with token {tok:xoxb}",
	}},
	{Kind: "python_code", Locs: []string{"en"}, Variants: []string{
		"```python\nimport openai\nclient = openai.OpenAI(api_key=\"{tok:openai}\")\nresp = client.chat.completions.create(model=\"gpt-4o\", messages=msgs)\n```\nwhy do I get RateLimitError?",
		"import anthropic\nclient = anthropic.Anthropic(api_key='{tok:anthropic}')\nmsg = client.messages.create(model='claude-3-5-sonnet', max_tokens=[[1024]], messages=m)\n# how do I stream this?",
		"from telegram.ext import Application\napp = Application.builder().token(\"{tok:telegram}\").build()\nhow to add a /start handler?",
		"import stripe\nstripe.api_key = \"{tok:stripe}\"\nstripe.Refund.create(payment_intent=\"[[pi_{U:hex:24}]]\")\nrefund fails with 'charge already refunded'",
	}},
	{Kind: "js_code", Locs: []string{"en"}, Variants: []string{
		"const stripe = require('stripe')('{tok:stripe}');\nconst session = await stripe.checkout.sessions.create({ line_items, mode: 'payment' });\n// TypeError: cannot read properties of undefined",
		"const sg = require('@sendgrid/mail');\nsg.setApiKey('{tok:sg}');\nawait sg.send({ to: '{email}', from: 'noreply@acme-logistics.com', subject: 'Your order [[{K:order}]]' });",
		"fetch('https://api.mailchimp.com/3.0/lists', { headers: { Authorization: 'apikey {tok:mailchimp}' } }).then(r => r.json())  // CORS error?",
		"const octokit = new Octokit({ auth: `{tok:ghpat}` });\nawait octokit.rest.issues.create({ owner, repo, title: 'Bug [[{K:ticket}]]' });",
	}},
	{Kind: "docker_compose", Locs: []string{"en"}, Variants: []string{
		"services:\n  db:\n    image: postgres:[[16.2]]\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: {pw}\n  api:\n    image: ghcr.io/acme/api:[[{K:sha7}]]\n    environment:\n      - JWT_SECRET={tok:hex}\n      - SENDGRID_API_KEY={tok:sg}\nwhy can't api reach db?",
	}},
	{Kind: "k8s_secret", Locs: []string{"en"}, Variants: []string{
		"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-creds\ntype: Opaque\nstringData:\n  DB_PASSWORD: {pw}\n  GITLAB_TOKEN: {tok:glpat}\n  DIGITALOCEAN_TOKEN: {tok:dop}\n---\nhow do I mount this as env vars?",
	}},
	{Kind: "aws_credentials", Locs: []string{"en"}, Variants: []string{
		"~/.aws/credentials:\n[default]\naws_access_key_id = [[{K:akia}]]\naws_secret_access_key = {tok:aws}\nregion = [[us-east-1]]\n\naws s3 ls gives SignatureDoesNotMatch. why?",
		"boto3.client('s3', aws_access_key_id='[[{K:akia}]]', aws_secret_access_key='{tok:aws}') works locally but not in Lambda",
	}},
	{Kind: "webhook_url", Locs: []string{"en"}, Variants: []string{
		"POSTing to https://hooks.slack.com/services/{U:slackT}/{U:slackB}/{tok:slackhook} returns invalid_payload, what's wrong with my JSON?",
	}},
	{Kind: "git_remote", Locs: []string{"en"}, Variants: []string{
		"git remote -v\norigin  https://{user}:{tok:ghp}@github.com/acme/infra.git (fetch)\nhow do I switch to SSH?",
		"pip install git+https://oauth2:{tok:glpat}@gitlab.com/kobalt/sdk.git@[[{K:ver}]] fails on CI",
	}},
	{Kind: "db_url", Locs: []string{"en"}, Variants: []string{
		"psql 'postgresql://analytics:{upw}@10.20.3.4:5432/warehouse?sslmode=require' -> FATAL: no pg_hba.conf entry. Fix?",
		"mongodb+srv://admin:{upw}@cluster0.[[{U:hex:5}]].mongodb.net/shop?retryWrites=true  -- is retryWrites needed?",
		"mysql -h db.internal -u root -p'{pw}' orders < dump.sql takes forever",
	}},
	{Kind: "basic_auth", Locs: []string{"en"}, Variants: []string{
		"Authorization: Basic {basic}\nHow do I decode this to check the username?",
		"nginx: proxy_set_header Authorization \"Basic {basic}\"; – upstream still says 401",
	}},
	{Kind: "oauth_url", Locs: []string{"en"}, Variants: []string{
		"after login I'm redirected to https://app.example.org/callback#access_token={jwt}&token_type=Bearer&expires_in=3600 — how do I read the fragment in React?",
		"the refresh call returns {\"access_token\":\"{tok:ya29}\",\"expires_in\":3599,\"scope\":\"https://www.googleapis.com/auth/drive\",\"token_type\":\"Bearer\"} but Drive still 401s",
	}},
	{Kind: "postman_export", Locs: []string{"en"}, Variants: []string{
		"{\n  \"info\": {\"name\": \"Orders API\"},\n  \"auth\": {\"type\": \"bearer\", \"bearer\": [{\"key\": \"token\", \"value\": \"{tok:randurl}\", \"type\": \"string\"}]},\n  \"variable\": [{\"key\": \"baseUrl\", \"value\": \"https://api.acme-logistics.com\"}]\n}\nhow to make the token an environment variable?",
	}},
	{Kind: "azure_conn", Locs: []string{"en"}, Variants: []string{
		"DefaultEndpointsProtocol=https;AccountName=acmestore;AccountKey={tok:azure};EndpointSuffix=core.windows.net\nwhy does BlobServiceClient reject this connection string?",
	}},
	{Kind: "password_chat", Locs: []string{"en", "gb"}, Variants: []string{
		"new hire setup: user {user}, temp password: {pw} — please reset on first login. Is that policy compliant?",
		"wifi for the offsite is 'Harbor-Guest', password {pw}. can you format this as a poster?",
		"login: {email}\npassword: {pw}\nthe portal keeps saying invalid credentials",
	}},
	{Kind: "whatsapp_export", Locs: []string{"en", "es", "it", "pt", "de"}, Fn: whatsappExport},
	{Kind: "phone_list_intl", Locs: []string{"en"}, Fn: phoneListIntl},
	{Kind: "call_center_note", Locs: []string{"en"}, Variants: []string{
		"Call notes {U:date}: cust called from {phone:US:n} re invoice [[{K:inv}]], disputes [[{K:amount}]]; alt number {phone:US:n}. Summarize.",
		"Agent note: spoke with {name}, verified last 4 of SSN only ([[XXX-XX-{U:n:4}]]). Callback {phone} after [[{K:hr}]].",
	}},
	{Kind: "sms_gateway_log", Locs: []string{"en"}, Fn: smsLog},
	{Kind: "hr_sheet", Fn: hrSheet},
	{Kind: "booking", Locs: []string{"en", "gb", "de", "fr", "es", "it"}, Variants: []string{
		"Booking confirmation [[{K:pnr}]]\nGuest: {name}\nE-mail: {email}\nPhone: {phone::i}\nCheck-in: [[{K:date}]]\nTotal: [[{K:amount}]] paid with card [[{K:mask}]]\nTranslate to Japanese.",
		"Flight [[{K:flight}]] PNR [[{K:pnr}]] passenger {name} contact {phone::i} / {email}, e-ticket [[{K:eticket}]]. Rebook to next day?",
	}},
	{Kind: "json_escaped_log", Locs: []string{"en"}, Variants: []string{
		"{ts} ERROR payload=\"{\\\"email\\\":\\\"{email}\\\",\\\"phone\\\":\\\"{phone::i}\\\",\\\"order\\\":\\\"[[{K:order}]]\\\"}\" err=timeout",
		"msg=\"webhook body\" body=\"{\\\"customer\\\":{\\\"email\\\":\\\"{email}\\\"},\\\"amount\\\":[[4999]]}\"",
	}},
	{Kind: "urlencoded_form", Locs: []string{"en"}, Fn: urlencForm},
	{Kind: "jira_comment", Locs: []string{"en"}, Variants: []string{
		"**Repro steps** ([[{K:ticket}]])\n1. Log in as `{email}`\n2. Add card `{card::sp}` (real card of the reporter!)\n3. Checkout -> 500\n\n_Reporter phone:_ {phone}\nCan you rewrite this bug report without the personal data?",
	}},
	{Kind: "ci_variables", Locs: []string{"en"}, Variants: []string{
		"# .gitlab-ci.yml\nvariables:\n  DOCKER_DRIVER: overlay2\n  CI_REGISTRY_PASSWORD: \"{pw}\"\n  SENTRY_AUTH_TOKEN: \"{tok:hex}\"\n  LINEAR_API_KEY: {tok:linear}\nwhy is the pipeline ignoring these?",
		"- name: Deploy\n  env:\n    VAULT_TOKEN: {tok:hvs}\n    DOPPLER_TOKEN: {tok:doppler}\n  run: ./deploy.sh [[{K:ver}]]",
	}},
	{Kind: "stripe_webhook", Locs: []string{"en"}, Variants: []string{
		"{\"id\": \"evt_[[{U:hex:24}]]\", \"type\": \"charge.failed\", \"data\": {\"object\": {\"amount\": [[12900]], \"billing_details\": {\"email\": \"{email}\", \"phone\": \"{phone::i}\"}, \"payment_method_details\": {\"card\": {\"brand\": \"visa\", \"last4\": \"[[{U:n:4}]]\"}}}}}\nWhy did this charge fail?",
	}},
	{Kind: "loan_application", Locs: []string{"en"}, Variants: []string{
		"Borrower: {name} | SSN {ssn} | Co-borrower SSN {ssn} | Card on file {card} | Phone {phone} | Email {email}\nLoan [[{K:acct}]], amount [[{K:amount}]]. Draft the adverse action letter.",
	}},
	{Kind: "ocr_document", Locs: []string{"en", "de", "fr"}, Fn: ocrDoc},
	{Kind: "discord_bot", Locs: []string{"en"}, Variants: []string{
		"client.run('{tok:discord}')\ndiscord.errors.LoginFailure: Improper token has been passed.",
	}},
	{Kind: "shopify_app", Locs: []string{"en"}, Variants: []string{
		"X-Shopify-Access-Token: {tok:shpat}\nGET /admin/api/2024-04/orders.json?status=any -> 403. Missing scope?",
	}},
	{Kind: "gcp_key", Locs: []string{"en"}, Variants: []string{
		"https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key={tok:aiza} returns REQUEST_DENIED",
	}},
	{Kind: "twilio_config", Locs: []string{"en"}, Variants: []string{
		"TWILIO_ACCOUNT_SID=AC{U:hex:32}\nTWILIO_AUTH_TOKEN={tok:twilio}\nTWILIO_FROM={phone:US:i}\nsms to {phone:GB:i} fails with 21608",
	}},
	{Kind: "django_settings", Locs: []string{"en"}, Variants: []string{
		"settings.py:\nDEBUG = False\nSECRET_KEY = '{tok:django}'\nALLOWED_HOSTS = ['shop.bluefin.example']\nEMAIL_HOST_PASSWORD = '{pw}'\nwhy does collectstatic fail?",
	}},
	{Kind: "multi_value_prose", Locs: []string{"en"}, Variants: []string{
		"Please merge these duplicate contacts: {name} ({email}, {phone}) and {name} ({email2}, {phone}). Keep the newer one from [[{K:date}]].",
		"Emergency contacts for the trip: {np}{name} {phone::i}, {np}{name} {phone::i}, office {phone:GB:i}. Make a wallet card.",
	}},
}

// ---------- locale prose ----------

var proseTpls = map[string][]string{
	"de": {
		"Hallo, bitte rufen Sie mich unter {phone} zurück, es geht um die Bestellung [[{K:order}]]. Meine E-Mail: {email}. Danke, {name}",
		"Kannst du diese Nachricht höflicher formulieren? „Ich warte seit [[{K:date}]] auf die Rechnung [[{K:inv}]]. Erreichbar unter Tel. {phone:DE:n} oder {email}.“",
		"Kontakt für die Übergabe: {name}, Handy {phone:DE}, Festnetz {phone:DE:n}. Bitte als Tabelle formatieren.",
		"Sehr geehrte Damen und Herren,\nmeine Kreditkarte {card} wurde doppelt belastet ([[{K:amount}]]). Bitte um Rückbuchung.\nMit freundlichen Grüßen\n{name}\n{email}",
	},
	"fr": {
		"Bonjour, pouvez-vous me rappeler au {phone} ? Ma commande [[{K:order}]] n'est jamais arrivée. Mon e-mail : {email}",
		"Traduis en anglais : « Pour toute question, contactez {name} par téléphone au {phone:FR:n} ou par courriel à {email}. »",
		"Mon numéro a changé, le nouveau c'est le {phone:FR}. Ancienne adresse {email}, merci de mettre à jour le dossier [[{K:case}]].",
	},
	"es": {
		"Hola, soy {name}. Mi teléfono es {phone} y mi correo {email}. Necesito la factura [[{K:inv}]] a mi nombre.",
		"¿Puedes corregir la ortografía? \"llamame al {phone:ES:n} o escribeme a {email}, el pedido [[{K:order}]] sigue sin llegar\"",
		"Datos del cliente: {name} — Tel. {phone:MX} — Correo: {email} — Importe: [[{K:amount}]]",
	},
	"it": {
		"Buongiorno, sono {name}, cellulare {phone}, email {email}. Vorrei disdire il contratto [[{K:acct}]].",
		"Riassumi: il corriere ha chiamato dal {phone:IT:n} per la spedizione [[{K:track}]], ricontattare il cliente a {email}.",
	},
	"pt": {
		"Oi, meu WhatsApp é {phone} e meu e-mail {email}. O pedido [[{K:order}]] veio com defeito, quero trocar.",
		"Cliente: {name}\nCelular: {phone:BR:n}\nE-mail: {email}\nValor: [[R$ 1.249,90]]\nGere uma mensagem de cobrança educada.",
	},
	"nl": {
		"Hoi, kun je {name} even bellen op {phone}? Het gaat om factuur [[{K:inv}]]. Mailen mag ook: {email}",
		"Mijn nieuwe nummer is {phone:NL:n}, mijn e-mailadres blijft {email}. Kun je dit in het systeem aanpassen?",
	},
	"pl": {
		"Dzień dobry, proszę o kontakt pod numerem {phone} lub mailowo {email} w sprawie zamówienia [[{K:order}]].",
		"Przetłumacz: „Kurier dzwonił z numeru {phone:PL:n}, paczka [[{K:track}]] czeka w punkcie odbioru.”",
	},
	"sv": {
		"Hej! Ring mig på {phone} eller mejla {email} angående faktura [[{K:inv}]]. Mvh {name}",
		"Kontaktperson: {name}, mobil {phone:SE:n}, e-post {email}. Skriv ett kort välkomstmejl.",
	},
	"tr": {
		"Merhaba, siparişim [[{K:order}]] hâlâ gelmedi. Bana {phone} numarasından ya da {email} adresinden ulaşabilirsiniz.",
		"Müşteri: {name}, Cep: {phone:TR:n}, e-posta: {email}. Bu bilgilerle bir teşekkür mesajı yaz.",
	},
	"ru": {
		"Здравствуйте! Заказ [[{K:order}]] так и не пришёл. Мой телефон {phone}, почта {email}. {name}",
		"Переведи на английский: «Свяжитесь со мной по телефону {phone:RU:n} или по e-mail {email} до [[{K:date}]].»",
		"Карта {card} заблокирована после оплаты [[{K:amount}]], что делать?",
	},
	"uk": {
		"Добрий день! Мій номер {phone}, пошта {email}. Прошу повернути кошти за замовлення [[{K:order}]].",
		"Контакт для доставки: {name}, тел. {phone:UA:n}",
	},
	"el": {
		"Καλησπέρα, το τηλέφωνό μου είναι {phone} και το email μου {email}. Η παραγγελία [[{K:order}]] δεν έχει φτάσει.",
		"Μετάφρασε στα αγγλικά: «Επικοινωνήστε με τον {name} στο κινητό {phone:GR:n}.»",
	},
	"ar": {
		"مرحبا، رقم هاتفي {phone} وبريدي الإلكتروني {email}. لم يصل الطلب رقم [[{K:order}]] حتى الآن.",
		"ترجم إلى الإنجليزية: يرجى التواصل مع {name} على الجوال {phone::n} أو عبر البريد {email}",
		"العميل: {name}\nالهاتف: {phone::i}\nالبريد: {email}\nالمبلغ: [[{K:amount}]]",
	},
	"he": {
		"שלום, הטלפון שלי {phone} והמייל {email}. ההזמנה [[{K:order}]] עדיין לא הגיעה.",
		"תרגם לאנגלית: \"אפשר להשיג את {name} בנייד {phone:IL:n}\"",
	},
	"hi": {
		"नमस्ते, मेरा मोबाइल नंबर {phone} है और ईमेल {email} है। ऑर्डर [[{K:order}]] अभी तक नहीं मिला।",
		"कृपया अंग्रेज़ी में अनुवाद करें: \"{name} से फ़ोन {phone:IN:n} पर संपर्क करें\"",
		"Customer ne bola: mera number {phone:IN} hai, refund [[{K:amount}]] kab aayega? email {email}",
	},
	"zh": {
		"你好，我的手机号是{phone}，邮箱{email}，订单号[[{K:order}]]还没发货，请尽快处理。",
		"请翻译成英文：“如有问题请联系{name}，电话：{phone:CN:n}，邮箱：{email}”",
		"客户信息：\n姓名：{name}\n手机：{phone:CN:i}\n邮箱：{email}\n金额：[[{K:amount}]]",
	},
	"ja": {
		"お世話になっております。{name}です。携帯：{phone}、メール：{email}までご連絡ください。注文番号[[{K:order}]]の件です。",
		"英語に翻訳してください：「配送業者から{phone:JP:n}に電話がありました。追跡番号は[[{K:track}]]です。」",
		"担当：{name}\nTEL：{phone:JP:n}\nE-mail：{email}\nこの署名をもっと丁寧にしてください。",
	},
	"ko": {
		"안녕하세요, {name}입니다. 연락처 {phone}, 이메일 {email}로 연락 부탁드립니다. 주문번호 [[{K:order}]]",
		"영어로 번역해줘: \"배송 기사님 번호는 {phone:KR:n}입니다\"",
	},
	"th": {
		"สวัสดีค่ะ เบอร์โทร {phone} อีเมล {email} ค่ะ คำสั่งซื้อ [[{K:order}]] ยังไม่ได้รับของ",
		"ช่วยแปลเป็นภาษาอังกฤษ: ติดต่อคุณ{name} ที่เบอร์ {phone:TH:n}",
	},
	"vi": {
		"Chào bạn, số điện thoại của tôi là {phone}, email {email}. Đơn hàng [[{K:order}]] chưa được giao.",
		"Dịch sang tiếng Anh: \"Liên hệ anh {name} qua số {phone:VN:n}\"",
	},
	"id": {
		"Halo, nomor HP saya {phone} dan email {email}. Pesanan [[{K:order}]] belum sampai.",
		"Tolong terjemahkan: \"Hubungi {name} di WhatsApp {phone:ID:n} untuk konfirmasi pembayaran [[{K:amount}]]\"",
	},
	"gb": {
		"Hiya, ring me on {phone} about the parcel [[{K:track}]] — or drop me a line at {email}. Cheers, {name}",
	},
	"en": {
		"Rewrite more formally: \"yo its {name}, hit me up at {phone} or {email} about the apartment on [[{K:date}]]\"",
		"Translate to Spanish: Please contact our coordinator at {phone:US:n} or {email} before [[{K:date}]].",
	},
}

func init() {
	// one kind per language for prose
	locs := make([]string, 0, len(proseTpls))
	for l := range proseTpls {
		locs = append(locs, l)
	}
	sortStrings(locs)
	for _, l := range locs {
		piiTpls = append(piiTpls, Tpl{Kind: "prose_" + l, Locs: []string{l}, Variants: proseTpls[l]})
	}
}

// ---------- function templates ----------

func sep(b *B, s string) { b.t(s) }

func csvContacts(b *B) {
	loc := pickS(allLocs)
	b.loc = loc
	delim := pick(",", ",", ";", "\t")
	phoneCol := pick("phone", "Phone", "mobile", "phone_number", "Telefon", "tel")
	b.t(pick("Dedupe this CSV:\n", "Import fails on row 3, why?\n", "Convert to JSON:\n", ""))
	b.t(strings.Join([]string{"id", "name", "email", phoneCol, "city", "signup_date"}, delim) + "\n")
	n := rr(2, 5)
	for i := 0; i < n; i++ {
		b.newPerson()
		b.k(fmt.Sprintf("%d", 10000+ri(89999)))
		b.t(delim)
		nm := b.pers.Native
		if delim == "," && chance(0.5) {
			nm = "\"" + nm + "\""
		}
		b.t(nm + delim)
		b.fill("{email}" + delim + "{phone}" + delim)
		b.t(pick("Berlin", "Austin", "Lyon", "Madrid", "Osaka", "Seoul", "Warszawa", "São Paulo") + delim)
		b.fill("[[{K:date}]]\n")
	}
}

func tsvCRM(b *B) {
	b.loc = pick("en", "de", "fr", "es")
	b.t("Account\tOwner\tContact Email\tDirect Line\tARR\tRenewal\n")
	for i := 0; i < rr(2, 4); i++ {
		b.newPerson()
		b.fill("[[{K:acct}]]\t{name}\t{email}\t{phone}\t[[{K:amount}]]\t[[{K:date}]]\n")
	}
	b.t("which accounts renew next quarter?")
}

func sqlInsert(b *B) {
	b.loc = pick("en", "en", "de", "fr", "pt")
	withSSN := chance(0.4) && b.loc == "en"
	cols := "id, full_name, email, phone"
	if withSSN {
		cols += ", ssn"
	}
	b.t("INSERT INTO customers (" + cols + ") VALUES\n")
	n := rr(1, 3)
	for i := 0; i < n; i++ {
		b.newPerson()
		b.fill("  ('[[{K:cust}]]', '{name}', '{email}', '{phone}'")
		if withSSN {
			b.fill(", '{ssn}'")
		}
		b.t(")")
		if i < n-1 {
			b.t(",\n")
		}
	}
	b.t(";\n" + pick("ERROR: duplicate key value violates unique constraint", "-- how do I make this idempotent?", "-- convert to MySQL syntax"))
}

func mdTable(b *B) {
	b.loc = pickS(latinLocs)
	b.t(pick("Make this table sortable by name:\n\n", "Check the table for typos:\n\n", ""))
	b.t("| Name | Email | Phone | Order |\n|---|---|---|---|\n")
	for i := 0; i < rr(2, 4); i++ {
		b.newPerson()
		b.fill("| {name} | {email} | {phone} | [[{K:order}]] |\n")
	}
}

func whatsappExport(b *B) {
	b.t("Summarize this chat export:\n")
	cc := locCC(b.loc)
	p1, p2 := phone(cc, "i"), phone(cc, "i")
	for i := 0; i < rr(3, 5); i++ {
		who := p1
		if i%2 == 1 {
			who = p2
		}
		b.t(fmt.Sprintf("[%02d/%02d/2024, %02d:%02d:%02d] ", rr(1, 28), rr(1, 12), rr(8, 22), ri(60), ri(60)))
		b.p("phone", who)
		b.t(": ")
		switch ri(4) {
		case 0:
			b.t("ok, ci vediamo alle 18")
		case 1:
			b.fill("my email is {email}")
		case 2:
			b.fill("the order is [[{K:order}]]")
		default:
			b.fill("call {phone::n} instead, this one is dying")
		}
		b.t("\n")
	}
}

func phoneListIntl(b *B) {
	b.t("Format our office list for the website footer:\n")
	for _, c := range [][2]string{{"London", "GB"}, {"Berlin", "DE"}, {"Paris", "FR"}, {"Tokyo", "JP"}, {"São Paulo", "BR"}, {"Dubai", "AE"}, {"Sydney", "AU"}, {"Mumbai", "IN"}, {"Seoul", "KR"}, {"Mexico City", "MX"}, {"Buenos Aires", "AR"}, {"Toronto", "CA"}} {
		if chance(0.4) {
			continue
		}
		b.t(c[0] + pick(": ", " – ", " | ", "\t"))
		b.p("phone", phone(c[1], "i"))
		b.t("\n")
	}
	b.fill("Support: {email}\n")
}

func smsLog(b *B) {
	for i := 0; i < rr(2, 4); i++ {
		cc := pick("US", "GB", "DE", "IN", "BR", "FR", "NL", "AE", "MX", "ES")
		raw := strings.Replace(phone(cc, "i"), "(0)", "", 1)
		raw = strings.TrimPrefix(strings.TrimPrefix(raw, "+"), "00")
		num := "+" + strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "").Replace(raw)
		b.fill("{lts} sms.out to=")
		b.p("phone", num)
		b.fill(" status=" + pick("delivered", "failed", "queued") + " msg_id=[[{K:uuid}]] cost=[[0.0" + fmt.Sprint(rr(10, 99)) + "]]\n")
	}
	b.t("Why are some messages failing?")
}

func hrSheet(b *B) {
	b.loc = "en"
	b.t(pick("Payroll import is rejecting rows, here's the sheet:\n", ""))
	b.t("Employee ID\tName\tSSN\tHire Date\tSalary\n")
	for i := 0; i < rr(2, 4); i++ {
		b.newPerson()
		st := pick("", "", "bare")
		b.fill("[[{K:emp}]]\t{name}\t{ssn:" + st + "}\t[[{K:date}]]\t[[{K:amount}]]\n")
	}
}

func urlencForm(b *B) {
	b.loc = "en"
	p := b.person()
	e := email(p, "en")
	enc := strings.Replace(e, "@", "%40", 1)
	enc = strings.Replace(enc, "+", "%2B", 1)
	ph := phone("US", "i")
	phEnc := strings.NewReplacer("+", "%2B", " ", "%20", "(", "%28", ")", "%29").Replace(ph)
	b.t("POST body: name=" + strings.ReplaceAll(p.Native, " ", "+") + "&email=")
	b.p("email", enc)
	b.t("&phone=")
	b.p("phone", phEnc)
	b.fill("&plan=pro&coupon=[[SPRING24]] -- server says email invalid")
}

func ocrDoc(b *B) {
	switch b.loc {
	case "de":
		b.fill("OCR-Ergebnis, bitte strukturieren:\nRECHNUNG Nr. [[{K:inv}]]\nKunde: {name}\nTel.: {phone:DE:n}\nE-Mail: {email}\nIBAN: [[{K:iban}]]\nGesamt: [[{K:amount}]]\nZahlbar bis [[{K:date}]]")
	case "fr":
		b.fill("Texte OCR :\nFACTURE N° [[{K:inv}]]\nClient : {name}\nTél. : {phone:FR:n}\nCourriel : {email}\nTotal TTC : [[{K:amount}]]")
	default:
		b.fill("Scanned receipt text (OCR):\nSTORE #[[{U:n:4}]]  {U:date}\nCUSTOMER: {name}\nPH: {phone:US:n}\nCARD: {card::sp}\nAUTH CODE: [[{U:n:6}]]\nTOTAL [[{K:amount}]]\nextract to JSON")
	}
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
