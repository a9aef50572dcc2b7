package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Credential-leak monitoring, paste sites, infostealer logs, secret scanners.
func piiLeaks() []tmpl {
	return []tmpl{
		{"combo_list", func(g *G) *Line {
			e1, e2, e3 := g.EmailFree(), g.EmailFree(), g.EmailAny()
			p1, p2, p3 := g.Password(), g.Password(), g.Password()
			return g.mk("Paste monitor hit %s (pastebin-like site, paste %s, %d lines, keyword match \"%s\"). Sample:\n%s:%s\n%s:%s\n%s:%s",
				g.Ticket(), K(g.rs(alnum, 8)), g.n(400, 90000), g.Corp(), e1, p1, e2, p2, e3, p3)
		}},
		{"combo_list_semicolon", func(g *G) *Line {
			return g.mk("ULP dump fragment (Telegram channel, file %s.txt, sha256 %s):\nhttps://login.%s/;%s;%s\nhttps://vpn.%s/remote/login;%s;%s",
				K("cloud_logs_"+g.rs(digits, 6)), g.SHA256(), g.Corp(), g.EmailCorp(), g.Password(), g.Corp(), g.EmailCorp(), g.Password())
		}},
		{"infostealer_redline", func(g *G) *Line {
			return g.mk("=== %s log, HWID %s, IP %s, Country DE ===\nPasswords.txt\nURL: https://portal.%s/login\nUsername: %s\nPassword: %s\nApplication: Google_[Chrome]_Default\n===============\nURL: https://accounts.google.com/signin\nUsername: %s\nPassword: %s",
				g.pick("RedLine", "META", "LummaC2"), strings.ToUpper(g.rs(hexs, 32)), g.IP(), g.Corp(), g.EmailCorp(), g.Password(), g.EmailFree(), g.Password())
		}},
		{"infostealer_lumma_autofill", func(g *G) *Line {
			return g.mk("LummaC2 build %s — Autofill/CC\nName on card: %s\nCard: %s\nExp: %02d/%d\nbrowser: Edge profile Default\nFile grabber: Desktop\\wallet_backup_%s.txt (%d bytes)\nSystem: %s, build %s",
				g.Version(), strings.ToUpper(g.Name()), g.Card("", ""), g.n(1, 12), g.n(2026, 2030), g.rs(digits, 4), g.n(100, 9000), g.Host(), g.WinBuild())
		}},
		{"infostealer_cookie_jwt", func(g *G) *Line {
			return g.mk("Cookies/Chrome_Default.txt (stealer log %s)\n.app.%s\tTRUE\t/\tTRUE\t%s\tsession\t%s\n.%s\tTRUE\t/\tFALSE\t%s\t_ga\tGA1.2.%d.%s",
				g.UUID(), g.Corp(), g.Epoch(), g.JWT(), g.Corp(), g.Epoch(), g.n(100000000, 999999999), g.Epoch())
		}},
		{"infostealer_ru", func(g *G) *Line {
			return g.mk("Лог стилера (%s), страна RU, IP %s\nСайт: https://mail.%s\nЛогин: %s\nПароль: %s\nТелефон из автозаполнения: %s",
				g.Family(), g.IP(), g.pick("yandex.ru", "mail.ru", "rambler.ru"), g.EmailFree(), g.Password(), g.Phone("ru"))
		}},
		{"paste_aws_keys", func(g *G) *Line {
			return g.mk("Paste-site alert %s: AWS credentials exposed in public paste (%d views)\n[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = eu-west-1\nAccount: %s, key last used %s from %s.",
				g.Ticket(), g.n(3, 900), g.AKIA(), g.AWSSecret(), K(g.rs(digits, 12)), g.Date(), g.IP())
		}},
		{"github_secret_scanning", func(g *G) *Line {
			return g.mk("GitHub secret scanning alert #%d (%s)\nSecret type: GitHub Personal Access Token\nSecret: %s\nLocation: %s/scripts/deploy.sh line %d, commit %s\nPushed by %s on %s. Validity: active.",
				g.n(1, 400), g.pick("open", "open", "resolved: revoked"), g.GHP("ghp_"), g.pick("acme/infra", "payments/api", "data/etl"), g.n(3, 200), g.SHA1(), g.EmailCorp(), g.Date())
		}},
		{"github_fine_grained_pat", func(g *G) *Line {
			return g.mk("Leak triage: fine-grained PAT %s found in Docker layer %s of image registry.%s/ci-runner:%s (layer size %d). Owner %s, expires %s.",
				g.GitHubPAT(), K("sha256:"+g.rs(hexs, 64)), g.Corp(), g.Version(), g.n(1000000, 90000000), g.EmailCorp(), g.Date())
		}},
		{"trufflehog_json", func(g *G) *Line {
			return g.mk(`{"SourceMetadata":{"Data":{"Git":{"commit":"%s","file":"config/slack.yml","email":"%s","repository":"https://github.com/%s/bots.git","timestamp":"%s","line":%d}}},"SourceID":%d,"DetectorType":%d,"DetectorName":"Slack","Verified":true,"Raw":"%s","ExtraData":{"team":"%s"}}`,
				g.SHA1(), g.EmailCorp(), g.pick("acme", "kestrel", "orion"), g.TS(), g.n(1, 80), g.n(1, 20), g.n(1, 900), g.SlackBot(), g.pick("acme-corp", "kestrel-fin"))
		}},
		{"gitleaks_report", gitleaks},
		{"nuclei_exposed_env", func(g *G) *Line {
			return g.mk("[%s] [exposed-env-file] [http] [high] https://staging.%s/.env [\"DB_HOST=%s\",\"DB_PASSWORD=%s\",\"MAIL_USERNAME=%s\",\"MAIL_PASSWORD=%s\",\"APP_DEBUG=true\"]",
				g.TS(), g.Corp(), g.IPin(), g.Password(), g.EmailCorp(), g.Password())
		}},
		{"hibp_style_report", func(g *G) *Line {
			return g.mk("Breach exposure check (%s): %s appears in %d breaches: %s (%s), %s (%s). Exposed data: email, phone %s, password hashes (bcrypt). Recommend forced reset; breach ids %s.",
				g.Ticket(), g.EmailCorp(), g.n(2, 9), g.pick("LinkedIn", "Dropbox", "Canva", "MyFitnessPal"), K(fmt.Sprint(g.n(2012, 2021))), g.pick("Adobe", "Twitter", "Zynga", "Wattpad"), K(fmt.Sprint(g.n(2013, 2022))), g.PhoneIntl(), K(fmt.Sprintf("BR-%d", g.n(10000, 99999))))
		}},
		{"darkweb_card_listing", func(g *G) *Line {
			c1, c2 := g.Card("visa", ""), g.Card("mc", "")
			return g.mk("Dark-web monitoring hit (%s), shop \"%s\", base %s, price %s per line:\n%s|%02d/%d|%03d|%s|%s|US\n%s|%02d/%d|%03d|%s|%s|US\nBIN %s attributed to issuer partner; %d lines total.",
				g.Ticket(), g.pick("BidenCash", "Brian's Club", "Joker Stash clone"), K(fmt.Sprintf("FRESH_%d_%s", g.n(1, 99), g.pick("MIX", "USA", "EU"))), K("$"+fmt.Sprint(g.n(4, 40))+".00"), c1, g.n(1, 12), g.n(26, 30), g.n(100, 999), strings.ToUpper(g.Name()), g.Phone("us+"), c2, g.n(1, 12), g.n(26, 30), g.n(100, 999), strings.ToUpper(g.Name()), g.Phone("us+"), c1.V[:6], g.n(100, 9000))
		}},
		{"breach_notification_ssn", func(g *G) *Line {
			return g.mk("Breach scoping %s – sample rows from exfiltrated hr_export.csv (%d rows):\nemployee_id,full_name,ssn,hire_date,zip\n%s,%s,%s,%s,%s\n%s,%s,%s,%s,%s",
				g.Ticket(), g.n(2000, 90000), K(fmt.Sprintf("E%05d", g.n(1, 99999))), g.Name(), g.SSN(), g.Date(), K(fmt.Sprintf("%05d", g.n(10000, 99999))), K(fmt.Sprintf("E%05d", g.n(1, 99999))), g.Name(), g.SSN(), g.Date(), K(fmt.Sprintf("%05d", g.n(10000, 99999))))
		}},
		{"ransomware_leak_site_ssn", func(g *G) *Line {
			return g.mk("Leak-site monitoring (%s): victim %s listed %s, countdown %dd. Proof pack includes a W-2 (%s, SSN %s, wages %s) and a payroll screenshot. Tor mirror %s, file tree hash %s.",
				g.pick("Akira", "Play", "LockBit 3.0", "BlackBasta", "Medusa"), g.Corp(), g.Date(), g.n(3, 14), g.Name(), g.SSN(), g.Amount(), g.Onion(), g.SHA256())
		}},
		{"paste_discord_webhook", func(g *G) *Line {
			return g.mk("Stealer C2 extracted from sample %s (%s): exfil via Discord webhook https://discord.com/api/webhooks/%s/%s ; user-agent %s ; mutex Global\\%s",
				g.SHA256(), g.Family(), K(fmt.Sprint(g.n(1100000000, 1299999999))+g.rs(digits, 9)), g.DiscordHookToken(), K("python-requests/2.31.0"), g.UUID())
		}},
		{"slack_webhook_leak", func(g *G) *Line {
			pre, sec := g.SlackHook()
			return g.mk("Secret found in public Gist %s (owner %s): SLACK_WEBHOOK=%s%s — used by alerting bot, channel #sec-alerts; rotated under %s.",
				K(g.rs(hexs, 32)), g.EmailFree(), pre, sec, g.Ticket())
		}},
		{"npmrc_leak", func(g *G) *Line {
			return g.mk("Supply-chain review %s: published tarball %s contains .npmrc:\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true\nPackage integrity %s, maintainer %s.",
				g.Ticket(), K(g.pick("left-padder", "color-utils-x", "fast-json-safe")+"@"+string(g.Version())), g.NPM(), K("sha512-"+base64.StdEncoding.EncodeToString([]byte(g.rs(alnum, 48)))), g.EmailFree())
		}},
		{"docker_config_leak", func(g *G) *Line {
			user := g.User()
			return g.mk("Found in exposed CI artifact (%s, job %d):\n{\"auths\":{\"registry.%s\":{\"auth\":\"%s\",\"email\":\"%s\"}}}",
				g.UUID(), g.n(100000, 9999999), g.Corp(), g.BasicCred(user), g.EmailCorp())
		}},
		{"k8s_secret_yaml", func(g *G) *Line {
			return g.mk("kubectl get secret db-creds -n payments -o yaml  (from compromised jump host %s)\napiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\n  uid: %s\n  resourceVersion: \"%d\"\ntype: Opaque\ndata:\n  username: cGF5bWVudHNfYXBw\n  password: %s",
				g.Host(), g.UUID(), g.n(1000000, 99999999), g.B64Secret())
		}},
		{"openai_key_paste", func(g *G) *Line {
			return g.mk("Keyword monitor: OpenAI key in public Postman workspace \"%s\" (fork of %s):\nOPENAI_API_KEY=%s\nUsage spike %s tokens on %s from %s.",
				g.pick("LLM playground", "chatbot-dev", "rag demo"), K(g.rs(hexs, 24)), g.OpenAI(), K(fmt.Sprintf("%d,%03d,%03d", g.n(1, 90), g.n(0, 999), g.n(0, 999))), g.Date(), g.IP())
		}},
		{"anthropic_key_leak", func(g *G) *Line {
			return g.mk("Revocation request %s: key %s committed to %s (commit %s, file notebooks/eval.ipynb). Partner revoked within %d min.",
				g.Ticket(), g.Anthropic(), K("github.com/"+g.pick("ml-team", "research")+"/sandbox"), g.SHA1(), g.n(2, 30))
		}},
		{"google_api_key_apk", func(g *G) *Line {
			return g.mk("MobSF scan of %s (version %s, sha256 %s): hardcoded secrets -> res/values/strings.xml: google_api_key=%s, firebase_url=https://%s-default-rtdb.firebaseio.com",
				K("com."+g.pick("kestrel", "lumenpay", "novacare")+".app"), g.Version(), g.SHA256(), g.GoogleKey(), g.pick("prod", "kestrel", "app"))
		}},
		{"sendgrid_in_phishkit", func(g *G) *Line {
			return g.mk("Kit %s sends results with SendGrid: $sg_key = '%s'; $from = '%s'; $to = '%s'; reported to SendGrid abuse %s.",
				g.SHA1(), g.SendGrid(), g.EmailBad(), g.EmailBad(), g.Date())
		}},
		{"twilio_in_smishing_kit", func(g *G) *Line {
			return g.mk("Smishing panel config recovered (%s):\nTWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=%s\nTWILIO_FROM=%s\nTARGET_LIST=leads_%s.csv",
				g.DefDomain(), K("AC"+g.rs(hexs, 32)), g.Hex32(), g.Phone("us+"), K(g.rs(digits, 8)))
		}},
		{"vault_token_leak", func(g *G) *Line {
			return g.mk("Vault audit review %s: audit entries show client_token hmac-sha256:%s (hashed, fine) but the CI log printed VAULT_TOKEN=%s at step %d. Accessor %s revoked.",
				g.Ticket(), K(g.rs(hexs, 64)), g.Vault(), g.n(3, 40), K(g.rs(alnum, 24)))
		}},
		{"git_remote_token", func(g *G) *Line {
			return g.mk("EDR captured git command on %s: git clone https://x-access-token:%s@github.com/%s/deploy-keys.git /tmp/.%s (parent pid %d, sha1 %s)",
				g.Host(), g.GHP("ghs_"), g.pick("acme", "orion-dyn"), g.rs(lowers, 5), g.n(1000, 60000), g.SHA1())
		}},
		{"gitlab_token_in_ci_log", func(g *G) *Line {
			return g.mk("Job %d log (runner %s): $ curl --header \"PRIVATE-TOKEN: %s\" https://gitlab.%s/api/v4/projects/%d/variables — output masked failed because variable was not protected.",
				g.n(1000000, 9999999), K("#"+fmt.Sprint(g.n(100, 9999))), g.GitLab(), g.Corp(), g.n(10, 9000))
		}},
	}
}

func gitleaks(g *G) *Line {
	sec := g.Stripe()
	c := g.SHA1()
	line := g.n(3, 90)
	return g.mk(`[{"Description":"Stripe Access Token","StartLine":%d,"EndLine":%d,"Match":"STRIPE_KEY=%s","Secret":"%s","File":"services/billing/.env.production","Commit":"%s","Author":"%s","Email":"%s","Date":"%s","RuleID":"stripe-access-token","Fingerprint":"%s:services/billing/.env.production:stripe-access-token:%d"}]`,
		line, line, sec, sec, c, g.Name(), g.EmailCorp(), g.TS(), c, line)
}
