package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func js(s string) string { return `"` + jsonEsc(s) + `"` }

type Ct struct {
	P     Person
	Email string
	Phone string
	Co    Company
}

func (b *B) contact(loc string, work bool) Ct {
	p := b.person(loc)
	co := b.company(loc)
	dom := ""
	if work {
		dom = co.Domain
	}
	return Ct{P: p, Email: b.email(p, dom), Phone: b.phone(loc), Co: co}
}

func agentPII() []tmpl {
	return []tmpl{
		{"mcp_search_result_contact", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, b.chance(0.5))
			id := b.n(2, 400)
			doc := b.k("doc_" + b.rs(12, alnum))
			upd := b.k(b.isoTS())
			inner := fmt.Sprintf(`{"hits":[{"doc_id":"%s","title":"%s","score":%s,"snippet":"%s · %s · %s","updated_at":"%s"}],"took_ms":%d}`,
				doc, c.P.Name, b.score(), c.Co.Name, b.em(c.Email), b.ph(c.Phone), upd, b.n(8, 240))
			return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{"content":[{"type":"text","text":%s}],"isError":false}}`, id, js(inner))
		}},
		{"mcp_memory_write_call", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, false)
			l := lt[loc]
			fact := fmt.Sprintf(l.NewNum, c.P.Given, b.ph(b.phoneNative(loc)))
			if b.chance(0.6) {
				fact += "; " + l.Mail + ": " + b.em(c.Email)
			}
			return fmt.Sprintf(`{"jsonrpc":"2.0","id":"%s","method":"tools/call","params":{"name":"memory.write","arguments":{"namespace":"people/%s","content":%s,"tags":["contact","%s"],"source":"chat:%s"}}}`,
				b.k(b.uuid()), c.P.Last, js(fact), loc, b.k(b.isoDate()))
		}},
		{"mcp_call_send_email", func(b *B) string {
			loc := b.latinLoc()
			to := b.contact(loc, true)
			cc := b.contact(loc, true)
			me := b.person("en_US")
			sig := fmt.Sprintf("%s\n%s | %s: %s", me.Name, "Ops Lead", lt["en_US"].Mob, b.ph(b.phone("en_US")))
			body := fmt.Sprintf("Hi %s,\n\nFollowing up on ticket %s — the replacement ships under %s.\n\n%s", to.P.Given, b.k(b.ticket()), b.k(b.upsTracking()), sig)
			return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"gmail_send","arguments":{"to":[%s],"cc":[%s],"subject":"Re: replacement unit","body":%s}}}`,
				b.n(1, 90), js(b.em(to.Email)), js(b.em(cc.Email)), js(body))
		}},
		{"openai_tool_call_create_contact", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, b.chance(0.5))
			args := fmt.Sprintf(`{"full_name":%s,"email":%s,"phone":%s,"company":%s,"notes":"met at %s"}`,
				js(c.P.Name), js(b.em(c.Email)), js(b.ph(c.Phone)), js(c.Co.Name), b.pick("SaaStr", "Web Summit", "re:Invent", "the offsite", "KubeCon"))
			return fmt.Sprintf(`{"role":"assistant","content":null,"tool_calls":[{"id":"%s","type":"function","function":{"name":"crm_create_contact","arguments":%s}}]}`, b.k(b.callID()), js(args))
		}},
		{"anthropic_tool_use_calendar", func(b *B) string {
			loc := b.latinLoc()
			a := b.contact(loc, true)
			c := b.contact(loc, false)
			start := b.k(b.isoDate() + "T" + b.hhmm() + ":00")
			return fmt.Sprintf(`{"type":"tool_use","id":"%s","name":"calendar_create_event","input":{"title":"Intro: %s <> %s","start":"%s","duration_min":%d,"attendees":["%s","%s"],"description":"Dial-in fallback: %s"}}`,
				b.k(b.toolUID()), a.P.Given, c.P.Given, start, b.pick3(25, 30, 45, 50), b.em(a.Email), b.em(c.Email), b.ph(c.Phone))
		}},
		{"anthropic_tool_result_env", func(b *B) string {
			pw := b.urlPassword()
			port := b.k(fmt.Sprint(b.pick3(5432, 6543, 5433)))
			envs := fmt.Sprintf("NODE_ENV=production\nPORT=%d\nDATABASE_URL=postgres://brain_app:%s@%s:%s/brain\nOPENAI_API_KEY=%s\nSLACK_BOT_TOKEN=%s\nSENTRY_ENVIRONMENT=prod\nLOG_LEVEL=info",
				b.pick3(3000, 8080, 8787), b.sec(pw), b.k(b.ipPriv()), port, b.sec(b.tokOpenAI()), b.sec(b.tokSlack()))
			return fmt.Sprintf(`{"type":"tool_result","tool_use_id":"%s","content":[{"type":"text","text":%s}]}`, b.k(b.toolUID()), js(envs))
		}},
		{"tool_output_pasted_crm", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, true)
			l := lt[loc]
			opp := b.k("006" + b.rs(15, alnum))
			return fmt.Sprintf("Here's what the crm.lookup tool returned:\n\n```\nAccount: %s\nPrimary contact: %s\n%s: %s\n%s: %s\nOpportunity: %s  Stage: Negotiation  ARR: %s\nLast touch: %s\n```\n\nCan you draft a follow-up for %s? Keep it short.",
				c.Co.Name, c.P.Name, l.Mail, b.em(c.Email), l.Tel, b.ph(b.phoneNative(loc)), opp, b.k(b.price()), b.k(b.isoDate()), c.P.Given)
		}},
		{"mcp_server_config_json", func(b *B) string {
			gh := b.tokGitHub()
			return fmt.Sprintf(`{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github@%s"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "%s" }
    },
    "brain": {
      "url": "https://brain.%s.internal:%s/mcp",
      "headers": { "Authorization": "Bearer %s" }
    },
    "notion": {
      "command": "npx",
      "args": ["-y", "@notionhq/notion-mcp-server"],
      "env": { "NOTION_TOKEN": "%s" }
    }
  }
}`, b.k(b.version()), b.sec(gh), b.pick("acme", "corp", "team"), b.k(fmt.Sprint(b.pick3(8443, 9443, 7443))), b.sec(b.tokRandom(b.n(32, 48))), b.sec(b.tokNotion()))
		}},
		{"mcp_stderr_debug_log", func(b *B) string {
			ts := b.k(b.isoTS())
			tok := b.jwtTok(b.email(b.person("en_US"), "brainhub.app"))
			return fmt.Sprintf("[%s] [brain-mcp] DEBUG outgoing request POST https://api.brainhub.app/v2/search\n[%s] [brain-mcp] DEBUG headers: {\"content-type\":\"application/json\",\"authorization\":\"Bearer %s\",\"x-request-id\":\"%s\"}\n[%s] [brain-mcp] WARN  upstream 429, retry in %dms (attempt 2/5)",
				ts, ts, b.jwt(tok), b.k(b.reqID()), ts, b.pick3(250, 500, 1000))
		}},
		{"agent_curl_transcript", func(b *B) string {
			c := b.contact(b.latinLoc(), true)
			tok := b.pick(b.tokLinear(), b.tokRandom(40), b.tokAtlassian())
			id := b.k(b.uuid())
			return fmt.Sprintf("$ curl -s -H \"Authorization: Bearer %s\" https://api.%s/v1/users/%s | jq .\n{\n  \"id\": \"%s\",\n  \"name\": \"%s\",\n  \"email\": \"%s\",\n  \"mobile\": \"%s\",\n  \"created\": \"%s\",\n  \"seat\": \"pro\"\n}\n$ ",
				b.sec(tok), b.pick("linear.app", "example-crm.io", "atlassian.net"), id, id, c.P.Name, b.em(c.Email), b.ph(c.Phone), b.k(b.isoTS()))
		}},
		{"agent_cat_dotenv", func(b *B) string {
			smtpPass := b.password()
			return fmt.Sprintf("agent@devbox:~/brain-sync$ cat .env.local\n# generated %s\nAPP_URL=http://localhost:%s\nREDIS_URL=redis://default:%s@%s:6379/0\nSTRIPE_SECRET_KEY=%s\nSTRIPE_WEBHOOK_SECRET=%s\nSMTP_HOST=smtp.%s\nSMTP_USER=%s\nSMTP_PASS=%s\nANTHROPIC_API_KEY=%s\nFEATURE_FLAGS=rag_v2,memory_decay\n",
				b.k(b.isoDate()), b.k(fmt.Sprint(b.pick3(3000, 5173, 8000))), b.sec(b.tokRandom(32)), b.k(b.ipPriv()), b.sec(b.tokStripe()), b.sec(b.tokWhsec()), b.pick("sendgrid.net", "mailgun.org", "postmarkapp.com"), b.pick("apikey", "postmaster", "brain-notify"), b.sec(smtpPass), b.sec(b.tokAnthropic()))
		}},
		{"agent_git_remote_token", func(b *B) string {
			tok := b.pick(b.tokGitHub(), b.tokGitLab())
			host := "github.com"
			user := "x-access-token"
			org := b.pick("acme", "jdoe", "team-kb")
			if strings.HasPrefix(tok, "glpat") {
				host, user = "gitlab.com", "oauth2"
			}
			return fmt.Sprintf("$ git remote -v\norigin\thttps://%s:%s@%s/%s/brain-notes.git (fetch)\norigin\thttps://%s:%s@%s/%s/brain-notes.git (push)\n$ git log -1 --oneline\n%s chore: sync vault %s",
				user, b.sec(tok), host, org, user, tok, host, org, b.k(b.sha(7)), b.k(b.isoDate()))
		}},
		{"docker_config_auth", func(b *B) string {
			u := b.pick("ci-bot", "deploy", "kb-agent")
			pw := b.password()
			auth := base64.StdEncoding.EncodeToString([]byte(u + ":" + pw))
			return fmt.Sprintf("Tool read_file(\"~/.docker/config.json\") →\n{\n\t\"auths\": {\n\t\t\"registry.%s\": {\n\t\t\t\"auth\": \"%s\"\n\t\t},\n\t\t\"ghcr.io\": {\n\t\t\t\"auth\": \"%s\"\n\t\t}\n\t},\n\t\"credsStore\": \"\",\n\t\"currentContext\": \"default\"\n}",
				b.pick("acme.io", "gitlab.com", "corp.internal"), b.sec(auth), b.sec(base64.StdEncoding.EncodeToString([]byte(b.pick("jdoe", "octo-kb")+":"+b.tokGitHub()))))
		}},
		{"kubectl_secret_yaml", func(b *B) string {
			pw := b.password()
			key := b.tokOpenAI()
			e := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
			return fmt.Sprintf("$ kubectl -n brain get secret brain-api -o yaml\napiVersion: v1\ndata:\n  DB_PASSWORD: %s\n  OPENAI_API_KEY: %s\n  DB_HOST: %s\nkind: Secret\nmetadata:\n  creationTimestamp: \"%s\"\n  name: brain-api\n  namespace: brain\n  resourceVersion: \"%s\"\n  uid: %s\ntype: Opaque",
				b.sec(e(pw)), b.sec(e(key)), b.k(e("pg-primary.brain.svc.cluster.local")), b.k(b.isoDate()+"T08:14:02Z"), b.k(b.nz(8)), b.k(b.uuid()))
		}},
		{"psql_contacts_output", func(b *B) string {
			loc := b.latinLoc()
			var rows []string
			for i := 0; i < b.n(2, 4); i++ {
				c := b.contact(loc, b.chance(0.5))
				rows = append(rows, fmt.Sprintf(" %5s | %-22s | %-32s | %-18s | %s", b.k(b.nz(5)), c.P.Name, b.em(c.Email), b.ph(c.Phone), b.k(b.isoDate())))
			}
			return "brain=> SELECT id, name, email, phone, last_contacted FROM people WHERE org_id = 42 LIMIT 5;\n   id  |          name          |              email               |       phone        | last_contacted\n-------+------------------------+----------------------------------+--------------------+----------------\n" + strings.Join(rows, "\n") + fmt.Sprintf("\n(%d rows)\n", len(rows))
		}},
		{"sqlite_memory_rows", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, false)
			l := lt[loc]
			r1 := fmt.Sprintf("%s|person|%s|%s|%s", b.k(b.nz(4)), c.P.Name, fmt.Sprintf(l.NewNum, c.P.Given, b.ph(b.phoneNative(loc))), b.k(b.unixTS()))
			r2 := fmt.Sprintf("%s|person|%s|%s: %s|%s", b.k(b.nz(4)), c.P.Name, l.Mail, b.em(c.Email), b.k(b.unixTS()))
			return "sqlite> select id, kind, subject, fact, created_at from memories where subject like '%" + c.P.Last + "%';\n" + r1 + "\n" + r2
		}},
		{"react_scratchpad", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, true)
			return fmt.Sprintf("Thought: The user asked for %s's contact details to send the signed NDA. I should search the brain.\nAction: brain.search\nAction Input: {\"query\": \"%s contact\", \"top_k\": 3}\nObservation: [1] people/%s.md (score %s): \"%s — %s — %s\"\n[2] meetings/%s-kickoff.md (score %s)\nThought: Found the email and number. I will answer with both and cite [1].\nFinal Answer: %s's email is %s and their phone is %s [1].",
				c.P.Name, c.P.Name, c.P.Last, b.score(), c.Co.Name, b.em(c.Email), b.ph(c.Phone), b.k(b.isoDate()), b.score(), c.P.Given, c.Email, c.Phone)
		}},
		{"agent_memory_yaml", func(b *B) string {
			loc := b.loc()
			c := b.contact(loc, false)
			d := b.contact(b.latinLoc(), true)
			return fmt.Sprintf("memories:\n  - id: mem_%s\n    about: %s\n    fact: \"Personal mobile %s; prefers WhatsApp after 18:00\"\n    confidence: %s\n    source: \"1:1 notes %s\"\n  - id: mem_%s\n    about: %s\n    fact: \"Work email %s, assistant handles calendar\"\n    confidence: %s\n    source: \"email thread %s\"\n",
				b.k(b.rs(10, lower+digs)), c.P.Name, b.ph(c.Phone), b.score(), b.k(b.isoDate()), b.k(b.rs(10, lower+digs)), d.P.Name, b.em(d.Email), b.score(), b.k(b.ticket()))
		}},
		{"oauth_token_response", func(b *B) string {
			at := b.tokGoogle()
			rt := b.tokRefresh()
			idt := b.jwtTok(b.email(b.person(b.latinLoc()), ""))
			return fmt.Sprintf("tool: google_oauth.exchange_code → 200 OK\n{\n  \"access_token\": \"%s\",\n  \"expires_in\": 3599,\n  \"refresh_token\": \"%s\",\n  \"scope\": \"https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/drive.readonly\",\n  \"token_type\": \"Bearer\",\n  \"id_token\": \"%s\"\n}",
				b.sec(at), b.sec(rt), b.jwt(idt))
		}},
		{"http_request_log_agent", func(b *B) string {
			ip := b.k(b.ipPub())
			sess := b.tokRandom(b.n(32, 48))
			return fmt.Sprintf("%s - - [%s] \"POST /api/brain/ingest HTTP/1.1\" 201 %d \"-\" \"brain-agent/%s\"\n  > Authorization: Bearer %s\n  > Cookie: _ga=GA1.2.%s.%s; session_id=%s\n  > X-Request-Id: %s",
				ip, b.k(fmt.Sprintf("%02d/Mar/2025:%s:%02d +0000", b.n(1, 28), b.hhmm(), b.n(0, 59))), b.n(200, 9000), b.k(b.version()), b.sec(b.pick(b.tokRandom(40), b.tokLinear(), b.tokHF())), b.k(b.nz(9)), b.k(b.unixTS()), b.sec(sess), b.k(b.reqID()))
		}},
		{"webhooks_config_yaml", func(b *B) string {
			hook := "https://hooks.slack.com/services/T" + b.rs(8, upper+digs) + "/B" + b.rs(10, upper+digs) + "/"
			sec := b.mixed(24, alnum)
			return fmt.Sprintf("# brain-notify config (read by agent)\nnotify:\n  slack:\n    webhook_url: %s%s\n    channel: \"#kb-digest\"\n  github:\n    webhook_secret: %s\n  linear:\n    api_key: %s\n  schedule: \"0 7 * * 1-5\"\n  timezone: Europe/Berlin\n",
				b.k(hook), b.sec(sec), b.sec(b.mixed(40, hexs+upper)), b.sec(b.tokLinear()))
		}},
		{"connection_strings_note", func(b *B) string {
			p1, p2, p3 := b.urlPassword(), b.tokRandom(24), b.password()
			b.kw("postgres://postgres:postgres@localhost:5432/brain_dev")
			return fmt.Sprintf("## Prod connection strings (DO NOT SHARE)\n- Mongo: `mongodb+srv://kb_reader:%s@cluster0.%s.mongodb.net/brain?retryWrites=true&w=majority`\n- RabbitMQ: `amqp://ingest:%s@mq.internal:5672/%%2Fbrain`\n- SQL Server: `Server=tcp:kb-sql.database.windows.net,1433;Database=brain;User ID=kbadmin;Password=%s;Encrypt=True;`\n- local dev: `postgres://postgres:postgres@localhost:5432/brain_dev` (fine to share)\nRotated %s by @%s.",
				b.sec(p1), b.k(b.rs(5, lower+digs)), b.sec(p2), b.sec(p3), b.k(b.isoDate()), b.pick("mkowalski", "jfraser", "dana.k"))
		}},
		{"python_snippet_keys", func(b *B) string {
			return fmt.Sprintf("File: scripts/embed_notes.py (lines %d-%d)\n```python\nimport openai, anthropic\nfrom pinecone import Pinecone\n\nopenai.api_key = \"%s\"\nclaude = anthropic.Anthropic(api_key=\"%s\")\npc = Pinecone(api_key=\"%s\")\nindex = pc.Index(\"brain-%s\")\nBATCH = %d\n```\nwhy does this 401 on the pinecone call?",
				b.n(1, 20), b.n(21, 40), b.sec(b.tokOpenAI()), b.sec(b.tokAnthropic()), b.sec("pcsk_"+b.mixed(6, alnum)+"_"+b.mixed(63, alnum)), b.k(b.version()), b.pick3(64, 96, 128))
		}},
		{"terraform_tfvars", func(b *B) string {
			return fmt.Sprintf("# terraform.tfvars (read via fs.read)\nregion              = \"eu-central-1\"\ninstance_type       = \"t3.medium\"\ndb_password         = \"%s\"\ndatadog_api_key     = \"%s\"\ncloudflare_api_token = \"%s\"\nallowed_cidrs       = [\"%s/32\", \"10.0.0.0/16\"]\nami_id              = \"ami-%s\"\n",
				b.sec(b.password()), b.sec(b.tokDatadog()), b.sec(b.mixed(40, alnum+"_-")), b.k(b.ipPub()), b.k(b.sha(17)))
		}},
		{"npmrc_pypirc", func(b *B) string {
			return fmt.Sprintf("$ cat ~/.npmrc ~/.pypirc\n//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\n[distutils]\nindex-servers = pypi\n[pypi]\nusername = __token__\npassword = %s\n",
				b.sec(b.tokNPM()), b.sec(b.tokGitHub()), b.sec("pypi-AgEIcHlwaS5vcmc"+b.mixed(b.n(120, 160), alnum+"-_")))
		}},
		{"aws_credentials_file", func(b *B) string {
			return fmt.Sprintf("```ini\n# ~/.aws/credentials\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-east-1\n\n[kb-prod]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s\n```\nagent note: profile kb-prod expires %s",
				b.awsKeyID(), b.sec(b.tokAWSSec()), "ASIA"+b.rs(16, upper+"234567"), b.sec(b.tokAWSSec()), b.sec("IQoJb3JpZ2luX2VjE"+b.mixed(200, b64std)+"=="), b.k(b.isoTS()))
		}},
		{"shell_export_history", func(b *B) string {
			u := b.pick("alice", "kb-bot", "root")
			return fmt.Sprintf("$ history | tail -6\n  %d  export HF_TOKEN=%s\n  %d  huggingface-cli whoami\n  %d  export GROQ_API_KEY=gsk_%s\n  %d  mysql -h %s -u %s -p'%s' brain\n  %d  python ingest.py --since %s --batch 256\n  %d  history | tail -6",
				b.n(400, 900), b.sec(b.tokHF()), b.n(900, 910), b.n(911, 920), b.sec(b.mixed(52, alnum)), b.n(921, 930), b.k(b.ipPriv()), u, b.sec(b.password()), b.n(931, 940), b.k(b.isoDate()), b.n(941, 950))
		}},
		{"ssh_private_key_read", func(b *B) string {
			var lines []string
			for i := 0; i < b.n(4, 6); i++ {
				lines = append(lines, b.rs(70, b64std))
			}
			lines = append(lines, b.rs(b.n(20, 60), b64std)+"==")
			body := strings.Join(lines, "\n")
			return fmt.Sprintf("tool_result (fs.read ~/.ssh/id_ed25519_deploy):\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----\n(assistant) I should not have read this file; flagging key fingerprint SHA256:%s for rotation.",
				b.sec(body), b.k(b.rs(43, b64std)))
		}},
		{"jwt_debug_question", func(b *B) string {
			c := b.contact(b.latinLoc(), true)
			tok := b.jwtTok(c.Email)
			return fmt.Sprintf("the brain API keeps returning 401 token_expired for this one, can you decode it and tell me when it expired?\n\n%s\n\nserver time was %s, clock skew allowed is %ds. request id %s",
				b.jwt(tok), b.k(b.isoTS()), b.pick3(30, 60, 120), b.k(b.reqID()))
		}},
		{"telegram_bot_wiki", func(b *B) string {
			chat := b.k("-100" + b.nz(10))
			return fmt.Sprintf("### Reminder bot\nThe daily digest bot (@%s_bot) posts to chat id %s at 07:30.\nBot token: `%s`\nIf it stops, check `journalctl -u kb-digest` on %s. Last restarted %s.",
				b.pick("kbdigest", "brainping", "teamnotes"), chat, b.sec(b.tokTelegram()), b.k(b.ipPriv()), b.k(b.isoDate()))
		}},
		{"twilio_sendgrid_setup", func(b *B) string {
			sid := "AC" + b.rs(32, hexs)
			return fmt.Sprintf("Setup notes for SMS reminders:\n- Twilio Account SID: %s\n- Auth Token: %s\n- From number: %s\n- SendGrid key: %s (scope: mail.send)\n- Escalation on-call: %s\nTested %s, message SID SM%s delivered.",
				sid, b.sec(b.rs(32, hexs)), b.ph(b.phone("en_US")), b.sec(b.tokSendGrid()), b.ph(b.phone(b.pick("en_GB", "de_DE", "en_US"))), b.k(b.isoDate()), b.k(b.rs(32, hexs)))
		}},
	}
}
