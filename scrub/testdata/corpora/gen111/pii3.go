package main

import "strings"

var piiKinds3 = []K{
	{"slack_mailto_autolink", func() R {
		e := anyMail(person())
		q := f("%sticket owner is <mailto:%s|%s>, can you loop them into the incident doc? %s", slackWho(person()), e, e, incID())
		return mk(q, pp(EM, e))
	}},
	{"teams_html_message", func() R {
		p := person()
		e, ph := cmail(p), phAny()
		q := f("<div><p>Customer escalation from <at id=\"0\">%s</at>: contact <a href=\"mailto:%s\">%s</a>, phone %s</p><p>Sev %d, started %s</p></div>", person().N(), e, p.N(), ph, rn(1, 3), hhmm())
		return mk(q, pp(EM, e, PH, ph))
	}},
	{"slack_export_json", func() R {
		ph := phUS()
		ts := f("%d.%06d", rn(1700000000, 1760000000), rn(0, 999999))
		q := f("{\"type\":\"message\",\"user\":\"U0%s\",\"text\":\"caller left a voicemail, number %s, says the kiosk in store %d is down\",\"ts\":\"%s\",\"thread_ts\":\"%s\"}", rs(upper+digs, 8), ph, rn(100, 999), ts, ts)
		return mk(q, pp(PH, ph), ts)
	}},
	{"oncall_markdown_table", func() R {
		a, b, c := person(), person(), person()
		pa, pb, pc := phUS(), phIntl("uk"), phIntl(pick("de", "in", "au"))
		q := f("| Week | Primary | Mobile | Backup |\n|---|---|---|---|\n| %s | %s | %s | %s |\n| %s | %s | %s | %s |\n| %s | %s | %s | %s |",
			day(), a.N(), pa, b.F, day(), b.N(), pb, c.F, day(), c.N(), pc, a.F)
		return mk(q, pp(PH, pa, PH, pb, PH, pc))
	}},
	{"phone_space_only_labelled", func() R {
		ph := u(func() string { a, e, l := nanp(); return a + " " + e + " " + l })
		q := slackWho(person()) + pick(
			f("store manager's cell: %s, she's expecting our call about the POS outage", ph),
			f("call the NOC directly at %s if the bridge drops", ph),
			f("his phone is %s — he's the only one with the safe combination for the cage", ph),
		)
		return mk(q, pp(PH, ph))
	}},
	{"phone_plus1_parens", func() R {
		a, e, l := nanp()
		ph := u(func() string { return "+1 (" + a + ") " + e + "-" + l })
		q := f("%sFYI the carrier's escalation desk is %s, reference %s, they need our circuit ID %s", slackWho(person()), ph, caseNo(), "CKT-"+dg(6))
		return mk(q, pp(PH, ph))
	}},
	{"phone_de_handoff_text", func() R {
		ph := phIntl("de")
		q := f("Übergabe %s: Rufbereitschaft hat heute %s, erreichbar unter %s. Offene Störung: %s (Backup-Job %d).", day(), person().N(), ph, jira(), rn(100, 9999))
		return mk(q, pp(PH, ph))
	}},
	{"telecom_noc_msisdn", func() R {
		n := u(func() string { return intlDigits(pick("44", "49", "33", "34", "31")) })
		q := f("%s SMSC submit_sm failed: msisdn=%s, esm_class=0x40, command_status=0x00000058, smpp_session=%d", iso(), n, rn(1, 64))
		return mk(q, pp(PH, n), "0x00000058")
	}},
	{"curl_u_user_pass", func() R {
		pw := strings.NewReplacer("'", "", ":", "").Replace(password(false))
		q := f("curl -u 'ops-admin:%s' -X POST https://rabbit-%d.prod.internal:15672/api/queues/billing/dlq/actions -d '{\"action\":\"purge\"}'", pw, rn(1, 3))
		return mk(q, pp(BR, pw))
	}},
	{"sshpass_p", func() R {
		pw := strings.ReplaceAll(password(false), "'", "")
		q := f("for h in $(cat hosts.txt); do sshpass -p '%s' ssh -o StrictHostKeyChecking=no admin@$h 'uptime'; done", pw)
		return mk(q, pp(BR, pw))
	}},
	{"libpq_keyvalue", func() R {
		pw := password(false)
		q := f("psql \"host=%s port=5432 dbname=analytics user=looker password=%s sslmode=verify-full\"", host(), pw)
		return mk(q, pp(BR, pw))
	}},
	{"pgpass_line", func() R {
		pw := strings.ReplaceAll(password(false), ":", "")
		h := host()
		q := f("~/.pgpass on the cron box:\n%s:5432:*:replicator:%s\nchmod 600 it or psql ignores the file", h, pw)
		return mk(q, pp(BR, pw))
	}},
	{"sql_alter_user_password", func() R {
		pw := strings.ReplaceAll(password(false), "'", "")
		q := pick(
			f("```sql\nALTER USER reporting WITH PASSWORD '%s';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;\n```", pw),
			f("```sql\nCREATE USER 'grafana'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON metrics.* TO 'grafana'@'%%';\n```", pw),
		)
		return mk(q, pp(BR, pw))
	}},
	{"kafka_jaas", func() R {
		pw := password(false)
		q := f("sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";\nsecurity.protocol=SASL_SSL", rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), pw)
		return mk(q, pp(BR, pw))
	}},
	{"spring_properties", func() R {
		pw := password(false)
		q := f("application-prod.properties:\nspring.datasource.url=jdbc:postgresql://%s:5432/orders\nspring.datasource.username=orders_app\nspring.datasource.password=%s\nspring.jpa.hibernate.ddl-auto=validate", host(), pw)
		return mk(q, pp(BR, pw))
	}},
	{"ansible_inventory_pass", func() R {
		pw := password(false)
		q := f("[db]\n%s ansible_user=deploy ansible_become_pass=%s\n# TODO move to vault before merging", ip(), pw)
		return mk(q, pp(BR, pw))
	}},
	{"powershell_securestring", func() R {
		pw := strings.ReplaceAll(password(false), "'", "")
		q := f("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', $pw)\nInvoke-Command -ComputerName SQL%02d -Credential $cred -ScriptBlock { Restart-Service MSSQLSERVER }", pw, rn(1, 9))
		return mk(q, pp(BR, pw))
	}},
	{"git_remote_token_url", func() R {
		t := ghs()
		q := f("fatal: unable to access 'https://x-access-token:%s@github.com/acme/%s.git/': The requested URL returned error: 403", t, svc())
		return mk(q, pp(BR, t))
	}},
	{"url_query_api_key", func() R {
		t := opaque(32)
		q := f("the uptime check URL is https://status-probe.acmecloud.io/check?target=%s&api_key=%s&interval=60", svc(), t)
		return mk(q, pp(BR, t))
	}},
	{"env_misc_service_tokens", func() R {
		name := pick("ARGOCD_AUTH_TOKEN", "CIRCLE_TOKEN", "ROLLBAR_ACCESS_TOKEN", "BUILDKITE_AGENT_TOKEN", "SNYK_TOKEN", "TFE_TOKEN", "FASTLY_API_TOKEN")
		t := opaque(rn(36, 48))
		q := f("%sfound in the old Jenkins job config: %s=%s (still valid?)", slackWho(person()), name, t)
		return mk(q, pp(BR, t))
	}},
	{"pd_integration_key_env", func() R {
		k := hex32()
		q := f("PAGERDUTY_INTEGRATION_KEY=%s\nPAGERDUTY_SERVICE=%s\nALERT_SEVERITY=critical", k, pdID())
		return mk(q, pp(BR, k))
	}},
	{"dd_app_key_header", func() R {
		a, k := hex32(), hex40()
		q := f("curl -X GET \"https://api.datadoghq.com/api/v1/monitor?group_states=alert\" -H \"DD-API-KEY: %s\" -H \"DD-APPLICATION-KEY: %s\"", a, k)
		return mk(q, pp(BR, a, BR, k))
	}},
	{"hvac_vault_python", func() R {
		t := hvs()
		q := f("```python\nclient = hvac.Client(url='https://vault.acmecloud.io:8200', token='%s')\nprint(client.secrets.kv.v2.read_secret_version(path='prod/%s'))\n```", t, svc())
		return mk(q, pp(BR, t))
	}},
	{"otp_backup_seed", func() R {
		s := u(func() string { return rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32) })
		q := f("shared 2FA for the registrar account (yes I know): otpauth://totp/Registrar:hostmaster?secret=%s&issuer=Registrar&digits=6", s)
		return mk(q, pp(BR, s))
	}},
	{"jwt_teams_chat_es", func() R {
		t := jwt("")
		q := f("%s, %s\nEste es el token que devuelve el IdP en staging, caduca en 15 min: %s", person().N(), hhmm(), t)
		return mk(q, pp(JW, t))
	}},
	{"jwt_har_header", func() R {
		t := jwt("oidc")
		q := f("{\"name\": \"authorization\", \"value\": \"Bearer %s\"}, {\"name\": \"x-client-version\", \"value\": \"%s\"}", t, ver())
		return mk(q, pp(JW, t))
	}},
	{"jwt_env_file", func() R {
		t := jwt("k8s")
		q := f("ARGOCD_SERVER=argocd.acmecloud.io\nARGOCD_TOKEN=%s\nARGOCD_OPTS=--grpc-web", t)
		return mk(q, pp(JW, t))
	}},
	{"card_teams_dashes_amex", func() R {
		_, d := cardDigits()
		iss := "amex"
		for iss != "" {
			var i string
			i, d = cardDigits()
			if i == "amex" {
				break
			}
		}
		c := u(func() string { return groupCard("amex", d, pick(" ", "-")) })
		q := f("%s, %s\nCorporate Amex for the emergency AWS support upgrade: %s, exp %s, billing zip %d", person().N(), hhmm(), c, expiry(), rn(10001, 99950))
		return mk(q, pp(CC, c))
	}},
	{"card_csv_chargebacks", func() R {
		c1, c2 := card("plain"), card("plain")
		q := f("chargeback file from the acquirer (why does it have full PANs?!)\ncase_id,pan,amount,reason\n%d,%s,%s,10.4\n%d,%s,%s,13.1", rn(100000, 999999), c1, price()[1:], rn(100000, 999999), c2, price()[1:])
		return mk(q, pp(CC, c1, CC, c2))
	}},
	{"ssn_teams_hr", func() R {
		s := ssn()
		q := f("%s, %s\nHR says the new hire's SSN (%s) was entered with a typo in the ADP sync, can someone with DB access fix row %d?", person().N(), hhmm(), s, rn(1000, 99999))
		return mk(q, pp(SS, s))
	}},
	{"ssn_bare_labelled_log", func() R {
		s := ssnBare()
		q := f("%s INFO  background-check vendor response: status=CONSIDER candidate_ssn=%s report_id=%s", iso(), s, rs(lower+digs, 24))
		return mk(q, pp(SS, s))
	}},
	{"email_with_display_name_header", func() R {
		p := person()
		e := cmail(p)
		q := f("bounce came back with:\nFrom: \"%s\" <%s>\nSubject: Re: [%s] Service disruption\nX-Mailer: Microsoft Outlook 16.0", p.N(), e, incID())
		return mk(q, pp(EM, e))
	}},
	{"email_idn_or_fullwidth", func() R {
		p := person()
		e := u(func() string {
			return p.f() + "." + p.l() + "@" + pick("münchen-logistik.de", "bücher-shop.de", "société-générale-demo.fr", "例え.jp")
		})
		q := f("%sthe German reseller's admin is %s, their mail server rejects our alerts (SPF)", slackWho(person()), e)
		return mk(q, pp(EM, e))
	}},
	{"customer_record_yaml", func() R {
		p := person()
		e, ph := cmail(p), phAny()
		q := f("```yaml\ntenant: %s\nplan: enterprise\nbilling_contact:\n  name: %s\n  email: %s\n  phone: \"%s\"\nsla: 99.95\n```", rs(lower, 8), p.N(), e, ph)
		return mk(q, pp(EM, e, PH, ph), "99.95")
	}},
}
