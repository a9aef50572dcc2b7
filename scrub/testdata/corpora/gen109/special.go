package main

import (
	"fmt"
	"strings"
)

type kindFn struct {
	kind string
	f    func(b *B) string
}

func ghp() string { return ghToken("ghp_") }
func skl() string { return "sk_live_51" + rs(alnum, 97) }
func slk() string { return "xoxb-" + nz(11) + "-" + nz(13) + "-" + rs(alnum, 24) }
func oai() string { return "sk-proj-" + rs(alnum+"-_", 74) + "T3BlbkFJ" + rs(alnum+"-_", 74) }
func anyTok() string {
	switch r.Intn(6) {
	case 0:
		return ghp()
	case 1:
		return skl()
	case 2:
		return slk()
	case 3:
		return oai()
	case 4:
		return "glpat-" + rs(alnum+"-_", 20)
	}
	return "npm_" + rs(alnum, 36)
}

func userJWT(p person) string {
	return jwt(fmt.Sprintf(`{"sub":"%s","email":"%s","name":"%s %s","iat":%d,"exp":%d,"iss":"https://auth.%s"}`, uuid(), p.Email, p.First, p.Last, unixT(), unixT()+3600, pick(orgDomains...)))
}

func fmtCard(c string) string {
	switch r.Intn(3) {
	case 0:
		return c
	case 1:
		return groupCard(c, " ")
	}
	return groupCard(c, "-")
}

func specials() []kindFn {
	return []kindFn{
		{"git_log_leak", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("commit %s\nAuthor: %s %s <%s>\nDate:   %s\n\n    chore: add staging config\n\ndiff --git a/.env.staging b/.env.staging\nnew file mode 100644\n+GITHUB_TOKEN=%s\n+API_BASE=https://staging.%s", b.K(sha40()), p.First, p.Last, b.P("email", p.Email), pick("Tue Mar 4 10:12:44 2025 +0100", "Fri Nov 15 17:03:09 2024 -0800", "Mon Jun 2 08:45:31 2025 +0000"), b.P("bearer", ghp()), pick(orgDomains...))
		}},
		{"git_config_credentials", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("$ cat ~/.gitconfig ~/.git-credentials\n[user]\n\tname = %s %s\n\temail = %s\n[credential]\n\thelper = store\nhttps://%s:%s@github.com", p.First, p.Last, b.P("email", p.Email), strings.ToLower(p.First), b.P("bearer", ghp()))
		}},
		{"oncall_runbook", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("## On-call (week %d)\nPrimary: %s %s — %s, mobile %s\nPagerDuty service: %s\nEvents API routing key: %s\nEscalation policy: %s", 1+r.Intn(52), p.First, p.Last, b.P("email", p.Email), b.P("phone", phone()), b.K("P"+rs(ualnum, 6)), b.P("bearer", "R0"+rs(ualnum, 30)), b.K("P"+rs(ualnum, 6)))
		}},
		{"twilio_sms_script", func(b *B) string {
			from, to := phone(), phone()
			return fmt.Sprintf("client = Client(\"%s\", \"%s\")\nmsg = client.messages.create(\n    body=\"Your verification code is %s\",\n    from_=\"%s\",\n    to=\"%s\",\n)\nprint(msg.sid)  # %s", b.K("AC"+hx(32)), b.P("bearer", hx(32)), b.K(nz(6)), b.P("phone", from), b.P("phone", to), b.K("SM"+hx(32)))
		}},
		{"stripe_request_log", func(b *B) string {
			c, _ := card()
			return fmt.Sprintf("%s POST /v1/payment_methods 200 req=%s\n  Authorization: Bearer %s\n  body: type=card&card[number]=%s&card[exp_month]=%02d&card[exp_year]=%d&card[cvc]=%s", b.K(isoTime()), b.K("req_"+rs(alnum, 14)), b.P("bearer", skl()), b.P("credit_card", c), 1+r.Intn(12), 2026+r.Intn(5), digits(3))
		}},
		{"pci_dlp_alert", func(b *B) string {
			c, brand := card()
			fc := fmtCard(c)
			return fmt.Sprintf("[DLP] Possible PAN (%s) detected in s3://%s/app-logs/%s/%s.json.gz line %d:\n  \"payment\": {\"pan\": \"%s\", \"holder\": \"%s\"}\nPolicy: PCI-DSS 3.4 | Finding id %s", strings.ToUpper(brand), pick("nw-prod-logs", "acme-raw-events"), b.K(date()), b.K("part-"+nz(5)), 1+r.Intn(9000), b.P("credit_card", fc), pick("J SMITH", "M ROSSI", "A TANAKA"), b.K(uuid()))
		}},
		{"fixture_customers_csv", func(b *B) string {
			rows := []string{"id,name,email,ssn,card_number,created_at"}
			for i := 0; i < 2+r.Intn(2); i++ {
				p := newPerson()
				c, _ := card()
				rows = append(rows, fmt.Sprintf("%s,%s %s,%s,%s,%s,%s", b.K(nz(6)), p.First, p.Last, b.P("email", p.Email), b.P("ssn", ssn()), b.P("credit_card", c), date()))
			}
			return fmt.Sprintf("GitHub secret scanning (custom pattern \"us-ssn\") — alert %s in tests/fixtures/customers.csv\n%s", b.K("#"+nz(3)), strings.Join(rows, "\n"))
		}},
		{"custom_pattern_ssn", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("Push protection blocked your push to %s/hr-sync:\n  — Custom pattern: US Social Security Number\n    locations:\n      - commit: %s\n        path: exports/employees.json:%d\n    \"employee\": {\"email\": \"%s\", \"ssn\": \"%s\", \"dept\": \"%s\"}", pick("northwind", "acme-corp"), b.K(sha40()), 1+r.Intn(900), b.P("email", p.Email), b.P("ssn", ssn()), pick("Finance", "Eng", "Ops"))
		}},
		{"payroll_fixture_itin", func(b *B) string {
			return fmt.Sprintf("# tests/fixtures/w9_submission.yaml (copied from prod, remove!)\npayee:\n  legal_name: %s %s\n  tin_type: ITIN\n  tin: \"%s\"\n  ein_of_employer: \"%s\"\napi:\n  token: %s", cap1(pick(firsts...)), cap1(pick(lasts...)), b.P("ssn", itin()), b.K(fmt.Sprintf("%02d-%07d", 10+r.Intn(80), r.Intn(10000000))), b.P("bearer", "sk_live_51"+rs(alnum, 97)))
		}},
		{"support_ticket_signature", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("Hi support,\nour integration started returning 401 since %s. We're calling with Authorization: Bearer %s — can you check whether the key was revoked?\n\nThanks,\n%s %s\nSenior Engineer\n%s | %s", b.K(date()), b.P("bearer", anyTok()), p.First, p.Last, b.P("email", p.Email), b.P("phone", phone()))
		}},
		{"jwt_debug_decoded", func(b *B) string {
			p := newPerson()
			t := userJWT(p)
			return fmt.Sprintf("why does this token fail with `invalid audience`?\n%s\njwt.io says payload is {\"email\":\"%s\", ...} and kid=%s", b.P("jwt", t), b.P("email", p.Email), b.K(rs(alnum, 20)))
		}},
		{"har_export", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf(`{"request": {"method": "POST", "url": "https://api.%s/v1/profile", "headers": [{"name": "Authorization", "value": "Bearer %s"}, {"name": "x-request-id", "value": "%s"}], "postData": {"mimeType": "application/json", "text": "{\"email\":\"%s\",\"phone\":\"%s\"}"}}}`, pick(orgDomains...), b.P("jwt", userJWT(p)), b.K(uuid()), b.P("email", p.Email), b.P("phone", phone()))
		}},
		{"smtp_env_pair", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("MAIL_MAILER=smtp\nMAIL_HOST=smtp.gmail.com\nMAIL_PORT=587\nMAIL_USERNAME=%s\nMAIL_PASSWORD=%s\nMAIL_ENCRYPTION=tls", b.P("email", p.Email), b.P("bearer", appPw()))
		}},
		{"npm_whoami", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("$ npm whoami --registry https://registry.npmjs.org/\n%s\n$ npm profile get\n│ email │ %s (verified) │\n$ grep authToken ~/.npmrc\n//registry.npmjs.org/:_authToken=%s", strings.ToLower(p.First)+digits(2), b.P("email", p.Email), b.P("bearer", ghToken("npm_")))
		}},
		{"sentry_event_leak", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf(`{"event_id":"%s","level":"error","user":{"id":"%s","email":"%s","ip_address":"{{auto}}"},"request":{"url":"https://api.%s/checkout","headers":{"Authorization":"Bearer %s","X-Client-Version":"%s"}}}`, b.K(hx(32)), b.K(nz(6)), b.P("email", p.Email), pick(orgDomains...), b.P("jwt", userJWT(p)), b.K(semver()))
		}},
		{"ci_base64_leak", func(b *B) string {
			tok := anyTok()
			enc := b64s(tok)
			return fmt.Sprintf("Run echo \"$DEPLOY_TOKEN\" | base64\n%s\n(GitHub masks the secret itself as *** but not its base64 form) run %s", b.P("bearer", enc), b.K(nz(10)))
		}},
		{"aws_keys_chat", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("%s %s: here are the temp creds for the migration, ping me at %s if they stop working\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s", p.First, p.Last, b.P("phone", phone()), b.K(akia()), b.P("bearer", awsSecret()))
		}},
		{"jira_comment_multi", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("[~%s] rotated the Slack bot token (old: %s), the Stripe key stays. Customer contact for the incident: %s / %s. See %s.", strings.ToLower(p.First)+"."+strings.ToLower(p.Last), b.P("bearer", slk()), b.P("email", newPerson().Email), b.P("phone", phone()), b.K(pick("INC-", "SEC-")+nz(4)))
		}},
		{"id_token_redirect", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("https://app.%s/callback#id_token=%s&state=%s&session_state=%s", pick(orgDomains...), b.P("jwt", userJWT(p)), b.K(rs(alnum, 24)), b.K(uuid()))
		}},
		{"oauth_token_response", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf(`{"access_token":"%s","token_type":"Bearer","expires_in":3599,"refresh_token":"%s","id_token":"%s","scope":"openid email"}`, b.P("bearer", "ya29.a0"+rs(alnum+"-_", 160)), b.P("bearer", "1//0"+rs(alnum+"-_", 99)), b.P("jwt", userJWT(p)))
		}},
		{"localstorage_dump", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("> localStorage\nStorage {auth.user: '{\"email\":\"%s\",\"plan\":\"pro\"}', auth.accessToken: '%s', ajs_anonymous_id: '\"%s\"', length: 3}", b.P("email", p.Email), b.P("jwt", userJWT(p)), b.K(uuid()))
		}},
		{"card_in_test_failure", func(b *B) string {
			c, _ := card()
			return fmt.Sprintf("--- FAIL: TestChargeReal (%0.2fs)\n    charge_test.go:%d: expected status succeeded, got card_declined for %s (decline_code=%s)\n    charge_test.go:%d: STRIPE_KEY=%s", 0.1+r.Float64(), 20+r.Intn(200), b.P("credit_card", fmtCard(c)), pick("insufficient_funds", "do_not_honor"), 20+r.Intn(200), b.P("bearer", skl()))
		}},
		{"kyc_webhook_payload", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf(`POST /webhooks/kyc  X-Signature: %s
{"event":"verification.completed","applicant":{"email":"%s","phone":"%s","ssn":"%s","dob":"%s"},"id":"%s"}`, b.K("t="+fmt.Sprint(unixT())+",v1="+hx(64)), b.P("email", p.Email), b.P("phone", phone()), b.P("ssn", ssn()), b.K(fmt.Sprintf("19%02d-%02d-%02d", 50+r.Intn(50), 1+r.Intn(12), 1+r.Intn(28))), b.K("evt_"+rs(alnum, 20)))
		}},
		{"mysql_cli_history", func(b *B) string {
			return fmt.Sprintf("  %d  mysql -h %s -u admin -p'%s' shop -e \"select email from customers where id=%s\"", 100+r.Intn(900), pick("10.0.3.12", "db-prod.internal"), b.P("bearer", rs(alnum, 10)+pick("!", "#", "$")+nz(2)), b.K(nz(6)))
		}},
		{"password_in_yaml", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("ldap:\n  url: ldaps://ldap.%s:636\n  bind_dn: \"cn=svc-sync,ou=services,dc=northwind,dc=io\"\n  bind_password: \"%s\"\n  admin_contact: %s", pick(orgDomains...), b.P("bearer", rs(alnum, 14)+pick("!", "@", "%")), b.P("email", p.Email))
		}},
		{"url_userinfo_password", func(b *B) string {
			return fmt.Sprintf("pip install --index-url https://%s:%s@pypi.%s/simple/ internal-sdk==%s", pick("ci", "deploy", "jenkins"), b.P("bearer", rs(alnum, 20)), pick("northwind.io", "fabrikam.co"), b.K(semver()))
		}},
		{"multi_secret_env", func(b *B) string {
			return fmt.Sprintf("# prod.env (DO NOT COMMIT)\nDATABASE_URL=postgres://app:%s@db.internal:5432/app\nSTRIPE_SECRET_KEY=%s\nSLACK_BOT_TOKEN=%s\nOPENAI_API_KEY=%s\nSENTRY_DSN=%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s", b.P("bearer", rs(alnum, 22)), b.P("bearer", skl()), b.P("bearer", slk()), b.P("bearer", oai()), b.K(dsn()), b.K(akia()), b.P("bearer", awsSecret()))
		}},
		{"gh_alert_email", func(b *B) string {
			p := newPerson()
			return fmt.Sprintf("From: GitHub <noreply@github.com>\nTo: %s\nSubject: [northwind/%s] Secret scanning alert %s\n\nA GitHub Personal Access Token was found in %s at line %d:\n    token = \"%s\"\nCommitted by %s %s in %s.", b.P("email", p.Email), pick("web", "infra"), b.K("#"+nz(3)), pick("scripts/release.py", "Makefile"), 1+r.Intn(300), b.P("bearer", ghp()), p.First, p.Last, b.K(hx(7)))
		}},
		{"chat_phone_and_key_multilang", func(b *B) string {
			return choose(
				func() string {
					return fmt.Sprintf("Ruf mich unter %s an, wenn der Deploy hängt. Token fürs Registry: %s", b.P("phone", phone()), b.P("bearer", "dckr_pat_"+rs(alnum+"-_", 27)))
				},
				func() string {
					return fmt.Sprintf("Si falla el pipeline llámame al %s. La clave de Sentry es %s", b.P("phone", phone()), b.P("bearer", "sntryu_"+hx(64)))
				},
				func() string {
					return fmt.Sprintf("何かあれば %s に電話ください。トークン: %s", b.P("phone", phone()), b.P("bearer", "glpat-"+rs(alnum+"-_", 20)))
				},
				func() string {
					return fmt.Sprintf("Em caso de erro, me liga no %s. Token do HF: %s", b.P("phone", phone()), b.P("bearer", "hf_"+rs(upper+lower, 34)))
				},
			)
		}},
		{"card_and_email_support_chat", func(b *B) string {
			p := newPerson()
			c, _ := card()
			return fmt.Sprintf("customer (%s): i got charged twice on my card %s, order %s, can you refund? my account email is the same", b.P("email", p.Email), b.P("credit_card", fmtCard(c)), b.K("ORD-"+nz(8)))
		}},
		{"kubectl_get_secret", func(b *B) string {
			tok := anyTok()
			return fmt.Sprintf("$ kubectl get secret api-secrets -o jsonpath='{.data.API_TOKEN}' | base64 -d\n%s\n$ kubectl get secret api-secrets -o jsonpath='{.metadata.uid}'\n%s", b.P("bearer", tok), b.K(uuid()))
		}},
	}
}

// appPw: a Google app password, as Google shows it (four groups) or pasted joined.
func appPw() string {
	g := []string{rs(lower, 4), rs(lower, 4), rs(lower, 4), rs(lower, 4)}
	if r.Intn(2) == 0 {
		return strings.Join(g, " ")
	}
	return strings.Join(g, "")
}
