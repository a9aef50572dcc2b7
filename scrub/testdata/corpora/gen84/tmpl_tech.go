package main

import (
	"fmt"
	"strings"
)

func (g *G) host() string {
	return g.pick("db-prod-", "pg-billing-", "mysql-core-", "ledger-db-", "claims-pg-") + fmt.Sprintf("%02d", g.rng(1, 12)) + g.pick(".internal", ".prod.local", ".eu-west-1.rds.amazonaws.com", ".corp.net")
}

func tITRunbook(g *G, d *Doc) {
	co := g.company("us", g.pick("Financial", "Health", "Lending"))
	svc := g.pick("billing", "claims", "statements", "kyc", "payments")
	d.L("# Runbook: "+strings.Title(svc)+" database failover", "", "Owner: Platform team · Last reviewed "+d.K(g.dateIn(2025, 2026).num("iso"))+" · Service "+d.K(svc+"-api v"+g.version()), "", "## 1. Before you start", "", "- Open an incident in the tracker and post in #inc-"+svc+".", "- Confirm replica lag is below "+d.K("30 s")+" (`SELECT now() - pg_last_xact_replay_timestamp();`).", "")
	user := "svc_" + svc
	pw := g.secret("urlpassword")
	h := g.host()
	d.L("## 2. Connect to the replica", "", "```bash", "psql \"postgresql://"+user+":"+d.P("bearer", pw)+"@"+d.K(h)+":5432/"+svc+"?sslmode=require\"", "```", "")
	d.L("## 3. Promote and repoint", "", "```bash", "export AWS_ACCESS_KEY_ID="+d.K(g.akia()), "export AWS_SECRET_ACCESS_KEY="+d.P("bearer", g.secret("aws")), "export AWS_DEFAULT_REGION="+g.pick("us-east-1", "eu-west-1", "us-west-2"), "aws rds promote-read-replica --db-instance-identifier "+svc+"-replica-1", "```", "")
	if g.chance(0.5) {
		d.L("Replica console (iDRAC) if SSH is down: https://"+d.K(fmt.Sprintf("10.%d.%d.%d", g.n(256), g.n(256), g.rng(1, 254)))+" — login root / "+d.P("bearer", g.secret("urlpassword")), "")
	}
	if g.chance(0.6) {
		d.L("Vault (break-glass only): `VAULT_TOKEN="+d.P("bearer", g.secret("vault"))+" vault kv get secret/"+svc+"/db`", "")
	}
	d.L("## 4. Notify", "", "Post the status with the ops bot (token below is the bot's, not yours):", "", "```", "SLACK_BOT_TOKEN="+d.P("bearer", g.secret("slack")), "curl -s -X POST https://slack.com/api/chat.postMessage -H \"Authorization: Bearer $SLACK_BOT_TOKEN\" -d channel=C0"+d.K(g.str(upperDg, 8))+" -d text='failover complete'", "```", "")
	d.Fill()
	d.L("## Escalation", "")
	rows := [][]string{}
	for i := 0; i < g.rng(2, 3); i++ {
		p := g.person("us")
		rows = append(rows, []string{p.Full(), g.pick("Primary DBA", "Secondary DBA", "Eng Manager"), d.P("phone", g.nanp("US", -1)), d.em(g, p, co.Domain)})
	}
	d.W(mdTable([]string{"Name", "Role", "Phone", "Email"}, rows))
}

func tOnboardingCredentials(g *G, d *Doc) {
	e, mgr := g.person("us"), g.person("us")
	co := g.company("us", "")
	user := slug(e.First)[:1] + slug(e.Last)
	d.L("From: IT Service Desk <"+d.P("email", g.roleEmail(co.Domain, "servicedesk", "it-help", "helpdesk"))+">", "To: "+e.Full()+" <"+d.em(g, e, "")+">", "Cc: "+mgr.Full()+" <"+d.em(g, mgr, co.Domain)+">", "Subject: Welcome to "+co.Name+" — your accounts for "+d.K(g.dateIn(2026, 2026).long("us")), "", "Hi "+e.First+",", "", "Welcome aboard! Your accounts are ready. Please keep this email private and delete it once you have changed your passwords.", "")
	d.L("WINDOWS / MICROSOFT 365", "  Username: "+d.K(user+"@"+co.Domain[:strings.Index(co.Domain, ".")]+".local"), "  Temporary password: "+d.P("bearer", g.secret("password")), "  (You'll be asked to change it and register MFA at first sign-in.)", "")
	d.L("VPN (GlobalProtect)", "  Portal: "+d.K("vpn."+co.Domain), "  Group pre-shared key: "+d.P("bearer", g.secretStr(alnum, 20)), "")
	d.L("OFFICE WI-FI", "  SSID: "+d.K(strings.ToUpper(co.Domain[:3])+"-Staff"), "  Password: "+d.P("bearer", g.secret("password")), "  Guest network password is printed at reception (the old default "+d.K("changeme123")+" was retired).", "")
	if g.chance(0.5) {
		d.L("The shared mailbox for your team ("+d.P("email", g.roleEmail(co.Domain, "claims", "intake", "billing", "frontdesk"))+") uses the password "+d.P("bearer", g.secret("password"))+" until it is moved to SSO.", "")
	}
	if g.chance(0.5) {
		d.L("MFA backup codes (each works once; keep them offline):", "  "+d.P("bearer", g.digits(4)+"-"+g.digits(4))+"   "+d.P("bearer", g.digits(4)+"-"+g.digits(4))+"   "+d.P("bearer", g.digits(4)+"-"+g.digits(4)), "")
	}
	d.Fill()
	d.L("Your laptop asset tag is "+d.K("LT-"+g.digits(5))+". If anything doesn't work, call the service desk on "+d.P("phone", g.nanp("US", -1))+" ("+d.K("ext. "+fmt.Sprint(g.rng(4000, 4999)))+" internally).", "", "Cheers,", "IT Service Desk")
}

func tTechAppendixJWT(g *G, d *Doc) {
	co := g.company("us", g.pick("Pay", "Lending", "Health", "Insurance"))
	iss := "auth." + co.Domain
	j := g.jwt(iss)
	d.L("APPENDIX C — AUTHENTICATION AND SAMPLE REQUESTS", "", "C.1 Obtaining a token", "", "Partners authenticate with the OAuth 2.0 client-credentials grant. The credentials below are for the UAT environment issued to your organisation on "+d.K(g.dateIn(2025, 2026).long("us"))+"; production credentials are sent separately.", "")
	d.L("    client_id:     "+d.K(g.str(lowerDg, 8)+"-"+g.str(lowerDg, 4)+"-partner"), "    client_secret: "+d.P("bearer", g.secretStr(alnum+"-_", 40)), "    token URL:     https://"+iss+"/oauth2/token", "")
	d.L("Response:", "", "```json", "{", "  \"access_token\": \""+d.P("jwt", j)+"\",", "  \""+d.K("token_type\": \"Bearer")+"\",", "  \"expires_in\": 3600,", "  \"refresh_token\": \""+d.P("bearer", g.secretStr(alnum, 48))+"\"", "}", "```", "")
	d.L("The token header decodes to "+d.K(`{"alg":"`)+"…"+`"} — do not rely on the key id, it rotates. In prose we abbreviate tokens as `+d.K("eyJhbGciOi...")+".", "")
	d.L("C.2 Calling the API", "", "```bash", "curl -X GET \"https://api-uat."+co.Domain+"/v2/accounts/"+d.K(g.digits(10))+"/statements?from=2025-01-01\" \\", "  -H \"Authorization: Bearer "+d.P("jwt", g.jwt(iss))+"\" \\", "  -H \"X-Request-Id: "+d.K(g.uuid())+"\"", "```", "")
	d.Fill()
	p := g.person("us")
	d.L("C.3 Support", "Integration questions: "+p.Full()+", "+d.em(g, p, co.Domain)+". Never paste production tokens into tickets; use "+d.K("<ACCESS_TOKEN>")+" instead.")
}

func tIncidentPostmortem(g *G, d *Doc) {
	co := g.company("us", "")
	rep, ic := g.person("us"), g.person("us")
	dt := g.dateIn(2025, 2026)
	ghp := g.secret("ghp")
	d.L("# Post-incident review: credential exposure in public repository", "", "| | |", "| --- | --- |", "| Incident | "+d.K("SEC-"+g.digits(4))+" |", "| Severity | SEV-2 |", "| Date | "+d.K(dt.num("iso"))+" |", "| Incident commander | "+ic.Full()+" ("+d.em(g, ic, co.Domain)+") |", "")
	d.L("## Summary", "", "A developer pushed a `.npmrc` and a CI script containing live credentials to a public fork. GitHub secret scanning and an external researcher ("+rep.Full()+", "+d.em(g, rep, "")+") reported it within the hour.", "")
	d.L("## Exposed values (all revoked)", "", "```", "# .npmrc", "//registry.npmjs.org/:_authToken="+d.P("bearer", g.secret("npm")), "# ci/deploy.sh", "GITHUB_TOKEN="+d.P("bearer", ghp), "```", "")
	d.L("## Timeline (UTC)", "", "- "+d.K("14:02")+" commit "+d.K(g.sha()[:12])+" pushed to fork", "- "+d.K("14:09")+" secret-scanning alert; researcher email received 14:31", "- "+d.K("14:21")+" proxy log shows the token in use: `"+d.K("GET /api/v1/admin/export")+" Authorization: Bearer "+d.P("jwt", g.jwt("sso."+co.Domain))+"`", "- "+d.K("14:40")+" tokens revoked; on-call paged via "+d.P("phone", g.nanp("US", -1)), "- "+d.K("15:55")+" audit log review: token used from "+d.K(fmt.Sprintf("%d.%d.%d.%d", g.rng(31, 200), g.n(256), g.n(256), g.rng(1, 254)))+" to clone 3 private repos", "")
	d.Fill()
	if g.chance(0.5) {
		d.L("## Also found during the sweep", "", "An old personal access token in a wiki page: `"+d.P("bearer", g.secret("ghpat"))+"` (owner left the company; revoked).", "")
	}
	d.L("## Action items", "", "1. Enforce push protection on all org repos (owner: "+ic.First+").", "2. Move CI to OIDC federation; remove long-lived tokens.")
}

func tEnvAppendix(g *G, d *Doc) {
	co := g.company("us", "")
	app := g.pick("loan-portal", "claims-intake", "tenant-app", "member-api")
	pw := g.secret("urlpassword")
	d.L("DEPLOYMENT HANDOVER — "+strings.ToUpper(app), "", "Environment: production ("+g.pick("AWS us-east-1", "Heroku", "Fly.io fra", "Render oregon")+")   Release: "+d.K("v"+g.version())+"   Commit: "+d.K(g.sha()[:10]), "", "The following is the current `.env` for production as exported on "+d.K(g.dateIn(2025, 2026).num("iso"))+". Store it in the password manager vault \""+app+"-prod\" and delete this document after import.", "")
	d.L("```dotenv", "NODE_ENV=production", "PORT=8080", "DATABASE_URL=postgres://"+app[:4]+"_app:"+d.P("bearer", pw)+"@"+d.K(g.host())+":5432/"+strings.ReplaceAll(app, "-", "_"), "REDIS_URL=redis://"+d.K("cache-01.internal:6379/0"), "STRIPE_SECRET_KEY="+d.P("bearer", g.secret("stripe")), "STRIPE_PUBLISHABLE_KEY="+d.K(g.pkLive()), "STRIPE_WEBHOOK_SECRET="+d.P("bearer", "whsec_"+g.secretStr(alnum, 32)), "SENDGRID_API_KEY="+d.P("bearer", g.secret("sendgrid")), "JWT_SECRET="+d.P("bearer", g.secret("hex64")), "SESSION_SECRET="+d.P("bearer", g.secretStr(alnum, 48)), "AWS_ACCESS_KEY_ID="+d.K(g.akia()), "AWS_SECRET_ACCESS_KEY="+d.P("bearer", g.secret("aws")), "SUPABASE_SERVICE_ROLE_KEY="+d.P("jwt", g.jwt("supabase")), "SENTRY_DSN="+d.K("https://"+g.str(hexd, 32)+"@o"+g.digits(6)+".ingest.sentry.io/"+g.digits(7)), "LOG_LEVEL=info", "```", "")
	d.Fill()
	p := g.person("us")
	d.L("Questions: "+p.Full()+" ("+d.em(g, p, co.Domain)+")", "Local development uses "+d.K("postgres://postgres:postgres@localhost:5432/dev")+" and test keys only.")
}

func tAPISpecVendor(g *G, d *Doc) {
	co := g.company("us", g.pick("Pay", "Telehealth", "Insurance", "Realty"))
	d.L("Integration Specification — Notifications & Payments", co.Name+" · Version "+d.K(g.version())+" · "+d.K(g.dateIn(2025, 2026).num("iso")), "", "1. SMS provider (Twilio)", "")
	d.L("   Account SID:  "+d.K("AC"+g.str(hexd, 32)), "   Auth token:   "+d.P("bearer", g.secret("twilio")), "   Sender:       "+d.P("phone", "+1"+g.pickS(usAreas)+g.exch()+g.digits(4)), "")
	d.L("2. Payment webhooks", "", "   Endpoint: https://hooks."+co.Domain+"/stripe", "   Signing secret: "+d.P("bearer", "whsec_"+g.secretStr(alnum, 32)), "   Verify the Stripe-Signature header; reject events older than "+d.K("300 seconds")+".", "")
	u := g.pick("svc-intake", "partner-api", "reporting")
	pw := g.password()
	b := basicAuth(u, pw)
	g.used[b] = true
	d.L("3. Legacy reporting endpoint (Basic auth, to be retired)", "", "   GET /reports/daily HTTP/1.1", "   Host: reports."+co.Domain, "   Authorization: Basic "+d.P("bearer", b), "")
	d.L("4. Maps", "", "   Browser key (restricted by referrer): "+d.P("bearer", g.secret("google")), "")
	d.Fill()
	p := g.person("us")
	d.L("5. Contacts", "   Technical: "+p.Full()+" — "+d.em(g, p, co.Domain)+" — "+d.P("phone", g.nanp("US", -1)), "   Do not use the sample token "+d.K("sk_test_XXXXXXXXXXXXXXXXXXXXXXXX")+" in production configs.")
}

func tMeetingInvitePasscode(g *G, d *Doc) {
	co := g.company("us", "")
	org := g.person("us")
	mid := g.digits(3) + " " + g.digits(4) + " " + g.digits(4)
	pwd := g.secretStr(alnum, 32)
	d.L("Subject: "+g.pick("Quarterly credit review", "Claims backlog triage", "Board pre-read walkthrough", "Audit kickoff")+" — "+d.K(g.dateIn(2026, 2026).long("us")), "Organizer: "+org.Full()+" <"+d.em(g, org, co.Domain)+">", "")
	d.L("Join Zoom Meeting", "https://"+co.Domain[:strings.Index(co.Domain, ".")]+".zoom.us/j/"+d.K(strings.ReplaceAll(mid, " ", ""))+"?pwd="+d.P("bearer", pwd), "", "Meeting ID: "+d.K(mid), "Passcode: "+d.P("bearer", g.nz(6)), "", "Agenda", "1. Portfolio performance vs. "+d.K("Q3 plan"), "2. Exceptions list (file "+d.K("CR-"+g.digits(5)+".xlsx")+")", "3. AOB", "")
	d.Fill()
	rows := [][]string{}
	for i := 0; i < g.rng(2, 4); i++ {
		p := g.person("us")
		rows = append(rows, []string{p.Full(), d.em(g, p, g.pick(co.Domain, g.company("us", "").Domain)), g.pick("Required", "Optional")})
	}
	d.W(textTable([]string{"Attendee", "Email", "Status"}, rows))
}

func tDataPlatformHandover(g *G, d *Doc) {
	co := g.company("us", g.pick("Analytics", "Health", "Insurance"))
	acct := g.str("abcdefghijklmnopqrstuvwxyz", 6) + "prod" + g.digits(2)
	d.L("Data Platform Handover Notes", "Prepared for: incoming platform lead · "+d.K(g.dateIn(2025, 2026).long("us")), "", "Storage", "-------", "Raw claim files land in the storage account `"+d.K(acct)+"`. Connection string (rotate after handover):", "", "    DefaultEndpointsProtocol=https;AccountName="+acct+";AccountKey="+d.P("bearer", g.secret("azure"))+";EndpointSuffix=core.windows.net", "")
	d.L("LLM summarisation job", "-----------------------", "The nightly job calls the model API with the team key:", "", "    OPENAI_API_KEY="+d.P("bearer", g.secret("openai")), "    HF_TOKEN="+d.P("bearer", g.secret("hf")), "", d.K("Batch size 512")+", "+d.K("max tokens 4096")+"; cost last month "+d.K(money("us", "$", g.rng(200, 4000)*100))+".", "")
	if g.chance(0.6) {
		d.L("Power BI embed call used by the portal (token from last week's run, still valid until rotation):", "", "    curl -H 'Authorization: Bearer "+d.P("jwt", g.jwt("login.microsoftonline.com/"+g.uuid()))+"' https://api.powerbi.com/v1.0/myorg/reports", "")
	}
	d.Fill()
	p := g.person("us")
	d.L("Owners", "------", "Previous lead: "+p.Full()+", "+d.em(g, p, co.Domain)+", mobile "+d.P("phone", g.nanp("US", -1)))
}

func tSSOTicket(g *G, d *Doc) {
	co := g.company("us", g.pick("Health", "Bank", "Insurance", "Lending"))
	u, ag := g.person("us"), g.person("us")
	um := g.email(u, co.Domain)
	d.P("email", um)
	idt := g.jwt("login." + co.Domain)
	d.L("Ticket "+d.K("SD-"+g.digits(6))+" · SSO login loop after password reset", "Requester: "+u.Full()+" <"+um+">", "Assignee: "+ag.Full()+" (Identity team)", "Created: "+d.K(g.dateIn(2025, 2026).num("iso")+" "+fmt.Sprintf("%02d:%02d", g.rng(7, 19), g.n(60))), "", "---", "")
	d.F("**%s:** Since this morning I get bounced back to the login page every time. I exported a HAR file as you asked; here are the lines that looked relevant:\n\n", u.First)
	d.L("```", "302 https://login."+co.Domain+"/oauth2/v1/authorize/callback#id_token="+d.P("jwt", idt)+"&state="+d.K(g.str(lowerDg, 16)), "Cookie: __Host-session="+d.P("jwt", g.jwt("portal."+co.Domain))+"; theme=dark; locale=en-US", "GET /api/me → 401 {\"error\":\"invalid_token\",\"error_description\":\"The access token expired\"}", "```", "")
	d.F("**%s:** Thanks — please don't post live tokens in tickets, I've invalidated both sessions. The id_token header is %s, so it's the new signing key; your clock was %s ahead, which makes the %s check fail. I've asked desktop support (%s) to resync the laptop's time.\n\n", ag.First, d.K(`{"alg":"RS256"}`), d.K("6 minutes"), d.K("iat/nbf"), d.P("email", g.roleEmail(co.Domain, "desktop-support", "eus", "fieldservices")))
	if g.chance(0.6) {
		d.L("Support also tried a service call with the integration token, which worked:", "", "    Authorization: Bearer "+d.P("jwt", g.jwt("api."+co.Domain)), "")
	}
	d.Fill()
	d.L("Resolution: time sync fixed; user confirmed login works. Callback number on file: " + d.P("phone", g.nanp("US", -1)) + ".")
}
